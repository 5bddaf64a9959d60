; T0: 1426 bytes
; v0:int = input i
  000080  cmp     qword ptr [rbp+0x180],1
  00008b  jne     0x000000000000030b
  000091  mov     rbx,[rbp+0x40]
; v1:int = input total
  000098  cmp     qword ptr [rbp+0x188],1
  0000a3  jne     0x000000000000030b
  0000a9  mov     r12,[rbp+0x48]
; v2:int = input n
  0000b0  cmp     qword ptr [rbp+0x198],1
  0000bb  jne     0x000000000000030b
  0000c1  jmp     0x00000000000000d4
  0000c6  mov     rbx,[rbp+0x40]
  0000cd  mov     r12,[rbp+0x48]
; v3:int = lt v0, 1000
; guard_true v3 => loop/0 (0) {i=v0, total=v1}
  0000d4  cmp     rbx,0x3e8
  0000db  jge     0x000000000000031a
; v5:int = mod v0, 37 => body/0 (1) {i=v0, total=v1}
  0000e1  mov     r11,0x25
  0000e8  mov     rax,rbx
  0000eb  test    r11,r11
  0000ee  je      0x0000000000000337
  0000f4  cmp     r11,0xffffffffffffffff
  0000fb  jne     0x0000000000000114
  000101  mov     rdx,0x8000000000000000
  00010b  cmp     rax,rdx
  00010e  je      0x0000000000000337
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
  000141  je      0x0000000000000354
  000147  cmp     r11,0xffffffffffffffff
  00014e  jne     0x0000000000000167
  000154  mov     rdx,0x8000000000000000
  00015e  cmp     rax,rdx
  000161  je      0x0000000000000354
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
  00018f  jg      0x0000000000000371
; v9:int = sub_nov v5, 18
  000195  sub     r13,0x12
; v10:int = sub_nov v6, 13
  00019c  sub     r14,0xd
; v11:int = lt v10, 0
; guard_true v11 => magnitude/0 (6) {i=v0, total=v1, dx=v9, v=v10} [call manhattan -> d @main@20] [call magnitude -> dy @manhattan@33]
  0001a3  test    r14,r14
  0001a6  jge     0x00000000000003de
; v13:int = sub_nov 0, v10
  0001ac  xor     r11d,r11d
  0001af  sub     r11,r14
  0001b2  mov     r14,r11
; v14:int = add_nov v9, v13
  0001b5  add     r13,r14
; v15:int = gt v14, 1000
; guard_false v15 => at_most/0 (10) {i=v0, total=v1, v=v14, hi=1000} [call at_most -> d @main@21]
  0001b8  cmp     r13,0x3e8
  0001bf  jg      0x000000000000041f
; v17:int = add v1, v14 => main@21/0 (12) {i=v0, total=v1, d=v14}
  0001c5  add     r12,r13
  0001c8  jo      0x0000000000000464
; v18:int = add_nov v0, 1
  0001ce  add     rbx,1
; guard_steps => loop/0 (13) {i=v18, total=v17}
; v20:int = phi i v18
; v21:int = phi total v17
; loop (13) {i=v20, total=v21}
  0001d5  nop     [rax+rax]
  0001de  nop     [rax+rax]
  0001e7  nop     [rax+rax]
  0001f0  nop     [rax+rax]
  0001f9  nop     [rax]
; v23:int = lt v20, 1000
; guard_true v23 => loop/0 (0) {i=v20, total=v21}
  000200  cmp     rbx,0x3e8
  000207  jge     0x0000000000000496
; v25:int = mod v20, 37 => body/0 (1) {i=v20, total=v21}
  00020d  mov     r11,0x25
  000214  mov     rax,rbx
  000217  test    r11,r11
  00021a  je      0x00000000000004b3
  000220  cmp     r11,0xffffffffffffffff
  000227  jne     0x0000000000000240
  00022d  mov     rdx,0x8000000000000000
  000237  cmp     rax,rdx
  00023a  je      0x00000000000004b3
  000240  cqo
  000242  idiv    r11
  000245  test    rdx,rdx
  000248  je      0x000000000000025d
  00024e  mov     rax,rdx
  000251  xor     rax,r11
  000254  jns     0x000000000000025d
  00025a  add     rdx,r11
  00025d  mov     r13,rdx
; v26:int = div v20, 37 => body/0 (1) {i=v20, total=v21}
  000260  mov     r11,0x25
  000267  mov     rax,rbx
  00026a  test    r11,r11
  00026d  je      0x00000000000004d0
  000273  cmp     r11,0xffffffffffffffff
  00027a  jne     0x0000000000000293
  000280  mov     rdx,0x8000000000000000
  00028a  cmp     rax,rdx
  00028d  je      0x00000000000004d0
  000293  cqo
  000295  idiv    r11
  000298  test    rdx,rdx
  00029b  je      0x00000000000002ae
  0002a1  xor     rdx,r11
  0002a4  jns     0x00000000000002ae
  0002aa  sub     rax,1
  0002ae  mov     r14,rax
; v27:int = le 18, v25
; guard_true v27 => manhattan/0 (2) {i=v20, total=v21, x=v25, y=v26, tx=18, ty=13} [call manhattan -> d @main@20]
  0002b1  mov     r11,0x12
  0002b8  cmp     r11,r13
  0002bb  jg      0x00000000000004ed
; v29:int = sub_nov v25, 18
  0002c1  sub     r13,0x12
; v30:int = sub_nov v26, 13
  0002c8  sub     r14,0xd
