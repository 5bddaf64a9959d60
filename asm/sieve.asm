; T0: 1372 bytes
; v0:int = input n
  000030  cmp     qword ptr [rbp+0xa0],1
  00003b  jne     0x000000000000037d
  000041  mov     rbx,[rbp+0x30]
; v1:list = input composite
  000048  cmp     qword ptr [rbp+0xa8],3
  000053  jne     0x000000000000037d
  000059  mov     r12,[rbp+0x38]
; v2:list = input primes
  000060  cmp     qword ptr [rbp+0xb0],3
  00006b  jne     0x000000000000037d
; v3:int = input i
  000071  cmp     qword ptr [rbp+0xb8],1
  00007c  jne     0x000000000000037d
  000082  mov     r13,[rbp+0x48]
; v4:int = input j
  000089  cmp     qword ptr [rbp+0xd0],1
  000094  jne     0x000000000000037d
  00009a  mov     r14,[rbp+0x60]
; v5:int = le v4, v0
; guard_true v5 => cross/1 (0) {composite=v1, j=v4, inside=0}
  0000a1  cmp     r14,rbx
  0000a4  jg      0x000000000000038c
; v7:list = set v1, v4, 1 owned => cross_out/0 (1) {composite=v1, j=v4}
  0000aa  sub     rsp,0x70
  0000b1  mov     [rsp+0x30],rcx
  0000b9  mov     [rsp+0x38],rsi
  0000c1  mov     [rsp+0x40],rdi
  0000c9  mov     [rsp+0x48],r8
  0000d1  mov     [rsp+0x50],r9
  0000d9  mov     [rsp+0x58],r10
  0000e1  mov     [rsp],r12
  0000e9  mov     qword ptr [rsp+8],3
  0000f5  mov     [rsp+0x10],r14
  0000fd  mov     qword ptr [rsp+0x18],1
  000109  mov     qword ptr [rsp+0x20],1
  000115  mov     qword ptr [rsp+0x28],1
  000121  mov     rdi,[rbp+0x20]
  000128  mov     esi,0xe
  00012d  mov     rdx,rsp
  000130  mov     rcx,0
  00013a  mov     r8,0xfffffffffffffffd
  000144  mov     r9,0
  00014e  mov     rax,<list_op>
  000158  call    rax
  00015a  mov     r11,rax
  00015d  mov     rcx,[rsp+0x30]
  000165  mov     rsi,[rsp+0x38]
  00016d  mov     rdi,[rsp+0x40]
  000175  mov     r8,[rsp+0x48]
  00017d  mov     r9,[rsp+0x50]
  000185  mov     r10,[rsp+0x58]
  00018d  add     rsp,0x70
  000194  test    rdx,rdx
  000197  je      0x00000000000003d5
  00019d  mov     r12,r11
; v8:int = add v4, v3 => cross_out/1 (1) {composite=v7, j=v4}
  0001a0  add     r14,r13
  0001a3  jo      0x0000000000000408
; guard_steps => cross/0 (2) {composite=v7, j=v8}
; v10:list = phi composite v7
  0001a9  sub     rsp,0x70
  0001b0  mov     [rsp+0x30],rcx
  0001b8  mov     [rsp+0x38],rsi
  0001c0  mov     [rsp+0x40],rdi
  0001c8  mov     [rsp+0x48],r8
  0001d0  mov     [rsp+0x50],r9
  0001d8  mov     [rsp+0x58],r10
  0001e0  mov     [rsp],r12
  0001e8  mov     qword ptr [rsp+8],3
  0001f4  mov     rdi,[rbp+0x20]
  0001fb  mov     esi,0
  000200  mov     rdx,rsp
  000203  mov     rcx,1
  00020d  mov     r8,0
  000217  mov     r9,1
  000221  mov     rax,<move_list>
  00022b  call    rax
  00022d  mov     r11,rax
  000230  mov     rcx,[rsp+0x30]
  000238  mov     rsi,[rsp+0x38]
  000240  mov     rdi,[rsp+0x40]
  000248  mov     r8,[rsp+0x48]
  000250  mov     r9,[rsp+0x50]
  000258  mov     r10,[rsp+0x58]
  000260  add     rsp,0x70
; v11:int = phi j v8
; loop (2)
  000267  nop
  000268  nop
  000269  nop
  00026a  nop
  00026b  nop
  00026c  nop
  00026d  nop
  00026e  nop
  00026f  nop
; v13:int = le v11, v0
; guard_true v13 => cross/1 (0) {composite=v10, j=v11, inside=0}
  000270  cmp     r14,rbx
  000273  jg      0x0000000000000465
