; T0: 1618 bytes
; v0:list = input bytecode
  000030  cmp     qword ptr [rbp+0xc0],3
  00003b  jne     0x000000000000018a
  000041  mov     rbx,[rbp+0x28]
; v1:int = input pc
  000048  cmp     qword ptr [rbp+0xc8],1
  000053  jne     0x000000000000018a
  000059  mov     r12,[rbp+0x30]
; v2:int = input r0
  000060  cmp     qword ptr [rbp+0xd0],1
  00006b  jne     0x000000000000018a
  000071  mov     r13,[rbp+0x38]
; v3:int = input r1
  000078  cmp     qword ptr [rbp+0xe0],1
  000083  jne     0x000000000000018a
  000089  mov     r14,[rbp+0x48]
; v4:int = input r2
  000090  cmp     qword ptr [rbp+0xe8],1
  00009b  jne     0x000000000000018a
  0000a1  mov     r15,[rbp+0x50]
; v5:int = input r3
  0000a8  cmp     qword ptr [rbp+0xf0],1
  0000b3  jne     0x000000000000018a
  0000b9  mov     rsi,[rbp+0x58]
; v6:int = input r4
  0000c0  cmp     qword ptr [rbp+0xf8],1
  0000cb  jne     0x000000000000018a
  0000d1  mov     rdi,[rbp+0x60]
; v7:int = input r5
  0000d8  cmp     qword ptr [rbp+0x100],1
  0000e3  jne     0x000000000000018a
  0000e9  mov     r8,[rbp+0x68]
; guard_value v0, ['load_imm', 1, 0, 'load_imm', 3, 0, 'load_imm', 4, 1, 'lt', 5, 1, 0, 'jump_if_not', 5, 46, 'load_imm', 2, 0, 'eq', 5, 2, 0, 'jump_if', 5, 40, 'mul', 5, 1, 2, 'add', 3, 3, 5, 'add', 2, 2, 4, 'jump', 19, 'add', 1, 1, 4, 'jump', 9, 'print', 3] => bytecode_loop/0 (0) {pc=v1, r2=v4, r3=v5, r5=v7}
  0000f0  mov     rax,<list k0>
  0000fa  cmp     rbx,rax
  0000fd  jne     0x0000000000000199
; guard_value v1, 19 => bytecode_loop_promote_bytecode/0 (1) {pc=v1, r2=v4, r3=v5, r5=v7}
  000103  cmp     r12,0x13
  00010a  jne     0x0000000000000229
; v10:int = eq v4, v2
  000110  cmp     r15,r13
  000113  sete    al
  000116  movzx   r8d,al
; guard_false v10 => jump_if_x/0 (51) {pc=23, r2=v4, r3=v5, r5=1, x=1}
  00011a  test    r8,r8
  00011d  jne     0x0000000000000292
; v12:int = mul v3, v4 => alu_mul/0 (71) {pc=26, r2=v4, r3=v5, r5=v10, x=v3, y=v4}
  000123  mov     r11,r14
  000126  imul    r11,r15
  00012a  jo      0x0000000000000307
  000130  mov     r8,r11
; v13:int = add v5, v12 => alu_add/0 (99) {pc=30, r2=v4, r3=v5, r5=v12, x=v5, y=v12}
  000133  add     rsi,r8
  000136  jo      0x0000000000000386
; v14:int = add v4, v6 => alu_add/0 (123) {pc=34, r2=v4, r3=v13, r5=v12, x=v4, y=v6}
  00013c  add     r15,rdi
  00013f  jo      0x0000000000000408
; guard_steps => bytecode_loop/0 (140) {pc=19, r2=v14, r3=v13, r5=v12}
; v16:int = phi r2 v14
; v17:int = phi r3 v13
; loop (140)
  000145  nop
  000146  nop
  000147  nop
  000148  nop
  000149  nop
  00014a  nop
  00014b  nop
  00014c  nop
  00014d  nop
  00014e  nop
  00014f  nop
