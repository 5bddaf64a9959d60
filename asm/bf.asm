; T0: 2589 bytes
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
; v14:int = readlist v3, v12 words => plus/0 (14) {tape=v3, p=v12, pc=25}
  000146  cmp     rsi,[r14]
  00014e  jae     0x00000000000007bf
  000154  mov     rax,[r14+0x10]
  00015c  mov     r13,[rax+rsi*8]
; v15:int = add v14, 1 => plus/0 (14) {tape=v3, p=v12, pc=25}
  000160  add     r13,1
  000167  jo      0x00000000000007f2
; v16:int = and v15, 255
  00016d  and     r13,0xff
; v17:list = set v3, v12, v16 owned words in_bounds => plus/3 (14) {tape=v3, p=v12, pc=25, x=v16}
  000174  cmp     qword ptr [r14-0x10],1
  000180  jne     0x000000000000024e
  000186  cmp     qword ptr [r14-8],1
  000192  jne     0x000000000000024e
  000198  mov     rax,[r14+0x10]
  0001a0  lea     rax,[rax+rsi*8]
  0001a4  mov     [rax],r13
; v18:int = add_nov v11, -1
  0001a7  add     r15,0xffffffffffffffff
; v19:int = and v18, 65535
  0001ae  and     r15,0xffff
; v20:int = readlist v17, v19 words => minus/0 (32) {tape=v17, p=v19, pc=27}
  0001b5  cmp     r15,[r14]
  0001bd  jae     0x000000000000082c
  0001c3  mov     rax,[r14+0x10]
  0001cb  mov     r12,[rax+r15*8]
; v21:int = sub v20, 1 => minus/0 (32) {tape=v17, p=v19, pc=27}
  0001cf  sub     r12,1
  0001d6  jo      0x000000000000085f
; v22:int = and v21, 255
  0001dc  and     r12,0xff
; v23:list = set v17, v19, v22 owned words in_bounds => minus/3 (32) {tape=v17, p=v19, pc=27, x=v22}
  0001e3  mov     rax,[r14+0x10]
  0001eb  lea     rax,[rax+r15*8]
  0001ef  mov     [rax],r12
; guard_true v22 => close_bracket/0 (46) {tape=v23, p=v19, pc=28}
  0001f2  test    r12,r12
  0001f5  je      0x0000000000000899
; guard_steps => loop/0 (49) {tape=v23, p=v19}
; v26:list = phi tape v23
; v27:int = phi - v22
; v28:int = phi - v16
; loop (49)
  0001fb  nop     [rax+rax]
; v30:int = add v28, 1 => plus/0 (14) {tape=v26, p=v12, pc=25}
  000200  add     r13,1
  000207  jo      0x00000000000008cc
; v31:int = and v30, 255
  00020d  and     r13,0xff
; v32:list = set v26, v12, v31 owned words in_bounds => plus/3 (14) {tape=v26, p=v12, pc=25, x=v31}
  000214  mov     rax,[r14+0x10]
  00021c  lea     rax,[rax+rsi*8]
  000220  mov     [rax],r13
; v33:int = sub_nov v27, 1
  000223  sub     r12,1
; v34:int = and v33, 255
  00022a  and     r12,0xff
; v35:list = set v32, v19, v34 owned words in_bounds => minus/3 (32) {tape=v32, p=v19, pc=27, x=v34}
  000231  mov     rax,[r14+0x10]
  000239  lea     rax,[rax+r15*8]
  00023d  mov     [rax],r12
; guard_true v34 => close_bracket/0 (46) {tape=v35, p=v19, pc=28}
  000240  test    r12,r12
  000243  jne     0x0000000000000200
  000249  jmp     0x0000000000000906
