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

; T1: 3119 bytes
; v0:int = input n
  0002c0  cmp     qword ptr [rbp+0x190],1
  0002cb  jne     0x0000000000000a8c
; v1:list = input src
  0002d1  cmp     qword ptr [rbp+0x198],3
  0002dc  jne     0x0000000000000a8c
; v2:list = input jumps
  0002e2  cmp     qword ptr [rbp+0x1a0],3
  0002ed  jne     0x0000000000000a8c
; v3:list = input tape
  0002f3  cmp     qword ptr [rbp+0x1f8],3
  0002fe  jne     0x0000000000000a8c
  000304  mov     rbx,[rbp+0xa8]
; v4:int = input p
  00030b  cmp     qword ptr [rbp+0x200],1
  000316  jne     0x0000000000000a8c
  00031c  mov     r12,[rbp+0xb0]
; v5:int = input pc
  000323  cmp     qword ptr [rbp+0x208],1
  00032e  jne     0x0000000000000a8c
  000334  mov     r13,[rbp+0xb8]
; guard_value v5, 24 => loop_pc/0 (2) {tape=v3, p=v4}
  00033b  cmp     r13,0x18
  000342  jne     0x0000000000000a9b
  000348  jmp     0x000000000000035b
  00034d  mov     rbx,[rbp+0xa8]
  000354  mov     r12,[rbp+0xb0]
  00035b  mov     r8,[rbx+0x10]
; v7:int = add v4, 1 => right/0 (7) {tape=v3, p=v4}
  000363  add     r12,1
  00036a  jo      0x0000000000000ad5
; v8:int = and v7, 65535
  000370  mov     r13,r12
  000373  and     r13,0xffff
; guard_words v3 => plus/0 (14) {tape=v3, p=v8, pc=25}
  00037a  cmp     qword ptr [rbx+8],0
  000386  jne     0x0000000000000b04
; v10:int = len v3
  00038c  mov     r14,[rbx]
; v11:int = lt 65535, v10
; guard_true v11 => plus/0 (14) {tape=v3, p=v8, pc=25}
  000394  mov     r11,0xffff
  00039b  cmp     r11,r14
  00039e  jge     0x0000000000000b37
; v13:int = readlist v3, v8 words in_bounds => plus/0 (14) {tape=v3, p=v8, pc=25}
  0003a4  mov     r14,[r8+r13*8]
; v14:int = add v13, 1 => plus/0 (14) {tape=v3, p=v8, pc=25}
  0003a9  add     r14,1
  0003b0  jo      0x0000000000000b9d
; v15:int = and v14, 255
  0003b6  and     r14,0xff
; v16:list = set v3, v8, v15 owned words in_bounds => plus/3 (14) {tape=v3, p=v8, pc=25, x=v15}
  0003bd  mov     rax,[rbx-0x10]
  0003c5  add     rax,[rbx-8]
  0003cd  cmp     rax,2
  0003d3  jne     0x0000000000000492
  0003d9  mov     [r8+r13*8],r14
; v17:int = add_nov v7, -1
  0003de  add     r12,0xffffffffffffffff
; v18:int = and v17, 65535
  0003e5  and     r12,0xffff
; v19:int = readlist v16, v18 words in_bounds => minus/0 (32) {tape=v16, p=v18, pc=27}
  0003ec  mov     r15,[r8+r12*8]
; v20:int = sub v19, 1 => minus/0 (32) {tape=v16, p=v18, pc=27}
  0003f1  sub     r15,1
  0003f8  jo      0x0000000000000c0a
; v21:int = and v20, 255
  0003fe  and     r15,0xff
; v22:list = set v16, v18, v21 owned words in_bounds => minus/3 (32) {tape=v16, p=v18, pc=27, x=v21}
  000405  mov     [r8+r12*8],r15
; guard_true v21 => close_bracket/0 (46) {tape=v22, p=v18, pc=28}
  00040a  test    r15,r15
  00040d  je      0x0000000000000c44
; guard_steps => loop/0 (49) {tape=v22, p=v18}
; v25:int = add v15, 1 => plus/0 (63) {tape=v22, p=v8, pc=25}
  000413  add     r14,1
  00041a  jo      0x0000000000000c77
; v26:int = and v25, 255
  000420  and     r14,0xff
; v27:list = set v22, v8, v26 owned words in_bounds => plus/3 (63) {tape=v22, p=v8, pc=25, x=v26}
  000427  mov     [r8+r13*8],r14
; v28:int = sub_nov v21, 1
; v29:int = and v28, 255
  00042c  add     r15b,0xff
; v30:list = set v27, v18, v29 owned words in_bounds => minus/3 (81) {tape=v27, p=v18, pc=27, x=v29}
  000430  mov     [r8+r12*8],r15
; guard_true v29 => close_bracket/0 (95) {tape=v30, p=v18, pc=28}
  000435  test    r15,r15
  000438  je      0x0000000000000cb1
; guard_steps => loop/0 (98) {tape=v30, p=v18}
; v33:int = sub_nov v29, 1
  00043e  lea     rsi,[r15-1]
; v34:int = mul_nov v33, 255
  000446  mov     rdi,rsi
  000449  imul    rdi,0xff
; v35:int = add_nov v29, v34
  000450  add     r15,rdi
; v36:int = and v35, 255
  000453  and     r15,0xff
; v37:int = mul_nov v33, 1
  00045a  imul    rsi,1
; v38:int = add_nov v26, v37
  000461  add     r14,rsi
; v39:int = and v38, 255
  000464  and     r14,0xff
; v40:int = add v39, 1 => plus/0 (112) {tape=v30, p=v8, pc=25}
  00046b  add     r14,1
  000472  jo      0x0000000000000ce4
; v41:int = and v40, 255
  000478  and     r14,0xff
; v42:list = set v30, v8, v41 owned words in_bounds => plus/3 (112) {tape=v30, p=v8, pc=25, x=v41}
  00047f  mov     [r8+r13*8],r14
; v43:int = sub_nov v36, 1
; v44:int = and v43, 255
  000484  add     r15b,0xff
; v45:list = set v42, v18, v44 owned words in_bounds => minus/3 (130) {tape=v42, p=v18, pc=27, x=v44}
  000488  mov     [r8+r12*8],r15
