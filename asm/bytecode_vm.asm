; T0: 1571 bytes
; v0:list = input bytecode
  000028  cmp     qword ptr [rbp+0xc0],3
  000033  jne     0x000000000000017a
  000039  mov     rbx,[rbp+0x28]
; v1:int = input pc
  000040  cmp     qword ptr [rbp+0xc8],1
  00004b  jne     0x000000000000017a
  000051  mov     r12,[rbp+0x30]
; v2:int = input r0
  000058  cmp     qword ptr [rbp+0xd0],1
  000063  jne     0x000000000000017a
  000069  mov     r13,[rbp+0x38]
; v3:int = input r1
  000070  cmp     qword ptr [rbp+0xe0],1
  00007b  jne     0x000000000000017a
  000081  mov     r14,[rbp+0x48]
; v4:int = input r2
  000088  cmp     qword ptr [rbp+0xe8],1
  000093  jne     0x000000000000017a
  000099  mov     r15,[rbp+0x50]
; v5:int = input r3
  0000a0  cmp     qword ptr [rbp+0xf0],1
  0000ab  jne     0x000000000000017a
  0000b1  mov     rsi,[rbp+0x58]
; v6:int = input r4
  0000b8  cmp     qword ptr [rbp+0xf8],1
  0000c3  jne     0x000000000000017a
  0000c9  mov     rdi,[rbp+0x60]
; v7:int = input r5
  0000d0  cmp     qword ptr [rbp+0x100],1
  0000db  jne     0x000000000000017a
  0000e1  mov     r8,[rbp+0x68]
; guard_value v0, ['load_imm', 1, 0, 'load_imm', 3, 0, 'load_imm', 4, 1, 'lt', 5, 1, 0, 'jump_if_not', 5, 46, 'load_imm', 2, 0, 'eq', 5, 2, 0, 'jump_if', 5, 40, 'mul', 5, 1, 2, 'add', 3, 3, 5, 'add', 2, 2, 4, 'jump', 19, 'add', 1, 1, 4, 'jump', 9, 'print', 3] => bytecode_loop/0 (0) {pc=v1, r2=v4, r3=v5, r5=v7}
  0000e8  mov     rax,<list k0>
  0000f2  cmp     rbx,rax
  0000f5  jne     0x0000000000000189
; guard_value v1, 19 => bytecode_loop_promote_bytecode/0 (1) {pc=v1, r2=v4, r3=v5, r5=v7}
  0000fb  cmp     r12,0x13
  000102  jne     0x00000000000001f2
; v10:int = eq v4, v2
  000108  cmp     r15,r13
  00010b  sete    al
  00010e  movzx   r8d,al
; guard_false v10 => jump_if_x/0 (51) {pc=23, r2=v4, r3=v5, r5=1, x=1}
  000112  test    r8,r8
  000115  jne     0x000000000000025b
; v12:int = mul v3, v4 => alu_mul/0 (71) {pc=26, r2=v4, r3=v5, r5=v10, x=v3, y=v4}
  00011b  mov     r11,r14
  00011e  imul    r11,r15
  000122  jo      0x00000000000002d0
  000128  mov     r8,r11
; v13:int = add v5, v12 => alu_add/0 (99) {pc=30, r2=v4, r3=v5, r5=v12, x=v5, y=v12}
  00012b  add     rsi,r8
  00012e  jo      0x000000000000034f
; v14:int = add v4, v6 => alu_add/0 (123) {pc=34, r2=v4, r3=v13, r5=v12, x=v4, y=v6}
  000134  add     r15,rdi
  000137  jo      0x00000000000003d1
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
  00014d  jne     0x0000000000000453
; v21:int = mul v3, v16 => alu_mul/0 (71) {pc=26, r2=v16, r3=v17, r5=v19, x=v3, y=v16}
  000153  mov     r11,r14
  000156  imul    r11,r15
  00015a  jo      0x00000000000004c8
  000160  mov     r8,r11
; v22:int = add v17, v21 => alu_add/0 (99) {pc=30, r2=v16, r3=v17, r5=v21, x=v17, y=v21}
  000163  add     rsi,r8
  000166  jo      0x0000000000000547
; v23:int = add v16, v6 => alu_add/0 (123) {pc=34, r2=v16, r3=v22, r5=v21, x=v16, y=v6}
  00016c  add     r15,rdi
  00016f  jo      0x00000000000005c9
; guard_steps => bytecode_loop/0 (140) {pc=19, r2=v23, r3=v22, r5=v21}
; jump (140) v16 <- v23, v17 <- v22
  000175  jmp     0x0000000000000140
