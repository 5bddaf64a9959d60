; T0: 216 bytes
; v0:int = input i
  000030  cmp     qword ptr [rbp+0x60],1
  00003b  jne     0x00000000000000a5
  000041  mov     rbx,[rbp+0x38]
; v1:int = input x
  000048  cmp     qword ptr [rbp+0x68],1
  000053  jne     0x00000000000000a5
  000059  mov     r12,[rbp+0x40]
  000060  jmp     0x0000000000000073
  000065  mov     rbx,[rbp+0x38]
  00006c  mov     r12,[rbp+0x40]
; v2:int = ge v0, 0
; guard_true v2 => l/0 (0) {i=v0}
  000073  test    rbx,rbx
  000076  jl      0x00000000000000b4
; guard_value v1, 3 => b/0 (1) {i=v0}
  00007c  cmp     r12,3
  000083  jne     0x00000000000000ca
; v5:int = sub_nov v0, 7
  000089  sub     rbx,7
; guard_steps => l/0 (3) {i=v5}
; v7:int = phi i v5
; loop (3)
; v9:int = ge v7, 0
; guard_true v9 => l/0 (0) {i=v7}
  000090  test    rbx,rbx
  000093  jl      0x00000000000000f2
; v11:int = sub_nov v7, 7
  000099  sub     rbx,7
; guard_steps => l/0 (3) {i=v11}
; jump (3) v7 <- v11
  0000a0  jmp     0x0000000000000090
; exits
  0000a5  mov     rax,0xfffffffe
  0000af  jmp     0x0000000000000016
  0000b4  mov     [rbp+0x38],rbx
  0000bb  mov     rax,0
  0000c5  jmp     0x0000000000000016
  0000ca  mov     [rbp+0x10],r12
  0000d1  mov     qword ptr [rbp+0x18],1
  0000dc  mov     [rbp+0x38],rbx
  0000e3  mov     rax,1
  0000ed  jmp     0x0000000000000016
  0000f2  mov     [rbp+0x38],rbx
  0000f9  mov     rax,3
  000103  jmp     0x0000000000000016
