; T0: 2640 bytes
; v0:int = input n
  000030  cmp     qword ptr [rbp+0xd8],1
  00003b  jne     0x000000000000062a
  000041  mov     rbx,[rbp+0x30]
; v1:list = input src
  000048  cmp     qword ptr [rbp+0xe0],3
  000053  jne     0x000000000000062a
  000059  mov     r12,[rbp+0x38]
; v2:list = input jumps
  000060  cmp     qword ptr [rbp+0xe8],3
  00006b  jne     0x000000000000062a
  000071  mov     r13,[rbp+0x40]
; v3:list = input tape
  000078  cmp     qword ptr [rbp+0x140],3
  000083  jne     0x000000000000062a
  000089  mov     r14,[rbp+0x98]
; v4:int = input p
  000090  cmp     qword ptr [rbp+0x148],1
  00009b  jne     0x000000000000062a
  0000a1  mov     r15,[rbp+0xa0]
; v5:int = input pc
  0000a8  cmp     qword ptr [rbp+0x150],1
  0000b3  jne     0x000000000000062a
  0000b9  mov     rsi,[rbp+0xa8]
; guard_value v1, [43, 43, 43, 43, 43, 43, 43, 43, 91, 62, 43, 43, 43, 43, 43, 43, 43, 43, 60, 45, 93, 62, 43, 91, 62, 43, 60, 45, 93, 62, 46, 91, 45, 93, 43, 43, 43, 43, 43, 43, 43, 43, 43, 43, 46] => loop/0 (0) {tape=v3, p=v4}
  0000c0  mov     rax,<list k0>
  0000ca  cmp     r12,rax
  0000cd  jne     0x0000000000000639
; guard_value v2, [0, 0, 0, 0, 0, 0, 0, 0, 20, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 8, 0, 0, 28, 0, 0, 0, 0, 23, 0, 0, 33, 0, 31, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] => loop_jumps/0 (1) {tape=v3, p=v4}
  0000d3  mov     rax,<list k1>
  0000dd  cmp     r13,rax
  0000e0  jne     0x000000000000069a
; guard_value v5, 24 => loop_pc/0 (2) {tape=v3, p=v4}
  0000e6  cmp     rsi,0x18
  0000ed  jne     0x00000000000006fb
  0000f3  jmp     0x000000000000010d
  0000f8  mov     rbx,[rbp+0x30]
  0000ff  mov     r14,[rbp+0x98]
  000106  mov     r15,[rbp+0xa0]
; v9:int = lt 28, v0
; guard_true v9 => dispatch/0 (3) {tape=v3, p=v4}
  00010d  mov     r11,0x1c
  000114  cmp     r11,rbx
  000117  jge     0x0000000000000735
; v11:int = add v4, 1 => right/0 (7) {tape=v3, p=v4}
  00011d  add     r15,1
  000124  jo      0x000000000000075d
; v12:int = and v11, 65535
  00012a  mov     rsi,r15
  00012d  and     rsi,0xffff
; guard_words v3 => plus/0 (14) {tape=v3, p=v12, pc=25}
  000134  cmp     qword ptr [r14+8],0
  000140  jne     0x000000000000078c
; v14:int = len v3
  000146  mov     r13,[r14]
; v15:int = lt 65535, v14
; guard_true v15 => plus/0 (14) {tape=v3, p=v12, pc=25}
  00014e  mov     r11,0xffff
  000155  cmp     r11,r13
  000158  jge     0x00000000000007bf
; v17:int = readlist v3, v12 words in_bounds => plus/0 (14) {tape=v3, p=v12, pc=25}
  00015e  mov     rax,[r14+0x10]
  000166  mov     r13,[rax+rsi*8]
; v18:int = add v17, 1 => plus/0 (14) {tape=v3, p=v12, pc=25}
  00016a  add     r13,1
  000171  jo      0x0000000000000825
; v19:int = and v18, 255
  000177  and     r13,0xff
