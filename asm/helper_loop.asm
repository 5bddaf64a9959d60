; T0: 1394 bytes
; v0:int = input i
  000030  cmp     qword ptr [rbp+0xd0],1
  00003b  jne     0x000000000000029b
  000041  mov     rbx,[rbp+0x30]
; v1:int = input total
  000048  cmp     qword ptr [rbp+0xd8],1
  000053  jne     0x000000000000029b
  000059  mov     r12,[rbp+0x38]
; v2:int = input n
  000060  cmp     qword ptr [rbp+0xe8],1
  00006b  jne     0x000000000000029b
  000071  jmp     0x0000000000000084
  000076  mov     rbx,[rbp+0x30]
  00007d  mov     r12,[rbp+0x38]
; v3:int = lt v0, 1000
; guard_true v3 => loop/0 (0) {i=v0, total=v1}
  000084  cmp     rbx,0x3e8
  00008b  jge     0x00000000000002aa
; v5:int = mod v0, 37 => body/0 (1) {i=v0, total=v1}
  000091  mov     r11,0x25
  000098  mov     rax,rbx
  00009b  test    r11,r11
  00009e  je      0x00000000000002c7
  0000a4  cmp     r11,0xffffffffffffffff
  0000ab  jne     0x00000000000000c4
  0000b1  mov     rdx,0x8000000000000000
  0000bb  cmp     rax,rdx
  0000be  je      0x00000000000002c7
  0000c4  cqo
  0000c6  idiv    r11
  0000c9  test    rdx,rdx
  0000cc  je      0x00000000000000e1
  0000d2  mov     rax,rdx
  0000d5  xor     rax,r11
  0000d8  jns     0x00000000000000e1
  0000de  add     rdx,r11
  0000e1  mov     r13,rdx
; v6:int = div v0, 37 => body/0 (1) {i=v0, total=v1}
  0000e4  mov     r11,0x25
  0000eb  mov     rax,rbx
  0000ee  test    r11,r11
  0000f1  je      0x00000000000002e4
  0000f7  cmp     r11,0xffffffffffffffff
  0000fe  jne     0x0000000000000117
  000104  mov     rdx,0x8000000000000000
  00010e  cmp     rax,rdx
  000111  je      0x00000000000002e4
  000117  cqo
  000119  idiv    r11
  00011c  test    rdx,rdx
  00011f  je      0x0000000000000132
  000125  xor     rdx,r11
  000128  jns     0x0000000000000132
  00012e  sub     rax,1
  000132  mov     r14,rax
; v7:int = le 18, v5
; guard_true v7 => manhattan/0 (2) {i=v0, total=v1, x=v5, y=v6, tx=18, ty=13} [call manhattan -> d @main@20]
  000135  mov     r11,0x12
  00013c  cmp     r11,r13
  00013f  jg      0x0000000000000301
; v9:int = sub_nov v5, 18
  000145  sub     r13,0x12
; v10:int = sub_nov v6, 13
  00014c  sub     r14,0xd
; v11:int = lt v10, 0
; guard_true v11 => magnitude/0 (6) {i=v0, total=v1, dx=v9, v=v10} [call manhattan -> d @main@20] [call magnitude -> dy @manhattan@33]
  000153  test    r14,r14
  000156  jge     0x000000000000036e
; v13:int = sub_nov 0, v10
  00015c  xor     r11d,r11d
  00015f  sub     r11,r14
  000162  mov     r14,r11
; v14:int = add_nov v9, v13
  000165  add     r13,r14
; v15:int = gt v14, 1000
; guard_false v15 => at_most/0 (10) {i=v0, total=v1, v=v14, hi=1000} [call at_most -> d @main@21]
  000168  cmp     r13,0x3e8
  00016f  jg      0x00000000000003af
; v17:int = add v1, v14 => main@21/0 (12) {i=v0, total=v1, d=v14}
  000175  add     r12,r13
  000178  jo      0x00000000000003f4
