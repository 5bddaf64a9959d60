; T0: 528 bytes
; v0:int = input n
  000080  cmp     qword ptr [rbp+0x188],1
  00008b  jne     0x00000000000001ad
; v1:list = input src
  000091  cmp     qword ptr [rbp+0x190],3
  00009c  jne     0x00000000000001ad
; v2:list = input jumps
  0000a2  cmp     qword ptr [rbp+0x198],3
  0000ad  jne     0x00000000000001ad
; v3:list = input stack
  0000b3  cmp     qword ptr [rbp+0x1a0],3
  0000be  jne     0x00000000000001ad
; v4:int = input sp
  0000c4  cmp     qword ptr [rbp+0x1a8],1
  0000cf  jne     0x00000000000001ad
; v5:int = input i
  0000d5  cmp     qword ptr [rbp+0x1b0],1
  0000e0  jne     0x00000000000001ad
  0000e6  mov     rbx,[rbp+0x60]
  0000ed  jmp     0x00000000000000f9
  0000f2  mov     rbx,[rbp+0x60]
; v6:int = lt v5, 67
; guard_true v6 => match/0 (0) {i=v5}
  0000f9  cmp     rbx,0x43
  000100  jge     0x00000000000001bc
; v8:int = readlist <list of 67>, v5 words => match_command/0 (1) {i=v5}
  000106  mov     r11,<list k1>
  000110  cmp     rbx,[r11]
  000118  jae     0x00000000000001d2
  00011e  mov     rax,[r11+0x10]
  000126  mov     r12,[rax+rbx*8]
; v9:int = eq v8, 91
; guard_false v9 => match_command/0 (1) {i=v5}
  00012b  cmp     r12,0x5b
  000132  je      0x00000000000001e8
; v11:int = eq v8, 93
; guard_false v11 => match_close/0 (2) {i=v5, c=v8}
  000138  cmp     r12,0x5d
  00013f  je      0x00000000000001fe
; v13:int = add_nov v5, 1
  000145  add     rbx,1
; guard_steps => match/0 (4) {i=v13}
; v15:int = phi i v13
; loop (4) {i=v15}
  00014c  nop     [rax]
; v17:int = lt v15, 67
; guard_true v17 => match/0 (0) {i=v15}
  000150  cmp     rbx,0x43
  000157  jge     0x0000000000000226
; v19:int = readlist <list of 67>, v15 words => match_command/0 (1) {i=v15}
  00015d  mov     r11,<list k1>
  000167  cmp     rbx,[r11]
  00016f  jae     0x000000000000023c
  000175  mov     rax,[r11+0x10]
  00017d  mov     r12,[rax+rbx*8]
; v20:int = eq v19, 91
; guard_false v20 => match_command/0 (1) {i=v15}
  000182  cmp     r12,0x5b
  000189  je      0x0000000000000252
; v22:int = eq v19, 93
; guard_false v22 => match_close/0 (2) {i=v15, c=v19}
  00018f  cmp     r12,0x5d
  000196  je      0x0000000000000268
; v24:int = add_nov v15, 1
  00019c  add     rbx,1
; guard_steps => match/0 (4) {i=v24}
; jump (4) v15 <- v24
  0001a3  jmp     0x0000000000000150
; body entry
  0001a8  jmp     0x0000000000000150
; exits
  0001ad  mov     rax,0xfffffffe
  0001b7  jmp     0x0000000000000027
  0001bc  mov     [rbp+0x60],rbx
  0001c3  mov     rax,0
  0001cd  jmp     0x0000000000000027
  0001d2  mov     [rbp+0x60],rbx
  0001d9  mov     rax,1
  0001e3  jmp     0x0000000000000027
  0001e8  mov     [rbp+0x60],rbx
  0001ef  mov     rax,2
  0001f9  jmp     0x0000000000000027
  0001fe  mov     [rbp+0x60],rbx
  000205  mov     [rbp+0x70],r12
  00020c  mov     qword ptr [rbp+0x1c0],1
  000217  mov     rax,3
  000221  jmp     0x0000000000000027
  000226  mov     [rbp+0x60],rbx
  00022d  mov     rax,5
  000237  jmp     0x0000000000000027
  00023c  mov     [rbp+0x60],rbx
  000243  mov     rax,6
  00024d  jmp     0x0000000000000027
  000252  mov     [rbp+0x60],rbx
  000259  mov     rax,7
  000263  jmp     0x0000000000000027
  000268  mov     [rbp+0x60],rbx
  00026f  mov     [rbp+0x70],r12
  000276  mov     qword ptr [rbp+0x1c0],1
  000281  mov     rax,8
  00028b  jmp     0x0000000000000027

; T1: 2312 bytes
; v0:int = input n
  000290  cmp     qword ptr [rbp+0x188],1
  00029b  jne     0x000000000000082c
; v1:list = input src
  0002a1  cmp     qword ptr [rbp+0x190],3
  0002ac  jne     0x000000000000082c
; v2:list = input jumps
  0002b2  cmp     qword ptr [rbp+0x198],3
  0002bd  jne     0x000000000000082c
; v3:list = input tape
  0002c3  cmp     qword ptr [rbp+0x1f0],3
  0002ce  jne     0x000000000000082c
  0002d4  mov     rbx,[rbp+0xa0]
; v4:int = input p
  0002db  cmp     qword ptr [rbp+0x1f8],1
  0002e6  jne     0x000000000000082c
  0002ec  mov     r12,[rbp+0xa8]
; v5:int = input pc
  0002f3  cmp     qword ptr [rbp+0x200],1
  0002fe  jne     0x000000000000082c
  000304  mov     r13,[rbp+0xb0]
; guard_value v5, 24 => loop_pc/0 (2) {tape=v3, p=v4}
  00030b  cmp     r13,0x18
  000312  jne     0x000000000000083b
  000318  jmp     0x000000000000032b
  00031d  mov     rbx,[rbp+0xa0]
  000324  mov     r12,[rbp+0xa8]
; v7:int = add v4, 1 => right/0 (7) {tape=v3, p=v4}
  00032b  add     r12,1
  000332  jo      0x0000000000000875
; v8:int = and v7, 65535
  000338  mov     r13,r12
  00033b  and     r13,0xffff
; guard_words v3 => plus/0 (14) {tape=v3, p=v8, pc=25}
  000342  cmp     qword ptr [rbx+8],0
  00034e  jne     0x00000000000008a4
; v10:int = len v3
  000354  mov     r14,[rbx]
; v11:int = lt 65535, v10
; guard_true v11 => plus/0 (14) {tape=v3, p=v8, pc=25}
  00035c  mov     r11,0xffff
  000363  cmp     r11,r14
  000366  jge     0x00000000000008d7
; v13:int = readlist v3, v8 words in_bounds => plus/0 (14) {tape=v3, p=v8, pc=25}
  00036c  mov     rax,[rbx+0x10]
  000374  mov     r14,[rax+r13*8]
; v14:int = add v13, 1 => plus/0 (14) {tape=v3, p=v8, pc=25}
  000379  add     r14,1
  000380  jo      0x000000000000093d
; v15:int = and v14, 255
  000386  and     r14,0xff
; v16:list = set v3, v8, v15 owned words in_bounds => plus/3 (14) {tape=v3, p=v8, pc=25, x=v15}
  00038d  mov     rax,[rbx-0x10]
  000395  add     rax,[rbx-8]
  00039d  cmp     rax,2
  0003a3  jne     0x0000000000000440
  0003a9  mov     rax,[rbx+0x10]
  0003b1  mov     [rax+r13*8],r14
; v17:int = add_nov v7, -1
  0003b6  add     r12,0xffffffffffffffff
; v18:int = and v17, 65535
  0003bd  and     r12,0xffff
