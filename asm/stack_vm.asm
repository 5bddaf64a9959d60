; T0: 5945 bytes
; v0:list = input bytecode
  000080  cmp     qword ptr [rbp+0x180],3
  00008b  jne     0x000000000000108f
; v1:list = input mem
  000091  cmp     qword ptr [rbp+0x188],3
  00009c  jne     0x000000000000108f
  0000a2  mov     rbx,[rbp+0x58]
; v2:list = input stack
  0000a9  cmp     qword ptr [rbp+0x198],3
  0000b4  jne     0x000000000000108f
  0000ba  mov     r12,[rbp+0x68]
; v3:list = input rstack
  0000c1  cmp     qword ptr [rbp+0x1a0],3
  0000cc  jne     0x000000000000108f
; v4:int = input pc
  0000d2  cmp     qword ptr [rbp+0x1a8],1
  0000dd  jne     0x000000000000108f
  0000e3  mov     r13,[rbp+0x78]
; guard_value v4, 15 => dispatch_loop_promote_bytecode/0 (1) {mem=v1, stack=v2}
  0000ea  cmp     r13,0xf
  0000f1  jne     0x000000000000109e
  0000f7  jmp     0x000000000000010a
  0000fc  mov     rbx,[rbp+0x58]
  000103  mov     r12,[rbp+0x68]
; guard_words v1 => dispatch_loop/0 (0) {}
  00010a  cmp     qword ptr [rbx+8],0
  000116  jne     0x00000000000010e3
; v7:int = readlist v1, 2 words => dispatch_loop/0 (0) {}
  00011c  cmp     qword ptr [rbx],2
  000128  jbe     0x00000000000010f2
  00012e  mov     rax,[rbx+0x10]
  000136  mov     r13,[rax+0x10]
; v8:int = readlist v1, 3 words => dispatch_loop/0 (0) {}
  00013e  cmp     qword ptr [rbx],3
  00014a  jbe     0x0000000000001101
  000150  mov     rax,[rbx+0x10]
  000158  mov     r14,[rax+0x18]
; guard_words v2 => op_load/0 (4) {mem=v1, stack=v2}
  000160  cmp     qword ptr [r12+8],0
  00016c  jne     0x0000000000001110
; v10:int = len v2
  000172  mov     r15,[r12]
; v11:list = append v2, v7 owned words
  00017a  mov     rax,[r12-0x10]
  000182  add     rax,[r12-8]
  00018a  cmp     rax,2
  000190  jne     0x0000000000000466
  000196  mov     rax,[r12]
  00019e  cmp     rax,[r12+0x18]
  0001a6  jae     0x0000000000000466
  0001ac  mov     rdx,[r12+0x10]
  0001b4  lea     rdx,[rdx+rax*8]
  0001b8  add     rax,1
  0001bc  mov     [r12],rax
  0001c4  mov     [rdx],r13
; v12:int = readlist v1, 0 words => op_load/0 (9) {mem=v1, stack=v11, pc=17}
  0001c7  cmp     qword ptr [rbx],0
  0001d3  jbe     0x0000000000001143
  0001d9  mov     rax,[rbx+0x10]
  0001e1  mov     rsi,[rax]
; v13:list = append v11, v12 owned words
  0001e9  mov     rax,[r12]
  0001f1  cmp     rax,[r12+0x18]
  0001f9  jae     0x0000000000000540
  0001ff  mov     rdx,[r12+0x10]
  000207  lea     rdx,[rdx+rax*8]
  00020b  add     rax,1
  00020f  mov     [r12],rax
  000217  mov     [rdx],rsi
; v14:list = slice v13, 0, v10 owned words => pop2_top/3 (22) {mem=v1, stack=v13, pc=19, opcode='eq', k='binary_xy', y=v12, depth=v10}
  00021a  cmp     r15,[r12]
  000222  ja      0x000000000000061a
  000228  mov     [r12],r15
; v15:int = eq v7, v12
; guard_false v15 => jump_if_zero_x/0 (49) {mem=v1, stack=v14, pc=20, x=1}
  000230  cmp     r13,rsi
  000233  je      0x0000000000001181
; v17:list = append v14, v8 owned words
  000239  mov     rax,[r12]
  000241  cmp     rax,[r12+0x18]
  000249  jae     0x0000000000000715
  00024f  mov     rdx,[r12+0x10]
  000257  lea     rdx,[rdx+rax*8]
  00025b  add     rax,1
  00025f  mov     [r12],rax
  000267  mov     [rdx],r14
; v18:int = readlist v1, 1 words => op_load/0 (60) {mem=v1, stack=v17, pc=33}
  00026a  cmp     qword ptr [rbx],1
  000276  jbe     0x00000000000011d5
  00027c  mov     rax,[rbx+0x10]
  000284  mov     rdi,[rax+8]
; v19:int = mul v18, v7 => binary_mul/0 (80) {mem=v1, stack=v17, pc=37, x=v18, y=v7}
  00028c  mov     r11,rdi
  00028f  imul    r11,r13
  000293  jo      0x0000000000001213
  000299  mov     r8,r11
; v20:list = append v17, v19 owned words
  00029c  mov     rax,[r12]
  0002a4  cmp     rax,[r12+0x18]
  0002ac  jae     0x00000000000007ef
  0002b2  mov     rdx,[r12+0x10]
  0002ba  lea     rdx,[rdx+rax*8]
  0002be  add     rax,1
  0002c2  mov     [r12],rax
  0002ca  mov     [rdx],r8
; v21:list = slice v20, 0, v10 owned words => pop2_top/3 (90) {mem=v1, stack=v20, pc=38, opcode='add', k='binary_xy', y=v19, depth=v10}
  0002cd  cmp     r15,[r12]
  0002d5  ja      0x00000000000008c9
  0002db  mov     [r12],r15
; v22:int = add v8, v19 => binary_add/0 (92) {mem=v1, stack=v21, pc=38, x=v8, y=v19}
  0002e3  add     r14,r8
  0002e6  jo      0x0000000000001275
; v23:list = set v1, 3, v22 owned words in_bounds => store_x/0 (103) {mem=v1, stack=v21, pc=39, x=v22}
  0002ec  mov     rax,[rbx-0x10]
  0002f4  add     rax,[rbx-8]
  0002fc  cmp     rax,2
  000302  jne     0x00000000000009c4
  000308  mov     rax,[rbx+0x10]
  000310  mov     [rax+0x18],r14
; v24:int = add v7, 1 => binary_add/0 (123) {mem=v23, stack=v21, pc=45, x=v7, y=1}
  000318  add     r13,1
  00031f  jo      0x00000000000012da
; v25:list = set v23, 2, v24 owned words in_bounds => store_x/0 (134) {mem=v23, stack=v21, pc=46, x=v24}
  000325  mov     rax,[rbx+0x10]
  00032d  mov     [rax+0x10],r13
; guard_steps => dispatch_loop/0 (150) {mem=v25, stack=v21}
  000335  cmp     qword ptr [rbp],0
  000340  jl      0x0000000000000357
  000346  sub     qword ptr [rbp],0x96
  000351  jb      0x0000000000000bba
; v27:list = phi mem v25
; v28:list = phi stack v21
; v29:int = phi - v24
; v30:int = phi - v22
; loop (150) {mem=v27, stack=v28}
  000357  mov     r9,[rbx+0x10]
  00035f  nop     [rax+rax]
  000368  nop     [rax+rax]
  000371  nop     [rax+rax]
  00037a  nop     [rax+rax]
; v32:int = len v28
  000380  mov     r8,[r12]
; v33:int = eq v29, v12
; guard_false v33 => jump_if_zero_x/0 (49) {mem=v27, stack=v28, pc=20, x=1}
  000388  cmp     r13,rsi
  00038b  je      0x0000000000001347
; v35:list = append v28, v30 owned words
  000391  mov     rax,[r12]
  000399  cmp     rax,[r12+0x18]
  0003a1  jae     0x0000000000000bca
  0003a7  mov     rdx,[r12+0x10]
  0003af  lea     rdx,[rdx+rax*8]
  0003b3  add     rax,1
  0003b7  mov     [r12],rax
  0003bf  mov     [rdx],r14
; v36:int = mul v18, v29 => binary_mul/0 (80) {mem=v27, stack=v35, pc=37, x=v18, y=v29}
  0003c2  mov     r11,rdi
  0003c5  imul    r11,r13
  0003c9  jo      0x000000000000139b
  0003cf  mov     r15,r11
; v37:list = append v35, v36 owned words
  0003d2  mov     rax,[r12]
  0003da  cmp     rax,[r12+0x18]
  0003e2  jae     0x0000000000000ca4
  0003e8  mov     rdx,[r12+0x10]
  0003f0  lea     rdx,[rdx+rax*8]
  0003f4  add     rax,1
  0003f8  mov     [r12],rax
  000400  mov     [rdx],r15
