; T0: 498 bytes
; v0:int = input res
  000030  cmp     qword ptr [rbp+0x40],1
  00003b  jne     0x00000000000000cb
  000041  mov     rbx,[rbp+0x28]
; v1:int = input y
  000048  cmp     qword ptr [rbp+0x48],1
  000053  jne     0x00000000000000cb
  000059  mov     r12,[rbp+0x30]
; v2:int = input x
  000060  cmp     qword ptr [rbp+0x50],1
  00006b  jne     0x00000000000000cb
  000071  mov     r13,[rbp+0x38]
; v3:int = mul v0, v2 => power_rec/0 (0) {res=v0, y=v1}
  000078  mov     r11,rbx
  00007b  imul    r11,r13
  00007f  jo      0x00000000000000da
  000085  mov     rbx,r11
; v4:int = sub v1, 1 => power_rec/1 (0) {res=v3, y=v1}
  000088  sub     r12,1
  00008f  jo      0x000000000000010d
; guard_true v4 => power_rec/2 (0) {res=v3, y=0}
  000095  test    r12,r12
  000098  je      0x0000000000000147
; guard_steps => power_rec/0 (1) {res=v3, y=v4}
; v7:int = phi res v3
; v8:int = phi y v4
; loop (1)
  00009e  nop
  00009f  nop
; v10:int = mul v7, v2 => power_rec/0 (0) {res=v7, y=v8}
  0000a0  mov     r11,rbx
  0000a3  imul    r11,r13
  0000a7  jo      0x000000000000017e
  0000ad  mov     rbx,r11
; v11:int = sub v8, 1 => power_rec/1 (0) {res=v10, y=v8}
  0000b0  sub     r12,1
  0000b7  jo      0x00000000000001b1
; guard_true v11 => power_rec/2 (0) {res=v10, y=0}
  0000bd  test    r12,r12
  0000c0  jne     0x00000000000000a0
  0000c6  jmp     0x00000000000001eb
; guard_steps => power_rec/0 (1) {res=v10, y=v11}
; jump (1) v7 <- v10, v8 <- v11
; exits
  0000cb  mov     rax,0xfffffffe
  0000d5  jmp     0x0000000000000016
  0000da  mov     [rbp+0x28],rbx
  0000e1  mov     qword ptr [rbp+0x40],1
  0000ec  mov     [rbp+0x30],r12
  0000f3  mov     qword ptr [rbp+0x48],1
  0000fe  mov     rax,0
  000108  jmp     0x0000000000000016
  00010d  add     r12,1
  000114  mov     [rbp+0x28],rbx
  00011b  mov     qword ptr [rbp+0x40],1
  000126  mov     [rbp+0x30],r12
  00012d  mov     qword ptr [rbp+0x48],1
  000138  mov     rax,1
  000142  jmp     0x0000000000000016
  000147  mov     [rbp+0x28],rbx
  00014e  mov     qword ptr [rbp+0x40],1
  000159  mov     qword ptr [rbp+0x30],0
  000164  mov     qword ptr [rbp+0x48],1
  00016f  mov     rax,2
  000179  jmp     0x0000000000000016
  00017e  mov     [rbp+0x28],rbx
  000185  mov     qword ptr [rbp+0x40],1
  000190  mov     [rbp+0x30],r12
  000197  mov     qword ptr [rbp+0x48],1
  0001a2  mov     rax,4
  0001ac  jmp     0x0000000000000016
  0001b1  add     r12,1
  0001b8  mov     [rbp+0x28],rbx
  0001bf  mov     qword ptr [rbp+0x40],1
  0001ca  mov     [rbp+0x30],r12
  0001d1  mov     qword ptr [rbp+0x48],1
  0001dc  mov     rax,5
  0001e6  jmp     0x0000000000000016
  0001eb  mov     [rbp+0x28],rbx
  0001f2  mov     qword ptr [rbp+0x40],1
  0001fd  mov     qword ptr [rbp+0x30],0
  000208  mov     qword ptr [rbp+0x48],1
  000213  mov     rax,6
  00021d  jmp     0x0000000000000016