; exit => close_bracket/0 (144) {tape=v45, p=v18, pc=28}
  00048d  jmp     0x0000000000000d1e
  000492  sub     rsp,0x70
  000499  mov     [rsp+0x30],rcx
  0004a1  mov     [rsp+0x38],rsi
  0004a9  mov     [rsp+0x40],rdi
  0004b1  mov     [rsp+0x48],r8
  0004b9  mov     [rsp+0x50],r9
  0004c1  mov     [rsp+0x58],r10
  0004c9  mov     [rsp],rbx
  0004d1  mov     qword ptr [rsp+8],3
  0004dd  mov     [rsp+0x10],r13
  0004e5  mov     qword ptr [rsp+0x18],1
  0004f1  mov     [rsp+0x20],r14
  0004f9  mov     qword ptr [rsp+0x28],1
  000505  mov     rdi,[rbp+0x20]
  00050c  mov     esi,0xe
  000511  mov     rdx,rsp
  000514  mov     rcx,0xfffffffffffffff2
  00051e  mov     r8,0xfffffffffffffff2
  000528  mov     r9,0
  000532  mov     rax,<list_op>
  00053c  call    rax
  00053e  mov     r11,rax
  000541  mov     rcx,[rsp+0x30]
  000549  mov     rsi,[rsp+0x38]
  000551  mov     rdi,[rsp+0x40]
  000559  mov     r8,[rsp+0x48]
  000561  mov     r9,[rsp+0x50]
  000569  mov     r10,[rsp+0x58]
  000571  add     rsp,0x70
  000578  test    rdx,rdx
  00057b  je      0x0000000000000d51
  000581  mov     rbx,r11
  000584  mov     r8,[rbx+0x10]
  00058c  jmp     0x00000000000003de
  000591  sub     rsp,0x70
  000598  mov     [rsp+0x30],rcx
  0005a0  mov     [rsp+0x38],rsi
  0005a8  mov     [rsp+0x40],rdi
  0005b0  mov     [rsp+0x48],r8
  0005b8  mov     [rsp+0x50],r9
  0005c0  mov     [rsp+0x58],r10
  0005c8  mov     [rsp],rbx
  0005d0  mov     qword ptr [rsp+8],3
  0005dc  mov     [rsp+0x10],r12
  0005e4  mov     qword ptr [rsp+0x18],1
  0005f0  mov     [rsp+0x20],r15
  0005f8  mov     qword ptr [rsp+0x28],1
  000604  mov     rdi,[rbp+0x20]
  00060b  mov     esi,0xe
  000610  mov     rdx,rsp
  000613  mov     rcx,0xfffffffffffffff2
  00061d  mov     r8,0xfffffffffffffff2
  000627  mov     r9,0
  000631  mov     rax,<list_op>
  00063b  call    rax
  00063d  mov     r11,rax
  000640  mov     rcx,[rsp+0x30]
  000648  mov     rsi,[rsp+0x38]
  000650  mov     rdi,[rsp+0x40]
  000658  mov     r8,[rsp+0x48]
  000660  mov     r9,[rsp+0x50]
  000668  mov     r10,[rsp+0x58]
  000670  add     rsp,0x70
  000677  test    rdx,rdx
  00067a  je      0x0000000000000d96
  000680  mov     rbx,r11
  000683  mov     r8,[rbx+0x10]
  00068b  jmp     0x000000000000040a
  000690  sub     rsp,0x70
  000697  mov     [rsp+0x30],rcx
  00069f  mov     [rsp+0x38],rsi
  0006a7  mov     [rsp+0x40],rdi
  0006af  mov     [rsp+0x48],r8
  0006b7  mov     [rsp+0x50],r9
  0006bf  mov     [rsp+0x58],r10
  0006c7  mov     [rsp],rbx
  0006cf  mov     qword ptr [rsp+8],3
  0006db  mov     [rsp+0x10],r13
  0006e3  mov     qword ptr [rsp+0x18],1
  0006ef  mov     [rsp+0x20],r14
  0006f7  mov     qword ptr [rsp+0x28],1
  000703  mov     rdi,[rbp+0x20]
  00070a  mov     esi,0xe
  00070f  mov     rdx,rsp
  000712  mov     rcx,0xfffffffffffffff2
  00071c  mov     r8,0xfffffffffffffff2
  000726  mov     r9,0
  000730  mov     rax,<list_op>
  00073a  call    rax
  00073c  mov     r11,rax
  00073f  mov     rcx,[rsp+0x30]
  000747  mov     rsi,[rsp+0x38]
  00074f  mov     rdi,[rsp+0x40]
  000757  mov     r8,[rsp+0x48]
  00075f  mov     r9,[rsp+0x50]
  000767  mov     r10,[rsp+0x58]
  00076f  add     rsp,0x70
  000776  test    rdx,rdx
  000779  je      0x0000000000000ddb
  00077f  mov     rbx,r11
  000782  mov     r8,[rbx+0x10]
  00078a  jmp     0x000000000000042c
  00078f  sub     rsp,0x70
  000796  mov     [rsp+0x30],rcx
  00079e  mov     [rsp+0x38],rsi
  0007a6  mov     [rsp+0x40],rdi
  0007ae  mov     [rsp+0x48],r8
  0007b6  mov     [rsp+0x50],r9
  0007be  mov     [rsp+0x58],r10
  0007c6  mov     [rsp],rbx
  0007ce  mov     qword ptr [rsp+8],3
  0007da  mov     [rsp+0x10],r12
  0007e2  mov     qword ptr [rsp+0x18],1
  0007ee  mov     [rsp+0x20],r15
  0007f6  mov     qword ptr [rsp+0x28],1
  000802  mov     rdi,[rbp+0x20]
  000809  mov     esi,0xe
  00080e  mov     rdx,rsp
  000811  mov     rcx,0xfffffffffffffff2
  00081b  mov     r8,0xfffffffffffffff2
  000825  mov     r9,0
  00082f  mov     rax,<list_op>
  000839  call    rax
  00083b  mov     r11,rax
  00083e  mov     rcx,[rsp+0x30]
  000846  mov     rsi,[rsp+0x38]
  00084e  mov     rdi,[rsp+0x40]
  000856  mov     r8,[rsp+0x48]
  00085e  mov     r9,[rsp+0x50]
  000866  mov     r10,[rsp+0x58]
  00086e  add     rsp,0x70
  000875  test    rdx,rdx
  000878  je      0x0000000000000e20
  00087e  mov     rbx,r11
  000881  mov     r8,[rbx+0x10]
  000889  jmp     0x0000000000000435
  00088e  sub     rsp,0x70
  000895  mov     [rsp+0x30],rcx
  00089d  mov     [rsp+0x38],rsi
  0008a5  mov     [rsp+0x40],rdi
  0008ad  mov     [rsp+0x48],r8
  0008b5  mov     [rsp+0x50],r9
  0008bd  mov     [rsp+0x58],r10
  0008c5  mov     [rsp],rbx
  0008cd  mov     qword ptr [rsp+8],3
  0008d9  mov     [rsp+0x10],r13
  0008e1  mov     qword ptr [rsp+0x18],1
  0008ed  mov     [rsp+0x20],r14
  0008f5  mov     qword ptr [rsp+0x28],1
  000901  mov     rdi,[rbp+0x20]
  000908  mov     esi,0xe
  00090d  mov     rdx,rsp
  000910  mov     rcx,0xfffffffffffffff2
  00091a  mov     r8,0xfffffffffffffff2
  000924  mov     r9,0
  00092e  mov     rax,<list_op>
  000938  call    rax
  00093a  mov     r11,rax
  00093d  mov     rcx,[rsp+0x30]
  000945  mov     rsi,[rsp+0x38]
  00094d  mov     rdi,[rsp+0x40]
  000955  mov     r8,[rsp+0x48]
  00095d  mov     r9,[rsp+0x50]
  000965  mov     r10,[rsp+0x58]
  00096d  add     rsp,0x70
  000974  test    rdx,rdx
  000977  je      0x0000000000000e65
  00097d  mov     rbx,r11
  000980  mov     r8,[rbx+0x10]
  000988  jmp     0x0000000000000484
  00098d  sub     rsp,0x70
  000994  mov     [rsp+0x30],rcx
  00099c  mov     [rsp+0x38],rsi
  0009a4  mov     [rsp+0x40],rdi
  0009ac  mov     [rsp+0x48],r8
  0009b4  mov     [rsp+0x50],r9
  0009bc  mov     [rsp+0x58],r10
  0009c4  mov     [rsp],rbx
  0009cc  mov     qword ptr [rsp+8],3
  0009d8  mov     [rsp+0x10],r12
  0009e0  mov     qword ptr [rsp+0x18],1
  0009ec  mov     [rsp+0x20],r15
  0009f4  mov     qword ptr [rsp+0x28],1
  000a00  mov     rdi,[rbp+0x20]
  000a07  mov     esi,0xe
  000a0c  mov     rdx,rsp
  000a0f  mov     rcx,0xfffffffffffffff2
  000a19  mov     r8,0xfffffffffffffff2
  000a23  mov     r9,0
  000a2d  mov     rax,<list_op>
  000a37  call    rax
  000a39  mov     r11,rax
  000a3c  mov     rcx,[rsp+0x30]
  000a44  mov     rsi,[rsp+0x38]
  000a4c  mov     rdi,[rsp+0x40]
  000a54  mov     r8,[rsp+0x48]
  000a5c  mov     r9,[rsp+0x50]
  000a64  mov     r10,[rsp+0x58]
  000a6c  add     rsp,0x70
  000a73  test    rdx,rdx
  000a76  je      0x0000000000000eaa
  000a7c  mov     rbx,r11
  000a7f  mov     r8,[rbx+0x10]
  000a87  jmp     0x000000000000048d
