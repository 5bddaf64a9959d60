; T0: not compiled

; T1: 1109 bytes
; v0:list = input a
  000080  cmp     qword ptr [rbp+0x3138],3
  00008b  jne     0x00000000000003d6
  000091  mov     rbx,[rbp+0x17e0]
; v1:list = input b
  000098  cmp     qword ptr [rbp+0x3140],3
  0000a3  jne     0x00000000000003d6
  0000a9  mov     r12,[rbp+0x17e8]
; v2:int = input n
  0000b0  cmp     qword ptr [rbp+0x3148],1
  0000bb  jne     0x00000000000003d6
  0000c1  mov     r13,[rbp+0x17f0]
; v3:int = input i
  0000c8  cmp     qword ptr [rbp+0x3150],1
  0000d3  jne     0x00000000000003d6
  0000d9  mov     r14,[rbp+0x17f8]
  0000e0  jmp     0x0000000000000101
  0000e5  mov     rbx,[rbp+0x17e0]
  0000ec  mov     r12,[rbp+0x17e8]
  0000f3  mov     r13,[rbp+0x17f0]
  0000fa  mov     r14,[rbp+0x17f8]
  000101  mov     rsi,[r12+0x10]
; v4:int = lt v3, v2
; guard_true v4 => cat.next/0 (0) {a=v0, i=v3}
  000109  cmp     r14,r13
  00010c  jge     0x00000000000003e5
; guard_words v1 => cat.add/0 (1) {a=v0, i=v3}
  000112  cmp     qword ptr [r12+8],0
  00011e  jne     0x000000000000040d
; v7:int = readlist v1, v3 words => cat.add/0 (1) {a=v0, i=v3}
  000124  cmp     r14,[r12]
  00012c  jae     0x0000000000000435
  000132  mov     r15,[rsi+r14*8]
; guard_words v0 => cat.add/0 (1) {a=v0, i=v3}
  000137  cmp     qword ptr [rbx+8],0
  000143  jne     0x000000000000045d
; v9:list = append v0, v7 owned words
  000149  mov     rax,[rbx-0x10]
  000151  add     rax,[rbx-8]
  000159  cmp     rax,2
  00015f  jne     0x00000000000001f9
  000165  mov     rax,[rbx]
  00016d  cmp     rax,[rbx+0x18]
  000175  jae     0x00000000000001f9
  00017b  mov     rdx,[rbx+0x10]
  000183  lea     rdx,[rdx+rax*8]
  000187  add     rax,1
  00018b  mov     [rbx],rax
  000193  mov     [rdx],r15
; v10:int = add_nov v3, 1
  000196  add     r14,1
; guard_steps => cat.next/0 (2) {a=v9, i=v10}
; v12:list = phi a v9
; v13:int = phi i v10
; loop (2) {a=v12, i=v13}
  00019d  nop     [rax]
; v15:int = lt v13, v2
; guard_true v15 => cat.next/0 (0) {a=v12, i=v13}
  0001a0  cmp     r14,r13
  0001a3  jge     0x0000000000000485
; v17:int = readlist v1, v13 words => cat.add/0 (1) {a=v12, i=v13}
  0001a9  cmp     r14,[r12]
  0001b1  jae     0x00000000000004ad
  0001b7  mov     r15,[rsi+r14*8]
; v18:list = append v12, v17 owned words
  0001bc  mov     rax,[rbx]
  0001c4  cmp     rax,[rbx+0x18]
  0001cc  jae     0x00000000000002d3
  0001d2  mov     rdx,[rbx+0x10]
  0001da  lea     rdx,[rdx+rax*8]
  0001de  add     rax,1
  0001e2  mov     [rbx],rax
  0001ea  mov     [rdx],r15
; v19:int = add_nov v13, 1
  0001ed  add     r14,1
; guard_steps => cat.next/0 (2) {a=v18, i=v19}
; jump (2) v12 <- v18, v13 <- v19
  0001f4  jmp     0x00000000000001a0
  0001f9  sub     rsp,0x70
  000200  mov     [rsp+0x30],rcx
  000208  mov     [rsp+0x38],rsi
  000210  mov     [rsp+0x40],rdi
  000218  mov     [rsp+0x48],r8
  000220  mov     [rsp+0x50],r9
  000228  mov     [rsp+0x58],r10
  000230  mov     [rsp],rbx
  000238  mov     qword ptr [rsp+8],3
  000244  mov     [rsp+0x10],r15
  00024c  mov     qword ptr [rsp+0x18],1
  000258  mov     rdi,[rbp+0x20]
  00025f  mov     esi,0xf
  000264  mov     rdx,rsp
  000267  mov     rcx,0xfffffffffffffd0a
  000271  mov     r8,0xfffffffffffffd0a
  00027b  mov     r9,0
  000285  mov     rax,<list_op>
  00028f  call    rax
  000291  mov     r11,rax
  000294  mov     rcx,[rsp+0x30]
  00029c  mov     rsi,[rsp+0x38]
  0002a4  mov     rdi,[rsp+0x40]
  0002ac  mov     r8,[rsp+0x48]
  0002b4  mov     r9,[rsp+0x50]
  0002bc  mov     r10,[rsp+0x58]
  0002c4  add     rsp,0x70
  0002cb  mov     rbx,r11
  0002ce  jmp     0x0000000000000196
  0002d3  sub     rsp,0x70
  0002da  mov     [rsp+0x30],rcx
  0002e2  mov     [rsp+0x38],rsi
  0002ea  mov     [rsp+0x40],rdi
  0002f2  mov     [rsp+0x48],r8
  0002fa  mov     [rsp+0x50],r9
  000302  mov     [rsp+0x58],r10
  00030a  mov     [rsp],rbx
  000312  mov     qword ptr [rsp+8],3
  00031e  mov     [rsp+0x10],r15
  000326  mov     qword ptr [rsp+0x18],1
  000332  mov     rdi,[rbp+0x20]
  000339  mov     esi,0xf
  00033e  mov     rdx,rsp
  000341  mov     rcx,0xfffffffffffffd0a
  00034b  mov     r8,0xfffffffffffffd0a
  000355  mov     r9,0
  00035f  mov     rax,<list_op>
  000369  call    rax
  00036b  mov     r11,rax
  00036e  mov     rcx,[rsp+0x30]
  000376  mov     rsi,[rsp+0x38]
  00037e  mov     rdi,[rsp+0x40]
  000386  mov     r8,[rsp+0x48]
  00038e  mov     r9,[rsp+0x50]
  000396  mov     r10,[rsp+0x58]
  00039e  add     rsp,0x70
  0003a5  mov     rbx,r11
  0003a8  jmp     0x00000000000001ed
; body entry
  0003ad  mov     rax,[rbx-0x10]
  0003b5  add     rax,[rbx-8]
  0003bd  cmp     rax,2
  0003c3  jne     0x00000000000000e5
  0003c9  mov     rsi,[r12+0x10]
  0003d1  jmp     0x00000000000001a0
; exits
  0003d6  mov     rax,0x1fffffffe
  0003e0  jmp     0x0000000000000027
  0003e5  mov     [rbp+0x17e0],rbx
  0003ec  mov     qword ptr [rbp+0x3138],3
  0003f7  mov     [rbp+0x17f8],r14
  0003fe  mov     rax,0x100000000
  000408  jmp     0x0000000000000027
  00040d  mov     [rbp+0x17e0],rbx
  000414  mov     qword ptr [rbp+0x3138],3
  00041f  mov     [rbp+0x17f8],r14
  000426  mov     rax,0x100000001
  000430  jmp     0x0000000000000027
  000435  mov     [rbp+0x17e0],rbx
  00043c  mov     qword ptr [rbp+0x3138],3
  000447  mov     [rbp+0x17f8],r14
  00044e  mov     rax,0x100000002
  000458  jmp     0x0000000000000027
  00045d  mov     [rbp+0x17e0],rbx
  000464  mov     qword ptr [rbp+0x3138],3
  00046f  mov     [rbp+0x17f8],r14
  000476  mov     rax,0x100000003
  000480  jmp     0x0000000000000027
  000485  mov     [rbp+0x17e0],rbx
  00048c  mov     qword ptr [rbp+0x3138],3
  000497  mov     [rbp+0x17f8],r14
  00049e  mov     rax,0x100000005
  0004a8  jmp     0x000000000000054a
  0004ad  mov     [rbp+0x17e0],rbx
  0004b4  mov     qword ptr [rbp+0x3138],3
  0004bf  mov     [rbp+0x17f8],r14
  0004c6  mov     rax,0x100000006
  0004d0  jmp     0x0000000000000027

; T2: 175 bytes
; v0:list = input a
  0004e0  cmp     qword ptr [rbp+0x3138],3
  0004eb  jne     0x0000000000000562
; v1:list = input b
  0004f1  cmp     qword ptr [rbp+0x3140],3
  0004fc  jne     0x0000000000000562
; v2:int = input n
  000502  cmp     qword ptr [rbp+0x3148],1
  00050d  jne     0x0000000000000562
  000513  mov     rbx,[rbp+0x17f0]
; v3:int = input i
  00051a  cmp     qword ptr [rbp+0x3150],1
  000525  jne     0x0000000000000562
  00052b  mov     r12,[rbp+0x17f8]
  000532  jmp     0x0000000000000554
  000537  mov     rbx,[rbp+0x17f0]
  00053e  mov     r12,[rbp+0x17f8]
  000545  jmp     0x0000000000000554
  00054a  mov     rbx,[rbp+0x17f0]
  000551  mov     r12,r14
; v4:int = lt v3, v2
; guard_false v4 => cat.next/0 (0) {}
  000554  cmp     r12,rbx
  000557  jl      0x0000000000000571
; exit => cat.done/0 (1) {}
  00055d  jmp     0x0000000000000580
; exits
  000562  mov     rax,0x2fffffffe
  00056c  jmp     0x0000000000000027
  000571  mov     rax,0x200000000
  00057b  jmp     0x0000000000000027
  000580  mov     rax,0x200000001
  00058a  jmp     0x0000000000000027

; T3: 1288 bytes
; v0:list = input text
  000590  cmp     qword ptr [rbp+0x1b60],3
  00059b  jne     0x0000000000000913
  0005a1  mov     rbx,[rbp+0x208]
; v1:list = input words
  0005a8  cmp     qword ptr [rbp+0x1b68],3
  0005b3  jne     0x0000000000000913
; v2:list = input word
  0005b9  cmp     qword ptr [rbp+0x1b70],3
  0005c4  jne     0x0000000000000913
  0005ca  mov     r12,[rbp+0x218]
; v3:int = input n
  0005d1  cmp     qword ptr [rbp+0x1b78],1
  0005dc  jne     0x0000000000000913
  0005e2  mov     r13,[rbp+0x220]
; v4:int = input i
  0005e9  cmp     qword ptr [rbp+0x1b80],1
  0005f4  jne     0x0000000000000913
  0005fa  mov     r14,[rbp+0x228]
  000601  jmp     0x0000000000000622
  000606  mov     rbx,[rbp+0x208]
  00060d  mov     r12,[rbp+0x218]
  000614  mov     r13,[rbp+0x220]
  00061b  mov     r14,[rbp+0x228]
  000622  mov     rsi,[rbx+0x10]
; v5:int = lt v4, v3
; guard_true v5 => split_words.next/0 (0) {word=v2, i=v4}
  00062a  cmp     r14,r13
  00062d  jge     0x0000000000000922
; guard_words v0 => split_words.byte/0 (1) {word=v2, i=v4}
  000633  cmp     qword ptr [rbx+8],0
  00063f  jne     0x000000000000094a
; v8:int = readlist v0, v4 words => split_words.byte/0 (1) {word=v2, i=v4}
  000645  cmp     r14,[rbx]
  00064d  jae     0x0000000000000972
  000653  mov     r15,[rsi+r14*8]
; v9:int = add_nov v4, 1
  000658  add     r14,1
; v10:int = eq v8, 32
; guard_false v10 => split_words.byte/2 (1) {word=v2, i=v9, c=v8}
  00065f  cmp     r15,0x20
  000666  je      0x000000000000099a
; guard_words v2 => split_words.add/0 (2) {word=v2, i=v9, c=v8}
  00066c  cmp     qword ptr [r12+8],0
  000678  jne     0x00000000000009d4
; v13:list = append v2, v8 owned words
  00067e  mov     rax,[r12-0x10]
  000686  add     rax,[r12-8]
  00068e  cmp     rax,2
  000694  jne     0x0000000000000736
  00069a  mov     rax,[r12]
  0006a2  cmp     rax,[r12+0x18]
  0006aa  jae     0x0000000000000736
  0006b0  mov     rdx,[r12+0x10]
  0006b8  lea     rdx,[rdx+rax*8]
  0006bc  add     rax,1
  0006c0  mov     [r12],rax
  0006c8  mov     [rdx],r15
