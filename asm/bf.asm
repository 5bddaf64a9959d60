; T0: 2970 bytes
; v0:int = input n
  000080  cmp     qword ptr [rbp+0x1a0],1
  00008b  jne     0x000000000000082b
; v1:list = input src
  000091  cmp     qword ptr [rbp+0x1a8],3
  00009c  jne     0x000000000000082b
; v2:list = input jumps
  0000a2  cmp     qword ptr [rbp+0x1b0],3
  0000ad  jne     0x000000000000082b
; v3:list = input tape
  0000b3  cmp     qword ptr [rbp+0x208],3
  0000be  jne     0x000000000000082b
  0000c4  mov     rbx,[rbp+0xb8]
; v4:int = input p
  0000cb  cmp     qword ptr [rbp+0x210],1
  0000d6  jne     0x000000000000082b
  0000dc  mov     r12,[rbp+0xc0]
; v5:int = input pc
  0000e3  cmp     qword ptr [rbp+0x218],1
  0000ee  jne     0x000000000000082b
  0000f4  mov     r13,[rbp+0xc8]
; guard_value v5, 24 => loop_pc/0 (2) {tape=v3, p=v4}
  0000fb  cmp     r13,0x18
  000102  jne     0x000000000000083a
  000108  jmp     0x000000000000011b
  00010d  mov     rbx,[rbp+0xb8]
  000114  mov     r12,[rbp+0xc0]
  00011b  mov     r8,[rbx+0x10]
; v7:int = add v4, 1 => right/0 (7) {tape=v3, p=v4}
  000123  add     r12,1
  00012a  jo      0x0000000000000874
; v8:int = and v7, 65535
  000130  mov     r13,r12
  000133  and     r13,0xffff
; guard_words v3 => plus/0 (14) {tape=v3, p=v8, pc=25}
  00013a  cmp     qword ptr [rbx+8],0
  000146  jne     0x00000000000008a3
; v10:int = len v3
  00014c  mov     r14,[rbx]
; v11:int = lt 65535, v10
; guard_true v11 => plus/0 (14) {tape=v3, p=v8, pc=25}
  000154  mov     r11,0xffff
  00015b  cmp     r11,r14
  00015e  jge     0x00000000000008d6
; v13:int = readlist v3, v8 words in_bounds => plus/0 (14) {tape=v3, p=v8, pc=25}
  000164  mov     r14,[r8+r13*8]
; v14:int = add v13, 1 => plus/0 (14) {tape=v3, p=v8, pc=25}
  000169  add     r14,1
  000170  jo      0x000000000000093c
; v15:int = and v14, 255
  000176  and     r14,0xff
; v16:list = set v3, v8, v15 owned words in_bounds => plus/3 (14) {tape=v3, p=v8, pc=25, x=v15}
  00017d  mov     rax,[rbx-0x10]
  000185  add     rax,[rbx-8]
  00018d  cmp     rax,2
  000193  jne     0x0000000000000231
  000199  mov     [r8+r13*8],r14
; v17:int = add_nov v7, -1
  00019e  add     r12,0xffffffffffffffff
; v18:int = and v17, 65535
  0001a5  and     r12,0xffff
; v19:int = readlist v16, v18 words in_bounds => minus/0 (32) {tape=v16, p=v18, pc=27}
  0001ac  mov     r15,[r8+r12*8]
; v20:int = sub v19, 1 => minus/0 (32) {tape=v16, p=v18, pc=27}
  0001b1  sub     r15,1
  0001b8  jo      0x00000000000009a9
; v21:int = and v20, 255
  0001be  and     r15,0xff
; v22:list = set v16, v18, v21 owned words in_bounds => minus/3 (32) {tape=v16, p=v18, pc=27, x=v21}
  0001c5  mov     [r8+r12*8],r15
; guard_true v21 => close_bracket/0 (46) {tape=v22, p=v18, pc=28}
  0001ca  test    r15,r15
  0001cd  je      0x00000000000009e3
; guard_steps => loop/0 (49) {tape=v22, p=v18}
; v25:int = add_nov v15, 1
; v26:int = and v25, 255
  0001d3  add     r14b,1