; v38:list = slice v37, 0, v32 owned words => pop2_top/3 (90) {mem=v27, stack=v37, pc=38, opcode='add', k='binary_xy', y=v36, depth=v32}
  000403  cmp     r8,[r12]
  00040b  ja      0x0000000000000d7e
  000411  mov     [r12],r8
; v39:int = add v30, v36 => binary_add/0 (92) {mem=v27, stack=v38, pc=38, x=v30, y=v36}
  000419  add     r14,r15
  00041c  jo      0x00000000000013fd
; v40:list = set v27, 3, v39 owned words in_bounds => store_x/0 (103) {mem=v27, stack=v38, pc=39, x=v39}
  000422  mov     [r9+0x18],r14
; v41:int = add v29, 1 => binary_add/0 (123) {mem=v40, stack=v38, pc=45, x=v29, y=1}
  00042a  add     r13,1
  000431  jo      0x0000000000001462
; v42:list = set v40, 2, v41 owned words in_bounds => store_x/0 (134) {mem=v40, stack=v38, pc=46, x=v41}
  000437  mov     [r9+0x10],r13
; guard_steps => dispatch_loop/0 (150) {mem=v42, stack=v38}
  00043f  cmp     qword ptr [rbp],0
  00044a  jl      0x0000000000000461
  000450  sub     qword ptr [rbp],0x96
  00045b  jb      0x000000000000107f
