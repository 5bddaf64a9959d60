; T0: 1698 bytes
  000030  mov     qword ptr [rbp+0x18],0
  00003b  mov     rbx,[rbp+0x30]
  000042  mov     r12,[rbp+0x38]
  000049  mov     r13,[rbp+0x40]
  000050  mov     r14,[rbp+0x50]
  000057  mov     r15,[rbp+0x58]
  00005e  mov     rsi,[rbp+0x60]
  000065  mov     rdi,[rbp+0x68]
  00006c  mov     r8,[rbp+0x70]
  000073  jmp     0x0000000000000163
  000078  mov     qword ptr [rbp+0x18],0
; v0:list = input bytecode
  000083  cmp     qword ptr [rbp+0xc8],3
  00008e  jne     0x00000000000001da
  000094  mov     rbx,[rbp+0x30]
; v1:int = input pc
  00009b  cmp     qword ptr [rbp+0xd0],1
  0000a6  jne     0x00000000000001da
  0000ac  mov     r12,[rbp+0x38]
; v2:int = input r0
  0000b3  cmp     qword ptr [rbp+0xd8],1
  0000be  jne     0x00000000000001da
  0000c4  mov     r13,[rbp+0x40]
; v3:int = input r1
  0000cb  cmp     qword ptr [rbp+0xe8],1
  0000d6  jne     0x00000000000001da
  0000dc  mov     r14,[rbp+0x50]
; v4:int = input r2
  0000e3  cmp     qword ptr [rbp+0xf0],1
  0000ee  jne     0x00000000000001da
  0000f4  mov     r15,[rbp+0x58]
; v5:int = input r3
  0000fb  cmp     qword ptr [rbp+0xf8],1
  000106  jne     0x00000000000001da
  00010c  mov     rsi,[rbp+0x60]
; v6:int = input r4
  000113  cmp     qword ptr [rbp+0x100],1
  00011e  jne     0x00000000000001da
  000124  mov     rdi,[rbp+0x68]
; v7:int = input r5
  00012b  cmp     qword ptr [rbp+0x108],1
  000136  jne     0x00000000000001da
  00013c  mov     r8,[rbp+0x70]
; guard_value v0, ['load_imm', 1, 0, 'load_imm', 3, 0, 'load_imm', 4, 1, 'lt', 5, 1, 0, 'jump_if_not', 5, 46, 'load_imm', 2, 0, 'eq', 5, 2, 0, 'jump_if', 5, 40, 'mul', 5, 1, 2, 'add', 3, 3, 5, 'add', 2, 2, 4, 'jump', 19, 'add', 1, 1, 4, 'jump', 9, 'print', 3] => bytecode_loop/0 (0) {pc=v1, r2=v4, r3=v5, r5=v7}
  000143  mov     rax,<list k0>
  00014d  cmp     rbx,rax
  000150  jne     0x00000000000001e9
; guard_value v1, 19 => bytecode_loop_promote_bytecode/0 (1) {pc=v1, r2=v4, r3=v5, r5=v7}
  000156  cmp     r12,0x13
  00015d  jne     0x0000000000000279
; v10:int = eq v4, v2
  000163  cmp     r15,r13
  000166  sete    al
  000169  movzx   r8d,al
; guard_false v10 => jump_if_x/0 (51) {pc=23, r2=v4, r3=v5, r5=1, x=1}
  00016d  test    r8,r8
  000170  jne     0x00000000000002e2
; v12:int = mul v3, v4 => alu_mul/0 (71) {pc=26, r2=v4, r3=v5, r5=v10, x=v3, y=v4}
  000176  mov     r11,r14
  000179  imul    r11,r15
  00017d  jo      0x0000000000000357
  000183  mov     r8,r11
; v13:int = add v5, v12 => alu_add/0 (99) {pc=30, r2=v4, r3=v5, r5=v12, x=v5, y=v12}
  000186  add     rsi,r8
  000189  jo      0x00000000000003d6
; v14:int = add v4, v6 => alu_add/0 (123) {pc=34, r2=v4, r3=v13, r5=v12, x=v4, y=v6}
  00018f  add     r15,rdi
  000192  jo      0x0000000000000458
