; T0: 2648 bytes
; v0:int = input n
  000030  cmp     qword ptr [rbp+0xd8],1
  00003b  jne     0x0000000000000632
  000041  mov     rbx,[rbp+0x30]
; v1:list = input src
  000048  cmp     qword ptr [rbp+0xe0],3
  000053  jne     0x0000000000000632
  000059  mov     r12,[rbp+0x38]
; v2:list = input jumps
  000060  cmp     qword ptr [rbp+0xe8],3
  00006b  jne     0x0000000000000632
  000071  mov     r13,[rbp+0x40]
; v3:list = input tape
  000078  cmp     qword ptr [rbp+0x140],3
  000083  jne     0x0000000000000632
  000089  mov     r14,[rbp+0x98]
; v4:int = input p
  000090  cmp     qword ptr [rbp+0x148],1
  00009b  jne     0x0000000000000632
  0000a1  mov     r15,[rbp+0xa0]
; v5:int = input pc
  0000a8  cmp     qword ptr [rbp+0x150],1
  0000b3  jne     0x0000000000000632
  0000b9  mov     rsi,[rbp+0xa8]
; guard_value v1, [43, 43, 43, 43, 43, 43, 43, 43, 91, 62, 43, 43, 43, 43, 43, 43, 43, 43, 60, 45, 93, 62, 43, 91, 62, 43, 60, 45, 93, 62, 46, 91, 45, 93, 43, 43, 43, 43, 43, 43, 43, 43, 43, 43, 46] => loop/0 (0) {tape=v3, p=v4}
  0000c0  mov     rax,<list k0>
  0000ca  cmp     r12,rax
  0000cd  jne     0x0000000000000641
; guard_value v2, [0, 0, 0, 0, 0, 0, 0, 0, 20, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 8, 0, 0, 28, 0, 0, 0, 0, 23, 0, 0, 33, 0, 31, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] => loop_jumps/0 (1) {tape=v3, p=v4}
  0000d3  mov     rax,<list k1>
  0000dd  cmp     r13,rax
  0000e0  jne     0x00000000000006a2
; guard_value v5, 24 => loop_pc/0 (2) {tape=v3, p=v4}
  0000e6  cmp     rsi,0x18
  0000ed  jne     0x0000000000000703
  0000f3  jmp     0x000000000000010d
  0000f8  mov     rbx,[rbp+0x30]
  0000ff  mov     r14,[rbp+0x98]
  000106  mov     r15,[rbp+0xa0]
; v9:int = le 29, v0
; guard_true v9 => dispatch/0 (3) {tape=v3, p=v4}
  00010d  mov     r11,0x1d
  000114  cmp     r11,rbx
  000117  jg      0x000000000000073d
; v11:int = add v4, 1 => right/0 (7) {tape=v3, p=v4}
  00011d  add     r15,1
  000124  jo      0x0000000000000765
; v12:int = and v11, 65535
  00012a  mov     rsi,r15
  00012d  and     rsi,0xffff
; guard_words v3 => plus/0 (14) {tape=v3, p=v12, pc=25}
  000134  cmp     qword ptr [r14+8],0
  000140  jne     0x0000000000000794
; v14:int = len v3
  000146  mov     r13,[r14]
; v15:int = lt 65535, v14
; guard_true v15 => plus/0 (14) {tape=v3, p=v12, pc=25}
  00014e  mov     r11,0xffff
  000155  cmp     r11,r13
  000158  jge     0x00000000000007c7
; v17:int = readlist v3, v12 words in_bounds => plus/0 (14) {tape=v3, p=v12, pc=25}
  00015e  mov     rax,[r14+0x10]
  000166  mov     r13,[rax+rsi*8]
; v18:int = add v17, 1 => plus/0 (14) {tape=v3, p=v12, pc=25}
  00016a  add     r13,1
  000171  jo      0x000000000000082d
; v19:int = and v18, 255
  000177  and     r13,0xff