; jump (150) v27 <- v42, v28 <- v38, v29 <- v41, v30 <- v39
  000461  jmp     0x0000000000000380
  000466  sub     rsp,0x70
  00046d  mov     [rsp+0x30],rcx
  000475  mov     [rsp+0x38],rsi
  00047d  mov     [rsp+0x40],rdi
  000485  mov     [rsp+0x48],r8
  00048d  mov     [rsp+0x50],r9
  000495  mov     [rsp+0x58],r10
  00049d  mov     [rsp],r12
  0004a5  mov     qword ptr [rsp+8],3
  0004b1  mov     [rsp+0x10],r13
  0004b9  mov     qword ptr [rsp+0x18],1
  0004c5  mov     rdi,[rbp+0x20]
  0004cc  mov     esi,0xf
  0004d1  mov     rdx,rsp
  0004d4  mov     rcx,0xfffffffffffffffc
  0004de  mov     r8,0xfffffffffffffffc
  0004e8  mov     r9,0
  0004f2  mov     rax,<list_op>
  0004fc  call    rax
  0004fe  mov     r11,rax
  000501  mov     rcx,[rsp+0x30]
  000509  mov     rsi,[rsp+0x38]
  000511  mov     rdi,[rsp+0x40]
  000519  mov     r8,[rsp+0x48]
  000521  mov     r9,[rsp+0x50]
  000529  mov     r10,[rsp+0x58]
  000531  add     rsp,0x70
  000538  mov     r12,r11
  00053b  jmp     0x00000000000001c7
  000540  sub     rsp,0x70
  000547  mov     [rsp+0x30],rcx
  00054f  mov     [rsp+0x38],rsi
  000557  mov     [rsp+0x40],rdi
  00055f  mov     [rsp+0x48],r8
  000567  mov     [rsp+0x50],r9
  00056f  mov     [rsp+0x58],r10
  000577  mov     [rsp],r12
  00057f  mov     qword ptr [rsp+8],3
  00058b  mov     [rsp+0x10],rsi
  000593  mov     qword ptr [rsp+0x18],1
  00059f  mov     rdi,[rbp+0x20]
  0005a6  mov     esi,0xf
  0005ab  mov     rdx,rsp
  0005ae  mov     rcx,0xfffffffffffffffc
  0005b8  mov     r8,0xfffffffffffffffc
  0005c2  mov     r9,0
  0005cc  mov     rax,<list_op>
  0005d6  call    rax
  0005d8  mov     r11,rax
  0005db  mov     rcx,[rsp+0x30]
  0005e3  mov     rsi,[rsp+0x38]
  0005eb  mov     rdi,[rsp+0x40]
  0005f3  mov     r8,[rsp+0x48]
  0005fb  mov     r9,[rsp+0x50]
  000603  mov     r10,[rsp+0x58]
  00060b  add     rsp,0x70
  000612  mov     r12,r11
  000615  jmp     0x000000000000021a
  00061a  sub     rsp,0x70
  000621  mov     [rsp+0x30],rcx
  000629  mov     [rsp+0x38],rsi
  000631  mov     [rsp+0x40],rdi
  000639  mov     [rsp+0x48],r8
  000641  mov     [rsp+0x50],r9
  000649  mov     [rsp+0x58],r10
  000651  mov     [rsp],r12
  000659  mov     qword ptr [rsp+8],3
  000665  mov     qword ptr [rsp+0x10],0
  000671  mov     qword ptr [rsp+0x18],1
  00067d  mov     [rsp+0x20],r15
  000685  mov     qword ptr [rsp+0x28],1
  000691  mov     rdi,[rbp+0x20]
  000698  mov     esi,0x10
  00069d  mov     rdx,rsp
  0006a0  mov     rcx,0xfffffffffffffffc
  0006aa  mov     r8,0xfffffffffffffffc
  0006b4  mov     r9,0
  0006be  mov     rax,<list_op>
  0006c8  call    rax
  0006ca  mov     r11,rax
  0006cd  mov     rcx,[rsp+0x30]
  0006d5  mov     rsi,[rsp+0x38]
  0006dd  mov     rdi,[rsp+0x40]
  0006e5  mov     r8,[rsp+0x48]
  0006ed  mov     r9,[rsp+0x50]
  0006f5  mov     r10,[rsp+0x58]
  0006fd  add     rsp,0x70
  000704  test    rdx,rdx
  000707  je      0x00000000000014cf
  00070d  mov     r12,r11
  000710  jmp     0x0000000000000230
  000715  sub     rsp,0x70
  00071c  mov     [rsp+0x30],rcx
  000724  mov     [rsp+0x38],rsi
  00072c  mov     [rsp+0x40],rdi
  000734  mov     [rsp+0x48],r8
  00073c  mov     [rsp+0x50],r9
  000744  mov     [rsp+0x58],r10
  00074c  mov     [rsp],r12
  000754  mov     qword ptr [rsp+8],3
  000760  mov     [rsp+0x10],r14
  000768  mov     qword ptr [rsp+0x18],1
  000774  mov     rdi,[rbp+0x20]
  00077b  mov     esi,0xf
  000780  mov     rdx,rsp
  000783  mov     rcx,0xfffffffffffffffc
  00078d  mov     r8,0xfffffffffffffffc
  000797  mov     r9,0
  0007a1  mov     rax,<list_op>
  0007ab  call    rax
  0007ad  mov     r11,rax
  0007b0  mov     rcx,[rsp+0x30]
  0007b8  mov     rsi,[rsp+0x38]
  0007c0  mov     rdi,[rsp+0x40]
  0007c8  mov     r8,[rsp+0x48]
  0007d0  mov     r9,[rsp+0x50]
  0007d8  mov     r10,[rsp+0x58]
  0007e0  add     rsp,0x70
  0007e7  mov     r12,r11
  0007ea  jmp     0x000000000000026a
  0007ef  sub     rsp,0x70
  0007f6  mov     [rsp+0x30],rcx
  0007fe  mov     [rsp+0x38],rsi
  000806  mov     [rsp+0x40],rdi
  00080e  mov     [rsp+0x48],r8
  000816  mov     [rsp+0x50],r9
  00081e  mov     [rsp+0x58],r10
  000826  mov     [rsp],r12
  00082e  mov     qword ptr [rsp+8],3
  00083a  mov     [rsp+0x10],r8
  000842  mov     qword ptr [rsp+0x18],1
  00084e  mov     rdi,[rbp+0x20]
  000855  mov     esi,0xf
  00085a  mov     rdx,rsp
  00085d  mov     rcx,0xfffffffffffffffc
  000867  mov     r8,0xfffffffffffffffc
  000871  mov     r9,0
  00087b  mov     rax,<list_op>
  000885  call    rax
  000887  mov     r11,rax
  00088a  mov     rcx,[rsp+0x30]
  000892  mov     rsi,[rsp+0x38]
  00089a  mov     rdi,[rsp+0x40]
  0008a2  mov     r8,[rsp+0x48]
  0008aa  mov     r9,[rsp+0x50]
  0008b2  mov     r10,[rsp+0x58]
  0008ba  add     rsp,0x70
  0008c1  mov     r12,r11
  0008c4  jmp     0x00000000000002cd
  0008c9  sub     rsp,0x70
  0008d0  mov     [rsp+0x30],rcx
  0008d8  mov     [rsp+0x38],rsi
  0008e0  mov     [rsp+0x40],rdi
  0008e8  mov     [rsp+0x48],r8
  0008f0  mov     [rsp+0x50],r9
  0008f8  mov     [rsp+0x58],r10
  000900  mov     [rsp],r12
  000908  mov     qword ptr [rsp+8],3
  000914  mov     qword ptr [rsp+0x10],0
  000920  mov     qword ptr [rsp+0x18],1
  00092c  mov     [rsp+0x20],r15
  000934  mov     qword ptr [rsp+0x28],1
  000940  mov     rdi,[rbp+0x20]
  000947  mov     esi,0x10
  00094c  mov     rdx,rsp
  00094f  mov     rcx,0xfffffffffffffffc
  000959  mov     r8,0xfffffffffffffffc
  000963  mov     r9,0
  00096d  mov     rax,<list_op>
  000977  call    rax
  000979  mov     r11,rax
  00097c  mov     rcx,[rsp+0x30]
  000984  mov     rsi,[rsp+0x38]
  00098c  mov     rdi,[rsp+0x40]
  000994  mov     r8,[rsp+0x48]
  00099c  mov     r9,[rsp+0x50]
  0009a4  mov     r10,[rsp+0x58]
  0009ac  add     rsp,0x70
  0009b3  test    rdx,rdx
  0009b6  je      0x000000000000155d
  0009bc  mov     r12,r11
  0009bf  jmp     0x00000000000002e3
  0009c4  sub     rsp,0x70
  0009cb  mov     [rsp+0x30],rcx
  0009d3  mov     [rsp+0x38],rsi
  0009db  mov     [rsp+0x40],rdi
  0009e3  mov     [rsp+0x48],r8
  0009eb  mov     [rsp+0x50],r9
  0009f3  mov     [rsp+0x58],r10
  0009fb  mov     [rsp],rbx
  000a03  mov     qword ptr [rsp+8],3
  000a0f  mov     qword ptr [rsp+0x10],3
  000a1b  mov     qword ptr [rsp+0x18],1
  000a27  mov     [rsp+0x20],r14
  000a2f  mov     qword ptr [rsp+0x28],1
  000a3b  mov     rdi,[rbp+0x20]
  000a42  mov     esi,0xe
  000a47  mov     rdx,rsp
  000a4a  mov     rcx,0xfffffffffffffffe
  000a54  mov     r8,0xfffffffffffffffe
  000a5e  mov     r9,0
  000a68  mov     rax,<list_op>
  000a72  call    rax
  000a74  mov     r11,rax
  000a77  mov     rcx,[rsp+0x30]
  000a7f  mov     rsi,[rsp+0x38]
  000a87  mov     rdi,[rsp+0x40]
  000a8f  mov     r8,[rsp+0x48]
  000a97  mov     r9,[rsp+0x50]
  000a9f  mov     r10,[rsp+0x58]
  000aa7  add     rsp,0x70
  000aae  test    rdx,rdx
  000ab1  je      0x00000000000015eb
  000ab7  mov     rbx,r11
  000aba  jmp     0x0000000000000318
  000abf  sub     rsp,0x70
  000ac6  mov     [rsp+0x30],rcx
  000ace  mov     [rsp+0x38],rsi
  000ad6  mov     [rsp+0x40],rdi
  000ade  mov     [rsp+0x48],r8
  000ae6  mov     [rsp+0x50],r9
  000aee  mov     [rsp+0x58],r10
  000af6  mov     [rsp],rbx
  000afe  mov     qword ptr [rsp+8],3
  000b0a  mov     qword ptr [rsp+0x10],2
  000b16  mov     qword ptr [rsp+0x18],1
  000b22  mov     [rsp+0x20],r13
  000b2a  mov     qword ptr [rsp+0x28],1
  000b36  mov     rdi,[rbp+0x20]
  000b3d  mov     esi,0xe
  000b42  mov     rdx,rsp
  000b45  mov     rcx,0xfffffffffffffffe
  000b4f  mov     r8,0xfffffffffffffffe
  000b59  mov     r9,0
  000b63  mov     rax,<list_op>
  000b6d  call    rax
  000b6f  mov     r11,rax
  000b72  mov     rcx,[rsp+0x30]
  000b7a  mov     rsi,[rsp+0x38]
  000b82  mov     rdi,[rsp+0x40]
  000b8a  mov     r8,[rsp+0x48]
  000b92  mov     r9,[rsp+0x50]
  000b9a  mov     r10,[rsp+0x58]
  000ba2  add     rsp,0x70
  000ba9  test    rdx,rdx
  000bac  je      0x000000000000163b
  000bb2  mov     rbx,r11
  000bb5  jmp     0x0000000000000335
  000bba  mov     qword ptr [rbp+0x48],1
  000bc5  jmp     0x0000000000000357
  000bca  sub     rsp,0x70
  000bd1  mov     [rsp+0x30],rcx
  000bd9  mov     [rsp+0x38],rsi
  000be1  mov     [rsp+0x40],rdi
  000be9  mov     [rsp+0x48],r8
  000bf1  mov     [rsp+0x50],r9
  000bf9  mov     [rsp+0x58],r10
  000c01  mov     [rsp],r12
  000c09  mov     qword ptr [rsp+8],3
  000c15  mov     [rsp+0x10],r14
  000c1d  mov     qword ptr [rsp+0x18],1
  000c29  mov     rdi,[rbp+0x20]
  000c30  mov     esi,0xf
  000c35  mov     rdx,rsp
  000c38  mov     rcx,0xfffffffffffffffc
  000c42  mov     r8,0xfffffffffffffffc
  000c4c  mov     r9,0
  000c56  mov     rax,<list_op>
  000c60  call    rax
  000c62  mov     r11,rax
  000c65  mov     rcx,[rsp+0x30]
  000c6d  mov     rsi,[rsp+0x38]
  000c75  mov     rdi,[rsp+0x40]
  000c7d  mov     r8,[rsp+0x48]
  000c85  mov     r9,[rsp+0x50]
  000c8d  mov     r10,[rsp+0x58]
  000c95  add     rsp,0x70
  000c9c  mov     r12,r11
  000c9f  jmp     0x00000000000003c2
  000ca4  sub     rsp,0x70
  000cab  mov     [rsp+0x30],rcx
  000cb3  mov     [rsp+0x38],rsi
  000cbb  mov     [rsp+0x40],rdi
  000cc3  mov     [rsp+0x48],r8
  000ccb  mov     [rsp+0x50],r9
  000cd3  mov     [rsp+0x58],r10
  000cdb  mov     [rsp],r12
  000ce3  mov     qword ptr [rsp+8],3
  000cef  mov     [rsp+0x10],r15
  000cf7  mov     qword ptr [rsp+0x18],1
  000d03  mov     rdi,[rbp+0x20]
  000d0a  mov     esi,0xf
  000d0f  mov     rdx,rsp
  000d12  mov     rcx,0xfffffffffffffffc
  000d1c  mov     r8,0xfffffffffffffffc
  000d26  mov     r9,0
  000d30  mov     rax,<list_op>
  000d3a  call    rax
  000d3c  mov     r11,rax
  000d3f  mov     rcx,[rsp+0x30]
  000d47  mov     rsi,[rsp+0x38]
  000d4f  mov     rdi,[rsp+0x40]
  000d57  mov     r8,[rsp+0x48]
  000d5f  mov     r9,[rsp+0x50]
  000d67  mov     r10,[rsp+0x58]
  000d6f  add     rsp,0x70
  000d76  mov     r12,r11
  000d79  jmp     0x0000000000000403
  000d7e  sub     rsp,0x70
  000d85  mov     [rsp+0x30],rcx
  000d8d  mov     [rsp+0x38],rsi
  000d95  mov     [rsp+0x40],rdi
  000d9d  mov     [rsp+0x48],r8
  000da5  mov     [rsp+0x50],r9
  000dad  mov     [rsp+0x58],r10
  000db5  mov     [rsp],r12
  000dbd  mov     qword ptr [rsp+8],3
  000dc9  mov     qword ptr [rsp+0x10],0
  000dd5  mov     qword ptr [rsp+0x18],1
  000de1  mov     [rsp+0x20],r8
  000de9  mov     qword ptr [rsp+0x28],1
  000df5  mov     rdi,[rbp+0x20]
  000dfc  mov     esi,0x10
  000e01  mov     rdx,rsp
  000e04  mov     rcx,0xfffffffffffffffc
  000e0e  mov     r8,0xfffffffffffffffc
  000e18  mov     r9,0
  000e22  mov     rax,<list_op>
  000e2c  call    rax
  000e2e  mov     r11,rax
  000e31  mov     rcx,[rsp+0x30]
  000e39  mov     rsi,[rsp+0x38]
  000e41  mov     rdi,[rsp+0x40]
  000e49  mov     r8,[rsp+0x48]
  000e51  mov     r9,[rsp+0x50]
  000e59  mov     r10,[rsp+0x58]
  000e61  add     rsp,0x70
  000e68  test    rdx,rdx
  000e6b  je      0x000000000000168b
  000e71  mov     r12,r11
  000e74  jmp     0x0000000000000419
  000e79  sub     rsp,0x70
  000e80  mov     [rsp+0x30],rcx
  000e88  mov     [rsp+0x38],rsi
  000e90  mov     [rsp+0x40],rdi
  000e98  mov     [rsp+0x48],r8
  000ea0  mov     [rsp+0x50],r9
  000ea8  mov     [rsp+0x58],r10
  000eb0  mov     [rsp],rbx
  000eb8  mov     qword ptr [rsp+8],3
  000ec4  mov     qword ptr [rsp+0x10],3
  000ed0  mov     qword ptr [rsp+0x18],1
  000edc  mov     [rsp+0x20],r14
  000ee4  mov     qword ptr [rsp+0x28],1
  000ef0  mov     rdi,[rbp+0x20]
  000ef7  mov     esi,0xe
  000efc  mov     rdx,rsp
  000eff  mov     rcx,0xfffffffffffffffe
  000f09  mov     r8,0xfffffffffffffffe
  000f13  mov     r9,0
  000f1d  mov     rax,<list_op>
  000f27  call    rax
  000f29  mov     r11,rax
  000f2c  mov     rcx,[rsp+0x30]
  000f34  mov     rsi,[rsp+0x38]
  000f3c  mov     rdi,[rsp+0x40]
  000f44  mov     r8,[rsp+0x48]
  000f4c  mov     r9,[rsp+0x50]
  000f54  mov     r10,[rsp+0x58]
  000f5c  add     rsp,0x70
  000f63  test    rdx,rdx
  000f66  je      0x0000000000001719
  000f6c  mov     rbx,r11
  000f6f  mov     r9,[rbx+0x10]
  000f77  jmp     0x000000000000042a
  000f7c  sub     rsp,0x70
  000f83  mov     [rsp+0x30],rcx
  000f8b  mov     [rsp+0x38],rsi
  000f93  mov     [rsp+0x40],rdi
  000f9b  mov     [rsp+0x48],r8
  000fa3  mov     [rsp+0x50],r9
  000fab  mov     [rsp+0x58],r10
  000fb3  mov     [rsp],rbx
  000fbb  mov     qword ptr [rsp+8],3
  000fc7  mov     qword ptr [rsp+0x10],2
  000fd3  mov     qword ptr [rsp+0x18],1
  000fdf  mov     [rsp+0x20],r13
  000fe7  mov     qword ptr [rsp+0x28],1
  000ff3  mov     rdi,[rbp+0x20]
  000ffa  mov     esi,0xe
  000fff  mov     rdx,rsp
  001002  mov     rcx,0xfffffffffffffffe
  00100c  mov     r8,0xfffffffffffffffe
  001016  mov     r9,0
  001020  mov     rax,<list_op>
  00102a  call    rax
  00102c  mov     r11,rax
  00102f  mov     rcx,[rsp+0x30]
  001037  mov     rsi,[rsp+0x38]
  00103f  mov     rdi,[rsp+0x40]
  001047  mov     r8,[rsp+0x48]
  00104f  mov     r9,[rsp+0x50]
  001057  mov     r10,[rsp+0x58]
  00105f  add     rsp,0x70
  001066  test    rdx,rdx
  001069  je      0x0000000000001769
  00106f  mov     rbx,r11
  001072  mov     r9,[rbx+0x10]
  00107a  jmp     0x000000000000043f
  00107f  mov     qword ptr [rbp+0x48],1
  00108a  jmp     0x0000000000000461
