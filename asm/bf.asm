; T0: 2636 bytes
; v0:int = input n
  000030  cmp     qword ptr [rbp+0xd8],1
  00003b  jne     0x0000000000000626
  000041  mov     rbx,[rbp+0x30]
; v1:list = input src
  000048  cmp     qword ptr [rbp+0xe0],3
  000053  jne     0x0000000000000626
  000059  mov     r12,[rbp+0x38]
; v2:list = input jumps
  000060  cmp     qword ptr [rbp+0xe8],3
  00006b  jne     0x0000000000000626
  000071  mov     r13,[rbp+0x40]
; v3:list = input tape
  000078  cmp     qword ptr [rbp+0x140],3
  000083  jne     0x0000000000000626
  000089  mov     r14,[rbp+0x98]
; v4:int = input p
  000090  cmp     qword ptr [rbp+0x148],1
  00009b  jne     0x0000000000000626
  0000a1  mov     r15,[rbp+0xa0]
; v5:int = input pc
  0000a8  cmp     qword ptr [rbp+0x150],1
  0000b3  jne     0x0000000000000626
  0000b9  mov     rsi,[rbp+0xa8]
; guard_value v1, [43, 43, 43, 43, 43, 43, 43, 43, 91, 62, 43, 43, 43, 43, 43, 43, 43, 43, 60, 45, 93, 62, 43, 91, 62, 43, 60, 45, 93, 62, 46, 91, 45, 93, 43, 43, 43, 43, 43, 43, 43, 43, 43, 43, 46] => loop/0 (0) {tape=v3, p=v4}
  0000c0  mov     rax,<list k0>
  0000ca  cmp     r12,rax
  0000cd  jne     0x0000000000000635
; guard_value v2, [0, 0, 0, 0, 0, 0, 0, 0, 20, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 8, 0, 0, 28, 0, 0, 0, 0, 23, 0, 0, 33, 0, 31, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] => loop_jumps/0 (1) {tape=v3, p=v4}
  0000d3  mov     rax,<list k1>
  0000dd  cmp     r13,rax
  0000e0  jne     0x0000000000000696
; guard_value v5, 24 => loop_pc/0 (2) {tape=v3, p=v4}
  0000e6  cmp     rsi,0x18
  0000ed  jne     0x00000000000006f7
  0000f3  jmp     0x000000000000010d
  0000f8  mov     rbx,[rbp+0x30]
  0000ff  mov     r14,[rbp+0x98]
  000106  mov     r15,[rbp+0xa0]
; v9:int = le 29, v0
; guard_true v9 => dispatch/0 (3) {tape=v3, p=v4}
  00010d  mov     r11,0x1d
  000114  cmp     r11,rbx
  000117  jg      0x0000000000000731
; v11:int = add v4, 1 => right/0 (7) {tape=v3, p=v4}
  00011d  add     r15,1
  000124  jo      0x0000000000000759
; v12:int = and v11, 65535
  00012a  mov     rsi,r15
  00012d  and     rsi,0xffff
; guard_words v3 => plus/0 (14) {tape=v3, p=v12, pc=25}
  000134  cmp     qword ptr [r14+8],0
  000140  jne     0x0000000000000788
; v14:int = len v3
  000146  mov     r13,[r14]
; v15:int = lt 65535, v14
; guard_true v15 => plus/0 (14) {tape=v3, p=v12, pc=25}
  00014e  mov     r11,0xffff
  000155  cmp     r11,r13
  000158  jge     0x00000000000007bb
; v17:int = readlist v3, v12 words in_bounds => plus/0 (14) {tape=v3, p=v12, pc=25}
  00015e  mov     rax,[r14+0x10]
  000166  mov     r13,[rax+rsi*8]
; v18:int = add v17, 1 => plus/0 (14) {tape=v3, p=v12, pc=25}
  00016b  add     r13,1
  000172  jo      0x0000000000000821
; v19:int = and v18, 255
  000178  and     r13,0xff
