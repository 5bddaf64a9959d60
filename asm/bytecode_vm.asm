; T0: 1248 bytes
; v0:list = input bytecode
  000080  cmp     qword ptr [rbp+0x180],3
  00008b  jne     0x000000000000028b
; v1:int = input pc
  000091  cmp     qword ptr [rbp+0x188],1
  00009c  jne     0x000000000000028b
  0000a2  mov     rbx,[rbp+0x58]
; v2:int = input r0
  0000a9  cmp     qword ptr [rbp+0x190],1
  0000b4  jne     0x000000000000028b
  0000ba  mov     r12,[rbp+0x60]
; v3:int = input r1
  0000c1  cmp     qword ptr [rbp+0x1a0],1
  0000cc  jne     0x000000000000028b
  0000d2  mov     r13,[rbp+0x70]
; v4:int = input r2
  0000d9  cmp     qword ptr [rbp+0x1a8],1
  0000e4  jne     0x000000000000028b
  0000ea  mov     r14,[rbp+0x78]
; v5:int = input r3
  0000f1  cmp     qword ptr [rbp+0x1b0],1
  0000fc  jne     0x000000000000028b
  000102  mov     r15,[rbp+0x80]
; v6:int = input r4
  000109  cmp     qword ptr [rbp+0x1b8],1
  000114  jne     0x000000000000028b
  00011a  mov     rsi,[rbp+0x88]
; v7:int = input r5
  000121  cmp     qword ptr [rbp+0x1c0],1
  00012c  jne     0x000000000000028b
  000132  mov     rdi,[rbp+0x90]
; guard_value v1, 19 => bytecode_loop_promote_bytecode/0 (1) {r2=v4, r3=v5, r5=v7}
  000139  cmp     rbx,0x13
  000140  jne     0x000000000000029a
  000146  jmp     0x000000000000016e
  00014b  mov     r12,[rbp+0x60]
  000152  mov     r13,[rbp+0x70]
  000159  mov     r14,[rbp+0x78]
  000160  mov     r15,[rbp+0x80]
  000167  mov     rsi,[rbp+0x88]
; v9:int = eq v4, v2
  00016e  cmp     r14,r12
  000171  sete    al
  000174  movzx   edi,al
; guard_false v9 => jump_if_x/0 (51) {pc=23, r2=v4, r3=v5, r5=1, x=1}
  000178  test    rdi,rdi
  00017b  jne     0x00000000000002d0
; v11:int = mul v3, v4 => alu_mul/0 (71) {pc=26, r2=v4, r3=v5, r5=v9, x=v3, y=v4}
  000181  mov     r11,r13
  000184  imul    r11,r14
  000188  jo      0x0000000000000319
  00018e  mov     rdi,r11
; v12:int = add v5, v11 => alu_add/0 (99) {pc=30, r2=v4, r3=v5, r5=v11, x=v5, y=v11}
  000191  add     r15,rdi
  000194  jo      0x000000000000036c
; v13:int = add v4, v6 => alu_add/0 (123) {pc=34, r2=v4, r3=v12, r5=v11, x=v4, y=v6}
  00019a  add     r14,rsi
  00019d  jo      0x00000000000003c2
; guard_steps => bytecode_loop/0 (140) {r2=v13, r3=v12, r5=v11}
  0001a3  mov     dword ptr [rbp+0x40],1
  0001ad  nop     [rax+rax]
  0001b6  nop     [rax+rax]
  0001bf  nop     [rax+rax]
; v15:int = phi r2 v13
; v16:int = phi r3 v12
; loop (140) {r2=v15, r3=v16}
  0001c5  nop     [rax+rax]
  0001ce  nop     [rax+rax]
  0001d7  nop     [rax+rax]
  0001e0  nop     [rax+rax]
  0001e9  nop     [rax+rax]
  0001f2  nop     [rax+rax]
  0001fb  nop     [rax+rax]
; v18:int = eq v15, v2
  000200  cmp     r14,r12
  000203  sete    al
  000206  movzx   edi,al
; guard_false v18 => jump_if_x/0 (51) {pc=23, r2=v15, r3=v16, r5=1, x=1}
  00020a  test    rdi,rdi
  00020d  jne     0x0000000000000418
