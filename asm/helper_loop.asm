; T0: 1394 bytes
; v0:int = input i
  000080  cmp     qword ptr [rbp+0xd8],1
  00008b  jne     0x00000000000002eb
  000091  mov     rbx,[rbp+0x38]
; v1:int = input total
  000098  cmp     qword ptr [rbp+0xe0],1
  0000a3  jne     0x00000000000002eb
  0000a9  mov     r12,[rbp+0x40]
; v2:int = input n
  0000b0  cmp     qword ptr [rbp+0xf0],1
  0000bb  jne     0x00000000000002eb
  0000c1  jmp     0x00000000000000d4
  0000c6  mov     rbx,[rbp+0x38]
  0000cd  mov     r12,[rbp+0x40]
; v3:int = lt v0, 1000
; guard_true v3 => loop/0 (0) {i=v0, total=v1}
  0000d4  cmp     rbx,0x3e8
  0000db  jge     0x00000000000002fa
; v5:int = mod v0, 37 => body/0 (1) {i=v0, total=v1}
  0000e1  mov     r11,0x25
  0000e8  mov     rax,rbx
  0000eb  test    r11,r11
  0000ee  je      0x0000000000000317
  0000f4  cmp     r11,0xffffffffffffffff
  0000fb  jne     0x0000000000000114
  000101  mov     rdx,0x8000000000000000
  00010b  cmp     rax,rdx
  00010e  je      0x0000000000000317
  000114  cqo
  000116  idiv    r11
  000119  test    rdx,rdx
  00011c  je      0x0000000000000131
  000122  mov     rax,rdx
  000125  xor     rax,r11
  000128  jns     0x0000000000000131
  00012e  add     rdx,r11
  000131  mov     r13,rdx
; v6:int = div v0, 37 => body/0 (1) {i=v0, total=v1}
  000134  mov     r11,0x25
  00013b  mov     rax,rbx
  00013e  test    r11,r11
  000141  je      0x0000000000000334
  000147  cmp     r11,0xffffffffffffffff
  00014e  jne     0x0000000000000167
  000154  mov     rdx,0x8000000000000000
  00015e  cmp     rax,rdx
  000161  je      0x0000000000000334
  000167  cqo
  000169  idiv    r11
  00016c  test    rdx,rdx
  00016f  je      0x0000000000000182
  000175  xor     rdx,r11
  000178  jns     0x0000000000000182
  00017e  sub     rax,1
  000182  mov     r14,rax
; v7:int = le 18, v5
; guard_true v7 => manhattan/0 (2) {i=v0, total=v1, x=v5, y=v6, tx=18, ty=13} [call manhattan -> d @main@20]
  000185  mov     r11,0x12
  00018c  cmp     r11,r13
  00018f  jg      0x0000000000000351
; v9:int = sub_nov v5, 18
  000195  sub     r13,0x12
; v10:int = sub_nov v6, 13
  00019c  sub     r14,0xd
; v11:int = lt v10, 0
; guard_true v11 => magnitude/0 (6) {i=v0, total=v1, dx=v9, v=v10} [call manhattan -> d @main@20] [call magnitude -> dy @manhattan@33]
  0001a3  test    r14,r14
  0001a6  jge     0x00000000000003be
; v13:int = sub_nov 0, v10
  0001ac  xor     r11d,r11d
  0001af  sub     r11,r14
  0001b2  mov     r14,r11
; v14:int = add_nov v9, v13
  0001b5  add     r13,r14
; v15:int = gt v14, 1000
; guard_false v15 => at_most/0 (10) {i=v0, total=v1, v=v14, hi=1000} [call at_most -> d @main@21]
  0001b8  cmp     r13,0x3e8
  0001bf  jg      0x00000000000003ff
; v17:int = add v1, v14 => main@21/0 (12) {i=v0, total=v1, d=v14}
  0001c5  add     r12,r13
  0001c8  jo      0x0000000000000444
; v18:int = add_nov v0, 1
  0001ce  add     rbx,1
; guard_steps => loop/0 (13) {i=v18, total=v17}
; v20:int = phi i v18
; v21:int = phi total v17
; loop (13) {i=v20, total=v21}
  0001d5  nop     [rax+rax]
  0001de  xchg    ax,ax
; v23:int = lt v20, 1000
; guard_true v23 => loop/0 (0) {i=v20, total=v21}
  0001e0  cmp     rbx,0x3e8
  0001e7  jge     0x0000000000000476
; v25:int = mod v20, 37 => body/0 (1) {i=v20, total=v21}
  0001ed  mov     r11,0x25
  0001f4  mov     rax,rbx
  0001f7  test    r11,r11
  0001fa  je      0x0000000000000493
  000200  cmp     r11,0xffffffffffffffff
  000207  jne     0x0000000000000220
  00020d  mov     rdx,0x8000000000000000
  000217  cmp     rax,rdx
  00021a  je      0x0000000000000493
  000220  cqo
  000222  idiv    r11
  000225  test    rdx,rdx
  000228  je      0x000000000000023d
  00022e  mov     rax,rdx
  000231  xor     rax,r11
  000234  jns     0x000000000000023d
  00023a  add     rdx,r11
  00023d  mov     r13,rdx
; v26:int = div v20, 37 => body/0 (1) {i=v20, total=v21}
  000240  mov     r11,0x25
  000247  mov     rax,rbx
  00024a  test    r11,r11
  00024d  je      0x00000000000004b0
  000253  cmp     r11,0xffffffffffffffff
  00025a  jne     0x0000000000000273
  000260  mov     rdx,0x8000000000000000
  00026a  cmp     rax,rdx
  00026d  je      0x00000000000004b0
  000273  cqo
  000275  idiv    r11
  000278  test    rdx,rdx
  00027b  je      0x000000000000028e
  000281  xor     rdx,r11
  000284  jns     0x000000000000028e
  00028a  sub     rax,1
  00028e  mov     r14,rax
; v27:int = le 18, v25
; guard_true v27 => manhattan/0 (2) {i=v20, total=v21, x=v25, y=v26, tx=18, ty=13} [call manhattan -> d @main@20]
  000291  mov     r11,0x12
  000298  cmp     r11,r13
  00029b  jg      0x00000000000004cd
