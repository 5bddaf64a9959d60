; T0: 514 bytes
  000030  mov     qword ptr [rbp+0x18],0
; v0:int = input res
  00003b  cmp     qword ptr [rbp+0x40],1
  000046  jne     0x00000000000000db
  00004c  mov     rbx,[rbp+0x28]
; v1:int = input y
  000053  cmp     qword ptr [rbp+0x48],1
  00005e  jne     0x00000000000000db
  000064  mov     r12,[rbp+0x30]
; v2:int = input x
  00006b  cmp     qword ptr [rbp+0x50],1
  000076  jne     0x00000000000000db
  00007c  mov     r13,[rbp+0x38]
; v3:int = mul v0, v2 => power_rec/0 (0) {res=v0, y=v1}
  000083  mov     r11,rbx
  000086  imul    r11,r13
  00008a  jo      0x00000000000000ea
  000090  mov     rbx,r11
; v4:int = sub v1, 1 => power_rec/1 (0) {res=v3, y=v1}
  000093  sub     r12,1
  00009a  jo      0x000000000000011d
; guard_true v4 => power_rec/2 (0) {res=v3, y=0}
  0000a0  test    r12,r12
  0000a3  je      0x0000000000000157
; guard_steps => power_rec/0 (1) {res=v3, y=v4}
; v7:int = phi res v3
; v8:int = phi y v4
; loop (1)
  0000a9  nop
  0000aa  nop
  0000ab  nop
  0000ac  nop
  0000ad  nop
  0000ae  nop
  0000af  nop
; v10:int = mul v7, v2 => power_rec/0 (0) {res=v7, y=v8}
  0000b0  mov     r11,rbx
  0000b3  imul    r11,r13
  0000b7  jo      0x000000000000018e
  0000bd  mov     rbx,r11
; v11:int = sub v8, 1 => power_rec/1 (0) {res=v10, y=v8}
  0000c0  sub     r12,1
  0000c7  jo      0x00000000000001c1
; guard_true v11 => power_rec/2 (0) {res=v10, y=0}
  0000cd  test    r12,r12
  0000d0  jne     0x00000000000000b0
  0000d6  jmp     0x00000000000001fb
; guard_steps => power_rec/0 (1) {res=v10, y=v11}
; jump (1) v7 <- v10, v8 <- v11
; exits
  0000db  mov     rax,0xfffffffe
  0000e5  jmp     0x0000000000000016
  0000ea  mov     [rbp+0x28],rbx
  0000f1  mov     qword ptr [rbp+0x40],1
  0000fc  mov     [rbp+0x30],r12
  000103  mov     qword ptr [rbp+0x48],1
  00010e  mov     rax,0
  000118  jmp     0x0000000000000016
  00011d  add     r12,1
  000124  mov     [rbp+0x28],rbx
  00012b  mov     qword ptr [rbp+0x40],1
  000136  mov     [rbp+0x30],r12
  00013d  mov     qword ptr [rbp+0x48],1
  000148  mov     rax,1
  000152  jmp     0x0000000000000016
  000157  mov     [rbp+0x28],rbx
  00015e  mov     qword ptr [rbp+0x40],1
  000169  mov     qword ptr [rbp+0x30],0
  000174  mov     qword ptr [rbp+0x48],1
  00017f  mov     rax,2
  000189  jmp     0x0000000000000016
  00018e  mov     [rbp+0x28],rbx
  000195  mov     qword ptr [rbp+0x40],1
  0001a0  mov     [rbp+0x30],r12
  0001a7  mov     qword ptr [rbp+0x48],1
  0001b2  mov     rax,4
  0001bc  jmp     0x0000000000000016
  0001c1  add     r12,1
  0001c8  mov     [rbp+0x28],rbx
  0001cf  mov     qword ptr [rbp+0x40],1
  0001da  mov     [rbp+0x30],r12
  0001e1  mov     qword ptr [rbp+0x48],1
  0001ec  mov     rax,5
  0001f6  jmp     0x0000000000000016
  0001fb  mov     [rbp+0x28],rbx
  000202  mov     qword ptr [rbp+0x40],1
  00020d  mov     qword ptr [rbp+0x30],0
  000218  mov     qword ptr [rbp+0x48],1
  000223  mov     rax,6
  00022d  jmp     0x0000000000000016
