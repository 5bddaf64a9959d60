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

; T1: 2312 bytes
; v0:int = input n
  0002c0  cmp     qword ptr [rbp+0x190],1
  0002cb  jne     0x000000000000085c
; v1:list = input src
  0002d1  cmp     qword ptr [rbp+0x198],3
  0002dc  jne     0x000000000000085c
; v2:list = input jumps
  0002e2  cmp     qword ptr [rbp+0x1a0],3
  0002ed  jne     0x000000000000085c
; v3:list = input tape
  0002f3  cmp     qword ptr [rbp+0x1f8],3
  0002fe  jne     0x000000000000085c
  000304  mov     rbx,[rbp+0xa8]
; v4:int = input p
  00030b  cmp     qword ptr [rbp+0x200],1
  000316  jne     0x000000000000085c
  00031c  mov     r12,[rbp+0xb0]
; v5:int = input pc
  000323  cmp     qword ptr [rbp+0x208],1
  00032e  jne     0x000000000000085c
  000334  mov     r13,[rbp+0xb8]
; guard_value v5, 24 => loop_pc/0 (2) {tape=v3, p=v4}
  00033b  cmp     r13,0x18
  000342  jne     0x000000000000086b
  000348  jmp     0x000000000000035b
  00034d  mov     rbx,[rbp+0xa8]
  000354  mov     r12,[rbp+0xb0]
; v7:int = add v4, 1 => right/0 (7) {tape=v3, p=v4}
  00035b  add     r12,1
  000362  jo      0x00000000000008a5
; v8:int = and v7, 65535
  000368  mov     r13,r12
  00036b  and     r13,0xffff
; guard_words v3 => plus/0 (14) {tape=v3, p=v8, pc=25}
  000372  cmp     qword ptr [rbx+8],0
  00037e  jne     0x00000000000008d4
; v10:int = len v3
  000384  mov     r14,[rbx]
; v11:int = lt 65535, v10
; guard_true v11 => plus/0 (14) {tape=v3, p=v8, pc=25}
  00038c  mov     r11,0xffff
  000393  cmp     r11,r14
  000396  jge     0x0000000000000907
; v13:int = readlist v3, v8 words in_bounds => plus/0 (14) {tape=v3, p=v8, pc=25}
  00039c  mov     rax,[rbx+0x10]
  0003a4  mov     r14,[rax+r13*8]
; v14:int = add v13, 1 => plus/0 (14) {tape=v3, p=v8, pc=25}
  0003a9  add     r14,1
  0003b0  jo      0x000000000000096d
; v15:int = and v14, 255
  0003b6  and     r14,0xff
; v16:list = set v3, v8, v15 owned words in_bounds => plus/3 (14) {tape=v3, p=v8, pc=25, x=v15}
  0003bd  mov     rax,[rbx-0x10]
  0003c5  add     rax,[rbx-8]
  0003cd  cmp     rax,2
  0003d3  jne     0x0000000000000470
  0003d9  mov     rax,[rbx+0x10]
  0003e1  mov     [rax+r13*8],r14
; v17:int = add_nov v7, -1
  0003e6  add     r12,0xffffffffffffffff
; v18:int = and v17, 65535
  0003ed  and     r12,0xffff
; v19:int = readlist v16, v18 words in_bounds => minus/0 (32) {tape=v16, p=v18, pc=27}
  0003f4  mov     rax,[rbx+0x10]
  0003fc  mov     r15,[rax+r12*8]
; v20:int = sub v19, 1 => minus/0 (32) {tape=v16, p=v18, pc=27}
  000401  sub     r15,1
  000408  jo      0x00000000000009da
; v21:int = and v20, 255
  00040e  and     r15,0xff
; v22:list = set v16, v18, v21 owned words in_bounds => minus/3 (32) {tape=v16, p=v18, pc=27, x=v21}
  000415  mov     rax,[rbx+0x10]
  00041d  mov     [rax+r12*8],r15
; guard_true v21 => close_bracket/0 (46) {tape=v22, p=v18, pc=28}
  000422  test    r15,r15
  000425  je      0x0000000000000a14
; guard_steps => loop/0 (49) {tape=v22, p=v18}
; v25:list = phi tape v22
; v26:int = phi - v21
; v27:int = phi - v15
; loop (49) {tape=v25, p=v18}
  00042b  mov     rsi,[rbx+0x10]
  000433  nop     [rax+rax]
  00043c  nop     [rax]
; v29:int = add v27, 1 => plus/0 (14) {tape=v25, p=v8, pc=25}
  000440  add     r14,1
  000447  jo      0x0000000000000a47
; v30:int = and v29, 255
  00044d  and     r14,0xff
; v31:list = set v25, v8, v30 owned words in_bounds => plus/3 (14) {tape=v25, p=v8, pc=25, x=v30}
  000454  mov     [rsi+r13*8],r14
; v32:int = sub_nov v26, 1
; v33:int = and v32, 255
  000459  add     r15b,0xff
; v34:list = set v31, v18, v33 owned words in_bounds => minus/3 (32) {tape=v31, p=v18, pc=27, x=v33}
  00045d  mov     [rsi+r12*8],r15
; guard_true v33 => close_bracket/0 (46) {tape=v34, p=v18, pc=28}
  000462  test    r15,r15
  000465  jne     0x0000000000000440
  00046b  jmp     0x0000000000000a81
