; T0: 165 bytes
; v0:int = input i
  000080  cmp     qword ptr [rbp+0x90],1
  00008b  jne     0x00000000000000ea
  000091  mov     rbx,[rbp+0x40]
; v1:int = input x
  000098  cmp     qword ptr [rbp+0x98],1
  0000a3  jne     0x00000000000000ea
  0000a9  jmp     0x00000000000000b5
  0000ae  mov     rbx,[rbp+0x40]
; v2:int = ge v0, 0
; guard_true v2 => l/0 (0) {i=v0}
  0000b5  test    rbx,rbx
  0000b8  jl      0x00000000000000f9
; v4:int = sub_nov v0, 7
  0000be  sub     rbx,7
; guard_steps => l/0 (3) {i=v4}
; v6:int = phi i v4
; loop (3) {i=v6}
  0000c5  nop     [rax+rax]
  0000ce  xchg    ax,ax
; v8:int = ge v6, 0
; guard_true v8 => l/0 (0) {i=v6}
  0000d0  test    rbx,rbx
  0000d3  jl      0x000000000000010f
; v10:int = sub_nov v6, 7
  0000d9  sub     rbx,7
; guard_steps => l/0 (3) {i=v10}
; jump (3) v6 <- v10
  0000e0  jmp     0x00000000000000d0
; body entry
  0000e5  jmp     0x00000000000000d0
; exits
  0000ea  mov     rax,0xfffffffe
  0000f4  jmp     0x0000000000000027
  0000f9  mov     [rbp+0x40],rbx
  000100  mov     rax,0
  00010a  jmp     0x0000000000000027
  00010f  mov     [rbp+0x40],rbx
  000116  mov     rax,2
  000120  jmp     0x0000000000000027