; guard_steps => loop/0 (49) {tape=v35, p=v19}
; jump (49) v26 <- v35, v27 <- v34, v28 <- v31
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
  000337  je      0x0000000000000939
  00033d  mov     r14,r11
  000340  jmp     0x00000000000001a7
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
  00042e  je      0x000000000000097e
  000434  mov     r14,r11
  000437  jmp     0x00000000000001f2
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
  000525  je      0x00000000000009c3
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
  00061c  je      0x0000000000000a08
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
  0007f2  sub     r13,1
  0007f9  mov     [rbp+0x98],r14
  000800  mov     qword ptr [rbp+0x140],3
  00080b  mov     [rbp+0xa0],rsi
  000812  mov     qword ptr [rbp+0xa8],0x19
  00081d  mov     rax,7
  000827  jmp     0x0000000000000016
  00082c  mov     [rbp+0x98],r14
  000833  mov     qword ptr [rbp+0x140],3
  00083e  mov     [rbp+0xa0],r15
  000845  mov     qword ptr [rbp+0xa8],0x1b
  000850  mov     rax,9
  00085a  jmp     0x0000000000000016
  00085f  add     r12,1
  000866  mov     [rbp+0x98],r14
  00086d  mov     qword ptr [rbp+0x140],3
  000878  mov     [rbp+0xa0],r15
  00087f  mov     qword ptr [rbp+0xa8],0x1b
  00088a  mov     rax,0xa
  000894  jmp     0x0000000000000016
  000899  mov     [rbp+0x98],r14
  0008a0  mov     qword ptr [rbp+0x140],3
  0008ab  mov     [rbp+0xa0],r15
  0008b2  mov     qword ptr [rbp+0xa8],0x1c
  0008bd  mov     rax,0xc
  0008c7  jmp     0x0000000000000016
  0008cc  sub     r13,1
  0008d3  mov     [rbp+0x98],r14
  0008da  mov     qword ptr [rbp+0x140],3
  0008e5  mov     [rbp+0xa0],rsi
  0008ec  mov     qword ptr [rbp+0xa8],0x19
  0008f7  mov     rax,0xe
  000901  jmp     0x0000000000000016
  000906  mov     [rbp+0x98],r14
  00090d  mov     qword ptr [rbp+0x140],3
  000918  mov     [rbp+0xa0],r15
  00091f  mov     qword ptr [rbp+0xa8],0x1c
  00092a  mov     rax,0x11
  000934  jmp     0x0000000000000016
  000939  mov     [rbp+0x98],r14
  000940  mov     qword ptr [rbp+0x140],3
  00094b  mov     [rbp+0xa0],rsi
  000952  mov     qword ptr [rbp+0xa8],0x19
  00095d  mov     [rbp+0xb8],r13
  000964  mov     qword ptr [rbp+0x160],1
  00096f  mov     rax,8
  000979  jmp     0x0000000000000016
  00097e  mov     [rbp+0x98],r14
  000985  mov     qword ptr [rbp+0x140],3
  000990  mov     [rbp+0xa0],r15
  000997  mov     qword ptr [rbp+0xa8],0x1b
  0009a2  mov     [rbp+0xb8],r12
  0009a9  mov     qword ptr [rbp+0x160],1
  0009b4  mov     rax,0xb
  0009be  jmp     0x0000000000000016
  0009c3  mov     [rbp+0x98],r14
  0009ca  mov     qword ptr [rbp+0x140],3
  0009d5  mov     [rbp+0xa0],rsi
  0009dc  mov     qword ptr [rbp+0xa8],0x19
  0009e7  mov     [rbp+0xb8],r13
  0009ee  mov     qword ptr [rbp+0x160],1
  0009f9  mov     rax,0xf
  000a03  jmp     0x0000000000000016
  000a08  mov     [rbp+0x98],r14
  000a0f  mov     qword ptr [rbp+0x140],3
  000a1a  mov     [rbp+0xa0],r15
  000a21  mov     qword ptr [rbp+0xa8],0x1b
  000a2c  mov     [rbp+0xb8],r12
  000a33  mov     qword ptr [rbp+0x160],1
  000a3e  mov     rax,0x10
  000a48  jmp     0x0000000000000016