; v19:int = eq v16, v2
  000150  cmp     r15,r13
  000153  sete    al
  000156  movzx   r8d,al
; guard_false v19 => jump_if_x/0 (51) {pc=23, r2=v16, r3=v17, r5=1, x=1}
  00015a  test    r8,r8
  00015d  jne     0x000000000000048a
; v21:int = mul v3, v16 => alu_mul/0 (71) {pc=26, r2=v16, r3=v17, r5=v19, x=v3, y=v16}
  000163  mov     r11,r14
  000166  imul    r11,r15
  00016a  jo      0x00000000000004ff
  000170  mov     r8,r11
; v22:int = add v17, v21 => alu_add/0 (99) {pc=30, r2=v16, r3=v17, r5=v21, x=v17, y=v21}
  000173  add     rsi,r8
  000176  jo      0x000000000000057e
; v23:int = add v16, v6 => alu_add/0 (123) {pc=34, r2=v16, r3=v22, r5=v21, x=v16, y=v6}
  00017c  add     r15,rdi
  00017f  jo      0x0000000000000600
; guard_steps => bytecode_loop/0 (140) {pc=19, r2=v23, r3=v22, r5=v21}
; jump (140) v16 <- v23, v17 <- v22
  000185  jmp     0x0000000000000150
; exits
  00018a  mov     rax,0xfffffffe
  000194  jmp     0x0000000000000016
  000199  mov     [rbp+0x10],rbx
  0001a0  mov     qword ptr [rbp+0x18],3
  0001ab  mov     [rbp+0x30],r12
  0001b2  mov     qword ptr [rbp+0xc8],1
  0001bd  mov     [rbp+0x50],r15
  0001c4  mov     qword ptr [rbp+0xe8],1
  0001cf  mov     [rbp+0x58],rsi
  0001d6  mov     qword ptr [rbp+0xf0],1
  0001e1  mov     [rbp+0x68],r8
  0001e8  mov     qword ptr [rbp+0x100],1
  0001f3  mov     rdi,[rbp+0x20]
  0001fa  mov     rsi,8
  000204  mov     rdx,0
  00020e  mov     rax,<exit_lists>
  000218  call    rax
  00021a  mov     rax,0
  000224  jmp     0x0000000000000016
  000229  mov     [rbp+0x10],r12
  000230  mov     qword ptr [rbp+0x18],1
  00023b  mov     [rbp+0x30],r12
  000242  mov     qword ptr [rbp+0xc8],1
  00024d  mov     [rbp+0x50],r15
  000254  mov     qword ptr [rbp+0xe8],1
  00025f  mov     [rbp+0x58],rsi
  000266  mov     qword ptr [rbp+0xf0],1
  000271  mov     [rbp+0x68],r8
  000278  mov     qword ptr [rbp+0x100],1
  000283  mov     rax,1
  00028d  jmp     0x0000000000000016
  000292  mov     qword ptr [rbp+0x30],0x17
  00029d  mov     qword ptr [rbp+0xc8],1
  0002a8  mov     [rbp+0x50],r15
  0002af  mov     qword ptr [rbp+0xe8],1
  0002ba  mov     [rbp+0x58],rsi
  0002c1  mov     qword ptr [rbp+0xf0],1
  0002cc  mov     qword ptr [rbp+0x68],1
  0002d7  mov     qword ptr [rbp+0x100],1
  0002e2  mov     qword ptr [rbp+0xa8],1
  0002ed  mov     qword ptr [rbp+0x140],1
  0002f8  mov     rax,2
  000302  jmp     0x0000000000000016
  000307  mov     qword ptr [rbp+0x30],0x1a
  000312  mov     qword ptr [rbp+0xc8],1
  00031d  mov     [rbp+0x50],r15
  000324  mov     qword ptr [rbp+0xe8],1
  00032f  mov     [rbp+0x58],rsi
  000336  mov     qword ptr [rbp+0xf0],1
  000341  mov     [rbp+0x68],r8
  000348  mov     qword ptr [rbp+0x100],1
  000353  mov     [rbp+0xa8],r14
  00035a  mov     qword ptr [rbp+0x140],1
  000365  mov     [rbp+0xb0],r15
  00036c  mov     qword ptr [rbp+0x148],1
  000377  mov     rax,3
  000381  jmp     0x0000000000000016
  000386  sub     rsi,r8
  000389  mov     qword ptr [rbp+0x30],0x1e
  000394  mov     qword ptr [rbp+0xc8],1
  00039f  mov     [rbp+0x50],r15
  0003a6  mov     qword ptr [rbp+0xe8],1
  0003b1  mov     [rbp+0x58],rsi
  0003b8  mov     qword ptr [rbp+0xf0],1
  0003c3  mov     [rbp+0x68],r8
  0003ca  mov     qword ptr [rbp+0x100],1
  0003d5  mov     [rbp+0xa8],rsi
  0003dc  mov     qword ptr [rbp+0x140],1
  0003e7  mov     [rbp+0xb0],r8
  0003ee  mov     qword ptr [rbp+0x148],1
  0003f9  mov     rax,4
  000403  jmp     0x0000000000000016
  000408  sub     r15,rdi
  00040b  mov     qword ptr [rbp+0x30],0x22
  000416  mov     qword ptr [rbp+0xc8],1
  000421  mov     [rbp+0x50],r15
  000428  mov     qword ptr [rbp+0xe8],1
  000433  mov     [rbp+0x58],rsi
  00043a  mov     qword ptr [rbp+0xf0],1
  000445  mov     [rbp+0x68],r8
  00044c  mov     qword ptr [rbp+0x100],1
  000457  mov     [rbp+0xa8],r15
  00045e  mov     qword ptr [rbp+0x140],1
  000469  mov     [rbp+0xb0],rdi
  000470  mov     qword ptr [rbp+0x148],1
  00047b  mov     rax,5
  000485  jmp     0x0000000000000016
  00048a  mov     qword ptr [rbp+0x30],0x17
  000495  mov     qword ptr [rbp+0xc8],1
  0004a0  mov     [rbp+0x50],r15
  0004a7  mov     qword ptr [rbp+0xe8],1
  0004b2  mov     [rbp+0x58],rsi
  0004b9  mov     qword ptr [rbp+0xf0],1
  0004c4  mov     qword ptr [rbp+0x68],1
  0004cf  mov     qword ptr [rbp+0x100],1
  0004da  mov     qword ptr [rbp+0xa8],1
  0004e5  mov     qword ptr [rbp+0x140],1
  0004f0  mov     rax,7
  0004fa  jmp     0x0000000000000690
  0004ff  mov     qword ptr [rbp+0x30],0x1a
  00050a  mov     qword ptr [rbp+0xc8],1
  000515  mov     [rbp+0x50],r15
  00051c  mov     qword ptr [rbp+0xe8],1
  000527  mov     [rbp+0x58],rsi
  00052e  mov     qword ptr [rbp+0xf0],1
  000539  mov     [rbp+0x68],r8
  000540  mov     qword ptr [rbp+0x100],1
  00054b  mov     [rbp+0xa8],r14
  000552  mov     qword ptr [rbp+0x140],1
  00055d  mov     [rbp+0xb0],r15
  000564  mov     qword ptr [rbp+0x148],1
  00056f  mov     rax,8
  000579  jmp     0x0000000000000016
  00057e  sub     rsi,r8
  000581  mov     qword ptr [rbp+0x30],0x1e
  00058c  mov     qword ptr [rbp+0xc8],1
  000597  mov     [rbp+0x50],r15
  00059e  mov     qword ptr [rbp+0xe8],1
  0005a9  mov     [rbp+0x58],rsi
  0005b0  mov     qword ptr [rbp+0xf0],1
  0005bb  mov     [rbp+0x68],r8
  0005c2  mov     qword ptr [rbp+0x100],1
  0005cd  mov     [rbp+0xa8],rsi
  0005d4  mov     qword ptr [rbp+0x140],1
  0005df  mov     [rbp+0xb0],r8
  0005e6  mov     qword ptr [rbp+0x148],1
  0005f1  mov     rax,9
  0005fb  jmp     0x0000000000000016
  000600  sub     r15,rdi
  000603  mov     qword ptr [rbp+0x30],0x22
  00060e  mov     qword ptr [rbp+0xc8],1
  000619  mov     [rbp+0x50],r15
  000620  mov     qword ptr [rbp+0xe8],1
  00062b  mov     [rbp+0x58],rsi
  000632  mov     qword ptr [rbp+0xf0],1
  00063d  mov     [rbp+0x68],r8
  000644  mov     qword ptr [rbp+0x100],1
  00064f  mov     [rbp+0xa8],r15
  000656  mov     qword ptr [rbp+0x140],1
  000661  mov     [rbp+0xb0],rdi
  000668  mov     qword ptr [rbp+0x148],1
  000673  mov     rax,0xa
  00067d  jmp     0x0000000000000016

