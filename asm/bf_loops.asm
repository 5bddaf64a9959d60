; T0: 562 bytes
; v0:int = input n
  000030  cmp     qword ptr [rbp+0xd8],1
  00003b  jne     0x0000000000000169
  000041  mov     rbx,[rbp+0x30]
; v1:list = input src
  000048  cmp     qword ptr [rbp+0xe0],3
  000053  jne     0x0000000000000169
  000059  mov     r12,[rbp+0x38]
; v2:list = input jumps
  000060  cmp     qword ptr [rbp+0xe8],3
  00006b  jne     0x0000000000000169
; v3:list = input stack
  000071  cmp     qword ptr [rbp+0xf0],3
  00007c  jne     0x0000000000000169
; v4:int = input sp
  000082  cmp     qword ptr [rbp+0xf8],1
  00008d  jne     0x0000000000000169
; v5:int = input i
  000093  cmp     qword ptr [rbp+0x100],1
  00009e  jne     0x0000000000000169
  0000a4  mov     r13,[rbp+0x58]
  0000ab  jmp     0x00000000000000c5
  0000b0  mov     rbx,[rbp+0x30]
  0000b7  mov     r12,[rbp+0x38]
  0000be  mov     r13,[rbp+0x58]
; v6:int = lt v5, v0
; guard_true v6 => match/0 (0) {i=v5}
  0000c5  cmp     r13,rbx
  0000c8  jge     0x0000000000000178
; guard_words v1 => match_command/0 (1) {i=v5}
  0000ce  cmp     qword ptr [r12+8],0
  0000da  jne     0x000000000000018e
; v9:int = readlist v1, v5 words => match_command/0 (1) {i=v5}
  0000e0  cmp     r13,[r12]
  0000e8  jae     0x00000000000001a4
  0000ee  mov     rax,[r12+0x10]
  0000f6  mov     r14,[rax+r13*8]
; v10:int = eq v9, 91
; guard_false v10 => match_command/0 (1) {i=v5}
  0000fa  cmp     r14,0x5b
  000101  je      0x00000000000001ba
; v12:int = eq v9, 93
; guard_false v12 => match_close/0 (2) {i=v5, c=v9}
  000107  cmp     r14,0x5d
  00010e  je      0x00000000000001d0
; v14:int = add_nov v5, 1
  000114  add     r13,1
; guard_steps => match/0 (4) {i=v14}
; v16:int = phi i v14
; loop (4)
  00011b  nop     [rax+rax]
; v18:int = lt v16, v0
; guard_true v18 => match/0 (0) {i=v16}
  000120  cmp     r13,rbx
  000123  jge     0x00000000000001f8
; v20:int = readlist v1, v16 words => match_command/0 (1) {i=v16}
  000129  cmp     r13,[r12]
  000131  jae     0x000000000000020e
  000137  mov     rax,[r12+0x10]
  00013f  mov     r14,[rax+r13*8]
; v21:int = eq v20, 91
; guard_false v21 => match_command/0 (1) {i=v16}
  000143  cmp     r14,0x5b
  00014a  je      0x0000000000000224
; v23:int = eq v20, 93
; guard_false v23 => match_close/0 (2) {i=v16, c=v20}
  000150  cmp     r14,0x5d
  000157  je      0x000000000000023a
; v25:int = add_nov v16, 1
  00015d  add     r13,1
; guard_steps => match/0 (4) {i=v25}
; jump (4) v16 <- v25
  000164  jmp     0x0000000000000120
; exits
  000169  mov     rax,0xfffffffe
  000173  jmp     0x0000000000000016
  000178  mov     [rbp+0x58],r13
  00017f  mov     rax,0
  000189  jmp     0x0000000000000016
  00018e  mov     [rbp+0x58],r13
  000195  mov     rax,1
  00019f  jmp     0x0000000000000016
  0001a4  mov     [rbp+0x58],r13
  0001ab  mov     rax,2
  0001b5  jmp     0x0000000000000016
  0001ba  mov     [rbp+0x58],r13
  0001c1  mov     rax,3
  0001cb  jmp     0x0000000000000016
  0001d0  mov     [rbp+0x58],r13
  0001d7  mov     [rbp+0x68],r14
  0001de  mov     qword ptr [rbp+0x110],1
  0001e9  mov     rax,4
  0001f3  jmp     0x0000000000000016
  0001f8  mov     [rbp+0x58],r13
  0001ff  mov     rax,6
  000209  jmp     0x0000000000000016
  00020e  mov     [rbp+0x58],r13
  000215  mov     rax,7
  00021f  jmp     0x0000000000000016
  000224  mov     [rbp+0x58],r13
  00022b  mov     rax,8
  000235  jmp     0x0000000000000016
  00023a  mov     [rbp+0x58],r13
  000241  mov     [rbp+0x68],r14
  000248  mov     qword ptr [rbp+0x110],1
  000253  mov     rax,9
  00025d  jmp     0x0000000000000016

; T1: 2648 bytes
; v0:int = input n
  000270  cmp     qword ptr [rbp+0xd8],1
  00027b  jne     0x0000000000000872
  000281  mov     rbx,[rbp+0x30]
; v1:list = input src
  000288  cmp     qword ptr [rbp+0xe0],3
  000293  jne     0x0000000000000872
  000299  mov     r12,[rbp+0x38]
; v2:list = input jumps
  0002a0  cmp     qword ptr [rbp+0xe8],3
  0002ab  jne     0x0000000000000872
  0002b1  mov     r13,[rbp+0x40]
; v3:list = input tape
  0002b8  cmp     qword ptr [rbp+0x140],3
  0002c3  jne     0x0000000000000872
  0002c9  mov     r14,[rbp+0x98]
; v4:int = input p
  0002d0  cmp     qword ptr [rbp+0x148],1
  0002db  jne     0x0000000000000872
  0002e1  mov     r15,[rbp+0xa0]
; v5:int = input pc
  0002e8  cmp     qword ptr [rbp+0x150],1
  0002f3  jne     0x0000000000000872
  0002f9  mov     rsi,[rbp+0xa8]
; guard_value v1, <list of 67> => loop/0 (0) {tape=v3, p=v4}
  000300  mov     rax,<list k0>
  00030a  cmp     r12,rax
  00030d  jne     0x0000000000000881
; guard_value v2, <list of 67> => loop_jumps/0 (1) {tape=v3, p=v4}
  000313  mov     rax,<list k1>
  00031d  cmp     r13,rax
  000320  jne     0x00000000000008e2
; guard_value v5, 24 => loop_pc/0 (2) {tape=v3, p=v4}
  000326  cmp     rsi,0x18
  00032d  jne     0x0000000000000943
  000333  jmp     0x000000000000034d
  000338  mov     rbx,[rbp+0x30]
  00033f  mov     r14,[rbp+0x98]
  000346  mov     r15,[rbp+0xa0]
; v9:int = le 29, v0
; guard_true v9 => dispatch/0 (3) {tape=v3, p=v4}
  00034d  mov     r11,0x1d
  000354  cmp     r11,rbx
  000357  jg      0x000000000000097d
; v11:int = add v4, 1 => right/0 (7) {tape=v3, p=v4}
  00035d  add     r15,1
  000364  jo      0x00000000000009a5
; v12:int = and v11, 65535
  00036a  mov     rsi,r15
  00036d  and     rsi,0xffff
; guard_words v3 => plus/0 (14) {tape=v3, p=v12, pc=25}
  000374  cmp     qword ptr [r14+8],0
  000380  jne     0x00000000000009d4
; v14:int = len v3
  000386  mov     r13,[r14]
; v15:int = lt 65535, v14
; guard_true v15 => plus/0 (14) {tape=v3, p=v12, pc=25}
  00038e  mov     r11,0xffff
  000395  cmp     r11,r13
  000398  jge     0x0000000000000a07
; v17:int = readlist v3, v12 words in_bounds => plus/0 (14) {tape=v3, p=v12, pc=25}
  00039e  mov     rax,[r14+0x10]
  0003a6  mov     r13,[rax+rsi*8]
; v18:int = add v17, 1 => plus/0 (14) {tape=v3, p=v12, pc=25}
  0003aa  add     r13,1
  0003b1  jo      0x0000000000000a6d
; v19:int = and v18, 255
  0003b7  and     r13,0xff
; v20:list = set v3, v12, v19 owned words in_bounds => plus/3 (14) {tape=v3, p=v12, pc=25, x=v19}
  0003be  mov     rax,[r14-0x10]
  0003c6  add     rax,[r14-8]
  0003ce  cmp     rax,2
  0003d4  jne     0x0000000000000496
  0003da  mov     rax,[r14+0x10]
  0003e2  lea     rax,[rax+rsi*8]
  0003e6  mov     [rax],r13
