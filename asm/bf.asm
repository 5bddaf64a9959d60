; T0: 2632 bytes
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
; guard_value v1, [43, 43, 43, 43, 43, 43, 43, 43, 91, 62, 43, 43, 43, 43, 43, 43, 43, 43, 60, 45, 93, 62, 43, 91, 62, 43, 60, 45, 93, 62, 46, 91, 45, 93, 43, 43, 43, 43, 43, 43, 43, 43, 43, 43, 46] => loop/0 (0) {tape=v3, p=v4, pc=v5}
  0000c0  mov     rax,<list k0>
  0000ca  cmp     r12,rax
  0000cd  jne     0x0000000000000639
; guard_value v2, [0, 0, 0, 0, 0, 0, 0, 0, 20, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 8, 0, 0, 28, 0, 0, 0, 0, 23, 0, 0, 33, 0, 31, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] => loop_jumps/0 (1) {tape=v3, p=v4, pc=v5}
  0000d3  mov     rax,<list k1>
  0000dd  cmp     r13,rax
  0000e0  jne     0x00000000000006a1
; guard_value v5, 24 => loop_pc/0 (2) {tape=v3, p=v4, pc=v5}
  0000e6  cmp     rsi,0x18
  0000ed  jne     0x0000000000000709
  0000f3  jmp     0x000000000000010d
  0000f8  mov     rbx,[rbp+0x30]
  0000ff  mov     r14,[rbp+0x98]
  000106  mov     r15,[rbp+0xa0]
; v9:int = le 29, v0
; guard_true v9 => dispatch/0 (3) {tape=v3, p=v4, pc=24}
  00010d  mov     r11,0x1d
  000114  cmp     r11,rbx
  000117  jg      0x000000000000074a
; v11:int = add v4, 1 => right/0 (7) {tape=v3, p=v4, pc=24}
  00011d  add     r15,1
  000124  jo      0x000000000000077d
; v12:int = and v11, 65535
  00012a  mov     rsi,r15
  00012d  and     rsi,0xffff
; guard_words v3 => plus/0 (14) {tape=v3, p=v12, pc=25}
  000134  cmp     qword ptr [r14+8],0
  000140  jne     0x00000000000007b7
; v14:int = readlist v3, v12 words => plus/0 (14) {tape=v3, p=v12, pc=25}
  000146  cmp     rsi,[r14]
  00014e  jae     0x00000000000007ea
  000154  mov     rax,[r14+0x10]
  00015c  mov     r13,[rax+rsi*8]
; v15:int = add v14, 1 => plus/0 (14) {tape=v3, p=v12, pc=25}
  000160  add     r13,1
  000167  jo      0x000000000000081d
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
  0001bd  jae     0x0000000000000857
  0001c3  mov     rax,[r14+0x10]
  0001cb  mov     r12,[rax+r15*8]
; v21:int = sub v20, 1 => minus/0 (32) {tape=v17, p=v19, pc=27}
  0001cf  sub     r12,1
  0001d6  jo      0x000000000000088a
; v22:int = and v21, 255
  0001dc  and     r12,0xff
; v23:list = set v17, v19, v22 owned words in_bounds => minus/3 (32) {tape=v17, p=v19, pc=27, x=v22}
  0001e3  mov     rax,[r14+0x10]
  0001eb  lea     rax,[rax+r15*8]
  0001ef  mov     [rax],r12
; guard_true v22 => close_bracket/0 (46) {tape=v23, p=v19, pc=28}
  0001f2  test    r12,r12
  0001f5  je      0x00000000000008c4
; guard_steps => loop/0 (49) {tape=v23, p=v19, pc=24}
; v26:list = phi tape v23
; v27:int = phi - v22
; v28:int = phi - v16
; loop (49)
  0001fb  nop
  0001fc  nop
  0001fd  nop
  0001fe  nop
  0001ff  nop
; v30:int = add v28, 1 => plus/0 (14) {tape=v26, p=v12, pc=25}
  000200  add     r13,1
  000207  jo      0x00000000000008f7
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
  000249  jmp     0x0000000000000931
