; T0: 5171 bytes
  000030  mov     qword ptr [rbp+0x18],0
; v0:int = input n
  00003b  cmp     qword ptr [rbp+0xd0],1
  000046  jne     0x0000000000000799
  00004c  mov     rbx,[rbp+0x28]
; v1:list = input src
  000053  cmp     qword ptr [rbp+0xd8],3
  00005e  jne     0x0000000000000799
  000064  mov     r12,[rbp+0x30]
; v2:list = input jumps
  00006b  cmp     qword ptr [rbp+0xe0],3
  000076  jne     0x0000000000000799
  00007c  mov     r13,[rbp+0x38]
; v3:list = input tape
  000083  cmp     qword ptr [rbp+0x138],3
  00008e  jne     0x0000000000000799
  000094  mov     r14,[rbp+0x90]
; v4:int = input p
  00009b  cmp     qword ptr [rbp+0x140],1
  0000a6  jne     0x0000000000000799
  0000ac  mov     r15,[rbp+0x98]
; v5:int = input pc
  0000b3  cmp     qword ptr [rbp+0x148],1
  0000be  jne     0x0000000000000799
  0000c4  mov     rsi,[rbp+0xa0]
; guard_value v1, [43, 43, 43, 43, 43, 43, 43, 43, 91, 62, 43, 43, 43, 43, 43, 43, 43, 43, 60, 45, 93, 62, 43, 91, 62, 43, 60, 45, 93, 62, 46, 91, 45, 93, 43, 43, 43, 43, 43, 43, 43, 43, 43, 43, 46] => loop/0 (0) {tape=v3, p=v4, pc=v5}
  0000cb  mov     rax,<list k0>
  0000d5  cmp     r12,rax
  0000d8  jne     0x00000000000007a8
; guard_value v2, [0, 0, 0, 0, 0, 0, 0, 0, 20, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 8, 0, 0, 28, 0, 0, 0, 0, 23, 0, 0, 33, 0, 31, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] => loop_jumps/0 (1) {tape=v3, p=v4, pc=v5}
  0000de  mov     rax,<list k1>
  0000e8  cmp     r13,rax
  0000eb  jne     0x0000000000000826
; guard_value v5, 24 => loop_pc/0 (2) {tape=v3, p=v4, pc=v5}
  0000f1  cmp     rsi,0x18
  0000f8  jne     0x00000000000008a4
; v9:int = lt 24, v0
; guard_true v9 => dispatch/1 (3) {more=0, tape=v3, p=v4, pc=24}
  0000fe  mov     r11,0x18
  000105  cmp     r11,rbx
  000108  jge     0x00000000000008fb
; v11:int = add v4, 1 => right/0 (7) {tape=v3, p=v4, pc=24}
  00010e  add     r15,1
  000115  jo      0x000000000000095a
; v12:int = mod v11, 65536 => right/1 (7) {tape=v3, p=v11, pc=24}
  00011b  and     r15,0xffff
; v13:int = lt 25, v0
; guard_true v13 => dispatch/1 (12) {more=0, tape=v3, p=v12, pc=25}
  000122  mov     r11,0x19
  000129  cmp     r11,rbx
  00012c  jge     0x00000000000009aa
; v15:int = readlist v3, v12 => plus/0 (14) {tape=v3, p=v12, pc=25}
  000132  cmp     r15,[r14]
  00013a  jae     0x0000000000000a09
  000140  mov     rax,[r14+8]
  000148  cmp     byte ptr [rax+r15],1
  00014d  jne     0x0000000000000a09
  000153  mov     rax,[r14+0x10]
  00015b  mov     rsi,[rax+r15*8]
; v16:int = add v15, 1 => plus/1 (14) {tape=v3, p=v12, pc=25, x=v15}
  00015f  add     rsi,1
  000166  jo      0x0000000000000a52
; v17:int = mod v16, 256 => plus/2 (14) {tape=v3, p=v12, pc=25, x=v16}
  00016c  and     rsi,0xff
; v18:list = set v3, v12, v17 owned => plus/3 (14) {tape=v3, p=v12, pc=25, x=v17}
  000173  sub     rsp,0x70
  00017a  mov     [rsp+0x30],rcx
  000182  mov     [rsp+0x38],rsi
  00018a  mov     [rsp+0x40],rdi
  000192  mov     [rsp+0x48],r8
  00019a  mov     [rsp+0x50],r9
  0001a2  mov     [rsp+0x58],r10
  0001aa  mov     [rsp],r14
  0001b2  mov     qword ptr [rsp+8],3
  0001be  mov     [rsp+0x10],r15
  0001c6  mov     qword ptr [rsp+0x18],1
  0001d2  mov     [rsp+0x20],rsi
  0001da  mov     qword ptr [rsp+0x28],1
  0001e6  mov     rdi,[rbp+0x20]
  0001ed  mov     esi,0xe
  0001f2  mov     rdx,rsp
  0001f5  mov     rcx,0
  0001ff  mov     r8,0xfffffffffffffff2
  000209  mov     r9,0
  000213  mov     rax,<list_op>
  00021d  call    rax
  00021f  mov     r11,rax
  000222  mov     rcx,[rsp+0x30]
  00022a  mov     rsi,[rsp+0x38]
  000232  mov     rdi,[rsp+0x40]
  00023a  mov     r8,[rsp+0x48]
  000242  mov     r9,[rsp+0x50]
  00024a  mov     r10,[rsp+0x58]
  000252  add     rsp,0x70
  000259  test    rdx,rdx
  00025c  je      0x0000000000000ab4
  000262  mov     r14,r11
; v19:int = lt 26, v0
; guard_true v19 => dispatch/1 (19) {more=0, tape=v18, p=v12, pc=26}
  000265  mov     r11,0x1a
  00026c  cmp     r11,rbx
  00026f  jge     0x0000000000000b0f
; v21:int = sub v12, 1 => left/0 (24) {tape=v18, p=v12, pc=26}
  000275  sub     r15,1
  00027c  jo      0x0000000000000b95
; v22:int = mod v21, 65536 => left/1 (24) {tape=v18, p=v21, pc=26}
  000282  and     r15,0xffff
; v23:int = lt 27, v0
; guard_true v23 => dispatch/1 (29) {more=0, tape=v18, p=v22, pc=27}
  000289  mov     r11,0x1b
  000290  cmp     r11,rbx
  000293  jge     0x0000000000000c0c
; v25:int = readlist v18, v22 => minus/0 (32) {tape=v18, p=v22, pc=27}
  000299  cmp     r15,[r14]
  0002a1  jae     0x0000000000000c92
  0002a7  mov     rax,[r14+8]
  0002af  cmp     byte ptr [rax+r15],1
  0002b4  jne     0x0000000000000c92
  0002ba  mov     rax,[r14+0x10]
  0002c2  mov     rsi,[rax+r15*8]
