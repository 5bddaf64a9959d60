; T0: 576 bytes
; v0:int = input n
  000080  cmp     qword ptr [rbp+0x190],1
  00008b  jne     0x00000000000001dd
; v1:list = input src
  000091  cmp     qword ptr [rbp+0x198],3
  00009c  jne     0x00000000000001dd
; v2:list = input jumps
  0000a2  cmp     qword ptr [rbp+0x1a0],3
  0000ad  jne     0x00000000000001dd
; v3:list = input stack
  0000b3  cmp     qword ptr [rbp+0x1a8],3
  0000be  jne     0x00000000000001dd
; v4:int = input sp
  0000c4  cmp     qword ptr [rbp+0x1b0],1
  0000cf  jne     0x00000000000001dd
; v5:int = input i
  0000d5  cmp     qword ptr [rbp+0x1b8],1
  0000e0  jne     0x00000000000001dd
  0000e6  mov     rbx,[rbp+0x68]
  0000ed  jmp     0x00000000000000f9
  0000f2  mov     rbx,[rbp+0x68]
; v6:int = lt v5, 67
; guard_true v6 => match/0 (0) {i=v5}
  0000f9  cmp     rbx,0x43
  000100  jge     0x00000000000001ec
; v8:int = readlist <list of 67>, v5 words => match_command/0 (1) {i=v5}
  000106  mov     r11,<list k1>
  000110  cmp     rbx,[r11]
  000118  jae     0x0000000000000202
  00011e  mov     rax,[r11+0x10]
  000126  mov     r12,[rax+rbx*8]
; v9:int = eq v8, 91
; guard_false v9 => match_command/0 (1) {i=v5}
  00012b  cmp     r12,0x5b
  000132  je      0x0000000000000218
; v11:int = eq v8, 93
; guard_false v11 => match_close/0 (2) {i=v5, c=v8}
  000138  cmp     r12,0x5d
  00013f  je      0x000000000000022e
; v13:int = add_nov v5, 1
  000145  add     rbx,1
; guard_steps => match/0 (4) {i=v13}
; v15:int = phi i v13
; loop (4) {i=v15}
  00014c  nop     [rax+rax]
  000155  nop     [rax+rax]
  00015e  nop     [rax+rax]
  000167  nop     [rax+rax]
  000170  nop     [rax+rax]
  000179  nop     [rax]
; v17:int = lt v15, 67
; guard_true v17 => match/0 (0) {i=v15}
  000180  cmp     rbx,0x43
  000187  jge     0x0000000000000256
; v19:int = readlist <list of 67>, v15 words => match_command/0 (1) {i=v15}
  00018d  mov     r11,<list k1>
  000197  cmp     rbx,[r11]
  00019f  jae     0x000000000000026c
  0001a5  mov     rax,[r11+0x10]
  0001ad  mov     r12,[rax+rbx*8]
; v20:int = eq v19, 91
; guard_false v20 => match_command/0 (1) {i=v15}
  0001b2  cmp     r12,0x5b
  0001b9  je      0x0000000000000282
; v22:int = eq v19, 93
; guard_false v22 => match_close/0 (2) {i=v15, c=v19}
  0001bf  cmp     r12,0x5d
  0001c6  je      0x0000000000000298
; v24:int = add_nov v15, 1
  0001cc  add     rbx,1
; guard_steps => match/0 (4) {i=v24}
; jump (4) v15 <- v24
  0001d3  jmp     0x0000000000000180
; body entry
  0001d8  jmp     0x0000000000000180
; exits
  0001dd  mov     rax,0xfffffffe
  0001e7  jmp     0x0000000000000027
  0001ec  mov     [rbp+0x68],rbx
  0001f3  mov     rax,0
  0001fd  jmp     0x0000000000000027
  000202  mov     [rbp+0x68],rbx
  000209  mov     rax,1
  000213  jmp     0x0000000000000027
  000218  mov     [rbp+0x68],rbx
  00021f  mov     rax,2
  000229  jmp     0x0000000000000027
  00022e  mov     [rbp+0x68],rbx
  000235  mov     [rbp+0x78],r12
  00023c  mov     qword ptr [rbp+0x1c8],1
  000247  mov     rax,3
  000251  jmp     0x0000000000000027
  000256  mov     [rbp+0x68],rbx
  00025d  mov     rax,5
  000267  jmp     0x0000000000000027
  00026c  mov     [rbp+0x68],rbx
  000273  mov     rax,6
  00027d  jmp     0x0000000000000027
  000282  mov     [rbp+0x68],rbx
  000289  mov     rax,7
  000293  jmp     0x0000000000000027
  000298  mov     [rbp+0x68],rbx
  00029f  mov     [rbp+0x78],r12
  0002a6  mov     qword ptr [rbp+0x1c8],1
  0002b1  mov     rax,8
  0002bb  jmp     0x0000000000000027

; T1: 2970 bytes
; v0:int = input n
  0002c0  cmp     qword ptr [rbp+0x190],1
  0002cb  jne     0x0000000000000a6b
; v1:list = input src
  0002d1  cmp     qword ptr [rbp+0x198],3
  0002dc  jne     0x0000000000000a6b
; v2:list = input jumps
  0002e2  cmp     qword ptr [rbp+0x1a0],3
  0002ed  jne     0x0000000000000a6b
; v3:list = input tape
  0002f3  cmp     qword ptr [rbp+0x1f8],3
  0002fe  jne     0x0000000000000a6b
  000304  mov     rbx,[rbp+0xa8]
; v4:int = input p
  00030b  cmp     qword ptr [rbp+0x200],1
  000316  jne     0x0000000000000a6b
  00031c  mov     r12,[rbp+0xb0]
; v5:int = input pc
  000323  cmp     qword ptr [rbp+0x208],1
  00032e  jne     0x0000000000000a6b
  000334  mov     r13,[rbp+0xb8]
; guard_value v5, 24 => loop_pc/0 (2) {tape=v3, p=v4}
  00033b  cmp     r13,0x18
  000342  jne     0x0000000000000a7a
  000348  jmp     0x000000000000035b
  00034d  mov     rbx,[rbp+0xa8]
  000354  mov     r12,[rbp+0xb0]
  00035b  mov     r8,[rbx+0x10]
; v7:int = add v4, 1 => right/0 (7) {tape=v3, p=v4}
  000363  add     r12,1
  00036a  jo      0x0000000000000ab4
; v8:int = and v7, 65535
  000370  mov     r13,r12
  000373  and     r13,0xffff
; guard_words v3 => plus/0 (14) {tape=v3, p=v8, pc=25}
  00037a  cmp     qword ptr [rbx+8],0
  000386  jne     0x0000000000000ae3
; v10:int = len v3
  00038c  mov     r14,[rbx]
; v11:int = lt 65535, v10
; guard_true v11 => plus/0 (14) {tape=v3, p=v8, pc=25}
  000394  mov     r11,0xffff
  00039b  cmp     r11,r14
  00039e  jge     0x0000000000000b16
; v13:int = readlist v3, v8 words in_bounds => plus/0 (14) {tape=v3, p=v8, pc=25}
  0003a4  mov     r14,[r8+r13*8]
; v14:int = add v13, 1 => plus/0 (14) {tape=v3, p=v8, pc=25}
  0003a9  add     r14,1
  0003b0  jo      0x0000000000000b7c
; v15:int = and v14, 255
  0003b6  and     r14,0xff
; v16:list = set v3, v8, v15 owned words in_bounds => plus/3 (14) {tape=v3, p=v8, pc=25, x=v15}
  0003bd  mov     rax,[rbx-0x10]
  0003c5  add     rax,[rbx-8]
  0003cd  cmp     rax,2
  0003d3  jne     0x0000000000000471
  0003d9  mov     [r8+r13*8],r14
; v17:int = add_nov v7, -1
  0003de  add     r12,0xffffffffffffffff
; v18:int = and v17, 65535
  0003e5  and     r12,0xffff
; v19:int = readlist v16, v18 words in_bounds => minus/0 (32) {tape=v16, p=v18, pc=27}
  0003ec  mov     r15,[r8+r12*8]
; v20:int = sub v19, 1 => minus/0 (32) {tape=v16, p=v18, pc=27}
  0003f1  sub     r15,1
  0003f8  jo      0x0000000000000be9
; v21:int = and v20, 255
  0003fe  and     r15,0xff
; v22:list = set v16, v18, v21 owned words in_bounds => minus/3 (32) {tape=v16, p=v18, pc=27, x=v21}
  000405  mov     [r8+r12*8],r15
; guard_true v21 => close_bracket/0 (46) {tape=v22, p=v18, pc=28}
  00040a  test    r15,r15
  00040d  je      0x0000000000000c23
; guard_steps => loop/0 (49) {tape=v22, p=v18}
; v25:int = add_nov v15, 1
; v26:int = and v25, 255
  000413  add     r14b,1
; v27:list = set v22, v8, v26 owned words in_bounds => plus/3 (63) {tape=v22, p=v8, pc=25, x=v26}
  000417  mov     [r8+r13*8],r14
; v28:int = sub_nov v21, 1
; v29:int = and v28, 255
  00041c  add     r15b,0xff
