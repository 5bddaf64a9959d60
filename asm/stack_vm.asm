; T0: 24858 bytes
  000030  mov     qword ptr [rbp+0x18],0
; v0:list = input bytecode
  00003b  cmp     qword ptr [rbp+0xc0],3
  000046  jne     0x0000000000002f3a
  00004c  mov     rbx,[rbp+0x28]
; v1:list = input mem
  000053  cmp     qword ptr [rbp+0xc8],3
  00005e  jne     0x0000000000002f3a
  000064  mov     r12,[rbp+0x30]
; v2:list = input stack
  00006b  cmp     qword ptr [rbp+0xd8],3
  000076  jne     0x0000000000002f3a
  00007c  mov     r13,[rbp+0x40]
; v3:list = input rstack
  000083  cmp     qword ptr [rbp+0xe0],3
  00008e  jne     0x0000000000002f3a
; v4:int = input pc
  000094  cmp     qword ptr [rbp+0xe8],1
  00009f  jne     0x0000000000002f3a
  0000a5  mov     r14,[rbp+0x50]
; guard_value v0, ['push', 0, 'store', 1, 'load', 1, 'load', 0, 'lt', 'jump_if_zero', 50, 'push', 0, 'store', 2, 'load', 2, 'load', 0, 'eq', 'jump_if_zero', 31, 'load', 1, 'push', 1, 'add', 'store', 1, 'jump', 4, 'load', 3, 'load', 1, 'load', 2, 'mul', 'add', 'store', 3, 'load', 2, 'push', 1, 'add', 'store', 2, 'jump', 15, 'load', 3, 'halt'] => dispatch_loop/0 (0) {mem=v1, stack=v2, pc=v4}
  0000ac  mov     rax,<list k0>
  0000b6  cmp     rbx,rax
  0000b9  jne     0x0000000000002f49
; guard_value v4, 15 => dispatch_loop_promote_bytecode/0 (1) {mem=v1, stack=v2, pc=v4}
  0000bf  cmp     r14,0xf
  0000c6  jne     0x0000000000002fc7
; v7:int = readlist v1, 2 => op_load/2 (4) {mem=v1, stack=v2, pc=15, a=2}
  0000cc  cmp     qword ptr [r12],2
  0000d8  jbe     0x000000000000301e
  0000de  mov     rax,[r12+8]
  0000e6  test    rax,rax
  0000e9  je      0x00000000000000fc
  0000ef  cmp     byte ptr [rax+2],1
  0000f6  jne     0x000000000000301e
  0000fc  mov     rax,[r12+0x10]
  000104  mov     r14,[rax+0x10]
; v8:list = append v2, v7 owned
  00010b  sub     rsp,0x70
  000112  mov     [rsp+0x30],rcx
  00011a  mov     [rsp+0x38],rsi
  000122  mov     [rsp+0x40],rdi
  00012a  mov     [rsp+0x48],r8
  000132  mov     [rsp+0x50],r9
  00013a  mov     [rsp+0x58],r10
  000142  mov     [rsp],r13
  00014a  mov     qword ptr [rsp+8],3
  000156  mov     [rsp+0x10],r14
  00015e  mov     qword ptr [rsp+0x18],1
  00016a  mov     rdi,[rbp+0x20]
  000171  mov     esi,0xf
  000176  mov     rdx,rsp
  000179  mov     rcx,0xfffffffffffffffc
  000183  mov     r8,0xfffffffffffffffc
  00018d  mov     r9,0
  000197  mov     rax,<list_op>
  0001a1  call    rax
  0001a3  mov     r11,rax
  0001a6  mov     rcx,[rsp+0x30]
  0001ae  mov     rsi,[rsp+0x38]
  0001b6  mov     rdi,[rsp+0x40]
  0001be  mov     r8,[rsp+0x48]
  0001c6  mov     r9,[rsp+0x50]
  0001ce  mov     r10,[rsp+0x58]
  0001d6  add     rsp,0x70
  0001dd  mov     r13,r11
; v9:int = readlist v1, 0 => op_load/2 (9) {mem=v1, stack=v8, pc=17, a=0}
  0001e0  cmp     qword ptr [r12],0
  0001ec  jbe     0x000000000000307d
  0001f2  mov     rax,[r12+8]
  0001fa  test    rax,rax
  0001fd  je      0x0000000000000210
  000203  cmp     byte ptr [rax],1
  00020a  jne     0x000000000000307d
  000210  mov     rax,[r12+0x10]
  000218  mov     rbx,[rax]
; v10:list = append v8, v9 owned
  00021f  sub     rsp,0x70
  000226  mov     [rsp+0x30],rcx
  00022e  mov     [rsp+0x38],rsi
  000236  mov     [rsp+0x40],rdi
  00023e  mov     [rsp+0x48],r8
  000246  mov     [rsp+0x50],r9
  00024e  mov     [rsp+0x58],r10
  000256  mov     [rsp],r13
  00025e  mov     qword ptr [rsp+8],3
  00026a  mov     [rsp+0x10],rbx
  000272  mov     qword ptr [rsp+0x18],1
  00027e  mov     rdi,[rbp+0x20]
  000285  mov     esi,0xf
  00028a  mov     rdx,rsp
  00028d  mov     rcx,0xfffffffffffffffc
  000297  mov     r8,0xfffffffffffffffc
  0002a1  mov     r9,0
  0002ab  mov     rax,<list_op>
  0002b5  call    rax
  0002b7  mov     r11,rax
  0002ba  mov     rcx,[rsp+0x30]
  0002c2  mov     rsi,[rsp+0x38]
  0002ca  mov     rdi,[rsp+0x40]
  0002d2  mov     r8,[rsp+0x48]
  0002da  mov     r9,[rsp+0x50]
  0002e2  mov     r10,[rsp+0x58]
  0002ea  add     rsp,0x70
  0002f1  mov     r13,r11
; v11:int = len v10
  0002f4  mov     rbx,[r13]
; v12:int = lt v11, 2
; guard_false v12 => pop2/2 (21) {mem=v1, stack=v10, pc=19, opcode='eq', k='binary_xy', depth=v11, few=1}
  0002fc  cmp     rbx,2
  000303  jl      0x00000000000030dc
; v14:int = sub v11, 1 => pop2_top/0 (22) {mem=v1, stack=v10, pc=19, opcode='eq', k='binary_xy', depth=v11}
  000309  sub     rbx,1
  000310  jo      0x0000000000003179
; v15:int = readlist v10, v14 => pop2_top/1 (22) {mem=v1, stack=v10, pc=19, opcode='eq', k='binary_xy', depth=v14}
  000316  cmp     rbx,[r13]
  00031e  jae     0x0000000000003207
  000324  mov     rax,[r13+8]
  00032c  test    rax,rax
  00032f  je      0x0000000000000340
  000335  cmp     byte ptr [rax+rbx],1
  00033a  jne     0x0000000000003207
  000340  mov     rax,[r13+0x10]
  000348  mov     r15,[rax+rbx*8]
; v16:int = sub v14, 1 => pop2_top/2 (22) {mem=v1, stack=v10, pc=19, opcode='eq', k='binary_xy', y=v15, depth=v14}
  00034c  sub     rbx,1
  000353  jo      0x000000000000328e
; v17:int = readlist v10, v16 => pop2_top/3 (22) {mem=v1, stack=v10, pc=19, opcode='eq', k='binary_xy', y=v15, depth=v16}
  000359  cmp     rbx,[r13]
  000361  jae     0x000000000000332e
  000367  mov     rax,[r13+8]
  00036f  test    rax,rax
  000372  je      0x0000000000000383
  000378  cmp     byte ptr [rax+rbx],1
  00037d  jne     0x000000000000332e
  000383  mov     rax,[r13+0x10]
  00038b  mov     rsi,[rax+rbx*8]
; v18:list = slice v10, 0, v16 owned => pop2_top/4 (22) {mem=v1, stack=v10, pc=19, opcode='eq', k='binary_xy', x=v17, y=v15, depth=v16}
  00038f  sub     rsp,0x70
  000396  mov     [rsp+0x30],rcx
  00039e  mov     [rsp+0x38],rsi
  0003a6  mov     [rsp+0x40],rdi
  0003ae  mov     [rsp+0x48],r8
  0003b6  mov     [rsp+0x50],r9
  0003be  mov     [rsp+0x58],r10
  0003c6  mov     [rsp],r13
  0003ce  mov     qword ptr [rsp+8],3
  0003da  mov     qword ptr [rsp+0x10],0
  0003e6  mov     qword ptr [rsp+0x18],1
  0003f2  mov     [rsp+0x20],rbx
  0003fa  mov     qword ptr [rsp+0x28],1
  000406  mov     rdi,[rbp+0x20]
  00040d  mov     esi,0x10
  000412  mov     rdx,rsp
  000415  mov     rcx,0xfffffffffffffffc
  00041f  mov     r8,0xfffffffffffffffc
  000429  mov     r9,0
  000433  mov     rax,<list_op>
  00043d  call    rax
  00043f  mov     r11,rax
  000442  mov     rcx,[rsp+0x30]
  00044a  mov     rsi,[rsp+0x38]
  000452  mov     rdi,[rsp+0x40]
  00045a  mov     r8,[rsp+0x48]
  000462  mov     r9,[rsp+0x50]
  00046a  mov     r10,[rsp+0x58]
  000472  add     rsp,0x70
  000479  test    rdx,rdx
  00047c  je      0x00000000000033c7
  000482  mov     r13,r11
; v19:int = eq v17, v15
  000485  cmp     rsi,r15
  000488  sete    al
  00048b  movzx   esi,al
; v20:list = append v18, v19 owned
  00048f  sub     rsp,0x70
  000496  mov     [rsp+0x30],rcx
  00049e  mov     [rsp+0x38],rsi
  0004a6  mov     [rsp+0x40],rdi
  0004ae  mov     [rsp+0x48],r8
  0004b6  mov     [rsp+0x50],r9
  0004be  mov     [rsp+0x58],r10
  0004c6  mov     [rsp],r13
  0004ce  mov     qword ptr [rsp+8],3
  0004da  mov     [rsp+0x10],rsi
  0004e2  mov     qword ptr [rsp+0x18],1
  0004ee  mov     rdi,[rbp+0x20]
  0004f5  mov     esi,0xf
  0004fa  mov     rdx,rsp
  0004fd  mov     rcx,0xfffffffffffffffc
  000507  mov     r8,0xfffffffffffffffc
  000511  mov     r9,0
  00051b  mov     rax,<list_op>
  000525  call    rax
  000527  mov     r11,rax
  00052a  mov     rcx,[rsp+0x30]
  000532  mov     rsi,[rsp+0x38]
  00053a  mov     rdi,[rsp+0x40]
  000542  mov     r8,[rsp+0x48]
  00054a  mov     r9,[rsp+0x50]
  000552  mov     r10,[rsp+0x58]
  00055a  add     rsp,0x70
  000561  mov     r13,r11
; v21:int = len v20
  000564  mov     rsi,[r13]
; v22:int = eq v21, 0
; guard_false v22 => pop/2 (45) {mem=v1, stack=v20, pc=20, k='jump_if_zero_x', depth=v21, empty=1}
  00056c  test    rsi,rsi
  00056f  je      0x0000000000003472
; v24:int = sub v21, 1 => pop_top/0 (46) {mem=v1, stack=v20, pc=20, k='jump_if_zero_x', depth=v21}
  000575  sub     rsi,1
  00057c  jo      0x00000000000034f9
; v25:int = readlist v20, v24 => pop_top/1 (46) {mem=v1, stack=v20, pc=20, k='jump_if_zero_x', depth=v24}
  000582  cmp     rsi,[r13]
  00058a  jae     0x0000000000003571
  000590  mov     rax,[r13+8]
  000598  test    rax,rax
  00059b  je      0x00000000000005ac
  0005a1  cmp     byte ptr [rax+rsi],1
  0005a6  jne     0x0000000000003571
  0005ac  mov     rax,[r13+0x10]
  0005b4  mov     r15,[rax+rsi*8]
; v26:list = slice v20, 0, v24 owned => pop_top/2 (46) {mem=v1, stack=v20, pc=20, k='jump_if_zero_x', x=v25, depth=v24}
  0005b8  sub     rsp,0x70
  0005bf  mov     [rsp+0x30],rcx
  0005c7  mov     [rsp+0x38],rsi
  0005cf  mov     [rsp+0x40],rdi
  0005d7  mov     [rsp+0x48],r8
  0005df  mov     [rsp+0x50],r9
  0005e7  mov     [rsp+0x58],r10
  0005ef  mov     [rsp],r13
  0005f7  mov     qword ptr [rsp+8],3
  000603  mov     qword ptr [rsp+0x10],0
  00060f  mov     qword ptr [rsp+0x18],1
  00061b  mov     [rsp+0x20],rsi
  000623  mov     qword ptr [rsp+0x28],1
  00062f  mov     rdi,[rbp+0x20]
  000636  mov     esi,0x10
  00063b  mov     rdx,rsp
  00063e  mov     rcx,0xfffffffffffffffc
  000648  mov     r8,0xfffffffffffffffc
  000652  mov     r9,0
  00065c  mov     rax,<list_op>
  000666  call    rax
  000668  mov     r11,rax
  00066b  mov     rcx,[rsp+0x30]
  000673  mov     rsi,[rsp+0x38]
  00067b  mov     rdi,[rsp+0x40]
  000683  mov     r8,[rsp+0x48]
  00068b  mov     r9,[rsp+0x50]
  000693  mov     r10,[rsp+0x58]
  00069b  add     rsp,0x70
  0006a2  test    rdx,rdx
  0006a5  je      0x00000000000035e2
  0006ab  mov     r13,r11
; guard_false v25 => jump_if_zero_x/0 (49) {mem=v1, stack=v26, pc=20, x=v25}
  0006ae  test    r15,r15
  0006b1  jne     0x0000000000003665
; v28:int = readlist v1, 3 => op_load/2 (55) {mem=v1, stack=v26, pc=31, a=3}
  0006b7  cmp     qword ptr [r12],3
  0006c3  jbe     0x00000000000036c0
  0006c9  mov     rax,[r12+8]
  0006d1  test    rax,rax
  0006d4  je      0x00000000000006e7
  0006da  cmp     byte ptr [rax+3],1
  0006e1  jne     0x00000000000036c0
  0006e7  mov     rax,[r12+0x10]
  0006ef  mov     r15,[rax+0x18]
; v29:list = append v26, v28 owned
  0006f6  sub     rsp,0x70
  0006fd  mov     [rsp+0x30],rcx
  000705  mov     [rsp+0x38],rsi
  00070d  mov     [rsp+0x40],rdi
  000715  mov     [rsp+0x48],r8
  00071d  mov     [rsp+0x50],r9
  000725  mov     [rsp+0x58],r10
  00072d  mov     [rsp],r13
  000735  mov     qword ptr [rsp+8],3
  000741  mov     [rsp+0x10],r15
  000749  mov     qword ptr [rsp+0x18],1
  000755  mov     rdi,[rbp+0x20]
  00075c  mov     esi,0xf
  000761  mov     rdx,rsp
  000764  mov     rcx,0xfffffffffffffffc
  00076e  mov     r8,0xfffffffffffffffc
  000778  mov     r9,0
  000782  mov     rax,<list_op>
  00078c  call    rax
  00078e  mov     r11,rax
  000791  mov     rcx,[rsp+0x30]
  000799  mov     rsi,[rsp+0x38]
  0007a1  mov     rdi,[rsp+0x40]
  0007a9  mov     r8,[rsp+0x48]
  0007b1  mov     r9,[rsp+0x50]
  0007b9  mov     r10,[rsp+0x58]
  0007c1  add     rsp,0x70
  0007c8  mov     r13,r11
; v30:int = readlist v1, 1 => op_load/2 (60) {mem=v1, stack=v29, pc=33, a=1}
  0007cb  cmp     qword ptr [r12],1
  0007d7  jbe     0x000000000000371f
  0007dd  mov     rax,[r12+8]
  0007e5  test    rax,rax
  0007e8  je      0x00000000000007fb
  0007ee  cmp     byte ptr [rax+1],1
  0007f5  jne     0x000000000000371f
  0007fb  mov     rax,[r12+0x10]
  000803  mov     r15,[rax+8]
; v31:list = append v29, v30 owned
  00080a  sub     rsp,0x70
  000811  mov     [rsp+0x30],rcx
  000819  mov     [rsp+0x38],rsi
  000821  mov     [rsp+0x40],rdi
  000829  mov     [rsp+0x48],r8
  000831  mov     [rsp+0x50],r9
  000839  mov     [rsp+0x58],r10
  000841  mov     [rsp],r13
  000849  mov     qword ptr [rsp+8],3
  000855  mov     [rsp+0x10],r15
  00085d  mov     qword ptr [rsp+0x18],1
  000869  mov     rdi,[rbp+0x20]
  000870  mov     esi,0xf
  000875  mov     rdx,rsp
  000878  mov     rcx,0xfffffffffffffffc
  000882  mov     r8,0xfffffffffffffffc
  00088c  mov     r9,0
  000896  mov     rax,<list_op>
  0008a0  call    rax
  0008a2  mov     r11,rax
  0008a5  mov     rcx,[rsp+0x30]
  0008ad  mov     rsi,[rsp+0x38]
  0008b5  mov     rdi,[rsp+0x40]
  0008bd  mov     r8,[rsp+0x48]
  0008c5  mov     r9,[rsp+0x50]
  0008cd  mov     r10,[rsp+0x58]
  0008d5  add     rsp,0x70
  0008dc  mov     r13,r11
; v32:list = append v31, v7 owned
  0008df  sub     rsp,0x70
  0008e6  mov     [rsp+0x30],rcx
  0008ee  mov     [rsp+0x38],rsi
  0008f6  mov     [rsp+0x40],rdi
  0008fe  mov     [rsp+0x48],r8
  000906  mov     [rsp+0x50],r9
  00090e  mov     [rsp+0x58],r10
  000916  mov     [rsp],r13
  00091e  mov     qword ptr [rsp+8],3
  00092a  mov     [rsp+0x10],r14
  000932  mov     qword ptr [rsp+0x18],1
  00093e  mov     rdi,[rbp+0x20]
  000945  mov     esi,0xf
  00094a  mov     rdx,rsp
  00094d  mov     rcx,0xfffffffffffffffc
  000957  mov     r8,0xfffffffffffffffc
  000961  mov     r9,0
  00096b  mov     rax,<list_op>
  000975  call    rax
  000977  mov     r11,rax
  00097a  mov     rcx,[rsp+0x30]
  000982  mov     rsi,[rsp+0x38]
  00098a  mov     rdi,[rsp+0x40]
  000992  mov     r8,[rsp+0x48]
  00099a  mov     r9,[rsp+0x50]
  0009a2  mov     r10,[rsp+0x58]
  0009aa  add     rsp,0x70
  0009b1  mov     r13,r11
; v33:int = len v32
  0009b4  mov     r14,[r13]
; v34:int = lt v33, 2
; guard_false v34 => pop2/2 (75) {mem=v1, stack=v32, pc=37, opcode='mul', k='binary_xy', depth=v33, few=1}
  0009bc  cmp     r14,2
  0009c3  jl      0x000000000000377e
; v36:int = sub v33, 1 => pop2_top/0 (76) {mem=v1, stack=v32, pc=37, opcode='mul', k='binary_xy', depth=v33}
  0009c9  sub     r14,1
  0009d0  jo      0x000000000000381b
; v37:int = readlist v32, v36 => pop2_top/1 (76) {mem=v1, stack=v32, pc=37, opcode='mul', k='binary_xy', depth=v36}
  0009d6  cmp     r14,[r13]
  0009de  jae     0x00000000000038a9
  0009e4  mov     rax,[r13+8]
  0009ec  test    rax,rax
  0009ef  je      0x0000000000000a00
  0009f5  cmp     byte ptr [rax+r14],1
  0009fa  jne     0x00000000000038a9
  000a00  mov     rax,[r13+0x10]
  000a08  mov     r15,[rax+r14*8]
; v38:int = sub v36, 1 => pop2_top/2 (76) {mem=v1, stack=v32, pc=37, opcode='mul', k='binary_xy', y=v37, depth=v36}
  000a0c  sub     r14,1
  000a13  jo      0x0000000000003930
; v39:int = readlist v32, v38 => pop2_top/3 (76) {mem=v1, stack=v32, pc=37, opcode='mul', k='binary_xy', y=v37, depth=v38}
  000a19  cmp     r14,[r13]
  000a21  jae     0x00000000000039d0
  000a27  mov     rax,[r13+8]
  000a2f  test    rax,rax
  000a32  je      0x0000000000000a43
  000a38  cmp     byte ptr [rax+r14],1
  000a3d  jne     0x00000000000039d0
  000a43  mov     rax,[r13+0x10]
  000a4b  mov     rsi,[rax+r14*8]
; v40:list = slice v32, 0, v38 owned => pop2_top/4 (76) {mem=v1, stack=v32, pc=37, opcode='mul', k='binary_xy', x=v39, y=v37, depth=v38}
  000a4f  sub     rsp,0x70
  000a56  mov     [rsp+0x30],rcx
  000a5e  mov     [rsp+0x38],rsi
  000a66  mov     [rsp+0x40],rdi
  000a6e  mov     [rsp+0x48],r8
  000a76  mov     [rsp+0x50],r9
  000a7e  mov     [rsp+0x58],r10
  000a86  mov     [rsp],r13
  000a8e  mov     qword ptr [rsp+8],3
  000a9a  mov     qword ptr [rsp+0x10],0
  000aa6  mov     qword ptr [rsp+0x18],1
  000ab2  mov     [rsp+0x20],r14
  000aba  mov     qword ptr [rsp+0x28],1
  000ac6  mov     rdi,[rbp+0x20]
  000acd  mov     esi,0x10
  000ad2  mov     rdx,rsp
  000ad5  mov     rcx,0xfffffffffffffffc
  000adf  mov     r8,0xfffffffffffffffc
  000ae9  mov     r9,0
  000af3  mov     rax,<list_op>
  000afd  call    rax
  000aff  mov     r11,rax
  000b02  mov     rcx,[rsp+0x30]
  000b0a  mov     rsi,[rsp+0x38]
  000b12  mov     rdi,[rsp+0x40]
  000b1a  mov     r8,[rsp+0x48]
  000b22  mov     r9,[rsp+0x50]
  000b2a  mov     r10,[rsp+0x58]
  000b32  add     rsp,0x70
  000b39  test    rdx,rdx
  000b3c  je      0x0000000000003a69
  000b42  mov     r13,r11
; v41:int = mul v39, v37 => binary_mul/0 (80) {mem=v1, stack=v40, pc=37, x=v39, y=v37}
  000b45  mov     r11,rsi
  000b48  imul    r11,r15
  000b4c  jo      0x0000000000003b14
  000b52  mov     rsi,r11
; v42:list = append v40, v41 owned
  000b55  sub     rsp,0x70
  000b5c  mov     [rsp+0x30],rcx
  000b64  mov     [rsp+0x38],rsi
  000b6c  mov     [rsp+0x40],rdi
  000b74  mov     [rsp+0x48],r8
  000b7c  mov     [rsp+0x50],r9
  000b84  mov     [rsp+0x58],r10
  000b8c  mov     [rsp],r13
  000b94  mov     qword ptr [rsp+8],3
  000ba0  mov     [rsp+0x10],rsi
  000ba8  mov     qword ptr [rsp+0x18],1
  000bb4  mov     rdi,[rbp+0x20]
  000bbb  mov     esi,0xf
  000bc0  mov     rdx,rsp
  000bc3  mov     rcx,0xfffffffffffffffc
  000bcd  mov     r8,0xfffffffffffffffc
  000bd7  mov     r9,0
  000be1  mov     rax,<list_op>
  000beb  call    rax
  000bed  mov     r11,rax
  000bf0  mov     rcx,[rsp+0x30]
  000bf8  mov     rsi,[rsp+0x38]
  000c00  mov     rdi,[rsp+0x40]
  000c08  mov     r8,[rsp+0x48]
  000c10  mov     r9,[rsp+0x50]
  000c18  mov     r10,[rsp+0x58]
  000c20  add     rsp,0x70
  000c27  mov     r13,r11
; v43:int = len v42
  000c2a  mov     rsi,[r13]
; v44:int = lt v43, 2
; guard_false v44 => pop2/2 (89) {mem=v1, stack=v42, pc=38, opcode='add', k='binary_xy', depth=v43, few=1}
  000c32  cmp     rsi,2
  000c39  jl      0x0000000000003b81
; v46:int = sub v43, 1 => pop2_top/0 (90) {mem=v1, stack=v42, pc=38, opcode='add', k='binary_xy', depth=v43}
  000c3f  sub     rsi,1
  000c46  jo      0x0000000000003c1e
; v47:int = readlist v42, v46 => pop2_top/1 (90) {mem=v1, stack=v42, pc=38, opcode='add', k='binary_xy', depth=v46}
  000c4c  cmp     rsi,[r13]
  000c54  jae     0x0000000000003cac
  000c5a  mov     rax,[r13+8]
  000c62  test    rax,rax
  000c65  je      0x0000000000000c76
  000c6b  cmp     byte ptr [rax+rsi],1
  000c70  jne     0x0000000000003cac
  000c76  mov     rax,[r13+0x10]
  000c7e  mov     r15,[rax+rsi*8]
; v48:int = sub v46, 1 => pop2_top/2 (90) {mem=v1, stack=v42, pc=38, opcode='add', k='binary_xy', y=v47, depth=v46}
  000c82  sub     rsi,1
  000c89  jo      0x0000000000003d33
; v49:int = readlist v42, v48 => pop2_top/3 (90) {mem=v1, stack=v42, pc=38, opcode='add', k='binary_xy', y=v47, depth=v48}
  000c8f  cmp     rsi,[r13]
  000c97  jae     0x0000000000003dd3
  000c9d  mov     rax,[r13+8]
  000ca5  test    rax,rax
  000ca8  je      0x0000000000000cb9
  000cae  cmp     byte ptr [rax+rsi],1
  000cb3  jne     0x0000000000003dd3
  000cb9  mov     rax,[r13+0x10]
  000cc1  mov     r14,[rax+rsi*8]
; v50:list = slice v42, 0, v48 owned => pop2_top/4 (90) {mem=v1, stack=v42, pc=38, opcode='add', k='binary_xy', x=v49, y=v47, depth=v48}
  000cc5  sub     rsp,0x70
  000ccc  mov     [rsp+0x30],rcx
  000cd4  mov     [rsp+0x38],rsi
  000cdc  mov     [rsp+0x40],rdi
  000ce4  mov     [rsp+0x48],r8
  000cec  mov     [rsp+0x50],r9
  000cf4  mov     [rsp+0x58],r10
  000cfc  mov     [rsp],r13
  000d04  mov     qword ptr [rsp+8],3
  000d10  mov     qword ptr [rsp+0x10],0
  000d1c  mov     qword ptr [rsp+0x18],1
  000d28  mov     [rsp+0x20],rsi
  000d30  mov     qword ptr [rsp+0x28],1
  000d3c  mov     rdi,[rbp+0x20]
  000d43  mov     esi,0x10
  000d48  mov     rdx,rsp
  000d4b  mov     rcx,0xfffffffffffffffc
  000d55  mov     r8,0xfffffffffffffffc
  000d5f  mov     r9,0
  000d69  mov     rax,<list_op>
  000d73  call    rax
  000d75  mov     r11,rax
  000d78  mov     rcx,[rsp+0x30]
  000d80  mov     rsi,[rsp+0x38]
  000d88  mov     rdi,[rsp+0x40]
  000d90  mov     r8,[rsp+0x48]
  000d98  mov     r9,[rsp+0x50]
  000da0  mov     r10,[rsp+0x58]
  000da8  add     rsp,0x70
  000daf  test    rdx,rdx
  000db2  je      0x0000000000003e6c
  000db8  mov     r13,r11
; v51:int = add v49, v47 => binary_add/0 (92) {mem=v1, stack=v50, pc=38, x=v49, y=v47}
  000dbb  add     r14,r15
  000dbe  jo      0x0000000000003f17
