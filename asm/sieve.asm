; T0: 1154 bytes
; v0:int = input n
  000030  cmp     qword ptr [rbp+0xa8],1
  00003b  jne     0x0000000000000385
  000041  mov     rbx,[rbp+0x38]
; v1:list = input composite
  000048  cmp     qword ptr [rbp+0xb0],3
  000053  jne     0x0000000000000385
  000059  mov     r12,[rbp+0x40]
; v2:list = input primes
  000060  cmp     qword ptr [rbp+0xb8],3
  00006b  jne     0x0000000000000385
; v3:int = input i
  000071  cmp     qword ptr [rbp+0xc0],1
  00007c  jne     0x0000000000000385
  000082  mov     r13,[rbp+0x50]
; v4:int = input j
  000089  cmp     qword ptr [rbp+0xd8],1
  000094  jne     0x0000000000000385
  00009a  mov     r14,[rbp+0x68]
  0000a1  jmp     0x00000000000000c2
  0000a6  mov     rbx,[rbp+0x38]
  0000ad  mov     r12,[rbp+0x40]
  0000b4  mov     r13,[rbp+0x50]
  0000bb  mov     r14,[rbp+0x68]
; v5:int = le v4, v0
; guard_true v5 => cross/0 (0) {composite=v1, j=v4}
  0000c2  cmp     r14,rbx
  0000c5  jg      0x0000000000000394
; guard_words v1 => cross_out/0 (1) {composite=v1, j=v4}
  0000cb  cmp     qword ptr [r12+8],0
  0000d7  jne     0x00000000000003bc
; v8:list = set v1, v4, 1 owned words => cross_out/0 (1) {composite=v1, j=v4}
  0000dd  mov     rax,[r12-0x10]
  0000e5  add     rax,[r12-8]
  0000ed  cmp     rax,2
  0000f3  jne     0x000000000000015e
  0000f9  cmp     r14,[r12]
  000101  jae     0x000000000000015e
  000107  mov     rax,[r12+0x10]
  00010f  mov     qword ptr [rax+r14*8],1
; v9:int = add v4, v3 => cross_out/1 (1) {composite=v8, j=v4}
  000118  add     r14,r13
  00011b  jo      0x00000000000003e4
; guard_steps => cross/0 (2) {composite=v8, j=v9}
; v11:list = phi composite v8
; v12:int = phi j v9
; loop (2) {composite=v11, j=v12}
  000121  mov     r15,[r12+0x10]
  000129  nop     [rax]
; v14:int = le v12, v0
; guard_true v14 => cross/0 (0) {composite=v11, j=v12}
  000130  cmp     r14,rbx
  000133  jg      0x000000000000040f
; v16:list = set v11, v12, 1 owned words => cross_out/0 (1) {composite=v11, j=v12}
  000139  cmp     r14,[r12]
  000141  jae     0x0000000000000259
  000147  mov     qword ptr [r15+r14*8],1
; v17:int = add v12, v3 => cross_out/1 (1) {composite=v16, j=v12}
  000150  add     r14,r13
  000153  jo      0x0000000000000437
