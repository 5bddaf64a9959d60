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
  00011b  nop
  00011c  nop
  00011d  nop
  00011e  nop
  00011f  nop
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

; T1: 2656 bytes
; v0:int = input n
  000270  cmp     qword ptr [rbp+0xd8],1
  00027b  jne     0x0000000000000882
  000281  mov     rbx,[rbp+0x30]
; v1:list = input src
  000288  cmp     qword ptr [rbp+0xe0],3
  000293  jne     0x0000000000000882
  000299  mov     r12,[rbp+0x38]
; v2:list = input jumps
  0002a0  cmp     qword ptr [rbp+0xe8],3
  0002ab  jne     0x0000000000000882
  0002b1  mov     r13,[rbp+0x40]
; v3:list = input tape
  0002b8  cmp     qword ptr [rbp+0x140],3
  0002c3  jne     0x0000000000000882
  0002c9  mov     r14,[rbp+0x98]
; v4:int = input p
  0002d0  cmp     qword ptr [rbp+0x148],1
  0002db  jne     0x0000000000000882
  0002e1  mov     r15,[rbp+0xa0]
; v5:int = input pc
  0002e8  cmp     qword ptr [rbp+0x150],1
  0002f3  jne     0x0000000000000882
  0002f9  mov     rsi,[rbp+0xa8]
; guard_value v1, [43, 43, 43, 43, 43, 43, 43, 43, 91, 45, 62, 43, 43, 43, 43, 43, 43, 43, 43, 60, 93, 62, 43, 91, 62, 43, 60, 45, 93, 62, 91, 45, 46, 93, 62, 43, 43, 43, 43, 43, 43, 43, 43, 91, 45, 60, 43, 43, 43, 43, 43, 43, 43, 43, 62, 93, 60, 91, 45, 62, 43, 60, 93, 62, 91, 45, 93] => loop/0 (0) {tape=v3, p=v4, pc=v5}
  000300  mov     rax,<list k0>
  00030a  cmp     r12,rax
  00030d  jne     0x0000000000000891
; guard_value v2, [0, 0, 0, 0, 0, 0, 0, 0, 20, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 8, 0, 0, 28, 0, 0, 0, 0, 23, 0, 33, 0, 0, 30, 0, 0, 0, 0, 0, 0, 0, 0, 0, 55, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 43, 0, 62, 0, 0, 0, 0, 57, 0, 66, 0, 64] => loop_jumps/0 (1) {tape=v3, p=v4, pc=v5}
  000313  mov     rax,<list k1>
  00031d  cmp     r13,rax
  000320  jne     0x00000000000008f9
; guard_value v5, 24 => loop_pc/0 (2) {tape=v3, p=v4, pc=v5}
  000326  cmp     rsi,0x18
  00032d  jne     0x0000000000000961
  000333  jmp     0x000000000000034d
  000338  mov     rbx,[rbp+0x30]
  00033f  mov     r14,[rbp+0x98]
  000346  mov     r15,[rbp+0xa0]
; v9:int = le 29, v0
; guard_true v9 => dispatch/0 (3) {tape=v3, p=v4, pc=24}
  00034d  mov     r11,0x1d
  000354  cmp     r11,rbx
  000357  jg      0x00000000000009a2
; v11:int = add v4, 1 => right/0 (7) {tape=v3, p=v4, pc=24}
  00035d  add     r15,1
  000364  jo      0x00000000000009d5
; v12:int = and v11, 65535
  00036a  mov     rsi,r15
  00036d  and     rsi,0xffff
; guard_words v3 => plus/0 (14) {tape=v3, p=v12, pc=25}
  000374  cmp     qword ptr [r14+8],0
  000380  jne     0x0000000000000a0f
; v14:int = readlist v3, v12 words => plus/0 (14) {tape=v3, p=v12, pc=25}
  000386  cmp     rsi,[r14]
  00038e  jae     0x0000000000000a42
  000394  mov     rax,[r14+0x10]
  00039c  mov     r13,[rax+rsi*8]
; v15:int = add v14, 1 => plus/0 (14) {tape=v3, p=v12, pc=25}
  0003a0  add     r13,1
  0003a7  jo      0x0000000000000a75
; v16:int = and v15, 255
  0003ad  and     r13,0xff
; v17:list = set v3, v12, v16 owned words in_bounds => plus/3 (14) {tape=v3, p=v12, pc=25, x=v16}
  0003b4  cmp     qword ptr [r14-0x10],1
  0003c0  jne     0x00000000000004a6
  0003c6  cmp     qword ptr [r14-8],1
  0003d2  jne     0x00000000000004a6
  0003d8  mov     rax,[r14+0x10]
  0003e0  lea     rax,[rax+rsi*8]
  0003e4  mov     [rax],r13
; v18:int = add_nov v11, -1
  0003eb  add     r15,0xffffffffffffffff
; v19:int = and v18, 65535
  0003f2  and     r15,0xffff
; v20:int = readlist v17, v19 words => minus/0 (32) {tape=v17, p=v19, pc=27}
  0003f9  cmp     r15,[r14]
  000401  jae     0x0000000000000aaf
  000407  mov     rax,[r14+0x10]
  00040f  mov     r12,[rax+r15*8]
; v21:int = sub v20, 1 => minus/0 (32) {tape=v17, p=v19, pc=27}
  000413  sub     r12,1
  00041a  jo      0x0000000000000ae2
; v22:int = and v21, 255
  000420  and     r12,0xff
; v23:list = set v17, v19, v22 owned words in_bounds => minus/3 (32) {tape=v17, p=v19, pc=27, x=v22}
  000427  mov     rax,[r14+0x10]
  00042f  lea     rax,[rax+r15*8]
  000433  mov     [rax],r12
; guard_true v22 => close_bracket/0 (46) {tape=v23, p=v19, pc=28}
  00043a  test    r12,r12
  00043d  je      0x0000000000000b1c
; guard_steps => loop/0 (49) {tape=v23, p=v19, pc=24}
; v26:list = phi tape v23
; v27:int = phi - v22
; v28:int = phi - v16
; loop (49)
  000443  nop
  000444  nop
  000445  nop
  000446  nop
  000447  nop
  000448  nop
  000449  nop
  00044a  nop
  00044b  nop
  00044c  nop
  00044d  nop
  00044e  nop
  00044f  nop
; v30:int = add v28, 1 => plus/0 (14) {tape=v26, p=v12, pc=25}
  000450  add     r13,1
  000457  jo      0x0000000000000b4f
; v31:int = and v30, 255
  00045d  and     r13,0xff
; v32:list = set v26, v12, v31 owned words in_bounds => plus/3 (14) {tape=v26, p=v12, pc=25, x=v31}
  000464  mov     rax,[r14+0x10]
  00046c  lea     rax,[rax+rsi*8]
  000470  mov     [rax],r13
; v33:int = sub_nov v27, 1
  000477  sub     r12,1
; v34:int = and v33, 255
  00047e  and     r12,0xff
; v35:list = set v32, v19, v34 owned words in_bounds => minus/3 (32) {tape=v32, p=v19, pc=27, x=v34}
  000485  mov     rax,[r14+0x10]
  00048d  lea     rax,[rax+r15*8]
  000491  mov     [rax],r12
; guard_true v34 => close_bracket/0 (46) {tape=v35, p=v19, pc=28}
  000498  test    r12,r12
  00049b  jne     0x0000000000000450
  0004a1  jmp     0x0000000000000b89