; v52:list = append v50, v51 owned
  000dc4  sub     rsp,0x70
  000dcb  mov     [rsp+0x30],rcx
  000dd3  mov     [rsp+0x38],rsi
  000ddb  mov     [rsp+0x40],rdi
  000de3  mov     [rsp+0x48],r8
  000deb  mov     [rsp+0x50],r9
  000df3  mov     [rsp+0x58],r10
  000dfb  mov     [rsp],r13
  000e03  mov     qword ptr [rsp+8],3
  000e0f  mov     [rsp+0x10],r14
  000e17  mov     qword ptr [rsp+0x18],1
  000e23  mov     rdi,[rbp+0x20]
  000e2a  mov     esi,0xf
  000e2f  mov     rdx,rsp
  000e32  mov     rcx,0xfffffffffffffffc
  000e3c  mov     r8,0xfffffffffffffffc
  000e46  mov     r9,0
  000e50  mov     rax,<list_op>
  000e5a  call    rax
  000e5c  mov     r11,rax
  000e5f  mov     rcx,[rsp+0x30]
  000e67  mov     rsi,[rsp+0x38]
  000e6f  mov     rdi,[rsp+0x40]
  000e77  mov     r8,[rsp+0x48]
  000e7f  mov     r9,[rsp+0x50]
  000e87  mov     r10,[rsp+0x58]
  000e8f  add     rsp,0x70
  000e96  mov     r13,r11
; v53:int = len v52
  000e99  mov     r14,[r13]
; v54:int = eq v53, 0
; guard_false v54 => pop/2 (100) {mem=v1, stack=v52, pc=39, k='store_x', depth=v53, empty=1}
  000ea1  test    r14,r14
  000ea4  je      0x0000000000003f87
; v56:int = sub v53, 1 => pop_top/0 (101) {mem=v1, stack=v52, pc=39, k='store_x', depth=v53}
  000eaa  sub     r14,1
  000eb1  jo      0x000000000000400e
; v57:int = readlist v52, v56 => pop_top/1 (101) {mem=v1, stack=v52, pc=39, k='store_x', depth=v56}
  000eb7  cmp     r14,[r13]
  000ebf  jae     0x0000000000004086
  000ec5  mov     rax,[r13+8]
  000ecd  test    rax,rax
  000ed0  je      0x0000000000000ee1
  000ed6  cmp     byte ptr [rax+r14],1
  000edb  jne     0x0000000000004086
  000ee1  mov     rax,[r13+0x10]
  000ee9  mov     r15,[rax+r14*8]
; v58:list = slice v52, 0, v56 owned => pop_top/2 (101) {mem=v1, stack=v52, pc=39, k='store_x', x=v57, depth=v56}
  000eed  sub     rsp,0x70
  000ef4  mov     [rsp+0x30],rcx
  000efc  mov     [rsp+0x38],rsi
  000f04  mov     [rsp+0x40],rdi
  000f0c  mov     [rsp+0x48],r8
  000f14  mov     [rsp+0x50],r9
  000f1c  mov     [rsp+0x58],r10
  000f24  mov     [rsp],r13
  000f2c  mov     qword ptr [rsp+8],3
  000f38  mov     qword ptr [rsp+0x10],0
  000f44  mov     qword ptr [rsp+0x18],1
  000f50  mov     [rsp+0x20],r14
  000f58  mov     qword ptr [rsp+0x28],1
  000f64  mov     rdi,[rbp+0x20]
  000f6b  mov     esi,0x10
  000f70  mov     rdx,rsp
  000f73  mov     rcx,0xfffffffffffffffc
  000f7d  mov     r8,0xfffffffffffffffc
  000f87  mov     r9,0
  000f91  mov     rax,<list_op>
  000f9b  call    rax
  000f9d  mov     r11,rax
  000fa0  mov     rcx,[rsp+0x30]
  000fa8  mov     rsi,[rsp+0x38]
  000fb0  mov     rdi,[rsp+0x40]
  000fb8  mov     r8,[rsp+0x48]
  000fc0  mov     r9,[rsp+0x50]
  000fc8  mov     r10,[rsp+0x58]
  000fd0  add     rsp,0x70
  000fd7  test    rdx,rdx
  000fda  je      0x00000000000040f7
  000fe0  mov     r13,r11
; v59:list = set v1, 3, v57 owned => store_x/2 (103) {mem=v1, stack=v58, pc=39, a=3, x=v57}
  000fe3  cmp     qword ptr [r12+8],0
  000fef  jne     0x0000000000002b4e
  000ff5  cmp     qword ptr [r12-0x10],1
  001001  jne     0x0000000000002b4e
  001007  cmp     qword ptr [r12-8],1
  001013  jne     0x0000000000002b4e
  001019  cmp     qword ptr [r12],3
  001025  jbe     0x0000000000002b4e
  00102b  mov     rax,[r12+0x10]
  001033  lea     rax,[rax+0x18]
  00103a  mov     [rax],r15
; v60:int = readlist v59, 2 => op_load/2 (108) {mem=v59, stack=v58, pc=41, a=2}
  00103d  cmp     qword ptr [r12],2
  001049  jbe     0x000000000000417a
  00104f  mov     rax,[r12+8]
  001057  test    rax,rax
  00105a  je      0x000000000000106d
  001060  cmp     byte ptr [rax+2],1
  001067  jne     0x000000000000417a
  00106d  mov     rax,[r12+0x10]
  001075  mov     r15,[rax+0x10]
; v61:list = append v58, v60 owned
  00107c  sub     rsp,0x70
  001083  mov     [rsp+0x30],rcx
  00108b  mov     [rsp+0x38],rsi
  001093  mov     [rsp+0x40],rdi
  00109b  mov     [rsp+0x48],r8
  0010a3  mov     [rsp+0x50],r9
  0010ab  mov     [rsp+0x58],r10
  0010b3  mov     [rsp],r13
  0010bb  mov     qword ptr [rsp+8],3
  0010c7  mov     [rsp+0x10],r15
  0010cf  mov     qword ptr [rsp+0x18],1
  0010db  mov     rdi,[rbp+0x20]
  0010e2  mov     esi,0xf
  0010e7  mov     rdx,rsp
  0010ea  mov     rcx,0xfffffffffffffffc
  0010f4  mov     r8,0xfffffffffffffffc
  0010fe  mov     r9,0
  001108  mov     rax,<list_op>
  001112  call    rax
  001114  mov     r11,rax
  001117  mov     rcx,[rsp+0x30]
  00111f  mov     rsi,[rsp+0x38]
  001127  mov     rdi,[rsp+0x40]
  00112f  mov     r8,[rsp+0x48]
  001137  mov     r9,[rsp+0x50]
  00113f  mov     r10,[rsp+0x58]
  001147  add     rsp,0x70
  00114e  mov     r13,r11
; v62:list = append v61, 1 owned
  001151  sub     rsp,0x70
  001158  mov     [rsp+0x30],rcx
  001160  mov     [rsp+0x38],rsi
  001168  mov     [rsp+0x40],rdi
  001170  mov     [rsp+0x48],r8
  001178  mov     [rsp+0x50],r9
  001180  mov     [rsp+0x58],r10
  001188  mov     [rsp],r13
  001190  mov     qword ptr [rsp+8],3
  00119c  mov     qword ptr [rsp+0x10],1
  0011a8  mov     qword ptr [rsp+0x18],1
  0011b4  mov     rdi,[rbp+0x20]
  0011bb  mov     esi,0xf
  0011c0  mov     rdx,rsp
  0011c3  mov     rcx,0xfffffffffffffffc
  0011cd  mov     r8,0xfffffffffffffffc
  0011d7  mov     r9,0
  0011e1  mov     rax,<list_op>
  0011eb  call    rax
  0011ed  mov     r11,rax
  0011f0  mov     rcx,[rsp+0x30]
  0011f8  mov     rsi,[rsp+0x38]
  001200  mov     rdi,[rsp+0x40]
  001208  mov     r8,[rsp+0x48]
  001210  mov     r9,[rsp+0x50]
  001218  mov     r10,[rsp+0x58]
  001220  add     rsp,0x70
  001227  mov     r13,r11
; v63:int = len v62
  00122a  mov     r15,[r13]
; v64:int = lt v63, 2
; guard_false v64 => pop2/2 (120) {mem=v59, stack=v62, pc=45, opcode='add', k='binary_xy', depth=v63, few=1}
  001232  cmp     r15,2
  001239  jl      0x00000000000041d9
; v66:int = sub v63, 1 => pop2_top/0 (121) {mem=v59, stack=v62, pc=45, opcode='add', k='binary_xy', depth=v63}
  00123f  sub     r15,1
  001246  jo      0x0000000000004276
; v67:int = readlist v62, v66 => pop2_top/1 (121) {mem=v59, stack=v62, pc=45, opcode='add', k='binary_xy', depth=v66}
  00124c  cmp     r15,[r13]
  001254  jae     0x0000000000004304
  00125a  mov     rax,[r13+8]
  001262  test    rax,rax
  001265  je      0x0000000000001276
  00126b  cmp     byte ptr [rax+r15],1
  001270  jne     0x0000000000004304
  001276  mov     rax,[r13+0x10]
  00127e  mov     r14,[rax+r15*8]
; v68:int = sub v66, 1 => pop2_top/2 (121) {mem=v59, stack=v62, pc=45, opcode='add', k='binary_xy', y=v67, depth=v66}
  001282  sub     r15,1
  001289  jo      0x000000000000438b
; v69:int = readlist v62, v68 => pop2_top/3 (121) {mem=v59, stack=v62, pc=45, opcode='add', k='binary_xy', y=v67, depth=v68}
  00128f  cmp     r15,[r13]
  001297  jae     0x000000000000442b
  00129d  mov     rax,[r13+8]
  0012a5  test    rax,rax
  0012a8  je      0x00000000000012b9
  0012ae  cmp     byte ptr [rax+r15],1
  0012b3  jne     0x000000000000442b
  0012b9  mov     rax,[r13+0x10]
  0012c1  mov     rsi,[rax+r15*8]
; v70:list = slice v62, 0, v68 owned => pop2_top/4 (121) {mem=v59, stack=v62, pc=45, opcode='add', k='binary_xy', x=v69, y=v67, depth=v68}
  0012c5  sub     rsp,0x70
  0012cc  mov     [rsp+0x30],rcx
  0012d4  mov     [rsp+0x38],rsi
  0012dc  mov     [rsp+0x40],rdi
  0012e4  mov     [rsp+0x48],r8
  0012ec  mov     [rsp+0x50],r9
  0012f4  mov     [rsp+0x58],r10
  0012fc  mov     [rsp],r13
  001304  mov     qword ptr [rsp+8],3
  001310  mov     qword ptr [rsp+0x10],0
  00131c  mov     qword ptr [rsp+0x18],1
  001328  mov     [rsp+0x20],r15
  001330  mov     qword ptr [rsp+0x28],1
  00133c  mov     rdi,[rbp+0x20]
  001343  mov     esi,0x10
  001348  mov     rdx,rsp
  00134b  mov     rcx,0xfffffffffffffffc
  001355  mov     r8,0xfffffffffffffffc
  00135f  mov     r9,0
  001369  mov     rax,<list_op>
  001373  call    rax
  001375  mov     r11,rax
  001378  mov     rcx,[rsp+0x30]
  001380  mov     rsi,[rsp+0x38]
  001388  mov     rdi,[rsp+0x40]
  001390  mov     r8,[rsp+0x48]
  001398  mov     r9,[rsp+0x50]
  0013a0  mov     r10,[rsp+0x58]
  0013a8  add     rsp,0x70
  0013af  test    rdx,rdx
  0013b2  je      0x00000000000044c4
  0013b8  mov     r13,r11
; v71:int = add v69, v67 => binary_add/0 (123) {mem=v59, stack=v70, pc=45, x=v69, y=v67}
  0013bb  add     rsi,r14
  0013be  jo      0x000000000000456f
; v72:list = append v70, v71 owned
  0013c4  sub     rsp,0x70
  0013cb  mov     [rsp+0x30],rcx
  0013d3  mov     [rsp+0x38],rsi
  0013db  mov     [rsp+0x40],rdi
  0013e3  mov     [rsp+0x48],r8
  0013eb  mov     [rsp+0x50],r9
  0013f3  mov     [rsp+0x58],r10
  0013fb  mov     [rsp],r13
  001403  mov     qword ptr [rsp+8],3
  00140f  mov     [rsp+0x10],rsi
  001417  mov     qword ptr [rsp+0x18],1
  001423  mov     rdi,[rbp+0x20]
  00142a  mov     esi,0xf
  00142f  mov     rdx,rsp
  001432  mov     rcx,0xfffffffffffffffc
  00143c  mov     r8,0xfffffffffffffffc
  001446  mov     r9,0
  001450  mov     rax,<list_op>
  00145a  call    rax
  00145c  mov     r11,rax
  00145f  mov     rcx,[rsp+0x30]
  001467  mov     rsi,[rsp+0x38]
  00146f  mov     rdi,[rsp+0x40]
  001477  mov     r8,[rsp+0x48]
  00147f  mov     r9,[rsp+0x50]
  001487  mov     r10,[rsp+0x58]
  00148f  add     rsp,0x70
  001496  mov     r13,r11
; v73:int = len v72
  001499  mov     rsi,[r13]
; v74:int = eq v73, 0
; guard_false v74 => pop/2 (131) {mem=v59, stack=v72, pc=46, k='store_x', depth=v73, empty=1}
  0014a1  test    rsi,rsi
  0014a4  je      0x00000000000045df
; v76:int = sub v73, 1 => pop_top/0 (132) {mem=v59, stack=v72, pc=46, k='store_x', depth=v73}
  0014aa  sub     rsi,1
  0014b1  jo      0x0000000000004666
; v77:int = readlist v72, v76 => pop_top/1 (132) {mem=v59, stack=v72, pc=46, k='store_x', depth=v76}
  0014b7  cmp     rsi,[r13]
  0014bf  jae     0x00000000000046de
  0014c5  mov     rax,[r13+8]
  0014cd  test    rax,rax
  0014d0  je      0x00000000000014e1
  0014d6  cmp     byte ptr [rax+rsi],1
  0014db  jne     0x00000000000046de
  0014e1  mov     rax,[r13+0x10]
  0014e9  mov     r14,[rax+rsi*8]
; v78:list = slice v72, 0, v76 owned => pop_top/2 (132) {mem=v59, stack=v72, pc=46, k='store_x', x=v77, depth=v76}
  0014ed  sub     rsp,0x70
  0014f4  mov     [rsp+0x30],rcx
  0014fc  mov     [rsp+0x38],rsi
  001504  mov     [rsp+0x40],rdi
  00150c  mov     [rsp+0x48],r8
  001514  mov     [rsp+0x50],r9
  00151c  mov     [rsp+0x58],r10
  001524  mov     [rsp],r13
  00152c  mov     qword ptr [rsp+8],3
  001538  mov     qword ptr [rsp+0x10],0
  001544  mov     qword ptr [rsp+0x18],1
  001550  mov     [rsp+0x20],rsi
  001558  mov     qword ptr [rsp+0x28],1
  001564  mov     rdi,[rbp+0x20]
  00156b  mov     esi,0x10
  001570  mov     rdx,rsp
  001573  mov     rcx,0xfffffffffffffffc
  00157d  mov     r8,0xfffffffffffffffc
  001587  mov     r9,0
  001591  mov     rax,<list_op>
  00159b  call    rax
  00159d  mov     r11,rax
  0015a0  mov     rcx,[rsp+0x30]
  0015a8  mov     rsi,[rsp+0x38]
  0015b0  mov     rdi,[rsp+0x40]
  0015b8  mov     r8,[rsp+0x48]
  0015c0  mov     r9,[rsp+0x50]
  0015c8  mov     r10,[rsp+0x58]
  0015d0  add     rsp,0x70
  0015d7  test    rdx,rdx
  0015da  je      0x000000000000474f
  0015e0  mov     r13,r11
; v79:list = set v59, 2, v77 owned => store_x/2 (134) {mem=v59, stack=v78, pc=46, a=2, x=v77}
  0015e3  cmp     qword ptr [r12+8],0
  0015ef  jne     0x0000000000002c49
  0015f5  cmp     qword ptr [r12],2
  001601  jbe     0x0000000000002c49
  001607  mov     rax,[r12+0x10]
  00160f  lea     rax,[rax+0x10]
  001616  mov     [rax],r14
; guard_steps => dispatch_loop/0 (150) {mem=v79, stack=v78, pc=15}
; v81:list = phi mem v79
; v82:list = phi stack v78
; loop (150)
  001619  nop
  00161a  nop
  00161b  nop
  00161c  nop
  00161d  nop
  00161e  nop
  00161f  nop
; v84:int = readlist v81, 2 => op_load/2 (4) {mem=v81, stack=v82, pc=15, a=2}
  001620  cmp     qword ptr [r12],2
  00162c  jbe     0x00000000000047d2
  001632  mov     rax,[r12+8]
  00163a  test    rax,rax
  00163d  je      0x0000000000001650
  001643  cmp     byte ptr [rax+2],1
  00164a  jne     0x00000000000047d2
  001650  mov     rax,[r12+0x10]
  001658  mov     r14,[rax+0x10]
; v85:list = append v82, v84 owned
  00165f  sub     rsp,0x70
  001666  mov     [rsp+0x30],rcx
  00166e  mov     [rsp+0x38],rsi
  001676  mov     [rsp+0x40],rdi
  00167e  mov     [rsp+0x48],r8
  001686  mov     [rsp+0x50],r9
  00168e  mov     [rsp+0x58],r10
  001696  mov     [rsp],r13
  00169e  mov     qword ptr [rsp+8],3
  0016aa  mov     [rsp+0x10],r14
  0016b2  mov     qword ptr [rsp+0x18],1
  0016be  mov     rdi,[rbp+0x20]
  0016c5  mov     esi,0xf
  0016ca  mov     rdx,rsp
  0016cd  mov     rcx,0xfffffffffffffffc
  0016d7  mov     r8,0xfffffffffffffffc
  0016e1  mov     r9,0
  0016eb  mov     rax,<list_op>
  0016f5  call    rax
  0016f7  mov     r11,rax
  0016fa  mov     rcx,[rsp+0x30]
  001702  mov     rsi,[rsp+0x38]
  00170a  mov     rdi,[rsp+0x40]
  001712  mov     r8,[rsp+0x48]
  00171a  mov     r9,[rsp+0x50]
  001722  mov     r10,[rsp+0x58]
  00172a  add     rsp,0x70
  001731  mov     r13,r11
; v86:int = readlist v81, 0 => op_load/2 (9) {mem=v81, stack=v85, pc=17, a=0}
  001734  cmp     qword ptr [r12],0
  001740  jbe     0x0000000000004831
  001746  mov     rax,[r12+8]
  00174e  test    rax,rax
  001751  je      0x0000000000001764
  001757  cmp     byte ptr [rax],1
  00175e  jne     0x0000000000004831
  001764  mov     rax,[r12+0x10]
  00176c  mov     rsi,[rax]
; v87:list = append v85, v86 owned
  001773  sub     rsp,0x70
  00177a  mov     [rsp+0x30],rcx
  001782  mov     [rsp+0x38],rsi
  00178a  mov     [rsp+0x40],rdi
  001792  mov     [rsp+0x48],r8
  00179a  mov     [rsp+0x50],r9
  0017a2  mov     [rsp+0x58],r10
  0017aa  mov     [rsp],r13
  0017b2  mov     qword ptr [rsp+8],3
  0017be  mov     [rsp+0x10],rsi
  0017c6  mov     qword ptr [rsp+0x18],1
  0017d2  mov     rdi,[rbp+0x20]
  0017d9  mov     esi,0xf
  0017de  mov     rdx,rsp
  0017e1  mov     rcx,0xfffffffffffffffc
  0017eb  mov     r8,0xfffffffffffffffc
  0017f5  mov     r9,0
  0017ff  mov     rax,<list_op>
  001809  call    rax
  00180b  mov     r11,rax
  00180e  mov     rcx,[rsp+0x30]
  001816  mov     rsi,[rsp+0x38]
  00181e  mov     rdi,[rsp+0x40]
  001826  mov     r8,[rsp+0x48]
  00182e  mov     r9,[rsp+0x50]
  001836  mov     r10,[rsp+0x58]
  00183e  add     rsp,0x70
  001845  mov     r13,r11
; v88:int = len v87
  001848  mov     rsi,[r13]
; v89:int = lt v88, 2
; guard_false v89 => pop2/2 (21) {mem=v81, stack=v87, pc=19, opcode='eq', k='binary_xy', depth=v88, few=1}
  001850  cmp     rsi,2
  001857  jl      0x0000000000004890
; v91:int = sub v88, 1 => pop2_top/0 (22) {mem=v81, stack=v87, pc=19, opcode='eq', k='binary_xy', depth=v88}
  00185d  sub     rsi,1
  001864  jo      0x000000000000492d
; v92:int = readlist v87, v91 => pop2_top/1 (22) {mem=v81, stack=v87, pc=19, opcode='eq', k='binary_xy', depth=v91}
  00186a  cmp     rsi,[r13]
  001872  jae     0x00000000000049bb
  001878  mov     rax,[r13+8]
  001880  test    rax,rax
  001883  je      0x0000000000001894
  001889  cmp     byte ptr [rax+rsi],1
  00188e  jne     0x00000000000049bb
  001894  mov     rax,[r13+0x10]
  00189c  mov     r15,[rax+rsi*8]
; v93:int = sub v91, 1 => pop2_top/2 (22) {mem=v81, stack=v87, pc=19, opcode='eq', k='binary_xy', y=v92, depth=v91}
  0018a0  sub     rsi,1
  0018a7  jo      0x0000000000004a42
; v94:int = readlist v87, v93 => pop2_top/3 (22) {mem=v81, stack=v87, pc=19, opcode='eq', k='binary_xy', y=v92, depth=v93}
  0018ad  cmp     rsi,[r13]
  0018b5  jae     0x0000000000004ae2
  0018bb  mov     rax,[r13+8]
  0018c3  test    rax,rax
  0018c6  je      0x00000000000018d7
  0018cc  cmp     byte ptr [rax+rsi],1
  0018d1  jne     0x0000000000004ae2
  0018d7  mov     rax,[r13+0x10]
  0018df  mov     rbx,[rax+rsi*8]
; v95:list = slice v87, 0, v93 owned => pop2_top/4 (22) {mem=v81, stack=v87, pc=19, opcode='eq', k='binary_xy', x=v94, y=v92, depth=v93}
  0018e3  sub     rsp,0x70
  0018ea  mov     [rsp+0x30],rcx
  0018f2  mov     [rsp+0x38],rsi
  0018fa  mov     [rsp+0x40],rdi
  001902  mov     [rsp+0x48],r8
  00190a  mov     [rsp+0x50],r9
  001912  mov     [rsp+0x58],r10
  00191a  mov     [rsp],r13
  001922  mov     qword ptr [rsp+8],3
  00192e  mov     qword ptr [rsp+0x10],0
  00193a  mov     qword ptr [rsp+0x18],1
  001946  mov     [rsp+0x20],rsi
  00194e  mov     qword ptr [rsp+0x28],1
  00195a  mov     rdi,[rbp+0x20]
  001961  mov     esi,0x10
  001966  mov     rdx,rsp
  001969  mov     rcx,0xfffffffffffffffc
  001973  mov     r8,0xfffffffffffffffc
  00197d  mov     r9,0
  001987  mov     rax,<list_op>
  001991  call    rax
  001993  mov     r11,rax
  001996  mov     rcx,[rsp+0x30]
  00199e  mov     rsi,[rsp+0x38]
  0019a6  mov     rdi,[rsp+0x40]
  0019ae  mov     r8,[rsp+0x48]
  0019b6  mov     r9,[rsp+0x50]
  0019be  mov     r10,[rsp+0x58]
  0019c6  add     rsp,0x70
  0019cd  test    rdx,rdx
  0019d0  je      0x0000000000004b7b
  0019d6  mov     r13,r11
; v96:int = eq v94, v92
  0019d9  cmp     rbx,r15
  0019dc  sete    al
  0019df  movzx   ebx,al
; v97:list = append v95, v96 owned
  0019e3  sub     rsp,0x70
  0019ea  mov     [rsp+0x30],rcx
  0019f2  mov     [rsp+0x38],rsi
  0019fa  mov     [rsp+0x40],rdi
  001a02  mov     [rsp+0x48],r8
  001a0a  mov     [rsp+0x50],r9
  001a12  mov     [rsp+0x58],r10
  001a1a  mov     [rsp],r13
  001a22  mov     qword ptr [rsp+8],3
  001a2e  mov     [rsp+0x10],rbx
  001a36  mov     qword ptr [rsp+0x18],1
  001a42  mov     rdi,[rbp+0x20]
  001a49  mov     esi,0xf
  001a4e  mov     rdx,rsp
  001a51  mov     rcx,0xfffffffffffffffc
  001a5b  mov     r8,0xfffffffffffffffc
  001a65  mov     r9,0
  001a6f  mov     rax,<list_op>
  001a79  call    rax
  001a7b  mov     r11,rax
  001a7e  mov     rcx,[rsp+0x30]
  001a86  mov     rsi,[rsp+0x38]
  001a8e  mov     rdi,[rsp+0x40]
  001a96  mov     r8,[rsp+0x48]
  001a9e  mov     r9,[rsp+0x50]
  001aa6  mov     r10,[rsp+0x58]
  001aae  add     rsp,0x70
  001ab5  mov     r13,r11
; v98:int = len v97
  001ab8  mov     rbx,[r13]
; v99:int = eq v98, 0
; guard_false v99 => pop/2 (45) {mem=v81, stack=v97, pc=20, k='jump_if_zero_x', depth=v98, empty=1}
  001ac0  test    rbx,rbx
  001ac3  je      0x0000000000004c26
; v101:int = sub v98, 1 => pop_top/0 (46) {mem=v81, stack=v97, pc=20, k='jump_if_zero_x', depth=v98}
  001ac9  sub     rbx,1
  001ad0  jo      0x0000000000004cad
; v102:int = readlist v97, v101 => pop_top/1 (46) {mem=v81, stack=v97, pc=20, k='jump_if_zero_x', depth=v101}
  001ad6  cmp     rbx,[r13]
  001ade  jae     0x0000000000004d25
  001ae4  mov     rax,[r13+8]
  001aec  test    rax,rax
  001aef  je      0x0000000000001b00
  001af5  cmp     byte ptr [rax+rbx],1
  001afa  jne     0x0000000000004d25
  001b00  mov     rax,[r13+0x10]
  001b08  mov     r15,[rax+rbx*8]
; v103:list = slice v97, 0, v101 owned => pop_top/2 (46) {mem=v81, stack=v97, pc=20, k='jump_if_zero_x', x=v102, depth=v101}
  001b0c  sub     rsp,0x70
  001b13  mov     [rsp+0x30],rcx
  001b1b  mov     [rsp+0x38],rsi
  001b23  mov     [rsp+0x40],rdi
  001b2b  mov     [rsp+0x48],r8
  001b33  mov     [rsp+0x50],r9
  001b3b  mov     [rsp+0x58],r10
  001b43  mov     [rsp],r13
  001b4b  mov     qword ptr [rsp+8],3
  001b57  mov     qword ptr [rsp+0x10],0
  001b63  mov     qword ptr [rsp+0x18],1
  001b6f  mov     [rsp+0x20],rbx
  001b77  mov     qword ptr [rsp+0x28],1
  001b83  mov     rdi,[rbp+0x20]
  001b8a  mov     esi,0x10
  001b8f  mov     rdx,rsp
  001b92  mov     rcx,0xfffffffffffffffc
  001b9c  mov     r8,0xfffffffffffffffc
  001ba6  mov     r9,0
  001bb0  mov     rax,<list_op>
  001bba  call    rax
  001bbc  mov     r11,rax
  001bbf  mov     rcx,[rsp+0x30]
  001bc7  mov     rsi,[rsp+0x38]
  001bcf  mov     rdi,[rsp+0x40]
  001bd7  mov     r8,[rsp+0x48]
  001bdf  mov     r9,[rsp+0x50]
  001be7  mov     r10,[rsp+0x58]
  001bef  add     rsp,0x70
  001bf6  test    rdx,rdx
  001bf9  je      0x0000000000004d96
  001bff  mov     r13,r11
; guard_false v102 => jump_if_zero_x/0 (49) {mem=v81, stack=v103, pc=20, x=v102}
  001c02  test    r15,r15
  001c05  jne     0x0000000000004e19
