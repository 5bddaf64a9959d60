; T0: 2312 bytes
; v0:int = input n
  000080  cmp     qword ptr [rbp+0x190],1
  00008b  jne     0x000000000000061c
; v1:list = input src
  000091  cmp     qword ptr [rbp+0x198],3
  00009c  jne     0x000000000000061c
; v2:list = input jumps
  0000a2  cmp     qword ptr [rbp+0x1a0],3
  0000ad  jne     0x000000000000061c
; v3:list = input tape
  0000b3  cmp     qword ptr [rbp+0x1f8],3
  0000be  jne     0x000000000000061c
  0000c4  mov     rbx,[rbp+0xa8]
; v4:int = input p
  0000cb  cmp     qword ptr [rbp+0x200],1
  0000d6  jne     0x000000000000061c
  0000dc  mov     r12,[rbp+0xb0]
; v5:int = input pc
  0000e3  cmp     qword ptr [rbp+0x208],1
  0000ee  jne     0x000000000000061c
  0000f4  mov     r13,[rbp+0xb8]
; guard_value v5, 24 => loop_pc/0 (2) {tape=v3, p=v4}
  0000fb  cmp     r13,0x18
  000102  jne     0x000000000000062b
  000108  jmp     0x000000000000011b
  00010d  mov     rbx,[rbp+0xa8]
  000114  mov     r12,[rbp+0xb0]
; v7:int = add v4, 1 => right/0 (7) {tape=v3, p=v4}
  00011b  add     r12,1
  000122  jo      0x0000000000000665
; v8:int = and v7, 65535
  000128  mov     r13,r12
  00012b  and     r13,0xffff
; guard_words v3 => plus/0 (14) {tape=v3, p=v8, pc=25}
  000132  cmp     qword ptr [rbx+8],0
  00013e  jne     0x0000000000000694
; v10:int = len v3
  000144  mov     r14,[rbx]
; v11:int = lt 65535, v10
; guard_true v11 => plus/0 (14) {tape=v3, p=v8, pc=25}
  00014c  mov     r11,0xffff
  000153  cmp     r11,r14
  000156  jge     0x00000000000006c7
; v13:int = readlist v3, v8 words in_bounds => plus/0 (14) {tape=v3, p=v8, pc=25}
  00015c  mov     rax,[rbx+0x10]
  000164  mov     r14,[rax+r13*8]
; v14:int = add v13, 1 => plus/0 (14) {tape=v3, p=v8, pc=25}
  000169  add     r14,1
  000170  jo      0x000000000000072d
; v15:int = and v14, 255
  000176  and     r14,0xff
; v16:list = set v3, v8, v15 owned words in_bounds => plus/3 (14) {tape=v3, p=v8, pc=25, x=v15}
  00017d  mov     rax,[rbx-0x10]
  000185  add     rax,[rbx-8]
  00018d  cmp     rax,2
  000193  jne     0x0000000000000230
  000199  mov     rax,[rbx+0x10]
  0001a1  mov     [rax+r13*8],r14
; v17:int = add_nov v7, -1
  0001a6  add     r12,0xffffffffffffffff
; v18:int = and v17, 65535
  0001ad  and     r12,0xffff
; v19:int = readlist v16, v18 words in_bounds => minus/0 (32) {tape=v16, p=v18, pc=27}
  0001b4  mov     rax,[rbx+0x10]
  0001bc  mov     r15,[rax+r12*8]
; v20:int = sub v19, 1 => minus/0 (32) {tape=v16, p=v18, pc=27}
  0001c1  sub     r15,1
  0001c8  jo      0x000000000000079a
; v21:int = and v20, 255
  0001ce  and     r15,0xff
; v22:list = set v16, v18, v21 owned words in_bounds => minus/3 (32) {tape=v16, p=v18, pc=27, x=v21}
  0001d5  mov     rax,[rbx+0x10]
  0001dd  mov     [rax+r12*8],r15
