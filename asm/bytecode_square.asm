; T0: 1162 bytes
; v0:list = input bytecode
  000030  cmp     qword ptr [rbp+0x70],3
  00003b  jne     0x0000000000000124
  000041  mov     rbx,[rbp+0x28]
; v1:int = input pc
  000048  cmp     qword ptr [rbp+0x78],1
  000053  jne     0x0000000000000124
  000059  mov     r12,[rbp+0x30]
; v2:int = input r0
  000060  cmp     qword ptr [rbp+<exit lists 0>0],1
  00006b  jne     0x0000000000000124
  000071  mov     r13,[rbp+0x38]
; v3:int = input r1
  000078  cmp     qword ptr [rbp+<exit lists 0>8],1
  000083  jne     0x0000000000000124
  000089  mov     r14,[rbp+0x40]
; v4:int = input r2
  000090  cmp     qword ptr [rbp+0x90],1
  00009b  jne     0x0000000000000124
  0000a1  mov     r15,[rbp+0x48]
; v5:int = input a
  0000a8  cmp     qword ptr [rbp+0xa8],1
  0000b3  jne     0x0000000000000124
  0000b9  mov     rsi,[rbp+0x60]
; guard_value v0, ['mov_a_r0', 'mov_a_r1', 'mov_r0_a', 'decr_a', 'mov_a_r0', 'mov_r2_a', 'add_r1_to_a', 'mov_a_r2', 'mov_r0_a', 'jump_if_a', 2, 'mov_r2_a', 'return_a'] => bytecode_loop/0 (0) {pc=v1, r0=v2, r2=v4, a=v5}
  0000c0  mov     rax,<list k0>
  0000ca  cmp     rbx,rax
  0000cd  jne     0x0000000000000133
; guard_value v1, 2 => bytecode_loop_promote_bytecode/0 (1) {pc=v1, r0=v2, r2=v4, a=v5}
  0000d3  cmp     r12,2
  0000da  jne     0x00000000000001c3
; v8:int = sub v2, 1 => op_decr_a/0 (19) {pc=4, r0=v2, r2=v4, a=v2}
  0000e0  sub     r13,1
  0000e7  jo      0x000000000000022c
; v9:int = add v4, v3 => op_add_r1_to_a/0 (45) {pc=7, r0=v8, r2=v4, a=v4}
  0000ed  add     r15,r14
  0000f0  jo      0x000000000000028e
; v10:int = eq v8, 0
; guard_false v10 => op_jump_if_a/3 (64) {pc=11, r0=v8, r2=v9, c=1, a=v8, target=2}
  0000f6  test    r13,r13
  0000f9  je      0x00000000000002ec
; guard_steps => bytecode_loop/0 (66) {pc=2, r0=v8, r2=v9, a=v8}
; v13:int = phi r0 v8
; v14:int = phi r2 v9
; loop (66)
  0000ff  nop
; v16:int = sub v13, 1 => op_decr_a/0 (19) {pc=4, r0=v13, r2=v14, a=v13}
  000100  sub     r13,1
  000107  jo      0x0000000000000373
; v17:int = add v14, v3 => op_add_r1_to_a/0 (45) {pc=7, r0=v16, r2=v14, a=v14}
  00010d  add     r15,r14
  000110  jo      0x00000000000003d5
; v18:int = eq v16, 0
; guard_false v18 => op_jump_if_a/3 (64) {pc=11, r0=v16, r2=v17, c=1, a=v16, target=2}
  000116  test    r13,r13
  000119  jne     0x0000000000000100
  00011f  jmp     0x0000000000000433
