; T0: 1502 bytes
; v0:int = input i
  000080  cmp     qword ptr [rbp+0x190],1
  00008b  jne     0x0000000000000357
  000091  mov     rbx,[rbp+0x50]
; v1:int = input total
  000098  cmp     qword ptr [rbp+0x198],1
  0000a3  jne     0x0000000000000357
  0000a9  mov     r12,[rbp+0x58]
; v2:int = input n
  0000b0  cmp     qword ptr [rbp+0x1a8],1
  0000bb  jne     0x0000000000000357
  0000c1  jmp     0x00000000000000d4
  0000c6  mov     rbx,[rbp+0x50]
  0000cd  mov     r12,[rbp+0x58]
; v3:int = lt v0, 1000
; guard_true v3 => loop/0 (0) {i=v0, total=v1}
  0000d4  cmp     rbx,0x3e8
  0000db  jge     0x0000000000000366
; v5:int = mod v0, 37 => body/0 (1) {i=v0, total=v1}
  0000e1  mov     r11,0x25
  0000e8  mov     rax,rbx
  0000eb  test    r11,r11
  0000ee  je      0x0000000000000383
  0000f4  cmp     r11,0xffffffffffffffff
  0000fb  jne     0x0000000000000114
  000101  mov     rdx,0x8000000000000000
  00010b  cmp     rax,rdx
  00010e  je      0x0000000000000383
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
  000141  je      0x00000000000003a0
  000147  cmp     r11,0xffffffffffffffff
  00014e  jne     0x0000000000000167
  000154  mov     rdx,0x8000000000000000
  00015e  cmp     rax,rdx
  000161  je      0x00000000000003a0
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
  00018f  jg      0x00000000000003bd
; v9:int = sub_nov v5, 18
  000195  sub     r13,0x12
; v10:int = sub_nov v6, 13
  00019c  sub     r14,0xd
; v11:int = lt v10, 0
; guard_true v11 => magnitude/0 (6) {i=v0, total=v1, dx=v9, v=v10} [call manhattan -> d @main@20] [call magnitude -> dy @manhattan@33]
  0001a3  test    r14,r14
  0001a6  jge     0x000000000000042a
; v13:int = sub_nov 0, v10
  0001ac  xor     r11d,r11d
  0001af  sub     r11,r14
  0001b2  mov     r14,r11
; v14:int = add_nov v9, v13
  0001b5  add     r13,r14
; v15:int = gt v14, 1000
; guard_false v15 => at_most/0 (10) {i=v0, total=v1, v=v14, hi=1000} [call at_most -> d @main@21]
  0001b8  cmp     r13,0x3e8
  0001bf  jg      0x000000000000046b
; v17:int = add v1, v14 => main@21/0 (12) {i=v0, total=v1, d=v14}
  0001c5  add     r12,r13
  0001c8  jo      0x00000000000004b0
; v18:int = add_nov v0, 1
  0001ce  add     rbx,1
; guard_steps => loop/0 (13) {i=v18, total=v17}
  0001d5  cmp     qword ptr [rbp],0
  0001e0  jl      0x00000000000001f7
  0001e6  sub     qword ptr [rbp],0xd
  0001f1  jb      0x0000000000000328
; v20:int = phi i v18
; v21:int = phi total v17
; loop (13) {i=v20, total=v21}
  0001f7  nop     [rax+rax]
; v23:int = lt v20, 1000
; guard_true v23 => loop/0 (0) {i=v20, total=v21}
  000200  cmp     rbx,0x3e8
  000207  jge     0x00000000000004e2
; v25:int = mod v20, 37 => body/0 (1) {i=v20, total=v21}
  00020d  mov     r11,0x25
  000214  mov     rax,rbx
  000217  test    r11,r11
  00021a  je      0x00000000000004ff
  000220  cmp     r11,0xffffffffffffffff
  000227  jne     0x0000000000000240
  00022d  mov     rdx,0x8000000000000000
  000237  cmp     rax,rdx
  00023a  je      0x00000000000004ff
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
  00026d  je      0x000000000000051c
  000273  cmp     r11,0xffffffffffffffff
  00027a  jne     0x0000000000000293
  000280  mov     rdx,0x8000000000000000
  00028a  cmp     rax,rdx
  00028d  je      0x000000000000051c
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
  0002bb  jg      0x0000000000000539
; v29:int = sub_nov v25, 18
  0002c1  sub     r13,0x12
; v30:int = sub_nov v26, 13
  0002c8  sub     r14,0xd
; v31:int = lt v30, 0
; guard_true v31 => magnitude/0 (6) {i=v20, total=v21, dx=v29, v=v30} [call manhattan -> d @main@20] [call magnitude -> dy @manhattan@33]
  0002cf  test    r14,r14
  0002d2  jge     0x00000000000005a6
; v33:int = sub_nov 0, v30
  0002d8  xor     r11d,r11d
  0002db  sub     r11,r14
  0002de  mov     r14,r11
; v34:int = add_nov v29, v33
  0002e1  add     r13,r14
; v35:int = gt v34, 1000
; guard_false v35 => at_most/0 (10) {i=v20, total=v21, v=v34, hi=1000} [call at_most -> d @main@21]
  0002e4  cmp     r13,0x3e8
  0002eb  jg      0x00000000000005e7
; v37:int = add v21, v34 => main@21/0 (12) {i=v20, total=v21, d=v34}
  0002f1  add     r12,r13
  0002f4  jo      0x000000000000062c
; v38:int = add_nov v20, 1
  0002fa  add     rbx,1
