; T0: 571 bytes
; v0:int = input n
  000030  cmp     qword ptr [rbp+0xd8],1
  00003b  jne     0x0000000000000172
  000041  mov     rbx,[rbp+0x30]
; v1:list = input src
  000048  cmp     qword ptr [rbp+0xe0],3
  000053  jne     0x0000000000000172
  000059  mov     r12,[rbp+0x38]
; v2:list = input jumps
  000060  cmp     qword ptr [rbp+0xe8],3
  00006b  jne     0x0000000000000172
; v3:list = input stack
  000071  cmp     qword ptr [rbp+0xf0],3
  00007c  jne     0x0000000000000172
; v4:int = input sp
  000082  cmp     qword ptr [rbp+0xf8],1
  00008d  jne     0x0000000000000172
; v5:int = input i
  000093  cmp     qword ptr [rbp+0x100],1
  00009e  jne     0x0000000000000172
  0000a4  mov     r13,[rbp+0x58]
  0000ab  jmp     0x00000000000000c5
  0000b0  mov     rbx,[rbp+0x30]
  0000b7  mov     r12,[rbp+0x38]
  0000be  mov     r13,[rbp+0x58]
; v6:int = lt v5, v0
; guard_true v6 => match/0 (0) {i=v5}
  0000c5  cmp     r13,rbx
  0000c8  jge     0x0000000000000181
; guard_words v1 => match_command/0 (1) {i=v5}
  0000ce  cmp     qword ptr [r12+8],0
  0000da  jne     0x0000000000000197
; v9:int = readlist v1, v5 words => match_command/0 (1) {i=v5}
  0000e0  cmp     r13,[r12]
  0000e8  jae     0x00000000000001ad
  0000ee  mov     rax,[r12+0x10]
  0000f6  mov     r14,[rax+r13*8]
; v10:int = eq v9, 91
; guard_false v10 => match_command/0 (1) {i=v5}
  0000fb  cmp     r14,0x5b
  000102  je      0x00000000000001c3
; v12:int = eq v9, 93
; guard_false v12 => match_close/0 (2) {i=v5, c=v9}
  000108  cmp     r14,0x5d
  00010f  je      0x00000000000001d9
; v14:int = add_nov v5, 1
  000115  add     r13,1
; guard_steps => match/0 (4) {i=v14}
; v16:int = phi i v14
; loop (4)
  00011c  mov     r15,[r12+0x10]
  000124  nop     [rax+rax]
  00012d  nop     [rax]
; v18:int = lt v16, v0
; guard_true v18 => match/0 (0) {i=v16}
  000130  cmp     r13,rbx
  000133  jge     0x0000000000000201
; v20:int = readlist v1, v16 words => match_command/0 (1) {i=v16}
  000139  cmp     r13,[r12]
  000141  jae     0x0000000000000217
  000147  mov     r14,[r15+r13*8]
; v21:int = eq v20, 91
; guard_false v21 => match_command/0 (1) {i=v16}
  00014c  cmp     r14,0x5b
  000153  je      0x000000000000022d
; v23:int = eq v20, 93
; guard_false v23 => match_close/0 (2) {i=v16, c=v20}
  000159  cmp     r14,0x5d
  000160  je      0x0000000000000243
; v25:int = add_nov v16, 1
  000166  add     r13,1
; guard_steps => match/0 (4) {i=v25}
; jump (4) v16 <- v25
  00016d  jmp     0x0000000000000130
; exits
  000172  mov     rax,0xfffffffe
  00017c  jmp     0x0000000000000016
  000181  mov     [rbp+0x58],r13
  000188  mov     rax,0
  000192  jmp     0x0000000000000016
  000197  mov     [rbp+0x58],r13
  00019e  mov     rax,1
  0001a8  jmp     0x0000000000000016
  0001ad  mov     [rbp+0x58],r13
  0001b4  mov     rax,2
  0001be  jmp     0x0000000000000016
  0001c3  mov     [rbp+0x58],r13
  0001ca  mov     rax,3
  0001d4  jmp     0x0000000000000016
  0001d9  mov     [rbp+0x58],r13
  0001e0  mov     [rbp+0x68],r14
  0001e7  mov     qword ptr [rbp+0x110],1
  0001f2  mov     rax,4
  0001fc  jmp     0x0000000000000016
  000201  mov     [rbp+0x58],r13
  000208  mov     rax,6
  000212  jmp     0x0000000000000016
  000217  mov     [rbp+0x58],r13
  00021e  mov     rax,7
  000228  jmp     0x0000000000000016
  00022d  mov     [rbp+0x58],r13
  000234  mov     rax,8
  00023e  jmp     0x0000000000000016
  000243  mov     [rbp+0x58],r13
  00024a  mov     [rbp+0x68],r14
  000251  mov     qword ptr [rbp+0x110],1
  00025c  mov     rax,9
  000266  jmp     0x0000000000000016

; T1: 2618 bytes
; v0:int = input n
  000270  cmp     qword ptr [rbp+0xd8],1
  00027b  jne     0x0000000000000854
  000281  mov     rbx,[rbp+0x30]
; v1:list = input src
  000288  cmp     qword ptr [rbp+0xe0],3
  000293  jne     0x0000000000000854
  000299  mov     r12,[rbp+0x38]
; v2:list = input jumps
  0002a0  cmp     qword ptr [rbp+0xe8],3
  0002ab  jne     0x0000000000000854
  0002b1  mov     r13,[rbp+0x40]
; v3:list = input tape
  0002b8  cmp     qword ptr [rbp+0x140],3
  0002c3  jne     0x0000000000000854
  0002c9  mov     r14,[rbp+0x98]
; v4:int = input p
  0002d0  cmp     qword ptr [rbp+0x148],1
  0002db  jne     0x0000000000000854
  0002e1  mov     r15,[rbp+0xa0]
; v5:int = input pc
  0002e8  cmp     qword ptr [rbp+0x150],1
  0002f3  jne     0x0000000000000854
  0002f9  mov     rsi,[rbp+0xa8]
; guard_value v1, <list of 67> => loop/0 (0) {tape=v3, p=v4}
  000300  mov     rax,<list k0>
  00030a  cmp     r12,rax
  00030d  jne     0x0000000000000863
; guard_value v2, <list of 67> => loop_jumps/0 (1) {tape=v3, p=v4}
  000313  mov     rax,<list k1>
  00031d  cmp     r13,rax
  000320  jne     0x00000000000008c4
; guard_value v5, 24 => loop_pc/0 (2) {tape=v3, p=v4}
  000326  cmp     rsi,0x18
  00032d  jne     0x0000000000000925
  000333  jmp     0x000000000000034d
  000338  mov     rbx,[rbp+0x30]
  00033f  mov     r14,[rbp+0x98]
  000346  mov     r15,[rbp+0xa0]
; v9:int = le 29, v0
; guard_true v9 => dispatch/0 (3) {tape=v3, p=v4}
  00034d  mov     r11,0x1d
  000354  cmp     r11,rbx
  000357  jg      0x000000000000095f
; v11:int = add v4, 1 => right/0 (7) {tape=v3, p=v4}
  00035d  add     r15,1
  000364  jo      0x0000000000000987
; v12:int = and v11, 65535
  00036a  mov     rsi,r15
  00036d  and     rsi,0xffff
; guard_words v3 => plus/0 (14) {tape=v3, p=v12, pc=25}
  000374  cmp     qword ptr [r14+8],0
  000380  jne     0x00000000000009b6
; v14:int = len v3
  000386  mov     r13,[r14]
; v15:int = lt 65535, v14
; guard_true v15 => plus/0 (14) {tape=v3, p=v12, pc=25}
  00038e  mov     r11,0xffff
  000395  cmp     r11,r13
  000398  jge     0x00000000000009e9
; v17:int = readlist v3, v12 words in_bounds => plus/0 (14) {tape=v3, p=v12, pc=25}
  00039e  mov     rax,[r14+0x10]
  0003a6  mov     r13,[rax+rsi*8]
; v18:int = add v17, 1 => plus/0 (14) {tape=v3, p=v12, pc=25}
  0003ab  add     r13,1
  0003b2  jo      0x0000000000000a4f
; v19:int = and v18, 255
  0003b8  and     r13,0xff
; v20:list = set v3, v12, v19 owned words in_bounds => plus/3 (14) {tape=v3, p=v12, pc=25, x=v19}
  0003bf  mov     rax,[r14-0x10]
  0003c7  add     rax,[r14-8]
  0003cf  cmp     rax,2
  0003d5  jne     0x0000000000000478
  0003db  mov     rax,[r14+0x10]
  0003e3  mov     [rax+rsi*8],r13
