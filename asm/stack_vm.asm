; T0: 6395 bytes
; v0:list = input bytecode
  000030  cmp     qword ptr [rbp+0xc8],3
  00003b  jne     0x0000000000000fe1
  000041  mov     rbx,[rbp+0x30]
; v1:list = input mem
  000048  cmp     qword ptr [rbp+0xd0],3
  000053  jne     0x0000000000000fe1
  000059  mov     r12,[rbp+0x38]
; v2:list = input stack
  000060  cmp     qword ptr [rbp+0xe0],3
  00006b  jne     0x0000000000000fe1
  000071  mov     r13,[rbp+0x48]
; v3:list = input rstack
  000078  cmp     qword ptr [rbp+0xe8],3
  000083  jne     0x0000000000000fe1
; v4:int = input pc
  000089  cmp     qword ptr [rbp+0xf0],1
  000094  jne     0x0000000000000fe1
  00009a  mov     r14,[rbp+0x58]
; guard_value v0, ['push', 0, 'store', 1, 'load', 1, 'load', 0, 'lt', 'jump_if_zero', 50, 'push', 0, 'store', 2, 'load', 2, 'load', 0, 'eq', 'jump_if_zero', 31, 'load', 1, 'push', 1, 'add', 'store', 1, 'jump', 4, 'load', 3, 'load', 1, 'load', 2, 'mul', 'add', 'store', 3, 'load', 2, 'push', 1, 'add', 'store', 2, 'jump', 15, 'load', 3, 'halt'] => dispatch_loop/0 (0) {mem=v1, stack=v2, pc=v4}
  0000a1  mov     rax,<list k0>
  0000ab  cmp     rbx,rax
  0000ae  jne     0x0000000000000ff0
; guard_value v4, 15 => dispatch_loop_promote_bytecode/0 (1) {mem=v1, stack=v2, pc=v4}
  0000b4  cmp     r14,0xf
  0000bb  jne     0x0000000000001063
  0000c1  jmp     0x00000000000000d4
  0000c6  mov     r12,[rbp+0x38]
  0000cd  mov     r13,[rbp+0x48]
; guard_words v1 => op_load/2 (4) {mem=v1, stack=v2, pc=15, a=2}
  0000d4  cmp     qword ptr [r12+8],0
  0000e0  jne     0x00000000000010af
; v8:int = readlist v1, 2 words => op_load/2 (4) {mem=v1, stack=v2, pc=15, a=2}
  0000e6  cmp     qword ptr [r12],2
  0000f2  jbe     0x0000000000001103
  0000f8  mov     rax,[r12+0x10]
  000100  mov     r14,[rax+0x10]
; guard_words v2 => op_load/3 (4) {mem=v1, stack=v2, pc=15, v=v8}
  000107  cmp     qword ptr [r13+8],0
  000113  jne     0x0000000000001157
; v10:int = len v2
  000119  mov     rbx,[r13]
; v11:list = append v2, v8 owned words
  000121  cmp     qword ptr [r13-0x10],1
  00012d  jne     0x00000000000003e8
  000133  cmp     qword ptr [r13-8],1
  00013f  jne     0x00000000000003e8
  000145  mov     rax,[r13]
  00014d  cmp     rax,[r13+0x18]
  000155  jae     0x00000000000003e8
  00015b  mov     rdx,[r13+0x10]
  000163  lea     rdx,[rdx+rax*8]
  000167  add     rax,1
  00016b  mov     [r13],rax
  000173  mov     [rdx],r14
; v12:int = readlist v1, 0 words => op_load/2 (9) {mem=v1, stack=v11, pc=17, a=0}
  000176  cmp     qword ptr [r12],0
  000182  jbe     0x00000000000011a7
  000188  mov     rax,[r12+0x10]
  000190  mov     r15,[rax]
; v13:list = append v11, v12 owned words
  000197  mov     rax,[r13]
  00019f  cmp     rax,[r13+0x18]
  0001a7  jae     0x00000000000004c2
  0001ad  mov     rdx,[r13+0x10]
  0001b5  lea     rdx,[rdx+rax*8]
  0001b9  add     rax,1
  0001bd  mov     [r13],rax
  0001c5  mov     [rdx],r15
; v14:list = slice v13, 0, v10 owned words => pop2_top/4 (22) {mem=v1, stack=v13, pc=19, opcode='eq', k='binary_xy', x=v8, y=v12, depth=v10}
  0001c8  cmp     rbx,[r13]
  0001d0  ja      0x000000000000059c
  0001d6  mov     [r13],rbx
; v15:int = eq v8, v12
; guard_false v15 => jump_if_zero_x/0 (49) {mem=v1, stack=v14, pc=20, x=1}
  0001de  cmp     r14,r15
  0001e1  je      0x00000000000011fb
; v17:int = readlist v1, 3 words => op_load/2 (55) {mem=v1, stack=v14, pc=31, a=3}
  0001e7  cmp     qword ptr [r12],3
  0001f3  jbe     0x000000000000124f
  0001f9  mov     rax,[r12+0x10]
  000201  mov     rsi,[rax+0x18]
; v18:list = append v14, v17 owned words
  000208  mov     rax,[r13]
  000210  cmp     rax,[r13+0x18]
  000218  jae     0x0000000000000697
  00021e  mov     rdx,[r13+0x10]
  000226  lea     rdx,[rdx+rax*8]
  00022a  add     rax,1
  00022e  mov     [r13],rax
  000236  mov     [rdx],rsi
; v19:int = readlist v1, 1 words => op_load/2 (60) {mem=v1, stack=v18, pc=33, a=1}
  000239  cmp     qword ptr [r12],1
  000245  jbe     0x00000000000012a3
  00024b  mov     rax,[r12+0x10]
  000253  mov     rdi,[rax+8]
; v20:int = mul v19, v8 => binary_mul/0 (80) {mem=v1, stack=v18, pc=37, x=v19, y=v8}
  00025a  mov     r11,rdi
  00025d  imul    r11,r14
  000261  jo      0x00000000000012f7
  000267  mov     r8,r11
; v21:list = append v18, v20 owned words
  00026a  mov     rax,[r13]
  000272  cmp     rax,[r13+0x18]
  00027a  jae     0x0000000000000771
  000280  mov     rdx,[r13+0x10]
  000288  lea     rdx,[rdx+rax*8]
  00028c  add     rax,1
  000290  mov     [r13],rax
  000298  mov     [rdx],r8
; v22:list = slice v21, 0, v10 owned words => pop2_top/4 (90) {mem=v1, stack=v21, pc=38, opcode='add', k='binary_xy', x=v17, y=v20, depth=v10}
  00029b  cmp     rbx,[r13]
  0002a3  ja      0x000000000000084b
  0002a9  mov     [r13],rbx
; v23:int = add v17, v20 => binary_add/0 (92) {mem=v1, stack=v22, pc=38, x=v17, y=v20}
  0002b1  add     rsi,r8
  0002b4  jo      0x0000000000001359
; v24:list = set v1, 3, v23 owned words in_bounds => store_x/2 (103) {mem=v1, stack=v22, pc=39, a=3, x=v23}
  0002ba  cmp     qword ptr [r12-0x10],1
  0002c6  jne     0x0000000000000946
  0002cc  cmp     qword ptr [r12-8],1
  0002d8  jne     0x0000000000000946
  0002de  mov     rax,[r12+0x10]
  0002e6  lea     rax,[rax+0x18]
  0002ed  mov     [rax],rsi
; v25:int = add v8, 1 => binary_add/0 (123) {mem=v24, stack=v22, pc=45, x=v8, y=1}
  0002f0  add     r14,1
  0002f7  jo      0x00000000000013be
