; T0: 1123 bytes
; v0:list = input bytecode
  000030  cmp     qword ptr [rbp+0x70],3
  00003b  jne     0x0000000000000124
  000041  mov     rbx,[rbp+0x28]
; v1:int = input pc
  000048  cmp     qword ptr [rbp+0x78],1
  000053  jne     0x0000000000000124
  000059  mov     r12,[rbp+0x30]
; v2:int = input r0
  000060  cmp     qword ptr [rbp+0x80],1
  00006b  jne     0x0000000000000124
  000071  mov     r13,[rbp+0x38]
; v3:int = input r1
  000078  cmp     qword ptr [rbp+0x88],1
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
  0000da  jne     0x000000000000019c
; v8:int = sub v2, 1 => op_decr_a/0 (19) {pc=4, r0=v2, r2=v4, a=v2}
  0000e0  sub     r13,1
  0000e7  jo      0x0000000000000205
; v9:int = add v4, v3 => op_add_r1_to_a/0 (45) {pc=7, r0=v8, r2=v4, a=v4}
  0000ed  add     r15,r14
  0000f0  jo      0x0000000000000267
; v10:int = eq v8, 0
; guard_false v10 => op_jump_if_a/3 (64) {pc=11, r0=v8, r2=v9, c=1, a=v8, target=2}
  0000f6  test    r13,r13
  0000f9  je      0x00000000000002c5
; guard_steps => bytecode_loop/0 (66) {pc=2, r0=v8, r2=v9, a=v8}
; v13:int = phi r0 v8
; v14:int = phi r2 v9
; loop (66)
  0000ff  nop
; v16:int = sub v13, 1 => op_decr_a/0 (19) {pc=4, r0=v13, r2=v14, a=v13}
  000100  sub     r13,1
  000107  jo      0x000000000000034c
; v17:int = add v14, v3 => op_add_r1_to_a/0 (45) {pc=7, r0=v16, r2=v14, a=v14}
  00010d  add     r15,r14
  000110  jo      0x00000000000003ae
; v18:int = eq v16, 0
; guard_false v18 => op_jump_if_a/3 (64) {pc=11, r0=v16, r2=v17, c=1, a=v16, target=2}
  000116  test    r13,r13
  000119  jne     0x0000000000000100
  00011f  jmp     0x000000000000040c
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
  00015e  mov     qword ptr [rbp+0x80],1
  000169  mov     [rbp+0x48],r15
  000170  mov     qword ptr [rbp+0x90],1
  00017b  mov     [rbp+0x60],rsi
  000182  mov     qword ptr [rbp+0xa8],1
  00018d  mov     rax,0
  000197  jmp     0x0000000000000016
  00019c  mov     [rbp+0x10],r12
  0001a3  mov     qword ptr [rbp+0x18],1
  0001ae  mov     [rbp+0x30],r12
  0001b5  mov     qword ptr [rbp+0x78],1
  0001c0  mov     [rbp+0x38],r13
  0001c7  mov     qword ptr [rbp+0x80],1
  0001d2  mov     [rbp+0x48],r15
  0001d9  mov     qword ptr [rbp+0x90],1
  0001e4  mov     [rbp+0x60],rsi
  0001eb  mov     qword ptr [rbp+0xa8],1
  0001f6  mov     rax,1
  000200  jmp     0x0000000000000016
  000205  add     r13,1
  00020c  mov     qword ptr [rbp+0x30],4
  000217  mov     qword ptr [rbp+0x78],1
  000222  mov     [rbp+0x38],r13
  000229  mov     qword ptr [rbp+0x80],1
  000234  mov     [rbp+0x48],r15
  00023b  mov     qword ptr [rbp+0x90],1
  000246  mov     [rbp+0x60],r13
  00024d  mov     qword ptr [rbp+0xa8],1
  000258  mov     rax,2
  000262  jmp     0x0000000000000016
  000267  sub     r15,r14
  00026a  mov     qword ptr [rbp+0x30],7
  000275  mov     qword ptr [rbp+0x78],1
  000280  mov     [rbp+0x38],r13
  000287  mov     qword ptr [rbp+0x80],1
  000292  mov     [rbp+0x48],r15
  000299  mov     qword ptr [rbp+0x90],1
  0002a4  mov     [rbp+0x60],r15
  0002ab  mov     qword ptr [rbp+0xa8],1
  0002b6  mov     rax,3
  0002c0  jmp     0x0000000000000016
  0002c5  mov     qword ptr [rbp+0x30],0xb
  0002d0  mov     qword ptr [rbp+0x78],1
  0002db  mov     [rbp+0x38],r13
  0002e2  mov     qword ptr [rbp+0x80],1
  0002ed  mov     [rbp+0x48],r15
  0002f4  mov     qword ptr [rbp+0x90],1
  0002ff  mov     qword ptr [rbp+0x58],1
  00030a  mov     qword ptr [rbp+0xa0],1
  000315  mov     [rbp+0x60],r13
  00031c  mov     qword ptr [rbp+0xa8],1
  000327  mov     qword ptr [rbp+0x68],2
  000332  mov     qword ptr [rbp+0xb0],1
  00033d  mov     rax,4
  000347  jmp     0x0000000000000016
  00034c  add     r13,1
  000353  mov     qword ptr [rbp+0x30],4
  00035e  mov     qword ptr [rbp+0x78],1
  000369  mov     [rbp+0x38],r13
  000370  mov     qword ptr [rbp+0x80],1
  00037b  mov     [rbp+0x48],r15
  000382  mov     qword ptr [rbp+0x90],1
  00038d  mov     [rbp+0x60],r13
  000394  mov     qword ptr [rbp+0xa8],1
  00039f  mov     rax,6
  0003a9  jmp     0x0000000000000016
  0003ae  sub     r15,r14
  0003b1  mov     qword ptr [rbp+0x30],7
  0003bc  mov     qword ptr [rbp+0x78],1
  0003c7  mov     [rbp+0x38],r13
  0003ce  mov     qword ptr [rbp+0x80],1
  0003d9  mov     [rbp+0x48],r15
  0003e0  mov     qword ptr [rbp+0x90],1
  0003eb  mov     [rbp+0x60],r15
  0003f2  mov     qword ptr [rbp+0xa8],1
  0003fd  mov     rax,7
  000407  jmp     0x0000000000000016
  00040c  mov     qword ptr [rbp+0x30],0xb
  000417  mov     qword ptr [rbp+0x78],1
  000422  mov     [rbp+0x38],r13
  000429  mov     qword ptr [rbp+0x80],1
  000434  mov     [rbp+0x48],r15
  00043b  mov     qword ptr [rbp+0x90],1
  000446  mov     qword ptr [rbp+0x58],1
  000451  mov     qword ptr [rbp+0xa0],1
  00045c  mov     [rbp+0x60],r13
  000463  mov     qword ptr [rbp+0xa8],1
  00046e  mov     qword ptr [rbp+0x68],2
  000479  mov     qword ptr [rbp+0xb0],1
  000484  mov     rax,8
  00048e  jmp     0x0000000000000016