; guard_steps => bytecode_loop/0 (140) {pc=19, r2=v14, r3=v13, r5=v12}
; v16:int = phi r2 v14
; v17:int = phi r3 v13
; loop (140)
  000198  nop
  000199  nop
  00019a  nop
  00019b  nop
  00019c  nop
  00019d  nop
  00019e  nop
  00019f  nop
; v19:int = eq v16, v2
  0001a0  cmp     r15,r13
  0001a3  sete    al
  0001a6  movzx   r8d,al
; guard_false v19 => jump_if_x/0 (51) {pc=23, r2=v16, r3=v17, r5=1, x=1}
  0001aa  test    r8,r8
  0001ad  jne     0x00000000000004da
; v21:int = mul v3, v16 => alu_mul/0 (71) {pc=26, r2=v16, r3=v17, r5=v19, x=v3, y=v16}
  0001b3  mov     r11,r14
  0001b6  imul    r11,r15
  0001ba  jo      0x000000000000054f
  0001c0  mov     r8,r11
; v22:int = add v17, v21 => alu_add/0 (99) {pc=30, r2=v16, r3=v17, r5=v21, x=v17, y=v21}
  0001c3  add     rsi,r8
  0001c6  jo      0x00000000000005ce
; v23:int = add v16, v6 => alu_add/0 (123) {pc=34, r2=v16, r3=v22, r5=v21, x=v16, y=v6}
  0001cc  add     r15,rdi
  0001cf  jo      0x0000000000000650
; guard_steps => bytecode_loop/0 (140) {pc=19, r2=v23, r3=v22, r5=v21}
; jump (140) v16 <- v23, v17 <- v22
  0001d5  jmp     0x00000000000001a0
