; T0: 2656 bytes
; v0:int = input n
  000030  cmp     qword ptr [rbp+0xd8],1
  00003b  jne     0x0000000000000642
  000041  mov     rbx,[rbp+0x30]
; v1:list = input src
  000048  cmp     qword ptr [rbp+0xe0],3
  000053  jne     0x0000000000000642
  000059  mov     r12,[rbp+0x38]
; v2:list = input jumps
  000060  cmp     qword ptr [rbp+0xe8],3
  00006b  jne     0x0000000000000642
  000071  mov     r13,[rbp+0x40]
; v3:list = input tape
  000078  cmp     qword ptr [rbp+0x140],3
  000083  jne     0x0000000000000642
  000089  mov     r14,[rbp+0x98]
; v4:int = input p
  000090  cmp     qword ptr [rbp+0x148],1
  00009b  jne     0x0000000000000642
  0000a1  mov     r15,[rbp+0xa0]
; v5:int = input pc
  0000a8  cmp     qword ptr [rbp+0x150],1
  0000b3  jne     0x0000000000000642
  0000b9  mov     rsi,[rbp+0xa8]
; guard_value v1, [43, 43, 43, 43, 43, 43, 43, 43, 91, 62, 43, 43, 43, 43, 43, 43, 43, 43, 60, 45, 93, 62, 43, 91, 62, 43, 60, 45, 93, 62, 46, 91, 45, 93, 43, 43, 43, 43, 43, 43, 43, 43, 43, 43, 46] => loop/0 (0) {tape=v3, p=v4, pc=v5}
  0000c0  mov     rax,<list k0>
  0000ca  cmp     r12,rax
  0000cd  jne     0x0000000000000651
; guard_value v2, [0, 0, 0, 0, 0, 0, 0, 0, 20, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 8, 0, 0, 28, 0, 0, 0, 0, 23, 0, 0, 33, 0, 31, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] => loop_jumps/0 (1) {tape=v3, p=v4, pc=v5}
  0000d3  mov     rax,<list k1>
  0000dd  cmp     r13,rax
  0000e0  jne     0x00000000000006b9
; guard_value v5, 24 => loop_pc/0 (2) {tape=v3, p=v4, pc=v5}
  0000e6  cmp     rsi,0x18
  0000ed  jne     0x0000000000000721
  0000f3  jmp     0x000000000000010d
  0000f8  mov     rbx,[rbp+0x30]
  0000ff  mov     r14,[rbp+0x98]
  000106  mov     r15,[rbp+0xa0]
; v9:int = le 29, v0
; guard_true v9 => dispatch/0 (3) {tape=v3, p=v4, pc=24}
  00010d  mov     r11,0x1d
  000114  cmp     r11,rbx
  000117  jg      0x0000000000000762
; v11:int = add v4, 1 => right/0 (7) {tape=v3, p=v4, pc=24}
  00011d  add     r15,1
  000124  jo      0x0000000000000795
; v12:int = and v11, 65535
  00012a  mov     rsi,r15
  00012d  and     rsi,0xffff
; guard_words v3 => plus/0 (14) {tape=v3, p=v12, pc=25}
  000134  cmp     qword ptr [r14+8],0
  000140  jne     0x00000000000007cf
; v14:int = readlist v3, v12 words => plus/0 (14) {tape=v3, p=v12, pc=25}
  000146  cmp     rsi,[r14]
  00014e  jae     0x0000000000000802
  000154  mov     rax,[r14+0x10]
  00015c  mov     r13,[rax+rsi*8]
; v15:int = add v14, 1 => plus/0 (14) {tape=v3, p=v12, pc=25}
  000160  add     r13,1
  000167  jo      0x0000000000000835
; v16:int = and v15, 255
  00016d  and     r13,0xff
; v17:list = set v3, v12, v16 owned words in_bounds => plus/3 (14) {tape=v3, p=v12, pc=25, x=v16}
  000174  cmp     qword ptr [r14-0x10],1
  000180  jne     0x0000000000000266
  000186  cmp     qword ptr [r14-8],1
  000192  jne     0x0000000000000266
  000198  mov     rax,[r14+0x10]
  0001a0  lea     rax,[rax+rsi*8]
  0001a4  mov     [rax],r13
