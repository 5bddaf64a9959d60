; T0: 5955 bytes
; v0:list = input bytecode
  000030  cmp     qword ptr [rbp+0xc8],3
  00003b  jne     0x0000000000000fdd
  000041  mov     rbx,[rbp+0x30]
; v1:list = input mem
  000048  cmp     qword ptr [rbp+0xd0],3
  000053  jne     0x0000000000000fdd
  000059  mov     r12,[rbp+0x38]
; v2:list = input stack
  000060  cmp     qword ptr [rbp+0xe0],3
  00006b  jne     0x0000000000000fdd
  000071  mov     r13,[rbp+0x48]
; v3:list = input rstack
  000078  cmp     qword ptr [rbp+0xe8],3
  000083  jne     0x0000000000000fdd
; v4:int = input pc
  000089  cmp     qword ptr [rbp+0xf0],1
  000094  jne     0x0000000000000fdd
  00009a  mov     r14,[rbp+0x58]
; guard_value v0, ['push', 0, 'store', 1, 'load', 1, 'load', 0, 'lt', 'jump_if_zero', 50, 'push', 0, 'store', 2, 'load', 2, 'load', 0, 'eq', 'jump_if_zero', 31, 'load', 1, 'push', 1, 'add', 'store', 1, 'jump', 4, 'load', 3, 'load', 1, 'load', 2, 'mul', 'add', 'store', 3, 'load', 2, 'push', 1, 'add', 'store', 2, 'jump', 15, 'load', 3, 'halt'] => dispatch_loop/0 (0) {mem=v1, stack=v2}
  0000a1  mov     rax,<list k0>
  0000ab  cmp     rbx,rax
  0000ae  jne     0x0000000000000fec
; guard_value v4, 15 => dispatch_loop_promote_bytecode/0 (1) {mem=v1, stack=v2}
  0000b4  cmp     r14,0xf
  0000bb  jne     0x0000000000001058
  0000c1  jmp     0x00000000000000d4
  0000c6  mov     r12,[rbp+0x38]
  0000cd  mov     r13,[rbp+0x48]
; guard_words v1 => dispatch_loop/0 (0) {}
  0000d4  cmp     qword ptr [r12+8],0
  0000e0  jne     0x000000000000109d
; v8:int = readlist v1, 2 words => dispatch_loop/0 (0) {}
  0000e6  cmp     qword ptr [r12],2
  0000f2  jbe     0x00000000000010ac
  0000f8  mov     rax,[r12+0x10]
  000100  mov     r14,[rax+0x10]
; v9:int = readlist v1, 3 words => dispatch_loop/0 (0) {}
  000108  cmp     qword ptr [r12],3
  000114  jbe     0x00000000000010bb
  00011a  mov     rax,[r12+0x10]
  000122  mov     rbx,[rax+0x18]
; guard_words v2 => op_load/0 (4) {mem=v1, stack=v2}
  00012a  cmp     qword ptr [r13+8],0
  000136  jne     0x00000000000010ca
; v11:int = len v2
  00013c  mov     r15,[r13]
; v12:list = append v2, v8 owned words
  000144  mov     rax,[r13-0x10]
  00014c  add     rax,[r13-8]
  000154  cmp     rax,2
  00015a  jne     0x00000000000003d4
  000160  mov     rax,[r13]
  000168  cmp     rax,[r13+0x18]
  000170  jae     0x00000000000003d4
  000176  mov     rdx,[r13+0x10]
  00017e  lea     rdx,[rdx+rax*8]
  000182  add     rax,1
  000186  mov     [r13],rax
  00018e  mov     [rdx],r14
; v13:int = readlist v1, 0 words => op_load/0 (9) {mem=v1, stack=v12, pc=17}
  000191  cmp     qword ptr [r12],0
  00019d  jbe     0x00000000000010fd
  0001a3  mov     rax,[r12+0x10]
  0001ab  mov     rsi,[rax]
; v14:list = append v12, v13 owned words
  0001b3  mov     rax,[r13]
  0001bb  cmp     rax,[r13+0x18]
  0001c3  jae     0x00000000000004ae
  0001c9  mov     rdx,[r13+0x10]
  0001d1  lea     rdx,[rdx+rax*8]
  0001d5  add     rax,1
  0001d9  mov     [r13],rax
  0001e1  mov     [rdx],rsi
; v15:list = slice v14, 0, v11 owned words => pop2_top/3 (22) {mem=v1, stack=v14, pc=19, opcode='eq', k='binary_xy', y=v13, depth=v11}
  0001e4  cmp     r15,[r13]
  0001ec  ja      0x0000000000000588
  0001f2  mov     [r13],r15
; v16:int = eq v8, v13
; guard_false v16 => jump_if_zero_x/0 (49) {mem=v1, stack=v15, pc=20, x=1}
  0001fa  cmp     r14,rsi
  0001fd  je      0x000000000000113b
; v18:list = append v15, v9 owned words
  000203  mov     rax,[r13]
  00020b  cmp     rax,[r13+0x18]
  000213  jae     0x0000000000000683
  000219  mov     rdx,[r13+0x10]
  000221  lea     rdx,[rdx+rax*8]
  000225  add     rax,1
  000229  mov     [r13],rax
  000231  mov     [rdx],rbx
; v19:int = readlist v1, 1 words => op_load/0 (60) {mem=v1, stack=v18, pc=33}
  000234  cmp     qword ptr [r12],1
  000240  jbe     0x000000000000118f
  000246  mov     rax,[r12+0x10]
  00024e  mov     rdi,[rax+8]
; v20:int = mul v19, v8 => binary_mul/0 (80) {mem=v1, stack=v18, pc=37, x=v19, y=v8}
  000256  mov     r11,rdi
  000259  imul    r11,r14
  00025d  jo      0x00000000000011cd
  000263  mov     r8,r11
; v21:list = append v18, v20 owned words
  000266  mov     rax,[r13]
  00026e  cmp     rax,[r13+0x18]
  000276  jae     0x000000000000075d
  00027c  mov     rdx,[r13+0x10]
  000284  lea     rdx,[rdx+rax*8]
  000288  add     rax,1
  00028c  mov     [r13],rax
  000294  mov     [rdx],r8
; v22:list = slice v21, 0, v11 owned words => pop2_top/3 (90) {mem=v1, stack=v21, pc=38, opcode='add', k='binary_xy', y=v20, depth=v11}
  000297  cmp     r15,[r13]
  00029f  ja      0x0000000000000837
  0002a5  mov     [r13],r15
; v23:int = add v9, v20 => binary_add/0 (92) {mem=v1, stack=v22, pc=38, x=v9, y=v20}
  0002ad  add     rbx,r8
  0002b0  jo      0x000000000000122f
; v24:list = set v1, 3, v23 owned words in_bounds => store_x/0 (103) {mem=v1, stack=v22, pc=39, x=v23}
  0002b6  mov     rax,[r12-0x10]
  0002be  add     rax,[r12-8]
  0002c6  cmp     rax,2
  0002cc  jne     0x0000000000000932
  0002d2  mov     rax,[r12+0x10]
  0002da  mov     [rax+0x18],rbx