; v21:int = add_nov v11, -1
  0003ed  add     r15,0xffffffffffffffff
; v22:int = and v21, 65535
  0003f4  and     r15,0xffff
; v23:int = readlist v20, v22 words in_bounds => minus/0 (32) {tape=v20, p=v22, pc=27}
  0003fb  mov     rax,[r14+0x10]
  000403  mov     r12,[rax+r15*8]
; v24:int = sub v23, 1 => minus/0 (32) {tape=v20, p=v22, pc=27}
  000407  sub     r12,1
  00040e  jo      0x0000000000000ada
; v25:int = and v24, 255
  000414  and     r12,0xff
; v26:list = set v20, v22, v25 owned words in_bounds => minus/3 (32) {tape=v20, p=v22, pc=27, x=v25}
  00041b  mov     rax,[r14+0x10]
  000423  lea     rax,[rax+r15*8]
  000427  mov     [rax],r12
; guard_true v25 => close_bracket/0 (46) {tape=v26, p=v22, pc=28}
  00042e  test    r12,r12
  000431  je      0x0000000000000b14
; guard_steps => loop/0 (49) {tape=v26, p=v22}
; v29:list = phi tape v26
; v30:int = phi - v25
; v31:int = phi - v19
; loop (49)
  000437  nop     [rax+rax]
; v33:int = add v31, 1 => plus/0 (14) {tape=v29, p=v12, pc=25}
  000440  add     r13,1
  000447  jo      0x0000000000000b47
; v34:int = and v33, 255
  00044d  and     r13,0xff
; v35:list = set v29, v12, v34 owned words in_bounds => plus/3 (14) {tape=v29, p=v12, pc=25, x=v34}
  000454  mov     rax,[r14+0x10]
  00045c  lea     rax,[rax+rsi*8]
  000460  mov     [rax],r13
; v36:int = sub_nov v30, 1
  000467  sub     r12,1
; v37:int = and v36, 255
  00046e  and     r12,0xff
; v38:list = set v35, v22, v37 owned words in_bounds => minus/3 (32) {tape=v35, p=v22, pc=27, x=v37}
  000475  mov     rax,[r14+0x10]
  00047d  lea     rax,[rax+r15*8]
  000481  mov     [rax],r12
; guard_true v37 => close_bracket/0 (46) {tape=v38, p=v22, pc=28}
  000488  test    r12,r12
  00048b  jne     0x0000000000000440
  000491  jmp     0x0000000000000b81
; guard_steps => loop/0 (49) {tape=v38, p=v22}
; jump (49) v29 <- v38, v30 <- v37, v31 <- v34
  000496  sub     rsp,0x70
  00049d  mov     [rsp+0x30],rcx
  0004a5  mov     [rsp+0x38],rsi
  0004ad  mov     [rsp+0x40],rdi
  0004b5  mov     [rsp+0x48],r8
  0004bd  mov     [rsp+0x50],r9
  0004c5  mov     [rsp+0x58],r10
  0004cd  mov     [rsp],r14
  0004d5  mov     qword ptr [rsp+8],3
  0004e1  mov     [rsp+0x10],rsi
  0004e9  mov     qword ptr [rsp+0x18],1
  0004f5  mov     [rsp+0x20],r13
  0004fd  mov     qword ptr [rsp+0x28],1
  000509  mov     rdi,[rbp+0x20]
  000510  mov     esi,0xe
  000515  mov     rdx,rsp
  000518  mov     rcx,0xfffffffffffffff2
  000522  mov     r8,0xfffffffffffffff2
  00052c  mov     r9,0
  000536  mov     rax,<list_op>
  000540  call    rax
  000542  mov     r11,rax
  000545  mov     rcx,[rsp+0x30]
  00054d  mov     rsi,[rsp+0x38]
  000555  mov     rdi,[rsp+0x40]
  00055d  mov     r8,[rsp+0x48]
  000565  mov     r9,[rsp+0x50]
  00056d  mov     r10,[rsp+0x58]
  000575  add     rsp,0x70
  00057c  test    rdx,rdx
  00057f  je      0x0000000000000bb4
  000585  mov     r14,r11
  000588  jmp     0x00000000000003ed
  00058d  sub     rsp,0x70
  000594  mov     [rsp+0x30],rcx
  00059c  mov     [rsp+0x38],rsi
  0005a4  mov     [rsp+0x40],rdi
  0005ac  mov     [rsp+0x48],r8
  0005b4  mov     [rsp+0x50],r9
  0005bc  mov     [rsp+0x58],r10
  0005c4  mov     [rsp],r14
  0005cc  mov     qword ptr [rsp+8],3
  0005d8  mov     [rsp+0x10],r15
  0005e0  mov     qword ptr [rsp+0x18],1
  0005ec  mov     [rsp+0x20],r12
  0005f4  mov     qword ptr [rsp+0x28],1
  000600  mov     rdi,[rbp+0x20]
  000607  mov     esi,0xe
  00060c  mov     rdx,rsp
  00060f  mov     rcx,0xfffffffffffffff2
  000619  mov     r8,0xfffffffffffffff2
  000623  mov     r9,0
  00062d  mov     rax,<list_op>
  000637  call    rax
  000639  mov     r11,rax
  00063c  mov     rcx,[rsp+0x30]
  000644  mov     rsi,[rsp+0x38]
  00064c  mov     rdi,[rsp+0x40]
  000654  mov     r8,[rsp+0x48]
  00065c  mov     r9,[rsp+0x50]
  000664  mov     r10,[rsp+0x58]
  00066c  add     rsp,0x70
  000673  test    rdx,rdx
  000676  je      0x0000000000000bf9
  00067c  mov     r14,r11
  00067f  jmp     0x000000000000042e
  000684  sub     rsp,0x70
  00068b  mov     [rsp+0x30],rcx
  000693  mov     [rsp+0x38],rsi
  00069b  mov     [rsp+0x40],rdi
  0006a3  mov     [rsp+0x48],r8
  0006ab  mov     [rsp+0x50],r9
  0006b3  mov     [rsp+0x58],r10
  0006bb  mov     [rsp],r14
  0006c3  mov     qword ptr [rsp+8],3
  0006cf  mov     [rsp+0x10],rsi
  0006d7  mov     qword ptr [rsp+0x18],1
  0006e3  mov     [rsp+0x20],r13
  0006eb  mov     qword ptr [rsp+0x28],1
  0006f7  mov     rdi,[rbp+0x20]
  0006fe  mov     esi,0xe
  000703  mov     rdx,rsp
  000706  mov     rcx,0xfffffffffffffff2
  000710  mov     r8,0xfffffffffffffff2
  00071a  mov     r9,0
  000724  mov     rax,<list_op>
  00072e  call    rax
  000730  mov     r11,rax
  000733  mov     rcx,[rsp+0x30]
  00073b  mov     rsi,[rsp+0x38]
  000743  mov     rdi,[rsp+0x40]
  00074b  mov     r8,[rsp+0x48]
  000753  mov     r9,[rsp+0x50]
  00075b  mov     r10,[rsp+0x58]
  000763  add     rsp,0x70
  00076a  test    rdx,rdx
  00076d  je      0x0000000000000c3e
  000773  mov     r14,r11
  000776  jmp     0x0000000000000467
  00077b  sub     rsp,0x70
  000782  mov     [rsp+0x30],rcx
  00078a  mov     [rsp+0x38],rsi
  000792  mov     [rsp+0x40],rdi
  00079a  mov     [rsp+0x48],r8
  0007a2  mov     [rsp+0x50],r9
  0007aa  mov     [rsp+0x58],r10
  0007b2  mov     [rsp],r14
  0007ba  mov     qword ptr [rsp+8],3
  0007c6  mov     [rsp+0x10],r15
  0007ce  mov     qword ptr [rsp+0x18],1
  0007da  mov     [rsp+0x20],r12
  0007e2  mov     qword ptr [rsp+0x28],1
  0007ee  mov     rdi,[rbp+0x20]
  0007f5  mov     esi,0xe
  0007fa  mov     rdx,rsp
  0007fd  mov     rcx,0xfffffffffffffff2
  000807  mov     r8,0xfffffffffffffff2
  000811  mov     r9,0
  00081b  mov     rax,<list_op>
  000825  call    rax
  000827  mov     r11,rax
  00082a  mov     rcx,[rsp+0x30]
  000832  mov     rsi,[rsp+0x38]
  00083a  mov     rdi,[rsp+0x40]
  000842  mov     r8,[rsp+0x48]
  00084a  mov     r9,[rsp+0x50]
  000852  mov     r10,[rsp+0x58]
  00085a  add     rsp,0x70
  000861  test    rdx,rdx
  000864  je      0x0000000000000c83
  00086a  mov     r14,r11
  00086d  jmp     0x0000000000000488
