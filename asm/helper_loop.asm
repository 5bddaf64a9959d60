; T0: 1394 bytes
; v0:int = input i
  000080  cmp     qword ptr [rbp+0x178],1
  00008b  jne     0x00000000000002eb
  000091  mov     rbx,[rbp+0x38]
; v1:int = input total
  000098  cmp     qword ptr [rbp+0x180],1
  0000a3  jne     0x00000000000002eb
  0000a9  mov     r12,[rbp+0x40]
; v2:int = input n
  0000b0  cmp     qword ptr [rbp+0x190],1
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
  000366  mov     qword ptr [rbp+0x1b0],1
  000371  mov     [rbp+0x78],r14
  000378  mov     qword ptr [rbp+0x1b8],1
  000383  mov     qword ptr [rbp+0x80],0x12
  00038e  mov     qword ptr [rbp+0x1c0],1
  000399  mov     qword ptr [rbp+0x88],0xd
  0003a4  mov     qword ptr [rbp+0x1c8],1
  0003af  mov     rax,3
  0003b9  jmp     0x0000000000000be7
  0003be  mov     [rbp+0x38],rbx
  0003c5  mov     [rbp+0x40],r12
  0003cc  mov     [rbp+0x90],r13
  0003d3  mov     qword ptr [rbp+0x1d0],1
  0003de  mov     [rbp+0xa8],r14
  0003e5  mov     qword ptr [rbp+0x1e8],1
  0003f0  mov     rax,4
  0003fa  jmp     0x0000000000001187
  0003ff  mov     [rbp+0x38],rbx
  000406  mov     [rbp+0x40],r12
  00040d  mov     [rbp+0xc0],r13
  000414  mov     qword ptr [rbp+0x200],1
  00041f  mov     qword ptr [rbp+0xc8],0x3e8
  00042a  mov     qword ptr [rbp+0x208],1
  000435  mov     rax,5
  00043f  jmp     0x0000000000000027
  000444  sub     r12,r13
  000447  mov     [rbp+0x38],rbx
  00044e  mov     [rbp+0x40],r12
  000455  mov     [rbp+0x68],r13
  00045c  mov     qword ptr [rbp+0x1a8],1
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
  0004e2  mov     qword ptr [rbp+0x1b0],1
  0004ed  mov     [rbp+0x78],r14
  0004f4  mov     qword ptr [rbp+0x1b8],1
  0004ff  mov     qword ptr [rbp+0x80],0x12
  00050a  mov     qword ptr [rbp+0x1c0],1
  000515  mov     qword ptr [rbp+0x88],0xd
  000520  mov     qword ptr [rbp+0x1c8],1
  00052b  mov     rax,0xb
  000535  jmp     0x0000000000000d77
  00053a  mov     [rbp+0x38],rbx
  000541  mov     [rbp+0x40],r12
  000548  mov     [rbp+0x90],r13
  00054f  mov     qword ptr [rbp+0x1d0],1
  00055a  mov     [rbp+0xa8],r14
  000561  mov     qword ptr [rbp+0x1e8],1
  00056c  mov     rax,0xc
  000576  jmp     0x0000000000001397
  00057b  mov     [rbp+0x38],rbx
  000582  mov     [rbp+0x40],r12
  000589  mov     [rbp+0xc0],r13
  000590  mov     qword ptr [rbp+0x200],1
  00059b  mov     qword ptr [rbp+0xc8],0x3e8
  0005a6  mov     qword ptr [rbp+0x208],1
  0005b1  mov     rax,0xd
  0005bb  jmp     0x0000000000000027
  0005c0  sub     r12,r13
  0005c3  mov     [rbp+0x38],rbx
  0005ca  mov     [rbp+0x40],r12
  0005d1  mov     [rbp+0x68],r13
  0005d8  mov     qword ptr [rbp+0x1a8],1
  0005e3  mov     rax,0xe
  0005ed  jmp     0x0000000000000027

