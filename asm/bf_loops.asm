; T0: 555 bytes
; v0:int = input n
  000030  cmp     qword ptr [rbp+0xd8],1
  00003b  jne     0x0000000000000162
  000041  mov     rbx,[rbp+0x30]
; v1:list = input src
  000048  cmp     qword ptr [rbp+0xe0],3
  000053  jne     0x0000000000000162
  000059  mov     r12,[rbp+0x38]
; v2:list = input jumps
  000060  cmp     qword ptr [rbp+0xe8],3
  00006b  jne     0x0000000000000162
; v3:list = input stack
  000071  cmp     qword ptr [rbp+0xf0],3
  00007c  jne     0x0000000000000162
; v4:int = input sp
  000082  cmp     qword ptr [rbp+0xf8],1
  00008d  jne     0x0000000000000162
; v5:int = input i
  000093  cmp     qword ptr [rbp+0x100],1
  00009e  jne     0x0000000000000162
  0000a4  mov     r13,[rbp+0x58]
  0000ab  jmp     0x00000000000000c5
  0000b0  mov     rbx,[rbp+0x30]
  0000b7  mov     r12,[rbp+0x38]
  0000be  mov     r13,[rbp+0x58]
  0000c5  mov     r15,[r12+0x10]
; v6:int = lt v5, v0
; guard_true v6 => match/0 (0) {i=v5}
  0000cd  cmp     r13,rbx
  0000d0  jge     0x0000000000000171
; guard_words v1 => match_command/0 (1) {i=v5}
  0000d6  cmp     qword ptr [r12+8],0
  0000e2  jne     0x0000000000000187
; v9:int = readlist v1, v5 words => match_command/0 (1) {i=v5}
  0000e8  cmp     r13,[r12]
  0000f0  jae     0x000000000000019d
  0000f6  mov     r14,[r15+r13*8]
; v10:int = eq v9, 91
; guard_false v10 => match_command/0 (1) {i=v5}
  0000fb  cmp     r14,0x5b
  000102  je      0x00000000000001b3
; v12:int = eq v9, 93
; guard_false v12 => match_close/0 (2) {i=v5, c=v9}
  000108  cmp     r14,0x5d
  00010f  je      0x00000000000001c9
; v14:int = add_nov v5, 1
  000115  add     r13,1
; guard_steps => match/0 (4) {i=v14}
; v16:int = phi i v14
; loop (4)
  00011c  nop     [rax]
; v18:int = lt v16, v0
; guard_true v18 => match/0 (0) {i=v16}
  000120  cmp     r13,rbx
  000123  jge     0x00000000000001f1
; v20:int = readlist v1, v16 words => match_command/0 (1) {i=v16}
  000129  cmp     r13,[r12]
  000131  jae     0x0000000000000207
  000137  mov     r14,[r15+r13*8]
; v21:int = eq v20, 91
; guard_false v21 => match_command/0 (1) {i=v16}
  00013c  cmp     r14,0x5b
  000143  je      0x000000000000021d
; v23:int = eq v20, 93
; guard_false v23 => match_close/0 (2) {i=v16, c=v20}
  000149  cmp     r14,0x5d
  000150  je      0x0000000000000233
; v25:int = add_nov v16, 1
  000156  add     r13,1
; guard_steps => match/0 (4) {i=v25}
; jump (4) v16 <- v25
  00015d  jmp     0x0000000000000120
; exits
  000162  mov     rax,0xfffffffe
  00016c  jmp     0x0000000000000016
  000171  mov     [rbp+0x58],r13
  000178  mov     rax,0
  000182  jmp     0x0000000000000016
  000187  mov     [rbp+0x58],r13
  00018e  mov     rax,1
  000198  jmp     0x0000000000000016
  00019d  mov     [rbp+0x58],r13
  0001a4  mov     rax,2
  0001ae  jmp     0x0000000000000016
  0001b3  mov     [rbp+0x58],r13
  0001ba  mov     rax,3
  0001c4  jmp     0x0000000000000016
  0001c9  mov     [rbp+0x58],r13
  0001d0  mov     [rbp+0x68],r14
  0001d7  mov     qword ptr [rbp+0x110],1
  0001e2  mov     rax,4
  0001ec  jmp     0x0000000000000016
  0001f1  mov     [rbp+0x58],r13
  0001f8  mov     rax,6
  000202  jmp     0x0000000000000016
  000207  mov     [rbp+0x58],r13
  00020e  mov     rax,7
  000218  jmp     0x0000000000000016
  00021d  mov     [rbp+0x58],r13
  000224  mov     rax,8
  00022e  jmp     0x0000000000000016
  000233  mov     [rbp+0x58],r13
  00023a  mov     [rbp+0x68],r14
  000241  mov     qword ptr [rbp+0x110],1
  00024c  mov     rax,9
  000256  jmp     0x0000000000000016

; T1: 2636 bytes
; v0:int = input n
  000260  cmp     qword ptr [rbp+0xd8],1
  00026b  jne     0x0000000000000856
  000271  mov     rbx,[rbp+0x30]
; v1:list = input src
  000278  cmp     qword ptr [rbp+0xe0],3
  000283  jne     0x0000000000000856
  000289  mov     r12,[rbp+0x38]
; v2:list = input jumps
  000290  cmp     qword ptr [rbp+0xe8],3
  00029b  jne     0x0000000000000856
  0002a1  mov     r13,[rbp+0x40]
; v3:list = input tape
  0002a8  cmp     qword ptr [rbp+0x140],3
  0002b3  jne     0x0000000000000856
  0002b9  mov     r14,[rbp+0x98]
; v4:int = input p
  0002c0  cmp     qword ptr [rbp+0x148],1
  0002cb  jne     0x0000000000000856
  0002d1  mov     r15,[rbp+0xa0]
; v5:int = input pc
  0002d8  cmp     qword ptr [rbp+0x150],1
  0002e3  jne     0x0000000000000856
  0002e9  mov     rsi,[rbp+0xa8]
; guard_value v1, <list of 67> => loop/0 (0) {tape=v3, p=v4}
  0002f0  mov     rax,<list k0>
  0002fa  cmp     r12,rax
  0002fd  jne     0x0000000000000865
; guard_value v2, <list of 67> => loop_jumps/0 (1) {tape=v3, p=v4}
  000303  mov     rax,<list k1>
  00030d  cmp     r13,rax
  000310  jne     0x00000000000008c6
; guard_value v5, 24 => loop_pc/0 (2) {tape=v3, p=v4}
  000316  cmp     rsi,0x18
  00031d  jne     0x0000000000000927
  000323  jmp     0x000000000000033d
  000328  mov     rbx,[rbp+0x30]
  00032f  mov     r14,[rbp+0x98]
  000336  mov     r15,[rbp+0xa0]
; v9:int = le 29, v0
; guard_true v9 => dispatch/0 (3) {tape=v3, p=v4}
  00033d  mov     r11,0x1d
  000344  cmp     r11,rbx
  000347  jg      0x0000000000000961
; v11:int = add v4, 1 => right/0 (7) {tape=v3, p=v4}
  00034d  add     r15,1
  000354  jo      0x0000000000000989
; v12:int = and v11, 65535
  00035a  mov     rsi,r15
  00035d  and     rsi,0xffff
; guard_words v3 => plus/0 (14) {tape=v3, p=v12, pc=25}
  000364  cmp     qword ptr [r14+8],0
  000370  jne     0x00000000000009b8
; v14:int = len v3
  000376  mov     r13,[r14]
; v15:int = lt 65535, v14
; guard_true v15 => plus/0 (14) {tape=v3, p=v12, pc=25}
  00037e  mov     r11,0xffff
  000385  cmp     r11,r13
  000388  jge     0x00000000000009eb
; v17:int = readlist v3, v12 words in_bounds => plus/0 (14) {tape=v3, p=v12, pc=25}
  00038e  mov     rax,[r14+0x10]
  000396  mov     r13,[rax+rsi*8]
; v18:int = add v17, 1 => plus/0 (14) {tape=v3, p=v12, pc=25}
  00039b  add     r13,1
  0003a2  jo      0x0000000000000a51
; v19:int = and v18, 255
  0003a8  and     r13,0xff
; v20:list = set v3, v12, v19 owned words in_bounds => plus/3 (14) {tape=v3, p=v12, pc=25, x=v19}
  0003af  mov     rax,[r14-0x10]
  0003b7  add     rax,[r14-8]
  0003bf  cmp     rax,2
  0003c5  jne     0x000000000000046a
  0003cb  mov     rax,[r14+0x10]
  0003d3  mov     [rax+rsi*8],r13
; v21:int = add_nov v11, -1
  0003d8  add     r15,0xffffffffffffffff
