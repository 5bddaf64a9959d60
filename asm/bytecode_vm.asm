; T0: 1210 bytes
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
; guard_value v0, ['load_imm', 1, 0, 'load_imm', 3, 0, 'load_imm', 4, 1, 'lt', 5, 1, 0, 'jump_if_not', 5, 46, 'load_imm', 2, 0, 'eq', 5, 2, 0, 'jump_if', 5, 40, 'mul', 5, 1, 2, 'add', 3, 3, 5, 'add', 2, 2, 4, 'jump', 19, 'add', 1, 1, 4, 'jump', 9, 'print', 3] => bytecode_loop/0 (0) {pc=v1, r2=v4, r3=v5, r5=v7}
  0000f0  mov     rax,<list k0>
  0000fa  cmp     rbx,rax
  0000fd  jne     0x00000000000001b9
; guard_value v1, 19 => bytecode_loop_promote_bytecode/0 (1) {pc=v1, r2=v4, r3=v5, r5=v7}
  000103  cmp     r12,0x13
  00010a  jne     0x000000000000021d
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
  000145  jne     0x000000000000025a
; v12:int = mul v3, v4 => alu_mul/0 (71) {pc=26, r2=v4, r3=v5, r5=v10, x=v3, y=v4}
  00014b  mov     r11,r14
  00014e  imul    r11,r15
  000152  jo      0x00000000000002a3
  000158  mov     r8,r11
; v13:int = add v5, v12 => alu_add/0 (99) {pc=30, r2=v4, r3=v5, r5=v12, x=v5, y=v12}
  00015b  add     rsi,r8
  00015e  jo      0x00000000000002f6
; v14:int = add v4, v6 => alu_add/0 (123) {pc=34, r2=v4, r3=v13, r5=v12, x=v4, y=v6}
  000164  add     r15,rdi
  000167  jo      0x000000000000034c
; guard_steps => bytecode_loop/0 (140) {pc=19, r2=v14, r3=v13, r5=v12}
; v16:int = phi r2 v14
; v17:int = phi r3 v13
; loop (140)
  00016d  nop
  00016e  nop
  00016f  nop
; v19:int = eq v16, v2
  000170  cmp     r15,r13
  000173  sete    al
  000176  movzx   r8d,al
; guard_false v19 => jump_if_x/0 (51) {pc=23, r2=v16, r3=v17, r5=1, x=1}
  00017a  test    r8,r8
  00017d  jne     0x00000000000003a2
; v21:int = mul v3, v16 => alu_mul/0 (71) {pc=26, r2=v16, r3=v17, r5=v19, x=v3, y=v16}
  000183  mov     r11,r14
  000186  imul    r11,r15
  00018a  jo      0x00000000000003eb
  000190  mov     r8,r11
; v22:int = add v17, v21 => alu_add/0 (99) {pc=30, r2=v16, r3=v17, r5=v21, x=v17, y=v21}
  000193  add     rsi,r8
  000196  jo      0x000000000000043e
; v23:int = add v16, v6 => alu_add/0 (123) {pc=34, r2=v16, r3=v22, r5=v21, x=v16, y=v6}
  00019c  add     r15,rdi
  00019f  jo      0x0000000000000494
; guard_steps => bytecode_loop/0 (140) {pc=19, r2=v23, r3=v22, r5=v21}
; jump (140) v16 <- v23, v17 <- v22
  0001a5  jmp     0x0000000000000170
