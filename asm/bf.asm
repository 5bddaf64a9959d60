; T0: 2312 bytes
; v0:int = input n
  000030  cmp     qword ptr [rbp+0xd8],1
  00003b  jne     0x00000000000005cc
; v1:list = input src
  000041  cmp     qword ptr [rbp+0xe0],3
  00004c  jne     0x00000000000005cc
; v2:list = input jumps
  000052  cmp     qword ptr [rbp+0xe8],3
  00005d  jne     0x00000000000005cc
; v3:list = input tape
  000063  cmp     qword ptr [rbp+0x140],3
  00006e  jne     0x00000000000005cc
  000074  mov     rbx,[rbp+0x98]
; v4:int = input p
  00007b  cmp     qword ptr [rbp+0x148],1
  000086  jne     0x00000000000005cc
  00008c  mov     r12,[rbp+0xa0]
; v5:int = input pc
  000093  cmp     qword ptr [rbp+0x150],1
  00009e  jne     0x00000000000005cc
  0000a4  mov     r13,[rbp+0xa8]
; guard_value v5, 24 => loop_pc/0 (2) {tape=v3, p=v4}
  0000ab  cmp     r13,0x18
  0000b2  jne     0x00000000000005db
  0000b8  jmp     0x00000000000000cb
  0000bd  mov     rbx,[rbp+0x98]
  0000c4  mov     r12,[rbp+0xa0]
; v7:int = add v4, 1 => right/0 (7) {tape=v3, p=v4}
  0000cb  add     r12,1
  0000d2  jo      0x0000000000000615
; v8:int = and v7, 65535
  0000d8  mov     r13,r12
  0000db  and     r13,0xffff
; guard_words v3 => plus/0 (14) {tape=v3, p=v8, pc=25}
  0000e2  cmp     qword ptr [rbx+8],0
  0000ee  jne     0x0000000000000644
; v10:int = len v3
  0000f4  mov     r14,[rbx]
; v11:int = lt 65535, v10
; guard_true v11 => plus/0 (14) {tape=v3, p=v8, pc=25}
  0000fc  mov     r11,0xffff
  000103  cmp     r11,r14
  000106  jge     0x0000000000000677
; v13:int = readlist v3, v8 words in_bounds => plus/0 (14) {tape=v3, p=v8, pc=25}
  00010c  mov     rax,[rbx+0x10]
  000114  mov     r14,[rax+r13*8]
; v14:int = add v13, 1 => plus/0 (14) {tape=v3, p=v8, pc=25}
  000119  add     r14,1
  000120  jo      0x00000000000006dd
; v15:int = and v14, 255
  000126  and     r14,0xff
; v16:list = set v3, v8, v15 owned words in_bounds => plus/3 (14) {tape=v3, p=v8, pc=25, x=v15}
  00012d  mov     rax,[rbx-0x10]
  000135  add     rax,[rbx-8]
  00013d  cmp     rax,2
  000143  jne     0x00000000000001e0
  000149  mov     rax,[rbx+0x10]
  000151  mov     [rax+r13*8],r14
; v17:int = add_nov v7, -1
  000156  add     r12,0xffffffffffffffff
; v18:int = and v17, 65535
  00015d  and     r12,0xffff
; v19:int = readlist v16, v18 words in_bounds => minus/0 (32) {tape=v16, p=v18, pc=27}
  000164  mov     rax,[rbx+0x10]
  00016c  mov     r15,[rax+r12*8]
; v20:int = sub v19, 1 => minus/0 (32) {tape=v16, p=v18, pc=27}
  000171  sub     r15,1
  000178  jo      0x000000000000074a
; v21:int = and v20, 255
  00017e  and     r15,0xff
; v22:list = set v16, v18, v21 owned words in_bounds => minus/3 (32) {tape=v16, p=v18, pc=27, x=v21}
  000185  mov     rax,[rbx+0x10]
  00018d  mov     [rax+r12*8],r15
; guard_true v21 => close_bracket/0 (46) {tape=v22, p=v18, pc=28}
  000192  test    r15,r15
  000195  je      0x0000000000000784
; guard_steps => loop/0 (49) {tape=v22, p=v18}
; v25:list = phi tape v22
; v26:int = phi - v21
; v27:int = phi - v15
; loop (49) {tape=v25, p=v18}
  00019b  mov     rsi,[rbx+0x10]
  0001a3  nop     [rax+rax]
  0001ac  nop     [rax]