; exits
  000a8c  mov     rax,0x1fffffffe
  000a96  jmp     0x0000000000000027
  000a9b  mov     [rbp+0x10],r13
  000aa2  mov     qword ptr [rbp+0x18],1
  000aad  mov     [rbp+0xa8],rbx
  000ab4  mov     qword ptr [rbp+0x1f8],3
  000abf  mov     [rbp+0xb0],r12
  000ac6  mov     rax,0x100000000
  000ad0  jmp     0x0000000000000027
  000ad5  sub     r12,1
  000adc  mov     [rbp+0xa8],rbx
  000ae3  mov     qword ptr [rbp+0x1f8],3
  000aee  mov     [rbp+0xb0],r12
  000af5  mov     rax,0x100000001
  000aff  jmp     0x0000000000000027
  000b04  mov     [rbp+0xa8],rbx
  000b0b  mov     qword ptr [rbp+0x1f8],3
  000b16  mov     [rbp+0xb0],r13
  000b1d  mov     qword ptr [rbp+0xb8],0x19
  000b28  mov     rax,0x100000002
  000b32  jmp     0x0000000000000027
  000b37  mov     [rbp+0xa8],rbx
  000b3e  mov     qword ptr [rbp+0x1f8],3
  000b49  mov     [rbp+0xb0],r13
  000b50  mov     qword ptr [rbp+0xb8],0x19
  000b5b  mov     rax,0x100000003
  000b65  jmp     0x0000000000000027
  000b6a  mov     [rbp+0xa8],rbx
  000b71  mov     qword ptr [rbp+0x1f8],3
  000b7c  mov     [rbp+0xb0],r13
  000b83  mov     qword ptr [rbp+0xb8],0x19
  000b8e  mov     rax,0x100000004
  000b98  jmp     0x0000000000000027
  000b9d  sub     r14,1
  000ba4  mov     [rbp+0xa8],rbx
  000bab  mov     qword ptr [rbp+0x1f8],3
  000bb6  mov     [rbp+0xb0],r13
  000bbd  mov     qword ptr [rbp+0xb8],0x19
  000bc8  mov     rax,0x100000005
  000bd2  jmp     0x0000000000000027
  000bd7  mov     [rbp+0xa8],rbx
  000bde  mov     qword ptr [rbp+0x1f8],3
  000be9  mov     [rbp+0xb0],r12
  000bf0  mov     qword ptr [rbp+0xb8],0x1b
  000bfb  mov     rax,0x100000007
  000c05  jmp     0x0000000000000027
  000c0a  add     r15,1
  000c11  mov     [rbp+0xa8],rbx
  000c18  mov     qword ptr [rbp+0x1f8],3
  000c23  mov     [rbp+0xb0],r12
  000c2a  mov     qword ptr [rbp+0xb8],0x1b
  000c35  mov     rax,0x100000008
  000c3f  jmp     0x0000000000000027
  000c44  mov     [rbp+0xa8],rbx
  000c4b  mov     qword ptr [rbp+0x1f8],3
  000c56  mov     [rbp+0xb0],r12
  000c5d  mov     qword ptr [rbp+0xb8],0x1c
  000c68  mov     rax,0x10000000a
  000c72  jmp     0x0000000000000027
  000c77  sub     r14,1
  000c7e  mov     [rbp+0xa8],rbx
  000c85  mov     qword ptr [rbp+0x1f8],3
  000c90  mov     [rbp+0xb0],r13
  000c97  mov     qword ptr [rbp+0xb8],0x19
  000ca2  mov     rax,0x10000000c
  000cac  jmp     0x0000000000000027
  000cb1  mov     [rbp+0xa8],rbx
  000cb8  mov     qword ptr [rbp+0x1f8],3
  000cc3  mov     [rbp+0xb0],r12
  000cca  mov     qword ptr [rbp+0xb8],0x1c
  000cd5  mov     rax,0x10000000f
  000cdf  jmp     0x0000000000000027
  000ce4  sub     r14,1
  000ceb  mov     [rbp+0xa8],rbx
  000cf2  mov     qword ptr [rbp+0x1f8],3
  000cfd  mov     [rbp+0xb0],r13
  000d04  mov     qword ptr [rbp+0xb8],0x19
  000d0f  mov     rax,0x100000011
  000d19  jmp     0x0000000000000027
  000d1e  mov     [rbp+0xa8],rbx
  000d25  mov     qword ptr [rbp+0x1f8],3
  000d30  mov     [rbp+0xb0],r12
  000d37  mov     qword ptr [rbp+0xb8],0x1c
  000d42  mov     rax,0x100000014
  000d4c  jmp     0x0000000000000027
  000d51  mov     [rbp+0xa8],rbx
  000d58  mov     qword ptr [rbp+0x1f8],3
  000d63  mov     [rbp+0xb0],r13
  000d6a  mov     qword ptr [rbp+0xb8],0x19
  000d75  mov     [rbp+0xc8],r14
  000d7c  mov     qword ptr [rbp+0x218],1
  000d87  mov     rax,0x100000006
  000d91  jmp     0x0000000000000027
  000d96  mov     [rbp+0xa8],rbx
  000d9d  mov     qword ptr [rbp+0x1f8],3
  000da8  mov     [rbp+0xb0],r12
  000daf  mov     qword ptr [rbp+0xb8],0x1b
  000dba  mov     [rbp+0xc8],r15
  000dc1  mov     qword ptr [rbp+0x218],1
  000dcc  mov     rax,0x100000009
  000dd6  jmp     0x0000000000000027
  000ddb  mov     [rbp+0xa8],rbx
  000de2  mov     qword ptr [rbp+0x1f8],3
  000ded  mov     [rbp+0xb0],r13
  000df4  mov     qword ptr [rbp+0xb8],0x19
  000dff  mov     [rbp+0xc8],r14
  000e06  mov     qword ptr [rbp+0x218],1
  000e11  mov     rax,0x10000000d
  000e1b  jmp     0x0000000000000027
  000e20  mov     [rbp+0xa8],rbx
  000e27  mov     qword ptr [rbp+0x1f8],3
  000e32  mov     [rbp+0xb0],r12
  000e39  mov     qword ptr [rbp+0xb8],0x1b
  000e44  mov     [rbp+0xc8],r15
  000e4b  mov     qword ptr [rbp+0x218],1
  000e56  mov     rax,0x10000000e
  000e60  jmp     0x0000000000000027
  000e65  mov     [rbp+0xa8],rbx
  000e6c  mov     qword ptr [rbp+0x1f8],3
  000e77  mov     [rbp+0xb0],r13
  000e7e  mov     qword ptr [rbp+0xb8],0x19
  000e89  mov     [rbp+0xc8],r14
  000e90  mov     qword ptr [rbp+0x218],1
  000e9b  mov     rax,0x100000012
  000ea5  jmp     0x0000000000000027
  000eaa  mov     [rbp+0xa8],rbx
  000eb1  mov     qword ptr [rbp+0x1f8],3
  000ebc  mov     [rbp+0xb0],r12
  000ec3  mov     qword ptr [rbp+0xb8],0x1b
  000ece  mov     [rbp+0xc8],r15
  000ed5  mov     qword ptr [rbp+0x218],1
  000ee0  mov     rax,0x100000013
  000eea  jmp     0x0000000000000027

; T2: 1818 bytes
; v0:int = input n
  000f00  cmp     qword ptr [rbp+0x190],1
  000f0b  jne     0x0000000000001458
; v1:list = input src
  000f11  cmp     qword ptr [rbp+0x198],3
  000f1c  jne     0x0000000000001458
; v2:list = input jumps
  000f22  cmp     qword ptr [rbp+0x1a0],3
  000f2d  jne     0x0000000000001458
; v3:list = input tape
  000f33  cmp     qword ptr [rbp+0x1f8],3
  000f3e  jne     0x0000000000001458
  000f44  mov     rbx,[rbp+0xa8]
; v4:int = input p
  000f4b  cmp     qword ptr [rbp+0x200],1
  000f56  jne     0x0000000000001458
  000f5c  mov     r12,[rbp+0xb0]
; v5:int = input pc
  000f63  cmp     qword ptr [rbp+0x208],1
  000f6e  jne     0x0000000000001458
  000f74  mov     r13,[rbp+0xb8]
; guard_value v5, 31 => loop_pc/0 (2) {tape=v3}
  000f7b  cmp     r13,0x1f
  000f82  jne     0x0000000000001467
  000f88  jmp     0x0000000000000f9b
  000f8d  mov     rbx,[rbp+0xa8]
  000f94  mov     r12,[rbp+0xb0]
; guard_words v3 => minus/0 (6) {tape=v3}
  000f9b  cmp     qword ptr [rbx+8],0
  000fa7  jne     0x000000000000149a
; v8:int = readlist v3, v4 words => minus/0 (6) {tape=v3}
  000fad  cmp     r12,[rbx]
  000fb5  jae     0x00000000000014bb
  000fbb  mov     rax,[rbx+0x10]
  000fc3  mov     r13,[rax+r12*8]
; v9:int = sub v8, 1 => minus/0 (6) {tape=v3}
  000fc8  sub     r13,1
  000fcf  jo      0x00000000000014dc
; v10:int = and v9, 255
  000fd5  and     r13,0xff
; v11:list = set v3, v4, v10 owned words in_bounds => minus/3 (6) {tape=v3, x=v10}
  000fdc  mov     rax,[rbx-0x10]
  000fe4  add     rax,[rbx-8]
  000fec  cmp     rax,2
  000ff2  jne     0x00000000000010ca
  000ff8  mov     rax,[rbx+0x10]
  001000  mov     [rax+r12*8],r13
; v12:int = put_byte v10 => output/0 (17) {tape=v11, pc=32}
  001005  cmp     r13,0xff
  00100c  ja      0x00000000000011c1
  001012  mov     rax,[rbp+0x28]
  001019  mov     rdx,[rax]
  00101c  cmp     rdx,0x10000
  001023  jae     0x00000000000011c1
  001029  mov     [rax+rdx+8],r13b
  001031  add     rdx,1
  001035  mov     [rax],rdx
; guard_true v10 => close_bracket/0 (31) {tape=v11, pc=33}
  001038  test    r13,r13
  00103b  je      0x0000000000001504
; guard_steps => loop/0 (34) {tape=v11}
; v15:list = phi tape v11
; v16:int = phi - v10
; loop (34) {tape=v15}
  001041  mov     r14,[rbx+0x10]
  001049  nop     [rax+rax]
  001052  nop     [rax+rax]
  00105b  nop     [rax+rax]
  001064  nop     [rax+rax]
  00106d  nop     [rax+rax]
  001076  nop     [rax+rax]
  00107f  nop
; v18:int = sub_nov v16, 1
; v19:int = and v18, 255
  001080  add     r13b,0xff
