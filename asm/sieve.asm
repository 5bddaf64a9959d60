; T0: 1235 bytes
  000030  mov     qword ptr [rbp+0x18],0
  00003b  mov     rbx,[rbp+0x38]
  000042  mov     r12,[rbp+0x40]
  000049  mov     r13,[rbp+0x50]
  000050  mov     r14,[rbp+0x68]
  000057  jmp     0x00000000000000d8
  00005c  mov     qword ptr [rbp+0x18],0
; v0:int = input n
  000067  cmp     qword ptr [rbp+0xa8],1
  000072  jne     0x0000000000000390
  000078  mov     rbx,[rbp+0x38]
; v1:list = input composite
  00007f  cmp     qword ptr [rbp+0xb0],3
  00008a  jne     0x0000000000000390
  000090  mov     r12,[rbp+0x40]
; v2:list = input primes
  000097  cmp     qword ptr [rbp+0xb8],3
  0000a2  jne     0x0000000000000390
; v3:int = input i
  0000a8  cmp     qword ptr [rbp+0xc0],1
  0000b3  jne     0x0000000000000390
  0000b9  mov     r13,[rbp+0x50]
; v4:int = input j
  0000c0  cmp     qword ptr [rbp+0xd8],1
  0000cb  jne     0x0000000000000390
  0000d1  mov     r14,[rbp+0x68]
; v5:int = le v4, v0
; guard_true v5 => cross/1 (0) {composite=v1, j=v4, inside=0}
  0000d8  cmp     r14,rbx
  0000db  jg      0x000000000000039f
; v7:list = set v1, v4, 1 owned => cross_out/0 (1) {composite=v1, j=v4}
  0000e1  cmp     qword ptr [r12+8],0
  0000ed  jne     0x000000000000019a
  0000f3  cmp     qword ptr [r12-0x10],1
  0000ff  jne     0x000000000000019a
  000105  cmp     qword ptr [r12-8],1
  000111  jne     0x000000000000019a
  000117  cmp     r14,[r12]
  00011f  jae     0x000000000000019a
  000125  mov     rax,[r12+0x10]
  00012d  lea     rax,[rax+r14*8]
  000131  mov     qword ptr [rax],1
; v8:int = add v4, v3 => cross_out/1 (1) {composite=v7, j=v4}
  000138  add     r14,r13
  00013b  jo      0x00000000000003e8
; guard_steps => cross/0 (2) {composite=v7, j=v8}
; v10:list = phi composite v7
; v11:int = phi j v8
; loop (2)
  000141  nop
  000142  nop
  000143  nop
  000144  nop
  000145  nop
  000146  nop
  000147  nop
  000148  nop
  000149  nop
  00014a  nop
  00014b  nop
  00014c  nop
  00014d  nop
  00014e  nop
  00014f  nop
; v13:int = le v11, v0
; guard_true v13 => cross/1 (0) {composite=v10, j=v11, inside=0}
  000150  cmp     r14,rbx
  000153  jg      0x000000000000041e
; v15:list = set v10, v11, 1 owned => cross_out/0 (1) {composite=v10, j=v11}
  000159  cmp     qword ptr [r12+8],0
  000165  jne     0x0000000000000295
  00016b  cmp     r14,[r12]
  000173  jae     0x0000000000000295
  000179  mov     rax,[r12+0x10]
  000181  lea     rax,[rax+r14*8]
  000185  mov     qword ptr [rax],1
; v16:int = add v11, v3 => cross_out/1 (1) {composite=v15, j=v11}
  00018c  add     r14,r13
  00018f  jo      0x0000000000000467