; v18:int = add_nov v0, 1
  00017e  add     rbx,1
; guard_steps => loop/0 (13) {i=v18, total=v17}
; v20:int = phi i v18
; v21:int = phi total v17
; loop (13) {i=v20, total=v21}
  000185  nop     [rax+rax]
  00018e  xchg    ax,ax
; v23:int = lt v20, 1000
; guard_true v23 => loop/0 (0) {i=v20, total=v21}
  000190  cmp     rbx,0x3e8
  000197  jge     0x0000000000000426
; v25:int = mod v20, 37 => body/0 (1) {i=v20, total=v21}
  00019d  mov     r11,0x25
  0001a4  mov     rax,rbx
  0001a7  test    r11,r11
  0001aa  je      0x0000000000000443
  0001b0  cmp     r11,0xffffffffffffffff
  0001b7  jne     0x00000000000001d0
  0001bd  mov     rdx,0x8000000000000000
  0001c7  cmp     rax,rdx
  0001ca  je      0x0000000000000443
  0001d0  cqo
  0001d2  idiv    r11
  0001d5  test    rdx,rdx
  0001d8  je      0x00000000000001ed
  0001de  mov     rax,rdx
  0001e1  xor     rax,r11
  0001e4  jns     0x00000000000001ed
  0001ea  add     rdx,r11
  0001ed  mov     r13,rdx
; v26:int = div v20, 37 => body/0 (1) {i=v20, total=v21}
  0001f0  mov     r11,0x25
  0001f7  mov     rax,rbx
  0001fa  test    r11,r11
  0001fd  je      0x0000000000000460
  000203  cmp     r11,0xffffffffffffffff
  00020a  jne     0x0000000000000223
  000210  mov     rdx,0x8000000000000000
  00021a  cmp     rax,rdx
  00021d  je      0x0000000000000460
  000223  cqo
  000225  idiv    r11
  000228  test    rdx,rdx
  00022b  je      0x000000000000023e
  000231  xor     rdx,r11
  000234  jns     0x000000000000023e
  00023a  sub     rax,1
  00023e  mov     r14,rax
; v27:int = le 18, v25
; guard_true v27 => manhattan/0 (2) {i=v20, total=v21, x=v25, y=v26, tx=18, ty=13} [call manhattan -> d @main@20]
  000241  mov     r11,0x12
  000248  cmp     r11,r13
  00024b  jg      0x000000000000047d
; v29:int = sub_nov v25, 18
  000251  sub     r13,0x12
; v30:int = sub_nov v26, 13
  000258  sub     r14,0xd
; v31:int = lt v30, 0
; guard_true v31 => magnitude/0 (6) {i=v20, total=v21, dx=v29, v=v30} [call manhattan -> d @main@20] [call magnitude -> dy @manhattan@33]
  00025f  test    r14,r14
  000262  jge     0x00000000000004ea
; v33:int = sub_nov 0, v30
  000268  xor     r11d,r11d
  00026b  sub     r11,r14
  00026e  mov     r14,r11
; v34:int = add_nov v29, v33
  000271  add     r13,r14
; v35:int = gt v34, 1000
; guard_false v35 => at_most/0 (10) {i=v20, total=v21, v=v34, hi=1000} [call at_most -> d @main@21]
  000274  cmp     r13,0x3e8
  00027b  jg      0x000000000000052b
; v37:int = add v21, v34 => main@21/0 (12) {i=v20, total=v21, d=v34}
  000281  add     r12,r13
  000284  jo      0x0000000000000570
; v38:int = add_nov v20, 1
  00028a  add     rbx,1
; guard_steps => loop/0 (13) {i=v38, total=v37}
; jump (13) v20 <- v38, v21 <- v37
  000291  jmp     0x0000000000000190
; body entry
  000296  jmp     0x0000000000000190