; exits
  00017a  mov     rax,0xfffffffe
  000184  jmp     0x0000000000000016
  000189  mov     [rbp+0x10],rbx
  000190  mov     qword ptr [rbp+0x18],3
  00019b  mov     [rbp+0x30],r12
  0001a2  mov     qword ptr [rbp+0xc8],1
  0001ad  mov     [rbp+0x50],r15
  0001b4  mov     qword ptr [rbp+0xe8],1
  0001bf  mov     [rbp+0x58],rsi
  0001c6  mov     qword ptr [rbp+0xf0],1
  0001d1  mov     [rbp+0x68],r8
  0001d8  mov     qword ptr [rbp+0x100],1
  0001e3  mov     rax,0
  0001ed  jmp     0x0000000000000016
  0001f2  mov     [rbp+0x10],r12
  0001f9  mov     qword ptr [rbp+0x18],1
  000204  mov     [rbp+0x30],r12
  00020b  mov     qword ptr [rbp+0xc8],1
  000216  mov     [rbp+0x50],r15
  00021d  mov     qword ptr [rbp+0xe8],1
  000228  mov     [rbp+0x58],rsi
  00022f  mov     qword ptr [rbp+0xf0],1
  00023a  mov     [rbp+0x68],r8
  000241  mov     qword ptr [rbp+0x100],1
  00024c  mov     rax,1
  000256  jmp     0x0000000000000016
  00025b  mov     qword ptr [rbp+0x30],0x17
  000266  mov     qword ptr [rbp+0xc8],1
  000271  mov     [rbp+0x50],r15
  000278  mov     qword ptr [rbp+0xe8],1
  000283  mov     [rbp+0x58],rsi
  00028a  mov     qword ptr [rbp+0xf0],1
  000295  mov     qword ptr [rbp+0x68],1
  0002a0  mov     qword ptr [rbp+0x100],1
  0002ab  mov     qword ptr [rbp+0xa8],1
  0002b6  mov     qword ptr [rbp+0x140],1
  0002c1  mov     rax,2
  0002cb  jmp     0x0000000000000016
  0002d0  mov     qword ptr [rbp+0x30],0x1a
  0002db  mov     qword ptr [rbp+0xc8],1
  0002e6  mov     [rbp+0x50],r15
  0002ed  mov     qword ptr [rbp+0xe8],1
  0002f8  mov     [rbp+0x58],rsi
  0002ff  mov     qword ptr [rbp+0xf0],1
  00030a  mov     [rbp+0x68],r8
  000311  mov     qword ptr [rbp+0x100],1
  00031c  mov     [rbp+0xa8],r14
  000323  mov     qword ptr [rbp+0x140],1
  00032e  mov     [rbp+0xb0],r15
  000335  mov     qword ptr [rbp+0x148],1
  000340  mov     rax,3
  00034a  jmp     0x0000000000000016
  00034f  sub     rsi,r8
  000352  mov     qword ptr [rbp+0x30],0x1e
  00035d  mov     qword ptr [rbp+0xc8],1
  000368  mov     [rbp+0x50],r15
  00036f  mov     qword ptr [rbp+0xe8],1
  00037a  mov     [rbp+0x58],rsi
  000381  mov     qword ptr [rbp+0xf0],1
  00038c  mov     [rbp+0x68],r8
  000393  mov     qword ptr [rbp+0x100],1
  00039e  mov     [rbp+0xa8],rsi
  0003a5  mov     qword ptr [rbp+0x140],1
  0003b0  mov     [rbp+0xb0],r8
  0003b7  mov     qword ptr [rbp+0x148],1
  0003c2  mov     rax,4
  0003cc  jmp     0x0000000000000016
  0003d1  sub     r15,rdi
  0003d4  mov     qword ptr [rbp+0x30],0x22
  0003df  mov     qword ptr [rbp+0xc8],1
  0003ea  mov     [rbp+0x50],r15
  0003f1  mov     qword ptr [rbp+0xe8],1
  0003fc  mov     [rbp+0x58],rsi
  000403  mov     qword ptr [rbp+0xf0],1
  00040e  mov     [rbp+0x68],r8
  000415  mov     qword ptr [rbp+0x100],1
  000420  mov     [rbp+0xa8],r15
  000427  mov     qword ptr [rbp+0x140],1
  000432  mov     [rbp+0xb0],rdi
  000439  mov     qword ptr [rbp+0x148],1
  000444  mov     rax,5
  00044e  jmp     0x0000000000000016
  000453  mov     qword ptr [rbp+0x30],0x17
  00045e  mov     qword ptr [rbp+0xc8],1
  000469  mov     [rbp+0x50],r15
  000470  mov     qword ptr [rbp+0xe8],1
  00047b  mov     [rbp+0x58],rsi
  000482  mov     qword ptr [rbp+0xf0],1
  00048d  mov     qword ptr [rbp+0x68],1
  000498  mov     qword ptr [rbp+0x100],1
  0004a3  mov     qword ptr [rbp+0xa8],1
  0004ae  mov     qword ptr [rbp+0x140],1
  0004b9  mov     rax,7
  0004c3  jmp     0x000000000000064b
  0004c8  mov     qword ptr [rbp+0x30],0x1a
  0004d3  mov     qword ptr [rbp+0xc8],1
  0004de  mov     [rbp+0x50],r15
  0004e5  mov     qword ptr [rbp+0xe8],1
  0004f0  mov     [rbp+0x58],rsi
  0004f7  mov     qword ptr [rbp+0xf0],1
  000502  mov     [rbp+0x68],r8
  000509  mov     qword ptr [rbp+0x100],1
  000514  mov     [rbp+0xa8],r14
  00051b  mov     qword ptr [rbp+0x140],1
  000526  mov     [rbp+0xb0],r15
  00052d  mov     qword ptr [rbp+0x148],1
  000538  mov     rax,8
  000542  jmp     0x0000000000000016
  000547  sub     rsi,r8
  00054a  mov     qword ptr [rbp+0x30],0x1e
  000555  mov     qword ptr [rbp+0xc8],1
  000560  mov     [rbp+0x50],r15
  000567  mov     qword ptr [rbp+0xe8],1
  000572  mov     [rbp+0x58],rsi
  000579  mov     qword ptr [rbp+0xf0],1
  000584  mov     [rbp+0x68],r8
  00058b  mov     qword ptr [rbp+0x100],1
  000596  mov     [rbp+0xa8],rsi
  00059d  mov     qword ptr [rbp+0x140],1
  0005a8  mov     [rbp+0xb0],r8
  0005af  mov     qword ptr [rbp+0x148],1
  0005ba  mov     rax,9
  0005c4  jmp     0x0000000000000016
  0005c9  sub     r15,rdi
  0005cc  mov     qword ptr [rbp+0x30],0x22
  0005d7  mov     qword ptr [rbp+0xc8],1
  0005e2  mov     [rbp+0x50],r15
  0005e9  mov     qword ptr [rbp+0xe8],1
  0005f4  mov     [rbp+0x58],rsi
  0005fb  mov     qword ptr [rbp+0xf0],1
  000606  mov     [rbp+0x68],r8
  00060d  mov     qword ptr [rbp+0x100],1
  000618  mov     [rbp+0xa8],r15
  00061f  mov     qword ptr [rbp+0x140],1
  00062a  mov     [rbp+0xb0],rdi
  000631  mov     qword ptr [rbp+0x148],1
  00063c  mov     rax,0xa
  000646  jmp     0x0000000000000016

