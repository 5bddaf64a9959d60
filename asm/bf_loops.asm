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

; T1: 2636 bytes
; v0:int = input n
  000270  cmp     qword ptr [rbp+0xd8],1
  00027b  jne     0x0000000000000866
  000281  mov     rbx,[rbp+0x30]
; v1:list = input src
  000288  cmp     qword ptr [rbp+0xe0],3
  000293  jne     0x0000000000000866
  000299  mov     r12,[rbp+0x38]
; v2:list = input jumps
  0002a0  cmp     qword ptr [rbp+0xe8],3
  0002ab  jne     0x0000000000000866
  0002b1  mov     r13,[rbp+0x40]
; v3:list = input tape
  0002b8  cmp     qword ptr [rbp+0x140],3
  0002c3  jne     0x0000000000000866
  0002c9  mov     r14,[rbp+0x98]
; v4:int = input p
  0002d0  cmp     qword ptr [rbp+0x148],1
  0002db  jne     0x0000000000000866
  0002e1  mov     r15,[rbp+0xa0]
; v5:int = input pc
  0002e8  cmp     qword ptr [rbp+0x150],1
  0002f3  jne     0x0000000000000866
  0002f9  mov     rsi,[rbp+0xa8]
; guard_value v1, <list of 67> => loop/0 (0) {tape=v3, p=v4}
  000300  mov     rax,<list k0>
  00030a  cmp     r12,rax
  00030d  jne     0x0000000000000875
; guard_value v2, <list of 67> => loop_jumps/0 (1) {tape=v3, p=v4}
  000313  mov     rax,<list k1>
  00031d  cmp     r13,rax
  000320  jne     0x00000000000008d6
; guard_value v5, 24 => loop_pc/0 (2) {tape=v3, p=v4}
  000326  cmp     rsi,0x18
  00032d  jne     0x0000000000000937
  000333  jmp     0x000000000000034d
  000338  mov     rbx,[rbp+0x30]
  00033f  mov     r14,[rbp+0x98]
  000346  mov     r15,[rbp+0xa0]
; v9:int = le 29, v0
; guard_true v9 => dispatch/0 (3) {tape=v3, p=v4}
  00034d  mov     r11,0x1d
  000354  cmp     r11,rbx
  000357  jg      0x0000000000000971
; v11:int = add v4, 1 => right/0 (7) {tape=v3, p=v4}
  00035d  add     r15,1
  000364  jo      0x0000000000000999
; v12:int = and v11, 65535
  00036a  mov     rsi,r15
  00036d  and     rsi,0xffff
; guard_words v3 => plus/0 (14) {tape=v3, p=v12, pc=25}
  000374  cmp     qword ptr [r14+8],0
  000380  jne     0x00000000000009c8
; v14:int = len v3
  000386  mov     r13,[r14]
; v15:int = lt 65535, v14
; guard_true v15 => plus/0 (14) {tape=v3, p=v12, pc=25}
  00038e  mov     r11,0xffff
  000395  cmp     r11,r13
  000398  jge     0x00000000000009fb
; v17:int = readlist v3, v12 words in_bounds => plus/0 (14) {tape=v3, p=v12, pc=25}
  00039e  mov     rax,[r14+0x10]
  0003a6  mov     r13,[rax+rsi*8]
; v18:int = add v17, 1 => plus/0 (14) {tape=v3, p=v12, pc=25}
  0003ab  add     r13,1
  0003b2  jo      0x0000000000000a61
; v19:int = and v18, 255
  0003b8  and     r13,0xff
; v20:list = set v3, v12, v19 owned words in_bounds => plus/3 (14) {tape=v3, p=v12, pc=25, x=v19}
  0003bf  mov     rax,[r14-0x10]
  0003c7  add     rax,[r14-8]
  0003cf  cmp     rax,2
  0003d5  jne     0x000000000000047a
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
  00040a  jo      0x0000000000000ace
; v25:int = and v24, 255
  000410  and     r12,0xff
; v26:list = set v20, v22, v25 owned words in_bounds => minus/3 (32) {tape=v20, p=v22, pc=27, x=v25}
  000417  mov     rax,[r14+0x10]
  00041f  mov     [rax+r15*8],r12
; guard_true v25 => close_bracket/0 (46) {tape=v26, p=v22, pc=28}
  000424  test    r12,r12
  000427  je      0x0000000000000b08
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
  000447  jo      0x0000000000000b3b
; v34:int = and v33, 255
  00044d  and     r13,0xff
; v35:list = set v29, v12, v34 owned words in_bounds => plus/3 (14) {tape=v29, p=v12, pc=25, x=v34}
  000454  mov     [rdi+rsi*8],r13
; v36:int = sub_nov v30, 1
  000459  sub     r12,1
; v37:int = and v36, 255
  000460  and     r12,0xff
; v38:list = set v35, v22, v37 owned words in_bounds => minus/3 (32) {tape=v35, p=v22, pc=27, x=v37}
  000467  mov     [rdi+r15*8],r12
; guard_true v37 => close_bracket/0 (46) {tape=v38, p=v22, pc=28}
  00046c  test    r12,r12
  00046f  jne     0x0000000000000440
  000475  jmp     0x0000000000000b75
