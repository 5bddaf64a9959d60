; T0: 1247 bytes
; v0:list = input bytecode
  000030  cmp     qword ptr [rbp+0xc8],3
  00003b  jne     0x00000000000001dd
  000041  mov     rbx,[rbp+0x30]
; v1:int = input pc
  000048  cmp     qword ptr [rbp+0xd0],1
  000053  jne     0x00000000000001dd
  000059  mov     r12,[rbp+0x38]
; v2:int = input r0
  000060  cmp     qword ptr [rbp+0xd8],1
  00006b  jne     0x00000000000001dd
  000071  mov     r13,[rbp+0x40]
; v3:int = input r1
  000078  cmp     qword ptr [rbp+0xe8],1
  000083  jne     0x00000000000001dd
  000089  mov     r14,[rbp+0x50]
; v4:int = input r2
  000090  cmp     qword ptr [rbp+0xf0],1
  00009b  jne     0x00000000000001dd
  0000a1  mov     r15,[rbp+0x58]
; v5:int = input r3
  0000a8  cmp     qword ptr [rbp+0xf8],1
  0000b3  jne     0x00000000000001dd
  0000b9  mov     rsi,[rbp+0x60]
; v6:int = input r4
  0000c0  cmp     qword ptr [rbp+0x100],1
  0000cb  jne     0x00000000000001dd
  0000d1  mov     rdi,[rbp+0x68]
; v7:int = input r5
  0000d8  cmp     qword ptr [rbp+0x108],1
  0000e3  jne     0x00000000000001dd
  0000e9  mov     r8,[rbp+0x70]
; guard_value v0, ['load_imm', 1, 0, 'load_imm', 3, 0, 'load_imm', 4, 1, 'lt', 5, 1, 0, 'jump_if_not', 5, 46, 'load_imm', 2, 0, 'eq', 5, 2, 0, 'jump_if', 5, 40, 'mul', 5, 1, 2, 'add', 3, 3, 5, 'add', 2, 2, 4, 'jump', 19, 'add', 1, 1, 4, 'jump', 9, 'print', 3] => bytecode_loop/0 (0) {r2=v4, r3=v5, r5=v7}
  0000f0  mov     rax,<list k0>
  0000fa  cmp     rbx,rax
  0000fd  jne     0x00000000000001ec
; guard_value v1, 19 => bytecode_loop_promote_bytecode/0 (1) {r2=v4, r3=v5, r5=v7}
  000103  cmp     r12,0x13
  00010a  jne     0x0000000000000249
  000110  jmp     0x0000000000000138
  000115  mov     r13,[rbp+0x40]
  00011c  mov     r14,[rbp+0x50]
  000123  mov     r15,[rbp+0x58]
  00012a  mov     rsi,[rbp+0x60]
  000131  mov     rdi,[rbp+0x68]
; v10:int = eq v4, v2
  000138  cmp     r15,r13
  00013b  sete    al
  00013e  movzx   r8d,al
; guard_false v10 => jump_if_x/0 (51) {pc=23, r2=v4, r3=v5, r5=1, x=1}
  000142  test    r8,r8
  000145  jne     0x000000000000027f
; v12:int = mul v3, v4 => alu_mul/0 (71) {pc=26, r2=v4, r3=v5, r5=v10, x=v3, y=v4}
  00014b  mov     r11,r14
  00014e  imul    r11,r15
  000152  jo      0x00000000000002c8
  000158  mov     r8,r11
; v13:int = add v5, v12 => alu_add/0 (99) {pc=30, r2=v4, r3=v5, r5=v12, x=v5, y=v12}
  00015b  add     rsi,r8
  00015e  jo      0x000000000000031b
; v14:int = add v4, v6 => alu_add/0 (123) {pc=34, r2=v4, r3=v13, r5=v12, x=v4, y=v6}
  000164  add     r15,rdi
  000167  jo      0x0000000000000371
; guard_steps => bytecode_loop/0 (140) {r2=v14, r3=v13, r5=v12}
; v16:int = phi r2 v14
; v17:int = phi r3 v13
; loop (140) {r2=v16, r3=v17}
  00016d  nop     [rax]
; v19:int = eq v16, v2
  000170  cmp     r15,r13
  000173  sete    al
  000176  movzx   r8d,al
; guard_false v19 => jump_if_x/0 (51) {pc=23, r2=v16, r3=v17, r5=1, x=1}
  00017a  test    r8,r8
  00017d  jne     0x00000000000003c7
; v21:int = mul v3, v16 => alu_mul/0 (71) {pc=26, r2=v16, r3=v17, r5=v19, x=v3, y=v16}
  000183  mov     r11,r14
  000186  imul    r11,r15
  00018a  jo      0x0000000000000410
  000190  mov     r8,r11