; v26:list = set v24, 2, v25 owned words in_bounds => store_x/2 (134) {mem=v24, stack=v22, pc=46, a=2, x=v25}
  0002fd  mov     rax,[r12+0x10]
  000305  lea     rax,[rax+0x10]
  00030c  mov     [rax],r14
; guard_steps => dispatch_loop/0 (150) {mem=v26, stack=v22, pc=15}
; v28:list = phi mem v26
; v29:list = phi stack v22
; v30:int = phi - v25
; v31:int = phi - v23
; loop (150)
  00030f  nop
; v33:int = len v29
  000310  mov     r8,[r13]
; v34:int = eq v30, v12
; guard_false v34 => jump_if_zero_x/0 (49) {mem=v28, stack=v29, pc=20, x=1}
  000318  cmp     r14,r15
  00031b  je      0x000000000000142b
; v36:list = append v29, v31 owned words
  000321  mov     rax,[r13]
  000329  cmp     rax,[r13+0x18]
  000331  jae     0x0000000000000b3c
  000337  mov     rdx,[r13+0x10]
  00033f  lea     rdx,[rdx+rax*8]
  000343  add     rax,1
  000347  mov     [r13],rax
  00034f  mov     [rdx],rsi
; v37:int = mul v19, v30 => binary_mul/0 (80) {mem=v28, stack=v36, pc=37, x=v19, y=v30}
  000352  mov     r11,rdi
  000355  imul    r11,r14
  000359  jo      0x000000000000147f
  00035f  mov     rbx,r11
; v38:list = append v36, v37 owned words
  000362  mov     rax,[r13]
  00036a  cmp     rax,[r13+0x18]
  000372  jae     0x0000000000000c16
  000378  mov     rdx,[r13+0x10]
  000380  lea     rdx,[rdx+rax*8]
  000384  add     rax,1
  000388  mov     [r13],rax
  000390  mov     [rdx],rbx
; v39:list = slice v38, 0, v33 owned words => pop2_top/4 (90) {mem=v28, stack=v38, pc=38, opcode='add', k='binary_xy', x=v31, y=v37, depth=v33}
  000393  cmp     r8,[r13]
  00039b  ja      0x0000000000000cf0
  0003a1  mov     [r13],r8
; v40:int = add v31, v37 => binary_add/0 (92) {mem=v28, stack=v39, pc=38, x=v31, y=v37}
  0003a9  add     rsi,rbx
  0003ac  jo      0x00000000000014e1
; v41:list = set v28, 3, v40 owned words in_bounds => store_x/2 (103) {mem=v28, stack=v39, pc=39, a=3, x=v40}
  0003b2  mov     rax,[r12+0x10]
  0003ba  lea     rax,[rax+0x18]
  0003c1  mov     [rax],rsi
; v42:int = add v30, 1 => binary_add/0 (123) {mem=v41, stack=v39, pc=45, x=v30, y=1}
  0003c4  add     r14,1
  0003cb  jo      0x0000000000001546
; v43:list = set v41, 2, v42 owned words in_bounds => store_x/2 (134) {mem=v41, stack=v39, pc=46, a=2, x=v42}
  0003d1  mov     rax,[r12+0x10]
  0003d9  lea     rax,[rax+0x10]
  0003e0  mov     [rax],r14
