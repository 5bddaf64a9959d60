; T0: 1196 bytes
; v0:list = input bytecode
  000030  cmp     qword ptr [rbp+0xc8],3
  00003b  jne     0x00000000000001aa
  000041  mov     rbx,[rbp+0x30]
; v1:int = input pc
  000048  cmp     qword ptr [rbp+0xd0],1
  000053  jne     0x00000000000001aa
  000059  mov     r12,[rbp+0x38]
; v2:int = input r0
  000060  cmp     qword ptr [rbp+0xd8],1
  00006b  jne     0x00000000000001aa
  000071  mov     r13,[rbp+0x40]
; v3:int = input r1
  000078  cmp     qword ptr [rbp+0xe8],1
  000083  jne     0x00000000000001aa
  000089  mov     r14,[rbp+0x50]
; v4:int = input r2
  000090  cmp     qword ptr [rbp+0xf0],1
  00009b  jne     0x00000000000001aa
  0000a1  mov     r15,[rbp+0x58]
; v5:int = input r3
  0000a8  cmp     qword ptr [rbp+0xf8],1
  0000b3  jne     0x00000000000001aa
  0000b9  mov     rsi,[rbp+0x60]
; v6:int = input r4
  0000c0  cmp     qword ptr [rbp+0x100],1
  0000cb  jne     0x00000000000001aa
  0000d1  mov     rdi,[rbp+0x68]
; v7:int = input r5
  0000d8  cmp     qword ptr [rbp+0x108],1
  0000e3  jne     0x00000000000001aa
  0000e9  mov     r8,[rbp+0x70]
; guard_value v0, ['load_imm', 1, 0, 'load_imm', 3, 0, 'load_imm', 4, 1, 'lt', 5, 1, 0, 'jump_if_not', 5, 46, 'load_imm', 2, 0, 'eq', 5, 2, 0, 'jump_if', 5, 40, 'mul', 5, 1, 2, 'add', 3, 3, 5, 'add', 2, 2, 4, 'jump', 19, 'add', 1, 1, 4, 'jump', 9, 'print', 3] => bytecode_loop/0 (0) {r2=v4, r3=v5, r5=v7}
  0000f0  mov     rax,<list k0>
  0000fa  cmp     rbx,rax
  0000fd  jne     0x00000000000001b9
; guard_value v1, 19 => bytecode_loop_promote_bytecode/0 (1) {r2=v4, r3=v5, r5=v7}
  000103  cmp     r12,0x13
  00010a  jne     0x0000000000000216
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
  000145  jne     0x000000000000024c
; v12:int = mul v3, v4 => alu_mul/0 (71) {pc=26, r2=v4, r3=v5, r5=v10, x=v3, y=v4}
  00014b  mov     r11,r14
  00014e  imul    r11,r15
  000152  jo      0x0000000000000295
  000158  mov     r8,r11
; v13:int = add v5, v12 => alu_add/0 (99) {pc=30, r2=v4, r3=v5, r5=v12, x=v5, y=v12}
  00015b  add     rsi,r8
  00015e  jo      0x00000000000002e8
; v14:int = add v4, v6 => alu_add/0 (123) {pc=34, r2=v4, r3=v13, r5=v12, x=v4, y=v6}
  000164  add     r15,rdi
  000167  jo      0x000000000000033e
; guard_steps => bytecode_loop/0 (140) {r2=v14, r3=v13, r5=v12}
; v16:int = phi r2 v14
; v17:int = phi r3 v13
; loop (140)
  00016d  nop     [rax]
; v19:int = eq v16, v2
  000170  cmp     r15,r13
  000173  sete    al
  000176  movzx   r8d,al
; guard_false v19 => jump_if_x/0 (51) {pc=23, r2=v16, r3=v17, r5=1, x=1}
  00017a  test    r8,r8
  00017d  jne     0x0000000000000394
; v21:int = mul v3, v16 => alu_mul/0 (71) {pc=26, r2=v16, r3=v17, r5=v19, x=v3, y=v16}
  000183  mov     r11,r14
  000186  imul    r11,r15
  00018a  jo      0x00000000000003dd
  000190  mov     r8,r11
; v22:int = add v17, v21 => alu_add/0 (99) {pc=30, r2=v16, r3=v17, r5=v21, x=v17, y=v21}
  000193  add     rsi,r8
  000196  jo      0x0000000000000430
; v23:int = add v16, v6 => alu_add/0 (123) {pc=34, r2=v16, r3=v22, r5=v21, x=v16, y=v6}
  00019c  add     r15,rdi
  00019f  jo      0x0000000000000486
