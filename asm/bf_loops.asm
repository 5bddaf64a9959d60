; T0: 528 bytes
; v0:int = input n
  000030  cmp     qword ptr [rbp+0xd8],1
  00003b  jne     0x000000000000015d
; v1:list = input src
  000041  cmp     qword ptr [rbp+0xe0],3
  00004c  jne     0x000000000000015d
; v2:list = input jumps
  000052  cmp     qword ptr [rbp+0xe8],3
  00005d  jne     0x000000000000015d
; v3:list = input stack
  000063  cmp     qword ptr [rbp+0xf0],3
  00006e  jne     0x000000000000015d
; v4:int = input sp
  000074  cmp     qword ptr [rbp+0xf8],1
  00007f  jne     0x000000000000015d
; v5:int = input i
  000085  cmp     qword ptr [rbp+0x100],1
  000090  jne     0x000000000000015d
  000096  mov     rbx,[rbp+0x58]
  00009d  jmp     0x00000000000000a9
  0000a2  mov     rbx,[rbp+0x58]
; v6:int = lt v5, 67
; guard_true v6 => match/0 (0) {i=v5}
  0000a9  cmp     rbx,0x43
  0000b0  jge     0x000000000000016c
; v8:int = readlist <list of 67>, v5 words => match_command/0 (1) {i=v5}
  0000b6  mov     r11,<list k1>
  0000c0  cmp     rbx,[r11]
  0000c8  jae     0x0000000000000182
  0000ce  mov     rax,[r11+0x10]
  0000d6  mov     r12,[rax+rbx*8]
; v9:int = eq v8, 91
; guard_false v9 => match_command/0 (1) {i=v5}
  0000db  cmp     r12,0x5b
  0000e2  je      0x0000000000000198
; v11:int = eq v8, 93
; guard_false v11 => match_close/0 (2) {i=v5, c=v8}
  0000e8  cmp     r12,0x5d
  0000ef  je      0x00000000000001ae
; v13:int = add_nov v5, 1
  0000f5  add     rbx,1
; guard_steps => match/0 (4) {i=v13}
; v15:int = phi i v13
; loop (4) {i=v15}
  0000fc  nop     [rax]
; v17:int = lt v15, 67
; guard_true v17 => match/0 (0) {i=v15}
  000100  cmp     rbx,0x43
  000107  jge     0x00000000000001d6
; v19:int = readlist <list of 67>, v15 words => match_command/0 (1) {i=v15}
  00010d  mov     r11,<list k1>
  000117  cmp     rbx,[r11]
  00011f  jae     0x00000000000001ec
  000125  mov     rax,[r11+0x10]
  00012d  mov     r12,[rax+rbx*8]
; v20:int = eq v19, 91
; guard_false v20 => match_command/0 (1) {i=v15}
  000132  cmp     r12,0x5b
  000139  je      0x0000000000000202
; v22:int = eq v19, 93
; guard_false v22 => match_close/0 (2) {i=v15, c=v19}
  00013f  cmp     r12,0x5d
  000146  je      0x0000000000000218
; v24:int = add_nov v15, 1
  00014c  add     rbx,1
; guard_steps => match/0 (4) {i=v24}
; jump (4) v15 <- v24
  000153  jmp     0x0000000000000100
; body entry
  000158  jmp     0x0000000000000100
; exits
  00015d  mov     rax,0xfffffffe
  000167  jmp     0x0000000000000016
  00016c  mov     [rbp+0x58],rbx
  000173  mov     rax,0
  00017d  jmp     0x0000000000000016
  000182  mov     [rbp+0x58],rbx
  000189  mov     rax,1
  000193  jmp     0x0000000000000016
  000198  mov     [rbp+0x58],rbx
  00019f  mov     rax,2
  0001a9  jmp     0x0000000000000016
  0001ae  mov     [rbp+0x58],rbx
  0001b5  mov     [rbp+0x68],r12
  0001bc  mov     qword ptr [rbp+0x110],1
  0001c7  mov     rax,3
  0001d1  jmp     0x0000000000000016
  0001d6  mov     [rbp+0x58],rbx
  0001dd  mov     rax,5
  0001e7  jmp     0x0000000000000016
  0001ec  mov     [rbp+0x58],rbx
  0001f3  mov     rax,6
  0001fd  jmp     0x0000000000000016
  000202  mov     [rbp+0x58],rbx
  000209  mov     rax,7
  000213  jmp     0x0000000000000016
  000218  mov     [rbp+0x58],rbx
  00021f  mov     [rbp+0x68],r12
  000226  mov     qword ptr [rbp+0x110],1
  000231  mov     rax,8
  00023b  jmp     0x0000000000000016

; T1: 2312 bytes
; v0:int = input n
  000240  cmp     qword ptr [rbp+0xd8],1
  00024b  jne     0x00000000000007dc
; v1:list = input src
  000251  cmp     qword ptr [rbp+0xe0],3
  00025c  jne     0x00000000000007dc
; v2:list = input jumps
  000262  cmp     qword ptr [rbp+0xe8],3
  00026d  jne     0x00000000000007dc
; v3:list = input tape
  000273  cmp     qword ptr [rbp+0x140],3
  00027e  jne     0x00000000000007dc
  000284  mov     rbx,[rbp+0x98]
; v4:int = input p
  00028b  cmp     qword ptr [rbp+0x148],1
  000296  jne     0x00000000000007dc
  00029c  mov     r12,[rbp+0xa0]
; v5:int = input pc
  0002a3  cmp     qword ptr [rbp+0x150],1
  0002ae  jne     0x00000000000007dc
  0002b4  mov     r13,[rbp+0xa8]
; guard_value v5, 24 => loop_pc/0 (2) {tape=v3, p=v4}
  0002bb  cmp     r13,0x18
  0002c2  jne     0x00000000000007eb
  0002c8  jmp     0x00000000000002db
  0002cd  mov     rbx,[rbp+0x98]
  0002d4  mov     r12,[rbp+0xa0]
; v7:int = add v4, 1 => right/0 (7) {tape=v3, p=v4}
  0002db  add     r12,1
  0002e2  jo      0x0000000000000825
; v8:int = and v7, 65535
  0002e8  mov     r13,r12
  0002eb  and     r13,0xffff
; guard_words v3 => plus/0 (14) {tape=v3, p=v8, pc=25}
  0002f2  cmp     qword ptr [rbx+8],0
  0002fe  jne     0x0000000000000854
; v10:int = len v3
  000304  mov     r14,[rbx]
; v11:int = lt 65535, v10
; guard_true v11 => plus/0 (14) {tape=v3, p=v8, pc=25}
  00030c  mov     r11,0xffff
  000313  cmp     r11,r14
  000316  jge     0x0000000000000887
; v13:int = readlist v3, v8 words in_bounds => plus/0 (14) {tape=v3, p=v8, pc=25}
  00031c  mov     rax,[rbx+0x10]
  000324  mov     r14,[rax+r13*8]
; v14:int = add v13, 1 => plus/0 (14) {tape=v3, p=v8, pc=25}
  000329  add     r14,1
  000330  jo      0x00000000000008ed
; v15:int = and v14, 255
  000336  and     r14,0xff
; v16:list = set v3, v8, v15 owned words in_bounds => plus/3 (14) {tape=v3, p=v8, pc=25, x=v15}
  00033d  mov     rax,[rbx-0x10]
  000345  add     rax,[rbx-8]
  00034d  cmp     rax,2
  000353  jne     0x00000000000003f0
  000359  mov     rax,[rbx+0x10]
  000361  mov     [rax+r13*8],r14
; v17:int = add_nov v7, -1
  000366  add     r12,0xffffffffffffffff