; v20:list = set v3, v12, v19 owned words in_bounds => plus/3 (14) {tape=v3, p=v12, pc=25, x=v19}
  00017f  mov     rax,[r14-0x10]
  000187  add     rax,[r14-8]
  00018f  cmp     rax,2
  000195  jne     0x000000000000023a
  00019b  mov     rax,[r14+0x10]
  0001a3  mov     [rax+rsi*8],r13
; v21:int = add_nov v11, -1
  0001a8  add     r15,0xffffffffffffffff
; v22:int = and v21, 65535
  0001af  and     r15,0xffff
; v23:int = readlist v20, v22 words in_bounds => minus/0 (32) {tape=v20, p=v22, pc=27}
  0001b6  mov     rax,[r14+0x10]
  0001be  mov     r12,[rax+r15*8]
; v24:int = sub v23, 1 => minus/0 (32) {tape=v20, p=v22, pc=27}
  0001c3  sub     r12,1
  0001ca  jo      0x000000000000088e
; v25:int = and v24, 255
  0001d0  and     r12,0xff
; v26:list = set v20, v22, v25 owned words in_bounds => minus/3 (32) {tape=v20, p=v22, pc=27, x=v25}
  0001d7  mov     rax,[r14+0x10]
  0001df  mov     [rax+r15*8],r12
; guard_true v25 => close_bracket/0 (46) {tape=v26, p=v22, pc=28}
  0001e4  test    r12,r12
  0001e7  je      0x00000000000008c8
; guard_steps => loop/0 (49) {tape=v26, p=v22}
; v29:list = phi tape v26
; v30:int = phi - v25
; v31:int = phi - v19
; loop (49) {tape=v29, p=v22}
  0001ed  mov     rdi,[r14+0x10]
  0001f5  nop     [rax+rax]
  0001fe  xchg    ax,ax
; v33:int = add v31, 1 => plus/0 (14) {tape=v29, p=v12, pc=25}
  000200  add     r13,1
  000207  jo      0x00000000000008fb
; v34:int = and v33, 255
  00020d  and     r13,0xff
; v35:list = set v29, v12, v34 owned words in_bounds => plus/3 (14) {tape=v29, p=v12, pc=25, x=v34}
  000214  mov     [rdi+rsi*8],r13
; v36:int = sub_nov v30, 1
  000219  sub     r12,1
; v37:int = and v36, 255
  000220  and     r12,0xff
; v38:list = set v35, v22, v37 owned words in_bounds => minus/3 (32) {tape=v35, p=v22, pc=27, x=v37}
  000227  mov     [rdi+r15*8],r12
; guard_true v37 => close_bracket/0 (46) {tape=v38, p=v22, pc=28}
  00022c  test    r12,r12
  00022f  jne     0x0000000000000200
  000235  jmp     0x0000000000000935