; exits
  0001aa  mov     rax,0xfffffffe
  0001b4  jmp     0x0000000000000016
  0001b9  mov     [rbp+0x10],rbx
  0001c0  mov     qword ptr [rbp+0x18],3
  0001cb  mov     [rbp+0x38],r12
  0001d2  mov     [rbp+0x58],r15
  0001d9  mov     [rbp+0x60],rsi
  0001e0  mov     [rbp+0x70],r8
  0001e7  mov     rdi,[rbp+0x20]
  0001ee  mov     rsi,8
  0001f8  mov     rdx,0
  000202  mov     rax,<exit_lists>
  00020c  call    rax
  00020e  mov     rax,0
  000218  jmp     0x0000000000000016
  00021d  mov     [rbp+0x10],r12
  000224  mov     qword ptr [rbp+0x18],1
  00022f  mov     [rbp+0x38],r12
  000236  mov     [rbp+0x58],r15
  00023d  mov     [rbp+0x60],rsi
  000244  mov     [rbp+0x70],r8
  00024b  mov     rax,1
  000255  jmp     0x0000000000000016
  00025a  mov     qword ptr [rbp+0x38],0x17
  000265  mov     [rbp+0x58],r15
  00026c  mov     [rbp+0x60],rsi
  000273  mov     qword ptr [rbp+0x70],1
  00027e  mov     qword ptr [rbp+0xb0],1
  000289  mov     qword ptr [rbp+0x148],1
  000294  mov     rax,2
  00029e  jmp     0x0000000000000016
  0002a3  mov     qword ptr [rbp+0x38],0x1a
  0002ae  mov     [rbp+0x58],r15
  0002b5  mov     [rbp+0x60],rsi
  0002bc  mov     [rbp+0x70],r8
  0002c3  mov     [rbp+0xb0],r14
  0002ca  mov     qword ptr [rbp+0x148],1
  0002d5  mov     [rbp+0xb8],r15
  0002dc  mov     qword ptr [rbp+0x150],1
  0002e7  mov     rax,3
  0002f1  jmp     0x0000000000000016
  0002f6  sub     rsi,r8
  0002f9  mov     qword ptr [rbp+0x38],0x1e
  000304  mov     [rbp+0x58],r15
  00030b  mov     [rbp+0x60],rsi
  000312  mov     [rbp+0x70],r8
  000319  mov     [rbp+0xb0],rsi
  000320  mov     qword ptr [rbp+0x148],1
  00032b  mov     [rbp+0xb8],r8
  000332  mov     qword ptr [rbp+0x150],1
  00033d  mov     rax,4
  000347  jmp     0x0000000000000016
  00034c  sub     r15,rdi
  00034f  mov     qword ptr [rbp+0x38],0x22
  00035a  mov     [rbp+0x58],r15
  000361  mov     [rbp+0x60],rsi
  000368  mov     [rbp+0x70],r8
  00036f  mov     [rbp+0xb0],r15
  000376  mov     qword ptr [rbp+0x148],1
  000381  mov     [rbp+0xb8],rdi
  000388  mov     qword ptr [rbp+0x150],1
  000393  mov     rax,5
  00039d  jmp     0x0000000000000016
  0003a2  mov     qword ptr [rbp+0x38],0x17
  0003ad  mov     [rbp+0x58],r15
  0003b4  mov     [rbp+0x60],rsi
  0003bb  mov     qword ptr [rbp+0x70],1
  0003c6  mov     qword ptr [rbp+0xb0],1
  0003d1  mov     qword ptr [rbp+0x148],1
  0003dc  mov     rax,7
  0003e6  jmp     0x000000000000055f
  0003eb  mov     qword ptr [rbp+0x38],0x1a
  0003f6  mov     [rbp+0x58],r15
  0003fd  mov     [rbp+0x60],rsi
  000404  mov     [rbp+0x70],r8
  00040b  mov     [rbp+0xb0],r14
  000412  mov     qword ptr [rbp+0x148],1
  00041d  mov     [rbp+0xb8],r15
  000424  mov     qword ptr [rbp+0x150],1
  00042f  mov     rax,8
  000439  jmp     0x0000000000000016
  00043e  sub     rsi,r8
  000441  mov     qword ptr [rbp+0x38],0x1e
  00044c  mov     [rbp+0x58],r15
  000453  mov     [rbp+0x60],rsi
  00045a  mov     [rbp+0x70],r8
  000461  mov     [rbp+0xb0],rsi
  000468  mov     qword ptr [rbp+0x148],1
  000473  mov     [rbp+0xb8],r8
  00047a  mov     qword ptr [rbp+0x150],1
  000485  mov     rax,9
  00048f  jmp     0x0000000000000016
  000494  sub     r15,rdi
  000497  mov     qword ptr [rbp+0x38],0x22
  0004a2  mov     [rbp+0x58],r15
  0004a9  mov     [rbp+0x60],rsi
  0004b0  mov     [rbp+0x70],r8
  0004b7  mov     [rbp+0xb0],r15
  0004be  mov     qword ptr [rbp+0x148],1
  0004c9  mov     [rbp+0xb8],rdi
  0004d0  mov     qword ptr [rbp+0x150],1
  0004db  mov     rax,0xa
  0004e5  jmp     0x0000000000000016