; v31:int = lt v30, 0
; guard_true v31 => magnitude/0 (6) {i=v20, total=v21, dx=v29, v=v30} [call manhattan -> d @main@20] [call magnitude -> dy @manhattan@33]
  0002cf  test    r14,r14
  0002d2  jge     0x000000000000055a
; v33:int = sub_nov 0, v30
  0002d8  xor     r11d,r11d
  0002db  sub     r11,r14
  0002de  mov     r14,r11
; v34:int = add_nov v29, v33
  0002e1  add     r13,r14
; v35:int = gt v34, 1000
; guard_false v35 => at_most/0 (10) {i=v20, total=v21, v=v34, hi=1000} [call at_most -> d @main@21]
  0002e4  cmp     r13,0x3e8
  0002eb  jg      0x000000000000059b
; v37:int = add v21, v34 => main@21/0 (12) {i=v20, total=v21, d=v34}
  0002f1  add     r12,r13
  0002f4  jo      0x00000000000005e0
; v38:int = add_nov v20, 1
  0002fa  add     rbx,1
; guard_steps => loop/0 (13) {i=v38, total=v37}
; jump (13) v20 <- v38, v21 <- v37
  000301  jmp     0x0000000000000200
; body entry
  000306  jmp     0x0000000000000200
; exits
  00030b  mov     rax,0xfffffffe
  000315  jmp     0x0000000000000027
  00031a  mov     [rbp+0x40],rbx
  000321  mov     [rbp+0x48],r12
  000328  mov     rax,0
  000332  jmp     0x0000000000000027
  000337  mov     [rbp+0x40],rbx
  00033e  mov     [rbp+0x48],r12
  000345  mov     rax,1
  00034f  jmp     0x0000000000000027
  000354  mov     [rbp+0x40],rbx
  00035b  mov     [rbp+0x48],r12
  000362  mov     rax,2
  00036c  jmp     0x0000000000000027
  000371  mov     [rbp+0x40],rbx
  000378  mov     [rbp+0x48],r12
  00037f  mov     [rbp+0x78],r13
  000386  mov     qword ptr [rbp+0x1b8],1
  000391  mov     [rbp+0x80],r14
  000398  mov     qword ptr [rbp+0x1c0],1
  0003a3  mov     qword ptr [rbp+0x88],0x12
  0003ae  mov     qword ptr [rbp+0x1c8],1
  0003b9  mov     qword ptr [rbp+0x90],0xd
  0003c4  mov     qword ptr [rbp+0x1d0],1
  0003cf  mov     rax,3
  0003d9  jmp     0x0000000000000c57
  0003de  mov     [rbp+0x40],rbx
  0003e5  mov     [rbp+0x48],r12
  0003ec  mov     [rbp+0x98],r13
  0003f3  mov     qword ptr [rbp+0x1d8],1
  0003fe  mov     [rbp+0xb0],r14
  000405  mov     qword ptr [rbp+0x1f0],1
  000410  mov     rax,4
  00041a  jmp     0x00000000000012d7
  00041f  mov     [rbp+0x40],rbx
  000426  mov     [rbp+0x48],r12
  00042d  mov     [rbp+0xc8],r13
  000434  mov     qword ptr [rbp+0x208],1
  00043f  mov     qword ptr [rbp+0xd0],0x3e8
  00044a  mov     qword ptr [rbp+0x210],1
  000455  mov     rax,5
  00045f  jmp     0x0000000000000027
  000464  sub     r12,r13
  000467  mov     [rbp+0x40],rbx
  00046e  mov     [rbp+0x48],r12
  000475  mov     [rbp+0x70],r13
  00047c  mov     qword ptr [rbp+0x1b0],1
  000487  mov     rax,6
  000491  jmp     0x0000000000000027
  000496  mov     [rbp+0x40],rbx
  00049d  mov     [rbp+0x48],r12
  0004a4  mov     rax,8
  0004ae  jmp     0x0000000000000027
  0004b3  mov     [rbp+0x40],rbx
  0004ba  mov     [rbp+0x48],r12
  0004c1  mov     rax,9
  0004cb  jmp     0x0000000000000027
  0004d0  mov     [rbp+0x40],rbx
  0004d7  mov     [rbp+0x48],r12
  0004de  mov     rax,0xa
  0004e8  jmp     0x0000000000000027
  0004ed  mov     [rbp+0x40],rbx
  0004f4  mov     [rbp+0x48],r12
  0004fb  mov     [rbp+0x78],r13
  000502  mov     qword ptr [rbp+0x1b8],1
  00050d  mov     [rbp+0x80],r14
  000514  mov     qword ptr [rbp+0x1c0],1
  00051f  mov     qword ptr [rbp+0x88],0x12
  00052a  mov     qword ptr [rbp+0x1c8],1
  000535  mov     qword ptr [rbp+0x90],0xd
  000540  mov     qword ptr [rbp+0x1d0],1
  00054b  mov     rax,0xb
  000555  jmp     0x0000000000000e17
  00055a  mov     [rbp+0x40],rbx
  000561  mov     [rbp+0x48],r12
  000568  mov     [rbp+0x98],r13
  00056f  mov     qword ptr [rbp+0x1d8],1
  00057a  mov     [rbp+0xb0],r14
  000581  mov     qword ptr [rbp+0x1f0],1
  00058c  mov     rax,0xc
  000596  jmp     0x0000000000001557
  00059b  mov     [rbp+0x40],rbx
  0005a2  mov     [rbp+0x48],r12
  0005a9  mov     [rbp+0xc8],r13
  0005b0  mov     qword ptr [rbp+0x208],1
  0005bb  mov     qword ptr [rbp+0xd0],0x3e8
  0005c6  mov     qword ptr [rbp+0x210],1
  0005d1  mov     rax,0xd
  0005db  jmp     0x0000000000000027
  0005e0  sub     r12,r13
  0005e3  mov     [rbp+0x40],rbx
  0005ea  mov     [rbp+0x48],r12
  0005f1  mov     [rbp+0x70],r13
  0005f8  mov     qword ptr [rbp+0x1b0],1
  000603  mov     rax,0xe
  00060d  jmp     0x0000000000000027