; v20:list = set v3, v12, v19 owned words in_bounds => plus/3 (14) {tape=v3, p=v12, pc=25, x=v19}
  00017e  cmp     qword ptr [r14-0x10],1
  00018a  jne     0x000000000000024e
  000190  cmp     qword ptr [r14-8],1
  00019c  jne     0x000000000000024e
  0001a2  mov     rax,[r14+0x10]
  0001aa  lea     rax,[rax+rsi*8]
  0001ae  mov     [rax],r13
; v21:int = add_nov v11, -1
  0001b1  add     r15,0xffffffffffffffff
; v22:int = and v21, 65535
  0001b8  and     r15,0xffff
; v23:int = readlist v20, v22 words in_bounds => minus/0 (32) {tape=v20, p=v22, pc=27}
  0001bf  mov     rax,[r14+0x10]
  0001c7  mov     r12,[rax+r15*8]
; v24:int = sub v23, 1 => minus/0 (32) {tape=v20, p=v22, pc=27}
  0001cb  sub     r12,1
  0001d2  jo      0x0000000000000892
; v25:int = and v24, 255
  0001d8  and     r12,0xff
; v26:list = set v20, v22, v25 owned words in_bounds => minus/3 (32) {tape=v20, p=v22, pc=27, x=v25}
  0001df  mov     rax,[r14+0x10]
  0001e7  lea     rax,[rax+r15*8]
  0001eb  mov     [rax],r12
; guard_true v25 => close_bracket/0 (46) {tape=v26, p=v22, pc=28}
  0001ee  test    r12,r12
  0001f1  je      0x00000000000008cc
; guard_steps => loop/0 (49) {tape=v26, p=v22}
; v29:list = phi tape v26
; v30:int = phi - v25
; v31:int = phi - v19
; loop (49)
  0001f7  nop     [rax+rax]
; v33:int = add v31, 1 => plus/0 (14) {tape=v29, p=v12, pc=25}
  000200  add     r13,1
  000207  jo      0x00000000000008ff
; v34:int = and v33, 255
  00020d  and     r13,0xff
; v35:list = set v29, v12, v34 owned words in_bounds => plus/3 (14) {tape=v29, p=v12, pc=25, x=v34}
  000214  mov     rax,[r14+0x10]
  00021c  lea     rax,[rax+rsi*8]
  000220  mov     [rax],r13
; v36:int = sub_nov v30, 1
  000223  sub     r12,1
; v37:int = and v36, 255
  00022a  and     r12,0xff
; v38:list = set v35, v22, v37 owned words in_bounds => minus/3 (32) {tape=v35, p=v22, pc=27, x=v37}
  000231  mov     rax,[r14+0x10]
  000239  lea     rax,[rax+r15*8]
  00023d  mov     [rax],r12
; guard_true v37 => close_bracket/0 (46) {tape=v38, p=v22, pc=28}
  000240  test    r12,r12
  000243  jne     0x0000000000000200
  000249  jmp     0x0000000000000939