; v20:list = set v15, v4, v19 owned words in_bounds => minus/3 (6) {tape=v15, x=v19}
  001084  mov     [r14+r12*8],r13
; v21:int = put_byte v19 => output/0 (17) {tape=v20, pc=32}
  001089  cmp     r13,0xff
  001090  ja      0x000000000000138c
  001096  mov     rax,[rbp+0x28]
  00109d  mov     rdx,[rax]
  0010a0  cmp     rdx,0x10000
  0010a7  jae     0x000000000000138c
  0010ad  mov     [rax+rdx+8],r13b
  0010b5  add     rdx,1
  0010b9  mov     [rax],rdx
; guard_true v19 => close_bracket/0 (31) {tape=v20, pc=33}
  0010bc  test    r13,r13
  0010bf  jne     0x0000000000001080
  0010c5  jmp     0x0000000000001530
; guard_steps => loop/0 (34) {tape=v20}
; jump (34) v15 <- v20, v16 <- v19
  0010ca  sub     rsp,0x70
  0010d1  mov     [rsp+0x30],rcx
  0010d9  mov     [rsp+0x38],rsi
  0010e1  mov     [rsp+0x40],rdi
  0010e9  mov     [rsp+0x48],r8
  0010f1  mov     [rsp+0x50],r9
  0010f9  mov     [rsp+0x58],r10
  001101  mov     [rsp],rbx
  001109  mov     qword ptr [rsp+8],3
  001115  mov     [rsp+0x10],r12
  00111d  mov     qword ptr [rsp+0x18],1
  001129  mov     [rsp+0x20],r13
  001131  mov     qword ptr [rsp+0x28],1
  00113d  mov     rdi,[rbp+0x20]
  001144  mov     esi,0xe
  001149  mov     rdx,rsp
  00114c  mov     rcx,0xfffffffffffffff2
  001156  mov     r8,0xfffffffffffffff2
  001160  mov     r9,0
  00116a  mov     rax,<list_op>
  001174  call    rax
  001176  mov     r11,rax
  001179  mov     rcx,[rsp+0x30]
  001181  mov     rsi,[rsp+0x38]
  001189  mov     rdi,[rsp+0x40]
  001191  mov     r8,[rsp+0x48]
  001199  mov     r9,[rsp+0x50]
  0011a1  mov     r10,[rsp+0x58]
  0011a9  add     rsp,0x70
  0011b0  test    rdx,rdx
  0011b3  je      0x000000000000155c
  0011b9  mov     rbx,r11
  0011bc  jmp     0x0000000000001005
  0011c1  sub     rsp,0x70
  0011c8  mov     [rsp+0x30],rcx
  0011d0  mov     [rsp+0x38],rsi
  0011d8  mov     [rsp+0x40],rdi
  0011e0  mov     [rsp+0x48],r8
  0011e8  mov     [rsp+0x50],r9
  0011f0  mov     [rsp+0x58],r10
  0011f8  mov     [rsp],r13
  001200  mov     qword ptr [rsp+8],1
  00120c  mov     rdi,[rbp+0x20]
  001213  mov     esi,0x14
  001218  mov     rdx,rsp
  00121b  mov     rcx,1
  001225  mov     r8,0
  00122f  mov     r9,0
  001239  mov     rax,<call_op>
  001243  call    rax
  001245  mov     r11,rax
  001248  mov     rcx,[rsp+0x30]
  001250  mov     rsi,[rsp+0x38]
  001258  mov     rdi,[rsp+0x40]
  001260  mov     r8,[rsp+0x48]
  001268  mov     r9,[rsp+0x50]
  001270  mov     r10,[rsp+0x58]
  001278  add     rsp,0x70
  00127f  test    rdx,rdx
  001282  je      0x000000000000158f
  001288  jmp     0x0000000000001038
  00128d  sub     rsp,0x70
  001294  mov     [rsp+0x30],rcx
  00129c  mov     [rsp+0x38],rsi
  0012a4  mov     [rsp+0x40],rdi
  0012ac  mov     [rsp+0x48],r8
  0012b4  mov     [rsp+0x50],r9
  0012bc  mov     [rsp+0x58],r10
  0012c4  mov     [rsp],rbx
  0012cc  mov     qword ptr [rsp+8],3
  0012d8  mov     [rsp+0x10],r12
  0012e0  mov     qword ptr [rsp+0x18],1
  0012ec  mov     [rsp+0x20],r13
  0012f4  mov     qword ptr [rsp+0x28],1
  001300  mov     rdi,[rbp+0x20]
  001307  mov     esi,0xe
  00130c  mov     rdx,rsp
  00130f  mov     rcx,0xfffffffffffffff2
  001319  mov     r8,0xfffffffffffffff2
  001323  mov     r9,0
  00132d  mov     rax,<list_op>
  001337  call    rax
  001339  mov     r11,rax
  00133c  mov     rcx,[rsp+0x30]
  001344  mov     rsi,[rsp+0x38]
  00134c  mov     rdi,[rsp+0x40]
  001354  mov     r8,[rsp+0x48]
  00135c  mov     r9,[rsp+0x50]
  001364  mov     r10,[rsp+0x58]
  00136c  add     rsp,0x70
  001373  test    rdx,rdx
  001376  je      0x00000000000015bb
  00137c  mov     rbx,r11
  00137f  mov     r14,[rbx+0x10]
  001387  jmp     0x0000000000001089
  00138c  sub     rsp,0x70
  001393  mov     [rsp+0x30],rcx
  00139b  mov     [rsp+0x38],rsi
  0013a3  mov     [rsp+0x40],rdi
  0013ab  mov     [rsp+0x48],r8
  0013b3  mov     [rsp+0x50],r9
  0013bb  mov     [rsp+0x58],r10
  0013c3  mov     [rsp],r13
  0013cb  mov     qword ptr [rsp+8],1
  0013d7  mov     rdi,[rbp+0x20]
  0013de  mov     esi,0x14
  0013e3  mov     rdx,rsp
  0013e6  mov     rcx,1
  0013f0  mov     r8,0
  0013fa  mov     r9,0
  001404  mov     rax,<call_op>
  00140e  call    rax
  001410  mov     r11,rax
  001413  mov     rcx,[rsp+0x30]
  00141b  mov     rsi,[rsp+0x38]
  001423  mov     rdi,[rsp+0x40]
  00142b  mov     r8,[rsp+0x48]
  001433  mov     r9,[rsp+0x50]
  00143b  mov     r10,[rsp+0x58]
  001443  add     rsp,0x70
  00144a  test    rdx,rdx
  00144d  je      0x00000000000015ee
  001453  jmp     0x00000000000010bc
; exits
  001458  mov     rax,0x2fffffffe
  001462  jmp     0x0000000000000027
  001467  mov     [rbp+0x10],r13
  00146e  mov     qword ptr [rbp+0x18],1
  001479  mov     [rbp+0xa8],rbx
  001480  mov     qword ptr [rbp+0x1f8],3
  00148b  mov     rax,0x200000000
  001495  jmp     0x0000000000000027
  00149a  mov     [rbp+0xa8],rbx
  0014a1  mov     qword ptr [rbp+0x1f8],3
  0014ac  mov     rax,0x200000001
  0014b6  jmp     0x0000000000000027
  0014bb  mov     [rbp+0xa8],rbx
  0014c2  mov     qword ptr [rbp+0x1f8],3
  0014cd  mov     rax,0x200000002
  0014d7  jmp     0x0000000000000027
  0014dc  add     r13,1
  0014e3  mov     [rbp+0xa8],rbx
  0014ea  mov     qword ptr [rbp+0x1f8],3
  0014f5  mov     rax,0x200000003
  0014ff  jmp     0x0000000000000027
  001504  mov     [rbp+0xa8],rbx
  00150b  mov     qword ptr [rbp+0x1f8],3
  001516  mov     qword ptr [rbp+0xb8],0x21
  001521  mov     rax,0x200000006
  00152b  jmp     0x0000000000000027
  001530  mov     [rbp+0xa8],rbx
  001537  mov     qword ptr [rbp+0x1f8],3
  001542  mov     qword ptr [rbp+0xb8],0x21
  00154d  mov     rax,0x20000000a
  001557  jmp     0x0000000000000027
  00155c  mov     [rbp+0xa8],rbx
  001563  mov     qword ptr [rbp+0x1f8],3
  00156e  mov     [rbp+0xc8],r13
  001575  mov     qword ptr [rbp+0x218],1
  001580  mov     rax,0x200000004
  00158a  jmp     0x0000000000000027
  00158f  mov     [rbp+0xa8],rbx
  001596  mov     qword ptr [rbp+0x1f8],3
  0015a1  mov     qword ptr [rbp+0xb8],0x20
  0015ac  mov     rax,0x200000005
  0015b6  jmp     0x0000000000000027
  0015bb  mov     [rbp+0xa8],rbx
  0015c2  mov     qword ptr [rbp+0x1f8],3
  0015cd  mov     [rbp+0xc8],r13
  0015d4  mov     qword ptr [rbp+0x218],1
  0015df  mov     rax,0x200000008
  0015e9  jmp     0x0000000000000027
  0015ee  mov     [rbp+0xa8],rbx
  0015f5  mov     qword ptr [rbp+0x1f8],3
  001600  mov     qword ptr [rbp+0xb8],0x20
  00160b  mov     rax,0x200000009
  001615  jmp     0x0000000000000027

