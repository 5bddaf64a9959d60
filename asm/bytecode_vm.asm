; T0: 1108 bytes
; v0:list = input bytecode
  000080  cmp     qword ptr [rbp+0x170],3
  00008b  jne     0x00000000000001ff
; v1:int = input pc
  000091  cmp     qword ptr [rbp+0x178],1
  00009c  jne     0x00000000000001ff
  0000a2  mov     rbx,[rbp+0x48]
; v2:int = input r0
  0000a9  cmp     qword ptr [rbp+0x180],1
  0000b4  jne     0x00000000000001ff
  0000ba  mov     r12,[rbp+0x50]
; v3:int = input r1
  0000c1  cmp     qword ptr [rbp+0x190],1
  0000cc  jne     0x00000000000001ff
  0000d2  mov     r13,[rbp+0x60]
; v4:int = input r2
  0000d9  cmp     qword ptr [rbp+0x198],1
  0000e4  jne     0x00000000000001ff
  0000ea  mov     r14,[rbp+0x68]
; v5:int = input r3
  0000f1  cmp     qword ptr [rbp+0x1a0],1
  0000fc  jne     0x00000000000001ff
  000102  mov     r15,[rbp+0x70]
; v6:int = input r4
  000109  cmp     qword ptr [rbp+0x1a8],1
  000114  jne     0x00000000000001ff
  00011a  mov     rsi,[rbp+0x78]
; v7:int = input r5
  000121  cmp     qword ptr [rbp+0x1b0],1
  00012c  jne     0x00000000000001ff
  000132  mov     rdi,[rbp+0x80]
; guard_value v1, 19 => bytecode_loop_promote_bytecode/0 (1) {r2=v4, r3=v5, r5=v7}
  000139  cmp     rbx,0x13
  000140  jne     0x000000000000020e
  000146  jmp     0x000000000000016e
  00014b  mov     r12,[rbp+0x50]
  000152  mov     r13,[rbp+0x60]
  000159  mov     r14,[rbp+0x68]
  000160  mov     r15,[rbp+0x70]
  000167  mov     rsi,[rbp+0x78]
; v9:int = eq v4, v2
  00016e  cmp     r14,r12
  000171  sete    al
  000174  movzx   edi,al
; guard_false v9 => jump_if_x/0 (51) {pc=23, r2=v4, r3=v5, r5=1, x=1}
  000178  test    rdi,rdi
  00017b  jne     0x0000000000000244
; v11:int = mul v3, v4 => alu_mul/0 (71) {pc=26, r2=v4, r3=v5, r5=v9, x=v3, y=v4}
  000181  mov     r11,r13
  000184  imul    r11,r14
  000188  jo      0x000000000000028d
  00018e  mov     rdi,r11
; v12:int = add v5, v11 => alu_add/0 (99) {pc=30, r2=v4, r3=v5, r5=v11, x=v5, y=v11}
  000191  add     r15,rdi
  000194  jo      0x00000000000002e0
; v13:int = add v4, v6 => alu_add/0 (123) {pc=34, r2=v4, r3=v12, r5=v11, x=v4, y=v6}
  00019a  add     r14,rsi
  00019d  jo      0x0000000000000336
; guard_steps => bytecode_loop/0 (140) {r2=v13, r3=v12, r5=v11}
; v15:int = phi r2 v13
; v16:int = phi r3 v12
; loop (140) {r2=v15, r3=v16}
  0001a3  nop     [rax+rax]
  0001ac  nop     [rax+rax]
  0001b5  nop     [rax+rax]
  0001be  xchg    ax,ax
; v18:int = eq v15, v2
  0001c0  cmp     r14,r12
  0001c3  sete    al
  0001c6  movzx   edi,al
; guard_false v18 => jump_if_x/0 (51) {pc=23, r2=v15, r3=v16, r5=1, x=1}
  0001ca  test    rdi,rdi
  0001cd  jne     0x000000000000038c
; v20:int = mul v3, v15 => alu_mul/0 (71) {pc=26, r2=v15, r3=v16, r5=v18, x=v3, y=v15}
  0001d3  mov     r11,r13
  0001d6  imul    r11,r14
  0001da  jo      0x00000000000003d5
  0001e0  mov     rdi,r11