; guard_steps => split_words.next/0 (3) {word=v13, i=v9}
; v15:list = phi word v13
; v16:int = phi i v9
; loop (3) {word=v15, i=v16}
  0006cb  nop     [rax+rax]
; v18:int = lt v16, v3
; guard_true v18 => split_words.next/0 (0) {word=v15, i=v16}
  0006d0  cmp     r14,r13
  0006d3  jge     0x0000000000000a0e
; v20:int = readlist v0, v16 words => split_words.byte/0 (1) {word=v15, i=v16}
  0006d9  cmp     r14,[rbx]
  0006e1  jae     0x0000000000000a36
  0006e7  mov     r15,[rsi+r14*8]
; v21:int = add_nov v16, 1
  0006ec  add     r14,1
; v22:int = eq v20, 32
; guard_false v22 => split_words.byte/2 (1) {word=v15, i=v21, c=v20}
  0006f3  cmp     r15,0x20
  0006fa  je      0x0000000000000a5e
; v24:list = append v15, v20 owned words
  000700  mov     rax,[r12]
  000708  cmp     rax,[r12+0x18]
  000710  jae     0x0000000000000810
  000716  mov     rdx,[r12+0x10]
  00071e  lea     rdx,[rdx+rax*8]
  000722  add     rax,1
  000726  mov     [r12],rax
  00072e  mov     [rdx],r15
; guard_steps => split_words.next/0 (3) {word=v24, i=v21}
; jump (3) v15 <- v24, v16 <- v21
  000731  jmp     0x00000000000006d0
  000736  sub     rsp,0x70
  00073d  mov     [rsp+0x30],rcx
  000745  mov     [rsp+0x38],rsi
  00074d  mov     [rsp+0x40],rdi
  000755  mov     [rsp+0x48],r8
  00075d  mov     [rsp+0x50],r9
  000765  mov     [rsp+0x58],r10
  00076d  mov     [rsp],r12
  000775  mov     qword ptr [rsp+8],3
  000781  mov     [rsp+0x10],r15
  000789  mov     qword ptr [rsp+0x18],1
  000795  mov     rdi,[rbp+0x20]
  00079c  mov     esi,0xf
  0007a1  mov     rdx,rsp
  0007a4  mov     rcx,0xffffffffffffffc3
  0007ae  mov     r8,0xffffffffffffffc3
  0007b8  mov     r9,0
  0007c2  mov     rax,<list_op>
  0007cc  call    rax
  0007ce  mov     r11,rax
  0007d1  mov     rcx,[rsp+0x30]
  0007d9  mov     rsi,[rsp+0x38]
  0007e1  mov     rdi,[rsp+0x40]
  0007e9  mov     r8,[rsp+0x48]
  0007f1  mov     r9,[rsp+0x50]
  0007f9  mov     r10,[rsp+0x58]
  000801  add     rsp,0x70
  000808  mov     r12,r11
  00080b  jmp     0x00000000000006cb
  000810  sub     rsp,0x70
  000817  mov     [rsp+0x30],rcx
  00081f  mov     [rsp+0x38],rsi
  000827  mov     [rsp+0x40],rdi
  00082f  mov     [rsp+0x48],r8
  000837  mov     [rsp+0x50],r9
  00083f  mov     [rsp+0x58],r10
  000847  mov     [rsp],r12
  00084f  mov     qword ptr [rsp+8],3
  00085b  mov     [rsp+0x10],r15
  000863  mov     qword ptr [rsp+0x18],1
  00086f  mov     rdi,[rbp+0x20]
  000876  mov     esi,0xf
  00087b  mov     rdx,rsp
  00087e  mov     rcx,0xffffffffffffffc3
  000888  mov     r8,0xffffffffffffffc3
  000892  mov     r9,0
  00089c  mov     rax,<list_op>
  0008a6  call    rax
  0008a8  mov     r11,rax
  0008ab  mov     rcx,[rsp+0x30]
  0008b3  mov     rsi,[rsp+0x38]
  0008bb  mov     rdi,[rsp+0x40]
  0008c3  mov     r8,[rsp+0x48]
  0008cb  mov     r9,[rsp+0x50]
  0008d3  mov     r10,[rsp+0x58]
  0008db  add     rsp,0x70
  0008e2  mov     r12,r11
  0008e5  jmp     0x0000000000000731
; body entry
  0008ea  mov     rax,[r12-0x10]
  0008f2  add     rax,[r12-8]
  0008fa  cmp     rax,2
  000900  jne     0x0000000000000606
  000906  mov     rsi,[rbx+0x10]
  00090e  jmp     0x00000000000006d0
; exits
  000913  mov     rax,0x3fffffffe
  00091d  jmp     0x0000000000000027
  000922  mov     [rbp+0x218],r12
  000929  mov     qword ptr [rbp+0x1b70],3
  000934  mov     [rbp+0x228],r14
  00093b  mov     rax,0x300000000
  000945  jmp     0x0000000000000027
  00094a  mov     [rbp+0x218],r12
  000951  mov     qword ptr [rbp+0x1b70],3
  00095c  mov     [rbp+0x228],r14
  000963  mov     rax,0x300000001
  00096d  jmp     0x0000000000000027
  000972  mov     [rbp+0x218],r12
  000979  mov     qword ptr [rbp+0x1b70],3
  000984  mov     [rbp+0x228],r14
  00098b  mov     rax,0x300000002
  000995  jmp     0x0000000000000027
  00099a  mov     [rbp+0x218],r12
  0009a1  mov     qword ptr [rbp+0x1b70],3
  0009ac  mov     [rbp+0x228],r14
  0009b3  mov     [rbp+0x238],r15
  0009ba  mov     qword ptr [rbp+0x1b90],1
  0009c5  mov     rax,0x300000003
  0009cf  jmp     0x0000000000000027
  0009d4  mov     [rbp+0x218],r12
  0009db  mov     qword ptr [rbp+0x1b70],3
  0009e6  mov     [rbp+0x228],r14
  0009ed  mov     [rbp+0x238],r15
  0009f4  mov     qword ptr [rbp+0x1b90],1
  0009ff  mov     rax,0x300000004
  000a09  jmp     0x0000000000000027
  000a0e  mov     [rbp+0x218],r12
  000a15  mov     qword ptr [rbp+0x1b70],3
  000a20  mov     [rbp+0x228],r14
  000a27  mov     rax,0x300000006
  000a31  jmp     0x0000000000000027
  000a36  mov     [rbp+0x218],r12
  000a3d  mov     qword ptr [rbp+0x1b70],3
  000a48  mov     [rbp+0x228],r14
  000a4f  mov     rax,0x300000007
  000a59  jmp     0x0000000000000027
  000a5e  mov     [rbp+0x218],r12
  000a65  mov     qword ptr [rbp+0x1b70],3
  000a70  mov     [rbp+0x228],r14
  000a77  mov     [rbp+0x238],r15
  000a7e  mov     qword ptr [rbp+0x1b90],1
  000a89  mov     rax,0x300000008
  000a93  jmp     0x0000000000000b2c

; T4: 465 bytes
; v0:list = input text
  000aa0  cmp     qword ptr [rbp+0x1b60],3
  000aab  jne     0x0000000000000c62
; v1:list = input words
  000ab1  cmp     qword ptr [rbp+0x1b68],3
  000abc  jne     0x0000000000000c62
  000ac2  mov     rbx,[rbp+0x210]
; v2:list = input word
  000ac9  cmp     qword ptr [rbp+0x1b70],3
  000ad4  jne     0x0000000000000c62
  000ada  mov     r12,[rbp+0x218]
; v3:int = input n
  000ae1  cmp     qword ptr [rbp+0x1b78],1
  000aec  jne     0x0000000000000c62
; v4:int = input i
  000af2  cmp     qword ptr [rbp+0x1b80],1
  000afd  jne     0x0000000000000c62
; v5:int = input c
  000b03  cmp     qword ptr [rbp+0x1b90],1
  000b0e  jne     0x0000000000000c62
  000b14  jmp     0x0000000000000b33
  000b19  mov     rbx,[rbp+0x210]
  000b20  mov     r12,[rbp+0x218]
  000b27  jmp     0x0000000000000b33
  000b2c  mov     rbx,[rbp+0x210]
; v6:list = append v1, v2 owned
  000b33  sub     rsp,0x70
  000b3a  mov     [rsp+0x30],rcx
  000b42  mov     [rsp+0x38],rsi
  000b4a  mov     [rsp+0x40],rdi
  000b52  mov     [rsp+0x48],r8
  000b5a  mov     [rsp+0x50],r9
  000b62  mov     [rsp+0x58],r10
  000b6a  mov     [rsp],rbx
  000b72  mov     qword ptr [rsp+8],3
  000b7e  mov     [rsp+0x10],r12
  000b86  mov     qword ptr [rsp+0x18],3
  000b92  mov     rdi,[rbp+0x20]
  000b99  mov     esi,0xf
  000b9e  mov     rdx,rsp
  000ba1  mov     rcx,0xffffffffffffffc4
  000bab  mov     r8,0xffffffffffffffc4
  000bb5  mov     r9,0
  000bbf  mov     rax,<list_op>
  000bc9  call    rax
  000bcb  mov     r11,rax
  000bce  mov     rcx,[rsp+0x30]
  000bd6  mov     rsi,[rsp+0x38]
  000bde  mov     rdi,[rsp+0x40]
  000be6  mov     r8,[rsp+0x48]
  000bee  mov     r9,[rsp+0x50]
  000bf6  mov     r10,[rsp+0x58]
  000bfe  add     rsp,0x70
  000c05  mov     rbx,r11
; jump_trace T3 => split_words.next/0 (2) {words=v6, word=[]}
  000c08  mov     [rbp+0x210],rbx
  000c0f  mov     qword ptr [rbp+0x1b68],3
  000c1a  mov     rax,<list k1>
  000c24  mov     [rbp+0x218],rax
  000c2b  mov     qword ptr [rbp+0x1b70],3
  000c36  mov     rdi,[rbp+0x20]
  000c3d  mov     rsi,<exit lists 0>
  000c47  mov     rdx,1
  000c51  mov     rax,<exit_lists>
  000c5b  call    rax
  000c5d  jmp     0x0000000000000606
; exits
  000c62  mov     rax,0x4fffffffe
  000c6c  jmp     0x0000000000000027

; T5: 1233 bytes
; v0:list = input l
  000c80  cmp     qword ptr [rbp+0x1c70],3
  000c8b  jne     0x00000000000010be
  000c91  mov     rbx,[rbp+0x318]
; v1:list = input x
  000c98  cmp     qword ptr [rbp+0x1c78],3
  000ca3  jne     0x00000000000010be
  000ca9  mov     r12,[rbp+0x320]
; v2:int = input n
  000cb0  cmp     qword ptr [rbp+0x1c80],1
  000cbb  jne     0x00000000000010be
  000cc1  mov     r13,[rbp+0x328]
; v3:int = input i
  000cc8  cmp     qword ptr [rbp+0x1c88],1
  000cd3  jne     0x00000000000010be
  000cd9  mov     r14,[rbp+0x330]
  000ce0  jmp     0x0000000000000d01
  000ce5  mov     rbx,[rbp+0x318]
  000cec  mov     r12,[rbp+0x320]
  000cf3  mov     r13,[rbp+0x328]
  000cfa  mov     r14,[rbp+0x330]
  000d01  mov     rsi,[rbx+0x10]
; v4:int = lt v3, v2
; guard_true v4 => index_of.next/0 (0) {i=v3}
  000d09  cmp     r14,r13
  000d0c  jge     0x00000000000010cd
; v6:list = readlist v0, v3 => index_of.test/0 (1) {i=v3}
  000d12  sub     rsp,0x70
  000d19  mov     [rsp+0x30],rcx
  000d21  mov     [rsp+0x38],rsi
  000d29  mov     [rsp+0x40],rdi
  000d31  mov     [rsp+0x48],r8
  000d39  mov     [rsp+0x50],r9
  000d41  mov     [rsp+0x58],r10
  000d49  mov     [rsp],rbx
  000d51  mov     qword ptr [rsp+8],3
  000d5d  mov     [rsp+0x10],r14
  000d65  mov     qword ptr [rsp+0x18],1
  000d71  mov     rdi,[rbp+0x20]
  000d78  mov     esi,0xc
  000d7d  mov     rdx,rsp
  000d80  mov     rcx,0
  000d8a  mov     r8,0x8000000000000000
  000d94  mov     r9,0
  000d9e  mov     rax,<list_op>
  000da8  call    rax
  000daa  mov     r11,rax
  000dad  mov     rcx,[rsp+0x30]
  000db5  mov     rsi,[rsp+0x38]
  000dbd  mov     rdi,[rsp+0x40]
  000dc5  mov     r8,[rsp+0x48]
  000dcd  mov     r9,[rsp+0x50]
  000dd5  mov     r10,[rsp+0x58]
  000ddd  add     rsp,0x70
  000de4  test    rdx,rdx
  000de7  je      0x00000000000010e3
  000ded  mov     r15,r11