; v19:int = readlist v16, v18 words in_bounds => minus/0 (32) {tape=v16, p=v18, pc=27}
  0003c4  mov     rax,[rbx+0x10]
  0003cc  mov     r15,[rax+r12*8]
; v20:int = sub v19, 1 => minus/0 (32) {tape=v16, p=v18, pc=27}
  0003d1  sub     r15,1
  0003d8  jo      0x00000000000009aa
; v21:int = and v20, 255
  0003de  and     r15,0xff
; v22:list = set v16, v18, v21 owned words in_bounds => minus/3 (32) {tape=v16, p=v18, pc=27, x=v21}
  0003e5  mov     rax,[rbx+0x10]
  0003ed  mov     [rax+r12*8],r15
; guard_true v21 => close_bracket/0 (46) {tape=v22, p=v18, pc=28}
  0003f2  test    r15,r15
  0003f5  je      0x00000000000009e4
; guard_steps => loop/0 (49) {tape=v22, p=v18}
; v25:list = phi tape v22
; v26:int = phi - v21
; v27:int = phi - v15
; loop (49) {tape=v25, p=v18}
  0003fb  mov     rsi,[rbx+0x10]
  000403  nop     [rax+rax]
  00040c  nop     [rax]
; v29:int = add v27, 1 => plus/0 (14) {tape=v25, p=v8, pc=25}
  000410  add     r14,1
  000417  jo      0x0000000000000a17
; v30:int = and v29, 255
  00041d  and     r14,0xff
; v31:list = set v25, v8, v30 owned words in_bounds => plus/3 (14) {tape=v25, p=v8, pc=25, x=v30}
  000424  mov     [rsi+r13*8],r14
; v32:int = sub_nov v26, 1
; v33:int = and v32, 255
  000429  add     r15b,0xff
; v34:list = set v31, v18, v33 owned words in_bounds => minus/3 (32) {tape=v31, p=v18, pc=27, x=v33}
  00042d  mov     [rsi+r12*8],r15
; guard_true v33 => close_bracket/0 (46) {tape=v34, p=v18, pc=28}
  000432  test    r15,r15
  000435  jne     0x0000000000000410
  00043b  jmp     0x0000000000000a51
; guard_steps => loop/0 (49) {tape=v34, p=v18}
; jump (49) v25 <- v34, v26 <- v33, v27 <- v30
  000440  sub     rsp,0x70
  000447  mov     [rsp+0x30],rcx
  00044f  mov     [rsp+0x38],rsi
  000457  mov     [rsp+0x40],rdi
  00045f  mov     [rsp+0x48],r8
  000467  mov     [rsp+0x50],r9
  00046f  mov     [rsp+0x58],r10
  000477  mov     [rsp],rbx
  00047f  mov     qword ptr [rsp+8],3
  00048b  mov     [rsp+0x10],r13
  000493  mov     qword ptr [rsp+0x18],1
  00049f  mov     [rsp+0x20],r14
  0004a7  mov     qword ptr [rsp+0x28],1
  0004b3  mov     rdi,[rbp+0x20]
  0004ba  mov     esi,0xe
  0004bf  mov     rdx,rsp
  0004c2  mov     rcx,0xfffffffffffffff2
  0004cc  mov     r8,0xfffffffffffffff2
  0004d6  mov     r9,0
  0004e0  mov     rax,<list_op>
  0004ea  call    rax
  0004ec  mov     r11,rax
  0004ef  mov     rcx,[rsp+0x30]
  0004f7  mov     rsi,[rsp+0x38]
  0004ff  mov     rdi,[rsp+0x40]
  000507  mov     r8,[rsp+0x48]
  00050f  mov     r9,[rsp+0x50]
  000517  mov     r10,[rsp+0x58]
  00051f  add     rsp,0x70
  000526  test    rdx,rdx
  000529  je      0x0000000000000a84
  00052f  mov     rbx,r11
  000532  jmp     0x00000000000003b6
  000537  sub     rsp,0x70
  00053e  mov     [rsp+0x30],rcx
  000546  mov     [rsp+0x38],rsi
  00054e  mov     [rsp+0x40],rdi
  000556  mov     [rsp+0x48],r8
  00055e  mov     [rsp+0x50],r9
  000566  mov     [rsp+0x58],r10
  00056e  mov     [rsp],rbx
  000576  mov     qword ptr [rsp+8],3
  000582  mov     [rsp+0x10],r12
  00058a  mov     qword ptr [rsp+0x18],1
  000596  mov     [rsp+0x20],r15
  00059e  mov     qword ptr [rsp+0x28],1
  0005aa  mov     rdi,[rbp+0x20]
  0005b1  mov     esi,0xe
  0005b6  mov     rdx,rsp
  0005b9  mov     rcx,0xfffffffffffffff2
  0005c3  mov     r8,0xfffffffffffffff2
  0005cd  mov     r9,0
  0005d7  mov     rax,<list_op>
  0005e1  call    rax
  0005e3  mov     r11,rax
  0005e6  mov     rcx,[rsp+0x30]
  0005ee  mov     rsi,[rsp+0x38]
  0005f6  mov     rdi,[rsp+0x40]
  0005fe  mov     r8,[rsp+0x48]
  000606  mov     r9,[rsp+0x50]
  00060e  mov     r10,[rsp+0x58]
  000616  add     rsp,0x70
  00061d  test    rdx,rdx
  000620  je      0x0000000000000ac9
  000626  mov     rbx,r11
  000629  jmp     0x00000000000003f2
  00062e  sub     rsp,0x70
  000635  mov     [rsp+0x30],rcx
  00063d  mov     [rsp+0x38],rsi
  000645  mov     [rsp+0x40],rdi
  00064d  mov     [rsp+0x48],r8
  000655  mov     [rsp+0x50],r9
  00065d  mov     [rsp+0x58],r10
  000665  mov     [rsp],rbx
  00066d  mov     qword ptr [rsp+8],3
  000679  mov     [rsp+0x10],r13
  000681  mov     qword ptr [rsp+0x18],1
  00068d  mov     [rsp+0x20],r14
  000695  mov     qword ptr [rsp+0x28],1
  0006a1  mov     rdi,[rbp+0x20]
  0006a8  mov     esi,0xe
  0006ad  mov     rdx,rsp
  0006b0  mov     rcx,0xfffffffffffffff2
  0006ba  mov     r8,0xfffffffffffffff2
  0006c4  mov     r9,0
  0006ce  mov     rax,<list_op>
  0006d8  call    rax
  0006da  mov     r11,rax
  0006dd  mov     rcx,[rsp+0x30]
  0006e5  mov     rsi,[rsp+0x38]
  0006ed  mov     rdi,[rsp+0x40]
  0006f5  mov     r8,[rsp+0x48]
  0006fd  mov     r9,[rsp+0x50]
  000705  mov     r10,[rsp+0x58]
  00070d  add     rsp,0x70
  000714  test    rdx,rdx
  000717  je      0x0000000000000b0e
  00071d  mov     rbx,r11
  000720  mov     rsi,[rbx+0x10]
  000728  jmp     0x0000000000000429
  00072d  sub     rsp,0x70
  000734  mov     [rsp+0x30],rcx
  00073c  mov     [rsp+0x38],rsi
  000744  mov     [rsp+0x40],rdi
  00074c  mov     [rsp+0x48],r8
  000754  mov     [rsp+0x50],r9
  00075c  mov     [rsp+0x58],r10
  000764  mov     [rsp],rbx
  00076c  mov     qword ptr [rsp+8],3
  000778  mov     [rsp+0x10],r12
  000780  mov     qword ptr [rsp+0x18],1
  00078c  mov     [rsp+0x20],r15
  000794  mov     qword ptr [rsp+0x28],1
  0007a0  mov     rdi,[rbp+0x20]
  0007a7  mov     esi,0xe
  0007ac  mov     rdx,rsp
  0007af  mov     rcx,0xfffffffffffffff2
  0007b9  mov     r8,0xfffffffffffffff2
  0007c3  mov     r9,0
  0007cd  mov     rax,<list_op>
  0007d7  call    rax
  0007d9  mov     r11,rax
  0007dc  mov     rcx,[rsp+0x30]
  0007e4  mov     rsi,[rsp+0x38]
  0007ec  mov     rdi,[rsp+0x40]
  0007f4  mov     r8,[rsp+0x48]
  0007fc  mov     r9,[rsp+0x50]
  000804  mov     r10,[rsp+0x58]
  00080c  add     rsp,0x70
  000813  test    rdx,rdx
  000816  je      0x0000000000000b53
  00081c  mov     rbx,r11
  00081f  mov     rsi,[rbx+0x10]
  000827  jmp     0x0000000000000432