; v18:int = add_nov v11, -1
  0001ab  add     r15,0xffffffffffffffff
; v19:int = and v18, 65535
  0001b2  and     r15,0xffff
; v20:int = readlist v17, v19 words => minus/0 (32) {tape=v17, p=v19, pc=27}
  0001b9  cmp     r15,[r14]
  0001c1  jae     0x000000000000086f
  0001c7  mov     rax,[r14+0x10]
  0001cf  mov     r12,[rax+r15*8]
; v21:int = sub v20, 1 => minus/0 (32) {tape=v17, p=v19, pc=27}
  0001d3  sub     r12,1
  0001da  jo      0x00000000000008a2
; v22:int = and v21, 255
  0001e0  and     r12,0xff
; v23:list = set v17, v19, v22 owned words in_bounds => minus/3 (32) {tape=v17, p=v19, pc=27, x=v22}
  0001e7  mov     rax,[r14+0x10]
  0001ef  lea     rax,[rax+r15*8]
  0001f3  mov     [rax],r12
; guard_true v22 => close_bracket/0 (46) {tape=v23, p=v19, pc=28}
  0001fa  test    r12,r12
  0001fd  je      0x00000000000008dc
; guard_steps => loop/0 (49) {tape=v23, p=v19, pc=24}
; v26:list = phi tape v23
; v27:int = phi - v22
; v28:int = phi - v16
; loop (49)
  000203  nop
  000204  nop
  000205  nop
  000206  nop
  000207  nop
  000208  nop
  000209  nop
  00020a  nop
  00020b  nop
  00020c  nop
  00020d  nop
  00020e  nop
  00020f  nop
; v30:int = add v28, 1 => plus/0 (14) {tape=v26, p=v12, pc=25}
  000210  add     r13,1
  000217  jo      0x000000000000090f
; v31:int = and v30, 255
  00021d  and     r13,0xff
; v32:list = set v26, v12, v31 owned words in_bounds => plus/3 (14) {tape=v26, p=v12, pc=25, x=v31}
  000224  mov     rax,[r14+0x10]
  00022c  lea     rax,[rax+rsi*8]
  000230  mov     [rax],r13
; v33:int = sub_nov v27, 1
  000237  sub     r12,1
; v34:int = and v33, 255
  00023e  and     r12,0xff
; v35:list = set v32, v19, v34 owned words in_bounds => minus/3 (32) {tape=v32, p=v19, pc=27, x=v34}
  000245  mov     rax,[r14+0x10]
  00024d  lea     rax,[rax+r15*8]
  000251  mov     [rax],r12
; guard_true v34 => close_bracket/0 (46) {tape=v35, p=v19, pc=28}
  000258  test    r12,r12
  00025b  jne     0x0000000000000210
  000261  jmp     0x0000000000000949