; T1: 1384 bytes
; v0:int = input i
  000640  cmp     qword ptr [rbp+0x180],1
  00064b  jne     0x00000000000008cd
  000651  mov     rbx,[rbp+0x40]
; v1:int = input total
  000658  cmp     qword ptr [rbp+0x188],1
  000663  jne     0x00000000000008cd
  000669  mov     r12,[rbp+0x48]
; v2:int = input n
  000670  cmp     qword ptr [rbp+0x198],1
  00067b  jne     0x00000000000008cd
  000681  jmp     0x0000000000000694
  000686  mov     rbx,[rbp+0x40]
  00068d  mov     r12,[rbp+0x48]
; v3:int = lt v0, 1000
; guard_true v3 => loop/0 (0) {i=v0, total=v1}
  000694  cmp     rbx,0x3e8
  00069b  jge     0x00000000000008dc
; v5:int = mod v0, 37 => body/0 (1) {i=v0, total=v1}
  0006a1  mov     r11,0x25
  0006a8  mov     rax,rbx
  0006ab  test    r11,r11
  0006ae  je      0x00000000000008f9
  0006b4  cmp     r11,0xffffffffffffffff
  0006bb  jne     0x00000000000006d4
  0006c1  mov     rdx,0x8000000000000000
  0006cb  cmp     rax,rdx
  0006ce  je      0x00000000000008f9
  0006d4  cqo
  0006d6  idiv    r11
  0006d9  test    rdx,rdx
  0006dc  je      0x00000000000006f1
  0006e2  mov     rax,rdx
  0006e5  xor     rax,r11
  0006e8  jns     0x00000000000006f1
  0006ee  add     rdx,r11
  0006f1  mov     r13,rdx
; v6:int = div v0, 37 => body/0 (1) {i=v0, total=v1}
  0006f4  mov     r11,0x25
  0006fb  mov     rax,rbx
  0006fe  test    r11,r11
  000701  je      0x0000000000000916
  000707  cmp     r11,0xffffffffffffffff
  00070e  jne     0x0000000000000727
  000714  mov     rdx,0x8000000000000000
  00071e  cmp     rax,rdx
  000721  je      0x0000000000000916
  000727  cqo
  000729  idiv    r11
  00072c  test    rdx,rdx
  00072f  je      0x0000000000000742
  000735  xor     rdx,r11
  000738  jns     0x0000000000000742
  00073e  sub     rax,1
  000742  mov     r14,rax
; v7:int = sub_nov v5, 18
  000745  sub     r13,0x12
; v8:int = lt v7, 0
; guard_true v8 => magnitude/0 (3) {i=v0, total=v1, y=v6, ty=13, v=v7} [call manhattan -> d @main@20] [call magnitude -> dx @manhattan@31]
  00074c  test    r13,r13
  00074f  jge     0x0000000000000933
; v10:int = sub_nov 0, v7
  000755  xor     r11d,r11d
  000758  sub     r11,r13
  00075b  mov     r13,r11
; v11:int = sub_nov v6, 13
  00075e  sub     r14,0xd
; v12:int = lt v11, 0
; guard_true v12 => magnitude/0 (6) {i=v0, total=v1, dx=v10, v=v11} [call manhattan -> d @main@20] [call magnitude -> dy @manhattan@33]
  000765  test    r14,r14
  000768  jge     0x000000000000098a
; v14:int = sub_nov 0, v11
  00076e  xor     r11d,r11d
  000771  sub     r11,r14
  000774  mov     r14,r11
; v15:int = add_nov v10, v14
  000777  add     r13,r14
; v16:int = gt v15, 1000
; guard_false v16 => at_most/0 (10) {i=v0, total=v1, v=v15, hi=1000} [call at_most -> d @main@21]
  00077a  cmp     r13,0x3e8
  000781  jg      0x00000000000009cb
; v18:int = add v1, v15 => main@21/0 (12) {i=v0, total=v1, d=v15}
  000787  add     r12,r13
  00078a  jo      0x0000000000000a10
; v19:int = add_nov v0, 1
  000790  add     rbx,1
; guard_steps => loop/0 (13) {i=v19, total=v18}
; v21:int = phi i v19
; v22:int = phi total v18
; loop (13) {i=v21, total=v22}
  000797  nop     [rax+rax]
  0007a0  nop     [rax+rax]
  0007a9  nop     [rax+rax]
  0007b2  nop     [rax+rax]
  0007bb  nop     [rax+rax]
; v24:int = lt v21, 1000
; guard_true v24 => loop/0 (0) {i=v21, total=v22}
  0007c0  cmp     rbx,0x3e8
  0007c7  jge     0x0000000000000a42
; v26:int = mod v21, 37 => body/0 (1) {i=v21, total=v22}
  0007cd  mov     r11,0x25
  0007d4  mov     rax,rbx
  0007d7  test    r11,r11
  0007da  je      0x0000000000000a5f
  0007e0  cmp     r11,0xffffffffffffffff
  0007e7  jne     0x0000000000000800
  0007ed  mov     rdx,0x8000000000000000
  0007f7  cmp     rax,rdx
  0007fa  je      0x0000000000000a5f
  000800  cqo
  000802  idiv    r11
  000805  test    rdx,rdx
  000808  je      0x000000000000081d
  00080e  mov     rax,rdx
  000811  xor     rax,r11
  000814  jns     0x000000000000081d
  00081a  add     rdx,r11
  00081d  mov     r13,rdx
