; T0: 1115 bytes
; v0:int = input n
  000030  cmp     qword ptr [rbp+0xa8],1
  00003b  jne     0x000000000000035e
  000041  mov     rbx,[rbp+0x38]
; v1:list = input composite
  000048  cmp     qword ptr [rbp+0xb0],3
  000053  jne     0x000000000000035e
  000059  mov     r12,[rbp+0x40]
; v2:list = input primes
  000060  cmp     qword ptr [rbp+0xb8],3
  00006b  jne     0x000000000000035e
; v3:int = input i
  000071  cmp     qword ptr [rbp+0xc0],1
  00007c  jne     0x000000000000035e
  000082  mov     r13,[rbp+0x50]
; v4:int = input j
  000089  cmp     qword ptr [rbp+0xd8],1
  000094  jne     0x000000000000035e
  00009a  mov     r14,[rbp+0x68]
  0000a1  jmp     0x00000000000000c2
  0000a6  mov     rbx,[rbp+0x38]
  0000ad  mov     r12,[rbp+0x40]
  0000b4  mov     r13,[rbp+0x50]
  0000bb  mov     r14,[rbp+0x68]
; v5:int = le v4, v0
; guard_true v5 => cross/0 (0) {composite=v1, j=v4}
  0000c2  cmp     r14,rbx
  0000c5  jg      0x000000000000036d
; guard_words v1 => cross_out/0 (1) {composite=v1, j=v4}
  0000cb  cmp     qword ptr [r12+8],0
  0000d7  jne     0x0000000000000395
; v8:list = set v1, v4, 1 owned words => cross_out/0 (1) {composite=v1, j=v4}
  0000dd  cmp     qword ptr [r12-0x10],1
  0000e9  jne     0x0000000000000168
  0000ef  cmp     qword ptr [r12-8],1
  0000fb  jne     0x0000000000000168
  000101  cmp     r14,[r12]
  000109  jae     0x0000000000000168
  00010f  mov     rax,[r12+0x10]
  000117  lea     rax,[rax+r14*8]
  00011b  mov     qword ptr [rax],1
; v9:int = add v4, v3 => cross_out/1 (1) {composite=v8, j=v4}
  000122  add     r14,r13
  000125  jo      0x00000000000003bd
; guard_steps => cross/0 (2) {composite=v8, j=v9}
; v11:list = phi composite v8
; v12:int = phi j v9
; loop (2)
  00012b  nop
  00012c  nop
  00012d  nop
  00012e  nop
  00012f  nop
; v14:int = le v12, v0
; guard_true v14 => cross/0 (0) {composite=v11, j=v12}
  000130  cmp     r14,rbx
  000133  jg      0x00000000000003e8
; v16:list = set v11, v12, 1 owned words => cross_out/0 (1) {composite=v11, j=v12}
  000139  cmp     r14,[r12]
  000141  jae     0x0000000000000263
  000147  mov     rax,[r12+0x10]
  00014f  lea     rax,[rax+r14*8]
  000153  mov     qword ptr [rax],1
; v17:int = add v12, v3 => cross_out/1 (1) {composite=v16, j=v12}
  00015a  add     r14,r13
  00015d  jo      0x0000000000000410