; v29:int = add v27, 1 => plus/0 (14) {tape=v25, p=v8, pc=25}
  0001b0  add     r14,1
  0001b7  jo      0x00000000000007b7
; v30:int = and v29, 255
  0001bd  and     r14,0xff
; v31:list = set v25, v8, v30 owned words in_bounds => plus/3 (14) {tape=v25, p=v8, pc=25, x=v30}
  0001c4  mov     [rsi+r13*8],r14
; v32:int = sub_nov v26, 1
; v33:int = and v32, 255
  0001c9  add     r15b,0xff
; v34:list = set v31, v18, v33 owned words in_bounds => minus/3 (32) {tape=v31, p=v18, pc=27, x=v33}
  0001cd  mov     [rsi+r12*8],r15
; guard_true v33 => close_bracket/0 (46) {tape=v34, p=v18, pc=28}
  0001d2  test    r15,r15
  0001d5  jne     0x00000000000001b0
  0001db  jmp     0x00000000000007f1
; guard_steps => loop/0 (49) {tape=v34, p=v18}
; jump (49) v25 <- v34, v26 <- v33, v27 <- v30
  0001e0  sub     rsp,0x70
  0001e7  mov     [rsp+0x30],rcx
  0001ef  mov     [rsp+0x38],rsi
  0001f7  mov     [rsp+0x40],rdi
  0001ff  mov     [rsp+0x48],r8
  000207  mov     [rsp+0x50],r9
  00020f  mov     [rsp+0x58],r10
  000217  mov     [rsp],rbx
  00021f  mov     qword ptr [rsp+8],3
  00022b  mov     [rsp+0x10],r13
  000233  mov     qword ptr [rsp+0x18],1
  00023f  mov     [rsp+0x20],r14
  000247  mov     qword ptr [rsp+0x28],1
  000253  mov     rdi,[rbp+0x20]
  00025a  mov     esi,0xe
  00025f  mov     rdx,rsp
  000262  mov     rcx,0xfffffffffffffff2
  00026c  mov     r8,0xfffffffffffffff2
  000276  mov     r9,0
  000280  mov     rax,<list_op>
  00028a  call    rax
  00028c  mov     r11,rax
  00028f  mov     rcx,[rsp+0x30]
  000297  mov     rsi,[rsp+0x38]
  00029f  mov     rdi,[rsp+0x40]
  0002a7  mov     r8,[rsp+0x48]
  0002af  mov     r9,[rsp+0x50]
  0002b7  mov     r10,[rsp+0x58]
  0002bf  add     rsp,0x70
  0002c6  test    rdx,rdx
  0002c9  je      0x0000000000000824
  0002cf  mov     rbx,r11
  0002d2  jmp     0x0000000000000156
  0002d7  sub     rsp,0x70
  0002de  mov     [rsp+0x30],rcx
  0002e6  mov     [rsp+0x38],rsi
  0002ee  mov     [rsp+0x40],rdi
  0002f6  mov     [rsp+0x48],r8
  0002fe  mov     [rsp+0x50],r9
  000306  mov     [rsp+0x58],r10
  00030e  mov     [rsp],rbx
  000316  mov     qword ptr [rsp+8],3
  000322  mov     [rsp+0x10],r12
  00032a  mov     qword ptr [rsp+0x18],1
  000336  mov     [rsp+0x20],r15
  00033e  mov     qword ptr [rsp+0x28],1
  00034a  mov     rdi,[rbp+0x20]
  000351  mov     esi,0xe
  000356  mov     rdx,rsp
  000359  mov     rcx,0xfffffffffffffff2
  000363  mov     r8,0xfffffffffffffff2
  00036d  mov     r9,0
  000377  mov     rax,<list_op>
  000381  call    rax
  000383  mov     r11,rax
  000386  mov     rcx,[rsp+0x30]
  00038e  mov     rsi,[rsp+0x38]
  000396  mov     rdi,[rsp+0x40]
  00039e  mov     r8,[rsp+0x48]
  0003a6  mov     r9,[rsp+0x50]
  0003ae  mov     r10,[rsp+0x58]
  0003b6  add     rsp,0x70
  0003bd  test    rdx,rdx
  0003c0  je      0x0000000000000869
  0003c6  mov     rbx,r11
  0003c9  jmp     0x0000000000000192
  0003ce  sub     rsp,0x70
  0003d5  mov     [rsp+0x30],rcx
  0003dd  mov     [rsp+0x38],rsi
  0003e5  mov     [rsp+0x40],rdi
  0003ed  mov     [rsp+0x48],r8
  0003f5  mov     [rsp+0x50],r9
  0003fd  mov     [rsp+0x58],r10
  000405  mov     [rsp],rbx
  00040d  mov     qword ptr [rsp+8],3
  000419  mov     [rsp+0x10],r13
  000421  mov     qword ptr [rsp+0x18],1
  00042d  mov     [rsp+0x20],r14
  000435  mov     qword ptr [rsp+0x28],1
  000441  mov     rdi,[rbp+0x20]
  000448  mov     esi,0xe
  00044d  mov     rdx,rsp
  000450  mov     rcx,0xfffffffffffffff2
  00045a  mov     r8,0xfffffffffffffff2
  000464  mov     r9,0
  00046e  mov     rax,<list_op>
  000478  call    rax
  00047a  mov     r11,rax
  00047d  mov     rcx,[rsp+0x30]
  000485  mov     rsi,[rsp+0x38]
  00048d  mov     rdi,[rsp+0x40]
  000495  mov     r8,[rsp+0x48]
  00049d  mov     r9,[rsp+0x50]
  0004a5  mov     r10,[rsp+0x58]
  0004ad  add     rsp,0x70
  0004b4  test    rdx,rdx
  0004b7  je      0x00000000000008ae
  0004bd  mov     rbx,r11
  0004c0  mov     rsi,[rbx+0x10]
  0004c8  jmp     0x00000000000001c9
  0004cd  sub     rsp,0x70
  0004d4  mov     [rsp+0x30],rcx
  0004dc  mov     [rsp+0x38],rsi
  0004e4  mov     [rsp+0x40],rdi
  0004ec  mov     [rsp+0x48],r8
  0004f4  mov     [rsp+0x50],r9
  0004fc  mov     [rsp+0x58],r10
  000504  mov     [rsp],rbx
  00050c  mov     qword ptr [rsp+8],3
  000518  mov     [rsp+0x10],r12
  000520  mov     qword ptr [rsp+0x18],1
  00052c  mov     [rsp+0x20],r15
  000534  mov     qword ptr [rsp+0x28],1
  000540  mov     rdi,[rbp+0x20]
  000547  mov     esi,0xe
  00054c  mov     rdx,rsp
  00054f  mov     rcx,0xfffffffffffffff2
  000559  mov     r8,0xfffffffffffffff2
  000563  mov     r9,0
  00056d  mov     rax,<list_op>
  000577  call    rax
  000579  mov     r11,rax
  00057c  mov     rcx,[rsp+0x30]
  000584  mov     rsi,[rsp+0x38]
  00058c  mov     rdi,[rsp+0x40]
  000594  mov     r8,[rsp+0x48]
  00059c  mov     r9,[rsp+0x50]
  0005a4  mov     r10,[rsp+0x58]
  0005ac  add     rsp,0x70
  0005b3  test    rdx,rdx
  0005b6  je      0x00000000000008f3
  0005bc  mov     rbx,r11
  0005bf  mov     rsi,[rbx+0x10]
  0005c7  jmp     0x00000000000001d2
