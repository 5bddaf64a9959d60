; T0: 6078 bytes
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
; guard_value v0, ['push', 0, 'store', 1, 'load', 1, 'load', 0, 'lt', 'jump_if_zero', 50, 'push', 0, 'store', 2, 'load', 2, 'load', 0, 'eq', 'jump_if_zero', 31, 'load', 1, 'push', 1, 'add', 'store', 1, 'jump', 4, 'load', 3, 'load', 1, 'load', 2, 'mul', 'add', 'store', 3, 'load', 2, 'push', 1, 'add', 'store', 2, 'jump', 15, 'load', 3, 'halt'] => dispatch_loop/0 (0) {mem=v1, stack=v2}
  0000a1  mov     rax,<list k0>
  0000ab  cmp     rbx,rax
  0000ae  jne     0x0000000000000ff0
; guard_value v4, 15 => dispatch_loop_promote_bytecode/0 (1) {mem=v1, stack=v2}
  0000b4  cmp     r14,0xf
  0000bb  jne     0x000000000000105c
  0000c1  jmp     0x00000000000000d4
  0000c6  mov     r12,[rbp+0x38]
  0000cd  mov     r13,[rbp+0x48]
; guard_words v1 => op_load/0 (4) {mem=v1, stack=v2}
  0000d4  cmp     qword ptr [r12+8],0
  0000e0  jne     0x00000000000010a1
; v8:int = readlist v1, 2 words => op_load/0 (4) {mem=v1, stack=v2}
  0000e6  cmp     qword ptr [r12],2
  0000f2  jbe     0x00000000000010d4
  0000f8  mov     rax,[r12+0x10]
  000100  mov     r14,[rax+0x10]
; guard_words v2 => op_load/0 (4) {mem=v1, stack=v2}
  000107  cmp     qword ptr [r13+8],0
  000113  jne     0x0000000000001107
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
; v12:int = readlist v1, 0 words => op_load/0 (9) {mem=v1, stack=v11, pc=17}
  000176  cmp     qword ptr [r12],0
  000182  jbe     0x000000000000113a
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
; v14:list = slice v13, 0, v10 owned words => pop2_top/3 (22) {mem=v1, stack=v13, pc=19, opcode='eq', k='binary_xy', y=v12, depth=v10}
  0001c8  cmp     rbx,[r13]
  0001d0  ja      0x000000000000059c
  0001d6  mov     [r13],rbx
; v15:int = eq v8, v12
; guard_false v15 => jump_if_zero_x/0 (49) {mem=v1, stack=v14, pc=20, x=1}
  0001de  cmp     r14,r15
  0001e1  je      0x0000000000001178
; v17:int = readlist v1, 3 words => op_load/0 (55) {mem=v1, stack=v14, pc=31}
  0001e7  cmp     qword ptr [r12],3
  0001f3  jbe     0x00000000000011cc
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
; v19:int = readlist v1, 1 words => op_load/0 (60) {mem=v1, stack=v18, pc=33}
  000239  cmp     qword ptr [r12],1
  000245  jbe     0x000000000000120a
  00024b  mov     rax,[r12+0x10]
  000253  mov     rdi,[rax+8]
; v20:int = mul v19, v8 => binary_mul/0 (80) {mem=v1, stack=v18, pc=37, x=v19, y=v8}
  00025a  mov     r11,rdi
  00025d  imul    r11,r14
  000261  jo      0x0000000000001248
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
; v22:list = slice v21, 0, v10 owned words => pop2_top/3 (90) {mem=v1, stack=v21, pc=38, opcode='add', k='binary_xy', y=v20, depth=v10}
  00029b  cmp     rbx,[r13]
  0002a3  ja      0x000000000000084b
  0002a9  mov     [r13],rbx
; v23:int = add v17, v20 => binary_add/0 (92) {mem=v1, stack=v22, pc=38, x=v17, y=v20}
  0002b1  add     rsi,r8
  0002b4  jo      0x00000000000012aa
; v24:list = set v1, 3, v23 owned words in_bounds => store_x/0 (103) {mem=v1, stack=v22, pc=39, x=v23}
  0002ba  cmp     qword ptr [r12-0x10],1
  0002c6  jne     0x0000000000000946
  0002cc  cmp     qword ptr [r12-8],1
  0002d8  jne     0x0000000000000946
  0002de  mov     rax,[r12+0x10]
  0002e6  lea     rax,[rax+0x18]
  0002ed  mov     [rax],rsi
