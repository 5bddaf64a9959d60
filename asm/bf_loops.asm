; T0: 568 bytes
; v0:int = input n
  000030  cmp     qword ptr [rbp+0xd8],1
  00003b  jne     0x000000000000016f
  000041  mov     rbx,[rbp+0x30]
; v1:list = input src
  000048  cmp     qword ptr [rbp+0xe0],3
  000053  jne     0x000000000000016f
  000059  mov     r12,[rbp+0x38]
; v2:list = input jumps
  000060  cmp     qword ptr [rbp+0xe8],3
  00006b  jne     0x000000000000016f
; v3:list = input stack
  000071  cmp     qword ptr [rbp+0xf0],3
  00007c  jne     0x000000000000016f
; v4:int = input sp
  000082  cmp     qword ptr [rbp+0xf8],1
  00008d  jne     0x000000000000016f
; v5:int = input i
  000093  cmp     qword ptr [rbp+0x100],1
  00009e  jne     0x000000000000016f
  0000a4  mov     r13,[rbp+0x58]
  0000ab  jmp     0x00000000000000c5
  0000b0  mov     rbx,[rbp+0x30]
  0000b7  mov     r12,[rbp+0x38]
  0000be  mov     r13,[rbp+0x58]
  0000c5  mov     r15,[r12+0x10]
; v6:int = lt v5, v0
; guard_true v6 => match/0 (0) {i=v5}
  0000cd  cmp     r13,rbx
  0000d0  jge     0x000000000000017e
; guard_words v1 => match_command/0 (1) {i=v5}
  0000d6  cmp     qword ptr [r12+8],0
  0000e2  jne     0x0000000000000194
; v9:int = readlist v1, v5 words => match_command/0 (1) {i=v5}
  0000e8  cmp     r13,[r12]
  0000f0  jae     0x00000000000001aa
  0000f6  mov     r14,[r15+r13*8]
; v10:int = eq v9, 91
; guard_false v10 => match_command/0 (1) {i=v5}
  0000fb  cmp     r14,0x5b
  000102  je      0x00000000000001c0
; v12:int = eq v9, 93
; guard_false v12 => match_close/0 (2) {i=v5, c=v9}
  000108  cmp     r14,0x5d
  00010f  je      0x00000000000001d6
; v14:int = add_nov v5, 1
  000115  add     r13,1
; guard_steps => match/0 (4) {i=v14}
; v16:int = phi i v14
; loop (4) {i=v16}
  00011c  nop     [rax]
; v18:int = lt v16, v0
; guard_true v18 => match/0 (0) {i=v16}
  000120  cmp     r13,rbx
  000123  jge     0x00000000000001fe
; v20:int = readlist v1, v16 words => match_command/0 (1) {i=v16}
  000129  cmp     r13,[r12]
  000131  jae     0x0000000000000214
  000137  mov     r14,[r15+r13*8]
; v21:int = eq v20, 91
; guard_false v21 => match_command/0 (1) {i=v16}
  00013c  cmp     r14,0x5b
  000143  je      0x000000000000022a
; v23:int = eq v20, 93
; guard_false v23 => match_close/0 (2) {i=v16, c=v20}
  000149  cmp     r14,0x5d
  000150  je      0x0000000000000240
; v25:int = add_nov v16, 1
  000156  add     r13,1
; guard_steps => match/0 (4) {i=v25}
; jump (4) v16 <- v25
  00015d  jmp     0x0000000000000120
; body entry
  000162  mov     r15,[r12+0x10]
  00016a  jmp     0x0000000000000120
; exits
  00016f  mov     rax,0xfffffffe
  000179  jmp     0x0000000000000016
  00017e  mov     [rbp+0x58],r13
  000185  mov     rax,0
  00018f  jmp     0x0000000000000016
  000194  mov     [rbp+0x58],r13
  00019b  mov     rax,1
  0001a5  jmp     0x0000000000000016
  0001aa  mov     [rbp+0x58],r13
  0001b1  mov     rax,2
  0001bb  jmp     0x0000000000000016
  0001c0  mov     [rbp+0x58],r13
  0001c7  mov     rax,3
  0001d1  jmp     0x0000000000000016
  0001d6  mov     [rbp+0x58],r13
  0001dd  mov     [rbp+0x68],r14
  0001e4  mov     qword ptr [rbp+0x110],1
  0001ef  mov     rax,4
  0001f9  jmp     0x0000000000000016
  0001fe  mov     [rbp+0x58],r13
  000205  mov     rax,6
  00020f  jmp     0x0000000000000016
  000214  mov     [rbp+0x58],r13
  00021b  mov     rax,7
  000225  jmp     0x0000000000000016
  00022a  mov     [rbp+0x58],r13
  000231  mov     rax,8
  00023b  jmp     0x0000000000000016
  000240  mov     [rbp+0x58],r13
  000247  mov     [rbp+0x68],r14
  00024e  mov     qword ptr [rbp+0x110],1
  000259  mov     rax,9
  000263  jmp     0x0000000000000016

; T1: 2626 bytes
; v0:int = input n
  000270  cmp     qword ptr [rbp+0xd8],1
  00027b  jne     0x000000000000085c
  000281  mov     rbx,[rbp+0x30]
; v1:list = input src
  000288  cmp     qword ptr [rbp+0xe0],3
  000293  jne     0x000000000000085c
  000299  mov     r12,[rbp+0x38]
; v2:list = input jumps
  0002a0  cmp     qword ptr [rbp+0xe8],3
  0002ab  jne     0x000000000000085c
  0002b1  mov     r13,[rbp+0x40]
; v3:list = input tape
  0002b8  cmp     qword ptr [rbp+0x140],3
  0002c3  jne     0x000000000000085c
  0002c9  mov     r14,[rbp+0x98]
; v4:int = input p
  0002d0  cmp     qword ptr [rbp+0x148],1
  0002db  jne     0x000000000000085c
  0002e1  mov     r15,[rbp+0xa0]
; v5:int = input pc
  0002e8  cmp     qword ptr [rbp+0x150],1
  0002f3  jne     0x000000000000085c
  0002f9  mov     rsi,[rbp+0xa8]
; guard_value v1, <list of 67> => loop/0 (0) {tape=v3, p=v4}
  000300  mov     rax,<list k0>
  00030a  cmp     r12,rax
  00030d  jne     0x000000000000086b
; guard_value v2, <list of 67> => loop_jumps/0 (1) {tape=v3, p=v4}
  000313  mov     rax,<list k1>
  00031d  cmp     r13,rax
  000320  jne     0x00000000000008cc
; guard_value v5, 24 => loop_pc/0 (2) {tape=v3, p=v4}
  000326  cmp     rsi,0x18
  00032d  jne     0x000000000000092d
  000333  jmp     0x000000000000034d
  000338  mov     rbx,[rbp+0x30]
  00033f  mov     r14,[rbp+0x98]
  000346  mov     r15,[rbp+0xa0]
; v9:int = le 29, v0
; guard_true v9 => dispatch/0 (3) {tape=v3, p=v4}
  00034d  mov     r11,0x1d
  000354  cmp     r11,rbx
  000357  jg      0x0000000000000967
; v11:int = add v4, 1 => right/0 (7) {tape=v3, p=v4}
  00035d  add     r15,1
  000364  jo      0x000000000000098f
; v12:int = and v11, 65535
  00036a  mov     rsi,r15
  00036d  and     rsi,0xffff
; guard_words v3 => plus/0 (14) {tape=v3, p=v12, pc=25}
  000374  cmp     qword ptr [r14+8],0
  000380  jne     0x00000000000009be
; v14:int = len v3
  000386  mov     r13,[r14]
; v15:int = lt 65535, v14
; guard_true v15 => plus/0 (14) {tape=v3, p=v12, pc=25}
  00038e  mov     r11,0xffff
  000395  cmp     r11,r13
  000398  jge     0x00000000000009f1
; v17:int = readlist v3, v12 words in_bounds => plus/0 (14) {tape=v3, p=v12, pc=25}
  00039e  mov     rax,[r14+0x10]
  0003a6  mov     r13,[rax+rsi*8]
; v18:int = add v17, 1 => plus/0 (14) {tape=v3, p=v12, pc=25}
  0003ab  add     r13,1
  0003b2  jo      0x0000000000000a57
; v19:int = and v18, 255
  0003b8  and     r13,0xff