; guard_steps => loop/0 (49) {tape=v38, p=v22}
; jump (49) v29 <- v38, v30 <- v37, v31 <- v34
  00047a  sub     rsp,0x70
  000481  mov     [rsp+0x30],rcx
  000489  mov     [rsp+0x38],rsi
  000491  mov     [rsp+0x40],rdi
  000499  mov     [rsp+0x48],r8
  0004a1  mov     [rsp+0x50],r9
  0004a9  mov     [rsp+0x58],r10
  0004b1  mov     [rsp],r14
  0004b9  mov     qword ptr [rsp+8],3
  0004c5  mov     [rsp+0x10],rsi
  0004cd  mov     qword ptr [rsp+0x18],1
  0004d9  mov     [rsp+0x20],r13
  0004e1  mov     qword ptr [rsp+0x28],1
  0004ed  mov     rdi,[rbp+0x20]
  0004f4  mov     esi,0xe
  0004f9  mov     rdx,rsp
  0004fc  mov     rcx,0xfffffffffffffff2
  000506  mov     r8,0xfffffffffffffff2
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
  000560  test    rdx,rdx
  000563  je      0x0000000000000ba8
  000569  mov     r14,r11
  00056c  jmp     0x00000000000003e8
  000571  sub     rsp,0x70
  000578  mov     [rsp+0x30],rcx
  000580  mov     [rsp+0x38],rsi
  000588  mov     [rsp+0x40],rdi
  000590  mov     [rsp+0x48],r8
  000598  mov     [rsp+0x50],r9
  0005a0  mov     [rsp+0x58],r10
  0005a8  mov     [rsp],r14
  0005b0  mov     qword ptr [rsp+8],3
  0005bc  mov     [rsp+0x10],r15
  0005c4  mov     qword ptr [rsp+0x18],1
  0005d0  mov     [rsp+0x20],r12
  0005d8  mov     qword ptr [rsp+0x28],1
  0005e4  mov     rdi,[rbp+0x20]
  0005eb  mov     esi,0xe
  0005f0  mov     rdx,rsp
  0005f3  mov     rcx,0xfffffffffffffff2
  0005fd  mov     r8,0xfffffffffffffff2
  000607  mov     r9,0
  000611  mov     rax,<list_op>
  00061b  call    rax
  00061d  mov     r11,rax
  000620  mov     rcx,[rsp+0x30]
  000628  mov     rsi,[rsp+0x38]
  000630  mov     rdi,[rsp+0x40]
  000638  mov     r8,[rsp+0x48]
  000640  mov     r9,[rsp+0x50]
  000648  mov     r10,[rsp+0x58]
  000650  add     rsp,0x70
  000657  test    rdx,rdx
  00065a  je      0x0000000000000bed
  000660  mov     r14,r11
  000663  jmp     0x0000000000000424
  000668  sub     rsp,0x70
  00066f  mov     [rsp+0x30],rcx
  000677  mov     [rsp+0x38],rsi
  00067f  mov     [rsp+0x40],rdi
  000687  mov     [rsp+0x48],r8
  00068f  mov     [rsp+0x50],r9
  000697  mov     [rsp+0x58],r10
  00069f  mov     [rsp],r14
  0006a7  mov     qword ptr [rsp+8],3
  0006b3  mov     [rsp+0x10],rsi
  0006bb  mov     qword ptr [rsp+0x18],1
  0006c7  mov     [rsp+0x20],r13
  0006cf  mov     qword ptr [rsp+0x28],1
  0006db  mov     rdi,[rbp+0x20]
  0006e2  mov     esi,0xe
  0006e7  mov     rdx,rsp
  0006ea  mov     rcx,0xfffffffffffffff2
  0006f4  mov     r8,0xfffffffffffffff2
  0006fe  mov     r9,0
  000708  mov     rax,<list_op>
  000712  call    rax
  000714  mov     r11,rax
  000717  mov     rcx,[rsp+0x30]
  00071f  mov     rsi,[rsp+0x38]
  000727  mov     rdi,[rsp+0x40]
  00072f  mov     r8,[rsp+0x48]
  000737  mov     r9,[rsp+0x50]
  00073f  mov     r10,[rsp+0x58]
  000747  add     rsp,0x70
  00074e  test    rdx,rdx
  000751  je      0x0000000000000c32
  000757  mov     r14,r11
  00075a  mov     rdi,[r14+0x10]
  000762  jmp     0x0000000000000459
  000767  sub     rsp,0x70
  00076e  mov     [rsp+0x30],rcx
  000776  mov     [rsp+0x38],rsi
  00077e  mov     [rsp+0x40],rdi
  000786  mov     [rsp+0x48],r8
  00078e  mov     [rsp+0x50],r9
  000796  mov     [rsp+0x58],r10
  00079e  mov     [rsp],r14
  0007a6  mov     qword ptr [rsp+8],3
  0007b2  mov     [rsp+0x10],r15
  0007ba  mov     qword ptr [rsp+0x18],1
  0007c6  mov     [rsp+0x20],r12
  0007ce  mov     qword ptr [rsp+0x28],1
  0007da  mov     rdi,[rbp+0x20]
  0007e1  mov     esi,0xe
  0007e6  mov     rdx,rsp
  0007e9  mov     rcx,0xfffffffffffffff2
  0007f3  mov     r8,0xfffffffffffffff2
  0007fd  mov     r9,0
  000807  mov     rax,<list_op>
  000811  call    rax
  000813  mov     r11,rax
  000816  mov     rcx,[rsp+0x30]
  00081e  mov     rsi,[rsp+0x38]
  000826  mov     rdi,[rsp+0x40]
  00082e  mov     r8,[rsp+0x48]
  000836  mov     r9,[rsp+0x50]
  00083e  mov     r10,[rsp+0x58]
  000846  add     rsp,0x70
  00084d  test    rdx,rdx
  000850  je      0x0000000000000c77
  000856  mov     r14,r11
  000859  mov     rdi,[r14+0x10]
  000861  jmp     0x000000000000046c
; exits
  000866  mov     rax,0x1fffffffe
  000870  jmp     0x0000000000000016
  000875  mov     [rbp+0x10],r12
  00087c  mov     qword ptr [rbp+0x18],3
  000887  mov     [rbp+0x98],r14
  00088e  mov     qword ptr [rbp+0x140],3
  000899  mov     [rbp+0xa0],r15
  0008a0  mov     rdi,[rbp+0x20]
  0008a7  mov     rsi,8
  0008b1  mov     rdx,0
  0008bb  mov     rax,<exit_lists>
  0008c5  call    rax
  0008c7  mov     rax,0x100000000
  0008d1  jmp     0x0000000000000016
  0008d6  mov     [rbp+0x10],r13
  0008dd  mov     qword ptr [rbp+0x18],3
  0008e8  mov     [rbp+0x98],r14
  0008ef  mov     qword ptr [rbp+0x140],3
  0008fa  mov     [rbp+0xa0],r15
  000901  mov     rdi,[rbp+0x20]
  000908  mov     rsi,8
  000912  mov     rdx,0
  00091c  mov     rax,<exit_lists>
  000926  call    rax
  000928  mov     rax,0x100000001
  000932  jmp     0x0000000000000016
  000937  mov     [rbp+0x10],rsi
  00093e  mov     qword ptr [rbp+0x18],1
  000949  mov     [rbp+0x98],r14
  000950  mov     qword ptr [rbp+0x140],3
  00095b  mov     [rbp+0xa0],r15
  000962  mov     rax,0x100000002
  00096c  jmp     0x0000000000000016
  000971  mov     [rbp+0x98],r14
  000978  mov     qword ptr [rbp+0x140],3
  000983  mov     [rbp+0xa0],r15
  00098a  mov     rax,0x100000003
  000994  jmp     0x0000000000000016
  000999  sub     r15,1
  0009a0  mov     [rbp+0x98],r14
  0009a7  mov     qword ptr [rbp+0x140],3
  0009b2  mov     [rbp+0xa0],r15
  0009b9  mov     rax,0x100000004
  0009c3  jmp     0x0000000000000016
  0009c8  mov     [rbp+0x98],r14
  0009cf  mov     qword ptr [rbp+0x140],3
  0009da  mov     [rbp+0xa0],rsi
  0009e1  mov     qword ptr [rbp+0xa8],0x19
  0009ec  mov     rax,0x100000005
  0009f6  jmp     0x0000000000000016
  0009fb  mov     [rbp+0x98],r14
  000a02  mov     qword ptr [rbp+0x140],3
  000a0d  mov     [rbp+0xa0],rsi
  000a14  mov     qword ptr [rbp+0xa8],0x19
  000a1f  mov     rax,0x100000006
  000a29  jmp     0x0000000000000016
  000a2e  mov     [rbp+0x98],r14
  000a35  mov     qword ptr [rbp+0x140],3
  000a40  mov     [rbp+0xa0],rsi
  000a47  mov     qword ptr [rbp+0xa8],0x19
  000a52  mov     rax,0x100000007
  000a5c  jmp     0x0000000000000016
  000a61  sub     r13,1
  000a68  mov     [rbp+0x98],r14
  000a6f  mov     qword ptr [rbp+0x140],3
  000a7a  mov     [rbp+0xa0],rsi
  000a81  mov     qword ptr [rbp+0xa8],0x19
  000a8c  mov     rax,0x100000008
  000a96  jmp     0x0000000000000016
  000a9b  mov     [rbp+0x98],r14
  000aa2  mov     qword ptr [rbp+0x140],3
  000aad  mov     [rbp+0xa0],r15
  000ab4  mov     qword ptr [rbp+0xa8],0x1b
  000abf  mov     rax,0x10000000a
  000ac9  jmp     0x0000000000000016
  000ace  add     r12,1
  000ad5  mov     [rbp+0x98],r14
  000adc  mov     qword ptr [rbp+0x140],3
  000ae7  mov     [rbp+0xa0],r15
  000aee  mov     qword ptr [rbp+0xa8],0x1b
  000af9  mov     rax,0x10000000b
  000b03  jmp     0x0000000000000016
  000b08  mov     [rbp+0x98],r14
  000b0f  mov     qword ptr [rbp+0x140],3
  000b1a  mov     [rbp+0xa0],r15
  000b21  mov     qword ptr [rbp+0xa8],0x1c
  000b2c  mov     rax,0x10000000d
  000b36  jmp     0x0000000000000016
  000b3b  sub     r13,1
  000b42  mov     [rbp+0x98],r14
  000b49  mov     qword ptr [rbp+0x140],3
  000b54  mov     [rbp+0xa0],rsi
  000b5b  mov     qword ptr [rbp+0xa8],0x19
  000b66  mov     rax,0x10000000f
  000b70  jmp     0x0000000000000016
  000b75  mov     [rbp+0x98],r14
  000b7c  mov     qword ptr [rbp+0x140],3
  000b87  mov     [rbp+0xa0],r15
  000b8e  mov     qword ptr [rbp+0xa8],0x1c
  000b99  mov     rax,0x100000012
  000ba3  jmp     0x0000000000000016
  000ba8  mov     [rbp+0x98],r14
  000baf  mov     qword ptr [rbp+0x140],3
  000bba  mov     [rbp+0xa0],rsi
  000bc1  mov     qword ptr [rbp+0xa8],0x19
  000bcc  mov     [rbp+0xb8],r13
  000bd3  mov     qword ptr [rbp+0x160],1
  000bde  mov     rax,0x100000009
  000be8  jmp     0x0000000000000016
  000bed  mov     [rbp+0x98],r14
  000bf4  mov     qword ptr [rbp+0x140],3
  000bff  mov     [rbp+0xa0],r15
  000c06  mov     qword ptr [rbp+0xa8],0x1b
  000c11  mov     [rbp+0xb8],r12
  000c18  mov     qword ptr [rbp+0x160],1
  000c23  mov     rax,0x10000000c
  000c2d  jmp     0x0000000000000016
  000c32  mov     [rbp+0x98],r14
  000c39  mov     qword ptr [rbp+0x140],3
  000c44  mov     [rbp+0xa0],rsi
  000c4b  mov     qword ptr [rbp+0xa8],0x19
  000c56  mov     [rbp+0xb8],r13
  000c5d  mov     qword ptr [rbp+0x160],1
  000c68  mov     rax,0x100000010
  000c72  jmp     0x0000000000000016
  000c77  mov     [rbp+0x98],r14
  000c7e  mov     qword ptr [rbp+0x140],3
  000c89  mov     [rbp+0xa0],r15
  000c90  mov     qword ptr [rbp+0xa8],0x1b
  000c9b  mov     [rbp+0xb8],r12
  000ca2  mov     qword ptr [rbp+0x160],1
  000cad  mov     rax,0x100000011
  000cb7  jmp     0x0000000000000016

