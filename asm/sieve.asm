; T0: 1388 bytes
  000030  mov     qword ptr [rbp+0x18],0
; v0:int = input n
  00003b  cmp     qword ptr [rbp+0xa0],1
  000046  jne     0x000000000000038d
  00004c  mov     rbx,[rbp+0x30]
; v1:list = input composite
  000053  cmp     qword ptr [rbp+0xa8],3
  00005e  jne     0x000000000000038d
  000064  mov     r12,[rbp+0x38]
; v2:list = input primes
  00006b  cmp     qword ptr [rbp+0xb0],3
  000076  jne     0x000000000000038d
; v3:int = input i
  00007c  cmp     qword ptr [rbp+0xb8],1
  000087  jne     0x000000000000038d
  00008d  mov     r13,[rbp+0x48]
; v4:int = input j
  000094  cmp     qword ptr [rbp+0xd0],1
  00009f  jne     0x000000000000038d
  0000a5  mov     r14,[rbp+0x60]
; v5:int = le v4, v0
; guard_true v5 => cross/1 (0) {composite=v1, j=v4, inside=0}
  0000ac  cmp     r14,rbx
  0000af  jg      0x000000000000039c
; v7:list = set v1, v4, 1 owned => cross_out/0 (1) {composite=v1, j=v4}
  0000b5  sub     rsp,0x70
  0000bc  mov     [rsp+0x30],rcx
  0000c4  mov     [rsp+0x38],rsi
  0000cc  mov     [rsp+0x40],rdi
  0000d4  mov     [rsp+0x48],r8
  0000dc  mov     [rsp+0x50],r9
  0000e4  mov     [rsp+0x58],r10
  0000ec  mov     [rsp],r12
  0000f4  mov     qword ptr [rsp+8],3
  000100  mov     [rsp+0x10],r14
  000108  mov     qword ptr [rsp+0x18],1
  000114  mov     qword ptr [rsp+0x20],1
  000120  mov     qword ptr [rsp+0x28],1
  00012c  mov     rdi,[rbp+0x20]
  000133  mov     esi,0xe
  000138  mov     rdx,rsp
  00013b  mov     rcx,0
  000145  mov     r8,0xfffffffffffffffd
  00014f  mov     r9,0
  000159  mov     rax,<list_op>
  000163  call    rax
  000165  mov     r11,rax
  000168  mov     rcx,[rsp+0x30]
  000170  mov     rsi,[rsp+0x38]
  000178  mov     rdi,[rsp+0x40]
  000180  mov     r8,[rsp+0x48]
  000188  mov     r9,[rsp+0x50]
  000190  mov     r10,[rsp+0x58]
  000198  add     rsp,0x70
  00019f  test    rdx,rdx
  0001a2  je      0x00000000000003e5
  0001a8  mov     r12,r11
; v8:int = add v4, v3 => cross_out/1 (1) {composite=v7, j=v4}
  0001ab  add     r14,r13
  0001ae  jo      0x0000000000000418
; guard_steps => cross/0 (2) {composite=v7, j=v8}
; v10:list = phi composite v7
  0001b4  sub     rsp,0x70
  0001bb  mov     [rsp+0x30],rcx
  0001c3  mov     [rsp+0x38],rsi
  0001cb  mov     [rsp+0x40],rdi
  0001d3  mov     [rsp+0x48],r8
  0001db  mov     [rsp+0x50],r9
  0001e3  mov     [rsp+0x58],r10
  0001eb  mov     [rsp],r12
  0001f3  mov     qword ptr [rsp+8],3
  0001ff  mov     rdi,[rbp+0x20]
  000206  mov     esi,0
  00020b  mov     rdx,rsp
  00020e  mov     rcx,1
  000218  mov     r8,0
  000222  mov     r9,1
  00022c  mov     rax,<move_list>
  000236  call    rax
  000238  mov     r11,rax
  00023b  mov     rcx,[rsp+0x30]
  000243  mov     rsi,[rsp+0x38]
  00024b  mov     rdi,[rsp+0x40]
  000253  mov     r8,[rsp+0x48]
  00025b  mov     r9,[rsp+0x50]
  000263  mov     r10,[rsp+0x58]
  00026b  add     rsp,0x70
; v11:int = phi j v8
; loop (2)
  000272  nop
  000273  nop
  000274  nop
  000275  nop
  000276  nop
  000277  nop
  000278  nop
  000279  nop
  00027a  nop
  00027b  nop
  00027c  nop
  00027d  nop
  00027e  nop
  00027f  nop
; v13:int = le v11, v0
; guard_true v13 => cross/1 (0) {composite=v10, j=v11, inside=0}
  000280  cmp     r14,rbx
  000283  jg      0x0000000000000475