; exits
  00108f  mov     rax,0xfffffffe
  001099  jmp     0x0000000000000027
  00109e  mov     [rbp+0x10],r13
  0010a5  mov     qword ptr [rbp+0x18],1
  0010b0  mov     [rbp+0x58],rbx
  0010b7  mov     qword ptr [rbp+0x188],3
  0010c2  mov     [rbp+0x68],r12
  0010c9  mov     qword ptr [rbp+0x198],3
  0010d4  mov     rax,0
  0010de  jmp     0x0000000000000027
  0010e3  mov     rax,1
  0010ed  jmp     0x0000000000000027
  0010f2  mov     rax,2
  0010fc  jmp     0x0000000000000027
  001101  mov     rax,3
  00110b  jmp     0x0000000000000027
  001110  mov     [rbp+0x58],rbx
  001117  mov     qword ptr [rbp+0x188],3
  001122  mov     [rbp+0x68],r12
  001129  mov     qword ptr [rbp+0x198],3
  001134  mov     rax,4
  00113e  jmp     0x0000000000000027
  001143  mov     [rbp+0x58],rbx
  00114a  mov     qword ptr [rbp+0x188],3
  001155  mov     [rbp+0x68],r12
  00115c  mov     qword ptr [rbp+0x198],3
  001167  mov     qword ptr [rbp+0x78],0x11
  001172  mov     rax,5
  00117c  jmp     0x0000000000000027
  001181  mov     [rbp+0x58],rbx
  001188  mov     qword ptr [rbp+0x188],3
  001193  mov     [rbp+0x68],r12
  00119a  mov     qword ptr [rbp+0x198],3
  0011a5  mov     qword ptr [rbp+0x78],0x14
  0011b0  mov     qword ptr [rbp+0xb0],1
  0011bb  mov     qword ptr [rbp+0x1e0],1
  0011c6  mov     rax,7
  0011d0  jmp     0x0000000000000027
  0011d5  mov     [rbp+0x58],rbx
  0011dc  mov     qword ptr [rbp+0x188],3
  0011e7  mov     [rbp+0x68],r12
  0011ee  mov     qword ptr [rbp+0x198],3
  0011f9  mov     qword ptr [rbp+0x78],0x21
  001204  mov     rax,8
  00120e  jmp     0x0000000000000027
  001213  mov     [rbp+0x58],rbx
  00121a  mov     qword ptr [rbp+0x188],3
  001225  mov     [rbp+0x68],r12
  00122c  mov     qword ptr [rbp+0x198],3
  001237  mov     qword ptr [rbp+0x78],0x25
  001242  mov     [rbp+0xb0],rdi
  001249  mov     qword ptr [rbp+0x1e0],1
  001254  mov     [rbp+0xb8],r13
  00125b  mov     qword ptr [rbp+0x1e8],1
  001266  mov     rax,9
  001270  jmp     0x0000000000000027
  001275  sub     r14,r8
  001278  mov     [rbp+0x58],rbx
  00127f  mov     qword ptr [rbp+0x188],3
  00128a  mov     [rbp+0x68],r12
  001291  mov     qword ptr [rbp+0x198],3
  00129c  mov     qword ptr [rbp+0x78],0x26
  0012a7  mov     [rbp+0xb0],r14
  0012ae  mov     qword ptr [rbp+0x1e0],1
  0012b9  mov     [rbp+0xb8],r8
  0012c0  mov     qword ptr [rbp+0x1e8],1
  0012cb  mov     rax,0xb
  0012d5  jmp     0x0000000000000027
  0012da  sub     r13,1
  0012e1  mov     [rbp+0x58],rbx
  0012e8  mov     qword ptr [rbp+0x188],3
  0012f3  mov     [rbp+0x68],r12
  0012fa  mov     qword ptr [rbp+0x198],3
  001305  mov     qword ptr [rbp+0x78],0x2d
  001310  mov     [rbp+0xb0],r13
  001317  mov     qword ptr [rbp+0x1e0],1
  001322  mov     qword ptr [rbp+0xb8],1
  00132d  mov     qword ptr [rbp+0x1e8],1
  001338  mov     rax,0xd
  001342  jmp     0x0000000000000027
  001347  mov     [rbp+0x58],rbx
  00134e  mov     qword ptr [rbp+0x188],3
  001359  mov     [rbp+0x68],r12
  001360  mov     qword ptr [rbp+0x198],3
  00136b  mov     qword ptr [rbp+0x78],0x14
  001376  mov     qword ptr [rbp+0xb0],1
  001381  mov     qword ptr [rbp+0x1e0],1
  00138c  mov     rax,0x10
  001396  jmp     0x0000000000001faa
  00139b  mov     [rbp+0x58],rbx
  0013a2  mov     qword ptr [rbp+0x188],3
  0013ad  mov     [rbp+0x68],r12
  0013b4  mov     qword ptr [rbp+0x198],3
  0013bf  mov     qword ptr [rbp+0x78],0x25
  0013ca  mov     [rbp+0xb0],rdi
  0013d1  mov     qword ptr [rbp+0x1e0],1
  0013dc  mov     [rbp+0xb8],r13
  0013e3  mov     qword ptr [rbp+0x1e8],1
  0013ee  mov     rax,0x11
  0013f8  jmp     0x0000000000000027
  0013fd  sub     r14,r15
  001400  mov     [rbp+0x58],rbx
  001407  mov     qword ptr [rbp+0x188],3
  001412  mov     [rbp+0x68],r12
  001419  mov     qword ptr [rbp+0x198],3
  001424  mov     qword ptr [rbp+0x78],0x26
  00142f  mov     [rbp+0xb0],r14
  001436  mov     qword ptr [rbp+0x1e0],1
  001441  mov     [rbp+0xb8],r15
  001448  mov     qword ptr [rbp+0x1e8],1
  001453  mov     rax,0x13
  00145d  jmp     0x0000000000000027
  001462  sub     r13,1
  001469  mov     [rbp+0x58],rbx
  001470  mov     qword ptr [rbp+0x188],3
  00147b  mov     [rbp+0x68],r12
  001482  mov     qword ptr [rbp+0x198],3
  00148d  mov     qword ptr [rbp+0x78],0x2d
  001498  mov     [rbp+0xb0],r13
  00149f  mov     qword ptr [rbp+0x1e0],1
  0014aa  mov     qword ptr [rbp+0xb8],1
  0014b5  mov     qword ptr [rbp+0x1e8],1
  0014c0  mov     rax,0x15
  0014ca  jmp     0x0000000000000027
  0014cf  mov     [rbp+0x58],rbx
  0014d6  mov     qword ptr [rbp+0x188],3
  0014e1  mov     [rbp+0x68],r12
  0014e8  mov     qword ptr [rbp+0x198],3
  0014f3  mov     qword ptr [rbp+0x78],0x13
  0014fe  mov     qword ptr [rbp+0x80],0x16
  001509  mov     qword ptr [rbp+0x1b0],2
  001514  mov     qword ptr [rbp+0xa8],0x28
  00151f  mov     qword ptr [rbp+0x1d8],2
  00152a  mov     [rbp+0xb8],rsi
  001531  mov     qword ptr [rbp+0x1e8],1
  00153c  mov     [rbp+0xc8],r15
  001543  mov     qword ptr [rbp+0x1f8],1
  00154e  mov     rax,6
  001558  jmp     0x0000000000000027
  00155d  mov     [rbp+0x58],rbx
  001564  mov     qword ptr [rbp+0x188],3
  00156f  mov     [rbp+0x68],r12
  001576  mov     qword ptr [rbp+0x198],3
  001581  mov     qword ptr [rbp+0x78],0x26
  00158c  mov     qword ptr [rbp+0x80],0x13
  001597  mov     qword ptr [rbp+0x1b0],2
  0015a2  mov     qword ptr [rbp+0xa8],0x28
  0015ad  mov     qword ptr [rbp+0x1d8],2
  0015b8  mov     [rbp+0xb8],r8
  0015bf  mov     qword ptr [rbp+0x1e8],1
  0015ca  mov     [rbp+0xc8],r15
  0015d1  mov     qword ptr [rbp+0x1f8],1
  0015dc  mov     rax,0xa
  0015e6  jmp     0x0000000000000027
  0015eb  mov     [rbp+0x58],rbx
  0015f2  mov     qword ptr [rbp+0x188],3
  0015fd  mov     [rbp+0x68],r12
  001604  mov     qword ptr [rbp+0x198],3
  00160f  mov     qword ptr [rbp+0x78],0x27
  00161a  mov     [rbp+0xb0],r14
  001621  mov     qword ptr [rbp+0x1e0],1
  00162c  mov     rax,0xc
  001636  jmp     0x0000000000000027
  00163b  mov     [rbp+0x58],rbx
  001642  mov     qword ptr [rbp+0x188],3
  00164d  mov     [rbp+0x68],r12
  001654  mov     qword ptr [rbp+0x198],3
  00165f  mov     qword ptr [rbp+0x78],0x2e
  00166a  mov     [rbp+0xb0],r13
  001671  mov     qword ptr [rbp+0x1e0],1
  00167c  mov     rax,0xe
  001686  jmp     0x0000000000000027
  00168b  mov     [rbp+0x58],rbx
  001692  mov     qword ptr [rbp+0x188],3
  00169d  mov     [rbp+0x68],r12
  0016a4  mov     qword ptr [rbp+0x198],3
  0016af  mov     qword ptr [rbp+0x78],0x26
  0016ba  mov     qword ptr [rbp+0x80],0x13
  0016c5  mov     qword ptr [rbp+0x1b0],2
  0016d0  mov     qword ptr [rbp+0xa8],0x28
  0016db  mov     qword ptr [rbp+0x1d8],2
  0016e6  mov     [rbp+0xb8],r15
  0016ed  mov     qword ptr [rbp+0x1e8],1
  0016f8  mov     [rbp+0xc8],r8
  0016ff  mov     qword ptr [rbp+0x1f8],1
  00170a  mov     rax,0x12
  001714  jmp     0x0000000000000027
  001719  mov     [rbp+0x58],rbx
  001720  mov     qword ptr [rbp+0x188],3
  00172b  mov     [rbp+0x68],r12
  001732  mov     qword ptr [rbp+0x198],3
  00173d  mov     qword ptr [rbp+0x78],0x27
  001748  mov     [rbp+0xb0],r14
  00174f  mov     qword ptr [rbp+0x1e0],1
  00175a  mov     rax,0x14
  001764  jmp     0x0000000000000027
  001769  mov     [rbp+0x58],rbx
  001770  mov     qword ptr [rbp+0x188],3
  00177b  mov     [rbp+0x68],r12
  001782  mov     qword ptr [rbp+0x198],3
  00178d  mov     qword ptr [rbp+0x78],0x2e
  001798  mov     [rbp+0xb0],r13
  00179f  mov     qword ptr [rbp+0x1e0],1
  0017aa  mov     rax,0x16
  0017b4  jmp     0x0000000000000027

