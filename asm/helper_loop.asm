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
  000369  jmp     0x0000000000000b97
  00036e  mov     [rbp+0x30],rbx
  000375  mov     [rbp+0x38],r12
  00037c  mov     [rbp+0x88],r13
  000383  mov     qword ptr [rbp+0x128],1
  00038e  mov     [rbp+0xa0],r14
  000395  mov     qword ptr [rbp+0x140],1
  0003a0  mov     rax,4
  0003aa  jmp     0x0000000000001247
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
  0004e5  jmp     0x0000000000000d77
  0004ea  mov     [rbp+0x30],rbx
  0004f1  mov     [rbp+0x38],r12
  0004f8  mov     [rbp+0x88],r13
  0004ff  mov     qword ptr [rbp+0x128],1
  00050a  mov     [rbp+0xa0],r14
  000511  mov     qword ptr [rbp+0x140],1
  00051c  mov     rax,0xc
  000526  jmp     0x00000000000014a7
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

; T1: 1352 bytes
; v0:int = input i
  0005b0  cmp     qword ptr [rbp+0xd0],1
  0005bb  jne     0x000000000000081d
  0005c1  mov     rbx,[rbp+0x30]
; v1:int = input total
  0005c8  cmp     qword ptr [rbp+0xd8],1
  0005d3  jne     0x000000000000081d
  0005d9  mov     r12,[rbp+0x38]
; v2:int = input n
  0005e0  cmp     qword ptr [rbp+0xe8],1
  0005eb  jne     0x000000000000081d
  0005f1  jmp     0x0000000000000604
  0005f6  mov     rbx,[rbp+0x30]
  0005fd  mov     r12,[rbp+0x38]
; v3:int = lt v0, 1000
; guard_true v3 => loop/0 (0) {i=v0, total=v1}
  000604  cmp     rbx,0x3e8
  00060b  jge     0x000000000000082c
; v5:int = mod v0, 37 => body/0 (1) {i=v0, total=v1}
  000611  mov     r11,0x25
  000618  mov     rax,rbx
  00061b  test    r11,r11
  00061e  je      0x0000000000000849
  000624  cmp     r11,0xffffffffffffffff
  00062b  jne     0x0000000000000644
  000631  mov     rdx,0x8000000000000000
  00063b  cmp     rax,rdx
  00063e  je      0x0000000000000849
  000644  cqo
  000646  idiv    r11
  000649  test    rdx,rdx
  00064c  je      0x0000000000000661
  000652  mov     rax,rdx
  000655  xor     rax,r11
  000658  jns     0x0000000000000661
  00065e  add     rdx,r11
  000661  mov     r13,rdx
; v6:int = div v0, 37 => body/0 (1) {i=v0, total=v1}
  000664  mov     r11,0x25
  00066b  mov     rax,rbx
  00066e  test    r11,r11
  000671  je      0x0000000000000866
  000677  cmp     r11,0xffffffffffffffff
  00067e  jne     0x0000000000000697
  000684  mov     rdx,0x8000000000000000
  00068e  cmp     rax,rdx
  000691  je      0x0000000000000866
  000697  cqo
  000699  idiv    r11
  00069c  test    rdx,rdx
  00069f  je      0x00000000000006b2
  0006a5  xor     rdx,r11
  0006a8  jns     0x00000000000006b2
  0006ae  sub     rax,1
  0006b2  mov     r14,rax
; v7:int = sub_nov v5, 18
  0006b5  sub     r13,0x12
; v8:int = lt v7, 0
; guard_true v8 => magnitude/0 (3) {i=v0, total=v1, y=v6, ty=13, v=v7} [call manhattan -> d @main@20] [call magnitude -> dx @manhattan@31]
  0006bc  test    r13,r13
  0006bf  jge     0x0000000000000883
; v10:int = sub_nov 0, v7
  0006c5  xor     r11d,r11d
  0006c8  sub     r11,r13
  0006cb  mov     r13,r11
; v11:int = sub_nov v6, 13
  0006ce  sub     r14,0xd
; v12:int = lt v11, 0
; guard_true v12 => magnitude/0 (6) {i=v0, total=v1, dx=v10, v=v11} [call manhattan -> d @main@20] [call magnitude -> dy @manhattan@33]
  0006d5  test    r14,r14
  0006d8  jge     0x00000000000008da
; v14:int = sub_nov 0, v11
  0006de  xor     r11d,r11d
  0006e1  sub     r11,r14
  0006e4  mov     r14,r11
; v15:int = add_nov v10, v14
  0006e7  add     r13,r14