; v27:list = set v22, v8, v26 owned words in_bounds => plus/3 (63) {tape=v22, p=v8, pc=25, x=v26}
  0001d7  mov     [r8+r13*8],r14
; v28:int = sub_nov v21, 1
; v29:int = and v28, 255
  0001dc  add     r15b,0xff
; v30:list = set v27, v18, v29 owned words in_bounds => minus/3 (81) {tape=v27, p=v18, pc=27, x=v29}
  0001e0  mov     [r8+r12*8],r15
; guard_true v29 => close_bracket/0 (95) {tape=v30, p=v18, pc=28}
  0001e5  test    r15,r15
  0001e8  je      0x0000000000000a16
; guard_steps => loop/0 (98) {tape=v30, p=v18}
; v33:int = sub_nov v29, 1
  0001ee  lea     rsi,[r15-1]
; v34:int = mul_nov v33, 255
  0001f6  mov     rdi,rsi
  0001f9  imul    rdi,0xff
; v35:int = add_nov v29, v34
  000200  add     r15,rdi
; v36:int = add_nov v26, v33
  000203  add     r14,rsi
; v37:int = add_nov v36, 1
  000206  add     r14,1
; v38:int = and v37, 255
  00020d  and     r14,0xff
; v39:list = set v30, v8, v38 owned words in_bounds => plus/3 (112) {tape=v30, p=v8, pc=25, x=v38}
  000214  mov     [r8+r13*8],r14
; v40:int = add_nov v35, -1
  000219  add     r15,0xffffffffffffffff
; v41:int = and v40, 255
  000220  and     r15,0xff
; v42:list = set v39, v18, v41 owned words in_bounds => minus/3 (130) {tape=v39, p=v18, pc=27, x=v41}
  000227  mov     [r8+r12*8],r15