; v29:int = sub_nov v25, 18
  0002a1  sub     r13,0x12
; v30:int = sub_nov v26, 13
  0002a8  sub     r14,0xd
; v31:int = lt v30, 0
; guard_true v31 => magnitude/0 (6) {i=v20, total=v21, dx=v29, v=v30} [call manhattan -> d @main@20] [call magnitude -> dy @manhattan@33]
  0002af  test    r14,r14
  0002b2  jge     0x000000000000053a
; v33:int = sub_nov 0, v30
  0002b8  xor     r11d,r11d
  0002bb  sub     r11,r14
  0002be  mov     r14,r11
; v34:int = add_nov v29, v33
  0002c1  add     r13,r14
; v35:int = gt v34, 1000
; guard_false v35 => at_most/0 (10) {i=v20, total=v21, v=v34, hi=1000} [call at_most -> d @main@21]
  0002c4  cmp     r13,0x3e8
  0002cb  jg      0x000000000000057b
; v37:int = add v21, v34 => main@21/0 (12) {i=v20, total=v21, d=v34}
  0002d1  add     r12,r13
  0002d4  jo      0x00000000000005c0
; v38:int = add_nov v20, 1
  0002da  add     rbx,1
; guard_steps => loop/0 (13) {i=v38, total=v37}
; jump (13) v20 <- v38, v21 <- v37
  0002e1  jmp     0x00000000000001e0
; body entry
  0002e6  jmp     0x00000000000001e0
; exits
  0002eb  mov     rax,0xfffffffe
  0002f5  jmp     0x0000000000000027
  0002fa  mov     [rbp+0x38],rbx
  000301  mov     [rbp+0x40],r12
  000308  mov     rax,0
  000312  jmp     0x0000000000000027
  000317  mov     [rbp+0x38],rbx
  00031e  mov     [rbp+0x40],r12
  000325  mov     rax,1
  00032f  jmp     0x0000000000000027
  000334  mov     [rbp+0x38],rbx
  00033b  mov     [rbp+0x40],r12
  000342  mov     rax,2
  00034c  jmp     0x0000000000000027
  000351  mov     [rbp+0x38],rbx
  000358  mov     [rbp+0x40],r12
  00035f  mov     [rbp+0x70],r13
  000366  mov     qword ptr [rbp+0x110],1
  000371  mov     [rbp+0x78],r14
  000378  mov     qword ptr [rbp+0x118],1
  000383  mov     qword ptr [rbp+0x80],0x12
  00038e  mov     qword ptr [rbp+0x120],1
  000399  mov     qword ptr [rbp+0x88],0xd
  0003a4  mov     qword ptr [rbp+0x128],1
  0003af  mov     rax,3
  0003b9  jmp     0x0000000000000be7
  0003be  mov     [rbp+0x38],rbx
  0003c5  mov     [rbp+0x40],r12
  0003cc  mov     [rbp+0x90],r13
  0003d3  mov     qword ptr [rbp+0x130],1
  0003de  mov     [rbp+0xa8],r14
  0003e5  mov     qword ptr [rbp+0x148],1
  0003f0  mov     rax,4
  0003fa  jmp     0x0000000000001297
  0003ff  mov     [rbp+0x38],rbx
  000406  mov     [rbp+0x40],r12
  00040d  mov     [rbp+0xc0],r13
  000414  mov     qword ptr [rbp+0x160],1
  00041f  mov     qword ptr [rbp+0xc8],0x3e8
  00042a  mov     qword ptr [rbp+0x168],1
  000435  mov     rax,5
  00043f  jmp     0x0000000000000027
  000444  sub     r12,r13
  000447  mov     [rbp+0x38],rbx
  00044e  mov     [rbp+0x40],r12
  000455  mov     [rbp+0x68],r13
  00045c  mov     qword ptr [rbp+0x108],1
  000467  mov     rax,6
  000471  jmp     0x0000000000000027
  000476  mov     [rbp+0x38],rbx
  00047d  mov     [rbp+0x40],r12
  000484  mov     rax,8
  00048e  jmp     0x0000000000000027
  000493  mov     [rbp+0x38],rbx
  00049a  mov     [rbp+0x40],r12
  0004a1  mov     rax,9
  0004ab  jmp     0x0000000000000027
  0004b0  mov     [rbp+0x38],rbx
  0004b7  mov     [rbp+0x40],r12
  0004be  mov     rax,0xa
  0004c8  jmp     0x0000000000000027
  0004cd  mov     [rbp+0x38],rbx
  0004d4  mov     [rbp+0x40],r12
  0004db  mov     [rbp+0x70],r13
  0004e2  mov     qword ptr [rbp+0x110],1
  0004ed  mov     [rbp+0x78],r14
  0004f4  mov     qword ptr [rbp+0x118],1
  0004ff  mov     qword ptr [rbp+0x80],0x12
  00050a  mov     qword ptr [rbp+0x120],1
  000515  mov     qword ptr [rbp+0x88],0xd
  000520  mov     qword ptr [rbp+0x128],1
  00052b  mov     rax,0xb
  000535  jmp     0x0000000000000dc7
  00053a  mov     [rbp+0x38],rbx
  000541  mov     [rbp+0x40],r12
  000548  mov     [rbp+0x90],r13
  00054f  mov     qword ptr [rbp+0x130],1
  00055a  mov     [rbp+0xa8],r14
  000561  mov     qword ptr [rbp+0x148],1
  00056c  mov     rax,0xc
  000576  jmp     0x00000000000014f7
  00057b  mov     [rbp+0x38],rbx
  000582  mov     [rbp+0x40],r12
  000589  mov     [rbp+0xc0],r13
  000590  mov     qword ptr [rbp+0x160],1
  00059b  mov     qword ptr [rbp+0xc8],0x3e8
  0005a6  mov     qword ptr [rbp+0x168],1
  0005b1  mov     rax,0xd
  0005bb  jmp     0x0000000000000027
  0005c0  sub     r12,r13
  0005c3  mov     [rbp+0x38],rbx
  0005ca  mov     [rbp+0x40],r12
  0005d1  mov     [rbp+0x68],r13
  0005d8  mov     qword ptr [rbp+0x108],1
  0005e3  mov     rax,0xe
  0005ed  jmp     0x0000000000000027

