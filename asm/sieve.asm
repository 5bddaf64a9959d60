; T0: 1158 bytes
; v0:int = input n
  000080  cmp     qword ptr [rbp+0x128],1
  00008b  jne     0x00000000000003d9
; v1:list = input composite
  000091  cmp     qword ptr [rbp+0x130],3
  00009c  jne     0x00000000000003d9
  0000a2  mov     rbx,[rbp+0x50]
; v2:list = input primes
  0000a9  cmp     qword ptr [rbp+0x138],3
  0000b4  jne     0x00000000000003d9
; v3:int = input i
  0000ba  cmp     qword ptr [rbp+0x140],1
  0000c5  jne     0x00000000000003d9
  0000cb  mov     r12,[rbp+0x60]
; v4:int = input j
  0000d2  cmp     qword ptr [rbp+0x158],1
  0000dd  jne     0x00000000000003d9
  0000e3  mov     r13,[rbp+0x78]
  0000ea  jmp     0x0000000000000104
  0000ef  mov     rbx,[rbp+0x50]
  0000f6  mov     r12,[rbp+0x60]
  0000fd  mov     r13,[rbp+0x78]
; v5:int = le v4, 100
; guard_true v5 => cross/0 (0) {composite=v1, j=v4}
  000104  cmp     r13,0x64
  00010b  jg      0x00000000000003e8
; guard_words v1 => cross_out/0 (1) {composite=v1, j=v4}
  000111  cmp     qword ptr [rbx+8],0
  00011d  jne     0x0000000000000410
; v8:list = set v1, v4, 1 owned words => cross_out/0 (1) {composite=v1, j=v4}
  000123  mov     rax,[rbx-0x10]
  00012b  add     rax,[rbx-8]
  000133  cmp     rax,2
  000139  jne     0x00000000000001b2
  00013f  cmp     r13,[rbx]
  000147  jae     0x00000000000001b2
  00014d  mov     rax,[rbx+0x10]
  000155  mov     qword ptr [rax+r13*8],1
; v9:int = add v4, v3 => cross_out/1 (1) {composite=v8, j=v4}
  00015e  add     r13,r12
  000161  jo      0x0000000000000438
; guard_steps => cross/0 (2) {composite=v8, j=v9}
; v11:list = phi composite v8
; v12:int = phi j v9
; loop (2) {composite=v11, j=v12}
  000167  mov     r14,[rbx+0x10]
  00016f  nop     [rax+rax]
  000178  nop     [rax+rax]
; v14:int = le v12, 100
; guard_true v14 => cross/0 (0) {composite=v11, j=v12}
  000180  cmp     r13,0x64
  000187  jg      0x0000000000000463
; v16:list = set v11, v12, 1 owned words => cross_out/0 (1) {composite=v11, j=v12}
  00018d  cmp     r13,[rbx]
  000195  jae     0x00000000000002ad
  00019b  mov     qword ptr [r14+r13*8],1
; v17:int = add v12, v3 => cross_out/1 (1) {composite=v16, j=v12}
  0001a4  add     r13,r12
  0001a7  jo      0x000000000000048b
