; T0: 5815 bytes
; v0:list = input bytecode
  000030  cmp     qword ptr [rbp+0xc8],3
  00003b  jne     0x0000000000000fbd
; v1:list = input mem
  000041  cmp     qword ptr [rbp+0xd0],3
  00004c  jne     0x0000000000000fbd
  000052  mov     rbx,[rbp+0x38]
; v2:list = input stack
  000059  cmp     qword ptr [rbp+0xe0],3
  000064  jne     0x0000000000000fbd
  00006a  mov     r12,[rbp+0x48]
; v3:list = input rstack
  000071  cmp     qword ptr [rbp+0xe8],3
  00007c  jne     0x0000000000000fbd
; v4:int = input pc
  000082  cmp     qword ptr [rbp+0xf0],1
  00008d  jne     0x0000000000000fbd
  000093  mov     r13,[rbp+0x58]
; guard_value v4, 15 => dispatch_loop_promote_bytecode/0 (1) {mem=v1, stack=v2}
  00009a  cmp     r13,0xf
  0000a1  jne     0x0000000000000fcc
  0000a7  jmp     0x00000000000000ba
  0000ac  mov     rbx,[rbp+0x38]
  0000b3  mov     r12,[rbp+0x48]
; guard_words v1 => dispatch_loop/0 (0) {}
  0000ba  cmp     qword ptr [rbx+8],0
  0000c6  jne     0x0000000000001011
; v7:int = readlist v1, 2 words => dispatch_loop/0 (0) {}
  0000cc  cmp     qword ptr [rbx],2
  0000d8  jbe     0x0000000000001020
  0000de  mov     rax,[rbx+0x10]
  0000e6  mov     r13,[rax+0x10]
; v8:int = readlist v1, 3 words => dispatch_loop/0 (0) {}
  0000ee  cmp     qword ptr [rbx],3
  0000fa  jbe     0x000000000000102f
  000100  mov     rax,[rbx+0x10]
  000108  mov     r14,[rax+0x18]
; guard_words v2 => op_load/0 (4) {mem=v1, stack=v2}
  000110  cmp     qword ptr [r12+8],0
  00011c  jne     0x000000000000103e
; v10:int = len v2
  000122  mov     r15,[r12]
; v11:list = append v2, v7 owned words
  00012a  mov     rax,[r12-0x10]
  000132  add     rax,[r12-8]
  00013a  cmp     rax,2
  000140  jne     0x00000000000003b4
  000146  mov     rax,[r12]
  00014e  cmp     rax,[r12+0x18]
  000156  jae     0x00000000000003b4
  00015c  mov     rdx,[r12+0x10]
  000164  lea     rdx,[rdx+rax*8]
  000168  add     rax,1
  00016c  mov     [r12],rax
  000174  mov     [rdx],r13
; v12:int = readlist v1, 0 words => op_load/0 (9) {mem=v1, stack=v11, pc=17}
  000177  cmp     qword ptr [rbx],0
  000183  jbe     0x0000000000001071
  000189  mov     rax,[rbx+0x10]
  000191  mov     rsi,[rax]
; v13:list = append v11, v12 owned words
  000199  mov     rax,[r12]
  0001a1  cmp     rax,[r12+0x18]
  0001a9  jae     0x000000000000048e
  0001af  mov     rdx,[r12+0x10]
  0001b7  lea     rdx,[rdx+rax*8]
  0001bb  add     rax,1
  0001bf  mov     [r12],rax
  0001c7  mov     [rdx],rsi
; v14:list = slice v13, 0, v10 owned words => pop2_top/3 (22) {mem=v1, stack=v13, pc=19, opcode='eq', k='binary_xy', y=v12, depth=v10}
  0001ca  cmp     r15,[r12]
  0001d2  ja      0x0000000000000568
  0001d8  mov     [r12],r15
; v15:int = eq v7, v12
; guard_false v15 => jump_if_zero_x/0 (49) {mem=v1, stack=v14, pc=20, x=1}
  0001e0  cmp     r13,rsi
  0001e3  je      0x00000000000010af
; v17:list = append v14, v8 owned words
  0001e9  mov     rax,[r12]
  0001f1  cmp     rax,[r12+0x18]
  0001f9  jae     0x0000000000000663
  0001ff  mov     rdx,[r12+0x10]
  000207  lea     rdx,[rdx+rax*8]
  00020b  add     rax,1
  00020f  mov     [r12],rax
  000217  mov     [rdx],r14
; v18:int = readlist v1, 1 words => op_load/0 (60) {mem=v1, stack=v17, pc=33}
  00021a  cmp     qword ptr [rbx],1
  000226  jbe     0x0000000000001103
  00022c  mov     rax,[rbx+0x10]
  000234  mov     rdi,[rax+8]
; v19:int = mul v18, v7 => binary_mul/0 (80) {mem=v1, stack=v17, pc=37, x=v18, y=v7}
  00023c  mov     r11,rdi
  00023f  imul    r11,r13
  000243  jo      0x0000000000001141
  000249  mov     r8,r11
; v20:list = append v17, v19 owned words
  00024c  mov     rax,[r12]
  000254  cmp     rax,[r12+0x18]
  00025c  jae     0x000000000000073d
  000262  mov     rdx,[r12+0x10]
  00026a  lea     rdx,[rdx+rax*8]
  00026e  add     rax,1
  000272  mov     [r12],rax
  00027a  mov     [rdx],r8
; v21:list = slice v20, 0, v10 owned words => pop2_top/3 (90) {mem=v1, stack=v20, pc=38, opcode='add', k='binary_xy', y=v19, depth=v10}
  00027d  cmp     r15,[r12]
  000285  ja      0x0000000000000817
  00028b  mov     [r12],r15
; v22:int = add v8, v19 => binary_add/0 (92) {mem=v1, stack=v21, pc=38, x=v8, y=v19}
  000293  add     r14,r8
  000296  jo      0x00000000000011a3
; v23:list = set v1, 3, v22 owned words in_bounds => store_x/0 (103) {mem=v1, stack=v21, pc=39, x=v22}
  00029c  mov     rax,[rbx-0x10]
  0002a4  add     rax,[rbx-8]
  0002ac  cmp     rax,2
  0002b2  jne     0x0000000000000912
  0002b8  mov     rax,[rbx+0x10]
  0002c0  mov     [rax+0x18],r14
; v24:int = add v7, 1 => binary_add/0 (123) {mem=v23, stack=v21, pc=45, x=v7, y=1}
  0002c8  add     r13,1
  0002cf  jo      0x0000000000001208
; v25:list = set v23, 2, v24 owned words in_bounds => store_x/0 (134) {mem=v23, stack=v21, pc=46, x=v24}
  0002d5  mov     rax,[rbx+0x10]
  0002dd  mov     [rax+0x10],r13
; guard_steps => dispatch_loop/0 (150) {mem=v25, stack=v21}
; v27:list = phi mem v25
; v28:list = phi stack v21
; v29:int = phi - v24
; v30:int = phi - v22
; loop (150) {mem=v27, stack=v28}
  0002e5  mov     r9,[rbx+0x10]
  0002ed  nop     [rax]
; v32:int = len v28
  0002f0  mov     r8,[r12]
; v33:int = eq v29, v12
; guard_false v33 => jump_if_zero_x/0 (49) {mem=v27, stack=v28, pc=20, x=1}
  0002f8  cmp     r13,rsi
  0002fb  je      0x0000000000001275
; v35:list = append v28, v30 owned words
  000301  mov     rax,[r12]
  000309  cmp     rax,[r12+0x18]
  000311  jae     0x0000000000000b08
  000317  mov     rdx,[r12+0x10]
  00031f  lea     rdx,[rdx+rax*8]
  000323  add     rax,1
  000327  mov     [r12],rax
  00032f  mov     [rdx],r14
; v36:int = mul v18, v29 => binary_mul/0 (80) {mem=v27, stack=v35, pc=37, x=v18, y=v29}
  000332  mov     r11,rdi
  000335  imul    r11,r13
  000339  jo      0x00000000000012c9
  00033f  mov     r15,r11
; v37:list = append v35, v36 owned words
  000342  mov     rax,[r12]
  00034a  cmp     rax,[r12+0x18]
  000352  jae     0x0000000000000be2
  000358  mov     rdx,[r12+0x10]
  000360  lea     rdx,[rdx+rax*8]
  000364  add     rax,1
  000368  mov     [r12],rax
  000370  mov     [rdx],r15