; guard_steps => dispatch_loop/0 (150) {mem=v43, stack=v39, pc=15}
; jump (150) v28 <- v43, v29 <- v39, v30 <- v42, v31 <- v40
  0003e3  jmp     0x0000000000000310
  0003e8  sub     rsp,0x70
  0003ef  mov     [rsp+0x30],rcx
  0003f7  mov     [rsp+0x38],rsi
  0003ff  mov     [rsp+0x40],rdi
  000407  mov     [rsp+0x48],r8
  00040f  mov     [rsp+0x50],r9
  000417  mov     [rsp+0x58],r10
  00041f  mov     [rsp],r13
  000427  mov     qword ptr [rsp+8],3
  000433  mov     [rsp+0x10],r14
  00043b  mov     qword ptr [rsp+0x18],1
  000447  mov     rdi,[rbp+0x20]
  00044e  mov     esi,0xf
  000453  mov     rdx,rsp
  000456  mov     rcx,0xfffffffffffffffc
  000460  mov     r8,0xfffffffffffffffc
  00046a  mov     r9,0
  000474  mov     rax,<list_op>
  00047e  call    rax
  000480  mov     r11,rax
  000483  mov     rcx,[rsp+0x30]
  00048b  mov     rsi,[rsp+0x38]
  000493  mov     rdi,[rsp+0x40]
  00049b  mov     r8,[rsp+0x48]
  0004a3  mov     r9,[rsp+0x50]
  0004ab  mov     r10,[rsp+0x58]
  0004b3  add     rsp,0x70
  0004ba  mov     r13,r11
  0004bd  jmp     0x0000000000000176
  0004c2  sub     rsp,0x70
  0004c9  mov     [rsp+0x30],rcx
  0004d1  mov     [rsp+0x38],rsi
  0004d9  mov     [rsp+0x40],rdi
  0004e1  mov     [rsp+0x48],r8
  0004e9  mov     [rsp+0x50],r9
  0004f1  mov     [rsp+0x58],r10
  0004f9  mov     [rsp],r13
  000501  mov     qword ptr [rsp+8],3
  00050d  mov     [rsp+0x10],r15
  000515  mov     qword ptr [rsp+0x18],1
  000521  mov     rdi,[rbp+0x20]
  000528  mov     esi,0xf
  00052d  mov     rdx,rsp
  000530  mov     rcx,0xfffffffffffffffc
  00053a  mov     r8,0xfffffffffffffffc
  000544  mov     r9,0
  00054e  mov     rax,<list_op>
  000558  call    rax
  00055a  mov     r11,rax
  00055d  mov     rcx,[rsp+0x30]
  000565  mov     rsi,[rsp+0x38]
  00056d  mov     rdi,[rsp+0x40]
  000575  mov     r8,[rsp+0x48]
  00057d  mov     r9,[rsp+0x50]
  000585  mov     r10,[rsp+0x58]
  00058d  add     rsp,0x70
  000594  mov     r13,r11
  000597  jmp     0x00000000000001c8
  00059c  sub     rsp,0x70
  0005a3  mov     [rsp+0x30],rcx
  0005ab  mov     [rsp+0x38],rsi
  0005b3  mov     [rsp+0x40],rdi
  0005bb  mov     [rsp+0x48],r8
  0005c3  mov     [rsp+0x50],r9
  0005cb  mov     [rsp+0x58],r10
  0005d3  mov     [rsp],r13
  0005db  mov     qword ptr [rsp+8],3
  0005e7  mov     qword ptr [rsp+0x10],0
  0005f3  mov     qword ptr [rsp+0x18],1
  0005ff  mov     [rsp+0x20],rbx
  000607  mov     qword ptr [rsp+0x28],1
  000613  mov     rdi,[rbp+0x20]
  00061a  mov     esi,0x10
  00061f  mov     rdx,rsp
  000622  mov     rcx,0xfffffffffffffffc
  00062c  mov     r8,0xfffffffffffffffc
  000636  mov     r9,0
  000640  mov     rax,<list_op>
  00064a  call    rax
  00064c  mov     r11,rax
  00064f  mov     rcx,[rsp+0x30]
  000657  mov     rsi,[rsp+0x38]
  00065f  mov     rdi,[rsp+0x40]
  000667  mov     r8,[rsp+0x48]
  00066f  mov     r9,[rsp+0x50]
  000677  mov     r10,[rsp+0x58]
  00067f  add     rsp,0x70
  000686  test    rdx,rdx
  000689  je      0x00000000000015b3
  00068f  mov     r13,r11
  000692  jmp     0x00000000000001de
  000697  sub     rsp,0x70
  00069e  mov     [rsp+0x30],rcx
  0006a6  mov     [rsp+0x38],rsi
  0006ae  mov     [rsp+0x40],rdi
  0006b6  mov     [rsp+0x48],r8
  0006be  mov     [rsp+0x50],r9
  0006c6  mov     [rsp+0x58],r10
  0006ce  mov     [rsp],r13
  0006d6  mov     qword ptr [rsp+8],3
  0006e2  mov     [rsp+0x10],rsi
  0006ea  mov     qword ptr [rsp+0x18],1
  0006f6  mov     rdi,[rbp+0x20]
  0006fd  mov     esi,0xf
  000702  mov     rdx,rsp
  000705  mov     rcx,0xfffffffffffffffc
  00070f  mov     r8,0xfffffffffffffffc
  000719  mov     r9,0
  000723  mov     rax,<list_op>
  00072d  call    rax
  00072f  mov     r11,rax
  000732  mov     rcx,[rsp+0x30]
  00073a  mov     rsi,[rsp+0x38]
  000742  mov     rdi,[rsp+0x40]
  00074a  mov     r8,[rsp+0x48]
  000752  mov     r9,[rsp+0x50]
  00075a  mov     r10,[rsp+0x58]
  000762  add     rsp,0x70
  000769  mov     r13,r11
  00076c  jmp     0x0000000000000239
  000771  sub     rsp,0x70
  000778  mov     [rsp+0x30],rcx
  000780  mov     [rsp+0x38],rsi
  000788  mov     [rsp+0x40],rdi
  000790  mov     [rsp+0x48],r8
  000798  mov     [rsp+0x50],r9
  0007a0  mov     [rsp+0x58],r10
  0007a8  mov     [rsp],r13
  0007b0  mov     qword ptr [rsp+8],3
  0007bc  mov     [rsp+0x10],r8
  0007c4  mov     qword ptr [rsp+0x18],1
  0007d0  mov     rdi,[rbp+0x20]
  0007d7  mov     esi,0xf
  0007dc  mov     rdx,rsp
  0007df  mov     rcx,0xfffffffffffffffc
  0007e9  mov     r8,0xfffffffffffffffc
  0007f3  mov     r9,0
  0007fd  mov     rax,<list_op>
  000807  call    rax
  000809  mov     r11,rax
  00080c  mov     rcx,[rsp+0x30]
  000814  mov     rsi,[rsp+0x38]
  00081c  mov     rdi,[rsp+0x40]
  000824  mov     r8,[rsp+0x48]
  00082c  mov     r9,[rsp+0x50]
  000834  mov     r10,[rsp+0x58]
  00083c  add     rsp,0x70
  000843  mov     r13,r11
  000846  jmp     0x000000000000029b
  00084b  sub     rsp,0x70
  000852  mov     [rsp+0x30],rcx
  00085a  mov     [rsp+0x38],rsi
  000862  mov     [rsp+0x40],rdi
  00086a  mov     [rsp+0x48],r8
  000872  mov     [rsp+0x50],r9
  00087a  mov     [rsp+0x58],r10
  000882  mov     [rsp],r13
  00088a  mov     qword ptr [rsp+8],3
  000896  mov     qword ptr [rsp+0x10],0
  0008a2  mov     qword ptr [rsp+0x18],1
  0008ae  mov     [rsp+0x20],rbx
  0008b6  mov     qword ptr [rsp+0x28],1
  0008c2  mov     rdi,[rbp+0x20]
  0008c9  mov     esi,0x10
  0008ce  mov     rdx,rsp
  0008d1  mov     rcx,0xfffffffffffffffc
  0008db  mov     r8,0xfffffffffffffffc
  0008e5  mov     r9,0
  0008ef  mov     rax,<list_op>
  0008f9  call    rax
  0008fb  mov     r11,rax
  0008fe  mov     rcx,[rsp+0x30]
  000906  mov     rsi,[rsp+0x38]
  00090e  mov     rdi,[rsp+0x40]
  000916  mov     r8,[rsp+0x48]
  00091e  mov     r9,[rsp+0x50]
  000926  mov     r10,[rsp+0x58]
  00092e  add     rsp,0x70
  000935  test    rdx,rdx
  000938  je      0x0000000000001653
  00093e  mov     r13,r11
  000941  jmp     0x00000000000002b1
  000946  sub     rsp,0x70
  00094d  mov     [rsp+0x30],rcx
  000955  mov     [rsp+0x38],rsi
  00095d  mov     [rsp+0x40],rdi
  000965  mov     [rsp+0x48],r8
  00096d  mov     [rsp+0x50],r9
  000975  mov     [rsp+0x58],r10
  00097d  mov     [rsp],r12
  000985  mov     qword ptr [rsp+8],3
  000991  mov     qword ptr [rsp+0x10],3
  00099d  mov     qword ptr [rsp+0x18],1
  0009a9  mov     [rsp+0x20],rsi
  0009b1  mov     qword ptr [rsp+0x28],1
  0009bd  mov     rdi,[rbp+0x20]
  0009c4  mov     esi,0xe
  0009c9  mov     rdx,rsp
  0009cc  mov     rcx,0xfffffffffffffffe
  0009d6  mov     r8,0xfffffffffffffffe
  0009e0  mov     r9,0
  0009ea  mov     rax,<list_op>
  0009f4  call    rax
  0009f6  mov     r11,rax
  0009f9  mov     rcx,[rsp+0x30]
  000a01  mov     rsi,[rsp+0x38]
  000a09  mov     rdi,[rsp+0x40]
  000a11  mov     r8,[rsp+0x48]
  000a19  mov     r9,[rsp+0x50]
  000a21  mov     r10,[rsp+0x58]
  000a29  add     rsp,0x70
  000a30  test    rdx,rdx
  000a33  je      0x00000000000016f3
  000a39  mov     r12,r11
  000a3c  jmp     0x00000000000002f0
  000a41  sub     rsp,0x70
  000a48  mov     [rsp+0x30],rcx
  000a50  mov     [rsp+0x38],rsi
  000a58  mov     [rsp+0x40],rdi
  000a60  mov     [rsp+0x48],r8
  000a68  mov     [rsp+0x50],r9
  000a70  mov     [rsp+0x58],r10
  000a78  mov     [rsp],r12
  000a80  mov     qword ptr [rsp+8],3
  000a8c  mov     qword ptr [rsp+0x10],2
  000a98  mov     qword ptr [rsp+0x18],1
  000aa4  mov     [rsp+0x20],r14
  000aac  mov     qword ptr [rsp+0x28],1
  000ab8  mov     rdi,[rbp+0x20]
  000abf  mov     esi,0xe
  000ac4  mov     rdx,rsp
  000ac7  mov     rcx,0xfffffffffffffffe
  000ad1  mov     r8,0xfffffffffffffffe
  000adb  mov     r9,0
  000ae5  mov     rax,<list_op>
  000aef  call    rax
  000af1  mov     r11,rax
  000af4  mov     rcx,[rsp+0x30]
  000afc  mov     rsi,[rsp+0x38]
  000b04  mov     rdi,[rsp+0x40]
  000b0c  mov     r8,[rsp+0x48]
  000b14  mov     r9,[rsp+0x50]
  000b1c  mov     r10,[rsp+0x58]
  000b24  add     rsp,0x70
  000b2b  test    rdx,rdx
  000b2e  je      0x0000000000001759
  000b34  mov     r12,r11
  000b37  jmp     0x000000000000030f
  000b3c  sub     rsp,0x70
  000b43  mov     [rsp+0x30],rcx
  000b4b  mov     [rsp+0x38],rsi
  000b53  mov     [rsp+0x40],rdi
  000b5b  mov     [rsp+0x48],r8
  000b63  mov     [rsp+0x50],r9
  000b6b  mov     [rsp+0x58],r10
  000b73  mov     [rsp],r13
  000b7b  mov     qword ptr [rsp+8],3
  000b87  mov     [rsp+0x10],rsi
  000b8f  mov     qword ptr [rsp+0x18],1
  000b9b  mov     rdi,[rbp+0x20]
  000ba2  mov     esi,0xf
  000ba7  mov     rdx,rsp
  000baa  mov     rcx,0xfffffffffffffffc
  000bb4  mov     r8,0xfffffffffffffffc
  000bbe  mov     r9,0
  000bc8  mov     rax,<list_op>
  000bd2  call    rax
  000bd4  mov     r11,rax
  000bd7  mov     rcx,[rsp+0x30]
  000bdf  mov     rsi,[rsp+0x38]
  000be7  mov     rdi,[rsp+0x40]
  000bef  mov     r8,[rsp+0x48]
  000bf7  mov     r9,[rsp+0x50]
  000bff  mov     r10,[rsp+0x58]
  000c07  add     rsp,0x70
  000c0e  mov     r13,r11
  000c11  jmp     0x0000000000000352
  000c16  sub     rsp,0x70
  000c1d  mov     [rsp+0x30],rcx
  000c25  mov     [rsp+0x38],rsi
  000c2d  mov     [rsp+0x40],rdi
  000c35  mov     [rsp+0x48],r8
  000c3d  mov     [rsp+0x50],r9
  000c45  mov     [rsp+0x58],r10
  000c4d  mov     [rsp],r13
  000c55  mov     qword ptr [rsp+8],3
  000c61  mov     [rsp+0x10],rbx
  000c69  mov     qword ptr [rsp+0x18],1
  000c75  mov     rdi,[rbp+0x20]
  000c7c  mov     esi,0xf
  000c81  mov     rdx,rsp
  000c84  mov     rcx,0xfffffffffffffffc
  000c8e  mov     r8,0xfffffffffffffffc
  000c98  mov     r9,0
  000ca2  mov     rax,<list_op>
  000cac  call    rax
  000cae  mov     r11,rax
  000cb1  mov     rcx,[rsp+0x30]
  000cb9  mov     rsi,[rsp+0x38]
  000cc1  mov     rdi,[rsp+0x40]
  000cc9  mov     r8,[rsp+0x48]
  000cd1  mov     r9,[rsp+0x50]
  000cd9  mov     r10,[rsp+0x58]
  000ce1  add     rsp,0x70
  000ce8  mov     r13,r11
  000ceb  jmp     0x0000000000000393
  000cf0  sub     rsp,0x70
  000cf7  mov     [rsp+0x30],rcx
  000cff  mov     [rsp+0x38],rsi
  000d07  mov     [rsp+0x40],rdi
  000d0f  mov     [rsp+0x48],r8
  000d17  mov     [rsp+0x50],r9
  000d1f  mov     [rsp+0x58],r10
  000d27  mov     [rsp],r13
  000d2f  mov     qword ptr [rsp+8],3
  000d3b  mov     qword ptr [rsp+0x10],0
  000d47  mov     qword ptr [rsp+0x18],1
  000d53  mov     [rsp+0x20],r8
  000d5b  mov     qword ptr [rsp+0x28],1
  000d67  mov     rdi,[rbp+0x20]
  000d6e  mov     esi,0x10
  000d73  mov     rdx,rsp
  000d76  mov     rcx,0xfffffffffffffffc
  000d80  mov     r8,0xfffffffffffffffc
  000d8a  mov     r9,0
  000d94  mov     rax,<list_op>
  000d9e  call    rax
  000da0  mov     r11,rax
  000da3  mov     rcx,[rsp+0x30]
  000dab  mov     rsi,[rsp+0x38]
  000db3  mov     rdi,[rsp+0x40]
  000dbb  mov     r8,[rsp+0x48]
  000dc3  mov     r9,[rsp+0x50]
  000dcb  mov     r10,[rsp+0x58]
  000dd3  add     rsp,0x70
  000dda  test    rdx,rdx
  000ddd  je      0x00000000000017bf
  000de3  mov     r13,r11
  000de6  jmp     0x00000000000003a9
  000deb  sub     rsp,0x70
  000df2  mov     [rsp+0x30],rcx
  000dfa  mov     [rsp+0x38],rsi
  000e02  mov     [rsp+0x40],rdi
  000e0a  mov     [rsp+0x48],r8
  000e12  mov     [rsp+0x50],r9
  000e1a  mov     [rsp+0x58],r10
  000e22  mov     [rsp],r12
  000e2a  mov     qword ptr [rsp+8],3
  000e36  mov     qword ptr [rsp+0x10],3
  000e42  mov     qword ptr [rsp+0x18],1
  000e4e  mov     [rsp+0x20],rsi
  000e56  mov     qword ptr [rsp+0x28],1
  000e62  mov     rdi,[rbp+0x20]
  000e69  mov     esi,0xe
  000e6e  mov     rdx,rsp
  000e71  mov     rcx,0xfffffffffffffffe
  000e7b  mov     r8,0xfffffffffffffffe
  000e85  mov     r9,0
  000e8f  mov     rax,<list_op>
  000e99  call    rax
  000e9b  mov     r11,rax
  000e9e  mov     rcx,[rsp+0x30]
  000ea6  mov     rsi,[rsp+0x38]
  000eae  mov     rdi,[rsp+0x40]
  000eb6  mov     r8,[rsp+0x48]
  000ebe  mov     r9,[rsp+0x50]
  000ec6  mov     r10,[rsp+0x58]
  000ece  add     rsp,0x70
  000ed5  test    rdx,rdx
  000ed8  je      0x000000000000185f
  000ede  mov     r12,r11
  000ee1  jmp     0x00000000000003c4
  000ee6  sub     rsp,0x70
  000eed  mov     [rsp+0x30],rcx
  000ef5  mov     [rsp+0x38],rsi
  000efd  mov     [rsp+0x40],rdi
  000f05  mov     [rsp+0x48],r8
  000f0d  mov     [rsp+0x50],r9
  000f15  mov     [rsp+0x58],r10
  000f1d  mov     [rsp],r12
  000f25  mov     qword ptr [rsp+8],3
  000f31  mov     qword ptr [rsp+0x10],2
  000f3d  mov     qword ptr [rsp+0x18],1
  000f49  mov     [rsp+0x20],r14
  000f51  mov     qword ptr [rsp+0x28],1
  000f5d  mov     rdi,[rbp+0x20]
  000f64  mov     esi,0xe
  000f69  mov     rdx,rsp
  000f6c  mov     rcx,0xfffffffffffffffe
  000f76  mov     r8,0xfffffffffffffffe
  000f80  mov     r9,0
  000f8a  mov     rax,<list_op>
  000f94  call    rax
  000f96  mov     r11,rax
  000f99  mov     rcx,[rsp+0x30]
  000fa1  mov     rsi,[rsp+0x38]
  000fa9  mov     rdi,[rsp+0x40]
  000fb1  mov     r8,[rsp+0x48]
  000fb9  mov     r9,[rsp+0x50]
  000fc1  mov     r10,[rsp+0x58]
  000fc9  add     rsp,0x70
  000fd0  test    rdx,rdx
  000fd3  je      0x00000000000018c5
  000fd9  mov     r12,r11
  000fdc  jmp     0x00000000000003e3