; v30:list = set v27, v18, v29 owned words in_bounds => minus/3 (81) {tape=v27, p=v18, pc=27, x=v29}
  000420  mov     [r8+r12*8],r15
; guard_true v29 => close_bracket/0 (95) {tape=v30, p=v18, pc=28}
  000425  test    r15,r15
  000428  je      0x0000000000000c56
; guard_steps => loop/0 (98) {tape=v30, p=v18}
; v33:int = sub_nov v29, 1
  00042e  lea     rsi,[r15-1]
; v34:int = mul_nov v33, 255
  000436  mov     rdi,rsi
  000439  imul    rdi,0xff
; v35:int = add_nov v29, v34
  000440  add     r15,rdi
; v36:int = add_nov v26, v33
  000443  add     r14,rsi
; v37:int = add_nov v36, 1
  000446  add     r14,1
; v38:int = and v37, 255
  00044d  and     r14,0xff
; v39:list = set v30, v8, v38 owned words in_bounds => plus/3 (112) {tape=v30, p=v8, pc=25, x=v38}
  000454  mov     [r8+r13*8],r14
; v40:int = add_nov v35, -1
  000459  add     r15,0xffffffffffffffff
; v41:int = and v40, 255
  000460  and     r15,0xff
; v42:list = set v39, v18, v41 owned words in_bounds => minus/3 (130) {tape=v39, p=v18, pc=27, x=v41}
  000467  mov     [r8+r12*8],r15
; exit => close_bracket/0 (144) {tape=v42, p=v18, pc=28}
  00046c  jmp     0x0000000000000c89
  000471  sub     rsp,0x70
  000478  mov     [rsp+0x30],rcx
  000480  mov     [rsp+0x38],rsi
  000488  mov     [rsp+0x40],rdi
  000490  mov     [rsp+0x48],r8
  000498  mov     [rsp+0x50],r9
  0004a0  mov     [rsp+0x58],r10
  0004a8  mov     [rsp],rbx
  0004b0  mov     qword ptr [rsp+8],3
  0004bc  mov     [rsp+0x10],r13
  0004c4  mov     qword ptr [rsp+0x18],1
  0004d0  mov     [rsp+0x20],r14
  0004d8  mov     qword ptr [rsp+0x28],1
  0004e4  mov     rdi,[rbp+0x20]
  0004eb  mov     esi,0xe
  0004f0  mov     rdx,rsp
  0004f3  mov     rcx,0xfffffffffffffff2
  0004fd  mov     r8,0xfffffffffffffff2
  000507  mov     r9,0
  000511  mov     rax,<list_op>
  00051b  call    rax
  00051d  mov     r11,rax
  000520  mov     rcx,[rsp+0x30]
  000528  mov     rsi,[rsp+0x38]
  000530  mov     rdi,[rsp+0x40]
  000538  mov     r8,[rsp+0x48]
  000540  mov     r9,[rsp+0x50]
  000548  mov     r10,[rsp+0x58]
  000550  add     rsp,0x70
  000557  test    rdx,rdx
  00055a  je      0x0000000000000cbc
  000560  mov     rbx,r11
  000563  mov     r8,[rbx+0x10]
  00056b  jmp     0x00000000000003de
  000570  sub     rsp,0x70
  000577  mov     [rsp+0x30],rcx
  00057f  mov     [rsp+0x38],rsi
  000587  mov     [rsp+0x40],rdi
  00058f  mov     [rsp+0x48],r8
  000597  mov     [rsp+0x50],r9
  00059f  mov     [rsp+0x58],r10
  0005a7  mov     [rsp],rbx
  0005af  mov     qword ptr [rsp+8],3
  0005bb  mov     [rsp+0x10],r12
  0005c3  mov     qword ptr [rsp+0x18],1
  0005cf  mov     [rsp+0x20],r15
  0005d7  mov     qword ptr [rsp+0x28],1
  0005e3  mov     rdi,[rbp+0x20]
  0005ea  mov     esi,0xe
  0005ef  mov     rdx,rsp
  0005f2  mov     rcx,0xfffffffffffffff2
  0005fc  mov     r8,0xfffffffffffffff2
  000606  mov     r9,0
  000610  mov     rax,<list_op>
  00061a  call    rax
  00061c  mov     r11,rax
  00061f  mov     rcx,[rsp+0x30]
  000627  mov     rsi,[rsp+0x38]
  00062f  mov     rdi,[rsp+0x40]
  000637  mov     r8,[rsp+0x48]
  00063f  mov     r9,[rsp+0x50]
  000647  mov     r10,[rsp+0x58]
  00064f  add     rsp,0x70
  000656  test    rdx,rdx
  000659  je      0x0000000000000d01
  00065f  mov     rbx,r11
  000662  mov     r8,[rbx+0x10]
  00066a  jmp     0x000000000000040a
  00066f  sub     rsp,0x70
  000676  mov     [rsp+0x30],rcx
  00067e  mov     [rsp+0x38],rsi
  000686  mov     [rsp+0x40],rdi
  00068e  mov     [rsp+0x48],r8
  000696  mov     [rsp+0x50],r9
  00069e  mov     [rsp+0x58],r10
  0006a6  mov     [rsp],rbx
  0006ae  mov     qword ptr [rsp+8],3
  0006ba  mov     [rsp+0x10],r13
  0006c2  mov     qword ptr [rsp+0x18],1
  0006ce  mov     [rsp+0x20],r14
  0006d6  mov     qword ptr [rsp+0x28],1
  0006e2  mov     rdi,[rbp+0x20]
  0006e9  mov     esi,0xe
  0006ee  mov     rdx,rsp
  0006f1  mov     rcx,0xfffffffffffffff2
  0006fb  mov     r8,0xfffffffffffffff2
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
  000755  test    rdx,rdx
  000758  je      0x0000000000000d46
  00075e  mov     rbx,r11
  000761  mov     r8,[rbx+0x10]
  000769  jmp     0x000000000000041c
  00076e  sub     rsp,0x70
  000775  mov     [rsp+0x30],rcx
  00077d  mov     [rsp+0x38],rsi
  000785  mov     [rsp+0x40],rdi
  00078d  mov     [rsp+0x48],r8
  000795  mov     [rsp+0x50],r9
  00079d  mov     [rsp+0x58],r10
  0007a5  mov     [rsp],rbx
  0007ad  mov     qword ptr [rsp+8],3
  0007b9  mov     [rsp+0x10],r12
  0007c1  mov     qword ptr [rsp+0x18],1
  0007cd  mov     [rsp+0x20],r15
  0007d5  mov     qword ptr [rsp+0x28],1
  0007e1  mov     rdi,[rbp+0x20]
  0007e8  mov     esi,0xe
  0007ed  mov     rdx,rsp
  0007f0  mov     rcx,0xfffffffffffffff2
  0007fa  mov     r8,0xfffffffffffffff2
  000804  mov     r9,0
  00080e  mov     rax,<list_op>
  000818  call    rax
  00081a  mov     r11,rax
  00081d  mov     rcx,[rsp+0x30]
  000825  mov     rsi,[rsp+0x38]
  00082d  mov     rdi,[rsp+0x40]
  000835  mov     r8,[rsp+0x48]
  00083d  mov     r9,[rsp+0x50]
  000845  mov     r10,[rsp+0x58]
  00084d  add     rsp,0x70
  000854  test    rdx,rdx
  000857  je      0x0000000000000d8b
  00085d  mov     rbx,r11
  000860  mov     r8,[rbx+0x10]
  000868  jmp     0x0000000000000425
  00086d  sub     rsp,0x70
  000874  mov     [rsp+0x30],rcx
  00087c  mov     [rsp+0x38],rsi
  000884  mov     [rsp+0x40],rdi
  00088c  mov     [rsp+0x48],r8
  000894  mov     [rsp+0x50],r9
  00089c  mov     [rsp+0x58],r10
  0008a4  mov     [rsp],rbx
  0008ac  mov     qword ptr [rsp+8],3
  0008b8  mov     [rsp+0x10],r13
  0008c0  mov     qword ptr [rsp+0x18],1
  0008cc  mov     [rsp+0x20],r14
  0008d4  mov     qword ptr [rsp+0x28],1
  0008e0  mov     rdi,[rbp+0x20]
  0008e7  mov     esi,0xe
  0008ec  mov     rdx,rsp
  0008ef  mov     rcx,0xfffffffffffffff2
  0008f9  mov     r8,0xfffffffffffffff2
  000903  mov     r9,0
  00090d  mov     rax,<list_op>
  000917  call    rax
  000919  mov     r11,rax
  00091c  mov     rcx,[rsp+0x30]
  000924  mov     rsi,[rsp+0x38]
  00092c  mov     rdi,[rsp+0x40]
  000934  mov     r8,[rsp+0x48]
  00093c  mov     r9,[rsp+0x50]
  000944  mov     r10,[rsp+0x58]
  00094c  add     rsp,0x70
  000953  test    rdx,rdx
  000956  je      0x0000000000000dd0
  00095c  mov     rbx,r11
  00095f  mov     r8,[rbx+0x10]
  000967  jmp     0x0000000000000459
  00096c  sub     rsp,0x70
  000973  mov     [rsp+0x30],rcx
  00097b  mov     [rsp+0x38],rsi
  000983  mov     [rsp+0x40],rdi
  00098b  mov     [rsp+0x48],r8
  000993  mov     [rsp+0x50],r9
  00099b  mov     [rsp+0x58],r10
  0009a3  mov     [rsp],rbx
  0009ab  mov     qword ptr [rsp+8],3
  0009b7  mov     [rsp+0x10],r12
  0009bf  mov     qword ptr [rsp+0x18],1
  0009cb  mov     [rsp+0x20],r15
  0009d3  mov     qword ptr [rsp+0x28],1
  0009df  mov     rdi,[rbp+0x20]
  0009e6  mov     esi,0xe
  0009eb  mov     rdx,rsp
  0009ee  mov     rcx,0xfffffffffffffff2
  0009f8  mov     r8,0xfffffffffffffff2
  000a02  mov     r9,0
  000a0c  mov     rax,<list_op>
  000a16  call    rax
  000a18  mov     r11,rax
  000a1b  mov     rcx,[rsp+0x30]
  000a23  mov     rsi,[rsp+0x38]
  000a2b  mov     rdi,[rsp+0x40]
  000a33  mov     r8,[rsp+0x48]
  000a3b  mov     r9,[rsp+0x50]
  000a43  mov     r10,[rsp+0x58]
  000a4b  add     rsp,0x70
  000a52  test    rdx,rdx
  000a55  je      0x0000000000000e15
  000a5b  mov     rbx,r11
  000a5e  mov     r8,[rbx+0x10]
  000a66  jmp     0x000000000000046c