; T1: 1352 bytes
; v0:int = input i
  000600  cmp     qword ptr [rbp+0x178],1
  00060b  jne     0x000000000000086d
  000611  mov     rbx,[rbp+0x38]
; v1:int = input total
  000618  cmp     qword ptr [rbp+0x180],1
  000623  jne     0x000000000000086d
  000629  mov     r12,[rbp+0x40]
; v2:int = input n
  000630  cmp     qword ptr [rbp+0x190],1
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
  0008e8  mov     qword ptr [rbp+0x1b8],1
  0008f3  mov     qword ptr [rbp+0x88],0xd
  0008fe  mov     qword ptr [rbp+0x1c8],1
  000909  mov     [rbp+0xa8],r13
  000910  mov     qword ptr [rbp+0x1e8],1
  00091b  mov     rax,0x100000003
  000925  jmp     0x0000000000000027
  00092a  mov     [rbp+0x38],rbx
  000931  mov     [rbp+0x40],r12
  000938  mov     [rbp+0x90],r13
  00093f  mov     qword ptr [rbp+0x1d0],1
  00094a  mov     [rbp+0xa8],r14
  000951  mov     qword ptr [rbp+0x1e8],1
  00095c  mov     rax,0x100000004
  000966  jmp     0x0000000000000027
  00096b  mov     [rbp+0x38],rbx
  000972  mov     [rbp+0x40],r12
  000979  mov     [rbp+0xc0],r13
  000980  mov     qword ptr [rbp+0x200],1
  00098b  mov     qword ptr [rbp+0xc8],0x3e8
  000996  mov     qword ptr [rbp+0x208],1
  0009a1  mov     rax,0x100000005
  0009ab  jmp     0x0000000000000027
  0009b0  sub     r12,r13
  0009b3  mov     [rbp+0x38],rbx
  0009ba  mov     [rbp+0x40],r12
  0009c1  mov     [rbp+0x68],r13
  0009c8  mov     qword ptr [rbp+0x1a8],1
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
  000a4e  mov     qword ptr [rbp+0x1b8],1
  000a59  mov     qword ptr [rbp+0x88],0xd
  000a64  mov     qword ptr [rbp+0x1c8],1
  000a6f  mov     [rbp+0xa8],r13
  000a76  mov     qword ptr [rbp+0x1e8],1
  000a81  mov     rax,0x10000000b
  000a8b  jmp     0x0000000000000f07
  000a90  mov     [rbp+0x38],rbx
  000a97  mov     [rbp+0x40],r12
  000a9e  mov     [rbp+0x90],r13
  000aa5  mov     qword ptr [rbp+0x1d0],1
  000ab0  mov     [rbp+0xa8],r14
  000ab7  mov     qword ptr [rbp+0x1e8],1
  000ac2  mov     rax,0x10000000c
  000acc  jmp     0x0000000000000027
  000ad1  mov     [rbp+0x38],rbx
  000ad8  mov     [rbp+0x40],r12
  000adf  mov     [rbp+0xc0],r13
  000ae6  mov     qword ptr [rbp+0x200],1
  000af1  mov     qword ptr [rbp+0xc8],0x3e8
  000afc  mov     qword ptr [rbp+0x208],1
  000b07  mov     rax,0x10000000d
  000b11  jmp     0x0000000000000027
  000b16  sub     r12,r13
  000b19  mov     [rbp+0x38],rbx
  000b20  mov     [rbp+0x40],r12
  000b27  mov     [rbp+0x68],r13
  000b2e  mov     qword ptr [rbp+0x1a8],1
  000b39  mov     rax,0x10000000e
  000b43  jmp     0x0000000000000027

; T2: 400 bytes
; v0:int = input i
  000b50  cmp     qword ptr [rbp+0x178],1
  000b5b  jne     0x0000000000000c43
  000b61  mov     rbx,[rbp+0x38]
