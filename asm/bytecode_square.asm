; T0: 1242 bytes
  000030  mov     qword ptr [rbp+0x18],0
  00003b  mov     rbx,[rbp+0x30]
  000042  mov     r12,[rbp+0x38]
  000049  mov     r13,[rbp+0x40]
  000050  mov     r14,[rbp+0x48]
  000057  mov     r15,[rbp+0x50]
  00005e  mov     rsi,[rbp+0x68]
  000065  jmp     0x0000000000000125
  00006a  mov     qword ptr [rbp+0x18],0
; v0:list = input bytecode
  000075  cmp     qword ptr [rbp+0x78],3
  000080  jne     0x0000000000000174
  000086  mov     rbx,[rbp+0x30]
; v1:int = input pc
  00008d  cmp     qword ptr [rbp+<exit lists 0>0],1
  000098  jne     0x0000000000000174
  00009e  mov     r12,[rbp+0x38]
; v2:int = input r0
  0000a5  cmp     qword ptr [rbp+<exit lists 0>8],1
  0000b0  jne     0x0000000000000174
  0000b6  mov     r13,[rbp+0x40]
; v3:int = input r1
  0000bd  cmp     qword ptr [rbp+0x90],1
  0000c8  jne     0x0000000000000174
  0000ce  mov     r14,[rbp+0x48]
; v4:int = input r2
  0000d5  cmp     qword ptr [rbp+0x98],1
  0000e0  jne     0x0000000000000174
  0000e6  mov     r15,[rbp+0x50]
; v5:int = input a
  0000ed  cmp     qword ptr [rbp+0xb0],1
  0000f8  jne     0x0000000000000174
  0000fe  mov     rsi,[rbp+0x68]
; guard_value v0, ['mov_a_r0', 'mov_a_r1', 'mov_r0_a', 'decr_a', 'mov_a_r0', 'mov_r2_a', 'add_r1_to_a', 'mov_a_r2', 'mov_r0_a', 'jump_if_a', 2, 'mov_r2_a', 'return_a'] => bytecode_loop/0 (0) {pc=v1, r0=v2, r2=v4, a=v5}
  000105  mov     rax,<list k0>
  00010f  cmp     rbx,rax
  000112  jne     0x0000000000000183
; guard_value v1, 2 => bytecode_loop_promote_bytecode/0 (1) {pc=v1, r0=v2, r2=v4, a=v5}
  000118  cmp     r12,2
  00011f  jne     0x0000000000000213
; v8:int = sub v2, 1 => op_decr_a/0 (19) {pc=4, r0=v2, r2=v4, a=v2}
  000125  sub     r13,1
  00012c  jo      0x000000000000027c
; v9:int = add v4, v3 => op_add_r1_to_a/0 (45) {pc=7, r0=v8, r2=v4, a=v4}
  000132  add     r15,r14
  000135  jo      0x00000000000002de
; v10:int = eq v8, 0
; guard_false v10 => op_jump_if_a/3 (64) {pc=11, r0=v8, r2=v9, c=1, a=v8, target=2}
  00013b  test    r13,r13
  00013e  je      0x000000000000033c
; guard_steps => bytecode_loop/0 (66) {pc=2, r0=v8, r2=v9, a=v8}
; v13:int = phi r0 v8
; v14:int = phi r2 v9
; loop (66)
  000144  nop
  000145  nop
  000146  nop
  000147  nop
  000148  nop
  000149  nop
  00014a  nop
  00014b  nop
  00014c  nop
  00014d  nop
  00014e  nop
  00014f  nop
; v16:int = sub v13, 1 => op_decr_a/0 (19) {pc=4, r0=v13, r2=v14, a=v13}
  000150  sub     r13,1
  000157  jo      0x00000000000003c3
; v17:int = add v14, v3 => op_add_r1_to_a/0 (45) {pc=7, r0=v16, r2=v14, a=v14}
  00015d  add     r15,r14
  000160  jo      0x0000000000000425
; v18:int = eq v16, 0
; guard_false v18 => op_jump_if_a/3 (64) {pc=11, r0=v16, r2=v17, c=1, a=v16, target=2}
  000166  test    r13,r13
  000169  jne     0x0000000000000150
  00016f  jmp     0x0000000000000483