; v21:int = add v16, v20 => alu_add/0 (99) {pc=30, r2=v15, r3=v16, r5=v20, x=v16, y=v20}
  0001e3  add     r15,rdi
  0001e6  jo      0x0000000000000428
; v22:int = add v15, v6 => alu_add/0 (123) {pc=34, r2=v15, r3=v21, r5=v20, x=v15, y=v6}
  0001ec  add     r14,rsi
  0001ef  jo      0x000000000000047e
; guard_steps => bytecode_loop/0 (140) {r2=v22, r3=v21, r5=v20}
; jump (140) v15 <- v22, v16 <- v21
  0001f5  jmp     0x00000000000001c0
; body entry
  0001fa  jmp     0x00000000000001c0
; exits
  0001ff  mov     rax,0xfffffffe
  000209  jmp     0x0000000000000027
  00020e  mov     [rbp+0x10],rbx
  000215  mov     qword ptr [rbp+0x18],1
  000220  mov     [rbp+0x68],r14
  000227  mov     [rbp+0x70],r15
  00022e  mov     [rbp+0x80],rdi
  000235  mov     rax,0
  00023f  jmp     0x0000000000000027
  000244  mov     qword ptr [rbp+0x48],0x17
  00024f  mov     [rbp+0x68],r14
  000256  mov     [rbp+0x70],r15
  00025d  mov     qword ptr [rbp+0x80],1
  000268  mov     qword ptr [rbp+0xc0],1
  000273  mov     qword ptr [rbp+0x1f0],1
  00027e  mov     rax,1
  000288  jmp     0x0000000000000027
  00028d  mov     qword ptr [rbp+0x48],0x1a
  000298  mov     [rbp+0x68],r14
  00029f  mov     [rbp+0x70],r15
  0002a6  mov     [rbp+0x80],rdi
  0002ad  mov     [rbp+0xc0],r13
  0002b4  mov     qword ptr [rbp+0x1f0],1
  0002bf  mov     [rbp+0xc8],r14
  0002c6  mov     qword ptr [rbp+0x1f8],1
  0002d1  mov     rax,2
  0002db  jmp     0x0000000000000027
  0002e0  sub     r15,rdi
  0002e3  mov     qword ptr [rbp+0x48],0x1e
  0002ee  mov     [rbp+0x68],r14
  0002f5  mov     [rbp+0x70],r15
  0002fc  mov     [rbp+0x80],rdi
  000303  mov     [rbp+0xc0],r15
  00030a  mov     qword ptr [rbp+0x1f0],1
  000315  mov     [rbp+0xc8],rdi
  00031c  mov     qword ptr [rbp+0x1f8],1
  000327  mov     rax,3
  000331  jmp     0x0000000000000027
  000336  sub     r14,rsi
  000339  mov     qword ptr [rbp+0x48],0x22
  000344  mov     [rbp+0x68],r14
  00034b  mov     [rbp+0x70],r15
  000352  mov     [rbp+0x80],rdi
  000359  mov     [rbp+0xc0],r14
  000360  mov     qword ptr [rbp+0x1f0],1
  00036b  mov     [rbp+0xc8],rsi
  000372  mov     qword ptr [rbp+0x1f8],1
  00037d  mov     rax,4
  000387  jmp     0x0000000000000027
  00038c  mov     qword ptr [rbp+0x48],0x17
  000397  mov     [rbp+0x68],r14
  00039e  mov     [rbp+0x70],r15
  0003a5  mov     qword ptr [rbp+0x80],1
  0003b0  mov     qword ptr [rbp+0xc0],1
  0003bb  mov     qword ptr [rbp+0x1f0],1
  0003c6  mov     rax,6
  0003d0  jmp     0x000000000000075a
  0003d5  mov     qword ptr [rbp+0x48],0x1a
  0003e0  mov     [rbp+0x68],r14
  0003e7  mov     [rbp+0x70],r15
  0003ee  mov     [rbp+0x80],rdi
  0003f5  mov     [rbp+0xc0],r13
  0003fc  mov     qword ptr [rbp+0x1f0],1
  000407  mov     [rbp+0xc8],r14
  00040e  mov     qword ptr [rbp+0x1f8],1
  000419  mov     rax,7
  000423  jmp     0x0000000000000027
  000428  sub     r15,rdi
  00042b  mov     qword ptr [rbp+0x48],0x1e
  000436  mov     [rbp+0x68],r14
  00043d  mov     [rbp+0x70],r15
  000444  mov     [rbp+0x80],rdi
  00044b  mov     [rbp+0xc0],r15
  000452  mov     qword ptr [rbp+0x1f0],1
  00045d  mov     [rbp+0xc8],rdi
  000464  mov     qword ptr [rbp+0x1f8],1
  00046f  mov     rax,8
  000479  jmp     0x0000000000000027
  00047e  sub     r14,rsi
  000481  mov     qword ptr [rbp+0x48],0x22
  00048c  mov     [rbp+0x68],r14
  000493  mov     [rbp+0x70],r15
  00049a  mov     [rbp+0x80],rdi
  0004a1  mov     [rbp+0xc0],r14
  0004a8  mov     qword ptr [rbp+0x1f0],1
  0004b3  mov     [rbp+0xc8],rsi
  0004ba  mov     qword ptr [rbp+0x1f8],1
  0004c5  mov     rax,9
  0004cf  jmp     0x0000000000000027

