; T0: 708 bytes
; v0:list = input bytecode
  000030  cmp     qword ptr [rbp+0x78],3
  00003b  jne     0x0000000000000129
; v1:int = input pc
  000041  cmp     qword ptr [rbp+0x80],1
  00004c  jne     0x0000000000000129
  000052  mov     rbx,[rbp+0x38]
; v2:int = input r0
  000059  cmp     qword ptr [rbp+0x88],1
  000064  jne     0x0000000000000129
  00006a  mov     r12,[rbp+0x40]
; v3:int = input r1
  000071  cmp     qword ptr [rbp+0x90],1
  00007c  jne     0x0000000000000129
  000082  mov     r13,[rbp+0x48]
; v4:int = input r2
  000089  cmp     qword ptr [rbp+0x98],1
  000094  jne     0x0000000000000129
  00009a  mov     r14,[rbp+0x50]
; v5:int = input a
  0000a1  cmp     qword ptr [rbp+0xb0],1
  0000ac  jne     0x0000000000000129
  0000b2  mov     r15,[rbp+0x68]
; guard_value v1, 2 => bytecode_loop_promote_bytecode/0 (1) {r0=v2, r2=v4, a=v5}
  0000b9  cmp     rbx,2
  0000c0  jne     0x0000000000000138
  0000c6  jmp     0x00000000000000e0
  0000cb  mov     r12,[rbp+0x40]
  0000d2  mov     r13,[rbp+0x48]
  0000d9  mov     r14,[rbp+0x50]
; v7:int = sub v2, 1 => op_decr_a/0 (19) {pc=4, r0=v2, r2=v4, a=v2}
  0000e0  sub     r12,1
  0000e7  jo      0x000000000000016e
; v8:int = add v4, v3 => op_add_r1_to_a/0 (45) {pc=7, r0=v7, r2=v4, a=v4}
  0000ed  add     r14,r13
  0000f0  jo      0x00000000000001a4
; v9:int = eq v7, 0
; guard_false v9 => op_jump_if_a/3 (64) {pc=11, r0=v7, r2=v8, c=1, a=v7, target=2}
  0000f6  test    r12,r12
  0000f9  je      0x00000000000001d6
; guard_steps => bytecode_loop/0 (66) {r0=v7, r2=v8, a=v7}
; v12:int = phi r0 v7
; v13:int = phi r2 v8
; loop (66) {r0=v12, r2=v13}
  0000ff  nop
; v15:int = sub v12, 1 => op_decr_a/0 (19) {pc=4, r0=v12, r2=v13, a=v12}
  000100  sub     r12,1
  000107  jo      0x0000000000000231
; v16:int = add v13, v3 => op_add_r1_to_a/0 (45) {pc=7, r0=v15, r2=v13, a=v13}
  00010d  add     r14,r13
  000110  jo      0x0000000000000267
; v17:int = eq v15, 0
; guard_false v17 => op_jump_if_a/3 (64) {pc=11, r0=v15, r2=v16, c=1, a=v15, target=2}
  000116  test    r12,r12
  000119  jne     0x0000000000000100
  00011f  jmp     0x0000000000000299
; guard_steps => bytecode_loop/0 (66) {r0=v15, r2=v16, a=v15}
; jump (66) v12 <- v15, v13 <- v16
; body entry
  000124  jmp     0x0000000000000100
; exits
  000129  mov     rax,0xfffffffe
  000133  jmp     0x0000000000000016
  000138  mov     [rbp+0x10],rbx
  00013f  mov     qword ptr [rbp+0x18],1
  00014a  mov     [rbp+0x40],r12
  000151  mov     [rbp+0x50],r14
  000158  mov     [rbp+0x68],r15
  00015f  mov     rax,0
  000169  jmp     0x0000000000000016
  00016e  add     r12,1
  000175  mov     qword ptr [rbp+0x38],4
  000180  mov     [rbp+0x40],r12
  000187  mov     [rbp+0x50],r14
  00018e  mov     [rbp+0x68],r12
  000195  mov     rax,1
  00019f  jmp     0x0000000000000016
  0001a4  sub     r14,r13
  0001a7  mov     qword ptr [rbp+0x38],7
  0001b2  mov     [rbp+0x40],r12
  0001b9  mov     [rbp+0x50],r14
  0001c0  mov     [rbp+0x68],r14
  0001c7  mov     rax,2
  0001d1  jmp     0x0000000000000016
  0001d6  mov     qword ptr [rbp+0x38],0xb
  0001e1  mov     [rbp+0x40],r12
  0001e8  mov     [rbp+0x50],r14
  0001ef  mov     qword ptr [rbp+0x60],1
  0001fa  mov     qword ptr [rbp+0xa8],1
  000205  mov     [rbp+0x68],r12
  00020c  mov     qword ptr [rbp+0x70],2
  000217  mov     qword ptr [rbp+0xb8],1
  000222  mov     rax,3
  00022c  jmp     0x0000000000000016
  000231  add     r12,1
  000238  mov     qword ptr [rbp+0x38],4
  000243  mov     [rbp+0x40],r12
  00024a  mov     [rbp+0x50],r14
  000251  mov     [rbp+0x68],r12
  000258  mov     rax,5
  000262  jmp     0x0000000000000016
  000267  sub     r14,r13
  00026a  mov     qword ptr [rbp+0x38],7
  000275  mov     [rbp+0x40],r12
  00027c  mov     [rbp+0x50],r14
  000283  mov     [rbp+0x68],r14
  00028a  mov     rax,6
  000294  jmp     0x0000000000000016
  000299  mov     qword ptr [rbp+0x38],0xb
  0002a4  mov     [rbp+0x40],r12
  0002ab  mov     [rbp+0x50],r14
  0002b2  mov     qword ptr [rbp+0x60],1
  0002bd  mov     qword ptr [rbp+0xa8],1
  0002c8  mov     [rbp+0x68],r12
  0002cf  mov     qword ptr [rbp+0x70],2
  0002da  mov     qword ptr [rbp+0xb8],1
  0002e5  mov     rax,7
  0002ef  jmp     0x0000000000000016