; v38:list = slice v37, 0, v32 owned words => pop2_top/3 (90) {mem=v27, stack=v37, pc=38, opcode='add', k='binary_xy', y=v36, depth=v32}
  000373  cmp     r8,[r12]
  00037b  ja      0x0000000000000cbc
  000381  mov     [r12],r8
; v39:int = add v30, v36 => binary_add/0 (92) {mem=v27, stack=v38, pc=38, x=v30, y=v36}
  000389  add     r14,r15
  00038c  jo      0x000000000000132b
; v40:list = set v27, 3, v39 owned words in_bounds => store_x/0 (103) {mem=v27, stack=v38, pc=39, x=v39}
  000392  mov     [r9+0x18],r14
; v41:int = add v29, 1 => binary_add/0 (123) {mem=v40, stack=v38, pc=45, x=v29, y=1}
  00039a  add     r13,1
  0003a1  jo      0x0000000000001390
; v42:list = set v40, 2, v41 owned words in_bounds => store_x/0 (134) {mem=v40, stack=v38, pc=46, x=v41}
  0003a7  mov     [r9+0x10],r13
; guard_steps => dispatch_loop/0 (150) {mem=v42, stack=v38}
; jump (150) v27 <- v42, v28 <- v38, v29 <- v41, v30 <- v39
  0003af  jmp     0x00000000000002f0
  0003b4  sub     rsp,0x70
  0003bb  mov     [rsp+0x30],rcx
  0003c3  mov     [rsp+0x38],rsi
  0003cb  mov     [rsp+0x40],rdi
  0003d3  mov     [rsp+0x48],r8
  0003db  mov     [rsp+0x50],r9
  0003e3  mov     [rsp+0x58],r10
  0003eb  mov     [rsp],r12
  0003f3  mov     qword ptr [rsp+8],3
  0003ff  mov     [rsp+0x10],r13
  000407  mov     qword ptr [rsp+0x18],1
  000413  mov     rdi,[rbp+0x20]
  00041a  mov     esi,0xf
  00041f  mov     rdx,rsp
  000422  mov     rcx,0xfffffffffffffffc
  00042c  mov     r8,0xfffffffffffffffc
  000436  mov     r9,0
  000440  mov     rax,<list_op>
  00044a  call    rax
  00044c  mov     r11,rax
  00044f  mov     rcx,[rsp+0x30]
  000457  mov     rsi,[rsp+0x38]
  00045f  mov     rdi,[rsp+0x40]
  000467  mov     r8,[rsp+0x48]
  00046f  mov     r9,[rsp+0x50]
  000477  mov     r10,[rsp+0x58]
  00047f  add     rsp,0x70
  000486  mov     r12,r11
  000489  jmp     0x0000000000000177
  00048e  sub     rsp,0x70
  000495  mov     [rsp+0x30],rcx
  00049d  mov     [rsp+0x38],rsi
  0004a5  mov     [rsp+0x40],rdi
  0004ad  mov     [rsp+0x48],r8
  0004b5  mov     [rsp+0x50],r9
  0004bd  mov     [rsp+0x58],r10
  0004c5  mov     [rsp],r12
  0004cd  mov     qword ptr [rsp+8],3
  0004d9  mov     [rsp+0x10],rsi
  0004e1  mov     qword ptr [rsp+0x18],1
  0004ed  mov     rdi,[rbp+0x20]
  0004f4  mov     esi,0xf
  0004f9  mov     rdx,rsp
  0004fc  mov     rcx,0xfffffffffffffffc
  000506  mov     r8,0xfffffffffffffffc
  000510  mov     r9,0
  00051a  mov     rax,<list_op>
  000524  call    rax
  000526  mov     r11,rax
  000529  mov     rcx,[rsp+0x30]
  000531  mov     rsi,[rsp+0x38]
  000539  mov     rdi,[rsp+0x40]
  000541  mov     r8,[rsp+0x48]
  000549  mov     r9,[rsp+0x50]
  000551  mov     r10,[rsp+0x58]
  000559  add     rsp,0x70
  000560  mov     r12,r11
  000563  jmp     0x00000000000001ca
  000568  sub     rsp,0x70
  00056f  mov     [rsp+0x30],rcx
  000577  mov     [rsp+0x38],rsi
  00057f  mov     [rsp+0x40],rdi
  000587  mov     [rsp+0x48],r8
  00058f  mov     [rsp+0x50],r9
  000597  mov     [rsp+0x58],r10
  00059f  mov     [rsp],r12
  0005a7  mov     qword ptr [rsp+8],3
  0005b3  mov     qword ptr [rsp+0x10],0
  0005bf  mov     qword ptr [rsp+0x18],1
  0005cb  mov     [rsp+0x20],r15
  0005d3  mov     qword ptr [rsp+0x28],1
  0005df  mov     rdi,[rbp+0x20]
  0005e6  mov     esi,0x10
  0005eb  mov     rdx,rsp
  0005ee  mov     rcx,0xfffffffffffffffc
  0005f8  mov     r8,0xfffffffffffffffc
  000602  mov     r9,0
  00060c  mov     rax,<list_op>
  000616  call    rax
  000618  mov     r11,rax
  00061b  mov     rcx,[rsp+0x30]
  000623  mov     rsi,[rsp+0x38]
  00062b  mov     rdi,[rsp+0x40]
  000633  mov     r8,[rsp+0x48]
  00063b  mov     r9,[rsp+0x50]
  000643  mov     r10,[rsp+0x58]
  00064b  add     rsp,0x70
  000652  test    rdx,rdx
  000655  je      0x00000000000013fd
  00065b  mov     r12,r11
  00065e  jmp     0x00000000000001e0
  000663  sub     rsp,0x70
  00066a  mov     [rsp+0x30],rcx
  000672  mov     [rsp+0x38],rsi
  00067a  mov     [rsp+0x40],rdi
  000682  mov     [rsp+0x48],r8
  00068a  mov     [rsp+0x50],r9
  000692  mov     [rsp+0x58],r10
  00069a  mov     [rsp],r12
  0006a2  mov     qword ptr [rsp+8],3
  0006ae  mov     [rsp+0x10],r14
  0006b6  mov     qword ptr [rsp+0x18],1
  0006c2  mov     rdi,[rbp+0x20]
  0006c9  mov     esi,0xf
  0006ce  mov     rdx,rsp
  0006d1  mov     rcx,0xfffffffffffffffc
  0006db  mov     r8,0xfffffffffffffffc
  0006e5  mov     r9,0
  0006ef  mov     rax,<list_op>
  0006f9  call    rax
  0006fb  mov     r11,rax
  0006fe  mov     rcx,[rsp+0x30]
  000706  mov     rsi,[rsp+0x38]
  00070e  mov     rdi,[rsp+0x40]
  000716  mov     r8,[rsp+0x48]
  00071e  mov     r9,[rsp+0x50]
  000726  mov     r10,[rsp+0x58]
  00072e  add     rsp,0x70
  000735  mov     r12,r11
  000738  jmp     0x000000000000021a
  00073d  sub     rsp,0x70
  000744  mov     [rsp+0x30],rcx
  00074c  mov     [rsp+0x38],rsi
  000754  mov     [rsp+0x40],rdi
  00075c  mov     [rsp+0x48],r8
  000764  mov     [rsp+0x50],r9
  00076c  mov     [rsp+0x58],r10
  000774  mov     [rsp],r12
  00077c  mov     qword ptr [rsp+8],3
  000788  mov     [rsp+0x10],r8
  000790  mov     qword ptr [rsp+0x18],1
  00079c  mov     rdi,[rbp+0x20]
  0007a3  mov     esi,0xf
  0007a8  mov     rdx,rsp
  0007ab  mov     rcx,0xfffffffffffffffc
  0007b5  mov     r8,0xfffffffffffffffc
  0007bf  mov     r9,0
  0007c9  mov     rax,<list_op>
  0007d3  call    rax
  0007d5  mov     r11,rax
  0007d8  mov     rcx,[rsp+0x30]
  0007e0  mov     rsi,[rsp+0x38]
  0007e8  mov     rdi,[rsp+0x40]
  0007f0  mov     r8,[rsp+0x48]
  0007f8  mov     r9,[rsp+0x50]
  000800  mov     r10,[rsp+0x58]
  000808  add     rsp,0x70
  00080f  mov     r12,r11
  000812  jmp     0x000000000000027d
  000817  sub     rsp,0x70
  00081e  mov     [rsp+0x30],rcx
  000826  mov     [rsp+0x38],rsi
  00082e  mov     [rsp+0x40],rdi
  000836  mov     [rsp+0x48],r8
  00083e  mov     [rsp+0x50],r9
  000846  mov     [rsp+0x58],r10
  00084e  mov     [rsp],r12
  000856  mov     qword ptr [rsp+8],3
  000862  mov     qword ptr [rsp+0x10],0
  00086e  mov     qword ptr [rsp+0x18],1
  00087a  mov     [rsp+0x20],r15
  000882  mov     qword ptr [rsp+0x28],1
  00088e  mov     rdi,[rbp+0x20]
  000895  mov     esi,0x10
  00089a  mov     rdx,rsp
  00089d  mov     rcx,0xfffffffffffffffc
  0008a7  mov     r8,0xfffffffffffffffc
  0008b1  mov     r9,0
  0008bb  mov     rax,<list_op>
  0008c5  call    rax
  0008c7  mov     r11,rax
  0008ca  mov     rcx,[rsp+0x30]
  0008d2  mov     rsi,[rsp+0x38]
  0008da  mov     rdi,[rsp+0x40]
  0008e2  mov     r8,[rsp+0x48]
  0008ea  mov     r9,[rsp+0x50]
  0008f2  mov     r10,[rsp+0x58]
  0008fa  add     rsp,0x70
  000901  test    rdx,rdx
  000904  je      0x000000000000148b
  00090a  mov     r12,r11
  00090d  jmp     0x0000000000000293
  000912  sub     rsp,0x70
  000919  mov     [rsp+0x30],rcx
  000921  mov     [rsp+0x38],rsi
  000929  mov     [rsp+0x40],rdi
  000931  mov     [rsp+0x48],r8
  000939  mov     [rsp+0x50],r9
  000941  mov     [rsp+0x58],r10
  000949  mov     [rsp],rbx
  000951  mov     qword ptr [rsp+8],3
  00095d  mov     qword ptr [rsp+0x10],3
  000969  mov     qword ptr [rsp+0x18],1
  000975  mov     [rsp+0x20],r14
  00097d  mov     qword ptr [rsp+0x28],1
  000989  mov     rdi,[rbp+0x20]
  000990  mov     esi,0xe
  000995  mov     rdx,rsp
  000998  mov     rcx,0xfffffffffffffffe
  0009a2  mov     r8,0xfffffffffffffffe
  0009ac  mov     r9,0
  0009b6  mov     rax,<list_op>
  0009c0  call    rax
  0009c2  mov     r11,rax
  0009c5  mov     rcx,[rsp+0x30]
  0009cd  mov     rsi,[rsp+0x38]
  0009d5  mov     rdi,[rsp+0x40]
  0009dd  mov     r8,[rsp+0x48]
  0009e5  mov     r9,[rsp+0x50]
  0009ed  mov     r10,[rsp+0x58]
  0009f5  add     rsp,0x70
  0009fc  test    rdx,rdx
  0009ff  je      0x0000000000001519
  000a05  mov     rbx,r11
  000a08  jmp     0x00000000000002c8
  000a0d  sub     rsp,0x70
  000a14  mov     [rsp+0x30],rcx
  000a1c  mov     [rsp+0x38],rsi
  000a24  mov     [rsp+0x40],rdi
  000a2c  mov     [rsp+0x48],r8
  000a34  mov     [rsp+0x50],r9
  000a3c  mov     [rsp+0x58],r10
  000a44  mov     [rsp],rbx
  000a4c  mov     qword ptr [rsp+8],3
  000a58  mov     qword ptr [rsp+0x10],2
  000a64  mov     qword ptr [rsp+0x18],1
  000a70  mov     [rsp+0x20],r13
  000a78  mov     qword ptr [rsp+0x28],1
  000a84  mov     rdi,[rbp+0x20]
  000a8b  mov     esi,0xe
  000a90  mov     rdx,rsp
  000a93  mov     rcx,0xfffffffffffffffe
  000a9d  mov     r8,0xfffffffffffffffe
  000aa7  mov     r9,0
  000ab1  mov     rax,<list_op>
  000abb  call    rax
  000abd  mov     r11,rax
  000ac0  mov     rcx,[rsp+0x30]
  000ac8  mov     rsi,[rsp+0x38]
  000ad0  mov     rdi,[rsp+0x40]
  000ad8  mov     r8,[rsp+0x48]
  000ae0  mov     r9,[rsp+0x50]
  000ae8  mov     r10,[rsp+0x58]
  000af0  add     rsp,0x70
  000af7  test    rdx,rdx
  000afa  je      0x0000000000001569
  000b00  mov     rbx,r11
  000b03  jmp     0x00000000000002e5
  000b08  sub     rsp,0x70
  000b0f  mov     [rsp+0x30],rcx
  000b17  mov     [rsp+0x38],rsi
  000b1f  mov     [rsp+0x40],rdi
  000b27  mov     [rsp+0x48],r8
  000b2f  mov     [rsp+0x50],r9
  000b37  mov     [rsp+0x58],r10
  000b3f  mov     [rsp],r12
  000b47  mov     qword ptr [rsp+8],3
  000b53  mov     [rsp+0x10],r14
  000b5b  mov     qword ptr [rsp+0x18],1
  000b67  mov     rdi,[rbp+0x20]
  000b6e  mov     esi,0xf
  000b73  mov     rdx,rsp
  000b76  mov     rcx,0xfffffffffffffffc
  000b80  mov     r8,0xfffffffffffffffc
  000b8a  mov     r9,0
  000b94  mov     rax,<list_op>
  000b9e  call    rax
  000ba0  mov     r11,rax
  000ba3  mov     rcx,[rsp+0x30]
  000bab  mov     rsi,[rsp+0x38]
  000bb3  mov     rdi,[rsp+0x40]
  000bbb  mov     r8,[rsp+0x48]
  000bc3  mov     r9,[rsp+0x50]
  000bcb  mov     r10,[rsp+0x58]
  000bd3  add     rsp,0x70
  000bda  mov     r12,r11
  000bdd  jmp     0x0000000000000332
  000be2  sub     rsp,0x70
  000be9  mov     [rsp+0x30],rcx
  000bf1  mov     [rsp+0x38],rsi
  000bf9  mov     [rsp+0x40],rdi
  000c01  mov     [rsp+0x48],r8
  000c09  mov     [rsp+0x50],r9
  000c11  mov     [rsp+0x58],r10
  000c19  mov     [rsp],r12
  000c21  mov     qword ptr [rsp+8],3
  000c2d  mov     [rsp+0x10],r15
  000c35  mov     qword ptr [rsp+0x18],1
  000c41  mov     rdi,[rbp+0x20]
  000c48  mov     esi,0xf
  000c4d  mov     rdx,rsp
  000c50  mov     rcx,0xfffffffffffffffc
  000c5a  mov     r8,0xfffffffffffffffc
  000c64  mov     r9,0
  000c6e  mov     rax,<list_op>
  000c78  call    rax
  000c7a  mov     r11,rax
  000c7d  mov     rcx,[rsp+0x30]
  000c85  mov     rsi,[rsp+0x38]
  000c8d  mov     rdi,[rsp+0x40]
  000c95  mov     r8,[rsp+0x48]
  000c9d  mov     r9,[rsp+0x50]
  000ca5  mov     r10,[rsp+0x58]
  000cad  add     rsp,0x70
  000cb4  mov     r12,r11
  000cb7  jmp     0x0000000000000373
  000cbc  sub     rsp,0x70
  000cc3  mov     [rsp+0x30],rcx
  000ccb  mov     [rsp+0x38],rsi
  000cd3  mov     [rsp+0x40],rdi
  000cdb  mov     [rsp+0x48],r8
  000ce3  mov     [rsp+0x50],r9
  000ceb  mov     [rsp+0x58],r10
  000cf3  mov     [rsp],r12
  000cfb  mov     qword ptr [rsp+8],3
  000d07  mov     qword ptr [rsp+0x10],0
  000d13  mov     qword ptr [rsp+0x18],1
  000d1f  mov     [rsp+0x20],r8
  000d27  mov     qword ptr [rsp+0x28],1
  000d33  mov     rdi,[rbp+0x20]
  000d3a  mov     esi,0x10
  000d3f  mov     rdx,rsp
  000d42  mov     rcx,0xfffffffffffffffc
  000d4c  mov     r8,0xfffffffffffffffc
  000d56  mov     r9,0
  000d60  mov     rax,<list_op>
  000d6a  call    rax
  000d6c  mov     r11,rax
  000d6f  mov     rcx,[rsp+0x30]
  000d77  mov     rsi,[rsp+0x38]
  000d7f  mov     rdi,[rsp+0x40]
  000d87  mov     r8,[rsp+0x48]
  000d8f  mov     r9,[rsp+0x50]
  000d97  mov     r10,[rsp+0x58]
  000d9f  add     rsp,0x70
  000da6  test    rdx,rdx
  000da9  je      0x00000000000015b9
  000daf  mov     r12,r11
  000db2  jmp     0x0000000000000389
  000db7  sub     rsp,0x70
  000dbe  mov     [rsp+0x30],rcx
  000dc6  mov     [rsp+0x38],rsi
  000dce  mov     [rsp+0x40],rdi
  000dd6  mov     [rsp+0x48],r8
  000dde  mov     [rsp+0x50],r9
  000de6  mov     [rsp+0x58],r10
  000dee  mov     [rsp],rbx
  000df6  mov     qword ptr [rsp+8],3
  000e02  mov     qword ptr [rsp+0x10],3
  000e0e  mov     qword ptr [rsp+0x18],1
  000e1a  mov     [rsp+0x20],r14
  000e22  mov     qword ptr [rsp+0x28],1
  000e2e  mov     rdi,[rbp+0x20]
  000e35  mov     esi,0xe
  000e3a  mov     rdx,rsp
  000e3d  mov     rcx,0xfffffffffffffffe
  000e47  mov     r8,0xfffffffffffffffe
  000e51  mov     r9,0
  000e5b  mov     rax,<list_op>
  000e65  call    rax
  000e67  mov     r11,rax
  000e6a  mov     rcx,[rsp+0x30]
  000e72  mov     rsi,[rsp+0x38]
  000e7a  mov     rdi,[rsp+0x40]
  000e82  mov     r8,[rsp+0x48]
  000e8a  mov     r9,[rsp+0x50]
  000e92  mov     r10,[rsp+0x58]
  000e9a  add     rsp,0x70
  000ea1  test    rdx,rdx
  000ea4  je      0x0000000000001647
  000eaa  mov     rbx,r11
  000ead  mov     r9,[rbx+0x10]
  000eb5  jmp     0x000000000000039a
  000eba  sub     rsp,0x70
  000ec1  mov     [rsp+0x30],rcx
  000ec9  mov     [rsp+0x38],rsi
  000ed1  mov     [rsp+0x40],rdi
  000ed9  mov     [rsp+0x48],r8
  000ee1  mov     [rsp+0x50],r9
  000ee9  mov     [rsp+0x58],r10
  000ef1  mov     [rsp],rbx
  000ef9  mov     qword ptr [rsp+8],3
  000f05  mov     qword ptr [rsp+0x10],2
  000f11  mov     qword ptr [rsp+0x18],1
  000f1d  mov     [rsp+0x20],r13
  000f25  mov     qword ptr [rsp+0x28],1
  000f31  mov     rdi,[rbp+0x20]
  000f38  mov     esi,0xe
  000f3d  mov     rdx,rsp
  000f40  mov     rcx,0xfffffffffffffffe
  000f4a  mov     r8,0xfffffffffffffffe
  000f54  mov     r9,0
  000f5e  mov     rax,<list_op>
  000f68  call    rax
  000f6a  mov     r11,rax
  000f6d  mov     rcx,[rsp+0x30]
  000f75  mov     rsi,[rsp+0x38]
  000f7d  mov     rdi,[rsp+0x40]
  000f85  mov     r8,[rsp+0x48]
  000f8d  mov     r9,[rsp+0x50]
  000f95  mov     r10,[rsp+0x58]
  000f9d  add     rsp,0x70
  000fa4  test    rdx,rdx
  000fa7  je      0x0000000000001697
  000fad  mov     rbx,r11
  000fb0  mov     r9,[rbx+0x10]
  000fb8  jmp     0x00000000000003af