; v18:int = and v17, 65535
  00036d  and     r12,0xffff
; v19:int = readlist v16, v18 words in_bounds => minus/0 (32) {tape=v16, p=v18, pc=27}
  000374  mov     rax,[rbx+0x10]
  00037c  mov     r15,[rax+r12*8]
; v20:int = sub v19, 1 => minus/0 (32) {tape=v16, p=v18, pc=27}
  000381  sub     r15,1
  000388  jo      0x000000000000095a
; v21:int = and v20, 255
  00038e  and     r15,0xff
; v22:list = set v16, v18, v21 owned words in_bounds => minus/3 (32) {tape=v16, p=v18, pc=27, x=v21}
  000395  mov     rax,[rbx+0x10]
  00039d  mov     [rax+r12*8],r15
; guard_true v21 => close_bracket/0 (46) {tape=v22, p=v18, pc=28}
  0003a2  test    r15,r15
  0003a5  je      0x0000000000000994
; guard_steps => loop/0 (49) {tape=v22, p=v18}
; v25:list = phi tape v22
; v26:int = phi - v21
; v27:int = phi - v15
; loop (49) {tape=v25, p=v18}
  0003ab  mov     rsi,[rbx+0x10]
  0003b3  nop     [rax+rax]
  0003bc  nop     [rax]
; v29:int = add v27, 1 => plus/0 (14) {tape=v25, p=v8, pc=25}
  0003c0  add     r14,1
  0003c7  jo      0x00000000000009c7
; v30:int = and v29, 255
  0003cd  and     r14,0xff
; v31:list = set v25, v8, v30 owned words in_bounds => plus/3 (14) {tape=v25, p=v8, pc=25, x=v30}
  0003d4  mov     [rsi+r13*8],r14
; v32:int = sub_nov v26, 1
; v33:int = and v32, 255
  0003d9  add     r15b,0xff
; v34:list = set v31, v18, v33 owned words in_bounds => minus/3 (32) {tape=v31, p=v18, pc=27, x=v33}
  0003dd  mov     [rsi+r12*8],r15
; guard_true v33 => close_bracket/0 (46) {tape=v34, p=v18, pc=28}
  0003e2  test    r15,r15
  0003e5  jne     0x00000000000003c0
  0003eb  jmp     0x0000000000000a01
; guard_steps => loop/0 (49) {tape=v34, p=v18}
; jump (49) v25 <- v34, v26 <- v33, v27 <- v30
  0003f0  sub     rsp,0x70
  0003f7  mov     [rsp+0x30],rcx
  0003ff  mov     [rsp+0x38],rsi
  000407  mov     [rsp+0x40],rdi
  00040f  mov     [rsp+0x48],r8
  000417  mov     [rsp+0x50],r9
  00041f  mov     [rsp+0x58],r10
  000427  mov     [rsp],rbx
  00042f  mov     qword ptr [rsp+8],3
  00043b  mov     [rsp+0x10],r13
  000443  mov     qword ptr [rsp+0x18],1
  00044f  mov     [rsp+0x20],r14
  000457  mov     qword ptr [rsp+0x28],1
  000463  mov     rdi,[rbp+0x20]
  00046a  mov     esi,0xe
  00046f  mov     rdx,rsp
  000472  mov     rcx,0xfffffffffffffff2
  00047c  mov     r8,0xfffffffffffffff2
  000486  mov     r9,0
  000490  mov     rax,<list_op>
  00049a  call    rax
  00049c  mov     r11,rax
  00049f  mov     rcx,[rsp+0x30]
  0004a7  mov     rsi,[rsp+0x38]
  0004af  mov     rdi,[rsp+0x40]
  0004b7  mov     r8,[rsp+0x48]
  0004bf  mov     r9,[rsp+0x50]
  0004c7  mov     r10,[rsp+0x58]
  0004cf  add     rsp,0x70
  0004d6  test    rdx,rdx
  0004d9  je      0x0000000000000a34
  0004df  mov     rbx,r11
  0004e2  jmp     0x0000000000000366
  0004e7  sub     rsp,0x70
  0004ee  mov     [rsp+0x30],rcx
  0004f6  mov     [rsp+0x38],rsi
  0004fe  mov     [rsp+0x40],rdi
  000506  mov     [rsp+0x48],r8
  00050e  mov     [rsp+0x50],r9
  000516  mov     [rsp+0x58],r10
  00051e  mov     [rsp],rbx
  000526  mov     qword ptr [rsp+8],3
  000532  mov     [rsp+0x10],r12
  00053a  mov     qword ptr [rsp+0x18],1
  000546  mov     [rsp+0x20],r15
  00054e  mov     qword ptr [rsp+0x28],1
  00055a  mov     rdi,[rbp+0x20]
  000561  mov     esi,0xe
  000566  mov     rdx,rsp
  000569  mov     rcx,0xfffffffffffffff2
  000573  mov     r8,0xfffffffffffffff2
  00057d  mov     r9,0
  000587  mov     rax,<list_op>
  000591  call    rax
  000593  mov     r11,rax
  000596  mov     rcx,[rsp+0x30]
  00059e  mov     rsi,[rsp+0x38]
  0005a6  mov     rdi,[rsp+0x40]
  0005ae  mov     r8,[rsp+0x48]
  0005b6  mov     r9,[rsp+0x50]
  0005be  mov     r10,[rsp+0x58]
  0005c6  add     rsp,0x70
  0005cd  test    rdx,rdx
  0005d0  je      0x0000000000000a79
  0005d6  mov     rbx,r11
  0005d9  jmp     0x00000000000003a2
  0005de  sub     rsp,0x70
  0005e5  mov     [rsp+0x30],rcx
  0005ed  mov     [rsp+0x38],rsi
  0005f5  mov     [rsp+0x40],rdi
  0005fd  mov     [rsp+0x48],r8
  000605  mov     [rsp+0x50],r9
  00060d  mov     [rsp+0x58],r10
  000615  mov     [rsp],rbx
  00061d  mov     qword ptr [rsp+8],3
  000629  mov     [rsp+0x10],r13
  000631  mov     qword ptr [rsp+0x18],1
  00063d  mov     [rsp+0x20],r14
  000645  mov     qword ptr [rsp+0x28],1
  000651  mov     rdi,[rbp+0x20]
  000658  mov     esi,0xe
  00065d  mov     rdx,rsp
  000660  mov     rcx,0xfffffffffffffff2
  00066a  mov     r8,0xfffffffffffffff2
  000674  mov     r9,0
  00067e  mov     rax,<list_op>
  000688  call    rax
  00068a  mov     r11,rax
  00068d  mov     rcx,[rsp+0x30]
  000695  mov     rsi,[rsp+0x38]
  00069d  mov     rdi,[rsp+0x40]
  0006a5  mov     r8,[rsp+0x48]
  0006ad  mov     r9,[rsp+0x50]
  0006b5  mov     r10,[rsp+0x58]
  0006bd  add     rsp,0x70
  0006c4  test    rdx,rdx
  0006c7  je      0x0000000000000abe
  0006cd  mov     rbx,r11
  0006d0  mov     rsi,[rbx+0x10]
  0006d8  jmp     0x00000000000003d9
  0006dd  sub     rsp,0x70
  0006e4  mov     [rsp+0x30],rcx
  0006ec  mov     [rsp+0x38],rsi
  0006f4  mov     [rsp+0x40],rdi
  0006fc  mov     [rsp+0x48],r8
  000704  mov     [rsp+0x50],r9
  00070c  mov     [rsp+0x58],r10
  000714  mov     [rsp],rbx
  00071c  mov     qword ptr [rsp+8],3
  000728  mov     [rsp+0x10],r12
  000730  mov     qword ptr [rsp+0x18],1
  00073c  mov     [rsp+0x20],r15
  000744  mov     qword ptr [rsp+0x28],1
  000750  mov     rdi,[rbp+0x20]
  000757  mov     esi,0xe
  00075c  mov     rdx,rsp
  00075f  mov     rcx,0xfffffffffffffff2
  000769  mov     r8,0xfffffffffffffff2
  000773  mov     r9,0
  00077d  mov     rax,<list_op>
  000787  call    rax
  000789  mov     r11,rax
  00078c  mov     rcx,[rsp+0x30]
  000794  mov     rsi,[rsp+0x38]
  00079c  mov     rdi,[rsp+0x40]
  0007a4  mov     r8,[rsp+0x48]
  0007ac  mov     r9,[rsp+0x50]
  0007b4  mov     r10,[rsp+0x58]
  0007bc  add     rsp,0x70
  0007c3  test    rdx,rdx
  0007c6  je      0x0000000000000b03
  0007cc  mov     rbx,r11
  0007cf  mov     rsi,[rbx+0x10]
  0007d7  jmp     0x00000000000003e2