; v26:int = sub v25, 1 => minus/1 (32) {tape=v18, p=v22, pc=27, x=v25}
  0002c6  sub     rsi,1
  0002cd  jo      0x0000000000000d02
; v27:int = mod v26, 256 => minus/2 (32) {tape=v18, p=v22, pc=27, x=v26}
  0002d3  and     rsi,0xff
; v28:list = set v18, v22, v27 owned => minus/3 (32) {tape=v18, p=v22, pc=27, x=v27}
  0002da  sub     rsp,0x70
  0002e1  mov     [rsp+0x30],rcx
  0002e9  mov     [rsp+0x38],rsi
  0002f1  mov     [rsp+0x40],rdi
  0002f9  mov     [rsp+0x48],r8
  000301  mov     [rsp+0x50],r9
  000309  mov     [rsp+0x58],r10
  000311  mov     [rsp],r14
  000319  mov     qword ptr [rsp+8],3
  000325  mov     [rsp+0x10],r15
  00032d  mov     qword ptr [rsp+0x18],1
  000339  mov     [rsp+0x20],rsi
  000341  mov     qword ptr [rsp+0x28],1
  00034d  mov     rdi,[rbp+0x20]
  000354  mov     esi,0xe
  000359  mov     rdx,rsp
  00035c  mov     rcx,1
  000366  mov     r8,0
  000370  mov     r9,0
  00037a  mov     rax,<list_op>
  000384  call    rax
  000386  mov     r11,rax
  000389  mov     rcx,[rsp+0x30]
  000391  mov     rsi,[rsp+0x38]
  000399  mov     rdi,[rsp+0x40]
  0003a1  mov     r8,[rsp+0x48]
  0003a9  mov     r9,[rsp+0x50]
  0003b1  mov     r10,[rsp+0x58]
  0003b9  add     rsp,0x70
  0003c0  test    rdx,rdx
  0003c3  je      0x0000000000000d8b
  0003c9  mov     r14,r11
; v29:int = lt 28, v0
; guard_true v29 => dispatch/1 (37) {more=0, tape=v28, p=v22, pc=28}
  0003cc  mov     r11,0x1c
  0003d3  cmp     r11,rbx
  0003d6  jge     0x0000000000000e0d
; v31:int = readlist v28, v22 => close_bracket/0 (46) {tape=v28, p=v22, pc=28}
  0003dc  cmp     r15,[r14]
  0003e4  jae     0x0000000000000e93
  0003ea  mov     rax,[r14+8]
  0003f2  cmp     byte ptr [rax+r15],1
  0003f7  jne     0x0000000000000e93
  0003fd  mov     rax,[r14+0x10]
  000405  mov     rbx,[rax+r15*8]
; guard_true v31 => close_bracket/1 (46) {tape=v28, p=v22, pc=28, x=0}
  000409  test    rbx,rbx
  00040c  je      0x0000000000000f03
; guard_steps => loop/0 (49) {tape=v28, p=v22, pc=24}
; v34:list = phi tape v28
  000412  sub     rsp,0x70
  000419  mov     [rsp+0x30],rcx
  000421  mov     [rsp+0x38],rsi
  000429  mov     [rsp+0x40],rdi
  000431  mov     [rsp+0x48],r8
  000439  mov     [rsp+0x50],r9
  000441  mov     [rsp+0x58],r10
  000449  mov     [rsp],r14
  000451  mov     qword ptr [rsp+8],3
  00045d  mov     rdi,[rbp+0x20]
  000464  mov     esi,0
  000469  mov     rdx,rsp
  00046c  mov     rcx,2
  000476  mov     r8,1
  000480  mov     r9,1
  00048a  mov     rax,<move_list>
  000494  call    rax
  000496  mov     r11,rax
  000499  mov     rcx,[rsp+0x30]
  0004a1  mov     rsi,[rsp+0x38]
  0004a9  mov     rdi,[rsp+0x40]
  0004b1  mov     r8,[rsp+0x48]
  0004b9  mov     r9,[rsp+0x50]
  0004c1  mov     r10,[rsp+0x58]
  0004c9  add     rsp,0x70
; v35:int = phi p v22
; loop (49)
; v37:int = add v35, 1 => right/0 (7) {tape=v34, p=v35, pc=24}
  0004d0  add     r15,1
  0004d7  jo      0x0000000000000f89
; v38:int = mod v37, 65536 => right/1 (7) {tape=v34, p=v37, pc=24}
  0004dd  and     r15,0xffff
; v39:int = readlist v34, v38 => plus/0 (14) {tape=v34, p=v38, pc=25}
  0004e4  cmp     r15,[r14]
  0004ec  jae     0x0000000000001000
  0004f2  mov     rax,[r14+8]
  0004fa  cmp     byte ptr [rax+r15],1
  0004ff  jne     0x0000000000001000
  000505  mov     rax,[r14+0x10]
  00050d  mov     rbx,[rax+r15*8]
; v40:int = add v39, 1 => plus/1 (14) {tape=v34, p=v38, pc=25, x=v39}
  000511  add     rbx,1
  000518  jo      0x0000000000001070
; v41:int = mod v40, 256 => plus/2 (14) {tape=v34, p=v38, pc=25, x=v40}
  00051e  and     rbx,0xff
; v42:list = set v34, v38, v41 owned => plus/3 (14) {tape=v34, p=v38, pc=25, x=v41}
  000525  sub     rsp,0x70
  00052c  mov     [rsp+0x30],rcx
  000534  mov     [rsp+0x38],rsi
  00053c  mov     [rsp+0x40],rdi
  000544  mov     [rsp+0x48],r8
  00054c  mov     [rsp+0x50],r9
  000554  mov     [rsp+0x58],r10
  00055c  mov     [rsp],r14
  000564  mov     qword ptr [rsp+8],3
  000570  mov     [rsp+0x10],r15
  000578  mov     qword ptr [rsp+0x18],1
  000584  mov     [rsp+0x20],rbx
  00058c  mov     qword ptr [rsp+0x28],1
  000598  mov     rdi,[rbp+0x20]
  00059f  mov     esi,0xe
  0005a4  mov     rdx,rsp
  0005a7  mov     rcx,3
  0005b1  mov     r8,2
  0005bb  mov     r9,0
  0005c5  mov     rax,<list_op>
  0005cf  call    rax
  0005d1  mov     r11,rax
  0005d4  mov     rcx,[rsp+0x30]
  0005dc  mov     rsi,[rsp+0x38]
  0005e4  mov     rdi,[rsp+0x40]
  0005ec  mov     r8,[rsp+0x48]
  0005f4  mov     r9,[rsp+0x50]
  0005fc  mov     r10,[rsp+0x58]
  000604  add     rsp,0x70
  00060b  test    rdx,rdx
  00060e  je      0x00000000000010f9
  000614  mov     r14,r11
; v43:int = sub v38, 1 => left/0 (24) {tape=v42, p=v38, pc=26}
  000617  sub     r15,1
  00061e  jo      0x000000000000117b