; exits
  000a6b  mov     rax,0x1fffffffe
  000a75  jmp     0x0000000000000027
  000a7a  mov     [rbp+0x10],r13
  000a81  mov     qword ptr [rbp+0x18],1
  000a8c  mov     [rbp+0xa8],rbx
  000a93  mov     qword ptr [rbp+0x1f8],3
  000a9e  mov     [rbp+0xb0],r12
  000aa5  mov     rax,0x100000000
  000aaf  jmp     0x0000000000000027
  000ab4  sub     r12,1
  000abb  mov     [rbp+0xa8],rbx
  000ac2  mov     qword ptr [rbp+0x1f8],3
  000acd  mov     [rbp+0xb0],r12
  000ad4  mov     rax,0x100000001
  000ade  jmp     0x0000000000000027
  000ae3  mov     [rbp+0xa8],rbx
  000aea  mov     qword ptr [rbp+0x1f8],3
  000af5  mov     [rbp+0xb0],r13
  000afc  mov     qword ptr [rbp+0xb8],0x19
  000b07  mov     rax,0x100000002
  000b11  jmp     0x0000000000000027
  000b16  mov     [rbp+0xa8],rbx
  000b1d  mov     qword ptr [rbp+0x1f8],3
  000b28  mov     [rbp+0xb0],r13
  000b2f  mov     qword ptr [rbp+0xb8],0x19
  000b3a  mov     rax,0x100000003
  000b44  jmp     0x0000000000000027
  000b49  mov     [rbp+0xa8],rbx
  000b50  mov     qword ptr [rbp+0x1f8],3
  000b5b  mov     [rbp+0xb0],r13
  000b62  mov     qword ptr [rbp+0xb8],0x19
  000b6d  mov     rax,0x100000004
  000b77  jmp     0x0000000000000027
  000b7c  sub     r14,1
  000b83  mov     [rbp+0xa8],rbx
  000b8a  mov     qword ptr [rbp+0x1f8],3
  000b95  mov     [rbp+0xb0],r13
  000b9c  mov     qword ptr [rbp+0xb8],0x19
  000ba7  mov     rax,0x100000005
  000bb1  jmp     0x0000000000000027
  000bb6  mov     [rbp+0xa8],rbx
  000bbd  mov     qword ptr [rbp+0x1f8],3
  000bc8  mov     [rbp+0xb0],r12
  000bcf  mov     qword ptr [rbp+0xb8],0x1b
  000bda  mov     rax,0x100000007
  000be4  jmp     0x0000000000000027
  000be9  add     r15,1
  000bf0  mov     [rbp+0xa8],rbx
  000bf7  mov     qword ptr [rbp+0x1f8],3
  000c02  mov     [rbp+0xb0],r12
  000c09  mov     qword ptr [rbp+0xb8],0x1b
  000c14  mov     rax,0x100000008
  000c1e  jmp     0x0000000000000027
  000c23  mov     [rbp+0xa8],rbx
  000c2a  mov     qword ptr [rbp+0x1f8],3
  000c35  mov     [rbp+0xb0],r12
  000c3c  mov     qword ptr [rbp+0xb8],0x1c
  000c47  mov     rax,0x10000000a
  000c51  jmp     0x0000000000000027
  000c56  mov     [rbp+0xa8],rbx
  000c5d  mov     qword ptr [rbp+0x1f8],3
  000c68  mov     [rbp+0xb0],r12
  000c6f  mov     qword ptr [rbp+0xb8],0x1c
  000c7a  mov     rax,0x10000000e
  000c84  jmp     0x0000000000000027
  000c89  mov     [rbp+0xa8],rbx
  000c90  mov     qword ptr [rbp+0x1f8],3
  000c9b  mov     [rbp+0xb0],r12
  000ca2  mov     qword ptr [rbp+0xb8],0x1c
  000cad  mov     rax,0x100000012
  000cb7  jmp     0x0000000000000027
  000cbc  mov     [rbp+0xa8],rbx
  000cc3  mov     qword ptr [rbp+0x1f8],3
  000cce  mov     [rbp+0xb0],r13
  000cd5  mov     qword ptr [rbp+0xb8],0x19
  000ce0  mov     [rbp+0xc8],r14
  000ce7  mov     qword ptr [rbp+0x218],1
  000cf2  mov     rax,0x100000006
  000cfc  jmp     0x0000000000000027
  000d01  mov     [rbp+0xa8],rbx
  000d08  mov     qword ptr [rbp+0x1f8],3
  000d13  mov     [rbp+0xb0],r12
  000d1a  mov     qword ptr [rbp+0xb8],0x1b
  000d25  mov     [rbp+0xc8],r15
  000d2c  mov     qword ptr [rbp+0x218],1
  000d37  mov     rax,0x100000009
  000d41  jmp     0x0000000000000027
  000d46  mov     [rbp+0xa8],rbx
  000d4d  mov     qword ptr [rbp+0x1f8],3
  000d58  mov     [rbp+0xb0],r13
  000d5f  mov     qword ptr [rbp+0xb8],0x19
  000d6a  mov     [rbp+0xc8],r14
  000d71  mov     qword ptr [rbp+0x218],1
  000d7c  mov     rax,0x10000000c
  000d86  jmp     0x0000000000000027
  000d8b  mov     [rbp+0xa8],rbx
  000d92  mov     qword ptr [rbp+0x1f8],3
  000d9d  mov     [rbp+0xb0],r12
  000da4  mov     qword ptr [rbp+0xb8],0x1b
  000daf  mov     [rbp+0xc8],r15
  000db6  mov     qword ptr [rbp+0x218],1
  000dc1  mov     rax,0x10000000d
  000dcb  jmp     0x0000000000000027
  000dd0  mov     [rbp+0xa8],rbx
  000dd7  mov     qword ptr [rbp+0x1f8],3
  000de2  mov     [rbp+0xb0],r13
  000de9  mov     qword ptr [rbp+0xb8],0x19
  000df4  mov     [rbp+0xc8],r14
  000dfb  mov     qword ptr [rbp+0x218],1
  000e06  mov     rax,0x100000010
  000e10  jmp     0x0000000000000027
  000e15  mov     [rbp+0xa8],rbx
  000e1c  mov     qword ptr [rbp+0x1f8],3
  000e27  mov     [rbp+0xb0],r12
  000e2e  mov     qword ptr [rbp+0xb8],0x1b
  000e39  mov     [rbp+0xc8],r15
  000e40  mov     qword ptr [rbp+0x218],1
  000e4b  mov     rax,0x100000011
  000e55  jmp     0x0000000000000027

; T2: 1818 bytes
; v0:int = input n
  000e80  cmp     qword ptr [rbp+0x190],1
  000e8b  jne     0x00000000000013d8
; v1:list = input src
  000e91  cmp     qword ptr [rbp+0x198],3
  000e9c  jne     0x00000000000013d8
; v2:list = input jumps
  000ea2  cmp     qword ptr [rbp+0x1a0],3
  000ead  jne     0x00000000000013d8
; v3:list = input tape
  000eb3  cmp     qword ptr [rbp+0x1f8],3
  000ebe  jne     0x00000000000013d8
  000ec4  mov     rbx,[rbp+0xa8]
; v4:int = input p
  000ecb  cmp     qword ptr [rbp+0x200],1
  000ed6  jne     0x00000000000013d8
  000edc  mov     r12,[rbp+0xb0]
; v5:int = input pc
  000ee3  cmp     qword ptr [rbp+0x208],1
  000eee  jne     0x00000000000013d8
  000ef4  mov     r13,[rbp+0xb8]