; v15:list = set v10, v11, 1 owned => cross_out/0 (1) {composite=v10, j=v11}
  000289  sub     rsp,0x70
  000290  mov     [rsp+0x30],rcx
  000298  mov     [rsp+0x38],rsi
  0002a0  mov     [rsp+0x40],rdi
  0002a8  mov     [rsp+0x48],r8
  0002b0  mov     [rsp+0x50],r9
  0002b8  mov     [rsp+0x58],r10
  0002c0  mov     [rsp],r12
  0002c8  mov     qword ptr [rsp+8],3
  0002d4  mov     [rsp+0x10],r14
  0002dc  mov     qword ptr [rsp+0x18],1
  0002e8  mov     qword ptr [rsp+0x20],1
  0002f4  mov     qword ptr [rsp+0x28],1
  000300  mov     rdi,[rbp+0x20]
  000307  mov     esi,0xe
  00030c  mov     rdx,rsp
  00030f  mov     rcx,1
  000319  mov     r8,1
  000323  mov     r9,0
  00032d  mov     rax,<list_op>
  000337  call    rax
  000339  mov     r11,rax
  00033c  mov     rcx,[rsp+0x30]
  000344  mov     rsi,[rsp+0x38]
  00034c  mov     rdi,[rsp+0x40]
  000354  mov     r8,[rsp+0x48]
  00035c  mov     r9,[rsp+0x50]
  000364  mov     r10,[rsp+0x58]
  00036c  add     rsp,0x70
  000373  test    rdx,rdx
  000376  je      0x00000000000004e5
  00037c  mov     r12,r11
; v16:int = add v11, v3 => cross_out/1 (1) {composite=v15, j=v11}
  00037f  add     r14,r13
  000382  jo      0x000000000000053f
; guard_steps => cross/0 (2) {composite=v15, j=v16}
; jump (2) v10 <- v15, v11 <- v16
  000388  jmp     0x0000000000000280
; exits
  00038d  mov     rax,0xfffffffe
  000397  jmp     0x0000000000000016
  00039c  mov     [rbp+0x38],r12
  0003a3  mov     qword ptr [rbp+0xa8],3
  0003ae  mov     [rbp+0x60],r14
  0003b5  mov     qword ptr [rbp+0xd0],1
  0003c0  mov     qword ptr [rbp+0x68],0
  0003cb  mov     qword ptr [rbp+0xd8],1
  0003d6  mov     rax,0
  0003e0  jmp     0x0000000000000016
  0003e5  mov     [rbp+0x38],r12
  0003ec  mov     qword ptr [rbp+0xa8],3
  0003f7  mov     [rbp+0x60],r14
  0003fe  mov     qword ptr [rbp+0xd0],1
  000409  mov     rax,1
  000413  jmp     0x0000000000000016
  000418  sub     r14,r13
  00041b  mov     [rbp+0x38],r12
  000422  mov     qword ptr [rbp+0xa8],3
  00042d  mov     [rbp+0x60],r14
  000434  mov     qword ptr [rbp+0xd0],1
  00043f  mov     rdi,[rbp+0x20]
  000446  mov     rsi,<exit lists 0>
  000450  mov     rdx,1
  00045a  mov     rax,<exit_lists>
  000464  call    rax
  000466  mov     rax,2
  000470  jmp     0x0000000000000016
  000475  mov     [rbp+0x38],r12
  00047c  mov     qword ptr [rbp+0xa8],3
  000487  mov     [rbp+0x60],r14
  00048e  mov     qword ptr [rbp+0xd0],1
  000499  mov     qword ptr [rbp+0x68],0
  0004a4  mov     qword ptr [rbp+0xd8],1
  0004af  mov     rdi,[rbp+0x20]
  0004b6  mov     rsi,<exit lists 1>
  0004c0  mov     rdx,1
  0004ca  mov     rax,<exit_lists>
  0004d4  call    rax
  0004d6  mov     rax,4
  0004e0  jmp     0x0000000000000016
  0004e5  mov     [rbp+0x38],r12
  0004ec  mov     qword ptr [rbp+0xa8],3
  0004f7  mov     [rbp+0x60],r14
  0004fe  mov     qword ptr [rbp+0xd0],1
  000509  mov     rdi,[rbp+0x20]
  000510  mov     rsi,<exit lists 2>
  00051a  mov     rdx,1
  000524  mov     rax,<exit_lists>
  00052e  call    rax
  000530  mov     rax,5
  00053a  jmp     0x0000000000000016
  00053f  sub     r14,r13
  000542  mov     [rbp+0x38],r12
  000549  mov     qword ptr [rbp+0xa8],3
  000554  mov     [rbp+0x60],r14
  00055b  mov     qword ptr [rbp+0xd0],1
  000566  mov     rdi,[rbp+0x20]
  00056d  mov     rsi,<exit lists 3>
  000577  mov     rdx,1
  000581  mov     rax,<exit_lists>
  00058b  call    rax
  00058d  mov     rax,6
  000597  jmp     0x0000000000000016

; T1: 638 bytes
  0005a0  mov     qword ptr [rbp+0x18],0