; guard_steps => loop/0 (49) {tape=v38, p=v22}
; jump (49) v29 <- v38, v30 <- v37, v31 <- v34
  00024e  sub     rsp,0x70
  000255  mov     [rsp+0x30],rcx
  00025d  mov     [rsp+0x38],rsi
  000265  mov     [rsp+0x40],rdi
  00026d  mov     [rsp+0x48],r8
  000275  mov     [rsp+0x50],r9
  00027d  mov     [rsp+0x58],r10
  000285  mov     [rsp],r14
  00028d  mov     qword ptr [rsp+8],3
  000299  mov     [rsp+0x10],rsi
  0002a1  mov     qword ptr [rsp+0x18],1
  0002ad  mov     [rsp+0x20],r13
  0002b5  mov     qword ptr [rsp+0x28],1
  0002c1  mov     rdi,[rbp+0x20]
  0002c8  mov     esi,0xe
  0002cd  mov     rdx,rsp
  0002d0  mov     rcx,0xfffffffffffffff2
  0002da  mov     r8,0xfffffffffffffff2
  0002e4  mov     r9,0
  0002ee  mov     rax,<list_op>
  0002f8  call    rax
  0002fa  mov     r11,rax
  0002fd  mov     rcx,[rsp+0x30]
  000305  mov     rsi,[rsp+0x38]
  00030d  mov     rdi,[rsp+0x40]
  000315  mov     r8,[rsp+0x48]
  00031d  mov     r9,[rsp+0x50]
  000325  mov     r10,[rsp+0x58]
  00032d  add     rsp,0x70
  000334  test    rdx,rdx
  000337  je      0x000000000000096c
  00033d  mov     r14,r11
  000340  jmp     0x00000000000001b1
  000345  sub     rsp,0x70
  00034c  mov     [rsp+0x30],rcx
  000354  mov     [rsp+0x38],rsi
  00035c  mov     [rsp+0x40],rdi
  000364  mov     [rsp+0x48],r8
  00036c  mov     [rsp+0x50],r9
  000374  mov     [rsp+0x58],r10
  00037c  mov     [rsp],r14
  000384  mov     qword ptr [rsp+8],3
  000390  mov     [rsp+0x10],r15
  000398  mov     qword ptr [rsp+0x18],1
  0003a4  mov     [rsp+0x20],r12
  0003ac  mov     qword ptr [rsp+0x28],1
  0003b8  mov     rdi,[rbp+0x20]
  0003bf  mov     esi,0xe
  0003c4  mov     rdx,rsp
  0003c7  mov     rcx,0xfffffffffffffff2
  0003d1  mov     r8,0xfffffffffffffff2
  0003db  mov     r9,0
  0003e5  mov     rax,<list_op>
  0003ef  call    rax
  0003f1  mov     r11,rax
  0003f4  mov     rcx,[rsp+0x30]
  0003fc  mov     rsi,[rsp+0x38]
  000404  mov     rdi,[rsp+0x40]
  00040c  mov     r8,[rsp+0x48]
  000414  mov     r9,[rsp+0x50]
  00041c  mov     r10,[rsp+0x58]
  000424  add     rsp,0x70
  00042b  test    rdx,rdx
  00042e  je      0x00000000000009b1
  000434  mov     r14,r11
  000437  jmp     0x00000000000001ee
  00043c  sub     rsp,0x70
  000443  mov     [rsp+0x30],rcx
  00044b  mov     [rsp+0x38],rsi
  000453  mov     [rsp+0x40],rdi
  00045b  mov     [rsp+0x48],r8
  000463  mov     [rsp+0x50],r9
  00046b  mov     [rsp+0x58],r10
  000473  mov     [rsp],r14
  00047b  mov     qword ptr [rsp+8],3
  000487  mov     [rsp+0x10],rsi
  00048f  mov     qword ptr [rsp+0x18],1
  00049b  mov     [rsp+0x20],r13
  0004a3  mov     qword ptr [rsp+0x28],1
  0004af  mov     rdi,[rbp+0x20]
  0004b6  mov     esi,0xe
  0004bb  mov     rdx,rsp
  0004be  mov     rcx,0xfffffffffffffff2
  0004c8  mov     r8,0xfffffffffffffff2
  0004d2  mov     r9,0
  0004dc  mov     rax,<list_op>
  0004e6  call    rax
  0004e8  mov     r11,rax
  0004eb  mov     rcx,[rsp+0x30]
  0004f3  mov     rsi,[rsp+0x38]
  0004fb  mov     rdi,[rsp+0x40]
  000503  mov     r8,[rsp+0x48]
  00050b  mov     r9,[rsp+0x50]
  000513  mov     r10,[rsp+0x58]
  00051b  add     rsp,0x70
  000522  test    rdx,rdx
  000525  je      0x00000000000009f6
  00052b  mov     r14,r11
  00052e  jmp     0x0000000000000223
  000533  sub     rsp,0x70
  00053a  mov     [rsp+0x30],rcx
  000542  mov     [rsp+0x38],rsi
  00054a  mov     [rsp+0x40],rdi
  000552  mov     [rsp+0x48],r8
  00055a  mov     [rsp+0x50],r9
  000562  mov     [rsp+0x58],r10
  00056a  mov     [rsp],r14
  000572  mov     qword ptr [rsp+8],3
  00057e  mov     [rsp+0x10],r15
  000586  mov     qword ptr [rsp+0x18],1
  000592  mov     [rsp+0x20],r12
  00059a  mov     qword ptr [rsp+0x28],1
  0005a6  mov     rdi,[rbp+0x20]
  0005ad  mov     esi,0xe
  0005b2  mov     rdx,rsp
  0005b5  mov     rcx,0xfffffffffffffff2
  0005bf  mov     r8,0xfffffffffffffff2
  0005c9  mov     r9,0
  0005d3  mov     rax,<list_op>
  0005dd  call    rax
  0005df  mov     r11,rax
  0005e2  mov     rcx,[rsp+0x30]
  0005ea  mov     rsi,[rsp+0x38]
  0005f2  mov     rdi,[rsp+0x40]
  0005fa  mov     r8,[rsp+0x48]
  000602  mov     r9,[rsp+0x50]
  00060a  mov     r10,[rsp+0x58]
  000612  add     rsp,0x70
  000619  test    rdx,rdx
  00061c  je      0x0000000000000a3b
  000622  mov     r14,r11
  000625  jmp     0x0000000000000240