; v20:list = set v3, v12, v19 owned words in_bounds => plus/3 (14) {tape=v3, p=v12, pc=25, x=v19}
  00017e  mov     rax,[r14-0x10]
  000186  add     rax,[r14-8]
  00018e  cmp     rax,2
  000194  jne     0x0000000000000256
  00019a  mov     rax,[r14+0x10]
  0001a2  lea     rax,[rax+rsi*8]
  0001a6  mov     [rax],r13
; v21:int = add_nov v11, -1
  0001ad  add     r15,0xffffffffffffffff
; v22:int = and v21, 65535
  0001b4  and     r15,0xffff
; v23:int = readlist v20, v22 words in_bounds => minus/0 (32) {tape=v20, p=v22, pc=27}
  0001bb  mov     rax,[r14+0x10]
  0001c3  mov     r12,[rax+r15*8]
; v24:int = sub v23, 1 => minus/0 (32) {tape=v20, p=v22, pc=27}
  0001c7  sub     r12,1
  0001ce  jo      0x000000000000089a
; v25:int = and v24, 255
  0001d4  and     r12,0xff
; v26:list = set v20, v22, v25 owned words in_bounds => minus/3 (32) {tape=v20, p=v22, pc=27, x=v25}
  0001db  mov     rax,[r14+0x10]
  0001e3  lea     rax,[rax+r15*8]
  0001e7  mov     [rax],r12
; guard_true v25 => close_bracket/0 (46) {tape=v26, p=v22, pc=28}
  0001ee  test    r12,r12
  0001f1  je      0x00000000000008d4
; guard_steps => loop/0 (49) {tape=v26, p=v22}
; v29:list = phi tape v26
; v30:int = phi - v25
; v31:int = phi - v19
; loop (49)
  0001f7  nop     [rax+rax]
; v33:int = add v31, 1 => plus/0 (14) {tape=v29, p=v12, pc=25}
  000200  add     r13,1
  000207  jo      0x0000000000000907
; v34:int = and v33, 255
  00020d  and     r13,0xff
; v35:list = set v29, v12, v34 owned words in_bounds => plus/3 (14) {tape=v29, p=v12, pc=25, x=v34}
  000214  mov     rax,[r14+0x10]
  00021c  lea     rax,[rax+rsi*8]
  000220  mov     [rax],r13
; v36:int = sub_nov v30, 1
  000227  sub     r12,1
; v37:int = and v36, 255
  00022e  and     r12,0xff
; v38:list = set v35, v22, v37 owned words in_bounds => minus/3 (32) {tape=v35, p=v22, pc=27, x=v37}
  000235  mov     rax,[r14+0x10]
  00023d  lea     rax,[rax+r15*8]
  000241  mov     [rax],r12
; guard_true v37 => close_bracket/0 (46) {tape=v38, p=v22, pc=28}
  000248  test    r12,r12
  00024b  jne     0x0000000000000200
  000251  jmp     0x0000000000000941