; T1: 1480 bytes
; v0:int = input n
  000a50  cmp     qword ptr [rbp+0xd8],1
  000a5b  jne     0x0000000000000dd9
  000a61  mov     rbx,[rbp+0x30]
; v1:list = input src
  000a68  cmp     qword ptr [rbp+0xe0],3
  000a73  jne     0x0000000000000dd9
  000a79  mov     r12,[rbp+0x38]
; v2:list = input jumps
  000a80  cmp     qword ptr [rbp+0xe8],3
  000a8b  jne     0x0000000000000dd9
  000a91  mov     r13,[rbp+0x40]
; v3:list = input tape
  000a98  cmp     qword ptr [rbp+0x140],3
  000aa3  jne     0x0000000000000dd9
  000aa9  mov     r14,[rbp+0x98]
; v4:int = input p
  000ab0  cmp     qword ptr [rbp+0x148],1
  000abb  jne     0x0000000000000dd9
  000ac1  mov     r15,[rbp+0xa0]
; v5:int = input pc
  000ac8  cmp     qword ptr [rbp+0x150],1
  000ad3  jne     0x0000000000000dd9
  000ad9  mov     rsi,[rbp+0xa8]
; guard_value v1, [43, 43, 43, 43, 43, 43, 43, 43, 91, 62, 43, 43, 43, 43, 43, 43, 43, 43, 60, 45, 93, 62, 43, 91, 62, 43, 60, 45, 93, 62, 46, 91, 45, 93, 43, 43, 43, 43, 43, 43, 43, 43, 43, 43, 46] => loop/0 (0) {tape=v3}
  000ae0  mov     rax,<list k0>
  000aea  cmp     r12,rax
  000aed  jne     0x0000000000000de8
; guard_value v2, [0, 0, 0, 0, 0, 0, 0, 0, 20, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 8, 0, 0, 28, 0, 0, 0, 0, 23, 0, 0, 33, 0, 31, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] => loop_jumps/0 (1) {tape=v3}
  000af3  mov     rax,<list k1>
  000afd  cmp     r13,rax
  000b00  jne     0x0000000000000e42
; guard_value v5, 32 => loop_pc/0 (2) {tape=v3}
  000b06  cmp     rsi,0x20
  000b0d  jne     0x0000000000000e9c
  000b13  jmp     0x0000000000000b2d
  000b18  mov     rbx,[rbp+0x30]
  000b1f  mov     r14,[rbp+0x98]
  000b26  mov     r15,[rbp+0xa0]
; v9:int = lt 33, v0
; guard_true v9 => dispatch/0 (3) {tape=v3}
  000b2d  mov     r11,0x21
  000b34  cmp     r11,rbx
  000b37  jge     0x0000000000000ecf
; guard_words v3 => minus/0 (6) {tape=v3}
  000b3d  cmp     qword ptr [r14+8],0
  000b49  jne     0x0000000000000ef0
; v12:int = readlist v3, v4 words => minus/0 (6) {tape=v3}
  000b4f  cmp     r15,[r14]
  000b57  jae     0x0000000000000f11
  000b5d  mov     rax,[r14+0x10]
  000b65  mov     rsi,[rax+r15*8]
; v13:int = sub v12, 1 => minus/0 (6) {tape=v3}
  000b69  sub     rsi,1
  000b70  jo      0x0000000000000f32
; v14:int = and v13, 255
  000b76  and     rsi,0xff
; v15:list = set v3, v4, v14 owned words in_bounds => minus/3 (6) {tape=v3, x=v14}
  000b7d  cmp     qword ptr [r14-0x10],1
  000b89  jne     0x0000000000000beb
  000b8f  cmp     qword ptr [r14-8],1
  000b9b  jne     0x0000000000000beb
  000ba1  mov     rax,[r14+0x10]
  000ba9  lea     rax,[rax+r15*8]
  000bad  mov     [rax],rsi
