; T0: 1092 bytes
; v0:list = input bytecode
  000080  cmp     qword ptr [rbp+0x168],3
  00008b  jne     0x00000000000001ef
; v1:int = input pc
  000091  cmp     qword ptr [rbp+0x170],1
  00009c  jne     0x00000000000001ef
  0000a2  mov     rbx,[rbp+0x40]
; v2:int = input r0
  0000a9  cmp     qword ptr [rbp+0x178],1
  0000b4  jne     0x00000000000001ef
  0000ba  mov     r12,[rbp+0x48]
; v3:int = input r1
  0000c1  cmp     qword ptr [rbp+0x188],1
  0000cc  jne     0x00000000000001ef
  0000d2  mov     r13,[rbp+0x58]
; v4:int = input r2
  0000d9  cmp     qword ptr [rbp+0x190],1
  0000e4  jne     0x00000000000001ef
  0000ea  mov     r14,[rbp+0x60]
; v5:int = input r3
  0000f1  cmp     qword ptr [rbp+0x198],1
  0000fc  jne     0x00000000000001ef
  000102  mov     r15,[rbp+0x68]
; v6:int = input r4
  000109  cmp     qword ptr [rbp+0x1a0],1
  000114  jne     0x00000000000001ef
  00011a  mov     rsi,[rbp+0x70]
; v7:int = input r5
  000121  cmp     qword ptr [rbp+0x1a8],1
  00012c  jne     0x00000000000001ef
  000132  mov     rdi,[rbp+0x78]
; guard_value v1, 19 => bytecode_loop_promote_bytecode/0 (1) {r2=v4, r3=v5, r5=v7}
  000139  cmp     rbx,0x13
  000140  jne     0x00000000000001fe
  000146  jmp     0x000000000000016e
  00014b  mov     r12,[rbp+0x48]
  000152  mov     r13,[rbp+0x58]
  000159  mov     r14,[rbp+0x60]
  000160  mov     r15,[rbp+0x68]
  000167  mov     rsi,[rbp+0x70]
; v9:int = eq v4, v2
  00016e  cmp     r14,r12
  000171  sete    al
  000174  movzx   edi,al
; guard_false v9 => jump_if_x/0 (51) {pc=23, r2=v4, r3=v5, r5=1, x=1}
  000178  test    rdi,rdi
  00017b  jne     0x0000000000000234
; v11:int = mul v3, v4 => alu_mul/0 (71) {pc=26, r2=v4, r3=v5, r5=v9, x=v3, y=v4}
  000181  mov     r11,r13
  000184  imul    r11,r14
  000188  jo      0x000000000000027d
  00018e  mov     rdi,r11
; v12:int = add v5, v11 => alu_add/0 (99) {pc=30, r2=v4, r3=v5, r5=v11, x=v5, y=v11}
  000191  add     r15,rdi
  000194  jo      0x00000000000002d0
; v13:int = add v4, v6 => alu_add/0 (123) {pc=34, r2=v4, r3=v12, r5=v11, x=v4, y=v6}
  00019a  add     r14,rsi
  00019d  jo      0x0000000000000326
; guard_steps => bytecode_loop/0 (140) {r2=v13, r3=v12, r5=v11}
; v15:int = phi r2 v13
; v16:int = phi r3 v12
; loop (140) {r2=v15, r3=v16}
  0001a3  nop     [rax+rax]
  0001ac  nop     [rax]
; v18:int = eq v15, v2
  0001b0  cmp     r14,r12
  0001b3  sete    al
  0001b6  movzx   edi,al
; guard_false v18 => jump_if_x/0 (51) {pc=23, r2=v15, r3=v16, r5=1, x=1}
  0001ba  test    rdi,rdi
  0001bd  jne     0x000000000000037c
; v20:int = mul v3, v15 => alu_mul/0 (71) {pc=26, r2=v15, r3=v16, r5=v18, x=v3, y=v15}
  0001c3  mov     r11,r13
  0001c6  imul    r11,r14
  0001ca  jo      0x00000000000003c5
  0001d0  mov     rdi,r11
