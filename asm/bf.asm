; T0: 2618 bytes
; v0:int = input n
  000030  cmp     qword ptr [rbp+0xd8],1
  00003b  jne     0x0000000000000614
  000041  mov     rbx,[rbp+0x30]
; v1:list = input src
  000048  cmp     qword ptr [rbp+0xe0],3
  000053  jne     0x0000000000000614
  000059  mov     r12,[rbp+0x38]
; v2:list = input jumps
  000060  cmp     qword ptr [rbp+0xe8],3
  00006b  jne     0x0000000000000614
  000071  mov     r13,[rbp+0x40]
; v3:list = input tape
  000078  cmp     qword ptr [rbp+0x140],3
  000083  jne     0x0000000000000614
  000089  mov     r14,[rbp+0x98]
; v4:int = input p
  000090  cmp     qword ptr [rbp+0x148],1
  00009b  jne     0x0000000000000614
  0000a1  mov     r15,[rbp+0xa0]
; v5:int = input pc
  0000a8  cmp     qword ptr [rbp+0x150],1
  0000b3  jne     0x0000000000000614
  0000b9  mov     rsi,[rbp+0xa8]
; guard_value v1, [43, 43, 43, 43, 43, 43, 43, 43, 91, 62, 43, 43, 43, 43, 43, 43, 43, 43, 60, 45, 93, 62, 43, 91, 62, 43, 60, 45, 93, 62, 46, 91, 45, 93, 43, 43, 43, 43, 43, 43, 43, 43, 43, 43, 46] => loop/0 (0) {tape=v3, p=v4}
  0000c0  mov     rax,<list k0>
  0000ca  cmp     r12,rax
  0000cd  jne     0x0000000000000623
; guard_value v2, [0, 0, 0, 0, 0, 0, 0, 0, 20, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 8, 0, 0, 28, 0, 0, 0, 0, 23, 0, 0, 33, 0, 31, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] => loop_jumps/0 (1) {tape=v3, p=v4}
  0000d3  mov     rax,<list k1>
  0000dd  cmp     r13,rax
  0000e0  jne     0x0000000000000684
; guard_value v5, 24 => loop_pc/0 (2) {tape=v3, p=v4}
  0000e6  cmp     rsi,0x18
  0000ed  jne     0x00000000000006e5
  0000f3  jmp     0x000000000000010d
  0000f8  mov     rbx,[rbp+0x30]
  0000ff  mov     r14,[rbp+0x98]
  000106  mov     r15,[rbp+0xa0]
; v9:int = le 29, v0
; guard_true v9 => dispatch/0 (3) {tape=v3, p=v4}
  00010d  mov     r11,0x1d
  000114  cmp     r11,rbx
  000117  jg      0x000000000000071f
; v11:int = add v4, 1 => right/0 (7) {tape=v3, p=v4}
  00011d  add     r15,1
  000124  jo      0x0000000000000747
; v12:int = and v11, 65535
  00012a  mov     rsi,r15
  00012d  and     rsi,0xffff
; guard_words v3 => plus/0 (14) {tape=v3, p=v12, pc=25}
  000134  cmp     qword ptr [r14+8],0
  000140  jne     0x0000000000000776
; v14:int = len v3
  000146  mov     r13,[r14]
; v15:int = lt 65535, v14
; guard_true v15 => plus/0 (14) {tape=v3, p=v12, pc=25}
  00014e  mov     r11,0xffff
  000155  cmp     r11,r13
  000158  jge     0x00000000000007a9
; v17:int = readlist v3, v12 words in_bounds => plus/0 (14) {tape=v3, p=v12, pc=25}
  00015e  mov     rax,[r14+0x10]
  000166  mov     r13,[rax+rsi*8]
; v18:int = add v17, 1 => plus/0 (14) {tape=v3, p=v12, pc=25}
  00016b  add     r13,1
  000172  jo      0x000000000000080f
; v19:int = and v18, 255
  000178  and     r13,0xff
