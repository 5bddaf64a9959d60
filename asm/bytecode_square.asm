; T0: 837 bytes
; v0:list = input bytecode
  000080  cmp     qword ptr [rbp+0xe0],3
  00008b  jne     0x00000000000001fa
; v1:int = input pc
  000091  cmp     qword ptr [rbp+0xe8],1
  00009c  jne     0x00000000000001fa
  0000a2  mov     rbx,[rbp+0x58]
; v2:int = input r0
  0000a9  cmp     qword ptr [rbp+0xf0],1
  0000b4  jne     0x00000000000001fa
  0000ba  mov     r12,[rbp+0x60]
; v3:int = input r1
  0000c1  cmp     qword ptr [rbp+0xf8],1
  0000cc  jne     0x00000000000001fa
  0000d2  mov     r13,[rbp+0x68]
; v4:int = input r2
  0000d9  cmp     qword ptr [rbp+0x100],1
  0000e4  jne     0x00000000000001fa
  0000ea  mov     r14,[rbp+0x70]
; v5:int = input a
  0000f1  cmp     qword ptr [rbp+0x118],1
  0000fc  jne     0x00000000000001fa
  000102  mov     r15,[rbp+0x88]
; guard_value v1, 2 => bytecode_loop_promote_bytecode/0 (1) {r0=v2, r2=v4, a=v5}
  000109  cmp     rbx,2
  000110  jne     0x0000000000000209
  000116  jmp     0x0000000000000130
  00011b  mov     r12,[rbp+0x60]
  000122  mov     r13,[rbp+0x68]
  000129  mov     r14,[rbp+0x70]
; v7:int = sub v2, 1 => op_decr_a/0 (19) {pc=4, r0=v2, r2=v4, a=v2}
  000130  sub     r12,1
  000137  jo      0x000000000000023f
; v8:int = add v4, v3 => op_add_r1_to_a/0 (45) {pc=7, r0=v7, r2=v4, a=v4}
  00013d  add     r14,r13
  000140  jo      0x0000000000000275
; v9:int = eq v7, 0
; guard_false v9 => op_jump_if_a/3 (64) {pc=11, r0=v7, r2=v8, c=1, a=v7, target=2}
  000146  test    r12,r12
  000149  je      0x00000000000002a7
; guard_steps => bytecode_loop/0 (66) {r0=v7, r2=v8, a=v7}
  00014f  cmp     qword ptr [rbp],0
  00015a  jl      0x0000000000000171
  000160  sub     qword ptr [rbp],0x42
  00016b  jb      0x00000000000001cb
; v12:int = phi r0 v7
; v13:int = phi r2 v8
; loop (66) {r0=v12, r2=v13}
  000171  nop     [rax+rax]
  00017a  nop     [rax+rax]
; v15:int = sub v12, 1 => op_decr_a/0 (19) {pc=4, r0=v12, r2=v13, a=v12}
  000180  sub     r12,1
  000187  jo      0x0000000000000302
; v16:int = add v13, v3 => op_add_r1_to_a/0 (45) {pc=7, r0=v15, r2=v13, a=v13}
  00018d  add     r14,r13
  000190  jo      0x0000000000000338
; v17:int = eq v15, 0
; guard_false v17 => op_jump_if_a/3 (64) {pc=11, r0=v15, r2=v16, c=1, a=v15, target=2}
  000196  test    r12,r12
  000199  jne     0x00000000000001a4
  00019f  jmp     0x000000000000036a
  0001a4  cmp     qword ptr [rbp],0
  0001af  jl      0x00000000000001c6
  0001b5  sub     qword ptr [rbp],0x42
  0001c0  jb      0x00000000000001db
  0001c6  jmp     0x0000000000000180
; guard_steps => bytecode_loop/0 (66) {r0=v15, r2=v16, a=v15}
; jump (66) v12 <- v15, v13 <- v16
  0001cb  mov     qword ptr [rbp+0x48],1
  0001d6  jmp     0x0000000000000171
  0001db  mov     qword ptr [rbp+0x48],1
  0001e6  jmp     0x00000000000001c6
; body entry
  0001eb  nop     [rax+rax]
  0001f5  jmp     0x0000000000000180
; exits
  0001fa  mov     rax,0xfffffffe
  000204  jmp     0x0000000000000027
  000209  mov     [rbp+0x10],rbx
  000210  mov     qword ptr [rbp+0x18],1
  00021b  mov     [rbp+0x60],r12
  000222  mov     [rbp+0x70],r14
  000229  mov     [rbp+0x88],r15
  000230  mov     rax,0
  00023a  jmp     0x0000000000000027
  00023f  add     r12,1
  000246  mov     qword ptr [rbp+0x58],4
  000251  mov     [rbp+0x60],r12
  000258  mov     [rbp+0x70],r14
  00025f  mov     [rbp+0x88],r12
  000266  mov     rax,1
  000270  jmp     0x0000000000000027
  000275  sub     r14,r13
  000278  mov     qword ptr [rbp+0x58],7
  000283  mov     [rbp+0x60],r12
  00028a  mov     [rbp+0x70],r14
  000291  mov     [rbp+0x88],r14
  000298  mov     rax,2
  0002a2  jmp     0x0000000000000027
  0002a7  mov     qword ptr [rbp+0x58],0xb
  0002b2  mov     [rbp+0x60],r12
  0002b9  mov     [rbp+0x70],r14
  0002c0  mov     qword ptr [rbp+0x80],1
  0002cb  mov     qword ptr [rbp+0x110],1
  0002d6  mov     [rbp+0x88],r12
  0002dd  mov     qword ptr [rbp+0x90],2
  0002e8  mov     qword ptr [rbp+0x120],1
  0002f3  mov     rax,3
  0002fd  jmp     0x0000000000000027
  000302  add     r12,1
  000309  mov     qword ptr [rbp+0x58],4
  000314  mov     [rbp+0x60],r12
  00031b  mov     [rbp+0x70],r14
  000322  mov     [rbp+0x88],r12
  000329  mov     rax,5
  000333  jmp     0x0000000000000027
  000338  sub     r14,r13
  00033b  mov     qword ptr [rbp+0x58],7
  000346  mov     [rbp+0x60],r12
  00034d  mov     [rbp+0x70],r14
  000354  mov     [rbp+0x88],r14
  00035b  mov     rax,6
  000365  jmp     0x0000000000000027
  00036a  mov     qword ptr [rbp+0x58],0xb
  000375  mov     [rbp+0x60],r12
  00037c  mov     [rbp+0x70],r14
  000383  mov     qword ptr [rbp+0x80],1
  00038e  mov     qword ptr [rbp+0x110],1
  000399  mov     [rbp+0x88],r12
  0003a0  mov     qword ptr [rbp+0x90],2
  0003ab  mov     qword ptr [rbp+0x120],1
  0003b6  mov     rax,7
  0003c0  jmp     0x0000000000000027