; v25:int = add v8, 1 => binary_add/0 (123) {mem=v24, stack=v22, pc=45, x=v8, y=1}
  0002f0  add     r14,1
  0002f7  jo      0x000000000000130f
; v26:list = set v24, 2, v25 owned words in_bounds => store_x/0 (134) {mem=v24, stack=v22, pc=46, x=v25}
  0002fd  mov     rax,[r12+0x10]
  000305  lea     rax,[rax+0x10]
  00030c  mov     [rax],r14
; guard_steps => dispatch_loop/0 (150) {mem=v26, stack=v22}
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
  00031b  je      0x000000000000137c
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
  000359  jo      0x00000000000013d0
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
; v39:list = slice v38, 0, v33 owned words => pop2_top/3 (90) {mem=v28, stack=v38, pc=38, opcode='add', k='binary_xy', y=v37, depth=v33}
  000393  cmp     r8,[r13]
  00039b  ja      0x0000000000000cf0
  0003a1  mov     [r13],r8
; v40:int = add v31, v37 => binary_add/0 (92) {mem=v28, stack=v39, pc=38, x=v31, y=v37}
  0003a9  add     rsi,rbx
  0003ac  jo      0x0000000000001432
; v41:list = set v28, 3, v40 owned words in_bounds => store_x/0 (103) {mem=v28, stack=v39, pc=39, x=v40}
  0003b2  mov     rax,[r12+0x10]
  0003ba  lea     rax,[rax+0x18]
  0003c1  mov     [rax],rsi
; v42:int = add v30, 1 => binary_add/0 (123) {mem=v41, stack=v39, pc=45, x=v30, y=1}
  0003c4  add     r14,1
  0003cb  jo      0x0000000000001497
; v43:list = set v41, 2, v42 owned words in_bounds => store_x/0 (134) {mem=v41, stack=v39, pc=46, x=v42}
  0003d1  mov     rax,[r12+0x10]
  0003d9  lea     rax,[rax+0x10]
  0003e0  mov     [rax],r14