; exits
  00062a  mov     rax,0xfffffffe
  000634  jmp     0x0000000000000016
  000639  mov     [rbp+0x10],r12
  000640  mov     qword ptr [rbp+0x18],3
  00064b  mov     [rbp+0x98],r14
  000652  mov     qword ptr [rbp+0x140],3
  00065d  mov     [rbp+0xa0],r15
  000664  mov     rdi,[rbp+0x20]
  00066b  mov     rsi,8
  000675  mov     rdx,0
  00067f  mov     rax,<exit_lists>
  000689  call    rax
  00068b  mov     rax,0
  000695  jmp     0x0000000000000016
  00069a  mov     [rbp+0x10],r13
  0006a1  mov     qword ptr [rbp+0x18],3
  0006ac  mov     [rbp+0x98],r14
  0006b3  mov     qword ptr [rbp+0x140],3
  0006be  mov     [rbp+0xa0],r15
  0006c5  mov     rdi,[rbp+0x20]
  0006cc  mov     rsi,8
  0006d6  mov     rdx,0
  0006e0  mov     rax,<exit_lists>
  0006ea  call    rax
  0006ec  mov     rax,1
  0006f6  jmp     0x0000000000000016
  0006fb  mov     [rbp+0x10],rsi
  000702  mov     qword ptr [rbp+0x18],1
  00070d  mov     [rbp+0x98],r14
  000714  mov     qword ptr [rbp+0x140],3
  00071f  mov     [rbp+0xa0],r15
  000726  mov     rax,2
  000730  jmp     0x0000000000000016
  000735  mov     [rbp+0x98],r14
  00073c  mov     qword ptr [rbp+0x140],3
  000747  mov     [rbp+0xa0],r15
  00074e  mov     rax,3
  000758  jmp     0x0000000000000016
  00075d  sub     r15,1
  000764  mov     [rbp+0x98],r14
  00076b  mov     qword ptr [rbp+0x140],3
  000776  mov     [rbp+0xa0],r15
  00077d  mov     rax,4
  000787  jmp     0x0000000000000016
  00078c  mov     [rbp+0x98],r14
  000793  mov     qword ptr [rbp+0x140],3
  00079e  mov     [rbp+0xa0],rsi
  0007a5  mov     qword ptr [rbp+0xa8],0x19
  0007b0  mov     rax,5
  0007ba  jmp     0x0000000000000016
  0007bf  mov     [rbp+0x98],r14
  0007c6  mov     qword ptr [rbp+0x140],3
  0007d1  mov     [rbp+0xa0],rsi
  0007d8  mov     qword ptr [rbp+0xa8],0x19
  0007e3  mov     rax,6
  0007ed  jmp     0x0000000000000016
  0007f2  mov     [rbp+0x98],r14
  0007f9  mov     qword ptr [rbp+0x140],3
  000804  mov     [rbp+0xa0],rsi
  00080b  mov     qword ptr [rbp+0xa8],0x19
  000816  mov     rax,7
  000820  jmp     0x0000000000000016
  000825  sub     r13,1
  00082c  mov     [rbp+0x98],r14
  000833  mov     qword ptr [rbp+0x140],3
  00083e  mov     [rbp+0xa0],rsi
  000845  mov     qword ptr [rbp+0xa8],0x19
  000850  mov     rax,8
  00085a  jmp     0x0000000000000016
  00085f  mov     [rbp+0x98],r14
  000866  mov     qword ptr [rbp+0x140],3
  000871  mov     [rbp+0xa0],r15
  000878  mov     qword ptr [rbp+0xa8],0x1b
  000883  mov     rax,0xa
  00088d  jmp     0x0000000000000016
  000892  add     r12,1
  000899  mov     [rbp+0x98],r14
  0008a0  mov     qword ptr [rbp+0x140],3
  0008ab  mov     [rbp+0xa0],r15
  0008b2  mov     qword ptr [rbp+0xa8],0x1b
  0008bd  mov     rax,0xb
  0008c7  jmp     0x0000000000000016
  0008cc  mov     [rbp+0x98],r14
  0008d3  mov     qword ptr [rbp+0x140],3
  0008de  mov     [rbp+0xa0],r15
  0008e5  mov     qword ptr [rbp+0xa8],0x1c
  0008f0  mov     rax,0xd
  0008fa  jmp     0x0000000000000016
  0008ff  sub     r13,1
  000906  mov     [rbp+0x98],r14
  00090d  mov     qword ptr [rbp+0x140],3
  000918  mov     [rbp+0xa0],rsi
  00091f  mov     qword ptr [rbp+0xa8],0x19
  00092a  mov     rax,0xf
  000934  jmp     0x0000000000000016
  000939  mov     [rbp+0x98],r14
  000940  mov     qword ptr [rbp+0x140],3
  00094b  mov     [rbp+0xa0],r15
  000952  mov     qword ptr [rbp+0xa8],0x1c
  00095d  mov     rax,0x12
  000967  jmp     0x0000000000000016
  00096c  mov     [rbp+0x98],r14
  000973  mov     qword ptr [rbp+0x140],3
  00097e  mov     [rbp+0xa0],rsi
  000985  mov     qword ptr [rbp+0xa8],0x19
  000990  mov     [rbp+0xb8],r13
  000997  mov     qword ptr [rbp+0x160],1
  0009a2  mov     rax,9
  0009ac  jmp     0x0000000000000016
  0009b1  mov     [rbp+0x98],r14
  0009b8  mov     qword ptr [rbp+0x140],3
  0009c3  mov     [rbp+0xa0],r15
  0009ca  mov     qword ptr [rbp+0xa8],0x1b
  0009d5  mov     [rbp+0xb8],r12
  0009dc  mov     qword ptr [rbp+0x160],1
  0009e7  mov     rax,0xc
  0009f1  jmp     0x0000000000000016
  0009f6  mov     [rbp+0x98],r14
  0009fd  mov     qword ptr [rbp+0x140],3
  000a08  mov     [rbp+0xa0],rsi
  000a0f  mov     qword ptr [rbp+0xa8],0x19
  000a1a  mov     [rbp+0xb8],r13
  000a21  mov     qword ptr [rbp+0x160],1
  000a2c  mov     rax,0x10
  000a36  jmp     0x0000000000000016
  000a3b  mov     [rbp+0x98],r14
  000a42  mov     qword ptr [rbp+0x140],3
  000a4d  mov     [rbp+0xa0],r15
  000a54  mov     qword ptr [rbp+0xa8],0x1b
  000a5f  mov     [rbp+0xb8],r12
  000a66  mov     qword ptr [rbp+0x160],1
  000a71  mov     rax,0x11
  000a7b  jmp     0x0000000000000016

