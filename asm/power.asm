; T0: 535 bytes
; v0:int = input res
  000080  cmp     qword ptr [rbp+0x80],1
  00008b  jne     0x00000000000001c4
  000091  mov     rbx,[rbp+0x50]
; v1:int = input y
  000098  cmp     qword ptr [rbp+0x88],1
  0000a3  jne     0x00000000000001c4
  0000a9  mov     r12,[rbp+0x58]
; v2:int = input x
  0000b0  cmp     qword ptr [rbp+0x90],1
  0000bb  jne     0x00000000000001c4
  0000c1  jmp     0x00000000000000d4
  0000c6  mov     rbx,[rbp+0x50]
  0000cd  mov     r12,[rbp+0x58]
; v3:int = mul v0, 2 => power_rec/0 (0) {res=v0, y=v1}
  0000d4  mov     r11,rbx
  0000d7  imul    r11,2
  0000de  jo      0x00000000000001d3
  0000e4  mov     rbx,r11
; v4:int = sub v1, 1 => power_rec/1 (0) {res=v3, y=v1}
  0000e7  sub     r12,1
  0000ee  jo      0x00000000000001f0
; guard_true v4 => power_rec/2 (0) {res=v3, y=0}
  0000f4  test    r12,r12
  0000f7  je      0x0000000000000214
; guard_steps => power_rec/0 (1) {res=v3, y=v4}
  0000fd  cmp     qword ptr [rbp],0
  000108  jl      0x000000000000011f
  00010e  sub     qword ptr [rbp],1
  000119  jb      0x0000000000000195
; v7:int = phi res v3
; v8:int = phi y v4
; loop (1) {res=v7, y=v8}
  00011f  nop     [rax+rax]
  000128  nop     [rax+rax]
  000131  nop     [rax+rax]
  00013a  nop     [rax+rax]
; v10:int = mul v7, 2 => power_rec/0 (0) {res=v7, y=v8}
  000140  mov     r11,rbx
  000143  imul    r11,2
  00014a  jo      0x0000000000000235
  000150  mov     rbx,r11
; v11:int = sub v8, 1 => power_rec/1 (0) {res=v10, y=v8}
  000153  sub     r12,1
  00015a  jo      0x0000000000000252
; guard_true v11 => power_rec/2 (0) {res=v10, y=0}
  000160  test    r12,r12
  000163  jne     0x000000000000016e
  000169  jmp     0x0000000000000276
  00016e  cmp     qword ptr [rbp],0
  000179  jl      0x0000000000000190
  00017f  sub     qword ptr [rbp],1
  00018a  jb      0x00000000000001a5
  000190  jmp     0x0000000000000140
; guard_steps => power_rec/0 (1) {res=v10, y=v11}
; jump (1) v7 <- v10, v8 <- v11
  000195  mov     qword ptr [rbp+0x48],1
  0001a0  jmp     0x000000000000011f
  0001a5  mov     qword ptr [rbp+0x48],1
  0001b0  jmp     0x0000000000000190
; body entry
  0001b5  nop     [rax+rax]
  0001bf  jmp     0x0000000000000140
; exits
  0001c4  mov     rax,0xfffffffe
  0001ce  jmp     0x0000000000000027
  0001d3  mov     [rbp+0x50],rbx
  0001da  mov     [rbp+0x58],r12
  0001e1  mov     rax,0
  0001eb  jmp     0x0000000000000027
  0001f0  add     r12,1
  0001f7  mov     [rbp+0x50],rbx
  0001fe  mov     [rbp+0x58],r12
  000205  mov     rax,1
  00020f  jmp     0x0000000000000027
  000214  mov     [rbp+0x50],rbx
  00021b  mov     qword ptr [rbp+0x58],0
  000226  mov     rax,2
  000230  jmp     0x0000000000000027
  000235  mov     [rbp+0x50],rbx
  00023c  mov     [rbp+0x58],r12
  000243  mov     rax,4
  00024d  jmp     0x0000000000000027
  000252  add     r12,1
  000259  mov     [rbp+0x50],rbx
  000260  mov     [rbp+0x58],r12
  000267  mov     rax,5
  000271  jmp     0x0000000000000027
  000276  mov     [rbp+0x50],rbx
  00027d  mov     qword ptr [rbp+0x58],0
  000288  mov     rax,6
  000292  jmp     0x0000000000000027