; v21:int = add_nov v11, -1
  0003e7  add     r15,0xffffffffffffffff
; v22:int = and v21, 65535
  0003ee  and     r15,0xffff
; v23:int = readlist v20, v22 words in_bounds => minus/0 (32) {tape=v20, p=v22, pc=27}
  0003f5  mov     rax,[r14+0x10]
  0003fd  mov     r12,[rax+r15*8]
; v24:int = sub v23, 1 => minus/0 (32) {tape=v20, p=v22, pc=27}
  000402  sub     r12,1
  000409  jo      0x0000000000000abc
; v25:int = and v24, 255
  00040f  and     r12,0xff
; v26:list = set v20, v22, v25 owned words in_bounds => minus/3 (32) {tape=v20, p=v22, pc=27, x=v25}
  000416  mov     rax,[r14+0x10]
  00041e  mov     [rax+r15*8],r12
; guard_true v25 => close_bracket/0 (46) {tape=v26, p=v22, pc=28}
  000422  test    r12,r12
  000425  je      0x0000000000000af6
; guard_steps => loop/0 (49) {tape=v26, p=v22}
; v29:list = phi tape v26
; v30:int = phi - v25
; v31:int = phi - v19
; loop (49)
  00042b  nop     [rax+rax]
; v33:int = add v31, 1 => plus/0 (14) {tape=v29, p=v12, pc=25}
  000430  add     r13,1
  000437  jo      0x0000000000000b29
; v34:int = and v33, 255
  00043d  and     r13,0xff
; v35:list = set v29, v12, v34 owned words in_bounds => plus/3 (14) {tape=v29, p=v12, pc=25, x=v34}
  000444  mov     rax,[r14+0x10]
  00044c  mov     [rax+rsi*8],r13
; v36:int = sub_nov v30, 1
  000450  sub     r12,1
; v37:int = and v36, 255
  000457  and     r12,0xff
; v38:list = set v35, v22, v37 owned words in_bounds => minus/3 (32) {tape=v35, p=v22, pc=27, x=v37}
  00045e  mov     rax,[r14+0x10]
  000466  mov     [rax+r15*8],r12
; guard_true v37 => close_bracket/0 (46) {tape=v38, p=v22, pc=28}
  00046a  test    r12,r12
  00046d  jne     0x0000000000000430
  000473  jmp     0x0000000000000b63
; guard_steps => loop/0 (49) {tape=v38, p=v22}
; jump (49) v29 <- v38, v30 <- v37, v31 <- v34
  000478  sub     rsp,0x70
  00047f  mov     [rsp+0x30],rcx
  000487  mov     [rsp+0x38],rsi
  00048f  mov     [rsp+0x40],rdi
  000497  mov     [rsp+0x48],r8
  00049f  mov     [rsp+0x50],r9
  0004a7  mov     [rsp+0x58],r10
  0004af  mov     [rsp],r14
  0004b7  mov     qword ptr [rsp+8],3
  0004c3  mov     [rsp+0x10],rsi
  0004cb  mov     qword ptr [rsp+0x18],1
  0004d7  mov     [rsp+0x20],r13
  0004df  mov     qword ptr [rsp+0x28],1
  0004eb  mov     rdi,[rbp+0x20]
  0004f2  mov     esi,0xe
  0004f7  mov     rdx,rsp
  0004fa  mov     rcx,0xfffffffffffffff2
  000504  mov     r8,0xfffffffffffffff2
  00050e  mov     r9,0
  000518  mov     rax,<list_op>
  000522  call    rax
  000524  mov     r11,rax
  000527  mov     rcx,[rsp+0x30]
  00052f  mov     rsi,[rsp+0x38]
  000537  mov     rdi,[rsp+0x40]
  00053f  mov     r8,[rsp+0x48]
  000547  mov     r9,[rsp+0x50]
  00054f  mov     r10,[rsp+0x58]
  000557  add     rsp,0x70
  00055e  test    rdx,rdx
  000561  je      0x0000000000000b96
  000567  mov     r14,r11
  00056a  jmp     0x00000000000003e7
  00056f  sub     rsp,0x70
  000576  mov     [rsp+0x30],rcx
  00057e  mov     [rsp+0x38],rsi
  000586  mov     [rsp+0x40],rdi
  00058e  mov     [rsp+0x48],r8
  000596  mov     [rsp+0x50],r9
  00059e  mov     [rsp+0x58],r10
  0005a6  mov     [rsp],r14
  0005ae  mov     qword ptr [rsp+8],3
  0005ba  mov     [rsp+0x10],r15
  0005c2  mov     qword ptr [rsp+0x18],1
  0005ce  mov     [rsp+0x20],r12
  0005d6  mov     qword ptr [rsp+0x28],1
  0005e2  mov     rdi,[rbp+0x20]
  0005e9  mov     esi,0xe
  0005ee  mov     rdx,rsp
  0005f1  mov     rcx,0xfffffffffffffff2
  0005fb  mov     r8,0xfffffffffffffff2
  000605  mov     r9,0
  00060f  mov     rax,<list_op>
  000619  call    rax
  00061b  mov     r11,rax
  00061e  mov     rcx,[rsp+0x30]
  000626  mov     rsi,[rsp+0x38]
  00062e  mov     rdi,[rsp+0x40]
  000636  mov     r8,[rsp+0x48]
  00063e  mov     r9,[rsp+0x50]
  000646  mov     r10,[rsp+0x58]
  00064e  add     rsp,0x70
  000655  test    rdx,rdx
  000658  je      0x0000000000000bdb
  00065e  mov     r14,r11
  000661  jmp     0x0000000000000422
  000666  sub     rsp,0x70
  00066d  mov     [rsp+0x30],rcx
  000675  mov     [rsp+0x38],rsi
  00067d  mov     [rsp+0x40],rdi
  000685  mov     [rsp+0x48],r8
  00068d  mov     [rsp+0x50],r9
  000695  mov     [rsp+0x58],r10
  00069d  mov     [rsp],r14
  0006a5  mov     qword ptr [rsp+8],3
  0006b1  mov     [rsp+0x10],rsi
  0006b9  mov     qword ptr [rsp+0x18],1
  0006c5  mov     [rsp+0x20],r13
  0006cd  mov     qword ptr [rsp+0x28],1
  0006d9  mov     rdi,[rbp+0x20]
  0006e0  mov     esi,0xe
  0006e5  mov     rdx,rsp
  0006e8  mov     rcx,0xfffffffffffffff2
  0006f2  mov     r8,0xfffffffffffffff2
  0006fc  mov     r9,0
  000706  mov     rax,<list_op>
  000710  call    rax
  000712  mov     r11,rax
  000715  mov     rcx,[rsp+0x30]
  00071d  mov     rsi,[rsp+0x38]
  000725  mov     rdi,[rsp+0x40]
  00072d  mov     r8,[rsp+0x48]
  000735  mov     r9,[rsp+0x50]
  00073d  mov     r10,[rsp+0x58]
  000745  add     rsp,0x70
  00074c  test    rdx,rdx
  00074f  je      0x0000000000000c20
  000755  mov     r14,r11
  000758  jmp     0x0000000000000450
  00075d  sub     rsp,0x70
  000764  mov     [rsp+0x30],rcx
  00076c  mov     [rsp+0x38],rsi
  000774  mov     [rsp+0x40],rdi
  00077c  mov     [rsp+0x48],r8
  000784  mov     [rsp+0x50],r9
  00078c  mov     [rsp+0x58],r10
  000794  mov     [rsp],r14
  00079c  mov     qword ptr [rsp+8],3
  0007a8  mov     [rsp+0x10],r15
  0007b0  mov     qword ptr [rsp+0x18],1
  0007bc  mov     [rsp+0x20],r12
  0007c4  mov     qword ptr [rsp+0x28],1
  0007d0  mov     rdi,[rbp+0x20]
  0007d7  mov     esi,0xe
  0007dc  mov     rdx,rsp
  0007df  mov     rcx,0xfffffffffffffff2
  0007e9  mov     r8,0xfffffffffffffff2
  0007f3  mov     r9,0
  0007fd  mov     rax,<list_op>
  000807  call    rax
  000809  mov     r11,rax
  00080c  mov     rcx,[rsp+0x30]
  000814  mov     rsi,[rsp+0x38]
  00081c  mov     rdi,[rsp+0x40]
  000824  mov     r8,[rsp+0x48]
  00082c  mov     r9,[rsp+0x50]
  000834  mov     r10,[rsp+0x58]
  00083c  add     rsp,0x70
  000843  test    rdx,rdx
  000846  je      0x0000000000000c65
  00084c  mov     r14,r11
  00084f  jmp     0x000000000000046a