; guard_steps => loop/0 (49) {tape=v35, p=v19, pc=24}
; jump (49) v26 <- v35, v27 <- v34, v28 <- v31
  0004a6  sub     rsp,0x70
  0004ad  mov     [rsp+0x30],rcx
  0004b5  mov     [rsp+0x38],rsi
  0004bd  mov     [rsp+0x40],rdi
  0004c5  mov     [rsp+0x48],r8
  0004cd  mov     [rsp+0x50],r9
  0004d5  mov     [rsp+0x58],r10
  0004dd  mov     [rsp],r14
  0004e5  mov     qword ptr [rsp+8],3
  0004f1  mov     [rsp+0x10],rsi
  0004f9  mov     qword ptr [rsp+0x18],1
  000505  mov     [rsp+0x20],r13
  00050d  mov     qword ptr [rsp+0x28],1
  000519  mov     rdi,[rbp+0x20]
  000520  mov     esi,0xe
  000525  mov     rdx,rsp
  000528  mov     rcx,0xfffffffffffffff2
  000532  mov     r8,0xfffffffffffffff2
  00053c  mov     r9,0
  000546  mov     rax,<list_op>
  000550  call    rax
  000552  mov     r11,rax
  000555  mov     rcx,[rsp+0x30]
  00055d  mov     rsi,[rsp+0x38]
  000565  mov     rdi,[rsp+0x40]
  00056d  mov     r8,[rsp+0x48]
  000575  mov     r9,[rsp+0x50]
  00057d  mov     r10,[rsp+0x58]
  000585  add     rsp,0x70
  00058c  test    rdx,rdx
  00058f  je      0x0000000000000bbc
  000595  mov     r14,r11
  000598  jmp     0x00000000000003eb
  00059d  sub     rsp,0x70
  0005a4  mov     [rsp+0x30],rcx
  0005ac  mov     [rsp+0x38],rsi
  0005b4  mov     [rsp+0x40],rdi
  0005bc  mov     [rsp+0x48],r8
  0005c4  mov     [rsp+0x50],r9
  0005cc  mov     [rsp+0x58],r10
  0005d4  mov     [rsp],r14
  0005dc  mov     qword ptr [rsp+8],3
  0005e8  mov     [rsp+0x10],r15
  0005f0  mov     qword ptr [rsp+0x18],1
  0005fc  mov     [rsp+0x20],r12
  000604  mov     qword ptr [rsp+0x28],1
  000610  mov     rdi,[rbp+0x20]
  000617  mov     esi,0xe
  00061c  mov     rdx,rsp
  00061f  mov     rcx,0xfffffffffffffff2
  000629  mov     r8,0xfffffffffffffff2
  000633  mov     r9,0
  00063d  mov     rax,<list_op>
  000647  call    rax
  000649  mov     r11,rax
  00064c  mov     rcx,[rsp+0x30]
  000654  mov     rsi,[rsp+0x38]
  00065c  mov     rdi,[rsp+0x40]
  000664  mov     r8,[rsp+0x48]
  00066c  mov     r9,[rsp+0x50]
  000674  mov     r10,[rsp+0x58]
  00067c  add     rsp,0x70
  000683  test    rdx,rdx
  000686  je      0x0000000000000c01
  00068c  mov     r14,r11
  00068f  jmp     0x000000000000043a
  000694  sub     rsp,0x70
  00069b  mov     [rsp+0x30],rcx
  0006a3  mov     [rsp+0x38],rsi
  0006ab  mov     [rsp+0x40],rdi
  0006b3  mov     [rsp+0x48],r8
  0006bb  mov     [rsp+0x50],r9
  0006c3  mov     [rsp+0x58],r10
  0006cb  mov     [rsp],r14
  0006d3  mov     qword ptr [rsp+8],3
  0006df  mov     [rsp+0x10],rsi
  0006e7  mov     qword ptr [rsp+0x18],1
  0006f3  mov     [rsp+0x20],r13
  0006fb  mov     qword ptr [rsp+0x28],1
  000707  mov     rdi,[rbp+0x20]
  00070e  mov     esi,0xe
  000713  mov     rdx,rsp
  000716  mov     rcx,0xfffffffffffffff2
  000720  mov     r8,0xfffffffffffffff2
  00072a  mov     r9,0
  000734  mov     rax,<list_op>
  00073e  call    rax
  000740  mov     r11,rax
  000743  mov     rcx,[rsp+0x30]
  00074b  mov     rsi,[rsp+0x38]
  000753  mov     rdi,[rsp+0x40]
  00075b  mov     r8,[rsp+0x48]
  000763  mov     r9,[rsp+0x50]
  00076b  mov     r10,[rsp+0x58]
  000773  add     rsp,0x70
  00077a  test    rdx,rdx
  00077d  je      0x0000000000000c46
  000783  mov     r14,r11
  000786  jmp     0x0000000000000477
  00078b  sub     rsp,0x70
  000792  mov     [rsp+0x30],rcx
  00079a  mov     [rsp+0x38],rsi
  0007a2  mov     [rsp+0x40],rdi
  0007aa  mov     [rsp+0x48],r8
  0007b2  mov     [rsp+0x50],r9
  0007ba  mov     [rsp+0x58],r10
  0007c2  mov     [rsp],r14
  0007ca  mov     qword ptr [rsp+8],3
  0007d6  mov     [rsp+0x10],r15
  0007de  mov     qword ptr [rsp+0x18],1
  0007ea  mov     [rsp+0x20],r12
  0007f2  mov     qword ptr [rsp+0x28],1
  0007fe  mov     rdi,[rbp+0x20]
  000805  mov     esi,0xe
  00080a  mov     rdx,rsp
  00080d  mov     rcx,0xfffffffffffffff2
  000817  mov     r8,0xfffffffffffffff2
  000821  mov     r9,0
  00082b  mov     rax,<list_op>
  000835  call    rax
  000837  mov     r11,rax
  00083a  mov     rcx,[rsp+0x30]
  000842  mov     rsi,[rsp+0x38]
  00084a  mov     rdi,[rsp+0x40]
  000852  mov     r8,[rsp+0x48]
  00085a  mov     r9,[rsp+0x50]
  000862  mov     r10,[rsp+0x58]
  00086a  add     rsp,0x70
  000871  test    rdx,rdx
  000874  je      0x0000000000000c8b
  00087a  mov     r14,r11
  00087d  jmp     0x0000000000000498