; v7:int = eq v6, v1
  000df0  sub     rsp,0x70
  000df7  mov     [rsp+0x30],rcx
  000dff  mov     [rsp+0x38],rsi
  000e07  mov     [rsp+0x40],rdi
  000e0f  mov     [rsp+0x48],r8
  000e17  mov     [rsp+0x50],r9
  000e1f  mov     [rsp+0x58],r10
  000e27  mov     [rsp],r15
  000e2f  mov     qword ptr [rsp+8],3
  000e3b  mov     [rsp+0x10],r12
  000e43  mov     qword ptr [rsp+0x18],3
  000e4f  mov     rdi,[rbp+0x20]
  000e56  mov     esi,6
  000e5b  mov     rdx,rsp
  000e5e  mov     rcx,1
  000e68  mov     r8,0
  000e72  mov     r9,0
  000e7c  mov     rax,<call_op>
  000e86  call    rax
  000e88  mov     r11,rax
  000e8b  mov     rcx,[rsp+0x30]
  000e93  mov     rsi,[rsp+0x38]
  000e9b  mov     rdi,[rsp+0x40]
  000ea3  mov     r8,[rsp+0x48]
  000eab  mov     r9,[rsp+0x50]
  000eb3  mov     r10,[rsp+0x58]
  000ebb  add     rsp,0x70
  000ec2  mov     r15,r11
; guard_false v7 => index_of.test/0 (1) {i=v3}
  000ec5  test    r15,r15
  000ec8  jne     0x00000000000010f9
; v9:int = add_nov v3, 1
  000ece  add     r14,1
; guard_steps => index_of.next/0 (3) {i=v9}
; v11:int = phi i v9
; loop (3) {i=v11}
  000ed5  nop     [rax+rax]
  000ede  xchg    ax,ax
; v13:int = lt v11, v2
; guard_true v13 => index_of.next/0 (0) {i=v11}
  000ee0  cmp     r14,r13
  000ee3  jge     0x000000000000110f
; v15:list = readlist v0, v11 => index_of.test/0 (1) {i=v11}
  000ee9  sub     rsp,0x70
  000ef0  mov     [rsp+0x30],rcx
  000ef8  mov     [rsp+0x38],rsi
  000f00  mov     [rsp+0x40],rdi
  000f08  mov     [rsp+0x48],r8
  000f10  mov     [rsp+0x50],r9
  000f18  mov     [rsp+0x58],r10
  000f20  mov     [rsp],rbx
  000f28  mov     qword ptr [rsp+8],3
  000f34  mov     [rsp+0x10],r14
  000f3c  mov     qword ptr [rsp+0x18],1
  000f48  mov     rdi,[rbp+0x20]
  000f4f  mov     esi,0xc
  000f54  mov     rdx,rsp
  000f57  mov     rcx,1
  000f61  mov     r8,0x8000000000000000
  000f6b  mov     r9,0
  000f75  mov     rax,<list_op>
  000f7f  call    rax
  000f81  mov     r11,rax
  000f84  mov     rcx,[rsp+0x30]
  000f8c  mov     rsi,[rsp+0x38]
  000f94  mov     rdi,[rsp+0x40]
  000f9c  mov     r8,[rsp+0x48]
  000fa4  mov     r9,[rsp+0x50]
  000fac  mov     r10,[rsp+0x58]
  000fb4  add     rsp,0x70
  000fbb  test    rdx,rdx
  000fbe  je      0x0000000000001125
  000fc4  mov     r15,r11
; v16:int = eq v15, v1
  000fc7  sub     rsp,0x70
  000fce  mov     [rsp+0x30],rcx
  000fd6  mov     [rsp+0x38],rsi
  000fde  mov     [rsp+0x40],rdi
  000fe6  mov     [rsp+0x48],r8
  000fee  mov     [rsp+0x50],r9
  000ff6  mov     [rsp+0x58],r10
  000ffe  mov     [rsp],r15
  001006  mov     qword ptr [rsp+8],3
  001012  mov     [rsp+0x10],r12
  00101a  mov     qword ptr [rsp+0x18],3
  001026  mov     rdi,[rbp+0x20]
  00102d  mov     esi,6
  001032  mov     rdx,rsp
  001035  mov     rcx,1
  00103f  mov     r8,0
  001049  mov     r9,0
  001053  mov     rax,<call_op>
  00105d  call    rax
  00105f  mov     r11,rax
  001062  mov     rcx,[rsp+0x30]
  00106a  mov     rsi,[rsp+0x38]
  001072  mov     rdi,[rsp+0x40]
  00107a  mov     r8,[rsp+0x48]
  001082  mov     r9,[rsp+0x50]
  00108a  mov     r10,[rsp+0x58]
  001092  add     rsp,0x70
  001099  mov     r15,r11
; guard_false v16 => index_of.test/0 (1) {i=v11}
  00109c  test    r15,r15
  00109f  jne     0x000000000000113b
; v18:int = add_nov v11, 1
  0010a5  add     r14,1
; guard_steps => index_of.next/0 (3) {i=v18}
; jump (3) v11 <- v18
  0010ac  jmp     0x0000000000000ee0
; body entry
  0010b1  mov     rsi,[rbx+0x10]
  0010b9  jmp     0x0000000000000ee0
; exits
  0010be  mov     rax,0x5fffffffe
  0010c8  jmp     0x0000000000000027
  0010cd  mov     [rbp+0x330],r14
  0010d4  mov     rax,0x500000000
  0010de  jmp     0x0000000000000027
  0010e3  mov     [rbp+0x330],r14
  0010ea  mov     rax,0x500000001
  0010f4  jmp     0x0000000000000027
  0010f9  mov     [rbp+0x330],r14
  001100  mov     rax,0x500000002
  00110a  jmp     0x0000000000000027
  00110f  mov     [rbp+0x330],r14
  001116  mov     rax,0x500000004
  001120  jmp     0x0000000000000027
  001125  mov     [rbp+0x330],r14
  00112c  mov     rax,0x500000005
  001136  jmp     0x0000000000000027
  00113b  mov     [rbp+0x330],r14
  001142  mov     rax,0x500000006
  00114c  jmp     0x0000000000000027

; T6: 2483 bytes
; v0:list = input names
  001160  cmp     qword ptr [rbp+0x1c28],3
  00116b  jne     0x00000000000019a2
  001171  mov     rbx,[rbp+0x2d0]
; v1:int = input nb
  001178  cmp     qword ptr [rbp+0x1c38],1
  001183  jne     0x00000000000019a2
  001189  mov     r12,[rbp+0x2e0]
; v2:list = input G
  001190  cmp     qword ptr [rbp+0x1c48],3
  00119b  jne     0x00000000000019a2
  0011a1  mov     r13,[rbp+0x2f0]
; v3:int = input i
  0011a8  cmp     qword ptr [rbp+0x1c50],1
  0011b3  jne     0x00000000000019a2
  0011b9  mov     r14,[rbp+0x2f8]
  0011c0  jmp     0x00000000000011e1
  0011c5  mov     rbx,[rbp+0x2d0]
  0011cc  mov     r12,[rbp+0x2e0]
  0011d3  mov     r13,[rbp+0x2f0]
  0011da  mov     r14,[rbp+0x2f8]
  0011e1  mov     rdi,[rbx+0x10]
; v4:int = lt v3, v1
; guard_true v4 => initial_globals.next/0 (0) {G=v2, i=v3}
  0011e9  cmp     r14,r12
  0011ec  jge     0x00000000000019b1
; v6:list = readlist v0, v3 => initial_globals.builtin/0 (1) {G=v2, i=v3}
  0011f2  sub     rsp,0x70
  0011f9  mov     [rsp+0x30],rcx
  001201  mov     [rsp+0x38],rsi
  001209  mov     [rsp+0x40],rdi
  001211  mov     [rsp+0x48],r8
  001219  mov     [rsp+0x50],r9
  001221  mov     [rsp+0x58],r10
  001229  mov     [rsp],rbx
  001231  mov     qword ptr [rsp+8],3
  00123d  mov     [rsp+0x10],r14
  001245  mov     qword ptr [rsp+0x18],1
  001251  mov     rdi,[rbp+0x20]
  001258  mov     esi,0xc
  00125d  mov     rdx,rsp
  001260  mov     rcx,2
  00126a  mov     r8,0x8000000000000000
  001274  mov     r9,0
  00127e  mov     rax,<list_op>
  001288  call    rax
  00128a  mov     r11,rax
  00128d  mov     rcx,[rsp+0x30]
  001295  mov     rsi,[rsp+0x38]
  00129d  mov     rdi,[rsp+0x40]
  0012a5  mov     r8,[rsp+0x48]
  0012ad  mov     r9,[rsp+0x50]
  0012b5  mov     r10,[rsp+0x58]
  0012bd  add     rsp,0x70
  0012c4  test    rdx,rdx
  0012c7  je      0x00000000000019d9
  0012cd  mov     r15,r11
; v7:list = set_nb [7, 0, 0], 1, v3
  0012d0  sub     rsp,0x70
  0012d7  mov     [rsp+0x30],rcx
  0012df  mov     [rsp+0x38],rsi
  0012e7  mov     [rsp+0x40],rdi
  0012ef  mov     [rsp+0x48],r8
  0012f7  mov     [rsp+0x50],r9
  0012ff  mov     [rsp+0x58],r10
  001307  mov     rax,<list k5>
  001311  mov     [rsp],rax
  001319  mov     qword ptr [rsp+8],3
  001325  mov     qword ptr [rsp+0x10],1
  001331  mov     qword ptr [rsp+0x18],1
  00133d  mov     [rsp+0x20],r14
  001345  mov     qword ptr [rsp+0x28],1
  001351  mov     rdi,[rbp+0x20]
  001358  mov     esi,0x18
  00135d  mov     rdx,rsp
  001360  mov     rcx,3
  00136a  mov     r8,0x8000000000000000
  001374  mov     r9,0
  00137e  mov     rax,<list_op>
  001388  call    rax
  00138a  mov     r11,rax
  00138d  mov     rcx,[rsp+0x30]
  001395  mov     rsi,[rsp+0x38]
  00139d  mov     rdi,[rsp+0x40]
  0013a5  mov     r8,[rsp+0x48]
  0013ad  mov     r9,[rsp+0x50]
  0013b5  mov     r10,[rsp+0x58]
  0013bd  add     rsp,0x70
  0013c4  mov     rsi,r11
; v8:list = set_nb v7, 2, v6 owned
  0013c7  sub     rsp,0x70
  0013ce  mov     [rsp+0x30],rcx
  0013d6  mov     [rsp+0x38],rsi
  0013de  mov     [rsp+0x40],rdi
  0013e6  mov     [rsp+0x48],r8
  0013ee  mov     [rsp+0x50],r9
  0013f6  mov     [rsp+0x58],r10
  0013fe  mov     [rsp],rsi
  001406  mov     qword ptr [rsp+8],3
  001412  mov     qword ptr [rsp+0x10],2
  00141e  mov     qword ptr [rsp+0x18],1
  00142a  mov     [rsp+0x20],r15
  001432  mov     qword ptr [rsp+0x28],3
  00143e  mov     rdi,[rbp+0x20]
  001445  mov     esi,0x18
  00144a  mov     rdx,rsp
  00144d  mov     rcx,3
  001457  mov     r8,3
  001461  mov     r9,0
  00146b  mov     rax,<list_op>
  001475  call    rax
  001477  mov     r11,rax
  00147a  mov     rcx,[rsp+0x30]
  001482  mov     rsi,[rsp+0x38]
  00148a  mov     rdi,[rsp+0x40]
  001492  mov     r8,[rsp+0x48]
  00149a  mov     r9,[rsp+0x50]
  0014a2  mov     r10,[rsp+0x58]
  0014aa  add     rsp,0x70
  0014b1  mov     rsi,r11
; v9:list = set v2, v3, v8 owned => initial_globals.builtin/4 (1) {G=v2, i=v3, p=v8}
  0014b4  sub     rsp,0x70
  0014bb  mov     [rsp+0x30],rcx
  0014c3  mov     [rsp+0x38],rsi
  0014cb  mov     [rsp+0x40],rdi
  0014d3  mov     [rsp+0x48],r8
  0014db  mov     [rsp+0x50],r9
  0014e3  mov     [rsp+0x58],r10
  0014eb  mov     [rsp],r13
  0014f3  mov     qword ptr [rsp+8],3
  0014ff  mov     [rsp+0x10],r14
  001507  mov     qword ptr [rsp+0x18],1
  001513  mov     [rsp+0x20],rsi
  00151b  mov     qword ptr [rsp+0x28],3
  001527  mov     rdi,[rbp+0x20]
  00152e  mov     esi,0xe
  001533  mov     rdx,rsp
  001536  mov     rcx,0xffffffffffffffa8
  001540  mov     r8,0xffffffffffffffa8
  00154a  mov     r9,0
  001554  mov     rax,<list_op>
  00155e  call    rax
  001560  mov     r11,rax
  001563  mov     rcx,[rsp+0x30]
  00156b  mov     rsi,[rsp+0x38]
  001573  mov     rdi,[rsp+0x40]
  00157b  mov     r8,[rsp+0x48]
  001583  mov     r9,[rsp+0x50]
  00158b  mov     r10,[rsp+0x58]
  001593  add     rsp,0x70
  00159a  test    rdx,rdx
  00159d  je      0x0000000000001a01
  0015a3  mov     r13,r11