; exits
  0007dc  mov     rax,0x1fffffffe
  0007e6  jmp     0x0000000000000016
  0007eb  mov     [rbp+0x10],r13
  0007f2  mov     qword ptr [rbp+0x18],1
  0007fd  mov     [rbp+0x98],rbx
  000804  mov     qword ptr [rbp+0x140],3
  00080f  mov     [rbp+0xa0],r12
  000816  mov     rax,0x100000000
  000820  jmp     0x0000000000000016
  000825  sub     r12,1
  00082c  mov     [rbp+0x98],rbx
  000833  mov     qword ptr [rbp+0x140],3
  00083e  mov     [rbp+0xa0],r12
  000845  mov     rax,0x100000001
  00084f  jmp     0x0000000000000016
  000854  mov     [rbp+0x98],rbx
  00085b  mov     qword ptr [rbp+0x140],3
  000866  mov     [rbp+0xa0],r13
  00086d  mov     qword ptr [rbp+0xa8],0x19
  000878  mov     rax,0x100000002
  000882  jmp     0x0000000000000016
  000887  mov     [rbp+0x98],rbx
  00088e  mov     qword ptr [rbp+0x140],3
  000899  mov     [rbp+0xa0],r13
  0008a0  mov     qword ptr [rbp+0xa8],0x19
  0008ab  mov     rax,0x100000003
  0008b5  jmp     0x0000000000000016
  0008ba  mov     [rbp+0x98],rbx
  0008c1  mov     qword ptr [rbp+0x140],3
  0008cc  mov     [rbp+0xa0],r13
  0008d3  mov     qword ptr [rbp+0xa8],0x19
  0008de  mov     rax,0x100000004
  0008e8  jmp     0x0000000000000016
  0008ed  sub     r14,1
  0008f4  mov     [rbp+0x98],rbx
  0008fb  mov     qword ptr [rbp+0x140],3
  000906  mov     [rbp+0xa0],r13
  00090d  mov     qword ptr [rbp+0xa8],0x19
  000918  mov     rax,0x100000005
  000922  jmp     0x0000000000000016
  000927  mov     [rbp+0x98],rbx
  00092e  mov     qword ptr [rbp+0x140],3
  000939  mov     [rbp+0xa0],r12
  000940  mov     qword ptr [rbp+0xa8],0x1b
  00094b  mov     rax,0x100000007
  000955  jmp     0x0000000000000016
  00095a  add     r15,1
  000961  mov     [rbp+0x98],rbx
  000968  mov     qword ptr [rbp+0x140],3
  000973  mov     [rbp+0xa0],r12
  00097a  mov     qword ptr [rbp+0xa8],0x1b
  000985  mov     rax,0x100000008
  00098f  jmp     0x0000000000000016
  000994  mov     [rbp+0x98],rbx
  00099b  mov     qword ptr [rbp+0x140],3
  0009a6  mov     [rbp+0xa0],r12
  0009ad  mov     qword ptr [rbp+0xa8],0x1c
  0009b8  mov     rax,0x10000000a
  0009c2  jmp     0x0000000000000016
  0009c7  sub     r14,1
  0009ce  mov     [rbp+0x98],rbx
  0009d5  mov     qword ptr [rbp+0x140],3
  0009e0  mov     [rbp+0xa0],r13
  0009e7  mov     qword ptr [rbp+0xa8],0x19
  0009f2  mov     rax,0x10000000c
  0009fc  jmp     0x0000000000000016
  000a01  mov     [rbp+0x98],rbx
  000a08  mov     qword ptr [rbp+0x140],3
  000a13  mov     [rbp+0xa0],r12
  000a1a  mov     qword ptr [rbp+0xa8],0x1c
  000a25  mov     rax,0x10000000f
  000a2f  jmp     0x0000000000000016
  000a34  mov     [rbp+0x98],rbx
  000a3b  mov     qword ptr [rbp+0x140],3
  000a46  mov     [rbp+0xa0],r13
  000a4d  mov     qword ptr [rbp+0xa8],0x19
  000a58  mov     [rbp+0xb8],r14
  000a5f  mov     qword ptr [rbp+0x160],1
  000a6a  mov     rax,0x100000006
  000a74  jmp     0x0000000000000016
  000a79  mov     [rbp+0x98],rbx
  000a80  mov     qword ptr [rbp+0x140],3
  000a8b  mov     [rbp+0xa0],r12
  000a92  mov     qword ptr [rbp+0xa8],0x1b
  000a9d  mov     [rbp+0xb8],r15
  000aa4  mov     qword ptr [rbp+0x160],1
  000aaf  mov     rax,0x100000009
  000ab9  jmp     0x0000000000000016
  000abe  mov     [rbp+0x98],rbx
  000ac5  mov     qword ptr [rbp+0x140],3
  000ad0  mov     [rbp+0xa0],r13
  000ad7  mov     qword ptr [rbp+0xa8],0x19
  000ae2  mov     [rbp+0xb8],r14
  000ae9  mov     qword ptr [rbp+0x160],1
  000af4  mov     rax,0x10000000d
  000afe  jmp     0x0000000000000016
  000b03  mov     [rbp+0x98],rbx
  000b0a  mov     qword ptr [rbp+0x140],3
  000b15  mov     [rbp+0xa0],r12
  000b1c  mov     qword ptr [rbp+0xa8],0x1b
  000b27  mov     [rbp+0xb8],r15
  000b2e  mov     qword ptr [rbp+0x160],1
  000b39  mov     rax,0x10000000e
  000b43  jmp     0x0000000000000016

; T2: 1770 bytes
; v0:int = input n
  000b50  cmp     qword ptr [rbp+0xd8],1
  000b5b  jne     0x0000000000001078
; v1:list = input src
  000b61  cmp     qword ptr [rbp+0xe0],3
  000b6c  jne     0x0000000000001078
; v2:list = input jumps
  000b72  cmp     qword ptr [rbp+0xe8],3
  000b7d  jne     0x0000000000001078
; v3:list = input tape
  000b83  cmp     qword ptr [rbp+0x140],3
  000b8e  jne     0x0000000000001078
  000b94  mov     rbx,[rbp+0x98]
; v4:int = input p
  000b9b  cmp     qword ptr [rbp+0x148],1
  000ba6  jne     0x0000000000001078
  000bac  mov     r12,[rbp+0xa0]
; v5:int = input pc
  000bb3  cmp     qword ptr [rbp+0x150],1
  000bbe  jne     0x0000000000001078
  000bc4  mov     r13,[rbp+0xa8]
