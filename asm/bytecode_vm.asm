; T0: 1092 bytes
; v0:list = input bytecode
  000030  cmp     qword ptr [rbp+0xc8],3
  00003b  jne     0x000000000000019f
; v1:int = input pc
  000041  cmp     qword ptr [rbp+0xd0],1
  00004c  jne     0x000000000000019f
  000052  mov     rbx,[rbp+0x38]
; v2:int = input r0
  000059  cmp     qword ptr [rbp+0xd8],1
  000064  jne     0x000000000000019f
  00006a  mov     r12,[rbp+0x40]
; v3:int = input r1
  000071  cmp     qword ptr [rbp+0xe8],1
  00007c  jne     0x000000000000019f
  000082  mov     r13,[rbp+0x50]
; v4:int = input r2
  000089  cmp     qword ptr [rbp+0xf0],1
  000094  jne     0x000000000000019f
  00009a  mov     r14,[rbp+0x58]
; v5:int = input r3
  0000a1  cmp     qword ptr [rbp+0xf8],1
  0000ac  jne     0x000000000000019f
  0000b2  mov     r15,[rbp+0x60]
; v6:int = input r4
  0000b9  cmp     qword ptr [rbp+0x100],1
  0000c4  jne     0x000000000000019f
  0000ca  mov     rsi,[rbp+0x68]
; v7:int = input r5
  0000d1  cmp     qword ptr [rbp+0x108],1
  0000dc  jne     0x000000000000019f
  0000e2  mov     rdi,[rbp+0x70]
; guard_value v1, 19 => bytecode_loop_promote_bytecode/0 (1) {r2=v4, r3=v5, r5=v7}
  0000e9  cmp     rbx,0x13
  0000f0  jne     0x00000000000001ae
  0000f6  jmp     0x000000000000011e
  0000fb  mov     r12,[rbp+0x40]
  000102  mov     r13,[rbp+0x50]
  000109  mov     r14,[rbp+0x58]
  000110  mov     r15,[rbp+0x60]
  000117  mov     rsi,[rbp+0x68]
; v9:int = eq v4, v2
  00011e  cmp     r14,r12
  000121  sete    al
  000124  movzx   edi,al
; guard_false v9 => jump_if_x/0 (51) {pc=23, r2=v4, r3=v5, r5=1, x=1}
  000128  test    rdi,rdi
  00012b  jne     0x00000000000001e4
; v11:int = mul v3, v4 => alu_mul/0 (71) {pc=26, r2=v4, r3=v5, r5=v9, x=v3, y=v4}
  000131  mov     r11,r13
  000134  imul    r11,r14
  000138  jo      0x000000000000022d
  00013e  mov     rdi,r11
; v12:int = add v5, v11 => alu_add/0 (99) {pc=30, r2=v4, r3=v5, r5=v11, x=v5, y=v11}
  000141  add     r15,rdi
  000144  jo      0x0000000000000280
; v13:int = add v4, v6 => alu_add/0 (123) {pc=34, r2=v4, r3=v12, r5=v11, x=v4, y=v6}
  00014a  add     r14,rsi
  00014d  jo      0x00000000000002d6
; guard_steps => bytecode_loop/0 (140) {r2=v13, r3=v12, r5=v11}
; v15:int = phi r2 v13
; v16:int = phi r3 v12
; loop (140) {r2=v15, r3=v16}
  000153  nop     [rax+rax]
  00015c  nop     [rax]
; v18:int = eq v15, v2
  000160  cmp     r14,r12
  000163  sete    al
  000166  movzx   edi,al
; guard_false v18 => jump_if_x/0 (51) {pc=23, r2=v15, r3=v16, r5=1, x=1}
  00016a  test    rdi,rdi
  00016d  jne     0x000000000000032c
; v20:int = mul v3, v15 => alu_mul/0 (71) {pc=26, r2=v15, r3=v16, r5=v18, x=v3, y=v15}
  000173  mov     r11,r13
  000176  imul    r11,r14
  00017a  jo      0x0000000000000375
  000180  mov     rdi,r11
