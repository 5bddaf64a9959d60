; T0: 213 bytes
; v0:int = input i
  000080  cmp     qword ptr [rbp+0x98],1
  00008b  jne     0x000000000000011a
  000091  mov     rbx,[rbp+0x48]
; v1:int = input x
  000098  cmp     qword ptr [rbp+0xa0],1
  0000a3  jne     0x000000000000011a
  0000a9  jmp     0x00000000000000b5
  0000ae  mov     rbx,[rbp+0x48]
; v2:int = ge v0, 0
; guard_true v2 => l/0 (0) {i=v0}
  0000b5  test    rbx,rbx
  0000b8  jl      0x0000000000000129
; v4:int = sub_nov v0, 7
  0000be  sub     rbx,7
; guard_steps => l/0 (3) {i=v4}
; v6:int = phi i v4
; loop (3) {i=v6}
  0000c5  nop     [rax+rax]
  0000ce  nop     [rax+rax]
  0000d7  nop     [rax+rax]
  0000e0  nop     [rax+rax]
  0000e9  nop     [rax+rax]
  0000f2  nop     [rax+rax]
  0000fb  nop     [rax+rax]
; v8:int = ge v6, 0
; guard_true v8 => l/0 (0) {i=v6}
  000100  test    rbx,rbx
  000103  jl      0x000000000000013f
; v10:int = sub_nov v6, 7
  000109  sub     rbx,7
; guard_steps => l/0 (3) {i=v10}
; jump (3) v6 <- v10
  000110  jmp     0x0000000000000100
; body entry
  000115  jmp     0x0000000000000100
; exits
  00011a  mov     rax,0xfffffffe
  000124  jmp     0x0000000000000027
  000129  mov     [rbp+0x48],rbx
  000130  mov     rax,0
  00013a  jmp     0x0000000000000027
  00013f  mov     [rbp+0x48],rbx
  000146  mov     rax,2
  000150  jmp     0x0000000000000027
