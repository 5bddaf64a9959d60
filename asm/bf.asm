; T0: 3119 bytes
; v0:int = input n
  000080  cmp     qword ptr [rbp+0x190],1
  00008b  jne     0x000000000000084c
; v1:list = input src
  000091  cmp     qword ptr [rbp+0x198],3
  00009c  jne     0x000000000000084c
; v2:list = input jumps
  0000a2  cmp     qword ptr [rbp+0x1a0],3
  0000ad  jne     0x000000000000084c
; v3:list = input tape
  0000b3  cmp     qword ptr [rbp+0x1f8],3
  0000be  jne     0x000000000000084c
  0000c4  mov     rbx,[rbp+0xa8]
; v4:int = input p
  0000cb  cmp     qword ptr [rbp+0x200],1
  0000d6  jne     0x000000000000084c
  0000dc  mov     r12,[rbp+0xb0]
; v5:int = input pc
  0000e3  cmp     qword ptr [rbp+0x208],1
  0000ee  jne     0x000000000000084c
  0000f4  mov     r13,[rbp+0xb8]
; guard_value v5, 24 => loop_pc/0 (2) {tape=v3, p=v4}
  0000fb  cmp     r13,0x18
  000102  jne     0x000000000000085b
  000108  jmp     0x000000000000011b
  00010d  mov     rbx,[rbp+0xa8]
  000114  mov     r12,[rbp+0xb0]
  00011b  mov     r8,[rbx+0x10]
; v7:int = add v4, 1 => right/0 (7) {tape=v3, p=v4}
  000123  add     r12,1
  00012a  jo      0x0000000000000895
; v8:int = and v7, 65535
  000130  mov     r13,r12
  000133  and     r13,0xffff
; guard_words v3 => plus/0 (14) {tape=v3, p=v8, pc=25}
  00013a  cmp     qword ptr [rbx+8],0
  000146  jne     0x00000000000008c4
; v10:int = len v3
  00014c  mov     r14,[rbx]
; v11:int = lt 65535, v10
; guard_true v11 => plus/0 (14) {tape=v3, p=v8, pc=25}
  000154  mov     r11,0xffff
  00015b  cmp     r11,r14
  00015e  jge     0x00000000000008f7
; v13:int = readlist v3, v8 words in_bounds => plus/0 (14) {tape=v3, p=v8, pc=25}
  000164  mov     r14,[r8+r13*8]
; v14:int = add v13, 1 => plus/0 (14) {tape=v3, p=v8, pc=25}
  000169  add     r14,1
  000170  jo      0x000000000000095d
; v15:int = and v14, 255
  000176  and     r14,0xff
; v16:list = set v3, v8, v15 owned words in_bounds => plus/3 (14) {tape=v3, p=v8, pc=25, x=v15}
  00017d  mov     rax,[rbx-0x10]
  000185  add     rax,[rbx-8]
  00018d  cmp     rax,2
  000193  jne     0x0000000000000252
  000199  mov     [r8+r13*8],r14
; v17:int = add_nov v7, -1
  00019e  add     r12,0xffffffffffffffff
; v18:int = and v17, 65535
  0001a5  and     r12,0xffff
; v19:int = readlist v16, v18 words in_bounds => minus/0 (32) {tape=v16, p=v18, pc=27}
  0001ac  mov     r15,[r8+r12*8]
; v20:int = sub v19, 1 => minus/0 (32) {tape=v16, p=v18, pc=27}
  0001b1  sub     r15,1
  0001b8  jo      0x00000000000009ca
; v21:int = and v20, 255
  0001be  and     r15,0xff
; v22:list = set v16, v18, v21 owned words in_bounds => minus/3 (32) {tape=v16, p=v18, pc=27, x=v21}
  0001c5  mov     [r8+r12*8],r15
; guard_true v21 => close_bracket/0 (46) {tape=v22, p=v18, pc=28}
  0001ca  test    r15,r15
  0001cd  je      0x0000000000000a04
; guard_steps => loop/0 (49) {tape=v22, p=v18}
; v25:int = add v15, 1 => plus/0 (63) {tape=v22, p=v8, pc=25}
  0001d3  add     r14,1
  0001da  jo      0x0000000000000a37
; v26:int = and v25, 255
  0001e0  and     r14,0xff
; v27:list = set v22, v8, v26 owned words in_bounds => plus/3 (63) {tape=v22, p=v8, pc=25, x=v26}
  0001e7  mov     [r8+r13*8],r14
