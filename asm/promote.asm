; T0: 415 bytes
; v0:int = input i
  000028  cmp     qword ptr [rbp+0x58],1
  000033  jne     0x000000000000009b
  000039  mov     rbx,[rbp+0x30]
; v1:int = input x
  000040  cmp     qword ptr [rbp+0x60],1
  00004b  jne     0x000000000000009b
  000051  mov     r12,[rbp+0x38]
; v2:int = ge v0, 0
; guard_true v2 => l/1 (0) {c=0, i=v0}
  000058  test    rbx,rbx
  00005b  jl      0x00000000000000aa
; guard_value v1, 3 => b/0 (1) {i=v0}
  000061  cmp     r12,3
  000068  jne     0x00000000000000e1
; v5:int = sub v0, 7 => b2/2 (2) {i=v0, x3=7}
  00006e  sub     rbx,7
  000075  jo      0x0000000000000114
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
  000083  jl      0x0000000000000152
; v11:int = sub v7, 7 => b2/2 (2) {i=v7, x3=7}
  000089  sub     rbx,7
  000090  jo      0x0000000000000189
; guard_steps => l/0 (3) {i=v11}
; jump (3) v7 <- v11
  000096  jmp     0x0000000000000080
; exits
  00009b  mov     rax,0xfffffffe
  0000a5  jmp     0x0000000000000016
  0000aa  mov     qword ptr [rbp+0x28],0
  0000b5  mov     qword ptr [rbp+0x50],1
  0000c0  mov     [rbp+0x30],rbx
  0000c7  mov     qword ptr [rbp+0x58],1
  0000d2  mov     rax,0
  0000dc  jmp     0x0000000000000016
  0000e1  mov     [rbp+0x10],r12
  0000e8  mov     qword ptr [rbp+0x18],1
  0000f3  mov     [rbp+0x30],rbx
  0000fa  mov     qword ptr [rbp+0x58],1
  000105  mov     rax,1
  00010f  jmp     0x0000000000000016
  000114  add     rbx,7
  00011b  mov     [rbp+0x30],rbx
  000122  mov     qword ptr [rbp+0x58],1
  00012d  mov     qword ptr [rbp+0x48],7
  000138  mov     qword ptr [rbp+0x70],1
  000143  mov     rax,2
  00014d  jmp     0x0000000000000016
  000152  mov     qword ptr [rbp+0x28],0
  00015d  mov     qword ptr [rbp+0x50],1
  000168  mov     [rbp+0x30],rbx
  00016f  mov     qword ptr [rbp+0x58],1
  00017a  mov     rax,4
  000184  jmp     0x0000000000000016
  000189  add     rbx,7
  000190  mov     [rbp+0x30],rbx
  000197  mov     qword ptr [rbp+0x58],1
  0001a2  mov     qword ptr [rbp+0x48],7
  0001ad  mov     qword ptr [rbp+0x70],1
  0001b8  mov     rax,5
  0001c2  jmp     0x0000000000000016
