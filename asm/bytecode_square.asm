; T0: 833 bytes
; v0:list = input bytecode
  000030  cmp     qword ptr [rbp+0x78],3
  00003b  jne     0x0000000000000149
  000041  mov     rbx,[rbp+0x30]
; v1:int = input pc
  000048  cmp     qword ptr [rbp+<exit lists 0>0],1
  000053  jne     0x0000000000000149
  000059  mov     r12,[rbp+0x38]
; v2:int = input r0
  000060  cmp     qword ptr [rbp+<exit lists 0>8],1
  00006b  jne     0x0000000000000149
  000071  mov     r13,[rbp+0x40]
; v3:int = input r1
  000078  cmp     qword ptr [rbp+0x90],1
  000083  jne     0x0000000000000149
  000089  mov     r14,[rbp+0x48]
; v4:int = input r2
  000090  cmp     qword ptr [rbp+0x98],1
  00009b  jne     0x0000000000000149
  0000a1  mov     r15,[rbp+0x50]
; v5:int = input a
  0000a8  cmp     qword ptr [rbp+0xb0],1
  0000b3  jne     0x0000000000000149
  0000b9  mov     rsi,[rbp+0x68]
; guard_value v0, ['mov_a_r0', 'mov_a_r1', 'mov_r0_a', 'decr_a', 'mov_a_r0', 'mov_r2_a', 'add_r1_to_a', 'mov_a_r2', 'mov_r0_a', 'jump_if_a', 2, 'mov_r2_a', 'return_a'] => bytecode_loop/0 (0) {r0=v2, r2=v4, a=v5}
  0000c0  mov     rax,<list k0>
  0000ca  cmp     rbx,rax
  0000cd  jne     0x0000000000000158
; guard_value v1, 2 => bytecode_loop_promote_bytecode/0 (1) {r0=v2, r2=v4, a=v5}
  0000d3  cmp     r12,2
  0000da  jne     0x00000000000001b5
  0000e0  jmp     0x00000000000000fa
  0000e5  mov     r13,[rbp+0x40]
  0000ec  mov     r14,[rbp+0x48]
  0000f3  mov     r15,[rbp+0x50]
; v8:int = sub v2, 1 => op_decr_a/0 (19) {pc=4, r0=v2, r2=v4, a=v2}
  0000fa  sub     r13,1
  000101  jo      0x00000000000001eb
; v9:int = add v4, v3 => op_add_r1_to_a/0 (45) {pc=7, r0=v8, r2=v4, a=v4}
  000107  add     r15,r14
  00010a  jo      0x0000000000000221
; v10:int = eq v8, 0
; guard_false v10 => op_jump_if_a/3 (64) {pc=11, r0=v8, r2=v9, c=1, a=v8, target=2}
  000110  test    r13,r13
  000113  je      0x0000000000000253
; guard_steps => bytecode_loop/0 (66) {r0=v8, r2=v9, a=v8}
; v13:int = phi r0 v8
; v14:int = phi r2 v9
; loop (66) {r0=v13, r2=v14}
  000119  nop     [rax]
; v16:int = sub v13, 1 => op_decr_a/0 (19) {pc=4, r0=v13, r2=v14, a=v13}
  000120  sub     r13,1
  000127  jo      0x00000000000002ae
; v17:int = add v14, v3 => op_add_r1_to_a/0 (45) {pc=7, r0=v16, r2=v14, a=v14}
  00012d  add     r15,r14
  000130  jo      0x00000000000002e4
; v18:int = eq v16, 0
; guard_false v18 => op_jump_if_a/3 (64) {pc=11, r0=v16, r2=v17, c=1, a=v16, target=2}
  000136  test    r13,r13
  000139  jne     0x0000000000000120
  00013f  jmp     0x0000000000000316
; guard_steps => bytecode_loop/0 (66) {r0=v16, r2=v17, a=v16}
; jump (66) v13 <- v16, v14 <- v17
; body entry
  000144  jmp     0x0000000000000120
; exits
  000149  mov     rax,0xfffffffe
  000153  jmp     0x0000000000000016
  000158  mov     [rbp+0x10],rbx
  00015f  mov     qword ptr [rbp+0x18],3
  00016a  mov     [rbp+0x40],r13
  000171  mov     [rbp+0x50],r15
  000178  mov     [rbp+0x68],rsi
  00017f  mov     rdi,[rbp+0x20]
  000186  mov     rsi,8
  000190  mov     rdx,0
  00019a  mov     rax,<exit_lists>
  0001a4  call    rax
  0001a6  mov     rax,0
  0001b0  jmp     0x0000000000000016
  0001b5  mov     [rbp+0x10],r12
  0001bc  mov     qword ptr [rbp+0x18],1
  0001c7  mov     [rbp+0x40],r13
  0001ce  mov     [rbp+0x50],r15
  0001d5  mov     [rbp+0x68],rsi
  0001dc  mov     rax,1
  0001e6  jmp     0x0000000000000016
  0001eb  add     r13,1
  0001f2  mov     qword ptr [rbp+0x38],4
  0001fd  mov     [rbp+0x40],r13
  000204  mov     [rbp+0x50],r15
  00020b  mov     [rbp+0x68],r13
  000212  mov     rax,2
  00021c  jmp     0x0000000000000016
  000221  sub     r15,r14
  000224  mov     qword ptr [rbp+0x38],7
  00022f  mov     [rbp+0x40],r13
  000236  mov     [rbp+0x50],r15
  00023d  mov     [rbp+0x68],r15
  000244  mov     rax,3
  00024e  jmp     0x0000000000000016
  000253  mov     qword ptr [rbp+0x38],0xb
  00025e  mov     [rbp+0x40],r13
  000265  mov     [rbp+0x50],r15
  00026c  mov     qword ptr [rbp+0x60],1
  000277  mov     qword ptr [rbp+0xa8],1
  000282  mov     [rbp+0x68],r13
  000289  mov     qword ptr [rbp+0x70],2
  000294  mov     qword ptr [rbp+0xb8],1
  00029f  mov     rax,4
  0002a9  jmp     0x0000000000000016
  0002ae  add     r13,1
  0002b5  mov     qword ptr [rbp+0x38],4
  0002c0  mov     [rbp+0x40],r13
  0002c7  mov     [rbp+0x50],r15
  0002ce  mov     [rbp+0x68],r13
  0002d5  mov     rax,6
  0002df  jmp     0x0000000000000016
  0002e4  sub     r15,r14
  0002e7  mov     qword ptr [rbp+0x38],7
  0002f2  mov     [rbp+0x40],r13
  0002f9  mov     [rbp+0x50],r15
  000300  mov     [rbp+0x68],r15
  000307  mov     rax,7
  000311  jmp     0x0000000000000016
  000316  mov     qword ptr [rbp+0x38],0xb
  000321  mov     [rbp+0x40],r13
  000328  mov     [rbp+0x50],r15
  00032f  mov     qword ptr [rbp+0x60],1
  00033a  mov     qword ptr [rbp+0xa8],1
  000345  mov     [rbp+0x68],r13
  00034c  mov     qword ptr [rbp+0x70],2
  000357  mov     qword ptr [rbp+0xb8],1
  000362  mov     rax,8
  00036c  jmp     0x0000000000000016