; guard_true v21 => close_bracket/0 (46) {tape=v22, p=v18, pc=28}
  0001e2  test    r15,r15
  0001e5  je      0x00000000000007d4
; guard_steps => loop/0 (49) {tape=v22, p=v18}
; v25:list = phi tape v22
; v26:int = phi - v21
; v27:int = phi - v15
; loop (49) {tape=v25, p=v18}
  0001eb  mov     rsi,[rbx+0x10]
  0001f3  nop     [rax+rax]
  0001fc  nop     [rax]
; v29:int = add v27, 1 => plus/0 (14) {tape=v25, p=v8, pc=25}
  000200  add     r14,1
  000207  jo      0x0000000000000807
; v30:int = and v29, 255
  00020d  and     r14,0xff
; v31:list = set v25, v8, v30 owned words in_bounds => plus/3 (14) {tape=v25, p=v8, pc=25, x=v30}
  000214  mov     [rsi+r13*8],r14
; v32:int = sub_nov v26, 1
; v33:int = and v32, 255
  000219  add     r15b,0xff
; v34:list = set v31, v18, v33 owned words in_bounds => minus/3 (32) {tape=v31, p=v18, pc=27, x=v33}
  00021d  mov     [rsi+r12*8],r15
; guard_true v33 => close_bracket/0 (46) {tape=v34, p=v18, pc=28}
  000222  test    r15,r15
  000225  jne     0x0000000000000200
  00022b  jmp     0x0000000000000841
; guard_steps => loop/0 (49) {tape=v34, p=v18}
; jump (49) v25 <- v34, v26 <- v33, v27 <- v30
  000230  sub     rsp,0x70
  000237  mov     [rsp+0x30],rcx
  00023f  mov     [rsp+0x38],rsi
  000247  mov     [rsp+0x40],rdi
  00024f  mov     [rsp+0x48],r8
  000257  mov     [rsp+0x50],r9
  00025f  mov     [rsp+0x58],r10
  000267  mov     [rsp],rbx
  00026f  mov     qword ptr [rsp+8],3
  00027b  mov     [rsp+0x10],r13
  000283  mov     qword ptr [rsp+0x18],1
  00028f  mov     [rsp+0x20],r14
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
  000319  je      0x0000000000000874
  00031f  mov     rbx,r11
  000322  jmp     0x00000000000001a6
  000327  sub     rsp,0x70
  00032e  mov     [rsp+0x30],rcx
  000336  mov     [rsp+0x38],rsi
  00033e  mov     [rsp+0x40],rdi
  000346  mov     [rsp+0x48],r8
  00034e  mov     [rsp+0x50],r9
  000356  mov     [rsp+0x58],r10
  00035e  mov     [rsp],rbx
  000366  mov     qword ptr [rsp+8],3
  000372  mov     [rsp+0x10],r12
  00037a  mov     qword ptr [rsp+0x18],1
  000386  mov     [rsp+0x20],r15
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
  000410  je      0x00000000000008b9
  000416  mov     rbx,r11
  000419  jmp     0x00000000000001e2
  00041e  sub     rsp,0x70
  000425  mov     [rsp+0x30],rcx
  00042d  mov     [rsp+0x38],rsi
  000435  mov     [rsp+0x40],rdi
  00043d  mov     [rsp+0x48],r8
  000445  mov     [rsp+0x50],r9
  00044d  mov     [rsp+0x58],r10
  000455  mov     [rsp],rbx
  00045d  mov     qword ptr [rsp+8],3
  000469  mov     [rsp+0x10],r13
  000471  mov     qword ptr [rsp+0x18],1
  00047d  mov     [rsp+0x20],r14
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
  000507  je      0x00000000000008fe
  00050d  mov     rbx,r11
  000510  mov     rsi,[rbx+0x10]
  000518  jmp     0x0000000000000219
  00051d  sub     rsp,0x70
  000524  mov     [rsp+0x30],rcx
  00052c  mov     [rsp+0x38],rsi
  000534  mov     [rsp+0x40],rdi
  00053c  mov     [rsp+0x48],r8
  000544  mov     [rsp+0x50],r9
  00054c  mov     [rsp+0x58],r10
  000554  mov     [rsp],rbx
  00055c  mov     qword ptr [rsp+8],3
  000568  mov     [rsp+0x10],r12
  000570  mov     qword ptr [rsp+0x18],1
  00057c  mov     [rsp+0x20],r15
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
  000606  je      0x0000000000000943
  00060c  mov     rbx,r11
  00060f  mov     rsi,[rbx+0x10]
  000617  jmp     0x0000000000000222