; v28:int = sub_nov v21, 1
; v29:int = and v28, 255
  0001ec  add     r15b,0xff
; v30:list = set v27, v18, v29 owned words in_bounds => minus/3 (81) {tape=v27, p=v18, pc=27, x=v29}
  0001f0  mov     [r8+r12*8],r15
; guard_true v29 => close_bracket/0 (95) {tape=v30, p=v18, pc=28}
  0001f5  test    r15,r15
  0001f8  je      0x0000000000000a71
; guard_steps => loop/0 (98) {tape=v30, p=v18}
; v33:int = sub_nov v29, 1
  0001fe  lea     rsi,[r15-1]
; v34:int = mul_nov v33, 255
  000206  mov     rdi,rsi
  000209  imul    rdi,0xff
; v35:int = add_nov v29, v34
  000210  add     r15,rdi
; v36:int = and v35, 255
  000213  and     r15,0xff
; v37:int = mul_nov v33, 1
  00021a  imul    rsi,1
; v38:int = add_nov v26, v37
  000221  add     r14,rsi
; v39:int = and v38, 255
  000224  and     r14,0xff
; v40:int = add v39, 1 => plus/0 (112) {tape=v30, p=v8, pc=25}
  00022b  add     r14,1
  000232  jo      0x0000000000000aa4
; v41:int = and v40, 255
  000238  and     r14,0xff
; v42:list = set v30, v8, v41 owned words in_bounds => plus/3 (112) {tape=v30, p=v8, pc=25, x=v41}
  00023f  mov     [r8+r13*8],r14
; v43:int = sub_nov v36, 1
; v44:int = and v43, 255
  000244  add     r15b,0xff
; v45:list = set v42, v18, v44 owned words in_bounds => minus/3 (130) {tape=v42, p=v18, pc=27, x=v44}
  000248  mov     [r8+r12*8],r15