; exits
  000fe1  mov     rax,0xfffffffe
  000feb  jmp     0x0000000000000016
  000ff0  mov     [rbp+0x10],rbx
  000ff7  mov     qword ptr [rbp+0x18],3
  001002  mov     [rbp+0x38],r12
  001009  mov     qword ptr [rbp+0xd0],3
  001014  mov     [rbp+0x48],r13
  00101b  mov     qword ptr [rbp+0xe0],3
  001026  mov     [rbp+0x58],r14
  00102d  mov     rdi,[rbp+0x20]
  001034  mov     rsi,8
  00103e  mov     rdx,0
  001048  mov     rax,<exit_lists>
  001052  call    rax
  001054  mov     rax,0
  00105e  jmp     0x0000000000000016
  001063  mov     [rbp+0x10],r14
  00106a  mov     qword ptr [rbp+0x18],1
  001075  mov     [rbp+0x38],r12
  00107c  mov     qword ptr [rbp+0xd0],3
  001087  mov     [rbp+0x48],r13
  00108e  mov     qword ptr [rbp+0xe0],3
  001099  mov     [rbp+0x58],r14
  0010a0  mov     rax,1
  0010aa  jmp     0x0000000000000016
  0010af  mov     [rbp+0x38],r12
  0010b6  mov     qword ptr [rbp+0xd0],3
  0010c1  mov     [rbp+0x48],r13
  0010c8  mov     qword ptr [rbp+0xe0],3
  0010d3  mov     qword ptr [rbp+0x58],0xf
  0010de  mov     qword ptr [rbp+<exit lists 0>0],2
  0010e9  mov     qword ptr [rbp+0x118],1
  0010f4  mov     rax,2
  0010fe  jmp     0x0000000000000016
  001103  mov     [rbp+0x38],r12
  00110a  mov     qword ptr [rbp+0xd0],3
  001115  mov     [rbp+0x48],r13
  00111c  mov     qword ptr [rbp+0xe0],3
  001127  mov     qword ptr [rbp+0x58],0xf
  001132  mov     qword ptr [rbp+<exit lists 0>0],2
  00113d  mov     qword ptr [rbp+0x118],1
  001148  mov     rax,3
  001152  jmp     0x0000000000000016
  001157  mov     [rbp+0x38],r12
  00115e  mov     qword ptr [rbp+0xd0],3
  001169  mov     [rbp+0x48],r13
  001170  mov     qword ptr [rbp+0xe0],3
  00117b  mov     qword ptr [rbp+0x58],0xf
  001186  mov     [rbp+0x78],r14
  00118d  mov     qword ptr [rbp+0x110],1
  001198  mov     rax,4
  0011a2  jmp     0x0000000000000016
  0011a7  mov     [rbp+0x38],r12
  0011ae  mov     qword ptr [rbp+0xd0],3
  0011b9  mov     [rbp+0x48],r13
  0011c0  mov     qword ptr [rbp+0xe0],3
  0011cb  mov     qword ptr [rbp+0x58],0x11
  0011d6  mov     qword ptr [rbp+<exit lists 0>0],0
  0011e1  mov     qword ptr [rbp+0x118],1
  0011ec  mov     rax,5
  0011f6  jmp     0x0000000000000016
  0011fb  mov     [rbp+0x38],r12
  001202  mov     qword ptr [rbp+0xd0],3
  00120d  mov     [rbp+0x48],r13
  001214  mov     qword ptr [rbp+0xe0],3
  00121f  mov     qword ptr [rbp+0x58],0x14
  00122a  mov     qword ptr [rbp+0x90],1
  001235  mov     qword ptr [rbp+0x128],1
  001240  mov     rax,7
  00124a  jmp     0x0000000000000016
  00124f  mov     [rbp+0x38],r12
  001256  mov     qword ptr [rbp+0xd0],3
  001261  mov     [rbp+0x48],r13
  001268  mov     qword ptr [rbp+0xe0],3
  001273  mov     qword ptr [rbp+0x58],0x1f
  00127e  mov     qword ptr [rbp+<exit lists 0>0],3
  001289  mov     qword ptr [rbp+0x118],1
  001294  mov     rax,8
  00129e  jmp     0x0000000000000016
  0012a3  mov     [rbp+0x38],r12
  0012aa  mov     qword ptr [rbp+0xd0],3
  0012b5  mov     [rbp+0x48],r13
  0012bc  mov     qword ptr [rbp+0xe0],3
  0012c7  mov     qword ptr [rbp+0x58],0x21
  0012d2  mov     qword ptr [rbp+<exit lists 0>0],1
  0012dd  mov     qword ptr [rbp+0x118],1
  0012e8  mov     rax,9
  0012f2  jmp     0x0000000000000016
  0012f7  mov     [rbp+0x38],r12
  0012fe  mov     qword ptr [rbp+0xd0],3
  001309  mov     [rbp+0x48],r13
  001310  mov     qword ptr [rbp+0xe0],3
  00131b  mov     qword ptr [rbp+0x58],0x25
  001326  mov     [rbp+0x90],rdi
  00132d  mov     qword ptr [rbp+0x128],1
  001338  mov     [rbp+0x98],r14
  00133f  mov     qword ptr [rbp+0x130],1
  00134a  mov     rax,0xa
  001354  jmp     0x0000000000000016
  001359  sub     rsi,r8
  00135c  mov     [rbp+0x38],r12
  001363  mov     qword ptr [rbp+0xd0],3
  00136e  mov     [rbp+0x48],r13
  001375  mov     qword ptr [rbp+0xe0],3
  001380  mov     qword ptr [rbp+0x58],0x26
  00138b  mov     [rbp+0x90],rsi
  001392  mov     qword ptr [rbp+0x128],1
  00139d  mov     [rbp+0x98],r8
  0013a4  mov     qword ptr [rbp+0x130],1
  0013af  mov     rax,0xc
  0013b9  jmp     0x0000000000000016
  0013be  sub     r14,1
  0013c5  mov     [rbp+0x38],r12
  0013cc  mov     qword ptr [rbp+0xd0],3
  0013d7  mov     [rbp+0x48],r13
  0013de  mov     qword ptr [rbp+0xe0],3
  0013e9  mov     qword ptr [rbp+0x58],0x2d
  0013f4  mov     [rbp+0x90],r14
  0013fb  mov     qword ptr [rbp+0x128],1
  001406  mov     qword ptr [rbp+0x98],1
  001411  mov     qword ptr [rbp+0x130],1
  00141c  mov     rax,0xe
  001426  jmp     0x0000000000000016
  00142b  mov     [rbp+0x38],r12
  001432  mov     qword ptr [rbp+0xd0],3
  00143d  mov     [rbp+0x48],r13
  001444  mov     qword ptr [rbp+0xe0],3
  00144f  mov     qword ptr [rbp+0x58],0x14
  00145a  mov     qword ptr [rbp+0x90],1
  001465  mov     qword ptr [rbp+0x128],1
  001470  mov     rax,0x11
  00147a  jmp     0x0000000000001976
  00147f  mov     [rbp+0x38],r12
  001486  mov     qword ptr [rbp+0xd0],3
  001491  mov     [rbp+0x48],r13
  001498  mov     qword ptr [rbp+0xe0],3
  0014a3  mov     qword ptr [rbp+0x58],0x25
  0014ae  mov     [rbp+0x90],rdi
  0014b5  mov     qword ptr [rbp+0x128],1
  0014c0  mov     [rbp+0x98],r14
  0014c7  mov     qword ptr [rbp+0x130],1
  0014d2  mov     rax,0x12
  0014dc  jmp     0x0000000000000016
  0014e1  sub     rsi,rbx
  0014e4  mov     [rbp+0x38],r12
  0014eb  mov     qword ptr [rbp+0xd0],3
  0014f6  mov     [rbp+0x48],r13
  0014fd  mov     qword ptr [rbp+0xe0],3
  001508  mov     qword ptr [rbp+0x58],0x26
  001513  mov     [rbp+0x90],rsi
  00151a  mov     qword ptr [rbp+0x128],1
  001525  mov     [rbp+0x98],rbx
  00152c  mov     qword ptr [rbp+0x130],1
  001537  mov     rax,0x14
  001541  jmp     0x0000000000000016
  001546  sub     r14,1
  00154d  mov     [rbp+0x38],r12
  001554  mov     qword ptr [rbp+0xd0],3
  00155f  mov     [rbp+0x48],r13
  001566  mov     qword ptr [rbp+0xe0],3
  001571  mov     qword ptr [rbp+0x58],0x2d
  00157c  mov     [rbp+0x90],r14
  001583  mov     qword ptr [rbp+0x128],1
  00158e  mov     qword ptr [rbp+0x98],1
  001599  mov     qword ptr [rbp+0x130],1
  0015a4  mov     rax,0x16
  0015ae  jmp     0x0000000000000016
  0015b3  mov     [rbp+0x38],r12
  0015ba  mov     qword ptr [rbp+0xd0],3
  0015c5  mov     [rbp+0x48],r13
  0015cc  mov     qword ptr [rbp+0xe0],3
  0015d7  mov     qword ptr [rbp+0x58],0x13
  0015e2  mov     qword ptr [rbp+0x60],0x16
  0015ed  mov     qword ptr [rbp+0xf8],2
  0015f8  mov     qword ptr [rbp+<exit lists 0>8],0x28
  001603  mov     qword ptr [rbp+0x120],2
  00160e  mov     [rbp+0x90],r14
  001615  mov     qword ptr [rbp+0x128],1
  001620  mov     [rbp+0x98],r15
  001627  mov     qword ptr [rbp+0x130],1
  001632  mov     [rbp+0xa8],rbx
  001639  mov     qword ptr [rbp+0x140],1
  001644  mov     rax,6
  00164e  jmp     0x0000000000000016
  001653  mov     [rbp+0x38],r12
  00165a  mov     qword ptr [rbp+0xd0],3
  001665  mov     [rbp+0x48],r13
  00166c  mov     qword ptr [rbp+0xe0],3
  001677  mov     qword ptr [rbp+0x58],0x26
  001682  mov     qword ptr [rbp+0x60],0x13
  00168d  mov     qword ptr [rbp+0xf8],2
  001698  mov     qword ptr [rbp+<exit lists 0>8],0x28
  0016a3  mov     qword ptr [rbp+0x120],2
  0016ae  mov     [rbp+0x90],rsi
  0016b5  mov     qword ptr [rbp+0x128],1
  0016c0  mov     [rbp+0x98],r8
  0016c7  mov     qword ptr [rbp+0x130],1
  0016d2  mov     [rbp+0xa8],rbx
  0016d9  mov     qword ptr [rbp+0x140],1
  0016e4  mov     rax,0xb
  0016ee  jmp     0x0000000000000016
  0016f3  mov     [rbp+0x38],r12
  0016fa  mov     qword ptr [rbp+0xd0],3
  001705  mov     [rbp+0x48],r13
  00170c  mov     qword ptr [rbp+0xe0],3
  001717  mov     qword ptr [rbp+0x58],0x27
  001722  mov     qword ptr [rbp+<exit lists 0>0],3
  00172d  mov     qword ptr [rbp+0x118],1
  001738  mov     [rbp+0x90],rsi
  00173f  mov     qword ptr [rbp+0x128],1
  00174a  mov     rax,0xd
  001754  jmp     0x0000000000000016
  001759  mov     [rbp+0x38],r12
  001760  mov     qword ptr [rbp+0xd0],3
  00176b  mov     [rbp+0x48],r13
  001772  mov     qword ptr [rbp+0xe0],3
  00177d  mov     qword ptr [rbp+0x58],0x2e
  001788  mov     qword ptr [rbp+<exit lists 0>0],2
  001793  mov     qword ptr [rbp+0x118],1
  00179e  mov     [rbp+0x90],r14
  0017a5  mov     qword ptr [rbp+0x128],1
  0017b0  mov     rax,0xf
  0017ba  jmp     0x0000000000000016
  0017bf  mov     [rbp+0x38],r12
  0017c6  mov     qword ptr [rbp+0xd0],3
  0017d1  mov     [rbp+0x48],r13
  0017d8  mov     qword ptr [rbp+0xe0],3
  0017e3  mov     qword ptr [rbp+0x58],0x26
  0017ee  mov     qword ptr [rbp+0x60],0x13
  0017f9  mov     qword ptr [rbp+0xf8],2
  001804  mov     qword ptr [rbp+<exit lists 0>8],0x28
  00180f  mov     qword ptr [rbp+0x120],2
  00181a  mov     [rbp+0x90],rsi
  001821  mov     qword ptr [rbp+0x128],1
  00182c  mov     [rbp+0x98],rbx
  001833  mov     qword ptr [rbp+0x130],1
  00183e  mov     [rbp+0xa8],r8
  001845  mov     qword ptr [rbp+0x140],1
  001850  mov     rax,0x13
  00185a  jmp     0x0000000000000016
  00185f  mov     [rbp+0x38],r12
  001866  mov     qword ptr [rbp+0xd0],3
  001871  mov     [rbp+0x48],r13
  001878  mov     qword ptr [rbp+0xe0],3
  001883  mov     qword ptr [rbp+0x58],0x27
  00188e  mov     qword ptr [rbp+<exit lists 0>0],3
  001899  mov     qword ptr [rbp+0x118],1
  0018a4  mov     [rbp+0x90],rsi
  0018ab  mov     qword ptr [rbp+0x128],1
  0018b6  mov     rax,0x15
  0018c0  jmp     0x0000000000000016
  0018c5  mov     [rbp+0x38],r12
  0018cc  mov     qword ptr [rbp+0xd0],3
  0018d7  mov     [rbp+0x48],r13
  0018de  mov     qword ptr [rbp+0xe0],3
  0018e9  mov     qword ptr [rbp+0x58],0x2e
  0018f4  mov     qword ptr [rbp+<exit lists 0>0],2
  0018ff  mov     qword ptr [rbp+0x118],1
  00190a  mov     [rbp+0x90],r14
  001911  mov     qword ptr [rbp+0x128],1
  00191c  mov     rax,0x17
  001926  jmp     0x0000000000000016

