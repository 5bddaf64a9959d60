; T0: 694 bytes
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
; guard_true v6 => match/1 (0) {i=v5, more=0}
  0000c5  cmp     r13,rbx
  0000c8  jge     0x0000000000000178
; guard_words v1 => match_command/0 (1) {i=v5}
  0000ce  cmp     qword ptr [r12+8],0
  0000da  jne     0x00000000000001a4
; v9:int = readlist v1, v5 words => match_command/0 (1) {i=v5}
  0000e0  cmp     r13,[r12]
  0000e8  jae     0x00000000000001ba
  0000ee  mov     rax,[r12+0x10]
  0000f6  mov     r14,[rax+r13*8]
; v10:int = eq v9, 91
; guard_false v10 => match_command/2 (1) {i=v5, c=v9, open=1}
  0000fa  cmp     r14,0x5b
  000101  je      0x00000000000001d0
; v12:int = eq v9, 93
; guard_false v12 => match_close/1 (2) {i=v5, close=1}
  000107  cmp     r14,0x5d
  00010e  je      0x000000000000020e
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
; guard_true v18 => match/1 (0) {i=v16, more=0}
  000120  cmp     r13,rbx
  000123  jge     0x000000000000023a
; v20:int = readlist v1, v16 words => match_command/0 (1) {i=v16}
  000129  cmp     r13,[r12]
  000131  jae     0x0000000000000266
  000137  mov     rax,[r12+0x10]
  00013f  mov     r14,[rax+r13*8]
; v21:int = eq v20, 91
; guard_false v21 => match_command/2 (1) {i=v16, c=v20, open=1}
  000143  cmp     r14,0x5b
  00014a  je      0x000000000000027c
; v23:int = eq v20, 93
; guard_false v23 => match_close/1 (2) {i=v16, close=1}
  000150  cmp     r14,0x5d
  000157  je      0x00000000000002ba
; v25:int = add_nov v16, 1
  00015d  add     r13,1
; guard_steps => match/0 (4) {i=v25}
; jump (4) v16 <- v25
  000164  jmp     0x0000000000000120
; exits
  000169  mov     rax,0xfffffffe
  000173  jmp     0x0000000000000016
  000178  mov     [rbp+0x58],r13
  00017f  mov     qword ptr [rbp+0x60],0
  00018a  mov     qword ptr [rbp+0x108],1
  000195  mov     rax,0
  00019f  jmp     0x0000000000000016
  0001a4  mov     [rbp+0x58],r13
  0001ab  mov     rax,1
  0001b5  jmp     0x0000000000000016
  0001ba  mov     [rbp+0x58],r13
  0001c1  mov     rax,2
  0001cb  jmp     0x0000000000000016
  0001d0  mov     [rbp+0x58],r13
  0001d7  mov     [rbp+0x68],r14
  0001de  mov     qword ptr [rbp+0x110],1
  0001e9  mov     qword ptr [rbp+0x70],1
  0001f4  mov     qword ptr [rbp+0x118],1
  0001ff  mov     rax,3
  000209  jmp     0x0000000000000016
  00020e  mov     [rbp+0x58],r13
  000215  mov     qword ptr [rbp+0x78],1
  000220  mov     qword ptr [rbp+0x120],1
  00022b  mov     rax,4
  000235  jmp     0x0000000000000016
  00023a  mov     [rbp+0x58],r13
  000241  mov     qword ptr [rbp+0x60],0
  00024c  mov     qword ptr [rbp+0x108],1
  000257  mov     rax,6
  000261  jmp     0x0000000000000016
  000266  mov     [rbp+0x58],r13
  00026d  mov     rax,7
  000277  jmp     0x0000000000000016
  00027c  mov     [rbp+0x58],r13
  000283  mov     [rbp+0x68],r14
  00028a  mov     qword ptr [rbp+0x110],1
  000295  mov     qword ptr [rbp+0x70],1
  0002a0  mov     qword ptr [rbp+0x118],1
  0002ab  mov     rax,8
  0002b5  jmp     0x0000000000000016
  0002ba  mov     [rbp+0x58],r13
  0002c1  mov     qword ptr [rbp+0x78],1
  0002cc  mov     qword ptr [rbp+0x120],1
  0002d7  mov     rax,9
  0002e1  jmp     0x0000000000000016

; T1: 2764 bytes
; v0:int = input n
  0002f0  cmp     qword ptr [rbp+0xd8],1
  0002fb  jne     0x00000000000008fa
  000301  mov     rbx,[rbp+0x30]
; v1:list = input src
  000308  cmp     qword ptr [rbp+0xe0],3
  000313  jne     0x00000000000008fa
  000319  mov     r12,[rbp+0x38]
; v2:list = input jumps
  000320  cmp     qword ptr [rbp+0xe8],3
  00032b  jne     0x00000000000008fa
  000331  mov     r13,[rbp+0x40]
; v3:list = input tape
  000338  cmp     qword ptr [rbp+0x140],3
  000343  jne     0x00000000000008fa
  000349  mov     r14,[rbp+0x98]
; v4:int = input p
  000350  cmp     qword ptr [rbp+0x148],1
  00035b  jne     0x00000000000008fa
  000361  mov     r15,[rbp+0xa0]
; v5:int = input pc
  000368  cmp     qword ptr [rbp+0x150],1
  000373  jne     0x00000000000008fa
  000379  mov     rsi,[rbp+0xa8]
; guard_value v1, [43, 43, 43, 43, 43, 43, 43, 43, 91, 45, 62, 43, 43, 43, 43, 43, 43, 43, 43, 60, 93, 62, 43, 91, 62, 43, 60, 45, 93, 62, 91, 45, 46, 93, 62, 43, 43, 43, 43, 43, 43, 43, 43, 91, 45, 60, 43, 43, 43, 43, 43, 43, 43, 43, 62, 93, 60, 91, 45, 62, 43, 60, 93, 62, 91, 45, 93] => loop/0 (0) {tape=v3, p=v4, pc=v5}
  000380  mov     rax,<list k0>
  00038a  cmp     r12,rax
  00038d  jne     0x0000000000000909
; guard_value v2, [0, 0, 0, 0, 0, 0, 0, 0, 20, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 8, 0, 0, 28, 0, 0, 0, 0, 23, 0, 33, 0, 0, 30, 0, 0, 0, 0, 0, 0, 0, 0, 0, 55, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 43, 0, 62, 0, 0, 0, 0, 57, 0, 66, 0, 64] => loop_jumps/0 (1) {tape=v3, p=v4, pc=v5}
  000393  mov     rax,<list k1>
  00039d  cmp     r13,rax
  0003a0  jne     0x0000000000000971
; guard_value v5, 24 => loop_pc/0 (2) {tape=v3, p=v4, pc=v5}
  0003a6  cmp     rsi,0x18
  0003ad  jne     0x00000000000009d9
  0003b3  jmp     0x00000000000003cd
  0003b8  mov     rbx,[rbp+0x30]
  0003bf  mov     r14,[rbp+0x98]
  0003c6  mov     r15,[rbp+0xa0]
; v9:int = lt 24, v0
  0003cd  mov     r11,0x18
  0003d4  cmp     r11,rbx
  0003d7  setl    al
  0003da  movzx   esi,al
; v10:int = lt 28, v0
; guard_true v10 => dispatch/1 (3) {more=v9, tape=v3, p=v4, pc=24}
  0003de  mov     r11,0x1c
  0003e5  cmp     r11,rbx
  0003e8  jge     0x0000000000000a1a
; v12:int = add v4, 1 => right/0 (7) {tape=v3, p=v4, pc=24}
  0003ee  add     r15,1
  0003f5  jo      0x0000000000000a5f
; v13:int = and v12, 65535
  0003fb  mov     rsi,r15
  0003fe  and     rsi,0xffff
; guard_words v3 => plus/0 (14) {tape=v3, p=v13, pc=25}
  000405  cmp     qword ptr [r14+8],0
  000411  jne     0x0000000000000a99
; v15:int = readlist v3, v13 words => plus/0 (14) {tape=v3, p=v13, pc=25}
  000417  cmp     rsi,[r14]
  00041f  jae     0x0000000000000acc
  000425  mov     rax,[r14+0x10]
  00042d  mov     rbx,[rax+rsi*8]
; v16:int = add v15, 1 => plus/1 (14) {tape=v3, p=v13, pc=25, x=v15}
  000431  add     rbx,1
  000438  jo      0x0000000000000aff
; v17:int = and v16, 255
  00043e  and     rbx,0xff
; v18:list = set v3, v13, v17 owned words in_bounds => plus/3 (14) {tape=v3, p=v13, pc=25, x=v17}
  000445  cmp     qword ptr [r14-0x10],1
  000451  jne     0x000000000000051e
  000457  cmp     qword ptr [r14-8],1
  000463  jne     0x000000000000051e
  000469  mov     rax,[r14+0x10]
  000471  lea     rax,[rax+rsi*8]
  000475  mov     [rax],rbx
; v19:int = add_nov v12, -1
  000478  add     r15,0xffffffffffffffff
; v20:int = and v19, 65535
  00047f  and     r15,0xffff
; v21:int = readlist v18, v20 words => minus/0 (32) {tape=v18, p=v20, pc=27}
  000486  cmp     r15,[r14]
  00048e  jae     0x0000000000000b4b
  000494  mov     rax,[r14+0x10]
  00049c  mov     r13,[rax+r15*8]
; v22:int = sub v21, 1 => minus/1 (32) {tape=v18, p=v20, pc=27, x=v21}
  0004a0  sub     r13,1
  0004a7  jo      0x0000000000000b7e
; v23:int = and v22, 255
  0004ad  and     r13,0xff
; v24:list = set v18, v20, v23 owned words in_bounds => minus/3 (32) {tape=v18, p=v20, pc=27, x=v23}
  0004b4  mov     rax,[r14+0x10]
  0004bc  lea     rax,[rax+r15*8]
  0004c0  mov     [rax],r13