; exits
  00061c  mov     rax,0xfffffffe
  000626  jmp     0x0000000000000027
  00062b  mov     [rbp+0x10],r13
  000632  mov     qword ptr [rbp+0x18],1
  00063d  mov     [rbp+0xa8],rbx
  000644  mov     qword ptr [rbp+0x1f8],3
  00064f  mov     [rbp+0xb0],r12
  000656  mov     rax,0
  000660  jmp     0x0000000000000027
  000665  sub     r12,1
  00066c  mov     [rbp+0xa8],rbx
  000673  mov     qword ptr [rbp+0x1f8],3
  00067e  mov     [rbp+0xb0],r12
  000685  mov     rax,1
  00068f  jmp     0x0000000000000027
  000694  mov     [rbp+0xa8],rbx
  00069b  mov     qword ptr [rbp+0x1f8],3
  0006a6  mov     [rbp+0xb0],r13
  0006ad  mov     qword ptr [rbp+0xb8],0x19
  0006b8  mov     rax,2
  0006c2  jmp     0x0000000000000027
  0006c7  mov     [rbp+0xa8],rbx
  0006ce  mov     qword ptr [rbp+0x1f8],3
  0006d9  mov     [rbp+0xb0],r13
  0006e0  mov     qword ptr [rbp+0xb8],0x19
  0006eb  mov     rax,3
  0006f5  jmp     0x0000000000000027
  0006fa  mov     [rbp+0xa8],rbx
  000701  mov     qword ptr [rbp+0x1f8],3
  00070c  mov     [rbp+0xb0],r13
  000713  mov     qword ptr [rbp+0xb8],0x19
  00071e  mov     rax,4
  000728  jmp     0x0000000000000027
  00072d  sub     r14,1
  000734  mov     [rbp+0xa8],rbx
  00073b  mov     qword ptr [rbp+0x1f8],3
  000746  mov     [rbp+0xb0],r13
  00074d  mov     qword ptr [rbp+0xb8],0x19
  000758  mov     rax,5
  000762  jmp     0x0000000000000027
  000767  mov     [rbp+0xa8],rbx
  00076e  mov     qword ptr [rbp+0x1f8],3
  000779  mov     [rbp+0xb0],r12
  000780  mov     qword ptr [rbp+0xb8],0x1b
  00078b  mov     rax,7
  000795  jmp     0x0000000000000027
  00079a  add     r15,1
  0007a1  mov     [rbp+0xa8],rbx
  0007a8  mov     qword ptr [rbp+0x1f8],3
  0007b3  mov     [rbp+0xb0],r12
  0007ba  mov     qword ptr [rbp+0xb8],0x1b
  0007c5  mov     rax,8
  0007cf  jmp     0x0000000000000027
  0007d4  mov     [rbp+0xa8],rbx
  0007db  mov     qword ptr [rbp+0x1f8],3
  0007e6  mov     [rbp+0xb0],r12
  0007ed  mov     qword ptr [rbp+0xb8],0x1c
  0007f8  mov     rax,0xa
  000802  jmp     0x0000000000000027
  000807  sub     r14,1
  00080e  mov     [rbp+0xa8],rbx
  000815  mov     qword ptr [rbp+0x1f8],3
  000820  mov     [rbp+0xb0],r13
  000827  mov     qword ptr [rbp+0xb8],0x19
  000832  mov     rax,0xc
  00083c  jmp     0x0000000000000027
  000841  mov     [rbp+0xa8],rbx
  000848  mov     qword ptr [rbp+0x1f8],3
  000853  mov     [rbp+0xb0],r12
  00085a  mov     qword ptr [rbp+0xb8],0x1c
  000865  mov     rax,0xf
  00086f  jmp     0x0000000000000027
  000874  mov     [rbp+0xa8],rbx
  00087b  mov     qword ptr [rbp+0x1f8],3
  000886  mov     [rbp+0xb0],r13
  00088d  mov     qword ptr [rbp+0xb8],0x19
  000898  mov     [rbp+0xc8],r14
  00089f  mov     qword ptr [rbp+0x218],1
  0008aa  mov     rax,6
  0008b4  jmp     0x0000000000000027
  0008b9  mov     [rbp+0xa8],rbx
  0008c0  mov     qword ptr [rbp+0x1f8],3
  0008cb  mov     [rbp+0xb0],r12
  0008d2  mov     qword ptr [rbp+0xb8],0x1b
  0008dd  mov     [rbp+0xc8],r15
  0008e4  mov     qword ptr [rbp+0x218],1
  0008ef  mov     rax,9
  0008f9  jmp     0x0000000000000027
  0008fe  mov     [rbp+0xa8],rbx
  000905  mov     qword ptr [rbp+0x1f8],3
  000910  mov     [rbp+0xb0],r13
  000917  mov     qword ptr [rbp+0xb8],0x19
  000922  mov     [rbp+0xc8],r14
  000929  mov     qword ptr [rbp+0x218],1
  000934  mov     rax,0xd
  00093e  jmp     0x0000000000000027
  000943  mov     [rbp+0xa8],rbx
  00094a  mov     qword ptr [rbp+0x1f8],3
  000955  mov     [rbp+0xb0],r12
  00095c  mov     qword ptr [rbp+0xb8],0x1b
  000967  mov     [rbp+0xc8],r15
  00096e  mov     qword ptr [rbp+0x218],1
  000979  mov     rax,0xe
  000983  jmp     0x0000000000000027