; v22:int = and v21, 65535
  0003df  and     r15,0xffff
; v23:int = readlist v20, v22 words in_bounds => minus/0 (32) {tape=v20, p=v22, pc=27}
  0003e6  mov     rax,[r14+0x10]
  0003ee  mov     r12,[rax+r15*8]
; v24:int = sub v23, 1 => minus/0 (32) {tape=v20, p=v22, pc=27}
  0003f3  sub     r12,1
  0003fa  jo      0x0000000000000abe
; v25:int = and v24, 255
  000400  and     r12,0xff
; v26:list = set v20, v22, v25 owned words in_bounds => minus/3 (32) {tape=v20, p=v22, pc=27, x=v25}
  000407  mov     rax,[r14+0x10]
  00040f  mov     [rax+r15*8],r12
; guard_true v25 => close_bracket/0 (46) {tape=v26, p=v22, pc=28}
  000414  test    r12,r12
  000417  je      0x0000000000000af8
; guard_steps => loop/0 (49) {tape=v26, p=v22}
; v29:list = phi tape v26
; v30:int = phi - v25
; v31:int = phi - v19
; loop (49)
  00041d  mov     rdi,[r14+0x10]
  000425  nop     [rax+rax]
  00042e  xchg    ax,ax
; v33:int = add v31, 1 => plus/0 (14) {tape=v29, p=v12, pc=25}
  000430  add     r13,1
  000437  jo      0x0000000000000b2b
; v34:int = and v33, 255
  00043d  and     r13,0xff
; v35:list = set v29, v12, v34 owned words in_bounds => plus/3 (14) {tape=v29, p=v12, pc=25, x=v34}
  000444  mov     [rdi+rsi*8],r13
; v36:int = sub_nov v30, 1
  000449  sub     r12,1
; v37:int = and v36, 255
  000450  and     r12,0xff
; v38:list = set v35, v22, v37 owned words in_bounds => minus/3 (32) {tape=v35, p=v22, pc=27, x=v37}
  000457  mov     [rdi+r15*8],r12
; guard_true v37 => close_bracket/0 (46) {tape=v38, p=v22, pc=28}
  00045c  test    r12,r12
  00045f  jne     0x0000000000000430
  000465  jmp     0x0000000000000b65
; guard_steps => loop/0 (49) {tape=v38, p=v22}
; jump (49) v29 <- v38, v30 <- v37, v31 <- v34
  00046a  sub     rsp,0x70
  000471  mov     [rsp+0x30],rcx
  000479  mov     [rsp+0x38],rsi
  000481  mov     [rsp+0x40],rdi
  000489  mov     [rsp+0x48],r8
  000491  mov     [rsp+0x50],r9
  000499  mov     [rsp+0x58],r10
  0004a1  mov     [rsp],r14
  0004a9  mov     qword ptr [rsp+8],3
  0004b5  mov     [rsp+0x10],rsi
  0004bd  mov     qword ptr [rsp+0x18],1
  0004c9  mov     [rsp+0x20],r13
  0004d1  mov     qword ptr [rsp+0x28],1
  0004dd  mov     rdi,[rbp+0x20]
  0004e4  mov     esi,0xe
  0004e9  mov     rdx,rsp
  0004ec  mov     rcx,0xfffffffffffffff2
  0004f6  mov     r8,0xfffffffffffffff2
  000500  mov     r9,0
  00050a  mov     rax,<list_op>
  000514  call    rax
  000516  mov     r11,rax
  000519  mov     rcx,[rsp+0x30]
  000521  mov     rsi,[rsp+0x38]
  000529  mov     rdi,[rsp+0x40]
  000531  mov     r8,[rsp+0x48]
  000539  mov     r9,[rsp+0x50]
  000541  mov     r10,[rsp+0x58]
  000549  add     rsp,0x70
  000550  test    rdx,rdx
  000553  je      0x0000000000000b98
  000559  mov     r14,r11
  00055c  jmp     0x00000000000003d8
  000561  sub     rsp,0x70
  000568  mov     [rsp+0x30],rcx
  000570  mov     [rsp+0x38],rsi
  000578  mov     [rsp+0x40],rdi
  000580  mov     [rsp+0x48],r8
  000588  mov     [rsp+0x50],r9
  000590  mov     [rsp+0x58],r10
  000598  mov     [rsp],r14
  0005a0  mov     qword ptr [rsp+8],3
  0005ac  mov     [rsp+0x10],r15
  0005b4  mov     qword ptr [rsp+0x18],1
  0005c0  mov     [rsp+0x20],r12
  0005c8  mov     qword ptr [rsp+0x28],1
  0005d4  mov     rdi,[rbp+0x20]
  0005db  mov     esi,0xe
  0005e0  mov     rdx,rsp
  0005e3  mov     rcx,0xfffffffffffffff2
  0005ed  mov     r8,0xfffffffffffffff2
  0005f7  mov     r9,0
  000601  mov     rax,<list_op>
  00060b  call    rax
  00060d  mov     r11,rax
  000610  mov     rcx,[rsp+0x30]
  000618  mov     rsi,[rsp+0x38]
  000620  mov     rdi,[rsp+0x40]
  000628  mov     r8,[rsp+0x48]
  000630  mov     r9,[rsp+0x50]
  000638  mov     r10,[rsp+0x58]
  000640  add     rsp,0x70
  000647  test    rdx,rdx
  00064a  je      0x0000000000000bdd
  000650  mov     r14,r11
  000653  jmp     0x0000000000000414
  000658  sub     rsp,0x70
  00065f  mov     [rsp+0x30],rcx
  000667  mov     [rsp+0x38],rsi
  00066f  mov     [rsp+0x40],rdi
  000677  mov     [rsp+0x48],r8
  00067f  mov     [rsp+0x50],r9
  000687  mov     [rsp+0x58],r10
  00068f  mov     [rsp],r14
  000697  mov     qword ptr [rsp+8],3
  0006a3  mov     [rsp+0x10],rsi
  0006ab  mov     qword ptr [rsp+0x18],1
  0006b7  mov     [rsp+0x20],r13
  0006bf  mov     qword ptr [rsp+0x28],1
  0006cb  mov     rdi,[rbp+0x20]
  0006d2  mov     esi,0xe
  0006d7  mov     rdx,rsp
  0006da  mov     rcx,0xfffffffffffffff2
  0006e4  mov     r8,0xfffffffffffffff2
  0006ee  mov     r9,0
  0006f8  mov     rax,<list_op>
  000702  call    rax
  000704  mov     r11,rax
  000707  mov     rcx,[rsp+0x30]
  00070f  mov     rsi,[rsp+0x38]
  000717  mov     rdi,[rsp+0x40]
  00071f  mov     r8,[rsp+0x48]
  000727  mov     r9,[rsp+0x50]
  00072f  mov     r10,[rsp+0x58]
  000737  add     rsp,0x70
  00073e  test    rdx,rdx
  000741  je      0x0000000000000c22
  000747  mov     r14,r11
  00074a  mov     rdi,[r14+0x10]
  000752  jmp     0x0000000000000449
  000757  sub     rsp,0x70
  00075e  mov     [rsp+0x30],rcx
  000766  mov     [rsp+0x38],rsi
  00076e  mov     [rsp+0x40],rdi
  000776  mov     [rsp+0x48],r8
  00077e  mov     [rsp+0x50],r9
  000786  mov     [rsp+0x58],r10
  00078e  mov     [rsp],r14
  000796  mov     qword ptr [rsp+8],3
  0007a2  mov     [rsp+0x10],r15
  0007aa  mov     qword ptr [rsp+0x18],1
  0007b6  mov     [rsp+0x20],r12
  0007be  mov     qword ptr [rsp+0x28],1
  0007ca  mov     rdi,[rbp+0x20]
  0007d1  mov     esi,0xe
  0007d6  mov     rdx,rsp
  0007d9  mov     rcx,0xfffffffffffffff2
  0007e3  mov     r8,0xfffffffffffffff2
  0007ed  mov     r9,0
  0007f7  mov     rax,<list_op>
  000801  call    rax
  000803  mov     r11,rax
  000806  mov     rcx,[rsp+0x30]
  00080e  mov     rsi,[rsp+0x38]
  000816  mov     rdi,[rsp+0x40]
  00081e  mov     r8,[rsp+0x48]
  000826  mov     r9,[rsp+0x50]
  00082e  mov     r10,[rsp+0x58]
  000836  add     rsp,0x70
  00083d  test    rdx,rdx
  000840  je      0x0000000000000c67
  000846  mov     r14,r11
  000849  mov     rdi,[r14+0x10]
  000851  jmp     0x000000000000045c
