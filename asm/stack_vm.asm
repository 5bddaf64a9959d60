; T0: 6074 bytes
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
; guard_words v1 => op_load/0 (4) {mem=v1, stack=v2}
  0000d4  cmp     qword ptr [r12+8],0
  0000e0  jne     0x000000000000109d
; v8:int = readlist v1, 2 words => op_load/0 (4) {mem=v1, stack=v2}
  0000e6  cmp     qword ptr [r12],2
  0000f2  jbe     0x00000000000010d0
  0000f8  mov     rax,[r12+0x10]
  000100  mov     r14,[rax+0x10]
; guard_words v2 => op_load/0 (4) {mem=v1, stack=v2}
  000108  cmp     qword ptr [r13+8],0
  000114  jne     0x0000000000001103
; v10:int = len v2
  00011a  mov     rbx,[r13]
; v11:list = append v2, v8 owned words
  000122  mov     rax,[r13-0x10]
  00012a  add     rax,[r13-8]
  000132  cmp     rax,2
  000138  jne     0x00000000000003d4
  00013e  mov     rax,[r13]
  000146  cmp     rax,[r13+0x18]
  00014e  jae     0x00000000000003d4
  000154  mov     rdx,[r13+0x10]
  00015c  lea     rdx,[rdx+rax*8]
  000160  add     rax,1
  000164  mov     [r13],rax
  00016c  mov     [rdx],r14
; v12:int = readlist v1, 0 words => op_load/0 (9) {mem=v1, stack=v11, pc=17}
  00016f  cmp     qword ptr [r12],0
  00017b  jbe     0x0000000000001136
  000181  mov     rax,[r12+0x10]
  000189  mov     r15,[rax]
; v13:list = append v11, v12 owned words
  000191  mov     rax,[r13]
  000199  cmp     rax,[r13+0x18]
  0001a1  jae     0x00000000000004ae
  0001a7  mov     rdx,[r13+0x10]
  0001af  lea     rdx,[rdx+rax*8]
  0001b3  add     rax,1
  0001b7  mov     [r13],rax
  0001bf  mov     [rdx],r15
; v14:list = slice v13, 0, v10 owned words => pop2_top/3 (22) {mem=v1, stack=v13, pc=19, opcode='eq', k='binary_xy', y=v12, depth=v10}
  0001c2  cmp     rbx,[r13]
  0001ca  ja      0x0000000000000588
  0001d0  mov     [r13],rbx
; v15:int = eq v8, v12
; guard_false v15 => jump_if_zero_x/0 (49) {mem=v1, stack=v14, pc=20, x=1}
  0001d8  cmp     r14,r15
  0001db  je      0x0000000000001174
; v17:int = readlist v1, 3 words => op_load/0 (55) {mem=v1, stack=v14, pc=31}
  0001e1  cmp     qword ptr [r12],3
  0001ed  jbe     0x00000000000011c8
  0001f3  mov     rax,[r12+0x10]
  0001fb  mov     rsi,[rax+0x18]
; v18:list = append v14, v17 owned words
  000203  mov     rax,[r13]
  00020b  cmp     rax,[r13+0x18]
  000213  jae     0x0000000000000683
  000219  mov     rdx,[r13+0x10]
  000221  lea     rdx,[rdx+rax*8]
  000225  add     rax,1
  000229  mov     [r13],rax
  000231  mov     [rdx],rsi
; v19:int = readlist v1, 1 words => op_load/0 (60) {mem=v1, stack=v18, pc=33}
  000234  cmp     qword ptr [r12],1
  000240  jbe     0x0000000000001206
  000246  mov     rax,[r12+0x10]
  00024e  mov     rdi,[rax+8]
; v20:int = mul v19, v8 => binary_mul/0 (80) {mem=v1, stack=v18, pc=37, x=v19, y=v8}
  000256  mov     r11,rdi
  000259  imul    r11,r14
  00025d  jo      0x0000000000001244
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
; v22:list = slice v21, 0, v10 owned words => pop2_top/3 (90) {mem=v1, stack=v21, pc=38, opcode='add', k='binary_xy', y=v20, depth=v10}
  000297  cmp     rbx,[r13]
  00029f  ja      0x0000000000000837
  0002a5  mov     [r13],rbx
; v23:int = add v17, v20 => binary_add/0 (92) {mem=v1, stack=v22, pc=38, x=v17, y=v20}
  0002ad  add     rsi,r8
  0002b0  jo      0x00000000000012a6