; guard_true v14 => close_bracket/0 (20) {tape=v15, pc=33}
  000bb0  test    rsi,rsi
  000bb3  je      0x0000000000000f5a
; guard_steps => loop/0 (23) {tape=v15}
; v18:list = phi tape v15
; v19:int = phi - v14
; loop (23)
  000bb9  nop     [rax]
; v21:int = sub_nov v19, 1
  000bc0  sub     rsi,1
; v22:int = and v21, 255
  000bc7  and     rsi,0xff
; v23:list = set v18, v4, v22 owned words in_bounds => minus/3 (6) {tape=v18, x=v22}
  000bce  mov     rax,[r14+0x10]
  000bd6  lea     rax,[rax+r15*8]
  000bda  mov     [rax],rsi
; guard_true v22 => close_bracket/0 (20) {tape=v23, pc=33}
  000bdd  test    rsi,rsi
  000be0  jne     0x0000000000000bc0
  000be6  jmp     0x0000000000000f86
; guard_steps => loop/0 (23) {tape=v23}
; jump (23) v18 <- v23, v19 <- v22
  000beb  sub     rsp,0x70
  000bf2  mov     [rsp+0x30],rcx
  000bfa  mov     [rsp+0x38],rsi
  000c02  mov     [rsp+0x40],rdi
  000c0a  mov     [rsp+0x48],r8
  000c12  mov     [rsp+0x50],r9
  000c1a  mov     [rsp+0x58],r10
  000c22  mov     [rsp],r14
  000c2a  mov     qword ptr [rsp+8],3
  000c36  mov     [rsp+0x10],r15
  000c3e  mov     qword ptr [rsp+0x18],1
  000c4a  mov     [rsp+0x20],rsi
  000c52  mov     qword ptr [rsp+0x28],1
  000c5e  mov     rdi,[rbp+0x20]
  000c65  mov     esi,0xe
  000c6a  mov     rdx,rsp
  000c6d  mov     rcx,0xfffffffffffffff2
  000c77  mov     r8,0xfffffffffffffff2
  000c81  mov     r9,0
  000c8b  mov     rax,<list_op>
  000c95  call    rax
  000c97  mov     r11,rax
  000c9a  mov     rcx,[rsp+0x30]
  000ca2  mov     rsi,[rsp+0x38]
  000caa  mov     rdi,[rsp+0x40]
  000cb2  mov     r8,[rsp+0x48]
  000cba  mov     r9,[rsp+0x50]
  000cc2  mov     r10,[rsp+0x58]
  000cca  add     rsp,0x70
  000cd1  test    rdx,rdx
  000cd4  je      0x0000000000000fb2
  000cda  mov     r14,r11
  000cdd  jmp     0x0000000000000bb0
  000ce2  sub     rsp,0x70
  000ce9  mov     [rsp+0x30],rcx
  000cf1  mov     [rsp+0x38],rsi
  000cf9  mov     [rsp+0x40],rdi
  000d01  mov     [rsp+0x48],r8
  000d09  mov     [rsp+0x50],r9
  000d11  mov     [rsp+0x58],r10
  000d19  mov     [rsp],r14
  000d21  mov     qword ptr [rsp+8],3
  000d2d  mov     [rsp+0x10],r15
  000d35  mov     qword ptr [rsp+0x18],1
  000d41  mov     [rsp+0x20],rsi
  000d49  mov     qword ptr [rsp+0x28],1
  000d55  mov     rdi,[rbp+0x20]
  000d5c  mov     esi,0xe
  000d61  mov     rdx,rsp
  000d64  mov     rcx,0xfffffffffffffff2
  000d6e  mov     r8,0xfffffffffffffff2
  000d78  mov     r9,0
  000d82  mov     rax,<list_op>
  000d8c  call    rax
  000d8e  mov     r11,rax
  000d91  mov     rcx,[rsp+0x30]
  000d99  mov     rsi,[rsp+0x38]
  000da1  mov     rdi,[rsp+0x40]
  000da9  mov     r8,[rsp+0x48]
  000db1  mov     r9,[rsp+0x50]
  000db9  mov     r10,[rsp+0x58]
  000dc1  add     rsp,0x70
  000dc8  test    rdx,rdx
  000dcb  je      0x0000000000000fe5
  000dd1  mov     r14,r11
  000dd4  jmp     0x0000000000000bdd