; guard_steps => loop/0 (49) {tape=v34, p=v18}
; jump (49) v25 <- v34, v26 <- v33, v27 <- v30
  000470  sub     rsp,0x70
  000477  mov     [rsp+0x30],rcx
  00047f  mov     [rsp+0x38],rsi
  000487  mov     [rsp+0x40],rdi
  00048f  mov     [rsp+0x48],r8
  000497  mov     [rsp+0x50],r9
  00049f  mov     [rsp+0x58],r10
  0004a7  mov     [rsp],rbx
  0004af  mov     qword ptr [rsp+8],3
  0004bb  mov     [rsp+0x10],r13
  0004c3  mov     qword ptr [rsp+0x18],1
  0004cf  mov     [rsp+0x20],r14
  0004d7  mov     qword ptr [rsp+0x28],1
  0004e3  mov     rdi,[rbp+0x20]
  0004ea  mov     esi,0xe
  0004ef  mov     rdx,rsp
  0004f2  mov     rcx,0xfffffffffffffff2
  0004fc  mov     r8,0xfffffffffffffff2
  000506  mov     r9,0
  000510  mov     rax,<list_op>
  00051a  call    rax
  00051c  mov     r11,rax
  00051f  mov     rcx,[rsp+0x30]
  000527  mov     rsi,[rsp+0x38]
  00052f  mov     rdi,[rsp+0x40]
  000537  mov     r8,[rsp+0x48]
  00053f  mov     r9,[rsp+0x50]
  000547  mov     r10,[rsp+0x58]
  00054f  add     rsp,0x70
  000556  test    rdx,rdx
  000559  je      0x0000000000000ab4
  00055f  mov     rbx,r11
  000562  jmp     0x00000000000003e6
  000567  sub     rsp,0x70
  00056e  mov     [rsp+0x30],rcx
  000576  mov     [rsp+0x38],rsi
  00057e  mov     [rsp+0x40],rdi
  000586  mov     [rsp+0x48],r8
  00058e  mov     [rsp+0x50],r9
  000596  mov     [rsp+0x58],r10
  00059e  mov     [rsp],rbx
  0005a6  mov     qword ptr [rsp+8],3
  0005b2  mov     [rsp+0x10],r12
  0005ba  mov     qword ptr [rsp+0x18],1
  0005c6  mov     [rsp+0x20],r15
  0005ce  mov     qword ptr [rsp+0x28],1
  0005da  mov     rdi,[rbp+0x20]
  0005e1  mov     esi,0xe
  0005e6  mov     rdx,rsp
  0005e9  mov     rcx,0xfffffffffffffff2
  0005f3  mov     r8,0xfffffffffffffff2
  0005fd  mov     r9,0
  000607  mov     rax,<list_op>
  000611  call    rax
  000613  mov     r11,rax
  000616  mov     rcx,[rsp+0x30]
  00061e  mov     rsi,[rsp+0x38]
  000626  mov     rdi,[rsp+0x40]
  00062e  mov     r8,[rsp+0x48]
  000636  mov     r9,[rsp+0x50]
  00063e  mov     r10,[rsp+0x58]
  000646  add     rsp,0x70
  00064d  test    rdx,rdx
  000650  je      0x0000000000000af9
  000656  mov     rbx,r11
  000659  jmp     0x0000000000000422
  00065e  sub     rsp,0x70
  000665  mov     [rsp+0x30],rcx
  00066d  mov     [rsp+0x38],rsi
  000675  mov     [rsp+0x40],rdi
  00067d  mov     [rsp+0x48],r8
  000685  mov     [rsp+0x50],r9
  00068d  mov     [rsp+0x58],r10
  000695  mov     [rsp],rbx
  00069d  mov     qword ptr [rsp+8],3
  0006a9  mov     [rsp+0x10],r13
  0006b1  mov     qword ptr [rsp+0x18],1
  0006bd  mov     [rsp+0x20],r14
  0006c5  mov     qword ptr [rsp+0x28],1
  0006d1  mov     rdi,[rbp+0x20]
  0006d8  mov     esi,0xe
  0006dd  mov     rdx,rsp
  0006e0  mov     rcx,0xfffffffffffffff2
  0006ea  mov     r8,0xfffffffffffffff2
  0006f4  mov     r9,0
  0006fe  mov     rax,<list_op>
  000708  call    rax
  00070a  mov     r11,rax
  00070d  mov     rcx,[rsp+0x30]
  000715  mov     rsi,[rsp+0x38]
  00071d  mov     rdi,[rsp+0x40]
  000725  mov     r8,[rsp+0x48]
  00072d  mov     r9,[rsp+0x50]
  000735  mov     r10,[rsp+0x58]
  00073d  add     rsp,0x70
  000744  test    rdx,rdx
  000747  je      0x0000000000000b3e
  00074d  mov     rbx,r11
  000750  mov     rsi,[rbx+0x10]
  000758  jmp     0x0000000000000459
  00075d  sub     rsp,0x70
  000764  mov     [rsp+0x30],rcx
  00076c  mov     [rsp+0x38],rsi
  000774  mov     [rsp+0x40],rdi
  00077c  mov     [rsp+0x48],r8
  000784  mov     [rsp+0x50],r9
  00078c  mov     [rsp+0x58],r10
  000794  mov     [rsp],rbx
  00079c  mov     qword ptr [rsp+8],3
  0007a8  mov     [rsp+0x10],r12
  0007b0  mov     qword ptr [rsp+0x18],1
  0007bc  mov     [rsp+0x20],r15
  0007c4  mov     qword ptr [rsp+0x28],1
  0007d0  mov     rdi,[rbp+0x20]
  0007d7  mov     esi,0xe
  0007dc  mov     rdx,rsp
  0007df  mov     rcx,0xfffffffffffffff2
  0007e9  mov     r8,0xfffffffffffffff2
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
  000843  test    rdx,rdx
  000846  je      0x0000000000000b83
  00084c  mov     rbx,r11
  00084f  mov     rsi,[rbx+0x10]
  000857  jmp     0x0000000000000462
; exits
  00085c  mov     rax,0x1fffffffe
  000866  jmp     0x0000000000000027
  00086b  mov     [rbp+0x10],r13
  000872  mov     qword ptr [rbp+0x18],1
  00087d  mov     [rbp+0xa8],rbx
  000884  mov     qword ptr [rbp+0x1f8],3
  00088f  mov     [rbp+0xb0],r12
  000896  mov     rax,0x100000000
  0008a0  jmp     0x0000000000000027
  0008a5  sub     r12,1
  0008ac  mov     [rbp+0xa8],rbx
  0008b3  mov     qword ptr [rbp+0x1f8],3
  0008be  mov     [rbp+0xb0],r12
  0008c5  mov     rax,0x100000001
  0008cf  jmp     0x0000000000000027
  0008d4  mov     [rbp+0xa8],rbx
  0008db  mov     qword ptr [rbp+0x1f8],3
  0008e6  mov     [rbp+0xb0],r13
  0008ed  mov     qword ptr [rbp+0xb8],0x19
  0008f8  mov     rax,0x100000002
  000902  jmp     0x0000000000000027
  000907  mov     [rbp+0xa8],rbx
  00090e  mov     qword ptr [rbp+0x1f8],3
  000919  mov     [rbp+0xb0],r13
  000920  mov     qword ptr [rbp+0xb8],0x19
  00092b  mov     rax,0x100000003
  000935  jmp     0x0000000000000027
  00093a  mov     [rbp+0xa8],rbx
  000941  mov     qword ptr [rbp+0x1f8],3
  00094c  mov     [rbp+0xb0],r13
  000953  mov     qword ptr [rbp+0xb8],0x19
  00095e  mov     rax,0x100000004
  000968  jmp     0x0000000000000027
  00096d  sub     r14,1
  000974  mov     [rbp+0xa8],rbx
  00097b  mov     qword ptr [rbp+0x1f8],3
  000986  mov     [rbp+0xb0],r13
  00098d  mov     qword ptr [rbp+0xb8],0x19
  000998  mov     rax,0x100000005
  0009a2  jmp     0x0000000000000027
  0009a7  mov     [rbp+0xa8],rbx
  0009ae  mov     qword ptr [rbp+0x1f8],3
  0009b9  mov     [rbp+0xb0],r12
  0009c0  mov     qword ptr [rbp+0xb8],0x1b
  0009cb  mov     rax,0x100000007
  0009d5  jmp     0x0000000000000027
  0009da  add     r15,1
  0009e1  mov     [rbp+0xa8],rbx
  0009e8  mov     qword ptr [rbp+0x1f8],3
  0009f3  mov     [rbp+0xb0],r12
  0009fa  mov     qword ptr [rbp+0xb8],0x1b
  000a05  mov     rax,0x100000008
  000a0f  jmp     0x0000000000000027
  000a14  mov     [rbp+0xa8],rbx
  000a1b  mov     qword ptr [rbp+0x1f8],3
  000a26  mov     [rbp+0xb0],r12
  000a2d  mov     qword ptr [rbp+0xb8],0x1c
  000a38  mov     rax,0x10000000a
  000a42  jmp     0x0000000000000027
  000a47  sub     r14,1
  000a4e  mov     [rbp+0xa8],rbx
  000a55  mov     qword ptr [rbp+0x1f8],3
  000a60  mov     [rbp+0xb0],r13
  000a67  mov     qword ptr [rbp+0xb8],0x19
  000a72  mov     rax,0x10000000c
  000a7c  jmp     0x0000000000000027
  000a81  mov     [rbp+0xa8],rbx
  000a88  mov     qword ptr [rbp+0x1f8],3
  000a93  mov     [rbp+0xb0],r12
  000a9a  mov     qword ptr [rbp+0xb8],0x1c
  000aa5  mov     rax,0x10000000f
  000aaf  jmp     0x0000000000000027
  000ab4  mov     [rbp+0xa8],rbx
  000abb  mov     qword ptr [rbp+0x1f8],3
  000ac6  mov     [rbp+0xb0],r13
  000acd  mov     qword ptr [rbp+0xb8],0x19
  000ad8  mov     [rbp+0xc8],r14
  000adf  mov     qword ptr [rbp+0x218],1
  000aea  mov     rax,0x100000006
  000af4  jmp     0x0000000000000027
  000af9  mov     [rbp+0xa8],rbx
  000b00  mov     qword ptr [rbp+0x1f8],3
  000b0b  mov     [rbp+0xb0],r12
  000b12  mov     qword ptr [rbp+0xb8],0x1b
  000b1d  mov     [rbp+0xc8],r15
  000b24  mov     qword ptr [rbp+0x218],1
  000b2f  mov     rax,0x100000009
  000b39  jmp     0x0000000000000027
  000b3e  mov     [rbp+0xa8],rbx
  000b45  mov     qword ptr [rbp+0x1f8],3
  000b50  mov     [rbp+0xb0],r13
  000b57  mov     qword ptr [rbp+0xb8],0x19
  000b62  mov     [rbp+0xc8],r14
  000b69  mov     qword ptr [rbp+0x218],1
  000b74  mov     rax,0x10000000d
  000b7e  jmp     0x0000000000000027
  000b83  mov     [rbp+0xa8],rbx
  000b8a  mov     qword ptr [rbp+0x1f8],3
  000b95  mov     [rbp+0xb0],r12
  000b9c  mov     qword ptr [rbp+0xb8],0x1b
  000ba7  mov     [rbp+0xc8],r15
  000bae  mov     qword ptr [rbp+0x218],1
  000bb9  mov     rax,0x10000000e
  000bc3  jmp     0x0000000000000027