; T1: 404 bytes
; v0:list = input bytecode
  000500  cmp     qword ptr [rbp+0x170],3
  00050b  jne     0x0000000000000629
; v1:int = input pc
  000511  cmp     qword ptr [rbp+0x178],1
  00051c  jne     0x0000000000000629
  000522  mov     rbx,[rbp+0x48]
; v2:int = input r0
  000529  cmp     qword ptr [rbp+0x180],1
  000534  jne     0x0000000000000629
  00053a  mov     r12,[rbp+0x50]
; v3:int = input r1
  000541  cmp     qword ptr [rbp+0x190],1
  00054c  jne     0x0000000000000629
  000552  mov     r13,[rbp+0x60]
; v4:int = input r2
  000559  cmp     qword ptr [rbp+0x198],1
  000564  jne     0x0000000000000629
; v5:int = input r3
  00056a  cmp     qword ptr [rbp+0x1a0],1
  000575  jne     0x0000000000000629
; v6:int = input r4
  00057b  cmp     qword ptr [rbp+0x1a8],1
  000586  jne     0x0000000000000629
; v7:int = input r5
  00058c  cmp     qword ptr [rbp+0x1b0],1
  000597  jne     0x0000000000000629
; guard_value v1, 9 => bytecode_loop_promote_bytecode/0 (1) {}
  00059d  cmp     rbx,9
  0005a4  jne     0x0000000000000638
  0005aa  jmp     0x00000000000005bd
  0005af  mov     r12,[rbp+0x50]
  0005b6  mov     r13,[rbp+0x60]
; v9:int = lt v3, v2
  0005bd  cmp     r13,r12
  0005c0  setl    al
  0005c3  movzx   r13d,al
; guard_true v9 => jump_if_not_x/0 (51) {pc=13, r5=0, x=0}
  0005c7  test    r13,r13
  0005ca  je      0x0000000000000659
; jump_trace T0 => bytecode_loop/0 (66) {pc=19, r2=0, r5=v9}
  0005d0  mov     qword ptr [rbp+0x48],0x13
  0005db  mov     qword ptr [rbp+0x68],0
  0005e6  mov     [rbp+0x80],r13
  0005ed  mov     dword ptr [rbp+0x38],2
  0005f7  mov     dword ptr [rbp+0x3c],1
  000601  mov     r12,[rbp+0x50]
  000608  mov     r13,[rbp+0x60]
  00060f  mov     rsi,[rbp+0x78]
  000616  mov     r14,0
  00061d  mov     r15,[rbp+0x70]
  000624  jmp     0x00000000000001fa
; exits
  000629  mov     rax,0x1fffffffe
  000633  jmp     0x0000000000000027
  000638  mov     [rbp+0x10],rbx
  00063f  mov     qword ptr [rbp+0x18],1
  00064a  mov     rax,0x100000000
  000654  jmp     0x0000000000000027
  000659  mov     qword ptr [rbp+0x48],0xd
  000664  mov     qword ptr [rbp+0x80],0
  00066f  mov     qword ptr [rbp+0xc0],0
  00067a  mov     qword ptr [rbp+0x1f0],1
  000685  mov     rax,0x100000001
  00068f  jmp     0x0000000000000027