; exits
  000882  mov     rax,0x1fffffffe
  00088c  jmp     0x0000000000000016
  000891  mov     [rbp+0x10],r12
  000898  mov     qword ptr [rbp+0x18],3
  0008a3  mov     [rbp+0x98],r14
  0008aa  mov     qword ptr [rbp+0x140],3
  0008b5  mov     [rbp+0xa0],r15
  0008bc  mov     [rbp+0xa8],rsi
  0008c3  mov     rdi,[rbp+0x20]
  0008ca  mov     rsi,8
  0008d4  mov     rdx,0
  0008de  mov     rax,<exit_lists>
  0008e8  call    rax
  0008ea  mov     rax,0x100000000
  0008f4  jmp     0x0000000000000016
  0008f9  mov     [rbp+0x10],r13
  000900  mov     qword ptr [rbp+0x18],3
  00090b  mov     [rbp+0x98],r14
  000912  mov     qword ptr [rbp+0x140],3
  00091d  mov     [rbp+0xa0],r15
  000924  mov     [rbp+0xa8],rsi
  00092b  mov     rdi,[rbp+0x20]
  000932  mov     rsi,8
  00093c  mov     rdx,0
  000946  mov     rax,<exit_lists>
  000950  call    rax
  000952  mov     rax,0x100000001
  00095c  jmp     0x0000000000000016
  000961  mov     [rbp+0x10],rsi
  000968  mov     qword ptr [rbp+0x18],1
  000973  mov     [rbp+0x98],r14
  00097a  mov     qword ptr [rbp+0x140],3
  000985  mov     [rbp+0xa0],r15
  00098c  mov     [rbp+0xa8],rsi
  000993  mov     rax,0x100000002
  00099d  jmp     0x0000000000000016
  0009a2  mov     [rbp+0x98],r14
  0009a9  mov     qword ptr [rbp+0x140],3
  0009b4  mov     [rbp+0xa0],r15
  0009bb  mov     qword ptr [rbp+0xa8],0x18
  0009c6  mov     rax,0x100000003
  0009d0  jmp     0x0000000000000016
  0009d5  sub     r15,1
  0009dc  mov     [rbp+0x98],r14
  0009e3  mov     qword ptr [rbp+0x140],3
  0009ee  mov     [rbp+0xa0],r15
  0009f5  mov     qword ptr [rbp+0xa8],0x18
  000a00  mov     rax,0x100000004
  000a0a  jmp     0x0000000000000016
  000a0f  mov     [rbp+0x98],r14
  000a16  mov     qword ptr [rbp+0x140],3
  000a21  mov     [rbp+0xa0],rsi
  000a28  mov     qword ptr [rbp+0xa8],0x19
  000a33  mov     rax,0x100000005
  000a3d  jmp     0x0000000000000016
  000a42  mov     [rbp+0x98],r14
  000a49  mov     qword ptr [rbp+0x140],3
  000a54  mov     [rbp+0xa0],rsi
  000a5b  mov     qword ptr [rbp+0xa8],0x19
  000a66  mov     rax,0x100000006
  000a70  jmp     0x0000000000000016
  000a75  sub     r13,1
  000a7c  mov     [rbp+0x98],r14
  000a83  mov     qword ptr [rbp+0x140],3
  000a8e  mov     [rbp+0xa0],rsi
  000a95  mov     qword ptr [rbp+0xa8],0x19
  000aa0  mov     rax,0x100000007
  000aaa  jmp     0x0000000000000016
  000aaf  mov     [rbp+0x98],r14
  000ab6  mov     qword ptr [rbp+0x140],3
  000ac1  mov     [rbp+0xa0],r15
  000ac8  mov     qword ptr [rbp+0xa8],0x1b
  000ad3  mov     rax,0x100000009
  000add  jmp     0x0000000000000016
  000ae2  add     r12,1
  000ae9  mov     [rbp+0x98],r14
  000af0  mov     qword ptr [rbp+0x140],3
  000afb  mov     [rbp+0xa0],r15
  000b02  mov     qword ptr [rbp+0xa8],0x1b
  000b0d  mov     rax,0x10000000a
  000b17  jmp     0x0000000000000016
  000b1c  mov     [rbp+0x98],r14
  000b23  mov     qword ptr [rbp+0x140],3
  000b2e  mov     [rbp+0xa0],r15
  000b35  mov     qword ptr [rbp+0xa8],0x1c
  000b40  mov     rax,0x10000000c
  000b4a  jmp     0x0000000000000016
  000b4f  sub     r13,1
  000b56  mov     [rbp+0x98],r14
  000b5d  mov     qword ptr [rbp+0x140],3
  000b68  mov     [rbp+0xa0],rsi
  000b6f  mov     qword ptr [rbp+0xa8],0x19
  000b7a  mov     rax,0x10000000e
  000b84  jmp     0x0000000000000016
  000b89  mov     [rbp+0x98],r14
  000b90  mov     qword ptr [rbp+0x140],3
  000b9b  mov     [rbp+0xa0],r15
  000ba2  mov     qword ptr [rbp+0xa8],0x1c
  000bad  mov     rax,0x100000011
  000bb7  jmp     0x0000000000000016
  000bbc  mov     [rbp+0x98],r14
  000bc3  mov     qword ptr [rbp+0x140],3
  000bce  mov     [rbp+0xa0],rsi
  000bd5  mov     qword ptr [rbp+0xa8],0x19
  000be0  mov     [rbp+0xb8],r13
  000be7  mov     qword ptr [rbp+0x160],1
  000bf2  mov     rax,0x100000008
  000bfc  jmp     0x0000000000000016
  000c01  mov     [rbp+0x98],r14
  000c08  mov     qword ptr [rbp+0x140],3
  000c13  mov     [rbp+0xa0],r15
  000c1a  mov     qword ptr [rbp+0xa8],0x1b
  000c25  mov     [rbp+0xb8],r12
  000c2c  mov     qword ptr [rbp+0x160],1
  000c37  mov     rax,0x10000000b
  000c41  jmp     0x0000000000000016
  000c46  mov     [rbp+0x98],r14
  000c4d  mov     qword ptr [rbp+0x140],3
  000c58  mov     [rbp+0xa0],rsi
  000c5f  mov     qword ptr [rbp+0xa8],0x19
  000c6a  mov     [rbp+0xb8],r13
  000c71  mov     qword ptr [rbp+0x160],1
  000c7c  mov     rax,0x10000000f
  000c86  jmp     0x0000000000000016
  000c8b  mov     [rbp+0x98],r14
  000c92  mov     qword ptr [rbp+0x140],3
  000c9d  mov     [rbp+0xa0],r15
  000ca4  mov     qword ptr [rbp+0xa8],0x1b
  000caf  mov     [rbp+0xb8],r12
  000cb6  mov     qword ptr [rbp+0x160],1
  000cc1  mov     rax,0x100000010
  000ccb  jmp     0x0000000000000016

; T2: 2166 bytes
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
; guard_value v1, [43, 43, 43, 43, 43, 43, 43, 43, 91, 45, 62, 43, 43, 43, 43, 43, 43, 43, 43, 60, 93, 62, 43, 91, 62, 43, 60, 45, 93, 62, 91, 45, 46, 93, 62, 43, 43, 43, 43, 43, 43, 43, 43, 91, 45, 60, 43, 43, 43, 43, 43, 43, 43, 43, 62, 93, 60, 91, 45, 62, 43, 60, 93, 62, 91, 45, 93] => loop/0 (0) {tape=v3, pc=v5}
  000d60  mov     rax,<list k0>
  000d6a  cmp     r12,rax
  000d6d  jne     0x0000000000001267
; guard_value v2, [0, 0, 0, 0, 0, 0, 0, 0, 20, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 8, 0, 0, 28, 0, 0, 0, 0, 23, 0, 33, 0, 0, 30, 0, 0, 0, 0, 0, 0, 0, 0, 0, 55, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 43, 0, 62, 0, 0, 0, 0, 57, 0, 66, 0, 64] => loop_jumps/0 (1) {tape=v3, pc=v5}
  000d73  mov     rax,<list k1>
  000d7d  cmp     r13,rax
  000d80  jne     0x00000000000012c8
; guard_value v5, 31 => loop_pc/0 (2) {tape=v3, pc=v5}
  000d86  cmp     rsi,0x1f
  000d8d  jne     0x0000000000001329
  000d93  jmp     0x0000000000000dad
  000d98  mov     rbx,[rbp+0x30]
  000d9f  mov     r14,[rbp+0x98]
  000da6  mov     r15,[rbp+0xa0]
; v9:int = le 34, v0
; guard_true v9 => dispatch/0 (3) {tape=v3, pc=31}
  000dad  mov     r11,0x22
  000db4  cmp     r11,rbx
  000db7  jg      0x0000000000001363
; guard_words v3 => minus/0 (6) {tape=v3, pc=31}
  000dbd  cmp     qword ptr [r14+8],0
  000dc9  jne     0x000000000000138f
; v12:int = readlist v3, v4 words => minus/0 (6) {tape=v3, pc=31}
  000dcf  cmp     r15,[r14]
  000dd7  jae     0x00000000000013bb
  000ddd  mov     rax,[r14+0x10]
  000de5  mov     rsi,[rax+r15*8]
; v13:int = sub v12, 1 => minus/0 (6) {tape=v3, pc=31}
  000de9  sub     rsi,1
  000df0  jo      0x00000000000013e7
; v14:int = and v13, 255
  000df6  and     rsi,0xff
; v15:list = set v3, v4, v14 owned words in_bounds => minus/3 (6) {tape=v3, pc=31, x=v14}
  000dfd  cmp     qword ptr [r14-0x10],1
  000e09  jne     0x0000000000000ed2
  000e0f  cmp     qword ptr [r14-8],1
  000e1b  jne     0x0000000000000ed2
  000e21  mov     rax,[r14+0x10]
  000e29  lea     rax,[rax+r15*8]
  000e2d  mov     [rax],rsi