; T3: 3187 bytes
; v0:int = input n
  001640  cmp     qword ptr [rbp+0x190],1
  00164b  jne     0x0000000000001e30
; v1:list = input src
  001651  cmp     qword ptr [rbp+0x198],3
  00165c  jne     0x0000000000001e30
; v2:list = input jumps
  001662  cmp     qword ptr [rbp+0x1a0],3
  00166d  jne     0x0000000000001e30
; v3:list = input tape
  001673  cmp     qword ptr [rbp+0x1f8],3
  00167e  jne     0x0000000000001e30
  001684  mov     rbx,[rbp+0xa8]
; v4:int = input p
  00168b  cmp     qword ptr [rbp+0x200],1
  001696  jne     0x0000000000001e30
  00169c  mov     r12,[rbp+0xb0]
; v5:int = input pc
  0016a3  cmp     qword ptr [rbp+0x208],1
  0016ae  jne     0x0000000000001e30
  0016b4  mov     r13,[rbp+0xb8]
; guard_value v5, 58 => loop_pc/0 (2) {tape=v3, p=v4}
  0016bb  cmp     r13,0x3a
  0016c2  jne     0x0000000000001e3f
  0016c8  jmp     0x00000000000016db
  0016cd  mov     rbx,[rbp+0xa8]
  0016d4  mov     r12,[rbp+0xb0]
  0016db  mov     r8,[rbx+0x10]
; guard_words v3 => minus/0 (6) {tape=v3, p=v4}
  0016e3  cmp     qword ptr [rbx+8],0
  0016ef  jne     0x0000000000001e79
; v8:int = readlist v3, v4 words => minus/0 (6) {tape=v3, p=v4}
  0016f5  cmp     r12,[rbx]
  0016fd  jae     0x0000000000001ea1
  001703  mov     r13,[r8+r12*8]
; v9:int = sub v8, 1 => minus/0 (6) {tape=v3, p=v4}
  001708  sub     r13,1
  00170f  jo      0x0000000000001ec9
; v10:int = and v9, 255
  001715  and     r13,0xff
; v11:list = set v3, v4, v10 owned words in_bounds => minus/3 (6) {tape=v3, p=v4, x=v10}
  00171c  mov     rax,[rbx-0x10]
  001724  add     rax,[rbx-8]
  00172c  cmp     rax,2
  001732  jne     0x0000000000001836
  001738  mov     [r8+r12*8],r13
; v12:int = add_nov v4, 1
  00173d  lea     r13,[r12+1]
; v13:int = and v12, 65535
  001745  and     r13,0xffff
; v14:int = len v11
  00174c  mov     r14,[rbx]
; v15:int = lt 65535, v14
; guard_true v15 => plus/0 (22) {tape=v11, p=v13, pc=60}
  001754  mov     r11,0xffff
  00175b  cmp     r11,r14
  00175e  jge     0x0000000000001ef8
; v17:int = readlist v11, v13 words in_bounds => plus/0 (22) {tape=v11, p=v13, pc=60}
  001764  mov     r14,[r8+r13*8]
; v18:int = add v17, 1 => plus/0 (22) {tape=v11, p=v13, pc=60}
  001769  add     r14,1
  001770  jo      0x0000000000001f5e
; v19:int = and v18, 255
  001776  and     r14,0xff
; v20:list = set v11, v13, v19 owned words in_bounds => plus/3 (22) {tape=v11, p=v13, pc=60, x=v19}
  00177d  mov     [r8+r13*8],r14
; v21:int = and v4, 65535
  001782  and     r12,0xffff
; v22:int = readlist v20, v21 words in_bounds => close_bracket/0 (46) {tape=v20, p=v21, pc=62}
  001789  mov     r15,[r8+r12*8]
; guard_true v22 => close_bracket/0 (46) {tape=v20, p=v21, pc=62}
  00178e  test    r15,r15
  001791  je      0x0000000000001fcb
; guard_steps => loop/0 (49) {tape=v20, p=v21}
; v25:int = sub v22, 1 => minus/0 (55) {tape=v20, p=v21}
  001797  sub     r15,1
  00179e  jo      0x0000000000001ffe
; v26:int = and v25, 255
  0017a4  and     r15,0xff
; v27:list = set v20, v21, v26 owned words in_bounds => minus/3 (55) {tape=v20, p=v21, x=v26}
  0017ab  mov     [r8+r12*8],r15
; v28:int = add v19, 1 => plus/0 (71) {tape=v27, p=v13, pc=60}
  0017b0  add     r14,1
  0017b7  jo      0x000000000000202d
; v29:int = and v28, 255
  0017bd  and     r14,0xff
; v30:list = set v27, v13, v29 owned words in_bounds => plus/3 (71) {tape=v27, p=v13, pc=60, x=v29}
  0017c4  mov     [r8+r13*8],r14
; guard_true v26 => close_bracket/0 (95) {tape=v30, p=v21, pc=62}
  0017c9  test    r15,r15
  0017cc  je      0x0000000000002067
; guard_steps => loop/0 (98) {tape=v30, p=v21}
; v33:int = sub_nov v26, 1
  0017d2  lea     rsi,[r15-1]
; v34:int = mul_nov v33, 255
  0017da  mov     rdi,rsi
  0017dd  imul    rdi,0xff
; v35:int = add_nov v26, v34
  0017e4  add     r15,rdi
; v36:int = and v35, 255
  0017e7  and     r15,0xff
; v37:int = mul_nov v33, 1
  0017ee  imul    rsi,1
; v38:int = add_nov v29, v37
  0017f5  add     r14,rsi
; v39:int = and v38, 255
  0017f8  and     r14,0xff
; v40:int = sub v36, 1 => minus/0 (104) {tape=v30, p=v21}
  0017ff  sub     r15,1
  001806  jo      0x000000000000209a
; v41:int = and v40, 255
  00180c  and     r15,0xff
; v42:list = set v30, v21, v41 owned words in_bounds => minus/3 (104) {tape=v30, p=v21, x=v41}
  001813  mov     [r8+r12*8],r15
; v43:int = add v39, 1 => plus/0 (120) {tape=v42, p=v13, pc=60}
  001818  add     r14,1
  00181f  jo      0x00000000000020c9
; v44:int = and v43, 255
  001825  and     r14,0xff
; v45:list = set v42, v13, v44 owned words in_bounds => plus/3 (120) {tape=v42, p=v13, pc=60, x=v44}
  00182c  mov     [r8+r13*8],r14