; v1:int = input total
  000b68  cmp     qword ptr [rbp+0x180],1
  000b73  jne     0x0000000000000c43
  000b79  mov     r12,[rbp+0x40]
; v2:int = input n
  000b80  cmp     qword ptr [rbp+0x190],1
  000b8b  jne     0x0000000000000c43
; v3:int = input x
  000b91  cmp     qword ptr [rbp+0x1b0],1
  000b9c  jne     0x0000000000000c43
  000ba2  mov     r13,[rbp+0x70]
; v4:int = input y
  000ba9  cmp     qword ptr [rbp+0x1b8],1
  000bb4  jne     0x0000000000000c43
  000bba  mov     r14,[rbp+0x78]
  000bc1  jmp     0x0000000000000be7
  000bc6  mov     rbx,[rbp+0x38]
  000bcd  mov     r12,[rbp+0x40]
  000bd4  mov     r13,[rbp+0x70]
  000bdb  mov     r14,[rbp+0x78]
  000be2  jmp     0x0000000000000be7
; v5:int = sub_nov v3, 18
  000be7  sub     r13,0x12
; v6:int = sub_nov 0, v5
  000bee  xor     r11d,r11d
  000bf1  sub     r11,r13
  000bf4  mov     r13,r11
; v7:int = sub_nov v4, 13
  000bf7  sub     r14,0xd
; v8:int = lt v7, 0
; guard_true v8 => magnitude/0 (4) {dx=v6, v=v7} [call manhattan -> d @main@20] [call magnitude -> dy @manhattan@33]
  000bfe  test    r14,r14
  000c01  jge     0x0000000000000c52
; v10:int = sub_nov 0, v7
  000c07  xor     r11d,r11d
  000c0a  sub     r11,r14
  000c0d  mov     r14,r11
; v11:int = add_nov v6, v10
  000c10  add     r13,r14
; v12:int = gt v11, 1000
; guard_false v12 => at_most/0 (8) {v=v11, hi=1000} [call at_most -> d @main@21]
  000c13  cmp     r13,0x3e8
  000c1a  jg      0x0000000000000c85
; v14:int = add v1, v11 => main@21/0 (10) {d=v11}
  000c20  add     r12,r13
  000c23  jo      0x0000000000000cbc
; v15:int = add_nov v0, 1
  000c29  add     rbx,1
; jump_trace T1 => loop/0 (11) {i=v15, total=v14}
  000c30  mov     [rbp+0x38],rbx
  000c37  mov     [rbp+0x40],r12
  000c3e  jmp     0x0000000000000868
; exits
  000c43  mov     rax,0x2fffffffe
  000c4d  jmp     0x0000000000000027
  000c52  mov     [rbp+0x90],r13
  000c59  mov     qword ptr [rbp+0x1d0],1
  000c64  mov     [rbp+0xa8],r14
  000c6b  mov     qword ptr [rbp+0x1e8],1
  000c76  mov     rax,0x200000000
  000c80  jmp     0x0000000000001087
  000c85  mov     [rbp+0xc0],r13
  000c8c  mov     qword ptr [rbp+0x200],1
  000c97  mov     qword ptr [rbp+0xc8],0x3e8
  000ca2  mov     qword ptr [rbp+0x208],1
  000cad  mov     rax,0x200000001
  000cb7  jmp     0x0000000000000027
  000cbc  sub     r12,r13
  000cbf  mov     [rbp+0x68],r13
  000cc6  mov     qword ptr [rbp+0x1a8],1
  000cd1  mov     rax,0x200000002
  000cdb  jmp     0x0000000000000027

; T3: 400 bytes
; v0:int = input i
  000ce0  cmp     qword ptr [rbp+0x178],1
  000ceb  jne     0x0000000000000dd3
  000cf1  mov     rbx,[rbp+0x38]
; v1:int = input total
  000cf8  cmp     qword ptr [rbp+0x180],1
  000d03  jne     0x0000000000000dd3
  000d09  mov     r12,[rbp+0x40]