; guard_steps => loop/0 (49) {tape=v35, p=v19, pc=24}
; jump (49) v26 <- v35, v27 <- v34, v28 <- v31
  000266  sub     rsp,0x70
  00026d  mov     [rsp+0x30],rcx
  000275  mov     [rsp+0x38],rsi
  00027d  mov     [rsp+0x40],rdi
  000285  mov     [rsp+0x48],r8
  00028d  mov     [rsp+0x50],r9
  000295  mov     [rsp+0x58],r10
  00029d  mov     [rsp],r14
  0002a5  mov     qword ptr [rsp+8],3
  0002b1  mov     [rsp+0x10],rsi
  0002b9  mov     qword ptr [rsp+0x18],1
  0002c5  mov     [rsp+0x20],r13
  0002cd  mov     qword ptr [rsp+0x28],1
  0002d9  mov     rdi,[rbp+0x20]
  0002e0  mov     esi,0xe
  0002e5  mov     rdx,rsp
  0002e8  mov     rcx,0xfffffffffffffff2
  0002f2  mov     r8,0xfffffffffffffff2
  0002fc  mov     r9,0
  000306  mov     rax,<list_op>
  000310  call    rax
  000312  mov     r11,rax
  000315  mov     rcx,[rsp+0x30]
  00031d  mov     rsi,[rsp+0x38]
  000325  mov     rdi,[rsp+0x40]
  00032d  mov     r8,[rsp+0x48]
  000335  mov     r9,[rsp+0x50]
  00033d  mov     r10,[rsp+0x58]
  000345  add     rsp,0x70
  00034c  test    rdx,rdx
  00034f  je      0x000000000000097c
  000355  mov     r14,r11
  000358  jmp     0x00000000000001ab
  00035d  sub     rsp,0x70
  000364  mov     [rsp+0x30],rcx
  00036c  mov     [rsp+0x38],rsi
  000374  mov     [rsp+0x40],rdi
  00037c  mov     [rsp+0x48],r8
  000384  mov     [rsp+0x50],r9
  00038c  mov     [rsp+0x58],r10
  000394  mov     [rsp],r14
  00039c  mov     qword ptr [rsp+8],3
  0003a8  mov     [rsp+0x10],r15
  0003b0  mov     qword ptr [rsp+0x18],1
  0003bc  mov     [rsp+0x20],r12
  0003c4  mov     qword ptr [rsp+0x28],1
  0003d0  mov     rdi,[rbp+0x20]
  0003d7  mov     esi,0xe
  0003dc  mov     rdx,rsp
  0003df  mov     rcx,0xfffffffffffffff2
  0003e9  mov     r8,0xfffffffffffffff2
  0003f3  mov     r9,0
  0003fd  mov     rax,<list_op>
  000407  call    rax
  000409  mov     r11,rax
  00040c  mov     rcx,[rsp+0x30]
  000414  mov     rsi,[rsp+0x38]
  00041c  mov     rdi,[rsp+0x40]
  000424  mov     r8,[rsp+0x48]
  00042c  mov     r9,[rsp+0x50]
  000434  mov     r10,[rsp+0x58]
  00043c  add     rsp,0x70
  000443  test    rdx,rdx
  000446  je      0x00000000000009c1
  00044c  mov     r14,r11
  00044f  jmp     0x00000000000001fa
  000454  sub     rsp,0x70
  00045b  mov     [rsp+0x30],rcx
  000463  mov     [rsp+0x38],rsi
  00046b  mov     [rsp+0x40],rdi
  000473  mov     [rsp+0x48],r8
  00047b  mov     [rsp+0x50],r9
  000483  mov     [rsp+0x58],r10
  00048b  mov     [rsp],r14
  000493  mov     qword ptr [rsp+8],3
  00049f  mov     [rsp+0x10],rsi
  0004a7  mov     qword ptr [rsp+0x18],1
  0004b3  mov     [rsp+0x20],r13
  0004bb  mov     qword ptr [rsp+0x28],1
  0004c7  mov     rdi,[rbp+0x20]
  0004ce  mov     esi,0xe
  0004d3  mov     rdx,rsp
  0004d6  mov     rcx,0xfffffffffffffff2
  0004e0  mov     r8,0xfffffffffffffff2
  0004ea  mov     r9,0
  0004f4  mov     rax,<list_op>
  0004fe  call    rax
  000500  mov     r11,rax
  000503  mov     rcx,[rsp+0x30]
  00050b  mov     rsi,[rsp+0x38]
  000513  mov     rdi,[rsp+0x40]
  00051b  mov     r8,[rsp+0x48]
  000523  mov     r9,[rsp+0x50]
  00052b  mov     r10,[rsp+0x58]
  000533  add     rsp,0x70
  00053a  test    rdx,rdx
  00053d  je      0x0000000000000a06
  000543  mov     r14,r11
  000546  jmp     0x0000000000000237
  00054b  sub     rsp,0x70
  000552  mov     [rsp+0x30],rcx
  00055a  mov     [rsp+0x38],rsi
  000562  mov     [rsp+0x40],rdi
  00056a  mov     [rsp+0x48],r8
  000572  mov     [rsp+0x50],r9
  00057a  mov     [rsp+0x58],r10
  000582  mov     [rsp],r14
  00058a  mov     qword ptr [rsp+8],3
  000596  mov     [rsp+0x10],r15
  00059e  mov     qword ptr [rsp+0x18],1
  0005aa  mov     [rsp+0x20],r12
  0005b2  mov     qword ptr [rsp+0x28],1
  0005be  mov     rdi,[rbp+0x20]
  0005c5  mov     esi,0xe
  0005ca  mov     rdx,rsp
  0005cd  mov     rcx,0xfffffffffffffff2
  0005d7  mov     r8,0xfffffffffffffff2
  0005e1  mov     r9,0
  0005eb  mov     rax,<list_op>
  0005f5  call    rax
  0005f7  mov     r11,rax
  0005fa  mov     rcx,[rsp+0x30]
  000602  mov     rsi,[rsp+0x38]
  00060a  mov     rdi,[rsp+0x40]
  000612  mov     r8,[rsp+0x48]
  00061a  mov     r9,[rsp+0x50]
  000622  mov     r10,[rsp+0x58]
  00062a  add     rsp,0x70
  000631  test    rdx,rdx
  000634  je      0x0000000000000a4b
  00063a  mov     r14,r11
  00063d  jmp     0x0000000000000258
