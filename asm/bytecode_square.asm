; T0: 1160 bytes
; v0:list = input bytecode
  000028  cmp     qword ptr [rbp+0x58],3
  000033  jne     0x0000000000000157
  000039  mov     rbx,[rbp+0x10]
; v1:int = input pc
  000040  cmp     qword ptr [rbp+0x60],1
  00004b  jne     0x0000000000000157
  000051  mov     r12,[rbp+0x18]
; v2:int = input r0
  000058  cmp     qword ptr [rbp+0x68],1
  000063  jne     0x0000000000000157
  000069  mov     r13,[rbp+0x20]
; v3:int = input r1
  000070  cmp     qword ptr [rbp+0x70],1
  00007b  jne     0x0000000000000157
  000081  mov     r14,[rbp+0x28]
; v4:int = input r2
  000088  cmp     qword ptr [rbp+0x78],1
  000093  jne     0x0000000000000157
  000099  mov     r15,[rbp+0x30]
; v5:int = input a
  0000a0  cmp     qword ptr [rbp+0x90],1
  0000ab  jne     0x0000000000000157
  0000b1  mov     rsi,[rbp+0x48]
; guard_value v0, ['mov_a_r0', 'mov_a_r1', 'mov_r0_a', 'decr_a', 'mov_a_r0', 'mov_r2_a', 'add_r1_to_a', 'mov_a_r2', 'mov_r0_a', 'jump_if_a', 2, 'mov_r2_a', 'return_a'] => bytecode_loop/0 (0) {pc=v1, r0=v2, r2=v4, a=v5}
  0000b8  mov     rax,<list k0>
  0000c2  cmp     rbx,rax
  0000c5  jne     0x0000000000000166
; guard_value v1, 2 => bytecode_loop_promote_bytecode/0 (1) {pc=v1, r0=v2, r2=v4, a=v5}
  0000cb  cmp     r12,2
  0000d2  jne     0x00000000000001c4
; v8:int = sub v2, 1 => op_decr_a/0 (19) {pc=4, r0=v2, r2=v4, a=v2}
  0000d8  sub     r13,1
  0000df  jo      0x0000000000000222
; v9:int = add v4, v3 => op_add_r1_to_a/0 (45) {pc=7, r0=v8, r2=v4, a=v4}
  0000e5  add     r15,r14
  0000e8  jo      0x0000000000000284
; v10:int = eq v8, 0
; guard_false v10 => op_jump_if_a/3 (64) {pc=11, r0=v8, r2=v9, c=1, a=v8, target=2}
  0000ee  test    r13,r13
  0000f1  je      0x00000000000002e2
; guard_steps => bytecode_loop/0 (66) {pc=2, r0=v8, r2=v9, a=v8}
; v13:int = phi r0 v8
; v14:int = phi r2 v9
; loop (66)
  0000f7  nop
  0000f8  nop
  0000f9  nop
  0000fa  nop
  0000fb  nop
  0000fc  nop
  0000fd  nop
  0000fe  nop
  0000ff  nop
; v16:int = sub v13, 1 => op_decr_a/0 (19) {pc=4, r0=v13, r2=v14, a=v13}
  000100  sub     r13,1
  000107  jo      0x0000000000000369
; v17:int = add v14, v3 => op_add_r1_to_a/0 (45) {pc=7, r0=v16, r2=v14, a=v14}
  00010d  add     r15,r14
  000110  jo      0x00000000000003cb
; v18:int = eq v16, 0
; guard_false v18 => op_jump_if_a/3 (64) {pc=11, r0=v16, r2=v17, c=1, a=v16, target=2}
  000116  test    r13,r13
  000119  jne     0x0000000000000100
  00011f  jmp     0x0000000000000429
