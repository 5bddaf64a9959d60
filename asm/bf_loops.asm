; T0: 631 bytes
; v0:int = input n
  000030  cmp     qword ptr [rbp+0xd8],1
  00003b  jne     0x00000000000001ae
  000041  mov     rbx,[rbp+0x30]
; v1:list = input src
  000048  cmp     qword ptr [rbp+0xe0],3
  000053  jne     0x00000000000001ae
  000059  mov     r12,[rbp+0x38]
; v2:list = input jumps
  000060  cmp     qword ptr [rbp+0xe8],3
  00006b  jne     0x00000000000001ae
; v3:list = input stack
  000071  cmp     qword ptr [rbp+0xf0],3
  00007c  jne     0x00000000000001ae
; v4:int = input sp
  000082  cmp     qword ptr [rbp+0xf8],1
  00008d  jne     0x00000000000001ae
; v5:int = input i
  000093  cmp     qword ptr [rbp+0x100],1
  00009e  jne     0x00000000000001ae
  0000a4  mov     r13,[rbp+0x58]
  0000ab  jmp     0x00000000000000c5
  0000b0  mov     rbx,[rbp+0x30]
  0000b7  mov     r12,[rbp+0x38]
  0000be  mov     r13,[rbp+0x58]
  0000c5  mov     r15,[r12+0x10]
; v6:int = lt v5, v0
; guard_true v6 => match/0 (0) {i=v5}
  0000cd  cmp     r13,rbx
  0000d0  jge     0x00000000000001bd
; guard_words v1 => match_command/0 (1) {i=v5}
  0000d6  cmp     qword ptr [r12+8],0
  0000e2  jne     0x00000000000001d3
; v9:int = readlist v1, v5 words => match_command/0 (1) {i=v5}
  0000e8  cmp     r13,[r12]
  0000f0  jae     0x00000000000001e9
  0000f6  mov     r14,[r15+r13*8]
; v10:int = eq v9, 91
; guard_false v10 => match_command/0 (1) {i=v5}
  0000fb  cmp     r14,0x5b
  000102  je      0x00000000000001ff
; v12:int = eq v9, 93
; guard_false v12 => match_close/0 (2) {i=v5, c=v9}
  000108  cmp     r14,0x5d
  00010f  je      0x0000000000000215
; v14:int = add_nov v5, 1
  000115  add     r13,1
; guard_steps => match/0 (4) {i=v14}
; v16:int = phi i v14
; loop (4) {i=v16}
  00011c  nop     [rax]
; v18:int = lt v16, v0
; guard_true v18 => match/0 (0) {i=v16}
  000120  cmp     r13,rbx
  000123  jge     0x000000000000023d
; v20:int = readlist v1, v16 words => match_command/0 (1) {i=v16}
  000129  cmp     r13,[r12]
  000131  jae     0x0000000000000253
  000137  mov     r14,[r15+r13*8]
; v21:int = eq v20, 91
; guard_false v21 => match_command/0 (1) {i=v16}
  00013c  cmp     r14,0x5b
  000143  je      0x0000000000000269
; v23:int = eq v20, 93
; guard_false v23 => match_close/0 (2) {i=v16, c=v20}
  000149  cmp     r14,0x5d
  000150  je      0x000000000000027f
; v25:int = add_nov v16, 1
  000156  add     r13,1
; guard_steps => match/0 (4) {i=v25}
; jump (4) v16 <- v25
  00015d  jmp     0x0000000000000120
; body entry: checks what the body requires
  000162  cmp     qword ptr [r12+8],0
  00016e  jne     0x00000000000000b0
  000174  mov     rax,0x8000000000000001
  00017e  cmp     rbx,rax
  000181  jl      0x00000000000000b0
  000187  cmp     r13,1
  00018e  jl      0x00000000000000b0
  000194  cmp     r13,0x10000000
  00019b  jg      0x00000000000000b0
; body entry
  0001a1  mov     r15,[r12+0x10]
  0001a9  jmp     0x0000000000000120
; exits
  0001ae  mov     rax,0xfffffffe
  0001b8  jmp     0x0000000000000016
  0001bd  mov     [rbp+0x58],r13
  0001c4  mov     rax,0
  0001ce  jmp     0x0000000000000016
  0001d3  mov     [rbp+0x58],r13
  0001da  mov     rax,1
  0001e4  jmp     0x0000000000000016
  0001e9  mov     [rbp+0x58],r13
  0001f0  mov     rax,2
  0001fa  jmp     0x0000000000000016
  0001ff  mov     [rbp+0x58],r13
  000206  mov     rax,3
  000210  jmp     0x0000000000000016
  000215  mov     [rbp+0x58],r13
  00021c  mov     [rbp+0x68],r14
  000223  mov     qword ptr [rbp+0x110],1
  00022e  mov     rax,4
  000238  jmp     0x0000000000000016
  00023d  mov     [rbp+0x58],r13
  000244  mov     rax,6
  00024e  jmp     0x0000000000000016
  000253  mov     [rbp+0x58],r13
  00025a  mov     rax,7
  000264  jmp     0x0000000000000016
  000269  mov     [rbp+0x58],r13
  000270  mov     rax,8
  00027a  jmp     0x0000000000000016
  00027f  mov     [rbp+0x58],r13
  000286  mov     [rbp+0x68],r14
  00028d  mov     qword ptr [rbp+0x110],1
  000298  mov     rax,9
  0002a2  jmp     0x0000000000000016

; T1: 2636 bytes
; v0:int = input n
  0002b0  cmp     qword ptr [rbp+0xd8],1
  0002bb  jne     0x00000000000008a6
  0002c1  mov     rbx,[rbp+0x30]
; v1:list = input src
  0002c8  cmp     qword ptr [rbp+0xe0],3
  0002d3  jne     0x00000000000008a6
  0002d9  mov     r12,[rbp+0x38]
; v2:list = input jumps
  0002e0  cmp     qword ptr [rbp+0xe8],3
  0002eb  jne     0x00000000000008a6
  0002f1  mov     r13,[rbp+0x40]
; v3:list = input tape
  0002f8  cmp     qword ptr [rbp+0x140],3
  000303  jne     0x00000000000008a6
  000309  mov     r14,[rbp+0x98]
; v4:int = input p
  000310  cmp     qword ptr [rbp+0x148],1
  00031b  jne     0x00000000000008a6
  000321  mov     r15,[rbp+0xa0]
; v5:int = input pc
  000328  cmp     qword ptr [rbp+0x150],1
  000333  jne     0x00000000000008a6
  000339  mov     rsi,[rbp+0xa8]
; guard_value v1, <list of 67> => loop/0 (0) {tape=v3, p=v4}
  000340  mov     rax,<list k0>
  00034a  cmp     r12,rax
  00034d  jne     0x00000000000008b5
; guard_value v2, <list of 67> => loop_jumps/0 (1) {tape=v3, p=v4}
  000353  mov     rax,<list k1>
  00035d  cmp     r13,rax
  000360  jne     0x0000000000000916
; guard_value v5, 24 => loop_pc/0 (2) {tape=v3, p=v4}
  000366  cmp     rsi,0x18
  00036d  jne     0x0000000000000977
  000373  jmp     0x000000000000038d
  000378  mov     rbx,[rbp+0x30]
  00037f  mov     r14,[rbp+0x98]
  000386  mov     r15,[rbp+0xa0]
; v9:int = le 29, v0
; guard_true v9 => dispatch/0 (3) {tape=v3, p=v4}
  00038d  mov     r11,0x1d
  000394  cmp     r11,rbx
  000397  jg      0x00000000000009b1
; v11:int = add v4, 1 => right/0 (7) {tape=v3, p=v4}
  00039d  add     r15,1
  0003a4  jo      0x00000000000009d9
; v12:int = and v11, 65535
  0003aa  mov     rsi,r15
  0003ad  and     rsi,0xffff
; guard_words v3 => plus/0 (14) {tape=v3, p=v12, pc=25}
  0003b4  cmp     qword ptr [r14+8],0
  0003c0  jne     0x0000000000000a08
; v14:int = len v3
  0003c6  mov     r13,[r14]
; v15:int = lt 65535, v14
; guard_true v15 => plus/0 (14) {tape=v3, p=v12, pc=25}
  0003ce  mov     r11,0xffff
  0003d5  cmp     r11,r13
  0003d8  jge     0x0000000000000a3b
; v17:int = readlist v3, v12 words in_bounds => plus/0 (14) {tape=v3, p=v12, pc=25}
  0003de  mov     rax,[r14+0x10]
  0003e6  mov     r13,[rax+rsi*8]
; v18:int = add v17, 1 => plus/0 (14) {tape=v3, p=v12, pc=25}
  0003eb  add     r13,1
  0003f2  jo      0x0000000000000aa1