; guard_steps => loop/0 (13) {i=v38, total=v37}
  000301  cmp     qword ptr [rbp],0
  00030c  jl      0x0000000000000323
  000312  sub     qword ptr [rbp],0xd
  00031d  jb      0x0000000000000338
; jump (13) v20 <- v38, v21 <- v37
  000323  jmp     0x0000000000000200
  000328  mov     qword ptr [rbp+0x48],1
  000333  jmp     0x00000000000001f7
  000338  mov     qword ptr [rbp+0x48],1
  000343  jmp     0x0000000000000323
; body entry
  000348  nop     [rax+rax]
  000352  jmp     0x0000000000000200
; exits
  000357  mov     rax,0xfffffffe
  000361  jmp     0x0000000000000027
  000366  mov     [rbp+0x50],rbx
  00036d  mov     [rbp+0x58],r12
  000374  mov     rax,0
  00037e  jmp     0x0000000000000027
  000383  mov     [rbp+0x50],rbx
  00038a  mov     [rbp+0x58],r12
  000391  mov     rax,1
  00039b  jmp     0x0000000000000027
  0003a0  mov     [rbp+0x50],rbx
  0003a7  mov     [rbp+0x58],r12
  0003ae  mov     rax,2
  0003b8  jmp     0x0000000000000027
  0003bd  mov     [rbp+0x50],rbx
  0003c4  mov     [rbp+0x58],r12
  0003cb  mov     [rbp+0x88],r13
  0003d2  mov     qword ptr [rbp+0x1c8],1
  0003dd  mov     [rbp+0x90],r14
  0003e4  mov     qword ptr [rbp+0x1d0],1
  0003ef  mov     qword ptr [rbp+0x98],0x12
  0003fa  mov     qword ptr [rbp+0x1d8],1
  000405  mov     qword ptr [rbp+0xa0],0xd
  000410  mov     qword ptr [rbp+0x1e0],1
  00041b  mov     rax,3
  000425  jmp     0x0000000000000cd7
  00042a  mov     [rbp+0x50],rbx
  000431  mov     [rbp+0x58],r12
  000438  mov     [rbp+0xa8],r13
  00043f  mov     qword ptr [rbp+0x1e8],1
  00044a  mov     [rbp+0xc0],r14
  000451  mov     qword ptr [rbp+0x200],1
  00045c  mov     rax,4
  000466  jmp     0x0000000000001357
  00046b  mov     [rbp+0x50],rbx
  000472  mov     [rbp+0x58],r12
  000479  mov     [rbp+0xd8],r13
  000480  mov     qword ptr [rbp+0x218],1
  00048b  mov     qword ptr [rbp+0xe0],0x3e8
  000496  mov     qword ptr [rbp+0x220],1
  0004a1  mov     rax,5
  0004ab  jmp     0x0000000000000027
  0004b0  sub     r12,r13
  0004b3  mov     [rbp+0x50],rbx
  0004ba  mov     [rbp+0x58],r12
  0004c1  mov     [rbp+0x80],r13
  0004c8  mov     qword ptr [rbp+0x1c0],1
  0004d3  mov     rax,6
  0004dd  jmp     0x0000000000000027
  0004e2  mov     [rbp+0x50],rbx
  0004e9  mov     [rbp+0x58],r12
  0004f0  mov     rax,8
  0004fa  jmp     0x0000000000000027
  0004ff  mov     [rbp+0x50],rbx
  000506  mov     [rbp+0x58],r12
  00050d  mov     rax,9
  000517  jmp     0x0000000000000027
  00051c  mov     [rbp+0x50],rbx
  000523  mov     [rbp+0x58],r12
  00052a  mov     rax,0xa
  000534  jmp     0x0000000000000027
  000539  mov     [rbp+0x50],rbx
  000540  mov     [rbp+0x58],r12
  000547  mov     [rbp+0x88],r13
  00054e  mov     qword ptr [rbp+0x1c8],1
  000559  mov     [rbp+0x90],r14
  000560  mov     qword ptr [rbp+0x1d0],1
  00056b  mov     qword ptr [rbp+0x98],0x12
  000576  mov     qword ptr [rbp+0x1d8],1
  000581  mov     qword ptr [rbp+0xa0],0xd
  00058c  mov     qword ptr [rbp+0x1e0],1
  000597  mov     rax,0xb
  0005a1  jmp     0x0000000000000e97
  0005a6  mov     [rbp+0x50],rbx
  0005ad  mov     [rbp+0x58],r12
  0005b4  mov     [rbp+0xa8],r13
  0005bb  mov     qword ptr [rbp+0x1e8],1
  0005c6  mov     [rbp+0xc0],r14
  0005cd  mov     qword ptr [rbp+0x200],1
  0005d8  mov     rax,0xc
  0005e2  jmp     0x00000000000015d7
  0005e7  mov     [rbp+0x50],rbx
  0005ee  mov     [rbp+0x58],r12
  0005f5  mov     [rbp+0xd8],r13
  0005fc  mov     qword ptr [rbp+0x218],1
  000607  mov     qword ptr [rbp+0xe0],0x3e8
  000612  mov     qword ptr [rbp+0x220],1
  00061d  mov     rax,0xd
  000627  jmp     0x0000000000000027
  00062c  sub     r12,r13
  00062f  mov     [rbp+0x50],rbx
  000636  mov     [rbp+0x58],r12
  00063d  mov     [rbp+0x80],r13
  000644  mov     qword ptr [rbp+0x1c0],1
  00064f  mov     rax,0xe
  000659  jmp     0x0000000000000027

; T1: 1460 bytes
; v0:int = input i
  000680  cmp     qword ptr [rbp+0x190],1
  00068b  jne     0x0000000000000959
  000691  mov     rbx,[rbp+0x50]