; exit => close_bracket/0 (144) {tape=v42, p=v18, pc=28}
  00022c  jmp     0x0000000000000a49
  000231  sub     rsp,0x70
  000238  mov     [rsp+0x30],rcx
  000240  mov     [rsp+0x38],rsi
  000248  mov     [rsp+0x40],rdi
  000250  mov     [rsp+0x48],r8
  000258  mov     [rsp+0x50],r9
  000260  mov     [rsp+0x58],r10
  000268  mov     [rsp],rbx
  000270  mov     qword ptr [rsp+8],3
  00027c  mov     [rsp+0x10],r13
  000284  mov     qword ptr [rsp+0x18],1
  000290  mov     [rsp+0x20],r14
  000298  mov     qword ptr [rsp+0x28],1
  0002a4  mov     rdi,[rbp+0x20]
  0002ab  mov     esi,0xe
  0002b0  mov     rdx,rsp
  0002b3  mov     rcx,0xfffffffffffffff2
  0002bd  mov     r8,0xfffffffffffffff2
  0002c7  mov     r9,0
  0002d1  mov     rax,<list_op>
  0002db  call    rax
  0002dd  mov     r11,rax
  0002e0  mov     rcx,[rsp+0x30]
  0002e8  mov     rsi,[rsp+0x38]
  0002f0  mov     rdi,[rsp+0x40]
  0002f8  mov     r8,[rsp+0x48]
  000300  mov     r9,[rsp+0x50]
  000308  mov     r10,[rsp+0x58]
  000310  add     rsp,0x70
  000317  test    rdx,rdx
  00031a  je      0x0000000000000a7c
  000320  mov     rbx,r11
  000323  mov     r8,[rbx+0x10]
  00032b  jmp     0x000000000000019e
  000330  sub     rsp,0x70
  000337  mov     [rsp+0x30],rcx
  00033f  mov     [rsp+0x38],rsi
  000347  mov     [rsp+0x40],rdi
  00034f  mov     [rsp+0x48],r8
  000357  mov     [rsp+0x50],r9
  00035f  mov     [rsp+0x58],r10
  000367  mov     [rsp],rbx
  00036f  mov     qword ptr [rsp+8],3
  00037b  mov     [rsp+0x10],r12
  000383  mov     qword ptr [rsp+0x18],1
  00038f  mov     [rsp+0x20],r15
  000397  mov     qword ptr [rsp+0x28],1
  0003a3  mov     rdi,[rbp+0x20]
  0003aa  mov     esi,0xe
  0003af  mov     rdx,rsp
  0003b2  mov     rcx,0xfffffffffffffff2
  0003bc  mov     r8,0xfffffffffffffff2
  0003c6  mov     r9,0
  0003d0  mov     rax,<list_op>
  0003da  call    rax
  0003dc  mov     r11,rax
  0003df  mov     rcx,[rsp+0x30]
  0003e7  mov     rsi,[rsp+0x38]
  0003ef  mov     rdi,[rsp+0x40]
  0003f7  mov     r8,[rsp+0x48]
  0003ff  mov     r9,[rsp+0x50]
  000407  mov     r10,[rsp+0x58]
  00040f  add     rsp,0x70
  000416  test    rdx,rdx
  000419  je      0x0000000000000ac1
  00041f  mov     rbx,r11
  000422  mov     r8,[rbx+0x10]
  00042a  jmp     0x00000000000001ca
  00042f  sub     rsp,0x70
  000436  mov     [rsp+0x30],rcx
  00043e  mov     [rsp+0x38],rsi
  000446  mov     [rsp+0x40],rdi
  00044e  mov     [rsp+0x48],r8
  000456  mov     [rsp+0x50],r9
  00045e  mov     [rsp+0x58],r10
  000466  mov     [rsp],rbx
  00046e  mov     qword ptr [rsp+8],3
  00047a  mov     [rsp+0x10],r13
  000482  mov     qword ptr [rsp+0x18],1
  00048e  mov     [rsp+0x20],r14
  000496  mov     qword ptr [rsp+0x28],1
  0004a2  mov     rdi,[rbp+0x20]
  0004a9  mov     esi,0xe
  0004ae  mov     rdx,rsp
  0004b1  mov     rcx,0xfffffffffffffff2
  0004bb  mov     r8,0xfffffffffffffff2
  0004c5  mov     r9,0
  0004cf  mov     rax,<list_op>
  0004d9  call    rax
  0004db  mov     r11,rax
  0004de  mov     rcx,[rsp+0x30]
  0004e6  mov     rsi,[rsp+0x38]
  0004ee  mov     rdi,[rsp+0x40]
  0004f6  mov     r8,[rsp+0x48]
  0004fe  mov     r9,[rsp+0x50]
  000506  mov     r10,[rsp+0x58]
  00050e  add     rsp,0x70
  000515  test    rdx,rdx
  000518  je      0x0000000000000b06
  00051e  mov     rbx,r11
  000521  mov     r8,[rbx+0x10]
  000529  jmp     0x00000000000001dc
  00052e  sub     rsp,0x70
  000535  mov     [rsp+0x30],rcx
  00053d  mov     [rsp+0x38],rsi
  000545  mov     [rsp+0x40],rdi
  00054d  mov     [rsp+0x48],r8
  000555  mov     [rsp+0x50],r9
  00055d  mov     [rsp+0x58],r10
  000565  mov     [rsp],rbx
  00056d  mov     qword ptr [rsp+8],3
  000579  mov     [rsp+0x10],r12
  000581  mov     qword ptr [rsp+0x18],1
  00058d  mov     [rsp+0x20],r15
  000595  mov     qword ptr [rsp+0x28],1
  0005a1  mov     rdi,[rbp+0x20]
  0005a8  mov     esi,0xe
  0005ad  mov     rdx,rsp
  0005b0  mov     rcx,0xfffffffffffffff2
  0005ba  mov     r8,0xfffffffffffffff2
  0005c4  mov     r9,0
  0005ce  mov     rax,<list_op>
  0005d8  call    rax
  0005da  mov     r11,rax
  0005dd  mov     rcx,[rsp+0x30]
  0005e5  mov     rsi,[rsp+0x38]
  0005ed  mov     rdi,[rsp+0x40]
  0005f5  mov     r8,[rsp+0x48]
  0005fd  mov     r9,[rsp+0x50]
  000605  mov     r10,[rsp+0x58]
  00060d  add     rsp,0x70
  000614  test    rdx,rdx
  000617  je      0x0000000000000b4b
  00061d  mov     rbx,r11
  000620  mov     r8,[rbx+0x10]
  000628  jmp     0x00000000000001e5
  00062d  sub     rsp,0x70
  000634  mov     [rsp+0x30],rcx
  00063c  mov     [rsp+0x38],rsi
  000644  mov     [rsp+0x40],rdi
  00064c  mov     [rsp+0x48],r8
  000654  mov     [rsp+0x50],r9
  00065c  mov     [rsp+0x58],r10
  000664  mov     [rsp],rbx
  00066c  mov     qword ptr [rsp+8],3
  000678  mov     [rsp+0x10],r13
  000680  mov     qword ptr [rsp+0x18],1
  00068c  mov     [rsp+0x20],r14
  000694  mov     qword ptr [rsp+0x28],1
  0006a0  mov     rdi,[rbp+0x20]
  0006a7  mov     esi,0xe
  0006ac  mov     rdx,rsp
  0006af  mov     rcx,0xfffffffffffffff2
  0006b9  mov     r8,0xfffffffffffffff2
  0006c3  mov     r9,0
  0006cd  mov     rax,<list_op>
  0006d7  call    rax
  0006d9  mov     r11,rax
  0006dc  mov     rcx,[rsp+0x30]
  0006e4  mov     rsi,[rsp+0x38]
  0006ec  mov     rdi,[rsp+0x40]
  0006f4  mov     r8,[rsp+0x48]
  0006fc  mov     r9,[rsp+0x50]
  000704  mov     r10,[rsp+0x58]
  00070c  add     rsp,0x70
  000713  test    rdx,rdx
  000716  je      0x0000000000000b90
  00071c  mov     rbx,r11
  00071f  mov     r8,[rbx+0x10]
  000727  jmp     0x0000000000000219
  00072c  sub     rsp,0x70
  000733  mov     [rsp+0x30],rcx
  00073b  mov     [rsp+0x38],rsi
  000743  mov     [rsp+0x40],rdi
  00074b  mov     [rsp+0x48],r8
  000753  mov     [rsp+0x50],r9
  00075b  mov     [rsp+0x58],r10
  000763  mov     [rsp],rbx
  00076b  mov     qword ptr [rsp+8],3
  000777  mov     [rsp+0x10],r12
  00077f  mov     qword ptr [rsp+0x18],1
  00078b  mov     [rsp+0x20],r15
  000793  mov     qword ptr [rsp+0x28],1
  00079f  mov     rdi,[rbp+0x20]
  0007a6  mov     esi,0xe
  0007ab  mov     rdx,rsp
  0007ae  mov     rcx,0xfffffffffffffff2
  0007b8  mov     r8,0xfffffffffffffff2
  0007c2  mov     r9,0
  0007cc  mov     rax,<list_op>
  0007d6  call    rax
  0007d8  mov     r11,rax
  0007db  mov     rcx,[rsp+0x30]
  0007e3  mov     rsi,[rsp+0x38]
  0007eb  mov     rdi,[rsp+0x40]
  0007f3  mov     r8,[rsp+0x48]
  0007fb  mov     r9,[rsp+0x50]
  000803  mov     r10,[rsp+0x58]
  00080b  add     rsp,0x70
  000812  test    rdx,rdx
  000815  je      0x0000000000000bd5
  00081b  mov     rbx,r11
  00081e  mov     r8,[rbx+0x10]
  000826  jmp     0x000000000000022c