; T1: 1872 bytes
; v0:list = input bytecode
  0017c0  cmp     qword ptr [rbp+0x180],3
  0017cb  jne     0x0000000000001d87
; v1:list = input mem
  0017d1  cmp     qword ptr [rbp+0x188],3
  0017dc  jne     0x0000000000001d87
  0017e2  mov     rbx,[rbp+0x58]
; v2:list = input stack
  0017e9  cmp     qword ptr [rbp+0x198],3
  0017f4  jne     0x0000000000001d87
  0017fa  mov     r12,[rbp+0x68]
; v3:list = input rstack
  001801  cmp     qword ptr [rbp+0x1a0],3
  00180c  jne     0x0000000000001d87
; v4:int = input pc
  001812  cmp     qword ptr [rbp+0x1a8],1
  00181d  jne     0x0000000000001d87
  001823  mov     r13,[rbp+0x78]
; guard_value v4, 4 => dispatch_loop_promote_bytecode/0 (1) {}
  00182a  cmp     r13,4
  001831  jne     0x0000000000001d96
  001837  jmp     0x000000000000184a
  00183c  mov     rbx,[rbp+0x58]
  001843  mov     r12,[rbp+0x68]
  00184a  mov     rsi,[rbx+0x10]
; guard_words v1 => op_load/0 (4) {}
  001852  cmp     qword ptr [rbx+8],0
  00185e  jne     0x0000000000001db7
; v7:int = readlist v1, 1 words => op_load/0 (4) {}
  001864  cmp     qword ptr [rbx],1
  001870  jbe     0x0000000000001dc6
  001876  mov     r13,[rsi+8]
; guard_words v2 => op_load/0 (4) {}
  00187e  cmp     qword ptr [r12+8],0
  00188a  jne     0x0000000000001dd5
; v9:int = len v2
  001890  mov     r14,[r12]
; v10:list = append v2, v7 owned words
  001898  mov     rax,[r12-0x10]
  0018a0  add     rax,[r12-8]
  0018a8  cmp     rax,2
  0018ae  jne     0x00000000000019d1
  0018b4  mov     rax,[r12]
  0018bc  cmp     rax,[r12+0x18]
  0018c4  jae     0x00000000000019d1
  0018ca  mov     rdx,[r12+0x10]
  0018d2  lea     rdx,[rdx+rax*8]
  0018d6  add     rax,1
  0018da  mov     [r12],rax
  0018e2  mov     [rdx],r13
; v11:int = readlist v1, 0 words => op_load/0 (9) {stack=v10, pc=6}
  0018e5  cmp     qword ptr [rbx],0
  0018f1  jbe     0x0000000000001de4
  0018f7  mov     r15,[rsi]