; exits
  000856  mov     rax,0x1fffffffe
  000860  jmp     0x0000000000000016
  000865  mov     [rbp+0x10],r12
  00086c  mov     qword ptr [rbp+0x18],3
  000877  mov     [rbp+0x98],r14
  00087e  mov     qword ptr [rbp+0x140],3
  000889  mov     [rbp+0xa0],r15
  000890  mov     rdi,[rbp+0x20]
  000897  mov     rsi,8
  0008a1  mov     rdx,0
  0008ab  mov     rax,<exit_lists>
  0008b5  call    rax
  0008b7  mov     rax,0x100000000
  0008c1  jmp     0x0000000000000016
  0008c6  mov     [rbp+0x10],r13
  0008cd  mov     qword ptr [rbp+0x18],3
  0008d8  mov     [rbp+0x98],r14
  0008df  mov     qword ptr [rbp+0x140],3
  0008ea  mov     [rbp+0xa0],r15
  0008f1  mov     rdi,[rbp+0x20]
  0008f8  mov     rsi,8
  000902  mov     rdx,0
  00090c  mov     rax,<exit_lists>
  000916  call    rax
  000918  mov     rax,0x100000001
  000922  jmp     0x0000000000000016
  000927  mov     [rbp+0x10],rsi
  00092e  mov     qword ptr [rbp+0x18],1
  000939  mov     [rbp+0x98],r14
  000940  mov     qword ptr [rbp+0x140],3
  00094b  mov     [rbp+0xa0],r15
  000952  mov     rax,0x100000002
  00095c  jmp     0x0000000000000016
  000961  mov     [rbp+0x98],r14
  000968  mov     qword ptr [rbp+0x140],3
  000973  mov     [rbp+0xa0],r15
  00097a  mov     rax,0x100000003
  000984  jmp     0x0000000000000016
  000989  sub     r15,1
  000990  mov     [rbp+0x98],r14
  000997  mov     qword ptr [rbp+0x140],3
  0009a2  mov     [rbp+0xa0],r15
  0009a9  mov     rax,0x100000004
  0009b3  jmp     0x0000000000000016
  0009b8  mov     [rbp+0x98],r14
  0009bf  mov     qword ptr [rbp+0x140],3
  0009ca  mov     [rbp+0xa0],rsi
  0009d1  mov     qword ptr [rbp+0xa8],0x19
  0009dc  mov     rax,0x100000005
  0009e6  jmp     0x0000000000000016
  0009eb  mov     [rbp+0x98],r14
  0009f2  mov     qword ptr [rbp+0x140],3
  0009fd  mov     [rbp+0xa0],rsi
  000a04  mov     qword ptr [rbp+0xa8],0x19
  000a0f  mov     rax,0x100000006
  000a19  jmp     0x0000000000000016
  000a1e  mov     [rbp+0x98],r14
  000a25  mov     qword ptr [rbp+0x140],3
  000a30  mov     [rbp+0xa0],rsi
  000a37  mov     qword ptr [rbp+0xa8],0x19
  000a42  mov     rax,0x100000007
  000a4c  jmp     0x0000000000000016
  000a51  sub     r13,1
  000a58  mov     [rbp+0x98],r14
  000a5f  mov     qword ptr [rbp+0x140],3
  000a6a  mov     [rbp+0xa0],rsi
  000a71  mov     qword ptr [rbp+0xa8],0x19
  000a7c  mov     rax,0x100000008
  000a86  jmp     0x0000000000000016
  000a8b  mov     [rbp+0x98],r14
  000a92  mov     qword ptr [rbp+0x140],3
  000a9d  mov     [rbp+0xa0],r15
  000aa4  mov     qword ptr [rbp+0xa8],0x1b
  000aaf  mov     rax,0x10000000a
  000ab9  jmp     0x0000000000000016
  000abe  add     r12,1
  000ac5  mov     [rbp+0x98],r14
  000acc  mov     qword ptr [rbp+0x140],3
  000ad7  mov     [rbp+0xa0],r15
  000ade  mov     qword ptr [rbp+0xa8],0x1b
  000ae9  mov     rax,0x10000000b
  000af3  jmp     0x0000000000000016
  000af8  mov     [rbp+0x98],r14
  000aff  mov     qword ptr [rbp+0x140],3
  000b0a  mov     [rbp+0xa0],r15
  000b11  mov     qword ptr [rbp+0xa8],0x1c
  000b1c  mov     rax,0x10000000d
  000b26  jmp     0x0000000000000016
  000b2b  sub     r13,1
  000b32  mov     [rbp+0x98],r14
  000b39  mov     qword ptr [rbp+0x140],3
  000b44  mov     [rbp+0xa0],rsi
  000b4b  mov     qword ptr [rbp+0xa8],0x19
  000b56  mov     rax,0x10000000f
  000b60  jmp     0x0000000000000016
  000b65  mov     [rbp+0x98],r14
  000b6c  mov     qword ptr [rbp+0x140],3
  000b77  mov     [rbp+0xa0],r15
  000b7e  mov     qword ptr [rbp+0xa8],0x1c
  000b89  mov     rax,0x100000012
  000b93  jmp     0x0000000000000016
  000b98  mov     [rbp+0x98],r14
  000b9f  mov     qword ptr [rbp+0x140],3
  000baa  mov     [rbp+0xa0],rsi
  000bb1  mov     qword ptr [rbp+0xa8],0x19
  000bbc  mov     [rbp+0xb8],r13
  000bc3  mov     qword ptr [rbp+0x160],1
  000bce  mov     rax,0x100000009
  000bd8  jmp     0x0000000000000016
  000bdd  mov     [rbp+0x98],r14
  000be4  mov     qword ptr [rbp+0x140],3
  000bef  mov     [rbp+0xa0],r15
  000bf6  mov     qword ptr [rbp+0xa8],0x1b
  000c01  mov     [rbp+0xb8],r12
  000c08  mov     qword ptr [rbp+0x160],1
  000c13  mov     rax,0x10000000c
  000c1d  jmp     0x0000000000000016
  000c22  mov     [rbp+0x98],r14
  000c29  mov     qword ptr [rbp+0x140],3
  000c34  mov     [rbp+0xa0],rsi
  000c3b  mov     qword ptr [rbp+0xa8],0x19
  000c46  mov     [rbp+0xb8],r13
  000c4d  mov     qword ptr [rbp+0x160],1
  000c58  mov     rax,0x100000010
  000c62  jmp     0x0000000000000016
  000c67  mov     [rbp+0x98],r14
  000c6e  mov     qword ptr [rbp+0x140],3
  000c79  mov     [rbp+0xa0],r15
  000c80  mov     qword ptr [rbp+0xa8],0x1b
  000c8b  mov     [rbp+0xb8],r12
  000c92  mov     qword ptr [rbp+0x160],1
  000c9d  mov     rax,0x100000011
  000ca7  jmp     0x0000000000000016

; T2: 2073 bytes
; v0:int = input n
  000cb0  cmp     qword ptr [rbp+0xd8],1
  000cbb  jne     0x0000000000001232
  000cc1  mov     rbx,[rbp+0x30]
; v1:list = input src
  000cc8  cmp     qword ptr [rbp+0xe0],3
  000cd3  jne     0x0000000000001232
  000cd9  mov     r12,[rbp+0x38]
; v2:list = input jumps
  000ce0  cmp     qword ptr [rbp+0xe8],3
  000ceb  jne     0x0000000000001232
  000cf1  mov     r13,[rbp+0x40]
; v3:list = input tape
  000cf8  cmp     qword ptr [rbp+0x140],3
  000d03  jne     0x0000000000001232
  000d09  mov     r14,[rbp+0x98]
; v4:int = input p
  000d10  cmp     qword ptr [rbp+0x148],1
  000d1b  jne     0x0000000000001232
  000d21  mov     r15,[rbp+0xa0]
; v5:int = input pc
  000d28  cmp     qword ptr [rbp+0x150],1
  000d33  jne     0x0000000000001232
  000d39  mov     rsi,[rbp+0xa8]
; guard_value v1, <list of 67> => loop/0 (0) {tape=v3}
  000d40  mov     rax,<list k0>
  000d4a  cmp     r12,rax
  000d4d  jne     0x0000000000001241
; guard_value v2, <list of 67> => loop_jumps/0 (1) {tape=v3}
  000d53  mov     rax,<list k1>
  000d5d  cmp     r13,rax
  000d60  jne     0x000000000000129b
; guard_value v5, 31 => loop_pc/0 (2) {tape=v3}
  000d66  cmp     rsi,0x1f
  000d6d  jne     0x00000000000012f5
  000d73  jmp     0x0000000000000d8d
  000d78  mov     rbx,[rbp+0x30]
  000d7f  mov     r14,[rbp+0x98]
  000d86  mov     r15,[rbp+0xa0]
