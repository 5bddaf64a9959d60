; T0: 6072 bytes
; v0:list = input bytecode
  000030  cmp     qword ptr [rbp+0xc8],3
  00003b  jne     0x0000000000000fdb
  000041  mov     rbx,[rbp+0x30]
; v1:list = input mem
  000048  cmp     qword ptr [rbp+0xd0],3
  000053  jne     0x0000000000000fdb
  000059  mov     r12,[rbp+0x38]
; v2:list = input stack
  000060  cmp     qword ptr [rbp+0xe0],3
  00006b  jne     0x0000000000000fdb
  000071  mov     r13,[rbp+0x48]
; v3:list = input rstack
  000078  cmp     qword ptr [rbp+0xe8],3
  000083  jne     0x0000000000000fdb
; v4:int = input pc
  000089  cmp     qword ptr [rbp+0xf0],1
  000094  jne     0x0000000000000fdb
  00009a  mov     r14,[rbp+0x58]
; guard_value v0, ['push', 0, 'store', 1, 'load', 1, 'load', 0, 'lt', 'jump_if_zero', 50, 'push', 0, 'store', 2, 'load', 2, 'load', 0, 'eq', 'jump_if_zero', 31, 'load', 1, 'push', 1, 'add', 'store', 1, 'jump', 4, 'load', 3, 'load', 1, 'load', 2, 'mul', 'add', 'store', 3, 'load', 2, 'push', 1, 'add', 'store', 2, 'jump', 15, 'load', 3, 'halt'] => dispatch_loop/0 (0) {mem=v1, stack=v2}
  0000a1  mov     rax,<list k0>
  0000ab  cmp     rbx,rax
  0000ae  jne     0x0000000000000fea
; guard_value v4, 15 => dispatch_loop_promote_bytecode/0 (1) {mem=v1, stack=v2}
  0000b4  cmp     r14,0xf
  0000bb  jne     0x0000000000001056
  0000c1  jmp     0x00000000000000d4
  0000c6  mov     r12,[rbp+0x38]
  0000cd  mov     r13,[rbp+0x48]
; guard_words v1 => op_load/0 (4) {mem=v1, stack=v2}
  0000d4  cmp     qword ptr [r12+8],0
  0000e0  jne     0x000000000000109b
; v8:int = readlist v1, 2 words => op_load/0 (4) {mem=v1, stack=v2}
  0000e6  cmp     qword ptr [r12],2
  0000f2  jbe     0x00000000000010ce
  0000f8  mov     rax,[r12+0x10]
  000100  mov     r14,[rax+0x10]
; guard_words v2 => op_load/0 (4) {mem=v1, stack=v2}
  000107  cmp     qword ptr [r13+8],0
  000113  jne     0x0000000000001101
; v10:int = len v2
  000119  mov     rbx,[r13]
; v11:list = append v2, v8 owned words
  000121  cmp     qword ptr [r13-0x10],1
  00012d  jne     0x00000000000003e2
  000133  cmp     qword ptr [r13-8],1
  00013f  jne     0x00000000000003e2
  000145  mov     rax,[r13]
  00014d  cmp     rax,[r13+0x18]
  000155  jae     0x00000000000003e2
  00015b  mov     rdx,[r13+0x10]
  000163  lea     rdx,[rdx+rax*8]
  000167  add     rax,1
  00016b  mov     [r13],rax
  000173  mov     [rdx],r14
; v12:int = readlist v1, 0 words => op_load/0 (9) {mem=v1, stack=v11, pc=17}
  000176  cmp     qword ptr [r12],0
  000182  jbe     0x0000000000001134
  000188  mov     rax,[r12+0x10]
  000190  mov     r15,[rax]
; v13:list = append v11, v12 owned words
  000197  mov     rax,[r13]
  00019f  cmp     rax,[r13+0x18]
  0001a7  jae     0x00000000000004bc
  0001ad  mov     rdx,[r13+0x10]
  0001b5  lea     rdx,[rdx+rax*8]
  0001b9  add     rax,1
  0001bd  mov     [r13],rax
  0001c5  mov     [rdx],r15
; v14:list = slice v13, 0, v10 owned words => pop2_top/3 (22) {mem=v1, stack=v13, pc=19, opcode='eq', k='binary_xy', y=v12, depth=v10}
  0001c8  cmp     rbx,[r13]
  0001d0  ja      0x0000000000000596
  0001d6  mov     [r13],rbx
; v15:int = eq v8, v12
; guard_false v15 => jump_if_zero_x/0 (49) {mem=v1, stack=v14, pc=20, x=1}
  0001de  cmp     r14,r15
  0001e1  je      0x0000000000001172
; v17:int = readlist v1, 3 words => op_load/0 (55) {mem=v1, stack=v14, pc=31}
  0001e7  cmp     qword ptr [r12],3
  0001f3  jbe     0x00000000000011c6
  0001f9  mov     rax,[r12+0x10]
  000201  mov     rsi,[rax+0x18]
; v18:list = append v14, v17 owned words
  000208  mov     rax,[r13]
  000210  cmp     rax,[r13+0x18]
  000218  jae     0x0000000000000691
  00021e  mov     rdx,[r13+0x10]
  000226  lea     rdx,[rdx+rax*8]
  00022a  add     rax,1
  00022e  mov     [r13],rax
  000236  mov     [rdx],rsi
; v19:int = readlist v1, 1 words => op_load/0 (60) {mem=v1, stack=v18, pc=33}
  000239  cmp     qword ptr [r12],1
  000245  jbe     0x0000000000001204
  00024b  mov     rax,[r12+0x10]
  000253  mov     rdi,[rax+8]
; v20:int = mul v19, v8 => binary_mul/0 (80) {mem=v1, stack=v18, pc=37, x=v19, y=v8}
  00025a  mov     r11,rdi
  00025d  imul    r11,r14
  000261  jo      0x0000000000001242
  000267  mov     r8,r11
; v21:list = append v18, v20 owned words
  00026a  mov     rax,[r13]
  000272  cmp     rax,[r13+0x18]
  00027a  jae     0x000000000000076b
  000280  mov     rdx,[r13+0x10]
  000288  lea     rdx,[rdx+rax*8]
  00028c  add     rax,1
  000290  mov     [r13],rax
  000298  mov     [rdx],r8
; v22:list = slice v21, 0, v10 owned words => pop2_top/3 (90) {mem=v1, stack=v21, pc=38, opcode='add', k='binary_xy', y=v20, depth=v10}
  00029b  cmp     rbx,[r13]
  0002a3  ja      0x0000000000000845
  0002a9  mov     [r13],rbx
; v23:int = add v17, v20 => binary_add/0 (92) {mem=v1, stack=v22, pc=38, x=v17, y=v20}
  0002b1  add     rsi,r8
  0002b4  jo      0x00000000000012a4
; v24:list = set v1, 3, v23 owned words in_bounds => store_x/0 (103) {mem=v1, stack=v22, pc=39, x=v23}
  0002ba  cmp     qword ptr [r12-0x10],1
  0002c6  jne     0x0000000000000940
  0002cc  cmp     qword ptr [r12-8],1
  0002d8  jne     0x0000000000000940
  0002de  mov     rax,[r12+0x10]
  0002e6  mov     [rax+0x18],rsi