; T1: 1352 bytes
; v0:int = input i
  000600  cmp     qword ptr [rbp+0xd8],1
  00060b  jne     0x000000000000086d
  000611  mov     rbx,[rbp+0x38]
; v1:int = input total
  000618  cmp     qword ptr [rbp+0xe0],1
  000623  jne     0x000000000000086d
  000629  mov     r12,[rbp+0x40]
; v2:int = input n
  000630  cmp     qword ptr [rbp+0xf0],1
  00063b  jne     0x000000000000086d
  000641  jmp     0x0000000000000654
  000646  mov     rbx,[rbp+0x38]
  00064d  mov     r12,[rbp+0x40]
; v3:int = lt v0, 1000
; guard_true v3 => loop/0 (0) {i=v0, total=v1}
  000654  cmp     rbx,0x3e8
  00065b  jge     0x000000000000087c
; v5:int = mod v0, 37 => body/0 (1) {i=v0, total=v1}
  000661  mov     r11,0x25
  000668  mov     rax,rbx
  00066b  test    r11,r11
  00066e  je      0x0000000000000899
  000674  cmp     r11,0xffffffffffffffff
  00067b  jne     0x0000000000000694
  000681  mov     rdx,0x8000000000000000
  00068b  cmp     rax,rdx
  00068e  je      0x0000000000000899
  000694  cqo
  000696  idiv    r11
  000699  test    rdx,rdx
  00069c  je      0x00000000000006b1
  0006a2  mov     rax,rdx
  0006a5  xor     rax,r11
  0006a8  jns     0x00000000000006b1
  0006ae  add     rdx,r11
  0006b1  mov     r13,rdx
; v6:int = div v0, 37 => body/0 (1) {i=v0, total=v1}
  0006b4  mov     r11,0x25
  0006bb  mov     rax,rbx
  0006be  test    r11,r11
  0006c1  je      0x00000000000008b6
  0006c7  cmp     r11,0xffffffffffffffff
  0006ce  jne     0x00000000000006e7
  0006d4  mov     rdx,0x8000000000000000
  0006de  cmp     rax,rdx
  0006e1  je      0x00000000000008b6
  0006e7  cqo
  0006e9  idiv    r11
  0006ec  test    rdx,rdx
  0006ef  je      0x0000000000000702
  0006f5  xor     rdx,r11
  0006f8  jns     0x0000000000000702
  0006fe  sub     rax,1
  000702  mov     r14,rax
; v7:int = sub_nov v5, 18
  000705  sub     r13,0x12
; v8:int = lt v7, 0
; guard_true v8 => magnitude/0 (3) {i=v0, total=v1, y=v6, ty=13, v=v7} [call manhattan -> d @main@20] [call magnitude -> dx @manhattan@31]
  00070c  test    r13,r13
  00070f  jge     0x00000000000008d3
; v10:int = sub_nov 0, v7
  000715  xor     r11d,r11d
  000718  sub     r11,r13
  00071b  mov     r13,r11
; v11:int = sub_nov v6, 13
  00071e  sub     r14,0xd
; v12:int = lt v11, 0
; guard_true v12 => magnitude/0 (6) {i=v0, total=v1, dx=v10, v=v11} [call manhattan -> d @main@20] [call magnitude -> dy @manhattan@33]
  000725  test    r14,r14
  000728  jge     0x000000000000092a
; v14:int = sub_nov 0, v11
  00072e  xor     r11d,r11d
  000731  sub     r11,r14
  000734  mov     r14,r11
; v15:int = add_nov v10, v14
  000737  add     r13,r14
; v16:int = gt v15, 1000
; guard_false v16 => at_most/0 (10) {i=v0, total=v1, v=v15, hi=1000} [call at_most -> d @main@21]
  00073a  cmp     r13,0x3e8
  000741  jg      0x000000000000096b
; v18:int = add v1, v15 => main@21/0 (12) {i=v0, total=v1, d=v15}
  000747  add     r12,r13
  00074a  jo      0x00000000000009b0
; v19:int = add_nov v0, 1
  000750  add     rbx,1
; guard_steps => loop/0 (13) {i=v19, total=v18}
; v21:int = phi i v19
; v22:int = phi total v18
; loop (13) {i=v21, total=v22}
  000757  nop     [rax+rax]
; v24:int = lt v21, 1000
; guard_true v24 => loop/0 (0) {i=v21, total=v22}
  000760  cmp     rbx,0x3e8
  000767  jge     0x00000000000009e2
; v26:int = mod v21, 37 => body/0 (1) {i=v21, total=v22}
  00076d  mov     r11,0x25
  000774  mov     rax,rbx
  000777  test    r11,r11
  00077a  je      0x00000000000009ff
  000780  cmp     r11,0xffffffffffffffff
  000787  jne     0x00000000000007a0
  00078d  mov     rdx,0x8000000000000000
  000797  cmp     rax,rdx
  00079a  je      0x00000000000009ff
  0007a0  cqo
  0007a2  idiv    r11
  0007a5  test    rdx,rdx
  0007a8  je      0x00000000000007bd
  0007ae  mov     rax,rdx
  0007b1  xor     rax,r11
  0007b4  jns     0x00000000000007bd
  0007ba  add     rdx,r11
  0007bd  mov     r13,rdx
; v27:int = div v21, 37 => body/0 (1) {i=v21, total=v22}
  0007c0  mov     r11,0x25
  0007c7  mov     rax,rbx
  0007ca  test    r11,r11
  0007cd  je      0x0000000000000a1c
  0007d3  cmp     r11,0xffffffffffffffff
  0007da  jne     0x00000000000007f3
  0007e0  mov     rdx,0x8000000000000000
  0007ea  cmp     rax,rdx
  0007ed  je      0x0000000000000a1c
  0007f3  cqo
  0007f5  idiv    r11
  0007f8  test    rdx,rdx
  0007fb  je      0x000000000000080e
  000801  xor     rdx,r11
  000804  jns     0x000000000000080e
  00080a  sub     rax,1
  00080e  mov     r14,rax
