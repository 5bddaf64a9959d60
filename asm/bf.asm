; T0: 2626 bytes
; v0:int = input n
  000030  cmp     qword ptr [rbp+0xd8],1
  00003b  jne     0x000000000000061c
  000041  mov     rbx,[rbp+0x30]
; v1:list = input src
  000048  cmp     qword ptr [rbp+0xe0],3
  000053  jne     0x000000000000061c
  000059  mov     r12,[rbp+0x38]
; v2:list = input jumps
  000060  cmp     qword ptr [rbp+0xe8],3
  00006b  jne     0x000000000000061c
  000071  mov     r13,[rbp+0x40]
; v3:list = input tape
  000078  cmp     qword ptr [rbp+0x140],3
  000083  jne     0x000000000000061c
  000089  mov     r14,[rbp+0x98]
; v4:int = input p
  000090  cmp     qword ptr [rbp+0x148],1
  00009b  jne     0x000000000000061c
  0000a1  mov     r15,[rbp+0xa0]
; v5:int = input pc
  0000a8  cmp     qword ptr [rbp+0x150],1
  0000b3  jne     0x000000000000061c
  0000b9  mov     rsi,[rbp+0xa8]
; guard_value v1, [43, 43, 43, 43, 43, 43, 43, 43, 91, 62, 43, 43, 43, 43, 43, 43, 43, 43, 60, 45, 93, 62, 43, 91, 62, 43, 60, 45, 93, 62, 46, 91, 45, 93, 43, 43, 43, 43, 43, 43, 43, 43, 43, 43, 46] => loop/0 (0) {tape=v3, p=v4}
  0000c0  mov     rax,<list k0>
  0000ca  cmp     r12,rax
  0000cd  jne     0x000000000000062b
; guard_value v2, [0, 0, 0, 0, 0, 0, 0, 0, 20, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 8, 0, 0, 28, 0, 0, 0, 0, 23, 0, 0, 33, 0, 31, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] => loop_jumps/0 (1) {tape=v3, p=v4}
  0000d3  mov     rax,<list k1>
  0000dd  cmp     r13,rax
  0000e0  jne     0x000000000000068c
; guard_value v5, 24 => loop_pc/0 (2) {tape=v3, p=v4}
  0000e6  cmp     rsi,0x18
  0000ed  jne     0x00000000000006ed
  0000f3  jmp     0x000000000000010d
  0000f8  mov     rbx,[rbp+0x30]
  0000ff  mov     r14,[rbp+0x98]
  000106  mov     r15,[rbp+0xa0]
; v9:int = le 29, v0
; guard_true v9 => dispatch/0 (3) {tape=v3, p=v4}
  00010d  mov     r11,0x1d
  000114  cmp     r11,rbx
  000117  jg      0x0000000000000727
; v11:int = add v4, 1 => right/0 (7) {tape=v3, p=v4}
  00011d  add     r15,1
  000124  jo      0x000000000000074f
; v12:int = and v11, 65535
  00012a  mov     rsi,r15
  00012d  and     rsi,0xffff
; guard_words v3 => plus/0 (14) {tape=v3, p=v12, pc=25}
  000134  cmp     qword ptr [r14+8],0
  000140  jne     0x000000000000077e
; v14:int = len v3
  000146  mov     r13,[r14]
; v15:int = lt 65535, v14
; guard_true v15 => plus/0 (14) {tape=v3, p=v12, pc=25}
  00014e  mov     r11,0xffff
  000155  cmp     r11,r13
  000158  jge     0x00000000000007b1
; v17:int = readlist v3, v12 words in_bounds => plus/0 (14) {tape=v3, p=v12, pc=25}
  00015e  mov     rax,[r14+0x10]
  000166  mov     r13,[rax+rsi*8]
; v18:int = add v17, 1 => plus/0 (14) {tape=v3, p=v12, pc=25}
  00016b  add     r13,1
  000172  jo      0x0000000000000817
; v19:int = and v18, 255
  000178  and     r13,0xff