; guard_steps => dispatch_loop/0 (150) {mem=v43, stack=v39}
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
  000689  je      0x0000000000001504
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
  000938  je      0x0000000000001592
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
  000a33  je      0x0000000000001620
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
  000b2e  je      0x0000000000001670
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
  000ddd  je      0x00000000000016c0
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
  000ed8  je      0x000000000000174e
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
  000fd3  je      0x000000000000179e
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
  001026  mov     rdi,[rbp+0x20]
  00102d  mov     rsi,8
  001037  mov     rdx,0
  001041  mov     rax,<exit_lists>
  00104b  call    rax
  00104d  mov     rax,0
  001057  jmp     0x0000000000000016
  00105c  mov     [rbp+0x10],r14
  001063  mov     qword ptr [rbp+0x18],1
  00106e  mov     [rbp+0x38],r12
  001075  mov     qword ptr [rbp+0xd0],3
  001080  mov     [rbp+0x48],r13
  001087  mov     qword ptr [rbp+0xe0],3
  001092  mov     rax,1
  00109c  jmp     0x0000000000000016
  0010a1  mov     [rbp+0x38],r12
  0010a8  mov     qword ptr [rbp+0xd0],3
  0010b3  mov     [rbp+0x48],r13
  0010ba  mov     qword ptr [rbp+0xe0],3
  0010c5  mov     rax,2
  0010cf  jmp     0x0000000000000016
  0010d4  mov     [rbp+0x38],r12
  0010db  mov     qword ptr [rbp+0xd0],3
  0010e6  mov     [rbp+0x48],r13
  0010ed  mov     qword ptr [rbp+0xe0],3
  0010f8  mov     rax,3
  001102  jmp     0x0000000000000016
  001107  mov     [rbp+0x38],r12
  00110e  mov     qword ptr [rbp+0xd0],3
  001119  mov     [rbp+0x48],r13
  001120  mov     qword ptr [rbp+0xe0],3
  00112b  mov     rax,4
  001135  jmp     0x0000000000000016
  00113a  mov     [rbp+0x38],r12
  001141  mov     qword ptr [rbp+0xd0],3
  00114c  mov     [rbp+0x48],r13
  001153  mov     qword ptr [rbp+0xe0],3
  00115e  mov     qword ptr [rbp+0x58],0x11
  001169  mov     rax,5
  001173  jmp     0x0000000000000016
  001178  mov     [rbp+0x38],r12
  00117f  mov     qword ptr [rbp+0xd0],3
  00118a  mov     [rbp+0x48],r13
  001191  mov     qword ptr [rbp+0xe0],3
  00119c  mov     qword ptr [rbp+0x58],0x14
  0011a7  mov     qword ptr [rbp+0x90],1
  0011b2  mov     qword ptr [rbp+0x128],1
  0011bd  mov     rax,7
  0011c7  jmp     0x0000000000000016
  0011cc  mov     [rbp+0x38],r12
  0011d3  mov     qword ptr [rbp+0xd0],3
  0011de  mov     [rbp+0x48],r13
  0011e5  mov     qword ptr [rbp+0xe0],3
  0011f0  mov     qword ptr [rbp+0x58],0x1f
  0011fb  mov     rax,8
  001205  jmp     0x0000000000000016
  00120a  mov     [rbp+0x38],r12
  001211  mov     qword ptr [rbp+0xd0],3
  00121c  mov     [rbp+0x48],r13
  001223  mov     qword ptr [rbp+0xe0],3
  00122e  mov     qword ptr [rbp+0x58],0x21
  001239  mov     rax,9
  001243  jmp     0x0000000000000016
  001248  mov     [rbp+0x38],r12
  00124f  mov     qword ptr [rbp+0xd0],3
  00125a  mov     [rbp+0x48],r13
  001261  mov     qword ptr [rbp+0xe0],3
  00126c  mov     qword ptr [rbp+0x58],0x25
  001277  mov     [rbp+0x90],rdi
  00127e  mov     qword ptr [rbp+0x128],1
  001289  mov     [rbp+0x98],r14
  001290  mov     qword ptr [rbp+0x130],1
  00129b  mov     rax,0xa
  0012a5  jmp     0x0000000000000016
  0012aa  sub     rsi,r8
  0012ad  mov     [rbp+0x38],r12
  0012b4  mov     qword ptr [rbp+0xd0],3
  0012bf  mov     [rbp+0x48],r13
  0012c6  mov     qword ptr [rbp+0xe0],3
  0012d1  mov     qword ptr [rbp+0x58],0x26
  0012dc  mov     [rbp+0x90],rsi
  0012e3  mov     qword ptr [rbp+0x128],1
  0012ee  mov     [rbp+0x98],r8
  0012f5  mov     qword ptr [rbp+0x130],1
  001300  mov     rax,0xc
  00130a  jmp     0x0000000000000016
  00130f  sub     r14,1
  001316  mov     [rbp+0x38],r12
  00131d  mov     qword ptr [rbp+0xd0],3
  001328  mov     [rbp+0x48],r13
  00132f  mov     qword ptr [rbp+0xe0],3
  00133a  mov     qword ptr [rbp+0x58],0x2d
  001345  mov     [rbp+0x90],r14
  00134c  mov     qword ptr [rbp+0x128],1
  001357  mov     qword ptr [rbp+0x98],1
  001362  mov     qword ptr [rbp+0x130],1
  00136d  mov     rax,0xe
  001377  jmp     0x0000000000000016
  00137c  mov     [rbp+0x38],r12
  001383  mov     qword ptr [rbp+0xd0],3
  00138e  mov     [rbp+0x48],r13
  001395  mov     qword ptr [rbp+0xe0],3
  0013a0  mov     qword ptr [rbp+0x58],0x14
  0013ab  mov     qword ptr [rbp+0x90],1
  0013b6  mov     qword ptr [rbp+0x128],1
  0013c1  mov     rax,0x11
  0013cb  jmp     0x0000000000001836
  0013d0  mov     [rbp+0x38],r12
  0013d7  mov     qword ptr [rbp+0xd0],3
  0013e2  mov     [rbp+0x48],r13
  0013e9  mov     qword ptr [rbp+0xe0],3
  0013f4  mov     qword ptr [rbp+0x58],0x25
  0013ff  mov     [rbp+0x90],rdi
  001406  mov     qword ptr [rbp+0x128],1
  001411  mov     [rbp+0x98],r14
  001418  mov     qword ptr [rbp+0x130],1
  001423  mov     rax,0x12
  00142d  jmp     0x0000000000000016
  001432  sub     rsi,rbx
  001435  mov     [rbp+0x38],r12
  00143c  mov     qword ptr [rbp+0xd0],3
  001447  mov     [rbp+0x48],r13
  00144e  mov     qword ptr [rbp+0xe0],3
  001459  mov     qword ptr [rbp+0x58],0x26
  001464  mov     [rbp+0x90],rsi
  00146b  mov     qword ptr [rbp+0x128],1
  001476  mov     [rbp+0x98],rbx
  00147d  mov     qword ptr [rbp+0x130],1
  001488  mov     rax,0x14
  001492  jmp     0x0000000000000016
  001497  sub     r14,1
  00149e  mov     [rbp+0x38],r12
  0014a5  mov     qword ptr [rbp+0xd0],3
  0014b0  mov     [rbp+0x48],r13
  0014b7  mov     qword ptr [rbp+0xe0],3
  0014c2  mov     qword ptr [rbp+0x58],0x2d
  0014cd  mov     [rbp+0x90],r14
  0014d4  mov     qword ptr [rbp+0x128],1
  0014df  mov     qword ptr [rbp+0x98],1
  0014ea  mov     qword ptr [rbp+0x130],1
  0014f5  mov     rax,0x16
  0014ff  jmp     0x0000000000000016
  001504  mov     [rbp+0x38],r12
  00150b  mov     qword ptr [rbp+0xd0],3
  001516  mov     [rbp+0x48],r13
  00151d  mov     qword ptr [rbp+0xe0],3
  001528  mov     qword ptr [rbp+0x58],0x13
  001533  mov     qword ptr [rbp+0x60],0x16
  00153e  mov     qword ptr [rbp+0xf8],2
  001549  mov     qword ptr [rbp+<exit lists 0>8],0x28
  001554  mov     qword ptr [rbp+0x120],2
  00155f  mov     [rbp+0x98],r15
  001566  mov     qword ptr [rbp+0x130],1
  001571  mov     [rbp+0xa8],rbx
  001578  mov     qword ptr [rbp+0x140],1
  001583  mov     rax,6
  00158d  jmp     0x0000000000000016
  001592  mov     [rbp+0x38],r12
  001599  mov     qword ptr [rbp+0xd0],3
  0015a4  mov     [rbp+0x48],r13
  0015ab  mov     qword ptr [rbp+0xe0],3
  0015b6  mov     qword ptr [rbp+0x58],0x26
  0015c1  mov     qword ptr [rbp+0x60],0x13
  0015cc  mov     qword ptr [rbp+0xf8],2
  0015d7  mov     qword ptr [rbp+<exit lists 0>8],0x28
  0015e2  mov     qword ptr [rbp+0x120],2
  0015ed  mov     [rbp+0x98],r8
  0015f4  mov     qword ptr [rbp+0x130],1
  0015ff  mov     [rbp+0xa8],rbx
  001606  mov     qword ptr [rbp+0x140],1
  001611  mov     rax,0xb
  00161b  jmp     0x0000000000000016
  001620  mov     [rbp+0x38],r12
  001627  mov     qword ptr [rbp+0xd0],3
  001632  mov     [rbp+0x48],r13
  001639  mov     qword ptr [rbp+0xe0],3
  001644  mov     qword ptr [rbp+0x58],0x27
  00164f  mov     [rbp+0x90],rsi
  001656  mov     qword ptr [rbp+0x128],1
  001661  mov     rax,0xd
  00166b  jmp     0x0000000000000016
  001670  mov     [rbp+0x38],r12
  001677  mov     qword ptr [rbp+0xd0],3
  001682  mov     [rbp+0x48],r13
  001689  mov     qword ptr [rbp+0xe0],3
  001694  mov     qword ptr [rbp+0x58],0x2e
  00169f  mov     [rbp+0x90],r14
  0016a6  mov     qword ptr [rbp+0x128],1
  0016b1  mov     rax,0xf
  0016bb  jmp     0x0000000000000016
  0016c0  mov     [rbp+0x38],r12
  0016c7  mov     qword ptr [rbp+0xd0],3
  0016d2  mov     [rbp+0x48],r13
  0016d9  mov     qword ptr [rbp+0xe0],3
  0016e4  mov     qword ptr [rbp+0x58],0x26
  0016ef  mov     qword ptr [rbp+0x60],0x13
  0016fa  mov     qword ptr [rbp+0xf8],2
  001705  mov     qword ptr [rbp+<exit lists 0>8],0x28
  001710  mov     qword ptr [rbp+0x120],2
  00171b  mov     [rbp+0x98],rbx
  001722  mov     qword ptr [rbp+0x130],1
  00172d  mov     [rbp+0xa8],r8
  001734  mov     qword ptr [rbp+0x140],1
  00173f  mov     rax,0x13
  001749  jmp     0x0000000000000016
  00174e  mov     [rbp+0x38],r12
  001755  mov     qword ptr [rbp+0xd0],3
  001760  mov     [rbp+0x48],r13
  001767  mov     qword ptr [rbp+0xe0],3
  001772  mov     qword ptr [rbp+0x58],0x27
  00177d  mov     [rbp+0x90],rsi
  001784  mov     qword ptr [rbp+0x128],1
  00178f  mov     rax,0x15
  001799  jmp     0x0000000000000016
  00179e  mov     [rbp+0x38],r12
  0017a5  mov     qword ptr [rbp+0xd0],3
  0017b0  mov     [rbp+0x48],r13
  0017b7  mov     qword ptr [rbp+0xe0],3
  0017c2  mov     qword ptr [rbp+0x58],0x2e
  0017cd  mov     [rbp+0x90],r14
  0017d4  mov     qword ptr [rbp+0x128],1
  0017df  mov     rax,0x17
  0017e9  jmp     0x0000000000000016

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
  0018a6  lea     rax,[rax+8]
  0018ad  mov     [rax],r13