; exits
  00082c  mov     rax,0x1fffffffe
  000836  jmp     0x0000000000000027
  00083b  mov     [rbp+0x10],r13
  000842  mov     qword ptr [rbp+0x18],1
  00084d  mov     [rbp+0xa0],rbx
  000854  mov     qword ptr [rbp+0x1f0],3
  00085f  mov     [rbp+0xa8],r12
  000866  mov     rax,0x100000000
  000870  jmp     0x0000000000000027
  000875  sub     r12,1
  00087c  mov     [rbp+0xa0],rbx
  000883  mov     qword ptr [rbp+0x1f0],3
  00088e  mov     [rbp+0xa8],r12
  000895  mov     rax,0x100000001
  00089f  jmp     0x0000000000000027
  0008a4  mov     [rbp+0xa0],rbx
  0008ab  mov     qword ptr [rbp+0x1f0],3
  0008b6  mov     [rbp+0xa8],r13
  0008bd  mov     qword ptr [rbp+0xb0],0x19
  0008c8  mov     rax,0x100000002
  0008d2  jmp     0x0000000000000027
  0008d7  mov     [rbp+0xa0],rbx
  0008de  mov     qword ptr [rbp+0x1f0],3
  0008e9  mov     [rbp+0xa8],r13
  0008f0  mov     qword ptr [rbp+0xb0],0x19
  0008fb  mov     rax,0x100000003
  000905  jmp     0x0000000000000027
  00090a  mov     [rbp+0xa0],rbx
  000911  mov     qword ptr [rbp+0x1f0],3
  00091c  mov     [rbp+0xa8],r13
  000923  mov     qword ptr [rbp+0xb0],0x19
  00092e  mov     rax,0x100000004
  000938  jmp     0x0000000000000027
  00093d  sub     r14,1
  000944  mov     [rbp+0xa0],rbx
  00094b  mov     qword ptr [rbp+0x1f0],3
  000956  mov     [rbp+0xa8],r13
  00095d  mov     qword ptr [rbp+0xb0],0x19
  000968  mov     rax,0x100000005
  000972  jmp     0x0000000000000027
  000977  mov     [rbp+0xa0],rbx
  00097e  mov     qword ptr [rbp+0x1f0],3
  000989  mov     [rbp+0xa8],r12
  000990  mov     qword ptr [rbp+0xb0],0x1b
  00099b  mov     rax,0x100000007
  0009a5  jmp     0x0000000000000027
  0009aa  add     r15,1
  0009b1  mov     [rbp+0xa0],rbx
  0009b8  mov     qword ptr [rbp+0x1f0],3
  0009c3  mov     [rbp+0xa8],r12
  0009ca  mov     qword ptr [rbp+0xb0],0x1b
  0009d5  mov     rax,0x100000008
  0009df  jmp     0x0000000000000027
  0009e4  mov     [rbp+0xa0],rbx
  0009eb  mov     qword ptr [rbp+0x1f0],3
  0009f6  mov     [rbp+0xa8],r12
  0009fd  mov     qword ptr [rbp+0xb0],0x1c
  000a08  mov     rax,0x10000000a
  000a12  jmp     0x0000000000000027
  000a17  sub     r14,1
  000a1e  mov     [rbp+0xa0],rbx
  000a25  mov     qword ptr [rbp+0x1f0],3
  000a30  mov     [rbp+0xa8],r13
  000a37  mov     qword ptr [rbp+0xb0],0x19
  000a42  mov     rax,0x10000000c
  000a4c  jmp     0x0000000000000027
  000a51  mov     [rbp+0xa0],rbx
  000a58  mov     qword ptr [rbp+0x1f0],3
  000a63  mov     [rbp+0xa8],r12
  000a6a  mov     qword ptr [rbp+0xb0],0x1c
  000a75  mov     rax,0x10000000f
  000a7f  jmp     0x0000000000000027
  000a84  mov     [rbp+0xa0],rbx
  000a8b  mov     qword ptr [rbp+0x1f0],3
  000a96  mov     [rbp+0xa8],r13
  000a9d  mov     qword ptr [rbp+0xb0],0x19
  000aa8  mov     [rbp+0xc0],r14
  000aaf  mov     qword ptr [rbp+0x210],1
  000aba  mov     rax,0x100000006
  000ac4  jmp     0x0000000000000027
  000ac9  mov     [rbp+0xa0],rbx
  000ad0  mov     qword ptr [rbp+0x1f0],3
  000adb  mov     [rbp+0xa8],r12
  000ae2  mov     qword ptr [rbp+0xb0],0x1b
  000aed  mov     [rbp+0xc0],r15
  000af4  mov     qword ptr [rbp+0x210],1
  000aff  mov     rax,0x100000009
  000b09  jmp     0x0000000000000027
  000b0e  mov     [rbp+0xa0],rbx
  000b15  mov     qword ptr [rbp+0x1f0],3
  000b20  mov     [rbp+0xa8],r13
  000b27  mov     qword ptr [rbp+0xb0],0x19
  000b32  mov     [rbp+0xc0],r14
  000b39  mov     qword ptr [rbp+0x210],1
  000b44  mov     rax,0x10000000d
  000b4e  jmp     0x0000000000000027
  000b53  mov     [rbp+0xa0],rbx
  000b5a  mov     qword ptr [rbp+0x1f0],3
  000b65  mov     [rbp+0xa8],r12
  000b6c  mov     qword ptr [rbp+0xb0],0x1b
  000b77  mov     [rbp+0xc0],r15
  000b7e  mov     qword ptr [rbp+0x210],1
  000b89  mov     rax,0x10000000e
  000b93  jmp     0x0000000000000027

; T2: 1770 bytes
; v0:int = input n
  000ba0  cmp     qword ptr [rbp+0x188],1
  000bab  jne     0x00000000000010c8
; v1:list = input src
  000bb1  cmp     qword ptr [rbp+0x190],3
  000bbc  jne     0x00000000000010c8
; v2:list = input jumps
  000bc2  cmp     qword ptr [rbp+0x198],3
  000bcd  jne     0x00000000000010c8
; v3:list = input tape
  000bd3  cmp     qword ptr [rbp+0x1f0],3
  000bde  jne     0x00000000000010c8
  000be4  mov     rbx,[rbp+0xa0]
; v4:int = input p
  000beb  cmp     qword ptr [rbp+0x1f8],1
  000bf6  jne     0x00000000000010c8
  000bfc  mov     r12,[rbp+0xa8]
; v5:int = input pc
  000c03  cmp     qword ptr [rbp+0x200],1
  000c0e  jne     0x00000000000010c8
  000c14  mov     r13,[rbp+0xb0]