; guard_steps => cross/0 (2) {composite=v16, j=v17}
; jump (2) v11 <- v16, v12 <- v17
  000159  jmp     0x0000000000000130
  00015e  sub     rsp,0x70
  000165  mov     [rsp+0x30],rcx
  00016d  mov     [rsp+0x38],rsi
  000175  mov     [rsp+0x40],rdi
  00017d  mov     [rsp+0x48],r8
  000185  mov     [rsp+0x50],r9
  00018d  mov     [rsp+0x58],r10
  000195  mov     [rsp],r12
  00019d  mov     qword ptr [rsp+8],3
  0001a9  mov     [rsp+0x10],r14
  0001b1  mov     qword ptr [rsp+0x18],1
  0001bd  mov     qword ptr [rsp+0x20],1
  0001c9  mov     qword ptr [rsp+0x28],1
  0001d5  mov     rdi,[rbp+0x20]
  0001dc  mov     esi,0xe
  0001e1  mov     rdx,rsp
  0001e4  mov     rcx,0xfffffffffffffffd
  0001ee  mov     r8,0xfffffffffffffffd
  0001f8  mov     r9,0
  000202  mov     rax,<list_op>
  00020c  call    rax
  00020e  mov     r11,rax
  000211  mov     rcx,[rsp+0x30]
  000219  mov     rsi,[rsp+0x38]
  000221  mov     rdi,[rsp+0x40]
  000229  mov     r8,[rsp+0x48]
  000231  mov     r9,[rsp+0x50]
  000239  mov     r10,[rsp+0x58]
  000241  add     rsp,0x70
  000248  test    rdx,rdx
  00024b  je      0x0000000000000462
  000251  mov     r12,r11
  000254  jmp     0x0000000000000118
  000259  sub     rsp,0x70
  000260  mov     [rsp+0x30],rcx
  000268  mov     [rsp+0x38],rsi
  000270  mov     [rsp+0x40],rdi
  000278  mov     [rsp+0x48],r8
  000280  mov     [rsp+0x50],r9
  000288  mov     [rsp+0x58],r10
  000290  mov     [rsp],r12
  000298  mov     qword ptr [rsp+8],3
  0002a4  mov     [rsp+0x10],r14
  0002ac  mov     qword ptr [rsp+0x18],1
  0002b8  mov     qword ptr [rsp+0x20],1
  0002c4  mov     qword ptr [rsp+0x28],1
  0002d0  mov     rdi,[rbp+0x20]
  0002d7  mov     esi,0xe
  0002dc  mov     rdx,rsp
  0002df  mov     rcx,0xfffffffffffffffd
  0002e9  mov     r8,0xfffffffffffffffd
  0002f3  mov     r9,0
  0002fd  mov     rax,<list_op>
  000307  call    rax
  000309  mov     r11,rax
  00030c  mov     rcx,[rsp+0x30]
  000314  mov     rsi,[rsp+0x38]
  00031c  mov     rdi,[rsp+0x40]
  000324  mov     r8,[rsp+0x48]
  00032c  mov     r9,[rsp+0x50]
  000334  mov     r10,[rsp+0x58]
  00033c  add     rsp,0x70
  000343  test    rdx,rdx
  000346  je      0x000000000000048a
  00034c  mov     r12,r11
  00034f  mov     r15,[r12+0x10]
  000357  jmp     0x0000000000000150
; body entry
  00035c  mov     rax,[r12-0x10]
  000364  add     rax,[r12-8]
  00036c  cmp     rax,2
  000372  jne     0x00000000000000a6
  000378  mov     r15,[r12+0x10]
  000380  jmp     0x0000000000000130
; exits
  000385  mov     rax,0xfffffffe
  00038f  jmp     0x0000000000000016
  000394  mov     [rbp+0x40],r12
  00039b  mov     qword ptr [rbp+0xb0],3
  0003a6  mov     [rbp+0x68],r14
  0003ad  mov     rax,0
  0003b7  jmp     0x0000000000000016
  0003bc  mov     [rbp+0x40],r12
  0003c3  mov     qword ptr [rbp+0xb0],3
  0003ce  mov     [rbp+0x68],r14
  0003d5  mov     rax,1
  0003df  jmp     0x0000000000000016
  0003e4  sub     r14,r13
  0003e7  mov     [rbp+0x40],r12
  0003ee  mov     qword ptr [rbp+0xb0],3
  0003f9  mov     [rbp+0x68],r14
  000400  mov     rax,3
  00040a  jmp     0x0000000000000016
  00040f  mov     [rbp+0x40],r12
  000416  mov     qword ptr [rbp+0xb0],3
  000421  mov     [rbp+0x68],r14
  000428  mov     rax,5
  000432  jmp     0x0000000000000016
  000437  sub     r14,r13
  00043a  mov     [rbp+0x40],r12
  000441  mov     qword ptr [rbp+0xb0],3
  00044c  mov     [rbp+0x68],r14
  000453  mov     rax,7
  00045d  jmp     0x0000000000000016
  000462  mov     [rbp+0x40],r12
  000469  mov     qword ptr [rbp+0xb0],3
  000474  mov     [rbp+0x68],r14
  00047b  mov     rax,2
  000485  jmp     0x0000000000000016
  00048a  mov     [rbp+0x40],r12
  000491  mov     qword ptr [rbp+0xb0],3
  00049c  mov     [rbp+0x68],r14
  0004a3  mov     rax,6
  0004ad  jmp     0x0000000000000016

