; T0: 165 bytes
; v0:int = input i
  000030  cmp     qword ptr [rbp+0x60],1
  00003b  jne     0x000000000000009a
  000041  mov     rbx,[rbp+0x38]
; v1:int = input x
  000048  cmp     qword ptr [rbp+0x68],1
  000053  jne     0x000000000000009a
  000059  jmp     0x0000000000000065
  00005e  mov     rbx,[rbp+0x38]
; v2:int = ge v0, 0
; guard_true v2 => l/0 (0) {i=v0}
  000065  test    rbx,rbx
  000068  jl      0x00000000000000a9
; v4:int = sub_nov v0, 7
  00006e  sub     rbx,7
; guard_steps => l/0 (3) {i=v4}
; v6:int = phi i v4
; loop (3) {i=v6}
  000075  nop     [rax+rax]
  00007e  xchg    ax,ax
; v8:int = ge v6, 0
; guard_true v8 => l/0 (0) {i=v6}
  000080  test    rbx,rbx
  000083  jl      0x00000000000000bf
; v10:int = sub_nov v6, 7
  000089  sub     rbx,7
; guard_steps => l/0 (3) {i=v10}
; jump (3) v6 <- v10
  000090  jmp     0x0000000000000080
; body entry
  000095  jmp     0x0000000000000080
; exits
  00009a  mov     rax,0xfffffffe
  0000a4  jmp     0x0000000000000016
  0000a9  mov     [rbp+0x38],rbx
  0000b0  mov     rax,0
  0000ba  jmp     0x0000000000000016
  0000bf  mov     [rbp+0x38],rbx
  0000c6  mov     rax,2
  0000d0  jmp     0x0000000000000016