; exits
  000854  mov     rax,0x1fffffffe
  00085e  jmp     0x0000000000000016
  000863  mov     [rbp+0x10],r12
  00086a  mov     qword ptr [rbp+0x18],3
  000875  mov     [rbp+0x98],r14
  00087c  mov     qword ptr [rbp+0x140],3
  000887  mov     [rbp+0xa0],r15
  00088e  mov     rdi,[rbp+0x20]
  000895  mov     rsi,8
  00089f  mov     rdx,0
  0008a9  mov     rax,<exit_lists>
  0008b3  call    rax
  0008b5  mov     rax,0x100000000
  0008bf  jmp     0x0000000000000016
  0008c4  mov     [rbp+0x10],r13
  0008cb  mov     qword ptr [rbp+0x18],3
  0008d6  mov     [rbp+0x98],r14
  0008dd  mov     qword ptr [rbp+0x140],3
  0008e8  mov     [rbp+0xa0],r15
  0008ef  mov     rdi,[rbp+0x20]
  0008f6  mov     rsi,8
  000900  mov     rdx,0
  00090a  mov     rax,<exit_lists>
  000914  call    rax
  000916  mov     rax,0x100000001
  000920  jmp     0x0000000000000016
  000925  mov     [rbp+0x10],rsi
  00092c  mov     qword ptr [rbp+0x18],1
  000937  mov     [rbp+0x98],r14
  00093e  mov     qword ptr [rbp+0x140],3
  000949  mov     [rbp+0xa0],r15
  000950  mov     rax,0x100000002
  00095a  jmp     0x0000000000000016
  00095f  mov     [rbp+0x98],r14
  000966  mov     qword ptr [rbp+0x140],3
  000971  mov     [rbp+0xa0],r15
  000978  mov     rax,0x100000003
  000982  jmp     0x0000000000000016
  000987  sub     r15,1
  00098e  mov     [rbp+0x98],r14
  000995  mov     qword ptr [rbp+0x140],3
  0009a0  mov     [rbp+0xa0],r15
  0009a7  mov     rax,0x100000004
  0009b1  jmp     0x0000000000000016
  0009b6  mov     [rbp+0x98],r14
  0009bd  mov     qword ptr [rbp+0x140],3
  0009c8  mov     [rbp+0xa0],rsi
  0009cf  mov     qword ptr [rbp+0xa8],0x19
  0009da  mov     rax,0x100000005
  0009e4  jmp     0x0000000000000016
  0009e9  mov     [rbp+0x98],r14
  0009f0  mov     qword ptr [rbp+0x140],3
  0009fb  mov     [rbp+0xa0],rsi
  000a02  mov     qword ptr [rbp+0xa8],0x19
  000a0d  mov     rax,0x100000006
  000a17  jmp     0x0000000000000016
  000a1c  mov     [rbp+0x98],r14
  000a23  mov     qword ptr [rbp+0x140],3
  000a2e  mov     [rbp+0xa0],rsi
  000a35  mov     qword ptr [rbp+0xa8],0x19
  000a40  mov     rax,0x100000007
  000a4a  jmp     0x0000000000000016
  000a4f  sub     r13,1
  000a56  mov     [rbp+0x98],r14
  000a5d  mov     qword ptr [rbp+0x140],3
  000a68  mov     [rbp+0xa0],rsi
  000a6f  mov     qword ptr [rbp+0xa8],0x19
  000a7a  mov     rax,0x100000008
  000a84  jmp     0x0000000000000016
  000a89  mov     [rbp+0x98],r14
  000a90  mov     qword ptr [rbp+0x140],3
  000a9b  mov     [rbp+0xa0],r15
  000aa2  mov     qword ptr [rbp+0xa8],0x1b
  000aad  mov     rax,0x10000000a
  000ab7  jmp     0x0000000000000016
  000abc  add     r12,1
  000ac3  mov     [rbp+0x98],r14
  000aca  mov     qword ptr [rbp+0x140],3
  000ad5  mov     [rbp+0xa0],r15
  000adc  mov     qword ptr [rbp+0xa8],0x1b
  000ae7  mov     rax,0x10000000b
  000af1  jmp     0x0000000000000016
  000af6  mov     [rbp+0x98],r14
  000afd  mov     qword ptr [rbp+0x140],3
  000b08  mov     [rbp+0xa0],r15
  000b0f  mov     qword ptr [rbp+0xa8],0x1c
  000b1a  mov     rax,0x10000000d
  000b24  jmp     0x0000000000000016
  000b29  sub     r13,1
  000b30  mov     [rbp+0x98],r14
  000b37  mov     qword ptr [rbp+0x140],3
  000b42  mov     [rbp+0xa0],rsi
  000b49  mov     qword ptr [rbp+0xa8],0x19
  000b54  mov     rax,0x10000000f
  000b5e  jmp     0x0000000000000016
  000b63  mov     [rbp+0x98],r14
  000b6a  mov     qword ptr [rbp+0x140],3
  000b75  mov     [rbp+0xa0],r15
  000b7c  mov     qword ptr [rbp+0xa8],0x1c
  000b87  mov     rax,0x100000012
  000b91  jmp     0x0000000000000016
  000b96  mov     [rbp+0x98],r14
  000b9d  mov     qword ptr [rbp+0x140],3
  000ba8  mov     [rbp+0xa0],rsi
  000baf  mov     qword ptr [rbp+0xa8],0x19
  000bba  mov     [rbp+0xb8],r13
  000bc1  mov     qword ptr [rbp+0x160],1
  000bcc  mov     rax,0x100000009
  000bd6  jmp     0x0000000000000016
  000bdb  mov     [rbp+0x98],r14
  000be2  mov     qword ptr [rbp+0x140],3
  000bed  mov     [rbp+0xa0],r15
  000bf4  mov     qword ptr [rbp+0xa8],0x1b
  000bff  mov     [rbp+0xb8],r12
  000c06  mov     qword ptr [rbp+0x160],1
  000c11  mov     rax,0x10000000c
  000c1b  jmp     0x0000000000000016
  000c20  mov     [rbp+0x98],r14
  000c27  mov     qword ptr [rbp+0x140],3
  000c32  mov     [rbp+0xa0],rsi
  000c39  mov     qword ptr [rbp+0xa8],0x19
  000c44  mov     [rbp+0xb8],r13
  000c4b  mov     qword ptr [rbp+0x160],1
  000c56  mov     rax,0x100000010
  000c60  jmp     0x0000000000000016
  000c65  mov     [rbp+0x98],r14
  000c6c  mov     qword ptr [rbp+0x140],3
  000c77  mov     [rbp+0xa0],r15
  000c7e  mov     qword ptr [rbp+0xa8],0x1b
  000c89  mov     [rbp+0xb8],r12
  000c90  mov     qword ptr [rbp+0x160],1
  000c9b  mov     rax,0x100000011
  000ca5  jmp     0x0000000000000016

; T2: 2072 bytes
; v0:int = input n
  000cb0  cmp     qword ptr [rbp+0xd8],1
  000cbb  jne     0x0000000000001231
  000cc1  mov     rbx,[rbp+0x30]
; v1:list = input src
  000cc8  cmp     qword ptr [rbp+0xe0],3
  000cd3  jne     0x0000000000001231
  000cd9  mov     r12,[rbp+0x38]
; v2:list = input jumps
  000ce0  cmp     qword ptr [rbp+0xe8],3
  000ceb  jne     0x0000000000001231
  000cf1  mov     r13,[rbp+0x40]
; v3:list = input tape
  000cf8  cmp     qword ptr [rbp+0x140],3
  000d03  jne     0x0000000000001231
  000d09  mov     r14,[rbp+0x98]
; v4:int = input p
  000d10  cmp     qword ptr [rbp+0x148],1
  000d1b  jne     0x0000000000001231
  000d21  mov     r15,[rbp+0xa0]
; v5:int = input pc
  000d28  cmp     qword ptr [rbp+0x150],1
  000d33  jne     0x0000000000001231
  000d39  mov     rsi,[rbp+0xa8]
; guard_value v1, <list of 67> => loop/0 (0) {tape=v3}
  000d40  mov     rax,<list k0>
  000d4a  cmp     r12,rax
  000d4d  jne     0x0000000000001240
; guard_value v2, <list of 67> => loop_jumps/0 (1) {tape=v3}
  000d53  mov     rax,<list k1>
  000d5d  cmp     r13,rax
  000d60  jne     0x000000000000129a
; guard_value v5, 31 => loop_pc/0 (2) {tape=v3}
  000d66  cmp     rsi,0x1f
  000d6d  jne     0x00000000000012f4
  000d73  jmp     0x0000000000000d8d
  000d78  mov     rbx,[rbp+0x30]
  000d7f  mov     r14,[rbp+0x98]
  000d86  mov     r15,[rbp+0xa0]