; v19:int = and v18, 255
  0003f8  and     r13,0xff
; v20:list = set v3, v12, v19 owned words in_bounds => plus/3 (14) {tape=v3, p=v12, pc=25, x=v19}
  0003ff  mov     rax,[r14-0x10]
  000407  add     rax,[r14-8]
  00040f  cmp     rax,2
  000415  jne     0x00000000000004ba
  00041b  mov     rax,[r14+0x10]
  000423  mov     [rax+rsi*8],r13
; v21:int = add_nov v11, -1
  000428  add     r15,0xffffffffffffffff
; v22:int = and v21, 65535
  00042f  and     r15,0xffff
; v23:int = readlist v20, v22 words in_bounds => minus/0 (32) {tape=v20, p=v22, pc=27}
  000436  mov     rax,[r14+0x10]
  00043e  mov     r12,[rax+r15*8]
; v24:int = sub v23, 1 => minus/0 (32) {tape=v20, p=v22, pc=27}
  000443  sub     r12,1
  00044a  jo      0x0000000000000b0e
; v25:int = and v24, 255
  000450  and     r12,0xff
; v26:list = set v20, v22, v25 owned words in_bounds => minus/3 (32) {tape=v20, p=v22, pc=27, x=v25}
  000457  mov     rax,[r14+0x10]
  00045f  mov     [rax+r15*8],r12
; guard_true v25 => close_bracket/0 (46) {tape=v26, p=v22, pc=28}
  000464  test    r12,r12
  000467  je      0x0000000000000b48
; guard_steps => loop/0 (49) {tape=v26, p=v22}
; v29:list = phi tape v26
; v30:int = phi - v25
; v31:int = phi - v19
; loop (49) {tape=v29, p=v22}
  00046d  mov     rdi,[r14+0x10]
  000475  nop     [rax+rax]
  00047e  xchg    ax,ax
; v33:int = add v31, 1 => plus/0 (14) {tape=v29, p=v12, pc=25}
  000480  add     r13,1
  000487  jo      0x0000000000000b7b
; v34:int = and v33, 255
  00048d  and     r13,0xff
; v35:list = set v29, v12, v34 owned words in_bounds => plus/3 (14) {tape=v29, p=v12, pc=25, x=v34}
  000494  mov     [rdi+rsi*8],r13
; v36:int = sub_nov v30, 1
  000499  sub     r12,1
; v37:int = and v36, 255
  0004a0  and     r12,0xff
; v38:list = set v35, v22, v37 owned words in_bounds => minus/3 (32) {tape=v35, p=v22, pc=27, x=v37}
  0004a7  mov     [rdi+r15*8],r12
; guard_true v37 => close_bracket/0 (46) {tape=v38, p=v22, pc=28}
  0004ac  test    r12,r12
  0004af  jne     0x0000000000000480
  0004b5  jmp     0x0000000000000bb5
; guard_steps => loop/0 (49) {tape=v38, p=v22}
; jump (49) v29 <- v38, v30 <- v37, v31 <- v34
  0004ba  sub     rsp,0x70
  0004c1  mov     [rsp+0x30],rcx
  0004c9  mov     [rsp+0x38],rsi
  0004d1  mov     [rsp+0x40],rdi
  0004d9  mov     [rsp+0x48],r8
  0004e1  mov     [rsp+0x50],r9
  0004e9  mov     [rsp+0x58],r10
  0004f1  mov     [rsp],r14
  0004f9  mov     qword ptr [rsp+8],3
  000505  mov     [rsp+0x10],rsi
  00050d  mov     qword ptr [rsp+0x18],1
  000519  mov     [rsp+0x20],r13
  000521  mov     qword ptr [rsp+0x28],1
  00052d  mov     rdi,[rbp+0x20]
  000534  mov     esi,0xe
  000539  mov     rdx,rsp
  00053c  mov     rcx,0xfffffffffffffff2
  000546  mov     r8,0xfffffffffffffff2
  000550  mov     r9,0
  00055a  mov     rax,<list_op>
  000564  call    rax
  000566  mov     r11,rax
  000569  mov     rcx,[rsp+0x30]
  000571  mov     rsi,[rsp+0x38]
  000579  mov     rdi,[rsp+0x40]
  000581  mov     r8,[rsp+0x48]
  000589  mov     r9,[rsp+0x50]
  000591  mov     r10,[rsp+0x58]
  000599  add     rsp,0x70
  0005a0  test    rdx,rdx
  0005a3  je      0x0000000000000be8
  0005a9  mov     r14,r11
  0005ac  jmp     0x0000000000000428
  0005b1  sub     rsp,0x70
  0005b8  mov     [rsp+0x30],rcx
  0005c0  mov     [rsp+0x38],rsi
  0005c8  mov     [rsp+0x40],rdi
  0005d0  mov     [rsp+0x48],r8
  0005d8  mov     [rsp+0x50],r9
  0005e0  mov     [rsp+0x58],r10
  0005e8  mov     [rsp],r14
  0005f0  mov     qword ptr [rsp+8],3
  0005fc  mov     [rsp+0x10],r15
  000604  mov     qword ptr [rsp+0x18],1
  000610  mov     [rsp+0x20],r12
  000618  mov     qword ptr [rsp+0x28],1
  000624  mov     rdi,[rbp+0x20]
  00062b  mov     esi,0xe
  000630  mov     rdx,rsp
  000633  mov     rcx,0xfffffffffffffff2
  00063d  mov     r8,0xfffffffffffffff2
  000647  mov     r9,0
  000651  mov     rax,<list_op>
  00065b  call    rax
  00065d  mov     r11,rax
  000660  mov     rcx,[rsp+0x30]
  000668  mov     rsi,[rsp+0x38]
  000670  mov     rdi,[rsp+0x40]
  000678  mov     r8,[rsp+0x48]
  000680  mov     r9,[rsp+0x50]
  000688  mov     r10,[rsp+0x58]
  000690  add     rsp,0x70
  000697  test    rdx,rdx
  00069a  je      0x0000000000000c2d
  0006a0  mov     r14,r11
  0006a3  jmp     0x0000000000000464
  0006a8  sub     rsp,0x70
  0006af  mov     [rsp+0x30],rcx
  0006b7  mov     [rsp+0x38],rsi
  0006bf  mov     [rsp+0x40],rdi
  0006c7  mov     [rsp+0x48],r8
  0006cf  mov     [rsp+0x50],r9
  0006d7  mov     [rsp+0x58],r10
  0006df  mov     [rsp],r14
  0006e7  mov     qword ptr [rsp+8],3
  0006f3  mov     [rsp+0x10],rsi
  0006fb  mov     qword ptr [rsp+0x18],1
  000707  mov     [rsp+0x20],r13
  00070f  mov     qword ptr [rsp+0x28],1
  00071b  mov     rdi,[rbp+0x20]
  000722  mov     esi,0xe
  000727  mov     rdx,rsp
  00072a  mov     rcx,0xfffffffffffffff2
  000734  mov     r8,0xfffffffffffffff2
  00073e  mov     r9,0
  000748  mov     rax,<list_op>
  000752  call    rax
  000754  mov     r11,rax
  000757  mov     rcx,[rsp+0x30]
  00075f  mov     rsi,[rsp+0x38]
  000767  mov     rdi,[rsp+0x40]
  00076f  mov     r8,[rsp+0x48]
  000777  mov     r9,[rsp+0x50]
  00077f  mov     r10,[rsp+0x58]
  000787  add     rsp,0x70
  00078e  test    rdx,rdx
  000791  je      0x0000000000000c72
  000797  mov     r14,r11
  00079a  mov     rdi,[r14+0x10]
  0007a2  jmp     0x0000000000000499
  0007a7  sub     rsp,0x70
  0007ae  mov     [rsp+0x30],rcx
  0007b6  mov     [rsp+0x38],rsi
  0007be  mov     [rsp+0x40],rdi
  0007c6  mov     [rsp+0x48],r8
  0007ce  mov     [rsp+0x50],r9
  0007d6  mov     [rsp+0x58],r10
  0007de  mov     [rsp],r14
  0007e6  mov     qword ptr [rsp+8],3
  0007f2  mov     [rsp+0x10],r15
  0007fa  mov     qword ptr [rsp+0x18],1
  000806  mov     [rsp+0x20],r12
  00080e  mov     qword ptr [rsp+0x28],1
  00081a  mov     rdi,[rbp+0x20]
  000821  mov     esi,0xe
  000826  mov     rdx,rsp
  000829  mov     rcx,0xfffffffffffffff2
  000833  mov     r8,0xfffffffffffffff2
  00083d  mov     r9,0
  000847  mov     rax,<list_op>
  000851  call    rax
  000853  mov     r11,rax
  000856  mov     rcx,[rsp+0x30]
  00085e  mov     rsi,[rsp+0x38]
  000866  mov     rdi,[rsp+0x40]
  00086e  mov     r8,[rsp+0x48]
  000876  mov     r9,[rsp+0x50]
  00087e  mov     r10,[rsp+0x58]
  000886  add     rsp,0x70
  00088d  test    rdx,rdx
  000890  je      0x0000000000000cb7
  000896  mov     r14,r11
  000899  mov     rdi,[r14+0x10]
  0008a1  jmp     0x00000000000004ac