; v10:int = add_nov v3, 1
  0015a6  add     r14,1
; guard_steps => initial_globals.next/0 (2) {G=v9, i=v10}
; v12:list = phi G v9
; v13:int = phi i v10
; loop (2) {G=v12, i=v13}
  0015ad  nop     [rax]
; v15:int = lt v13, v1
; guard_true v15 => initial_globals.next/0 (0) {G=v12, i=v13}
  0015b0  cmp     r14,r12
  0015b3  jge     0x0000000000001a62
; v17:list = readlist v0, v13 => initial_globals.builtin/0 (1) {G=v12, i=v13}
  0015b9  sub     rsp,0x70
  0015c0  mov     [rsp+0x30],rcx
  0015c8  mov     [rsp+0x38],rsi
  0015d0  mov     [rsp+0x40],rdi
  0015d8  mov     [rsp+0x48],r8
  0015e0  mov     [rsp+0x50],r9
  0015e8  mov     [rsp+0x58],r10
  0015f0  mov     [rsp],rbx
  0015f8  mov     qword ptr [rsp+8],3
  001604  mov     [rsp+0x10],r14
  00160c  mov     qword ptr [rsp+0x18],1
  001618  mov     rdi,[rbp+0x20]
  00161f  mov     esi,0xc
  001624  mov     rdx,rsp
  001627  mov     rcx,4
  001631  mov     r8,0x8000000000000000
  00163b  mov     r9,0
  001645  mov     rax,<list_op>
  00164f  call    rax
  001651  mov     r11,rax
  001654  mov     rcx,[rsp+0x30]
  00165c  mov     rsi,[rsp+0x38]
  001664  mov     rdi,[rsp+0x40]
  00166c  mov     r8,[rsp+0x48]
  001674  mov     r9,[rsp+0x50]
  00167c  mov     r10,[rsp+0x58]
  001684  add     rsp,0x70
  00168b  test    rdx,rdx
  00168e  je      0x0000000000001a8a
  001694  mov     rsi,r11
; v18:list = set_nb [7, 0, 0], 1, v13
  001697  sub     rsp,0x70
  00169e  mov     [rsp+0x30],rcx
  0016a6  mov     [rsp+0x38],rsi
  0016ae  mov     [rsp+0x40],rdi
  0016b6  mov     [rsp+0x48],r8
  0016be  mov     [rsp+0x50],r9
  0016c6  mov     [rsp+0x58],r10
  0016ce  mov     rax,<list k5>
  0016d8  mov     [rsp],rax
  0016e0  mov     qword ptr [rsp+8],3
  0016ec  mov     qword ptr [rsp+0x10],1
  0016f8  mov     qword ptr [rsp+0x18],1
  001704  mov     [rsp+0x20],r14
  00170c  mov     qword ptr [rsp+0x28],1
  001718  mov     rdi,[rbp+0x20]
  00171f  mov     esi,0x18
  001724  mov     rdx,rsp
  001727  mov     rcx,5
  001731  mov     r8,0x8000000000000000
  00173b  mov     r9,0
  001745  mov     rax,<list_op>
  00174f  call    rax
  001751  mov     r11,rax
  001754  mov     rcx,[rsp+0x30]
  00175c  mov     rsi,[rsp+0x38]
  001764  mov     rdi,[rsp+0x40]
  00176c  mov     r8,[rsp+0x48]
  001774  mov     r9,[rsp+0x50]
  00177c  mov     r10,[rsp+0x58]
  001784  add     rsp,0x70
  00178b  mov     r15,r11
; v19:list = set_nb v18, 2, v17 owned
  00178e  sub     rsp,0x70
  001795  mov     [rsp+0x30],rcx
  00179d  mov     [rsp+0x38],rsi
  0017a5  mov     [rsp+0x40],rdi
  0017ad  mov     [rsp+0x48],r8
  0017b5  mov     [rsp+0x50],r9
  0017bd  mov     [rsp+0x58],r10
  0017c5  mov     [rsp],r15
  0017cd  mov     qword ptr [rsp+8],3
  0017d9  mov     qword ptr [rsp+0x10],2
  0017e5  mov     qword ptr [rsp+0x18],1
  0017f1  mov     [rsp+0x20],rsi
  0017f9  mov     qword ptr [rsp+0x28],3
  001805  mov     rdi,[rbp+0x20]
  00180c  mov     esi,0x18
  001811  mov     rdx,rsp
  001814  mov     rcx,5
  00181e  mov     r8,5
  001828  mov     r9,0
  001832  mov     rax,<list_op>
  00183c  call    rax
  00183e  mov     r11,rax
  001841  mov     rcx,[rsp+0x30]
  001849  mov     rsi,[rsp+0x38]
  001851  mov     rdi,[rsp+0x40]
  001859  mov     r8,[rsp+0x48]
  001861  mov     r9,[rsp+0x50]
  001869  mov     r10,[rsp+0x58]
  001871  add     rsp,0x70
  001878  mov     r15,r11
; v20:list = set v12, v13, v19 owned => initial_globals.builtin/4 (1) {G=v12, i=v13, p=v19}
  00187b  sub     rsp,0x70
  001882  mov     [rsp+0x30],rcx
  00188a  mov     [rsp+0x38],rsi
  001892  mov     [rsp+0x40],rdi
  00189a  mov     [rsp+0x48],r8
  0018a2  mov     [rsp+0x50],r9
  0018aa  mov     [rsp+0x58],r10
  0018b2  mov     [rsp],r13
  0018ba  mov     qword ptr [rsp+8],3
  0018c6  mov     [rsp+0x10],r14
  0018ce  mov     qword ptr [rsp+0x18],1
  0018da  mov     [rsp+0x20],r15
  0018e2  mov     qword ptr [rsp+0x28],3
  0018ee  mov     rdi,[rbp+0x20]
  0018f5  mov     esi,0xe
  0018fa  mov     rdx,rsp
  0018fd  mov     rcx,0xffffffffffffffa8
  001907  mov     r8,0xffffffffffffffa8
  001911  mov     r9,0
  00191b  mov     rax,<list_op>
  001925  call    rax
  001927  mov     r11,rax
  00192a  mov     rcx,[rsp+0x30]
  001932  mov     rsi,[rsp+0x38]
  00193a  mov     rdi,[rsp+0x40]
  001942  mov     r8,[rsp+0x48]
  00194a  mov     r9,[rsp+0x50]
  001952  mov     r10,[rsp+0x58]
  00195a  add     rsp,0x70
  001961  test    rdx,rdx
  001964  je      0x0000000000001ab2
  00196a  mov     r13,r11
; v21:int = add_nov v13, 1
  00196d  add     r14,1
; guard_steps => initial_globals.next/0 (2) {G=v20, i=v21}
; jump (2) v12 <- v20, v13 <- v21
  001974  jmp     0x00000000000015b0
; body entry
  001979  mov     rax,[r13-0x10]
  001981  add     rax,[r13-8]
  001989  cmp     rax,2
  00198f  jne     0x00000000000011c5
  001995  mov     rdi,[rbx+0x10]
  00199d  jmp     0x00000000000015b0
; exits
  0019a2  mov     rax,0x6fffffffe
  0019ac  jmp     0x0000000000000027
  0019b1  mov     [rbp+0x2f0],r13
  0019b8  mov     qword ptr [rbp+0x1c48],3
  0019c3  mov     [rbp+0x2f8],r14
  0019ca  mov     rax,0x600000000
  0019d4  jmp     0x0000000000000027
  0019d9  mov     [rbp+0x2f0],r13
  0019e0  mov     qword ptr [rbp+0x1c48],3
  0019eb  mov     [rbp+0x2f8],r14
  0019f2  mov     rax,0x600000001
  0019fc  jmp     0x0000000000000027
  001a01  mov     [rbp+0x2f0],r13
  001a08  mov     qword ptr [rbp+0x1c48],3
  001a13  mov     [rbp+0x2f8],r14
  001a1a  mov     [rbp+0x310],rsi
  001a21  mov     qword ptr [rbp+0x1c68],3
  001a2c  mov     rdi,[rbp+0x20]
  001a33  mov     rsi,<exit lists 0>
  001a3d  mov     rdx,1
  001a47  mov     rax,<exit_lists>
  001a51  call    rax
  001a53  mov     rax,0x600000002
  001a5d  jmp     0x0000000000000027
  001a62  mov     [rbp+0x2f0],r13
  001a69  mov     qword ptr [rbp+0x1c48],3
  001a74  mov     [rbp+0x2f8],r14
  001a7b  mov     rax,0x600000004
  001a85  jmp     0x0000000000000027
  001a8a  mov     [rbp+0x2f0],r13
  001a91  mov     qword ptr [rbp+0x1c48],3
  001a9c  mov     [rbp+0x2f8],r14
  001aa3  mov     rax,0x600000005
  001aad  jmp     0x0000000000000027
  001ab2  mov     [rbp+0x2f0],r13
  001ab9  mov     qword ptr [rbp+0x1c48],3
  001ac4  mov     [rbp+0x2f8],r14
  001acb  mov     [rbp+0x310],r15
  001ad2  mov     qword ptr [rbp+0x1c68],3
  001add  mov     rdi,[rbp+0x20]
  001ae4  mov     rsi,<exit lists 1>
  001aee  mov     rdx,1
  001af8  mov     rax,<exit_lists>
  001b02  call    rax
  001b04  mov     rax,0x600000006
  001b0e  jmp     0x0000000000000027

; T7: 889 bytes
; v0:list = input env
  001b20  cmp     qword ptr [rbp+0x2828],3
  001b2b  jne     0x0000000000001d62
; v1:list = input G
  001b31  cmp     qword ptr [rbp+0x2830],3
  001b3c  jne     0x0000000000001d62
; v2:list = input procedure
  001b42  cmp     qword ptr [rbp+0x2880],3
  001b4d  jne     0x0000000000001d62
  001b53  mov     rbx,[rbp+0xf28]
; v3:int = input i
  001b5a  cmp     qword ptr [rbp+0x28d0],1
  001b65  jne     0x0000000000001d62
  001b6b  mov     r12,[rbp+0xf78]
; v4:list = input frame
  001b72  cmp     qword ptr [rbp+0x2908],3
  001b7d  jne     0x0000000000001d62
  001b83  mov     r13,[rbp+0xfb0]
; v5:list = input operands
  001b8a  cmp     qword ptr [rbp+0x2948],3
  001b95  jne     0x0000000000001d62
; v6:int = input count
  001b9b  cmp     qword ptr [rbp+0x2950],1
  001ba6  jne     0x0000000000001d62
  001bac  mov     r14,[rbp+0xff8]
; v7:list = input f
  001bb3  cmp     qword ptr [rbp+0x2960],3
  001bbe  jne     0x0000000000001d62
; v8:int = input required
  001bc4  cmp     qword ptr [rbp+0x2968],1
  001bcf  jne     0x0000000000001d62
; v9:int = input rest
  001bd5  cmp     qword ptr [rbp+0x2970],1
  001be0  jne     0x0000000000001d62
  001be6  mov     r15,[rbp+0x1018]
; v10:list = input extra
  001bed  cmp     qword ptr [rbp+0x2998],3
  001bf8  jne     0x0000000000001d62
; v11:int = input into_frame
  001bfe  cmp     qword ptr [rbp+0x29a0],1
  001c09  jne     0x0000000000001d62
  001c0f  mov     rsi,[rbp+0x1048]
  001c16  jmp     0x0000000000001c45
  001c1b  mov     rbx,[rbp+0xf28]
  001c22  mov     r12,[rbp+0xf78]
  001c29  mov     r13,[rbp+0xfb0]
  001c30  mov     r14,[rbp+0xff8]
  001c37  mov     r15,[rbp+0x1018]
  001c3e  mov     rsi,[rbp+0x1048]
  001c45  mov     rdi,[rbx+0x10]
; v12:int = lt v3, v6
; guard_false v12 => eval.operand_next/0 (0) {}
  001c4d  cmp     r12,r14
  001c50  jl      0x0000000000001d71
; guard_true v11 => eval.operands_done/0 (1) {}
  001c56  test    rsi,rsi
  001c59  je      0x0000000000001d80
; guard_false v9 => eval.enter/0 (2) {}
  001c5f  test    r15,r15
  001c62  jne     0x0000000000001d8f
