; T0: 756 bytes
; v0:list = input bytecode
  000080  cmp     qword ptr [rbp+0xd0],3
  00008b  jne     0x00000000000001a9
; v1:int = input pc
  000091  cmp     qword ptr [rbp+0xd8],1
  00009c  jne     0x00000000000001a9
  0000a2  mov     rbx,[rbp+0x48]
; v2:int = input r0
  0000a9  cmp     qword ptr [rbp+0xe0],1
  0000b4  jne     0x00000000000001a9
  0000ba  mov     r12,[rbp+0x50]
; v3:int = input r1
  0000c1  cmp     qword ptr [rbp+0xe8],1
  0000cc  jne     0x00000000000001a9
  0000d2  mov     r13,[rbp+0x58]
; v4:int = input r2
  0000d9  cmp     qword ptr [rbp+0xf0],1
  0000e4  jne     0x00000000000001a9
  0000ea  mov     r14,[rbp+0x60]
; v5:int = input a
  0000f1  cmp     qword ptr [rbp+0x108],1
  0000fc  jne     0x00000000000001a9
  000102  mov     r15,[rbp+0x78]
; guard_value v1, 2 => bytecode_loop_promote_bytecode/0 (1) {r0=v2, r2=v4, a=v5}
  000109  cmp     rbx,2
  000110  jne     0x00000000000001b8
  000116  jmp     0x0000000000000130
  00011b  mov     r12,[rbp+0x50]
  000122  mov     r13,[rbp+0x58]
  000129  mov     r14,[rbp+0x60]
; v7:int = sub v2, 1 => op_decr_a/0 (19) {pc=4, r0=v2, r2=v4, a=v2}
  000130  sub     r12,1
  000137  jo      0x00000000000001ee
; v8:int = add v4, v3 => op_add_r1_to_a/0 (45) {pc=7, r0=v7, r2=v4, a=v4}
  00013d  add     r14,r13
  000140  jo      0x0000000000000224
; v9:int = eq v7, 0
; guard_false v9 => op_jump_if_a/3 (64) {pc=11, r0=v7, r2=v8, c=1, a=v7, target=2}
  000146  test    r12,r12
  000149  je      0x0000000000000256
; guard_steps => bytecode_loop/0 (66) {r0=v7, r2=v8, a=v7}
; v12:int = phi r0 v7
; v13:int = phi r2 v8
; loop (66) {r0=v12, r2=v13}
  00014f  nop     [rax+rax]
  000158  nop     [rax+rax]
  000161  nop     [rax+rax]
  00016a  nop     [rax+rax]
  000173  nop     [rax+rax]
  00017c  nop     [rax]
; v15:int = sub v12, 1 => op_decr_a/0 (19) {pc=4, r0=v12, r2=v13, a=v12}
  000180  sub     r12,1
  000187  jo      0x00000000000002b1
; v16:int = add v13, v3 => op_add_r1_to_a/0 (45) {pc=7, r0=v15, r2=v13, a=v13}
  00018d  add     r14,r13
  000190  jo      0x00000000000002e7
; v17:int = eq v15, 0
; guard_false v17 => op_jump_if_a/3 (64) {pc=11, r0=v15, r2=v16, c=1, a=v15, target=2}
  000196  test    r12,r12
  000199  jne     0x0000000000000180
  00019f  jmp     0x0000000000000319
; guard_steps => bytecode_loop/0 (66) {r0=v15, r2=v16, a=v15}
; jump (66) v12 <- v15, v13 <- v16
; body entry
  0001a4  jmp     0x0000000000000180
; exits
  0001a9  mov     rax,0xfffffffe
  0001b3  jmp     0x0000000000000027
  0001b8  mov     [rbp+0x10],rbx
  0001bf  mov     qword ptr [rbp+0x18],1
  0001ca  mov     [rbp+0x50],r12
  0001d1  mov     [rbp+0x60],r14
  0001d8  mov     [rbp+0x78],r15
  0001df  mov     rax,0
  0001e9  jmp     0x0000000000000027
  0001ee  add     r12,1
  0001f5  mov     qword ptr [rbp+0x48],4
  000200  mov     [rbp+0x50],r12
  000207  mov     [rbp+0x60],r14
  00020e  mov     [rbp+0x78],r12
  000215  mov     rax,1
  00021f  jmp     0x0000000000000027
  000224  sub     r14,r13
  000227  mov     qword ptr [rbp+0x48],7
  000232  mov     [rbp+0x50],r12
  000239  mov     [rbp+0x60],r14
  000240  mov     [rbp+0x78],r14
  000247  mov     rax,2
  000251  jmp     0x0000000000000027
  000256  mov     qword ptr [rbp+0x48],0xb
  000261  mov     [rbp+0x50],r12
  000268  mov     [rbp+0x60],r14
  00026f  mov     qword ptr [rbp+0x70],1
  00027a  mov     qword ptr [rbp+0x100],1
  000285  mov     [rbp+0x78],r12
  00028c  mov     qword ptr [rbp+0x80],2
  000297  mov     qword ptr [rbp+0x110],1
  0002a2  mov     rax,3
  0002ac  jmp     0x0000000000000027
  0002b1  add     r12,1
  0002b8  mov     qword ptr [rbp+0x48],4
  0002c3  mov     [rbp+0x50],r12
  0002ca  mov     [rbp+0x60],r14
  0002d1  mov     [rbp+0x78],r12
  0002d8  mov     rax,5
  0002e2  jmp     0x0000000000000027
  0002e7  sub     r14,r13
  0002ea  mov     qword ptr [rbp+0x48],7
  0002f5  mov     [rbp+0x50],r12
  0002fc  mov     [rbp+0x60],r14
  000303  mov     [rbp+0x78],r14
  00030a  mov     rax,6
  000314  jmp     0x0000000000000027
  000319  mov     qword ptr [rbp+0x48],0xb
  000324  mov     [rbp+0x50],r12
  00032b  mov     [rbp+0x60],r14
  000332  mov     qword ptr [rbp+0x70],1
  00033d  mov     qword ptr [rbp+0x100],1
  000348  mov     [rbp+0x78],r12
  00034f  mov     qword ptr [rbp+0x80],2
  00035a  mov     qword ptr [rbp+0x110],1
  000365  mov     rax,7
  00036f  jmp     0x0000000000000027