; exits
  000872  mov     rax,0x1fffffffe
  00087c  jmp     0x0000000000000016
  000881  mov     [rbp+0x10],r12
  000888  mov     qword ptr [rbp+0x18],3
  000893  mov     [rbp+0x98],r14
  00089a  mov     qword ptr [rbp+0x140],3
  0008a5  mov     [rbp+0xa0],r15
  0008ac  mov     rdi,[rbp+0x20]
  0008b3  mov     rsi,8
  0008bd  mov     rdx,0
  0008c7  mov     rax,<exit_lists>
  0008d1  call    rax
  0008d3  mov     rax,0x100000000
  0008dd  jmp     0x0000000000000016
  0008e2  mov     [rbp+0x10],r13
  0008e9  mov     qword ptr [rbp+0x18],3
  0008f4  mov     [rbp+0x98],r14
  0008fb  mov     qword ptr [rbp+0x140],3
  000906  mov     [rbp+0xa0],r15
  00090d  mov     rdi,[rbp+0x20]
  000914  mov     rsi,8
  00091e  mov     rdx,0
  000928  mov     rax,<exit_lists>
  000932  call    rax
  000934  mov     rax,0x100000001
  00093e  jmp     0x0000000000000016
  000943  mov     [rbp+0x10],rsi
  00094a  mov     qword ptr [rbp+0x18],1
  000955  mov     [rbp+0x98],r14
  00095c  mov     qword ptr [rbp+0x140],3
  000967  mov     [rbp+0xa0],r15
  00096e  mov     rax,0x100000002
  000978  jmp     0x0000000000000016
  00097d  mov     [rbp+0x98],r14
  000984  mov     qword ptr [rbp+0x140],3
  00098f  mov     [rbp+0xa0],r15
  000996  mov     rax,0x100000003
  0009a0  jmp     0x0000000000000016
  0009a5  sub     r15,1
  0009ac  mov     [rbp+0x98],r14
  0009b3  mov     qword ptr [rbp+0x140],3
  0009be  mov     [rbp+0xa0],r15
  0009c5  mov     rax,0x100000004
  0009cf  jmp     0x0000000000000016
  0009d4  mov     [rbp+0x98],r14
  0009db  mov     qword ptr [rbp+0x140],3
  0009e6  mov     [rbp+0xa0],rsi
  0009ed  mov     qword ptr [rbp+0xa8],0x19
  0009f8  mov     rax,0x100000005
  000a02  jmp     0x0000000000000016
  000a07  mov     [rbp+0x98],r14
  000a0e  mov     qword ptr [rbp+0x140],3
  000a19  mov     [rbp+0xa0],rsi
  000a20  mov     qword ptr [rbp+0xa8],0x19
  000a2b  mov     rax,0x100000006
  000a35  jmp     0x0000000000000016
  000a3a  mov     [rbp+0x98],r14
  000a41  mov     qword ptr [rbp+0x140],3
  000a4c  mov     [rbp+0xa0],rsi
  000a53  mov     qword ptr [rbp+0xa8],0x19
  000a5e  mov     rax,0x100000007
  000a68  jmp     0x0000000000000016
  000a6d  sub     r13,1
  000a74  mov     [rbp+0x98],r14
  000a7b  mov     qword ptr [rbp+0x140],3
  000a86  mov     [rbp+0xa0],rsi
  000a8d  mov     qword ptr [rbp+0xa8],0x19
  000a98  mov     rax,0x100000008
  000aa2  jmp     0x0000000000000016
  000aa7  mov     [rbp+0x98],r14
  000aae  mov     qword ptr [rbp+0x140],3
  000ab9  mov     [rbp+0xa0],r15
  000ac0  mov     qword ptr [rbp+0xa8],0x1b
  000acb  mov     rax,0x10000000a
  000ad5  jmp     0x0000000000000016
  000ada  add     r12,1
  000ae1  mov     [rbp+0x98],r14
  000ae8  mov     qword ptr [rbp+0x140],3
  000af3  mov     [rbp+0xa0],r15
  000afa  mov     qword ptr [rbp+0xa8],0x1b
  000b05  mov     rax,0x10000000b
  000b0f  jmp     0x0000000000000016
  000b14  mov     [rbp+0x98],r14
  000b1b  mov     qword ptr [rbp+0x140],3
  000b26  mov     [rbp+0xa0],r15
  000b2d  mov     qword ptr [rbp+0xa8],0x1c
  000b38  mov     rax,0x10000000d
  000b42  jmp     0x0000000000000016
  000b47  sub     r13,1
  000b4e  mov     [rbp+0x98],r14
  000b55  mov     qword ptr [rbp+0x140],3
  000b60  mov     [rbp+0xa0],rsi
  000b67  mov     qword ptr [rbp+0xa8],0x19
  000b72  mov     rax,0x10000000f
  000b7c  jmp     0x0000000000000016
  000b81  mov     [rbp+0x98],r14
  000b88  mov     qword ptr [rbp+0x140],3
  000b93  mov     [rbp+0xa0],r15
  000b9a  mov     qword ptr [rbp+0xa8],0x1c
  000ba5  mov     rax,0x100000012
  000baf  jmp     0x0000000000000016
  000bb4  mov     [rbp+0x98],r14
  000bbb  mov     qword ptr [rbp+0x140],3
  000bc6  mov     [rbp+0xa0],rsi
  000bcd  mov     qword ptr [rbp+0xa8],0x19
  000bd8  mov     [rbp+0xb8],r13
  000bdf  mov     qword ptr [rbp+0x160],1
  000bea  mov     rax,0x100000009
  000bf4  jmp     0x0000000000000016
  000bf9  mov     [rbp+0x98],r14
  000c00  mov     qword ptr [rbp+0x140],3
  000c0b  mov     [rbp+0xa0],r15
  000c12  mov     qword ptr [rbp+0xa8],0x1b
  000c1d  mov     [rbp+0xb8],r12
  000c24  mov     qword ptr [rbp+0x160],1
  000c2f  mov     rax,0x10000000c
  000c39  jmp     0x0000000000000016
  000c3e  mov     [rbp+0x98],r14
  000c45  mov     qword ptr [rbp+0x140],3
  000c50  mov     [rbp+0xa0],rsi
  000c57  mov     qword ptr [rbp+0xa8],0x19
  000c62  mov     [rbp+0xb8],r13
  000c69  mov     qword ptr [rbp+0x160],1
  000c74  mov     rax,0x100000010
  000c7e  jmp     0x0000000000000016
  000c83  mov     [rbp+0x98],r14
  000c8a  mov     qword ptr [rbp+0x140],3
  000c95  mov     [rbp+0xa0],r15
  000c9c  mov     qword ptr [rbp+0xa8],0x1b
  000ca7  mov     [rbp+0xb8],r12
  000cae  mov     qword ptr [rbp+0x160],1
  000cb9  mov     rax,0x100000011
  000cc3  jmp     0x0000000000000016

; T2: 2079 bytes
; v0:int = input n
  000cd0  cmp     qword ptr [rbp+0xd8],1
  000cdb  jne     0x0000000000001258
  000ce1  mov     rbx,[rbp+0x30]
; v1:list = input src
  000ce8  cmp     qword ptr [rbp+0xe0],3
  000cf3  jne     0x0000000000001258
  000cf9  mov     r12,[rbp+0x38]
; v2:list = input jumps
  000d00  cmp     qword ptr [rbp+0xe8],3
  000d0b  jne     0x0000000000001258
  000d11  mov     r13,[rbp+0x40]
; v3:list = input tape
  000d18  cmp     qword ptr [rbp+0x140],3
  000d23  jne     0x0000000000001258
  000d29  mov     r14,[rbp+0x98]
; v4:int = input p
  000d30  cmp     qword ptr [rbp+0x148],1
  000d3b  jne     0x0000000000001258
  000d41  mov     r15,[rbp+0xa0]
; v5:int = input pc
  000d48  cmp     qword ptr [rbp+0x150],1
  000d53  jne     0x0000000000001258
  000d59  mov     rsi,[rbp+0xa8]
; guard_value v1, <list of 67> => loop/0 (0) {tape=v3}
  000d60  mov     rax,<list k0>
  000d6a  cmp     r12,rax
  000d6d  jne     0x0000000000001267
; guard_value v2, <list of 67> => loop_jumps/0 (1) {tape=v3}
  000d73  mov     rax,<list k1>
  000d7d  cmp     r13,rax
  000d80  jne     0x00000000000012c1
; guard_value v5, 31 => loop_pc/0 (2) {tape=v3}
  000d86  cmp     rsi,0x1f
  000d8d  jne     0x000000000000131b
  000d93  jmp     0x0000000000000dad
  000d98  mov     rbx,[rbp+0x30]
  000d9f  mov     r14,[rbp+0x98]
  000da6  mov     r15,[rbp+0xa0]