; guard_value v5, 31 => loop_pc/0 (2) {tape=v3}
  000c1b  cmp     r13,0x1f
  000c22  jne     0x00000000000010d7
  000c28  jmp     0x0000000000000c3b
  000c2d  mov     rbx,[rbp+0xa0]
  000c34  mov     r12,[rbp+0xa8]
; guard_words v3 => minus/0 (6) {tape=v3}
  000c3b  cmp     qword ptr [rbx+8],0
  000c47  jne     0x000000000000110a
; v8:int = readlist v3, v4 words => minus/0 (6) {tape=v3}
  000c4d  cmp     r12,[rbx]
  000c55  jae     0x000000000000112b
  000c5b  mov     rax,[rbx+0x10]
  000c63  mov     r13,[rax+r12*8]
; v9:int = sub v8, 1 => minus/0 (6) {tape=v3}
  000c68  sub     r13,1
  000c6f  jo      0x000000000000114c
; v10:int = and v9, 255
  000c75  and     r13,0xff
; v11:list = set v3, v4, v10 owned words in_bounds => minus/3 (6) {tape=v3, x=v10}
  000c7c  mov     rax,[rbx-0x10]
  000c84  add     rax,[rbx-8]
  000c8c  cmp     rax,2
  000c92  jne     0x0000000000000d3a
  000c98  mov     rax,[rbx+0x10]
  000ca0  mov     [rax+r12*8],r13
; v12:int = put_byte v10 => output/0 (17) {tape=v11, pc=32}
  000ca5  cmp     r13,0xff
  000cac  ja      0x0000000000000e31
  000cb2  mov     rax,[rbp+0x28]
  000cb9  mov     rdx,[rax]
  000cbc  cmp     rdx,0x10000
  000cc3  jae     0x0000000000000e31
  000cc9  mov     [rax+rdx+8],r13b
  000cd1  add     rdx,1
  000cd5  mov     [rax],rdx
; guard_true v10 => close_bracket/0 (31) {tape=v11, pc=33}
  000cd8  test    r13,r13
  000cdb  je      0x0000000000001174
; guard_steps => loop/0 (34) {tape=v11}
; v15:list = phi tape v11
; v16:int = phi - v10
; loop (34) {tape=v15}
  000ce1  mov     r14,[rbx+0x10]
  000ce9  nop     [rax]
; v18:int = sub_nov v16, 1
; v19:int = and v18, 255
  000cf0  add     r13b,0xff
; v20:list = set v15, v4, v19 owned words in_bounds => minus/3 (6) {tape=v15, x=v19}
  000cf4  mov     [r14+r12*8],r13
; v21:int = put_byte v19 => output/0 (17) {tape=v20, pc=32}
  000cf9  cmp     r13,0xff
  000d00  ja      0x0000000000000ffc
  000d06  mov     rax,[rbp+0x28]
  000d0d  mov     rdx,[rax]
  000d10  cmp     rdx,0x10000
  000d17  jae     0x0000000000000ffc
  000d1d  mov     [rax+rdx+8],r13b
  000d25  add     rdx,1
  000d29  mov     [rax],rdx
; guard_true v19 => close_bracket/0 (31) {tape=v20, pc=33}
  000d2c  test    r13,r13
  000d2f  jne     0x0000000000000cf0
  000d35  jmp     0x00000000000011a0
; guard_steps => loop/0 (34) {tape=v20}
; jump (34) v15 <- v20, v16 <- v19
  000d3a  sub     rsp,0x70
  000d41  mov     [rsp+0x30],rcx
  000d49  mov     [rsp+0x38],rsi
  000d51  mov     [rsp+0x40],rdi
  000d59  mov     [rsp+0x48],r8
  000d61  mov     [rsp+0x50],r9
  000d69  mov     [rsp+0x58],r10
  000d71  mov     [rsp],rbx
  000d79  mov     qword ptr [rsp+8],3
  000d85  mov     [rsp+0x10],r12
  000d8d  mov     qword ptr [rsp+0x18],1
  000d99  mov     [rsp+0x20],r13
  000da1  mov     qword ptr [rsp+0x28],1
  000dad  mov     rdi,[rbp+0x20]
  000db4  mov     esi,0xe
  000db9  mov     rdx,rsp
  000dbc  mov     rcx,0xfffffffffffffff2
  000dc6  mov     r8,0xfffffffffffffff2
  000dd0  mov     r9,0
  000dda  mov     rax,<list_op>
  000de4  call    rax
  000de6  mov     r11,rax
  000de9  mov     rcx,[rsp+0x30]
  000df1  mov     rsi,[rsp+0x38]
  000df9  mov     rdi,[rsp+0x40]
  000e01  mov     r8,[rsp+0x48]
  000e09  mov     r9,[rsp+0x50]
  000e11  mov     r10,[rsp+0x58]
  000e19  add     rsp,0x70
  000e20  test    rdx,rdx
  000e23  je      0x00000000000011cc
  000e29  mov     rbx,r11
  000e2c  jmp     0x0000000000000ca5
  000e31  sub     rsp,0x70
  000e38  mov     [rsp+0x30],rcx
  000e40  mov     [rsp+0x38],rsi
  000e48  mov     [rsp+0x40],rdi
  000e50  mov     [rsp+0x48],r8
  000e58  mov     [rsp+0x50],r9
  000e60  mov     [rsp+0x58],r10
  000e68  mov     [rsp],r13
  000e70  mov     qword ptr [rsp+8],1
  000e7c  mov     rdi,[rbp+0x20]
  000e83  mov     esi,0x14
  000e88  mov     rdx,rsp
  000e8b  mov     rcx,1
  000e95  mov     r8,0
  000e9f  mov     r9,0
  000ea9  mov     rax,<call_op>
  000eb3  call    rax
  000eb5  mov     r11,rax
  000eb8  mov     rcx,[rsp+0x30]
  000ec0  mov     rsi,[rsp+0x38]
  000ec8  mov     rdi,[rsp+0x40]
  000ed0  mov     r8,[rsp+0x48]
  000ed8  mov     r9,[rsp+0x50]
  000ee0  mov     r10,[rsp+0x58]
  000ee8  add     rsp,0x70
  000eef  test    rdx,rdx
  000ef2  je      0x00000000000011ff
  000ef8  jmp     0x0000000000000cd8
  000efd  sub     rsp,0x70
  000f04  mov     [rsp+0x30],rcx
  000f0c  mov     [rsp+0x38],rsi
  000f14  mov     [rsp+0x40],rdi
  000f1c  mov     [rsp+0x48],r8
  000f24  mov     [rsp+0x50],r9
  000f2c  mov     [rsp+0x58],r10
  000f34  mov     [rsp],rbx
  000f3c  mov     qword ptr [rsp+8],3
  000f48  mov     [rsp+0x10],r12
  000f50  mov     qword ptr [rsp+0x18],1
  000f5c  mov     [rsp+0x20],r13
  000f64  mov     qword ptr [rsp+0x28],1
  000f70  mov     rdi,[rbp+0x20]
  000f77  mov     esi,0xe
  000f7c  mov     rdx,rsp
  000f7f  mov     rcx,0xfffffffffffffff2
  000f89  mov     r8,0xfffffffffffffff2
  000f93  mov     r9,0
  000f9d  mov     rax,<list_op>
  000fa7  call    rax
  000fa9  mov     r11,rax
  000fac  mov     rcx,[rsp+0x30]
  000fb4  mov     rsi,[rsp+0x38]
  000fbc  mov     rdi,[rsp+0x40]
  000fc4  mov     r8,[rsp+0x48]
  000fcc  mov     r9,[rsp+0x50]
  000fd4  mov     r10,[rsp+0x58]
  000fdc  add     rsp,0x70
  000fe3  test    rdx,rdx
  000fe6  je      0x000000000000122b
  000fec  mov     rbx,r11
  000fef  mov     r14,[rbx+0x10]
  000ff7  jmp     0x0000000000000cf9
  000ffc  sub     rsp,0x70
  001003  mov     [rsp+0x30],rcx
  00100b  mov     [rsp+0x38],rsi
  001013  mov     [rsp+0x40],rdi
  00101b  mov     [rsp+0x48],r8
  001023  mov     [rsp+0x50],r9
  00102b  mov     [rsp+0x58],r10
  001033  mov     [rsp],r13
  00103b  mov     qword ptr [rsp+8],1
  001047  mov     rdi,[rbp+0x20]
  00104e  mov     esi,0x14
  001053  mov     rdx,rsp
  001056  mov     rcx,1
  001060  mov     r8,0
  00106a  mov     r9,0
  001074  mov     rax,<call_op>
  00107e  call    rax
  001080  mov     r11,rax
  001083  mov     rcx,[rsp+0x30]
  00108b  mov     rsi,[rsp+0x38]
  001093  mov     rdi,[rsp+0x40]
  00109b  mov     r8,[rsp+0x48]
  0010a3  mov     r9,[rsp+0x50]
  0010ab  mov     r10,[rsp+0x58]
  0010b3  add     rsp,0x70
  0010ba  test    rdx,rdx
  0010bd  je      0x000000000000125e
  0010c3  jmp     0x0000000000000d2c