; v20:list = set v3, v12, v19 owned words in_bounds => plus/3 (14) {tape=v3, p=v12, pc=25, x=v19}
  00017f  mov     rax,[r14-0x10]
  000187  add     rax,[r14-8]
  00018f  cmp     rax,2
  000195  jne     0x0000000000000230
  00019b  mov     rax,[r14+0x10]
  0001a3  mov     [rax+rsi*8],r13
; v21:int = add_nov v11, -1
  0001a8  add     r15,0xffffffffffffffff
; v22:int = and v21, 65535
  0001af  and     r15,0xffff
; v23:int = readlist v20, v22 words in_bounds => minus/0 (32) {tape=v20, p=v22, pc=27}
  0001b6  mov     rax,[r14+0x10]
  0001be  mov     r12,[rax+r15*8]
; v24:int = sub v23, 1 => minus/0 (32) {tape=v20, p=v22, pc=27}
  0001c3  sub     r12,1
  0001ca  jo      0x0000000000000884
; v25:int = and v24, 255
  0001d0  and     r12,0xff
; v26:list = set v20, v22, v25 owned words in_bounds => minus/3 (32) {tape=v20, p=v22, pc=27, x=v25}
  0001d7  mov     rax,[r14+0x10]
  0001df  mov     [rax+r15*8],r12
; guard_true v25 => close_bracket/0 (46) {tape=v26, p=v22, pc=28}
  0001e4  test    r12,r12
  0001e7  je      0x00000000000008be
; guard_steps => loop/0 (49) {tape=v26, p=v22}
; v29:list = phi tape v26
; v30:int = phi - v25
; v31:int = phi - v19
; loop (49) {tape=v29, p=v22}
  0001ed  mov     rdi,[r14+0x10]
  0001f5  nop     [rax+rax]
  0001fe  xchg    ax,ax
; v33:int = add v31, 1 => plus/0 (14) {tape=v29, p=v12, pc=25}
  000200  add     r13,1
  000207  jo      0x00000000000008f1
; v34:int = and v33, 255
  00020d  and     r13,0xff
; v35:list = set v29, v12, v34 owned words in_bounds => plus/3 (14) {tape=v29, p=v12, pc=25, x=v34}
  000214  mov     [rdi+rsi*8],r13
; v36:int = sub_nov v30, 1
; v37:int = and v36, 255
  000219  add     r12b,0xff
; v38:list = set v35, v22, v37 owned words in_bounds => minus/3 (32) {tape=v35, p=v22, pc=27, x=v37}
  00021d  mov     [rdi+r15*8],r12
; guard_true v37 => close_bracket/0 (46) {tape=v38, p=v22, pc=28}
  000222  test    r12,r12
  000225  jne     0x0000000000000200
  00022b  jmp     0x000000000000092b