; exits
  00029b  mov     rax,0xfffffffe
  0002a5  jmp     0x0000000000000016
  0002aa  mov     [rbp+0x30],rbx
  0002b1  mov     [rbp+0x38],r12
  0002b8  mov     rax,0
  0002c2  jmp     0x0000000000000016
  0002c7  mov     [rbp+0x30],rbx
  0002ce  mov     [rbp+0x38],r12
  0002d5  mov     rax,1
  0002df  jmp     0x0000000000000016
  0002e4  mov     [rbp+0x30],rbx
  0002eb  mov     [rbp+0x38],r12
  0002f2  mov     rax,2
  0002fc  jmp     0x0000000000000016
  000301  mov     [rbp+0x30],rbx
  000308  mov     [rbp+0x38],r12
  00030f  mov     [rbp+0x68],r13
  000316  mov     qword ptr [rbp+0x108],1
  000321  mov     [rbp+0x70],r14
  000328  mov     qword ptr [rbp+0x110],1
  000333  mov     qword ptr [rbp+0x78],0x12
  00033e  mov     qword ptr [rbp+0x118],1
  000349  mov     qword ptr [rbp+0x80],0xd
  000354  mov     qword ptr [rbp+0x120],1
  00035f  mov     rax,3
  000369  jmp     0x0000000000000016
  00036e  mov     [rbp+0x30],rbx
  000375  mov     [rbp+0x38],r12
  00037c  mov     [rbp+0x88],r13
  000383  mov     qword ptr [rbp+0x128],1
  00038e  mov     [rbp+0xa0],r14
  000395  mov     qword ptr [rbp+0x140],1
  0003a0  mov     rax,4
  0003aa  jmp     0x0000000000000016
  0003af  mov     [rbp+0x30],rbx
  0003b6  mov     [rbp+0x38],r12
  0003bd  mov     [rbp+0xb8],r13
  0003c4  mov     qword ptr [rbp+0x158],1
  0003cf  mov     qword ptr [rbp+0xc0],0x3e8
  0003da  mov     qword ptr [rbp+0x160],1
  0003e5  mov     rax,5
  0003ef  jmp     0x0000000000000016
  0003f4  sub     r12,r13
  0003f7  mov     [rbp+0x30],rbx
  0003fe  mov     [rbp+0x38],r12
  000405  mov     [rbp+0x60],r13
  00040c  mov     qword ptr [rbp+0x100],1
  000417  mov     rax,6
  000421  jmp     0x0000000000000016
  000426  mov     [rbp+0x30],rbx
  00042d  mov     [rbp+0x38],r12
  000434  mov     rax,8
  00043e  jmp     0x0000000000000016
  000443  mov     [rbp+0x30],rbx
  00044a  mov     [rbp+0x38],r12
  000451  mov     rax,9
  00045b  jmp     0x0000000000000016
  000460  mov     [rbp+0x30],rbx
  000467  mov     [rbp+0x38],r12
  00046e  mov     rax,0xa
  000478  jmp     0x0000000000000016
  00047d  mov     [rbp+0x30],rbx
  000484  mov     [rbp+0x38],r12
  00048b  mov     [rbp+0x68],r13
  000492  mov     qword ptr [rbp+0x108],1
  00049d  mov     [rbp+0x70],r14
  0004a4  mov     qword ptr [rbp+0x110],1
  0004af  mov     qword ptr [rbp+0x78],0x12
  0004ba  mov     qword ptr [rbp+0x118],1
  0004c5  mov     qword ptr [rbp+0x80],0xd
  0004d0  mov     qword ptr [rbp+0x120],1
  0004db  mov     rax,0xb
  0004e5  jmp     0x0000000000000016
  0004ea  mov     [rbp+0x30],rbx
  0004f1  mov     [rbp+0x38],r12
  0004f8  mov     [rbp+0x88],r13
  0004ff  mov     qword ptr [rbp+0x128],1
  00050a  mov     [rbp+0xa0],r14
  000511  mov     qword ptr [rbp+0x140],1
  00051c  mov     rax,0xc
  000526  jmp     0x0000000000000016
  00052b  mov     [rbp+0x30],rbx
  000532  mov     [rbp+0x38],r12
  000539  mov     [rbp+0xb8],r13
  000540  mov     qword ptr [rbp+0x158],1
  00054b  mov     qword ptr [rbp+0xc0],0x3e8
  000556  mov     qword ptr [rbp+0x160],1
  000561  mov     rax,0xd
  00056b  jmp     0x0000000000000016
  000570  sub     r12,r13
  000573  mov     [rbp+0x30],rbx
  00057a  mov     [rbp+0x38],r12
  000581  mov     [rbp+0x60],r13
  000588  mov     qword ptr [rbp+0x100],1
  000593  mov     rax,0xe
  00059d  jmp     0x0000000000000016