; T1: 2585 bytes
; v0:list = input mem
  001930  cmp     qword ptr [rbp+0xd0],3
  00193b  jne     0x0000000000001fea
  001941  mov     rbx,[rbp+0x38]
; v1:list = input stack
  001948  cmp     qword ptr [rbp+0xe0],3
  001953  jne     0x0000000000001fea
  001959  mov     r12,[rbp+0x48]
; v2:list = input rstack
  001960  cmp     qword ptr [rbp+0xe8],3
  00196b  jne     0x0000000000001fea
  001971  jmp     0x0000000000001984
  001976  mov     rbx,[rbp+0x38]
  00197d  mov     r12,[rbp+0x48]
; guard_words v0 => op_load/2 (6) {pc=22, a=1}
  001984  cmp     qword ptr [rbx+8],0
  001990  jne     0x0000000000001ff9
; v4:int = readlist v0, 1 words => op_load/2 (6) {pc=22, a=1}
  001996  cmp     qword ptr [rbx],1
  0019a2  jbe     0x0000000000002034
  0019a8  mov     rax,[rbx+0x10]
  0019b0  mov     r13,[rax+8]
; guard_words v1 => op_load/3 (6) {pc=22, v=v4}
  0019b7  cmp     qword ptr [r12+8],0
  0019c3  jne     0x000000000000206f
