; T0: 5815 bytes
; v0:list = input bytecode
  000080  cmp     qword ptr [rbp+0x170],3
  00008b  jne     0x000000000000100d
; v1:list = input mem
  000091  cmp     qword ptr [rbp+0x178],3
  00009c  jne     0x000000000000100d
  0000a2  mov     rbx,[rbp+0x48]
; v2:list = input stack
  0000a9  cmp     qword ptr [rbp+0x188],3
  0000b4  jne     0x000000000000100d
  0000ba  mov     r12,[rbp+0x58]
; v3:list = input rstack
  0000c1  cmp     qword ptr [rbp+0x190],3
  0000cc  jne     0x000000000000100d
; v4:int = input pc
  0000d2  cmp     qword ptr [rbp+0x198],1
  0000dd  jne     0x000000000000100d
  0000e3  mov     r13,[rbp+0x68]
; guard_value v4, 15 => dispatch_loop_promote_bytecode/0 (1) {mem=v1, stack=v2}
  0000ea  cmp     r13,0xf
  0000f1  jne     0x000000000000101c
  0000f7  jmp     0x000000000000010a
  0000fc  mov     rbx,[rbp+0x48]
  000103  mov     r12,[rbp+0x58]
; guard_words v1 => dispatch_loop/0 (0) {}
  00010a  cmp     qword ptr [rbx+8],0
  000116  jne     0x0000000000001061
; v7:int = readlist v1, 2 words => dispatch_loop/0 (0) {}
  00011c  cmp     qword ptr [rbx],2
  000128  jbe     0x0000000000001070
  00012e  mov     rax,[rbx+0x10]
  000136  mov     r13,[rax+0x10]
; v8:int = readlist v1, 3 words => dispatch_loop/0 (0) {}
  00013e  cmp     qword ptr [rbx],3
  00014a  jbe     0x000000000000107f
  000150  mov     rax,[rbx+0x10]
  000158  mov     r14,[rax+0x18]
; guard_words v2 => op_load/0 (4) {mem=v1, stack=v2}
  000160  cmp     qword ptr [r12+8],0
  00016c  jne     0x000000000000108e
; v10:int = len v2
  000172  mov     r15,[r12]
; v11:list = append v2, v7 owned words
  00017a  mov     rax,[r12-0x10]
  000182  add     rax,[r12-8]
  00018a  cmp     rax,2
  000190  jne     0x0000000000000404
  000196  mov     rax,[r12]
  00019e  cmp     rax,[r12+0x18]
  0001a6  jae     0x0000000000000404
  0001ac  mov     rdx,[r12+0x10]
  0001b4  lea     rdx,[rdx+rax*8]
  0001b8  add     rax,1
  0001bc  mov     [r12],rax
  0001c4  mov     [rdx],r13
; v12:int = readlist v1, 0 words => op_load/0 (9) {mem=v1, stack=v11, pc=17}
  0001c7  cmp     qword ptr [rbx],0
  0001d3  jbe     0x00000000000010c1
  0001d9  mov     rax,[rbx+0x10]
  0001e1  mov     rsi,[rax]
; v13:list = append v11, v12 owned words
  0001e9  mov     rax,[r12]
  0001f1  cmp     rax,[r12+0x18]
  0001f9  jae     0x00000000000004de
  0001ff  mov     rdx,[r12+0x10]
  000207  lea     rdx,[rdx+rax*8]
  00020b  add     rax,1
  00020f  mov     [r12],rax
  000217  mov     [rdx],rsi
; v14:list = slice v13, 0, v10 owned words => pop2_top/3 (22) {mem=v1, stack=v13, pc=19, opcode='eq', k='binary_xy', y=v12, depth=v10}
  00021a  cmp     r15,[r12]
  000222  ja      0x00000000000005b8
  000228  mov     [r12],r15
; v15:int = eq v7, v12
; guard_false v15 => jump_if_zero_x/0 (49) {mem=v1, stack=v14, pc=20, x=1}
  000230  cmp     r13,rsi
  000233  je      0x00000000000010ff
; v17:list = append v14, v8 owned words
  000239  mov     rax,[r12]
  000241  cmp     rax,[r12+0x18]
  000249  jae     0x00000000000006b3
  00024f  mov     rdx,[r12+0x10]
  000257  lea     rdx,[rdx+rax*8]
  00025b  add     rax,1
  00025f  mov     [r12],rax
  000267  mov     [rdx],r14
; v18:int = readlist v1, 1 words => op_load/0 (60) {mem=v1, stack=v17, pc=33}
  00026a  cmp     qword ptr [rbx],1
  000276  jbe     0x0000000000001153
  00027c  mov     rax,[rbx+0x10]
  000284  mov     rdi,[rax+8]
; v19:int = mul v18, v7 => binary_mul/0 (80) {mem=v1, stack=v17, pc=37, x=v18, y=v7}
  00028c  mov     r11,rdi
  00028f  imul    r11,r13
  000293  jo      0x0000000000001191
  000299  mov     r8,r11
; v20:list = append v17, v19 owned words
  00029c  mov     rax,[r12]
  0002a4  cmp     rax,[r12+0x18]
  0002ac  jae     0x000000000000078d
  0002b2  mov     rdx,[r12+0x10]
  0002ba  lea     rdx,[rdx+rax*8]
  0002be  add     rax,1
  0002c2  mov     [r12],rax
  0002ca  mov     [rdx],r8
; v21:list = slice v20, 0, v10 owned words => pop2_top/3 (90) {mem=v1, stack=v20, pc=38, opcode='add', k='binary_xy', y=v19, depth=v10}
  0002cd  cmp     r15,[r12]
  0002d5  ja      0x0000000000000867
  0002db  mov     [r12],r15
; v22:int = add v8, v19 => binary_add/0 (92) {mem=v1, stack=v21, pc=38, x=v8, y=v19}
  0002e3  add     r14,r8
  0002e6  jo      0x00000000000011f3
; v23:list = set v1, 3, v22 owned words in_bounds => store_x/0 (103) {mem=v1, stack=v21, pc=39, x=v22}
  0002ec  mov     rax,[rbx-0x10]
  0002f4  add     rax,[rbx-8]
  0002fc  cmp     rax,2
  000302  jne     0x0000000000000962
  000308  mov     rax,[rbx+0x10]
  000310  mov     [rax+0x18],r14
; v24:int = add v7, 1 => binary_add/0 (123) {mem=v23, stack=v21, pc=45, x=v7, y=1}
  000318  add     r13,1
  00031f  jo      0x0000000000001258
; v25:list = set v23, 2, v24 owned words in_bounds => store_x/0 (134) {mem=v23, stack=v21, pc=46, x=v24}
  000325  mov     rax,[rbx+0x10]
  00032d  mov     [rax+0x10],r13
; guard_steps => dispatch_loop/0 (150) {mem=v25, stack=v21}
; v27:list = phi mem v25
; v28:list = phi stack v21
; v29:int = phi - v24
; v30:int = phi - v22
; loop (150) {mem=v27, stack=v28}
  000335  mov     r9,[rbx+0x10]
  00033d  nop     [rax]
; v32:int = len v28
  000340  mov     r8,[r12]
; v33:int = eq v29, v12
; guard_false v33 => jump_if_zero_x/0 (49) {mem=v27, stack=v28, pc=20, x=1}
  000348  cmp     r13,rsi
  00034b  je      0x00000000000012c5
; v35:list = append v28, v30 owned words
  000351  mov     rax,[r12]
  000359  cmp     rax,[r12+0x18]
  000361  jae     0x0000000000000b58
  000367  mov     rdx,[r12+0x10]
  00036f  lea     rdx,[rdx+rax*8]
  000373  add     rax,1
  000377  mov     [r12],rax
  00037f  mov     [rdx],r14
; v36:int = mul v18, v29 => binary_mul/0 (80) {mem=v27, stack=v35, pc=37, x=v18, y=v29}
  000382  mov     r11,rdi
  000385  imul    r11,r13
  000389  jo      0x0000000000001319
  00038f  mov     r15,r11
; v37:list = append v35, v36 owned words
  000392  mov     rax,[r12]
  00039a  cmp     rax,[r12+0x18]
  0003a2  jae     0x0000000000000c32
  0003a8  mov     rdx,[r12+0x10]
  0003b0  lea     rdx,[rdx+rax*8]
  0003b4  add     rax,1
  0003b8  mov     [r12],rax
  0003c0  mov     [rdx],r15
; v38:list = slice v37, 0, v32 owned words => pop2_top/3 (90) {mem=v27, stack=v37, pc=38, opcode='add', k='binary_xy', y=v36, depth=v32}
  0003c3  cmp     r8,[r12]
  0003cb  ja      0x0000000000000d0c
  0003d1  mov     [r12],r8