; guard_value v5, 31 => loop_pc/0 (2) {tape=v3}
  000efb  cmp     r13,0x1f
  000f02  jne     0x00000000000013e7
  000f08  jmp     0x0000000000000f1b
  000f0d  mov     rbx,[rbp+0xa8]
  000f14  mov     r12,[rbp+0xb0]
; guard_words v3 => minus/0 (6) {tape=v3}
  000f1b  cmp     qword ptr [rbx+8],0
  000f27  jne     0x000000000000141a
; v8:int = readlist v3, v4 words => minus/0 (6) {tape=v3}
  000f2d  cmp     r12,[rbx]
  000f35  jae     0x000000000000143b
  000f3b  mov     rax,[rbx+0x10]
  000f43  mov     r13,[rax+r12*8]
; v9:int = sub v8, 1 => minus/0 (6) {tape=v3}
  000f48  sub     r13,1
  000f4f  jo      0x000000000000145c
; v10:int = and v9, 255
  000f55  and     r13,0xff
; v11:list = set v3, v4, v10 owned words in_bounds => minus/3 (6) {tape=v3, x=v10}
  000f5c  mov     rax,[rbx-0x10]
  000f64  add     rax,[rbx-8]
  000f6c  cmp     rax,2
  000f72  jne     0x000000000000104a
  000f78  mov     rax,[rbx+0x10]
  000f80  mov     [rax+r12*8],r13
; v12:int = put_byte v10 => output/0 (17) {tape=v11, pc=32}
  000f85  cmp     r13,0xff
  000f8c  ja      0x0000000000001141
  000f92  mov     rax,[rbp+0x28]
  000f99  mov     rdx,[rax]
  000f9c  cmp     rdx,0x10000
  000fa3  jae     0x0000000000001141
  000fa9  mov     [rax+rdx+8],r13b
  000fb1  add     rdx,1
  000fb5  mov     [rax],rdx
; guard_true v10 => close_bracket/0 (31) {tape=v11, pc=33}
  000fb8  test    r13,r13
  000fbb  je      0x0000000000001484
; guard_steps => loop/0 (34) {tape=v11}
; v15:list = phi tape v11
; v16:int = phi - v10
; loop (34) {tape=v15}
  000fc1  mov     r14,[rbx+0x10]
  000fc9  nop     [rax+rax]
  000fd2  nop     [rax+rax]
  000fdb  nop     [rax+rax]
  000fe4  nop     [rax+rax]
  000fed  nop     [rax+rax]
  000ff6  nop     [rax+rax]
  000fff  nop
; v18:int = sub_nov v16, 1
; v19:int = and v18, 255
  001000  add     r13b,0xff
; v20:list = set v15, v4, v19 owned words in_bounds => minus/3 (6) {tape=v15, x=v19}
  001004  mov     [r14+r12*8],r13
; v21:int = put_byte v19 => output/0 (17) {tape=v20, pc=32}
  001009  cmp     r13,0xff
  001010  ja      0x000000000000130c
  001016  mov     rax,[rbp+0x28]
  00101d  mov     rdx,[rax]
  001020  cmp     rdx,0x10000
  001027  jae     0x000000000000130c
  00102d  mov     [rax+rdx+8],r13b
  001035  add     rdx,1
  001039  mov     [rax],rdx
; guard_true v19 => close_bracket/0 (31) {tape=v20, pc=33}
  00103c  test    r13,r13
  00103f  jne     0x0000000000001000
  001045  jmp     0x00000000000014b0
; guard_steps => loop/0 (34) {tape=v20}
; jump (34) v15 <- v20, v16 <- v19
  00104a  sub     rsp,0x70
  001051  mov     [rsp+0x30],rcx
  001059  mov     [rsp+0x38],rsi
  001061  mov     [rsp+0x40],rdi
  001069  mov     [rsp+0x48],r8
  001071  mov     [rsp+0x50],r9
  001079  mov     [rsp+0x58],r10
  001081  mov     [rsp],rbx
  001089  mov     qword ptr [rsp+8],3
  001095  mov     [rsp+0x10],r12
  00109d  mov     qword ptr [rsp+0x18],1
  0010a9  mov     [rsp+0x20],r13
  0010b1  mov     qword ptr [rsp+0x28],1
  0010bd  mov     rdi,[rbp+0x20]
  0010c4  mov     esi,0xe
  0010c9  mov     rdx,rsp
  0010cc  mov     rcx,0xfffffffffffffff2
  0010d6  mov     r8,0xfffffffffffffff2
  0010e0  mov     r9,0
  0010ea  mov     rax,<list_op>
  0010f4  call    rax
  0010f6  mov     r11,rax
  0010f9  mov     rcx,[rsp+0x30]
  001101  mov     rsi,[rsp+0x38]
  001109  mov     rdi,[rsp+0x40]
  001111  mov     r8,[rsp+0x48]
  001119  mov     r9,[rsp+0x50]
  001121  mov     r10,[rsp+0x58]
  001129  add     rsp,0x70
  001130  test    rdx,rdx
  001133  je      0x00000000000014dc
  001139  mov     rbx,r11
  00113c  jmp     0x0000000000000f85
  001141  sub     rsp,0x70
  001148  mov     [rsp+0x30],rcx
  001150  mov     [rsp+0x38],rsi
  001158  mov     [rsp+0x40],rdi
  001160  mov     [rsp+0x48],r8
  001168  mov     [rsp+0x50],r9
  001170  mov     [rsp+0x58],r10
  001178  mov     [rsp],r13
  001180  mov     qword ptr [rsp+8],1
  00118c  mov     rdi,[rbp+0x20]
  001193  mov     esi,0x14
  001198  mov     rdx,rsp
  00119b  mov     rcx,1
  0011a5  mov     r8,0
  0011af  mov     r9,0
  0011b9  mov     rax,<call_op>
  0011c3  call    rax
  0011c5  mov     r11,rax
  0011c8  mov     rcx,[rsp+0x30]
  0011d0  mov     rsi,[rsp+0x38]
  0011d8  mov     rdi,[rsp+0x40]
  0011e0  mov     r8,[rsp+0x48]
  0011e8  mov     r9,[rsp+0x50]
  0011f0  mov     r10,[rsp+0x58]
  0011f8  add     rsp,0x70
  0011ff  test    rdx,rdx
  001202  je      0x000000000000150f
  001208  jmp     0x0000000000000fb8
  00120d  sub     rsp,0x70
  001214  mov     [rsp+0x30],rcx
  00121c  mov     [rsp+0x38],rsi
  001224  mov     [rsp+0x40],rdi
  00122c  mov     [rsp+0x48],r8
  001234  mov     [rsp+0x50],r9
  00123c  mov     [rsp+0x58],r10
  001244  mov     [rsp],rbx
  00124c  mov     qword ptr [rsp+8],3
  001258  mov     [rsp+0x10],r12
  001260  mov     qword ptr [rsp+0x18],1
  00126c  mov     [rsp+0x20],r13
  001274  mov     qword ptr [rsp+0x28],1
  001280  mov     rdi,[rbp+0x20]
  001287  mov     esi,0xe
  00128c  mov     rdx,rsp
  00128f  mov     rcx,0xfffffffffffffff2
  001299  mov     r8,0xfffffffffffffff2
  0012a3  mov     r9,0
  0012ad  mov     rax,<list_op>
  0012b7  call    rax
  0012b9  mov     r11,rax
  0012bc  mov     rcx,[rsp+0x30]
  0012c4  mov     rsi,[rsp+0x38]
  0012cc  mov     rdi,[rsp+0x40]
  0012d4  mov     r8,[rsp+0x48]
  0012dc  mov     r9,[rsp+0x50]
  0012e4  mov     r10,[rsp+0x58]
  0012ec  add     rsp,0x70
  0012f3  test    rdx,rdx
  0012f6  je      0x000000000000153b
  0012fc  mov     rbx,r11
  0012ff  mov     r14,[rbx+0x10]
  001307  jmp     0x0000000000001009
  00130c  sub     rsp,0x70
  001313  mov     [rsp+0x30],rcx
  00131b  mov     [rsp+0x38],rsi
  001323  mov     [rsp+0x40],rdi
  00132b  mov     [rsp+0x48],r8
  001333  mov     [rsp+0x50],r9
  00133b  mov     [rsp+0x58],r10
  001343  mov     [rsp],r13
  00134b  mov     qword ptr [rsp+8],1
  001357  mov     rdi,[rbp+0x20]
  00135e  mov     esi,0x14
  001363  mov     rdx,rsp
  001366  mov     rcx,1
  001370  mov     r8,0
  00137a  mov     r9,0
  001384  mov     rax,<call_op>
  00138e  call    rax
  001390  mov     r11,rax
  001393  mov     rcx,[rsp+0x30]
  00139b  mov     rsi,[rsp+0x38]
  0013a3  mov     rdi,[rsp+0x40]
  0013ab  mov     r8,[rsp+0x48]
  0013b3  mov     r9,[rsp+0x50]
  0013bb  mov     r10,[rsp+0x58]
  0013c3  add     rsp,0x70
  0013ca  test    rdx,rdx
  0013cd  je      0x000000000000156e
  0013d3  jmp     0x000000000000103c