; v6:int = len v1
  0019c9  mov     r14,[r12]
; v7:int = add v4, 1 => binary_add/0 (21) {stack=v1, pc=26, x=v4, y=1}
  0019d1  add     r13,1
  0019d8  jo      0x00000000000020a6
; v8:list = set v0, 1, v7 owned words in_bounds => store_x/2 (32) {stack=v1, pc=27, a=1, x=v7}
  0019de  cmp     qword ptr [rbx-0x10],1
  0019ea  jne     0x0000000000001b41
  0019f0  cmp     qword ptr [rbx-8],1
  0019fc  jne     0x0000000000001b41
  001a02  mov     rax,[rbx+0x10]
  001a0a  lea     rax,[rax+8]
  001a11  mov     [rax],r13
; v9:list = append v1, v7 owned words
  001a14  cmp     qword ptr [r12-0x10],1
  001a20  jne     0x0000000000001c3c
  001a26  cmp     qword ptr [r12-8],1
  001a32  jne     0x0000000000001c3c
  001a38  mov     rax,[r12]
  001a40  cmp     rax,[r12+0x18]
  001a48  jae     0x0000000000001c3c
  001a4e  mov     rdx,[r12+0x10]
  001a56  lea     rdx,[rdx+rax*8]
  001a5a  add     rax,1
  001a5e  mov     [r12],rax
  001a66  mov     [rdx],r13