; exit => close_bracket/0 (144) {tape=v45, p=v21, pc=62}
  001831  jmp     0x0000000000002103
  001836  sub     rsp,0x70
  00183d  mov     [rsp+0x30],rcx
  001845  mov     [rsp+0x38],rsi
  00184d  mov     [rsp+0x40],rdi
  001855  mov     [rsp+0x48],r8
  00185d  mov     [rsp+0x50],r9
  001865  mov     [rsp+0x58],r10
  00186d  mov     [rsp],rbx
  001875  mov     qword ptr [rsp+8],3
  001881  mov     [rsp+0x10],r12
  001889  mov     qword ptr [rsp+0x18],1
  001895  mov     [rsp+0x20],r13
  00189d  mov     qword ptr [rsp+0x28],1
  0018a9  mov     rdi,[rbp+0x20]
  0018b0  mov     esi,0xe
  0018b5  mov     rdx,rsp
  0018b8  mov     rcx,0xfffffffffffffff2
  0018c2  mov     r8,0xfffffffffffffff2
  0018cc  mov     r9,0
  0018d6  mov     rax,<list_op>
  0018e0  call    rax
  0018e2  mov     r11,rax
  0018e5  mov     rcx,[rsp+0x30]
  0018ed  mov     rsi,[rsp+0x38]
  0018f5  mov     rdi,[rsp+0x40]
  0018fd  mov     r8,[rsp+0x48]
  001905  mov     r9,[rsp+0x50]
  00190d  mov     r10,[rsp+0x58]
  001915  add     rsp,0x70
  00191c  test    rdx,rdx
  00191f  je      0x0000000000002136
  001925  mov     rbx,r11
  001928  mov     r8,[rbx+0x10]
  001930  jmp     0x000000000000173d
  001935  sub     rsp,0x70
  00193c  mov     [rsp+0x30],rcx
  001944  mov     [rsp+0x38],rsi
  00194c  mov     [rsp+0x40],rdi
  001954  mov     [rsp+0x48],r8
  00195c  mov     [rsp+0x50],r9
  001964  mov     [rsp+0x58],r10
  00196c  mov     [rsp],rbx
  001974  mov     qword ptr [rsp+8],3
  001980  mov     [rsp+0x10],r13
  001988  mov     qword ptr [rsp+0x18],1
  001994  mov     [rsp+0x20],r14
  00199c  mov     qword ptr [rsp+0x28],1
  0019a8  mov     rdi,[rbp+0x20]
  0019af  mov     esi,0xe
  0019b4  mov     rdx,rsp
  0019b7  mov     rcx,0xfffffffffffffff2
  0019c1  mov     r8,0xfffffffffffffff2
  0019cb  mov     r9,0
  0019d5  mov     rax,<list_op>
  0019df  call    rax
  0019e1  mov     r11,rax
  0019e4  mov     rcx,[rsp+0x30]
  0019ec  mov     rsi,[rsp+0x38]
  0019f4  mov     rdi,[rsp+0x40]
  0019fc  mov     r8,[rsp+0x48]
  001a04  mov     r9,[rsp+0x50]
  001a0c  mov     r10,[rsp+0x58]
  001a14  add     rsp,0x70
  001a1b  test    rdx,rdx
  001a1e  je      0x0000000000002170
  001a24  mov     rbx,r11
  001a27  mov     r8,[rbx+0x10]
  001a2f  jmp     0x0000000000001782
  001a34  sub     rsp,0x70
  001a3b  mov     [rsp+0x30],rcx
  001a43  mov     [rsp+0x38],rsi
  001a4b  mov     [rsp+0x40],rdi
  001a53  mov     [rsp+0x48],r8
  001a5b  mov     [rsp+0x50],r9
  001a63  mov     [rsp+0x58],r10
  001a6b  mov     [rsp],rbx
  001a73  mov     qword ptr [rsp+8],3
  001a7f  mov     [rsp+0x10],r12
  001a87  mov     qword ptr [rsp+0x18],1
  001a93  mov     [rsp+0x20],r15
  001a9b  mov     qword ptr [rsp+0x28],1
  001aa7  mov     rdi,[rbp+0x20]
  001aae  mov     esi,0xe
  001ab3  mov     rdx,rsp
  001ab6  mov     rcx,0xfffffffffffffff2
  001ac0  mov     r8,0xfffffffffffffff2
  001aca  mov     r9,0
  001ad4  mov     rax,<list_op>
  001ade  call    rax
  001ae0  mov     r11,rax
  001ae3  mov     rcx,[rsp+0x30]
  001aeb  mov     rsi,[rsp+0x38]
  001af3  mov     rdi,[rsp+0x40]
  001afb  mov     r8,[rsp+0x48]
  001b03  mov     r9,[rsp+0x50]
  001b0b  mov     r10,[rsp+0x58]
  001b13  add     rsp,0x70
  001b1a  test    rdx,rdx
  001b1d  je      0x00000000000021b5
  001b23  mov     rbx,r11
  001b26  mov     r8,[rbx+0x10]
  001b2e  jmp     0x00000000000017b0
  001b33  sub     rsp,0x70
  001b3a  mov     [rsp+0x30],rcx
  001b42  mov     [rsp+0x38],rsi
  001b4a  mov     [rsp+0x40],rdi
  001b52  mov     [rsp+0x48],r8
  001b5a  mov     [rsp+0x50],r9
  001b62  mov     [rsp+0x58],r10
  001b6a  mov     [rsp],rbx
  001b72  mov     qword ptr [rsp+8],3
  001b7e  mov     [rsp+0x10],r13
  001b86  mov     qword ptr [rsp+0x18],1
  001b92  mov     [rsp+0x20],r14
  001b9a  mov     qword ptr [rsp+0x28],1
  001ba6  mov     rdi,[rbp+0x20]
  001bad  mov     esi,0xe
  001bb2  mov     rdx,rsp
  001bb5  mov     rcx,0xfffffffffffffff2
  001bbf  mov     r8,0xfffffffffffffff2
  001bc9  mov     r9,0
  001bd3  mov     rax,<list_op>
  001bdd  call    rax
  001bdf  mov     r11,rax
  001be2  mov     rcx,[rsp+0x30]
  001bea  mov     rsi,[rsp+0x38]
  001bf2  mov     rdi,[rsp+0x40]
  001bfa  mov     r8,[rsp+0x48]
  001c02  mov     r9,[rsp+0x50]
  001c0a  mov     r10,[rsp+0x58]
  001c12  add     rsp,0x70
  001c19  test    rdx,rdx
  001c1c  je      0x00000000000021ef
  001c22  mov     rbx,r11
  001c25  mov     r8,[rbx+0x10]
  001c2d  jmp     0x00000000000017c9
  001c32  sub     rsp,0x70
  001c39  mov     [rsp+0x30],rcx
  001c41  mov     [rsp+0x38],rsi
  001c49  mov     [rsp+0x40],rdi
  001c51  mov     [rsp+0x48],r8
  001c59  mov     [rsp+0x50],r9
  001c61  mov     [rsp+0x58],r10
  001c69  mov     [rsp],rbx
  001c71  mov     qword ptr [rsp+8],3
  001c7d  mov     [rsp+0x10],r12
  001c85  mov     qword ptr [rsp+0x18],1
  001c91  mov     [rsp+0x20],r15
  001c99  mov     qword ptr [rsp+0x28],1
  001ca5  mov     rdi,[rbp+0x20]
  001cac  mov     esi,0xe
  001cb1  mov     rdx,rsp
  001cb4  mov     rcx,0xfffffffffffffff2
  001cbe  mov     r8,0xfffffffffffffff2
  001cc8  mov     r9,0
  001cd2  mov     rax,<list_op>
  001cdc  call    rax
  001cde  mov     r11,rax
  001ce1  mov     rcx,[rsp+0x30]
  001ce9  mov     rsi,[rsp+0x38]
  001cf1  mov     rdi,[rsp+0x40]
  001cf9  mov     r8,[rsp+0x48]
  001d01  mov     r9,[rsp+0x50]
  001d09  mov     r10,[rsp+0x58]
  001d11  add     rsp,0x70
  001d18  test    rdx,rdx
  001d1b  je      0x0000000000002234
  001d21  mov     rbx,r11
  001d24  mov     r8,[rbx+0x10]
  001d2c  jmp     0x0000000000001818
  001d31  sub     rsp,0x70
  001d38  mov     [rsp+0x30],rcx
  001d40  mov     [rsp+0x38],rsi
  001d48  mov     [rsp+0x40],rdi
  001d50  mov     [rsp+0x48],r8
  001d58  mov     [rsp+0x50],r9
  001d60  mov     [rsp+0x58],r10
  001d68  mov     [rsp],rbx
  001d70  mov     qword ptr [rsp+8],3
  001d7c  mov     [rsp+0x10],r13
  001d84  mov     qword ptr [rsp+0x18],1
  001d90  mov     [rsp+0x20],r14
  001d98  mov     qword ptr [rsp+0x28],1
  001da4  mov     rdi,[rbp+0x20]
  001dab  mov     esi,0xe
  001db0  mov     rdx,rsp
  001db3  mov     rcx,0xfffffffffffffff2
  001dbd  mov     r8,0xfffffffffffffff2
  001dc7  mov     r9,0
  001dd1  mov     rax,<list_op>
  001ddb  call    rax
  001ddd  mov     r11,rax
  001de0  mov     rcx,[rsp+0x30]
  001de8  mov     rsi,[rsp+0x38]
  001df0  mov     rdi,[rsp+0x40]
  001df8  mov     r8,[rsp+0x48]
  001e00  mov     r9,[rsp+0x50]
  001e08  mov     r10,[rsp+0x58]
  001e10  add     rsp,0x70
  001e17  test    rdx,rdx
  001e1a  je      0x000000000000226e
  001e20  mov     rbx,r11
  001e23  mov     r8,[rbx+0x10]
  001e2b  jmp     0x0000000000001831