; v15:list = set v10, v11, 1 owned => cross_out/0 (1) {composite=v10, j=v11}
  000279  sub     rsp,0x70
  000280  mov     [rsp+0x30],rcx
  000288  mov     [rsp+0x38],rsi
  000290  mov     [rsp+0x40],rdi
  000298  mov     [rsp+0x48],r8
  0002a0  mov     [rsp+0x50],r9
  0002a8  mov     [rsp+0x58],r10
  0002b0  mov     [rsp],r12
  0002b8  mov     qword ptr [rsp+8],3
  0002c4  mov     [rsp+0x10],r14
  0002cc  mov     qword ptr [rsp+0x18],1
  0002d8  mov     qword ptr [rsp+0x20],1
  0002e4  mov     qword ptr [rsp+0x28],1
  0002f0  mov     rdi,[rbp+0x20]
  0002f7  mov     esi,0xe
  0002fc  mov     rdx,rsp
  0002ff  mov     rcx,1
  000309  mov     r8,1
  000313  mov     r9,0
  00031d  mov     rax,<list_op>
  000327  call    rax
  000329  mov     r11,rax
  00032c  mov     rcx,[rsp+0x30]
  000334  mov     rsi,[rsp+0x38]
  00033c  mov     rdi,[rsp+0x40]
  000344  mov     r8,[rsp+0x48]
  00034c  mov     r9,[rsp+0x50]
  000354  mov     r10,[rsp+0x58]
  00035c  add     rsp,0x70
  000363  test    rdx,rdx
  000366  je      0x00000000000004d5
  00036c  mov     r12,r11
; v16:int = add v11, v3 => cross_out/1 (1) {composite=v15, j=v11}
  00036f  add     r14,r13
  000372  jo      0x000000000000052f
; guard_steps => cross/0 (2) {composite=v15, j=v16}
; jump (2) v10 <- v15, v11 <- v16
  000378  jmp     0x0000000000000270
; exits
  00037d  mov     rax,0xfffffffe
  000387  jmp     0x0000000000000016
  00038c  mov     [rbp+0x38],r12
  000393  mov     qword ptr [rbp+0xa8],3
  00039e  mov     [rbp+0x60],r14
  0003a5  mov     qword ptr [rbp+0xd0],1
  0003b0  mov     qword ptr [rbp+0x68],0
  0003bb  mov     qword ptr [rbp+0xd8],1
  0003c6  mov     rax,0
  0003d0  jmp     0x0000000000000016
  0003d5  mov     [rbp+0x38],r12
  0003dc  mov     qword ptr [rbp+0xa8],3
  0003e7  mov     [rbp+0x60],r14
  0003ee  mov     qword ptr [rbp+0xd0],1
  0003f9  mov     rax,1
  000403  jmp     0x0000000000000016
  000408  sub     r14,r13
  00040b  mov     [rbp+0x38],r12
  000412  mov     qword ptr [rbp+0xa8],3
  00041d  mov     [rbp+0x60],r14
  000424  mov     qword ptr [rbp+0xd0],1
  00042f  mov     rdi,[rbp+0x20]
  000436  mov     rsi,<exit lists 0>
  000440  mov     rdx,1
  00044a  mov     rax,<exit_lists>
  000454  call    rax
  000456  mov     rax,2
  000460  jmp     0x0000000000000016
  000465  mov     [rbp+0x38],r12
  00046c  mov     qword ptr [rbp+0xa8],3
  000477  mov     [rbp+0x60],r14
  00047e  mov     qword ptr [rbp+0xd0],1
  000489  mov     qword ptr [rbp+0x68],0
  000494  mov     qword ptr [rbp+0xd8],1
  00049f  mov     rdi,[rbp+0x20]
  0004a6  mov     rsi,<exit lists 1>
  0004b0  mov     rdx,1
  0004ba  mov     rax,<exit_lists>
  0004c4  call    rax
  0004c6  mov     rax,4
  0004d0  jmp     0x0000000000000016
  0004d5  mov     [rbp+0x38],r12
  0004dc  mov     qword ptr [rbp+0xa8],3
  0004e7  mov     [rbp+0x60],r14
  0004ee  mov     qword ptr [rbp+0xd0],1
  0004f9  mov     rdi,[rbp+0x20]
  000500  mov     rsi,<exit lists 2>
  00050a  mov     rdx,1
  000514  mov     rax,<exit_lists>
  00051e  call    rax
  000520  mov     rax,5
  00052a  jmp     0x0000000000000016
  00052f  sub     r14,r13
  000532  mov     [rbp+0x38],r12
  000539  mov     qword ptr [rbp+0xa8],3
  000544  mov     [rbp+0x60],r14
  00054b  mov     qword ptr [rbp+0xd0],1
  000556  mov     rdi,[rbp+0x20]
  00055d  mov     rsi,<exit lists 3>
  000567  mov     rdx,1
  000571  mov     rax,<exit_lists>
  00057b  call    rax
  00057d  mov     rax,6
  000587  jmp     0x0000000000000016

; T1: 638 bytes
; v0:int = input n
  000590  cmp     qword ptr [rbp+0xa0],1
  00059b  jne     0x0000000000000691
  0005a1  mov     rbx,[rbp+0x30]