; v12:list = append v10, v11 owned words
  0018ff  mov     rax,[r12]
  001907  cmp     rax,[r12+0x18]
  00190f  jae     0x0000000000001aab
  001915  mov     rdx,[r12+0x10]
  00191d  lea     rdx,[rdx+rax*8]
  001921  add     rax,1
  001925  mov     [r12],rax
  00192d  mov     [rdx],r15
; v13:list = slice v12, 0, v9 owned words => pop2_top/3 (21) {stack=v12, pc=8, opcode='lt', k='binary_xy', y=v11, depth=v9}
  001930  cmp     r14,[r12]
  001938  ja      0x0000000000001b85
  00193e  mov     [r12],r14
; v14:int = lt v7, v11
; guard_true v14 => jump_if_zero_x/0 (48) {stack=v13, pc=9, x=0}
  001946  cmp     r13,r15
  001949  jge     0x0000000000001e10
; v16:list = set v1, 2, 0 owned words => store_x/0 (63) {stack=v13, pc=13, x=0}
  00194f  mov     rax,[rbx-0x10]
  001957  add     rax,[rbx-8]
  00195f  cmp     rax,2
  001965  jne     0x0000000000001c80
  00196b  cmp     qword ptr [rbx],2
  001977  jbe     0x0000000000001c80
  00197d  mov     qword ptr [rsi+0x10],0
; jump_trace T0 => dispatch_loop/0 (64) {mem=v16, stack=v13, pc=15}
  001989  mov     [rbp+0x58],rbx
  001990  mov     qword ptr [rbp+0x188],3
  00199b  mov     [rbp+0x68],r12
  0019a2  mov     qword ptr [rbp+0x198],3
  0019ad  mov     qword ptr [rbp+0x78],0xf
  0019b8  mov     dword ptr [rbp+0x38],8
  0019c2  mov     dword ptr [rbp+0x3c],1
  0019cc  jmp     0x000000000000010a
  0019d1  sub     rsp,0x70
  0019d8  mov     [rsp+0x30],rcx
  0019e0  mov     [rsp+0x38],rsi
  0019e8  mov     [rsp+0x40],rdi
  0019f0  mov     [rsp+0x48],r8
  0019f8  mov     [rsp+0x50],r9
  001a00  mov     [rsp+0x58],r10
  001a08  mov     [rsp],r12
  001a10  mov     qword ptr [rsp+8],3
  001a1c  mov     [rsp+0x10],r13
  001a24  mov     qword ptr [rsp+0x18],1
  001a30  mov     rdi,[rbp+0x20]
  001a37  mov     esi,0xf
  001a3c  mov     rdx,rsp
  001a3f  mov     rcx,0xfffffffffffffffc
  001a49  mov     r8,0xfffffffffffffffc
  001a53  mov     r9,0
  001a5d  mov     rax,<list_op>
  001a67  call    rax
  001a69  mov     r11,rax
  001a6c  mov     rcx,[rsp+0x30]
  001a74  mov     rsi,[rsp+0x38]
  001a7c  mov     rdi,[rsp+0x40]
  001a84  mov     r8,[rsp+0x48]
  001a8c  mov     r9,[rsp+0x50]
  001a94  mov     r10,[rsp+0x58]
  001a9c  add     rsp,0x70
  001aa3  mov     r12,r11
  001aa6  jmp     0x00000000000018e5
  001aab  sub     rsp,0x70
  001ab2  mov     [rsp+0x30],rcx
  001aba  mov     [rsp+0x38],rsi
  001ac2  mov     [rsp+0x40],rdi
  001aca  mov     [rsp+0x48],r8
  001ad2  mov     [rsp+0x50],r9
  001ada  mov     [rsp+0x58],r10
  001ae2  mov     [rsp],r12
  001aea  mov     qword ptr [rsp+8],3
  001af6  mov     [rsp+0x10],r15
  001afe  mov     qword ptr [rsp+0x18],1
  001b0a  mov     rdi,[rbp+0x20]
  001b11  mov     esi,0xf
  001b16  mov     rdx,rsp
  001b19  mov     rcx,0xfffffffffffffffc
  001b23  mov     r8,0xfffffffffffffffc
  001b2d  mov     r9,0
  001b37  mov     rax,<list_op>
  001b41  call    rax
  001b43  mov     r11,rax
  001b46  mov     rcx,[rsp+0x30]
  001b4e  mov     rsi,[rsp+0x38]
  001b56  mov     rdi,[rsp+0x40]
  001b5e  mov     r8,[rsp+0x48]
  001b66  mov     r9,[rsp+0x50]
  001b6e  mov     r10,[rsp+0x58]
  001b76  add     rsp,0x70
  001b7d  mov     r12,r11
  001b80  jmp     0x0000000000001930
  001b85  sub     rsp,0x70
  001b8c  mov     [rsp+0x30],rcx
  001b94  mov     [rsp+0x38],rsi
  001b9c  mov     [rsp+0x40],rdi
  001ba4  mov     [rsp+0x48],r8
  001bac  mov     [rsp+0x50],r9
  001bb4  mov     [rsp+0x58],r10
  001bbc  mov     [rsp],r12
  001bc4  mov     qword ptr [rsp+8],3
  001bd0  mov     qword ptr [rsp+0x10],0
  001bdc  mov     qword ptr [rsp+0x18],1
  001be8  mov     [rsp+0x20],r14
  001bf0  mov     qword ptr [rsp+0x28],1
  001bfc  mov     rdi,[rbp+0x20]
  001c03  mov     esi,0x10
  001c08  mov     rdx,rsp
  001c0b  mov     rcx,0xfffffffffffffffc
  001c15  mov     r8,0xfffffffffffffffc
  001c1f  mov     r9,0
  001c29  mov     rax,<list_op>
  001c33  call    rax
  001c35  mov     r11,rax
  001c38  mov     rcx,[rsp+0x30]
  001c40  mov     rsi,[rsp+0x38]
  001c48  mov     rdi,[rsp+0x40]
  001c50  mov     r8,[rsp+0x48]
  001c58  mov     r9,[rsp+0x50]
  001c60  mov     r10,[rsp+0x58]
  001c68  add     rsp,0x70
  001c6f  test    rdx,rdx
  001c72  je      0x0000000000001e52
  001c78  mov     r12,r11
  001c7b  jmp     0x0000000000001946
  001c80  sub     rsp,0x70
  001c87  mov     [rsp+0x30],rcx
  001c8f  mov     [rsp+0x38],rsi
  001c97  mov     [rsp+0x40],rdi
  001c9f  mov     [rsp+0x48],r8
  001ca7  mov     [rsp+0x50],r9
  001caf  mov     [rsp+0x58],r10
  001cb7  mov     [rsp],rbx
  001cbf  mov     qword ptr [rsp+8],3
  001ccb  mov     qword ptr [rsp+0x10],2
  001cd7  mov     qword ptr [rsp+0x18],1
  001ce3  mov     qword ptr [rsp+0x20],0
  001cef  mov     qword ptr [rsp+0x28],1
  001cfb  mov     rdi,[rbp+0x20]
  001d02  mov     esi,0xe
  001d07  mov     rdx,rsp
  001d0a  mov     rcx,0xfffffffffffffffe
  001d14  mov     r8,0xfffffffffffffffe
  001d1e  mov     r9,0
  001d28  mov     rax,<list_op>
  001d32  call    rax
  001d34  mov     r11,rax
  001d37  mov     rcx,[rsp+0x30]
  001d3f  mov     rsi,[rsp+0x38]
  001d47  mov     rdi,[rsp+0x40]
  001d4f  mov     r8,[rsp+0x48]
  001d57  mov     r9,[rsp+0x50]
  001d5f  mov     r10,[rsp+0x58]
  001d67  add     rsp,0x70
  001d6e  test    rdx,rdx
  001d71  je      0x0000000000001ece
  001d77  mov     rbx,r11
  001d7a  mov     rsi,[rbx+0x10]
  001d82  jmp     0x0000000000001989