; guard_steps => loop/0 (49) {tape=v35, p=v19, pc=24}
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
  000337  je      0x0000000000000964
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
  00042e  je      0x00000000000009a9
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
  000525  je      0x00000000000009ee
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
  00061c  je      0x0000000000000a33
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
  000664  mov     [rbp+0xa8],rsi
  00066b  mov     rdi,[rbp+0x20]
  000672  mov     rsi,8
  00067c  mov     rdx,0
  000686  mov     rax,<exit_lists>
  000690  call    rax
  000692  mov     rax,0
  00069c  jmp     0x0000000000000016
  0006a1  mov     [rbp+0x10],r13
  0006a8  mov     qword ptr [rbp+0x18],3
  0006b3  mov     [rbp+0x98],r14
  0006ba  mov     qword ptr [rbp+0x140],3
  0006c5  mov     [rbp+0xa0],r15
  0006cc  mov     [rbp+0xa8],rsi
  0006d3  mov     rdi,[rbp+0x20]
  0006da  mov     rsi,8
  0006e4  mov     rdx,0
  0006ee  mov     rax,<exit_lists>
  0006f8  call    rax
  0006fa  mov     rax,1
  000704  jmp     0x0000000000000016
  000709  mov     [rbp+0x10],rsi
  000710  mov     qword ptr [rbp+0x18],1
  00071b  mov     [rbp+0x98],r14
  000722  mov     qword ptr [rbp+0x140],3
  00072d  mov     [rbp+0xa0],r15
  000734  mov     [rbp+0xa8],rsi
  00073b  mov     rax,2
  000745  jmp     0x0000000000000016
  00074a  mov     [rbp+0x98],r14
  000751  mov     qword ptr [rbp+0x140],3
  00075c  mov     [rbp+0xa0],r15
  000763  mov     qword ptr [rbp+0xa8],0x18
  00076e  mov     rax,3
  000778  jmp     0x0000000000000016
  00077d  sub     r15,1
  000784  mov     [rbp+0x98],r14
  00078b  mov     qword ptr [rbp+0x140],3
  000796  mov     [rbp+0xa0],r15
  00079d  mov     qword ptr [rbp+0xa8],0x18
  0007a8  mov     rax,4
  0007b2  jmp     0x0000000000000016
  0007b7  mov     [rbp+0x98],r14
  0007be  mov     qword ptr [rbp+0x140],3
  0007c9  mov     [rbp+0xa0],rsi
  0007d0  mov     qword ptr [rbp+0xa8],0x19
  0007db  mov     rax,5
  0007e5  jmp     0x0000000000000016
  0007ea  mov     [rbp+0x98],r14
  0007f1  mov     qword ptr [rbp+0x140],3
  0007fc  mov     [rbp+0xa0],rsi
  000803  mov     qword ptr [rbp+0xa8],0x19
  00080e  mov     rax,6
  000818  jmp     0x0000000000000016
  00081d  sub     r13,1
  000824  mov     [rbp+0x98],r14
  00082b  mov     qword ptr [rbp+0x140],3
  000836  mov     [rbp+0xa0],rsi
  00083d  mov     qword ptr [rbp+0xa8],0x19
  000848  mov     rax,7
  000852  jmp     0x0000000000000016
  000857  mov     [rbp+0x98],r14
  00085e  mov     qword ptr [rbp+0x140],3
  000869  mov     [rbp+0xa0],r15
  000870  mov     qword ptr [rbp+0xa8],0x1b
  00087b  mov     rax,9
  000885  jmp     0x0000000000000016
  00088a  add     r12,1
  000891  mov     [rbp+0x98],r14
  000898  mov     qword ptr [rbp+0x140],3
  0008a3  mov     [rbp+0xa0],r15
  0008aa  mov     qword ptr [rbp+0xa8],0x1b
  0008b5  mov     rax,0xa
  0008bf  jmp     0x0000000000000016
  0008c4  mov     [rbp+0x98],r14
  0008cb  mov     qword ptr [rbp+0x140],3
  0008d6  mov     [rbp+0xa0],r15
  0008dd  mov     qword ptr [rbp+0xa8],0x1c
  0008e8  mov     rax,0xc
  0008f2  jmp     0x0000000000000016
  0008f7  sub     r13,1
  0008fe  mov     [rbp+0x98],r14
  000905  mov     qword ptr [rbp+0x140],3
  000910  mov     [rbp+0xa0],rsi
  000917  mov     qword ptr [rbp+0xa8],0x19
  000922  mov     rax,0xe
  00092c  jmp     0x0000000000000016
  000931  mov     [rbp+0x98],r14
  000938  mov     qword ptr [rbp+0x140],3
  000943  mov     [rbp+0xa0],r15
  00094a  mov     qword ptr [rbp+0xa8],0x1c
  000955  mov     rax,0x11
  00095f  jmp     0x0000000000000016
  000964  mov     [rbp+0x98],r14
  00096b  mov     qword ptr [rbp+0x140],3
  000976  mov     [rbp+0xa0],rsi
  00097d  mov     qword ptr [rbp+0xa8],0x19
  000988  mov     [rbp+0xb8],r13
  00098f  mov     qword ptr [rbp+0x160],1
  00099a  mov     rax,8
  0009a4  jmp     0x0000000000000016
  0009a9  mov     [rbp+0x98],r14
  0009b0  mov     qword ptr [rbp+0x140],3
  0009bb  mov     [rbp+0xa0],r15
  0009c2  mov     qword ptr [rbp+0xa8],0x1b
  0009cd  mov     [rbp+0xb8],r12
  0009d4  mov     qword ptr [rbp+0x160],1
  0009df  mov     rax,0xb
  0009e9  jmp     0x0000000000000016
  0009ee  mov     [rbp+0x98],r14
  0009f5  mov     qword ptr [rbp+0x140],3
  000a00  mov     [rbp+0xa0],rsi
  000a07  mov     qword ptr [rbp+0xa8],0x19
  000a12  mov     [rbp+0xb8],r13
  000a19  mov     qword ptr [rbp+0x160],1
  000a24  mov     rax,0xf
  000a2e  jmp     0x0000000000000016
  000a33  mov     [rbp+0x98],r14
  000a3a  mov     qword ptr [rbp+0x140],3
  000a45  mov     [rbp+0xa0],r15
  000a4c  mov     qword ptr [rbp+0xa8],0x1b
  000a57  mov     [rbp+0xb8],r12
  000a5e  mov     qword ptr [rbp+0x160],1
  000a69  mov     rax,0x10
  000a73  jmp     0x0000000000000016

