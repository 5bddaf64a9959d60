; T0: 1142 bytes
; v0:int = input n
  000030  cmp     qword ptr [rbp+0xa8],1
  00003b  jne     0x0000000000000379
; v1:list = input composite
  000041  cmp     qword ptr [rbp+0xb0],3
  00004c  jne     0x0000000000000379
  000052  mov     rbx,[rbp+0x40]
; v2:list = input primes
  000059  cmp     qword ptr [rbp+0xb8],3
  000064  jne     0x0000000000000379
; v3:int = input i
  00006a  cmp     qword ptr [rbp+0xc0],1
  000075  jne     0x0000000000000379
  00007b  mov     r12,[rbp+0x50]
; v4:int = input j
  000082  cmp     qword ptr [rbp+0xd8],1
  00008d  jne     0x0000000000000379
  000093  mov     r13,[rbp+0x68]
  00009a  jmp     0x00000000000000b4
  00009f  mov     rbx,[rbp+0x40]
  0000a6  mov     r12,[rbp+0x50]
  0000ad  mov     r13,[rbp+0x68]
; v5:int = le v4, 100
; guard_true v5 => cross/0 (0) {composite=v1, j=v4}
  0000b4  cmp     r13,0x64
  0000bb  jg      0x0000000000000388
; guard_words v1 => cross_out/0 (1) {composite=v1, j=v4}
  0000c1  cmp     qword ptr [rbx+8],0
  0000cd  jne     0x00000000000003b0
; v8:list = set v1, v4, 1 owned words => cross_out/0 (1) {composite=v1, j=v4}
  0000d3  mov     rax,[rbx-0x10]
  0000db  add     rax,[rbx-8]
  0000e3  cmp     rax,2
  0000e9  jne     0x0000000000000152
  0000ef  cmp     r13,[rbx]
  0000f7  jae     0x0000000000000152
  0000fd  mov     rax,[rbx+0x10]
  000105  mov     qword ptr [rax+r13*8],1
; v9:int = add v4, v3 => cross_out/1 (1) {composite=v8, j=v4}
  00010e  add     r13,r12
  000111  jo      0x00000000000003d8
; guard_steps => cross/0 (2) {composite=v8, j=v9}
; v11:list = phi composite v8
; v12:int = phi j v9
; loop (2) {composite=v11, j=v12}
  000117  mov     r14,[rbx+0x10]
  00011f  nop
; v14:int = le v12, 100
; guard_true v14 => cross/0 (0) {composite=v11, j=v12}
  000120  cmp     r13,0x64
  000127  jg      0x0000000000000403
; v16:list = set v11, v12, 1 owned words => cross_out/0 (1) {composite=v11, j=v12}
  00012d  cmp     r13,[rbx]
  000135  jae     0x000000000000024d
  00013b  mov     qword ptr [r14+r13*8],1
; v17:int = add v12, v3 => cross_out/1 (1) {composite=v16, j=v12}
  000144  add     r13,r12
  000147  jo      0x000000000000042b
