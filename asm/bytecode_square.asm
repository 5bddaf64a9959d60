; T0: 842 bytes
; v0:list = input bytecode
  000030  cmp     qword ptr [rbp+0x78],3
  00003b  jne     0x0000000000000144
  000041  mov     rbx,[rbp+0x30]
; v1:int = input pc
  000048  cmp     qword ptr [rbp+<exit lists 0>0],1
  000053  jne     0x0000000000000144
  000059  mov     r12,[rbp+0x38]
; v2:int = input r0
  000060  cmp     qword ptr [rbp+<exit lists 0>8],1
  00006b  jne     0x0000000000000144
  000071  mov     r13,[rbp+0x40]
; v3:int = input r1
  000078  cmp     qword ptr [rbp+0x90],1
  000083  jne     0x0000000000000144
  000089  mov     r14,[rbp+0x48]
; v4:int = input r2
  000090  cmp     qword ptr [rbp+0x98],1
  00009b  jne     0x0000000000000144
  0000a1  mov     r15,[rbp+0x50]
; v5:int = input a
  0000a8  cmp     qword ptr [rbp+0xb0],1
  0000b3  jne     0x0000000000000144
  0000b9  mov     rsi,[rbp+0x68]
; guard_value v0, ['mov_a_r0', 'mov_a_r1', 'mov_r0_a', 'decr_a', 'mov_a_r0', 'mov_r2_a', 'add_r1_to_a', 'mov_a_r2', 'mov_r0_a', 'jump_if_a', 2, 'mov_r2_a', 'return_a'] => bytecode_loop/0 (0) {pc=v1, r0=v2, r2=v4, a=v5}
  0000c0  mov     rax,<list k0>
  0000ca  cmp     rbx,rax
  0000cd  jne     0x0000000000000153
; guard_value v1, 2 => bytecode_loop_promote_bytecode/0 (1) {pc=v1, r0=v2, r2=v4, a=v5}
  0000d3  cmp     r12,2
  0000da  jne     0x00000000000001b7
  0000e0  jmp     0x00000000000000fa
  0000e5  mov     r13,[rbp+0x40]
  0000ec  mov     r14,[rbp+0x48]
  0000f3  mov     r15,[rbp+0x50]
; v8:int = sub v2, 1 => op_decr_a/0 (19) {pc=4, r0=v2, r2=v4, a=v2}
  0000fa  sub     r13,1
  000101  jo      0x00000000000001f4
; v9:int = add v4, v3 => op_add_r1_to_a/0 (45) {pc=7, r0=v8, r2=v4, a=v4}
  000107  add     r15,r14
  00010a  jo      0x000000000000022a
; v10:int = eq v8, 0
; guard_false v10 => op_jump_if_a/3 (64) {pc=11, r0=v8, r2=v9, c=1, a=v8, target=2}
  000110  test    r13,r13
  000113  je      0x000000000000025c
; guard_steps => bytecode_loop/0 (66) {pc=2, r0=v8, r2=v9, a=v8}
; v13:int = phi r0 v8
; v14:int = phi r2 v9
; loop (66)
  000119  nop
  00011a  nop
  00011b  nop
  00011c  nop
  00011d  nop
  00011e  nop
  00011f  nop
; v16:int = sub v13, 1 => op_decr_a/0 (19) {pc=4, r0=v13, r2=v14, a=v13}
  000120  sub     r13,1
  000127  jo      0x00000000000002b7
; v17:int = add v14, v3 => op_add_r1_to_a/0 (45) {pc=7, r0=v16, r2=v14, a=v14}
  00012d  add     r15,r14
  000130  jo      0x00000000000002ed
; v18:int = eq v16, 0
; guard_false v18 => op_jump_if_a/3 (64) {pc=11, r0=v16, r2=v17, c=1, a=v16, target=2}
  000136  test    r13,r13
  000139  jne     0x0000000000000120
  00013f  jmp     0x000000000000031f
; guard_steps => bytecode_loop/0 (66) {pc=2, r0=v16, r2=v17, a=v16}
; jump (66) v13 <- v16, v14 <- v17
; exits
  000144  mov     rax,0xfffffffe
  00014e  jmp     0x0000000000000016
  000153  mov     [rbp+0x10],rbx
  00015a  mov     qword ptr [rbp+0x18],3
  000165  mov     [rbp+0x38],r12
  00016c  mov     [rbp+0x40],r13
  000173  mov     [rbp+0x50],r15
  00017a  mov     [rbp+0x68],rsi
  000181  mov     rdi,[rbp+0x20]
  000188  mov     rsi,8
  000192  mov     rdx,0
  00019c  mov     rax,<exit_lists>
  0001a6  call    rax
  0001a8  mov     rax,0
  0001b2  jmp     0x0000000000000016
  0001b7  mov     [rbp+0x10],r12
  0001be  mov     qword ptr [rbp+0x18],1
  0001c9  mov     [rbp+0x38],r12
  0001d0  mov     [rbp+0x40],r13
  0001d7  mov     [rbp+0x50],r15
  0001de  mov     [rbp+0x68],rsi
  0001e5  mov     rax,1
  0001ef  jmp     0x0000000000000016
  0001f4  add     r13,1
  0001fb  mov     qword ptr [rbp+0x38],4
  000206  mov     [rbp+0x40],r13
  00020d  mov     [rbp+0x50],r15
  000214  mov     [rbp+0x68],r13
  00021b  mov     rax,2
  000225  jmp     0x0000000000000016
  00022a  sub     r15,r14
  00022d  mov     qword ptr [rbp+0x38],7
  000238  mov     [rbp+0x40],r13
  00023f  mov     [rbp+0x50],r15
  000246  mov     [rbp+0x68],r15
  00024d  mov     rax,3
  000257  jmp     0x0000000000000016
  00025c  mov     qword ptr [rbp+0x38],0xb
  000267  mov     [rbp+0x40],r13
  00026e  mov     [rbp+0x50],r15
  000275  mov     qword ptr [rbp+0x60],1
  000280  mov     qword ptr [rbp+0xa8],1
  00028b  mov     [rbp+0x68],r13
  000292  mov     qword ptr [rbp+0x70],2
  00029d  mov     qword ptr [rbp+0xb8],1
  0002a8  mov     rax,4
  0002b2  jmp     0x0000000000000016
  0002b7  add     r13,1
  0002be  mov     qword ptr [rbp+0x38],4
  0002c9  mov     [rbp+0x40],r13
  0002d0  mov     [rbp+0x50],r15
  0002d7  mov     [rbp+0x68],r13
  0002de  mov     rax,6
  0002e8  jmp     0x0000000000000016
  0002ed  sub     r15,r14
  0002f0  mov     qword ptr [rbp+0x38],7
  0002fb  mov     [rbp+0x40],r13
  000302  mov     [rbp+0x50],r15
  000309  mov     [rbp+0x68],r15
  000310  mov     rax,7
  00031a  jmp     0x0000000000000016
  00031f  mov     qword ptr [rbp+0x38],0xb
  00032a  mov     [rbp+0x40],r13
  000331  mov     [rbp+0x50],r15
  000338  mov     qword ptr [rbp+0x60],1
  000343  mov     qword ptr [rbp+0xa8],1
  00034e  mov     [rbp+0x68],r13
  000355  mov     qword ptr [rbp+0x70],2
  000360  mov     qword ptr [rbp+0xb8],1
  00036b  mov     rax,8
  000375  jmp     0x0000000000000016
