; T0: 1096 bytes
; v0:int = input n
  000030  cmp     qword ptr [rbp+0xa8],1
  00003b  jne     0x000000000000034b
  000041  mov     rbx,[rbp+0x38]
; v1:list = input composite
  000048  cmp     qword ptr [rbp+0xb0],3
  000053  jne     0x000000000000034b
  000059  mov     r12,[rbp+0x40]
; v2:list = input primes
  000060  cmp     qword ptr [rbp+0xb8],3
  00006b  jne     0x000000000000034b
; v3:int = input i
  000071  cmp     qword ptr [rbp+0xc0],1
  00007c  jne     0x000000000000034b
  000082  mov     r13,[rbp+0x50]
; v4:int = input j
  000089  cmp     qword ptr [rbp+0xd8],1
  000094  jne     0x000000000000034b
  00009a  mov     r14,[rbp+0x68]
  0000a1  jmp     0x00000000000000c2
  0000a6  mov     rbx,[rbp+0x38]
  0000ad  mov     r12,[rbp+0x40]
  0000b4  mov     r13,[rbp+0x50]
  0000bb  mov     r14,[rbp+0x68]
; v5:int = le v4, v0
; guard_true v5 => cross/0 (0) {composite=v1, j=v4}
  0000c2  cmp     r14,rbx
  0000c5  jg      0x000000000000035a
; guard_words v1 => cross_out/0 (1) {composite=v1, j=v4}
  0000cb  cmp     qword ptr [r12+8],0
  0000d7  jne     0x0000000000000382
; v8:list = set v1, v4, 1 owned words => cross_out/0 (1) {composite=v1, j=v4}
  0000dd  mov     rax,[r12-0x10]
  0000e5  add     rax,[r12-8]
  0000ed  cmp     rax,2
  0000f3  jne     0x0000000000000155
  0000f9  cmp     r14,[r12]
  000101  jae     0x0000000000000155
  000107  mov     rax,[r12+0x10]
  00010f  mov     qword ptr [rax+r14*8],1
; v9:int = add v4, v3 => cross_out/1 (1) {composite=v8, j=v4}
  000117  add     r14,r13
  00011a  jo      0x00000000000003aa
; guard_steps => cross/0 (2) {composite=v8, j=v9}
; v11:list = phi composite v8
; v12:int = phi j v9
; loop (2)
; v14:int = le v12, v0
; guard_true v14 => cross/0 (0) {composite=v11, j=v12}
  000120  cmp     r14,rbx
  000123  jg      0x00000000000003d5
; v16:list = set v11, v12, 1 owned words => cross_out/0 (1) {composite=v11, j=v12}
  000129  cmp     r14,[r12]
  000131  jae     0x0000000000000250
  000137  mov     rax,[r12+0x10]
  00013f  mov     qword ptr [rax+r14*8],1
; v17:int = add v12, v3 => cross_out/1 (1) {composite=v16, j=v12}
  000147  add     r14,r13
  00014a  jo      0x00000000000003fd
; guard_steps => cross/0 (2) {composite=v16, j=v17}
; jump (2) v11 <- v16, v12 <- v17
  000150  jmp     0x0000000000000120
  000155  sub     rsp,0x70
  00015c  mov     [rsp+0x30],rcx
  000164  mov     [rsp+0x38],rsi
  00016c  mov     [rsp+0x40],rdi
  000174  mov     [rsp+0x48],r8
  00017c  mov     [rsp+0x50],r9
  000184  mov     [rsp+0x58],r10
  00018c  mov     [rsp],r12
  000194  mov     qword ptr [rsp+8],3
  0001a0  mov     [rsp+0x10],r14
  0001a8  mov     qword ptr [rsp+0x18],1
  0001b4  mov     qword ptr [rsp+0x20],1
  0001c0  mov     qword ptr [rsp+0x28],1
  0001cc  mov     rdi,[rbp+0x20]
  0001d3  mov     esi,0xe
  0001d8  mov     rdx,rsp
  0001db  mov     rcx,0xfffffffffffffffd
  0001e5  mov     r8,0xfffffffffffffffd
  0001ef  mov     r9,0
  0001f9  mov     rax,<list_op>
  000203  call    rax
  000205  mov     r11,rax
  000208  mov     rcx,[rsp+0x30]
  000210  mov     rsi,[rsp+0x38]
  000218  mov     rdi,[rsp+0x40]
  000220  mov     r8,[rsp+0x48]
  000228  mov     r9,[rsp+0x50]
  000230  mov     r10,[rsp+0x58]
  000238  add     rsp,0x70
  00023f  test    rdx,rdx
  000242  je      0x0000000000000428
  000248  mov     r12,r11
  00024b  jmp     0x0000000000000117
  000250  sub     rsp,0x70
  000257  mov     [rsp+0x30],rcx
  00025f  mov     [rsp+0x38],rsi
  000267  mov     [rsp+0x40],rdi
  00026f  mov     [rsp+0x48],r8
  000277  mov     [rsp+0x50],r9
  00027f  mov     [rsp+0x58],r10
  000287  mov     [rsp],r12
  00028f  mov     qword ptr [rsp+8],3
  00029b  mov     [rsp+0x10],r14
  0002a3  mov     qword ptr [rsp+0x18],1
  0002af  mov     qword ptr [rsp+0x20],1
  0002bb  mov     qword ptr [rsp+0x28],1
  0002c7  mov     rdi,[rbp+0x20]
  0002ce  mov     esi,0xe
  0002d3  mov     rdx,rsp
  0002d6  mov     rcx,0xfffffffffffffffd
  0002e0  mov     r8,0xfffffffffffffffd
  0002ea  mov     r9,0
  0002f4  mov     rax,<list_op>
  0002fe  call    rax
  000300  mov     r11,rax
  000303  mov     rcx,[rsp+0x30]
  00030b  mov     rsi,[rsp+0x38]
  000313  mov     rdi,[rsp+0x40]
  00031b  mov     r8,[rsp+0x48]
  000323  mov     r9,[rsp+0x50]
  00032b  mov     r10,[rsp+0x58]
  000333  add     rsp,0x70
  00033a  test    rdx,rdx
  00033d  je      0x0000000000000450
  000343  mov     r12,r11
  000346  jmp     0x0000000000000147
