; T0: 708 bytes
; v0:list = input bytecode
  000080  cmp     qword ptr [rbp+0xc8],3
  00008b  jne     0x0000000000000179
; v1:int = input pc
  000091  cmp     qword ptr [rbp+0xd0],1
  00009c  jne     0x0000000000000179
  0000a2  mov     rbx,[rbp+0x40]
; v2:int = input r0
  0000a9  cmp     qword ptr [rbp+0xd8],1
  0000b4  jne     0x0000000000000179
  0000ba  mov     r12,[rbp+0x48]
; v3:int = input r1
  0000c1  cmp     qword ptr [rbp+0xe0],1
  0000cc  jne     0x0000000000000179
  0000d2  mov     r13,[rbp+0x50]
; v4:int = input r2
  0000d9  cmp     qword ptr [rbp+0xe8],1
  0000e4  jne     0x0000000000000179
  0000ea  mov     r14,[rbp+0x58]
; v5:int = input a
  0000f1  cmp     qword ptr [rbp+0x100],1
  0000fc  jne     0x0000000000000179
  000102  mov     r15,[rbp+0x70]
; guard_value v1, 2 => bytecode_loop_promote_bytecode/0 (1) {r0=v2, r2=v4, a=v5}
  000109  cmp     rbx,2
  000110  jne     0x0000000000000188
  000116  jmp     0x0000000000000130
  00011b  mov     r12,[rbp+0x48]
  000122  mov     r13,[rbp+0x50]
  000129  mov     r14,[rbp+0x58]
; v7:int = sub v2, 1 => op_decr_a/0 (19) {pc=4, r0=v2, r2=v4, a=v2}
  000130  sub     r12,1
  000137  jo      0x00000000000001be
; v8:int = add v4, v3 => op_add_r1_to_a/0 (45) {pc=7, r0=v7, r2=v4, a=v4}
  00013d  add     r14,r13
  000140  jo      0x00000000000001f4
; v9:int = eq v7, 0
; guard_false v9 => op_jump_if_a/3 (64) {pc=11, r0=v7, r2=v8, c=1, a=v7, target=2}
  000146  test    r12,r12
  000149  je      0x0000000000000226
; guard_steps => bytecode_loop/0 (66) {r0=v7, r2=v8, a=v7}
; v12:int = phi r0 v7
; v13:int = phi r2 v8
; loop (66) {r0=v12, r2=v13}
  00014f  nop
; v15:int = sub v12, 1 => op_decr_a/0 (19) {pc=4, r0=v12, r2=v13, a=v12}
  000150  sub     r12,1
  000157  jo      0x0000000000000281
; v16:int = add v13, v3 => op_add_r1_to_a/0 (45) {pc=7, r0=v15, r2=v13, a=v13}
  00015d  add     r14,r13
  000160  jo      0x00000000000002b7
; v17:int = eq v15, 0
; guard_false v17 => op_jump_if_a/3 (64) {pc=11, r0=v15, r2=v16, c=1, a=v15, target=2}
  000166  test    r12,r12
  000169  jne     0x0000000000000150
  00016f  jmp     0x00000000000002e9
; guard_steps => bytecode_loop/0 (66) {r0=v15, r2=v16, a=v15}
; jump (66) v12 <- v15, v13 <- v16
; body entry
  000174  jmp     0x0000000000000150
; exits
  000179  mov     rax,0xfffffffe
  000183  jmp     0x0000000000000027
  000188  mov     [rbp+0x10],rbx
  00018f  mov     qword ptr [rbp+0x18],1
  00019a  mov     [rbp+0x48],r12
  0001a1  mov     [rbp+0x58],r14
  0001a8  mov     [rbp+0x70],r15
  0001af  mov     rax,0
  0001b9  jmp     0x0000000000000027
  0001be  add     r12,1
  0001c5  mov     qword ptr [rbp+0x40],4
  0001d0  mov     [rbp+0x48],r12
  0001d7  mov     [rbp+0x58],r14
  0001de  mov     [rbp+0x70],r12
  0001e5  mov     rax,1
  0001ef  jmp     0x0000000000000027
  0001f4  sub     r14,r13
  0001f7  mov     qword ptr [rbp+0x40],7
  000202  mov     [rbp+0x48],r12
  000209  mov     [rbp+0x58],r14
  000210  mov     [rbp+0x70],r14
  000217  mov     rax,2
  000221  jmp     0x0000000000000027
  000226  mov     qword ptr [rbp+0x40],0xb
  000231  mov     [rbp+0x48],r12
  000238  mov     [rbp+0x58],r14
  00023f  mov     qword ptr [rbp+0x68],1
  00024a  mov     qword ptr [rbp+0xf8],1
  000255  mov     [rbp+0x70],r12
  00025c  mov     qword ptr [rbp+0x78],2
  000267  mov     qword ptr [rbp+0x108],1
  000272  mov     rax,3
  00027c  jmp     0x0000000000000027
  000281  add     r12,1
  000288  mov     qword ptr [rbp+0x40],4
  000293  mov     [rbp+0x48],r12
  00029a  mov     [rbp+0x58],r14
  0002a1  mov     [rbp+0x70],r12
  0002a8  mov     rax,5
  0002b2  jmp     0x0000000000000027
  0002b7  sub     r14,r13
  0002ba  mov     qword ptr [rbp+0x40],7
  0002c5  mov     [rbp+0x48],r12
  0002cc  mov     [rbp+0x58],r14
  0002d3  mov     [rbp+0x70],r14
  0002da  mov     rax,6
  0002e4  jmp     0x0000000000000027
  0002e9  mov     qword ptr [rbp+0x40],0xb
  0002f4  mov     [rbp+0x48],r12
  0002fb  mov     [rbp+0x58],r14
  000302  mov     qword ptr [rbp+0x68],1
  00030d  mov     qword ptr [rbp+0xf8],1
  000318  mov     [rbp+0x70],r12
  00031f  mov     qword ptr [rbp+0x78],2
  00032a  mov     qword ptr [rbp+0x108],1
  000335  mov     rax,7
  00033f  jmp     0x0000000000000027