; v44:int = mod v43, 65536 => left/1 (24) {tape=v42, p=v43, pc=26}
  000624  and     r15,0xffff
; v45:int = readlist v42, v44 => minus/0 (32) {tape=v42, p=v44, pc=27}
  00062b  cmp     r15,[r14]
  000633  jae     0x00000000000011f2
  000639  mov     rax,[r14+8]
  000641  cmp     byte ptr [rax+r15],1
  000646  jne     0x00000000000011f2
  00064c  mov     rax,[r14+0x10]
  000654  mov     rbx,[rax+r15*8]
; v46:int = sub v45, 1 => minus/1 (32) {tape=v42, p=v44, pc=27, x=v45}
  000658  sub     rbx,1
  00065f  jo      0x0000000000001262
; v47:int = mod v46, 256 => minus/2 (32) {tape=v42, p=v44, pc=27, x=v46}
  000665  and     rbx,0xff
; v48:list = set v42, v44, v47 owned => minus/3 (32) {tape=v42, p=v44, pc=27, x=v47}
  00066c  sub     rsp,0x70
  000673  mov     [rsp+0x30],rcx
  00067b  mov     [rsp+0x38],rsi
  000683  mov     [rsp+0x40],rdi
  00068b  mov     [rsp+0x48],r8
  000693  mov     [rsp+0x50],r9
  00069b  mov     [rsp+0x58],r10
  0006a3  mov     [rsp],r14
  0006ab  mov     qword ptr [rsp+8],3
  0006b7  mov     [rsp+0x10],r15
  0006bf  mov     qword ptr [rsp+0x18],1
  0006cb  mov     [rsp+0x20],rbx
  0006d3  mov     qword ptr [rsp+0x28],1
  0006df  mov     rdi,[rbp+0x20]
  0006e6  mov     esi,0xe
  0006eb  mov     rdx,rsp
  0006ee  mov     rcx,2
  0006f8  mov     r8,3
  000702  mov     r9,0
  00070c  mov     rax,<list_op>
  000716  call    rax
  000718  mov     r11,rax
  00071b  mov     rcx,[rsp+0x30]
  000723  mov     rsi,[rsp+0x38]
  00072b  mov     rdi,[rsp+0x40]
  000733  mov     r8,[rsp+0x48]
  00073b  mov     r9,[rsp+0x50]
  000743  mov     r10,[rsp+0x58]
  00074b  add     rsp,0x70
  000752  test    rdx,rdx
  000755  je      0x00000000000012eb
  00075b  mov     r14,r11
; v49:int = readlist v48, v44 => close_bracket/0 (46) {tape=v48, p=v44, pc=28}
  00075e  cmp     r15,[r14]
  000766  jae     0x000000000000136d
  00076c  mov     rax,[r14+8]
  000774  cmp     byte ptr [rax+r15],1
  000779  jne     0x000000000000136d
  00077f  mov     rax,[r14+0x10]
  000787  mov     rbx,[rax+r15*8]
; guard_true v49 => close_bracket/1 (46) {tape=v48, p=v44, pc=28, x=0}
  00078b  test    rbx,rbx
  00078e  jne     0x00000000000004d0
  000794  jmp     0x00000000000013dd
