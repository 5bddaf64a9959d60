; T0: 1119 bytes
; v0:int = input n
  000030  cmp     qword ptr [rbp+0xa8],1
  00003b  jne     0x0000000000000362
  000041  mov     rbx,[rbp+0x38]
; v1:list = input composite
  000048  cmp     qword ptr [rbp+0xb0],3
  000053  jne     0x0000000000000362
  000059  mov     r12,[rbp+0x40]
; v2:list = input primes
  000060  cmp     qword ptr [rbp+0xb8],3
  00006b  jne     0x0000000000000362
; v3:int = input i
  000071  cmp     qword ptr [rbp+0xc0],1
  00007c  jne     0x0000000000000362
  000082  mov     r13,[rbp+0x50]
; v4:int = input j
  000089  cmp     qword ptr [rbp+0xd8],1
  000094  jne     0x0000000000000362
  00009a  mov     r14,[rbp+0x68]
  0000a1  jmp     0x00000000000000c2
  0000a6  mov     rbx,[rbp+0x38]
  0000ad  mov     r12,[rbp+0x40]
  0000b4  mov     r13,[rbp+0x50]
  0000bb  mov     r14,[rbp+0x68]
; v5:int = le v4, v0
; guard_true v5 => cross/0 (0) {composite=v1, j=v4}
  0000c2  cmp     r14,rbx
  0000c5  jg      0x0000000000000371
; guard_words v1 => cross_out/0 (1) {composite=v1, j=v4}
  0000cb  cmp     qword ptr [r12+8],0
  0000d7  jne     0x0000000000000399
; v8:list = set v1, v4, 1 owned words => cross_out/0 (1) {composite=v1, j=v4}
  0000dd  mov     rax,[r12-0x10]
  0000e5  add     rax,[r12-8]
  0000ed  cmp     rax,2
  0000f3  jne     0x000000000000016c
  0000f9  cmp     r14,[r12]
  000101  jae     0x000000000000016c
  000107  mov     rax,[r12+0x10]
  00010f  lea     rax,[rax+r14*8]
  000113  mov     qword ptr [rax],1
; v9:int = add v4, v3 => cross_out/1 (1) {composite=v8, j=v4}
  00011e  add     r14,r13
  000121  jo      0x00000000000003c1
; guard_steps => cross/0 (2) {composite=v8, j=v9}
; v11:list = phi composite v8
; v12:int = phi j v9
; loop (2)
  000127  nop     [rax+rax]
; v14:int = le v12, v0
; guard_true v14 => cross/0 (0) {composite=v11, j=v12}
  000130  cmp     r14,rbx
  000133  jg      0x00000000000003ec
; v16:list = set v11, v12, 1 owned words => cross_out/0 (1) {composite=v11, j=v12}
  000139  cmp     r14,[r12]
  000141  jae     0x0000000000000267
  000147  mov     rax,[r12+0x10]
  00014f  lea     rax,[rax+r14*8]
  000153  mov     qword ptr [rax],1
; v17:int = add v12, v3 => cross_out/1 (1) {composite=v16, j=v12}
  00015e  add     r14,r13
  000161  jo      0x0000000000000414