; guard_steps => loop/0 (49) {tape=v38, p=v22}
; jump (49) v29 <- v38, v30 <- v37, v31 <- v34
  000230  sub     rsp,0x70
  000237  mov     [rsp+0x30],rcx
  00023f  mov     [rsp+0x38],rsi
  000247  mov     [rsp+0x40],rdi
  00024f  mov     [rsp+0x48],r8
  000257  mov     [rsp+0x50],r9
  00025f  mov     [rsp+0x58],r10
  000267  mov     [rsp],r14
  00026f  mov     qword ptr [rsp+8],3
  00027b  mov     [rsp+0x10],rsi
  000283  mov     qword ptr [rsp+0x18],1
  00028f  mov     [rsp+0x20],r13
  000297  mov     qword ptr [rsp+0x28],1
  0002a3  mov     rdi,[rbp+0x20]
  0002aa  mov     esi,0xe
  0002af  mov     rdx,rsp
  0002b2  mov     rcx,0xfffffffffffffff2
  0002bc  mov     r8,0xfffffffffffffff2
  0002c6  mov     r9,0
  0002d0  mov     rax,<list_op>
  0002da  call    rax
  0002dc  mov     r11,rax
  0002df  mov     rcx,[rsp+0x30]
  0002e7  mov     rsi,[rsp+0x38]
  0002ef  mov     rdi,[rsp+0x40]
  0002f7  mov     r8,[rsp+0x48]
  0002ff  mov     r9,[rsp+0x50]
  000307  mov     r10,[rsp+0x58]
  00030f  add     rsp,0x70
  000316  test    rdx,rdx
  000319  je      0x000000000000095e
  00031f  mov     r14,r11
  000322  jmp     0x00000000000001a8
  000327  sub     rsp,0x70
  00032e  mov     [rsp+0x30],rcx
  000336  mov     [rsp+0x38],rsi
  00033e  mov     [rsp+0x40],rdi
  000346  mov     [rsp+0x48],r8
  00034e  mov     [rsp+0x50],r9
  000356  mov     [rsp+0x58],r10
  00035e  mov     [rsp],r14
  000366  mov     qword ptr [rsp+8],3
  000372  mov     [rsp+0x10],r15
  00037a  mov     qword ptr [rsp+0x18],1
  000386  mov     [rsp+0x20],r12
  00038e  mov     qword ptr [rsp+0x28],1
  00039a  mov     rdi,[rbp+0x20]
  0003a1  mov     esi,0xe
  0003a6  mov     rdx,rsp
  0003a9  mov     rcx,0xfffffffffffffff2
  0003b3  mov     r8,0xfffffffffffffff2
  0003bd  mov     r9,0
  0003c7  mov     rax,<list_op>
  0003d1  call    rax
  0003d3  mov     r11,rax
  0003d6  mov     rcx,[rsp+0x30]
  0003de  mov     rsi,[rsp+0x38]
  0003e6  mov     rdi,[rsp+0x40]
  0003ee  mov     r8,[rsp+0x48]
  0003f6  mov     r9,[rsp+0x50]
  0003fe  mov     r10,[rsp+0x58]
  000406  add     rsp,0x70
  00040d  test    rdx,rdx
  000410  je      0x00000000000009a3
  000416  mov     r14,r11
  000419  jmp     0x00000000000001e4
  00041e  sub     rsp,0x70
  000425  mov     [rsp+0x30],rcx
  00042d  mov     [rsp+0x38],rsi
  000435  mov     [rsp+0x40],rdi
  00043d  mov     [rsp+0x48],r8
  000445  mov     [rsp+0x50],r9
  00044d  mov     [rsp+0x58],r10
  000455  mov     [rsp],r14
  00045d  mov     qword ptr [rsp+8],3
  000469  mov     [rsp+0x10],rsi
  000471  mov     qword ptr [rsp+0x18],1
  00047d  mov     [rsp+0x20],r13
  000485  mov     qword ptr [rsp+0x28],1
  000491  mov     rdi,[rbp+0x20]
  000498  mov     esi,0xe
  00049d  mov     rdx,rsp
  0004a0  mov     rcx,0xfffffffffffffff2
  0004aa  mov     r8,0xfffffffffffffff2
  0004b4  mov     r9,0
  0004be  mov     rax,<list_op>
  0004c8  call    rax
  0004ca  mov     r11,rax
  0004cd  mov     rcx,[rsp+0x30]
  0004d5  mov     rsi,[rsp+0x38]
  0004dd  mov     rdi,[rsp+0x40]
  0004e5  mov     r8,[rsp+0x48]
  0004ed  mov     r9,[rsp+0x50]
  0004f5  mov     r10,[rsp+0x58]
  0004fd  add     rsp,0x70
  000504  test    rdx,rdx
  000507  je      0x00000000000009e8
  00050d  mov     r14,r11
  000510  mov     rdi,[r14+0x10]
  000518  jmp     0x0000000000000219
  00051d  sub     rsp,0x70
  000524  mov     [rsp+0x30],rcx
  00052c  mov     [rsp+0x38],rsi
  000534  mov     [rsp+0x40],rdi
  00053c  mov     [rsp+0x48],r8
  000544  mov     [rsp+0x50],r9
  00054c  mov     [rsp+0x58],r10
  000554  mov     [rsp],r14
  00055c  mov     qword ptr [rsp+8],3
  000568  mov     [rsp+0x10],r15
  000570  mov     qword ptr [rsp+0x18],1
  00057c  mov     [rsp+0x20],r12
  000584  mov     qword ptr [rsp+0x28],1
  000590  mov     rdi,[rbp+0x20]
  000597  mov     esi,0xe
  00059c  mov     rdx,rsp
  00059f  mov     rcx,0xfffffffffffffff2
  0005a9  mov     r8,0xfffffffffffffff2
  0005b3  mov     r9,0
  0005bd  mov     rax,<list_op>
  0005c7  call    rax
  0005c9  mov     r11,rax
  0005cc  mov     rcx,[rsp+0x30]
  0005d4  mov     rsi,[rsp+0x38]
  0005dc  mov     rdi,[rsp+0x40]
  0005e4  mov     r8,[rsp+0x48]
  0005ec  mov     r9,[rsp+0x50]
  0005f4  mov     r10,[rsp+0x58]
  0005fc  add     rsp,0x70
  000603  test    rdx,rdx
  000606  je      0x0000000000000a2d
  00060c  mov     r14,r11
  00060f  mov     rdi,[r14+0x10]
  000617  jmp     0x0000000000000222