; T1: 808 bytes
; v0:list = input bytecode
  000690  cmp     qword ptr [rbp+0xc0],3
  00069b  jne     0x0000000000000827
  0006a1  mov     rbx,[rbp+0x28]
; v1:int = input pc
  0006a8  cmp     qword ptr [rbp+0xc8],1
  0006b3  jne     0x0000000000000827
  0006b9  mov     r12,[rbp+0x30]
; v2:int = input r0
  0006c0  cmp     qword ptr [rbp+0xd0],1
  0006cb  jne     0x0000000000000827
  0006d1  mov     r13,[rbp+0x38]
; v3:int = input r1
  0006d8  cmp     qword ptr [rbp+0xe0],1
  0006e3  jne     0x0000000000000827
  0006e9  mov     r14,[rbp+0x48]
; v4:int = input r2
  0006f0  cmp     qword ptr [rbp+0xe8],1
  0006fb  jne     0x0000000000000827
; v5:int = input r3
  000701  cmp     qword ptr [rbp+0xf0],1
  00070c  jne     0x0000000000000827
; v6:int = input r4
  000712  cmp     qword ptr [rbp+0xf8],1
  00071d  jne     0x0000000000000827
  000723  mov     r15,[rbp+0x60]
; v7:int = input r5
  00072a  cmp     qword ptr [rbp+0x100],1
  000735  jne     0x0000000000000827