; v9:int = le 34, v0
; guard_true v9 => dispatch/0 (3) {tape=v3}
  000dad  mov     r11,0x22
  000db4  cmp     r11,rbx
  000db7  jg      0x000000000000134e
; guard_words v3 => minus/0 (6) {tape=v3}
  000dbd  cmp     qword ptr [r14+8],0
  000dc9  jne     0x000000000000136f
; v12:int = readlist v3, v4 words => minus/0 (6) {tape=v3}
  000dcf  cmp     r15,[r14]
  000dd7  jae     0x0000000000001390
  000ddd  mov     rax,[r14+0x10]
  000de5  mov     rsi,[rax+r15*8]
; v13:int = sub v12, 1 => minus/0 (6) {tape=v3}
  000de9  sub     rsi,1
  000df0  jo      0x00000000000013b1
; v14:int = and v13, 255
  000df6  and     rsi,0xff
; v15:list = set v3, v4, v14 owned words in_bounds => minus/3 (6) {tape=v3, x=v14}
  000dfd  mov     rax,[r14-0x10]
  000e05  add     rax,[r14-8]
  000e0d  cmp     rax,2
  000e13  jne     0x0000000000000ed2
  000e19  mov     rax,[r14+0x10]
  000e21  lea     rax,[rax+r15*8]
  000e25  mov     [rax],rsi
; v16:int = put_byte v14 => output/0 (17) {tape=v15, pc=32}
  000e2c  cmp     rsi,0xff
  000e33  ja      0x0000000000000fc9
  000e39  mov     rax,[rbp+0x28]
  000e40  mov     rdx,[rax]
  000e43  cmp     rdx,0x10000
  000e4a  jae     0x0000000000000fc9
  000e50  mov     [rax+rdx+8],sil
  000e58  add     rdx,1
  000e5c  mov     [rax],rdx
; guard_true v14 => close_bracket/0 (31) {tape=v15, pc=33}
  000e5f  test    rsi,rsi
  000e62  je      0x00000000000013d9
; guard_steps => loop/0 (34) {tape=v15}
; v19:list = phi tape v15
; v20:int = phi - v14
; loop (34)
  000e68  nop     [rax+rax]
; v22:int = sub_nov v20, 1
  000e70  sub     rsi,1
; v23:int = and v22, 255
  000e77  and     rsi,0xff
; v24:list = set v19, v4, v23 owned words in_bounds => minus/3 (6) {tape=v19, x=v23}
  000e7e  mov     rax,[r14+0x10]
  000e86  lea     rax,[rax+r15*8]
  000e8a  mov     [rax],rsi
; v25:int = put_byte v23 => output/0 (17) {tape=v24, pc=32}
  000e91  cmp     rsi,0xff
  000e98  ja      0x000000000000118c
  000e9e  mov     rax,[rbp+0x28]
  000ea5  mov     rdx,[rax]
  000ea8  cmp     rdx,0x10000
  000eaf  jae     0x000000000000118c
  000eb5  mov     [rax+rdx+8],sil
  000ebd  add     rdx,1
  000ec1  mov     [rax],rdx
; guard_true v23 => close_bracket/0 (31) {tape=v24, pc=33}
  000ec4  test    rsi,rsi
  000ec7  jne     0x0000000000000e70
  000ecd  jmp     0x0000000000001405
; guard_steps => loop/0 (34) {tape=v24}
; jump (34) v19 <- v24, v20 <- v23
  000ed2  sub     rsp,0x70
  000ed9  mov     [rsp+0x30],rcx
  000ee1  mov     [rsp+0x38],rsi
  000ee9  mov     [rsp+0x40],rdi
  000ef1  mov     [rsp+0x48],r8
  000ef9  mov     [rsp+0x50],r9
  000f01  mov     [rsp+0x58],r10
  000f09  mov     [rsp],r14
  000f11  mov     qword ptr [rsp+8],3
  000f1d  mov     [rsp+0x10],r15
  000f25  mov     qword ptr [rsp+0x18],1
  000f31  mov     [rsp+0x20],rsi
  000f39  mov     qword ptr [rsp+0x28],1
  000f45  mov     rdi,[rbp+0x20]
  000f4c  mov     esi,0xe
  000f51  mov     rdx,rsp
  000f54  mov     rcx,0xfffffffffffffff2
  000f5e  mov     r8,0xfffffffffffffff2
  000f68  mov     r9,0
  000f72  mov     rax,<list_op>
  000f7c  call    rax
  000f7e  mov     r11,rax
  000f81  mov     rcx,[rsp+0x30]
  000f89  mov     rsi,[rsp+0x38]
  000f91  mov     rdi,[rsp+0x40]
  000f99  mov     r8,[rsp+0x48]
  000fa1  mov     r9,[rsp+0x50]
  000fa9  mov     r10,[rsp+0x58]
  000fb1  add     rsp,0x70
  000fb8  test    rdx,rdx
  000fbb  je      0x0000000000001431
  000fc1  mov     r14,r11
  000fc4  jmp     0x0000000000000e2c
  000fc9  sub     rsp,0x70
  000fd0  mov     [rsp+0x30],rcx
  000fd8  mov     [rsp+0x38],rsi
  000fe0  mov     [rsp+0x40],rdi
  000fe8  mov     [rsp+0x48],r8
  000ff0  mov     [rsp+0x50],r9
  000ff8  mov     [rsp+0x58],r10
  001000  mov     [rsp],rsi
  001008  mov     qword ptr [rsp+8],1
  001014  mov     rdi,[rbp+0x20]
  00101b  mov     esi,0x14
  001020  mov     rdx,rsp
  001023  mov     rcx,1
  00102d  mov     r8,0
  001037  mov     r9,0
  001041  mov     rax,<call_op>
  00104b  call    rax
  00104d  mov     r11,rax
  001050  mov     rcx,[rsp+0x30]
  001058  mov     rsi,[rsp+0x38]
  001060  mov     rdi,[rsp+0x40]
  001068  mov     r8,[rsp+0x48]
  001070  mov     r9,[rsp+0x50]
  001078  mov     r10,[rsp+0x58]
  001080  add     rsp,0x70
  001087  test    rdx,rdx
  00108a  je      0x0000000000001464
  001090  jmp     0x0000000000000e5f
  001095  sub     rsp,0x70
  00109c  mov     [rsp+0x30],rcx
  0010a4  mov     [rsp+0x38],rsi
  0010ac  mov     [rsp+0x40],rdi
  0010b4  mov     [rsp+0x48],r8
  0010bc  mov     [rsp+0x50],r9
  0010c4  mov     [rsp+0x58],r10
  0010cc  mov     [rsp],r14
  0010d4  mov     qword ptr [rsp+8],3
  0010e0  mov     [rsp+0x10],r15
  0010e8  mov     qword ptr [rsp+0x18],1
  0010f4  mov     [rsp+0x20],rsi
  0010fc  mov     qword ptr [rsp+0x28],1
  001108  mov     rdi,[rbp+0x20]
  00110f  mov     esi,0xe
  001114  mov     rdx,rsp
  001117  mov     rcx,0xfffffffffffffff2
  001121  mov     r8,0xfffffffffffffff2
  00112b  mov     r9,0
  001135  mov     rax,<list_op>
  00113f  call    rax
  001141  mov     r11,rax
  001144  mov     rcx,[rsp+0x30]
  00114c  mov     rsi,[rsp+0x38]
  001154  mov     rdi,[rsp+0x40]
  00115c  mov     r8,[rsp+0x48]
  001164  mov     r9,[rsp+0x50]
  00116c  mov     r10,[rsp+0x58]
  001174  add     rsp,0x70
  00117b  test    rdx,rdx
  00117e  je      0x0000000000001490
  001184  mov     r14,r11
  001187  jmp     0x0000000000000e91
  00118c  sub     rsp,0x70
  001193  mov     [rsp+0x30],rcx
  00119b  mov     [rsp+0x38],rsi
  0011a3  mov     [rsp+0x40],rdi
  0011ab  mov     [rsp+0x48],r8
  0011b3  mov     [rsp+0x50],r9
  0011bb  mov     [rsp+0x58],r10
  0011c3  mov     [rsp],rsi
  0011cb  mov     qword ptr [rsp+8],1
  0011d7  mov     rdi,[rbp+0x20]
  0011de  mov     esi,0x14
  0011e3  mov     rdx,rsp
  0011e6  mov     rcx,1
  0011f0  mov     r8,0
  0011fa  mov     r9,0
  001204  mov     rax,<call_op>
  00120e  call    rax
  001210  mov     r11,rax
  001213  mov     rcx,[rsp+0x30]
  00121b  mov     rsi,[rsp+0x38]
  001223  mov     rdi,[rsp+0x40]
  00122b  mov     r8,[rsp+0x48]
  001233  mov     r9,[rsp+0x50]
  00123b  mov     r10,[rsp+0x58]
  001243  add     rsp,0x70
  00124a  test    rdx,rdx
  00124d  je      0x00000000000014c3
  001253  jmp     0x0000000000000ec4