; exits
  00061c  mov     rax,0xfffffffe
  000626  jmp     0x0000000000000016
  00062b  mov     [rbp+0x10],r12
  000632  mov     qword ptr [rbp+0x18],3
  00063d  mov     [rbp+0x98],r14
  000644  mov     qword ptr [rbp+0x140],3
  00064f  mov     [rbp+0xa0],r15
  000656  mov     rdi,[rbp+0x20]
  00065d  mov     rsi,8
  000667  mov     rdx,0
  000671  mov     rax,<exit_lists>
  00067b  call    rax
  00067d  mov     rax,0
  000687  jmp     0x0000000000000016
  00068c  mov     [rbp+0x10],r13
  000693  mov     qword ptr [rbp+0x18],3
  00069e  mov     [rbp+0x98],r14
  0006a5  mov     qword ptr [rbp+0x140],3
  0006b0  mov     [rbp+0xa0],r15
  0006b7  mov     rdi,[rbp+0x20]
  0006be  mov     rsi,8
  0006c8  mov     rdx,0
  0006d2  mov     rax,<exit_lists>
  0006dc  call    rax
  0006de  mov     rax,1
  0006e8  jmp     0x0000000000000016
  0006ed  mov     [rbp+0x10],rsi
  0006f4  mov     qword ptr [rbp+0x18],1
  0006ff  mov     [rbp+0x98],r14
  000706  mov     qword ptr [rbp+0x140],3
  000711  mov     [rbp+0xa0],r15
  000718  mov     rax,2
  000722  jmp     0x0000000000000016
  000727  mov     [rbp+0x98],r14
  00072e  mov     qword ptr [rbp+0x140],3
  000739  mov     [rbp+0xa0],r15
  000740  mov     rax,3
  00074a  jmp     0x0000000000000016
  00074f  sub     r15,1
  000756  mov     [rbp+0x98],r14
  00075d  mov     qword ptr [rbp+0x140],3
  000768  mov     [rbp+0xa0],r15
  00076f  mov     rax,4
  000779  jmp     0x0000000000000016
  00077e  mov     [rbp+0x98],r14
  000785  mov     qword ptr [rbp+0x140],3
  000790  mov     [rbp+0xa0],rsi
  000797  mov     qword ptr [rbp+0xa8],0x19
  0007a2  mov     rax,5
  0007ac  jmp     0x0000000000000016
  0007b1  mov     [rbp+0x98],r14
  0007b8  mov     qword ptr [rbp+0x140],3
  0007c3  mov     [rbp+0xa0],rsi
  0007ca  mov     qword ptr [rbp+0xa8],0x19
  0007d5  mov     rax,6
  0007df  jmp     0x0000000000000016
  0007e4  mov     [rbp+0x98],r14
  0007eb  mov     qword ptr [rbp+0x140],3
  0007f6  mov     [rbp+0xa0],rsi
  0007fd  mov     qword ptr [rbp+0xa8],0x19
  000808  mov     rax,7
  000812  jmp     0x0000000000000016
  000817  sub     r13,1
  00081e  mov     [rbp+0x98],r14
  000825  mov     qword ptr [rbp+0x140],3
  000830  mov     [rbp+0xa0],rsi
  000837  mov     qword ptr [rbp+0xa8],0x19
  000842  mov     rax,8
  00084c  jmp     0x0000000000000016
  000851  mov     [rbp+0x98],r14
  000858  mov     qword ptr [rbp+0x140],3
  000863  mov     [rbp+0xa0],r15
  00086a  mov     qword ptr [rbp+0xa8],0x1b
  000875  mov     rax,0xa
  00087f  jmp     0x0000000000000016
  000884  add     r12,1
  00088b  mov     [rbp+0x98],r14
  000892  mov     qword ptr [rbp+0x140],3
  00089d  mov     [rbp+0xa0],r15
  0008a4  mov     qword ptr [rbp+0xa8],0x1b
  0008af  mov     rax,0xb
  0008b9  jmp     0x0000000000000016
  0008be  mov     [rbp+0x98],r14
  0008c5  mov     qword ptr [rbp+0x140],3
  0008d0  mov     [rbp+0xa0],r15
  0008d7  mov     qword ptr [rbp+0xa8],0x1c
  0008e2  mov     rax,0xd
  0008ec  jmp     0x0000000000000016
  0008f1  sub     r13,1
  0008f8  mov     [rbp+0x98],r14
  0008ff  mov     qword ptr [rbp+0x140],3
  00090a  mov     [rbp+0xa0],rsi
  000911  mov     qword ptr [rbp+0xa8],0x19
  00091c  mov     rax,0xf
  000926  jmp     0x0000000000000016
  00092b  mov     [rbp+0x98],r14
  000932  mov     qword ptr [rbp+0x140],3
  00093d  mov     [rbp+0xa0],r15
  000944  mov     qword ptr [rbp+0xa8],0x1c
  00094f  mov     rax,0x12
  000959  jmp     0x0000000000000016
  00095e  mov     [rbp+0x98],r14
  000965  mov     qword ptr [rbp+0x140],3
  000970  mov     [rbp+0xa0],rsi
  000977  mov     qword ptr [rbp+0xa8],0x19
  000982  mov     [rbp+0xb8],r13
  000989  mov     qword ptr [rbp+0x160],1
  000994  mov     rax,9
  00099e  jmp     0x0000000000000016
  0009a3  mov     [rbp+0x98],r14
  0009aa  mov     qword ptr [rbp+0x140],3
  0009b5  mov     [rbp+0xa0],r15
  0009bc  mov     qword ptr [rbp+0xa8],0x1b
  0009c7  mov     [rbp+0xb8],r12
  0009ce  mov     qword ptr [rbp+0x160],1
  0009d9  mov     rax,0xc
  0009e3  jmp     0x0000000000000016
  0009e8  mov     [rbp+0x98],r14
  0009ef  mov     qword ptr [rbp+0x140],3
  0009fa  mov     [rbp+0xa0],rsi
  000a01  mov     qword ptr [rbp+0xa8],0x19
  000a0c  mov     [rbp+0xb8],r13
  000a13  mov     qword ptr [rbp+0x160],1
  000a1e  mov     rax,0x10
  000a28  jmp     0x0000000000000016
  000a2d  mov     [rbp+0x98],r14
  000a34  mov     qword ptr [rbp+0x140],3
  000a3f  mov     [rbp+0xa0],r15
  000a46  mov     qword ptr [rbp+0xa8],0x1b
  000a51  mov     [rbp+0xb8],r12
  000a58  mov     qword ptr [rbp+0x160],1
  000a63  mov     rax,0x11
  000a6d  jmp     0x0000000000000016