; v25:int = add v8, 1 => binary_add/0 (123) {mem=v24, stack=v22, pc=45, x=v8, y=1}
  0002ed  add     r14,1
  0002f4  jo      0x0000000000001309
; v26:list = set v24, 2, v25 owned words in_bounds => store_x/0 (134) {mem=v24, stack=v22, pc=46, x=v25}
  0002fa  mov     rax,[r12+0x10]
  000302  mov     [rax+0x10],r14
; guard_steps => dispatch_loop/0 (150) {mem=v26, stack=v22}
; v28:list = phi mem v26
; v29:list = phi stack v22
; v30:int = phi - v25
; v31:int = phi - v23
; loop (150)
  000309  nop     [rax]
; v33:int = len v29
  000310  mov     r8,[r13]
; v34:int = eq v30, v12
; guard_false v34 => jump_if_zero_x/0 (49) {mem=v28, stack=v29, pc=20, x=1}
  000318  cmp     r14,r15
  00031b  je      0x0000000000001376
; v36:list = append v29, v31 owned words
  000321  mov     rax,[r13]
  000329  cmp     rax,[r13+0x18]
  000331  jae     0x0000000000000b36
  000337  mov     rdx,[r13+0x10]
  00033f  lea     rdx,[rdx+rax*8]
  000343  add     rax,1
  000347  mov     [r13],rax
  00034f  mov     [rdx],rsi
; v37:int = mul v19, v30 => binary_mul/0 (80) {mem=v28, stack=v36, pc=37, x=v19, y=v30}
  000352  mov     r11,rdi
  000355  imul    r11,r14
  000359  jo      0x00000000000013ca
  00035f  mov     rbx,r11
; v38:list = append v36, v37 owned words
  000362  mov     rax,[r13]
  00036a  cmp     rax,[r13+0x18]
  000372  jae     0x0000000000000c10
  000378  mov     rdx,[r13+0x10]
  000380  lea     rdx,[rdx+rax*8]
  000384  add     rax,1
  000388  mov     [r13],rax
  000390  mov     [rdx],rbx
; v39:list = slice v38, 0, v33 owned words => pop2_top/3 (90) {mem=v28, stack=v38, pc=38, opcode='add', k='binary_xy', y=v37, depth=v33}
  000393  cmp     r8,[r13]
  00039b  ja      0x0000000000000cea
  0003a1  mov     [r13],r8
; v40:int = add v31, v37 => binary_add/0 (92) {mem=v28, stack=v39, pc=38, x=v31, y=v37}
  0003a9  add     rsi,rbx
  0003ac  jo      0x000000000000142c
; v41:list = set v28, 3, v40 owned words in_bounds => store_x/0 (103) {mem=v28, stack=v39, pc=39, x=v40}
  0003b2  mov     rax,[r12+0x10]
  0003ba  mov     [rax+0x18],rsi
; v42:int = add v30, 1 => binary_add/0 (123) {mem=v41, stack=v39, pc=45, x=v30, y=1}
  0003c1  add     r14,1
  0003c8  jo      0x0000000000001491
; v43:list = set v41, 2, v42 owned words in_bounds => store_x/0 (134) {mem=v41, stack=v39, pc=46, x=v42}
  0003ce  mov     rax,[r12+0x10]
  0003d6  mov     [rax+0x10],r14