; v16:list = readlist v2, 4 => eval.enter_body/0 (3) {}
  001c68  sub     rsp,0x70
  001c6f  mov     [rsp+0x30],rcx
  001c77  mov     [rsp+0x38],rsi
  001c7f  mov     [rsp+0x40],rdi
  001c87  mov     [rsp+0x48],r8
  001c8f  mov     [rsp+0x50],r9
  001c97  mov     [rsp+0x58],r10
  001c9f  mov     [rsp],rbx
  001ca7  mov     qword ptr [rsp+8],3
  001cb3  mov     qword ptr [rsp+0x10],4
  001cbf  mov     qword ptr [rsp+0x18],1
  001ccb  mov     rdi,[rbp+0x20]
  001cd2  mov     esi,0xc
  001cd7  mov     rdx,rsp
  001cda  mov     rcx,6
  001ce4  mov     r8,0x8000000000000000
  001cee  mov     r9,0
  001cf8  mov     rax,<list_op>
  001d02  call    rax
  001d04  mov     r11,rax
  001d07  mov     rcx,[rsp+0x30]
  001d0f  mov     rsi,[rsp+0x38]
  001d17  mov     rdi,[rsp+0x40]
  001d1f  mov     r8,[rsp+0x48]
  001d27  mov     r9,[rsp+0x50]
  001d2f  mov     r10,[rsp+0x58]
  001d37  add     rsp,0x70
  001d3e  test    rdx,rdx
  001d41  je      0x0000000000001d9e
  001d47  mov     rbx,r11
; guard_value v16, [3, [6, [2, 4, [60]], [[1, 0, 1, [105]], [1, 0, 2, [110]]]], [6, [2, 91, [99, 111, 117, 110, 116]], [[6, [2, 0, [43]], [[1, 0, 1, [105]], [0, [0, 1]]]], [1, 0, 2, [110]]]], [1, 0, 1, [105]]] => eval.dispatch/0 (4) {node=v16, env=v4}
  001d4a  mov     rax,<list k1>
  001d54  cmp     rbx,rax
  001d57  jne     0x0000000000001dad
; exit => eval.if/1 (8) {node=[3, [6, [2, 4, [60]], [[1, 0, 1, [105]], [1, 0, 2, [110]]]], [6, [2, 91, [99, 111, 117, 110, 116]], [[6, [2, 0, [43]], [[1, 0, 1, [105]], [0, [0, 1]]]], [1, 0, 2, [110]]]], [1, 0, 1, [105]]], env=v4, test=[6, [2, 4, [60]], [[1, 0, 1, [105]], [1, 0, 2, [110]]]]}
  001d5d  jmp     0x0000000000001e19
; exits
  001d62  mov     rax,0x7fffffffe
  001d6c  jmp     0x0000000000000027
  001d71  mov     rax,0x700000000
  001d7b  jmp     0x0000000000001fd8
  001d80  mov     rax,0x700000001
  001d8a  jmp     0x0000000000000027
  001d8f  mov     rax,0x700000002
  001d99  jmp     0x0000000000000027
  001d9e  mov     rax,0x700000003
  001da8  jmp     0x0000000000000027
  001dad  mov     [rbp+0x10],rbx
  001db4  mov     qword ptr [rbp+0x18],3
  001dbf  mov     [rbp+0xec8],rbx
  001dc6  mov     qword ptr [rbp+0x2820],3
  001dd1  mov     [rbp+0xed0],r13
  001dd8  mov     qword ptr [rbp+0x2828],3
  001de3  mov     rdi,[rbp+0x20]
  001dea  mov     rsi,<exit lists 0>
  001df4  mov     rdx,2
  001dfe  mov     rax,<exit_lists>
  001e08  call    rax
  001e0a  mov     rax,0x700000004
  001e14  jmp     0x0000000000000027
  001e19  mov     rax,<list k1>
  001e23  mov     [rbp+0xec8],rax
  001e2a  mov     qword ptr [rbp+0x2820],3
  001e35  mov     [rbp+0xed0],r13
  001e3c  mov     qword ptr [rbp+0x2828],3
  001e47  mov     rax,<list k6>
  001e51  mov     [rbp+0xf48],rax
  001e58  mov     qword ptr [rbp+0x28a0],3
  001e63  mov     rdi,[rbp+0x20]
  001e6a  mov     rsi,<exit lists 1>
  001e74  mov     rdx,3
  001e7e  mov     rax,<exit_lists>
  001e88  call    rax
  001e8a  mov     rax,0x700000005
  001e94  jmp     0x0000000000000027

; T8: not compiled

; T9: not compiled

; T10: not compiled

; T11: not compiled

; T12: 2401 bytes
; v0:list = input env
  001ea0  cmp     qword ptr [rbp+0x2828],3
  001eab  jne     0x0000000000002444
  001eb1  mov     rbx,[rbp+0xed0]
; v1:list = input G
  001eb8  cmp     qword ptr [rbp+0x2830],3
  001ec3  jne     0x0000000000002444
; v2:list = input procedure
  001ec9  cmp     qword ptr [rbp+0x2880],3
  001ed4  jne     0x0000000000002444
; v3:int = input i
  001eda  cmp     qword ptr [rbp+0x28d0],1
  001ee5  jne     0x0000000000002444
  001eeb  mov     r12,[rbp+0xf78]
; v4:list = input frame
  001ef2  cmp     qword ptr [rbp+0x2908],3
  001efd  jne     0x0000000000002444
  001f03  mov     r13,[rbp+0xfb0]
; v5:list = input operands
  001f0a  cmp     qword ptr [rbp+0x2948],3
  001f15  jne     0x0000000000002444
  001f1b  mov     r14,[rbp+0xff0]
; v6:int = input count
  001f22  cmp     qword ptr [rbp+0x2950],1
  001f2d  jne     0x0000000000002444
  001f33  mov     r15,[rbp+0xff8]
; v7:list = input f
  001f3a  cmp     qword ptr [rbp+0x2960],3
  001f45  jne     0x0000000000002444
; v8:int = input required
  001f4b  cmp     qword ptr [rbp+0x2968],1
  001f56  jne     0x0000000000002444
  001f5c  mov     rsi,[rbp+0x1010]
; v9:int = input rest
  001f63  cmp     qword ptr [rbp+0x2970],1
  001f6e  jne     0x0000000000002444
; v10:list = input extra
  001f74  cmp     qword ptr [rbp+0x2998],3
  001f7f  jne     0x0000000000002444
; v11:int = input into_frame
  001f85  cmp     qword ptr [rbp+0x29a0],1
  001f90  jne     0x0000000000002444
  001f96  mov     rdi,[rbp+0x1048]
  001f9d  jmp     0x0000000000002009
  001fa2  mov     rbx,[rbp+0xed0]
  001fa9  mov     r12,[rbp+0xf78]
  001fb0  mov     r13,[rbp+0xfb0]
  001fb7  mov     r14,[rbp+0xff0]
  001fbe  mov     r15,[rbp+0xff8]
  001fc5  mov     rsi,[rbp+0x1010]
  001fcc  mov     rdi,[rbp+0x1048]
  001fd3  jmp     0x0000000000002009
  001fd8  mov     rbx,[rbp+0xed0]
  001fdf  mov     r12,[rbp+0xf78]
  001fe6  mov     r13,[rbp+0xfb0]
  001fed  mov     r14,[rbp+0xff0]
  001ff4  mov     r15,[rbp+0xff8]
  001ffb  mov     rsi,[rbp+0x1010]
  002002  mov     rdi,[rbp+0x1048]
  002009  mov     r9,[rbx+0x10]
  002011  mov     r10,[r14+0x10]
; v12:int = lt v3, v6
; guard_true v12 => eval.operand_next/0 (0) {}
  002019  cmp     r12,r15
  00201c  jge     0x0000000000002453
; v14:list = readlist v5, v3 => eval.operand/0 (1) {}
  002022  sub     rsp,0x70
  002029  mov     [rsp+0x30],rcx
  002031  mov     [rsp+0x38],rsi
  002039  mov     [rsp+0x40],rdi
  002041  mov     [rsp+0x48],r8
  002049  mov     [rsp+0x50],r9
  002051  mov     [rsp+0x58],r10
  002059  mov     [rsp],r14
  002061  mov     qword ptr [rsp+8],3
  00206d  mov     [rsp+0x10],r12
  002075  mov     qword ptr [rsp+0x18],1
  002081  mov     rdi,[rbp+0x20]
  002088  mov     esi,0xc
  00208d  mov     rdx,rsp
  002090  mov     rcx,7
  00209a  mov     r8,0x8000000000000000
  0020a4  mov     r9,0
  0020ae  mov     rax,<list_op>
  0020b8  call    rax
  0020ba  mov     r11,rax
  0020bd  mov     rcx,[rsp+0x30]
  0020c5  mov     rsi,[rsp+0x38]
  0020cd  mov     rdi,[rsp+0x40]
  0020d5  mov     r8,[rsp+0x48]
  0020dd  mov     r9,[rsp+0x50]
  0020e5  mov     r10,[rsp+0x58]
  0020ed  add     rsp,0x70
  0020f4  test    rdx,rdx
  0020f7  je      0x0000000000002462
  0020fd  mov     r14,r11
; v15:int = readlist v14, 0 => eval.operand/0 (1) {}
  002100  cmp     qword ptr [r14],0
  00210c  jbe     0x0000000000002471
  002112  mov     rax,[r14+8]
  00211a  test    rax,rax
  00211d  je      0x0000000000002130
  002123  cmp     byte ptr [rax],1
  00212a  jne     0x0000000000002471
  002130  mov     rax,[r14+0x10]
  002138  mov     r15,[rax]
; v16:int = eq v15, 1
; guard_true v16 => eval.operand/0 (1) {}
  002140  cmp     r15,1
  002147  jne     0x0000000000002480
; v18:int = readlist v14, 1 => eval.operand_local/0 (2) {a=v14}
  00214d  cmp     qword ptr [r14],1
  002159  jbe     0x000000000000248f
  00215f  mov     rax,[r14+8]
  002167  test    rax,rax
  00216a  je      0x000000000000217d
  002170  cmp     byte ptr [rax+1],1
  002177  jne     0x000000000000248f
  00217d  mov     rax,[r14+0x10]
  002185  mov     r15,[rax+8]
; v19:int = gt v18, 0
; guard_false v19 => eval.operand_up/0 (3) {depth=v18, e=v0, a=v14}
  00218d  test    r15,r15
  002190  jg      0x00000000000024d7
; v21:int = readlist v14, 2 => eval.operand_slot/0 (4) {e=v0, a=v14}
  002196  cmp     qword ptr [r14],2
  0021a2  jbe     0x0000000000002543
  0021a8  mov     rax,[r14+8]
  0021b0  test    rax,rax
  0021b3  je      0x00000000000021c6
  0021b9  cmp     byte ptr [rax+2],1
  0021c0  jne     0x0000000000002543
  0021c6  mov     rax,[r14+0x10]
  0021ce  mov     r15,[rax+0x10]
; v22:list = readlist v0, v21 => eval.operand_slot/0 (4) {e=v0, a=v14}
  0021d6  sub     rsp,0x70
  0021dd  mov     [rsp+0x30],rcx
  0021e5  mov     [rsp+0x38],rsi
  0021ed  mov     [rsp+0x40],rdi
  0021f5  mov     [rsp+0x48],r8
  0021fd  mov     [rsp+0x50],r9
  002205  mov     [rsp+0x58],r10
  00220d  mov     [rsp],rbx
  002215  mov     qword ptr [rsp+8],3
  002221  mov     [rsp+0x10],r15
  002229  mov     qword ptr [rsp+0x18],1
  002235  mov     rdi,[rbp+0x20]
  00223c  mov     esi,0xc
  002241  mov     rdx,rsp
  002244  mov     rcx,8
  00224e  mov     r8,0x8000000000000000
  002258  mov     r9,0
  002262  mov     rax,<list_op>
  00226c  call    rax
  00226e  mov     r11,rax
  002271  mov     rcx,[rsp+0x30]
  002279  mov     rsi,[rsp+0x38]
  002281  mov     rdi,[rsp+0x40]
  002289  mov     r8,[rsp+0x48]
  002291  mov     r9,[rsp+0x50]
  002299  mov     r10,[rsp+0x58]
  0022a1  add     rsp,0x70
  0022a8  test    rdx,rdx
  0022ab  je      0x000000000000259d
  0022b1  mov     r15,r11
; guard_words v22 => eval.operand_slot/0 (4) {e=v0, a=v14}
  0022b4  cmp     qword ptr [r15+8],0
  0022c0  jne     0x00000000000025f7
; v24:int = readlist v22, 0 words => eval.operand_slot/0 (4) {e=v0, a=v14}
  0022c6  cmp     qword ptr [r15],0
  0022d2  jbe     0x0000000000002651
  0022d8  mov     rax,[r15+0x10]
  0022e0  mov     r8,[rax]
; v25:int = ge v24, 10
; guard_false v25 => eval.operand_slot/0 (4) {e=v0, a=v14}
  0022e8  cmp     r8,0xa
  0022ef  jge     0x00000000000026ab