; v7:list = append v1, v5 owned words
  0018b0  cmp     qword ptr [r12-0x10],1
  0018bc  jne     0x0000000000001ad8
  0018c2  cmp     qword ptr [r12-8],1
  0018ce  jne     0x0000000000001ad8
  0018d4  mov     rax,[r12]
  0018dc  cmp     rax,[r12+0x18]
  0018e4  jae     0x0000000000001ad8
  0018ea  mov     rdx,[r12+0x10]
  0018f2  lea     rdx,[rdx+rax*8]
  0018f6  add     rax,1
  0018fa  mov     [r12],rax
  001902  mov     [rdx],r13
; v8:int = readlist v6, 0 words => op_load/0 (57) {mem=v6, stack=v7, pc=6}
  001905  cmp     qword ptr [rbx],0
  001911  jbe     0x0000000000001f20
  001917  mov     rax,[rbx+0x10]
  00191f  mov     r15,[rax]
; v9:list = append v7, v8 owned words
  001926  mov     rax,[r12]
  00192e  cmp     rax,[r12+0x18]
  001936  jae     0x0000000000001bb2
  00193c  mov     rdx,[r12+0x10]
  001944  lea     rdx,[rdx+rax*8]
  001948  add     rax,1
  00194c  mov     [r12],rax
  001954  mov     [rdx],r15