; v16:int = gt v15, 1000
; guard_false v16 => at_most/0 (10) {i=v0, total=v1, v=v15, hi=1000} [call at_most -> d @main@21]
  0006ea  cmp     r13,0x3e8
  0006f1  jg      0x000000000000091b
; v18:int = add v1, v15 => main@21/0 (12) {i=v0, total=v1, d=v15}
  0006f7  add     r12,r13
  0006fa  jo      0x0000000000000960
; v19:int = add_nov v0, 1
  000700  add     rbx,1
; guard_steps => loop/0 (13) {i=v19, total=v18}
; v21:int = phi i v19
; v22:int = phi total v18
; loop (13) {i=v21, total=v22}
  000707  nop     [rax+rax]
; v24:int = lt v21, 1000
; guard_true v24 => loop/0 (0) {i=v21, total=v22}
  000710  cmp     rbx,0x3e8
  000717  jge     0x0000000000000992
; v26:int = mod v21, 37 => body/0 (1) {i=v21, total=v22}
  00071d  mov     r11,0x25
  000724  mov     rax,rbx
  000727  test    r11,r11
  00072a  je      0x00000000000009af
  000730  cmp     r11,0xffffffffffffffff
  000737  jne     0x0000000000000750
  00073d  mov     rdx,0x8000000000000000
  000747  cmp     rax,rdx
  00074a  je      0x00000000000009af
  000750  cqo
  000752  idiv    r11
  000755  test    rdx,rdx
  000758  je      0x000000000000076d
  00075e  mov     rax,rdx
  000761  xor     rax,r11
  000764  jns     0x000000000000076d
  00076a  add     rdx,r11
  00076d  mov     r13,rdx
; v27:int = div v21, 37 => body/0 (1) {i=v21, total=v22}
  000770  mov     r11,0x25
  000777  mov     rax,rbx
  00077a  test    r11,r11
  00077d  je      0x00000000000009cc
  000783  cmp     r11,0xffffffffffffffff
  00078a  jne     0x00000000000007a3
  000790  mov     rdx,0x8000000000000000
  00079a  cmp     rax,rdx
  00079d  je      0x00000000000009cc
  0007a3  cqo
  0007a5  idiv    r11
  0007a8  test    rdx,rdx
  0007ab  je      0x00000000000007be
  0007b1  xor     rdx,r11
  0007b4  jns     0x00000000000007be
  0007ba  sub     rax,1
  0007be  mov     r14,rax
; v28:int = sub_nov v26, 18
  0007c1  sub     r13,0x12
; v29:int = lt v28, 0
; guard_true v29 => magnitude/0 (3) {i=v21, total=v22, y=v27, ty=13, v=v28} [call manhattan -> d @main@20] [call magnitude -> dx @manhattan@31]
  0007c8  test    r13,r13
  0007cb  jge     0x00000000000009e9
; v31:int = sub_nov 0, v28
  0007d1  xor     r11d,r11d
  0007d4  sub     r11,r13
  0007d7  mov     r13,r11
; v32:int = sub_nov v27, 13
  0007da  sub     r14,0xd
; v33:int = lt v32, 0
; guard_true v33 => magnitude/0 (6) {i=v21, total=v22, dx=v31, v=v32} [call manhattan -> d @main@20] [call magnitude -> dy @manhattan@33]
  0007e1  test    r14,r14
  0007e4  jge     0x0000000000000a40
; v35:int = sub_nov 0, v32
  0007ea  xor     r11d,r11d
  0007ed  sub     r11,r14
  0007f0  mov     r14,r11
; v36:int = add_nov v31, v35
  0007f3  add     r13,r14
; v37:int = gt v36, 1000
; guard_false v37 => at_most/0 (10) {i=v21, total=v22, v=v36, hi=1000} [call at_most -> d @main@21]
  0007f6  cmp     r13,0x3e8
  0007fd  jg      0x0000000000000a81
; v39:int = add v22, v36 => main@21/0 (12) {i=v21, total=v22, d=v36}
  000803  add     r12,r13
  000806  jo      0x0000000000000ac6
; v40:int = add_nov v21, 1
  00080c  add     rbx,1
; guard_steps => loop/0 (13) {i=v40, total=v39}
; jump (13) v21 <- v40, v22 <- v39
  000813  jmp     0x0000000000000710
; body entry
  000818  jmp     0x0000000000000710
