; T0: 390 bytes
; v0:int = input res
  000080  cmp     qword ptr [rbp+0x70],1
  00008b  jne     0x0000000000000133
  000091  mov     rbx,[rbp+0x40]
; v1:int = input y
  000098  cmp     qword ptr [rbp+0x78],1
  0000a3  jne     0x0000000000000133
  0000a9  mov     r12,[rbp+0x48]
; v2:int = input x
  0000b0  cmp     qword ptr [rbp+0x80],1
  0000bb  jne     0x0000000000000133
  0000c1  jmp     0x00000000000000d4
  0000c6  mov     rbx,[rbp+0x40]
  0000cd  mov     r12,[rbp+0x48]
; v3:int = mul v0, 2 => power_rec/0 (0) {res=v0, y=v1}
  0000d4  mov     r11,rbx
  0000d7  imul    r11,2
  0000de  jo      0x0000000000000142
  0000e4  mov     rbx,r11
; v4:int = sub v1, 1 => power_rec/1 (0) {res=v3, y=v1}
  0000e7  sub     r12,1
  0000ee  jo      0x000000000000015f
; guard_true v4 => power_rec/2 (0) {res=v3, y=0}
  0000f4  test    r12,r12
  0000f7  je      0x0000000000000183
; guard_steps => power_rec/0 (1) {res=v3, y=v4}
; v7:int = phi res v3
; v8:int = phi y v4
; loop (1) {res=v7, y=v8}
  0000fd  nop     [rax]
; v10:int = mul v7, 2 => power_rec/0 (0) {res=v7, y=v8}
  000100  mov     r11,rbx
  000103  imul    r11,2
  00010a  jo      0x00000000000001a4
  000110  mov     rbx,r11
; v11:int = sub v8, 1 => power_rec/1 (0) {res=v10, y=v8}
  000113  sub     r12,1
  00011a  jo      0x00000000000001c1
; guard_true v11 => power_rec/2 (0) {res=v10, y=0}
  000120  test    r12,r12
  000123  jne     0x0000000000000100
  000129  jmp     0x00000000000001e5
; guard_steps => power_rec/0 (1) {res=v10, y=v11}
; jump (1) v7 <- v10, v8 <- v11
; body entry
  00012e  jmp     0x0000000000000100
; exits
  000133  mov     rax,0xfffffffe
  00013d  jmp     0x0000000000000027
  000142  mov     [rbp+0x40],rbx
  000149  mov     [rbp+0x48],r12
  000150  mov     rax,0
  00015a  jmp     0x0000000000000027
  00015f  add     r12,1
  000166  mov     [rbp+0x40],rbx
  00016d  mov     [rbp+0x48],r12
  000174  mov     rax,1
  00017e  jmp     0x0000000000000027
  000183  mov     [rbp+0x40],rbx
  00018a  mov     qword ptr [rbp+0x48],0
  000195  mov     rax,2
  00019f  jmp     0x0000000000000027
  0001a4  mov     [rbp+0x40],rbx
  0001ab  mov     [rbp+0x48],r12
  0001b2  mov     rax,4
  0001bc  jmp     0x0000000000000027
  0001c1  add     r12,1
  0001c8  mov     [rbp+0x40],rbx
  0001cf  mov     [rbp+0x48],r12
  0001d6  mov     rax,5
  0001e0  jmp     0x0000000000000027
  0001e5  mov     [rbp+0x40],rbx
  0001ec  mov     qword ptr [rbp+0x48],0
  0001f7  mov     rax,6
  000201  jmp     0x0000000000000027