; guard_value v5, 31 => loop_pc/0 (2) {tape=v3}
  000bcb  cmp     r13,0x1f
  000bd2  jne     0x0000000000001087
  000bd8  jmp     0x0000000000000beb
  000bdd  mov     rbx,[rbp+0x98]
  000be4  mov     r12,[rbp+0xa0]
; guard_words v3 => minus/0 (6) {tape=v3}
  000beb  cmp     qword ptr [rbx+8],0
  000bf7  jne     0x00000000000010ba
; v8:int = readlist v3, v4 words => minus/0 (6) {tape=v3}
  000bfd  cmp     r12,[rbx]
  000c05  jae     0x00000000000010db
  000c0b  mov     rax,[rbx+0x10]
  000c13  mov     r13,[rax+r12*8]
; v9:int = sub v8, 1 => minus/0 (6) {tape=v3}
  000c18  sub     r13,1
  000c1f  jo      0x00000000000010fc
; v10:int = and v9, 255
  000c25  and     r13,0xff
; v11:list = set v3, v4, v10 owned words in_bounds => minus/3 (6) {tape=v3, x=v10}
  000c2c  mov     rax,[rbx-0x10]
  000c34  add     rax,[rbx-8]
  000c3c  cmp     rax,2
  000c42  jne     0x0000000000000cea
  000c48  mov     rax,[rbx+0x10]
  000c50  mov     [rax+r12*8],r13
; v12:int = put_byte v10 => output/0 (17) {tape=v11, pc=32}
  000c55  cmp     r13,0xff
  000c5c  ja      0x0000000000000de1
  000c62  mov     rax,[rbp+0x28]
  000c69  mov     rdx,[rax]
  000c6c  cmp     rdx,0x10000
  000c73  jae     0x0000000000000de1
  000c79  mov     [rax+rdx+8],r13b
  000c81  add     rdx,1
  000c85  mov     [rax],rdx
; guard_true v10 => close_bracket/0 (31) {tape=v11, pc=33}
  000c88  test    r13,r13
  000c8b  je      0x0000000000001124
; guard_steps => loop/0 (34) {tape=v11}
; v15:list = phi tape v11
; v16:int = phi - v10
; loop (34) {tape=v15}
  000c91  mov     r14,[rbx+0x10]
  000c99  nop     [rax]
; v18:int = sub_nov v16, 1
; v19:int = and v18, 255
  000ca0  add     r13b,0xff
; v20:list = set v15, v4, v19 owned words in_bounds => minus/3 (6) {tape=v15, x=v19}
  000ca4  mov     [r14+r12*8],r13
; v21:int = put_byte v19 => output/0 (17) {tape=v20, pc=32}
  000ca9  cmp     r13,0xff
  000cb0  ja      0x0000000000000fac
  000cb6  mov     rax,[rbp+0x28]
  000cbd  mov     rdx,[rax]
  000cc0  cmp     rdx,0x10000
  000cc7  jae     0x0000000000000fac
  000ccd  mov     [rax+rdx+8],r13b
  000cd5  add     rdx,1
  000cd9  mov     [rax],rdx
; guard_true v19 => close_bracket/0 (31) {tape=v20, pc=33}
  000cdc  test    r13,r13
  000cdf  jne     0x0000000000000ca0
  000ce5  jmp     0x0000000000001150
; guard_steps => loop/0 (34) {tape=v20}
; jump (34) v15 <- v20, v16 <- v19
  000cea  sub     rsp,0x70
  000cf1  mov     [rsp+0x30],rcx
  000cf9  mov     [rsp+0x38],rsi
  000d01  mov     [rsp+0x40],rdi
  000d09  mov     [rsp+0x48],r8
  000d11  mov     [rsp+0x50],r9
  000d19  mov     [rsp+0x58],r10
  000d21  mov     [rsp],rbx
  000d29  mov     qword ptr [rsp+8],3
  000d35  mov     [rsp+0x10],r12
  000d3d  mov     qword ptr [rsp+0x18],1
  000d49  mov     [rsp+0x20],r13
  000d51  mov     qword ptr [rsp+0x28],1
  000d5d  mov     rdi,[rbp+0x20]
  000d64  mov     esi,0xe
  000d69  mov     rdx,rsp
  000d6c  mov     rcx,0xfffffffffffffff2
  000d76  mov     r8,0xfffffffffffffff2
  000d80  mov     r9,0
  000d8a  mov     rax,<list_op>
  000d94  call    rax
  000d96  mov     r11,rax
  000d99  mov     rcx,[rsp+0x30]
  000da1  mov     rsi,[rsp+0x38]
  000da9  mov     rdi,[rsp+0x40]
  000db1  mov     r8,[rsp+0x48]
  000db9  mov     r9,[rsp+0x50]
  000dc1  mov     r10,[rsp+0x58]
  000dc9  add     rsp,0x70
  000dd0  test    rdx,rdx
  000dd3  je      0x000000000000117c
  000dd9  mov     rbx,r11
  000ddc  jmp     0x0000000000000c55
  000de1  sub     rsp,0x70
  000de8  mov     [rsp+0x30],rcx
  000df0  mov     [rsp+0x38],rsi
  000df8  mov     [rsp+0x40],rdi
  000e00  mov     [rsp+0x48],r8
  000e08  mov     [rsp+0x50],r9
  000e10  mov     [rsp+0x58],r10
  000e18  mov     [rsp],r13
  000e20  mov     qword ptr [rsp+8],1
  000e2c  mov     rdi,[rbp+0x20]
  000e33  mov     esi,0x14
  000e38  mov     rdx,rsp
  000e3b  mov     rcx,1
  000e45  mov     r8,0
  000e4f  mov     r9,0
  000e59  mov     rax,<call_op>
  000e63  call    rax
  000e65  mov     r11,rax
  000e68  mov     rcx,[rsp+0x30]
  000e70  mov     rsi,[rsp+0x38]
  000e78  mov     rdi,[rsp+0x40]
  000e80  mov     r8,[rsp+0x48]
  000e88  mov     r9,[rsp+0x50]
  000e90  mov     r10,[rsp+0x58]
  000e98  add     rsp,0x70
  000e9f  test    rdx,rdx
  000ea2  je      0x00000000000011af
  000ea8  jmp     0x0000000000000c88
  000ead  sub     rsp,0x70
  000eb4  mov     [rsp+0x30],rcx
  000ebc  mov     [rsp+0x38],rsi
  000ec4  mov     [rsp+0x40],rdi
  000ecc  mov     [rsp+0x48],r8
  000ed4  mov     [rsp+0x50],r9
  000edc  mov     [rsp+0x58],r10
  000ee4  mov     [rsp],rbx
  000eec  mov     qword ptr [rsp+8],3
  000ef8  mov     [rsp+0x10],r12
  000f00  mov     qword ptr [rsp+0x18],1
  000f0c  mov     [rsp+0x20],r13
  000f14  mov     qword ptr [rsp+0x28],1
  000f20  mov     rdi,[rbp+0x20]
  000f27  mov     esi,0xe
  000f2c  mov     rdx,rsp
  000f2f  mov     rcx,0xfffffffffffffff2
  000f39  mov     r8,0xfffffffffffffff2
  000f43  mov     r9,0
  000f4d  mov     rax,<list_op>
  000f57  call    rax
  000f59  mov     r11,rax
  000f5c  mov     rcx,[rsp+0x30]
  000f64  mov     rsi,[rsp+0x38]
  000f6c  mov     rdi,[rsp+0x40]
  000f74  mov     r8,[rsp+0x48]
  000f7c  mov     r9,[rsp+0x50]
  000f84  mov     r10,[rsp+0x58]
  000f8c  add     rsp,0x70
  000f93  test    rdx,rdx
  000f96  je      0x00000000000011db
  000f9c  mov     rbx,r11
  000f9f  mov     r14,[rbx+0x10]
  000fa7  jmp     0x0000000000000ca9
  000fac  sub     rsp,0x70
  000fb3  mov     [rsp+0x30],rcx
  000fbb  mov     [rsp+0x38],rsi
  000fc3  mov     [rsp+0x40],rdi
  000fcb  mov     [rsp+0x48],r8
  000fd3  mov     [rsp+0x50],r9
  000fdb  mov     [rsp+0x58],r10
  000fe3  mov     [rsp],r13
  000feb  mov     qword ptr [rsp+8],1
  000ff7  mov     rdi,[rbp+0x20]
  000ffe  mov     esi,0x14
  001003  mov     rdx,rsp
  001006  mov     rcx,1
  001010  mov     r8,0
  00101a  mov     r9,0
  001024  mov     rax,<call_op>
  00102e  call    rax
  001030  mov     r11,rax
  001033  mov     rcx,[rsp+0x30]
  00103b  mov     rsi,[rsp+0x38]
  001043  mov     rdi,[rsp+0x40]
  00104b  mov     r8,[rsp+0x48]
  001053  mov     r9,[rsp+0x50]
  00105b  mov     r10,[rsp+0x58]
  001063  add     rsp,0x70
  00106a  test    rdx,rdx
  00106d  je      0x000000000000120e
  001073  jmp     0x0000000000000cdc