; T1: 769 bytes
; v0:list = input bytecode
  00064b  cmp     qword ptr [rbp+0xc0],3
  000656  jne     0x00000000000007e2
  00065c  mov     rbx,[rbp+0x28]
; v1:int = input pc
  000663  cmp     qword ptr [rbp+0xc8],1
  00066e  jne     0x00000000000007e2
  000674  mov     r12,[rbp+0x30]
; v2:int = input r0
  00067b  cmp     qword ptr [rbp+0xd0],1
  000686  jne     0x00000000000007e2
  00068c  mov     r13,[rbp+0x38]
; v3:int = input r1
  000693  cmp     qword ptr [rbp+0xe0],1
  00069e  jne     0x00000000000007e2
  0006a4  mov     r14,[rbp+0x48]
; v4:int = input r2
  0006ab  cmp     qword ptr [rbp+0xe8],1
  0006b6  jne     0x00000000000007e2
; v5:int = input r3
  0006bc  cmp     qword ptr [rbp+0xf0],1
  0006c7  jne     0x00000000000007e2
; v6:int = input r4
  0006cd  cmp     qword ptr [rbp+0xf8],1
  0006d8  jne     0x00000000000007e2
  0006de  mov     r15,[rbp+0x60]
; v7:int = input r5
  0006e5  cmp     qword ptr [rbp+0x100],1
  0006f0  jne     0x00000000000007e2
; v8:int = input x
  0006f6  cmp     qword ptr [rbp+0x140],1
  000701  jne     0x00000000000007e2
  000707  mov     rsi,[rbp+0xa8]
; guard_true v8 => jump_if_x/0 (0) {}
  00070e  test    rsi,rsi
  000711  je      0x00000000000007f1
; v10:int = add v1, 2 => jump_taken/0 (1) {}
  000717  add     r12,2
  00071e  jo      0x0000000000000800