; exits
  0008a6  mov     rax,0x1fffffffe
  0008b0  jmp     0x0000000000000016
  0008b5  mov     [rbp+0x10],r12
  0008bc  mov     qword ptr [rbp+0x18],3
  0008c7  mov     [rbp+0x98],r14
  0008ce  mov     qword ptr [rbp+0x140],3
  0008d9  mov     [rbp+0xa0],r15
  0008e0  mov     rdi,[rbp+0x20]
  0008e7  mov     rsi,8
  0008f1  mov     rdx,0
  0008fb  mov     rax,<exit_lists>
  000905  call    rax
  000907  mov     rax,0x100000000
  000911  jmp     0x0000000000000016
  000916  mov     [rbp+0x10],r13
  00091d  mov     qword ptr [rbp+0x18],3
  000928  mov     [rbp+0x98],r14
  00092f  mov     qword ptr [rbp+0x140],3
  00093a  mov     [rbp+0xa0],r15
  000941  mov     rdi,[rbp+0x20]
  000948  mov     rsi,8
  000952  mov     rdx,0
  00095c  mov     rax,<exit_lists>
  000966  call    rax
  000968  mov     rax,0x100000001
  000972  jmp     0x0000000000000016
  000977  mov     [rbp+0x10],rsi
  00097e  mov     qword ptr [rbp+0x18],1
  000989  mov     [rbp+0x98],r14
  000990  mov     qword ptr [rbp+0x140],3
  00099b  mov     [rbp+0xa0],r15
  0009a2  mov     rax,0x100000002
  0009ac  jmp     0x0000000000000016
  0009b1  mov     [rbp+0x98],r14
  0009b8  mov     qword ptr [rbp+0x140],3
  0009c3  mov     [rbp+0xa0],r15
  0009ca  mov     rax,0x100000003
  0009d4  jmp     0x0000000000000016
  0009d9  sub     r15,1
  0009e0  mov     [rbp+0x98],r14
  0009e7  mov     qword ptr [rbp+0x140],3
  0009f2  mov     [rbp+0xa0],r15
  0009f9  mov     rax,0x100000004
  000a03  jmp     0x0000000000000016
  000a08  mov     [rbp+0x98],r14
  000a0f  mov     qword ptr [rbp+0x140],3
  000a1a  mov     [rbp+0xa0],rsi
  000a21  mov     qword ptr [rbp+0xa8],0x19
  000a2c  mov     rax,0x100000005
  000a36  jmp     0x0000000000000016
  000a3b  mov     [rbp+0x98],r14
  000a42  mov     qword ptr [rbp+0x140],3
  000a4d  mov     [rbp+0xa0],rsi
  000a54  mov     qword ptr [rbp+0xa8],0x19
  000a5f  mov     rax,0x100000006
  000a69  jmp     0x0000000000000016
  000a6e  mov     [rbp+0x98],r14
  000a75  mov     qword ptr [rbp+0x140],3
  000a80  mov     [rbp+0xa0],rsi
  000a87  mov     qword ptr [rbp+0xa8],0x19
  000a92  mov     rax,0x100000007
  000a9c  jmp     0x0000000000000016
  000aa1  sub     r13,1
  000aa8  mov     [rbp+0x98],r14
  000aaf  mov     qword ptr [rbp+0x140],3
  000aba  mov     [rbp+0xa0],rsi
  000ac1  mov     qword ptr [rbp+0xa8],0x19
  000acc  mov     rax,0x100000008
  000ad6  jmp     0x0000000000000016
  000adb  mov     [rbp+0x98],r14
  000ae2  mov     qword ptr [rbp+0x140],3
  000aed  mov     [rbp+0xa0],r15
  000af4  mov     qword ptr [rbp+0xa8],0x1b
  000aff  mov     rax,0x10000000a
  000b09  jmp     0x0000000000000016
  000b0e  add     r12,1
  000b15  mov     [rbp+0x98],r14
  000b1c  mov     qword ptr [rbp+0x140],3
  000b27  mov     [rbp+0xa0],r15
  000b2e  mov     qword ptr [rbp+0xa8],0x1b
  000b39  mov     rax,0x10000000b
  000b43  jmp     0x0000000000000016
  000b48  mov     [rbp+0x98],r14
  000b4f  mov     qword ptr [rbp+0x140],3
  000b5a  mov     [rbp+0xa0],r15
  000b61  mov     qword ptr [rbp+0xa8],0x1c
  000b6c  mov     rax,0x10000000d
  000b76  jmp     0x0000000000000016
  000b7b  sub     r13,1
  000b82  mov     [rbp+0x98],r14
  000b89  mov     qword ptr [rbp+0x140],3
  000b94  mov     [rbp+0xa0],rsi
  000b9b  mov     qword ptr [rbp+0xa8],0x19
  000ba6  mov     rax,0x10000000f
  000bb0  jmp     0x0000000000000016
  000bb5  mov     [rbp+0x98],r14
  000bbc  mov     qword ptr [rbp+0x140],3
  000bc7  mov     [rbp+0xa0],r15
  000bce  mov     qword ptr [rbp+0xa8],0x1c
  000bd9  mov     rax,0x100000012
  000be3  jmp     0x0000000000000016
  000be8  mov     [rbp+0x98],r14
  000bef  mov     qword ptr [rbp+0x140],3
  000bfa  mov     [rbp+0xa0],rsi
  000c01  mov     qword ptr [rbp+0xa8],0x19
  000c0c  mov     [rbp+0xb8],r13
  000c13  mov     qword ptr [rbp+0x160],1
  000c1e  mov     rax,0x100000009
  000c28  jmp     0x0000000000000016
  000c2d  mov     [rbp+0x98],r14
  000c34  mov     qword ptr [rbp+0x140],3
  000c3f  mov     [rbp+0xa0],r15
  000c46  mov     qword ptr [rbp+0xa8],0x1b
  000c51  mov     [rbp+0xb8],r12
  000c58  mov     qword ptr [rbp+0x160],1
  000c63  mov     rax,0x10000000c
  000c6d  jmp     0x0000000000000016
  000c72  mov     [rbp+0x98],r14
  000c79  mov     qword ptr [rbp+0x140],3
  000c84  mov     [rbp+0xa0],rsi
  000c8b  mov     qword ptr [rbp+0xa8],0x19
  000c96  mov     [rbp+0xb8],r13
  000c9d  mov     qword ptr [rbp+0x160],1
  000ca8  mov     rax,0x100000010
  000cb2  jmp     0x0000000000000016
  000cb7  mov     [rbp+0x98],r14
  000cbe  mov     qword ptr [rbp+0x140],3
  000cc9  mov     [rbp+0xa0],r15
  000cd0  mov     qword ptr [rbp+0xa8],0x1b
  000cdb  mov     [rbp+0xb8],r12
  000ce2  mov     qword ptr [rbp+0x160],1
  000ced  mov     rax,0x100000011
  000cf7  jmp     0x0000000000000016

; T2: 2073 bytes
; v0:int = input n
  000d00  cmp     qword ptr [rbp+0xd8],1
  000d0b  jne     0x0000000000001282
  000d11  mov     rbx,[rbp+0x30]
; v1:list = input src
  000d18  cmp     qword ptr [rbp+0xe0],3
  000d23  jne     0x0000000000001282
  000d29  mov     r12,[rbp+0x38]
; v2:list = input jumps
  000d30  cmp     qword ptr [rbp+0xe8],3
  000d3b  jne     0x0000000000001282
  000d41  mov     r13,[rbp+0x40]
; v3:list = input tape
  000d48  cmp     qword ptr [rbp+0x140],3
  000d53  jne     0x0000000000001282
  000d59  mov     r14,[rbp+0x98]
; v4:int = input p
  000d60  cmp     qword ptr [rbp+0x148],1
  000d6b  jne     0x0000000000001282
  000d71  mov     r15,[rbp+0xa0]
; v5:int = input pc
  000d78  cmp     qword ptr [rbp+0x150],1
  000d83  jne     0x0000000000001282
  000d89  mov     rsi,[rbp+0xa8]
; guard_value v1, <list of 67> => loop/0 (0) {tape=v3}
  000d90  mov     rax,<list k0>
  000d9a  cmp     r12,rax
  000d9d  jne     0x0000000000001291
; guard_value v2, <list of 67> => loop_jumps/0 (1) {tape=v3}
  000da3  mov     rax,<list k1>
  000dad  cmp     r13,rax
  000db0  jne     0x00000000000012eb