; T1: 1207 bytes
; v0:int = input n
  0009c0  cmp     qword ptr [rbp+0x190],1
  0009cb  jne     0x0000000000000d0d
; v1:list = input src
  0009d1  cmp     qword ptr [rbp+0x198],3
  0009dc  jne     0x0000000000000d0d
; v2:list = input jumps
  0009e2  cmp     qword ptr [rbp+0x1a0],3
  0009ed  jne     0x0000000000000d0d
; v3:list = input tape
  0009f3  cmp     qword ptr [rbp+0x1f8],3
  0009fe  jne     0x0000000000000d0d
  000a04  mov     rbx,[rbp+0xa8]
; v4:int = input p
  000a0b  cmp     qword ptr [rbp+0x200],1
  000a16  jne     0x0000000000000d0d
  000a1c  mov     r12,[rbp+0xb0]
; v5:int = input pc
  000a23  cmp     qword ptr [rbp+0x208],1
  000a2e  jne     0x0000000000000d0d
  000a34  mov     r13,[rbp+0xb8]
; guard_value v5, 32 => loop_pc/0 (2) {tape=v3}
  000a3b  cmp     r13,0x20
  000a42  jne     0x0000000000000d1c
  000a48  jmp     0x0000000000000a5b
  000a4d  mov     rbx,[rbp+0xa8]
  000a54  mov     r12,[rbp+0xb0]
; guard_words v3 => minus/0 (6) {tape=v3}
  000a5b  cmp     qword ptr [rbx+8],0
  000a67  jne     0x0000000000000d4f