; exits
  001258  mov     rax,0x2fffffffe
  001262  jmp     0x0000000000000016
  001267  mov     [rbp+0x10],r12
  00126e  mov     qword ptr [rbp+0x18],3
  001279  mov     [rbp+0x98],r14
  001280  mov     qword ptr [rbp+0x140],3
  00128b  mov     rdi,[rbp+0x20]
  001292  mov     rsi,8
  00129c  mov     rdx,0
  0012a6  mov     rax,<exit_lists>
  0012b0  call    rax
  0012b2  mov     rax,0x200000000
  0012bc  jmp     0x0000000000000016
  0012c1  mov     [rbp+0x10],r13
  0012c8  mov     qword ptr [rbp+0x18],3
  0012d3  mov     [rbp+0x98],r14
  0012da  mov     qword ptr [rbp+0x140],3
  0012e5  mov     rdi,[rbp+0x20]
  0012ec  mov     rsi,8
  0012f6  mov     rdx,0
  001300  mov     rax,<exit_lists>
  00130a  call    rax
  00130c  mov     rax,0x200000001
  001316  jmp     0x0000000000000016
  00131b  mov     [rbp+0x10],rsi
  001322  mov     qword ptr [rbp+0x18],1
  00132d  mov     [rbp+0x98],r14
  001334  mov     qword ptr [rbp+0x140],3
  00133f  mov     rax,0x200000002
  001349  jmp     0x0000000000000016
  00134e  mov     [rbp+0x98],r14
  001355  mov     qword ptr [rbp+0x140],3
  001360  mov     rax,0x200000003
  00136a  jmp     0x0000000000000016
  00136f  mov     [rbp+0x98],r14
  001376  mov     qword ptr [rbp+0x140],3
  001381  mov     rax,0x200000004
  00138b  jmp     0x0000000000000016
  001390  mov     [rbp+0x98],r14
  001397  mov     qword ptr [rbp+0x140],3
  0013a2  mov     rax,0x200000005
  0013ac  jmp     0x0000000000000016
  0013b1  add     rsi,1
  0013b8  mov     [rbp+0x98],r14
  0013bf  mov     qword ptr [rbp+0x140],3
  0013ca  mov     rax,0x200000006
  0013d4  jmp     0x0000000000000016
  0013d9  mov     [rbp+0x98],r14
  0013e0  mov     qword ptr [rbp+0x140],3
  0013eb  mov     qword ptr [rbp+0xa8],0x21
  0013f6  mov     rax,0x200000009
  001400  jmp     0x0000000000000016
  001405  mov     [rbp+0x98],r14
  00140c  mov     qword ptr [rbp+0x140],3
  001417  mov     qword ptr [rbp+0xa8],0x21
  001422  mov     rax,0x20000000d
  00142c  jmp     0x0000000000000016
  001431  mov     [rbp+0x98],r14
  001438  mov     qword ptr [rbp+0x140],3
  001443  mov     [rbp+0xb8],rsi
  00144a  mov     qword ptr [rbp+0x160],1
  001455  mov     rax,0x200000007
  00145f  jmp     0x0000000000000016
  001464  mov     [rbp+0x98],r14
  00146b  mov     qword ptr [rbp+0x140],3
  001476  mov     qword ptr [rbp+0xa8],0x20
  001481  mov     rax,0x200000008
  00148b  jmp     0x0000000000000016
  001490  mov     [rbp+0x98],r14
  001497  mov     qword ptr [rbp+0x140],3
  0014a2  mov     [rbp+0xb8],rsi
  0014a9  mov     qword ptr [rbp+0x160],1
  0014b4  mov     rax,0x20000000b
  0014be  jmp     0x0000000000000016
  0014c3  mov     [rbp+0x98],r14
  0014ca  mov     qword ptr [rbp+0x140],3
  0014d5  mov     qword ptr [rbp+0xa8],0x20
  0014e0  mov     rax,0x20000000c
  0014ea  jmp     0x0000000000000016

; T3: 2666 bytes
; v0:int = input n
  0014f0  cmp     qword ptr [rbp+0xd8],1
  0014fb  jne     0x0000000000001b08
  001501  mov     rbx,[rbp+0x30]
; v1:list = input src
  001508  cmp     qword ptr [rbp+0xe0],3
  001513  jne     0x0000000000001b08
  001519  mov     r12,[rbp+0x38]
; v2:list = input jumps
  001520  cmp     qword ptr [rbp+0xe8],3
  00152b  jne     0x0000000000001b08
  001531  mov     r13,[rbp+0x40]
; v3:list = input tape
  001538  cmp     qword ptr [rbp+0x140],3
  001543  jne     0x0000000000001b08
  001549  mov     r14,[rbp+0x98]
; v4:int = input p
  001550  cmp     qword ptr [rbp+0x148],1
  00155b  jne     0x0000000000001b08
  001561  mov     r15,[rbp+0xa0]
; v5:int = input pc
  001568  cmp     qword ptr [rbp+0x150],1
  001573  jne     0x0000000000001b08
  001579  mov     rsi,[rbp+0xa8]
; guard_value v1, <list of 67> => loop/0 (0) {tape=v3, p=v4}
  001580  mov     rax,<list k0>
  00158a  cmp     r12,rax
  00158d  jne     0x0000000000001b17
; guard_value v2, <list of 67> => loop_jumps/0 (1) {tape=v3, p=v4}
  001593  mov     rax,<list k1>
  00159d  cmp     r13,rax
  0015a0  jne     0x0000000000001b78
; guard_value v5, 58 => loop_pc/0 (2) {tape=v3, p=v4}
  0015a6  cmp     rsi,0x3a
  0015ad  jne     0x0000000000001bd9
  0015b3  jmp     0x00000000000015cd
  0015b8  mov     rbx,[rbp+0x30]
  0015bf  mov     r14,[rbp+0x98]
  0015c6  mov     r15,[rbp+0xa0]
; v9:int = le 63, v0
; guard_true v9 => dispatch/0 (3) {tape=v3, p=v4}
  0015cd  mov     r11,0x3f
  0015d4  cmp     r11,rbx
  0015d7  jg      0x0000000000001c13
; guard_words v3 => minus/0 (6) {tape=v3, p=v4}
  0015dd  cmp     qword ptr [r14+8],0
  0015e9  jne     0x0000000000001c3b
; v12:int = readlist v3, v4 words => minus/0 (6) {tape=v3, p=v4}
  0015ef  cmp     r15,[r14]
  0015f7  jae     0x0000000000001c63
  0015fd  mov     rax,[r14+0x10]
  001605  mov     rsi,[rax+r15*8]
; v13:int = sub v12, 1 => minus/0 (6) {tape=v3, p=v4}
  001609  sub     rsi,1
  001610  jo      0x0000000000001c8b
; v14:int = and v13, 255
  001616  and     rsi,0xff
; v15:list = set v3, v4, v14 owned words in_bounds => minus/3 (6) {tape=v3, p=v4, x=v14}
  00161d  mov     rax,[r14-0x10]
  001625  add     rax,[r14-8]
  00162d  cmp     rax,2
  001633  jne     0x000000000000172c
  001639  mov     rax,[r14+0x10]
  001641  lea     rax,[rax+r15*8]
  001645  mov     [rax],rsi
; v16:int = add_nov v4, 1
  00164c  lea     rsi,[r15+1]
; v17:int = and v16, 65535
  001654  and     rsi,0xffff
; v18:int = len v15
  00165b  mov     r13,[r14]
; v19:int = lt 65535, v18
; guard_true v19 => plus/0 (22) {tape=v15, p=v17, pc=60}
  001663  mov     r11,0xffff
  00166a  cmp     r11,r13
  00166d  jge     0x0000000000001cba
; v21:int = readlist v15, v17 words in_bounds => plus/0 (22) {tape=v15, p=v17, pc=60}
  001673  mov     rax,[r14+0x10]
  00167b  mov     r13,[rax+rsi*8]
; v22:int = add v21, 1 => plus/0 (22) {tape=v15, p=v17, pc=60}
  00167f  add     r13,1
  001686  jo      0x0000000000001d20
; v23:int = and v22, 255
  00168c  and     r13,0xff
; v24:list = set v15, v17, v23 owned words in_bounds => plus/3 (22) {tape=v15, p=v17, pc=60, x=v23}
  001693  mov     rax,[r14+0x10]
  00169b  lea     rax,[rax+rsi*8]
  00169f  mov     [rax],r13