; exits
  00081d  mov     rax,0x1fffffffe
  000827  jmp     0x0000000000000016
  00082c  mov     [rbp+0x30],rbx
  000833  mov     [rbp+0x38],r12
  00083a  mov     rax,0x100000000
  000844  jmp     0x0000000000000016
  000849  mov     [rbp+0x30],rbx
  000850  mov     [rbp+0x38],r12
  000857  mov     rax,0x100000001
  000861  jmp     0x0000000000000016
  000866  mov     [rbp+0x30],rbx
  00086d  mov     [rbp+0x38],r12
  000874  mov     rax,0x100000002
  00087e  jmp     0x0000000000000016
  000883  mov     [rbp+0x30],rbx
  00088a  mov     [rbp+0x38],r12
  000891  mov     [rbp+0x70],r14
  000898  mov     qword ptr [rbp+0x110],1
  0008a3  mov     qword ptr [rbp+0x80],0xd
  0008ae  mov     qword ptr [rbp+0x120],1
  0008b9  mov     [rbp+0xa0],r13
  0008c0  mov     qword ptr [rbp+0x140],1
  0008cb  mov     rax,0x100000003
  0008d5  jmp     0x0000000000000016
  0008da  mov     [rbp+0x30],rbx
  0008e1  mov     [rbp+0x38],r12
  0008e8  mov     [rbp+0x88],r13
  0008ef  mov     qword ptr [rbp+0x128],1
  0008fa  mov     [rbp+0xa0],r14
  000901  mov     qword ptr [rbp+0x140],1
  00090c  mov     rax,0x100000004
  000916  jmp     0x0000000000000016
  00091b  mov     [rbp+0x30],rbx
  000922  mov     [rbp+0x38],r12
  000929  mov     [rbp+0xb8],r13
  000930  mov     qword ptr [rbp+0x158],1
  00093b  mov     qword ptr [rbp+0xc0],0x3e8
  000946  mov     qword ptr [rbp+0x160],1
  000951  mov     rax,0x100000005
  00095b  jmp     0x0000000000000016
  000960  sub     r12,r13
  000963  mov     [rbp+0x30],rbx
  00096a  mov     [rbp+0x38],r12
  000971  mov     [rbp+0x60],r13
  000978  mov     qword ptr [rbp+0x100],1
  000983  mov     rax,0x100000006
  00098d  jmp     0x0000000000000016
  000992  mov     [rbp+0x30],rbx
  000999  mov     [rbp+0x38],r12
  0009a0  mov     rax,0x100000008
  0009aa  jmp     0x0000000000000016
  0009af  mov     [rbp+0x30],rbx
  0009b6  mov     [rbp+0x38],r12
  0009bd  mov     rax,0x100000009
  0009c7  jmp     0x0000000000000016
  0009cc  mov     [rbp+0x30],rbx
  0009d3  mov     [rbp+0x38],r12
  0009da  mov     rax,0x10000000a
  0009e4  jmp     0x0000000000000016
  0009e9  mov     [rbp+0x30],rbx
  0009f0  mov     [rbp+0x38],r12
  0009f7  mov     [rbp+0x70],r14
  0009fe  mov     qword ptr [rbp+0x110],1
  000a09  mov     qword ptr [rbp+0x80],0xd
  000a14  mov     qword ptr [rbp+0x120],1
  000a1f  mov     [rbp+0xa0],r13
  000a26  mov     qword ptr [rbp+0x140],1
  000a31  mov     rax,0x10000000b
  000a3b  jmp     0x0000000000000f57
  000a40  mov     [rbp+0x30],rbx
  000a47  mov     [rbp+0x38],r12
  000a4e  mov     [rbp+0x88],r13
  000a55  mov     qword ptr [rbp+0x128],1
  000a60  mov     [rbp+0xa0],r14
  000a67  mov     qword ptr [rbp+0x140],1
  000a72  mov     rax,0x10000000c
  000a7c  jmp     0x0000000000000016
  000a81  mov     [rbp+0x30],rbx
  000a88  mov     [rbp+0x38],r12
  000a8f  mov     [rbp+0xb8],r13
  000a96  mov     qword ptr [rbp+0x158],1
  000aa1  mov     qword ptr [rbp+0xc0],0x3e8
  000aac  mov     qword ptr [rbp+0x160],1
  000ab7  mov     rax,0x10000000d
  000ac1  jmp     0x0000000000000016
  000ac6  sub     r12,r13
  000ac9  mov     [rbp+0x30],rbx
  000ad0  mov     [rbp+0x38],r12
  000ad7  mov     [rbp+0x60],r13
  000ade  mov     qword ptr [rbp+0x100],1
  000ae9  mov     rax,0x10000000e
  000af3  jmp     0x0000000000000016

; T2: 471 bytes
; v0:int = input i
  000b00  cmp     qword ptr [rbp+0xd0],1
  000b0b  jne     0x0000000000000bfc
  000b11  mov     rbx,[rbp+0x30]
; v1:int = input total
  000b18  cmp     qword ptr [rbp+0xd8],1
  000b23  jne     0x0000000000000bfc
  000b29  mov     r12,[rbp+0x38]