; v20:list = set v3, v12, v19 owned words in_bounds => plus/3 (14) {tape=v3, p=v12, pc=25, x=v19}
  00017f  mov     rax,[r14-0x10]
  000187  add     rax,[r14-8]
  00018f  cmp     rax,2
  000195  jne     0x0000000000000238
  00019b  mov     rax,[r14+0x10]
  0001a3  mov     [rax+rsi*8],r13
; v21:int = add_nov v11, -1
  0001a7  add     r15,0xffffffffffffffff
; v22:int = and v21, 65535
  0001ae  and     r15,0xffff
; v23:int = readlist v20, v22 words in_bounds => minus/0 (32) {tape=v20, p=v22, pc=27}
  0001b5  mov     rax,[r14+0x10]
  0001bd  mov     r12,[rax+r15*8]
; v24:int = sub v23, 1 => minus/0 (32) {tape=v20, p=v22, pc=27}
  0001c2  sub     r12,1
  0001c9  jo      0x000000000000087c
; v25:int = and v24, 255
  0001cf  and     r12,0xff
; v26:list = set v20, v22, v25 owned words in_bounds => minus/3 (32) {tape=v20, p=v22, pc=27, x=v25}
  0001d6  mov     rax,[r14+0x10]
  0001de  mov     [rax+r15*8],r12
; guard_true v25 => close_bracket/0 (46) {tape=v26, p=v22, pc=28}
  0001e2  test    r12,r12
  0001e5  je      0x00000000000008b6
; guard_steps => loop/0 (49) {tape=v26, p=v22}
; v29:list = phi tape v26
; v30:int = phi - v25
; v31:int = phi - v19
; loop (49)
  0001eb  nop     [rax+rax]
; v33:int = add v31, 1 => plus/0 (14) {tape=v29, p=v12, pc=25}
  0001f0  add     r13,1
  0001f7  jo      0x00000000000008e9
; v34:int = and v33, 255
  0001fd  and     r13,0xff
; v35:list = set v29, v12, v34 owned words in_bounds => plus/3 (14) {tape=v29, p=v12, pc=25, x=v34}
  000204  mov     rax,[r14+0x10]
  00020c  mov     [rax+rsi*8],r13
; v36:int = sub_nov v30, 1
  000210  sub     r12,1
; v37:int = and v36, 255
  000217  and     r12,0xff
; v38:list = set v35, v22, v37 owned words in_bounds => minus/3 (32) {tape=v35, p=v22, pc=27, x=v37}
  00021e  mov     rax,[r14+0x10]
  000226  mov     [rax+r15*8],r12
; guard_true v37 => close_bracket/0 (46) {tape=v38, p=v22, pc=28}
  00022a  test    r12,r12
  00022d  jne     0x00000000000001f0
  000233  jmp     0x0000000000000923
