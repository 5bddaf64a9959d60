; T0: 1201 bytes
; v0:list = input bytecode
  000030  cmp     qword ptr [rbp+0xc8],3
  00003b  jne     0x00000000000001af
  000041  mov     rbx,[rbp+0x30]
; v1:int = input pc
  000048  cmp     qword ptr [rbp+0xd0],1
  000053  jne     0x00000000000001af
  000059  mov     r12,[rbp+0x38]
; v2:int = input r0
  000060  cmp     qword ptr [rbp+0xd8],1
  00006b  jne     0x00000000000001af
  000071  mov     r13,[rbp+0x40]
; v3:int = input r1
  000078  cmp     qword ptr [rbp+0xe8],1
  000083  jne     0x00000000000001af
  000089  mov     r14,[rbp+0x50]
; v4:int = input r2
  000090  cmp     qword ptr [rbp+0xf0],1
  00009b  jne     0x00000000000001af
  0000a1  mov     r15,[rbp+0x58]
; v5:int = input r3
  0000a8  cmp     qword ptr [rbp+0xf8],1
  0000b3  jne     0x00000000000001af
  0000b9  mov     rsi,[rbp+0x60]
; v6:int = input r4
  0000c0  cmp     qword ptr [rbp+0x100],1
  0000cb  jne     0x00000000000001af
  0000d1  mov     rdi,[rbp+0x68]
; v7:int = input r5
  0000d8  cmp     qword ptr [rbp+0x108],1
  0000e3  jne     0x00000000000001af
  0000e9  mov     r8,[rbp+0x70]
; guard_value v0, ['load_imm', 1, 0, 'load_imm', 3, 0, 'load_imm', 4, 1, 'lt', 5, 1, 0, 'jump_if_not', 5, 46, 'load_imm', 2, 0, 'eq', 5, 2, 0, 'jump_if', 5, 40, 'mul', 5, 1, 2, 'add', 3, 3, 5, 'add', 2, 2, 4, 'jump', 19, 'add', 1, 1, 4, 'jump', 9, 'print', 3] => bytecode_loop/0 (0) {r2=v4, r3=v5, r5=v7}
  0000f0  mov     rax,<list k0>
  0000fa  cmp     rbx,rax
  0000fd  jne     0x00000000000001be
; guard_value v1, 19 => bytecode_loop_promote_bytecode/0 (1) {r2=v4, r3=v5, r5=v7}
  000103  cmp     r12,0x13
  00010a  jne     0x000000000000021b
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
  000145  jne     0x0000000000000251
; v12:int = mul v3, v4 => alu_mul/0 (71) {pc=26, r2=v4, r3=v5, r5=v10, x=v3, y=v4}
  00014b  mov     r11,r14
  00014e  imul    r11,r15
  000152  jo      0x000000000000029a
  000158  mov     r8,r11
; v13:int = add v5, v12 => alu_add/0 (99) {pc=30, r2=v4, r3=v5, r5=v12, x=v5, y=v12}
  00015b  add     rsi,r8
  00015e  jo      0x00000000000002ed
; v14:int = add v4, v6 => alu_add/0 (123) {pc=34, r2=v4, r3=v13, r5=v12, x=v4, y=v6}
  000164  add     r15,rdi
  000167  jo      0x0000000000000343
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
  00017d  jne     0x0000000000000399
; v21:int = mul v3, v16 => alu_mul/0 (71) {pc=26, r2=v16, r3=v17, r5=v19, x=v3, y=v16}
  000183  mov     r11,r14
  000186  imul    r11,r15
  00018a  jo      0x00000000000003e2
  000190  mov     r8,r11
; v22:int = add v17, v21 => alu_add/0 (99) {pc=30, r2=v16, r3=v17, r5=v21, x=v17, y=v21}
  000193  add     rsi,r8
  000196  jo      0x0000000000000435
; v23:int = add v16, v6 => alu_add/0 (123) {pc=34, r2=v16, r3=v22, r5=v21, x=v16, y=v6}
  00019c  add     r15,rdi
  00019f  jo      0x000000000000048b
; guard_steps => bytecode_loop/0 (140) {r2=v23, r3=v22, r5=v21}
; jump (140) v16 <- v23, v17 <- v22
  0001a5  jmp     0x0000000000000170
; body entry
  0001aa  jmp     0x0000000000000170