; guard_true v23 => close_bracket/1 (46) {tape=v24, p=v20, pc=28, x=0}
  0004c3  test    r13,r13
  0004c6  je      0x0000000000000bca
; guard_steps => loop/0 (49) {tape=v24, p=v20, pc=24}
; v27:list = phi tape v24
; v28:int = phi - v23
; v29:int = phi - v17
; loop (49)
  0004cc  nop
  0004cd  nop
  0004ce  nop
  0004cf  nop
; v31:int = add v29, 1 => plus/1 (14) {tape=v27, p=v13, pc=25, x=v29}
  0004d0  add     rbx,1
  0004d7  jo      0x0000000000000c13
; v32:int = and v31, 255
  0004dd  and     rbx,0xff
; v33:list = set v27, v13, v32 owned words in_bounds => plus/3 (14) {tape=v27, p=v13, pc=25, x=v32}
  0004e4  mov     rax,[r14+0x10]
  0004ec  lea     rax,[rax+rsi*8]
  0004f0  mov     [rax],rbx
; v34:int = sub_nov v28, 1
  0004f3  sub     r13,1
; v35:int = and v34, 255
  0004fa  and     r13,0xff
; v36:list = set v33, v20, v35 owned words in_bounds => minus/3 (32) {tape=v33, p=v20, pc=27, x=v35}
  000501  mov     rax,[r14+0x10]
  000509  lea     rax,[rax+r15*8]
  00050d  mov     [rax],r13
; guard_true v35 => close_bracket/1 (46) {tape=v36, p=v20, pc=28, x=0}
  000510  test    r13,r13
  000513  jne     0x00000000000004d0
  000519  jmp     0x0000000000000c5f
; guard_steps => loop/0 (49) {tape=v36, p=v20, pc=24}
; jump (49) v27 <- v36, v28 <- v35, v29 <- v32
  00051e  sub     rsp,0x70
  000525  mov     [rsp+0x30],rcx
  00052d  mov     [rsp+0x38],rsi
  000535  mov     [rsp+0x40],rdi
  00053d  mov     [rsp+0x48],r8
  000545  mov     [rsp+0x50],r9
  00054d  mov     [rsp+0x58],r10
  000555  mov     [rsp],r14
  00055d  mov     qword ptr [rsp+8],3
  000569  mov     [rsp+0x10],rsi
  000571  mov     qword ptr [rsp+0x18],1
  00057d  mov     [rsp+0x20],rbx
  000585  mov     qword ptr [rsp+0x28],1
  000591  mov     rdi,[rbp+0x20]
  000598  mov     esi,0xe
  00059d  mov     rdx,rsp
  0005a0  mov     rcx,0xfffffffffffffff2
  0005aa  mov     r8,0xfffffffffffffff2
  0005b4  mov     r9,0
  0005be  mov     rax,<list_op>
  0005c8  call    rax
  0005ca  mov     r11,rax
  0005cd  mov     rcx,[rsp+0x30]
  0005d5  mov     rsi,[rsp+0x38]
  0005dd  mov     rdi,[rsp+0x40]
  0005e5  mov     r8,[rsp+0x48]
  0005ed  mov     r9,[rsp+0x50]
  0005f5  mov     r10,[rsp+0x58]
  0005fd  add     rsp,0x70
  000604  test    rdx,rdx
  000607  je      0x0000000000000ca8
  00060d  mov     r14,r11
  000610  jmp     0x0000000000000478
  000615  sub     rsp,0x70
  00061c  mov     [rsp+0x30],rcx
  000624  mov     [rsp+0x38],rsi
  00062c  mov     [rsp+0x40],rdi
  000634  mov     [rsp+0x48],r8
  00063c  mov     [rsp+0x50],r9
  000644  mov     [rsp+0x58],r10
  00064c  mov     [rsp],r14
  000654  mov     qword ptr [rsp+8],3
  000660  mov     [rsp+0x10],r15
  000668  mov     qword ptr [rsp+0x18],1
  000674  mov     [rsp+0x20],r13
  00067c  mov     qword ptr [rsp+0x28],1
  000688  mov     rdi,[rbp+0x20]
  00068f  mov     esi,0xe
  000694  mov     rdx,rsp
  000697  mov     rcx,0xfffffffffffffff2
  0006a1  mov     r8,0xfffffffffffffff2
  0006ab  mov     r9,0
  0006b5  mov     rax,<list_op>
  0006bf  call    rax
  0006c1  mov     r11,rax
  0006c4  mov     rcx,[rsp+0x30]
  0006cc  mov     rsi,[rsp+0x38]
  0006d4  mov     rdi,[rsp+0x40]
  0006dc  mov     r8,[rsp+0x48]
  0006e4  mov     r9,[rsp+0x50]
  0006ec  mov     r10,[rsp+0x58]
  0006f4  add     rsp,0x70
  0006fb  test    rdx,rdx
  0006fe  je      0x0000000000000ced
  000704  mov     r14,r11
  000707  jmp     0x00000000000004c3
  00070c  sub     rsp,0x70
  000713  mov     [rsp+0x30],rcx
  00071b  mov     [rsp+0x38],rsi
  000723  mov     [rsp+0x40],rdi
  00072b  mov     [rsp+0x48],r8
  000733  mov     [rsp+0x50],r9
  00073b  mov     [rsp+0x58],r10
  000743  mov     [rsp],r14
  00074b  mov     qword ptr [rsp+8],3
  000757  mov     [rsp+0x10],rsi
  00075f  mov     qword ptr [rsp+0x18],1
  00076b  mov     [rsp+0x20],rbx
  000773  mov     qword ptr [rsp+0x28],1
  00077f  mov     rdi,[rbp+0x20]
  000786  mov     esi,0xe
  00078b  mov     rdx,rsp
  00078e  mov     rcx,0xfffffffffffffff2
  000798  mov     r8,0xfffffffffffffff2
  0007a2  mov     r9,0
  0007ac  mov     rax,<list_op>
  0007b6  call    rax
  0007b8  mov     r11,rax
  0007bb  mov     rcx,[rsp+0x30]
  0007c3  mov     rsi,[rsp+0x38]
  0007cb  mov     rdi,[rsp+0x40]
  0007d3  mov     r8,[rsp+0x48]
  0007db  mov     r9,[rsp+0x50]
  0007e3  mov     r10,[rsp+0x58]
  0007eb  add     rsp,0x70
  0007f2  test    rdx,rdx
  0007f5  je      0x0000000000000d32
  0007fb  mov     r14,r11
  0007fe  jmp     0x00000000000004f3
  000803  sub     rsp,0x70
  00080a  mov     [rsp+0x30],rcx
  000812  mov     [rsp+0x38],rsi
  00081a  mov     [rsp+0x40],rdi
  000822  mov     [rsp+0x48],r8
  00082a  mov     [rsp+0x50],r9
  000832  mov     [rsp+0x58],r10
  00083a  mov     [rsp],r14
  000842  mov     qword ptr [rsp+8],3
  00084e  mov     [rsp+0x10],r15
  000856  mov     qword ptr [rsp+0x18],1
  000862  mov     [rsp+0x20],r13
  00086a  mov     qword ptr [rsp+0x28],1
  000876  mov     rdi,[rbp+0x20]
  00087d  mov     esi,0xe
  000882  mov     rdx,rsp
  000885  mov     rcx,0xfffffffffffffff2
  00088f  mov     r8,0xfffffffffffffff2
  000899  mov     r9,0
  0008a3  mov     rax,<list_op>
  0008ad  call    rax
  0008af  mov     r11,rax
  0008b2  mov     rcx,[rsp+0x30]
  0008ba  mov     rsi,[rsp+0x38]
  0008c2  mov     rdi,[rsp+0x40]
  0008ca  mov     r8,[rsp+0x48]
  0008d2  mov     r9,[rsp+0x50]
  0008da  mov     r10,[rsp+0x58]
  0008e2  add     rsp,0x70
  0008e9  test    rdx,rdx
  0008ec  je      0x0000000000000d77
  0008f2  mov     r14,r11
  0008f5  jmp     0x0000000000000510
