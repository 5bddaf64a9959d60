; T0: 1187 bytes
  000030  mov     qword ptr [rbp+0x18],0
; v0:int = input n
  00003b  cmp     qword ptr [rbp+0xa0],1
  000046  jne     0x0000000000000360
  00004c  mov     rbx,[rbp+0x30]
; v1:list = input composite
  000053  cmp     qword ptr [rbp+0xa8],3
  00005e  jne     0x0000000000000360
  000064  mov     r12,[rbp+0x38]
; v2:list = input primes
  00006b  cmp     qword ptr [rbp+0xb0],3
  000076  jne     0x0000000000000360
; v3:int = input i
  00007c  cmp     qword ptr [rbp+0xb8],1
  000087  jne     0x0000000000000360
  00008d  mov     r13,[rbp+0x48]
; v4:int = input j
  000094  cmp     qword ptr [rbp+0xd0],1
  00009f  jne     0x0000000000000360
  0000a5  mov     r14,[rbp+0x60]
; v5:int = le v4, v0
; guard_true v5 => cross/1 (0) {composite=v1, j=v4, inside=0}
  0000ac  cmp     r14,rbx
  0000af  jg      0x000000000000036f
; v7:list = set v1, v4, 1 owned => cross_out/0 (1) {composite=v1, j=v4}
  0000b5  cmp     qword ptr [r12+8],0
  0000c1  jne     0x000000000000016a
  0000c7  cmp     qword ptr [r12-0x10],1
  0000d3  jne     0x000000000000016a
  0000d9  cmp     qword ptr [r12-8],1
  0000e5  jne     0x000000000000016a
  0000eb  cmp     r14,[r12]
  0000f3  jae     0x000000000000016a
  0000f9  mov     rax,[r12+0x10]
  000101  lea     rax,[rax+r14*8]
  000105  mov     qword ptr [rax],1
; v8:int = add v4, v3 => cross_out/1 (1) {composite=v7, j=v4}
  00010c  add     r14,r13
  00010f  jo      0x00000000000003b8
; guard_steps => cross/0 (2) {composite=v7, j=v8}
; v10:list = phi composite v7
; v11:int = phi j v8
; loop (2)
  000115  nop
  000116  nop
  000117  nop
  000118  nop
  000119  nop
  00011a  nop
  00011b  nop
  00011c  nop
  00011d  nop
  00011e  nop
  00011f  nop
; v13:int = le v11, v0
; guard_true v13 => cross/1 (0) {composite=v10, j=v11, inside=0}
  000120  cmp     r14,rbx
  000123  jg      0x00000000000003ee
; v15:list = set v10, v11, 1 owned => cross_out/0 (1) {composite=v10, j=v11}
  000129  cmp     qword ptr [r12+8],0
  000135  jne     0x0000000000000265
  00013b  cmp     r14,[r12]
  000143  jae     0x0000000000000265
  000149  mov     rax,[r12+0x10]
  000151  lea     rax,[rax+r14*8]
  000155  mov     qword ptr [rax],1
; v16:int = add v11, v3 => cross_out/1 (1) {composite=v15, j=v11}
  00015c  add     r14,r13
  00015f  jo      0x0000000000000437