; v28:int = sub_nov v26, 18
  000811  sub     r13,0x12
; v29:int = lt v28, 0
; guard_true v29 => magnitude/0 (3) {i=v21, total=v22, y=v27, ty=13, v=v28} [call manhattan -> d @main@20] [call magnitude -> dx @manhattan@31]
  000818  test    r13,r13
  00081b  jge     0x0000000000000a39
; v31:int = sub_nov 0, v28
  000821  xor     r11d,r11d
  000824  sub     r11,r13
  000827  mov     r13,r11
; v32:int = sub_nov v27, 13
  00082a  sub     r14,0xd
; v33:int = lt v32, 0
; guard_true v33 => magnitude/0 (6) {i=v21, total=v22, dx=v31, v=v32} [call manhattan -> d @main@20] [call magnitude -> dy @manhattan@33]
  000831  test    r14,r14
  000834  jge     0x0000000000000a90
; v35:int = sub_nov 0, v32
  00083a  xor     r11d,r11d
  00083d  sub     r11,r14
  000840  mov     r14,r11
; v36:int = add_nov v31, v35
  000843  add     r13,r14
; v37:int = gt v36, 1000
; guard_false v37 => at_most/0 (10) {i=v21, total=v22, v=v36, hi=1000} [call at_most -> d @main@21]
  000846  cmp     r13,0x3e8
  00084d  jg      0x0000000000000ad1
; v39:int = add v22, v36 => main@21/0 (12) {i=v21, total=v22, d=v36}
  000853  add     r12,r13
  000856  jo      0x0000000000000b16
; v40:int = add_nov v21, 1
  00085c  add     rbx,1
; guard_steps => loop/0 (13) {i=v40, total=v39}
; jump (13) v21 <- v40, v22 <- v39
  000863  jmp     0x0000000000000760
; body entry
  000868  jmp     0x0000000000000760
; exits
  00086d  mov     rax,0x1fffffffe
  000877  jmp     0x0000000000000027
  00087c  mov     [rbp+0x38],rbx
  000883  mov     [rbp+0x40],r12
  00088a  mov     rax,0x100000000
  000894  jmp     0x0000000000000027
  000899  mov     [rbp+0x38],rbx
  0008a0  mov     [rbp+0x40],r12
  0008a7  mov     rax,0x100000001
  0008b1  jmp     0x0000000000000027
  0008b6  mov     [rbp+0x38],rbx
  0008bd  mov     [rbp+0x40],r12
  0008c4  mov     rax,0x100000002
  0008ce  jmp     0x0000000000000027
  0008d3  mov     [rbp+0x38],rbx
  0008da  mov     [rbp+0x40],r12
  0008e1  mov     [rbp+0x78],r14
  0008e8  mov     qword ptr [rbp+0x118],1
  0008f3  mov     qword ptr [rbp+0x88],0xd
  0008fe  mov     qword ptr [rbp+0x128],1
  000909  mov     [rbp+0xa8],r13
  000910  mov     qword ptr [rbp+0x148],1
  00091b  mov     rax,0x100000003
  000925  jmp     0x0000000000000027
  00092a  mov     [rbp+0x38],rbx
  000931  mov     [rbp+0x40],r12
  000938  mov     [rbp+0x90],r13
  00093f  mov     qword ptr [rbp+0x130],1
  00094a  mov     [rbp+0xa8],r14
  000951  mov     qword ptr [rbp+0x148],1
  00095c  mov     rax,0x100000004
  000966  jmp     0x0000000000000027
  00096b  mov     [rbp+0x38],rbx
  000972  mov     [rbp+0x40],r12
  000979  mov     [rbp+0xc0],r13
  000980  mov     qword ptr [rbp+0x160],1
  00098b  mov     qword ptr [rbp+0xc8],0x3e8
  000996  mov     qword ptr [rbp+0x168],1
  0009a1  mov     rax,0x100000005
  0009ab  jmp     0x0000000000000027
  0009b0  sub     r12,r13
  0009b3  mov     [rbp+0x38],rbx
  0009ba  mov     [rbp+0x40],r12
  0009c1  mov     [rbp+0x68],r13
  0009c8  mov     qword ptr [rbp+0x108],1
  0009d3  mov     rax,0x100000006
  0009dd  jmp     0x0000000000000027
  0009e2  mov     [rbp+0x38],rbx
  0009e9  mov     [rbp+0x40],r12
  0009f0  mov     rax,0x100000008
  0009fa  jmp     0x0000000000000027
  0009ff  mov     [rbp+0x38],rbx
  000a06  mov     [rbp+0x40],r12
  000a0d  mov     rax,0x100000009
  000a17  jmp     0x0000000000000027
  000a1c  mov     [rbp+0x38],rbx
  000a23  mov     [rbp+0x40],r12
  000a2a  mov     rax,0x10000000a
  000a34  jmp     0x0000000000000027
  000a39  mov     [rbp+0x38],rbx
  000a40  mov     [rbp+0x40],r12
  000a47  mov     [rbp+0x78],r14
  000a4e  mov     qword ptr [rbp+0x118],1
  000a59  mov     qword ptr [rbp+0x88],0xd
  000a64  mov     qword ptr [rbp+0x128],1
  000a6f  mov     [rbp+0xa8],r13
  000a76  mov     qword ptr [rbp+0x148],1
  000a81  mov     rax,0x10000000b
  000a8b  jmp     0x0000000000000fa7
  000a90  mov     [rbp+0x38],rbx
  000a97  mov     [rbp+0x40],r12
  000a9e  mov     [rbp+0x90],r13
  000aa5  mov     qword ptr [rbp+0x130],1
  000ab0  mov     [rbp+0xa8],r14
  000ab7  mov     qword ptr [rbp+0x148],1
  000ac2  mov     rax,0x10000000c
  000acc  jmp     0x0000000000000027
  000ad1  mov     [rbp+0x38],rbx
  000ad8  mov     [rbp+0x40],r12
  000adf  mov     [rbp+0xc0],r13
  000ae6  mov     qword ptr [rbp+0x160],1
  000af1  mov     qword ptr [rbp+0xc8],0x3e8
  000afc  mov     qword ptr [rbp+0x168],1
  000b07  mov     rax,0x10000000d
  000b11  jmp     0x0000000000000027
  000b16  sub     r12,r13
  000b19  mov     [rbp+0x38],rbx
  000b20  mov     [rbp+0x40],r12
  000b27  mov     [rbp+0x68],r13
  000b2e  mov     qword ptr [rbp+0x108],1
  000b39  mov     rax,0x10000000e
  000b43  jmp     0x0000000000000027