; T1: 1468 bytes
; v0:int = input n
  000a80  cmp     qword ptr [rbp+0xd8],1
  000a8b  jne     0x0000000000000dfd
  000a91  mov     rbx,[rbp+0x30]
; v1:list = input src
  000a98  cmp     qword ptr [rbp+0xe0],3
  000aa3  jne     0x0000000000000dfd
  000aa9  mov     r12,[rbp+0x38]
; v2:list = input jumps
  000ab0  cmp     qword ptr [rbp+0xe8],3
  000abb  jne     0x0000000000000dfd
  000ac1  mov     r13,[rbp+0x40]
; v3:list = input tape
  000ac8  cmp     qword ptr [rbp+0x140],3
  000ad3  jne     0x0000000000000dfd
  000ad9  mov     r14,[rbp+0x98]
; v4:int = input p
  000ae0  cmp     qword ptr [rbp+0x148],1
  000aeb  jne     0x0000000000000dfd
  000af1  mov     r15,[rbp+0xa0]
; v5:int = input pc
  000af8  cmp     qword ptr [rbp+0x150],1
  000b03  jne     0x0000000000000dfd
  000b09  mov     rsi,[rbp+0xa8]
; guard_value v1, [43, 43, 43, 43, 43, 43, 43, 43, 91, 62, 43, 43, 43, 43, 43, 43, 43, 43, 60, 45, 93, 62, 43, 91, 62, 43, 60, 45, 93, 62, 46, 91, 45, 93, 43, 43, 43, 43, 43, 43, 43, 43, 43, 43, 46] => loop/0 (0) {tape=v3}
  000b10  mov     rax,<list k0>
  000b1a  cmp     r12,rax
  000b1d  jne     0x0000000000000e0c