; exits
  00082b  mov     rax,0xfffffffe
  000835  jmp     0x0000000000000027
  00083a  mov     [rbp+0x10],r13
  000841  mov     qword ptr [rbp+0x18],1
  00084c  mov     [rbp+0xb8],rbx
  000853  mov     qword ptr [rbp+0x208],3
  00085e  mov     [rbp+0xc0],r12
  000865  mov     rax,0
  00086f  jmp     0x0000000000000027
  000874  sub     r12,1
  00087b  mov     [rbp+0xb8],rbx
  000882  mov     qword ptr [rbp+0x208],3
  00088d  mov     [rbp+0xc0],r12
  000894  mov     rax,1
  00089e  jmp     0x0000000000000027
  0008a3  mov     [rbp+0xb8],rbx
  0008aa  mov     qword ptr [rbp+0x208],3
  0008b5  mov     [rbp+0xc0],r13
  0008bc  mov     qword ptr [rbp+0xc8],0x19
  0008c7  mov     rax,2
  0008d1  jmp     0x0000000000000027
  0008d6  mov     [rbp+0xb8],rbx
  0008dd  mov     qword ptr [rbp+0x208],3
  0008e8  mov     [rbp+0xc0],r13
  0008ef  mov     qword ptr [rbp+0xc8],0x19
  0008fa  mov     rax,3
  000904  jmp     0x0000000000000027
  000909  mov     [rbp+0xb8],rbx
  000910  mov     qword ptr [rbp+0x208],3
  00091b  mov     [rbp+0xc0],r13
  000922  mov     qword ptr [rbp+0xc8],0x19
  00092d  mov     rax,4
  000937  jmp     0x0000000000000027
  00093c  sub     r14,1
  000943  mov     [rbp+0xb8],rbx
  00094a  mov     qword ptr [rbp+0x208],3
  000955  mov     [rbp+0xc0],r13
  00095c  mov     qword ptr [rbp+0xc8],0x19
  000967  mov     rax,5
  000971  jmp     0x0000000000000027
  000976  mov     [rbp+0xb8],rbx
  00097d  mov     qword ptr [rbp+0x208],3
  000988  mov     [rbp+0xc0],r12
  00098f  mov     qword ptr [rbp+0xc8],0x1b
  00099a  mov     rax,7
  0009a4  jmp     0x0000000000000027
  0009a9  add     r15,1
  0009b0  mov     [rbp+0xb8],rbx
  0009b7  mov     qword ptr [rbp+0x208],3
  0009c2  mov     [rbp+0xc0],r12
  0009c9  mov     qword ptr [rbp+0xc8],0x1b
  0009d4  mov     rax,8
  0009de  jmp     0x0000000000000027
  0009e3  mov     [rbp+0xb8],rbx
  0009ea  mov     qword ptr [rbp+0x208],3
  0009f5  mov     [rbp+0xc0],r12
  0009fc  mov     qword ptr [rbp+0xc8],0x1c
  000a07  mov     rax,0xa
  000a11  jmp     0x0000000000000027
  000a16  mov     [rbp+0xb8],rbx
  000a1d  mov     qword ptr [rbp+0x208],3
  000a28  mov     [rbp+0xc0],r12
  000a2f  mov     qword ptr [rbp+0xc8],0x1c
  000a3a  mov     rax,0xe
  000a44  jmp     0x0000000000000027
  000a49  mov     [rbp+0xb8],rbx
  000a50  mov     qword ptr [rbp+0x208],3
  000a5b  mov     [rbp+0xc0],r12
  000a62  mov     qword ptr [rbp+0xc8],0x1c
  000a6d  mov     rax,0x12
  000a77  jmp     0x0000000000000027
  000a7c  mov     [rbp+0xb8],rbx
  000a83  mov     qword ptr [rbp+0x208],3
  000a8e  mov     [rbp+0xc0],r13
  000a95  mov     qword ptr [rbp+0xc8],0x19
  000aa0  mov     [rbp+0xd8],r14
  000aa7  mov     qword ptr [rbp+0x228],1
  000ab2  mov     rax,6
  000abc  jmp     0x0000000000000027
  000ac1  mov     [rbp+0xb8],rbx
  000ac8  mov     qword ptr [rbp+0x208],3
  000ad3  mov     [rbp+0xc0],r12
  000ada  mov     qword ptr [rbp+0xc8],0x1b
  000ae5  mov     [rbp+0xd8],r15
  000aec  mov     qword ptr [rbp+0x228],1
  000af7  mov     rax,9
  000b01  jmp     0x0000000000000027
  000b06  mov     [rbp+0xb8],rbx
  000b0d  mov     qword ptr [rbp+0x208],3
  000b18  mov     [rbp+0xc0],r13
  000b1f  mov     qword ptr [rbp+0xc8],0x19
  000b2a  mov     [rbp+0xd8],r14
  000b31  mov     qword ptr [rbp+0x228],1
  000b3c  mov     rax,0xc
  000b46  jmp     0x0000000000000027
  000b4b  mov     [rbp+0xb8],rbx
  000b52  mov     qword ptr [rbp+0x208],3
  000b5d  mov     [rbp+0xc0],r12
  000b64  mov     qword ptr [rbp+0xc8],0x1b
  000b6f  mov     [rbp+0xd8],r15
  000b76  mov     qword ptr [rbp+0x228],1
  000b81  mov     rax,0xd
  000b8b  jmp     0x0000000000000027
  000b90  mov     [rbp+0xb8],rbx
  000b97  mov     qword ptr [rbp+0x208],3
  000ba2  mov     [rbp+0xc0],r13
  000ba9  mov     qword ptr [rbp+0xc8],0x19
  000bb4  mov     [rbp+0xd8],r14
  000bbb  mov     qword ptr [rbp+0x228],1
  000bc6  mov     rax,0x10
  000bd0  jmp     0x0000000000000027
  000bd5  mov     [rbp+0xb8],rbx
  000bdc  mov     qword ptr [rbp+0x208],3
  000be7  mov     [rbp+0xc0],r12
  000bee  mov     qword ptr [rbp+0xc8],0x1b
  000bf9  mov     [rbp+0xd8],r15
  000c00  mov     qword ptr [rbp+0x228],1
  000c0b  mov     rax,0x11
  000c15  jmp     0x0000000000000027