; guard_steps => loop/0 (49) {tape=v38, p=v22}
; jump (49) v29 <- v38, v30 <- v37, v31 <- v34
  00023a  sub     rsp,0x70
  000241  mov     [rsp+0x30],rcx
  000249  mov     [rsp+0x38],rsi
  000251  mov     [rsp+0x40],rdi
  000259  mov     [rsp+0x48],r8
  000261  mov     [rsp+0x50],r9
  000269  mov     [rsp+0x58],r10
  000271  mov     [rsp],r14
  000279  mov     qword ptr [rsp+8],3
  000285  mov     [rsp+0x10],rsi
  00028d  mov     qword ptr [rsp+0x18],1
  000299  mov     [rsp+0x20],r13
  0002a1  mov     qword ptr [rsp+0x28],1
  0002ad  mov     rdi,[rbp+0x20]
  0002b4  mov     esi,0xe
  0002b9  mov     rdx,rsp
  0002bc  mov     rcx,0xfffffffffffffff2
  0002c6  mov     r8,0xfffffffffffffff2
  0002d0  mov     r9,0
  0002da  mov     rax,<list_op>
  0002e4  call    rax
  0002e6  mov     r11,rax
  0002e9  mov     rcx,[rsp+0x30]
  0002f1  mov     rsi,[rsp+0x38]
  0002f9  mov     rdi,[rsp+0x40]
  000301  mov     r8,[rsp+0x48]
  000309  mov     r9,[rsp+0x50]
  000311  mov     r10,[rsp+0x58]
  000319  add     rsp,0x70
  000320  test    rdx,rdx
  000323  je      0x0000000000000968
  000329  mov     r14,r11
  00032c  jmp     0x00000000000001a8
  000331  sub     rsp,0x70
  000338  mov     [rsp+0x30],rcx
  000340  mov     [rsp+0x38],rsi
  000348  mov     [rsp+0x40],rdi
  000350  mov     [rsp+0x48],r8
  000358  mov     [rsp+0x50],r9
  000360  mov     [rsp+0x58],r10
  000368  mov     [rsp],r14
  000370  mov     qword ptr [rsp+8],3
  00037c  mov     [rsp+0x10],r15
  000384  mov     qword ptr [rsp+0x18],1
  000390  mov     [rsp+0x20],r12
  000398  mov     qword ptr [rsp+0x28],1
  0003a4  mov     rdi,[rbp+0x20]
  0003ab  mov     esi,0xe
  0003b0  mov     rdx,rsp
  0003b3  mov     rcx,0xfffffffffffffff2
  0003bd  mov     r8,0xfffffffffffffff2
  0003c7  mov     r9,0
  0003d1  mov     rax,<list_op>
  0003db  call    rax
  0003dd  mov     r11,rax
  0003e0  mov     rcx,[rsp+0x30]
  0003e8  mov     rsi,[rsp+0x38]
  0003f0  mov     rdi,[rsp+0x40]
  0003f8  mov     r8,[rsp+0x48]
  000400  mov     r9,[rsp+0x50]
  000408  mov     r10,[rsp+0x58]
  000410  add     rsp,0x70
  000417  test    rdx,rdx
  00041a  je      0x00000000000009ad
  000420  mov     r14,r11
  000423  jmp     0x00000000000001e4
  000428  sub     rsp,0x70
  00042f  mov     [rsp+0x30],rcx
  000437  mov     [rsp+0x38],rsi
  00043f  mov     [rsp+0x40],rdi
  000447  mov     [rsp+0x48],r8
  00044f  mov     [rsp+0x50],r9
  000457  mov     [rsp+0x58],r10
  00045f  mov     [rsp],r14
  000467  mov     qword ptr [rsp+8],3
  000473  mov     [rsp+0x10],rsi
  00047b  mov     qword ptr [rsp+0x18],1
  000487  mov     [rsp+0x20],r13
  00048f  mov     qword ptr [rsp+0x28],1
  00049b  mov     rdi,[rbp+0x20]
  0004a2  mov     esi,0xe
  0004a7  mov     rdx,rsp
  0004aa  mov     rcx,0xfffffffffffffff2
  0004b4  mov     r8,0xfffffffffffffff2
  0004be  mov     r9,0
  0004c8  mov     rax,<list_op>
  0004d2  call    rax
  0004d4  mov     r11,rax
  0004d7  mov     rcx,[rsp+0x30]
  0004df  mov     rsi,[rsp+0x38]
  0004e7  mov     rdi,[rsp+0x40]
  0004ef  mov     r8,[rsp+0x48]
  0004f7  mov     r9,[rsp+0x50]
  0004ff  mov     r10,[rsp+0x58]
  000507  add     rsp,0x70
  00050e  test    rdx,rdx
  000511  je      0x00000000000009f2
  000517  mov     r14,r11
  00051a  mov     rdi,[r14+0x10]
  000522  jmp     0x0000000000000219
  000527  sub     rsp,0x70
  00052e  mov     [rsp+0x30],rcx
  000536  mov     [rsp+0x38],rsi
  00053e  mov     [rsp+0x40],rdi
  000546  mov     [rsp+0x48],r8
  00054e  mov     [rsp+0x50],r9
  000556  mov     [rsp+0x58],r10
  00055e  mov     [rsp],r14
  000566  mov     qword ptr [rsp+8],3
  000572  mov     [rsp+0x10],r15
  00057a  mov     qword ptr [rsp+0x18],1
  000586  mov     [rsp+0x20],r12
  00058e  mov     qword ptr [rsp+0x28],1
  00059a  mov     rdi,[rbp+0x20]
  0005a1  mov     esi,0xe
  0005a6  mov     rdx,rsp
  0005a9  mov     rcx,0xfffffffffffffff2
  0005b3  mov     r8,0xfffffffffffffff2
  0005bd  mov     r9,0
  0005c7  mov     rax,<list_op>
  0005d1  call    rax
  0005d3  mov     r11,rax
  0005d6  mov     rcx,[rsp+0x30]
  0005de  mov     rsi,[rsp+0x38]
  0005e6  mov     rdi,[rsp+0x40]
  0005ee  mov     r8,[rsp+0x48]
  0005f6  mov     r9,[rsp+0x50]
  0005fe  mov     r10,[rsp+0x58]
  000606  add     rsp,0x70
  00060d  test    rdx,rdx
  000610  je      0x0000000000000a37
  000616  mov     r14,r11
  000619  mov     rdi,[r14+0x10]
  000621  jmp     0x000000000000022c