; v9:int = le 34, v0
; guard_true v9 => dispatch/0 (3) {tape=v3}
  000d8d  mov     r11,0x22
  000d94  cmp     r11,rbx
  000d97  jg      0x0000000000001328
; guard_words v3 => minus/0 (6) {tape=v3}
  000d9d  cmp     qword ptr [r14+8],0
  000da9  jne     0x0000000000001349
; v12:int = readlist v3, v4 words => minus/0 (6) {tape=v3}
  000daf  cmp     r15,[r14]
  000db7  jae     0x000000000000136a
  000dbd  mov     rax,[r14+0x10]
  000dc5  mov     rsi,[rax+r15*8]
; v13:int = sub v12, 1 => minus/0 (6) {tape=v3}
  000dca  sub     rsi,1
  000dd1  jo      0x000000000000138b
; v14:int = and v13, 255
  000dd7  and     rsi,0xff
; v15:list = set v3, v4, v14 owned words in_bounds => minus/3 (6) {tape=v3, x=v14}
  000dde  mov     rax,[r14-0x10]
  000de6  add     rax,[r14-8]
  000dee  cmp     rax,2
  000df4  jne     0x0000000000000ea4
  000dfa  mov     rax,[r14+0x10]
  000e02  mov     [rax+r15*8],rsi
; v16:int = put_byte v14 => output/0 (17) {tape=v15, pc=32}
  000e07  cmp     rsi,0xff
  000e0e  ja      0x0000000000000f9b
  000e14  mov     rax,[rbp+0x28]
  000e1b  mov     rdx,[rax]
  000e1e  cmp     rdx,0x10000
  000e25  jae     0x0000000000000f9b
  000e2b  mov     [rax+rdx+8],sil
  000e33  add     rdx,1
  000e37  mov     [rax],rdx
; guard_true v14 => close_bracket/0 (31) {tape=v15, pc=33}
  000e3a  test    rsi,rsi
  000e3d  je      0x00000000000013b3
; guard_steps => loop/0 (34) {tape=v15}
; v19:list = phi tape v15
; v20:int = phi - v14
; loop (34)
  000e43  mov     rdi,[r14+0x10]
  000e4b  nop     [rax+rax]
; v22:int = sub_nov v20, 1
  000e50  sub     rsi,1
; v23:int = and v22, 255
  000e57  and     rsi,0xff
; v24:list = set v19, v4, v23 owned words in_bounds => minus/3 (6) {tape=v19, x=v23}
  000e5e  mov     [rdi+r15*8],rsi
; v25:int = put_byte v23 => output/0 (17) {tape=v24, pc=32}
  000e63  cmp     rsi,0xff
  000e6a  ja      0x0000000000001166
  000e70  mov     rax,[rbp+0x28]
  000e77  mov     rdx,[rax]
  000e7a  cmp     rdx,0x10000
  000e81  jae     0x0000000000001166
  000e87  mov     [rax+rdx+8],sil
  000e8f  add     rdx,1
  000e93  mov     [rax],rdx
; guard_true v23 => close_bracket/0 (31) {tape=v24, pc=33}
  000e96  test    rsi,rsi
  000e99  jne     0x0000000000000e50
  000e9f  jmp     0x00000000000013df
; guard_steps => loop/0 (34) {tape=v24}
; jump (34) v19 <- v24, v20 <- v23
  000ea4  sub     rsp,0x70
  000eab  mov     [rsp+0x30],rcx
  000eb3  mov     [rsp+0x38],rsi
  000ebb  mov     [rsp+0x40],rdi
  000ec3  mov     [rsp+0x48],r8
  000ecb  mov     [rsp+0x50],r9
  000ed3  mov     [rsp+0x58],r10
  000edb  mov     [rsp],r14
  000ee3  mov     qword ptr [rsp+8],3
  000eef  mov     [rsp+0x10],r15
  000ef7  mov     qword ptr [rsp+0x18],1
  000f03  mov     [rsp+0x20],rsi
  000f0b  mov     qword ptr [rsp+0x28],1
  000f17  mov     rdi,[rbp+0x20]
  000f1e  mov     esi,0xe
  000f23  mov     rdx,rsp
  000f26  mov     rcx,0xfffffffffffffff2
  000f30  mov     r8,0xfffffffffffffff2
  000f3a  mov     r9,0
  000f44  mov     rax,<list_op>
  000f4e  call    rax
  000f50  mov     r11,rax
  000f53  mov     rcx,[rsp+0x30]
  000f5b  mov     rsi,[rsp+0x38]
  000f63  mov     rdi,[rsp+0x40]
  000f6b  mov     r8,[rsp+0x48]
  000f73  mov     r9,[rsp+0x50]
  000f7b  mov     r10,[rsp+0x58]
  000f83  add     rsp,0x70
  000f8a  test    rdx,rdx
  000f8d  je      0x000000000000140b
  000f93  mov     r14,r11
  000f96  jmp     0x0000000000000e07
  000f9b  sub     rsp,0x70
  000fa2  mov     [rsp+0x30],rcx
  000faa  mov     [rsp+0x38],rsi
  000fb2  mov     [rsp+0x40],rdi
  000fba  mov     [rsp+0x48],r8
  000fc2  mov     [rsp+0x50],r9
  000fca  mov     [rsp+0x58],r10
  000fd2  mov     [rsp],rsi
  000fda  mov     qword ptr [rsp+8],1
  000fe6  mov     rdi,[rbp+0x20]
  000fed  mov     esi,0x14
  000ff2  mov     rdx,rsp
  000ff5  mov     rcx,1
  000fff  mov     r8,0
  001009  mov     r9,0
  001013  mov     rax,<call_op>
  00101d  call    rax
  00101f  mov     r11,rax
  001022  mov     rcx,[rsp+0x30]
  00102a  mov     rsi,[rsp+0x38]
  001032  mov     rdi,[rsp+0x40]
  00103a  mov     r8,[rsp+0x48]
  001042  mov     r9,[rsp+0x50]
  00104a  mov     r10,[rsp+0x58]
  001052  add     rsp,0x70
  001059  test    rdx,rdx
  00105c  je      0x000000000000143e
  001062  jmp     0x0000000000000e3a
  001067  sub     rsp,0x70
  00106e  mov     [rsp+0x30],rcx
  001076  mov     [rsp+0x38],rsi
  00107e  mov     [rsp+0x40],rdi
  001086  mov     [rsp+0x48],r8
  00108e  mov     [rsp+0x50],r9
  001096  mov     [rsp+0x58],r10
  00109e  mov     [rsp],r14
  0010a6  mov     qword ptr [rsp+8],3
  0010b2  mov     [rsp+0x10],r15
  0010ba  mov     qword ptr [rsp+0x18],1
  0010c6  mov     [rsp+0x20],rsi
  0010ce  mov     qword ptr [rsp+0x28],1
  0010da  mov     rdi,[rbp+0x20]
  0010e1  mov     esi,0xe
  0010e6  mov     rdx,rsp
  0010e9  mov     rcx,0xfffffffffffffff2
  0010f3  mov     r8,0xfffffffffffffff2
  0010fd  mov     r9,0
  001107  mov     rax,<list_op>
  001111  call    rax
  001113  mov     r11,rax
  001116  mov     rcx,[rsp+0x30]
  00111e  mov     rsi,[rsp+0x38]
  001126  mov     rdi,[rsp+0x40]
  00112e  mov     r8,[rsp+0x48]
  001136  mov     r9,[rsp+0x50]
  00113e  mov     r10,[rsp+0x58]
  001146  add     rsp,0x70
  00114d  test    rdx,rdx
  001150  je      0x000000000000146a
  001156  mov     r14,r11
  001159  mov     rdi,[r14+0x10]
  001161  jmp     0x0000000000000e63
  001166  sub     rsp,0x70
  00116d  mov     [rsp+0x30],rcx
  001175  mov     [rsp+0x38],rsi
  00117d  mov     [rsp+0x40],rdi
  001185  mov     [rsp+0x48],r8
  00118d  mov     [rsp+0x50],r9
  001195  mov     [rsp+0x58],r10
  00119d  mov     [rsp],rsi
  0011a5  mov     qword ptr [rsp+8],1
  0011b1  mov     rdi,[rbp+0x20]
  0011b8  mov     esi,0x14
  0011bd  mov     rdx,rsp
  0011c0  mov     rcx,1
  0011ca  mov     r8,0
  0011d4  mov     r9,0
  0011de  mov     rax,<call_op>
  0011e8  call    rax
  0011ea  mov     r11,rax
  0011ed  mov     rcx,[rsp+0x30]
  0011f5  mov     rsi,[rsp+0x38]
  0011fd  mov     rdi,[rsp+0x40]
  001205  mov     r8,[rsp+0x48]
  00120d  mov     r9,[rsp+0x50]
  001215  mov     r10,[rsp+0x58]
  00121d  add     rsp,0x70
  001224  test    rdx,rdx
  001227  je      0x000000000000149d
  00122d  jmp     0x0000000000000e96