; v8:int = readlist v3, v4 words => minus/0 (6) {tape=v3}
  000a6d  cmp     r12,[rbx]
  000a75  jae     0x0000000000000d70
  000a7b  mov     rax,[rbx+0x10]
  000a83  mov     r13,[rax+r12*8]
; v9:int = sub v8, 1 => minus/0 (6) {tape=v3}
  000a88  sub     r13,1
  000a8f  jo      0x0000000000000d91
; v10:int = and v9, 255
  000a95  and     r13,0xff
; v11:list = set v3, v4, v10 owned words in_bounds => minus/3 (6) {tape=v3, x=v10}
  000a9c  mov     rax,[rbx-0x10]
  000aa4  add     rax,[rbx-8]
  000aac  cmp     rax,2
  000ab2  jne     0x0000000000000b17
  000ab8  mov     rax,[rbx+0x10]
  000ac0  mov     [rax+r12*8],r13
; guard_true v10 => close_bracket/0 (20) {tape=v11, pc=33}
  000ac5  test    r13,r13
  000ac8  je      0x0000000000000db9
; guard_steps => loop/0 (23) {tape=v11}
; v14:list = phi tape v11
; v15:int = phi - v10
; loop (23) {tape=v14}
  000ace  mov     r14,[rbx+0x10]
  000ad6  nop     [rax+rax]
  000adf  nop     [rax+rax]
  000ae8  nop     [rax+rax]
  000af1  nop     [rax+rax]
  000afa  nop     [rax+rax]
; v17:int = sub_nov v15, 1
; v18:int = and v17, 255
  000b00  add     r13b,0xff
; v19:list = set v14, v4, v18 owned words in_bounds => minus/3 (6) {tape=v14, x=v18}
  000b04  mov     [r14+r12*8],r13
; guard_true v18 => close_bracket/0 (20) {tape=v19, pc=33}
  000b09  test    r13,r13
  000b0c  jne     0x0000000000000b00
  000b12  jmp     0x0000000000000de5
; guard_steps => loop/0 (23) {tape=v19}
; jump (23) v14 <- v19, v15 <- v18
  000b17  sub     rsp,0x70
  000b1e  mov     [rsp+0x30],rcx
  000b26  mov     [rsp+0x38],rsi
  000b2e  mov     [rsp+0x40],rdi
  000b36  mov     [rsp+0x48],r8
  000b3e  mov     [rsp+0x50],r9
  000b46  mov     [rsp+0x58],r10
  000b4e  mov     [rsp],rbx
  000b56  mov     qword ptr [rsp+8],3
  000b62  mov     [rsp+0x10],r12
  000b6a  mov     qword ptr [rsp+0x18],1
  000b76  mov     [rsp+0x20],r13
  000b7e  mov     qword ptr [rsp+0x28],1
  000b8a  mov     rdi,[rbp+0x20]
  000b91  mov     esi,0xe
  000b96  mov     rdx,rsp
  000b99  mov     rcx,0xfffffffffffffff2
  000ba3  mov     r8,0xfffffffffffffff2
  000bad  mov     r9,0
  000bb7  mov     rax,<list_op>
  000bc1  call    rax
  000bc3  mov     r11,rax
  000bc6  mov     rcx,[rsp+0x30]
  000bce  mov     rsi,[rsp+0x38]
  000bd6  mov     rdi,[rsp+0x40]
  000bde  mov     r8,[rsp+0x48]
  000be6  mov     r9,[rsp+0x50]
  000bee  mov     r10,[rsp+0x58]
  000bf6  add     rsp,0x70
  000bfd  test    rdx,rdx
  000c00  je      0x0000000000000e11
  000c06  mov     rbx,r11
  000c09  jmp     0x0000000000000ac5
  000c0e  sub     rsp,0x70
  000c15  mov     [rsp+0x30],rcx
  000c1d  mov     [rsp+0x38],rsi
  000c25  mov     [rsp+0x40],rdi
  000c2d  mov     [rsp+0x48],r8
  000c35  mov     [rsp+0x50],r9
  000c3d  mov     [rsp+0x58],r10
  000c45  mov     [rsp],rbx
  000c4d  mov     qword ptr [rsp+8],3
  000c59  mov     [rsp+0x10],r12
  000c61  mov     qword ptr [rsp+0x18],1
  000c6d  mov     [rsp+0x20],r13
  000c75  mov     qword ptr [rsp+0x28],1
  000c81  mov     rdi,[rbp+0x20]
  000c88  mov     esi,0xe
  000c8d  mov     rdx,rsp
  000c90  mov     rcx,0xfffffffffffffff2
  000c9a  mov     r8,0xfffffffffffffff2
  000ca4  mov     r9,0
  000cae  mov     rax,<list_op>
  000cb8  call    rax
  000cba  mov     r11,rax
  000cbd  mov     rcx,[rsp+0x30]
  000cc5  mov     rsi,[rsp+0x38]
  000ccd  mov     rdi,[rsp+0x40]
  000cd5  mov     r8,[rsp+0x48]
  000cdd  mov     r9,[rsp+0x50]
  000ce5  mov     r10,[rsp+0x58]
  000ced  add     rsp,0x70
  000cf4  test    rdx,rdx
  000cf7  je      0x0000000000000e44
  000cfd  mov     rbx,r11
  000d00  mov     r14,[rbx+0x10]
  000d08  jmp     0x0000000000000b09