; v27:int = div v21, 37 => body/0 (1) {i=v21, total=v22}
  000820  mov     r11,0x25
  000827  mov     rax,rbx
  00082a  test    r11,r11
  00082d  je      0x0000000000000a7c
  000833  cmp     r11,0xffffffffffffffff
  00083a  jne     0x0000000000000853
  000840  mov     rdx,0x8000000000000000
  00084a  cmp     rax,rdx
  00084d  je      0x0000000000000a7c
  000853  cqo
  000855  idiv    r11
  000858  test    rdx,rdx
  00085b  je      0x000000000000086e
  000861  xor     rdx,r11
  000864  jns     0x000000000000086e
  00086a  sub     rax,1
  00086e  mov     r14,rax
; v28:int = sub_nov v26, 18
  000871  sub     r13,0x12
; v29:int = lt v28, 0
; guard_true v29 => magnitude/0 (3) {i=v21, total=v22, y=v27, ty=13, v=v28} [call manhattan -> d @main@20] [call magnitude -> dx @manhattan@31]
  000878  test    r13,r13
  00087b  jge     0x0000000000000a99
; v31:int = sub_nov 0, v28
  000881  xor     r11d,r11d
  000884  sub     r11,r13
  000887  mov     r13,r11
; v32:int = sub_nov v27, 13
  00088a  sub     r14,0xd
; v33:int = lt v32, 0
; guard_true v33 => magnitude/0 (6) {i=v21, total=v22, dx=v31, v=v32} [call manhattan -> d @main@20] [call magnitude -> dy @manhattan@33]
  000891  test    r14,r14
  000894  jge     0x0000000000000af0
; v35:int = sub_nov 0, v32
  00089a  xor     r11d,r11d
  00089d  sub     r11,r14
  0008a0  mov     r14,r11
; v36:int = add_nov v31, v35
  0008a3  add     r13,r14
; v37:int = gt v36, 1000
; guard_false v37 => at_most/0 (10) {i=v21, total=v22, v=v36, hi=1000} [call at_most -> d @main@21]
  0008a6  cmp     r13,0x3e8
  0008ad  jg      0x0000000000000b31
; v39:int = add v22, v36 => main@21/0 (12) {i=v21, total=v22, d=v36}
  0008b3  add     r12,r13
  0008b6  jo      0x0000000000000b76
; v40:int = add_nov v21, 1
  0008bc  add     rbx,1
; guard_steps => loop/0 (13) {i=v40, total=v39}
; jump (13) v21 <- v40, v22 <- v39
  0008c3  jmp     0x00000000000007c0
; body entry
  0008c8  jmp     0x00000000000007c0
; exits
  0008cd  mov     rax,0x1fffffffe
  0008d7  jmp     0x0000000000000027
  0008dc  mov     [rbp+0x40],rbx
  0008e3  mov     [rbp+0x48],r12
  0008ea  mov     rax,0x100000000
  0008f4  jmp     0x0000000000000027
  0008f9  mov     [rbp+0x40],rbx
  000900  mov     [rbp+0x48],r12
  000907  mov     rax,0x100000001
  000911  jmp     0x0000000000000027
  000916  mov     [rbp+0x40],rbx
  00091d  mov     [rbp+0x48],r12
  000924  mov     rax,0x100000002
  00092e  jmp     0x0000000000000027
  000933  mov     [rbp+0x40],rbx
  00093a  mov     [rbp+0x48],r12
  000941  mov     [rbp+0x80],r14
  000948  mov     qword ptr [rbp+0x1c0],1
  000953  mov     qword ptr [rbp+0x90],0xd
  00095e  mov     qword ptr [rbp+0x1d0],1
  000969  mov     [rbp+0xb0],r13
  000970  mov     qword ptr [rbp+0x1f0],1
  00097b  mov     rax,0x100000003
  000985  jmp     0x0000000000000027
  00098a  mov     [rbp+0x40],rbx
  000991  mov     [rbp+0x48],r12
  000998  mov     [rbp+0x98],r13
  00099f  mov     qword ptr [rbp+0x1d8],1
  0009aa  mov     [rbp+0xb0],r14
  0009b1  mov     qword ptr [rbp+0x1f0],1
  0009bc  mov     rax,0x100000004
  0009c6  jmp     0x0000000000000027
  0009cb  mov     [rbp+0x40],rbx
  0009d2  mov     [rbp+0x48],r12
  0009d9  mov     [rbp+0xc8],r13
  0009e0  mov     qword ptr [rbp+0x208],1
  0009eb  mov     qword ptr [rbp+0xd0],0x3e8
  0009f6  mov     qword ptr [rbp+0x210],1
  000a01  mov     rax,0x100000005
  000a0b  jmp     0x0000000000000027
  000a10  sub     r12,r13
  000a13  mov     [rbp+0x40],rbx
  000a1a  mov     [rbp+0x48],r12
  000a21  mov     [rbp+0x70],r13
  000a28  mov     qword ptr [rbp+0x1b0],1
  000a33  mov     rax,0x100000006
  000a3d  jmp     0x0000000000000027
  000a42  mov     [rbp+0x40],rbx
  000a49  mov     [rbp+0x48],r12
  000a50  mov     rax,0x100000008
  000a5a  jmp     0x0000000000000027
  000a5f  mov     [rbp+0x40],rbx
  000a66  mov     [rbp+0x48],r12
  000a6d  mov     rax,0x100000009
  000a77  jmp     0x0000000000000027
  000a7c  mov     [rbp+0x40],rbx
  000a83  mov     [rbp+0x48],r12
  000a8a  mov     rax,0x10000000a
  000a94  jmp     0x0000000000000027
  000a99  mov     [rbp+0x40],rbx
  000aa0  mov     [rbp+0x48],r12
  000aa7  mov     [rbp+0x80],r14
  000aae  mov     qword ptr [rbp+0x1c0],1
  000ab9  mov     qword ptr [rbp+0x90],0xd
  000ac4  mov     qword ptr [rbp+0x1d0],1
  000acf  mov     [rbp+0xb0],r13
  000ad6  mov     qword ptr [rbp+0x1f0],1
  000ae1  mov     rax,0x10000000b
  000aeb  jmp     0x0000000000000fd7
  000af0  mov     [rbp+0x40],rbx
  000af7  mov     [rbp+0x48],r12
  000afe  mov     [rbp+0x98],r13
  000b05  mov     qword ptr [rbp+0x1d8],1
  000b10  mov     [rbp+0xb0],r14
  000b17  mov     qword ptr [rbp+0x1f0],1
  000b22  mov     rax,0x10000000c
  000b2c  jmp     0x0000000000000027
  000b31  mov     [rbp+0x40],rbx
  000b38  mov     [rbp+0x48],r12
  000b3f  mov     [rbp+0xc8],r13
  000b46  mov     qword ptr [rbp+0x208],1
  000b51  mov     qword ptr [rbp+0xd0],0x3e8
  000b5c  mov     qword ptr [rbp+0x210],1
  000b67  mov     rax,0x10000000d
  000b71  jmp     0x0000000000000027
  000b76  sub     r12,r13
  000b79  mov     [rbp+0x40],rbx
  000b80  mov     [rbp+0x48],r12
  000b87  mov     [rbp+0x70],r13
  000b8e  mov     qword ptr [rbp+0x1b0],1
  000b99  mov     rax,0x10000000e
  000ba3  jmp     0x0000000000000027