; v9:int = le 34, v0
; guard_true v9 => dispatch/0 (3) {tape=v3}
  000d8d  mov     r11,0x22
  000d94  cmp     r11,rbx
  000d97  jg      0x0000000000001327
; guard_words v3 => minus/0 (6) {tape=v3}
  000d9d  cmp     qword ptr [r14+8],0
  000da9  jne     0x0000000000001348
; v12:int = readlist v3, v4 words => minus/0 (6) {tape=v3}
  000daf  cmp     r15,[r14]
  000db7  jae     0x0000000000001369
  000dbd  mov     rax,[r14+0x10]
  000dc5  mov     rsi,[rax+r15*8]
; v13:int = sub v12, 1 => minus/0 (6) {tape=v3}
  000dca  sub     rsi,1
  000dd1  jo      0x000000000000138a
; v14:int = and v13, 255
  000dd7  and     rsi,0xff
; v15:list = set v3, v4, v14 owned words in_bounds => minus/3 (6) {tape=v3, x=v14}
  000dde  mov     rax,[r14-0x10]
  000de6  add     rax,[r14-8]
  000dee  cmp     rax,2
  000df4  jne     0x0000000000000eab
  000dfa  mov     rax,[r14+0x10]
  000e02  mov     [rax+r15*8],rsi
; v16:int = put_byte v14 => output/0 (17) {tape=v15, pc=32}
  000e06  cmp     rsi,0xff
  000e0d  ja      0x0000000000000fa2
  000e13  mov     rax,[rbp+0x28]
  000e1a  mov     rdx,[rax]
  000e1d  cmp     rdx,0x10000
  000e24  jae     0x0000000000000fa2
  000e2a  mov     [rax+rdx+8],sil
  000e32  add     rdx,1
  000e36  mov     [rax],rdx
; guard_true v14 => close_bracket/0 (31) {tape=v15, pc=33}
  000e39  test    rsi,rsi
  000e3c  je      0x00000000000013b2
; guard_steps => loop/0 (34) {tape=v15}
; v19:list = phi tape v15
; v20:int = phi - v14
; loop (34)
  000e42  nop     [rax+rax]
  000e4b  nop     [rax+rax]
; v22:int = sub_nov v20, 1
  000e50  sub     rsi,1
; v23:int = and v22, 255
  000e57  and     rsi,0xff
; v24:list = set v19, v4, v23 owned words in_bounds => minus/3 (6) {tape=v19, x=v23}
  000e5e  mov     rax,[r14+0x10]
  000e66  mov     [rax+r15*8],rsi
; v25:int = put_byte v23 => output/0 (17) {tape=v24, pc=32}
  000e6a  cmp     rsi,0xff
  000e71  ja      0x0000000000001165
  000e77  mov     rax,[rbp+0x28]
  000e7e  mov     rdx,[rax]
  000e81  cmp     rdx,0x10000
  000e88  jae     0x0000000000001165
  000e8e  mov     [rax+rdx+8],sil
  000e96  add     rdx,1
  000e9a  mov     [rax],rdx
; guard_true v23 => close_bracket/0 (31) {tape=v24, pc=33}
  000e9d  test    rsi,rsi
  000ea0  jne     0x0000000000000e50
  000ea6  jmp     0x00000000000013de
; guard_steps => loop/0 (34) {tape=v24}
; jump (34) v19 <- v24, v20 <- v23
  000eab  sub     rsp,0x70
  000eb2  mov     [rsp+0x30],rcx
  000eba  mov     [rsp+0x38],rsi
  000ec2  mov     [rsp+0x40],rdi
  000eca  mov     [rsp+0x48],r8
  000ed2  mov     [rsp+0x50],r9
  000eda  mov     [rsp+0x58],r10
  000ee2  mov     [rsp],r14
  000eea  mov     qword ptr [rsp+8],3
  000ef6  mov     [rsp+0x10],r15
  000efe  mov     qword ptr [rsp+0x18],1
  000f0a  mov     [rsp+0x20],rsi
  000f12  mov     qword ptr [rsp+0x28],1
  000f1e  mov     rdi,[rbp+0x20]
  000f25  mov     esi,0xe
  000f2a  mov     rdx,rsp
  000f2d  mov     rcx,0xfffffffffffffff2
  000f37  mov     r8,0xfffffffffffffff2
  000f41  mov     r9,0
  000f4b  mov     rax,<list_op>
  000f55  call    rax
  000f57  mov     r11,rax
  000f5a  mov     rcx,[rsp+0x30]
  000f62  mov     rsi,[rsp+0x38]
  000f6a  mov     rdi,[rsp+0x40]
  000f72  mov     r8,[rsp+0x48]
  000f7a  mov     r9,[rsp+0x50]
  000f82  mov     r10,[rsp+0x58]
  000f8a  add     rsp,0x70
  000f91  test    rdx,rdx
  000f94  je      0x000000000000140a
  000f9a  mov     r14,r11
  000f9d  jmp     0x0000000000000e06
  000fa2  sub     rsp,0x70
  000fa9  mov     [rsp+0x30],rcx
  000fb1  mov     [rsp+0x38],rsi
  000fb9  mov     [rsp+0x40],rdi
  000fc1  mov     [rsp+0x48],r8
  000fc9  mov     [rsp+0x50],r9
  000fd1  mov     [rsp+0x58],r10
  000fd9  mov     [rsp],rsi
  000fe1  mov     qword ptr [rsp+8],1
  000fed  mov     rdi,[rbp+0x20]
  000ff4  mov     esi,0x14
  000ff9  mov     rdx,rsp
  000ffc  mov     rcx,1
  001006  mov     r8,0
  001010  mov     r9,0
  00101a  mov     rax,<call_op>
  001024  call    rax
  001026  mov     r11,rax
  001029  mov     rcx,[rsp+0x30]
  001031  mov     rsi,[rsp+0x38]
  001039  mov     rdi,[rsp+0x40]
  001041  mov     r8,[rsp+0x48]
  001049  mov     r9,[rsp+0x50]
  001051  mov     r10,[rsp+0x58]
  001059  add     rsp,0x70
  001060  test    rdx,rdx
  001063  je      0x000000000000143d
  001069  jmp     0x0000000000000e39
  00106e  sub     rsp,0x70
  001075  mov     [rsp+0x30],rcx
  00107d  mov     [rsp+0x38],rsi
  001085  mov     [rsp+0x40],rdi
  00108d  mov     [rsp+0x48],r8
  001095  mov     [rsp+0x50],r9
  00109d  mov     [rsp+0x58],r10
  0010a5  mov     [rsp],r14
  0010ad  mov     qword ptr [rsp+8],3
  0010b9  mov     [rsp+0x10],r15
  0010c1  mov     qword ptr [rsp+0x18],1
  0010cd  mov     [rsp+0x20],rsi
  0010d5  mov     qword ptr [rsp+0x28],1
  0010e1  mov     rdi,[rbp+0x20]
  0010e8  mov     esi,0xe
  0010ed  mov     rdx,rsp
  0010f0  mov     rcx,0xfffffffffffffff2
  0010fa  mov     r8,0xfffffffffffffff2
  001104  mov     r9,0
  00110e  mov     rax,<list_op>
  001118  call    rax
  00111a  mov     r11,rax
  00111d  mov     rcx,[rsp+0x30]
  001125  mov     rsi,[rsp+0x38]
  00112d  mov     rdi,[rsp+0x40]
  001135  mov     r8,[rsp+0x48]
  00113d  mov     r9,[rsp+0x50]
  001145  mov     r10,[rsp+0x58]
  00114d  add     rsp,0x70
  001154  test    rdx,rdx
  001157  je      0x0000000000001469
  00115d  mov     r14,r11
  001160  jmp     0x0000000000000e6a
  001165  sub     rsp,0x70
  00116c  mov     [rsp+0x30],rcx
  001174  mov     [rsp+0x38],rsi
  00117c  mov     [rsp+0x40],rdi
  001184  mov     [rsp+0x48],r8
  00118c  mov     [rsp+0x50],r9
  001194  mov     [rsp+0x58],r10
  00119c  mov     [rsp],rsi
  0011a4  mov     qword ptr [rsp+8],1
  0011b0  mov     rdi,[rbp+0x20]
  0011b7  mov     esi,0x14
  0011bc  mov     rdx,rsp
  0011bf  mov     rcx,1
  0011c9  mov     r8,0
  0011d3  mov     r9,0
  0011dd  mov     rax,<call_op>
  0011e7  call    rax
  0011e9  mov     r11,rax
  0011ec  mov     rcx,[rsp+0x30]
  0011f4  mov     rsi,[rsp+0x38]
  0011fc  mov     rdi,[rsp+0x40]
  001204  mov     r8,[rsp+0x48]
  00120c  mov     r9,[rsp+0x50]
  001214  mov     r10,[rsp+0x58]
  00121c  add     rsp,0x70
  001223  test    rdx,rdx
  001226  je      0x000000000000149c
  00122c  jmp     0x0000000000000e9d