; exits
  000fbd  mov     rax,0xfffffffe
  000fc7  jmp     0x0000000000000016
  000fcc  mov     [rbp+0x10],r13
  000fd3  mov     qword ptr [rbp+0x18],1
  000fde  mov     [rbp+0x38],rbx
  000fe5  mov     qword ptr [rbp+0xd0],3
  000ff0  mov     [rbp+0x48],r12
  000ff7  mov     qword ptr [rbp+0xe0],3
  001002  mov     rax,0
  00100c  jmp     0x0000000000000016
  001011  mov     rax,1
  00101b  jmp     0x0000000000000016
  001020  mov     rax,2
  00102a  jmp     0x0000000000000016
  00102f  mov     rax,3
  001039  jmp     0x0000000000000016
  00103e  mov     [rbp+0x38],rbx
  001045  mov     qword ptr [rbp+0xd0],3
  001050  mov     [rbp+0x48],r12
  001057  mov     qword ptr [rbp+0xe0],3
  001062  mov     rax,4
  00106c  jmp     0x0000000000000016
  001071  mov     [rbp+0x38],rbx
  001078  mov     qword ptr [rbp+0xd0],3
  001083  mov     [rbp+0x48],r12
  00108a  mov     qword ptr [rbp+0xe0],3
  001095  mov     qword ptr [rbp+0x58],0x11
  0010a0  mov     rax,5
  0010aa  jmp     0x0000000000000016
  0010af  mov     [rbp+0x38],rbx
  0010b6  mov     qword ptr [rbp+0xd0],3
  0010c1  mov     [rbp+0x48],r12
  0010c8  mov     qword ptr [rbp+0xe0],3
  0010d3  mov     qword ptr [rbp+0x58],0x14
  0010de  mov     qword ptr [rbp+0x90],1
  0010e9  mov     qword ptr [rbp+0x128],1
  0010f4  mov     rax,7
  0010fe  jmp     0x0000000000000016
  001103  mov     [rbp+0x38],rbx
  00110a  mov     qword ptr [rbp+0xd0],3
  001115  mov     [rbp+0x48],r12
  00111c  mov     qword ptr [rbp+0xe0],3
  001127  mov     qword ptr [rbp+0x58],0x21
  001132  mov     rax,8
  00113c  jmp     0x0000000000000016
  001141  mov     [rbp+0x38],rbx
  001148  mov     qword ptr [rbp+0xd0],3
  001153  mov     [rbp+0x48],r12
  00115a  mov     qword ptr [rbp+0xe0],3
  001165  mov     qword ptr [rbp+0x58],0x25
  001170  mov     [rbp+0x90],rdi
  001177  mov     qword ptr [rbp+0x128],1
  001182  mov     [rbp+0x98],r13
  001189  mov     qword ptr [rbp+0x130],1
  001194  mov     rax,9
  00119e  jmp     0x0000000000000016
  0011a3  sub     r14,r8
  0011a6  mov     [rbp+0x38],rbx
  0011ad  mov     qword ptr [rbp+0xd0],3
  0011b8  mov     [rbp+0x48],r12
  0011bf  mov     qword ptr [rbp+0xe0],3
  0011ca  mov     qword ptr [rbp+0x58],0x26
  0011d5  mov     [rbp+0x90],r14
  0011dc  mov     qword ptr [rbp+0x128],1
  0011e7  mov     [rbp+0x98],r8
  0011ee  mov     qword ptr [rbp+0x130],1
  0011f9  mov     rax,0xb
  001203  jmp     0x0000000000000016
  001208  sub     r13,1
  00120f  mov     [rbp+0x38],rbx
  001216  mov     qword ptr [rbp+0xd0],3
  001221  mov     [rbp+0x48],r12
  001228  mov     qword ptr [rbp+0xe0],3
  001233  mov     qword ptr [rbp+0x58],0x2d
  00123e  mov     [rbp+0x90],r13
  001245  mov     qword ptr [rbp+0x128],1
  001250  mov     qword ptr [rbp+0x98],1
  00125b  mov     qword ptr [rbp+0x130],1
  001266  mov     rax,0xd
  001270  jmp     0x0000000000000016
  001275  mov     [rbp+0x38],rbx
  00127c  mov     qword ptr [rbp+0xd0],3
  001287  mov     [rbp+0x48],r12
  00128e  mov     qword ptr [rbp+0xe0],3
  001299  mov     qword ptr [rbp+0x58],0x14
  0012a4  mov     qword ptr [rbp+0x90],1
  0012af  mov     qword ptr [rbp+0x128],1
  0012ba  mov     rax,0x10
  0012c4  jmp     0x0000000000001e9a
  0012c9  mov     [rbp+0x38],rbx
  0012d0  mov     qword ptr [rbp+0xd0],3
  0012db  mov     [rbp+0x48],r12
  0012e2  mov     qword ptr [rbp+0xe0],3
  0012ed  mov     qword ptr [rbp+0x58],0x25
  0012f8  mov     [rbp+0x90],rdi
  0012ff  mov     qword ptr [rbp+0x128],1
  00130a  mov     [rbp+0x98],r13
  001311  mov     qword ptr [rbp+0x130],1
  00131c  mov     rax,0x11
  001326  jmp     0x0000000000000016
  00132b  sub     r14,r15
  00132e  mov     [rbp+0x38],rbx
  001335  mov     qword ptr [rbp+0xd0],3
  001340  mov     [rbp+0x48],r12
  001347  mov     qword ptr [rbp+0xe0],3
  001352  mov     qword ptr [rbp+0x58],0x26
  00135d  mov     [rbp+0x90],r14
  001364  mov     qword ptr [rbp+0x128],1
  00136f  mov     [rbp+0x98],r15
  001376  mov     qword ptr [rbp+0x130],1
  001381  mov     rax,0x13
  00138b  jmp     0x0000000000000016
  001390  sub     r13,1
  001397  mov     [rbp+0x38],rbx
  00139e  mov     qword ptr [rbp+0xd0],3
  0013a9  mov     [rbp+0x48],r12
  0013b0  mov     qword ptr [rbp+0xe0],3
  0013bb  mov     qword ptr [rbp+0x58],0x2d
  0013c6  mov     [rbp+0x90],r13
  0013cd  mov     qword ptr [rbp+0x128],1
  0013d8  mov     qword ptr [rbp+0x98],1
  0013e3  mov     qword ptr [rbp+0x130],1
  0013ee  mov     rax,0x15
  0013f8  jmp     0x0000000000000016
  0013fd  mov     [rbp+0x38],rbx
  001404  mov     qword ptr [rbp+0xd0],3
  00140f  mov     [rbp+0x48],r12
  001416  mov     qword ptr [rbp+0xe0],3
  001421  mov     qword ptr [rbp+0x58],0x13
  00142c  mov     qword ptr [rbp+0x60],0x16
  001437  mov     qword ptr [rbp+0xf8],2
  001442  mov     qword ptr [rbp+0x88],0x28
  00144d  mov     qword ptr [rbp+0x120],2
  001458  mov     [rbp+0x98],rsi
  00145f  mov     qword ptr [rbp+0x130],1
  00146a  mov     [rbp+0xa8],r15
  001471  mov     qword ptr [rbp+0x140],1
  00147c  mov     rax,6
  001486  jmp     0x0000000000000016
  00148b  mov     [rbp+0x38],rbx
  001492  mov     qword ptr [rbp+0xd0],3
  00149d  mov     [rbp+0x48],r12
  0014a4  mov     qword ptr [rbp+0xe0],3
  0014af  mov     qword ptr [rbp+0x58],0x26
  0014ba  mov     qword ptr [rbp+0x60],0x13
  0014c5  mov     qword ptr [rbp+0xf8],2
  0014d0  mov     qword ptr [rbp+0x88],0x28
  0014db  mov     qword ptr [rbp+0x120],2
  0014e6  mov     [rbp+0x98],r8
  0014ed  mov     qword ptr [rbp+0x130],1
  0014f8  mov     [rbp+0xa8],r15
  0014ff  mov     qword ptr [rbp+0x140],1
  00150a  mov     rax,0xa
  001514  jmp     0x0000000000000016
  001519  mov     [rbp+0x38],rbx
  001520  mov     qword ptr [rbp+0xd0],3
  00152b  mov     [rbp+0x48],r12
  001532  mov     qword ptr [rbp+0xe0],3
  00153d  mov     qword ptr [rbp+0x58],0x27
  001548  mov     [rbp+0x90],r14
  00154f  mov     qword ptr [rbp+0x128],1
  00155a  mov     rax,0xc
  001564  jmp     0x0000000000000016
  001569  mov     [rbp+0x38],rbx
  001570  mov     qword ptr [rbp+0xd0],3
  00157b  mov     [rbp+0x48],r12
  001582  mov     qword ptr [rbp+0xe0],3
  00158d  mov     qword ptr [rbp+0x58],0x2e
  001598  mov     [rbp+0x90],r13
  00159f  mov     qword ptr [rbp+0x128],1
  0015aa  mov     rax,0xe
  0015b4  jmp     0x0000000000000016
  0015b9  mov     [rbp+0x38],rbx
  0015c0  mov     qword ptr [rbp+0xd0],3
  0015cb  mov     [rbp+0x48],r12
  0015d2  mov     qword ptr [rbp+0xe0],3
  0015dd  mov     qword ptr [rbp+0x58],0x26
  0015e8  mov     qword ptr [rbp+0x60],0x13
  0015f3  mov     qword ptr [rbp+0xf8],2
  0015fe  mov     qword ptr [rbp+0x88],0x28
  001609  mov     qword ptr [rbp+0x120],2
  001614  mov     [rbp+0x98],r15
  00161b  mov     qword ptr [rbp+0x130],1
  001626  mov     [rbp+0xa8],r8
  00162d  mov     qword ptr [rbp+0x140],1
  001638  mov     rax,0x12
  001642  jmp     0x0000000000000016
  001647  mov     [rbp+0x38],rbx
  00164e  mov     qword ptr [rbp+0xd0],3
  001659  mov     [rbp+0x48],r12
  001660  mov     qword ptr [rbp+0xe0],3
  00166b  mov     qword ptr [rbp+0x58],0x27
  001676  mov     [rbp+0x90],r14
  00167d  mov     qword ptr [rbp+0x128],1
  001688  mov     rax,0x14
  001692  jmp     0x0000000000000016
  001697  mov     [rbp+0x38],rbx
  00169e  mov     qword ptr [rbp+0xd0],3
  0016a9  mov     [rbp+0x48],r12
  0016b0  mov     qword ptr [rbp+0xe0],3
  0016bb  mov     qword ptr [rbp+0x58],0x2e
  0016c6  mov     [rbp+0x90],r13
  0016cd  mov     qword ptr [rbp+0x128],1
  0016d8  mov     rax,0x16
  0016e2  jmp     0x0000000000000016