; T2: 471 bytes
; v0:int = input i
  000b50  cmp     qword ptr [rbp+0xd8],1
  000b5b  jne     0x0000000000000c4c
  000b61  mov     rbx,[rbp+0x38]
; v1:int = input total
  000b68  cmp     qword ptr [rbp+0xe0],1
  000b73  jne     0x0000000000000c4c
  000b79  mov     r12,[rbp+0x40]
; v2:int = input n
  000b80  cmp     qword ptr [rbp+0xf0],1
  000b8b  jne     0x0000000000000c4c
; v3:int = input x
  000b91  cmp     qword ptr [rbp+0x110],1
  000b9c  jne     0x0000000000000c4c
  000ba2  mov     r13,[rbp+0x70]
; v4:int = input y
  000ba9  cmp     qword ptr [rbp+0x118],1
  000bb4  jne     0x0000000000000c4c
  000bba  mov     r14,[rbp+0x78]
  000bc1  jmp     0x0000000000000be7
  000bc6  mov     rbx,[rbp+0x38]
  000bcd  mov     r12,[rbp+0x40]
  000bd4  mov     r13,[rbp+0x70]
  000bdb  mov     r14,[rbp+0x78]
  000be2  jmp     0x0000000000000be7
; v5:int = sub_nov v3, 18
  000be7  sub     r13,0x12
; v6:int = lt v5, 0
; guard_true v6 => magnitude/0 (1) {y=v4, ty=13, v=v5} [call manhattan -> d @main@20] [call magnitude -> dx @manhattan@31]
  000bee  test    r13,r13
  000bf1  jge     0x0000000000000c5b
; v8:int = sub_nov 0, v5
  000bf7  xor     r11d,r11d
  000bfa  sub     r11,r13
  000bfd  mov     r13,r11
; v9:int = sub_nov v4, 13
  000c00  sub     r14,0xd
; v10:int = lt v9, 0
; guard_true v10 => magnitude/0 (4) {dx=v8, v=v9} [call manhattan -> d @main@20] [call magnitude -> dy @manhattan@33]
  000c07  test    r14,r14
  000c0a  jge     0x0000000000000c99
; v12:int = sub_nov 0, v9
  000c10  xor     r11d,r11d
  000c13  sub     r11,r14
  000c16  mov     r14,r11
; v13:int = add_nov v8, v12
  000c19  add     r13,r14
; v14:int = gt v13, 1000
; guard_false v14 => at_most/0 (8) {v=v13, hi=1000} [call at_most -> d @main@21]
  000c1c  cmp     r13,0x3e8
  000c23  jg      0x0000000000000ccc
; v16:int = add v1, v13 => main@21/0 (10) {d=v13}
  000c29  add     r12,r13
  000c2c  jo      0x0000000000000d03
; v17:int = add_nov v0, 1
  000c32  add     rbx,1
; jump_trace T1 => loop/0 (11) {i=v17, total=v16}
  000c39  mov     [rbp+0x38],rbx
  000c40  mov     [rbp+0x40],r12
  000c47  jmp     0x0000000000000868
; exits
  000c4c  mov     rax,0x2fffffffe
  000c56  jmp     0x0000000000000027
  000c5b  mov     [rbp+0x78],r14
  000c62  mov     qword ptr [rbp+0x88],0xd
  000c6d  mov     qword ptr [rbp+0x128],1
  000c78  mov     [rbp+0xa8],r13
  000c7f  mov     qword ptr [rbp+0x148],1
  000c8a  mov     rax,0x200000000
  000c94  jmp     0x0000000000000027
  000c99  mov     [rbp+0x90],r13
  000ca0  mov     qword ptr [rbp+0x130],1
  000cab  mov     [rbp+0xa8],r14
  000cb2  mov     qword ptr [rbp+0x148],1
  000cbd  mov     rax,0x200000001
  000cc7  jmp     0x0000000000001167
  000ccc  mov     [rbp+0xc0],r13
  000cd3  mov     qword ptr [rbp+0x160],1
  000cde  mov     qword ptr [rbp+0xc8],0x3e8
  000ce9  mov     qword ptr [rbp+0x168],1
  000cf4  mov     rax,0x200000002
  000cfe  jmp     0x0000000000000027
  000d03  sub     r12,r13
  000d06  mov     [rbp+0x68],r13
  000d0d  mov     qword ptr [rbp+0x108],1
  000d18  mov     rax,0x200000003
  000d22  jmp     0x0000000000000027

; T3: 471 bytes
; v0:int = input i
  000d30  cmp     qword ptr [rbp+0xd8],1
  000d3b  jne     0x0000000000000e2c
  000d41  mov     rbx,[rbp+0x38]
; v1:int = input total
  000d48  cmp     qword ptr [rbp+0xe0],1
  000d53  jne     0x0000000000000e2c
  000d59  mov     r12,[rbp+0x40]
; v2:int = input n
  000d60  cmp     qword ptr [rbp+0xf0],1
  000d6b  jne     0x0000000000000e2c
; v3:int = input x
  000d71  cmp     qword ptr [rbp+0x110],1
  000d7c  jne     0x0000000000000e2c
  000d82  mov     r13,[rbp+0x70]