; v20:list = set v3, v12, v19 owned words in_bounds => plus/3 (14) {tape=v3, p=v12, pc=25, x=v19}
  0003bf  mov     rax,[r14-0x10]
  0003c7  add     rax,[r14-8]
  0003cf  cmp     rax,2
  0003d5  jne     0x0000000000000470
  0003db  mov     rax,[r14+0x10]
  0003e3  mov     [rax+rsi*8],r13
; v21:int = add_nov v11, -1
  0003e8  add     r15,0xffffffffffffffff
; v22:int = and v21, 65535
  0003ef  and     r15,0xffff
; v23:int = readlist v20, v22 words in_bounds => minus/0 (32) {tape=v20, p=v22, pc=27}
  0003f6  mov     rax,[r14+0x10]
  0003fe  mov     r12,[rax+r15*8]
; v24:int = sub v23, 1 => minus/0 (32) {tape=v20, p=v22, pc=27}
  000403  sub     r12,1
  00040a  jo      0x0000000000000ac4
; v25:int = and v24, 255
  000410  and     r12,0xff
; v26:list = set v20, v22, v25 owned words in_bounds => minus/3 (32) {tape=v20, p=v22, pc=27, x=v25}
  000417  mov     rax,[r14+0x10]
  00041f  mov     [rax+r15*8],r12
; guard_true v25 => close_bracket/0 (46) {tape=v26, p=v22, pc=28}
  000424  test    r12,r12
  000427  je      0x0000000000000afe
; guard_steps => loop/0 (49) {tape=v26, p=v22}
; v29:list = phi tape v26
; v30:int = phi - v25
; v31:int = phi - v19
; loop (49) {tape=v29, p=v22}
  00042d  mov     rdi,[r14+0x10]
  000435  nop     [rax+rax]
  00043e  xchg    ax,ax
; v33:int = add v31, 1 => plus/0 (14) {tape=v29, p=v12, pc=25}
  000440  add     r13,1
  000447  jo      0x0000000000000b31
; v34:int = and v33, 255
  00044d  and     r13,0xff
; v35:list = set v29, v12, v34 owned words in_bounds => plus/3 (14) {tape=v29, p=v12, pc=25, x=v34}
  000454  mov     [rdi+rsi*8],r13
; v36:int = sub_nov v30, 1
; v37:int = and v36, 255
  000459  add     r12b,0xff
; v38:list = set v35, v22, v37 owned words in_bounds => minus/3 (32) {tape=v35, p=v22, pc=27, x=v37}
  00045d  mov     [rdi+r15*8],r12
; guard_true v37 => close_bracket/0 (46) {tape=v38, p=v22, pc=28}
  000462  test    r12,r12
  000465  jne     0x0000000000000440
  00046b  jmp     0x0000000000000b6b
; guard_steps => loop/0 (49) {tape=v38, p=v22}
; jump (49) v29 <- v38, v30 <- v37, v31 <- v34
  000470  sub     rsp,0x70
  000477  mov     [rsp+0x30],rcx
  00047f  mov     [rsp+0x38],rsi
  000487  mov     [rsp+0x40],rdi
  00048f  mov     [rsp+0x48],r8
  000497  mov     [rsp+0x50],r9
  00049f  mov     [rsp+0x58],r10
  0004a7  mov     [rsp],r14
  0004af  mov     qword ptr [rsp+8],3
  0004bb  mov     [rsp+0x10],rsi
  0004c3  mov     qword ptr [rsp+0x18],1
  0004cf  mov     [rsp+0x20],r13
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
  000559  je      0x0000000000000b9e
  00055f  mov     r14,r11
  000562  jmp     0x00000000000003e8
  000567  sub     rsp,0x70
  00056e  mov     [rsp+0x30],rcx
  000576  mov     [rsp+0x38],rsi
  00057e  mov     [rsp+0x40],rdi
  000586  mov     [rsp+0x48],r8
  00058e  mov     [rsp+0x50],r9
  000596  mov     [rsp+0x58],r10
  00059e  mov     [rsp],r14
  0005a6  mov     qword ptr [rsp+8],3
  0005b2  mov     [rsp+0x10],r15
  0005ba  mov     qword ptr [rsp+0x18],1
  0005c6  mov     [rsp+0x20],r12
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
  000650  je      0x0000000000000be3
  000656  mov     r14,r11
  000659  jmp     0x0000000000000424
  00065e  sub     rsp,0x70
  000665  mov     [rsp+0x30],rcx
  00066d  mov     [rsp+0x38],rsi
  000675  mov     [rsp+0x40],rdi
  00067d  mov     [rsp+0x48],r8
  000685  mov     [rsp+0x50],r9
  00068d  mov     [rsp+0x58],r10
  000695  mov     [rsp],r14
  00069d  mov     qword ptr [rsp+8],3
  0006a9  mov     [rsp+0x10],rsi
  0006b1  mov     qword ptr [rsp+0x18],1
  0006bd  mov     [rsp+0x20],r13
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
  000747  je      0x0000000000000c28
  00074d  mov     r14,r11
  000750  mov     rdi,[r14+0x10]
  000758  jmp     0x0000000000000459
  00075d  sub     rsp,0x70
  000764  mov     [rsp+0x30],rcx
  00076c  mov     [rsp+0x38],rsi
  000774  mov     [rsp+0x40],rdi
  00077c  mov     [rsp+0x48],r8
  000784  mov     [rsp+0x50],r9
  00078c  mov     [rsp+0x58],r10
  000794  mov     [rsp],r14
  00079c  mov     qword ptr [rsp+8],3
  0007a8  mov     [rsp+0x10],r15
  0007b0  mov     qword ptr [rsp+0x18],1
  0007bc  mov     [rsp+0x20],r12
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
  000846  je      0x0000000000000c6d
  00084c  mov     r14,r11
  00084f  mov     rdi,[r14+0x10]
  000857  jmp     0x0000000000000462