; T2: 2073 bytes
; v0:int = input n
  000cc0  cmp     qword ptr [rbp+0xd8],1
  000ccb  jne     0x0000000000001242
  000cd1  mov     rbx,[rbp+0x30]
; v1:list = input src
  000cd8  cmp     qword ptr [rbp+0xe0],3
  000ce3  jne     0x0000000000001242
  000ce9  mov     r12,[rbp+0x38]
; v2:list = input jumps
  000cf0  cmp     qword ptr [rbp+0xe8],3
  000cfb  jne     0x0000000000001242
  000d01  mov     r13,[rbp+0x40]
; v3:list = input tape
  000d08  cmp     qword ptr [rbp+0x140],3
  000d13  jne     0x0000000000001242
  000d19  mov     r14,[rbp+0x98]
; v4:int = input p
  000d20  cmp     qword ptr [rbp+0x148],1
  000d2b  jne     0x0000000000001242
  000d31  mov     r15,[rbp+0xa0]
; v5:int = input pc
  000d38  cmp     qword ptr [rbp+0x150],1
  000d43  jne     0x0000000000001242
  000d49  mov     rsi,[rbp+0xa8]
; guard_value v1, <list of 67> => loop/0 (0) {tape=v3}
  000d50  mov     rax,<list k0>
  000d5a  cmp     r12,rax
  000d5d  jne     0x0000000000001251
; guard_value v2, <list of 67> => loop_jumps/0 (1) {tape=v3}
  000d63  mov     rax,<list k1>
  000d6d  cmp     r13,rax
  000d70  jne     0x00000000000012ab
; guard_value v5, 31 => loop_pc/0 (2) {tape=v3}
  000d76  cmp     rsi,0x1f
  000d7d  jne     0x0000000000001305
  000d83  jmp     0x0000000000000d9d
  000d88  mov     rbx,[rbp+0x30]
  000d8f  mov     r14,[rbp+0x98]
  000d96  mov     r15,[rbp+0xa0]
; v9:int = le 34, v0
; guard_true v9 => dispatch/0 (3) {tape=v3}
  000d9d  mov     r11,0x22
  000da4  cmp     r11,rbx
  000da7  jg      0x0000000000001338
; guard_words v3 => minus/0 (6) {tape=v3}
  000dad  cmp     qword ptr [r14+8],0
  000db9  jne     0x0000000000001359
; v12:int = readlist v3, v4 words => minus/0 (6) {tape=v3}
  000dbf  cmp     r15,[r14]
  000dc7  jae     0x000000000000137a
  000dcd  mov     rax,[r14+0x10]
  000dd5  mov     rsi,[rax+r15*8]
; v13:int = sub v12, 1 => minus/0 (6) {tape=v3}
  000dda  sub     rsi,1
  000de1  jo      0x000000000000139b
; v14:int = and v13, 255
  000de7  and     rsi,0xff
; v15:list = set v3, v4, v14 owned words in_bounds => minus/3 (6) {tape=v3, x=v14}
  000dee  mov     rax,[r14-0x10]
  000df6  add     rax,[r14-8]
  000dfe  cmp     rax,2
  000e04  jne     0x0000000000000eb4
  000e0a  mov     rax,[r14+0x10]
  000e12  mov     [rax+r15*8],rsi
; v16:int = put_byte v14 => output/0 (17) {tape=v15, pc=32}
  000e17  cmp     rsi,0xff
  000e1e  ja      0x0000000000000fab
  000e24  mov     rax,[rbp+0x28]
  000e2b  mov     rdx,[rax]
  000e2e  cmp     rdx,0x10000
  000e35  jae     0x0000000000000fab
  000e3b  mov     [rax+rdx+8],sil
  000e43  add     rdx,1
  000e47  mov     [rax],rdx
; guard_true v14 => close_bracket/0 (31) {tape=v15, pc=33}
  000e4a  test    rsi,rsi
  000e4d  je      0x00000000000013c3
; guard_steps => loop/0 (34) {tape=v15}
; v19:list = phi tape v15
; v20:int = phi - v14
; loop (34) {tape=v19}
  000e53  mov     rdi,[r14+0x10]
  000e5b  nop     [rax+rax]
; v22:int = sub_nov v20, 1
  000e60  sub     rsi,1
; v23:int = and v22, 255
  000e67  and     rsi,0xff
; v24:list = set v19, v4, v23 owned words in_bounds => minus/3 (6) {tape=v19, x=v23}
  000e6e  mov     [rdi+r15*8],rsi
; v25:int = put_byte v23 => output/0 (17) {tape=v24, pc=32}
  000e73  cmp     rsi,0xff
  000e7a  ja      0x0000000000001176
  000e80  mov     rax,[rbp+0x28]
  000e87  mov     rdx,[rax]
  000e8a  cmp     rdx,0x10000
  000e91  jae     0x0000000000001176
  000e97  mov     [rax+rdx+8],sil
  000e9f  add     rdx,1
  000ea3  mov     [rax],rdx
; guard_true v23 => close_bracket/0 (31) {tape=v24, pc=33}
  000ea6  test    rsi,rsi
  000ea9  jne     0x0000000000000e60
  000eaf  jmp     0x00000000000013ef
