; T0: 1178 bytes
  000030  mov     qword ptr [rbp+0x18],0
; v0:list = input bytecode
  00003b  cmp     qword ptr [rbp+0x70],3
  000046  jne     0x0000000000000134
  00004c  mov     rbx,[rbp+0x28]
; v1:int = input pc
  000053  cmp     qword ptr [rbp+0x78],1
  00005e  jne     0x0000000000000134
  000064  mov     r12,[rbp+0x30]
; v2:int = input r0
  00006b  cmp     qword ptr [rbp+<exit lists 0>0],1
  000076  jne     0x0000000000000134
  00007c  mov     r13,[rbp+0x38]
; v3:int = input r1
  000083  cmp     qword ptr [rbp+<exit lists 0>8],1
  00008e  jne     0x0000000000000134
  000094  mov     r14,[rbp+0x40]
; v4:int = input r2
  00009b  cmp     qword ptr [rbp+0x90],1
  0000a6  jne     0x0000000000000134
  0000ac  mov     r15,[rbp+0x48]
; v5:int = input a
  0000b3  cmp     qword ptr [rbp+0xa8],1
  0000be  jne     0x0000000000000134
  0000c4  mov     rsi,[rbp+0x60]
; guard_value v0, ['mov_a_r0', 'mov_a_r1', 'mov_r0_a', 'decr_a', 'mov_a_r0', 'mov_r2_a', 'add_r1_to_a', 'mov_a_r2', 'mov_r0_a', 'jump_if_a', 2, 'mov_r2_a', 'return_a'] => bytecode_loop/0 (0) {pc=v1, r0=v2, r2=v4, a=v5}
  0000cb  mov     rax,<list k0>
  0000d5  cmp     rbx,rax
  0000d8  jne     0x0000000000000143
; guard_value v1, 2 => bytecode_loop_promote_bytecode/0 (1) {pc=v1, r0=v2, r2=v4, a=v5}
  0000de  cmp     r12,2
  0000e5  jne     0x00000000000001d3
; v8:int = sub v2, 1 => op_decr_a/0 (19) {pc=4, r0=v2, r2=v4, a=v2}
  0000eb  sub     r13,1
  0000f2  jo      0x000000000000023c
; v9:int = add v4, v3 => op_add_r1_to_a/0 (45) {pc=7, r0=v8, r2=v4, a=v4}
  0000f8  add     r15,r14
  0000fb  jo      0x000000000000029e
; v10:int = eq v8, 0
; guard_false v10 => op_jump_if_a/3 (64) {pc=11, r0=v8, r2=v9, c=1, a=v8, target=2}
  000101  test    r13,r13
  000104  je      0x00000000000002fc
; guard_steps => bytecode_loop/0 (66) {pc=2, r0=v8, r2=v9, a=v8}
; v13:int = phi r0 v8
; v14:int = phi r2 v9
; loop (66)
  00010a  nop
  00010b  nop
  00010c  nop
  00010d  nop
  00010e  nop
  00010f  nop
; v16:int = sub v13, 1 => op_decr_a/0 (19) {pc=4, r0=v13, r2=v14, a=v13}
  000110  sub     r13,1
  000117  jo      0x0000000000000383
; v17:int = add v14, v3 => op_add_r1_to_a/0 (45) {pc=7, r0=v16, r2=v14, a=v14}
  00011d  add     r15,r14
  000120  jo      0x00000000000003e5
; v18:int = eq v16, 0
; guard_false v18 => op_jump_if_a/3 (64) {pc=11, r0=v16, r2=v17, c=1, a=v16, target=2}
  000126  test    r13,r13
  000129  jne     0x0000000000000110
  00012f  jmp     0x0000000000000443
