; T0: 828 bytes
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
; guard_value v0, ['mov_a_r0', 'mov_a_r1', 'mov_r0_a', 'decr_a', 'mov_a_r0', 'mov_r2_a', 'add_r1_to_a', 'mov_a_r2', 'mov_r0_a', 'jump_if_a', 2, 'mov_r2_a', 'return_a'] => bytecode_loop/0 (0) {r0=v2, r2=v4, a=v5}
  0000c0  mov     rax,<list k0>
  0000ca  cmp     rbx,rax
  0000cd  jne     0x0000000000000153
; guard_value v1, 2 => bytecode_loop_promote_bytecode/0 (1) {r0=v2, r2=v4, a=v5}
  0000d3  cmp     r12,2
  0000da  jne     0x00000000000001b0
  0000e0  jmp     0x00000000000000fa
  0000e5  mov     r13,[rbp+0x40]
  0000ec  mov     r14,[rbp+0x48]
  0000f3  mov     r15,[rbp+0x50]
; v8:int = sub v2, 1 => op_decr_a/0 (19) {pc=4, r0=v2, r2=v4, a=v2}
  0000fa  sub     r13,1
  000101  jo      0x00000000000001e6
; v9:int = add v4, v3 => op_add_r1_to_a/0 (45) {pc=7, r0=v8, r2=v4, a=v4}
  000107  add     r15,r14
  00010a  jo      0x000000000000021c
; v10:int = eq v8, 0
; guard_false v10 => op_jump_if_a/3 (64) {pc=11, r0=v8, r2=v9, c=1, a=v8, target=2}
  000110  test    r13,r13
  000113  je      0x000000000000024e
; guard_steps => bytecode_loop/0 (66) {r0=v8, r2=v9, a=v8}
; v13:int = phi r0 v8
; v14:int = phi r2 v9
; loop (66)
  000119  nop     [rax]
; v16:int = sub v13, 1 => op_decr_a/0 (19) {pc=4, r0=v13, r2=v14, a=v13}
  000120  sub     r13,1
  000127  jo      0x00000000000002a9
; v17:int = add v14, v3 => op_add_r1_to_a/0 (45) {pc=7, r0=v16, r2=v14, a=v14}
  00012d  add     r15,r14
  000130  jo      0x00000000000002df
; v18:int = eq v16, 0
; guard_false v18 => op_jump_if_a/3 (64) {pc=11, r0=v16, r2=v17, c=1, a=v16, target=2}
  000136  test    r13,r13
  000139  jne     0x0000000000000120
  00013f  jmp     0x0000000000000311
; guard_steps => bytecode_loop/0 (66) {r0=v16, r2=v17, a=v16}
; jump (66) v13 <- v16, v14 <- v17
; exits
  000144  mov     rax,0xfffffffe
  00014e  jmp     0x0000000000000016
  000153  mov     [rbp+0x10],rbx
  00015a  mov     qword ptr [rbp+0x18],3
  000165  mov     [rbp+0x40],r13
  00016c  mov     [rbp+0x50],r15
  000173  mov     [rbp+0x68],rsi
  00017a  mov     rdi,[rbp+0x20]
  000181  mov     rsi,8
  00018b  mov     rdx,0
  000195  mov     rax,<exit_lists>
  00019f  call    rax
  0001a1  mov     rax,0
  0001ab  jmp     0x0000000000000016
  0001b0  mov     [rbp+0x10],r12
  0001b7  mov     qword ptr [rbp+0x18],1
  0001c2  mov     [rbp+0x40],r13
  0001c9  mov     [rbp+0x50],r15
  0001d0  mov     [rbp+0x68],rsi
  0001d7  mov     rax,1
  0001e1  jmp     0x0000000000000016
  0001e6  add     r13,1
  0001ed  mov     qword ptr [rbp+0x38],4
  0001f8  mov     [rbp+0x40],r13
  0001ff  mov     [rbp+0x50],r15
  000206  mov     [rbp+0x68],r13
  00020d  mov     rax,2
  000217  jmp     0x0000000000000016
  00021c  sub     r15,r14
  00021f  mov     qword ptr [rbp+0x38],7
  00022a  mov     [rbp+0x40],r13
  000231  mov     [rbp+0x50],r15
  000238  mov     [rbp+0x68],r15
  00023f  mov     rax,3
  000249  jmp     0x0000000000000016
  00024e  mov     qword ptr [rbp+0x38],0xb
  000259  mov     [rbp+0x40],r13
  000260  mov     [rbp+0x50],r15
  000267  mov     qword ptr [rbp+0x60],1
  000272  mov     qword ptr [rbp+0xa8],1
  00027d  mov     [rbp+0x68],r13
  000284  mov     qword ptr [rbp+0x70],2
  00028f  mov     qword ptr [rbp+0xb8],1
  00029a  mov     rax,4
  0002a4  jmp     0x0000000000000016
  0002a9  add     r13,1
  0002b0  mov     qword ptr [rbp+0x38],4
  0002bb  mov     [rbp+0x40],r13
  0002c2  mov     [rbp+0x50],r15
  0002c9  mov     [rbp+0x68],r13
  0002d0  mov     rax,6
  0002da  jmp     0x0000000000000016
  0002df  sub     r15,r14
  0002e2  mov     qword ptr [rbp+0x38],7
  0002ed  mov     [rbp+0x40],r13
  0002f4  mov     [rbp+0x50],r15
  0002fb  mov     [rbp+0x68],r15
  000302  mov     rax,7
  00030c  jmp     0x0000000000000016
  000311  mov     qword ptr [rbp+0x38],0xb
  00031c  mov     [rbp+0x40],r13
  000323  mov     [rbp+0x50],r15
  00032a  mov     qword ptr [rbp+0x60],1
  000335  mov     qword ptr [rbp+0xa8],1
  000340  mov     [rbp+0x68],r13
  000347  mov     qword ptr [rbp+0x70],2
  000352  mov     qword ptr [rbp+0xb8],1
  00035d  mov     rax,8
  000367  jmp     0x0000000000000016
