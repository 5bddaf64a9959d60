; T0: 293 bytes
  000030  mov     qword ptr [rbp+0x18],0
; v0:int = input i
  00003b  cmp     qword ptr [rbp+0x58],1
  000046  jne     0x00000000000000a5
  00004c  mov     rbx,[rbp+0x30]
; v1:int = input x
  000053  cmp     qword ptr [rbp+0x60],1
  00005e  jne     0x00000000000000a5
  000064  mov     r12,[rbp+0x38]
; v2:int = ge v0, 0
; guard_true v2 => l/1 (0) {c=0, i=v0}
  00006b  test    rbx,rbx
  00006e  jl      0x00000000000000b4
; guard_value v1, 3 => b/0 (1) {i=v0}
  000074  cmp     r12,3
  00007b  jne     0x00000000000000eb
; v5:int = sub_nov v0, 7
  000081  sub     rbx,7
; guard_steps => l/0 (3) {i=v5}
; v7:int = phi i v5
; loop (3)
  000088  nop
  000089  nop
  00008a  nop
  00008b  nop
  00008c  nop
  00008d  nop
  00008e  nop
  00008f  nop
; v9:int = ge v7, 0
; guard_true v9 => l/1 (0) {c=0, i=v7}
  000090  test    rbx,rbx
  000093  jl      0x000000000000011e
; v11:int = sub_nov v7, 7
  000099  sub     rbx,7
; guard_steps => l/0 (3) {i=v11}
; jump (3) v7 <- v11
  0000a0  jmp     0x0000000000000090
; exits
  0000a5  mov     rax,0xfffffffe
  0000af  jmp     0x0000000000000016
  0000b4  mov     qword ptr [rbp+0x28],0
  0000bf  mov     qword ptr [rbp+0x50],1
  0000ca  mov     [rbp+0x30],rbx
  0000d1  mov     qword ptr [rbp+0x58],1
  0000dc  mov     rax,0
  0000e6  jmp     0x0000000000000016
  0000eb  mov     [rbp+0x10],r12
  0000f2  mov     qword ptr [rbp+0x18],1
  0000fd  mov     [rbp+0x30],rbx
  000104  mov     qword ptr [rbp+0x58],1
  00010f  mov     rax,1
  000119  jmp     0x0000000000000016
  00011e  mov     qword ptr [rbp+0x28],0
  000129  mov     qword ptr [rbp+0x50],1
  000134  mov     [rbp+0x30],rbx
  00013b  mov     qword ptr [rbp+0x58],1
  000146  mov     rax,3
  000150  jmp     0x0000000000000016