; T1: 423 bytes
; v0:int = input n
  0004c0  cmp     qword ptr [rbp+0xa8],1
  0004cb  jne     0x00000000000005be
  0004d1  mov     rbx,[rbp+0x38]
; v1:list = input composite
  0004d8  cmp     qword ptr [rbp+0xb0],3
  0004e3  jne     0x00000000000005be
  0004e9  mov     r12,[rbp+0x40]
; v2:list = input primes
  0004f0  cmp     qword ptr [rbp+0xb8],3
  0004fb  jne     0x00000000000005be
; v3:int = input i
  000501  cmp     qword ptr [rbp+0xc0],1
  00050c  jne     0x00000000000005be
  000512  mov     r13,[rbp+0x50]
  000519  jmp     0x0000000000000533
  00051e  mov     rbx,[rbp+0x38]
  000525  mov     r12,[rbp+0x40]
  00052c  mov     r13,[rbp+0x50]
  000533  mov     r15,[r12+0x10]
; v4:int = le v3, v0
; guard_true v4 => outer/0 (0) {i=v3}
  00053b  cmp     r13,rbx
  00053e  jg      0x00000000000005cd
; guard_words v1 => test/0 (1) {i=v3}
  000544  cmp     qword ptr [r12+8],0
  000550  jne     0x00000000000005e3
; v7:int = readlist v1, v3 words => test/0 (1) {i=v3}
  000556  cmp     r13,[r12]
  00055e  jae     0x00000000000005f9
  000564  mov     r14,[r15+r13*8]
; guard_true v7 => test/0 (1) {i=v3}
  000569  test    r14,r14
  00056c  je      0x000000000000060f
; v9:int = add_nov v3, 1
  000572  add     r13,1
; guard_steps => outer/0 (3) {i=v9}
; v11:int = phi i v9
; loop (3) {i=v11}
  000579  nop     [rax]
; v13:int = le v11, v0
; guard_true v13 => outer/0 (0) {i=v11}
  000580  cmp     r13,rbx
  000583  jg      0x0000000000000625
; v15:int = readlist v1, v11 words => test/0 (1) {i=v11}
  000589  cmp     r13,[r12]
  000591  jae     0x000000000000063b
  000597  mov     r14,[r15+r13*8]
; guard_true v15 => test/0 (1) {i=v11}
  00059c  test    r14,r14
  00059f  je      0x0000000000000651
; v17:int = add_nov v11, 1
  0005a5  add     r13,1
; guard_steps => outer/0 (3) {i=v17}
; jump (3) v11 <- v17
  0005ac  jmp     0x0000000000000580
; body entry
  0005b1  mov     r15,[r12+0x10]
  0005b9  jmp     0x0000000000000580
; exits
  0005be  mov     rax,0x1fffffffe
  0005c8  jmp     0x0000000000000016
  0005cd  mov     [rbp+0x50],r13
  0005d4  mov     rax,0x100000000
  0005de  jmp     0x0000000000000016
  0005e3  mov     [rbp+0x50],r13
  0005ea  mov     rax,0x100000001
  0005f4  jmp     0x0000000000000016
  0005f9  mov     [rbp+0x50],r13
  000600  mov     rax,0x100000002
  00060a  jmp     0x0000000000000016
  00060f  mov     [rbp+0x50],r13
  000616  mov     rax,0x100000003
  000620  jmp     0x0000000000000016
  000625  mov     [rbp+0x50],r13
  00062c  mov     rax,0x100000005
  000636  jmp     0x0000000000000016
  00063b  mov     [rbp+0x50],r13
  000642  mov     rax,0x100000006
  00064c  jmp     0x0000000000000016
  000651  mov     [rbp+0x50],r13
  000658  mov     rax,0x100000007
  000662  jmp     0x0000000000000016