; T2: 1818 bytes
; v0:int = input n
  000c00  cmp     qword ptr [rbp+0x190],1
  000c0b  jne     0x0000000000001158
; v1:list = input src
  000c11  cmp     qword ptr [rbp+0x198],3
  000c1c  jne     0x0000000000001158
; v2:list = input jumps
  000c22  cmp     qword ptr [rbp+0x1a0],3
  000c2d  jne     0x0000000000001158
; v3:list = input tape
  000c33  cmp     qword ptr [rbp+0x1f8],3
  000c3e  jne     0x0000000000001158
  000c44  mov     rbx,[rbp+0xa8]
; v4:int = input p
  000c4b  cmp     qword ptr [rbp+0x200],1
  000c56  jne     0x0000000000001158
  000c5c  mov     r12,[rbp+0xb0]
; v5:int = input pc
  000c63  cmp     qword ptr [rbp+0x208],1
  000c6e  jne     0x0000000000001158
  000c74  mov     r13,[rbp+0xb8]
; guard_value v5, 31 => loop_pc/0 (2) {tape=v3}
  000c7b  cmp     r13,0x1f
  000c82  jne     0x0000000000001167
  000c88  jmp     0x0000000000000c9b
  000c8d  mov     rbx,[rbp+0xa8]
  000c94  mov     r12,[rbp+0xb0]
; guard_words v3 => minus/0 (6) {tape=v3}
  000c9b  cmp     qword ptr [rbx+8],0
  000ca7  jne     0x000000000000119a
; v8:int = readlist v3, v4 words => minus/0 (6) {tape=v3}
  000cad  cmp     r12,[rbx]
  000cb5  jae     0x00000000000011bb
  000cbb  mov     rax,[rbx+0x10]
  000cc3  mov     r13,[rax+r12*8]
; v9:int = sub v8, 1 => minus/0 (6) {tape=v3}
  000cc8  sub     r13,1
  000ccf  jo      0x00000000000011dc
; v10:int = and v9, 255
  000cd5  and     r13,0xff
; v11:list = set v3, v4, v10 owned words in_bounds => minus/3 (6) {tape=v3, x=v10}
  000cdc  mov     rax,[rbx-0x10]
  000ce4  add     rax,[rbx-8]
  000cec  cmp     rax,2
  000cf2  jne     0x0000000000000dca
  000cf8  mov     rax,[rbx+0x10]
  000d00  mov     [rax+r12*8],r13
; v12:int = put_byte v10 => output/0 (17) {tape=v11, pc=32}
  000d05  cmp     r13,0xff
  000d0c  ja      0x0000000000000ec1
  000d12  mov     rax,[rbp+0x28]
  000d19  mov     rdx,[rax]
  000d1c  cmp     rdx,0x10000
  000d23  jae     0x0000000000000ec1
  000d29  mov     [rax+rdx+8],r13b
  000d31  add     rdx,1
  000d35  mov     [rax],rdx
; guard_true v10 => close_bracket/0 (31) {tape=v11, pc=33}
  000d38  test    r13,r13
  000d3b  je      0x0000000000001204
; guard_steps => loop/0 (34) {tape=v11}
; v15:list = phi tape v11
; v16:int = phi - v10
; loop (34) {tape=v15}
  000d41  mov     r14,[rbx+0x10]
  000d49  nop     [rax+rax]
  000d52  nop     [rax+rax]
  000d5b  nop     [rax+rax]
  000d64  nop     [rax+rax]
  000d6d  nop     [rax+rax]
  000d76  nop     [rax+rax]
  000d7f  nop
; v18:int = sub_nov v16, 1
; v19:int = and v18, 255
  000d80  add     r13b,0xff
; v20:list = set v15, v4, v19 owned words in_bounds => minus/3 (6) {tape=v15, x=v19}
  000d84  mov     [r14+r12*8],r13
; v21:int = put_byte v19 => output/0 (17) {tape=v20, pc=32}
  000d89  cmp     r13,0xff
  000d90  ja      0x000000000000108c
  000d96  mov     rax,[rbp+0x28]
  000d9d  mov     rdx,[rax]
  000da0  cmp     rdx,0x10000
  000da7  jae     0x000000000000108c
  000dad  mov     [rax+rdx+8],r13b
  000db5  add     rdx,1
  000db9  mov     [rax],rdx