; v8:int = input x
  00073b  cmp     qword ptr [rbp+0x140],1
  000746  jne     0x0000000000000827
  00074c  mov     rsi,[rbp+0xa8]
; guard_true v8 => jump_if_x/0 (0) {}
  000753  test    rsi,rsi
  000756  je      0x0000000000000836
; v10:int = add v1, 2 => jump_taken/0 (1) {}
  00075c  add     r12,2
  000763  jo      0x0000000000000845
; v11:int = readlist v0, v10 => jump_taken/1 (1) {i=v10}
  000769  cmp     r12,[rbx]
  000771  jae     0x000000000000085b
  000777  mov     rax,[rbx+8]
  00077f  cmp     byte ptr [rax+r12],1
  000784  jne     0x000000000000085b
  00078a  mov     rax,[rbx+0x10]
  000792  mov     r12,[rax+r12*8]
; guard_value v0, ['load_imm', 1, 0, 'load_imm', 3, 0, 'load_imm', 4, 1, 'lt', 5, 1, 0, 'jump_if_not', 5, 46, 'load_imm', 2, 0, 'eq', 5, 2, 0, 'jump_if', 5, 40, 'mul', 5, 1, 2, 'add', 3, 3, 5, 'add', 2, 2, 4, 'jump', 19, 'add', 1, 1, 4, 'jump', 9, 'print', 3] => bytecode_loop/0 (2) {pc=v11}
  000796  mov     rax,<list k1>
  0007a0  cmp     rbx,rax
  0007a3  jne     0x000000000000087c