; exits
  001e30  mov     rax,0x3fffffffe
  001e3a  jmp     0x0000000000000027
  001e3f  mov     [rbp+0x10],r13
  001e46  mov     qword ptr [rbp+0x18],1
  001e51  mov     [rbp+0xa8],rbx
  001e58  mov     qword ptr [rbp+0x1f8],3
  001e63  mov     [rbp+0xb0],r12
  001e6a  mov     rax,0x300000000
  001e74  jmp     0x0000000000000027
  001e79  mov     [rbp+0xa8],rbx
  001e80  mov     qword ptr [rbp+0x1f8],3
  001e8b  mov     [rbp+0xb0],r12
  001e92  mov     rax,0x300000001
  001e9c  jmp     0x0000000000000027
  001ea1  mov     [rbp+0xa8],rbx
  001ea8  mov     qword ptr [rbp+0x1f8],3
  001eb3  mov     [rbp+0xb0],r12
  001eba  mov     rax,0x300000002
  001ec4  jmp     0x0000000000000027
  001ec9  add     r13,1
  001ed0  mov     [rbp+0xa8],rbx
  001ed7  mov     qword ptr [rbp+0x1f8],3
  001ee2  mov     [rbp+0xb0],r12
  001ee9  mov     rax,0x300000003
  001ef3  jmp     0x0000000000000027
  001ef8  mov     [rbp+0xa8],rbx
  001eff  mov     qword ptr [rbp+0x1f8],3
  001f0a  mov     [rbp+0xb0],r13
  001f11  mov     qword ptr [rbp+0xb8],0x3c
  001f1c  mov     rax,0x300000005
  001f26  jmp     0x0000000000000027
  001f2b  mov     [rbp+0xa8],rbx
  001f32  mov     qword ptr [rbp+0x1f8],3
  001f3d  mov     [rbp+0xb0],r13
  001f44  mov     qword ptr [rbp+0xb8],0x3c
  001f4f  mov     rax,0x300000006
  001f59  jmp     0x0000000000000027
  001f5e  sub     r14,1
  001f65  mov     [rbp+0xa8],rbx
  001f6c  mov     qword ptr [rbp+0x1f8],3
  001f77  mov     [rbp+0xb0],r13
  001f7e  mov     qword ptr [rbp+0xb8],0x3c
  001f89  mov     rax,0x300000007
  001f93  jmp     0x0000000000000027
  001f98  mov     [rbp+0xa8],rbx
  001f9f  mov     qword ptr [rbp+0x1f8],3
  001faa  mov     [rbp+0xb0],r12
  001fb1  mov     qword ptr [rbp+0xb8],0x3e
  001fbc  mov     rax,0x300000009
  001fc6  jmp     0x0000000000000027
  001fcb  mov     [rbp+0xa8],rbx
  001fd2  mov     qword ptr [rbp+0x1f8],3
  001fdd  mov     [rbp+0xb0],r12
  001fe4  mov     qword ptr [rbp+0xb8],0x3e
  001fef  mov     rax,0x30000000a
  001ff9  jmp     0x0000000000000027
  001ffe  add     r15,1
  002005  mov     [rbp+0xa8],rbx
  00200c  mov     qword ptr [rbp+0x1f8],3
  002017  mov     [rbp+0xb0],r12
  00201e  mov     rax,0x30000000c
  002028  jmp     0x0000000000000027
  00202d  sub     r14,1
  002034  mov     [rbp+0xa8],rbx
  00203b  mov     qword ptr [rbp+0x1f8],3
  002046  mov     [rbp+0xb0],r13
  00204d  mov     qword ptr [rbp+0xb8],0x3c
  002058  mov     rax,0x30000000e
  002062  jmp     0x0000000000000027
  002067  mov     [rbp+0xa8],rbx
  00206e  mov     qword ptr [rbp+0x1f8],3
  002079  mov     [rbp+0xb0],r12
  002080  mov     qword ptr [rbp+0xb8],0x3e
  00208b  mov     rax,0x300000010
  002095  jmp     0x0000000000000027
  00209a  add     r15,1
  0020a1  mov     [rbp+0xa8],rbx
  0020a8  mov     qword ptr [rbp+0x1f8],3
  0020b3  mov     [rbp+0xb0],r12
  0020ba  mov     rax,0x300000012
  0020c4  jmp     0x0000000000000027
  0020c9  sub     r14,1
  0020d0  mov     [rbp+0xa8],rbx
  0020d7  mov     qword ptr [rbp+0x1f8],3
  0020e2  mov     [rbp+0xb0],r13
  0020e9  mov     qword ptr [rbp+0xb8],0x3c
  0020f4  mov     rax,0x300000014
  0020fe  jmp     0x0000000000000027
  002103  mov     [rbp+0xa8],rbx
  00210a  mov     qword ptr [rbp+0x1f8],3
  002115  mov     [rbp+0xb0],r12
  00211c  mov     qword ptr [rbp+0xb8],0x3e
  002127  mov     rax,0x300000016
  002131  jmp     0x0000000000000027
  002136  mov     [rbp+0xa8],rbx
  00213d  mov     qword ptr [rbp+0x1f8],3
  002148  mov     [rbp+0xb0],r12
  00214f  mov     [rbp+0xc8],r13
  002156  mov     qword ptr [rbp+0x218],1
  002161  mov     rax,0x300000004
  00216b  jmp     0x0000000000000027
  002170  mov     [rbp+0xa8],rbx
  002177  mov     qword ptr [rbp+0x1f8],3
  002182  mov     [rbp+0xb0],r13
  002189  mov     qword ptr [rbp+0xb8],0x3c
  002194  mov     [rbp+0xc8],r14
  00219b  mov     qword ptr [rbp+0x218],1
  0021a6  mov     rax,0x300000008
  0021b0  jmp     0x0000000000000027
  0021b5  mov     [rbp+0xa8],rbx
  0021bc  mov     qword ptr [rbp+0x1f8],3
  0021c7  mov     [rbp+0xb0],r12
  0021ce  mov     [rbp+0xc8],r15
  0021d5  mov     qword ptr [rbp+0x218],1
  0021e0  mov     rax,0x30000000d
  0021ea  jmp     0x0000000000000027
  0021ef  mov     [rbp+0xa8],rbx
  0021f6  mov     qword ptr [rbp+0x1f8],3
  002201  mov     [rbp+0xb0],r13
  002208  mov     qword ptr [rbp+0xb8],0x3c
  002213  mov     [rbp+0xc8],r14
  00221a  mov     qword ptr [rbp+0x218],1
  002225  mov     rax,0x30000000f
  00222f  jmp     0x0000000000000027
  002234  mov     [rbp+0xa8],rbx
  00223b  mov     qword ptr [rbp+0x1f8],3
  002246  mov     [rbp+0xb0],r12
  00224d  mov     [rbp+0xc8],r15
  002254  mov     qword ptr [rbp+0x218],1
  00225f  mov     rax,0x300000013
  002269  jmp     0x0000000000000027
  00226e  mov     [rbp+0xa8],rbx
  002275  mov     qword ptr [rbp+0x1f8],3
  002280  mov     [rbp+0xb0],r13
  002287  mov     qword ptr [rbp+0xb8],0x3c
  002292  mov     [rbp+0xc8],r14
  002299  mov     qword ptr [rbp+0x218],1
  0022a4  mov     rax,0x300000015
  0022ae  jmp     0x0000000000000027

; T4: 1541 bytes
; v0:int = input n
  0022c0  cmp     qword ptr [rbp+0x190],1
  0022cb  jne     0x00000000000026fc
; v1:list = input src
  0022d1  cmp     qword ptr [rbp+0x198],3
  0022dc  jne     0x00000000000026fc
; v2:list = input jumps
  0022e2  cmp     qword ptr [rbp+0x1a0],3
  0022ed  jne     0x00000000000026fc
; v3:list = input tape
  0022f3  cmp     qword ptr [rbp+0x1f8],3
  0022fe  jne     0x00000000000026fc
  002304  mov     rbx,[rbp+0xa8]
; v4:int = input p
  00230b  cmp     qword ptr [rbp+0x200],1
  002316  jne     0x00000000000026fc
  00231c  mov     r12,[rbp+0xb0]
; v5:int = input pc
  002323  cmp     qword ptr [rbp+0x208],1
  00232e  jne     0x00000000000026fc
  002334  mov     r13,[rbp+0xb8]
; guard_value v5, 65 => loop_pc/0 (2) {tape=v3}
  00233b  cmp     r13,0x41
  002342  jne     0x000000000000270b
  002348  jmp     0x000000000000235b
  00234d  mov     rbx,[rbp+0xa8]
  002354  mov     r12,[rbp+0xb0]
  00235b  mov     r15,[rbx+0x10]
; guard_words v3 => minus/0 (6) {tape=v3}
  002363  cmp     qword ptr [rbx+8],0
  00236f  jne     0x000000000000273e
; v8:int = readlist v3, v4 words => minus/0 (6) {tape=v3}
  002375  cmp     r12,[rbx]
  00237d  jae     0x000000000000275f
  002383  mov     r13,[r15+r12*8]
; v9:int = sub v8, 1 => minus/0 (6) {tape=v3}
  002388  sub     r13,1
  00238f  jo      0x0000000000002780
; v10:int = and v9, 255
  002395  and     r13,0xff
; v11:list = set v3, v4, v10 owned words in_bounds => minus/3 (6) {tape=v3, x=v10}
  00239c  mov     rax,[rbx-0x10]
  0023a4  add     rax,[rbx-8]
  0023ac  cmp     rax,2
  0023b2  jne     0x00000000000023ff
  0023b8  mov     [r15+r12*8],r13
; guard_true v10 => close_bracket/0 (20) {tape=v11, pc=66}
  0023bd  test    r13,r13
  0023c0  je      0x00000000000027a8