; exits
  00085c  mov     rax,0x1fffffffe
  000866  jmp     0x0000000000000016
  00086b  mov     [rbp+0x10],r12
  000872  mov     qword ptr [rbp+0x18],3
  00087d  mov     [rbp+0x98],r14
  000884  mov     qword ptr [rbp+0x140],3
  00088f  mov     [rbp+0xa0],r15
  000896  mov     rdi,[rbp+0x20]
  00089d  mov     rsi,8
  0008a7  mov     rdx,0
  0008b1  mov     rax,<exit_lists>
  0008bb  call    rax
  0008bd  mov     rax,0x100000000
  0008c7  jmp     0x0000000000000016
  0008cc  mov     [rbp+0x10],r13
  0008d3  mov     qword ptr [rbp+0x18],3
  0008de  mov     [rbp+0x98],r14
  0008e5  mov     qword ptr [rbp+0x140],3
  0008f0  mov     [rbp+0xa0],r15
  0008f7  mov     rdi,[rbp+0x20]
  0008fe  mov     rsi,8
  000908  mov     rdx,0
  000912  mov     rax,<exit_lists>
  00091c  call    rax
  00091e  mov     rax,0x100000001
  000928  jmp     0x0000000000000016
  00092d  mov     [rbp+0x10],rsi
  000934  mov     qword ptr [rbp+0x18],1
  00093f  mov     [rbp+0x98],r14
  000946  mov     qword ptr [rbp+0x140],3
  000951  mov     [rbp+0xa0],r15
  000958  mov     rax,0x100000002
  000962  jmp     0x0000000000000016
  000967  mov     [rbp+0x98],r14
  00096e  mov     qword ptr [rbp+0x140],3
  000979  mov     [rbp+0xa0],r15
  000980  mov     rax,0x100000003
  00098a  jmp     0x0000000000000016
  00098f  sub     r15,1
  000996  mov     [rbp+0x98],r14
  00099d  mov     qword ptr [rbp+0x140],3
  0009a8  mov     [rbp+0xa0],r15
  0009af  mov     rax,0x100000004
  0009b9  jmp     0x0000000000000016
  0009be  mov     [rbp+0x98],r14
  0009c5  mov     qword ptr [rbp+0x140],3
  0009d0  mov     [rbp+0xa0],rsi
  0009d7  mov     qword ptr [rbp+0xa8],0x19
  0009e2  mov     rax,0x100000005
  0009ec  jmp     0x0000000000000016
  0009f1  mov     [rbp+0x98],r14
  0009f8  mov     qword ptr [rbp+0x140],3
  000a03  mov     [rbp+0xa0],rsi
  000a0a  mov     qword ptr [rbp+0xa8],0x19
  000a15  mov     rax,0x100000006
  000a1f  jmp     0x0000000000000016
  000a24  mov     [rbp+0x98],r14
  000a2b  mov     qword ptr [rbp+0x140],3
  000a36  mov     [rbp+0xa0],rsi
  000a3d  mov     qword ptr [rbp+0xa8],0x19
  000a48  mov     rax,0x100000007
  000a52  jmp     0x0000000000000016
  000a57  sub     r13,1
  000a5e  mov     [rbp+0x98],r14
  000a65  mov     qword ptr [rbp+0x140],3
  000a70  mov     [rbp+0xa0],rsi
  000a77  mov     qword ptr [rbp+0xa8],0x19
  000a82  mov     rax,0x100000008
  000a8c  jmp     0x0000000000000016
  000a91  mov     [rbp+0x98],r14
  000a98  mov     qword ptr [rbp+0x140],3
  000aa3  mov     [rbp+0xa0],r15
  000aaa  mov     qword ptr [rbp+0xa8],0x1b
  000ab5  mov     rax,0x10000000a
  000abf  jmp     0x0000000000000016
  000ac4  add     r12,1
  000acb  mov     [rbp+0x98],r14
  000ad2  mov     qword ptr [rbp+0x140],3
  000add  mov     [rbp+0xa0],r15
  000ae4  mov     qword ptr [rbp+0xa8],0x1b
  000aef  mov     rax,0x10000000b
  000af9  jmp     0x0000000000000016
  000afe  mov     [rbp+0x98],r14
  000b05  mov     qword ptr [rbp+0x140],3
  000b10  mov     [rbp+0xa0],r15
  000b17  mov     qword ptr [rbp+0xa8],0x1c
  000b22  mov     rax,0x10000000d
  000b2c  jmp     0x0000000000000016
  000b31  sub     r13,1
  000b38  mov     [rbp+0x98],r14
  000b3f  mov     qword ptr [rbp+0x140],3
  000b4a  mov     [rbp+0xa0],rsi
  000b51  mov     qword ptr [rbp+0xa8],0x19
  000b5c  mov     rax,0x10000000f
  000b66  jmp     0x0000000000000016
  000b6b  mov     [rbp+0x98],r14
  000b72  mov     qword ptr [rbp+0x140],3
  000b7d  mov     [rbp+0xa0],r15
  000b84  mov     qword ptr [rbp+0xa8],0x1c
  000b8f  mov     rax,0x100000012
  000b99  jmp     0x0000000000000016
  000b9e  mov     [rbp+0x98],r14
  000ba5  mov     qword ptr [rbp+0x140],3
  000bb0  mov     [rbp+0xa0],rsi
  000bb7  mov     qword ptr [rbp+0xa8],0x19
  000bc2  mov     [rbp+0xb8],r13
  000bc9  mov     qword ptr [rbp+0x160],1
  000bd4  mov     rax,0x100000009
  000bde  jmp     0x0000000000000016
  000be3  mov     [rbp+0x98],r14
  000bea  mov     qword ptr [rbp+0x140],3
  000bf5  mov     [rbp+0xa0],r15
  000bfc  mov     qword ptr [rbp+0xa8],0x1b
  000c07  mov     [rbp+0xb8],r12
  000c0e  mov     qword ptr [rbp+0x160],1
  000c19  mov     rax,0x10000000c
  000c23  jmp     0x0000000000000016
  000c28  mov     [rbp+0x98],r14
  000c2f  mov     qword ptr [rbp+0x140],3
  000c3a  mov     [rbp+0xa0],rsi
  000c41  mov     qword ptr [rbp+0xa8],0x19
  000c4c  mov     [rbp+0xb8],r13
  000c53  mov     qword ptr [rbp+0x160],1
  000c5e  mov     rax,0x100000010
  000c68  jmp     0x0000000000000016
  000c6d  mov     [rbp+0x98],r14
  000c74  mov     qword ptr [rbp+0x140],3
  000c7f  mov     [rbp+0xa0],r15
  000c86  mov     qword ptr [rbp+0xa8],0x1b
  000c91  mov     [rbp+0xb8],r12
  000c98  mov     qword ptr [rbp+0x160],1
  000ca3  mov     rax,0x100000011
  000cad  jmp     0x0000000000000016

; T2: 2063 bytes
; v0:int = input n
  000cc0  cmp     qword ptr [rbp+0xd8],1
  000ccb  jne     0x0000000000001238
  000cd1  mov     rbx,[rbp+0x30]
; v1:list = input src
  000cd8  cmp     qword ptr [rbp+0xe0],3
  000ce3  jne     0x0000000000001238
  000ce9  mov     r12,[rbp+0x38]
; v2:list = input jumps
  000cf0  cmp     qword ptr [rbp+0xe8],3
  000cfb  jne     0x0000000000001238
  000d01  mov     r13,[rbp+0x40]
; v3:list = input tape
  000d08  cmp     qword ptr [rbp+0x140],3
  000d13  jne     0x0000000000001238
  000d19  mov     r14,[rbp+0x98]
; v4:int = input p
  000d20  cmp     qword ptr [rbp+0x148],1
  000d2b  jne     0x0000000000001238
  000d31  mov     r15,[rbp+0xa0]
; v5:int = input pc
  000d38  cmp     qword ptr [rbp+0x150],1
  000d43  jne     0x0000000000001238
  000d49  mov     rsi,[rbp+0xa8]
; guard_value v1, <list of 67> => loop/0 (0) {tape=v3}
  000d50  mov     rax,<list k0>
  000d5a  cmp     r12,rax
  000d5d  jne     0x0000000000001247
; guard_value v2, <list of 67> => loop_jumps/0 (1) {tape=v3}
  000d63  mov     rax,<list k1>
  000d6d  cmp     r13,rax
  000d70  jne     0x00000000000012a1
; guard_value v5, 31 => loop_pc/0 (2) {tape=v3}
  000d76  cmp     rsi,0x1f
  000d7d  jne     0x00000000000012fb
  000d83  jmp     0x0000000000000d9d
  000d88  mov     rbx,[rbp+0x30]
  000d8f  mov     r14,[rbp+0x98]
  000d96  mov     r15,[rbp+0xa0]
; v9:int = le 34, v0
; guard_true v9 => dispatch/0 (3) {tape=v3}
  000d9d  mov     r11,0x22
  000da4  cmp     r11,rbx
  000da7  jg      0x000000000000132e
; guard_words v3 => minus/0 (6) {tape=v3}
  000dad  cmp     qword ptr [r14+8],0
  000db9  jne     0x000000000000134f
; v12:int = readlist v3, v4 words => minus/0 (6) {tape=v3}
  000dbf  cmp     r15,[r14]
  000dc7  jae     0x0000000000001370
  000dcd  mov     rax,[r14+0x10]
  000dd5  mov     rsi,[rax+r15*8]
; v13:int = sub v12, 1 => minus/0 (6) {tape=v3}
  000dda  sub     rsi,1
  000de1  jo      0x0000000000001391
; v14:int = and v13, 255
  000de7  and     rsi,0xff
; v15:list = set v3, v4, v14 owned words in_bounds => minus/3 (6) {tape=v3, x=v14}
  000dee  mov     rax,[r14-0x10]
  000df6  add     rax,[r14-8]
  000dfe  cmp     rax,2
  000e04  jne     0x0000000000000eaa
  000e0a  mov     rax,[r14+0x10]
  000e12  mov     [rax+r15*8],rsi
; v16:int = put_byte v14 => output/0 (17) {tape=v15, pc=32}
  000e17  cmp     rsi,0xff
  000e1e  ja      0x0000000000000fa1
  000e24  mov     rax,[rbp+0x28]
  000e2b  mov     rdx,[rax]
  000e2e  cmp     rdx,0x10000
  000e35  jae     0x0000000000000fa1
  000e3b  mov     [rax+rdx+8],sil
  000e43  add     rdx,1
  000e47  mov     [rax],rdx
; guard_true v14 => close_bracket/0 (31) {tape=v15, pc=33}
  000e4a  test    rsi,rsi
  000e4d  je      0x00000000000013b9