; v2:int = input n
  000b30  cmp     qword ptr [rbp+0xe8],1
  000b3b  jne     0x0000000000000bfc
; v3:int = input x
  000b41  cmp     qword ptr [rbp+0x108],1
  000b4c  jne     0x0000000000000bfc
  000b52  mov     r13,[rbp+0x68]
; v4:int = input y
  000b59  cmp     qword ptr [rbp+0x110],1
  000b64  jne     0x0000000000000bfc
  000b6a  mov     r14,[rbp+0x70]
  000b71  jmp     0x0000000000000b97
  000b76  mov     rbx,[rbp+0x30]
  000b7d  mov     r12,[rbp+0x38]
  000b84  mov     r13,[rbp+0x68]
  000b8b  mov     r14,[rbp+0x70]
  000b92  jmp     0x0000000000000b97
; v5:int = sub_nov v3, 18
  000b97  sub     r13,0x12
; v6:int = lt v5, 0
; guard_true v6 => magnitude/0 (1) {y=v4, ty=13, v=v5} [call manhattan -> d @main@20] [call magnitude -> dx @manhattan@31]
  000b9e  test    r13,r13
  000ba1  jge     0x0000000000000c0b
; v8:int = sub_nov 0, v5
  000ba7  xor     r11d,r11d
  000baa  sub     r11,r13
  000bad  mov     r13,r11
; v9:int = sub_nov v4, 13
  000bb0  sub     r14,0xd
; v10:int = lt v9, 0
; guard_true v10 => magnitude/0 (4) {dx=v8, v=v9} [call manhattan -> d @main@20] [call magnitude -> dy @manhattan@33]
  000bb7  test    r14,r14
  000bba  jge     0x0000000000000c49
; v12:int = sub_nov 0, v9
  000bc0  xor     r11d,r11d
  000bc3  sub     r11,r14
  000bc6  mov     r14,r11
; v13:int = add_nov v8, v12
  000bc9  add     r13,r14
; v14:int = gt v13, 1000
; guard_false v14 => at_most/0 (8) {v=v13, hi=1000} [call at_most -> d @main@21]
  000bcc  cmp     r13,0x3e8
  000bd3  jg      0x0000000000000c7c
; v16:int = add v1, v13 => main@21/0 (10) {d=v13}
  000bd9  add     r12,r13
  000bdc  jo      0x0000000000000cb3
; v17:int = add_nov v0, 1
  000be2  add     rbx,1
; jump_trace T1 => loop/0 (11) {i=v17, total=v16}
  000be9  mov     [rbp+0x30],rbx
  000bf0  mov     [rbp+0x38],r12
  000bf7  jmp     0x0000000000000818
; exits
  000bfc  mov     rax,0x2fffffffe
  000c06  jmp     0x0000000000000016
  000c0b  mov     [rbp+0x70],r14
  000c12  mov     qword ptr [rbp+0x80],0xd
  000c1d  mov     qword ptr [rbp+0x120],1
  000c28  mov     [rbp+0xa0],r13
  000c2f  mov     qword ptr [rbp+0x140],1
  000c3a  mov     rax,0x200000000
  000c44  jmp     0x0000000000000016
  000c49  mov     [rbp+0x88],r13
  000c50  mov     qword ptr [rbp+0x128],1
  000c5b  mov     [rbp+0xa0],r14
  000c62  mov     qword ptr [rbp+0x140],1
  000c6d  mov     rax,0x200000001
  000c77  jmp     0x0000000000001117
  000c7c  mov     [rbp+0xb8],r13
  000c83  mov     qword ptr [rbp+0x158],1
  000c8e  mov     qword ptr [rbp+0xc0],0x3e8
  000c99  mov     qword ptr [rbp+0x160],1
  000ca4  mov     rax,0x200000002
  000cae  jmp     0x0000000000000016
  000cb3  sub     r12,r13
  000cb6  mov     [rbp+0x60],r13
  000cbd  mov     qword ptr [rbp+0x100],1
  000cc8  mov     rax,0x200000003
  000cd2  jmp     0x0000000000000016

; T3: 471 bytes
; v0:int = input i
  000ce0  cmp     qword ptr [rbp+0xd0],1
  000ceb  jne     0x0000000000000ddc
  000cf1  mov     rbx,[rbp+0x30]
; v1:int = input total
  000cf8  cmp     qword ptr [rbp+0xd8],1
  000d03  jne     0x0000000000000ddc
  000d09  mov     r12,[rbp+0x38]
; v2:int = input n
  000d10  cmp     qword ptr [rbp+0xe8],1
  000d1b  jne     0x0000000000000ddc