; v24:list = set v1, 3, v23 owned words in_bounds => store_x/0 (103) {mem=v1, stack=v22, pc=39, x=v23}
  0002b6  mov     rax,[r12-0x10]
  0002be  add     rax,[r12-8]
  0002c6  cmp     rax,2
  0002cc  jne     0x0000000000000932
  0002d2  mov     rax,[r12+0x10]
  0002da  mov     [rax+0x18],rsi
; v25:int = add v8, 1 => binary_add/0 (123) {mem=v24, stack=v22, pc=45, x=v8, y=1}
  0002e2  add     r14,1
  0002e9  jo      0x000000000000130b
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
; v34:int = eq v30, v12
; guard_false v34 => jump_if_zero_x/0 (49) {mem=v28, stack=v29, pc=20, x=1}
  000318  cmp     r14,r15
  00031b  je      0x0000000000001378
; v36:list = append v29, v31 owned words
  000321  mov     rax,[r13]
  000329  cmp     rax,[r13+0x18]
  000331  jae     0x0000000000000b28
  000337  mov     rdx,[r13+0x10]
  00033f  lea     rdx,[rdx+rax*8]
  000343  add     rax,1
  000347  mov     [r13],rax
  00034f  mov     [rdx],rsi
; v37:int = mul v19, v30 => binary_mul/0 (80) {mem=v28, stack=v36, pc=37, x=v19, y=v30}
  000352  mov     r11,rdi
  000355  imul    r11,r14
  000359  jo      0x00000000000013cc
  00035f  mov     rbx,r11
; v38:list = append v36, v37 owned words
  000362  mov     rax,[r13]
  00036a  cmp     rax,[r13+0x18]
  000372  jae     0x0000000000000c02
  000378  mov     rdx,[r13+0x10]
  000380  lea     rdx,[rdx+rax*8]
  000384  add     rax,1
  000388  mov     [r13],rax
  000390  mov     [rdx],rbx
; v39:list = slice v38, 0, v33 owned words => pop2_top/3 (90) {mem=v28, stack=v38, pc=38, opcode='add', k='binary_xy', y=v37, depth=v33}
  000393  cmp     r8,[r13]
  00039b  ja      0x0000000000000cdc
  0003a1  mov     [r13],r8
; v40:int = add v31, v37 => binary_add/0 (92) {mem=v28, stack=v39, pc=38, x=v31, y=v37}
  0003a9  add     rsi,rbx
  0003ac  jo      0x000000000000142e
; v41:list = set v28, 3, v40 owned words in_bounds => store_x/0 (103) {mem=v28, stack=v39, pc=39, x=v40}
  0003b2  mov     [r9+0x18],rsi