; v16:int = put_byte v14 => output/0 (17) {tape=v15, pc=32}
  000e34  cmp     rsi,0xff
  000e3b  ja      0x0000000000000fc9
  000e41  mov     rax,[rbp+0x28]
  000e48  mov     rdx,[rax]
  000e4b  cmp     rdx,0x10000
  000e52  jae     0x0000000000000fc9
  000e58  mov     [rax+rdx+8],sil
  000e60  add     rdx,1
  000e64  mov     [rax],rdx
; guard_true v14 => close_bracket/0 (31) {tape=v15, pc=33}
  000e67  test    rsi,rsi
  000e6a  je      0x000000000000141a
; guard_steps => loop/0 (34) {tape=v15, pc=31}
; v19:list = phi tape v15
; v20:int = phi - v14
; loop (34)
; v22:int = sub_nov v20, 1
  000e70  sub     rsi,1
; v23:int = and v22, 255
  000e77  and     rsi,0xff
; v24:list = set v19, v4, v23 owned words in_bounds => minus/3 (6) {tape=v19, pc=31, x=v23}
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
  000ecd  jmp     0x0000000000001446
; guard_steps => loop/0 (34) {tape=v24, pc=31}
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
  000fbb  je      0x0000000000001472
  000fc1  mov     r14,r11
  000fc4  jmp     0x0000000000000e34
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
  00108a  je      0x00000000000014b0
  001090  jmp     0x0000000000000e67
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
  00117e  je      0x00000000000014dc
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
  00124d  je      0x000000000000151a
  001253  jmp     0x0000000000000ec4
; exits
  001258  mov     rax,0x2fffffffe
  001262  jmp     0x0000000000000016
  001267  mov     [rbp+0x10],r12
  00126e  mov     qword ptr [rbp+0x18],3
  001279  mov     [rbp+0x98],r14
  001280  mov     qword ptr [rbp+0x140],3
  00128b  mov     [rbp+0xa8],rsi
  001292  mov     rdi,[rbp+0x20]
  001299  mov     rsi,8
  0012a3  mov     rdx,0
  0012ad  mov     rax,<exit_lists>
  0012b7  call    rax
  0012b9  mov     rax,0x200000000
  0012c3  jmp     0x0000000000000016
  0012c8  mov     [rbp+0x10],r13
  0012cf  mov     qword ptr [rbp+0x18],3
  0012da  mov     [rbp+0x98],r14
  0012e1  mov     qword ptr [rbp+0x140],3
  0012ec  mov     [rbp+0xa8],rsi
  0012f3  mov     rdi,[rbp+0x20]
  0012fa  mov     rsi,8
  001304  mov     rdx,0
  00130e  mov     rax,<exit_lists>
  001318  call    rax
  00131a  mov     rax,0x200000001
  001324  jmp     0x0000000000000016
  001329  mov     [rbp+0x10],rsi
  001330  mov     qword ptr [rbp+0x18],1
  00133b  mov     [rbp+0x98],r14
  001342  mov     qword ptr [rbp+0x140],3
  00134d  mov     [rbp+0xa8],rsi
  001354  mov     rax,0x200000002
  00135e  jmp     0x0000000000000016
  001363  mov     [rbp+0x98],r14
  00136a  mov     qword ptr [rbp+0x140],3
  001375  mov     qword ptr [rbp+0xa8],0x1f
  001380  mov     rax,0x200000003
  00138a  jmp     0x0000000000000016
  00138f  mov     [rbp+0x98],r14
  001396  mov     qword ptr [rbp+0x140],3
  0013a1  mov     qword ptr [rbp+0xa8],0x1f
  0013ac  mov     rax,0x200000004
  0013b6  jmp     0x0000000000000016
  0013bb  mov     [rbp+0x98],r14
  0013c2  mov     qword ptr [rbp+0x140],3
  0013cd  mov     qword ptr [rbp+0xa8],0x1f
  0013d8  mov     rax,0x200000005
  0013e2  jmp     0x0000000000000016
  0013e7  add     rsi,1
  0013ee  mov     [rbp+0x98],r14
  0013f5  mov     qword ptr [rbp+0x140],3
  001400  mov     qword ptr [rbp+0xa8],0x1f
  00140b  mov     rax,0x200000006
  001415  jmp     0x0000000000000016
  00141a  mov     [rbp+0x98],r14
  001421  mov     qword ptr [rbp+0x140],3
  00142c  mov     qword ptr [rbp+0xa8],0x21
  001437  mov     rax,0x200000009
  001441  jmp     0x0000000000000016
  001446  mov     [rbp+0x98],r14
  00144d  mov     qword ptr [rbp+0x140],3
  001458  mov     qword ptr [rbp+0xa8],0x21
  001463  mov     rax,0x20000000d
  00146d  jmp     0x0000000000000016
  001472  mov     [rbp+0x98],r14
  001479  mov     qword ptr [rbp+0x140],3
  001484  mov     qword ptr [rbp+0xa8],0x1f
  00148f  mov     [rbp+0xb8],rsi
  001496  mov     qword ptr [rbp+0x160],1
  0014a1  mov     rax,0x200000007
  0014ab  jmp     0x0000000000000016
  0014b0  mov     [rbp+0x98],r14
  0014b7  mov     qword ptr [rbp+0x140],3
  0014c2  mov     qword ptr [rbp+0xa8],0x20
  0014cd  mov     rax,0x200000008
  0014d7  jmp     0x0000000000000016
  0014dc  mov     [rbp+0x98],r14
  0014e3  mov     qword ptr [rbp+0x140],3
  0014ee  mov     qword ptr [rbp+0xa8],0x1f
  0014f9  mov     [rbp+0xb8],rsi
  001500  mov     qword ptr [rbp+0x160],1
  00150b  mov     rax,0x20000000b
  001515  jmp     0x0000000000000016
  00151a  mov     [rbp+0x98],r14
  001521  mov     qword ptr [rbp+0x140],3
  00152c  mov     qword ptr [rbp+0xa8],0x20
  001537  mov     rax,0x20000000c
  001541  jmp     0x0000000000000016

; T3: 2713 bytes
; v0:int = input n
  001550  cmp     qword ptr [rbp+0xd8],1
  00155b  jne     0x0000000000001b68
  001561  mov     rbx,[rbp+0x30]
; v1:list = input src
  001568  cmp     qword ptr [rbp+0xe0],3
  001573  jne     0x0000000000001b68
  001579  mov     r12,[rbp+0x38]
; v2:list = input jumps
  001580  cmp     qword ptr [rbp+0xe8],3
  00158b  jne     0x0000000000001b68
  001591  mov     r13,[rbp+0x40]
; v3:list = input tape
  001598  cmp     qword ptr [rbp+0x140],3
  0015a3  jne     0x0000000000001b68
  0015a9  mov     r14,[rbp+0x98]
; v4:int = input p
  0015b0  cmp     qword ptr [rbp+0x148],1
  0015bb  jne     0x0000000000001b68
  0015c1  mov     r15,[rbp+0xa0]
; v5:int = input pc
  0015c8  cmp     qword ptr [rbp+0x150],1
  0015d3  jne     0x0000000000001b68
  0015d9  mov     rsi,[rbp+0xa8]
; guard_value v1, [43, 43, 43, 43, 43, 43, 43, 43, 91, 45, 62, 43, 43, 43, 43, 43, 43, 43, 43, 60, 93, 62, 43, 91, 62, 43, 60, 45, 93, 62, 91, 45, 46, 93, 62, 43, 43, 43, 43, 43, 43, 43, 43, 91, 45, 60, 43, 43, 43, 43, 43, 43, 43, 43, 62, 93, 60, 91, 45, 62, 43, 60, 93, 62, 91, 45, 93] => loop/0 (0) {tape=v3, p=v4, pc=v5}
  0015e0  mov     rax,<list k0>
  0015ea  cmp     r12,rax
  0015ed  jne     0x0000000000001b77