; v3:int = input x
  000d21  cmp     qword ptr [rbp+0x108],1
  000d2c  jne     0x0000000000000ddc
  000d32  mov     r13,[rbp+0x68]
; v4:int = input y
  000d39  cmp     qword ptr [rbp+0x110],1
  000d44  jne     0x0000000000000ddc
  000d4a  mov     r14,[rbp+0x70]
  000d51  jmp     0x0000000000000d77
  000d56  mov     rbx,[rbp+0x30]
  000d5d  mov     r12,[rbp+0x38]
  000d64  mov     r13,[rbp+0x68]
  000d6b  mov     r14,[rbp+0x70]
  000d72  jmp     0x0000000000000d77
; v5:int = sub_nov v3, 18
  000d77  sub     r13,0x12
; v6:int = lt v5, 0
; guard_true v6 => magnitude/0 (1) {y=v4, ty=13, v=v5} [call manhattan -> d @main@20] [call magnitude -> dx @manhattan@31]
  000d7e  test    r13,r13
  000d81  jge     0x0000000000000deb
; v8:int = sub_nov 0, v5
  000d87  xor     r11d,r11d
  000d8a  sub     r11,r13
  000d8d  mov     r13,r11
; v9:int = sub_nov v4, 13
  000d90  sub     r14,0xd
; v10:int = lt v9, 0
; guard_true v10 => magnitude/0 (4) {dx=v8, v=v9} [call manhattan -> d @main@20] [call magnitude -> dy @manhattan@33]
  000d97  test    r14,r14
  000d9a  jge     0x0000000000000e29
; v12:int = sub_nov 0, v9
  000da0  xor     r11d,r11d
  000da3  sub     r11,r14
  000da6  mov     r14,r11
; v13:int = add_nov v8, v12
  000da9  add     r13,r14
; v14:int = gt v13, 1000
; guard_false v14 => at_most/0 (8) {v=v13, hi=1000} [call at_most -> d @main@21]
  000dac  cmp     r13,0x3e8
  000db3  jg      0x0000000000000e5c
; v16:int = add v1, v13 => main@21/0 (10) {d=v13}
  000db9  add     r12,r13
  000dbc  jo      0x0000000000000e93
; v17:int = add_nov v0, 1
  000dc2  add     rbx,1
; jump_trace T0 => loop/0 (11) {i=v17, total=v16}
  000dc9  mov     [rbp+0x30],rbx
  000dd0  mov     [rbp+0x38],r12
  000dd7  jmp     0x0000000000000296
; exits
  000ddc  mov     rax,0x3fffffffe
  000de6  jmp     0x0000000000000016
  000deb  mov     [rbp+0x70],r14
  000df2  mov     qword ptr [rbp+0x80],0xd
  000dfd  mov     qword ptr [rbp+0x120],1
  000e08  mov     [rbp+0xa0],r13
  000e0f  mov     qword ptr [rbp+0x140],1
  000e1a  mov     rax,0x300000000
  000e24  jmp     0x0000000000000016
  000e29  mov     [rbp+0x88],r13
  000e30  mov     qword ptr [rbp+0x128],1
  000e3b  mov     [rbp+0xa0],r14
  000e42  mov     qword ptr [rbp+0x140],1
  000e4d  mov     rax,0x300000001
  000e57  jmp     0x0000000000001377
  000e5c  mov     [rbp+0xb8],r13
  000e63  mov     qword ptr [rbp+0x158],1
  000e6e  mov     qword ptr [rbp+0xc0],0x3e8
  000e79  mov     qword ptr [rbp+0x160],1
  000e84  mov     rax,0x300000002
  000e8e  jmp     0x0000000000000016
  000e93  sub     r12,r13
  000e96  mov     [rbp+0x60],r13
  000e9d  mov     qword ptr [rbp+0x100],1
  000ea8  mov     rax,0x300000003
  000eb2  jmp     0x0000000000000016

; T4: 442 bytes
; v0:int = input i
  000ec0  cmp     qword ptr [rbp+0xd0],1
  000ecb  jne     0x0000000000000fb5
  000ed1  mov     rbx,[rbp+0x30]
; v1:int = input total
  000ed8  cmp     qword ptr [rbp+0xd8],1
  000ee3  jne     0x0000000000000fb5
  000ee9  mov     r12,[rbp+0x38]
; v2:int = input n
  000ef0  cmp     qword ptr [rbp+0xe8],1
  000efb  jne     0x0000000000000fb5
; v3:int = input y
  000f01  cmp     qword ptr [rbp+0x110],1
  000f0c  jne     0x0000000000000fb5
  000f12  mov     r13,[rbp+0x70]