; v105:int = readlist v81, 3 => op_load/2 (55) {mem=v81, stack=v103, pc=31, a=3}
  001c0b  cmp     qword ptr [r12],3
  001c17  jbe     0x0000000000004e74
  001c1d  mov     rax,[r12+8]
  001c25  test    rax,rax
  001c28  je      0x0000000000001c3b
  001c2e  cmp     byte ptr [rax+3],1
  001c35  jne     0x0000000000004e74
  001c3b  mov     rax,[r12+0x10]
  001c43  mov     r15,[rax+0x18]
; v106:list = append v103, v105 owned
  001c4a  sub     rsp,0x70
  001c51  mov     [rsp+0x30],rcx
  001c59  mov     [rsp+0x38],rsi
  001c61  mov     [rsp+0x40],rdi
  001c69  mov     [rsp+0x48],r8
  001c71  mov     [rsp+0x50],r9
  001c79  mov     [rsp+0x58],r10
  001c81  mov     [rsp],r13
  001c89  mov     qword ptr [rsp+8],3
  001c95  mov     [rsp+0x10],r15
  001c9d  mov     qword ptr [rsp+0x18],1
  001ca9  mov     rdi,[rbp+0x20]
  001cb0  mov     esi,0xf
  001cb5  mov     rdx,rsp
  001cb8  mov     rcx,0xfffffffffffffffc
  001cc2  mov     r8,0xfffffffffffffffc
  001ccc  mov     r9,0
  001cd6  mov     rax,<list_op>
  001ce0  call    rax
  001ce2  mov     r11,rax
  001ce5  mov     rcx,[rsp+0x30]
  001ced  mov     rsi,[rsp+0x38]
  001cf5  mov     rdi,[rsp+0x40]
  001cfd  mov     r8,[rsp+0x48]
  001d05  mov     r9,[rsp+0x50]
  001d0d  mov     r10,[rsp+0x58]
  001d15  add     rsp,0x70
  001d1c  mov     r13,r11
; v107:int = readlist v81, 1 => op_load/2 (60) {mem=v81, stack=v106, pc=33, a=1}
  001d1f  cmp     qword ptr [r12],1
  001d2b  jbe     0x0000000000004ed3
  001d31  mov     rax,[r12+8]
  001d39  test    rax,rax
  001d3c  je      0x0000000000001d4f
  001d42  cmp     byte ptr [rax+1],1
  001d49  jne     0x0000000000004ed3
  001d4f  mov     rax,[r12+0x10]
  001d57  mov     r15,[rax+8]
; v108:list = append v106, v107 owned
  001d5e  sub     rsp,0x70
  001d65  mov     [rsp+0x30],rcx
  001d6d  mov     [rsp+0x38],rsi
  001d75  mov     [rsp+0x40],rdi
  001d7d  mov     [rsp+0x48],r8
  001d85  mov     [rsp+0x50],r9
  001d8d  mov     [rsp+0x58],r10
  001d95  mov     [rsp],r13
  001d9d  mov     qword ptr [rsp+8],3
  001da9  mov     [rsp+0x10],r15
  001db1  mov     qword ptr [rsp+0x18],1
  001dbd  mov     rdi,[rbp+0x20]
  001dc4  mov     esi,0xf
  001dc9  mov     rdx,rsp
  001dcc  mov     rcx,0xfffffffffffffffc
  001dd6  mov     r8,0xfffffffffffffffc
  001de0  mov     r9,0
  001dea  mov     rax,<list_op>
  001df4  call    rax
  001df6  mov     r11,rax
  001df9  mov     rcx,[rsp+0x30]
  001e01  mov     rsi,[rsp+0x38]
  001e09  mov     rdi,[rsp+0x40]
  001e11  mov     r8,[rsp+0x48]
  001e19  mov     r9,[rsp+0x50]
  001e21  mov     r10,[rsp+0x58]
  001e29  add     rsp,0x70
  001e30  mov     r13,r11
; v109:list = append v108, v84 owned
  001e33  sub     rsp,0x70
  001e3a  mov     [rsp+0x30],rcx
  001e42  mov     [rsp+0x38],rsi
  001e4a  mov     [rsp+0x40],rdi
  001e52  mov     [rsp+0x48],r8
  001e5a  mov     [rsp+0x50],r9
  001e62  mov     [rsp+0x58],r10
  001e6a  mov     [rsp],r13
  001e72  mov     qword ptr [rsp+8],3
  001e7e  mov     [rsp+0x10],r14
  001e86  mov     qword ptr [rsp+0x18],1
  001e92  mov     rdi,[rbp+0x20]
  001e99  mov     esi,0xf
  001e9e  mov     rdx,rsp
  001ea1  mov     rcx,0xfffffffffffffffc
  001eab  mov     r8,0xfffffffffffffffc
  001eb5  mov     r9,0
  001ebf  mov     rax,<list_op>
  001ec9  call    rax
  001ecb  mov     r11,rax
  001ece  mov     rcx,[rsp+0x30]
  001ed6  mov     rsi,[rsp+0x38]
  001ede  mov     rdi,[rsp+0x40]
  001ee6  mov     r8,[rsp+0x48]
  001eee  mov     r9,[rsp+0x50]
  001ef6  mov     r10,[rsp+0x58]
  001efe  add     rsp,0x70
  001f05  mov     r13,r11
; v110:int = len v109
  001f08  mov     r14,[r13]
; v111:int = lt v110, 2
; guard_false v111 => pop2/2 (75) {mem=v81, stack=v109, pc=37, opcode='mul', k='binary_xy', depth=v110, few=1}
  001f10  cmp     r14,2
  001f17  jl      0x0000000000004f32
; v113:int = sub v110, 1 => pop2_top/0 (76) {mem=v81, stack=v109, pc=37, opcode='mul', k='binary_xy', depth=v110}
  001f1d  sub     r14,1
  001f24  jo      0x0000000000004fcf
; v114:int = readlist v109, v113 => pop2_top/1 (76) {mem=v81, stack=v109, pc=37, opcode='mul', k='binary_xy', depth=v113}
  001f2a  cmp     r14,[r13]
  001f32  jae     0x000000000000505d
  001f38  mov     rax,[r13+8]
  001f40  test    rax,rax
  001f43  je      0x0000000000001f54
  001f49  cmp     byte ptr [rax+r14],1
  001f4e  jne     0x000000000000505d
  001f54  mov     rax,[r13+0x10]
  001f5c  mov     r15,[rax+r14*8]
; v115:int = sub v113, 1 => pop2_top/2 (76) {mem=v81, stack=v109, pc=37, opcode='mul', k='binary_xy', y=v114, depth=v113}
  001f60  sub     r14,1
  001f67  jo      0x00000000000050e4
; v116:int = readlist v109, v115 => pop2_top/3 (76) {mem=v81, stack=v109, pc=37, opcode='mul', k='binary_xy', y=v114, depth=v115}
  001f6d  cmp     r14,[r13]
  001f75  jae     0x0000000000005184
  001f7b  mov     rax,[r13+8]
  001f83  test    rax,rax
  001f86  je      0x0000000000001f97
  001f8c  cmp     byte ptr [rax+r14],1
  001f91  jne     0x0000000000005184
  001f97  mov     rax,[r13+0x10]
  001f9f  mov     rbx,[rax+r14*8]
; v117:list = slice v109, 0, v115 owned => pop2_top/4 (76) {mem=v81, stack=v109, pc=37, opcode='mul', k='binary_xy', x=v116, y=v114, depth=v115}
  001fa3  sub     rsp,0x70
  001faa  mov     [rsp+0x30],rcx
  001fb2  mov     [rsp+0x38],rsi
  001fba  mov     [rsp+0x40],rdi
  001fc2  mov     [rsp+0x48],r8
  001fca  mov     [rsp+0x50],r9
  001fd2  mov     [rsp+0x58],r10
  001fda  mov     [rsp],r13
  001fe2  mov     qword ptr [rsp+8],3
  001fee  mov     qword ptr [rsp+0x10],0
  001ffa  mov     qword ptr [rsp+0x18],1
  002006  mov     [rsp+0x20],r14
  00200e  mov     qword ptr [rsp+0x28],1
  00201a  mov     rdi,[rbp+0x20]
  002021  mov     esi,0x10
  002026  mov     rdx,rsp
  002029  mov     rcx,0xfffffffffffffffc
  002033  mov     r8,0xfffffffffffffffc
  00203d  mov     r9,0
  002047  mov     rax,<list_op>
  002051  call    rax
  002053  mov     r11,rax
  002056  mov     rcx,[rsp+0x30]
  00205e  mov     rsi,[rsp+0x38]
  002066  mov     rdi,[rsp+0x40]
  00206e  mov     r8,[rsp+0x48]
  002076  mov     r9,[rsp+0x50]
  00207e  mov     r10,[rsp+0x58]
  002086  add     rsp,0x70
  00208d  test    rdx,rdx
  002090  je      0x000000000000521d
  002096  mov     r13,r11
; v118:int = mul v116, v114 => binary_mul/0 (80) {mem=v81, stack=v117, pc=37, x=v116, y=v114}
  002099  mov     r11,rbx
  00209c  imul    r11,r15
  0020a0  jo      0x00000000000052c8
  0020a6  mov     rbx,r11
; v119:list = append v117, v118 owned
  0020a9  sub     rsp,0x70
  0020b0  mov     [rsp+0x30],rcx
  0020b8  mov     [rsp+0x38],rsi
  0020c0  mov     [rsp+0x40],rdi
  0020c8  mov     [rsp+0x48],r8
  0020d0  mov     [rsp+0x50],r9
  0020d8  mov     [rsp+0x58],r10
  0020e0  mov     [rsp],r13
  0020e8  mov     qword ptr [rsp+8],3
  0020f4  mov     [rsp+0x10],rbx
  0020fc  mov     qword ptr [rsp+0x18],1
  002108  mov     rdi,[rbp+0x20]
  00210f  mov     esi,0xf
  002114  mov     rdx,rsp
  002117  mov     rcx,0xfffffffffffffffc
  002121  mov     r8,0xfffffffffffffffc
  00212b  mov     r9,0
  002135  mov     rax,<list_op>
  00213f  call    rax
  002141  mov     r11,rax
  002144  mov     rcx,[rsp+0x30]
  00214c  mov     rsi,[rsp+0x38]
  002154  mov     rdi,[rsp+0x40]
  00215c  mov     r8,[rsp+0x48]
  002164  mov     r9,[rsp+0x50]
  00216c  mov     r10,[rsp+0x58]
  002174  add     rsp,0x70
  00217b  mov     r13,r11
; v120:int = len v119
  00217e  mov     rbx,[r13]
; v121:int = lt v120, 2
; guard_false v121 => pop2/2 (89) {mem=v81, stack=v119, pc=38, opcode='add', k='binary_xy', depth=v120, few=1}
  002186  cmp     rbx,2
  00218d  jl      0x0000000000005335
; v123:int = sub v120, 1 => pop2_top/0 (90) {mem=v81, stack=v119, pc=38, opcode='add', k='binary_xy', depth=v120}
  002193  sub     rbx,1
  00219a  jo      0x00000000000053d2
; v124:int = readlist v119, v123 => pop2_top/1 (90) {mem=v81, stack=v119, pc=38, opcode='add', k='binary_xy', depth=v123}
  0021a0  cmp     rbx,[r13]
  0021a8  jae     0x0000000000005460
  0021ae  mov     rax,[r13+8]
  0021b6  test    rax,rax
  0021b9  je      0x00000000000021ca
  0021bf  cmp     byte ptr [rax+rbx],1
  0021c4  jne     0x0000000000005460
  0021ca  mov     rax,[r13+0x10]
  0021d2  mov     r15,[rax+rbx*8]
; v125:int = sub v123, 1 => pop2_top/2 (90) {mem=v81, stack=v119, pc=38, opcode='add', k='binary_xy', y=v124, depth=v123}
  0021d6  sub     rbx,1
  0021dd  jo      0x00000000000054e7
; v126:int = readlist v119, v125 => pop2_top/3 (90) {mem=v81, stack=v119, pc=38, opcode='add', k='binary_xy', y=v124, depth=v125}
  0021e3  cmp     rbx,[r13]
  0021eb  jae     0x0000000000005587
  0021f1  mov     rax,[r13+8]
  0021f9  test    rax,rax
  0021fc  je      0x000000000000220d
  002202  cmp     byte ptr [rax+rbx],1
  002207  jne     0x0000000000005587
  00220d  mov     rax,[r13+0x10]
  002215  mov     r14,[rax+rbx*8]
; v127:list = slice v119, 0, v125 owned => pop2_top/4 (90) {mem=v81, stack=v119, pc=38, opcode='add', k='binary_xy', x=v126, y=v124, depth=v125}
  002219  sub     rsp,0x70
  002220  mov     [rsp+0x30],rcx
  002228  mov     [rsp+0x38],rsi
  002230  mov     [rsp+0x40],rdi
  002238  mov     [rsp+0x48],r8
  002240  mov     [rsp+0x50],r9
  002248  mov     [rsp+0x58],r10
  002250  mov     [rsp],r13
  002258  mov     qword ptr [rsp+8],3
  002264  mov     qword ptr [rsp+0x10],0
  002270  mov     qword ptr [rsp+0x18],1
  00227c  mov     [rsp+0x20],rbx
  002284  mov     qword ptr [rsp+0x28],1
  002290  mov     rdi,[rbp+0x20]
  002297  mov     esi,0x10
  00229c  mov     rdx,rsp
  00229f  mov     rcx,0xfffffffffffffffc
  0022a9  mov     r8,0xfffffffffffffffc
  0022b3  mov     r9,0
  0022bd  mov     rax,<list_op>
  0022c7  call    rax
  0022c9  mov     r11,rax
  0022cc  mov     rcx,[rsp+0x30]
  0022d4  mov     rsi,[rsp+0x38]
  0022dc  mov     rdi,[rsp+0x40]
  0022e4  mov     r8,[rsp+0x48]
  0022ec  mov     r9,[rsp+0x50]
  0022f4  mov     r10,[rsp+0x58]
  0022fc  add     rsp,0x70
  002303  test    rdx,rdx
  002306  je      0x0000000000005620
  00230c  mov     r13,r11
; v128:int = add v126, v124 => binary_add/0 (92) {mem=v81, stack=v127, pc=38, x=v126, y=v124}
  00230f  add     r14,r15
  002312  jo      0x00000000000056cb
; v129:list = append v127, v128 owned
  002318  sub     rsp,0x70
  00231f  mov     [rsp+0x30],rcx
  002327  mov     [rsp+0x38],rsi
  00232f  mov     [rsp+0x40],rdi
  002337  mov     [rsp+0x48],r8
  00233f  mov     [rsp+0x50],r9
  002347  mov     [rsp+0x58],r10
  00234f  mov     [rsp],r13
  002357  mov     qword ptr [rsp+8],3
  002363  mov     [rsp+0x10],r14
  00236b  mov     qword ptr [rsp+0x18],1
  002377  mov     rdi,[rbp+0x20]
  00237e  mov     esi,0xf
  002383  mov     rdx,rsp
  002386  mov     rcx,0xfffffffffffffffc
  002390  mov     r8,0xfffffffffffffffc
  00239a  mov     r9,0
  0023a4  mov     rax,<list_op>
  0023ae  call    rax
  0023b0  mov     r11,rax
  0023b3  mov     rcx,[rsp+0x30]
  0023bb  mov     rsi,[rsp+0x38]
  0023c3  mov     rdi,[rsp+0x40]
  0023cb  mov     r8,[rsp+0x48]
  0023d3  mov     r9,[rsp+0x50]
  0023db  mov     r10,[rsp+0x58]
  0023e3  add     rsp,0x70
  0023ea  mov     r13,r11
; v130:int = len v129
  0023ed  mov     r14,[r13]
; v131:int = eq v130, 0
; guard_false v131 => pop/2 (100) {mem=v81, stack=v129, pc=39, k='store_x', depth=v130, empty=1}
  0023f5  test    r14,r14
  0023f8  je      0x000000000000573b
; v133:int = sub v130, 1 => pop_top/0 (101) {mem=v81, stack=v129, pc=39, k='store_x', depth=v130}
  0023fe  sub     r14,1
  002405  jo      0x00000000000057c2
; v134:int = readlist v129, v133 => pop_top/1 (101) {mem=v81, stack=v129, pc=39, k='store_x', depth=v133}
  00240b  cmp     r14,[r13]
  002413  jae     0x000000000000583a
  002419  mov     rax,[r13+8]
  002421  test    rax,rax
  002424  je      0x0000000000002435
  00242a  cmp     byte ptr [rax+r14],1
  00242f  jne     0x000000000000583a
  002435  mov     rax,[r13+0x10]
  00243d  mov     r15,[rax+r14*8]
; v135:list = slice v129, 0, v133 owned => pop_top/2 (101) {mem=v81, stack=v129, pc=39, k='store_x', x=v134, depth=v133}
  002441  sub     rsp,0x70
  002448  mov     [rsp+0x30],rcx
  002450  mov     [rsp+0x38],rsi
  002458  mov     [rsp+0x40],rdi
  002460  mov     [rsp+0x48],r8
  002468  mov     [rsp+0x50],r9
  002470  mov     [rsp+0x58],r10
  002478  mov     [rsp],r13
  002480  mov     qword ptr [rsp+8],3
  00248c  mov     qword ptr [rsp+0x10],0
  002498  mov     qword ptr [rsp+0x18],1
  0024a4  mov     [rsp+0x20],r14
  0024ac  mov     qword ptr [rsp+0x28],1
  0024b8  mov     rdi,[rbp+0x20]
  0024bf  mov     esi,0x10
  0024c4  mov     rdx,rsp
  0024c7  mov     rcx,0xfffffffffffffffc
  0024d1  mov     r8,0xfffffffffffffffc
  0024db  mov     r9,0
  0024e5  mov     rax,<list_op>
  0024ef  call    rax
  0024f1  mov     r11,rax
  0024f4  mov     rcx,[rsp+0x30]
  0024fc  mov     rsi,[rsp+0x38]
  002504  mov     rdi,[rsp+0x40]
  00250c  mov     r8,[rsp+0x48]
  002514  mov     r9,[rsp+0x50]
  00251c  mov     r10,[rsp+0x58]
  002524  add     rsp,0x70
  00252b  test    rdx,rdx
  00252e  je      0x00000000000058ab
  002534  mov     r13,r11
; v136:list = set v81, 3, v134 owned => store_x/2 (103) {mem=v81, stack=v135, pc=39, a=3, x=v134}
  002537  cmp     qword ptr [r12+8],0
  002543  jne     0x0000000000002d44
  002549  cmp     qword ptr [r12],3
  002555  jbe     0x0000000000002d44
  00255b  mov     rax,[r12+0x10]
  002563  lea     rax,[rax+0x18]
  00256a  mov     [rax],r15
; v137:int = readlist v136, 2 => op_load/2 (108) {mem=v136, stack=v135, pc=41, a=2}
  00256d  cmp     qword ptr [r12],2
  002579  jbe     0x000000000000592e
  00257f  mov     rax,[r12+8]
  002587  test    rax,rax
  00258a  je      0x000000000000259d
  002590  cmp     byte ptr [rax+2],1
  002597  jne     0x000000000000592e
  00259d  mov     rax,[r12+0x10]
  0025a5  mov     r15,[rax+0x10]
; v138:list = append v135, v137 owned
  0025ac  sub     rsp,0x70
  0025b3  mov     [rsp+0x30],rcx
  0025bb  mov     [rsp+0x38],rsi
  0025c3  mov     [rsp+0x40],rdi
  0025cb  mov     [rsp+0x48],r8
  0025d3  mov     [rsp+0x50],r9
  0025db  mov     [rsp+0x58],r10
  0025e3  mov     [rsp],r13
  0025eb  mov     qword ptr [rsp+8],3
  0025f7  mov     [rsp+0x10],r15
  0025ff  mov     qword ptr [rsp+0x18],1
  00260b  mov     rdi,[rbp+0x20]
  002612  mov     esi,0xf
  002617  mov     rdx,rsp
  00261a  mov     rcx,0xfffffffffffffffc
  002624  mov     r8,0xfffffffffffffffc
  00262e  mov     r9,0
  002638  mov     rax,<list_op>
  002642  call    rax
  002644  mov     r11,rax
  002647  mov     rcx,[rsp+0x30]
  00264f  mov     rsi,[rsp+0x38]
  002657  mov     rdi,[rsp+0x40]
  00265f  mov     r8,[rsp+0x48]
  002667  mov     r9,[rsp+0x50]
  00266f  mov     r10,[rsp+0x58]
  002677  add     rsp,0x70
  00267e  mov     r13,r11
; v139:list = append v138, 1 owned
  002681  sub     rsp,0x70
  002688  mov     [rsp+0x30],rcx
  002690  mov     [rsp+0x38],rsi
  002698  mov     [rsp+0x40],rdi
  0026a0  mov     [rsp+0x48],r8
  0026a8  mov     [rsp+0x50],r9
  0026b0  mov     [rsp+0x58],r10
  0026b8  mov     [rsp],r13
  0026c0  mov     qword ptr [rsp+8],3
  0026cc  mov     qword ptr [rsp+0x10],1
  0026d8  mov     qword ptr [rsp+0x18],1
  0026e4  mov     rdi,[rbp+0x20]
  0026eb  mov     esi,0xf
  0026f0  mov     rdx,rsp
  0026f3  mov     rcx,0xfffffffffffffffc
  0026fd  mov     r8,0xfffffffffffffffc
  002707  mov     r9,0
  002711  mov     rax,<list_op>
  00271b  call    rax
  00271d  mov     r11,rax
  002720  mov     rcx,[rsp+0x30]
  002728  mov     rsi,[rsp+0x38]
  002730  mov     rdi,[rsp+0x40]
  002738  mov     r8,[rsp+0x48]
  002740  mov     r9,[rsp+0x50]
  002748  mov     r10,[rsp+0x58]
  002750  add     rsp,0x70
  002757  mov     r13,r11
; v140:int = len v139
  00275a  mov     r15,[r13]
; v141:int = lt v140, 2
; guard_false v141 => pop2/2 (120) {mem=v136, stack=v139, pc=45, opcode='add', k='binary_xy', depth=v140, few=1}
  002762  cmp     r15,2
  002769  jl      0x000000000000598d
; v143:int = sub v140, 1 => pop2_top/0 (121) {mem=v136, stack=v139, pc=45, opcode='add', k='binary_xy', depth=v140}
  00276f  sub     r15,1
  002776  jo      0x0000000000005a2a
; v144:int = readlist v139, v143 => pop2_top/1 (121) {mem=v136, stack=v139, pc=45, opcode='add', k='binary_xy', depth=v143}
  00277c  cmp     r15,[r13]
  002784  jae     0x0000000000005ab8
  00278a  mov     rax,[r13+8]
  002792  test    rax,rax
  002795  je      0x00000000000027a6
  00279b  cmp     byte ptr [rax+r15],1
  0027a0  jne     0x0000000000005ab8
  0027a6  mov     rax,[r13+0x10]
  0027ae  mov     r14,[rax+r15*8]
; v145:int = sub v143, 1 => pop2_top/2 (121) {mem=v136, stack=v139, pc=45, opcode='add', k='binary_xy', y=v144, depth=v143}
  0027b2  sub     r15,1
  0027b9  jo      0x0000000000005b3f
; v146:int = readlist v139, v145 => pop2_top/3 (121) {mem=v136, stack=v139, pc=45, opcode='add', k='binary_xy', y=v144, depth=v145}
  0027bf  cmp     r15,[r13]
  0027c7  jae     0x0000000000005bdf
  0027cd  mov     rax,[r13+8]
  0027d5  test    rax,rax
  0027d8  je      0x00000000000027e9
  0027de  cmp     byte ptr [rax+r15],1
  0027e3  jne     0x0000000000005bdf
  0027e9  mov     rax,[r13+0x10]
  0027f1  mov     rbx,[rax+r15*8]
; v147:list = slice v139, 0, v145 owned => pop2_top/4 (121) {mem=v136, stack=v139, pc=45, opcode='add', k='binary_xy', x=v146, y=v144, depth=v145}
  0027f5  sub     rsp,0x70
  0027fc  mov     [rsp+0x30],rcx
  002804  mov     [rsp+0x38],rsi
  00280c  mov     [rsp+0x40],rdi
  002814  mov     [rsp+0x48],r8
  00281c  mov     [rsp+0x50],r9
  002824  mov     [rsp+0x58],r10
  00282c  mov     [rsp],r13
  002834  mov     qword ptr [rsp+8],3
  002840  mov     qword ptr [rsp+0x10],0
  00284c  mov     qword ptr [rsp+0x18],1
  002858  mov     [rsp+0x20],r15
  002860  mov     qword ptr [rsp+0x28],1
  00286c  mov     rdi,[rbp+0x20]
  002873  mov     esi,0x10
  002878  mov     rdx,rsp
  00287b  mov     rcx,0xfffffffffffffffc
  002885  mov     r8,0xfffffffffffffffc
  00288f  mov     r9,0
  002899  mov     rax,<list_op>
  0028a3  call    rax
  0028a5  mov     r11,rax
  0028a8  mov     rcx,[rsp+0x30]
  0028b0  mov     rsi,[rsp+0x38]
  0028b8  mov     rdi,[rsp+0x40]
  0028c0  mov     r8,[rsp+0x48]
  0028c8  mov     r9,[rsp+0x50]
  0028d0  mov     r10,[rsp+0x58]
  0028d8  add     rsp,0x70
  0028df  test    rdx,rdx
  0028e2  je      0x0000000000005c78
  0028e8  mov     r13,r11
; v148:int = add v146, v144 => binary_add/0 (123) {mem=v136, stack=v147, pc=45, x=v146, y=v144}
  0028eb  add     rbx,r14
  0028ee  jo      0x0000000000005d23
; v149:list = append v147, v148 owned
  0028f4  sub     rsp,0x70
  0028fb  mov     [rsp+0x30],rcx
  002903  mov     [rsp+0x38],rsi
  00290b  mov     [rsp+0x40],rdi
  002913  mov     [rsp+0x48],r8
  00291b  mov     [rsp+0x50],r9
  002923  mov     [rsp+0x58],r10
  00292b  mov     [rsp],r13
  002933  mov     qword ptr [rsp+8],3
  00293f  mov     [rsp+0x10],rbx
  002947  mov     qword ptr [rsp+0x18],1
  002953  mov     rdi,[rbp+0x20]
  00295a  mov     esi,0xf
  00295f  mov     rdx,rsp
  002962  mov     rcx,0xfffffffffffffffc
  00296c  mov     r8,0xfffffffffffffffc
  002976  mov     r9,0
  002980  mov     rax,<list_op>
  00298a  call    rax
  00298c  mov     r11,rax
  00298f  mov     rcx,[rsp+0x30]
  002997  mov     rsi,[rsp+0x38]
  00299f  mov     rdi,[rsp+0x40]
  0029a7  mov     r8,[rsp+0x48]
  0029af  mov     r9,[rsp+0x50]
  0029b7  mov     r10,[rsp+0x58]
  0029bf  add     rsp,0x70
  0029c6  mov     r13,r11
; v150:int = len v149
  0029c9  mov     rbx,[r13]
; v151:int = eq v150, 0
; guard_false v151 => pop/2 (131) {mem=v136, stack=v149, pc=46, k='store_x', depth=v150, empty=1}
  0029d1  test    rbx,rbx
  0029d4  je      0x0000000000005d93
; v153:int = sub v150, 1 => pop_top/0 (132) {mem=v136, stack=v149, pc=46, k='store_x', depth=v150}
  0029da  sub     rbx,1
  0029e1  jo      0x0000000000005e1a
; v154:int = readlist v149, v153 => pop_top/1 (132) {mem=v136, stack=v149, pc=46, k='store_x', depth=v153}
  0029e7  cmp     rbx,[r13]
  0029ef  jae     0x0000000000005e92
  0029f5  mov     rax,[r13+8]
  0029fd  test    rax,rax
  002a00  je      0x0000000000002a11
  002a06  cmp     byte ptr [rax+rbx],1
  002a0b  jne     0x0000000000005e92
  002a11  mov     rax,[r13+0x10]
  002a19  mov     r14,[rax+rbx*8]