; guard_true v19 => close_bracket/0 (31) {tape=v20, pc=33}
  000dbc  test    r13,r13
  000dbf  jne     0x0000000000000d80
  000dc5  jmp     0x0000000000001230
; guard_steps => loop/0 (34) {tape=v20}
; jump (34) v15 <- v20, v16 <- v19
  000dca  sub     rsp,0x70
  000dd1  mov     [rsp+0x30],rcx
  000dd9  mov     [rsp+0x38],rsi
  000de1  mov     [rsp+0x40],rdi
  000de9  mov     [rsp+0x48],r8
  000df1  mov     [rsp+0x50],r9
  000df9  mov     [rsp+0x58],r10
  000e01  mov     [rsp],rbx
  000e09  mov     qword ptr [rsp+8],3
  000e15  mov     [rsp+0x10],r12
  000e1d  mov     qword ptr [rsp+0x18],1
  000e29  mov     [rsp+0x20],r13
  000e31  mov     qword ptr [rsp+0x28],1
  000e3d  mov     rdi,[rbp+0x20]
  000e44  mov     esi,0xe
  000e49  mov     rdx,rsp
  000e4c  mov     rcx,0xfffffffffffffff2
  000e56  mov     r8,0xfffffffffffffff2
  000e60  mov     r9,0
  000e6a  mov     rax,<list_op>
  000e74  call    rax
  000e76  mov     r11,rax
  000e79  mov     rcx,[rsp+0x30]
  000e81  mov     rsi,[rsp+0x38]
  000e89  mov     rdi,[rsp+0x40]
  000e91  mov     r8,[rsp+0x48]
  000e99  mov     r9,[rsp+0x50]
  000ea1  mov     r10,[rsp+0x58]
  000ea9  add     rsp,0x70
  000eb0  test    rdx,rdx
  000eb3  je      0x000000000000125c
  000eb9  mov     rbx,r11
  000ebc  jmp     0x0000000000000d05
  000ec1  sub     rsp,0x70
  000ec8  mov     [rsp+0x30],rcx
  000ed0  mov     [rsp+0x38],rsi
  000ed8  mov     [rsp+0x40],rdi
  000ee0  mov     [rsp+0x48],r8
  000ee8  mov     [rsp+0x50],r9
  000ef0  mov     [rsp+0x58],r10
  000ef8  mov     [rsp],r13
  000f00  mov     qword ptr [rsp+8],1
  000f0c  mov     rdi,[rbp+0x20]
  000f13  mov     esi,0x14
  000f18  mov     rdx,rsp
  000f1b  mov     rcx,1
  000f25  mov     r8,0
  000f2f  mov     r9,0
  000f39  mov     rax,<call_op>
  000f43  call    rax
  000f45  mov     r11,rax
  000f48  mov     rcx,[rsp+0x30]
  000f50  mov     rsi,[rsp+0x38]
  000f58  mov     rdi,[rsp+0x40]
  000f60  mov     r8,[rsp+0x48]
  000f68  mov     r9,[rsp+0x50]
  000f70  mov     r10,[rsp+0x58]
  000f78  add     rsp,0x70
  000f7f  test    rdx,rdx
  000f82  je      0x000000000000128f
  000f88  jmp     0x0000000000000d38
  000f8d  sub     rsp,0x70
  000f94  mov     [rsp+0x30],rcx
  000f9c  mov     [rsp+0x38],rsi
  000fa4  mov     [rsp+0x40],rdi
  000fac  mov     [rsp+0x48],r8
  000fb4  mov     [rsp+0x50],r9
  000fbc  mov     [rsp+0x58],r10
  000fc4  mov     [rsp],rbx
  000fcc  mov     qword ptr [rsp+8],3
  000fd8  mov     [rsp+0x10],r12
  000fe0  mov     qword ptr [rsp+0x18],1
  000fec  mov     [rsp+0x20],r13
  000ff4  mov     qword ptr [rsp+0x28],1
  001000  mov     rdi,[rbp+0x20]
  001007  mov     esi,0xe
  00100c  mov     rdx,rsp
  00100f  mov     rcx,0xfffffffffffffff2
  001019  mov     r8,0xfffffffffffffff2
  001023  mov     r9,0
  00102d  mov     rax,<list_op>
  001037  call    rax
  001039  mov     r11,rax
  00103c  mov     rcx,[rsp+0x30]
  001044  mov     rsi,[rsp+0x38]
  00104c  mov     rdi,[rsp+0x40]
  001054  mov     r8,[rsp+0x48]
  00105c  mov     r9,[rsp+0x50]
  001064  mov     r10,[rsp+0x58]
  00106c  add     rsp,0x70
  001073  test    rdx,rdx
  001076  je      0x00000000000012bb
  00107c  mov     rbx,r11
  00107f  mov     r14,[rbx+0x10]
  001087  jmp     0x0000000000000d89
  00108c  sub     rsp,0x70
  001093  mov     [rsp+0x30],rcx
  00109b  mov     [rsp+0x38],rsi
  0010a3  mov     [rsp+0x40],rdi
  0010ab  mov     [rsp+0x48],r8
  0010b3  mov     [rsp+0x50],r9
  0010bb  mov     [rsp+0x58],r10
  0010c3  mov     [rsp],r13
  0010cb  mov     qword ptr [rsp+8],1
  0010d7  mov     rdi,[rbp+0x20]
  0010de  mov     esi,0x14
  0010e3  mov     rdx,rsp
  0010e6  mov     rcx,1
  0010f0  mov     r8,0
  0010fa  mov     r9,0
  001104  mov     rax,<call_op>
  00110e  call    rax
  001110  mov     r11,rax
  001113  mov     rcx,[rsp+0x30]
  00111b  mov     rsi,[rsp+0x38]
  001123  mov     rdi,[rsp+0x40]
  00112b  mov     r8,[rsp+0x48]
  001133  mov     r9,[rsp+0x50]
  00113b  mov     r10,[rsp+0x58]
  001143  add     rsp,0x70
  00114a  test    rdx,rdx
  00114d  je      0x00000000000012ee
  001153  jmp     0x0000000000000dbc