; guard_steps => loop/0 (34) {tape=v15}
; v19:list = phi tape v15
; v20:int = phi - v14
; loop (34) {tape=v19}
  000e53  mov     rdi,[r14+0x10]
  000e5b  nop     [rax+rax]
; v22:int = sub_nov v20, 1
; v23:int = and v22, 255
  000e60  add     sil,0xff
; v24:list = set v19, v4, v23 owned words in_bounds => minus/3 (6) {tape=v19, x=v23}
  000e64  mov     [rdi+r15*8],rsi
; v25:int = put_byte v23 => output/0 (17) {tape=v24, pc=32}
  000e69  cmp     rsi,0xff
  000e70  ja      0x000000000000116c
  000e76  mov     rax,[rbp+0x28]
  000e7d  mov     rdx,[rax]
  000e80  cmp     rdx,0x10000
  000e87  jae     0x000000000000116c
  000e8d  mov     [rax+rdx+8],sil
  000e95  add     rdx,1
  000e99  mov     [rax],rdx
; guard_true v23 => close_bracket/0 (31) {tape=v24, pc=33}
  000e9c  test    rsi,rsi
  000e9f  jne     0x0000000000000e60
  000ea5  jmp     0x00000000000013e5
; guard_steps => loop/0 (34) {tape=v24}
; jump (34) v19 <- v24, v20 <- v23
  000eaa  sub     rsp,0x70
  000eb1  mov     [rsp+0x30],rcx
  000eb9  mov     [rsp+0x38],rsi
  000ec1  mov     [rsp+0x40],rdi
  000ec9  mov     [rsp+0x48],r8
  000ed1  mov     [rsp+0x50],r9
  000ed9  mov     [rsp+0x58],r10
  000ee1  mov     [rsp],r14
  000ee9  mov     qword ptr [rsp+8],3
  000ef5  mov     [rsp+0x10],r15
  000efd  mov     qword ptr [rsp+0x18],1
  000f09  mov     [rsp+0x20],rsi
  000f11  mov     qword ptr [rsp+0x28],1
  000f1d  mov     rdi,[rbp+0x20]
  000f24  mov     esi,0xe
  000f29  mov     rdx,rsp
  000f2c  mov     rcx,0xfffffffffffffff2
  000f36  mov     r8,0xfffffffffffffff2
  000f40  mov     r9,0
  000f4a  mov     rax,<list_op>
  000f54  call    rax
  000f56  mov     r11,rax
  000f59  mov     rcx,[rsp+0x30]
  000f61  mov     rsi,[rsp+0x38]
  000f69  mov     rdi,[rsp+0x40]
  000f71  mov     r8,[rsp+0x48]
  000f79  mov     r9,[rsp+0x50]
  000f81  mov     r10,[rsp+0x58]
  000f89  add     rsp,0x70
  000f90  test    rdx,rdx
  000f93  je      0x0000000000001411
  000f99  mov     r14,r11
  000f9c  jmp     0x0000000000000e17
  000fa1  sub     rsp,0x70
  000fa8  mov     [rsp+0x30],rcx
  000fb0  mov     [rsp+0x38],rsi
  000fb8  mov     [rsp+0x40],rdi
  000fc0  mov     [rsp+0x48],r8
  000fc8  mov     [rsp+0x50],r9
  000fd0  mov     [rsp+0x58],r10
  000fd8  mov     [rsp],rsi
  000fe0  mov     qword ptr [rsp+8],1
  000fec  mov     rdi,[rbp+0x20]
  000ff3  mov     esi,0x14
  000ff8  mov     rdx,rsp
  000ffb  mov     rcx,1
  001005  mov     r8,0
  00100f  mov     r9,0
  001019  mov     rax,<call_op>
  001023  call    rax
  001025  mov     r11,rax
  001028  mov     rcx,[rsp+0x30]
  001030  mov     rsi,[rsp+0x38]
  001038  mov     rdi,[rsp+0x40]
  001040  mov     r8,[rsp+0x48]
  001048  mov     r9,[rsp+0x50]
  001050  mov     r10,[rsp+0x58]
  001058  add     rsp,0x70
  00105f  test    rdx,rdx
  001062  je      0x0000000000001444
  001068  jmp     0x0000000000000e4a
  00106d  sub     rsp,0x70
  001074  mov     [rsp+0x30],rcx
  00107c  mov     [rsp+0x38],rsi
  001084  mov     [rsp+0x40],rdi
  00108c  mov     [rsp+0x48],r8
  001094  mov     [rsp+0x50],r9
  00109c  mov     [rsp+0x58],r10
  0010a4  mov     [rsp],r14
  0010ac  mov     qword ptr [rsp+8],3
  0010b8  mov     [rsp+0x10],r15
  0010c0  mov     qword ptr [rsp+0x18],1
  0010cc  mov     [rsp+0x20],rsi
  0010d4  mov     qword ptr [rsp+0x28],1
  0010e0  mov     rdi,[rbp+0x20]
  0010e7  mov     esi,0xe
  0010ec  mov     rdx,rsp
  0010ef  mov     rcx,0xfffffffffffffff2
  0010f9  mov     r8,0xfffffffffffffff2
  001103  mov     r9,0
  00110d  mov     rax,<list_op>
  001117  call    rax
  001119  mov     r11,rax
  00111c  mov     rcx,[rsp+0x30]
  001124  mov     rsi,[rsp+0x38]
  00112c  mov     rdi,[rsp+0x40]
  001134  mov     r8,[rsp+0x48]
  00113c  mov     r9,[rsp+0x50]
  001144  mov     r10,[rsp+0x58]
  00114c  add     rsp,0x70
  001153  test    rdx,rdx
  001156  je      0x0000000000001470
  00115c  mov     r14,r11
  00115f  mov     rdi,[r14+0x10]
  001167  jmp     0x0000000000000e69
  00116c  sub     rsp,0x70
  001173  mov     [rsp+0x30],rcx
  00117b  mov     [rsp+0x38],rsi
  001183  mov     [rsp+0x40],rdi
  00118b  mov     [rsp+0x48],r8
  001193  mov     [rsp+0x50],r9
  00119b  mov     [rsp+0x58],r10
  0011a3  mov     [rsp],rsi
  0011ab  mov     qword ptr [rsp+8],1
  0011b7  mov     rdi,[rbp+0x20]
  0011be  mov     esi,0x14
  0011c3  mov     rdx,rsp
  0011c6  mov     rcx,1
  0011d0  mov     r8,0
  0011da  mov     r9,0
  0011e4  mov     rax,<call_op>
  0011ee  call    rax
  0011f0  mov     r11,rax
  0011f3  mov     rcx,[rsp+0x30]
  0011fb  mov     rsi,[rsp+0x38]
  001203  mov     rdi,[rsp+0x40]
  00120b  mov     r8,[rsp+0x48]
  001213  mov     r9,[rsp+0x50]
  00121b  mov     r10,[rsp+0x58]
  001223  add     rsp,0x70
  00122a  test    rdx,rdx
  00122d  je      0x00000000000014a3
  001233  jmp     0x0000000000000e9c