; guard_steps => loop/0 (49) {tape=v38, p=v22}
; jump (49) v29 <- v38, v30 <- v37, v31 <- v34
  000256  sub     rsp,0x70
  00025d  mov     [rsp+0x30],rcx
  000265  mov     [rsp+0x38],rsi
  00026d  mov     [rsp+0x40],rdi
  000275  mov     [rsp+0x48],r8
  00027d  mov     [rsp+0x50],r9
  000285  mov     [rsp+0x58],r10
  00028d  mov     [rsp],r14
  000295  mov     qword ptr [rsp+8],3
  0002a1  mov     [rsp+0x10],rsi
  0002a9  mov     qword ptr [rsp+0x18],1
  0002b5  mov     [rsp+0x20],r13
  0002bd  mov     qword ptr [rsp+0x28],1
  0002c9  mov     rdi,[rbp+0x20]
  0002d0  mov     esi,0xe
  0002d5  mov     rdx,rsp
  0002d8  mov     rcx,0xfffffffffffffff2
  0002e2  mov     r8,0xfffffffffffffff2
  0002ec  mov     r9,0
  0002f6  mov     rax,<list_op>
  000300  call    rax
  000302  mov     r11,rax
  000305  mov     rcx,[rsp+0x30]
  00030d  mov     rsi,[rsp+0x38]
  000315  mov     rdi,[rsp+0x40]
  00031d  mov     r8,[rsp+0x48]
  000325  mov     r9,[rsp+0x50]
  00032d  mov     r10,[rsp+0x58]
  000335  add     rsp,0x70
  00033c  test    rdx,rdx
  00033f  je      0x0000000000000974
  000345  mov     r14,r11
  000348  jmp     0x00000000000001ad
  00034d  sub     rsp,0x70
  000354  mov     [rsp+0x30],rcx
  00035c  mov     [rsp+0x38],rsi
  000364  mov     [rsp+0x40],rdi
  00036c  mov     [rsp+0x48],r8
  000374  mov     [rsp+0x50],r9
  00037c  mov     [rsp+0x58],r10
  000384  mov     [rsp],r14
  00038c  mov     qword ptr [rsp+8],3
  000398  mov     [rsp+0x10],r15
  0003a0  mov     qword ptr [rsp+0x18],1
  0003ac  mov     [rsp+0x20],r12
  0003b4  mov     qword ptr [rsp+0x28],1
  0003c0  mov     rdi,[rbp+0x20]
  0003c7  mov     esi,0xe
  0003cc  mov     rdx,rsp
  0003cf  mov     rcx,0xfffffffffffffff2
  0003d9  mov     r8,0xfffffffffffffff2
  0003e3  mov     r9,0
  0003ed  mov     rax,<list_op>
  0003f7  call    rax
  0003f9  mov     r11,rax
  0003fc  mov     rcx,[rsp+0x30]
  000404  mov     rsi,[rsp+0x38]
  00040c  mov     rdi,[rsp+0x40]
  000414  mov     r8,[rsp+0x48]
  00041c  mov     r9,[rsp+0x50]
  000424  mov     r10,[rsp+0x58]
  00042c  add     rsp,0x70
  000433  test    rdx,rdx
  000436  je      0x00000000000009b9
  00043c  mov     r14,r11
  00043f  jmp     0x00000000000001ee
  000444  sub     rsp,0x70
  00044b  mov     [rsp+0x30],rcx
  000453  mov     [rsp+0x38],rsi
  00045b  mov     [rsp+0x40],rdi
  000463  mov     [rsp+0x48],r8
  00046b  mov     [rsp+0x50],r9
  000473  mov     [rsp+0x58],r10
  00047b  mov     [rsp],r14
  000483  mov     qword ptr [rsp+8],3
  00048f  mov     [rsp+0x10],rsi
  000497  mov     qword ptr [rsp+0x18],1
  0004a3  mov     [rsp+0x20],r13
  0004ab  mov     qword ptr [rsp+0x28],1
  0004b7  mov     rdi,[rbp+0x20]
  0004be  mov     esi,0xe
  0004c3  mov     rdx,rsp
  0004c6  mov     rcx,0xfffffffffffffff2
  0004d0  mov     r8,0xfffffffffffffff2
  0004da  mov     r9,0
  0004e4  mov     rax,<list_op>
  0004ee  call    rax
  0004f0  mov     r11,rax
  0004f3  mov     rcx,[rsp+0x30]
  0004fb  mov     rsi,[rsp+0x38]
  000503  mov     rdi,[rsp+0x40]
  00050b  mov     r8,[rsp+0x48]
  000513  mov     r9,[rsp+0x50]
  00051b  mov     r10,[rsp+0x58]
  000523  add     rsp,0x70
  00052a  test    rdx,rdx
  00052d  je      0x00000000000009fe
  000533  mov     r14,r11
  000536  jmp     0x0000000000000227
  00053b  sub     rsp,0x70
  000542  mov     [rsp+0x30],rcx
  00054a  mov     [rsp+0x38],rsi
  000552  mov     [rsp+0x40],rdi
  00055a  mov     [rsp+0x48],r8
  000562  mov     [rsp+0x50],r9
  00056a  mov     [rsp+0x58],r10
  000572  mov     [rsp],r14
  00057a  mov     qword ptr [rsp+8],3
  000586  mov     [rsp+0x10],r15
  00058e  mov     qword ptr [rsp+0x18],1
  00059a  mov     [rsp+0x20],r12
  0005a2  mov     qword ptr [rsp+0x28],1
  0005ae  mov     rdi,[rbp+0x20]
  0005b5  mov     esi,0xe
  0005ba  mov     rdx,rsp
  0005bd  mov     rcx,0xfffffffffffffff2
  0005c7  mov     r8,0xfffffffffffffff2
  0005d1  mov     r9,0
  0005db  mov     rax,<list_op>
  0005e5  call    rax
  0005e7  mov     r11,rax
  0005ea  mov     rcx,[rsp+0x30]
  0005f2  mov     rsi,[rsp+0x38]
  0005fa  mov     rdi,[rsp+0x40]
  000602  mov     r8,[rsp+0x48]
  00060a  mov     r9,[rsp+0x50]
  000612  mov     r10,[rsp+0x58]
  00061a  add     rsp,0x70
  000621  test    rdx,rdx
  000624  je      0x0000000000000a43
  00062a  mov     r14,r11
  00062d  jmp     0x0000000000000248
