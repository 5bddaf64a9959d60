; T0: 390 bytes
; v0:int = input res
  000030  cmp     qword ptr [rbp+0x48],1
  00003b  jne     0x00000000000000e3
  000041  mov     rbx,[rbp+0x30]
; v1:int = input y
  000048  cmp     qword ptr [rbp+0x50],1
  000053  jne     0x00000000000000e3
  000059  mov     r12,[rbp+0x38]
; v2:int = input x
  000060  cmp     qword ptr [rbp+0x58],1
  00006b  jne     0x00000000000000e3
  000071  jmp     0x0000000000000084
  000076  mov     rbx,[rbp+0x30]
  00007d  mov     r12,[rbp+0x38]
; v3:int = mul v0, 2 => power_rec/0 (0) {res=v0, y=v1}
  000084  mov     r11,rbx
  000087  imul    r11,2
  00008e  jo      0x00000000000000f2
  000094  mov     rbx,r11
; v4:int = sub v1, 1 => power_rec/1 (0) {res=v3, y=v1}
  000097  sub     r12,1
  00009e  jo      0x000000000000010f
; guard_true v4 => power_rec/2 (0) {res=v3, y=0}
  0000a4  test    r12,r12
  0000a7  je      0x0000000000000133
; guard_steps => power_rec/0 (1) {res=v3, y=v4}
; v7:int = phi res v3
; v8:int = phi y v4
; loop (1) {res=v7, y=v8}
  0000ad  nop     [rax]
; v10:int = mul v7, 2 => power_rec/0 (0) {res=v7, y=v8}
  0000b0  mov     r11,rbx
  0000b3  imul    r11,2
  0000ba  jo      0x0000000000000154
  0000c0  mov     rbx,r11
; v11:int = sub v8, 1 => power_rec/1 (0) {res=v10, y=v8}
  0000c3  sub     r12,1
  0000ca  jo      0x0000000000000171
; guard_true v11 => power_rec/2 (0) {res=v10, y=0}
  0000d0  test    r12,r12
  0000d3  jne     0x00000000000000b0
  0000d9  jmp     0x0000000000000195
; guard_steps => power_rec/0 (1) {res=v10, y=v11}
; jump (1) v7 <- v10, v8 <- v11
; body entry
  0000de  jmp     0x00000000000000b0
; exits
  0000e3  mov     rax,0xfffffffe
  0000ed  jmp     0x0000000000000016
  0000f2  mov     [rbp+0x30],rbx
  0000f9  mov     [rbp+0x38],r12
  000100  mov     rax,0
  00010a  jmp     0x0000000000000016
  00010f  add     r12,1
  000116  mov     [rbp+0x30],rbx
  00011d  mov     [rbp+0x38],r12
  000124  mov     rax,1
  00012e  jmp     0x0000000000000016
  000133  mov     [rbp+0x30],rbx
  00013a  mov     qword ptr [rbp+0x38],0
  000145  mov     rax,2
  00014f  jmp     0x0000000000000016
  000154  mov     [rbp+0x30],rbx
  00015b  mov     [rbp+0x38],r12
  000162  mov     rax,4
  00016c  jmp     0x0000000000000016
  000171  add     r12,1
  000178  mov     [rbp+0x30],rbx
  00017f  mov     [rbp+0x38],r12
  000186  mov     rax,5
  000190  jmp     0x0000000000000016
  000195  mov     [rbp+0x30],rbx
  00019c  mov     qword ptr [rbp+0x38],0
  0001a7  mov     rax,6
  0001b1  jmp     0x0000000000000016