; guard_steps => cross/0 (2) {composite=v15, j=v16}
; jump (2) v10 <- v15, v11 <- v16
  000195  jmp     0x0000000000000150
  00019a  sub     rsp,0x70
  0001a1  mov     [rsp+0x30],rcx
  0001a9  mov     [rsp+0x38],rsi
  0001b1  mov     [rsp+0x40],rdi
  0001b9  mov     [rsp+0x48],r8
  0001c1  mov     [rsp+0x50],r9
  0001c9  mov     [rsp+0x58],r10
  0001d1  mov     [rsp],r12
  0001d9  mov     qword ptr [rsp+8],3
  0001e5  mov     [rsp+0x10],r14
  0001ed  mov     qword ptr [rsp+0x18],1
  0001f9  mov     qword ptr [rsp+0x20],1
  000205  mov     qword ptr [rsp+0x28],1
  000211  mov     rdi,[rbp+0x20]
  000218  mov     esi,0xe
  00021d  mov     rdx,rsp
  000220  mov     rcx,0xfffffffffffffffd
  00022a  mov     r8,0xfffffffffffffffd
  000234  mov     r9,0
  00023e  mov     rax,<list_op>
  000248  call    rax
  00024a  mov     r11,rax
  00024d  mov     rcx,[rsp+0x30]
  000255  mov     rsi,[rsp+0x38]
  00025d  mov     rdi,[rsp+0x40]
  000265  mov     r8,[rsp+0x48]
  00026d  mov     r9,[rsp+0x50]
  000275  mov     r10,[rsp+0x58]
  00027d  add     rsp,0x70
  000284  test    rdx,rdx
  000287  je      0x000000000000049d
  00028d  mov     r12,r11
  000290  jmp     0x0000000000000138
  000295  sub     rsp,0x70
  00029c  mov     [rsp+0x30],rcx
  0002a4  mov     [rsp+0x38],rsi
  0002ac  mov     [rsp+0x40],rdi
  0002b4  mov     [rsp+0x48],r8
  0002bc  mov     [rsp+0x50],r9
  0002c4  mov     [rsp+0x58],r10
  0002cc  mov     [rsp],r12
  0002d4  mov     qword ptr [rsp+8],3
  0002e0  mov     [rsp+0x10],r14
  0002e8  mov     qword ptr [rsp+0x18],1
  0002f4  mov     qword ptr [rsp+0x20],1
  000300  mov     qword ptr [rsp+0x28],1
  00030c  mov     rdi,[rbp+0x20]
  000313  mov     esi,0xe
  000318  mov     rdx,rsp
  00031b  mov     rcx,0xfffffffffffffffd
  000325  mov     r8,0xfffffffffffffffd
  00032f  mov     r9,0
  000339  mov     rax,<list_op>
  000343  call    rax
  000345  mov     r11,rax
  000348  mov     rcx,[rsp+0x30]
  000350  mov     rsi,[rsp+0x38]
  000358  mov     rdi,[rsp+0x40]
  000360  mov     r8,[rsp+0x48]
  000368  mov     r9,[rsp+0x50]
  000370  mov     r10,[rsp+0x58]
  000378  add     rsp,0x70
  00037f  test    rdx,rdx
  000382  je      0x00000000000004d0
  000388  mov     r12,r11
  00038b  jmp     0x000000000000018c
; exits
  000390  mov     rax,0xfffffffe
  00039a  jmp     0x0000000000000016
  00039f  mov     [rbp+0x40],r12
  0003a6  mov     qword ptr [rbp+0xb0],3
  0003b1  mov     [rbp+0x68],r14
  0003b8  mov     qword ptr [rbp+0xd8],1
  0003c3  mov     qword ptr [rbp+0x70],0
  0003ce  mov     qword ptr [rbp+0xe0],1
  0003d9  mov     rax,0
  0003e3  jmp     0x0000000000000016
  0003e8  sub     r14,r13
  0003eb  mov     [rbp+0x40],r12
  0003f2  mov     qword ptr [rbp+0xb0],3
  0003fd  mov     [rbp+0x68],r14
  000404  mov     qword ptr [rbp+0xd8],1
  00040f  mov     rax,2
  000419  jmp     0x0000000000000016
  00041e  mov     [rbp+0x40],r12
  000425  mov     qword ptr [rbp+0xb0],3
  000430  mov     [rbp+0x68],r14
  000437  mov     qword ptr [rbp+0xd8],1
  000442  mov     qword ptr [rbp+0x70],0
  00044d  mov     qword ptr [rbp+0xe0],1
  000458  mov     rax,4
  000462  jmp     0x0000000000000016
  000467  sub     r14,r13
  00046a  mov     [rbp+0x40],r12
  000471  mov     qword ptr [rbp+0xb0],3
  00047c  mov     [rbp+0x68],r14
  000483  mov     qword ptr [rbp+0xd8],1
  00048e  mov     rax,6
  000498  jmp     0x0000000000000016
  00049d  mov     [rbp+0x40],r12
  0004a4  mov     qword ptr [rbp+0xb0],3
  0004af  mov     [rbp+0x68],r14
  0004b6  mov     qword ptr [rbp+0xd8],1
  0004c1  mov     rax,1
  0004cb  jmp     0x0000000000000016
  0004d0  mov     [rbp+0x40],r12
  0004d7  mov     qword ptr [rbp+0xb0],3
  0004e2  mov     [rbp+0x68],r14
  0004e9  mov     qword ptr [rbp+0xd8],1
  0004f4  mov     rax,5
  0004fe  jmp     0x0000000000000016

; T1: 695 bytes
  000510  mov     qword ptr [rbp+0x18],0
  00051b  mov     rbx,[rbp+0x38]
  000522  mov     r12,[rbp+0x40]
  000529  mov     r13,[rbp+0x50]
  000530  jmp     0x0000000000000599
  000535  mov     qword ptr [rbp+0x18],0
; v0:int = input n
  000540  cmp     qword ptr [rbp+0xa8],1
  00054b  jne     0x000000000000064a
  000551  mov     rbx,[rbp+0x38]