; v155:list = slice v149, 0, v153 owned => pop_top/2 (132) {mem=v136, stack=v149, pc=46, k='store_x', x=v154, depth=v153}
  002a1d  sub     rsp,0x70
  002a24  mov     [rsp+0x30],rcx
  002a2c  mov     [rsp+0x38],rsi
  002a34  mov     [rsp+0x40],rdi
  002a3c  mov     [rsp+0x48],r8
  002a44  mov     [rsp+0x50],r9
  002a4c  mov     [rsp+0x58],r10
  002a54  mov     [rsp],r13
  002a5c  mov     qword ptr [rsp+8],3
  002a68  mov     qword ptr [rsp+0x10],0
  002a74  mov     qword ptr [rsp+0x18],1
  002a80  mov     [rsp+0x20],rbx
  002a88  mov     qword ptr [rsp+0x28],1
  002a94  mov     rdi,[rbp+0x20]
  002a9b  mov     esi,0x10
  002aa0  mov     rdx,rsp
  002aa3  mov     rcx,0xfffffffffffffffc
  002aad  mov     r8,0xfffffffffffffffc
  002ab7  mov     r9,0
  002ac1  mov     rax,<list_op>
  002acb  call    rax
  002acd  mov     r11,rax
  002ad0  mov     rcx,[rsp+0x30]
  002ad8  mov     rsi,[rsp+0x38]
  002ae0  mov     rdi,[rsp+0x40]
  002ae8  mov     r8,[rsp+0x48]
  002af0  mov     r9,[rsp+0x50]
  002af8  mov     r10,[rsp+0x58]
  002b00  add     rsp,0x70
  002b07  test    rdx,rdx
  002b0a  je      0x0000000000005f03
  002b10  mov     r13,r11
; v156:list = set v136, 2, v154 owned => store_x/2 (134) {mem=v136, stack=v155, pc=46, a=2, x=v154}
  002b13  cmp     qword ptr [r12+8],0
  002b1f  jne     0x0000000000002e3f
  002b25  cmp     qword ptr [r12],2
  002b31  jbe     0x0000000000002e3f
  002b37  mov     rax,[r12+0x10]
  002b3f  lea     rax,[rax+0x10]
  002b46  mov     [rax],r14
; guard_steps => dispatch_loop/0 (150) {mem=v156, stack=v155, pc=15}
; jump (150) v81 <- v156, v82 <- v155
  002b49  jmp     0x0000000000001620
  002b4e  sub     rsp,0x70
  002b55  mov     [rsp+0x30],rcx
  002b5d  mov     [rsp+0x38],rsi
  002b65  mov     [rsp+0x40],rdi
  002b6d  mov     [rsp+0x48],r8
  002b75  mov     [rsp+0x50],r9
  002b7d  mov     [rsp+0x58],r10
  002b85  mov     [rsp],r12
  002b8d  mov     qword ptr [rsp+8],3
  002b99  mov     qword ptr [rsp+0x10],3
  002ba5  mov     qword ptr [rsp+0x18],1
  002bb1  mov     [rsp+0x20],r15
  002bb9  mov     qword ptr [rsp+0x28],1
  002bc5  mov     rdi,[rbp+0x20]
  002bcc  mov     esi,0xe
  002bd1  mov     rdx,rsp
  002bd4  mov     rcx,0xfffffffffffffffe
  002bde  mov     r8,0xfffffffffffffffe
  002be8  mov     r9,0
  002bf2  mov     rax,<list_op>
  002bfc  call    rax
  002bfe  mov     r11,rax
  002c01  mov     rcx,[rsp+0x30]
  002c09  mov     rsi,[rsp+0x38]
  002c11  mov     rdi,[rsp+0x40]
  002c19  mov     r8,[rsp+0x48]
  002c21  mov     r9,[rsp+0x50]
  002c29  mov     r10,[rsp+0x58]
  002c31  add     rsp,0x70
  002c38  test    rdx,rdx
  002c3b  je      0x0000000000005f86
  002c41  mov     r12,r11
  002c44  jmp     0x000000000000103d
  002c49  sub     rsp,0x70
  002c50  mov     [rsp+0x30],rcx
  002c58  mov     [rsp+0x38],rsi
  002c60  mov     [rsp+0x40],rdi
  002c68  mov     [rsp+0x48],r8
  002c70  mov     [rsp+0x50],r9
  002c78  mov     [rsp+0x58],r10
  002c80  mov     [rsp],r12
  002c88  mov     qword ptr [rsp+8],3
  002c94  mov     qword ptr [rsp+0x10],2
  002ca0  mov     qword ptr [rsp+0x18],1
  002cac  mov     [rsp+0x20],r14
  002cb4  mov     qword ptr [rsp+0x28],1
  002cc0  mov     rdi,[rbp+0x20]
  002cc7  mov     esi,0xe
  002ccc  mov     rdx,rsp
  002ccf  mov     rcx,0xfffffffffffffffe
  002cd9  mov     r8,0xfffffffffffffffe
  002ce3  mov     r9,0
  002ced  mov     rax,<list_op>
  002cf7  call    rax
  002cf9  mov     r11,rax
  002cfc  mov     rcx,[rsp+0x30]
  002d04  mov     rsi,[rsp+0x38]
  002d0c  mov     rdi,[rsp+0x40]
  002d14  mov     r8,[rsp+0x48]
  002d1c  mov     r9,[rsp+0x50]
  002d24  mov     r10,[rsp+0x58]
  002d2c  add     rsp,0x70
  002d33  test    rdx,rdx
  002d36  je      0x0000000000005ff7
  002d3c  mov     r12,r11
  002d3f  jmp     0x0000000000001619
  002d44  sub     rsp,0x70
  002d4b  mov     [rsp+0x30],rcx
  002d53  mov     [rsp+0x38],rsi
  002d5b  mov     [rsp+0x40],rdi
  002d63  mov     [rsp+0x48],r8
  002d6b  mov     [rsp+0x50],r9
  002d73  mov     [rsp+0x58],r10
  002d7b  mov     [rsp],r12
  002d83  mov     qword ptr [rsp+8],3
  002d8f  mov     qword ptr [rsp+0x10],3
  002d9b  mov     qword ptr [rsp+0x18],1
  002da7  mov     [rsp+0x20],r15
  002daf  mov     qword ptr [rsp+0x28],1
  002dbb  mov     rdi,[rbp+0x20]
  002dc2  mov     esi,0xe
  002dc7  mov     rdx,rsp
  002dca  mov     rcx,0xfffffffffffffffe
  002dd4  mov     r8,0xfffffffffffffffe
  002dde  mov     r9,0
  002de8  mov     rax,<list_op>
  002df2  call    rax
  002df4  mov     r11,rax
  002df7  mov     rcx,[rsp+0x30]
  002dff  mov     rsi,[rsp+0x38]
  002e07  mov     rdi,[rsp+0x40]
  002e0f  mov     r8,[rsp+0x48]
  002e17  mov     r9,[rsp+0x50]
  002e1f  mov     r10,[rsp+0x58]
  002e27  add     rsp,0x70
  002e2e  test    rdx,rdx
  002e31  je      0x0000000000006068
  002e37  mov     r12,r11
  002e3a  jmp     0x000000000000256d
  002e3f  sub     rsp,0x70
  002e46  mov     [rsp+0x30],rcx
  002e4e  mov     [rsp+0x38],rsi
  002e56  mov     [rsp+0x40],rdi
  002e5e  mov     [rsp+0x48],r8
  002e66  mov     [rsp+0x50],r9
  002e6e  mov     [rsp+0x58],r10
  002e76  mov     [rsp],r12
  002e7e  mov     qword ptr [rsp+8],3
  002e8a  mov     qword ptr [rsp+0x10],2
  002e96  mov     qword ptr [rsp+0x18],1
  002ea2  mov     [rsp+0x20],r14
  002eaa  mov     qword ptr [rsp+0x28],1
  002eb6  mov     rdi,[rbp+0x20]
  002ebd  mov     esi,0xe
  002ec2  mov     rdx,rsp
  002ec5  mov     rcx,0xfffffffffffffffe
  002ecf  mov     r8,0xfffffffffffffffe
  002ed9  mov     r9,0
  002ee3  mov     rax,<list_op>
  002eed  call    rax
  002eef  mov     r11,rax
  002ef2  mov     rcx,[rsp+0x30]
  002efa  mov     rsi,[rsp+0x38]
  002f02  mov     rdi,[rsp+0x40]
  002f0a  mov     r8,[rsp+0x48]
  002f12  mov     r9,[rsp+0x50]
  002f1a  mov     r10,[rsp+0x58]
  002f22  add     rsp,0x70
  002f29  test    rdx,rdx
  002f2c  je      0x00000000000060d9
  002f32  mov     r12,r11
  002f35  jmp     0x0000000000002b49