; v21:int = add v16, v20 => alu_add/0 (99) {pc=30, r2=v15, r3=v16, r5=v20, x=v16, y=v20}
  0001d3  add     r15,rdi
  0001d6  jo      0x0000000000000418
; v22:int = add v15, v6 => alu_add/0 (123) {pc=34, r2=v15, r3=v21, r5=v20, x=v15, y=v6}
  0001dc  add     r14,rsi
  0001df  jo      0x000000000000046e
; guard_steps => bytecode_loop/0 (140) {r2=v22, r3=v21, r5=v20}
; jump (140) v15 <- v22, v16 <- v21
  0001e5  jmp     0x00000000000001b0
; body entry
  0001ea  jmp     0x00000000000001b0
; exits
  0001ef  mov     rax,0xfffffffe
  0001f9  jmp     0x0000000000000027
  0001fe  mov     [rbp+0x10],rbx
  000205  mov     qword ptr [rbp+0x18],1
  000210  mov     [rbp+0x60],r14
  000217  mov     [rbp+0x68],r15
  00021e  mov     [rbp+0x78],rdi
  000225  mov     rax,0
  00022f  jmp     0x0000000000000027
  000234  mov     qword ptr [rbp+0x40],0x17
  00023f  mov     [rbp+0x60],r14
  000246  mov     [rbp+0x68],r15
  00024d  mov     qword ptr [rbp+0x78],1
  000258  mov     qword ptr [rbp+0xb8],1
  000263  mov     qword ptr [rbp+0x1e8],1
  00026e  mov     rax,1
  000278  jmp     0x0000000000000027
  00027d  mov     qword ptr [rbp+0x40],0x1a
  000288  mov     [rbp+0x60],r14
  00028f  mov     [rbp+0x68],r15
  000296  mov     [rbp+0x78],rdi
  00029d  mov     [rbp+0xb8],r13
  0002a4  mov     qword ptr [rbp+0x1e8],1
  0002af  mov     [rbp+0xc0],r14
  0002b6  mov     qword ptr [rbp+0x1f0],1
  0002c1  mov     rax,2
  0002cb  jmp     0x0000000000000027
  0002d0  sub     r15,rdi
  0002d3  mov     qword ptr [rbp+0x40],0x1e
  0002de  mov     [rbp+0x60],r14
  0002e5  mov     [rbp+0x68],r15
  0002ec  mov     [rbp+0x78],rdi
  0002f3  mov     [rbp+0xb8],r15
  0002fa  mov     qword ptr [rbp+0x1e8],1
  000305  mov     [rbp+0xc0],rdi
  00030c  mov     qword ptr [rbp+0x1f0],1
  000317  mov     rax,3
  000321  jmp     0x0000000000000027
  000326  sub     r14,rsi
  000329  mov     qword ptr [rbp+0x40],0x22
  000334  mov     [rbp+0x60],r14
  00033b  mov     [rbp+0x68],r15
  000342  mov     [rbp+0x78],rdi
  000349  mov     [rbp+0xb8],r14
  000350  mov     qword ptr [rbp+0x1e8],1
  00035b  mov     [rbp+0xc0],rsi
  000362  mov     qword ptr [rbp+0x1f0],1
  00036d  mov     rax,4
  000377  jmp     0x0000000000000027
  00037c  mov     qword ptr [rbp+0x40],0x17
  000387  mov     [rbp+0x60],r14
  00038e  mov     [rbp+0x68],r15
  000395  mov     qword ptr [rbp+0x78],1
  0003a0  mov     qword ptr [rbp+0xb8],1
  0003ab  mov     qword ptr [rbp+0x1e8],1
  0003b6  mov     rax,6
  0003c0  jmp     0x00000000000006ea
  0003c5  mov     qword ptr [rbp+0x40],0x1a
  0003d0  mov     [rbp+0x60],r14
  0003d7  mov     [rbp+0x68],r15
  0003de  mov     [rbp+0x78],rdi
  0003e5  mov     [rbp+0xb8],r13
  0003ec  mov     qword ptr [rbp+0x1e8],1
  0003f7  mov     [rbp+0xc0],r14
  0003fe  mov     qword ptr [rbp+0x1f0],1
  000409  mov     rax,7
  000413  jmp     0x0000000000000027
  000418  sub     r15,rdi
  00041b  mov     qword ptr [rbp+0x40],0x1e
  000426  mov     [rbp+0x60],r14
  00042d  mov     [rbp+0x68],r15
  000434  mov     [rbp+0x78],rdi
  00043b  mov     [rbp+0xb8],r15
  000442  mov     qword ptr [rbp+0x1e8],1
  00044d  mov     [rbp+0xc0],rdi
  000454  mov     qword ptr [rbp+0x1f0],1
  00045f  mov     rax,8
  000469  jmp     0x0000000000000027
  00046e  sub     r14,rsi
  000471  mov     qword ptr [rbp+0x40],0x22
  00047c  mov     [rbp+0x60],r14
  000483  mov     [rbp+0x68],r15
  00048a  mov     [rbp+0x78],rdi
  000491  mov     [rbp+0xb8],r14
  000498  mov     qword ptr [rbp+0x1e8],1
  0004a3  mov     [rbp+0xc0],rsi
  0004aa  mov     qword ptr [rbp+0x1f0],1
  0004b5  mov     rax,9
  0004bf  jmp     0x0000000000000027