; guard_steps => loop/0 (49) {tape=v48, p=v44, pc=24}
; jump (49) v34 <- v48, v35 <- v44
; exits
  000799  mov     rax,0xfffffffe
  0007a3  jmp     0x0000000000000016
  0007a8  mov     [rbp+0x10],r12
  0007af  mov     qword ptr [rbp+0x18],3
  0007ba  mov     [rbp+0x90],r14
  0007c1  mov     qword ptr [rbp+0x138],3
  0007cc  mov     [rbp+0x98],r15
  0007d3  mov     qword ptr [rbp+0x140],1
  0007de  mov     [rbp+0xa0],rsi
  0007e5  mov     qword ptr [rbp+0x148],1
  0007f0  mov     rdi,[rbp+0x20]
  0007f7  mov     rsi,8
  000801  mov     rdx,0
  00080b  mov     rax,<exit_lists>
  000815  call    rax
  000817  mov     rax,0
  000821  jmp     0x0000000000000016
  000826  mov     [rbp+0x10],r13
  00082d  mov     qword ptr [rbp+0x18],3
  000838  mov     [rbp+0x90],r14
  00083f  mov     qword ptr [rbp+0x138],3
  00084a  mov     [rbp+0x98],r15
  000851  mov     qword ptr [rbp+0x140],1
  00085c  mov     [rbp+0xa0],rsi
  000863  mov     qword ptr [rbp+0x148],1
  00086e  mov     rdi,[rbp+0x20]
  000875  mov     rsi,8
  00087f  mov     rdx,0
  000889  mov     rax,<exit_lists>
  000893  call    rax
  000895  mov     rax,1
  00089f  jmp     0x0000000000000016
  0008a4  mov     [rbp+0x10],rsi
  0008ab  mov     qword ptr [rbp+0x18],1
  0008b6  mov     [rbp+0x90],r14
  0008bd  mov     qword ptr [rbp+0x138],3
  0008c8  mov     [rbp+0x98],r15
  0008cf  mov     qword ptr [rbp+0x140],1
  0008da  mov     [rbp+0xa0],rsi
  0008e1  mov     qword ptr [rbp+0x148],1
  0008ec  mov     rax,2
  0008f6  jmp     0x0000000000000016
  0008fb  mov     qword ptr [rbp+0x58],0
  000906  mov     qword ptr [rbp+0x100],1
  000911  mov     [rbp+0x90],r14
  000918  mov     qword ptr [rbp+0x138],3
  000923  mov     [rbp+0x98],r15
  00092a  mov     qword ptr [rbp+0x140],1
  000935  mov     qword ptr [rbp+0xa0],0x18
  000940  mov     qword ptr [rbp+0x148],1
  00094b  mov     rax,3
  000955  jmp     0x0000000000000016
  00095a  sub     r15,1
  000961  mov     [rbp+0x90],r14
  000968  mov     qword ptr [rbp+0x138],3
  000973  mov     [rbp+0x98],r15
  00097a  mov     qword ptr [rbp+0x140],1
  000985  mov     qword ptr [rbp+0xa0],0x18
  000990  mov     qword ptr [rbp+0x148],1
  00099b  mov     rax,4
  0009a5  jmp     0x0000000000000016
  0009aa  mov     qword ptr [rbp+0x58],0
  0009b5  mov     qword ptr [rbp+0x100],1
  0009c0  mov     [rbp+0x90],r14
  0009c7  mov     qword ptr [rbp+0x138],3
  0009d2  mov     [rbp+0x98],r15
  0009d9  mov     qword ptr [rbp+0x140],1
  0009e4  mov     qword ptr [rbp+0xa0],0x19
  0009ef  mov     qword ptr [rbp+0x148],1
  0009fa  mov     rax,6
  000a04  jmp     0x0000000000000016
  000a09  mov     [rbp+0x90],r14
  000a10  mov     qword ptr [rbp+0x138],3
  000a1b  mov     [rbp+0x98],r15
  000a22  mov     qword ptr [rbp+0x140],1
  000a2d  mov     qword ptr [rbp+0xa0],0x19
  000a38  mov     qword ptr [rbp+0x148],1
  000a43  mov     rax,7
  000a4d  jmp     0x0000000000000016
  000a52  sub     rsi,1
  000a59  mov     [rbp+0x90],r14
  000a60  mov     qword ptr [rbp+0x138],3
  000a6b  mov     [rbp+0x98],r15
  000a72  mov     qword ptr [rbp+0x140],1
  000a7d  mov     qword ptr [rbp+0xa0],0x19
  000a88  mov     qword ptr [rbp+0x148],1
  000a93  mov     [rbp+0xb0],rsi
  000a9a  mov     qword ptr [rbp+0x158],1
  000aa5  mov     rax,8
  000aaf  jmp     0x0000000000000016
  000ab4  mov     [rbp+0x90],r14
  000abb  mov     qword ptr [rbp+0x138],3
  000ac6  mov     [rbp+0x98],r15
  000acd  mov     qword ptr [rbp+0x140],1
  000ad8  mov     qword ptr [rbp+0xa0],0x19
  000ae3  mov     qword ptr [rbp+0x148],1
  000aee  mov     [rbp+0xb0],rsi
  000af5  mov     qword ptr [rbp+0x158],1
  000b00  mov     rax,0xa
  000b0a  jmp     0x0000000000000016
  000b0f  mov     qword ptr [rbp+0x58],0
  000b1a  mov     qword ptr [rbp+0x100],1
  000b25  mov     [rbp+0x90],r14
  000b2c  mov     qword ptr [rbp+0x138],3
  000b37  mov     [rbp+0x98],r15
  000b3e  mov     qword ptr [rbp+0x140],1
  000b49  mov     qword ptr [rbp+0xa0],0x1a
  000b54  mov     qword ptr [rbp+0x148],1
  000b5f  mov     rdi,[rbp+0x20]
  000b66  mov     rsi,<exit lists 2>
  000b70  mov     rdx,1
  000b7a  mov     rax,<exit_lists>
  000b84  call    rax
  000b86  mov     rax,0xb
  000b90  jmp     0x0000000000000016
  000b95  add     r15,1
  000b9c  mov     [rbp+0x90],r14
  000ba3  mov     qword ptr [rbp+0x138],3
  000bae  mov     [rbp+0x98],r15
  000bb5  mov     qword ptr [rbp+0x140],1
  000bc0  mov     qword ptr [rbp+0xa0],0x1a
  000bcb  mov     qword ptr [rbp+0x148],1
  000bd6  mov     rdi,[rbp+0x20]
  000bdd  mov     rsi,<exit lists 3>
  000be7  mov     rdx,1
  000bf1  mov     rax,<exit_lists>
  000bfb  call    rax
  000bfd  mov     rax,0xc
  000c07  jmp     0x0000000000000016
  000c0c  mov     qword ptr [rbp+0x58],0
  000c17  mov     qword ptr [rbp+0x100],1
  000c22  mov     [rbp+0x90],r14
  000c29  mov     qword ptr [rbp+0x138],3
  000c34  mov     [rbp+0x98],r15
  000c3b  mov     qword ptr [rbp+0x140],1
  000c46  mov     qword ptr [rbp+0xa0],0x1b
  000c51  mov     qword ptr [rbp+0x148],1
  000c5c  mov     rdi,[rbp+0x20]
  000c63  mov     rsi,<exit lists 4>
  000c6d  mov     rdx,1
  000c77  mov     rax,<exit_lists>
  000c81  call    rax
  000c83  mov     rax,0xe
  000c8d  jmp     0x0000000000000016
  000c92  mov     [rbp+0x90],r14
  000c99  mov     qword ptr [rbp+0x138],3
  000ca4  mov     [rbp+0x98],r15
  000cab  mov     qword ptr [rbp+0x140],1
  000cb6  mov     qword ptr [rbp+0xa0],0x1b
  000cc1  mov     qword ptr [rbp+0x148],1
  000ccc  mov     rdi,[rbp+0x20]
  000cd3  mov     rsi,<exit lists 5>
  000cdd  mov     rdx,1
  000ce7  mov     rax,<exit_lists>
  000cf1  call    rax
  000cf3  mov     rax,0xf
  000cfd  jmp     0x0000000000000016
  000d02  add     rsi,1
  000d09  mov     [rbp+0x90],r14
  000d10  mov     qword ptr [rbp+0x138],3
  000d1b  mov     [rbp+0x98],r15
  000d22  mov     qword ptr [rbp+0x140],1
  000d2d  mov     qword ptr [rbp+0xa0],0x1b
  000d38  mov     qword ptr [rbp+0x148],1
  000d43  mov     [rbp+0xb0],rsi
  000d4a  mov     qword ptr [rbp+0x158],1
  000d55  mov     rdi,[rbp+0x20]
  000d5c  mov     rsi,<exit lists 6>
  000d66  mov     rdx,1
  000d70  mov     rax,<exit_lists>
  000d7a  call    rax
  000d7c  mov     rax,0x10
  000d86  jmp     0x0000000000000016
  000d8b  mov     [rbp+0x90],r14
  000d92  mov     qword ptr [rbp+0x138],3
  000d9d  mov     [rbp+0x98],r15
  000da4  mov     qword ptr [rbp+0x140],1
  000daf  mov     qword ptr [rbp+0xa0],0x1b
  000dba  mov     qword ptr [rbp+0x148],1
  000dc5  mov     [rbp+0xb0],rsi
  000dcc  mov     qword ptr [rbp+0x158],1
  000dd7  mov     rdi,[rbp+0x20]
  000dde  mov     rsi,<exit lists 7>
  000de8  mov     rdx,1
  000df2  mov     rax,<exit_lists>
  000dfc  call    rax
  000dfe  mov     rax,0x12
  000e08  jmp     0x0000000000000016
  000e0d  mov     qword ptr [rbp+0x58],0
  000e18  mov     qword ptr [rbp+0x100],1
  000e23  mov     [rbp+0x90],r14
  000e2a  mov     qword ptr [rbp+0x138],3
  000e35  mov     [rbp+0x98],r15
  000e3c  mov     qword ptr [rbp+0x140],1
  000e47  mov     qword ptr [rbp+0xa0],0x1c
  000e52  mov     qword ptr [rbp+0x148],1
  000e5d  mov     rdi,[rbp+0x20]
  000e64  mov     rsi,<exit lists 8>
  000e6e  mov     rdx,1
  000e78  mov     rax,<exit_lists>
  000e82  call    rax
  000e84  mov     rax,0x13
  000e8e  jmp     0x0000000000000016
  000e93  mov     [rbp+0x90],r14
  000e9a  mov     qword ptr [rbp+0x138],3
  000ea5  mov     [rbp+0x98],r15
  000eac  mov     qword ptr [rbp+0x140],1
  000eb7  mov     qword ptr [rbp+0xa0],0x1c
  000ec2  mov     qword ptr [rbp+0x148],1
  000ecd  mov     rdi,[rbp+0x20]
  000ed4  mov     rsi,<exit lists 9>
  000ede  mov     rdx,1
  000ee8  mov     rax,<exit_lists>
  000ef2  call    rax
  000ef4  mov     rax,0x14
  000efe  jmp     0x0000000000000016
  000f03  mov     [rbp+0x90],r14
  000f0a  mov     qword ptr [rbp+0x138],3
  000f15  mov     [rbp+0x98],r15
  000f1c  mov     qword ptr [rbp+0x140],1
  000f27  mov     qword ptr [rbp+0xa0],0x1c
  000f32  mov     qword ptr [rbp+0x148],1
  000f3d  mov     qword ptr [rbp+0xb0],0
  000f48  mov     qword ptr [rbp+0x158],1
  000f53  mov     rdi,[rbp+0x20]
  000f5a  mov     rsi,<exit lists 10>
  000f64  mov     rdx,1
  000f6e  mov     rax,<exit_lists>
  000f78  call    rax
  000f7a  mov     rax,0x15
  000f84  jmp     0x0000000000000016
  000f89  sub     r15,1
  000f90  mov     [rbp+0x90],r14
  000f97  mov     qword ptr [rbp+0x138],3
  000fa2  mov     [rbp+0x98],r15
  000fa9  mov     qword ptr [rbp+0x140],1
  000fb4  mov     qword ptr [rbp+0xa0],0x18
  000fbf  mov     qword ptr [rbp+0x148],1
  000fca  mov     rdi,[rbp+0x20]
  000fd1  mov     rsi,<exit lists 11>
  000fdb  mov     rdx,1
  000fe5  mov     rax,<exit_lists>
  000fef  call    rax
  000ff1  mov     rax,0x17
  000ffb  jmp     0x0000000000000016
  001000  mov     [rbp+0x90],r14
  001007  mov     qword ptr [rbp+0x138],3
  001012  mov     [rbp+0x98],r15
  001019  mov     qword ptr [rbp+0x140],1
  001024  mov     qword ptr [rbp+0xa0],0x19
  00102f  mov     qword ptr [rbp+0x148],1
  00103a  mov     rdi,[rbp+0x20]
  001041  mov     rsi,<exit lists 12>
  00104b  mov     rdx,1
  001055  mov     rax,<exit_lists>
  00105f  call    rax
  001061  mov     rax,0x19
  00106b  jmp     0x0000000000000016
  001070  sub     rbx,1
  001077  mov     [rbp+0x90],r14
  00107e  mov     qword ptr [rbp+0x138],3
  001089  mov     [rbp+0x98],r15
  001090  mov     qword ptr [rbp+0x140],1
  00109b  mov     qword ptr [rbp+0xa0],0x19
  0010a6  mov     qword ptr [rbp+0x148],1
  0010b1  mov     [rbp+0xb0],rbx
  0010b8  mov     qword ptr [rbp+0x158],1
  0010c3  mov     rdi,[rbp+0x20]
  0010ca  mov     rsi,<exit lists 13>
  0010d4  mov     rdx,1
  0010de  mov     rax,<exit_lists>
  0010e8  call    rax
  0010ea  mov     rax,0x1a
  0010f4  jmp     0x0000000000000016
  0010f9  mov     [rbp+0x90],r14
  001100  mov     qword ptr [rbp+0x138],3
  00110b  mov     [rbp+0x98],r15
  001112  mov     qword ptr [rbp+0x140],1
  00111d  mov     qword ptr [rbp+0xa0],0x19
  001128  mov     qword ptr [rbp+0x148],1
  001133  mov     [rbp+0xb0],rbx
  00113a  mov     qword ptr [rbp+0x158],1
  001145  mov     rdi,[rbp+0x20]
  00114c  mov     rsi,<exit lists 14>
  001156  mov     rdx,1
  001160  mov     rax,<exit_lists>
  00116a  call    rax
  00116c  mov     rax,0x1c
  001176  jmp     0x0000000000000016
  00117b  add     r15,1
  001182  mov     [rbp+0x90],r14
  001189  mov     qword ptr [rbp+0x138],3
  001194  mov     [rbp+0x98],r15
  00119b  mov     qword ptr [rbp+0x140],1
  0011a6  mov     qword ptr [rbp+0xa0],0x1a
  0011b1  mov     qword ptr [rbp+0x148],1
  0011bc  mov     rdi,[rbp+0x20]
  0011c3  mov     rsi,<exit lists 15>
  0011cd  mov     rdx,1
  0011d7  mov     rax,<exit_lists>
  0011e1  call    rax
  0011e3  mov     rax,0x1d
  0011ed  jmp     0x0000000000000016
  0011f2  mov     [rbp+0x90],r14
  0011f9  mov     qword ptr [rbp+0x138],3
  001204  mov     [rbp+0x98],r15
  00120b  mov     qword ptr [rbp+0x140],1
  001216  mov     qword ptr [rbp+0xa0],0x1b
  001221  mov     qword ptr [rbp+0x148],1
  00122c  mov     rdi,[rbp+0x20]
  001233  mov     rsi,<exit lists 16>
  00123d  mov     rdx,1
  001247  mov     rax,<exit_lists>
  001251  call    rax
  001253  mov     rax,0x1f
  00125d  jmp     0x0000000000000016
  001262  add     rbx,1
  001269  mov     [rbp+0x90],r14
  001270  mov     qword ptr [rbp+0x138],3
  00127b  mov     [rbp+0x98],r15
  001282  mov     qword ptr [rbp+0x140],1
  00128d  mov     qword ptr [rbp+0xa0],0x1b
  001298  mov     qword ptr [rbp+0x148],1
  0012a3  mov     [rbp+0xb0],rbx
  0012aa  mov     qword ptr [rbp+0x158],1
  0012b5  mov     rdi,[rbp+0x20]
  0012bc  mov     rsi,<exit lists 17>
  0012c6  mov     rdx,1
  0012d0  mov     rax,<exit_lists>
  0012da  call    rax
  0012dc  mov     rax,0x20
  0012e6  jmp     0x0000000000000016
  0012eb  mov     [rbp+0x90],r14
  0012f2  mov     qword ptr [rbp+0x138],3
  0012fd  mov     [rbp+0x98],r15
  001304  mov     qword ptr [rbp+0x140],1
  00130f  mov     qword ptr [rbp+0xa0],0x1b
  00131a  mov     qword ptr [rbp+0x148],1
  001325  mov     [rbp+0xb0],rbx
  00132c  mov     qword ptr [rbp+0x158],1
  001337  mov     rdi,[rbp+0x20]
  00133e  mov     rsi,<exit lists 18>
  001348  mov     rdx,1
  001352  mov     rax,<exit_lists>
  00135c  call    rax
  00135e  mov     rax,0x22
  001368  jmp     0x0000000000000016
  00136d  mov     [rbp+0x90],r14
  001374  mov     qword ptr [rbp+0x138],3
  00137f  mov     [rbp+0x98],r15
  001386  mov     qword ptr [rbp+0x140],1
  001391  mov     qword ptr [rbp+0xa0],0x1c
  00139c  mov     qword ptr [rbp+0x148],1
  0013a7  mov     rdi,[rbp+0x20]
  0013ae  mov     rsi,<exit lists 19>
  0013b8  mov     rdx,1
  0013c2  mov     rax,<exit_lists>
  0013cc  call    rax
  0013ce  mov     rax,0x23
  0013d8  jmp     0x0000000000000016
  0013dd  mov     [rbp+0x90],r14
  0013e4  mov     qword ptr [rbp+0x138],3
  0013ef  mov     [rbp+0x98],r15
  0013f6  mov     qword ptr [rbp+0x140],1
  001401  mov     qword ptr [rbp+0xa0],0x1c
  00140c  mov     qword ptr [rbp+0x148],1
  001417  mov     qword ptr [rbp+0xb0],0
  001422  mov     qword ptr [rbp+0x158],1
  00142d  mov     rdi,[rbp+0x20]
  001434  mov     rsi,<exit lists 20>
  00143e  mov     rdx,1
  001448  mov     rax,<exit_lists>
  001452  call    rax
  001454  mov     rax,0x24
  00145e  jmp     0x0000000000000016

