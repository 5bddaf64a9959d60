; T0: 1096 bytes
  000030  mov     qword ptr [rbp+0x18],0
; v0:int = input n
  00003b  cmp     qword ptr [rbp+0xa0],1
  000046  jne     0x0000000000000305
  00004c  mov     rbx,[rbp+0x30]
; v1:list = input composite
  000053  cmp     qword ptr [rbp+0xa8],3
  00005e  jne     0x0000000000000305
  000064  mov     r12,[rbp+0x38]
; v2:list = input primes
  00006b  cmp     qword ptr [rbp+0xb0],3
  000076  jne     0x0000000000000305
; v3:int = input i
  00007c  cmp     qword ptr [rbp+0xb8],1
  000087  jne     0x0000000000000305
  00008d  mov     r13,[rbp+0x48]
; v4:int = input j
  000094  cmp     qword ptr [rbp+0xd0],1
  00009f  jne     0x0000000000000305
  0000a5  mov     r14,[rbp+0x60]
; v5:int = le v4, v0
; guard_true v5 => cross/1 (0) {composite=v1, j=v4, inside=0}
  0000ac  cmp     r14,rbx
  0000af  jg      0x0000000000000314
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
  00013b  mov     rcx,0xfffffffffffffffd
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
  0001a2  je      0x000000000000035d
  0001a8  mov     r12,r11
; v8:int = add v4, v3 => cross_out/1 (1) {composite=v7, j=v4}
  0001ab  add     r14,r13
  0001ae  jo      0x0000000000000390
; guard_steps => cross/0 (2) {composite=v7, j=v8}
; v10:list = phi composite v7
; v11:int = phi j v8
; loop (2)
  0001b4  nop
  0001b5  nop
  0001b6  nop
  0001b7  nop
  0001b8  nop
  0001b9  nop
  0001ba  nop
  0001bb  nop
  0001bc  nop
  0001bd  nop
  0001be  nop
  0001bf  nop
; v13:int = le v11, v0
; guard_true v13 => cross/1 (0) {composite=v10, j=v11, inside=0}
  0001c0  cmp     r14,rbx
  0001c3  jg      0x00000000000003c6
; v15:list = set v10, v11, 1 owned => cross_out/0 (1) {composite=v10, j=v11}
  0001c9  cmp     qword ptr [r12+8],0
  0001d5  jne     0x000000000000020a
  0001db  cmp     r14,[r12]
  0001e3  jae     0x000000000000020a
  0001e9  mov     rax,[r12+0x10]
  0001f1  lea     rax,[rax+r14*8]
  0001f5  mov     qword ptr [rax],1
; v16:int = add v11, v3 => cross_out/1 (1) {composite=v15, j=v11}
  0001fc  add     r14,r13
  0001ff  jo      0x000000000000040f
; guard_steps => cross/0 (2) {composite=v15, j=v16}
; jump (2) v10 <- v15, v11 <- v16
  000205  jmp     0x00000000000001c0
  00020a  sub     rsp,0x70
  000211  mov     [rsp+0x30],rcx
  000219  mov     [rsp+0x38],rsi
  000221  mov     [rsp+0x40],rdi
  000229  mov     [rsp+0x48],r8
  000231  mov     [rsp+0x50],r9
  000239  mov     [rsp+0x58],r10
  000241  mov     [rsp],r12
  000249  mov     qword ptr [rsp+8],3
  000255  mov     [rsp+0x10],r14
  00025d  mov     qword ptr [rsp+0x18],1
  000269  mov     qword ptr [rsp+0x20],1
  000275  mov     qword ptr [rsp+0x28],1
  000281  mov     rdi,[rbp+0x20]
  000288  mov     esi,0xe
  00028d  mov     rdx,rsp
  000290  mov     rcx,0xfffffffffffffffd
  00029a  mov     r8,0xfffffffffffffffd
  0002a4  mov     r9,0
  0002ae  mov     rax,<list_op>
  0002b8  call    rax
  0002ba  mov     r11,rax
  0002bd  mov     rcx,[rsp+0x30]
  0002c5  mov     rsi,[rsp+0x38]
  0002cd  mov     rdi,[rsp+0x40]
  0002d5  mov     r8,[rsp+0x48]
  0002dd  mov     r9,[rsp+0x50]
  0002e5  mov     r10,[rsp+0x58]
  0002ed  add     rsp,0x70
  0002f4  test    rdx,rdx
  0002f7  je      0x0000000000000445
  0002fd  mov     r12,r11
  000300  jmp     0x00000000000001fc