; T1: 1544 bytes
; v0:int = input n
  000c40  cmp     qword ptr [rbp+0x1a0],1
  000c4b  jne     0x000000000000107f
; v1:list = input src
  000c51  cmp     qword ptr [rbp+0x1a8],3
  000c5c  jne     0x000000000000107f
; v2:list = input jumps
  000c62  cmp     qword ptr [rbp+0x1b0],3
  000c6d  jne     0x000000000000107f
; v3:list = input tape
  000c73  cmp     qword ptr [rbp+0x208],3
  000c7e  jne     0x000000000000107f
  000c84  mov     rbx,[rbp+0xb8]
; v4:int = input p
  000c8b  cmp     qword ptr [rbp+0x210],1
  000c96  jne     0x000000000000107f
  000c9c  mov     r12,[rbp+0xc0]
; v5:int = input pc
  000ca3  cmp     qword ptr [rbp+0x218],1
  000cae  jne     0x000000000000107f
  000cb4  mov     r13,[rbp+0xc8]
; guard_value v5, 32 => loop_pc/0 (2) {tape=v3}
  000cbb  cmp     r13,0x20
  000cc2  jne     0x000000000000108e
  000cc8  jmp     0x0000000000000cdb
  000ccd  mov     rbx,[rbp+0xb8]
  000cd4  mov     r12,[rbp+0xc0]
  000cdb  mov     r15,[rbx+0x10]