; v25:int = add v8, 1 => binary_add/0 (123) {mem=v24, stack=v22, pc=45, x=v8, y=1}
  0002e2  add     r14,1
  0002e9  jo      0x0000000000001294
; v26:list = set v24, 2, v25 owned words in_bounds => store_x/0 (134) {mem=v24, stack=v22, pc=46, x=v25}
  0002ef  mov     rax,[r12+0x10]
  0002f7  mov     [rax+0x10],r14
; guard_steps => dispatch_loop/0 (150) {mem=v26, stack=v22}
; v28:list = phi mem v26
; v29:list = phi stack v22
; v30:int = phi - v25
; v31:int = phi - v23
; loop (150) {mem=v28, stack=v29}
  0002ff  mov     r9,[r12+0x10]
  000307  nop     [rax+rax]
; v33:int = len v29
  000310  mov     r8,[r13]
; v34:int = eq v30, v13
; guard_false v34 => jump_if_zero_x/0 (49) {mem=v28, stack=v29, pc=20, x=1}
  000318  cmp     r14,rsi
  00031b  je      0x0000000000001301
; v36:list = append v29, v31 owned words
  000321  mov     rax,[r13]
  000329  cmp     rax,[r13+0x18]
  000331  jae     0x0000000000000b28
  000337  mov     rdx,[r13+0x10]
  00033f  lea     rdx,[rdx+rax*8]
  000343  add     rax,1
  000347  mov     [r13],rax
  00034f  mov     [rdx],rbx
; v37:int = mul v19, v30 => binary_mul/0 (80) {mem=v28, stack=v36, pc=37, x=v19, y=v30}
  000352  mov     r11,rdi
  000355  imul    r11,r14
  000359  jo      0x0000000000001355
  00035f  mov     r15,r11
; v38:list = append v36, v37 owned words
  000362  mov     rax,[r13]
  00036a  cmp     rax,[r13+0x18]
  000372  jae     0x0000000000000c02
  000378  mov     rdx,[r13+0x10]
  000380  lea     rdx,[rdx+rax*8]
  000384  add     rax,1
  000388  mov     [r13],rax
  000390  mov     [rdx],r15
; v39:list = slice v38, 0, v33 owned words => pop2_top/3 (90) {mem=v28, stack=v38, pc=38, opcode='add', k='binary_xy', y=v37, depth=v33}
  000393  cmp     r8,[r13]
  00039b  ja      0x0000000000000cdc
  0003a1  mov     [r13],r8
; v40:int = add v31, v37 => binary_add/0 (92) {mem=v28, stack=v39, pc=38, x=v31, y=v37}
  0003a9  add     rbx,r15
  0003ac  jo      0x00000000000013b7
; v41:list = set v28, 3, v40 owned words in_bounds => store_x/0 (103) {mem=v28, stack=v39, pc=39, x=v40}
  0003b2  mov     [r9+0x18],rbx
; v42:int = add v30, 1 => binary_add/0 (123) {mem=v41, stack=v39, pc=45, x=v30, y=1}
  0003ba  add     r14,1
  0003c1  jo      0x000000000000141c
; v43:list = set v41, 2, v42 owned words in_bounds => store_x/0 (134) {mem=v41, stack=v39, pc=46, x=v42}
  0003c7  mov     [r9+0x10],r14