; exits
  000305  mov     rax,0xfffffffe
  00030f  jmp     0x0000000000000016
  000314  mov     [rbp+0x38],r12
  00031b  mov     qword ptr [rbp+0xa8],3
  000326  mov     [rbp+0x60],r14
  00032d  mov     qword ptr [rbp+0xd0],1
  000338  mov     qword ptr [rbp+0x68],0
  000343  mov     qword ptr [rbp+0xd8],1
  00034e  mov     rax,0
  000358  jmp     0x0000000000000016
  00035d  mov     [rbp+0x38],r12
  000364  mov     qword ptr [rbp+0xa8],3
  00036f  mov     [rbp+0x60],r14
  000376  mov     qword ptr [rbp+0xd0],1
  000381  mov     rax,1
  00038b  jmp     0x0000000000000016
  000390  sub     r14,r13
  000393  mov     [rbp+0x38],r12
  00039a  mov     qword ptr [rbp+0xa8],3
  0003a5  mov     [rbp+0x60],r14
  0003ac  mov     qword ptr [rbp+0xd0],1
  0003b7  mov     rax,2
  0003c1  jmp     0x0000000000000016
  0003c6  mov     [rbp+0x38],r12
  0003cd  mov     qword ptr [rbp+0xa8],3
  0003d8  mov     [rbp+0x60],r14
  0003df  mov     qword ptr [rbp+0xd0],1
  0003ea  mov     qword ptr [rbp+0x68],0
  0003f5  mov     qword ptr [rbp+0xd8],1
  000400  mov     rax,4
  00040a  jmp     0x0000000000000016
  00040f  sub     r14,r13
  000412  mov     [rbp+0x38],r12
  000419  mov     qword ptr [rbp+0xa8],3
  000424  mov     [rbp+0x60],r14
  00042b  mov     qword ptr [rbp+0xd0],1
  000436  mov     rax,6
  000440  jmp     0x0000000000000016
  000445  mov     [rbp+0x38],r12
  00044c  mov     qword ptr [rbp+0xa8],3
  000457  mov     [rbp+0x60],r14
  00045e  mov     qword ptr [rbp+0xd0],1
  000469  mov     rax,5
  000473  jmp     0x0000000000000016

; T1: 663 bytes
  000480  mov     qword ptr [rbp+0x18],0
; v0:int = input n
  00048b  cmp     qword ptr [rbp+0xa0],1
  000496  jne     0x000000000000059a
  00049c  mov     rbx,[rbp+0x30]
; v1:list = input composite
  0004a3  cmp     qword ptr [rbp+0xa8],3
  0004ae  jne     0x000000000000059a
  0004b4  mov     r12,[rbp+0x38]
; v2:list = input primes
  0004bb  cmp     qword ptr [rbp+0xb0],3
  0004c6  jne     0x000000000000059a
; v3:int = input i
  0004cc  cmp     qword ptr [rbp+0xb8],1
  0004d7  jne     0x000000000000059a
  0004dd  mov     r13,[rbp+0x48]
; v4:int = le v3, v0
; guard_true v4 => outer/1 (0) {i=v3, more=0}
  0004e4  cmp     r13,rbx
  0004e7  jg      0x00000000000005a9
; v6:int = readlist v1, v3 => test/0 (1) {i=v3}
  0004ed  cmp     r13,[r12]
  0004f5  jae     0x00000000000005e0
  0004fb  mov     rax,[r12+8]
  000503  test    rax,rax
  000506  je      0x0000000000000517
  00050c  cmp     byte ptr [rax+r13],1
  000511  jne     0x00000000000005e0
  000517  mov     rax,[r12+0x10]
  00051f  mov     r14,[rax+r13*8]