; guard_steps => dispatch_loop/0 (150) {mem=v43, stack=v39}
; jump (150) v28 <- v43, v29 <- v39, v30 <- v42, v31 <- v40
  0003dd  jmp     0x0000000000000310
  0003e2  sub     rsp,0x70
  0003e9  mov     [rsp+0x30],rcx
  0003f1  mov     [rsp+0x38],rsi
  0003f9  mov     [rsp+0x40],rdi
  000401  mov     [rsp+0x48],r8
  000409  mov     [rsp+0x50],r9
  000411  mov     [rsp+0x58],r10
  000419  mov     [rsp],r13
  000421  mov     qword ptr [rsp+8],3
  00042d  mov     [rsp+0x10],r14
  000435  mov     qword ptr [rsp+0x18],1
  000441  mov     rdi,[rbp+0x20]
  000448  mov     esi,0xf
  00044d  mov     rdx,rsp
  000450  mov     rcx,0xfffffffffffffffc
  00045a  mov     r8,0xfffffffffffffffc
  000464  mov     r9,0
  00046e  mov     rax,<list_op>
  000478  call    rax
  00047a  mov     r11,rax
  00047d  mov     rcx,[rsp+0x30]
  000485  mov     rsi,[rsp+0x38]
  00048d  mov     rdi,[rsp+0x40]
  000495  mov     r8,[rsp+0x48]
  00049d  mov     r9,[rsp+0x50]
  0004a5  mov     r10,[rsp+0x58]
  0004ad  add     rsp,0x70
  0004b4  mov     r13,r11
  0004b7  jmp     0x0000000000000176
  0004bc  sub     rsp,0x70
  0004c3  mov     [rsp+0x30],rcx
  0004cb  mov     [rsp+0x38],rsi
  0004d3  mov     [rsp+0x40],rdi
  0004db  mov     [rsp+0x48],r8
  0004e3  mov     [rsp+0x50],r9
  0004eb  mov     [rsp+0x58],r10
  0004f3  mov     [rsp],r13
  0004fb  mov     qword ptr [rsp+8],3
  000507  mov     [rsp+0x10],r15
  00050f  mov     qword ptr [rsp+0x18],1
  00051b  mov     rdi,[rbp+0x20]
  000522  mov     esi,0xf
  000527  mov     rdx,rsp
  00052a  mov     rcx,0xfffffffffffffffc
  000534  mov     r8,0xfffffffffffffffc
  00053e  mov     r9,0
  000548  mov     rax,<list_op>
  000552  call    rax
  000554  mov     r11,rax
  000557  mov     rcx,[rsp+0x30]
  00055f  mov     rsi,[rsp+0x38]
  000567  mov     rdi,[rsp+0x40]
  00056f  mov     r8,[rsp+0x48]
  000577  mov     r9,[rsp+0x50]
  00057f  mov     r10,[rsp+0x58]
  000587  add     rsp,0x70
  00058e  mov     r13,r11
  000591  jmp     0x00000000000001c8
  000596  sub     rsp,0x70
  00059d  mov     [rsp+0x30],rcx
  0005a5  mov     [rsp+0x38],rsi
  0005ad  mov     [rsp+0x40],rdi
  0005b5  mov     [rsp+0x48],r8
  0005bd  mov     [rsp+0x50],r9
  0005c5  mov     [rsp+0x58],r10
  0005cd  mov     [rsp],r13
  0005d5  mov     qword ptr [rsp+8],3
  0005e1  mov     qword ptr [rsp+0x10],0
  0005ed  mov     qword ptr [rsp+0x18],1
  0005f9  mov     [rsp+0x20],rbx
  000601  mov     qword ptr [rsp+0x28],1
  00060d  mov     rdi,[rbp+0x20]
  000614  mov     esi,0x10
  000619  mov     rdx,rsp
  00061c  mov     rcx,0xfffffffffffffffc
  000626  mov     r8,0xfffffffffffffffc
  000630  mov     r9,0
  00063a  mov     rax,<list_op>
  000644  call    rax
  000646  mov     r11,rax
  000649  mov     rcx,[rsp+0x30]
  000651  mov     rsi,[rsp+0x38]
  000659  mov     rdi,[rsp+0x40]
  000661  mov     r8,[rsp+0x48]
  000669  mov     r9,[rsp+0x50]
  000671  mov     r10,[rsp+0x58]
  000679  add     rsp,0x70
  000680  test    rdx,rdx
  000683  je      0x00000000000014fe
  000689  mov     r13,r11
  00068c  jmp     0x00000000000001de
  000691  sub     rsp,0x70
  000698  mov     [rsp+0x30],rcx
  0006a0  mov     [rsp+0x38],rsi
  0006a8  mov     [rsp+0x40],rdi
  0006b0  mov     [rsp+0x48],r8
  0006b8  mov     [rsp+0x50],r9
  0006c0  mov     [rsp+0x58],r10
  0006c8  mov     [rsp],r13
  0006d0  mov     qword ptr [rsp+8],3
  0006dc  mov     [rsp+0x10],rsi
  0006e4  mov     qword ptr [rsp+0x18],1
  0006f0  mov     rdi,[rbp+0x20]
  0006f7  mov     esi,0xf
  0006fc  mov     rdx,rsp
  0006ff  mov     rcx,0xfffffffffffffffc
  000709  mov     r8,0xfffffffffffffffc
  000713  mov     r9,0
  00071d  mov     rax,<list_op>
  000727  call    rax
  000729  mov     r11,rax
  00072c  mov     rcx,[rsp+0x30]
  000734  mov     rsi,[rsp+0x38]
  00073c  mov     rdi,[rsp+0x40]
  000744  mov     r8,[rsp+0x48]
  00074c  mov     r9,[rsp+0x50]
  000754  mov     r10,[rsp+0x58]
  00075c  add     rsp,0x70
  000763  mov     r13,r11
  000766  jmp     0x0000000000000239
  00076b  sub     rsp,0x70
  000772  mov     [rsp+0x30],rcx
  00077a  mov     [rsp+0x38],rsi
  000782  mov     [rsp+0x40],rdi
  00078a  mov     [rsp+0x48],r8
  000792  mov     [rsp+0x50],r9
  00079a  mov     [rsp+0x58],r10
  0007a2  mov     [rsp],r13
  0007aa  mov     qword ptr [rsp+8],3
  0007b6  mov     [rsp+0x10],r8
  0007be  mov     qword ptr [rsp+0x18],1
  0007ca  mov     rdi,[rbp+0x20]
  0007d1  mov     esi,0xf
  0007d6  mov     rdx,rsp
  0007d9  mov     rcx,0xfffffffffffffffc
  0007e3  mov     r8,0xfffffffffffffffc
  0007ed  mov     r9,0
  0007f7  mov     rax,<list_op>
  000801  call    rax
  000803  mov     r11,rax
  000806  mov     rcx,[rsp+0x30]
  00080e  mov     rsi,[rsp+0x38]
  000816  mov     rdi,[rsp+0x40]
  00081e  mov     r8,[rsp+0x48]
  000826  mov     r9,[rsp+0x50]
  00082e  mov     r10,[rsp+0x58]
  000836  add     rsp,0x70
  00083d  mov     r13,r11
  000840  jmp     0x000000000000029b
  000845  sub     rsp,0x70
  00084c  mov     [rsp+0x30],rcx
  000854  mov     [rsp+0x38],rsi
  00085c  mov     [rsp+0x40],rdi
  000864  mov     [rsp+0x48],r8
  00086c  mov     [rsp+0x50],r9
  000874  mov     [rsp+0x58],r10
  00087c  mov     [rsp],r13
  000884  mov     qword ptr [rsp+8],3
  000890  mov     qword ptr [rsp+0x10],0
  00089c  mov     qword ptr [rsp+0x18],1
  0008a8  mov     [rsp+0x20],rbx
  0008b0  mov     qword ptr [rsp+0x28],1
  0008bc  mov     rdi,[rbp+0x20]
  0008c3  mov     esi,0x10
  0008c8  mov     rdx,rsp
  0008cb  mov     rcx,0xfffffffffffffffc
  0008d5  mov     r8,0xfffffffffffffffc
  0008df  mov     r9,0
  0008e9  mov     rax,<list_op>
  0008f3  call    rax
  0008f5  mov     r11,rax
  0008f8  mov     rcx,[rsp+0x30]
  000900  mov     rsi,[rsp+0x38]
  000908  mov     rdi,[rsp+0x40]
  000910  mov     r8,[rsp+0x48]
  000918  mov     r9,[rsp+0x50]
  000920  mov     r10,[rsp+0x58]
  000928  add     rsp,0x70
  00092f  test    rdx,rdx
  000932  je      0x000000000000158c
  000938  mov     r13,r11
  00093b  jmp     0x00000000000002b1
  000940  sub     rsp,0x70
  000947  mov     [rsp+0x30],rcx
  00094f  mov     [rsp+0x38],rsi
  000957  mov     [rsp+0x40],rdi
  00095f  mov     [rsp+0x48],r8
  000967  mov     [rsp+0x50],r9
  00096f  mov     [rsp+0x58],r10
  000977  mov     [rsp],r12
  00097f  mov     qword ptr [rsp+8],3
  00098b  mov     qword ptr [rsp+0x10],3
  000997  mov     qword ptr [rsp+0x18],1
  0009a3  mov     [rsp+0x20],rsi
  0009ab  mov     qword ptr [rsp+0x28],1
  0009b7  mov     rdi,[rbp+0x20]
  0009be  mov     esi,0xe
  0009c3  mov     rdx,rsp
  0009c6  mov     rcx,0xfffffffffffffffe
  0009d0  mov     r8,0xfffffffffffffffe
  0009da  mov     r9,0
  0009e4  mov     rax,<list_op>
  0009ee  call    rax
  0009f0  mov     r11,rax
  0009f3  mov     rcx,[rsp+0x30]
  0009fb  mov     rsi,[rsp+0x38]
  000a03  mov     rdi,[rsp+0x40]
  000a0b  mov     r8,[rsp+0x48]
  000a13  mov     r9,[rsp+0x50]
  000a1b  mov     r10,[rsp+0x58]
  000a23  add     rsp,0x70
  000a2a  test    rdx,rdx
  000a2d  je      0x000000000000161a
  000a33  mov     r12,r11
  000a36  jmp     0x00000000000002ed
  000a3b  sub     rsp,0x70
  000a42  mov     [rsp+0x30],rcx
  000a4a  mov     [rsp+0x38],rsi
  000a52  mov     [rsp+0x40],rdi
  000a5a  mov     [rsp+0x48],r8
  000a62  mov     [rsp+0x50],r9
  000a6a  mov     [rsp+0x58],r10
  000a72  mov     [rsp],r12
  000a7a  mov     qword ptr [rsp+8],3
  000a86  mov     qword ptr [rsp+0x10],2
  000a92  mov     qword ptr [rsp+0x18],1
  000a9e  mov     [rsp+0x20],r14
  000aa6  mov     qword ptr [rsp+0x28],1
  000ab2  mov     rdi,[rbp+0x20]
  000ab9  mov     esi,0xe
  000abe  mov     rdx,rsp
  000ac1  mov     rcx,0xfffffffffffffffe
  000acb  mov     r8,0xfffffffffffffffe
  000ad5  mov     r9,0
  000adf  mov     rax,<list_op>
  000ae9  call    rax
  000aeb  mov     r11,rax
  000aee  mov     rcx,[rsp+0x30]
  000af6  mov     rsi,[rsp+0x38]
  000afe  mov     rdi,[rsp+0x40]
  000b06  mov     r8,[rsp+0x48]
  000b0e  mov     r9,[rsp+0x50]
  000b16  mov     r10,[rsp+0x58]
  000b1e  add     rsp,0x70
  000b25  test    rdx,rdx
  000b28  je      0x000000000000166a
  000b2e  mov     r12,r11
  000b31  jmp     0x0000000000000309
  000b36  sub     rsp,0x70
  000b3d  mov     [rsp+0x30],rcx
  000b45  mov     [rsp+0x38],rsi
  000b4d  mov     [rsp+0x40],rdi
  000b55  mov     [rsp+0x48],r8
  000b5d  mov     [rsp+0x50],r9
  000b65  mov     [rsp+0x58],r10
  000b6d  mov     [rsp],r13
  000b75  mov     qword ptr [rsp+8],3
  000b81  mov     [rsp+0x10],rsi
  000b89  mov     qword ptr [rsp+0x18],1
  000b95  mov     rdi,[rbp+0x20]
  000b9c  mov     esi,0xf
  000ba1  mov     rdx,rsp
  000ba4  mov     rcx,0xfffffffffffffffc
  000bae  mov     r8,0xfffffffffffffffc
  000bb8  mov     r9,0
  000bc2  mov     rax,<list_op>
  000bcc  call    rax
  000bce  mov     r11,rax
  000bd1  mov     rcx,[rsp+0x30]
  000bd9  mov     rsi,[rsp+0x38]
  000be1  mov     rdi,[rsp+0x40]
  000be9  mov     r8,[rsp+0x48]
  000bf1  mov     r9,[rsp+0x50]
  000bf9  mov     r10,[rsp+0x58]
  000c01  add     rsp,0x70
  000c08  mov     r13,r11
  000c0b  jmp     0x0000000000000352
  000c10  sub     rsp,0x70
  000c17  mov     [rsp+0x30],rcx
  000c1f  mov     [rsp+0x38],rsi
  000c27  mov     [rsp+0x40],rdi
  000c2f  mov     [rsp+0x48],r8
  000c37  mov     [rsp+0x50],r9
  000c3f  mov     [rsp+0x58],r10
  000c47  mov     [rsp],r13
  000c4f  mov     qword ptr [rsp+8],3
  000c5b  mov     [rsp+0x10],rbx
  000c63  mov     qword ptr [rsp+0x18],1
  000c6f  mov     rdi,[rbp+0x20]
  000c76  mov     esi,0xf
  000c7b  mov     rdx,rsp
  000c7e  mov     rcx,0xfffffffffffffffc
  000c88  mov     r8,0xfffffffffffffffc
  000c92  mov     r9,0
  000c9c  mov     rax,<list_op>
  000ca6  call    rax
  000ca8  mov     r11,rax
  000cab  mov     rcx,[rsp+0x30]
  000cb3  mov     rsi,[rsp+0x38]
  000cbb  mov     rdi,[rsp+0x40]
  000cc3  mov     r8,[rsp+0x48]
  000ccb  mov     r9,[rsp+0x50]
  000cd3  mov     r10,[rsp+0x58]
  000cdb  add     rsp,0x70
  000ce2  mov     r13,r11
  000ce5  jmp     0x0000000000000393
  000cea  sub     rsp,0x70
  000cf1  mov     [rsp+0x30],rcx
  000cf9  mov     [rsp+0x38],rsi
  000d01  mov     [rsp+0x40],rdi
  000d09  mov     [rsp+0x48],r8
  000d11  mov     [rsp+0x50],r9
  000d19  mov     [rsp+0x58],r10
  000d21  mov     [rsp],r13
  000d29  mov     qword ptr [rsp+8],3
  000d35  mov     qword ptr [rsp+0x10],0
  000d41  mov     qword ptr [rsp+0x18],1
  000d4d  mov     [rsp+0x20],r8
  000d55  mov     qword ptr [rsp+0x28],1
  000d61  mov     rdi,[rbp+0x20]
  000d68  mov     esi,0x10
  000d6d  mov     rdx,rsp
  000d70  mov     rcx,0xfffffffffffffffc
  000d7a  mov     r8,0xfffffffffffffffc
  000d84  mov     r9,0
  000d8e  mov     rax,<list_op>
  000d98  call    rax
  000d9a  mov     r11,rax
  000d9d  mov     rcx,[rsp+0x30]
  000da5  mov     rsi,[rsp+0x38]
  000dad  mov     rdi,[rsp+0x40]
  000db5  mov     r8,[rsp+0x48]
  000dbd  mov     r9,[rsp+0x50]
  000dc5  mov     r10,[rsp+0x58]
  000dcd  add     rsp,0x70
  000dd4  test    rdx,rdx
  000dd7  je      0x00000000000016ba
  000ddd  mov     r13,r11
  000de0  jmp     0x00000000000003a9
  000de5  sub     rsp,0x70
  000dec  mov     [rsp+0x30],rcx
  000df4  mov     [rsp+0x38],rsi
  000dfc  mov     [rsp+0x40],rdi
  000e04  mov     [rsp+0x48],r8
  000e0c  mov     [rsp+0x50],r9
  000e14  mov     [rsp+0x58],r10
  000e1c  mov     [rsp],r12
  000e24  mov     qword ptr [rsp+8],3
  000e30  mov     qword ptr [rsp+0x10],3
  000e3c  mov     qword ptr [rsp+0x18],1
  000e48  mov     [rsp+0x20],rsi
  000e50  mov     qword ptr [rsp+0x28],1
  000e5c  mov     rdi,[rbp+0x20]
  000e63  mov     esi,0xe
  000e68  mov     rdx,rsp
  000e6b  mov     rcx,0xfffffffffffffffe
  000e75  mov     r8,0xfffffffffffffffe
  000e7f  mov     r9,0
  000e89  mov     rax,<list_op>
  000e93  call    rax
  000e95  mov     r11,rax
  000e98  mov     rcx,[rsp+0x30]
  000ea0  mov     rsi,[rsp+0x38]
  000ea8  mov     rdi,[rsp+0x40]
  000eb0  mov     r8,[rsp+0x48]
  000eb8  mov     r9,[rsp+0x50]
  000ec0  mov     r10,[rsp+0x58]
  000ec8  add     rsp,0x70
  000ecf  test    rdx,rdx
  000ed2  je      0x0000000000001748
  000ed8  mov     r12,r11
  000edb  jmp     0x00000000000003c1
  000ee0  sub     rsp,0x70
  000ee7  mov     [rsp+0x30],rcx
  000eef  mov     [rsp+0x38],rsi
  000ef7  mov     [rsp+0x40],rdi
  000eff  mov     [rsp+0x48],r8
  000f07  mov     [rsp+0x50],r9
  000f0f  mov     [rsp+0x58],r10
  000f17  mov     [rsp],r12
  000f1f  mov     qword ptr [rsp+8],3
  000f2b  mov     qword ptr [rsp+0x10],2
  000f37  mov     qword ptr [rsp+0x18],1
  000f43  mov     [rsp+0x20],r14
  000f4b  mov     qword ptr [rsp+0x28],1
  000f57  mov     rdi,[rbp+0x20]
  000f5e  mov     esi,0xe
  000f63  mov     rdx,rsp
  000f66  mov     rcx,0xfffffffffffffffe
  000f70  mov     r8,0xfffffffffffffffe
  000f7a  mov     r9,0
  000f84  mov     rax,<list_op>
  000f8e  call    rax
  000f90  mov     r11,rax
  000f93  mov     rcx,[rsp+0x30]
  000f9b  mov     rsi,[rsp+0x38]
  000fa3  mov     rdi,[rsp+0x40]
  000fab  mov     r8,[rsp+0x48]
  000fb3  mov     r9,[rsp+0x50]
  000fbb  mov     r10,[rsp+0x58]
  000fc3  add     rsp,0x70
  000fca  test    rdx,rdx
  000fcd  je      0x0000000000001798
  000fd3  mov     r12,r11
  000fd6  jmp     0x00000000000003dd