; guard_value v2, [0, 0, 0, 0, 0, 0, 0, 0, 20, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 8, 0, 0, 28, 0, 0, 0, 0, 23, 0, 0, 33, 0, 31, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] => loop_jumps/0 (1) {tape=v3}
  000b23  mov     rax,<list k1>
  000b2d  cmp     r13,rax
  000b30  jne     0x0000000000000e66
; guard_value v5, 32 => loop_pc/0 (2) {tape=v3}
  000b36  cmp     rsi,0x20
  000b3d  jne     0x0000000000000ec0
  000b43  jmp     0x0000000000000b5d
  000b48  mov     rbx,[rbp+0x30]
  000b4f  mov     r14,[rbp+0x98]
  000b56  mov     r15,[rbp+0xa0]
; v9:int = le 34, v0
; guard_true v9 => dispatch/0 (3) {tape=v3}
  000b5d  mov     r11,0x22
  000b64  cmp     r11,rbx
  000b67  jg      0x0000000000000ef3
; guard_words v3 => minus/0 (6) {tape=v3}
  000b6d  cmp     qword ptr [r14+8],0
  000b79  jne     0x0000000000000f14
; v12:int = readlist v3, v4 words => minus/0 (6) {tape=v3}
  000b7f  cmp     r15,[r14]
  000b87  jae     0x0000000000000f35
  000b8d  mov     rax,[r14+0x10]
  000b95  mov     rsi,[rax+r15*8]
; v13:int = sub v12, 1 => minus/0 (6) {tape=v3}
  000b9a  sub     rsi,1
  000ba1  jo      0x0000000000000f56
; v14:int = and v13, 255
  000ba7  and     rsi,0xff
; v15:list = set v3, v4, v14 owned words in_bounds => minus/3 (6) {tape=v3, x=v14}
  000bae  mov     rax,[r14-0x10]
  000bb6  add     rax,[r14-8]
  000bbe  cmp     rax,2
  000bc4  jne     0x0000000000000c07
  000bca  mov     rax,[r14+0x10]
  000bd2  mov     [rax+r15*8],rsi