; v1:int = input total
  000698  cmp     qword ptr [rbp+0x198],1
  0006a3  jne     0x0000000000000959
  0006a9  mov     r12,[rbp+0x58]
; v2:int = input n
  0006b0  cmp     qword ptr [rbp+0x1a8],1
  0006bb  jne     0x0000000000000959
  0006c1  jmp     0x00000000000006d4
  0006c6  mov     rbx,[rbp+0x50]
  0006cd  mov     r12,[rbp+0x58]
; v3:int = lt v0, 1000
; guard_true v3 => loop/0 (0) {i=v0, total=v1}
  0006d4  cmp     rbx,0x3e8
  0006db  jge     0x0000000000000968
; v5:int = mod v0, 37 => body/0 (1) {i=v0, total=v1}
  0006e1  mov     r11,0x25
  0006e8  mov     rax,rbx
  0006eb  test    r11,r11
  0006ee  je      0x0000000000000985
  0006f4  cmp     r11,0xffffffffffffffff
  0006fb  jne     0x0000000000000714
  000701  mov     rdx,0x8000000000000000
  00070b  cmp     rax,rdx
  00070e  je      0x0000000000000985
  000714  cqo
  000716  idiv    r11
  000719  test    rdx,rdx
  00071c  je      0x0000000000000731
  000722  mov     rax,rdx
  000725  xor     rax,r11
  000728  jns     0x0000000000000731
  00072e  add     rdx,r11
  000731  mov     r13,rdx
; v6:int = div v0, 37 => body/0 (1) {i=v0, total=v1}
  000734  mov     r11,0x25
  00073b  mov     rax,rbx
  00073e  test    r11,r11
  000741  je      0x00000000000009a2
  000747  cmp     r11,0xffffffffffffffff
  00074e  jne     0x0000000000000767
  000754  mov     rdx,0x8000000000000000
  00075e  cmp     rax,rdx
  000761  je      0x00000000000009a2
  000767  cqo
  000769  idiv    r11
  00076c  test    rdx,rdx
  00076f  je      0x0000000000000782
  000775  xor     rdx,r11
  000778  jns     0x0000000000000782
  00077e  sub     rax,1
  000782  mov     r14,rax
; v7:int = sub_nov v5, 18
  000785  sub     r13,0x12
; v8:int = lt v7, 0
; guard_true v8 => magnitude/0 (3) {i=v0, total=v1, y=v6, ty=13, v=v7} [call manhattan -> d @main@20] [call magnitude -> dx @manhattan@31]
  00078c  test    r13,r13
  00078f  jge     0x00000000000009bf
; v10:int = sub_nov 0, v7
  000795  xor     r11d,r11d
  000798  sub     r11,r13
  00079b  mov     r13,r11
; v11:int = sub_nov v6, 13
  00079e  sub     r14,0xd
; v12:int = lt v11, 0
; guard_true v12 => magnitude/0 (6) {i=v0, total=v1, dx=v10, v=v11} [call manhattan -> d @main@20] [call magnitude -> dy @manhattan@33]
  0007a5  test    r14,r14
  0007a8  jge     0x0000000000000a16
; v14:int = sub_nov 0, v11
  0007ae  xor     r11d,r11d
  0007b1  sub     r11,r14
  0007b4  mov     r14,r11
; v15:int = add_nov v10, v14
  0007b7  add     r13,r14
; v16:int = gt v15, 1000
; guard_false v16 => at_most/0 (10) {i=v0, total=v1, v=v15, hi=1000} [call at_most -> d @main@21]
  0007ba  cmp     r13,0x3e8
  0007c1  jg      0x0000000000000a57
; v18:int = add v1, v15 => main@21/0 (12) {i=v0, total=v1, d=v15}
  0007c7  add     r12,r13
  0007ca  jo      0x0000000000000a9c
; v19:int = add_nov v0, 1
  0007d0  add     rbx,1
; guard_steps => loop/0 (13) {i=v19, total=v18}
  0007d7  cmp     qword ptr [rbp],0
  0007e2  jl      0x00000000000007f9
  0007e8  sub     qword ptr [rbp],0xd
  0007f3  jb      0x000000000000092a
; v21:int = phi i v19
; v22:int = phi total v18
; loop (13) {i=v21, total=v22}
  0007f9  nop     [rax]
; v24:int = lt v21, 1000
; guard_true v24 => loop/0 (0) {i=v21, total=v22}
  000800  cmp     rbx,0x3e8
  000807  jge     0x0000000000000ace
; v26:int = mod v21, 37 => body/0 (1) {i=v21, total=v22}
  00080d  mov     r11,0x25
  000814  mov     rax,rbx
  000817  test    r11,r11
  00081a  je      0x0000000000000aeb
  000820  cmp     r11,0xffffffffffffffff
  000827  jne     0x0000000000000840
  00082d  mov     rdx,0x8000000000000000
  000837  cmp     rax,rdx
  00083a  je      0x0000000000000aeb
  000840  cqo
  000842  idiv    r11
  000845  test    rdx,rdx
  000848  je      0x000000000000085d
  00084e  mov     rax,rdx
  000851  xor     rax,r11
  000854  jns     0x000000000000085d
  00085a  add     rdx,r11
  00085d  mov     r13,rdx