; v22:int = add v17, v21 => alu_add/0 (99) {pc=30, r2=v16, r3=v17, r5=v21, x=v17, y=v21}
  000193  add     rsi,r8
  000196  jo      0x0000000000000463
; v23:int = add v16, v6 => alu_add/0 (123) {pc=34, r2=v16, r3=v22, r5=v21, x=v16, y=v6}
  00019c  add     r15,rdi
  00019f  jo      0x00000000000004b9
; guard_steps => bytecode_loop/0 (140) {r2=v23, r3=v22, r5=v21}
; jump (140) v16 <- v23, v17 <- v22
  0001a5  jmp     0x0000000000000170
; body entry: checks what the body requires
  0001aa  mov     r11,[rbp+0x30]
  0001b1  mov     rax,<list k0>
  0001bb  cmp     r11,rax
  0001be  jne     0x0000000000000115
  0001c4  mov     r11,[rbp+0x38]
  0001cb  cmp     r11,0x13
  0001d2  jne     0x0000000000000115
; body entry
  0001d8  jmp     0x0000000000000170
; exits
  0001dd  mov     rax,0xfffffffe
  0001e7  jmp     0x0000000000000016
  0001ec  mov     [rbp+0x10],rbx
  0001f3  mov     qword ptr [rbp+0x18],3
  0001fe  mov     [rbp+0x58],r15
  000205  mov     [rbp+0x60],rsi
  00020c  mov     [rbp+0x70],r8
  000213  mov     rdi,[rbp+0x20]
  00021a  mov     rsi,8
  000224  mov     rdx,0
  00022e  mov     rax,<exit_lists>
  000238  call    rax
  00023a  mov     rax,0
  000244  jmp     0x0000000000000016
  000249  mov     [rbp+0x10],r12
  000250  mov     qword ptr [rbp+0x18],1
  00025b  mov     [rbp+0x58],r15
  000262  mov     [rbp+0x60],rsi
  000269  mov     [rbp+0x70],r8
  000270  mov     rax,1
  00027a  jmp     0x0000000000000016
  00027f  mov     qword ptr [rbp+0x38],0x17
  00028a  mov     [rbp+0x58],r15
  000291  mov     [rbp+0x60],rsi
  000298  mov     qword ptr [rbp+0x70],1
  0002a3  mov     qword ptr [rbp+0xb0],1
  0002ae  mov     qword ptr [rbp+0x148],1
  0002b9  mov     rax,2
  0002c3  jmp     0x0000000000000016
  0002c8  mov     qword ptr [rbp+0x38],0x1a
  0002d3  mov     [rbp+0x58],r15
  0002da  mov     [rbp+0x60],rsi
  0002e1  mov     [rbp+0x70],r8
  0002e8  mov     [rbp+0xb0],r14
  0002ef  mov     qword ptr [rbp+0x148],1
  0002fa  mov     [rbp+0xb8],r15
  000301  mov     qword ptr [rbp+0x150],1
  00030c  mov     rax,3
  000316  jmp     0x0000000000000016
  00031b  sub     rsi,r8
  00031e  mov     qword ptr [rbp+0x38],0x1e
  000329  mov     [rbp+0x58],r15
  000330  mov     [rbp+0x60],rsi
  000337  mov     [rbp+0x70],r8
  00033e  mov     [rbp+0xb0],rsi
  000345  mov     qword ptr [rbp+0x148],1
  000350  mov     [rbp+0xb8],r8
  000357  mov     qword ptr [rbp+0x150],1
  000362  mov     rax,4
  00036c  jmp     0x0000000000000016
  000371  sub     r15,rdi
  000374  mov     qword ptr [rbp+0x38],0x22
  00037f  mov     [rbp+0x58],r15
  000386  mov     [rbp+0x60],rsi
  00038d  mov     [rbp+0x70],r8
  000394  mov     [rbp+0xb0],r15
  00039b  mov     qword ptr [rbp+0x148],1
  0003a6  mov     [rbp+0xb8],rdi
  0003ad  mov     qword ptr [rbp+0x150],1
  0003b8  mov     rax,5
  0003c2  jmp     0x0000000000000016
  0003c7  mov     qword ptr [rbp+0x38],0x17
  0003d2  mov     [rbp+0x58],r15
  0003d9  mov     [rbp+0x60],rsi
  0003e0  mov     qword ptr [rbp+0x70],1
  0003eb  mov     qword ptr [rbp+0xb0],1
  0003f6  mov     qword ptr [rbp+0x148],1
  000401  mov     rax,7
  00040b  jmp     0x0000000000000599
  000410  mov     qword ptr [rbp+0x38],0x1a
  00041b  mov     [rbp+0x58],r15
  000422  mov     [rbp+0x60],rsi
  000429  mov     [rbp+0x70],r8
  000430  mov     [rbp+0xb0],r14
  000437  mov     qword ptr [rbp+0x148],1
  000442  mov     [rbp+0xb8],r15
  000449  mov     qword ptr [rbp+0x150],1
  000454  mov     rax,8
  00045e  jmp     0x0000000000000016
  000463  sub     rsi,r8
  000466  mov     qword ptr [rbp+0x38],0x1e
  000471  mov     [rbp+0x58],r15
  000478  mov     [rbp+0x60],rsi
  00047f  mov     [rbp+0x70],r8
  000486  mov     [rbp+0xb0],rsi
  00048d  mov     qword ptr [rbp+0x148],1
  000498  mov     [rbp+0xb8],r8
  00049f  mov     qword ptr [rbp+0x150],1
  0004aa  mov     rax,9
  0004b4  jmp     0x0000000000000016
  0004b9  sub     r15,rdi
  0004bc  mov     qword ptr [rbp+0x38],0x22
  0004c7  mov     [rbp+0x58],r15
  0004ce  mov     [rbp+0x60],rsi
  0004d5  mov     [rbp+0x70],r8
  0004dc  mov     [rbp+0xb0],r15
  0004e3  mov     qword ptr [rbp+0x148],1
  0004ee  mov     [rbp+0xb8],rdi
  0004f5  mov     qword ptr [rbp+0x150],1
  000500  mov     rax,0xa
  00050a  jmp     0x0000000000000016