; guard_true v11 => eval.operand_put/0 (5) {v=v22}
  0022f5  test    rdi,rdi
  0022f8  je      0x0000000000002705
; v28:int = lt v3, v8
  0022fe  cmp     r12,rsi
  002301  setl    al
  002304  movzx   r8d,al
; v29:int = add_nov v3, 1
  002308  add     r12,1
; guard_true v28 => eval.put_frame/2 (6) {v=v22, i=v29, in_params=0}
  00230f  test    r8,r8
  002312  je      0x000000000000274d
; v31:list = set v4, v29, v22 owned => eval.put_param/0 (7) {v=v22, i=v29}
  002318  sub     rsp,0x70
  00231f  mov     [rsp+0x30],rcx
  002327  mov     [rsp+0x38],rsi
  00232f  mov     [rsp+0x40],rdi
  002337  mov     [rsp+0x48],r8
  00233f  mov     [rsp+0x50],r9
  002347  mov     [rsp+0x58],r10
  00234f  mov     [rsp],r13
  002357  mov     qword ptr [rsp+8],3
  002363  mov     [rsp+0x10],r12
  00236b  mov     qword ptr [rsp+0x18],1
  002377  mov     [rsp+0x20],r15
  00237f  mov     qword ptr [rsp+0x28],3
  00238b  mov     rdi,[rbp+0x20]
  002392  mov     esi,0xe
  002397  mov     rdx,rsp
  00239a  mov     rcx,0xfffffffffffffe10
  0023a4  mov     r8,0xfffffffffffffe10
  0023ae  mov     r9,0
  0023b8  mov     rax,<list_op>
  0023c2  call    rax
  0023c4  mov     r11,rax
  0023c7  mov     rcx,[rsp+0x30]
  0023cf  mov     rsi,[rsp+0x38]
  0023d7  mov     rdi,[rsp+0x40]
  0023df  mov     r8,[rsp+0x48]
  0023e7  mov     r9,[rsp+0x50]
  0023ef  mov     r10,[rsp+0x58]
  0023f7  add     rsp,0x70
  0023fe  test    rdx,rdx
  002401  je      0x00000000000027b2
  002407  mov     r13,r11
; jump_trace T7 => eval.operand_next/0 (8) {i=v29, frame=v31}
  00240a  mov     [rbp+0xf78],r12
  002411  mov     [rbp+0xfb0],r13
  002418  mov     qword ptr [rbp+0x2908],3
  002423  mov     rbx,[rbp+0xf28]
  00242a  mov     r14,[rbp+0xff8]
  002431  mov     r15,[rbp+0x1018]
  002438  mov     rsi,[rbp+0x1048]
  00243f  jmp     0x0000000000001c45
; exits
  002444  mov     rax,0xcfffffffe
  00244e  jmp     0x0000000000000027
  002453  mov     rax,0xc00000000
  00245d  jmp     0x0000000000000027
  002462  mov     rax,0xc00000001
  00246c  jmp     0x0000000000000027
  002471  mov     rax,0xc00000002
  00247b  jmp     0x0000000000000027
  002480  mov     rax,0xc00000003
  00248a  jmp     0x0000000000003702
  00248f  mov     [rbp+0x1058],r14
  002496  mov     qword ptr [rbp+0x29b0],3
  0024a1  mov     rdi,[rbp+0x20]
  0024a8  mov     rsi,<exit lists 0>
  0024b2  mov     rdx,1
  0024bc  mov     rax,<exit_lists>
  0024c6  call    rax
  0024c8  mov     rax,0xc00000004
  0024d2  jmp     0x0000000000000027
  0024d7  mov     [rbp+0xef8],r15
  0024de  mov     qword ptr [rbp+0x2850],1
  0024e9  mov     [rbp+0xf00],rbx
  0024f0  mov     qword ptr [rbp+0x2858],3
  0024fb  mov     [rbp+0x1058],r14
  002502  mov     qword ptr [rbp+0x29b0],3
  00250d  mov     rdi,[rbp+0x20]
  002514  mov     rsi,<exit lists 1>
  00251e  mov     rdx,2
  002528  mov     rax,<exit_lists>
  002532  call    rax
  002534  mov     rax,0xc00000005
  00253e  jmp     0x0000000000000027
  002543  mov     [rbp+0xf00],rbx
  00254a  mov     qword ptr [rbp+0x2858],3
  002555  mov     [rbp+0x1058],r14
  00255c  mov     qword ptr [rbp+0x29b0],3
  002567  mov     rdi,[rbp+0x20]
  00256e  mov     rsi,<exit lists 2>
  002578  mov     rdx,2
  002582  mov     rax,<exit_lists>
  00258c  call    rax
  00258e  mov     rax,0xc00000006
  002598  jmp     0x0000000000000027
  00259d  mov     [rbp+0xf00],rbx
  0025a4  mov     qword ptr [rbp+0x2858],3
  0025af  mov     [rbp+0x1058],r14
  0025b6  mov     qword ptr [rbp+0x29b0],3
  0025c1  mov     rdi,[rbp+0x20]
  0025c8  mov     rsi,<exit lists 3>
  0025d2  mov     rdx,2
  0025dc  mov     rax,<exit_lists>
  0025e6  call    rax
  0025e8  mov     rax,0xc00000007
  0025f2  jmp     0x0000000000000027
  0025f7  mov     [rbp+0xf00],rbx
  0025fe  mov     qword ptr [rbp+0x2858],3
  002609  mov     [rbp+0x1058],r14
  002610  mov     qword ptr [rbp+0x29b0],3
  00261b  mov     rdi,[rbp+0x20]
  002622  mov     rsi,<exit lists 4>
  00262c  mov     rdx,2
  002636  mov     rax,<exit_lists>
  002640  call    rax
  002642  mov     rax,0xc00000008
  00264c  jmp     0x0000000000000027
  002651  mov     [rbp+0xf00],rbx
  002658  mov     qword ptr [rbp+0x2858],3
  002663  mov     [rbp+0x1058],r14
  00266a  mov     qword ptr [rbp+0x29b0],3
  002675  mov     rdi,[rbp+0x20]
  00267c  mov     rsi,<exit lists 5>
  002686  mov     rdx,2
  002690  mov     rax,<exit_lists>
  00269a  call    rax
  00269c  mov     rax,0xc00000009
  0026a6  jmp     0x0000000000000027
  0026ab  mov     [rbp+0xf00],rbx
  0026b2  mov     qword ptr [rbp+0x2858],3
  0026bd  mov     [rbp+0x1058],r14
  0026c4  mov     qword ptr [rbp+0x29b0],3
  0026cf  mov     rdi,[rbp+0x20]
  0026d6  mov     rsi,<exit lists 6>
  0026e0  mov     rdx,2
  0026ea  mov     rax,<exit_lists>
  0026f4  call    rax
  0026f6  mov     rax,0xc0000000a
  002700  jmp     0x0000000000000027
  002705  mov     [rbp+0xef0],r15
  00270c  mov     qword ptr [rbp+0x2848],3
  002717  mov     rdi,[rbp+0x20]
  00271e  mov     rsi,<exit lists 7>
  002728  mov     rdx,1
  002732  mov     rax,<exit_lists>
  00273c  call    rax
  00273e  mov     rax,0xc0000000b
  002748  jmp     0x0000000000000027
  00274d  mov     [rbp+0xef0],r15
  002754  mov     qword ptr [rbp+0x2848],3
  00275f  mov     [rbp+0xf78],r12
  002766  mov     qword ptr [rbp+0x1070],0
  002771  mov     qword ptr [rbp+0x29c8],1
  00277c  mov     rdi,[rbp+0x20]
  002783  mov     rsi,<exit lists 8>
  00278d  mov     rdx,1
  002797  mov     rax,<exit_lists>
  0027a1  call    rax
  0027a3  mov     rax,0xc0000000c
  0027ad  jmp     0x0000000000000027
  0027b2  mov     [rbp+0xef0],r15
  0027b9  mov     qword ptr [rbp+0x2848],3
  0027c4  mov     [rbp+0xf78],r12
  0027cb  mov     rdi,[rbp+0x20]
  0027d2  mov     rsi,<exit lists 9>
  0027dc  mov     rdx,1
  0027e6  mov     rax,<exit_lists>
  0027f0  call    rax
  0027f2  mov     rax,0xc0000000d
  0027fc  jmp     0x0000000000000027

; T13: not compiled

; T14: 3571 bytes
; v0:list = input node
  002810  cmp     qword ptr [rbp+0x2820],3
  00281b  jne     0x0000000000002ffa
  002821  mov     rbx,[rbp+0xec8]
; v1:list = input env
  002828  cmp     qword ptr [rbp+0x2828],3
  002833  jne     0x0000000000002ffa
; v2:list = input G
  002839  cmp     qword ptr [rbp+0x2830],3
  002844  jne     0x0000000000002ffa
  00284a  mov     r12,[rbp+0xed8]
; v3:list = input procedure
  002851  cmp     qword ptr [rbp+0x2880],3
  00285c  jne     0x0000000000002ffa
; v4:list = input frame
  002862  cmp     qword ptr [rbp+0x2908],3
  00286d  jne     0x0000000000002ffa
; v5:int = input required
  002873  cmp     qword ptr [rbp+0x2968],1
  00287e  jne     0x0000000000002ffa
; v6:int = input rest
  002884  cmp     qword ptr [rbp+0x2970],1
  00288f  jne     0x0000000000002ffa
; v7:list = input extra
  002895  cmp     qword ptr [rbp+0x2998],3
  0028a0  jne     0x0000000000002ffa
; guard_value v0, [6, [2, 91, [99, 111, 117, 110, 116]], [[6, [2, 0, [43]], [[1, 0, 1, [105]], [0, [0, 1]]]], [1, 0, 2, [110]]]] => eval.dispatch/0 (0) {}
  0028a6  mov     rax,<list k0>
  0028b0  cmp     rbx,rax
  0028b3  jne     0x0000000000003009
  0028b9  jmp     0x00000000000028c5
  0028be  mov     r12,[rbp+0xed8]
  0028c5  mov     rdi,[r12+0x10]
; v9:list = readlist v2, 91 => eval.call_global/0 (3) {operator=[2, 91, [99, 111, 117, 110, 116]], operands=[[6, [2, 0, [43]], [[1, 0, 1, [105]], [0, [0, 1]]]], [1, 0, 2, [110]]], count=2}
  0028cd  sub     rsp,0x70
  0028d4  mov     [rsp+0x30],rcx
  0028dc  mov     [rsp+0x38],rsi
  0028e4  mov     [rsp+0x40],rdi
  0028ec  mov     [rsp+0x48],r8
  0028f4  mov     [rsp+0x50],r9
  0028fc  mov     [rsp+0x58],r10
  002904  mov     [rsp],r12
  00290c  mov     qword ptr [rsp+8],3
  002918  mov     qword ptr [rsp+0x10],0x5b
  002924  mov     qword ptr [rsp+0x18],1
  002930  mov     rdi,[rbp+0x20]
  002937  mov     esi,0xc
  00293c  mov     rdx,rsp
  00293f  mov     rcx,9
  002949  mov     r8,<exit lists 1>000000000000000
  002953  mov     r9,0
  00295d  mov     rax,<list_op>
  002967  call    rax
  002969  mov     r11,rax
  00296c  mov     rcx,[rsp+0x30]
  002974  mov     rsi,[rsp+0x38]
  00297c  mov     rdi,[rsp+0x40]
  002984  mov     r8,[rsp+0x48]
  00298c  mov     r9,[rsp+0x50]
  002994  mov     r10,[rsp+0x58]
  00299c  add     rsp,0x70
  0029a3  test    rdx,rdx
  0029a6  je      0x0000000000003051
  0029ac  mov     r12,r11
; v10:int = eq v9, [10]
  0029af  sub     rsp,0x70
  0029b6  mov     [rsp+0x30],rcx
  0029be  mov     [rsp+0x38],rsi
  0029c6  mov     [rsp+0x40],rdi
  0029ce  mov     [rsp+0x48],r8
  0029d6  mov     [rsp+0x50],r9
  0029de  mov     [rsp+0x58],r10
  0029e6  mov     [rsp],r12
  0029ee  mov     qword ptr [rsp+8],3
  0029fa  mov     rax,<list k5>
  002a04  mov     [rsp+0x10],rax
  002a0c  mov     qword ptr [rsp+0x18],3
  002a18  mov     rdi,[rbp+0x20]
  002a1f  mov     esi,6
  002a24  mov     rdx,rsp
  002a27  mov     rcx,1
  002a31  mov     r8,0
  002a3b  mov     r9,0
  002a45  mov     rax,<call_op>
  002a4f  call    rax
  002a51  mov     r11,rax
  002a54  mov     rcx,[rsp+0x30]
  002a5c  mov     rsi,[rsp+0x38]
  002a64  mov     rdi,[rsp+0x40]
  002a6c  mov     r8,[rsp+0x48]
  002a74  mov     r9,[rsp+0x50]
  002a7c  mov     r10,[rsp+0x58]
  002a84  add     rsp,0x70
  002a8b  mov     rbx,r11