; v4:int = input v
  000f19  cmp     qword ptr [rbp+0x140],1
  000f24  jne     0x0000000000000fb5
  000f2a  mov     r14,[rbp+0xa0]
  000f31  jmp     0x0000000000000f60
  000f36  mov     rbx,[rbp+0x30]
  000f3d  mov     r12,[rbp+0x38]
  000f44  mov     r13,[rbp+0x70]
  000f4b  mov     r14,[rbp+0xa0]
  000f52  jmp     0x0000000000000f60
  000f57  mov     r11,r13
  000f5a  mov     r13,r14
  000f5d  mov     r14,r11
; v5:int = lt v4, 0
; guard_false v5 => magnitude/0 (0) {y=v3, ty=13, v=v4} [call manhattan -> d @main@20] [call magnitude -> dx @manhattan@31]
  000f60  test    r14,r14
  000f63  jl      0x0000000000000fc4
; v7:int = sub_nov v3, 13
  000f69  sub     r13,0xd
; v8:int = lt v7, 0
; guard_true v8 => magnitude/0 (3) {dx=v4, v=v7} [call manhattan -> d @main@20] [call magnitude -> dy @manhattan@33]
  000f70  test    r13,r13
  000f73  jge     0x0000000000000ff7
; v10:int = sub_nov 0, v7
  000f79  xor     r11d,r11d
  000f7c  sub     r11,r13
  000f7f  mov     r13,r11
; v11:int = add_nov v4, v10
  000f82  add     r14,r13
; v12:int = gt v11, 1000
; guard_false v12 => at_most/0 (7) {v=v11, hi=1000} [call at_most -> d @main@21]
  000f85  cmp     r14,0x3e8
  000f8c  jg      0x000000000000101f
; v14:int = add v1, v11 => main@21/0 (9) {d=v11}
  000f92  add     r12,r14
  000f95  jo      0x0000000000001056
; v15:int = add_nov v0, 1
  000f9b  add     rbx,1
; jump_trace T0 => loop/0 (10) {i=v15, total=v14}
  000fa2  mov     [rbp+0x30],rbx
  000fa9  mov     [rbp+0x38],r12
  000fb0  jmp     0x0000000000000296
; exits
  000fb5  mov     rax,0x4fffffffe
  000fbf  jmp     0x0000000000000016
  000fc4  mov     [rbp+0x70],r13
  000fcb  mov     qword ptr [rbp+0x80],0xd
  000fd6  mov     qword ptr [rbp+0x120],1
  000fe1  mov     [rbp+0xa0],r14
  000fe8  mov     rax,0x400000000
  000ff2  jmp     0x0000000000000016
  000ff7  mov     [rbp+0x88],r14
  000ffe  mov     qword ptr [rbp+0x128],1
  001009  mov     [rbp+0xa0],r13
  001010  mov     rax,0x400000001
  00101a  jmp     0x0000000000000016
  00101f  mov     [rbp+0xb8],r14
  001026  mov     qword ptr [rbp+0x158],1
  001031  mov     qword ptr [rbp+0xc0],0x3e8
  00103c  mov     qword ptr [rbp+0x160],1
  001047  mov     rax,0x400000002
  001051  jmp     0x0000000000000016
  001056  sub     r12,r14
  001059  mov     [rbp+0x60],r14
  001060  mov     qword ptr [rbp+0x100],1
  00106b  mov     rax,0x400000003
  001075  jmp     0x0000000000000016

; T5: 292 bytes
; v0:int = input i
  001080  cmp     qword ptr [rbp+0xd0],1
  00108b  jne     0x0000000000001154
  001091  mov     rbx,[rbp+0x30]
; v1:int = input total
  001098  cmp     qword ptr [rbp+0xd8],1
  0010a3  jne     0x0000000000001154
  0010a9  mov     r12,[rbp+0x38]
; v2:int = input n
  0010b0  cmp     qword ptr [rbp+0xe8],1
  0010bb  jne     0x0000000000001154
; v3:int = input dx
  0010c1  cmp     qword ptr [rbp+0x128],1
  0010cc  jne     0x0000000000001154
  0010d2  mov     r13,[rbp+0x88]
; v4:int = input v
  0010d9  cmp     qword ptr [rbp+0x140],1
  0010e4  jne     0x0000000000001154
  0010ea  mov     r14,[rbp+0xa0]
  0010f1  jmp     0x0000000000001125
  0010f6  mov     rbx,[rbp+0x30]
  0010fd  mov     r12,[rbp+0x38]
  001104  mov     r13,[rbp+0x88]
  00110b  mov     r14,[rbp+0xa0]
  001112  jmp     0x0000000000001125
  001117  mov     rbx,[rbp+0x30]
  00111e  mov     r12,[rbp+0x38]