; guard_steps => dispatch_loop/0 (150) {mem=v43, stack=v39}
; jump (150) v28 <- v43, v29 <- v39, v30 <- v42, v31 <- v40
  0003cf  jmp     0x0000000000000310
  0003d4  sub     rsp,0x70
  0003db  mov     [rsp+0x30],rcx
  0003e3  mov     [rsp+0x38],rsi
  0003eb  mov     [rsp+0x40],rdi
  0003f3  mov     [rsp+0x48],r8
  0003fb  mov     [rsp+0x50],r9
  000403  mov     [rsp+0x58],r10
  00040b  mov     [rsp],r13
  000413  mov     qword ptr [rsp+8],3
  00041f  mov     [rsp+0x10],r14
  000427  mov     qword ptr [rsp+0x18],1
  000433  mov     rdi,[rbp+0x20]
  00043a  mov     esi,0xf
  00043f  mov     rdx,rsp
  000442  mov     rcx,0xfffffffffffffffc
  00044c  mov     r8,0xfffffffffffffffc
  000456  mov     r9,0
  000460  mov     rax,<list_op>
  00046a  call    rax
  00046c  mov     r11,rax
  00046f  mov     rcx,[rsp+0x30]
  000477  mov     rsi,[rsp+0x38]
  00047f  mov     rdi,[rsp+0x40]
  000487  mov     r8,[rsp+0x48]
  00048f  mov     r9,[rsp+0x50]
  000497  mov     r10,[rsp+0x58]
  00049f  add     rsp,0x70
  0004a6  mov     r13,r11
  0004a9  jmp     0x0000000000000191
  0004ae  sub     rsp,0x70
  0004b5  mov     [rsp+0x30],rcx
  0004bd  mov     [rsp+0x38],rsi
  0004c5  mov     [rsp+0x40],rdi
  0004cd  mov     [rsp+0x48],r8
  0004d5  mov     [rsp+0x50],r9
  0004dd  mov     [rsp+0x58],r10
  0004e5  mov     [rsp],r13
  0004ed  mov     qword ptr [rsp+8],3
  0004f9  mov     [rsp+0x10],rsi
  000501  mov     qword ptr [rsp+0x18],1
  00050d  mov     rdi,[rbp+0x20]
  000514  mov     esi,0xf
  000519  mov     rdx,rsp
  00051c  mov     rcx,0xfffffffffffffffc
  000526  mov     r8,0xfffffffffffffffc
  000530  mov     r9,0
  00053a  mov     rax,<list_op>
  000544  call    rax
  000546  mov     r11,rax
  000549  mov     rcx,[rsp+0x30]
  000551  mov     rsi,[rsp+0x38]
  000559  mov     rdi,[rsp+0x40]
  000561  mov     r8,[rsp+0x48]
  000569  mov     r9,[rsp+0x50]
  000571  mov     r10,[rsp+0x58]
  000579  add     rsp,0x70
  000580  mov     r13,r11
  000583  jmp     0x00000000000001e4
  000588  sub     rsp,0x70
  00058f  mov     [rsp+0x30],rcx
  000597  mov     [rsp+0x38],rsi
  00059f  mov     [rsp+0x40],rdi
  0005a7  mov     [rsp+0x48],r8
  0005af  mov     [rsp+0x50],r9
  0005b7  mov     [rsp+0x58],r10
  0005bf  mov     [rsp],r13
  0005c7  mov     qword ptr [rsp+8],3
  0005d3  mov     qword ptr [rsp+0x10],0
  0005df  mov     qword ptr [rsp+0x18],1
  0005eb  mov     [rsp+0x20],r15
  0005f3  mov     qword ptr [rsp+0x28],1
  0005ff  mov     rdi,[rbp+0x20]
  000606  mov     esi,0x10
  00060b  mov     rdx,rsp
  00060e  mov     rcx,0xfffffffffffffffc
  000618  mov     r8,0xfffffffffffffffc
  000622  mov     r9,0
  00062c  mov     rax,<list_op>
  000636  call    rax
  000638  mov     r11,rax
  00063b  mov     rcx,[rsp+0x30]
  000643  mov     rsi,[rsp+0x38]
  00064b  mov     rdi,[rsp+0x40]
  000653  mov     r8,[rsp+0x48]
  00065b  mov     r9,[rsp+0x50]
  000663  mov     r10,[rsp+0x58]
  00066b  add     rsp,0x70
  000672  test    rdx,rdx
  000675  je      0x0000000000001489
  00067b  mov     r13,r11
  00067e  jmp     0x00000000000001fa
  000683  sub     rsp,0x70
  00068a  mov     [rsp+0x30],rcx
  000692  mov     [rsp+0x38],rsi
  00069a  mov     [rsp+0x40],rdi
  0006a2  mov     [rsp+0x48],r8
  0006aa  mov     [rsp+0x50],r9
  0006b2  mov     [rsp+0x58],r10
  0006ba  mov     [rsp],r13
  0006c2  mov     qword ptr [rsp+8],3
  0006ce  mov     [rsp+0x10],rbx
  0006d6  mov     qword ptr [rsp+0x18],1
  0006e2  mov     rdi,[rbp+0x20]
  0006e9  mov     esi,0xf
  0006ee  mov     rdx,rsp
  0006f1  mov     rcx,0xfffffffffffffffc
  0006fb  mov     r8,0xfffffffffffffffc
  000705  mov     r9,0
  00070f  mov     rax,<list_op>
  000719  call    rax
  00071b  mov     r11,rax
  00071e  mov     rcx,[rsp+0x30]
  000726  mov     rsi,[rsp+0x38]
  00072e  mov     rdi,[rsp+0x40]
  000736  mov     r8,[rsp+0x48]
  00073e  mov     r9,[rsp+0x50]
  000746  mov     r10,[rsp+0x58]
  00074e  add     rsp,0x70
  000755  mov     r13,r11
  000758  jmp     0x0000000000000234
  00075d  sub     rsp,0x70
  000764  mov     [rsp+0x30],rcx
  00076c  mov     [rsp+0x38],rsi
  000774  mov     [rsp+0x40],rdi
  00077c  mov     [rsp+0x48],r8
  000784  mov     [rsp+0x50],r9
  00078c  mov     [rsp+0x58],r10
  000794  mov     [rsp],r13
  00079c  mov     qword ptr [rsp+8],3
  0007a8  mov     [rsp+0x10],r8
  0007b0  mov     qword ptr [rsp+0x18],1
  0007bc  mov     rdi,[rbp+0x20]
  0007c3  mov     esi,0xf
  0007c8  mov     rdx,rsp
  0007cb  mov     rcx,0xfffffffffffffffc
  0007d5  mov     r8,0xfffffffffffffffc
  0007df  mov     r9,0
  0007e9  mov     rax,<list_op>
  0007f3  call    rax
  0007f5  mov     r11,rax
  0007f8  mov     rcx,[rsp+0x30]
  000800  mov     rsi,[rsp+0x38]
  000808  mov     rdi,[rsp+0x40]
  000810  mov     r8,[rsp+0x48]
  000818  mov     r9,[rsp+0x50]
  000820  mov     r10,[rsp+0x58]
  000828  add     rsp,0x70
  00082f  mov     r13,r11
  000832  jmp     0x0000000000000297
  000837  sub     rsp,0x70
  00083e  mov     [rsp+0x30],rcx
  000846  mov     [rsp+0x38],rsi
  00084e  mov     [rsp+0x40],rdi
  000856  mov     [rsp+0x48],r8
  00085e  mov     [rsp+0x50],r9
  000866  mov     [rsp+0x58],r10
  00086e  mov     [rsp],r13
  000876  mov     qword ptr [rsp+8],3
  000882  mov     qword ptr [rsp+0x10],0
  00088e  mov     qword ptr [rsp+0x18],1
  00089a  mov     [rsp+0x20],r15
  0008a2  mov     qword ptr [rsp+0x28],1
  0008ae  mov     rdi,[rbp+0x20]
  0008b5  mov     esi,0x10
  0008ba  mov     rdx,rsp
  0008bd  mov     rcx,0xfffffffffffffffc
  0008c7  mov     r8,0xfffffffffffffffc
  0008d1  mov     r9,0
  0008db  mov     rax,<list_op>
  0008e5  call    rax
  0008e7  mov     r11,rax
  0008ea  mov     rcx,[rsp+0x30]
  0008f2  mov     rsi,[rsp+0x38]
  0008fa  mov     rdi,[rsp+0x40]
  000902  mov     r8,[rsp+0x48]
  00090a  mov     r9,[rsp+0x50]
  000912  mov     r10,[rsp+0x58]
  00091a  add     rsp,0x70
  000921  test    rdx,rdx
  000924  je      0x0000000000001517
  00092a  mov     r13,r11
  00092d  jmp     0x00000000000002ad
  000932  sub     rsp,0x70
  000939  mov     [rsp+0x30],rcx
  000941  mov     [rsp+0x38],rsi
  000949  mov     [rsp+0x40],rdi
  000951  mov     [rsp+0x48],r8
  000959  mov     [rsp+0x50],r9
  000961  mov     [rsp+0x58],r10
  000969  mov     [rsp],r12
  000971  mov     qword ptr [rsp+8],3
  00097d  mov     qword ptr [rsp+0x10],3
  000989  mov     qword ptr [rsp+0x18],1
  000995  mov     [rsp+0x20],rbx
  00099d  mov     qword ptr [rsp+0x28],1
  0009a9  mov     rdi,[rbp+0x20]
  0009b0  mov     esi,0xe
  0009b5  mov     rdx,rsp
  0009b8  mov     rcx,0xfffffffffffffffe
  0009c2  mov     r8,0xfffffffffffffffe
  0009cc  mov     r9,0
  0009d6  mov     rax,<list_op>
  0009e0  call    rax
  0009e2  mov     r11,rax
  0009e5  mov     rcx,[rsp+0x30]
  0009ed  mov     rsi,[rsp+0x38]
  0009f5  mov     rdi,[rsp+0x40]
  0009fd  mov     r8,[rsp+0x48]
  000a05  mov     r9,[rsp+0x50]
  000a0d  mov     r10,[rsp+0x58]
  000a15  add     rsp,0x70
  000a1c  test    rdx,rdx
  000a1f  je      0x00000000000015a5
  000a25  mov     r12,r11
  000a28  jmp     0x00000000000002e2
  000a2d  sub     rsp,0x70
  000a34  mov     [rsp+0x30],rcx
  000a3c  mov     [rsp+0x38],rsi
  000a44  mov     [rsp+0x40],rdi
  000a4c  mov     [rsp+0x48],r8
  000a54  mov     [rsp+0x50],r9
  000a5c  mov     [rsp+0x58],r10
  000a64  mov     [rsp],r12
  000a6c  mov     qword ptr [rsp+8],3
  000a78  mov     qword ptr [rsp+0x10],2
  000a84  mov     qword ptr [rsp+0x18],1
  000a90  mov     [rsp+0x20],r14
  000a98  mov     qword ptr [rsp+0x28],1
  000aa4  mov     rdi,[rbp+0x20]
  000aab  mov     esi,0xe
  000ab0  mov     rdx,rsp
  000ab3  mov     rcx,0xfffffffffffffffe
  000abd  mov     r8,0xfffffffffffffffe
  000ac7  mov     r9,0
  000ad1  mov     rax,<list_op>
  000adb  call    rax
  000add  mov     r11,rax
  000ae0  mov     rcx,[rsp+0x30]
  000ae8  mov     rsi,[rsp+0x38]
  000af0  mov     rdi,[rsp+0x40]
  000af8  mov     r8,[rsp+0x48]
  000b00  mov     r9,[rsp+0x50]
  000b08  mov     r10,[rsp+0x58]
  000b10  add     rsp,0x70
  000b17  test    rdx,rdx
  000b1a  je      0x00000000000015f5
  000b20  mov     r12,r11
  000b23  jmp     0x00000000000002ff
  000b28  sub     rsp,0x70
  000b2f  mov     [rsp+0x30],rcx
  000b37  mov     [rsp+0x38],rsi
  000b3f  mov     [rsp+0x40],rdi
  000b47  mov     [rsp+0x48],r8
  000b4f  mov     [rsp+0x50],r9
  000b57  mov     [rsp+0x58],r10
  000b5f  mov     [rsp],r13
  000b67  mov     qword ptr [rsp+8],3
  000b73  mov     [rsp+0x10],rbx
  000b7b  mov     qword ptr [rsp+0x18],1
  000b87  mov     rdi,[rbp+0x20]
  000b8e  mov     esi,0xf
  000b93  mov     rdx,rsp
  000b96  mov     rcx,0xfffffffffffffffc
  000ba0  mov     r8,0xfffffffffffffffc
  000baa  mov     r9,0
  000bb4  mov     rax,<list_op>
  000bbe  call    rax
  000bc0  mov     r11,rax
  000bc3  mov     rcx,[rsp+0x30]
  000bcb  mov     rsi,[rsp+0x38]
  000bd3  mov     rdi,[rsp+0x40]
  000bdb  mov     r8,[rsp+0x48]
  000be3  mov     r9,[rsp+0x50]
  000beb  mov     r10,[rsp+0x58]
  000bf3  add     rsp,0x70
  000bfa  mov     r13,r11
  000bfd  jmp     0x0000000000000352
  000c02  sub     rsp,0x70
  000c09  mov     [rsp+0x30],rcx
  000c11  mov     [rsp+0x38],rsi
  000c19  mov     [rsp+0x40],rdi
  000c21  mov     [rsp+0x48],r8
  000c29  mov     [rsp+0x50],r9
  000c31  mov     [rsp+0x58],r10
  000c39  mov     [rsp],r13
  000c41  mov     qword ptr [rsp+8],3
  000c4d  mov     [rsp+0x10],r15
  000c55  mov     qword ptr [rsp+0x18],1
  000c61  mov     rdi,[rbp+0x20]
  000c68  mov     esi,0xf
  000c6d  mov     rdx,rsp
  000c70  mov     rcx,0xfffffffffffffffc
  000c7a  mov     r8,0xfffffffffffffffc
  000c84  mov     r9,0
  000c8e  mov     rax,<list_op>
  000c98  call    rax
  000c9a  mov     r11,rax
  000c9d  mov     rcx,[rsp+0x30]
  000ca5  mov     rsi,[rsp+0x38]
  000cad  mov     rdi,[rsp+0x40]
  000cb5  mov     r8,[rsp+0x48]
  000cbd  mov     r9,[rsp+0x50]
  000cc5  mov     r10,[rsp+0x58]
  000ccd  add     rsp,0x70
  000cd4  mov     r13,r11
  000cd7  jmp     0x0000000000000393
  000cdc  sub     rsp,0x70
  000ce3  mov     [rsp+0x30],rcx
  000ceb  mov     [rsp+0x38],rsi
  000cf3  mov     [rsp+0x40],rdi
  000cfb  mov     [rsp+0x48],r8
  000d03  mov     [rsp+0x50],r9
  000d0b  mov     [rsp+0x58],r10
  000d13  mov     [rsp],r13
  000d1b  mov     qword ptr [rsp+8],3
  000d27  mov     qword ptr [rsp+0x10],0
  000d33  mov     qword ptr [rsp+0x18],1
  000d3f  mov     [rsp+0x20],r8
  000d47  mov     qword ptr [rsp+0x28],1
  000d53  mov     rdi,[rbp+0x20]
  000d5a  mov     esi,0x10
  000d5f  mov     rdx,rsp
  000d62  mov     rcx,0xfffffffffffffffc
  000d6c  mov     r8,0xfffffffffffffffc
  000d76  mov     r9,0
  000d80  mov     rax,<list_op>
  000d8a  call    rax
  000d8c  mov     r11,rax
  000d8f  mov     rcx,[rsp+0x30]
  000d97  mov     rsi,[rsp+0x38]
  000d9f  mov     rdi,[rsp+0x40]
  000da7  mov     r8,[rsp+0x48]
  000daf  mov     r9,[rsp+0x50]
  000db7  mov     r10,[rsp+0x58]
  000dbf  add     rsp,0x70
  000dc6  test    rdx,rdx
  000dc9  je      0x0000000000001645
  000dcf  mov     r13,r11
  000dd2  jmp     0x00000000000003a9
  000dd7  sub     rsp,0x70
  000dde  mov     [rsp+0x30],rcx
  000de6  mov     [rsp+0x38],rsi
  000dee  mov     [rsp+0x40],rdi
  000df6  mov     [rsp+0x48],r8
  000dfe  mov     [rsp+0x50],r9
  000e06  mov     [rsp+0x58],r10
  000e0e  mov     [rsp],r12
  000e16  mov     qword ptr [rsp+8],3
  000e22  mov     qword ptr [rsp+0x10],3
  000e2e  mov     qword ptr [rsp+0x18],1
  000e3a  mov     [rsp+0x20],rbx
  000e42  mov     qword ptr [rsp+0x28],1
  000e4e  mov     rdi,[rbp+0x20]
  000e55  mov     esi,0xe
  000e5a  mov     rdx,rsp
  000e5d  mov     rcx,0xfffffffffffffffe
  000e67  mov     r8,0xfffffffffffffffe
  000e71  mov     r9,0
  000e7b  mov     rax,<list_op>
  000e85  call    rax
  000e87  mov     r11,rax
  000e8a  mov     rcx,[rsp+0x30]
  000e92  mov     rsi,[rsp+0x38]
  000e9a  mov     rdi,[rsp+0x40]
  000ea2  mov     r8,[rsp+0x48]
  000eaa  mov     r9,[rsp+0x50]
  000eb2  mov     r10,[rsp+0x58]
  000eba  add     rsp,0x70
  000ec1  test    rdx,rdx
  000ec4  je      0x00000000000016d3
  000eca  mov     r12,r11
  000ecd  mov     r9,[r12+0x10]
  000ed5  jmp     0x00000000000003ba
  000eda  sub     rsp,0x70
  000ee1  mov     [rsp+0x30],rcx
  000ee9  mov     [rsp+0x38],rsi
  000ef1  mov     [rsp+0x40],rdi
  000ef9  mov     [rsp+0x48],r8
  000f01  mov     [rsp+0x50],r9
  000f09  mov     [rsp+0x58],r10
  000f11  mov     [rsp],r12
  000f19  mov     qword ptr [rsp+8],3
  000f25  mov     qword ptr [rsp+0x10],2
  000f31  mov     qword ptr [rsp+0x18],1
  000f3d  mov     [rsp+0x20],r14
  000f45  mov     qword ptr [rsp+0x28],1
  000f51  mov     rdi,[rbp+0x20]
  000f58  mov     esi,0xe
  000f5d  mov     rdx,rsp
  000f60  mov     rcx,0xfffffffffffffffe
  000f6a  mov     r8,0xfffffffffffffffe
  000f74  mov     r9,0
  000f7e  mov     rax,<list_op>
  000f88  call    rax
  000f8a  mov     r11,rax
  000f8d  mov     rcx,[rsp+0x30]
  000f95  mov     rsi,[rsp+0x38]
  000f9d  mov     rdi,[rsp+0x40]
  000fa5  mov     r8,[rsp+0x48]
  000fad  mov     r9,[rsp+0x50]
  000fb5  mov     r10,[rsp+0x58]
  000fbd  add     rsp,0x70
  000fc4  test    rdx,rdx
  000fc7  je      0x0000000000001723
  000fcd  mov     r12,r11
  000fd0  mov     r9,[r12+0x10]
  000fd8  jmp     0x00000000000003cf