; guard_steps => bytecode_loop/0 (66) {pc=2, r0=v16, r2=v17, a=v16}
; jump (66) v13 <- v16, v14 <- v17
; exits
  000124  mov     [rbp+0x20],r13
  00012b  mov     qword ptr [rbp+0x68],1
  000136  mov     [rbp+0x30],r15
  00013d  mov     qword ptr [rbp+0x78],1
  000148  mov     rax,0xfffffffe
  000152  jmp     0x0000000000000016
  000157  mov     rax,0xffffffff
  000161  jmp     0x0000000000000016
  000166  mov     [rbp+8],rbx
  00016d  mov     [rbp+0x18],r12
  000174  mov     qword ptr [rbp+0x60],1
  00017f  mov     [rbp+0x20],r13
  000186  mov     qword ptr [rbp+0x68],1
  000191  mov     [rbp+0x30],r15
  000198  mov     qword ptr [rbp+0x78],1
  0001a3  mov     [rbp+0x48],rsi
  0001aa  mov     qword ptr [rbp+0x90],1
  0001b5  mov     rax,0
  0001bf  jmp     0x0000000000000016
  0001c4  mov     [rbp+8],r12
  0001cb  mov     [rbp+0x18],r12
  0001d2  mov     qword ptr [rbp+0x60],1
  0001dd  mov     [rbp+0x20],r13
  0001e4  mov     qword ptr [rbp+0x68],1
  0001ef  mov     [rbp+0x30],r15
  0001f6  mov     qword ptr [rbp+0x78],1
  000201  mov     [rbp+0x48],rsi
  000208  mov     qword ptr [rbp+0x90],1
  000213  mov     rax,1
  00021d  jmp     0x0000000000000016
  000222  add     r13,1
  000229  mov     qword ptr [rbp+0x18],4
  000234  mov     qword ptr [rbp+0x60],1
  00023f  mov     [rbp+0x20],r13
  000246  mov     qword ptr [rbp+0x68],1
  000251  mov     [rbp+0x30],r15
  000258  mov     qword ptr [rbp+0x78],1
  000263  mov     [rbp+0x48],r13
  00026a  mov     qword ptr [rbp+0x90],1
  000275  mov     rax,2
  00027f  jmp     0x0000000000000016
  000284  sub     r15,r14
  000287  mov     qword ptr [rbp+0x18],7
  000292  mov     qword ptr [rbp+0x60],1
  00029d  mov     [rbp+0x20],r13
  0002a4  mov     qword ptr [rbp+0x68],1
  0002af  mov     [rbp+0x30],r15
  0002b6  mov     qword ptr [rbp+0x78],1
  0002c1  mov     [rbp+0x48],r15
  0002c8  mov     qword ptr [rbp+0x90],1
  0002d3  mov     rax,3
  0002dd  jmp     0x0000000000000016
  0002e2  mov     qword ptr [rbp+0x18],0xb
  0002ed  mov     qword ptr [rbp+0x60],1
  0002f8  mov     [rbp+0x20],r13
  0002ff  mov     qword ptr [rbp+0x68],1
  00030a  mov     [rbp+0x30],r15
  000311  mov     qword ptr [rbp+0x78],1
  00031c  mov     qword ptr [rbp+0x40],1
  000327  mov     qword ptr [rbp+0x88],1
  000332  mov     [rbp+0x48],r13
  000339  mov     qword ptr [rbp+0x90],1
  000344  mov     qword ptr [rbp+0x50],2
  00034f  mov     qword ptr [rbp+0x98],1
  00035a  mov     rax,4
  000364  jmp     0x0000000000000016
  000369  add     r13,1
  000370  mov     qword ptr [rbp+0x18],4
  00037b  mov     qword ptr [rbp+0x60],1
  000386  mov     [rbp+0x20],r13
  00038d  mov     qword ptr [rbp+0x68],1
  000398  mov     [rbp+0x30],r15
  00039f  mov     qword ptr [rbp+0x78],1
  0003aa  mov     [rbp+0x48],r13
  0003b1  mov     qword ptr [rbp+0x90],1
  0003bc  mov     rax,6
  0003c6  jmp     0x0000000000000016
  0003cb  sub     r15,r14
  0003ce  mov     qword ptr [rbp+0x18],7
  0003d9  mov     qword ptr [rbp+0x60],1
  0003e4  mov     [rbp+0x20],r13
  0003eb  mov     qword ptr [rbp+0x68],1
  0003f6  mov     [rbp+0x30],r15
  0003fd  mov     qword ptr [rbp+0x78],1
  000408  mov     [rbp+0x48],r15
  00040f  mov     qword ptr [rbp+0x90],1
  00041a  mov     rax,7
  000424  jmp     0x0000000000000016
  000429  mov     qword ptr [rbp+0x18],0xb
  000434  mov     qword ptr [rbp+0x60],1
  00043f  mov     [rbp+0x20],r13
  000446  mov     qword ptr [rbp+0x68],1
  000451  mov     [rbp+0x30],r15
  000458  mov     qword ptr [rbp+0x78],1
  000463  mov     qword ptr [rbp+0x40],1
  00046e  mov     qword ptr [rbp+0x88],1
  000479  mov     [rbp+0x48],r13
  000480  mov     qword ptr [rbp+0x90],1
  00048b  mov     qword ptr [rbp+0x50],2
  000496  mov     qword ptr [rbp+0x98],1
  0004a1  mov     rax,8
  0004ab  jmp     0x0000000000000016
