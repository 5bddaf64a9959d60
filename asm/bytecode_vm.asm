; T0: 1600 bytes
; v0:list = input bytecode
  000028  cmp     qword ptr [rbp+0xa8],3
  000033  jne     0x00000000000001ad
  000039  mov     rbx,[rbp+0x10]
; v1:int = input pc
  000040  cmp     qword ptr [rbp+0xb0],1
  00004b  jne     0x00000000000001ad
  000051  mov     r12,[rbp+0x18]
; v2:int = input r0
  000058  cmp     qword ptr [rbp+0xb8],1
  000063  jne     0x00000000000001ad
  000069  mov     r13,[rbp+0x20]
; v3:int = input r1
  000070  cmp     qword ptr [rbp+0xc8],1
  00007b  jne     0x00000000000001ad
  000081  mov     r14,[rbp+0x30]
; v4:int = input r2
  000088  cmp     qword ptr [rbp+0xd0],1
  000093  jne     0x00000000000001ad
  000099  mov     r15,[rbp+0x38]
; v5:int = input r3
  0000a0  cmp     qword ptr [rbp+0xd8],1
  0000ab  jne     0x00000000000001ad
  0000b1  mov     rsi,[rbp+0x40]
; v6:int = input r4
  0000b8  cmp     qword ptr [rbp+0xe0],1
  0000c3  jne     0x00000000000001ad
  0000c9  mov     rdi,[rbp+0x48]
; v7:int = input r5
  0000d0  cmp     qword ptr [rbp+0xe8],1
  0000db  jne     0x00000000000001ad
  0000e1  mov     r8,[rbp+0x50]
; guard_value v0, ['load_imm', 1, 0, 'load_imm', 3, 0, 'load_imm', 4, 1, 'lt', 5, 1, 0, 'jump_if_not', 5, 46, 'load_imm', 2, 0, 'eq', 5, 2, 0, 'jump_if', 5, 40, 'mul', 5, 1, 2, 'add', 3, 3, 5, 'add', 2, 2, 4, 'jump', 19, 'add', 1, 1, 4, 'jump', 9, 'print', 3] => bytecode_loop/0 (0) {pc=v1, r2=v4, r3=v5, r5=v7}
  0000e8  mov     rax,<list k0>
  0000f2  cmp     rbx,rax
  0000f5  jne     0x00000000000001bc
; guard_value v1, 19 => bytecode_loop_promote_bytecode/0 (1) {pc=v1, r2=v4, r3=v5, r5=v7}
  0000fb  cmp     r12,0x13
  000102  jne     0x000000000000021a
; v10:int = eq v4, v2
  000108  cmp     r15,r13
  00010b  sete    al
  00010e  movzx   r8d,al
; guard_false v10 => jump_if_x/0 (51) {pc=23, r2=v4, r3=v5, r5=1, x=1}
  000112  test    r8,r8
  000115  jne     0x0000000000000278
; v12:int = mul v3, v4 => alu_mul/0 (71) {pc=26, r2=v4, r3=v5, r5=v10, x=v3, y=v4}
  00011b  mov     r11,r14
  00011e  imul    r11,r15
  000122  jo      0x00000000000002ed
  000128  mov     r8,r11
; v13:int = add v5, v12 => alu_add/0 (99) {pc=30, r2=v4, r3=v5, r5=v12, x=v5, y=v12}
  00012b  add     rsi,r8
  00012e  jo      0x000000000000036c
; v14:int = add v4, v6 => alu_add/0 (123) {pc=34, r2=v4, r3=v13, r5=v12, x=v4, y=v6}
  000134  add     r15,rdi
  000137  jo      0x00000000000003ee
; guard_steps => bytecode_loop/0 (140) {pc=19, r2=v14, r3=v13, r5=v12}
; v16:int = phi r2 v14
; v17:int = phi r3 v13
; loop (140)
  00013d  nop
  00013e  nop
  00013f  nop