; exits
  0008fa  mov     rax,0x1fffffffe
  000904  jmp     0x0000000000000016
  000909  mov     [rbp+0x10],r12
  000910  mov     qword ptr [rbp+0x18],3
  00091b  mov     [rbp+0x98],r14
  000922  mov     qword ptr [rbp+0x140],3
  00092d  mov     [rbp+0xa0],r15
  000934  mov     [rbp+0xa8],rsi
  00093b  mov     rdi,[rbp+0x20]
  000942  mov     rsi,8
  00094c  mov     rdx,0
  000956  mov     rax,<exit_lists>
  000960  call    rax
  000962  mov     rax,0x100000000
  00096c  jmp     0x0000000000000016
  000971  mov     [rbp+0x10],r13
  000978  mov     qword ptr [rbp+0x18],3
  000983  mov     [rbp+0x98],r14
  00098a  mov     qword ptr [rbp+0x140],3
  000995  mov     [rbp+0xa0],r15
  00099c  mov     [rbp+0xa8],rsi
  0009a3  mov     rdi,[rbp+0x20]
  0009aa  mov     rsi,8
  0009b4  mov     rdx,0
  0009be  mov     rax,<exit_lists>
  0009c8  call    rax
  0009ca  mov     rax,0x100000001
  0009d4  jmp     0x0000000000000016
  0009d9  mov     [rbp+0x10],rsi
  0009e0  mov     qword ptr [rbp+0x18],1
  0009eb  mov     [rbp+0x98],r14
  0009f2  mov     qword ptr [rbp+0x140],3
  0009fd  mov     [rbp+0xa0],r15
  000a04  mov     [rbp+0xa8],rsi
  000a0b  mov     rax,0x100000002
  000a15  jmp     0x0000000000000016
  000a1a  mov     [rbp+0x60],rsi
  000a21  mov     qword ptr [rbp+0x108],1
  000a2c  mov     [rbp+0x98],r14
  000a33  mov     qword ptr [rbp+0x140],3
  000a3e  mov     [rbp+0xa0],r15
  000a45  mov     qword ptr [rbp+0xa8],0x18
  000a50  mov     rax,0x100000003
  000a5a  jmp     0x0000000000000016
  000a5f  sub     r15,1
  000a66  mov     [rbp+0x98],r14
  000a6d  mov     qword ptr [rbp+0x140],3
  000a78  mov     [rbp+0xa0],r15
  000a7f  mov     qword ptr [rbp+0xa8],0x18
  000a8a  mov     rax,0x100000004
  000a94  jmp     0x0000000000000016
  000a99  mov     [rbp+0x98],r14
  000aa0  mov     qword ptr [rbp+0x140],3
  000aab  mov     [rbp+0xa0],rsi
  000ab2  mov     qword ptr [rbp+0xa8],0x19
  000abd  mov     rax,0x100000005
  000ac7  jmp     0x0000000000000016
  000acc  mov     [rbp+0x98],r14
  000ad3  mov     qword ptr [rbp+0x140],3
  000ade  mov     [rbp+0xa0],rsi
  000ae5  mov     qword ptr [rbp+0xa8],0x19
  000af0  mov     rax,0x100000006
  000afa  jmp     0x0000000000000016
  000aff  sub     rbx,1
  000b06  mov     [rbp+0x98],r14
  000b0d  mov     qword ptr [rbp+0x140],3
  000b18  mov     [rbp+0xa0],rsi
  000b1f  mov     qword ptr [rbp+0xa8],0x19
  000b2a  mov     [rbp+0xb8],rbx
  000b31  mov     qword ptr [rbp+0x160],1
  000b3c  mov     rax,0x100000007
  000b46  jmp     0x0000000000000016
  000b4b  mov     [rbp+0x98],r14
  000b52  mov     qword ptr [rbp+0x140],3
  000b5d  mov     [rbp+0xa0],r15
  000b64  mov     qword ptr [rbp+0xa8],0x1b
  000b6f  mov     rax,0x100000009
  000b79  jmp     0x0000000000000016
  000b7e  add     r13,1
  000b85  mov     [rbp+0x98],r14
  000b8c  mov     qword ptr [rbp+0x140],3
  000b97  mov     [rbp+0xa0],r15
  000b9e  mov     qword ptr [rbp+0xa8],0x1b
  000ba9  mov     [rbp+0xb8],r13
  000bb0  mov     qword ptr [rbp+0x160],1
  000bbb  mov     rax,0x10000000a
  000bc5  jmp     0x0000000000000016
  000bca  mov     [rbp+0x98],r14
  000bd1  mov     qword ptr [rbp+0x140],3
  000bdc  mov     [rbp+0xa0],r15
  000be3  mov     qword ptr [rbp+0xa8],0x1c
  000bee  mov     qword ptr [rbp+0xb8],0
  000bf9  mov     qword ptr [rbp+0x160],1
  000c04  mov     rax,0x10000000c
  000c0e  jmp     0x0000000000000016
  000c13  sub     rbx,1
  000c1a  mov     [rbp+0x98],r14
  000c21  mov     qword ptr [rbp+0x140],3
  000c2c  mov     [rbp+0xa0],rsi
  000c33  mov     qword ptr [rbp+0xa8],0x19
  000c3e  mov     [rbp+0xb8],rbx
  000c45  mov     qword ptr [rbp+0x160],1
  000c50  mov     rax,0x10000000e
  000c5a  jmp     0x0000000000000016
  000c5f  mov     [rbp+0x98],r14
  000c66  mov     qword ptr [rbp+0x140],3
  000c71  mov     [rbp+0xa0],r15
  000c78  mov     qword ptr [rbp+0xa8],0x1c
  000c83  mov     qword ptr [rbp+0xb8],0
  000c8e  mov     qword ptr [rbp+0x160],1
  000c99  mov     rax,0x100000011
  000ca3  jmp     0x0000000000000016
  000ca8  mov     [rbp+0x98],r14
  000caf  mov     qword ptr [rbp+0x140],3
  000cba  mov     [rbp+0xa0],rsi
  000cc1  mov     qword ptr [rbp+0xa8],0x19
  000ccc  mov     [rbp+0xb8],rbx
  000cd3  mov     qword ptr [rbp+0x160],1
  000cde  mov     rax,0x100000008
  000ce8  jmp     0x0000000000000016
  000ced  mov     [rbp+0x98],r14
  000cf4  mov     qword ptr [rbp+0x140],3
  000cff  mov     [rbp+0xa0],r15
  000d06  mov     qword ptr [rbp+0xa8],0x1b
  000d11  mov     [rbp+0xb8],r13
  000d18  mov     qword ptr [rbp+0x160],1
  000d23  mov     rax,0x10000000b
  000d2d  jmp     0x0000000000000016
  000d32  mov     [rbp+0x98],r14
  000d39  mov     qword ptr [rbp+0x140],3
  000d44  mov     [rbp+0xa0],rsi
  000d4b  mov     qword ptr [rbp+0xa8],0x19
  000d56  mov     [rbp+0xb8],rbx
  000d5d  mov     qword ptr [rbp+0x160],1
  000d68  mov     rax,0x10000000f
  000d72  jmp     0x0000000000000016
  000d77  mov     [rbp+0x98],r14
  000d7e  mov     qword ptr [rbp+0x140],3
  000d89  mov     [rbp+0xa0],r15
  000d90  mov     qword ptr [rbp+0xa8],0x1b
  000d9b  mov     [rbp+0xb8],r13
  000da2  mov     qword ptr [rbp+0x160],1
  000dad  mov     rax,0x100000010
  000db7  jmp     0x0000000000000016

; T2: 2294 bytes
; v0:int = input n
  000dc0  cmp     qword ptr [rbp+0xd8],1
  000dcb  jne     0x0000000000001354
  000dd1  mov     rbx,[rbp+0x30]
; v1:list = input src
  000dd8  cmp     qword ptr [rbp+0xe0],3
  000de3  jne     0x0000000000001354
  000de9  mov     r12,[rbp+0x38]
; v2:list = input jumps
  000df0  cmp     qword ptr [rbp+0xe8],3
  000dfb  jne     0x0000000000001354
  000e01  mov     r13,[rbp+0x40]
; v3:list = input tape
  000e08  cmp     qword ptr [rbp+0x140],3
  000e13  jne     0x0000000000001354
  000e19  mov     r14,[rbp+0x98]
; v4:int = input p
  000e20  cmp     qword ptr [rbp+0x148],1
  000e2b  jne     0x0000000000001354
  000e31  mov     r15,[rbp+0xa0]
; v5:int = input pc
  000e38  cmp     qword ptr [rbp+0x150],1
  000e43  jne     0x0000000000001354
  000e49  mov     rsi,[rbp+0xa8]
; guard_value v1, [43, 43, 43, 43, 43, 43, 43, 43, 91, 45, 62, 43, 43, 43, 43, 43, 43, 43, 43, 60, 93, 62, 43, 91, 62, 43, 60, 45, 93, 62, 91, 45, 46, 93, 62, 43, 43, 43, 43, 43, 43, 43, 43, 91, 45, 60, 43, 43, 43, 43, 43, 43, 43, 43, 62, 93, 60, 91, 45, 62, 43, 60, 93, 62, 91, 45, 93] => loop/0 (0) {tape=v3, pc=v5}
  000e50  mov     rax,<list k0>
  000e5a  cmp     r12,rax
  000e5d  jne     0x0000000000001363
; guard_value v2, [0, 0, 0, 0, 0, 0, 0, 0, 20, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 8, 0, 0, 28, 0, 0, 0, 0, 23, 0, 33, 0, 0, 30, 0, 0, 0, 0, 0, 0, 0, 0, 0, 55, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 43, 0, 62, 0, 0, 0, 0, 57, 0, 66, 0, 64] => loop_jumps/0 (1) {tape=v3, pc=v5}
  000e63  mov     rax,<list k1>
  000e6d  cmp     r13,rax
  000e70  jne     0x00000000000013c4
; guard_value v5, 31 => loop_pc/0 (2) {tape=v3, pc=v5}
  000e76  cmp     rsi,0x1f
  000e7d  jne     0x0000000000001425
  000e83  jmp     0x0000000000000e9d
  000e88  mov     rbx,[rbp+0x30]
  000e8f  mov     r14,[rbp+0x98]
  000e96  mov     r15,[rbp+0xa0]
; v9:int = lt 31, v0
  000e9d  mov     r11,0x1f
  000ea4  cmp     r11,rbx
  000ea7  setl    al
  000eaa  movzx   esi,al
; v10:int = lt 33, v0
; guard_true v10 => dispatch/1 (3) {more=v9, tape=v3, pc=31}
  000eae  mov     r11,0x21
  000eb5  cmp     r11,rbx
  000eb8  jge     0x000000000000145f
; guard_words v3 => minus/0 (6) {tape=v3, pc=31}
  000ebe  cmp     qword ptr [r14+8],0
  000eca  jne     0x000000000000149d
; v13:int = readlist v3, v4 words => minus/0 (6) {tape=v3, pc=31}
  000ed0  cmp     r15,[r14]
  000ed8  jae     0x00000000000014c9
  000ede  mov     rax,[r14+0x10]
  000ee6  mov     rsi,[rax+r15*8]
; v14:int = sub v13, 1 => minus/1 (6) {tape=v3, pc=31, x=v13}
  000eea  sub     rsi,1
  000ef1  jo      0x00000000000014f5
; v15:int = and v14, 255
  000ef7  and     rsi,0xff