; guard_value v2, [0, 0, 0, 0, 0, 0, 0, 0, 20, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 8, 0, 0, 28, 0, 0, 0, 0, 23, 0, 33, 0, 0, 30, 0, 0, 0, 0, 0, 0, 0, 0, 0, 55, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 43, 0, 62, 0, 0, 0, 0, 57, 0, 66, 0, 64] => loop_jumps/0 (1) {tape=v3, p=v4, pc=v5}
  0015f3  mov     rax,<list k1>
  0015fd  cmp     r13,rax
  001600  jne     0x0000000000001bdf
; guard_value v5, 58 => loop_pc/0 (2) {tape=v3, p=v4, pc=v5}
  001606  cmp     rsi,0x3a
  00160d  jne     0x0000000000001c47
  001613  jmp     0x000000000000162d
  001618  mov     rbx,[rbp+0x30]
  00161f  mov     r14,[rbp+0x98]
  001626  mov     r15,[rbp+0xa0]
; v9:int = le 63, v0
; guard_true v9 => dispatch/0 (3) {tape=v3, p=v4, pc=58}
  00162d  mov     r11,0x3f
  001634  cmp     r11,rbx
  001637  jg      0x0000000000001c88
; guard_words v3 => minus/0 (6) {tape=v3, p=v4, pc=58}
  00163d  cmp     qword ptr [r14+8],0
  001649  jne     0x0000000000001cbb
; v12:int = readlist v3, v4 words => minus/0 (6) {tape=v3, p=v4, pc=58}
  00164f  cmp     r15,[r14]
  001657  jae     0x0000000000001cee
  00165d  mov     rax,[r14+0x10]
  001665  mov     rsi,[rax+r15*8]
; v13:int = sub v12, 1 => minus/0 (6) {tape=v3, p=v4, pc=58}
  001669  sub     rsi,1
  001670  jo      0x0000000000001d21
; v14:int = and v13, 255
  001676  and     rsi,0xff
; v15:list = set v3, v4, v14 owned words in_bounds => minus/3 (6) {tape=v3, p=v4, pc=58, x=v14}
  00167d  cmp     qword ptr [r14-0x10],1
  001689  jne     0x000000000000178c
  00168f  cmp     qword ptr [r14-8],1
  00169b  jne     0x000000000000178c
  0016a1  mov     rax,[r14+0x10]
  0016a9  lea     rax,[rax+r15*8]
  0016ad  mov     [rax],rsi
; v16:int = add_nov v4, 1
  0016b4  lea     rsi,[r15+1]
; v17:int = and v16, 65535
  0016bc  and     rsi,0xffff
; v18:int = readlist v15, v17 words => plus/0 (22) {tape=v15, p=v17, pc=60}
  0016c3  cmp     rsi,[r14]
  0016cb  jae     0x0000000000001d5b
  0016d1  mov     rax,[r14+0x10]
  0016d9  mov     r13,[rax+rsi*8]
; v19:int = add v18, 1 => plus/0 (22) {tape=v15, p=v17, pc=60}
  0016dd  add     r13,1
  0016e4  jo      0x0000000000001d8e
; v20:int = and v19, 255
  0016ea  and     r13,0xff
; v21:list = set v15, v17, v20 owned words in_bounds => plus/3 (22) {tape=v15, p=v17, pc=60, x=v20}
  0016f1  mov     rax,[r14+0x10]
  0016f9  lea     rax,[rax+rsi*8]
  0016fd  mov     [rax],r13
; v22:int = and v4, 65535
  001704  and     r15,0xffff
; v23:int = readlist v21, v22 words => close_bracket/0 (46) {tape=v21, p=v22, pc=62}
  00170b  cmp     r15,[r14]
  001713  jae     0x0000000000001dc8
  001719  mov     rax,[r14+0x10]
  001721  mov     r12,[rax+r15*8]
; guard_true v23 => close_bracket/0 (46) {tape=v21, p=v22, pc=62}
  001725  test    r12,r12
  001728  je      0x0000000000001dfb
; guard_steps => loop/0 (49) {tape=v21, p=v22, pc=58}
; v26:list = phi tape v21
; v27:int = phi - v23
; v28:int = phi - v20
; loop (49)
  00172e  nop
  00172f  nop
; v30:int = sub v27, 1 => minus/0 (6) {tape=v26, p=v22, pc=58}
  001730  sub     r12,1
  001737  jo      0x0000000000001e2e
; v31:int = and v30, 255
  00173d  and     r12,0xff
; v32:list = set v26, v22, v31 owned words in_bounds => minus/3 (6) {tape=v26, p=v22, pc=58, x=v31}
  001744  mov     rax,[r14+0x10]
  00174c  lea     rax,[rax+r15*8]
  001750  mov     [rax],r12
; v33:int = add v28, 1 => plus/0 (22) {tape=v32, p=v17, pc=60}
  001757  add     r13,1
  00175e  jo      0x0000000000001e68
; v34:int = and v33, 255
  001764  and     r13,0xff
; v35:list = set v32, v17, v34 owned words in_bounds => plus/3 (22) {tape=v32, p=v17, pc=60, x=v34}
  00176b  mov     rax,[r14+0x10]
  001773  lea     rax,[rax+rsi*8]
  001777  mov     [rax],r13
; guard_true v31 => close_bracket/0 (46) {tape=v35, p=v22, pc=62}
  00177e  test    r12,r12
  001781  jne     0x0000000000001730
  001787  jmp     0x0000000000001ea2