; exits
  000632  mov     rax,0xfffffffe
  00063c  jmp     0x0000000000000016
  000641  mov     [rbp+0x10],r12
  000648  mov     qword ptr [rbp+0x18],3
  000653  mov     [rbp+0x98],r14
  00065a  mov     qword ptr [rbp+0x140],3
  000665  mov     [rbp+0xa0],r15
  00066c  mov     rdi,[rbp+0x20]
  000673  mov     rsi,8
  00067d  mov     rdx,0
  000687  mov     rax,<exit_lists>
  000691  call    rax
  000693  mov     rax,0
  00069d  jmp     0x0000000000000016
  0006a2  mov     [rbp+0x10],r13
  0006a9  mov     qword ptr [rbp+0x18],3
  0006b4  mov     [rbp+0x98],r14
  0006bb  mov     qword ptr [rbp+0x140],3
  0006c6  mov     [rbp+0xa0],r15
  0006cd  mov     rdi,[rbp+0x20]
  0006d4  mov     rsi,8
  0006de  mov     rdx,0
  0006e8  mov     rax,<exit_lists>
  0006f2  call    rax
  0006f4  mov     rax,1
  0006fe  jmp     0x0000000000000016
  000703  mov     [rbp+0x10],rsi
  00070a  mov     qword ptr [rbp+0x18],1
  000715  mov     [rbp+0x98],r14
  00071c  mov     qword ptr [rbp+0x140],3
  000727  mov     [rbp+0xa0],r15
  00072e  mov     rax,2
  000738  jmp     0x0000000000000016
  00073d  mov     [rbp+0x98],r14
  000744  mov     qword ptr [rbp+0x140],3
  00074f  mov     [rbp+0xa0],r15
  000756  mov     rax,3
  000760  jmp     0x0000000000000016
  000765  sub     r15,1
  00076c  mov     [rbp+0x98],r14
  000773  mov     qword ptr [rbp+0x140],3
  00077e  mov     [rbp+0xa0],r15
  000785  mov     rax,4
  00078f  jmp     0x0000000000000016
  000794  mov     [rbp+0x98],r14
  00079b  mov     qword ptr [rbp+0x140],3
  0007a6  mov     [rbp+0xa0],rsi
  0007ad  mov     qword ptr [rbp+0xa8],0x19
  0007b8  mov     rax,5
  0007c2  jmp     0x0000000000000016
  0007c7  mov     [rbp+0x98],r14
  0007ce  mov     qword ptr [rbp+0x140],3
  0007d9  mov     [rbp+0xa0],rsi
  0007e0  mov     qword ptr [rbp+0xa8],0x19
  0007eb  mov     rax,6
  0007f5  jmp     0x0000000000000016
  0007fa  mov     [rbp+0x98],r14
  000801  mov     qword ptr [rbp+0x140],3
  00080c  mov     [rbp+0xa0],rsi
  000813  mov     qword ptr [rbp+0xa8],0x19
  00081e  mov     rax,7
  000828  jmp     0x0000000000000016
  00082d  sub     r13,1
  000834  mov     [rbp+0x98],r14
  00083b  mov     qword ptr [rbp+0x140],3
  000846  mov     [rbp+0xa0],rsi
  00084d  mov     qword ptr [rbp+0xa8],0x19
  000858  mov     rax,8
  000862  jmp     0x0000000000000016
  000867  mov     [rbp+0x98],r14
  00086e  mov     qword ptr [rbp+0x140],3
  000879  mov     [rbp+0xa0],r15
  000880  mov     qword ptr [rbp+0xa8],0x1b
  00088b  mov     rax,0xa
  000895  jmp     0x0000000000000016
  00089a  add     r12,1
  0008a1  mov     [rbp+0x98],r14
  0008a8  mov     qword ptr [rbp+0x140],3
  0008b3  mov     [rbp+0xa0],r15
  0008ba  mov     qword ptr [rbp+0xa8],0x1b
  0008c5  mov     rax,0xb
  0008cf  jmp     0x0000000000000016
  0008d4  mov     [rbp+0x98],r14
  0008db  mov     qword ptr [rbp+0x140],3
  0008e6  mov     [rbp+0xa0],r15
  0008ed  mov     qword ptr [rbp+0xa8],0x1c
  0008f8  mov     rax,0xd
  000902  jmp     0x0000000000000016
  000907  sub     r13,1
  00090e  mov     [rbp+0x98],r14
  000915  mov     qword ptr [rbp+0x140],3
  000920  mov     [rbp+0xa0],rsi
  000927  mov     qword ptr [rbp+0xa8],0x19
  000932  mov     rax,0xf
  00093c  jmp     0x0000000000000016
  000941  mov     [rbp+0x98],r14
  000948  mov     qword ptr [rbp+0x140],3
  000953  mov     [rbp+0xa0],r15
  00095a  mov     qword ptr [rbp+0xa8],0x1c
  000965  mov     rax,0x12
  00096f  jmp     0x0000000000000016
  000974  mov     [rbp+0x98],r14
  00097b  mov     qword ptr [rbp+0x140],3
  000986  mov     [rbp+0xa0],rsi
  00098d  mov     qword ptr [rbp+0xa8],0x19
  000998  mov     [rbp+0xb8],r13
  00099f  mov     qword ptr [rbp+0x160],1
  0009aa  mov     rax,9
  0009b4  jmp     0x0000000000000016
  0009b9  mov     [rbp+0x98],r14
  0009c0  mov     qword ptr [rbp+0x140],3
  0009cb  mov     [rbp+0xa0],r15
  0009d2  mov     qword ptr [rbp+0xa8],0x1b
  0009dd  mov     [rbp+0xb8],r12
  0009e4  mov     qword ptr [rbp+0x160],1
  0009ef  mov     rax,0xc
  0009f9  jmp     0x0000000000000016
  0009fe  mov     [rbp+0x98],r14
  000a05  mov     qword ptr [rbp+0x140],3
  000a10  mov     [rbp+0xa0],rsi
  000a17  mov     qword ptr [rbp+0xa8],0x19
  000a22  mov     [rbp+0xb8],r13
  000a29  mov     qword ptr [rbp+0x160],1
  000a34  mov     rax,0x10
  000a3e  jmp     0x0000000000000016
  000a43  mov     [rbp+0x98],r14
  000a4a  mov     qword ptr [rbp+0x140],3
  000a55  mov     [rbp+0xa0],r15
  000a5c  mov     qword ptr [rbp+0xa8],0x1b
  000a67  mov     [rbp+0xb8],r12
  000a6e  mov     qword ptr [rbp+0x160],1
  000a79  mov     rax,0x11
  000a83  jmp     0x0000000000000016