; exits
  001238  mov     rax,0x2fffffffe
  001242  jmp     0x0000000000000016
  001247  mov     [rbp+0x10],r12
  00124e  mov     qword ptr [rbp+0x18],3
  001259  mov     [rbp+0x98],r14
  001260  mov     qword ptr [rbp+0x140],3
  00126b  mov     rdi,[rbp+0x20]
  001272  mov     rsi,8
  00127c  mov     rdx,0
  001286  mov     rax,<exit_lists>
  001290  call    rax
  001292  mov     rax,0x200000000
  00129c  jmp     0x0000000000000016
  0012a1  mov     [rbp+0x10],r13
  0012a8  mov     qword ptr [rbp+0x18],3
  0012b3  mov     [rbp+0x98],r14
  0012ba  mov     qword ptr [rbp+0x140],3
  0012c5  mov     rdi,[rbp+0x20]
  0012cc  mov     rsi,8
  0012d6  mov     rdx,0
  0012e0  mov     rax,<exit_lists>
  0012ea  call    rax
  0012ec  mov     rax,0x200000001
  0012f6  jmp     0x0000000000000016
  0012fb  mov     [rbp+0x10],rsi
  001302  mov     qword ptr [rbp+0x18],1
  00130d  mov     [rbp+0x98],r14
  001314  mov     qword ptr [rbp+0x140],3
  00131f  mov     rax,0x200000002
  001329  jmp     0x0000000000000016
  00132e  mov     [rbp+0x98],r14
  001335  mov     qword ptr [rbp+0x140],3
  001340  mov     rax,0x200000003
  00134a  jmp     0x0000000000000016
  00134f  mov     [rbp+0x98],r14
  001356  mov     qword ptr [rbp+0x140],3
  001361  mov     rax,0x200000004
  00136b  jmp     0x0000000000000016
  001370  mov     [rbp+0x98],r14
  001377  mov     qword ptr [rbp+0x140],3
  001382  mov     rax,0x200000005
  00138c  jmp     0x0000000000000016
  001391  add     rsi,1
  001398  mov     [rbp+0x98],r14
  00139f  mov     qword ptr [rbp+0x140],3
  0013aa  mov     rax,0x200000006
  0013b4  jmp     0x0000000000000016
  0013b9  mov     [rbp+0x98],r14
  0013c0  mov     qword ptr [rbp+0x140],3
  0013cb  mov     qword ptr [rbp+0xa8],0x21
  0013d6  mov     rax,0x200000009
  0013e0  jmp     0x0000000000000016
  0013e5  mov     [rbp+0x98],r14
  0013ec  mov     qword ptr [rbp+0x140],3
  0013f7  mov     qword ptr [rbp+0xa8],0x21
  001402  mov     rax,0x20000000d
  00140c  jmp     0x0000000000000016
  001411  mov     [rbp+0x98],r14
  001418  mov     qword ptr [rbp+0x140],3
  001423  mov     [rbp+0xb8],rsi
  00142a  mov     qword ptr [rbp+0x160],1
  001435  mov     rax,0x200000007
  00143f  jmp     0x0000000000000016
  001444  mov     [rbp+0x98],r14
  00144b  mov     qword ptr [rbp+0x140],3
  001456  mov     qword ptr [rbp+0xa8],0x20
  001461  mov     rax,0x200000008
  00146b  jmp     0x0000000000000016
  001470  mov     [rbp+0x98],r14
  001477  mov     qword ptr [rbp+0x140],3
  001482  mov     [rbp+0xb8],rsi
  001489  mov     qword ptr [rbp+0x160],1
  001494  mov     rax,0x20000000b
  00149e  jmp     0x0000000000000016
  0014a3  mov     [rbp+0x98],r14
  0014aa  mov     qword ptr [rbp+0x140],3
  0014b5  mov     qword ptr [rbp+0xa8],0x20
  0014c0  mov     rax,0x20000000c
  0014ca  jmp     0x0000000000000016

; T3: 2654 bytes
; v0:int = input n
  0014d0  cmp     qword ptr [rbp+0xd8],1
  0014db  jne     0x0000000000001adc
  0014e1  mov     rbx,[rbp+0x30]
; v1:list = input src
  0014e8  cmp     qword ptr [rbp+0xe0],3
  0014f3  jne     0x0000000000001adc
  0014f9  mov     r12,[rbp+0x38]
; v2:list = input jumps
  001500  cmp     qword ptr [rbp+0xe8],3
  00150b  jne     0x0000000000001adc
  001511  mov     r13,[rbp+0x40]
; v3:list = input tape
  001518  cmp     qword ptr [rbp+0x140],3
  001523  jne     0x0000000000001adc
  001529  mov     r14,[rbp+0x98]
; v4:int = input p
  001530  cmp     qword ptr [rbp+0x148],1
  00153b  jne     0x0000000000001adc
  001541  mov     r15,[rbp+0xa0]
; v5:int = input pc
  001548  cmp     qword ptr [rbp+0x150],1
  001553  jne     0x0000000000001adc
  001559  mov     rsi,[rbp+0xa8]
; guard_value v1, <list of 67> => loop/0 (0) {tape=v3, p=v4}
  001560  mov     rax,<list k0>
  00156a  cmp     r12,rax
  00156d  jne     0x0000000000001aeb
; guard_value v2, <list of 67> => loop_jumps/0 (1) {tape=v3, p=v4}
  001573  mov     rax,<list k1>
  00157d  cmp     r13,rax
  001580  jne     0x0000000000001b4c
; guard_value v5, 58 => loop_pc/0 (2) {tape=v3, p=v4}
  001586  cmp     rsi,0x3a
  00158d  jne     0x0000000000001bad
  001593  jmp     0x00000000000015ad
  001598  mov     rbx,[rbp+0x30]
  00159f  mov     r14,[rbp+0x98]
  0015a6  mov     r15,[rbp+0xa0]
; v9:int = le 63, v0
; guard_true v9 => dispatch/0 (3) {tape=v3, p=v4}
  0015ad  mov     r11,0x3f
  0015b4  cmp     r11,rbx
  0015b7  jg      0x0000000000001be7
; guard_words v3 => minus/0 (6) {tape=v3, p=v4}
  0015bd  cmp     qword ptr [r14+8],0
  0015c9  jne     0x0000000000001c0f
; v12:int = readlist v3, v4 words => minus/0 (6) {tape=v3, p=v4}
  0015cf  cmp     r15,[r14]
  0015d7  jae     0x0000000000001c37
  0015dd  mov     rax,[r14+0x10]
  0015e5  mov     rsi,[rax+r15*8]
; v13:int = sub v12, 1 => minus/0 (6) {tape=v3, p=v4}
  0015ea  sub     rsi,1
  0015f1  jo      0x0000000000001c5f
; v14:int = and v13, 255
  0015f7  and     rsi,0xff
; v15:list = set v3, v4, v14 owned words in_bounds => minus/3 (6) {tape=v3, p=v4, x=v14}
  0015fe  mov     rax,[r14-0x10]
  001606  add     rax,[r14-8]
  00160e  cmp     rax,2
  001614  jne     0x00000000000016f0
  00161a  mov     rax,[r14+0x10]
  001622  mov     [rax+r15*8],rsi
; v16:int = add_nov v4, 1
  001627  lea     rsi,[r15+1]
; v17:int = and v16, 65535
  00162f  and     rsi,0xffff
; v18:int = len v15
  001636  mov     r13,[r14]
; v19:int = lt 65535, v18
; guard_true v19 => plus/0 (22) {tape=v15, p=v17, pc=60}
  00163e  mov     r11,0xffff
  001645  cmp     r11,r13
  001648  jge     0x0000000000001c8e
; v21:int = readlist v15, v17 words in_bounds => plus/0 (22) {tape=v15, p=v17, pc=60}
  00164e  mov     rax,[r14+0x10]
  001656  mov     r13,[rax+rsi*8]
; v22:int = add v21, 1 => plus/0 (22) {tape=v15, p=v17, pc=60}
  00165b  add     r13,1
  001662  jo      0x0000000000001cf4
; v23:int = and v22, 255
  001668  and     r13,0xff
; v24:list = set v15, v17, v23 owned words in_bounds => plus/3 (22) {tape=v15, p=v17, pc=60, x=v23}
  00166f  mov     rax,[r14+0x10]
  001677  mov     [rax+rsi*8],r13
; v25:int = and v4, 65535
  00167c  and     r15,0xffff
; v26:int = readlist v24, v25 words in_bounds => close_bracket/0 (46) {tape=v24, p=v25, pc=62}
  001683  mov     rax,[r14+0x10]
  00168b  mov     r12,[rax+r15*8]
; guard_true v26 => close_bracket/0 (46) {tape=v24, p=v25, pc=62}
  001690  test    r12,r12
  001693  je      0x0000000000001d61
; guard_steps => loop/0 (49) {tape=v24, p=v25}
; v29:list = phi tape v24
; v30:int = phi - v26
; v31:int = phi - v23
; loop (49) {tape=v29, p=v25}
  001699  mov     rdi,[r14+0x10]
  0016a1  nop     [rax+rax]
  0016aa  nop     [rax+rax]
; v33:int = sub v30, 1 => minus/0 (6) {tape=v29, p=v25}
  0016b0  sub     r12,1
  0016b7  jo      0x0000000000001d94
; v34:int = and v33, 255
  0016bd  and     r12,0xff
; v35:list = set v29, v25, v34 owned words in_bounds => minus/3 (6) {tape=v29, p=v25, x=v34}
  0016c4  mov     [rdi+r15*8],r12