; exits
  000fdd  mov     rax,0xfffffffe
  000fe7  jmp     0x0000000000000016
  000fec  mov     [rbp+0x10],rbx
  000ff3  mov     qword ptr [rbp+0x18],3
  000ffe  mov     [rbp+0x38],r12
  001005  mov     qword ptr [rbp+0xd0],3
  001010  mov     [rbp+0x48],r13
  001017  mov     qword ptr [rbp+0xe0],3
  001022  mov     rdi,[rbp+0x20]
  001029  mov     rsi,8
  001033  mov     rdx,0
  00103d  mov     rax,<exit_lists>
  001047  call    rax
  001049  mov     rax,0
  001053  jmp     0x0000000000000016
  001058  mov     [rbp+0x10],r14
  00105f  mov     qword ptr [rbp+0x18],1
  00106a  mov     [rbp+0x38],r12
  001071  mov     qword ptr [rbp+0xd0],3
  00107c  mov     [rbp+0x48],r13
  001083  mov     qword ptr [rbp+0xe0],3
  00108e  mov     rax,1
  001098  jmp     0x0000000000000016
  00109d  mov     rax,2
  0010a7  jmp     0x0000000000000016
  0010ac  mov     rax,3
  0010b6  jmp     0x0000000000000016
  0010bb  mov     rax,4
  0010c5  jmp     0x0000000000000016
  0010ca  mov     [rbp+0x38],r12
  0010d1  mov     qword ptr [rbp+0xd0],3
  0010dc  mov     [rbp+0x48],r13
  0010e3  mov     qword ptr [rbp+0xe0],3
  0010ee  mov     rax,5
  0010f8  jmp     0x0000000000000016
  0010fd  mov     [rbp+0x38],r12
  001104  mov     qword ptr [rbp+0xd0],3
  00110f  mov     [rbp+0x48],r13
  001116  mov     qword ptr [rbp+0xe0],3
  001121  mov     qword ptr [rbp+0x58],0x11
  00112c  mov     rax,6
  001136  jmp     0x0000000000000016
  00113b  mov     [rbp+0x38],r12
  001142  mov     qword ptr [rbp+0xd0],3
  00114d  mov     [rbp+0x48],r13
  001154  mov     qword ptr [rbp+0xe0],3
  00115f  mov     qword ptr [rbp+0x58],0x14
  00116a  mov     qword ptr [rbp+0x90],1
  001175  mov     qword ptr [rbp+0x128],1
  001180  mov     rax,8
  00118a  jmp     0x0000000000000016
  00118f  mov     [rbp+0x38],r12
  001196  mov     qword ptr [rbp+0xd0],3
  0011a1  mov     [rbp+0x48],r13
  0011a8  mov     qword ptr [rbp+0xe0],3
  0011b3  mov     qword ptr [rbp+0x58],0x21
  0011be  mov     rax,9
  0011c8  jmp     0x0000000000000016
  0011cd  mov     [rbp+0x38],r12
  0011d4  mov     qword ptr [rbp+0xd0],3
  0011df  mov     [rbp+0x48],r13
  0011e6  mov     qword ptr [rbp+0xe0],3
  0011f1  mov     qword ptr [rbp+0x58],0x25
  0011fc  mov     [rbp+0x90],rdi
  001203  mov     qword ptr [rbp+0x128],1
  00120e  mov     [rbp+0x98],r14
  001215  mov     qword ptr [rbp+0x130],1
  001220  mov     rax,0xa
  00122a  jmp     0x0000000000000016
  00122f  sub     rbx,r8
  001232  mov     [rbp+0x38],r12
  001239  mov     qword ptr [rbp+0xd0],3
  001244  mov     [rbp+0x48],r13
  00124b  mov     qword ptr [rbp+0xe0],3
  001256  mov     qword ptr [rbp+0x58],0x26
  001261  mov     [rbp+0x90],rbx
  001268  mov     qword ptr [rbp+0x128],1
  001273  mov     [rbp+0x98],r8
  00127a  mov     qword ptr [rbp+0x130],1
  001285  mov     rax,0xc
  00128f  jmp     0x0000000000000016
  001294  sub     r14,1
  00129b  mov     [rbp+0x38],r12
  0012a2  mov     qword ptr [rbp+0xd0],3
  0012ad  mov     [rbp+0x48],r13
  0012b4  mov     qword ptr [rbp+0xe0],3
  0012bf  mov     qword ptr [rbp+0x58],0x2d
  0012ca  mov     [rbp+0x90],r14
  0012d1  mov     qword ptr [rbp+0x128],1
  0012dc  mov     qword ptr [rbp+0x98],1
  0012e7  mov     qword ptr [rbp+0x130],1
  0012f2  mov     rax,0xe
  0012fc  jmp     0x0000000000000016
  001301  mov     [rbp+0x38],r12
  001308  mov     qword ptr [rbp+0xd0],3
  001313  mov     [rbp+0x48],r13
  00131a  mov     qword ptr [rbp+0xe0],3
  001325  mov     qword ptr [rbp+0x58],0x14
  001330  mov     qword ptr [rbp+0x90],1
  00133b  mov     qword ptr [rbp+0x128],1
  001346  mov     rax,0x11
  001350  jmp     0x00000000000017d9
  001355  mov     [rbp+0x38],r12
  00135c  mov     qword ptr [rbp+0xd0],3
  001367  mov     [rbp+0x48],r13
  00136e  mov     qword ptr [rbp+0xe0],3
  001379  mov     qword ptr [rbp+0x58],0x25
  001384  mov     [rbp+0x90],rdi
  00138b  mov     qword ptr [rbp+0x128],1
  001396  mov     [rbp+0x98],r14
  00139d  mov     qword ptr [rbp+0x130],1
  0013a8  mov     rax,0x12
  0013b2  jmp     0x0000000000000016
  0013b7  sub     rbx,r15
  0013ba  mov     [rbp+0x38],r12
  0013c1  mov     qword ptr [rbp+0xd0],3
  0013cc  mov     [rbp+0x48],r13
  0013d3  mov     qword ptr [rbp+0xe0],3
  0013de  mov     qword ptr [rbp+0x58],0x26
  0013e9  mov     [rbp+0x90],rbx
  0013f0  mov     qword ptr [rbp+0x128],1
  0013fb  mov     [rbp+0x98],r15
  001402  mov     qword ptr [rbp+0x130],1
  00140d  mov     rax,0x14
  001417  jmp     0x0000000000000016
  00141c  sub     r14,1
  001423  mov     [rbp+0x38],r12
  00142a  mov     qword ptr [rbp+0xd0],3
  001435  mov     [rbp+0x48],r13
  00143c  mov     qword ptr [rbp+0xe0],3
  001447  mov     qword ptr [rbp+0x58],0x2d
  001452  mov     [rbp+0x90],r14
  001459  mov     qword ptr [rbp+0x128],1
  001464  mov     qword ptr [rbp+0x98],1
  00146f  mov     qword ptr [rbp+0x130],1
  00147a  mov     rax,0x16
  001484  jmp     0x0000000000000016
  001489  mov     [rbp+0x38],r12
  001490  mov     qword ptr [rbp+0xd0],3
  00149b  mov     [rbp+0x48],r13
  0014a2  mov     qword ptr [rbp+0xe0],3
  0014ad  mov     qword ptr [rbp+0x58],0x13
  0014b8  mov     qword ptr [rbp+0x60],0x16
  0014c3  mov     qword ptr [rbp+0xf8],2
  0014ce  mov     qword ptr [rbp+<exit lists 0>8],0x28
  0014d9  mov     qword ptr [rbp+0x120],2
  0014e4  mov     [rbp+0x98],rsi
  0014eb  mov     qword ptr [rbp+0x130],1
  0014f6  mov     [rbp+0xa8],r15
  0014fd  mov     qword ptr [rbp+0x140],1
  001508  mov     rax,7
  001512  jmp     0x0000000000000016
  001517  mov     [rbp+0x38],r12
  00151e  mov     qword ptr [rbp+0xd0],3
  001529  mov     [rbp+0x48],r13
  001530  mov     qword ptr [rbp+0xe0],3
  00153b  mov     qword ptr [rbp+0x58],0x26
  001546  mov     qword ptr [rbp+0x60],0x13
  001551  mov     qword ptr [rbp+0xf8],2
  00155c  mov     qword ptr [rbp+<exit lists 0>8],0x28
  001567  mov     qword ptr [rbp+0x120],2
  001572  mov     [rbp+0x98],r8
  001579  mov     qword ptr [rbp+0x130],1
  001584  mov     [rbp+0xa8],r15
  00158b  mov     qword ptr [rbp+0x140],1
  001596  mov     rax,0xb
  0015a0  jmp     0x0000000000000016
  0015a5  mov     [rbp+0x38],r12
  0015ac  mov     qword ptr [rbp+0xd0],3
  0015b7  mov     [rbp+0x48],r13
  0015be  mov     qword ptr [rbp+0xe0],3
  0015c9  mov     qword ptr [rbp+0x58],0x27
  0015d4  mov     [rbp+0x90],rbx
  0015db  mov     qword ptr [rbp+0x128],1
  0015e6  mov     rax,0xd
  0015f0  jmp     0x0000000000000016
  0015f5  mov     [rbp+0x38],r12
  0015fc  mov     qword ptr [rbp+0xd0],3
  001607  mov     [rbp+0x48],r13
  00160e  mov     qword ptr [rbp+0xe0],3
  001619  mov     qword ptr [rbp+0x58],0x2e
  001624  mov     [rbp+0x90],r14
  00162b  mov     qword ptr [rbp+0x128],1
  001636  mov     rax,0xf
  001640  jmp     0x0000000000000016
  001645  mov     [rbp+0x38],r12
  00164c  mov     qword ptr [rbp+0xd0],3
  001657  mov     [rbp+0x48],r13
  00165e  mov     qword ptr [rbp+0xe0],3
  001669  mov     qword ptr [rbp+0x58],0x26
  001674  mov     qword ptr [rbp+0x60],0x13
  00167f  mov     qword ptr [rbp+0xf8],2
  00168a  mov     qword ptr [rbp+<exit lists 0>8],0x28
  001695  mov     qword ptr [rbp+0x120],2
  0016a0  mov     [rbp+0x98],r15
  0016a7  mov     qword ptr [rbp+0x130],1
  0016b2  mov     [rbp+0xa8],r8
  0016b9  mov     qword ptr [rbp+0x140],1
  0016c4  mov     rax,0x13
  0016ce  jmp     0x0000000000000016
  0016d3  mov     [rbp+0x38],r12
  0016da  mov     qword ptr [rbp+0xd0],3
  0016e5  mov     [rbp+0x48],r13
  0016ec  mov     qword ptr [rbp+0xe0],3
  0016f7  mov     qword ptr [rbp+0x58],0x27
  001702  mov     [rbp+0x90],rbx
  001709  mov     qword ptr [rbp+0x128],1
  001714  mov     rax,0x15
  00171e  jmp     0x0000000000000016
  001723  mov     [rbp+0x38],r12
  00172a  mov     qword ptr [rbp+0xd0],3
  001735  mov     [rbp+0x48],r13
  00173c  mov     qword ptr [rbp+0xe0],3
  001747  mov     qword ptr [rbp+0x58],0x2e
  001752  mov     [rbp+0x90],r14
  001759  mov     qword ptr [rbp+0x128],1
  001764  mov     rax,0x17
  00176e  jmp     0x0000000000000016