; guard_steps => loop/0 (49) {tape=v38, p=v22}
; jump (49) v29 <- v38, v30 <- v37, v31 <- v34
  000238  sub     rsp,0x70
  00023f  mov     [rsp+0x30],rcx
  000247  mov     [rsp+0x38],rsi
  00024f  mov     [rsp+0x40],rdi
  000257  mov     [rsp+0x48],r8
  00025f  mov     [rsp+0x50],r9
  000267  mov     [rsp+0x58],r10
  00026f  mov     [rsp],r14
  000277  mov     qword ptr [rsp+8],3
  000283  mov     [rsp+0x10],rsi
  00028b  mov     qword ptr [rsp+0x18],1
  000297  mov     [rsp+0x20],r13
  00029f  mov     qword ptr [rsp+0x28],1
  0002ab  mov     rdi,[rbp+0x20]
  0002b2  mov     esi,0xe
  0002b7  mov     rdx,rsp
  0002ba  mov     rcx,0xfffffffffffffff2
  0002c4  mov     r8,0xfffffffffffffff2
  0002ce  mov     r9,0
  0002d8  mov     rax,<list_op>
  0002e2  call    rax
  0002e4  mov     r11,rax
  0002e7  mov     rcx,[rsp+0x30]
  0002ef  mov     rsi,[rsp+0x38]
  0002f7  mov     rdi,[rsp+0x40]
  0002ff  mov     r8,[rsp+0x48]
  000307  mov     r9,[rsp+0x50]
  00030f  mov     r10,[rsp+0x58]
  000317  add     rsp,0x70
  00031e  test    rdx,rdx
  000321  je      0x0000000000000956
  000327  mov     r14,r11
  00032a  jmp     0x00000000000001a7
  00032f  sub     rsp,0x70
  000336  mov     [rsp+0x30],rcx
  00033e  mov     [rsp+0x38],rsi
  000346  mov     [rsp+0x40],rdi
  00034e  mov     [rsp+0x48],r8
  000356  mov     [rsp+0x50],r9
  00035e  mov     [rsp+0x58],r10
  000366  mov     [rsp],r14
  00036e  mov     qword ptr [rsp+8],3
  00037a  mov     [rsp+0x10],r15
  000382  mov     qword ptr [rsp+0x18],1
  00038e  mov     [rsp+0x20],r12
  000396  mov     qword ptr [rsp+0x28],1
  0003a2  mov     rdi,[rbp+0x20]
  0003a9  mov     esi,0xe
  0003ae  mov     rdx,rsp
  0003b1  mov     rcx,0xfffffffffffffff2
  0003bb  mov     r8,0xfffffffffffffff2
  0003c5  mov     r9,0
  0003cf  mov     rax,<list_op>
  0003d9  call    rax
  0003db  mov     r11,rax
  0003de  mov     rcx,[rsp+0x30]
  0003e6  mov     rsi,[rsp+0x38]
  0003ee  mov     rdi,[rsp+0x40]
  0003f6  mov     r8,[rsp+0x48]
  0003fe  mov     r9,[rsp+0x50]
  000406  mov     r10,[rsp+0x58]
  00040e  add     rsp,0x70
  000415  test    rdx,rdx
  000418  je      0x000000000000099b
  00041e  mov     r14,r11
  000421  jmp     0x00000000000001e2
  000426  sub     rsp,0x70
  00042d  mov     [rsp+0x30],rcx
  000435  mov     [rsp+0x38],rsi
  00043d  mov     [rsp+0x40],rdi
  000445  mov     [rsp+0x48],r8
  00044d  mov     [rsp+0x50],r9
  000455  mov     [rsp+0x58],r10
  00045d  mov     [rsp],r14
  000465  mov     qword ptr [rsp+8],3
  000471  mov     [rsp+0x10],rsi
  000479  mov     qword ptr [rsp+0x18],1
  000485  mov     [rsp+0x20],r13
  00048d  mov     qword ptr [rsp+0x28],1
  000499  mov     rdi,[rbp+0x20]
  0004a0  mov     esi,0xe
  0004a5  mov     rdx,rsp
  0004a8  mov     rcx,0xfffffffffffffff2
  0004b2  mov     r8,0xfffffffffffffff2
  0004bc  mov     r9,0
  0004c6  mov     rax,<list_op>
  0004d0  call    rax
  0004d2  mov     r11,rax
  0004d5  mov     rcx,[rsp+0x30]
  0004dd  mov     rsi,[rsp+0x38]
  0004e5  mov     rdi,[rsp+0x40]
  0004ed  mov     r8,[rsp+0x48]
  0004f5  mov     r9,[rsp+0x50]
  0004fd  mov     r10,[rsp+0x58]
  000505  add     rsp,0x70
  00050c  test    rdx,rdx
  00050f  je      0x00000000000009e0
  000515  mov     r14,r11
  000518  jmp     0x0000000000000210
  00051d  sub     rsp,0x70
  000524  mov     [rsp+0x30],rcx
  00052c  mov     [rsp+0x38],rsi
  000534  mov     [rsp+0x40],rdi
  00053c  mov     [rsp+0x48],r8
  000544  mov     [rsp+0x50],r9
  00054c  mov     [rsp+0x58],r10
  000554  mov     [rsp],r14
  00055c  mov     qword ptr [rsp+8],3
  000568  mov     [rsp+0x10],r15
  000570  mov     qword ptr [rsp+0x18],1
  00057c  mov     [rsp+0x20],r12
  000584  mov     qword ptr [rsp+0x28],1
  000590  mov     rdi,[rbp+0x20]
  000597  mov     esi,0xe
  00059c  mov     rdx,rsp
  00059f  mov     rcx,0xfffffffffffffff2
  0005a9  mov     r8,0xfffffffffffffff2
  0005b3  mov     r9,0
  0005bd  mov     rax,<list_op>
  0005c7  call    rax
  0005c9  mov     r11,rax
  0005cc  mov     rcx,[rsp+0x30]
  0005d4  mov     rsi,[rsp+0x38]
  0005dc  mov     rdi,[rsp+0x40]
  0005e4  mov     r8,[rsp+0x48]
  0005ec  mov     r9,[rsp+0x50]
  0005f4  mov     r10,[rsp+0x58]
  0005fc  add     rsp,0x70
  000603  test    rdx,rdx
  000606  je      0x0000000000000a25
  00060c  mov     r14,r11
  00060f  jmp     0x000000000000022a