; exits
  0005cc  mov     rax,0xfffffffe
  0005d6  jmp     0x0000000000000016
  0005db  mov     [rbp+0x10],r13
  0005e2  mov     qword ptr [rbp+0x18],1
  0005ed  mov     [rbp+0x98],rbx
  0005f4  mov     qword ptr [rbp+0x140],3
  0005ff  mov     [rbp+0xa0],r12
  000606  mov     rax,0
  000610  jmp     0x0000000000000016
  000615  sub     r12,1
  00061c  mov     [rbp+0x98],rbx
  000623  mov     qword ptr [rbp+0x140],3
  00062e  mov     [rbp+0xa0],r12
  000635  mov     rax,1
  00063f  jmp     0x0000000000000016
  000644  mov     [rbp+0x98],rbx
  00064b  mov     qword ptr [rbp+0x140],3
  000656  mov     [rbp+0xa0],r13
  00065d  mov     qword ptr [rbp+0xa8],0x19
  000668  mov     rax,2
  000672  jmp     0x0000000000000016
  000677  mov     [rbp+0x98],rbx
  00067e  mov     qword ptr [rbp+0x140],3
  000689  mov     [rbp+0xa0],r13
  000690  mov     qword ptr [rbp+0xa8],0x19
  00069b  mov     rax,3
  0006a5  jmp     0x0000000000000016
  0006aa  mov     [rbp+0x98],rbx
  0006b1  mov     qword ptr [rbp+0x140],3
  0006bc  mov     [rbp+0xa0],r13
  0006c3  mov     qword ptr [rbp+0xa8],0x19
  0006ce  mov     rax,4
  0006d8  jmp     0x0000000000000016
  0006dd  sub     r14,1
  0006e4  mov     [rbp+0x98],rbx
  0006eb  mov     qword ptr [rbp+0x140],3
  0006f6  mov     [rbp+0xa0],r13
  0006fd  mov     qword ptr [rbp+0xa8],0x19
  000708  mov     rax,5
  000712  jmp     0x0000000000000016
  000717  mov     [rbp+0x98],rbx
  00071e  mov     qword ptr [rbp+0x140],3
  000729  mov     [rbp+0xa0],r12
  000730  mov     qword ptr [rbp+0xa8],0x1b
  00073b  mov     rax,7
  000745  jmp     0x0000000000000016
  00074a  add     r15,1
  000751  mov     [rbp+0x98],rbx
  000758  mov     qword ptr [rbp+0x140],3
  000763  mov     [rbp+0xa0],r12
  00076a  mov     qword ptr [rbp+0xa8],0x1b
  000775  mov     rax,8
  00077f  jmp     0x0000000000000016
  000784  mov     [rbp+0x98],rbx
  00078b  mov     qword ptr [rbp+0x140],3
  000796  mov     [rbp+0xa0],r12
  00079d  mov     qword ptr [rbp+0xa8],0x1c
  0007a8  mov     rax,0xa
  0007b2  jmp     0x0000000000000016
  0007b7  sub     r14,1
  0007be  mov     [rbp+0x98],rbx
  0007c5  mov     qword ptr [rbp+0x140],3
  0007d0  mov     [rbp+0xa0],r13
  0007d7  mov     qword ptr [rbp+0xa8],0x19
  0007e2  mov     rax,0xc
  0007ec  jmp     0x0000000000000016
  0007f1  mov     [rbp+0x98],rbx
  0007f8  mov     qword ptr [rbp+0x140],3
  000803  mov     [rbp+0xa0],r12
  00080a  mov     qword ptr [rbp+0xa8],0x1c
  000815  mov     rax,0xf
  00081f  jmp     0x0000000000000016
  000824  mov     [rbp+0x98],rbx
  00082b  mov     qword ptr [rbp+0x140],3
  000836  mov     [rbp+0xa0],r13
  00083d  mov     qword ptr [rbp+0xa8],0x19
  000848  mov     [rbp+0xb8],r14
  00084f  mov     qword ptr [rbp+0x160],1
  00085a  mov     rax,6
  000864  jmp     0x0000000000000016
  000869  mov     [rbp+0x98],rbx
  000870  mov     qword ptr [rbp+0x140],3
  00087b  mov     [rbp+0xa0],r12
  000882  mov     qword ptr [rbp+0xa8],0x1b
  00088d  mov     [rbp+0xb8],r15
  000894  mov     qword ptr [rbp+0x160],1
  00089f  mov     rax,9
  0008a9  jmp     0x0000000000000016
  0008ae  mov     [rbp+0x98],rbx
  0008b5  mov     qword ptr [rbp+0x140],3
  0008c0  mov     [rbp+0xa0],r13
  0008c7  mov     qword ptr [rbp+0xa8],0x19
  0008d2  mov     [rbp+0xb8],r14
  0008d9  mov     qword ptr [rbp+0x160],1
  0008e4  mov     rax,0xd
  0008ee  jmp     0x0000000000000016
  0008f3  mov     [rbp+0x98],rbx
  0008fa  mov     qword ptr [rbp+0x140],3
  000905  mov     [rbp+0xa0],r12
  00090c  mov     qword ptr [rbp+0xa8],0x1b
  000917  mov     [rbp+0xb8],r15
  00091e  mov     qword ptr [rbp+0x160],1
  000929  mov     rax,0xe
  000933  jmp     0x0000000000000016