; exits
  001d87  mov     rax,0x1fffffffe
  001d91  jmp     0x0000000000000027
  001d96  mov     [rbp+0x10],r13
  001d9d  mov     qword ptr [rbp+0x18],1
  001da8  mov     rax,0x100000000
  001db2  jmp     0x0000000000000027
  001db7  mov     rax,0x100000001
  001dc1  jmp     0x0000000000000027
  001dc6  mov     rax,0x100000002
  001dd0  jmp     0x0000000000000027
  001dd5  mov     rax,0x100000003
  001ddf  jmp     0x0000000000000027
  001de4  mov     [rbp+0x68],r12
  001deb  mov     qword ptr [rbp+0x198],3
  001df6  mov     qword ptr [rbp+0x78],6
  001e01  mov     rax,0x100000004
  001e0b  jmp     0x0000000000000027
  001e10  mov     [rbp+0x68],r12
  001e17  mov     qword ptr [rbp+0x198],3
  001e22  mov     qword ptr [rbp+0x78],9
  001e2d  mov     qword ptr [rbp+0xb0],0
  001e38  mov     qword ptr [rbp+0x1e0],1
  001e43  mov     rax,0x100000006
  001e4d  jmp     0x0000000000000027
  001e52  mov     [rbp+0x68],r12
  001e59  mov     qword ptr [rbp+0x198],3
  001e64  mov     qword ptr [rbp+0x78],8
  001e6f  mov     qword ptr [rbp+0x80],0xd
  001e7a  mov     qword ptr [rbp+0x1b0],2
  001e85  mov     qword ptr [rbp+0xa8],0x28
  001e90  mov     qword ptr [rbp+0x1d8],2
  001e9b  mov     [rbp+0xb8],r15
  001ea2  mov     qword ptr [rbp+0x1e8],1
  001ead  mov     [rbp+0xc8],r14
  001eb4  mov     qword ptr [rbp+0x1f8],1
  001ebf  mov     rax,0x100000005
  001ec9  jmp     0x0000000000000027
  001ece  mov     [rbp+0x68],r12
  001ed5  mov     qword ptr [rbp+0x198],3
  001ee0  mov     qword ptr [rbp+0x78],0xd
  001eeb  mov     qword ptr [rbp+0xb0],0
  001ef6  mov     qword ptr [rbp+0x1e0],1
  001f01  mov     rax,0x100000007
  001f0b  jmp     0x0000000000000027

; T2: 2331 bytes
; v0:list = input bytecode
  001f40  cmp     qword ptr [rbp+0x180],3
  001f4b  jne     0x00000000000025ee
; v1:list = input mem
  001f51  cmp     qword ptr [rbp+0x188],3
  001f5c  jne     0x00000000000025ee
  001f62  mov     rbx,[rbp+0x58]
; v2:list = input stack
  001f69  cmp     qword ptr [rbp+0x198],3
  001f74  jne     0x00000000000025ee
  001f7a  mov     r12,[rbp+0x68]
; v3:list = input rstack
  001f81  cmp     qword ptr [rbp+0x1a0],3
  001f8c  jne     0x00000000000025ee
  001f92  jmp     0x0000000000001faa
  001f97  mov     rbx,[rbp+0x58]
  001f9e  mov     r12,[rbp+0x68]
  001fa5  jmp     0x0000000000001faa
; v4:int = readlist v1, 1 words => jump_if_zero_x/0 (0) {}
  001faa  cmp     qword ptr [rbx],1
  001fb6  jbe     0x00000000000025fd
  001fbc  mov     rax,[rbx+0x10]
  001fc4  mov     r13,[rax+8]
  001fcc  mov     rsi,[rbx+0x10]
; v5:int = len v2
  001fd4  mov     r14,[r12]
; v6:int = add v4, 1 => binary_add/0 (21) {stack=v2, pc=26, x=v4, y=1}
  001fdc  add     r13,1
  001fe3  jo      0x000000000000260c
; v7:list = set v1, 1, v6 owned words in_bounds => store_x/0 (32) {stack=v2, pc=27, x=v6}
  001fe9  mov     rax,[rbx-0x10]
  001ff1  add     rax,[rbx-8]
  001ff9  cmp     rax,2
  001fff  jne     0x0000000000002135
  002005  mov     [rsi+8],r13
; v8:list = append v2, v6 owned words
  00200d  mov     rax,[r12-0x10]
  002015  add     rax,[r12-8]
  00201d  cmp     rax,2
  002023  jne     0x0000000000002238
  002029  mov     rax,[r12]
  002031  cmp     rax,[r12+0x18]
  002039  jae     0x0000000000002238
  00203f  mov     rdx,[r12+0x10]
  002047  lea     rdx,[rdx+rax*8]
  00204b  add     rax,1
  00204f  mov     [r12],rax
  002057  mov     [rdx],r13
; v9:int = readlist v7, 0 words => op_load/0 (57) {mem=v7, stack=v8, pc=6}
  00205a  cmp     qword ptr [rbx],0
  002066  jbe     0x0000000000002672
  00206c  mov     r15,[rsi]
; v10:list = append v8, v9 owned words
  002074  mov     rax,[r12]
  00207c  cmp     rax,[r12+0x18]
  002084  jae     0x0000000000002312
  00208a  mov     rdx,[r12+0x10]
  002092  lea     rdx,[rdx+rax*8]
  002096  add     rax,1
  00209a  mov     [r12],rax
  0020a2  mov     [rdx],r15
; v11:list = slice v10, 0, v5 owned words => pop2_top/3 (69) {mem=v7, stack=v10, pc=8, opcode='lt', k='binary_xy', y=v9, depth=v5}
  0020a5  cmp     r14,[r12]
  0020ad  ja      0x00000000000023ec
  0020b3  mov     [r12],r14
; v12:int = lt v6, v9
; guard_true v12 => jump_if_zero_x/0 (96) {mem=v7, stack=v11, pc=9, x=0}
  0020bb  cmp     r13,r15
  0020be  jge     0x00000000000026bb
; v14:list = set v7, 2, 0 owned words => store_x/0 (111) {mem=v7, stack=v11, pc=13, x=0}
  0020c4  cmp     qword ptr [rbx],2
  0020d0  jbe     0x00000000000024e7
  0020d6  mov     qword ptr [rsi+0x10],0