; v21:int = add v16, v20 => alu_add/0 (99) {pc=30, r2=v15, r3=v16, r5=v20, x=v16, y=v20}
  000183  add     r15,rdi
  000186  jo      0x00000000000003c8
; v22:int = add v15, v6 => alu_add/0 (123) {pc=34, r2=v15, r3=v21, r5=v20, x=v15, y=v6}
  00018c  add     r14,rsi
  00018f  jo      0x000000000000041e
; guard_steps => bytecode_loop/0 (140) {r2=v22, r3=v21, r5=v20}
; jump (140) v15 <- v22, v16 <- v21
  000195  jmp     0x0000000000000160
; body entry
  00019a  jmp     0x0000000000000160
; exits
  00019f  mov     rax,0xfffffffe
  0001a9  jmp     0x0000000000000016
  0001ae  mov     [rbp+0x10],rbx
  0001b5  mov     qword ptr [rbp+0x18],1
  0001c0  mov     [rbp+0x58],r14
  0001c7  mov     [rbp+0x60],r15
  0001ce  mov     [rbp+0x70],rdi
  0001d5  mov     rax,0
  0001df  jmp     0x0000000000000016
  0001e4  mov     qword ptr [rbp+0x38],0x17
  0001ef  mov     [rbp+0x58],r14
  0001f6  mov     [rbp+0x60],r15
  0001fd  mov     qword ptr [rbp+0x70],1
  000208  mov     qword ptr [rbp+0xb0],1
  000213  mov     qword ptr [rbp+0x148],1
  00021e  mov     rax,1
  000228  jmp     0x0000000000000016
  00022d  mov     qword ptr [rbp+0x38],0x1a
  000238  mov     [rbp+0x58],r14
  00023f  mov     [rbp+0x60],r15
  000246  mov     [rbp+0x70],rdi
  00024d  mov     [rbp+0xb0],r13
  000254  mov     qword ptr [rbp+0x148],1
  00025f  mov     [rbp+0xb8],r14
  000266  mov     qword ptr [rbp+0x150],1
  000271  mov     rax,2
  00027b  jmp     0x0000000000000016
  000280  sub     r15,rdi
  000283  mov     qword ptr [rbp+0x38],0x1e
  00028e  mov     [rbp+0x58],r14
  000295  mov     [rbp+0x60],r15
  00029c  mov     [rbp+0x70],rdi
  0002a3  mov     [rbp+0xb0],r15
  0002aa  mov     qword ptr [rbp+0x148],1
  0002b5  mov     [rbp+0xb8],rdi
  0002bc  mov     qword ptr [rbp+0x150],1
  0002c7  mov     rax,3
  0002d1  jmp     0x0000000000000016
  0002d6  sub     r14,rsi
  0002d9  mov     qword ptr [rbp+0x38],0x22
  0002e4  mov     [rbp+0x58],r14
  0002eb  mov     [rbp+0x60],r15
  0002f2  mov     [rbp+0x70],rdi
  0002f9  mov     [rbp+0xb0],r14
  000300  mov     qword ptr [rbp+0x148],1
  00030b  mov     [rbp+0xb8],rsi
  000312  mov     qword ptr [rbp+0x150],1
  00031d  mov     rax,4
  000327  jmp     0x0000000000000016
  00032c  mov     qword ptr [rbp+0x38],0x17
  000337  mov     [rbp+0x58],r14
  00033e  mov     [rbp+0x60],r15
  000345  mov     qword ptr [rbp+0x70],1
  000350  mov     qword ptr [rbp+0xb0],1
  00035b  mov     qword ptr [rbp+0x148],1
  000366  mov     rax,6
  000370  jmp     0x000000000000069a
  000375  mov     qword ptr [rbp+0x38],0x1a
  000380  mov     [rbp+0x58],r14
  000387  mov     [rbp+0x60],r15
  00038e  mov     [rbp+0x70],rdi
  000395  mov     [rbp+0xb0],r13
  00039c  mov     qword ptr [rbp+0x148],1
  0003a7  mov     [rbp+0xb8],r14
  0003ae  mov     qword ptr [rbp+0x150],1
  0003b9  mov     rax,7
  0003c3  jmp     0x0000000000000016
  0003c8  sub     r15,rdi
  0003cb  mov     qword ptr [rbp+0x38],0x1e
  0003d6  mov     [rbp+0x58],r14
  0003dd  mov     [rbp+0x60],r15
  0003e4  mov     [rbp+0x70],rdi
  0003eb  mov     [rbp+0xb0],r15
  0003f2  mov     qword ptr [rbp+0x148],1
  0003fd  mov     [rbp+0xb8],rdi
  000404  mov     qword ptr [rbp+0x150],1
  00040f  mov     rax,8
  000419  jmp     0x0000000000000016
  00041e  sub     r14,rsi
  000421  mov     qword ptr [rbp+0x38],0x22
  00042c  mov     [rbp+0x58],r14
  000433  mov     [rbp+0x60],r15
  00043a  mov     [rbp+0x70],rdi
  000441  mov     [rbp+0xb0],r14
  000448  mov     qword ptr [rbp+0x148],1
  000453  mov     [rbp+0xb8],rsi
  00045a  mov     qword ptr [rbp+0x150],1
  000465  mov     rax,9
  00046f  jmp     0x0000000000000016