; guard_value v5, 31 => loop_pc/0 (2) {tape=v3}
  000db6  cmp     rsi,0x1f
  000dbd  jne     0x0000000000001345
  000dc3  jmp     0x0000000000000ddd
  000dc8  mov     rbx,[rbp+0x30]
  000dcf  mov     r14,[rbp+0x98]
  000dd6  mov     r15,[rbp+0xa0]
; v9:int = le 34, v0
; guard_true v9 => dispatch/0 (3) {tape=v3}
  000ddd  mov     r11,0x22
  000de4  cmp     r11,rbx
  000de7  jg      0x0000000000001378
; guard_words v3 => minus/0 (6) {tape=v3}
  000ded  cmp     qword ptr [r14+8],0
  000df9  jne     0x0000000000001399
; v12:int = readlist v3, v4 words => minus/0 (6) {tape=v3}
  000dff  cmp     r15,[r14]
  000e07  jae     0x00000000000013ba
  000e0d  mov     rax,[r14+0x10]
  000e15  mov     rsi,[rax+r15*8]
; v13:int = sub v12, 1 => minus/0 (6) {tape=v3}
  000e1a  sub     rsi,1
  000e21  jo      0x00000000000013db
; v14:int = and v13, 255
  000e27  and     rsi,0xff
; v15:list = set v3, v4, v14 owned words in_bounds => minus/3 (6) {tape=v3, x=v14}
  000e2e  mov     rax,[r14-0x10]
  000e36  add     rax,[r14-8]
  000e3e  cmp     rax,2
  000e44  jne     0x0000000000000ef4
  000e4a  mov     rax,[r14+0x10]
  000e52  mov     [rax+r15*8],rsi
; v16:int = put_byte v14 => output/0 (17) {tape=v15, pc=32}
  000e57  cmp     rsi,0xff
  000e5e  ja      0x0000000000000feb
  000e64  mov     rax,[rbp+0x28]
  000e6b  mov     rdx,[rax]
  000e6e  cmp     rdx,0x10000
  000e75  jae     0x0000000000000feb
  000e7b  mov     [rax+rdx+8],sil
  000e83  add     rdx,1
  000e87  mov     [rax],rdx
; guard_true v14 => close_bracket/0 (31) {tape=v15, pc=33}
  000e8a  test    rsi,rsi
  000e8d  je      0x0000000000001403
; guard_steps => loop/0 (34) {tape=v15}
; v19:list = phi tape v15
; v20:int = phi - v14
; loop (34) {tape=v19}
  000e93  mov     rdi,[r14+0x10]
  000e9b  nop     [rax+rax]
; v22:int = sub_nov v20, 1
  000ea0  sub     rsi,1
; v23:int = and v22, 255
  000ea7  and     rsi,0xff
; v24:list = set v19, v4, v23 owned words in_bounds => minus/3 (6) {tape=v19, x=v23}
  000eae  mov     [rdi+r15*8],rsi
; v25:int = put_byte v23 => output/0 (17) {tape=v24, pc=32}
  000eb3  cmp     rsi,0xff
  000eba  ja      0x00000000000011b6
  000ec0  mov     rax,[rbp+0x28]
  000ec7  mov     rdx,[rax]
  000eca  cmp     rdx,0x10000
  000ed1  jae     0x00000000000011b6
  000ed7  mov     [rax+rdx+8],sil
  000edf  add     rdx,1
  000ee3  mov     [rax],rdx
; guard_true v23 => close_bracket/0 (31) {tape=v24, pc=33}
  000ee6  test    rsi,rsi
  000ee9  jne     0x0000000000000ea0
  000eef  jmp     0x000000000000142f
; guard_steps => loop/0 (34) {tape=v24}
; jump (34) v19 <- v24, v20 <- v23
  000ef4  sub     rsp,0x70
  000efb  mov     [rsp+0x30],rcx
  000f03  mov     [rsp+0x38],rsi
  000f0b  mov     [rsp+0x40],rdi
  000f13  mov     [rsp+0x48],r8
  000f1b  mov     [rsp+0x50],r9
  000f23  mov     [rsp+0x58],r10
  000f2b  mov     [rsp],r14
  000f33  mov     qword ptr [rsp+8],3
  000f3f  mov     [rsp+0x10],r15
  000f47  mov     qword ptr [rsp+0x18],1
  000f53  mov     [rsp+0x20],rsi
  000f5b  mov     qword ptr [rsp+0x28],1
  000f67  mov     rdi,[rbp+0x20]
  000f6e  mov     esi,0xe
  000f73  mov     rdx,rsp
  000f76  mov     rcx,0xfffffffffffffff2
  000f80  mov     r8,0xfffffffffffffff2
  000f8a  mov     r9,0
  000f94  mov     rax,<list_op>
  000f9e  call    rax
  000fa0  mov     r11,rax
  000fa3  mov     rcx,[rsp+0x30]
  000fab  mov     rsi,[rsp+0x38]
  000fb3  mov     rdi,[rsp+0x40]
  000fbb  mov     r8,[rsp+0x48]
  000fc3  mov     r9,[rsp+0x50]
  000fcb  mov     r10,[rsp+0x58]
  000fd3  add     rsp,0x70
  000fda  test    rdx,rdx
  000fdd  je      0x000000000000145b
  000fe3  mov     r14,r11
  000fe6  jmp     0x0000000000000e57
  000feb  sub     rsp,0x70
  000ff2  mov     [rsp+0x30],rcx
  000ffa  mov     [rsp+0x38],rsi
  001002  mov     [rsp+0x40],rdi
  00100a  mov     [rsp+0x48],r8
  001012  mov     [rsp+0x50],r9
  00101a  mov     [rsp+0x58],r10
  001022  mov     [rsp],rsi
  00102a  mov     qword ptr [rsp+8],1
  001036  mov     rdi,[rbp+0x20]
  00103d  mov     esi,0x14
  001042  mov     rdx,rsp
  001045  mov     rcx,1
  00104f  mov     r8,0
  001059  mov     r9,0
  001063  mov     rax,<call_op>
  00106d  call    rax
  00106f  mov     r11,rax
  001072  mov     rcx,[rsp+0x30]
  00107a  mov     rsi,[rsp+0x38]
  001082  mov     rdi,[rsp+0x40]
  00108a  mov     r8,[rsp+0x48]
  001092  mov     r9,[rsp+0x50]
  00109a  mov     r10,[rsp+0x58]
  0010a2  add     rsp,0x70
  0010a9  test    rdx,rdx
  0010ac  je      0x000000000000148e
  0010b2  jmp     0x0000000000000e8a
  0010b7  sub     rsp,0x70
  0010be  mov     [rsp+0x30],rcx
  0010c6  mov     [rsp+0x38],rsi
  0010ce  mov     [rsp+0x40],rdi
  0010d6  mov     [rsp+0x48],r8
  0010de  mov     [rsp+0x50],r9
  0010e6  mov     [rsp+0x58],r10
  0010ee  mov     [rsp],r14
  0010f6  mov     qword ptr [rsp+8],3
  001102  mov     [rsp+0x10],r15
  00110a  mov     qword ptr [rsp+0x18],1
  001116  mov     [rsp+0x20],rsi
  00111e  mov     qword ptr [rsp+0x28],1
  00112a  mov     rdi,[rbp+0x20]
  001131  mov     esi,0xe
  001136  mov     rdx,rsp
  001139  mov     rcx,0xfffffffffffffff2
  001143  mov     r8,0xfffffffffffffff2
  00114d  mov     r9,0
  001157  mov     rax,<list_op>
  001161  call    rax
  001163  mov     r11,rax
  001166  mov     rcx,[rsp+0x30]
  00116e  mov     rsi,[rsp+0x38]
  001176  mov     rdi,[rsp+0x40]
  00117e  mov     r8,[rsp+0x48]
  001186  mov     r9,[rsp+0x50]
  00118e  mov     r10,[rsp+0x58]
  001196  add     rsp,0x70
  00119d  test    rdx,rdx
  0011a0  je      0x00000000000014ba
  0011a6  mov     r14,r11
  0011a9  mov     rdi,[r14+0x10]
  0011b1  jmp     0x0000000000000eb3
  0011b6  sub     rsp,0x70
  0011bd  mov     [rsp+0x30],rcx
  0011c5  mov     [rsp+0x38],rsi
  0011cd  mov     [rsp+0x40],rdi
  0011d5  mov     [rsp+0x48],r8
  0011dd  mov     [rsp+0x50],r9
  0011e5  mov     [rsp+0x58],r10
  0011ed  mov     [rsp],rsi
  0011f5  mov     qword ptr [rsp+8],1
  001201  mov     rdi,[rbp+0x20]
  001208  mov     esi,0x14
  00120d  mov     rdx,rsp
  001210  mov     rcx,1
  00121a  mov     r8,0
  001224  mov     r9,0
  00122e  mov     rax,<call_op>
  001238  call    rax
  00123a  mov     r11,rax
  00123d  mov     rcx,[rsp+0x30]
  001245  mov     rsi,[rsp+0x38]
  00124d  mov     rdi,[rsp+0x40]
  001255  mov     r8,[rsp+0x48]
  00125d  mov     r9,[rsp+0x50]
  001265  mov     r10,[rsp+0x58]
  00126d  add     rsp,0x70
  001274  test    rdx,rdx
  001277  je      0x00000000000014ed
  00127d  jmp     0x0000000000000ee6