; guard_steps => cross/0 (2) {composite=v16, j=v17}
; jump (2) v11 <- v16, v12 <- v17
  0001ad  jmp     0x0000000000000180
  0001b2  sub     rsp,0x70
  0001b9  mov     [rsp+0x30],rcx
  0001c1  mov     [rsp+0x38],rsi
  0001c9  mov     [rsp+0x40],rdi
  0001d1  mov     [rsp+0x48],r8
  0001d9  mov     [rsp+0x50],r9
  0001e1  mov     [rsp+0x58],r10
  0001e9  mov     [rsp],rbx
  0001f1  mov     qword ptr [rsp+8],3
  0001fd  mov     [rsp+0x10],r13
  000205  mov     qword ptr [rsp+0x18],1
  000211  mov     qword ptr [rsp+0x20],1
  00021d  mov     qword ptr [rsp+0x28],1
  000229  mov     rdi,[rbp+0x20]
  000230  mov     esi,0xe
  000235  mov     rdx,rsp
  000238  mov     rcx,0xfffffffffffffffd
  000242  mov     r8,0xfffffffffffffffd
  00024c  mov     r9,0
  000256  mov     rax,<list_op>
  000260  call    rax
  000262  mov     r11,rax
  000265  mov     rcx,[rsp+0x30]
  00026d  mov     rsi,[rsp+0x38]
  000275  mov     rdi,[rsp+0x40]
  00027d  mov     r8,[rsp+0x48]
  000285  mov     r9,[rsp+0x50]
  00028d  mov     r10,[rsp+0x58]
  000295  add     rsp,0x70
  00029c  test    rdx,rdx
  00029f  je      0x00000000000004b6
  0002a5  mov     rbx,r11
  0002a8  jmp     0x000000000000015e
  0002ad  sub     rsp,0x70
  0002b4  mov     [rsp+0x30],rcx
  0002bc  mov     [rsp+0x38],rsi
  0002c4  mov     [rsp+0x40],rdi
  0002cc  mov     [rsp+0x48],r8
  0002d4  mov     [rsp+0x50],r9
  0002dc  mov     [rsp+0x58],r10
  0002e4  mov     [rsp],rbx
  0002ec  mov     qword ptr [rsp+8],3
  0002f8  mov     [rsp+0x10],r13
  000300  mov     qword ptr [rsp+0x18],1
  00030c  mov     qword ptr [rsp+0x20],1
  000318  mov     qword ptr [rsp+0x28],1
  000324  mov     rdi,[rbp+0x20]
  00032b  mov     esi,0xe
  000330  mov     rdx,rsp
  000333  mov     rcx,0xfffffffffffffffd
  00033d  mov     r8,0xfffffffffffffffd
  000347  mov     r9,0
  000351  mov     rax,<list_op>
  00035b  call    rax
  00035d  mov     r11,rax
  000360  mov     rcx,[rsp+0x30]
  000368  mov     rsi,[rsp+0x38]
  000370  mov     rdi,[rsp+0x40]
  000378  mov     r8,[rsp+0x48]
  000380  mov     r9,[rsp+0x50]
  000388  mov     r10,[rsp+0x58]
  000390  add     rsp,0x70
  000397  test    rdx,rdx
  00039a  je      0x00000000000004de
  0003a0  mov     rbx,r11
  0003a3  mov     r14,[rbx+0x10]
  0003ab  jmp     0x00000000000001a4
; body entry
  0003b0  mov     rax,[rbx-0x10]
  0003b8  add     rax,[rbx-8]
  0003c0  cmp     rax,2
  0003c6  jne     0x00000000000000ef
  0003cc  mov     r14,[rbx+0x10]
  0003d4  jmp     0x0000000000000180
; exits
  0003d9  mov     rax,0xfffffffe
  0003e3  jmp     0x0000000000000027
  0003e8  mov     [rbp+0x50],rbx
  0003ef  mov     qword ptr [rbp+0x130],3
  0003fa  mov     [rbp+0x78],r13
  000401  mov     rax,0
  00040b  jmp     0x0000000000000027
  000410  mov     [rbp+0x50],rbx
  000417  mov     qword ptr [rbp+0x130],3
  000422  mov     [rbp+0x78],r13
  000429  mov     rax,1
  000433  jmp     0x0000000000000027
  000438  sub     r13,r12
  00043b  mov     [rbp+0x50],rbx
  000442  mov     qword ptr [rbp+0x130],3
  00044d  mov     [rbp+0x78],r13
  000454  mov     rax,3
  00045e  jmp     0x0000000000000027
  000463  mov     [rbp+0x50],rbx
  00046a  mov     qword ptr [rbp+0x130],3
  000475  mov     [rbp+0x78],r13
  00047c  mov     rax,5
  000486  jmp     0x0000000000000027
  00048b  sub     r13,r12
  00048e  mov     [rbp+0x50],rbx
  000495  mov     qword ptr [rbp+0x130],3
  0004a0  mov     [rbp+0x78],r13
  0004a7  mov     rax,7
  0004b1  jmp     0x0000000000000027
  0004b6  mov     [rbp+0x50],rbx
  0004bd  mov     qword ptr [rbp+0x130],3
  0004c8  mov     [rbp+0x78],r13
  0004cf  mov     rax,2
  0004d9  jmp     0x0000000000000027
  0004de  mov     [rbp+0x50],rbx
  0004e5  mov     qword ptr [rbp+0x130],3
  0004f0  mov     [rbp+0x78],r13
  0004f7  mov     rax,6
  000501  jmp     0x0000000000000027