; guard_steps => bytecode_loop/0 (140) {r2=v23, r3=v22, r5=v21}
; jump (140) v16 <- v23, v17 <- v22
  0001a5  jmp     0x0000000000000170
; exits
  0001aa  mov     rax,0xfffffffe
  0001b4  jmp     0x0000000000000016
  0001b9  mov     [rbp+0x10],rbx
  0001c0  mov     qword ptr [rbp+0x18],3
  0001cb  mov     [rbp+0x58],r15
  0001d2  mov     [rbp+0x60],rsi
  0001d9  mov     [rbp+0x70],r8
  0001e0  mov     rdi,[rbp+0x20]
  0001e7  mov     rsi,8
  0001f1  mov     rdx,0
  0001fb  mov     rax,<exit_lists>
  000205  call    rax
  000207  mov     rax,0
  000211  jmp     0x0000000000000016
  000216  mov     [rbp+0x10],r12
  00021d  mov     qword ptr [rbp+0x18],1
  000228  mov     [rbp+0x58],r15
  00022f  mov     [rbp+0x60],rsi
  000236  mov     [rbp+0x70],r8
  00023d  mov     rax,1
  000247  jmp     0x0000000000000016
  00024c  mov     qword ptr [rbp+0x38],0x17
  000257  mov     [rbp+0x58],r15
  00025e  mov     [rbp+0x60],rsi
  000265  mov     qword ptr [rbp+0x70],1
  000270  mov     qword ptr [rbp+0xb0],1
  00027b  mov     qword ptr [rbp+0x148],1
  000286  mov     rax,2
  000290  jmp     0x0000000000000016
  000295  mov     qword ptr [rbp+0x38],0x1a
  0002a0  mov     [rbp+0x58],r15
  0002a7  mov     [rbp+0x60],rsi
  0002ae  mov     [rbp+0x70],r8
  0002b5  mov     [rbp+0xb0],r14
  0002bc  mov     qword ptr [rbp+0x148],1
  0002c7  mov     [rbp+0xb8],r15
  0002ce  mov     qword ptr [rbp+0x150],1
  0002d9  mov     rax,3
  0002e3  jmp     0x0000000000000016
  0002e8  sub     rsi,r8
  0002eb  mov     qword ptr [rbp+0x38],0x1e
  0002f6  mov     [rbp+0x58],r15
  0002fd  mov     [rbp+0x60],rsi
  000304  mov     [rbp+0x70],r8
  00030b  mov     [rbp+0xb0],rsi
  000312  mov     qword ptr [rbp+0x148],1
  00031d  mov     [rbp+0xb8],r8
  000324  mov     qword ptr [rbp+0x150],1
  00032f  mov     rax,4
  000339  jmp     0x0000000000000016
  00033e  sub     r15,rdi
  000341  mov     qword ptr [rbp+0x38],0x22
  00034c  mov     [rbp+0x58],r15
  000353  mov     [rbp+0x60],rsi
  00035a  mov     [rbp+0x70],r8
  000361  mov     [rbp+0xb0],r15
  000368  mov     qword ptr [rbp+0x148],1
  000373  mov     [rbp+0xb8],rdi
  00037a  mov     qword ptr [rbp+0x150],1
  000385  mov     rax,5
  00038f  jmp     0x0000000000000016
  000394  mov     qword ptr [rbp+0x38],0x17
  00039f  mov     [rbp+0x58],r15
  0003a6  mov     [rbp+0x60],rsi
  0003ad  mov     qword ptr [rbp+0x70],1
  0003b8  mov     qword ptr [rbp+0xb0],1
  0003c3  mov     qword ptr [rbp+0x148],1
  0003ce  mov     rax,7
  0003d8  jmp     0x0000000000000569
  0003dd  mov     qword ptr [rbp+0x38],0x1a
  0003e8  mov     [rbp+0x58],r15
  0003ef  mov     [rbp+0x60],rsi
  0003f6  mov     [rbp+0x70],r8
  0003fd  mov     [rbp+0xb0],r14
  000404  mov     qword ptr [rbp+0x148],1
  00040f  mov     [rbp+0xb8],r15
  000416  mov     qword ptr [rbp+0x150],1
  000421  mov     rax,8
  00042b  jmp     0x0000000000000016
  000430  sub     rsi,r8
  000433  mov     qword ptr [rbp+0x38],0x1e
  00043e  mov     [rbp+0x58],r15
  000445  mov     [rbp+0x60],rsi
  00044c  mov     [rbp+0x70],r8
  000453  mov     [rbp+0xb0],rsi
  00045a  mov     qword ptr [rbp+0x148],1
  000465  mov     [rbp+0xb8],r8
  00046c  mov     qword ptr [rbp+0x150],1
  000477  mov     rax,9
  000481  jmp     0x0000000000000016
  000486  sub     r15,rdi
  000489  mov     qword ptr [rbp+0x38],0x22
  000494  mov     [rbp+0x58],r15
  00049b  mov     [rbp+0x60],rsi
  0004a2  mov     [rbp+0x70],r8
  0004a9  mov     [rbp+0xb0],r15
  0004b0  mov     qword ptr [rbp+0x148],1
  0004bb  mov     [rbp+0xb8],rdi
  0004c2  mov     qword ptr [rbp+0x150],1
  0004cd  mov     rax,0xa
  0004d7  jmp     0x0000000000000016