; exit => close_bracket/0 (144) {tape=v45, p=v18, pc=28}
  00024d  jmp     0x0000000000000ade
  000252  sub     rsp,0x70
  000259  mov     [rsp+0x30],rcx
  000261  mov     [rsp+0x38],rsi
  000269  mov     [rsp+0x40],rdi
  000271  mov     [rsp+0x48],r8
  000279  mov     [rsp+0x50],r9
  000281  mov     [rsp+0x58],r10
  000289  mov     [rsp],rbx
  000291  mov     qword ptr [rsp+8],3
  00029d  mov     [rsp+0x10],r13
  0002a5  mov     qword ptr [rsp+0x18],1
  0002b1  mov     [rsp+0x20],r14
  0002b9  mov     qword ptr [rsp+0x28],1
  0002c5  mov     rdi,[rbp+0x20]
  0002cc  mov     esi,0xe
  0002d1  mov     rdx,rsp
  0002d4  mov     rcx,0xfffffffffffffff2
  0002de  mov     r8,0xfffffffffffffff2
  0002e8  mov     r9,0
  0002f2  mov     rax,<list_op>
  0002fc  call    rax
  0002fe  mov     r11,rax
  000301  mov     rcx,[rsp+0x30]
  000309  mov     rsi,[rsp+0x38]
  000311  mov     rdi,[rsp+0x40]
  000319  mov     r8,[rsp+0x48]
  000321  mov     r9,[rsp+0x50]
  000329  mov     r10,[rsp+0x58]
  000331  add     rsp,0x70
  000338  test    rdx,rdx
  00033b  je      0x0000000000000b11
  000341  mov     rbx,r11
  000344  mov     r8,[rbx+0x10]
  00034c  jmp     0x000000000000019e
  000351  sub     rsp,0x70
  000358  mov     [rsp+0x30],rcx
  000360  mov     [rsp+0x38],rsi
  000368  mov     [rsp+0x40],rdi
  000370  mov     [rsp+0x48],r8
  000378  mov     [rsp+0x50],r9
  000380  mov     [rsp+0x58],r10
  000388  mov     [rsp],rbx
  000390  mov     qword ptr [rsp+8],3
  00039c  mov     [rsp+0x10],r12
  0003a4  mov     qword ptr [rsp+0x18],1
  0003b0  mov     [rsp+0x20],r15
  0003b8  mov     qword ptr [rsp+0x28],1
  0003c4  mov     rdi,[rbp+0x20]
  0003cb  mov     esi,0xe
  0003d0  mov     rdx,rsp
  0003d3  mov     rcx,0xfffffffffffffff2
  0003dd  mov     r8,0xfffffffffffffff2
  0003e7  mov     r9,0
  0003f1  mov     rax,<list_op>
  0003fb  call    rax
  0003fd  mov     r11,rax
  000400  mov     rcx,[rsp+0x30]
  000408  mov     rsi,[rsp+0x38]
  000410  mov     rdi,[rsp+0x40]
  000418  mov     r8,[rsp+0x48]
  000420  mov     r9,[rsp+0x50]
  000428  mov     r10,[rsp+0x58]
  000430  add     rsp,0x70
  000437  test    rdx,rdx
  00043a  je      0x0000000000000b56
  000440  mov     rbx,r11
  000443  mov     r8,[rbx+0x10]
  00044b  jmp     0x00000000000001ca
  000450  sub     rsp,0x70
  000457  mov     [rsp+0x30],rcx
  00045f  mov     [rsp+0x38],rsi
  000467  mov     [rsp+0x40],rdi
  00046f  mov     [rsp+0x48],r8
  000477  mov     [rsp+0x50],r9
  00047f  mov     [rsp+0x58],r10
  000487  mov     [rsp],rbx
  00048f  mov     qword ptr [rsp+8],3
  00049b  mov     [rsp+0x10],r13
  0004a3  mov     qword ptr [rsp+0x18],1
  0004af  mov     [rsp+0x20],r14
  0004b7  mov     qword ptr [rsp+0x28],1
  0004c3  mov     rdi,[rbp+0x20]
  0004ca  mov     esi,0xe
  0004cf  mov     rdx,rsp
  0004d2  mov     rcx,0xfffffffffffffff2
  0004dc  mov     r8,0xfffffffffffffff2
  0004e6  mov     r9,0
  0004f0  mov     rax,<list_op>
  0004fa  call    rax
  0004fc  mov     r11,rax
  0004ff  mov     rcx,[rsp+0x30]
  000507  mov     rsi,[rsp+0x38]
  00050f  mov     rdi,[rsp+0x40]
  000517  mov     r8,[rsp+0x48]
  00051f  mov     r9,[rsp+0x50]
  000527  mov     r10,[rsp+0x58]
  00052f  add     rsp,0x70
  000536  test    rdx,rdx
  000539  je      0x0000000000000b9b
  00053f  mov     rbx,r11
  000542  mov     r8,[rbx+0x10]
  00054a  jmp     0x00000000000001ec
  00054f  sub     rsp,0x70
  000556  mov     [rsp+0x30],rcx
  00055e  mov     [rsp+0x38],rsi
  000566  mov     [rsp+0x40],rdi
  00056e  mov     [rsp+0x48],r8
  000576  mov     [rsp+0x50],r9
  00057e  mov     [rsp+0x58],r10
  000586  mov     [rsp],rbx
  00058e  mov     qword ptr [rsp+8],3
  00059a  mov     [rsp+0x10],r12
  0005a2  mov     qword ptr [rsp+0x18],1
  0005ae  mov     [rsp+0x20],r15
  0005b6  mov     qword ptr [rsp+0x28],1
  0005c2  mov     rdi,[rbp+0x20]
  0005c9  mov     esi,0xe
  0005ce  mov     rdx,rsp
  0005d1  mov     rcx,0xfffffffffffffff2
  0005db  mov     r8,0xfffffffffffffff2
  0005e5  mov     r9,0
  0005ef  mov     rax,<list_op>
  0005f9  call    rax
  0005fb  mov     r11,rax
  0005fe  mov     rcx,[rsp+0x30]
  000606  mov     rsi,[rsp+0x38]
  00060e  mov     rdi,[rsp+0x40]
  000616  mov     r8,[rsp+0x48]
  00061e  mov     r9,[rsp+0x50]
  000626  mov     r10,[rsp+0x58]
  00062e  add     rsp,0x70
  000635  test    rdx,rdx
  000638  je      0x0000000000000be0
  00063e  mov     rbx,r11
  000641  mov     r8,[rbx+0x10]
  000649  jmp     0x00000000000001f5
  00064e  sub     rsp,0x70
  000655  mov     [rsp+0x30],rcx
  00065d  mov     [rsp+0x38],rsi
  000665  mov     [rsp+0x40],rdi
  00066d  mov     [rsp+0x48],r8
  000675  mov     [rsp+0x50],r9
  00067d  mov     [rsp+0x58],r10
  000685  mov     [rsp],rbx
  00068d  mov     qword ptr [rsp+8],3
  000699  mov     [rsp+0x10],r13
  0006a1  mov     qword ptr [rsp+0x18],1
  0006ad  mov     [rsp+0x20],r14
  0006b5  mov     qword ptr [rsp+0x28],1
  0006c1  mov     rdi,[rbp+0x20]
  0006c8  mov     esi,0xe
  0006cd  mov     rdx,rsp
  0006d0  mov     rcx,0xfffffffffffffff2
  0006da  mov     r8,0xfffffffffffffff2
  0006e4  mov     r9,0
  0006ee  mov     rax,<list_op>
  0006f8  call    rax
  0006fa  mov     r11,rax
  0006fd  mov     rcx,[rsp+0x30]
  000705  mov     rsi,[rsp+0x38]
  00070d  mov     rdi,[rsp+0x40]
  000715  mov     r8,[rsp+0x48]
  00071d  mov     r9,[rsp+0x50]
  000725  mov     r10,[rsp+0x58]
  00072d  add     rsp,0x70
  000734  test    rdx,rdx
  000737  je      0x0000000000000c25
  00073d  mov     rbx,r11
  000740  mov     r8,[rbx+0x10]
  000748  jmp     0x0000000000000244
  00074d  sub     rsp,0x70
  000754  mov     [rsp+0x30],rcx
  00075c  mov     [rsp+0x38],rsi
  000764  mov     [rsp+0x40],rdi
  00076c  mov     [rsp+0x48],r8
  000774  mov     [rsp+0x50],r9
  00077c  mov     [rsp+0x58],r10
  000784  mov     [rsp],rbx
  00078c  mov     qword ptr [rsp+8],3
  000798  mov     [rsp+0x10],r12
  0007a0  mov     qword ptr [rsp+0x18],1
  0007ac  mov     [rsp+0x20],r15
  0007b4  mov     qword ptr [rsp+0x28],1
  0007c0  mov     rdi,[rbp+0x20]
  0007c7  mov     esi,0xe
  0007cc  mov     rdx,rsp
  0007cf  mov     rcx,0xfffffffffffffff2
  0007d9  mov     r8,0xfffffffffffffff2
  0007e3  mov     r9,0
  0007ed  mov     rax,<list_op>
  0007f7  call    rax
  0007f9  mov     r11,rax
  0007fc  mov     rcx,[rsp+0x30]
  000804  mov     rsi,[rsp+0x38]
  00080c  mov     rdi,[rsp+0x40]
  000814  mov     r8,[rsp+0x48]
  00081c  mov     r9,[rsp+0x50]
  000824  mov     r10,[rsp+0x58]
  00082c  add     rsp,0x70
  000833  test    rdx,rdx
  000836  je      0x0000000000000c6a
  00083c  mov     rbx,r11
  00083f  mov     r8,[rbx+0x10]
  000847  jmp     0x000000000000024d