; exits
  000fdb  mov     rax,0xfffffffe
  000fe5  jmp     0x0000000000000016
  000fea  mov     [rbp+0x10],rbx
  000ff1  mov     qword ptr [rbp+0x18],3
  000ffc  mov     [rbp+0x38],r12
  001003  mov     qword ptr [rbp+0xd0],3
  00100e  mov     [rbp+0x48],r13
  001015  mov     qword ptr [rbp+0xe0],3
  001020  mov     rdi,[rbp+0x20]
  001027  mov     rsi,8
  001031  mov     rdx,0
  00103b  mov     rax,<exit_lists>
  001045  call    rax
  001047  mov     rax,0
  001051  jmp     0x0000000000000016
  001056  mov     [rbp+0x10],r14
  00105d  mov     qword ptr [rbp+0x18],1
  001068  mov     [rbp+0x38],r12
  00106f  mov     qword ptr [rbp+0xd0],3
  00107a  mov     [rbp+0x48],r13
  001081  mov     qword ptr [rbp+0xe0],3
  00108c  mov     rax,1
  001096  jmp     0x0000000000000016
  00109b  mov     [rbp+0x38],r12
  0010a2  mov     qword ptr [rbp+0xd0],3
  0010ad  mov     [rbp+0x48],r13
  0010b4  mov     qword ptr [rbp+0xe0],3
  0010bf  mov     rax,2
  0010c9  jmp     0x0000000000000016
  0010ce  mov     [rbp+0x38],r12
  0010d5  mov     qword ptr [rbp+0xd0],3
  0010e0  mov     [rbp+0x48],r13
  0010e7  mov     qword ptr [rbp+0xe0],3
  0010f2  mov     rax,3
  0010fc  jmp     0x0000000000000016
  001101  mov     [rbp+0x38],r12
  001108  mov     qword ptr [rbp+0xd0],3
  001113  mov     [rbp+0x48],r13
  00111a  mov     qword ptr [rbp+0xe0],3
  001125  mov     rax,4
  00112f  jmp     0x0000000000000016
  001134  mov     [rbp+0x38],r12
  00113b  mov     qword ptr [rbp+0xd0],3
  001146  mov     [rbp+0x48],r13
  00114d  mov     qword ptr [rbp+0xe0],3
  001158  mov     qword ptr [rbp+0x58],0x11
  001163  mov     rax,5
  00116d  jmp     0x0000000000000016
  001172  mov     [rbp+0x38],r12
  001179  mov     qword ptr [rbp+0xd0],3
  001184  mov     [rbp+0x48],r13
  00118b  mov     qword ptr [rbp+0xe0],3
  001196  mov     qword ptr [rbp+0x58],0x14
  0011a1  mov     qword ptr [rbp+0x90],1
  0011ac  mov     qword ptr [rbp+0x128],1
  0011b7  mov     rax,7
  0011c1  jmp     0x0000000000000016
  0011c6  mov     [rbp+0x38],r12
  0011cd  mov     qword ptr [rbp+0xd0],3
  0011d8  mov     [rbp+0x48],r13
  0011df  mov     qword ptr [rbp+0xe0],3
  0011ea  mov     qword ptr [rbp+0x58],0x1f
  0011f5  mov     rax,8
  0011ff  jmp     0x0000000000000016
  001204  mov     [rbp+0x38],r12
  00120b  mov     qword ptr [rbp+0xd0],3
  001216  mov     [rbp+0x48],r13
  00121d  mov     qword ptr [rbp+0xe0],3
  001228  mov     qword ptr [rbp+0x58],0x21
  001233  mov     rax,9
  00123d  jmp     0x0000000000000016
  001242  mov     [rbp+0x38],r12
  001249  mov     qword ptr [rbp+0xd0],3
  001254  mov     [rbp+0x48],r13
  00125b  mov     qword ptr [rbp+0xe0],3
  001266  mov     qword ptr [rbp+0x58],0x25
  001271  mov     [rbp+0x90],rdi
  001278  mov     qword ptr [rbp+0x128],1
  001283  mov     [rbp+0x98],r14
  00128a  mov     qword ptr [rbp+0x130],1
  001295  mov     rax,0xa
  00129f  jmp     0x0000000000000016
  0012a4  sub     rsi,r8
  0012a7  mov     [rbp+0x38],r12
  0012ae  mov     qword ptr [rbp+0xd0],3
  0012b9  mov     [rbp+0x48],r13
  0012c0  mov     qword ptr [rbp+0xe0],3
  0012cb  mov     qword ptr [rbp+0x58],0x26
  0012d6  mov     [rbp+0x90],rsi
  0012dd  mov     qword ptr [rbp+0x128],1
  0012e8  mov     [rbp+0x98],r8
  0012ef  mov     qword ptr [rbp+0x130],1
  0012fa  mov     rax,0xc
  001304  jmp     0x0000000000000016
  001309  sub     r14,1
  001310  mov     [rbp+0x38],r12
  001317  mov     qword ptr [rbp+0xd0],3
  001322  mov     [rbp+0x48],r13
  001329  mov     qword ptr [rbp+0xe0],3
  001334  mov     qword ptr [rbp+0x58],0x2d
  00133f  mov     [rbp+0x90],r14
  001346  mov     qword ptr [rbp+0x128],1
  001351  mov     qword ptr [rbp+0x98],1
  00135c  mov     qword ptr [rbp+0x130],1
  001367  mov     rax,0xe
  001371  jmp     0x0000000000000016
  001376  mov     [rbp+0x38],r12
  00137d  mov     qword ptr [rbp+0xd0],3
  001388  mov     [rbp+0x48],r13
  00138f  mov     qword ptr [rbp+0xe0],3
  00139a  mov     qword ptr [rbp+0x58],0x14
  0013a5  mov     qword ptr [rbp+0x90],1
  0013b0  mov     qword ptr [rbp+0x128],1
  0013bb  mov     rax,0x11
  0013c5  jmp     0x0000000000002110
  0013ca  mov     [rbp+0x38],r12
  0013d1  mov     qword ptr [rbp+0xd0],3
  0013dc  mov     [rbp+0x48],r13
  0013e3  mov     qword ptr [rbp+0xe0],3
  0013ee  mov     qword ptr [rbp+0x58],0x25
  0013f9  mov     [rbp+0x90],rdi
  001400  mov     qword ptr [rbp+0x128],1
  00140b  mov     [rbp+0x98],r14
  001412  mov     qword ptr [rbp+0x130],1
  00141d  mov     rax,0x12
  001427  jmp     0x0000000000000016
  00142c  sub     rsi,rbx
  00142f  mov     [rbp+0x38],r12
  001436  mov     qword ptr [rbp+0xd0],3
  001441  mov     [rbp+0x48],r13
  001448  mov     qword ptr [rbp+0xe0],3
  001453  mov     qword ptr [rbp+0x58],0x26
  00145e  mov     [rbp+0x90],rsi
  001465  mov     qword ptr [rbp+0x128],1
  001470  mov     [rbp+0x98],rbx
  001477  mov     qword ptr [rbp+0x130],1
  001482  mov     rax,0x14
  00148c  jmp     0x0000000000000016
  001491  sub     r14,1
  001498  mov     [rbp+0x38],r12
  00149f  mov     qword ptr [rbp+0xd0],3
  0014aa  mov     [rbp+0x48],r13
  0014b1  mov     qword ptr [rbp+0xe0],3
  0014bc  mov     qword ptr [rbp+0x58],0x2d
  0014c7  mov     [rbp+0x90],r14
  0014ce  mov     qword ptr [rbp+0x128],1
  0014d9  mov     qword ptr [rbp+0x98],1
  0014e4  mov     qword ptr [rbp+0x130],1
  0014ef  mov     rax,0x16
  0014f9  jmp     0x0000000000000016
  0014fe  mov     [rbp+0x38],r12
  001505  mov     qword ptr [rbp+0xd0],3
  001510  mov     [rbp+0x48],r13
  001517  mov     qword ptr [rbp+0xe0],3
  001522  mov     qword ptr [rbp+0x58],0x13
  00152d  mov     qword ptr [rbp+0x60],0x16
  001538  mov     qword ptr [rbp+0xf8],2
  001543  mov     qword ptr [rbp+<exit lists 0>8],0x28
  00154e  mov     qword ptr [rbp+0x120],2
  001559  mov     [rbp+0x98],r15
  001560  mov     qword ptr [rbp+0x130],1
  00156b  mov     [rbp+0xa8],rbx
  001572  mov     qword ptr [rbp+0x140],1
  00157d  mov     rax,6
  001587  jmp     0x0000000000000016
  00158c  mov     [rbp+0x38],r12
  001593  mov     qword ptr [rbp+0xd0],3
  00159e  mov     [rbp+0x48],r13
  0015a5  mov     qword ptr [rbp+0xe0],3
  0015b0  mov     qword ptr [rbp+0x58],0x26
  0015bb  mov     qword ptr [rbp+0x60],0x13
  0015c6  mov     qword ptr [rbp+0xf8],2
  0015d1  mov     qword ptr [rbp+<exit lists 0>8],0x28
  0015dc  mov     qword ptr [rbp+0x120],2
  0015e7  mov     [rbp+0x98],r8
  0015ee  mov     qword ptr [rbp+0x130],1
  0015f9  mov     [rbp+0xa8],rbx
  001600  mov     qword ptr [rbp+0x140],1
  00160b  mov     rax,0xb
  001615  jmp     0x0000000000000016
  00161a  mov     [rbp+0x38],r12
  001621  mov     qword ptr [rbp+0xd0],3
  00162c  mov     [rbp+0x48],r13
  001633  mov     qword ptr [rbp+0xe0],3
  00163e  mov     qword ptr [rbp+0x58],0x27
  001649  mov     [rbp+0x90],rsi
  001650  mov     qword ptr [rbp+0x128],1
  00165b  mov     rax,0xd
  001665  jmp     0x0000000000000016
  00166a  mov     [rbp+0x38],r12
  001671  mov     qword ptr [rbp+0xd0],3
  00167c  mov     [rbp+0x48],r13
  001683  mov     qword ptr [rbp+0xe0],3
  00168e  mov     qword ptr [rbp+0x58],0x2e
  001699  mov     [rbp+0x90],r14
  0016a0  mov     qword ptr [rbp+0x128],1
  0016ab  mov     rax,0xf
  0016b5  jmp     0x0000000000000016
  0016ba  mov     [rbp+0x38],r12
  0016c1  mov     qword ptr [rbp+0xd0],3
  0016cc  mov     [rbp+0x48],r13
  0016d3  mov     qword ptr [rbp+0xe0],3
  0016de  mov     qword ptr [rbp+0x58],0x26
  0016e9  mov     qword ptr [rbp+0x60],0x13
  0016f4  mov     qword ptr [rbp+0xf8],2
  0016ff  mov     qword ptr [rbp+<exit lists 0>8],0x28
  00170a  mov     qword ptr [rbp+0x120],2
  001715  mov     [rbp+0x98],rbx
  00171c  mov     qword ptr [rbp+0x130],1
  001727  mov     [rbp+0xa8],r8
  00172e  mov     qword ptr [rbp+0x140],1
  001739  mov     rax,0x13
  001743  jmp     0x0000000000000016
  001748  mov     [rbp+0x38],r12
  00174f  mov     qword ptr [rbp+0xd0],3
  00175a  mov     [rbp+0x48],r13
  001761  mov     qword ptr [rbp+0xe0],3
  00176c  mov     qword ptr [rbp+0x58],0x27
  001777  mov     [rbp+0x90],rsi
  00177e  mov     qword ptr [rbp+0x128],1
  001789  mov     rax,0x15
  001793  jmp     0x0000000000000016
  001798  mov     [rbp+0x38],r12
  00179f  mov     qword ptr [rbp+0xd0],3
  0017aa  mov     [rbp+0x48],r13
  0017b1  mov     qword ptr [rbp+0xe0],3
  0017bc  mov     qword ptr [rbp+0x58],0x2e
  0017c7  mov     [rbp+0x90],r14
  0017ce  mov     qword ptr [rbp+0x128],1
  0017d9  mov     rax,0x17
  0017e3  jmp     0x0000000000000016