; v27:int = div v21, 37 => body/0 (1) {i=v21, total=v22}
  000860  mov     r11,0x25
  000867  mov     rax,rbx
  00086a  test    r11,r11
  00086d  je      0x0000000000000b08
  000873  cmp     r11,0xffffffffffffffff
  00087a  jne     0x0000000000000893
  000880  mov     rdx,0x8000000000000000
  00088a  cmp     rax,rdx
  00088d  je      0x0000000000000b08
  000893  cqo
  000895  idiv    r11
  000898  test    rdx,rdx
  00089b  je      0x00000000000008ae
  0008a1  xor     rdx,r11
  0008a4  jns     0x00000000000008ae
  0008aa  sub     rax,1
  0008ae  mov     r14,rax
; v28:int = sub_nov v26, 18
  0008b1  sub     r13,0x12
; v29:int = lt v28, 0
; guard_true v29 => magnitude/0 (3) {i=v21, total=v22, y=v27, ty=13, v=v28} [call manhattan -> d @main@20] [call magnitude -> dx @manhattan@31]
  0008b8  test    r13,r13
  0008bb  jge     0x0000000000000b25
; v31:int = sub_nov 0, v28
  0008c1  xor     r11d,r11d
  0008c4  sub     r11,r13
  0008c7  mov     r13,r11
; v32:int = sub_nov v27, 13
  0008ca  sub     r14,0xd
; v33:int = lt v32, 0
; guard_true v33 => magnitude/0 (6) {i=v21, total=v22, dx=v31, v=v32} [call manhattan -> d @main@20] [call magnitude -> dy @manhattan@33]
  0008d1  test    r14,r14
  0008d4  jge     0x0000000000000b7c
; v35:int = sub_nov 0, v32
  0008da  xor     r11d,r11d
  0008dd  sub     r11,r14
  0008e0  mov     r14,r11
; v36:int = add_nov v31, v35
  0008e3  add     r13,r14
; v37:int = gt v36, 1000
; guard_false v37 => at_most/0 (10) {i=v21, total=v22, v=v36, hi=1000} [call at_most -> d @main@21]
  0008e6  cmp     r13,0x3e8
  0008ed  jg      0x0000000000000bbd
; v39:int = add v22, v36 => main@21/0 (12) {i=v21, total=v22, d=v36}
  0008f3  add     r12,r13
  0008f6  jo      0x0000000000000c02
; v40:int = add_nov v21, 1
  0008fc  add     rbx,1
; guard_steps => loop/0 (13) {i=v40, total=v39}
  000903  cmp     qword ptr [rbp],0
  00090e  jl      0x0000000000000925
  000914  sub     qword ptr [rbp],0xd
  00091f  jb      0x000000000000093a
; jump (13) v21 <- v40, v22 <- v39
  000925  jmp     0x0000000000000800
  00092a  mov     qword ptr [rbp+0x48],2
  000935  jmp     0x00000000000007f9
  00093a  mov     qword ptr [rbp+0x48],2
  000945  jmp     0x0000000000000925
; body entry
  00094a  nop     [rax+rax]
  000954  jmp     0x0000000000000800
; exits
  000959  mov     rax,0x1fffffffe
  000963  jmp     0x0000000000000027
  000968  mov     [rbp+0x50],rbx
  00096f  mov     [rbp+0x58],r12
  000976  mov     rax,0x100000000
  000980  jmp     0x0000000000000027
  000985  mov     [rbp+0x50],rbx
  00098c  mov     [rbp+0x58],r12
  000993  mov     rax,0x100000001
  00099d  jmp     0x0000000000000027
  0009a2  mov     [rbp+0x50],rbx
  0009a9  mov     [rbp+0x58],r12
  0009b0  mov     rax,0x100000002
  0009ba  jmp     0x0000000000000027
  0009bf  mov     [rbp+0x50],rbx
  0009c6  mov     [rbp+0x58],r12
  0009cd  mov     [rbp+0x90],r14
  0009d4  mov     qword ptr [rbp+0x1d0],1
  0009df  mov     qword ptr [rbp+0xa0],0xd
  0009ea  mov     qword ptr [rbp+0x1e0],1
  0009f5  mov     [rbp+0xc0],r13
  0009fc  mov     qword ptr [rbp+0x200],1
  000a07  mov     rax,0x100000003
  000a11  jmp     0x0000000000000027
  000a16  mov     [rbp+0x50],rbx
  000a1d  mov     [rbp+0x58],r12
  000a24  mov     [rbp+0xa8],r13
  000a2b  mov     qword ptr [rbp+0x1e8],1
  000a36  mov     [rbp+0xc0],r14
  000a3d  mov     qword ptr [rbp+0x200],1
  000a48  mov     rax,0x100000004
  000a52  jmp     0x0000000000000027
  000a57  mov     [rbp+0x50],rbx
  000a5e  mov     [rbp+0x58],r12
  000a65  mov     [rbp+0xd8],r13
  000a6c  mov     qword ptr [rbp+0x218],1
  000a77  mov     qword ptr [rbp+0xe0],0x3e8
  000a82  mov     qword ptr [rbp+0x220],1
  000a8d  mov     rax,0x100000005
  000a97  jmp     0x0000000000000027
  000a9c  sub     r12,r13
  000a9f  mov     [rbp+0x50],rbx
  000aa6  mov     [rbp+0x58],r12
  000aad  mov     [rbp+0x80],r13
  000ab4  mov     qword ptr [rbp+0x1c0],1
  000abf  mov     rax,0x100000006
  000ac9  jmp     0x0000000000000027
  000ace  mov     [rbp+0x50],rbx
  000ad5  mov     [rbp+0x58],r12
  000adc  mov     rax,0x100000008
  000ae6  jmp     0x0000000000000027
  000aeb  mov     [rbp+0x50],rbx
  000af2  mov     [rbp+0x58],r12
  000af9  mov     rax,0x100000009
  000b03  jmp     0x0000000000000027
  000b08  mov     [rbp+0x50],rbx
  000b0f  mov     [rbp+0x58],r12
  000b16  mov     rax,0x10000000a
  000b20  jmp     0x0000000000000027
  000b25  mov     [rbp+0x50],rbx
  000b2c  mov     [rbp+0x58],r12
  000b33  mov     [rbp+0x90],r14
  000b3a  mov     qword ptr [rbp+0x1d0],1
  000b45  mov     qword ptr [rbp+0xa0],0xd
  000b50  mov     qword ptr [rbp+0x1e0],1
  000b5b  mov     [rbp+0xc0],r13
  000b62  mov     qword ptr [rbp+0x200],1
  000b6d  mov     rax,0x10000000b
  000b77  jmp     0x0000000000001057
  000b7c  mov     [rbp+0x50],rbx
  000b83  mov     [rbp+0x58],r12
  000b8a  mov     [rbp+0xa8],r13
  000b91  mov     qword ptr [rbp+0x1e8],1
  000b9c  mov     [rbp+0xc0],r14
  000ba3  mov     qword ptr [rbp+0x200],1
  000bae  mov     rax,0x10000000c
  000bb8  jmp     0x0000000000000027
  000bbd  mov     [rbp+0x50],rbx
  000bc4  mov     [rbp+0x58],r12
  000bcb  mov     [rbp+0xd8],r13
  000bd2  mov     qword ptr [rbp+0x218],1
  000bdd  mov     qword ptr [rbp+0xe0],0x3e8
  000be8  mov     qword ptr [rbp+0x220],1
  000bf3  mov     rax,0x10000000d
  000bfd  jmp     0x0000000000000027
  000c02  sub     r12,r13
  000c05  mov     [rbp+0x50],rbx
  000c0c  mov     [rbp+0x58],r12
  000c13  mov     [rbp+0x80],r13
  000c1a  mov     qword ptr [rbp+0x1c0],1
  000c25  mov     rax,0x10000000e
  000c2f  jmp     0x0000000000000027