; v39:int = add v30, v36 => binary_add/0 (92) {mem=v27, stack=v38, pc=38, x=v30, y=v36}
  0003d9  add     r14,r15
  0003dc  jo      0x000000000000137b
; v40:list = set v27, 3, v39 owned words in_bounds => store_x/0 (103) {mem=v27, stack=v38, pc=39, x=v39}
  0003e2  mov     [r9+0x18],r14
; v41:int = add v29, 1 => binary_add/0 (123) {mem=v40, stack=v38, pc=45, x=v29, y=1}
  0003ea  add     r13,1
  0003f1  jo      0x00000000000013e0
; v42:list = set v40, 2, v41 owned words in_bounds => store_x/0 (134) {mem=v40, stack=v38, pc=46, x=v41}
  0003f7  mov     [r9+0x10],r13
; guard_steps => dispatch_loop/0 (150) {mem=v42, stack=v38}
; jump (150) v27 <- v42, v28 <- v38, v29 <- v41, v30 <- v39
  0003ff  jmp     0x0000000000000340
  000404  sub     rsp,0x70
  00040b  mov     [rsp+0x30],rcx
  000413  mov     [rsp+0x38],rsi
  00041b  mov     [rsp+0x40],rdi
  000423  mov     [rsp+0x48],r8
  00042b  mov     [rsp+0x50],r9
  000433  mov     [rsp+0x58],r10
  00043b  mov     [rsp],r12
  000443  mov     qword ptr [rsp+8],3
  00044f  mov     [rsp+0x10],r13
  000457  mov     qword ptr [rsp+0x18],1
  000463  mov     rdi,[rbp+0x20]
  00046a  mov     esi,0xf
  00046f  mov     rdx,rsp
  000472  mov     rcx,0xfffffffffffffffc
  00047c  mov     r8,0xfffffffffffffffc
  000486  mov     r9,0
  000490  mov     rax,<list_op>
  00049a  call    rax
  00049c  mov     r11,rax
  00049f  mov     rcx,[rsp+0x30]
  0004a7  mov     rsi,[rsp+0x38]
  0004af  mov     rdi,[rsp+0x40]
  0004b7  mov     r8,[rsp+0x48]
  0004bf  mov     r9,[rsp+0x50]
  0004c7  mov     r10,[rsp+0x58]
  0004cf  add     rsp,0x70
  0004d6  mov     r12,r11
  0004d9  jmp     0x00000000000001c7
  0004de  sub     rsp,0x70
  0004e5  mov     [rsp+0x30],rcx
  0004ed  mov     [rsp+0x38],rsi
  0004f5  mov     [rsp+0x40],rdi
  0004fd  mov     [rsp+0x48],r8
  000505  mov     [rsp+0x50],r9
  00050d  mov     [rsp+0x58],r10
  000515  mov     [rsp],r12
  00051d  mov     qword ptr [rsp+8],3
  000529  mov     [rsp+0x10],rsi
  000531  mov     qword ptr [rsp+0x18],1
  00053d  mov     rdi,[rbp+0x20]
  000544  mov     esi,0xf
  000549  mov     rdx,rsp
  00054c  mov     rcx,0xfffffffffffffffc
  000556  mov     r8,0xfffffffffffffffc
  000560  mov     r9,0
  00056a  mov     rax,<list_op>
  000574  call    rax
  000576  mov     r11,rax
  000579  mov     rcx,[rsp+0x30]
  000581  mov     rsi,[rsp+0x38]
  000589  mov     rdi,[rsp+0x40]
  000591  mov     r8,[rsp+0x48]
  000599  mov     r9,[rsp+0x50]
  0005a1  mov     r10,[rsp+0x58]
  0005a9  add     rsp,0x70
  0005b0  mov     r12,r11
  0005b3  jmp     0x000000000000021a
  0005b8  sub     rsp,0x70
  0005bf  mov     [rsp+0x30],rcx
  0005c7  mov     [rsp+0x38],rsi
  0005cf  mov     [rsp+0x40],rdi
  0005d7  mov     [rsp+0x48],r8
  0005df  mov     [rsp+0x50],r9
  0005e7  mov     [rsp+0x58],r10
  0005ef  mov     [rsp],r12
  0005f7  mov     qword ptr [rsp+8],3
  000603  mov     qword ptr [rsp+0x10],0
  00060f  mov     qword ptr [rsp+0x18],1
  00061b  mov     [rsp+0x20],r15
  000623  mov     qword ptr [rsp+0x28],1
  00062f  mov     rdi,[rbp+0x20]
  000636  mov     esi,0x10
  00063b  mov     rdx,rsp
  00063e  mov     rcx,0xfffffffffffffffc
  000648  mov     r8,0xfffffffffffffffc
  000652  mov     r9,0
  00065c  mov     rax,<list_op>
  000666  call    rax
  000668  mov     r11,rax
  00066b  mov     rcx,[rsp+0x30]
  000673  mov     rsi,[rsp+0x38]
  00067b  mov     rdi,[rsp+0x40]
  000683  mov     r8,[rsp+0x48]
  00068b  mov     r9,[rsp+0x50]
  000693  mov     r10,[rsp+0x58]
  00069b  add     rsp,0x70
  0006a2  test    rdx,rdx
  0006a5  je      0x000000000000144d
  0006ab  mov     r12,r11
  0006ae  jmp     0x0000000000000230
  0006b3  sub     rsp,0x70
  0006ba  mov     [rsp+0x30],rcx
  0006c2  mov     [rsp+0x38],rsi
  0006ca  mov     [rsp+0x40],rdi
  0006d2  mov     [rsp+0x48],r8
  0006da  mov     [rsp+0x50],r9
  0006e2  mov     [rsp+0x58],r10
  0006ea  mov     [rsp],r12
  0006f2  mov     qword ptr [rsp+8],3
  0006fe  mov     [rsp+0x10],r14
  000706  mov     qword ptr [rsp+0x18],1
  000712  mov     rdi,[rbp+0x20]
  000719  mov     esi,0xf
  00071e  mov     rdx,rsp
  000721  mov     rcx,0xfffffffffffffffc
  00072b  mov     r8,0xfffffffffffffffc
  000735  mov     r9,0
  00073f  mov     rax,<list_op>
  000749  call    rax
  00074b  mov     r11,rax
  00074e  mov     rcx,[rsp+0x30]
  000756  mov     rsi,[rsp+0x38]
  00075e  mov     rdi,[rsp+0x40]
  000766  mov     r8,[rsp+0x48]
  00076e  mov     r9,[rsp+0x50]
  000776  mov     r10,[rsp+0x58]
  00077e  add     rsp,0x70
  000785  mov     r12,r11
  000788  jmp     0x000000000000026a
  00078d  sub     rsp,0x70
  000794  mov     [rsp+0x30],rcx
  00079c  mov     [rsp+0x38],rsi
  0007a4  mov     [rsp+0x40],rdi
  0007ac  mov     [rsp+0x48],r8
  0007b4  mov     [rsp+0x50],r9
  0007bc  mov     [rsp+0x58],r10
  0007c4  mov     [rsp],r12
  0007cc  mov     qword ptr [rsp+8],3
  0007d8  mov     [rsp+0x10],r8
  0007e0  mov     qword ptr [rsp+0x18],1
  0007ec  mov     rdi,[rbp+0x20]
  0007f3  mov     esi,0xf
  0007f8  mov     rdx,rsp
  0007fb  mov     rcx,0xfffffffffffffffc
  000805  mov     r8,0xfffffffffffffffc
  00080f  mov     r9,0
  000819  mov     rax,<list_op>
  000823  call    rax
  000825  mov     r11,rax
  000828  mov     rcx,[rsp+0x30]
  000830  mov     rsi,[rsp+0x38]
  000838  mov     rdi,[rsp+0x40]
  000840  mov     r8,[rsp+0x48]
  000848  mov     r9,[rsp+0x50]
  000850  mov     r10,[rsp+0x58]
  000858  add     rsp,0x70
  00085f  mov     r12,r11
  000862  jmp     0x00000000000002cd
  000867  sub     rsp,0x70
  00086e  mov     [rsp+0x30],rcx
  000876  mov     [rsp+0x38],rsi
  00087e  mov     [rsp+0x40],rdi
  000886  mov     [rsp+0x48],r8
  00088e  mov     [rsp+0x50],r9
  000896  mov     [rsp+0x58],r10
  00089e  mov     [rsp],r12
  0008a6  mov     qword ptr [rsp+8],3
  0008b2  mov     qword ptr [rsp+0x10],0
  0008be  mov     qword ptr [rsp+0x18],1
  0008ca  mov     [rsp+0x20],r15
  0008d2  mov     qword ptr [rsp+0x28],1
  0008de  mov     rdi,[rbp+0x20]
  0008e5  mov     esi,0x10
  0008ea  mov     rdx,rsp
  0008ed  mov     rcx,0xfffffffffffffffc
  0008f7  mov     r8,0xfffffffffffffffc
  000901  mov     r9,0
  00090b  mov     rax,<list_op>
  000915  call    rax
  000917  mov     r11,rax
  00091a  mov     rcx,[rsp+0x30]
  000922  mov     rsi,[rsp+0x38]
  00092a  mov     rdi,[rsp+0x40]
  000932  mov     r8,[rsp+0x48]
  00093a  mov     r9,[rsp+0x50]
  000942  mov     r10,[rsp+0x58]
  00094a  add     rsp,0x70
  000951  test    rdx,rdx
  000954  je      0x00000000000014db
  00095a  mov     r12,r11
  00095d  jmp     0x00000000000002e3
  000962  sub     rsp,0x70
  000969  mov     [rsp+0x30],rcx
  000971  mov     [rsp+0x38],rsi
  000979  mov     [rsp+0x40],rdi
  000981  mov     [rsp+0x48],r8
  000989  mov     [rsp+0x50],r9
  000991  mov     [rsp+0x58],r10
  000999  mov     [rsp],rbx
  0009a1  mov     qword ptr [rsp+8],3
  0009ad  mov     qword ptr [rsp+0x10],3
  0009b9  mov     qword ptr [rsp+0x18],1
  0009c5  mov     [rsp+0x20],r14
  0009cd  mov     qword ptr [rsp+0x28],1
  0009d9  mov     rdi,[rbp+0x20]
  0009e0  mov     esi,0xe
  0009e5  mov     rdx,rsp
  0009e8  mov     rcx,0xfffffffffffffffe
  0009f2  mov     r8,0xfffffffffffffffe
  0009fc  mov     r9,0
  000a06  mov     rax,<list_op>
  000a10  call    rax
  000a12  mov     r11,rax
  000a15  mov     rcx,[rsp+0x30]
  000a1d  mov     rsi,[rsp+0x38]
  000a25  mov     rdi,[rsp+0x40]
  000a2d  mov     r8,[rsp+0x48]
  000a35  mov     r9,[rsp+0x50]
  000a3d  mov     r10,[rsp+0x58]
  000a45  add     rsp,0x70
  000a4c  test    rdx,rdx
  000a4f  je      0x0000000000001569
  000a55  mov     rbx,r11
  000a58  jmp     0x0000000000000318
  000a5d  sub     rsp,0x70
  000a64  mov     [rsp+0x30],rcx
  000a6c  mov     [rsp+0x38],rsi
  000a74  mov     [rsp+0x40],rdi
  000a7c  mov     [rsp+0x48],r8
  000a84  mov     [rsp+0x50],r9
  000a8c  mov     [rsp+0x58],r10
  000a94  mov     [rsp],rbx
  000a9c  mov     qword ptr [rsp+8],3
  000aa8  mov     qword ptr [rsp+0x10],2
  000ab4  mov     qword ptr [rsp+0x18],1
  000ac0  mov     [rsp+0x20],r13
  000ac8  mov     qword ptr [rsp+0x28],1
  000ad4  mov     rdi,[rbp+0x20]
  000adb  mov     esi,0xe
  000ae0  mov     rdx,rsp
  000ae3  mov     rcx,0xfffffffffffffffe
  000aed  mov     r8,0xfffffffffffffffe
  000af7  mov     r9,0
  000b01  mov     rax,<list_op>
  000b0b  call    rax
  000b0d  mov     r11,rax
  000b10  mov     rcx,[rsp+0x30]
  000b18  mov     rsi,[rsp+0x38]
  000b20  mov     rdi,[rsp+0x40]
  000b28  mov     r8,[rsp+0x48]
  000b30  mov     r9,[rsp+0x50]
  000b38  mov     r10,[rsp+0x58]
  000b40  add     rsp,0x70
  000b47  test    rdx,rdx
  000b4a  je      0x00000000000015b9
  000b50  mov     rbx,r11
  000b53  jmp     0x0000000000000335
  000b58  sub     rsp,0x70
  000b5f  mov     [rsp+0x30],rcx
  000b67  mov     [rsp+0x38],rsi
  000b6f  mov     [rsp+0x40],rdi
  000b77  mov     [rsp+0x48],r8
  000b7f  mov     [rsp+0x50],r9
  000b87  mov     [rsp+0x58],r10
  000b8f  mov     [rsp],r12
  000b97  mov     qword ptr [rsp+8],3
  000ba3  mov     [rsp+0x10],r14
  000bab  mov     qword ptr [rsp+0x18],1
  000bb7  mov     rdi,[rbp+0x20]
  000bbe  mov     esi,0xf
  000bc3  mov     rdx,rsp
  000bc6  mov     rcx,0xfffffffffffffffc
  000bd0  mov     r8,0xfffffffffffffffc
  000bda  mov     r9,0
  000be4  mov     rax,<list_op>
  000bee  call    rax
  000bf0  mov     r11,rax
  000bf3  mov     rcx,[rsp+0x30]
  000bfb  mov     rsi,[rsp+0x38]
  000c03  mov     rdi,[rsp+0x40]
  000c0b  mov     r8,[rsp+0x48]
  000c13  mov     r9,[rsp+0x50]
  000c1b  mov     r10,[rsp+0x58]
  000c23  add     rsp,0x70
  000c2a  mov     r12,r11
  000c2d  jmp     0x0000000000000382
  000c32  sub     rsp,0x70
  000c39  mov     [rsp+0x30],rcx
  000c41  mov     [rsp+0x38],rsi
  000c49  mov     [rsp+0x40],rdi
  000c51  mov     [rsp+0x48],r8
  000c59  mov     [rsp+0x50],r9
  000c61  mov     [rsp+0x58],r10
  000c69  mov     [rsp],r12
  000c71  mov     qword ptr [rsp+8],3
  000c7d  mov     [rsp+0x10],r15
  000c85  mov     qword ptr [rsp+0x18],1
  000c91  mov     rdi,[rbp+0x20]
  000c98  mov     esi,0xf
  000c9d  mov     rdx,rsp
  000ca0  mov     rcx,0xfffffffffffffffc
  000caa  mov     r8,0xfffffffffffffffc
  000cb4  mov     r9,0
  000cbe  mov     rax,<list_op>
  000cc8  call    rax
  000cca  mov     r11,rax
  000ccd  mov     rcx,[rsp+0x30]
  000cd5  mov     rsi,[rsp+0x38]
  000cdd  mov     rdi,[rsp+0x40]
  000ce5  mov     r8,[rsp+0x48]
  000ced  mov     r9,[rsp+0x50]
  000cf5  mov     r10,[rsp+0x58]
  000cfd  add     rsp,0x70
  000d04  mov     r12,r11
  000d07  jmp     0x00000000000003c3
  000d0c  sub     rsp,0x70
  000d13  mov     [rsp+0x30],rcx
  000d1b  mov     [rsp+0x38],rsi
  000d23  mov     [rsp+0x40],rdi
  000d2b  mov     [rsp+0x48],r8
  000d33  mov     [rsp+0x50],r9
  000d3b  mov     [rsp+0x58],r10
  000d43  mov     [rsp],r12
  000d4b  mov     qword ptr [rsp+8],3
  000d57  mov     qword ptr [rsp+0x10],0
  000d63  mov     qword ptr [rsp+0x18],1
  000d6f  mov     [rsp+0x20],r8
  000d77  mov     qword ptr [rsp+0x28],1
  000d83  mov     rdi,[rbp+0x20]
  000d8a  mov     esi,0x10
  000d8f  mov     rdx,rsp
  000d92  mov     rcx,0xfffffffffffffffc
  000d9c  mov     r8,0xfffffffffffffffc
  000da6  mov     r9,0
  000db0  mov     rax,<list_op>
  000dba  call    rax
  000dbc  mov     r11,rax
  000dbf  mov     rcx,[rsp+0x30]
  000dc7  mov     rsi,[rsp+0x38]
  000dcf  mov     rdi,[rsp+0x40]
  000dd7  mov     r8,[rsp+0x48]
  000ddf  mov     r9,[rsp+0x50]
  000de7  mov     r10,[rsp+0x58]
  000def  add     rsp,0x70
  000df6  test    rdx,rdx
  000df9  je      0x0000000000001609
  000dff  mov     r12,r11
  000e02  jmp     0x00000000000003d9
  000e07  sub     rsp,0x70
  000e0e  mov     [rsp+0x30],rcx
  000e16  mov     [rsp+0x38],rsi
  000e1e  mov     [rsp+0x40],rdi
  000e26  mov     [rsp+0x48],r8
  000e2e  mov     [rsp+0x50],r9
  000e36  mov     [rsp+0x58],r10
  000e3e  mov     [rsp],rbx
  000e46  mov     qword ptr [rsp+8],3
  000e52  mov     qword ptr [rsp+0x10],3
  000e5e  mov     qword ptr [rsp+0x18],1
  000e6a  mov     [rsp+0x20],r14
  000e72  mov     qword ptr [rsp+0x28],1
  000e7e  mov     rdi,[rbp+0x20]
  000e85  mov     esi,0xe
  000e8a  mov     rdx,rsp
  000e8d  mov     rcx,0xfffffffffffffffe
  000e97  mov     r8,0xfffffffffffffffe
  000ea1  mov     r9,0
  000eab  mov     rax,<list_op>
  000eb5  call    rax
  000eb7  mov     r11,rax
  000eba  mov     rcx,[rsp+0x30]
  000ec2  mov     rsi,[rsp+0x38]
  000eca  mov     rdi,[rsp+0x40]
  000ed2  mov     r8,[rsp+0x48]
  000eda  mov     r9,[rsp+0x50]
  000ee2  mov     r10,[rsp+0x58]
  000eea  add     rsp,0x70
  000ef1  test    rdx,rdx
  000ef4  je      0x0000000000001697
  000efa  mov     rbx,r11
  000efd  mov     r9,[rbx+0x10]
  000f05  jmp     0x00000000000003ea
  000f0a  sub     rsp,0x70
  000f11  mov     [rsp+0x30],rcx
  000f19  mov     [rsp+0x38],rsi
  000f21  mov     [rsp+0x40],rdi
  000f29  mov     [rsp+0x48],r8
  000f31  mov     [rsp+0x50],r9
  000f39  mov     [rsp+0x58],r10
  000f41  mov     [rsp],rbx
  000f49  mov     qword ptr [rsp+8],3
  000f55  mov     qword ptr [rsp+0x10],2
  000f61  mov     qword ptr [rsp+0x18],1
  000f6d  mov     [rsp+0x20],r13
  000f75  mov     qword ptr [rsp+0x28],1
  000f81  mov     rdi,[rbp+0x20]
  000f88  mov     esi,0xe
  000f8d  mov     rdx,rsp
  000f90  mov     rcx,0xfffffffffffffffe
  000f9a  mov     r8,0xfffffffffffffffe
  000fa4  mov     r9,0
  000fae  mov     rax,<list_op>
  000fb8  call    rax
  000fba  mov     r11,rax
  000fbd  mov     rcx,[rsp+0x30]
  000fc5  mov     rsi,[rsp+0x38]
  000fcd  mov     rdi,[rsp+0x40]
  000fd5  mov     r8,[rsp+0x48]
  000fdd  mov     r9,[rsp+0x50]
  000fe5  mov     r10,[rsp+0x58]
  000fed  add     rsp,0x70
  000ff4  test    rdx,rdx
  000ff7  je      0x00000000000016e7
  000ffd  mov     rbx,r11
  001000  mov     r9,[rbx+0x10]
  001008  jmp     0x00000000000003ff