; guard_steps => cross/0 (2) {composite=v16, j=v17}
; jump (2) v11 <- v16, v12 <- v17
  00014d  jmp     0x0000000000000120
  000152  sub     rsp,0x70
  000159  mov     [rsp+0x30],rcx
  000161  mov     [rsp+0x38],rsi
  000169  mov     [rsp+0x40],rdi
  000171  mov     [rsp+0x48],r8
  000179  mov     [rsp+0x50],r9
  000181  mov     [rsp+0x58],r10
  000189  mov     [rsp],rbx
  000191  mov     qword ptr [rsp+8],3
  00019d  mov     [rsp+0x10],r13
  0001a5  mov     qword ptr [rsp+0x18],1
  0001b1  mov     qword ptr [rsp+0x20],1
  0001bd  mov     qword ptr [rsp+0x28],1
  0001c9  mov     rdi,[rbp+0x20]
  0001d0  mov     esi,0xe
  0001d5  mov     rdx,rsp
  0001d8  mov     rcx,0xfffffffffffffffd
  0001e2  mov     r8,0xfffffffffffffffd
  0001ec  mov     r9,0
  0001f6  mov     rax,<list_op>
  000200  call    rax
  000202  mov     r11,rax
  000205  mov     rcx,[rsp+0x30]
  00020d  mov     rsi,[rsp+0x38]
  000215  mov     rdi,[rsp+0x40]
  00021d  mov     r8,[rsp+0x48]
  000225  mov     r9,[rsp+0x50]
  00022d  mov     r10,[rsp+0x58]
  000235  add     rsp,0x70
  00023c  test    rdx,rdx
  00023f  je      0x0000000000000456
  000245  mov     rbx,r11
  000248  jmp     0x000000000000010e
  00024d  sub     rsp,0x70
  000254  mov     [rsp+0x30],rcx
  00025c  mov     [rsp+0x38],rsi
  000264  mov     [rsp+0x40],rdi
  00026c  mov     [rsp+0x48],r8
  000274  mov     [rsp+0x50],r9
  00027c  mov     [rsp+0x58],r10
  000284  mov     [rsp],rbx
  00028c  mov     qword ptr [rsp+8],3
  000298  mov     [rsp+0x10],r13
  0002a0  mov     qword ptr [rsp+0x18],1
  0002ac  mov     qword ptr [rsp+0x20],1
  0002b8  mov     qword ptr [rsp+0x28],1
  0002c4  mov     rdi,[rbp+0x20]
  0002cb  mov     esi,0xe
  0002d0  mov     rdx,rsp
  0002d3  mov     rcx,0xfffffffffffffffd
  0002dd  mov     r8,0xfffffffffffffffd
  0002e7  mov     r9,0
  0002f1  mov     rax,<list_op>
  0002fb  call    rax
  0002fd  mov     r11,rax
  000300  mov     rcx,[rsp+0x30]
  000308  mov     rsi,[rsp+0x38]
  000310  mov     rdi,[rsp+0x40]
  000318  mov     r8,[rsp+0x48]
  000320  mov     r9,[rsp+0x50]
  000328  mov     r10,[rsp+0x58]
  000330  add     rsp,0x70
  000337  test    rdx,rdx
  00033a  je      0x000000000000047e
  000340  mov     rbx,r11
  000343  mov     r14,[rbx+0x10]
  00034b  jmp     0x0000000000000144
; body entry
  000350  mov     rax,[rbx-0x10]
  000358  add     rax,[rbx-8]
  000360  cmp     rax,2
  000366  jne     0x000000000000009f
  00036c  mov     r14,[rbx+0x10]
  000374  jmp     0x0000000000000120
; exits
  000379  mov     rax,0xfffffffe
  000383  jmp     0x0000000000000016
  000388  mov     [rbp+0x40],rbx
  00038f  mov     qword ptr [rbp+0xb0],3
  00039a  mov     [rbp+0x68],r13
  0003a1  mov     rax,0
  0003ab  jmp     0x0000000000000016
  0003b0  mov     [rbp+0x40],rbx
  0003b7  mov     qword ptr [rbp+0xb0],3
  0003c2  mov     [rbp+0x68],r13
  0003c9  mov     rax,1
  0003d3  jmp     0x0000000000000016
  0003d8  sub     r13,r12
  0003db  mov     [rbp+0x40],rbx
  0003e2  mov     qword ptr [rbp+0xb0],3
  0003ed  mov     [rbp+0x68],r13
  0003f4  mov     rax,3
  0003fe  jmp     0x0000000000000016
  000403  mov     [rbp+0x40],rbx
  00040a  mov     qword ptr [rbp+0xb0],3
  000415  mov     [rbp+0x68],r13
  00041c  mov     rax,5
  000426  jmp     0x0000000000000016
  00042b  sub     r13,r12
  00042e  mov     [rbp+0x40],rbx
  000435  mov     qword ptr [rbp+0xb0],3
  000440  mov     [rbp+0x68],r13
  000447  mov     rax,7
  000451  jmp     0x0000000000000016
  000456  mov     [rbp+0x40],rbx
  00045d  mov     qword ptr [rbp+0xb0],3
  000468  mov     [rbp+0x68],r13
  00046f  mov     rax,2
  000479  jmp     0x0000000000000016
  00047e  mov     [rbp+0x40],rbx
  000485  mov     qword ptr [rbp+0xb0],3
  000490  mov     [rbp+0x68],r13
  000497  mov     rax,6
  0004a1  jmp     0x0000000000000016