; guard_steps => loop/0 (49) {tape=v35, p=v22, pc=58}
; jump (49) v26 <- v35, v27 <- v31, v28 <- v34
  00178c  sub     rsp,0x70
  001793  mov     [rsp+0x30],rcx
  00179b  mov     [rsp+0x38],rsi
  0017a3  mov     [rsp+0x40],rdi
  0017ab  mov     [rsp+0x48],r8
  0017b3  mov     [rsp+0x50],r9
  0017bb  mov     [rsp+0x58],r10
  0017c3  mov     [rsp],r14
  0017cb  mov     qword ptr [rsp+8],3
  0017d7  mov     [rsp+0x10],r15
  0017df  mov     qword ptr [rsp+0x18],1
  0017eb  mov     [rsp+0x20],rsi
  0017f3  mov     qword ptr [rsp+0x28],1
  0017ff  mov     rdi,[rbp+0x20]
  001806  mov     esi,0xe
  00180b  mov     rdx,rsp
  00180e  mov     rcx,0xfffffffffffffff2
  001818  mov     r8,0xfffffffffffffff2
  001822  mov     r9,0
  00182c  mov     rax,<list_op>
  001836  call    rax
  001838  mov     r11,rax
  00183b  mov     rcx,[rsp+0x30]
  001843  mov     rsi,[rsp+0x38]
  00184b  mov     rdi,[rsp+0x40]
  001853  mov     r8,[rsp+0x48]
  00185b  mov     r9,[rsp+0x50]
  001863  mov     r10,[rsp+0x58]
  00186b  add     rsp,0x70
  001872  test    rdx,rdx
  001875  je      0x0000000000001ed5
  00187b  mov     r14,r11
  00187e  jmp     0x00000000000016b4
  001883  sub     rsp,0x70
  00188a  mov     [rsp+0x30],rcx
  001892  mov     [rsp+0x38],rsi
  00189a  mov     [rsp+0x40],rdi
  0018a2  mov     [rsp+0x48],r8
  0018aa  mov     [rsp+0x50],r9
  0018b2  mov     [rsp+0x58],r10
  0018ba  mov     [rsp],r14
  0018c2  mov     qword ptr [rsp+8],3
  0018ce  mov     [rsp+0x10],rsi
  0018d6  mov     qword ptr [rsp+0x18],1
  0018e2  mov     [rsp+0x20],r13
  0018ea  mov     qword ptr [rsp+0x28],1
  0018f6  mov     rdi,[rbp+0x20]
  0018fd  mov     esi,0xe
  001902  mov     rdx,rsp
  001905  mov     rcx,0xfffffffffffffff2
  00190f  mov     r8,0xfffffffffffffff2
  001919  mov     r9,0
  001923  mov     rax,<list_op>
  00192d  call    rax
  00192f  mov     r11,rax
  001932  mov     rcx,[rsp+0x30]
  00193a  mov     rsi,[rsp+0x38]
  001942  mov     rdi,[rsp+0x40]
  00194a  mov     r8,[rsp+0x48]
  001952  mov     r9,[rsp+0x50]
  00195a  mov     r10,[rsp+0x58]
  001962  add     rsp,0x70
  001969  test    rdx,rdx
  00196c  je      0x0000000000001f1a
  001972  mov     r14,r11
  001975  jmp     0x0000000000001704
  00197a  sub     rsp,0x70
  001981  mov     [rsp+0x30],rcx
  001989  mov     [rsp+0x38],rsi
  001991  mov     [rsp+0x40],rdi
  001999  mov     [rsp+0x48],r8
  0019a1  mov     [rsp+0x50],r9
  0019a9  mov     [rsp+0x58],r10
  0019b1  mov     [rsp],r14
  0019b9  mov     qword ptr [rsp+8],3
  0019c5  mov     [rsp+0x10],r15
  0019cd  mov     qword ptr [rsp+0x18],1
  0019d9  mov     [rsp+0x20],r12
  0019e1  mov     qword ptr [rsp+0x28],1
  0019ed  mov     rdi,[rbp+0x20]
  0019f4  mov     esi,0xe
  0019f9  mov     rdx,rsp
  0019fc  mov     rcx,0xfffffffffffffff2
  001a06  mov     r8,0xfffffffffffffff2
  001a10  mov     r9,0
  001a1a  mov     rax,<list_op>
  001a24  call    rax
  001a26  mov     r11,rax
  001a29  mov     rcx,[rsp+0x30]
  001a31  mov     rsi,[rsp+0x38]
  001a39  mov     rdi,[rsp+0x40]
  001a41  mov     r8,[rsp+0x48]
  001a49  mov     r9,[rsp+0x50]
  001a51  mov     r10,[rsp+0x58]
  001a59  add     rsp,0x70
  001a60  test    rdx,rdx
  001a63  je      0x0000000000001f5f
  001a69  mov     r14,r11
  001a6c  jmp     0x0000000000001757
  001a71  sub     rsp,0x70
  001a78  mov     [rsp+0x30],rcx
  001a80  mov     [rsp+0x38],rsi
  001a88  mov     [rsp+0x40],rdi
  001a90  mov     [rsp+0x48],r8
  001a98  mov     [rsp+0x50],r9
  001aa0  mov     [rsp+0x58],r10
  001aa8  mov     [rsp],r14
  001ab0  mov     qword ptr [rsp+8],3
  001abc  mov     [rsp+0x10],rsi
  001ac4  mov     qword ptr [rsp+0x18],1
  001ad0  mov     [rsp+0x20],r13
  001ad8  mov     qword ptr [rsp+0x28],1
  001ae4  mov     rdi,[rbp+0x20]
  001aeb  mov     esi,0xe
  001af0  mov     rdx,rsp
  001af3  mov     rcx,0xfffffffffffffff2
  001afd  mov     r8,0xfffffffffffffff2
  001b07  mov     r9,0
  001b11  mov     rax,<list_op>
  001b1b  call    rax
  001b1d  mov     r11,rax
  001b20  mov     rcx,[rsp+0x30]
  001b28  mov     rsi,[rsp+0x38]
  001b30  mov     rdi,[rsp+0x40]
  001b38  mov     r8,[rsp+0x48]
  001b40  mov     r9,[rsp+0x50]
  001b48  mov     r10,[rsp+0x58]
  001b50  add     rsp,0x70
  001b57  test    rdx,rdx
  001b5a  je      0x0000000000001fa4
  001b60  mov     r14,r11
  001b63  jmp     0x000000000000177e
; exits
  001b68  mov     rax,0x3fffffffe
  001b72  jmp     0x0000000000000016
  001b77  mov     [rbp+0x10],r12
  001b7e  mov     qword ptr [rbp+0x18],3
  001b89  mov     [rbp+0x98],r14
  001b90  mov     qword ptr [rbp+0x140],3
  001b9b  mov     [rbp+0xa0],r15
  001ba2  mov     [rbp+0xa8],rsi
  001ba9  mov     rdi,[rbp+0x20]
  001bb0  mov     rsi,8
  001bba  mov     rdx,0
  001bc4  mov     rax,<exit_lists>
  001bce  call    rax
  001bd0  mov     rax,0x300000000
  001bda  jmp     0x0000000000000016
  001bdf  mov     [rbp+0x10],r13
  001be6  mov     qword ptr [rbp+0x18],3
  001bf1  mov     [rbp+0x98],r14
  001bf8  mov     qword ptr [rbp+0x140],3
  001c03  mov     [rbp+0xa0],r15
  001c0a  mov     [rbp+0xa8],rsi
  001c11  mov     rdi,[rbp+0x20]
  001c18  mov     rsi,8
  001c22  mov     rdx,0
  001c2c  mov     rax,<exit_lists>
  001c36  call    rax
  001c38  mov     rax,0x300000001
  001c42  jmp     0x0000000000000016
  001c47  mov     [rbp+0x10],rsi
  001c4e  mov     qword ptr [rbp+0x18],1
  001c59  mov     [rbp+0x98],r14
  001c60  mov     qword ptr [rbp+0x140],3
  001c6b  mov     [rbp+0xa0],r15
  001c72  mov     [rbp+0xa8],rsi
  001c79  mov     rax,0x300000002
  001c83  jmp     0x0000000000000016
  001c88  mov     [rbp+0x98],r14
  001c8f  mov     qword ptr [rbp+0x140],3
  001c9a  mov     [rbp+0xa0],r15
  001ca1  mov     qword ptr [rbp+0xa8],0x3a
  001cac  mov     rax,0x300000003
  001cb6  jmp     0x0000000000000016
  001cbb  mov     [rbp+0x98],r14
  001cc2  mov     qword ptr [rbp+0x140],3
  001ccd  mov     [rbp+0xa0],r15
  001cd4  mov     qword ptr [rbp+0xa8],0x3a
  001cdf  mov     rax,0x300000004
  001ce9  jmp     0x0000000000000016
  001cee  mov     [rbp+0x98],r14
  001cf5  mov     qword ptr [rbp+0x140],3
  001d00  mov     [rbp+0xa0],r15
  001d07  mov     qword ptr [rbp+0xa8],0x3a
  001d12  mov     rax,0x300000005
  001d1c  jmp     0x0000000000000016
  001d21  add     rsi,1
  001d28  mov     [rbp+0x98],r14
  001d2f  mov     qword ptr [rbp+0x140],3
  001d3a  mov     [rbp+0xa0],r15
  001d41  mov     qword ptr [rbp+0xa8],0x3a
  001d4c  mov     rax,0x300000006
  001d56  jmp     0x0000000000000016
  001d5b  mov     [rbp+0x98],r14
  001d62  mov     qword ptr [rbp+0x140],3
  001d6d  mov     [rbp+0xa0],rsi
  001d74  mov     qword ptr [rbp+0xa8],0x3c
  001d7f  mov     rax,0x300000008
  001d89  jmp     0x0000000000000016
  001d8e  sub     r13,1
  001d95  mov     [rbp+0x98],r14
  001d9c  mov     qword ptr [rbp+0x140],3
  001da7  mov     [rbp+0xa0],rsi
  001dae  mov     qword ptr [rbp+0xa8],0x3c
  001db9  mov     rax,0x300000009
  001dc3  jmp     0x0000000000000016
  001dc8  mov     [rbp+0x98],r14
  001dcf  mov     qword ptr [rbp+0x140],3
  001dda  mov     [rbp+0xa0],r15
  001de1  mov     qword ptr [rbp+0xa8],0x3e
  001dec  mov     rax,0x30000000b
  001df6  jmp     0x0000000000000016
  001dfb  mov     [rbp+0x98],r14
  001e02  mov     qword ptr [rbp+0x140],3
  001e0d  mov     [rbp+0xa0],r15
  001e14  mov     qword ptr [rbp+0xa8],0x3e
  001e1f  mov     rax,0x30000000c
  001e29  jmp     0x0000000000000016
  001e2e  add     r12,1
  001e35  mov     [rbp+0x98],r14
  001e3c  mov     qword ptr [rbp+0x140],3
  001e47  mov     [rbp+0xa0],r15
  001e4e  mov     qword ptr [rbp+0xa8],0x3a
  001e59  mov     rax,0x30000000e
  001e63  jmp     0x0000000000000016
  001e68  sub     r13,1
  001e6f  mov     [rbp+0x98],r14
  001e76  mov     qword ptr [rbp+0x140],3
  001e81  mov     [rbp+0xa0],rsi
  001e88  mov     qword ptr [rbp+0xa8],0x3c
  001e93  mov     rax,0x300000010
  001e9d  jmp     0x0000000000000016
  001ea2  mov     [rbp+0x98],r14
  001ea9  mov     qword ptr [rbp+0x140],3
  001eb4  mov     [rbp+0xa0],r15
  001ebb  mov     qword ptr [rbp+0xa8],0x3e
  001ec6  mov     rax,0x300000012
  001ed0  jmp     0x0000000000000016
  001ed5  mov     [rbp+0x98],r14
  001edc  mov     qword ptr [rbp+0x140],3
  001ee7  mov     [rbp+0xa0],r15
  001eee  mov     qword ptr [rbp+0xa8],0x3a
  001ef9  mov     [rbp+0xb8],rsi
  001f00  mov     qword ptr [rbp+0x160],1
  001f0b  mov     rax,0x300000007
  001f15  jmp     0x0000000000000016
  001f1a  mov     [rbp+0x98],r14
  001f21  mov     qword ptr [rbp+0x140],3
  001f2c  mov     [rbp+0xa0],rsi
  001f33  mov     qword ptr [rbp+0xa8],0x3c
  001f3e  mov     [rbp+0xb8],r13
  001f45  mov     qword ptr [rbp+0x160],1
  001f50  mov     rax,0x30000000a
  001f5a  jmp     0x0000000000000016
  001f5f  mov     [rbp+0x98],r14
  001f66  mov     qword ptr [rbp+0x140],3
  001f71  mov     [rbp+0xa0],r15
  001f78  mov     qword ptr [rbp+0xa8],0x3a
  001f83  mov     [rbp+0xb8],r12
  001f8a  mov     qword ptr [rbp+0x160],1
  001f95  mov     rax,0x30000000f
  001f9f  jmp     0x0000000000000016
  001fa4  mov     [rbp+0x98],r14
  001fab  mov     qword ptr [rbp+0x140],3
  001fb6  mov     [rbp+0xa0],rsi
  001fbd  mov     qword ptr [rbp+0xa8],0x3c
  001fc8  mov     [rbp+0xb8],r13
  001fcf  mov     qword ptr [rbp+0x160],1
  001fda  mov     rax,0x300000011
  001fe4  jmp     0x0000000000000016