; exits
  0010c8  mov     rax,0x2fffffffe
  0010d2  jmp     0x0000000000000027
  0010d7  mov     [rbp+0x10],r13
  0010de  mov     qword ptr [rbp+0x18],1
  0010e9  mov     [rbp+0xa0],rbx
  0010f0  mov     qword ptr [rbp+0x1f0],3
  0010fb  mov     rax,0x200000000
  001105  jmp     0x0000000000000027
  00110a  mov     [rbp+0xa0],rbx
  001111  mov     qword ptr [rbp+0x1f0],3
  00111c  mov     rax,0x200000001
  001126  jmp     0x0000000000000027
  00112b  mov     [rbp+0xa0],rbx
  001132  mov     qword ptr [rbp+0x1f0],3
  00113d  mov     rax,0x200000002
  001147  jmp     0x0000000000000027
  00114c  add     r13,1
  001153  mov     [rbp+0xa0],rbx
  00115a  mov     qword ptr [rbp+0x1f0],3
  001165  mov     rax,0x200000003
  00116f  jmp     0x0000000000000027
  001174  mov     [rbp+0xa0],rbx
  00117b  mov     qword ptr [rbp+0x1f0],3
  001186  mov     qword ptr [rbp+0xb0],0x21
  001191  mov     rax,0x200000006
  00119b  jmp     0x0000000000000027
  0011a0  mov     [rbp+0xa0],rbx
  0011a7  mov     qword ptr [rbp+0x1f0],3
  0011b2  mov     qword ptr [rbp+0xb0],0x21
  0011bd  mov     rax,0x20000000a
  0011c7  jmp     0x0000000000000027
  0011cc  mov     [rbp+0xa0],rbx
  0011d3  mov     qword ptr [rbp+0x1f0],3
  0011de  mov     [rbp+0xc0],r13
  0011e5  mov     qword ptr [rbp+0x210],1
  0011f0  mov     rax,0x200000004
  0011fa  jmp     0x0000000000000027
  0011ff  mov     [rbp+0xa0],rbx
  001206  mov     qword ptr [rbp+0x1f0],3
  001211  mov     qword ptr [rbp+0xb0],0x20
  00121c  mov     rax,0x200000005
  001226  jmp     0x0000000000000027
  00122b  mov     [rbp+0xa0],rbx
  001232  mov     qword ptr [rbp+0x1f0],3
  00123d  mov     [rbp+0xc0],r13
  001244  mov     qword ptr [rbp+0x210],1
  00124f  mov     rax,0x200000008
  001259  jmp     0x0000000000000027
  00125e  mov     [rbp+0xa0],rbx
  001265  mov     qword ptr [rbp+0x1f0],3
  001270  mov     qword ptr [rbp+0xb0],0x20
  00127b  mov     rax,0x200000009
  001285  jmp     0x0000000000000027

; T3: 2324 bytes
; v0:int = input n
  001290  cmp     qword ptr [rbp+0x188],1
  00129b  jne     0x000000000000183c
; v1:list = input src
  0012a1  cmp     qword ptr [rbp+0x190],3
  0012ac  jne     0x000000000000183c
; v2:list = input jumps
  0012b2  cmp     qword ptr [rbp+0x198],3
  0012bd  jne     0x000000000000183c
; v3:list = input tape
  0012c3  cmp     qword ptr [rbp+0x1f0],3
  0012ce  jne     0x000000000000183c
  0012d4  mov     rbx,[rbp+0xa0]
; v4:int = input p
  0012db  cmp     qword ptr [rbp+0x1f8],1
  0012e6  jne     0x000000000000183c
  0012ec  mov     r12,[rbp+0xa8]
; v5:int = input pc
  0012f3  cmp     qword ptr [rbp+0x200],1
  0012fe  jne     0x000000000000183c
  001304  mov     r13,[rbp+0xb0]
; guard_value v5, 58 => loop_pc/0 (2) {tape=v3, p=v4}
  00130b  cmp     r13,0x3a
  001312  jne     0x000000000000184b
  001318  jmp     0x000000000000132b
  00131d  mov     rbx,[rbp+0xa0]
  001324  mov     r12,[rbp+0xa8]
; guard_words v3 => minus/0 (6) {tape=v3, p=v4}
  00132b  cmp     qword ptr [rbx+8],0
  001337  jne     0x0000000000001885
; v8:int = readlist v3, v4 words => minus/0 (6) {tape=v3, p=v4}
  00133d  cmp     r12,[rbx]
  001345  jae     0x00000000000018ad
  00134b  mov     rax,[rbx+0x10]
  001353  mov     r13,[rax+r12*8]
; v9:int = sub v8, 1 => minus/0 (6) {tape=v3, p=v4}
  001358  sub     r13,1
  00135f  jo      0x00000000000018d5
; v10:int = and v9, 255
  001365  and     r13,0xff
; v11:list = set v3, v4, v10 owned words in_bounds => minus/3 (6) {tape=v3, p=v4, x=v10}
  00136c  mov     rax,[rbx-0x10]
  001374  add     rax,[rbx-8]
  00137c  cmp     rax,2
  001382  jne     0x0000000000001450
  001388  mov     rax,[rbx+0x10]
  001390  mov     [rax+r12*8],r13
; v12:int = add_nov v4, 1
  001395  lea     r13,[r12+1]
; v13:int = and v12, 65535
  00139d  and     r13,0xffff
; v14:int = len v11
  0013a4  mov     r14,[rbx]
; v15:int = lt 65535, v14
; guard_true v15 => plus/0 (22) {tape=v11, p=v13, pc=60}
  0013ac  mov     r11,0xffff
  0013b3  cmp     r11,r14
  0013b6  jge     0x0000000000001904
; v17:int = readlist v11, v13 words in_bounds => plus/0 (22) {tape=v11, p=v13, pc=60}
  0013bc  mov     rax,[rbx+0x10]
  0013c4  mov     r14,[rax+r13*8]
; v18:int = add v17, 1 => plus/0 (22) {tape=v11, p=v13, pc=60}
  0013c9  add     r14,1
  0013d0  jo      0x000000000000196a
; v19:int = and v18, 255
  0013d6  and     r14,0xff