; exits
  00100d  mov     rax,0xfffffffe
  001017  jmp     0x0000000000000027
  00101c  mov     [rbp+0x10],r13
  001023  mov     qword ptr [rbp+0x18],1
  00102e  mov     [rbp+0x48],rbx
  001035  mov     qword ptr [rbp+0x178],3
  001040  mov     [rbp+0x58],r12
  001047  mov     qword ptr [rbp+0x188],3
  001052  mov     rax,0
  00105c  jmp     0x0000000000000027
  001061  mov     rax,1
  00106b  jmp     0x0000000000000027
  001070  mov     rax,2
  00107a  jmp     0x0000000000000027
  00107f  mov     rax,3
  001089  jmp     0x0000000000000027
  00108e  mov     [rbp+0x48],rbx
  001095  mov     qword ptr [rbp+0x178],3
  0010a0  mov     [rbp+0x58],r12
  0010a7  mov     qword ptr [rbp+0x188],3
  0010b2  mov     rax,4
  0010bc  jmp     0x0000000000000027
  0010c1  mov     [rbp+0x48],rbx
  0010c8  mov     qword ptr [rbp+0x178],3
  0010d3  mov     [rbp+0x58],r12
  0010da  mov     qword ptr [rbp+0x188],3
  0010e5  mov     qword ptr [rbp+0x68],0x11
  0010f0  mov     rax,5
  0010fa  jmp     0x0000000000000027
  0010ff  mov     [rbp+0x48],rbx
  001106  mov     qword ptr [rbp+0x178],3
  001111  mov     [rbp+0x58],r12
  001118  mov     qword ptr [rbp+0x188],3
  001123  mov     qword ptr [rbp+0x68],0x14
  00112e  mov     qword ptr [rbp+0xa0],1
  001139  mov     qword ptr [rbp+0x1d0],1
  001144  mov     rax,7
  00114e  jmp     0x0000000000000027
  001153  mov     [rbp+0x48],rbx
  00115a  mov     qword ptr [rbp+0x178],3
  001165  mov     [rbp+0x58],r12
  00116c  mov     qword ptr [rbp+0x188],3
  001177  mov     qword ptr [rbp+0x68],0x21
  001182  mov     rax,8
  00118c  jmp     0x0000000000000027
  001191  mov     [rbp+0x48],rbx
  001198  mov     qword ptr [rbp+0x178],3
  0011a3  mov     [rbp+0x58],r12
  0011aa  mov     qword ptr [rbp+0x188],3
  0011b5  mov     qword ptr [rbp+0x68],0x25
  0011c0  mov     [rbp+0xa0],rdi
  0011c7  mov     qword ptr [rbp+0x1d0],1
  0011d2  mov     [rbp+0xa8],r13
  0011d9  mov     qword ptr [rbp+0x1d8],1
  0011e4  mov     rax,9
  0011ee  jmp     0x0000000000000027
  0011f3  sub     r14,r8
  0011f6  mov     [rbp+0x48],rbx
  0011fd  mov     qword ptr [rbp+0x178],3
  001208  mov     [rbp+0x58],r12
  00120f  mov     qword ptr [rbp+0x188],3
  00121a  mov     qword ptr [rbp+0x68],0x26
  001225  mov     [rbp+0xa0],r14
  00122c  mov     qword ptr [rbp+0x1d0],1
  001237  mov     [rbp+0xa8],r8
  00123e  mov     qword ptr [rbp+0x1d8],1
  001249  mov     rax,0xb
  001253  jmp     0x0000000000000027
  001258  sub     r13,1
  00125f  mov     [rbp+0x48],rbx
  001266  mov     qword ptr [rbp+0x178],3
  001271  mov     [rbp+0x58],r12
  001278  mov     qword ptr [rbp+0x188],3
  001283  mov     qword ptr [rbp+0x68],0x2d
  00128e  mov     [rbp+0xa0],r13
  001295  mov     qword ptr [rbp+0x1d0],1
  0012a0  mov     qword ptr [rbp+0xa8],1
  0012ab  mov     qword ptr [rbp+0x1d8],1
  0012b6  mov     rax,0xd
  0012c0  jmp     0x0000000000000027
  0012c5  mov     [rbp+0x48],rbx
  0012cc  mov     qword ptr [rbp+0x178],3
  0012d7  mov     [rbp+0x58],r12
  0012de  mov     qword ptr [rbp+0x188],3
  0012e9  mov     qword ptr [rbp+0x68],0x14
  0012f4  mov     qword ptr [rbp+0xa0],1
  0012ff  mov     qword ptr [rbp+0x1d0],1
  00130a  mov     rax,0x10
  001314  jmp     0x0000000000001f2a
  001319  mov     [rbp+0x48],rbx
  001320  mov     qword ptr [rbp+0x178],3
  00132b  mov     [rbp+0x58],r12
  001332  mov     qword ptr [rbp+0x188],3
  00133d  mov     qword ptr [rbp+0x68],0x25
  001348  mov     [rbp+0xa0],rdi
  00134f  mov     qword ptr [rbp+0x1d0],1
  00135a  mov     [rbp+0xa8],r13
  001361  mov     qword ptr [rbp+0x1d8],1
  00136c  mov     rax,0x11
  001376  jmp     0x0000000000000027
  00137b  sub     r14,r15
  00137e  mov     [rbp+0x48],rbx
  001385  mov     qword ptr [rbp+0x178],3
  001390  mov     [rbp+0x58],r12
  001397  mov     qword ptr [rbp+0x188],3
  0013a2  mov     qword ptr [rbp+0x68],0x26
  0013ad  mov     [rbp+0xa0],r14
  0013b4  mov     qword ptr [rbp+0x1d0],1
  0013bf  mov     [rbp+0xa8],r15
  0013c6  mov     qword ptr [rbp+0x1d8],1
  0013d1  mov     rax,0x13
  0013db  jmp     0x0000000000000027
  0013e0  sub     r13,1
  0013e7  mov     [rbp+0x48],rbx
  0013ee  mov     qword ptr [rbp+0x178],3
  0013f9  mov     [rbp+0x58],r12
  001400  mov     qword ptr [rbp+0x188],3
  00140b  mov     qword ptr [rbp+0x68],0x2d
  001416  mov     [rbp+0xa0],r13
  00141d  mov     qword ptr [rbp+0x1d0],1
  001428  mov     qword ptr [rbp+0xa8],1
  001433  mov     qword ptr [rbp+0x1d8],1
  00143e  mov     rax,0x15
  001448  jmp     0x0000000000000027
  00144d  mov     [rbp+0x48],rbx
  001454  mov     qword ptr [rbp+0x178],3
  00145f  mov     [rbp+0x58],r12
  001466  mov     qword ptr [rbp+0x188],3
  001471  mov     qword ptr [rbp+0x68],0x13
  00147c  mov     qword ptr [rbp+0x70],0x16
  001487  mov     qword ptr [rbp+0x1a0],2
  001492  mov     qword ptr [rbp+0x98],0x28
  00149d  mov     qword ptr [rbp+0x1c8],2
  0014a8  mov     [rbp+0xa8],rsi
  0014af  mov     qword ptr [rbp+0x1d8],1
  0014ba  mov     [rbp+0xb8],r15
  0014c1  mov     qword ptr [rbp+0x1e8],1
  0014cc  mov     rax,6
  0014d6  jmp     0x0000000000000027
  0014db  mov     [rbp+0x48],rbx
  0014e2  mov     qword ptr [rbp+0x178],3
  0014ed  mov     [rbp+0x58],r12
  0014f4  mov     qword ptr [rbp+0x188],3
  0014ff  mov     qword ptr [rbp+0x68],0x26
  00150a  mov     qword ptr [rbp+0x70],0x13
  001515  mov     qword ptr [rbp+0x1a0],2
  001520  mov     qword ptr [rbp+0x98],0x28
  00152b  mov     qword ptr [rbp+0x1c8],2
  001536  mov     [rbp+0xa8],r8
  00153d  mov     qword ptr [rbp+0x1d8],1
  001548  mov     [rbp+0xb8],r15
  00154f  mov     qword ptr [rbp+0x1e8],1
  00155a  mov     rax,0xa
  001564  jmp     0x0000000000000027
  001569  mov     [rbp+0x48],rbx
  001570  mov     qword ptr [rbp+0x178],3
  00157b  mov     [rbp+0x58],r12
  001582  mov     qword ptr [rbp+0x188],3
  00158d  mov     qword ptr [rbp+0x68],0x27
  001598  mov     [rbp+0xa0],r14
  00159f  mov     qword ptr [rbp+0x1d0],1
  0015aa  mov     rax,0xc
  0015b4  jmp     0x0000000000000027
  0015b9  mov     [rbp+0x48],rbx
  0015c0  mov     qword ptr [rbp+0x178],3
  0015cb  mov     [rbp+0x58],r12
  0015d2  mov     qword ptr [rbp+0x188],3
  0015dd  mov     qword ptr [rbp+0x68],0x2e
  0015e8  mov     [rbp+0xa0],r13
  0015ef  mov     qword ptr [rbp+0x1d0],1
  0015fa  mov     rax,0xe
  001604  jmp     0x0000000000000027
  001609  mov     [rbp+0x48],rbx
  001610  mov     qword ptr [rbp+0x178],3
  00161b  mov     [rbp+0x58],r12
  001622  mov     qword ptr [rbp+0x188],3
  00162d  mov     qword ptr [rbp+0x68],0x26
  001638  mov     qword ptr [rbp+0x70],0x13
  001643  mov     qword ptr [rbp+0x1a0],2
  00164e  mov     qword ptr [rbp+0x98],0x28
  001659  mov     qword ptr [rbp+0x1c8],2
  001664  mov     [rbp+0xa8],r15
  00166b  mov     qword ptr [rbp+0x1d8],1
  001676  mov     [rbp+0xb8],r8
  00167d  mov     qword ptr [rbp+0x1e8],1
  001688  mov     rax,0x12
  001692  jmp     0x0000000000000027
  001697  mov     [rbp+0x48],rbx
  00169e  mov     qword ptr [rbp+0x178],3
  0016a9  mov     [rbp+0x58],r12
  0016b0  mov     qword ptr [rbp+0x188],3
  0016bb  mov     qword ptr [rbp+0x68],0x27
  0016c6  mov     [rbp+0xa0],r14
  0016cd  mov     qword ptr [rbp+0x1d0],1
  0016d8  mov     rax,0x14
  0016e2  jmp     0x0000000000000027
  0016e7  mov     [rbp+0x48],rbx
  0016ee  mov     qword ptr [rbp+0x178],3
  0016f9  mov     [rbp+0x58],r12
  001700  mov     qword ptr [rbp+0x188],3
  00170b  mov     qword ptr [rbp+0x68],0x2e
  001716  mov     [rbp+0xa0],r13
  00171d  mov     qword ptr [rbp+0x1d0],1
  001728  mov     rax,0x16
  001732  jmp     0x0000000000000027