; T2: 420 bytes
; v0:int = input i
  000bc0  cmp     qword ptr [rbp+0x180],1
  000bcb  jne     0x0000000000000cc7
  000bd1  mov     rbx,[rbp+0x40]
; v1:int = input total
  000bd8  cmp     qword ptr [rbp+0x188],1
  000be3  jne     0x0000000000000cc7
  000be9  mov     r12,[rbp+0x48]
; v2:int = input n
  000bf0  cmp     qword ptr [rbp+0x198],1
  000bfb  jne     0x0000000000000cc7
; v3:int = input x
  000c01  cmp     qword ptr [rbp+0x1b8],1
  000c0c  jne     0x0000000000000cc7
  000c12  mov     r13,[rbp+0x78]
; v4:int = input y
  000c19  cmp     qword ptr [rbp+0x1c0],1
  000c24  jne     0x0000000000000cc7
  000c2a  mov     r14,[rbp+0x80]
  000c31  jmp     0x0000000000000c57
  000c36  mov     rbx,[rbp+0x40]
  000c3d  mov     r12,[rbp+0x48]
  000c44  mov     r13,[rbp+0x78]
  000c4b  mov     r14,[rbp+0x80]
  000c52  jmp     0x0000000000000c57
; v5:int = sub_nov v3, 18
  000c57  sub     r13,0x12
; v6:int = sub_nov 0, v5
  000c5e  xor     r11d,r11d
  000c61  sub     r11,r13
  000c64  mov     r13,r11
; v7:int = sub_nov v4, 13
  000c67  sub     r14,0xd
; v8:int = lt v7, 0
; guard_true v8 => magnitude/0 (4) {dx=v6, v=v7} [call manhattan -> d @main@20] [call magnitude -> dy @manhattan@33]
  000c6e  test    r14,r14
  000c71  jge     0x0000000000000cd6
; v10:int = sub_nov 0, v7
  000c77  xor     r11d,r11d
  000c7a  sub     r11,r14
  000c7d  mov     r14,r11
; v11:int = add_nov v6, v10
  000c80  add     r13,r14
; v12:int = gt v11, 1000
; guard_false v12 => at_most/0 (8) {v=v11, hi=1000} [call at_most -> d @main@21]
  000c83  cmp     r13,0x3e8
  000c8a  jg      0x0000000000000d09
; v14:int = add v1, v11 => main@21/0 (10) {d=v11}
  000c90  add     r12,r13
  000c93  jo      0x0000000000000d40
; v15:int = add_nov v0, 1
  000c99  add     rbx,1
; jump_trace T1 => loop/0 (11) {i=v15, total=v14}
  000ca0  mov     [rbp+0x40],rbx
  000ca7  mov     [rbp+0x48],r12
  000cae  mov     dword ptr [rbp+0x38],3
  000cb8  mov     dword ptr [rbp+0x3c],2
  000cc2  jmp     0x00000000000008c8
; exits
  000cc7  mov     rax,0x2fffffffe
  000cd1  jmp     0x0000000000000027
  000cd6  mov     [rbp+0x98],r13
  000cdd  mov     qword ptr [rbp+0x1d8],1
  000ce8  mov     [rbp+0xb0],r14
  000cef  mov     qword ptr [rbp+0x1f0],1
  000cfa  mov     rax,0x200000000
  000d04  jmp     0x0000000000001197
  000d09  mov     [rbp+0xc8],r13
  000d10  mov     qword ptr [rbp+0x208],1
  000d1b  mov     qword ptr [rbp+0xd0],0x3e8
  000d26  mov     qword ptr [rbp+0x210],1
  000d31  mov     rax,0x200000001
  000d3b  jmp     0x0000000000000027
  000d40  sub     r12,r13
  000d43  mov     [rbp+0x70],r13
  000d4a  mov     qword ptr [rbp+0x1b0],1
  000d55  mov     rax,0x200000002
  000d5f  jmp     0x0000000000000027