; T1: 384 bytes
; v0:list = input bytecode
  0004d0  cmp     qword ptr [rbp+0x168],3
  0004db  jne     0x00000000000005e5
; v1:int = input pc
  0004e1  cmp     qword ptr [rbp+0x170],1
  0004ec  jne     0x00000000000005e5
  0004f2  mov     rbx,[rbp+0x40]
; v2:int = input r0
  0004f9  cmp     qword ptr [rbp+0x178],1
  000504  jne     0x00000000000005e5
  00050a  mov     r12,[rbp+0x48]
; v3:int = input r1
  000511  cmp     qword ptr [rbp+0x188],1
  00051c  jne     0x00000000000005e5
  000522  mov     r13,[rbp+0x58]
; v4:int = input r2
  000529  cmp     qword ptr [rbp+0x190],1
  000534  jne     0x00000000000005e5
; v5:int = input r3
  00053a  cmp     qword ptr [rbp+0x198],1
  000545  jne     0x00000000000005e5
; v6:int = input r4
  00054b  cmp     qword ptr [rbp+0x1a0],1
  000556  jne     0x00000000000005e5
; v7:int = input r5
  00055c  cmp     qword ptr [rbp+0x1a8],1
  000567  jne     0x00000000000005e5
; guard_value v1, 9 => bytecode_loop_promote_bytecode/0 (1) {}
  00056d  cmp     rbx,9
  000574  jne     0x00000000000005f4
  00057a  jmp     0x000000000000058d
  00057f  mov     r12,[rbp+0x48]
  000586  mov     r13,[rbp+0x58]
; v9:int = lt v3, v2
  00058d  cmp     r13,r12
  000590  setl    al
  000593  movzx   r13d,al
; guard_true v9 => jump_if_not_x/0 (51) {pc=13, r5=0, x=0}
  000597  test    r13,r13
  00059a  je      0x0000000000000615
; jump_trace T0 => bytecode_loop/0 (66) {pc=19, r2=0, r5=v9}
  0005a0  mov     qword ptr [rbp+0x40],0x13
  0005ab  mov     qword ptr [rbp+0x60],0
  0005b6  mov     [rbp+0x78],r13
  0005bd  mov     r12,[rbp+0x48]
  0005c4  mov     r13,[rbp+0x58]
  0005cb  mov     rsi,[rbp+0x70]
  0005d2  mov     r14,0
  0005d9  mov     r15,[rbp+0x68]
  0005e0  jmp     0x00000000000001ea