; v16:list = set v3, v4, v15 owned words in_bounds => minus/3 (6) {tape=v3, pc=31, x=v15}
  000efe  cmp     qword ptr [r14-0x10],1
  000f0a  jne     0x0000000000000fce
  000f10  cmp     qword ptr [r14-8],1
  000f1c  jne     0x0000000000000fce
  000f22  mov     rax,[r14+0x10]
  000f2a  lea     rax,[rax+r15*8]
  000f2e  mov     [rax],rsi
; v17:int = put_byte v15 => output/1 (17) {tape=v16, pc=32, x=v15}
  000f31  cmp     rsi,0xff
  000f38  ja      0x00000000000010c5
  000f3e  mov     rax,[rbp+0x28]
  000f45  mov     rdx,[rax]
  000f48  cmp     rdx,0x10000
  000f4f  jae     0x00000000000010c5
  000f55  mov     [rax+rdx+8],sil
  000f5d  add     rdx,1
  000f61  mov     [rax],rdx
; guard_true v15 => close_bracket/1 (31) {tape=v16, pc=33, x=0}
  000f64  test    rsi,rsi
  000f67  je      0x000000000000153a
; guard_steps => loop/0 (34) {tape=v16, pc=31}
; v20:list = phi tape v16
; v21:int = phi - v15
; loop (34)
  000f6d  nop
  000f6e  nop
  000f6f  nop
; v23:int = sub_nov v21, 1
  000f70  sub     rsi,1
; v24:int = and v23, 255
  000f77  and     rsi,0xff
; v25:list = set v20, v4, v24 owned words in_bounds => minus/3 (6) {tape=v20, pc=31, x=v24}
  000f7e  mov     rax,[r14+0x10]
  000f86  lea     rax,[rax+r15*8]
  000f8a  mov     [rax],rsi
; v26:int = put_byte v24 => output/1 (17) {tape=v25, pc=32, x=v24}
  000f8d  cmp     rsi,0xff
  000f94  ja      0x0000000000001288
  000f9a  mov     rax,[rbp+0x28]
  000fa1  mov     rdx,[rax]
  000fa4  cmp     rdx,0x10000
  000fab  jae     0x0000000000001288
  000fb1  mov     [rax+rdx+8],sil
  000fb9  add     rdx,1
  000fbd  mov     [rax],rdx
; guard_true v24 => close_bracket/1 (31) {tape=v25, pc=33, x=0}
  000fc0  test    rsi,rsi
  000fc3  jne     0x0000000000000f70
  000fc9  jmp     0x000000000000157c
; guard_steps => loop/0 (34) {tape=v25, pc=31}
; jump (34) v20 <- v25, v21 <- v24
  000fce  sub     rsp,0x70
  000fd5  mov     [rsp+0x30],rcx
  000fdd  mov     [rsp+0x38],rsi
  000fe5  mov     [rsp+0x40],rdi
  000fed  mov     [rsp+0x48],r8
  000ff5  mov     [rsp+0x50],r9
  000ffd  mov     [rsp+0x58],r10
  001005  mov     [rsp],r14
  00100d  mov     qword ptr [rsp+8],3
  001019  mov     [rsp+0x10],r15
  001021  mov     qword ptr [rsp+0x18],1
  00102d  mov     [rsp+0x20],rsi
  001035  mov     qword ptr [rsp+0x28],1
  001041  mov     rdi,[rbp+0x20]
  001048  mov     esi,0xe
  00104d  mov     rdx,rsp
  001050  mov     rcx,0xfffffffffffffff2
  00105a  mov     r8,0xfffffffffffffff2
  001064  mov     r9,0
  00106e  mov     rax,<list_op>
  001078  call    rax
  00107a  mov     r11,rax
  00107d  mov     rcx,[rsp+0x30]
  001085  mov     rsi,[rsp+0x38]
  00108d  mov     rdi,[rsp+0x40]
  001095  mov     r8,[rsp+0x48]
  00109d  mov     r9,[rsp+0x50]
  0010a5  mov     r10,[rsp+0x58]
  0010ad  add     rsp,0x70
  0010b4  test    rdx,rdx
  0010b7  je      0x00000000000015be
  0010bd  mov     r14,r11
  0010c0  jmp     0x0000000000000f31
  0010c5  sub     rsp,0x70
  0010cc  mov     [rsp+0x30],rcx
  0010d4  mov     [rsp+0x38],rsi
  0010dc  mov     [rsp+0x40],rdi
  0010e4  mov     [rsp+0x48],r8
  0010ec  mov     [rsp+0x50],r9
  0010f4  mov     [rsp+0x58],r10
  0010fc  mov     [rsp],rsi
  001104  mov     qword ptr [rsp+8],1
  001110  mov     rdi,[rbp+0x20]
  001117  mov     esi,0x14
  00111c  mov     rdx,rsp
  00111f  mov     rcx,1
  001129  mov     r8,0
  001133  mov     r9,0
  00113d  mov     rax,<call_op>
  001147  call    rax
  001149  mov     r11,rax
  00114c  mov     rcx,[rsp+0x30]
  001154  mov     rsi,[rsp+0x38]
  00115c  mov     rdi,[rsp+0x40]
  001164  mov     r8,[rsp+0x48]
  00116c  mov     r9,[rsp+0x50]
  001174  mov     r10,[rsp+0x58]
  00117c  add     rsp,0x70
  001183  test    rdx,rdx
  001186  je      0x00000000000015fc
  00118c  jmp     0x0000000000000f64
  001191  sub     rsp,0x70
  001198  mov     [rsp+0x30],rcx
  0011a0  mov     [rsp+0x38],rsi
  0011a8  mov     [rsp+0x40],rdi
  0011b0  mov     [rsp+0x48],r8
  0011b8  mov     [rsp+0x50],r9
  0011c0  mov     [rsp+0x58],r10
  0011c8  mov     [rsp],r14
  0011d0  mov     qword ptr [rsp+8],3
  0011dc  mov     [rsp+0x10],r15
  0011e4  mov     qword ptr [rsp+0x18],1
  0011f0  mov     [rsp+0x20],rsi
  0011f8  mov     qword ptr [rsp+0x28],1
  001204  mov     rdi,[rbp+0x20]
  00120b  mov     esi,0xe
  001210  mov     rdx,rsp
  001213  mov     rcx,0xfffffffffffffff2
  00121d  mov     r8,0xfffffffffffffff2
  001227  mov     r9,0
  001231  mov     rax,<list_op>
  00123b  call    rax
  00123d  mov     r11,rax
  001240  mov     rcx,[rsp+0x30]
  001248  mov     rsi,[rsp+0x38]
  001250  mov     rdi,[rsp+0x40]
  001258  mov     r8,[rsp+0x48]
  001260  mov     r9,[rsp+0x50]
  001268  mov     r10,[rsp+0x58]
  001270  add     rsp,0x70
  001277  test    rdx,rdx
  00127a  je      0x000000000000163a
  001280  mov     r14,r11
  001283  jmp     0x0000000000000f8d
  001288  sub     rsp,0x70
  00128f  mov     [rsp+0x30],rcx
  001297  mov     [rsp+0x38],rsi
  00129f  mov     [rsp+0x40],rdi
  0012a7  mov     [rsp+0x48],r8
  0012af  mov     [rsp+0x50],r9
  0012b7  mov     [rsp+0x58],r10
  0012bf  mov     [rsp],rsi
  0012c7  mov     qword ptr [rsp+8],1
  0012d3  mov     rdi,[rbp+0x20]
  0012da  mov     esi,0x14
  0012df  mov     rdx,rsp
  0012e2  mov     rcx,1
  0012ec  mov     r8,0
  0012f6  mov     r9,0
  001300  mov     rax,<call_op>
  00130a  call    rax
  00130c  mov     r11,rax
  00130f  mov     rcx,[rsp+0x30]
  001317  mov     rsi,[rsp+0x38]
  00131f  mov     rdi,[rsp+0x40]
  001327  mov     r8,[rsp+0x48]
  00132f  mov     r9,[rsp+0x50]
  001337  mov     r10,[rsp+0x58]
  00133f  add     rsp,0x70
  001346  test    rdx,rdx
  001349  je      0x0000000000001678
  00134f  jmp     0x0000000000000fc0