; exits
  000614  mov     rax,0xfffffffe
  00061e  jmp     0x0000000000000016
  000623  mov     [rbp+0x10],r12
  00062a  mov     qword ptr [rbp+0x18],3
  000635  mov     [rbp+0x98],r14
  00063c  mov     qword ptr [rbp+0x140],3
  000647  mov     [rbp+0xa0],r15
  00064e  mov     rdi,[rbp+0x20]
  000655  mov     rsi,8
  00065f  mov     rdx,0
  000669  mov     rax,<exit_lists>
  000673  call    rax
  000675  mov     rax,0
  00067f  jmp     0x0000000000000016
  000684  mov     [rbp+0x10],r13
  00068b  mov     qword ptr [rbp+0x18],3
  000696  mov     [rbp+0x98],r14
  00069d  mov     qword ptr [rbp+0x140],3
  0006a8  mov     [rbp+0xa0],r15
  0006af  mov     rdi,[rbp+0x20]
  0006b6  mov     rsi,8
  0006c0  mov     rdx,0
  0006ca  mov     rax,<exit_lists>
  0006d4  call    rax
  0006d6  mov     rax,1
  0006e0  jmp     0x0000000000000016
  0006e5  mov     [rbp+0x10],rsi
  0006ec  mov     qword ptr [rbp+0x18],1
  0006f7  mov     [rbp+0x98],r14
  0006fe  mov     qword ptr [rbp+0x140],3
  000709  mov     [rbp+0xa0],r15
  000710  mov     rax,2
  00071a  jmp     0x0000000000000016
  00071f  mov     [rbp+0x98],r14
  000726  mov     qword ptr [rbp+0x140],3
  000731  mov     [rbp+0xa0],r15
  000738  mov     rax,3
  000742  jmp     0x0000000000000016
  000747  sub     r15,1
  00074e  mov     [rbp+0x98],r14
  000755  mov     qword ptr [rbp+0x140],3
  000760  mov     [rbp+0xa0],r15
  000767  mov     rax,4
  000771  jmp     0x0000000000000016
  000776  mov     [rbp+0x98],r14
  00077d  mov     qword ptr [rbp+0x140],3
  000788  mov     [rbp+0xa0],rsi
  00078f  mov     qword ptr [rbp+0xa8],0x19
  00079a  mov     rax,5
  0007a4  jmp     0x0000000000000016
  0007a9  mov     [rbp+0x98],r14
  0007b0  mov     qword ptr [rbp+0x140],3
  0007bb  mov     [rbp+0xa0],rsi
  0007c2  mov     qword ptr [rbp+0xa8],0x19
  0007cd  mov     rax,6
  0007d7  jmp     0x0000000000000016
  0007dc  mov     [rbp+0x98],r14
  0007e3  mov     qword ptr [rbp+0x140],3
  0007ee  mov     [rbp+0xa0],rsi
  0007f5  mov     qword ptr [rbp+0xa8],0x19
  000800  mov     rax,7
  00080a  jmp     0x0000000000000016
  00080f  sub     r13,1
  000816  mov     [rbp+0x98],r14
  00081d  mov     qword ptr [rbp+0x140],3
  000828  mov     [rbp+0xa0],rsi
  00082f  mov     qword ptr [rbp+0xa8],0x19
  00083a  mov     rax,8
  000844  jmp     0x0000000000000016
  000849  mov     [rbp+0x98],r14
  000850  mov     qword ptr [rbp+0x140],3
  00085b  mov     [rbp+0xa0],r15
  000862  mov     qword ptr [rbp+0xa8],0x1b
  00086d  mov     rax,0xa
  000877  jmp     0x0000000000000016
  00087c  add     r12,1
  000883  mov     [rbp+0x98],r14
  00088a  mov     qword ptr [rbp+0x140],3
  000895  mov     [rbp+0xa0],r15
  00089c  mov     qword ptr [rbp+0xa8],0x1b
  0008a7  mov     rax,0xb
  0008b1  jmp     0x0000000000000016
  0008b6  mov     [rbp+0x98],r14
  0008bd  mov     qword ptr [rbp+0x140],3
  0008c8  mov     [rbp+0xa0],r15
  0008cf  mov     qword ptr [rbp+0xa8],0x1c
  0008da  mov     rax,0xd
  0008e4  jmp     0x0000000000000016
  0008e9  sub     r13,1
  0008f0  mov     [rbp+0x98],r14
  0008f7  mov     qword ptr [rbp+0x140],3
  000902  mov     [rbp+0xa0],rsi
  000909  mov     qword ptr [rbp+0xa8],0x19
  000914  mov     rax,0xf
  00091e  jmp     0x0000000000000016
  000923  mov     [rbp+0x98],r14
  00092a  mov     qword ptr [rbp+0x140],3
  000935  mov     [rbp+0xa0],r15
  00093c  mov     qword ptr [rbp+0xa8],0x1c
  000947  mov     rax,0x12
  000951  jmp     0x0000000000000016
  000956  mov     [rbp+0x98],r14
  00095d  mov     qword ptr [rbp+0x140],3
  000968  mov     [rbp+0xa0],rsi
  00096f  mov     qword ptr [rbp+0xa8],0x19
  00097a  mov     [rbp+0xb8],r13
  000981  mov     qword ptr [rbp+0x160],1
  00098c  mov     rax,9
  000996  jmp     0x0000000000000016
  00099b  mov     [rbp+0x98],r14
  0009a2  mov     qword ptr [rbp+0x140],3
  0009ad  mov     [rbp+0xa0],r15
  0009b4  mov     qword ptr [rbp+0xa8],0x1b
  0009bf  mov     [rbp+0xb8],r12
  0009c6  mov     qword ptr [rbp+0x160],1
  0009d1  mov     rax,0xc
  0009db  jmp     0x0000000000000016
  0009e0  mov     [rbp+0x98],r14
  0009e7  mov     qword ptr [rbp+0x140],3
  0009f2  mov     [rbp+0xa0],rsi
  0009f9  mov     qword ptr [rbp+0xa8],0x19
  000a04  mov     [rbp+0xb8],r13
  000a0b  mov     qword ptr [rbp+0x160],1
  000a16  mov     rax,0x10
  000a20  jmp     0x0000000000000016
  000a25  mov     [rbp+0x98],r14
  000a2c  mov     qword ptr [rbp+0x140],3
  000a37  mov     [rbp+0xa0],r15
  000a3e  mov     qword ptr [rbp+0xa8],0x1b
  000a49  mov     [rbp+0xb8],r12
  000a50  mov     qword ptr [rbp+0x160],1
  000a5b  mov     rax,0x11
  000a65  jmp     0x0000000000000016