; exits
  001078  mov     rax,0x2fffffffe
  001082  jmp     0x0000000000000016
  001087  mov     [rbp+0x10],r13
  00108e  mov     qword ptr [rbp+0x18],1
  001099  mov     [rbp+0x98],rbx
  0010a0  mov     qword ptr [rbp+0x140],3
  0010ab  mov     rax,0x200000000
  0010b5  jmp     0x0000000000000016
  0010ba  mov     [rbp+0x98],rbx
  0010c1  mov     qword ptr [rbp+0x140],3
  0010cc  mov     rax,0x200000001
  0010d6  jmp     0x0000000000000016
  0010db  mov     [rbp+0x98],rbx
  0010e2  mov     qword ptr [rbp+0x140],3
  0010ed  mov     rax,0x200000002
  0010f7  jmp     0x0000000000000016
  0010fc  add     r13,1
  001103  mov     [rbp+0x98],rbx
  00110a  mov     qword ptr [rbp+0x140],3
  001115  mov     rax,0x200000003
  00111f  jmp     0x0000000000000016
  001124  mov     [rbp+0x98],rbx
  00112b  mov     qword ptr [rbp+0x140],3
  001136  mov     qword ptr [rbp+0xa8],0x21
  001141  mov     rax,0x200000006
  00114b  jmp     0x0000000000000016
  001150  mov     [rbp+0x98],rbx
  001157  mov     qword ptr [rbp+0x140],3
  001162  mov     qword ptr [rbp+0xa8],0x21
  00116d  mov     rax,0x20000000a
  001177  jmp     0x0000000000000016
  00117c  mov     [rbp+0x98],rbx
  001183  mov     qword ptr [rbp+0x140],3
  00118e  mov     [rbp+0xb8],r13
  001195  mov     qword ptr [rbp+0x160],1
  0011a0  mov     rax,0x200000004
  0011aa  jmp     0x0000000000000016
  0011af  mov     [rbp+0x98],rbx
  0011b6  mov     qword ptr [rbp+0x140],3
  0011c1  mov     qword ptr [rbp+0xa8],0x20
  0011cc  mov     rax,0x200000005
  0011d6  jmp     0x0000000000000016
  0011db  mov     [rbp+0x98],rbx
  0011e2  mov     qword ptr [rbp+0x140],3
  0011ed  mov     [rbp+0xb8],r13
  0011f4  mov     qword ptr [rbp+0x160],1
  0011ff  mov     rax,0x200000008
  001209  jmp     0x0000000000000016
  00120e  mov     [rbp+0x98],rbx
  001215  mov     qword ptr [rbp+0x140],3
  001220  mov     qword ptr [rbp+0xa8],0x20
  00122b  mov     rax,0x200000009
  001235  jmp     0x0000000000000016

; T3: 2324 bytes
; v0:int = input n
  001240  cmp     qword ptr [rbp+0xd8],1
  00124b  jne     0x00000000000017ec
; v1:list = input src
  001251  cmp     qword ptr [rbp+0xe0],3
  00125c  jne     0x00000000000017ec
; v2:list = input jumps
  001262  cmp     qword ptr [rbp+0xe8],3
  00126d  jne     0x00000000000017ec
; v3:list = input tape
  001273  cmp     qword ptr [rbp+0x140],3
  00127e  jne     0x00000000000017ec
  001284  mov     rbx,[rbp+0x98]
; v4:int = input p
  00128b  cmp     qword ptr [rbp+0x148],1
  001296  jne     0x00000000000017ec
  00129c  mov     r12,[rbp+0xa0]
; v5:int = input pc
  0012a3  cmp     qword ptr [rbp+0x150],1
  0012ae  jne     0x00000000000017ec
  0012b4  mov     r13,[rbp+0xa8]
; guard_value v5, 58 => loop_pc/0 (2) {tape=v3, p=v4}
  0012bb  cmp     r13,0x3a
  0012c2  jne     0x00000000000017fb
  0012c8  jmp     0x00000000000012db
  0012cd  mov     rbx,[rbp+0x98]
  0012d4  mov     r12,[rbp+0xa0]
; guard_words v3 => minus/0 (6) {tape=v3, p=v4}
  0012db  cmp     qword ptr [rbx+8],0
  0012e7  jne     0x0000000000001835
; v8:int = readlist v3, v4 words => minus/0 (6) {tape=v3, p=v4}
  0012ed  cmp     r12,[rbx]
  0012f5  jae     0x000000000000185d
  0012fb  mov     rax,[rbx+0x10]
  001303  mov     r13,[rax+r12*8]
; v9:int = sub v8, 1 => minus/0 (6) {tape=v3, p=v4}
  001308  sub     r13,1
  00130f  jo      0x0000000000001885
; v10:int = and v9, 255
  001315  and     r13,0xff
; v11:list = set v3, v4, v10 owned words in_bounds => minus/3 (6) {tape=v3, p=v4, x=v10}
  00131c  mov     rax,[rbx-0x10]
  001324  add     rax,[rbx-8]
  00132c  cmp     rax,2
  001332  jne     0x0000000000001400
  001338  mov     rax,[rbx+0x10]
  001340  mov     [rax+r12*8],r13
; v12:int = add_nov v4, 1
  001345  lea     r13,[r12+1]
; v13:int = and v12, 65535
  00134d  and     r13,0xffff
; v14:int = len v11
  001354  mov     r14,[rbx]
; v15:int = lt 65535, v14
; guard_true v15 => plus/0 (22) {tape=v11, p=v13, pc=60}
  00135c  mov     r11,0xffff
  001363  cmp     r11,r14
  001366  jge     0x00000000000018b4
; v17:int = readlist v11, v13 words in_bounds => plus/0 (22) {tape=v11, p=v13, pc=60}
  00136c  mov     rax,[rbx+0x10]
  001374  mov     r14,[rax+r13*8]
; v18:int = add v17, 1 => plus/0 (22) {tape=v11, p=v13, pc=60}
  001379  add     r14,1
  001380  jo      0x000000000000191a
; v19:int = and v18, 255
  001386  and     r14,0xff