; T2: 420 bytes
; v0:int = input i
  000c40  cmp     qword ptr [rbp+0x190],1
  000c4b  jne     0x0000000000000d47
  000c51  mov     rbx,[rbp+0x50]
; v1:int = input total
  000c58  cmp     qword ptr [rbp+0x198],1
  000c63  jne     0x0000000000000d47
  000c69  mov     r12,[rbp+0x58]
; v2:int = input n
  000c70  cmp     qword ptr [rbp+0x1a8],1
  000c7b  jne     0x0000000000000d47
; v3:int = input x
  000c81  cmp     qword ptr [rbp+0x1c8],1
  000c8c  jne     0x0000000000000d47
  000c92  mov     r13,[rbp+0x88]
; v4:int = input y
  000c99  cmp     qword ptr [rbp+0x1d0],1
  000ca4  jne     0x0000000000000d47
  000caa  mov     r14,[rbp+0x90]
  000cb1  jmp     0x0000000000000cd7
  000cb6  mov     rbx,[rbp+0x50]
  000cbd  mov     r12,[rbp+0x58]
  000cc4  mov     r13,[rbp+0x88]
  000ccb  mov     r14,[rbp+0x90]
  000cd2  jmp     0x0000000000000cd7
; v5:int = sub_nov v3, 18
  000cd7  sub     r13,0x12
; v6:int = sub_nov 0, v5
  000cde  xor     r11d,r11d
  000ce1  sub     r11,r13
  000ce4  mov     r13,r11
; v7:int = sub_nov v4, 13
  000ce7  sub     r14,0xd
; v8:int = lt v7, 0
; guard_true v8 => magnitude/0 (4) {dx=v6, v=v7} [call manhattan -> d @main@20] [call magnitude -> dy @manhattan@33]
  000cee  test    r14,r14
  000cf1  jge     0x0000000000000d56
; v10:int = sub_nov 0, v7
  000cf7  xor     r11d,r11d
  000cfa  sub     r11,r14
  000cfd  mov     r14,r11
; v11:int = add_nov v6, v10
  000d00  add     r13,r14
; v12:int = gt v11, 1000
; guard_false v12 => at_most/0 (8) {v=v11, hi=1000} [call at_most -> d @main@21]
  000d03  cmp     r13,0x3e8
  000d0a  jg      0x0000000000000d89
; v14:int = add v1, v11 => main@21/0 (10) {d=v11}
  000d10  add     r12,r13
  000d13  jo      0x0000000000000dc0
; v15:int = add_nov v0, 1
  000d19  add     rbx,1
; jump_trace T1 => loop/0 (11) {i=v15, total=v14}
  000d20  mov     [rbp+0x50],rbx
  000d27  mov     [rbp+0x58],r12
  000d2e  mov     dword ptr [rbp+0x38],3
  000d38  mov     dword ptr [rbp+0x3c],2
  000d42  jmp     0x000000000000094a
; exits
  000d47  mov     rax,0x2fffffffe
  000d51  jmp     0x0000000000000027
  000d56  mov     [rbp+0xa8],r13
  000d5d  mov     qword ptr [rbp+0x1e8],1
  000d68  mov     [rbp+0xc0],r14
  000d6f  mov     qword ptr [rbp+0x200],1
  000d7a  mov     rax,0x200000000
  000d84  jmp     0x0000000000001217
  000d89  mov     [rbp+0xd8],r13
  000d90  mov     qword ptr [rbp+0x218],1
  000d9b  mov     qword ptr [rbp+0xe0],0x3e8
  000da6  mov     qword ptr [rbp+0x220],1
  000db1  mov     rax,0x200000001
  000dbb  jmp     0x0000000000000027
  000dc0  sub     r12,r13
  000dc3  mov     [rbp+0x80],r13
  000dca  mov     qword ptr [rbp+0x1c0],1
  000dd5  mov     rax,0x200000002
  000ddf  jmp     0x0000000000000027