; T1: 268 bytes
; v0:int = input x
  0005b0  cmp     qword ptr [rbp+0x108],1
  0005bb  jne     0x0000000000000638
  0005c1  mov     rbx,[rbp+0x68]
; v1:int = input y
  0005c8  cmp     qword ptr [rbp+0x110],1
  0005d3  jne     0x0000000000000638
  0005d9  mov     r12,[rbp+0x70]
  0005e0  jmp     0x00000000000005fe
  0005e5  mov     rbx,[rbp+0x68]
  0005ec  mov     r12,[rbp+0x70]
  0005f3  jmp     0x00000000000005fe
  0005f8  mov     rbx,r13
  0005fb  mov     r12,r14
; v2:int = sub_nov v0, 18
  0005fe  sub     rbx,0x12
; v3:int = lt v2, 0
; guard_true v3 => magnitude/0 (1) {v=v2} [call magnitude -> dx @manhattan@31]
  000605  test    rbx,rbx
  000608  jge     0x0000000000000647
; v5:int = sub_nov 0, v2
  00060e  xor     r11d,r11d
  000611  sub     r11,rbx
  000614  mov     rbx,r11
; v6:int = sub_nov v1, 13
  000617  sub     r12,0xd
; v7:int = lt v6, 0
; guard_true v7 => magnitude/0 (4) {dx=v5, v=v6} [call magnitude -> dy @manhattan@33]
  00061e  test    r12,r12
  000621  jge     0x0000000000000668
; v9:int = sub_nov 0, v6
  000627  xor     r11d,r11d
  00062a  sub     r11,r12
  00062d  mov     r12,r11
; v10:int = add_nov v5, v9
  000630  add     rbx,r12
; exit => manhattan@33/1 (6) {d=v10}
  000633  jmp     0x000000000000069b
; exits
  000638  mov     rax,0x1fffffffe
  000642  jmp     0x0000000000000016
  000647  mov     [rbp+0xa0],rbx
  00064e  mov     qword ptr [rbp+0x140],1
  000659  mov     rax,0x100000000
  000663  jmp     0x0000000000000016
  000668  mov     [rbp+0x88],rbx
  00066f  mov     qword ptr [rbp+0x128],1
  00067a  mov     [rbp+0xa0],r12
  000681  mov     qword ptr [rbp+0x140],1
  00068c  mov     rax,0x100000001
  000696  jmp     0x0000000000000016
  00069b  mov     [rbp+0x98],rbx
  0006a2  mov     qword ptr [rbp+0x138],1
  0006ad  mov     rax,0x100000002
  0006b7  jmp     0x0000000000000016

; T2: 268 bytes
; v0:int = input x
  0006c0  cmp     qword ptr [rbp+0x108],1
  0006cb  jne     0x0000000000000748
  0006d1  mov     rbx,[rbp+0x68]
; v1:int = input y
  0006d8  cmp     qword ptr [rbp+0x110],1
  0006e3  jne     0x0000000000000748
  0006e9  mov     r12,[rbp+0x70]
  0006f0  jmp     0x000000000000070e
  0006f5  mov     rbx,[rbp+0x68]
  0006fc  mov     r12,[rbp+0x70]
  000703  jmp     0x000000000000070e
  000708  mov     rbx,r13
  00070b  mov     r12,r14