; exits
  00084c  mov     rax,0xfffffffe
  000856  jmp     0x0000000000000027
  00085b  mov     [rbp+0x10],r13
  000862  mov     qword ptr [rbp+0x18],1
  00086d  mov     [rbp+0xa8],rbx
  000874  mov     qword ptr [rbp+0x1f8],3
  00087f  mov     [rbp+0xb0],r12
  000886  mov     rax,0
  000890  jmp     0x0000000000000027
  000895  sub     r12,1
  00089c  mov     [rbp+0xa8],rbx
  0008a3  mov     qword ptr [rbp+0x1f8],3
  0008ae  mov     [rbp+0xb0],r12
  0008b5  mov     rax,1
  0008bf  jmp     0x0000000000000027
  0008c4  mov     [rbp+0xa8],rbx
  0008cb  mov     qword ptr [rbp+0x1f8],3
  0008d6  mov     [rbp+0xb0],r13
  0008dd  mov     qword ptr [rbp+0xb8],0x19
  0008e8  mov     rax,2
  0008f2  jmp     0x0000000000000027
  0008f7  mov     [rbp+0xa8],rbx
  0008fe  mov     qword ptr [rbp+0x1f8],3
  000909  mov     [rbp+0xb0],r13
  000910  mov     qword ptr [rbp+0xb8],0x19
  00091b  mov     rax,3
  000925  jmp     0x0000000000000027
  00092a  mov     [rbp+0xa8],rbx
  000931  mov     qword ptr [rbp+0x1f8],3
  00093c  mov     [rbp+0xb0],r13
  000943  mov     qword ptr [rbp+0xb8],0x19
  00094e  mov     rax,4
  000958  jmp     0x0000000000000027
  00095d  sub     r14,1
  000964  mov     [rbp+0xa8],rbx
  00096b  mov     qword ptr [rbp+0x1f8],3
  000976  mov     [rbp+0xb0],r13
  00097d  mov     qword ptr [rbp+0xb8],0x19
  000988  mov     rax,5
  000992  jmp     0x0000000000000027
  000997  mov     [rbp+0xa8],rbx
  00099e  mov     qword ptr [rbp+0x1f8],3
  0009a9  mov     [rbp+0xb0],r12
  0009b0  mov     qword ptr [rbp+0xb8],0x1b
  0009bb  mov     rax,7
  0009c5  jmp     0x0000000000000027
  0009ca  add     r15,1
  0009d1  mov     [rbp+0xa8],rbx
  0009d8  mov     qword ptr [rbp+0x1f8],3
  0009e3  mov     [rbp+0xb0],r12
  0009ea  mov     qword ptr [rbp+0xb8],0x1b
  0009f5  mov     rax,8
  0009ff  jmp     0x0000000000000027
  000a04  mov     [rbp+0xa8],rbx
  000a0b  mov     qword ptr [rbp+0x1f8],3
  000a16  mov     [rbp+0xb0],r12
  000a1d  mov     qword ptr [rbp+0xb8],0x1c
  000a28  mov     rax,0xa
  000a32  jmp     0x0000000000000027
  000a37  sub     r14,1
  000a3e  mov     [rbp+0xa8],rbx
  000a45  mov     qword ptr [rbp+0x1f8],3
  000a50  mov     [rbp+0xb0],r13
  000a57  mov     qword ptr [rbp+0xb8],0x19
  000a62  mov     rax,0xc
  000a6c  jmp     0x0000000000000027
  000a71  mov     [rbp+0xa8],rbx
  000a78  mov     qword ptr [rbp+0x1f8],3
  000a83  mov     [rbp+0xb0],r12
  000a8a  mov     qword ptr [rbp+0xb8],0x1c
  000a95  mov     rax,0xf
  000a9f  jmp     0x0000000000000027
  000aa4  sub     r14,1
  000aab  mov     [rbp+0xa8],rbx
  000ab2  mov     qword ptr [rbp+0x1f8],3
  000abd  mov     [rbp+0xb0],r13
  000ac4  mov     qword ptr [rbp+0xb8],0x19
  000acf  mov     rax,0x11
  000ad9  jmp     0x0000000000000027
  000ade  mov     [rbp+0xa8],rbx
  000ae5  mov     qword ptr [rbp+0x1f8],3
  000af0  mov     [rbp+0xb0],r12
  000af7  mov     qword ptr [rbp+0xb8],0x1c
  000b02  mov     rax,0x14
  000b0c  jmp     0x0000000000000027
  000b11  mov     [rbp+0xa8],rbx
  000b18  mov     qword ptr [rbp+0x1f8],3
  000b23  mov     [rbp+0xb0],r13
  000b2a  mov     qword ptr [rbp+0xb8],0x19
  000b35  mov     [rbp+0xc8],r14
  000b3c  mov     qword ptr [rbp+0x218],1
  000b47  mov     rax,6
  000b51  jmp     0x0000000000000027
  000b56  mov     [rbp+0xa8],rbx
  000b5d  mov     qword ptr [rbp+0x1f8],3
  000b68  mov     [rbp+0xb0],r12
  000b6f  mov     qword ptr [rbp+0xb8],0x1b
  000b7a  mov     [rbp+0xc8],r15
  000b81  mov     qword ptr [rbp+0x218],1
  000b8c  mov     rax,9
  000b96  jmp     0x0000000000000027
  000b9b  mov     [rbp+0xa8],rbx
  000ba2  mov     qword ptr [rbp+0x1f8],3
  000bad  mov     [rbp+0xb0],r13
  000bb4  mov     qword ptr [rbp+0xb8],0x19
  000bbf  mov     [rbp+0xc8],r14
  000bc6  mov     qword ptr [rbp+0x218],1
  000bd1  mov     rax,0xd
  000bdb  jmp     0x0000000000000027
  000be0  mov     [rbp+0xa8],rbx
  000be7  mov     qword ptr [rbp+0x1f8],3
  000bf2  mov     [rbp+0xb0],r12
  000bf9  mov     qword ptr [rbp+0xb8],0x1b
  000c04  mov     [rbp+0xc8],r15
  000c0b  mov     qword ptr [rbp+0x218],1
  000c16  mov     rax,0xe
  000c20  jmp     0x0000000000000027
  000c25  mov     [rbp+0xa8],rbx
  000c2c  mov     qword ptr [rbp+0x1f8],3
  000c37  mov     [rbp+0xb0],r13
  000c3e  mov     qword ptr [rbp+0xb8],0x19
  000c49  mov     [rbp+0xc8],r14
  000c50  mov     qword ptr [rbp+0x218],1
  000c5b  mov     rax,0x12
  000c65  jmp     0x0000000000000027
  000c6a  mov     [rbp+0xa8],rbx
  000c71  mov     qword ptr [rbp+0x1f8],3
  000c7c  mov     [rbp+0xb0],r12
  000c83  mov     qword ptr [rbp+0xb8],0x1b
  000c8e  mov     [rbp+0xc8],r15
  000c95  mov     qword ptr [rbp+0x218],1
  000ca0  mov     rax,0x13
  000caa  jmp     0x0000000000000027