; v25:int = and v4, 65535
  0016a6  and     r15,0xffff
; v26:int = readlist v24, v25 words in_bounds => close_bracket/0 (46) {tape=v24, p=v25, pc=62}
  0016ad  mov     rax,[r14+0x10]
  0016b5  mov     r12,[rax+r15*8]
; guard_true v26 => close_bracket/0 (46) {tape=v24, p=v25, pc=62}
  0016b9  test    r12,r12
  0016bc  je      0x0000000000001d8d
; guard_steps => loop/0 (49) {tape=v24, p=v25}
; v29:list = phi tape v24
; v30:int = phi - v26
; v31:int = phi - v23
; loop (49)
  0016c2  nop     [rax+rax]
  0016cb  nop     [rax+rax]
; v33:int = sub v30, 1 => minus/0 (6) {tape=v29, p=v25}
  0016d0  sub     r12,1
  0016d7  jo      0x0000000000001dc0
; v34:int = and v33, 255
  0016dd  and     r12,0xff
; v35:list = set v29, v25, v34 owned words in_bounds => minus/3 (6) {tape=v29, p=v25, x=v34}
  0016e4  mov     rax,[r14+0x10]
  0016ec  lea     rax,[rax+r15*8]
  0016f0  mov     [rax],r12
; v36:int = add v31, 1 => plus/0 (22) {tape=v35, p=v17, pc=60}
  0016f7  add     r13,1
  0016fe  jo      0x0000000000001def
; v37:int = and v36, 255
  001704  and     r13,0xff
; v38:list = set v35, v17, v37 owned words in_bounds => plus/3 (22) {tape=v35, p=v17, pc=60, x=v37}
  00170b  mov     rax,[r14+0x10]
  001713  lea     rax,[rax+rsi*8]
  001717  mov     [rax],r13
; guard_true v34 => close_bracket/0 (46) {tape=v38, p=v25, pc=62}
  00171e  test    r12,r12
  001721  jne     0x00000000000016d0
  001727  jmp     0x0000000000001e29
; guard_steps => loop/0 (49) {tape=v38, p=v25}
; jump (49) v29 <- v38, v30 <- v34, v31 <- v37
  00172c  sub     rsp,0x70
  001733  mov     [rsp+0x30],rcx
  00173b  mov     [rsp+0x38],rsi
  001743  mov     [rsp+0x40],rdi
  00174b  mov     [rsp+0x48],r8
  001753  mov     [rsp+0x50],r9
  00175b  mov     [rsp+0x58],r10
  001763  mov     [rsp],r14
  00176b  mov     qword ptr [rsp+8],3
  001777  mov     [rsp+0x10],r15
  00177f  mov     qword ptr [rsp+0x18],1
  00178b  mov     [rsp+0x20],rsi
  001793  mov     qword ptr [rsp+0x28],1
  00179f  mov     rdi,[rbp+0x20]
  0017a6  mov     esi,0xe
  0017ab  mov     rdx,rsp
  0017ae  mov     rcx,0xfffffffffffffff2
  0017b8  mov     r8,0xfffffffffffffff2
  0017c2  mov     r9,0
  0017cc  mov     rax,<list_op>
  0017d6  call    rax
  0017d8  mov     r11,rax
  0017db  mov     rcx,[rsp+0x30]
  0017e3  mov     rsi,[rsp+0x38]
  0017eb  mov     rdi,[rsp+0x40]
  0017f3  mov     r8,[rsp+0x48]
  0017fb  mov     r9,[rsp+0x50]
  001803  mov     r10,[rsp+0x58]
  00180b  add     rsp,0x70
  001812  test    rdx,rdx
  001815  je      0x0000000000001e5c
  00181b  mov     r14,r11
  00181e  jmp     0x000000000000164c
  001823  sub     rsp,0x70
  00182a  mov     [rsp+0x30],rcx
  001832  mov     [rsp+0x38],rsi
  00183a  mov     [rsp+0x40],rdi
  001842  mov     [rsp+0x48],r8
  00184a  mov     [rsp+0x50],r9
  001852  mov     [rsp+0x58],r10
  00185a  mov     [rsp],r14
  001862  mov     qword ptr [rsp+8],3
  00186e  mov     [rsp+0x10],rsi
  001876  mov     qword ptr [rsp+0x18],1
  001882  mov     [rsp+0x20],r13
  00188a  mov     qword ptr [rsp+0x28],1
  001896  mov     rdi,[rbp+0x20]
  00189d  mov     esi,0xe
  0018a2  mov     rdx,rsp
  0018a5  mov     rcx,0xfffffffffffffff2
  0018af  mov     r8,0xfffffffffffffff2
  0018b9  mov     r9,0
  0018c3  mov     rax,<list_op>
  0018cd  call    rax
  0018cf  mov     r11,rax
  0018d2  mov     rcx,[rsp+0x30]
  0018da  mov     rsi,[rsp+0x38]
  0018e2  mov     rdi,[rsp+0x40]
  0018ea  mov     r8,[rsp+0x48]
  0018f2  mov     r9,[rsp+0x50]
  0018fa  mov     r10,[rsp+0x58]
  001902  add     rsp,0x70
  001909  test    rdx,rdx
  00190c  je      0x0000000000001e96
  001912  mov     r14,r11
  001915  jmp     0x00000000000016a6
  00191a  sub     rsp,0x70
  001921  mov     [rsp+0x30],rcx
  001929  mov     [rsp+0x38],rsi
  001931  mov     [rsp+0x40],rdi
  001939  mov     [rsp+0x48],r8
  001941  mov     [rsp+0x50],r9
  001949  mov     [rsp+0x58],r10
  001951  mov     [rsp],r14
  001959  mov     qword ptr [rsp+8],3
  001965  mov     [rsp+0x10],r15
  00196d  mov     qword ptr [rsp+0x18],1
  001979  mov     [rsp+0x20],r12
  001981  mov     qword ptr [rsp+0x28],1
  00198d  mov     rdi,[rbp+0x20]
  001994  mov     esi,0xe
  001999  mov     rdx,rsp
  00199c  mov     rcx,0xfffffffffffffff2
  0019a6  mov     r8,0xfffffffffffffff2
  0019b0  mov     r9,0
  0019ba  mov     rax,<list_op>
  0019c4  call    rax
  0019c6  mov     r11,rax
  0019c9  mov     rcx,[rsp+0x30]
  0019d1  mov     rsi,[rsp+0x38]
  0019d9  mov     rdi,[rsp+0x40]
  0019e1  mov     r8,[rsp+0x48]
  0019e9  mov     r9,[rsp+0x50]
  0019f1  mov     r10,[rsp+0x58]
  0019f9  add     rsp,0x70
  001a00  test    rdx,rdx
  001a03  je      0x0000000000001edb
  001a09  mov     r14,r11
  001a0c  jmp     0x00000000000016f7
  001a11  sub     rsp,0x70
  001a18  mov     [rsp+0x30],rcx
  001a20  mov     [rsp+0x38],rsi
  001a28  mov     [rsp+0x40],rdi
  001a30  mov     [rsp+0x48],r8
  001a38  mov     [rsp+0x50],r9
  001a40  mov     [rsp+0x58],r10
  001a48  mov     [rsp],r14
  001a50  mov     qword ptr [rsp+8],3
  001a5c  mov     [rsp+0x10],rsi
  001a64  mov     qword ptr [rsp+0x18],1
  001a70  mov     [rsp+0x20],r13
  001a78  mov     qword ptr [rsp+0x28],1
  001a84  mov     rdi,[rbp+0x20]
  001a8b  mov     esi,0xe
  001a90  mov     rdx,rsp
  001a93  mov     rcx,0xfffffffffffffff2
  001a9d  mov     r8,0xfffffffffffffff2
  001aa7  mov     r9,0
  001ab1  mov     rax,<list_op>
  001abb  call    rax
  001abd  mov     r11,rax
  001ac0  mov     rcx,[rsp+0x30]
  001ac8  mov     rsi,[rsp+0x38]
  001ad0  mov     rdi,[rsp+0x40]
  001ad8  mov     r8,[rsp+0x48]
  001ae0  mov     r9,[rsp+0x50]
  001ae8  mov     r10,[rsp+0x58]
  001af0  add     rsp,0x70
  001af7  test    rdx,rdx
  001afa  je      0x0000000000001f15
  001b00  mov     r14,r11
  001b03  jmp     0x000000000000171e