; v19:int = eq v16, v2
  000140  cmp     r15,r13
  000143  sete    al
  000146  movzx   r8d,al
; guard_false v19 => jump_if_x/0 (51) {pc=23, r2=v16, r3=v17, r5=1, x=1}
  00014a  test    r8,r8
  00014d  jne     0x0000000000000470
; v21:int = mul v3, v16 => alu_mul/0 (71) {pc=26, r2=v16, r3=v17, r5=v19, x=v3, y=v16}
  000153  mov     r11,r14
  000156  imul    r11,r15
  00015a  jo      0x00000000000004e5
  000160  mov     r8,r11
; v22:int = add v17, v21 => alu_add/0 (99) {pc=30, r2=v16, r3=v17, r5=v21, x=v17, y=v21}
  000163  add     rsi,r8
  000166  jo      0x0000000000000564
; v23:int = add v16, v6 => alu_add/0 (123) {pc=34, r2=v16, r3=v22, r5=v21, x=v16, y=v6}
  00016c  add     r15,rdi
  00016f  jo      0x00000000000005e6
; guard_steps => bytecode_loop/0 (140) {pc=19, r2=v23, r3=v22, r5=v21}
; jump (140) v16 <- v23, v17 <- v22
  000175  jmp     0x0000000000000140
; exits
  00017a  mov     [rbp+0x38],r15
  000181  mov     qword ptr [rbp+0xd0],1
  00018c  mov     [rbp+0x40],rsi
  000193  mov     qword ptr [rbp+0xd8],1
  00019e  mov     rax,0xfffffffe
  0001a8  jmp     0x0000000000000016
  0001ad  mov     rax,0xffffffff
  0001b7  jmp     0x0000000000000016
  0001bc  mov     [rbp+8],rbx
  0001c3  mov     [rbp+0x18],r12
  0001ca  mov     qword ptr [rbp+0xb0],1
  0001d5  mov     [rbp+0x38],r15
  0001dc  mov     qword ptr [rbp+0xd0],1
  0001e7  mov     [rbp+0x40],rsi
  0001ee  mov     qword ptr [rbp+0xd8],1
  0001f9  mov     [rbp+0x50],r8
  000200  mov     qword ptr [rbp+0xe8],1
  00020b  mov     rax,0
  000215  jmp     0x0000000000000016
  00021a  mov     [rbp+8],r12
  000221  mov     [rbp+0x18],r12
  000228  mov     qword ptr [rbp+0xb0],1
  000233  mov     [rbp+0x38],r15
  00023a  mov     qword ptr [rbp+0xd0],1
  000245  mov     [rbp+0x40],rsi
  00024c  mov     qword ptr [rbp+0xd8],1
  000257  mov     [rbp+0x50],r8
  00025e  mov     qword ptr [rbp+0xe8],1
  000269  mov     rax,1
  000273  jmp     0x0000000000000016
  000278  mov     qword ptr [rbp+0x18],0x17
  000283  mov     qword ptr [rbp+0xb0],1
  00028e  mov     [rbp+0x38],r15
  000295  mov     qword ptr [rbp+0xd0],1
  0002a0  mov     [rbp+0x40],rsi
  0002a7  mov     qword ptr [rbp+0xd8],1
  0002b2  mov     qword ptr [rbp+0x50],1
  0002bd  mov     qword ptr [rbp+0xe8],1
  0002c8  mov     qword ptr [rbp+0x90],1
  0002d3  mov     qword ptr [rbp+0x128],1
  0002de  mov     rax,2
  0002e8  jmp     0x0000000000000016
  0002ed  mov     qword ptr [rbp+0x18],0x1a
  0002f8  mov     qword ptr [rbp+0xb0],1
  000303  mov     [rbp+0x38],r15
  00030a  mov     qword ptr [rbp+0xd0],1
  000315  mov     [rbp+0x40],rsi
  00031c  mov     qword ptr [rbp+0xd8],1
  000327  mov     [rbp+0x50],r8
  00032e  mov     qword ptr [rbp+0xe8],1
  000339  mov     [rbp+0x90],r14
  000340  mov     qword ptr [rbp+0x128],1
  00034b  mov     [rbp+0x98],r15
  000352  mov     qword ptr [rbp+0x130],1
  00035d  mov     rax,3
  000367  jmp     0x0000000000000016
  00036c  sub     rsi,r8
  00036f  mov     qword ptr [rbp+0x18],0x1e
  00037a  mov     qword ptr [rbp+0xb0],1
  000385  mov     [rbp+0x38],r15
  00038c  mov     qword ptr [rbp+0xd0],1
  000397  mov     [rbp+0x40],rsi
  00039e  mov     qword ptr [rbp+0xd8],1
  0003a9  mov     [rbp+0x50],r8
  0003b0  mov     qword ptr [rbp+0xe8],1
  0003bb  mov     [rbp+0x90],rsi
  0003c2  mov     qword ptr [rbp+0x128],1
  0003cd  mov     [rbp+0x98],r8
  0003d4  mov     qword ptr [rbp+0x130],1
  0003df  mov     rax,4
  0003e9  jmp     0x0000000000000016
  0003ee  sub     r15,rdi
  0003f1  mov     qword ptr [rbp+0x18],0x22
  0003fc  mov     qword ptr [rbp+0xb0],1
  000407  mov     [rbp+0x38],r15
  00040e  mov     qword ptr [rbp+0xd0],1
  000419  mov     [rbp+0x40],rsi
  000420  mov     qword ptr [rbp+0xd8],1
  00042b  mov     [rbp+0x50],r8
  000432  mov     qword ptr [rbp+0xe8],1
  00043d  mov     [rbp+0x90],r15
  000444  mov     qword ptr [rbp+0x128],1
  00044f  mov     [rbp+0x98],rdi
  000456  mov     qword ptr [rbp+0x130],1
  000461  mov     rax,5
  00046b  jmp     0x0000000000000016
  000470  mov     qword ptr [rbp+0x18],0x17
  00047b  mov     qword ptr [rbp+0xb0],1
  000486  mov     [rbp+0x38],r15
  00048d  mov     qword ptr [rbp+0xd0],1
  000498  mov     [rbp+0x40],rsi
  00049f  mov     qword ptr [rbp+0xd8],1
  0004aa  mov     qword ptr [rbp+0x50],1
  0004b5  mov     qword ptr [rbp+0xe8],1
  0004c0  mov     qword ptr [rbp+0x90],1
  0004cb  mov     qword ptr [rbp+0x128],1
  0004d6  mov     rax,7
  0004e0  jmp     0x0000000000000668
  0004e5  mov     qword ptr [rbp+0x18],0x1a
  0004f0  mov     qword ptr [rbp+0xb0],1
  0004fb  mov     [rbp+0x38],r15
  000502  mov     qword ptr [rbp+0xd0],1
  00050d  mov     [rbp+0x40],rsi
  000514  mov     qword ptr [rbp+0xd8],1
  00051f  mov     [rbp+0x50],r8
  000526  mov     qword ptr [rbp+0xe8],1
  000531  mov     [rbp+0x90],r14
  000538  mov     qword ptr [rbp+0x128],1
  000543  mov     [rbp+0x98],r15
  00054a  mov     qword ptr [rbp+0x130],1
  000555  mov     rax,8
  00055f  jmp     0x0000000000000016
  000564  sub     rsi,r8
  000567  mov     qword ptr [rbp+0x18],0x1e
  000572  mov     qword ptr [rbp+0xb0],1
  00057d  mov     [rbp+0x38],r15
  000584  mov     qword ptr [rbp+0xd0],1
  00058f  mov     [rbp+0x40],rsi
  000596  mov     qword ptr [rbp+0xd8],1
  0005a1  mov     [rbp+0x50],r8
  0005a8  mov     qword ptr [rbp+0xe8],1
  0005b3  mov     [rbp+0x90],rsi
  0005ba  mov     qword ptr [rbp+0x128],1
  0005c5  mov     [rbp+0x98],r8
  0005cc  mov     qword ptr [rbp+0x130],1
  0005d7  mov     rax,9
  0005e1  jmp     0x0000000000000016
  0005e6  sub     r15,rdi
  0005e9  mov     qword ptr [rbp+0x18],0x22
  0005f4  mov     qword ptr [rbp+0xb0],1
  0005ff  mov     [rbp+0x38],r15
  000606  mov     qword ptr [rbp+0xd0],1
  000611  mov     [rbp+0x40],rsi
  000618  mov     qword ptr [rbp+0xd8],1
  000623  mov     [rbp+0x50],r8
  00062a  mov     qword ptr [rbp+0xe8],1
  000635  mov     [rbp+0x90],r15
  00063c  mov     qword ptr [rbp+0x128],1
  000647  mov     [rbp+0x98],rdi
  00064e  mov     qword ptr [rbp+0x130],1
  000659  mov     rax,0xa
  000663  jmp     0x0000000000000016