; T1: 411 bytes
; v0:int = input n
  0004b0  cmp     qword ptr [rbp+0xa8],1
  0004bb  jne     0x00000000000005a2
; v1:list = input composite
  0004c1  cmp     qword ptr [rbp+0xb0],3
  0004cc  jne     0x00000000000005a2
  0004d2  mov     rbx,[rbp+0x40]
; v2:list = input primes
  0004d9  cmp     qword ptr [rbp+0xb8],3
  0004e4  jne     0x00000000000005a2
; v3:int = input i
  0004ea  cmp     qword ptr [rbp+0xc0],1
  0004f5  jne     0x00000000000005a2
  0004fb  mov     r12,[rbp+0x50]
  000502  jmp     0x0000000000000515
  000507  mov     rbx,[rbp+0x40]
  00050e  mov     r12,[rbp+0x50]
  000515  mov     r14,[rbx+0x10]
; v4:int = le v3, 100
; guard_true v4 => outer/0 (0) {i=v3}
  00051d  cmp     r12,0x64
  000524  jg      0x00000000000005b1
; guard_words v1 => test/0 (1) {i=v3}
  00052a  cmp     qword ptr [rbx+8],0
  000536  jne     0x00000000000005c7
; v7:int = readlist v1, v3 words => test/0 (1) {i=v3}
  00053c  cmp     r12,[rbx]
  000544  jae     0x00000000000005dd
  00054a  mov     r13,[r14+r12*8]
; guard_true v7 => test/0 (1) {i=v3}
  00054f  test    r13,r13
  000552  je      0x00000000000005f3
; v9:int = add_nov v3, 1
  000558  add     r12,1
; guard_steps => outer/0 (3) {i=v9}
; v11:int = phi i v9
; loop (3) {i=v11}
  00055f  nop
; v13:int = le v11, 100
; guard_true v13 => outer/0 (0) {i=v11}
  000560  cmp     r12,0x64
  000567  jg      0x0000000000000609
; v15:int = readlist v1, v11 words => test/0 (1) {i=v11}
  00056d  cmp     r12,[rbx]
  000575  jae     0x000000000000061f
  00057b  mov     r13,[r14+r12*8]
; guard_true v15 => test/0 (1) {i=v11}
  000580  test    r13,r13
  000583  je      0x0000000000000635
; v17:int = add_nov v11, 1
  000589  add     r12,1
; guard_steps => outer/0 (3) {i=v17}
; jump (3) v11 <- v17
  000590  jmp     0x0000000000000560
; body entry
  000595  mov     r14,[rbx+0x10]
  00059d  jmp     0x0000000000000560
; exits
  0005a2  mov     rax,0x1fffffffe
  0005ac  jmp     0x0000000000000016
  0005b1  mov     [rbp+0x50],r12
  0005b8  mov     rax,0x100000000
  0005c2  jmp     0x0000000000000016
  0005c7  mov     [rbp+0x50],r12
  0005ce  mov     rax,0x100000001
  0005d8  jmp     0x0000000000000016
  0005dd  mov     [rbp+0x50],r12
  0005e4  mov     rax,0x100000002
  0005ee  jmp     0x0000000000000016
  0005f3  mov     [rbp+0x50],r12
  0005fa  mov     rax,0x100000003
  000604  jmp     0x0000000000000016
  000609  mov     [rbp+0x50],r12
  000610  mov     rax,0x100000005
  00061a  jmp     0x0000000000000016
  00061f  mov     [rbp+0x50],r12
  000626  mov     rax,0x100000006
  000630  jmp     0x0000000000000016
  000635  mov     [rbp+0x50],r12
  00063c  mov     rax,0x100000007
  000646  jmp     0x0000000000000016
