; T0: 1579 bytes
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
  00010a  jne     0x0000000000000202
; v10:int = eq v4, v2
  000110  cmp     r15,r13
  000113  sete    al
  000116  movzx   r8d,al
; guard_false v10 => jump_if_x/0 (51) {pc=23, r2=v4, r3=v5, r5=1, x=1}
  00011a  test    r8,r8
  00011d  jne     0x000000000000026b
; v12:int = mul v3, v4 => alu_mul/0 (71) {pc=26, r2=v4, r3=v5, r5=v10, x=v3, y=v4}
  000123  mov     r11,r14
  000126  imul    r11,r15
  00012a  jo      0x00000000000002e0
  000130  mov     r8,r11
; v13:int = add v5, v12 => alu_add/0 (99) {pc=30, r2=v4, r3=v5, r5=v12, x=v5, y=v12}
  000133  add     rsi,r8
  000136  jo      0x000000000000035f
; v14:int = add v4, v6 => alu_add/0 (123) {pc=34, r2=v4, r3=v13, r5=v12, x=v4, y=v6}
  00013c  add     r15,rdi
  00013f  jo      0x00000000000003e1
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
  00015d  jne     0x0000000000000463
; v21:int = mul v3, v16 => alu_mul/0 (71) {pc=26, r2=v16, r3=v17, r5=v19, x=v3, y=v16}
  000163  mov     r11,r14
  000166  imul    r11,r15
  00016a  jo      0x00000000000004d8
  000170  mov     r8,r11
; v22:int = add v17, v21 => alu_add/0 (99) {pc=30, r2=v16, r3=v17, r5=v21, x=v17, y=v21}
  000173  add     rsi,r8
  000176  jo      0x0000000000000557