; T1: 2306 bytes
; v0:list = input mem
  001780  cmp     qword ptr [rbp+0xd0],3
  00178b  jne     0x0000000000001e15
  001791  mov     rbx,[rbp+0x38]
; v1:list = input stack
  001798  cmp     qword ptr [rbp+0xe0],3
  0017a3  jne     0x0000000000001e15
  0017a9  mov     r12,[rbp+0x48]
; v2:list = input rstack
  0017b0  cmp     qword ptr [rbp+0xe8],3
  0017bb  jne     0x0000000000001e15
  0017c1  jmp     0x00000000000017df
  0017c6  mov     rbx,[rbp+0x38]
  0017cd  mov     r12,[rbp+0x48]
  0017d4  jmp     0x00000000000017df
  0017d9  mov     rbx,r12
  0017dc  mov     r12,r13
; v3:int = readlist v0, 1 words => jump_if_zero_x/0 (0) {}
  0017df  cmp     qword ptr [rbx],1
  0017eb  jbe     0x0000000000001e24
  0017f1  mov     rax,[rbx+0x10]
  0017f9  mov     r13,[rax+8]
  001801  mov     rsi,[rbx+0x10]
; v4:int = len v1
  001809  mov     r14,[r12]
; v5:int = add v3, 1 => binary_add/0 (21) {stack=v1, pc=26, x=v3, y=1}
  001811  add     r13,1
  001818  jo      0x0000000000001e33