; v20:int = mul v3, v15 => alu_mul/0 (71) {pc=26, r2=v15, r3=v16, r5=v18, x=v3, y=v15}
  000213  mov     r11,r13
  000216  imul    r11,r14
  00021a  jo      0x0000000000000461
  000220  mov     rdi,r11
; v21:int = add v16, v20 => alu_add/0 (99) {pc=30, r2=v15, r3=v16, r5=v20, x=v16, y=v20}
  000223  add     r15,rdi
  000226  jo      0x00000000000004b4
; v22:int = add v15, v6 => alu_add/0 (123) {pc=34, r2=v15, r3=v21, r5=v20, x=v15, y=v6}
  00022c  add     r14,rsi
  00022f  jo      0x000000000000050a
; guard_steps => bytecode_loop/0 (140) {r2=v22, r3=v21, r5=v20}
  000235  nop     [rax+rax]
  00023e  nop     [rax+rax]
  000247  nop     [rax+rax]
  000250  nop     [rax]
; jump (140) v15 <- v22, v16 <- v21
  000257  jmp     0x0000000000000200
  00025c  mov     qword ptr [rbp+0x48],1
  000267  jmp     0x00000000000001c5
  00026c  mov     qword ptr [rbp+0x48],1
  000277  jmp     0x0000000000000257
; body entry
  00027c  mov     dword ptr [rbp+0x40],1
  000286  jmp     0x0000000000000200
; exits
  00028b  mov     rax,0xfffffffe
  000295  jmp     0x0000000000000027
  00029a  mov     [rbp+0x10],rbx
  0002a1  mov     qword ptr [rbp+0x18],1
  0002ac  mov     [rbp+0x78],r14
  0002b3  mov     [rbp+0x80],r15
  0002ba  mov     [rbp+0x90],rdi
  0002c1  mov     rax,0
  0002cb  jmp     0x0000000000000027
  0002d0  mov     qword ptr [rbp+0x58],0x17
  0002db  mov     [rbp+0x78],r14
  0002e2  mov     [rbp+0x80],r15
  0002e9  mov     qword ptr [rbp+0x90],1
  0002f4  mov     qword ptr [rbp+0xd0],1
  0002ff  mov     qword ptr [rbp+0x200],1
  00030a  mov     rax,1
  000314  jmp     0x0000000000000027
  000319  mov     qword ptr [rbp+0x58],0x1a
  000324  mov     [rbp+0x78],r14
  00032b  mov     [rbp+0x80],r15
  000332  mov     [rbp+0x90],rdi
  000339  mov     [rbp+0xd0],r13
  000340  mov     qword ptr [rbp+0x200],1
  00034b  mov     [rbp+0xd8],r14
  000352  mov     qword ptr [rbp+0x208],1
  00035d  mov     rax,2
  000367  jmp     0x0000000000000027
  00036c  sub     r15,rdi
  00036f  mov     qword ptr [rbp+0x58],0x1e
  00037a  mov     [rbp+0x78],r14
  000381  mov     [rbp+0x80],r15
  000388  mov     [rbp+0x90],rdi
  00038f  mov     [rbp+0xd0],r15
  000396  mov     qword ptr [rbp+0x200],1
  0003a1  mov     [rbp+0xd8],rdi
  0003a8  mov     qword ptr [rbp+0x208],1
  0003b3  mov     rax,3
  0003bd  jmp     0x0000000000000027
  0003c2  sub     r14,rsi
  0003c5  mov     qword ptr [rbp+0x58],0x22
  0003d0  mov     [rbp+0x78],r14
  0003d7  mov     [rbp+0x80],r15
  0003de  mov     [rbp+0x90],rdi
  0003e5  mov     [rbp+0xd0],r14
  0003ec  mov     qword ptr [rbp+0x200],1
  0003f7  mov     [rbp+0xd8],rsi
  0003fe  mov     qword ptr [rbp+0x208],1
  000409  mov     rax,4
  000413  jmp     0x0000000000000027
  000418  mov     qword ptr [rbp+0x58],0x17
  000423  mov     [rbp+0x78],r14
  00042a  mov     [rbp+0x80],r15
  000431  mov     qword ptr [rbp+0x90],1
  00043c  mov     qword ptr [rbp+0xd0],1
  000447  mov     qword ptr [rbp+0x200],1
  000452  mov     rax,6
  00045c  jmp     0x00000000000007da
  000461  mov     qword ptr [rbp+0x58],0x1a
  00046c  mov     [rbp+0x78],r14
  000473  mov     [rbp+0x80],r15
  00047a  mov     [rbp+0x90],rdi
  000481  mov     [rbp+0xd0],r13
  000488  mov     qword ptr [rbp+0x200],1
  000493  mov     [rbp+0xd8],r14
  00049a  mov     qword ptr [rbp+0x208],1
  0004a5  mov     rax,7
  0004af  jmp     0x0000000000000027
  0004b4  sub     r15,rdi
  0004b7  mov     qword ptr [rbp+0x58],0x1e
  0004c2  mov     [rbp+0x78],r14
  0004c9  mov     [rbp+0x80],r15
  0004d0  mov     [rbp+0x90],rdi
  0004d7  mov     [rbp+0xd0],r15
  0004de  mov     qword ptr [rbp+0x200],1
  0004e9  mov     [rbp+0xd8],rdi
  0004f0  mov     qword ptr [rbp+0x208],1
  0004fb  mov     rax,8
  000505  jmp     0x0000000000000027
  00050a  sub     r14,rsi
  00050d  mov     qword ptr [rbp+0x58],0x22
  000518  mov     [rbp+0x78],r14
  00051f  mov     [rbp+0x80],r15
  000526  mov     [rbp+0x90],rdi
  00052d  mov     [rbp+0xd0],r14
  000534  mov     qword ptr [rbp+0x200],1
  00053f  mov     [rbp+0xd8],rsi
  000546  mov     qword ptr [rbp+0x208],1
  000551  mov     rax,9
  00055b  jmp     0x0000000000000027