; T1: 1872 bytes
; v0:list = input bytecode
  001740  cmp     qword ptr [rbp+0x170],3
  00174b  jne     0x0000000000001d07
; v1:list = input mem
  001751  cmp     qword ptr [rbp+0x178],3
  00175c  jne     0x0000000000001d07
  001762  mov     rbx,[rbp+0x48]
; v2:list = input stack
  001769  cmp     qword ptr [rbp+0x188],3
  001774  jne     0x0000000000001d07
  00177a  mov     r12,[rbp+0x58]
; v3:list = input rstack
  001781  cmp     qword ptr [rbp+0x190],3
  00178c  jne     0x0000000000001d07
; v4:int = input pc
  001792  cmp     qword ptr [rbp+0x198],1
  00179d  jne     0x0000000000001d07
  0017a3  mov     r13,[rbp+0x68]
; guard_value v4, 4 => dispatch_loop_promote_bytecode/0 (1) {}
  0017aa  cmp     r13,4
  0017b1  jne     0x0000000000001d16
  0017b7  jmp     0x00000000000017ca
  0017bc  mov     rbx,[rbp+0x48]
  0017c3  mov     r12,[rbp+0x58]
  0017ca  mov     rsi,[rbx+0x10]
; guard_words v1 => op_load/0 (4) {}
  0017d2  cmp     qword ptr [rbx+8],0
  0017de  jne     0x0000000000001d37
