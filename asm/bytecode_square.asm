; T0: 898 bytes
; v0:list = input bytecode
  000030  cmp     qword ptr [rbp+0x78],3
  00003b  jne     0x000000000000018a
  000041  mov     rbx,[rbp+0x30]
; v1:int = input pc
  000048  cmp     qword ptr [rbp+<exit lists 0>0],1
  000053  jne     0x000000000000018a
  000059  mov     r12,[rbp+0x38]
; v2:int = input r0
  000060  cmp     qword ptr [rbp+<exit lists 0>8],1
  00006b  jne     0x000000000000018a
  000071  mov     r13,[rbp+0x40]
; v3:int = input r1
  000078  cmp     qword ptr [rbp+0x90],1
  000083  jne     0x000000000000018a
  000089  mov     r14,[rbp+0x48]
; v4:int = input r2
  000090  cmp     qword ptr [rbp+0x98],1
  00009b  jne     0x000000000000018a
  0000a1  mov     r15,[rbp+0x50]
; v5:int = input a
  0000a8  cmp     qword ptr [rbp+0xb0],1
  0000b3  jne     0x000000000000018a
  0000b9  mov     rsi,[rbp+0x68]
; guard_value v0, ['mov_a_r0', 'mov_a_r1', 'mov_r0_a', 'decr_a', 'mov_a_r0', 'mov_r2_a', 'add_r1_to_a', 'mov_a_r2', 'mov_r0_a', 'jump_if_a', 2, 'mov_r2_a', 'return_a'] => bytecode_loop/0 (0) {r0=v2, r2=v4, a=v5}
  0000c0  mov     rax,<list k0>
  0000ca  cmp     rbx,rax
  0000cd  jne     0x0000000000000199
; guard_value v1, 2 => bytecode_loop_promote_bytecode/0 (1) {r0=v2, r2=v4, a=v5}
  0000d3  cmp     r12,2
  0000da  jne     0x00000000000001f6
  0000e0  jmp     0x00000000000000fa
  0000e5  mov     r13,[rbp+0x40]
  0000ec  mov     r14,[rbp+0x48]
  0000f3  mov     r15,[rbp+0x50]
; v8:int = sub v2, 1 => op_decr_a/0 (19) {pc=4, r0=v2, r2=v4, a=v2}
  0000fa  sub     r13,1
  000101  jo      0x000000000000022c
; v9:int = add v4, v3 => op_add_r1_to_a/0 (45) {pc=7, r0=v8, r2=v4, a=v4}
  000107  add     r15,r14
  00010a  jo      0x0000000000000262
; v10:int = eq v8, 0
; guard_false v10 => op_jump_if_a/3 (64) {pc=11, r0=v8, r2=v9, c=1, a=v8, target=2}
  000110  test    r13,r13
  000113  je      0x0000000000000294
; guard_steps => bytecode_loop/0 (66) {r0=v8, r2=v9, a=v8}
; v13:int = phi r0 v8
; v14:int = phi r2 v9
; loop (66) {r0=v13, r2=v14}
  000119  nop     [rax]
; v16:int = sub v13, 1 => op_decr_a/0 (19) {pc=4, r0=v13, r2=v14, a=v13}
  000120  sub     r13,1
  000127  jo      0x00000000000002ef
; v17:int = add v14, v3 => op_add_r1_to_a/0 (45) {pc=7, r0=v16, r2=v14, a=v14}
  00012d  add     r15,r14
  000130  jo      0x0000000000000325
; v18:int = eq v16, 0
; guard_false v18 => op_jump_if_a/3 (64) {pc=11, r0=v16, r2=v17, c=1, a=v16, target=2}
  000136  test    r13,r13
  000139  jne     0x0000000000000120
  00013f  jmp     0x0000000000000357