; T1: 1480 bytes
; v0:int = input n
  000a80  cmp     qword ptr [rbp+0xd8],1
  000a8b  jne     0x0000000000000e09
  000a91  mov     rbx,[rbp+0x30]
; v1:list = input src
  000a98  cmp     qword ptr [rbp+0xe0],3
  000aa3  jne     0x0000000000000e09
  000aa9  mov     r12,[rbp+0x38]
; v2:list = input jumps
  000ab0  cmp     qword ptr [rbp+0xe8],3
  000abb  jne     0x0000000000000e09
  000ac1  mov     r13,[rbp+0x40]
; v3:list = input tape
  000ac8  cmp     qword ptr [rbp+0x140],3
  000ad3  jne     0x0000000000000e09
  000ad9  mov     r14,[rbp+0x98]
; v4:int = input p
  000ae0  cmp     qword ptr [rbp+0x148],1
  000aeb  jne     0x0000000000000e09
  000af1  mov     r15,[rbp+0xa0]
; v5:int = input pc
  000af8  cmp     qword ptr [rbp+0x150],1
  000b03  jne     0x0000000000000e09
  000b09  mov     rsi,[rbp+0xa8]
; guard_value v1, [43, 43, 43, 43, 43, 43, 43, 43, 91, 62, 43, 43, 43, 43, 43, 43, 43, 43, 60, 45, 93, 62, 43, 91, 62, 43, 60, 45, 93, 62, 46, 91, 45, 93, 43, 43, 43, 43, 43, 43, 43, 43, 43, 43, 46] => loop/0 (0) {tape=v3}
  000b10  mov     rax,<list k0>
  000b1a  cmp     r12,rax
  000b1d  jne     0x0000000000000e18