; exits
  000dd9  mov     rax,0x1fffffffe
  000de3  jmp     0x0000000000000016
  000de8  mov     [rbp+0x10],r12
  000def  mov     qword ptr [rbp+0x18],3
  000dfa  mov     [rbp+0x98],r14
  000e01  mov     qword ptr [rbp+0x140],3
  000e0c  mov     rdi,[rbp+0x20]
  000e13  mov     rsi,8
  000e1d  mov     rdx,0
  000e27  mov     rax,<exit_lists>
  000e31  call    rax
  000e33  mov     rax,0x100000000
  000e3d  jmp     0x0000000000000016
  000e42  mov     [rbp+0x10],r13
  000e49  mov     qword ptr [rbp+0x18],3
  000e54  mov     [rbp+0x98],r14
  000e5b  mov     qword ptr [rbp+0x140],3
  000e66  mov     rdi,[rbp+0x20]
  000e6d  mov     rsi,8
  000e77  mov     rdx,0
  000e81  mov     rax,<exit_lists>
  000e8b  call    rax
  000e8d  mov     rax,0x100000001
  000e97  jmp     0x0000000000000016
  000e9c  mov     [rbp+0x10],rsi
  000ea3  mov     qword ptr [rbp+0x18],1
  000eae  mov     [rbp+0x98],r14
  000eb5  mov     qword ptr [rbp+0x140],3
  000ec0  mov     rax,0x100000002
  000eca  jmp     0x0000000000000016
  000ecf  mov     [rbp+0x98],r14
  000ed6  mov     qword ptr [rbp+0x140],3
  000ee1  mov     rax,0x100000003
  000eeb  jmp     0x0000000000000016
  000ef0  mov     [rbp+0x98],r14
  000ef7  mov     qword ptr [rbp+0x140],3
  000f02  mov     rax,0x100000004
  000f0c  jmp     0x0000000000000016
  000f11  mov     [rbp+0x98],r14
  000f18  mov     qword ptr [rbp+0x140],3
  000f23  mov     rax,0x100000005
  000f2d  jmp     0x0000000000000016
  000f32  add     rsi,1
  000f39  mov     [rbp+0x98],r14
  000f40  mov     qword ptr [rbp+0x140],3
  000f4b  mov     rax,0x100000006
  000f55  jmp     0x0000000000000016
  000f5a  mov     [rbp+0x98],r14
  000f61  mov     qword ptr [rbp+0x140],3
  000f6c  mov     qword ptr [rbp+0xa8],0x21
  000f77  mov     rax,0x100000008
  000f81  jmp     0x0000000000000016
  000f86  mov     [rbp+0x98],r14
  000f8d  mov     qword ptr [rbp+0x140],3
  000f98  mov     qword ptr [rbp+0xa8],0x21
  000fa3  mov     rax,0x10000000b
  000fad  jmp     0x0000000000000016
  000fb2  mov     [rbp+0x98],r14
  000fb9  mov     qword ptr [rbp+0x140],3
  000fc4  mov     [rbp+0xb8],rsi
  000fcb  mov     qword ptr [rbp+0x160],1
  000fd6  mov     rax,0x100000007
  000fe0  jmp     0x0000000000000016
  000fe5  mov     [rbp+0x98],r14
  000fec  mov     qword ptr [rbp+0x140],3
  000ff7  mov     [rbp+0xb8],rsi
  000ffe  mov     qword ptr [rbp+0x160],1
  001009  mov     rax,0x10000000a
  001013  jmp     0x0000000000000016