; T1: 1541 bytes
; v0:int = input n
  000cc0  cmp     qword ptr [rbp+0x190],1
  000ccb  jne     0x00000000000010fc
; v1:list = input src
  000cd1  cmp     qword ptr [rbp+0x198],3
  000cdc  jne     0x00000000000010fc
; v2:list = input jumps
  000ce2  cmp     qword ptr [rbp+0x1a0],3
  000ced  jne     0x00000000000010fc
; v3:list = input tape
  000cf3  cmp     qword ptr [rbp+0x1f8],3
  000cfe  jne     0x00000000000010fc
  000d04  mov     rbx,[rbp+0xa8]
; v4:int = input p
  000d0b  cmp     qword ptr [rbp+0x200],1
  000d16  jne     0x00000000000010fc
  000d1c  mov     r12,[rbp+0xb0]
; v5:int = input pc
  000d23  cmp     qword ptr [rbp+0x208],1
  000d2e  jne     0x00000000000010fc
  000d34  mov     r13,[rbp+0xb8]
; guard_value v5, 32 => loop_pc/0 (2) {tape=v3}
  000d3b  cmp     r13,0x20
  000d42  jne     0x000000000000110b
  000d48  jmp     0x0000000000000d5b
  000d4d  mov     rbx,[rbp+0xa8]
  000d54  mov     r12,[rbp+0xb0]
  000d5b  mov     r15,[rbx+0x10]