; v6:list = set v0, 1, v5 owned words in_bounds => store_x/0 (32) {stack=v1, pc=27, x=v5}
  00181e  mov     rax,[rbx-0x10]
  001826  add     rax,[rbx-8]
  00182e  cmp     rax,2
  001834  jne     0x000000000000195c
  00183a  mov     [rsi+8],r13
; v7:list = append v1, v5 owned words
  001842  mov     rax,[r12-0x10]
  00184a  add     rax,[r12-8]
  001852  cmp     rax,2
  001858  jne     0x0000000000001a5f
  00185e  mov     rax,[r12]
  001866  cmp     rax,[r12+0x18]
  00186e  jae     0x0000000000001a5f
  001874  mov     rdx,[r12+0x10]
  00187c  lea     rdx,[rdx+rax*8]
  001880  add     rax,1
  001884  mov     [r12],rax
  00188c  mov     [rdx],r13
; v8:int = readlist v6, 0 words => op_load/0 (57) {mem=v6, stack=v7, pc=6}
  00188f  cmp     qword ptr [rbx],0
  00189b  jbe     0x0000000000001e99
  0018a1  mov     r15,[rsi]
; v9:list = append v7, v8 owned words
  0018a9  mov     rax,[r12]
  0018b1  cmp     rax,[r12+0x18]
  0018b9  jae     0x0000000000001b39
  0018bf  mov     rdx,[r12+0x10]
  0018c7  lea     rdx,[rdx+rax*8]
  0018cb  add     rax,1
  0018cf  mov     [r12],rax
  0018d7  mov     [rdx],r15