; exits
  001232  mov     rax,0x2fffffffe
  00123c  jmp     0x0000000000000016
  001241  mov     [rbp+0x10],r12
  001248  mov     qword ptr [rbp+0x18],3
  001253  mov     [rbp+0x98],r14
  00125a  mov     qword ptr [rbp+0x140],3
  001265  mov     rdi,[rbp+0x20]
  00126c  mov     rsi,8
  001276  mov     rdx,0
  001280  mov     rax,<exit_lists>
  00128a  call    rax
  00128c  mov     rax,0x200000000
  001296  jmp     0x0000000000000016
  00129b  mov     [rbp+0x10],r13
  0012a2  mov     qword ptr [rbp+0x18],3
  0012ad  mov     [rbp+0x98],r14
  0012b4  mov     qword ptr [rbp+0x140],3
  0012bf  mov     rdi,[rbp+0x20]
  0012c6  mov     rsi,8
  0012d0  mov     rdx,0
  0012da  mov     rax,<exit_lists>
  0012e4  call    rax
  0012e6  mov     rax,0x200000001
  0012f0  jmp     0x0000000000000016
  0012f5  mov     [rbp+0x10],rsi
  0012fc  mov     qword ptr [rbp+0x18],1
  001307  mov     [rbp+0x98],r14
  00130e  mov     qword ptr [rbp+0x140],3
  001319  mov     rax,0x200000002
  001323  jmp     0x0000000000000016
  001328  mov     [rbp+0x98],r14
  00132f  mov     qword ptr [rbp+0x140],3
  00133a  mov     rax,0x200000003
  001344  jmp     0x0000000000000016
  001349  mov     [rbp+0x98],r14
  001350  mov     qword ptr [rbp+0x140],3
  00135b  mov     rax,0x200000004
  001365  jmp     0x0000000000000016
  00136a  mov     [rbp+0x98],r14
  001371  mov     qword ptr [rbp+0x140],3
  00137c  mov     rax,0x200000005
  001386  jmp     0x0000000000000016
  00138b  add     rsi,1
  001392  mov     [rbp+0x98],r14
  001399  mov     qword ptr [rbp+0x140],3
  0013a4  mov     rax,0x200000006
  0013ae  jmp     0x0000000000000016
  0013b3  mov     [rbp+0x98],r14
  0013ba  mov     qword ptr [rbp+0x140],3
  0013c5  mov     qword ptr [rbp+0xa8],0x21
  0013d0  mov     rax,0x200000009
  0013da  jmp     0x0000000000000016
  0013df  mov     [rbp+0x98],r14
  0013e6  mov     qword ptr [rbp+0x140],3
  0013f1  mov     qword ptr [rbp+0xa8],0x21
  0013fc  mov     rax,0x20000000d
  001406  jmp     0x0000000000000016
  00140b  mov     [rbp+0x98],r14
  001412  mov     qword ptr [rbp+0x140],3
  00141d  mov     [rbp+0xb8],rsi
  001424  mov     qword ptr [rbp+0x160],1
  00142f  mov     rax,0x200000007
  001439  jmp     0x0000000000000016
  00143e  mov     [rbp+0x98],r14
  001445  mov     qword ptr [rbp+0x140],3
  001450  mov     qword ptr [rbp+0xa8],0x20
  00145b  mov     rax,0x200000008
  001465  jmp     0x0000000000000016
  00146a  mov     [rbp+0x98],r14
  001471  mov     qword ptr [rbp+0x140],3
  00147c  mov     [rbp+0xb8],rsi
  001483  mov     qword ptr [rbp+0x160],1
  00148e  mov     rax,0x20000000b
  001498  jmp     0x0000000000000016
  00149d  mov     [rbp+0x98],r14
  0014a4  mov     qword ptr [rbp+0x140],3
  0014af  mov     qword ptr [rbp+0xa8],0x20
  0014ba  mov     rax,0x20000000c
  0014c4  jmp     0x0000000000000016

; T3: 2654 bytes
; v0:int = input n
  0014d0  cmp     qword ptr [rbp+0xd8],1
  0014db  jne     0x0000000000001adc
  0014e1  mov     rbx,[rbp+0x30]
; v1:list = input src
  0014e8  cmp     qword ptr [rbp+0xe0],3
  0014f3  jne     0x0000000000001adc
  0014f9  mov     r12,[rbp+0x38]
; v2:list = input jumps
  001500  cmp     qword ptr [rbp+0xe8],3
  00150b  jne     0x0000000000001adc
  001511  mov     r13,[rbp+0x40]
; v3:list = input tape
  001518  cmp     qword ptr [rbp+0x140],3
  001523  jne     0x0000000000001adc
  001529  mov     r14,[rbp+0x98]
; v4:int = input p
  001530  cmp     qword ptr [rbp+0x148],1
  00153b  jne     0x0000000000001adc
  001541  mov     r15,[rbp+0xa0]
; v5:int = input pc
  001548  cmp     qword ptr [rbp+0x150],1
  001553  jne     0x0000000000001adc
  001559  mov     rsi,[rbp+0xa8]
; guard_value v1, <list of 67> => loop/0 (0) {tape=v3, p=v4}
  001560  mov     rax,<list k0>
  00156a  cmp     r12,rax
  00156d  jne     0x0000000000001aeb
; guard_value v2, <list of 67> => loop_jumps/0 (1) {tape=v3, p=v4}
  001573  mov     rax,<list k1>
  00157d  cmp     r13,rax
  001580  jne     0x0000000000001b4c
; guard_value v5, 58 => loop_pc/0 (2) {tape=v3, p=v4}
  001586  cmp     rsi,0x3a
  00158d  jne     0x0000000000001bad
  001593  jmp     0x00000000000015ad
  001598  mov     rbx,[rbp+0x30]
  00159f  mov     r14,[rbp+0x98]
  0015a6  mov     r15,[rbp+0xa0]
; v9:int = le 63, v0
; guard_true v9 => dispatch/0 (3) {tape=v3, p=v4}
  0015ad  mov     r11,0x3f
  0015b4  cmp     r11,rbx
  0015b7  jg      0x0000000000001be7
; guard_words v3 => minus/0 (6) {tape=v3, p=v4}
  0015bd  cmp     qword ptr [r14+8],0
  0015c9  jne     0x0000000000001c0f
; v12:int = readlist v3, v4 words => minus/0 (6) {tape=v3, p=v4}
  0015cf  cmp     r15,[r14]
  0015d7  jae     0x0000000000001c37
  0015dd  mov     rax,[r14+0x10]
  0015e5  mov     rsi,[rax+r15*8]
; v13:int = sub v12, 1 => minus/0 (6) {tape=v3, p=v4}
  0015ea  sub     rsi,1
  0015f1  jo      0x0000000000001c5f
; v14:int = and v13, 255
  0015f7  and     rsi,0xff
; v15:list = set v3, v4, v14 owned words in_bounds => minus/3 (6) {tape=v3, p=v4, x=v14}
  0015fe  mov     rax,[r14-0x10]
  001606  add     rax,[r14-8]
  00160e  cmp     rax,2
  001614  jne     0x00000000000016f0
  00161a  mov     rax,[r14+0x10]
  001622  mov     [rax+r15*8],rsi
; v16:int = add_nov v4, 1
  001627  lea     rsi,[r15+1]
; v17:int = and v16, 65535
  00162f  and     rsi,0xffff
; v18:int = len v15
  001636  mov     r13,[r14]
; v19:int = lt 65535, v18
; guard_true v19 => plus/0 (22) {tape=v15, p=v17, pc=60}
  00163e  mov     r11,0xffff
  001645  cmp     r11,r13
  001648  jge     0x0000000000001c8e
; v21:int = readlist v15, v17 words in_bounds => plus/0 (22) {tape=v15, p=v17, pc=60}
  00164e  mov     rax,[r14+0x10]
  001656  mov     r13,[rax+rsi*8]
; v22:int = add v21, 1 => plus/0 (22) {tape=v15, p=v17, pc=60}
  00165b  add     r13,1
  001662  jo      0x0000000000001cf4
; v23:int = and v22, 255
  001668  and     r13,0xff
; v24:list = set v15, v17, v23 owned words in_bounds => plus/3 (22) {tape=v15, p=v17, pc=60, x=v23}
  00166f  mov     rax,[r14+0x10]
  001677  mov     [rax+rsi*8],r13