; T1: 2329 bytes
; v0:list = input mem
  0017f0  cmp     qword ptr [rbp+0xd0],3
  0017fb  jne     0x0000000000001e86
  001801  mov     rbx,[rbp+0x38]
; v1:list = input stack
  001808  cmp     qword ptr [rbp+0xe0],3
  001813  jne     0x0000000000001e86
  001819  mov     r12,[rbp+0x48]
; v2:list = input rstack
  001820  cmp     qword ptr [rbp+0xe8],3
  00182b  jne     0x0000000000001e86
  001831  jmp     0x0000000000001844
  001836  mov     rbx,[rbp+0x38]
  00183d  mov     r12,[rbp+0x48]
; v3:int = readlist v0, 1 words => op_load/0 (6) {pc=22}
  001844  cmp     qword ptr [rbx],1
  001850  jbe     0x0000000000001e95
  001856  mov     rax,[rbx+0x10]
  00185e  mov     r13,[rax+8]
; v4:int = len v1
  001865  mov     r14,[r12]
; v5:int = add v3, 1 => binary_add/0 (21) {stack=v1, pc=26, x=v3, y=1}
  00186d  add     r13,1
  001874  jo      0x0000000000001eba
; v6:list = set v0, 1, v5 owned words in_bounds => store_x/0 (32) {stack=v1, pc=27, x=v5}
  00187a  cmp     qword ptr [rbx-0x10],1
  001886  jne     0x00000000000019dd
  00188c  cmp     qword ptr [rbx-8],1
  001898  jne     0x00000000000019dd
  00189e  mov     rax,[rbx+0x10]
  0018a6  mov     [rax+8],r13