; T4: 1571 bytes
; v0:int = input n
  001ff0  cmp     qword ptr [rbp+0xd8],1
  001ffb  jne     0x000000000000237d
  002001  mov     rbx,[rbp+0x30]
; v1:list = input src
  002008  cmp     qword ptr [rbp+0xe0],3
  002013  jne     0x000000000000237d
  002019  mov     r12,[rbp+0x38]
; v2:list = input jumps
  002020  cmp     qword ptr [rbp+0xe8],3
  00202b  jne     0x000000000000237d
  002031  mov     r13,[rbp+0x40]
; v3:list = input tape
  002038  cmp     qword ptr [rbp+0x140],3
  002043  jne     0x000000000000237d
  002049  mov     r14,[rbp+0x98]
; v4:int = input p
  002050  cmp     qword ptr [rbp+0x148],1
  00205b  jne     0x000000000000237d
  002061  mov     r15,[rbp+0xa0]
; v5:int = input pc
  002068  cmp     qword ptr [rbp+0x150],1
  002073  jne     0x000000000000237d
  002079  mov     rsi,[rbp+0xa8]
; guard_value v1, [43, 43, 43, 43, 43, 43, 43, 43, 91, 45, 62, 43, 43, 43, 43, 43, 43, 43, 43, 60, 93, 62, 43, 91, 62, 43, 60, 45, 93, 62, 91, 45, 46, 93, 62, 43, 43, 43, 43, 43, 43, 43, 43, 91, 45, 60, 43, 43, 43, 43, 43, 43, 43, 43, 62, 93, 60, 91, 45, 62, 43, 60, 93, 62, 91, 45, 93] => loop/0 (0) {tape=v3, pc=v5}
  002080  mov     rax,<list k0>
  00208a  cmp     r12,rax
  00208d  jne     0x000000000000238c
; guard_value v2, [0, 0, 0, 0, 0, 0, 0, 0, 20, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 8, 0, 0, 28, 0, 0, 0, 0, 23, 0, 33, 0, 0, 30, 0, 0, 0, 0, 0, 0, 0, 0, 0, 55, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 43, 0, 62, 0, 0, 0, 0, 57, 0, 66, 0, 64] => loop_jumps/0 (1) {tape=v3, pc=v5}
  002093  mov     rax,<list k1>
  00209d  cmp     r13,rax
  0020a0  jne     0x00000000000023ed
; guard_value v5, 65 => loop_pc/0 (2) {tape=v3, pc=v5}
  0020a6  cmp     rsi,0x41
  0020ad  jne     0x000000000000244e
  0020b3  jmp     0x00000000000020cd
  0020b8  mov     rbx,[rbp+0x30]
  0020bf  mov     r14,[rbp+0x98]
  0020c6  mov     r15,[rbp+0xa0]
; v9:int = le 67, v0
; guard_true v9 => dispatch/0 (3) {tape=v3, pc=65}
  0020cd  mov     r11,0x43
  0020d4  cmp     r11,rbx
  0020d7  jg      0x0000000000002488
; guard_words v3 => minus/0 (6) {tape=v3, pc=65}
  0020dd  cmp     qword ptr [r14+8],0
  0020e9  jne     0x00000000000024b4
; v12:int = readlist v3, v4 words => minus/0 (6) {tape=v3, pc=65}
  0020ef  cmp     r15,[r14]
  0020f7  jae     0x00000000000024e0
  0020fd  mov     rax,[r14+0x10]
  002105  mov     rsi,[rax+r15*8]
; v13:int = sub v12, 1 => minus/0 (6) {tape=v3, pc=65}
  002109  sub     rsi,1
  002110  jo      0x000000000000250c
; v14:int = and v13, 255
  002116  and     rsi,0xff
; v15:list = set v3, v4, v14 owned words in_bounds => minus/3 (6) {tape=v3, pc=65, x=v14}
  00211d  cmp     qword ptr [r14-0x10],1
  002129  jne     0x000000000000218f
  00212f  cmp     qword ptr [r14-8],1
  00213b  jne     0x000000000000218f
  002141  mov     rax,[r14+0x10]
  002149  lea     rax,[rax+r15*8]
  00214d  mov     [rax],rsi
; guard_true v14 => close_bracket/0 (20) {tape=v15, pc=66}
  002154  test    rsi,rsi
  002157  je      0x000000000000253f