; guard_steps => bytecode_loop/0 (66) {pc=2, r0=v16, r2=v17, a=v16}
; jump (66) v13 <- v16, v14 <- v17
; exits
  000174  mov     rax,0xfffffffe
  00017e  jmp     0x0000000000000016
  000183  mov     [rbp+0x10],rbx
  00018a  mov     qword ptr [rbp+0x18],3
  000195  mov     [rbp+0x38],r12
  00019c  mov     qword ptr [rbp+<exit lists 0>0],1
  0001a7  mov     [rbp+0x40],r13
  0001ae  mov     qword ptr [rbp+<exit lists 0>8],1
  0001b9  mov     [rbp+0x50],r15
  0001c0  mov     qword ptr [rbp+0x98],1
  0001cb  mov     [rbp+0x68],rsi
  0001d2  mov     qword ptr [rbp+0xb0],1
  0001dd  mov     rdi,[rbp+0x20]
  0001e4  mov     rsi,8
  0001ee  mov     rdx,0
  0001f8  mov     rax,<exit_lists>
  000202  call    rax
  000204  mov     rax,0
  00020e  jmp     0x0000000000000016
  000213  mov     [rbp+0x10],r12
  00021a  mov     qword ptr [rbp+0x18],1
  000225  mov     [rbp+0x38],r12
  00022c  mov     qword ptr [rbp+<exit lists 0>0],1
  000237  mov     [rbp+0x40],r13
  00023e  mov     qword ptr [rbp+<exit lists 0>8],1
  000249  mov     [rbp+0x50],r15
  000250  mov     qword ptr [rbp+0x98],1
  00025b  mov     [rbp+0x68],rsi
  000262  mov     qword ptr [rbp+0xb0],1
  00026d  mov     rax,1
  000277  jmp     0x0000000000000016
  00027c  add     r13,1
  000283  mov     qword ptr [rbp+0x38],4
  00028e  mov     qword ptr [rbp+<exit lists 0>0],1
  000299  mov     [rbp+0x40],r13
  0002a0  mov     qword ptr [rbp+<exit lists 0>8],1
  0002ab  mov     [rbp+0x50],r15
  0002b2  mov     qword ptr [rbp+0x98],1
  0002bd  mov     [rbp+0x68],r13
  0002c4  mov     qword ptr [rbp+0xb0],1
  0002cf  mov     rax,2
  0002d9  jmp     0x0000000000000016
  0002de  sub     r15,r14
  0002e1  mov     qword ptr [rbp+0x38],7
  0002ec  mov     qword ptr [rbp+<exit lists 0>0],1
  0002f7  mov     [rbp+0x40],r13
  0002fe  mov     qword ptr [rbp+<exit lists 0>8],1
  000309  mov     [rbp+0x50],r15
  000310  mov     qword ptr [rbp+0x98],1
  00031b  mov     [rbp+0x68],r15
  000322  mov     qword ptr [rbp+0xb0],1
  00032d  mov     rax,3
  000337  jmp     0x0000000000000016
  00033c  mov     qword ptr [rbp+0x38],0xb
  000347  mov     qword ptr [rbp+<exit lists 0>0],1
  000352  mov     [rbp+0x40],r13
  000359  mov     qword ptr [rbp+<exit lists 0>8],1
  000364  mov     [rbp+0x50],r15
  00036b  mov     qword ptr [rbp+0x98],1
  000376  mov     qword ptr [rbp+0x60],1
  000381  mov     qword ptr [rbp+0xa8],1
  00038c  mov     [rbp+0x68],r13
  000393  mov     qword ptr [rbp+0xb0],1
  00039e  mov     qword ptr [rbp+0x70],2
  0003a9  mov     qword ptr [rbp+0xb8],1
  0003b4  mov     rax,4
  0003be  jmp     0x0000000000000016
  0003c3  add     r13,1
  0003ca  mov     qword ptr [rbp+0x38],4
  0003d5  mov     qword ptr [rbp+<exit lists 0>0],1
  0003e0  mov     [rbp+0x40],r13
  0003e7  mov     qword ptr [rbp+<exit lists 0>8],1
  0003f2  mov     [rbp+0x50],r15
  0003f9  mov     qword ptr [rbp+0x98],1
  000404  mov     [rbp+0x68],r13
  00040b  mov     qword ptr [rbp+0xb0],1
  000416  mov     rax,6
  000420  jmp     0x0000000000000016
  000425  sub     r15,r14
  000428  mov     qword ptr [rbp+0x38],7
  000433  mov     qword ptr [rbp+<exit lists 0>0],1
  00043e  mov     [rbp+0x40],r13
  000445  mov     qword ptr [rbp+<exit lists 0>8],1
  000450  mov     [rbp+0x50],r15
  000457  mov     qword ptr [rbp+0x98],1
  000462  mov     [rbp+0x68],r15
  000469  mov     qword ptr [rbp+0xb0],1
  000474  mov     rax,7
  00047e  jmp     0x0000000000000016
  000483  mov     qword ptr [rbp+0x38],0xb
  00048e  mov     qword ptr [rbp+<exit lists 0>0],1
  000499  mov     [rbp+0x40],r13
  0004a0  mov     qword ptr [rbp+<exit lists 0>8],1
  0004ab  mov     [rbp+0x50],r15
  0004b2  mov     qword ptr [rbp+0x98],1
  0004bd  mov     qword ptr [rbp+0x60],1
  0004c8  mov     qword ptr [rbp+0xa8],1
  0004d3  mov     [rbp+0x68],r13
  0004da  mov     qword ptr [rbp+0xb0],1
  0004e5  mov     qword ptr [rbp+0x70],2
  0004f0  mov     qword ptr [rbp+0xb8],1
  0004fb  mov     rax,8
  000505  jmp     0x0000000000000016
