; T0: 423 bytes
  000030  mov     qword ptr [rbp+0x18],0
; v0:int = input i
  00003b  cmp     qword ptr [rbp+0x58],1
  000046  jne     0x00000000000000ab
  00004c  mov     rbx,[rbp+0x30]
; v1:int = input x
  000053  cmp     qword ptr [rbp+0x60],1
  00005e  jne     0x00000000000000ab
  000064  mov     r12,[rbp+0x38]
; v2:int = ge v0, 0
; guard_true v2 => l/1 (0) {c=0, i=v0}
  00006b  test    rbx,rbx
  00006e  jl      0x00000000000000ba
; guard_value v1, 3 => b/0 (1) {i=v0}
  000074  cmp     r12,3
  00007b  jne     0x00000000000000f1
; v5:int = sub v0, 7 => b2/2 (2) {i=v0, x3=7}
  000081  sub     rbx,7
  000088  jo      0x0000000000000124
; guard_steps => l/0 (3) {i=v5}
; v7:int = phi i v5
; loop (3)
  00008e  nop
  00008f  nop
; v9:int = ge v7, 0
; guard_true v9 => l/1 (0) {c=0, i=v7}
  000090  test    rbx,rbx
  000093  jl      0x0000000000000162
; v11:int = sub v7, 7 => b2/2 (2) {i=v7, x3=7}
  000099  sub     rbx,7
  0000a0  jo      0x0000000000000199
; guard_steps => l/0 (3) {i=v11}
; jump (3) v7 <- v11
  0000a6  jmp     0x0000000000000090
; exits
  0000ab  mov     rax,0xfffffffe
  0000b5  jmp     0x0000000000000016
  0000ba  mov     qword ptr [rbp+0x28],0
  0000c5  mov     qword ptr [rbp+0x50],1
  0000d0  mov     [rbp+0x30],rbx
  0000d7  mov     qword ptr [rbp+0x58],1
  0000e2  mov     rax,0
  0000ec  jmp     0x0000000000000016
  0000f1  mov     [rbp+0x10],r12
  0000f8  mov     qword ptr [rbp+0x18],1
  000103  mov     [rbp+0x30],rbx
  00010a  mov     qword ptr [rbp+0x58],1
  000115  mov     rax,1
  00011f  jmp     0x0000000000000016
  000124  add     rbx,7
  00012b  mov     [rbp+0x30],rbx
  000132  mov     qword ptr [rbp+0x58],1
  00013d  mov     qword ptr [rbp+0x48],7
  000148  mov     qword ptr [rbp+0x70],1
  000153  mov     rax,2
  00015d  jmp     0x0000000000000016
  000162  mov     qword ptr [rbp+0x28],0
  00016d  mov     qword ptr [rbp+0x50],1
  000178  mov     [rbp+0x30],rbx
  00017f  mov     qword ptr [rbp+0x58],1
  00018a  mov     rax,4
  000194  jmp     0x0000000000000016
  000199  add     rbx,7
  0001a0  mov     [rbp+0x30],rbx
  0001a7  mov     qword ptr [rbp+0x58],1
  0001b2  mov     qword ptr [rbp+0x48],7
  0001bd  mov     qword ptr [rbp+0x70],1
  0001c8  mov     rax,5
  0001d2  jmp     0x0000000000000016
