; T0: 549 bytes
  000030  mov     qword ptr [rbp+0x18],0
; v0:int = input r0
  00003b  cmp     qword ptr [rbp+0x50],1
  000046  jne     0x00000000000000d4
  00004c  mov     rbx,[rbp+0x28]
; v1:int = input r1
  000053  cmp     qword ptr [rbp+0x60],1
  00005e  jne     0x00000000000000d4
  000064  mov     r12,[rbp+0x38]
; v2:int = input r2
  00006b  cmp     qword ptr [rbp+0x68],1
  000076  jne     0x00000000000000d4
  00007c  mov     r13,[rbp+0x40]
; v3:int = sub v0, 1 => bytecode_loop/1 (0) {a=v0, r2=v2}
  000083  sub     rbx,1
  00008a  jo      0x00000000000000e3
; v4:int = add v2, v1 => bytecode_loop/4 (0) {r0=v3, a=v2}
  000090  add     r13,r12
  000093  jo      0x000000000000011d
; v5:int = eq v3, 0
; guard_false v5 => bytecode_loop/7 (0) {r0=v3, r2=v4, c=1}
  000099  test    rbx,rbx
  00009c  je      0x0000000000000153
; guard_steps => bytecode_loop/0 (1) {r0=v3, r2=v4}
; v8:int = phi r0 v3
; v9:int = phi r2 v4
; loop (1)
  0000a2  nop
  0000a3  nop
  0000a4  nop
  0000a5  nop
  0000a6  nop
  0000a7  nop
  0000a8  nop
  0000a9  nop
  0000aa  nop
  0000ab  nop
  0000ac  nop
  0000ad  nop
  0000ae  nop
  0000af  nop
; v11:int = sub v8, 1 => bytecode_loop/1 (0) {a=v8, r2=v9}
  0000b0  sub     rbx,1
  0000b7  jo      0x000000000000019c
; v12:int = add v9, v1 => bytecode_loop/4 (0) {r0=v11, a=v9}
  0000bd  add     r13,r12
  0000c0  jo      0x00000000000001d6
; v13:int = eq v11, 0
; guard_false v13 => bytecode_loop/7 (0) {r0=v11, r2=v12, c=1}
  0000c6  test    rbx,rbx
  0000c9  jne     0x00000000000000b0
  0000cf  jmp     0x000000000000020c
; guard_steps => bytecode_loop/0 (1) {r0=v11, r2=v12}
; jump (1) v8 <- v11, v9 <- v12
; exits
  0000d4  mov     rax,0xfffffffe
  0000de  jmp     0x0000000000000016
  0000e3  add     rbx,1
  0000ea  mov     [rbp+0x30],rbx
  0000f1  mov     qword ptr [rbp+0x58],1
  0000fc  mov     [rbp+0x40],r13
  000103  mov     qword ptr [rbp+0x68],1
  00010e  mov     rax,0
  000118  jmp     0x0000000000000016
  00011d  sub     r13,r12
  000120  mov     [rbp+0x28],rbx
  000127  mov     qword ptr [rbp+0x50],1
  000132  mov     [rbp+0x30],r13
  000139  mov     qword ptr [rbp+0x58],1
  000144  mov     rax,1
  00014e  jmp     0x0000000000000016
  000153  mov     [rbp+0x28],rbx
  00015a  mov     qword ptr [rbp+0x50],1
  000165  mov     [rbp+0x40],r13
  00016c  mov     qword ptr [rbp+0x68],1
  000177  mov     qword ptr [rbp+0x48],1
  000182  mov     qword ptr [rbp+0x70],1
  00018d  mov     rax,2
  000197  jmp     0x0000000000000016
  00019c  add     rbx,1
  0001a3  mov     [rbp+0x30],rbx
  0001aa  mov     qword ptr [rbp+0x58],1
  0001b5  mov     [rbp+0x40],r13
  0001bc  mov     qword ptr [rbp+0x68],1
  0001c7  mov     rax,4
  0001d1  jmp     0x0000000000000016
  0001d6  sub     r13,r12
  0001d9  mov     [rbp+0x28],rbx
  0001e0  mov     qword ptr [rbp+0x50],1
  0001eb  mov     [rbp+0x30],r13
  0001f2  mov     qword ptr [rbp+0x58],1
  0001fd  mov     rax,5
  000207  jmp     0x0000000000000016
  00020c  mov     [rbp+0x28],rbx
  000213  mov     qword ptr [rbp+0x50],1
  00021e  mov     [rbp+0x40],r13
  000225  mov     qword ptr [rbp+0x68],1
  000230  mov     qword ptr [rbp+0x48],1
  00023b  mov     qword ptr [rbp+0x70],1
  000246  mov     rax,6
  000250  jmp     0x0000000000000016
