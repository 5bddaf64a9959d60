; T0: 437 bytes
; v0:int = input i
  000028  cmp     qword ptr [rbp+0x40],1
  000033  jne     0x00000000000000bc
  000039  mov     rbx,[rbp+0x18]
; v1:int = input x
  000040  cmp     qword ptr [rbp+0x48],1
  00004b  jne     0x00000000000000bc
  000051  mov     r12,[rbp+0x20]
; v2:int = ge v0, 0
; guard_true v2 => l/1 (0) {c=0, i=v0}
  000058  test    rbx,rbx
  00005b  jl      0x00000000000000cb
; guard_value v1, 3 => b/0 (1) {i=v0}
  000061  cmp     r12,3
  000068  jne     0x0000000000000102
; v5:int = sub v0, 7 => b2/2 (2) {i=v0, x3=7}
  00006e  sub     rbx,7
  000075  jo      0x000000000000012a
; guard_steps => l/0 (3) {i=v5}
; v7:int = phi i v5
; loop (3)
  00007b  nop
  00007c  nop
  00007d  nop
  00007e  nop
  00007f  nop
; v9:int = ge v7, 0
; guard_true v9 => l/1 (0) {c=0, i=v7}
  000080  test    rbx,rbx
  000083  jl      0x0000000000000168
; v11:int = sub v7, 7 => b2/2 (2) {i=v7, x3=7}
  000089  sub     rbx,7
  000090  jo      0x000000000000019f
; guard_steps => l/0 (3) {i=v11}
; jump (3) v7 <- v11
  000096  jmp     0x0000000000000080
; exits
  00009b  mov     [rbp+0x18],rbx
  0000a2  mov     qword ptr [rbp+0x40],1
  0000ad  mov     rax,0xfffffffe
  0000b7  jmp     0x0000000000000016
  0000bc  mov     rax,0xffffffff
  0000c6  jmp     0x0000000000000016
  0000cb  mov     qword ptr [rbp+0x10],0
  0000d6  mov     qword ptr [rbp+0x38],1
  0000e1  mov     [rbp+0x18],rbx
  0000e8  mov     qword ptr [rbp+0x40],1
  0000f3  mov     rax,0
  0000fd  jmp     0x0000000000000016
  000102  mov     [rbp+8],r12
  000109  mov     [rbp+0x18],rbx
  000110  mov     qword ptr [rbp+0x40],1
  00011b  mov     rax,1
  000125  jmp     0x0000000000000016
  00012a  add     rbx,7
  000131  mov     [rbp+0x18],rbx
  000138  mov     qword ptr [rbp+0x40],1
  000143  mov     qword ptr [rbp+0x30],7
  00014e  mov     qword ptr [rbp+0x58],1
  000159  mov     rax,2
  000163  jmp     0x0000000000000016
  000168  mov     qword ptr [rbp+0x10],0
  000173  mov     qword ptr [rbp+0x38],1
  00017e  mov     [rbp+0x18],rbx
  000185  mov     qword ptr [rbp+0x40],1
  000190  mov     rax,4
  00019a  jmp     0x0000000000000016
  00019f  add     rbx,7
  0001a6  mov     [rbp+0x18],rbx
  0001ad  mov     qword ptr [rbp+0x40],1
  0001b8  mov     qword ptr [rbp+0x30],7
  0001c3  mov     qword ptr [rbp+0x58],1
  0001ce  mov     rax,5
  0001d8  jmp     0x0000000000000016