; v1:list = input composite
  000558  cmp     qword ptr [rbp+0xb0],3
  000563  jne     0x000000000000064a
  000569  mov     r12,[rbp+0x40]
; v2:list = input primes
  000570  cmp     qword ptr [rbp+0xb8],3
  00057b  jne     0x000000000000064a
; v3:int = input i
  000581  cmp     qword ptr [rbp+0xc0],1
  00058c  jne     0x000000000000064a
  000592  mov     r13,[rbp+0x50]
; v4:int = le v3, v0
; guard_true v4 => outer/1 (0) {i=v3, more=0}
  000599  cmp     r13,rbx
  00059c  jg      0x0000000000000659
; v6:int = readlist v1, v3 => test/0 (1) {i=v3}
  0005a2  cmp     r13,[r12]
  0005aa  jae     0x0000000000000690
  0005b0  mov     rax,[r12+8]
  0005b8  test    rax,rax
  0005bb  je      0x00000000000005cc
  0005c1  cmp     byte ptr [rax+r13],1
  0005c6  jne     0x0000000000000690
  0005cc  mov     rax,[r12+0x10]
  0005d4  mov     r14,[rax+r13*8]
; guard_true v6 => test/1 (1) {i=v3, c=0}
  0005d8  test    r14,r14
  0005db  je      0x00000000000006b1
; v8:int = add v3, 1 => next/0 (2) {i=v3}
  0005e1  add     r13,1
  0005e8  jo      0x00000000000006e8
; guard_steps => outer/0 (3) {i=v8}
; v10:int = phi i v8
; loop (3)
  0005ee  nop
  0005ef  nop
; v12:int = le v10, v0
; guard_true v12 => outer/1 (0) {i=v10, more=0}
  0005f0  cmp     r13,rbx
  0005f3  jg      0x0000000000000710
; v14:int = readlist v1, v10 => test/0 (1) {i=v10}
  0005f9  cmp     r13,[r12]
  000601  jae     0x0000000000000747
  000607  mov     rax,[r12+8]
  00060f  test    rax,rax
  000612  je      0x0000000000000623
  000618  cmp     byte ptr [rax+r13],1
  00061d  jne     0x0000000000000747
  000623  mov     rax,[r12+0x10]
  00062b  mov     r14,[rax+r13*8]
; guard_true v14 => test/1 (1) {i=v10, c=0}
  00062f  test    r14,r14
  000632  je      0x0000000000000768
; v16:int = add v10, 1 => next/0 (2) {i=v10}
  000638  add     r13,1
  00063f  jo      0x000000000000079f
; guard_steps => outer/0 (3) {i=v16}
; jump (3) v10 <- v16
  000645  jmp     0x00000000000005f0
; exits
  00064a  mov     rax,0x1fffffffe
  000654  jmp     0x0000000000000016
  000659  mov     [rbp+0x50],r13
  000660  mov     qword ptr [rbp+0xc0],1
  00066b  mov     qword ptr [rbp+0x58],0
  000676  mov     qword ptr [rbp+0xc8],1
  000681  mov     rax,0x100000000
  00068b  jmp     0x0000000000000016
  000690  mov     [rbp+0x50],r13
  000697  mov     qword ptr [rbp+0xc0],1
  0006a2  mov     rax,0x100000001
  0006ac  jmp     0x0000000000000016
  0006b1  mov     [rbp+0x50],r13
  0006b8  mov     qword ptr [rbp+0xc0],1
  0006c3  mov     qword ptr [rbp+0x60],0
  0006ce  mov     qword ptr [rbp+0xd0],1
  0006d9  mov     rax,0x100000002
  0006e3  jmp     0x0000000000000016
  0006e8  sub     r13,1
  0006ef  mov     [rbp+0x50],r13
  0006f6  mov     qword ptr [rbp+0xc0],1
  000701  mov     rax,0x100000003
  00070b  jmp     0x0000000000000016
  000710  mov     [rbp+0x50],r13
  000717  mov     qword ptr [rbp+0xc0],1
  000722  mov     qword ptr [rbp+0x58],0
  00072d  mov     qword ptr [rbp+0xc8],1
  000738  mov     rax,0x100000005
  000742  jmp     0x0000000000000016
  000747  mov     [rbp+0x50],r13
  00074e  mov     qword ptr [rbp+0xc0],1
  000759  mov     rax,0x100000006
  000763  jmp     0x0000000000000016
  000768  mov     [rbp+0x50],r13
  00076f  mov     qword ptr [rbp+0xc0],1
  00077a  mov     qword ptr [rbp+0x60],0
  000785  mov     qword ptr [rbp+0xd0],1
  000790  mov     rax,0x100000007
  00079a  jmp     0x0000000000000016
  00079f  sub     r13,1
  0007a6  mov     [rbp+0x50],r13
  0007ad  mov     qword ptr [rbp+0xc0],1
  0007b8  mov     rax,0x100000008
  0007c2  jmp     0x0000000000000016
