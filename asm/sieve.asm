; T0: 1444 bytes
  000030  mov     qword ptr [rbp+0x18],0
; v0:int = input n
  00003b  cmp     qword ptr [rbp+0xa0],1
  000046  jne     0x00000000000003c5
  00004c  mov     rbx,[rbp+0x30]
; v1:list = input composite
  000053  cmp     qword ptr [rbp+0xa8],3
  00005e  jne     0x00000000000003c5
  000064  mov     r12,[rbp+0x38]
; v2:list = input primes
  00006b  cmp     qword ptr [rbp+0xb0],3
  000076  jne     0x00000000000003c5
; v3:int = input i
  00007c  cmp     qword ptr [rbp+0xb8],1
  000087  jne     0x00000000000003c5
  00008d  mov     r13,[rbp+0x48]
; v4:int = input j
  000094  cmp     qword ptr [rbp+0xd0],1
  00009f  jne     0x00000000000003c5
  0000a5  mov     r14,[rbp+0x60]
; v5:int = le v4, v0
; guard_true v5 => cross/1 (0) {composite=v1, j=v4, inside=0}
  0000ac  cmp     r14,rbx
  0000af  jg      0x00000000000003d4
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
  0001a2  je      0x000000000000041d
  0001a8  mov     r12,r11
; v8:int = add v4, v3 => cross_out/1 (1) {composite=v7, j=v4}
  0001ab  add     r14,r13
  0001ae  jo      0x0000000000000450
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
  000283  jg      0x00000000000004ad
; v15:list = set v10, v11, 1 owned => cross_out/0 (1) {composite=v10, j=v11}
  000289  cmp     qword ptr [r12+8],0
  000295  jne     0x00000000000002ca
  00029b  cmp     r14,[r12]
  0002a3  jae     0x00000000000002ca
  0002a9  mov     rax,[r12+0x10]
  0002b1  lea     rax,[rax+r14*8]
  0002b5  mov     qword ptr [rax],1
; v16:int = add v11, v3 => cross_out/1 (1) {composite=v15, j=v11}
  0002bc  add     r14,r13
  0002bf  jo      0x000000000000051d
; guard_steps => cross/0 (2) {composite=v15, j=v16}
; jump (2) v10 <- v15, v11 <- v16
  0002c5  jmp     0x0000000000000280
  0002ca  sub     rsp,0x70
  0002d1  mov     [rsp+0x30],rcx
  0002d9  mov     [rsp+0x38],rsi
  0002e1  mov     [rsp+0x40],rdi
  0002e9  mov     [rsp+0x48],r8
  0002f1  mov     [rsp+0x50],r9
  0002f9  mov     [rsp+0x58],r10
  000301  mov     [rsp],r12
  000309  mov     qword ptr [rsp+8],3
  000315  mov     [rsp+0x10],r14
  00031d  mov     qword ptr [rsp+0x18],1
  000329  mov     qword ptr [rsp+0x20],1
  000335  mov     qword ptr [rsp+0x28],1
  000341  mov     rdi,[rbp+0x20]
  000348  mov     esi,0xe
  00034d  mov     rdx,rsp
  000350  mov     rcx,1
  00035a  mov     r8,1
  000364  mov     r9,0
  00036e  mov     rax,<list_op>
  000378  call    rax
  00037a  mov     r11,rax
  00037d  mov     rcx,[rsp+0x30]
  000385  mov     rsi,[rsp+0x38]
  00038d  mov     rdi,[rsp+0x40]
  000395  mov     r8,[rsp+0x48]
  00039d  mov     r9,[rsp+0x50]
  0003a5  mov     r10,[rsp+0x58]
  0003ad  add     rsp,0x70
  0003b4  test    rdx,rdx
  0003b7  je      0x000000000000057a
  0003bd  mov     r12,r11
  0003c0  jmp     0x00000000000002bc