; exits
  002f3a  mov     rax,0xfffffffe
  002f44  jmp     0x0000000000000016
  002f49  mov     [rbp+0x10],rbx
  002f50  mov     qword ptr [rbp+0x18],3
  002f5b  mov     [rbp+0x30],r12
  002f62  mov     qword ptr [rbp+0xc8],3
  002f6d  mov     [rbp+0x40],r13
  002f74  mov     qword ptr [rbp+0xd8],3
  002f7f  mov     [rbp+0x50],r14
  002f86  mov     qword ptr [rbp+0xe8],1
  002f91  mov     rdi,[rbp+0x20]
  002f98  mov     rsi,8
  002fa2  mov     rdx,0
  002fac  mov     rax,<exit_lists>
  002fb6  call    rax
  002fb8  mov     rax,0
  002fc2  jmp     0x0000000000000016
  002fc7  mov     [rbp+0x10],r14
  002fce  mov     qword ptr [rbp+0x18],1
  002fd9  mov     [rbp+0x30],r12
  002fe0  mov     qword ptr [rbp+0xc8],3
  002feb  mov     [rbp+0x40],r13
  002ff2  mov     qword ptr [rbp+0xd8],3
  002ffd  mov     [rbp+0x50],r14
  003004  mov     qword ptr [rbp+0xe8],1
  00300f  mov     rax,1
  003019  jmp     0x0000000000000016
  00301e  mov     [rbp+0x30],r12
  003025  mov     qword ptr [rbp+0xc8],3
  003030  mov     [rbp+0x40],r13
  003037  mov     qword ptr [rbp+0xd8],3
  003042  mov     qword ptr [rbp+0x50],0xf
  00304d  mov     qword ptr [rbp+0xe8],1
  003058  mov     qword ptr [rbp+0x78],2
  003063  mov     qword ptr [rbp+0x110],1
  00306e  mov     rax,2
  003078  jmp     0x0000000000000016
  00307d  mov     [rbp+0x30],r12
  003084  mov     qword ptr [rbp+0xc8],3
  00308f  mov     [rbp+0x40],r13
  003096  mov     qword ptr [rbp+0xd8],3
  0030a1  mov     qword ptr [rbp+0x50],0x11
  0030ac  mov     qword ptr [rbp+0xe8],1
  0030b7  mov     qword ptr [rbp+0x78],0
  0030c2  mov     qword ptr [rbp+0x110],1
  0030cd  mov     rax,3
  0030d7  jmp     0x0000000000000016
  0030dc  mov     [rbp+0x30],r12
  0030e3  mov     qword ptr [rbp+0xc8],3
  0030ee  mov     [rbp+0x40],r13
  0030f5  mov     qword ptr [rbp+0xd8],3
  003100  mov     qword ptr [rbp+0x50],0x13
  00310b  mov     qword ptr [rbp+0xe8],1
  003116  mov     qword ptr [rbp+0x58],0x16
  003121  mov     qword ptr [rbp+0xf0],2
  00312c  mov     qword ptr [rbp+<exit lists 0>0],0x28
  003137  mov     qword ptr [rbp+0x118],2
  003142  mov     [rbp+0xa0],rbx
  003149  mov     qword ptr [rbp+0x138],1
  003154  mov     qword ptr [rbp+0xb8],1
  00315f  mov     qword ptr [rbp+0x150],1
  00316a  mov     rax,4
  003174  jmp     0x0000000000000016
  003179  add     rbx,1
  003180  mov     [rbp+0x30],r12
  003187  mov     qword ptr [rbp+0xc8],3
  003192  mov     [rbp+0x40],r13
  003199  mov     qword ptr [rbp+0xd8],3
  0031a4  mov     qword ptr [rbp+0x50],0x13
  0031af  mov     qword ptr [rbp+0xe8],1
  0031ba  mov     qword ptr [rbp+0x58],0x16
  0031c5  mov     qword ptr [rbp+0xf0],2
  0031d0  mov     qword ptr [rbp+<exit lists 0>0],0x28
  0031db  mov     qword ptr [rbp+0x118],2
  0031e6  mov     [rbp+0xa0],rbx
  0031ed  mov     qword ptr [rbp+0x138],1
  0031f8  mov     rax,5
  003202  jmp     0x0000000000000016
  003207  mov     [rbp+0x30],r12
  00320e  mov     qword ptr [rbp+0xc8],3
  003219  mov     [rbp+0x40],r13
  003220  mov     qword ptr [rbp+0xd8],3
  00322b  mov     qword ptr [rbp+0x50],0x13
  003236  mov     qword ptr [rbp+0xe8],1
  003241  mov     qword ptr [rbp+0x58],0x16
  00324c  mov     qword ptr [rbp+0xf0],2
  003257  mov     qword ptr [rbp+<exit lists 0>0],0x28
  003262  mov     qword ptr [rbp+0x118],2
  00326d  mov     [rbp+0xa0],rbx
  003274  mov     qword ptr [rbp+0x138],1
  00327f  mov     rax,6
  003289  jmp     0x0000000000000016
  00328e  add     rbx,1
  003295  mov     [rbp+0x30],r12
  00329c  mov     qword ptr [rbp+0xc8],3
  0032a7  mov     [rbp+0x40],r13
  0032ae  mov     qword ptr [rbp+0xd8],3
  0032b9  mov     qword ptr [rbp+0x50],0x13
  0032c4  mov     qword ptr [rbp+0xe8],1
  0032cf  mov     qword ptr [rbp+0x58],0x16
  0032da  mov     qword ptr [rbp+0xf0],2
  0032e5  mov     qword ptr [rbp+<exit lists 0>0],0x28
  0032f0  mov     qword ptr [rbp+0x118],2
  0032fb  mov     [rbp+0x90],r15
  003302  mov     qword ptr [rbp+0x128],1
  00330d  mov     [rbp+0xa0],rbx
  003314  mov     qword ptr [rbp+0x138],1
  00331f  mov     rax,7
  003329  jmp     0x0000000000000016
  00332e  mov     [rbp+0x30],r12
  003335  mov     qword ptr [rbp+0xc8],3
  003340  mov     [rbp+0x40],r13
  003347  mov     qword ptr [rbp+0xd8],3
  003352  mov     qword ptr [rbp+0x50],0x13
  00335d  mov     qword ptr [rbp+0xe8],1
  003368  mov     qword ptr [rbp+0x58],0x16
  003373  mov     qword ptr [rbp+0xf0],2
  00337e  mov     qword ptr [rbp+<exit lists 0>0],0x28
  003389  mov     qword ptr [rbp+0x118],2
  003394  mov     [rbp+0x90],r15
  00339b  mov     qword ptr [rbp+0x128],1
  0033a6  mov     [rbp+0xa0],rbx
  0033ad  mov     qword ptr [rbp+0x138],1
  0033b8  mov     rax,8
  0033c2  jmp     0x0000000000000016
  0033c7  mov     [rbp+0x30],r12
  0033ce  mov     qword ptr [rbp+0xc8],3
  0033d9  mov     [rbp+0x40],r13
  0033e0  mov     qword ptr [rbp+0xd8],3
  0033eb  mov     qword ptr [rbp+0x50],0x13
  0033f6  mov     qword ptr [rbp+0xe8],1
  003401  mov     qword ptr [rbp+0x58],0x16
  00340c  mov     qword ptr [rbp+0xf0],2
  003417  mov     qword ptr [rbp+<exit lists 0>0],0x28
  003422  mov     qword ptr [rbp+0x118],2
  00342d  mov     [rbp+<exit lists 0>8],rsi
  003434  mov     qword ptr [rbp+0x120],1
  00343f  mov     [rbp+0x90],r15
  003446  mov     qword ptr [rbp+0x128],1
  003451  mov     [rbp+0xa0],rbx
  003458  mov     qword ptr [rbp+0x138],1
  003463  mov     rax,9
  00346d  jmp     0x0000000000000016
  003472  mov     [rbp+0x30],r12
  003479  mov     qword ptr [rbp+0xc8],3
  003484  mov     [rbp+0x40],r13
  00348b  mov     qword ptr [rbp+0xd8],3
  003496  mov     qword ptr [rbp+0x50],0x14
  0034a1  mov     qword ptr [rbp+0xe8],1
  0034ac  mov     qword ptr [rbp+<exit lists 0>0],0x2c
  0034b7  mov     qword ptr [rbp+0x118],2
  0034c2  mov     [rbp+0xa0],rsi
  0034c9  mov     qword ptr [rbp+0x138],1
  0034d4  mov     qword ptr [rbp+0xa8],1
  0034df  mov     qword ptr [rbp+0x140],1
  0034ea  mov     rax,0xa
  0034f4  jmp     0x0000000000000016
  0034f9  add     rsi,1
  003500  mov     [rbp+0x30],r12
  003507  mov     qword ptr [rbp+0xc8],3
  003512  mov     [rbp+0x40],r13
  003519  mov     qword ptr [rbp+0xd8],3
  003524  mov     qword ptr [rbp+0x50],0x14
  00352f  mov     qword ptr [rbp+0xe8],1
  00353a  mov     qword ptr [rbp+<exit lists 0>0],0x2c
  003545  mov     qword ptr [rbp+0x118],2
  003550  mov     [rbp+0xa0],rsi
  003557  mov     qword ptr [rbp+0x138],1
  003562  mov     rax,0xb
  00356c  jmp     0x0000000000000016
  003571  mov     [rbp+0x30],r12
  003578  mov     qword ptr [rbp+0xc8],3
  003583  mov     [rbp+0x40],r13
  00358a  mov     qword ptr [rbp+0xd8],3
  003595  mov     qword ptr [rbp+0x50],0x14
  0035a0  mov     qword ptr [rbp+0xe8],1
  0035ab  mov     qword ptr [rbp+<exit lists 0>0],0x2c
  0035b6  mov     qword ptr [rbp+0x118],2
  0035c1  mov     [rbp+0xa0],rsi
  0035c8  mov     qword ptr [rbp+0x138],1
  0035d3  mov     rax,0xc
  0035dd  jmp     0x0000000000000016
  0035e2  mov     [rbp+0x30],r12
  0035e9  mov     qword ptr [rbp+0xc8],3
  0035f4  mov     [rbp+0x40],r13
  0035fb  mov     qword ptr [rbp+0xd8],3
  003606  mov     qword ptr [rbp+0x50],0x14
  003611  mov     qword ptr [rbp+0xe8],1
  00361c  mov     qword ptr [rbp+<exit lists 0>0],0x2c
  003627  mov     qword ptr [rbp+0x118],2
  003632  mov     [rbp+<exit lists 0>8],r15
  003639  mov     qword ptr [rbp+0x120],1
  003644  mov     [rbp+0xa0],rsi
  00364b  mov     qword ptr [rbp+0x138],1
  003656  mov     rax,0xd
  003660  jmp     0x0000000000000016
  003665  mov     [rbp+0x30],r12
  00366c  mov     qword ptr [rbp+0xc8],3
  003677  mov     [rbp+0x40],r13
  00367e  mov     qword ptr [rbp+0xd8],3
  003689  mov     qword ptr [rbp+0x50],0x14
  003694  mov     qword ptr [rbp+0xe8],1
  00369f  mov     [rbp+<exit lists 0>8],r15
  0036a6  mov     qword ptr [rbp+0x120],1
  0036b1  mov     rax,0xe
  0036bb  jmp     0x0000000000000016
  0036c0  mov     [rbp+0x30],r12
  0036c7  mov     qword ptr [rbp+0xc8],3
  0036d2  mov     [rbp+0x40],r13
  0036d9  mov     qword ptr [rbp+0xd8],3
  0036e4  mov     qword ptr [rbp+0x50],0x1f
  0036ef  mov     qword ptr [rbp+0xe8],1
  0036fa  mov     qword ptr [rbp+0x78],3
  003705  mov     qword ptr [rbp+0x110],1
  003710  mov     rax,0xf
  00371a  jmp     0x0000000000000016
  00371f  mov     [rbp+0x30],r12
  003726  mov     qword ptr [rbp+0xc8],3
  003731  mov     [rbp+0x40],r13
  003738  mov     qword ptr [rbp+0xd8],3
  003743  mov     qword ptr [rbp+0x50],0x21
  00374e  mov     qword ptr [rbp+0xe8],1
  003759  mov     qword ptr [rbp+0x78],1
  003764  mov     qword ptr [rbp+0x110],1
  00376f  mov     rax,0x10
  003779  jmp     0x0000000000000016
  00377e  mov     [rbp+0x30],r12
  003785  mov     qword ptr [rbp+0xc8],3
  003790  mov     [rbp+0x40],r13
  003797  mov     qword ptr [rbp+0xd8],3
  0037a2  mov     qword ptr [rbp+0x50],0x25
  0037ad  mov     qword ptr [rbp+0xe8],1
  0037b8  mov     qword ptr [rbp+0x58],0xf
  0037c3  mov     qword ptr [rbp+0xf0],2
  0037ce  mov     qword ptr [rbp+<exit lists 0>0],0x28
  0037d9  mov     qword ptr [rbp+0x118],2
  0037e4  mov     [rbp+0xa0],r14
  0037eb  mov     qword ptr [rbp+0x138],1
  0037f6  mov     qword ptr [rbp+0xb8],1
  003801  mov     qword ptr [rbp+0x150],1
  00380c  mov     rax,0x11
  003816  jmp     0x0000000000000016
  00381b  add     r14,1
  003822  mov     [rbp+0x30],r12
  003829  mov     qword ptr [rbp+0xc8],3
  003834  mov     [rbp+0x40],r13
  00383b  mov     qword ptr [rbp+0xd8],3
  003846  mov     qword ptr [rbp+0x50],0x25
  003851  mov     qword ptr [rbp+0xe8],1
  00385c  mov     qword ptr [rbp+0x58],0xf
  003867  mov     qword ptr [rbp+0xf0],2
  003872  mov     qword ptr [rbp+<exit lists 0>0],0x28
  00387d  mov     qword ptr [rbp+0x118],2
  003888  mov     [rbp+0xa0],r14
  00388f  mov     qword ptr [rbp+0x138],1
  00389a  mov     rax,0x12
  0038a4  jmp     0x0000000000000016
  0038a9  mov     [rbp+0x30],r12
  0038b0  mov     qword ptr [rbp+0xc8],3
  0038bb  mov     [rbp+0x40],r13
  0038c2  mov     qword ptr [rbp+0xd8],3
  0038cd  mov     qword ptr [rbp+0x50],0x25
  0038d8  mov     qword ptr [rbp+0xe8],1
  0038e3  mov     qword ptr [rbp+0x58],0xf
  0038ee  mov     qword ptr [rbp+0xf0],2
  0038f9  mov     qword ptr [rbp+<exit lists 0>0],0x28
  003904  mov     qword ptr [rbp+0x118],2
  00390f  mov     [rbp+0xa0],r14
  003916  mov     qword ptr [rbp+0x138],1
  003921  mov     rax,0x13
  00392b  jmp     0x0000000000000016
  003930  add     r14,1
  003937  mov     [rbp+0x30],r12
  00393e  mov     qword ptr [rbp+0xc8],3
  003949  mov     [rbp+0x40],r13
  003950  mov     qword ptr [rbp+0xd8],3
  00395b  mov     qword ptr [rbp+0x50],0x25
  003966  mov     qword ptr [rbp+0xe8],1
  003971  mov     qword ptr [rbp+0x58],0xf
  00397c  mov     qword ptr [rbp+0xf0],2
  003987  mov     qword ptr [rbp+<exit lists 0>0],0x28
  003992  mov     qword ptr [rbp+0x118],2
  00399d  mov     [rbp+0x90],r15
  0039a4  mov     qword ptr [rbp+0x128],1
  0039af  mov     [rbp+0xa0],r14
  0039b6  mov     qword ptr [rbp+0x138],1
  0039c1  mov     rax,0x14
  0039cb  jmp     0x0000000000000016
  0039d0  mov     [rbp+0x30],r12
  0039d7  mov     qword ptr [rbp+0xc8],3
  0039e2  mov     [rbp+0x40],r13
  0039e9  mov     qword ptr [rbp+0xd8],3
  0039f4  mov     qword ptr [rbp+0x50],0x25
  0039ff  mov     qword ptr [rbp+0xe8],1
  003a0a  mov     qword ptr [rbp+0x58],0xf
  003a15  mov     qword ptr [rbp+0xf0],2
  003a20  mov     qword ptr [rbp+<exit lists 0>0],0x28
  003a2b  mov     qword ptr [rbp+0x118],2
  003a36  mov     [rbp+0x90],r15
  003a3d  mov     qword ptr [rbp+0x128],1
  003a48  mov     [rbp+0xa0],r14
  003a4f  mov     qword ptr [rbp+0x138],1
  003a5a  mov     rax,0x15
  003a64  jmp     0x0000000000000016
  003a69  mov     [rbp+0x30],r12
  003a70  mov     qword ptr [rbp+0xc8],3
  003a7b  mov     [rbp+0x40],r13
  003a82  mov     qword ptr [rbp+0xd8],3
  003a8d  mov     qword ptr [rbp+0x50],0x25
  003a98  mov     qword ptr [rbp+0xe8],1
  003aa3  mov     qword ptr [rbp+0x58],0xf
  003aae  mov     qword ptr [rbp+0xf0],2
  003ab9  mov     qword ptr [rbp+<exit lists 0>0],0x28
  003ac4  mov     qword ptr [rbp+0x118],2
  003acf  mov     [rbp+<exit lists 0>8],rsi
  003ad6  mov     qword ptr [rbp+0x120],1
  003ae1  mov     [rbp+0x90],r15
  003ae8  mov     qword ptr [rbp+0x128],1
  003af3  mov     [rbp+0xa0],r14
  003afa  mov     qword ptr [rbp+0x138],1
  003b05  mov     rax,0x16
  003b0f  jmp     0x0000000000000016
  003b14  mov     [rbp+0x30],r12
  003b1b  mov     qword ptr [rbp+0xc8],3
  003b26  mov     [rbp+0x40],r13
  003b2d  mov     qword ptr [rbp+0xd8],3
  003b38  mov     qword ptr [rbp+0x50],0x25
  003b43  mov     qword ptr [rbp+0xe8],1
  003b4e  mov     [rbp+<exit lists 0>8],rsi
  003b55  mov     qword ptr [rbp+0x120],1
  003b60  mov     [rbp+0x90],r15
  003b67  mov     qword ptr [rbp+0x128],1
  003b72  mov     rax,0x17
  003b7c  jmp     0x0000000000000016
  003b81  mov     [rbp+0x30],r12
  003b88  mov     qword ptr [rbp+0xc8],3
  003b93  mov     [rbp+0x40],r13
  003b9a  mov     qword ptr [rbp+0xd8],3
  003ba5  mov     qword ptr [rbp+0x50],0x26
  003bb0  mov     qword ptr [rbp+0xe8],1
  003bbb  mov     qword ptr [rbp+0x58],0x13
  003bc6  mov     qword ptr [rbp+0xf0],2
  003bd1  mov     qword ptr [rbp+<exit lists 0>0],0x28
  003bdc  mov     qword ptr [rbp+0x118],2
  003be7  mov     [rbp+0xa0],rsi
  003bee  mov     qword ptr [rbp+0x138],1
  003bf9  mov     qword ptr [rbp+0xb8],1
  003c04  mov     qword ptr [rbp+0x150],1
  003c0f  mov     rax,0x18
  003c19  jmp     0x0000000000000016
  003c1e  add     rsi,1
  003c25  mov     [rbp+0x30],r12
  003c2c  mov     qword ptr [rbp+0xc8],3
  003c37  mov     [rbp+0x40],r13
  003c3e  mov     qword ptr [rbp+0xd8],3
  003c49  mov     qword ptr [rbp+0x50],0x26
  003c54  mov     qword ptr [rbp+0xe8],1
  003c5f  mov     qword ptr [rbp+0x58],0x13
  003c6a  mov     qword ptr [rbp+0xf0],2
  003c75  mov     qword ptr [rbp+<exit lists 0>0],0x28
  003c80  mov     qword ptr [rbp+0x118],2
  003c8b  mov     [rbp+0xa0],rsi
  003c92  mov     qword ptr [rbp+0x138],1
  003c9d  mov     rax,0x19
  003ca7  jmp     0x0000000000000016
  003cac  mov     [rbp+0x30],r12
  003cb3  mov     qword ptr [rbp+0xc8],3
  003cbe  mov     [rbp+0x40],r13
  003cc5  mov     qword ptr [rbp+0xd8],3
  003cd0  mov     qword ptr [rbp+0x50],0x26
  003cdb  mov     qword ptr [rbp+0xe8],1
  003ce6  mov     qword ptr [rbp+0x58],0x13
  003cf1  mov     qword ptr [rbp+0xf0],2
  003cfc  mov     qword ptr [rbp+<exit lists 0>0],0x28
  003d07  mov     qword ptr [rbp+0x118],2
  003d12  mov     [rbp+0xa0],rsi
  003d19  mov     qword ptr [rbp+0x138],1
  003d24  mov     rax,0x1a
  003d2e  jmp     0x0000000000000016
  003d33  add     rsi,1
  003d3a  mov     [rbp+0x30],r12
  003d41  mov     qword ptr [rbp+0xc8],3
  003d4c  mov     [rbp+0x40],r13
  003d53  mov     qword ptr [rbp+0xd8],3
  003d5e  mov     qword ptr [rbp+0x50],0x26
  003d69  mov     qword ptr [rbp+0xe8],1
  003d74  mov     qword ptr [rbp+0x58],0x13
  003d7f  mov     qword ptr [rbp+0xf0],2
  003d8a  mov     qword ptr [rbp+<exit lists 0>0],0x28
  003d95  mov     qword ptr [rbp+0x118],2
  003da0  mov     [rbp+0x90],r15
  003da7  mov     qword ptr [rbp+0x128],1
  003db2  mov     [rbp+0xa0],rsi
  003db9  mov     qword ptr [rbp+0x138],1
  003dc4  mov     rax,0x1b
  003dce  jmp     0x0000000000000016
  003dd3  mov     [rbp+0x30],r12
  003dda  mov     qword ptr [rbp+0xc8],3
  003de5  mov     [rbp+0x40],r13
  003dec  mov     qword ptr [rbp+0xd8],3
  003df7  mov     qword ptr [rbp+0x50],0x26
  003e02  mov     qword ptr [rbp+0xe8],1
  003e0d  mov     qword ptr [rbp+0x58],0x13
  003e18  mov     qword ptr [rbp+0xf0],2
  003e23  mov     qword ptr [rbp+<exit lists 0>0],0x28
  003e2e  mov     qword ptr [rbp+0x118],2
  003e39  mov     [rbp+0x90],r15
  003e40  mov     qword ptr [rbp+0x128],1
  003e4b  mov     [rbp+0xa0],rsi
  003e52  mov     qword ptr [rbp+0x138],1
  003e5d  mov     rax,0x1c
  003e67  jmp     0x0000000000000016
  003e6c  mov     [rbp+0x30],r12
  003e73  mov     qword ptr [rbp+0xc8],3
  003e7e  mov     [rbp+0x40],r13
  003e85  mov     qword ptr [rbp+0xd8],3
  003e90  mov     qword ptr [rbp+0x50],0x26
  003e9b  mov     qword ptr [rbp+0xe8],1
  003ea6  mov     qword ptr [rbp+0x58],0x13
  003eb1  mov     qword ptr [rbp+0xf0],2
  003ebc  mov     qword ptr [rbp+<exit lists 0>0],0x28
  003ec7  mov     qword ptr [rbp+0x118],2
  003ed2  mov     [rbp+<exit lists 0>8],r14
  003ed9  mov     qword ptr [rbp+0x120],1
  003ee4  mov     [rbp+0x90],r15
  003eeb  mov     qword ptr [rbp+0x128],1
  003ef6  mov     [rbp+0xa0],rsi
  003efd  mov     qword ptr [rbp+0x138],1
  003f08  mov     rax,0x1d
  003f12  jmp     0x0000000000000016
  003f17  sub     r14,r15
  003f1a  mov     [rbp+0x30],r12
  003f21  mov     qword ptr [rbp+0xc8],3
  003f2c  mov     [rbp+0x40],r13
  003f33  mov     qword ptr [rbp+0xd8],3
  003f3e  mov     qword ptr [rbp+0x50],0x26
  003f49  mov     qword ptr [rbp+0xe8],1
  003f54  mov     [rbp+<exit lists 0>8],r14
  003f5b  mov     qword ptr [rbp+0x120],1
  003f66  mov     [rbp+0x90],r15
  003f6d  mov     qword ptr [rbp+0x128],1
  003f78  mov     rax,0x1e
  003f82  jmp     0x0000000000000016
  003f87  mov     [rbp+0x30],r12
  003f8e  mov     qword ptr [rbp+0xc8],3
  003f99  mov     [rbp+0x40],r13
  003fa0  mov     qword ptr [rbp+0xd8],3
  003fab  mov     qword ptr [rbp+0x50],0x27
  003fb6  mov     qword ptr [rbp+0xe8],1
  003fc1  mov     qword ptr [rbp+<exit lists 0>0],0x27
  003fcc  mov     qword ptr [rbp+0x118],2
  003fd7  mov     [rbp+0xa0],r14
  003fde  mov     qword ptr [rbp+0x138],1
  003fe9  mov     qword ptr [rbp+0xa8],1
  003ff4  mov     qword ptr [rbp+0x140],1
  003fff  mov     rax,0x1f
  004009  jmp     0x0000000000000016
  00400e  add     r14,1
  004015  mov     [rbp+0x30],r12
  00401c  mov     qword ptr [rbp+0xc8],3
  004027  mov     [rbp+0x40],r13
  00402e  mov     qword ptr [rbp+0xd8],3
  004039  mov     qword ptr [rbp+0x50],0x27
  004044  mov     qword ptr [rbp+0xe8],1
  00404f  mov     qword ptr [rbp+<exit lists 0>0],0x27
  00405a  mov     qword ptr [rbp+0x118],2
  004065  mov     [rbp+0xa0],r14
  00406c  mov     qword ptr [rbp+0x138],1
  004077  mov     rax,0x20
  004081  jmp     0x0000000000000016
  004086  mov     [rbp+0x30],r12
  00408d  mov     qword ptr [rbp+0xc8],3
  004098  mov     [rbp+0x40],r13
  00409f  mov     qword ptr [rbp+0xd8],3
  0040aa  mov     qword ptr [rbp+0x50],0x27
  0040b5  mov     qword ptr [rbp+0xe8],1
  0040c0  mov     qword ptr [rbp+<exit lists 0>0],0x27
  0040cb  mov     qword ptr [rbp+0x118],2
  0040d6  mov     [rbp+0xa0],r14
  0040dd  mov     qword ptr [rbp+0x138],1
  0040e8  mov     rax,0x21
  0040f2  jmp     0x0000000000000016
  0040f7  mov     [rbp+0x30],r12
  0040fe  mov     qword ptr [rbp+0xc8],3
  004109  mov     [rbp+0x40],r13
  004110  mov     qword ptr [rbp+0xd8],3
  00411b  mov     qword ptr [rbp+0x50],0x27
  004126  mov     qword ptr [rbp+0xe8],1
  004131  mov     qword ptr [rbp+<exit lists 0>0],0x27
  00413c  mov     qword ptr [rbp+0x118],2
  004147  mov     [rbp+<exit lists 0>8],r15
  00414e  mov     qword ptr [rbp+0x120],1
  004159  mov     [rbp+0xa0],r14
  004160  mov     qword ptr [rbp+0x138],1
  00416b  mov     rax,0x22
  004175  jmp     0x0000000000000016
  00417a  mov     [rbp+0x30],r12
  004181  mov     qword ptr [rbp+0xc8],3
  00418c  mov     [rbp+0x40],r13
  004193  mov     qword ptr [rbp+0xd8],3
  00419e  mov     qword ptr [rbp+0x50],0x29
  0041a9  mov     qword ptr [rbp+0xe8],1
  0041b4  mov     qword ptr [rbp+0x78],2
  0041bf  mov     qword ptr [rbp+0x110],1
  0041ca  mov     rax,0x24
  0041d4  jmp     0x0000000000000016
  0041d9  mov     [rbp+0x30],r12
  0041e0  mov     qword ptr [rbp+0xc8],3
  0041eb  mov     [rbp+0x40],r13
  0041f2  mov     qword ptr [rbp+0xd8],3
  0041fd  mov     qword ptr [rbp+0x50],0x2d
  004208  mov     qword ptr [rbp+0xe8],1
  004213  mov     qword ptr [rbp+0x58],0x13
  00421e  mov     qword ptr [rbp+0xf0],2
  004229  mov     qword ptr [rbp+<exit lists 0>0],0x28
  004234  mov     qword ptr [rbp+0x118],2
  00423f  mov     [rbp+0xa0],r15
  004246  mov     qword ptr [rbp+0x138],1
  004251  mov     qword ptr [rbp+0xb8],1
  00425c  mov     qword ptr [rbp+0x150],1
  004267  mov     rax,0x25
  004271  jmp     0x0000000000000016
  004276  add     r15,1
  00427d  mov     [rbp+0x30],r12
  004284  mov     qword ptr [rbp+0xc8],3
  00428f  mov     [rbp+0x40],r13
  004296  mov     qword ptr [rbp+0xd8],3
  0042a1  mov     qword ptr [rbp+0x50],0x2d
  0042ac  mov     qword ptr [rbp+0xe8],1
  0042b7  mov     qword ptr [rbp+0x58],0x13
  0042c2  mov     qword ptr [rbp+0xf0],2
  0042cd  mov     qword ptr [rbp+<exit lists 0>0],0x28
  0042d8  mov     qword ptr [rbp+0x118],2
  0042e3  mov     [rbp+0xa0],r15
  0042ea  mov     qword ptr [rbp+0x138],1
  0042f5  mov     rax,0x26
  0042ff  jmp     0x0000000000000016
  004304  mov     [rbp+0x30],r12
  00430b  mov     qword ptr [rbp+0xc8],3
  004316  mov     [rbp+0x40],r13
  00431d  mov     qword ptr [rbp+0xd8],3
  004328  mov     qword ptr [rbp+0x50],0x2d
  004333  mov     qword ptr [rbp+0xe8],1
  00433e  mov     qword ptr [rbp+0x58],0x13
  004349  mov     qword ptr [rbp+0xf0],2
  004354  mov     qword ptr [rbp+<exit lists 0>0],0x28
  00435f  mov     qword ptr [rbp+0x118],2
  00436a  mov     [rbp+0xa0],r15
  004371  mov     qword ptr [rbp+0x138],1
  00437c  mov     rax,0x27
  004386  jmp     0x0000000000000016
  00438b  add     r15,1
  004392  mov     [rbp+0x30],r12
  004399  mov     qword ptr [rbp+0xc8],3
  0043a4  mov     [rbp+0x40],r13
  0043ab  mov     qword ptr [rbp+0xd8],3
  0043b6  mov     qword ptr [rbp+0x50],0x2d
  0043c1  mov     qword ptr [rbp+0xe8],1
  0043cc  mov     qword ptr [rbp+0x58],0x13
  0043d7  mov     qword ptr [rbp+0xf0],2
  0043e2  mov     qword ptr [rbp+<exit lists 0>0],0x28
  0043ed  mov     qword ptr [rbp+0x118],2
  0043f8  mov     [rbp+0x90],r14
  0043ff  mov     qword ptr [rbp+0x128],1
  00440a  mov     [rbp+0xa0],r15
  004411  mov     qword ptr [rbp+0x138],1
  00441c  mov     rax,0x28
  004426  jmp     0x0000000000000016
  00442b  mov     [rbp+0x30],r12
  004432  mov     qword ptr [rbp+0xc8],3
  00443d  mov     [rbp+0x40],r13
  004444  mov     qword ptr [rbp+0xd8],3
  00444f  mov     qword ptr [rbp+0x50],0x2d
  00445a  mov     qword ptr [rbp+0xe8],1
  004465  mov     qword ptr [rbp+0x58],0x13
  004470  mov     qword ptr [rbp+0xf0],2
  00447b  mov     qword ptr [rbp+<exit lists 0>0],0x28
  004486  mov     qword ptr [rbp+0x118],2
  004491  mov     [rbp+0x90],r14
  004498  mov     qword ptr [rbp+0x128],1
  0044a3  mov     [rbp+0xa0],r15
  0044aa  mov     qword ptr [rbp+0x138],1
  0044b5  mov     rax,0x29
  0044bf  jmp     0x0000000000000016
  0044c4  mov     [rbp+0x30],r12
  0044cb  mov     qword ptr [rbp+0xc8],3
  0044d6  mov     [rbp+0x40],r13
  0044dd  mov     qword ptr [rbp+0xd8],3
  0044e8  mov     qword ptr [rbp+0x50],0x2d
  0044f3  mov     qword ptr [rbp+0xe8],1
  0044fe  mov     qword ptr [rbp+0x58],0x13
  004509  mov     qword ptr [rbp+0xf0],2
  004514  mov     qword ptr [rbp+<exit lists 0>0],0x28
  00451f  mov     qword ptr [rbp+0x118],2
  00452a  mov     [rbp+<exit lists 0>8],rsi
  004531  mov     qword ptr [rbp+0x120],1
  00453c  mov     [rbp+0x90],r14
  004543  mov     qword ptr [rbp+0x128],1
  00454e  mov     [rbp+0xa0],r15
  004555  mov     qword ptr [rbp+0x138],1
  004560  mov     rax,0x2a
  00456a  jmp     0x0000000000000016
  00456f  sub     rsi,r14
  004572  mov     [rbp+0x30],r12
  004579  mov     qword ptr [rbp+0xc8],3
  004584  mov     [rbp+0x40],r13
  00458b  mov     qword ptr [rbp+0xd8],3
  004596  mov     qword ptr [rbp+0x50],0x2d
  0045a1  mov     qword ptr [rbp+0xe8],1
  0045ac  mov     [rbp+<exit lists 0>8],rsi
  0045b3  mov     qword ptr [rbp+0x120],1
  0045be  mov     [rbp+0x90],r14
  0045c5  mov     qword ptr [rbp+0x128],1
  0045d0  mov     rax,0x2b
  0045da  jmp     0x0000000000000016
  0045df  mov     [rbp+0x30],r12
  0045e6  mov     qword ptr [rbp+0xc8],3
  0045f1  mov     [rbp+0x40],r13
  0045f8  mov     qword ptr [rbp+0xd8],3
  004603  mov     qword ptr [rbp+0x50],0x2e
  00460e  mov     qword ptr [rbp+0xe8],1
  004619  mov     qword ptr [rbp+<exit lists 0>0],0x27
  004624  mov     qword ptr [rbp+0x118],2
  00462f  mov     [rbp+0xa0],rsi
  004636  mov     qword ptr [rbp+0x138],1
  004641  mov     qword ptr [rbp+0xa8],1
  00464c  mov     qword ptr [rbp+0x140],1
  004657  mov     rax,0x2c
  004661  jmp     0x0000000000000016
  004666  add     rsi,1
  00466d  mov     [rbp+0x30],r12
  004674  mov     qword ptr [rbp+0xc8],3
  00467f  mov     [rbp+0x40],r13
  004686  mov     qword ptr [rbp+0xd8],3
  004691  mov     qword ptr [rbp+0x50],0x2e
  00469c  mov     qword ptr [rbp+0xe8],1
  0046a7  mov     qword ptr [rbp+<exit lists 0>0],0x27
  0046b2  mov     qword ptr [rbp+0x118],2
  0046bd  mov     [rbp+0xa0],rsi
  0046c4  mov     qword ptr [rbp+0x138],1
  0046cf  mov     rax,0x2d
  0046d9  jmp     0x0000000000000016
  0046de  mov     [rbp+0x30],r12
  0046e5  mov     qword ptr [rbp+0xc8],3
  0046f0  mov     [rbp+0x40],r13
  0046f7  mov     qword ptr [rbp+0xd8],3
  004702  mov     qword ptr [rbp+0x50],0x2e
  00470d  mov     qword ptr [rbp+0xe8],1
  004718  mov     qword ptr [rbp+<exit lists 0>0],0x27
  004723  mov     qword ptr [rbp+0x118],2
  00472e  mov     [rbp+0xa0],rsi
  004735  mov     qword ptr [rbp+0x138],1
  004740  mov     rax,0x2e
  00474a  jmp     0x0000000000000016
  00474f  mov     [rbp+0x30],r12
  004756  mov     qword ptr [rbp+0xc8],3
  004761  mov     [rbp+0x40],r13
  004768  mov     qword ptr [rbp+0xd8],3
  004773  mov     qword ptr [rbp+0x50],0x2e
  00477e  mov     qword ptr [rbp+0xe8],1
  004789  mov     qword ptr [rbp+<exit lists 0>0],0x27
  004794  mov     qword ptr [rbp+0x118],2
  00479f  mov     [rbp+<exit lists 0>8],r14
  0047a6  mov     qword ptr [rbp+0x120],1
  0047b1  mov     [rbp+0xa0],rsi
  0047b8  mov     qword ptr [rbp+0x138],1
  0047c3  mov     rax,0x2f
  0047cd  jmp     0x0000000000000016
  0047d2  mov     [rbp+0x30],r12
  0047d9  mov     qword ptr [rbp+0xc8],3
  0047e4  mov     [rbp+0x40],r13
  0047eb  mov     qword ptr [rbp+0xd8],3
  0047f6  mov     qword ptr [rbp+0x50],0xf
  004801  mov     qword ptr [rbp+0xe8],1
  00480c  mov     qword ptr [rbp+0x78],2
  004817  mov     qword ptr [rbp+0x110],1
  004822  mov     rax,0x32
  00482c  jmp     0x0000000000000016
  004831  mov     [rbp+0x30],r12
  004838  mov     qword ptr [rbp+0xc8],3
  004843  mov     [rbp+0x40],r13
  00484a  mov     qword ptr [rbp+0xd8],3
  004855  mov     qword ptr [rbp+0x50],0x11
  004860  mov     qword ptr [rbp+0xe8],1
  00486b  mov     qword ptr [rbp+0x78],0
  004876  mov     qword ptr [rbp+0x110],1
  004881  mov     rax,0x33
  00488b  jmp     0x0000000000000016
  004890  mov     [rbp+0x30],r12
  004897  mov     qword ptr [rbp+0xc8],3
  0048a2  mov     [rbp+0x40],r13
  0048a9  mov     qword ptr [rbp+0xd8],3
  0048b4  mov     qword ptr [rbp+0x50],0x13
  0048bf  mov     qword ptr [rbp+0xe8],1
  0048ca  mov     qword ptr [rbp+0x58],0x16
  0048d5  mov     qword ptr [rbp+0xf0],2
  0048e0  mov     qword ptr [rbp+<exit lists 0>0],0x28
  0048eb  mov     qword ptr [rbp+0x118],2
  0048f6  mov     [rbp+0xa0],rsi
  0048fd  mov     qword ptr [rbp+0x138],1
  004908  mov     qword ptr [rbp+0xb8],1
  004913  mov     qword ptr [rbp+0x150],1
  00491e  mov     rax,0x34
  004928  jmp     0x0000000000000016
  00492d  add     rsi,1
  004934  mov     [rbp+0x30],r12
  00493b  mov     qword ptr [rbp+0xc8],3
  004946  mov     [rbp+0x40],r13
  00494d  mov     qword ptr [rbp+0xd8],3
  004958  mov     qword ptr [rbp+0x50],0x13
  004963  mov     qword ptr [rbp+0xe8],1
  00496e  mov     qword ptr [rbp+0x58],0x16
  004979  mov     qword ptr [rbp+0xf0],2
  004984  mov     qword ptr [rbp+<exit lists 0>0],0x28
  00498f  mov     qword ptr [rbp+0x118],2
  00499a  mov     [rbp+0xa0],rsi
  0049a1  mov     qword ptr [rbp+0x138],1
  0049ac  mov     rax,0x35
  0049b6  jmp     0x0000000000000016
  0049bb  mov     [rbp+0x30],r12
  0049c2  mov     qword ptr [rbp+0xc8],3
  0049cd  mov     [rbp+0x40],r13
  0049d4  mov     qword ptr [rbp+0xd8],3
  0049df  mov     qword ptr [rbp+0x50],0x13
  0049ea  mov     qword ptr [rbp+0xe8],1
  0049f5  mov     qword ptr [rbp+0x58],0x16
  004a00  mov     qword ptr [rbp+0xf0],2
  004a0b  mov     qword ptr [rbp+<exit lists 0>0],0x28
  004a16  mov     qword ptr [rbp+0x118],2
  004a21  mov     [rbp+0xa0],rsi
  004a28  mov     qword ptr [rbp+0x138],1
  004a33  mov     rax,0x36
  004a3d  jmp     0x0000000000000016
  004a42  add     rsi,1
  004a49  mov     [rbp+0x30],r12
  004a50  mov     qword ptr [rbp+0xc8],3
  004a5b  mov     [rbp+0x40],r13
  004a62  mov     qword ptr [rbp+0xd8],3
  004a6d  mov     qword ptr [rbp+0x50],0x13
  004a78  mov     qword ptr [rbp+0xe8],1
  004a83  mov     qword ptr [rbp+0x58],0x16
  004a8e  mov     qword ptr [rbp+0xf0],2
  004a99  mov     qword ptr [rbp+<exit lists 0>0],0x28
  004aa4  mov     qword ptr [rbp+0x118],2
  004aaf  mov     [rbp+0x90],r15
  004ab6  mov     qword ptr [rbp+0x128],1
  004ac1  mov     [rbp+0xa0],rsi
  004ac8  mov     qword ptr [rbp+0x138],1
  004ad3  mov     rax,0x37
  004add  jmp     0x0000000000000016
  004ae2  mov     [rbp+0x30],r12
  004ae9  mov     qword ptr [rbp+0xc8],3
  004af4  mov     [rbp+0x40],r13
  004afb  mov     qword ptr [rbp+0xd8],3
  004b06  mov     qword ptr [rbp+0x50],0x13
  004b11  mov     qword ptr [rbp+0xe8],1
  004b1c  mov     qword ptr [rbp+0x58],0x16
  004b27  mov     qword ptr [rbp+0xf0],2
  004b32  mov     qword ptr [rbp+<exit lists 0>0],0x28
  004b3d  mov     qword ptr [rbp+0x118],2
  004b48  mov     [rbp+0x90],r15
  004b4f  mov     qword ptr [rbp+0x128],1
  004b5a  mov     [rbp+0xa0],rsi
  004b61  mov     qword ptr [rbp+0x138],1
  004b6c  mov     rax,0x38
  004b76  jmp     0x0000000000000016
  004b7b  mov     [rbp+0x30],r12
  004b82  mov     qword ptr [rbp+0xc8],3
  004b8d  mov     [rbp+0x40],r13
  004b94  mov     qword ptr [rbp+0xd8],3
  004b9f  mov     qword ptr [rbp+0x50],0x13
  004baa  mov     qword ptr [rbp+0xe8],1
  004bb5  mov     qword ptr [rbp+0x58],0x16
  004bc0  mov     qword ptr [rbp+0xf0],2
  004bcb  mov     qword ptr [rbp+<exit lists 0>0],0x28
  004bd6  mov     qword ptr [rbp+0x118],2
  004be1  mov     [rbp+<exit lists 0>8],rbx
  004be8  mov     qword ptr [rbp+0x120],1
  004bf3  mov     [rbp+0x90],r15
  004bfa  mov     qword ptr [rbp+0x128],1
  004c05  mov     [rbp+0xa0],rsi
  004c0c  mov     qword ptr [rbp+0x138],1
  004c17  mov     rax,0x39
  004c21  jmp     0x0000000000000016
  004c26  mov     [rbp+0x30],r12
  004c2d  mov     qword ptr [rbp+0xc8],3
  004c38  mov     [rbp+0x40],r13
  004c3f  mov     qword ptr [rbp+0xd8],3
  004c4a  mov     qword ptr [rbp+0x50],0x14
  004c55  mov     qword ptr [rbp+0xe8],1
  004c60  mov     qword ptr [rbp+<exit lists 0>0],0x2c
  004c6b  mov     qword ptr [rbp+0x118],2
  004c76  mov     [rbp+0xa0],rbx
  004c7d  mov     qword ptr [rbp+0x138],1
  004c88  mov     qword ptr [rbp+0xa8],1
  004c93  mov     qword ptr [rbp+0x140],1
  004c9e  mov     rax,0x3a
  004ca8  jmp     0x0000000000000016
  004cad  add     rbx,1
  004cb4  mov     [rbp+0x30],r12
  004cbb  mov     qword ptr [rbp+0xc8],3
  004cc6  mov     [rbp+0x40],r13
  004ccd  mov     qword ptr [rbp+0xd8],3
  004cd8  mov     qword ptr [rbp+0x50],0x14
  004ce3  mov     qword ptr [rbp+0xe8],1
  004cee  mov     qword ptr [rbp+<exit lists 0>0],0x2c
  004cf9  mov     qword ptr [rbp+0x118],2
  004d04  mov     [rbp+0xa0],rbx
  004d0b  mov     qword ptr [rbp+0x138],1
  004d16  mov     rax,0x3b
  004d20  jmp     0x0000000000000016
  004d25  mov     [rbp+0x30],r12
  004d2c  mov     qword ptr [rbp+0xc8],3
  004d37  mov     [rbp+0x40],r13
  004d3e  mov     qword ptr [rbp+0xd8],3
  004d49  mov     qword ptr [rbp+0x50],0x14
  004d54  mov     qword ptr [rbp+0xe8],1
  004d5f  mov     qword ptr [rbp+<exit lists 0>0],0x2c
  004d6a  mov     qword ptr [rbp+0x118],2
  004d75  mov     [rbp+0xa0],rbx
  004d7c  mov     qword ptr [rbp+0x138],1
  004d87  mov     rax,0x3c
  004d91  jmp     0x0000000000000016
  004d96  mov     [rbp+0x30],r12
  004d9d  mov     qword ptr [rbp+0xc8],3
  004da8  mov     [rbp+0x40],r13
  004daf  mov     qword ptr [rbp+0xd8],3
  004dba  mov     qword ptr [rbp+0x50],0x14
  004dc5  mov     qword ptr [rbp+0xe8],1
  004dd0  mov     qword ptr [rbp+<exit lists 0>0],0x2c
  004ddb  mov     qword ptr [rbp+0x118],2
  004de6  mov     [rbp+<exit lists 0>8],r15
  004ded  mov     qword ptr [rbp+0x120],1
  004df8  mov     [rbp+0xa0],rbx
  004dff  mov     qword ptr [rbp+0x138],1
  004e0a  mov     rax,0x3d
  004e14  jmp     0x0000000000000016
  004e19  mov     [rbp+0x30],r12
  004e20  mov     qword ptr [rbp+0xc8],3
  004e2b  mov     [rbp+0x40],r13
  004e32  mov     qword ptr [rbp+0xd8],3
  004e3d  mov     qword ptr [rbp+0x50],0x14
  004e48  mov     qword ptr [rbp+0xe8],1
  004e53  mov     [rbp+<exit lists 0>8],r15
  004e5a  mov     qword ptr [rbp+0x120],1
  004e65  mov     rax,0x3e
  004e6f  jmp     0x0000000000006150
  004e74  mov     [rbp+0x30],r12
  004e7b  mov     qword ptr [rbp+0xc8],3
  004e86  mov     [rbp+0x40],r13
  004e8d  mov     qword ptr [rbp+0xd8],3
  004e98  mov     qword ptr [rbp+0x50],0x1f
  004ea3  mov     qword ptr [rbp+0xe8],1
  004eae  mov     qword ptr [rbp+0x78],3
  004eb9  mov     qword ptr [rbp+0x110],1
  004ec4  mov     rax,0x3f
  004ece  jmp     0x0000000000000016
  004ed3  mov     [rbp+0x30],r12
  004eda  mov     qword ptr [rbp+0xc8],3
  004ee5  mov     [rbp+0x40],r13
  004eec  mov     qword ptr [rbp+0xd8],3
  004ef7  mov     qword ptr [rbp+0x50],0x21
  004f02  mov     qword ptr [rbp+0xe8],1
  004f0d  mov     qword ptr [rbp+0x78],1
  004f18  mov     qword ptr [rbp+0x110],1
  004f23  mov     rax,0x40
  004f2d  jmp     0x0000000000000016
  004f32  mov     [rbp+0x30],r12
  004f39  mov     qword ptr [rbp+0xc8],3
  004f44  mov     [rbp+0x40],r13
  004f4b  mov     qword ptr [rbp+0xd8],3
  004f56  mov     qword ptr [rbp+0x50],0x25
  004f61  mov     qword ptr [rbp+0xe8],1
  004f6c  mov     qword ptr [rbp+0x58],0xf
  004f77  mov     qword ptr [rbp+0xf0],2
  004f82  mov     qword ptr [rbp+<exit lists 0>0],0x28
  004f8d  mov     qword ptr [rbp+0x118],2
  004f98  mov     [rbp+0xa0],r14
  004f9f  mov     qword ptr [rbp+0x138],1
  004faa  mov     qword ptr [rbp+0xb8],1
  004fb5  mov     qword ptr [rbp+0x150],1
  004fc0  mov     rax,0x41
  004fca  jmp     0x0000000000000016
  004fcf  add     r14,1
  004fd6  mov     [rbp+0x30],r12
  004fdd  mov     qword ptr [rbp+0xc8],3
  004fe8  mov     [rbp+0x40],r13
  004fef  mov     qword ptr [rbp+0xd8],3
  004ffa  mov     qword ptr [rbp+0x50],0x25
  005005  mov     qword ptr [rbp+0xe8],1
  005010  mov     qword ptr [rbp+0x58],0xf
  00501b  mov     qword ptr [rbp+0xf0],2
  005026  mov     qword ptr [rbp+<exit lists 0>0],0x28
  005031  mov     qword ptr [rbp+0x118],2
  00503c  mov     [rbp+0xa0],r14
  005043  mov     qword ptr [rbp+0x138],1
  00504e  mov     rax,0x42
  005058  jmp     0x0000000000000016
  00505d  mov     [rbp+0x30],r12
  005064  mov     qword ptr [rbp+0xc8],3
  00506f  mov     [rbp+0x40],r13
  005076  mov     qword ptr [rbp+0xd8],3
  005081  mov     qword ptr [rbp+0x50],0x25
  00508c  mov     qword ptr [rbp+0xe8],1
  005097  mov     qword ptr [rbp+0x58],0xf
  0050a2  mov     qword ptr [rbp+0xf0],2
  0050ad  mov     qword ptr [rbp+<exit lists 0>0],0x28
  0050b8  mov     qword ptr [rbp+0x118],2
  0050c3  mov     [rbp+0xa0],r14
  0050ca  mov     qword ptr [rbp+0x138],1
  0050d5  mov     rax,0x43
  0050df  jmp     0x0000000000000016
  0050e4  add     r14,1
  0050eb  mov     [rbp+0x30],r12
  0050f2  mov     qword ptr [rbp+0xc8],3
  0050fd  mov     [rbp+0x40],r13
  005104  mov     qword ptr [rbp+0xd8],3
  00510f  mov     qword ptr [rbp+0x50],0x25
  00511a  mov     qword ptr [rbp+0xe8],1
  005125  mov     qword ptr [rbp+0x58],0xf
  005130  mov     qword ptr [rbp+0xf0],2
  00513b  mov     qword ptr [rbp+<exit lists 0>0],0x28
  005146  mov     qword ptr [rbp+0x118],2
  005151  mov     [rbp+0x90],r15
  005158  mov     qword ptr [rbp+0x128],1
  005163  mov     [rbp+0xa0],r14
  00516a  mov     qword ptr [rbp+0x138],1
  005175  mov     rax,0x44
  00517f  jmp     0x0000000000000016
  005184  mov     [rbp+0x30],r12
  00518b  mov     qword ptr [rbp+0xc8],3
  005196  mov     [rbp+0x40],r13
  00519d  mov     qword ptr [rbp+0xd8],3
  0051a8  mov     qword ptr [rbp+0x50],0x25
  0051b3  mov     qword ptr [rbp+0xe8],1
  0051be  mov     qword ptr [rbp+0x58],0xf
  0051c9  mov     qword ptr [rbp+0xf0],2
  0051d4  mov     qword ptr [rbp+<exit lists 0>0],0x28
  0051df  mov     qword ptr [rbp+0x118],2
  0051ea  mov     [rbp+0x90],r15
  0051f1  mov     qword ptr [rbp+0x128],1
  0051fc  mov     [rbp+0xa0],r14
  005203  mov     qword ptr [rbp+0x138],1
  00520e  mov     rax,0x45
  005218  jmp     0x0000000000000016
  00521d  mov     [rbp+0x30],r12
  005224  mov     qword ptr [rbp+0xc8],3
  00522f  mov     [rbp+0x40],r13
  005236  mov     qword ptr [rbp+0xd8],3
  005241  mov     qword ptr [rbp+0x50],0x25
  00524c  mov     qword ptr [rbp+0xe8],1
  005257  mov     qword ptr [rbp+0x58],0xf
  005262  mov     qword ptr [rbp+0xf0],2
  00526d  mov     qword ptr [rbp+<exit lists 0>0],0x28
  005278  mov     qword ptr [rbp+0x118],2
  005283  mov     [rbp+<exit lists 0>8],rbx
  00528a  mov     qword ptr [rbp+0x120],1
  005295  mov     [rbp+0x90],r15
  00529c  mov     qword ptr [rbp+0x128],1
  0052a7  mov     [rbp+0xa0],r14
  0052ae  mov     qword ptr [rbp+0x138],1
  0052b9  mov     rax,0x46
  0052c3  jmp     0x0000000000000016
  0052c8  mov     [rbp+0x30],r12
  0052cf  mov     qword ptr [rbp+0xc8],3
  0052da  mov     [rbp+0x40],r13
  0052e1  mov     qword ptr [rbp+0xd8],3
  0052ec  mov     qword ptr [rbp+0x50],0x25
  0052f7  mov     qword ptr [rbp+0xe8],1
  005302  mov     [rbp+<exit lists 0>8],rbx
  005309  mov     qword ptr [rbp+0x120],1
  005314  mov     [rbp+0x90],r15
  00531b  mov     qword ptr [rbp+0x128],1
  005326  mov     rax,0x47
  005330  jmp     0x0000000000000016
  005335  mov     [rbp+0x30],r12
  00533c  mov     qword ptr [rbp+0xc8],3
  005347  mov     [rbp+0x40],r13
  00534e  mov     qword ptr [rbp+0xd8],3
  005359  mov     qword ptr [rbp+0x50],0x26
  005364  mov     qword ptr [rbp+0xe8],1
  00536f  mov     qword ptr [rbp+0x58],0x13
  00537a  mov     qword ptr [rbp+0xf0],2
  005385  mov     qword ptr [rbp+<exit lists 0>0],0x28
  005390  mov     qword ptr [rbp+0x118],2
  00539b  mov     [rbp+0xa0],rbx
  0053a2  mov     qword ptr [rbp+0x138],1
  0053ad  mov     qword ptr [rbp+0xb8],1
  0053b8  mov     qword ptr [rbp+0x150],1
  0053c3  mov     rax,0x48
  0053cd  jmp     0x0000000000000016
  0053d2  add     rbx,1
  0053d9  mov     [rbp+0x30],r12
  0053e0  mov     qword ptr [rbp+0xc8],3
  0053eb  mov     [rbp+0x40],r13
  0053f2  mov     qword ptr [rbp+0xd8],3
  0053fd  mov     qword ptr [rbp+0x50],0x26
  005408  mov     qword ptr [rbp+0xe8],1
  005413  mov     qword ptr [rbp+0x58],0x13
  00541e  mov     qword ptr [rbp+0xf0],2
  005429  mov     qword ptr [rbp+<exit lists 0>0],0x28
  005434  mov     qword ptr [rbp+0x118],2
  00543f  mov     [rbp+0xa0],rbx
  005446  mov     qword ptr [rbp+0x138],1
  005451  mov     rax,0x49
  00545b  jmp     0x0000000000000016
  005460  mov     [rbp+0x30],r12
  005467  mov     qword ptr [rbp+0xc8],3
  005472  mov     [rbp+0x40],r13
  005479  mov     qword ptr [rbp+0xd8],3
  005484  mov     qword ptr [rbp+0x50],0x26
  00548f  mov     qword ptr [rbp+0xe8],1
  00549a  mov     qword ptr [rbp+0x58],0x13
  0054a5  mov     qword ptr [rbp+0xf0],2
  0054b0  mov     qword ptr [rbp+<exit lists 0>0],0x28
  0054bb  mov     qword ptr [rbp+0x118],2
  0054c6  mov     [rbp+0xa0],rbx
  0054cd  mov     qword ptr [rbp+0x138],1
  0054d8  mov     rax,0x4a
  0054e2  jmp     0x0000000000000016
  0054e7  add     rbx,1
  0054ee  mov     [rbp+0x30],r12
  0054f5  mov     qword ptr [rbp+0xc8],3
  005500  mov     [rbp+0x40],r13
  005507  mov     qword ptr [rbp+0xd8],3
  005512  mov     qword ptr [rbp+0x50],0x26
  00551d  mov     qword ptr [rbp+0xe8],1
  005528  mov     qword ptr [rbp+0x58],0x13
  005533  mov     qword ptr [rbp+0xf0],2
  00553e  mov     qword ptr [rbp+<exit lists 0>0],0x28
  005549  mov     qword ptr [rbp+0x118],2
  005554  mov     [rbp+0x90],r15
  00555b  mov     qword ptr [rbp+0x128],1
  005566  mov     [rbp+0xa0],rbx
  00556d  mov     qword ptr [rbp+0x138],1
  005578  mov     rax,0x4b
  005582  jmp     0x0000000000000016
  005587  mov     [rbp+0x30],r12
  00558e  mov     qword ptr [rbp+0xc8],3
  005599  mov     [rbp+0x40],r13
  0055a0  mov     qword ptr [rbp+0xd8],3
  0055ab  mov     qword ptr [rbp+0x50],0x26
  0055b6  mov     qword ptr [rbp+0xe8],1
  0055c1  mov     qword ptr [rbp+0x58],0x13
  0055cc  mov     qword ptr [rbp+0xf0],2
  0055d7  mov     qword ptr [rbp+<exit lists 0>0],0x28
  0055e2  mov     qword ptr [rbp+0x118],2
  0055ed  mov     [rbp+0x90],r15
  0055f4  mov     qword ptr [rbp+0x128],1
  0055ff  mov     [rbp+0xa0],rbx
  005606  mov     qword ptr [rbp+0x138],1
  005611  mov     rax,0x4c
  00561b  jmp     0x0000000000000016
  005620  mov     [rbp+0x30],r12
  005627  mov     qword ptr [rbp+0xc8],3
  005632  mov     [rbp+0x40],r13
  005639  mov     qword ptr [rbp+0xd8],3
  005644  mov     qword ptr [rbp+0x50],0x26
  00564f  mov     qword ptr [rbp+0xe8],1
  00565a  mov     qword ptr [rbp+0x58],0x13
  005665  mov     qword ptr [rbp+0xf0],2
  005670  mov     qword ptr [rbp+<exit lists 0>0],0x28
  00567b  mov     qword ptr [rbp+0x118],2
  005686  mov     [rbp+<exit lists 0>8],r14
  00568d  mov     qword ptr [rbp+0x120],1
  005698  mov     [rbp+0x90],r15
  00569f  mov     qword ptr [rbp+0x128],1
  0056aa  mov     [rbp+0xa0],rbx
  0056b1  mov     qword ptr [rbp+0x138],1
  0056bc  mov     rax,0x4d
  0056c6  jmp     0x0000000000000016
  0056cb  sub     r14,r15
  0056ce  mov     [rbp+0x30],r12
  0056d5  mov     qword ptr [rbp+0xc8],3
  0056e0  mov     [rbp+0x40],r13
  0056e7  mov     qword ptr [rbp+0xd8],3
  0056f2  mov     qword ptr [rbp+0x50],0x26
  0056fd  mov     qword ptr [rbp+0xe8],1
  005708  mov     [rbp+<exit lists 0>8],r14
  00570f  mov     qword ptr [rbp+0x120],1
  00571a  mov     [rbp+0x90],r15
  005721  mov     qword ptr [rbp+0x128],1
  00572c  mov     rax,0x4e
  005736  jmp     0x0000000000000016
  00573b  mov     [rbp+0x30],r12
  005742  mov     qword ptr [rbp+0xc8],3
  00574d  mov     [rbp+0x40],r13
  005754  mov     qword ptr [rbp+0xd8],3
  00575f  mov     qword ptr [rbp+0x50],0x27
  00576a  mov     qword ptr [rbp+0xe8],1
  005775  mov     qword ptr [rbp+<exit lists 0>0],0x27
  005780  mov     qword ptr [rbp+0x118],2
  00578b  mov     [rbp+0xa0],r14
  005792  mov     qword ptr [rbp+0x138],1
  00579d  mov     qword ptr [rbp+0xa8],1
  0057a8  mov     qword ptr [rbp+0x140],1
  0057b3  mov     rax,0x4f
  0057bd  jmp     0x0000000000000016
  0057c2  add     r14,1
  0057c9  mov     [rbp+0x30],r12
  0057d0  mov     qword ptr [rbp+0xc8],3
  0057db  mov     [rbp+0x40],r13
  0057e2  mov     qword ptr [rbp+0xd8],3
  0057ed  mov     qword ptr [rbp+0x50],0x27
  0057f8  mov     qword ptr [rbp+0xe8],1
  005803  mov     qword ptr [rbp+<exit lists 0>0],0x27
  00580e  mov     qword ptr [rbp+0x118],2
  005819  mov     [rbp+0xa0],r14
  005820  mov     qword ptr [rbp+0x138],1
  00582b  mov     rax,0x50
  005835  jmp     0x0000000000000016
  00583a  mov     [rbp+0x30],r12
  005841  mov     qword ptr [rbp+0xc8],3
  00584c  mov     [rbp+0x40],r13
  005853  mov     qword ptr [rbp+0xd8],3
  00585e  mov     qword ptr [rbp+0x50],0x27
  005869  mov     qword ptr [rbp+0xe8],1
  005874  mov     qword ptr [rbp+<exit lists 0>0],0x27
  00587f  mov     qword ptr [rbp+0x118],2
  00588a  mov     [rbp+0xa0],r14
  005891  mov     qword ptr [rbp+0x138],1
  00589c  mov     rax,0x51
  0058a6  jmp     0x0000000000000016
  0058ab  mov     [rbp+0x30],r12
  0058b2  mov     qword ptr [rbp+0xc8],3
  0058bd  mov     [rbp+0x40],r13
  0058c4  mov     qword ptr [rbp+0xd8],3
  0058cf  mov     qword ptr [rbp+0x50],0x27
  0058da  mov     qword ptr [rbp+0xe8],1
  0058e5  mov     qword ptr [rbp+<exit lists 0>0],0x27
  0058f0  mov     qword ptr [rbp+0x118],2
  0058fb  mov     [rbp+<exit lists 0>8],r15
  005902  mov     qword ptr [rbp+0x120],1
  00590d  mov     [rbp+0xa0],r14
  005914  mov     qword ptr [rbp+0x138],1
  00591f  mov     rax,0x52
  005929  jmp     0x0000000000000016
  00592e  mov     [rbp+0x30],r12
  005935  mov     qword ptr [rbp+0xc8],3
  005940  mov     [rbp+0x40],r13
  005947  mov     qword ptr [rbp+0xd8],3
  005952  mov     qword ptr [rbp+0x50],0x29
  00595d  mov     qword ptr [rbp+0xe8],1
  005968  mov     qword ptr [rbp+0x78],2
  005973  mov     qword ptr [rbp+0x110],1
  00597e  mov     rax,0x54
  005988  jmp     0x0000000000000016
  00598d  mov     [rbp+0x30],r12
  005994  mov     qword ptr [rbp+0xc8],3
  00599f  mov     [rbp+0x40],r13
  0059a6  mov     qword ptr [rbp+0xd8],3
  0059b1  mov     qword ptr [rbp+0x50],0x2d
  0059bc  mov     qword ptr [rbp+0xe8],1
  0059c7  mov     qword ptr [rbp+0x58],0x13
  0059d2  mov     qword ptr [rbp+0xf0],2
  0059dd  mov     qword ptr [rbp+<exit lists 0>0],0x28
  0059e8  mov     qword ptr [rbp+0x118],2
  0059f3  mov     [rbp+0xa0],r15
  0059fa  mov     qword ptr [rbp+0x138],1
  005a05  mov     qword ptr [rbp+0xb8],1
  005a10  mov     qword ptr [rbp+0x150],1
  005a1b  mov     rax,0x55
  005a25  jmp     0x0000000000000016
  005a2a  add     r15,1
  005a31  mov     [rbp+0x30],r12
  005a38  mov     qword ptr [rbp+0xc8],3
  005a43  mov     [rbp+0x40],r13
  005a4a  mov     qword ptr [rbp+0xd8],3
  005a55  mov     qword ptr [rbp+0x50],0x2d
  005a60  mov     qword ptr [rbp+0xe8],1
  005a6b  mov     qword ptr [rbp+0x58],0x13
  005a76  mov     qword ptr [rbp+0xf0],2
  005a81  mov     qword ptr [rbp+<exit lists 0>0],0x28
  005a8c  mov     qword ptr [rbp+0x118],2
  005a97  mov     [rbp+0xa0],r15
  005a9e  mov     qword ptr [rbp+0x138],1
  005aa9  mov     rax,0x56
  005ab3  jmp     0x0000000000000016
  005ab8  mov     [rbp+0x30],r12
  005abf  mov     qword ptr [rbp+0xc8],3
  005aca  mov     [rbp+0x40],r13
  005ad1  mov     qword ptr [rbp+0xd8],3
  005adc  mov     qword ptr [rbp+0x50],0x2d
  005ae7  mov     qword ptr [rbp+0xe8],1
  005af2  mov     qword ptr [rbp+0x58],0x13
  005afd  mov     qword ptr [rbp+0xf0],2
  005b08  mov     qword ptr [rbp+<exit lists 0>0],0x28
  005b13  mov     qword ptr [rbp+0x118],2
  005b1e  mov     [rbp+0xa0],r15
  005b25  mov     qword ptr [rbp+0x138],1
  005b30  mov     rax,0x57
  005b3a  jmp     0x0000000000000016
  005b3f  add     r15,1
  005b46  mov     [rbp+0x30],r12
  005b4d  mov     qword ptr [rbp+0xc8],3
  005b58  mov     [rbp+0x40],r13
  005b5f  mov     qword ptr [rbp+0xd8],3
  005b6a  mov     qword ptr [rbp+0x50],0x2d
  005b75  mov     qword ptr [rbp+0xe8],1
  005b80  mov     qword ptr [rbp+0x58],0x13
  005b8b  mov     qword ptr [rbp+0xf0],2
  005b96  mov     qword ptr [rbp+<exit lists 0>0],0x28
  005ba1  mov     qword ptr [rbp+0x118],2
  005bac  mov     [rbp+0x90],r14
  005bb3  mov     qword ptr [rbp+0x128],1
  005bbe  mov     [rbp+0xa0],r15
  005bc5  mov     qword ptr [rbp+0x138],1
  005bd0  mov     rax,0x58
  005bda  jmp     0x0000000000000016
  005bdf  mov     [rbp+0x30],r12
  005be6  mov     qword ptr [rbp+0xc8],3
  005bf1  mov     [rbp+0x40],r13
  005bf8  mov     qword ptr [rbp+0xd8],3
  005c03  mov     qword ptr [rbp+0x50],0x2d
  005c0e  mov     qword ptr [rbp+0xe8],1
  005c19  mov     qword ptr [rbp+0x58],0x13
  005c24  mov     qword ptr [rbp+0xf0],2
  005c2f  mov     qword ptr [rbp+<exit lists 0>0],0x28
  005c3a  mov     qword ptr [rbp+0x118],2
  005c45  mov     [rbp+0x90],r14
  005c4c  mov     qword ptr [rbp+0x128],1
  005c57  mov     [rbp+0xa0],r15
  005c5e  mov     qword ptr [rbp+0x138],1
  005c69  mov     rax,0x59
  005c73  jmp     0x0000000000000016
  005c78  mov     [rbp+0x30],r12
  005c7f  mov     qword ptr [rbp+0xc8],3
  005c8a  mov     [rbp+0x40],r13
  005c91  mov     qword ptr [rbp+0xd8],3
  005c9c  mov     qword ptr [rbp+0x50],0x2d
  005ca7  mov     qword ptr [rbp+0xe8],1
  005cb2  mov     qword ptr [rbp+0x58],0x13
  005cbd  mov     qword ptr [rbp+0xf0],2
  005cc8  mov     qword ptr [rbp+<exit lists 0>0],0x28
  005cd3  mov     qword ptr [rbp+0x118],2
  005cde  mov     [rbp+<exit lists 0>8],rbx
  005ce5  mov     qword ptr [rbp+0x120],1
  005cf0  mov     [rbp+0x90],r14
  005cf7  mov     qword ptr [rbp+0x128],1
  005d02  mov     [rbp+0xa0],r15
  005d09  mov     qword ptr [rbp+0x138],1
  005d14  mov     rax,0x5a
  005d1e  jmp     0x0000000000000016
  005d23  sub     rbx,r14
  005d26  mov     [rbp+0x30],r12
  005d2d  mov     qword ptr [rbp+0xc8],3
  005d38  mov     [rbp+0x40],r13
  005d3f  mov     qword ptr [rbp+0xd8],3
  005d4a  mov     qword ptr [rbp+0x50],0x2d
  005d55  mov     qword ptr [rbp+0xe8],1
  005d60  mov     [rbp+<exit lists 0>8],rbx
  005d67  mov     qword ptr [rbp+0x120],1
  005d72  mov     [rbp+0x90],r14
  005d79  mov     qword ptr [rbp+0x128],1
  005d84  mov     rax,0x5b
  005d8e  jmp     0x0000000000000016
  005d93  mov     [rbp+0x30],r12
  005d9a  mov     qword ptr [rbp+0xc8],3
  005da5  mov     [rbp+0x40],r13
  005dac  mov     qword ptr [rbp+0xd8],3
  005db7  mov     qword ptr [rbp+0x50],0x2e
  005dc2  mov     qword ptr [rbp+0xe8],1
  005dcd  mov     qword ptr [rbp+<exit lists 0>0],0x27
  005dd8  mov     qword ptr [rbp+0x118],2
  005de3  mov     [rbp+0xa0],rbx
  005dea  mov     qword ptr [rbp+0x138],1
  005df5  mov     qword ptr [rbp+0xa8],1
  005e00  mov     qword ptr [rbp+0x140],1
  005e0b  mov     rax,0x5c
  005e15  jmp     0x0000000000000016
  005e1a  add     rbx,1
  005e21  mov     [rbp+0x30],r12
  005e28  mov     qword ptr [rbp+0xc8],3
  005e33  mov     [rbp+0x40],r13
  005e3a  mov     qword ptr [rbp+0xd8],3
  005e45  mov     qword ptr [rbp+0x50],0x2e
  005e50  mov     qword ptr [rbp+0xe8],1
  005e5b  mov     qword ptr [rbp+<exit lists 0>0],0x27
  005e66  mov     qword ptr [rbp+0x118],2
  005e71  mov     [rbp+0xa0],rbx
  005e78  mov     qword ptr [rbp+0x138],1
  005e83  mov     rax,0x5d
  005e8d  jmp     0x0000000000000016
  005e92  mov     [rbp+0x30],r12
  005e99  mov     qword ptr [rbp+0xc8],3
  005ea4  mov     [rbp+0x40],r13
  005eab  mov     qword ptr [rbp+0xd8],3
  005eb6  mov     qword ptr [rbp+0x50],0x2e
  005ec1  mov     qword ptr [rbp+0xe8],1
  005ecc  mov     qword ptr [rbp+<exit lists 0>0],0x27
  005ed7  mov     qword ptr [rbp+0x118],2
  005ee2  mov     [rbp+0xa0],rbx
  005ee9  mov     qword ptr [rbp+0x138],1
  005ef4  mov     rax,0x5e
  005efe  jmp     0x0000000000000016
  005f03  mov     [rbp+0x30],r12
  005f0a  mov     qword ptr [rbp+0xc8],3
  005f15  mov     [rbp+0x40],r13
  005f1c  mov     qword ptr [rbp+0xd8],3
  005f27  mov     qword ptr [rbp+0x50],0x2e
  005f32  mov     qword ptr [rbp+0xe8],1
  005f3d  mov     qword ptr [rbp+<exit lists 0>0],0x27
  005f48  mov     qword ptr [rbp+0x118],2
  005f53  mov     [rbp+<exit lists 0>8],r14
  005f5a  mov     qword ptr [rbp+0x120],1
  005f65  mov     [rbp+0xa0],rbx
  005f6c  mov     qword ptr [rbp+0x138],1
  005f77  mov     rax,0x5f
  005f81  jmp     0x0000000000000016
  005f86  mov     [rbp+0x30],r12
  005f8d  mov     qword ptr [rbp+0xc8],3
  005f98  mov     [rbp+0x40],r13
  005f9f  mov     qword ptr [rbp+0xd8],3
  005faa  mov     qword ptr [rbp+0x50],0x27
  005fb5  mov     qword ptr [rbp+0xe8],1
  005fc0  mov     qword ptr [rbp+0x78],3
  005fcb  mov     qword ptr [rbp+0x110],1
  005fd6  mov     [rbp+<exit lists 0>8],r15
  005fdd  mov     qword ptr [rbp+0x120],1
  005fe8  mov     rax,0x23
  005ff2  jmp     0x0000000000000016
  005ff7  mov     [rbp+0x30],r12
  005ffe  mov     qword ptr [rbp+0xc8],3
  006009  mov     [rbp+0x40],r13
  006010  mov     qword ptr [rbp+0xd8],3
  00601b  mov     qword ptr [rbp+0x50],0x2e
  006026  mov     qword ptr [rbp+0xe8],1
  006031  mov     qword ptr [rbp+0x78],2
  00603c  mov     qword ptr [rbp+0x110],1
  006047  mov     [rbp+<exit lists 0>8],r14
  00604e  mov     qword ptr [rbp+0x120],1
  006059  mov     rax,0x30
  006063  jmp     0x0000000000000016
  006068  mov     [rbp+0x30],r12
  00606f  mov     qword ptr [rbp+0xc8],3
  00607a  mov     [rbp+0x40],r13
  006081  mov     qword ptr [rbp+0xd8],3
  00608c  mov     qword ptr [rbp+0x50],0x27
  006097  mov     qword ptr [rbp+0xe8],1
  0060a2  mov     qword ptr [rbp+0x78],3
  0060ad  mov     qword ptr [rbp+0x110],1
  0060b8  mov     [rbp+<exit lists 0>8],r15
  0060bf  mov     qword ptr [rbp+0x120],1
  0060ca  mov     rax,0x53
  0060d4  jmp     0x0000000000000016
  0060d9  mov     [rbp+0x30],r12
  0060e0  mov     qword ptr [rbp+0xc8],3
  0060eb  mov     [rbp+0x40],r13
  0060f2  mov     qword ptr [rbp+0xd8],3
  0060fd  mov     qword ptr [rbp+0x50],0x2e
  006108  mov     qword ptr [rbp+0xe8],1
  006113  mov     qword ptr [rbp+0x78],2
  00611e  mov     qword ptr [rbp+0x110],1
  006129  mov     [rbp+<exit lists 0>8],r14
  006130  mov     qword ptr [rbp+0x120],1
  00613b  mov     rax,0x60
  006145  jmp     0x0000000000000016