; v10:int = readlist v8, 0 words => op_load/2 (57) {mem=v8, stack=v9, pc=6, a=0}
  001a69  cmp     qword ptr [rbx],0
  001a75  jbe     0x000000000000210c
  001a7b  mov     rax,[rbx+0x10]
  001a83  mov     r15,[rax]
; v11:list = append v9, v10 owned words
  001a8a  mov     rax,[r12]
  001a92  cmp     rax,[r12+0x18]
  001a9a  jae     0x0000000000001d16
  001aa0  mov     rdx,[r12+0x10]
  001aa8  lea     rdx,[rdx+rax*8]
  001aac  add     rax,1
  001ab0  mov     [r12],rax
  001ab8  mov     [rdx],r15
; v12:list = slice v11, 0, v6 owned words => pop2_top/4 (69) {mem=v8, stack=v11, pc=8, opcode='lt', k='binary_xy', x=v7, y=v10, depth=v6}
  001abb  cmp     r14,[r12]
  001ac3  ja      0x0000000000001df0
  001ac9  mov     [r12],r14
; v13:int = lt v7, v10
; guard_true v13 => jump_if_zero_x/0 (96) {mem=v8, stack=v12, pc=9, x=0}
  001ad1  cmp     r13,r15
  001ad4  jge     0x000000000000216b
; v15:list = set v8, 2, 0 owned words => store_x/2 (111) {mem=v8, stack=v12, pc=13, a=2, x=0}
  001ada  cmp     qword ptr [rbx],2
  001ae6  jbe     0x0000000000001eeb
  001aec  mov     rax,[rbx+0x10]
  001af4  lea     rax,[rax+0x10]
  001afb  mov     qword ptr [rax],0
; jump_trace T0 => dispatch_loop/0 (112) {mem=v15, stack=v12, pc=15}
  001b02  mov     [rbp+0x38],rbx
  001b09  mov     qword ptr [rbp+0xd0],3
  001b14  mov     [rbp+0x48],r12
  001b1b  mov     qword ptr [rbp+0xe0],3
  001b26  mov     qword ptr [rbp+0x58],0xf
  001b31  mov     qword ptr [rbp+0xf0],1
  001b3c  jmp     0x00000000000000c6
  001b41  sub     rsp,0x70
  001b48  mov     [rsp+0x30],rcx
  001b50  mov     [rsp+0x38],rsi
  001b58  mov     [rsp+0x40],rdi
  001b60  mov     [rsp+0x48],r8
  001b68  mov     [rsp+0x50],r9
  001b70  mov     [rsp+0x58],r10
  001b78  mov     [rsp],rbx
  001b80  mov     qword ptr [rsp+8],3
  001b8c  mov     qword ptr [rsp+0x10],1
  001b98  mov     qword ptr [rsp+0x18],1
  001ba4  mov     [rsp+0x20],r13
  001bac  mov     qword ptr [rsp+0x28],1
  001bb8  mov     rdi,[rbp+0x20]
  001bbf  mov     esi,0xe
  001bc4  mov     rdx,rsp
  001bc7  mov     rcx,0xfffffffffffffffe
  001bd1  mov     r8,0xfffffffffffffffe
  001bdb  mov     r9,0
  001be5  mov     rax,<list_op>
  001bef  call    rax
  001bf1  mov     r11,rax
  001bf4  mov     rcx,[rsp+0x30]
  001bfc  mov     rsi,[rsp+0x38]
  001c04  mov     rdi,[rsp+0x40]
  001c0c  mov     r8,[rsp+0x48]
  001c14  mov     r9,[rsp+0x50]
  001c1c  mov     r10,[rsp+0x58]
  001c24  add     rsp,0x70
  001c2b  test    rdx,rdx
  001c2e  je      0x00000000000021ca
  001c34  mov     rbx,r11
  001c37  jmp     0x0000000000001a14
  001c3c  sub     rsp,0x70
  001c43  mov     [rsp+0x30],rcx
  001c4b  mov     [rsp+0x38],rsi
  001c53  mov     [rsp+0x40],rdi
  001c5b  mov     [rsp+0x48],r8
  001c63  mov     [rsp+0x50],r9
  001c6b  mov     [rsp+0x58],r10
  001c73  mov     [rsp],r12
  001c7b  mov     qword ptr [rsp+8],3
  001c87  mov     [rsp+0x10],r13
  001c8f  mov     qword ptr [rsp+0x18],1
  001c9b  mov     rdi,[rbp+0x20]
  001ca2  mov     esi,0xf
  001ca7  mov     rdx,rsp
  001caa  mov     rcx,0xfffffffffffffffc
  001cb4  mov     r8,0xfffffffffffffffc
  001cbe  mov     r9,0
  001cc8  mov     rax,<list_op>
  001cd2  call    rax
  001cd4  mov     r11,rax
  001cd7  mov     rcx,[rsp+0x30]
  001cdf  mov     rsi,[rsp+0x38]
  001ce7  mov     rdi,[rsp+0x40]
  001cef  mov     r8,[rsp+0x48]
  001cf7  mov     r9,[rsp+0x50]
  001cff  mov     r10,[rsp+0x58]
  001d07  add     rsp,0x70
  001d0e  mov     r12,r11
  001d11  jmp     0x0000000000001a69
  001d16  sub     rsp,0x70
  001d1d  mov     [rsp+0x30],rcx
  001d25  mov     [rsp+0x38],rsi
  001d2d  mov     [rsp+0x40],rdi
  001d35  mov     [rsp+0x48],r8
  001d3d  mov     [rsp+0x50],r9
  001d45  mov     [rsp+0x58],r10
  001d4d  mov     [rsp],r12
  001d55  mov     qword ptr [rsp+8],3
  001d61  mov     [rsp+0x10],r15
  001d69  mov     qword ptr [rsp+0x18],1
  001d75  mov     rdi,[rbp+0x20]
  001d7c  mov     esi,0xf
  001d81  mov     rdx,rsp
  001d84  mov     rcx,0xfffffffffffffffc
  001d8e  mov     r8,0xfffffffffffffffc
  001d98  mov     r9,0
  001da2  mov     rax,<list_op>
  001dac  call    rax
  001dae  mov     r11,rax
  001db1  mov     rcx,[rsp+0x30]
  001db9  mov     rsi,[rsp+0x38]
  001dc1  mov     rdi,[rsp+0x40]
  001dc9  mov     r8,[rsp+0x48]
  001dd1  mov     r9,[rsp+0x50]
  001dd9  mov     r10,[rsp+0x58]
  001de1  add     rsp,0x70
  001de8  mov     r12,r11
  001deb  jmp     0x0000000000001abb
  001df0  sub     rsp,0x70
  001df7  mov     [rsp+0x30],rcx
  001dff  mov     [rsp+0x38],rsi
  001e07  mov     [rsp+0x40],rdi
  001e0f  mov     [rsp+0x48],r8
  001e17  mov     [rsp+0x50],r9
  001e1f  mov     [rsp+0x58],r10
  001e27  mov     [rsp],r12
  001e2f  mov     qword ptr [rsp+8],3
  001e3b  mov     qword ptr [rsp+0x10],0
  001e47  mov     qword ptr [rsp+0x18],1
  001e53  mov     [rsp+0x20],r14
  001e5b  mov     qword ptr [rsp+0x28],1
  001e67  mov     rdi,[rbp+0x20]
  001e6e  mov     esi,0x10
  001e73  mov     rdx,rsp
  001e76  mov     rcx,0xfffffffffffffffc
  001e80  mov     r8,0xfffffffffffffffc
  001e8a  mov     r9,0
  001e94  mov     rax,<list_op>
  001e9e  call    rax
  001ea0  mov     r11,rax
  001ea3  mov     rcx,[rsp+0x30]
  001eab  mov     rsi,[rsp+0x38]
  001eb3  mov     rdi,[rsp+0x40]
  001ebb  mov     r8,[rsp+0x48]
  001ec3  mov     r9,[rsp+0x50]
  001ecb  mov     r10,[rsp+0x58]
  001ed3  add     rsp,0x70
  001eda  test    rdx,rdx
  001edd  je      0x0000000000002229
  001ee3  mov     r12,r11
  001ee6  jmp     0x0000000000001ad1
  001eeb  sub     rsp,0x70
  001ef2  mov     [rsp+0x30],rcx
  001efa  mov     [rsp+0x38],rsi
  001f02  mov     [rsp+0x40],rdi
  001f0a  mov     [rsp+0x48],r8
  001f12  mov     [rsp+0x50],r9
  001f1a  mov     [rsp+0x58],r10
  001f22  mov     [rsp],rbx
  001f2a  mov     qword ptr [rsp+8],3
  001f36  mov     qword ptr [rsp+0x10],2
  001f42  mov     qword ptr [rsp+0x18],1
  001f4e  mov     qword ptr [rsp+0x20],0
  001f5a  mov     qword ptr [rsp+0x28],1
  001f66  mov     rdi,[rbp+0x20]
  001f6d  mov     esi,0xe
  001f72  mov     rdx,rsp
  001f75  mov     rcx,0xfffffffffffffffe
  001f7f  mov     r8,0xfffffffffffffffe
  001f89  mov     r9,0
  001f93  mov     rax,<list_op>
  001f9d  call    rax
  001f9f  mov     r11,rax
  001fa2  mov     rcx,[rsp+0x30]
  001faa  mov     rsi,[rsp+0x38]
  001fb2  mov     rdi,[rsp+0x40]
  001fba  mov     r8,[rsp+0x48]
  001fc2  mov     r9,[rsp+0x50]
  001fca  mov     r10,[rsp+0x58]
  001fd2  add     rsp,0x70
  001fd9  test    rdx,rdx
  001fdc  je      0x00000000000022d4
  001fe2  mov     rbx,r11
  001fe5  jmp     0x0000000000001b02