; guard_steps => bytecode_loop/0 (66) {pc=2, r0=v16, r2=v17, a=v16}
; jump (66) v13 <- v16, v14 <- v17
; exits
  000124  mov     rax,0xfffffffe
  00012e  jmp     0x0000000000000016
  000133  mov     [rbp+0x10],rbx
  00013a  mov     qword ptr [rbp+0x18],3
  000145  mov     [rbp+0x30],r12
  00014c  mov     qword ptr [rbp+0x78],1
  000157  mov     [rbp+0x38],r13
  00015e  mov     qword ptr [rbp+<exit lists 0>0],1
  000169  mov     [rbp+0x48],r15
  000170  mov     qword ptr [rbp+0x90],1
  00017b  mov     [rbp+0x60],rsi
  000182  mov     qword ptr [rbp+0xa8],1
  00018d  mov     rdi,[rbp+0x20]
  000194  mov     rsi,8
  00019e  mov     rdx,0
  0001a8  mov     rax,<exit_lists>
  0001b2  call    rax
  0001b4  mov     rax,0
  0001be  jmp     0x0000000000000016
  0001c3  mov     [rbp+0x10],r12
  0001ca  mov     qword ptr [rbp+0x18],1
  0001d5  mov     [rbp+0x30],r12
  0001dc  mov     qword ptr [rbp+0x78],1
  0001e7  mov     [rbp+0x38],r13
  0001ee  mov     qword ptr [rbp+<exit lists 0>0],1
  0001f9  mov     [rbp+0x48],r15
  000200  mov     qword ptr [rbp+0x90],1
  00020b  mov     [rbp+0x60],rsi
  000212  mov     qword ptr [rbp+0xa8],1
  00021d  mov     rax,1
  000227  jmp     0x0000000000000016
  00022c  add     r13,1
  000233  mov     qword ptr [rbp+0x30],4
  00023e  mov     qword ptr [rbp+0x78],1
  000249  mov     [rbp+0x38],r13
  000250  mov     qword ptr [rbp+<exit lists 0>0],1
  00025b  mov     [rbp+0x48],r15
  000262  mov     qword ptr [rbp+0x90],1
  00026d  mov     [rbp+0x60],r13
  000274  mov     qword ptr [rbp+0xa8],1
  00027f  mov     rax,2
  000289  jmp     0x0000000000000016
  00028e  sub     r15,r14
  000291  mov     qword ptr [rbp+0x30],7
  00029c  mov     qword ptr [rbp+0x78],1
  0002a7  mov     [rbp+0x38],r13
  0002ae  mov     qword ptr [rbp+<exit lists 0>0],1
  0002b9  mov     [rbp+0x48],r15
  0002c0  mov     qword ptr [rbp+0x90],1
  0002cb  mov     [rbp+0x60],r15
  0002d2  mov     qword ptr [rbp+0xa8],1
  0002dd  mov     rax,3
  0002e7  jmp     0x0000000000000016
  0002ec  mov     qword ptr [rbp+0x30],0xb
  0002f7  mov     qword ptr [rbp+0x78],1
  000302  mov     [rbp+0x38],r13
  000309  mov     qword ptr [rbp+<exit lists 0>0],1
  000314  mov     [rbp+0x48],r15
  00031b  mov     qword ptr [rbp+0x90],1
  000326  mov     qword ptr [rbp+0x58],1
  000331  mov     qword ptr [rbp+0xa0],1
  00033c  mov     [rbp+0x60],r13
  000343  mov     qword ptr [rbp+0xa8],1
  00034e  mov     qword ptr [rbp+0x68],2
  000359  mov     qword ptr [rbp+0xb0],1
  000364  mov     rax,4
  00036e  jmp     0x0000000000000016
  000373  add     r13,1
  00037a  mov     qword ptr [rbp+0x30],4
  000385  mov     qword ptr [rbp+0x78],1
  000390  mov     [rbp+0x38],r13
  000397  mov     qword ptr [rbp+<exit lists 0>0],1
  0003a2  mov     [rbp+0x48],r15
  0003a9  mov     qword ptr [rbp+0x90],1
  0003b4  mov     [rbp+0x60],r13
  0003bb  mov     qword ptr [rbp+0xa8],1
  0003c6  mov     rax,6
  0003d0  jmp     0x0000000000000016
  0003d5  sub     r15,r14
  0003d8  mov     qword ptr [rbp+0x30],7
  0003e3  mov     qword ptr [rbp+0x78],1
  0003ee  mov     [rbp+0x38],r13
  0003f5  mov     qword ptr [rbp+<exit lists 0>0],1
  000400  mov     [rbp+0x48],r15
  000407  mov     qword ptr [rbp+0x90],1
  000412  mov     [rbp+0x60],r15
  000419  mov     qword ptr [rbp+0xa8],1
  000424  mov     rax,7
  00042e  jmp     0x0000000000000016
  000433  mov     qword ptr [rbp+0x30],0xb
  00043e  mov     qword ptr [rbp+0x78],1
  000449  mov     [rbp+0x38],r13
  000450  mov     qword ptr [rbp+<exit lists 0>0],1
  00045b  mov     [rbp+0x48],r15
  000462  mov     qword ptr [rbp+0x90],1
  00046d  mov     qword ptr [rbp+0x58],1
  000478  mov     qword ptr [rbp+0xa0],1
  000483  mov     [rbp+0x60],r13
  00048a  mov     qword ptr [rbp+0xa8],1
  000495  mov     qword ptr [rbp+0x68],2
  0004a0  mov     qword ptr [rbp+0xb0],1
  0004ab  mov     rax,8
  0004b5  jmp     0x0000000000000016