; T1: 8411 bytes
  006150  mov     qword ptr [rbp+0x18],0
; v0:list = input bytecode
  00615b  cmp     qword ptr [rbp+0xc0],3
  006166  jne     0x0000000000007293
  00616c  mov     rbx,[rbp+0x28]
; v1:list = input mem
  006173  cmp     qword ptr [rbp+0xc8],3
  00617e  jne     0x0000000000007293
  006184  mov     r12,[rbp+0x30]
; v2:list = input stack
  00618b  cmp     qword ptr [rbp+0xd8],3
  006196  jne     0x0000000000007293
  00619c  mov     r13,[rbp+0x40]
; v3:list = input rstack
  0061a3  cmp     qword ptr [rbp+0xe0],3
  0061ae  jne     0x0000000000007293
; v4:int = input pc
  0061b4  cmp     qword ptr [rbp+0xe8],1
  0061bf  jne     0x0000000000007293
  0061c5  mov     r14,[rbp+0x50]
; v5:int = input x
  0061cc  cmp     qword ptr [rbp+0x120],1
  0061d7  jne     0x0000000000007293
  0061dd  mov     r15,[rbp+<exit lists 0>8]
; guard_true v5 => jump_if_zero_x/0 (0) {}
  0061e4  test    r15,r15
  0061e7  je      0x00000000000072a2