; exits
  0013d8  mov     rax,0x2fffffffe
  0013e2  jmp     0x0000000000000027
  0013e7  mov     [rbp+0x10],r13
  0013ee  mov     qword ptr [rbp+0x18],1
  0013f9  mov     [rbp+0xa8],rbx
  001400  mov     qword ptr [rbp+0x1f8],3
  00140b  mov     rax,0x200000000
  001415  jmp     0x0000000000000027
  00141a  mov     [rbp+0xa8],rbx
  001421  mov     qword ptr [rbp+0x1f8],3
  00142c  mov     rax,0x200000001
  001436  jmp     0x0000000000000027
  00143b  mov     [rbp+0xa8],rbx
  001442  mov     qword ptr [rbp+0x1f8],3
  00144d  mov     rax,0x200000002
  001457  jmp     0x0000000000000027
  00145c  add     r13,1
  001463  mov     [rbp+0xa8],rbx
  00146a  mov     qword ptr [rbp+0x1f8],3
  001475  mov     rax,0x200000003
  00147f  jmp     0x0000000000000027
  001484  mov     [rbp+0xa8],rbx
  00148b  mov     qword ptr [rbp+0x1f8],3
  001496  mov     qword ptr [rbp+0xb8],0x21
  0014a1  mov     rax,0x200000006
  0014ab  jmp     0x0000000000000027
  0014b0  mov     [rbp+0xa8],rbx
  0014b7  mov     qword ptr [rbp+0x1f8],3
  0014c2  mov     qword ptr [rbp+0xb8],0x21
  0014cd  mov     rax,0x20000000a
  0014d7  jmp     0x0000000000000027
  0014dc  mov     [rbp+0xa8],rbx
  0014e3  mov     qword ptr [rbp+0x1f8],3
  0014ee  mov     [rbp+0xc8],r13
  0014f5  mov     qword ptr [rbp+0x218],1
  001500  mov     rax,0x200000004
  00150a  jmp     0x0000000000000027
  00150f  mov     [rbp+0xa8],rbx
  001516  mov     qword ptr [rbp+0x1f8],3
  001521  mov     qword ptr [rbp+0xb8],0x20
  00152c  mov     rax,0x200000005
  001536  jmp     0x0000000000000027
  00153b  mov     [rbp+0xa8],rbx
  001542  mov     qword ptr [rbp+0x1f8],3
  00154d  mov     [rbp+0xc8],r13
  001554  mov     qword ptr [rbp+0x218],1
  00155f  mov     rax,0x200000008
  001569  jmp     0x0000000000000027
  00156e  mov     [rbp+0xa8],rbx
  001575  mov     qword ptr [rbp+0x1f8],3
  001580  mov     qword ptr [rbp+0xb8],0x20
  00158b  mov     rax,0x200000009
  001595  jmp     0x0000000000000027

; T3: 2975 bytes
; v0:int = input n
  0015c0  cmp     qword ptr [rbp+0x190],1
  0015cb  jne     0x0000000000001d7f
; v1:list = input src
  0015d1  cmp     qword ptr [rbp+0x198],3
  0015dc  jne     0x0000000000001d7f
; v2:list = input jumps
  0015e2  cmp     qword ptr [rbp+0x1a0],3
  0015ed  jne     0x0000000000001d7f
; v3:list = input tape
  0015f3  cmp     qword ptr [rbp+0x1f8],3
  0015fe  jne     0x0000000000001d7f
  001604  mov     rbx,[rbp+0xa8]
; v4:int = input p
  00160b  cmp     qword ptr [rbp+0x200],1
  001616  jne     0x0000000000001d7f
  00161c  mov     r12,[rbp+0xb0]
; v5:int = input pc
  001623  cmp     qword ptr [rbp+0x208],1
  00162e  jne     0x0000000000001d7f
  001634  mov     r13,[rbp+0xb8]
; guard_value v5, 58 => loop_pc/0 (2) {tape=v3, p=v4}
  00163b  cmp     r13,0x3a
  001642  jne     0x0000000000001d8e
  001648  jmp     0x000000000000165b
  00164d  mov     rbx,[rbp+0xa8]
  001654  mov     r12,[rbp+0xb0]
  00165b  mov     r8,[rbx+0x10]
; guard_words v3 => minus/0 (6) {tape=v3, p=v4}
  001663  cmp     qword ptr [rbx+8],0
  00166f  jne     0x0000000000001dc8
; v8:int = readlist v3, v4 words => minus/0 (6) {tape=v3, p=v4}
  001675  cmp     r12,[rbx]
  00167d  jae     0x0000000000001df0
  001683  mov     r13,[r8+r12*8]
; v9:int = sub v8, 1 => minus/0 (6) {tape=v3, p=v4}
  001688  sub     r13,1
  00168f  jo      0x0000000000001e18
; v10:int = and v9, 255
  001695  and     r13,0xff
; v11:list = set v3, v4, v10 owned words in_bounds => minus/3 (6) {tape=v3, p=v4, x=v10}
  00169c  mov     rax,[rbx-0x10]
  0016a4  add     rax,[rbx-8]
  0016ac  cmp     rax,2
  0016b2  jne     0x0000000000001785
  0016b8  mov     [r8+r12*8],r13
; v12:int = add_nov v4, 1
  0016bd  lea     r13,[r12+1]
; v13:int = and v12, 65535
  0016c5  and     r13,0xffff
; v14:int = len v11
  0016cc  mov     r14,[rbx]
; v15:int = lt 65535, v14
; guard_true v15 => plus/0 (22) {tape=v11, p=v13, pc=60}
  0016d4  mov     r11,0xffff
  0016db  cmp     r11,r14
  0016de  jge     0x0000000000001e47
; v17:int = readlist v11, v13 words in_bounds => plus/0 (22) {tape=v11, p=v13, pc=60}
  0016e4  mov     r14,[r8+r13*8]
; v18:int = add v17, 1 => plus/0 (22) {tape=v11, p=v13, pc=60}
  0016e9  add     r14,1
  0016f0  jo      0x0000000000001ead
; v19:int = and v18, 255
  0016f6  and     r14,0xff
; v20:list = set v11, v13, v19 owned words in_bounds => plus/3 (22) {tape=v11, p=v13, pc=60, x=v19}
  0016fd  mov     [r8+r13*8],r14
; v21:int = and v4, 65535
  001702  and     r12,0xffff
; v22:int = readlist v20, v21 words in_bounds => close_bracket/0 (46) {tape=v20, p=v21, pc=62}
  001709  mov     r15,[r8+r12*8]
; guard_true v22 => close_bracket/0 (46) {tape=v20, p=v21, pc=62}
  00170e  test    r15,r15
  001711  je      0x0000000000001f1a
; guard_steps => loop/0 (49) {tape=v20, p=v21}
; v25:int = sub v22, 1 => minus/0 (55) {tape=v20, p=v21}
  001717  sub     r15,1
  00171e  jo      0x0000000000001f4d
; v26:int = and v25, 255
  001724  and     r15,0xff
; v27:list = set v20, v21, v26 owned words in_bounds => minus/3 (55) {tape=v20, p=v21, x=v26}
  00172b  mov     [r8+r12*8],r15
; v28:int = add_nov v19, 1
; v29:int = and v28, 255
  001730  add     r14b,1
; v30:list = set v27, v13, v29 owned words in_bounds => plus/3 (71) {tape=v27, p=v13, pc=60, x=v29}
  001734  mov     [r8+r13*8],r14
; guard_true v26 => close_bracket/0 (95) {tape=v30, p=v21, pc=62}
  001739  test    r15,r15
  00173c  je      0x0000000000001f7c
; guard_steps => loop/0 (98) {tape=v30, p=v21}
; v33:int = sub_nov v26, 1
  001742  lea     rsi,[r15-1]
; v34:int = mul_nov v33, 255
  00174a  mov     rdi,rsi
  00174d  imul    rdi,0xff
; v35:int = add_nov v26, v34
  001754  add     r15,rdi
; v36:int = add_nov v29, v33
  001757  add     r14,rsi
; v37:int = add_nov v35, -1
  00175a  add     r15,0xffffffffffffffff
; v38:int = and v37, 255
  001761  and     r15,0xff
; v39:list = set v30, v21, v38 owned words in_bounds => minus/3 (104) {tape=v30, p=v21, x=v38}
  001768  mov     [r8+r12*8],r15
; v40:int = add_nov v36, 1
  00176d  add     r14,1
; v41:int = and v40, 255
  001774  and     r14,0xff
; v42:list = set v39, v13, v41 owned words in_bounds => plus/3 (120) {tape=v39, p=v13, pc=60, x=v41}
  00177b  mov     [r8+r13*8],r14