; v20:list = set v11, v13, v19 owned words in_bounds => plus/3 (22) {tape=v11, p=v13, pc=60, x=v19}
  0013dd  mov     rax,[rbx+0x10]
  0013e5  mov     [rax+r13*8],r14
; v21:int = and v4, 65535
  0013ea  and     r12,0xffff
; v22:int = readlist v20, v21 words in_bounds => close_bracket/0 (46) {tape=v20, p=v21, pc=62}
  0013f1  mov     rax,[rbx+0x10]
  0013f9  mov     r15,[rax+r12*8]
; guard_true v22 => close_bracket/0 (46) {tape=v20, p=v21, pc=62}
  0013fe  test    r15,r15
  001401  je      0x00000000000019d7
; guard_steps => loop/0 (49) {tape=v20, p=v21}
; v25:list = phi tape v20
; v26:int = phi - v22
; v27:int = phi - v19
; loop (49) {tape=v25, p=v21}
  001407  mov     rsi,[rbx+0x10]
  00140f  nop
; v29:int = sub v26, 1 => minus/0 (6) {tape=v25, p=v21}
  001410  sub     r15,1
  001417  jo      0x0000000000001a0a
; v30:int = and v29, 255
  00141d  and     r15,0xff
; v31:list = set v25, v21, v30 owned words in_bounds => minus/3 (6) {tape=v25, p=v21, x=v30}
  001424  mov     [rsi+r12*8],r15
; v32:int = add v27, 1 => plus/0 (22) {tape=v31, p=v13, pc=60}
  001429  add     r14,1
  001430  jo      0x0000000000001a39
; v33:int = and v32, 255
  001436  and     r14,0xff
; v34:list = set v31, v13, v33 owned words in_bounds => plus/3 (22) {tape=v31, p=v13, pc=60, x=v33}
  00143d  mov     [rsi+r13*8],r14
; guard_true v30 => close_bracket/0 (46) {tape=v34, p=v21, pc=62}
  001442  test    r15,r15
  001445  jne     0x0000000000001410
  00144b  jmp     0x0000000000001a73
; guard_steps => loop/0 (49) {tape=v34, p=v21}
; jump (49) v25 <- v34, v26 <- v30, v27 <- v33
  001450  sub     rsp,0x70
  001457  mov     [rsp+0x30],rcx
  00145f  mov     [rsp+0x38],rsi
  001467  mov     [rsp+0x40],rdi
  00146f  mov     [rsp+0x48],r8
  001477  mov     [rsp+0x50],r9
  00147f  mov     [rsp+0x58],r10
  001487  mov     [rsp],rbx
  00148f  mov     qword ptr [rsp+8],3
  00149b  mov     [rsp+0x10],r12
  0014a3  mov     qword ptr [rsp+0x18],1
  0014af  mov     [rsp+0x20],r13
  0014b7  mov     qword ptr [rsp+0x28],1
  0014c3  mov     rdi,[rbp+0x20]
  0014ca  mov     esi,0xe
  0014cf  mov     rdx,rsp
  0014d2  mov     rcx,0xfffffffffffffff2
  0014dc  mov     r8,0xfffffffffffffff2
  0014e6  mov     r9,0
  0014f0  mov     rax,<list_op>
  0014fa  call    rax
  0014fc  mov     r11,rax
  0014ff  mov     rcx,[rsp+0x30]
  001507  mov     rsi,[rsp+0x38]
  00150f  mov     rdi,[rsp+0x40]
  001517  mov     r8,[rsp+0x48]
  00151f  mov     r9,[rsp+0x50]
  001527  mov     r10,[rsp+0x58]
  00152f  add     rsp,0x70
  001536  test    rdx,rdx
  001539  je      0x0000000000001aa6
  00153f  mov     rbx,r11
  001542  jmp     0x0000000000001395
  001547  sub     rsp,0x70
  00154e  mov     [rsp+0x30],rcx
  001556  mov     [rsp+0x38],rsi
  00155e  mov     [rsp+0x40],rdi
  001566  mov     [rsp+0x48],r8
  00156e  mov     [rsp+0x50],r9
  001576  mov     [rsp+0x58],r10
  00157e  mov     [rsp],rbx
  001586  mov     qword ptr [rsp+8],3
  001592  mov     [rsp+0x10],r13
  00159a  mov     qword ptr [rsp+0x18],1
  0015a6  mov     [rsp+0x20],r14
  0015ae  mov     qword ptr [rsp+0x28],1
  0015ba  mov     rdi,[rbp+0x20]
  0015c1  mov     esi,0xe
  0015c6  mov     rdx,rsp
  0015c9  mov     rcx,0xfffffffffffffff2
  0015d3  mov     r8,0xfffffffffffffff2
  0015dd  mov     r9,0
  0015e7  mov     rax,<list_op>
  0015f1  call    rax
  0015f3  mov     r11,rax
  0015f6  mov     rcx,[rsp+0x30]
  0015fe  mov     rsi,[rsp+0x38]
  001606  mov     rdi,[rsp+0x40]
  00160e  mov     r8,[rsp+0x48]
  001616  mov     r9,[rsp+0x50]
  00161e  mov     r10,[rsp+0x58]
  001626  add     rsp,0x70
  00162d  test    rdx,rdx
  001630  je      0x0000000000001ae0
  001636  mov     rbx,r11
  001639  jmp     0x00000000000013ea
  00163e  sub     rsp,0x70
  001645  mov     [rsp+0x30],rcx
  00164d  mov     [rsp+0x38],rsi
  001655  mov     [rsp+0x40],rdi
  00165d  mov     [rsp+0x48],r8
  001665  mov     [rsp+0x50],r9
  00166d  mov     [rsp+0x58],r10
  001675  mov     [rsp],rbx
  00167d  mov     qword ptr [rsp+8],3
  001689  mov     [rsp+0x10],r12
  001691  mov     qword ptr [rsp+0x18],1
  00169d  mov     [rsp+0x20],r15
  0016a5  mov     qword ptr [rsp+0x28],1
  0016b1  mov     rdi,[rbp+0x20]
  0016b8  mov     esi,0xe
  0016bd  mov     rdx,rsp
  0016c0  mov     rcx,0xfffffffffffffff2
  0016ca  mov     r8,0xfffffffffffffff2
  0016d4  mov     r9,0
  0016de  mov     rax,<list_op>
  0016e8  call    rax
  0016ea  mov     r11,rax
  0016ed  mov     rcx,[rsp+0x30]
  0016f5  mov     rsi,[rsp+0x38]
  0016fd  mov     rdi,[rsp+0x40]
  001705  mov     r8,[rsp+0x48]
  00170d  mov     r9,[rsp+0x50]
  001715  mov     r10,[rsp+0x58]
  00171d  add     rsp,0x70
  001724  test    rdx,rdx
  001727  je      0x0000000000001b25
  00172d  mov     rbx,r11
  001730  mov     rsi,[rbx+0x10]
  001738  jmp     0x0000000000001429
  00173d  sub     rsp,0x70
  001744  mov     [rsp+0x30],rcx
  00174c  mov     [rsp+0x38],rsi
  001754  mov     [rsp+0x40],rdi
  00175c  mov     [rsp+0x48],r8
  001764  mov     [rsp+0x50],r9
  00176c  mov     [rsp+0x58],r10
  001774  mov     [rsp],rbx
  00177c  mov     qword ptr [rsp+8],3
  001788  mov     [rsp+0x10],r13
  001790  mov     qword ptr [rsp+0x18],1
  00179c  mov     [rsp+0x20],r14
  0017a4  mov     qword ptr [rsp+0x28],1
  0017b0  mov     rdi,[rbp+0x20]
  0017b7  mov     esi,0xe
  0017bc  mov     rdx,rsp
  0017bf  mov     rcx,0xfffffffffffffff2
  0017c9  mov     r8,0xfffffffffffffff2
  0017d3  mov     r9,0
  0017dd  mov     rax,<list_op>
  0017e7  call    rax
  0017e9  mov     r11,rax
  0017ec  mov     rcx,[rsp+0x30]
  0017f4  mov     rsi,[rsp+0x38]
  0017fc  mov     rdi,[rsp+0x40]
  001804  mov     r8,[rsp+0x48]
  00180c  mov     r9,[rsp+0x50]
  001814  mov     r10,[rsp+0x58]
  00181c  add     rsp,0x70
  001823  test    rdx,rdx
  001826  je      0x0000000000001b5f
  00182c  mov     rbx,r11
  00182f  mov     rsi,[rbx+0x10]
  001837  jmp     0x0000000000001442