; v7:int = readlist v1, 1 words => op_load/0 (4) {}
  0017e4  cmp     qword ptr [rbx],1
  0017f0  jbe     0x0000000000001d46
  0017f6  mov     r13,[rsi+8]
; guard_words v2 => op_load/0 (4) {}
  0017fe  cmp     qword ptr [r12+8],0
  00180a  jne     0x0000000000001d55
; v9:int = len v2
  001810  mov     r14,[r12]
; v10:list = append v2, v7 owned words
  001818  mov     rax,[r12-0x10]
  001820  add     rax,[r12-8]
  001828  cmp     rax,2
  00182e  jne     0x0000000000001951
  001834  mov     rax,[r12]
  00183c  cmp     rax,[r12+0x18]
  001844  jae     0x0000000000001951
  00184a  mov     rdx,[r12+0x10]
  001852  lea     rdx,[rdx+rax*8]
  001856  add     rax,1
  00185a  mov     [r12],rax
  001862  mov     [rdx],r13
; v11:int = readlist v1, 0 words => op_load/0 (9) {stack=v10, pc=6}
  001865  cmp     qword ptr [rbx],0
  001871  jbe     0x0000000000001d64
  001877  mov     r15,[rsi]
; v12:list = append v10, v11 owned words
  00187f  mov     rax,[r12]
  001887  cmp     rax,[r12+0x18]
  00188f  jae     0x0000000000001a2b
  001895  mov     rdx,[r12+0x10]
  00189d  lea     rdx,[rdx+rax*8]
  0018a1  add     rax,1
  0018a5  mov     [r12],rax
  0018ad  mov     [rdx],r15