; exits
  000642  mov     rax,0xfffffffe
  00064c  jmp     0x0000000000000016
  000651  mov     [rbp+0x10],r12
  000658  mov     qword ptr [rbp+0x18],3
  000663  mov     [rbp+0x98],r14
  00066a  mov     qword ptr [rbp+0x140],3
  000675  mov     [rbp+0xa0],r15
  00067c  mov     [rbp+0xa8],rsi
  000683  mov     rdi,[rbp+0x20]
  00068a  mov     rsi,8
  000694  mov     rdx,0
  00069e  mov     rax,<exit_lists>
  0006a8  call    rax
  0006aa  mov     rax,0
  0006b4  jmp     0x0000000000000016
  0006b9  mov     [rbp+0x10],r13
  0006c0  mov     qword ptr [rbp+0x18],3
  0006cb  mov     [rbp+0x98],r14
  0006d2  mov     qword ptr [rbp+0x140],3
  0006dd  mov     [rbp+0xa0],r15
  0006e4  mov     [rbp+0xa8],rsi
  0006eb  mov     rdi,[rbp+0x20]
  0006f2  mov     rsi,8
  0006fc  mov     rdx,0
  000706  mov     rax,<exit_lists>
  000710  call    rax
  000712  mov     rax,1
  00071c  jmp     0x0000000000000016
  000721  mov     [rbp+0x10],rsi
  000728  mov     qword ptr [rbp+0x18],1
  000733  mov     [rbp+0x98],r14
  00073a  mov     qword ptr [rbp+0x140],3
  000745  mov     [rbp+0xa0],r15
  00074c  mov     [rbp+0xa8],rsi
  000753  mov     rax,2
  00075d  jmp     0x0000000000000016
  000762  mov     [rbp+0x98],r14
  000769  mov     qword ptr [rbp+0x140],3
  000774  mov     [rbp+0xa0],r15
  00077b  mov     qword ptr [rbp+0xa8],0x18
  000786  mov     rax,3
  000790  jmp     0x0000000000000016
  000795  sub     r15,1
  00079c  mov     [rbp+0x98],r14
  0007a3  mov     qword ptr [rbp+0x140],3
  0007ae  mov     [rbp+0xa0],r15
  0007b5  mov     qword ptr [rbp+0xa8],0x18
  0007c0  mov     rax,4
  0007ca  jmp     0x0000000000000016
  0007cf  mov     [rbp+0x98],r14
  0007d6  mov     qword ptr [rbp+0x140],3
  0007e1  mov     [rbp+0xa0],rsi
  0007e8  mov     qword ptr [rbp+0xa8],0x19
  0007f3  mov     rax,5
  0007fd  jmp     0x0000000000000016
  000802  mov     [rbp+0x98],r14
  000809  mov     qword ptr [rbp+0x140],3
  000814  mov     [rbp+0xa0],rsi
  00081b  mov     qword ptr [rbp+0xa8],0x19
  000826  mov     rax,6
  000830  jmp     0x0000000000000016
  000835  sub     r13,1
  00083c  mov     [rbp+0x98],r14
  000843  mov     qword ptr [rbp+0x140],3
  00084e  mov     [rbp+0xa0],rsi
  000855  mov     qword ptr [rbp+0xa8],0x19
  000860  mov     rax,7
  00086a  jmp     0x0000000000000016
  00086f  mov     [rbp+0x98],r14
  000876  mov     qword ptr [rbp+0x140],3
  000881  mov     [rbp+0xa0],r15
  000888  mov     qword ptr [rbp+0xa8],0x1b
  000893  mov     rax,9
  00089d  jmp     0x0000000000000016
  0008a2  add     r12,1
  0008a9  mov     [rbp+0x98],r14
  0008b0  mov     qword ptr [rbp+0x140],3
  0008bb  mov     [rbp+0xa0],r15
  0008c2  mov     qword ptr [rbp+0xa8],0x1b
  0008cd  mov     rax,0xa
  0008d7  jmp     0x0000000000000016
  0008dc  mov     [rbp+0x98],r14
  0008e3  mov     qword ptr [rbp+0x140],3
  0008ee  mov     [rbp+0xa0],r15
  0008f5  mov     qword ptr [rbp+0xa8],0x1c
  000900  mov     rax,0xc
  00090a  jmp     0x0000000000000016
  00090f  sub     r13,1
  000916  mov     [rbp+0x98],r14
  00091d  mov     qword ptr [rbp+0x140],3
  000928  mov     [rbp+0xa0],rsi
  00092f  mov     qword ptr [rbp+0xa8],0x19
  00093a  mov     rax,0xe
  000944  jmp     0x0000000000000016
  000949  mov     [rbp+0x98],r14
  000950  mov     qword ptr [rbp+0x140],3
  00095b  mov     [rbp+0xa0],r15
  000962  mov     qword ptr [rbp+0xa8],0x1c
  00096d  mov     rax,0x11
  000977  jmp     0x0000000000000016
  00097c  mov     [rbp+0x98],r14
  000983  mov     qword ptr [rbp+0x140],3
  00098e  mov     [rbp+0xa0],rsi
  000995  mov     qword ptr [rbp+0xa8],0x19
  0009a0  mov     [rbp+0xb8],r13
  0009a7  mov     qword ptr [rbp+0x160],1
  0009b2  mov     rax,8
  0009bc  jmp     0x0000000000000016
  0009c1  mov     [rbp+0x98],r14
  0009c8  mov     qword ptr [rbp+0x140],3
  0009d3  mov     [rbp+0xa0],r15
  0009da  mov     qword ptr [rbp+0xa8],0x1b
  0009e5  mov     [rbp+0xb8],r12
  0009ec  mov     qword ptr [rbp+0x160],1
  0009f7  mov     rax,0xb
  000a01  jmp     0x0000000000000016
  000a06  mov     [rbp+0x98],r14
  000a0d  mov     qword ptr [rbp+0x140],3
  000a18  mov     [rbp+0xa0],rsi
  000a1f  mov     qword ptr [rbp+0xa8],0x19
  000a2a  mov     [rbp+0xb8],r13
  000a31  mov     qword ptr [rbp+0x160],1
  000a3c  mov     rax,0xf
  000a46  jmp     0x0000000000000016
  000a4b  mov     [rbp+0x98],r14
  000a52  mov     qword ptr [rbp+0x140],3
  000a5d  mov     [rbp+0xa0],r15
  000a64  mov     qword ptr [rbp+0xa8],0x1b
  000a6f  mov     [rbp+0xb8],r12
  000a76  mov     qword ptr [rbp+0x160],1
  000a81  mov     rax,0x10
  000a8b  jmp     0x0000000000000016