; T1: 762 bytes
; v0:list = input bytecode
  000668  cmp     qword ptr [rbp+0xa8],3
  000673  jne     0x000000000000080e
  000679  mov     rbx,[rbp+0x10]
; v1:int = input pc
  000680  cmp     qword ptr [rbp+0xb0],1
  00068b  jne     0x000000000000080e
  000691  mov     r12,[rbp+0x18]
; v2:int = input r0
  000698  cmp     qword ptr [rbp+0xb8],1
  0006a3  jne     0x000000000000080e
  0006a9  mov     r13,[rbp+0x20]
; v3:int = input r1
  0006b0  cmp     qword ptr [rbp+0xc8],1
  0006bb  jne     0x000000000000080e
  0006c1  mov     r14,[rbp+0x30]
; v4:int = input r2
  0006c8  cmp     qword ptr [rbp+0xd0],1
  0006d3  jne     0x000000000000080e
; v5:int = input r3
  0006d9  cmp     qword ptr [rbp+0xd8],1
  0006e4  jne     0x000000000000080e
; v6:int = input r4
  0006ea  cmp     qword ptr [rbp+0xe0],1
  0006f5  jne     0x000000000000080e
  0006fb  mov     r15,[rbp+0x48]
; v7:int = input r5
  000702  cmp     qword ptr [rbp+0xe8],1
  00070d  jne     0x000000000000080e