; guard_steps => loop/0 (34) {tape=v24}
; jump (34) v19 <- v24, v20 <- v23
  000eb4  sub     rsp,0x70
  000ebb  mov     [rsp+0x30],rcx
  000ec3  mov     [rsp+0x38],rsi
  000ecb  mov     [rsp+0x40],rdi
  000ed3  mov     [rsp+0x48],r8
  000edb  mov     [rsp+0x50],r9
  000ee3  mov     [rsp+0x58],r10
  000eeb  mov     [rsp],r14
  000ef3  mov     qword ptr [rsp+8],3
  000eff  mov     [rsp+0x10],r15
  000f07  mov     qword ptr [rsp+0x18],1
  000f13  mov     [rsp+0x20],rsi
  000f1b  mov     qword ptr [rsp+0x28],1
  000f27  mov     rdi,[rbp+0x20]
  000f2e  mov     esi,0xe
  000f33  mov     rdx,rsp
  000f36  mov     rcx,0xfffffffffffffff2
  000f40  mov     r8,0xfffffffffffffff2
  000f4a  mov     r9,0
  000f54  mov     rax,<list_op>
  000f5e  call    rax
  000f60  mov     r11,rax
  000f63  mov     rcx,[rsp+0x30]
  000f6b  mov     rsi,[rsp+0x38]
  000f73  mov     rdi,[rsp+0x40]
  000f7b  mov     r8,[rsp+0x48]
  000f83  mov     r9,[rsp+0x50]
  000f8b  mov     r10,[rsp+0x58]
  000f93  add     rsp,0x70
  000f9a  test    rdx,rdx
  000f9d  je      0x000000000000141b
  000fa3  mov     r14,r11
  000fa6  jmp     0x0000000000000e17
  000fab  sub     rsp,0x70
  000fb2  mov     [rsp+0x30],rcx
  000fba  mov     [rsp+0x38],rsi
  000fc2  mov     [rsp+0x40],rdi
  000fca  mov     [rsp+0x48],r8
  000fd2  mov     [rsp+0x50],r9
  000fda  mov     [rsp+0x58],r10
  000fe2  mov     [rsp],rsi
  000fea  mov     qword ptr [rsp+8],1
  000ff6  mov     rdi,[rbp+0x20]
  000ffd  mov     esi,0x14
  001002  mov     rdx,rsp
  001005  mov     rcx,1
  00100f  mov     r8,0
  001019  mov     r9,0
  001023  mov     rax,<call_op>
  00102d  call    rax
  00102f  mov     r11,rax
  001032  mov     rcx,[rsp+0x30]
  00103a  mov     rsi,[rsp+0x38]
  001042  mov     rdi,[rsp+0x40]
  00104a  mov     r8,[rsp+0x48]
  001052  mov     r9,[rsp+0x50]
  00105a  mov     r10,[rsp+0x58]
  001062  add     rsp,0x70
  001069  test    rdx,rdx
  00106c  je      0x000000000000144e
  001072  jmp     0x0000000000000e4a
  001077  sub     rsp,0x70
  00107e  mov     [rsp+0x30],rcx
  001086  mov     [rsp+0x38],rsi
  00108e  mov     [rsp+0x40],rdi
  001096  mov     [rsp+0x48],r8
  00109e  mov     [rsp+0x50],r9
  0010a6  mov     [rsp+0x58],r10
  0010ae  mov     [rsp],r14
  0010b6  mov     qword ptr [rsp+8],3
  0010c2  mov     [rsp+0x10],r15
  0010ca  mov     qword ptr [rsp+0x18],1
  0010d6  mov     [rsp+0x20],rsi
  0010de  mov     qword ptr [rsp+0x28],1
  0010ea  mov     rdi,[rbp+0x20]
  0010f1  mov     esi,0xe
  0010f6  mov     rdx,rsp
  0010f9  mov     rcx,0xfffffffffffffff2
  001103  mov     r8,0xfffffffffffffff2
  00110d  mov     r9,0
  001117  mov     rax,<list_op>
  001121  call    rax
  001123  mov     r11,rax
  001126  mov     rcx,[rsp+0x30]
  00112e  mov     rsi,[rsp+0x38]
  001136  mov     rdi,[rsp+0x40]
  00113e  mov     r8,[rsp+0x48]
  001146  mov     r9,[rsp+0x50]
  00114e  mov     r10,[rsp+0x58]
  001156  add     rsp,0x70
  00115d  test    rdx,rdx
  001160  je      0x000000000000147a
  001166  mov     r14,r11
  001169  mov     rdi,[r14+0x10]
  001171  jmp     0x0000000000000e73
  001176  sub     rsp,0x70
  00117d  mov     [rsp+0x30],rcx
  001185  mov     [rsp+0x38],rsi
  00118d  mov     [rsp+0x40],rdi
  001195  mov     [rsp+0x48],r8
  00119d  mov     [rsp+0x50],r9
  0011a5  mov     [rsp+0x58],r10
  0011ad  mov     [rsp],rsi
  0011b5  mov     qword ptr [rsp+8],1
  0011c1  mov     rdi,[rbp+0x20]
  0011c8  mov     esi,0x14
  0011cd  mov     rdx,rsp
  0011d0  mov     rcx,1
  0011da  mov     r8,0
  0011e4  mov     r9,0
  0011ee  mov     rax,<call_op>
  0011f8  call    rax
  0011fa  mov     r11,rax
  0011fd  mov     rcx,[rsp+0x30]
  001205  mov     rsi,[rsp+0x38]
  00120d  mov     rdi,[rsp+0x40]
  001215  mov     r8,[rsp+0x48]
  00121d  mov     r9,[rsp+0x50]
  001225  mov     r10,[rsp+0x58]
  00122d  add     rsp,0x70
  001234  test    rdx,rdx
  001237  je      0x00000000000014ad
  00123d  jmp     0x0000000000000ea6
; exits
  001242  mov     rax,0x2fffffffe
  00124c  jmp     0x0000000000000016
  001251  mov     [rbp+0x10],r12
  001258  mov     qword ptr [rbp+0x18],3
  001263  mov     [rbp+0x98],r14
  00126a  mov     qword ptr [rbp+0x140],3
  001275  mov     rdi,[rbp+0x20]
  00127c  mov     rsi,8
  001286  mov     rdx,0
  001290  mov     rax,<exit_lists>
  00129a  call    rax
  00129c  mov     rax,0x200000000
  0012a6  jmp     0x0000000000000016
  0012ab  mov     [rbp+0x10],r13
  0012b2  mov     qword ptr [rbp+0x18],3
  0012bd  mov     [rbp+0x98],r14
  0012c4  mov     qword ptr [rbp+0x140],3
  0012cf  mov     rdi,[rbp+0x20]
  0012d6  mov     rsi,8
  0012e0  mov     rdx,0
  0012ea  mov     rax,<exit_lists>
  0012f4  call    rax
  0012f6  mov     rax,0x200000001
  001300  jmp     0x0000000000000016
  001305  mov     [rbp+0x10],rsi
  00130c  mov     qword ptr [rbp+0x18],1
  001317  mov     [rbp+0x98],r14
  00131e  mov     qword ptr [rbp+0x140],3
  001329  mov     rax,0x200000002
  001333  jmp     0x0000000000000016
  001338  mov     [rbp+0x98],r14
  00133f  mov     qword ptr [rbp+0x140],3
  00134a  mov     rax,0x200000003
  001354  jmp     0x0000000000000016
  001359  mov     [rbp+0x98],r14
  001360  mov     qword ptr [rbp+0x140],3
  00136b  mov     rax,0x200000004
  001375  jmp     0x0000000000000016
  00137a  mov     [rbp+0x98],r14
  001381  mov     qword ptr [rbp+0x140],3
  00138c  mov     rax,0x200000005
  001396  jmp     0x0000000000000016
  00139b  add     rsi,1
  0013a2  mov     [rbp+0x98],r14
  0013a9  mov     qword ptr [rbp+0x140],3
  0013b4  mov     rax,0x200000006
  0013be  jmp     0x0000000000000016
  0013c3  mov     [rbp+0x98],r14
  0013ca  mov     qword ptr [rbp+0x140],3
  0013d5  mov     qword ptr [rbp+0xa8],0x21
  0013e0  mov     rax,0x200000009
  0013ea  jmp     0x0000000000000016
  0013ef  mov     [rbp+0x98],r14
  0013f6  mov     qword ptr [rbp+0x140],3
  001401  mov     qword ptr [rbp+0xa8],0x21
  00140c  mov     rax,0x20000000d
  001416  jmp     0x0000000000000016
  00141b  mov     [rbp+0x98],r14
  001422  mov     qword ptr [rbp+0x140],3
  00142d  mov     [rbp+0xb8],rsi
  001434  mov     qword ptr [rbp+0x160],1
  00143f  mov     rax,0x200000007
  001449  jmp     0x0000000000000016
  00144e  mov     [rbp+0x98],r14
  001455  mov     qword ptr [rbp+0x140],3
  001460  mov     qword ptr [rbp+0xa8],0x20
  00146b  mov     rax,0x200000008
  001475  jmp     0x0000000000000016
  00147a  mov     [rbp+0x98],r14
  001481  mov     qword ptr [rbp+0x140],3
  00148c  mov     [rbp+0xb8],rsi
  001493  mov     qword ptr [rbp+0x160],1
  00149e  mov     rax,0x20000000b
  0014a8  jmp     0x0000000000000016
  0014ad  mov     [rbp+0x98],r14
  0014b4  mov     qword ptr [rbp+0x140],3
  0014bf  mov     qword ptr [rbp+0xa8],0x20
  0014ca  mov     rax,0x20000000c
  0014d4  jmp     0x0000000000000016

