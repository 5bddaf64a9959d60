; T0: 1172 bytes
; v0:int = input n
  000030  cmp     qword ptr [rbp+0xa8],1
  00003b  jne     0x0000000000000397
  000041  mov     rbx,[rbp+0x38]
; v1:list = input composite
  000048  cmp     qword ptr [rbp+0xb0],3
  000053  jne     0x0000000000000397
  000059  mov     r12,[rbp+0x40]
; v2:list = input primes
  000060  cmp     qword ptr [rbp+0xb8],3
  00006b  jne     0x0000000000000397
; v3:int = input i
  000071  cmp     qword ptr [rbp+0xc0],1
  00007c  jne     0x0000000000000397
  000082  mov     r13,[rbp+0x50]
; v4:int = input j
  000089  cmp     qword ptr [rbp+0xd8],1
  000094  jne     0x0000000000000397
  00009a  mov     r14,[rbp+0x68]
  0000a1  jmp     0x00000000000000c2
  0000a6  mov     rbx,[rbp+0x38]
  0000ad  mov     r12,[rbp+0x40]
  0000b4  mov     r13,[rbp+0x50]
  0000bb  mov     r14,[rbp+0x68]
; v5:int = le v4, v0
; guard_true v5 => cross/0 (0) {composite=v1, j=v4}
  0000c2  cmp     r14,rbx
  0000c5  jg      0x00000000000003a6
; guard_words v1 => cross_out/0 (1) {composite=v1, j=v4}
  0000cb  cmp     qword ptr [r12+8],0
  0000d7  jne     0x00000000000003ce
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
  00011b  jo      0x00000000000003f6
; guard_steps => cross/0 (2) {composite=v8, j=v9}
; v11:list = phi composite v8
; v12:int = phi j v9
; loop (2) {composite=v11, j=v12}
  000121  mov     r15,[r12+0x10]
  000129  nop     [rax]
; v14:int = le v12, v0
; guard_true v14 => cross/0 (0) {composite=v11, j=v12}
  000130  cmp     r14,rbx
  000133  jg      0x0000000000000421
; v16:list = set v11, v12, 1 owned words => cross_out/0 (1) {composite=v11, j=v12}
  000139  cmp     r14,[r12]
  000141  jae     0x0000000000000259
  000147  mov     qword ptr [r15+r14*8],1
; v17:int = add v12, v3 => cross_out/1 (1) {composite=v16, j=v12}
  000150  add     r14,r13
  000153  jo      0x0000000000000449
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
  00024b  je      0x0000000000000474
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
  000346  je      0x000000000000049c
  00034c  mov     r12,r11
  00034f  mov     r15,[r12+0x10]
  000357  jmp     0x0000000000000150
; body entry: checks what the body requires
  00035c  cmp     qword ptr [r12+8],0
  000368  jne     0x00000000000000a6
; body entry
  00036e  mov     rax,[r12-0x10]
  000376  add     rax,[r12-8]
  00037e  cmp     rax,2
  000384  jne     0x00000000000000a6
  00038a  mov     r15,[r12+0x10]
  000392  jmp     0x0000000000000130
; exits
  000397  mov     rax,0xfffffffe
  0003a1  jmp     0x0000000000000016
  0003a6  mov     [rbp+0x40],r12
  0003ad  mov     qword ptr [rbp+0xb0],3
  0003b8  mov     [rbp+0x68],r14
  0003bf  mov     rax,0
  0003c9  jmp     0x0000000000000016
  0003ce  mov     [rbp+0x40],r12
  0003d5  mov     qword ptr [rbp+0xb0],3
  0003e0  mov     [rbp+0x68],r14
  0003e7  mov     rax,1
  0003f1  jmp     0x0000000000000016
  0003f6  sub     r14,r13
  0003f9  mov     [rbp+0x40],r12
  000400  mov     qword ptr [rbp+0xb0],3
  00040b  mov     [rbp+0x68],r14
  000412  mov     rax,3
  00041c  jmp     0x0000000000000016
  000421  mov     [rbp+0x40],r12
  000428  mov     qword ptr [rbp+0xb0],3
  000433  mov     [rbp+0x68],r14
  00043a  mov     rax,5
  000444  jmp     0x0000000000000016
  000449  sub     r14,r13
  00044c  mov     [rbp+0x40],r12
  000453  mov     qword ptr [rbp+0xb0],3
  00045e  mov     [rbp+0x68],r14
  000465  mov     rax,7
  00046f  jmp     0x0000000000000016
  000474  mov     [rbp+0x40],r12
  00047b  mov     qword ptr [rbp+0xb0],3
  000486  mov     [rbp+0x68],r14
  00048d  mov     rax,2
  000497  jmp     0x0000000000000016
  00049c  mov     [rbp+0x40],r12
  0004a3  mov     qword ptr [rbp+0xb0],3
  0004ae  mov     [rbp+0x68],r14
  0004b5  mov     rax,6
  0004bf  jmp     0x0000000000000016