; v2:int = input n
  000d10  cmp     qword ptr [rbp+0x190],1
  000d1b  jne     0x0000000000000dd3
; v3:int = input x
  000d21  cmp     qword ptr [rbp+0x1b0],1
  000d2c  jne     0x0000000000000dd3
  000d32  mov     r13,[rbp+0x70]
; v4:int = input y
  000d39  cmp     qword ptr [rbp+0x1b8],1
  000d44  jne     0x0000000000000dd3
  000d4a  mov     r14,[rbp+0x78]
  000d51  jmp     0x0000000000000d77
  000d56  mov     rbx,[rbp+0x38]
  000d5d  mov     r12,[rbp+0x40]
  000d64  mov     r13,[rbp+0x70]
  000d6b  mov     r14,[rbp+0x78]
  000d72  jmp     0x0000000000000d77
; v5:int = sub_nov v3, 18
  000d77  sub     r13,0x12
; v6:int = sub_nov 0, v5
  000d7e  xor     r11d,r11d
  000d81  sub     r11,r13
  000d84  mov     r13,r11
; v7:int = sub_nov v4, 13
  000d87  sub     r14,0xd
; v8:int = lt v7, 0
; guard_true v8 => magnitude/0 (4) {dx=v6, v=v7} [call manhattan -> d @main@20] [call magnitude -> dy @manhattan@33]
  000d8e  test    r14,r14
  000d91  jge     0x0000000000000de2
; v10:int = sub_nov 0, v7
  000d97  xor     r11d,r11d
  000d9a  sub     r11,r14
  000d9d  mov     r14,r11
; v11:int = add_nov v6, v10
  000da0  add     r13,r14
; v12:int = gt v11, 1000
; guard_false v12 => at_most/0 (8) {v=v11, hi=1000} [call at_most -> d @main@21]
  000da3  cmp     r13,0x3e8
  000daa  jg      0x0000000000000e15
; v14:int = add v1, v11 => main@21/0 (10) {d=v11}
  000db0  add     r12,r13
  000db3  jo      0x0000000000000e4c
; v15:int = add_nov v0, 1
  000db9  add     rbx,1
; jump_trace T0 => loop/0 (11) {i=v15, total=v14}
  000dc0  mov     [rbp+0x38],rbx
  000dc7  mov     [rbp+0x40],r12
  000dce  jmp     0x00000000000002e6
; exits
  000dd3  mov     rax,0x3fffffffe
  000ddd  jmp     0x0000000000000027
  000de2  mov     [rbp+0x90],r13
  000de9  mov     qword ptr [rbp+0x1d0],1
  000df4  mov     [rbp+0xa8],r14
  000dfb  mov     qword ptr [rbp+0x1e8],1
  000e06  mov     rax,0x300000000
  000e10  jmp     0x0000000000001297
  000e15  mov     [rbp+0xc0],r13
  000e1c  mov     qword ptr [rbp+0x200],1
  000e27  mov     qword ptr [rbp+0xc8],0x3e8
  000e32  mov     qword ptr [rbp+0x208],1
  000e3d  mov     rax,0x300000001
  000e47  jmp     0x0000000000000027
  000e4c  sub     r12,r13
  000e4f  mov     [rbp+0x68],r13
  000e56  mov     qword ptr [rbp+0x1a8],1
  000e61  mov     rax,0x300000002
  000e6b  jmp     0x0000000000000027

; T4: 382 bytes
; v0:int = input i
  000e70  cmp     qword ptr [rbp+0x178],1
  000e7b  jne     0x0000000000000f5c
  000e81  mov     rbx,[rbp+0x38]
; v1:int = input total
  000e88  cmp     qword ptr [rbp+0x180],1
  000e93  jne     0x0000000000000f5c
  000e99  mov     r12,[rbp+0x40]
; v2:int = input n
  000ea0  cmp     qword ptr [rbp+0x190],1
  000eab  jne     0x0000000000000f5c