; T3: 2654 bytes
; v0:int = input n
  0014e0  cmp     qword ptr [rbp+0xd8],1
  0014eb  jne     0x0000000000001aec
  0014f1  mov     rbx,[rbp+0x30]
; v1:list = input src
  0014f8  cmp     qword ptr [rbp+0xe0],3
  001503  jne     0x0000000000001aec
  001509  mov     r12,[rbp+0x38]
; v2:list = input jumps
  001510  cmp     qword ptr [rbp+0xe8],3
  00151b  jne     0x0000000000001aec
  001521  mov     r13,[rbp+0x40]
; v3:list = input tape
  001528  cmp     qword ptr [rbp+0x140],3
  001533  jne     0x0000000000001aec
  001539  mov     r14,[rbp+0x98]
; v4:int = input p
  001540  cmp     qword ptr [rbp+0x148],1
  00154b  jne     0x0000000000001aec
  001551  mov     r15,[rbp+0xa0]
; v5:int = input pc
  001558  cmp     qword ptr [rbp+0x150],1
  001563  jne     0x0000000000001aec
  001569  mov     rsi,[rbp+0xa8]
; guard_value v1, <list of 67> => loop/0 (0) {tape=v3, p=v4}
  001570  mov     rax,<list k0>
  00157a  cmp     r12,rax
  00157d  jne     0x0000000000001afb
; guard_value v2, <list of 67> => loop_jumps/0 (1) {tape=v3, p=v4}
  001583  mov     rax,<list k1>
  00158d  cmp     r13,rax
  001590  jne     0x0000000000001b5c
; guard_value v5, 58 => loop_pc/0 (2) {tape=v3, p=v4}
  001596  cmp     rsi,0x3a
  00159d  jne     0x0000000000001bbd
  0015a3  jmp     0x00000000000015bd
  0015a8  mov     rbx,[rbp+0x30]
  0015af  mov     r14,[rbp+0x98]
  0015b6  mov     r15,[rbp+0xa0]
; v9:int = le 63, v0
; guard_true v9 => dispatch/0 (3) {tape=v3, p=v4}
  0015bd  mov     r11,0x3f
  0015c4  cmp     r11,rbx
  0015c7  jg      0x0000000000001bf7
; guard_words v3 => minus/0 (6) {tape=v3, p=v4}
  0015cd  cmp     qword ptr [r14+8],0
  0015d9  jne     0x0000000000001c1f
; v12:int = readlist v3, v4 words => minus/0 (6) {tape=v3, p=v4}
  0015df  cmp     r15,[r14]
  0015e7  jae     0x0000000000001c47
  0015ed  mov     rax,[r14+0x10]
  0015f5  mov     rsi,[rax+r15*8]
; v13:int = sub v12, 1 => minus/0 (6) {tape=v3, p=v4}
  0015fa  sub     rsi,1
  001601  jo      0x0000000000001c6f
; v14:int = and v13, 255
  001607  and     rsi,0xff
; v15:list = set v3, v4, v14 owned words in_bounds => minus/3 (6) {tape=v3, p=v4, x=v14}
  00160e  mov     rax,[r14-0x10]
  001616  add     rax,[r14-8]
  00161e  cmp     rax,2
  001624  jne     0x0000000000001700
  00162a  mov     rax,[r14+0x10]
  001632  mov     [rax+r15*8],rsi
; v16:int = add_nov v4, 1
  001637  lea     rsi,[r15+1]
; v17:int = and v16, 65535
  00163f  and     rsi,0xffff
; v18:int = len v15
  001646  mov     r13,[r14]
; v19:int = lt 65535, v18
; guard_true v19 => plus/0 (22) {tape=v15, p=v17, pc=60}
  00164e  mov     r11,0xffff
  001655  cmp     r11,r13
  001658  jge     0x0000000000001c9e
; v21:int = readlist v15, v17 words in_bounds => plus/0 (22) {tape=v15, p=v17, pc=60}
  00165e  mov     rax,[r14+0x10]
  001666  mov     r13,[rax+rsi*8]
; v22:int = add v21, 1 => plus/0 (22) {tape=v15, p=v17, pc=60}
  00166b  add     r13,1
  001672  jo      0x0000000000001d04
; v23:int = and v22, 255
  001678  and     r13,0xff
; v24:list = set v15, v17, v23 owned words in_bounds => plus/3 (22) {tape=v15, p=v17, pc=60, x=v23}
  00167f  mov     rax,[r14+0x10]
  001687  mov     [rax+rsi*8],r13
; v25:int = and v4, 65535
  00168c  and     r15,0xffff
; v26:int = readlist v24, v25 words in_bounds => close_bracket/0 (46) {tape=v24, p=v25, pc=62}
  001693  mov     rax,[r14+0x10]
  00169b  mov     r12,[rax+r15*8]
; guard_true v26 => close_bracket/0 (46) {tape=v24, p=v25, pc=62}
  0016a0  test    r12,r12
  0016a3  je      0x0000000000001d71
; guard_steps => loop/0 (49) {tape=v24, p=v25}
; v29:list = phi tape v24
; v30:int = phi - v26
; v31:int = phi - v23
; loop (49) {tape=v29, p=v25}
  0016a9  mov     rdi,[r14+0x10]
  0016b1  nop     [rax+rax]
  0016ba  nop     [rax+rax]
; v33:int = sub v30, 1 => minus/0 (6) {tape=v29, p=v25}
  0016c0  sub     r12,1
  0016c7  jo      0x0000000000001da4
; v34:int = and v33, 255
  0016cd  and     r12,0xff
; v35:list = set v29, v25, v34 owned words in_bounds => minus/3 (6) {tape=v29, p=v25, x=v34}
  0016d4  mov     [rdi+r15*8],r12
; v36:int = add v31, 1 => plus/0 (22) {tape=v35, p=v17, pc=60}
  0016d9  add     r13,1
  0016e0  jo      0x0000000000001dd3
; v37:int = and v36, 255
  0016e6  and     r13,0xff
; v38:list = set v35, v17, v37 owned words in_bounds => plus/3 (22) {tape=v35, p=v17, pc=60, x=v37}
  0016ed  mov     [rdi+rsi*8],r13
; guard_true v34 => close_bracket/0 (46) {tape=v38, p=v25, pc=62}
  0016f2  test    r12,r12
  0016f5  jne     0x00000000000016c0
  0016fb  jmp     0x0000000000001e0d