; exits
  000626  mov     rax,0xfffffffe
  000630  jmp     0x0000000000000016
  000635  mov     [rbp+0x10],r12
  00063c  mov     qword ptr [rbp+0x18],3
  000647  mov     [rbp+0x98],r14
  00064e  mov     qword ptr [rbp+0x140],3
  000659  mov     [rbp+0xa0],r15
  000660  mov     rdi,[rbp+0x20]
  000667  mov     rsi,8
  000671  mov     rdx,0
  00067b  mov     rax,<exit_lists>
  000685  call    rax
  000687  mov     rax,0
  000691  jmp     0x0000000000000016
  000696  mov     [rbp+0x10],r13
  00069d  mov     qword ptr [rbp+0x18],3
  0006a8  mov     [rbp+0x98],r14
  0006af  mov     qword ptr [rbp+0x140],3
  0006ba  mov     [rbp+0xa0],r15
  0006c1  mov     rdi,[rbp+0x20]
  0006c8  mov     rsi,8
  0006d2  mov     rdx,0
  0006dc  mov     rax,<exit_lists>
  0006e6  call    rax
  0006e8  mov     rax,1
  0006f2  jmp     0x0000000000000016
  0006f7  mov     [rbp+0x10],rsi
  0006fe  mov     qword ptr [rbp+0x18],1
  000709  mov     [rbp+0x98],r14
  000710  mov     qword ptr [rbp+0x140],3
  00071b  mov     [rbp+0xa0],r15
  000722  mov     rax,2
  00072c  jmp     0x0000000000000016
  000731  mov     [rbp+0x98],r14
  000738  mov     qword ptr [rbp+0x140],3
  000743  mov     [rbp+0xa0],r15
  00074a  mov     rax,3
  000754  jmp     0x0000000000000016
  000759  sub     r15,1
  000760  mov     [rbp+0x98],r14
  000767  mov     qword ptr [rbp+0x140],3
  000772  mov     [rbp+0xa0],r15
  000779  mov     rax,4
  000783  jmp     0x0000000000000016
  000788  mov     [rbp+0x98],r14
  00078f  mov     qword ptr [rbp+0x140],3
  00079a  mov     [rbp+0xa0],rsi
  0007a1  mov     qword ptr [rbp+0xa8],0x19
  0007ac  mov     rax,5
  0007b6  jmp     0x0000000000000016
  0007bb  mov     [rbp+0x98],r14
  0007c2  mov     qword ptr [rbp+0x140],3
  0007cd  mov     [rbp+0xa0],rsi
  0007d4  mov     qword ptr [rbp+0xa8],0x19
  0007df  mov     rax,6
  0007e9  jmp     0x0000000000000016
  0007ee  mov     [rbp+0x98],r14
  0007f5  mov     qword ptr [rbp+0x140],3
  000800  mov     [rbp+0xa0],rsi
  000807  mov     qword ptr [rbp+0xa8],0x19
  000812  mov     rax,7
  00081c  jmp     0x0000000000000016
  000821  sub     r13,1
  000828  mov     [rbp+0x98],r14
  00082f  mov     qword ptr [rbp+0x140],3
  00083a  mov     [rbp+0xa0],rsi
  000841  mov     qword ptr [rbp+0xa8],0x19
  00084c  mov     rax,8
  000856  jmp     0x0000000000000016
  00085b  mov     [rbp+0x98],r14
  000862  mov     qword ptr [rbp+0x140],3
  00086d  mov     [rbp+0xa0],r15
  000874  mov     qword ptr [rbp+0xa8],0x1b
  00087f  mov     rax,0xa
  000889  jmp     0x0000000000000016
  00088e  add     r12,1
  000895  mov     [rbp+0x98],r14
  00089c  mov     qword ptr [rbp+0x140],3
  0008a7  mov     [rbp+0xa0],r15
  0008ae  mov     qword ptr [rbp+0xa8],0x1b
  0008b9  mov     rax,0xb
  0008c3  jmp     0x0000000000000016
  0008c8  mov     [rbp+0x98],r14
  0008cf  mov     qword ptr [rbp+0x140],3
  0008da  mov     [rbp+0xa0],r15
  0008e1  mov     qword ptr [rbp+0xa8],0x1c
  0008ec  mov     rax,0xd
  0008f6  jmp     0x0000000000000016
  0008fb  sub     r13,1
  000902  mov     [rbp+0x98],r14
  000909  mov     qword ptr [rbp+0x140],3
  000914  mov     [rbp+0xa0],rsi
  00091b  mov     qword ptr [rbp+0xa8],0x19
  000926  mov     rax,0xf
  000930  jmp     0x0000000000000016
  000935  mov     [rbp+0x98],r14
  00093c  mov     qword ptr [rbp+0x140],3
  000947  mov     [rbp+0xa0],r15
  00094e  mov     qword ptr [rbp+0xa8],0x1c
  000959  mov     rax,0x12
  000963  jmp     0x0000000000000016
  000968  mov     [rbp+0x98],r14
  00096f  mov     qword ptr [rbp+0x140],3
  00097a  mov     [rbp+0xa0],rsi
  000981  mov     qword ptr [rbp+0xa8],0x19
  00098c  mov     [rbp+0xb8],r13
  000993  mov     qword ptr [rbp+0x160],1
  00099e  mov     rax,9
  0009a8  jmp     0x0000000000000016
  0009ad  mov     [rbp+0x98],r14
  0009b4  mov     qword ptr [rbp+0x140],3
  0009bf  mov     [rbp+0xa0],r15
  0009c6  mov     qword ptr [rbp+0xa8],0x1b
  0009d1  mov     [rbp+0xb8],r12
  0009d8  mov     qword ptr [rbp+0x160],1
  0009e3  mov     rax,0xc
  0009ed  jmp     0x0000000000000016
  0009f2  mov     [rbp+0x98],r14
  0009f9  mov     qword ptr [rbp+0x140],3
  000a04  mov     [rbp+0xa0],rsi
  000a0b  mov     qword ptr [rbp+0xa8],0x19
  000a16  mov     [rbp+0xb8],r13
  000a1d  mov     qword ptr [rbp+0x160],1
  000a28  mov     rax,0x10
  000a32  jmp     0x0000000000000016
  000a37  mov     [rbp+0x98],r14
  000a3e  mov     qword ptr [rbp+0x140],3
  000a49  mov     [rbp+0xa0],r15
  000a50  mov     qword ptr [rbp+0xa8],0x1b
  000a5b  mov     [rbp+0xb8],r12
  000a62  mov     qword ptr [rbp+0x160],1
  000a6d  mov     rax,0x11
  000a77  jmp     0x0000000000000016