; guard_false v10 => eval.call_global/0 (3) {operator=[2, 91, [99, 111, 117, 110, 116]], operands=[[6, [2, 0, [43]], [[1, 0, 1, [105]], [0, [0, 1]]]], [1, 0, 2, [110]]], count=2}
  002a8e  test    rbx,rbx
  002a91  jne     0x00000000000030d5
; v12:int = readlist v9, 0 => eval.call_apply/0 (4) {operands=[[6, [2, 0, [43]], [[1, 0, 1, [105]], [0, [0, 1]]]], [1, 0, 2, [110]]], count=2, f=v9}
  002a97  cmp     qword ptr [r12],0
  002aa3  jbe     0x0000000000003159
  002aa9  mov     rax,[r12+8]
  002ab1  test    rax,rax
  002ab4  je      0x0000000000002ac7
  002aba  cmp     byte ptr [rax],1
  002ac1  jne     0x0000000000003159
  002ac7  mov     rax,[r12+0x10]
  002acf  mov     rbx,[rax]
; v13:int = eq v12, 6
; guard_true v13 => eval.call_apply/0 (4) {operands=[[6, [2, 0, [43]], [[1, 0, 1, [105]], [0, [0, 1]]]], [1, 0, 2, [110]]], count=2, f=v9}
  002ad7  cmp     rbx,6
  002ade  jne     0x00000000000031d3
; v15:list = readlist v9, 1 => eval.closure/0 (5) {operands=[[6, [2, 0, [43]], [[1, 0, 1, [105]], [0, [0, 1]]]], [1, 0, 2, [110]]], count=2, f=v9}
  002ae4  sub     rsp,0x70
  002aeb  mov     [rsp+0x30],rcx
  002af3  mov     [rsp+0x38],rsi
  002afb  mov     [rsp+0x40],rdi
  002b03  mov     [rsp+0x48],r8
  002b0b  mov     [rsp+0x50],r9
  002b13  mov     [rsp+0x58],r10
  002b1b  mov     [rsp],r12
  002b23  mov     qword ptr [rsp+8],3
  002b2f  mov     qword ptr [rsp+0x10],1
  002b3b  mov     qword ptr [rsp+0x18],1
  002b47  mov     rdi,[rbp+0x20]
  002b4e  mov     esi,0xc
  002b53  mov     rdx,rsp
  002b56  mov     rcx,0xa
  002b60  mov     r8,<exit lists 1>000000000000000
  002b6a  mov     r9,0
  002b74  mov     rax,<list_op>
  002b7e  call    rax
  002b80  mov     r11,rax
  002b83  mov     rcx,[rsp+0x30]
  002b8b  mov     rsi,[rsp+0x38]
  002b93  mov     rdi,[rsp+0x40]
  002b9b  mov     r8,[rsp+0x48]
  002ba3  mov     r9,[rsp+0x50]
  002bab  mov     r10,[rsp+0x58]
  002bb3  add     rsp,0x70
  002bba  test    rdx,rdx
  002bbd  je      0x000000000000324d
  002bc3  mov     rbx,r11
; v16:int = readlist v15, 1 => eval.closure/0 (5) {operands=[[6, [2, 0, [43]], [[1, 0, 1, [105]], [0, [0, 1]]]], [1, 0, 2, [110]]], count=2, f=v9}
  002bc6  cmp     qword ptr [rbx],1
  002bd2  jbe     0x00000000000032c7
  002bd8  mov     rax,[rbx+8]
  002be0  test    rax,rax
  002be3  je      0x0000000000002bf6
  002be9  cmp     byte ptr [rax+1],1
  002bf0  jne     0x00000000000032c7
  002bf6  mov     rax,[rbx+0x10]
  002bfe  mov     r13,[rax+8]
; v17:int = readlist v15, 2 => eval.closure/0 (5) {operands=[[6, [2, 0, [43]], [[1, 0, 1, [105]], [0, [0, 1]]]], [1, 0, 2, [110]]], count=2, f=v9}
  002c06  cmp     qword ptr [rbx],2
  002c12  jbe     0x0000000000003341
  002c18  mov     rax,[rbx+8]
  002c20  test    rax,rax
  002c23  je      0x0000000000002c36
  002c29  cmp     byte ptr [rax+2],1
  002c30  jne     0x0000000000003341
  002c36  mov     rax,[rbx+0x10]
  002c3e  mov     r14,[rax+0x10]
; v18:int = eq 2, v16
; guard_true v18 => eval.closure/0 (5) {operands=[[6, [2, 0, [43]], [[1, 0, 1, [105]], [0, [0, 1]]]], [1, 0, 2, [110]]], count=2, f=v9}
  002c46  mov     r11,2
  002c4d  cmp     r11,r13
  002c50  jne     0x00000000000033bb
; v20:list = readlist v15, 3 => eval.arity_ok/0 (6) {procedure=v15, operands=[[6, [2, 0, [43]], [[1, 0, 1, [105]], [0, [0, 1]]]], [1, 0, 2, [110]]], count=2, f=v9, required=v16, rest=v17}
  002c56  sub     rsp,0x70
  002c5d  mov     [rsp+0x30],rcx
  002c65  mov     [rsp+0x38],rsi
  002c6d  mov     [rsp+0x40],rdi
  002c75  mov     [rsp+0x48],r8
  002c7d  mov     [rsp+0x50],r9
  002c85  mov     [rsp+0x58],r10
  002c8d  mov     [rsp],rbx
  002c95  mov     qword ptr [rsp+8],3
  002ca1  mov     qword ptr [rsp+0x10],3
  002cad  mov     qword ptr [rsp+0x18],1
  002cb9  mov     rdi,[rbp+0x20]
  002cc0  mov     esi,0xc
  002cc5  mov     rdx,rsp
  002cc8  mov     rcx,0xb
  002cd2  mov     r8,<exit lists 1>000000000000000
  002cdc  mov     r9,0
  002ce6  mov     rax,<list_op>
  002cf0  call    rax
  002cf2  mov     r11,rax
  002cf5  mov     rcx,[rsp+0x30]
  002cfd  mov     rsi,[rsp+0x38]
  002d05  mov     rdi,[rsp+0x40]
  002d0d  mov     r8,[rsp+0x48]
  002d15  mov     r9,[rsp+0x50]
  002d1d  mov     r10,[rsp+0x58]
  002d25  add     rsp,0x70
  002d2c  test    rdx,rdx
  002d2f  je      0x0000000000003435
  002d35  mov     r15,r11
; v21:list = readlist v9, 2 => eval.arity_ok/0 (6) {procedure=v15, operands=[[6, [2, 0, [43]], [[1, 0, 1, [105]], [0, [0, 1]]]], [1, 0, 2, [110]]], count=2, f=v9, required=v16, rest=v17}
  002d38  sub     rsp,0x70
  002d3f  mov     [rsp+0x30],rcx
  002d47  mov     [rsp+0x38],rsi
  002d4f  mov     [rsp+0x40],rdi
  002d57  mov     [rsp+0x48],r8
  002d5f  mov     [rsp+0x50],r9
  002d67  mov     [rsp+0x58],r10
  002d6f  mov     [rsp],r12
  002d77  mov     qword ptr [rsp+8],3
  002d83  mov     qword ptr [rsp+0x10],2
  002d8f  mov     qword ptr [rsp+0x18],1
  002d9b  mov     rdi,[rbp+0x20]
  002da2  mov     esi,0xc
  002da7  mov     rdx,rsp
  002daa  mov     rcx,0xc
  002db4  mov     r8,<exit lists 1>000000000000000
  002dbe  mov     r9,0
  002dc8  mov     rax,<list_op>
  002dd2  call    rax
  002dd4  mov     r11,rax
  002dd7  mov     rcx,[rsp+0x30]
  002ddf  mov     rsi,[rsp+0x38]
  002de7  mov     rdi,[rsp+0x40]
  002def  mov     r8,[rsp+0x48]
  002df7  mov     r9,[rsp+0x50]
  002dff  mov     r10,[rsp+0x58]
  002e07  add     rsp,0x70
  002e0e  test    rdx,rdx
  002e11  je      0x00000000000034cf
  002e17  mov     rsi,r11
; v22:list = set v20, 0, v21 owned => eval.arity_ok/0 (6) {procedure=v15, operands=[[6, [2, 0, [43]], [[1, 0, 1, [105]], [0, [0, 1]]]], [1, 0, 2, [110]]], count=2, f=v9, required=v16, rest=v17}
  002e1a  sub     rsp,0x70
  002e21  mov     [rsp+0x30],rcx
  002e29  mov     [rsp+0x38],rsi
  002e31  mov     [rsp+0x40],rdi
  002e39  mov     [rsp+0x48],r8
  002e41  mov     [rsp+0x50],r9
  002e49  mov     [rsp+0x58],r10
  002e51  mov     [rsp],r15
  002e59  mov     qword ptr [rsp+8],3
  002e65  mov     qword ptr [rsp+0x10],0
  002e71  mov     qword ptr [rsp+0x18],1
  002e7d  mov     [rsp+0x20],rsi
  002e85  mov     qword ptr [rsp+0x28],3
  002e91  mov     rdi,[rbp+0x20]
  002e98  mov     esi,0xe
  002e9d  mov     rdx,rsp
  002ea0  mov     rcx,0xb
  002eaa  mov     r8,0xb
  002eb4  mov     r9,0
  002ebe  mov     rax,<list_op>
  002ec8  call    rax
  002eca  mov     r11,rax
  002ecd  mov     rcx,[rsp+0x30]
  002ed5  mov     rsi,[rsp+0x38]
  002edd  mov     rdi,[rsp+0x40]
  002ee5  mov     r8,[rsp+0x48]
  002eed  mov     r9,[rsp+0x50]
  002ef5  mov     r10,[rsp+0x58]
  002efd  add     rsp,0x70
  002f04  test    rdx,rdx
  002f07  je      0x0000000000003569
  002f0d  mov     r15,r11
; jump_trace T7 => eval.operand_next/0 (7) {procedure=v15, i=0, frame=v22, operands=[[6, [2, 0, [43]], [[1, 0, 1, [105]], [0, [0, 1]]]], [1, 0, 2, [110]]], count=2, f=v9, required=v16, rest=v17, extra=[], into_frame=1}
  002f10  mov     [rbp+0xf28],rbx
  002f17  mov     qword ptr [rbp+0x2880],3
  002f22  mov     qword ptr [rbp+0xf78],0
  002f2d  mov     qword ptr [rbp+0x28d0],1
  002f38  mov     [rbp+0xfb0],r15
  002f3f  mov     qword ptr [rbp+0x2908],3
  002f4a  mov     rax,<list k9>
  002f54  mov     [rbp+0xff0],rax
  002f5b  mov     qword ptr [rbp+0x2948],3
  002f66  mov     qword ptr [rbp+0xff8],2
  002f71  mov     qword ptr [rbp+0x2950],1
  002f7c  mov     [rbp+0x1008],r12
  002f83  mov     qword ptr [rbp+0x2960],3
  002f8e  mov     [rbp+0x1010],r13
  002f95  mov     [rbp+0x1018],r14
  002f9c  mov     rax,<list k7>
  002fa6  mov     [rbp+0x1040],rax
  002fad  mov     qword ptr [rbp+0x2998],3
  002fb8  mov     qword ptr [rbp+0x1048],1
  002fc3  mov     qword ptr [rbp+0x29a0],1
  002fce  mov     rdi,[rbp+0x20]
  002fd5  mov     rsi,<exit lists 0>
  002fdf  mov     rdx,5
  002fe9  mov     rax,<exit_lists>
  002ff3  call    rax
  002ff5  jmp     0x0000000000001c1b