; guard_steps => loop/0 (49) {tape=v38, p=v25}
; jump (49) v29 <- v38, v30 <- v34, v31 <- v37
  001700  sub     rsp,0x70
  001707  mov     [rsp+0x30],rcx
  00170f  mov     [rsp+0x38],rsi
  001717  mov     [rsp+0x40],rdi
  00171f  mov     [rsp+0x48],r8
  001727  mov     [rsp+0x50],r9
  00172f  mov     [rsp+0x58],r10
  001737  mov     [rsp],r14
  00173f  mov     qword ptr [rsp+8],3
  00174b  mov     [rsp+0x10],r15
  001753  mov     qword ptr [rsp+0x18],1
  00175f  mov     [rsp+0x20],rsi
  001767  mov     qword ptr [rsp+0x28],1
  001773  mov     rdi,[rbp+0x20]
  00177a  mov     esi,0xe
  00177f  mov     rdx,rsp
  001782  mov     rcx,0xfffffffffffffff2
  00178c  mov     r8,0xfffffffffffffff2
  001796  mov     r9,0
  0017a0  mov     rax,<list_op>
  0017aa  call    rax
  0017ac  mov     r11,rax
  0017af  mov     rcx,[rsp+0x30]
  0017b7  mov     rsi,[rsp+0x38]
  0017bf  mov     rdi,[rsp+0x40]
  0017c7  mov     r8,[rsp+0x48]
  0017cf  mov     r9,[rsp+0x50]
  0017d7  mov     r10,[rsp+0x58]
  0017df  add     rsp,0x70
  0017e6  test    rdx,rdx
  0017e9  je      0x0000000000001e40
  0017ef  mov     r14,r11
  0017f2  jmp     0x0000000000001637
  0017f7  sub     rsp,0x70
  0017fe  mov     [rsp+0x30],rcx
  001806  mov     [rsp+0x38],rsi
  00180e  mov     [rsp+0x40],rdi
  001816  mov     [rsp+0x48],r8
  00181e  mov     [rsp+0x50],r9
  001826  mov     [rsp+0x58],r10
  00182e  mov     [rsp],r14
  001836  mov     qword ptr [rsp+8],3
  001842  mov     [rsp+0x10],rsi
  00184a  mov     qword ptr [rsp+0x18],1
  001856  mov     [rsp+0x20],r13
  00185e  mov     qword ptr [rsp+0x28],1
  00186a  mov     rdi,[rbp+0x20]
  001871  mov     esi,0xe
  001876  mov     rdx,rsp
  001879  mov     rcx,0xfffffffffffffff2
  001883  mov     r8,0xfffffffffffffff2
  00188d  mov     r9,0
  001897  mov     rax,<list_op>
  0018a1  call    rax
  0018a3  mov     r11,rax
  0018a6  mov     rcx,[rsp+0x30]
  0018ae  mov     rsi,[rsp+0x38]
  0018b6  mov     rdi,[rsp+0x40]
  0018be  mov     r8,[rsp+0x48]
  0018c6  mov     r9,[rsp+0x50]
  0018ce  mov     r10,[rsp+0x58]
  0018d6  add     rsp,0x70
  0018dd  test    rdx,rdx
  0018e0  je      0x0000000000001e7a
  0018e6  mov     r14,r11
  0018e9  jmp     0x000000000000168c
  0018ee  sub     rsp,0x70
  0018f5  mov     [rsp+0x30],rcx
  0018fd  mov     [rsp+0x38],rsi
  001905  mov     [rsp+0x40],rdi
  00190d  mov     [rsp+0x48],r8
  001915  mov     [rsp+0x50],r9
  00191d  mov     [rsp+0x58],r10
  001925  mov     [rsp],r14
  00192d  mov     qword ptr [rsp+8],3
  001939  mov     [rsp+0x10],r15
  001941  mov     qword ptr [rsp+0x18],1
  00194d  mov     [rsp+0x20],r12
  001955  mov     qword ptr [rsp+0x28],1
  001961  mov     rdi,[rbp+0x20]
  001968  mov     esi,0xe
  00196d  mov     rdx,rsp
  001970  mov     rcx,0xfffffffffffffff2
  00197a  mov     r8,0xfffffffffffffff2
  001984  mov     r9,0
  00198e  mov     rax,<list_op>
  001998  call    rax
  00199a  mov     r11,rax
  00199d  mov     rcx,[rsp+0x30]
  0019a5  mov     rsi,[rsp+0x38]
  0019ad  mov     rdi,[rsp+0x40]
  0019b5  mov     r8,[rsp+0x48]
  0019bd  mov     r9,[rsp+0x50]
  0019c5  mov     r10,[rsp+0x58]
  0019cd  add     rsp,0x70
  0019d4  test    rdx,rdx
  0019d7  je      0x0000000000001ebf
  0019dd  mov     r14,r11
  0019e0  mov     rdi,[r14+0x10]
  0019e8  jmp     0x00000000000016d9
  0019ed  sub     rsp,0x70
  0019f4  mov     [rsp+0x30],rcx
  0019fc  mov     [rsp+0x38],rsi
  001a04  mov     [rsp+0x40],rdi
  001a0c  mov     [rsp+0x48],r8
  001a14  mov     [rsp+0x50],r9
  001a1c  mov     [rsp+0x58],r10
  001a24  mov     [rsp],r14
  001a2c  mov     qword ptr [rsp+8],3
  001a38  mov     [rsp+0x10],rsi
  001a40  mov     qword ptr [rsp+0x18],1
  001a4c  mov     [rsp+0x20],r13
  001a54  mov     qword ptr [rsp+0x28],1
  001a60  mov     rdi,[rbp+0x20]
  001a67  mov     esi,0xe
  001a6c  mov     rdx,rsp
  001a6f  mov     rcx,0xfffffffffffffff2
  001a79  mov     r8,0xfffffffffffffff2
  001a83  mov     r9,0
  001a8d  mov     rax,<list_op>
  001a97  call    rax
  001a99  mov     r11,rax
  001a9c  mov     rcx,[rsp+0x30]
  001aa4  mov     rsi,[rsp+0x38]
  001aac  mov     rdi,[rsp+0x40]
  001ab4  mov     r8,[rsp+0x48]
  001abc  mov     r9,[rsp+0x50]
  001ac4  mov     r10,[rsp+0x58]
  001acc  add     rsp,0x70
  001ad3  test    rdx,rdx
  001ad6  je      0x0000000000001ef9
  001adc  mov     r14,r11
  001adf  mov     rdi,[r14+0x10]
  001ae7  jmp     0x00000000000016f2