; guard_words v3 => minus/0 (6) {tape=v3}
  000d63  cmp     qword ptr [rbx+8],0
  000d6f  jne     0x000000000000113e
; v8:int = readlist v3, v4 words => minus/0 (6) {tape=v3}
  000d75  cmp     r12,[rbx]
  000d7d  jae     0x000000000000115f
  000d83  mov     r13,[r15+r12*8]
; v9:int = sub v8, 1 => minus/0 (6) {tape=v3}
  000d88  sub     r13,1
  000d8f  jo      0x0000000000001180
; v10:int = and v9, 255
  000d95  and     r13,0xff
; v11:list = set v3, v4, v10 owned words in_bounds => minus/3 (6) {tape=v3, x=v10}
  000d9c  mov     rax,[rbx-0x10]
  000da4  add     rax,[rbx-8]
  000dac  cmp     rax,2
  000db2  jne     0x0000000000000dff
  000db8  mov     [r15+r12*8],r13
; guard_true v10 => close_bracket/0 (20) {tape=v11, pc=33}
  000dbd  test    r13,r13
  000dc0  je      0x00000000000011a8
; guard_steps => loop/0 (23) {tape=v11}
; v14:int = sub_nov v10, 1
; v15:int = and v14, 255
  000dc6  add     r13b,0xff
; v16:list = set v11, v4, v15 owned words in_bounds => minus/3 (29) {tape=v11, x=v15}
  000dca  mov     [r15+r12*8],r13