; v7:int = add v4, 2 => jump_not_taken/0 (1) {}
  0061ed  add     r14,2
  0061f4  jo      0x00000000000072b1
; guard_value v0, ['push', 0, 'store', 1, 'load', 1, 'load', 0, 'lt', 'jump_if_zero', 50, 'push', 0, 'store', 2, 'load', 2, 'load', 0, 'eq', 'jump_if_zero', 31, 'load', 1, 'push', 1, 'add', 'store', 1, 'jump', 4, 'load', 3, 'load', 1, 'load', 2, 'mul', 'add', 'store', 3, 'load', 2, 'push', 1, 'add', 'store', 2, 'jump', 15, 'load', 3, 'halt'] => dispatch_loop/0 (2) {pc=v7}
  0061fa  mov     rax,<list k1>
  006204  cmp     rbx,rax
  006207  jne     0x00000000000072c7
; guard_value v7, 22 => dispatch_loop_promote_bytecode/0 (3) {pc=v7}
  00620d  cmp     r14,0x16
  006214  jne     0x0000000000007321
; v10:int = readlist v1, 1 => op_load/2 (6) {pc=22, a=1}
  00621a  cmp     qword ptr [r12],1
  006226  jbe     0x0000000000007354
  00622c  mov     rax,[r12+8]
  006234  test    rax,rax
  006237  je      0x000000000000624a
  00623d  cmp     byte ptr [rax+1],1
  006244  jne     0x0000000000007354
  00624a  mov     rax,[r12+0x10]
  006252  mov     r14,[rax+8]
; v11:list = append v2, v10 owned
  006259  sub     rsp,0x70
  006260  mov     [rsp+0x30],rcx
  006268  mov     [rsp+0x38],rsi
  006270  mov     [rsp+0x40],rdi
  006278  mov     [rsp+0x48],r8
  006280  mov     [rsp+0x50],r9
  006288  mov     [rsp+0x58],r10
  006290  mov     [rsp],r13
  006298  mov     qword ptr [rsp+8],3
  0062a4  mov     [rsp+0x10],r14
  0062ac  mov     qword ptr [rsp+0x18],1
  0062b8  mov     rdi,[rbp+0x20]
  0062bf  mov     esi,0xf
  0062c4  mov     rdx,rsp
  0062c7  mov     rcx,0xfffffffffffffffc
  0062d1  mov     r8,0xfffffffffffffffc
  0062db  mov     r9,0
  0062e5  mov     rax,<list_op>
  0062ef  call    rax
  0062f1  mov     r11,rax
  0062f4  mov     rcx,[rsp+0x30]
  0062fc  mov     rsi,[rsp+0x38]
  006304  mov     rdi,[rsp+0x40]
  00630c  mov     r8,[rsp+0x48]
  006314  mov     r9,[rsp+0x50]
  00631c  mov     r10,[rsp+0x58]
  006324  add     rsp,0x70
  00632b  mov     r13,r11
; v12:list = append v11, 1 owned
  00632e  sub     rsp,0x70
  006335  mov     [rsp+0x30],rcx
  00633d  mov     [rsp+0x38],rsi
  006345  mov     [rsp+0x40],rdi
  00634d  mov     [rsp+0x48],r8
  006355  mov     [rsp+0x50],r9
  00635d  mov     [rsp+0x58],r10
  006365  mov     [rsp],r13
  00636d  mov     qword ptr [rsp+8],3
  006379  mov     qword ptr [rsp+0x10],1
  006385  mov     qword ptr [rsp+0x18],1
  006391  mov     rdi,[rbp+0x20]
  006398  mov     esi,0xf
  00639d  mov     rdx,rsp
  0063a0  mov     rcx,0xfffffffffffffffc
  0063aa  mov     r8,0xfffffffffffffffc
  0063b4  mov     r9,0
  0063be  mov     rax,<list_op>
  0063c8  call    rax
  0063ca  mov     r11,rax
  0063cd  mov     rcx,[rsp+0x30]
  0063d5  mov     rsi,[rsp+0x38]
  0063dd  mov     rdi,[rsp+0x40]
  0063e5  mov     r8,[rsp+0x48]
  0063ed  mov     r9,[rsp+0x50]
  0063f5  mov     r10,[rsp+0x58]
  0063fd  add     rsp,0x70
  006404  mov     r13,r11
; v13:int = len v12
  006407  mov     r14,[r13]
; v14:int = lt v13, 2
; guard_false v14 => pop2/2 (18) {stack=v12, pc=26, opcode='add', k='binary_xy', depth=v13, few=1}
  00640f  cmp     r14,2
  006416  jl      0x000000000000738f
; v16:int = sub v13, 1 => pop2_top/0 (19) {stack=v12, pc=26, opcode='add', k='binary_xy', depth=v13}
  00641c  sub     r14,1
  006423  jo      0x000000000000741a
; v17:int = readlist v12, v16 => pop2_top/1 (19) {stack=v12, pc=26, opcode='add', k='binary_xy', depth=v16}
  006429  cmp     r14,[r13]
  006431  jae     0x0000000000007496
  006437  mov     rax,[r13+8]
  00643f  test    rax,rax
  006442  je      0x0000000000006453
  006448  cmp     byte ptr [rax+r14],1
  00644d  jne     0x0000000000007496
  006453  mov     rax,[r13+0x10]
  00645b  mov     rbx,[rax+r14*8]
; v18:int = sub v16, 1 => pop2_top/2 (19) {stack=v12, pc=26, opcode='add', k='binary_xy', y=v17, depth=v16}
  00645f  sub     r14,1
  006466  jo      0x000000000000750b
; v19:int = readlist v12, v18 => pop2_top/3 (19) {stack=v12, pc=26, opcode='add', k='binary_xy', y=v17, depth=v18}
  00646c  cmp     r14,[r13]
  006474  jae     0x0000000000007599
  00647a  mov     rax,[r13+8]
  006482  test    rax,rax
  006485  je      0x0000000000006496
  00648b  cmp     byte ptr [rax+r14],1
  006490  jne     0x0000000000007599
  006496  mov     rax,[r13+0x10]
  00649e  mov     r15,[rax+r14*8]
; v20:list = slice v12, 0, v18 owned => pop2_top/4 (19) {stack=v12, pc=26, opcode='add', k='binary_xy', x=v19, y=v17, depth=v18}
  0064a2  sub     rsp,0x70
  0064a9  mov     [rsp+0x30],rcx
  0064b1  mov     [rsp+0x38],rsi
  0064b9  mov     [rsp+0x40],rdi
  0064c1  mov     [rsp+0x48],r8
  0064c9  mov     [rsp+0x50],r9
  0064d1  mov     [rsp+0x58],r10
  0064d9  mov     [rsp],r13
  0064e1  mov     qword ptr [rsp+8],3
  0064ed  mov     qword ptr [rsp+0x10],0
  0064f9  mov     qword ptr [rsp+0x18],1
  006505  mov     [rsp+0x20],r14
  00650d  mov     qword ptr [rsp+0x28],1
  006519  mov     rdi,[rbp+0x20]
  006520  mov     esi,0x10
  006525  mov     rdx,rsp
  006528  mov     rcx,0xfffffffffffffffc
  006532  mov     r8,0xfffffffffffffffc
  00653c  mov     r9,0
  006546  mov     rax,<list_op>
  006550  call    rax
  006552  mov     r11,rax
  006555  mov     rcx,[rsp+0x30]
  00655d  mov     rsi,[rsp+0x38]
  006565  mov     rdi,[rsp+0x40]
  00656d  mov     r8,[rsp+0x48]
  006575  mov     r9,[rsp+0x50]
  00657d  mov     r10,[rsp+0x58]
  006585  add     rsp,0x70
  00658c  test    rdx,rdx
  00658f  je      0x0000000000007620
  006595  mov     r13,r11
; v21:int = add v19, v17 => binary_add/0 (21) {stack=v20, pc=26, x=v19, y=v17}
  006598  add     r15,rbx
  00659b  jo      0x00000000000076b9
; v22:list = append v20, v21 owned
  0065a1  sub     rsp,0x70
  0065a8  mov     [rsp+0x30],rcx
  0065b0  mov     [rsp+0x38],rsi
  0065b8  mov     [rsp+0x40],rdi
  0065c0  mov     [rsp+0x48],r8
  0065c8  mov     [rsp+0x50],r9
  0065d0  mov     [rsp+0x58],r10
  0065d8  mov     [rsp],r13
  0065e0  mov     qword ptr [rsp+8],3
  0065ec  mov     [rsp+0x10],r15
  0065f4  mov     qword ptr [rsp+0x18],1
  006600  mov     rdi,[rbp+0x20]
  006607  mov     esi,0xf
  00660c  mov     rdx,rsp
  00660f  mov     rcx,0xfffffffffffffffc
  006619  mov     r8,0xfffffffffffffffc
  006623  mov     r9,0
  00662d  mov     rax,<list_op>
  006637  call    rax
  006639  mov     r11,rax
  00663c  mov     rcx,[rsp+0x30]
  006644  mov     rsi,[rsp+0x38]
  00664c  mov     rdi,[rsp+0x40]
  006654  mov     r8,[rsp+0x48]
  00665c  mov     r9,[rsp+0x50]
  006664  mov     r10,[rsp+0x58]
  00666c  add     rsp,0x70
  006673  mov     r13,r11
; v23:int = len v22
  006676  mov     r15,[r13]
; v24:int = eq v23, 0
; guard_false v24 => pop/2 (29) {stack=v22, pc=27, k='store_x', depth=v23, empty=1}
  00667e  test    r15,r15
  006681  je      0x0000000000007717
; v26:int = sub v23, 1 => pop_top/0 (30) {stack=v22, pc=27, k='store_x', depth=v23}
  006687  sub     r15,1
  00668e  jo      0x000000000000778c
; v27:int = readlist v22, v26 => pop_top/1 (30) {stack=v22, pc=27, k='store_x', depth=v26}
  006694  cmp     r15,[r13]
  00669c  jae     0x00000000000077f2
  0066a2  mov     rax,[r13+8]
  0066aa  test    rax,rax
  0066ad  je      0x00000000000066be
  0066b3  cmp     byte ptr [rax+r15],1
  0066b8  jne     0x00000000000077f2
  0066be  mov     rax,[r13+0x10]
  0066c6  mov     rbx,[rax+r15*8]
; v28:list = slice v22, 0, v26 owned => pop_top/2 (30) {stack=v22, pc=27, k='store_x', x=v27, depth=v26}
  0066ca  sub     rsp,0x70
  0066d1  mov     [rsp+0x30],rcx
  0066d9  mov     [rsp+0x38],rsi
  0066e1  mov     [rsp+0x40],rdi
  0066e9  mov     [rsp+0x48],r8
  0066f1  mov     [rsp+0x50],r9
  0066f9  mov     [rsp+0x58],r10
  006701  mov     [rsp],r13
  006709  mov     qword ptr [rsp+8],3
  006715  mov     qword ptr [rsp+0x10],0
  006721  mov     qword ptr [rsp+0x18],1
  00672d  mov     [rsp+0x20],r15
  006735  mov     qword ptr [rsp+0x28],1
  006741  mov     rdi,[rbp+0x20]
  006748  mov     esi,0x10
  00674d  mov     rdx,rsp
  006750  mov     rcx,0xfffffffffffffffc
  00675a  mov     r8,0xfffffffffffffffc
  006764  mov     r9,0
  00676e  mov     rax,<list_op>
  006778  call    rax
  00677a  mov     r11,rax
  00677d  mov     rcx,[rsp+0x30]
  006785  mov     rsi,[rsp+0x38]
  00678d  mov     rdi,[rsp+0x40]
  006795  mov     r8,[rsp+0x48]
  00679d  mov     r9,[rsp+0x50]
  0067a5  mov     r10,[rsp+0x58]
  0067ad  add     rsp,0x70
  0067b4  test    rdx,rdx
  0067b7  je      0x0000000000007851
  0067bd  mov     r13,r11
; v29:list = set v1, 1, v27 owned => store_x/2 (32) {stack=v28, pc=27, a=1, x=v27}
  0067c0  cmp     qword ptr [r12+8],0
  0067cc  jne     0x000000000000709d
  0067d2  cmp     qword ptr [r12-0x10],1
  0067de  jne     0x000000000000709d
  0067e4  cmp     qword ptr [r12-8],1
  0067f0  jne     0x000000000000709d
  0067f6  cmp     qword ptr [r12],1
  006802  jbe     0x000000000000709d
  006808  mov     rax,[r12+0x10]
  006810  lea     rax,[rax+8]
  006817  mov     [rax],rbx
; v30:int = readlist v29, 1 => op_load/2 (52) {mem=v29, stack=v28, pc=4, a=1}
  00681a  cmp     qword ptr [r12],1
  006826  jbe     0x00000000000078c2
  00682c  mov     rax,[r12+8]
  006834  test    rax,rax
  006837  je      0x000000000000684a
  00683d  cmp     byte ptr [rax+1],1
  006844  jne     0x00000000000078c2
  00684a  mov     rax,[r12+0x10]
  006852  mov     rbx,[rax+8]
; v31:list = append v28, v30 owned
  006859  sub     rsp,0x70
  006860  mov     [rsp+0x30],rcx
  006868  mov     [rsp+0x38],rsi
  006870  mov     [rsp+0x40],rdi
  006878  mov     [rsp+0x48],r8
  006880  mov     [rsp+0x50],r9
  006888  mov     [rsp+0x58],r10
  006890  mov     [rsp],r13
  006898  mov     qword ptr [rsp+8],3
  0068a4  mov     [rsp+0x10],rbx
  0068ac  mov     qword ptr [rsp+0x18],1
  0068b8  mov     rdi,[rbp+0x20]
  0068bf  mov     esi,0xf
  0068c4  mov     rdx,rsp
  0068c7  mov     rcx,0xfffffffffffffffc
  0068d1  mov     r8,0xfffffffffffffffc
  0068db  mov     r9,0
  0068e5  mov     rax,<list_op>
  0068ef  call    rax
  0068f1  mov     r11,rax
  0068f4  mov     rcx,[rsp+0x30]
  0068fc  mov     rsi,[rsp+0x38]
  006904  mov     rdi,[rsp+0x40]
  00690c  mov     r8,[rsp+0x48]
  006914  mov     r9,[rsp+0x50]
  00691c  mov     r10,[rsp+0x58]
  006924  add     rsp,0x70
  00692b  mov     r13,r11
; v32:int = readlist v29, 0 => op_load/2 (57) {mem=v29, stack=v31, pc=6, a=0}
  00692e  cmp     qword ptr [r12],0
  00693a  jbe     0x0000000000007921
  006940  mov     rax,[r12+8]
  006948  test    rax,rax
  00694b  je      0x000000000000695e
  006951  cmp     byte ptr [rax],1
  006958  jne     0x0000000000007921
  00695e  mov     rax,[r12+0x10]
  006966  mov     rbx,[rax]
; v33:list = append v31, v32 owned
  00696d  sub     rsp,0x70
  006974  mov     [rsp+0x30],rcx
  00697c  mov     [rsp+0x38],rsi
  006984  mov     [rsp+0x40],rdi
  00698c  mov     [rsp+0x48],r8
  006994  mov     [rsp+0x50],r9
  00699c  mov     [rsp+0x58],r10
  0069a4  mov     [rsp],r13
  0069ac  mov     qword ptr [rsp+8],3
  0069b8  mov     [rsp+0x10],rbx
  0069c0  mov     qword ptr [rsp+0x18],1
  0069cc  mov     rdi,[rbp+0x20]
  0069d3  mov     esi,0xf
  0069d8  mov     rdx,rsp
  0069db  mov     rcx,0xfffffffffffffffc
  0069e5  mov     r8,0xfffffffffffffffc
  0069ef  mov     r9,0
  0069f9  mov     rax,<list_op>
  006a03  call    rax
  006a05  mov     r11,rax
  006a08  mov     rcx,[rsp+0x30]
  006a10  mov     rsi,[rsp+0x38]
  006a18  mov     rdi,[rsp+0x40]
  006a20  mov     r8,[rsp+0x48]
  006a28  mov     r9,[rsp+0x50]
  006a30  mov     r10,[rsp+0x58]
  006a38  add     rsp,0x70
  006a3f  mov     r13,r11
; v34:int = len v33
  006a42  mov     rbx,[r13]
; v35:int = lt v34, 2
; guard_false v35 => pop2/2 (68) {mem=v29, stack=v33, pc=8, opcode='lt', k='binary_xy', depth=v34, few=1}
  006a4a  cmp     rbx,2
  006a51  jl      0x0000000000007980
; v37:int = sub v34, 1 => pop2_top/0 (69) {mem=v29, stack=v33, pc=8, opcode='lt', k='binary_xy', depth=v34}
  006a57  sub     rbx,1
  006a5e  jo      0x0000000000007a1d
; v38:int = readlist v33, v37 => pop2_top/1 (69) {mem=v29, stack=v33, pc=8, opcode='lt', k='binary_xy', depth=v37}
  006a64  cmp     rbx,[r13]
  006a6c  jae     0x0000000000007aab
  006a72  mov     rax,[r13+8]
  006a7a  test    rax,rax
  006a7d  je      0x0000000000006a8e
  006a83  cmp     byte ptr [rax+rbx],1
  006a88  jne     0x0000000000007aab
  006a8e  mov     rax,[r13+0x10]
  006a96  mov     r15,[rax+rbx*8]
; v39:int = sub v37, 1 => pop2_top/2 (69) {mem=v29, stack=v33, pc=8, opcode='lt', k='binary_xy', y=v38, depth=v37}
  006a9a  sub     rbx,1
  006aa1  jo      0x0000000000007b32
; v40:int = readlist v33, v39 => pop2_top/3 (69) {mem=v29, stack=v33, pc=8, opcode='lt', k='binary_xy', y=v38, depth=v39}
  006aa7  cmp     rbx,[r13]
  006aaf  jae     0x0000000000007bd2
  006ab5  mov     rax,[r13+8]
  006abd  test    rax,rax
  006ac0  je      0x0000000000006ad1
  006ac6  cmp     byte ptr [rax+rbx],1
  006acb  jne     0x0000000000007bd2
  006ad1  mov     rax,[r13+0x10]
  006ad9  mov     r14,[rax+rbx*8]
; v41:list = slice v33, 0, v39 owned => pop2_top/4 (69) {mem=v29, stack=v33, pc=8, opcode='lt', k='binary_xy', x=v40, y=v38, depth=v39}
  006add  sub     rsp,0x70
  006ae4  mov     [rsp+0x30],rcx
  006aec  mov     [rsp+0x38],rsi
  006af4  mov     [rsp+0x40],rdi
  006afc  mov     [rsp+0x48],r8
  006b04  mov     [rsp+0x50],r9
  006b0c  mov     [rsp+0x58],r10
  006b14  mov     [rsp],r13
  006b1c  mov     qword ptr [rsp+8],3
  006b28  mov     qword ptr [rsp+0x10],0
  006b34  mov     qword ptr [rsp+0x18],1
  006b40  mov     [rsp+0x20],rbx
  006b48  mov     qword ptr [rsp+0x28],1
  006b54  mov     rdi,[rbp+0x20]
  006b5b  mov     esi,0x10
  006b60  mov     rdx,rsp
  006b63  mov     rcx,0xfffffffffffffffc
  006b6d  mov     r8,0xfffffffffffffffc
  006b77  mov     r9,0
  006b81  mov     rax,<list_op>
  006b8b  call    rax
  006b8d  mov     r11,rax
  006b90  mov     rcx,[rsp+0x30]
  006b98  mov     rsi,[rsp+0x38]
  006ba0  mov     rdi,[rsp+0x40]
  006ba8  mov     r8,[rsp+0x48]
  006bb0  mov     r9,[rsp+0x50]
  006bb8  mov     r10,[rsp+0x58]
  006bc0  add     rsp,0x70
  006bc7  test    rdx,rdx
  006bca  je      0x0000000000007c6b
  006bd0  mov     r13,r11
; v42:int = lt v40, v38
  006bd3  cmp     r14,r15
  006bd6  setl    al
  006bd9  movzx   r14d,al
; v43:list = append v41, v42 owned
  006bdd  sub     rsp,0x70
  006be4  mov     [rsp+0x30],rcx
  006bec  mov     [rsp+0x38],rsi
  006bf4  mov     [rsp+0x40],rdi
  006bfc  mov     [rsp+0x48],r8
  006c04  mov     [rsp+0x50],r9
  006c0c  mov     [rsp+0x58],r10
  006c14  mov     [rsp],r13
  006c1c  mov     qword ptr [rsp+8],3
  006c28  mov     [rsp+0x10],r14
  006c30  mov     qword ptr [rsp+0x18],1
  006c3c  mov     rdi,[rbp+0x20]
  006c43  mov     esi,0xf
  006c48  mov     rdx,rsp
  006c4b  mov     rcx,0xfffffffffffffffc
  006c55  mov     r8,0xfffffffffffffffc
  006c5f  mov     r9,0
  006c69  mov     rax,<list_op>
  006c73  call    rax
  006c75  mov     r11,rax
  006c78  mov     rcx,[rsp+0x30]
  006c80  mov     rsi,[rsp+0x38]
  006c88  mov     rdi,[rsp+0x40]
  006c90  mov     r8,[rsp+0x48]
  006c98  mov     r9,[rsp+0x50]
  006ca0  mov     r10,[rsp+0x58]
  006ca8  add     rsp,0x70
  006caf  mov     r13,r11
; v44:int = len v43
  006cb2  mov     r14,[r13]
; v45:int = eq v44, 0
; guard_false v45 => pop/2 (92) {mem=v29, stack=v43, pc=9, k='jump_if_zero_x', depth=v44, empty=1}
  006cba  test    r14,r14
  006cbd  je      0x0000000000007d16
; v47:int = sub v44, 1 => pop_top/0 (93) {mem=v29, stack=v43, pc=9, k='jump_if_zero_x', depth=v44}
  006cc3  sub     r14,1
  006cca  jo      0x0000000000007d9d
; v48:int = readlist v43, v47 => pop_top/1 (93) {mem=v29, stack=v43, pc=9, k='jump_if_zero_x', depth=v47}
  006cd0  cmp     r14,[r13]
  006cd8  jae     0x0000000000007e15
  006cde  mov     rax,[r13+8]
  006ce6  test    rax,rax
  006ce9  je      0x0000000000006cfa
  006cef  cmp     byte ptr [rax+r14],1
  006cf4  jne     0x0000000000007e15
  006cfa  mov     rax,[r13+0x10]
  006d02  mov     r15,[rax+r14*8]
; v49:list = slice v43, 0, v47 owned => pop_top/2 (93) {mem=v29, stack=v43, pc=9, k='jump_if_zero_x', x=v48, depth=v47}
  006d06  sub     rsp,0x70
  006d0d  mov     [rsp+0x30],rcx
  006d15  mov     [rsp+0x38],rsi
  006d1d  mov     [rsp+0x40],rdi
  006d25  mov     [rsp+0x48],r8
  006d2d  mov     [rsp+0x50],r9
  006d35  mov     [rsp+0x58],r10
  006d3d  mov     [rsp],r13
  006d45  mov     qword ptr [rsp+8],3
  006d51  mov     qword ptr [rsp+0x10],0
  006d5d  mov     qword ptr [rsp+0x18],1
  006d69  mov     [rsp+0x20],r14
  006d71  mov     qword ptr [rsp+0x28],1
  006d7d  mov     rdi,[rbp+0x20]
  006d84  mov     esi,0x10
  006d89  mov     rdx,rsp
  006d8c  mov     rcx,0xfffffffffffffffc
  006d96  mov     r8,0xfffffffffffffffc
  006da0  mov     r9,0
  006daa  mov     rax,<list_op>
  006db4  call    rax
  006db6  mov     r11,rax
  006db9  mov     rcx,[rsp+0x30]
  006dc1  mov     rsi,[rsp+0x38]
  006dc9  mov     rdi,[rsp+0x40]
  006dd1  mov     r8,[rsp+0x48]
  006dd9  mov     r9,[rsp+0x50]
  006de1  mov     r10,[rsp+0x58]
  006de9  add     rsp,0x70
  006df0  test    rdx,rdx
  006df3  je      0x0000000000007e86
  006df9  mov     r13,r11
; guard_true v48 => jump_if_zero_x/0 (96) {mem=v29, stack=v49, pc=9, x=0}
  006dfc  test    r15,r15
  006dff  je      0x0000000000007f09
; v51:list = append v49, 0 owned
  006e05  sub     rsp,0x70
  006e0c  mov     [rsp+0x30],rcx
  006e14  mov     [rsp+0x38],rsi
  006e1c  mov     [rsp+0x40],rdi
  006e24  mov     [rsp+0x48],r8
  006e2c  mov     [rsp+0x50],r9
  006e34  mov     [rsp+0x58],r10
  006e3c  mov     [rsp],r13
  006e44  mov     qword ptr [rsp+8],3
  006e50  mov     qword ptr [rsp+0x10],0
  006e5c  mov     qword ptr [rsp+0x18],1
  006e68  mov     rdi,[rbp+0x20]
  006e6f  mov     esi,0xf
  006e74  mov     rdx,rsp
  006e77  mov     rcx,0xfffffffffffffffc
  006e81  mov     r8,0xfffffffffffffffc
  006e8b  mov     r9,0
  006e95  mov     rax,<list_op>
  006e9f  call    rax
  006ea1  mov     r11,rax
  006ea4  mov     rcx,[rsp+0x30]
  006eac  mov     rsi,[rsp+0x38]
  006eb4  mov     rdi,[rsp+0x40]
  006ebc  mov     r8,[rsp+0x48]
  006ec4  mov     r9,[rsp+0x50]
  006ecc  mov     r10,[rsp+0x58]
  006ed4  add     rsp,0x70
  006edb  mov     r13,r11
; v52:int = len v51
  006ede  mov     r15,[r13]
; v53:int = eq v52, 0
; guard_false v53 => pop/2 (108) {mem=v29, stack=v51, pc=13, k='store_x', depth=v52, empty=1}
  006ee6  test    r15,r15
  006ee9  je      0x0000000000007f68
; v55:int = sub v52, 1 => pop_top/0 (109) {mem=v29, stack=v51, pc=13, k='store_x', depth=v52}
  006eef  sub     r15,1
  006ef6  jo      0x0000000000007fef
; v56:int = readlist v51, v55 => pop_top/1 (109) {mem=v29, stack=v51, pc=13, k='store_x', depth=v55}
  006efc  cmp     r15,[r13]
  006f04  jae     0x0000000000008067
  006f0a  mov     rax,[r13+8]
  006f12  test    rax,rax
  006f15  je      0x0000000000006f26
  006f1b  cmp     byte ptr [rax+r15],1
  006f20  jne     0x0000000000008067
  006f26  mov     rax,[r13+0x10]
  006f2e  mov     r14,[rax+r15*8]
; v57:list = slice v51, 0, v55 owned => pop_top/2 (109) {mem=v29, stack=v51, pc=13, k='store_x', x=v56, depth=v55}
  006f32  sub     rsp,0x70
  006f39  mov     [rsp+0x30],rcx
  006f41  mov     [rsp+0x38],rsi
  006f49  mov     [rsp+0x40],rdi
  006f51  mov     [rsp+0x48],r8
  006f59  mov     [rsp+0x50],r9
  006f61  mov     [rsp+0x58],r10
  006f69  mov     [rsp],r13
  006f71  mov     qword ptr [rsp+8],3
  006f7d  mov     qword ptr [rsp+0x10],0
  006f89  mov     qword ptr [rsp+0x18],1
  006f95  mov     [rsp+0x20],r15
  006f9d  mov     qword ptr [rsp+0x28],1
  006fa9  mov     rdi,[rbp+0x20]
  006fb0  mov     esi,0x10
  006fb5  mov     rdx,rsp
  006fb8  mov     rcx,0xfffffffffffffffc
  006fc2  mov     r8,0xfffffffffffffffc
  006fcc  mov     r9,0
  006fd6  mov     rax,<list_op>
  006fe0  call    rax
  006fe2  mov     r11,rax
  006fe5  mov     rcx,[rsp+0x30]
  006fed  mov     rsi,[rsp+0x38]
  006ff5  mov     rdi,[rsp+0x40]
  006ffd  mov     r8,[rsp+0x48]
  007005  mov     r9,[rsp+0x50]
  00700d  mov     r10,[rsp+0x58]
  007015  add     rsp,0x70
  00701c  test    rdx,rdx
  00701f  je      0x00000000000080d8
  007025  mov     r13,r11