; exits
  001354  mov     rax,0x2fffffffe
  00135e  jmp     0x0000000000000016
  001363  mov     [rbp+0x10],r12
  00136a  mov     qword ptr [rbp+0x18],3
  001375  mov     [rbp+0x98],r14
  00137c  mov     qword ptr [rbp+0x140],3
  001387  mov     [rbp+0xa8],rsi
  00138e  mov     rdi,[rbp+0x20]
  001395  mov     rsi,8
  00139f  mov     rdx,0
  0013a9  mov     rax,<exit_lists>
  0013b3  call    rax
  0013b5  mov     rax,0x200000000
  0013bf  jmp     0x0000000000000016
  0013c4  mov     [rbp+0x10],r13
  0013cb  mov     qword ptr [rbp+0x18],3
  0013d6  mov     [rbp+0x98],r14
  0013dd  mov     qword ptr [rbp+0x140],3
  0013e8  mov     [rbp+0xa8],rsi
  0013ef  mov     rdi,[rbp+0x20]
  0013f6  mov     rsi,8
  001400  mov     rdx,0
  00140a  mov     rax,<exit_lists>
  001414  call    rax
  001416  mov     rax,0x200000001
  001420  jmp     0x0000000000000016
  001425  mov     [rbp+0x10],rsi
  00142c  mov     qword ptr [rbp+0x18],1
  001437  mov     [rbp+0x98],r14
  00143e  mov     qword ptr [rbp+0x140],3
  001449  mov     [rbp+0xa8],rsi
  001450  mov     rax,0x200000002
  00145a  jmp     0x0000000000000016
  00145f  mov     [rbp+0x60],rsi
  001466  mov     qword ptr [rbp+0x108],1
  001471  mov     [rbp+0x98],r14
  001478  mov     qword ptr [rbp+0x140],3
  001483  mov     qword ptr [rbp+0xa8],0x1f
  00148e  mov     rax,0x200000003
  001498  jmp     0x0000000000000016
  00149d  mov     [rbp+0x98],r14
  0014a4  mov     qword ptr [rbp+0x140],3
  0014af  mov     qword ptr [rbp+0xa8],0x1f
  0014ba  mov     rax,0x200000004
  0014c4  jmp     0x0000000000000016
  0014c9  mov     [rbp+0x98],r14
  0014d0  mov     qword ptr [rbp+0x140],3
  0014db  mov     qword ptr [rbp+0xa8],0x1f
  0014e6  mov     rax,0x200000005
  0014f0  jmp     0x0000000000000016
  0014f5  add     rsi,1
  0014fc  mov     [rbp+0x98],r14
  001503  mov     qword ptr [rbp+0x140],3
  00150e  mov     qword ptr [rbp+0xa8],0x1f
  001519  mov     [rbp+0xb8],rsi
  001520  mov     qword ptr [rbp+0x160],1
  00152b  mov     rax,0x200000006
  001535  jmp     0x0000000000000016
  00153a  mov     [rbp+0x98],r14
  001541  mov     qword ptr [rbp+0x140],3
  00154c  mov     qword ptr [rbp+0xa8],0x21
  001557  mov     qword ptr [rbp+0xb8],0
  001562  mov     qword ptr [rbp+0x160],1
  00156d  mov     rax,0x200000009
  001577  jmp     0x0000000000000016
  00157c  mov     [rbp+0x98],r14
  001583  mov     qword ptr [rbp+0x140],3
  00158e  mov     qword ptr [rbp+0xa8],0x21
  001599  mov     qword ptr [rbp+0xb8],0
  0015a4  mov     qword ptr [rbp+0x160],1
  0015af  mov     rax,0x20000000d
  0015b9  jmp     0x0000000000000016
  0015be  mov     [rbp+0x98],r14
  0015c5  mov     qword ptr [rbp+0x140],3
  0015d0  mov     qword ptr [rbp+0xa8],0x1f
  0015db  mov     [rbp+0xb8],rsi
  0015e2  mov     qword ptr [rbp+0x160],1
  0015ed  mov     rax,0x200000007
  0015f7  jmp     0x0000000000000016
  0015fc  mov     [rbp+0x98],r14
  001603  mov     qword ptr [rbp+0x140],3
  00160e  mov     qword ptr [rbp+0xa8],0x20
  001619  mov     [rbp+0xb8],rsi
  001620  mov     qword ptr [rbp+0x160],1
  00162b  mov     rax,0x200000008
  001635  jmp     0x0000000000000016
  00163a  mov     [rbp+0x98],r14
  001641  mov     qword ptr [rbp+0x140],3
  00164c  mov     qword ptr [rbp+0xa8],0x1f
  001657  mov     [rbp+0xb8],rsi
  00165e  mov     qword ptr [rbp+0x160],1
  001669  mov     rax,0x20000000b
  001673  jmp     0x0000000000000016
  001678  mov     [rbp+0x98],r14
  00167f  mov     qword ptr [rbp+0x140],3
  00168a  mov     qword ptr [rbp+0xa8],0x20
  001695  mov     [rbp+0xb8],rsi
  00169c  mov     qword ptr [rbp+0x160],1
  0016a7  mov     rax,0x20000000c
  0016b1  jmp     0x0000000000000016

; T3: 2929 bytes
; v0:int = input n
  0016c0  cmp     qword ptr [rbp+0xd8],1
  0016cb  jne     0x0000000000001cf0
  0016d1  mov     rbx,[rbp+0x30]
; v1:list = input src
  0016d8  cmp     qword ptr [rbp+0xe0],3
  0016e3  jne     0x0000000000001cf0
  0016e9  mov     r12,[rbp+0x38]
; v2:list = input jumps
  0016f0  cmp     qword ptr [rbp+0xe8],3
  0016fb  jne     0x0000000000001cf0
  001701  mov     r13,[rbp+0x40]
; v3:list = input tape
  001708  cmp     qword ptr [rbp+0x140],3
  001713  jne     0x0000000000001cf0
  001719  mov     r14,[rbp+0x98]
; v4:int = input p
  001720  cmp     qword ptr [rbp+0x148],1
  00172b  jne     0x0000000000001cf0
  001731  mov     r15,[rbp+0xa0]
; v5:int = input pc
  001738  cmp     qword ptr [rbp+0x150],1
  001743  jne     0x0000000000001cf0
  001749  mov     rsi,[rbp+0xa8]
; guard_value v1, [43, 43, 43, 43, 43, 43, 43, 43, 91, 45, 62, 43, 43, 43, 43, 43, 43, 43, 43, 60, 93, 62, 43, 91, 62, 43, 60, 45, 93, 62, 91, 45, 46, 93, 62, 43, 43, 43, 43, 43, 43, 43, 43, 91, 45, 60, 43, 43, 43, 43, 43, 43, 43, 43, 62, 93, 60, 91, 45, 62, 43, 60, 93, 62, 91, 45, 93] => loop/0 (0) {tape=v3, p=v4, pc=v5}
  001750  mov     rax,<list k0>
  00175a  cmp     r12,rax
  00175d  jne     0x0000000000001cff
; guard_value v2, [0, 0, 0, 0, 0, 0, 0, 0, 20, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 8, 0, 0, 28, 0, 0, 0, 0, 23, 0, 33, 0, 0, 30, 0, 0, 0, 0, 0, 0, 0, 0, 0, 55, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 43, 0, 62, 0, 0, 0, 0, 57, 0, 66, 0, 64] => loop_jumps/0 (1) {tape=v3, p=v4, pc=v5}
  001763  mov     rax,<list k1>
  00176d  cmp     r13,rax
  001770  jne     0x0000000000001d67
; guard_value v5, 58 => loop_pc/0 (2) {tape=v3, p=v4, pc=v5}
  001776  cmp     rsi,0x3a
  00177d  jne     0x0000000000001dcf
  001783  jmp     0x000000000000179d
  001788  mov     rbx,[rbp+0x30]
  00178f  mov     r14,[rbp+0x98]
  001796  mov     r15,[rbp+0xa0]
; v9:int = lt 58, v0
  00179d  mov     r11,0x3a
  0017a4  cmp     r11,rbx
  0017a7  setl    al
  0017aa  movzx   esi,al
; v10:int = lt 62, v0
; guard_true v10 => dispatch/1 (3) {more=v9, tape=v3, p=v4, pc=58}
  0017ae  mov     r11,0x3e
  0017b5  cmp     r11,rbx
  0017b8  jge     0x0000000000001e10
; guard_words v3 => minus/0 (6) {tape=v3, p=v4, pc=58}
  0017be  cmp     qword ptr [r14+8],0
  0017ca  jne     0x0000000000001e55
; v13:int = readlist v3, v4 words => minus/0 (6) {tape=v3, p=v4, pc=58}
  0017d0  cmp     r15,[r14]
  0017d8  jae     0x0000000000001e88
  0017de  mov     rax,[r14+0x10]
  0017e6  mov     rsi,[rax+r15*8]
; v14:int = sub v13, 1 => minus/1 (6) {tape=v3, p=v4, pc=58, x=v13}
  0017ea  sub     rsi,1
  0017f1  jo      0x0000000000001ebb
; v15:int = and v14, 255
  0017f7  and     rsi,0xff
; v16:list = set v3, v4, v15 owned words in_bounds => minus/3 (6) {tape=v3, p=v4, pc=58, x=v15}
  0017fe  cmp     qword ptr [r14-0x10],1
  00180a  jne     0x0000000000001914
  001810  cmp     qword ptr [r14-8],1
  00181c  jne     0x0000000000001914
  001822  mov     rax,[r14+0x10]
  00182a  lea     rax,[rax+r15*8]
  00182e  mov     [rax],rsi
; v17:int = add v4, 1 => right/0 (15) {tape=v16, p=v4, pc=59}
  001831  add     r15,1
  001838  jo      0x0000000000001f07
; v18:int = and v17, 65535
  00183e  mov     rsi,r15
  001841  and     rsi,0xffff
; v19:int = readlist v16, v18 words => plus/0 (22) {tape=v16, p=v18, pc=60}
  001848  cmp     rsi,[r14]
  001850  jae     0x0000000000001f41
  001856  mov     rax,[r14+0x10]
  00185e  mov     rbx,[rax+rsi*8]
; v20:int = add v19, 1 => plus/1 (22) {tape=v16, p=v18, pc=60, x=v19}
  001862  add     rbx,1
  001869  jo      0x0000000000001f74
; v21:int = and v20, 255
  00186f  and     rbx,0xff
; v22:list = set v16, v18, v21 owned words in_bounds => plus/3 (22) {tape=v16, p=v18, pc=60, x=v21}
  001876  mov     rax,[r14+0x10]
  00187e  lea     rax,[rax+rsi*8]
  001882  mov     [rax],rbx
; v23:int = add_nov v17, -1
  001885  add     r15,0xffffffffffffffff
; v24:int = and v23, 65535
  00188c  and     r15,0xffff
; v25:int = readlist v22, v24 words => close_bracket/0 (46) {tape=v22, p=v24, pc=62}
  001893  cmp     r15,[r14]
  00189b  jae     0x0000000000001fc0
  0018a1  mov     rax,[r14+0x10]
  0018a9  mov     r13,[rax+r15*8]
; guard_true v25 => close_bracket/1 (46) {tape=v22, p=v24, pc=62, x=0}
  0018ad  test    r13,r13
  0018b0  je      0x0000000000001ff3
