; T0: 546 bytes
  000030  mov     qword ptr [rbp+0x18],0
  00003b  mov     rbx,[rbp+0x30]
  000042  mov     r12,[rbp+0x38]
  000049  mov     r13,[rbp+0x40]
  000050  jmp     0x00000000000000a8
  000055  mov     qword ptr [rbp+0x18],0
; v0:int = input res
  000060  cmp     qword ptr [rbp+0x48],1
  00006b  jne     0x00000000000000fb
  000071  mov     rbx,[rbp+0x30]
; v1:int = input y
  000078  cmp     qword ptr [rbp+0x50],1
  000083  jne     0x00000000000000fb
  000089  mov     r12,[rbp+0x38]
; v2:int = input x
  000090  cmp     qword ptr [rbp+0x58],1
  00009b  jne     0x00000000000000fb
  0000a1  mov     r13,[rbp+0x40]
; v3:int = mul v0, v2 => power_rec/0 (0) {res=v0, y=v1}
  0000a8  mov     r11,rbx
  0000ab  imul    r11,r13
  0000af  jo      0x000000000000010a
  0000b5  mov     rbx,r11
; v4:int = sub v1, 1 => power_rec/1 (0) {res=v3, y=v1}
  0000b8  sub     r12,1
  0000bf  jo      0x000000000000013d
; guard_true v4 => power_rec/2 (0) {res=v3, y=0}
  0000c5  test    r12,r12
  0000c8  je      0x0000000000000177
; guard_steps => power_rec/0 (1) {res=v3, y=v4}
; v7:int = phi res v3
; v8:int = phi y v4
; loop (1)
  0000ce  nop
  0000cf  nop
; v10:int = mul v7, v2 => power_rec/0 (0) {res=v7, y=v8}
  0000d0  mov     r11,rbx
  0000d3  imul    r11,r13
  0000d7  jo      0x00000000000001ae
  0000dd  mov     rbx,r11
; v11:int = sub v8, 1 => power_rec/1 (0) {res=v10, y=v8}
  0000e0  sub     r12,1
  0000e7  jo      0x00000000000001e1
; guard_true v11 => power_rec/2 (0) {res=v10, y=0}
  0000ed  test    r12,r12
  0000f0  jne     0x00000000000000d0
  0000f6  jmp     0x000000000000021b
; guard_steps => power_rec/0 (1) {res=v10, y=v11}
; jump (1) v7 <- v10, v8 <- v11
; exits
  0000fb  mov     rax,0xfffffffe
  000105  jmp     0x0000000000000016
  00010a  mov     [rbp+0x30],rbx
  000111  mov     qword ptr [rbp+0x48],1
  00011c  mov     [rbp+0x38],r12
  000123  mov     qword ptr [rbp+0x50],1
  00012e  mov     rax,0
  000138  jmp     0x0000000000000016
  00013d  add     r12,1
  000144  mov     [rbp+0x30],rbx
  00014b  mov     qword ptr [rbp+0x48],1
  000156  mov     [rbp+0x38],r12
  00015d  mov     qword ptr [rbp+0x50],1
  000168  mov     rax,1
  000172  jmp     0x0000000000000016
  000177  mov     [rbp+0x30],rbx
  00017e  mov     qword ptr [rbp+0x48],1
  000189  mov     qword ptr [rbp+0x38],0
  000194  mov     qword ptr [rbp+0x50],1
  00019f  mov     rax,2
  0001a9  jmp     0x0000000000000016
  0001ae  mov     [rbp+0x30],rbx
  0001b5  mov     qword ptr [rbp+0x48],1
  0001c0  mov     [rbp+0x38],r12
  0001c7  mov     qword ptr [rbp+0x50],1
  0001d2  mov     rax,4
  0001dc  jmp     0x0000000000000016
  0001e1  add     r12,1
  0001e8  mov     [rbp+0x30],rbx
  0001ef  mov     qword ptr [rbp+0x48],1
  0001fa  mov     [rbp+0x38],r12
  000201  mov     qword ptr [rbp+0x50],1
  00020c  mov     rax,5
  000216  jmp     0x0000000000000016
  00021b  mov     [rbp+0x30],rbx
  000222  mov     qword ptr [rbp+0x48],1
  00022d  mov     qword ptr [rbp+0x38],0
  000238  mov     qword ptr [rbp+0x50],1
  000243  mov     rax,6
  00024d  jmp     0x0000000000000016