; T1: 1571 bytes
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
; guard_value v1, [43, 43, 43, 43, 43, 43, 43, 43, 91, 62, 43, 43, 43, 43, 43, 43, 43, 43, 60, 45, 93, 62, 43, 91, 62, 43, 60, 45, 93, 62, 46, 91, 45, 93, 43, 43, 43, 43, 43, 43, 43, 43, 43, 43, 46] => loop/0 (0) {tape=v3, pc=v5}
  000b20  mov     rax,<list k0>
  000b2a  cmp     r12,rax
  000b2d  jne     0x0000000000000e2c
; guard_value v2, [0, 0, 0, 0, 0, 0, 0, 0, 20, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 8, 0, 0, 28, 0, 0, 0, 0, 23, 0, 0, 33, 0, 31, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] => loop_jumps/0 (1) {tape=v3, pc=v5}
  000b33  mov     rax,<list k1>
  000b3d  cmp     r13,rax
  000b40  jne     0x0000000000000e8d
; guard_value v5, 32 => loop_pc/0 (2) {tape=v3, pc=v5}
  000b46  cmp     rsi,0x20
  000b4d  jne     0x0000000000000eee
  000b53  jmp     0x0000000000000b6d
  000b58  mov     rbx,[rbp+0x30]
  000b5f  mov     r14,[rbp+0x98]
  000b66  mov     r15,[rbp+0xa0]