; exits
  0005e5  mov     rax,0x1fffffffe
  0005ef  jmp     0x0000000000000027
  0005f4  mov     [rbp+0x10],rbx
  0005fb  mov     qword ptr [rbp+0x18],1
  000606  mov     rax,0x100000000
  000610  jmp     0x0000000000000027
  000615  mov     qword ptr [rbp+0x40],0xd
  000620  mov     qword ptr [rbp+0x78],0
  00062b  mov     qword ptr [rbp+0xb8],0
  000636  mov     qword ptr [rbp+0x1e8],1
  000641  mov     rax,0x100000001
  00064b  jmp     0x0000000000000027

; T2: 476 bytes
; v0:list = input bytecode
  000650  cmp     qword ptr [rbp+0x168],3
  00065b  jne     0x0000000000000779
; v1:int = input r0
  000661  cmp     qword ptr [rbp+0x178],1
  00066c  jne     0x0000000000000779
  000672  mov     rbx,[rbp+0x48]
; v2:int = input r1
  000679  cmp     qword ptr [rbp+0x188],1
  000684  jne     0x0000000000000779
  00068a  mov     r12,[rbp+0x58]
; v3:int = input r2
  000691  cmp     qword ptr [rbp+0x190],1
  00069c  jne     0x0000000000000779
; v4:int = input r3
  0006a2  cmp     qword ptr [rbp+0x198],1
  0006ad  jne     0x0000000000000779
; v5:int = input r4
  0006b3  cmp     qword ptr [rbp+0x1a0],1
  0006be  jne     0x0000000000000779
  0006c4  mov     r13,[rbp+0x70]
  0006cb  jmp     0x00000000000006ff
  0006d0  mov     rbx,[rbp+0x48]
  0006d7  mov     r12,[rbp+0x58]
  0006de  mov     r13,[rbp+0x70]
  0006e5  jmp     0x00000000000006ff
  0006ea  mov     rbx,[rbp+0x48]
  0006f1  mov     r12,[rbp+0x58]
  0006f8  mov     r13,[rbp+0x70]
; v6:int = add v2, v5 => alu_add/0 (18) {pc=40, x=v2, y=v5}
  0006ff  add     r12,r13
  000702  jo      0x0000000000000788
; v7:int = lt v6, v1
  000708  cmp     r12,rbx
  00070b  setl    al
  00070e  movzx   ebx,al
; guard_true v7 => jump_if_not_x/0 (85) {pc=13, r1=v6, r5=0, x=0}
  000712  test    rbx,rbx
  000715  je      0x00000000000007d4
; jump_trace T0 => bytecode_loop/0 (100) {pc=19, r1=v6, r2=0, r5=v7}
  00071b  mov     qword ptr [rbp+0x40],0x13
  000726  mov     qword ptr [rbp+0x170],1
  000731  mov     [rbp+0x58],r12
  000738  mov     qword ptr [rbp+0x60],0
  000743  mov     [rbp+0x78],rbx
  00074a  mov     qword ptr [rbp+0x1a8],1
  000755  mov     r13,r12
  000758  mov     r12,[rbp+0x48]
  00075f  mov     rsi,[rbp+0x70]
  000766  mov     r14,0
  00076d  mov     r15,[rbp+0x68]
  000774  jmp     0x00000000000001ea
; exits
  000779  mov     rax,0x2fffffffe
  000783  jmp     0x0000000000000027
  000788  sub     r12,r13
  00078b  mov     qword ptr [rbp+0x40],0x28
  000796  mov     qword ptr [rbp+0x170],1
  0007a1  mov     [rbp+0xb8],r12
  0007a8  mov     qword ptr [rbp+0x1e8],1
  0007b3  mov     [rbp+0xc0],r13
  0007ba  mov     qword ptr [rbp+0x1f0],1
  0007c5  mov     rax,0x200000000
  0007cf  jmp     0x0000000000000027
  0007d4  mov     qword ptr [rbp+0x40],0xd
  0007df  mov     qword ptr [rbp+0x170],1
  0007ea  mov     [rbp+0x58],r12
  0007f1  mov     qword ptr [rbp+0x78],0
  0007fc  mov     qword ptr [rbp+0x1a8],1
  000807  mov     qword ptr [rbp+0xb8],0
  000812  mov     qword ptr [rbp+0x1e8],1
  00081d  mov     rax,0x200000001
  000827  jmp     0x0000000000000027