; v13:list = slice v12, 0, v9 owned words => pop2_top/3 (21) {stack=v12, pc=8, opcode='lt', k='binary_xy', y=v11, depth=v9}
  0018b0  cmp     r14,[r12]
  0018b8  ja      0x0000000000001b05
  0018be  mov     [r12],r14
; v14:int = lt v7, v11
; guard_true v14 => jump_if_zero_x/0 (48) {stack=v13, pc=9, x=0}
  0018c6  cmp     r13,r15
  0018c9  jge     0x0000000000001d90
; v16:list = set v1, 2, 0 owned words => store_x/0 (63) {stack=v13, pc=13, x=0}
  0018cf  mov     rax,[rbx-0x10]
  0018d7  add     rax,[rbx-8]
  0018df  cmp     rax,2
  0018e5  jne     0x0000000000001c00
  0018eb  cmp     qword ptr [rbx],2
  0018f7  jbe     0x0000000000001c00
  0018fd  mov     qword ptr [rsi+0x10],0
; jump_trace T0 => dispatch_loop/0 (64) {mem=v16, stack=v13, pc=15}
  001909  mov     [rbp+0x48],rbx
  001910  mov     qword ptr [rbp+0x178],3
  00191b  mov     [rbp+0x58],r12
  001922  mov     qword ptr [rbp+0x188],3
  00192d  mov     qword ptr [rbp+0x68],0xf
  001938  mov     dword ptr [rbp+0x38],8
  001942  mov     dword ptr [rbp+0x3c],1
  00194c  jmp     0x000000000000010a
  001951  sub     rsp,0x70
  001958  mov     [rsp+0x30],rcx
  001960  mov     [rsp+0x38],rsi
  001968  mov     [rsp+0x40],rdi
  001970  mov     [rsp+0x48],r8
  001978  mov     [rsp+0x50],r9
  001980  mov     [rsp+0x58],r10
  001988  mov     [rsp],r12
  001990  mov     qword ptr [rsp+8],3
  00199c  mov     [rsp+0x10],r13
  0019a4  mov     qword ptr [rsp+0x18],1
  0019b0  mov     rdi,[rbp+0x20]
  0019b7  mov     esi,0xf
  0019bc  mov     rdx,rsp
  0019bf  mov     rcx,0xfffffffffffffffc
  0019c9  mov     r8,0xfffffffffffffffc
  0019d3  mov     r9,0
  0019dd  mov     rax,<list_op>
  0019e7  call    rax
  0019e9  mov     r11,rax
  0019ec  mov     rcx,[rsp+0x30]
  0019f4  mov     rsi,[rsp+0x38]
  0019fc  mov     rdi,[rsp+0x40]
  001a04  mov     r8,[rsp+0x48]
  001a0c  mov     r9,[rsp+0x50]
  001a14  mov     r10,[rsp+0x58]
  001a1c  add     rsp,0x70
  001a23  mov     r12,r11
  001a26  jmp     0x0000000000001865
  001a2b  sub     rsp,0x70
  001a32  mov     [rsp+0x30],rcx
  001a3a  mov     [rsp+0x38],rsi
  001a42  mov     [rsp+0x40],rdi
  001a4a  mov     [rsp+0x48],r8
  001a52  mov     [rsp+0x50],r9
  001a5a  mov     [rsp+0x58],r10
  001a62  mov     [rsp],r12
  001a6a  mov     qword ptr [rsp+8],3
  001a76  mov     [rsp+0x10],r15
  001a7e  mov     qword ptr [rsp+0x18],1
  001a8a  mov     rdi,[rbp+0x20]
  001a91  mov     esi,0xf
  001a96  mov     rdx,rsp
  001a99  mov     rcx,0xfffffffffffffffc
  001aa3  mov     r8,0xfffffffffffffffc
  001aad  mov     r9,0
  001ab7  mov     rax,<list_op>
  001ac1  call    rax
  001ac3  mov     r11,rax
  001ac6  mov     rcx,[rsp+0x30]
  001ace  mov     rsi,[rsp+0x38]
  001ad6  mov     rdi,[rsp+0x40]
  001ade  mov     r8,[rsp+0x48]
  001ae6  mov     r9,[rsp+0x50]
  001aee  mov     r10,[rsp+0x58]
  001af6  add     rsp,0x70
  001afd  mov     r12,r11
  001b00  jmp     0x00000000000018b0
  001b05  sub     rsp,0x70
  001b0c  mov     [rsp+0x30],rcx
  001b14  mov     [rsp+0x38],rsi
  001b1c  mov     [rsp+0x40],rdi
  001b24  mov     [rsp+0x48],r8
  001b2c  mov     [rsp+0x50],r9
  001b34  mov     [rsp+0x58],r10
  001b3c  mov     [rsp],r12
  001b44  mov     qword ptr [rsp+8],3
  001b50  mov     qword ptr [rsp+0x10],0
  001b5c  mov     qword ptr [rsp+0x18],1
  001b68  mov     [rsp+0x20],r14
  001b70  mov     qword ptr [rsp+0x28],1
  001b7c  mov     rdi,[rbp+0x20]
  001b83  mov     esi,0x10
  001b88  mov     rdx,rsp
  001b8b  mov     rcx,0xfffffffffffffffc
  001b95  mov     r8,0xfffffffffffffffc
  001b9f  mov     r9,0
  001ba9  mov     rax,<list_op>
  001bb3  call    rax
  001bb5  mov     r11,rax
  001bb8  mov     rcx,[rsp+0x30]
  001bc0  mov     rsi,[rsp+0x38]
  001bc8  mov     rdi,[rsp+0x40]
  001bd0  mov     r8,[rsp+0x48]
  001bd8  mov     r9,[rsp+0x50]
  001be0  mov     r10,[rsp+0x58]
  001be8  add     rsp,0x70
  001bef  test    rdx,rdx
  001bf2  je      0x0000000000001dd2
  001bf8  mov     r12,r11
  001bfb  jmp     0x00000000000018c6
  001c00  sub     rsp,0x70
  001c07  mov     [rsp+0x30],rcx
  001c0f  mov     [rsp+0x38],rsi
  001c17  mov     [rsp+0x40],rdi
  001c1f  mov     [rsp+0x48],r8
  001c27  mov     [rsp+0x50],r9
  001c2f  mov     [rsp+0x58],r10
  001c37  mov     [rsp],rbx
  001c3f  mov     qword ptr [rsp+8],3
  001c4b  mov     qword ptr [rsp+0x10],2
  001c57  mov     qword ptr [rsp+0x18],1
  001c63  mov     qword ptr [rsp+0x20],0
  001c6f  mov     qword ptr [rsp+0x28],1
  001c7b  mov     rdi,[rbp+0x20]
  001c82  mov     esi,0xe
  001c87  mov     rdx,rsp
  001c8a  mov     rcx,0xfffffffffffffffe
  001c94  mov     r8,0xfffffffffffffffe
  001c9e  mov     r9,0
  001ca8  mov     rax,<list_op>
  001cb2  call    rax
  001cb4  mov     r11,rax
  001cb7  mov     rcx,[rsp+0x30]
  001cbf  mov     rsi,[rsp+0x38]
  001cc7  mov     rdi,[rsp+0x40]
  001ccf  mov     r8,[rsp+0x48]
  001cd7  mov     r9,[rsp+0x50]
  001cdf  mov     r10,[rsp+0x58]
  001ce7  add     rsp,0x70
  001cee  test    rdx,rdx
  001cf1  je      0x0000000000001e4e
  001cf7  mov     rbx,r11
  001cfa  mov     rsi,[rbx+0x10]
  001d02  jmp     0x0000000000001909