; T1: 1478 bytes
; v0:int = input n
  000a80  cmp     qword ptr [rbp+0xd8],1
  000a8b  jne     0x0000000000000e07
  000a91  mov     rbx,[rbp+0x30]
; v1:list = input src
  000a98  cmp     qword ptr [rbp+0xe0],3
  000aa3  jne     0x0000000000000e07
  000aa9  mov     r12,[rbp+0x38]
; v2:list = input jumps
  000ab0  cmp     qword ptr [rbp+0xe8],3
  000abb  jne     0x0000000000000e07
  000ac1  mov     r13,[rbp+0x40]
; v3:list = input tape
  000ac8  cmp     qword ptr [rbp+0x140],3
  000ad3  jne     0x0000000000000e07
  000ad9  mov     r14,[rbp+0x98]
; v4:int = input p
  000ae0  cmp     qword ptr [rbp+0x148],1
  000aeb  jne     0x0000000000000e07
  000af1  mov     r15,[rbp+0xa0]
; v5:int = input pc
  000af8  cmp     qword ptr [rbp+0x150],1
  000b03  jne     0x0000000000000e07
  000b09  mov     rsi,[rbp+0xa8]
; guard_value v1, [43, 43, 43, 43, 43, 43, 43, 43, 91, 62, 43, 43, 43, 43, 43, 43, 43, 43, 60, 45, 93, 62, 43, 91, 62, 43, 60, 45, 93, 62, 46, 91, 45, 93, 43, 43, 43, 43, 43, 43, 43, 43, 43, 43, 46] => loop/0 (0) {tape=v3}
  000b10  mov     rax,<list k0>
  000b1a  cmp     r12,rax
  000b1d  jne     0x0000000000000e16