; exits
  001282  mov     rax,0x2fffffffe
  00128c  jmp     0x0000000000000016
  001291  mov     [rbp+0x10],r12
  001298  mov     qword ptr [rbp+0x18],3
  0012a3  mov     [rbp+0x98],r14
  0012aa  mov     qword ptr [rbp+0x140],3
  0012b5  mov     rdi,[rbp+0x20]
  0012bc  mov     rsi,8
  0012c6  mov     rdx,0
  0012d0  mov     rax,<exit_lists>
  0012da  call    rax
  0012dc  mov     rax,0x200000000
  0012e6  jmp     0x0000000000000016
  0012eb  mov     [rbp+0x10],r13
  0012f2  mov     qword ptr [rbp+0x18],3
  0012fd  mov     [rbp+0x98],r14
  001304  mov     qword ptr [rbp+0x140],3
  00130f  mov     rdi,[rbp+0x20]
  001316  mov     rsi,8
  001320  mov     rdx,0
  00132a  mov     rax,<exit_lists>
  001334  call    rax
  001336  mov     rax,0x200000001
  001340  jmp     0x0000000000000016
  001345  mov     [rbp+0x10],rsi
  00134c  mov     qword ptr [rbp+0x18],1
  001357  mov     [rbp+0x98],r14
  00135e  mov     qword ptr [rbp+0x140],3
  001369  mov     rax,0x200000002
  001373  jmp     0x0000000000000016
  001378  mov     [rbp+0x98],r14
  00137f  mov     qword ptr [rbp+0x140],3
  00138a  mov     rax,0x200000003
  001394  jmp     0x0000000000000016
  001399  mov     [rbp+0x98],r14
  0013a0  mov     qword ptr [rbp+0x140],3
  0013ab  mov     rax,0x200000004
  0013b5  jmp     0x0000000000000016
  0013ba  mov     [rbp+0x98],r14
  0013c1  mov     qword ptr [rbp+0x140],3
  0013cc  mov     rax,0x200000005
  0013d6  jmp     0x0000000000000016
  0013db  add     rsi,1
  0013e2  mov     [rbp+0x98],r14
  0013e9  mov     qword ptr [rbp+0x140],3
  0013f4  mov     rax,0x200000006
  0013fe  jmp     0x0000000000000016
  001403  mov     [rbp+0x98],r14
  00140a  mov     qword ptr [rbp+0x140],3
  001415  mov     qword ptr [rbp+0xa8],0x21
  001420  mov     rax,0x200000009
  00142a  jmp     0x0000000000000016
  00142f  mov     [rbp+0x98],r14
  001436  mov     qword ptr [rbp+0x140],3
  001441  mov     qword ptr [rbp+0xa8],0x21
  00144c  mov     rax,0x20000000d
  001456  jmp     0x0000000000000016
  00145b  mov     [rbp+0x98],r14
  001462  mov     qword ptr [rbp+0x140],3
  00146d  mov     [rbp+0xb8],rsi
  001474  mov     qword ptr [rbp+0x160],1
  00147f  mov     rax,0x200000007
  001489  jmp     0x0000000000000016
  00148e  mov     [rbp+0x98],r14
  001495  mov     qword ptr [rbp+0x140],3
  0014a0  mov     qword ptr [rbp+0xa8],0x20
  0014ab  mov     rax,0x200000008
  0014b5  jmp     0x0000000000000016
  0014ba  mov     [rbp+0x98],r14
  0014c1  mov     qword ptr [rbp+0x140],3
  0014cc  mov     [rbp+0xb8],rsi
  0014d3  mov     qword ptr [rbp+0x160],1
  0014de  mov     rax,0x20000000b
  0014e8  jmp     0x0000000000000016
  0014ed  mov     [rbp+0x98],r14
  0014f4  mov     qword ptr [rbp+0x140],3
  0014ff  mov     qword ptr [rbp+0xa8],0x20
  00150a  mov     rax,0x20000000c
  001514  jmp     0x0000000000000016

; T3: 2654 bytes
; v0:int = input n
  001520  cmp     qword ptr [rbp+0xd8],1
  00152b  jne     0x0000000000001b2c
  001531  mov     rbx,[rbp+0x30]
; v1:list = input src
  001538  cmp     qword ptr [rbp+0xe0],3
  001543  jne     0x0000000000001b2c
  001549  mov     r12,[rbp+0x38]
; v2:list = input jumps
  001550  cmp     qword ptr [rbp+0xe8],3
  00155b  jne     0x0000000000001b2c
  001561  mov     r13,[rbp+0x40]
; v3:list = input tape
  001568  cmp     qword ptr [rbp+0x140],3
  001573  jne     0x0000000000001b2c
  001579  mov     r14,[rbp+0x98]
; v4:int = input p
  001580  cmp     qword ptr [rbp+0x148],1
  00158b  jne     0x0000000000001b2c
  001591  mov     r15,[rbp+0xa0]
; v5:int = input pc
  001598  cmp     qword ptr [rbp+0x150],1
  0015a3  jne     0x0000000000001b2c
  0015a9  mov     rsi,[rbp+0xa8]
; guard_value v1, <list of 67> => loop/0 (0) {tape=v3, p=v4}
  0015b0  mov     rax,<list k0>
  0015ba  cmp     r12,rax
  0015bd  jne     0x0000000000001b3b
; guard_value v2, <list of 67> => loop_jumps/0 (1) {tape=v3, p=v4}
  0015c3  mov     rax,<list k1>
  0015cd  cmp     r13,rax
  0015d0  jne     0x0000000000001b9c
; guard_value v5, 58 => loop_pc/0 (2) {tape=v3, p=v4}
  0015d6  cmp     rsi,0x3a
  0015dd  jne     0x0000000000001bfd
  0015e3  jmp     0x00000000000015fd
  0015e8  mov     rbx,[rbp+0x30]
  0015ef  mov     r14,[rbp+0x98]
  0015f6  mov     r15,[rbp+0xa0]
; v9:int = le 63, v0
; guard_true v9 => dispatch/0 (3) {tape=v3, p=v4}
  0015fd  mov     r11,0x3f
  001604  cmp     r11,rbx
  001607  jg      0x0000000000001c37
; guard_words v3 => minus/0 (6) {tape=v3, p=v4}
  00160d  cmp     qword ptr [r14+8],0
  001619  jne     0x0000000000001c5f
; v12:int = readlist v3, v4 words => minus/0 (6) {tape=v3, p=v4}
  00161f  cmp     r15,[r14]
  001627  jae     0x0000000000001c87
  00162d  mov     rax,[r14+0x10]
  001635  mov     rsi,[rax+r15*8]
; v13:int = sub v12, 1 => minus/0 (6) {tape=v3, p=v4}
  00163a  sub     rsi,1
  001641  jo      0x0000000000001caf
; v14:int = and v13, 255
  001647  and     rsi,0xff
; v15:list = set v3, v4, v14 owned words in_bounds => minus/3 (6) {tape=v3, p=v4, x=v14}
  00164e  mov     rax,[r14-0x10]
  001656  add     rax,[r14-8]
  00165e  cmp     rax,2
  001664  jne     0x0000000000001740
  00166a  mov     rax,[r14+0x10]
  001672  mov     [rax+r15*8],rsi
; v16:int = add_nov v4, 1
  001677  lea     rsi,[r15+1]
; v17:int = and v16, 65535
  00167f  and     rsi,0xffff
; v18:int = len v15
  001686  mov     r13,[r14]
; v19:int = lt 65535, v18
; guard_true v19 => plus/0 (22) {tape=v15, p=v17, pc=60}
  00168e  mov     r11,0xffff
  001695  cmp     r11,r13
  001698  jge     0x0000000000001cde
; v21:int = readlist v15, v17 words in_bounds => plus/0 (22) {tape=v15, p=v17, pc=60}
  00169e  mov     rax,[r14+0x10]
  0016a6  mov     r13,[rax+rsi*8]
; v22:int = add v21, 1 => plus/0 (22) {tape=v15, p=v17, pc=60}
  0016ab  add     r13,1
  0016b2  jo      0x0000000000001d44