; exits
  0003c5  mov     rax,0xfffffffe
  0003cf  jmp     0x0000000000000016
  0003d4  mov     [rbp+0x38],r12
  0003db  mov     qword ptr [rbp+0xa8],3
  0003e6  mov     [rbp+0x60],r14
  0003ed  mov     qword ptr [rbp+0xd0],1
  0003f8  mov     qword ptr [rbp+0x68],0
  000403  mov     qword ptr [rbp+0xd8],1
  00040e  mov     rax,0
  000418  jmp     0x0000000000000016
  00041d  mov     [rbp+0x38],r12
  000424  mov     qword ptr [rbp+0xa8],3
  00042f  mov     [rbp+0x60],r14
  000436  mov     qword ptr [rbp+0xd0],1
  000441  mov     rax,1
  00044b  jmp     0x0000000000000016
  000450  sub     r14,r13
  000453  mov     [rbp+0x38],r12
  00045a  mov     qword ptr [rbp+0xa8],3
  000465  mov     [rbp+0x60],r14
  00046c  mov     qword ptr [rbp+0xd0],1
  000477  mov     rdi,[rbp+0x20]
  00047e  mov     rsi,<exit lists 0>
  000488  mov     rdx,1
  000492  mov     rax,<exit_lists>
  00049c  call    rax
  00049e  mov     rax,2
  0004a8  jmp     0x0000000000000016
  0004ad  mov     [rbp+0x38],r12
  0004b4  mov     qword ptr [rbp+0xa8],3
  0004bf  mov     [rbp+0x60],r14
  0004c6  mov     qword ptr [rbp+0xd0],1
  0004d1  mov     qword ptr [rbp+0x68],0
  0004dc  mov     qword ptr [rbp+0xd8],1
  0004e7  mov     rdi,[rbp+0x20]
  0004ee  mov     rsi,<exit lists 1>
  0004f8  mov     rdx,1
  000502  mov     rax,<exit_lists>
  00050c  call    rax
  00050e  mov     rax,4
  000518  jmp     0x0000000000000016
  00051d  sub     r14,r13
  000520  mov     [rbp+0x38],r12
  000527  mov     qword ptr [rbp+0xa8],3
  000532  mov     [rbp+0x60],r14
  000539  mov     qword ptr [rbp+0xd0],1
  000544  mov     rdi,[rbp+0x20]
  00054b  mov     rsi,<exit lists 2>
  000555  mov     rdx,1
  00055f  mov     rax,<exit_lists>
  000569  call    rax
  00056b  mov     rax,6
  000575  jmp     0x0000000000000016
  00057a  mov     [rbp+0x38],r12
  000581  mov     qword ptr [rbp+0xa8],3
  00058c  mov     [rbp+0x60],r14
  000593  mov     qword ptr [rbp+0xd0],1
  00059e  mov     rdi,[rbp+0x20]
  0005a5  mov     rsi,<exit lists 3>
  0005af  mov     rdx,1
  0005b9  mov     rax,<exit_lists>
  0005c3  call    rax
  0005c5  mov     rax,5
  0005cf  jmp     0x0000000000000016

; T1: 663 bytes
  0005e0  mov     qword ptr [rbp+0x18],0
; v0:int = input n
  0005eb  cmp     qword ptr [rbp+0xa0],1
  0005f6  jne     0x00000000000006fa
  0005fc  mov     rbx,[rbp+0x30]
; v1:list = input composite
  000603  cmp     qword ptr [rbp+0xa8],3
  00060e  jne     0x00000000000006fa
  000614  mov     r12,[rbp+0x38]
; v2:list = input primes
  00061b  cmp     qword ptr [rbp+0xb0],3
  000626  jne     0x00000000000006fa
; v3:int = input i
  00062c  cmp     qword ptr [rbp+0xb8],1
  000637  jne     0x00000000000006fa
  00063d  mov     r13,[rbp+0x48]
; v4:int = le v3, v0
; guard_true v4 => outer/1 (0) {i=v3, more=0}
  000644  cmp     r13,rbx
  000647  jg      0x0000000000000709
; v6:int = readlist v1, v3 => test/0 (1) {i=v3}
  00064d  cmp     r13,[r12]
  000655  jae     0x0000000000000740
  00065b  mov     rax,[r12+8]
  000663  test    rax,rax
  000666  je      0x0000000000000677
  00066c  cmp     byte ptr [rax+r13],1
  000671  jne     0x0000000000000740
  000677  mov     rax,[r12+0x10]
  00067f  mov     r14,[rax+r13*8]