; exits
  001aec  mov     rax,0x3fffffffe
  001af6  jmp     0x0000000000000016
  001afb  mov     [rbp+0x10],r12
  001b02  mov     qword ptr [rbp+0x18],3
  001b0d  mov     [rbp+0x98],r14
  001b14  mov     qword ptr [rbp+0x140],3
  001b1f  mov     [rbp+0xa0],r15
  001b26  mov     rdi,[rbp+0x20]
  001b2d  mov     rsi,8
  001b37  mov     rdx,0
  001b41  mov     rax,<exit_lists>
  001b4b  call    rax
  001b4d  mov     rax,0x300000000
  001b57  jmp     0x0000000000000016
  001b5c  mov     [rbp+0x10],r13
  001b63  mov     qword ptr [rbp+0x18],3
  001b6e  mov     [rbp+0x98],r14
  001b75  mov     qword ptr [rbp+0x140],3
  001b80  mov     [rbp+0xa0],r15
  001b87  mov     rdi,[rbp+0x20]
  001b8e  mov     rsi,8
  001b98  mov     rdx,0
  001ba2  mov     rax,<exit_lists>
  001bac  call    rax
  001bae  mov     rax,0x300000001
  001bb8  jmp     0x0000000000000016
  001bbd  mov     [rbp+0x10],rsi
  001bc4  mov     qword ptr [rbp+0x18],1
  001bcf  mov     [rbp+0x98],r14
  001bd6  mov     qword ptr [rbp+0x140],3
  001be1  mov     [rbp+0xa0],r15
  001be8  mov     rax,0x300000002
  001bf2  jmp     0x0000000000000016
  001bf7  mov     [rbp+0x98],r14
  001bfe  mov     qword ptr [rbp+0x140],3
  001c09  mov     [rbp+0xa0],r15
  001c10  mov     rax,0x300000003
  001c1a  jmp     0x0000000000000016
  001c1f  mov     [rbp+0x98],r14
  001c26  mov     qword ptr [rbp+0x140],3
  001c31  mov     [rbp+0xa0],r15
  001c38  mov     rax,0x300000004
  001c42  jmp     0x0000000000000016
  001c47  mov     [rbp+0x98],r14
  001c4e  mov     qword ptr [rbp+0x140],3
  001c59  mov     [rbp+0xa0],r15
  001c60  mov     rax,0x300000005
  001c6a  jmp     0x0000000000000016
  001c6f  add     rsi,1
  001c76  mov     [rbp+0x98],r14
  001c7d  mov     qword ptr [rbp+0x140],3
  001c88  mov     [rbp+0xa0],r15
  001c8f  mov     rax,0x300000006
  001c99  jmp     0x0000000000000016
  001c9e  mov     [rbp+0x98],r14
  001ca5  mov     qword ptr [rbp+0x140],3
  001cb0  mov     [rbp+0xa0],rsi
  001cb7  mov     qword ptr [rbp+0xa8],0x3c
  001cc2  mov     rax,0x300000008
  001ccc  jmp     0x0000000000000016
  001cd1  mov     [rbp+0x98],r14
  001cd8  mov     qword ptr [rbp+0x140],3
  001ce3  mov     [rbp+0xa0],rsi
  001cea  mov     qword ptr [rbp+0xa8],0x3c
  001cf5  mov     rax,0x300000009
  001cff  jmp     0x0000000000000016
  001d04  sub     r13,1
  001d0b  mov     [rbp+0x98],r14
  001d12  mov     qword ptr [rbp+0x140],3
  001d1d  mov     [rbp+0xa0],rsi
  001d24  mov     qword ptr [rbp+0xa8],0x3c
  001d2f  mov     rax,0x30000000a
  001d39  jmp     0x0000000000000016
  001d3e  mov     [rbp+0x98],r14
  001d45  mov     qword ptr [rbp+0x140],3
  001d50  mov     [rbp+0xa0],r15
  001d57  mov     qword ptr [rbp+0xa8],0x3e
  001d62  mov     rax,0x30000000c
  001d6c  jmp     0x0000000000000016
  001d71  mov     [rbp+0x98],r14
  001d78  mov     qword ptr [rbp+0x140],3
  001d83  mov     [rbp+0xa0],r15
  001d8a  mov     qword ptr [rbp+0xa8],0x3e
  001d95  mov     rax,0x30000000d
  001d9f  jmp     0x0000000000000016
  001da4  add     r12,1
  001dab  mov     [rbp+0x98],r14
  001db2  mov     qword ptr [rbp+0x140],3
  001dbd  mov     [rbp+0xa0],r15
  001dc4  mov     rax,0x30000000f
  001dce  jmp     0x0000000000000016
  001dd3  sub     r13,1
  001dda  mov     [rbp+0x98],r14
  001de1  mov     qword ptr [rbp+0x140],3
  001dec  mov     [rbp+0xa0],rsi
  001df3  mov     qword ptr [rbp+0xa8],0x3c
  001dfe  mov     rax,0x300000011
  001e08  jmp     0x0000000000000016
  001e0d  mov     [rbp+0x98],r14
  001e14  mov     qword ptr [rbp+0x140],3
  001e1f  mov     [rbp+0xa0],r15
  001e26  mov     qword ptr [rbp+0xa8],0x3e
  001e31  mov     rax,0x300000013
  001e3b  jmp     0x0000000000000016
  001e40  mov     [rbp+0x98],r14
  001e47  mov     qword ptr [rbp+0x140],3
  001e52  mov     [rbp+0xa0],r15
  001e59  mov     [rbp+0xb8],rsi
  001e60  mov     qword ptr [rbp+0x160],1
  001e6b  mov     rax,0x300000007
  001e75  jmp     0x0000000000000016
  001e7a  mov     [rbp+0x98],r14
  001e81  mov     qword ptr [rbp+0x140],3
  001e8c  mov     [rbp+0xa0],rsi
  001e93  mov     qword ptr [rbp+0xa8],0x3c
  001e9e  mov     [rbp+0xb8],r13
  001ea5  mov     qword ptr [rbp+0x160],1
  001eb0  mov     rax,0x30000000b
  001eba  jmp     0x0000000000000016
  001ebf  mov     [rbp+0x98],r14
  001ec6  mov     qword ptr [rbp+0x140],3
  001ed1  mov     [rbp+0xa0],r15
  001ed8  mov     [rbp+0xb8],r12
  001edf  mov     qword ptr [rbp+0x160],1
  001eea  mov     rax,0x300000010
  001ef4  jmp     0x0000000000000016
  001ef9  mov     [rbp+0x98],r14
  001f00  mov     qword ptr [rbp+0x140],3
  001f0b  mov     [rbp+0xa0],rsi
  001f12  mov     qword ptr [rbp+0xa8],0x3c
  001f1d  mov     [rbp+0xb8],r13
  001f24  mov     qword ptr [rbp+0x160],1
  001f2f  mov     rax,0x300000012
  001f39  jmp     0x0000000000000016

; T4: 1478 bytes
; v0:int = input n
  001f40  cmp     qword ptr [rbp+0xd8],1
  001f4b  jne     0x00000000000022c7
  001f51  mov     rbx,[rbp+0x30]
; v1:list = input src
  001f58  cmp     qword ptr [rbp+0xe0],3
  001f63  jne     0x00000000000022c7
  001f69  mov     r12,[rbp+0x38]
; v2:list = input jumps
  001f70  cmp     qword ptr [rbp+0xe8],3
  001f7b  jne     0x00000000000022c7
  001f81  mov     r13,[rbp+0x40]
; v3:list = input tape
  001f88  cmp     qword ptr [rbp+0x140],3
  001f93  jne     0x00000000000022c7
  001f99  mov     r14,[rbp+0x98]
; v4:int = input p
  001fa0  cmp     qword ptr [rbp+0x148],1
  001fab  jne     0x00000000000022c7
  001fb1  mov     r15,[rbp+0xa0]
; v5:int = input pc
  001fb8  cmp     qword ptr [rbp+0x150],1
  001fc3  jne     0x00000000000022c7
  001fc9  mov     rsi,[rbp+0xa8]
; guard_value v1, <list of 67> => loop/0 (0) {tape=v3}
  001fd0  mov     rax,<list k0>
  001fda  cmp     r12,rax
  001fdd  jne     0x00000000000022d6
; guard_value v2, <list of 67> => loop_jumps/0 (1) {tape=v3}
  001fe3  mov     rax,<list k1>
  001fed  cmp     r13,rax
  001ff0  jne     0x0000000000002330
; guard_value v5, 65 => loop_pc/0 (2) {tape=v3}
  001ff6  cmp     rsi,0x41
  001ffd  jne     0x000000000000238a
  002003  jmp     0x000000000000201d
  002008  mov     rbx,[rbp+0x30]
  00200f  mov     r14,[rbp+0x98]
  002016  mov     r15,[rbp+0xa0]
; v9:int = le 67, v0
; guard_true v9 => dispatch/0 (3) {tape=v3}
  00201d  mov     r11,0x43
  002024  cmp     r11,rbx
  002027  jg      0x00000000000023bd
; guard_words v3 => minus/0 (6) {tape=v3}
  00202d  cmp     qword ptr [r14+8],0
  002039  jne     0x00000000000023de
; v12:int = readlist v3, v4 words => minus/0 (6) {tape=v3}
  00203f  cmp     r15,[r14]
  002047  jae     0x00000000000023ff
  00204d  mov     rax,[r14+0x10]
  002055  mov     rsi,[rax+r15*8]
; v13:int = sub v12, 1 => minus/0 (6) {tape=v3}
  00205a  sub     rsi,1
  002061  jo      0x0000000000002420
; v14:int = and v13, 255
  002067  and     rsi,0xff