; v42:int = add v30, 1 => binary_add/0 (123) {mem=v41, stack=v39, pc=45, x=v30, y=1}
  0003ba  add     r14,1
  0003c1  jo      0x0000000000001493
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
  0004a9  jmp     0x000000000000016f
  0004ae  sub     rsp,0x70
  0004b5  mov     [rsp+0x30],rcx
  0004bd  mov     [rsp+0x38],rsi
  0004c5  mov     [rsp+0x40],rdi
  0004cd  mov     [rsp+0x48],r8
  0004d5  mov     [rsp+0x50],r9
  0004dd  mov     [rsp+0x58],r10
  0004e5  mov     [rsp],r13
  0004ed  mov     qword ptr [rsp+8],3
  0004f9  mov     [rsp+0x10],r15
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
  000583  jmp     0x00000000000001c2
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
  0005eb  mov     [rsp+0x20],rbx
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
  000675  je      0x0000000000001500
  00067b  mov     r13,r11
  00067e  jmp     0x00000000000001d8
  000683  sub     rsp,0x70
  00068a  mov     [rsp+0x30],rcx
  000692  mov     [rsp+0x38],rsi
  00069a  mov     [rsp+0x40],rdi
  0006a2  mov     [rsp+0x48],r8
  0006aa  mov     [rsp+0x50],r9
  0006b2  mov     [rsp+0x58],r10
  0006ba  mov     [rsp],r13
  0006c2  mov     qword ptr [rsp+8],3
  0006ce  mov     [rsp+0x10],rsi
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
  00089a  mov     [rsp+0x20],rbx
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
  000924  je      0x000000000000158e
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
  000995  mov     [rsp+0x20],rsi
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
  000a1f  je      0x000000000000161c
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
  000b1a  je      0x000000000000166c
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
  000b73  mov     [rsp+0x10],rsi
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
  000c4d  mov     [rsp+0x10],rbx
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
  000dc9  je      0x00000000000016bc
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
  000e3a  mov     [rsp+0x20],rsi
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
  000ec4  je      0x000000000000174a
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
  000fc7  je      0x000000000000179a
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
  00109d  mov     [rbp+0x38],r12
  0010a4  mov     qword ptr [rbp+0xd0],3
  0010af  mov     [rbp+0x48],r13
  0010b6  mov     qword ptr [rbp+0xe0],3
  0010c1  mov     rax,2
  0010cb  jmp     0x0000000000000016
  0010d0  mov     [rbp+0x38],r12
  0010d7  mov     qword ptr [rbp+0xd0],3
  0010e2  mov     [rbp+0x48],r13
  0010e9  mov     qword ptr [rbp+0xe0],3
  0010f4  mov     rax,3
  0010fe  jmp     0x0000000000000016
  001103  mov     [rbp+0x38],r12
  00110a  mov     qword ptr [rbp+0xd0],3
  001115  mov     [rbp+0x48],r13
  00111c  mov     qword ptr [rbp+0xe0],3
  001127  mov     rax,4
  001131  jmp     0x0000000000000016
  001136  mov     [rbp+0x38],r12
  00113d  mov     qword ptr [rbp+0xd0],3
  001148  mov     [rbp+0x48],r13
  00114f  mov     qword ptr [rbp+0xe0],3
  00115a  mov     qword ptr [rbp+0x58],0x11
  001165  mov     rax,5
  00116f  jmp     0x0000000000000016
  001174  mov     [rbp+0x38],r12
  00117b  mov     qword ptr [rbp+0xd0],3
  001186  mov     [rbp+0x48],r13
  00118d  mov     qword ptr [rbp+0xe0],3
  001198  mov     qword ptr [rbp+0x58],0x14
  0011a3  mov     qword ptr [rbp+0x90],1
  0011ae  mov     qword ptr [rbp+0x128],1
  0011b9  mov     rax,7
  0011c3  jmp     0x0000000000000016
  0011c8  mov     [rbp+0x38],r12
  0011cf  mov     qword ptr [rbp+0xd0],3
  0011da  mov     [rbp+0x48],r13
  0011e1  mov     qword ptr [rbp+0xe0],3
  0011ec  mov     qword ptr [rbp+0x58],0x1f
  0011f7  mov     rax,8
  001201  jmp     0x0000000000000016
  001206  mov     [rbp+0x38],r12
  00120d  mov     qword ptr [rbp+0xd0],3
  001218  mov     [rbp+0x48],r13
  00121f  mov     qword ptr [rbp+0xe0],3
  00122a  mov     qword ptr [rbp+0x58],0x21
  001235  mov     rax,9
  00123f  jmp     0x0000000000000016
  001244  mov     [rbp+0x38],r12
  00124b  mov     qword ptr [rbp+0xd0],3
  001256  mov     [rbp+0x48],r13
  00125d  mov     qword ptr [rbp+0xe0],3
  001268  mov     qword ptr [rbp+0x58],0x25
  001273  mov     [rbp+0x90],rdi
  00127a  mov     qword ptr [rbp+0x128],1
  001285  mov     [rbp+0x98],r14
  00128c  mov     qword ptr [rbp+0x130],1
  001297  mov     rax,0xa
  0012a1  jmp     0x0000000000000016
  0012a6  sub     rsi,r8
  0012a9  mov     [rbp+0x38],r12
  0012b0  mov     qword ptr [rbp+0xd0],3
  0012bb  mov     [rbp+0x48],r13
  0012c2  mov     qword ptr [rbp+0xe0],3
  0012cd  mov     qword ptr [rbp+0x58],0x26
  0012d8  mov     [rbp+0x90],rsi
  0012df  mov     qword ptr [rbp+0x128],1
  0012ea  mov     [rbp+0x98],r8
  0012f1  mov     qword ptr [rbp+0x130],1
  0012fc  mov     rax,0xc
  001306  jmp     0x0000000000000016
  00130b  sub     r14,1
  001312  mov     [rbp+0x38],r12
  001319  mov     qword ptr [rbp+0xd0],3
  001324  mov     [rbp+0x48],r13
  00132b  mov     qword ptr [rbp+0xe0],3
  001336  mov     qword ptr [rbp+0x58],0x2d
  001341  mov     [rbp+0x90],r14
  001348  mov     qword ptr [rbp+0x128],1
  001353  mov     qword ptr [rbp+0x98],1
  00135e  mov     qword ptr [rbp+0x130],1
  001369  mov     rax,0xe
  001373  jmp     0x0000000000000016
  001378  mov     [rbp+0x38],r12
  00137f  mov     qword ptr [rbp+0xd0],3
  00138a  mov     [rbp+0x48],r13
  001391  mov     qword ptr [rbp+0xe0],3
  00139c  mov     qword ptr [rbp+0x58],0x14
  0013a7  mov     qword ptr [rbp+0x90],1
  0013b2  mov     qword ptr [rbp+0x128],1
  0013bd  mov     rax,0x11
  0013c7  jmp     0x0000000000001849
  0013cc  mov     [rbp+0x38],r12
  0013d3  mov     qword ptr [rbp+0xd0],3
  0013de  mov     [rbp+0x48],r13
  0013e5  mov     qword ptr [rbp+0xe0],3
  0013f0  mov     qword ptr [rbp+0x58],0x25
  0013fb  mov     [rbp+0x90],rdi
  001402  mov     qword ptr [rbp+0x128],1
  00140d  mov     [rbp+0x98],r14
  001414  mov     qword ptr [rbp+0x130],1
  00141f  mov     rax,0x12
  001429  jmp     0x0000000000000016
  00142e  sub     rsi,rbx
  001431  mov     [rbp+0x38],r12
  001438  mov     qword ptr [rbp+0xd0],3
  001443  mov     [rbp+0x48],r13
  00144a  mov     qword ptr [rbp+0xe0],3
  001455  mov     qword ptr [rbp+0x58],0x26
  001460  mov     [rbp+0x90],rsi
  001467  mov     qword ptr [rbp+0x128],1
  001472  mov     [rbp+0x98],rbx
  001479  mov     qword ptr [rbp+0x130],1
  001484  mov     rax,0x14
  00148e  jmp     0x0000000000000016
  001493  sub     r14,1
  00149a  mov     [rbp+0x38],r12
  0014a1  mov     qword ptr [rbp+0xd0],3
  0014ac  mov     [rbp+0x48],r13
  0014b3  mov     qword ptr [rbp+0xe0],3
  0014be  mov     qword ptr [rbp+0x58],0x2d
  0014c9  mov     [rbp+0x90],r14
  0014d0  mov     qword ptr [rbp+0x128],1
  0014db  mov     qword ptr [rbp+0x98],1
  0014e6  mov     qword ptr [rbp+0x130],1
  0014f1  mov     rax,0x16
  0014fb  jmp     0x0000000000000016
  001500  mov     [rbp+0x38],r12
  001507  mov     qword ptr [rbp+0xd0],3
  001512  mov     [rbp+0x48],r13
  001519  mov     qword ptr [rbp+0xe0],3
  001524  mov     qword ptr [rbp+0x58],0x13
  00152f  mov     qword ptr [rbp+0x60],0x16
  00153a  mov     qword ptr [rbp+0xf8],2
  001545  mov     qword ptr [rbp+<exit lists 0>8],0x28
  001550  mov     qword ptr [rbp+0x120],2
  00155b  mov     [rbp+0x98],r15
  001562  mov     qword ptr [rbp+0x130],1
  00156d  mov     [rbp+0xa8],rbx
  001574  mov     qword ptr [rbp+0x140],1
  00157f  mov     rax,6
  001589  jmp     0x0000000000000016
  00158e  mov     [rbp+0x38],r12
  001595  mov     qword ptr [rbp+0xd0],3
  0015a0  mov     [rbp+0x48],r13
  0015a7  mov     qword ptr [rbp+0xe0],3
  0015b2  mov     qword ptr [rbp+0x58],0x26
  0015bd  mov     qword ptr [rbp+0x60],0x13
  0015c8  mov     qword ptr [rbp+0xf8],2
  0015d3  mov     qword ptr [rbp+<exit lists 0>8],0x28
  0015de  mov     qword ptr [rbp+0x120],2
  0015e9  mov     [rbp+0x98],r8
  0015f0  mov     qword ptr [rbp+0x130],1
  0015fb  mov     [rbp+0xa8],rbx
  001602  mov     qword ptr [rbp+0x140],1
  00160d  mov     rax,0xb
  001617  jmp     0x0000000000000016
  00161c  mov     [rbp+0x38],r12
  001623  mov     qword ptr [rbp+0xd0],3
  00162e  mov     [rbp+0x48],r13
  001635  mov     qword ptr [rbp+0xe0],3
  001640  mov     qword ptr [rbp+0x58],0x27
  00164b  mov     [rbp+0x90],rsi
  001652  mov     qword ptr [rbp+0x128],1
  00165d  mov     rax,0xd
  001667  jmp     0x0000000000000016
  00166c  mov     [rbp+0x38],r12
  001673  mov     qword ptr [rbp+0xd0],3
  00167e  mov     [rbp+0x48],r13
  001685  mov     qword ptr [rbp+0xe0],3
  001690  mov     qword ptr [rbp+0x58],0x2e
  00169b  mov     [rbp+0x90],r14
  0016a2  mov     qword ptr [rbp+0x128],1
  0016ad  mov     rax,0xf
  0016b7  jmp     0x0000000000000016
  0016bc  mov     [rbp+0x38],r12
  0016c3  mov     qword ptr [rbp+0xd0],3
  0016ce  mov     [rbp+0x48],r13
  0016d5  mov     qword ptr [rbp+0xe0],3
  0016e0  mov     qword ptr [rbp+0x58],0x26
  0016eb  mov     qword ptr [rbp+0x60],0x13
  0016f6  mov     qword ptr [rbp+0xf8],2
  001701  mov     qword ptr [rbp+<exit lists 0>8],0x28
  00170c  mov     qword ptr [rbp+0x120],2
  001717  mov     [rbp+0x98],rbx
  00171e  mov     qword ptr [rbp+0x130],1
  001729  mov     [rbp+0xa8],r8
  001730  mov     qword ptr [rbp+0x140],1
  00173b  mov     rax,0x13
  001745  jmp     0x0000000000000016
  00174a  mov     [rbp+0x38],r12
  001751  mov     qword ptr [rbp+0xd0],3
  00175c  mov     [rbp+0x48],r13
  001763  mov     qword ptr [rbp+0xe0],3
  00176e  mov     qword ptr [rbp+0x58],0x27
  001779  mov     [rbp+0x90],rsi
  001780  mov     qword ptr [rbp+0x128],1
  00178b  mov     rax,0x15
  001795  jmp     0x0000000000000016
  00179a  mov     [rbp+0x38],r12
  0017a1  mov     qword ptr [rbp+0xd0],3
  0017ac  mov     [rbp+0x48],r13
  0017b3  mov     qword ptr [rbp+0xe0],3
  0017be  mov     qword ptr [rbp+0x58],0x2e
  0017c9  mov     [rbp+0x90],r14
  0017d0  mov     qword ptr [rbp+0x128],1
  0017db  mov     rax,0x17
  0017e5  jmp     0x0000000000000016