; v20:list = set v11, v13, v19 owned words in_bounds => plus/3 (22) {tape=v11, p=v13, pc=60, x=v19}
  00138d  mov     rax,[rbx+0x10]
  001395  mov     [rax+r13*8],r14
; v21:int = and v4, 65535
  00139a  and     r12,0xffff
; v22:int = readlist v20, v21 words in_bounds => close_bracket/0 (46) {tape=v20, p=v21, pc=62}
  0013a1  mov     rax,[rbx+0x10]
  0013a9  mov     r15,[rax+r12*8]
; guard_true v22 => close_bracket/0 (46) {tape=v20, p=v21, pc=62}
  0013ae  test    r15,r15
  0013b1  je      0x0000000000001987
; guard_steps => loop/0 (49) {tape=v20, p=v21}
; v25:list = phi tape v20
; v26:int = phi - v22
; v27:int = phi - v19
; loop (49) {tape=v25, p=v21}
  0013b7  mov     rsi,[rbx+0x10]
  0013bf  nop
; v29:int = sub v26, 1 => minus/0 (6) {tape=v25, p=v21}
  0013c0  sub     r15,1
  0013c7  jo      0x00000000000019ba
; v30:int = and v29, 255
  0013cd  and     r15,0xff
; v31:list = set v25, v21, v30 owned words in_bounds => minus/3 (6) {tape=v25, p=v21, x=v30}
  0013d4  mov     [rsi+r12*8],r15
; v32:int = add v27, 1 => plus/0 (22) {tape=v31, p=v13, pc=60}
  0013d9  add     r14,1
  0013e0  jo      0x00000000000019e9
; v33:int = and v32, 255
  0013e6  and     r14,0xff
; v34:list = set v31, v13, v33 owned words in_bounds => plus/3 (22) {tape=v31, p=v13, pc=60, x=v33}
  0013ed  mov     [rsi+r13*8],r14
; guard_true v30 => close_bracket/0 (46) {tape=v34, p=v21, pc=62}
  0013f2  test    r15,r15
  0013f5  jne     0x00000000000013c0
  0013fb  jmp     0x0000000000001a23
; guard_steps => loop/0 (49) {tape=v34, p=v21}
; jump (49) v25 <- v34, v26 <- v30, v27 <- v33
  001400  sub     rsp,0x70
  001407  mov     [rsp+0x30],rcx
  00140f  mov     [rsp+0x38],rsi
  001417  mov     [rsp+0x40],rdi
  00141f  mov     [rsp+0x48],r8
  001427  mov     [rsp+0x50],r9
  00142f  mov     [rsp+0x58],r10
  001437  mov     [rsp],rbx
  00143f  mov     qword ptr [rsp+8],3
  00144b  mov     [rsp+0x10],r12
  001453  mov     qword ptr [rsp+0x18],1
  00145f  mov     [rsp+0x20],r13
  001467  mov     qword ptr [rsp+0x28],1
  001473  mov     rdi,[rbp+0x20]
  00147a  mov     esi,0xe
  00147f  mov     rdx,rsp
  001482  mov     rcx,0xfffffffffffffff2
  00148c  mov     r8,0xfffffffffffffff2
  001496  mov     r9,0
  0014a0  mov     rax,<list_op>
  0014aa  call    rax
  0014ac  mov     r11,rax
  0014af  mov     rcx,[rsp+0x30]
  0014b7  mov     rsi,[rsp+0x38]
  0014bf  mov     rdi,[rsp+0x40]
  0014c7  mov     r8,[rsp+0x48]
  0014cf  mov     r9,[rsp+0x50]
  0014d7  mov     r10,[rsp+0x58]
  0014df  add     rsp,0x70
  0014e6  test    rdx,rdx
  0014e9  je      0x0000000000001a56
  0014ef  mov     rbx,r11
  0014f2  jmp     0x0000000000001345
  0014f7  sub     rsp,0x70
  0014fe  mov     [rsp+0x30],rcx
  001506  mov     [rsp+0x38],rsi
  00150e  mov     [rsp+0x40],rdi
  001516  mov     [rsp+0x48],r8
  00151e  mov     [rsp+0x50],r9
  001526  mov     [rsp+0x58],r10
  00152e  mov     [rsp],rbx
  001536  mov     qword ptr [rsp+8],3
  001542  mov     [rsp+0x10],r13
  00154a  mov     qword ptr [rsp+0x18],1
  001556  mov     [rsp+0x20],r14
  00155e  mov     qword ptr [rsp+0x28],1
  00156a  mov     rdi,[rbp+0x20]
  001571  mov     esi,0xe
  001576  mov     rdx,rsp
  001579  mov     rcx,0xfffffffffffffff2
  001583  mov     r8,0xfffffffffffffff2
  00158d  mov     r9,0
  001597  mov     rax,<list_op>
  0015a1  call    rax
  0015a3  mov     r11,rax
  0015a6  mov     rcx,[rsp+0x30]
  0015ae  mov     rsi,[rsp+0x38]
  0015b6  mov     rdi,[rsp+0x40]
  0015be  mov     r8,[rsp+0x48]
  0015c6  mov     r9,[rsp+0x50]
  0015ce  mov     r10,[rsp+0x58]
  0015d6  add     rsp,0x70
  0015dd  test    rdx,rdx
  0015e0  je      0x0000000000001a90
  0015e6  mov     rbx,r11
  0015e9  jmp     0x000000000000139a
  0015ee  sub     rsp,0x70
  0015f5  mov     [rsp+0x30],rcx
  0015fd  mov     [rsp+0x38],rsi
  001605  mov     [rsp+0x40],rdi
  00160d  mov     [rsp+0x48],r8
  001615  mov     [rsp+0x50],r9
  00161d  mov     [rsp+0x58],r10
  001625  mov     [rsp],rbx
  00162d  mov     qword ptr [rsp+8],3
  001639  mov     [rsp+0x10],r12
  001641  mov     qword ptr [rsp+0x18],1
  00164d  mov     [rsp+0x20],r15
  001655  mov     qword ptr [rsp+0x28],1
  001661  mov     rdi,[rbp+0x20]
  001668  mov     esi,0xe
  00166d  mov     rdx,rsp
  001670  mov     rcx,0xfffffffffffffff2
  00167a  mov     r8,0xfffffffffffffff2
  001684  mov     r9,0
  00168e  mov     rax,<list_op>
  001698  call    rax
  00169a  mov     r11,rax
  00169d  mov     rcx,[rsp+0x30]
  0016a5  mov     rsi,[rsp+0x38]
  0016ad  mov     rdi,[rsp+0x40]
  0016b5  mov     r8,[rsp+0x48]
  0016bd  mov     r9,[rsp+0x50]
  0016c5  mov     r10,[rsp+0x58]
  0016cd  add     rsp,0x70
  0016d4  test    rdx,rdx
  0016d7  je      0x0000000000001ad5
  0016dd  mov     rbx,r11
  0016e0  mov     rsi,[rbx+0x10]
  0016e8  jmp     0x00000000000013d9
  0016ed  sub     rsp,0x70
  0016f4  mov     [rsp+0x30],rcx
  0016fc  mov     [rsp+0x38],rsi
  001704  mov     [rsp+0x40],rdi
  00170c  mov     [rsp+0x48],r8
  001714  mov     [rsp+0x50],r9
  00171c  mov     [rsp+0x58],r10
  001724  mov     [rsp],rbx
  00172c  mov     qword ptr [rsp+8],3
  001738  mov     [rsp+0x10],r13
  001740  mov     qword ptr [rsp+0x18],1
  00174c  mov     [rsp+0x20],r14
  001754  mov     qword ptr [rsp+0x28],1
  001760  mov     rdi,[rbp+0x20]
  001767  mov     esi,0xe
  00176c  mov     rdx,rsp
  00176f  mov     rcx,0xfffffffffffffff2
  001779  mov     r8,0xfffffffffffffff2
  001783  mov     r9,0
  00178d  mov     rax,<list_op>
  001797  call    rax
  001799  mov     r11,rax
  00179c  mov     rcx,[rsp+0x30]
  0017a4  mov     rsi,[rsp+0x38]
  0017ac  mov     rdi,[rsp+0x40]
  0017b4  mov     r8,[rsp+0x48]
  0017bc  mov     r9,[rsp+0x50]
  0017c4  mov     r10,[rsp+0x58]
  0017cc  add     rsp,0x70
  0017d3  test    rdx,rdx
  0017d6  je      0x0000000000001b0f
  0017dc  mov     rbx,r11
  0017df  mov     rsi,[rbx+0x10]
  0017e7  jmp     0x00000000000013f2