; v4:int = input y
  000d89  cmp     qword ptr [rbp+0x118],1
  000d94  jne     0x0000000000000e2c
  000d9a  mov     r14,[rbp+0x78]
  000da1  jmp     0x0000000000000dc7
  000da6  mov     rbx,[rbp+0x38]
  000dad  mov     r12,[rbp+0x40]
  000db4  mov     r13,[rbp+0x70]
  000dbb  mov     r14,[rbp+0x78]
  000dc2  jmp     0x0000000000000dc7
; v5:int = sub_nov v3, 18
  000dc7  sub     r13,0x12
; v6:int = lt v5, 0
; guard_true v6 => magnitude/0 (1) {y=v4, ty=13, v=v5} [call manhattan -> d @main@20] [call magnitude -> dx @manhattan@31]
  000dce  test    r13,r13
  000dd1  jge     0x0000000000000e3b
; v8:int = sub_nov 0, v5
  000dd7  xor     r11d,r11d
  000dda  sub     r11,r13
  000ddd  mov     r13,r11
; v9:int = sub_nov v4, 13
  000de0  sub     r14,0xd
; v10:int = lt v9, 0
; guard_true v10 => magnitude/0 (4) {dx=v8, v=v9} [call manhattan -> d @main@20] [call magnitude -> dy @manhattan@33]
  000de7  test    r14,r14
  000dea  jge     0x0000000000000e79
; v12:int = sub_nov 0, v9
  000df0  xor     r11d,r11d
  000df3  sub     r11,r14
  000df6  mov     r14,r11
; v13:int = add_nov v8, v12
  000df9  add     r13,r14
; v14:int = gt v13, 1000
; guard_false v14 => at_most/0 (8) {v=v13, hi=1000} [call at_most -> d @main@21]
  000dfc  cmp     r13,0x3e8
  000e03  jg      0x0000000000000eac
; v16:int = add v1, v13 => main@21/0 (10) {d=v13}
  000e09  add     r12,r13
  000e0c  jo      0x0000000000000ee3
; v17:int = add_nov v0, 1
  000e12  add     rbx,1
; jump_trace T0 => loop/0 (11) {i=v17, total=v16}
  000e19  mov     [rbp+0x38],rbx
  000e20  mov     [rbp+0x40],r12
  000e27  jmp     0x00000000000002e6
; exits
  000e2c  mov     rax,0x3fffffffe
  000e36  jmp     0x0000000000000027
  000e3b  mov     [rbp+0x78],r14
  000e42  mov     qword ptr [rbp+0x88],0xd
  000e4d  mov     qword ptr [rbp+0x128],1
  000e58  mov     [rbp+0xa8],r13
  000e5f  mov     qword ptr [rbp+0x148],1
  000e6a  mov     rax,0x300000000
  000e74  jmp     0x0000000000000027
  000e79  mov     [rbp+0x90],r13
  000e80  mov     qword ptr [rbp+0x130],1
  000e8b  mov     [rbp+0xa8],r14
  000e92  mov     qword ptr [rbp+0x148],1
  000e9d  mov     rax,0x300000001
  000ea7  jmp     0x00000000000013c7
  000eac  mov     [rbp+0xc0],r13
  000eb3  mov     qword ptr [rbp+0x160],1
  000ebe  mov     qword ptr [rbp+0xc8],0x3e8
  000ec9  mov     qword ptr [rbp+0x168],1
  000ed4  mov     rax,0x300000002
  000ede  jmp     0x0000000000000027
  000ee3  sub     r12,r13
  000ee6  mov     [rbp+0x68],r13
  000eed  mov     qword ptr [rbp+0x108],1
  000ef8  mov     rax,0x300000003
  000f02  jmp     0x0000000000000027

; T4: 442 bytes
; v0:int = input i
  000f10  cmp     qword ptr [rbp+0xd8],1
  000f1b  jne     0x0000000000001005
  000f21  mov     rbx,[rbp+0x38]
; v1:int = input total
  000f28  cmp     qword ptr [rbp+0xe0],1
  000f33  jne     0x0000000000001005
  000f39  mov     r12,[rbp+0x40]
; v2:int = input n
  000f40  cmp     qword ptr [rbp+0xf0],1
  000f4b  jne     0x0000000000001005
; v3:int = input y
  000f51  cmp     qword ptr [rbp+0x118],1
  000f5c  jne     0x0000000000001005
  000f62  mov     r13,[rbp+0x78]
; v4:int = input v
  000f69  cmp     qword ptr [rbp+0x148],1
  000f74  jne     0x0000000000001005
  000f7a  mov     r14,[rbp+0xa8]
  000f81  jmp     0x0000000000000fb0
  000f86  mov     rbx,[rbp+0x38]
  000f8d  mov     r12,[rbp+0x40]
  000f94  mov     r13,[rbp+0x78]
  000f9b  mov     r14,[rbp+0xa8]
  000fa2  jmp     0x0000000000000fb0
  000fa7  mov     r11,r13
  000faa  mov     r13,r14
  000fad  mov     r14,r11
; v5:int = lt v4, 0
; guard_false v5 => magnitude/0 (0) {y=v3, ty=13, v=v4} [call manhattan -> d @main@20] [call magnitude -> dx @manhattan@31]
  000fb0  test    r14,r14
  000fb3  jl      0x0000000000001014
; v7:int = sub_nov v3, 13
  000fb9  sub     r13,0xd
; v8:int = lt v7, 0
; guard_true v8 => magnitude/0 (3) {dx=v4, v=v7} [call manhattan -> d @main@20] [call magnitude -> dy @manhattan@33]
  000fc0  test    r13,r13
  000fc3  jge     0x0000000000001047
; v10:int = sub_nov 0, v7
  000fc9  xor     r11d,r11d
  000fcc  sub     r11,r13
  000fcf  mov     r13,r11
; v11:int = add_nov v4, v10
  000fd2  add     r14,r13
; v12:int = gt v11, 1000
; guard_false v12 => at_most/0 (7) {v=v11, hi=1000} [call at_most -> d @main@21]
  000fd5  cmp     r14,0x3e8
  000fdc  jg      0x000000000000106f