; v36:int = add v31, 1 => plus/0 (22) {tape=v35, p=v17, pc=60}
  0016c9  add     r13,1
  0016d0  jo      0x0000000000001dc3
; v37:int = and v36, 255
  0016d6  and     r13,0xff
; v38:list = set v35, v17, v37 owned words in_bounds => plus/3 (22) {tape=v35, p=v17, pc=60, x=v37}
  0016dd  mov     [rdi+rsi*8],r13
; guard_true v34 => close_bracket/0 (46) {tape=v38, p=v25, pc=62}
  0016e2  test    r12,r12
  0016e5  jne     0x00000000000016b0
  0016eb  jmp     0x0000000000001dfd
; guard_steps => loop/0 (49) {tape=v38, p=v25}
; jump (49) v29 <- v38, v30 <- v34, v31 <- v37
  0016f0  sub     rsp,0x70
  0016f7  mov     [rsp+0x30],rcx
  0016ff  mov     [rsp+0x38],rsi
  001707  mov     [rsp+0x40],rdi
  00170f  mov     [rsp+0x48],r8
  001717  mov     [rsp+0x50],r9
  00171f  mov     [rsp+0x58],r10
  001727  mov     [rsp],r14
  00172f  mov     qword ptr [rsp+8],3
  00173b  mov     [rsp+0x10],r15
  001743  mov     qword ptr [rsp+0x18],1
  00174f  mov     [rsp+0x20],rsi
  001757  mov     qword ptr [rsp+0x28],1
  001763  mov     rdi,[rbp+0x20]
  00176a  mov     esi,0xe
  00176f  mov     rdx,rsp
  001772  mov     rcx,0xfffffffffffffff2
  00177c  mov     r8,0xfffffffffffffff2
  001786  mov     r9,0
  001790  mov     rax,<list_op>
  00179a  call    rax
  00179c  mov     r11,rax
  00179f  mov     rcx,[rsp+0x30]
  0017a7  mov     rsi,[rsp+0x38]
  0017af  mov     rdi,[rsp+0x40]
  0017b7  mov     r8,[rsp+0x48]
  0017bf  mov     r9,[rsp+0x50]
  0017c7  mov     r10,[rsp+0x58]
  0017cf  add     rsp,0x70
  0017d6  test    rdx,rdx
  0017d9  je      0x0000000000001e30
  0017df  mov     r14,r11
  0017e2  jmp     0x0000000000001627
  0017e7  sub     rsp,0x70
  0017ee  mov     [rsp+0x30],rcx
  0017f6  mov     [rsp+0x38],rsi
  0017fe  mov     [rsp+0x40],rdi
  001806  mov     [rsp+0x48],r8
  00180e  mov     [rsp+0x50],r9
  001816  mov     [rsp+0x58],r10
  00181e  mov     [rsp],r14
  001826  mov     qword ptr [rsp+8],3
  001832  mov     [rsp+0x10],rsi
  00183a  mov     qword ptr [rsp+0x18],1
  001846  mov     [rsp+0x20],r13
  00184e  mov     qword ptr [rsp+0x28],1
  00185a  mov     rdi,[rbp+0x20]
  001861  mov     esi,0xe
  001866  mov     rdx,rsp
  001869  mov     rcx,0xfffffffffffffff2
  001873  mov     r8,0xfffffffffffffff2
  00187d  mov     r9,0
  001887  mov     rax,<list_op>
  001891  call    rax
  001893  mov     r11,rax
  001896  mov     rcx,[rsp+0x30]
  00189e  mov     rsi,[rsp+0x38]
  0018a6  mov     rdi,[rsp+0x40]
  0018ae  mov     r8,[rsp+0x48]
  0018b6  mov     r9,[rsp+0x50]
  0018be  mov     r10,[rsp+0x58]
  0018c6  add     rsp,0x70
  0018cd  test    rdx,rdx
  0018d0  je      0x0000000000001e6a
  0018d6  mov     r14,r11
  0018d9  jmp     0x000000000000167c
  0018de  sub     rsp,0x70
  0018e5  mov     [rsp+0x30],rcx
  0018ed  mov     [rsp+0x38],rsi
  0018f5  mov     [rsp+0x40],rdi
  0018fd  mov     [rsp+0x48],r8
  001905  mov     [rsp+0x50],r9
  00190d  mov     [rsp+0x58],r10
  001915  mov     [rsp],r14
  00191d  mov     qword ptr [rsp+8],3
  001929  mov     [rsp+0x10],r15
  001931  mov     qword ptr [rsp+0x18],1
  00193d  mov     [rsp+0x20],r12
  001945  mov     qword ptr [rsp+0x28],1
  001951  mov     rdi,[rbp+0x20]
  001958  mov     esi,0xe
  00195d  mov     rdx,rsp
  001960  mov     rcx,0xfffffffffffffff2
  00196a  mov     r8,0xfffffffffffffff2
  001974  mov     r9,0
  00197e  mov     rax,<list_op>
  001988  call    rax
  00198a  mov     r11,rax
  00198d  mov     rcx,[rsp+0x30]
  001995  mov     rsi,[rsp+0x38]
  00199d  mov     rdi,[rsp+0x40]
  0019a5  mov     r8,[rsp+0x48]
  0019ad  mov     r9,[rsp+0x50]
  0019b5  mov     r10,[rsp+0x58]
  0019bd  add     rsp,0x70
  0019c4  test    rdx,rdx
  0019c7  je      0x0000000000001eaf
  0019cd  mov     r14,r11
  0019d0  mov     rdi,[r14+0x10]
  0019d8  jmp     0x00000000000016c9
  0019dd  sub     rsp,0x70
  0019e4  mov     [rsp+0x30],rcx
  0019ec  mov     [rsp+0x38],rsi
  0019f4  mov     [rsp+0x40],rdi
  0019fc  mov     [rsp+0x48],r8
  001a04  mov     [rsp+0x50],r9
  001a0c  mov     [rsp+0x58],r10
  001a14  mov     [rsp],r14
  001a1c  mov     qword ptr [rsp+8],3
  001a28  mov     [rsp+0x10],rsi
  001a30  mov     qword ptr [rsp+0x18],1
  001a3c  mov     [rsp+0x20],r13
  001a44  mov     qword ptr [rsp+0x28],1
  001a50  mov     rdi,[rbp+0x20]
  001a57  mov     esi,0xe
  001a5c  mov     rdx,rsp
  001a5f  mov     rcx,0xfffffffffffffff2
  001a69  mov     r8,0xfffffffffffffff2
  001a73  mov     r9,0
  001a7d  mov     rax,<list_op>
  001a87  call    rax
  001a89  mov     r11,rax
  001a8c  mov     rcx,[rsp+0x30]
  001a94  mov     rsi,[rsp+0x38]
  001a9c  mov     rdi,[rsp+0x40]
  001aa4  mov     r8,[rsp+0x48]
  001aac  mov     r9,[rsp+0x50]
  001ab4  mov     r10,[rsp+0x58]
  001abc  add     rsp,0x70
  001ac3  test    rdx,rdx
  001ac6  je      0x0000000000001ee9
  001acc  mov     r14,r11
  001acf  mov     rdi,[r14+0x10]
  001ad7  jmp     0x00000000000016e2