; T1: 427 bytes
; v0:int = input n
  000540  cmp     qword ptr [rbp+0x128],1
  00054b  jne     0x0000000000000642
; v1:list = input composite
  000551  cmp     qword ptr [rbp+0x130],3
  00055c  jne     0x0000000000000642
  000562  mov     rbx,[rbp+0x50]
; v2:list = input primes
  000569  cmp     qword ptr [rbp+0x138],3
  000574  jne     0x0000000000000642
; v3:int = input i
  00057a  cmp     qword ptr [rbp+0x140],1
  000585  jne     0x0000000000000642
  00058b  mov     r12,[rbp+0x60]
  000592  jmp     0x00000000000005a5
  000597  mov     rbx,[rbp+0x50]
  00059e  mov     r12,[rbp+0x60]
  0005a5  mov     r14,[rbx+0x10]
; v4:int = le v3, 100
; guard_true v4 => outer/0 (0) {i=v3}
  0005ad  cmp     r12,0x64
  0005b4  jg      0x0000000000000651
; guard_words v1 => test/0 (1) {i=v3}
  0005ba  cmp     qword ptr [rbx+8],0
  0005c6  jne     0x0000000000000667
; v7:int = readlist v1, v3 words => test/0 (1) {i=v3}
  0005cc  cmp     r12,[rbx]
  0005d4  jae     0x000000000000067d
  0005da  mov     r13,[r14+r12*8]
; guard_true v7 => test/0 (1) {i=v3}
  0005df  test    r13,r13
  0005e2  je      0x0000000000000693
; v9:int = add_nov v3, 1
  0005e8  add     r12,1
; guard_steps => outer/0 (3) {i=v9}
; v11:int = phi i v9
; loop (3) {i=v11}
  0005ef  nop     [rax+rax]
  0005f8  nop     [rax+rax]
; v13:int = le v11, 100
; guard_true v13 => outer/0 (0) {i=v11}
  000600  cmp     r12,0x64
  000607  jg      0x00000000000006a9
; v15:int = readlist v1, v11 words => test/0 (1) {i=v11}
  00060d  cmp     r12,[rbx]
  000615  jae     0x00000000000006bf
  00061b  mov     r13,[r14+r12*8]
; guard_true v15 => test/0 (1) {i=v11}
  000620  test    r13,r13
  000623  je      0x00000000000006d5
; v17:int = add_nov v11, 1
  000629  add     r12,1
; guard_steps => outer/0 (3) {i=v17}
; jump (3) v11 <- v17
  000630  jmp     0x0000000000000600
; body entry
  000635  mov     r14,[rbx+0x10]
  00063d  jmp     0x0000000000000600
; exits
  000642  mov     rax,0x1fffffffe
  00064c  jmp     0x0000000000000027
  000651  mov     [rbp+0x60],r12
  000658  mov     rax,0x100000000
  000662  jmp     0x0000000000000027
  000667  mov     [rbp+0x60],r12
  00066e  mov     rax,0x100000001
  000678  jmp     0x0000000000000027
  00067d  mov     [rbp+0x60],r12
  000684  mov     rax,0x100000002
  00068e  jmp     0x0000000000000027
  000693  mov     [rbp+0x60],r12
  00069a  mov     rax,0x100000003
  0006a4  jmp     0x0000000000000027
  0006a9  mov     [rbp+0x60],r12
  0006b0  mov     rax,0x100000005
  0006ba  jmp     0x0000000000000027
  0006bf  mov     [rbp+0x60],r12
  0006c6  mov     rax,0x100000006
  0006d0  jmp     0x0000000000000027
  0006d5  mov     [rbp+0x60],r12
  0006dc  mov     rax,0x100000007
  0006e6  jmp     0x0000000000000027
