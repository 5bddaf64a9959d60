; T0: 221 bytes
; v0:int = input i
  000030  cmp     qword ptr [rbp+0x60],1
  00003b  jne     0x00000000000000aa
  000041  mov     rbx,[rbp+0x38]
; v1:int = input x
  000048  cmp     qword ptr [rbp+0x68],1
  000053  jne     0x00000000000000aa
  000059  mov     r12,[rbp+0x40]
  000060  jmp     0x0000000000000073
  000065  mov     rbx,[rbp+0x38]
  00006c  mov     r12,[rbp+0x40]
; v2:int = ge v0, 0
; guard_true v2 => l/0 (0) {i=v0}
  000073  test    rbx,rbx
  000076  jl      0x00000000000000b9
; guard_value v1, 3 => b/0 (1) {i=v0}
  00007c  cmp     r12,3
  000083  jne     0x00000000000000cf
; v5:int = sub_nov v0, 7
  000089  sub     rbx,7
; guard_steps => l/0 (3) {i=v5}
; v7:int = phi i v5
; loop (3) {i=v7}
; v9:int = ge v7, 0
; guard_true v9 => l/0 (0) {i=v7}
  000090  test    rbx,rbx
  000093  jl      0x00000000000000f7
; v11:int = sub_nov v7, 7
  000099  sub     rbx,7
; guard_steps => l/0 (3) {i=v11}
; jump (3) v7 <- v11
  0000a0  jmp     0x0000000000000090
; body entry
  0000a5  jmp     0x0000000000000090
; exits
  0000aa  mov     rax,0xfffffffe
  0000b4  jmp     0x0000000000000016
  0000b9  mov     [rbp+0x38],rbx
  0000c0  mov     rax,0
  0000ca  jmp     0x0000000000000016
  0000cf  mov     [rbp+0x10],r12
  0000d6  mov     qword ptr [rbp+0x18],1
  0000e1  mov     [rbp+0x38],rbx
  0000e8  mov     rax,1
  0000f2  jmp     0x0000000000000016
  0000f7  mov     [rbp+0x38],rbx
  0000fe  mov     rax,3
  000108  jmp     0x0000000000000016