; v1:list = input composite
  0005a8  cmp     qword ptr [rbp+0xa8],3
  0005b3  jne     0x0000000000000691
  0005b9  mov     r12,[rbp+0x38]
; v2:list = input primes
  0005c0  cmp     qword ptr [rbp+0xb0],3
  0005cb  jne     0x0000000000000691
; v3:int = input i
  0005d1  cmp     qword ptr [rbp+0xb8],1
  0005dc  jne     0x0000000000000691
  0005e2  mov     r13,[rbp+0x48]
; v4:int = le v3, v0
; guard_true v4 => outer/1 (0) {i=v3, more=0}
  0005e9  cmp     r13,rbx
  0005ec  jg      0x00000000000006a0
; v6:int = readlist v1, v3 => test/0 (1) {i=v3}
  0005f2  cmp     r13,[r12]
  0005fa  jae     0x00000000000006d7
  000600  mov     rax,[r12+8]
  000608  cmp     byte ptr [rax+r13],1
  00060d  jne     0x00000000000006d7
  000613  mov     rax,[r12+0x10]
  00061b  mov     r14,[rax+r13*8]
; guard_true v6 => test/1 (1) {i=v3, c=0}
  00061f  test    r14,r14
  000622  je      0x00000000000006f8
; v8:int = add v3, 1 => next/0 (2) {i=v3}
  000628  add     r13,1
  00062f  jo      0x000000000000072f
; guard_steps => outer/0 (3) {i=v8}
; v10:int = phi i v8
; loop (3)
  000635  nop
  000636  nop
  000637  nop
  000638  nop
  000639  nop
  00063a  nop
  00063b  nop
  00063c  nop
  00063d  nop
  00063e  nop
  00063f  nop
; v12:int = le v10, v0
; guard_true v12 => outer/1 (0) {i=v10, more=0}
  000640  cmp     r13,rbx
  000643  jg      0x0000000000000757
; v14:int = readlist v1, v10 => test/0 (1) {i=v10}
  000649  cmp     r13,[r12]
  000651  jae     0x000000000000078e
  000657  mov     rax,[r12+8]
  00065f  cmp     byte ptr [rax+r13],1
  000664  jne     0x000000000000078e
  00066a  mov     rax,[r12+0x10]
  000672  mov     r14,[rax+r13*8]
; guard_true v14 => test/1 (1) {i=v10, c=0}
  000676  test    r14,r14
  000679  je      0x00000000000007af
; v16:int = add v10, 1 => next/0 (2) {i=v10}
  00067f  add     r13,1
  000686  jo      0x00000000000007e6
; guard_steps => outer/0 (3) {i=v16}
; jump (3) v10 <- v16
  00068c  jmp     0x0000000000000640
; exits
  000691  mov     rax,0x1fffffffe
  00069b  jmp     0x0000000000000016
  0006a0  mov     [rbp+0x48],r13
  0006a7  mov     qword ptr [rbp+0xb8],1
  0006b2  mov     qword ptr [rbp+0x50],0
  0006bd  mov     qword ptr [rbp+0xc0],1
  0006c8  mov     rax,0x100000000
  0006d2  jmp     0x0000000000000016
  0006d7  mov     [rbp+0x48],r13
  0006de  mov     qword ptr [rbp+0xb8],1
  0006e9  mov     rax,0x100000001
  0006f3  jmp     0x0000000000000016
  0006f8  mov     [rbp+0x48],r13
  0006ff  mov     qword ptr [rbp+0xb8],1
  00070a  mov     qword ptr [rbp+0x58],0
  000715  mov     qword ptr [rbp+0xc8],1
  000720  mov     rax,0x100000002
  00072a  jmp     0x0000000000000016
  00072f  sub     r13,1
  000736  mov     [rbp+0x48],r13
  00073d  mov     qword ptr [rbp+0xb8],1
  000748  mov     rax,0x100000003
  000752  jmp     0x0000000000000016
  000757  mov     [rbp+0x48],r13
  00075e  mov     qword ptr [rbp+0xb8],1
  000769  mov     qword ptr [rbp+0x50],0
  000774  mov     qword ptr [rbp+0xc0],1
  00077f  mov     rax,0x100000005
  000789  jmp     0x0000000000000016
  00078e  mov     [rbp+0x48],r13
  000795  mov     qword ptr [rbp+0xb8],1
  0007a0  mov     rax,0x100000006
  0007aa  jmp     0x0000000000000016
  0007af  mov     [rbp+0x48],r13
  0007b6  mov     qword ptr [rbp+0xb8],1
  0007c1  mov     qword ptr [rbp+0x58],0
  0007cc  mov     qword ptr [rbp+0xc8],1
  0007d7  mov     rax,0x100000007
  0007e1  jmp     0x0000000000000016
  0007e6  sub     r13,1
  0007ed  mov     [rbp+0x48],r13
  0007f4  mov     qword ptr [rbp+0xb8],1
  0007ff  mov     rax,0x100000008
  000809  jmp     0x0000000000000016