; T1: 1567 bytes
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
; guard_value v1, [43, 43, 43, 43, 43, 43, 43, 43, 91, 62, 43, 43, 43, 43, 43, 43, 43, 43, 60, 45, 93, 62, 43, 91, 62, 43, 60, 45, 93, 62, 46, 91, 45, 93, 43, 43, 43, 43, 43, 43, 43, 43, 43, 43, 46] => loop/0 (0) {tape=v3, pc=v5}
  000b10  mov     rax,<list k0>
  000b1a  cmp     r12,rax
  000b1d  jne     0x0000000000000e18
; guard_value v2, [0, 0, 0, 0, 0, 0, 0, 0, 20, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 8, 0, 0, 28, 0, 0, 0, 0, 23, 0, 0, 33, 0, 31, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] => loop_jumps/0 (1) {tape=v3, pc=v5}
  000b23  mov     rax,<list k1>
  000b2d  cmp     r13,rax
  000b30  jne     0x0000000000000e79
; guard_value v5, 32 => loop_pc/0 (2) {tape=v3, pc=v5}
  000b36  cmp     rsi,0x20
  000b3d  jne     0x0000000000000eda
  000b43  jmp     0x0000000000000b5d
  000b48  mov     rbx,[rbp+0x30]
  000b4f  mov     r14,[rbp+0x98]
  000b56  mov     r15,[rbp+0xa0]
; v9:int = le 34, v0
; guard_true v9 => dispatch/0 (3) {tape=v3, pc=32}
  000b5d  mov     r11,0x22
  000b64  cmp     r11,rbx
  000b67  jg      0x0000000000000f14
; guard_words v3 => minus/0 (6) {tape=v3, pc=32}
  000b6d  cmp     qword ptr [r14+8],0
  000b79  jne     0x0000000000000f40
; v12:int = readlist v3, v4 words => minus/0 (6) {tape=v3, pc=32}
  000b7f  cmp     r15,[r14]
  000b87  jae     0x0000000000000f6c
  000b8d  mov     rax,[r14+0x10]
  000b95  mov     rsi,[rax+r15*8]
; v13:int = sub v12, 1 => minus/0 (6) {tape=v3, pc=32}
  000b99  sub     rsi,1
  000ba0  jo      0x0000000000000f98
; v14:int = and v13, 255
  000ba6  and     rsi,0xff
; v15:list = set v3, v4, v14 owned words in_bounds => minus/3 (6) {tape=v3, pc=32, x=v14}
  000bad  cmp     qword ptr [r14-0x10],1
  000bb9  jne     0x0000000000000c1b
  000bbf  cmp     qword ptr [r14-8],1
  000bcb  jne     0x0000000000000c1b
  000bd1  mov     rax,[r14+0x10]
  000bd9  lea     rax,[rax+r15*8]
  000bdd  mov     [rax],rsi
; guard_true v14 => close_bracket/0 (20) {tape=v15, pc=33}
  000be0  test    rsi,rsi
  000be3  je      0x0000000000000fcb
; guard_steps => loop/0 (23) {tape=v15, pc=32}
; v18:list = phi tape v15
; v19:int = phi - v14
; loop (23)
  000be9  nop
  000bea  nop
  000beb  nop
  000bec  nop
  000bed  nop
  000bee  nop
  000bef  nop
; v21:int = sub_nov v19, 1
  000bf0  sub     rsi,1
; v22:int = and v21, 255
  000bf7  and     rsi,0xff