; guard_steps => cross/0 (2) {composite=v16, j=v17}
; jump (2) v11 <- v16, v12 <- v17
  000167  jmp     0x0000000000000130
  00016c  sub     rsp,0x70
  000173  mov     [rsp+0x30],rcx
  00017b  mov     [rsp+0x38],rsi
  000183  mov     [rsp+0x40],rdi
  00018b  mov     [rsp+0x48],r8
  000193  mov     [rsp+0x50],r9
  00019b  mov     [rsp+0x58],r10
  0001a3  mov     [rsp],r12
  0001ab  mov     qword ptr [rsp+8],3
  0001b7  mov     [rsp+0x10],r14
  0001bf  mov     qword ptr [rsp+0x18],1
  0001cb  mov     qword ptr [rsp+0x20],1
  0001d7  mov     qword ptr [rsp+0x28],1
  0001e3  mov     rdi,[rbp+0x20]
  0001ea  mov     esi,0xe
  0001ef  mov     rdx,rsp
  0001f2  mov     rcx,0xfffffffffffffffd
  0001fc  mov     r8,0xfffffffffffffffd
  000206  mov     r9,0
  000210  mov     rax,<list_op>
  00021a  call    rax
  00021c  mov     r11,rax
  00021f  mov     rcx,[rsp+0x30]
  000227  mov     rsi,[rsp+0x38]
  00022f  mov     rdi,[rsp+0x40]
  000237  mov     r8,[rsp+0x48]
  00023f  mov     r9,[rsp+0x50]
  000247  mov     r10,[rsp+0x58]
  00024f  add     rsp,0x70
  000256  test    rdx,rdx
  000259  je      0x000000000000043f
  00025f  mov     r12,r11
  000262  jmp     0x000000000000011e
  000267  sub     rsp,0x70
  00026e  mov     [rsp+0x30],rcx
  000276  mov     [rsp+0x38],rsi
  00027e  mov     [rsp+0x40],rdi
  000286  mov     [rsp+0x48],r8
  00028e  mov     [rsp+0x50],r9
  000296  mov     [rsp+0x58],r10
  00029e  mov     [rsp],r12
  0002a6  mov     qword ptr [rsp+8],3
  0002b2  mov     [rsp+0x10],r14
  0002ba  mov     qword ptr [rsp+0x18],1
  0002c6  mov     qword ptr [rsp+0x20],1
  0002d2  mov     qword ptr [rsp+0x28],1
  0002de  mov     rdi,[rbp+0x20]
  0002e5  mov     esi,0xe
  0002ea  mov     rdx,rsp
  0002ed  mov     rcx,0xfffffffffffffffd
  0002f7  mov     r8,0xfffffffffffffffd
  000301  mov     r9,0
  00030b  mov     rax,<list_op>
  000315  call    rax
  000317  mov     r11,rax
  00031a  mov     rcx,[rsp+0x30]
  000322  mov     rsi,[rsp+0x38]
  00032a  mov     rdi,[rsp+0x40]
  000332  mov     r8,[rsp+0x48]
  00033a  mov     r9,[rsp+0x50]
  000342  mov     r10,[rsp+0x58]
  00034a  add     rsp,0x70
  000351  test    rdx,rdx
  000354  je      0x0000000000000467
  00035a  mov     r12,r11
  00035d  jmp     0x000000000000015e
; exits
  000362  mov     rax,0xfffffffe
  00036c  jmp     0x0000000000000016
  000371  mov     [rbp+0x40],r12
  000378  mov     qword ptr [rbp+0xb0],3
  000383  mov     [rbp+0x68],r14
  00038a  mov     rax,0
  000394  jmp     0x0000000000000016
  000399  mov     [rbp+0x40],r12
  0003a0  mov     qword ptr [rbp+0xb0],3
  0003ab  mov     [rbp+0x68],r14
  0003b2  mov     rax,1
  0003bc  jmp     0x0000000000000016
  0003c1  sub     r14,r13
  0003c4  mov     [rbp+0x40],r12
  0003cb  mov     qword ptr [rbp+0xb0],3
  0003d6  mov     [rbp+0x68],r14
  0003dd  mov     rax,3
  0003e7  jmp     0x0000000000000016
  0003ec  mov     [rbp+0x40],r12
  0003f3  mov     qword ptr [rbp+0xb0],3
  0003fe  mov     [rbp+0x68],r14
  000405  mov     rax,5
  00040f  jmp     0x0000000000000016
  000414  sub     r14,r13
  000417  mov     [rbp+0x40],r12
  00041e  mov     qword ptr [rbp+0xb0],3
  000429  mov     [rbp+0x68],r14
  000430  mov     rax,7
  00043a  jmp     0x0000000000000016
  00043f  mov     [rbp+0x40],r12
  000446  mov     qword ptr [rbp+0xb0],3
  000451  mov     [rbp+0x68],r14
  000458  mov     rax,2
  000462  jmp     0x0000000000000016
  000467  mov     [rbp+0x40],r12
  00046e  mov     qword ptr [rbp+0xb0],3
  000479  mov     [rbp+0x68],r14
  000480  mov     rax,6
  00048a  jmp     0x0000000000000016