; exits
  001fea  mov     rax,0x1fffffffe
  001ff4  jmp     0x0000000000000016
  001ff9  mov     qword ptr [rbp+0x58],0x16
  002004  mov     qword ptr [rbp+0xf0],1
  00200f  mov     qword ptr [rbp+0x80],1
  00201a  mov     qword ptr [rbp+0x118],1
  002025  mov     rax,0x100000000
  00202f  jmp     0x0000000000000016
  002034  mov     qword ptr [rbp+0x58],0x16
  00203f  mov     qword ptr [rbp+0xf0],1
  00204a  mov     qword ptr [rbp+0x80],1
  002055  mov     qword ptr [rbp+0x118],1
  002060  mov     rax,0x100000001
  00206a  jmp     0x0000000000000016
  00206f  mov     qword ptr [rbp+0x58],0x16
  00207a  mov     qword ptr [rbp+0xf0],1
  002085  mov     [rbp+0x78],r13
  00208c  mov     qword ptr [rbp+0x110],1
  002097  mov     rax,0x100000002
  0020a1  jmp     0x0000000000000016
  0020a6  sub     r13,1
  0020ad  mov     [rbp+0x48],r12
  0020b4  mov     qword ptr [rbp+0xe0],3
  0020bf  mov     qword ptr [rbp+0x58],0x1a
  0020ca  mov     qword ptr [rbp+0xf0],1
  0020d5  mov     [rbp+0x90],r13
  0020dc  mov     qword ptr [rbp+0x128],1
  0020e7  mov     qword ptr [rbp+0x98],1
  0020f2  mov     qword ptr [rbp+0x130],1
  0020fd  mov     rax,0x100000003
  002107  jmp     0x0000000000000016
  00210c  mov     [rbp+0x38],rbx
  002113  mov     qword ptr [rbp+0xd0],3
  00211e  mov     [rbp+0x48],r12
  002125  mov     qword ptr [rbp+0xe0],3
  002130  mov     qword ptr [rbp+0x58],6
  00213b  mov     qword ptr [rbp+0xf0],1
  002146  mov     qword ptr [rbp+0x80],0
  002151  mov     qword ptr [rbp+0x118],1
  00215c  mov     rax,0x100000005
  002166  jmp     0x0000000000000016
  00216b  mov     [rbp+0x38],rbx
  002172  mov     qword ptr [rbp+0xd0],3
  00217d  mov     [rbp+0x48],r12
  002184  mov     qword ptr [rbp+0xe0],3
  00218f  mov     qword ptr [rbp+0x58],9
  00219a  mov     qword ptr [rbp+0xf0],1
  0021a5  mov     qword ptr [rbp+0x90],0
  0021b0  mov     qword ptr [rbp+0x128],1
  0021bb  mov     rax,0x100000007
  0021c5  jmp     0x0000000000000016
  0021ca  mov     [rbp+0x48],r12
  0021d1  mov     qword ptr [rbp+0xe0],3
  0021dc  mov     qword ptr [rbp+0x58],0x1b
  0021e7  mov     qword ptr [rbp+0xf0],1
  0021f2  mov     qword ptr [rbp+0x80],1
  0021fd  mov     qword ptr [rbp+0x118],1
  002208  mov     [rbp+0x90],r13
  00220f  mov     qword ptr [rbp+0x128],1
  00221a  mov     rax,0x100000004
  002224  jmp     0x0000000000000016
  002229  mov     [rbp+0x38],rbx
  002230  mov     qword ptr [rbp+0xd0],3
  00223b  mov     [rbp+0x48],r12
  002242  mov     qword ptr [rbp+0xe0],3
  00224d  mov     qword ptr [rbp+0x58],8
  002258  mov     qword ptr [rbp+0xf0],1
  002263  mov     qword ptr [rbp+0x60],0xd
  00226e  mov     qword ptr [rbp+0xf8],2
  002279  mov     qword ptr [rbp+0x88],0x28
  002284  mov     qword ptr [rbp+0x120],2
  00228f  mov     [rbp+0x90],r13
  002296  mov     qword ptr [rbp+0x128],1
  0022a1  mov     [rbp+0x98],r15
  0022a8  mov     qword ptr [rbp+0x130],1
  0022b3  mov     [rbp+0xa8],r14
  0022ba  mov     qword ptr [rbp+0x140],1
  0022c5  mov     rax,0x100000006
  0022cf  jmp     0x0000000000000016
  0022d4  mov     [rbp+0x38],rbx
  0022db  mov     qword ptr [rbp+0xd0],3
  0022e6  mov     [rbp+0x48],r12
  0022ed  mov     qword ptr [rbp+0xe0],3
  0022f8  mov     qword ptr [rbp+0x58],0xd
  002303  mov     qword ptr [rbp+0xf0],1
  00230e  mov     qword ptr [rbp+0x80],2
  002319  mov     qword ptr [rbp+0x118],1
  002324  mov     qword ptr [rbp+0x90],0
  00232f  mov     qword ptr [rbp+0x128],1
  00233a  mov     rax,0x100000008
  002344  jmp     0x0000000000000016