; guard_steps => loop/0 (49) {tape=v22, p=v24, pc=58}
; v28:list = phi tape v22
; v29:int = phi - v25
; v30:int = phi - v21
; loop (49)
  0018b6  nop
  0018b7  nop
  0018b8  nop
  0018b9  nop
  0018ba  nop
  0018bb  nop
  0018bc  nop
  0018bd  nop
  0018be  nop
  0018bf  nop
; v32:int = sub v29, 1 => minus/1 (6) {tape=v28, p=v24, pc=58, x=v29}
  0018c0  sub     r13,1
  0018c7  jo      0x000000000000203c
; v33:int = and v32, 255
  0018cd  and     r13,0xff
; v34:list = set v28, v24, v33 owned words in_bounds => minus/3 (6) {tape=v28, p=v24, pc=58, x=v33}
  0018d4  mov     rax,[r14+0x10]
  0018dc  lea     rax,[rax+r15*8]
  0018e0  mov     [rax],r13
; v35:int = add v30, 1 => plus/1 (22) {tape=v34, p=v18, pc=60, x=v30}
  0018e3  add     rbx,1
  0018ea  jo      0x0000000000002088
; v36:int = and v35, 255
  0018f0  and     rbx,0xff
; v37:list = set v34, v18, v36 owned words in_bounds => plus/3 (22) {tape=v34, p=v18, pc=60, x=v36}
  0018f7  mov     rax,[r14+0x10]
  0018ff  lea     rax,[rax+rsi*8]
  001903  mov     [rax],rbx
; guard_true v33 => close_bracket/1 (46) {tape=v37, p=v24, pc=62, x=0}
  001906  test    r13,r13
  001909  jne     0x00000000000018c0
  00190f  jmp     0x00000000000020d4
; guard_steps => loop/0 (49) {tape=v37, p=v24, pc=58}
; jump (49) v28 <- v37, v29 <- v33, v30 <- v36
  001914  sub     rsp,0x70
  00191b  mov     [rsp+0x30],rcx
  001923  mov     [rsp+0x38],rsi
  00192b  mov     [rsp+0x40],rdi
  001933  mov     [rsp+0x48],r8
  00193b  mov     [rsp+0x50],r9
  001943  mov     [rsp+0x58],r10
  00194b  mov     [rsp],r14
  001953  mov     qword ptr [rsp+8],3
  00195f  mov     [rsp+0x10],r15
  001967  mov     qword ptr [rsp+0x18],1
  001973  mov     [rsp+0x20],rsi
  00197b  mov     qword ptr [rsp+0x28],1
  001987  mov     rdi,[rbp+0x20]
  00198e  mov     esi,0xe
  001993  mov     rdx,rsp
  001996  mov     rcx,0xfffffffffffffff2
  0019a0  mov     r8,0xfffffffffffffff2
  0019aa  mov     r9,0
  0019b4  mov     rax,<list_op>
  0019be  call    rax
  0019c0  mov     r11,rax
  0019c3  mov     rcx,[rsp+0x30]
  0019cb  mov     rsi,[rsp+0x38]
  0019d3  mov     rdi,[rsp+0x40]
  0019db  mov     r8,[rsp+0x48]
  0019e3  mov     r9,[rsp+0x50]
  0019eb  mov     r10,[rsp+0x58]
  0019f3  add     rsp,0x70
  0019fa  test    rdx,rdx
  0019fd  je      0x000000000000211d
  001a03  mov     r14,r11
  001a06  jmp     0x0000000000001831
  001a0b  sub     rsp,0x70
  001a12  mov     [rsp+0x30],rcx
  001a1a  mov     [rsp+0x38],rsi
  001a22  mov     [rsp+0x40],rdi
  001a2a  mov     [rsp+0x48],r8
  001a32  mov     [rsp+0x50],r9
  001a3a  mov     [rsp+0x58],r10
  001a42  mov     [rsp],r14
  001a4a  mov     qword ptr [rsp+8],3
  001a56  mov     [rsp+0x10],rsi
  001a5e  mov     qword ptr [rsp+0x18],1
  001a6a  mov     [rsp+0x20],rbx
  001a72  mov     qword ptr [rsp+0x28],1
  001a7e  mov     rdi,[rbp+0x20]
  001a85  mov     esi,0xe
  001a8a  mov     rdx,rsp
  001a8d  mov     rcx,0xfffffffffffffff2
  001a97  mov     r8,0xfffffffffffffff2
  001aa1  mov     r9,0
  001aab  mov     rax,<list_op>
  001ab5  call    rax
  001ab7  mov     r11,rax
  001aba  mov     rcx,[rsp+0x30]
  001ac2  mov     rsi,[rsp+0x38]
  001aca  mov     rdi,[rsp+0x40]
  001ad2  mov     r8,[rsp+0x48]
  001ada  mov     r9,[rsp+0x50]
  001ae2  mov     r10,[rsp+0x58]
  001aea  add     rsp,0x70
  001af1  test    rdx,rdx
  001af4  je      0x0000000000002162
  001afa  mov     r14,r11
  001afd  jmp     0x0000000000001885
  001b02  sub     rsp,0x70
  001b09  mov     [rsp+0x30],rcx
  001b11  mov     [rsp+0x38],rsi
  001b19  mov     [rsp+0x40],rdi
  001b21  mov     [rsp+0x48],r8
  001b29  mov     [rsp+0x50],r9
  001b31  mov     [rsp+0x58],r10
  001b39  mov     [rsp],r14
  001b41  mov     qword ptr [rsp+8],3
  001b4d  mov     [rsp+0x10],r15
  001b55  mov     qword ptr [rsp+0x18],1
  001b61  mov     [rsp+0x20],r13
  001b69  mov     qword ptr [rsp+0x28],1
  001b75  mov     rdi,[rbp+0x20]
  001b7c  mov     esi,0xe
  001b81  mov     rdx,rsp
  001b84  mov     rcx,0xfffffffffffffff2
  001b8e  mov     r8,0xfffffffffffffff2
  001b98  mov     r9,0
  001ba2  mov     rax,<list_op>
  001bac  call    rax
  001bae  mov     r11,rax
  001bb1  mov     rcx,[rsp+0x30]
  001bb9  mov     rsi,[rsp+0x38]
  001bc1  mov     rdi,[rsp+0x40]
  001bc9  mov     r8,[rsp+0x48]
  001bd1  mov     r9,[rsp+0x50]
  001bd9  mov     r10,[rsp+0x58]
  001be1  add     rsp,0x70
  001be8  test    rdx,rdx
  001beb  je      0x00000000000021a7
  001bf1  mov     r14,r11
  001bf4  jmp     0x00000000000018e3
  001bf9  sub     rsp,0x70
  001c00  mov     [rsp+0x30],rcx
  001c08  mov     [rsp+0x38],rsi
  001c10  mov     [rsp+0x40],rdi
  001c18  mov     [rsp+0x48],r8
  001c20  mov     [rsp+0x50],r9
  001c28  mov     [rsp+0x58],r10
  001c30  mov     [rsp],r14
  001c38  mov     qword ptr [rsp+8],3
  001c44  mov     [rsp+0x10],rsi
  001c4c  mov     qword ptr [rsp+0x18],1
  001c58  mov     [rsp+0x20],rbx
  001c60  mov     qword ptr [rsp+0x28],1
  001c6c  mov     rdi,[rbp+0x20]
  001c73  mov     esi,0xe
  001c78  mov     rdx,rsp
  001c7b  mov     rcx,0xfffffffffffffff2
  001c85  mov     r8,0xfffffffffffffff2
  001c8f  mov     r9,0
  001c99  mov     rax,<list_op>
  001ca3  call    rax
  001ca5  mov     r11,rax
  001ca8  mov     rcx,[rsp+0x30]
  001cb0  mov     rsi,[rsp+0x38]
  001cb8  mov     rdi,[rsp+0x40]
  001cc0  mov     r8,[rsp+0x48]
  001cc8  mov     r9,[rsp+0x50]
  001cd0  mov     r10,[rsp+0x58]
  001cd8  add     rsp,0x70
  001cdf  test    rdx,rdx
  001ce2  je      0x00000000000021ec
  001ce8  mov     r14,r11
  001ceb  jmp     0x0000000000001906