; guard_steps => bytecode_loop/0 (66) {pc=2, r0=v16, r2=v17, a=v16}
; jump (66) v13 <- v16, v14 <- v17
; exits
  000134  mov     rax,0xfffffffe
  00013e  jmp     0x0000000000000016
  000143  mov     [rbp+0x10],rbx
  00014a  mov     qword ptr [rbp+0x18],3
  000155  mov     [rbp+0x30],r12
  00015c  mov     qword ptr [rbp+0x78],1
  000167  mov     [rbp+0x38],r13
  00016e  mov     qword ptr [rbp+<exit lists 0>0],1
  000179  mov     [rbp+0x48],r15
  000180  mov     qword ptr [rbp+0x90],1
  00018b  mov     [rbp+0x60],rsi
  000192  mov     qword ptr [rbp+0xa8],1
  00019d  mov     rdi,[rbp+0x20]
  0001a4  mov     rsi,8
  0001ae  mov     rdx,0
  0001b8  mov     rax,<exit_lists>
  0001c2  call    rax
  0001c4  mov     rax,0
  0001ce  jmp     0x0000000000000016
  0001d3  mov     [rbp+0x10],r12
  0001da  mov     qword ptr [rbp+0x18],1
  0001e5  mov     [rbp+0x30],r12
  0001ec  mov     qword ptr [rbp+0x78],1
  0001f7  mov     [rbp+0x38],r13
  0001fe  mov     qword ptr [rbp+<exit lists 0>0],1
  000209  mov     [rbp+0x48],r15
  000210  mov     qword ptr [rbp+0x90],1
  00021b  mov     [rbp+0x60],rsi
  000222  mov     qword ptr [rbp+0xa8],1
  00022d  mov     rax,1
  000237  jmp     0x0000000000000016
  00023c  add     r13,1
  000243  mov     qword ptr [rbp+0x30],4
  00024e  mov     qword ptr [rbp+0x78],1
  000259  mov     [rbp+0x38],r13
  000260  mov     qword ptr [rbp+<exit lists 0>0],1
  00026b  mov     [rbp+0x48],r15
  000272  mov     qword ptr [rbp+0x90],1
  00027d  mov     [rbp+0x60],r13
  000284  mov     qword ptr [rbp+0xa8],1
  00028f  mov     rax,2
  000299  jmp     0x0000000000000016
  00029e  sub     r15,r14
  0002a1  mov     qword ptr [rbp+0x30],7
  0002ac  mov     qword ptr [rbp+0x78],1
  0002b7  mov     [rbp+0x38],r13
  0002be  mov     qword ptr [rbp+<exit lists 0>0],1
  0002c9  mov     [rbp+0x48],r15
  0002d0  mov     qword ptr [rbp+0x90],1
  0002db  mov     [rbp+0x60],r15
  0002e2  mov     qword ptr [rbp+0xa8],1
  0002ed  mov     rax,3
  0002f7  jmp     0x0000000000000016
  0002fc  mov     qword ptr [rbp+0x30],0xb
  000307  mov     qword ptr [rbp+0x78],1
  000312  mov     [rbp+0x38],r13
  000319  mov     qword ptr [rbp+<exit lists 0>0],1
  000324  mov     [rbp+0x48],r15
  00032b  mov     qword ptr [rbp+0x90],1
  000336  mov     qword ptr [rbp+0x58],1
  000341  mov     qword ptr [rbp+0xa0],1
  00034c  mov     [rbp+0x60],r13
  000353  mov     qword ptr [rbp+0xa8],1
  00035e  mov     qword ptr [rbp+0x68],2
  000369  mov     qword ptr [rbp+0xb0],1
  000374  mov     rax,4
  00037e  jmp     0x0000000000000016
  000383  add     r13,1
  00038a  mov     qword ptr [rbp+0x30],4
  000395  mov     qword ptr [rbp+0x78],1
  0003a0  mov     [rbp+0x38],r13
  0003a7  mov     qword ptr [rbp+<exit lists 0>0],1
  0003b2  mov     [rbp+0x48],r15
  0003b9  mov     qword ptr [rbp+0x90],1
  0003c4  mov     [rbp+0x60],r13
  0003cb  mov     qword ptr [rbp+0xa8],1
  0003d6  mov     rax,6
  0003e0  jmp     0x0000000000000016
  0003e5  sub     r15,r14
  0003e8  mov     qword ptr [rbp+0x30],7
  0003f3  mov     qword ptr [rbp+0x78],1
  0003fe  mov     [rbp+0x38],r13
  000405  mov     qword ptr [rbp+<exit lists 0>0],1
  000410  mov     [rbp+0x48],r15
  000417  mov     qword ptr [rbp+0x90],1
  000422  mov     [rbp+0x60],r15
  000429  mov     qword ptr [rbp+0xa8],1
  000434  mov     rax,7
  00043e  jmp     0x0000000000000016
  000443  mov     qword ptr [rbp+0x30],0xb
  00044e  mov     qword ptr [rbp+0x78],1
  000459  mov     [rbp+0x38],r13
  000460  mov     qword ptr [rbp+<exit lists 0>0],1
  00046b  mov     [rbp+0x48],r15
  000472  mov     qword ptr [rbp+0x90],1
  00047d  mov     qword ptr [rbp+0x58],1
  000488  mov     qword ptr [rbp+0xa0],1
  000493  mov     [rbp+0x60],r13
  00049a  mov     qword ptr [rbp+0xa8],1
  0004a5  mov     qword ptr [rbp+0x68],2
  0004b0  mov     qword ptr [rbp+0xb0],1
  0004bb  mov     rax,8
  0004c5  jmp     0x0000000000000016