; guard_true v6 => test/1 (1) {i=v3, c=0}
  000683  test    r14,r14
  000686  je      0x0000000000000761
; v8:int = add v3, 1 => next/0 (2) {i=v3}
  00068c  add     r13,1
  000693  jo      0x0000000000000798
; guard_steps => outer/0 (3) {i=v8}
; v10:int = phi i v8
; loop (3)
  000699  nop
  00069a  nop
  00069b  nop
  00069c  nop
  00069d  nop
  00069e  nop
  00069f  nop
; v12:int = le v10, v0
; guard_true v12 => outer/1 (0) {i=v10, more=0}
  0006a0  cmp     r13,rbx
  0006a3  jg      0x00000000000007c0
; v14:int = readlist v1, v10 => test/0 (1) {i=v10}
  0006a9  cmp     r13,[r12]
  0006b1  jae     0x00000000000007f7
  0006b7  mov     rax,[r12+8]
  0006bf  test    rax,rax
  0006c2  je      0x00000000000006d3
  0006c8  cmp     byte ptr [rax+r13],1
  0006cd  jne     0x00000000000007f7
  0006d3  mov     rax,[r12+0x10]
  0006db  mov     r14,[rax+r13*8]
; guard_true v14 => test/1 (1) {i=v10, c=0}
  0006df  test    r14,r14
  0006e2  je      0x0000000000000818
; v16:int = add v10, 1 => next/0 (2) {i=v10}
  0006e8  add     r13,1
  0006ef  jo      0x000000000000084f
; guard_steps => outer/0 (3) {i=v16}
; jump (3) v10 <- v16
  0006f5  jmp     0x00000000000006a0
; exits
  0006fa  mov     rax,0x1fffffffe
  000704  jmp     0x0000000000000016
  000709  mov     [rbp+0x48],r13
  000710  mov     qword ptr [rbp+0xb8],1
  00071b  mov     qword ptr [rbp+0x50],0
  000726  mov     qword ptr [rbp+0xc0],1
  000731  mov     rax,0x100000000
  00073b  jmp     0x0000000000000016
  000740  mov     [rbp+0x48],r13
  000747  mov     qword ptr [rbp+0xb8],1
  000752  mov     rax,0x100000001
  00075c  jmp     0x0000000000000016
  000761  mov     [rbp+0x48],r13
  000768  mov     qword ptr [rbp+0xb8],1
  000773  mov     qword ptr [rbp+0x58],0
  00077e  mov     qword ptr [rbp+0xc8],1
  000789  mov     rax,0x100000002
  000793  jmp     0x0000000000000016
  000798  sub     r13,1
  00079f  mov     [rbp+0x48],r13
  0007a6  mov     qword ptr [rbp+0xb8],1
  0007b1  mov     rax,0x100000003
  0007bb  jmp     0x0000000000000016
  0007c0  mov     [rbp+0x48],r13
  0007c7  mov     qword ptr [rbp+0xb8],1
  0007d2  mov     qword ptr [rbp+0x50],0
  0007dd  mov     qword ptr [rbp+0xc0],1
  0007e8  mov     rax,0x100000005
  0007f2  jmp     0x0000000000000016
  0007f7  mov     [rbp+0x48],r13
  0007fe  mov     qword ptr [rbp+0xb8],1
  000809  mov     rax,0x100000006
  000813  jmp     0x0000000000000016
  000818  mov     [rbp+0x48],r13
  00081f  mov     qword ptr [rbp+0xb8],1
  00082a  mov     qword ptr [rbp+0x58],0
  000835  mov     qword ptr [rbp+0xc8],1
  000840  mov     rax,0x100000007
  00084a  jmp     0x0000000000000016
  00084f  sub     r13,1
  000856  mov     [rbp+0x48],r13
  00085d  mov     qword ptr [rbp+0xb8],1
  000868  mov     rax,0x100000008
  000872  jmp     0x0000000000000016