; v11:int = readlist v0, v10 => jump_taken/1 (1) {i=v10}
  000724  cmp     r12,[rbx]
  00072c  jae     0x0000000000000816
  000732  mov     rax,[rbx+8]
  00073a  cmp     byte ptr [rax+r12],1
  00073f  jne     0x0000000000000816
  000745  mov     rax,[rbx+0x10]
  00074d  mov     r12,[rax+r12*8]
; guard_value v0, ['load_imm', 1, 0, 'load_imm', 3, 0, 'load_imm', 4, 1, 'lt', 5, 1, 0, 'jump_if_not', 5, 46, 'load_imm', 2, 0, 'eq', 5, 2, 0, 'jump_if', 5, 40, 'mul', 5, 1, 2, 'add', 3, 3, 5, 'add', 2, 2, 4, 'jump', 19, 'add', 1, 1, 4, 'jump', 9, 'print', 3] => bytecode_loop/0 (2) {pc=v11}
  000751  mov     rax,<list k1>
  00075b  cmp     rbx,rax
  00075e  jne     0x0000000000000837
; guard_value v11, 40 => bytecode_loop_promote_bytecode/0 (3) {pc=v11}
  000764  cmp     r12,0x28
  00076b  jne     0x000000000000086a
; v14:int = add v3, v6 => alu_add/0 (18) {pc=40, x=v3, y=v6}
  000771  add     r14,r15
  000774  jo      0x000000000000089d
; v15:int = lt v14, v2
  00077a  cmp     r14,r13
  00077d  setl    al
  000780  movzx   r13d,al
; guard_true v15 => jump_if_not_x/0 (85) {pc=13, r1=v14, r5=0, x=0}
  000784  test    r13,r13
  000787  je      0x00000000000008e9
; jump_trace T0 => bytecode_loop/0 (100) {pc=19, r1=v14, r2=0, r5=v15}
  00078d  mov     qword ptr [rbp+0x30],0x13
  000798  mov     qword ptr [rbp+0xc8],1
  0007a3  mov     [rbp+0x48],r14
  0007aa  mov     qword ptr [rbp+0xe0],1
  0007b5  mov     qword ptr [rbp+0x50],0
  0007c0  mov     qword ptr [rbp+0xe8],1
  0007cb  mov     [rbp+0x68],r13
  0007d2  mov     qword ptr [rbp+0x100],1
  0007dd  jmp     0x0000000000000028
; exits
  0007e2  mov     rax,0x1fffffffe
  0007ec  jmp     0x0000000000000016
  0007f1  mov     rax,0x100000000
  0007fb  jmp     0x0000000000000016
  000800  sub     r12,2
  000807  mov     rax,0x100000001
  000811  jmp     0x0000000000000016
  000816  mov     [rbp+0x80],r12
  00081d  mov     qword ptr [rbp+0x118],1
  000828  mov     rax,0x100000002
  000832  jmp     0x0000000000000016
  000837  mov     [rbp+0x10],rbx
  00083e  mov     qword ptr [rbp+0x18],3
  000849  mov     [rbp+0x30],r12
  000850  mov     qword ptr [rbp+0xc8],1
  00085b  mov     rax,0x100000003
  000865  jmp     0x0000000000000016
  00086a  mov     [rbp+0x10],r12
  000871  mov     qword ptr [rbp+0x18],1
  00087c  mov     [rbp+0x30],r12
  000883  mov     qword ptr [rbp+0xc8],1
  00088e  mov     rax,0x100000004
  000898  jmp     0x0000000000000016
  00089d  sub     r14,r15
  0008a0  mov     qword ptr [rbp+0x30],0x28
  0008ab  mov     qword ptr [rbp+0xc8],1
  0008b6  mov     [rbp+0xa8],r14
  0008bd  mov     qword ptr [rbp+0x140],1
  0008c8  mov     [rbp+0xb0],r15
  0008cf  mov     qword ptr [rbp+0x148],1
  0008da  mov     rax,0x100000005
  0008e4  jmp     0x0000000000000016
  0008e9  mov     qword ptr [rbp+0x30],0xd
  0008f4  mov     qword ptr [rbp+0xc8],1
  0008ff  mov     [rbp+0x48],r14
  000906  mov     qword ptr [rbp+0xe0],1
  000911  mov     qword ptr [rbp+0x68],0
  00091c  mov     qword ptr [rbp+0x100],1
  000927  mov     qword ptr [rbp+0xa8],0
  000932  mov     qword ptr [rbp+0x140],1
  00093d  mov     rax,0x100000006
  000947  jmp     0x0000000000000016