; v0:int = input n
  0005ab  cmp     qword ptr [rbp+0xa0],1
  0005b6  jne     0x00000000000006a1
  0005bc  mov     rbx,[rbp+0x30]
; v1:list = input composite
  0005c3  cmp     qword ptr [rbp+0xa8],3
  0005ce  jne     0x00000000000006a1
  0005d4  mov     r12,[rbp+0x38]
; v2:list = input primes
  0005db  cmp     qword ptr [rbp+0xb0],3
  0005e6  jne     0x00000000000006a1
; v3:int = input i
  0005ec  cmp     qword ptr [rbp+0xb8],1
  0005f7  jne     0x00000000000006a1
  0005fd  mov     r13,[rbp+0x48]
; v4:int = le v3, v0
; guard_true v4 => outer/1 (0) {i=v3, more=0}
  000604  cmp     r13,rbx
  000607  jg      0x00000000000006b0
; v6:int = readlist v1, v3 => test/0 (1) {i=v3}
  00060d  cmp     r13,[r12]
  000615  jae     0x00000000000006e7
  00061b  mov     rax,[r12+8]
  000623  cmp     byte ptr [rax+r13],1
  000628  jne     0x00000000000006e7
  00062e  mov     rax,[r12+0x10]
  000636  mov     r14,[rax+r13*8]
; guard_true v6 => test/1 (1) {i=v3, c=0}
  00063a  test    r14,r14
  00063d  je      0x0000000000000708
; v8:int = add v3, 1 => next/0 (2) {i=v3}
  000643  add     r13,1
  00064a  jo      0x000000000000073f
; guard_steps => outer/0 (3) {i=v8}
; v10:int = phi i v8
; loop (3)
; v12:int = le v10, v0
; guard_true v12 => outer/1 (0) {i=v10, more=0}
  000650  cmp     r13,rbx
  000653  jg      0x0000000000000767
; v14:int = readlist v1, v10 => test/0 (1) {i=v10}
  000659  cmp     r13,[r12]
  000661  jae     0x000000000000079e
  000667  mov     rax,[r12+8]
  00066f  cmp     byte ptr [rax+r13],1
  000674  jne     0x000000000000079e
  00067a  mov     rax,[r12+0x10]
  000682  mov     r14,[rax+r13*8]
; guard_true v14 => test/1 (1) {i=v10, c=0}
  000686  test    r14,r14
  000689  je      0x00000000000007bf
; v16:int = add v10, 1 => next/0 (2) {i=v10}
  00068f  add     r13,1
  000696  jo      0x00000000000007f6
; guard_steps => outer/0 (3) {i=v16}
; jump (3) v10 <- v16
  00069c  jmp     0x0000000000000650
; exits
  0006a1  mov     rax,0x1fffffffe
  0006ab  jmp     0x0000000000000016
  0006b0  mov     [rbp+0x48],r13
  0006b7  mov     qword ptr [rbp+0xb8],1
  0006c2  mov     qword ptr [rbp+0x50],0
  0006cd  mov     qword ptr [rbp+0xc0],1
  0006d8  mov     rax,0x100000000
  0006e2  jmp     0x0000000000000016
  0006e7  mov     [rbp+0x48],r13
  0006ee  mov     qword ptr [rbp+0xb8],1
  0006f9  mov     rax,0x100000001
  000703  jmp     0x0000000000000016
  000708  mov     [rbp+0x48],r13
  00070f  mov     qword ptr [rbp+0xb8],1
  00071a  mov     qword ptr [rbp+0x58],0
  000725  mov     qword ptr [rbp+0xc8],1
  000730  mov     rax,0x100000002
  00073a  jmp     0x0000000000000016
  00073f  sub     r13,1
  000746  mov     [rbp+0x48],r13
  00074d  mov     qword ptr [rbp+0xb8],1
  000758  mov     rax,0x100000003
  000762  jmp     0x0000000000000016
  000767  mov     [rbp+0x48],r13
  00076e  mov     qword ptr [rbp+0xb8],1
  000779  mov     qword ptr [rbp+0x50],0
  000784  mov     qword ptr [rbp+0xc0],1
  00078f  mov     rax,0x100000005
  000799  jmp     0x0000000000000016
  00079e  mov     [rbp+0x48],r13
  0007a5  mov     qword ptr [rbp+0xb8],1
  0007b0  mov     rax,0x100000006
  0007ba  jmp     0x0000000000000016
  0007bf  mov     [rbp+0x48],r13
  0007c6  mov     qword ptr [rbp+0xb8],1
  0007d1  mov     qword ptr [rbp+0x58],0
  0007dc  mov     qword ptr [rbp+0xc8],1
  0007e7  mov     rax,0x100000007
  0007f1  jmp     0x0000000000000016
  0007f6  sub     r13,1
  0007fd  mov     [rbp+0x48],r13
  000804  mov     qword ptr [rbp+0xb8],1
  00080f  mov     rax,0x100000008
  000819  jmp     0x0000000000000016