; guard_steps => bytecode_loop/0 (66) {r0=v16, r2=v17, a=v16}
; jump (66) v13 <- v16, v14 <- v17
; body entry: checks what the body requires
  000144  mov     r11,[rbp+0x30]
  00014b  mov     rax,<list k0>
  000155  cmp     r11,rax
  000158  jne     0x00000000000000e5
  00015e  mov     r11,[rbp+0x38]
  000165  cmp     r11,2
  00016c  jne     0x00000000000000e5
  000172  mov     rax,0x7ffffffffffffffe
  00017c  cmp     r13,rax
  00017f  jg      0x00000000000000e5
; body entry
  000185  jmp     0x0000000000000120
; exits
  00018a  mov     rax,0xfffffffe
  000194  jmp     0x0000000000000016
  000199  mov     [rbp+0x10],rbx
  0001a0  mov     qword ptr [rbp+0x18],3
  0001ab  mov     [rbp+0x40],r13
  0001b2  mov     [rbp+0x50],r15
  0001b9  mov     [rbp+0x68],rsi
  0001c0  mov     rdi,[rbp+0x20]
  0001c7  mov     rsi,8
  0001d1  mov     rdx,0
  0001db  mov     rax,<exit_lists>
  0001e5  call    rax
  0001e7  mov     rax,0
  0001f1  jmp     0x0000000000000016
  0001f6  mov     [rbp+0x10],r12
  0001fd  mov     qword ptr [rbp+0x18],1
  000208  mov     [rbp+0x40],r13
  00020f  mov     [rbp+0x50],r15
  000216  mov     [rbp+0x68],rsi
  00021d  mov     rax,1
  000227  jmp     0x0000000000000016
  00022c  add     r13,1
  000233  mov     qword ptr [rbp+0x38],4
  00023e  mov     [rbp+0x40],r13
  000245  mov     [rbp+0x50],r15
  00024c  mov     [rbp+0x68],r13
  000253  mov     rax,2
  00025d  jmp     0x0000000000000016
  000262  sub     r15,r14
  000265  mov     qword ptr [rbp+0x38],7
  000270  mov     [rbp+0x40],r13
  000277  mov     [rbp+0x50],r15
  00027e  mov     [rbp+0x68],r15
  000285  mov     rax,3
  00028f  jmp     0x0000000000000016
  000294  mov     qword ptr [rbp+0x38],0xb
  00029f  mov     [rbp+0x40],r13
  0002a6  mov     [rbp+0x50],r15
  0002ad  mov     qword ptr [rbp+0x60],1
  0002b8  mov     qword ptr [rbp+0xa8],1
  0002c3  mov     [rbp+0x68],r13
  0002ca  mov     qword ptr [rbp+0x70],2
  0002d5  mov     qword ptr [rbp+0xb8],1
  0002e0  mov     rax,4
  0002ea  jmp     0x0000000000000016
  0002ef  add     r13,1
  0002f6  mov     qword ptr [rbp+0x38],4
  000301  mov     [rbp+0x40],r13
  000308  mov     [rbp+0x50],r15
  00030f  mov     [rbp+0x68],r13
  000316  mov     rax,6
  000320  jmp     0x0000000000000016
  000325  sub     r15,r14
  000328  mov     qword ptr [rbp+0x38],7
  000333  mov     [rbp+0x40],r13
  00033a  mov     [rbp+0x50],r15
  000341  mov     [rbp+0x68],r15
  000348  mov     rax,7
  000352  jmp     0x0000000000000016
  000357  mov     qword ptr [rbp+0x38],0xb
  000362  mov     [rbp+0x40],r13
  000369  mov     [rbp+0x50],r15
  000370  mov     qword ptr [rbp+0x60],1
  00037b  mov     qword ptr [rbp+0xa8],1
  000386  mov     [rbp+0x68],r13
  00038d  mov     qword ptr [rbp+0x70],2
  000398  mov     qword ptr [rbp+0xb8],1
  0003a3  mov     rax,8
  0003ad  jmp     0x0000000000000016