; exits
  00183c  mov     rax,0x3fffffffe
  001846  jmp     0x0000000000000027
  00184b  mov     [rbp+0x10],r13
  001852  mov     qword ptr [rbp+0x18],1
  00185d  mov     [rbp+0xa0],rbx
  001864  mov     qword ptr [rbp+0x1f0],3
  00186f  mov     [rbp+0xa8],r12
  001876  mov     rax,0x300000000
  001880  jmp     0x0000000000000027
  001885  mov     [rbp+0xa0],rbx
  00188c  mov     qword ptr [rbp+0x1f0],3
  001897  mov     [rbp+0xa8],r12
  00189e  mov     rax,0x300000001
  0018a8  jmp     0x0000000000000027
  0018ad  mov     [rbp+0xa0],rbx
  0018b4  mov     qword ptr [rbp+0x1f0],3
  0018bf  mov     [rbp+0xa8],r12
  0018c6  mov     rax,0x300000002
  0018d0  jmp     0x0000000000000027
  0018d5  add     r13,1
  0018dc  mov     [rbp+0xa0],rbx
  0018e3  mov     qword ptr [rbp+0x1f0],3
  0018ee  mov     [rbp+0xa8],r12
  0018f5  mov     rax,0x300000003
  0018ff  jmp     0x0000000000000027
  001904  mov     [rbp+0xa0],rbx
  00190b  mov     qword ptr [rbp+0x1f0],3
  001916  mov     [rbp+0xa8],r13
  00191d  mov     qword ptr [rbp+0xb0],0x3c
  001928  mov     rax,0x300000005
  001932  jmp     0x0000000000000027
  001937  mov     [rbp+0xa0],rbx
  00193e  mov     qword ptr [rbp+0x1f0],3
  001949  mov     [rbp+0xa8],r13
  001950  mov     qword ptr [rbp+0xb0],0x3c
  00195b  mov     rax,0x300000006
  001965  jmp     0x0000000000000027
  00196a  sub     r14,1
  001971  mov     [rbp+0xa0],rbx
  001978  mov     qword ptr [rbp+0x1f0],3
  001983  mov     [rbp+0xa8],r13
  00198a  mov     qword ptr [rbp+0xb0],0x3c
  001995  mov     rax,0x300000007
  00199f  jmp     0x0000000000000027
  0019a4  mov     [rbp+0xa0],rbx
  0019ab  mov     qword ptr [rbp+0x1f0],3
  0019b6  mov     [rbp+0xa8],r12
  0019bd  mov     qword ptr [rbp+0xb0],0x3e
  0019c8  mov     rax,0x300000009
  0019d2  jmp     0x0000000000000027
  0019d7  mov     [rbp+0xa0],rbx
  0019de  mov     qword ptr [rbp+0x1f0],3
  0019e9  mov     [rbp+0xa8],r12
  0019f0  mov     qword ptr [rbp+0xb0],0x3e
  0019fb  mov     rax,0x30000000a
  001a05  jmp     0x0000000000000027
  001a0a  add     r15,1
  001a11  mov     [rbp+0xa0],rbx
  001a18  mov     qword ptr [rbp+0x1f0],3
  001a23  mov     [rbp+0xa8],r12
  001a2a  mov     rax,0x30000000c
  001a34  jmp     0x0000000000000027
  001a39  sub     r14,1
  001a40  mov     [rbp+0xa0],rbx
  001a47  mov     qword ptr [rbp+0x1f0],3
  001a52  mov     [rbp+0xa8],r13
  001a59  mov     qword ptr [rbp+0xb0],0x3c
  001a64  mov     rax,0x30000000e
  001a6e  jmp     0x0000000000000027
  001a73  mov     [rbp+0xa0],rbx
  001a7a  mov     qword ptr [rbp+0x1f0],3
  001a85  mov     [rbp+0xa8],r12
  001a8c  mov     qword ptr [rbp+0xb0],0x3e
  001a97  mov     rax,0x300000010
  001aa1  jmp     0x0000000000000027
  001aa6  mov     [rbp+0xa0],rbx
  001aad  mov     qword ptr [rbp+0x1f0],3
  001ab8  mov     [rbp+0xa8],r12
  001abf  mov     [rbp+0xc0],r13
  001ac6  mov     qword ptr [rbp+0x210],1
  001ad1  mov     rax,0x300000004
  001adb  jmp     0x0000000000000027
  001ae0  mov     [rbp+0xa0],rbx
  001ae7  mov     qword ptr [rbp+0x1f0],3
  001af2  mov     [rbp+0xa8],r13
  001af9  mov     qword ptr [rbp+0xb0],0x3c
  001b04  mov     [rbp+0xc0],r14
  001b0b  mov     qword ptr [rbp+0x210],1
  001b16  mov     rax,0x300000008
  001b20  jmp     0x0000000000000027
  001b25  mov     [rbp+0xa0],rbx
  001b2c  mov     qword ptr [rbp+0x1f0],3
  001b37  mov     [rbp+0xa8],r12
  001b3e  mov     [rbp+0xc0],r15
  001b45  mov     qword ptr [rbp+0x210],1
  001b50  mov     rax,0x30000000d
  001b5a  jmp     0x0000000000000027
  001b5f  mov     [rbp+0xa0],rbx
  001b66  mov     qword ptr [rbp+0x1f0],3
  001b71  mov     [rbp+0xa8],r13
  001b78  mov     qword ptr [rbp+0xb0],0x3c
  001b83  mov     [rbp+0xc0],r14
  001b8a  mov     qword ptr [rbp+0x210],1
  001b95  mov     rax,0x30000000f
  001b9f  jmp     0x0000000000000027

; T4: 1175 bytes
; v0:int = input n
  001bb0  cmp     qword ptr [rbp+0x188],1
  001bbb  jne     0x0000000000001edd
; v1:list = input src
  001bc1  cmp     qword ptr [rbp+0x190],3
  001bcc  jne     0x0000000000001edd
; v2:list = input jumps
  001bd2  cmp     qword ptr [rbp+0x198],3
  001bdd  jne     0x0000000000001edd
; v3:list = input tape
  001be3  cmp     qword ptr [rbp+0x1f0],3
  001bee  jne     0x0000000000001edd
  001bf4  mov     rbx,[rbp+0xa0]
; v4:int = input p
  001bfb  cmp     qword ptr [rbp+0x1f8],1
  001c06  jne     0x0000000000001edd
  001c0c  mov     r12,[rbp+0xa8]
; v5:int = input pc
  001c13  cmp     qword ptr [rbp+0x200],1
  001c1e  jne     0x0000000000001edd
  001c24  mov     r13,[rbp+0xb0]
; guard_value v5, 65 => loop_pc/0 (2) {tape=v3}
  001c2b  cmp     r13,0x41
  001c32  jne     0x0000000000001eec
  001c38  jmp     0x0000000000001c4b
  001c3d  mov     rbx,[rbp+0xa0]
  001c44  mov     r12,[rbp+0xa8]