; v9:int = le 34, v0
; guard_true v9 => dispatch/0 (3) {tape=v3, pc=32}
  000b6d  mov     r11,0x22
  000b74  cmp     r11,rbx
  000b77  jg      0x0000000000000f28
; guard_words v3 => minus/0 (6) {tape=v3, pc=32}
  000b7d  cmp     qword ptr [r14+8],0
  000b89  jne     0x0000000000000f54
; v12:int = readlist v3, v4 words => minus/0 (6) {tape=v3, pc=32}
  000b8f  cmp     r15,[r14]
  000b97  jae     0x0000000000000f80
  000b9d  mov     rax,[r14+0x10]
  000ba5  mov     rsi,[rax+r15*8]
; v13:int = sub v12, 1 => minus/0 (6) {tape=v3, pc=32}
  000ba9  sub     rsi,1
  000bb0  jo      0x0000000000000fac
; v14:int = and v13, 255
  000bb6  and     rsi,0xff
; v15:list = set v3, v4, v14 owned words in_bounds => minus/3 (6) {tape=v3, pc=32, x=v14}
  000bbd  cmp     qword ptr [r14-0x10],1
  000bc9  jne     0x0000000000000c2f
  000bcf  cmp     qword ptr [r14-8],1
  000bdb  jne     0x0000000000000c2f
  000be1  mov     rax,[r14+0x10]
  000be9  lea     rax,[rax+r15*8]
  000bed  mov     [rax],rsi
; guard_true v14 => close_bracket/0 (20) {tape=v15, pc=33}
  000bf4  test    rsi,rsi
  000bf7  je      0x0000000000000fdf
; guard_steps => loop/0 (23) {tape=v15, pc=32}
; v18:list = phi tape v15
; v19:int = phi - v14
; loop (23)
  000bfd  nop
  000bfe  nop
  000bff  nop
; v21:int = sub_nov v19, 1
  000c00  sub     rsi,1
; v22:int = and v21, 255
  000c07  and     rsi,0xff
; v23:list = set v18, v4, v22 owned words in_bounds => minus/3 (6) {tape=v18, pc=32, x=v22}
  000c0e  mov     rax,[r14+0x10]
  000c16  lea     rax,[rax+r15*8]
  000c1a  mov     [rax],rsi
; guard_true v22 => close_bracket/0 (20) {tape=v23, pc=33}
  000c21  test    rsi,rsi
  000c24  jne     0x0000000000000c00
  000c2a  jmp     0x000000000000100b
; guard_steps => loop/0 (23) {tape=v23, pc=32}
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
  000d18  je      0x0000000000001037
  000d1e  mov     r14,r11
  000d21  jmp     0x0000000000000bf4
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
  000e0f  je      0x0000000000001075
  000e15  mov     r14,r11
  000e18  jmp     0x0000000000000c21