; v23:int = and v22, 255
  0016b8  and     r13,0xff
; v24:list = set v15, v17, v23 owned words in_bounds => plus/3 (22) {tape=v15, p=v17, pc=60, x=v23}
  0016bf  mov     rax,[r14+0x10]
  0016c7  mov     [rax+rsi*8],r13
; v25:int = and v4, 65535
  0016cc  and     r15,0xffff
; v26:int = readlist v24, v25 words in_bounds => close_bracket/0 (46) {tape=v24, p=v25, pc=62}
  0016d3  mov     rax,[r14+0x10]
  0016db  mov     r12,[rax+r15*8]
; guard_true v26 => close_bracket/0 (46) {tape=v24, p=v25, pc=62}
  0016e0  test    r12,r12
  0016e3  je      0x0000000000001db1
; guard_steps => loop/0 (49) {tape=v24, p=v25}
; v29:list = phi tape v24
; v30:int = phi - v26
; v31:int = phi - v23
; loop (49) {tape=v29, p=v25}
  0016e9  mov     rdi,[r14+0x10]
  0016f1  nop     [rax+rax]
  0016fa  nop     [rax+rax]
; v33:int = sub v30, 1 => minus/0 (6) {tape=v29, p=v25}
  001700  sub     r12,1
  001707  jo      0x0000000000001de4
; v34:int = and v33, 255
  00170d  and     r12,0xff
; v35:list = set v29, v25, v34 owned words in_bounds => minus/3 (6) {tape=v29, p=v25, x=v34}
  001714  mov     [rdi+r15*8],r12
; v36:int = add v31, 1 => plus/0 (22) {tape=v35, p=v17, pc=60}
  001719  add     r13,1
  001720  jo      0x0000000000001e13
; v37:int = and v36, 255
  001726  and     r13,0xff
; v38:list = set v35, v17, v37 owned words in_bounds => plus/3 (22) {tape=v35, p=v17, pc=60, x=v37}
  00172d  mov     [rdi+rsi*8],r13
; guard_true v34 => close_bracket/0 (46) {tape=v38, p=v25, pc=62}
  001732  test    r12,r12
  001735  jne     0x0000000000001700
  00173b  jmp     0x0000000000001e4d
; guard_steps => loop/0 (49) {tape=v38, p=v25}
; jump (49) v29 <- v38, v30 <- v34, v31 <- v37
  001740  sub     rsp,0x70
  001747  mov     [rsp+0x30],rcx
  00174f  mov     [rsp+0x38],rsi
  001757  mov     [rsp+0x40],rdi
  00175f  mov     [rsp+0x48],r8
  001767  mov     [rsp+0x50],r9
  00176f  mov     [rsp+0x58],r10
  001777  mov     [rsp],r14
  00177f  mov     qword ptr [rsp+8],3
  00178b  mov     [rsp+0x10],r15
  001793  mov     qword ptr [rsp+0x18],1
  00179f  mov     [rsp+0x20],rsi
  0017a7  mov     qword ptr [rsp+0x28],1
  0017b3  mov     rdi,[rbp+0x20]
  0017ba  mov     esi,0xe
  0017bf  mov     rdx,rsp
  0017c2  mov     rcx,0xfffffffffffffff2
  0017cc  mov     r8,0xfffffffffffffff2
  0017d6  mov     r9,0
  0017e0  mov     rax,<list_op>
  0017ea  call    rax
  0017ec  mov     r11,rax
  0017ef  mov     rcx,[rsp+0x30]
  0017f7  mov     rsi,[rsp+0x38]
  0017ff  mov     rdi,[rsp+0x40]
  001807  mov     r8,[rsp+0x48]
  00180f  mov     r9,[rsp+0x50]
  001817  mov     r10,[rsp+0x58]
  00181f  add     rsp,0x70
  001826  test    rdx,rdx
  001829  je      0x0000000000001e80
  00182f  mov     r14,r11
  001832  jmp     0x0000000000001677
  001837  sub     rsp,0x70
  00183e  mov     [rsp+0x30],rcx
  001846  mov     [rsp+0x38],rsi
  00184e  mov     [rsp+0x40],rdi
  001856  mov     [rsp+0x48],r8
  00185e  mov     [rsp+0x50],r9
  001866  mov     [rsp+0x58],r10
  00186e  mov     [rsp],r14
  001876  mov     qword ptr [rsp+8],3
  001882  mov     [rsp+0x10],rsi
  00188a  mov     qword ptr [rsp+0x18],1
  001896  mov     [rsp+0x20],r13
  00189e  mov     qword ptr [rsp+0x28],1
  0018aa  mov     rdi,[rbp+0x20]
  0018b1  mov     esi,0xe
  0018b6  mov     rdx,rsp
  0018b9  mov     rcx,0xfffffffffffffff2
  0018c3  mov     r8,0xfffffffffffffff2
  0018cd  mov     r9,0
  0018d7  mov     rax,<list_op>
  0018e1  call    rax
  0018e3  mov     r11,rax
  0018e6  mov     rcx,[rsp+0x30]
  0018ee  mov     rsi,[rsp+0x38]
  0018f6  mov     rdi,[rsp+0x40]
  0018fe  mov     r8,[rsp+0x48]
  001906  mov     r9,[rsp+0x50]
  00190e  mov     r10,[rsp+0x58]
  001916  add     rsp,0x70
  00191d  test    rdx,rdx
  001920  je      0x0000000000001eba
  001926  mov     r14,r11
  001929  jmp     0x00000000000016cc
  00192e  sub     rsp,0x70
  001935  mov     [rsp+0x30],rcx
  00193d  mov     [rsp+0x38],rsi
  001945  mov     [rsp+0x40],rdi
  00194d  mov     [rsp+0x48],r8
  001955  mov     [rsp+0x50],r9
  00195d  mov     [rsp+0x58],r10
  001965  mov     [rsp],r14
  00196d  mov     qword ptr [rsp+8],3
  001979  mov     [rsp+0x10],r15
  001981  mov     qword ptr [rsp+0x18],1
  00198d  mov     [rsp+0x20],r12
  001995  mov     qword ptr [rsp+0x28],1
  0019a1  mov     rdi,[rbp+0x20]
  0019a8  mov     esi,0xe
  0019ad  mov     rdx,rsp
  0019b0  mov     rcx,0xfffffffffffffff2
  0019ba  mov     r8,0xfffffffffffffff2
  0019c4  mov     r9,0
  0019ce  mov     rax,<list_op>
  0019d8  call    rax
  0019da  mov     r11,rax
  0019dd  mov     rcx,[rsp+0x30]
  0019e5  mov     rsi,[rsp+0x38]
  0019ed  mov     rdi,[rsp+0x40]
  0019f5  mov     r8,[rsp+0x48]
  0019fd  mov     r9,[rsp+0x50]
  001a05  mov     r10,[rsp+0x58]
  001a0d  add     rsp,0x70
  001a14  test    rdx,rdx
  001a17  je      0x0000000000001eff
  001a1d  mov     r14,r11
  001a20  mov     rdi,[r14+0x10]
  001a28  jmp     0x0000000000001719
  001a2d  sub     rsp,0x70
  001a34  mov     [rsp+0x30],rcx
  001a3c  mov     [rsp+0x38],rsi
  001a44  mov     [rsp+0x40],rdi
  001a4c  mov     [rsp+0x48],r8
  001a54  mov     [rsp+0x50],r9
  001a5c  mov     [rsp+0x58],r10
  001a64  mov     [rsp],r14
  001a6c  mov     qword ptr [rsp+8],3
  001a78  mov     [rsp+0x10],rsi
  001a80  mov     qword ptr [rsp+0x18],1
  001a8c  mov     [rsp+0x20],r13
  001a94  mov     qword ptr [rsp+0x28],1
  001aa0  mov     rdi,[rbp+0x20]
  001aa7  mov     esi,0xe
  001aac  mov     rdx,rsp
  001aaf  mov     rcx,0xfffffffffffffff2
  001ab9  mov     r8,0xfffffffffffffff2
  001ac3  mov     r9,0
  001acd  mov     rax,<list_op>
  001ad7  call    rax
  001ad9  mov     r11,rax
  001adc  mov     rcx,[rsp+0x30]
  001ae4  mov     rsi,[rsp+0x38]
  001aec  mov     rdi,[rsp+0x40]
  001af4  mov     r8,[rsp+0x48]
  001afc  mov     r9,[rsp+0x50]
  001b04  mov     r10,[rsp+0x58]
  001b0c  add     rsp,0x70
  001b13  test    rdx,rdx
  001b16  je      0x0000000000001f39
  001b1c  mov     r14,r11
  001b1f  mov     rdi,[r14+0x10]
  001b27  jmp     0x0000000000001732