; T1: 1852 bytes
; v0:list = input bytecode
  0016f0  cmp     qword ptr [rbp+0xc8],3
  0016fb  jne     0x0000000000001ca3
; v1:list = input mem
  001701  cmp     qword ptr [rbp+0xd0],3
  00170c  jne     0x0000000000001ca3
  001712  mov     rbx,[rbp+0x38]
; v2:list = input stack
  001719  cmp     qword ptr [rbp+0xe0],3
  001724  jne     0x0000000000001ca3
  00172a  mov     r12,[rbp+0x48]
; v3:list = input rstack
  001731  cmp     qword ptr [rbp+0xe8],3
  00173c  jne     0x0000000000001ca3
; v4:int = input pc
  001742  cmp     qword ptr [rbp+0xf0],1
  00174d  jne     0x0000000000001ca3
  001753  mov     r13,[rbp+0x58]
; guard_value v4, 4 => dispatch_loop_promote_bytecode/0 (1) {}
  00175a  cmp     r13,4
  001761  jne     0x0000000000001cb2
  001767  jmp     0x000000000000177a
  00176c  mov     rbx,[rbp+0x38]
  001773  mov     r12,[rbp+0x48]
  00177a  mov     rsi,[rbx+0x10]
; guard_words v1 => op_load/0 (4) {}
  001782  cmp     qword ptr [rbx+8],0
  00178e  jne     0x0000000000001cd3