; v2:int = sub_nov v0, 18
  00070e  sub     rbx,0x12
; v3:int = lt v2, 0
; guard_true v3 => magnitude/0 (1) {v=v2} [call magnitude -> dx @manhattan@31]
  000715  test    rbx,rbx
  000718  jge     0x0000000000000757
; v5:int = sub_nov 0, v2
  00071e  xor     r11d,r11d
  000721  sub     r11,rbx
  000724  mov     rbx,r11
; v6:int = sub_nov v1, 13
  000727  sub     r12,0xd
; v7:int = lt v6, 0
; guard_true v7 => magnitude/0 (4) {dx=v5, v=v6} [call magnitude -> dy @manhattan@33]
  00072e  test    r12,r12
  000731  jge     0x0000000000000778
; v9:int = sub_nov 0, v6
  000737  xor     r11d,r11d
  00073a  sub     r11,r12
  00073d  mov     r12,r11
; v10:int = add_nov v5, v9
  000740  add     rbx,r12
; exit => manhattan@33/1 (6) {d=v10}
  000743  jmp     0x00000000000007ab
; exits
  000748  mov     rax,0x2fffffffe
  000752  jmp     0x0000000000000016
  000757  mov     [rbp+0xa0],rbx
  00075e  mov     qword ptr [rbp+0x140],1
  000769  mov     rax,0x200000000
  000773  jmp     0x0000000000000016
  000778  mov     [rbp+0x88],rbx
  00077f  mov     qword ptr [rbp+0x128],1
  00078a  mov     [rbp+0xa0],r12
  000791  mov     qword ptr [rbp+0x140],1
  00079c  mov     rax,0x200000001
  0007a6  jmp     0x0000000000000016
  0007ab  mov     [rbp+0x98],rbx
  0007b2  mov     qword ptr [rbp+0x138],1
  0007bd  mov     rax,0x200000002
  0007c7  jmp     0x0000000000000016

; T3: 103 bytes
; v0:int = input v
  0007d0  cmp     qword ptr [rbp+0x140],1
  0007db  jne     0x000000000000080a
  0007e1  mov     rbx,[rbp+0xa0]
  0007e8  jmp     0x00000000000007fc
  0007ed  mov     rbx,[rbp+0xa0]
  0007f4  jmp     0x00000000000007fc
  0007f9  mov     rbx,r12
; v1:int = lt v0, 0
; guard_false v1 => magnitude/0 (0) {}
  0007fc  test    rbx,rbx
  0007ff  jl      0x0000000000000819
; exit => magnitude.keep/0 (1) {}
  000805  jmp     0x0000000000000828
; exits
  00080a  mov     rax,0x3fffffffe
  000814  jmp     0x0000000000000016
  000819  mov     rax,0x300000000
  000823  jmp     0x0000000000000016
  000828  mov     rax,0x300000001
  000832  jmp     0x0000000000000016

; T4: 103 bytes
; v0:int = input v
  000840  cmp     qword ptr [rbp+0x140],1
  00084b  jne     0x000000000000087a
  000851  mov     rbx,[rbp+0xa0]
  000858  jmp     0x000000000000086c
  00085d  mov     rbx,[rbp+0xa0]
  000864  jmp     0x000000000000086c
  000869  mov     rbx,r14
; v1:int = lt v0, 0
; guard_false v1 => magnitude/0 (0) {}
  00086c  test    rbx,rbx
  00086f  jl      0x0000000000000889
; exit => magnitude.keep/0 (1) {}
  000875  jmp     0x0000000000000898
; exits
  00087a  mov     rax,0x4fffffffe
  000884  jmp     0x0000000000000016
  000889  mov     rax,0x400000000
  000893  jmp     0x0000000000000016
  000898  mov     rax,0x400000001
  0008a2  jmp     0x0000000000000016