; T1: 1175 bytes
; v0:int = input n
  000940  cmp     qword ptr [rbp+0xd8],1
  00094b  jne     0x0000000000000c6d
; v1:list = input src
  000951  cmp     qword ptr [rbp+0xe0],3
  00095c  jne     0x0000000000000c6d
; v2:list = input jumps
  000962  cmp     qword ptr [rbp+0xe8],3
  00096d  jne     0x0000000000000c6d
; v3:list = input tape
  000973  cmp     qword ptr [rbp+0x140],3
  00097e  jne     0x0000000000000c6d
  000984  mov     rbx,[rbp+0x98]
; v4:int = input p
  00098b  cmp     qword ptr [rbp+0x148],1
  000996  jne     0x0000000000000c6d
  00099c  mov     r12,[rbp+0xa0]
; v5:int = input pc
  0009a3  cmp     qword ptr [rbp+0x150],1
  0009ae  jne     0x0000000000000c6d
  0009b4  mov     r13,[rbp+0xa8]
; guard_value v5, 32 => loop_pc/0 (2) {tape=v3}
  0009bb  cmp     r13,0x20
  0009c2  jne     0x0000000000000c7c
  0009c8  jmp     0x00000000000009db
  0009cd  mov     rbx,[rbp+0x98]
  0009d4  mov     r12,[rbp+0xa0]