; T1: 384 bytes
; v0:list = input bytecode
  000480  cmp     qword ptr [rbp+0xc8],3
  00048b  jne     0x0000000000000595
; v1:int = input pc
  000491  cmp     qword ptr [rbp+0xd0],1
  00049c  jne     0x0000000000000595
  0004a2  mov     rbx,[rbp+0x38]
; v2:int = input r0
  0004a9  cmp     qword ptr [rbp+0xd8],1
  0004b4  jne     0x0000000000000595
  0004ba  mov     r12,[rbp+0x40]
; v3:int = input r1
  0004c1  cmp     qword ptr [rbp+0xe8],1
  0004cc  jne     0x0000000000000595
  0004d2  mov     r13,[rbp+0x50]
; v4:int = input r2
  0004d9  cmp     qword ptr [rbp+0xf0],1
  0004e4  jne     0x0000000000000595
; v5:int = input r3
  0004ea  cmp     qword ptr [rbp+0xf8],1
  0004f5  jne     0x0000000000000595
; v6:int = input r4
  0004fb  cmp     qword ptr [rbp+0x100],1
  000506  jne     0x0000000000000595
; v7:int = input r5
  00050c  cmp     qword ptr [rbp+0x108],1
  000517  jne     0x0000000000000595
; guard_value v1, 9 => bytecode_loop_promote_bytecode/0 (1) {}
  00051d  cmp     rbx,9
  000524  jne     0x00000000000005a4
  00052a  jmp     0x000000000000053d
  00052f  mov     r12,[rbp+0x40]
  000536  mov     r13,[rbp+0x50]
; v9:int = lt v3, v2
  00053d  cmp     r13,r12
  000540  setl    al
  000543  movzx   r13d,al
; guard_true v9 => jump_if_not_x/0 (51) {pc=13, r5=0, x=0}
  000547  test    r13,r13
  00054a  je      0x00000000000005c5
; jump_trace T0 => bytecode_loop/0 (66) {pc=19, r2=0, r5=v9}
  000550  mov     qword ptr [rbp+0x38],0x13
  00055b  mov     qword ptr [rbp+0x58],0
  000566  mov     [rbp+0x70],r13
  00056d  mov     r12,[rbp+0x40]
  000574  mov     r13,[rbp+0x50]
  00057b  mov     rsi,[rbp+0x68]
  000582  mov     r14,0
  000589  mov     r15,[rbp+0x60]
  000590  jmp     0x000000000000019a
; exits
  000595  mov     rax,0x1fffffffe
  00059f  jmp     0x0000000000000016
  0005a4  mov     [rbp+0x10],rbx
  0005ab  mov     qword ptr [rbp+0x18],1
  0005b6  mov     rax,0x100000000
  0005c0  jmp     0x0000000000000016
  0005c5  mov     qword ptr [rbp+0x38],0xd
  0005d0  mov     qword ptr [rbp+0x70],0
  0005db  mov     qword ptr [rbp+0xb0],0
  0005e6  mov     qword ptr [rbp+0x148],1
  0005f1  mov     rax,0x100000001
  0005fb  jmp     0x0000000000000016