; exit => close_bracket/0 (144) {tape=v42, p=v21, pc=62}
  001780  jmp     0x0000000000001faf
  001785  sub     rsp,0x70
  00178c  mov     [rsp+0x30],rcx
  001794  mov     [rsp+0x38],rsi
  00179c  mov     [rsp+0x40],rdi
  0017a4  mov     [rsp+0x48],r8
  0017ac  mov     [rsp+0x50],r9
  0017b4  mov     [rsp+0x58],r10
  0017bc  mov     [rsp],rbx
  0017c4  mov     qword ptr [rsp+8],3
  0017d0  mov     [rsp+0x10],r12
  0017d8  mov     qword ptr [rsp+0x18],1
  0017e4  mov     [rsp+0x20],r13
  0017ec  mov     qword ptr [rsp+0x28],1
  0017f8  mov     rdi,[rbp+0x20]
  0017ff  mov     esi,0xe
  001804  mov     rdx,rsp
  001807  mov     rcx,0xfffffffffffffff2
  001811  mov     r8,0xfffffffffffffff2
  00181b  mov     r9,0
  001825  mov     rax,<list_op>
  00182f  call    rax
  001831  mov     r11,rax
  001834  mov     rcx,[rsp+0x30]
  00183c  mov     rsi,[rsp+0x38]
  001844  mov     rdi,[rsp+0x40]
  00184c  mov     r8,[rsp+0x48]
  001854  mov     r9,[rsp+0x50]
  00185c  mov     r10,[rsp+0x58]
  001864  add     rsp,0x70
  00186b  test    rdx,rdx
  00186e  je      0x0000000000001fe2
  001874  mov     rbx,r11
  001877  mov     r8,[rbx+0x10]
  00187f  jmp     0x00000000000016bd
  001884  sub     rsp,0x70
  00188b  mov     [rsp+0x30],rcx
  001893  mov     [rsp+0x38],rsi
  00189b  mov     [rsp+0x40],rdi
  0018a3  mov     [rsp+0x48],r8
  0018ab  mov     [rsp+0x50],r9
  0018b3  mov     [rsp+0x58],r10
  0018bb  mov     [rsp],rbx
  0018c3  mov     qword ptr [rsp+8],3
  0018cf  mov     [rsp+0x10],r13
  0018d7  mov     qword ptr [rsp+0x18],1
  0018e3  mov     [rsp+0x20],r14
  0018eb  mov     qword ptr [rsp+0x28],1
  0018f7  mov     rdi,[rbp+0x20]
  0018fe  mov     esi,0xe
  001903  mov     rdx,rsp
  001906  mov     rcx,0xfffffffffffffff2
  001910  mov     r8,0xfffffffffffffff2
  00191a  mov     r9,0
  001924  mov     rax,<list_op>
  00192e  call    rax
  001930  mov     r11,rax
  001933  mov     rcx,[rsp+0x30]
  00193b  mov     rsi,[rsp+0x38]
  001943  mov     rdi,[rsp+0x40]
  00194b  mov     r8,[rsp+0x48]
  001953  mov     r9,[rsp+0x50]
  00195b  mov     r10,[rsp+0x58]
  001963  add     rsp,0x70
  00196a  test    rdx,rdx
  00196d  je      0x000000000000201c
  001973  mov     rbx,r11
  001976  mov     r8,[rbx+0x10]
  00197e  jmp     0x0000000000001702
  001983  sub     rsp,0x70
  00198a  mov     [rsp+0x30],rcx
  001992  mov     [rsp+0x38],rsi
  00199a  mov     [rsp+0x40],rdi
  0019a2  mov     [rsp+0x48],r8
  0019aa  mov     [rsp+0x50],r9
  0019b2  mov     [rsp+0x58],r10
  0019ba  mov     [rsp],rbx
  0019c2  mov     qword ptr [rsp+8],3
  0019ce  mov     [rsp+0x10],r12
  0019d6  mov     qword ptr [rsp+0x18],1
  0019e2  mov     [rsp+0x20],r15
  0019ea  mov     qword ptr [rsp+0x28],1
  0019f6  mov     rdi,[rbp+0x20]
  0019fd  mov     esi,0xe
  001a02  mov     rdx,rsp
  001a05  mov     rcx,0xfffffffffffffff2
  001a0f  mov     r8,0xfffffffffffffff2
  001a19  mov     r9,0
  001a23  mov     rax,<list_op>
  001a2d  call    rax
  001a2f  mov     r11,rax
  001a32  mov     rcx,[rsp+0x30]
  001a3a  mov     rsi,[rsp+0x38]
  001a42  mov     rdi,[rsp+0x40]
  001a4a  mov     r8,[rsp+0x48]
  001a52  mov     r9,[rsp+0x50]
  001a5a  mov     r10,[rsp+0x58]
  001a62  add     rsp,0x70
  001a69  test    rdx,rdx
  001a6c  je      0x0000000000002061
  001a72  mov     rbx,r11
  001a75  mov     r8,[rbx+0x10]
  001a7d  jmp     0x0000000000001730
  001a82  sub     rsp,0x70
  001a89  mov     [rsp+0x30],rcx
  001a91  mov     [rsp+0x38],rsi
  001a99  mov     [rsp+0x40],rdi
  001aa1  mov     [rsp+0x48],r8
  001aa9  mov     [rsp+0x50],r9
  001ab1  mov     [rsp+0x58],r10
  001ab9  mov     [rsp],rbx
  001ac1  mov     qword ptr [rsp+8],3
  001acd  mov     [rsp+0x10],r13
  001ad5  mov     qword ptr [rsp+0x18],1
  001ae1  mov     [rsp+0x20],r14
  001ae9  mov     qword ptr [rsp+0x28],1
  001af5  mov     rdi,[rbp+0x20]
  001afc  mov     esi,0xe
  001b01  mov     rdx,rsp
  001b04  mov     rcx,0xfffffffffffffff2
  001b0e  mov     r8,0xfffffffffffffff2
  001b18  mov     r9,0
  001b22  mov     rax,<list_op>
  001b2c  call    rax
  001b2e  mov     r11,rax
  001b31  mov     rcx,[rsp+0x30]
  001b39  mov     rsi,[rsp+0x38]
  001b41  mov     rdi,[rsp+0x40]
  001b49  mov     r8,[rsp+0x48]
  001b51  mov     r9,[rsp+0x50]
  001b59  mov     r10,[rsp+0x58]
  001b61  add     rsp,0x70
  001b68  test    rdx,rdx
  001b6b  je      0x000000000000209b
  001b71  mov     rbx,r11
  001b74  mov     r8,[rbx+0x10]
  001b7c  jmp     0x0000000000001739
  001b81  sub     rsp,0x70
  001b88  mov     [rsp+0x30],rcx
  001b90  mov     [rsp+0x38],rsi
  001b98  mov     [rsp+0x40],rdi
  001ba0  mov     [rsp+0x48],r8
  001ba8  mov     [rsp+0x50],r9
  001bb0  mov     [rsp+0x58],r10
  001bb8  mov     [rsp],rbx
  001bc0  mov     qword ptr [rsp+8],3
  001bcc  mov     [rsp+0x10],r12
  001bd4  mov     qword ptr [rsp+0x18],1
  001be0  mov     [rsp+0x20],r15
  001be8  mov     qword ptr [rsp+0x28],1
  001bf4  mov     rdi,[rbp+0x20]
  001bfb  mov     esi,0xe
  001c00  mov     rdx,rsp
  001c03  mov     rcx,0xfffffffffffffff2
  001c0d  mov     r8,0xfffffffffffffff2
  001c17  mov     r9,0
  001c21  mov     rax,<list_op>
  001c2b  call    rax
  001c2d  mov     r11,rax
  001c30  mov     rcx,[rsp+0x30]
  001c38  mov     rsi,[rsp+0x38]
  001c40  mov     rdi,[rsp+0x40]
  001c48  mov     r8,[rsp+0x48]
  001c50  mov     r9,[rsp+0x50]
  001c58  mov     r10,[rsp+0x58]
  001c60  add     rsp,0x70
  001c67  test    rdx,rdx
  001c6a  je      0x00000000000020e0
  001c70  mov     rbx,r11
  001c73  mov     r8,[rbx+0x10]
  001c7b  jmp     0x000000000000176d
  001c80  sub     rsp,0x70
  001c87  mov     [rsp+0x30],rcx
  001c8f  mov     [rsp+0x38],rsi
  001c97  mov     [rsp+0x40],rdi
  001c9f  mov     [rsp+0x48],r8
  001ca7  mov     [rsp+0x50],r9
  001caf  mov     [rsp+0x58],r10
  001cb7  mov     [rsp],rbx
  001cbf  mov     qword ptr [rsp+8],3
  001ccb  mov     [rsp+0x10],r13
  001cd3  mov     qword ptr [rsp+0x18],1
  001cdf  mov     [rsp+0x20],r14
  001ce7  mov     qword ptr [rsp+0x28],1
  001cf3  mov     rdi,[rbp+0x20]
  001cfa  mov     esi,0xe
  001cff  mov     rdx,rsp
  001d02  mov     rcx,0xfffffffffffffff2
  001d0c  mov     r8,0xfffffffffffffff2
  001d16  mov     r9,0
  001d20  mov     rax,<list_op>
  001d2a  call    rax
  001d2c  mov     r11,rax
  001d2f  mov     rcx,[rsp+0x30]
  001d37  mov     rsi,[rsp+0x38]
  001d3f  mov     rdi,[rsp+0x40]
  001d47  mov     r8,[rsp+0x48]
  001d4f  mov     r9,[rsp+0x50]
  001d57  mov     r10,[rsp+0x58]
  001d5f  add     rsp,0x70
  001d66  test    rdx,rdx
  001d69  je      0x000000000000211a
  001d6f  mov     rbx,r11
  001d72  mov     r8,[rbx+0x10]
  001d7a  jmp     0x0000000000001780