; guard_words v3 => minus/0 (6) {tape=v3}
  0009db  cmp     qword ptr [rbx+8],0
  0009e7  jne     0x0000000000000caf
; v8:int = readlist v3, v4 words => minus/0 (6) {tape=v3}
  0009ed  cmp     r12,[rbx]
  0009f5  jae     0x0000000000000cd0
  0009fb  mov     rax,[rbx+0x10]
  000a03  mov     r13,[rax+r12*8]
; v9:int = sub v8, 1 => minus/0 (6) {tape=v3}
  000a08  sub     r13,1
  000a0f  jo      0x0000000000000cf1
; v10:int = and v9, 255
  000a15  and     r13,0xff
; v11:list = set v3, v4, v10 owned words in_bounds => minus/3 (6) {tape=v3, x=v10}
  000a1c  mov     rax,[rbx-0x10]
  000a24  add     rax,[rbx-8]
  000a2c  cmp     rax,2
  000a32  jne     0x0000000000000a77
  000a38  mov     rax,[rbx+0x10]
  000a40  mov     [rax+r12*8],r13
; guard_true v10 => close_bracket/0 (20) {tape=v11, pc=33}
  000a45  test    r13,r13
  000a48  je      0x0000000000000d19
; guard_steps => loop/0 (23) {tape=v11}
; v14:list = phi tape v11
; v15:int = phi - v10
; loop (23) {tape=v14}
  000a4e  mov     r14,[rbx+0x10]
  000a56  nop     [rax+rax]
  000a5f  nop
; v17:int = sub_nov v15, 1
; v18:int = and v17, 255
  000a60  add     r13b,0xff
; v19:list = set v14, v4, v18 owned words in_bounds => minus/3 (6) {tape=v14, x=v18}
  000a64  mov     [r14+r12*8],r13
; guard_true v18 => close_bracket/0 (20) {tape=v19, pc=33}
  000a69  test    r13,r13
  000a6c  jne     0x0000000000000a60
  000a72  jmp     0x0000000000000d45