; T3: 420 bytes
; v0:int = input i
  000e00  cmp     qword ptr [rbp+0x190],1
  000e0b  jne     0x0000000000000f07
  000e11  mov     rbx,[rbp+0x50]
; v1:int = input total
  000e18  cmp     qword ptr [rbp+0x198],1
  000e23  jne     0x0000000000000f07
  000e29  mov     r12,[rbp+0x58]
; v2:int = input n
  000e30  cmp     qword ptr [rbp+0x1a8],1
  000e3b  jne     0x0000000000000f07
; v3:int = input x
  000e41  cmp     qword ptr [rbp+0x1c8],1
  000e4c  jne     0x0000000000000f07
  000e52  mov     r13,[rbp+0x88]
; v4:int = input y
  000e59  cmp     qword ptr [rbp+0x1d0],1
  000e64  jne     0x0000000000000f07
  000e6a  mov     r14,[rbp+0x90]
  000e71  jmp     0x0000000000000e97
  000e76  mov     rbx,[rbp+0x50]
  000e7d  mov     r12,[rbp+0x58]
  000e84  mov     r13,[rbp+0x88]
  000e8b  mov     r14,[rbp+0x90]
  000e92  jmp     0x0000000000000e97
; v5:int = sub_nov v3, 18
  000e97  sub     r13,0x12
; v6:int = sub_nov 0, v5
  000e9e  xor     r11d,r11d
  000ea1  sub     r11,r13
  000ea4  mov     r13,r11
; v7:int = sub_nov v4, 13
  000ea7  sub     r14,0xd
; v8:int = lt v7, 0
; guard_true v8 => magnitude/0 (4) {dx=v6, v=v7} [call manhattan -> d @main@20] [call magnitude -> dy @manhattan@33]
  000eae  test    r14,r14
  000eb1  jge     0x0000000000000f16
; v10:int = sub_nov 0, v7
  000eb7  xor     r11d,r11d
  000eba  sub     r11,r14
  000ebd  mov     r14,r11
; v11:int = add_nov v6, v10
  000ec0  add     r13,r14
; v12:int = gt v11, 1000
; guard_false v12 => at_most/0 (8) {v=v11, hi=1000} [call at_most -> d @main@21]
  000ec3  cmp     r13,0x3e8
  000eca  jg      0x0000000000000f49
; v14:int = add v1, v11 => main@21/0 (10) {d=v11}
  000ed0  add     r12,r13
  000ed3  jo      0x0000000000000f80
; v15:int = add_nov v0, 1
  000ed9  add     rbx,1
; jump_trace T0 => loop/0 (11) {i=v15, total=v14}
  000ee0  mov     [rbp+0x50],rbx
  000ee7  mov     [rbp+0x58],r12
  000eee  mov     dword ptr [rbp+0x38],3
  000ef8  mov     dword ptr [rbp+0x3c],3
  000f02  jmp     0x0000000000000348
; exits
  000f07  mov     rax,0x3fffffffe
  000f11  jmp     0x0000000000000027
  000f16  mov     [rbp+0xa8],r13
  000f1d  mov     qword ptr [rbp+0x1e8],1
  000f28  mov     [rbp+0xc0],r14
  000f2f  mov     qword ptr [rbp+0x200],1
  000f3a  mov     rax,0x300000000
  000f44  jmp     0x0000000000001497
  000f49  mov     [rbp+0xd8],r13
  000f50  mov     qword ptr [rbp+0x218],1
  000f5b  mov     qword ptr [rbp+0xe0],0x3e8
  000f66  mov     qword ptr [rbp+0x220],1
  000f71  mov     rax,0x300000001
  000f7b  jmp     0x0000000000000027
  000f80  sub     r12,r13
  000f83  mov     [rbp+0x80],r13
  000f8a  mov     qword ptr [rbp+0x1c0],1
  000f95  mov     rax,0x300000002
  000f9f  jmp     0x0000000000000027

; T4: 402 bytes
; v0:int = input i
  000fc0  cmp     qword ptr [rbp+0x190],1
  000fcb  jne     0x00000000000010c0
  000fd1  mov     rbx,[rbp+0x50]
; v1:int = input total
  000fd8  cmp     qword ptr [rbp+0x198],1
  000fe3  jne     0x00000000000010c0
  000fe9  mov     r12,[rbp+0x58]
; v2:int = input n
  000ff0  cmp     qword ptr [rbp+0x1a8],1
  000ffb  jne     0x00000000000010c0
; v3:int = input y
  001001  cmp     qword ptr [rbp+0x1d0],1
  00100c  jne     0x00000000000010c0
  001012  mov     r13,[rbp+0x90]
; v4:int = input v
  001019  cmp     qword ptr [rbp+0x200],1
  001024  jne     0x00000000000010c0
  00102a  mov     r14,[rbp+0xc0]
  001031  jmp     0x0000000000001060
  001036  mov     rbx,[rbp+0x50]
  00103d  mov     r12,[rbp+0x58]
  001044  mov     r13,[rbp+0x90]
  00104b  mov     r14,[rbp+0xc0]
  001052  jmp     0x0000000000001060
  001057  mov     r11,r13
  00105a  mov     r13,r14
  00105d  mov     r14,r11
; v5:int = sub_nov v3, 13
  001060  sub     r13,0xd