; exits
  001d7f  mov     rax,0x3fffffffe
  001d89  jmp     0x0000000000000027
  001d8e  mov     [rbp+0x10],r13
  001d95  mov     qword ptr [rbp+0x18],1
  001da0  mov     [rbp+0xa8],rbx
  001da7  mov     qword ptr [rbp+0x1f8],3
  001db2  mov     [rbp+0xb0],r12
  001db9  mov     rax,0x300000000
  001dc3  jmp     0x0000000000000027
  001dc8  mov     [rbp+0xa8],rbx
  001dcf  mov     qword ptr [rbp+0x1f8],3
  001dda  mov     [rbp+0xb0],r12
  001de1  mov     rax,0x300000001
  001deb  jmp     0x0000000000000027
  001df0  mov     [rbp+0xa8],rbx
  001df7  mov     qword ptr [rbp+0x1f8],3
  001e02  mov     [rbp+0xb0],r12
  001e09  mov     rax,0x300000002
  001e13  jmp     0x0000000000000027
  001e18  add     r13,1
  001e1f  mov     [rbp+0xa8],rbx
  001e26  mov     qword ptr [rbp+0x1f8],3
  001e31  mov     [rbp+0xb0],r12
  001e38  mov     rax,0x300000003
  001e42  jmp     0x0000000000000027
  001e47  mov     [rbp+0xa8],rbx
  001e4e  mov     qword ptr [rbp+0x1f8],3
  001e59  mov     [rbp+0xb0],r13
  001e60  mov     qword ptr [rbp+0xb8],0x3c
  001e6b  mov     rax,0x300000005
  001e75  jmp     0x0000000000000027
  001e7a  mov     [rbp+0xa8],rbx
  001e81  mov     qword ptr [rbp+0x1f8],3
  001e8c  mov     [rbp+0xb0],r13
  001e93  mov     qword ptr [rbp+0xb8],0x3c
  001e9e  mov     rax,0x300000006
  001ea8  jmp     0x0000000000000027
  001ead  sub     r14,1
  001eb4  mov     [rbp+0xa8],rbx
  001ebb  mov     qword ptr [rbp+0x1f8],3
  001ec6  mov     [rbp+0xb0],r13
  001ecd  mov     qword ptr [rbp+0xb8],0x3c
  001ed8  mov     rax,0x300000007
  001ee2  jmp     0x0000000000000027
  001ee7  mov     [rbp+0xa8],rbx
  001eee  mov     qword ptr [rbp+0x1f8],3
  001ef9  mov     [rbp+0xb0],r12
  001f00  mov     qword ptr [rbp+0xb8],0x3e
  001f0b  mov     rax,0x300000009
  001f15  jmp     0x0000000000000027
  001f1a  mov     [rbp+0xa8],rbx
  001f21  mov     qword ptr [rbp+0x1f8],3
  001f2c  mov     [rbp+0xb0],r12
  001f33  mov     qword ptr [rbp+0xb8],0x3e
  001f3e  mov     rax,0x30000000a
  001f48  jmp     0x0000000000000027
  001f4d  add     r15,1
  001f54  mov     [rbp+0xa8],rbx
  001f5b  mov     qword ptr [rbp+0x1f8],3
  001f66  mov     [rbp+0xb0],r12
  001f6d  mov     rax,0x30000000c
  001f77  jmp     0x0000000000000027
  001f7c  mov     [rbp+0xa8],rbx
  001f83  mov     qword ptr [rbp+0x1f8],3
  001f8e  mov     [rbp+0xb0],r12
  001f95  mov     qword ptr [rbp+0xb8],0x3e
  001fa0  mov     rax,0x30000000f
  001faa  jmp     0x0000000000000027
  001faf  mov     [rbp+0xa8],rbx
  001fb6  mov     qword ptr [rbp+0x1f8],3
  001fc1  mov     [rbp+0xb0],r12
  001fc8  mov     qword ptr [rbp+0xb8],0x3e
  001fd3  mov     rax,0x300000013
  001fdd  jmp     0x0000000000000027
  001fe2  mov     [rbp+0xa8],rbx
  001fe9  mov     qword ptr [rbp+0x1f8],3
  001ff4  mov     [rbp+0xb0],r12
  001ffb  mov     [rbp+0xc8],r13
  002002  mov     qword ptr [rbp+0x218],1
  00200d  mov     rax,0x300000004
  002017  jmp     0x0000000000000027
  00201c  mov     [rbp+0xa8],rbx
  002023  mov     qword ptr [rbp+0x1f8],3
  00202e  mov     [rbp+0xb0],r13
  002035  mov     qword ptr [rbp+0xb8],0x3c
  002040  mov     [rbp+0xc8],r14
  002047  mov     qword ptr [rbp+0x218],1
  002052  mov     rax,0x300000008
  00205c  jmp     0x0000000000000027
  002061  mov     [rbp+0xa8],rbx
  002068  mov     qword ptr [rbp+0x1f8],3
  002073  mov     [rbp+0xb0],r12
  00207a  mov     [rbp+0xc8],r15
  002081  mov     qword ptr [rbp+0x218],1
  00208c  mov     rax,0x30000000d
  002096  jmp     0x0000000000000027
  00209b  mov     [rbp+0xa8],rbx
  0020a2  mov     qword ptr [rbp+0x1f8],3
  0020ad  mov     [rbp+0xb0],r13
  0020b4  mov     qword ptr [rbp+0xb8],0x3c
  0020bf  mov     [rbp+0xc8],r14
  0020c6  mov     qword ptr [rbp+0x218],1
  0020d1  mov     rax,0x30000000e
  0020db  jmp     0x0000000000000027
  0020e0  mov     [rbp+0xa8],rbx
  0020e7  mov     qword ptr [rbp+0x1f8],3
  0020f2  mov     [rbp+0xb0],r12
  0020f9  mov     [rbp+0xc8],r15
  002100  mov     qword ptr [rbp+0x218],1
  00210b  mov     rax,0x300000011
  002115  jmp     0x0000000000000027
  00211a  mov     [rbp+0xa8],rbx
  002121  mov     qword ptr [rbp+0x1f8],3
  00212c  mov     [rbp+0xb0],r13
  002133  mov     qword ptr [rbp+0xb8],0x3c
  00213e  mov     [rbp+0xc8],r14
  002145  mov     qword ptr [rbp+0x218],1
  002150  mov     rax,0x300000012
  00215a  jmp     0x0000000000000027

; T4: 1544 bytes
; v0:int = input n
  002180  cmp     qword ptr [rbp+0x190],1
  00218b  jne     0x00000000000025bf
; v1:list = input src
  002191  cmp     qword ptr [rbp+0x198],3
  00219c  jne     0x00000000000025bf
; v2:list = input jumps
  0021a2  cmp     qword ptr [rbp+0x1a0],3
  0021ad  jne     0x00000000000025bf
; v3:list = input tape
  0021b3  cmp     qword ptr [rbp+0x1f8],3
  0021be  jne     0x00000000000025bf
  0021c4  mov     rbx,[rbp+0xa8]
; v4:int = input p
  0021cb  cmp     qword ptr [rbp+0x200],1
  0021d6  jne     0x00000000000025bf
  0021dc  mov     r12,[rbp+0xb0]
; v5:int = input pc
  0021e3  cmp     qword ptr [rbp+0x208],1
  0021ee  jne     0x00000000000025bf
  0021f4  mov     r13,[rbp+0xb8]
; guard_value v5, 65 => loop_pc/0 (2) {tape=v3}
  0021fb  cmp     r13,0x41
  002202  jne     0x00000000000025ce
  002208  jmp     0x000000000000221b
  00220d  mov     rbx,[rbp+0xa8]
  002214  mov     r12,[rbp+0xb0]
  00221b  mov     r15,[rbx+0x10]
; guard_words v3 => minus/0 (6) {tape=v3}
  002223  cmp     qword ptr [rbx+8],0
  00222f  jne     0x0000000000002601
; v8:int = readlist v3, v4 words => minus/0 (6) {tape=v3}
  002235  cmp     r12,[rbx]
  00223d  jae     0x0000000000002622
  002243  mov     r13,[r15+r12*8]
; v9:int = sub v8, 1 => minus/0 (6) {tape=v3}
  002248  sub     r13,1
  00224f  jo      0x0000000000002643
; v10:int = and v9, 255
  002255  and     r13,0xff
; v11:list = set v3, v4, v10 owned words in_bounds => minus/3 (6) {tape=v3, x=v10}
  00225c  mov     rax,[rbx-0x10]
  002264  add     rax,[rbx-8]
  00226c  cmp     rax,2
  002272  jne     0x00000000000022c2
  002278  mov     [r15+r12*8],r13