; exits
  001158  mov     rax,0x2fffffffe
  001162  jmp     0x0000000000000027
  001167  mov     [rbp+0x10],r13
  00116e  mov     qword ptr [rbp+0x18],1
  001179  mov     [rbp+0xa8],rbx
  001180  mov     qword ptr [rbp+0x1f8],3
  00118b  mov     rax,0x200000000
  001195  jmp     0x0000000000000027
  00119a  mov     [rbp+0xa8],rbx
  0011a1  mov     qword ptr [rbp+0x1f8],3
  0011ac  mov     rax,0x200000001
  0011b6  jmp     0x0000000000000027
  0011bb  mov     [rbp+0xa8],rbx
  0011c2  mov     qword ptr [rbp+0x1f8],3
  0011cd  mov     rax,0x200000002
  0011d7  jmp     0x0000000000000027
  0011dc  add     r13,1
  0011e3  mov     [rbp+0xa8],rbx
  0011ea  mov     qword ptr [rbp+0x1f8],3
  0011f5  mov     rax,0x200000003
  0011ff  jmp     0x0000000000000027
  001204  mov     [rbp+0xa8],rbx
  00120b  mov     qword ptr [rbp+0x1f8],3
  001216  mov     qword ptr [rbp+0xb8],0x21
  001221  mov     rax,0x200000006
  00122b  jmp     0x0000000000000027
  001230  mov     [rbp+0xa8],rbx
  001237  mov     qword ptr [rbp+0x1f8],3
  001242  mov     qword ptr [rbp+0xb8],0x21
  00124d  mov     rax,0x20000000a
  001257  jmp     0x0000000000000027
  00125c  mov     [rbp+0xa8],rbx
  001263  mov     qword ptr [rbp+0x1f8],3
  00126e  mov     [rbp+0xc8],r13
  001275  mov     qword ptr [rbp+0x218],1
  001280  mov     rax,0x200000004
  00128a  jmp     0x0000000000000027
  00128f  mov     [rbp+0xa8],rbx
  001296  mov     qword ptr [rbp+0x1f8],3
  0012a1  mov     qword ptr [rbp+0xb8],0x20
  0012ac  mov     rax,0x200000005
  0012b6  jmp     0x0000000000000027
  0012bb  mov     [rbp+0xa8],rbx
  0012c2  mov     qword ptr [rbp+0x1f8],3
  0012cd  mov     [rbp+0xc8],r13
  0012d4  mov     qword ptr [rbp+0x218],1
  0012df  mov     rax,0x200000008
  0012e9  jmp     0x0000000000000027
  0012ee  mov     [rbp+0xa8],rbx
  0012f5  mov     qword ptr [rbp+0x1f8],3
  001300  mov     qword ptr [rbp+0xb8],0x20
  00130b  mov     rax,0x200000009
  001315  jmp     0x0000000000000027

; T3: 2324 bytes
; v0:int = input n
  001340  cmp     qword ptr [rbp+0x190],1
  00134b  jne     0x00000000000018ec
; v1:list = input src
  001351  cmp     qword ptr [rbp+0x198],3
  00135c  jne     0x00000000000018ec
; v2:list = input jumps
  001362  cmp     qword ptr [rbp+0x1a0],3
  00136d  jne     0x00000000000018ec
; v3:list = input tape
  001373  cmp     qword ptr [rbp+0x1f8],3
  00137e  jne     0x00000000000018ec
  001384  mov     rbx,[rbp+0xa8]
; v4:int = input p
  00138b  cmp     qword ptr [rbp+0x200],1
  001396  jne     0x00000000000018ec
  00139c  mov     r12,[rbp+0xb0]
; v5:int = input pc
  0013a3  cmp     qword ptr [rbp+0x208],1
  0013ae  jne     0x00000000000018ec
  0013b4  mov     r13,[rbp+0xb8]
; guard_value v5, 58 => loop_pc/0 (2) {tape=v3, p=v4}
  0013bb  cmp     r13,0x3a
  0013c2  jne     0x00000000000018fb
  0013c8  jmp     0x00000000000013db
  0013cd  mov     rbx,[rbp+0xa8]
  0013d4  mov     r12,[rbp+0xb0]
; guard_words v3 => minus/0 (6) {tape=v3, p=v4}
  0013db  cmp     qword ptr [rbx+8],0
  0013e7  jne     0x0000000000001935
; v8:int = readlist v3, v4 words => minus/0 (6) {tape=v3, p=v4}
  0013ed  cmp     r12,[rbx]
  0013f5  jae     0x000000000000195d
  0013fb  mov     rax,[rbx+0x10]
  001403  mov     r13,[rax+r12*8]
; v9:int = sub v8, 1 => minus/0 (6) {tape=v3, p=v4}
  001408  sub     r13,1
  00140f  jo      0x0000000000001985
; v10:int = and v9, 255
  001415  and     r13,0xff
; v11:list = set v3, v4, v10 owned words in_bounds => minus/3 (6) {tape=v3, p=v4, x=v10}
  00141c  mov     rax,[rbx-0x10]
  001424  add     rax,[rbx-8]
  00142c  cmp     rax,2
  001432  jne     0x0000000000001500
  001438  mov     rax,[rbx+0x10]
  001440  mov     [rax+r12*8],r13
; v12:int = add_nov v4, 1
  001445  lea     r13,[r12+1]
; v13:int = and v12, 65535
  00144d  and     r13,0xffff
; v14:int = len v11
  001454  mov     r14,[rbx]
; v15:int = lt 65535, v14
; guard_true v15 => plus/0 (22) {tape=v11, p=v13, pc=60}
  00145c  mov     r11,0xffff
  001463  cmp     r11,r14
  001466  jge     0x00000000000019b4
; v17:int = readlist v11, v13 words in_bounds => plus/0 (22) {tape=v11, p=v13, pc=60}
  00146c  mov     rax,[rbx+0x10]
  001474  mov     r14,[rax+r13*8]
; v18:int = add v17, 1 => plus/0 (22) {tape=v11, p=v13, pc=60}
  001479  add     r14,1
  001480  jo      0x0000000000001a1a
; v19:int = and v18, 255
  001486  and     r14,0xff
; v20:list = set v11, v13, v19 owned words in_bounds => plus/3 (22) {tape=v11, p=v13, pc=60, x=v19}
  00148d  mov     rax,[rbx+0x10]
  001495  mov     [rax+r13*8],r14
; v21:int = and v4, 65535
  00149a  and     r12,0xffff
; v22:int = readlist v20, v21 words in_bounds => close_bracket/0 (46) {tape=v20, p=v21, pc=62}
  0014a1  mov     rax,[rbx+0x10]
  0014a9  mov     r15,[rax+r12*8]
; guard_true v22 => close_bracket/0 (46) {tape=v20, p=v21, pc=62}
  0014ae  test    r15,r15
  0014b1  je      0x0000000000001a87
; guard_steps => loop/0 (49) {tape=v20, p=v21}
; v25:list = phi tape v20
; v26:int = phi - v22
; v27:int = phi - v19
; loop (49) {tape=v25, p=v21}
  0014b7  mov     rsi,[rbx+0x10]
  0014bf  nop
; v29:int = sub v26, 1 => minus/0 (6) {tape=v25, p=v21}
  0014c0  sub     r15,1
  0014c7  jo      0x0000000000001aba
; v30:int = and v29, 255
  0014cd  and     r15,0xff
; v31:list = set v25, v21, v30 owned words in_bounds => minus/3 (6) {tape=v25, p=v21, x=v30}
  0014d4  mov     [rsi+r12*8],r15
; v32:int = add v27, 1 => plus/0 (22) {tape=v31, p=v13, pc=60}
  0014d9  add     r14,1
  0014e0  jo      0x0000000000001ae9
; v33:int = and v32, 255
  0014e6  and     r14,0xff
; v34:list = set v31, v13, v33 owned words in_bounds => plus/3 (22) {tape=v31, p=v13, pc=60, x=v33}
  0014ed  mov     [rsi+r13*8],r14
; guard_true v30 => close_bracket/0 (46) {tape=v34, p=v21, pc=62}
  0014f2  test    r15,r15
  0014f5  jne     0x00000000000014c0
  0014fb  jmp     0x0000000000001b23