; v14:int = add v1, v11 => main@21/0 (9) {d=v11}
  000fe2  add     r12,r14
  000fe5  jo      0x00000000000010a6
; v15:int = add_nov v0, 1
  000feb  add     rbx,1
; jump_trace T0 => loop/0 (10) {i=v15, total=v14}
  000ff2  mov     [rbp+0x38],rbx
  000ff9  mov     [rbp+0x40],r12
  001000  jmp     0x00000000000002e6
; exits
  001005  mov     rax,0x4fffffffe
  00100f  jmp     0x0000000000000027
  001014  mov     [rbp+0x78],r13
  00101b  mov     qword ptr [rbp+0x88],0xd
  001026  mov     qword ptr [rbp+0x128],1
  001031  mov     [rbp+0xa8],r14
  001038  mov     rax,0x400000000
  001042  jmp     0x0000000000000027
  001047  mov     [rbp+0x90],r14
  00104e  mov     qword ptr [rbp+0x130],1
  001059  mov     [rbp+0xa8],r13
  001060  mov     rax,0x400000001
  00106a  jmp     0x0000000000000027
  00106f  mov     [rbp+0xc0],r14
  001076  mov     qword ptr [rbp+0x160],1
  001081  mov     qword ptr [rbp+0xc8],0x3e8
  00108c  mov     qword ptr [rbp+0x168],1
  001097  mov     rax,0x400000002
  0010a1  jmp     0x0000000000000027
  0010a6  sub     r12,r14
  0010a9  mov     [rbp+0x68],r14
  0010b0  mov     qword ptr [rbp+0x108],1
  0010bb  mov     rax,0x400000003
  0010c5  jmp     0x0000000000000027

; T5: 292 bytes
; v0:int = input i
  0010d0  cmp     qword ptr [rbp+0xd8],1
  0010db  jne     0x00000000000011a4
  0010e1  mov     rbx,[rbp+0x38]
; v1:int = input total
  0010e8  cmp     qword ptr [rbp+0xe0],1
  0010f3  jne     0x00000000000011a4
  0010f9  mov     r12,[rbp+0x40]
; v2:int = input n
  001100  cmp     qword ptr [rbp+0xf0],1
  00110b  jne     0x00000000000011a4
; v3:int = input dx
  001111  cmp     qword ptr [rbp+0x130],1
  00111c  jne     0x00000000000011a4
  001122  mov     r13,[rbp+0x90]
; v4:int = input v
  001129  cmp     qword ptr [rbp+0x148],1
  001134  jne     0x00000000000011a4
  00113a  mov     r14,[rbp+0xa8]
  001141  jmp     0x0000000000001175
  001146  mov     rbx,[rbp+0x38]
  00114d  mov     r12,[rbp+0x40]
  001154  mov     r13,[rbp+0x90]
  00115b  mov     r14,[rbp+0xa8]
  001162  jmp     0x0000000000001175
  001167  mov     rbx,[rbp+0x38]
  00116e  mov     r12,[rbp+0x40]
; v5:int = lt v4, 0
; guard_false v5 => magnitude/0 (0) {dx=v3, v=v4} [call manhattan -> d @main@20] [call magnitude -> dy @manhattan@33]
  001175  test    r14,r14
  001178  jl      0x00000000000011b3
; v7:int = add_nov v3, v4
  00117e  add     r13,r14
; v8:int = add v1, v7 => main@21/0 (6) {d=v7}
  001181  add     r12,r13
  001184  jo      0x00000000000011d0
; v9:int = add_nov v0, 1
  00118a  add     rbx,1
; jump_trace T0 => loop/0 (7) {i=v9, total=v8}
  001191  mov     [rbp+0x38],rbx
  001198  mov     [rbp+0x40],r12
  00119f  jmp     0x00000000000002e6
; exits
  0011a4  mov     rax,0x5fffffffe
  0011ae  jmp     0x0000000000000027
  0011b3  mov     [rbp+0x90],r13
  0011ba  mov     [rbp+0xa8],r14
  0011c1  mov     rax,0x500000000
  0011cb  jmp     0x0000000000000027
  0011d0  sub     r12,r13
  0011d3  mov     [rbp+0x68],r13
  0011da  mov     qword ptr [rbp+0x108],1
  0011e5  mov     rax,0x500000001
  0011ef  jmp     0x0000000000000027

; T6: 302 bytes
; v0:int = input i
  001200  cmp     qword ptr [rbp+0xd8],1
  00120b  jne     0x00000000000012de
  001211  mov     rbx,[rbp+0x38]
; v1:int = input total
  001218  cmp     qword ptr [rbp+0xe0],1
  001223  jne     0x00000000000012de
  001229  mov     r12,[rbp+0x40]
; v2:int = input n
  001230  cmp     qword ptr [rbp+0xf0],1
  00123b  jne     0x00000000000012de
; v3:int = input dx
  001241  cmp     qword ptr [rbp+0x130],1
  00124c  jne     0x00000000000012de
  001252  mov     r13,[rbp+0x90]
; v4:int = input v
  001259  cmp     qword ptr [rbp+0x148],1
  001264  jne     0x00000000000012de
  00126a  mov     r14,[rbp+0xa8]
  001271  jmp     0x0000000000001297
  001276  mov     rbx,[rbp+0x38]
  00127d  mov     r12,[rbp+0x40]
  001284  mov     r13,[rbp+0x90]
  00128b  mov     r14,[rbp+0xa8]
  001292  jmp     0x0000000000001297
; v5:int = lt v4, 0
; guard_false v5 => magnitude/0 (0) {dx=v3, v=v4} [call manhattan -> d @main@20] [call magnitude -> dy @manhattan@33]
  001297  test    r14,r14
  00129a  jl      0x00000000000012ed
; v7:int = add_nov v3, v4
  0012a0  add     r13,r14
; v8:int = add v1, v7 => main@21/0 (6) {d=v7}
  0012a3  add     r12,r13
  0012a6  jo      0x000000000000130a
; v9:int = add_nov v0, 1
  0012ac  add     rbx,1