; guard_true v10 => close_bracket/0 (20) {tape=v11, pc=66}
  00227d  test    r13,r13
  002280  je      0x000000000000266b
; guard_steps => loop/0 (23) {tape=v11}
; v14:int = sub_nov v10, 1
; v15:int = and v14, 255
  002286  add     r13b,0xff
; v16:list = set v11, v4, v15 owned words in_bounds => minus/3 (29) {tape=v11, x=v15}
  00228a  mov     [r15+r12*8],r13
; guard_true v15 => close_bracket/0 (43) {tape=v16, pc=66}
  00228f  test    r13,r13
  002292  je      0x0000000000002697
; guard_steps => loop/0 (46) {tape=v16}
; v19:int = sub_nov v15, 1
  002298  lea     r14,[r13-1]
; v20:int = mul_nov v19, 255
  0022a0  imul    r14,0xff
; v21:int = add_nov v15, v20
  0022a7  add     r13,r14
; v22:int = add_nov v21, -1
  0022aa  add     r13,0xffffffffffffffff
; v23:int = and v22, 255
  0022b1  and     r13,0xff
; v24:list = set v16, v4, v23 owned words in_bounds => minus/3 (52) {tape=v16, x=v23}
  0022b8  mov     [r15+r12*8],r13
; exit => close_bracket/0 (66) {tape=v24, pc=66}
  0022bd  jmp     0x00000000000026c3
  0022c2  sub     rsp,0x70
  0022c9  mov     [rsp+0x30],rcx
  0022d1  mov     [rsp+0x38],rsi
  0022d9  mov     [rsp+0x40],rdi
  0022e1  mov     [rsp+0x48],r8
  0022e9  mov     [rsp+0x50],r9
  0022f1  mov     [rsp+0x58],r10
  0022f9  mov     [rsp],rbx
  002301  mov     qword ptr [rsp+8],3
  00230d  mov     [rsp+0x10],r12
  002315  mov     qword ptr [rsp+0x18],1
  002321  mov     [rsp+0x20],r13
  002329  mov     qword ptr [rsp+0x28],1
  002335  mov     rdi,[rbp+0x20]
  00233c  mov     esi,0xe
  002341  mov     rdx,rsp
  002344  mov     rcx,0xfffffffffffffff2
  00234e  mov     r8,0xfffffffffffffff2
  002358  mov     r9,0
  002362  mov     rax,<list_op>
  00236c  call    rax
  00236e  mov     r11,rax
  002371  mov     rcx,[rsp+0x30]
  002379  mov     rsi,[rsp+0x38]
  002381  mov     rdi,[rsp+0x40]
  002389  mov     r8,[rsp+0x48]
  002391  mov     r9,[rsp+0x50]
  002399  mov     r10,[rsp+0x58]
  0023a1  add     rsp,0x70
  0023a8  test    rdx,rdx
  0023ab  je      0x00000000000026ef
  0023b1  mov     rbx,r11
  0023b4  mov     r15,[rbx+0x10]
  0023bc  jmp     0x000000000000227d
  0023c1  sub     rsp,0x70
  0023c8  mov     [rsp+0x30],rcx
  0023d0  mov     [rsp+0x38],rsi
  0023d8  mov     [rsp+0x40],rdi
  0023e0  mov     [rsp+0x48],r8
  0023e8  mov     [rsp+0x50],r9
  0023f0  mov     [rsp+0x58],r10
  0023f8  mov     [rsp],rbx
  002400  mov     qword ptr [rsp+8],3
  00240c  mov     [rsp+0x10],r12
  002414  mov     qword ptr [rsp+0x18],1
  002420  mov     [rsp+0x20],r13
  002428  mov     qword ptr [rsp+0x28],1
  002434  mov     rdi,[rbp+0x20]
  00243b  mov     esi,0xe
  002440  mov     rdx,rsp
  002443  mov     rcx,0xfffffffffffffff2
  00244d  mov     r8,0xfffffffffffffff2
  002457  mov     r9,0
  002461  mov     rax,<list_op>
  00246b  call    rax
  00246d  mov     r11,rax
  002470  mov     rcx,[rsp+0x30]
  002478  mov     rsi,[rsp+0x38]
  002480  mov     rdi,[rsp+0x40]
  002488  mov     r8,[rsp+0x48]
  002490  mov     r9,[rsp+0x50]
  002498  mov     r10,[rsp+0x58]
  0024a0  add     rsp,0x70
  0024a7  test    rdx,rdx
  0024aa  je      0x0000000000002722
  0024b0  mov     rbx,r11
  0024b3  mov     r15,[rbx+0x10]
  0024bb  jmp     0x000000000000228f
  0024c0  sub     rsp,0x70
  0024c7  mov     [rsp+0x30],rcx
  0024cf  mov     [rsp+0x38],rsi
  0024d7  mov     [rsp+0x40],rdi
  0024df  mov     [rsp+0x48],r8
  0024e7  mov     [rsp+0x50],r9
  0024ef  mov     [rsp+0x58],r10
  0024f7  mov     [rsp],rbx
  0024ff  mov     qword ptr [rsp+8],3
  00250b  mov     [rsp+0x10],r12
  002513  mov     qword ptr [rsp+0x18],1
  00251f  mov     [rsp+0x20],r13
  002527  mov     qword ptr [rsp+0x28],1
  002533  mov     rdi,[rbp+0x20]
  00253a  mov     esi,0xe
  00253f  mov     rdx,rsp
  002542  mov     rcx,0xfffffffffffffff2
  00254c  mov     r8,0xfffffffffffffff2
  002556  mov     r9,0
  002560  mov     rax,<list_op>
  00256a  call    rax
  00256c  mov     r11,rax
  00256f  mov     rcx,[rsp+0x30]
  002577  mov     rsi,[rsp+0x38]
  00257f  mov     rdi,[rsp+0x40]
  002587  mov     r8,[rsp+0x48]
  00258f  mov     r9,[rsp+0x50]
  002597  mov     r10,[rsp+0x58]
  00259f  add     rsp,0x70
  0025a6  test    rdx,rdx
  0025a9  je      0x0000000000002755
  0025af  mov     rbx,r11
  0025b2  mov     r15,[rbx+0x10]
  0025ba  jmp     0x00000000000022bd
; exits
  0025bf  mov     rax,0x4fffffffe
  0025c9  jmp     0x0000000000000027
  0025ce  mov     [rbp+0x10],r13
  0025d5  mov     qword ptr [rbp+0x18],1
  0025e0  mov     [rbp+0xa8],rbx
  0025e7  mov     qword ptr [rbp+0x1f8],3
  0025f2  mov     rax,0x400000000
  0025fc  jmp     0x0000000000000027
  002601  mov     [rbp+0xa8],rbx
  002608  mov     qword ptr [rbp+0x1f8],3
  002613  mov     rax,0x400000001
  00261d  jmp     0x0000000000000027
  002622  mov     [rbp+0xa8],rbx
  002629  mov     qword ptr [rbp+0x1f8],3
  002634  mov     rax,0x400000002
  00263e  jmp     0x0000000000000027
  002643  add     r13,1
  00264a  mov     [rbp+0xa8],rbx
  002651  mov     qword ptr [rbp+0x1f8],3
  00265c  mov     rax,0x400000003
  002666  jmp     0x0000000000000027
  00266b  mov     [rbp+0xa8],rbx
  002672  mov     qword ptr [rbp+0x1f8],3
  00267d  mov     qword ptr [rbp+0xb8],0x42
  002688  mov     rax,0x400000005
  002692  jmp     0x0000000000000027
  002697  mov     [rbp+0xa8],rbx
  00269e  mov     qword ptr [rbp+0x1f8],3
  0026a9  mov     qword ptr [rbp+0xb8],0x42
  0026b4  mov     rax,0x400000008
  0026be  jmp     0x0000000000000027
  0026c3  mov     [rbp+0xa8],rbx
  0026ca  mov     qword ptr [rbp+0x1f8],3
  0026d5  mov     qword ptr [rbp+0xb8],0x42
  0026e0  mov     rax,0x40000000b
  0026ea  jmp     0x0000000000000027
  0026ef  mov     [rbp+0xa8],rbx
  0026f6  mov     qword ptr [rbp+0x1f8],3
  002701  mov     [rbp+0xc8],r13
  002708  mov     qword ptr [rbp+0x218],1
  002713  mov     rax,0x400000004
  00271d  jmp     0x0000000000000027
  002722  mov     [rbp+0xa8],rbx
  002729  mov     qword ptr [rbp+0x1f8],3
  002734  mov     [rbp+0xc8],r13
  00273b  mov     qword ptr [rbp+0x218],1
  002746  mov     rax,0x400000007
  002750  jmp     0x0000000000000027
  002755  mov     [rbp+0xa8],rbx
  00275c  mov     qword ptr [rbp+0x1f8],3
  002767  mov     [rbp+0xc8],r13
  00276e  mov     qword ptr [rbp+0x218],1
  002779  mov     rax,0x40000000a
  002783  jmp     0x0000000000000027