; T1: 2612 bytes
  001470  mov     qword ptr [rbp+0x18],0
; v0:int = input n
  00147b  cmp     qword ptr [rbp+0xd0],1
  001486  jne     0x00000000000018fe
  00148c  mov     rbx,[rbp+0x28]
; v1:list = input src
  001493  cmp     qword ptr [rbp+0xd8],3
  00149e  jne     0x00000000000018fe
  0014a4  mov     r12,[rbp+0x30]
; v2:list = input jumps
  0014ab  cmp     qword ptr [rbp+0xe0],3
  0014b6  jne     0x00000000000018fe
  0014bc  mov     r13,[rbp+0x38]
; v3:list = input tape
  0014c3  cmp     qword ptr [rbp+0x138],3
  0014ce  jne     0x00000000000018fe
  0014d4  mov     r14,[rbp+0x90]
; v4:int = input p
  0014db  cmp     qword ptr [rbp+0x140],1
  0014e6  jne     0x00000000000018fe
  0014ec  mov     r15,[rbp+0x98]
; v5:int = input pc
  0014f3  cmp     qword ptr [rbp+0x148],1
  0014fe  jne     0x00000000000018fe
  001504  mov     rsi,[rbp+0xa0]
; guard_value v1, [43, 43, 43, 43, 43, 43, 43, 43, 91, 62, 43, 43, 43, 43, 43, 43, 43, 43, 60, 45, 93, 62, 43, 91, 62, 43, 60, 45, 93, 62, 46, 91, 45, 93, 43, 43, 43, 43, 43, 43, 43, 43, 43, 43, 46] => loop/0 (0) {tape=v3, pc=v5}
  00150b  mov     rax,<list k0>
  001515  cmp     r12,rax
  001518  jne     0x000000000000190d