; v7:list = append v1, v5 owned words
  0018ad  cmp     qword ptr [r12-0x10],1
  0018b9  jne     0x0000000000001ad8
  0018bf  cmp     qword ptr [r12-8],1
  0018cb  jne     0x0000000000001ad8
  0018d1  mov     rax,[r12]
  0018d9  cmp     rax,[r12+0x18]
  0018e1  jae     0x0000000000001ad8
  0018e7  mov     rdx,[r12+0x10]
  0018ef  lea     rdx,[rdx+rax*8]
  0018f3  add     rax,1
  0018f7  mov     [r12],rax
  0018ff  mov     [rdx],r13
; v8:int = readlist v6, 0 words => op_load/0 (57) {mem=v6, stack=v7, pc=6}
  001902  cmp     qword ptr [rbx],0
  00190e  jbe     0x0000000000001f20
  001914  mov     rax,[rbx+0x10]
  00191c  mov     r15,[rax]
; v9:list = append v7, v8 owned words
  001923  mov     rax,[r12]
  00192b  cmp     rax,[r12+0x18]
  001933  jae     0x0000000000001bb2
  001939  mov     rdx,[r12+0x10]
  001941  lea     rdx,[rdx+rax*8]
  001945  add     rax,1
  001949  mov     [r12],rax
  001951  mov     [rdx],r15