; guard_value v2, [0, 0, 0, 0, 0, 0, 0, 0, 20, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 8, 0, 0, 28, 0, 0, 0, 0, 23, 0, 0, 33, 0, 31, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] => loop_jumps/0 (1) {tape=v3}
  000b23  mov     rax,<list k1>
  000b2d  cmp     r13,rax
  000b30  jne     0x0000000000000e70
; guard_value v5, 32 => loop_pc/0 (2) {tape=v3}
  000b36  cmp     rsi,0x20
  000b3d  jne     0x0000000000000eca
  000b43  jmp     0x0000000000000b5d
  000b48  mov     rbx,[rbp+0x30]
  000b4f  mov     r14,[rbp+0x98]
  000b56  mov     r15,[rbp+0xa0]
; v9:int = le 34, v0
; guard_true v9 => dispatch/0 (3) {tape=v3}
  000b5d  mov     r11,0x22
  000b64  cmp     r11,rbx
  000b67  jg      0x0000000000000efd
; guard_words v3 => minus/0 (6) {tape=v3}
  000b6d  cmp     qword ptr [r14+8],0
  000b79  jne     0x0000000000000f1e
; v12:int = readlist v3, v4 words => minus/0 (6) {tape=v3}
  000b7f  cmp     r15,[r14]
  000b87  jae     0x0000000000000f3f
  000b8d  mov     rax,[r14+0x10]
  000b95  mov     rsi,[rax+r15*8]
; v13:int = sub v12, 1 => minus/0 (6) {tape=v3}
  000b9a  sub     rsi,1
  000ba1  jo      0x0000000000000f60
; v14:int = and v13, 255
  000ba7  and     rsi,0xff
; v15:list = set v3, v4, v14 owned words in_bounds => minus/3 (6) {tape=v3, x=v14}
  000bae  mov     rax,[r14-0x10]
  000bb6  add     rax,[r14-8]
  000bbe  cmp     rax,2
  000bc4  jne     0x0000000000000c11
  000bca  mov     rax,[r14+0x10]
  000bd2  mov     [rax+r15*8],rsi