; guard_words v3 => minus/0 (6) {tape=v3}
  000ce3  cmp     qword ptr [rbx+8],0
  000cef  jne     0x00000000000010c1
; v8:int = readlist v3, v4 words => minus/0 (6) {tape=v3}
  000cf5  cmp     r12,[rbx]
  000cfd  jae     0x00000000000010e2
  000d03  mov     r13,[r15+r12*8]
; v9:int = sub v8, 1 => minus/0 (6) {tape=v3}
  000d08  sub     r13,1
  000d0f  jo      0x0000000000001103
; v10:int = and v9, 255
  000d15  and     r13,0xff
; v11:list = set v3, v4, v10 owned words in_bounds => minus/3 (6) {tape=v3, x=v10}
  000d1c  mov     rax,[rbx-0x10]
  000d24  add     rax,[rbx-8]
  000d2c  cmp     rax,2
  000d32  jne     0x0000000000000d82
  000d38  mov     [r15+r12*8],r13
; guard_true v10 => close_bracket/0 (20) {tape=v11, pc=33}
  000d3d  test    r13,r13
  000d40  je      0x000000000000112b
; guard_steps => loop/0 (23) {tape=v11}
; v14:int = sub_nov v10, 1
; v15:int = and v14, 255
  000d46  add     r13b,0xff
; v16:list = set v11, v4, v15 owned words in_bounds => minus/3 (29) {tape=v11, x=v15}
  000d4a  mov     [r15+r12*8],r13
; guard_true v15 => close_bracket/0 (43) {tape=v16, pc=33}
  000d4f  test    r13,r13
  000d52  je      0x0000000000001157
; guard_steps => loop/0 (46) {tape=v16}
; v19:int = sub_nov v15, 1
  000d58  lea     r14,[r13-1]