; T2: 496 bytes
; v0:list = input bytecode
  0006c0  cmp     qword ptr [rbp+0x170],3
  0006cb  jne     0x00000000000007fd
; v1:int = input r0
  0006d1  cmp     qword ptr [rbp+0x180],1
  0006dc  jne     0x00000000000007fd
  0006e2  mov     rbx,[rbp+0x50]
; v2:int = input r1
  0006e9  cmp     qword ptr [rbp+0x190],1
  0006f4  jne     0x00000000000007fd
  0006fa  mov     r12,[rbp+0x60]
; v3:int = input r2
  000701  cmp     qword ptr [rbp+0x198],1
  00070c  jne     0x00000000000007fd
; v4:int = input r3
  000712  cmp     qword ptr [rbp+0x1a0],1
  00071d  jne     0x00000000000007fd
; v5:int = input r4
  000723  cmp     qword ptr [rbp+0x1a8],1
  00072e  jne     0x00000000000007fd
  000734  mov     r13,[rbp+0x78]
  00073b  jmp     0x000000000000076f
  000740  mov     rbx,[rbp+0x50]
  000747  mov     r12,[rbp+0x60]
  00074e  mov     r13,[rbp+0x78]
  000755  jmp     0x000000000000076f
  00075a  mov     rbx,[rbp+0x50]
  000761  mov     r12,[rbp+0x60]
  000768  mov     r13,[rbp+0x78]
; v6:int = add v2, v5 => alu_add/0 (18) {pc=40, x=v2, y=v5}
  00076f  add     r12,r13
  000772  jo      0x000000000000080c
; v7:int = lt v6, v1
  000778  cmp     r12,rbx
  00077b  setl    al
  00077e  movzx   ebx,al
; guard_true v7 => jump_if_not_x/0 (85) {pc=13, r1=v6, r5=0, x=0}
  000782  test    rbx,rbx
  000785  je      0x0000000000000858
; jump_trace T0 => bytecode_loop/0 (100) {pc=19, r1=v6, r2=0, r5=v7}
  00078b  mov     qword ptr [rbp+0x48],0x13
  000796  mov     qword ptr [rbp+0x178],1
  0007a1  mov     [rbp+0x60],r12
  0007a8  mov     qword ptr [rbp+0x68],0
  0007b3  mov     [rbp+0x80],rbx
  0007ba  mov     qword ptr [rbp+0x1b0],1
  0007c5  mov     dword ptr [rbp+0x38],2
  0007cf  mov     dword ptr [rbp+0x3c],2
  0007d9  mov     r13,r12
  0007dc  mov     r12,[rbp+0x50]
  0007e3  mov     rsi,[rbp+0x78]
  0007ea  mov     r14,0
  0007f1  mov     r15,[rbp+0x70]
  0007f8  jmp     0x00000000000001fa
; exits
  0007fd  mov     rax,0x2fffffffe
  000807  jmp     0x0000000000000027
  00080c  sub     r12,r13
  00080f  mov     qword ptr [rbp+0x48],0x28
  00081a  mov     qword ptr [rbp+0x178],1
  000825  mov     [rbp+0xc0],r12
  00082c  mov     qword ptr [rbp+0x1f0],1
  000837  mov     [rbp+0xc8],r13
  00083e  mov     qword ptr [rbp+0x1f8],1
  000849  mov     rax,0x200000000
  000853  jmp     0x0000000000000027
  000858  mov     qword ptr [rbp+0x48],0xd
  000863  mov     qword ptr [rbp+0x178],1
  00086e  mov     [rbp+0x60],r12
  000875  mov     qword ptr [rbp+0x80],0
  000880  mov     qword ptr [rbp+0x1b0],1
  00088b  mov     qword ptr [rbp+0xc0],0
  000896  mov     qword ptr [rbp+0x1f0],1
  0008a1  mov     rax,0x200000001
  0008ab  jmp     0x0000000000000027