; T1: 404 bytes
; v0:list = input bytecode
  000580  cmp     qword ptr [rbp+0x180],3
  00058b  jne     0x00000000000006a9
; v1:int = input pc
  000591  cmp     qword ptr [rbp+0x188],1
  00059c  jne     0x00000000000006a9
  0005a2  mov     rbx,[rbp+0x58]
; v2:int = input r0
  0005a9  cmp     qword ptr [rbp+0x190],1
  0005b4  jne     0x00000000000006a9
  0005ba  mov     r12,[rbp+0x60]
; v3:int = input r1
  0005c1  cmp     qword ptr [rbp+0x1a0],1
  0005cc  jne     0x00000000000006a9
  0005d2  mov     r13,[rbp+0x70]
; v4:int = input r2
  0005d9  cmp     qword ptr [rbp+0x1a8],1
  0005e4  jne     0x00000000000006a9
; v5:int = input r3
  0005ea  cmp     qword ptr [rbp+0x1b0],1
  0005f5  jne     0x00000000000006a9
; v6:int = input r4
  0005fb  cmp     qword ptr [rbp+0x1b8],1
  000606  jne     0x00000000000006a9
; v7:int = input r5
  00060c  cmp     qword ptr [rbp+0x1c0],1
  000617  jne     0x00000000000006a9
; guard_value v1, 9 => bytecode_loop_promote_bytecode/0 (1) {}
  00061d  cmp     rbx,9
  000624  jne     0x00000000000006b8
  00062a  jmp     0x000000000000063d
  00062f  mov     r12,[rbp+0x60]
  000636  mov     r13,[rbp+0x70]
; v9:int = lt v3, v2
  00063d  cmp     r13,r12
  000640  setl    al
  000643  movzx   r13d,al
; guard_true v9 => jump_if_not_x/0 (51) {pc=13, r5=0, x=0}
  000647  test    r13,r13
  00064a  je      0x00000000000006d9
; jump_trace T0 => bytecode_loop/0 (66) {pc=19, r2=0, r5=v9}
  000650  mov     qword ptr [rbp+0x58],0x13
  00065b  mov     qword ptr [rbp+0x78],0
  000666  mov     [rbp+0x90],r13
  00066d  mov     dword ptr [rbp+0x38],2
  000677  mov     dword ptr [rbp+0x3c],1
  000681  mov     r12,[rbp+0x60]
  000688  mov     r13,[rbp+0x70]
  00068f  mov     rsi,[rbp+0x88]
  000696  mov     r14,0
  00069d  mov     r15,[rbp+0x80]
  0006a4  jmp     0x000000000000027c