; T1: 459 bytes
; v0:int = input r0
  000510  cmp     qword ptr [rbp+0xd8],1
  00051b  jne     0x0000000000000628
  000521  mov     rbx,[rbp+0x40]
; v1:int = input r1
  000528  cmp     qword ptr [rbp+0xe8],1
  000533  jne     0x0000000000000628
  000539  mov     r12,[rbp+0x50]
; v2:int = input r2
  000540  cmp     qword ptr [rbp+0xf0],1
  00054b  jne     0x0000000000000628
; v3:int = input r3
  000551  cmp     qword ptr [rbp+0xf8],1
  00055c  jne     0x0000000000000628
; v4:int = input r4
  000562  cmp     qword ptr [rbp+0x100],1
  00056d  jne     0x0000000000000628
  000573  mov     r13,[rbp+0x68]
  00057a  jmp     0x00000000000005ae
  00057f  mov     rbx,[rbp+0x40]
  000586  mov     r12,[rbp+0x50]
  00058d  mov     r13,[rbp+0x68]
  000594  jmp     0x00000000000005ae
  000599  mov     rbx,[rbp+0x40]
  0005a0  mov     r12,[rbp+0x50]
  0005a7  mov     r13,[rbp+0x68]
; v5:int = add v1, v4 => alu_add/0 (18) {pc=40, x=v1, y=v4}
  0005ae  add     r12,r13
  0005b1  jo      0x0000000000000637
; v6:int = lt v5, v0
  0005b7  cmp     r12,rbx
  0005ba  setl    al
  0005bd  movzx   ebx,al
; guard_true v6 => jump_if_not_x/0 (85) {pc=13, r1=v5, r5=0, x=0}
  0005c1  test    rbx,rbx
  0005c4  je      0x0000000000000683
; jump_trace T0 => bytecode_loop/0 (100) {pc=19, r1=v5, r2=0, r5=v6}
  0005ca  mov     qword ptr [rbp+0x38],0x13
  0005d5  mov     qword ptr [rbp+0xd0],1
  0005e0  mov     [rbp+0x50],r12
  0005e7  mov     qword ptr [rbp+0x58],0
  0005f2  mov     [rbp+0x70],rbx
  0005f9  mov     qword ptr [rbp+0x108],1
  000604  mov     r13,[rbp+0x40]
  00060b  mov     r14,r12
  00060e  mov     rdi,[rbp+0x68]
  000615  mov     r15,0
  00061c  mov     rsi,[rbp+0x60]
  000623  jmp     0x00000000000001d8
; exits
  000628  mov     rax,0x1fffffffe
  000632  jmp     0x0000000000000016
  000637  sub     r12,r13
  00063a  mov     qword ptr [rbp+0x38],0x28
  000645  mov     qword ptr [rbp+0xd0],1
  000650  mov     [rbp+0xb0],r12
  000657  mov     qword ptr [rbp+0x148],1
  000662  mov     [rbp+0xb8],r13
  000669  mov     qword ptr [rbp+0x150],1
  000674  mov     rax,0x100000000
  00067e  jmp     0x0000000000000016
  000683  mov     qword ptr [rbp+0x38],0xd
  00068e  mov     qword ptr [rbp+0xd0],1
  000699  mov     [rbp+0x50],r12
  0006a0  mov     qword ptr [rbp+0x70],0
  0006ab  mov     qword ptr [rbp+0x108],1
  0006b6  mov     qword ptr [rbp+0xb0],0
  0006c1  mov     qword ptr [rbp+0x148],1
  0006cc  mov     rax,0x100000001
  0006d6  jmp     0x0000000000000016