; v5:int = lt v4, 0
; guard_false v5 => magnitude/0 (0) {dx=v3, v=v4} [call manhattan -> d @main@20] [call magnitude -> dy @manhattan@33]
  001125  test    r14,r14
  001128  jl      0x0000000000001163
; v7:int = add_nov v3, v4
  00112e  add     r13,r14
; v8:int = add v1, v7 => main@21/0 (6) {d=v7}
  001131  add     r12,r13
  001134  jo      0x0000000000001180
; v9:int = add_nov v0, 1
  00113a  add     rbx,1
; jump_trace T0 => loop/0 (7) {i=v9, total=v8}
  001141  mov     [rbp+0x30],rbx
  001148  mov     [rbp+0x38],r12
  00114f  jmp     0x0000000000000296
; exits
  001154  mov     rax,0x5fffffffe
  00115e  jmp     0x0000000000000016
  001163  mov     [rbp+0x88],r13
  00116a  mov     [rbp+0xa0],r14
  001171  mov     rax,0x500000000
  00117b  jmp     0x0000000000000016
  001180  sub     r12,r13
  001183  mov     [rbp+0x60],r13
  00118a  mov     qword ptr [rbp+0x100],1
  001195  mov     rax,0x500000001
  00119f  jmp     0x0000000000000016

; T6: 302 bytes
; v0:int = input i
  0011b0  cmp     qword ptr [rbp+0xd0],1
  0011bb  jne     0x000000000000128e
  0011c1  mov     rbx,[rbp+0x30]
; v1:int = input total
  0011c8  cmp     qword ptr [rbp+0xd8],1
  0011d3  jne     0x000000000000128e
  0011d9  mov     r12,[rbp+0x38]
; v2:int = input n
  0011e0  cmp     qword ptr [rbp+0xe8],1
  0011eb  jne     0x000000000000128e
; v3:int = input dx
  0011f1  cmp     qword ptr [rbp+0x128],1
  0011fc  jne     0x000000000000128e
  001202  mov     r13,[rbp+0x88]
; v4:int = input v
  001209  cmp     qword ptr [rbp+0x140],1
  001214  jne     0x000000000000128e
  00121a  mov     r14,[rbp+0xa0]
  001221  jmp     0x0000000000001247
  001226  mov     rbx,[rbp+0x30]
  00122d  mov     r12,[rbp+0x38]
  001234  mov     r13,[rbp+0x88]
  00123b  mov     r14,[rbp+0xa0]
  001242  jmp     0x0000000000001247
; v5:int = lt v4, 0
; guard_false v5 => magnitude/0 (0) {dx=v3, v=v4} [call manhattan -> d @main@20] [call magnitude -> dy @manhattan@33]
  001247  test    r14,r14
  00124a  jl      0x000000000000129d
; v7:int = add_nov v3, v4
  001250  add     r13,r14
; v8:int = add v1, v7 => main@21/0 (6) {d=v7}
  001253  add     r12,r13
  001256  jo      0x00000000000012ba
; v9:int = add_nov v0, 1
  00125c  add     rbx,1
; jump_trace T0 => loop/0 (7) {i=v9, total=v8}
  001263  mov     [rbp+0x30],rbx
  00126a  mov     [rbp+0x38],r12
  001271  mov     rax,0x8000000000000001
  00127b  cmp     r12,rax
  00127e  jl      0x0000000000001289
  001284  jmp     0x0000000000000296
  001289  jmp     0x0000000000000076
; exits
  00128e  mov     rax,0x6fffffffe
  001298  jmp     0x0000000000000016
  00129d  mov     [rbp+0x88],r13
  0012a4  mov     [rbp+0xa0],r14
  0012ab  mov     rax,0x600000000
  0012b5  jmp     0x0000000000000016
  0012ba  sub     r12,r13
  0012bd  mov     [rbp+0x60],r13
  0012c4  mov     qword ptr [rbp+0x100],1
  0012cf  mov     rax,0x600000001
  0012d9  jmp     0x0000000000000016

; T7: 292 bytes
; v0:int = input i
  0012e0  cmp     qword ptr [rbp+0xd0],1
  0012eb  jne     0x00000000000013b4
  0012f1  mov     rbx,[rbp+0x30]
; v1:int = input total
  0012f8  cmp     qword ptr [rbp+0xd8],1
  001303  jne     0x00000000000013b4
  001309  mov     r12,[rbp+0x38]
; v2:int = input n
  001310  cmp     qword ptr [rbp+0xe8],1
  00131b  jne     0x00000000000013b4