; guard_true v6 => test/1 (1) {i=v3, c=0}
  000523  test    r14,r14
  000526  je      0x0000000000000601
; v8:int = add v3, 1 => next/0 (2) {i=v3}
  00052c  add     r13,1
  000533  jo      0x0000000000000638
; guard_steps => outer/0 (3) {i=v8}
; v10:int = phi i v8
; loop (3)
  000539  nop
  00053a  nop
  00053b  nop
  00053c  nop
  00053d  nop
  00053e  nop
  00053f  nop
; v12:int = le v10, v0
; guard_true v12 => outer/1 (0) {i=v10, more=0}
  000540  cmp     r13,rbx
  000543  jg      0x0000000000000660
; v14:int = readlist v1, v10 => test/0 (1) {i=v10}
  000549  cmp     r13,[r12]
  000551  jae     0x0000000000000697
  000557  mov     rax,[r12+8]
  00055f  test    rax,rax
  000562  je      0x0000000000000573
  000568  cmp     byte ptr [rax+r13],1
  00056d  jne     0x0000000000000697
  000573  mov     rax,[r12+0x10]
  00057b  mov     r14,[rax+r13*8]
; guard_true v14 => test/1 (1) {i=v10, c=0}
  00057f  test    r14,r14
  000582  je      0x00000000000006b8
; v16:int = add v10, 1 => next/0 (2) {i=v10}
  000588  add     r13,1
  00058f  jo      0x00000000000006ef
; guard_steps => outer/0 (3) {i=v16}
; jump (3) v10 <- v16
  000595  jmp     0x0000000000000540
; exits
  00059a  mov     rax,0x1fffffffe
  0005a4  jmp     0x0000000000000016
  0005a9  mov     [rbp+0x48],r13
  0005b0  mov     qword ptr [rbp+0xb8],1
  0005bb  mov     qword ptr [rbp+0x50],0
  0005c6  mov     qword ptr [rbp+0xc0],1
  0005d1  mov     rax,0x100000000
  0005db  jmp     0x0000000000000016
  0005e0  mov     [rbp+0x48],r13
  0005e7  mov     qword ptr [rbp+0xb8],1
  0005f2  mov     rax,0x100000001
  0005fc  jmp     0x0000000000000016
  000601  mov     [rbp+0x48],r13
  000608  mov     qword ptr [rbp+0xb8],1
  000613  mov     qword ptr [rbp+0x58],0
  00061e  mov     qword ptr [rbp+0xc8],1
  000629  mov     rax,0x100000002
  000633  jmp     0x0000000000000016
  000638  sub     r13,1
  00063f  mov     [rbp+0x48],r13
  000646  mov     qword ptr [rbp+0xb8],1
  000651  mov     rax,0x100000003
  00065b  jmp     0x0000000000000016
  000660  mov     [rbp+0x48],r13
  000667  mov     qword ptr [rbp+0xb8],1
  000672  mov     qword ptr [rbp+0x50],0
  00067d  mov     qword ptr [rbp+0xc0],1
  000688  mov     rax,0x100000005
  000692  jmp     0x0000000000000016
  000697  mov     [rbp+0x48],r13
  00069e  mov     qword ptr [rbp+0xb8],1
  0006a9  mov     rax,0x100000006
  0006b3  jmp     0x0000000000000016
  0006b8  mov     [rbp+0x48],r13
  0006bf  mov     qword ptr [rbp+0xb8],1
  0006ca  mov     qword ptr [rbp+0x58],0
  0006d5  mov     qword ptr [rbp+0xc8],1
  0006e0  mov     rax,0x100000007
  0006ea  jmp     0x0000000000000016
  0006ef  sub     r13,1
  0006f6  mov     [rbp+0x48],r13
  0006fd  mov     qword ptr [rbp+0xb8],1
  000708  mov     rax,0x100000008
  000712  jmp     0x0000000000000016