; T1: 467 bytes
; v0:int = input n
  0004d0  cmp     qword ptr [rbp+0xa8],1
  0004db  jne     0x00000000000005fa
  0004e1  mov     rbx,[rbp+0x38]
; v1:list = input composite
  0004e8  cmp     qword ptr [rbp+0xb0],3
  0004f3  jne     0x00000000000005fa
  0004f9  mov     r12,[rbp+0x40]
; v2:list = input primes
  000500  cmp     qword ptr [rbp+0xb8],3
  00050b  jne     0x00000000000005fa
; v3:int = input i
  000511  cmp     qword ptr [rbp+0xc0],1
  00051c  jne     0x00000000000005fa
  000522  mov     r13,[rbp+0x50]
  000529  jmp     0x0000000000000543
  00052e  mov     rbx,[rbp+0x38]
  000535  mov     r12,[rbp+0x40]
  00053c  mov     r13,[rbp+0x50]
  000543  mov     r15,[r12+0x10]
; v4:int = le v3, v0
; guard_true v4 => outer/0 (0) {i=v3}
  00054b  cmp     r13,rbx
  00054e  jg      0x0000000000000609
; guard_words v1 => test/0 (1) {i=v3}
  000554  cmp     qword ptr [r12+8],0
  000560  jne     0x000000000000061f
; v7:int = readlist v1, v3 words => test/0 (1) {i=v3}
  000566  cmp     r13,[r12]
  00056e  jae     0x0000000000000635
  000574  mov     r14,[r15+r13*8]
; guard_true v7 => test/0 (1) {i=v3}
  000579  test    r14,r14
  00057c  je      0x000000000000064b
; v9:int = add_nov v3, 1
  000582  add     r13,1
; guard_steps => outer/0 (3) {i=v9}
; v11:int = phi i v9
; loop (3) {i=v11}
  000589  nop     [rax]
; v13:int = le v11, v0
; guard_true v13 => outer/0 (0) {i=v11}
  000590  cmp     r13,rbx
  000593  jg      0x0000000000000661
; v15:int = readlist v1, v11 words => test/0 (1) {i=v11}
  000599  cmp     r13,[r12]
  0005a1  jae     0x0000000000000677
  0005a7  mov     r14,[r15+r13*8]
; guard_true v15 => test/0 (1) {i=v11}
  0005ac  test    r14,r14
  0005af  je      0x000000000000068d
; v17:int = add_nov v11, 1
  0005b5  add     r13,1
; guard_steps => outer/0 (3) {i=v17}
; jump (3) v11 <- v17
  0005bc  jmp     0x0000000000000590
; body entry: checks what the body requires
  0005c1  cmp     qword ptr [r12+8],0
  0005cd  jne     0x000000000000052e
  0005d3  cmp     r13,1
  0005da  jl      0x000000000000052e
  0005e0  cmp     r13,0x10000000
  0005e7  jg      0x000000000000052e
; body entry
  0005ed  mov     r15,[r12+0x10]
  0005f5  jmp     0x0000000000000590
; exits
  0005fa  mov     rax,0x1fffffffe
  000604  jmp     0x0000000000000016
  000609  mov     [rbp+0x50],r13
  000610  mov     rax,0x100000000
  00061a  jmp     0x0000000000000016
  00061f  mov     [rbp+0x50],r13
  000626  mov     rax,0x100000001
  000630  jmp     0x0000000000000016
  000635  mov     [rbp+0x50],r13
  00063c  mov     rax,0x100000002
  000646  jmp     0x0000000000000016
  00064b  mov     [rbp+0x50],r13
  000652  mov     rax,0x100000003
  00065c  jmp     0x0000000000000016
  000661  mov     [rbp+0x50],r13
  000668  mov     rax,0x100000005
  000672  jmp     0x0000000000000016
  000677  mov     [rbp+0x50],r13
  00067e  mov     rax,0x100000006
  000688  jmp     0x0000000000000016
  00068d  mov     [rbp+0x50],r13
  000694  mov     rax,0x100000007
  00069e  jmp     0x0000000000000016