; guard_steps => loop/0 (49) {tape=v34, p=v21}
; jump (49) v25 <- v34, v26 <- v30, v27 <- v33
  001500  sub     rsp,0x70
  001507  mov     [rsp+0x30],rcx
  00150f  mov     [rsp+0x38],rsi
  001517  mov     [rsp+0x40],rdi
  00151f  mov     [rsp+0x48],r8
  001527  mov     [rsp+0x50],r9
  00152f  mov     [rsp+0x58],r10
  001537  mov     [rsp],rbx
  00153f  mov     qword ptr [rsp+8],3
  00154b  mov     [rsp+0x10],r12
  001553  mov     qword ptr [rsp+0x18],1
  00155f  mov     [rsp+0x20],r13
  001567  mov     qword ptr [rsp+0x28],1
  001573  mov     rdi,[rbp+0x20]
  00157a  mov     esi,0xe
  00157f  mov     rdx,rsp
  001582  mov     rcx,0xfffffffffffffff2
  00158c  mov     r8,0xfffffffffffffff2
  001596  mov     r9,0
  0015a0  mov     rax,<list_op>
  0015aa  call    rax
  0015ac  mov     r11,rax
  0015af  mov     rcx,[rsp+0x30]
  0015b7  mov     rsi,[rsp+0x38]
  0015bf  mov     rdi,[rsp+0x40]
  0015c7  mov     r8,[rsp+0x48]
  0015cf  mov     r9,[rsp+0x50]
  0015d7  mov     r10,[rsp+0x58]
  0015df  add     rsp,0x70
  0015e6  test    rdx,rdx
  0015e9  je      0x0000000000001b56
  0015ef  mov     rbx,r11
  0015f2  jmp     0x0000000000001445
  0015f7  sub     rsp,0x70
  0015fe  mov     [rsp+0x30],rcx
  001606  mov     [rsp+0x38],rsi
  00160e  mov     [rsp+0x40],rdi
  001616  mov     [rsp+0x48],r8
  00161e  mov     [rsp+0x50],r9
  001626  mov     [rsp+0x58],r10
  00162e  mov     [rsp],rbx
  001636  mov     qword ptr [rsp+8],3
  001642  mov     [rsp+0x10],r13
  00164a  mov     qword ptr [rsp+0x18],1
  001656  mov     [rsp+0x20],r14
  00165e  mov     qword ptr [rsp+0x28],1
  00166a  mov     rdi,[rbp+0x20]
  001671  mov     esi,0xe
  001676  mov     rdx,rsp
  001679  mov     rcx,0xfffffffffffffff2
  001683  mov     r8,0xfffffffffffffff2
  00168d  mov     r9,0
  001697  mov     rax,<list_op>
  0016a1  call    rax
  0016a3  mov     r11,rax
  0016a6  mov     rcx,[rsp+0x30]
  0016ae  mov     rsi,[rsp+0x38]
  0016b6  mov     rdi,[rsp+0x40]
  0016be  mov     r8,[rsp+0x48]
  0016c6  mov     r9,[rsp+0x50]
  0016ce  mov     r10,[rsp+0x58]
  0016d6  add     rsp,0x70
  0016dd  test    rdx,rdx
  0016e0  je      0x0000000000001b90
  0016e6  mov     rbx,r11
  0016e9  jmp     0x000000000000149a
  0016ee  sub     rsp,0x70
  0016f5  mov     [rsp+0x30],rcx
  0016fd  mov     [rsp+0x38],rsi
  001705  mov     [rsp+0x40],rdi
  00170d  mov     [rsp+0x48],r8
  001715  mov     [rsp+0x50],r9
  00171d  mov     [rsp+0x58],r10
  001725  mov     [rsp],rbx
  00172d  mov     qword ptr [rsp+8],3
  001739  mov     [rsp+0x10],r12
  001741  mov     qword ptr [rsp+0x18],1
  00174d  mov     [rsp+0x20],r15
  001755  mov     qword ptr [rsp+0x28],1
  001761  mov     rdi,[rbp+0x20]
  001768  mov     esi,0xe
  00176d  mov     rdx,rsp
  001770  mov     rcx,0xfffffffffffffff2
  00177a  mov     r8,0xfffffffffffffff2
  001784  mov     r9,0
  00178e  mov     rax,<list_op>
  001798  call    rax
  00179a  mov     r11,rax
  00179d  mov     rcx,[rsp+0x30]
  0017a5  mov     rsi,[rsp+0x38]
  0017ad  mov     rdi,[rsp+0x40]
  0017b5  mov     r8,[rsp+0x48]
  0017bd  mov     r9,[rsp+0x50]
  0017c5  mov     r10,[rsp+0x58]
  0017cd  add     rsp,0x70
  0017d4  test    rdx,rdx
  0017d7  je      0x0000000000001bd5
  0017dd  mov     rbx,r11
  0017e0  mov     rsi,[rbx+0x10]
  0017e8  jmp     0x00000000000014d9
  0017ed  sub     rsp,0x70
  0017f4  mov     [rsp+0x30],rcx
  0017fc  mov     [rsp+0x38],rsi
  001804  mov     [rsp+0x40],rdi
  00180c  mov     [rsp+0x48],r8
  001814  mov     [rsp+0x50],r9
  00181c  mov     [rsp+0x58],r10
  001824  mov     [rsp],rbx
  00182c  mov     qword ptr [rsp+8],3
  001838  mov     [rsp+0x10],r13
  001840  mov     qword ptr [rsp+0x18],1
  00184c  mov     [rsp+0x20],r14
  001854  mov     qword ptr [rsp+0x28],1
  001860  mov     rdi,[rbp+0x20]
  001867  mov     esi,0xe
  00186c  mov     rdx,rsp
  00186f  mov     rcx,0xfffffffffffffff2
  001879  mov     r8,0xfffffffffffffff2
  001883  mov     r9,0
  00188d  mov     rax,<list_op>
  001897  call    rax
  001899  mov     r11,rax
  00189c  mov     rcx,[rsp+0x30]
  0018a4  mov     rsi,[rsp+0x38]
  0018ac  mov     rdi,[rsp+0x40]
  0018b4  mov     r8,[rsp+0x48]
  0018bc  mov     r9,[rsp+0x50]
  0018c4  mov     r10,[rsp+0x58]
  0018cc  add     rsp,0x70
  0018d3  test    rdx,rdx
  0018d6  je      0x0000000000001c0f
  0018dc  mov     rbx,r11
  0018df  mov     rsi,[rbx+0x10]
  0018e7  jmp     0x00000000000014f2
