; T0: 1113 bytes
; v0:int = input n
  000030  cmp     qword ptr [rbp+0xa8],1
  00003b  jne     0x000000000000035c
  000041  mov     rbx,[rbp+0x38]
; v1:list = input composite
  000048  cmp     qword ptr [rbp+0xb0],3
  000053  jne     0x000000000000035c
  000059  mov     r12,[rbp+0x40]
; v2:list = input primes
  000060  cmp     qword ptr [rbp+0xb8],3
  00006b  jne     0x000000000000035c
; v3:int = input i
  000071  cmp     qword ptr [rbp+0xc0],1
  00007c  jne     0x000000000000035c
  000082  mov     r13,[rbp+0x50]
; v4:int = input j
  000089  cmp     qword ptr [rbp+0xd8],1
  000094  jne     0x000000000000035c
  00009a  mov     r14,[rbp+0x68]
  0000a1  jmp     0x00000000000000c2
  0000a6  mov     rbx,[rbp+0x38]
  0000ad  mov     r12,[rbp+0x40]
  0000b4  mov     r13,[rbp+0x50]
  0000bb  mov     r14,[rbp+0x68]
; v5:int = le v4, v0
; guard_true v5 => cross/0 (0) {composite=v1, j=v4}
  0000c2  cmp     r14,rbx
  0000c5  jg      0x000000000000036b
; guard_words v1 => cross_out/0 (1) {composite=v1, j=v4}
  0000cb  cmp     qword ptr [r12+8],0
  0000d7  jne     0x0000000000000393
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
  00011b  jo      0x00000000000003bb
; guard_steps => cross/0 (2) {composite=v8, j=v9}
; v11:list = phi composite v8
; v12:int = phi j v9
; loop (2)
  000121  mov     r15,[r12+0x10]
  000129  nop     [rax]
; v14:int = le v12, v0
; guard_true v14 => cross/0 (0) {composite=v11, j=v12}
  000130  cmp     r14,rbx
  000133  jg      0x00000000000003e6
; v16:list = set v11, v12, 1 owned words => cross_out/0 (1) {composite=v11, j=v12}
  000139  cmp     r14,[r12]
  000141  jae     0x0000000000000259
  000147  mov     qword ptr [r15+r14*8],1
; v17:int = add v12, v3 => cross_out/1 (1) {composite=v16, j=v12}
  000150  add     r14,r13
  000153  jo      0x000000000000040e
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
  00024b  je      0x0000000000000439
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
  000346  je      0x0000000000000461
  00034c  mov     r12,r11
  00034f  mov     r15,[r12+0x10]
  000357  jmp     0x0000000000000150
; exits
  00035c  mov     rax,0xfffffffe
  000366  jmp     0x0000000000000016
  00036b  mov     [rbp+0x40],r12
  000372  mov     qword ptr [rbp+0xb0],3
  00037d  mov     [rbp+0x68],r14
  000384  mov     rax,0
  00038e  jmp     0x0000000000000016
  000393  mov     [rbp+0x40],r12
  00039a  mov     qword ptr [rbp+0xb0],3
  0003a5  mov     [rbp+0x68],r14
  0003ac  mov     rax,1
  0003b6  jmp     0x0000000000000016
  0003bb  sub     r14,r13
  0003be  mov     [rbp+0x40],r12
  0003c5  mov     qword ptr [rbp+0xb0],3
  0003d0  mov     [rbp+0x68],r14
  0003d7  mov     rax,3
  0003e1  jmp     0x0000000000000016
  0003e6  mov     [rbp+0x40],r12
  0003ed  mov     qword ptr [rbp+0xb0],3
  0003f8  mov     [rbp+0x68],r14
  0003ff  mov     rax,5
  000409  jmp     0x0000000000000016
  00040e  sub     r14,r13
  000411  mov     [rbp+0x40],r12
  000418  mov     qword ptr [rbp+0xb0],3
  000423  mov     [rbp+0x68],r14
  00042a  mov     rax,7
  000434  jmp     0x0000000000000016
  000439  mov     [rbp+0x40],r12
  000440  mov     qword ptr [rbp+0xb0],3
  00044b  mov     [rbp+0x68],r14
  000452  mov     rax,2
  00045c  jmp     0x0000000000000016
  000461  mov     [rbp+0x40],r12
  000468  mov     qword ptr [rbp+0xb0],3
  000473  mov     [rbp+0x68],r14
  00047a  mov     rax,6
  000484  jmp     0x0000000000000016