; T3: 420 bytes
; v0:int = input i
  000d80  cmp     qword ptr [rbp+0x180],1
  000d8b  jne     0x0000000000000e87
  000d91  mov     rbx,[rbp+0x40]
; v1:int = input total
  000d98  cmp     qword ptr [rbp+0x188],1
  000da3  jne     0x0000000000000e87
  000da9  mov     r12,[rbp+0x48]
; v2:int = input n
  000db0  cmp     qword ptr [rbp+0x198],1
  000dbb  jne     0x0000000000000e87
; v3:int = input x
  000dc1  cmp     qword ptr [rbp+0x1b8],1
  000dcc  jne     0x0000000000000e87
  000dd2  mov     r13,[rbp+0x78]
; v4:int = input y
  000dd9  cmp     qword ptr [rbp+0x1c0],1
  000de4  jne     0x0000000000000e87
  000dea  mov     r14,[rbp+0x80]
  000df1  jmp     0x0000000000000e17
  000df6  mov     rbx,[rbp+0x40]
  000dfd  mov     r12,[rbp+0x48]
  000e04  mov     r13,[rbp+0x78]
  000e0b  mov     r14,[rbp+0x80]
  000e12  jmp     0x0000000000000e17
; v5:int = sub_nov v3, 18
  000e17  sub     r13,0x12
; v6:int = sub_nov 0, v5
  000e1e  xor     r11d,r11d
  000e21  sub     r11,r13
  000e24  mov     r13,r11
; v7:int = sub_nov v4, 13
  000e27  sub     r14,0xd
; v8:int = lt v7, 0
; guard_true v8 => magnitude/0 (4) {dx=v6, v=v7} [call manhattan -> d @main@20] [call magnitude -> dy @manhattan@33]
  000e2e  test    r14,r14
  000e31  jge     0x0000000000000e96
; v10:int = sub_nov 0, v7
  000e37  xor     r11d,r11d
  000e3a  sub     r11,r14
  000e3d  mov     r14,r11
; v11:int = add_nov v6, v10
  000e40  add     r13,r14
; v12:int = gt v11, 1000
; guard_false v12 => at_most/0 (8) {v=v11, hi=1000} [call at_most -> d @main@21]
  000e43  cmp     r13,0x3e8
  000e4a  jg      0x0000000000000ec9
; v14:int = add v1, v11 => main@21/0 (10) {d=v11}
  000e50  add     r12,r13
  000e53  jo      0x0000000000000f00
; v15:int = add_nov v0, 1
  000e59  add     rbx,1
; jump_trace T0 => loop/0 (11) {i=v15, total=v14}
  000e60  mov     [rbp+0x40],rbx
  000e67  mov     [rbp+0x48],r12
  000e6e  mov     dword ptr [rbp+0x38],3
  000e78  mov     dword ptr [rbp+0x3c],3
  000e82  jmp     0x0000000000000306
; exits
  000e87  mov     rax,0x3fffffffe
  000e91  jmp     0x0000000000000027
  000e96  mov     [rbp+0x98],r13
  000e9d  mov     qword ptr [rbp+0x1d8],1
  000ea8  mov     [rbp+0xb0],r14
  000eaf  mov     qword ptr [rbp+0x1f0],1
  000eba  mov     rax,0x300000000
  000ec4  jmp     0x0000000000001417
  000ec9  mov     [rbp+0xc8],r13
  000ed0  mov     qword ptr [rbp+0x208],1
  000edb  mov     qword ptr [rbp+0xd0],0x3e8
  000ee6  mov     qword ptr [rbp+0x210],1
  000ef1  mov     rax,0x300000001
  000efb  jmp     0x0000000000000027
  000f00  sub     r12,r13
  000f03  mov     [rbp+0x70],r13
  000f0a  mov     qword ptr [rbp+0x1b0],1
  000f15  mov     rax,0x300000002
  000f1f  jmp     0x0000000000000027

; T4: 402 bytes
; v0:int = input i
  000f40  cmp     qword ptr [rbp+0x180],1
  000f4b  jne     0x0000000000001040
  000f51  mov     rbx,[rbp+0x40]
; v1:int = input total
  000f58  cmp     qword ptr [rbp+0x188],1
  000f63  jne     0x0000000000001040
  000f69  mov     r12,[rbp+0x48]
; v2:int = input n
  000f70  cmp     qword ptr [rbp+0x198],1
  000f7b  jne     0x0000000000001040
; v3:int = input y
  000f81  cmp     qword ptr [rbp+0x1c0],1
  000f8c  jne     0x0000000000001040
  000f92  mov     r13,[rbp+0x80]
; v4:int = input v
  000f99  cmp     qword ptr [rbp+0x1f0],1
  000fa4  jne     0x0000000000001040
  000faa  mov     r14,[rbp+0xb0]
  000fb1  jmp     0x0000000000000fe0
  000fb6  mov     rbx,[rbp+0x40]
  000fbd  mov     r12,[rbp+0x48]
  000fc4  mov     r13,[rbp+0x80]
  000fcb  mov     r14,[rbp+0xb0]
  000fd2  jmp     0x0000000000000fe0
  000fd7  mov     r11,r13
  000fda  mov     r13,r14
  000fdd  mov     r14,r11
; v5:int = sub_nov v3, 13
  000fe0  sub     r13,0xd