; T1: 1484 bytes
; v0:int = input n
  000a90  cmp     qword ptr [rbp+0xd8],1
  000a9b  jne     0x0000000000000e1d
  000aa1  mov     rbx,[rbp+0x30]
; v1:list = input src
  000aa8  cmp     qword ptr [rbp+0xe0],3
  000ab3  jne     0x0000000000000e1d
  000ab9  mov     r12,[rbp+0x38]
; v2:list = input jumps
  000ac0  cmp     qword ptr [rbp+0xe8],3
  000acb  jne     0x0000000000000e1d
  000ad1  mov     r13,[rbp+0x40]
; v3:list = input tape
  000ad8  cmp     qword ptr [rbp+0x140],3
  000ae3  jne     0x0000000000000e1d
  000ae9  mov     r14,[rbp+0x98]
; v4:int = input p
  000af0  cmp     qword ptr [rbp+0x148],1
  000afb  jne     0x0000000000000e1d
  000b01  mov     r15,[rbp+0xa0]
; v5:int = input pc
  000b08  cmp     qword ptr [rbp+0x150],1
  000b13  jne     0x0000000000000e1d
  000b19  mov     rsi,[rbp+0xa8]
; guard_value v1, [43, 43, 43, 43, 43, 43, 43, 43, 91, 62, 43, 43, 43, 43, 43, 43, 43, 43, 60, 45, 93, 62, 43, 91, 62, 43, 60, 45, 93, 62, 46, 91, 45, 93, 43, 43, 43, 43, 43, 43, 43, 43, 43, 43, 46] => loop/0 (0) {tape=v3}
  000b20  mov     rax,<list k0>
  000b2a  cmp     r12,rax
  000b2d  jne     0x0000000000000e2c