; guard_steps => loop/0 (23) {tape=v15, pc=65}
; v18:list = phi tape v15
; v19:int = phi - v14
; loop (23)
  00215d  nop
  00215e  nop
  00215f  nop
; v21:int = sub_nov v19, 1
  002160  sub     rsi,1
; v22:int = and v21, 255
  002167  and     rsi,0xff
; v23:list = set v18, v4, v22 owned words in_bounds => minus/3 (6) {tape=v18, pc=65, x=v22}
  00216e  mov     rax,[r14+0x10]
  002176  lea     rax,[rax+r15*8]
  00217a  mov     [rax],rsi
; guard_true v22 => close_bracket/0 (20) {tape=v23, pc=66}
  002181  test    rsi,rsi
  002184  jne     0x0000000000002160
  00218a  jmp     0x000000000000256b
; guard_steps => loop/0 (23) {tape=v23, pc=65}
; jump (23) v18 <- v23, v19 <- v22
  00218f  sub     rsp,0x70
  002196  mov     [rsp+0x30],rcx
  00219e  mov     [rsp+0x38],rsi
  0021a6  mov     [rsp+0x40],rdi
  0021ae  mov     [rsp+0x48],r8
  0021b6  mov     [rsp+0x50],r9
  0021be  mov     [rsp+0x58],r10
  0021c6  mov     [rsp],r14
  0021ce  mov     qword ptr [rsp+8],3
  0021da  mov     [rsp+0x10],r15
  0021e2  mov     qword ptr [rsp+0x18],1
  0021ee  mov     [rsp+0x20],rsi
  0021f6  mov     qword ptr [rsp+0x28],1
  002202  mov     rdi,[rbp+0x20]
  002209  mov     esi,0xe
  00220e  mov     rdx,rsp
  002211  mov     rcx,0xfffffffffffffff2
  00221b  mov     r8,0xfffffffffffffff2
  002225  mov     r9,0
  00222f  mov     rax,<list_op>
  002239  call    rax
  00223b  mov     r11,rax
  00223e  mov     rcx,[rsp+0x30]
  002246  mov     rsi,[rsp+0x38]
  00224e  mov     rdi,[rsp+0x40]
  002256  mov     r8,[rsp+0x48]
  00225e  mov     r9,[rsp+0x50]
  002266  mov     r10,[rsp+0x58]
  00226e  add     rsp,0x70
  002275  test    rdx,rdx
  002278  je      0x0000000000002597
  00227e  mov     r14,r11
  002281  jmp     0x0000000000002154
  002286  sub     rsp,0x70
  00228d  mov     [rsp+0x30],rcx
  002295  mov     [rsp+0x38],rsi
  00229d  mov     [rsp+0x40],rdi
  0022a5  mov     [rsp+0x48],r8
  0022ad  mov     [rsp+0x50],r9
  0022b5  mov     [rsp+0x58],r10
  0022bd  mov     [rsp],r14
  0022c5  mov     qword ptr [rsp+8],3
  0022d1  mov     [rsp+0x10],r15
  0022d9  mov     qword ptr [rsp+0x18],1
  0022e5  mov     [rsp+0x20],rsi
  0022ed  mov     qword ptr [rsp+0x28],1
  0022f9  mov     rdi,[rbp+0x20]
  002300  mov     esi,0xe
  002305  mov     rdx,rsp
  002308  mov     rcx,0xfffffffffffffff2
  002312  mov     r8,0xfffffffffffffff2
  00231c  mov     r9,0
  002326  mov     rax,<list_op>
  002330  call    rax
  002332  mov     r11,rax
  002335  mov     rcx,[rsp+0x30]
  00233d  mov     rsi,[rsp+0x38]
  002345  mov     rdi,[rsp+0x40]
  00234d  mov     r8,[rsp+0x48]
  002355  mov     r9,[rsp+0x50]
  00235d  mov     r10,[rsp+0x58]
  002365  add     rsp,0x70
  00236c  test    rdx,rdx
  00236f  je      0x00000000000025d5
  002375  mov     r14,r11
  002378  jmp     0x0000000000002181
; exits
  00237d  mov     rax,0x4fffffffe
  002387  jmp     0x0000000000000016
  00238c  mov     [rbp+0x10],r12
  002393  mov     qword ptr [rbp+0x18],3
  00239e  mov     [rbp+0x98],r14
  0023a5  mov     qword ptr [rbp+0x140],3
  0023b0  mov     [rbp+0xa8],rsi
  0023b7  mov     rdi,[rbp+0x20]
  0023be  mov     rsi,8
  0023c8  mov     rdx,0
  0023d2  mov     rax,<exit_lists>
  0023dc  call    rax
  0023de  mov     rax,0x400000000
  0023e8  jmp     0x0000000000000016
  0023ed  mov     [rbp+0x10],r13
  0023f4  mov     qword ptr [rbp+0x18],3
  0023ff  mov     [rbp+0x98],r14
  002406  mov     qword ptr [rbp+0x140],3
  002411  mov     [rbp+0xa8],rsi
  002418  mov     rdi,[rbp+0x20]
  00241f  mov     rsi,8
  002429  mov     rdx,0
  002433  mov     rax,<exit_lists>
  00243d  call    rax
  00243f  mov     rax,0x400000001
  002449  jmp     0x0000000000000016
  00244e  mov     [rbp+0x10],rsi
  002455  mov     qword ptr [rbp+0x18],1
  002460  mov     [rbp+0x98],r14
  002467  mov     qword ptr [rbp+0x140],3
  002472  mov     [rbp+0xa8],rsi
  002479  mov     rax,0x400000002
  002483  jmp     0x0000000000000016
  002488  mov     [rbp+0x98],r14
  00248f  mov     qword ptr [rbp+0x140],3
  00249a  mov     qword ptr [rbp+0xa8],0x41
  0024a5  mov     rax,0x400000003
  0024af  jmp     0x0000000000000016
  0024b4  mov     [rbp+0x98],r14
  0024bb  mov     qword ptr [rbp+0x140],3
  0024c6  mov     qword ptr [rbp+0xa8],0x41
  0024d1  mov     rax,0x400000004
  0024db  jmp     0x0000000000000016
  0024e0  mov     [rbp+0x98],r14
  0024e7  mov     qword ptr [rbp+0x140],3
  0024f2  mov     qword ptr [rbp+0xa8],0x41
  0024fd  mov     rax,0x400000005
  002507  jmp     0x0000000000000016
  00250c  add     rsi,1
  002513  mov     [rbp+0x98],r14
  00251a  mov     qword ptr [rbp+0x140],3
  002525  mov     qword ptr [rbp+0xa8],0x41
  002530  mov     rax,0x400000006
  00253a  jmp     0x0000000000000016
  00253f  mov     [rbp+0x98],r14
  002546  mov     qword ptr [rbp+0x140],3
  002551  mov     qword ptr [rbp+0xa8],0x42
  00255c  mov     rax,0x400000008
  002566  jmp     0x0000000000000016
  00256b  mov     [rbp+0x98],r14
  002572  mov     qword ptr [rbp+0x140],3
  00257d  mov     qword ptr [rbp+0xa8],0x42
  002588  mov     rax,0x40000000b
  002592  jmp     0x0000000000000016
  002597  mov     [rbp+0x98],r14
  00259e  mov     qword ptr [rbp+0x140],3
  0025a9  mov     qword ptr [rbp+0xa8],0x41
  0025b4  mov     [rbp+0xb8],rsi
  0025bb  mov     qword ptr [rbp+0x160],1
  0025c6  mov     rax,0x400000007
  0025d0  jmp     0x0000000000000016
  0025d5  mov     [rbp+0x98],r14
  0025dc  mov     qword ptr [rbp+0x140],3
  0025e7  mov     qword ptr [rbp+0xa8],0x41
  0025f2  mov     [rbp+0xb8],rsi
  0025f9  mov     qword ptr [rbp+0x160],1
  002604  mov     rax,0x40000000a
  00260e  jmp     0x0000000000000016