; jump_trace T0 => loop/0 (7) {i=v9, total=v8}
  0012b3  mov     [rbp+0x38],rbx
  0012ba  mov     [rbp+0x40],r12
  0012c1  mov     rax,0x8000000000000001
  0012cb  cmp     r12,rax
  0012ce  jl      0x00000000000012d9
  0012d4  jmp     0x00000000000002e6
  0012d9  jmp     0x00000000000000c6
; exits
  0012de  mov     rax,0x6fffffffe
  0012e8  jmp     0x0000000000000027
  0012ed  mov     [rbp+0x90],r13
  0012f4  mov     [rbp+0xa8],r14
  0012fb  mov     rax,0x600000000
  001305  jmp     0x0000000000000027
  00130a  sub     r12,r13
  00130d  mov     [rbp+0x68],r13
  001314  mov     qword ptr [rbp+0x108],1
  00131f  mov     rax,0x600000001
  001329  jmp     0x0000000000000027

; T7: 292 bytes
; v0:int = input i
  001330  cmp     qword ptr [rbp+0xd8],1
  00133b  jne     0x0000000000001404
  001341  mov     rbx,[rbp+0x38]
; v1:int = input total
  001348  cmp     qword ptr [rbp+0xe0],1
  001353  jne     0x0000000000001404
  001359  mov     r12,[rbp+0x40]
; v2:int = input n
  001360  cmp     qword ptr [rbp+0xf0],1
  00136b  jne     0x0000000000001404
; v3:int = input dx
  001371  cmp     qword ptr [rbp+0x130],1
  00137c  jne     0x0000000000001404
  001382  mov     r13,[rbp+0x90]
; v4:int = input v
  001389  cmp     qword ptr [rbp+0x148],1
  001394  jne     0x0000000000001404
  00139a  mov     r14,[rbp+0xa8]
  0013a1  jmp     0x00000000000013d5
  0013a6  mov     rbx,[rbp+0x38]
  0013ad  mov     r12,[rbp+0x40]
  0013b4  mov     r13,[rbp+0x90]
  0013bb  mov     r14,[rbp+0xa8]
  0013c2  jmp     0x00000000000013d5
  0013c7  mov     rbx,[rbp+0x38]
  0013ce  mov     r12,[rbp+0x40]
; v5:int = lt v4, 0
; guard_false v5 => magnitude/0 (0) {dx=v3, v=v4} [call manhattan -> d @main@20] [call magnitude -> dy @manhattan@33]
  0013d5  test    r14,r14
  0013d8  jl      0x0000000000001413
; v7:int = add_nov v3, v4
  0013de  add     r13,r14
; v8:int = add v1, v7 => main@21/0 (6) {d=v7}
  0013e1  add     r12,r13
  0013e4  jo      0x0000000000001430
; v9:int = add_nov v0, 1
  0013ea  add     rbx,1
; jump_trace T0 => loop/0 (7) {i=v9, total=v8}
  0013f1  mov     [rbp+0x38],rbx
  0013f8  mov     [rbp+0x40],r12
  0013ff  jmp     0x00000000000002e6
; exits
  001404  mov     rax,0x7fffffffe
  00140e  jmp     0x0000000000000027
  001413  mov     [rbp+0x90],r13
  00141a  mov     [rbp+0xa8],r14
  001421  mov     rax,0x700000000
  00142b  jmp     0x0000000000000027
  001430  sub     r12,r13
  001433  mov     [rbp+0x68],r13
  00143a  mov     qword ptr [rbp+0x108],1
  001445  mov     rax,0x700000001
  00144f  jmp     0x0000000000000027

; T8: 278 bytes
; v0:int = input i
  001460  cmp     qword ptr [rbp+0xd8],1
  00146b  jne     0x0000000000001526
  001471  mov     rbx,[rbp+0x38]
; v1:int = input total
  001478  cmp     qword ptr [rbp+0xe0],1
  001483  jne     0x0000000000001526
  001489  mov     r12,[rbp+0x40]
; v2:int = input n
  001490  cmp     qword ptr [rbp+0xf0],1
  00149b  jne     0x0000000000001526
; v3:int = input dx
  0014a1  cmp     qword ptr [rbp+0x130],1
  0014ac  jne     0x0000000000001526
  0014b2  mov     r13,[rbp+0x90]
; v4:int = input v
  0014b9  cmp     qword ptr [rbp+0x148],1
  0014c4  jne     0x0000000000001526
  0014ca  mov     r14,[rbp+0xa8]
  0014d1  jmp     0x00000000000014f7
  0014d6  mov     rbx,[rbp+0x38]
  0014dd  mov     r12,[rbp+0x40]
  0014e4  mov     r13,[rbp+0x90]
  0014eb  mov     r14,[rbp+0xa8]
  0014f2  jmp     0x00000000000014f7
; v5:int = lt v4, 0
; guard_false v5 => magnitude/0 (0) {dx=v3, v=v4} [call manhattan -> d @main@20] [call magnitude -> dy @manhattan@33]
  0014f7  test    r14,r14
  0014fa  jl      0x0000000000001535
; v7:int = add_nov v3, v4
  001500  add     r13,r14
; v8:int = add v1, v7 => main@21/0 (6) {d=v7}
  001503  add     r12,r13
  001506  jo      0x0000000000001552
; v9:int = add_nov v0, 1
  00150c  add     rbx,1
; jump_trace T0 => loop/0 (7) {i=v9, total=v8}
  001513  mov     [rbp+0x38],rbx
  00151a  mov     [rbp+0x40],r12
  001521  jmp     0x00000000000002e6
; exits
  001526  mov     rax,0x8fffffffe
  001530  jmp     0x0000000000000027
  001535  mov     [rbp+0x90],r13
  00153c  mov     [rbp+0xa8],r14
  001543  mov     rax,0x800000000
  00154d  jmp     0x0000000000000027
  001552  sub     r12,r13
  001555  mov     [rbp+0x68],r13
  00155c  mov     qword ptr [rbp+0x108],1
  001567  mov     rax,0x800000001
  001571  jmp     0x0000000000000027