; exits
  0001da  mov     rax,0xfffffffe
  0001e4  jmp     0x0000000000000016
  0001e9  mov     [rbp+0x10],rbx
  0001f0  mov     qword ptr [rbp+0x18],3
  0001fb  mov     [rbp+0x38],r12
  000202  mov     qword ptr [rbp+0xd0],1
  00020d  mov     [rbp+0x58],r15
  000214  mov     qword ptr [rbp+0xf0],1
  00021f  mov     [rbp+0x60],rsi
  000226  mov     qword ptr [rbp+0xf8],1
  000231  mov     [rbp+0x70],r8
  000238  mov     qword ptr [rbp+0x108],1
  000243  mov     rdi,[rbp+0x20]
  00024a  mov     rsi,8
  000254  mov     rdx,0
  00025e  mov     rax,<exit_lists>
  000268  call    rax
  00026a  mov     rax,0
  000274  jmp     0x0000000000000016
  000279  mov     [rbp+0x10],r12
  000280  mov     qword ptr [rbp+0x18],1
  00028b  mov     [rbp+0x38],r12
  000292  mov     qword ptr [rbp+0xd0],1
  00029d  mov     [rbp+0x58],r15
  0002a4  mov     qword ptr [rbp+0xf0],1
  0002af  mov     [rbp+0x60],rsi
  0002b6  mov     qword ptr [rbp+0xf8],1
  0002c1  mov     [rbp+0x70],r8
  0002c8  mov     qword ptr [rbp+0x108],1
  0002d3  mov     rax,1
  0002dd  jmp     0x0000000000000016
  0002e2  mov     qword ptr [rbp+0x38],0x17
  0002ed  mov     qword ptr [rbp+0xd0],1
  0002f8  mov     [rbp+0x58],r15
  0002ff  mov     qword ptr [rbp+0xf0],1
  00030a  mov     [rbp+0x60],rsi
  000311  mov     qword ptr [rbp+0xf8],1
  00031c  mov     qword ptr [rbp+0x70],1
  000327  mov     qword ptr [rbp+0x108],1
  000332  mov     qword ptr [rbp+0xb0],1
  00033d  mov     qword ptr [rbp+0x148],1
  000348  mov     rax,2
  000352  jmp     0x0000000000000016
  000357  mov     qword ptr [rbp+0x38],0x1a
  000362  mov     qword ptr [rbp+0xd0],1
  00036d  mov     [rbp+0x58],r15
  000374  mov     qword ptr [rbp+0xf0],1
  00037f  mov     [rbp+0x60],rsi
  000386  mov     qword ptr [rbp+0xf8],1
  000391  mov     [rbp+0x70],r8
  000398  mov     qword ptr [rbp+0x108],1
  0003a3  mov     [rbp+0xb0],r14
  0003aa  mov     qword ptr [rbp+0x148],1
  0003b5  mov     [rbp+0xb8],r15
  0003bc  mov     qword ptr [rbp+0x150],1
  0003c7  mov     rax,3
  0003d1  jmp     0x0000000000000016
  0003d6  sub     rsi,r8
  0003d9  mov     qword ptr [rbp+0x38],0x1e
  0003e4  mov     qword ptr [rbp+0xd0],1
  0003ef  mov     [rbp+0x58],r15
  0003f6  mov     qword ptr [rbp+0xf0],1
  000401  mov     [rbp+0x60],rsi
  000408  mov     qword ptr [rbp+0xf8],1
  000413  mov     [rbp+0x70],r8
  00041a  mov     qword ptr [rbp+0x108],1
  000425  mov     [rbp+0xb0],rsi
  00042c  mov     qword ptr [rbp+0x148],1
  000437  mov     [rbp+0xb8],r8
  00043e  mov     qword ptr [rbp+0x150],1
  000449  mov     rax,4
  000453  jmp     0x0000000000000016
  000458  sub     r15,rdi
  00045b  mov     qword ptr [rbp+0x38],0x22
  000466  mov     qword ptr [rbp+0xd0],1
  000471  mov     [rbp+0x58],r15
  000478  mov     qword ptr [rbp+0xf0],1
  000483  mov     [rbp+0x60],rsi
  00048a  mov     qword ptr [rbp+0xf8],1
  000495  mov     [rbp+0x70],r8
  00049c  mov     qword ptr [rbp+0x108],1
  0004a7  mov     [rbp+0xb0],r15
  0004ae  mov     qword ptr [rbp+0x148],1
  0004b9  mov     [rbp+0xb8],rdi
  0004c0  mov     qword ptr [rbp+0x150],1
  0004cb  mov     rax,5
  0004d5  jmp     0x0000000000000016
  0004da  mov     qword ptr [rbp+0x38],0x17
  0004e5  mov     qword ptr [rbp+0xd0],1
  0004f0  mov     [rbp+0x58],r15
  0004f7  mov     qword ptr [rbp+0xf0],1
  000502  mov     [rbp+0x60],rsi
  000509  mov     qword ptr [rbp+0xf8],1
  000514  mov     qword ptr [rbp+0x70],1
  00051f  mov     qword ptr [rbp+0x108],1
  00052a  mov     qword ptr [rbp+0xb0],1
  000535  mov     qword ptr [rbp+0x148],1
  000540  mov     rax,7
  00054a  jmp     0x00000000000006e0
  00054f  mov     qword ptr [rbp+0x38],0x1a
  00055a  mov     qword ptr [rbp+0xd0],1
  000565  mov     [rbp+0x58],r15
  00056c  mov     qword ptr [rbp+0xf0],1
  000577  mov     [rbp+0x60],rsi
  00057e  mov     qword ptr [rbp+0xf8],1
  000589  mov     [rbp+0x70],r8
  000590  mov     qword ptr [rbp+0x108],1
  00059b  mov     [rbp+0xb0],r14
  0005a2  mov     qword ptr [rbp+0x148],1
  0005ad  mov     [rbp+0xb8],r15
  0005b4  mov     qword ptr [rbp+0x150],1
  0005bf  mov     rax,8
  0005c9  jmp     0x0000000000000016
  0005ce  sub     rsi,r8
  0005d1  mov     qword ptr [rbp+0x38],0x1e
  0005dc  mov     qword ptr [rbp+0xd0],1
  0005e7  mov     [rbp+0x58],r15
  0005ee  mov     qword ptr [rbp+0xf0],1
  0005f9  mov     [rbp+0x60],rsi
  000600  mov     qword ptr [rbp+0xf8],1
  00060b  mov     [rbp+0x70],r8
  000612  mov     qword ptr [rbp+0x108],1
  00061d  mov     [rbp+0xb0],rsi
  000624  mov     qword ptr [rbp+0x148],1
  00062f  mov     [rbp+0xb8],r8
  000636  mov     qword ptr [rbp+0x150],1
  000641  mov     rax,9
  00064b  jmp     0x0000000000000016
  000650  sub     r15,rdi
  000653  mov     qword ptr [rbp+0x38],0x22
  00065e  mov     qword ptr [rbp+0xd0],1
  000669  mov     [rbp+0x58],r15
  000670  mov     qword ptr [rbp+0xf0],1
  00067b  mov     [rbp+0x60],rsi
  000682  mov     qword ptr [rbp+0xf8],1
  00068d  mov     [rbp+0x70],r8
  000694  mov     qword ptr [rbp+0x108],1
  00069f  mov     [rbp+0xb0],r15
  0006a6  mov     qword ptr [rbp+0x148],1
  0006b1  mov     [rbp+0xb8],rdi
  0006b8  mov     qword ptr [rbp+0x150],1
  0006c3  mov     rax,0xa
  0006cd  jmp     0x0000000000000016