; guard_steps => loop/0 (23) {tape=v19}
; jump (23) v14 <- v19, v15 <- v18
  000a77  sub     rsp,0x70
  000a7e  mov     [rsp+0x30],rcx
  000a86  mov     [rsp+0x38],rsi
  000a8e  mov     [rsp+0x40],rdi
  000a96  mov     [rsp+0x48],r8
  000a9e  mov     [rsp+0x50],r9
  000aa6  mov     [rsp+0x58],r10
  000aae  mov     [rsp],rbx
  000ab6  mov     qword ptr [rsp+8],3
  000ac2  mov     [rsp+0x10],r12
  000aca  mov     qword ptr [rsp+0x18],1
  000ad6  mov     [rsp+0x20],r13
  000ade  mov     qword ptr [rsp+0x28],1
  000aea  mov     rdi,[rbp+0x20]
  000af1  mov     esi,0xe
  000af6  mov     rdx,rsp
  000af9  mov     rcx,0xfffffffffffffff2
  000b03  mov     r8,0xfffffffffffffff2
  000b0d  mov     r9,0
  000b17  mov     rax,<list_op>
  000b21  call    rax
  000b23  mov     r11,rax
  000b26  mov     rcx,[rsp+0x30]
  000b2e  mov     rsi,[rsp+0x38]
  000b36  mov     rdi,[rsp+0x40]
  000b3e  mov     r8,[rsp+0x48]
  000b46  mov     r9,[rsp+0x50]
  000b4e  mov     r10,[rsp+0x58]
  000b56  add     rsp,0x70
  000b5d  test    rdx,rdx
  000b60  je      0x0000000000000d71
  000b66  mov     rbx,r11
  000b69  jmp     0x0000000000000a45
  000b6e  sub     rsp,0x70
  000b75  mov     [rsp+0x30],rcx
  000b7d  mov     [rsp+0x38],rsi
  000b85  mov     [rsp+0x40],rdi
  000b8d  mov     [rsp+0x48],r8
  000b95  mov     [rsp+0x50],r9
  000b9d  mov     [rsp+0x58],r10
  000ba5  mov     [rsp],rbx
  000bad  mov     qword ptr [rsp+8],3
  000bb9  mov     [rsp+0x10],r12
  000bc1  mov     qword ptr [rsp+0x18],1
  000bcd  mov     [rsp+0x20],r13
  000bd5  mov     qword ptr [rsp+0x28],1
  000be1  mov     rdi,[rbp+0x20]
  000be8  mov     esi,0xe
  000bed  mov     rdx,rsp
  000bf0  mov     rcx,0xfffffffffffffff2
  000bfa  mov     r8,0xfffffffffffffff2
  000c04  mov     r9,0
  000c0e  mov     rax,<list_op>
  000c18  call    rax
  000c1a  mov     r11,rax
  000c1d  mov     rcx,[rsp+0x30]
  000c25  mov     rsi,[rsp+0x38]
  000c2d  mov     rdi,[rsp+0x40]
  000c35  mov     r8,[rsp+0x48]
  000c3d  mov     r9,[rsp+0x50]
  000c45  mov     r10,[rsp+0x58]
  000c4d  add     rsp,0x70
  000c54  test    rdx,rdx
  000c57  je      0x0000000000000da4
  000c5d  mov     rbx,r11
  000c60  mov     r14,[rbx+0x10]
  000c68  jmp     0x0000000000000a69
; exits
  000c6d  mov     rax,0x1fffffffe
  000c77  jmp     0x0000000000000016
  000c7c  mov     [rbp+0x10],r13
  000c83  mov     qword ptr [rbp+0x18],1
  000c8e  mov     [rbp+0x98],rbx
  000c95  mov     qword ptr [rbp+0x140],3
  000ca0  mov     rax,0x100000000
  000caa  jmp     0x0000000000000016
  000caf  mov     [rbp+0x98],rbx
  000cb6  mov     qword ptr [rbp+0x140],3
  000cc1  mov     rax,0x100000001
  000ccb  jmp     0x0000000000000016
  000cd0  mov     [rbp+0x98],rbx
  000cd7  mov     qword ptr [rbp+0x140],3
  000ce2  mov     rax,0x100000002
  000cec  jmp     0x0000000000000016
  000cf1  add     r13,1
  000cf8  mov     [rbp+0x98],rbx
  000cff  mov     qword ptr [rbp+0x140],3
  000d0a  mov     rax,0x100000003
  000d14  jmp     0x0000000000000016
  000d19  mov     [rbp+0x98],rbx
  000d20  mov     qword ptr [rbp+0x140],3
  000d2b  mov     qword ptr [rbp+0xa8],0x21
  000d36  mov     rax,0x100000005
  000d40  jmp     0x0000000000000016
  000d45  mov     [rbp+0x98],rbx
  000d4c  mov     qword ptr [rbp+0x140],3
  000d57  mov     qword ptr [rbp+0xa8],0x21
  000d62  mov     rax,0x100000008
  000d6c  jmp     0x0000000000000016
  000d71  mov     [rbp+0x98],rbx
  000d78  mov     qword ptr [rbp+0x140],3
  000d83  mov     [rbp+0xb8],r13
  000d8a  mov     qword ptr [rbp+0x160],1
  000d95  mov     rax,0x100000004
  000d9f  jmp     0x0000000000000016
  000da4  mov     [rbp+0x98],rbx
  000dab  mov     qword ptr [rbp+0x140],3
  000db6  mov     [rbp+0xb8],r13
  000dbd  mov     qword ptr [rbp+0x160],1
  000dc8  mov     rax,0x100000007
  000dd2  jmp     0x0000000000000016