; T1: 1461 bytes
; v0:int = input n
  000a70  cmp     qword ptr [rbp+0xd8],1
  000a7b  jne     0x0000000000000de6
  000a81  mov     rbx,[rbp+0x30]
; v1:list = input src
  000a88  cmp     qword ptr [rbp+0xe0],3
  000a93  jne     0x0000000000000de6
  000a99  mov     r12,[rbp+0x38]
; v2:list = input jumps
  000aa0  cmp     qword ptr [rbp+0xe8],3
  000aab  jne     0x0000000000000de6
  000ab1  mov     r13,[rbp+0x40]
; v3:list = input tape
  000ab8  cmp     qword ptr [rbp+0x140],3
  000ac3  jne     0x0000000000000de6
  000ac9  mov     r14,[rbp+0x98]
; v4:int = input p
  000ad0  cmp     qword ptr [rbp+0x148],1
  000adb  jne     0x0000000000000de6
  000ae1  mov     r15,[rbp+0xa0]
; v5:int = input pc
  000ae8  cmp     qword ptr [rbp+0x150],1
  000af3  jne     0x0000000000000de6
  000af9  mov     rsi,[rbp+0xa8]
; guard_value v1, [43, 43, 43, 43, 43, 43, 43, 43, 91, 62, 43, 43, 43, 43, 43, 43, 43, 43, 60, 45, 93, 62, 43, 91, 62, 43, 60, 45, 93, 62, 46, 91, 45, 93, 43, 43, 43, 43, 43, 43, 43, 43, 43, 43, 46] => loop/0 (0) {tape=v3}
  000b00  mov     rax,<list k0>
  000b0a  cmp     r12,rax
  000b0d  jne     0x0000000000000df5