; v3:int = input dx
  001321  cmp     qword ptr [rbp+0x128],1
  00132c  jne     0x00000000000013b4
  001332  mov     r13,[rbp+0x88]
; v4:int = input v
  001339  cmp     qword ptr [rbp+0x140],1
  001344  jne     0x00000000000013b4
  00134a  mov     r14,[rbp+0xa0]
  001351  jmp     0x0000000000001385
  001356  mov     rbx,[rbp+0x30]
  00135d  mov     r12,[rbp+0x38]
  001364  mov     r13,[rbp+0x88]
  00136b  mov     r14,[rbp+0xa0]
  001372  jmp     0x0000000000001385
  001377  mov     rbx,[rbp+0x30]
  00137e  mov     r12,[rbp+0x38]
; v5:int = lt v4, 0
; guard_false v5 => magnitude/0 (0) {dx=v3, v=v4} [call manhattan -> d @main@20] [call magnitude -> dy @manhattan@33]
  001385  test    r14,r14
  001388  jl      0x00000000000013c3
; v7:int = add_nov v3, v4
  00138e  add     r13,r14
; v8:int = add v1, v7 => main@21/0 (6) {d=v7}
  001391  add     r12,r13
  001394  jo      0x00000000000013e0
; v9:int = add_nov v0, 1
  00139a  add     rbx,1
; jump_trace T0 => loop/0 (7) {i=v9, total=v8}
  0013a1  mov     [rbp+0x30],rbx
  0013a8  mov     [rbp+0x38],r12
  0013af  jmp     0x0000000000000296
; exits
  0013b4  mov     rax,0x7fffffffe
  0013be  jmp     0x0000000000000016
  0013c3  mov     [rbp+0x88],r13
  0013ca  mov     [rbp+0xa0],r14
  0013d1  mov     rax,0x700000000
  0013db  jmp     0x0000000000000016
  0013e0  sub     r12,r13
  0013e3  mov     [rbp+0x60],r13
  0013ea  mov     qword ptr [rbp+0x100],1
  0013f5  mov     rax,0x700000001
  0013ff  jmp     0x0000000000000016

; T8: 278 bytes
; v0:int = input i
  001410  cmp     qword ptr [rbp+0xd0],1
  00141b  jne     0x00000000000014d6
  001421  mov     rbx,[rbp+0x30]
; v1:int = input total
  001428  cmp     qword ptr [rbp+0xd8],1
  001433  jne     0x00000000000014d6
  001439  mov     r12,[rbp+0x38]
; v2:int = input n
  001440  cmp     qword ptr [rbp+0xe8],1
  00144b  jne     0x00000000000014d6
; v3:int = input dx
  001451  cmp     qword ptr [rbp+0x128],1
  00145c  jne     0x00000000000014d6
  001462  mov     r13,[rbp+0x88]
; v4:int = input v
  001469  cmp     qword ptr [rbp+0x140],1
  001474  jne     0x00000000000014d6
  00147a  mov     r14,[rbp+0xa0]
  001481  jmp     0x00000000000014a7
  001486  mov     rbx,[rbp+0x30]
  00148d  mov     r12,[rbp+0x38]
  001494  mov     r13,[rbp+0x88]
  00149b  mov     r14,[rbp+0xa0]
  0014a2  jmp     0x00000000000014a7
; v5:int = lt v4, 0
; guard_false v5 => magnitude/0 (0) {dx=v3, v=v4} [call manhattan -> d @main@20] [call magnitude -> dy @manhattan@33]
  0014a7  test    r14,r14
  0014aa  jl      0x00000000000014e5
; v7:int = add_nov v3, v4
  0014b0  add     r13,r14
; v8:int = add v1, v7 => main@21/0 (6) {d=v7}
  0014b3  add     r12,r13
  0014b6  jo      0x0000000000001502
; v9:int = add_nov v0, 1
  0014bc  add     rbx,1
; jump_trace T0 => loop/0 (7) {i=v9, total=v8}
  0014c3  mov     [rbp+0x30],rbx
  0014ca  mov     [rbp+0x38],r12
  0014d1  jmp     0x0000000000000296
; exits
  0014d6  mov     rax,0x8fffffffe
  0014e0  jmp     0x0000000000000016
  0014e5  mov     [rbp+0x88],r13
  0014ec  mov     [rbp+0xa0],r14
  0014f3  mov     rax,0x800000000
  0014fd  jmp     0x0000000000000016
  001502  sub     r12,r13
  001505  mov     [rbp+0x60],r13
  00150c  mov     qword ptr [rbp+0x100],1
  001517  mov     rax,0x800000001
  001521  jmp     0x0000000000000016