; exits
  0017ec  mov     rax,0x3fffffffe
  0017f6  jmp     0x0000000000000016
  0017fb  mov     [rbp+0x10],r13
  001802  mov     qword ptr [rbp+0x18],1
  00180d  mov     [rbp+0x98],rbx
  001814  mov     qword ptr [rbp+0x140],3
  00181f  mov     [rbp+0xa0],r12
  001826  mov     rax,0x300000000
  001830  jmp     0x0000000000000016
  001835  mov     [rbp+0x98],rbx
  00183c  mov     qword ptr [rbp+0x140],3
  001847  mov     [rbp+0xa0],r12
  00184e  mov     rax,0x300000001
  001858  jmp     0x0000000000000016
  00185d  mov     [rbp+0x98],rbx
  001864  mov     qword ptr [rbp+0x140],3
  00186f  mov     [rbp+0xa0],r12
  001876  mov     rax,0x300000002
  001880  jmp     0x0000000000000016
  001885  add     r13,1
  00188c  mov     [rbp+0x98],rbx
  001893  mov     qword ptr [rbp+0x140],3
  00189e  mov     [rbp+0xa0],r12
  0018a5  mov     rax,0x300000003
  0018af  jmp     0x0000000000000016
  0018b4  mov     [rbp+0x98],rbx
  0018bb  mov     qword ptr [rbp+0x140],3
  0018c6  mov     [rbp+0xa0],r13
  0018cd  mov     qword ptr [rbp+0xa8],0x3c
  0018d8  mov     rax,0x300000005
  0018e2  jmp     0x0000000000000016
  0018e7  mov     [rbp+0x98],rbx
  0018ee  mov     qword ptr [rbp+0x140],3
  0018f9  mov     [rbp+0xa0],r13
  001900  mov     qword ptr [rbp+0xa8],0x3c
  00190b  mov     rax,0x300000006
  001915  jmp     0x0000000000000016
  00191a  sub     r14,1
  001921  mov     [rbp+0x98],rbx
  001928  mov     qword ptr [rbp+0x140],3
  001933  mov     [rbp+0xa0],r13
  00193a  mov     qword ptr [rbp+0xa8],0x3c
  001945  mov     rax,0x300000007
  00194f  jmp     0x0000000000000016
  001954  mov     [rbp+0x98],rbx
  00195b  mov     qword ptr [rbp+0x140],3
  001966  mov     [rbp+0xa0],r12
  00196d  mov     qword ptr [rbp+0xa8],0x3e
  001978  mov     rax,0x300000009
  001982  jmp     0x0000000000000016
  001987  mov     [rbp+0x98],rbx
  00198e  mov     qword ptr [rbp+0x140],3
  001999  mov     [rbp+0xa0],r12
  0019a0  mov     qword ptr [rbp+0xa8],0x3e
  0019ab  mov     rax,0x30000000a
  0019b5  jmp     0x0000000000000016
  0019ba  add     r15,1
  0019c1  mov     [rbp+0x98],rbx
  0019c8  mov     qword ptr [rbp+0x140],3
  0019d3  mov     [rbp+0xa0],r12
  0019da  mov     rax,0x30000000c
  0019e4  jmp     0x0000000000000016
  0019e9  sub     r14,1
  0019f0  mov     [rbp+0x98],rbx
  0019f7  mov     qword ptr [rbp+0x140],3
  001a02  mov     [rbp+0xa0],r13
  001a09  mov     qword ptr [rbp+0xa8],0x3c
  001a14  mov     rax,0x30000000e
  001a1e  jmp     0x0000000000000016
  001a23  mov     [rbp+0x98],rbx
  001a2a  mov     qword ptr [rbp+0x140],3
  001a35  mov     [rbp+0xa0],r12
  001a3c  mov     qword ptr [rbp+0xa8],0x3e
  001a47  mov     rax,0x300000010
  001a51  jmp     0x0000000000000016
  001a56  mov     [rbp+0x98],rbx
  001a5d  mov     qword ptr [rbp+0x140],3
  001a68  mov     [rbp+0xa0],r12
  001a6f  mov     [rbp+0xb8],r13
  001a76  mov     qword ptr [rbp+0x160],1
  001a81  mov     rax,0x300000004
  001a8b  jmp     0x0000000000000016
  001a90  mov     [rbp+0x98],rbx
  001a97  mov     qword ptr [rbp+0x140],3
  001aa2  mov     [rbp+0xa0],r13
  001aa9  mov     qword ptr [rbp+0xa8],0x3c
  001ab4  mov     [rbp+0xb8],r14
  001abb  mov     qword ptr [rbp+0x160],1
  001ac6  mov     rax,0x300000008
  001ad0  jmp     0x0000000000000016
  001ad5  mov     [rbp+0x98],rbx
  001adc  mov     qword ptr [rbp+0x140],3
  001ae7  mov     [rbp+0xa0],r12
  001aee  mov     [rbp+0xb8],r15
  001af5  mov     qword ptr [rbp+0x160],1
  001b00  mov     rax,0x30000000d
  001b0a  jmp     0x0000000000000016
  001b0f  mov     [rbp+0x98],rbx
  001b16  mov     qword ptr [rbp+0x140],3
  001b21  mov     [rbp+0xa0],r13
  001b28  mov     qword ptr [rbp+0xa8],0x3c
  001b33  mov     [rbp+0xb8],r14
  001b3a  mov     qword ptr [rbp+0x160],1
  001b45  mov     rax,0x30000000f
  001b4f  jmp     0x0000000000000016

; T4: 1175 bytes
; v0:int = input n
  001b60  cmp     qword ptr [rbp+0xd8],1
  001b6b  jne     0x0000000000001e8d
; v1:list = input src
  001b71  cmp     qword ptr [rbp+0xe0],3
  001b7c  jne     0x0000000000001e8d
; v2:list = input jumps
  001b82  cmp     qword ptr [rbp+0xe8],3
  001b8d  jne     0x0000000000001e8d
; v3:list = input tape
  001b93  cmp     qword ptr [rbp+0x140],3
  001b9e  jne     0x0000000000001e8d
  001ba4  mov     rbx,[rbp+0x98]
; v4:int = input p
  001bab  cmp     qword ptr [rbp+0x148],1
  001bb6  jne     0x0000000000001e8d
  001bbc  mov     r12,[rbp+0xa0]
; v5:int = input pc
  001bc3  cmp     qword ptr [rbp+0x150],1
  001bce  jne     0x0000000000001e8d
  001bd4  mov     r13,[rbp+0xa8]
; guard_value v5, 65 => loop_pc/0 (2) {tape=v3}
  001bdb  cmp     r13,0x41
  001be2  jne     0x0000000000001e9c
  001be8  jmp     0x0000000000001bfb
  001bed  mov     rbx,[rbp+0x98]
  001bf4  mov     r12,[rbp+0xa0]