; v20:int = mul_nov v19, 255
  000d60  imul    r14,0xff
; v21:int = add_nov v15, v20
  000d67  add     r13,r14
; v22:int = add_nov v21, -1
  000d6a  add     r13,0xffffffffffffffff
; v23:int = and v22, 255
  000d71  and     r13,0xff
; v24:list = set v16, v4, v23 owned words in_bounds => minus/3 (52) {tape=v16, x=v23}
  000d78  mov     [r15+r12*8],r13
; exit => close_bracket/0 (66) {tape=v24, pc=33}
  000d7d  jmp     0x0000000000001183
  000d82  sub     rsp,0x70
  000d89  mov     [rsp+0x30],rcx
  000d91  mov     [rsp+0x38],rsi
  000d99  mov     [rsp+0x40],rdi
  000da1  mov     [rsp+0x48],r8
  000da9  mov     [rsp+0x50],r9
  000db1  mov     [rsp+0x58],r10
  000db9  mov     [rsp],rbx
  000dc1  mov     qword ptr [rsp+8],3
  000dcd  mov     [rsp+0x10],r12
  000dd5  mov     qword ptr [rsp+0x18],1
  000de1  mov     [rsp+0x20],r13
  000de9  mov     qword ptr [rsp+0x28],1
  000df5  mov     rdi,[rbp+0x20]
  000dfc  mov     esi,0xe
  000e01  mov     rdx,rsp
  000e04  mov     rcx,0xfffffffffffffff2
  000e0e  mov     r8,0xfffffffffffffff2
  000e18  mov     r9,0
  000e22  mov     rax,<list_op>
  000e2c  call    rax
  000e2e  mov     r11,rax
  000e31  mov     rcx,[rsp+0x30]
  000e39  mov     rsi,[rsp+0x38]
  000e41  mov     rdi,[rsp+0x40]
  000e49  mov     r8,[rsp+0x48]
  000e51  mov     r9,[rsp+0x50]
  000e59  mov     r10,[rsp+0x58]
  000e61  add     rsp,0x70
  000e68  test    rdx,rdx
  000e6b  je      0x00000000000011af
  000e71  mov     rbx,r11
  000e74  mov     r15,[rbx+0x10]
  000e7c  jmp     0x0000000000000d3d
  000e81  sub     rsp,0x70
  000e88  mov     [rsp+0x30],rcx
  000e90  mov     [rsp+0x38],rsi
  000e98  mov     [rsp+0x40],rdi
  000ea0  mov     [rsp+0x48],r8
  000ea8  mov     [rsp+0x50],r9
  000eb0  mov     [rsp+0x58],r10
  000eb8  mov     [rsp],rbx
  000ec0  mov     qword ptr [rsp+8],3
  000ecc  mov     [rsp+0x10],r12
  000ed4  mov     qword ptr [rsp+0x18],1
  000ee0  mov     [rsp+0x20],r13
  000ee8  mov     qword ptr [rsp+0x28],1
  000ef4  mov     rdi,[rbp+0x20]
  000efb  mov     esi,0xe
  000f00  mov     rdx,rsp
  000f03  mov     rcx,0xfffffffffffffff2
  000f0d  mov     r8,0xfffffffffffffff2
  000f17  mov     r9,0
  000f21  mov     rax,<list_op>
  000f2b  call    rax
  000f2d  mov     r11,rax
  000f30  mov     rcx,[rsp+0x30]
  000f38  mov     rsi,[rsp+0x38]
  000f40  mov     rdi,[rsp+0x40]
  000f48  mov     r8,[rsp+0x48]
  000f50  mov     r9,[rsp+0x50]
  000f58  mov     r10,[rsp+0x58]
  000f60  add     rsp,0x70
  000f67  test    rdx,rdx
  000f6a  je      0x00000000000011e2
  000f70  mov     rbx,r11
  000f73  mov     r15,[rbx+0x10]
  000f7b  jmp     0x0000000000000d4f
  000f80  sub     rsp,0x70
  000f87  mov     [rsp+0x30],rcx
  000f8f  mov     [rsp+0x38],rsi
  000f97  mov     [rsp+0x40],rdi
  000f9f  mov     [rsp+0x48],r8
  000fa7  mov     [rsp+0x50],r9
  000faf  mov     [rsp+0x58],r10
  000fb7  mov     [rsp],rbx
  000fbf  mov     qword ptr [rsp+8],3
  000fcb  mov     [rsp+0x10],r12
  000fd3  mov     qword ptr [rsp+0x18],1
  000fdf  mov     [rsp+0x20],r13
  000fe7  mov     qword ptr [rsp+0x28],1
  000ff3  mov     rdi,[rbp+0x20]
  000ffa  mov     esi,0xe
  000fff  mov     rdx,rsp
  001002  mov     rcx,0xfffffffffffffff2
  00100c  mov     r8,0xfffffffffffffff2
  001016  mov     r9,0
  001020  mov     rax,<list_op>
  00102a  call    rax
  00102c  mov     r11,rax
  00102f  mov     rcx,[rsp+0x30]
  001037  mov     rsi,[rsp+0x38]
  00103f  mov     rdi,[rsp+0x40]
  001047  mov     r8,[rsp+0x48]
  00104f  mov     r9,[rsp+0x50]
  001057  mov     r10,[rsp+0x58]
  00105f  add     rsp,0x70
  001066  test    rdx,rdx
  001069  je      0x0000000000001215
  00106f  mov     rbx,r11
  001072  mov     r15,[rbx+0x10]
  00107a  jmp     0x0000000000000d7d