; v25:int = and v4, 65535
  00167c  and     r15,0xffff
; v26:int = readlist v24, v25 words in_bounds => close_bracket/0 (46) {tape=v24, p=v25, pc=62}
  001683  mov     rax,[r14+0x10]
  00168b  mov     r12,[rax+r15*8]
; guard_true v26 => close_bracket/0 (46) {tape=v24, p=v25, pc=62}
  001690  test    r12,r12
  001693  je      0x0000000000001d61
; guard_steps => loop/0 (49) {tape=v24, p=v25}
; v29:list = phi tape v24
; v30:int = phi - v26
; v31:int = phi - v23
; loop (49)
  001699  mov     rdi,[r14+0x10]
  0016a1  nop     [rax+rax]
  0016aa  nop     [rax+rax]
; v33:int = sub v30, 1 => minus/0 (6) {tape=v29, p=v25}
  0016b0  sub     r12,1
  0016b7  jo      0x0000000000001d94
; v34:int = and v33, 255
  0016bd  and     r12,0xff
; v35:list = set v29, v25, v34 owned words in_bounds => minus/3 (6) {tape=v29, p=v25, x=v34}
  0016c4  mov     [rdi+r15*8],r12
; v36:int = add v31, 1 => plus/0 (22) {tape=v35, p=v17, pc=60}
  0016c9  add     r13,1
  0016d0  jo      0x0000000000001dc3
; v37:int = and v36, 255
  0016d6  and     r13,0xff
; v38:list = set v35, v17, v37 owned words in_bounds => plus/3 (22) {tape=v35, p=v17, pc=60, x=v37}
  0016dd  mov     [rdi+rsi*8],r13
; guard_true v34 => close_bracket/0 (46) {tape=v38, p=v25, pc=62}
  0016e2  test    r12,r12
  0016e5  jne     0x00000000000016b0
  0016eb  jmp     0x0000000000001dfd
; guard_steps => loop/0 (49) {tape=v38, p=v25}
; jump (49) v29 <- v38, v30 <- v34, v31 <- v37
  0016f0  sub     rsp,0x70
  0016f7  mov     [rsp+0x30],rcx
  0016ff  mov     [rsp+0x38],rsi
  001707  mov     [rsp+0x40],rdi
  00170f  mov     [rsp+0x48],r8
  001717  mov     [rsp+0x50],r9
  00171f  mov     [rsp+0x58],r10
  001727  mov     [rsp],r14
  00172f  mov     qword ptr [rsp+8],3
  00173b  mov     [rsp+0x10],r15
  001743  mov     qword ptr [rsp+0x18],1
  00174f  mov     [rsp+0x20],rsi
  001757  mov     qword ptr [rsp+0x28],1
  001763  mov     rdi,[rbp+0x20]
  00176a  mov     esi,0xe
  00176f  mov     rdx,rsp
  001772  mov     rcx,0xfffffffffffffff2
  00177c  mov     r8,0xfffffffffffffff2
  001786  mov     r9,0
  001790  mov     rax,<list_op>
  00179a  call    rax
  00179c  mov     r11,rax
  00179f  mov     rcx,[rsp+0x30]
  0017a7  mov     rsi,[rsp+0x38]
  0017af  mov     rdi,[rsp+0x40]
  0017b7  mov     r8,[rsp+0x48]
  0017bf  mov     r9,[rsp+0x50]
  0017c7  mov     r10,[rsp+0x58]
  0017cf  add     rsp,0x70
  0017d6  test    rdx,rdx
  0017d9  je      0x0000000000001e30
  0017df  mov     r14,r11
  0017e2  jmp     0x0000000000001627
  0017e7  sub     rsp,0x70
  0017ee  mov     [rsp+0x30],rcx
  0017f6  mov     [rsp+0x38],rsi
  0017fe  mov     [rsp+0x40],rdi
  001806  mov     [rsp+0x48],r8
  00180e  mov     [rsp+0x50],r9
  001816  mov     [rsp+0x58],r10
  00181e  mov     [rsp],r14
  001826  mov     qword ptr [rsp+8],3
  001832  mov     [rsp+0x10],rsi
  00183a  mov     qword ptr [rsp+0x18],1
  001846  mov     [rsp+0x20],r13
  00184e  mov     qword ptr [rsp+0x28],1
  00185a  mov     rdi,[rbp+0x20]
  001861  mov     esi,0xe
  001866  mov     rdx,rsp
  001869  mov     rcx,0xfffffffffffffff2
  001873  mov     r8,0xfffffffffffffff2
  00187d  mov     r9,0
  001887  mov     rax,<list_op>
  001891  call    rax
  001893  mov     r11,rax
  001896  mov     rcx,[rsp+0x30]
  00189e  mov     rsi,[rsp+0x38]
  0018a6  mov     rdi,[rsp+0x40]
  0018ae  mov     r8,[rsp+0x48]
  0018b6  mov     r9,[rsp+0x50]
  0018be  mov     r10,[rsp+0x58]
  0018c6  add     rsp,0x70
  0018cd  test    rdx,rdx
  0018d0  je      0x0000000000001e6a
  0018d6  mov     r14,r11
  0018d9  jmp     0x000000000000167c
  0018de  sub     rsp,0x70
  0018e5  mov     [rsp+0x30],rcx
  0018ed  mov     [rsp+0x38],rsi
  0018f5  mov     [rsp+0x40],rdi
  0018fd  mov     [rsp+0x48],r8
  001905  mov     [rsp+0x50],r9
  00190d  mov     [rsp+0x58],r10
  001915  mov     [rsp],r14
  00191d  mov     qword ptr [rsp+8],3
  001929  mov     [rsp+0x10],r15
  001931  mov     qword ptr [rsp+0x18],1
  00193d  mov     [rsp+0x20],r12
  001945  mov     qword ptr [rsp+0x28],1
  001951  mov     rdi,[rbp+0x20]
  001958  mov     esi,0xe
  00195d  mov     rdx,rsp
  001960  mov     rcx,0xfffffffffffffff2
  00196a  mov     r8,0xfffffffffffffff2
  001974  mov     r9,0
  00197e  mov     rax,<list_op>
  001988  call    rax
  00198a  mov     r11,rax
  00198d  mov     rcx,[rsp+0x30]
  001995  mov     rsi,[rsp+0x38]
  00199d  mov     rdi,[rsp+0x40]
  0019a5  mov     r8,[rsp+0x48]
  0019ad  mov     r9,[rsp+0x50]
  0019b5  mov     r10,[rsp+0x58]
  0019bd  add     rsp,0x70
  0019c4  test    rdx,rdx
  0019c7  je      0x0000000000001eaf
  0019cd  mov     r14,r11
  0019d0  mov     rdi,[r14+0x10]
  0019d8  jmp     0x00000000000016c9
  0019dd  sub     rsp,0x70
  0019e4  mov     [rsp+0x30],rcx
  0019ec  mov     [rsp+0x38],rsi
  0019f4  mov     [rsp+0x40],rdi
  0019fc  mov     [rsp+0x48],r8
  001a04  mov     [rsp+0x50],r9
  001a0c  mov     [rsp+0x58],r10
  001a14  mov     [rsp],r14
  001a1c  mov     qword ptr [rsp+8],3
  001a28  mov     [rsp+0x10],rsi
  001a30  mov     qword ptr [rsp+0x18],1
  001a3c  mov     [rsp+0x20],r13
  001a44  mov     qword ptr [rsp+0x28],1
  001a50  mov     rdi,[rbp+0x20]
  001a57  mov     esi,0xe
  001a5c  mov     rdx,rsp
  001a5f  mov     rcx,0xfffffffffffffff2
  001a69  mov     r8,0xfffffffffffffff2
  001a73  mov     r9,0
  001a7d  mov     rax,<list_op>
  001a87  call    rax
  001a89  mov     r11,rax
  001a8c  mov     rcx,[rsp+0x30]
  001a94  mov     rsi,[rsp+0x38]
  001a9c  mov     rdi,[rsp+0x40]
  001aa4  mov     r8,[rsp+0x48]
  001aac  mov     r9,[rsp+0x50]
  001ab4  mov     r10,[rsp+0x58]
  001abc  add     rsp,0x70
  001ac3  test    rdx,rdx
  001ac6  je      0x0000000000001ee9
  001acc  mov     r14,r11
  001acf  mov     rdi,[r14+0x10]
  001ad7  jmp     0x00000000000016e2
