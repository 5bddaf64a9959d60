; T0: 422 bytes
; v0:int = input res
  000030  cmp     qword ptr [rbp+0x48],1
  00003b  jne     0x0000000000000103
  000041  mov     rbx,[rbp+0x30]
; v1:int = input y
  000048  cmp     qword ptr [rbp+0x50],1
  000053  jne     0x0000000000000103
  000059  mov     r12,[rbp+0x38]
; v2:int = input x
  000060  cmp     qword ptr [rbp+0x58],1
  00006b  jne     0x0000000000000103
  000071  mov     r13,[rbp+0x40]
  000078  jmp     0x0000000000000092
  00007d  mov     rbx,[rbp+0x30]
  000084  mov     r12,[rbp+0x38]
  00008b  mov     r13,[rbp+0x40]
; v3:int = mul v0, v2 => power_rec/0 (0) {res=v0, y=v1}
  000092  mov     r11,rbx
  000095  imul    r11,r13
  000099  jo      0x0000000000000112
  00009f  mov     rbx,r11
; v4:int = sub v1, 1 => power_rec/1 (0) {res=v3, y=v1}
  0000a2  sub     r12,1
  0000a9  jo      0x000000000000012f
; guard_true v4 => power_rec/2 (0) {res=v3, y=0}
  0000af  test    r12,r12
  0000b2  je      0x0000000000000153
; guard_steps => power_rec/0 (1) {res=v3, y=v4}
; v7:int = phi res v3
; v8:int = phi y v4
; loop (1) {res=v7, y=v8}
  0000b8  nop     [rax+rax]
; v10:int = mul v7, v2 => power_rec/0 (0) {res=v7, y=v8}
  0000c0  mov     r11,rbx
  0000c3  imul    r11,r13
  0000c7  jo      0x0000000000000174
  0000cd  mov     rbx,r11
; v11:int = sub v8, 1 => power_rec/1 (0) {res=v10, y=v8}
  0000d0  sub     r12,1
  0000d7  jo      0x0000000000000191
; guard_true v11 => power_rec/2 (0) {res=v10, y=0}
  0000dd  test    r12,r12
  0000e0  jne     0x00000000000000c0
  0000e6  jmp     0x00000000000001b5
; guard_steps => power_rec/0 (1) {res=v10, y=v11}
; jump (1) v7 <- v10, v8 <- v11
; body entry: checks what the body requires
  0000eb  mov     rax,0x7ffffffffffffffe
  0000f5  cmp     r12,rax
  0000f8  jg      0x000000000000007d
; body entry
  0000fe  jmp     0x00000000000000c0
; exits
  000103  mov     rax,0xfffffffe
  00010d  jmp     0x0000000000000016
  000112  mov     [rbp+0x30],rbx
  000119  mov     [rbp+0x38],r12
  000120  mov     rax,0
  00012a  jmp     0x0000000000000016
  00012f  add     r12,1
  000136  mov     [rbp+0x30],rbx
  00013d  mov     [rbp+0x38],r12
  000144  mov     rax,1
  00014e  jmp     0x0000000000000016
  000153  mov     [rbp+0x30],rbx
  00015a  mov     qword ptr [rbp+0x38],0
  000165  mov     rax,2
  00016f  jmp     0x0000000000000016
  000174  mov     [rbp+0x30],rbx
  00017b  mov     [rbp+0x38],r12
  000182  mov     rax,4
  00018c  jmp     0x0000000000000016
  000191  add     r12,1
  000198  mov     [rbp+0x30],rbx
  00019f  mov     [rbp+0x38],r12
  0001a6  mov     rax,5
  0001b0  jmp     0x0000000000000016
  0001b5  mov     [rbp+0x30],rbx
  0001bc  mov     qword ptr [rbp+0x38],0
  0001c7  mov     rax,6
  0001d1  jmp     0x0000000000000016