; v10:list = slice v9, 0, v4 owned words => pop2_top/3 (69) {mem=v6, stack=v9, pc=8, opcode='lt', k='binary_xy', y=v8, depth=v4}
  0018da  cmp     r14,[r12]
  0018e2  ja      0x0000000000001c13
  0018e8  mov     [r12],r14
; v11:int = lt v5, v8
; guard_true v11 => jump_if_zero_x/0 (96) {mem=v6, stack=v10, pc=9, x=0}
  0018f0  cmp     r13,r15
  0018f3  jge     0x0000000000001ee2
; v13:list = set v6, 2, 0 owned words => store_x/0 (111) {mem=v6, stack=v10, pc=13, x=0}
  0018f9  cmp     qword ptr [rbx],2
  001905  jbe     0x0000000000001d0e
  00190b  mov     qword ptr [rsi+0x10],0
; jump_trace T0 => dispatch_loop/0 (112) {mem=v13, stack=v10, pc=15}
  001917  mov     [rbp+0x38],rbx
  00191e  mov     qword ptr [rbp+0xd0],3
  001929  mov     [rbp+0x48],r12
  001930  mov     qword ptr [rbp+0xe0],3
  00193b  mov     qword ptr [rbp+0x58],0xf
  001946  mov     qword ptr [rbp+0xf0],1
  001951  mov     r13,r12
  001954  mov     r12,rbx
  001957  jmp     0x00000000000000d4
  00195c  sub     rsp,0x70
  001963  mov     [rsp+0x30],rcx
  00196b  mov     [rsp+0x38],rsi
  001973  mov     [rsp+0x40],rdi
  00197b  mov     [rsp+0x48],r8
  001983  mov     [rsp+0x50],r9
  00198b  mov     [rsp+0x58],r10
  001993  mov     [rsp],rbx
  00199b  mov     qword ptr [rsp+8],3
  0019a7  mov     qword ptr [rsp+0x10],1
  0019b3  mov     qword ptr [rsp+0x18],1
  0019bf  mov     [rsp+0x20],r13
  0019c7  mov     qword ptr [rsp+0x28],1
  0019d3  mov     rdi,[rbp+0x20]
  0019da  mov     esi,0xe
  0019df  mov     rdx,rsp
  0019e2  mov     rcx,0xfffffffffffffffe
  0019ec  mov     r8,0xfffffffffffffffe
  0019f6  mov     r9,0
  001a00  mov     rax,<list_op>
  001a0a  call    rax
  001a0c  mov     r11,rax
  001a0f  mov     rcx,[rsp+0x30]
  001a17  mov     rsi,[rsp+0x38]
  001a1f  mov     rdi,[rsp+0x40]
  001a27  mov     r8,[rsp+0x48]
  001a2f  mov     r9,[rsp+0x50]
  001a37  mov     r10,[rsp+0x58]
  001a3f  add     rsp,0x70
  001a46  test    rdx,rdx
  001a49  je      0x0000000000001f41
  001a4f  mov     rbx,r11
  001a52  mov     rsi,[rbx+0x10]
  001a5a  jmp     0x0000000000001842
  001a5f  sub     rsp,0x70
  001a66  mov     [rsp+0x30],rcx
  001a6e  mov     [rsp+0x38],rsi
  001a76  mov     [rsp+0x40],rdi
  001a7e  mov     [rsp+0x48],r8
  001a86  mov     [rsp+0x50],r9
  001a8e  mov     [rsp+0x58],r10
  001a96  mov     [rsp],r12
  001a9e  mov     qword ptr [rsp+8],3
  001aaa  mov     [rsp+0x10],r13
  001ab2  mov     qword ptr [rsp+0x18],1
  001abe  mov     rdi,[rbp+0x20]
  001ac5  mov     esi,0xf
  001aca  mov     rdx,rsp
  001acd  mov     rcx,0xfffffffffffffffc
  001ad7  mov     r8,0xfffffffffffffffc
  001ae1  mov     r9,0
  001aeb  mov     rax,<list_op>
  001af5  call    rax
  001af7  mov     r11,rax
  001afa  mov     rcx,[rsp+0x30]
  001b02  mov     rsi,[rsp+0x38]
  001b0a  mov     rdi,[rsp+0x40]
  001b12  mov     r8,[rsp+0x48]
  001b1a  mov     r9,[rsp+0x50]
  001b22  mov     r10,[rsp+0x58]
  001b2a  add     rsp,0x70
  001b31  mov     r12,r11
  001b34  jmp     0x000000000000188f
  001b39  sub     rsp,0x70
  001b40  mov     [rsp+0x30],rcx
  001b48  mov     [rsp+0x38],rsi
  001b50  mov     [rsp+0x40],rdi
  001b58  mov     [rsp+0x48],r8
  001b60  mov     [rsp+0x50],r9
  001b68  mov     [rsp+0x58],r10
  001b70  mov     [rsp],r12
  001b78  mov     qword ptr [rsp+8],3
  001b84  mov     [rsp+0x10],r15
  001b8c  mov     qword ptr [rsp+0x18],1
  001b98  mov     rdi,[rbp+0x20]
  001b9f  mov     esi,0xf
  001ba4  mov     rdx,rsp
  001ba7  mov     rcx,0xfffffffffffffffc
  001bb1  mov     r8,0xfffffffffffffffc
  001bbb  mov     r9,0
  001bc5  mov     rax,<list_op>
  001bcf  call    rax
  001bd1  mov     r11,rax
  001bd4  mov     rcx,[rsp+0x30]
  001bdc  mov     rsi,[rsp+0x38]
  001be4  mov     rdi,[rsp+0x40]
  001bec  mov     r8,[rsp+0x48]
  001bf4  mov     r9,[rsp+0x50]
  001bfc  mov     r10,[rsp+0x58]
  001c04  add     rsp,0x70
  001c0b  mov     r12,r11
  001c0e  jmp     0x00000000000018da
  001c13  sub     rsp,0x70
  001c1a  mov     [rsp+0x30],rcx
  001c22  mov     [rsp+0x38],rsi
  001c2a  mov     [rsp+0x40],rdi
  001c32  mov     [rsp+0x48],r8
  001c3a  mov     [rsp+0x50],r9
  001c42  mov     [rsp+0x58],r10
  001c4a  mov     [rsp],r12
  001c52  mov     qword ptr [rsp+8],3
  001c5e  mov     qword ptr [rsp+0x10],0
  001c6a  mov     qword ptr [rsp+0x18],1
  001c76  mov     [rsp+0x20],r14
  001c7e  mov     qword ptr [rsp+0x28],1
  001c8a  mov     rdi,[rbp+0x20]
  001c91  mov     esi,0x10
  001c96  mov     rdx,rsp
  001c99  mov     rcx,0xfffffffffffffffc
  001ca3  mov     r8,0xfffffffffffffffc
  001cad  mov     r9,0
  001cb7  mov     rax,<list_op>
  001cc1  call    rax
  001cc3  mov     r11,rax
  001cc6  mov     rcx,[rsp+0x30]
  001cce  mov     rsi,[rsp+0x38]
  001cd6  mov     rdi,[rsp+0x40]
  001cde  mov     r8,[rsp+0x48]
  001ce6  mov     r9,[rsp+0x50]
  001cee  mov     r10,[rsp+0x58]
  001cf6  add     rsp,0x70
  001cfd  test    rdx,rdx
  001d00  je      0x0000000000001f8a
  001d06  mov     r12,r11
  001d09  jmp     0x00000000000018f0
  001d0e  sub     rsp,0x70
  001d15  mov     [rsp+0x30],rcx
  001d1d  mov     [rsp+0x38],rsi
  001d25  mov     [rsp+0x40],rdi
  001d2d  mov     [rsp+0x48],r8
  001d35  mov     [rsp+0x50],r9
  001d3d  mov     [rsp+0x58],r10
  001d45  mov     [rsp],rbx
  001d4d  mov     qword ptr [rsp+8],3
  001d59  mov     qword ptr [rsp+0x10],2
  001d65  mov     qword ptr [rsp+0x18],1
  001d71  mov     qword ptr [rsp+0x20],0
  001d7d  mov     qword ptr [rsp+0x28],1
  001d89  mov     rdi,[rbp+0x20]
  001d90  mov     esi,0xe
  001d95  mov     rdx,rsp
  001d98  mov     rcx,0xfffffffffffffffe
  001da2  mov     r8,0xfffffffffffffffe
  001dac  mov     r9,0
  001db6  mov     rax,<list_op>
  001dc0  call    rax
  001dc2  mov     r11,rax
  001dc5  mov     rcx,[rsp+0x30]
  001dcd  mov     rsi,[rsp+0x38]
  001dd5  mov     rdi,[rsp+0x40]
  001ddd  mov     r8,[rsp+0x48]
  001de5  mov     r9,[rsp+0x50]
  001ded  mov     r10,[rsp+0x58]
  001df5  add     rsp,0x70
  001dfc  test    rdx,rdx
  001dff  je      0x0000000000002023
  001e05  mov     rbx,r11
  001e08  mov     rsi,[rbx+0x10]
  001e10  jmp     0x0000000000001917