; v23:int = add v16, v6 => alu_add/0 (123) {pc=34, r2=v16, r3=v22, r5=v21, x=v16, y=v6}
  00017c  add     r15,rdi
  00017f  jo      0x00000000000005d9
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
  0001f3  mov     rax,0
  0001fd  jmp     0x0000000000000016
  000202  mov     [rbp+0x10],r12
  000209  mov     qword ptr [rbp+0x18],1
  000214  mov     [rbp+0x30],r12
  00021b  mov     qword ptr [rbp+0xc8],1
  000226  mov     [rbp+0x50],r15
  00022d  mov     qword ptr [rbp+0xe8],1
  000238  mov     [rbp+0x58],rsi
  00023f  mov     qword ptr [rbp+0xf0],1
  00024a  mov     [rbp+0x68],r8
  000251  mov     qword ptr [rbp+0x100],1
  00025c  mov     rax,1
  000266  jmp     0x0000000000000016
  00026b  mov     qword ptr [rbp+0x30],0x17
  000276  mov     qword ptr [rbp+0xc8],1
  000281  mov     [rbp+0x50],r15
  000288  mov     qword ptr [rbp+0xe8],1
  000293  mov     [rbp+0x58],rsi
  00029a  mov     qword ptr [rbp+0xf0],1
  0002a5  mov     qword ptr [rbp+0x68],1
  0002b0  mov     qword ptr [rbp+0x100],1
  0002bb  mov     qword ptr [rbp+0xa8],1
  0002c6  mov     qword ptr [rbp+0x140],1
  0002d1  mov     rax,2
  0002db  jmp     0x0000000000000016
  0002e0  mov     qword ptr [rbp+0x30],0x1a
  0002eb  mov     qword ptr [rbp+0xc8],1
  0002f6  mov     [rbp+0x50],r15
  0002fd  mov     qword ptr [rbp+0xe8],1
  000308  mov     [rbp+0x58],rsi
  00030f  mov     qword ptr [rbp+0xf0],1
  00031a  mov     [rbp+0x68],r8
  000321  mov     qword ptr [rbp+0x100],1
  00032c  mov     [rbp+0xa8],r14
  000333  mov     qword ptr [rbp+0x140],1
  00033e  mov     [rbp+0xb0],r15
  000345  mov     qword ptr [rbp+0x148],1
  000350  mov     rax,3
  00035a  jmp     0x0000000000000016
  00035f  sub     rsi,r8
  000362  mov     qword ptr [rbp+0x30],0x1e
  00036d  mov     qword ptr [rbp+0xc8],1
  000378  mov     [rbp+0x50],r15
  00037f  mov     qword ptr [rbp+0xe8],1
  00038a  mov     [rbp+0x58],rsi
  000391  mov     qword ptr [rbp+0xf0],1
  00039c  mov     [rbp+0x68],r8
  0003a3  mov     qword ptr [rbp+0x100],1
  0003ae  mov     [rbp+0xa8],rsi
  0003b5  mov     qword ptr [rbp+0x140],1
  0003c0  mov     [rbp+0xb0],r8
  0003c7  mov     qword ptr [rbp+0x148],1
  0003d2  mov     rax,4
  0003dc  jmp     0x0000000000000016
  0003e1  sub     r15,rdi
  0003e4  mov     qword ptr [rbp+0x30],0x22
  0003ef  mov     qword ptr [rbp+0xc8],1
  0003fa  mov     [rbp+0x50],r15
  000401  mov     qword ptr [rbp+0xe8],1
  00040c  mov     [rbp+0x58],rsi
  000413  mov     qword ptr [rbp+0xf0],1
  00041e  mov     [rbp+0x68],r8
  000425  mov     qword ptr [rbp+0x100],1
  000430  mov     [rbp+0xa8],r15
  000437  mov     qword ptr [rbp+0x140],1
  000442  mov     [rbp+0xb0],rdi
  000449  mov     qword ptr [rbp+0x148],1
  000454  mov     rax,5
  00045e  jmp     0x0000000000000016
  000463  mov     qword ptr [rbp+0x30],0x17
  00046e  mov     qword ptr [rbp+0xc8],1
  000479  mov     [rbp+0x50],r15
  000480  mov     qword ptr [rbp+0xe8],1
  00048b  mov     [rbp+0x58],rsi
  000492  mov     qword ptr [rbp+0xf0],1
  00049d  mov     qword ptr [rbp+0x68],1
  0004a8  mov     qword ptr [rbp+0x100],1
  0004b3  mov     qword ptr [rbp+0xa8],1
  0004be  mov     qword ptr [rbp+0x140],1
  0004c9  mov     rax,7
  0004d3  jmp     0x0000000000000660
  0004d8  mov     qword ptr [rbp+0x30],0x1a
  0004e3  mov     qword ptr [rbp+0xc8],1
  0004ee  mov     [rbp+0x50],r15
  0004f5  mov     qword ptr [rbp+0xe8],1
  000500  mov     [rbp+0x58],rsi
  000507  mov     qword ptr [rbp+0xf0],1
  000512  mov     [rbp+0x68],r8
  000519  mov     qword ptr [rbp+0x100],1
  000524  mov     [rbp+0xa8],r14
  00052b  mov     qword ptr [rbp+0x140],1
  000536  mov     [rbp+0xb0],r15
  00053d  mov     qword ptr [rbp+0x148],1
  000548  mov     rax,8
  000552  jmp     0x0000000000000016
  000557  sub     rsi,r8
  00055a  mov     qword ptr [rbp+0x30],0x1e
  000565  mov     qword ptr [rbp+0xc8],1
  000570  mov     [rbp+0x50],r15
  000577  mov     qword ptr [rbp+0xe8],1
  000582  mov     [rbp+0x58],rsi
  000589  mov     qword ptr [rbp+0xf0],1
  000594  mov     [rbp+0x68],r8
  00059b  mov     qword ptr [rbp+0x100],1
  0005a6  mov     [rbp+0xa8],rsi
  0005ad  mov     qword ptr [rbp+0x140],1
  0005b8  mov     [rbp+0xb0],r8
  0005bf  mov     qword ptr [rbp+0x148],1
  0005ca  mov     rax,9
  0005d4  jmp     0x0000000000000016
  0005d9  sub     r15,rdi
  0005dc  mov     qword ptr [rbp+0x30],0x22
  0005e7  mov     qword ptr [rbp+0xc8],1
  0005f2  mov     [rbp+0x50],r15
  0005f9  mov     qword ptr [rbp+0xe8],1
  000604  mov     [rbp+0x58],rsi
  00060b  mov     qword ptr [rbp+0xf0],1
  000616  mov     [rbp+0x68],r8
  00061d  mov     qword ptr [rbp+0x100],1
  000628  mov     [rbp+0xa8],r15
  00062f  mov     qword ptr [rbp+0x140],1
  00063a  mov     [rbp+0xb0],rdi
  000641  mov     qword ptr [rbp+0x148],1
  00064c  mov     rax,0xa
  000656  jmp     0x0000000000000016

; T1: 769 bytes
; v0:list = input bytecode
  000660  cmp     qword ptr [rbp+0xc0],3
  00066b  jne     0x00000000000007f7
  000671  mov     rbx,[rbp+0x28]
; v1:int = input pc
  000678  cmp     qword ptr [rbp+0xc8],1
  000683  jne     0x00000000000007f7
  000689  mov     r12,[rbp+0x30]
; v2:int = input r0
  000690  cmp     qword ptr [rbp+0xd0],1
  00069b  jne     0x00000000000007f7
  0006a1  mov     r13,[rbp+0x38]
; v3:int = input r1
  0006a8  cmp     qword ptr [rbp+0xe0],1
  0006b3  jne     0x00000000000007f7
  0006b9  mov     r14,[rbp+0x48]
; v4:int = input r2
  0006c0  cmp     qword ptr [rbp+0xe8],1
  0006cb  jne     0x00000000000007f7
; v5:int = input r3
  0006d1  cmp     qword ptr [rbp+0xf0],1
  0006dc  jne     0x00000000000007f7
; v6:int = input r4
  0006e2  cmp     qword ptr [rbp+0xf8],1
  0006ed  jne     0x00000000000007f7
  0006f3  mov     r15,[rbp+0x60]
; v7:int = input r5
  0006fa  cmp     qword ptr [rbp+0x100],1
  000705  jne     0x00000000000007f7