; v6:int = lt v5, 0
; guard_true v6 => magnitude/0 (3) {dx=v4, v=v5} [call manhattan -> d @main@20] [call magnitude -> dy @manhattan@33]
  001067  test    r13,r13
  00106a  jge     0x00000000000010cf
; v8:int = sub_nov 0, v5
  001070  xor     r11d,r11d
  001073  sub     r11,r13
  001076  mov     r13,r11
; v9:int = add_nov v4, v8
  001079  add     r14,r13
; v10:int = gt v9, 1000
; guard_false v10 => at_most/0 (7) {v=v9, hi=1000} [call at_most -> d @main@21]
  00107c  cmp     r14,0x3e8
  001083  jg      0x00000000000010f7
; v12:int = add v1, v9 => main@21/0 (9) {d=v9}
  001089  add     r12,r14
  00108c  jo      0x000000000000112e
; v13:int = add_nov v0, 1
  001092  add     rbx,1
; jump_trace T0 => loop/0 (10) {i=v13, total=v12}
  001099  mov     [rbp+0x50],rbx
  0010a0  mov     [rbp+0x58],r12
  0010a7  mov     dword ptr [rbp+0x38],3
  0010b1  mov     dword ptr [rbp+0x3c],4
  0010bb  jmp     0x0000000000000348
; exits
  0010c0  mov     rax,0x4fffffffe
  0010ca  jmp     0x0000000000000027
  0010cf  mov     [rbp+0xa8],r14
  0010d6  mov     qword ptr [rbp+0x1e8],1
  0010e1  mov     [rbp+0xc0],r13
  0010e8  mov     rax,0x400000000
  0010f2  jmp     0x0000000000000027
  0010f7  mov     [rbp+0xd8],r14
  0010fe  mov     qword ptr [rbp+0x218],1
  001109  mov     qword ptr [rbp+0xe0],0x3e8
  001114  mov     qword ptr [rbp+0x220],1
  00111f  mov     rax,0x400000001
  001129  jmp     0x0000000000000027
  00112e  sub     r12,r14
  001131  mov     [rbp+0x80],r14
  001138  mov     qword ptr [rbp+0x1c0],1
  001143  mov     rax,0x400000002
  00114d  jmp     0x0000000000000027

; T5: 274 bytes
; v0:int = input i
  001180  cmp     qword ptr [rbp+0x190],1
  00118b  jne     0x000000000000125f
  001191  mov     rbx,[rbp+0x50]
; v1:int = input total
  001198  cmp     qword ptr [rbp+0x198],1
  0011a3  jne     0x000000000000125f
  0011a9  mov     r12,[rbp+0x58]
; v2:int = input n
  0011b0  cmp     qword ptr [rbp+0x1a8],1
  0011bb  jne     0x000000000000125f
; v3:int = input dx
  0011c1  cmp     qword ptr [rbp+0x1e8],1
  0011cc  jne     0x000000000000125f
  0011d2  mov     r13,[rbp+0xa8]
; v4:int = input v
  0011d9  cmp     qword ptr [rbp+0x200],1
  0011e4  jne     0x000000000000125f
  0011ea  mov     r14,[rbp+0xc0]
  0011f1  jmp     0x0000000000001225
  0011f6  mov     rbx,[rbp+0x50]
  0011fd  mov     r12,[rbp+0x58]
  001204  mov     r13,[rbp+0xa8]
  00120b  mov     r14,[rbp+0xc0]
  001212  jmp     0x0000000000001225
  001217  mov     rbx,[rbp+0x50]
  00121e  mov     r12,[rbp+0x58]
; v5:int = add_nov v3, v4
  001225  add     r13,r14
; v6:int = add v1, v5 => main@21/0 (6) {d=v5}
  001228  add     r12,r13
  00122b  jo      0x000000000000126e
; v7:int = add_nov v0, 1
  001231  add     rbx,1
; jump_trace T0 => loop/0 (7) {i=v7, total=v6}
  001238  mov     [rbp+0x50],rbx
  00123f  mov     [rbp+0x58],r12
  001246  mov     dword ptr [rbp+0x38],1
  001250  mov     dword ptr [rbp+0x3c],5
  00125a  jmp     0x0000000000000348
; exits
  00125f  mov     rax,0x5fffffffe
  001269  jmp     0x0000000000000027
  00126e  sub     r12,r13
  001271  mov     [rbp+0x80],r13
  001278  mov     qword ptr [rbp+0x1c0],1
  001283  mov     rax,0x500000000
  00128d  jmp     0x0000000000000027

; T6: 284 bytes
; v0:int = input i
  0012c0  cmp     qword ptr [rbp+0x190],1
  0012cb  jne     0x00000000000013a9
  0012d1  mov     rbx,[rbp+0x50]
; v1:int = input total
  0012d8  cmp     qword ptr [rbp+0x198],1
  0012e3  jne     0x00000000000013a9
  0012e9  mov     r12,[rbp+0x58]
; v2:int = input n
  0012f0  cmp     qword ptr [rbp+0x1a8],1
  0012fb  jne     0x00000000000013a9
; v3:int = input dx
  001301  cmp     qword ptr [rbp+0x1e8],1
  00130c  jne     0x00000000000013a9
  001312  mov     r13,[rbp+0xa8]
; v4:int = input v
  001319  cmp     qword ptr [rbp+0x200],1
  001324  jne     0x00000000000013a9
  00132a  mov     r14,[rbp+0xc0]
  001331  jmp     0x0000000000001357
  001336  mov     rbx,[rbp+0x50]
  00133d  mov     r12,[rbp+0x58]
  001344  mov     r13,[rbp+0xa8]
  00134b  mov     r14,[rbp+0xc0]
  001352  jmp     0x0000000000001357