; exits
  001231  mov     rax,0x2fffffffe
  00123b  jmp     0x0000000000000016
  001240  mov     [rbp+0x10],r12
  001247  mov     qword ptr [rbp+0x18],3
  001252  mov     [rbp+0x98],r14
  001259  mov     qword ptr [rbp+0x140],3
  001264  mov     rdi,[rbp+0x20]
  00126b  mov     rsi,8
  001275  mov     rdx,0
  00127f  mov     rax,<exit_lists>
  001289  call    rax
  00128b  mov     rax,0x200000000
  001295  jmp     0x0000000000000016
  00129a  mov     [rbp+0x10],r13
  0012a1  mov     qword ptr [rbp+0x18],3
  0012ac  mov     [rbp+0x98],r14
  0012b3  mov     qword ptr [rbp+0x140],3
  0012be  mov     rdi,[rbp+0x20]
  0012c5  mov     rsi,8
  0012cf  mov     rdx,0
  0012d9  mov     rax,<exit_lists>
  0012e3  call    rax
  0012e5  mov     rax,0x200000001
  0012ef  jmp     0x0000000000000016
  0012f4  mov     [rbp+0x10],rsi
  0012fb  mov     qword ptr [rbp+0x18],1
  001306  mov     [rbp+0x98],r14
  00130d  mov     qword ptr [rbp+0x140],3
  001318  mov     rax,0x200000002
  001322  jmp     0x0000000000000016
  001327  mov     [rbp+0x98],r14
  00132e  mov     qword ptr [rbp+0x140],3
  001339  mov     rax,0x200000003
  001343  jmp     0x0000000000000016
  001348  mov     [rbp+0x98],r14
  00134f  mov     qword ptr [rbp+0x140],3
  00135a  mov     rax,0x200000004
  001364  jmp     0x0000000000000016
  001369  mov     [rbp+0x98],r14
  001370  mov     qword ptr [rbp+0x140],3
  00137b  mov     rax,0x200000005
  001385  jmp     0x0000000000000016
  00138a  add     rsi,1
  001391  mov     [rbp+0x98],r14
  001398  mov     qword ptr [rbp+0x140],3
  0013a3  mov     rax,0x200000006
  0013ad  jmp     0x0000000000000016
  0013b2  mov     [rbp+0x98],r14
  0013b9  mov     qword ptr [rbp+0x140],3
  0013c4  mov     qword ptr [rbp+0xa8],0x21
  0013cf  mov     rax,0x200000009
  0013d9  jmp     0x0000000000000016
  0013de  mov     [rbp+0x98],r14
  0013e5  mov     qword ptr [rbp+0x140],3
  0013f0  mov     qword ptr [rbp+0xa8],0x21
  0013fb  mov     rax,0x20000000d
  001405  jmp     0x0000000000000016
  00140a  mov     [rbp+0x98],r14
  001411  mov     qword ptr [rbp+0x140],3
  00141c  mov     [rbp+0xb8],rsi
  001423  mov     qword ptr [rbp+0x160],1
  00142e  mov     rax,0x200000007
  001438  jmp     0x0000000000000016
  00143d  mov     [rbp+0x98],r14
  001444  mov     qword ptr [rbp+0x140],3
  00144f  mov     qword ptr [rbp+0xa8],0x20
  00145a  mov     rax,0x200000008
  001464  jmp     0x0000000000000016
  001469  mov     [rbp+0x98],r14
  001470  mov     qword ptr [rbp+0x140],3
  00147b  mov     [rbp+0xb8],rsi
  001482  mov     qword ptr [rbp+0x160],1
  00148d  mov     rax,0x20000000b
  001497  jmp     0x0000000000000016
  00149c  mov     [rbp+0x98],r14
  0014a3  mov     qword ptr [rbp+0x140],3
  0014ae  mov     qword ptr [rbp+0xa8],0x20
  0014b9  mov     rax,0x20000000c
  0014c3  jmp     0x0000000000000016

; T3: 2636 bytes
; v0:int = input n
  0014d0  cmp     qword ptr [rbp+0xd8],1
  0014db  jne     0x0000000000001aca
  0014e1  mov     rbx,[rbp+0x30]
; v1:list = input src
  0014e8  cmp     qword ptr [rbp+0xe0],3
  0014f3  jne     0x0000000000001aca
  0014f9  mov     r12,[rbp+0x38]
; v2:list = input jumps
  001500  cmp     qword ptr [rbp+0xe8],3
  00150b  jne     0x0000000000001aca
  001511  mov     r13,[rbp+0x40]
; v3:list = input tape
  001518  cmp     qword ptr [rbp+0x140],3
  001523  jne     0x0000000000001aca
  001529  mov     r14,[rbp+0x98]
; v4:int = input p
  001530  cmp     qword ptr [rbp+0x148],1
  00153b  jne     0x0000000000001aca
  001541  mov     r15,[rbp+0xa0]
; v5:int = input pc
  001548  cmp     qword ptr [rbp+0x150],1
  001553  jne     0x0000000000001aca
  001559  mov     rsi,[rbp+0xa8]
; guard_value v1, <list of 67> => loop/0 (0) {tape=v3, p=v4}
  001560  mov     rax,<list k0>
  00156a  cmp     r12,rax
  00156d  jne     0x0000000000001ad9
; guard_value v2, <list of 67> => loop_jumps/0 (1) {tape=v3, p=v4}
  001573  mov     rax,<list k1>
  00157d  cmp     r13,rax
  001580  jne     0x0000000000001b3a
; guard_value v5, 58 => loop_pc/0 (2) {tape=v3, p=v4}
  001586  cmp     rsi,0x3a
  00158d  jne     0x0000000000001b9b
  001593  jmp     0x00000000000015ad
  001598  mov     rbx,[rbp+0x30]
  00159f  mov     r14,[rbp+0x98]
  0015a6  mov     r15,[rbp+0xa0]
; v9:int = le 63, v0
; guard_true v9 => dispatch/0 (3) {tape=v3, p=v4}
  0015ad  mov     r11,0x3f
  0015b4  cmp     r11,rbx
  0015b7  jg      0x0000000000001bd5
; guard_words v3 => minus/0 (6) {tape=v3, p=v4}
  0015bd  cmp     qword ptr [r14+8],0
  0015c9  jne     0x0000000000001bfd
; v12:int = readlist v3, v4 words => minus/0 (6) {tape=v3, p=v4}
  0015cf  cmp     r15,[r14]
  0015d7  jae     0x0000000000001c25
  0015dd  mov     rax,[r14+0x10]
  0015e5  mov     rsi,[rax+r15*8]
; v13:int = sub v12, 1 => minus/0 (6) {tape=v3, p=v4}
  0015ea  sub     rsi,1
  0015f1  jo      0x0000000000001c4d
; v14:int = and v13, 255
  0015f7  and     rsi,0xff
; v15:list = set v3, v4, v14 owned words in_bounds => minus/3 (6) {tape=v3, p=v4, x=v14}
  0015fe  mov     rax,[r14-0x10]
  001606  add     rax,[r14-8]
  00160e  cmp     rax,2
  001614  jne     0x00000000000016ee
  00161a  mov     rax,[r14+0x10]
  001622  mov     [rax+r15*8],rsi
; v16:int = add_nov v4, 1
  001626  lea     rsi,[r15+1]
; v17:int = and v16, 65535
  00162e  and     rsi,0xffff
; v18:int = len v15
  001635  mov     r13,[r14]
; v19:int = lt 65535, v18
; guard_true v19 => plus/0 (22) {tape=v15, p=v17, pc=60}
  00163d  mov     r11,0xffff
  001644  cmp     r11,r13
  001647  jge     0x0000000000001c7c
; v21:int = readlist v15, v17 words in_bounds => plus/0 (22) {tape=v15, p=v17, pc=60}
  00164d  mov     rax,[r14+0x10]
  001655  mov     r13,[rax+rsi*8]
; v22:int = add v21, 1 => plus/0 (22) {tape=v15, p=v17, pc=60}
  00165a  add     r13,1
  001661  jo      0x0000000000001ce2
; v23:int = and v22, 255
  001667  and     r13,0xff
; v24:list = set v15, v17, v23 owned words in_bounds => plus/3 (22) {tape=v15, p=v17, pc=60, x=v23}
  00166e  mov     rax,[r14+0x10]
  001676  mov     [rax+rsi*8],r13