; v6:int = lt v5, 0
; guard_true v6 => magnitude/0 (3) {dx=v4, v=v5} [call manhattan -> d @main@20] [call magnitude -> dy @manhattan@33]
  000fe7  test    r13,r13
  000fea  jge     0x000000000000104f
; v8:int = sub_nov 0, v5
  000ff0  xor     r11d,r11d
  000ff3  sub     r11,r13
  000ff6  mov     r13,r11
; v9:int = add_nov v4, v8
  000ff9  add     r14,r13
; v10:int = gt v9, 1000
; guard_false v10 => at_most/0 (7) {v=v9, hi=1000} [call at_most -> d @main@21]
  000ffc  cmp     r14,0x3e8
  001003  jg      0x0000000000001077
; v12:int = add v1, v9 => main@21/0 (9) {d=v9}
  001009  add     r12,r14
  00100c  jo      0x00000000000010ae
; v13:int = add_nov v0, 1
  001012  add     rbx,1
; jump_trace T0 => loop/0 (10) {i=v13, total=v12}
  001019  mov     [rbp+0x40],rbx
  001020  mov     [rbp+0x48],r12
  001027  mov     dword ptr [rbp+0x38],3
  001031  mov     dword ptr [rbp+0x3c],4
  00103b  jmp     0x0000000000000306
; exits
  001040  mov     rax,0x4fffffffe
  00104a  jmp     0x0000000000000027
  00104f  mov     [rbp+0x98],r14
  001056  mov     qword ptr [rbp+0x1d8],1
  001061  mov     [rbp+0xb0],r13
  001068  mov     rax,0x400000000
  001072  jmp     0x0000000000000027
  001077  mov     [rbp+0xc8],r14
  00107e  mov     qword ptr [rbp+0x208],1
  001089  mov     qword ptr [rbp+0xd0],0x3e8
  001094  mov     qword ptr [rbp+0x210],1
  00109f  mov     rax,0x400000001
  0010a9  jmp     0x0000000000000027
  0010ae  sub     r12,r14
  0010b1  mov     [rbp+0x70],r14
  0010b8  mov     qword ptr [rbp+0x1b0],1
  0010c3  mov     rax,0x400000002
  0010cd  jmp     0x0000000000000027

; T5: 274 bytes
; v0:int = input i
  001100  cmp     qword ptr [rbp+0x180],1
  00110b  jne     0x00000000000011df
  001111  mov     rbx,[rbp+0x40]
; v1:int = input total
  001118  cmp     qword ptr [rbp+0x188],1
  001123  jne     0x00000000000011df
  001129  mov     r12,[rbp+0x48]
; v2:int = input n
  001130  cmp     qword ptr [rbp+0x198],1
  00113b  jne     0x00000000000011df
; v3:int = input dx
  001141  cmp     qword ptr [rbp+0x1d8],1
  00114c  jne     0x00000000000011df
  001152  mov     r13,[rbp+0x98]
; v4:int = input v
  001159  cmp     qword ptr [rbp+0x1f0],1
  001164  jne     0x00000000000011df
  00116a  mov     r14,[rbp+0xb0]
  001171  jmp     0x00000000000011a5
  001176  mov     rbx,[rbp+0x40]
  00117d  mov     r12,[rbp+0x48]
  001184  mov     r13,[rbp+0x98]
  00118b  mov     r14,[rbp+0xb0]
  001192  jmp     0x00000000000011a5
  001197  mov     rbx,[rbp+0x40]
  00119e  mov     r12,[rbp+0x48]
; v5:int = add_nov v3, v4
  0011a5  add     r13,r14
; v6:int = add v1, v5 => main@21/0 (6) {d=v5}
  0011a8  add     r12,r13
  0011ab  jo      0x00000000000011ee
; v7:int = add_nov v0, 1
  0011b1  add     rbx,1
; jump_trace T0 => loop/0 (7) {i=v7, total=v6}
  0011b8  mov     [rbp+0x40],rbx
  0011bf  mov     [rbp+0x48],r12
  0011c6  mov     dword ptr [rbp+0x38],1
  0011d0  mov     dword ptr [rbp+0x3c],5
  0011da  jmp     0x0000000000000306
; exits
  0011df  mov     rax,0x5fffffffe
  0011e9  jmp     0x0000000000000027
  0011ee  sub     r12,r13
  0011f1  mov     [rbp+0x70],r13
  0011f8  mov     qword ptr [rbp+0x1b0],1
  001203  mov     rax,0x500000000
  00120d  jmp     0x0000000000000027

; T6: 284 bytes
; v0:int = input i
  001240  cmp     qword ptr [rbp+0x180],1
  00124b  jne     0x0000000000001329
  001251  mov     rbx,[rbp+0x40]
; v1:int = input total
  001258  cmp     qword ptr [rbp+0x188],1
  001263  jne     0x0000000000001329
  001269  mov     r12,[rbp+0x48]
; v2:int = input n
  001270  cmp     qword ptr [rbp+0x198],1
  00127b  jne     0x0000000000001329
; v3:int = input dx
  001281  cmp     qword ptr [rbp+0x1d8],1
  00128c  jne     0x0000000000001329
  001292  mov     r13,[rbp+0x98]
; v4:int = input v
  001299  cmp     qword ptr [rbp+0x1f0],1
  0012a4  jne     0x0000000000001329
  0012aa  mov     r14,[rbp+0xb0]
  0012b1  jmp     0x00000000000012d7
  0012b6  mov     rbx,[rbp+0x40]
  0012bd  mov     r12,[rbp+0x48]
  0012c4  mov     r13,[rbp+0x98]
  0012cb  mov     r14,[rbp+0xb0]
  0012d2  jmp     0x00000000000012d7