; v7:int = readlist v1, 1 words => op_load/0 (4) {}
  001794  cmp     qword ptr [rbx],1
  0017a0  jbe     0x0000000000001ce2
  0017a6  mov     r13,[rsi+8]
; guard_words v2 => op_load/0 (4) {}
  0017ae  cmp     qword ptr [r12+8],0
  0017ba  jne     0x0000000000001cf1
; v9:int = len v2
  0017c0  mov     r14,[r12]
; v10:list = append v2, v7 owned words
  0017c8  mov     rax,[r12-0x10]
  0017d0  add     rax,[r12-8]
  0017d8  cmp     rax,2
  0017de  jne     0x00000000000018ed
  0017e4  mov     rax,[r12]
  0017ec  cmp     rax,[r12+0x18]
  0017f4  jae     0x00000000000018ed
  0017fa  mov     rdx,[r12+0x10]
  001802  lea     rdx,[rdx+rax*8]
  001806  add     rax,1
  00180a  mov     [r12],rax
  001812  mov     [rdx],r13
; v11:int = readlist v1, 0 words => op_load/0 (9) {stack=v10, pc=6}
  001815  cmp     qword ptr [rbx],0
  001821  jbe     0x0000000000001d00
  001827  mov     r15,[rsi]
; v12:list = append v10, v11 owned words
  00182f  mov     rax,[r12]
  001837  cmp     rax,[r12+0x18]
  00183f  jae     0x00000000000019c7
  001845  mov     rdx,[r12+0x10]
  00184d  lea     rdx,[rdx+rax*8]
  001851  add     rax,1
  001855  mov     [r12],rax
  00185d  mov     [rdx],r15