; exits
  0018ec  mov     rax,0x3fffffffe
  0018f6  jmp     0x0000000000000027
  0018fb  mov     [rbp+0x10],r13
  001902  mov     qword ptr [rbp+0x18],1
  00190d  mov     [rbp+0xa8],rbx
  001914  mov     qword ptr [rbp+0x1f8],3
  00191f  mov     [rbp+0xb0],r12
  001926  mov     rax,0x300000000
  001930  jmp     0x0000000000000027
  001935  mov     [rbp+0xa8],rbx
  00193c  mov     qword ptr [rbp+0x1f8],3
  001947  mov     [rbp+0xb0],r12
  00194e  mov     rax,0x300000001
  001958  jmp     0x0000000000000027
  00195d  mov     [rbp+0xa8],rbx
  001964  mov     qword ptr [rbp+0x1f8],3
  00196f  mov     [rbp+0xb0],r12
  001976  mov     rax,0x300000002
  001980  jmp     0x0000000000000027
  001985  add     r13,1
  00198c  mov     [rbp+0xa8],rbx
  001993  mov     qword ptr [rbp+0x1f8],3
  00199e  mov     [rbp+0xb0],r12
  0019a5  mov     rax,0x300000003
  0019af  jmp     0x0000000000000027
  0019b4  mov     [rbp+0xa8],rbx
  0019bb  mov     qword ptr [rbp+0x1f8],3
  0019c6  mov     [rbp+0xb0],r13
  0019cd  mov     qword ptr [rbp+0xb8],0x3c
  0019d8  mov     rax,0x300000005
  0019e2  jmp     0x0000000000000027
  0019e7  mov     [rbp+0xa8],rbx
  0019ee  mov     qword ptr [rbp+0x1f8],3
  0019f9  mov     [rbp+0xb0],r13
  001a00  mov     qword ptr [rbp+0xb8],0x3c
  001a0b  mov     rax,0x300000006
  001a15  jmp     0x0000000000000027
  001a1a  sub     r14,1
  001a21  mov     [rbp+0xa8],rbx
  001a28  mov     qword ptr [rbp+0x1f8],3
  001a33  mov     [rbp+0xb0],r13
  001a3a  mov     qword ptr [rbp+0xb8],0x3c
  001a45  mov     rax,0x300000007
  001a4f  jmp     0x0000000000000027
  001a54  mov     [rbp+0xa8],rbx
  001a5b  mov     qword ptr [rbp+0x1f8],3
  001a66  mov     [rbp+0xb0],r12
  001a6d  mov     qword ptr [rbp+0xb8],0x3e
  001a78  mov     rax,0x300000009
  001a82  jmp     0x0000000000000027
  001a87  mov     [rbp+0xa8],rbx
  001a8e  mov     qword ptr [rbp+0x1f8],3
  001a99  mov     [rbp+0xb0],r12
  001aa0  mov     qword ptr [rbp+0xb8],0x3e
  001aab  mov     rax,0x30000000a
  001ab5  jmp     0x0000000000000027
  001aba  add     r15,1
  001ac1  mov     [rbp+0xa8],rbx
  001ac8  mov     qword ptr [rbp+0x1f8],3
  001ad3  mov     [rbp+0xb0],r12
  001ada  mov     rax,0x30000000c
  001ae4  jmp     0x0000000000000027
  001ae9  sub     r14,1
  001af0  mov     [rbp+0xa8],rbx
  001af7  mov     qword ptr [rbp+0x1f8],3
  001b02  mov     [rbp+0xb0],r13
  001b09  mov     qword ptr [rbp+0xb8],0x3c
  001b14  mov     rax,0x30000000e
  001b1e  jmp     0x0000000000000027
  001b23  mov     [rbp+0xa8],rbx
  001b2a  mov     qword ptr [rbp+0x1f8],3
  001b35  mov     [rbp+0xb0],r12
  001b3c  mov     qword ptr [rbp+0xb8],0x3e
  001b47  mov     rax,0x300000010
  001b51  jmp     0x0000000000000027
  001b56  mov     [rbp+0xa8],rbx
  001b5d  mov     qword ptr [rbp+0x1f8],3
  001b68  mov     [rbp+0xb0],r12
  001b6f  mov     [rbp+0xc8],r13
  001b76  mov     qword ptr [rbp+0x218],1
  001b81  mov     rax,0x300000004
  001b8b  jmp     0x0000000000000027
  001b90  mov     [rbp+0xa8],rbx
  001b97  mov     qword ptr [rbp+0x1f8],3
  001ba2  mov     [rbp+0xb0],r13
  001ba9  mov     qword ptr [rbp+0xb8],0x3c
  001bb4  mov     [rbp+0xc8],r14
  001bbb  mov     qword ptr [rbp+0x218],1
  001bc6  mov     rax,0x300000008
  001bd0  jmp     0x0000000000000027
  001bd5  mov     [rbp+0xa8],rbx
  001bdc  mov     qword ptr [rbp+0x1f8],3
  001be7  mov     [rbp+0xb0],r12
  001bee  mov     [rbp+0xc8],r15
  001bf5  mov     qword ptr [rbp+0x218],1
  001c00  mov     rax,0x30000000d
  001c0a  jmp     0x0000000000000027
  001c0f  mov     [rbp+0xa8],rbx
  001c16  mov     qword ptr [rbp+0x1f8],3
  001c21  mov     [rbp+0xb0],r13
  001c28  mov     qword ptr [rbp+0xb8],0x3c
  001c33  mov     [rbp+0xc8],r14
  001c3a  mov     qword ptr [rbp+0x218],1
  001c45  mov     rax,0x30000000f
  001c4f  jmp     0x0000000000000027

; T4: 1207 bytes
; v0:int = input n
  001c80  cmp     qword ptr [rbp+0x190],1
  001c8b  jne     0x0000000000001fcd
; v1:list = input src
  001c91  cmp     qword ptr [rbp+0x198],3
  001c9c  jne     0x0000000000001fcd
; v2:list = input jumps
  001ca2  cmp     qword ptr [rbp+0x1a0],3
  001cad  jne     0x0000000000001fcd
; v3:list = input tape
  001cb3  cmp     qword ptr [rbp+0x1f8],3
  001cbe  jne     0x0000000000001fcd
  001cc4  mov     rbx,[rbp+0xa8]
; v4:int = input p
  001ccb  cmp     qword ptr [rbp+0x200],1
  001cd6  jne     0x0000000000001fcd
  001cdc  mov     r12,[rbp+0xb0]
; v5:int = input pc
  001ce3  cmp     qword ptr [rbp+0x208],1
  001cee  jne     0x0000000000001fcd
  001cf4  mov     r13,[rbp+0xb8]
; guard_value v5, 65 => loop_pc/0 (2) {tape=v3}
  001cfb  cmp     r13,0x41
  001d02  jne     0x0000000000001fdc
  001d08  jmp     0x0000000000001d1b
  001d0d  mov     rbx,[rbp+0xa8]
  001d14  mov     r12,[rbp+0xb0]
; guard_words v3 => minus/0 (6) {tape=v3}
  001d1b  cmp     qword ptr [rbx+8],0
  001d27  jne     0x000000000000200f
; v8:int = readlist v3, v4 words => minus/0 (6) {tape=v3}
  001d2d  cmp     r12,[rbx]
  001d35  jae     0x0000000000002030
  001d3b  mov     rax,[rbx+0x10]
  001d43  mov     r13,[rax+r12*8]
; v9:int = sub v8, 1 => minus/0 (6) {tape=v3}
  001d48  sub     r13,1
  001d4f  jo      0x0000000000002051
; v10:int = and v9, 255
  001d55  and     r13,0xff