; v25:int = and v4, 65535
  00167a  and     r15,0xffff
; v26:int = readlist v24, v25 words in_bounds => close_bracket/0 (46) {tape=v24, p=v25, pc=62}
  001681  mov     rax,[r14+0x10]
  001689  mov     r12,[rax+r15*8]
; guard_true v26 => close_bracket/0 (46) {tape=v24, p=v25, pc=62}
  00168e  test    r12,r12
  001691  je      0x0000000000001d4f
; guard_steps => loop/0 (49) {tape=v24, p=v25}
; v29:list = phi tape v24
; v30:int = phi - v26
; v31:int = phi - v23
; loop (49)
  001697  nop     [rax+rax]
; v33:int = sub v30, 1 => minus/0 (6) {tape=v29, p=v25}
  0016a0  sub     r12,1
  0016a7  jo      0x0000000000001d82
; v34:int = and v33, 255
  0016ad  and     r12,0xff
; v35:list = set v29, v25, v34 owned words in_bounds => minus/3 (6) {tape=v29, p=v25, x=v34}
  0016b4  mov     rax,[r14+0x10]
  0016bc  mov     [rax+r15*8],r12
; v36:int = add v31, 1 => plus/0 (22) {tape=v35, p=v17, pc=60}
  0016c0  add     r13,1
  0016c7  jo      0x0000000000001db1
; v37:int = and v36, 255
  0016cd  and     r13,0xff
; v38:list = set v35, v17, v37 owned words in_bounds => plus/3 (22) {tape=v35, p=v17, pc=60, x=v37}
  0016d4  mov     rax,[r14+0x10]
  0016dc  mov     [rax+rsi*8],r13
; guard_true v34 => close_bracket/0 (46) {tape=v38, p=v25, pc=62}
  0016e0  test    r12,r12
  0016e3  jne     0x00000000000016a0
  0016e9  jmp     0x0000000000001deb
; guard_steps => loop/0 (49) {tape=v38, p=v25}
; jump (49) v29 <- v38, v30 <- v34, v31 <- v37
  0016ee  sub     rsp,0x70
  0016f5  mov     [rsp+0x30],rcx
  0016fd  mov     [rsp+0x38],rsi
  001705  mov     [rsp+0x40],rdi
  00170d  mov     [rsp+0x48],r8
  001715  mov     [rsp+0x50],r9
  00171d  mov     [rsp+0x58],r10
  001725  mov     [rsp],r14
  00172d  mov     qword ptr [rsp+8],3
  001739  mov     [rsp+0x10],r15
  001741  mov     qword ptr [rsp+0x18],1
  00174d  mov     [rsp+0x20],rsi
  001755  mov     qword ptr [rsp+0x28],1
  001761  mov     rdi,[rbp+0x20]
  001768  mov     esi,0xe
  00176d  mov     rdx,rsp
  001770  mov     rcx,0xfffffffffffffff2
  00177a  mov     r8,0xfffffffffffffff2
  001784  mov     r9,0
  00178e  mov     rax,<list_op>
  001798  call    rax
  00179a  mov     r11,rax
  00179d  mov     rcx,[rsp+0x30]
  0017a5  mov     rsi,[rsp+0x38]
  0017ad  mov     rdi,[rsp+0x40]
  0017b5  mov     r8,[rsp+0x48]
  0017bd  mov     r9,[rsp+0x50]
  0017c5  mov     r10,[rsp+0x58]
  0017cd  add     rsp,0x70
  0017d4  test    rdx,rdx
  0017d7  je      0x0000000000001e1e
  0017dd  mov     r14,r11
  0017e0  jmp     0x0000000000001626
  0017e5  sub     rsp,0x70
  0017ec  mov     [rsp+0x30],rcx
  0017f4  mov     [rsp+0x38],rsi
  0017fc  mov     [rsp+0x40],rdi
  001804  mov     [rsp+0x48],r8
  00180c  mov     [rsp+0x50],r9
  001814  mov     [rsp+0x58],r10
  00181c  mov     [rsp],r14
  001824  mov     qword ptr [rsp+8],3
  001830  mov     [rsp+0x10],rsi
  001838  mov     qword ptr [rsp+0x18],1
  001844  mov     [rsp+0x20],r13
  00184c  mov     qword ptr [rsp+0x28],1
  001858  mov     rdi,[rbp+0x20]
  00185f  mov     esi,0xe
  001864  mov     rdx,rsp
  001867  mov     rcx,0xfffffffffffffff2
  001871  mov     r8,0xfffffffffffffff2
  00187b  mov     r9,0
  001885  mov     rax,<list_op>
  00188f  call    rax
  001891  mov     r11,rax
  001894  mov     rcx,[rsp+0x30]
  00189c  mov     rsi,[rsp+0x38]
  0018a4  mov     rdi,[rsp+0x40]
  0018ac  mov     r8,[rsp+0x48]
  0018b4  mov     r9,[rsp+0x50]
  0018bc  mov     r10,[rsp+0x58]
  0018c4  add     rsp,0x70
  0018cb  test    rdx,rdx
  0018ce  je      0x0000000000001e58
  0018d4  mov     r14,r11
  0018d7  jmp     0x000000000000167a
  0018dc  sub     rsp,0x70
  0018e3  mov     [rsp+0x30],rcx
  0018eb  mov     [rsp+0x38],rsi
  0018f3  mov     [rsp+0x40],rdi
  0018fb  mov     [rsp+0x48],r8
  001903  mov     [rsp+0x50],r9
  00190b  mov     [rsp+0x58],r10
  001913  mov     [rsp],r14
  00191b  mov     qword ptr [rsp+8],3
  001927  mov     [rsp+0x10],r15
  00192f  mov     qword ptr [rsp+0x18],1
  00193b  mov     [rsp+0x20],r12
  001943  mov     qword ptr [rsp+0x28],1
  00194f  mov     rdi,[rbp+0x20]
  001956  mov     esi,0xe
  00195b  mov     rdx,rsp
  00195e  mov     rcx,0xfffffffffffffff2
  001968  mov     r8,0xfffffffffffffff2
  001972  mov     r9,0
  00197c  mov     rax,<list_op>
  001986  call    rax
  001988  mov     r11,rax
  00198b  mov     rcx,[rsp+0x30]
  001993  mov     rsi,[rsp+0x38]
  00199b  mov     rdi,[rsp+0x40]
  0019a3  mov     r8,[rsp+0x48]
  0019ab  mov     r9,[rsp+0x50]
  0019b3  mov     r10,[rsp+0x58]
  0019bb  add     rsp,0x70
  0019c2  test    rdx,rdx
  0019c5  je      0x0000000000001e9d
  0019cb  mov     r14,r11
  0019ce  jmp     0x00000000000016c0
  0019d3  sub     rsp,0x70
  0019da  mov     [rsp+0x30],rcx
  0019e2  mov     [rsp+0x38],rsi
  0019ea  mov     [rsp+0x40],rdi
  0019f2  mov     [rsp+0x48],r8
  0019fa  mov     [rsp+0x50],r9
  001a02  mov     [rsp+0x58],r10
  001a0a  mov     [rsp],r14
  001a12  mov     qword ptr [rsp+8],3
  001a1e  mov     [rsp+0x10],rsi
  001a26  mov     qword ptr [rsp+0x18],1
  001a32  mov     [rsp+0x20],r13
  001a3a  mov     qword ptr [rsp+0x28],1
  001a46  mov     rdi,[rbp+0x20]
  001a4d  mov     esi,0xe
  001a52  mov     rdx,rsp
  001a55  mov     rcx,0xfffffffffffffff2
  001a5f  mov     r8,0xfffffffffffffff2
  001a69  mov     r9,0
  001a73  mov     rax,<list_op>
  001a7d  call    rax
  001a7f  mov     r11,rax
  001a82  mov     rcx,[rsp+0x30]
  001a8a  mov     rsi,[rsp+0x38]
  001a92  mov     rdi,[rsp+0x40]
  001a9a  mov     r8,[rsp+0x48]
  001aa2  mov     r9,[rsp+0x50]
  001aaa  mov     r10,[rsp+0x58]
  001ab2  add     rsp,0x70
  001ab9  test    rdx,rdx
  001abc  je      0x0000000000001ed7
  001ac2  mov     r14,r11
  001ac5  jmp     0x00000000000016e0