; guard_value v2, [0, 0, 0, 0, 0, 0, 0, 0, 20, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 8, 0, 0, 28, 0, 0, 0, 0, 23, 0, 0, 33, 0, 31, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] => loop_jumps/0 (1) {tape=v3}
  000b23  mov     rax,<list k1>
  000b2d  cmp     r13,rax
  000b30  jne     0x0000000000000e72
; guard_value v5, 32 => loop_pc/0 (2) {tape=v3}
  000b36  cmp     rsi,0x20
  000b3d  jne     0x0000000000000ecc
  000b43  jmp     0x0000000000000b5d
  000b48  mov     rbx,[rbp+0x30]
  000b4f  mov     r14,[rbp+0x98]
  000b56  mov     r15,[rbp+0xa0]
; v9:int = lt 33, v0
; guard_true v9 => dispatch/0 (3) {tape=v3}
  000b5d  mov     r11,0x21
  000b64  cmp     r11,rbx
  000b67  jge     0x0000000000000eff
; guard_words v3 => minus/0 (6) {tape=v3}
  000b6d  cmp     qword ptr [r14+8],0
  000b79  jne     0x0000000000000f20
; v12:int = readlist v3, v4 words => minus/0 (6) {tape=v3}
  000b7f  cmp     r15,[r14]
  000b87  jae     0x0000000000000f41
  000b8d  mov     rax,[r14+0x10]
  000b95  mov     rsi,[rax+r15*8]
; v13:int = sub v12, 1 => minus/0 (6) {tape=v3}
  000b99  sub     rsi,1
  000ba0  jo      0x0000000000000f62
; v14:int = and v13, 255
  000ba6  and     rsi,0xff
; v15:list = set v3, v4, v14 owned words in_bounds => minus/3 (6) {tape=v3, x=v14}
  000bad  cmp     qword ptr [r14-0x10],1
  000bb9  jne     0x0000000000000c1b
  000bbf  cmp     qword ptr [r14-8],1
  000bcb  jne     0x0000000000000c1b
  000bd1  mov     rax,[r14+0x10]
  000bd9  lea     rax,[rax+r15*8]
  000bdd  mov     [rax],rsi