; exits
  000e1d  mov     rax,0x1fffffffe
  000e27  jmp     0x0000000000000016
  000e2c  mov     [rbp+0x10],r12
  000e33  mov     qword ptr [rbp+0x18],3
  000e3e  mov     [rbp+0x98],r14
  000e45  mov     qword ptr [rbp+0x140],3
  000e50  mov     [rbp+0xa8],rsi
  000e57  mov     rdi,[rbp+0x20]
  000e5e  mov     rsi,8
  000e68  mov     rdx,0
  000e72  mov     rax,<exit_lists>
  000e7c  call    rax
  000e7e  mov     rax,0x100000000
  000e88  jmp     0x0000000000000016
  000e8d  mov     [rbp+0x10],r13
  000e94  mov     qword ptr [rbp+0x18],3
  000e9f  mov     [rbp+0x98],r14
  000ea6  mov     qword ptr [rbp+0x140],3
  000eb1  mov     [rbp+0xa8],rsi
  000eb8  mov     rdi,[rbp+0x20]
  000ebf  mov     rsi,8
  000ec9  mov     rdx,0
  000ed3  mov     rax,<exit_lists>
  000edd  call    rax
  000edf  mov     rax,0x100000001
  000ee9  jmp     0x0000000000000016
  000eee  mov     [rbp+0x10],rsi
  000ef5  mov     qword ptr [rbp+0x18],1
  000f00  mov     [rbp+0x98],r14
  000f07  mov     qword ptr [rbp+0x140],3
  000f12  mov     [rbp+0xa8],rsi
  000f19  mov     rax,0x100000002
  000f23  jmp     0x0000000000000016
  000f28  mov     [rbp+0x98],r14
  000f2f  mov     qword ptr [rbp+0x140],3
  000f3a  mov     qword ptr [rbp+0xa8],0x20
  000f45  mov     rax,0x100000003
  000f4f  jmp     0x0000000000000016
  000f54  mov     [rbp+0x98],r14
  000f5b  mov     qword ptr [rbp+0x140],3
  000f66  mov     qword ptr [rbp+0xa8],0x20
  000f71  mov     rax,0x100000004
  000f7b  jmp     0x0000000000000016
  000f80  mov     [rbp+0x98],r14
  000f87  mov     qword ptr [rbp+0x140],3
  000f92  mov     qword ptr [rbp+0xa8],0x20
  000f9d  mov     rax,0x100000005
  000fa7  jmp     0x0000000000000016
  000fac  add     rsi,1
  000fb3  mov     [rbp+0x98],r14
  000fba  mov     qword ptr [rbp+0x140],3
  000fc5  mov     qword ptr [rbp+0xa8],0x20
  000fd0  mov     rax,0x100000006
  000fda  jmp     0x0000000000000016
  000fdf  mov     [rbp+0x98],r14
  000fe6  mov     qword ptr [rbp+0x140],3
  000ff1  mov     qword ptr [rbp+0xa8],0x21
  000ffc  mov     rax,0x100000008
  001006  jmp     0x0000000000000016
  00100b  mov     [rbp+0x98],r14
  001012  mov     qword ptr [rbp+0x140],3
  00101d  mov     qword ptr [rbp+0xa8],0x21
  001028  mov     rax,0x10000000b
  001032  jmp     0x0000000000000016
  001037  mov     [rbp+0x98],r14
  00103e  mov     qword ptr [rbp+0x140],3
  001049  mov     qword ptr [rbp+0xa8],0x20
  001054  mov     [rbp+0xb8],rsi
  00105b  mov     qword ptr [rbp+0x160],1
  001066  mov     rax,0x100000007
  001070  jmp     0x0000000000000016
  001075  mov     [rbp+0x98],r14
  00107c  mov     qword ptr [rbp+0x140],3
  001087  mov     qword ptr [rbp+0xa8],0x20
  001092  mov     [rbp+0xb8],rsi
  001099  mov     qword ptr [rbp+0x160],1
  0010a4  mov     rax,0x10000000a
  0010ae  jmp     0x0000000000000016