; T1: 459 bytes
; v0:int = input r0
  0004e0  cmp     qword ptr [rbp+0xd8],1
  0004eb  jne     0x00000000000005f8
  0004f1  mov     rbx,[rbp+0x40]
; v1:int = input r1
  0004f8  cmp     qword ptr [rbp+0xe8],1
  000503  jne     0x00000000000005f8
  000509  mov     r12,[rbp+0x50]
; v2:int = input r2
  000510  cmp     qword ptr [rbp+0xf0],1
  00051b  jne     0x00000000000005f8
; v3:int = input r3
  000521  cmp     qword ptr [rbp+0xf8],1
  00052c  jne     0x00000000000005f8
; v4:int = input r4
  000532  cmp     qword ptr [rbp+0x100],1
  00053d  jne     0x00000000000005f8
  000543  mov     r13,[rbp+0x68]
  00054a  jmp     0x000000000000057e
  00054f  mov     rbx,[rbp+0x40]
  000556  mov     r12,[rbp+0x50]
  00055d  mov     r13,[rbp+0x68]
  000564  jmp     0x000000000000057e
  000569  mov     rbx,[rbp+0x40]
  000570  mov     r12,[rbp+0x50]
  000577  mov     r13,[rbp+0x68]
; v5:int = add v1, v4 => alu_add/0 (18) {pc=40, x=v1, y=v4}
  00057e  add     r12,r13
  000581  jo      0x0000000000000607
; v6:int = lt v5, v0
  000587  cmp     r12,rbx
  00058a  setl    al
  00058d  movzx   ebx,al
; guard_true v6 => jump_if_not_x/0 (85) {pc=13, r1=v5, r5=0, x=0}
  000591  test    rbx,rbx
  000594  je      0x0000000000000653
; jump_trace T0 => bytecode_loop/0 (100) {pc=19, r1=v5, r2=0, r5=v6}
  00059a  mov     qword ptr [rbp+0x38],0x13
  0005a5  mov     qword ptr [rbp+0xd0],1
  0005b0  mov     [rbp+0x50],r12
  0005b7  mov     qword ptr [rbp+0x58],0
  0005c2  mov     [rbp+0x70],rbx
  0005c9  mov     qword ptr [rbp+0x108],1
  0005d4  mov     r13,[rbp+0x40]
  0005db  mov     r14,r12
  0005de  mov     r15,0
  0005e5  mov     rsi,[rbp+0x60]
  0005ec  mov     rdi,[rbp+0x68]
  0005f3  jmp     0x0000000000000138
; exits
  0005f8  mov     rax,0x1fffffffe
  000602  jmp     0x0000000000000016
  000607  sub     r12,r13
  00060a  mov     qword ptr [rbp+0x38],0x28
  000615  mov     qword ptr [rbp+0xd0],1
  000620  mov     [rbp+0xb0],r12
  000627  mov     qword ptr [rbp+0x148],1
  000632  mov     [rbp+0xb8],r13
  000639  mov     qword ptr [rbp+0x150],1
  000644  mov     rax,0x100000000
  00064e  jmp     0x0000000000000016
  000653  mov     qword ptr [rbp+0x38],0xd
  00065e  mov     qword ptr [rbp+0xd0],1
  000669  mov     [rbp+0x50],r12
  000670  mov     qword ptr [rbp+0x70],0
  00067b  mov     qword ptr [rbp+0x108],1
  000686  mov     qword ptr [rbp+0xb0],0
  000691  mov     qword ptr [rbp+0x148],1
  00069c  mov     rax,0x100000001
  0006a6  jmp     0x0000000000000016