; guard_value v2, [0, 0, 0, 0, 0, 0, 0, 0, 20, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 8, 0, 0, 28, 0, 0, 0, 0, 23, 0, 0, 33, 0, 31, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] => loop_jumps/0 (1) {tape=v3, pc=v5}
  00151e  mov     rax,<list k1>
  001528  cmp     r13,rax
  00152b  jne     0x0000000000001979
; guard_value v5, 32 => loop_pc/0 (2) {tape=v3, pc=v5}
  001531  cmp     rsi,0x20
  001538  jne     0x00000000000019e5
; v9:int = lt 32, v0
; guard_true v9 => dispatch/1 (3) {more=0, tape=v3, pc=32}
  00153e  mov     r11,0x20
  001545  cmp     r11,rbx
  001548  jge     0x0000000000001a2a
; v11:int = readlist v3, v4 => minus/0 (6) {tape=v3, pc=32}
  00154e  cmp     r15,[r14]
  001556  jae     0x0000000000001a77
  00155c  mov     rax,[r14+8]
  001564  cmp     byte ptr [rax+r15],1
  001569  jne     0x0000000000001a77
  00156f  mov     rax,[r14+0x10]
  001577  mov     rsi,[rax+r15*8]
; v12:int = sub v11, 1 => minus/1 (6) {tape=v3, pc=32, x=v11}
  00157b  sub     rsi,1
  001582  jo      0x0000000000001aae
; v13:int = mod v12, 256 => minus/2 (6) {tape=v3, pc=32, x=v12}
  001588  and     rsi,0xff
; v14:list = set v3, v4, v13 owned => minus/3 (6) {tape=v3, pc=32, x=v13}
  00158f  sub     rsp,0x70
  001596  mov     [rsp+0x30],rcx
  00159e  mov     [rsp+0x38],rsi
  0015a6  mov     [rsp+0x40],rdi
  0015ae  mov     [rsp+0x48],r8
  0015b6  mov     [rsp+0x50],r9
  0015be  mov     [rsp+0x58],r10
  0015c6  mov     [rsp],r14
  0015ce  mov     qword ptr [rsp+8],3
  0015da  mov     [rsp+0x10],r15
  0015e2  mov     qword ptr [rsp+0x18],1
  0015ee  mov     [rsp+0x20],rsi
  0015f6  mov     qword ptr [rsp+0x28],1
  001602  mov     rdi,[rbp+0x20]
  001609  mov     esi,0xe
  00160e  mov     rdx,rsp
  001611  mov     rcx,4
  00161b  mov     r8,0xfffffffffffffff2
  001625  mov     r9,0
  00162f  mov     rax,<list_op>
  001639  call    rax
  00163b  mov     r11,rax
  00163e  mov     rcx,[rsp+0x30]
  001646  mov     rsi,[rsp+0x38]
  00164e  mov     rdi,[rsp+0x40]
  001656  mov     r8,[rsp+0x48]
  00165e  mov     r9,[rsp+0x50]
  001666  mov     r10,[rsp+0x58]
  00166e  add     rsp,0x70
  001675  test    rdx,rdx
  001678  je      0x0000000000001afe
  00167e  mov     r14,r11
; v15:int = lt 33, v0
; guard_true v15 => dispatch/1 (11) {more=0, tape=v14, pc=33}
  001681  mov     r11,0x21
  001688  cmp     r11,rbx
  00168b  jge     0x0000000000001b47