; guard_true v14 => close_bracket/0 (20) {tape=v15, pc=33}
  000bd7  test    rsi,rsi
  000bda  je      0x0000000000000f88
; guard_steps => loop/0 (23) {tape=v15}
; v18:list = phi tape v15
; v19:int = phi - v14
; loop (23) {tape=v18}
  000be0  mov     rdi,[r14+0x10]
  000be8  nop     [rax+rax]
; v21:int = sub_nov v19, 1
  000bf0  sub     rsi,1
; v22:int = and v21, 255
  000bf7  and     rsi,0xff
; v23:list = set v18, v4, v22 owned words in_bounds => minus/3 (6) {tape=v18, x=v22}
  000bfe  mov     [rdi+r15*8],rsi
; guard_true v22 => close_bracket/0 (20) {tape=v23, pc=33}
  000c03  test    rsi,rsi
  000c06  jne     0x0000000000000bf0
  000c0c  jmp     0x0000000000000fb4
; guard_steps => loop/0 (23) {tape=v23}
; jump (23) v18 <- v23, v19 <- v22
  000c11  sub     rsp,0x70
  000c18  mov     [rsp+0x30],rcx
  000c20  mov     [rsp+0x38],rsi
  000c28  mov     [rsp+0x40],rdi
  000c30  mov     [rsp+0x48],r8
  000c38  mov     [rsp+0x50],r9
  000c40  mov     [rsp+0x58],r10
  000c48  mov     [rsp],r14
  000c50  mov     qword ptr [rsp+8],3
  000c5c  mov     [rsp+0x10],r15
  000c64  mov     qword ptr [rsp+0x18],1
  000c70  mov     [rsp+0x20],rsi
  000c78  mov     qword ptr [rsp+0x28],1
  000c84  mov     rdi,[rbp+0x20]
  000c8b  mov     esi,0xe
  000c90  mov     rdx,rsp
  000c93  mov     rcx,0xfffffffffffffff2
  000c9d  mov     r8,0xfffffffffffffff2
  000ca7  mov     r9,0
  000cb1  mov     rax,<list_op>
  000cbb  call    rax
  000cbd  mov     r11,rax
  000cc0  mov     rcx,[rsp+0x30]
  000cc8  mov     rsi,[rsp+0x38]
  000cd0  mov     rdi,[rsp+0x40]
  000cd8  mov     r8,[rsp+0x48]
  000ce0  mov     r9,[rsp+0x50]
  000ce8  mov     r10,[rsp+0x58]
  000cf0  add     rsp,0x70
  000cf7  test    rdx,rdx
  000cfa  je      0x0000000000000fe0
  000d00  mov     r14,r11
  000d03  jmp     0x0000000000000bd7
  000d08  sub     rsp,0x70
  000d0f  mov     [rsp+0x30],rcx
  000d17  mov     [rsp+0x38],rsi
  000d1f  mov     [rsp+0x40],rdi
  000d27  mov     [rsp+0x48],r8
  000d2f  mov     [rsp+0x50],r9
  000d37  mov     [rsp+0x58],r10
  000d3f  mov     [rsp],r14
  000d47  mov     qword ptr [rsp+8],3
  000d53  mov     [rsp+0x10],r15
  000d5b  mov     qword ptr [rsp+0x18],1
  000d67  mov     [rsp+0x20],rsi
  000d6f  mov     qword ptr [rsp+0x28],1
  000d7b  mov     rdi,[rbp+0x20]
  000d82  mov     esi,0xe
  000d87  mov     rdx,rsp
  000d8a  mov     rcx,0xfffffffffffffff2
  000d94  mov     r8,0xfffffffffffffff2
  000d9e  mov     r9,0
  000da8  mov     rax,<list_op>
  000db2  call    rax
  000db4  mov     r11,rax
  000db7  mov     rcx,[rsp+0x30]
  000dbf  mov     rsi,[rsp+0x38]
  000dc7  mov     rdi,[rsp+0x40]
  000dcf  mov     r8,[rsp+0x48]
  000dd7  mov     r9,[rsp+0x50]
  000ddf  mov     r10,[rsp+0x58]
  000de7  add     rsp,0x70
  000dee  test    rdx,rdx
  000df1  je      0x0000000000001013
  000df7  mov     r14,r11
  000dfa  mov     rdi,[r14+0x10]
  000e02  jmp     0x0000000000000c03