; guard_steps => cross/0 (2) {composite=v16, j=v17}
; jump (2) v11 <- v16, v12 <- v17
  000163  jmp     0x0000000000000130
  000168  sub     rsp,0x70
  00016f  mov     [rsp+0x30],rcx
  000177  mov     [rsp+0x38],rsi
  00017f  mov     [rsp+0x40],rdi
  000187  mov     [rsp+0x48],r8
  00018f  mov     [rsp+0x50],r9
  000197  mov     [rsp+0x58],r10
  00019f  mov     [rsp],r12
  0001a7  mov     qword ptr [rsp+8],3
  0001b3  mov     [rsp+0x10],r14
  0001bb  mov     qword ptr [rsp+0x18],1
  0001c7  mov     qword ptr [rsp+0x20],1
  0001d3  mov     qword ptr [rsp+0x28],1
  0001df  mov     rdi,[rbp+0x20]
  0001e6  mov     esi,0xe
  0001eb  mov     rdx,rsp
  0001ee  mov     rcx,0xfffffffffffffffd
  0001f8  mov     r8,0xfffffffffffffffd
  000202  mov     r9,0
  00020c  mov     rax,<list_op>
  000216  call    rax
  000218  mov     r11,rax
  00021b  mov     rcx,[rsp+0x30]
  000223  mov     rsi,[rsp+0x38]
  00022b  mov     rdi,[rsp+0x40]
  000233  mov     r8,[rsp+0x48]
  00023b  mov     r9,[rsp+0x50]
  000243  mov     r10,[rsp+0x58]
  00024b  add     rsp,0x70
  000252  test    rdx,rdx
  000255  je      0x000000000000043b
  00025b  mov     r12,r11
  00025e  jmp     0x0000000000000122
  000263  sub     rsp,0x70
  00026a  mov     [rsp+0x30],rcx
  000272  mov     [rsp+0x38],rsi
  00027a  mov     [rsp+0x40],rdi
  000282  mov     [rsp+0x48],r8
  00028a  mov     [rsp+0x50],r9
  000292  mov     [rsp+0x58],r10
  00029a  mov     [rsp],r12
  0002a2  mov     qword ptr [rsp+8],3
  0002ae  mov     [rsp+0x10],r14
  0002b6  mov     qword ptr [rsp+0x18],1
  0002c2  mov     qword ptr [rsp+0x20],1
  0002ce  mov     qword ptr [rsp+0x28],1
  0002da  mov     rdi,[rbp+0x20]
  0002e1  mov     esi,0xe
  0002e6  mov     rdx,rsp
  0002e9  mov     rcx,0xfffffffffffffffd
  0002f3  mov     r8,0xfffffffffffffffd
  0002fd  mov     r9,0
  000307  mov     rax,<list_op>
  000311  call    rax
  000313  mov     r11,rax
  000316  mov     rcx,[rsp+0x30]
  00031e  mov     rsi,[rsp+0x38]
  000326  mov     rdi,[rsp+0x40]
  00032e  mov     r8,[rsp+0x48]
  000336  mov     r9,[rsp+0x50]
  00033e  mov     r10,[rsp+0x58]
  000346  add     rsp,0x70
  00034d  test    rdx,rdx
  000350  je      0x0000000000000463
  000356  mov     r12,r11
  000359  jmp     0x000000000000015a
; exits
  00035e  mov     rax,0xfffffffe
  000368  jmp     0x0000000000000016
  00036d  mov     [rbp+0x40],r12
  000374  mov     qword ptr [rbp+0xb0],3
  00037f  mov     [rbp+0x68],r14
  000386  mov     rax,0
  000390  jmp     0x0000000000000016
  000395  mov     [rbp+0x40],r12
  00039c  mov     qword ptr [rbp+0xb0],3
  0003a7  mov     [rbp+0x68],r14
  0003ae  mov     rax,1
  0003b8  jmp     0x0000000000000016
  0003bd  sub     r14,r13
  0003c0  mov     [rbp+0x40],r12
  0003c7  mov     qword ptr [rbp+0xb0],3
  0003d2  mov     [rbp+0x68],r14
  0003d9  mov     rax,3
  0003e3  jmp     0x0000000000000016
  0003e8  mov     [rbp+0x40],r12
  0003ef  mov     qword ptr [rbp+0xb0],3
  0003fa  mov     [rbp+0x68],r14
  000401  mov     rax,5
  00040b  jmp     0x0000000000000016
  000410  sub     r14,r13
  000413  mov     [rbp+0x40],r12
  00041a  mov     qword ptr [rbp+0xb0],3
  000425  mov     [rbp+0x68],r14
  00042c  mov     rax,7
  000436  jmp     0x0000000000000016
  00043b  mov     [rbp+0x40],r12
  000442  mov     qword ptr [rbp+0xb0],3
  00044d  mov     [rbp+0x68],r14
  000454  mov     rax,2
  00045e  jmp     0x0000000000000016
  000463  mov     [rbp+0x40],r12
  00046a  mov     qword ptr [rbp+0xb0],3
  000475  mov     [rbp+0x68],r14
  00047c  mov     rax,6
  000486  jmp     0x0000000000000016

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
  000548  nop
  000549  nop
  00054a  nop
  00054b  nop
  00054c  nop
  00054d  nop
  00054e  nop
  00054f  nop
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