; exits
  001cf0  mov     rax,0x3fffffffe
  001cfa  jmp     0x0000000000000016
  001cff  mov     [rbp+0x10],r12
  001d06  mov     qword ptr [rbp+0x18],3
  001d11  mov     [rbp+0x98],r14
  001d18  mov     qword ptr [rbp+0x140],3
  001d23  mov     [rbp+0xa0],r15
  001d2a  mov     [rbp+0xa8],rsi
  001d31  mov     rdi,[rbp+0x20]
  001d38  mov     rsi,8
  001d42  mov     rdx,0
  001d4c  mov     rax,<exit_lists>
  001d56  call    rax
  001d58  mov     rax,0x300000000
  001d62  jmp     0x0000000000000016
  001d67  mov     [rbp+0x10],r13
  001d6e  mov     qword ptr [rbp+0x18],3
  001d79  mov     [rbp+0x98],r14
  001d80  mov     qword ptr [rbp+0x140],3
  001d8b  mov     [rbp+0xa0],r15
  001d92  mov     [rbp+0xa8],rsi
  001d99  mov     rdi,[rbp+0x20]
  001da0  mov     rsi,8
  001daa  mov     rdx,0
  001db4  mov     rax,<exit_lists>
  001dbe  call    rax
  001dc0  mov     rax,0x300000001
  001dca  jmp     0x0000000000000016
  001dcf  mov     [rbp+0x10],rsi
  001dd6  mov     qword ptr [rbp+0x18],1
  001de1  mov     [rbp+0x98],r14
  001de8  mov     qword ptr [rbp+0x140],3
  001df3  mov     [rbp+0xa0],r15
  001dfa  mov     [rbp+0xa8],rsi
  001e01  mov     rax,0x300000002
  001e0b  jmp     0x0000000000000016
  001e10  mov     [rbp+0x60],rsi
  001e17  mov     qword ptr [rbp+0x108],1
  001e22  mov     [rbp+0x98],r14
  001e29  mov     qword ptr [rbp+0x140],3
  001e34  mov     [rbp+0xa0],r15
  001e3b  mov     qword ptr [rbp+0xa8],0x3a
  001e46  mov     rax,0x300000003
  001e50  jmp     0x0000000000000016
  001e55  mov     [rbp+0x98],r14
  001e5c  mov     qword ptr [rbp+0x140],3
  001e67  mov     [rbp+0xa0],r15
  001e6e  mov     qword ptr [rbp+0xa8],0x3a
  001e79  mov     rax,0x300000004
  001e83  jmp     0x0000000000000016
  001e88  mov     [rbp+0x98],r14
  001e8f  mov     qword ptr [rbp+0x140],3
  001e9a  mov     [rbp+0xa0],r15
  001ea1  mov     qword ptr [rbp+0xa8],0x3a
  001eac  mov     rax,0x300000005
  001eb6  jmp     0x0000000000000016
  001ebb  add     rsi,1
  001ec2  mov     [rbp+0x98],r14
  001ec9  mov     qword ptr [rbp+0x140],3
  001ed4  mov     [rbp+0xa0],r15
  001edb  mov     qword ptr [rbp+0xa8],0x3a
  001ee6  mov     [rbp+0xb8],rsi
  001eed  mov     qword ptr [rbp+0x160],1
  001ef8  mov     rax,0x300000006
  001f02  jmp     0x0000000000000016
  001f07  sub     r15,1
  001f0e  mov     [rbp+0x98],r14
  001f15  mov     qword ptr [rbp+0x140],3
  001f20  mov     [rbp+0xa0],r15
  001f27  mov     qword ptr [rbp+0xa8],0x3b
  001f32  mov     rax,0x300000008
  001f3c  jmp     0x0000000000000016
  001f41  mov     [rbp+0x98],r14
  001f48  mov     qword ptr [rbp+0x140],3
  001f53  mov     [rbp+0xa0],rsi
  001f5a  mov     qword ptr [rbp+0xa8],0x3c
  001f65  mov     rax,0x300000009
  001f6f  jmp     0x0000000000000016
  001f74  sub     rbx,1
  001f7b  mov     [rbp+0x98],r14
  001f82  mov     qword ptr [rbp+0x140],3
  001f8d  mov     [rbp+0xa0],rsi
  001f94  mov     qword ptr [rbp+0xa8],0x3c
  001f9f  mov     [rbp+0xb8],rbx
  001fa6  mov     qword ptr [rbp+0x160],1
  001fb1  mov     rax,0x30000000a
  001fbb  jmp     0x0000000000000016
  001fc0  mov     [rbp+0x98],r14
  001fc7  mov     qword ptr [rbp+0x140],3
  001fd2  mov     [rbp+0xa0],r15
  001fd9  mov     qword ptr [rbp+0xa8],0x3e
  001fe4  mov     rax,0x30000000c
  001fee  jmp     0x0000000000000016
  001ff3  mov     [rbp+0x98],r14
  001ffa  mov     qword ptr [rbp+0x140],3
  002005  mov     [rbp+0xa0],r15
  00200c  mov     qword ptr [rbp+0xa8],0x3e
  002017  mov     qword ptr [rbp+0xb8],0
  002022  mov     qword ptr [rbp+0x160],1
  00202d  mov     rax,0x30000000d
  002037  jmp     0x0000000000000016
  00203c  add     r13,1
  002043  mov     [rbp+0x98],r14
  00204a  mov     qword ptr [rbp+0x140],3
  002055  mov     [rbp+0xa0],r15
  00205c  mov     qword ptr [rbp+0xa8],0x3a
  002067  mov     [rbp+0xb8],r13
  00206e  mov     qword ptr [rbp+0x160],1
  002079  mov     rax,0x30000000f
  002083  jmp     0x0000000000000016
  002088  sub     rbx,1
  00208f  mov     [rbp+0x98],r14
  002096  mov     qword ptr [rbp+0x140],3
  0020a1  mov     [rbp+0xa0],rsi
  0020a8  mov     qword ptr [rbp+0xa8],0x3c
  0020b3  mov     [rbp+0xb8],rbx
  0020ba  mov     qword ptr [rbp+0x160],1
  0020c5  mov     rax,0x300000011
  0020cf  jmp     0x0000000000000016
  0020d4  mov     [rbp+0x98],r14
  0020db  mov     qword ptr [rbp+0x140],3
  0020e6  mov     [rbp+0xa0],r15
  0020ed  mov     qword ptr [rbp+0xa8],0x3e
  0020f8  mov     qword ptr [rbp+0xb8],0
  002103  mov     qword ptr [rbp+0x160],1
  00210e  mov     rax,0x300000013
  002118  jmp     0x0000000000000016
  00211d  mov     [rbp+0x98],r14
  002124  mov     qword ptr [rbp+0x140],3
  00212f  mov     [rbp+0xa0],r15
  002136  mov     qword ptr [rbp+0xa8],0x3a
  002141  mov     [rbp+0xb8],rsi
  002148  mov     qword ptr [rbp+0x160],1
  002153  mov     rax,0x300000007
  00215d  jmp     0x0000000000000016
  002162  mov     [rbp+0x98],r14
  002169  mov     qword ptr [rbp+0x140],3
  002174  mov     [rbp+0xa0],rsi
  00217b  mov     qword ptr [rbp+0xa8],0x3c
  002186  mov     [rbp+0xb8],rbx
  00218d  mov     qword ptr [rbp+0x160],1
  002198  mov     rax,0x30000000b
  0021a2  jmp     0x0000000000000016
  0021a7  mov     [rbp+0x98],r14
  0021ae  mov     qword ptr [rbp+0x140],3
  0021b9  mov     [rbp+0xa0],r15
  0021c0  mov     qword ptr [rbp+0xa8],0x3a
  0021cb  mov     [rbp+0xb8],r13
  0021d2  mov     qword ptr [rbp+0x160],1
  0021dd  mov     rax,0x300000010
  0021e7  jmp     0x0000000000000016
  0021ec  mov     [rbp+0x98],r14
  0021f3  mov     qword ptr [rbp+0x140],3
  0021fe  mov     [rbp+0xa0],rsi
  002205  mov     qword ptr [rbp+0xa8],0x3c
  002210  mov     [rbp+0xb8],rbx
  002217  mov     qword ptr [rbp+0x160],1
  002222  mov     rax,0x300000012
  00222c  jmp     0x0000000000000016

; T4: 1663 bytes
; v0:int = input n
  002240  cmp     qword ptr [rbp+0xd8],1
  00224b  jne     0x00000000000025d9
  002251  mov     rbx,[rbp+0x30]
; v1:list = input src
  002258  cmp     qword ptr [rbp+0xe0],3
  002263  jne     0x00000000000025d9
  002269  mov     r12,[rbp+0x38]
; v2:list = input jumps
  002270  cmp     qword ptr [rbp+0xe8],3
  00227b  jne     0x00000000000025d9
  002281  mov     r13,[rbp+0x40]
; v3:list = input tape
  002288  cmp     qword ptr [rbp+0x140],3
  002293  jne     0x00000000000025d9
  002299  mov     r14,[rbp+0x98]
; v4:int = input p
  0022a0  cmp     qword ptr [rbp+0x148],1
  0022ab  jne     0x00000000000025d9
  0022b1  mov     r15,[rbp+0xa0]
; v5:int = input pc
  0022b8  cmp     qword ptr [rbp+0x150],1
  0022c3  jne     0x00000000000025d9
  0022c9  mov     rsi,[rbp+0xa8]
; guard_value v1, [43, 43, 43, 43, 43, 43, 43, 43, 91, 45, 62, 43, 43, 43, 43, 43, 43, 43, 43, 60, 93, 62, 43, 91, 62, 43, 60, 45, 93, 62, 91, 45, 46, 93, 62, 43, 43, 43, 43, 43, 43, 43, 43, 91, 45, 60, 43, 43, 43, 43, 43, 43, 43, 43, 62, 93, 60, 91, 45, 62, 43, 60, 93, 62, 91, 45, 93] => loop/0 (0) {tape=v3, pc=v5}
  0022d0  mov     rax,<list k0>
  0022da  cmp     r12,rax
  0022dd  jne     0x00000000000025e8
; guard_value v2, [0, 0, 0, 0, 0, 0, 0, 0, 20, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 8, 0, 0, 28, 0, 0, 0, 0, 23, 0, 33, 0, 0, 30, 0, 0, 0, 0, 0, 0, 0, 0, 0, 55, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 43, 0, 62, 0, 0, 0, 0, 57, 0, 66, 0, 64] => loop_jumps/0 (1) {tape=v3, pc=v5}
  0022e3  mov     rax,<list k1>
  0022ed  cmp     r13,rax
  0022f0  jne     0x0000000000002649
; guard_value v5, 65 => loop_pc/0 (2) {tape=v3, pc=v5}
  0022f6  cmp     rsi,0x41
  0022fd  jne     0x00000000000026aa
  002303  jmp     0x000000000000231d
  002308  mov     rbx,[rbp+0x30]
  00230f  mov     r14,[rbp+0x98]
  002316  mov     r15,[rbp+0xa0]
; v9:int = lt 65, v0
  00231d  mov     r11,0x41
  002324  cmp     r11,rbx
  002327  setl    al
  00232a  movzx   esi,al
; v10:int = lt 66, v0
; guard_true v10 => dispatch/1 (3) {more=v9, tape=v3, pc=65}
  00232e  mov     r11,0x42
  002335  cmp     r11,rbx
  002338  jge     0x00000000000026e4