; exits
  001b2c  mov     rax,0x3fffffffe
  001b36  jmp     0x0000000000000016
  001b3b  mov     [rbp+0x10],r12
  001b42  mov     qword ptr [rbp+0x18],3
  001b4d  mov     [rbp+0x98],r14
  001b54  mov     qword ptr [rbp+0x140],3
  001b5f  mov     [rbp+0xa0],r15
  001b66  mov     rdi,[rbp+0x20]
  001b6d  mov     rsi,8
  001b77  mov     rdx,0
  001b81  mov     rax,<exit_lists>
  001b8b  call    rax
  001b8d  mov     rax,0x300000000
  001b97  jmp     0x0000000000000016
  001b9c  mov     [rbp+0x10],r13
  001ba3  mov     qword ptr [rbp+0x18],3
  001bae  mov     [rbp+0x98],r14
  001bb5  mov     qword ptr [rbp+0x140],3
  001bc0  mov     [rbp+0xa0],r15
  001bc7  mov     rdi,[rbp+0x20]
  001bce  mov     rsi,8
  001bd8  mov     rdx,0
  001be2  mov     rax,<exit_lists>
  001bec  call    rax
  001bee  mov     rax,0x300000001
  001bf8  jmp     0x0000000000000016
  001bfd  mov     [rbp+0x10],rsi
  001c04  mov     qword ptr [rbp+0x18],1
  001c0f  mov     [rbp+0x98],r14
  001c16  mov     qword ptr [rbp+0x140],3
  001c21  mov     [rbp+0xa0],r15
  001c28  mov     rax,0x300000002
  001c32  jmp     0x0000000000000016
  001c37  mov     [rbp+0x98],r14
  001c3e  mov     qword ptr [rbp+0x140],3
  001c49  mov     [rbp+0xa0],r15
  001c50  mov     rax,0x300000003
  001c5a  jmp     0x0000000000000016
  001c5f  mov     [rbp+0x98],r14
  001c66  mov     qword ptr [rbp+0x140],3
  001c71  mov     [rbp+0xa0],r15
  001c78  mov     rax,0x300000004
  001c82  jmp     0x0000000000000016
  001c87  mov     [rbp+0x98],r14
  001c8e  mov     qword ptr [rbp+0x140],3
  001c99  mov     [rbp+0xa0],r15
  001ca0  mov     rax,0x300000005
  001caa  jmp     0x0000000000000016
  001caf  add     rsi,1
  001cb6  mov     [rbp+0x98],r14
  001cbd  mov     qword ptr [rbp+0x140],3
  001cc8  mov     [rbp+0xa0],r15
  001ccf  mov     rax,0x300000006
  001cd9  jmp     0x0000000000000016
  001cde  mov     [rbp+0x98],r14
  001ce5  mov     qword ptr [rbp+0x140],3
  001cf0  mov     [rbp+0xa0],rsi
  001cf7  mov     qword ptr [rbp+0xa8],0x3c
  001d02  mov     rax,0x300000008
  001d0c  jmp     0x0000000000000016
  001d11  mov     [rbp+0x98],r14
  001d18  mov     qword ptr [rbp+0x140],3
  001d23  mov     [rbp+0xa0],rsi
  001d2a  mov     qword ptr [rbp+0xa8],0x3c
  001d35  mov     rax,0x300000009
  001d3f  jmp     0x0000000000000016
  001d44  sub     r13,1
  001d4b  mov     [rbp+0x98],r14
  001d52  mov     qword ptr [rbp+0x140],3
  001d5d  mov     [rbp+0xa0],rsi
  001d64  mov     qword ptr [rbp+0xa8],0x3c
  001d6f  mov     rax,0x30000000a
  001d79  jmp     0x0000000000000016
  001d7e  mov     [rbp+0x98],r14
  001d85  mov     qword ptr [rbp+0x140],3
  001d90  mov     [rbp+0xa0],r15
  001d97  mov     qword ptr [rbp+0xa8],0x3e
  001da2  mov     rax,0x30000000c
  001dac  jmp     0x0000000000000016
  001db1  mov     [rbp+0x98],r14
  001db8  mov     qword ptr [rbp+0x140],3
  001dc3  mov     [rbp+0xa0],r15
  001dca  mov     qword ptr [rbp+0xa8],0x3e
  001dd5  mov     rax,0x30000000d
  001ddf  jmp     0x0000000000000016
  001de4  add     r12,1
  001deb  mov     [rbp+0x98],r14
  001df2  mov     qword ptr [rbp+0x140],3
  001dfd  mov     [rbp+0xa0],r15
  001e04  mov     rax,0x30000000f
  001e0e  jmp     0x0000000000000016
  001e13  sub     r13,1
  001e1a  mov     [rbp+0x98],r14
  001e21  mov     qword ptr [rbp+0x140],3
  001e2c  mov     [rbp+0xa0],rsi
  001e33  mov     qword ptr [rbp+0xa8],0x3c
  001e3e  mov     rax,0x300000011
  001e48  jmp     0x0000000000000016
  001e4d  mov     [rbp+0x98],r14
  001e54  mov     qword ptr [rbp+0x140],3
  001e5f  mov     [rbp+0xa0],r15
  001e66  mov     qword ptr [rbp+0xa8],0x3e
  001e71  mov     rax,0x300000013
  001e7b  jmp     0x0000000000000016
  001e80  mov     [rbp+0x98],r14
  001e87  mov     qword ptr [rbp+0x140],3
  001e92  mov     [rbp+0xa0],r15
  001e99  mov     [rbp+0xb8],rsi
  001ea0  mov     qword ptr [rbp+0x160],1
  001eab  mov     rax,0x300000007
  001eb5  jmp     0x0000000000000016
  001eba  mov     [rbp+0x98],r14
  001ec1  mov     qword ptr [rbp+0x140],3
  001ecc  mov     [rbp+0xa0],rsi
  001ed3  mov     qword ptr [rbp+0xa8],0x3c
  001ede  mov     [rbp+0xb8],r13
  001ee5  mov     qword ptr [rbp+0x160],1
  001ef0  mov     rax,0x30000000b
  001efa  jmp     0x0000000000000016
  001eff  mov     [rbp+0x98],r14
  001f06  mov     qword ptr [rbp+0x140],3
  001f11  mov     [rbp+0xa0],r15
  001f18  mov     [rbp+0xb8],r12
  001f1f  mov     qword ptr [rbp+0x160],1
  001f2a  mov     rax,0x300000010
  001f34  jmp     0x0000000000000016
  001f39  mov     [rbp+0x98],r14
  001f40  mov     qword ptr [rbp+0x140],3
  001f4b  mov     [rbp+0xa0],rsi
  001f52  mov     qword ptr [rbp+0xa8],0x3c
  001f5d  mov     [rbp+0xb8],r13
  001f64  mov     qword ptr [rbp+0x160],1
  001f6f  mov     rax,0x300000012
  001f79  jmp     0x0000000000000016

; T4: 1478 bytes
; v0:int = input n
  001f80  cmp     qword ptr [rbp+0xd8],1
  001f8b  jne     0x0000000000002307
  001f91  mov     rbx,[rbp+0x30]
; v1:list = input src
  001f98  cmp     qword ptr [rbp+0xe0],3
  001fa3  jne     0x0000000000002307
  001fa9  mov     r12,[rbp+0x38]
; v2:list = input jumps
  001fb0  cmp     qword ptr [rbp+0xe8],3
  001fbb  jne     0x0000000000002307
  001fc1  mov     r13,[rbp+0x40]
; v3:list = input tape
  001fc8  cmp     qword ptr [rbp+0x140],3
  001fd3  jne     0x0000000000002307
  001fd9  mov     r14,[rbp+0x98]
; v4:int = input p
  001fe0  cmp     qword ptr [rbp+0x148],1
  001feb  jne     0x0000000000002307
  001ff1  mov     r15,[rbp+0xa0]
; v5:int = input pc
  001ff8  cmp     qword ptr [rbp+0x150],1
  002003  jne     0x0000000000002307
  002009  mov     rsi,[rbp+0xa8]
; guard_value v1, <list of 67> => loop/0 (0) {tape=v3}
  002010  mov     rax,<list k0>
  00201a  cmp     r12,rax
  00201d  jne     0x0000000000002316
; guard_value v2, <list of 67> => loop_jumps/0 (1) {tape=v3}
  002023  mov     rax,<list k1>
  00202d  cmp     r13,rax
  002030  jne     0x0000000000002370
; guard_value v5, 65 => loop_pc/0 (2) {tape=v3}
  002036  cmp     rsi,0x41
  00203d  jne     0x00000000000023ca
  002043  jmp     0x000000000000205d
  002048  mov     rbx,[rbp+0x30]
  00204f  mov     r14,[rbp+0x98]
  002056  mov     r15,[rbp+0xa0]