; guard_value v2, [0, 0, 0, 0, 0, 0, 0, 0, 20, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 8, 0, 0, 28, 0, 0, 0, 0, 23, 0, 0, 33, 0, 31, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] => loop_jumps/0 (1) {tape=v3}
  000b33  mov     rax,<list k1>
  000b3d  cmp     r13,rax
  000b40  jne     0x0000000000000e86
; guard_value v5, 32 => loop_pc/0 (2) {tape=v3}
  000b46  cmp     rsi,0x20
  000b4d  jne     0x0000000000000ee0
  000b53  jmp     0x0000000000000b6d
  000b58  mov     rbx,[rbp+0x30]
  000b5f  mov     r14,[rbp+0x98]
  000b66  mov     r15,[rbp+0xa0]
; v9:int = le 34, v0
; guard_true v9 => dispatch/0 (3) {tape=v3}
  000b6d  mov     r11,0x22
  000b74  cmp     r11,rbx
  000b77  jg      0x0000000000000f13
; guard_words v3 => minus/0 (6) {tape=v3}
  000b7d  cmp     qword ptr [r14+8],0
  000b89  jne     0x0000000000000f34
; v12:int = readlist v3, v4 words => minus/0 (6) {tape=v3}
  000b8f  cmp     r15,[r14]
  000b97  jae     0x0000000000000f55
  000b9d  mov     rax,[r14+0x10]
  000ba5  mov     rsi,[rax+r15*8]
; v13:int = sub v12, 1 => minus/0 (6) {tape=v3}
  000ba9  sub     rsi,1
  000bb0  jo      0x0000000000000f76
; v14:int = and v13, 255
  000bb6  and     rsi,0xff
; v15:list = set v3, v4, v14 owned words in_bounds => minus/3 (6) {tape=v3, x=v14}
  000bbd  mov     rax,[r14-0x10]
  000bc5  add     rax,[r14-8]
  000bcd  cmp     rax,2
  000bd3  jne     0x0000000000000c2f
  000bd9  mov     rax,[r14+0x10]
  000be1  lea     rax,[rax+r15*8]
  000be5  mov     [rax],rsi