; exits
  0006a9  mov     rax,0x1fffffffe
  0006b3  jmp     0x0000000000000027
  0006b8  mov     [rbp+0x10],rbx
  0006bf  mov     qword ptr [rbp+0x18],1
  0006ca  mov     rax,0x100000000
  0006d4  jmp     0x0000000000000027
  0006d9  mov     qword ptr [rbp+0x58],0xd
  0006e4  mov     qword ptr [rbp+0x90],0
  0006ef  mov     qword ptr [rbp+0xd0],0
  0006fa  mov     qword ptr [rbp+0x200],1
  000705  mov     rax,0x100000001
  00070f  jmp     0x0000000000000027

; T2: 496 bytes
; v0:list = input bytecode
  000740  cmp     qword ptr [rbp+0x180],3
  00074b  jne     0x000000000000087d
; v1:int = input r0
  000751  cmp     qword ptr [rbp+0x190],1
  00075c  jne     0x000000000000087d
  000762  mov     rbx,[rbp+0x60]
; v2:int = input r1
  000769  cmp     qword ptr [rbp+0x1a0],1
  000774  jne     0x000000000000087d
  00077a  mov     r12,[rbp+0x70]
; v3:int = input r2
  000781  cmp     qword ptr [rbp+0x1a8],1
  00078c  jne     0x000000000000087d
; v4:int = input r3
  000792  cmp     qword ptr [rbp+0x1b0],1
  00079d  jne     0x000000000000087d
; v5:int = input r4
  0007a3  cmp     qword ptr [rbp+0x1b8],1
  0007ae  jne     0x000000000000087d
  0007b4  mov     r13,[rbp+0x88]
  0007bb  jmp     0x00000000000007ef
  0007c0  mov     rbx,[rbp+0x60]
  0007c7  mov     r12,[rbp+0x70]
  0007ce  mov     r13,[rbp+0x88]
  0007d5  jmp     0x00000000000007ef
  0007da  mov     rbx,[rbp+0x60]
  0007e1  mov     r12,[rbp+0x70]
  0007e8  mov     r13,[rbp+0x88]
; v6:int = add v2, v5 => alu_add/0 (18) {pc=40, x=v2, y=v5}
  0007ef  add     r12,r13
  0007f2  jo      0x000000000000088c
; v7:int = lt v6, v1
  0007f8  cmp     r12,rbx
  0007fb  setl    al
  0007fe  movzx   ebx,al
; guard_true v7 => jump_if_not_x/0 (85) {pc=13, r1=v6, r5=0, x=0}
  000802  test    rbx,rbx
  000805  je      0x00000000000008d8
; jump_trace T0 => bytecode_loop/0 (100) {pc=19, r1=v6, r2=0, r5=v7}
  00080b  mov     qword ptr [rbp+0x58],0x13
  000816  mov     qword ptr [rbp+0x188],1
  000821  mov     [rbp+0x70],r12
  000828  mov     qword ptr [rbp+0x78],0
  000833  mov     [rbp+0x90],rbx
  00083a  mov     qword ptr [rbp+0x1c0],1
  000845  mov     dword ptr [rbp+0x38],2
  00084f  mov     dword ptr [rbp+0x3c],2
  000859  mov     r13,r12
  00085c  mov     r12,[rbp+0x60]
  000863  mov     rsi,[rbp+0x88]
  00086a  mov     r14,0
  000871  mov     r15,[rbp+0x80]
  000878  jmp     0x000000000000027c
; exits
  00087d  mov     rax,0x2fffffffe
  000887  jmp     0x0000000000000027
  00088c  sub     r12,r13
  00088f  mov     qword ptr [rbp+0x58],0x28
  00089a  mov     qword ptr [rbp+0x188],1
  0008a5  mov     [rbp+0xd0],r12
  0008ac  mov     qword ptr [rbp+0x200],1
  0008b7  mov     [rbp+0xd8],r13
  0008be  mov     qword ptr [rbp+0x208],1
  0008c9  mov     rax,0x200000000
  0008d3  jmp     0x0000000000000027
  0008d8  mov     qword ptr [rbp+0x58],0xd
  0008e3  mov     qword ptr [rbp+0x188],1
  0008ee  mov     [rbp+0x70],r12
  0008f5  mov     qword ptr [rbp+0x90],0
  000900  mov     qword ptr [rbp+0x1c0],1
  00090b  mov     qword ptr [rbp+0xd0],0
  000916  mov     qword ptr [rbp+0x200],1
  000921  mov     rax,0x200000001
  00092b  jmp     0x0000000000000027