; exits
  001adc  mov     rax,0x3fffffffe
  001ae6  jmp     0x0000000000000016
  001aeb  mov     [rbp+0x10],r12
  001af2  mov     qword ptr [rbp+0x18],3
  001afd  mov     [rbp+0x98],r14
  001b04  mov     qword ptr [rbp+0x140],3
  001b0f  mov     [rbp+0xa0],r15
  001b16  mov     rdi,[rbp+0x20]
  001b1d  mov     rsi,8
  001b27  mov     rdx,0
  001b31  mov     rax,<exit_lists>
  001b3b  call    rax
  001b3d  mov     rax,0x300000000
  001b47  jmp     0x0000000000000016
  001b4c  mov     [rbp+0x10],r13
  001b53  mov     qword ptr [rbp+0x18],3
  001b5e  mov     [rbp+0x98],r14
  001b65  mov     qword ptr [rbp+0x140],3
  001b70  mov     [rbp+0xa0],r15
  001b77  mov     rdi,[rbp+0x20]
  001b7e  mov     rsi,8
  001b88  mov     rdx,0
  001b92  mov     rax,<exit_lists>
  001b9c  call    rax
  001b9e  mov     rax,0x300000001
  001ba8  jmp     0x0000000000000016
  001bad  mov     [rbp+0x10],rsi
  001bb4  mov     qword ptr [rbp+0x18],1
  001bbf  mov     [rbp+0x98],r14
  001bc6  mov     qword ptr [rbp+0x140],3
  001bd1  mov     [rbp+0xa0],r15
  001bd8  mov     rax,0x300000002
  001be2  jmp     0x0000000000000016
  001be7  mov     [rbp+0x98],r14
  001bee  mov     qword ptr [rbp+0x140],3
  001bf9  mov     [rbp+0xa0],r15
  001c00  mov     rax,0x300000003
  001c0a  jmp     0x0000000000000016
  001c0f  mov     [rbp+0x98],r14
  001c16  mov     qword ptr [rbp+0x140],3
  001c21  mov     [rbp+0xa0],r15
  001c28  mov     rax,0x300000004
  001c32  jmp     0x0000000000000016
  001c37  mov     [rbp+0x98],r14
  001c3e  mov     qword ptr [rbp+0x140],3
  001c49  mov     [rbp+0xa0],r15
  001c50  mov     rax,0x300000005
  001c5a  jmp     0x0000000000000016
  001c5f  add     rsi,1
  001c66  mov     [rbp+0x98],r14
  001c6d  mov     qword ptr [rbp+0x140],3
  001c78  mov     [rbp+0xa0],r15
  001c7f  mov     rax,0x300000006
  001c89  jmp     0x0000000000000016
  001c8e  mov     [rbp+0x98],r14
  001c95  mov     qword ptr [rbp+0x140],3
  001ca0  mov     [rbp+0xa0],rsi
  001ca7  mov     qword ptr [rbp+0xa8],0x3c
  001cb2  mov     rax,0x300000008
  001cbc  jmp     0x0000000000000016
  001cc1  mov     [rbp+0x98],r14
  001cc8  mov     qword ptr [rbp+0x140],3
  001cd3  mov     [rbp+0xa0],rsi
  001cda  mov     qword ptr [rbp+0xa8],0x3c
  001ce5  mov     rax,0x300000009
  001cef  jmp     0x0000000000000016
  001cf4  sub     r13,1
  001cfb  mov     [rbp+0x98],r14
  001d02  mov     qword ptr [rbp+0x140],3
  001d0d  mov     [rbp+0xa0],rsi
  001d14  mov     qword ptr [rbp+0xa8],0x3c
  001d1f  mov     rax,0x30000000a
  001d29  jmp     0x0000000000000016
  001d2e  mov     [rbp+0x98],r14
  001d35  mov     qword ptr [rbp+0x140],3
  001d40  mov     [rbp+0xa0],r15
  001d47  mov     qword ptr [rbp+0xa8],0x3e
  001d52  mov     rax,0x30000000c
  001d5c  jmp     0x0000000000000016
  001d61  mov     [rbp+0x98],r14
  001d68  mov     qword ptr [rbp+0x140],3
  001d73  mov     [rbp+0xa0],r15
  001d7a  mov     qword ptr [rbp+0xa8],0x3e
  001d85  mov     rax,0x30000000d
  001d8f  jmp     0x0000000000000016
  001d94  add     r12,1
  001d9b  mov     [rbp+0x98],r14
  001da2  mov     qword ptr [rbp+0x140],3
  001dad  mov     [rbp+0xa0],r15
  001db4  mov     rax,0x30000000f
  001dbe  jmp     0x0000000000000016
  001dc3  sub     r13,1
  001dca  mov     [rbp+0x98],r14
  001dd1  mov     qword ptr [rbp+0x140],3
  001ddc  mov     [rbp+0xa0],rsi
  001de3  mov     qword ptr [rbp+0xa8],0x3c
  001dee  mov     rax,0x300000011
  001df8  jmp     0x0000000000000016
  001dfd  mov     [rbp+0x98],r14
  001e04  mov     qword ptr [rbp+0x140],3
  001e0f  mov     [rbp+0xa0],r15
  001e16  mov     qword ptr [rbp+0xa8],0x3e
  001e21  mov     rax,0x300000013
  001e2b  jmp     0x0000000000000016
  001e30  mov     [rbp+0x98],r14
  001e37  mov     qword ptr [rbp+0x140],3
  001e42  mov     [rbp+0xa0],r15
  001e49  mov     [rbp+0xb8],rsi
  001e50  mov     qword ptr [rbp+0x160],1
  001e5b  mov     rax,0x300000007
  001e65  jmp     0x0000000000000016
  001e6a  mov     [rbp+0x98],r14
  001e71  mov     qword ptr [rbp+0x140],3
  001e7c  mov     [rbp+0xa0],rsi
  001e83  mov     qword ptr [rbp+0xa8],0x3c
  001e8e  mov     [rbp+0xb8],r13
  001e95  mov     qword ptr [rbp+0x160],1
  001ea0  mov     rax,0x30000000b
  001eaa  jmp     0x0000000000000016
  001eaf  mov     [rbp+0x98],r14
  001eb6  mov     qword ptr [rbp+0x140],3
  001ec1  mov     [rbp+0xa0],r15
  001ec8  mov     [rbp+0xb8],r12
  001ecf  mov     qword ptr [rbp+0x160],1
  001eda  mov     rax,0x300000010
  001ee4  jmp     0x0000000000000016
  001ee9  mov     [rbp+0x98],r14
  001ef0  mov     qword ptr [rbp+0x140],3
  001efb  mov     [rbp+0xa0],rsi
  001f02  mov     qword ptr [rbp+0xa8],0x3c
  001f0d  mov     [rbp+0xb8],r13
  001f14  mov     qword ptr [rbp+0x160],1
  001f1f  mov     rax,0x300000012
  001f29  jmp     0x0000000000000016

; T4: 1478 bytes
; v0:int = input n
  001f30  cmp     qword ptr [rbp+0xd8],1
  001f3b  jne     0x00000000000022b7
  001f41  mov     rbx,[rbp+0x30]
; v1:list = input src
  001f48  cmp     qword ptr [rbp+0xe0],3
  001f53  jne     0x00000000000022b7
  001f59  mov     r12,[rbp+0x38]
; v2:list = input jumps
  001f60  cmp     qword ptr [rbp+0xe8],3
  001f6b  jne     0x00000000000022b7
  001f71  mov     r13,[rbp+0x40]
; v3:list = input tape
  001f78  cmp     qword ptr [rbp+0x140],3
  001f83  jne     0x00000000000022b7
  001f89  mov     r14,[rbp+0x98]
; v4:int = input p
  001f90  cmp     qword ptr [rbp+0x148],1
  001f9b  jne     0x00000000000022b7
  001fa1  mov     r15,[rbp+0xa0]
; v5:int = input pc
  001fa8  cmp     qword ptr [rbp+0x150],1
  001fb3  jne     0x00000000000022b7
  001fb9  mov     rsi,[rbp+0xa8]
; guard_value v1, <list of 67> => loop/0 (0) {tape=v3}
  001fc0  mov     rax,<list k0>
  001fca  cmp     r12,rax
  001fcd  jne     0x00000000000022c6
; guard_value v2, <list of 67> => loop_jumps/0 (1) {tape=v3}
  001fd3  mov     rax,<list k1>
  001fdd  cmp     r13,rax
  001fe0  jne     0x0000000000002320
; guard_value v5, 65 => loop_pc/0 (2) {tape=v3}
  001fe6  cmp     rsi,0x41
  001fed  jne     0x000000000000237a
  001ff3  jmp     0x000000000000200d
  001ff8  mov     rbx,[rbp+0x30]
  001fff  mov     r14,[rbp+0x98]
  002006  mov     r15,[rbp+0xa0]
; v9:int = le 67, v0
; guard_true v9 => dispatch/0 (3) {tape=v3}
  00200d  mov     r11,0x43
  002014  cmp     r11,rbx
  002017  jg      0x00000000000023ad