; v8:int = input x
  000713  cmp     qword ptr [rbp+0x128],1
  00071e  jne     0x000000000000080e
  000724  mov     rsi,[rbp+0x90]
; guard_true v8 => jump_if_x/0 (0) {}
  00072b  test    rsi,rsi
  00072e  je      0x000000000000081d
; v10:int = add v1, 2 => jump_taken/0 (1) {}
  000734  add     r12,2
  00073b  jo      0x000000000000082c
; v11:int = readlist v0, v10 => jump_taken/1 (1) {i=v10}
  000741  cmp     r12,[rbx]
  000749  jae     0x0000000000000842
  00074f  mov     rax,[rbx+8]
  000757  cmp     byte ptr [rax+r12],1
  00075c  jne     0x0000000000000842
  000762  mov     rax,[rbx+0x10]
  00076a  mov     r12,[rax+r12*8]
; guard_value v0, ['load_imm', 1, 0, 'load_imm', 3, 0, 'load_imm', 4, 1, 'lt', 5, 1, 0, 'jump_if_not', 5, 46, 'load_imm', 2, 0, 'eq', 5, 2, 0, 'jump_if', 5, 40, 'mul', 5, 1, 2, 'add', 3, 3, 5, 'add', 2, 2, 4, 'jump', 19, 'add', 1, 1, 4, 'jump', 9, 'print', 3] => bytecode_loop/0 (2) {pc=v11}
  00076e  mov     rax,<list k1>
  000778  cmp     rbx,rax
  00077b  jne     0x0000000000000863