; exits
  001d07  mov     rax,0x1fffffffe
  001d11  jmp     0x0000000000000027
  001d16  mov     [rbp+0x10],r13
  001d1d  mov     qword ptr [rbp+0x18],1
  001d28  mov     rax,0x100000000
  001d32  jmp     0x0000000000000027
  001d37  mov     rax,0x100000001
  001d41  jmp     0x0000000000000027
  001d46  mov     rax,0x100000002
  001d50  jmp     0x0000000000000027
  001d55  mov     rax,0x100000003
  001d5f  jmp     0x0000000000000027
  001d64  mov     [rbp+0x58],r12
  001d6b  mov     qword ptr [rbp+0x188],3
  001d76  mov     qword ptr [rbp+0x68],6
  001d81  mov     rax,0x100000004
  001d8b  jmp     0x0000000000000027
  001d90  mov     [rbp+0x58],r12
  001d97  mov     qword ptr [rbp+0x188],3
  001da2  mov     qword ptr [rbp+0x68],9
  001dad  mov     qword ptr [rbp+0xa0],0
  001db8  mov     qword ptr [rbp+0x1d0],1
  001dc3  mov     rax,0x100000006
  001dcd  jmp     0x0000000000000027
  001dd2  mov     [rbp+0x58],r12
  001dd9  mov     qword ptr [rbp+0x188],3
  001de4  mov     qword ptr [rbp+0x68],8
  001def  mov     qword ptr [rbp+0x70],0xd
  001dfa  mov     qword ptr [rbp+0x1a0],2
  001e05  mov     qword ptr [rbp+0x98],0x28
  001e10  mov     qword ptr [rbp+0x1c8],2
  001e1b  mov     [rbp+0xa8],r15
  001e22  mov     qword ptr [rbp+0x1d8],1
  001e2d  mov     [rbp+0xb8],r14
  001e34  mov     qword ptr [rbp+0x1e8],1
  001e3f  mov     rax,0x100000005
  001e49  jmp     0x0000000000000027
  001e4e  mov     [rbp+0x58],r12
  001e55  mov     qword ptr [rbp+0x188],3
  001e60  mov     qword ptr [rbp+0x68],0xd
  001e6b  mov     qword ptr [rbp+0xa0],0
  001e76  mov     qword ptr [rbp+0x1d0],1
  001e81  mov     rax,0x100000007
  001e8b  jmp     0x0000000000000027

; T2: 2331 bytes
; v0:list = input bytecode
  001ec0  cmp     qword ptr [rbp+0x170],3
  001ecb  jne     0x000000000000256e
; v1:list = input mem
  001ed1  cmp     qword ptr [rbp+0x178],3
  001edc  jne     0x000000000000256e
  001ee2  mov     rbx,[rbp+0x48]
; v2:list = input stack
  001ee9  cmp     qword ptr [rbp+0x188],3
  001ef4  jne     0x000000000000256e
  001efa  mov     r12,[rbp+0x58]
; v3:list = input rstack
  001f01  cmp     qword ptr [rbp+0x190],3
  001f0c  jne     0x000000000000256e
  001f12  jmp     0x0000000000001f2a
  001f17  mov     rbx,[rbp+0x48]
  001f1e  mov     r12,[rbp+0x58]
  001f25  jmp     0x0000000000001f2a
; v4:int = readlist v1, 1 words => jump_if_zero_x/0 (0) {}
  001f2a  cmp     qword ptr [rbx],1
  001f36  jbe     0x000000000000257d
  001f3c  mov     rax,[rbx+0x10]
  001f44  mov     r13,[rax+8]
  001f4c  mov     rsi,[rbx+0x10]
; v5:int = len v2
  001f54  mov     r14,[r12]
; v6:int = add v4, 1 => binary_add/0 (21) {stack=v2, pc=26, x=v4, y=1}
  001f5c  add     r13,1
  001f63  jo      0x000000000000258c
; v7:list = set v1, 1, v6 owned words in_bounds => store_x/0 (32) {stack=v2, pc=27, x=v6}
  001f69  mov     rax,[rbx-0x10]
  001f71  add     rax,[rbx-8]
  001f79  cmp     rax,2
  001f7f  jne     0x00000000000020b5
  001f85  mov     [rsi+8],r13
; v8:list = append v2, v6 owned words
  001f8d  mov     rax,[r12-0x10]
  001f95  add     rax,[r12-8]
  001f9d  cmp     rax,2
  001fa3  jne     0x00000000000021b8
  001fa9  mov     rax,[r12]
  001fb1  cmp     rax,[r12+0x18]
  001fb9  jae     0x00000000000021b8
  001fbf  mov     rdx,[r12+0x10]
  001fc7  lea     rdx,[rdx+rax*8]
  001fcb  add     rax,1
  001fcf  mov     [r12],rax
  001fd7  mov     [rdx],r13
; v9:int = readlist v7, 0 words => op_load/0 (57) {mem=v7, stack=v8, pc=6}
  001fda  cmp     qword ptr [rbx],0
  001fe6  jbe     0x00000000000025f2
  001fec  mov     r15,[rsi]
; v10:list = append v8, v9 owned words
  001ff4  mov     rax,[r12]
  001ffc  cmp     rax,[r12+0x18]
  002004  jae     0x0000000000002292
  00200a  mov     rdx,[r12+0x10]
  002012  lea     rdx,[rdx+rax*8]
  002016  add     rax,1
  00201a  mov     [r12],rax
  002022  mov     [rdx],r15
; v11:list = slice v10, 0, v5 owned words => pop2_top/3 (69) {mem=v7, stack=v10, pc=8, opcode='lt', k='binary_xy', y=v9, depth=v5}
  002025  cmp     r14,[r12]
  00202d  ja      0x000000000000236c
  002033  mov     [r12],r14
; v12:int = lt v6, v9
; guard_true v12 => jump_if_zero_x/0 (96) {mem=v7, stack=v11, pc=9, x=0}
  00203b  cmp     r13,r15
  00203e  jge     0x000000000000263b
; v14:list = set v7, 2, 0 owned words => store_x/0 (111) {mem=v7, stack=v11, pc=13, x=0}
  002044  cmp     qword ptr [rbx],2
  002050  jbe     0x0000000000002467
  002056  mov     qword ptr [rsi+0x10],0