; T1: 2320 bytes
; v0:list = input mem
  0017f0  cmp     qword ptr [rbp+0xd0],3
  0017fb  jne     0x0000000000001e7d
  001801  mov     rbx,[rbp+0x38]
; v1:list = input stack
  001808  cmp     qword ptr [rbp+0xe0],3
  001813  jne     0x0000000000001e7d
  001819  mov     r12,[rbp+0x48]
; v2:list = input rstack
  001820  cmp     qword ptr [rbp+0xe8],3
  00182b  jne     0x0000000000001e7d
  001831  jmp     0x000000000000184f
  001836  mov     rbx,[rbp+0x38]
  00183d  mov     r12,[rbp+0x48]
  001844  jmp     0x000000000000184f
  001849  mov     rbx,r12
  00184c  mov     r12,r13
  00184f  mov     rsi,[rbx+0x10]
; v3:int = readlist v0, 1 words => op_load/0 (6) {pc=22}
  001857  cmp     qword ptr [rbx],1
  001863  jbe     0x0000000000001e8c
  001869  mov     r13,[rsi+8]
; v4:int = len v1
  001871  mov     r14,[r12]
; v5:int = add v3, 1 => binary_add/0 (21) {stack=v1, pc=26, x=v3, y=1}
  001879  add     r13,1
  001880  jo      0x0000000000001eb1