; guard_true v14 => close_bracket/0 (20) {tape=v15, pc=33}
  000be0  test    rsi,rsi
  000be3  je      0x0000000000000f8a
; guard_steps => loop/0 (23) {tape=v15}
; v18:list = phi tape v15
; v19:int = phi - v14
; loop (23)
  000be9  nop     [rax]
; v21:int = sub_nov v19, 1
  000bf0  sub     rsi,1
; v22:int = and v21, 255
  000bf7  and     rsi,0xff
; v23:list = set v18, v4, v22 owned words in_bounds => minus/3 (6) {tape=v18, x=v22}
  000bfe  mov     rax,[r14+0x10]
  000c06  lea     rax,[rax+r15*8]
  000c0a  mov     [rax],rsi
; guard_true v22 => close_bracket/0 (20) {tape=v23, pc=33}
  000c0d  test    rsi,rsi
  000c10  jne     0x0000000000000bf0
  000c16  jmp     0x0000000000000fb6
; guard_steps => loop/0 (23) {tape=v23}
; jump (23) v18 <- v23, v19 <- v22
  000c1b  sub     rsp,0x70
  000c22  mov     [rsp+0x30],rcx
  000c2a  mov     [rsp+0x38],rsi
  000c32  mov     [rsp+0x40],rdi
  000c3a  mov     [rsp+0x48],r8
  000c42  mov     [rsp+0x50],r9
  000c4a  mov     [rsp+0x58],r10
  000c52  mov     [rsp],r14
  000c5a  mov     qword ptr [rsp+8],3
  000c66  mov     [rsp+0x10],r15
  000c6e  mov     qword ptr [rsp+0x18],1
  000c7a  mov     [rsp+0x20],rsi
  000c82  mov     qword ptr [rsp+0x28],1
  000c8e  mov     rdi,[rbp+0x20]
  000c95  mov     esi,0xe
  000c9a  mov     rdx,rsp
  000c9d  mov     rcx,0xfffffffffffffff2
  000ca7  mov     r8,0xfffffffffffffff2
  000cb1  mov     r9,0
  000cbb  mov     rax,<list_op>
  000cc5  call    rax
  000cc7  mov     r11,rax
  000cca  mov     rcx,[rsp+0x30]
  000cd2  mov     rsi,[rsp+0x38]
  000cda  mov     rdi,[rsp+0x40]
  000ce2  mov     r8,[rsp+0x48]
  000cea  mov     r9,[rsp+0x50]
  000cf2  mov     r10,[rsp+0x58]
  000cfa  add     rsp,0x70
  000d01  test    rdx,rdx
  000d04  je      0x0000000000000fe2
  000d0a  mov     r14,r11
  000d0d  jmp     0x0000000000000be0
  000d12  sub     rsp,0x70
  000d19  mov     [rsp+0x30],rcx
  000d21  mov     [rsp+0x38],rsi
  000d29  mov     [rsp+0x40],rdi
  000d31  mov     [rsp+0x48],r8
  000d39  mov     [rsp+0x50],r9
  000d41  mov     [rsp+0x58],r10
  000d49  mov     [rsp],r14
  000d51  mov     qword ptr [rsp+8],3
  000d5d  mov     [rsp+0x10],r15
  000d65  mov     qword ptr [rsp+0x18],1
  000d71  mov     [rsp+0x20],rsi
  000d79  mov     qword ptr [rsp+0x28],1
  000d85  mov     rdi,[rbp+0x20]
  000d8c  mov     esi,0xe
  000d91  mov     rdx,rsp
  000d94  mov     rcx,0xfffffffffffffff2
  000d9e  mov     r8,0xfffffffffffffff2
  000da8  mov     r9,0
  000db2  mov     rax,<list_op>
  000dbc  call    rax
  000dbe  mov     r11,rax
  000dc1  mov     rcx,[rsp+0x30]
  000dc9  mov     rsi,[rsp+0x38]
  000dd1  mov     rdi,[rsp+0x40]
  000dd9  mov     r8,[rsp+0x48]
  000de1  mov     r9,[rsp+0x50]
  000de9  mov     r10,[rsp+0x58]
  000df1  add     rsp,0x70
  000df8  test    rdx,rdx
  000dfb  je      0x0000000000001015
  000e01  mov     r14,r11
  000e04  jmp     0x0000000000000c0d