; guard_words v3 => minus/0 (6) {tape=v3}
  00201d  cmp     qword ptr [r14+8],0
  002029  jne     0x00000000000023ce
; v12:int = readlist v3, v4 words => minus/0 (6) {tape=v3}
  00202f  cmp     r15,[r14]
  002037  jae     0x00000000000023ef
  00203d  mov     rax,[r14+0x10]
  002045  mov     rsi,[rax+r15*8]
; v13:int = sub v12, 1 => minus/0 (6) {tape=v3}
  00204a  sub     rsi,1
  002051  jo      0x0000000000002410
; v14:int = and v13, 255
  002057  and     rsi,0xff
; v15:list = set v3, v4, v14 owned words in_bounds => minus/3 (6) {tape=v3, x=v14}
  00205e  mov     rax,[r14-0x10]
  002066  add     rax,[r14-8]
  00206e  cmp     rax,2
  002074  jne     0x00000000000020c1
  00207a  mov     rax,[r14+0x10]
  002082  mov     [rax+r15*8],rsi
; guard_true v14 => close_bracket/0 (20) {tape=v15, pc=66}
  002087  test    rsi,rsi
  00208a  je      0x0000000000002438
; guard_steps => loop/0 (23) {tape=v15}
; v18:list = phi tape v15
; v19:int = phi - v14
; loop (23)
  002090  mov     rdi,[r14+0x10]
  002098  nop     [rax+rax]
; v21:int = sub_nov v19, 1
  0020a0  sub     rsi,1
; v22:int = and v21, 255
  0020a7  and     rsi,0xff
; v23:list = set v18, v4, v22 owned words in_bounds => minus/3 (6) {tape=v18, x=v22}
  0020ae  mov     [rdi+r15*8],rsi
; guard_true v22 => close_bracket/0 (20) {tape=v23, pc=66}
  0020b3  test    rsi,rsi
  0020b6  jne     0x00000000000020a0
  0020bc  jmp     0x0000000000002464
; guard_steps => loop/0 (23) {tape=v23}
; jump (23) v18 <- v23, v19 <- v22
  0020c1  sub     rsp,0x70
  0020c8  mov     [rsp+0x30],rcx
  0020d0  mov     [rsp+0x38],rsi
  0020d8  mov     [rsp+0x40],rdi
  0020e0  mov     [rsp+0x48],r8
  0020e8  mov     [rsp+0x50],r9
  0020f0  mov     [rsp+0x58],r10
  0020f8  mov     [rsp],r14
  002100  mov     qword ptr [rsp+8],3
  00210c  mov     [rsp+0x10],r15
  002114  mov     qword ptr [rsp+0x18],1
  002120  mov     [rsp+0x20],rsi
  002128  mov     qword ptr [rsp+0x28],1
  002134  mov     rdi,[rbp+0x20]
  00213b  mov     esi,0xe
  002140  mov     rdx,rsp
  002143  mov     rcx,0xfffffffffffffff2
  00214d  mov     r8,0xfffffffffffffff2
  002157  mov     r9,0
  002161  mov     rax,<list_op>
  00216b  call    rax
  00216d  mov     r11,rax
  002170  mov     rcx,[rsp+0x30]
  002178  mov     rsi,[rsp+0x38]
  002180  mov     rdi,[rsp+0x40]
  002188  mov     r8,[rsp+0x48]
  002190  mov     r9,[rsp+0x50]
  002198  mov     r10,[rsp+0x58]
  0021a0  add     rsp,0x70
  0021a7  test    rdx,rdx
  0021aa  je      0x0000000000002490
  0021b0  mov     r14,r11
  0021b3  jmp     0x0000000000002087
  0021b8  sub     rsp,0x70
  0021bf  mov     [rsp+0x30],rcx
  0021c7  mov     [rsp+0x38],rsi
  0021cf  mov     [rsp+0x40],rdi
  0021d7  mov     [rsp+0x48],r8
  0021df  mov     [rsp+0x50],r9
  0021e7  mov     [rsp+0x58],r10
  0021ef  mov     [rsp],r14
  0021f7  mov     qword ptr [rsp+8],3
  002203  mov     [rsp+0x10],r15
  00220b  mov     qword ptr [rsp+0x18],1
  002217  mov     [rsp+0x20],rsi
  00221f  mov     qword ptr [rsp+0x28],1
  00222b  mov     rdi,[rbp+0x20]
  002232  mov     esi,0xe
  002237  mov     rdx,rsp
  00223a  mov     rcx,0xfffffffffffffff2
  002244  mov     r8,0xfffffffffffffff2
  00224e  mov     r9,0
  002258  mov     rax,<list_op>
  002262  call    rax
  002264  mov     r11,rax
  002267  mov     rcx,[rsp+0x30]
  00226f  mov     rsi,[rsp+0x38]
  002277  mov     rdi,[rsp+0x40]
  00227f  mov     r8,[rsp+0x48]
  002287  mov     r9,[rsp+0x50]
  00228f  mov     r10,[rsp+0x58]
  002297  add     rsp,0x70
  00229e  test    rdx,rdx
  0022a1  je      0x00000000000024c3
  0022a7  mov     r14,r11
  0022aa  mov     rdi,[r14+0x10]
  0022b2  jmp     0x00000000000020b3
; exits
  0022b7  mov     rax,0x4fffffffe
  0022c1  jmp     0x0000000000000016
  0022c6  mov     [rbp+0x10],r12
  0022cd  mov     qword ptr [rbp+0x18],3
  0022d8  mov     [rbp+0x98],r14
  0022df  mov     qword ptr [rbp+0x140],3
  0022ea  mov     rdi,[rbp+0x20]
  0022f1  mov     rsi,8
  0022fb  mov     rdx,0
  002305  mov     rax,<exit_lists>
  00230f  call    rax
  002311  mov     rax,0x400000000
  00231b  jmp     0x0000000000000016
  002320  mov     [rbp+0x10],r13
  002327  mov     qword ptr [rbp+0x18],3
  002332  mov     [rbp+0x98],r14
  002339  mov     qword ptr [rbp+0x140],3
  002344  mov     rdi,[rbp+0x20]
  00234b  mov     rsi,8
  002355  mov     rdx,0
  00235f  mov     rax,<exit_lists>
  002369  call    rax
  00236b  mov     rax,0x400000001
  002375  jmp     0x0000000000000016
  00237a  mov     [rbp+0x10],rsi
  002381  mov     qword ptr [rbp+0x18],1
  00238c  mov     [rbp+0x98],r14
  002393  mov     qword ptr [rbp+0x140],3
  00239e  mov     rax,0x400000002
  0023a8  jmp     0x0000000000000016
  0023ad  mov     [rbp+0x98],r14
  0023b4  mov     qword ptr [rbp+0x140],3
  0023bf  mov     rax,0x400000003
  0023c9  jmp     0x0000000000000016
  0023ce  mov     [rbp+0x98],r14
  0023d5  mov     qword ptr [rbp+0x140],3
  0023e0  mov     rax,0x400000004
  0023ea  jmp     0x0000000000000016
  0023ef  mov     [rbp+0x98],r14
  0023f6  mov     qword ptr [rbp+0x140],3
  002401  mov     rax,0x400000005
  00240b  jmp     0x0000000000000016
  002410  add     rsi,1
  002417  mov     [rbp+0x98],r14
  00241e  mov     qword ptr [rbp+0x140],3
  002429  mov     rax,0x400000006
  002433  jmp     0x0000000000000016
  002438  mov     [rbp+0x98],r14
  00243f  mov     qword ptr [rbp+0x140],3
  00244a  mov     qword ptr [rbp+0xa8],0x42
  002455  mov     rax,0x400000008
  00245f  jmp     0x0000000000000016
  002464  mov     [rbp+0x98],r14
  00246b  mov     qword ptr [rbp+0x140],3
  002476  mov     qword ptr [rbp+0xa8],0x42
  002481  mov     rax,0x40000000b
  00248b  jmp     0x0000000000000016
  002490  mov     [rbp+0x98],r14
  002497  mov     qword ptr [rbp+0x140],3
  0024a2  mov     [rbp+0xb8],rsi
  0024a9  mov     qword ptr [rbp+0x160],1
  0024b4  mov     rax,0x400000007
  0024be  jmp     0x0000000000000016
  0024c3  mov     [rbp+0x98],r14
  0024ca  mov     qword ptr [rbp+0x140],3
  0024d5  mov     [rbp+0xb8],rsi
  0024dc  mov     qword ptr [rbp+0x160],1
  0024e7  mov     rax,0x40000000a
  0024f1  jmp     0x0000000000000016