; exits
  001adc  mov     rax,0x3fffffffe
  001ae6  jmp     0x0000000000000016
  001aeb  mov     [rbp+0x10],r12
  001af2  mov     qword ptr [rbp+0x18],3
  001afd  mov     [rbp+0x98],r14
  001b04  mov     qword ptr [rbp+0x140],3
  001b0f  mov     [rbp+0xa0],r15
  001b16  mov     rdi,[rbp+0x20]
  001b1d  mov     rsi,8
  001b27  mov     rdx,0
  001b31  mov     rax,<exit_lists>
  001b3b  call    rax
  001b3d  mov     rax,0x300000000
  001b47  jmp     0x0000000000000016
  001b4c  mov     [rbp+0x10],r13
  001b53  mov     qword ptr [rbp+0x18],3
  001b5e  mov     [rbp+0x98],r14
  001b65  mov     qword ptr [rbp+0x140],3
  001b70  mov     [rbp+0xa0],r15
  001b77  mov     rdi,[rbp+0x20]
  001b7e  mov     rsi,8
  001b88  mov     rdx,0
  001b92  mov     rax,<exit_lists>
  001b9c  call    rax
  001b9e  mov     rax,0x300000001
  001ba8  jmp     0x0000000000000016
  001bad  mov     [rbp+0x10],rsi
  001bb4  mov     qword ptr [rbp+0x18],1
  001bbf  mov     [rbp+0x98],r14
  001bc6  mov     qword ptr [rbp+0x140],3
  001bd1  mov     [rbp+0xa0],r15
  001bd8  mov     rax,0x300000002
  001be2  jmp     0x0000000000000016
  001be7  mov     [rbp+0x98],r14
  001bee  mov     qword ptr [rbp+0x140],3
  001bf9  mov     [rbp+0xa0],r15
  001c00  mov     rax,0x300000003
  001c0a  jmp     0x0000000000000016
  001c0f  mov     [rbp+0x98],r14
  001c16  mov     qword ptr [rbp+0x140],3
  001c21  mov     [rbp+0xa0],r15
  001c28  mov     rax,0x300000004
  001c32  jmp     0x0000000000000016
  001c37  mov     [rbp+0x98],r14
  001c3e  mov     qword ptr [rbp+0x140],3
  001c49  mov     [rbp+0xa0],r15
  001c50  mov     rax,0x300000005
  001c5a  jmp     0x0000000000000016
  001c5f  add     rsi,1
  001c66  mov     [rbp+0x98],r14
  001c6d  mov     qword ptr [rbp+0x140],3
  001c78  mov     [rbp+0xa0],r15
  001c7f  mov     rax,0x300000006
  001c89  jmp     0x0000000000000016
  001c8e  mov     [rbp+0x98],r14
  001c95  mov     qword ptr [rbp+0x140],3
  001ca0  mov     [rbp+0xa0],rsi
  001ca7  mov     qword ptr [rbp+0xa8],0x3c
  001cb2  mov     rax,0x300000008
  001cbc  jmp     0x0000000000000016
  001cc1  mov     [rbp+0x98],r14
  001cc8  mov     qword ptr [rbp+0x140],3
  001cd3  mov     [rbp+0xa0],rsi
  001cda  mov     qword ptr [rbp+0xa8],0x3c
  001ce5  mov     rax,0x300000009
  001cef  jmp     0x0000000000000016
  001cf4  sub     r13,1
  001cfb  mov     [rbp+0x98],r14
  001d02  mov     qword ptr [rbp+0x140],3
  001d0d  mov     [rbp+0xa0],rsi
  001d14  mov     qword ptr [rbp+0xa8],0x3c
  001d1f  mov     rax,0x30000000a
  001d29  jmp     0x0000000000000016
  001d2e  mov     [rbp+0x98],r14
  001d35  mov     qword ptr [rbp+0x140],3
  001d40  mov     [rbp+0xa0],r15
  001d47  mov     qword ptr [rbp+0xa8],0x3e
  001d52  mov     rax,0x30000000c
  001d5c  jmp     0x0000000000000016
  001d61  mov     [rbp+0x98],r14
  001d68  mov     qword ptr [rbp+0x140],3
  001d73  mov     [rbp+0xa0],r15
  001d7a  mov     qword ptr [rbp+0xa8],0x3e
  001d85  mov     rax,0x30000000d
  001d8f  jmp     0x0000000000000016
  001d94  add     r12,1
  001d9b  mov     [rbp+0x98],r14
  001da2  mov     qword ptr [rbp+0x140],3
  001dad  mov     [rbp+0xa0],r15
  001db4  mov     rax,0x30000000f
  001dbe  jmp     0x0000000000000016
  001dc3  sub     r13,1
  001dca  mov     [rbp+0x98],r14
  001dd1  mov     qword ptr [rbp+0x140],3
  001ddc  mov     [rbp+0xa0],rsi
  001de3  mov     qword ptr [rbp+0xa8],0x3c
  001dee  mov     rax,0x300000011
  001df8  jmp     0x0000000000000016
  001dfd  mov     [rbp+0x98],r14
  001e04  mov     qword ptr [rbp+0x140],3
  001e0f  mov     [rbp+0xa0],r15
  001e16  mov     qword ptr [rbp+0xa8],0x3e
  001e21  mov     rax,0x300000013
  001e2b  jmp     0x0000000000000016
  001e30  mov     [rbp+0x98],r14
  001e37  mov     qword ptr [rbp+0x140],3
  001e42  mov     [rbp+0xa0],r15
  001e49  mov     [rbp+0xb8],rsi
  001e50  mov     qword ptr [rbp+0x160],1
  001e5b  mov     rax,0x300000007
  001e65  jmp     0x0000000000000016
  001e6a  mov     [rbp+0x98],r14
  001e71  mov     qword ptr [rbp+0x140],3
  001e7c  mov     [rbp+0xa0],rsi
  001e83  mov     qword ptr [rbp+0xa8],0x3c
  001e8e  mov     [rbp+0xb8],r13
  001e95  mov     qword ptr [rbp+0x160],1
  001ea0  mov     rax,0x30000000b
  001eaa  jmp     0x0000000000000016
  001eaf  mov     [rbp+0x98],r14
  001eb6  mov     qword ptr [rbp+0x140],3
  001ec1  mov     [rbp+0xa0],r15
  001ec8  mov     [rbp+0xb8],r12
  001ecf  mov     qword ptr [rbp+0x160],1
  001eda  mov     rax,0x300000010
  001ee4  jmp     0x0000000000000016
  001ee9  mov     [rbp+0x98],r14
  001ef0  mov     qword ptr [rbp+0x140],3
  001efb  mov     [rbp+0xa0],rsi
  001f02  mov     qword ptr [rbp+0xa8],0x3c
  001f0d  mov     [rbp+0xb8],r13
  001f14  mov     qword ptr [rbp+0x160],1
  001f1f  mov     rax,0x300000012
  001f29  jmp     0x0000000000000016

; T4: 1468 bytes
; v0:int = input n
  001f30  cmp     qword ptr [rbp+0xd8],1
  001f3b  jne     0x00000000000022ad
  001f41  mov     rbx,[rbp+0x30]
; v1:list = input src
  001f48  cmp     qword ptr [rbp+0xe0],3
  001f53  jne     0x00000000000022ad
  001f59  mov     r12,[rbp+0x38]
; v2:list = input jumps
  001f60  cmp     qword ptr [rbp+0xe8],3
  001f6b  jne     0x00000000000022ad
  001f71  mov     r13,[rbp+0x40]
; v3:list = input tape
  001f78  cmp     qword ptr [rbp+0x140],3
  001f83  jne     0x00000000000022ad
  001f89  mov     r14,[rbp+0x98]
; v4:int = input p
  001f90  cmp     qword ptr [rbp+0x148],1
  001f9b  jne     0x00000000000022ad
  001fa1  mov     r15,[rbp+0xa0]
; v5:int = input pc
  001fa8  cmp     qword ptr [rbp+0x150],1
  001fb3  jne     0x00000000000022ad
  001fb9  mov     rsi,[rbp+0xa8]
; guard_value v1, <list of 67> => loop/0 (0) {tape=v3}
  001fc0  mov     rax,<list k0>
  001fca  cmp     r12,rax
  001fcd  jne     0x00000000000022bc
; guard_value v2, <list of 67> => loop_jumps/0 (1) {tape=v3}
  001fd3  mov     rax,<list k1>
  001fdd  cmp     r13,rax
  001fe0  jne     0x0000000000002316
; guard_value v5, 65 => loop_pc/0 (2) {tape=v3}
  001fe6  cmp     rsi,0x41
  001fed  jne     0x0000000000002370
  001ff3  jmp     0x000000000000200d
  001ff8  mov     rbx,[rbp+0x30]
  001fff  mov     r14,[rbp+0x98]
  002006  mov     r15,[rbp+0xa0]
; v9:int = le 67, v0
; guard_true v9 => dispatch/0 (3) {tape=v3}
  00200d  mov     r11,0x43
  002014  cmp     r11,rbx
  002017  jg      0x00000000000023a3
; guard_words v3 => minus/0 (6) {tape=v3}
  00201d  cmp     qword ptr [r14+8],0
  002029  jne     0x00000000000023c4