; v11:list = set v3, v4, v10 owned words in_bounds => minus/3 (6) {tape=v3, x=v10}
  001d5c  mov     rax,[rbx-0x10]
  001d64  add     rax,[rbx-8]
  001d6c  cmp     rax,2
  001d72  jne     0x0000000000001dd7
  001d78  mov     rax,[rbx+0x10]
  001d80  mov     [rax+r12*8],r13
; guard_true v10 => close_bracket/0 (20) {tape=v11, pc=66}
  001d85  test    r13,r13
  001d88  je      0x0000000000002079
; guard_steps => loop/0 (23) {tape=v11}
; v14:list = phi tape v11
; v15:int = phi - v10
; loop (23) {tape=v14}
  001d8e  mov     r14,[rbx+0x10]
  001d96  nop     [rax+rax]
  001d9f  nop     [rax+rax]
  001da8  nop     [rax+rax]
  001db1  nop     [rax+rax]
  001dba  nop     [rax+rax]
; v17:int = sub_nov v15, 1
; v18:int = and v17, 255
  001dc0  add     r13b,0xff
; v19:list = set v14, v4, v18 owned words in_bounds => minus/3 (6) {tape=v14, x=v18}
  001dc4  mov     [r14+r12*8],r13
; guard_true v18 => close_bracket/0 (20) {tape=v19, pc=66}
  001dc9  test    r13,r13
  001dcc  jne     0x0000000000001dc0
  001dd2  jmp     0x00000000000020a5
; guard_steps => loop/0 (23) {tape=v19}
; jump (23) v14 <- v19, v15 <- v18
  001dd7  sub     rsp,0x70
  001dde  mov     [rsp+0x30],rcx
  001de6  mov     [rsp+0x38],rsi
  001dee  mov     [rsp+0x40],rdi
  001df6  mov     [rsp+0x48],r8
  001dfe  mov     [rsp+0x50],r9
  001e06  mov     [rsp+0x58],r10
  001e0e  mov     [rsp],rbx
  001e16  mov     qword ptr [rsp+8],3
  001e22  mov     [rsp+0x10],r12
  001e2a  mov     qword ptr [rsp+0x18],1
  001e36  mov     [rsp+0x20],r13
  001e3e  mov     qword ptr [rsp+0x28],1
  001e4a  mov     rdi,[rbp+0x20]
  001e51  mov     esi,0xe
  001e56  mov     rdx,rsp
  001e59  mov     rcx,0xfffffffffffffff2
  001e63  mov     r8,0xfffffffffffffff2
  001e6d  mov     r9,0
  001e77  mov     rax,<list_op>
  001e81  call    rax
  001e83  mov     r11,rax
  001e86  mov     rcx,[rsp+0x30]
  001e8e  mov     rsi,[rsp+0x38]
  001e96  mov     rdi,[rsp+0x40]
  001e9e  mov     r8,[rsp+0x48]
  001ea6  mov     r9,[rsp+0x50]
  001eae  mov     r10,[rsp+0x58]
  001eb6  add     rsp,0x70
  001ebd  test    rdx,rdx
  001ec0  je      0x00000000000020d1
  001ec6  mov     rbx,r11
  001ec9  jmp     0x0000000000001d85
  001ece  sub     rsp,0x70
  001ed5  mov     [rsp+0x30],rcx
  001edd  mov     [rsp+0x38],rsi
  001ee5  mov     [rsp+0x40],rdi
  001eed  mov     [rsp+0x48],r8
  001ef5  mov     [rsp+0x50],r9
  001efd  mov     [rsp+0x58],r10
  001f05  mov     [rsp],rbx
  001f0d  mov     qword ptr [rsp+8],3
  001f19  mov     [rsp+0x10],r12
  001f21  mov     qword ptr [rsp+0x18],1
  001f2d  mov     [rsp+0x20],r13
  001f35  mov     qword ptr [rsp+0x28],1
  001f41  mov     rdi,[rbp+0x20]
  001f48  mov     esi,0xe
  001f4d  mov     rdx,rsp
  001f50  mov     rcx,0xfffffffffffffff2
  001f5a  mov     r8,0xfffffffffffffff2
  001f64  mov     r9,0
  001f6e  mov     rax,<list_op>
  001f78  call    rax
  001f7a  mov     r11,rax
  001f7d  mov     rcx,[rsp+0x30]
  001f85  mov     rsi,[rsp+0x38]
  001f8d  mov     rdi,[rsp+0x40]
  001f95  mov     r8,[rsp+0x48]
  001f9d  mov     r9,[rsp+0x50]
  001fa5  mov     r10,[rsp+0x58]
  001fad  add     rsp,0x70
  001fb4  test    rdx,rdx
  001fb7  je      0x0000000000002104
  001fbd  mov     rbx,r11
  001fc0  mov     r14,[rbx+0x10]
  001fc8  jmp     0x0000000000001dc9
; exits
  001fcd  mov     rax,0x4fffffffe
  001fd7  jmp     0x0000000000000027
  001fdc  mov     [rbp+0x10],r13
  001fe3  mov     qword ptr [rbp+0x18],1
  001fee  mov     [rbp+0xa8],rbx
  001ff5  mov     qword ptr [rbp+0x1f8],3
  002000  mov     rax,0x400000000
  00200a  jmp     0x0000000000000027
  00200f  mov     [rbp+0xa8],rbx
  002016  mov     qword ptr [rbp+0x1f8],3
  002021  mov     rax,0x400000001
  00202b  jmp     0x0000000000000027
  002030  mov     [rbp+0xa8],rbx
  002037  mov     qword ptr [rbp+0x1f8],3
  002042  mov     rax,0x400000002
  00204c  jmp     0x0000000000000027
  002051  add     r13,1
  002058  mov     [rbp+0xa8],rbx
  00205f  mov     qword ptr [rbp+0x1f8],3
  00206a  mov     rax,0x400000003
  002074  jmp     0x0000000000000027
  002079  mov     [rbp+0xa8],rbx
  002080  mov     qword ptr [rbp+0x1f8],3
  00208b  mov     qword ptr [rbp+0xb8],0x42
  002096  mov     rax,0x400000005
  0020a0  jmp     0x0000000000000027
  0020a5  mov     [rbp+0xa8],rbx
  0020ac  mov     qword ptr [rbp+0x1f8],3
  0020b7  mov     qword ptr [rbp+0xb8],0x42
  0020c2  mov     rax,0x400000008
  0020cc  jmp     0x0000000000000027
  0020d1  mov     [rbp+0xa8],rbx
  0020d8  mov     qword ptr [rbp+0x1f8],3
  0020e3  mov     [rbp+0xc8],r13
  0020ea  mov     qword ptr [rbp+0x218],1
  0020f5  mov     rax,0x400000004
  0020ff  jmp     0x0000000000000027
  002104  mov     [rbp+0xa8],rbx
  00210b  mov     qword ptr [rbp+0x1f8],3
  002116  mov     [rbp+0xc8],r13
  00211d  mov     qword ptr [rbp+0x218],1
  002128  mov     rax,0x400000007
  002132  jmp     0x0000000000000027