; T1: 410 bytes
; v0:int = input n
  000490  cmp     qword ptr [rbp+0xa8],1
  00049b  jne     0x0000000000000581
  0004a1  mov     rbx,[rbp+0x38]
; v1:list = input composite
  0004a8  cmp     qword ptr [rbp+0xb0],3
  0004b3  jne     0x0000000000000581
  0004b9  mov     r12,[rbp+0x40]
; v2:list = input primes
  0004c0  cmp     qword ptr [rbp+0xb8],3
  0004cb  jne     0x0000000000000581
; v3:int = input i
  0004d1  cmp     qword ptr [rbp+0xc0],1
  0004dc  jne     0x0000000000000581
  0004e2  mov     r13,[rbp+0x50]
  0004e9  jmp     0x0000000000000503
  0004ee  mov     rbx,[rbp+0x38]
  0004f5  mov     r12,[rbp+0x40]
  0004fc  mov     r13,[rbp+0x50]
  000503  mov     r15,[r12+0x10]
; v4:int = le v3, v0
; guard_true v4 => outer/0 (0) {i=v3}
  00050b  cmp     r13,rbx
  00050e  jg      0x0000000000000590
; guard_words v1 => test/0 (1) {i=v3}
  000514  cmp     qword ptr [r12+8],0
  000520  jne     0x00000000000005a6
; v7:int = readlist v1, v3 words => test/0 (1) {i=v3}
  000526  cmp     r13,[r12]
  00052e  jae     0x00000000000005bc
  000534  mov     r14,[r15+r13*8]
; guard_true v7 => test/0 (1) {i=v3}
  000539  test    r14,r14
  00053c  je      0x00000000000005d2
; v9:int = add_nov v3, 1
  000542  add     r13,1
; guard_steps => outer/0 (3) {i=v9}
; v11:int = phi i v9
; loop (3)
  000549  nop     [rax]
; v13:int = le v11, v0
; guard_true v13 => outer/0 (0) {i=v11}
  000550  cmp     r13,rbx
  000553  jg      0x00000000000005e8
; v15:int = readlist v1, v11 words => test/0 (1) {i=v11}
  000559  cmp     r13,[r12]
  000561  jae     0x00000000000005fe
  000567  mov     r14,[r15+r13*8]
; guard_true v15 => test/0 (1) {i=v11}
  00056c  test    r14,r14
  00056f  je      0x0000000000000614
; v17:int = add_nov v11, 1
  000575  add     r13,1
; guard_steps => outer/0 (3) {i=v17}
; jump (3) v11 <- v17
  00057c  jmp     0x0000000000000550
; exits
  000581  mov     rax,0x1fffffffe
  00058b  jmp     0x0000000000000016
  000590  mov     [rbp+0x50],r13
  000597  mov     rax,0x100000000
  0005a1  jmp     0x0000000000000016
  0005a6  mov     [rbp+0x50],r13
  0005ad  mov     rax,0x100000001
  0005b7  jmp     0x0000000000000016
  0005bc  mov     [rbp+0x50],r13
  0005c3  mov     rax,0x100000002
  0005cd  jmp     0x0000000000000016
  0005d2  mov     [rbp+0x50],r13
  0005d9  mov     rax,0x100000003
  0005e3  jmp     0x0000000000000016
  0005e8  mov     [rbp+0x50],r13
  0005ef  mov     rax,0x100000005
  0005f9  jmp     0x0000000000000016
  0005fe  mov     [rbp+0x50],r13
  000605  mov     rax,0x100000006
  00060f  jmp     0x0000000000000016
  000614  mov     [rbp+0x50],r13
  00061b  mov     rax,0x100000007
  000625  jmp     0x0000000000000016