; exits
  000e07  mov     rax,0x1fffffffe
  000e11  jmp     0x0000000000000016
  000e16  mov     [rbp+0x10],r12
  000e1d  mov     qword ptr [rbp+0x18],3
  000e28  mov     [rbp+0x98],r14
  000e2f  mov     qword ptr [rbp+0x140],3
  000e3a  mov     rdi,[rbp+0x20]
  000e41  mov     rsi,8
  000e4b  mov     rdx,0
  000e55  mov     rax,<exit_lists>
  000e5f  call    rax
  000e61  mov     rax,0x100000000
  000e6b  jmp     0x0000000000000016
  000e70  mov     [rbp+0x10],r13
  000e77  mov     qword ptr [rbp+0x18],3
  000e82  mov     [rbp+0x98],r14
  000e89  mov     qword ptr [rbp+0x140],3
  000e94  mov     rdi,[rbp+0x20]
  000e9b  mov     rsi,8
  000ea5  mov     rdx,0
  000eaf  mov     rax,<exit_lists>
  000eb9  call    rax
  000ebb  mov     rax,0x100000001
  000ec5  jmp     0x0000000000000016
  000eca  mov     [rbp+0x10],rsi
  000ed1  mov     qword ptr [rbp+0x18],1
  000edc  mov     [rbp+0x98],r14
  000ee3  mov     qword ptr [rbp+0x140],3
  000eee  mov     rax,0x100000002
  000ef8  jmp     0x0000000000000016
  000efd  mov     [rbp+0x98],r14
  000f04  mov     qword ptr [rbp+0x140],3
  000f0f  mov     rax,0x100000003
  000f19  jmp     0x0000000000000016
  000f1e  mov     [rbp+0x98],r14
  000f25  mov     qword ptr [rbp+0x140],3
  000f30  mov     rax,0x100000004
  000f3a  jmp     0x0000000000000016
  000f3f  mov     [rbp+0x98],r14
  000f46  mov     qword ptr [rbp+0x140],3
  000f51  mov     rax,0x100000005
  000f5b  jmp     0x0000000000000016
  000f60  add     rsi,1
  000f67  mov     [rbp+0x98],r14
  000f6e  mov     qword ptr [rbp+0x140],3
  000f79  mov     rax,0x100000006
  000f83  jmp     0x0000000000000016
  000f88  mov     [rbp+0x98],r14
  000f8f  mov     qword ptr [rbp+0x140],3
  000f9a  mov     qword ptr [rbp+0xa8],0x21
  000fa5  mov     rax,0x100000008
  000faf  jmp     0x0000000000000016
  000fb4  mov     [rbp+0x98],r14
  000fbb  mov     qword ptr [rbp+0x140],3
  000fc6  mov     qword ptr [rbp+0xa8],0x21
  000fd1  mov     rax,0x10000000b
  000fdb  jmp     0x0000000000000016
  000fe0  mov     [rbp+0x98],r14
  000fe7  mov     qword ptr [rbp+0x140],3
  000ff2  mov     [rbp+0xb8],rsi
  000ff9  mov     qword ptr [rbp+0x160],1
  001004  mov     rax,0x100000007
  00100e  jmp     0x0000000000000016
  001013  mov     [rbp+0x98],r14
  00101a  mov     qword ptr [rbp+0x140],3
  001025  mov     [rbp+0xb8],rsi
  00102c  mov     qword ptr [rbp+0x160],1
  001037  mov     rax,0x10000000a
  001041  jmp     0x0000000000000016