; exits
  0001af  mov     rax,0xfffffffe
  0001b9  jmp     0x0000000000000016
  0001be  mov     [rbp+0x10],rbx
  0001c5  mov     qword ptr [rbp+0x18],3
  0001d0  mov     [rbp+0x58],r15
  0001d7  mov     [rbp+0x60],rsi
  0001de  mov     [rbp+0x70],r8
  0001e5  mov     rdi,[rbp+0x20]
  0001ec  mov     rsi,8
  0001f6  mov     rdx,0
  000200  mov     rax,<exit_lists>
  00020a  call    rax
  00020c  mov     rax,0
  000216  jmp     0x0000000000000016
  00021b  mov     [rbp+0x10],r12
  000222  mov     qword ptr [rbp+0x18],1
  00022d  mov     [rbp+0x58],r15
  000234  mov     [rbp+0x60],rsi
  00023b  mov     [rbp+0x70],r8
  000242  mov     rax,1
  00024c  jmp     0x0000000000000016
  000251  mov     qword ptr [rbp+0x38],0x17
  00025c  mov     [rbp+0x58],r15
  000263  mov     [rbp+0x60],rsi
  00026a  mov     qword ptr [rbp+0x70],1
  000275  mov     qword ptr [rbp+0xb0],1
  000280  mov     qword ptr [rbp+0x148],1
  00028b  mov     rax,2
  000295  jmp     0x0000000000000016
  00029a  mov     qword ptr [rbp+0x38],0x1a
  0002a5  mov     [rbp+0x58],r15
  0002ac  mov     [rbp+0x60],rsi
  0002b3  mov     [rbp+0x70],r8
  0002ba  mov     [rbp+0xb0],r14
  0002c1  mov     qword ptr [rbp+0x148],1
  0002cc  mov     [rbp+0xb8],r15
  0002d3  mov     qword ptr [rbp+0x150],1
  0002de  mov     rax,3
  0002e8  jmp     0x0000000000000016
  0002ed  sub     rsi,r8
  0002f0  mov     qword ptr [rbp+0x38],0x1e
  0002fb  mov     [rbp+0x58],r15
  000302  mov     [rbp+0x60],rsi
  000309  mov     [rbp+0x70],r8
  000310  mov     [rbp+0xb0],rsi
  000317  mov     qword ptr [rbp+0x148],1
  000322  mov     [rbp+0xb8],r8
  000329  mov     qword ptr [rbp+0x150],1
  000334  mov     rax,4
  00033e  jmp     0x0000000000000016
  000343  sub     r15,rdi
  000346  mov     qword ptr [rbp+0x38],0x22
  000351  mov     [rbp+0x58],r15
  000358  mov     [rbp+0x60],rsi
  00035f  mov     [rbp+0x70],r8
  000366  mov     [rbp+0xb0],r15
  00036d  mov     qword ptr [rbp+0x148],1
  000378  mov     [rbp+0xb8],rdi
  00037f  mov     qword ptr [rbp+0x150],1
  00038a  mov     rax,5
  000394  jmp     0x0000000000000016
  000399  mov     qword ptr [rbp+0x38],0x17
  0003a4  mov     [rbp+0x58],r15
  0003ab  mov     [rbp+0x60],rsi
  0003b2  mov     qword ptr [rbp+0x70],1
  0003bd  mov     qword ptr [rbp+0xb0],1
  0003c8  mov     qword ptr [rbp+0x148],1
  0003d3  mov     rax,7
  0003dd  jmp     0x0000000000000579
  0003e2  mov     qword ptr [rbp+0x38],0x1a
  0003ed  mov     [rbp+0x58],r15
  0003f4  mov     [rbp+0x60],rsi
  0003fb  mov     [rbp+0x70],r8
  000402  mov     [rbp+0xb0],r14
  000409  mov     qword ptr [rbp+0x148],1
  000414  mov     [rbp+0xb8],r15
  00041b  mov     qword ptr [rbp+0x150],1
  000426  mov     rax,8
  000430  jmp     0x0000000000000016
  000435  sub     rsi,r8
  000438  mov     qword ptr [rbp+0x38],0x1e
  000443  mov     [rbp+0x58],r15
  00044a  mov     [rbp+0x60],rsi
  000451  mov     [rbp+0x70],r8
  000458  mov     [rbp+0xb0],rsi
  00045f  mov     qword ptr [rbp+0x148],1
  00046a  mov     [rbp+0xb8],r8
  000471  mov     qword ptr [rbp+0x150],1
  00047c  mov     rax,9
  000486  jmp     0x0000000000000016
  00048b  sub     r15,rdi
  00048e  mov     qword ptr [rbp+0x38],0x22
  000499  mov     [rbp+0x58],r15
  0004a0  mov     [rbp+0x60],rsi
  0004a7  mov     [rbp+0x70],r8
  0004ae  mov     [rbp+0xb0],r15
  0004b5  mov     qword ptr [rbp+0x148],1
  0004c0  mov     [rbp+0xb8],rdi
  0004c7  mov     qword ptr [rbp+0x150],1
  0004d2  mov     rax,0xa
  0004dc  jmp     0x0000000000000016