; guard_value v11, 40 => bytecode_loop_promote_bytecode/0 (3) {pc=v11}
  000781  cmp     r12,0x28
  000788  jne     0x000000000000088b
; v14:int = add v3, v6 => alu_add/0 (18) {pc=40, x=v3, y=v6}
  00078e  add     r14,r15
  000791  jo      0x00000000000008b3
; v15:int = lt v14, v2
  000797  cmp     r14,r13
  00079a  setl    al
  00079d  movzx   r13d,al
; guard_true v15 => jump_if_not_x/0 (85) {pc=13, r1=v14, r5=0, x=0}
  0007a1  test    r13,r13
  0007a4  je      0x00000000000008ff
; jump_trace T0 => bytecode_loop/0 (100) {pc=19, r1=v14, r2=0, r5=v15}
  0007aa  mov     qword ptr [rbp+0x18],0x13
  0007b5  mov     qword ptr [rbp+0xb0],1
  0007c0  mov     [rbp+0x30],r14
  0007c7  mov     qword ptr [rbp+0xc8],1
  0007d2  mov     qword ptr [rbp+0x38],0
  0007dd  mov     qword ptr [rbp+0xd0],1
  0007e8  mov     [rbp+0x50],r13
  0007ef  mov     qword ptr [rbp+0xe8],1
  0007fa  jmp     0x0000000000000028
; exits
  0007ff  mov     rax,0x1fffffffe
  000809  jmp     0x0000000000000016
  00080e  mov     rax,0x1ffffffff
  000818  jmp     0x0000000000000016
  00081d  mov     rax,0x100000000
  000827  jmp     0x0000000000000016
  00082c  sub     r12,2
  000833  mov     rax,0x100000001
  00083d  jmp     0x0000000000000016
  000842  mov     [rbp+0x68],r12
  000849  mov     qword ptr [rbp+0x100],1
  000854  mov     rax,0x100000002
  00085e  jmp     0x0000000000000016
  000863  mov     [rbp+8],rbx
  00086a  mov     [rbp+0x18],r12
  000871  mov     qword ptr [rbp+0xb0],1
  00087c  mov     rax,0x100000003
  000886  jmp     0x0000000000000016
  00088b  mov     [rbp+8],r12
  000892  mov     [rbp+0x18],r12
  000899  mov     qword ptr [rbp+0xb0],1
  0008a4  mov     rax,0x100000004
  0008ae  jmp     0x0000000000000016
  0008b3  sub     r14,r15
  0008b6  mov     qword ptr [rbp+0x18],0x28
  0008c1  mov     qword ptr [rbp+0xb0],1
  0008cc  mov     [rbp+0x90],r14
  0008d3  mov     qword ptr [rbp+0x128],1
  0008de  mov     [rbp+0x98],r15
  0008e5  mov     qword ptr [rbp+0x130],1
  0008f0  mov     rax,0x100000005
  0008fa  jmp     0x0000000000000016
  0008ff  mov     qword ptr [rbp+0x18],0xd
  00090a  mov     qword ptr [rbp+0xb0],1
  000915  mov     [rbp+0x30],r14
  00091c  mov     qword ptr [rbp+0xc8],1
  000927  mov     qword ptr [rbp+0x50],0
  000932  mov     qword ptr [rbp+0xe8],1
  00093d  mov     qword ptr [rbp+0x90],0
  000948  mov     qword ptr [rbp+0x128],1
  000953  mov     rax,0x100000006
  00095d  jmp     0x0000000000000016