; exits
  001b08  mov     rax,0x3fffffffe
  001b12  jmp     0x0000000000000016
  001b17  mov     [rbp+0x10],r12
  001b1e  mov     qword ptr [rbp+0x18],3
  001b29  mov     [rbp+0x98],r14
  001b30  mov     qword ptr [rbp+0x140],3
  001b3b  mov     [rbp+0xa0],r15
  001b42  mov     rdi,[rbp+0x20]
  001b49  mov     rsi,8
  001b53  mov     rdx,0
  001b5d  mov     rax,<exit_lists>
  001b67  call    rax
  001b69  mov     rax,0x300000000
  001b73  jmp     0x0000000000000016
  001b78  mov     [rbp+0x10],r13
  001b7f  mov     qword ptr [rbp+0x18],3
  001b8a  mov     [rbp+0x98],r14
  001b91  mov     qword ptr [rbp+0x140],3
  001b9c  mov     [rbp+0xa0],r15
  001ba3  mov     rdi,[rbp+0x20]
  001baa  mov     rsi,8
  001bb4  mov     rdx,0
  001bbe  mov     rax,<exit_lists>
  001bc8  call    rax
  001bca  mov     rax,0x300000001
  001bd4  jmp     0x0000000000000016
  001bd9  mov     [rbp+0x10],rsi
  001be0  mov     qword ptr [rbp+0x18],1
  001beb  mov     [rbp+0x98],r14
  001bf2  mov     qword ptr [rbp+0x140],3
  001bfd  mov     [rbp+0xa0],r15
  001c04  mov     rax,0x300000002
  001c0e  jmp     0x0000000000000016
  001c13  mov     [rbp+0x98],r14
  001c1a  mov     qword ptr [rbp+0x140],3
  001c25  mov     [rbp+0xa0],r15
  001c2c  mov     rax,0x300000003
  001c36  jmp     0x0000000000000016
  001c3b  mov     [rbp+0x98],r14
  001c42  mov     qword ptr [rbp+0x140],3
  001c4d  mov     [rbp+0xa0],r15
  001c54  mov     rax,0x300000004
  001c5e  jmp     0x0000000000000016
  001c63  mov     [rbp+0x98],r14
  001c6a  mov     qword ptr [rbp+0x140],3
  001c75  mov     [rbp+0xa0],r15
  001c7c  mov     rax,0x300000005
  001c86  jmp     0x0000000000000016
  001c8b  add     rsi,1
  001c92  mov     [rbp+0x98],r14
  001c99  mov     qword ptr [rbp+0x140],3
  001ca4  mov     [rbp+0xa0],r15
  001cab  mov     rax,0x300000006
  001cb5  jmp     0x0000000000000016
  001cba  mov     [rbp+0x98],r14
  001cc1  mov     qword ptr [rbp+0x140],3
  001ccc  mov     [rbp+0xa0],rsi
  001cd3  mov     qword ptr [rbp+0xa8],0x3c
  001cde  mov     rax,0x300000008
  001ce8  jmp     0x0000000000000016
  001ced  mov     [rbp+0x98],r14
  001cf4  mov     qword ptr [rbp+0x140],3
  001cff  mov     [rbp+0xa0],rsi
  001d06  mov     qword ptr [rbp+0xa8],0x3c
  001d11  mov     rax,0x300000009
  001d1b  jmp     0x0000000000000016
  001d20  sub     r13,1
  001d27  mov     [rbp+0x98],r14
  001d2e  mov     qword ptr [rbp+0x140],3
  001d39  mov     [rbp+0xa0],rsi
  001d40  mov     qword ptr [rbp+0xa8],0x3c
  001d4b  mov     rax,0x30000000a
  001d55  jmp     0x0000000000000016
  001d5a  mov     [rbp+0x98],r14
  001d61  mov     qword ptr [rbp+0x140],3
  001d6c  mov     [rbp+0xa0],r15
  001d73  mov     qword ptr [rbp+0xa8],0x3e
  001d7e  mov     rax,0x30000000c
  001d88  jmp     0x0000000000000016
  001d8d  mov     [rbp+0x98],r14
  001d94  mov     qword ptr [rbp+0x140],3
  001d9f  mov     [rbp+0xa0],r15
  001da6  mov     qword ptr [rbp+0xa8],0x3e
  001db1  mov     rax,0x30000000d
  001dbb  jmp     0x0000000000000016
  001dc0  add     r12,1
  001dc7  mov     [rbp+0x98],r14
  001dce  mov     qword ptr [rbp+0x140],3
  001dd9  mov     [rbp+0xa0],r15
  001de0  mov     rax,0x30000000f
  001dea  jmp     0x0000000000000016
  001def  sub     r13,1
  001df6  mov     [rbp+0x98],r14
  001dfd  mov     qword ptr [rbp+0x140],3
  001e08  mov     [rbp+0xa0],rsi
  001e0f  mov     qword ptr [rbp+0xa8],0x3c
  001e1a  mov     rax,0x300000011
  001e24  jmp     0x0000000000000016
  001e29  mov     [rbp+0x98],r14
  001e30  mov     qword ptr [rbp+0x140],3
  001e3b  mov     [rbp+0xa0],r15
  001e42  mov     qword ptr [rbp+0xa8],0x3e
  001e4d  mov     rax,0x300000013
  001e57  jmp     0x0000000000000016
  001e5c  mov     [rbp+0x98],r14
  001e63  mov     qword ptr [rbp+0x140],3
  001e6e  mov     [rbp+0xa0],r15
  001e75  mov     [rbp+0xb8],rsi
  001e7c  mov     qword ptr [rbp+0x160],1
  001e87  mov     rax,0x300000007
  001e91  jmp     0x0000000000000016
  001e96  mov     [rbp+0x98],r14
  001e9d  mov     qword ptr [rbp+0x140],3
  001ea8  mov     [rbp+0xa0],rsi
  001eaf  mov     qword ptr [rbp+0xa8],0x3c
  001eba  mov     [rbp+0xb8],r13
  001ec1  mov     qword ptr [rbp+0x160],1
  001ecc  mov     rax,0x30000000b
  001ed6  jmp     0x0000000000000016
  001edb  mov     [rbp+0x98],r14
  001ee2  mov     qword ptr [rbp+0x140],3
  001eed  mov     [rbp+0xa0],r15
  001ef4  mov     [rbp+0xb8],r12
  001efb  mov     qword ptr [rbp+0x160],1
  001f06  mov     rax,0x300000010
  001f10  jmp     0x0000000000000016
  001f15  mov     [rbp+0x98],r14
  001f1c  mov     qword ptr [rbp+0x140],3
  001f27  mov     [rbp+0xa0],rsi
  001f2e  mov     qword ptr [rbp+0xa8],0x3c
  001f39  mov     [rbp+0xb8],r13
  001f40  mov     qword ptr [rbp+0x160],1
  001f4b  mov     rax,0x300000012
  001f55  jmp     0x0000000000000016

; T4: 1484 bytes
; v0:int = input n
  001f60  cmp     qword ptr [rbp+0xd8],1
  001f6b  jne     0x00000000000022ed
  001f71  mov     rbx,[rbp+0x30]
; v1:list = input src
  001f78  cmp     qword ptr [rbp+0xe0],3
  001f83  jne     0x00000000000022ed
  001f89  mov     r12,[rbp+0x38]
; v2:list = input jumps
  001f90  cmp     qword ptr [rbp+0xe8],3
  001f9b  jne     0x00000000000022ed
  001fa1  mov     r13,[rbp+0x40]
; v3:list = input tape
  001fa8  cmp     qword ptr [rbp+0x140],3
  001fb3  jne     0x00000000000022ed
  001fb9  mov     r14,[rbp+0x98]
; v4:int = input p
  001fc0  cmp     qword ptr [rbp+0x148],1
  001fcb  jne     0x00000000000022ed
  001fd1  mov     r15,[rbp+0xa0]
; v5:int = input pc
  001fd8  cmp     qword ptr [rbp+0x150],1
  001fe3  jne     0x00000000000022ed
  001fe9  mov     rsi,[rbp+0xa8]
; guard_value v1, <list of 67> => loop/0 (0) {tape=v3}
  001ff0  mov     rax,<list k0>
  001ffa  cmp     r12,rax
  001ffd  jne     0x00000000000022fc
; guard_value v2, <list of 67> => loop_jumps/0 (1) {tape=v3}
  002003  mov     rax,<list k1>
  00200d  cmp     r13,rax
  002010  jne     0x0000000000002356
; guard_value v5, 65 => loop_pc/0 (2) {tape=v3}
  002016  cmp     rsi,0x41
  00201d  jne     0x00000000000023b0
  002023  jmp     0x000000000000203d
  002028  mov     rbx,[rbp+0x30]
  00202f  mov     r14,[rbp+0x98]
  002036  mov     r15,[rbp+0xa0]
; v9:int = le 67, v0
; guard_true v9 => dispatch/0 (3) {tape=v3}
  00203d  mov     r11,0x43
  002044  cmp     r11,rbx
  002047  jg      0x00000000000023e3