; jump_trace T0 => dispatch_loop/0 (112) {mem=v14, stack=v11, pc=15}
  002062  mov     [rbp+0x48],rbx
  002069  mov     qword ptr [rbp+0x178],3
  002074  mov     [rbp+0x58],r12
  00207b  mov     qword ptr [rbp+0x188],3
  002086  mov     qword ptr [rbp+0x68],0xf
  002091  mov     qword ptr [rbp+0x198],1
  00209c  mov     dword ptr [rbp+0x38],7
  0020a6  mov     dword ptr [rbp+0x3c],2
  0020b0  jmp     0x000000000000010a
  0020b5  sub     rsp,0x70
  0020bc  mov     [rsp+0x30],rcx
  0020c4  mov     [rsp+0x38],rsi
  0020cc  mov     [rsp+0x40],rdi
  0020d4  mov     [rsp+0x48],r8
  0020dc  mov     [rsp+0x50],r9
  0020e4  mov     [rsp+0x58],r10
  0020ec  mov     [rsp],rbx
  0020f4  mov     qword ptr [rsp+8],3
  002100  mov     qword ptr [rsp+0x10],1
  00210c  mov     qword ptr [rsp+0x18],1
  002118  mov     [rsp+0x20],r13
  002120  mov     qword ptr [rsp+0x28],1
  00212c  mov     rdi,[rbp+0x20]
  002133  mov     esi,0xe
  002138  mov     rdx,rsp
  00213b  mov     rcx,0xfffffffffffffffe
  002145  mov     r8,0xfffffffffffffffe
  00214f  mov     r9,0
  002159  mov     rax,<list_op>
  002163  call    rax
  002165  mov     r11,rax
  002168  mov     rcx,[rsp+0x30]
  002170  mov     rsi,[rsp+0x38]
  002178  mov     rdi,[rsp+0x40]
  002180  mov     r8,[rsp+0x48]
  002188  mov     r9,[rsp+0x50]
  002190  mov     r10,[rsp+0x58]
  002198  add     rsp,0x70
  00219f  test    rdx,rdx
  0021a2  je      0x000000000000269a
  0021a8  mov     rbx,r11
  0021ab  mov     rsi,[rbx+0x10]
  0021b3  jmp     0x0000000000001f8d
  0021b8  sub     rsp,0x70
  0021bf  mov     [rsp+0x30],rcx
  0021c7  mov     [rsp+0x38],rsi
  0021cf  mov     [rsp+0x40],rdi
  0021d7  mov     [rsp+0x48],r8
  0021df  mov     [rsp+0x50],r9
  0021e7  mov     [rsp+0x58],r10
  0021ef  mov     [rsp],r12
  0021f7  mov     qword ptr [rsp+8],3
  002203  mov     [rsp+0x10],r13
  00220b  mov     qword ptr [rsp+0x18],1
  002217  mov     rdi,[rbp+0x20]
  00221e  mov     esi,0xf
  002223  mov     rdx,rsp
  002226  mov     rcx,0xfffffffffffffffc
  002230  mov     r8,0xfffffffffffffffc
  00223a  mov     r9,0
  002244  mov     rax,<list_op>
  00224e  call    rax
  002250  mov     r11,rax
  002253  mov     rcx,[rsp+0x30]
  00225b  mov     rsi,[rsp+0x38]
  002263  mov     rdi,[rsp+0x40]
  00226b  mov     r8,[rsp+0x48]
  002273  mov     r9,[rsp+0x50]
  00227b  mov     r10,[rsp+0x58]
  002283  add     rsp,0x70
  00228a  mov     r12,r11
  00228d  jmp     0x0000000000001fda
  002292  sub     rsp,0x70
  002299  mov     [rsp+0x30],rcx
  0022a1  mov     [rsp+0x38],rsi
  0022a9  mov     [rsp+0x40],rdi
  0022b1  mov     [rsp+0x48],r8
  0022b9  mov     [rsp+0x50],r9
  0022c1  mov     [rsp+0x58],r10
  0022c9  mov     [rsp],r12
  0022d1  mov     qword ptr [rsp+8],3
  0022dd  mov     [rsp+0x10],r15
  0022e5  mov     qword ptr [rsp+0x18],1
  0022f1  mov     rdi,[rbp+0x20]
  0022f8  mov     esi,0xf
  0022fd  mov     rdx,rsp
  002300  mov     rcx,0xfffffffffffffffc
  00230a  mov     r8,0xfffffffffffffffc
  002314  mov     r9,0
  00231e  mov     rax,<list_op>
  002328  call    rax
  00232a  mov     r11,rax
  00232d  mov     rcx,[rsp+0x30]
  002335  mov     rsi,[rsp+0x38]
  00233d  mov     rdi,[rsp+0x40]
  002345  mov     r8,[rsp+0x48]
  00234d  mov     r9,[rsp+0x50]
  002355  mov     r10,[rsp+0x58]
  00235d  add     rsp,0x70
  002364  mov     r12,r11
  002367  jmp     0x0000000000002025
  00236c  sub     rsp,0x70
  002373  mov     [rsp+0x30],rcx
  00237b  mov     [rsp+0x38],rsi
  002383  mov     [rsp+0x40],rdi
  00238b  mov     [rsp+0x48],r8
  002393  mov     [rsp+0x50],r9
  00239b  mov     [rsp+0x58],r10
  0023a3  mov     [rsp],r12
  0023ab  mov     qword ptr [rsp+8],3
  0023b7  mov     qword ptr [rsp+0x10],0
  0023c3  mov     qword ptr [rsp+0x18],1
  0023cf  mov     [rsp+0x20],r14
  0023d7  mov     qword ptr [rsp+0x28],1
  0023e3  mov     rdi,[rbp+0x20]
  0023ea  mov     esi,0x10
  0023ef  mov     rdx,rsp
  0023f2  mov     rcx,0xfffffffffffffffc
  0023fc  mov     r8,0xfffffffffffffffc
  002406  mov     r9,0
  002410  mov     rax,<list_op>
  00241a  call    rax
  00241c  mov     r11,rax
  00241f  mov     rcx,[rsp+0x30]
  002427  mov     rsi,[rsp+0x38]
  00242f  mov     rdi,[rsp+0x40]
  002437  mov     r8,[rsp+0x48]
  00243f  mov     r9,[rsp+0x50]
  002447  mov     r10,[rsp+0x58]
  00244f  add     rsp,0x70
  002456  test    rdx,rdx
  002459  je      0x00000000000026e3
  00245f  mov     r12,r11
  002462  jmp     0x000000000000203b
  002467  sub     rsp,0x70
  00246e  mov     [rsp+0x30],rcx
  002476  mov     [rsp+0x38],rsi
  00247e  mov     [rsp+0x40],rdi
  002486  mov     [rsp+0x48],r8
  00248e  mov     [rsp+0x50],r9
  002496  mov     [rsp+0x58],r10
  00249e  mov     [rsp],rbx
  0024a6  mov     qword ptr [rsp+8],3
  0024b2  mov     qword ptr [rsp+0x10],2
  0024be  mov     qword ptr [rsp+0x18],1
  0024ca  mov     qword ptr [rsp+0x20],0
  0024d6  mov     qword ptr [rsp+0x28],1
  0024e2  mov     rdi,[rbp+0x20]
  0024e9  mov     esi,0xe
  0024ee  mov     rdx,rsp
  0024f1  mov     rcx,0xfffffffffffffffe
  0024fb  mov     r8,0xfffffffffffffffe
  002505  mov     r9,0
  00250f  mov     rax,<list_op>
  002519  call    rax
  00251b  mov     r11,rax
  00251e  mov     rcx,[rsp+0x30]
  002526  mov     rsi,[rsp+0x38]
  00252e  mov     rdi,[rsp+0x40]
  002536  mov     r8,[rsp+0x48]
  00253e  mov     r9,[rsp+0x50]
  002546  mov     r10,[rsp+0x58]
  00254e  add     rsp,0x70
  002555  test    rdx,rdx
  002558  je      0x000000000000277c
  00255e  mov     rbx,r11
  002561  mov     rsi,[rbx+0x10]
  002569  jmp     0x0000000000002062
; exits
  00256e  mov     rax,0x2fffffffe
  002578  jmp     0x0000000000000027
  00257d  mov     rax,0x200000000
  002587  jmp     0x0000000000000027
  00258c  sub     r13,1
  002593  mov     [rbp+0x58],r12
  00259a  mov     qword ptr [rbp+0x188],3
  0025a5  mov     qword ptr [rbp+0x68],0x1a
  0025b0  mov     qword ptr [rbp+0x198],1
  0025bb  mov     [rbp+0xa0],r13
  0025c2  mov     qword ptr [rbp+0x1d0],1
  0025cd  mov     qword ptr [rbp+0xa8],1
  0025d8  mov     qword ptr [rbp+0x1d8],1
  0025e3  mov     rax,0x200000001
  0025ed  jmp     0x0000000000000027
  0025f2  mov     [rbp+0x48],rbx
  0025f9  mov     qword ptr [rbp+0x178],3
  002604  mov     [rbp+0x58],r12
  00260b  mov     qword ptr [rbp+0x188],3
  002616  mov     qword ptr [rbp+0x68],6
  002621  mov     qword ptr [rbp+0x198],1
  00262c  mov     rax,0x200000003
  002636  jmp     0x0000000000000027
  00263b  mov     [rbp+0x48],rbx
  002642  mov     qword ptr [rbp+0x178],3
  00264d  mov     [rbp+0x58],r12
  002654  mov     qword ptr [rbp+0x188],3
  00265f  mov     qword ptr [rbp+0x68],9
  00266a  mov     qword ptr [rbp+0x198],1
  002675  mov     qword ptr [rbp+0xa0],0
  002680  mov     qword ptr [rbp+0x1d0],1
  00268b  mov     rax,0x200000005
  002695  jmp     0x0000000000000027
  00269a  mov     [rbp+0x58],r12
  0026a1  mov     qword ptr [rbp+0x188],3
  0026ac  mov     qword ptr [rbp+0x68],0x1b
  0026b7  mov     qword ptr [rbp+0x198],1
  0026c2  mov     [rbp+0xa0],r13
  0026c9  mov     qword ptr [rbp+0x1d0],1
  0026d4  mov     rax,0x200000002
  0026de  jmp     0x0000000000000027
  0026e3  mov     [rbp+0x48],rbx
  0026ea  mov     qword ptr [rbp+0x178],3
  0026f5  mov     [rbp+0x58],r12
  0026fc  mov     qword ptr [rbp+0x188],3
  002707  mov     qword ptr [rbp+0x68],8
  002712  mov     qword ptr [rbp+0x198],1
  00271d  mov     qword ptr [rbp+0x70],0xd
  002728  mov     qword ptr [rbp+0x1a0],2
  002733  mov     qword ptr [rbp+0x98],0x28
  00273e  mov     qword ptr [rbp+0x1c8],2
  002749  mov     [rbp+0xa8],r15
  002750  mov     qword ptr [rbp+0x1d8],1
  00275b  mov     [rbp+0xb8],r14
  002762  mov     qword ptr [rbp+0x1e8],1
  00276d  mov     rax,0x200000004
  002777  jmp     0x0000000000000027
  00277c  mov     [rbp+0x48],rbx
  002783  mov     qword ptr [rbp+0x178],3
  00278e  mov     [rbp+0x58],r12
  002795  mov     qword ptr [rbp+0x188],3
  0027a0  mov     qword ptr [rbp+0x68],0xd
  0027ab  mov     qword ptr [rbp+0x198],1
  0027b6  mov     qword ptr [rbp+0xa0],0
  0027c1  mov     qword ptr [rbp+0x1d0],1
  0027cc  mov     rax,0x200000006
  0027d6  jmp     0x0000000000000027