; exits
  002ffa  mov     rax,0xefffffffe
  003004  jmp     0x0000000000000027
  003009  mov     [rbp+0x10],rbx
  003010  mov     qword ptr [rbp+0x18],3
  00301b  mov     rdi,[rbp+0x20]
  003022  mov     rsi,8
  00302c  mov     rdx,0
  003036  mov     rax,<exit_lists>
  003040  call    rax
  003042  mov     rax,0xe00000000
  00304c  jmp     0x0000000000000027
  003051  mov     rax,<list k8>
  00305b  mov     [rbp+0xfe8],rax
  003062  mov     qword ptr [rbp+0x2940],3
  00306d  mov     rax,<list k9>
  003077  mov     [rbp+0xff0],rax
  00307e  mov     qword ptr [rbp+0x2948],3
  003089  mov     qword ptr [rbp+0xff8],2
  003094  mov     qword ptr [rbp+0x2950],1
  00309f  mov     rdi,[rbp+0x20]
  0030a6  mov     rsi,<exit lists 2>
  0030b0  mov     rdx,2
  0030ba  mov     rax,<exit_lists>
  0030c4  call    rax
  0030c6  mov     rax,0xe00000001
  0030d0  jmp     0x0000000000000027
  0030d5  mov     rax,<list k8>
  0030df  mov     [rbp+0xfe8],rax
  0030e6  mov     qword ptr [rbp+0x2940],3
  0030f1  mov     rax,<list k9>
  0030fb  mov     [rbp+0xff0],rax
  003102  mov     qword ptr [rbp+0x2948],3
  00310d  mov     qword ptr [rbp+0xff8],2
  003118  mov     qword ptr [rbp+0x2950],1
  003123  mov     rdi,[rbp+0x20]
  00312a  mov     rsi,<exit lists 3>
  003134  mov     rdx,2
  00313e  mov     rax,<exit_lists>
  003148  call    rax
  00314a  mov     rax,0xe00000002
  003154  jmp     0x0000000000000027
  003159  mov     rax,<list k9>
  003163  mov     [rbp+0xff0],rax
  00316a  mov     qword ptr [rbp+0x2948],3
  003175  mov     qword ptr [rbp+0xff8],2
  003180  mov     qword ptr [rbp+0x2950],1
  00318b  mov     [rbp+0x1008],r12
  003192  mov     qword ptr [rbp+0x2960],3
  00319d  mov     rdi,[rbp+0x20]
  0031a4  mov     rsi,<exit lists 4>
  0031ae  mov     rdx,2
  0031b8  mov     rax,<exit_lists>
  0031c2  call    rax
  0031c4  mov     rax,0xe00000003
  0031ce  jmp     0x0000000000000027
  0031d3  mov     rax,<list k9>
  0031dd  mov     [rbp+0xff0],rax
  0031e4  mov     qword ptr [rbp+0x2948],3
  0031ef  mov     qword ptr [rbp+0xff8],2
  0031fa  mov     qword ptr [rbp+0x2950],1
  003205  mov     [rbp+0x1008],r12
  00320c  mov     qword ptr [rbp+0x2960],3
  003217  mov     rdi,[rbp+0x20]
  00321e  mov     rsi,<exit lists 5>
  003228  mov     rdx,2
  003232  mov     rax,<exit_lists>
  00323c  call    rax
  00323e  mov     rax,0xe00000004
  003248  jmp     0x0000000000000027
  00324d  mov     rax,<list k9>
  003257  mov     [rbp+0xff0],rax
  00325e  mov     qword ptr [rbp+0x2948],3
  003269  mov     qword ptr [rbp+0xff8],2
  003274  mov     qword ptr [rbp+0x2950],1
  00327f  mov     [rbp+0x1008],r12
  003286  mov     qword ptr [rbp+0x2960],3
  003291  mov     rdi,[rbp+0x20]
  003298  mov     rsi,<exit lists 6>
  0032a2  mov     rdx,2
  0032ac  mov     rax,<exit_lists>
  0032b6  call    rax
  0032b8  mov     rax,0xe00000005
  0032c2  jmp     0x0000000000000027
  0032c7  mov     rax,<list k9>
  0032d1  mov     [rbp+0xff0],rax
  0032d8  mov     qword ptr [rbp+0x2948],3
  0032e3  mov     qword ptr [rbp+0xff8],2
  0032ee  mov     qword ptr [rbp+0x2950],1
  0032f9  mov     [rbp+0x1008],r12
  003300  mov     qword ptr [rbp+0x2960],3
  00330b  mov     rdi,[rbp+0x20]
  003312  mov     rsi,<exit lists 7>
  00331c  mov     rdx,2
  003326  mov     rax,<exit_lists>
  003330  call    rax
  003332  mov     rax,0xe00000006
  00333c  jmp     0x0000000000000027
  003341  mov     rax,<list k9>
  00334b  mov     [rbp+0xff0],rax
  003352  mov     qword ptr [rbp+0x2948],3
  00335d  mov     qword ptr [rbp+0xff8],2
  003368  mov     qword ptr [rbp+0x2950],1
  003373  mov     [rbp+0x1008],r12
  00337a  mov     qword ptr [rbp+0x2960],3
  003385  mov     rdi,[rbp+0x20]
  00338c  mov     rsi,<exit lists 8>
  003396  mov     rdx,2
  0033a0  mov     rax,<exit_lists>
  0033aa  call    rax
  0033ac  mov     rax,0xe00000007
  0033b6  jmp     0x0000000000000027
  0033bb  mov     rax,<list k9>
  0033c5  mov     [rbp+0xff0],rax
  0033cc  mov     qword ptr [rbp+0x2948],3
  0033d7  mov     qword ptr [rbp+0xff8],2
  0033e2  mov     qword ptr [rbp+0x2950],1
  0033ed  mov     [rbp+0x1008],r12
  0033f4  mov     qword ptr [rbp+0x2960],3
  0033ff  mov     rdi,[rbp+0x20]
  003406  mov     rsi,<exit lists 9>
  003410  mov     rdx,2
  00341a  mov     rax,<exit_lists>
  003424  call    rax
  003426  mov     rax,0xe00000008
  003430  jmp     0x0000000000000027
  003435  mov     [rbp+0xf28],rbx
  00343c  mov     qword ptr [rbp+0x2880],3
  003447  mov     rax,<list k9>
  003451  mov     [rbp+0xff0],rax
  003458  mov     qword ptr [rbp+0x2948],3
  003463  mov     qword ptr [rbp+0xff8],2
  00346e  mov     qword ptr [rbp+0x2950],1
  003479  mov     [rbp+0x1008],r12
  003480  mov     qword ptr [rbp+0x2960],3
  00348b  mov     [rbp+0x1010],r13
  003492  mov     [rbp+0x1018],r14
  003499  mov     rdi,[rbp+0x20]
  0034a0  mov     rsi,<exit lists 10>
  0034aa  mov     rdx,3
  0034b4  mov     rax,<exit_lists>
  0034be  call    rax
  0034c0  mov     rax,0xe00000009
  0034ca  jmp     0x0000000000000027
  0034cf  mov     [rbp+0xf28],rbx
  0034d6  mov     qword ptr [rbp+0x2880],3
  0034e1  mov     rax,<list k9>
  0034eb  mov     [rbp+0xff0],rax
  0034f2  mov     qword ptr [rbp+0x2948],3
  0034fd  mov     qword ptr [rbp+0xff8],2
  003508  mov     qword ptr [rbp+0x2950],1
  003513  mov     [rbp+0x1008],r12
  00351a  mov     qword ptr [rbp+0x2960],3
  003525  mov     [rbp+0x1010],r13
  00352c  mov     [rbp+0x1018],r14
  003533  mov     rdi,[rbp+0x20]
  00353a  mov     rsi,<exit lists 11>
  003544  mov     rdx,3
  00354e  mov     rax,<exit_lists>
  003558  call    rax
  00355a  mov     rax,0xe0000000a
  003564  jmp     0x0000000000000027
  003569  mov     [rbp+0xf28],rbx
  003570  mov     qword ptr [rbp+0x2880],3
  00357b  mov     rax,<list k9>
  003585  mov     [rbp+0xff0],rax
  00358c  mov     qword ptr [rbp+0x2948],3
  003597  mov     qword ptr [rbp+0xff8],2
  0035a2  mov     qword ptr [rbp+0x2950],1
  0035ad  mov     [rbp+0x1008],r12
  0035b4  mov     qword ptr [rbp+0x2960],3
  0035bf  mov     [rbp+0x1010],r13
  0035c6  mov     [rbp+0x1018],r14
  0035cd  mov     rdi,[rbp+0x20]
  0035d4  mov     rsi,<exit lists 12>
  0035de  mov     rdx,3
  0035e8  mov     rax,<exit_lists>
  0035f2  call    rax
  0035f4  mov     rax,0xe0000000b
  0035fe  jmp     0x0000000000000027

; T15: not compiled

; T16: 700 bytes
; v0:list = input env
  003610  cmp     qword ptr [rbp+0x2828],3
  00361b  jne     0x0000000000003848
; v1:list = input G
  003621  cmp     qword ptr [rbp+0x2830],3
  00362c  jne     0x0000000000003848
; v2:list = input procedure
  003632  cmp     qword ptr [rbp+0x2880],3
  00363d  jne     0x0000000000003848
; v3:int = input i
  003643  cmp     qword ptr [rbp+0x28d0],1
  00364e  jne     0x0000000000003848
  003654  mov     rbx,[rbp+0xf78]
; v4:list = input frame
  00365b  cmp     qword ptr [rbp+0x2908],3
  003666  jne     0x0000000000003848
; v5:list = input operands
  00366c  cmp     qword ptr [rbp+0x2948],3
  003677  jne     0x0000000000003848
  00367d  mov     r12,[rbp+0xff0]
; v6:int = input count
  003684  cmp     qword ptr [rbp+0x2950],1
  00368f  jne     0x0000000000003848
; v7:list = input f
  003695  cmp     qword ptr [rbp+0x2960],3
  0036a0  jne     0x0000000000003848
; v8:int = input required
  0036a6  cmp     qword ptr [rbp+0x2968],1
  0036b1  jne     0x0000000000003848
; v9:int = input rest
  0036b7  cmp     qword ptr [rbp+0x2970],1
  0036c2  jne     0x0000000000003848
; v10:list = input extra
  0036c8  cmp     qword ptr [rbp+0x2998],3
  0036d3  jne     0x0000000000003848
; v11:int = input into_frame
  0036d9  cmp     qword ptr [rbp+0x29a0],1
  0036e4  jne     0x0000000000003848
  0036ea  jmp     0x0000000000003710
  0036ef  mov     rbx,[rbp+0xf78]
  0036f6  mov     r12,[rbp+0xff0]
  0036fd  jmp     0x0000000000003710
  003702  mov     rbx,[rbp+0xf78]
  003709  mov     r12,[rbp+0xff0]
  003710  mov     r13,[r12+0x10]
; v12:list = readlist v5, v3 => eval.operand/0 (0) {}
  003718  sub     rsp,0x70
  00371f  mov     [rsp+0x30],rcx
  003727  mov     [rsp+0x38],rsi
  00372f  mov     [rsp+0x40],rdi
  003737  mov     [rsp+0x48],r8
  00373f  mov     [rsp+0x50],r9
  003747  mov     [rsp+0x58],r10
  00374f  mov     [rsp],r12
  003757  mov     qword ptr [rsp+8],3
  003763  mov     [rsp+0x10],rbx
  00376b  mov     qword ptr [rsp+0x18],1
  003777  mov     rdi,[rbp+0x20]
  00377e  mov     esi,0xc
  003783  mov     rdx,rsp
  003786  mov     rcx,0xd
  003790  mov     r8,0x8000000000000000
  00379a  mov     r9,0
  0037a4  mov     rax,<list_op>
  0037ae  call    rax
  0037b0  mov     r11,rax
  0037b3  mov     rcx,[rsp+0x30]
  0037bb  mov     rsi,[rsp+0x38]
  0037c3  mov     rdi,[rsp+0x40]
  0037cb  mov     r8,[rsp+0x48]
  0037d3  mov     r9,[rsp+0x50]
  0037db  mov     r10,[rsp+0x58]
  0037e3  add     rsp,0x70
  0037ea  test    rdx,rdx
  0037ed  je      0x0000000000003857
  0037f3  mov     r12,r11
; v13:int = readlist v12, 0 => eval.operand/0 (0) {}
  0037f6  cmp     qword ptr [r12],0
  003802  jbe     0x0000000000003866
  003808  mov     rax,[r12+8]
  003810  test    rax,rax
  003813  je      0x0000000000003826
  003819  cmp     byte ptr [rax],1
  003820  jne     0x0000000000003866
  003826  mov     rax,[r12+0x10]
  00382e  mov     rbx,[rax]
; v14:int = within v13, 3
; guard_false v14 => eval.operand/0 (0) {}
  003836  cmp     rbx,3
  00383d  jb      0x0000000000003875
; exit => eval.operand_eval/0 (3) {a=v12}
  003843  jmp     0x0000000000003884
; exits
  003848  mov     rax,0x10fffffffe
  003852  jmp     0x0000000000000027
  003857  mov     rax,0x1000000000
  003861  jmp     0x0000000000000027
  003866  mov     rax,0x1000000001
  003870  jmp     0x0000000000000027
  003875  mov     rax,0x1000000002
  00387f  jmp     0x0000000000000027
  003884  mov     [rbp+0x1058],r12
  00388b  mov     qword ptr [rbp+0x29b0],3
  003896  mov     rdi,[rbp+0x20]
  00389d  mov     rsi,<exit lists 0>
  0038a7  mov     rdx,1
  0038b1  mov     rax,<exit_lists>
  0038bb  call    rax
  0038bd  mov     rax,0x1000000003
  0038c7  jmp     0x0000000000000027

; T17: not compiled

; T18: not compiled

; T19: not compiled

; T20: not compiled

; T21: not compiled

; T22: not compiled