; guard_true v15 => close_bracket/0 (43) {tape=v16, pc=33}
  000dcf  test    r13,r13
  000dd2  je      0x00000000000011d4
; guard_steps => loop/0 (46) {tape=v16}
; v19:int = sub_nov v15, 1
  000dd8  lea     r14,[r13-1]
; v20:int = mul_nov v19, 255
  000de0  imul    r14,0xff
; v21:int = add_nov v15, v20
  000de7  add     r13,r14
; v22:int = and v21, 255
  000dea  and     r13,0xff
; v23:int = sub_nov v22, 1
; v24:int = and v23, 255
  000df1  add     r13b,0xff
; v25:list = set v16, v4, v24 owned words in_bounds => minus/3 (52) {tape=v16, x=v24}
  000df5  mov     [r15+r12*8],r13
; exit => close_bracket/0 (66) {tape=v25, pc=33}
  000dfa  jmp     0x0000000000001200
  000dff  sub     rsp,0x70
  000e06  mov     [rsp+0x30],rcx
  000e0e  mov     [rsp+0x38],rsi
  000e16  mov     [rsp+0x40],rdi
  000e1e  mov     [rsp+0x48],r8
  000e26  mov     [rsp+0x50],r9
  000e2e  mov     [rsp+0x58],r10
  000e36  mov     [rsp],rbx
  000e3e  mov     qword ptr [rsp+8],3
  000e4a  mov     [rsp+0x10],r12
  000e52  mov     qword ptr [rsp+0x18],1
  000e5e  mov     [rsp+0x20],r13
  000e66  mov     qword ptr [rsp+0x28],1
  000e72  mov     rdi,[rbp+0x20]
  000e79  mov     esi,0xe
  000e7e  mov     rdx,rsp
  000e81  mov     rcx,0xfffffffffffffff2
  000e8b  mov     r8,0xfffffffffffffff2
  000e95  mov     r9,0
  000e9f  mov     rax,<list_op>
  000ea9  call    rax
  000eab  mov     r11,rax
  000eae  mov     rcx,[rsp+0x30]
  000eb6  mov     rsi,[rsp+0x38]
  000ebe  mov     rdi,[rsp+0x40]
  000ec6  mov     r8,[rsp+0x48]
  000ece  mov     r9,[rsp+0x50]
  000ed6  mov     r10,[rsp+0x58]
  000ede  add     rsp,0x70
  000ee5  test    rdx,rdx
  000ee8  je      0x000000000000122c
  000eee  mov     rbx,r11
  000ef1  mov     r15,[rbx+0x10]
  000ef9  jmp     0x0000000000000dbd
  000efe  sub     rsp,0x70
  000f05  mov     [rsp+0x30],rcx
  000f0d  mov     [rsp+0x38],rsi
  000f15  mov     [rsp+0x40],rdi
  000f1d  mov     [rsp+0x48],r8
  000f25  mov     [rsp+0x50],r9
  000f2d  mov     [rsp+0x58],r10
  000f35  mov     [rsp],rbx
  000f3d  mov     qword ptr [rsp+8],3
  000f49  mov     [rsp+0x10],r12
  000f51  mov     qword ptr [rsp+0x18],1
  000f5d  mov     [rsp+0x20],r13
  000f65  mov     qword ptr [rsp+0x28],1
  000f71  mov     rdi,[rbp+0x20]
  000f78  mov     esi,0xe
  000f7d  mov     rdx,rsp
  000f80  mov     rcx,0xfffffffffffffff2
  000f8a  mov     r8,0xfffffffffffffff2
  000f94  mov     r9,0
  000f9e  mov     rax,<list_op>
  000fa8  call    rax
  000faa  mov     r11,rax
  000fad  mov     rcx,[rsp+0x30]
  000fb5  mov     rsi,[rsp+0x38]
  000fbd  mov     rdi,[rsp+0x40]
  000fc5  mov     r8,[rsp+0x48]
  000fcd  mov     r9,[rsp+0x50]
  000fd5  mov     r10,[rsp+0x58]
  000fdd  add     rsp,0x70
  000fe4  test    rdx,rdx
  000fe7  je      0x000000000000125f
  000fed  mov     rbx,r11
  000ff0  mov     r15,[rbx+0x10]
  000ff8  jmp     0x0000000000000dcf
  000ffd  sub     rsp,0x70
  001004  mov     [rsp+0x30],rcx
  00100c  mov     [rsp+0x38],rsi
  001014  mov     [rsp+0x40],rdi
  00101c  mov     [rsp+0x48],r8
  001024  mov     [rsp+0x50],r9
  00102c  mov     [rsp+0x58],r10
  001034  mov     [rsp],rbx
  00103c  mov     qword ptr [rsp+8],3
  001048  mov     [rsp+0x10],r12
  001050  mov     qword ptr [rsp+0x18],1
  00105c  mov     [rsp+0x20],r13
  001064  mov     qword ptr [rsp+0x28],1
  001070  mov     rdi,[rbp+0x20]
  001077  mov     esi,0xe
  00107c  mov     rdx,rsp
  00107f  mov     rcx,0xfffffffffffffff2
  001089  mov     r8,0xfffffffffffffff2
  001093  mov     r9,0
  00109d  mov     rax,<list_op>
  0010a7  call    rax
  0010a9  mov     r11,rax
  0010ac  mov     rcx,[rsp+0x30]
  0010b4  mov     rsi,[rsp+0x38]
  0010bc  mov     rdi,[rsp+0x40]
  0010c4  mov     r8,[rsp+0x48]
  0010cc  mov     r9,[rsp+0x50]
  0010d4  mov     r10,[rsp+0x58]
  0010dc  add     rsp,0x70
  0010e3  test    rdx,rdx
  0010e6  je      0x0000000000001292
  0010ec  mov     rbx,r11
  0010ef  mov     r15,[rbx+0x10]
  0010f7  jmp     0x0000000000000dfa