; exits
  00107f  mov     rax,0x1fffffffe
  001089  jmp     0x0000000000000027
  00108e  mov     [rbp+0x10],r13
  001095  mov     qword ptr [rbp+0x18],1
  0010a0  mov     [rbp+0xb8],rbx
  0010a7  mov     qword ptr [rbp+0x208],3
  0010b2  mov     rax,0x100000000
  0010bc  jmp     0x0000000000000027
  0010c1  mov     [rbp+0xb8],rbx
  0010c8  mov     qword ptr [rbp+0x208],3
  0010d3  mov     rax,0x100000001
  0010dd  jmp     0x0000000000000027
  0010e2  mov     [rbp+0xb8],rbx
  0010e9  mov     qword ptr [rbp+0x208],3
  0010f4  mov     rax,0x100000002
  0010fe  jmp     0x0000000000000027
  001103  add     r13,1
  00110a  mov     [rbp+0xb8],rbx
  001111  mov     qword ptr [rbp+0x208],3
  00111c  mov     rax,0x100000003
  001126  jmp     0x0000000000000027
  00112b  mov     [rbp+0xb8],rbx
  001132  mov     qword ptr [rbp+0x208],3
  00113d  mov     qword ptr [rbp+0xc8],0x21
  001148  mov     rax,0x100000005
  001152  jmp     0x0000000000000027
  001157  mov     [rbp+0xb8],rbx
  00115e  mov     qword ptr [rbp+0x208],3
  001169  mov     qword ptr [rbp+0xc8],0x21
  001174  mov     rax,0x100000008
  00117e  jmp     0x0000000000000027
  001183  mov     [rbp+0xb8],rbx
  00118a  mov     qword ptr [rbp+0x208],3
  001195  mov     qword ptr [rbp+0xc8],0x21
  0011a0  mov     rax,0x10000000b
  0011aa  jmp     0x0000000000000027
  0011af  mov     [rbp+0xb8],rbx
  0011b6  mov     qword ptr [rbp+0x208],3
  0011c1  mov     [rbp+0xd8],r13
  0011c8  mov     qword ptr [rbp+0x228],1
  0011d3  mov     rax,0x100000004
  0011dd  jmp     0x0000000000000027
  0011e2  mov     [rbp+0xb8],rbx
  0011e9  mov     qword ptr [rbp+0x208],3
  0011f4  mov     [rbp+0xd8],r13
  0011fb  mov     qword ptr [rbp+0x228],1
  001206  mov     rax,0x100000007
  001210  jmp     0x0000000000000027
  001215  mov     [rbp+0xb8],rbx
  00121c  mov     qword ptr [rbp+0x208],3
  001227  mov     [rbp+0xd8],r13
  00122e  mov     qword ptr [rbp+0x228],1
  001239  mov     rax,0x10000000a
  001243  jmp     0x0000000000000027