; v13:list = slice v12, 0, v9 owned words => pop2_top/3 (21) {stack=v12, pc=8, opcode='lt', k='binary_xy', y=v11, depth=v9}
  001860  cmp     r14,[r12]
  001868  ja      0x0000000000001aa1
  00186e  mov     [r12],r14
; v14:int = lt v7, v11
; guard_true v14 => jump_if_zero_x/0 (48) {stack=v13, pc=9, x=0}
  001876  cmp     r13,r15
  001879  jge     0x0000000000001d2c
; v16:list = set v1, 2, 0 owned words => store_x/0 (63) {stack=v13, pc=13, x=0}
  00187f  mov     rax,[rbx-0x10]
  001887  add     rax,[rbx-8]
  00188f  cmp     rax,2
  001895  jne     0x0000000000001b9c
  00189b  cmp     qword ptr [rbx],2
  0018a7  jbe     0x0000000000001b9c
  0018ad  mov     qword ptr [rsi+0x10],0
; jump_trace T0 => dispatch_loop/0 (64) {mem=v16, stack=v13, pc=15}
  0018b9  mov     [rbp+0x38],rbx
  0018c0  mov     qword ptr [rbp+0xd0],3
  0018cb  mov     [rbp+0x48],r12
  0018d2  mov     qword ptr [rbp+0xe0],3
  0018dd  mov     qword ptr [rbp+0x58],0xf
  0018e8  jmp     0x00000000000000ba
  0018ed  sub     rsp,0x70
  0018f4  mov     [rsp+0x30],rcx
  0018fc  mov     [rsp+0x38],rsi
  001904  mov     [rsp+0x40],rdi
  00190c  mov     [rsp+0x48],r8
  001914  mov     [rsp+0x50],r9
  00191c  mov     [rsp+0x58],r10
  001924  mov     [rsp],r12
  00192c  mov     qword ptr [rsp+8],3
  001938  mov     [rsp+0x10],r13
  001940  mov     qword ptr [rsp+0x18],1
  00194c  mov     rdi,[rbp+0x20]
  001953  mov     esi,0xf
  001958  mov     rdx,rsp
  00195b  mov     rcx,0xfffffffffffffffc
  001965  mov     r8,0xfffffffffffffffc
  00196f  mov     r9,0
  001979  mov     rax,<list_op>
  001983  call    rax
  001985  mov     r11,rax
  001988  mov     rcx,[rsp+0x30]
  001990  mov     rsi,[rsp+0x38]
  001998  mov     rdi,[rsp+0x40]
  0019a0  mov     r8,[rsp+0x48]
  0019a8  mov     r9,[rsp+0x50]
  0019b0  mov     r10,[rsp+0x58]
  0019b8  add     rsp,0x70
  0019bf  mov     r12,r11
  0019c2  jmp     0x0000000000001815
  0019c7  sub     rsp,0x70
  0019ce  mov     [rsp+0x30],rcx
  0019d6  mov     [rsp+0x38],rsi
  0019de  mov     [rsp+0x40],rdi
  0019e6  mov     [rsp+0x48],r8
  0019ee  mov     [rsp+0x50],r9
  0019f6  mov     [rsp+0x58],r10
  0019fe  mov     [rsp],r12
  001a06  mov     qword ptr [rsp+8],3
  001a12  mov     [rsp+0x10],r15
  001a1a  mov     qword ptr [rsp+0x18],1
  001a26  mov     rdi,[rbp+0x20]
  001a2d  mov     esi,0xf
  001a32  mov     rdx,rsp
  001a35  mov     rcx,0xfffffffffffffffc
  001a3f  mov     r8,0xfffffffffffffffc
  001a49  mov     r9,0
  001a53  mov     rax,<list_op>
  001a5d  call    rax
  001a5f  mov     r11,rax
  001a62  mov     rcx,[rsp+0x30]
  001a6a  mov     rsi,[rsp+0x38]
  001a72  mov     rdi,[rsp+0x40]
  001a7a  mov     r8,[rsp+0x48]
  001a82  mov     r9,[rsp+0x50]
  001a8a  mov     r10,[rsp+0x58]
  001a92  add     rsp,0x70
  001a99  mov     r12,r11
  001a9c  jmp     0x0000000000001860
  001aa1  sub     rsp,0x70
  001aa8  mov     [rsp+0x30],rcx
  001ab0  mov     [rsp+0x38],rsi
  001ab8  mov     [rsp+0x40],rdi
  001ac0  mov     [rsp+0x48],r8
  001ac8  mov     [rsp+0x50],r9
  001ad0  mov     [rsp+0x58],r10
  001ad8  mov     [rsp],r12
  001ae0  mov     qword ptr [rsp+8],3
  001aec  mov     qword ptr [rsp+0x10],0
  001af8  mov     qword ptr [rsp+0x18],1
  001b04  mov     [rsp+0x20],r14
  001b0c  mov     qword ptr [rsp+0x28],1
  001b18  mov     rdi,[rbp+0x20]
  001b1f  mov     esi,0x10
  001b24  mov     rdx,rsp
  001b27  mov     rcx,0xfffffffffffffffc
  001b31  mov     r8,0xfffffffffffffffc
  001b3b  mov     r9,0
  001b45  mov     rax,<list_op>
  001b4f  call    rax
  001b51  mov     r11,rax
  001b54  mov     rcx,[rsp+0x30]
  001b5c  mov     rsi,[rsp+0x38]
  001b64  mov     rdi,[rsp+0x40]
  001b6c  mov     r8,[rsp+0x48]
  001b74  mov     r9,[rsp+0x50]
  001b7c  mov     r10,[rsp+0x58]
  001b84  add     rsp,0x70
  001b8b  test    rdx,rdx
  001b8e  je      0x0000000000001d6e
  001b94  mov     r12,r11
  001b97  jmp     0x0000000000001876
  001b9c  sub     rsp,0x70
  001ba3  mov     [rsp+0x30],rcx
  001bab  mov     [rsp+0x38],rsi
  001bb3  mov     [rsp+0x40],rdi
  001bbb  mov     [rsp+0x48],r8
  001bc3  mov     [rsp+0x50],r9
  001bcb  mov     [rsp+0x58],r10
  001bd3  mov     [rsp],rbx
  001bdb  mov     qword ptr [rsp+8],3
  001be7  mov     qword ptr [rsp+0x10],2
  001bf3  mov     qword ptr [rsp+0x18],1
  001bff  mov     qword ptr [rsp+0x20],0
  001c0b  mov     qword ptr [rsp+0x28],1
  001c17  mov     rdi,[rbp+0x20]
  001c1e  mov     esi,0xe
  001c23  mov     rdx,rsp
  001c26  mov     rcx,0xfffffffffffffffe
  001c30  mov     r8,0xfffffffffffffffe
  001c3a  mov     r9,0
  001c44  mov     rax,<list_op>
  001c4e  call    rax
  001c50  mov     r11,rax
  001c53  mov     rcx,[rsp+0x30]
  001c5b  mov     rsi,[rsp+0x38]
  001c63  mov     rdi,[rsp+0x40]
  001c6b  mov     r8,[rsp+0x48]
  001c73  mov     r9,[rsp+0x50]
  001c7b  mov     r10,[rsp+0x58]
  001c83  add     rsp,0x70
  001c8a  test    rdx,rdx
  001c8d  je      0x0000000000001dea
  001c93  mov     rbx,r11
  001c96  mov     rsi,[rbx+0x10]
  001c9e  jmp     0x00000000000018b9