; v3:int = input y
  000eb1  cmp     qword ptr [rbp+0x1b8],1
  000ebc  jne     0x0000000000000f5c
  000ec2  mov     r13,[rbp+0x78]
; v4:int = input v
  000ec9  cmp     qword ptr [rbp+0x1e8],1
  000ed4  jne     0x0000000000000f5c
  000eda  mov     r14,[rbp+0xa8]
  000ee1  jmp     0x0000000000000f10
  000ee6  mov     rbx,[rbp+0x38]
  000eed  mov     r12,[rbp+0x40]
  000ef4  mov     r13,[rbp+0x78]
  000efb  mov     r14,[rbp+0xa8]
  000f02  jmp     0x0000000000000f10
  000f07  mov     r11,r13
  000f0a  mov     r13,r14
  000f0d  mov     r14,r11
; v5:int = sub_nov v3, 13
  000f10  sub     r13,0xd
; v6:int = lt v5, 0
; guard_true v6 => magnitude/0 (3) {dx=v4, v=v5} [call manhattan -> d @main@20] [call magnitude -> dy @manhattan@33]
  000f17  test    r13,r13
  000f1a  jge     0x0000000000000f6b
; v8:int = sub_nov 0, v5
  000f20  xor     r11d,r11d
  000f23  sub     r11,r13
  000f26  mov     r13,r11
; v9:int = add_nov v4, v8
  000f29  add     r14,r13
; v10:int = gt v9, 1000
; guard_false v10 => at_most/0 (7) {v=v9, hi=1000} [call at_most -> d @main@21]
  000f2c  cmp     r14,0x3e8
  000f33  jg      0x0000000000000f93
; v12:int = add v1, v9 => main@21/0 (9) {d=v9}
  000f39  add     r12,r14
  000f3c  jo      0x0000000000000fca
; v13:int = add_nov v0, 1
  000f42  add     rbx,1
; jump_trace T0 => loop/0 (10) {i=v13, total=v12}
  000f49  mov     [rbp+0x38],rbx
  000f50  mov     [rbp+0x40],r12
  000f57  jmp     0x00000000000002e6
; exits
  000f5c  mov     rax,0x4fffffffe
  000f66  jmp     0x0000000000000027
  000f6b  mov     [rbp+0x90],r14
  000f72  mov     qword ptr [rbp+0x1d0],1
  000f7d  mov     [rbp+0xa8],r13
  000f84  mov     rax,0x400000000
  000f8e  jmp     0x0000000000000027
  000f93  mov     [rbp+0xc0],r14
  000f9a  mov     qword ptr [rbp+0x200],1
  000fa5  mov     qword ptr [rbp+0xc8],0x3e8
  000fb0  mov     qword ptr [rbp+0x208],1
  000fbb  mov     rax,0x400000001
  000fc5  jmp     0x0000000000000027
  000fca  sub     r12,r14
  000fcd  mov     [rbp+0x68],r14
  000fd4  mov     qword ptr [rbp+0x1a8],1
  000fdf  mov     rax,0x400000002
  000fe9  jmp     0x0000000000000027

; T5: 254 bytes
; v0:int = input i
  000ff0  cmp     qword ptr [rbp+0x178],1
  000ffb  jne     0x00000000000010bb
  001001  mov     rbx,[rbp+0x38]
; v1:int = input total
  001008  cmp     qword ptr [rbp+0x180],1
  001013  jne     0x00000000000010bb
  001019  mov     r12,[rbp+0x40]
; v2:int = input n
  001020  cmp     qword ptr [rbp+0x190],1
  00102b  jne     0x00000000000010bb
; v3:int = input dx
  001031  cmp     qword ptr [rbp+0x1d0],1
  00103c  jne     0x00000000000010bb
  001042  mov     r13,[rbp+0x90]