; v6:list = set v0, 1, v5 owned words in_bounds => store_x/0 (32) {stack=v1, pc=27, x=v5}
  001886  mov     rax,[rbx-0x10]
  00188e  add     rax,[rbx-8]
  001896  cmp     rax,2
  00189c  jne     0x00000000000019c4
  0018a2  mov     [rsi+8],r13
; v7:list = append v1, v5 owned words
  0018aa  mov     rax,[r12-0x10]
  0018b2  add     rax,[r12-8]
  0018ba  cmp     rax,2
  0018c0  jne     0x0000000000001ac7
  0018c6  mov     rax,[r12]
  0018ce  cmp     rax,[r12+0x18]
  0018d6  jae     0x0000000000001ac7
  0018dc  mov     rdx,[r12+0x10]
  0018e4  lea     rdx,[rdx+rax*8]
  0018e8  add     rax,1
  0018ec  mov     [r12],rax
  0018f4  mov     [rdx],r13
; v8:int = readlist v6, 0 words => op_load/0 (57) {mem=v6, stack=v7, pc=6}
  0018f7  cmp     qword ptr [rbx],0
  001903  jbe     0x0000000000001f17
  001909  mov     r15,[rsi]
; v9:list = append v7, v8 owned words
  001911  mov     rax,[r12]
  001919  cmp     rax,[r12+0x18]
  001921  jae     0x0000000000001ba1
  001927  mov     rdx,[r12+0x10]
  00192f  lea     rdx,[rdx+rax*8]
  001933  add     rax,1
  001937  mov     [r12],rax
  00193f  mov     [rdx],r15