; guard_value v2, [0, 0, 0, 0, 0, 0, 0, 0, 20, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 8, 0, 0, 28, 0, 0, 0, 0, 23, 0, 0, 33, 0, 31, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] => loop_jumps/0 (1) {tape=v3}
  000b13  mov     rax,<list k1>
  000b1d  cmp     r13,rax
  000b20  jne     0x0000000000000e4f
; guard_value v5, 32 => loop_pc/0 (2) {tape=v3}
  000b26  cmp     rsi,0x20
  000b2d  jne     0x0000000000000ea9
  000b33  jmp     0x0000000000000b4d
  000b38  mov     rbx,[rbp+0x30]
  000b3f  mov     r14,[rbp+0x98]
  000b46  mov     r15,[rbp+0xa0]
; v9:int = le 34, v0
; guard_true v9 => dispatch/0 (3) {tape=v3}
  000b4d  mov     r11,0x22
  000b54  cmp     r11,rbx
  000b57  jg      0x0000000000000edc
; guard_words v3 => minus/0 (6) {tape=v3}
  000b5d  cmp     qword ptr [r14+8],0
  000b69  jne     0x0000000000000efd
; v12:int = readlist v3, v4 words => minus/0 (6) {tape=v3}
  000b6f  cmp     r15,[r14]
  000b77  jae     0x0000000000000f1e
  000b7d  mov     rax,[r14+0x10]
  000b85  mov     rsi,[rax+r15*8]
; v13:int = sub v12, 1 => minus/0 (6) {tape=v3}
  000b8a  sub     rsi,1
  000b91  jo      0x0000000000000f3f
; v14:int = and v13, 255
  000b97  and     rsi,0xff
; v15:list = set v3, v4, v14 owned words in_bounds => minus/3 (6) {tape=v3, x=v14}
  000b9e  mov     rax,[r14-0x10]
  000ba6  add     rax,[r14-8]
  000bae  cmp     rax,2
  000bb4  jne     0x0000000000000bf8
  000bba  mov     rax,[r14+0x10]
  000bc2  mov     [rax+r15*8],rsi