; v5:int = add_nov v3, v4
  0012d7  add     r13,r14
; v6:int = add v1, v5 => main@21/0 (6) {d=v5}
  0012da  add     r12,r13
  0012dd  jo      0x0000000000001338
; v7:int = add_nov v0, 1
  0012e3  add     rbx,1
; jump_trace T0 => loop/0 (7) {i=v7, total=v6}
  0012ea  mov     [rbp+0x40],rbx
  0012f1  mov     [rbp+0x48],r12
  0012f8  mov     dword ptr [rbp+0x38],1
  001302  mov     dword ptr [rbp+0x3c],6
  00130c  mov     rax,0x8000000000000001
  001316  cmp     r12,rax
  001319  jl      0x0000000000001324
  00131f  jmp     0x0000000000000306
  001324  jmp     0x00000000000000c6
; exits
  001329  mov     rax,0x6fffffffe
  001333  jmp     0x0000000000000027
  001338  sub     r12,r13
  00133b  mov     [rbp+0x70],r13
  001342  mov     qword ptr [rbp+0x1b0],1
  00134d  mov     rax,0x600000000
  001357  jmp     0x0000000000000027

; T7: 274 bytes
; v0:int = input i
  001380  cmp     qword ptr [rbp+0x180],1
  00138b  jne     0x000000000000145f
  001391  mov     rbx,[rbp+0x40]
; v1:int = input total
  001398  cmp     qword ptr [rbp+0x188],1
  0013a3  jne     0x000000000000145f
  0013a9  mov     r12,[rbp+0x48]
; v2:int = input n
  0013b0  cmp     qword ptr [rbp+0x198],1
  0013bb  jne     0x000000000000145f
; v3:int = input dx
  0013c1  cmp     qword ptr [rbp+0x1d8],1
  0013cc  jne     0x000000000000145f
  0013d2  mov     r13,[rbp+0x98]
; v4:int = input v
  0013d9  cmp     qword ptr [rbp+0x1f0],1
  0013e4  jne     0x000000000000145f
  0013ea  mov     r14,[rbp+0xb0]
  0013f1  jmp     0x0000000000001425
  0013f6  mov     rbx,[rbp+0x40]
  0013fd  mov     r12,[rbp+0x48]
  001404  mov     r13,[rbp+0x98]
  00140b  mov     r14,[rbp+0xb0]
  001412  jmp     0x0000000000001425
  001417  mov     rbx,[rbp+0x40]
  00141e  mov     r12,[rbp+0x48]
; v5:int = add_nov v3, v4
  001425  add     r13,r14
; v6:int = add v1, v5 => main@21/0 (6) {d=v5}
  001428  add     r12,r13
  00142b  jo      0x000000000000146e
; v7:int = add_nov v0, 1
  001431  add     rbx,1
; jump_trace T0 => loop/0 (7) {i=v7, total=v6}
  001438  mov     [rbp+0x40],rbx
  00143f  mov     [rbp+0x48],r12
  001446  mov     dword ptr [rbp+0x38],1
  001450  mov     dword ptr [rbp+0x3c],7
  00145a  jmp     0x0000000000000306
; exits
  00145f  mov     rax,0x7fffffffe
  001469  jmp     0x0000000000000027
  00146e  sub     r12,r13
  001471  mov     [rbp+0x70],r13
  001478  mov     qword ptr [rbp+0x1b0],1
  001483  mov     rax,0x700000000
  00148d  jmp     0x0000000000000027

; T8: 260 bytes
; v0:int = input i
  0014c0  cmp     qword ptr [rbp+0x180],1
  0014cb  jne     0x0000000000001591
  0014d1  mov     rbx,[rbp+0x40]
; v1:int = input total
  0014d8  cmp     qword ptr [rbp+0x188],1
  0014e3  jne     0x0000000000001591
  0014e9  mov     r12,[rbp+0x48]
; v2:int = input n
  0014f0  cmp     qword ptr [rbp+0x198],1
  0014fb  jne     0x0000000000001591
; v3:int = input dx
  001501  cmp     qword ptr [rbp+0x1d8],1
  00150c  jne     0x0000000000001591
  001512  mov     r13,[rbp+0x98]
; v4:int = input v
  001519  cmp     qword ptr [rbp+0x1f0],1
  001524  jne     0x0000000000001591
  00152a  mov     r14,[rbp+0xb0]
  001531  jmp     0x0000000000001557
  001536  mov     rbx,[rbp+0x40]
  00153d  mov     r12,[rbp+0x48]
  001544  mov     r13,[rbp+0x98]
  00154b  mov     r14,[rbp+0xb0]
  001552  jmp     0x0000000000001557
; v5:int = add_nov v3, v4
  001557  add     r13,r14
; v6:int = add v1, v5 => main@21/0 (6) {d=v5}
  00155a  add     r12,r13
  00155d  jo      0x00000000000015a0
; v7:int = add_nov v0, 1
  001563  add     rbx,1
; jump_trace T0 => loop/0 (7) {i=v7, total=v6}
  00156a  mov     [rbp+0x40],rbx
  001571  mov     [rbp+0x48],r12
  001578  mov     dword ptr [rbp+0x38],1
  001582  mov     dword ptr [rbp+0x3c],8
  00158c  jmp     0x0000000000000306
; exits
  001591  mov     rax,0x8fffffffe
  00159b  jmp     0x0000000000000027
  0015a0  sub     r12,r13
  0015a3  mov     [rbp+0x70],r13
  0015aa  mov     qword ptr [rbp+0x1b0],1
  0015b5  mov     rax,0x800000000
  0015bf  jmp     0x0000000000000027