; v10:list = slice v9, 0, v4 owned words => pop2_top/3 (69) {mem=v6, stack=v9, pc=8, opcode='lt', k='binary_xy', y=v8, depth=v4}
  001954  cmp     r14,[r12]
  00195c  ja      0x0000000000001c8c
  001962  mov     [r12],r14
; v11:int = lt v5, v8
; guard_true v11 => jump_if_zero_x/0 (96) {mem=v6, stack=v10, pc=9, x=0}
  00196a  cmp     r13,r15
  00196d  jge     0x0000000000001f69
; v13:list = set v6, 2, 0 owned words => store_x/0 (111) {mem=v6, stack=v10, pc=13, x=0}
  001973  cmp     qword ptr [rbx],2
  00197f  jbe     0x0000000000001d87
  001985  mov     rax,[rbx+0x10]
  00198d  mov     qword ptr [rax+0x10],0
; jump_trace T0 => dispatch_loop/0 (112) {mem=v13, stack=v10, pc=15}
  001998  mov     [rbp+0x38],rbx
  00199f  mov     qword ptr [rbp+0xd0],3
  0019aa  mov     [rbp+0x48],r12
  0019b1  mov     qword ptr [rbp+0xe0],3
  0019bc  mov     qword ptr [rbp+0x58],0xf
  0019c7  mov     qword ptr [rbp+0xf0],1
  0019d2  mov     r13,r12
  0019d5  mov     r12,rbx
  0019d8  jmp     0x00000000000000d4
  0019dd  sub     rsp,0x70
  0019e4  mov     [rsp+0x30],rcx
  0019ec  mov     [rsp+0x38],rsi
  0019f4  mov     [rsp+0x40],rdi
  0019fc  mov     [rsp+0x48],r8
  001a04  mov     [rsp+0x50],r9
  001a0c  mov     [rsp+0x58],r10
  001a14  mov     [rsp],rbx
  001a1c  mov     qword ptr [rsp+8],3
  001a28  mov     qword ptr [rsp+0x10],1
  001a34  mov     qword ptr [rsp+0x18],1
  001a40  mov     [rsp+0x20],r13
  001a48  mov     qword ptr [rsp+0x28],1
  001a54  mov     rdi,[rbp+0x20]
  001a5b  mov     esi,0xe
  001a60  mov     rdx,rsp
  001a63  mov     rcx,0xfffffffffffffffe
  001a6d  mov     r8,0xfffffffffffffffe
  001a77  mov     r9,0
  001a81  mov     rax,<list_op>
  001a8b  call    rax
  001a8d  mov     r11,rax
  001a90  mov     rcx,[rsp+0x30]
  001a98  mov     rsi,[rsp+0x38]
  001aa0  mov     rdi,[rsp+0x40]
  001aa8  mov     r8,[rsp+0x48]
  001ab0  mov     r9,[rsp+0x50]
  001ab8  mov     r10,[rsp+0x58]
  001ac0  add     rsp,0x70
  001ac7  test    rdx,rdx
  001aca  je      0x0000000000001fc8
  001ad0  mov     rbx,r11
  001ad3  jmp     0x00000000000018ad
  001ad8  sub     rsp,0x70
  001adf  mov     [rsp+0x30],rcx
  001ae7  mov     [rsp+0x38],rsi
  001aef  mov     [rsp+0x40],rdi
  001af7  mov     [rsp+0x48],r8
  001aff  mov     [rsp+0x50],r9
  001b07  mov     [rsp+0x58],r10
  001b0f  mov     [rsp],r12
  001b17  mov     qword ptr [rsp+8],3
  001b23  mov     [rsp+0x10],r13
  001b2b  mov     qword ptr [rsp+0x18],1
  001b37  mov     rdi,[rbp+0x20]
  001b3e  mov     esi,0xf
  001b43  mov     rdx,rsp
  001b46  mov     rcx,0xfffffffffffffffc
  001b50  mov     r8,0xfffffffffffffffc
  001b5a  mov     r9,0
  001b64  mov     rax,<list_op>
  001b6e  call    rax
  001b70  mov     r11,rax
  001b73  mov     rcx,[rsp+0x30]
  001b7b  mov     rsi,[rsp+0x38]
  001b83  mov     rdi,[rsp+0x40]
  001b8b  mov     r8,[rsp+0x48]
  001b93  mov     r9,[rsp+0x50]
  001b9b  mov     r10,[rsp+0x58]
  001ba3  add     rsp,0x70
  001baa  mov     r12,r11
  001bad  jmp     0x0000000000001902
  001bb2  sub     rsp,0x70
  001bb9  mov     [rsp+0x30],rcx
  001bc1  mov     [rsp+0x38],rsi
  001bc9  mov     [rsp+0x40],rdi
  001bd1  mov     [rsp+0x48],r8
  001bd9  mov     [rsp+0x50],r9
  001be1  mov     [rsp+0x58],r10
  001be9  mov     [rsp],r12
  001bf1  mov     qword ptr [rsp+8],3
  001bfd  mov     [rsp+0x10],r15
  001c05  mov     qword ptr [rsp+0x18],1
  001c11  mov     rdi,[rbp+0x20]
  001c18  mov     esi,0xf
  001c1d  mov     rdx,rsp
  001c20  mov     rcx,0xfffffffffffffffc
  001c2a  mov     r8,0xfffffffffffffffc
  001c34  mov     r9,0
  001c3e  mov     rax,<list_op>
  001c48  call    rax
  001c4a  mov     r11,rax
  001c4d  mov     rcx,[rsp+0x30]
  001c55  mov     rsi,[rsp+0x38]
  001c5d  mov     rdi,[rsp+0x40]
  001c65  mov     r8,[rsp+0x48]
  001c6d  mov     r9,[rsp+0x50]
  001c75  mov     r10,[rsp+0x58]
  001c7d  add     rsp,0x70
  001c84  mov     r12,r11
  001c87  jmp     0x0000000000001954
  001c8c  sub     rsp,0x70
  001c93  mov     [rsp+0x30],rcx
  001c9b  mov     [rsp+0x38],rsi
  001ca3  mov     [rsp+0x40],rdi
  001cab  mov     [rsp+0x48],r8
  001cb3  mov     [rsp+0x50],r9
  001cbb  mov     [rsp+0x58],r10
  001cc3  mov     [rsp],r12
  001ccb  mov     qword ptr [rsp+8],3
  001cd7  mov     qword ptr [rsp+0x10],0
  001ce3  mov     qword ptr [rsp+0x18],1
  001cef  mov     [rsp+0x20],r14
  001cf7  mov     qword ptr [rsp+0x28],1
  001d03  mov     rdi,[rbp+0x20]
  001d0a  mov     esi,0x10
  001d0f  mov     rdx,rsp
  001d12  mov     rcx,0xfffffffffffffffc
  001d1c  mov     r8,0xfffffffffffffffc
  001d26  mov     r9,0
  001d30  mov     rax,<list_op>
  001d3a  call    rax
  001d3c  mov     r11,rax
  001d3f  mov     rcx,[rsp+0x30]
  001d47  mov     rsi,[rsp+0x38]
  001d4f  mov     rdi,[rsp+0x40]
  001d57  mov     r8,[rsp+0x48]
  001d5f  mov     r9,[rsp+0x50]
  001d67  mov     r10,[rsp+0x58]
  001d6f  add     rsp,0x70
  001d76  test    rdx,rdx
  001d79  je      0x0000000000002011
  001d7f  mov     r12,r11
  001d82  jmp     0x000000000000196a
  001d87  sub     rsp,0x70
  001d8e  mov     [rsp+0x30],rcx
  001d96  mov     [rsp+0x38],rsi
  001d9e  mov     [rsp+0x40],rdi
  001da6  mov     [rsp+0x48],r8
  001dae  mov     [rsp+0x50],r9
  001db6  mov     [rsp+0x58],r10
  001dbe  mov     [rsp],rbx
  001dc6  mov     qword ptr [rsp+8],3
  001dd2  mov     qword ptr [rsp+0x10],2
  001dde  mov     qword ptr [rsp+0x18],1
  001dea  mov     qword ptr [rsp+0x20],0
  001df6  mov     qword ptr [rsp+0x28],1
  001e02  mov     rdi,[rbp+0x20]
  001e09  mov     esi,0xe
  001e0e  mov     rdx,rsp
  001e11  mov     rcx,0xfffffffffffffffe
  001e1b  mov     r8,0xfffffffffffffffe
  001e25  mov     r9,0
  001e2f  mov     rax,<list_op>
  001e39  call    rax
  001e3b  mov     r11,rax
  001e3e  mov     rcx,[rsp+0x30]
  001e46  mov     rsi,[rsp+0x38]
  001e4e  mov     rdi,[rsp+0x40]
  001e56  mov     r8,[rsp+0x48]
  001e5e  mov     r9,[rsp+0x50]
  001e66  mov     r10,[rsp+0x58]
  001e6e  add     rsp,0x70
  001e75  test    rdx,rdx
  001e78  je      0x00000000000020aa
  001e7e  mov     rbx,r11
  001e81  jmp     0x0000000000001998