; exits
  001e15  mov     rax,0x1fffffffe
  001e1f  jmp     0x0000000000000016
  001e24  mov     rax,0x100000000
  001e2e  jmp     0x0000000000000016
  001e33  sub     r13,1
  001e3a  mov     [rbp+0x48],r12
  001e41  mov     qword ptr [rbp+0xe0],3
  001e4c  mov     qword ptr [rbp+0x58],0x1a
  001e57  mov     qword ptr [rbp+0xf0],1
  001e62  mov     [rbp+0x90],r13
  001e69  mov     qword ptr [rbp+0x128],1
  001e74  mov     qword ptr [rbp+0x98],1
  001e7f  mov     qword ptr [rbp+0x130],1
  001e8a  mov     rax,0x100000001
  001e94  jmp     0x0000000000000016
  001e99  mov     [rbp+0x38],rbx
  001ea0  mov     qword ptr [rbp+0xd0],3
  001eab  mov     [rbp+0x48],r12
  001eb2  mov     qword ptr [rbp+0xe0],3
  001ebd  mov     qword ptr [rbp+0x58],6
  001ec8  mov     qword ptr [rbp+0xf0],1
  001ed3  mov     rax,0x100000003
  001edd  jmp     0x0000000000000016
  001ee2  mov     [rbp+0x38],rbx
  001ee9  mov     qword ptr [rbp+0xd0],3
  001ef4  mov     [rbp+0x48],r12
  001efb  mov     qword ptr [rbp+0xe0],3
  001f06  mov     qword ptr [rbp+0x58],9
  001f11  mov     qword ptr [rbp+0xf0],1
  001f1c  mov     qword ptr [rbp+0x90],0
  001f27  mov     qword ptr [rbp+0x128],1
  001f32  mov     rax,0x100000005
  001f3c  jmp     0x0000000000000016
  001f41  mov     [rbp+0x48],r12
  001f48  mov     qword ptr [rbp+0xe0],3
  001f53  mov     qword ptr [rbp+0x58],0x1b
  001f5e  mov     qword ptr [rbp+0xf0],1
  001f69  mov     [rbp+0x90],r13
  001f70  mov     qword ptr [rbp+0x128],1
  001f7b  mov     rax,0x100000002
  001f85  jmp     0x0000000000000016
  001f8a  mov     [rbp+0x38],rbx
  001f91  mov     qword ptr [rbp+0xd0],3
  001f9c  mov     [rbp+0x48],r12
  001fa3  mov     qword ptr [rbp+0xe0],3
  001fae  mov     qword ptr [rbp+0x58],8
  001fb9  mov     qword ptr [rbp+0xf0],1
  001fc4  mov     qword ptr [rbp+0x60],0xd
  001fcf  mov     qword ptr [rbp+0xf8],2
  001fda  mov     qword ptr [rbp+0x88],0x28
  001fe5  mov     qword ptr [rbp+0x120],2
  001ff0  mov     [rbp+0x98],r15
  001ff7  mov     qword ptr [rbp+0x130],1
  002002  mov     [rbp+0xa8],r14
  002009  mov     qword ptr [rbp+0x140],1
  002014  mov     rax,0x100000004
  00201e  jmp     0x0000000000000016
  002023  mov     [rbp+0x38],rbx
  00202a  mov     qword ptr [rbp+0xd0],3
  002035  mov     [rbp+0x48],r12
  00203c  mov     qword ptr [rbp+0xe0],3
  002047  mov     qword ptr [rbp+0x58],0xd
  002052  mov     qword ptr [rbp+0xf0],1
  00205d  mov     qword ptr [rbp+0x90],0
  002068  mov     qword ptr [rbp+0x128],1
  002073  mov     rax,0x100000006
  00207d  jmp     0x0000000000000016