; jump_trace T0 => dispatch_loop/0 (112) {mem=v14, stack=v11, pc=15}
  0020e2  mov     [rbp+0x58],rbx
  0020e9  mov     qword ptr [rbp+0x188],3
  0020f4  mov     [rbp+0x68],r12
  0020fb  mov     qword ptr [rbp+0x198],3
  002106  mov     qword ptr [rbp+0x78],0xf
  002111  mov     qword ptr [rbp+0x1a8],1
  00211c  mov     dword ptr [rbp+0x38],7
  002126  mov     dword ptr [rbp+0x3c],2
  002130  jmp     0x000000000000010a
  002135  sub     rsp,0x70
  00213c  mov     [rsp+0x30],rcx
  002144  mov     [rsp+0x38],rsi
  00214c  mov     [rsp+0x40],rdi
  002154  mov     [rsp+0x48],r8
  00215c  mov     [rsp+0x50],r9
  002164  mov     [rsp+0x58],r10
  00216c  mov     [rsp],rbx
  002174  mov     qword ptr [rsp+8],3
  002180  mov     qword ptr [rsp+0x10],1
  00218c  mov     qword ptr [rsp+0x18],1
  002198  mov     [rsp+0x20],r13
  0021a0  mov     qword ptr [rsp+0x28],1
  0021ac  mov     rdi,[rbp+0x20]
  0021b3  mov     esi,0xe
  0021b8  mov     rdx,rsp
  0021bb  mov     rcx,0xfffffffffffffffe
  0021c5  mov     r8,0xfffffffffffffffe
  0021cf  mov     r9,0
  0021d9  mov     rax,<list_op>
  0021e3  call    rax
  0021e5  mov     r11,rax
  0021e8  mov     rcx,[rsp+0x30]
  0021f0  mov     rsi,[rsp+0x38]
  0021f8  mov     rdi,[rsp+0x40]
  002200  mov     r8,[rsp+0x48]
  002208  mov     r9,[rsp+0x50]
  002210  mov     r10,[rsp+0x58]
  002218  add     rsp,0x70
  00221f  test    rdx,rdx
  002222  je      0x000000000000271a
  002228  mov     rbx,r11
  00222b  mov     rsi,[rbx+0x10]
  002233  jmp     0x000000000000200d
  002238  sub     rsp,0x70
  00223f  mov     [rsp+0x30],rcx
  002247  mov     [rsp+0x38],rsi
  00224f  mov     [rsp+0x40],rdi
  002257  mov     [rsp+0x48],r8
  00225f  mov     [rsp+0x50],r9
  002267  mov     [rsp+0x58],r10
  00226f  mov     [rsp],r12
  002277  mov     qword ptr [rsp+8],3
  002283  mov     [rsp+0x10],r13
  00228b  mov     qword ptr [rsp+0x18],1
  002297  mov     rdi,[rbp+0x20]
  00229e  mov     esi,0xf
  0022a3  mov     rdx,rsp
  0022a6  mov     rcx,0xfffffffffffffffc
  0022b0  mov     r8,0xfffffffffffffffc
  0022ba  mov     r9,0
  0022c4  mov     rax,<list_op>
  0022ce  call    rax
  0022d0  mov     r11,rax
  0022d3  mov     rcx,[rsp+0x30]
  0022db  mov     rsi,[rsp+0x38]
  0022e3  mov     rdi,[rsp+0x40]
  0022eb  mov     r8,[rsp+0x48]
  0022f3  mov     r9,[rsp+0x50]
  0022fb  mov     r10,[rsp+0x58]
  002303  add     rsp,0x70
  00230a  mov     r12,r11
  00230d  jmp     0x000000000000205a
  002312  sub     rsp,0x70
  002319  mov     [rsp+0x30],rcx
  002321  mov     [rsp+0x38],rsi
  002329  mov     [rsp+0x40],rdi
  002331  mov     [rsp+0x48],r8
  002339  mov     [rsp+0x50],r9
  002341  mov     [rsp+0x58],r10
  002349  mov     [rsp],r12
  002351  mov     qword ptr [rsp+8],3
  00235d  mov     [rsp+0x10],r15
  002365  mov     qword ptr [rsp+0x18],1
  002371  mov     rdi,[rbp+0x20]
  002378  mov     esi,0xf
  00237d  mov     rdx,rsp
  002380  mov     rcx,0xfffffffffffffffc
  00238a  mov     r8,0xfffffffffffffffc
  002394  mov     r9,0
  00239e  mov     rax,<list_op>
  0023a8  call    rax
  0023aa  mov     r11,rax
  0023ad  mov     rcx,[rsp+0x30]
  0023b5  mov     rsi,[rsp+0x38]
  0023bd  mov     rdi,[rsp+0x40]
  0023c5  mov     r8,[rsp+0x48]
  0023cd  mov     r9,[rsp+0x50]
  0023d5  mov     r10,[rsp+0x58]
  0023dd  add     rsp,0x70
  0023e4  mov     r12,r11
  0023e7  jmp     0x00000000000020a5
  0023ec  sub     rsp,0x70
  0023f3  mov     [rsp+0x30],rcx
  0023fb  mov     [rsp+0x38],rsi
  002403  mov     [rsp+0x40],rdi
  00240b  mov     [rsp+0x48],r8
  002413  mov     [rsp+0x50],r9
  00241b  mov     [rsp+0x58],r10
  002423  mov     [rsp],r12
  00242b  mov     qword ptr [rsp+8],3
  002437  mov     qword ptr [rsp+0x10],0
  002443  mov     qword ptr [rsp+0x18],1
  00244f  mov     [rsp+0x20],r14
  002457  mov     qword ptr [rsp+0x28],1
  002463  mov     rdi,[rbp+0x20]
  00246a  mov     esi,0x10
  00246f  mov     rdx,rsp
  002472  mov     rcx,0xfffffffffffffffc
  00247c  mov     r8,0xfffffffffffffffc
  002486  mov     r9,0
  002490  mov     rax,<list_op>
  00249a  call    rax
  00249c  mov     r11,rax
  00249f  mov     rcx,[rsp+0x30]
  0024a7  mov     rsi,[rsp+0x38]
  0024af  mov     rdi,[rsp+0x40]
  0024b7  mov     r8,[rsp+0x48]
  0024bf  mov     r9,[rsp+0x50]
  0024c7  mov     r10,[rsp+0x58]
  0024cf  add     rsp,0x70
  0024d6  test    rdx,rdx
  0024d9  je      0x0000000000002763
  0024df  mov     r12,r11
  0024e2  jmp     0x00000000000020bb
  0024e7  sub     rsp,0x70
  0024ee  mov     [rsp+0x30],rcx
  0024f6  mov     [rsp+0x38],rsi
  0024fe  mov     [rsp+0x40],rdi
  002506  mov     [rsp+0x48],r8
  00250e  mov     [rsp+0x50],r9
  002516  mov     [rsp+0x58],r10
  00251e  mov     [rsp],rbx
  002526  mov     qword ptr [rsp+8],3
  002532  mov     qword ptr [rsp+0x10],2
  00253e  mov     qword ptr [rsp+0x18],1
  00254a  mov     qword ptr [rsp+0x20],0
  002556  mov     qword ptr [rsp+0x28],1
  002562  mov     rdi,[rbp+0x20]
  002569  mov     esi,0xe
  00256e  mov     rdx,rsp
  002571  mov     rcx,0xfffffffffffffffe
  00257b  mov     r8,0xfffffffffffffffe
  002585  mov     r9,0
  00258f  mov     rax,<list_op>
  002599  call    rax
  00259b  mov     r11,rax
  00259e  mov     rcx,[rsp+0x30]
  0025a6  mov     rsi,[rsp+0x38]
  0025ae  mov     rdi,[rsp+0x40]
  0025b6  mov     r8,[rsp+0x48]
  0025be  mov     r9,[rsp+0x50]
  0025c6  mov     r10,[rsp+0x58]
  0025ce  add     rsp,0x70
  0025d5  test    rdx,rdx
  0025d8  je      0x00000000000027fc
  0025de  mov     rbx,r11
  0025e1  mov     rsi,[rbx+0x10]
  0025e9  jmp     0x00000000000020e2
; exits
  0025ee  mov     rax,0x2fffffffe
  0025f8  jmp     0x0000000000000027
  0025fd  mov     rax,0x200000000
  002607  jmp     0x0000000000000027
  00260c  sub     r13,1
  002613  mov     [rbp+0x68],r12
  00261a  mov     qword ptr [rbp+0x198],3
  002625  mov     qword ptr [rbp+0x78],0x1a
  002630  mov     qword ptr [rbp+0x1a8],1
  00263b  mov     [rbp+0xb0],r13
  002642  mov     qword ptr [rbp+0x1e0],1
  00264d  mov     qword ptr [rbp+0xb8],1
  002658  mov     qword ptr [rbp+0x1e8],1
  002663  mov     rax,0x200000001
  00266d  jmp     0x0000000000000027
  002672  mov     [rbp+0x58],rbx
  002679  mov     qword ptr [rbp+0x188],3
  002684  mov     [rbp+0x68],r12
  00268b  mov     qword ptr [rbp+0x198],3
  002696  mov     qword ptr [rbp+0x78],6
  0026a1  mov     qword ptr [rbp+0x1a8],1
  0026ac  mov     rax,0x200000003
  0026b6  jmp     0x0000000000000027
  0026bb  mov     [rbp+0x58],rbx
  0026c2  mov     qword ptr [rbp+0x188],3
  0026cd  mov     [rbp+0x68],r12
  0026d4  mov     qword ptr [rbp+0x198],3
  0026df  mov     qword ptr [rbp+0x78],9
  0026ea  mov     qword ptr [rbp+0x1a8],1
  0026f5  mov     qword ptr [rbp+0xb0],0
  002700  mov     qword ptr [rbp+0x1e0],1
  00270b  mov     rax,0x200000005
  002715  jmp     0x0000000000000027
  00271a  mov     [rbp+0x68],r12
  002721  mov     qword ptr [rbp+0x198],3
  00272c  mov     qword ptr [rbp+0x78],0x1b
  002737  mov     qword ptr [rbp+0x1a8],1
  002742  mov     [rbp+0xb0],r13
  002749  mov     qword ptr [rbp+0x1e0],1
  002754  mov     rax,0x200000002
  00275e  jmp     0x0000000000000027
  002763  mov     [rbp+0x58],rbx
  00276a  mov     qword ptr [rbp+0x188],3
  002775  mov     [rbp+0x68],r12
  00277c  mov     qword ptr [rbp+0x198],3
  002787  mov     qword ptr [rbp+0x78],8
  002792  mov     qword ptr [rbp+0x1a8],1
  00279d  mov     qword ptr [rbp+0x80],0xd
  0027a8  mov     qword ptr [rbp+0x1b0],2
  0027b3  mov     qword ptr [rbp+0xa8],0x28
  0027be  mov     qword ptr [rbp+0x1d8],2
  0027c9  mov     [rbp+0xb8],r15
  0027d0  mov     qword ptr [rbp+0x1e8],1
  0027db  mov     [rbp+0xc8],r14
  0027e2  mov     qword ptr [rbp+0x1f8],1
  0027ed  mov     rax,0x200000004
  0027f7  jmp     0x0000000000000027
  0027fc  mov     [rbp+0x58],rbx
  002803  mov     qword ptr [rbp+0x188],3
  00280e  mov     [rbp+0x68],r12
  002815  mov     qword ptr [rbp+0x198],3
  002820  mov     qword ptr [rbp+0x78],0xd
  00282b  mov     qword ptr [rbp+0x1a8],1
  002836  mov     qword ptr [rbp+0xb0],0
  002841  mov     qword ptr [rbp+0x1e0],1
  00284c  mov     rax,0x200000006
  002856  jmp     0x0000000000000027