; exits
  001ca3  mov     rax,0x1fffffffe
  001cad  jmp     0x0000000000000016
  001cb2  mov     [rbp+0x10],r13
  001cb9  mov     qword ptr [rbp+0x18],1
  001cc4  mov     rax,0x100000000
  001cce  jmp     0x0000000000000016
  001cd3  mov     rax,0x100000001
  001cdd  jmp     0x0000000000000016
  001ce2  mov     rax,0x100000002
  001cec  jmp     0x0000000000000016
  001cf1  mov     rax,0x100000003
  001cfb  jmp     0x0000000000000016
  001d00  mov     [rbp+0x48],r12
  001d07  mov     qword ptr [rbp+0xe0],3
  001d12  mov     qword ptr [rbp+0x58],6
  001d1d  mov     rax,0x100000004
  001d27  jmp     0x0000000000000016
  001d2c  mov     [rbp+0x48],r12
  001d33  mov     qword ptr [rbp+0xe0],3
  001d3e  mov     qword ptr [rbp+0x58],9
  001d49  mov     qword ptr [rbp+0x90],0
  001d54  mov     qword ptr [rbp+0x128],1
  001d5f  mov     rax,0x100000006
  001d69  jmp     0x0000000000000016
  001d6e  mov     [rbp+0x48],r12
  001d75  mov     qword ptr [rbp+0xe0],3
  001d80  mov     qword ptr [rbp+0x58],8
  001d8b  mov     qword ptr [rbp+0x60],0xd
  001d96  mov     qword ptr [rbp+0xf8],2
  001da1  mov     qword ptr [rbp+0x88],0x28
  001dac  mov     qword ptr [rbp+0x120],2
  001db7  mov     [rbp+0x98],r15
  001dbe  mov     qword ptr [rbp+0x130],1
  001dc9  mov     [rbp+0xa8],r14
  001dd0  mov     qword ptr [rbp+0x140],1
  001ddb  mov     rax,0x100000005
  001de5  jmp     0x0000000000000016
  001dea  mov     [rbp+0x48],r12
  001df1  mov     qword ptr [rbp+0xe0],3
  001dfc  mov     qword ptr [rbp+0x58],0xd
  001e07  mov     qword ptr [rbp+0x90],0
  001e12  mov     qword ptr [rbp+0x128],1
  001e1d  mov     rax,0x100000007
  001e27  jmp     0x0000000000000016

; T2: 2311 bytes
; v0:list = input bytecode
  001e30  cmp     qword ptr [rbp+0xc8],3
  001e3b  jne     0x00000000000024ca
; v1:list = input mem
  001e41  cmp     qword ptr [rbp+0xd0],3
  001e4c  jne     0x00000000000024ca
  001e52  mov     rbx,[rbp+0x38]
; v2:list = input stack
  001e59  cmp     qword ptr [rbp+0xe0],3
  001e64  jne     0x00000000000024ca
  001e6a  mov     r12,[rbp+0x48]
; v3:list = input rstack
  001e71  cmp     qword ptr [rbp+0xe8],3
  001e7c  jne     0x00000000000024ca
  001e82  jmp     0x0000000000001e9a
  001e87  mov     rbx,[rbp+0x38]
  001e8e  mov     r12,[rbp+0x48]
  001e95  jmp     0x0000000000001e9a
; v4:int = readlist v1, 1 words => jump_if_zero_x/0 (0) {}
  001e9a  cmp     qword ptr [rbx],1
  001ea6  jbe     0x00000000000024d9
  001eac  mov     rax,[rbx+0x10]
  001eb4  mov     r13,[rax+8]
  001ebc  mov     rsi,[rbx+0x10]
; v5:int = len v2
  001ec4  mov     r14,[r12]
; v6:int = add v4, 1 => binary_add/0 (21) {stack=v2, pc=26, x=v4, y=1}
  001ecc  add     r13,1
  001ed3  jo      0x00000000000024e8
; v7:list = set v1, 1, v6 owned words in_bounds => store_x/0 (32) {stack=v2, pc=27, x=v6}
  001ed9  mov     rax,[rbx-0x10]
  001ee1  add     rax,[rbx-8]
  001ee9  cmp     rax,2
  001eef  jne     0x0000000000002011
  001ef5  mov     [rsi+8],r13
; v8:list = append v2, v6 owned words
  001efd  mov     rax,[r12-0x10]
  001f05  add     rax,[r12-8]
  001f0d  cmp     rax,2
  001f13  jne     0x0000000000002114
  001f19  mov     rax,[r12]
  001f21  cmp     rax,[r12+0x18]
  001f29  jae     0x0000000000002114
  001f2f  mov     rdx,[r12+0x10]
  001f37  lea     rdx,[rdx+rax*8]
  001f3b  add     rax,1
  001f3f  mov     [r12],rax
  001f47  mov     [rdx],r13
; v9:int = readlist v7, 0 words => op_load/0 (57) {mem=v7, stack=v8, pc=6}
  001f4a  cmp     qword ptr [rbx],0
  001f56  jbe     0x000000000000254e
  001f5c  mov     r15,[rsi]
; v10:list = append v8, v9 owned words
  001f64  mov     rax,[r12]
  001f6c  cmp     rax,[r12+0x18]
  001f74  jae     0x00000000000021ee
  001f7a  mov     rdx,[r12+0x10]
  001f82  lea     rdx,[rdx+rax*8]
  001f86  add     rax,1
  001f8a  mov     [r12],rax
  001f92  mov     [rdx],r15
; v11:list = slice v10, 0, v5 owned words => pop2_top/3 (69) {mem=v7, stack=v10, pc=8, opcode='lt', k='binary_xy', y=v9, depth=v5}
  001f95  cmp     r14,[r12]
  001f9d  ja      0x00000000000022c8
  001fa3  mov     [r12],r14
; v12:int = lt v6, v9
; guard_true v12 => jump_if_zero_x/0 (96) {mem=v7, stack=v11, pc=9, x=0}
  001fab  cmp     r13,r15
  001fae  jge     0x0000000000002597
; v14:list = set v7, 2, 0 owned words => store_x/0 (111) {mem=v7, stack=v11, pc=13, x=0}
  001fb4  cmp     qword ptr [rbx],2
  001fc0  jbe     0x00000000000023c3
  001fc6  mov     qword ptr [rsi+0x10],0