; T1: 459 bytes
; v0:int = input r0
  0004f0  cmp     qword ptr [rbp+0xd8],1
  0004fb  jne     0x0000000000000608
  000501  mov     rbx,[rbp+0x40]
; v1:int = input r1
  000508  cmp     qword ptr [rbp+0xe8],1
  000513  jne     0x0000000000000608
  000519  mov     r12,[rbp+0x50]
; v2:int = input r2
  000520  cmp     qword ptr [rbp+0xf0],1
  00052b  jne     0x0000000000000608
; v3:int = input r3
  000531  cmp     qword ptr [rbp+0xf8],1
  00053c  jne     0x0000000000000608
; v4:int = input r4
  000542  cmp     qword ptr [rbp+0x100],1
  00054d  jne     0x0000000000000608
  000553  mov     r13,[rbp+0x68]
  00055a  jmp     0x000000000000058e
  00055f  mov     rbx,[rbp+0x40]
  000566  mov     r12,[rbp+0x50]
  00056d  mov     r13,[rbp+0x68]
  000574  jmp     0x000000000000058e
  000579  mov     rbx,[rbp+0x40]
  000580  mov     r12,[rbp+0x50]
  000587  mov     r13,[rbp+0x68]
; v5:int = add v1, v4 => alu_add/0 (18) {pc=40, x=v1, y=v4}
  00058e  add     r12,r13
  000591  jo      0x0000000000000617
; v6:int = lt v5, v0
  000597  cmp     r12,rbx
  00059a  setl    al
  00059d  movzx   ebx,al
; guard_true v6 => jump_if_not_x/0 (85) {pc=13, r1=v5, r5=0, x=0}
  0005a1  test    rbx,rbx
  0005a4  je      0x0000000000000663
; jump_trace T0 => bytecode_loop/0 (100) {pc=19, r1=v5, r2=0, r5=v6}
  0005aa  mov     qword ptr [rbp+0x38],0x13
  0005b5  mov     qword ptr [rbp+0xd0],1
  0005c0  mov     [rbp+0x50],r12
  0005c7  mov     qword ptr [rbp+0x58],0
  0005d2  mov     [rbp+0x70],rbx
  0005d9  mov     qword ptr [rbp+0x108],1
  0005e4  mov     r13,[rbp+0x40]
  0005eb  mov     r14,r12
  0005ee  mov     rdi,[rbp+0x68]
  0005f5  mov     r15,0
  0005fc  mov     rsi,[rbp+0x60]
  000603  jmp     0x00000000000001aa
; exits
  000608  mov     rax,0x1fffffffe
  000612  jmp     0x0000000000000016
  000617  sub     r12,r13
  00061a  mov     qword ptr [rbp+0x38],0x28
  000625  mov     qword ptr [rbp+0xd0],1
  000630  mov     [rbp+0xb0],r12
  000637  mov     qword ptr [rbp+0x148],1
  000642  mov     [rbp+0xb8],r13
  000649  mov     qword ptr [rbp+0x150],1
  000654  mov     rax,0x100000000
  00065e  jmp     0x0000000000000016
  000663  mov     qword ptr [rbp+0x38],0xd
  00066e  mov     qword ptr [rbp+0xd0],1
  000679  mov     [rbp+0x50],r12
  000680  mov     qword ptr [rbp+0x70],0
  00068b  mov     qword ptr [rbp+0x108],1
  000696  mov     qword ptr [rbp+0xb0],0
  0006a1  mov     qword ptr [rbp+0x148],1
  0006ac  mov     rax,0x100000001
  0006b6  jmp     0x0000000000000016
