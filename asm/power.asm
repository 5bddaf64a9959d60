; T0: 403 bytes
; v0:int = input res
  000030  cmp     qword ptr [rbp+0x48],1
  00003b  jne     0x00000000000000f0
  000041  mov     rbx,[rbp+0x30]
; v1:int = input y
  000048  cmp     qword ptr [rbp+0x50],1
  000053  jne     0x00000000000000f0
  000059  mov     r12,[rbp+0x38]
; v2:int = input x
  000060  cmp     qword ptr [rbp+0x58],1
  00006b  jne     0x00000000000000f0
  000071  mov     r13,[rbp+0x40]
  000078  jmp     0x0000000000000092
  00007d  mov     rbx,[rbp+0x30]
  000084  mov     r12,[rbp+0x38]
  00008b  mov     r13,[rbp+0x40]
; v3:int = mul v0, v2 => power_rec/0 (0) {res=v0, y=v1}
  000092  mov     r11,rbx
  000095  imul    r11,r13
  000099  jo      0x00000000000000ff
  00009f  mov     rbx,r11
; v4:int = sub v1, 1 => power_rec/1 (0) {res=v3, y=v1}
  0000a2  sub     r12,1
  0000a9  jo      0x000000000000011c
; guard_true v4 => power_rec/2 (0) {res=v3, y=0}
  0000af  test    r12,r12
  0000b2  je      0x0000000000000140
; guard_steps => power_rec/0 (1) {res=v3, y=v4}
; v7:int = phi res v3
; v8:int = phi y v4
; loop (1) {res=v7, y=v8}
  0000b8  nop     [rax+rax]
; v10:int = mul v7, v2 => power_rec/0 (0) {res=v7, y=v8}
  0000c0  mov     r11,rbx
  0000c3  imul    r11,r13
  0000c7  jo      0x0000000000000161
  0000cd  mov     rbx,r11
; v11:int = sub v8, 1 => power_rec/1 (0) {res=v10, y=v8}
  0000d0  sub     r12,1
  0000d7  jo      0x000000000000017e
; guard_true v11 => power_rec/2 (0) {res=v10, y=0}
  0000dd  test    r12,r12
  0000e0  jne     0x00000000000000c0
  0000e6  jmp     0x00000000000001a2
; guard_steps => power_rec/0 (1) {res=v10, y=v11}
; jump (1) v7 <- v10, v8 <- v11
; body entry
  0000eb  jmp     0x00000000000000c0
; exits
  0000f0  mov     rax,0xfffffffe
  0000fa  jmp     0x0000000000000016
  0000ff  mov     [rbp+0x30],rbx
  000106  mov     [rbp+0x38],r12
  00010d  mov     rax,0
  000117  jmp     0x0000000000000016
  00011c  add     r12,1
  000123  mov     [rbp+0x30],rbx
  00012a  mov     [rbp+0x38],r12
  000131  mov     rax,1
  00013b  jmp     0x0000000000000016
  000140  mov     [rbp+0x30],rbx
  000147  mov     qword ptr [rbp+0x38],0
  000152  mov     rax,2
  00015c  jmp     0x0000000000000016
  000161  mov     [rbp+0x30],rbx
  000168  mov     [rbp+0x38],r12
  00016f  mov     rax,4
  000179  jmp     0x0000000000000016
  00017e  add     r12,1
  000185  mov     [rbp+0x30],rbx
  00018c  mov     [rbp+0x38],r12
  000193  mov     rax,5
  00019d  jmp     0x0000000000000016
  0001a2  mov     [rbp+0x30],rbx
  0001a9  mov     qword ptr [rbp+0x38],0
  0001b4  mov     rax,6
  0001be  jmp     0x0000000000000016