; v12:int = readlist v3, v4 words => minus/0 (6) {tape=v3}
  00202f  cmp     r15,[r14]
  002037  jae     0x00000000000023e5
  00203d  mov     rax,[r14+0x10]
  002045  mov     rsi,[rax+r15*8]
; v13:int = sub v12, 1 => minus/0 (6) {tape=v3}
  00204a  sub     rsi,1
  002051  jo      0x0000000000002406
; v14:int = and v13, 255
  002057  and     rsi,0xff
; v15:list = set v3, v4, v14 owned words in_bounds => minus/3 (6) {tape=v3, x=v14}
  00205e  mov     rax,[r14-0x10]
  002066  add     rax,[r14-8]
  00206e  cmp     rax,2
  002074  jne     0x00000000000020b7
  00207a  mov     rax,[r14+0x10]
  002082  mov     [rax+r15*8],rsi
; guard_true v14 => close_bracket/0 (20) {tape=v15, pc=66}
  002087  test    rsi,rsi
  00208a  je      0x000000000000242e
; guard_steps => loop/0 (23) {tape=v15}
; v18:list = phi tape v15
; v19:int = phi - v14
; loop (23) {tape=v18}
  002090  mov     rdi,[r14+0x10]
  002098  nop     [rax+rax]
; v21:int = sub_nov v19, 1
; v22:int = and v21, 255
  0020a0  add     sil,0xff
; v23:list = set v18, v4, v22 owned words in_bounds => minus/3 (6) {tape=v18, x=v22}
  0020a4  mov     [rdi+r15*8],rsi
; guard_true v22 => close_bracket/0 (20) {tape=v23, pc=66}
  0020a9  test    rsi,rsi
  0020ac  jne     0x00000000000020a0
  0020b2  jmp     0x000000000000245a
; guard_steps => loop/0 (23) {tape=v23}
; jump (23) v18 <- v23, v19 <- v22
  0020b7  sub     rsp,0x70
  0020be  mov     [rsp+0x30],rcx
  0020c6  mov     [rsp+0x38],rsi
  0020ce  mov     [rsp+0x40],rdi
  0020d6  mov     [rsp+0x48],r8
  0020de  mov     [rsp+0x50],r9
  0020e6  mov     [rsp+0x58],r10
  0020ee  mov     [rsp],r14
  0020f6  mov     qword ptr [rsp+8],3
  002102  mov     [rsp+0x10],r15
  00210a  mov     qword ptr [rsp+0x18],1
  002116  mov     [rsp+0x20],rsi
  00211e  mov     qword ptr [rsp+0x28],1
  00212a  mov     rdi,[rbp+0x20]
  002131  mov     esi,0xe
  002136  mov     rdx,rsp
  002139  mov     rcx,0xfffffffffffffff2
  002143  mov     r8,0xfffffffffffffff2
  00214d  mov     r9,0
  002157  mov     rax,<list_op>
  002161  call    rax
  002163  mov     r11,rax
  002166  mov     rcx,[rsp+0x30]
  00216e  mov     rsi,[rsp+0x38]
  002176  mov     rdi,[rsp+0x40]
  00217e  mov     r8,[rsp+0x48]
  002186  mov     r9,[rsp+0x50]
  00218e  mov     r10,[rsp+0x58]
  002196  add     rsp,0x70
  00219d  test    rdx,rdx
  0021a0  je      0x0000000000002486
  0021a6  mov     r14,r11
  0021a9  jmp     0x0000000000002087
  0021ae  sub     rsp,0x70
  0021b5  mov     [rsp+0x30],rcx
  0021bd  mov     [rsp+0x38],rsi
  0021c5  mov     [rsp+0x40],rdi
  0021cd  mov     [rsp+0x48],r8
  0021d5  mov     [rsp+0x50],r9
  0021dd  mov     [rsp+0x58],r10
  0021e5  mov     [rsp],r14
  0021ed  mov     qword ptr [rsp+8],3
  0021f9  mov     [rsp+0x10],r15
  002201  mov     qword ptr [rsp+0x18],1
  00220d  mov     [rsp+0x20],rsi
  002215  mov     qword ptr [rsp+0x28],1
  002221  mov     rdi,[rbp+0x20]
  002228  mov     esi,0xe
  00222d  mov     rdx,rsp
  002230  mov     rcx,0xfffffffffffffff2
  00223a  mov     r8,0xfffffffffffffff2
  002244  mov     r9,0
  00224e  mov     rax,<list_op>
  002258  call    rax
  00225a  mov     r11,rax
  00225d  mov     rcx,[rsp+0x30]
  002265  mov     rsi,[rsp+0x38]
  00226d  mov     rdi,[rsp+0x40]
  002275  mov     r8,[rsp+0x48]
  00227d  mov     r9,[rsp+0x50]
  002285  mov     r10,[rsp+0x58]
  00228d  add     rsp,0x70
  002294  test    rdx,rdx
  002297  je      0x00000000000024b9
  00229d  mov     r14,r11
  0022a0  mov     rdi,[r14+0x10]
  0022a8  jmp     0x00000000000020a9
; exits
  0022ad  mov     rax,0x4fffffffe
  0022b7  jmp     0x0000000000000016
  0022bc  mov     [rbp+0x10],r12
  0022c3  mov     qword ptr [rbp+0x18],3
  0022ce  mov     [rbp+0x98],r14
  0022d5  mov     qword ptr [rbp+0x140],3
  0022e0  mov     rdi,[rbp+0x20]
  0022e7  mov     rsi,8
  0022f1  mov     rdx,0
  0022fb  mov     rax,<exit_lists>
  002305  call    rax
  002307  mov     rax,0x400000000
  002311  jmp     0x0000000000000016
  002316  mov     [rbp+0x10],r13
  00231d  mov     qword ptr [rbp+0x18],3
  002328  mov     [rbp+0x98],r14
  00232f  mov     qword ptr [rbp+0x140],3
  00233a  mov     rdi,[rbp+0x20]
  002341  mov     rsi,8
  00234b  mov     rdx,0
  002355  mov     rax,<exit_lists>
  00235f  call    rax
  002361  mov     rax,0x400000001
  00236b  jmp     0x0000000000000016
  002370  mov     [rbp+0x10],rsi
  002377  mov     qword ptr [rbp+0x18],1
  002382  mov     [rbp+0x98],r14
  002389  mov     qword ptr [rbp+0x140],3
  002394  mov     rax,0x400000002
  00239e  jmp     0x0000000000000016
  0023a3  mov     [rbp+0x98],r14
  0023aa  mov     qword ptr [rbp+0x140],3
  0023b5  mov     rax,0x400000003
  0023bf  jmp     0x0000000000000016
  0023c4  mov     [rbp+0x98],r14
  0023cb  mov     qword ptr [rbp+0x140],3
  0023d6  mov     rax,0x400000004
  0023e0  jmp     0x0000000000000016
  0023e5  mov     [rbp+0x98],r14
  0023ec  mov     qword ptr [rbp+0x140],3
  0023f7  mov     rax,0x400000005
  002401  jmp     0x0000000000000016
  002406  add     rsi,1
  00240d  mov     [rbp+0x98],r14
  002414  mov     qword ptr [rbp+0x140],3
  00241f  mov     rax,0x400000006
  002429  jmp     0x0000000000000016
  00242e  mov     [rbp+0x98],r14
  002435  mov     qword ptr [rbp+0x140],3
  002440  mov     qword ptr [rbp+0xa8],0x42
  00244b  mov     rax,0x400000008
  002455  jmp     0x0000000000000016
  00245a  mov     [rbp+0x98],r14
  002461  mov     qword ptr [rbp+0x140],3
  00246c  mov     qword ptr [rbp+0xa8],0x42
  002477  mov     rax,0x40000000b
  002481  jmp     0x0000000000000016
  002486  mov     [rbp+0x98],r14
  00248d  mov     qword ptr [rbp+0x140],3
  002498  mov     [rbp+0xb8],rsi
  00249f  mov     qword ptr [rbp+0x160],1
  0024aa  mov     rax,0x400000007
  0024b4  jmp     0x0000000000000016
  0024b9  mov     [rbp+0x98],r14
  0024c0  mov     qword ptr [rbp+0x140],3
  0024cb  mov     [rbp+0xb8],rsi
  0024d2  mov     qword ptr [rbp+0x160],1
  0024dd  mov     rax,0x40000000a
  0024e7  jmp     0x0000000000000016