; v15:list = set v3, v4, v14 owned words in_bounds => minus/3 (6) {tape=v3, x=v14}
  00206e  mov     rax,[r14-0x10]
  002076  add     rax,[r14-8]
  00207e  cmp     rax,2
  002084  jne     0x00000000000020d1
  00208a  mov     rax,[r14+0x10]
  002092  mov     [rax+r15*8],rsi
; guard_true v14 => close_bracket/0 (20) {tape=v15, pc=66}
  002097  test    rsi,rsi
  00209a  je      0x0000000000002448
; guard_steps => loop/0 (23) {tape=v15}
; v18:list = phi tape v15
; v19:int = phi - v14
; loop (23) {tape=v18}
  0020a0  mov     rdi,[r14+0x10]
  0020a8  nop     [rax+rax]
; v21:int = sub_nov v19, 1
  0020b0  sub     rsi,1
; v22:int = and v21, 255
  0020b7  and     rsi,0xff
; v23:list = set v18, v4, v22 owned words in_bounds => minus/3 (6) {tape=v18, x=v22}
  0020be  mov     [rdi+r15*8],rsi
; guard_true v22 => close_bracket/0 (20) {tape=v23, pc=66}
  0020c3  test    rsi,rsi
  0020c6  jne     0x00000000000020b0
  0020cc  jmp     0x0000000000002474
; guard_steps => loop/0 (23) {tape=v23}
; jump (23) v18 <- v23, v19 <- v22
  0020d1  sub     rsp,0x70
  0020d8  mov     [rsp+0x30],rcx
  0020e0  mov     [rsp+0x38],rsi
  0020e8  mov     [rsp+0x40],rdi
  0020f0  mov     [rsp+0x48],r8
  0020f8  mov     [rsp+0x50],r9
  002100  mov     [rsp+0x58],r10
  002108  mov     [rsp],r14
  002110  mov     qword ptr [rsp+8],3
  00211c  mov     [rsp+0x10],r15
  002124  mov     qword ptr [rsp+0x18],1
  002130  mov     [rsp+0x20],rsi
  002138  mov     qword ptr [rsp+0x28],1
  002144  mov     rdi,[rbp+0x20]
  00214b  mov     esi,0xe
  002150  mov     rdx,rsp
  002153  mov     rcx,0xfffffffffffffff2
  00215d  mov     r8,0xfffffffffffffff2
  002167  mov     r9,0
  002171  mov     rax,<list_op>
  00217b  call    rax
  00217d  mov     r11,rax
  002180  mov     rcx,[rsp+0x30]
  002188  mov     rsi,[rsp+0x38]
  002190  mov     rdi,[rsp+0x40]
  002198  mov     r8,[rsp+0x48]
  0021a0  mov     r9,[rsp+0x50]
  0021a8  mov     r10,[rsp+0x58]
  0021b0  add     rsp,0x70
  0021b7  test    rdx,rdx
  0021ba  je      0x00000000000024a0
  0021c0  mov     r14,r11
  0021c3  jmp     0x0000000000002097
  0021c8  sub     rsp,0x70
  0021cf  mov     [rsp+0x30],rcx
  0021d7  mov     [rsp+0x38],rsi
  0021df  mov     [rsp+0x40],rdi
  0021e7  mov     [rsp+0x48],r8
  0021ef  mov     [rsp+0x50],r9
  0021f7  mov     [rsp+0x58],r10
  0021ff  mov     [rsp],r14
  002207  mov     qword ptr [rsp+8],3
  002213  mov     [rsp+0x10],r15
  00221b  mov     qword ptr [rsp+0x18],1
  002227  mov     [rsp+0x20],rsi
  00222f  mov     qword ptr [rsp+0x28],1
  00223b  mov     rdi,[rbp+0x20]
  002242  mov     esi,0xe
  002247  mov     rdx,rsp
  00224a  mov     rcx,0xfffffffffffffff2
  002254  mov     r8,0xfffffffffffffff2
  00225e  mov     r9,0
  002268  mov     rax,<list_op>
  002272  call    rax
  002274  mov     r11,rax
  002277  mov     rcx,[rsp+0x30]
  00227f  mov     rsi,[rsp+0x38]
  002287  mov     rdi,[rsp+0x40]
  00228f  mov     r8,[rsp+0x48]
  002297  mov     r9,[rsp+0x50]
  00229f  mov     r10,[rsp+0x58]
  0022a7  add     rsp,0x70
  0022ae  test    rdx,rdx
  0022b1  je      0x00000000000024d3
  0022b7  mov     r14,r11
  0022ba  mov     rdi,[r14+0x10]
  0022c2  jmp     0x00000000000020c3
; exits
  0022c7  mov     rax,0x4fffffffe
  0022d1  jmp     0x0000000000000016
  0022d6  mov     [rbp+0x10],r12
  0022dd  mov     qword ptr [rbp+0x18],3
  0022e8  mov     [rbp+0x98],r14
  0022ef  mov     qword ptr [rbp+0x140],3
  0022fa  mov     rdi,[rbp+0x20]
  002301  mov     rsi,8
  00230b  mov     rdx,0
  002315  mov     rax,<exit_lists>
  00231f  call    rax
  002321  mov     rax,0x400000000
  00232b  jmp     0x0000000000000016
  002330  mov     [rbp+0x10],r13
  002337  mov     qword ptr [rbp+0x18],3
  002342  mov     [rbp+0x98],r14
  002349  mov     qword ptr [rbp+0x140],3
  002354  mov     rdi,[rbp+0x20]
  00235b  mov     rsi,8
  002365  mov     rdx,0
  00236f  mov     rax,<exit_lists>
  002379  call    rax
  00237b  mov     rax,0x400000001
  002385  jmp     0x0000000000000016
  00238a  mov     [rbp+0x10],rsi
  002391  mov     qword ptr [rbp+0x18],1
  00239c  mov     [rbp+0x98],r14
  0023a3  mov     qword ptr [rbp+0x140],3
  0023ae  mov     rax,0x400000002
  0023b8  jmp     0x0000000000000016
  0023bd  mov     [rbp+0x98],r14
  0023c4  mov     qword ptr [rbp+0x140],3
  0023cf  mov     rax,0x400000003
  0023d9  jmp     0x0000000000000016
  0023de  mov     [rbp+0x98],r14
  0023e5  mov     qword ptr [rbp+0x140],3
  0023f0  mov     rax,0x400000004
  0023fa  jmp     0x0000000000000016
  0023ff  mov     [rbp+0x98],r14
  002406  mov     qword ptr [rbp+0x140],3
  002411  mov     rax,0x400000005
  00241b  jmp     0x0000000000000016
  002420  add     rsi,1
  002427  mov     [rbp+0x98],r14
  00242e  mov     qword ptr [rbp+0x140],3
  002439  mov     rax,0x400000006
  002443  jmp     0x0000000000000016
  002448  mov     [rbp+0x98],r14
  00244f  mov     qword ptr [rbp+0x140],3
  00245a  mov     qword ptr [rbp+0xa8],0x42
  002465  mov     rax,0x400000008
  00246f  jmp     0x0000000000000016
  002474  mov     [rbp+0x98],r14
  00247b  mov     qword ptr [rbp+0x140],3
  002486  mov     qword ptr [rbp+0xa8],0x42
  002491  mov     rax,0x40000000b
  00249b  jmp     0x0000000000000016
  0024a0  mov     [rbp+0x98],r14
  0024a7  mov     qword ptr [rbp+0x140],3
  0024b2  mov     [rbp+0xb8],rsi
  0024b9  mov     qword ptr [rbp+0x160],1
  0024c4  mov     rax,0x400000007
  0024ce  jmp     0x0000000000000016
  0024d3  mov     [rbp+0x98],r14
  0024da  mov     qword ptr [rbp+0x140],3
  0024e5  mov     [rbp+0xb8],rsi
  0024ec  mov     qword ptr [rbp+0x160],1
  0024f7  mov     rax,0x40000000a
  002501  jmp     0x0000000000000016