; guard_words v3 => minus/0 (6) {tape=v3}
  00204d  cmp     qword ptr [r14+8],0
  002059  jne     0x0000000000002404
; v12:int = readlist v3, v4 words => minus/0 (6) {tape=v3}
  00205f  cmp     r15,[r14]
  002067  jae     0x0000000000002425
  00206d  mov     rax,[r14+0x10]
  002075  mov     rsi,[rax+r15*8]
; v13:int = sub v12, 1 => minus/0 (6) {tape=v3}
  002079  sub     rsi,1
  002080  jo      0x0000000000002446
; v14:int = and v13, 255
  002086  and     rsi,0xff
; v15:list = set v3, v4, v14 owned words in_bounds => minus/3 (6) {tape=v3, x=v14}
  00208d  mov     rax,[r14-0x10]
  002095  add     rax,[r14-8]
  00209d  cmp     rax,2
  0020a3  jne     0x00000000000020ff
  0020a9  mov     rax,[r14+0x10]
  0020b1  lea     rax,[rax+r15*8]
  0020b5  mov     [rax],rsi
; guard_true v14 => close_bracket/0 (20) {tape=v15, pc=66}
  0020bc  test    rsi,rsi
  0020bf  je      0x000000000000246e
; guard_steps => loop/0 (23) {tape=v15}
; v18:list = phi tape v15
; v19:int = phi - v14
; loop (23)
  0020c5  nop     [rax+rax]
  0020ce  xchg    ax,ax
; v21:int = sub_nov v19, 1
  0020d0  sub     rsi,1
; v22:int = and v21, 255
  0020d7  and     rsi,0xff
; v23:list = set v18, v4, v22 owned words in_bounds => minus/3 (6) {tape=v18, x=v22}
  0020de  mov     rax,[r14+0x10]
  0020e6  lea     rax,[rax+r15*8]
  0020ea  mov     [rax],rsi
; guard_true v22 => close_bracket/0 (20) {tape=v23, pc=66}
  0020f1  test    rsi,rsi
  0020f4  jne     0x00000000000020d0
  0020fa  jmp     0x000000000000249a
; guard_steps => loop/0 (23) {tape=v23}
; jump (23) v18 <- v23, v19 <- v22
  0020ff  sub     rsp,0x70
  002106  mov     [rsp+0x30],rcx
  00210e  mov     [rsp+0x38],rsi
  002116  mov     [rsp+0x40],rdi
  00211e  mov     [rsp+0x48],r8
  002126  mov     [rsp+0x50],r9
  00212e  mov     [rsp+0x58],r10
  002136  mov     [rsp],r14
  00213e  mov     qword ptr [rsp+8],3
  00214a  mov     [rsp+0x10],r15
  002152  mov     qword ptr [rsp+0x18],1
  00215e  mov     [rsp+0x20],rsi
  002166  mov     qword ptr [rsp+0x28],1
  002172  mov     rdi,[rbp+0x20]
  002179  mov     esi,0xe
  00217e  mov     rdx,rsp
  002181  mov     rcx,0xfffffffffffffff2
  00218b  mov     r8,0xfffffffffffffff2
  002195  mov     r9,0
  00219f  mov     rax,<list_op>
  0021a9  call    rax
  0021ab  mov     r11,rax
  0021ae  mov     rcx,[rsp+0x30]
  0021b6  mov     rsi,[rsp+0x38]
  0021be  mov     rdi,[rsp+0x40]
  0021c6  mov     r8,[rsp+0x48]
  0021ce  mov     r9,[rsp+0x50]
  0021d6  mov     r10,[rsp+0x58]
  0021de  add     rsp,0x70
  0021e5  test    rdx,rdx
  0021e8  je      0x00000000000024c6
  0021ee  mov     r14,r11
  0021f1  jmp     0x00000000000020bc
  0021f6  sub     rsp,0x70
  0021fd  mov     [rsp+0x30],rcx
  002205  mov     [rsp+0x38],rsi
  00220d  mov     [rsp+0x40],rdi
  002215  mov     [rsp+0x48],r8
  00221d  mov     [rsp+0x50],r9
  002225  mov     [rsp+0x58],r10
  00222d  mov     [rsp],r14
  002235  mov     qword ptr [rsp+8],3
  002241  mov     [rsp+0x10],r15
  002249  mov     qword ptr [rsp+0x18],1
  002255  mov     [rsp+0x20],rsi
  00225d  mov     qword ptr [rsp+0x28],1
  002269  mov     rdi,[rbp+0x20]
  002270  mov     esi,0xe
  002275  mov     rdx,rsp
  002278  mov     rcx,0xfffffffffffffff2
  002282  mov     r8,0xfffffffffffffff2
  00228c  mov     r9,0
  002296  mov     rax,<list_op>
  0022a0  call    rax
  0022a2  mov     r11,rax
  0022a5  mov     rcx,[rsp+0x30]
  0022ad  mov     rsi,[rsp+0x38]
  0022b5  mov     rdi,[rsp+0x40]
  0022bd  mov     r8,[rsp+0x48]
  0022c5  mov     r9,[rsp+0x50]
  0022cd  mov     r10,[rsp+0x58]
  0022d5  add     rsp,0x70
  0022dc  test    rdx,rdx
  0022df  je      0x00000000000024f9
  0022e5  mov     r14,r11
  0022e8  jmp     0x00000000000020f1
; exits
  0022ed  mov     rax,0x4fffffffe
  0022f7  jmp     0x0000000000000016
  0022fc  mov     [rbp+0x10],r12
  002303  mov     qword ptr [rbp+0x18],3
  00230e  mov     [rbp+0x98],r14
  002315  mov     qword ptr [rbp+0x140],3
  002320  mov     rdi,[rbp+0x20]
  002327  mov     rsi,8
  002331  mov     rdx,0
  00233b  mov     rax,<exit_lists>
  002345  call    rax
  002347  mov     rax,0x400000000
  002351  jmp     0x0000000000000016
  002356  mov     [rbp+0x10],r13
  00235d  mov     qword ptr [rbp+0x18],3
  002368  mov     [rbp+0x98],r14
  00236f  mov     qword ptr [rbp+0x140],3
  00237a  mov     rdi,[rbp+0x20]
  002381  mov     rsi,8
  00238b  mov     rdx,0
  002395  mov     rax,<exit_lists>
  00239f  call    rax
  0023a1  mov     rax,0x400000001
  0023ab  jmp     0x0000000000000016
  0023b0  mov     [rbp+0x10],rsi
  0023b7  mov     qword ptr [rbp+0x18],1
  0023c2  mov     [rbp+0x98],r14
  0023c9  mov     qword ptr [rbp+0x140],3
  0023d4  mov     rax,0x400000002
  0023de  jmp     0x0000000000000016
  0023e3  mov     [rbp+0x98],r14
  0023ea  mov     qword ptr [rbp+0x140],3
  0023f5  mov     rax,0x400000003
  0023ff  jmp     0x0000000000000016
  002404  mov     [rbp+0x98],r14
  00240b  mov     qword ptr [rbp+0x140],3
  002416  mov     rax,0x400000004
  002420  jmp     0x0000000000000016
  002425  mov     [rbp+0x98],r14
  00242c  mov     qword ptr [rbp+0x140],3
  002437  mov     rax,0x400000005
  002441  jmp     0x0000000000000016
  002446  add     rsi,1
  00244d  mov     [rbp+0x98],r14
  002454  mov     qword ptr [rbp+0x140],3
  00245f  mov     rax,0x400000006
  002469  jmp     0x0000000000000016
  00246e  mov     [rbp+0x98],r14
  002475  mov     qword ptr [rbp+0x140],3
  002480  mov     qword ptr [rbp+0xa8],0x42
  00248b  mov     rax,0x400000008
  002495  jmp     0x0000000000000016
  00249a  mov     [rbp+0x98],r14
  0024a1  mov     qword ptr [rbp+0x140],3
  0024ac  mov     qword ptr [rbp+0xa8],0x42
  0024b7  mov     rax,0x40000000b
  0024c1  jmp     0x0000000000000016
  0024c6  mov     [rbp+0x98],r14
  0024cd  mov     qword ptr [rbp+0x140],3
  0024d8  mov     [rbp+0xb8],rsi
  0024df  mov     qword ptr [rbp+0x160],1
  0024ea  mov     rax,0x400000007
  0024f4  jmp     0x0000000000000016
  0024f9  mov     [rbp+0x98],r14
  002500  mov     qword ptr [rbp+0x140],3
  00250b  mov     [rbp+0xb8],rsi
  002512  mov     qword ptr [rbp+0x160],1
  00251d  mov     rax,0x40000000a
  002527  jmp     0x0000000000000016