; guard_value v11, 40 => bytecode_loop_promote_bytecode/0 (3) {pc=v11}
  0007a9  cmp     r12,0x28
  0007b0  jne     0x00000000000008d6
; v14:int = add v3, v6 => alu_add/0 (18) {pc=40, x=v3, y=v6}
  0007b6  add     r14,r15
  0007b9  jo      0x0000000000000909
; v15:int = lt v14, v2
  0007bf  cmp     r14,r13
  0007c2  setl    al
  0007c5  movzx   r13d,al
; guard_true v15 => jump_if_not_x/0 (85) {pc=13, r1=v14, r5=0, x=0}
  0007c9  test    r13,r13
  0007cc  je      0x0000000000000955
; jump_trace T0 => bytecode_loop/0 (100) {pc=19, r1=v14, r2=0, r5=v15}
  0007d2  mov     qword ptr [rbp+0x30],0x13
  0007dd  mov     qword ptr [rbp+0xc8],1
  0007e8  mov     [rbp+0x48],r14
  0007ef  mov     qword ptr [rbp+0xe0],1
  0007fa  mov     qword ptr [rbp+0x50],0
  000805  mov     qword ptr [rbp+0xe8],1
  000810  mov     [rbp+0x68],r13
  000817  mov     qword ptr [rbp+0x100],1
  000822  jmp     0x0000000000000030
; exits
  000827  mov     rax,0x1fffffffe
  000831  jmp     0x0000000000000016
  000836  mov     rax,0x100000000
  000840  jmp     0x0000000000000016
  000845  sub     r12,2
  00084c  mov     rax,0x100000001
  000856  jmp     0x0000000000000016
  00085b  mov     [rbp+<exit lists 0>0],r12
  000862  mov     qword ptr [rbp+0x118],1
  00086d  mov     rax,0x100000002
  000877  jmp     0x0000000000000016
  00087c  mov     [rbp+0x10],rbx
  000883  mov     qword ptr [rbp+0x18],3
  00088e  mov     [rbp+0x30],r12
  000895  mov     qword ptr [rbp+0xc8],1
  0008a0  mov     rdi,[rbp+0x20]
  0008a7  mov     rsi,8
  0008b1  mov     rdx,0
  0008bb  mov     rax,<exit_lists>
  0008c5  call    rax
  0008c7  mov     rax,0x100000003
  0008d1  jmp     0x0000000000000016
  0008d6  mov     [rbp+0x10],r12
  0008dd  mov     qword ptr [rbp+0x18],1
  0008e8  mov     [rbp+0x30],r12
  0008ef  mov     qword ptr [rbp+0xc8],1
  0008fa  mov     rax,0x100000004
  000904  jmp     0x0000000000000016
  000909  sub     r14,r15
  00090c  mov     qword ptr [rbp+0x30],0x28
  000917  mov     qword ptr [rbp+0xc8],1
  000922  mov     [rbp+0xa8],r14
  000929  mov     qword ptr [rbp+0x140],1
  000934  mov     [rbp+0xb0],r15
  00093b  mov     qword ptr [rbp+0x148],1
  000946  mov     rax,0x100000005
  000950  jmp     0x0000000000000016
  000955  mov     qword ptr [rbp+0x30],0xd
  000960  mov     qword ptr [rbp+0xc8],1
  00096b  mov     [rbp+0x48],r14
  000972  mov     qword ptr [rbp+0xe0],1
  00097d  mov     qword ptr [rbp+0x68],0
  000988  mov     qword ptr [rbp+0x100],1
  000993  mov     qword ptr [rbp+0xa8],0
  00099e  mov     qword ptr [rbp+0x140],1
  0009a9  mov     rax,0x100000006
  0009b3  jmp     0x0000000000000016