; exits
  0010fc  mov     rax,0x1fffffffe
  001106  jmp     0x0000000000000027
  00110b  mov     [rbp+0x10],r13
  001112  mov     qword ptr [rbp+0x18],1
  00111d  mov     [rbp+0xa8],rbx
  001124  mov     qword ptr [rbp+0x1f8],3
  00112f  mov     rax,0x100000000
  001139  jmp     0x0000000000000027
  00113e  mov     [rbp+0xa8],rbx
  001145  mov     qword ptr [rbp+0x1f8],3
  001150  mov     rax,0x100000001
  00115a  jmp     0x0000000000000027
  00115f  mov     [rbp+0xa8],rbx
  001166  mov     qword ptr [rbp+0x1f8],3
  001171  mov     rax,0x100000002
  00117b  jmp     0x0000000000000027
  001180  add     r13,1
  001187  mov     [rbp+0xa8],rbx
  00118e  mov     qword ptr [rbp+0x1f8],3
  001199  mov     rax,0x100000003
  0011a3  jmp     0x0000000000000027
  0011a8  mov     [rbp+0xa8],rbx
  0011af  mov     qword ptr [rbp+0x1f8],3
  0011ba  mov     qword ptr [rbp+0xb8],0x21
  0011c5  mov     rax,0x100000005
  0011cf  jmp     0x0000000000000027
  0011d4  mov     [rbp+0xa8],rbx
  0011db  mov     qword ptr [rbp+0x1f8],3
  0011e6  mov     qword ptr [rbp+0xb8],0x21
  0011f1  mov     rax,0x100000008
  0011fb  jmp     0x0000000000000027
  001200  mov     [rbp+0xa8],rbx
  001207  mov     qword ptr [rbp+0x1f8],3
  001212  mov     qword ptr [rbp+0xb8],0x21
  00121d  mov     rax,0x10000000b
  001227  jmp     0x0000000000000027
  00122c  mov     [rbp+0xa8],rbx
  001233  mov     qword ptr [rbp+0x1f8],3
  00123e  mov     [rbp+0xc8],r13
  001245  mov     qword ptr [rbp+0x218],1
  001250  mov     rax,0x100000004
  00125a  jmp     0x0000000000000027
  00125f  mov     [rbp+0xa8],rbx
  001266  mov     qword ptr [rbp+0x1f8],3
  001271  mov     [rbp+0xc8],r13
  001278  mov     qword ptr [rbp+0x218],1
  001283  mov     rax,0x100000007
  00128d  jmp     0x0000000000000027
  001292  mov     [rbp+0xa8],rbx
  001299  mov     qword ptr [rbp+0x1f8],3
  0012a4  mov     [rbp+0xc8],r13
  0012ab  mov     qword ptr [rbp+0x218],1
  0012b6  mov     rax,0x10000000a
  0012c0  jmp     0x0000000000000027