; v10:list = slice v9, 0, v4 owned words => pop2_top/3 (69) {mem=v6, stack=v9, pc=8, opcode='lt', k='binary_xy', y=v8, depth=v4}
  001942  cmp     r14,[r12]
  00194a  ja      0x0000000000001c7b
  001950  mov     [r12],r14
; v11:int = lt v5, v8
; guard_true v11 => jump_if_zero_x/0 (96) {mem=v6, stack=v10, pc=9, x=0}
  001958  cmp     r13,r15
  00195b  jge     0x0000000000001f60
; v13:list = set v6, 2, 0 owned words => store_x/0 (111) {mem=v6, stack=v10, pc=13, x=0}
  001961  cmp     qword ptr [rbx],2
  00196d  jbe     0x0000000000001d76
  001973  mov     qword ptr [rsi+0x10],0
; jump_trace T0 => dispatch_loop/0 (112) {mem=v13, stack=v10, pc=15}
  00197f  mov     [rbp+0x38],rbx
  001986  mov     qword ptr [rbp+0xd0],3
  001991  mov     [rbp+0x48],r12
  001998  mov     qword ptr [rbp+0xe0],3
  0019a3  mov     qword ptr [rbp+0x58],0xf
  0019ae  mov     qword ptr [rbp+0xf0],1
  0019b9  mov     r13,r12
  0019bc  mov     r12,rbx
  0019bf  jmp     0x00000000000000d4
  0019c4  sub     rsp,0x70
  0019cb  mov     [rsp+0x30],rcx
  0019d3  mov     [rsp+0x38],rsi
  0019db  mov     [rsp+0x40],rdi
  0019e3  mov     [rsp+0x48],r8
  0019eb  mov     [rsp+0x50],r9
  0019f3  mov     [rsp+0x58],r10
  0019fb  mov     [rsp],rbx
  001a03  mov     qword ptr [rsp+8],3
  001a0f  mov     qword ptr [rsp+0x10],1
  001a1b  mov     qword ptr [rsp+0x18],1
  001a27  mov     [rsp+0x20],r13
  001a2f  mov     qword ptr [rsp+0x28],1
  001a3b  mov     rdi,[rbp+0x20]
  001a42  mov     esi,0xe
  001a47  mov     rdx,rsp
  001a4a  mov     rcx,0xfffffffffffffffe
  001a54  mov     r8,0xfffffffffffffffe
  001a5e  mov     r9,0
  001a68  mov     rax,<list_op>
  001a72  call    rax
  001a74  mov     r11,rax
  001a77  mov     rcx,[rsp+0x30]
  001a7f  mov     rsi,[rsp+0x38]
  001a87  mov     rdi,[rsp+0x40]
  001a8f  mov     r8,[rsp+0x48]
  001a97  mov     r9,[rsp+0x50]
  001a9f  mov     r10,[rsp+0x58]
  001aa7  add     rsp,0x70
  001aae  test    rdx,rdx
  001ab1  je      0x0000000000001fbf
  001ab7  mov     rbx,r11
  001aba  mov     rsi,[rbx+0x10]
  001ac2  jmp     0x00000000000018aa
  001ac7  sub     rsp,0x70
  001ace  mov     [rsp+0x30],rcx
  001ad6  mov     [rsp+0x38],rsi
  001ade  mov     [rsp+0x40],rdi
  001ae6  mov     [rsp+0x48],r8
  001aee  mov     [rsp+0x50],r9
  001af6  mov     [rsp+0x58],r10
  001afe  mov     [rsp],r12
  001b06  mov     qword ptr [rsp+8],3
  001b12  mov     [rsp+0x10],r13
  001b1a  mov     qword ptr [rsp+0x18],1
  001b26  mov     rdi,[rbp+0x20]
  001b2d  mov     esi,0xf
  001b32  mov     rdx,rsp
  001b35  mov     rcx,0xfffffffffffffffc
  001b3f  mov     r8,0xfffffffffffffffc
  001b49  mov     r9,0
  001b53  mov     rax,<list_op>
  001b5d  call    rax
  001b5f  mov     r11,rax
  001b62  mov     rcx,[rsp+0x30]
  001b6a  mov     rsi,[rsp+0x38]
  001b72  mov     rdi,[rsp+0x40]
  001b7a  mov     r8,[rsp+0x48]
  001b82  mov     r9,[rsp+0x50]
  001b8a  mov     r10,[rsp+0x58]
  001b92  add     rsp,0x70
  001b99  mov     r12,r11
  001b9c  jmp     0x00000000000018f7
  001ba1  sub     rsp,0x70
  001ba8  mov     [rsp+0x30],rcx
  001bb0  mov     [rsp+0x38],rsi
  001bb8  mov     [rsp+0x40],rdi
  001bc0  mov     [rsp+0x48],r8
  001bc8  mov     [rsp+0x50],r9
  001bd0  mov     [rsp+0x58],r10
  001bd8  mov     [rsp],r12
  001be0  mov     qword ptr [rsp+8],3
  001bec  mov     [rsp+0x10],r15
  001bf4  mov     qword ptr [rsp+0x18],1
  001c00  mov     rdi,[rbp+0x20]
  001c07  mov     esi,0xf
  001c0c  mov     rdx,rsp
  001c0f  mov     rcx,0xfffffffffffffffc
  001c19  mov     r8,0xfffffffffffffffc
  001c23  mov     r9,0
  001c2d  mov     rax,<list_op>
  001c37  call    rax
  001c39  mov     r11,rax
  001c3c  mov     rcx,[rsp+0x30]
  001c44  mov     rsi,[rsp+0x38]
  001c4c  mov     rdi,[rsp+0x40]
  001c54  mov     r8,[rsp+0x48]
  001c5c  mov     r9,[rsp+0x50]
  001c64  mov     r10,[rsp+0x58]
  001c6c  add     rsp,0x70
  001c73  mov     r12,r11
  001c76  jmp     0x0000000000001942
  001c7b  sub     rsp,0x70
  001c82  mov     [rsp+0x30],rcx
  001c8a  mov     [rsp+0x38],rsi
  001c92  mov     [rsp+0x40],rdi
  001c9a  mov     [rsp+0x48],r8
  001ca2  mov     [rsp+0x50],r9
  001caa  mov     [rsp+0x58],r10
  001cb2  mov     [rsp],r12
  001cba  mov     qword ptr [rsp+8],3
  001cc6  mov     qword ptr [rsp+0x10],0
  001cd2  mov     qword ptr [rsp+0x18],1
  001cde  mov     [rsp+0x20],r14
  001ce6  mov     qword ptr [rsp+0x28],1
  001cf2  mov     rdi,[rbp+0x20]
  001cf9  mov     esi,0x10
  001cfe  mov     rdx,rsp
  001d01  mov     rcx,0xfffffffffffffffc
  001d0b  mov     r8,0xfffffffffffffffc
  001d15  mov     r9,0
  001d1f  mov     rax,<list_op>
  001d29  call    rax
  001d2b  mov     r11,rax
  001d2e  mov     rcx,[rsp+0x30]
  001d36  mov     rsi,[rsp+0x38]
  001d3e  mov     rdi,[rsp+0x40]
  001d46  mov     r8,[rsp+0x48]
  001d4e  mov     r9,[rsp+0x50]
  001d56  mov     r10,[rsp+0x58]
  001d5e  add     rsp,0x70
  001d65  test    rdx,rdx
  001d68  je      0x0000000000002008
  001d6e  mov     r12,r11
  001d71  jmp     0x0000000000001958
  001d76  sub     rsp,0x70
  001d7d  mov     [rsp+0x30],rcx
  001d85  mov     [rsp+0x38],rsi
  001d8d  mov     [rsp+0x40],rdi
  001d95  mov     [rsp+0x48],r8
  001d9d  mov     [rsp+0x50],r9
  001da5  mov     [rsp+0x58],r10
  001dad  mov     [rsp],rbx
  001db5  mov     qword ptr [rsp+8],3
  001dc1  mov     qword ptr [rsp+0x10],2
  001dcd  mov     qword ptr [rsp+0x18],1
  001dd9  mov     qword ptr [rsp+0x20],0
  001de5  mov     qword ptr [rsp+0x28],1
  001df1  mov     rdi,[rbp+0x20]
  001df8  mov     esi,0xe
  001dfd  mov     rdx,rsp
  001e00  mov     rcx,0xfffffffffffffffe
  001e0a  mov     r8,0xfffffffffffffffe
  001e14  mov     r9,0
  001e1e  mov     rax,<list_op>
  001e28  call    rax
  001e2a  mov     r11,rax
  001e2d  mov     rcx,[rsp+0x30]
  001e35  mov     rsi,[rsp+0x38]
  001e3d  mov     rdi,[rsp+0x40]
  001e45  mov     r8,[rsp+0x48]
  001e4d  mov     r9,[rsp+0x50]
  001e55  mov     r10,[rsp+0x58]
  001e5d  add     rsp,0x70
  001e64  test    rdx,rdx
  001e67  je      0x00000000000020a1
  001e6d  mov     rbx,r11
  001e70  mov     rsi,[rbx+0x10]
  001e78  jmp     0x000000000000197f