; exits
  001aca  mov     rax,0x3fffffffe
  001ad4  jmp     0x0000000000000016
  001ad9  mov     [rbp+0x10],r12
  001ae0  mov     qword ptr [rbp+0x18],3
  001aeb  mov     [rbp+0x98],r14
  001af2  mov     qword ptr [rbp+0x140],3
  001afd  mov     [rbp+0xa0],r15
  001b04  mov     rdi,[rbp+0x20]
  001b0b  mov     rsi,8
  001b15  mov     rdx,0
  001b1f  mov     rax,<exit_lists>
  001b29  call    rax
  001b2b  mov     rax,0x300000000
  001b35  jmp     0x0000000000000016
  001b3a  mov     [rbp+0x10],r13
  001b41  mov     qword ptr [rbp+0x18],3
  001b4c  mov     [rbp+0x98],r14
  001b53  mov     qword ptr [rbp+0x140],3
  001b5e  mov     [rbp+0xa0],r15
  001b65  mov     rdi,[rbp+0x20]
  001b6c  mov     rsi,8
  001b76  mov     rdx,0
  001b80  mov     rax,<exit_lists>
  001b8a  call    rax
  001b8c  mov     rax,0x300000001
  001b96  jmp     0x0000000000000016
  001b9b  mov     [rbp+0x10],rsi
  001ba2  mov     qword ptr [rbp+0x18],1
  001bad  mov     [rbp+0x98],r14
  001bb4  mov     qword ptr [rbp+0x140],3
  001bbf  mov     [rbp+0xa0],r15
  001bc6  mov     rax,0x300000002
  001bd0  jmp     0x0000000000000016
  001bd5  mov     [rbp+0x98],r14
  001bdc  mov     qword ptr [rbp+0x140],3
  001be7  mov     [rbp+0xa0],r15
  001bee  mov     rax,0x300000003
  001bf8  jmp     0x0000000000000016
  001bfd  mov     [rbp+0x98],r14
  001c04  mov     qword ptr [rbp+0x140],3
  001c0f  mov     [rbp+0xa0],r15
  001c16  mov     rax,0x300000004
  001c20  jmp     0x0000000000000016
  001c25  mov     [rbp+0x98],r14
  001c2c  mov     qword ptr [rbp+0x140],3
  001c37  mov     [rbp+0xa0],r15
  001c3e  mov     rax,0x300000005
  001c48  jmp     0x0000000000000016
  001c4d  add     rsi,1
  001c54  mov     [rbp+0x98],r14
  001c5b  mov     qword ptr [rbp+0x140],3
  001c66  mov     [rbp+0xa0],r15
  001c6d  mov     rax,0x300000006
  001c77  jmp     0x0000000000000016
  001c7c  mov     [rbp+0x98],r14
  001c83  mov     qword ptr [rbp+0x140],3
  001c8e  mov     [rbp+0xa0],rsi
  001c95  mov     qword ptr [rbp+0xa8],0x3c
  001ca0  mov     rax,0x300000008
  001caa  jmp     0x0000000000000016
  001caf  mov     [rbp+0x98],r14
  001cb6  mov     qword ptr [rbp+0x140],3
  001cc1  mov     [rbp+0xa0],rsi
  001cc8  mov     qword ptr [rbp+0xa8],0x3c
  001cd3  mov     rax,0x300000009
  001cdd  jmp     0x0000000000000016
  001ce2  sub     r13,1
  001ce9  mov     [rbp+0x98],r14
  001cf0  mov     qword ptr [rbp+0x140],3
  001cfb  mov     [rbp+0xa0],rsi
  001d02  mov     qword ptr [rbp+0xa8],0x3c
  001d0d  mov     rax,0x30000000a
  001d17  jmp     0x0000000000000016
  001d1c  mov     [rbp+0x98],r14
  001d23  mov     qword ptr [rbp+0x140],3
  001d2e  mov     [rbp+0xa0],r15
  001d35  mov     qword ptr [rbp+0xa8],0x3e
  001d40  mov     rax,0x30000000c
  001d4a  jmp     0x0000000000000016
  001d4f  mov     [rbp+0x98],r14
  001d56  mov     qword ptr [rbp+0x140],3
  001d61  mov     [rbp+0xa0],r15
  001d68  mov     qword ptr [rbp+0xa8],0x3e
  001d73  mov     rax,0x30000000d
  001d7d  jmp     0x0000000000000016
  001d82  add     r12,1
  001d89  mov     [rbp+0x98],r14
  001d90  mov     qword ptr [rbp+0x140],3
  001d9b  mov     [rbp+0xa0],r15
  001da2  mov     rax,0x30000000f
  001dac  jmp     0x0000000000000016
  001db1  sub     r13,1
  001db8  mov     [rbp+0x98],r14
  001dbf  mov     qword ptr [rbp+0x140],3
  001dca  mov     [rbp+0xa0],rsi
  001dd1  mov     qword ptr [rbp+0xa8],0x3c
  001ddc  mov     rax,0x300000011
  001de6  jmp     0x0000000000000016
  001deb  mov     [rbp+0x98],r14
  001df2  mov     qword ptr [rbp+0x140],3
  001dfd  mov     [rbp+0xa0],r15
  001e04  mov     qword ptr [rbp+0xa8],0x3e
  001e0f  mov     rax,0x300000013
  001e19  jmp     0x0000000000000016
  001e1e  mov     [rbp+0x98],r14
  001e25  mov     qword ptr [rbp+0x140],3
  001e30  mov     [rbp+0xa0],r15
  001e37  mov     [rbp+0xb8],rsi
  001e3e  mov     qword ptr [rbp+0x160],1
  001e49  mov     rax,0x300000007
  001e53  jmp     0x0000000000000016
  001e58  mov     [rbp+0x98],r14
  001e5f  mov     qword ptr [rbp+0x140],3
  001e6a  mov     [rbp+0xa0],rsi
  001e71  mov     qword ptr [rbp+0xa8],0x3c
  001e7c  mov     [rbp+0xb8],r13
  001e83  mov     qword ptr [rbp+0x160],1
  001e8e  mov     rax,0x30000000b
  001e98  jmp     0x0000000000000016
  001e9d  mov     [rbp+0x98],r14
  001ea4  mov     qword ptr [rbp+0x140],3
  001eaf  mov     [rbp+0xa0],r15
  001eb6  mov     [rbp+0xb8],r12
  001ebd  mov     qword ptr [rbp+0x160],1
  001ec8  mov     rax,0x300000010
  001ed2  jmp     0x0000000000000016
  001ed7  mov     [rbp+0x98],r14
  001ede  mov     qword ptr [rbp+0x140],3
  001ee9  mov     [rbp+0xa0],rsi
  001ef0  mov     qword ptr [rbp+0xa8],0x3c
  001efb  mov     [rbp+0xb8],r13
  001f02  mov     qword ptr [rbp+0x160],1
  001f0d  mov     rax,0x300000012
  001f17  jmp     0x0000000000000016

; T4: 1461 bytes
; v0:int = input n
  001f20  cmp     qword ptr [rbp+0xd8],1
  001f2b  jne     0x0000000000002296
  001f31  mov     rbx,[rbp+0x30]
; v1:list = input src
  001f38  cmp     qword ptr [rbp+0xe0],3
  001f43  jne     0x0000000000002296
  001f49  mov     r12,[rbp+0x38]
; v2:list = input jumps
  001f50  cmp     qword ptr [rbp+0xe8],3
  001f5b  jne     0x0000000000002296
  001f61  mov     r13,[rbp+0x40]
; v3:list = input tape
  001f68  cmp     qword ptr [rbp+0x140],3
  001f73  jne     0x0000000000002296
  001f79  mov     r14,[rbp+0x98]
; v4:int = input p
  001f80  cmp     qword ptr [rbp+0x148],1
  001f8b  jne     0x0000000000002296
  001f91  mov     r15,[rbp+0xa0]
; v5:int = input pc
  001f98  cmp     qword ptr [rbp+0x150],1
  001fa3  jne     0x0000000000002296
  001fa9  mov     rsi,[rbp+0xa8]
; guard_value v1, <list of 67> => loop/0 (0) {tape=v3}
  001fb0  mov     rax,<list k0>
  001fba  cmp     r12,rax
  001fbd  jne     0x00000000000022a5
; guard_value v2, <list of 67> => loop_jumps/0 (1) {tape=v3}
  001fc3  mov     rax,<list k1>
  001fcd  cmp     r13,rax
  001fd0  jne     0x00000000000022ff
; guard_value v5, 65 => loop_pc/0 (2) {tape=v3}
  001fd6  cmp     rsi,0x41
  001fdd  jne     0x0000000000002359
  001fe3  jmp     0x0000000000001ffd
  001fe8  mov     rbx,[rbp+0x30]
  001fef  mov     r14,[rbp+0x98]
  001ff6  mov     r15,[rbp+0xa0]