; guard_true v14 => close_bracket/0 (20) {tape=v15, pc=33}
  000bec  test    rsi,rsi
  000bef  je      0x0000000000000f9e
; guard_steps => loop/0 (23) {tape=v15}
; v18:list = phi tape v15
; v19:int = phi - v14
; loop (23)
  000bf5  nop     [rax+rax]
  000bfe  xchg    ax,ax
; v21:int = sub_nov v19, 1
  000c00  sub     rsi,1
; v22:int = and v21, 255
  000c07  and     rsi,0xff
; v23:list = set v18, v4, v22 owned words in_bounds => minus/3 (6) {tape=v18, x=v22}
  000c0e  mov     rax,[r14+0x10]
  000c16  lea     rax,[rax+r15*8]
  000c1a  mov     [rax],rsi
; guard_true v22 => close_bracket/0 (20) {tape=v23, pc=33}
  000c21  test    rsi,rsi
  000c24  jne     0x0000000000000c00
  000c2a  jmp     0x0000000000000fca
; guard_steps => loop/0 (23) {tape=v23}
; jump (23) v18 <- v23, v19 <- v22
  000c2f  sub     rsp,0x70
  000c36  mov     [rsp+0x30],rcx
  000c3e  mov     [rsp+0x38],rsi
  000c46  mov     [rsp+0x40],rdi
  000c4e  mov     [rsp+0x48],r8
  000c56  mov     [rsp+0x50],r9
  000c5e  mov     [rsp+0x58],r10
  000c66  mov     [rsp],r14
  000c6e  mov     qword ptr [rsp+8],3
  000c7a  mov     [rsp+0x10],r15
  000c82  mov     qword ptr [rsp+0x18],1
  000c8e  mov     [rsp+0x20],rsi
  000c96  mov     qword ptr [rsp+0x28],1
  000ca2  mov     rdi,[rbp+0x20]
  000ca9  mov     esi,0xe
  000cae  mov     rdx,rsp
  000cb1  mov     rcx,0xfffffffffffffff2
  000cbb  mov     r8,0xfffffffffffffff2
  000cc5  mov     r9,0
  000ccf  mov     rax,<list_op>
  000cd9  call    rax
  000cdb  mov     r11,rax
  000cde  mov     rcx,[rsp+0x30]
  000ce6  mov     rsi,[rsp+0x38]
  000cee  mov     rdi,[rsp+0x40]
  000cf6  mov     r8,[rsp+0x48]
  000cfe  mov     r9,[rsp+0x50]
  000d06  mov     r10,[rsp+0x58]
  000d0e  add     rsp,0x70
  000d15  test    rdx,rdx
  000d18  je      0x0000000000000ff6
  000d1e  mov     r14,r11
  000d21  jmp     0x0000000000000bec
  000d26  sub     rsp,0x70
  000d2d  mov     [rsp+0x30],rcx
  000d35  mov     [rsp+0x38],rsi
  000d3d  mov     [rsp+0x40],rdi
  000d45  mov     [rsp+0x48],r8
  000d4d  mov     [rsp+0x50],r9
  000d55  mov     [rsp+0x58],r10
  000d5d  mov     [rsp],r14
  000d65  mov     qword ptr [rsp+8],3
  000d71  mov     [rsp+0x10],r15
  000d79  mov     qword ptr [rsp+0x18],1
  000d85  mov     [rsp+0x20],rsi
  000d8d  mov     qword ptr [rsp+0x28],1
  000d99  mov     rdi,[rbp+0x20]
  000da0  mov     esi,0xe
  000da5  mov     rdx,rsp
  000da8  mov     rcx,0xfffffffffffffff2
  000db2  mov     r8,0xfffffffffffffff2
  000dbc  mov     r9,0
  000dc6  mov     rax,<list_op>
  000dd0  call    rax
  000dd2  mov     r11,rax
  000dd5  mov     rcx,[rsp+0x30]
  000ddd  mov     rsi,[rsp+0x38]
  000de5  mov     rdi,[rsp+0x40]
  000ded  mov     r8,[rsp+0x48]
  000df5  mov     r9,[rsp+0x50]
  000dfd  mov     r10,[rsp+0x58]
  000e05  add     rsp,0x70
  000e0c  test    rdx,rdx
  000e0f  je      0x0000000000001029
  000e15  mov     r14,r11
  000e18  jmp     0x0000000000000c21