; v8:int = input x
  00070b  cmp     qword ptr [rbp+0x140],1
  000716  jne     0x00000000000007f7
  00071c  mov     rsi,[rbp+0xa8]
; guard_true v8 => jump_if_x/0 (0) {}
  000723  test    rsi,rsi
  000726  je      0x0000000000000806
; v10:int = add v1, 2 => jump_taken/0 (1) {}
  00072c  add     r12,2
  000733  jo      0x0000000000000815
; v11:int = readlist v0, v10 => jump_taken/1 (1) {i=v10}
  000739  cmp     r12,[rbx]
  000741  jae     0x000000000000082b
  000747  mov     rax,[rbx+8]
  00074f  cmp     byte ptr [rax+r12],1
  000754  jne     0x000000000000082b
  00075a  mov     rax,[rbx+0x10]
  000762  mov     r12,[rax+r12*8]
; guard_value v0, ['load_imm', 1, 0, 'load_imm', 3, 0, 'load_imm', 4, 1, 'lt', 5, 1, 0, 'jump_if_not', 5, 46, 'load_imm', 2, 0, 'eq', 5, 2, 0, 'jump_if', 5, 40, 'mul', 5, 1, 2, 'add', 3, 3, 5, 'add', 2, 2, 4, 'jump', 19, 'add', 1, 1, 4, 'jump', 9, 'print', 3] => bytecode_loop/0 (2) {pc=v11}
  000766  mov     rax,<list k1>
  000770  cmp     rbx,rax
  000773  jne     0x000000000000084c
; guard_value v11, 40 => bytecode_loop_promote_bytecode/0 (3) {pc=v11}
  000779  cmp     r12,0x28
  000780  jne     0x000000000000087f
; v14:int = add v3, v6 => alu_add/0 (18) {pc=40, x=v3, y=v6}
  000786  add     r14,r15
  000789  jo      0x00000000000008b2
; v15:int = lt v14, v2
  00078f  cmp     r14,r13
  000792  setl    al
  000795  movzx   r13d,al
; guard_true v15 => jump_if_not_x/0 (85) {pc=13, r1=v14, r5=0, x=0}
  000799  test    r13,r13
  00079c  je      0x00000000000008fe
; jump_trace T0 => bytecode_loop/0 (100) {pc=19, r1=v14, r2=0, r5=v15}
  0007a2  mov     qword ptr [rbp+0x30],0x13
  0007ad  mov     qword ptr [rbp+0xc8],1
  0007b8  mov     [rbp+0x48],r14
  0007bf  mov     qword ptr [rbp+0xe0],1
  0007ca  mov     qword ptr [rbp+0x50],0
  0007d5  mov     qword ptr [rbp+0xe8],1
  0007e0  mov     [rbp+0x68],r13
  0007e7  mov     qword ptr [rbp+0x100],1
  0007f2  jmp     0x0000000000000030
; exits
  0007f7  mov     rax,0x1fffffffe
  000801  jmp     0x0000000000000016
  000806  mov     rax,0x100000000
  000810  jmp     0x0000000000000016
  000815  sub     r12,2
  00081c  mov     rax,0x100000001
  000826  jmp     0x0000000000000016
  00082b  mov     [rbp+0x80],r12
  000832  mov     qword ptr [rbp+0x118],1
  00083d  mov     rax,0x100000002
  000847  jmp     0x0000000000000016
  00084c  mov     [rbp+0x10],rbx
  000853  mov     qword ptr [rbp+0x18],3
  00085e  mov     [rbp+0x30],r12
  000865  mov     qword ptr [rbp+0xc8],1
  000870  mov     rax,0x100000003
  00087a  jmp     0x0000000000000016
  00087f  mov     [rbp+0x10],r12
  000886  mov     qword ptr [rbp+0x18],1
  000891  mov     [rbp+0x30],r12
  000898  mov     qword ptr [rbp+0xc8],1
  0008a3  mov     rax,0x100000004
  0008ad  jmp     0x0000000000000016
  0008b2  sub     r14,r15
  0008b5  mov     qword ptr [rbp+0x30],0x28
  0008c0  mov     qword ptr [rbp+0xc8],1
  0008cb  mov     [rbp+0xa8],r14
  0008d2  mov     qword ptr [rbp+0x140],1
  0008dd  mov     [rbp+0xb0],r15
  0008e4  mov     qword ptr [rbp+0x148],1
  0008ef  mov     rax,0x100000005
  0008f9  jmp     0x0000000000000016
  0008fe  mov     qword ptr [rbp+0x30],0xd
  000909  mov     qword ptr [rbp+0xc8],1
  000914  mov     [rbp+0x48],r14
  00091b  mov     qword ptr [rbp+0xe0],1
  000926  mov     qword ptr [rbp+0x68],0
  000931  mov     qword ptr [rbp+0x100],1
  00093c  mov     qword ptr [rbp+0xa8],0
  000947  mov     qword ptr [rbp+0x140],1
  000952  mov     rax,0x100000006
  00095c  jmp     0x0000000000000016