; v9:int = le 67, v0
; guard_true v9 => dispatch/0 (3) {tape=v3}
  001ffd  mov     r11,0x43
  002004  cmp     r11,rbx
  002007  jg      0x000000000000238c
; guard_words v3 => minus/0 (6) {tape=v3}
  00200d  cmp     qword ptr [r14+8],0
  002019  jne     0x00000000000023ad
; v12:int = readlist v3, v4 words => minus/0 (6) {tape=v3}
  00201f  cmp     r15,[r14]
  002027  jae     0x00000000000023ce
  00202d  mov     rax,[r14+0x10]
  002035  mov     rsi,[rax+r15*8]
; v13:int = sub v12, 1 => minus/0 (6) {tape=v3}
  00203a  sub     rsi,1
  002041  jo      0x00000000000023ef
; v14:int = and v13, 255
  002047  and     rsi,0xff
; v15:list = set v3, v4, v14 owned words in_bounds => minus/3 (6) {tape=v3, x=v14}
  00204e  mov     rax,[r14-0x10]
  002056  add     rax,[r14-8]
  00205e  cmp     rax,2
  002064  jne     0x00000000000020a8
  00206a  mov     rax,[r14+0x10]
  002072  mov     [rax+r15*8],rsi
; guard_true v14 => close_bracket/0 (20) {tape=v15, pc=66}
  002076  test    rsi,rsi
  002079  je      0x0000000000002417
; guard_steps => loop/0 (23) {tape=v15}
; v18:list = phi tape v15
; v19:int = phi - v14
; loop (23)
  00207f  nop
; v21:int = sub_nov v19, 1
  002080  sub     rsi,1
; v22:int = and v21, 255
  002087  and     rsi,0xff
; v23:list = set v18, v4, v22 owned words in_bounds => minus/3 (6) {tape=v18, x=v22}
  00208e  mov     rax,[r14+0x10]
  002096  mov     [rax+r15*8],rsi
; guard_true v22 => close_bracket/0 (20) {tape=v23, pc=66}
  00209a  test    rsi,rsi
  00209d  jne     0x0000000000002080
  0020a3  jmp     0x0000000000002443
; guard_steps => loop/0 (23) {tape=v23}
; jump (23) v18 <- v23, v19 <- v22
  0020a8  sub     rsp,0x70
  0020af  mov     [rsp+0x30],rcx
  0020b7  mov     [rsp+0x38],rsi
  0020bf  mov     [rsp+0x40],rdi
  0020c7  mov     [rsp+0x48],r8
  0020cf  mov     [rsp+0x50],r9
  0020d7  mov     [rsp+0x58],r10
  0020df  mov     [rsp],r14
  0020e7  mov     qword ptr [rsp+8],3
  0020f3  mov     [rsp+0x10],r15
  0020fb  mov     qword ptr [rsp+0x18],1
  002107  mov     [rsp+0x20],rsi
  00210f  mov     qword ptr [rsp+0x28],1
  00211b  mov     rdi,[rbp+0x20]
  002122  mov     esi,0xe
  002127  mov     rdx,rsp
  00212a  mov     rcx,0xfffffffffffffff2
  002134  mov     r8,0xfffffffffffffff2
  00213e  mov     r9,0
  002148  mov     rax,<list_op>
  002152  call    rax
  002154  mov     r11,rax
  002157  mov     rcx,[rsp+0x30]
  00215f  mov     rsi,[rsp+0x38]
  002167  mov     rdi,[rsp+0x40]
  00216f  mov     r8,[rsp+0x48]
  002177  mov     r9,[rsp+0x50]
  00217f  mov     r10,[rsp+0x58]
  002187  add     rsp,0x70
  00218e  test    rdx,rdx
  002191  je      0x000000000000246f
  002197  mov     r14,r11
  00219a  jmp     0x0000000000002076
  00219f  sub     rsp,0x70
  0021a6  mov     [rsp+0x30],rcx
  0021ae  mov     [rsp+0x38],rsi
  0021b6  mov     [rsp+0x40],rdi
  0021be  mov     [rsp+0x48],r8
  0021c6  mov     [rsp+0x50],r9
  0021ce  mov     [rsp+0x58],r10
  0021d6  mov     [rsp],r14
  0021de  mov     qword ptr [rsp+8],3
  0021ea  mov     [rsp+0x10],r15
  0021f2  mov     qword ptr [rsp+0x18],1
  0021fe  mov     [rsp+0x20],rsi
  002206  mov     qword ptr [rsp+0x28],1
  002212  mov     rdi,[rbp+0x20]
  002219  mov     esi,0xe
  00221e  mov     rdx,rsp
  002221  mov     rcx,0xfffffffffffffff2
  00222b  mov     r8,0xfffffffffffffff2
  002235  mov     r9,0
  00223f  mov     rax,<list_op>
  002249  call    rax
  00224b  mov     r11,rax
  00224e  mov     rcx,[rsp+0x30]
  002256  mov     rsi,[rsp+0x38]
  00225e  mov     rdi,[rsp+0x40]
  002266  mov     r8,[rsp+0x48]
  00226e  mov     r9,[rsp+0x50]
  002276  mov     r10,[rsp+0x58]
  00227e  add     rsp,0x70
  002285  test    rdx,rdx
  002288  je      0x00000000000024a2
  00228e  mov     r14,r11
  002291  jmp     0x000000000000209a
; exits
  002296  mov     rax,0x4fffffffe
  0022a0  jmp     0x0000000000000016
  0022a5  mov     [rbp+0x10],r12
  0022ac  mov     qword ptr [rbp+0x18],3
  0022b7  mov     [rbp+0x98],r14
  0022be  mov     qword ptr [rbp+0x140],3
  0022c9  mov     rdi,[rbp+0x20]
  0022d0  mov     rsi,8
  0022da  mov     rdx,0
  0022e4  mov     rax,<exit_lists>
  0022ee  call    rax
  0022f0  mov     rax,0x400000000
  0022fa  jmp     0x0000000000000016
  0022ff  mov     [rbp+0x10],r13
  002306  mov     qword ptr [rbp+0x18],3
  002311  mov     [rbp+0x98],r14
  002318  mov     qword ptr [rbp+0x140],3
  002323  mov     rdi,[rbp+0x20]
  00232a  mov     rsi,8
  002334  mov     rdx,0
  00233e  mov     rax,<exit_lists>
  002348  call    rax
  00234a  mov     rax,0x400000001
  002354  jmp     0x0000000000000016
  002359  mov     [rbp+0x10],rsi
  002360  mov     qword ptr [rbp+0x18],1
  00236b  mov     [rbp+0x98],r14
  002372  mov     qword ptr [rbp+0x140],3
  00237d  mov     rax,0x400000002
  002387  jmp     0x0000000000000016
  00238c  mov     [rbp+0x98],r14
  002393  mov     qword ptr [rbp+0x140],3
  00239e  mov     rax,0x400000003
  0023a8  jmp     0x0000000000000016
  0023ad  mov     [rbp+0x98],r14
  0023b4  mov     qword ptr [rbp+0x140],3
  0023bf  mov     rax,0x400000004
  0023c9  jmp     0x0000000000000016
  0023ce  mov     [rbp+0x98],r14
  0023d5  mov     qword ptr [rbp+0x140],3
  0023e0  mov     rax,0x400000005
  0023ea  jmp     0x0000000000000016
  0023ef  add     rsi,1
  0023f6  mov     [rbp+0x98],r14
  0023fd  mov     qword ptr [rbp+0x140],3
  002408  mov     rax,0x400000006
  002412  jmp     0x0000000000000016
  002417  mov     [rbp+0x98],r14
  00241e  mov     qword ptr [rbp+0x140],3
  002429  mov     qword ptr [rbp+0xa8],0x42
  002434  mov     rax,0x400000008
  00243e  jmp     0x0000000000000016
  002443  mov     [rbp+0x98],r14
  00244a  mov     qword ptr [rbp+0x140],3
  002455  mov     qword ptr [rbp+0xa8],0x42
  002460  mov     rax,0x40000000b
  00246a  jmp     0x0000000000000016
  00246f  mov     [rbp+0x98],r14
  002476  mov     qword ptr [rbp+0x140],3
  002481  mov     [rbp+0xb8],rsi
  002488  mov     qword ptr [rbp+0x160],1
  002493  mov     rax,0x400000007
  00249d  jmp     0x0000000000000016
  0024a2  mov     [rbp+0x98],r14
  0024a9  mov     qword ptr [rbp+0x140],3
  0024b4  mov     [rbp+0xb8],rsi
  0024bb  mov     qword ptr [rbp+0x160],1
  0024c6  mov     rax,0x40000000a
  0024d0  jmp     0x0000000000000016