; v58:list = set v29, 2, v56 owned => store_x/2 (111) {mem=v29, stack=v57, pc=13, a=2, x=v56}
  007028  cmp     qword ptr [r12+8],0
  007034  jne     0x0000000000007198
  00703a  cmp     qword ptr [r12],2
  007046  jbe     0x0000000000007198
  00704c  mov     rax,[r12+0x10]
  007054  lea     rax,[rax+0x10]
  00705b  mov     [rax],r14
; jump_trace T0 => dispatch_loop/0 (112) {mem=v58, stack=v57, pc=15}
  00705e  mov     [rbp+0x30],r12
  007065  mov     qword ptr [rbp+0xc8],3
  007070  mov     [rbp+0x40],r13
  007077  mov     qword ptr [rbp+0xd8],3
  007082  mov     qword ptr [rbp+0x50],0xf
  00708d  mov     qword ptr [rbp+0xe8],1
  007098  jmp     0x0000000000000030
  00709d  sub     rsp,0x70
  0070a4  mov     [rsp+0x30],rcx
  0070ac  mov     [rsp+0x38],rsi
  0070b4  mov     [rsp+0x40],rdi
  0070bc  mov     [rsp+0x48],r8
  0070c4  mov     [rsp+0x50],r9
  0070cc  mov     [rsp+0x58],r10
  0070d4  mov     [rsp],r12
  0070dc  mov     qword ptr [rsp+8],3
  0070e8  mov     qword ptr [rsp+0x10],1
  0070f4  mov     qword ptr [rsp+0x18],1
  007100  mov     [rsp+0x20],rbx
  007108  mov     qword ptr [rsp+0x28],1
  007114  mov     rdi,[rbp+0x20]
  00711b  mov     esi,0xe
  007120  mov     rdx,rsp
  007123  mov     rcx,0xfffffffffffffffe
  00712d  mov     r8,0xfffffffffffffffe
  007137  mov     r9,0
  007141  mov     rax,<list_op>
  00714b  call    rax
  00714d  mov     r11,rax
  007150  mov     rcx,[rsp+0x30]
  007158  mov     rsi,[rsp+0x38]
  007160  mov     rdi,[rsp+0x40]
  007168  mov     r8,[rsp+0x48]
  007170  mov     r9,[rsp+0x50]
  007178  mov     r10,[rsp+0x58]
  007180  add     rsp,0x70
  007187  test    rdx,rdx
  00718a  je      0x000000000000815b
  007190  mov     r12,r11
  007193  jmp     0x000000000000681a
  007198  sub     rsp,0x70
  00719f  mov     [rsp+0x30],rcx
  0071a7  mov     [rsp+0x38],rsi
  0071af  mov     [rsp+0x40],rdi
  0071b7  mov     [rsp+0x48],r8
  0071bf  mov     [rsp+0x50],r9
  0071c7  mov     [rsp+0x58],r10
  0071cf  mov     [rsp],r12
  0071d7  mov     qword ptr [rsp+8],3
  0071e3  mov     qword ptr [rsp+0x10],2
  0071ef  mov     qword ptr [rsp+0x18],1
  0071fb  mov     [rsp+0x20],r14
  007203  mov     qword ptr [rsp+0x28],1
  00720f  mov     rdi,[rbp+0x20]
  007216  mov     esi,0xe
  00721b  mov     rdx,rsp
  00721e  mov     rcx,0xfffffffffffffffe
  007228  mov     r8,0xfffffffffffffffe
  007232  mov     r9,0
  00723c  mov     rax,<list_op>
  007246  call    rax
  007248  mov     r11,rax
  00724b  mov     rcx,[rsp+0x30]
  007253  mov     rsi,[rsp+0x38]
  00725b  mov     rdi,[rsp+0x40]
  007263  mov     r8,[rsp+0x48]
  00726b  mov     r9,[rsp+0x50]
  007273  mov     r10,[rsp+0x58]
  00727b  add     rsp,0x70
  007282  test    rdx,rdx
  007285  je      0x00000000000081ba
  00728b  mov     r12,r11
  00728e  jmp     0x000000000000705e
; exits
  007293  mov     rax,0x1fffffffe
  00729d  jmp     0x0000000000000016
  0072a2  mov     rax,0x100000000
  0072ac  jmp     0x0000000000000016
  0072b1  sub     r14,2
  0072b8  mov     rax,0x100000001
  0072c2  jmp     0x0000000000000016
  0072c7  mov     [rbp+0x10],rbx
  0072ce  mov     qword ptr [rbp+0x18],3
  0072d9  mov     [rbp+0x50],r14
  0072e0  mov     qword ptr [rbp+0xe8],1
  0072eb  mov     rdi,[rbp+0x20]
  0072f2  mov     rsi,8
  0072fc  mov     rdx,0
  007306  mov     rax,<exit_lists>
  007310  call    rax
  007312  mov     rax,0x100000002
  00731c  jmp     0x0000000000000016
  007321  mov     [rbp+0x10],r14
  007328  mov     qword ptr [rbp+0x18],1
  007333  mov     [rbp+0x50],r14
  00733a  mov     qword ptr [rbp+0xe8],1
  007345  mov     rax,0x100000003
  00734f  jmp     0x0000000000000016
  007354  mov     qword ptr [rbp+0x50],0x16
  00735f  mov     qword ptr [rbp+0xe8],1
  00736a  mov     qword ptr [rbp+0x78],1
  007375  mov     qword ptr [rbp+0x110],1
  007380  mov     rax,0x100000004
  00738a  jmp     0x0000000000000016
  00738f  mov     [rbp+0x40],r13
  007396  mov     qword ptr [rbp+0xd8],3
  0073a1  mov     qword ptr [rbp+0x50],0x1a
  0073ac  mov     qword ptr [rbp+0xe8],1
  0073b7  mov     qword ptr [rbp+0x58],0x13
  0073c2  mov     qword ptr [rbp+0xf0],2
  0073cd  mov     qword ptr [rbp+<exit lists 0>0],0x28
  0073d8  mov     qword ptr [rbp+0x118],2
  0073e3  mov     [rbp+0xa0],r14
  0073ea  mov     qword ptr [rbp+0x138],1
  0073f5  mov     qword ptr [rbp+0xb8],1
  007400  mov     qword ptr [rbp+0x150],1
  00740b  mov     rax,0x100000005
  007415  jmp     0x0000000000000016
  00741a  add     r14,1
  007421  mov     [rbp+0x40],r13
  007428  mov     qword ptr [rbp+0xd8],3
  007433  mov     qword ptr [rbp+0x50],0x1a
  00743e  mov     qword ptr [rbp+0xe8],1
  007449  mov     qword ptr [rbp+0x58],0x13
  007454  mov     qword ptr [rbp+0xf0],2
  00745f  mov     qword ptr [rbp+<exit lists 0>0],0x28
  00746a  mov     qword ptr [rbp+0x118],2
  007475  mov     [rbp+0xa0],r14
  00747c  mov     qword ptr [rbp+0x138],1
  007487  mov     rax,0x100000006
  007491  jmp     0x0000000000000016
  007496  mov     [rbp+0x40],r13
  00749d  mov     qword ptr [rbp+0xd8],3
  0074a8  mov     qword ptr [rbp+0x50],0x1a
  0074b3  mov     qword ptr [rbp+0xe8],1
  0074be  mov     qword ptr [rbp+0x58],0x13
  0074c9  mov     qword ptr [rbp+0xf0],2
  0074d4  mov     qword ptr [rbp+<exit lists 0>0],0x28
  0074df  mov     qword ptr [rbp+0x118],2
  0074ea  mov     [rbp+0xa0],r14
  0074f1  mov     qword ptr [rbp+0x138],1
  0074fc  mov     rax,0x100000007
  007506  jmp     0x0000000000000016
  00750b  add     r14,1
  007512  mov     [rbp+0x40],r13
  007519  mov     qword ptr [rbp+0xd8],3
  007524  mov     qword ptr [rbp+0x50],0x1a
  00752f  mov     qword ptr [rbp+0xe8],1
  00753a  mov     qword ptr [rbp+0x58],0x13
  007545  mov     qword ptr [rbp+0xf0],2
  007550  mov     qword ptr [rbp+<exit lists 0>0],0x28
  00755b  mov     qword ptr [rbp+0x118],2
  007566  mov     [rbp+0x90],rbx
  00756d  mov     qword ptr [rbp+0x128],1
  007578  mov     [rbp+0xa0],r14
  00757f  mov     qword ptr [rbp+0x138],1
  00758a  mov     rax,0x100000008
  007594  jmp     0x0000000000000016
  007599  mov     [rbp+0x40],r13
  0075a0  mov     qword ptr [rbp+0xd8],3
  0075ab  mov     qword ptr [rbp+0x50],0x1a
  0075b6  mov     qword ptr [rbp+0xe8],1
  0075c1  mov     qword ptr [rbp+0x58],0x13
  0075cc  mov     qword ptr [rbp+0xf0],2
  0075d7  mov     qword ptr [rbp+<exit lists 0>0],0x28
  0075e2  mov     qword ptr [rbp+0x118],2
  0075ed  mov     [rbp+0x90],rbx
  0075f4  mov     qword ptr [rbp+0x128],1
  0075ff  mov     [rbp+0xa0],r14
  007606  mov     qword ptr [rbp+0x138],1
  007611  mov     rax,0x100000009
  00761b  jmp     0x0000000000000016
  007620  mov     [rbp+0x40],r13
  007627  mov     qword ptr [rbp+0xd8],3
  007632  mov     qword ptr [rbp+0x50],0x1a
  00763d  mov     qword ptr [rbp+0xe8],1
  007648  mov     qword ptr [rbp+0x58],0x13
  007653  mov     qword ptr [rbp+0xf0],2
  00765e  mov     qword ptr [rbp+<exit lists 0>0],0x28
  007669  mov     qword ptr [rbp+0x118],2
  007674  mov     [rbp+<exit lists 0>8],r15
  00767b  mov     qword ptr [rbp+0x120],1
  007686  mov     [rbp+0x90],rbx
  00768d  mov     qword ptr [rbp+0x128],1
  007698  mov     [rbp+0xa0],r14
  00769f  mov     qword ptr [rbp+0x138],1
  0076aa  mov     rax,0x10000000a
  0076b4  jmp     0x0000000000000016
  0076b9  sub     r15,rbx
  0076bc  mov     [rbp+0x40],r13
  0076c3  mov     qword ptr [rbp+0xd8],3
  0076ce  mov     qword ptr [rbp+0x50],0x1a
  0076d9  mov     qword ptr [rbp+0xe8],1
  0076e4  mov     [rbp+<exit lists 0>8],r15
  0076eb  mov     qword ptr [rbp+0x120],1
  0076f6  mov     [rbp+0x90],rbx
  0076fd  mov     qword ptr [rbp+0x128],1
  007708  mov     rax,0x10000000b
  007712  jmp     0x0000000000000016
  007717  mov     [rbp+0x40],r13
  00771e  mov     qword ptr [rbp+0xd8],3
  007729  mov     qword ptr [rbp+0x50],0x1b
  007734  mov     qword ptr [rbp+0xe8],1
  00773f  mov     qword ptr [rbp+<exit lists 0>0],0x27
  00774a  mov     qword ptr [rbp+0x118],2
  007755  mov     [rbp+0xa0],r15
  00775c  mov     qword ptr [rbp+0x138],1
  007767  mov     qword ptr [rbp+0xa8],1
  007772  mov     qword ptr [rbp+0x140],1
  00777d  mov     rax,0x10000000c
  007787  jmp     0x0000000000000016
  00778c  add     r15,1
  007793  mov     [rbp+0x40],r13
  00779a  mov     qword ptr [rbp+0xd8],3
  0077a5  mov     qword ptr [rbp+0x50],0x1b
  0077b0  mov     qword ptr [rbp+0xe8],1
  0077bb  mov     qword ptr [rbp+<exit lists 0>0],0x27
  0077c6  mov     qword ptr [rbp+0x118],2
  0077d1  mov     [rbp+0xa0],r15
  0077d8  mov     qword ptr [rbp+0x138],1
  0077e3  mov     rax,0x10000000d
  0077ed  jmp     0x0000000000000016
  0077f2  mov     [rbp+0x40],r13
  0077f9  mov     qword ptr [rbp+0xd8],3
  007804  mov     qword ptr [rbp+0x50],0x1b
  00780f  mov     qword ptr [rbp+0xe8],1
  00781a  mov     qword ptr [rbp+<exit lists 0>0],0x27
  007825  mov     qword ptr [rbp+0x118],2
  007830  mov     [rbp+0xa0],r15
  007837  mov     qword ptr [rbp+0x138],1
  007842  mov     rax,0x10000000e
  00784c  jmp     0x0000000000000016
  007851  mov     [rbp+0x40],r13
  007858  mov     qword ptr [rbp+0xd8],3
  007863  mov     qword ptr [rbp+0x50],0x1b
  00786e  mov     qword ptr [rbp+0xe8],1
  007879  mov     qword ptr [rbp+<exit lists 0>0],0x27
  007884  mov     qword ptr [rbp+0x118],2
  00788f  mov     [rbp+<exit lists 0>8],rbx
  007896  mov     qword ptr [rbp+0x120],1
  0078a1  mov     [rbp+0xa0],r15
  0078a8  mov     qword ptr [rbp+0x138],1
  0078b3  mov     rax,0x10000000f
  0078bd  jmp     0x0000000000000016
  0078c2  mov     [rbp+0x30],r12
  0078c9  mov     qword ptr [rbp+0xc8],3
  0078d4  mov     [rbp+0x40],r13
  0078db  mov     qword ptr [rbp+0xd8],3
  0078e6  mov     qword ptr [rbp+0x50],4
  0078f1  mov     qword ptr [rbp+0xe8],1
  0078fc  mov     qword ptr [rbp+0x78],1
  007907  mov     qword ptr [rbp+0x110],1
  007912  mov     rax,0x100000011
  00791c  jmp     0x0000000000000016
  007921  mov     [rbp+0x30],r12
  007928  mov     qword ptr [rbp+0xc8],3
  007933  mov     [rbp+0x40],r13
  00793a  mov     qword ptr [rbp+0xd8],3
  007945  mov     qword ptr [rbp+0x50],6
  007950  mov     qword ptr [rbp+0xe8],1
  00795b  mov     qword ptr [rbp+0x78],0
  007966  mov     qword ptr [rbp+0x110],1
  007971  mov     rax,0x100000012
  00797b  jmp     0x0000000000000016
  007980  mov     [rbp+0x30],r12
  007987  mov     qword ptr [rbp+0xc8],3
  007992  mov     [rbp+0x40],r13
  007999  mov     qword ptr [rbp+0xd8],3
  0079a4  mov     qword ptr [rbp+0x50],8
  0079af  mov     qword ptr [rbp+0xe8],1
  0079ba  mov     qword ptr [rbp+0x58],0xd
  0079c5  mov     qword ptr [rbp+0xf0],2
  0079d0  mov     qword ptr [rbp+<exit lists 0>0],0x28
  0079db  mov     qword ptr [rbp+0x118],2
  0079e6  mov     [rbp+0xa0],rbx
  0079ed  mov     qword ptr [rbp+0x138],1
  0079f8  mov     qword ptr [rbp+0xb8],1
  007a03  mov     qword ptr [rbp+0x150],1
  007a0e  mov     rax,0x100000013
  007a18  jmp     0x0000000000000016
  007a1d  add     rbx,1
  007a24  mov     [rbp+0x30],r12
  007a2b  mov     qword ptr [rbp+0xc8],3
  007a36  mov     [rbp+0x40],r13
  007a3d  mov     qword ptr [rbp+0xd8],3
  007a48  mov     qword ptr [rbp+0x50],8
  007a53  mov     qword ptr [rbp+0xe8],1
  007a5e  mov     qword ptr [rbp+0x58],0xd
  007a69  mov     qword ptr [rbp+0xf0],2
  007a74  mov     qword ptr [rbp+<exit lists 0>0],0x28
  007a7f  mov     qword ptr [rbp+0x118],2
  007a8a  mov     [rbp+0xa0],rbx
  007a91  mov     qword ptr [rbp+0x138],1
  007a9c  mov     rax,0x100000014
  007aa6  jmp     0x0000000000000016
  007aab  mov     [rbp+0x30],r12
  007ab2  mov     qword ptr [rbp+0xc8],3
  007abd  mov     [rbp+0x40],r13
  007ac4  mov     qword ptr [rbp+0xd8],3
  007acf  mov     qword ptr [rbp+0x50],8
  007ada  mov     qword ptr [rbp+0xe8],1
  007ae5  mov     qword ptr [rbp+0x58],0xd
  007af0  mov     qword ptr [rbp+0xf0],2
  007afb  mov     qword ptr [rbp+<exit lists 0>0],0x28
  007b06  mov     qword ptr [rbp+0x118],2
  007b11  mov     [rbp+0xa0],rbx
  007b18  mov     qword ptr [rbp+0x138],1
  007b23  mov     rax,0x100000015
  007b2d  jmp     0x0000000000000016
  007b32  add     rbx,1
  007b39  mov     [rbp+0x30],r12
  007b40  mov     qword ptr [rbp+0xc8],3
  007b4b  mov     [rbp+0x40],r13
  007b52  mov     qword ptr [rbp+0xd8],3
  007b5d  mov     qword ptr [rbp+0x50],8
  007b68  mov     qword ptr [rbp+0xe8],1
  007b73  mov     qword ptr [rbp+0x58],0xd
  007b7e  mov     qword ptr [rbp+0xf0],2
  007b89  mov     qword ptr [rbp+<exit lists 0>0],0x28
  007b94  mov     qword ptr [rbp+0x118],2
  007b9f  mov     [rbp+0x90],r15
  007ba6  mov     qword ptr [rbp+0x128],1
  007bb1  mov     [rbp+0xa0],rbx
  007bb8  mov     qword ptr [rbp+0x138],1
  007bc3  mov     rax,0x100000016
  007bcd  jmp     0x0000000000000016
  007bd2  mov     [rbp+0x30],r12
  007bd9  mov     qword ptr [rbp+0xc8],3
  007be4  mov     [rbp+0x40],r13
  007beb  mov     qword ptr [rbp+0xd8],3
  007bf6  mov     qword ptr [rbp+0x50],8
  007c01  mov     qword ptr [rbp+0xe8],1
  007c0c  mov     qword ptr [rbp+0x58],0xd
  007c17  mov     qword ptr [rbp+0xf0],2
  007c22  mov     qword ptr [rbp+<exit lists 0>0],0x28
  007c2d  mov     qword ptr [rbp+0x118],2
  007c38  mov     [rbp+0x90],r15
  007c3f  mov     qword ptr [rbp+0x128],1
  007c4a  mov     [rbp+0xa0],rbx
  007c51  mov     qword ptr [rbp+0x138],1
  007c5c  mov     rax,0x100000017
  007c66  jmp     0x0000000000000016
  007c6b  mov     [rbp+0x30],r12
  007c72  mov     qword ptr [rbp+0xc8],3
  007c7d  mov     [rbp+0x40],r13
  007c84  mov     qword ptr [rbp+0xd8],3
  007c8f  mov     qword ptr [rbp+0x50],8
  007c9a  mov     qword ptr [rbp+0xe8],1
  007ca5  mov     qword ptr [rbp+0x58],0xd
  007cb0  mov     qword ptr [rbp+0xf0],2
  007cbb  mov     qword ptr [rbp+<exit lists 0>0],0x28
  007cc6  mov     qword ptr [rbp+0x118],2
  007cd1  mov     [rbp+<exit lists 0>8],r14
  007cd8  mov     qword ptr [rbp+0x120],1
  007ce3  mov     [rbp+0x90],r15
  007cea  mov     qword ptr [rbp+0x128],1
  007cf5  mov     [rbp+0xa0],rbx
  007cfc  mov     qword ptr [rbp+0x138],1
  007d07  mov     rax,0x100000018
  007d11  jmp     0x0000000000000016
  007d16  mov     [rbp+0x30],r12
  007d1d  mov     qword ptr [rbp+0xc8],3
  007d28  mov     [rbp+0x40],r13
  007d2f  mov     qword ptr [rbp+0xd8],3
  007d3a  mov     qword ptr [rbp+0x50],9
  007d45  mov     qword ptr [rbp+0xe8],1
  007d50  mov     qword ptr [rbp+<exit lists 0>0],0x2c
  007d5b  mov     qword ptr [rbp+0x118],2
  007d66  mov     [rbp+0xa0],r14
  007d6d  mov     qword ptr [rbp+0x138],1
  007d78  mov     qword ptr [rbp+0xa8],1
  007d83  mov     qword ptr [rbp+0x140],1
  007d8e  mov     rax,0x100000019
  007d98  jmp     0x0000000000000016
  007d9d  add     r14,1
  007da4  mov     [rbp+0x30],r12
  007dab  mov     qword ptr [rbp+0xc8],3
  007db6  mov     [rbp+0x40],r13
  007dbd  mov     qword ptr [rbp+0xd8],3
  007dc8  mov     qword ptr [rbp+0x50],9
  007dd3  mov     qword ptr [rbp+0xe8],1
  007dde  mov     qword ptr [rbp+<exit lists 0>0],0x2c
  007de9  mov     qword ptr [rbp+0x118],2
  007df4  mov     [rbp+0xa0],r14
  007dfb  mov     qword ptr [rbp+0x138],1
  007e06  mov     rax,0x10000001a
  007e10  jmp     0x0000000000000016
  007e15  mov     [rbp+0x30],r12
  007e1c  mov     qword ptr [rbp+0xc8],3
  007e27  mov     [rbp+0x40],r13
  007e2e  mov     qword ptr [rbp+0xd8],3
  007e39  mov     qword ptr [rbp+0x50],9
  007e44  mov     qword ptr [rbp+0xe8],1
  007e4f  mov     qword ptr [rbp+<exit lists 0>0],0x2c
  007e5a  mov     qword ptr [rbp+0x118],2
  007e65  mov     [rbp+0xa0],r14
  007e6c  mov     qword ptr [rbp+0x138],1
  007e77  mov     rax,0x10000001b
  007e81  jmp     0x0000000000000016
  007e86  mov     [rbp+0x30],r12
  007e8d  mov     qword ptr [rbp+0xc8],3
  007e98  mov     [rbp+0x40],r13
  007e9f  mov     qword ptr [rbp+0xd8],3
  007eaa  mov     qword ptr [rbp+0x50],9
  007eb5  mov     qword ptr [rbp+0xe8],1
  007ec0  mov     qword ptr [rbp+<exit lists 0>0],0x2c
  007ecb  mov     qword ptr [rbp+0x118],2
  007ed6  mov     [rbp+<exit lists 0>8],r15
  007edd  mov     qword ptr [rbp+0x120],1
  007ee8  mov     [rbp+0xa0],r14
  007eef  mov     qword ptr [rbp+0x138],1
  007efa  mov     rax,0x10000001c
  007f04  jmp     0x0000000000000016
  007f09  mov     [rbp+0x30],r12
  007f10  mov     qword ptr [rbp+0xc8],3
  007f1b  mov     [rbp+0x40],r13
  007f22  mov     qword ptr [rbp+0xd8],3
  007f2d  mov     qword ptr [rbp+0x50],9
  007f38  mov     qword ptr [rbp+0xe8],1
  007f43  mov     qword ptr [rbp+<exit lists 0>8],0
  007f4e  mov     qword ptr [rbp+0x120],1
  007f59  mov     rax,0x10000001d
  007f63  jmp     0x0000000000000016
  007f68  mov     [rbp+0x30],r12
  007f6f  mov     qword ptr [rbp+0xc8],3
  007f7a  mov     [rbp+0x40],r13
  007f81  mov     qword ptr [rbp+0xd8],3
  007f8c  mov     qword ptr [rbp+0x50],0xd
  007f97  mov     qword ptr [rbp+0xe8],1
  007fa2  mov     qword ptr [rbp+<exit lists 0>0],0x27
  007fad  mov     qword ptr [rbp+0x118],2
  007fb8  mov     [rbp+0xa0],r15
  007fbf  mov     qword ptr [rbp+0x138],1
  007fca  mov     qword ptr [rbp+0xa8],1
  007fd5  mov     qword ptr [rbp+0x140],1
  007fe0  mov     rax,0x10000001e
  007fea  jmp     0x0000000000000016
  007fef  add     r15,1
  007ff6  mov     [rbp+0x30],r12
  007ffd  mov     qword ptr [rbp+0xc8],3
  008008  mov     [rbp+0x40],r13
  00800f  mov     qword ptr [rbp+0xd8],3
  00801a  mov     qword ptr [rbp+0x50],0xd
  008025  mov     qword ptr [rbp+0xe8],1
  008030  mov     qword ptr [rbp+<exit lists 0>0],0x27
  00803b  mov     qword ptr [rbp+0x118],2
  008046  mov     [rbp+0xa0],r15
  00804d  mov     qword ptr [rbp+0x138],1
  008058  mov     rax,0x10000001f
  008062  jmp     0x0000000000000016
  008067  mov     [rbp+0x30],r12
  00806e  mov     qword ptr [rbp+0xc8],3
  008079  mov     [rbp+0x40],r13
  008080  mov     qword ptr [rbp+0xd8],3
  00808b  mov     qword ptr [rbp+0x50],0xd
  008096  mov     qword ptr [rbp+0xe8],1
  0080a1  mov     qword ptr [rbp+<exit lists 0>0],0x27
  0080ac  mov     qword ptr [rbp+0x118],2
  0080b7  mov     [rbp+0xa0],r15
  0080be  mov     qword ptr [rbp+0x138],1
  0080c9  mov     rax,0x100000020
  0080d3  jmp     0x0000000000000016
  0080d8  mov     [rbp+0x30],r12
  0080df  mov     qword ptr [rbp+0xc8],3
  0080ea  mov     [rbp+0x40],r13
  0080f1  mov     qword ptr [rbp+0xd8],3
  0080fc  mov     qword ptr [rbp+0x50],0xd
  008107  mov     qword ptr [rbp+0xe8],1
  008112  mov     qword ptr [rbp+<exit lists 0>0],0x27
  00811d  mov     qword ptr [rbp+0x118],2
  008128  mov     [rbp+<exit lists 0>8],r14
  00812f  mov     qword ptr [rbp+0x120],1
  00813a  mov     [rbp+0xa0],r15
  008141  mov     qword ptr [rbp+0x138],1
  00814c  mov     rax,0x100000021
  008156  jmp     0x0000000000000016
  00815b  mov     [rbp+0x40],r13
  008162  mov     qword ptr [rbp+0xd8],3
  00816d  mov     qword ptr [rbp+0x50],0x1b
  008178  mov     qword ptr [rbp+0xe8],1
  008183  mov     qword ptr [rbp+0x78],1
  00818e  mov     qword ptr [rbp+0x110],1
  008199  mov     [rbp+<exit lists 0>8],rbx
  0081a0  mov     qword ptr [rbp+0x120],1
  0081ab  mov     rax,0x100000010
  0081b5  jmp     0x0000000000000016
  0081ba  mov     [rbp+0x30],r12
  0081c1  mov     qword ptr [rbp+0xc8],3
  0081cc  mov     [rbp+0x40],r13
  0081d3  mov     qword ptr [rbp+0xd8],3
  0081de  mov     qword ptr [rbp+0x50],0xd
  0081e9  mov     qword ptr [rbp+0xe8],1
  0081f4  mov     qword ptr [rbp+0x78],2
  0081ff  mov     qword ptr [rbp+0x110],1
  00820a  mov     [rbp+<exit lists 0>8],r14
  008211  mov     qword ptr [rbp+0x120],1
  00821c  mov     rax,0x100000022
  008226  jmp     0x0000000000000016