; T1: 417 bytes
; v0:int = input n
  000490  cmp     qword ptr [rbp+0xa8],1
  00049b  jne     0x0000000000000588
  0004a1  mov     rbx,[rbp+0x38]
; v1:list = input composite
  0004a8  cmp     qword ptr [rbp+0xb0],3
  0004b3  jne     0x0000000000000588
  0004b9  mov     r12,[rbp+0x40]
; v2:list = input primes
  0004c0  cmp     qword ptr [rbp+0xb8],3
  0004cb  jne     0x0000000000000588
; v3:int = input i
  0004d1  cmp     qword ptr [rbp+0xc0],1
  0004dc  jne     0x0000000000000588
  0004e2  mov     r13,[rbp+0x50]
  0004e9  jmp     0x0000000000000503
  0004ee  mov     rbx,[rbp+0x38]
  0004f5  mov     r12,[rbp+0x40]
  0004fc  mov     r13,[rbp+0x50]
; v4:int = le v3, v0
; guard_true v4 => outer/0 (0) {i=v3}
  000503  cmp     r13,rbx
  000506  jg      0x0000000000000597
; guard_words v1 => test/0 (1) {i=v3}
  00050c  cmp     qword ptr [r12+8],0
  000518  jne     0x00000000000005ad
; v7:int = readlist v1, v3 words => test/0 (1) {i=v3}
  00051e  cmp     r13,[r12]
  000526  jae     0x00000000000005c3
  00052c  mov     rax,[r12+0x10]
  000534  mov     r14,[rax+r13*8]
; guard_true v7 => test/0 (1) {i=v3}
  000538  test    r14,r14
  00053b  je      0x00000000000005d9
; v9:int = add_nov v3, 1
  000541  add     r13,1
; guard_steps => outer/0 (3) {i=v9}
; v11:int = phi i v9
; loop (3)
  000548  nop     [rax+rax]
; v13:int = le v11, v0
; guard_true v13 => outer/0 (0) {i=v11}
  000550  cmp     r13,rbx
  000553  jg      0x00000000000005ef
; v15:int = readlist v1, v11 words => test/0 (1) {i=v11}
  000559  cmp     r13,[r12]
  000561  jae     0x0000000000000605
  000567  mov     rax,[r12+0x10]
  00056f  mov     r14,[rax+r13*8]
; guard_true v15 => test/0 (1) {i=v11}
  000573  test    r14,r14
  000576  je      0x000000000000061b
; v17:int = add_nov v11, 1
  00057c  add     r13,1
; guard_steps => outer/0 (3) {i=v17}
; jump (3) v11 <- v17
  000583  jmp     0x0000000000000550
; exits
  000588  mov     rax,0x1fffffffe
  000592  jmp     0x0000000000000016
  000597  mov     [rbp+0x50],r13
  00059e  mov     rax,0x100000000
  0005a8  jmp     0x0000000000000016
  0005ad  mov     [rbp+0x50],r13
  0005b4  mov     rax,0x100000001
  0005be  jmp     0x0000000000000016
  0005c3  mov     [rbp+0x50],r13
  0005ca  mov     rax,0x100000002
  0005d4  jmp     0x0000000000000016
  0005d9  mov     [rbp+0x50],r13
  0005e0  mov     rax,0x100000003
  0005ea  jmp     0x0000000000000016
  0005ef  mov     [rbp+0x50],r13
  0005f6  mov     rax,0x100000005
  000600  jmp     0x0000000000000016
  000605  mov     [rbp+0x50],r13
  00060c  mov     rax,0x100000006
  000616  jmp     0x0000000000000016
  00061b  mov     [rbp+0x50],r13
  000622  mov     rax,0x100000007
  00062c  jmp     0x0000000000000016