; exits
  001e86  mov     rax,0x1fffffffe
  001e90  jmp     0x0000000000000016
  001e95  mov     qword ptr [rbp+0x58],0x16
  001ea0  mov     qword ptr [rbp+0xf0],1
  001eab  mov     rax,0x100000000
  001eb5  jmp     0x0000000000000016
  001eba  sub     r13,1
  001ec1  mov     [rbp+0x48],r12
  001ec8  mov     qword ptr [rbp+0xe0],3
  001ed3  mov     qword ptr [rbp+0x58],0x1a
  001ede  mov     qword ptr [rbp+0xf0],1
  001ee9  mov     [rbp+0x90],r13
  001ef0  mov     qword ptr [rbp+0x128],1
  001efb  mov     qword ptr [rbp+0x98],1
  001f06  mov     qword ptr [rbp+0x130],1
  001f11  mov     rax,0x100000001
  001f1b  jmp     0x0000000000000016
  001f20  mov     [rbp+0x38],rbx
  001f27  mov     qword ptr [rbp+0xd0],3
  001f32  mov     [rbp+0x48],r12
  001f39  mov     qword ptr [rbp+0xe0],3
  001f44  mov     qword ptr [rbp+0x58],6
  001f4f  mov     qword ptr [rbp+0xf0],1
  001f5a  mov     rax,0x100000003
  001f64  jmp     0x0000000000000016
  001f69  mov     [rbp+0x38],rbx
  001f70  mov     qword ptr [rbp+0xd0],3
  001f7b  mov     [rbp+0x48],r12
  001f82  mov     qword ptr [rbp+0xe0],3
  001f8d  mov     qword ptr [rbp+0x58],9
  001f98  mov     qword ptr [rbp+0xf0],1
  001fa3  mov     qword ptr [rbp+0x90],0
  001fae  mov     qword ptr [rbp+0x128],1
  001fb9  mov     rax,0x100000005
  001fc3  jmp     0x0000000000000016
  001fc8  mov     [rbp+0x48],r12
  001fcf  mov     qword ptr [rbp+0xe0],3
  001fda  mov     qword ptr [rbp+0x58],0x1b
  001fe5  mov     qword ptr [rbp+0xf0],1
  001ff0  mov     [rbp+0x90],r13
  001ff7  mov     qword ptr [rbp+0x128],1
  002002  mov     rax,0x100000002
  00200c  jmp     0x0000000000000016
  002011  mov     [rbp+0x38],rbx
  002018  mov     qword ptr [rbp+0xd0],3
  002023  mov     [rbp+0x48],r12
  00202a  mov     qword ptr [rbp+0xe0],3
  002035  mov     qword ptr [rbp+0x58],8
  002040  mov     qword ptr [rbp+0xf0],1
  00204b  mov     qword ptr [rbp+0x60],0xd
  002056  mov     qword ptr [rbp+0xf8],2
  002061  mov     qword ptr [rbp+0x88],0x28
  00206c  mov     qword ptr [rbp+0x120],2
  002077  mov     [rbp+0x98],r15
  00207e  mov     qword ptr [rbp+0x130],1
  002089  mov     [rbp+0xa8],r14
  002090  mov     qword ptr [rbp+0x140],1
  00209b  mov     rax,0x100000004
  0020a5  jmp     0x0000000000000016
  0020aa  mov     [rbp+0x38],rbx
  0020b1  mov     qword ptr [rbp+0xd0],3
  0020bc  mov     [rbp+0x48],r12
  0020c3  mov     qword ptr [rbp+0xe0],3
  0020ce  mov     qword ptr [rbp+0x58],0xd
  0020d9  mov     qword ptr [rbp+0xf0],1
  0020e4  mov     qword ptr [rbp+0x90],0
  0020ef  mov     qword ptr [rbp+0x128],1
  0020fa  mov     rax,0x100000006
  002104  jmp     0x0000000000000016