; jump_trace T0 => dispatch_loop/0 (112) {mem=v14, stack=v11, pc=15}
  001fd2  mov     [rbp+0x38],rbx
  001fd9  mov     qword ptr [rbp+0xd0],3
  001fe4  mov     [rbp+0x48],r12
  001feb  mov     qword ptr [rbp+0xe0],3
  001ff6  mov     qword ptr [rbp+0x58],0xf
  002001  mov     qword ptr [rbp+0xf0],1
  00200c  jmp     0x00000000000000ba
  002011  sub     rsp,0x70
  002018  mov     [rsp+0x30],rcx
  002020  mov     [rsp+0x38],rsi
  002028  mov     [rsp+0x40],rdi
  002030  mov     [rsp+0x48],r8
  002038  mov     [rsp+0x50],r9
  002040  mov     [rsp+0x58],r10
  002048  mov     [rsp],rbx
  002050  mov     qword ptr [rsp+8],3
  00205c  mov     qword ptr [rsp+0x10],1
  002068  mov     qword ptr [rsp+0x18],1
  002074  mov     [rsp+0x20],r13
  00207c  mov     qword ptr [rsp+0x28],1
  002088  mov     rdi,[rbp+0x20]
  00208f  mov     esi,0xe
  002094  mov     rdx,rsp
  002097  mov     rcx,0xfffffffffffffffe
  0020a1  mov     r8,0xfffffffffffffffe
  0020ab  mov     r9,0
  0020b5  mov     rax,<list_op>
  0020bf  call    rax
  0020c1  mov     r11,rax
  0020c4  mov     rcx,[rsp+0x30]
  0020cc  mov     rsi,[rsp+0x38]
  0020d4  mov     rdi,[rsp+0x40]
  0020dc  mov     r8,[rsp+0x48]
  0020e4  mov     r9,[rsp+0x50]
  0020ec  mov     r10,[rsp+0x58]
  0020f4  add     rsp,0x70
  0020fb  test    rdx,rdx
  0020fe  je      0x00000000000025f6
  002104  mov     rbx,r11
  002107  mov     rsi,[rbx+0x10]
  00210f  jmp     0x0000000000001efd
  002114  sub     rsp,0x70
  00211b  mov     [rsp+0x30],rcx
  002123  mov     [rsp+0x38],rsi
  00212b  mov     [rsp+0x40],rdi
  002133  mov     [rsp+0x48],r8
  00213b  mov     [rsp+0x50],r9
  002143  mov     [rsp+0x58],r10
  00214b  mov     [rsp],r12
  002153  mov     qword ptr [rsp+8],3
  00215f  mov     [rsp+0x10],r13
  002167  mov     qword ptr [rsp+0x18],1
  002173  mov     rdi,[rbp+0x20]
  00217a  mov     esi,0xf
  00217f  mov     rdx,rsp
  002182  mov     rcx,0xfffffffffffffffc
  00218c  mov     r8,0xfffffffffffffffc
  002196  mov     r9,0
  0021a0  mov     rax,<list_op>
  0021aa  call    rax
  0021ac  mov     r11,rax
  0021af  mov     rcx,[rsp+0x30]
  0021b7  mov     rsi,[rsp+0x38]
  0021bf  mov     rdi,[rsp+0x40]
  0021c7  mov     r8,[rsp+0x48]
  0021cf  mov     r9,[rsp+0x50]
  0021d7  mov     r10,[rsp+0x58]
  0021df  add     rsp,0x70
  0021e6  mov     r12,r11
  0021e9  jmp     0x0000000000001f4a
  0021ee  sub     rsp,0x70
  0021f5  mov     [rsp+0x30],rcx
  0021fd  mov     [rsp+0x38],rsi
  002205  mov     [rsp+0x40],rdi
  00220d  mov     [rsp+0x48],r8
  002215  mov     [rsp+0x50],r9
  00221d  mov     [rsp+0x58],r10
  002225  mov     [rsp],r12
  00222d  mov     qword ptr [rsp+8],3
  002239  mov     [rsp+0x10],r15
  002241  mov     qword ptr [rsp+0x18],1
  00224d  mov     rdi,[rbp+0x20]
  002254  mov     esi,0xf
  002259  mov     rdx,rsp
  00225c  mov     rcx,0xfffffffffffffffc
  002266  mov     r8,0xfffffffffffffffc
  002270  mov     r9,0
  00227a  mov     rax,<list_op>
  002284  call    rax
  002286  mov     r11,rax
  002289  mov     rcx,[rsp+0x30]
  002291  mov     rsi,[rsp+0x38]
  002299  mov     rdi,[rsp+0x40]
  0022a1  mov     r8,[rsp+0x48]
  0022a9  mov     r9,[rsp+0x50]
  0022b1  mov     r10,[rsp+0x58]
  0022b9  add     rsp,0x70
  0022c0  mov     r12,r11
  0022c3  jmp     0x0000000000001f95
  0022c8  sub     rsp,0x70
  0022cf  mov     [rsp+0x30],rcx
  0022d7  mov     [rsp+0x38],rsi
  0022df  mov     [rsp+0x40],rdi
  0022e7  mov     [rsp+0x48],r8
  0022ef  mov     [rsp+0x50],r9
  0022f7  mov     [rsp+0x58],r10
  0022ff  mov     [rsp],r12
  002307  mov     qword ptr [rsp+8],3
  002313  mov     qword ptr [rsp+0x10],0
  00231f  mov     qword ptr [rsp+0x18],1
  00232b  mov     [rsp+0x20],r14
  002333  mov     qword ptr [rsp+0x28],1
  00233f  mov     rdi,[rbp+0x20]
  002346  mov     esi,0x10
  00234b  mov     rdx,rsp
  00234e  mov     rcx,0xfffffffffffffffc
  002358  mov     r8,0xfffffffffffffffc
  002362  mov     r9,0
  00236c  mov     rax,<list_op>
  002376  call    rax
  002378  mov     r11,rax
  00237b  mov     rcx,[rsp+0x30]
  002383  mov     rsi,[rsp+0x38]
  00238b  mov     rdi,[rsp+0x40]
  002393  mov     r8,[rsp+0x48]
  00239b  mov     r9,[rsp+0x50]
  0023a3  mov     r10,[rsp+0x58]
  0023ab  add     rsp,0x70
  0023b2  test    rdx,rdx
  0023b5  je      0x000000000000263f
  0023bb  mov     r12,r11
  0023be  jmp     0x0000000000001fab
  0023c3  sub     rsp,0x70
  0023ca  mov     [rsp+0x30],rcx
  0023d2  mov     [rsp+0x38],rsi
  0023da  mov     [rsp+0x40],rdi
  0023e2  mov     [rsp+0x48],r8
  0023ea  mov     [rsp+0x50],r9
  0023f2  mov     [rsp+0x58],r10
  0023fa  mov     [rsp],rbx
  002402  mov     qword ptr [rsp+8],3
  00240e  mov     qword ptr [rsp+0x10],2
  00241a  mov     qword ptr [rsp+0x18],1
  002426  mov     qword ptr [rsp+0x20],0
  002432  mov     qword ptr [rsp+0x28],1
  00243e  mov     rdi,[rbp+0x20]
  002445  mov     esi,0xe
  00244a  mov     rdx,rsp
  00244d  mov     rcx,0xfffffffffffffffe
  002457  mov     r8,0xfffffffffffffffe
  002461  mov     r9,0
  00246b  mov     rax,<list_op>
  002475  call    rax
  002477  mov     r11,rax
  00247a  mov     rcx,[rsp+0x30]
  002482  mov     rsi,[rsp+0x38]
  00248a  mov     rdi,[rsp+0x40]
  002492  mov     r8,[rsp+0x48]
  00249a  mov     r9,[rsp+0x50]
  0024a2  mov     r10,[rsp+0x58]
  0024aa  add     rsp,0x70
  0024b1  test    rdx,rdx
  0024b4  je      0x00000000000026d8
  0024ba  mov     rbx,r11
  0024bd  mov     rsi,[rbx+0x10]
  0024c5  jmp     0x0000000000001fd2
; exits
  0024ca  mov     rax,0x2fffffffe
  0024d4  jmp     0x0000000000000016
  0024d9  mov     rax,0x200000000
  0024e3  jmp     0x0000000000000016
  0024e8  sub     r13,1
  0024ef  mov     [rbp+0x48],r12
  0024f6  mov     qword ptr [rbp+0xe0],3
  002501  mov     qword ptr [rbp+0x58],0x1a
  00250c  mov     qword ptr [rbp+0xf0],1
  002517  mov     [rbp+0x90],r13
  00251e  mov     qword ptr [rbp+0x128],1
  002529  mov     qword ptr [rbp+0x98],1
  002534  mov     qword ptr [rbp+0x130],1
  00253f  mov     rax,0x200000001
  002549  jmp     0x0000000000000016
  00254e  mov     [rbp+0x38],rbx
  002555  mov     qword ptr [rbp+0xd0],3
  002560  mov     [rbp+0x48],r12
  002567  mov     qword ptr [rbp+0xe0],3
  002572  mov     qword ptr [rbp+0x58],6
  00257d  mov     qword ptr [rbp+0xf0],1
  002588  mov     rax,0x200000003
  002592  jmp     0x0000000000000016
  002597  mov     [rbp+0x38],rbx
  00259e  mov     qword ptr [rbp+0xd0],3
  0025a9  mov     [rbp+0x48],r12
  0025b0  mov     qword ptr [rbp+0xe0],3
  0025bb  mov     qword ptr [rbp+0x58],9
  0025c6  mov     qword ptr [rbp+0xf0],1
  0025d1  mov     qword ptr [rbp+0x90],0
  0025dc  mov     qword ptr [rbp+0x128],1
  0025e7  mov     rax,0x200000005
  0025f1  jmp     0x0000000000000016
  0025f6  mov     [rbp+0x48],r12
  0025fd  mov     qword ptr [rbp+0xe0],3
  002608  mov     qword ptr [rbp+0x58],0x1b
  002613  mov     qword ptr [rbp+0xf0],1
  00261e  mov     [rbp+0x90],r13
  002625  mov     qword ptr [rbp+0x128],1
  002630  mov     rax,0x200000002
  00263a  jmp     0x0000000000000016
  00263f  mov     [rbp+0x38],rbx
  002646  mov     qword ptr [rbp+0xd0],3
  002651  mov     [rbp+0x48],r12
  002658  mov     qword ptr [rbp+0xe0],3
  002663  mov     qword ptr [rbp+0x58],8
  00266e  mov     qword ptr [rbp+0xf0],1
  002679  mov     qword ptr [rbp+0x60],0xd
  002684  mov     qword ptr [rbp+0xf8],2
  00268f  mov     qword ptr [rbp+0x88],0x28
  00269a  mov     qword ptr [rbp+0x120],2
  0026a5  mov     [rbp+0x98],r15
  0026ac  mov     qword ptr [rbp+0x130],1
  0026b7  mov     [rbp+0xa8],r14
  0026be  mov     qword ptr [rbp+0x140],1
  0026c9  mov     rax,0x200000004
  0026d3  jmp     0x0000000000000016
  0026d8  mov     [rbp+0x38],rbx
  0026df  mov     qword ptr [rbp+0xd0],3
  0026ea  mov     [rbp+0x48],r12
  0026f1  mov     qword ptr [rbp+0xe0],3
  0026fc  mov     qword ptr [rbp+0x58],0xd
  002707  mov     qword ptr [rbp+0xf0],1
  002712  mov     qword ptr [rbp+0x90],0
  00271d  mov     qword ptr [rbp+0x128],1
  002728  mov     rax,0x200000006
  002732  jmp     0x0000000000000016