; v4:int = input v
  001049  cmp     qword ptr [rbp+0x1e8],1
  001054  jne     0x00000000000010bb
  00105a  mov     r14,[rbp+0xa8]
  001061  jmp     0x0000000000001095
  001066  mov     rbx,[rbp+0x38]
  00106d  mov     r12,[rbp+0x40]
  001074  mov     r13,[rbp+0x90]
  00107b  mov     r14,[rbp+0xa8]
  001082  jmp     0x0000000000001095
  001087  mov     rbx,[rbp+0x38]
  00108e  mov     r12,[rbp+0x40]
; v5:int = add_nov v3, v4
  001095  add     r13,r14
; v6:int = add v1, v5 => main@21/0 (6) {d=v5}
  001098  add     r12,r13
  00109b  jo      0x00000000000010ca
; v7:int = add_nov v0, 1
  0010a1  add     rbx,1
; jump_trace T0 => loop/0 (7) {i=v7, total=v6}
  0010a8  mov     [rbp+0x38],rbx
  0010af  mov     [rbp+0x40],r12
  0010b6  jmp     0x00000000000002e6
; exits
  0010bb  mov     rax,0x5fffffffe
  0010c5  jmp     0x0000000000000027
  0010ca  sub     r12,r13
  0010cd  mov     [rbp+0x68],r13
  0010d4  mov     qword ptr [rbp+0x1a8],1
  0010df  mov     rax,0x500000000
  0010e9  jmp     0x0000000000000027

; T6: 264 bytes
; v0:int = input i
  0010f0  cmp     qword ptr [rbp+0x178],1
  0010fb  jne     0x00000000000011c5
  001101  mov     rbx,[rbp+0x38]
; v1:int = input total
  001108  cmp     qword ptr [rbp+0x180],1
  001113  jne     0x00000000000011c5
  001119  mov     r12,[rbp+0x40]
; v2:int = input n
  001120  cmp     qword ptr [rbp+0x190],1
  00112b  jne     0x00000000000011c5
; v3:int = input dx
  001131  cmp     qword ptr [rbp+0x1d0],1
  00113c  jne     0x00000000000011c5
  001142  mov     r13,[rbp+0x90]
; v4:int = input v
  001149  cmp     qword ptr [rbp+0x1e8],1
  001154  jne     0x00000000000011c5
  00115a  mov     r14,[rbp+0xa8]
  001161  jmp     0x0000000000001187
  001166  mov     rbx,[rbp+0x38]
  00116d  mov     r12,[rbp+0x40]
  001174  mov     r13,[rbp+0x90]
  00117b  mov     r14,[rbp+0xa8]
  001182  jmp     0x0000000000001187
; v5:int = add_nov v3, v4
  001187  add     r13,r14
; v6:int = add v1, v5 => main@21/0 (6) {d=v5}
  00118a  add     r12,r13
  00118d  jo      0x00000000000011d4
; v7:int = add_nov v0, 1
  001193  add     rbx,1
; jump_trace T0 => loop/0 (7) {i=v7, total=v6}
  00119a  mov     [rbp+0x38],rbx
  0011a1  mov     [rbp+0x40],r12
  0011a8  mov     rax,0x8000000000000001
  0011b2  cmp     r12,rax
  0011b5  jl      0x00000000000011c0
  0011bb  jmp     0x00000000000002e6
  0011c0  jmp     0x00000000000000c6
; exits
  0011c5  mov     rax,0x6fffffffe
  0011cf  jmp     0x0000000000000027
  0011d4  sub     r12,r13
  0011d7  mov     [rbp+0x68],r13
  0011de  mov     qword ptr [rbp+0x1a8],1
  0011e9  mov     rax,0x600000000
  0011f3  jmp     0x0000000000000027

; T7: 254 bytes
; v0:int = input i
  001200  cmp     qword ptr [rbp+0x178],1
  00120b  jne     0x00000000000012cb
  001211  mov     rbx,[rbp+0x38]
; v1:int = input total
  001218  cmp     qword ptr [rbp+0x180],1
  001223  jne     0x00000000000012cb
  001229  mov     r12,[rbp+0x40]