; exits
  00034b  mov     rax,0xfffffffe
  000355  jmp     0x0000000000000016
  00035a  mov     [rbp+0x40],r12
  000361  mov     qword ptr [rbp+0xb0],3
  00036c  mov     [rbp+0x68],r14
  000373  mov     rax,0
  00037d  jmp     0x0000000000000016
  000382  mov     [rbp+0x40],r12
  000389  mov     qword ptr [rbp+0xb0],3
  000394  mov     [rbp+0x68],r14
  00039b  mov     rax,1
  0003a5  jmp     0x0000000000000016
  0003aa  sub     r14,r13
  0003ad  mov     [rbp+0x40],r12
  0003b4  mov     qword ptr [rbp+0xb0],3
  0003bf  mov     [rbp+0x68],r14
  0003c6  mov     rax,3
  0003d0  jmp     0x0000000000000016
  0003d5  mov     [rbp+0x40],r12
  0003dc  mov     qword ptr [rbp+0xb0],3
  0003e7  mov     [rbp+0x68],r14
  0003ee  mov     rax,5
  0003f8  jmp     0x0000000000000016
  0003fd  sub     r14,r13
  000400  mov     [rbp+0x40],r12
  000407  mov     qword ptr [rbp+0xb0],3
  000412  mov     [rbp+0x68],r14
  000419  mov     rax,7
  000423  jmp     0x0000000000000016
  000428  mov     [rbp+0x40],r12
  00042f  mov     qword ptr [rbp+0xb0],3
  00043a  mov     [rbp+0x68],r14
  000441  mov     rax,2
  00044b  jmp     0x0000000000000016
  000450  mov     [rbp+0x40],r12
  000457  mov     qword ptr [rbp+0xb0],3
  000462  mov     [rbp+0x68],r14
  000469  mov     rax,6
  000473  jmp     0x0000000000000016

; T1: 426 bytes
; v0:int = input n
  000480  cmp     qword ptr [rbp+0xa8],1
  00048b  jne     0x0000000000000581
  000491  mov     rbx,[rbp+0x38]
; v1:list = input composite
  000498  cmp     qword ptr [rbp+0xb0],3
  0004a3  jne     0x0000000000000581
  0004a9  mov     r12,[rbp+0x40]
; v2:list = input primes
  0004b0  cmp     qword ptr [rbp+0xb8],3
  0004bb  jne     0x0000000000000581
; v3:int = input i
  0004c1  cmp     qword ptr [rbp+0xc0],1
  0004cc  jne     0x0000000000000581
  0004d2  mov     r13,[rbp+0x50]
  0004d9  jmp     0x00000000000004f3
  0004de  mov     rbx,[rbp+0x38]
  0004e5  mov     r12,[rbp+0x40]
  0004ec  mov     r13,[rbp+0x50]
; v4:int = le v3, v0
; guard_true v4 => outer/0 (0) {i=v3}
  0004f3  cmp     r13,rbx
  0004f6  jg      0x0000000000000590
; guard_words v1 => test/0 (1) {i=v3}
  0004fc  cmp     qword ptr [r12+8],0
  000508  jne     0x00000000000005a6
; v7:int = readlist v1, v3 words => test/0 (1) {i=v3}
  00050e  cmp     r13,[r12]
  000516  jae     0x00000000000005bc
  00051c  mov     rax,[r12+0x10]
  000524  mov     r14,[rax+r13*8]
; guard_true v7 => test/0 (1) {i=v3}
  000529  test    r14,r14
  00052c  je      0x00000000000005d2
; v9:int = add_nov v3, 1
  000532  add     r13,1
; guard_steps => outer/0 (3) {i=v9}
; v11:int = phi i v9
; loop (3)
  000539  mov     r15,[r12+0x10]
  000541  nop     [rax+rax]
  00054a  nop     [rax+rax]
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