; guard_words v3 => minus/0 (6) {tape=v3}
  001c4b  cmp     qword ptr [rbx+8],0
  001c57  jne     0x0000000000001f1f
; v8:int = readlist v3, v4 words => minus/0 (6) {tape=v3}
  001c5d  cmp     r12,[rbx]
  001c65  jae     0x0000000000001f40
  001c6b  mov     rax,[rbx+0x10]
  001c73  mov     r13,[rax+r12*8]
; v9:int = sub v8, 1 => minus/0 (6) {tape=v3}
  001c78  sub     r13,1
  001c7f  jo      0x0000000000001f61
; v10:int = and v9, 255
  001c85  and     r13,0xff
; v11:list = set v3, v4, v10 owned words in_bounds => minus/3 (6) {tape=v3, x=v10}
  001c8c  mov     rax,[rbx-0x10]
  001c94  add     rax,[rbx-8]
  001c9c  cmp     rax,2
  001ca2  jne     0x0000000000001ce7
  001ca8  mov     rax,[rbx+0x10]
  001cb0  mov     [rax+r12*8],r13
; guard_true v10 => close_bracket/0 (20) {tape=v11, pc=66}
  001cb5  test    r13,r13
  001cb8  je      0x0000000000001f89
; guard_steps => loop/0 (23) {tape=v11}
; v14:list = phi tape v11
; v15:int = phi - v10
; loop (23) {tape=v14}
  001cbe  mov     r14,[rbx+0x10]
  001cc6  nop     [rax+rax]
  001ccf  nop
; v17:int = sub_nov v15, 1
; v18:int = and v17, 255
  001cd0  add     r13b,0xff
; v19:list = set v14, v4, v18 owned words in_bounds => minus/3 (6) {tape=v14, x=v18}
  001cd4  mov     [r14+r12*8],r13
; guard_true v18 => close_bracket/0 (20) {tape=v19, pc=66}
  001cd9  test    r13,r13
  001cdc  jne     0x0000000000001cd0
  001ce2  jmp     0x0000000000001fb5
; guard_steps => loop/0 (23) {tape=v19}
; jump (23) v14 <- v19, v15 <- v18
  001ce7  sub     rsp,0x70
  001cee  mov     [rsp+0x30],rcx
  001cf6  mov     [rsp+0x38],rsi
  001cfe  mov     [rsp+0x40],rdi
  001d06  mov     [rsp+0x48],r8
  001d0e  mov     [rsp+0x50],r9
  001d16  mov     [rsp+0x58],r10
  001d1e  mov     [rsp],rbx
  001d26  mov     qword ptr [rsp+8],3
  001d32  mov     [rsp+0x10],r12
  001d3a  mov     qword ptr [rsp+0x18],1
  001d46  mov     [rsp+0x20],r13
  001d4e  mov     qword ptr [rsp+0x28],1
  001d5a  mov     rdi,[rbp+0x20]
  001d61  mov     esi,0xe
  001d66  mov     rdx,rsp
  001d69  mov     rcx,0xfffffffffffffff2
  001d73  mov     r8,0xfffffffffffffff2
  001d7d  mov     r9,0
  001d87  mov     rax,<list_op>
  001d91  call    rax
  001d93  mov     r11,rax
  001d96  mov     rcx,[rsp+0x30]
  001d9e  mov     rsi,[rsp+0x38]
  001da6  mov     rdi,[rsp+0x40]
  001dae  mov     r8,[rsp+0x48]
  001db6  mov     r9,[rsp+0x50]
  001dbe  mov     r10,[rsp+0x58]
  001dc6  add     rsp,0x70
  001dcd  test    rdx,rdx
  001dd0  je      0x0000000000001fe1
  001dd6  mov     rbx,r11
  001dd9  jmp     0x0000000000001cb5
  001dde  sub     rsp,0x70
  001de5  mov     [rsp+0x30],rcx
  001ded  mov     [rsp+0x38],rsi
  001df5  mov     [rsp+0x40],rdi
  001dfd  mov     [rsp+0x48],r8
  001e05  mov     [rsp+0x50],r9
  001e0d  mov     [rsp+0x58],r10
  001e15  mov     [rsp],rbx
  001e1d  mov     qword ptr [rsp+8],3
  001e29  mov     [rsp+0x10],r12
  001e31  mov     qword ptr [rsp+0x18],1
  001e3d  mov     [rsp+0x20],r13
  001e45  mov     qword ptr [rsp+0x28],1
  001e51  mov     rdi,[rbp+0x20]
  001e58  mov     esi,0xe
  001e5d  mov     rdx,rsp
  001e60  mov     rcx,0xfffffffffffffff2
  001e6a  mov     r8,0xfffffffffffffff2
  001e74  mov     r9,0
  001e7e  mov     rax,<list_op>
  001e88  call    rax
  001e8a  mov     r11,rax
  001e8d  mov     rcx,[rsp+0x30]
  001e95  mov     rsi,[rsp+0x38]
  001e9d  mov     rdi,[rsp+0x40]
  001ea5  mov     r8,[rsp+0x48]
  001ead  mov     r9,[rsp+0x50]
  001eb5  mov     r10,[rsp+0x58]
  001ebd  add     rsp,0x70
  001ec4  test    rdx,rdx
  001ec7  je      0x0000000000002014
  001ecd  mov     rbx,r11
  001ed0  mov     r14,[rbx+0x10]
  001ed8  jmp     0x0000000000001cd9
; exits
  001edd  mov     rax,0x4fffffffe
  001ee7  jmp     0x0000000000000027
  001eec  mov     [rbp+0x10],r13
  001ef3  mov     qword ptr [rbp+0x18],1
  001efe  mov     [rbp+0xa0],rbx
  001f05  mov     qword ptr [rbp+0x1f0],3
  001f10  mov     rax,0x400000000
  001f1a  jmp     0x0000000000000027
  001f1f  mov     [rbp+0xa0],rbx
  001f26  mov     qword ptr [rbp+0x1f0],3
  001f31  mov     rax,0x400000001
  001f3b  jmp     0x0000000000000027
  001f40  mov     [rbp+0xa0],rbx
  001f47  mov     qword ptr [rbp+0x1f0],3
  001f52  mov     rax,0x400000002
  001f5c  jmp     0x0000000000000027
  001f61  add     r13,1
  001f68  mov     [rbp+0xa0],rbx
  001f6f  mov     qword ptr [rbp+0x1f0],3
  001f7a  mov     rax,0x400000003
  001f84  jmp     0x0000000000000027
  001f89  mov     [rbp+0xa0],rbx
  001f90  mov     qword ptr [rbp+0x1f0],3
  001f9b  mov     qword ptr [rbp+0xb0],0x42
  001fa6  mov     rax,0x400000005
  001fb0  jmp     0x0000000000000027
  001fb5  mov     [rbp+0xa0],rbx
  001fbc  mov     qword ptr [rbp+0x1f0],3
  001fc7  mov     qword ptr [rbp+0xb0],0x42
  001fd2  mov     rax,0x400000008
  001fdc  jmp     0x0000000000000027
  001fe1  mov     [rbp+0xa0],rbx
  001fe8  mov     qword ptr [rbp+0x1f0],3
  001ff3  mov     [rbp+0xc0],r13
  001ffa  mov     qword ptr [rbp+0x210],1
  002005  mov     rax,0x400000004
  00200f  jmp     0x0000000000000027
  002014  mov     [rbp+0xa0],rbx
  00201b  mov     qword ptr [rbp+0x1f0],3
  002026  mov     [rbp+0xc0],r13
  00202d  mov     qword ptr [rbp+0x210],1
  002038  mov     rax,0x400000007
  002042  jmp     0x0000000000000027