; T1: 402 bytes
; v0:int = input r0
  0004f0  cmp     qword ptr [rbp+0xd8],1
  0004fb  jne     0x00000000000005cf
  000501  mov     rbx,[rbp+0x40]
; v1:int = input r1
  000508  cmp     qword ptr [rbp+0xe8],1
  000513  jne     0x00000000000005cf
  000519  mov     r12,[rbp+0x50]
; v2:int = input r2
  000520  cmp     qword ptr [rbp+0xf0],1
  00052b  jne     0x00000000000005cf
; v3:int = input r3
  000531  cmp     qword ptr [rbp+0xf8],1
  00053c  jne     0x00000000000005cf
; v4:int = input r4
  000542  cmp     qword ptr [rbp+0x100],1
  00054d  jne     0x00000000000005cf
  000553  mov     r13,[rbp+0x68]
  00055a  jmp     0x0000000000000574
  00055f  mov     rbx,[rbp+0x40]
  000566  mov     r12,[rbp+0x50]
  00056d  mov     r13,[rbp+0x68]
; v5:int = add v1, v4 => alu_add/0 (18) {pc=40, x=v1, y=v4}
  000574  add     r12,r13
  000577  jo      0x00000000000005de
; v6:int = lt v5, v0
  00057d  cmp     r12,rbx
  000580  setl    al
  000583  movzx   ebx,al
; guard_true v6 => jump_if_not_x/0 (85) {pc=13, r1=v5, r5=0, x=0}
  000587  test    rbx,rbx
  00058a  je      0x000000000000062a
; jump_trace T0 => bytecode_loop/0 (100) {pc=19, r1=v5, r2=0, r5=v6}
  000590  mov     qword ptr [rbp+0x38],0x13
  00059b  mov     qword ptr [rbp+0xd0],1
  0005a6  mov     [rbp+0x50],r12
  0005ad  mov     qword ptr [rbp+0x58],0
  0005b8  mov     [rbp+0x70],rbx
  0005bf  mov     qword ptr [rbp+0x108],1
  0005ca  jmp     0x0000000000000115
; exits
  0005cf  mov     rax,0x1fffffffe
  0005d9  jmp     0x0000000000000016
  0005de  sub     r12,r13
  0005e1  mov     qword ptr [rbp+0x38],0x28
  0005ec  mov     qword ptr [rbp+0xd0],1
  0005f7  mov     [rbp+0xb0],r12
  0005fe  mov     qword ptr [rbp+0x148],1
  000609  mov     [rbp+0xb8],r13
  000610  mov     qword ptr [rbp+0x150],1
  00061b  mov     rax,0x100000000
  000625  jmp     0x0000000000000016
  00062a  mov     qword ptr [rbp+0x38],0xd
  000635  mov     qword ptr [rbp+0xd0],1
  000640  mov     [rbp+0x50],r12
  000647  mov     qword ptr [rbp+0x70],0
  000652  mov     qword ptr [rbp+0x108],1
  00065d  mov     qword ptr [rbp+0xb0],0
  000668  mov     qword ptr [rbp+0x148],1
  000673  mov     rax,0x100000001
  00067d  jmp     0x0000000000000016