; guard_steps => cross/0 (2) {composite=v15, j=v16}
; jump (2) v10 <- v15, v11 <- v16
  000165  jmp     0x0000000000000120
  00016a  sub     rsp,0x70
  000171  mov     [rsp+0x30],rcx
  000179  mov     [rsp+0x38],rsi
  000181  mov     [rsp+0x40],rdi
  000189  mov     [rsp+0x48],r8
  000191  mov     [rsp+0x50],r9
  000199  mov     [rsp+0x58],r10
  0001a1  mov     [rsp],r12
  0001a9  mov     qword ptr [rsp+8],3
  0001b5  mov     [rsp+0x10],r14
  0001bd  mov     qword ptr [rsp+0x18],1
  0001c9  mov     qword ptr [rsp+0x20],1
  0001d5  mov     qword ptr [rsp+0x28],1
  0001e1  mov     rdi,[rbp+0x20]
  0001e8  mov     esi,0xe
  0001ed  mov     rdx,rsp
  0001f0  mov     rcx,0xfffffffffffffffd
  0001fa  mov     r8,0xfffffffffffffffd
  000204  mov     r9,0
  00020e  mov     rax,<list_op>
  000218  call    rax
  00021a  mov     r11,rax
  00021d  mov     rcx,[rsp+0x30]
  000225  mov     rsi,[rsp+0x38]
  00022d  mov     rdi,[rsp+0x40]
  000235  mov     r8,[rsp+0x48]
  00023d  mov     r9,[rsp+0x50]
  000245  mov     r10,[rsp+0x58]
  00024d  add     rsp,0x70
  000254  test    rdx,rdx
  000257  je      0x000000000000046d
  00025d  mov     r12,r11
  000260  jmp     0x000000000000010c
  000265  sub     rsp,0x70
  00026c  mov     [rsp+0x30],rcx
  000274  mov     [rsp+0x38],rsi
  00027c  mov     [rsp+0x40],rdi
  000284  mov     [rsp+0x48],r8
  00028c  mov     [rsp+0x50],r9
  000294  mov     [rsp+0x58],r10
  00029c  mov     [rsp],r12
  0002a4  mov     qword ptr [rsp+8],3
  0002b0  mov     [rsp+0x10],r14
  0002b8  mov     qword ptr [rsp+0x18],1
  0002c4  mov     qword ptr [rsp+0x20],1
  0002d0  mov     qword ptr [rsp+0x28],1
  0002dc  mov     rdi,[rbp+0x20]
  0002e3  mov     esi,0xe
  0002e8  mov     rdx,rsp
  0002eb  mov     rcx,0xfffffffffffffffd
  0002f5  mov     r8,0xfffffffffffffffd
  0002ff  mov     r9,0
  000309  mov     rax,<list_op>
  000313  call    rax
  000315  mov     r11,rax
  000318  mov     rcx,[rsp+0x30]
  000320  mov     rsi,[rsp+0x38]
  000328  mov     rdi,[rsp+0x40]
  000330  mov     r8,[rsp+0x48]
  000338  mov     r9,[rsp+0x50]
  000340  mov     r10,[rsp+0x58]
  000348  add     rsp,0x70
  00034f  test    rdx,rdx
  000352  je      0x00000000000004a0
  000358  mov     r12,r11
  00035b  jmp     0x000000000000015c
; exits
  000360  mov     rax,0xfffffffe
  00036a  jmp     0x0000000000000016
  00036f  mov     [rbp+0x38],r12
  000376  mov     qword ptr [rbp+0xa8],3
  000381  mov     [rbp+0x60],r14
  000388  mov     qword ptr [rbp+0xd0],1
  000393  mov     qword ptr [rbp+0x68],0
  00039e  mov     qword ptr [rbp+0xd8],1
  0003a9  mov     rax,0
  0003b3  jmp     0x0000000000000016
  0003b8  sub     r14,r13
  0003bb  mov     [rbp+0x38],r12
  0003c2  mov     qword ptr [rbp+0xa8],3
  0003cd  mov     [rbp+0x60],r14
  0003d4  mov     qword ptr [rbp+0xd0],1
  0003df  mov     rax,2
  0003e9  jmp     0x0000000000000016
  0003ee  mov     [rbp+0x38],r12
  0003f5  mov     qword ptr [rbp+0xa8],3
  000400  mov     [rbp+0x60],r14
  000407  mov     qword ptr [rbp+0xd0],1
  000412  mov     qword ptr [rbp+0x68],0
  00041d  mov     qword ptr [rbp+0xd8],1
  000428  mov     rax,4
  000432  jmp     0x0000000000000016
  000437  sub     r14,r13
  00043a  mov     [rbp+0x38],r12
  000441  mov     qword ptr [rbp+0xa8],3
  00044c  mov     [rbp+0x60],r14
  000453  mov     qword ptr [rbp+0xd0],1
  00045e  mov     rax,6
  000468  jmp     0x0000000000000016
  00046d  mov     [rbp+0x38],r12
  000474  mov     qword ptr [rbp+0xa8],3
  00047f  mov     [rbp+0x60],r14
  000486  mov     qword ptr [rbp+0xd0],1
  000491  mov     rax,1
  00049b  jmp     0x0000000000000016
  0004a0  mov     [rbp+0x38],r12
  0004a7  mov     qword ptr [rbp+0xa8],3
  0004b2  mov     [rbp+0x60],r14
  0004b9  mov     qword ptr [rbp+0xd0],1
  0004c4  mov     rax,5
  0004ce  jmp     0x0000000000000016

; T1: 663 bytes
  0004e0  mov     qword ptr [rbp+0x18],0
; v0:int = input n
  0004eb  cmp     qword ptr [rbp+0xa0],1
  0004f6  jne     0x00000000000005fa
  0004fc  mov     rbx,[rbp+0x30]
; v1:list = input composite
  000503  cmp     qword ptr [rbp+0xa8],3
  00050e  jne     0x00000000000005fa
  000514  mov     r12,[rbp+0x38]
; v2:list = input primes
  00051b  cmp     qword ptr [rbp+0xb0],3
  000526  jne     0x00000000000005fa
