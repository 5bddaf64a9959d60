; T0: 1618 bytes
  000030  mov     qword ptr [rbp+0x18],0
; v0:list = input bytecode
  00003b  cmp     qword ptr [rbp+0xc0],3
  000046  jne     0x000000000000018a
  00004c  mov     rbx,[rbp+0x28]
; v1:int = input pc
  000053  cmp     qword ptr [rbp+0xc8],1
  00005e  jne     0x000000000000018a
  000064  mov     r12,[rbp+0x30]
; v2:int = input r0
  00006b  cmp     qword ptr [rbp+0xd0],1
  000076  jne     0x000000000000018a
  00007c  mov     r13,[rbp+0x38]
; v3:int = input r1
  000083  cmp     qword ptr [rbp+0xe0],1
  00008e  jne     0x000000000000018a
  000094  mov     r14,[rbp+0x48]
; v4:int = input r2
  00009b  cmp     qword ptr [rbp+0xe8],1
  0000a6  jne     0x000000000000018a
  0000ac  mov     r15,[rbp+0x50]
; v5:int = input r3
  0000b3  cmp     qword ptr [rbp+0xf0],1
  0000be  jne     0x000000000000018a
  0000c4  mov     rsi,[rbp+0x58]
; v6:int = input r4
  0000cb  cmp     qword ptr [rbp+0xf8],1
  0000d6  jne     0x000000000000018a
  0000dc  mov     rdi,[rbp+0x60]
; v7:int = input r5
  0000e3  cmp     qword ptr [rbp+0x100],1
  0000ee  jne     0x000000000000018a
  0000f4  mov     r8,[rbp+0x68]
; guard_value v0, ['load_imm', 1, 0, 'load_imm', 3, 0, 'load_imm', 4, 1, 'lt', 5, 1, 0, 'jump_if_not', 5, 46, 'load_imm', 2, 0, 'eq', 5, 2, 0, 'jump_if', 5, 40, 'mul', 5, 1, 2, 'add', 3, 3, 5, 'add', 2, 2, 4, 'jump', 19, 'add', 1, 1, 4, 'jump', 9, 'print', 3] => bytecode_loop/0 (0) {pc=v1, r2=v4, r3=v5, r5=v7}
  0000fb  mov     rax,<list k0>
  000105  cmp     rbx,rax
  000108  jne     0x0000000000000199
; guard_value v1, 19 => bytecode_loop_promote_bytecode/0 (1) {pc=v1, r2=v4, r3=v5, r5=v7}
  00010e  cmp     r12,0x13
  000115  jne     0x0000000000000229
; v10:int = eq v4, v2
  00011b  cmp     r15,r13
  00011e  sete    al
  000121  movzx   r8d,al
; guard_false v10 => jump_if_x/0 (51) {pc=23, r2=v4, r3=v5, r5=1, x=1}
  000125  test    r8,r8
  000128  jne     0x0000000000000292
; v12:int = mul v3, v4 => alu_mul/0 (71) {pc=26, r2=v4, r3=v5, r5=v10, x=v3, y=v4}
  00012e  mov     r11,r14
  000131  imul    r11,r15
  000135  jo      0x0000000000000307
  00013b  mov     r8,r11
; v13:int = add v5, v12 => alu_add/0 (99) {pc=30, r2=v4, r3=v5, r5=v12, x=v5, y=v12}
  00013e  add     rsi,r8
  000141  jo      0x0000000000000386
; v14:int = add v4, v6 => alu_add/0 (123) {pc=34, r2=v4, r3=v13, r5=v12, x=v4, y=v6}
  000147  add     r15,rdi
  00014a  jo      0x0000000000000408
; guard_steps => bytecode_loop/0 (140) {pc=19, r2=v14, r3=v13, r5=v12}
; v16:int = phi r2 v14
; v17:int = phi r3 v13
; loop (140)
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

; T1: 420 bytes
  000690  mov     qword ptr [rbp+0x18],0
; v0:int = input r0
  00069b  cmp     qword ptr [rbp+0xd0],1
  0006a6  jne     0x0000000000000776
  0006ac  mov     rbx,[rbp+0x38]
; v1:int = input r1
  0006b3  cmp     qword ptr [rbp+0xe0],1
  0006be  jne     0x0000000000000776
  0006c4  mov     r12,[rbp+0x48]
; v2:int = input r2
  0006cb  cmp     qword ptr [rbp+0xe8],1
  0006d6  jne     0x0000000000000776
; v3:int = input r3
  0006dc  cmp     qword ptr [rbp+0xf0],1
  0006e7  jne     0x0000000000000776
; v4:int = input r4
  0006ed  cmp     qword ptr [rbp+0xf8],1
  0006f8  jne     0x0000000000000776
  0006fe  mov     r13,[rbp+0x60]
; v5:int = add v1, v4 => alu_add/0 (18) {pc=40, x=v1, y=v4}
  000705  add     r12,r13
  000708  jo      0x0000000000000785
; v6:int = lt v5, v0
  00070e  cmp     r12,rbx
  000711  setl    al
  000714  movzx   ebx,al
; guard_true v6 => jump_if_not_x/0 (85) {pc=13, r1=v5, r5=0, x=0}
  000718  test    rbx,rbx
  00071b  je      0x00000000000007d1
; jump_trace T0 => bytecode_loop/0 (100) {pc=19, r1=v5, r2=0, r5=v6}
  000721  mov     qword ptr [rbp+0x30],0x13
  00072c  mov     qword ptr [rbp+0xc8],1
  000737  mov     [rbp+0x48],r12
  00073e  mov     qword ptr [rbp+0xe0],1
  000749  mov     qword ptr [rbp+0x50],0
  000754  mov     qword ptr [rbp+0xe8],1
  00075f  mov     [rbp+0x68],rbx
  000766  mov     qword ptr [rbp+0x100],1
  000771  jmp     0x0000000000000030
; exits
  000776  mov     rax,0x1fffffffe
  000780  jmp     0x0000000000000016
  000785  sub     r12,r13
  000788  mov     qword ptr [rbp+0x30],0x28
  000793  mov     qword ptr [rbp+0xc8],1
  00079e  mov     [rbp+0xa8],r12
  0007a5  mov     qword ptr [rbp+0x140],1
  0007b0  mov     [rbp+0xb0],r13
  0007b7  mov     qword ptr [rbp+0x148],1
  0007c2  mov     rax,0x100000000
  0007cc  jmp     0x0000000000000016
  0007d1  mov     qword ptr [rbp+0x30],0xd
  0007dc  mov     qword ptr [rbp+0xc8],1
  0007e7  mov     [rbp+0x48],r12
  0007ee  mov     qword ptr [rbp+0xe0],1
  0007f9  mov     qword ptr [rbp+0x68],0
  000804  mov     qword ptr [rbp+0x100],1
  00080f  mov     qword ptr [rbp+0xa8],0
  00081a  mov     qword ptr [rbp+0x140],1
  000825  mov     rax,0x100000001
  00082f  jmp     0x0000000000000016