; guard_true v14 => close_bracket/0 (20) {tape=v15, pc=33}
  000bc6  test    rsi,rsi
  000bc9  je      0x0000000000000f67
; guard_steps => loop/0 (23) {tape=v15}
; v18:list = phi tape v15
; v19:int = phi - v14
; loop (23)
  000bcf  nop
; v21:int = sub_nov v19, 1
  000bd0  sub     rsi,1
; v22:int = and v21, 255
  000bd7  and     rsi,0xff
; v23:list = set v18, v4, v22 owned words in_bounds => minus/3 (6) {tape=v18, x=v22}
  000bde  mov     rax,[r14+0x10]
  000be6  mov     [rax+r15*8],rsi
; guard_true v22 => close_bracket/0 (20) {tape=v23, pc=33}
  000bea  test    rsi,rsi
  000bed  jne     0x0000000000000bd0
  000bf3  jmp     0x0000000000000f93
; guard_steps => loop/0 (23) {tape=v23}
; jump (23) v18 <- v23, v19 <- v22
  000bf8  sub     rsp,0x70
  000bff  mov     [rsp+0x30],rcx
  000c07  mov     [rsp+0x38],rsi
  000c0f  mov     [rsp+0x40],rdi
  000c17  mov     [rsp+0x48],r8
  000c1f  mov     [rsp+0x50],r9
  000c27  mov     [rsp+0x58],r10
  000c2f  mov     [rsp],r14
  000c37  mov     qword ptr [rsp+8],3
  000c43  mov     [rsp+0x10],r15
  000c4b  mov     qword ptr [rsp+0x18],1
  000c57  mov     [rsp+0x20],rsi
  000c5f  mov     qword ptr [rsp+0x28],1
  000c6b  mov     rdi,[rbp+0x20]
  000c72  mov     esi,0xe
  000c77  mov     rdx,rsp
  000c7a  mov     rcx,0xfffffffffffffff2
  000c84  mov     r8,0xfffffffffffffff2
  000c8e  mov     r9,0
  000c98  mov     rax,<list_op>
  000ca2  call    rax
  000ca4  mov     r11,rax
  000ca7  mov     rcx,[rsp+0x30]
  000caf  mov     rsi,[rsp+0x38]
  000cb7  mov     rdi,[rsp+0x40]
  000cbf  mov     r8,[rsp+0x48]
  000cc7  mov     r9,[rsp+0x50]
  000ccf  mov     r10,[rsp+0x58]
  000cd7  add     rsp,0x70
  000cde  test    rdx,rdx
  000ce1  je      0x0000000000000fbf
  000ce7  mov     r14,r11
  000cea  jmp     0x0000000000000bc6
  000cef  sub     rsp,0x70
  000cf6  mov     [rsp+0x30],rcx
  000cfe  mov     [rsp+0x38],rsi
  000d06  mov     [rsp+0x40],rdi
  000d0e  mov     [rsp+0x48],r8
  000d16  mov     [rsp+0x50],r9
  000d1e  mov     [rsp+0x58],r10
  000d26  mov     [rsp],r14
  000d2e  mov     qword ptr [rsp+8],3
  000d3a  mov     [rsp+0x10],r15
  000d42  mov     qword ptr [rsp+0x18],1
  000d4e  mov     [rsp+0x20],rsi
  000d56  mov     qword ptr [rsp+0x28],1
  000d62  mov     rdi,[rbp+0x20]
  000d69  mov     esi,0xe
  000d6e  mov     rdx,rsp
  000d71  mov     rcx,0xfffffffffffffff2
  000d7b  mov     r8,0xfffffffffffffff2
  000d85  mov     r9,0
  000d8f  mov     rax,<list_op>
  000d99  call    rax
  000d9b  mov     r11,rax
  000d9e  mov     rcx,[rsp+0x30]
  000da6  mov     rsi,[rsp+0x38]
  000dae  mov     rdi,[rsp+0x40]
  000db6  mov     r8,[rsp+0x48]
  000dbe  mov     r9,[rsp+0x50]
  000dc6  mov     r10,[rsp+0x58]
  000dce  add     rsp,0x70
  000dd5  test    rdx,rdx
  000dd8  je      0x0000000000000ff2
  000dde  mov     r14,r11
  000de1  jmp     0x0000000000000bea