; v3:int = input i
  00052c  cmp     qword ptr [rbp+0xb8],1
  000537  jne     0x00000000000005fa
  00053d  mov     r13,[rbp+0x48]
; v4:int = le v3, v0
; guard_true v4 => outer/1 (0) {i=v3, more=0}
  000544  cmp     r13,rbx
  000547  jg      0x0000000000000609
; v6:int = readlist v1, v3 => test/0 (1) {i=v3}
  00054d  cmp     r13,[r12]
  000555  jae     0x0000000000000640
  00055b  mov     rax,[r12+8]
  000563  test    rax,rax
  000566  je      0x0000000000000577
  00056c  cmp     byte ptr [rax+r13],1
  000571  jne     0x0000000000000640
  000577  mov     rax,[r12+0x10]
  00057f  mov     r14,[rax+r13*8]
; guard_true v6 => test/1 (1) {i=v3, c=0}
  000583  test    r14,r14
  000586  je      0x0000000000000661
; v8:int = add v3, 1 => next/0 (2) {i=v3}
  00058c  add     r13,1
  000593  jo      0x0000000000000698
; guard_steps => outer/0 (3) {i=v8}
; v10:int = phi i v8
; loop (3)
  000599  nop
  00059a  nop
  00059b  nop
  00059c  nop
  00059d  nop
  00059e  nop
  00059f  nop
; v12:int = le v10, v0
; guard_true v12 => outer/1 (0) {i=v10, more=0}
  0005a0  cmp     r13,rbx
  0005a3  jg      0x00000000000006c0
; v14:int = readlist v1, v10 => test/0 (1) {i=v10}
  0005a9  cmp     r13,[r12]
  0005b1  jae     0x00000000000006f7
  0005b7  mov     rax,[r12+8]
  0005bf  test    rax,rax
  0005c2  je      0x00000000000005d3
  0005c8  cmp     byte ptr [rax+r13],1
  0005cd  jne     0x00000000000006f7
  0005d3  mov     rax,[r12+0x10]
  0005db  mov     r14,[rax+r13*8]
; guard_true v14 => test/1 (1) {i=v10, c=0}
  0005df  test    r14,r14
  0005e2  je      0x0000000000000718
; v16:int = add v10, 1 => next/0 (2) {i=v10}
  0005e8  add     r13,1
  0005ef  jo      0x000000000000074f
; guard_steps => outer/0 (3) {i=v16}
; jump (3) v10 <- v16
  0005f5  jmp     0x00000000000005a0
; exits
  0005fa  mov     rax,0x1fffffffe
  000604  jmp     0x0000000000000016
  000609  mov     [rbp+0x48],r13
  000610  mov     qword ptr [rbp+0xb8],1
  00061b  mov     qword ptr [rbp+0x50],0
  000626  mov     qword ptr [rbp+0xc0],1
  000631  mov     rax,0x100000000
  00063b  jmp     0x0000000000000016
  000640  mov     [rbp+0x48],r13
  000647  mov     qword ptr [rbp+0xb8],1
  000652  mov     rax,0x100000001
  00065c  jmp     0x0000000000000016
  000661  mov     [rbp+0x48],r13
  000668  mov     qword ptr [rbp+0xb8],1
  000673  mov     qword ptr [rbp+0x58],0
  00067e  mov     qword ptr [rbp+0xc8],1
  000689  mov     rax,0x100000002
  000693  jmp     0x0000000000000016
  000698  sub     r13,1
  00069f  mov     [rbp+0x48],r13
  0006a6  mov     qword ptr [rbp+0xb8],1
  0006b1  mov     rax,0x100000003
  0006bb  jmp     0x0000000000000016
  0006c0  mov     [rbp+0x48],r13
  0006c7  mov     qword ptr [rbp+0xb8],1
  0006d2  mov     qword ptr [rbp+0x50],0
  0006dd  mov     qword ptr [rbp+0xc0],1
  0006e8  mov     rax,0x100000005
  0006f2  jmp     0x0000000000000016
  0006f7  mov     [rbp+0x48],r13
  0006fe  mov     qword ptr [rbp+0xb8],1
  000709  mov     rax,0x100000006
  000713  jmp     0x0000000000000016
  000718  mov     [rbp+0x48],r13
  00071f  mov     qword ptr [rbp+0xb8],1
  00072a  mov     qword ptr [rbp+0x58],0
  000735  mov     qword ptr [rbp+0xc8],1
  000740  mov     rax,0x100000007
  00074a  jmp     0x0000000000000016
  00074f  sub     r13,1
  000756  mov     [rbp+0x48],r13
  00075d  mov     qword ptr [rbp+0xb8],1
  000768  mov     rax,0x100000008
  000772  jmp     0x0000000000000016