; guard_true v14 => close_bracket/0 (20) {tape=v15, pc=33}
  000bd7  test    rsi,rsi
  000bda  je      0x0000000000000f7e
; guard_steps => loop/0 (23) {tape=v15}
; v18:list = phi tape v15
; v19:int = phi - v14
; loop (23) {tape=v18}
  000be0  mov     rdi,[r14+0x10]
  000be8  nop     [rax+rax]
; v21:int = sub_nov v19, 1
; v22:int = and v21, 255
  000bf0  add     sil,0xff
; v23:list = set v18, v4, v22 owned words in_bounds => minus/3 (6) {tape=v18, x=v22}
  000bf4  mov     [rdi+r15*8],rsi
; guard_true v22 => close_bracket/0 (20) {tape=v23, pc=33}
  000bf9  test    rsi,rsi
  000bfc  jne     0x0000000000000bf0
  000c02  jmp     0x0000000000000faa
; guard_steps => loop/0 (23) {tape=v23}
; jump (23) v18 <- v23, v19 <- v22
  000c07  sub     rsp,0x70
  000c0e  mov     [rsp+0x30],rcx
  000c16  mov     [rsp+0x38],rsi
  000c1e  mov     [rsp+0x40],rdi
  000c26  mov     [rsp+0x48],r8
  000c2e  mov     [rsp+0x50],r9
  000c36  mov     [rsp+0x58],r10
  000c3e  mov     [rsp],r14
  000c46  mov     qword ptr [rsp+8],3
  000c52  mov     [rsp+0x10],r15
  000c5a  mov     qword ptr [rsp+0x18],1
  000c66  mov     [rsp+0x20],rsi
  000c6e  mov     qword ptr [rsp+0x28],1
  000c7a  mov     rdi,[rbp+0x20]
  000c81  mov     esi,0xe
  000c86  mov     rdx,rsp
  000c89  mov     rcx,0xfffffffffffffff2
  000c93  mov     r8,0xfffffffffffffff2
  000c9d  mov     r9,0
  000ca7  mov     rax,<list_op>
  000cb1  call    rax
  000cb3  mov     r11,rax
  000cb6  mov     rcx,[rsp+0x30]
  000cbe  mov     rsi,[rsp+0x38]
  000cc6  mov     rdi,[rsp+0x40]
  000cce  mov     r8,[rsp+0x48]
  000cd6  mov     r9,[rsp+0x50]
  000cde  mov     r10,[rsp+0x58]
  000ce6  add     rsp,0x70
  000ced  test    rdx,rdx
  000cf0  je      0x0000000000000fd6
  000cf6  mov     r14,r11
  000cf9  jmp     0x0000000000000bd7
  000cfe  sub     rsp,0x70
  000d05  mov     [rsp+0x30],rcx
  000d0d  mov     [rsp+0x38],rsi
  000d15  mov     [rsp+0x40],rdi
  000d1d  mov     [rsp+0x48],r8
  000d25  mov     [rsp+0x50],r9
  000d2d  mov     [rsp+0x58],r10
  000d35  mov     [rsp],r14
  000d3d  mov     qword ptr [rsp+8],3
  000d49  mov     [rsp+0x10],r15
  000d51  mov     qword ptr [rsp+0x18],1
  000d5d  mov     [rsp+0x20],rsi
  000d65  mov     qword ptr [rsp+0x28],1
  000d71  mov     rdi,[rbp+0x20]
  000d78  mov     esi,0xe
  000d7d  mov     rdx,rsp
  000d80  mov     rcx,0xfffffffffffffff2
  000d8a  mov     r8,0xfffffffffffffff2
  000d94  mov     r9,0
  000d9e  mov     rax,<list_op>
  000da8  call    rax
  000daa  mov     r11,rax
  000dad  mov     rcx,[rsp+0x30]
  000db5  mov     rsi,[rsp+0x38]
  000dbd  mov     rdi,[rsp+0x40]
  000dc5  mov     r8,[rsp+0x48]
  000dcd  mov     r9,[rsp+0x50]
  000dd5  mov     r10,[rsp+0x58]
  000ddd  add     rsp,0x70
  000de4  test    rdx,rdx
  000de7  je      0x0000000000001009
  000ded  mov     r14,r11
  000df0  mov     rdi,[r14+0x10]
  000df8  jmp     0x0000000000000bf9