; guard_words v3 => minus/0 (6) {tape=v3}
  001bfb  cmp     qword ptr [rbx+8],0
  001c07  jne     0x0000000000001ecf
; v8:int = readlist v3, v4 words => minus/0 (6) {tape=v3}
  001c0d  cmp     r12,[rbx]
  001c15  jae     0x0000000000001ef0
  001c1b  mov     rax,[rbx+0x10]
  001c23  mov     r13,[rax+r12*8]
; v9:int = sub v8, 1 => minus/0 (6) {tape=v3}
  001c28  sub     r13,1
  001c2f  jo      0x0000000000001f11
; v10:int = and v9, 255
  001c35  and     r13,0xff
; v11:list = set v3, v4, v10 owned words in_bounds => minus/3 (6) {tape=v3, x=v10}
  001c3c  mov     rax,[rbx-0x10]
  001c44  add     rax,[rbx-8]
  001c4c  cmp     rax,2
  001c52  jne     0x0000000000001c97
  001c58  mov     rax,[rbx+0x10]
  001c60  mov     [rax+r12*8],r13
; guard_true v10 => close_bracket/0 (20) {tape=v11, pc=66}
  001c65  test    r13,r13
  001c68  je      0x0000000000001f39
; guard_steps => loop/0 (23) {tape=v11}
; v14:list = phi tape v11
; v15:int = phi - v10
; loop (23) {tape=v14}
  001c6e  mov     r14,[rbx+0x10]
  001c76  nop     [rax+rax]
  001c7f  nop
; v17:int = sub_nov v15, 1
; v18:int = and v17, 255
  001c80  add     r13b,0xff
; v19:list = set v14, v4, v18 owned words in_bounds => minus/3 (6) {tape=v14, x=v18}
  001c84  mov     [r14+r12*8],r13
; guard_true v18 => close_bracket/0 (20) {tape=v19, pc=66}
  001c89  test    r13,r13
  001c8c  jne     0x0000000000001c80
  001c92  jmp     0x0000000000001f65
; guard_steps => loop/0 (23) {tape=v19}
; jump (23) v14 <- v19, v15 <- v18
  001c97  sub     rsp,0x70
  001c9e  mov     [rsp+0x30],rcx
  001ca6  mov     [rsp+0x38],rsi
  001cae  mov     [rsp+0x40],rdi
  001cb6  mov     [rsp+0x48],r8
  001cbe  mov     [rsp+0x50],r9
  001cc6  mov     [rsp+0x58],r10
  001cce  mov     [rsp],rbx
  001cd6  mov     qword ptr [rsp+8],3
  001ce2  mov     [rsp+0x10],r12
  001cea  mov     qword ptr [rsp+0x18],1
  001cf6  mov     [rsp+0x20],r13
  001cfe  mov     qword ptr [rsp+0x28],1
  001d0a  mov     rdi,[rbp+0x20]
  001d11  mov     esi,0xe
  001d16  mov     rdx,rsp
  001d19  mov     rcx,0xfffffffffffffff2
  001d23  mov     r8,0xfffffffffffffff2
  001d2d  mov     r9,0
  001d37  mov     rax,<list_op>
  001d41  call    rax
  001d43  mov     r11,rax
  001d46  mov     rcx,[rsp+0x30]
  001d4e  mov     rsi,[rsp+0x38]
  001d56  mov     rdi,[rsp+0x40]
  001d5e  mov     r8,[rsp+0x48]
  001d66  mov     r9,[rsp+0x50]
  001d6e  mov     r10,[rsp+0x58]
  001d76  add     rsp,0x70
  001d7d  test    rdx,rdx
  001d80  je      0x0000000000001f91
  001d86  mov     rbx,r11
  001d89  jmp     0x0000000000001c65
  001d8e  sub     rsp,0x70
  001d95  mov     [rsp+0x30],rcx
  001d9d  mov     [rsp+0x38],rsi
  001da5  mov     [rsp+0x40],rdi
  001dad  mov     [rsp+0x48],r8
  001db5  mov     [rsp+0x50],r9
  001dbd  mov     [rsp+0x58],r10
  001dc5  mov     [rsp],rbx
  001dcd  mov     qword ptr [rsp+8],3
  001dd9  mov     [rsp+0x10],r12
  001de1  mov     qword ptr [rsp+0x18],1
  001ded  mov     [rsp+0x20],r13
  001df5  mov     qword ptr [rsp+0x28],1
  001e01  mov     rdi,[rbp+0x20]
  001e08  mov     esi,0xe
  001e0d  mov     rdx,rsp
  001e10  mov     rcx,0xfffffffffffffff2
  001e1a  mov     r8,0xfffffffffffffff2
  001e24  mov     r9,0
  001e2e  mov     rax,<list_op>
  001e38  call    rax
  001e3a  mov     r11,rax
  001e3d  mov     rcx,[rsp+0x30]
  001e45  mov     rsi,[rsp+0x38]
  001e4d  mov     rdi,[rsp+0x40]
  001e55  mov     r8,[rsp+0x48]
  001e5d  mov     r9,[rsp+0x50]
  001e65  mov     r10,[rsp+0x58]
  001e6d  add     rsp,0x70
  001e74  test    rdx,rdx
  001e77  je      0x0000000000001fc4
  001e7d  mov     rbx,r11
  001e80  mov     r14,[rbx+0x10]
  001e88  jmp     0x0000000000001c89
; exits
  001e8d  mov     rax,0x4fffffffe
  001e97  jmp     0x0000000000000016
  001e9c  mov     [rbp+0x10],r13
  001ea3  mov     qword ptr [rbp+0x18],1
  001eae  mov     [rbp+0x98],rbx
  001eb5  mov     qword ptr [rbp+0x140],3
  001ec0  mov     rax,0x400000000
  001eca  jmp     0x0000000000000016
  001ecf  mov     [rbp+0x98],rbx
  001ed6  mov     qword ptr [rbp+0x140],3
  001ee1  mov     rax,0x400000001
  001eeb  jmp     0x0000000000000016
  001ef0  mov     [rbp+0x98],rbx
  001ef7  mov     qword ptr [rbp+0x140],3
  001f02  mov     rax,0x400000002
  001f0c  jmp     0x0000000000000016
  001f11  add     r13,1
  001f18  mov     [rbp+0x98],rbx
  001f1f  mov     qword ptr [rbp+0x140],3
  001f2a  mov     rax,0x400000003
  001f34  jmp     0x0000000000000016
  001f39  mov     [rbp+0x98],rbx
  001f40  mov     qword ptr [rbp+0x140],3
  001f4b  mov     qword ptr [rbp+0xa8],0x42
  001f56  mov     rax,0x400000005
  001f60  jmp     0x0000000000000016
  001f65  mov     [rbp+0x98],rbx
  001f6c  mov     qword ptr [rbp+0x140],3
  001f77  mov     qword ptr [rbp+0xa8],0x42
  001f82  mov     rax,0x400000008
  001f8c  jmp     0x0000000000000016
  001f91  mov     [rbp+0x98],rbx
  001f98  mov     qword ptr [rbp+0x140],3
  001fa3  mov     [rbp+0xb8],r13
  001faa  mov     qword ptr [rbp+0x160],1
  001fb5  mov     rax,0x400000004
  001fbf  jmp     0x0000000000000016
  001fc4  mov     [rbp+0x98],rbx
  001fcb  mov     qword ptr [rbp+0x140],3
  001fd6  mov     [rbp+0xb8],r13
  001fdd  mov     qword ptr [rbp+0x160],1
  001fe8  mov     rax,0x400000007
  001ff2  jmp     0x0000000000000016