; v17:int = readlist v14, v4 => close_bracket/0 (20) {tape=v14, pc=33}
  001691  cmp     r15,[r14]
  001699  jae     0x0000000000001bbb
  00169f  mov     rax,[r14+8]
  0016a7  cmp     byte ptr [rax+r15],1
  0016ac  jne     0x0000000000001bbb
  0016b2  mov     rax,[r14+0x10]
  0016ba  mov     rbx,[rax+r15*8]
; guard_true v17 => close_bracket/1 (20) {tape=v14, pc=33, x=0}
  0016be  test    rbx,rbx
  0016c1  je      0x0000000000001c19
; guard_steps => loop/0 (23) {tape=v14, pc=32}
; v20:list = phi tape v14
  0016c7  sub     rsp,0x70
  0016ce  mov     [rsp+0x30],rcx
  0016d6  mov     [rsp+0x38],rsi
  0016de  mov     [rsp+0x40],rdi
  0016e6  mov     [rsp+0x48],r8
  0016ee  mov     [rsp+0x50],r9
  0016f6  mov     [rsp+0x58],r10
  0016fe  mov     [rsp],r14
  001706  mov     qword ptr [rsp+8],3
  001712  mov     rdi,[rbp+0x20]
  001719  mov     esi,0
  00171e  mov     rdx,rsp
  001721  mov     rcx,5
  00172b  mov     r8,4
  001735  mov     r9,1
  00173f  mov     rax,<move_list>
  001749  call    rax
  00174b  mov     r11,rax
  00174e  mov     rcx,[rsp+0x30]
  001756  mov     rsi,[rsp+0x38]
  00175e  mov     rdi,[rsp+0x40]
  001766  mov     r8,[rsp+0x48]
  00176e  mov     r9,[rsp+0x50]
  001776  mov     r10,[rsp+0x58]
  00177e  add     rsp,0x70
; loop (23)
  001785  nop
  001786  nop
  001787  nop
  001788  nop
  001789  nop
  00178a  nop
  00178b  nop
  00178c  nop
  00178d  nop
  00178e  nop
  00178f  nop
; v22:int = readlist v20, v4 => minus/0 (6) {tape=v20, pc=32}
  001790  cmp     r15,[r14]
  001798  jae     0x0000000000001c8d
  00179e  mov     rax,[r14+8]
  0017a6  cmp     byte ptr [rax+r15],1
  0017ab  jne     0x0000000000001c8d
  0017b1  mov     rax,[r14+0x10]
  0017b9  mov     rbx,[rax+r15*8]
; v23:int = sub v22, 1 => minus/1 (6) {tape=v20, pc=32, x=v22}
  0017bd  sub     rbx,1
  0017c4  jo      0x0000000000001ceb
; v24:int = mod v23, 256 => minus/2 (6) {tape=v20, pc=32, x=v23}
  0017ca  and     rbx,0xff
; v25:list = set v20, v4, v24 owned => minus/3 (6) {tape=v20, pc=32, x=v24}
  0017d1  sub     rsp,0x70
  0017d8  mov     [rsp+0x30],rcx
  0017e0  mov     [rsp+0x38],rsi
  0017e8  mov     [rsp+0x40],rdi
  0017f0  mov     [rsp+0x48],r8
  0017f8  mov     [rsp+0x50],r9
  001800  mov     [rsp+0x58],r10
  001808  mov     [rsp],r14
  001810  mov     qword ptr [rsp+8],3
  00181c  mov     [rsp+0x10],r15
  001824  mov     qword ptr [rsp+0x18],1
  001830  mov     [rsp+0x20],rbx
  001838  mov     qword ptr [rsp+0x28],1
  001844  mov     rdi,[rbp+0x20]
  00184b  mov     esi,0xe
  001850  mov     rdx,rsp
  001853  mov     rcx,5
  00185d  mov     r8,5
  001867  mov     r9,0
  001871  mov     rax,<list_op>
  00187b  call    rax
  00187d  mov     r11,rax
  001880  mov     rcx,[rsp+0x30]
  001888  mov     rsi,[rsp+0x38]
  001890  mov     rdi,[rsp+0x40]
  001898  mov     r8,[rsp+0x48]
  0018a0  mov     r9,[rsp+0x50]
  0018a8  mov     r10,[rsp+0x58]
  0018b0  add     rsp,0x70
  0018b7  test    rdx,rdx
  0018ba  je      0x0000000000001d62
  0018c0  mov     r14,r11
; v26:int = readlist v25, v4 => close_bracket/0 (20) {tape=v25, pc=33}
  0018c3  cmp     r15,[r14]
  0018cb  jae     0x0000000000001dd2
  0018d1  mov     rax,[r14+8]
  0018d9  cmp     byte ptr [rax+r15],1
  0018de  jne     0x0000000000001dd2
  0018e4  mov     rax,[r14+0x10]
  0018ec  mov     rbx,[rax+r15*8]
; guard_true v26 => close_bracket/1 (20) {tape=v25, pc=33, x=0}
  0018f0  test    rbx,rbx
  0018f3  jne     0x0000000000001790
  0018f9  jmp     0x0000000000001e30