; exits
  000d0d  mov     rax,0x1fffffffe
  000d17  jmp     0x0000000000000027
  000d1c  mov     [rbp+0x10],r13
  000d23  mov     qword ptr [rbp+0x18],1
  000d2e  mov     [rbp+0xa8],rbx
  000d35  mov     qword ptr [rbp+0x1f8],3
  000d40  mov     rax,0x100000000
  000d4a  jmp     0x0000000000000027
  000d4f  mov     [rbp+0xa8],rbx
  000d56  mov     qword ptr [rbp+0x1f8],3
  000d61  mov     rax,0x100000001
  000d6b  jmp     0x0000000000000027
  000d70  mov     [rbp+0xa8],rbx
  000d77  mov     qword ptr [rbp+0x1f8],3
  000d82  mov     rax,0x100000002
  000d8c  jmp     0x0000000000000027
  000d91  add     r13,1
  000d98  mov     [rbp+0xa8],rbx
  000d9f  mov     qword ptr [rbp+0x1f8],3
  000daa  mov     rax,0x100000003
  000db4  jmp     0x0000000000000027
  000db9  mov     [rbp+0xa8],rbx
  000dc0  mov     qword ptr [rbp+0x1f8],3
  000dcb  mov     qword ptr [rbp+0xb8],0x21
  000dd6  mov     rax,0x100000005
  000de0  jmp     0x0000000000000027
  000de5  mov     [rbp+0xa8],rbx
  000dec  mov     qword ptr [rbp+0x1f8],3
  000df7  mov     qword ptr [rbp+0xb8],0x21
  000e02  mov     rax,0x100000008
  000e0c  jmp     0x0000000000000027
  000e11  mov     [rbp+0xa8],rbx
  000e18  mov     qword ptr [rbp+0x1f8],3
  000e23  mov     [rbp+0xc8],r13
  000e2a  mov     qword ptr [rbp+0x218],1
  000e35  mov     rax,0x100000004
  000e3f  jmp     0x0000000000000027
  000e44  mov     [rbp+0xa8],rbx
  000e4b  mov     qword ptr [rbp+0x1f8],3
  000e56  mov     [rbp+0xc8],r13
  000e5d  mov     qword ptr [rbp+0x218],1
  000e68  mov     rax,0x100000007
  000e72  jmp     0x0000000000000027