; exits
  000de6  mov     rax,0x1fffffffe
  000df0  jmp     0x0000000000000016
  000df5  mov     [rbp+0x10],r12
  000dfc  mov     qword ptr [rbp+0x18],3
  000e07  mov     [rbp+0x98],r14
  000e0e  mov     qword ptr [rbp+0x140],3
  000e19  mov     rdi,[rbp+0x20]
  000e20  mov     rsi,8
  000e2a  mov     rdx,0
  000e34  mov     rax,<exit_lists>
  000e3e  call    rax
  000e40  mov     rax,0x100000000
  000e4a  jmp     0x0000000000000016
  000e4f  mov     [rbp+0x10],r13
  000e56  mov     qword ptr [rbp+0x18],3
  000e61  mov     [rbp+0x98],r14
  000e68  mov     qword ptr [rbp+0x140],3
  000e73  mov     rdi,[rbp+0x20]
  000e7a  mov     rsi,8
  000e84  mov     rdx,0
  000e8e  mov     rax,<exit_lists>
  000e98  call    rax
  000e9a  mov     rax,0x100000001
  000ea4  jmp     0x0000000000000016
  000ea9  mov     [rbp+0x10],rsi
  000eb0  mov     qword ptr [rbp+0x18],1
  000ebb  mov     [rbp+0x98],r14
  000ec2  mov     qword ptr [rbp+0x140],3
  000ecd  mov     rax,0x100000002
  000ed7  jmp     0x0000000000000016
  000edc  mov     [rbp+0x98],r14
  000ee3  mov     qword ptr [rbp+0x140],3
  000eee  mov     rax,0x100000003
  000ef8  jmp     0x0000000000000016
  000efd  mov     [rbp+0x98],r14
  000f04  mov     qword ptr [rbp+0x140],3
  000f0f  mov     rax,0x100000004
  000f19  jmp     0x0000000000000016
  000f1e  mov     [rbp+0x98],r14
  000f25  mov     qword ptr [rbp+0x140],3
  000f30  mov     rax,0x100000005
  000f3a  jmp     0x0000000000000016
  000f3f  add     rsi,1
  000f46  mov     [rbp+0x98],r14
  000f4d  mov     qword ptr [rbp+0x140],3
  000f58  mov     rax,0x100000006
  000f62  jmp     0x0000000000000016
  000f67  mov     [rbp+0x98],r14
  000f6e  mov     qword ptr [rbp+0x140],3
  000f79  mov     qword ptr [rbp+0xa8],0x21
  000f84  mov     rax,0x100000008
  000f8e  jmp     0x0000000000000016
  000f93  mov     [rbp+0x98],r14
  000f9a  mov     qword ptr [rbp+0x140],3
  000fa5  mov     qword ptr [rbp+0xa8],0x21
  000fb0  mov     rax,0x10000000b
  000fba  jmp     0x0000000000000016
  000fbf  mov     [rbp+0x98],r14
  000fc6  mov     qword ptr [rbp+0x140],3
  000fd1  mov     [rbp+0xb8],rsi
  000fd8  mov     qword ptr [rbp+0x160],1
  000fe3  mov     rax,0x100000007
  000fed  jmp     0x0000000000000016
  000ff2  mov     [rbp+0x98],r14
  000ff9  mov     qword ptr [rbp+0x140],3
  001004  mov     [rbp+0xb8],rsi
  00100b  mov     qword ptr [rbp+0x160],1
  001016  mov     rax,0x10000000a
  001020  jmp     0x0000000000000016