; exits
  001e7d  mov     rax,0x1fffffffe
  001e87  jmp     0x0000000000000016
  001e8c  mov     qword ptr [rbp+0x58],0x16
  001e97  mov     qword ptr [rbp+0xf0],1
  001ea2  mov     rax,0x100000000
  001eac  jmp     0x0000000000000016
  001eb1  sub     r13,1
  001eb8  mov     [rbp+0x48],r12
  001ebf  mov     qword ptr [rbp+0xe0],3
  001eca  mov     qword ptr [rbp+0x58],0x1a
  001ed5  mov     qword ptr [rbp+0xf0],1
  001ee0  mov     [rbp+0x90],r13
  001ee7  mov     qword ptr [rbp+0x128],1
  001ef2  mov     qword ptr [rbp+0x98],1
  001efd  mov     qword ptr [rbp+0x130],1
  001f08  mov     rax,0x100000001
  001f12  jmp     0x0000000000000016
  001f17  mov     [rbp+0x38],rbx
  001f1e  mov     qword ptr [rbp+0xd0],3
  001f29  mov     [rbp+0x48],r12
  001f30  mov     qword ptr [rbp+0xe0],3
  001f3b  mov     qword ptr [rbp+0x58],6
  001f46  mov     qword ptr [rbp+0xf0],1
  001f51  mov     rax,0x100000003
  001f5b  jmp     0x0000000000000016
  001f60  mov     [rbp+0x38],rbx
  001f67  mov     qword ptr [rbp+0xd0],3
  001f72  mov     [rbp+0x48],r12
  001f79  mov     qword ptr [rbp+0xe0],3
  001f84  mov     qword ptr [rbp+0x58],9
  001f8f  mov     qword ptr [rbp+0xf0],1
  001f9a  mov     qword ptr [rbp+0x90],0
  001fa5  mov     qword ptr [rbp+0x128],1
  001fb0  mov     rax,0x100000005
  001fba  jmp     0x0000000000000016
  001fbf  mov     [rbp+0x48],r12
  001fc6  mov     qword ptr [rbp+0xe0],3
  001fd1  mov     qword ptr [rbp+0x58],0x1b
  001fdc  mov     qword ptr [rbp+0xf0],1
  001fe7  mov     [rbp+0x90],r13
  001fee  mov     qword ptr [rbp+0x128],1
  001ff9  mov     rax,0x100000002
  002003  jmp     0x0000000000000016
  002008  mov     [rbp+0x38],rbx
  00200f  mov     qword ptr [rbp+0xd0],3
  00201a  mov     [rbp+0x48],r12
  002021  mov     qword ptr [rbp+0xe0],3
  00202c  mov     qword ptr [rbp+0x58],8
  002037  mov     qword ptr [rbp+0xf0],1
  002042  mov     qword ptr [rbp+0x60],0xd
  00204d  mov     qword ptr [rbp+0xf8],2
  002058  mov     qword ptr [rbp+0x88],0x28
  002063  mov     qword ptr [rbp+0x120],2
  00206e  mov     [rbp+0x98],r15
  002075  mov     qword ptr [rbp+0x130],1
  002080  mov     [rbp+0xa8],r14
  002087  mov     qword ptr [rbp+0x140],1
  002092  mov     rax,0x100000004
  00209c  jmp     0x0000000000000016
  0020a1  mov     [rbp+0x38],rbx
  0020a8  mov     qword ptr [rbp+0xd0],3
  0020b3  mov     [rbp+0x48],r12
  0020ba  mov     qword ptr [rbp+0xe0],3
  0020c5  mov     qword ptr [rbp+0x58],0xd
  0020d0  mov     qword ptr [rbp+0xf0],1
  0020db  mov     qword ptr [rbp+0x90],0
  0020e6  mov     qword ptr [rbp+0x128],1
  0020f1  mov     rax,0x100000006
  0020fb  jmp     0x0000000000000016