; T1: 457 bytes
  0006e0  mov     qword ptr [rbp+0x18],0
  0006eb  mov     rbx,[rbp+0x40]
  0006f2  mov     r12,[rbp+0x50]
  0006f9  mov     r13,[rbp+0x68]
  000700  jmp     0x000000000000077a
  000705  mov     qword ptr [rbp+0x18],0
; v0:int = input r0
  000710  cmp     qword ptr [rbp+0xd8],1
  00071b  jne     0x00000000000007eb
  000721  mov     rbx,[rbp+0x40]
; v1:int = input r1
  000728  cmp     qword ptr [rbp+0xe8],1
  000733  jne     0x00000000000007eb
  000739  mov     r12,[rbp+0x50]
; v2:int = input r2
  000740  cmp     qword ptr [rbp+0xf0],1
  00074b  jne     0x00000000000007eb
; v3:int = input r3
  000751  cmp     qword ptr [rbp+0xf8],1
  00075c  jne     0x00000000000007eb
; v4:int = input r4
  000762  cmp     qword ptr [rbp+0x100],1
  00076d  jne     0x00000000000007eb
  000773  mov     r13,[rbp+0x68]
; v5:int = add v1, v4 => alu_add/0 (18) {pc=40, x=v1, y=v4}
  00077a  add     r12,r13
  00077d  jo      0x00000000000007fa
; v6:int = lt v5, v0
  000783  cmp     r12,rbx
  000786  setl    al
  000789  movzx   ebx,al
; guard_true v6 => jump_if_not_x/0 (85) {pc=13, r1=v5, r5=0, x=0}
  00078d  test    rbx,rbx
  000790  je      0x0000000000000846
; jump_trace T0 => bytecode_loop/0 (100) {pc=19, r1=v5, r2=0, r5=v6}
  000796  mov     qword ptr [rbp+0x38],0x13
  0007a1  mov     qword ptr [rbp+0xd0],1
  0007ac  mov     [rbp+0x50],r12
  0007b3  mov     qword ptr [rbp+0xe8],1
  0007be  mov     qword ptr [rbp+0x58],0
  0007c9  mov     qword ptr [rbp+0xf0],1
  0007d4  mov     [rbp+0x70],rbx
  0007db  mov     qword ptr [rbp+0x108],1
  0007e6  jmp     0x0000000000000030
; exits
  0007eb  mov     rax,0x1fffffffe
  0007f5  jmp     0x0000000000000016
  0007fa  sub     r12,r13
  0007fd  mov     qword ptr [rbp+0x38],0x28
  000808  mov     qword ptr [rbp+0xd0],1
  000813  mov     [rbp+0xb0],r12
  00081a  mov     qword ptr [rbp+0x148],1
  000825  mov     [rbp+0xb8],r13
  00082c  mov     qword ptr [rbp+0x150],1
  000837  mov     rax,0x100000000
  000841  jmp     0x0000000000000016
  000846  mov     qword ptr [rbp+0x38],0xd
  000851  mov     qword ptr [rbp+0xd0],1
  00085c  mov     [rbp+0x50],r12
  000863  mov     qword ptr [rbp+0xe8],1
  00086e  mov     qword ptr [rbp+0x70],0
  000879  mov     qword ptr [rbp+0x108],1
  000884  mov     qword ptr [rbp+0xb0],0
  00088f  mov     qword ptr [rbp+0x148],1
  00089a  mov     rax,0x100000001
  0008a4  jmp     0x0000000000000016