; exits
  000dfd  mov     rax,0x1fffffffe
  000e07  jmp     0x0000000000000016
  000e0c  mov     [rbp+0x10],r12
  000e13  mov     qword ptr [rbp+0x18],3
  000e1e  mov     [rbp+0x98],r14
  000e25  mov     qword ptr [rbp+0x140],3
  000e30  mov     rdi,[rbp+0x20]
  000e37  mov     rsi,8
  000e41  mov     rdx,0
  000e4b  mov     rax,<exit_lists>
  000e55  call    rax
  000e57  mov     rax,0x100000000
  000e61  jmp     0x0000000000000016
  000e66  mov     [rbp+0x10],r13
  000e6d  mov     qword ptr [rbp+0x18],3
  000e78  mov     [rbp+0x98],r14
  000e7f  mov     qword ptr [rbp+0x140],3
  000e8a  mov     rdi,[rbp+0x20]
  000e91  mov     rsi,8
  000e9b  mov     rdx,0
  000ea5  mov     rax,<exit_lists>
  000eaf  call    rax
  000eb1  mov     rax,0x100000001
  000ebb  jmp     0x0000000000000016
  000ec0  mov     [rbp+0x10],rsi
  000ec7  mov     qword ptr [rbp+0x18],1
  000ed2  mov     [rbp+0x98],r14
  000ed9  mov     qword ptr [rbp+0x140],3
  000ee4  mov     rax,0x100000002
  000eee  jmp     0x0000000000000016
  000ef3  mov     [rbp+0x98],r14
  000efa  mov     qword ptr [rbp+0x140],3
  000f05  mov     rax,0x100000003
  000f0f  jmp     0x0000000000000016
  000f14  mov     [rbp+0x98],r14
  000f1b  mov     qword ptr [rbp+0x140],3
  000f26  mov     rax,0x100000004
  000f30  jmp     0x0000000000000016
  000f35  mov     [rbp+0x98],r14
  000f3c  mov     qword ptr [rbp+0x140],3
  000f47  mov     rax,0x100000005
  000f51  jmp     0x0000000000000016
  000f56  add     rsi,1
  000f5d  mov     [rbp+0x98],r14
  000f64  mov     qword ptr [rbp+0x140],3
  000f6f  mov     rax,0x100000006
  000f79  jmp     0x0000000000000016
  000f7e  mov     [rbp+0x98],r14
  000f85  mov     qword ptr [rbp+0x140],3
  000f90  mov     qword ptr [rbp+0xa8],0x21
  000f9b  mov     rax,0x100000008
  000fa5  jmp     0x0000000000000016
  000faa  mov     [rbp+0x98],r14
  000fb1  mov     qword ptr [rbp+0x140],3
  000fbc  mov     qword ptr [rbp+0xa8],0x21
  000fc7  mov     rax,0x10000000b
  000fd1  jmp     0x0000000000000016
  000fd6  mov     [rbp+0x98],r14
  000fdd  mov     qword ptr [rbp+0x140],3
  000fe8  mov     [rbp+0xb8],rsi
  000fef  mov     qword ptr [rbp+0x160],1
  000ffa  mov     rax,0x100000007
  001004  jmp     0x0000000000000016
  001009  mov     [rbp+0x98],r14
  001010  mov     qword ptr [rbp+0x140],3
  00101b  mov     [rbp+0xb8],rsi
  001022  mov     qword ptr [rbp+0x160],1
  00102d  mov     rax,0x10000000a
  001037  jmp     0x0000000000000016