; T2: 476 bytes
; v0:list = input bytecode
  000600  cmp     qword ptr [rbp+0xc8],3
  00060b  jne     0x0000000000000729
; v1:int = input r0
  000611  cmp     qword ptr [rbp+0xd8],1
  00061c  jne     0x0000000000000729
  000622  mov     rbx,[rbp+0x40]
; v2:int = input r1
  000629  cmp     qword ptr [rbp+0xe8],1
  000634  jne     0x0000000000000729
  00063a  mov     r12,[rbp+0x50]
; v3:int = input r2
  000641  cmp     qword ptr [rbp+0xf0],1
  00064c  jne     0x0000000000000729
; v4:int = input r3
  000652  cmp     qword ptr [rbp+0xf8],1
  00065d  jne     0x0000000000000729
; v5:int = input r4
  000663  cmp     qword ptr [rbp+0x100],1
  00066e  jne     0x0000000000000729
  000674  mov     r13,[rbp+0x68]
  00067b  jmp     0x00000000000006af
  000680  mov     rbx,[rbp+0x40]
  000687  mov     r12,[rbp+0x50]
  00068e  mov     r13,[rbp+0x68]
  000695  jmp     0x00000000000006af
  00069a  mov     rbx,[rbp+0x40]
  0006a1  mov     r12,[rbp+0x50]
  0006a8  mov     r13,[rbp+0x68]
; v6:int = add v2, v5 => alu_add/0 (18) {pc=40, x=v2, y=v5}
  0006af  add     r12,r13
  0006b2  jo      0x0000000000000738
; v7:int = lt v6, v1
  0006b8  cmp     r12,rbx
  0006bb  setl    al
  0006be  movzx   ebx,al
; guard_true v7 => jump_if_not_x/0 (85) {pc=13, r1=v6, r5=0, x=0}
  0006c2  test    rbx,rbx
  0006c5  je      0x0000000000000784
; jump_trace T0 => bytecode_loop/0 (100) {pc=19, r1=v6, r2=0, r5=v7}
  0006cb  mov     qword ptr [rbp+0x38],0x13
  0006d6  mov     qword ptr [rbp+0xd0],1
  0006e1  mov     [rbp+0x50],r12
  0006e8  mov     qword ptr [rbp+0x58],0
  0006f3  mov     [rbp+0x70],rbx
  0006fa  mov     qword ptr [rbp+0x108],1
  000705  mov     r13,r12
  000708  mov     r12,[rbp+0x40]
  00070f  mov     rsi,[rbp+0x68]
  000716  mov     r14,0
  00071d  mov     r15,[rbp+0x60]
  000724  jmp     0x000000000000019a
; exits
  000729  mov     rax,0x2fffffffe
  000733  jmp     0x0000000000000016
  000738  sub     r12,r13
  00073b  mov     qword ptr [rbp+0x38],0x28
  000746  mov     qword ptr [rbp+0xd0],1
  000751  mov     [rbp+0xb0],r12
  000758  mov     qword ptr [rbp+0x148],1
  000763  mov     [rbp+0xb8],r13
  00076a  mov     qword ptr [rbp+0x150],1
  000775  mov     rax,0x200000000
  00077f  jmp     0x0000000000000016
  000784  mov     qword ptr [rbp+0x38],0xd
  00078f  mov     qword ptr [rbp+0xd0],1
  00079a  mov     [rbp+0x50],r12
  0007a1  mov     qword ptr [rbp+0x70],0
  0007ac  mov     qword ptr [rbp+0x108],1
  0007b7  mov     qword ptr [rbp+0xb0],0
  0007c2  mov     qword ptr [rbp+0x148],1
  0007cd  mov     rax,0x200000001
  0007d7  jmp     0x0000000000000016