; v5:int = add_nov v3, v4
  001357  add     r13,r14
; v6:int = add v1, v5 => main@21/0 (6) {d=v5}
  00135a  add     r12,r13
  00135d  jo      0x00000000000013b8
; v7:int = add_nov v0, 1
  001363  add     rbx,1
; jump_trace T0 => loop/0 (7) {i=v7, total=v6}
  00136a  mov     [rbp+0x50],rbx
  001371  mov     [rbp+0x58],r12
  001378  mov     dword ptr [rbp+0x38],1
  001382  mov     dword ptr [rbp+0x3c],6
  00138c  mov     rax,0x8000000000000001
  001396  cmp     r12,rax
  001399  jl      0x00000000000013a4
  00139f  jmp     0x0000000000000348
  0013a4  jmp     0x00000000000000c6
; exits
  0013a9  mov     rax,0x6fffffffe
  0013b3  jmp     0x0000000000000027
  0013b8  sub     r12,r13
  0013bb  mov     [rbp+0x80],r13
  0013c2  mov     qword ptr [rbp+0x1c0],1
  0013cd  mov     rax,0x600000000
  0013d7  jmp     0x0000000000000027

; T7: 274 bytes
; v0:int = input i
  001400  cmp     qword ptr [rbp+0x190],1
  00140b  jne     0x00000000000014df
  001411  mov     rbx,[rbp+0x50]
; v1:int = input total
  001418  cmp     qword ptr [rbp+0x198],1
  001423  jne     0x00000000000014df
  001429  mov     r12,[rbp+0x58]
; v2:int = input n
  001430  cmp     qword ptr [rbp+0x1a8],1
  00143b  jne     0x00000000000014df
; v3:int = input dx
  001441  cmp     qword ptr [rbp+0x1e8],1
  00144c  jne     0x00000000000014df
  001452  mov     r13,[rbp+0xa8]
; v4:int = input v
  001459  cmp     qword ptr [rbp+0x200],1
  001464  jne     0x00000000000014df
  00146a  mov     r14,[rbp+0xc0]
  001471  jmp     0x00000000000014a5
  001476  mov     rbx,[rbp+0x50]
  00147d  mov     r12,[rbp+0x58]
  001484  mov     r13,[rbp+0xa8]
  00148b  mov     r14,[rbp+0xc0]
  001492  jmp     0x00000000000014a5
  001497  mov     rbx,[rbp+0x50]
  00149e  mov     r12,[rbp+0x58]
; v5:int = add_nov v3, v4
  0014a5  add     r13,r14
; v6:int = add v1, v5 => main@21/0 (6) {d=v5}
  0014a8  add     r12,r13
  0014ab  jo      0x00000000000014ee
; v7:int = add_nov v0, 1
  0014b1  add     rbx,1
; jump_trace T0 => loop/0 (7) {i=v7, total=v6}
  0014b8  mov     [rbp+0x50],rbx
  0014bf  mov     [rbp+0x58],r12
  0014c6  mov     dword ptr [rbp+0x38],1
  0014d0  mov     dword ptr [rbp+0x3c],7
  0014da  jmp     0x0000000000000348
; exits
  0014df  mov     rax,0x7fffffffe
  0014e9  jmp     0x0000000000000027
  0014ee  sub     r12,r13
  0014f1  mov     [rbp+0x80],r13
  0014f8  mov     qword ptr [rbp+0x1c0],1
  001503  mov     rax,0x700000000
  00150d  jmp     0x0000000000000027

; T8: 260 bytes
; v0:int = input i
  001540  cmp     qword ptr [rbp+0x190],1
  00154b  jne     0x0000000000001611
  001551  mov     rbx,[rbp+0x50]
; v1:int = input total
  001558  cmp     qword ptr [rbp+0x198],1
  001563  jne     0x0000000000001611
  001569  mov     r12,[rbp+0x58]
; v2:int = input n
  001570  cmp     qword ptr [rbp+0x1a8],1
  00157b  jne     0x0000000000001611
; v3:int = input dx
  001581  cmp     qword ptr [rbp+0x1e8],1
  00158c  jne     0x0000000000001611
  001592  mov     r13,[rbp+0xa8]
; v4:int = input v
  001599  cmp     qword ptr [rbp+0x200],1
  0015a4  jne     0x0000000000001611
  0015aa  mov     r14,[rbp+0xc0]
  0015b1  jmp     0x00000000000015d7
  0015b6  mov     rbx,[rbp+0x50]
  0015bd  mov     r12,[rbp+0x58]
  0015c4  mov     r13,[rbp+0xa8]
  0015cb  mov     r14,[rbp+0xc0]
  0015d2  jmp     0x00000000000015d7
; v5:int = add_nov v3, v4
  0015d7  add     r13,r14
; v6:int = add v1, v5 => main@21/0 (6) {d=v5}
  0015da  add     r12,r13
  0015dd  jo      0x0000000000001620
; v7:int = add_nov v0, 1
  0015e3  add     rbx,1
; jump_trace T0 => loop/0 (7) {i=v7, total=v6}
  0015ea  mov     [rbp+0x50],rbx
  0015f1  mov     [rbp+0x58],r12
  0015f8  mov     dword ptr [rbp+0x38],1
  001602  mov     dword ptr [rbp+0x3c],8
  00160c  jmp     0x0000000000000348
; exits
  001611  mov     rax,0x8fffffffe
  00161b  jmp     0x0000000000000027
  001620  sub     r12,r13
  001623  mov     [rbp+0x80],r13
  00162a  mov     qword ptr [rbp+0x1c0],1
  001635  mov     rax,0x800000000
  00163f  jmp     0x0000000000000027
