; T0: 289 bytes
; v0:int = input i
  000080  cmp     qword ptr [rbp+0xa8],1
  00008b  jne     0x0000000000000166
  000091  mov     rbx,[rbp+0x58]
; v1:int = input x
  000098  cmp     qword ptr [rbp+0xb0],1
  0000a3  jne     0x0000000000000166
  0000a9  jmp     0x00000000000000b5
  0000ae  mov     rbx,[rbp+0x58]
; v2:int = ge v0, 0
; guard_true v2 => l/0 (0) {i=v0}
  0000b5  test    rbx,rbx
  0000b8  jl      0x0000000000000175
; v4:int = sub_nov v0, 7
  0000be  sub     rbx,7
; guard_steps => l/0 (3) {i=v4}
  0000c5  cmp     qword ptr [rbp],0
  0000d0  jl      0x00000000000000e7
  0000d6  sub     qword ptr [rbp],3
  0000e1  jb      0x0000000000000137
; v6:int = phi i v4
; loop (3) {i=v6}
  0000e7  nop     [rax+rax]
  0000f0  nop     [rax+rax]
  0000f9  nop     [rax]
; v8:int = ge v6, 0
; guard_true v8 => l/0 (0) {i=v6}
  000100  test    rbx,rbx
  000103  jl      0x000000000000018b
; v10:int = sub_nov v6, 7
  000109  sub     rbx,7
; guard_steps => l/0 (3) {i=v10}
  000110  cmp     qword ptr [rbp],0
  00011b  jl      0x0000000000000132
  000121  sub     qword ptr [rbp],3
  00012c  jb      0x0000000000000147
; jump (3) v6 <- v10
  000132  jmp     0x0000000000000100
  000137  mov     qword ptr [rbp+0x48],1
  000142  jmp     0x00000000000000e7
  000147  mov     qword ptr [rbp+0x48],1
  000152  jmp     0x0000000000000132
; body entry
  000157  nop     [rax+rax]
  000161  jmp     0x0000000000000100
; exits
  000166  mov     rax,0xfffffffe
  000170  jmp     0x0000000000000027
  000175  mov     [rbp+0x58],rbx
  00017c  mov     rax,0
  000186  jmp     0x0000000000000027
  00018b  mov     [rbp+0x58],rbx
  000192  mov     rax,2
  00019c  jmp     0x0000000000000027