; v23:list = set v18, v4, v22 owned words in_bounds => minus/3 (6) {tape=v18, pc=32, x=v22}
  000bfe  mov     rax,[r14+0x10]
  000c06  lea     rax,[rax+r15*8]
  000c0a  mov     [rax],rsi
; guard_true v22 => close_bracket/0 (20) {tape=v23, pc=33}
  000c0d  test    rsi,rsi
  000c10  jne     0x0000000000000bf0
  000c16  jmp     0x0000000000000ff7
; guard_steps => loop/0 (23) {tape=v23, pc=32}
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
  000d04  je      0x0000000000001023
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
  000dfb  je      0x0000000000001061
  000e01  mov     r14,r11
  000e04  jmp     0x0000000000000c0d
; exits
  000e09  mov     rax,0x1fffffffe
  000e13  jmp     0x0000000000000016
  000e18  mov     [rbp+0x10],r12
  000e1f  mov     qword ptr [rbp+0x18],3
  000e2a  mov     [rbp+0x98],r14
  000e31  mov     qword ptr [rbp+0x140],3
  000e3c  mov     [rbp+0xa8],rsi
  000e43  mov     rdi,[rbp+0x20]
  000e4a  mov     rsi,8
  000e54  mov     rdx,0
  000e5e  mov     rax,<exit_lists>
  000e68  call    rax
  000e6a  mov     rax,0x100000000
  000e74  jmp     0x0000000000000016
  000e79  mov     [rbp+0x10],r13
  000e80  mov     qword ptr [rbp+0x18],3
  000e8b  mov     [rbp+0x98],r14
  000e92  mov     qword ptr [rbp+0x140],3
  000e9d  mov     [rbp+0xa8],rsi
  000ea4  mov     rdi,[rbp+0x20]
  000eab  mov     rsi,8
  000eb5  mov     rdx,0
  000ebf  mov     rax,<exit_lists>
  000ec9  call    rax
  000ecb  mov     rax,0x100000001
  000ed5  jmp     0x0000000000000016
  000eda  mov     [rbp+0x10],rsi
  000ee1  mov     qword ptr [rbp+0x18],1
  000eec  mov     [rbp+0x98],r14
  000ef3  mov     qword ptr [rbp+0x140],3
  000efe  mov     [rbp+0xa8],rsi
  000f05  mov     rax,0x100000002
  000f0f  jmp     0x0000000000000016
  000f14  mov     [rbp+0x98],r14
  000f1b  mov     qword ptr [rbp+0x140],3
  000f26  mov     qword ptr [rbp+0xa8],0x20
  000f31  mov     rax,0x100000003
  000f3b  jmp     0x0000000000000016
  000f40  mov     [rbp+0x98],r14
  000f47  mov     qword ptr [rbp+0x140],3
  000f52  mov     qword ptr [rbp+0xa8],0x20
  000f5d  mov     rax,0x100000004
  000f67  jmp     0x0000000000000016
  000f6c  mov     [rbp+0x98],r14
  000f73  mov     qword ptr [rbp+0x140],3
  000f7e  mov     qword ptr [rbp+0xa8],0x20
  000f89  mov     rax,0x100000005
  000f93  jmp     0x0000000000000016
  000f98  add     rsi,1
  000f9f  mov     [rbp+0x98],r14
  000fa6  mov     qword ptr [rbp+0x140],3
  000fb1  mov     qword ptr [rbp+0xa8],0x20
  000fbc  mov     rax,0x100000006
  000fc6  jmp     0x0000000000000016
  000fcb  mov     [rbp+0x98],r14
  000fd2  mov     qword ptr [rbp+0x140],3
  000fdd  mov     qword ptr [rbp+0xa8],0x21
  000fe8  mov     rax,0x100000008
  000ff2  jmp     0x0000000000000016
  000ff7  mov     [rbp+0x98],r14
  000ffe  mov     qword ptr [rbp+0x140],3
  001009  mov     qword ptr [rbp+0xa8],0x21
  001014  mov     rax,0x10000000b
  00101e  jmp     0x0000000000000016
  001023  mov     [rbp+0x98],r14
  00102a  mov     qword ptr [rbp+0x140],3
  001035  mov     qword ptr [rbp+0xa8],0x20
  001040  mov     [rbp+0xb8],rsi
  001047  mov     qword ptr [rbp+0x160],1
  001052  mov     rax,0x100000007
  00105c  jmp     0x0000000000000016
  001061  mov     [rbp+0x98],r14
  001068  mov     qword ptr [rbp+0x140],3
  001073  mov     qword ptr [rbp+0xa8],0x20
  00107e  mov     [rbp+0xb8],rsi
  001085  mov     qword ptr [rbp+0x160],1
  001090  mov     rax,0x10000000a
  00109a  jmp     0x0000000000000016