; exits
  000e1d  mov     rax,0x1fffffffe
  000e27  jmp     0x0000000000000016
  000e2c  mov     [rbp+0x10],r12
  000e33  mov     qword ptr [rbp+0x18],3
  000e3e  mov     [rbp+0x98],r14
  000e45  mov     qword ptr [rbp+0x140],3
  000e50  mov     rdi,[rbp+0x20]
  000e57  mov     rsi,8
  000e61  mov     rdx,0
  000e6b  mov     rax,<exit_lists>
  000e75  call    rax
  000e77  mov     rax,0x100000000
  000e81  jmp     0x0000000000000016
  000e86  mov     [rbp+0x10],r13
  000e8d  mov     qword ptr [rbp+0x18],3
  000e98  mov     [rbp+0x98],r14
  000e9f  mov     qword ptr [rbp+0x140],3
  000eaa  mov     rdi,[rbp+0x20]
  000eb1  mov     rsi,8
  000ebb  mov     rdx,0
  000ec5  mov     rax,<exit_lists>
  000ecf  call    rax
  000ed1  mov     rax,0x100000001
  000edb  jmp     0x0000000000000016
  000ee0  mov     [rbp+0x10],rsi
  000ee7  mov     qword ptr [rbp+0x18],1
  000ef2  mov     [rbp+0x98],r14
  000ef9  mov     qword ptr [rbp+0x140],3
  000f04  mov     rax,0x100000002
  000f0e  jmp     0x0000000000000016
  000f13  mov     [rbp+0x98],r14
  000f1a  mov     qword ptr [rbp+0x140],3
  000f25  mov     rax,0x100000003
  000f2f  jmp     0x0000000000000016
  000f34  mov     [rbp+0x98],r14
  000f3b  mov     qword ptr [rbp+0x140],3
  000f46  mov     rax,0x100000004
  000f50  jmp     0x0000000000000016
  000f55  mov     [rbp+0x98],r14
  000f5c  mov     qword ptr [rbp+0x140],3
  000f67  mov     rax,0x100000005
  000f71  jmp     0x0000000000000016
  000f76  add     rsi,1
  000f7d  mov     [rbp+0x98],r14
  000f84  mov     qword ptr [rbp+0x140],3
  000f8f  mov     rax,0x100000006
  000f99  jmp     0x0000000000000016
  000f9e  mov     [rbp+0x98],r14
  000fa5  mov     qword ptr [rbp+0x140],3
  000fb0  mov     qword ptr [rbp+0xa8],0x21
  000fbb  mov     rax,0x100000008
  000fc5  jmp     0x0000000000000016
  000fca  mov     [rbp+0x98],r14
  000fd1  mov     qword ptr [rbp+0x140],3
  000fdc  mov     qword ptr [rbp+0xa8],0x21
  000fe7  mov     rax,0x10000000b
  000ff1  jmp     0x0000000000000016
  000ff6  mov     [rbp+0x98],r14
  000ffd  mov     qword ptr [rbp+0x140],3
  001008  mov     [rbp+0xb8],rsi
  00100f  mov     qword ptr [rbp+0x160],1
  00101a  mov     rax,0x100000007
  001024  jmp     0x0000000000000016
  001029  mov     [rbp+0x98],r14
  001030  mov     qword ptr [rbp+0x140],3
  00103b  mov     [rbp+0xb8],rsi
  001042  mov     qword ptr [rbp+0x160],1
  00104d  mov     rax,0x10000000a
  001057  jmp     0x0000000000000016