; exits
  000e09  mov     rax,0x1fffffffe
  000e13  jmp     0x0000000000000016
  000e18  mov     [rbp+0x10],r12
  000e1f  mov     qword ptr [rbp+0x18],3
  000e2a  mov     [rbp+0x98],r14
  000e31  mov     qword ptr [rbp+0x140],3
  000e3c  mov     rdi,[rbp+0x20]
  000e43  mov     rsi,8
  000e4d  mov     rdx,0
  000e57  mov     rax,<exit_lists>
  000e61  call    rax
  000e63  mov     rax,0x100000000
  000e6d  jmp     0x0000000000000016
  000e72  mov     [rbp+0x10],r13
  000e79  mov     qword ptr [rbp+0x18],3
  000e84  mov     [rbp+0x98],r14
  000e8b  mov     qword ptr [rbp+0x140],3
  000e96  mov     rdi,[rbp+0x20]
  000e9d  mov     rsi,8
  000ea7  mov     rdx,0
  000eb1  mov     rax,<exit_lists>
  000ebb  call    rax
  000ebd  mov     rax,0x100000001
  000ec7  jmp     0x0000000000000016
  000ecc  mov     [rbp+0x10],rsi
  000ed3  mov     qword ptr [rbp+0x18],1
  000ede  mov     [rbp+0x98],r14
  000ee5  mov     qword ptr [rbp+0x140],3
  000ef0  mov     rax,0x100000002
  000efa  jmp     0x0000000000000016
  000eff  mov     [rbp+0x98],r14
  000f06  mov     qword ptr [rbp+0x140],3
  000f11  mov     rax,0x100000003
  000f1b  jmp     0x0000000000000016
  000f20  mov     [rbp+0x98],r14
  000f27  mov     qword ptr [rbp+0x140],3
  000f32  mov     rax,0x100000004
  000f3c  jmp     0x0000000000000016
  000f41  mov     [rbp+0x98],r14
  000f48  mov     qword ptr [rbp+0x140],3
  000f53  mov     rax,0x100000005
  000f5d  jmp     0x0000000000000016
  000f62  add     rsi,1
  000f69  mov     [rbp+0x98],r14
  000f70  mov     qword ptr [rbp+0x140],3
  000f7b  mov     rax,0x100000006
  000f85  jmp     0x0000000000000016
  000f8a  mov     [rbp+0x98],r14
  000f91  mov     qword ptr [rbp+0x140],3
  000f9c  mov     qword ptr [rbp+0xa8],0x21
  000fa7  mov     rax,0x100000008
  000fb1  jmp     0x0000000000000016
  000fb6  mov     [rbp+0x98],r14
  000fbd  mov     qword ptr [rbp+0x140],3
  000fc8  mov     qword ptr [rbp+0xa8],0x21
  000fd3  mov     rax,0x10000000b
  000fdd  jmp     0x0000000000000016
  000fe2  mov     [rbp+0x98],r14
  000fe9  mov     qword ptr [rbp+0x140],3
  000ff4  mov     [rbp+0xb8],rsi
  000ffb  mov     qword ptr [rbp+0x160],1
  001006  mov     rax,0x100000007
  001010  jmp     0x0000000000000016
  001015  mov     [rbp+0x98],r14
  00101c  mov     qword ptr [rbp+0x140],3
  001027  mov     [rbp+0xb8],rsi
  00102e  mov     qword ptr [rbp+0x160],1
  001039  mov     rax,0x10000000a
  001043  jmp     0x0000000000000016