; guard_steps => loop/0 (23) {tape=v11}
; v14:int = sub_nov v10, 1
; v15:int = and v14, 255
  0023c6  add     r13b,0xff
; v16:list = set v11, v4, v15 owned words in_bounds => minus/3 (29) {tape=v11, x=v15}
  0023ca  mov     [r15+r12*8],r13
; guard_true v15 => close_bracket/0 (43) {tape=v16, pc=66}
  0023cf  test    r13,r13
  0023d2  je      0x00000000000027d4
; guard_steps => loop/0 (46) {tape=v16}
; v19:int = sub_nov v15, 1
  0023d8  lea     r14,[r13-1]
; v20:int = mul_nov v19, 255
  0023e0  imul    r14,0xff
; v21:int = add_nov v15, v20
  0023e7  add     r13,r14
; v22:int = and v21, 255
  0023ea  and     r13,0xff
; v23:int = sub_nov v22, 1
; v24:int = and v23, 255
  0023f1  add     r13b,0xff
; v25:list = set v16, v4, v24 owned words in_bounds => minus/3 (52) {tape=v16, x=v24}
  0023f5  mov     [r15+r12*8],r13
; exit => close_bracket/0 (66) {tape=v25, pc=66}
  0023fa  jmp     0x0000000000002800
  0023ff  sub     rsp,0x70
  002406  mov     [rsp+0x30],rcx
  00240e  mov     [rsp+0x38],rsi
  002416  mov     [rsp+0x40],rdi
  00241e  mov     [rsp+0x48],r8
  002426  mov     [rsp+0x50],r9
  00242e  mov     [rsp+0x58],r10
  002436  mov     [rsp],rbx
  00243e  mov     qword ptr [rsp+8],3
  00244a  mov     [rsp+0x10],r12
  002452  mov     qword ptr [rsp+0x18],1
  00245e  mov     [rsp+0x20],r13
  002466  mov     qword ptr [rsp+0x28],1
  002472  mov     rdi,[rbp+0x20]
  002479  mov     esi,0xe
  00247e  mov     rdx,rsp
  002481  mov     rcx,0xfffffffffffffff2
  00248b  mov     r8,0xfffffffffffffff2
  002495  mov     r9,0
  00249f  mov     rax,<list_op>
  0024a9  call    rax
  0024ab  mov     r11,rax
  0024ae  mov     rcx,[rsp+0x30]
  0024b6  mov     rsi,[rsp+0x38]
  0024be  mov     rdi,[rsp+0x40]
  0024c6  mov     r8,[rsp+0x48]
  0024ce  mov     r9,[rsp+0x50]
  0024d6  mov     r10,[rsp+0x58]
  0024de  add     rsp,0x70
  0024e5  test    rdx,rdx
  0024e8  je      0x000000000000282c
  0024ee  mov     rbx,r11
  0024f1  mov     r15,[rbx+0x10]
  0024f9  jmp     0x00000000000023bd
  0024fe  sub     rsp,0x70
  002505  mov     [rsp+0x30],rcx
  00250d  mov     [rsp+0x38],rsi
  002515  mov     [rsp+0x40],rdi
  00251d  mov     [rsp+0x48],r8
  002525  mov     [rsp+0x50],r9
  00252d  mov     [rsp+0x58],r10
  002535  mov     [rsp],rbx
  00253d  mov     qword ptr [rsp+8],3
  002549  mov     [rsp+0x10],r12
  002551  mov     qword ptr [rsp+0x18],1
  00255d  mov     [rsp+0x20],r13
  002565  mov     qword ptr [rsp+0x28],1
  002571  mov     rdi,[rbp+0x20]
  002578  mov     esi,0xe
  00257d  mov     rdx,rsp
  002580  mov     rcx,0xfffffffffffffff2
  00258a  mov     r8,0xfffffffffffffff2
  002594  mov     r9,0
  00259e  mov     rax,<list_op>
  0025a8  call    rax
  0025aa  mov     r11,rax
  0025ad  mov     rcx,[rsp+0x30]
  0025b5  mov     rsi,[rsp+0x38]
  0025bd  mov     rdi,[rsp+0x40]
  0025c5  mov     r8,[rsp+0x48]
  0025cd  mov     r9,[rsp+0x50]
  0025d5  mov     r10,[rsp+0x58]
  0025dd  add     rsp,0x70
  0025e4  test    rdx,rdx
  0025e7  je      0x000000000000285f
  0025ed  mov     rbx,r11
  0025f0  mov     r15,[rbx+0x10]
  0025f8  jmp     0x00000000000023cf
  0025fd  sub     rsp,0x70
  002604  mov     [rsp+0x30],rcx
  00260c  mov     [rsp+0x38],rsi
  002614  mov     [rsp+0x40],rdi
  00261c  mov     [rsp+0x48],r8
  002624  mov     [rsp+0x50],r9
  00262c  mov     [rsp+0x58],r10
  002634  mov     [rsp],rbx
  00263c  mov     qword ptr [rsp+8],3
  002648  mov     [rsp+0x10],r12
  002650  mov     qword ptr [rsp+0x18],1
  00265c  mov     [rsp+0x20],r13
  002664  mov     qword ptr [rsp+0x28],1
  002670  mov     rdi,[rbp+0x20]
  002677  mov     esi,0xe
  00267c  mov     rdx,rsp
  00267f  mov     rcx,0xfffffffffffffff2
  002689  mov     r8,0xfffffffffffffff2
  002693  mov     r9,0
  00269d  mov     rax,<list_op>
  0026a7  call    rax
  0026a9  mov     r11,rax
  0026ac  mov     rcx,[rsp+0x30]
  0026b4  mov     rsi,[rsp+0x38]
  0026bc  mov     rdi,[rsp+0x40]
  0026c4  mov     r8,[rsp+0x48]
  0026cc  mov     r9,[rsp+0x50]
  0026d4  mov     r10,[rsp+0x58]
  0026dc  add     rsp,0x70
  0026e3  test    rdx,rdx
  0026e6  je      0x0000000000002892
  0026ec  mov     rbx,r11
  0026ef  mov     r15,[rbx+0x10]
  0026f7  jmp     0x00000000000023fa
; exits
  0026fc  mov     rax,0x4fffffffe
  002706  jmp     0x0000000000000027
  00270b  mov     [rbp+0x10],r13
  002712  mov     qword ptr [rbp+0x18],1
  00271d  mov     [rbp+0xa8],rbx
  002724  mov     qword ptr [rbp+0x1f8],3
  00272f  mov     rax,0x400000000
  002739  jmp     0x0000000000000027
  00273e  mov     [rbp+0xa8],rbx
  002745  mov     qword ptr [rbp+0x1f8],3
  002750  mov     rax,0x400000001
  00275a  jmp     0x0000000000000027
  00275f  mov     [rbp+0xa8],rbx
  002766  mov     qword ptr [rbp+0x1f8],3
  002771  mov     rax,0x400000002
  00277b  jmp     0x0000000000000027
  002780  add     r13,1
  002787  mov     [rbp+0xa8],rbx
  00278e  mov     qword ptr [rbp+0x1f8],3
  002799  mov     rax,0x400000003
  0027a3  jmp     0x0000000000000027
  0027a8  mov     [rbp+0xa8],rbx
  0027af  mov     qword ptr [rbp+0x1f8],3
  0027ba  mov     qword ptr [rbp+0xb8],0x42
  0027c5  mov     rax,0x400000005
  0027cf  jmp     0x0000000000000027
  0027d4  mov     [rbp+0xa8],rbx
  0027db  mov     qword ptr [rbp+0x1f8],3
  0027e6  mov     qword ptr [rbp+0xb8],0x42
  0027f1  mov     rax,0x400000008
  0027fb  jmp     0x0000000000000027
  002800  mov     [rbp+0xa8],rbx
  002807  mov     qword ptr [rbp+0x1f8],3
  002812  mov     qword ptr [rbp+0xb8],0x42
  00281d  mov     rax,0x40000000b
  002827  jmp     0x0000000000000027
  00282c  mov     [rbp+0xa8],rbx
  002833  mov     qword ptr [rbp+0x1f8],3
  00283e  mov     [rbp+0xc8],r13
  002845  mov     qword ptr [rbp+0x218],1
  002850  mov     rax,0x400000004
  00285a  jmp     0x0000000000000027
  00285f  mov     [rbp+0xa8],rbx
  002866  mov     qword ptr [rbp+0x1f8],3
  002871  mov     [rbp+0xc8],r13
  002878  mov     qword ptr [rbp+0x218],1
  002883  mov     rax,0x400000007
  00288d  jmp     0x0000000000000027
  002892  mov     [rbp+0xa8],rbx
  002899  mov     qword ptr [rbp+0x1f8],3
  0028a4  mov     [rbp+0xc8],r13
  0028ab  mov     qword ptr [rbp+0x218],1
  0028b6  mov     rax,0x40000000a
  0028c0  jmp     0x0000000000000027