; v2:int = input n
  001230  cmp     qword ptr [rbp+0x190],1
  00123b  jne     0x00000000000012cb
; v3:int = input dx
  001241  cmp     qword ptr [rbp+0x1d0],1
  00124c  jne     0x00000000000012cb
  001252  mov     r13,[rbp+0x90]
; v4:int = input v
  001259  cmp     qword ptr [rbp+0x1e8],1
  001264  jne     0x00000000000012cb
  00126a  mov     r14,[rbp+0xa8]
  001271  jmp     0x00000000000012a5
  001276  mov     rbx,[rbp+0x38]
  00127d  mov     r12,[rbp+0x40]
  001284  mov     r13,[rbp+0x90]
  00128b  mov     r14,[rbp+0xa8]
  001292  jmp     0x00000000000012a5
  001297  mov     rbx,[rbp+0x38]
  00129e  mov     r12,[rbp+0x40]
; v5:int = add_nov v3, v4
  0012a5  add     r13,r14
; v6:int = add v1, v5 => main@21/0 (6) {d=v5}
  0012a8  add     r12,r13
  0012ab  jo      0x00000000000012da
; v7:int = add_nov v0, 1
  0012b1  add     rbx,1
; jump_trace T0 => loop/0 (7) {i=v7, total=v6}
  0012b8  mov     [rbp+0x38],rbx
  0012bf  mov     [rbp+0x40],r12
  0012c6  jmp     0x00000000000002e6
; exits
  0012cb  mov     rax,0x7fffffffe
  0012d5  jmp     0x0000000000000027
  0012da  sub     r12,r13
  0012dd  mov     [rbp+0x68],r13
  0012e4  mov     qword ptr [rbp+0x1a8],1
  0012ef  mov     rax,0x700000000
  0012f9  jmp     0x0000000000000027

; T8: 240 bytes
; v0:int = input i
  001300  cmp     qword ptr [rbp+0x178],1
  00130b  jne     0x00000000000013bd
  001311  mov     rbx,[rbp+0x38]
; v1:int = input total
  001318  cmp     qword ptr [rbp+0x180],1
  001323  jne     0x00000000000013bd
  001329  mov     r12,[rbp+0x40]
; v2:int = input n
  001330  cmp     qword ptr [rbp+0x190],1
  00133b  jne     0x00000000000013bd
; v3:int = input dx
  001341  cmp     qword ptr [rbp+0x1d0],1
  00134c  jne     0x00000000000013bd
  001352  mov     r13,[rbp+0x90]
; v4:int = input v
  001359  cmp     qword ptr [rbp+0x1e8],1
  001364  jne     0x00000000000013bd
  00136a  mov     r14,[rbp+0xa8]
  001371  jmp     0x0000000000001397
  001376  mov     rbx,[rbp+0x38]
  00137d  mov     r12,[rbp+0x40]
  001384  mov     r13,[rbp+0x90]
  00138b  mov     r14,[rbp+0xa8]
  001392  jmp     0x0000000000001397
; v5:int = add_nov v3, v4
  001397  add     r13,r14
; v6:int = add v1, v5 => main@21/0 (6) {d=v5}
  00139a  add     r12,r13
  00139d  jo      0x00000000000013cc
; v7:int = add_nov v0, 1
  0013a3  add     rbx,1
; jump_trace T0 => loop/0 (7) {i=v7, total=v6}
  0013aa  mov     [rbp+0x38],rbx
  0013b1  mov     [rbp+0x40],r12
  0013b8  jmp     0x00000000000002e6
; exits
  0013bd  mov     rax,0x8fffffffe
  0013c7  jmp     0x0000000000000027
  0013cc  sub     r12,r13
  0013cf  mov     [rbp+0x68],r13
  0013d6  mov     qword ptr [rbp+0x1a8],1
  0013e1  mov     rax,0x800000000
  0013eb  jmp     0x0000000000000027