; guard_words v3 => minus/0 (6) {tape=v3, pc=65}
  00233e  cmp     qword ptr [r14+8],0
  00234a  jne     0x0000000000002722
; v13:int = readlist v3, v4 words => minus/0 (6) {tape=v3, pc=65}
  002350  cmp     r15,[r14]
  002358  jae     0x000000000000274e
  00235e  mov     rax,[r14+0x10]
  002366  mov     rsi,[rax+r15*8]
; v14:int = sub v13, 1 => minus/1 (6) {tape=v3, pc=65, x=v13}
  00236a  sub     rsi,1
  002371  jo      0x000000000000277a
; v15:int = and v14, 255
  002377  and     rsi,0xff
; v16:list = set v3, v4, v15 owned words in_bounds => minus/3 (6) {tape=v3, pc=65, x=v15}
  00237e  cmp     qword ptr [r14-0x10],1
  00238a  jne     0x00000000000023eb
  002390  cmp     qword ptr [r14-8],1
  00239c  jne     0x00000000000023eb
  0023a2  mov     rax,[r14+0x10]
  0023aa  lea     rax,[rax+r15*8]
  0023ae  mov     [rax],rsi
; guard_true v15 => close_bracket/1 (20) {tape=v16, pc=66, x=0}
  0023b1  test    rsi,rsi
  0023b4  je      0x00000000000027bf
; guard_steps => loop/0 (23) {tape=v16, pc=65}
; v19:list = phi tape v16
; v20:int = phi - v15
; loop (23)
  0023ba  nop
  0023bb  nop
  0023bc  nop
  0023bd  nop
  0023be  nop
  0023bf  nop
; v22:int = sub_nov v20, 1
  0023c0  sub     rsi,1
; v23:int = and v22, 255
  0023c7  and     rsi,0xff
; v24:list = set v19, v4, v23 owned words in_bounds => minus/3 (6) {tape=v19, pc=65, x=v23}
  0023ce  mov     rax,[r14+0x10]
  0023d6  lea     rax,[rax+r15*8]
  0023da  mov     [rax],rsi
; guard_true v23 => close_bracket/1 (20) {tape=v24, pc=66, x=0}
  0023dd  test    rsi,rsi
  0023e0  jne     0x00000000000023c0
  0023e6  jmp     0x0000000000002801
; guard_steps => loop/0 (23) {tape=v24, pc=65}
; jump (23) v19 <- v24, v20 <- v23
  0023eb  sub     rsp,0x70
  0023f2  mov     [rsp+0x30],rcx
  0023fa  mov     [rsp+0x38],rsi
  002402  mov     [rsp+0x40],rdi
  00240a  mov     [rsp+0x48],r8
  002412  mov     [rsp+0x50],r9
  00241a  mov     [rsp+0x58],r10
  002422  mov     [rsp],r14
  00242a  mov     qword ptr [rsp+8],3
  002436  mov     [rsp+0x10],r15
  00243e  mov     qword ptr [rsp+0x18],1
  00244a  mov     [rsp+0x20],rsi
  002452  mov     qword ptr [rsp+0x28],1
  00245e  mov     rdi,[rbp+0x20]
  002465  mov     esi,0xe
  00246a  mov     rdx,rsp
  00246d  mov     rcx,0xfffffffffffffff2
  002477  mov     r8,0xfffffffffffffff2
  002481  mov     r9,0
  00248b  mov     rax,<list_op>
  002495  call    rax
  002497  mov     r11,rax
  00249a  mov     rcx,[rsp+0x30]
  0024a2  mov     rsi,[rsp+0x38]
  0024aa  mov     rdi,[rsp+0x40]
  0024b2  mov     r8,[rsp+0x48]
  0024ba  mov     r9,[rsp+0x50]
  0024c2  mov     r10,[rsp+0x58]
  0024ca  add     rsp,0x70
  0024d1  test    rdx,rdx
  0024d4  je      0x0000000000002843
  0024da  mov     r14,r11
  0024dd  jmp     0x00000000000023b1
  0024e2  sub     rsp,0x70
  0024e9  mov     [rsp+0x30],rcx
  0024f1  mov     [rsp+0x38],rsi
  0024f9  mov     [rsp+0x40],rdi
  002501  mov     [rsp+0x48],r8
  002509  mov     [rsp+0x50],r9
  002511  mov     [rsp+0x58],r10
  002519  mov     [rsp],r14
  002521  mov     qword ptr [rsp+8],3
  00252d  mov     [rsp+0x10],r15
  002535  mov     qword ptr [rsp+0x18],1
  002541  mov     [rsp+0x20],rsi
  002549  mov     qword ptr [rsp+0x28],1
  002555  mov     rdi,[rbp+0x20]
  00255c  mov     esi,0xe
  002561  mov     rdx,rsp
  002564  mov     rcx,0xfffffffffffffff2
  00256e  mov     r8,0xfffffffffffffff2
  002578  mov     r9,0
  002582  mov     rax,<list_op>
  00258c  call    rax
  00258e  mov     r11,rax
  002591  mov     rcx,[rsp+0x30]
  002599  mov     rsi,[rsp+0x38]
  0025a1  mov     rdi,[rsp+0x40]
  0025a9  mov     r8,[rsp+0x48]
  0025b1  mov     r9,[rsp+0x50]
  0025b9  mov     r10,[rsp+0x58]
  0025c1  add     rsp,0x70
  0025c8  test    rdx,rdx
  0025cb  je      0x0000000000002881
  0025d1  mov     r14,r11
  0025d4  jmp     0x00000000000023dd
; exits
  0025d9  mov     rax,0x4fffffffe
  0025e3  jmp     0x0000000000000016
  0025e8  mov     [rbp+0x10],r12
  0025ef  mov     qword ptr [rbp+0x18],3
  0025fa  mov     [rbp+0x98],r14
  002601  mov     qword ptr [rbp+0x140],3
  00260c  mov     [rbp+0xa8],rsi
  002613  mov     rdi,[rbp+0x20]
  00261a  mov     rsi,8
  002624  mov     rdx,0
  00262e  mov     rax,<exit_lists>
  002638  call    rax
  00263a  mov     rax,0x400000000
  002644  jmp     0x0000000000000016
  002649  mov     [rbp+0x10],r13
  002650  mov     qword ptr [rbp+0x18],3
  00265b  mov     [rbp+0x98],r14
  002662  mov     qword ptr [rbp+0x140],3
  00266d  mov     [rbp+0xa8],rsi
  002674  mov     rdi,[rbp+0x20]
  00267b  mov     rsi,8
  002685  mov     rdx,0
  00268f  mov     rax,<exit_lists>
  002699  call    rax
  00269b  mov     rax,0x400000001
  0026a5  jmp     0x0000000000000016
  0026aa  mov     [rbp+0x10],rsi
  0026b1  mov     qword ptr [rbp+0x18],1
  0026bc  mov     [rbp+0x98],r14
  0026c3  mov     qword ptr [rbp+0x140],3
  0026ce  mov     [rbp+0xa8],rsi
  0026d5  mov     rax,0x400000002
  0026df  jmp     0x0000000000000016
  0026e4  mov     [rbp+0x60],rsi
  0026eb  mov     qword ptr [rbp+0x108],1
  0026f6  mov     [rbp+0x98],r14
  0026fd  mov     qword ptr [rbp+0x140],3
  002708  mov     qword ptr [rbp+0xa8],0x41
  002713  mov     rax,0x400000003
  00271d  jmp     0x0000000000000016
  002722  mov     [rbp+0x98],r14
  002729  mov     qword ptr [rbp+0x140],3
  002734  mov     qword ptr [rbp+0xa8],0x41
  00273f  mov     rax,0x400000004
  002749  jmp     0x0000000000000016
  00274e  mov     [rbp+0x98],r14
  002755  mov     qword ptr [rbp+0x140],3
  002760  mov     qword ptr [rbp+0xa8],0x41
  00276b  mov     rax,0x400000005
  002775  jmp     0x0000000000000016
  00277a  add     rsi,1
  002781  mov     [rbp+0x98],r14
  002788  mov     qword ptr [rbp+0x140],3
  002793  mov     qword ptr [rbp+0xa8],0x41
  00279e  mov     [rbp+0xb8],rsi
  0027a5  mov     qword ptr [rbp+0x160],1
  0027b0  mov     rax,0x400000006
  0027ba  jmp     0x0000000000000016
  0027bf  mov     [rbp+0x98],r14
  0027c6  mov     qword ptr [rbp+0x140],3
  0027d1  mov     qword ptr [rbp+0xa8],0x42
  0027dc  mov     qword ptr [rbp+0xb8],0
  0027e7  mov     qword ptr [rbp+0x160],1
  0027f2  mov     rax,0x400000008
  0027fc  jmp     0x0000000000000016
  002801  mov     [rbp+0x98],r14
  002808  mov     qword ptr [rbp+0x140],3
  002813  mov     qword ptr [rbp+0xa8],0x42
  00281e  mov     qword ptr [rbp+0xb8],0
  002829  mov     qword ptr [rbp+0x160],1
  002834  mov     rax,0x40000000b
  00283e  jmp     0x0000000000000016
  002843  mov     [rbp+0x98],r14
  00284a  mov     qword ptr [rbp+0x140],3
  002855  mov     qword ptr [rbp+0xa8],0x41
  002860  mov     [rbp+0xb8],rsi
  002867  mov     qword ptr [rbp+0x160],1
  002872  mov     rax,0x400000007
  00287c  jmp     0x0000000000000016
  002881  mov     [rbp+0x98],r14
  002888  mov     qword ptr [rbp+0x140],3
  002893  mov     qword ptr [rbp+0xa8],0x41
  00289e  mov     [rbp+0xb8],rsi
  0028a5  mov     qword ptr [rbp+0x160],1
  0028b0  mov     rax,0x40000000a
  0028ba  jmp     0x0000000000000016