; v9:int = le 67, v0
; guard_true v9 => dispatch/0 (3) {tape=v3}
  00205d  mov     r11,0x43
  002064  cmp     r11,rbx
  002067  jg      0x00000000000023fd
; guard_words v3 => minus/0 (6) {tape=v3}
  00206d  cmp     qword ptr [r14+8],0
  002079  jne     0x000000000000241e
; v12:int = readlist v3, v4 words => minus/0 (6) {tape=v3}
  00207f  cmp     r15,[r14]
  002087  jae     0x000000000000243f
  00208d  mov     rax,[r14+0x10]
  002095  mov     rsi,[rax+r15*8]
; v13:int = sub v12, 1 => minus/0 (6) {tape=v3}
  00209a  sub     rsi,1
  0020a1  jo      0x0000000000002460
; v14:int = and v13, 255
  0020a7  and     rsi,0xff
; v15:list = set v3, v4, v14 owned words in_bounds => minus/3 (6) {tape=v3, x=v14}
  0020ae  mov     rax,[r14-0x10]
  0020b6  add     rax,[r14-8]
  0020be  cmp     rax,2
  0020c4  jne     0x0000000000002111
  0020ca  mov     rax,[r14+0x10]
  0020d2  mov     [rax+r15*8],rsi
; guard_true v14 => close_bracket/0 (20) {tape=v15, pc=66}
  0020d7  test    rsi,rsi
  0020da  je      0x0000000000002488
; guard_steps => loop/0 (23) {tape=v15}
; v18:list = phi tape v15
; v19:int = phi - v14
; loop (23) {tape=v18}
  0020e0  mov     rdi,[r14+0x10]
  0020e8  nop     [rax+rax]
; v21:int = sub_nov v19, 1
  0020f0  sub     rsi,1
; v22:int = and v21, 255
  0020f7  and     rsi,0xff
; v23:list = set v18, v4, v22 owned words in_bounds => minus/3 (6) {tape=v18, x=v22}
  0020fe  mov     [rdi+r15*8],rsi
; guard_true v22 => close_bracket/0 (20) {tape=v23, pc=66}
  002103  test    rsi,rsi
  002106  jne     0x00000000000020f0
  00210c  jmp     0x00000000000024b4
; guard_steps => loop/0 (23) {tape=v23}
; jump (23) v18 <- v23, v19 <- v22
  002111  sub     rsp,0x70
  002118  mov     [rsp+0x30],rcx
  002120  mov     [rsp+0x38],rsi
  002128  mov     [rsp+0x40],rdi
  002130  mov     [rsp+0x48],r8
  002138  mov     [rsp+0x50],r9
  002140  mov     [rsp+0x58],r10
  002148  mov     [rsp],r14
  002150  mov     qword ptr [rsp+8],3
  00215c  mov     [rsp+0x10],r15
  002164  mov     qword ptr [rsp+0x18],1
  002170  mov     [rsp+0x20],rsi
  002178  mov     qword ptr [rsp+0x28],1
  002184  mov     rdi,[rbp+0x20]
  00218b  mov     esi,0xe
  002190  mov     rdx,rsp
  002193  mov     rcx,0xfffffffffffffff2
  00219d  mov     r8,0xfffffffffffffff2
  0021a7  mov     r9,0
  0021b1  mov     rax,<list_op>
  0021bb  call    rax
  0021bd  mov     r11,rax
  0021c0  mov     rcx,[rsp+0x30]
  0021c8  mov     rsi,[rsp+0x38]
  0021d0  mov     rdi,[rsp+0x40]
  0021d8  mov     r8,[rsp+0x48]
  0021e0  mov     r9,[rsp+0x50]
  0021e8  mov     r10,[rsp+0x58]
  0021f0  add     rsp,0x70
  0021f7  test    rdx,rdx
  0021fa  je      0x00000000000024e0
  002200  mov     r14,r11
  002203  jmp     0x00000000000020d7
  002208  sub     rsp,0x70
  00220f  mov     [rsp+0x30],rcx
  002217  mov     [rsp+0x38],rsi
  00221f  mov     [rsp+0x40],rdi
  002227  mov     [rsp+0x48],r8
  00222f  mov     [rsp+0x50],r9
  002237  mov     [rsp+0x58],r10
  00223f  mov     [rsp],r14
  002247  mov     qword ptr [rsp+8],3
  002253  mov     [rsp+0x10],r15
  00225b  mov     qword ptr [rsp+0x18],1
  002267  mov     [rsp+0x20],rsi
  00226f  mov     qword ptr [rsp+0x28],1
  00227b  mov     rdi,[rbp+0x20]
  002282  mov     esi,0xe
  002287  mov     rdx,rsp
  00228a  mov     rcx,0xfffffffffffffff2
  002294  mov     r8,0xfffffffffffffff2
  00229e  mov     r9,0
  0022a8  mov     rax,<list_op>
  0022b2  call    rax
  0022b4  mov     r11,rax
  0022b7  mov     rcx,[rsp+0x30]
  0022bf  mov     rsi,[rsp+0x38]
  0022c7  mov     rdi,[rsp+0x40]
  0022cf  mov     r8,[rsp+0x48]
  0022d7  mov     r9,[rsp+0x50]
  0022df  mov     r10,[rsp+0x58]
  0022e7  add     rsp,0x70
  0022ee  test    rdx,rdx
  0022f1  je      0x0000000000002513
  0022f7  mov     r14,r11
  0022fa  mov     rdi,[r14+0x10]
  002302  jmp     0x0000000000002103
; exits
  002307  mov     rax,0x4fffffffe
  002311  jmp     0x0000000000000016
  002316  mov     [rbp+0x10],r12
  00231d  mov     qword ptr [rbp+0x18],3
  002328  mov     [rbp+0x98],r14
  00232f  mov     qword ptr [rbp+0x140],3
  00233a  mov     rdi,[rbp+0x20]
  002341  mov     rsi,8
  00234b  mov     rdx,0
  002355  mov     rax,<exit_lists>
  00235f  call    rax
  002361  mov     rax,0x400000000
  00236b  jmp     0x0000000000000016
  002370  mov     [rbp+0x10],r13
  002377  mov     qword ptr [rbp+0x18],3
  002382  mov     [rbp+0x98],r14
  002389  mov     qword ptr [rbp+0x140],3
  002394  mov     rdi,[rbp+0x20]
  00239b  mov     rsi,8
  0023a5  mov     rdx,0
  0023af  mov     rax,<exit_lists>
  0023b9  call    rax
  0023bb  mov     rax,0x400000001
  0023c5  jmp     0x0000000000000016
  0023ca  mov     [rbp+0x10],rsi
  0023d1  mov     qword ptr [rbp+0x18],1
  0023dc  mov     [rbp+0x98],r14
  0023e3  mov     qword ptr [rbp+0x140],3
  0023ee  mov     rax,0x400000002
  0023f8  jmp     0x0000000000000016
  0023fd  mov     [rbp+0x98],r14
  002404  mov     qword ptr [rbp+0x140],3
  00240f  mov     rax,0x400000003
  002419  jmp     0x0000000000000016
  00241e  mov     [rbp+0x98],r14
  002425  mov     qword ptr [rbp+0x140],3
  002430  mov     rax,0x400000004
  00243a  jmp     0x0000000000000016
  00243f  mov     [rbp+0x98],r14
  002446  mov     qword ptr [rbp+0x140],3
  002451  mov     rax,0x400000005
  00245b  jmp     0x0000000000000016
  002460  add     rsi,1
  002467  mov     [rbp+0x98],r14
  00246e  mov     qword ptr [rbp+0x140],3
  002479  mov     rax,0x400000006
  002483  jmp     0x0000000000000016
  002488  mov     [rbp+0x98],r14
  00248f  mov     qword ptr [rbp+0x140],3
  00249a  mov     qword ptr [rbp+0xa8],0x42
  0024a5  mov     rax,0x400000008
  0024af  jmp     0x0000000000000016
  0024b4  mov     [rbp+0x98],r14
  0024bb  mov     qword ptr [rbp+0x140],3
  0024c6  mov     qword ptr [rbp+0xa8],0x42
  0024d1  mov     rax,0x40000000b
  0024db  jmp     0x0000000000000016
  0024e0  mov     [rbp+0x98],r14
  0024e7  mov     qword ptr [rbp+0x140],3
  0024f2  mov     [rbp+0xb8],rsi
  0024f9  mov     qword ptr [rbp+0x160],1
  002504  mov     rax,0x400000007
  00250e  jmp     0x0000000000000016
  002513  mov     [rbp+0x98],r14
  00251a  mov     qword ptr [rbp+0x140],3
  002525  mov     [rbp+0xb8],rsi
  00252c  mov     qword ptr [rbp+0x160],1
  002537  mov     rax,0x40000000a
  002541  jmp     0x0000000000000016