; guard_steps => loop/0 (23) {tape=v25, pc=32}
; jump (23) v20 <- v25
; exits
  0018fe  mov     rax,0x1fffffffe
  001908  jmp     0x0000000000000016
  00190d  mov     [rbp+0x10],r12
  001914  mov     qword ptr [rbp+0x18],3
  00191f  mov     [rbp+0x90],r14
  001926  mov     qword ptr [rbp+0x138],3
  001931  mov     [rbp+0xa0],rsi
  001938  mov     qword ptr [rbp+0x148],1
  001943  mov     rdi,[rbp+0x20]
  00194a  mov     rsi,8
  001954  mov     rdx,0
  00195e  mov     rax,<exit_lists>
  001968  call    rax
  00196a  mov     rax,0x100000000
  001974  jmp     0x0000000000000016
  001979  mov     [rbp+0x10],r13
  001980  mov     qword ptr [rbp+0x18],3
  00198b  mov     [rbp+0x90],r14
  001992  mov     qword ptr [rbp+0x138],3
  00199d  mov     [rbp+0xa0],rsi
  0019a4  mov     qword ptr [rbp+0x148],1
  0019af  mov     rdi,[rbp+0x20]
  0019b6  mov     rsi,8
  0019c0  mov     rdx,0
  0019ca  mov     rax,<exit_lists>
  0019d4  call    rax
  0019d6  mov     rax,0x100000001
  0019e0  jmp     0x0000000000000016
  0019e5  mov     [rbp+0x10],rsi
  0019ec  mov     qword ptr [rbp+0x18],1
  0019f7  mov     [rbp+0x90],r14
  0019fe  mov     qword ptr [rbp+0x138],3
  001a09  mov     [rbp+0xa0],rsi
  001a10  mov     qword ptr [rbp+0x148],1
  001a1b  mov     rax,0x100000002
  001a25  jmp     0x0000000000000016
  001a2a  mov     qword ptr [rbp+0x58],0
  001a35  mov     qword ptr [rbp+0x100],1
  001a40  mov     [rbp+0x90],r14
  001a47  mov     qword ptr [rbp+0x138],3
  001a52  mov     qword ptr [rbp+0xa0],0x20
  001a5d  mov     qword ptr [rbp+0x148],1
  001a68  mov     rax,0x100000003
  001a72  jmp     0x0000000000000016
  001a77  mov     [rbp+0x90],r14
  001a7e  mov     qword ptr [rbp+0x138],3
  001a89  mov     qword ptr [rbp+0xa0],0x20
  001a94  mov     qword ptr [rbp+0x148],1
  001a9f  mov     rax,0x100000004
  001aa9  jmp     0x0000000000000016
  001aae  add     rsi,1
  001ab5  mov     [rbp+0x90],r14
  001abc  mov     qword ptr [rbp+0x138],3
  001ac7  mov     qword ptr [rbp+0xa0],0x20
  001ad2  mov     qword ptr [rbp+0x148],1
  001add  mov     [rbp+0xb0],rsi
  001ae4  mov     qword ptr [rbp+0x158],1
  001aef  mov     rax,0x100000005
  001af9  jmp     0x0000000000000016
  001afe  mov     [rbp+0x90],r14
  001b05  mov     qword ptr [rbp+0x138],3
  001b10  mov     qword ptr [rbp+0xa0],0x20
  001b1b  mov     qword ptr [rbp+0x148],1
  001b26  mov     [rbp+0xb0],rsi
  001b2d  mov     qword ptr [rbp+0x158],1
  001b38  mov     rax,0x100000007
  001b42  jmp     0x0000000000000016
  001b47  mov     qword ptr [rbp+0x58],0
  001b52  mov     qword ptr [rbp+0x100],1
  001b5d  mov     [rbp+0x90],r14
  001b64  mov     qword ptr [rbp+0x138],3
  001b6f  mov     qword ptr [rbp+0xa0],0x21
  001b7a  mov     qword ptr [rbp+0x148],1
  001b85  mov     rdi,[rbp+0x20]
  001b8c  mov     rsi,<exit lists 2>
  001b96  mov     rdx,1
  001ba0  mov     rax,<exit_lists>
  001baa  call    rax
  001bac  mov     rax,0x100000008
  001bb6  jmp     0x0000000000000016
  001bbb  mov     [rbp+0x90],r14
  001bc2  mov     qword ptr [rbp+0x138],3
  001bcd  mov     qword ptr [rbp+0xa0],0x21
  001bd8  mov     qword ptr [rbp+0x148],1
  001be3  mov     rdi,[rbp+0x20]
  001bea  mov     rsi,<exit lists 3>
  001bf4  mov     rdx,1
  001bfe  mov     rax,<exit_lists>
  001c08  call    rax
  001c0a  mov     rax,0x100000009
  001c14  jmp     0x0000000000000016
  001c19  mov     [rbp+0x90],r14
  001c20  mov     qword ptr [rbp+0x138],3
  001c2b  mov     qword ptr [rbp+0xa0],0x21
  001c36  mov     qword ptr [rbp+0x148],1
  001c41  mov     qword ptr [rbp+0xb0],0
  001c4c  mov     qword ptr [rbp+0x158],1
  001c57  mov     rdi,[rbp+0x20]
  001c5e  mov     rsi,<exit lists 4>
  001c68  mov     rdx,1
  001c72  mov     rax,<exit_lists>
  001c7c  call    rax
  001c7e  mov     rax,0x10000000a
  001c88  jmp     0x0000000000000016
  001c8d  mov     [rbp+0x90],r14
  001c94  mov     qword ptr [rbp+0x138],3
  001c9f  mov     qword ptr [rbp+0xa0],0x20
  001caa  mov     qword ptr [rbp+0x148],1
  001cb5  mov     rdi,[rbp+0x20]
  001cbc  mov     rsi,<exit lists 5>
  001cc6  mov     rdx,1
  001cd0  mov     rax,<exit_lists>
  001cda  call    rax
  001cdc  mov     rax,0x10000000c
  001ce6  jmp     0x0000000000000016
  001ceb  add     rbx,1
  001cf2  mov     [rbp+0x90],r14
  001cf9  mov     qword ptr [rbp+0x138],3
  001d04  mov     qword ptr [rbp+0xa0],0x20
  001d0f  mov     qword ptr [rbp+0x148],1
  001d1a  mov     [rbp+0xb0],rbx
  001d21  mov     qword ptr [rbp+0x158],1
  001d2c  mov     rdi,[rbp+0x20]
  001d33  mov     rsi,<exit lists 6>
  001d3d  mov     rdx,1
  001d47  mov     rax,<exit_lists>
  001d51  call    rax
  001d53  mov     rax,0x10000000d
  001d5d  jmp     0x0000000000000016
  001d62  mov     [rbp+0x90],r14
  001d69  mov     qword ptr [rbp+0x138],3
  001d74  mov     qword ptr [rbp+0xa0],0x20
  001d7f  mov     qword ptr [rbp+0x148],1
  001d8a  mov     [rbp+0xb0],rbx
  001d91  mov     qword ptr [rbp+0x158],1
  001d9c  mov     rdi,[rbp+0x20]
  001da3  mov     rsi,<exit lists 7>
  001dad  mov     rdx,1
  001db7  mov     rax,<exit_lists>
  001dc1  call    rax
  001dc3  mov     rax,0x10000000f
  001dcd  jmp     0x0000000000000016
  001dd2  mov     [rbp+0x90],r14
  001dd9  mov     qword ptr [rbp+0x138],3
  001de4  mov     qword ptr [rbp+0xa0],0x21
  001def  mov     qword ptr [rbp+0x148],1
  001dfa  mov     rdi,[rbp+0x20]
  001e01  mov     rsi,<exit lists 8>
  001e0b  mov     rdx,1
  001e15  mov     rax,<exit_lists>
  001e1f  call    rax
  001e21  mov     rax,0x100000010
  001e2b  jmp     0x0000000000000016
  001e30  mov     [rbp+0x90],r14
  001e37  mov     qword ptr [rbp+0x138],3
  001e42  mov     qword ptr [rbp+0xa0],0x21
  001e4d  mov     qword ptr [rbp+0x148],1
  001e58  mov     qword ptr [rbp+0xb0],0
  001e63  mov     qword ptr [rbp+0x158],1
  001e6e  mov     rdi,[rbp+0x20]
  001e75  mov     rsi,<exit lists 9>
  001e7f  mov     rdx,1
  001e89  mov     rax,<exit_lists>
  001e93  call    rax
  001e95  mov     rax,0x100000011
  001e9f  jmp     0x0000000000000016