; v10:list = slice v9, 0, v4 owned words => pop2_top/3 (69) {mem=v6, stack=v9, pc=8, opcode='lt', k='binary_xy', y=v8, depth=v4}
  001957  cmp     r14,[r12]
  00195f  ja      0x0000000000001c8c
  001965  mov     [r12],r14
; v11:int = lt v5, v8
; guard_true v11 => jump_if_zero_x/0 (96) {mem=v6, stack=v10, pc=9, x=0}
  00196d  cmp     r13,r15
  001970  jge     0x0000000000001f69
; v13:list = set v6, 2, 0 owned words => store_x/0 (111) {mem=v6, stack=v10, pc=13, x=0}
  001976  cmp     qword ptr [rbx],2
  001982  jbe     0x0000000000001d87
  001988  mov     rax,[rbx+0x10]
  001990  lea     rax,[rax+0x10]
  001997  mov     qword ptr [rax],0
; jump_trace T0 => dispatch_loop/0 (112) {mem=v13, stack=v10, pc=15}
  00199e  mov     [rbp+0x38],rbx
  0019a5  mov     qword ptr [rbp+0xd0],3
  0019b0  mov     [rbp+0x48],r12
  0019b7  mov     qword ptr [rbp+0xe0],3
  0019c2  mov     qword ptr [rbp+0x58],0xf
  0019cd  mov     qword ptr [rbp+0xf0],1
  0019d8  jmp     0x00000000000000c6
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
  001ad3  jmp     0x00000000000018b0
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
  001bad  jmp     0x0000000000001905
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
  001c87  jmp     0x0000000000001957
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
  001d82  jmp     0x000000000000196d
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
  001e81  jmp     0x000000000000199e
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
