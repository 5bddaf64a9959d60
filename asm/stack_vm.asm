; T0: 24767 bytes
  000030  mov     qword ptr [rbp+0x18],0
; v0:list = input bytecode
  00003b  cmp     qword ptr [rbp+0xc0],3
  000046  jne     0x0000000000002edf
  00004c  mov     rbx,[rbp+0x28]
; v1:list = input mem
  000053  cmp     qword ptr [rbp+0xc8],3
  00005e  jne     0x0000000000002edf
  000064  mov     r12,[rbp+0x30]
; v2:list = input stack
  00006b  cmp     qword ptr [rbp+0xd8],3
  000076  jne     0x0000000000002edf
  00007c  mov     r13,[rbp+0x40]
; v3:list = input rstack
  000083  cmp     qword ptr [rbp+0xe0],3
  00008e  jne     0x0000000000002edf
; v4:int = input pc
  000094  cmp     qword ptr [rbp+0xe8],1
  00009f  jne     0x0000000000002edf
  0000a5  mov     r14,[rbp+0x50]
; guard_value v0, ['push', 0, 'store', 1, 'load', 1, 'load', 0, 'lt', 'jump_if_zero', 50, 'push', 0, 'store', 2, 'load', 2, 'load', 0, 'eq', 'jump_if_zero', 31, 'load', 1, 'push', 1, 'add', 'store', 1, 'jump', 4, 'load', 3, 'load', 1, 'load', 2, 'mul', 'add', 'store', 3, 'load', 2, 'push', 1, 'add', 'store', 2, 'jump', 15, 'load', 3, 'halt'] => dispatch_loop/0 (0) {mem=v1, stack=v2, pc=v4}
  0000ac  mov     rax,<list k0>
  0000b6  cmp     rbx,rax
  0000b9  jne     0x0000000000002eee
; guard_value v4, 15 => dispatch_loop_promote_bytecode/0 (1) {mem=v1, stack=v2, pc=v4}
  0000bf  cmp     r14,0xf
  0000c6  jne     0x0000000000002f6c
; v7:int = readlist v1, 2 => op_load/2 (4) {mem=v1, stack=v2, pc=15, a=2}
  0000cc  cmp     qword ptr [r12],2
  0000d8  jbe     0x0000000000002fc3
  0000de  mov     rax,[r12+8]
  0000e6  test    rax,rax
  0000e9  je      0x00000000000000fc
  0000ef  cmp     byte ptr [rax+2],1
  0000f6  jne     0x0000000000002fc3
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
  0001ec  jbe     0x0000000000003022
  0001f2  mov     rax,[r12+8]
  0001fa  test    rax,rax
  0001fd  je      0x0000000000000210
  000203  cmp     byte ptr [rax],1
  00020a  jne     0x0000000000003022
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
  000303  jl      0x0000000000003081
; v14:int = sub v11, 1 => pop2_top/0 (22) {mem=v1, stack=v10, pc=19, opcode='eq', k='binary_xy', depth=v11}
  000309  sub     rbx,1
  000310  jo      0x000000000000311e
; v15:int = readlist v10, v14 => pop2_top/1 (22) {mem=v1, stack=v10, pc=19, opcode='eq', k='binary_xy', depth=v14}
  000316  cmp     rbx,[r13]
  00031e  jae     0x00000000000031ac
  000324  mov     rax,[r13+8]
  00032c  test    rax,rax
  00032f  je      0x0000000000000340
  000335  cmp     byte ptr [rax+rbx],1
  00033a  jne     0x00000000000031ac
  000340  mov     rax,[r13+0x10]
  000348  mov     r15,[rax+rbx*8]
; v16:int = sub v14, 1 => pop2_top/2 (22) {mem=v1, stack=v10, pc=19, opcode='eq', k='binary_xy', y=v15, depth=v14}
  00034c  sub     rbx,1
  000353  jo      0x0000000000003233
; v17:int = readlist v10, v16 => pop2_top/3 (22) {mem=v1, stack=v10, pc=19, opcode='eq', k='binary_xy', y=v15, depth=v16}
  000359  cmp     rbx,[r13]
  000361  jae     0x00000000000032d3
  000367  mov     rax,[r13+8]
  00036f  test    rax,rax
  000372  je      0x0000000000000383
  000378  cmp     byte ptr [rax+rbx],1
  00037d  jne     0x00000000000032d3
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
  00047c  je      0x000000000000336c
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
  00056f  je      0x0000000000003417
; v24:int = sub v21, 1 => pop_top/0 (46) {mem=v1, stack=v20, pc=20, k='jump_if_zero_x', depth=v21}
  000575  sub     rsi,1
  00057c  jo      0x000000000000349e
; v25:int = readlist v20, v24 => pop_top/1 (46) {mem=v1, stack=v20, pc=20, k='jump_if_zero_x', depth=v24}
  000582  cmp     rsi,[r13]
  00058a  jae     0x0000000000003516
  000590  mov     rax,[r13+8]
  000598  test    rax,rax
  00059b  je      0x00000000000005ac
  0005a1  cmp     byte ptr [rax+rsi],1
  0005a6  jne     0x0000000000003516
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
  0006a5  je      0x0000000000003587
  0006ab  mov     r13,r11
; guard_false v25 => jump_if_zero_x/0 (49) {mem=v1, stack=v26, pc=20, x=v25}
  0006ae  test    r15,r15
  0006b1  jne     0x000000000000360a
; v28:int = readlist v1, 3 => op_load/2 (55) {mem=v1, stack=v26, pc=31, a=3}
  0006b7  cmp     qword ptr [r12],3
  0006c3  jbe     0x0000000000003665
  0006c9  mov     rax,[r12+8]
  0006d1  test    rax,rax
  0006d4  je      0x00000000000006e7
  0006da  cmp     byte ptr [rax+3],1
  0006e1  jne     0x0000000000003665
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
  0007d7  jbe     0x00000000000036c4
  0007dd  mov     rax,[r12+8]
  0007e5  test    rax,rax
  0007e8  je      0x00000000000007fb
  0007ee  cmp     byte ptr [rax+1],1
  0007f5  jne     0x00000000000036c4
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
  0009c3  jl      0x0000000000003723
; v36:int = sub v33, 1 => pop2_top/0 (76) {mem=v1, stack=v32, pc=37, opcode='mul', k='binary_xy', depth=v33}
  0009c9  sub     r14,1
  0009d0  jo      0x00000000000037c0
; v37:int = readlist v32, v36 => pop2_top/1 (76) {mem=v1, stack=v32, pc=37, opcode='mul', k='binary_xy', depth=v36}
  0009d6  cmp     r14,[r13]
  0009de  jae     0x000000000000384e
  0009e4  mov     rax,[r13+8]
  0009ec  test    rax,rax
  0009ef  je      0x0000000000000a00
  0009f5  cmp     byte ptr [rax+r14],1
  0009fa  jne     0x000000000000384e
  000a00  mov     rax,[r13+0x10]
  000a08  mov     r15,[rax+r14*8]
; v38:int = sub v36, 1 => pop2_top/2 (76) {mem=v1, stack=v32, pc=37, opcode='mul', k='binary_xy', y=v37, depth=v36}
  000a0c  sub     r14,1
  000a13  jo      0x00000000000038d5
; v39:int = readlist v32, v38 => pop2_top/3 (76) {mem=v1, stack=v32, pc=37, opcode='mul', k='binary_xy', y=v37, depth=v38}
  000a19  cmp     r14,[r13]
  000a21  jae     0x0000000000003975
  000a27  mov     rax,[r13+8]
  000a2f  test    rax,rax
  000a32  je      0x0000000000000a43
  000a38  cmp     byte ptr [rax+r14],1
  000a3d  jne     0x0000000000003975
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
  000b3c  je      0x0000000000003a0e
  000b42  mov     r13,r11
; v41:int = mul v39, v37 => binary_mul/0 (80) {mem=v1, stack=v40, pc=37, x=v39, y=v37}
  000b45  mov     r11,rsi
  000b48  imul    r11,r15
  000b4c  jo      0x0000000000003ab9
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
  000c39  jl      0x0000000000003b26
; v46:int = sub v43, 1 => pop2_top/0 (90) {mem=v1, stack=v42, pc=38, opcode='add', k='binary_xy', depth=v43}
  000c3f  sub     rsi,1
  000c46  jo      0x0000000000003bc3
; v47:int = readlist v42, v46 => pop2_top/1 (90) {mem=v1, stack=v42, pc=38, opcode='add', k='binary_xy', depth=v46}
  000c4c  cmp     rsi,[r13]
  000c54  jae     0x0000000000003c51
  000c5a  mov     rax,[r13+8]
  000c62  test    rax,rax
  000c65  je      0x0000000000000c76
  000c6b  cmp     byte ptr [rax+rsi],1
  000c70  jne     0x0000000000003c51
  000c76  mov     rax,[r13+0x10]
  000c7e  mov     r15,[rax+rsi*8]
; v48:int = sub v46, 1 => pop2_top/2 (90) {mem=v1, stack=v42, pc=38, opcode='add', k='binary_xy', y=v47, depth=v46}
  000c82  sub     rsi,1
  000c89  jo      0x0000000000003cd8
; v49:int = readlist v42, v48 => pop2_top/3 (90) {mem=v1, stack=v42, pc=38, opcode='add', k='binary_xy', y=v47, depth=v48}
  000c8f  cmp     rsi,[r13]
  000c97  jae     0x0000000000003d78
  000c9d  mov     rax,[r13+8]
  000ca5  test    rax,rax
  000ca8  je      0x0000000000000cb9
  000cae  cmp     byte ptr [rax+rsi],1
  000cb3  jne     0x0000000000003d78
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
  000db2  je      0x0000000000003e11
  000db8  mov     r13,r11
; v51:int = add v49, v47 => binary_add/0 (92) {mem=v1, stack=v50, pc=38, x=v49, y=v47}
  000dbb  add     r14,r15
  000dbe  jo      0x0000000000003ebc
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
  000ea4  je      0x0000000000003f2c
; v56:int = sub v53, 1 => pop_top/0 (101) {mem=v1, stack=v52, pc=39, k='store_x', depth=v53}
  000eaa  sub     r14,1
  000eb1  jo      0x0000000000003fb3
; v57:int = readlist v52, v56 => pop_top/1 (101) {mem=v1, stack=v52, pc=39, k='store_x', depth=v56}
  000eb7  cmp     r14,[r13]
  000ebf  jae     0x000000000000402b
  000ec5  mov     rax,[r13+8]
  000ecd  test    rax,rax
  000ed0  je      0x0000000000000ee1
  000ed6  cmp     byte ptr [rax+r14],1
  000edb  jne     0x000000000000402b
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
  000fda  je      0x000000000000409c
  000fe0  mov     r13,r11
; v59:list = set v1, 3, v57 owned => store_x/2 (103) {mem=v1, stack=v58, pc=39, a=3, x=v57}
  000fe3  sub     rsp,0x70
  000fea  mov     [rsp+0x30],rcx
  000ff2  mov     [rsp+0x38],rsi
  000ffa  mov     [rsp+0x40],rdi
  001002  mov     [rsp+0x48],r8
  00100a  mov     [rsp+0x50],r9
  001012  mov     [rsp+0x58],r10
  00101a  mov     [rsp],r12
  001022  mov     qword ptr [rsp+8],3
  00102e  mov     qword ptr [rsp+0x10],3
  00103a  mov     qword ptr [rsp+0x18],1
  001046  mov     [rsp+0x20],r15
  00104e  mov     qword ptr [rsp+0x28],1
  00105a  mov     rdi,[rbp+0x20]
  001061  mov     esi,0xe
  001066  mov     rdx,rsp
  001069  mov     rcx,0xfffffffffffffffe
  001073  mov     r8,0xfffffffffffffffe
  00107d  mov     r9,0
  001087  mov     rax,<list_op>
  001091  call    rax
  001093  mov     r11,rax
  001096  mov     rcx,[rsp+0x30]
  00109e  mov     rsi,[rsp+0x38]
  0010a6  mov     rdi,[rsp+0x40]
  0010ae  mov     r8,[rsp+0x48]
  0010b6  mov     r9,[rsp+0x50]
  0010be  mov     r10,[rsp+0x58]
  0010c6  add     rsp,0x70
  0010cd  test    rdx,rdx
  0010d0  je      0x000000000000411f
  0010d6  mov     r12,r11
; v60:int = readlist v59, 2 => op_load/2 (108) {mem=v59, stack=v58, pc=41, a=2}
  0010d9  cmp     qword ptr [r12],2
  0010e5  jbe     0x0000000000004190
  0010eb  mov     rax,[r12+8]
  0010f3  test    rax,rax
  0010f6  je      0x0000000000001109
  0010fc  cmp     byte ptr [rax+2],1
  001103  jne     0x0000000000004190
  001109  mov     rax,[r12+0x10]
  001111  mov     r15,[rax+0x10]
; v61:list = append v58, v60 owned
  001118  sub     rsp,0x70
  00111f  mov     [rsp+0x30],rcx
  001127  mov     [rsp+0x38],rsi
  00112f  mov     [rsp+0x40],rdi
  001137  mov     [rsp+0x48],r8
  00113f  mov     [rsp+0x50],r9
  001147  mov     [rsp+0x58],r10
  00114f  mov     [rsp],r13
  001157  mov     qword ptr [rsp+8],3
  001163  mov     [rsp+0x10],r15
  00116b  mov     qword ptr [rsp+0x18],1
  001177  mov     rdi,[rbp+0x20]
  00117e  mov     esi,0xf
  001183  mov     rdx,rsp
  001186  mov     rcx,0xfffffffffffffffc
  001190  mov     r8,0xfffffffffffffffc
  00119a  mov     r9,0
  0011a4  mov     rax,<list_op>
  0011ae  call    rax
  0011b0  mov     r11,rax
  0011b3  mov     rcx,[rsp+0x30]
  0011bb  mov     rsi,[rsp+0x38]
  0011c3  mov     rdi,[rsp+0x40]
  0011cb  mov     r8,[rsp+0x48]
  0011d3  mov     r9,[rsp+0x50]
  0011db  mov     r10,[rsp+0x58]
  0011e3  add     rsp,0x70
  0011ea  mov     r13,r11
; v62:list = append v61, 1 owned
  0011ed  sub     rsp,0x70
  0011f4  mov     [rsp+0x30],rcx
  0011fc  mov     [rsp+0x38],rsi
  001204  mov     [rsp+0x40],rdi
  00120c  mov     [rsp+0x48],r8
  001214  mov     [rsp+0x50],r9
  00121c  mov     [rsp+0x58],r10
  001224  mov     [rsp],r13
  00122c  mov     qword ptr [rsp+8],3
  001238  mov     qword ptr [rsp+0x10],1
  001244  mov     qword ptr [rsp+0x18],1
  001250  mov     rdi,[rbp+0x20]
  001257  mov     esi,0xf
  00125c  mov     rdx,rsp
  00125f  mov     rcx,0xfffffffffffffffc
  001269  mov     r8,0xfffffffffffffffc
  001273  mov     r9,0
  00127d  mov     rax,<list_op>
  001287  call    rax
  001289  mov     r11,rax
  00128c  mov     rcx,[rsp+0x30]
  001294  mov     rsi,[rsp+0x38]
  00129c  mov     rdi,[rsp+0x40]
  0012a4  mov     r8,[rsp+0x48]
  0012ac  mov     r9,[rsp+0x50]
  0012b4  mov     r10,[rsp+0x58]
  0012bc  add     rsp,0x70
  0012c3  mov     r13,r11
; v63:int = len v62
  0012c6  mov     r15,[r13]
; v64:int = lt v63, 2
; guard_false v64 => pop2/2 (120) {mem=v59, stack=v62, pc=45, opcode='add', k='binary_xy', depth=v63, few=1}
  0012ce  cmp     r15,2
  0012d5  jl      0x00000000000041ef
; v66:int = sub v63, 1 => pop2_top/0 (121) {mem=v59, stack=v62, pc=45, opcode='add', k='binary_xy', depth=v63}
  0012db  sub     r15,1
  0012e2  jo      0x000000000000428c
; v67:int = readlist v62, v66 => pop2_top/1 (121) {mem=v59, stack=v62, pc=45, opcode='add', k='binary_xy', depth=v66}
  0012e8  cmp     r15,[r13]
  0012f0  jae     0x000000000000431a
  0012f6  mov     rax,[r13+8]
  0012fe  test    rax,rax
  001301  je      0x0000000000001312
  001307  cmp     byte ptr [rax+r15],1
  00130c  jne     0x000000000000431a
  001312  mov     rax,[r13+0x10]
  00131a  mov     r14,[rax+r15*8]
; v68:int = sub v66, 1 => pop2_top/2 (121) {mem=v59, stack=v62, pc=45, opcode='add', k='binary_xy', y=v67, depth=v66}
  00131e  sub     r15,1
  001325  jo      0x00000000000043a1
; v69:int = readlist v62, v68 => pop2_top/3 (121) {mem=v59, stack=v62, pc=45, opcode='add', k='binary_xy', y=v67, depth=v68}
  00132b  cmp     r15,[r13]
  001333  jae     0x0000000000004441
  001339  mov     rax,[r13+8]
  001341  test    rax,rax
  001344  je      0x0000000000001355
  00134a  cmp     byte ptr [rax+r15],1
  00134f  jne     0x0000000000004441
  001355  mov     rax,[r13+0x10]
  00135d  mov     rsi,[rax+r15*8]
; v70:list = slice v62, 0, v68 owned => pop2_top/4 (121) {mem=v59, stack=v62, pc=45, opcode='add', k='binary_xy', x=v69, y=v67, depth=v68}
  001361  sub     rsp,0x70
  001368  mov     [rsp+0x30],rcx
  001370  mov     [rsp+0x38],rsi
  001378  mov     [rsp+0x40],rdi
  001380  mov     [rsp+0x48],r8
  001388  mov     [rsp+0x50],r9
  001390  mov     [rsp+0x58],r10
  001398  mov     [rsp],r13
  0013a0  mov     qword ptr [rsp+8],3
  0013ac  mov     qword ptr [rsp+0x10],0
  0013b8  mov     qword ptr [rsp+0x18],1
  0013c4  mov     [rsp+0x20],r15
  0013cc  mov     qword ptr [rsp+0x28],1
  0013d8  mov     rdi,[rbp+0x20]
  0013df  mov     esi,0x10
  0013e4  mov     rdx,rsp
  0013e7  mov     rcx,0xfffffffffffffffc
  0013f1  mov     r8,0xfffffffffffffffc
  0013fb  mov     r9,0
  001405  mov     rax,<list_op>
  00140f  call    rax
  001411  mov     r11,rax
  001414  mov     rcx,[rsp+0x30]
  00141c  mov     rsi,[rsp+0x38]
  001424  mov     rdi,[rsp+0x40]
  00142c  mov     r8,[rsp+0x48]
  001434  mov     r9,[rsp+0x50]
  00143c  mov     r10,[rsp+0x58]
  001444  add     rsp,0x70
  00144b  test    rdx,rdx
  00144e  je      0x00000000000044da
  001454  mov     r13,r11
; v71:int = add v69, v67 => binary_add/0 (123) {mem=v59, stack=v70, pc=45, x=v69, y=v67}
  001457  add     rsi,r14
  00145a  jo      0x0000000000004585
; v72:list = append v70, v71 owned
  001460  sub     rsp,0x70
  001467  mov     [rsp+0x30],rcx
  00146f  mov     [rsp+0x38],rsi
  001477  mov     [rsp+0x40],rdi
  00147f  mov     [rsp+0x48],r8
  001487  mov     [rsp+0x50],r9
  00148f  mov     [rsp+0x58],r10
  001497  mov     [rsp],r13
  00149f  mov     qword ptr [rsp+8],3
  0014ab  mov     [rsp+0x10],rsi
  0014b3  mov     qword ptr [rsp+0x18],1
  0014bf  mov     rdi,[rbp+0x20]
  0014c6  mov     esi,0xf
  0014cb  mov     rdx,rsp
  0014ce  mov     rcx,0xfffffffffffffffc
  0014d8  mov     r8,0xfffffffffffffffc
  0014e2  mov     r9,0
  0014ec  mov     rax,<list_op>
  0014f6  call    rax
  0014f8  mov     r11,rax
  0014fb  mov     rcx,[rsp+0x30]
  001503  mov     rsi,[rsp+0x38]
  00150b  mov     rdi,[rsp+0x40]
  001513  mov     r8,[rsp+0x48]
  00151b  mov     r9,[rsp+0x50]
  001523  mov     r10,[rsp+0x58]
  00152b  add     rsp,0x70
  001532  mov     r13,r11
; v73:int = len v72
  001535  mov     rsi,[r13]
; v74:int = eq v73, 0
; guard_false v74 => pop/2 (131) {mem=v59, stack=v72, pc=46, k='store_x', depth=v73, empty=1}
  00153d  test    rsi,rsi
  001540  je      0x00000000000045f5
; v76:int = sub v73, 1 => pop_top/0 (132) {mem=v59, stack=v72, pc=46, k='store_x', depth=v73}
  001546  sub     rsi,1
  00154d  jo      0x000000000000467c
; v77:int = readlist v72, v76 => pop_top/1 (132) {mem=v59, stack=v72, pc=46, k='store_x', depth=v76}
  001553  cmp     rsi,[r13]
  00155b  jae     0x00000000000046f4
  001561  mov     rax,[r13+8]
  001569  test    rax,rax
  00156c  je      0x000000000000157d
  001572  cmp     byte ptr [rax+rsi],1
  001577  jne     0x00000000000046f4
  00157d  mov     rax,[r13+0x10]
  001585  mov     r14,[rax+rsi*8]
; v78:list = slice v72, 0, v76 owned => pop_top/2 (132) {mem=v59, stack=v72, pc=46, k='store_x', x=v77, depth=v76}
  001589  sub     rsp,0x70
  001590  mov     [rsp+0x30],rcx
  001598  mov     [rsp+0x38],rsi
  0015a0  mov     [rsp+0x40],rdi
  0015a8  mov     [rsp+0x48],r8
  0015b0  mov     [rsp+0x50],r9
  0015b8  mov     [rsp+0x58],r10
  0015c0  mov     [rsp],r13
  0015c8  mov     qword ptr [rsp+8],3
  0015d4  mov     qword ptr [rsp+0x10],0
  0015e0  mov     qword ptr [rsp+0x18],1
  0015ec  mov     [rsp+0x20],rsi
  0015f4  mov     qword ptr [rsp+0x28],1
  001600  mov     rdi,[rbp+0x20]
  001607  mov     esi,0x10
  00160c  mov     rdx,rsp
  00160f  mov     rcx,0xfffffffffffffffc
  001619  mov     r8,0xfffffffffffffffc
  001623  mov     r9,0
  00162d  mov     rax,<list_op>
  001637  call    rax
  001639  mov     r11,rax
  00163c  mov     rcx,[rsp+0x30]
  001644  mov     rsi,[rsp+0x38]
  00164c  mov     rdi,[rsp+0x40]
  001654  mov     r8,[rsp+0x48]
  00165c  mov     r9,[rsp+0x50]
  001664  mov     r10,[rsp+0x58]
  00166c  add     rsp,0x70
  001673  test    rdx,rdx
  001676  je      0x0000000000004765
  00167c  mov     r13,r11
; v79:list = set v59, 2, v77 owned => store_x/2 (134) {mem=v59, stack=v78, pc=46, a=2, x=v77}
  00167f  cmp     qword ptr [r12+8],0
  00168b  jne     0x0000000000002bee
  001691  cmp     qword ptr [r12],2
  00169d  jbe     0x0000000000002bee
  0016a3  mov     rax,[r12+0x10]
  0016ab  lea     rax,[rax+0x10]
  0016b2  mov     [rax],r14
; guard_steps => dispatch_loop/0 (150) {mem=v79, stack=v78, pc=15}
; v81:list = phi mem v79
; v82:list = phi stack v78
; loop (150)
  0016b5  nop
  0016b6  nop
  0016b7  nop
  0016b8  nop
  0016b9  nop
  0016ba  nop
  0016bb  nop
  0016bc  nop
  0016bd  nop
  0016be  nop
  0016bf  nop
; v84:int = readlist v81, 2 => op_load/2 (4) {mem=v81, stack=v82, pc=15, a=2}
  0016c0  cmp     qword ptr [r12],2
  0016cc  jbe     0x00000000000047e8
  0016d2  mov     rax,[r12+8]
  0016da  test    rax,rax
  0016dd  je      0x00000000000016f0
  0016e3  cmp     byte ptr [rax+2],1
  0016ea  jne     0x00000000000047e8
  0016f0  mov     rax,[r12+0x10]
  0016f8  mov     r14,[rax+0x10]
; v85:list = append v82, v84 owned
  0016ff  sub     rsp,0x70
  001706  mov     [rsp+0x30],rcx
  00170e  mov     [rsp+0x38],rsi
  001716  mov     [rsp+0x40],rdi
  00171e  mov     [rsp+0x48],r8
  001726  mov     [rsp+0x50],r9
  00172e  mov     [rsp+0x58],r10
  001736  mov     [rsp],r13
  00173e  mov     qword ptr [rsp+8],3
  00174a  mov     [rsp+0x10],r14
  001752  mov     qword ptr [rsp+0x18],1
  00175e  mov     rdi,[rbp+0x20]
  001765  mov     esi,0xf
  00176a  mov     rdx,rsp
  00176d  mov     rcx,0xfffffffffffffffc
  001777  mov     r8,0xfffffffffffffffc
  001781  mov     r9,0
  00178b  mov     rax,<list_op>
  001795  call    rax
  001797  mov     r11,rax
  00179a  mov     rcx,[rsp+0x30]
  0017a2  mov     rsi,[rsp+0x38]
  0017aa  mov     rdi,[rsp+0x40]
  0017b2  mov     r8,[rsp+0x48]
  0017ba  mov     r9,[rsp+0x50]
  0017c2  mov     r10,[rsp+0x58]
  0017ca  add     rsp,0x70
  0017d1  mov     r13,r11
; v86:int = readlist v81, 0 => op_load/2 (9) {mem=v81, stack=v85, pc=17, a=0}
  0017d4  cmp     qword ptr [r12],0
  0017e0  jbe     0x0000000000004847
  0017e6  mov     rax,[r12+8]
  0017ee  test    rax,rax
  0017f1  je      0x0000000000001804
  0017f7  cmp     byte ptr [rax],1
  0017fe  jne     0x0000000000004847
  001804  mov     rax,[r12+0x10]
  00180c  mov     rsi,[rax]
; v87:list = append v85, v86 owned
  001813  sub     rsp,0x70
  00181a  mov     [rsp+0x30],rcx
  001822  mov     [rsp+0x38],rsi
  00182a  mov     [rsp+0x40],rdi
  001832  mov     [rsp+0x48],r8
  00183a  mov     [rsp+0x50],r9
  001842  mov     [rsp+0x58],r10
  00184a  mov     [rsp],r13
  001852  mov     qword ptr [rsp+8],3
  00185e  mov     [rsp+0x10],rsi
  001866  mov     qword ptr [rsp+0x18],1
  001872  mov     rdi,[rbp+0x20]
  001879  mov     esi,0xf
  00187e  mov     rdx,rsp
  001881  mov     rcx,0xfffffffffffffffc
  00188b  mov     r8,0xfffffffffffffffc
  001895  mov     r9,0
  00189f  mov     rax,<list_op>
  0018a9  call    rax
  0018ab  mov     r11,rax
  0018ae  mov     rcx,[rsp+0x30]
  0018b6  mov     rsi,[rsp+0x38]
  0018be  mov     rdi,[rsp+0x40]
  0018c6  mov     r8,[rsp+0x48]
  0018ce  mov     r9,[rsp+0x50]
  0018d6  mov     r10,[rsp+0x58]
  0018de  add     rsp,0x70
  0018e5  mov     r13,r11
; v88:int = len v87
  0018e8  mov     rsi,[r13]
; v89:int = lt v88, 2
; guard_false v89 => pop2/2 (21) {mem=v81, stack=v87, pc=19, opcode='eq', k='binary_xy', depth=v88, few=1}
  0018f0  cmp     rsi,2
  0018f7  jl      0x00000000000048a6
; v91:int = sub v88, 1 => pop2_top/0 (22) {mem=v81, stack=v87, pc=19, opcode='eq', k='binary_xy', depth=v88}
  0018fd  sub     rsi,1
  001904  jo      0x0000000000004943
; v92:int = readlist v87, v91 => pop2_top/1 (22) {mem=v81, stack=v87, pc=19, opcode='eq', k='binary_xy', depth=v91}
  00190a  cmp     rsi,[r13]
  001912  jae     0x00000000000049d1
  001918  mov     rax,[r13+8]
  001920  test    rax,rax
  001923  je      0x0000000000001934
  001929  cmp     byte ptr [rax+rsi],1
  00192e  jne     0x00000000000049d1
  001934  mov     rax,[r13+0x10]
  00193c  mov     r15,[rax+rsi*8]
; v93:int = sub v91, 1 => pop2_top/2 (22) {mem=v81, stack=v87, pc=19, opcode='eq', k='binary_xy', y=v92, depth=v91}
  001940  sub     rsi,1
  001947  jo      0x0000000000004a58
; v94:int = readlist v87, v93 => pop2_top/3 (22) {mem=v81, stack=v87, pc=19, opcode='eq', k='binary_xy', y=v92, depth=v93}
  00194d  cmp     rsi,[r13]
  001955  jae     0x0000000000004af8
  00195b  mov     rax,[r13+8]
  001963  test    rax,rax
  001966  je      0x0000000000001977
  00196c  cmp     byte ptr [rax+rsi],1
  001971  jne     0x0000000000004af8
  001977  mov     rax,[r13+0x10]
  00197f  mov     rbx,[rax+rsi*8]
; v95:list = slice v87, 0, v93 owned => pop2_top/4 (22) {mem=v81, stack=v87, pc=19, opcode='eq', k='binary_xy', x=v94, y=v92, depth=v93}
  001983  sub     rsp,0x70
  00198a  mov     [rsp+0x30],rcx
  001992  mov     [rsp+0x38],rsi
  00199a  mov     [rsp+0x40],rdi
  0019a2  mov     [rsp+0x48],r8
  0019aa  mov     [rsp+0x50],r9
  0019b2  mov     [rsp+0x58],r10
  0019ba  mov     [rsp],r13
  0019c2  mov     qword ptr [rsp+8],3
  0019ce  mov     qword ptr [rsp+0x10],0
  0019da  mov     qword ptr [rsp+0x18],1
  0019e6  mov     [rsp+0x20],rsi
  0019ee  mov     qword ptr [rsp+0x28],1
  0019fa  mov     rdi,[rbp+0x20]
  001a01  mov     esi,0x10
  001a06  mov     rdx,rsp
  001a09  mov     rcx,0xfffffffffffffffc
  001a13  mov     r8,0xfffffffffffffffc
  001a1d  mov     r9,0
  001a27  mov     rax,<list_op>
  001a31  call    rax
  001a33  mov     r11,rax
  001a36  mov     rcx,[rsp+0x30]
  001a3e  mov     rsi,[rsp+0x38]
  001a46  mov     rdi,[rsp+0x40]
  001a4e  mov     r8,[rsp+0x48]
  001a56  mov     r9,[rsp+0x50]
  001a5e  mov     r10,[rsp+0x58]
  001a66  add     rsp,0x70
  001a6d  test    rdx,rdx
  001a70  je      0x0000000000004b91
  001a76  mov     r13,r11
; v96:int = eq v94, v92
  001a79  cmp     rbx,r15
  001a7c  sete    al
  001a7f  movzx   ebx,al
; v97:list = append v95, v96 owned
  001a83  sub     rsp,0x70
  001a8a  mov     [rsp+0x30],rcx
  001a92  mov     [rsp+0x38],rsi
  001a9a  mov     [rsp+0x40],rdi
  001aa2  mov     [rsp+0x48],r8
  001aaa  mov     [rsp+0x50],r9
  001ab2  mov     [rsp+0x58],r10
  001aba  mov     [rsp],r13
  001ac2  mov     qword ptr [rsp+8],3
  001ace  mov     [rsp+0x10],rbx
  001ad6  mov     qword ptr [rsp+0x18],1
  001ae2  mov     rdi,[rbp+0x20]
  001ae9  mov     esi,0xf
  001aee  mov     rdx,rsp
  001af1  mov     rcx,0xfffffffffffffffc
  001afb  mov     r8,0xfffffffffffffffc
  001b05  mov     r9,0
  001b0f  mov     rax,<list_op>
  001b19  call    rax
  001b1b  mov     r11,rax
  001b1e  mov     rcx,[rsp+0x30]
  001b26  mov     rsi,[rsp+0x38]
  001b2e  mov     rdi,[rsp+0x40]
  001b36  mov     r8,[rsp+0x48]
  001b3e  mov     r9,[rsp+0x50]
  001b46  mov     r10,[rsp+0x58]
  001b4e  add     rsp,0x70
  001b55  mov     r13,r11
; v98:int = len v97
  001b58  mov     rbx,[r13]
; v99:int = eq v98, 0
; guard_false v99 => pop/2 (45) {mem=v81, stack=v97, pc=20, k='jump_if_zero_x', depth=v98, empty=1}
  001b60  test    rbx,rbx
  001b63  je      0x0000000000004c3c
; v101:int = sub v98, 1 => pop_top/0 (46) {mem=v81, stack=v97, pc=20, k='jump_if_zero_x', depth=v98}
  001b69  sub     rbx,1
  001b70  jo      0x0000000000004cc3
; v102:int = readlist v97, v101 => pop_top/1 (46) {mem=v81, stack=v97, pc=20, k='jump_if_zero_x', depth=v101}
  001b76  cmp     rbx,[r13]
  001b7e  jae     0x0000000000004d3b
  001b84  mov     rax,[r13+8]
  001b8c  test    rax,rax
  001b8f  je      0x0000000000001ba0
  001b95  cmp     byte ptr [rax+rbx],1
  001b9a  jne     0x0000000000004d3b
  001ba0  mov     rax,[r13+0x10]
  001ba8  mov     r15,[rax+rbx*8]
; v103:list = slice v97, 0, v101 owned => pop_top/2 (46) {mem=v81, stack=v97, pc=20, k='jump_if_zero_x', x=v102, depth=v101}
  001bac  sub     rsp,0x70
  001bb3  mov     [rsp+0x30],rcx
  001bbb  mov     [rsp+0x38],rsi
  001bc3  mov     [rsp+0x40],rdi
  001bcb  mov     [rsp+0x48],r8
  001bd3  mov     [rsp+0x50],r9
  001bdb  mov     [rsp+0x58],r10
  001be3  mov     [rsp],r13
  001beb  mov     qword ptr [rsp+8],3
  001bf7  mov     qword ptr [rsp+0x10],0
  001c03  mov     qword ptr [rsp+0x18],1
  001c0f  mov     [rsp+0x20],rbx
  001c17  mov     qword ptr [rsp+0x28],1
  001c23  mov     rdi,[rbp+0x20]
  001c2a  mov     esi,0x10
  001c2f  mov     rdx,rsp
  001c32  mov     rcx,0xfffffffffffffffc
  001c3c  mov     r8,0xfffffffffffffffc
  001c46  mov     r9,0
  001c50  mov     rax,<list_op>
  001c5a  call    rax
  001c5c  mov     r11,rax
  001c5f  mov     rcx,[rsp+0x30]
  001c67  mov     rsi,[rsp+0x38]
  001c6f  mov     rdi,[rsp+0x40]
  001c77  mov     r8,[rsp+0x48]
  001c7f  mov     r9,[rsp+0x50]
  001c87  mov     r10,[rsp+0x58]
  001c8f  add     rsp,0x70
  001c96  test    rdx,rdx
  001c99  je      0x0000000000004dac
  001c9f  mov     r13,r11
; guard_false v102 => jump_if_zero_x/0 (49) {mem=v81, stack=v103, pc=20, x=v102}
  001ca2  test    r15,r15
  001ca5  jne     0x0000000000004e2f
; v105:int = readlist v81, 3 => op_load/2 (55) {mem=v81, stack=v103, pc=31, a=3}
  001cab  cmp     qword ptr [r12],3
  001cb7  jbe     0x0000000000004e8a
  001cbd  mov     rax,[r12+8]
  001cc5  test    rax,rax
  001cc8  je      0x0000000000001cdb
  001cce  cmp     byte ptr [rax+3],1
  001cd5  jne     0x0000000000004e8a
  001cdb  mov     rax,[r12+0x10]
  001ce3  mov     r15,[rax+0x18]
; v106:list = append v103, v105 owned
  001cea  sub     rsp,0x70
  001cf1  mov     [rsp+0x30],rcx
  001cf9  mov     [rsp+0x38],rsi
  001d01  mov     [rsp+0x40],rdi
  001d09  mov     [rsp+0x48],r8
  001d11  mov     [rsp+0x50],r9
  001d19  mov     [rsp+0x58],r10
  001d21  mov     [rsp],r13
  001d29  mov     qword ptr [rsp+8],3
  001d35  mov     [rsp+0x10],r15
  001d3d  mov     qword ptr [rsp+0x18],1
  001d49  mov     rdi,[rbp+0x20]
  001d50  mov     esi,0xf
  001d55  mov     rdx,rsp
  001d58  mov     rcx,0xfffffffffffffffc
  001d62  mov     r8,0xfffffffffffffffc
  001d6c  mov     r9,0
  001d76  mov     rax,<list_op>
  001d80  call    rax
  001d82  mov     r11,rax
  001d85  mov     rcx,[rsp+0x30]
  001d8d  mov     rsi,[rsp+0x38]
  001d95  mov     rdi,[rsp+0x40]
  001d9d  mov     r8,[rsp+0x48]
  001da5  mov     r9,[rsp+0x50]
  001dad  mov     r10,[rsp+0x58]
  001db5  add     rsp,0x70
  001dbc  mov     r13,r11
; v107:int = readlist v81, 1 => op_load/2 (60) {mem=v81, stack=v106, pc=33, a=1}
  001dbf  cmp     qword ptr [r12],1
  001dcb  jbe     0x0000000000004ee9
  001dd1  mov     rax,[r12+8]
  001dd9  test    rax,rax
  001ddc  je      0x0000000000001def
  001de2  cmp     byte ptr [rax+1],1
  001de9  jne     0x0000000000004ee9
  001def  mov     rax,[r12+0x10]
  001df7  mov     r15,[rax+8]
; v108:list = append v106, v107 owned
  001dfe  sub     rsp,0x70
  001e05  mov     [rsp+0x30],rcx
  001e0d  mov     [rsp+0x38],rsi
  001e15  mov     [rsp+0x40],rdi
  001e1d  mov     [rsp+0x48],r8
  001e25  mov     [rsp+0x50],r9
  001e2d  mov     [rsp+0x58],r10
  001e35  mov     [rsp],r13
  001e3d  mov     qword ptr [rsp+8],3
  001e49  mov     [rsp+0x10],r15
  001e51  mov     qword ptr [rsp+0x18],1
  001e5d  mov     rdi,[rbp+0x20]
  001e64  mov     esi,0xf
  001e69  mov     rdx,rsp
  001e6c  mov     rcx,0xfffffffffffffffc
  001e76  mov     r8,0xfffffffffffffffc
  001e80  mov     r9,0
  001e8a  mov     rax,<list_op>
  001e94  call    rax
  001e96  mov     r11,rax
  001e99  mov     rcx,[rsp+0x30]
  001ea1  mov     rsi,[rsp+0x38]
  001ea9  mov     rdi,[rsp+0x40]
  001eb1  mov     r8,[rsp+0x48]
  001eb9  mov     r9,[rsp+0x50]
  001ec1  mov     r10,[rsp+0x58]
  001ec9  add     rsp,0x70
  001ed0  mov     r13,r11
; v109:list = append v108, v84 owned
  001ed3  sub     rsp,0x70
  001eda  mov     [rsp+0x30],rcx
  001ee2  mov     [rsp+0x38],rsi
  001eea  mov     [rsp+0x40],rdi
  001ef2  mov     [rsp+0x48],r8
  001efa  mov     [rsp+0x50],r9
  001f02  mov     [rsp+0x58],r10
  001f0a  mov     [rsp],r13
  001f12  mov     qword ptr [rsp+8],3
  001f1e  mov     [rsp+0x10],r14
  001f26  mov     qword ptr [rsp+0x18],1
  001f32  mov     rdi,[rbp+0x20]
  001f39  mov     esi,0xf
  001f3e  mov     rdx,rsp
  001f41  mov     rcx,0xfffffffffffffffc
  001f4b  mov     r8,0xfffffffffffffffc
  001f55  mov     r9,0
  001f5f  mov     rax,<list_op>
  001f69  call    rax
  001f6b  mov     r11,rax
  001f6e  mov     rcx,[rsp+0x30]
  001f76  mov     rsi,[rsp+0x38]
  001f7e  mov     rdi,[rsp+0x40]
  001f86  mov     r8,[rsp+0x48]
  001f8e  mov     r9,[rsp+0x50]
  001f96  mov     r10,[rsp+0x58]
  001f9e  add     rsp,0x70
  001fa5  mov     r13,r11
; v110:int = len v109
  001fa8  mov     r14,[r13]
; v111:int = lt v110, 2
; guard_false v111 => pop2/2 (75) {mem=v81, stack=v109, pc=37, opcode='mul', k='binary_xy', depth=v110, few=1}
  001fb0  cmp     r14,2
  001fb7  jl      0x0000000000004f48
; v113:int = sub v110, 1 => pop2_top/0 (76) {mem=v81, stack=v109, pc=37, opcode='mul', k='binary_xy', depth=v110}
  001fbd  sub     r14,1
  001fc4  jo      0x0000000000004fe5
; v114:int = readlist v109, v113 => pop2_top/1 (76) {mem=v81, stack=v109, pc=37, opcode='mul', k='binary_xy', depth=v113}
  001fca  cmp     r14,[r13]
  001fd2  jae     0x0000000000005073
  001fd8  mov     rax,[r13+8]
  001fe0  test    rax,rax
  001fe3  je      0x0000000000001ff4
  001fe9  cmp     byte ptr [rax+r14],1
  001fee  jne     0x0000000000005073
  001ff4  mov     rax,[r13+0x10]
  001ffc  mov     r15,[rax+r14*8]
; v115:int = sub v113, 1 => pop2_top/2 (76) {mem=v81, stack=v109, pc=37, opcode='mul', k='binary_xy', y=v114, depth=v113}
  002000  sub     r14,1
  002007  jo      0x00000000000050fa
; v116:int = readlist v109, v115 => pop2_top/3 (76) {mem=v81, stack=v109, pc=37, opcode='mul', k='binary_xy', y=v114, depth=v115}
  00200d  cmp     r14,[r13]
  002015  jae     0x000000000000519a
  00201b  mov     rax,[r13+8]
  002023  test    rax,rax
  002026  je      0x0000000000002037
  00202c  cmp     byte ptr [rax+r14],1
  002031  jne     0x000000000000519a
  002037  mov     rax,[r13+0x10]
  00203f  mov     rbx,[rax+r14*8]
; v117:list = slice v109, 0, v115 owned => pop2_top/4 (76) {mem=v81, stack=v109, pc=37, opcode='mul', k='binary_xy', x=v116, y=v114, depth=v115}
  002043  sub     rsp,0x70
  00204a  mov     [rsp+0x30],rcx
  002052  mov     [rsp+0x38],rsi
  00205a  mov     [rsp+0x40],rdi
  002062  mov     [rsp+0x48],r8
  00206a  mov     [rsp+0x50],r9
  002072  mov     [rsp+0x58],r10
  00207a  mov     [rsp],r13
  002082  mov     qword ptr [rsp+8],3
  00208e  mov     qword ptr [rsp+0x10],0
  00209a  mov     qword ptr [rsp+0x18],1
  0020a6  mov     [rsp+0x20],r14
  0020ae  mov     qword ptr [rsp+0x28],1
  0020ba  mov     rdi,[rbp+0x20]
  0020c1  mov     esi,0x10
  0020c6  mov     rdx,rsp
  0020c9  mov     rcx,0xfffffffffffffffc
  0020d3  mov     r8,0xfffffffffffffffc
  0020dd  mov     r9,0
  0020e7  mov     rax,<list_op>
  0020f1  call    rax
  0020f3  mov     r11,rax
  0020f6  mov     rcx,[rsp+0x30]
  0020fe  mov     rsi,[rsp+0x38]
  002106  mov     rdi,[rsp+0x40]
  00210e  mov     r8,[rsp+0x48]
  002116  mov     r9,[rsp+0x50]
  00211e  mov     r10,[rsp+0x58]
  002126  add     rsp,0x70
  00212d  test    rdx,rdx
  002130  je      0x0000000000005233
  002136  mov     r13,r11
; v118:int = mul v116, v114 => binary_mul/0 (80) {mem=v81, stack=v117, pc=37, x=v116, y=v114}
  002139  mov     r11,rbx
  00213c  imul    r11,r15
  002140  jo      0x00000000000052de
  002146  mov     rbx,r11
; v119:list = append v117, v118 owned
  002149  sub     rsp,0x70
  002150  mov     [rsp+0x30],rcx
  002158  mov     [rsp+0x38],rsi
  002160  mov     [rsp+0x40],rdi
  002168  mov     [rsp+0x48],r8
  002170  mov     [rsp+0x50],r9
  002178  mov     [rsp+0x58],r10
  002180  mov     [rsp],r13
  002188  mov     qword ptr [rsp+8],3
  002194  mov     [rsp+0x10],rbx
  00219c  mov     qword ptr [rsp+0x18],1
  0021a8  mov     rdi,[rbp+0x20]
  0021af  mov     esi,0xf
  0021b4  mov     rdx,rsp
  0021b7  mov     rcx,0xfffffffffffffffc
  0021c1  mov     r8,0xfffffffffffffffc
  0021cb  mov     r9,0
  0021d5  mov     rax,<list_op>
  0021df  call    rax
  0021e1  mov     r11,rax
  0021e4  mov     rcx,[rsp+0x30]
  0021ec  mov     rsi,[rsp+0x38]
  0021f4  mov     rdi,[rsp+0x40]
  0021fc  mov     r8,[rsp+0x48]
  002204  mov     r9,[rsp+0x50]
  00220c  mov     r10,[rsp+0x58]
  002214  add     rsp,0x70
  00221b  mov     r13,r11
; v120:int = len v119
  00221e  mov     rbx,[r13]
; v121:int = lt v120, 2
; guard_false v121 => pop2/2 (89) {mem=v81, stack=v119, pc=38, opcode='add', k='binary_xy', depth=v120, few=1}
  002226  cmp     rbx,2
  00222d  jl      0x000000000000534b
; v123:int = sub v120, 1 => pop2_top/0 (90) {mem=v81, stack=v119, pc=38, opcode='add', k='binary_xy', depth=v120}
  002233  sub     rbx,1
  00223a  jo      0x00000000000053e8
; v124:int = readlist v119, v123 => pop2_top/1 (90) {mem=v81, stack=v119, pc=38, opcode='add', k='binary_xy', depth=v123}
  002240  cmp     rbx,[r13]
  002248  jae     0x0000000000005476
  00224e  mov     rax,[r13+8]
  002256  test    rax,rax
  002259  je      0x000000000000226a
  00225f  cmp     byte ptr [rax+rbx],1
  002264  jne     0x0000000000005476
  00226a  mov     rax,[r13+0x10]
  002272  mov     r15,[rax+rbx*8]
; v125:int = sub v123, 1 => pop2_top/2 (90) {mem=v81, stack=v119, pc=38, opcode='add', k='binary_xy', y=v124, depth=v123}
  002276  sub     rbx,1
  00227d  jo      0x00000000000054fd
; v126:int = readlist v119, v125 => pop2_top/3 (90) {mem=v81, stack=v119, pc=38, opcode='add', k='binary_xy', y=v124, depth=v125}
  002283  cmp     rbx,[r13]
  00228b  jae     0x000000000000559d
  002291  mov     rax,[r13+8]
  002299  test    rax,rax
  00229c  je      0x00000000000022ad
  0022a2  cmp     byte ptr [rax+rbx],1
  0022a7  jne     0x000000000000559d
  0022ad  mov     rax,[r13+0x10]
  0022b5  mov     r14,[rax+rbx*8]
; v127:list = slice v119, 0, v125 owned => pop2_top/4 (90) {mem=v81, stack=v119, pc=38, opcode='add', k='binary_xy', x=v126, y=v124, depth=v125}
  0022b9  sub     rsp,0x70
  0022c0  mov     [rsp+0x30],rcx
  0022c8  mov     [rsp+0x38],rsi
  0022d0  mov     [rsp+0x40],rdi
  0022d8  mov     [rsp+0x48],r8
  0022e0  mov     [rsp+0x50],r9
  0022e8  mov     [rsp+0x58],r10
  0022f0  mov     [rsp],r13
  0022f8  mov     qword ptr [rsp+8],3
  002304  mov     qword ptr [rsp+0x10],0
  002310  mov     qword ptr [rsp+0x18],1
  00231c  mov     [rsp+0x20],rbx
  002324  mov     qword ptr [rsp+0x28],1
  002330  mov     rdi,[rbp+0x20]
  002337  mov     esi,0x10
  00233c  mov     rdx,rsp
  00233f  mov     rcx,0xfffffffffffffffc
  002349  mov     r8,0xfffffffffffffffc
  002353  mov     r9,0
  00235d  mov     rax,<list_op>
  002367  call    rax
  002369  mov     r11,rax
  00236c  mov     rcx,[rsp+0x30]
  002374  mov     rsi,[rsp+0x38]
  00237c  mov     rdi,[rsp+0x40]
  002384  mov     r8,[rsp+0x48]
  00238c  mov     r9,[rsp+0x50]
  002394  mov     r10,[rsp+0x58]
  00239c  add     rsp,0x70
  0023a3  test    rdx,rdx
  0023a6  je      0x0000000000005636
  0023ac  mov     r13,r11
; v128:int = add v126, v124 => binary_add/0 (92) {mem=v81, stack=v127, pc=38, x=v126, y=v124}
  0023af  add     r14,r15
  0023b2  jo      0x00000000000056e1
; v129:list = append v127, v128 owned
  0023b8  sub     rsp,0x70
  0023bf  mov     [rsp+0x30],rcx
  0023c7  mov     [rsp+0x38],rsi
  0023cf  mov     [rsp+0x40],rdi
  0023d7  mov     [rsp+0x48],r8
  0023df  mov     [rsp+0x50],r9
  0023e7  mov     [rsp+0x58],r10
  0023ef  mov     [rsp],r13
  0023f7  mov     qword ptr [rsp+8],3
  002403  mov     [rsp+0x10],r14
  00240b  mov     qword ptr [rsp+0x18],1
  002417  mov     rdi,[rbp+0x20]
  00241e  mov     esi,0xf
  002423  mov     rdx,rsp
  002426  mov     rcx,0xfffffffffffffffc
  002430  mov     r8,0xfffffffffffffffc
  00243a  mov     r9,0
  002444  mov     rax,<list_op>
  00244e  call    rax
  002450  mov     r11,rax
  002453  mov     rcx,[rsp+0x30]
  00245b  mov     rsi,[rsp+0x38]
  002463  mov     rdi,[rsp+0x40]
  00246b  mov     r8,[rsp+0x48]
  002473  mov     r9,[rsp+0x50]
  00247b  mov     r10,[rsp+0x58]
  002483  add     rsp,0x70
  00248a  mov     r13,r11
; v130:int = len v129
  00248d  mov     r14,[r13]
; v131:int = eq v130, 0
; guard_false v131 => pop/2 (100) {mem=v81, stack=v129, pc=39, k='store_x', depth=v130, empty=1}
  002495  test    r14,r14
  002498  je      0x0000000000005751
; v133:int = sub v130, 1 => pop_top/0 (101) {mem=v81, stack=v129, pc=39, k='store_x', depth=v130}
  00249e  sub     r14,1
  0024a5  jo      0x00000000000057d8
; v134:int = readlist v129, v133 => pop_top/1 (101) {mem=v81, stack=v129, pc=39, k='store_x', depth=v133}
  0024ab  cmp     r14,[r13]
  0024b3  jae     0x0000000000005850
  0024b9  mov     rax,[r13+8]
  0024c1  test    rax,rax
  0024c4  je      0x00000000000024d5
  0024ca  cmp     byte ptr [rax+r14],1
  0024cf  jne     0x0000000000005850
  0024d5  mov     rax,[r13+0x10]
  0024dd  mov     r15,[rax+r14*8]
; v135:list = slice v129, 0, v133 owned => pop_top/2 (101) {mem=v81, stack=v129, pc=39, k='store_x', x=v134, depth=v133}
  0024e1  sub     rsp,0x70
  0024e8  mov     [rsp+0x30],rcx
  0024f0  mov     [rsp+0x38],rsi
  0024f8  mov     [rsp+0x40],rdi
  002500  mov     [rsp+0x48],r8
  002508  mov     [rsp+0x50],r9
  002510  mov     [rsp+0x58],r10
  002518  mov     [rsp],r13
  002520  mov     qword ptr [rsp+8],3
  00252c  mov     qword ptr [rsp+0x10],0
  002538  mov     qword ptr [rsp+0x18],1
  002544  mov     [rsp+0x20],r14
  00254c  mov     qword ptr [rsp+0x28],1
  002558  mov     rdi,[rbp+0x20]
  00255f  mov     esi,0x10
  002564  mov     rdx,rsp
  002567  mov     rcx,0xfffffffffffffffc
  002571  mov     r8,0xfffffffffffffffc
  00257b  mov     r9,0
  002585  mov     rax,<list_op>
  00258f  call    rax
  002591  mov     r11,rax
  002594  mov     rcx,[rsp+0x30]
  00259c  mov     rsi,[rsp+0x38]
  0025a4  mov     rdi,[rsp+0x40]
  0025ac  mov     r8,[rsp+0x48]
  0025b4  mov     r9,[rsp+0x50]
  0025bc  mov     r10,[rsp+0x58]
  0025c4  add     rsp,0x70
  0025cb  test    rdx,rdx
  0025ce  je      0x00000000000058c1
  0025d4  mov     r13,r11
; v136:list = set v81, 3, v134 owned => store_x/2 (103) {mem=v81, stack=v135, pc=39, a=3, x=v134}
  0025d7  cmp     qword ptr [r12+8],0
  0025e3  jne     0x0000000000002ce9
  0025e9  cmp     qword ptr [r12],3
  0025f5  jbe     0x0000000000002ce9
  0025fb  mov     rax,[r12+0x10]
  002603  lea     rax,[rax+0x18]
  00260a  mov     [rax],r15
; v137:int = readlist v136, 2 => op_load/2 (108) {mem=v136, stack=v135, pc=41, a=2}
  00260d  cmp     qword ptr [r12],2
  002619  jbe     0x0000000000005944
  00261f  mov     rax,[r12+8]
  002627  test    rax,rax
  00262a  je      0x000000000000263d
  002630  cmp     byte ptr [rax+2],1
  002637  jne     0x0000000000005944
  00263d  mov     rax,[r12+0x10]
  002645  mov     r15,[rax+0x10]
; v138:list = append v135, v137 owned
  00264c  sub     rsp,0x70
  002653  mov     [rsp+0x30],rcx
  00265b  mov     [rsp+0x38],rsi
  002663  mov     [rsp+0x40],rdi
  00266b  mov     [rsp+0x48],r8
  002673  mov     [rsp+0x50],r9
  00267b  mov     [rsp+0x58],r10
  002683  mov     [rsp],r13
  00268b  mov     qword ptr [rsp+8],3
  002697  mov     [rsp+0x10],r15
  00269f  mov     qword ptr [rsp+0x18],1
  0026ab  mov     rdi,[rbp+0x20]
  0026b2  mov     esi,0xf
  0026b7  mov     rdx,rsp
  0026ba  mov     rcx,0xfffffffffffffffc
  0026c4  mov     r8,0xfffffffffffffffc
  0026ce  mov     r9,0
  0026d8  mov     rax,<list_op>
  0026e2  call    rax
  0026e4  mov     r11,rax
  0026e7  mov     rcx,[rsp+0x30]
  0026ef  mov     rsi,[rsp+0x38]
  0026f7  mov     rdi,[rsp+0x40]
  0026ff  mov     r8,[rsp+0x48]
  002707  mov     r9,[rsp+0x50]
  00270f  mov     r10,[rsp+0x58]
  002717  add     rsp,0x70
  00271e  mov     r13,r11
; v139:list = append v138, 1 owned
  002721  sub     rsp,0x70
  002728  mov     [rsp+0x30],rcx
  002730  mov     [rsp+0x38],rsi
  002738  mov     [rsp+0x40],rdi
  002740  mov     [rsp+0x48],r8
  002748  mov     [rsp+0x50],r9
  002750  mov     [rsp+0x58],r10
  002758  mov     [rsp],r13
  002760  mov     qword ptr [rsp+8],3
  00276c  mov     qword ptr [rsp+0x10],1
  002778  mov     qword ptr [rsp+0x18],1
  002784  mov     rdi,[rbp+0x20]
  00278b  mov     esi,0xf
  002790  mov     rdx,rsp
  002793  mov     rcx,0xfffffffffffffffc
  00279d  mov     r8,0xfffffffffffffffc
  0027a7  mov     r9,0
  0027b1  mov     rax,<list_op>
  0027bb  call    rax
  0027bd  mov     r11,rax
  0027c0  mov     rcx,[rsp+0x30]
  0027c8  mov     rsi,[rsp+0x38]
  0027d0  mov     rdi,[rsp+0x40]
  0027d8  mov     r8,[rsp+0x48]
  0027e0  mov     r9,[rsp+0x50]
  0027e8  mov     r10,[rsp+0x58]
  0027f0  add     rsp,0x70
  0027f7  mov     r13,r11
; v140:int = len v139
  0027fa  mov     r15,[r13]
; v141:int = lt v140, 2
; guard_false v141 => pop2/2 (120) {mem=v136, stack=v139, pc=45, opcode='add', k='binary_xy', depth=v140, few=1}
  002802  cmp     r15,2
  002809  jl      0x00000000000059a3
; v143:int = sub v140, 1 => pop2_top/0 (121) {mem=v136, stack=v139, pc=45, opcode='add', k='binary_xy', depth=v140}
  00280f  sub     r15,1
  002816  jo      0x0000000000005a40
; v144:int = readlist v139, v143 => pop2_top/1 (121) {mem=v136, stack=v139, pc=45, opcode='add', k='binary_xy', depth=v143}
  00281c  cmp     r15,[r13]
  002824  jae     0x0000000000005ace
  00282a  mov     rax,[r13+8]
  002832  test    rax,rax
  002835  je      0x0000000000002846
  00283b  cmp     byte ptr [rax+r15],1
  002840  jne     0x0000000000005ace
  002846  mov     rax,[r13+0x10]
  00284e  mov     r14,[rax+r15*8]
; v145:int = sub v143, 1 => pop2_top/2 (121) {mem=v136, stack=v139, pc=45, opcode='add', k='binary_xy', y=v144, depth=v143}
  002852  sub     r15,1
  002859  jo      0x0000000000005b55
; v146:int = readlist v139, v145 => pop2_top/3 (121) {mem=v136, stack=v139, pc=45, opcode='add', k='binary_xy', y=v144, depth=v145}
  00285f  cmp     r15,[r13]
  002867  jae     0x0000000000005bf5
  00286d  mov     rax,[r13+8]
  002875  test    rax,rax
  002878  je      0x0000000000002889
  00287e  cmp     byte ptr [rax+r15],1
  002883  jne     0x0000000000005bf5
  002889  mov     rax,[r13+0x10]
  002891  mov     rbx,[rax+r15*8]
; v147:list = slice v139, 0, v145 owned => pop2_top/4 (121) {mem=v136, stack=v139, pc=45, opcode='add', k='binary_xy', x=v146, y=v144, depth=v145}
  002895  sub     rsp,0x70
  00289c  mov     [rsp+0x30],rcx
  0028a4  mov     [rsp+0x38],rsi
  0028ac  mov     [rsp+0x40],rdi
  0028b4  mov     [rsp+0x48],r8
  0028bc  mov     [rsp+0x50],r9
  0028c4  mov     [rsp+0x58],r10
  0028cc  mov     [rsp],r13
  0028d4  mov     qword ptr [rsp+8],3
  0028e0  mov     qword ptr [rsp+0x10],0
  0028ec  mov     qword ptr [rsp+0x18],1
  0028f8  mov     [rsp+0x20],r15
  002900  mov     qword ptr [rsp+0x28],1
  00290c  mov     rdi,[rbp+0x20]
  002913  mov     esi,0x10
  002918  mov     rdx,rsp
  00291b  mov     rcx,0xfffffffffffffffc
  002925  mov     r8,0xfffffffffffffffc
  00292f  mov     r9,0
  002939  mov     rax,<list_op>
  002943  call    rax
  002945  mov     r11,rax
  002948  mov     rcx,[rsp+0x30]
  002950  mov     rsi,[rsp+0x38]
  002958  mov     rdi,[rsp+0x40]
  002960  mov     r8,[rsp+0x48]
  002968  mov     r9,[rsp+0x50]
  002970  mov     r10,[rsp+0x58]
  002978  add     rsp,0x70
  00297f  test    rdx,rdx
  002982  je      0x0000000000005c8e
  002988  mov     r13,r11
; v148:int = add v146, v144 => binary_add/0 (123) {mem=v136, stack=v147, pc=45, x=v146, y=v144}
  00298b  add     rbx,r14
  00298e  jo      0x0000000000005d39
; v149:list = append v147, v148 owned
  002994  sub     rsp,0x70
  00299b  mov     [rsp+0x30],rcx
  0029a3  mov     [rsp+0x38],rsi
  0029ab  mov     [rsp+0x40],rdi
  0029b3  mov     [rsp+0x48],r8
  0029bb  mov     [rsp+0x50],r9
  0029c3  mov     [rsp+0x58],r10
  0029cb  mov     [rsp],r13
  0029d3  mov     qword ptr [rsp+8],3
  0029df  mov     [rsp+0x10],rbx
  0029e7  mov     qword ptr [rsp+0x18],1
  0029f3  mov     rdi,[rbp+0x20]
  0029fa  mov     esi,0xf
  0029ff  mov     rdx,rsp
  002a02  mov     rcx,0xfffffffffffffffc
  002a0c  mov     r8,0xfffffffffffffffc
  002a16  mov     r9,0
  002a20  mov     rax,<list_op>
  002a2a  call    rax
  002a2c  mov     r11,rax
  002a2f  mov     rcx,[rsp+0x30]
  002a37  mov     rsi,[rsp+0x38]
  002a3f  mov     rdi,[rsp+0x40]
  002a47  mov     r8,[rsp+0x48]
  002a4f  mov     r9,[rsp+0x50]
  002a57  mov     r10,[rsp+0x58]
  002a5f  add     rsp,0x70
  002a66  mov     r13,r11
; v150:int = len v149
  002a69  mov     rbx,[r13]
; v151:int = eq v150, 0
; guard_false v151 => pop/2 (131) {mem=v136, stack=v149, pc=46, k='store_x', depth=v150, empty=1}
  002a71  test    rbx,rbx
  002a74  je      0x0000000000005da9
; v153:int = sub v150, 1 => pop_top/0 (132) {mem=v136, stack=v149, pc=46, k='store_x', depth=v150}
  002a7a  sub     rbx,1
  002a81  jo      0x0000000000005e30
; v154:int = readlist v149, v153 => pop_top/1 (132) {mem=v136, stack=v149, pc=46, k='store_x', depth=v153}
  002a87  cmp     rbx,[r13]
  002a8f  jae     0x0000000000005ea8
  002a95  mov     rax,[r13+8]
  002a9d  test    rax,rax
  002aa0  je      0x0000000000002ab1
  002aa6  cmp     byte ptr [rax+rbx],1
  002aab  jne     0x0000000000005ea8
  002ab1  mov     rax,[r13+0x10]
  002ab9  mov     r14,[rax+rbx*8]
; v155:list = slice v149, 0, v153 owned => pop_top/2 (132) {mem=v136, stack=v149, pc=46, k='store_x', x=v154, depth=v153}
  002abd  sub     rsp,0x70
  002ac4  mov     [rsp+0x30],rcx
  002acc  mov     [rsp+0x38],rsi
  002ad4  mov     [rsp+0x40],rdi
  002adc  mov     [rsp+0x48],r8
  002ae4  mov     [rsp+0x50],r9
  002aec  mov     [rsp+0x58],r10
  002af4  mov     [rsp],r13
  002afc  mov     qword ptr [rsp+8],3
  002b08  mov     qword ptr [rsp+0x10],0
  002b14  mov     qword ptr [rsp+0x18],1
  002b20  mov     [rsp+0x20],rbx
  002b28  mov     qword ptr [rsp+0x28],1
  002b34  mov     rdi,[rbp+0x20]
  002b3b  mov     esi,0x10
  002b40  mov     rdx,rsp
  002b43  mov     rcx,0xfffffffffffffffc
  002b4d  mov     r8,0xfffffffffffffffc
  002b57  mov     r9,0
  002b61  mov     rax,<list_op>
  002b6b  call    rax
  002b6d  mov     r11,rax
  002b70  mov     rcx,[rsp+0x30]
  002b78  mov     rsi,[rsp+0x38]
  002b80  mov     rdi,[rsp+0x40]
  002b88  mov     r8,[rsp+0x48]
  002b90  mov     r9,[rsp+0x50]
  002b98  mov     r10,[rsp+0x58]
  002ba0  add     rsp,0x70
  002ba7  test    rdx,rdx
  002baa  je      0x0000000000005f19
  002bb0  mov     r13,r11
; v156:list = set v136, 2, v154 owned => store_x/2 (134) {mem=v136, stack=v155, pc=46, a=2, x=v154}
  002bb3  cmp     qword ptr [r12+8],0
  002bbf  jne     0x0000000000002de4
  002bc5  cmp     qword ptr [r12],2
  002bd1  jbe     0x0000000000002de4
  002bd7  mov     rax,[r12+0x10]
  002bdf  lea     rax,[rax+0x10]
  002be6  mov     [rax],r14
; guard_steps => dispatch_loop/0 (150) {mem=v156, stack=v155, pc=15}
; jump (150) v81 <- v156, v82 <- v155
  002be9  jmp     0x00000000000016c0
  002bee  sub     rsp,0x70
  002bf5  mov     [rsp+0x30],rcx
  002bfd  mov     [rsp+0x38],rsi
  002c05  mov     [rsp+0x40],rdi
  002c0d  mov     [rsp+0x48],r8
  002c15  mov     [rsp+0x50],r9
  002c1d  mov     [rsp+0x58],r10
  002c25  mov     [rsp],r12
  002c2d  mov     qword ptr [rsp+8],3
  002c39  mov     qword ptr [rsp+0x10],2
  002c45  mov     qword ptr [rsp+0x18],1
  002c51  mov     [rsp+0x20],r14
  002c59  mov     qword ptr [rsp+0x28],1
  002c65  mov     rdi,[rbp+0x20]
  002c6c  mov     esi,0xe
  002c71  mov     rdx,rsp
  002c74  mov     rcx,0xfffffffffffffffe
  002c7e  mov     r8,0xfffffffffffffffe
  002c88  mov     r9,0
  002c92  mov     rax,<list_op>
  002c9c  call    rax
  002c9e  mov     r11,rax
  002ca1  mov     rcx,[rsp+0x30]
  002ca9  mov     rsi,[rsp+0x38]
  002cb1  mov     rdi,[rsp+0x40]
  002cb9  mov     r8,[rsp+0x48]
  002cc1  mov     r9,[rsp+0x50]
  002cc9  mov     r10,[rsp+0x58]
  002cd1  add     rsp,0x70
  002cd8  test    rdx,rdx
  002cdb  je      0x0000000000005f9c
  002ce1  mov     r12,r11
  002ce4  jmp     0x00000000000016b5
  002ce9  sub     rsp,0x70
  002cf0  mov     [rsp+0x30],rcx
  002cf8  mov     [rsp+0x38],rsi
  002d00  mov     [rsp+0x40],rdi
  002d08  mov     [rsp+0x48],r8
  002d10  mov     [rsp+0x50],r9
  002d18  mov     [rsp+0x58],r10
  002d20  mov     [rsp],r12
  002d28  mov     qword ptr [rsp+8],3
  002d34  mov     qword ptr [rsp+0x10],3
  002d40  mov     qword ptr [rsp+0x18],1
  002d4c  mov     [rsp+0x20],r15
  002d54  mov     qword ptr [rsp+0x28],1
  002d60  mov     rdi,[rbp+0x20]
  002d67  mov     esi,0xe
  002d6c  mov     rdx,rsp
  002d6f  mov     rcx,0xfffffffffffffffe
  002d79  mov     r8,0xfffffffffffffffe
  002d83  mov     r9,0
  002d8d  mov     rax,<list_op>
  002d97  call    rax
  002d99  mov     r11,rax
  002d9c  mov     rcx,[rsp+0x30]
  002da4  mov     rsi,[rsp+0x38]
  002dac  mov     rdi,[rsp+0x40]
  002db4  mov     r8,[rsp+0x48]
  002dbc  mov     r9,[rsp+0x50]
  002dc4  mov     r10,[rsp+0x58]
  002dcc  add     rsp,0x70
  002dd3  test    rdx,rdx
  002dd6  je      0x000000000000600d
  002ddc  mov     r12,r11
  002ddf  jmp     0x000000000000260d
  002de4  sub     rsp,0x70
  002deb  mov     [rsp+0x30],rcx
  002df3  mov     [rsp+0x38],rsi
  002dfb  mov     [rsp+0x40],rdi
  002e03  mov     [rsp+0x48],r8
  002e0b  mov     [rsp+0x50],r9
  002e13  mov     [rsp+0x58],r10
  002e1b  mov     [rsp],r12
  002e23  mov     qword ptr [rsp+8],3
  002e2f  mov     qword ptr [rsp+0x10],2
  002e3b  mov     qword ptr [rsp+0x18],1
  002e47  mov     [rsp+0x20],r14
  002e4f  mov     qword ptr [rsp+0x28],1
  002e5b  mov     rdi,[rbp+0x20]
  002e62  mov     esi,0xe
  002e67  mov     rdx,rsp
  002e6a  mov     rcx,0xfffffffffffffffe
  002e74  mov     r8,0xfffffffffffffffe
  002e7e  mov     r9,0
  002e88  mov     rax,<list_op>
  002e92  call    rax
  002e94  mov     r11,rax
  002e97  mov     rcx,[rsp+0x30]
  002e9f  mov     rsi,[rsp+0x38]
  002ea7  mov     rdi,[rsp+0x40]
  002eaf  mov     r8,[rsp+0x48]
  002eb7  mov     r9,[rsp+0x50]
  002ebf  mov     r10,[rsp+0x58]
  002ec7  add     rsp,0x70
  002ece  test    rdx,rdx
  002ed1  je      0x000000000000607e
  002ed7  mov     r12,r11
  002eda  jmp     0x0000000000002be9
; exits
  002edf  mov     rax,0xfffffffe
  002ee9  jmp     0x0000000000000016
  002eee  mov     [rbp+0x10],rbx
  002ef5  mov     qword ptr [rbp+0x18],3
  002f00  mov     [rbp+0x30],r12
  002f07  mov     qword ptr [rbp+0xc8],3
  002f12  mov     [rbp+0x40],r13
  002f19  mov     qword ptr [rbp+0xd8],3
  002f24  mov     [rbp+0x50],r14
  002f2b  mov     qword ptr [rbp+0xe8],1
  002f36  mov     rdi,[rbp+0x20]
  002f3d  mov     rsi,8
  002f47  mov     rdx,0
  002f51  mov     rax,<exit_lists>
  002f5b  call    rax
  002f5d  mov     rax,0
  002f67  jmp     0x0000000000000016
  002f6c  mov     [rbp+0x10],r14
  002f73  mov     qword ptr [rbp+0x18],1
  002f7e  mov     [rbp+0x30],r12
  002f85  mov     qword ptr [rbp+0xc8],3
  002f90  mov     [rbp+0x40],r13
  002f97  mov     qword ptr [rbp+0xd8],3
  002fa2  mov     [rbp+0x50],r14
  002fa9  mov     qword ptr [rbp+0xe8],1
  002fb4  mov     rax,1
  002fbe  jmp     0x0000000000000016
  002fc3  mov     [rbp+0x30],r12
  002fca  mov     qword ptr [rbp+0xc8],3
  002fd5  mov     [rbp+0x40],r13
  002fdc  mov     qword ptr [rbp+0xd8],3
  002fe7  mov     qword ptr [rbp+0x50],0xf
  002ff2  mov     qword ptr [rbp+0xe8],1
  002ffd  mov     qword ptr [rbp+0x78],2
  003008  mov     qword ptr [rbp+0x110],1
  003013  mov     rax,2
  00301d  jmp     0x0000000000000016
  003022  mov     [rbp+0x30],r12
  003029  mov     qword ptr [rbp+0xc8],3
  003034  mov     [rbp+0x40],r13
  00303b  mov     qword ptr [rbp+0xd8],3
  003046  mov     qword ptr [rbp+0x50],0x11
  003051  mov     qword ptr [rbp+0xe8],1
  00305c  mov     qword ptr [rbp+0x78],0
  003067  mov     qword ptr [rbp+0x110],1
  003072  mov     rax,3
  00307c  jmp     0x0000000000000016
  003081  mov     [rbp+0x30],r12
  003088  mov     qword ptr [rbp+0xc8],3
  003093  mov     [rbp+0x40],r13
  00309a  mov     qword ptr [rbp+0xd8],3
  0030a5  mov     qword ptr [rbp+0x50],0x13
  0030b0  mov     qword ptr [rbp+0xe8],1
  0030bb  mov     qword ptr [rbp+0x58],0x16
  0030c6  mov     qword ptr [rbp+0xf0],2
  0030d1  mov     qword ptr [rbp+<exit lists 0>0],0x28
  0030dc  mov     qword ptr [rbp+0x118],2
  0030e7  mov     [rbp+0xa0],rbx
  0030ee  mov     qword ptr [rbp+0x138],1
  0030f9  mov     qword ptr [rbp+0xb8],1
  003104  mov     qword ptr [rbp+0x150],1
  00310f  mov     rax,4
  003119  jmp     0x0000000000000016
  00311e  add     rbx,1
  003125  mov     [rbp+0x30],r12
  00312c  mov     qword ptr [rbp+0xc8],3
  003137  mov     [rbp+0x40],r13
  00313e  mov     qword ptr [rbp+0xd8],3
  003149  mov     qword ptr [rbp+0x50],0x13
  003154  mov     qword ptr [rbp+0xe8],1
  00315f  mov     qword ptr [rbp+0x58],0x16
  00316a  mov     qword ptr [rbp+0xf0],2
  003175  mov     qword ptr [rbp+<exit lists 0>0],0x28
  003180  mov     qword ptr [rbp+0x118],2
  00318b  mov     [rbp+0xa0],rbx
  003192  mov     qword ptr [rbp+0x138],1
  00319d  mov     rax,5
  0031a7  jmp     0x0000000000000016
  0031ac  mov     [rbp+0x30],r12
  0031b3  mov     qword ptr [rbp+0xc8],3
  0031be  mov     [rbp+0x40],r13
  0031c5  mov     qword ptr [rbp+0xd8],3
  0031d0  mov     qword ptr [rbp+0x50],0x13
  0031db  mov     qword ptr [rbp+0xe8],1
  0031e6  mov     qword ptr [rbp+0x58],0x16
  0031f1  mov     qword ptr [rbp+0xf0],2
  0031fc  mov     qword ptr [rbp+<exit lists 0>0],0x28
  003207  mov     qword ptr [rbp+0x118],2
  003212  mov     [rbp+0xa0],rbx
  003219  mov     qword ptr [rbp+0x138],1
  003224  mov     rax,6
  00322e  jmp     0x0000000000000016
  003233  add     rbx,1
  00323a  mov     [rbp+0x30],r12
  003241  mov     qword ptr [rbp+0xc8],3
  00324c  mov     [rbp+0x40],r13
  003253  mov     qword ptr [rbp+0xd8],3
  00325e  mov     qword ptr [rbp+0x50],0x13
  003269  mov     qword ptr [rbp+0xe8],1
  003274  mov     qword ptr [rbp+0x58],0x16
  00327f  mov     qword ptr [rbp+0xf0],2
  00328a  mov     qword ptr [rbp+<exit lists 0>0],0x28
  003295  mov     qword ptr [rbp+0x118],2
  0032a0  mov     [rbp+0x90],r15
  0032a7  mov     qword ptr [rbp+0x128],1
  0032b2  mov     [rbp+0xa0],rbx
  0032b9  mov     qword ptr [rbp+0x138],1
  0032c4  mov     rax,7
  0032ce  jmp     0x0000000000000016
  0032d3  mov     [rbp+0x30],r12
  0032da  mov     qword ptr [rbp+0xc8],3
  0032e5  mov     [rbp+0x40],r13
  0032ec  mov     qword ptr [rbp+0xd8],3
  0032f7  mov     qword ptr [rbp+0x50],0x13
  003302  mov     qword ptr [rbp+0xe8],1
  00330d  mov     qword ptr [rbp+0x58],0x16
  003318  mov     qword ptr [rbp+0xf0],2
  003323  mov     qword ptr [rbp+<exit lists 0>0],0x28
  00332e  mov     qword ptr [rbp+0x118],2
  003339  mov     [rbp+0x90],r15
  003340  mov     qword ptr [rbp+0x128],1
  00334b  mov     [rbp+0xa0],rbx
  003352  mov     qword ptr [rbp+0x138],1
  00335d  mov     rax,8
  003367  jmp     0x0000000000000016
  00336c  mov     [rbp+0x30],r12
  003373  mov     qword ptr [rbp+0xc8],3
  00337e  mov     [rbp+0x40],r13
  003385  mov     qword ptr [rbp+0xd8],3
  003390  mov     qword ptr [rbp+0x50],0x13
  00339b  mov     qword ptr [rbp+0xe8],1
  0033a6  mov     qword ptr [rbp+0x58],0x16
  0033b1  mov     qword ptr [rbp+0xf0],2
  0033bc  mov     qword ptr [rbp+<exit lists 0>0],0x28
  0033c7  mov     qword ptr [rbp+0x118],2
  0033d2  mov     [rbp+<exit lists 0>8],rsi
  0033d9  mov     qword ptr [rbp+0x120],1
  0033e4  mov     [rbp+0x90],r15
  0033eb  mov     qword ptr [rbp+0x128],1
  0033f6  mov     [rbp+0xa0],rbx
  0033fd  mov     qword ptr [rbp+0x138],1
  003408  mov     rax,9
  003412  jmp     0x0000000000000016
  003417  mov     [rbp+0x30],r12
  00341e  mov     qword ptr [rbp+0xc8],3
  003429  mov     [rbp+0x40],r13
  003430  mov     qword ptr [rbp+0xd8],3
  00343b  mov     qword ptr [rbp+0x50],0x14
  003446  mov     qword ptr [rbp+0xe8],1
  003451  mov     qword ptr [rbp+<exit lists 0>0],0x2c
  00345c  mov     qword ptr [rbp+0x118],2
  003467  mov     [rbp+0xa0],rsi
  00346e  mov     qword ptr [rbp+0x138],1
  003479  mov     qword ptr [rbp+0xa8],1
  003484  mov     qword ptr [rbp+0x140],1
  00348f  mov     rax,0xa
  003499  jmp     0x0000000000000016
  00349e  add     rsi,1
  0034a5  mov     [rbp+0x30],r12
  0034ac  mov     qword ptr [rbp+0xc8],3
  0034b7  mov     [rbp+0x40],r13
  0034be  mov     qword ptr [rbp+0xd8],3
  0034c9  mov     qword ptr [rbp+0x50],0x14
  0034d4  mov     qword ptr [rbp+0xe8],1
  0034df  mov     qword ptr [rbp+<exit lists 0>0],0x2c
  0034ea  mov     qword ptr [rbp+0x118],2
  0034f5  mov     [rbp+0xa0],rsi
  0034fc  mov     qword ptr [rbp+0x138],1
  003507  mov     rax,0xb
  003511  jmp     0x0000000000000016
  003516  mov     [rbp+0x30],r12
  00351d  mov     qword ptr [rbp+0xc8],3
  003528  mov     [rbp+0x40],r13
  00352f  mov     qword ptr [rbp+0xd8],3
  00353a  mov     qword ptr [rbp+0x50],0x14
  003545  mov     qword ptr [rbp+0xe8],1
  003550  mov     qword ptr [rbp+<exit lists 0>0],0x2c
  00355b  mov     qword ptr [rbp+0x118],2
  003566  mov     [rbp+0xa0],rsi
  00356d  mov     qword ptr [rbp+0x138],1
  003578  mov     rax,0xc
  003582  jmp     0x0000000000000016
  003587  mov     [rbp+0x30],r12
  00358e  mov     qword ptr [rbp+0xc8],3
  003599  mov     [rbp+0x40],r13
  0035a0  mov     qword ptr [rbp+0xd8],3
  0035ab  mov     qword ptr [rbp+0x50],0x14
  0035b6  mov     qword ptr [rbp+0xe8],1
  0035c1  mov     qword ptr [rbp+<exit lists 0>0],0x2c
  0035cc  mov     qword ptr [rbp+0x118],2
  0035d7  mov     [rbp+<exit lists 0>8],r15
  0035de  mov     qword ptr [rbp+0x120],1
  0035e9  mov     [rbp+0xa0],rsi
  0035f0  mov     qword ptr [rbp+0x138],1
  0035fb  mov     rax,0xd
  003605  jmp     0x0000000000000016
  00360a  mov     [rbp+0x30],r12
  003611  mov     qword ptr [rbp+0xc8],3
  00361c  mov     [rbp+0x40],r13
  003623  mov     qword ptr [rbp+0xd8],3
  00362e  mov     qword ptr [rbp+0x50],0x14
  003639  mov     qword ptr [rbp+0xe8],1
  003644  mov     [rbp+<exit lists 0>8],r15
  00364b  mov     qword ptr [rbp+0x120],1
  003656  mov     rax,0xe
  003660  jmp     0x0000000000000016
  003665  mov     [rbp+0x30],r12
  00366c  mov     qword ptr [rbp+0xc8],3
  003677  mov     [rbp+0x40],r13
  00367e  mov     qword ptr [rbp+0xd8],3
  003689  mov     qword ptr [rbp+0x50],0x1f
  003694  mov     qword ptr [rbp+0xe8],1
  00369f  mov     qword ptr [rbp+0x78],3
  0036aa  mov     qword ptr [rbp+0x110],1
  0036b5  mov     rax,0xf
  0036bf  jmp     0x0000000000000016
  0036c4  mov     [rbp+0x30],r12
  0036cb  mov     qword ptr [rbp+0xc8],3
  0036d6  mov     [rbp+0x40],r13
  0036dd  mov     qword ptr [rbp+0xd8],3
  0036e8  mov     qword ptr [rbp+0x50],0x21
  0036f3  mov     qword ptr [rbp+0xe8],1
  0036fe  mov     qword ptr [rbp+0x78],1
  003709  mov     qword ptr [rbp+0x110],1
  003714  mov     rax,0x10
  00371e  jmp     0x0000000000000016
  003723  mov     [rbp+0x30],r12
  00372a  mov     qword ptr [rbp+0xc8],3
  003735  mov     [rbp+0x40],r13
  00373c  mov     qword ptr [rbp+0xd8],3
  003747  mov     qword ptr [rbp+0x50],0x25
  003752  mov     qword ptr [rbp+0xe8],1
  00375d  mov     qword ptr [rbp+0x58],0xf
  003768  mov     qword ptr [rbp+0xf0],2
  003773  mov     qword ptr [rbp+<exit lists 0>0],0x28
  00377e  mov     qword ptr [rbp+0x118],2
  003789  mov     [rbp+0xa0],r14
  003790  mov     qword ptr [rbp+0x138],1
  00379b  mov     qword ptr [rbp+0xb8],1
  0037a6  mov     qword ptr [rbp+0x150],1
  0037b1  mov     rax,0x11
  0037bb  jmp     0x0000000000000016
  0037c0  add     r14,1
  0037c7  mov     [rbp+0x30],r12
  0037ce  mov     qword ptr [rbp+0xc8],3
  0037d9  mov     [rbp+0x40],r13
  0037e0  mov     qword ptr [rbp+0xd8],3
  0037eb  mov     qword ptr [rbp+0x50],0x25
  0037f6  mov     qword ptr [rbp+0xe8],1
  003801  mov     qword ptr [rbp+0x58],0xf
  00380c  mov     qword ptr [rbp+0xf0],2
  003817  mov     qword ptr [rbp+<exit lists 0>0],0x28
  003822  mov     qword ptr [rbp+0x118],2
  00382d  mov     [rbp+0xa0],r14
  003834  mov     qword ptr [rbp+0x138],1
  00383f  mov     rax,0x12
  003849  jmp     0x0000000000000016
  00384e  mov     [rbp+0x30],r12
  003855  mov     qword ptr [rbp+0xc8],3
  003860  mov     [rbp+0x40],r13
  003867  mov     qword ptr [rbp+0xd8],3
  003872  mov     qword ptr [rbp+0x50],0x25
  00387d  mov     qword ptr [rbp+0xe8],1
  003888  mov     qword ptr [rbp+0x58],0xf
  003893  mov     qword ptr [rbp+0xf0],2
  00389e  mov     qword ptr [rbp+<exit lists 0>0],0x28
  0038a9  mov     qword ptr [rbp+0x118],2
  0038b4  mov     [rbp+0xa0],r14
  0038bb  mov     qword ptr [rbp+0x138],1
  0038c6  mov     rax,0x13
  0038d0  jmp     0x0000000000000016
  0038d5  add     r14,1
  0038dc  mov     [rbp+0x30],r12
  0038e3  mov     qword ptr [rbp+0xc8],3
  0038ee  mov     [rbp+0x40],r13
  0038f5  mov     qword ptr [rbp+0xd8],3
  003900  mov     qword ptr [rbp+0x50],0x25
  00390b  mov     qword ptr [rbp+0xe8],1
  003916  mov     qword ptr [rbp+0x58],0xf
  003921  mov     qword ptr [rbp+0xf0],2
  00392c  mov     qword ptr [rbp+<exit lists 0>0],0x28
  003937  mov     qword ptr [rbp+0x118],2
  003942  mov     [rbp+0x90],r15
  003949  mov     qword ptr [rbp+0x128],1
  003954  mov     [rbp+0xa0],r14
  00395b  mov     qword ptr [rbp+0x138],1
  003966  mov     rax,0x14
  003970  jmp     0x0000000000000016
  003975  mov     [rbp+0x30],r12
  00397c  mov     qword ptr [rbp+0xc8],3
  003987  mov     [rbp+0x40],r13
  00398e  mov     qword ptr [rbp+0xd8],3
  003999  mov     qword ptr [rbp+0x50],0x25
  0039a4  mov     qword ptr [rbp+0xe8],1
  0039af  mov     qword ptr [rbp+0x58],0xf
  0039ba  mov     qword ptr [rbp+0xf0],2
  0039c5  mov     qword ptr [rbp+<exit lists 0>0],0x28
  0039d0  mov     qword ptr [rbp+0x118],2
  0039db  mov     [rbp+0x90],r15
  0039e2  mov     qword ptr [rbp+0x128],1
  0039ed  mov     [rbp+0xa0],r14
  0039f4  mov     qword ptr [rbp+0x138],1
  0039ff  mov     rax,0x15
  003a09  jmp     0x0000000000000016
  003a0e  mov     [rbp+0x30],r12
  003a15  mov     qword ptr [rbp+0xc8],3
  003a20  mov     [rbp+0x40],r13
  003a27  mov     qword ptr [rbp+0xd8],3
  003a32  mov     qword ptr [rbp+0x50],0x25
  003a3d  mov     qword ptr [rbp+0xe8],1
  003a48  mov     qword ptr [rbp+0x58],0xf
  003a53  mov     qword ptr [rbp+0xf0],2
  003a5e  mov     qword ptr [rbp+<exit lists 0>0],0x28
  003a69  mov     qword ptr [rbp+0x118],2
  003a74  mov     [rbp+<exit lists 0>8],rsi
  003a7b  mov     qword ptr [rbp+0x120],1
  003a86  mov     [rbp+0x90],r15
  003a8d  mov     qword ptr [rbp+0x128],1
  003a98  mov     [rbp+0xa0],r14
  003a9f  mov     qword ptr [rbp+0x138],1
  003aaa  mov     rax,0x16
  003ab4  jmp     0x0000000000000016
  003ab9  mov     [rbp+0x30],r12
  003ac0  mov     qword ptr [rbp+0xc8],3
  003acb  mov     [rbp+0x40],r13
  003ad2  mov     qword ptr [rbp+0xd8],3
  003add  mov     qword ptr [rbp+0x50],0x25
  003ae8  mov     qword ptr [rbp+0xe8],1
  003af3  mov     [rbp+<exit lists 0>8],rsi
  003afa  mov     qword ptr [rbp+0x120],1
  003b05  mov     [rbp+0x90],r15
  003b0c  mov     qword ptr [rbp+0x128],1
  003b17  mov     rax,0x17
  003b21  jmp     0x0000000000000016
  003b26  mov     [rbp+0x30],r12
  003b2d  mov     qword ptr [rbp+0xc8],3
  003b38  mov     [rbp+0x40],r13
  003b3f  mov     qword ptr [rbp+0xd8],3
  003b4a  mov     qword ptr [rbp+0x50],0x26
  003b55  mov     qword ptr [rbp+0xe8],1
  003b60  mov     qword ptr [rbp+0x58],0x13
  003b6b  mov     qword ptr [rbp+0xf0],2
  003b76  mov     qword ptr [rbp+<exit lists 0>0],0x28
  003b81  mov     qword ptr [rbp+0x118],2
  003b8c  mov     [rbp+0xa0],rsi
  003b93  mov     qword ptr [rbp+0x138],1
  003b9e  mov     qword ptr [rbp+0xb8],1
  003ba9  mov     qword ptr [rbp+0x150],1
  003bb4  mov     rax,0x18
  003bbe  jmp     0x0000000000000016
  003bc3  add     rsi,1
  003bca  mov     [rbp+0x30],r12
  003bd1  mov     qword ptr [rbp+0xc8],3
  003bdc  mov     [rbp+0x40],r13
  003be3  mov     qword ptr [rbp+0xd8],3
  003bee  mov     qword ptr [rbp+0x50],0x26
  003bf9  mov     qword ptr [rbp+0xe8],1
  003c04  mov     qword ptr [rbp+0x58],0x13
  003c0f  mov     qword ptr [rbp+0xf0],2
  003c1a  mov     qword ptr [rbp+<exit lists 0>0],0x28
  003c25  mov     qword ptr [rbp+0x118],2
  003c30  mov     [rbp+0xa0],rsi
  003c37  mov     qword ptr [rbp+0x138],1
  003c42  mov     rax,0x19
  003c4c  jmp     0x0000000000000016
  003c51  mov     [rbp+0x30],r12
  003c58  mov     qword ptr [rbp+0xc8],3
  003c63  mov     [rbp+0x40],r13
  003c6a  mov     qword ptr [rbp+0xd8],3
  003c75  mov     qword ptr [rbp+0x50],0x26
  003c80  mov     qword ptr [rbp+0xe8],1
  003c8b  mov     qword ptr [rbp+0x58],0x13
  003c96  mov     qword ptr [rbp+0xf0],2
  003ca1  mov     qword ptr [rbp+<exit lists 0>0],0x28
  003cac  mov     qword ptr [rbp+0x118],2
  003cb7  mov     [rbp+0xa0],rsi
  003cbe  mov     qword ptr [rbp+0x138],1
  003cc9  mov     rax,0x1a
  003cd3  jmp     0x0000000000000016
  003cd8  add     rsi,1
  003cdf  mov     [rbp+0x30],r12
  003ce6  mov     qword ptr [rbp+0xc8],3
  003cf1  mov     [rbp+0x40],r13
  003cf8  mov     qword ptr [rbp+0xd8],3
  003d03  mov     qword ptr [rbp+0x50],0x26
  003d0e  mov     qword ptr [rbp+0xe8],1
  003d19  mov     qword ptr [rbp+0x58],0x13
  003d24  mov     qword ptr [rbp+0xf0],2
  003d2f  mov     qword ptr [rbp+<exit lists 0>0],0x28
  003d3a  mov     qword ptr [rbp+0x118],2
  003d45  mov     [rbp+0x90],r15
  003d4c  mov     qword ptr [rbp+0x128],1
  003d57  mov     [rbp+0xa0],rsi
  003d5e  mov     qword ptr [rbp+0x138],1
  003d69  mov     rax,0x1b
  003d73  jmp     0x0000000000000016
  003d78  mov     [rbp+0x30],r12
  003d7f  mov     qword ptr [rbp+0xc8],3
  003d8a  mov     [rbp+0x40],r13
  003d91  mov     qword ptr [rbp+0xd8],3
  003d9c  mov     qword ptr [rbp+0x50],0x26
  003da7  mov     qword ptr [rbp+0xe8],1
  003db2  mov     qword ptr [rbp+0x58],0x13
  003dbd  mov     qword ptr [rbp+0xf0],2
  003dc8  mov     qword ptr [rbp+<exit lists 0>0],0x28
  003dd3  mov     qword ptr [rbp+0x118],2
  003dde  mov     [rbp+0x90],r15
  003de5  mov     qword ptr [rbp+0x128],1
  003df0  mov     [rbp+0xa0],rsi
  003df7  mov     qword ptr [rbp+0x138],1
  003e02  mov     rax,0x1c
  003e0c  jmp     0x0000000000000016
  003e11  mov     [rbp+0x30],r12
  003e18  mov     qword ptr [rbp+0xc8],3
  003e23  mov     [rbp+0x40],r13
  003e2a  mov     qword ptr [rbp+0xd8],3
  003e35  mov     qword ptr [rbp+0x50],0x26
  003e40  mov     qword ptr [rbp+0xe8],1
  003e4b  mov     qword ptr [rbp+0x58],0x13
  003e56  mov     qword ptr [rbp+0xf0],2
  003e61  mov     qword ptr [rbp+<exit lists 0>0],0x28
  003e6c  mov     qword ptr [rbp+0x118],2
  003e77  mov     [rbp+<exit lists 0>8],r14
  003e7e  mov     qword ptr [rbp+0x120],1
  003e89  mov     [rbp+0x90],r15
  003e90  mov     qword ptr [rbp+0x128],1
  003e9b  mov     [rbp+0xa0],rsi
  003ea2  mov     qword ptr [rbp+0x138],1
  003ead  mov     rax,0x1d
  003eb7  jmp     0x0000000000000016
  003ebc  sub     r14,r15
  003ebf  mov     [rbp+0x30],r12
  003ec6  mov     qword ptr [rbp+0xc8],3
  003ed1  mov     [rbp+0x40],r13
  003ed8  mov     qword ptr [rbp+0xd8],3
  003ee3  mov     qword ptr [rbp+0x50],0x26
  003eee  mov     qword ptr [rbp+0xe8],1
  003ef9  mov     [rbp+<exit lists 0>8],r14
  003f00  mov     qword ptr [rbp+0x120],1
  003f0b  mov     [rbp+0x90],r15
  003f12  mov     qword ptr [rbp+0x128],1
  003f1d  mov     rax,0x1e
  003f27  jmp     0x0000000000000016
  003f2c  mov     [rbp+0x30],r12
  003f33  mov     qword ptr [rbp+0xc8],3
  003f3e  mov     [rbp+0x40],r13
  003f45  mov     qword ptr [rbp+0xd8],3
  003f50  mov     qword ptr [rbp+0x50],0x27
  003f5b  mov     qword ptr [rbp+0xe8],1
  003f66  mov     qword ptr [rbp+<exit lists 0>0],0x27
  003f71  mov     qword ptr [rbp+0x118],2
  003f7c  mov     [rbp+0xa0],r14
  003f83  mov     qword ptr [rbp+0x138],1
  003f8e  mov     qword ptr [rbp+0xa8],1
  003f99  mov     qword ptr [rbp+0x140],1
  003fa4  mov     rax,0x1f
  003fae  jmp     0x0000000000000016
  003fb3  add     r14,1
  003fba  mov     [rbp+0x30],r12
  003fc1  mov     qword ptr [rbp+0xc8],3
  003fcc  mov     [rbp+0x40],r13
  003fd3  mov     qword ptr [rbp+0xd8],3
  003fde  mov     qword ptr [rbp+0x50],0x27
  003fe9  mov     qword ptr [rbp+0xe8],1
  003ff4  mov     qword ptr [rbp+<exit lists 0>0],0x27
  003fff  mov     qword ptr [rbp+0x118],2
  00400a  mov     [rbp+0xa0],r14
  004011  mov     qword ptr [rbp+0x138],1
  00401c  mov     rax,0x20
  004026  jmp     0x0000000000000016
  00402b  mov     [rbp+0x30],r12
  004032  mov     qword ptr [rbp+0xc8],3
  00403d  mov     [rbp+0x40],r13
  004044  mov     qword ptr [rbp+0xd8],3
  00404f  mov     qword ptr [rbp+0x50],0x27
  00405a  mov     qword ptr [rbp+0xe8],1
  004065  mov     qword ptr [rbp+<exit lists 0>0],0x27
  004070  mov     qword ptr [rbp+0x118],2
  00407b  mov     [rbp+0xa0],r14
  004082  mov     qword ptr [rbp+0x138],1
  00408d  mov     rax,0x21
  004097  jmp     0x0000000000000016
  00409c  mov     [rbp+0x30],r12
  0040a3  mov     qword ptr [rbp+0xc8],3
  0040ae  mov     [rbp+0x40],r13
  0040b5  mov     qword ptr [rbp+0xd8],3
  0040c0  mov     qword ptr [rbp+0x50],0x27
  0040cb  mov     qword ptr [rbp+0xe8],1
  0040d6  mov     qword ptr [rbp+<exit lists 0>0],0x27
  0040e1  mov     qword ptr [rbp+0x118],2
  0040ec  mov     [rbp+<exit lists 0>8],r15
  0040f3  mov     qword ptr [rbp+0x120],1
  0040fe  mov     [rbp+0xa0],r14
  004105  mov     qword ptr [rbp+0x138],1
  004110  mov     rax,0x22
  00411a  jmp     0x0000000000000016
  00411f  mov     [rbp+0x30],r12
  004126  mov     qword ptr [rbp+0xc8],3
  004131  mov     [rbp+0x40],r13
  004138  mov     qword ptr [rbp+0xd8],3
  004143  mov     qword ptr [rbp+0x50],0x27
  00414e  mov     qword ptr [rbp+0xe8],1
  004159  mov     qword ptr [rbp+0x78],3
  004164  mov     qword ptr [rbp+0x110],1
  00416f  mov     [rbp+<exit lists 0>8],r15
  004176  mov     qword ptr [rbp+0x120],1
  004181  mov     rax,0x23
  00418b  jmp     0x0000000000000016
  004190  mov     [rbp+0x30],r12
  004197  mov     qword ptr [rbp+0xc8],3
  0041a2  mov     [rbp+0x40],r13
  0041a9  mov     qword ptr [rbp+0xd8],3
  0041b4  mov     qword ptr [rbp+0x50],0x29
  0041bf  mov     qword ptr [rbp+0xe8],1
  0041ca  mov     qword ptr [rbp+0x78],2
  0041d5  mov     qword ptr [rbp+0x110],1
  0041e0  mov     rax,0x24
  0041ea  jmp     0x0000000000000016
  0041ef  mov     [rbp+0x30],r12
  0041f6  mov     qword ptr [rbp+0xc8],3
  004201  mov     [rbp+0x40],r13
  004208  mov     qword ptr [rbp+0xd8],3
  004213  mov     qword ptr [rbp+0x50],0x2d
  00421e  mov     qword ptr [rbp+0xe8],1
  004229  mov     qword ptr [rbp+0x58],0x13
  004234  mov     qword ptr [rbp+0xf0],2
  00423f  mov     qword ptr [rbp+<exit lists 0>0],0x28
  00424a  mov     qword ptr [rbp+0x118],2
  004255  mov     [rbp+0xa0],r15
  00425c  mov     qword ptr [rbp+0x138],1
  004267  mov     qword ptr [rbp+0xb8],1
  004272  mov     qword ptr [rbp+0x150],1
  00427d  mov     rax,0x25
  004287  jmp     0x0000000000000016
  00428c  add     r15,1
  004293  mov     [rbp+0x30],r12
  00429a  mov     qword ptr [rbp+0xc8],3
  0042a5  mov     [rbp+0x40],r13
  0042ac  mov     qword ptr [rbp+0xd8],3
  0042b7  mov     qword ptr [rbp+0x50],0x2d
  0042c2  mov     qword ptr [rbp+0xe8],1
  0042cd  mov     qword ptr [rbp+0x58],0x13
  0042d8  mov     qword ptr [rbp+0xf0],2
  0042e3  mov     qword ptr [rbp+<exit lists 0>0],0x28
  0042ee  mov     qword ptr [rbp+0x118],2
  0042f9  mov     [rbp+0xa0],r15
  004300  mov     qword ptr [rbp+0x138],1
  00430b  mov     rax,0x26
  004315  jmp     0x0000000000000016
  00431a  mov     [rbp+0x30],r12
  004321  mov     qword ptr [rbp+0xc8],3
  00432c  mov     [rbp+0x40],r13
  004333  mov     qword ptr [rbp+0xd8],3
  00433e  mov     qword ptr [rbp+0x50],0x2d
  004349  mov     qword ptr [rbp+0xe8],1
  004354  mov     qword ptr [rbp+0x58],0x13
  00435f  mov     qword ptr [rbp+0xf0],2
  00436a  mov     qword ptr [rbp+<exit lists 0>0],0x28
  004375  mov     qword ptr [rbp+0x118],2
  004380  mov     [rbp+0xa0],r15
  004387  mov     qword ptr [rbp+0x138],1
  004392  mov     rax,0x27
  00439c  jmp     0x0000000000000016
  0043a1  add     r15,1
  0043a8  mov     [rbp+0x30],r12
  0043af  mov     qword ptr [rbp+0xc8],3
  0043ba  mov     [rbp+0x40],r13
  0043c1  mov     qword ptr [rbp+0xd8],3
  0043cc  mov     qword ptr [rbp+0x50],0x2d
  0043d7  mov     qword ptr [rbp+0xe8],1
  0043e2  mov     qword ptr [rbp+0x58],0x13
  0043ed  mov     qword ptr [rbp+0xf0],2
  0043f8  mov     qword ptr [rbp+<exit lists 0>0],0x28
  004403  mov     qword ptr [rbp+0x118],2
  00440e  mov     [rbp+0x90],r14
  004415  mov     qword ptr [rbp+0x128],1
  004420  mov     [rbp+0xa0],r15
  004427  mov     qword ptr [rbp+0x138],1
  004432  mov     rax,0x28
  00443c  jmp     0x0000000000000016
  004441  mov     [rbp+0x30],r12
  004448  mov     qword ptr [rbp+0xc8],3
  004453  mov     [rbp+0x40],r13
  00445a  mov     qword ptr [rbp+0xd8],3
  004465  mov     qword ptr [rbp+0x50],0x2d
  004470  mov     qword ptr [rbp+0xe8],1
  00447b  mov     qword ptr [rbp+0x58],0x13
  004486  mov     qword ptr [rbp+0xf0],2
  004491  mov     qword ptr [rbp+<exit lists 0>0],0x28
  00449c  mov     qword ptr [rbp+0x118],2
  0044a7  mov     [rbp+0x90],r14
  0044ae  mov     qword ptr [rbp+0x128],1
  0044b9  mov     [rbp+0xa0],r15
  0044c0  mov     qword ptr [rbp+0x138],1
  0044cb  mov     rax,0x29
  0044d5  jmp     0x0000000000000016
  0044da  mov     [rbp+0x30],r12
  0044e1  mov     qword ptr [rbp+0xc8],3
  0044ec  mov     [rbp+0x40],r13
  0044f3  mov     qword ptr [rbp+0xd8],3
  0044fe  mov     qword ptr [rbp+0x50],0x2d
  004509  mov     qword ptr [rbp+0xe8],1
  004514  mov     qword ptr [rbp+0x58],0x13
  00451f  mov     qword ptr [rbp+0xf0],2
  00452a  mov     qword ptr [rbp+<exit lists 0>0],0x28
  004535  mov     qword ptr [rbp+0x118],2
  004540  mov     [rbp+<exit lists 0>8],rsi
  004547  mov     qword ptr [rbp+0x120],1
  004552  mov     [rbp+0x90],r14
  004559  mov     qword ptr [rbp+0x128],1
  004564  mov     [rbp+0xa0],r15
  00456b  mov     qword ptr [rbp+0x138],1
  004576  mov     rax,0x2a
  004580  jmp     0x0000000000000016
  004585  sub     rsi,r14
  004588  mov     [rbp+0x30],r12
  00458f  mov     qword ptr [rbp+0xc8],3
  00459a  mov     [rbp+0x40],r13
  0045a1  mov     qword ptr [rbp+0xd8],3
  0045ac  mov     qword ptr [rbp+0x50],0x2d
  0045b7  mov     qword ptr [rbp+0xe8],1
  0045c2  mov     [rbp+<exit lists 0>8],rsi
  0045c9  mov     qword ptr [rbp+0x120],1
  0045d4  mov     [rbp+0x90],r14
  0045db  mov     qword ptr [rbp+0x128],1
  0045e6  mov     rax,0x2b
  0045f0  jmp     0x0000000000000016
  0045f5  mov     [rbp+0x30],r12
  0045fc  mov     qword ptr [rbp+0xc8],3
  004607  mov     [rbp+0x40],r13
  00460e  mov     qword ptr [rbp+0xd8],3
  004619  mov     qword ptr [rbp+0x50],0x2e
  004624  mov     qword ptr [rbp+0xe8],1
  00462f  mov     qword ptr [rbp+<exit lists 0>0],0x27
  00463a  mov     qword ptr [rbp+0x118],2
  004645  mov     [rbp+0xa0],rsi
  00464c  mov     qword ptr [rbp+0x138],1
  004657  mov     qword ptr [rbp+0xa8],1
  004662  mov     qword ptr [rbp+0x140],1
  00466d  mov     rax,0x2c
  004677  jmp     0x0000000000000016
  00467c  add     rsi,1
  004683  mov     [rbp+0x30],r12
  00468a  mov     qword ptr [rbp+0xc8],3
  004695  mov     [rbp+0x40],r13
  00469c  mov     qword ptr [rbp+0xd8],3
  0046a7  mov     qword ptr [rbp+0x50],0x2e
  0046b2  mov     qword ptr [rbp+0xe8],1
  0046bd  mov     qword ptr [rbp+<exit lists 0>0],0x27
  0046c8  mov     qword ptr [rbp+0x118],2
  0046d3  mov     [rbp+0xa0],rsi
  0046da  mov     qword ptr [rbp+0x138],1
  0046e5  mov     rax,0x2d
  0046ef  jmp     0x0000000000000016
  0046f4  mov     [rbp+0x30],r12
  0046fb  mov     qword ptr [rbp+0xc8],3
  004706  mov     [rbp+0x40],r13
  00470d  mov     qword ptr [rbp+0xd8],3
  004718  mov     qword ptr [rbp+0x50],0x2e
  004723  mov     qword ptr [rbp+0xe8],1
  00472e  mov     qword ptr [rbp+<exit lists 0>0],0x27
  004739  mov     qword ptr [rbp+0x118],2
  004744  mov     [rbp+0xa0],rsi
  00474b  mov     qword ptr [rbp+0x138],1
  004756  mov     rax,0x2e
  004760  jmp     0x0000000000000016
  004765  mov     [rbp+0x30],r12
  00476c  mov     qword ptr [rbp+0xc8],3
  004777  mov     [rbp+0x40],r13
  00477e  mov     qword ptr [rbp+0xd8],3
  004789  mov     qword ptr [rbp+0x50],0x2e
  004794  mov     qword ptr [rbp+0xe8],1
  00479f  mov     qword ptr [rbp+<exit lists 0>0],0x27
  0047aa  mov     qword ptr [rbp+0x118],2
  0047b5  mov     [rbp+<exit lists 0>8],r14
  0047bc  mov     qword ptr [rbp+0x120],1
  0047c7  mov     [rbp+0xa0],rsi
  0047ce  mov     qword ptr [rbp+0x138],1
  0047d9  mov     rax,0x2f
  0047e3  jmp     0x0000000000000016
  0047e8  mov     [rbp+0x30],r12
  0047ef  mov     qword ptr [rbp+0xc8],3
  0047fa  mov     [rbp+0x40],r13
  004801  mov     qword ptr [rbp+0xd8],3
  00480c  mov     qword ptr [rbp+0x50],0xf
  004817  mov     qword ptr [rbp+0xe8],1
  004822  mov     qword ptr [rbp+0x78],2
  00482d  mov     qword ptr [rbp+0x110],1
  004838  mov     rax,0x32
  004842  jmp     0x0000000000000016
  004847  mov     [rbp+0x30],r12
  00484e  mov     qword ptr [rbp+0xc8],3
  004859  mov     [rbp+0x40],r13
  004860  mov     qword ptr [rbp+0xd8],3
  00486b  mov     qword ptr [rbp+0x50],0x11
  004876  mov     qword ptr [rbp+0xe8],1
  004881  mov     qword ptr [rbp+0x78],0
  00488c  mov     qword ptr [rbp+0x110],1
  004897  mov     rax,0x33
  0048a1  jmp     0x0000000000000016
  0048a6  mov     [rbp+0x30],r12
  0048ad  mov     qword ptr [rbp+0xc8],3
  0048b8  mov     [rbp+0x40],r13
  0048bf  mov     qword ptr [rbp+0xd8],3
  0048ca  mov     qword ptr [rbp+0x50],0x13
  0048d5  mov     qword ptr [rbp+0xe8],1
  0048e0  mov     qword ptr [rbp+0x58],0x16
  0048eb  mov     qword ptr [rbp+0xf0],2
  0048f6  mov     qword ptr [rbp+<exit lists 0>0],0x28
  004901  mov     qword ptr [rbp+0x118],2
  00490c  mov     [rbp+0xa0],rsi
  004913  mov     qword ptr [rbp+0x138],1
  00491e  mov     qword ptr [rbp+0xb8],1
  004929  mov     qword ptr [rbp+0x150],1
  004934  mov     rax,0x34
  00493e  jmp     0x0000000000000016
  004943  add     rsi,1
  00494a  mov     [rbp+0x30],r12
  004951  mov     qword ptr [rbp+0xc8],3
  00495c  mov     [rbp+0x40],r13
  004963  mov     qword ptr [rbp+0xd8],3
  00496e  mov     qword ptr [rbp+0x50],0x13
  004979  mov     qword ptr [rbp+0xe8],1
  004984  mov     qword ptr [rbp+0x58],0x16
  00498f  mov     qword ptr [rbp+0xf0],2
  00499a  mov     qword ptr [rbp+<exit lists 0>0],0x28
  0049a5  mov     qword ptr [rbp+0x118],2
  0049b0  mov     [rbp+0xa0],rsi
  0049b7  mov     qword ptr [rbp+0x138],1
  0049c2  mov     rax,0x35
  0049cc  jmp     0x0000000000000016
  0049d1  mov     [rbp+0x30],r12
  0049d8  mov     qword ptr [rbp+0xc8],3
  0049e3  mov     [rbp+0x40],r13
  0049ea  mov     qword ptr [rbp+0xd8],3
  0049f5  mov     qword ptr [rbp+0x50],0x13
  004a00  mov     qword ptr [rbp+0xe8],1
  004a0b  mov     qword ptr [rbp+0x58],0x16
  004a16  mov     qword ptr [rbp+0xf0],2
  004a21  mov     qword ptr [rbp+<exit lists 0>0],0x28
  004a2c  mov     qword ptr [rbp+0x118],2
  004a37  mov     [rbp+0xa0],rsi
  004a3e  mov     qword ptr [rbp+0x138],1
  004a49  mov     rax,0x36
  004a53  jmp     0x0000000000000016
  004a58  add     rsi,1
  004a5f  mov     [rbp+0x30],r12
  004a66  mov     qword ptr [rbp+0xc8],3
  004a71  mov     [rbp+0x40],r13
  004a78  mov     qword ptr [rbp+0xd8],3
  004a83  mov     qword ptr [rbp+0x50],0x13
  004a8e  mov     qword ptr [rbp+0xe8],1
  004a99  mov     qword ptr [rbp+0x58],0x16
  004aa4  mov     qword ptr [rbp+0xf0],2
  004aaf  mov     qword ptr [rbp+<exit lists 0>0],0x28
  004aba  mov     qword ptr [rbp+0x118],2
  004ac5  mov     [rbp+0x90],r15
  004acc  mov     qword ptr [rbp+0x128],1
  004ad7  mov     [rbp+0xa0],rsi
  004ade  mov     qword ptr [rbp+0x138],1
  004ae9  mov     rax,0x37
  004af3  jmp     0x0000000000000016
  004af8  mov     [rbp+0x30],r12
  004aff  mov     qword ptr [rbp+0xc8],3
  004b0a  mov     [rbp+0x40],r13
  004b11  mov     qword ptr [rbp+0xd8],3
  004b1c  mov     qword ptr [rbp+0x50],0x13
  004b27  mov     qword ptr [rbp+0xe8],1
  004b32  mov     qword ptr [rbp+0x58],0x16
  004b3d  mov     qword ptr [rbp+0xf0],2
  004b48  mov     qword ptr [rbp+<exit lists 0>0],0x28
  004b53  mov     qword ptr [rbp+0x118],2
  004b5e  mov     [rbp+0x90],r15
  004b65  mov     qword ptr [rbp+0x128],1
  004b70  mov     [rbp+0xa0],rsi
  004b77  mov     qword ptr [rbp+0x138],1
  004b82  mov     rax,0x38
  004b8c  jmp     0x0000000000000016
  004b91  mov     [rbp+0x30],r12
  004b98  mov     qword ptr [rbp+0xc8],3
  004ba3  mov     [rbp+0x40],r13
  004baa  mov     qword ptr [rbp+0xd8],3
  004bb5  mov     qword ptr [rbp+0x50],0x13
  004bc0  mov     qword ptr [rbp+0xe8],1
  004bcb  mov     qword ptr [rbp+0x58],0x16
  004bd6  mov     qword ptr [rbp+0xf0],2
  004be1  mov     qword ptr [rbp+<exit lists 0>0],0x28
  004bec  mov     qword ptr [rbp+0x118],2
  004bf7  mov     [rbp+<exit lists 0>8],rbx
  004bfe  mov     qword ptr [rbp+0x120],1
  004c09  mov     [rbp+0x90],r15
  004c10  mov     qword ptr [rbp+0x128],1
  004c1b  mov     [rbp+0xa0],rsi
  004c22  mov     qword ptr [rbp+0x138],1
  004c2d  mov     rax,0x39
  004c37  jmp     0x0000000000000016
  004c3c  mov     [rbp+0x30],r12
  004c43  mov     qword ptr [rbp+0xc8],3
  004c4e  mov     [rbp+0x40],r13
  004c55  mov     qword ptr [rbp+0xd8],3
  004c60  mov     qword ptr [rbp+0x50],0x14
  004c6b  mov     qword ptr [rbp+0xe8],1
  004c76  mov     qword ptr [rbp+<exit lists 0>0],0x2c
  004c81  mov     qword ptr [rbp+0x118],2
  004c8c  mov     [rbp+0xa0],rbx
  004c93  mov     qword ptr [rbp+0x138],1
  004c9e  mov     qword ptr [rbp+0xa8],1
  004ca9  mov     qword ptr [rbp+0x140],1
  004cb4  mov     rax,0x3a
  004cbe  jmp     0x0000000000000016
  004cc3  add     rbx,1
  004cca  mov     [rbp+0x30],r12
  004cd1  mov     qword ptr [rbp+0xc8],3
  004cdc  mov     [rbp+0x40],r13
  004ce3  mov     qword ptr [rbp+0xd8],3
  004cee  mov     qword ptr [rbp+0x50],0x14
  004cf9  mov     qword ptr [rbp+0xe8],1
  004d04  mov     qword ptr [rbp+<exit lists 0>0],0x2c
  004d0f  mov     qword ptr [rbp+0x118],2
  004d1a  mov     [rbp+0xa0],rbx
  004d21  mov     qword ptr [rbp+0x138],1
  004d2c  mov     rax,0x3b
  004d36  jmp     0x0000000000000016
  004d3b  mov     [rbp+0x30],r12
  004d42  mov     qword ptr [rbp+0xc8],3
  004d4d  mov     [rbp+0x40],r13
  004d54  mov     qword ptr [rbp+0xd8],3
  004d5f  mov     qword ptr [rbp+0x50],0x14
  004d6a  mov     qword ptr [rbp+0xe8],1
  004d75  mov     qword ptr [rbp+<exit lists 0>0],0x2c
  004d80  mov     qword ptr [rbp+0x118],2
  004d8b  mov     [rbp+0xa0],rbx
  004d92  mov     qword ptr [rbp+0x138],1
  004d9d  mov     rax,0x3c
  004da7  jmp     0x0000000000000016
  004dac  mov     [rbp+0x30],r12
  004db3  mov     qword ptr [rbp+0xc8],3
  004dbe  mov     [rbp+0x40],r13
  004dc5  mov     qword ptr [rbp+0xd8],3
  004dd0  mov     qword ptr [rbp+0x50],0x14
  004ddb  mov     qword ptr [rbp+0xe8],1
  004de6  mov     qword ptr [rbp+<exit lists 0>0],0x2c
  004df1  mov     qword ptr [rbp+0x118],2
  004dfc  mov     [rbp+<exit lists 0>8],r15
  004e03  mov     qword ptr [rbp+0x120],1
  004e0e  mov     [rbp+0xa0],rbx
  004e15  mov     qword ptr [rbp+0x138],1
  004e20  mov     rax,0x3d
  004e2a  jmp     0x0000000000000016
  004e2f  mov     [rbp+0x30],r12
  004e36  mov     qword ptr [rbp+0xc8],3
  004e41  mov     [rbp+0x40],r13
  004e48  mov     qword ptr [rbp+0xd8],3
  004e53  mov     qword ptr [rbp+0x50],0x14
  004e5e  mov     qword ptr [rbp+0xe8],1
  004e69  mov     [rbp+<exit lists 0>8],r15
  004e70  mov     qword ptr [rbp+0x120],1
  004e7b  mov     rax,0x3e
  004e85  jmp     0x00000000000060f0
  004e8a  mov     [rbp+0x30],r12
  004e91  mov     qword ptr [rbp+0xc8],3
  004e9c  mov     [rbp+0x40],r13
  004ea3  mov     qword ptr [rbp+0xd8],3
  004eae  mov     qword ptr [rbp+0x50],0x1f
  004eb9  mov     qword ptr [rbp+0xe8],1
  004ec4  mov     qword ptr [rbp+0x78],3
  004ecf  mov     qword ptr [rbp+0x110],1
  004eda  mov     rax,0x3f
  004ee4  jmp     0x0000000000000016
  004ee9  mov     [rbp+0x30],r12
  004ef0  mov     qword ptr [rbp+0xc8],3
  004efb  mov     [rbp+0x40],r13
  004f02  mov     qword ptr [rbp+0xd8],3
  004f0d  mov     qword ptr [rbp+0x50],0x21
  004f18  mov     qword ptr [rbp+0xe8],1
  004f23  mov     qword ptr [rbp+0x78],1
  004f2e  mov     qword ptr [rbp+0x110],1
  004f39  mov     rax,0x40
  004f43  jmp     0x0000000000000016
  004f48  mov     [rbp+0x30],r12
  004f4f  mov     qword ptr [rbp+0xc8],3
  004f5a  mov     [rbp+0x40],r13
  004f61  mov     qword ptr [rbp+0xd8],3
  004f6c  mov     qword ptr [rbp+0x50],0x25
  004f77  mov     qword ptr [rbp+0xe8],1
  004f82  mov     qword ptr [rbp+0x58],0xf
  004f8d  mov     qword ptr [rbp+0xf0],2
  004f98  mov     qword ptr [rbp+<exit lists 0>0],0x28
  004fa3  mov     qword ptr [rbp+0x118],2
  004fae  mov     [rbp+0xa0],r14
  004fb5  mov     qword ptr [rbp+0x138],1
  004fc0  mov     qword ptr [rbp+0xb8],1
  004fcb  mov     qword ptr [rbp+0x150],1
  004fd6  mov     rax,0x41
  004fe0  jmp     0x0000000000000016
  004fe5  add     r14,1
  004fec  mov     [rbp+0x30],r12
  004ff3  mov     qword ptr [rbp+0xc8],3
  004ffe  mov     [rbp+0x40],r13
  005005  mov     qword ptr [rbp+0xd8],3
  005010  mov     qword ptr [rbp+0x50],0x25
  00501b  mov     qword ptr [rbp+0xe8],1
  005026  mov     qword ptr [rbp+0x58],0xf
  005031  mov     qword ptr [rbp+0xf0],2
  00503c  mov     qword ptr [rbp+<exit lists 0>0],0x28
  005047  mov     qword ptr [rbp+0x118],2
  005052  mov     [rbp+0xa0],r14
  005059  mov     qword ptr [rbp+0x138],1
  005064  mov     rax,0x42
  00506e  jmp     0x0000000000000016
  005073  mov     [rbp+0x30],r12
  00507a  mov     qword ptr [rbp+0xc8],3
  005085  mov     [rbp+0x40],r13
  00508c  mov     qword ptr [rbp+0xd8],3
  005097  mov     qword ptr [rbp+0x50],0x25
  0050a2  mov     qword ptr [rbp+0xe8],1
  0050ad  mov     qword ptr [rbp+0x58],0xf
  0050b8  mov     qword ptr [rbp+0xf0],2
  0050c3  mov     qword ptr [rbp+<exit lists 0>0],0x28
  0050ce  mov     qword ptr [rbp+0x118],2
  0050d9  mov     [rbp+0xa0],r14
  0050e0  mov     qword ptr [rbp+0x138],1
  0050eb  mov     rax,0x43
  0050f5  jmp     0x0000000000000016
  0050fa  add     r14,1
  005101  mov     [rbp+0x30],r12
  005108  mov     qword ptr [rbp+0xc8],3
  005113  mov     [rbp+0x40],r13
  00511a  mov     qword ptr [rbp+0xd8],3
  005125  mov     qword ptr [rbp+0x50],0x25
  005130  mov     qword ptr [rbp+0xe8],1
  00513b  mov     qword ptr [rbp+0x58],0xf
  005146  mov     qword ptr [rbp+0xf0],2
  005151  mov     qword ptr [rbp+<exit lists 0>0],0x28
  00515c  mov     qword ptr [rbp+0x118],2
  005167  mov     [rbp+0x90],r15
  00516e  mov     qword ptr [rbp+0x128],1
  005179  mov     [rbp+0xa0],r14
  005180  mov     qword ptr [rbp+0x138],1
  00518b  mov     rax,0x44
  005195  jmp     0x0000000000000016
  00519a  mov     [rbp+0x30],r12
  0051a1  mov     qword ptr [rbp+0xc8],3
  0051ac  mov     [rbp+0x40],r13
  0051b3  mov     qword ptr [rbp+0xd8],3
  0051be  mov     qword ptr [rbp+0x50],0x25
  0051c9  mov     qword ptr [rbp+0xe8],1
  0051d4  mov     qword ptr [rbp+0x58],0xf
  0051df  mov     qword ptr [rbp+0xf0],2
  0051ea  mov     qword ptr [rbp+<exit lists 0>0],0x28
  0051f5  mov     qword ptr [rbp+0x118],2
  005200  mov     [rbp+0x90],r15
  005207  mov     qword ptr [rbp+0x128],1
  005212  mov     [rbp+0xa0],r14
  005219  mov     qword ptr [rbp+0x138],1
  005224  mov     rax,0x45
  00522e  jmp     0x0000000000000016
  005233  mov     [rbp+0x30],r12
  00523a  mov     qword ptr [rbp+0xc8],3
  005245  mov     [rbp+0x40],r13
  00524c  mov     qword ptr [rbp+0xd8],3
  005257  mov     qword ptr [rbp+0x50],0x25
  005262  mov     qword ptr [rbp+0xe8],1
  00526d  mov     qword ptr [rbp+0x58],0xf
  005278  mov     qword ptr [rbp+0xf0],2
  005283  mov     qword ptr [rbp+<exit lists 0>0],0x28
  00528e  mov     qword ptr [rbp+0x118],2
  005299  mov     [rbp+<exit lists 0>8],rbx
  0052a0  mov     qword ptr [rbp+0x120],1
  0052ab  mov     [rbp+0x90],r15
  0052b2  mov     qword ptr [rbp+0x128],1
  0052bd  mov     [rbp+0xa0],r14
  0052c4  mov     qword ptr [rbp+0x138],1
  0052cf  mov     rax,0x46
  0052d9  jmp     0x0000000000000016
  0052de  mov     [rbp+0x30],r12
  0052e5  mov     qword ptr [rbp+0xc8],3
  0052f0  mov     [rbp+0x40],r13
  0052f7  mov     qword ptr [rbp+0xd8],3
  005302  mov     qword ptr [rbp+0x50],0x25
  00530d  mov     qword ptr [rbp+0xe8],1
  005318  mov     [rbp+<exit lists 0>8],rbx
  00531f  mov     qword ptr [rbp+0x120],1
  00532a  mov     [rbp+0x90],r15
  005331  mov     qword ptr [rbp+0x128],1
  00533c  mov     rax,0x47
  005346  jmp     0x0000000000000016
  00534b  mov     [rbp+0x30],r12
  005352  mov     qword ptr [rbp+0xc8],3
  00535d  mov     [rbp+0x40],r13
  005364  mov     qword ptr [rbp+0xd8],3
  00536f  mov     qword ptr [rbp+0x50],0x26
  00537a  mov     qword ptr [rbp+0xe8],1
  005385  mov     qword ptr [rbp+0x58],0x13
  005390  mov     qword ptr [rbp+0xf0],2
  00539b  mov     qword ptr [rbp+<exit lists 0>0],0x28
  0053a6  mov     qword ptr [rbp+0x118],2
  0053b1  mov     [rbp+0xa0],rbx
  0053b8  mov     qword ptr [rbp+0x138],1
  0053c3  mov     qword ptr [rbp+0xb8],1
  0053ce  mov     qword ptr [rbp+0x150],1
  0053d9  mov     rax,0x48
  0053e3  jmp     0x0000000000000016
  0053e8  add     rbx,1
  0053ef  mov     [rbp+0x30],r12
  0053f6  mov     qword ptr [rbp+0xc8],3
  005401  mov     [rbp+0x40],r13
  005408  mov     qword ptr [rbp+0xd8],3
  005413  mov     qword ptr [rbp+0x50],0x26
  00541e  mov     qword ptr [rbp+0xe8],1
  005429  mov     qword ptr [rbp+0x58],0x13
  005434  mov     qword ptr [rbp+0xf0],2
  00543f  mov     qword ptr [rbp+<exit lists 0>0],0x28
  00544a  mov     qword ptr [rbp+0x118],2
  005455  mov     [rbp+0xa0],rbx
  00545c  mov     qword ptr [rbp+0x138],1
  005467  mov     rax,0x49
  005471  jmp     0x0000000000000016
  005476  mov     [rbp+0x30],r12
  00547d  mov     qword ptr [rbp+0xc8],3
  005488  mov     [rbp+0x40],r13
  00548f  mov     qword ptr [rbp+0xd8],3
  00549a  mov     qword ptr [rbp+0x50],0x26
  0054a5  mov     qword ptr [rbp+0xe8],1
  0054b0  mov     qword ptr [rbp+0x58],0x13
  0054bb  mov     qword ptr [rbp+0xf0],2
  0054c6  mov     qword ptr [rbp+<exit lists 0>0],0x28
  0054d1  mov     qword ptr [rbp+0x118],2
  0054dc  mov     [rbp+0xa0],rbx
  0054e3  mov     qword ptr [rbp+0x138],1
  0054ee  mov     rax,0x4a
  0054f8  jmp     0x0000000000000016
  0054fd  add     rbx,1
  005504  mov     [rbp+0x30],r12
  00550b  mov     qword ptr [rbp+0xc8],3
  005516  mov     [rbp+0x40],r13
  00551d  mov     qword ptr [rbp+0xd8],3
  005528  mov     qword ptr [rbp+0x50],0x26
  005533  mov     qword ptr [rbp+0xe8],1
  00553e  mov     qword ptr [rbp+0x58],0x13
  005549  mov     qword ptr [rbp+0xf0],2
  005554  mov     qword ptr [rbp+<exit lists 0>0],0x28
  00555f  mov     qword ptr [rbp+0x118],2
  00556a  mov     [rbp+0x90],r15
  005571  mov     qword ptr [rbp+0x128],1
  00557c  mov     [rbp+0xa0],rbx
  005583  mov     qword ptr [rbp+0x138],1
  00558e  mov     rax,0x4b
  005598  jmp     0x0000000000000016
  00559d  mov     [rbp+0x30],r12
  0055a4  mov     qword ptr [rbp+0xc8],3
  0055af  mov     [rbp+0x40],r13
  0055b6  mov     qword ptr [rbp+0xd8],3
  0055c1  mov     qword ptr [rbp+0x50],0x26
  0055cc  mov     qword ptr [rbp+0xe8],1
  0055d7  mov     qword ptr [rbp+0x58],0x13
  0055e2  mov     qword ptr [rbp+0xf0],2
  0055ed  mov     qword ptr [rbp+<exit lists 0>0],0x28
  0055f8  mov     qword ptr [rbp+0x118],2
  005603  mov     [rbp+0x90],r15
  00560a  mov     qword ptr [rbp+0x128],1
  005615  mov     [rbp+0xa0],rbx
  00561c  mov     qword ptr [rbp+0x138],1
  005627  mov     rax,0x4c
  005631  jmp     0x0000000000000016
  005636  mov     [rbp+0x30],r12
  00563d  mov     qword ptr [rbp+0xc8],3
  005648  mov     [rbp+0x40],r13
  00564f  mov     qword ptr [rbp+0xd8],3
  00565a  mov     qword ptr [rbp+0x50],0x26
  005665  mov     qword ptr [rbp+0xe8],1
  005670  mov     qword ptr [rbp+0x58],0x13
  00567b  mov     qword ptr [rbp+0xf0],2
  005686  mov     qword ptr [rbp+<exit lists 0>0],0x28
  005691  mov     qword ptr [rbp+0x118],2
  00569c  mov     [rbp+<exit lists 0>8],r14
  0056a3  mov     qword ptr [rbp+0x120],1
  0056ae  mov     [rbp+0x90],r15
  0056b5  mov     qword ptr [rbp+0x128],1
  0056c0  mov     [rbp+0xa0],rbx
  0056c7  mov     qword ptr [rbp+0x138],1
  0056d2  mov     rax,0x4d
  0056dc  jmp     0x0000000000000016
  0056e1  sub     r14,r15
  0056e4  mov     [rbp+0x30],r12
  0056eb  mov     qword ptr [rbp+0xc8],3
  0056f6  mov     [rbp+0x40],r13
  0056fd  mov     qword ptr [rbp+0xd8],3
  005708  mov     qword ptr [rbp+0x50],0x26
  005713  mov     qword ptr [rbp+0xe8],1
  00571e  mov     [rbp+<exit lists 0>8],r14
  005725  mov     qword ptr [rbp+0x120],1
  005730  mov     [rbp+0x90],r15
  005737  mov     qword ptr [rbp+0x128],1
  005742  mov     rax,0x4e
  00574c  jmp     0x0000000000000016
  005751  mov     [rbp+0x30],r12
  005758  mov     qword ptr [rbp+0xc8],3
  005763  mov     [rbp+0x40],r13
  00576a  mov     qword ptr [rbp+0xd8],3
  005775  mov     qword ptr [rbp+0x50],0x27
  005780  mov     qword ptr [rbp+0xe8],1
  00578b  mov     qword ptr [rbp+<exit lists 0>0],0x27
  005796  mov     qword ptr [rbp+0x118],2
  0057a1  mov     [rbp+0xa0],r14
  0057a8  mov     qword ptr [rbp+0x138],1
  0057b3  mov     qword ptr [rbp+0xa8],1
  0057be  mov     qword ptr [rbp+0x140],1
  0057c9  mov     rax,0x4f
  0057d3  jmp     0x0000000000000016
  0057d8  add     r14,1
  0057df  mov     [rbp+0x30],r12
  0057e6  mov     qword ptr [rbp+0xc8],3
  0057f1  mov     [rbp+0x40],r13
  0057f8  mov     qword ptr [rbp+0xd8],3
  005803  mov     qword ptr [rbp+0x50],0x27
  00580e  mov     qword ptr [rbp+0xe8],1
  005819  mov     qword ptr [rbp+<exit lists 0>0],0x27
  005824  mov     qword ptr [rbp+0x118],2
  00582f  mov     [rbp+0xa0],r14
  005836  mov     qword ptr [rbp+0x138],1
  005841  mov     rax,0x50
  00584b  jmp     0x0000000000000016
  005850  mov     [rbp+0x30],r12
  005857  mov     qword ptr [rbp+0xc8],3
  005862  mov     [rbp+0x40],r13
  005869  mov     qword ptr [rbp+0xd8],3
  005874  mov     qword ptr [rbp+0x50],0x27
  00587f  mov     qword ptr [rbp+0xe8],1
  00588a  mov     qword ptr [rbp+<exit lists 0>0],0x27
  005895  mov     qword ptr [rbp+0x118],2
  0058a0  mov     [rbp+0xa0],r14
  0058a7  mov     qword ptr [rbp+0x138],1
  0058b2  mov     rax,0x51
  0058bc  jmp     0x0000000000000016
  0058c1  mov     [rbp+0x30],r12
  0058c8  mov     qword ptr [rbp+0xc8],3
  0058d3  mov     [rbp+0x40],r13
  0058da  mov     qword ptr [rbp+0xd8],3
  0058e5  mov     qword ptr [rbp+0x50],0x27
  0058f0  mov     qword ptr [rbp+0xe8],1
  0058fb  mov     qword ptr [rbp+<exit lists 0>0],0x27
  005906  mov     qword ptr [rbp+0x118],2
  005911  mov     [rbp+<exit lists 0>8],r15
  005918  mov     qword ptr [rbp+0x120],1
  005923  mov     [rbp+0xa0],r14
  00592a  mov     qword ptr [rbp+0x138],1
  005935  mov     rax,0x52
  00593f  jmp     0x0000000000000016
  005944  mov     [rbp+0x30],r12
  00594b  mov     qword ptr [rbp+0xc8],3
  005956  mov     [rbp+0x40],r13
  00595d  mov     qword ptr [rbp+0xd8],3
  005968  mov     qword ptr [rbp+0x50],0x29
  005973  mov     qword ptr [rbp+0xe8],1
  00597e  mov     qword ptr [rbp+0x78],2
  005989  mov     qword ptr [rbp+0x110],1
  005994  mov     rax,0x54
  00599e  jmp     0x0000000000000016
  0059a3  mov     [rbp+0x30],r12
  0059aa  mov     qword ptr [rbp+0xc8],3
  0059b5  mov     [rbp+0x40],r13
  0059bc  mov     qword ptr [rbp+0xd8],3
  0059c7  mov     qword ptr [rbp+0x50],0x2d
  0059d2  mov     qword ptr [rbp+0xe8],1
  0059dd  mov     qword ptr [rbp+0x58],0x13
  0059e8  mov     qword ptr [rbp+0xf0],2
  0059f3  mov     qword ptr [rbp+<exit lists 0>0],0x28
  0059fe  mov     qword ptr [rbp+0x118],2
  005a09  mov     [rbp+0xa0],r15
  005a10  mov     qword ptr [rbp+0x138],1
  005a1b  mov     qword ptr [rbp+0xb8],1
  005a26  mov     qword ptr [rbp+0x150],1
  005a31  mov     rax,0x55
  005a3b  jmp     0x0000000000000016
  005a40  add     r15,1
  005a47  mov     [rbp+0x30],r12
  005a4e  mov     qword ptr [rbp+0xc8],3
  005a59  mov     [rbp+0x40],r13
  005a60  mov     qword ptr [rbp+0xd8],3
  005a6b  mov     qword ptr [rbp+0x50],0x2d
  005a76  mov     qword ptr [rbp+0xe8],1
  005a81  mov     qword ptr [rbp+0x58],0x13
  005a8c  mov     qword ptr [rbp+0xf0],2
  005a97  mov     qword ptr [rbp+<exit lists 0>0],0x28
  005aa2  mov     qword ptr [rbp+0x118],2
  005aad  mov     [rbp+0xa0],r15
  005ab4  mov     qword ptr [rbp+0x138],1
  005abf  mov     rax,0x56
  005ac9  jmp     0x0000000000000016
  005ace  mov     [rbp+0x30],r12
  005ad5  mov     qword ptr [rbp+0xc8],3
  005ae0  mov     [rbp+0x40],r13
  005ae7  mov     qword ptr [rbp+0xd8],3
  005af2  mov     qword ptr [rbp+0x50],0x2d
  005afd  mov     qword ptr [rbp+0xe8],1
  005b08  mov     qword ptr [rbp+0x58],0x13
  005b13  mov     qword ptr [rbp+0xf0],2
  005b1e  mov     qword ptr [rbp+<exit lists 0>0],0x28
  005b29  mov     qword ptr [rbp+0x118],2
  005b34  mov     [rbp+0xa0],r15
  005b3b  mov     qword ptr [rbp+0x138],1
  005b46  mov     rax,0x57
  005b50  jmp     0x0000000000000016
  005b55  add     r15,1
  005b5c  mov     [rbp+0x30],r12
  005b63  mov     qword ptr [rbp+0xc8],3
  005b6e  mov     [rbp+0x40],r13
  005b75  mov     qword ptr [rbp+0xd8],3
  005b80  mov     qword ptr [rbp+0x50],0x2d
  005b8b  mov     qword ptr [rbp+0xe8],1
  005b96  mov     qword ptr [rbp+0x58],0x13
  005ba1  mov     qword ptr [rbp+0xf0],2
  005bac  mov     qword ptr [rbp+<exit lists 0>0],0x28
  005bb7  mov     qword ptr [rbp+0x118],2
  005bc2  mov     [rbp+0x90],r14
  005bc9  mov     qword ptr [rbp+0x128],1
  005bd4  mov     [rbp+0xa0],r15
  005bdb  mov     qword ptr [rbp+0x138],1
  005be6  mov     rax,0x58
  005bf0  jmp     0x0000000000000016
  005bf5  mov     [rbp+0x30],r12
  005bfc  mov     qword ptr [rbp+0xc8],3
  005c07  mov     [rbp+0x40],r13
  005c0e  mov     qword ptr [rbp+0xd8],3
  005c19  mov     qword ptr [rbp+0x50],0x2d
  005c24  mov     qword ptr [rbp+0xe8],1
  005c2f  mov     qword ptr [rbp+0x58],0x13
  005c3a  mov     qword ptr [rbp+0xf0],2
  005c45  mov     qword ptr [rbp+<exit lists 0>0],0x28
  005c50  mov     qword ptr [rbp+0x118],2
  005c5b  mov     [rbp+0x90],r14
  005c62  mov     qword ptr [rbp+0x128],1
  005c6d  mov     [rbp+0xa0],r15
  005c74  mov     qword ptr [rbp+0x138],1
  005c7f  mov     rax,0x59
  005c89  jmp     0x0000000000000016
  005c8e  mov     [rbp+0x30],r12
  005c95  mov     qword ptr [rbp+0xc8],3
  005ca0  mov     [rbp+0x40],r13
  005ca7  mov     qword ptr [rbp+0xd8],3
  005cb2  mov     qword ptr [rbp+0x50],0x2d
  005cbd  mov     qword ptr [rbp+0xe8],1
  005cc8  mov     qword ptr [rbp+0x58],0x13
  005cd3  mov     qword ptr [rbp+0xf0],2
  005cde  mov     qword ptr [rbp+<exit lists 0>0],0x28
  005ce9  mov     qword ptr [rbp+0x118],2
  005cf4  mov     [rbp+<exit lists 0>8],rbx
  005cfb  mov     qword ptr [rbp+0x120],1
  005d06  mov     [rbp+0x90],r14
  005d0d  mov     qword ptr [rbp+0x128],1
  005d18  mov     [rbp+0xa0],r15
  005d1f  mov     qword ptr [rbp+0x138],1
  005d2a  mov     rax,0x5a
  005d34  jmp     0x0000000000000016
  005d39  sub     rbx,r14
  005d3c  mov     [rbp+0x30],r12
  005d43  mov     qword ptr [rbp+0xc8],3
  005d4e  mov     [rbp+0x40],r13
  005d55  mov     qword ptr [rbp+0xd8],3
  005d60  mov     qword ptr [rbp+0x50],0x2d
  005d6b  mov     qword ptr [rbp+0xe8],1
  005d76  mov     [rbp+<exit lists 0>8],rbx
  005d7d  mov     qword ptr [rbp+0x120],1
  005d88  mov     [rbp+0x90],r14
  005d8f  mov     qword ptr [rbp+0x128],1
  005d9a  mov     rax,0x5b
  005da4  jmp     0x0000000000000016
  005da9  mov     [rbp+0x30],r12
  005db0  mov     qword ptr [rbp+0xc8],3
  005dbb  mov     [rbp+0x40],r13
  005dc2  mov     qword ptr [rbp+0xd8],3
  005dcd  mov     qword ptr [rbp+0x50],0x2e
  005dd8  mov     qword ptr [rbp+0xe8],1
  005de3  mov     qword ptr [rbp+<exit lists 0>0],0x27
  005dee  mov     qword ptr [rbp+0x118],2
  005df9  mov     [rbp+0xa0],rbx
  005e00  mov     qword ptr [rbp+0x138],1
  005e0b  mov     qword ptr [rbp+0xa8],1
  005e16  mov     qword ptr [rbp+0x140],1
  005e21  mov     rax,0x5c
  005e2b  jmp     0x0000000000000016
  005e30  add     rbx,1
  005e37  mov     [rbp+0x30],r12
  005e3e  mov     qword ptr [rbp+0xc8],3
  005e49  mov     [rbp+0x40],r13
  005e50  mov     qword ptr [rbp+0xd8],3
  005e5b  mov     qword ptr [rbp+0x50],0x2e
  005e66  mov     qword ptr [rbp+0xe8],1
  005e71  mov     qword ptr [rbp+<exit lists 0>0],0x27
  005e7c  mov     qword ptr [rbp+0x118],2
  005e87  mov     [rbp+0xa0],rbx
  005e8e  mov     qword ptr [rbp+0x138],1
  005e99  mov     rax,0x5d
  005ea3  jmp     0x0000000000000016
  005ea8  mov     [rbp+0x30],r12
  005eaf  mov     qword ptr [rbp+0xc8],3
  005eba  mov     [rbp+0x40],r13
  005ec1  mov     qword ptr [rbp+0xd8],3
  005ecc  mov     qword ptr [rbp+0x50],0x2e
  005ed7  mov     qword ptr [rbp+0xe8],1
  005ee2  mov     qword ptr [rbp+<exit lists 0>0],0x27
  005eed  mov     qword ptr [rbp+0x118],2
  005ef8  mov     [rbp+0xa0],rbx
  005eff  mov     qword ptr [rbp+0x138],1
  005f0a  mov     rax,0x5e
  005f14  jmp     0x0000000000000016
  005f19  mov     [rbp+0x30],r12
  005f20  mov     qword ptr [rbp+0xc8],3
  005f2b  mov     [rbp+0x40],r13
  005f32  mov     qword ptr [rbp+0xd8],3
  005f3d  mov     qword ptr [rbp+0x50],0x2e
  005f48  mov     qword ptr [rbp+0xe8],1
  005f53  mov     qword ptr [rbp+<exit lists 0>0],0x27
  005f5e  mov     qword ptr [rbp+0x118],2
  005f69  mov     [rbp+<exit lists 0>8],r14
  005f70  mov     qword ptr [rbp+0x120],1
  005f7b  mov     [rbp+0xa0],rbx
  005f82  mov     qword ptr [rbp+0x138],1
  005f8d  mov     rax,0x5f
  005f97  jmp     0x0000000000000016
  005f9c  mov     [rbp+0x30],r12
  005fa3  mov     qword ptr [rbp+0xc8],3
  005fae  mov     [rbp+0x40],r13
  005fb5  mov     qword ptr [rbp+0xd8],3
  005fc0  mov     qword ptr [rbp+0x50],0x2e
  005fcb  mov     qword ptr [rbp+0xe8],1
  005fd6  mov     qword ptr [rbp+0x78],2
  005fe1  mov     qword ptr [rbp+0x110],1
  005fec  mov     [rbp+<exit lists 0>8],r14
  005ff3  mov     qword ptr [rbp+0x120],1
  005ffe  mov     rax,0x30
  006008  jmp     0x0000000000000016
  00600d  mov     [rbp+0x30],r12
  006014  mov     qword ptr [rbp+0xc8],3
  00601f  mov     [rbp+0x40],r13
  006026  mov     qword ptr [rbp+0xd8],3
  006031  mov     qword ptr [rbp+0x50],0x27
  00603c  mov     qword ptr [rbp+0xe8],1
  006047  mov     qword ptr [rbp+0x78],3
  006052  mov     qword ptr [rbp+0x110],1
  00605d  mov     [rbp+<exit lists 0>8],r15
  006064  mov     qword ptr [rbp+0x120],1
  00606f  mov     rax,0x53
  006079  jmp     0x0000000000000016
  00607e  mov     [rbp+0x30],r12
  006085  mov     qword ptr [rbp+0xc8],3
  006090  mov     [rbp+0x40],r13
  006097  mov     qword ptr [rbp+0xd8],3
  0060a2  mov     qword ptr [rbp+0x50],0x2e
  0060ad  mov     qword ptr [rbp+0xe8],1
  0060b8  mov     qword ptr [rbp+0x78],2
  0060c3  mov     qword ptr [rbp+0x110],1
  0060ce  mov     [rbp+<exit lists 0>8],r14
  0060d5  mov     qword ptr [rbp+0x120],1
  0060e0  mov     rax,0x60
  0060ea  jmp     0x0000000000000016

; T1: 8316 bytes
  0060f0  mov     qword ptr [rbp+0x18],0
; v0:list = input bytecode
  0060fb  cmp     qword ptr [rbp+0xc0],3
  006106  jne     0x00000000000071d4
  00610c  mov     rbx,[rbp+0x28]
; v1:list = input mem
  006113  cmp     qword ptr [rbp+0xc8],3
  00611e  jne     0x00000000000071d4
  006124  mov     r12,[rbp+0x30]
; v2:list = input stack
  00612b  cmp     qword ptr [rbp+0xd8],3
  006136  jne     0x00000000000071d4
  00613c  mov     r13,[rbp+0x40]
; v3:list = input rstack
  006143  cmp     qword ptr [rbp+0xe0],3
  00614e  jne     0x00000000000071d4
; v4:int = input pc
  006154  cmp     qword ptr [rbp+0xe8],1
  00615f  jne     0x00000000000071d4
  006165  mov     r14,[rbp+0x50]
; v5:int = input x
  00616c  cmp     qword ptr [rbp+0x120],1
  006177  jne     0x00000000000071d4
  00617d  mov     r15,[rbp+<exit lists 0>8]
; guard_true v5 => jump_if_zero_x/0 (0) {}
  006184  test    r15,r15
  006187  je      0x00000000000071e3
; v7:int = add v4, 2 => jump_not_taken/0 (1) {}
  00618d  add     r14,2
  006194  jo      0x00000000000071f2
; guard_value v0, ['push', 0, 'store', 1, 'load', 1, 'load', 0, 'lt', 'jump_if_zero', 50, 'push', 0, 'store', 2, 'load', 2, 'load', 0, 'eq', 'jump_if_zero', 31, 'load', 1, 'push', 1, 'add', 'store', 1, 'jump', 4, 'load', 3, 'load', 1, 'load', 2, 'mul', 'add', 'store', 3, 'load', 2, 'push', 1, 'add', 'store', 2, 'jump', 15, 'load', 3, 'halt'] => dispatch_loop/0 (2) {pc=v7}
  00619a  mov     rax,<list k1>
  0061a4  cmp     rbx,rax
  0061a7  jne     0x0000000000007208
; guard_value v7, 22 => dispatch_loop_promote_bytecode/0 (3) {pc=v7}
  0061ad  cmp     r14,0x16
  0061b4  jne     0x0000000000007262
; v10:int = readlist v1, 1 => op_load/2 (6) {pc=22, a=1}
  0061ba  cmp     qword ptr [r12],1
  0061c6  jbe     0x0000000000007295
  0061cc  mov     rax,[r12+8]
  0061d4  test    rax,rax
  0061d7  je      0x00000000000061ea
  0061dd  cmp     byte ptr [rax+1],1
  0061e4  jne     0x0000000000007295
  0061ea  mov     rax,[r12+0x10]
  0061f2  mov     r14,[rax+8]
; v11:list = append v2, v10 owned
  0061f9  sub     rsp,0x70
  006200  mov     [rsp+0x30],rcx
  006208  mov     [rsp+0x38],rsi
  006210  mov     [rsp+0x40],rdi
  006218  mov     [rsp+0x48],r8
  006220  mov     [rsp+0x50],r9
  006228  mov     [rsp+0x58],r10
  006230  mov     [rsp],r13
  006238  mov     qword ptr [rsp+8],3
  006244  mov     [rsp+0x10],r14
  00624c  mov     qword ptr [rsp+0x18],1
  006258  mov     rdi,[rbp+0x20]
  00625f  mov     esi,0xf
  006264  mov     rdx,rsp
  006267  mov     rcx,0xfffffffffffffffc
  006271  mov     r8,0xfffffffffffffffc
  00627b  mov     r9,0
  006285  mov     rax,<list_op>
  00628f  call    rax
  006291  mov     r11,rax
  006294  mov     rcx,[rsp+0x30]
  00629c  mov     rsi,[rsp+0x38]
  0062a4  mov     rdi,[rsp+0x40]
  0062ac  mov     r8,[rsp+0x48]
  0062b4  mov     r9,[rsp+0x50]
  0062bc  mov     r10,[rsp+0x58]
  0062c4  add     rsp,0x70
  0062cb  mov     r13,r11
; v12:list = append v11, 1 owned
  0062ce  sub     rsp,0x70
  0062d5  mov     [rsp+0x30],rcx
  0062dd  mov     [rsp+0x38],rsi
  0062e5  mov     [rsp+0x40],rdi
  0062ed  mov     [rsp+0x48],r8
  0062f5  mov     [rsp+0x50],r9
  0062fd  mov     [rsp+0x58],r10
  006305  mov     [rsp],r13
  00630d  mov     qword ptr [rsp+8],3
  006319  mov     qword ptr [rsp+0x10],1
  006325  mov     qword ptr [rsp+0x18],1
  006331  mov     rdi,[rbp+0x20]
  006338  mov     esi,0xf
  00633d  mov     rdx,rsp
  006340  mov     rcx,0xfffffffffffffffc
  00634a  mov     r8,0xfffffffffffffffc
  006354  mov     r9,0
  00635e  mov     rax,<list_op>
  006368  call    rax
  00636a  mov     r11,rax
  00636d  mov     rcx,[rsp+0x30]
  006375  mov     rsi,[rsp+0x38]
  00637d  mov     rdi,[rsp+0x40]
  006385  mov     r8,[rsp+0x48]
  00638d  mov     r9,[rsp+0x50]
  006395  mov     r10,[rsp+0x58]
  00639d  add     rsp,0x70
  0063a4  mov     r13,r11
; v13:int = len v12
  0063a7  mov     r14,[r13]
; v14:int = lt v13, 2
; guard_false v14 => pop2/2 (18) {stack=v12, pc=26, opcode='add', k='binary_xy', depth=v13, few=1}
  0063af  cmp     r14,2
  0063b6  jl      0x00000000000072d0
; v16:int = sub v13, 1 => pop2_top/0 (19) {stack=v12, pc=26, opcode='add', k='binary_xy', depth=v13}
  0063bc  sub     r14,1
  0063c3  jo      0x000000000000735b
; v17:int = readlist v12, v16 => pop2_top/1 (19) {stack=v12, pc=26, opcode='add', k='binary_xy', depth=v16}
  0063c9  cmp     r14,[r13]
  0063d1  jae     0x00000000000073d7
  0063d7  mov     rax,[r13+8]
  0063df  test    rax,rax
  0063e2  je      0x00000000000063f3
  0063e8  cmp     byte ptr [rax+r14],1
  0063ed  jne     0x00000000000073d7
  0063f3  mov     rax,[r13+0x10]
  0063fb  mov     rbx,[rax+r14*8]
; v18:int = sub v16, 1 => pop2_top/2 (19) {stack=v12, pc=26, opcode='add', k='binary_xy', y=v17, depth=v16}
  0063ff  sub     r14,1
  006406  jo      0x000000000000744c
; v19:int = readlist v12, v18 => pop2_top/3 (19) {stack=v12, pc=26, opcode='add', k='binary_xy', y=v17, depth=v18}
  00640c  cmp     r14,[r13]
  006414  jae     0x00000000000074da
  00641a  mov     rax,[r13+8]
  006422  test    rax,rax
  006425  je      0x0000000000006436
  00642b  cmp     byte ptr [rax+r14],1
  006430  jne     0x00000000000074da
  006436  mov     rax,[r13+0x10]
  00643e  mov     r15,[rax+r14*8]
; v20:list = slice v12, 0, v18 owned => pop2_top/4 (19) {stack=v12, pc=26, opcode='add', k='binary_xy', x=v19, y=v17, depth=v18}
  006442  sub     rsp,0x70
  006449  mov     [rsp+0x30],rcx
  006451  mov     [rsp+0x38],rsi
  006459  mov     [rsp+0x40],rdi
  006461  mov     [rsp+0x48],r8
  006469  mov     [rsp+0x50],r9
  006471  mov     [rsp+0x58],r10
  006479  mov     [rsp],r13
  006481  mov     qword ptr [rsp+8],3
  00648d  mov     qword ptr [rsp+0x10],0
  006499  mov     qword ptr [rsp+0x18],1
  0064a5  mov     [rsp+0x20],r14
  0064ad  mov     qword ptr [rsp+0x28],1
  0064b9  mov     rdi,[rbp+0x20]
  0064c0  mov     esi,0x10
  0064c5  mov     rdx,rsp
  0064c8  mov     rcx,0xfffffffffffffffc
  0064d2  mov     r8,0xfffffffffffffffc
  0064dc  mov     r9,0
  0064e6  mov     rax,<list_op>
  0064f0  call    rax
  0064f2  mov     r11,rax
  0064f5  mov     rcx,[rsp+0x30]
  0064fd  mov     rsi,[rsp+0x38]
  006505  mov     rdi,[rsp+0x40]
  00650d  mov     r8,[rsp+0x48]
  006515  mov     r9,[rsp+0x50]
  00651d  mov     r10,[rsp+0x58]
  006525  add     rsp,0x70
  00652c  test    rdx,rdx
  00652f  je      0x0000000000007561
  006535  mov     r13,r11
; v21:int = add v19, v17 => binary_add/0 (21) {stack=v20, pc=26, x=v19, y=v17}
  006538  add     r15,rbx
  00653b  jo      0x00000000000075fa
; v22:list = append v20, v21 owned
  006541  sub     rsp,0x70
  006548  mov     [rsp+0x30],rcx
  006550  mov     [rsp+0x38],rsi
  006558  mov     [rsp+0x40],rdi
  006560  mov     [rsp+0x48],r8
  006568  mov     [rsp+0x50],r9
  006570  mov     [rsp+0x58],r10
  006578  mov     [rsp],r13
  006580  mov     qword ptr [rsp+8],3
  00658c  mov     [rsp+0x10],r15
  006594  mov     qword ptr [rsp+0x18],1
  0065a0  mov     rdi,[rbp+0x20]
  0065a7  mov     esi,0xf
  0065ac  mov     rdx,rsp
  0065af  mov     rcx,0xfffffffffffffffc
  0065b9  mov     r8,0xfffffffffffffffc
  0065c3  mov     r9,0
  0065cd  mov     rax,<list_op>
  0065d7  call    rax
  0065d9  mov     r11,rax
  0065dc  mov     rcx,[rsp+0x30]
  0065e4  mov     rsi,[rsp+0x38]
  0065ec  mov     rdi,[rsp+0x40]
  0065f4  mov     r8,[rsp+0x48]
  0065fc  mov     r9,[rsp+0x50]
  006604  mov     r10,[rsp+0x58]
  00660c  add     rsp,0x70
  006613  mov     r13,r11
; v23:int = len v22
  006616  mov     r15,[r13]
; v24:int = eq v23, 0
; guard_false v24 => pop/2 (29) {stack=v22, pc=27, k='store_x', depth=v23, empty=1}
  00661e  test    r15,r15
  006621  je      0x0000000000007658
; v26:int = sub v23, 1 => pop_top/0 (30) {stack=v22, pc=27, k='store_x', depth=v23}
  006627  sub     r15,1
  00662e  jo      0x00000000000076cd
; v27:int = readlist v22, v26 => pop_top/1 (30) {stack=v22, pc=27, k='store_x', depth=v26}
  006634  cmp     r15,[r13]
  00663c  jae     0x0000000000007733
  006642  mov     rax,[r13+8]
  00664a  test    rax,rax
  00664d  je      0x000000000000665e
  006653  cmp     byte ptr [rax+r15],1
  006658  jne     0x0000000000007733
  00665e  mov     rax,[r13+0x10]
  006666  mov     rbx,[rax+r15*8]
; v28:list = slice v22, 0, v26 owned => pop_top/2 (30) {stack=v22, pc=27, k='store_x', x=v27, depth=v26}
  00666a  sub     rsp,0x70
  006671  mov     [rsp+0x30],rcx
  006679  mov     [rsp+0x38],rsi
  006681  mov     [rsp+0x40],rdi
  006689  mov     [rsp+0x48],r8
  006691  mov     [rsp+0x50],r9
  006699  mov     [rsp+0x58],r10
  0066a1  mov     [rsp],r13
  0066a9  mov     qword ptr [rsp+8],3
  0066b5  mov     qword ptr [rsp+0x10],0
  0066c1  mov     qword ptr [rsp+0x18],1
  0066cd  mov     [rsp+0x20],r15
  0066d5  mov     qword ptr [rsp+0x28],1
  0066e1  mov     rdi,[rbp+0x20]
  0066e8  mov     esi,0x10
  0066ed  mov     rdx,rsp
  0066f0  mov     rcx,0xfffffffffffffffc
  0066fa  mov     r8,0xfffffffffffffffc
  006704  mov     r9,0
  00670e  mov     rax,<list_op>
  006718  call    rax
  00671a  mov     r11,rax
  00671d  mov     rcx,[rsp+0x30]
  006725  mov     rsi,[rsp+0x38]
  00672d  mov     rdi,[rsp+0x40]
  006735  mov     r8,[rsp+0x48]
  00673d  mov     r9,[rsp+0x50]
  006745  mov     r10,[rsp+0x58]
  00674d  add     rsp,0x70
  006754  test    rdx,rdx
  006757  je      0x0000000000007792
  00675d  mov     r13,r11
; v29:list = set v1, 1, v27 owned => store_x/2 (32) {stack=v28, pc=27, a=1, x=v27}
  006760  sub     rsp,0x70
  006767  mov     [rsp+0x30],rcx
  00676f  mov     [rsp+0x38],rsi
  006777  mov     [rsp+0x40],rdi
  00677f  mov     [rsp+0x48],r8
  006787  mov     [rsp+0x50],r9
  00678f  mov     [rsp+0x58],r10
  006797  mov     [rsp],r12
  00679f  mov     qword ptr [rsp+8],3
  0067ab  mov     qword ptr [rsp+0x10],1
  0067b7  mov     qword ptr [rsp+0x18],1
  0067c3  mov     [rsp+0x20],rbx
  0067cb  mov     qword ptr [rsp+0x28],1
  0067d7  mov     rdi,[rbp+0x20]
  0067de  mov     esi,0xe
  0067e3  mov     rdx,rsp
  0067e6  mov     rcx,0xfffffffffffffffe
  0067f0  mov     r8,0xfffffffffffffffe
  0067fa  mov     r9,0
  006804  mov     rax,<list_op>
  00680e  call    rax
  006810  mov     r11,rax
  006813  mov     rcx,[rsp+0x30]
  00681b  mov     rsi,[rsp+0x38]
  006823  mov     rdi,[rsp+0x40]
  00682b  mov     r8,[rsp+0x48]
  006833  mov     r9,[rsp+0x50]
  00683b  mov     r10,[rsp+0x58]
  006843  add     rsp,0x70
  00684a  test    rdx,rdx
  00684d  je      0x0000000000007803
  006853  mov     r12,r11
; v30:int = readlist v29, 1 => op_load/2 (52) {mem=v29, stack=v28, pc=4, a=1}
  006856  cmp     qword ptr [r12],1
  006862  jbe     0x0000000000007862
  006868  mov     rax,[r12+8]
  006870  test    rax,rax
  006873  je      0x0000000000006886
  006879  cmp     byte ptr [rax+1],1
  006880  jne     0x0000000000007862
  006886  mov     rax,[r12+0x10]
  00688e  mov     rbx,[rax+8]
; v31:list = append v28, v30 owned
  006895  sub     rsp,0x70
  00689c  mov     [rsp+0x30],rcx
  0068a4  mov     [rsp+0x38],rsi
  0068ac  mov     [rsp+0x40],rdi
  0068b4  mov     [rsp+0x48],r8
  0068bc  mov     [rsp+0x50],r9
  0068c4  mov     [rsp+0x58],r10
  0068cc  mov     [rsp],r13
  0068d4  mov     qword ptr [rsp+8],3
  0068e0  mov     [rsp+0x10],rbx
  0068e8  mov     qword ptr [rsp+0x18],1
  0068f4  mov     rdi,[rbp+0x20]
  0068fb  mov     esi,0xf
  006900  mov     rdx,rsp
  006903  mov     rcx,0xfffffffffffffffc
  00690d  mov     r8,0xfffffffffffffffc
  006917  mov     r9,0
  006921  mov     rax,<list_op>
  00692b  call    rax
  00692d  mov     r11,rax
  006930  mov     rcx,[rsp+0x30]
  006938  mov     rsi,[rsp+0x38]
  006940  mov     rdi,[rsp+0x40]
  006948  mov     r8,[rsp+0x48]
  006950  mov     r9,[rsp+0x50]
  006958  mov     r10,[rsp+0x58]
  006960  add     rsp,0x70
  006967  mov     r13,r11
; v32:int = readlist v29, 0 => op_load/2 (57) {mem=v29, stack=v31, pc=6, a=0}
  00696a  cmp     qword ptr [r12],0
  006976  jbe     0x00000000000078c1
  00697c  mov     rax,[r12+8]
  006984  test    rax,rax
  006987  je      0x000000000000699a
  00698d  cmp     byte ptr [rax],1
  006994  jne     0x00000000000078c1
  00699a  mov     rax,[r12+0x10]
  0069a2  mov     rbx,[rax]
; v33:list = append v31, v32 owned
  0069a9  sub     rsp,0x70
  0069b0  mov     [rsp+0x30],rcx
  0069b8  mov     [rsp+0x38],rsi
  0069c0  mov     [rsp+0x40],rdi
  0069c8  mov     [rsp+0x48],r8
  0069d0  mov     [rsp+0x50],r9
  0069d8  mov     [rsp+0x58],r10
  0069e0  mov     [rsp],r13
  0069e8  mov     qword ptr [rsp+8],3
  0069f4  mov     [rsp+0x10],rbx
  0069fc  mov     qword ptr [rsp+0x18],1
  006a08  mov     rdi,[rbp+0x20]
  006a0f  mov     esi,0xf
  006a14  mov     rdx,rsp
  006a17  mov     rcx,0xfffffffffffffffc
  006a21  mov     r8,0xfffffffffffffffc
  006a2b  mov     r9,0
  006a35  mov     rax,<list_op>
  006a3f  call    rax
  006a41  mov     r11,rax
  006a44  mov     rcx,[rsp+0x30]
  006a4c  mov     rsi,[rsp+0x38]
  006a54  mov     rdi,[rsp+0x40]
  006a5c  mov     r8,[rsp+0x48]
  006a64  mov     r9,[rsp+0x50]
  006a6c  mov     r10,[rsp+0x58]
  006a74  add     rsp,0x70
  006a7b  mov     r13,r11
; v34:int = len v33
  006a7e  mov     rbx,[r13]
; v35:int = lt v34, 2
; guard_false v35 => pop2/2 (68) {mem=v29, stack=v33, pc=8, opcode='lt', k='binary_xy', depth=v34, few=1}
  006a86  cmp     rbx,2
  006a8d  jl      0x0000000000007920
; v37:int = sub v34, 1 => pop2_top/0 (69) {mem=v29, stack=v33, pc=8, opcode='lt', k='binary_xy', depth=v34}
  006a93  sub     rbx,1
  006a9a  jo      0x00000000000079bd
; v38:int = readlist v33, v37 => pop2_top/1 (69) {mem=v29, stack=v33, pc=8, opcode='lt', k='binary_xy', depth=v37}
  006aa0  cmp     rbx,[r13]
  006aa8  jae     0x0000000000007a4b
  006aae  mov     rax,[r13+8]
  006ab6  test    rax,rax
  006ab9  je      0x0000000000006aca
  006abf  cmp     byte ptr [rax+rbx],1
  006ac4  jne     0x0000000000007a4b
  006aca  mov     rax,[r13+0x10]
  006ad2  mov     r15,[rax+rbx*8]
; v39:int = sub v37, 1 => pop2_top/2 (69) {mem=v29, stack=v33, pc=8, opcode='lt', k='binary_xy', y=v38, depth=v37}
  006ad6  sub     rbx,1
  006add  jo      0x0000000000007ad2
; v40:int = readlist v33, v39 => pop2_top/3 (69) {mem=v29, stack=v33, pc=8, opcode='lt', k='binary_xy', y=v38, depth=v39}
  006ae3  cmp     rbx,[r13]
  006aeb  jae     0x0000000000007b72
  006af1  mov     rax,[r13+8]
  006af9  test    rax,rax
  006afc  je      0x0000000000006b0d
  006b02  cmp     byte ptr [rax+rbx],1
  006b07  jne     0x0000000000007b72
  006b0d  mov     rax,[r13+0x10]
  006b15  mov     r14,[rax+rbx*8]
; v41:list = slice v33, 0, v39 owned => pop2_top/4 (69) {mem=v29, stack=v33, pc=8, opcode='lt', k='binary_xy', x=v40, y=v38, depth=v39}
  006b19  sub     rsp,0x70
  006b20  mov     [rsp+0x30],rcx
  006b28  mov     [rsp+0x38],rsi
  006b30  mov     [rsp+0x40],rdi
  006b38  mov     [rsp+0x48],r8
  006b40  mov     [rsp+0x50],r9
  006b48  mov     [rsp+0x58],r10
  006b50  mov     [rsp],r13
  006b58  mov     qword ptr [rsp+8],3
  006b64  mov     qword ptr [rsp+0x10],0
  006b70  mov     qword ptr [rsp+0x18],1
  006b7c  mov     [rsp+0x20],rbx
  006b84  mov     qword ptr [rsp+0x28],1
  006b90  mov     rdi,[rbp+0x20]
  006b97  mov     esi,0x10
  006b9c  mov     rdx,rsp
  006b9f  mov     rcx,0xfffffffffffffffc
  006ba9  mov     r8,0xfffffffffffffffc
  006bb3  mov     r9,0
  006bbd  mov     rax,<list_op>
  006bc7  call    rax
  006bc9  mov     r11,rax
  006bcc  mov     rcx,[rsp+0x30]
  006bd4  mov     rsi,[rsp+0x38]
  006bdc  mov     rdi,[rsp+0x40]
  006be4  mov     r8,[rsp+0x48]
  006bec  mov     r9,[rsp+0x50]
  006bf4  mov     r10,[rsp+0x58]
  006bfc  add     rsp,0x70
  006c03  test    rdx,rdx
  006c06  je      0x0000000000007c0b
  006c0c  mov     r13,r11
; v42:int = lt v40, v38
  006c0f  cmp     r14,r15
  006c12  setl    al
  006c15  movzx   r14d,al
; v43:list = append v41, v42 owned
  006c19  sub     rsp,0x70
  006c20  mov     [rsp+0x30],rcx
  006c28  mov     [rsp+0x38],rsi
  006c30  mov     [rsp+0x40],rdi
  006c38  mov     [rsp+0x48],r8
  006c40  mov     [rsp+0x50],r9
  006c48  mov     [rsp+0x58],r10
  006c50  mov     [rsp],r13
  006c58  mov     qword ptr [rsp+8],3
  006c64  mov     [rsp+0x10],r14
  006c6c  mov     qword ptr [rsp+0x18],1
  006c78  mov     rdi,[rbp+0x20]
  006c7f  mov     esi,0xf
  006c84  mov     rdx,rsp
  006c87  mov     rcx,0xfffffffffffffffc
  006c91  mov     r8,0xfffffffffffffffc
  006c9b  mov     r9,0
  006ca5  mov     rax,<list_op>
  006caf  call    rax
  006cb1  mov     r11,rax
  006cb4  mov     rcx,[rsp+0x30]
  006cbc  mov     rsi,[rsp+0x38]
  006cc4  mov     rdi,[rsp+0x40]
  006ccc  mov     r8,[rsp+0x48]
  006cd4  mov     r9,[rsp+0x50]
  006cdc  mov     r10,[rsp+0x58]
  006ce4  add     rsp,0x70
  006ceb  mov     r13,r11
; v44:int = len v43
  006cee  mov     r14,[r13]
; v45:int = eq v44, 0
; guard_false v45 => pop/2 (92) {mem=v29, stack=v43, pc=9, k='jump_if_zero_x', depth=v44, empty=1}
  006cf6  test    r14,r14
  006cf9  je      0x0000000000007cb6
; v47:int = sub v44, 1 => pop_top/0 (93) {mem=v29, stack=v43, pc=9, k='jump_if_zero_x', depth=v44}
  006cff  sub     r14,1
  006d06  jo      0x0000000000007d3d
; v48:int = readlist v43, v47 => pop_top/1 (93) {mem=v29, stack=v43, pc=9, k='jump_if_zero_x', depth=v47}
  006d0c  cmp     r14,[r13]
  006d14  jae     0x0000000000007db5
  006d1a  mov     rax,[r13+8]
  006d22  test    rax,rax
  006d25  je      0x0000000000006d36
  006d2b  cmp     byte ptr [rax+r14],1
  006d30  jne     0x0000000000007db5
  006d36  mov     rax,[r13+0x10]
  006d3e  mov     r15,[rax+r14*8]
; v49:list = slice v43, 0, v47 owned => pop_top/2 (93) {mem=v29, stack=v43, pc=9, k='jump_if_zero_x', x=v48, depth=v47}
  006d42  sub     rsp,0x70
  006d49  mov     [rsp+0x30],rcx
  006d51  mov     [rsp+0x38],rsi
  006d59  mov     [rsp+0x40],rdi
  006d61  mov     [rsp+0x48],r8
  006d69  mov     [rsp+0x50],r9
  006d71  mov     [rsp+0x58],r10
  006d79  mov     [rsp],r13
  006d81  mov     qword ptr [rsp+8],3
  006d8d  mov     qword ptr [rsp+0x10],0
  006d99  mov     qword ptr [rsp+0x18],1
  006da5  mov     [rsp+0x20],r14
  006dad  mov     qword ptr [rsp+0x28],1
  006db9  mov     rdi,[rbp+0x20]
  006dc0  mov     esi,0x10
  006dc5  mov     rdx,rsp
  006dc8  mov     rcx,0xfffffffffffffffc
  006dd2  mov     r8,0xfffffffffffffffc
  006ddc  mov     r9,0
  006de6  mov     rax,<list_op>
  006df0  call    rax
  006df2  mov     r11,rax
  006df5  mov     rcx,[rsp+0x30]
  006dfd  mov     rsi,[rsp+0x38]
  006e05  mov     rdi,[rsp+0x40]
  006e0d  mov     r8,[rsp+0x48]
  006e15  mov     r9,[rsp+0x50]
  006e1d  mov     r10,[rsp+0x58]
  006e25  add     rsp,0x70
  006e2c  test    rdx,rdx
  006e2f  je      0x0000000000007e26
  006e35  mov     r13,r11
; guard_true v48 => jump_if_zero_x/0 (96) {mem=v29, stack=v49, pc=9, x=0}
  006e38  test    r15,r15
  006e3b  je      0x0000000000007ea9
; v51:list = append v49, 0 owned
  006e41  sub     rsp,0x70
  006e48  mov     [rsp+0x30],rcx
  006e50  mov     [rsp+0x38],rsi
  006e58  mov     [rsp+0x40],rdi
  006e60  mov     [rsp+0x48],r8
  006e68  mov     [rsp+0x50],r9
  006e70  mov     [rsp+0x58],r10
  006e78  mov     [rsp],r13
  006e80  mov     qword ptr [rsp+8],3
  006e8c  mov     qword ptr [rsp+0x10],0
  006e98  mov     qword ptr [rsp+0x18],1
  006ea4  mov     rdi,[rbp+0x20]
  006eab  mov     esi,0xf
  006eb0  mov     rdx,rsp
  006eb3  mov     rcx,0xfffffffffffffffc
  006ebd  mov     r8,0xfffffffffffffffc
  006ec7  mov     r9,0
  006ed1  mov     rax,<list_op>
  006edb  call    rax
  006edd  mov     r11,rax
  006ee0  mov     rcx,[rsp+0x30]
  006ee8  mov     rsi,[rsp+0x38]
  006ef0  mov     rdi,[rsp+0x40]
  006ef8  mov     r8,[rsp+0x48]
  006f00  mov     r9,[rsp+0x50]
  006f08  mov     r10,[rsp+0x58]
  006f10  add     rsp,0x70
  006f17  mov     r13,r11
; v52:int = len v51
  006f1a  mov     r15,[r13]
; v53:int = eq v52, 0
; guard_false v53 => pop/2 (108) {mem=v29, stack=v51, pc=13, k='store_x', depth=v52, empty=1}
  006f22  test    r15,r15
  006f25  je      0x0000000000007f08
; v55:int = sub v52, 1 => pop_top/0 (109) {mem=v29, stack=v51, pc=13, k='store_x', depth=v52}
  006f2b  sub     r15,1
  006f32  jo      0x0000000000007f8f
; v56:int = readlist v51, v55 => pop_top/1 (109) {mem=v29, stack=v51, pc=13, k='store_x', depth=v55}
  006f38  cmp     r15,[r13]
  006f40  jae     0x0000000000008007
  006f46  mov     rax,[r13+8]
  006f4e  test    rax,rax
  006f51  je      0x0000000000006f62
  006f57  cmp     byte ptr [rax+r15],1
  006f5c  jne     0x0000000000008007
  006f62  mov     rax,[r13+0x10]
  006f6a  mov     r14,[rax+r15*8]
; v57:list = slice v51, 0, v55 owned => pop_top/2 (109) {mem=v29, stack=v51, pc=13, k='store_x', x=v56, depth=v55}
  006f6e  sub     rsp,0x70
  006f75  mov     [rsp+0x30],rcx
  006f7d  mov     [rsp+0x38],rsi
  006f85  mov     [rsp+0x40],rdi
  006f8d  mov     [rsp+0x48],r8
  006f95  mov     [rsp+0x50],r9
  006f9d  mov     [rsp+0x58],r10
  006fa5  mov     [rsp],r13
  006fad  mov     qword ptr [rsp+8],3
  006fb9  mov     qword ptr [rsp+0x10],0
  006fc5  mov     qword ptr [rsp+0x18],1
  006fd1  mov     [rsp+0x20],r15
  006fd9  mov     qword ptr [rsp+0x28],1
  006fe5  mov     rdi,[rbp+0x20]
  006fec  mov     esi,0x10
  006ff1  mov     rdx,rsp
  006ff4  mov     rcx,0xfffffffffffffffc
  006ffe  mov     r8,0xfffffffffffffffc
  007008  mov     r9,0
  007012  mov     rax,<list_op>
  00701c  call    rax
  00701e  mov     r11,rax
  007021  mov     rcx,[rsp+0x30]
  007029  mov     rsi,[rsp+0x38]
  007031  mov     rdi,[rsp+0x40]
  007039  mov     r8,[rsp+0x48]
  007041  mov     r9,[rsp+0x50]
  007049  mov     r10,[rsp+0x58]
  007051  add     rsp,0x70
  007058  test    rdx,rdx
  00705b  je      0x0000000000008078
  007061  mov     r13,r11
; v58:list = set v29, 2, v56 owned => store_x/2 (111) {mem=v29, stack=v57, pc=13, a=2, x=v56}
  007064  cmp     qword ptr [r12+8],0
  007070  jne     0x00000000000070d9
  007076  cmp     qword ptr [r12],2
  007082  jbe     0x00000000000070d9
  007088  mov     rax,[r12+0x10]
  007090  lea     rax,[rax+0x10]
  007097  mov     [rax],r14
; jump_trace T0 => dispatch_loop/0 (112) {mem=v58, stack=v57, pc=15}
  00709a  mov     [rbp+0x30],r12
  0070a1  mov     qword ptr [rbp+0xc8],3
  0070ac  mov     [rbp+0x40],r13
  0070b3  mov     qword ptr [rbp+0xd8],3
  0070be  mov     qword ptr [rbp+0x50],0xf
  0070c9  mov     qword ptr [rbp+0xe8],1
  0070d4  jmp     0x0000000000000030
  0070d9  sub     rsp,0x70
  0070e0  mov     [rsp+0x30],rcx
  0070e8  mov     [rsp+0x38],rsi
  0070f0  mov     [rsp+0x40],rdi
  0070f8  mov     [rsp+0x48],r8
  007100  mov     [rsp+0x50],r9
  007108  mov     [rsp+0x58],r10
  007110  mov     [rsp],r12
  007118  mov     qword ptr [rsp+8],3
  007124  mov     qword ptr [rsp+0x10],2
  007130  mov     qword ptr [rsp+0x18],1
  00713c  mov     [rsp+0x20],r14
  007144  mov     qword ptr [rsp+0x28],1
  007150  mov     rdi,[rbp+0x20]
  007157  mov     esi,0xe
  00715c  mov     rdx,rsp
  00715f  mov     rcx,0xfffffffffffffffe
  007169  mov     r8,0xfffffffffffffffe
  007173  mov     r9,0
  00717d  mov     rax,<list_op>
  007187  call    rax
  007189  mov     r11,rax
  00718c  mov     rcx,[rsp+0x30]
  007194  mov     rsi,[rsp+0x38]
  00719c  mov     rdi,[rsp+0x40]
  0071a4  mov     r8,[rsp+0x48]
  0071ac  mov     r9,[rsp+0x50]
  0071b4  mov     r10,[rsp+0x58]
  0071bc  add     rsp,0x70
  0071c3  test    rdx,rdx
  0071c6  je      0x00000000000080fb
  0071cc  mov     r12,r11
  0071cf  jmp     0x000000000000709a
; exits
  0071d4  mov     rax,0x1fffffffe
  0071de  jmp     0x0000000000000016
  0071e3  mov     rax,0x100000000
  0071ed  jmp     0x0000000000000016
  0071f2  sub     r14,2
  0071f9  mov     rax,0x100000001
  007203  jmp     0x0000000000000016
  007208  mov     [rbp+0x10],rbx
  00720f  mov     qword ptr [rbp+0x18],3
  00721a  mov     [rbp+0x50],r14
  007221  mov     qword ptr [rbp+0xe8],1
  00722c  mov     rdi,[rbp+0x20]
  007233  mov     rsi,8
  00723d  mov     rdx,0
  007247  mov     rax,<exit_lists>
  007251  call    rax
  007253  mov     rax,0x100000002
  00725d  jmp     0x0000000000000016
  007262  mov     [rbp+0x10],r14
  007269  mov     qword ptr [rbp+0x18],1
  007274  mov     [rbp+0x50],r14
  00727b  mov     qword ptr [rbp+0xe8],1
  007286  mov     rax,0x100000003
  007290  jmp     0x0000000000000016
  007295  mov     qword ptr [rbp+0x50],0x16
  0072a0  mov     qword ptr [rbp+0xe8],1
  0072ab  mov     qword ptr [rbp+0x78],1
  0072b6  mov     qword ptr [rbp+0x110],1
  0072c1  mov     rax,0x100000004
  0072cb  jmp     0x0000000000000016
  0072d0  mov     [rbp+0x40],r13
  0072d7  mov     qword ptr [rbp+0xd8],3
  0072e2  mov     qword ptr [rbp+0x50],0x1a
  0072ed  mov     qword ptr [rbp+0xe8],1
  0072f8  mov     qword ptr [rbp+0x58],0x13
  007303  mov     qword ptr [rbp+0xf0],2
  00730e  mov     qword ptr [rbp+<exit lists 0>0],0x28
  007319  mov     qword ptr [rbp+0x118],2
  007324  mov     [rbp+0xa0],r14
  00732b  mov     qword ptr [rbp+0x138],1
  007336  mov     qword ptr [rbp+0xb8],1
  007341  mov     qword ptr [rbp+0x150],1
  00734c  mov     rax,0x100000005
  007356  jmp     0x0000000000000016
  00735b  add     r14,1
  007362  mov     [rbp+0x40],r13
  007369  mov     qword ptr [rbp+0xd8],3
  007374  mov     qword ptr [rbp+0x50],0x1a
  00737f  mov     qword ptr [rbp+0xe8],1
  00738a  mov     qword ptr [rbp+0x58],0x13
  007395  mov     qword ptr [rbp+0xf0],2
  0073a0  mov     qword ptr [rbp+<exit lists 0>0],0x28
  0073ab  mov     qword ptr [rbp+0x118],2
  0073b6  mov     [rbp+0xa0],r14
  0073bd  mov     qword ptr [rbp+0x138],1
  0073c8  mov     rax,0x100000006
  0073d2  jmp     0x0000000000000016
  0073d7  mov     [rbp+0x40],r13
  0073de  mov     qword ptr [rbp+0xd8],3
  0073e9  mov     qword ptr [rbp+0x50],0x1a
  0073f4  mov     qword ptr [rbp+0xe8],1
  0073ff  mov     qword ptr [rbp+0x58],0x13
  00740a  mov     qword ptr [rbp+0xf0],2
  007415  mov     qword ptr [rbp+<exit lists 0>0],0x28
  007420  mov     qword ptr [rbp+0x118],2
  00742b  mov     [rbp+0xa0],r14
  007432  mov     qword ptr [rbp+0x138],1
  00743d  mov     rax,0x100000007
  007447  jmp     0x0000000000000016
  00744c  add     r14,1
  007453  mov     [rbp+0x40],r13
  00745a  mov     qword ptr [rbp+0xd8],3
  007465  mov     qword ptr [rbp+0x50],0x1a
  007470  mov     qword ptr [rbp+0xe8],1
  00747b  mov     qword ptr [rbp+0x58],0x13
  007486  mov     qword ptr [rbp+0xf0],2
  007491  mov     qword ptr [rbp+<exit lists 0>0],0x28
  00749c  mov     qword ptr [rbp+0x118],2
  0074a7  mov     [rbp+0x90],rbx
  0074ae  mov     qword ptr [rbp+0x128],1
  0074b9  mov     [rbp+0xa0],r14
  0074c0  mov     qword ptr [rbp+0x138],1
  0074cb  mov     rax,0x100000008
  0074d5  jmp     0x0000000000000016
  0074da  mov     [rbp+0x40],r13
  0074e1  mov     qword ptr [rbp+0xd8],3
  0074ec  mov     qword ptr [rbp+0x50],0x1a
  0074f7  mov     qword ptr [rbp+0xe8],1
  007502  mov     qword ptr [rbp+0x58],0x13
  00750d  mov     qword ptr [rbp+0xf0],2
  007518  mov     qword ptr [rbp+<exit lists 0>0],0x28
  007523  mov     qword ptr [rbp+0x118],2
  00752e  mov     [rbp+0x90],rbx
  007535  mov     qword ptr [rbp+0x128],1
  007540  mov     [rbp+0xa0],r14
  007547  mov     qword ptr [rbp+0x138],1
  007552  mov     rax,0x100000009
  00755c  jmp     0x0000000000000016
  007561  mov     [rbp+0x40],r13
  007568  mov     qword ptr [rbp+0xd8],3
  007573  mov     qword ptr [rbp+0x50],0x1a
  00757e  mov     qword ptr [rbp+0xe8],1
  007589  mov     qword ptr [rbp+0x58],0x13
  007594  mov     qword ptr [rbp+0xf0],2
  00759f  mov     qword ptr [rbp+<exit lists 0>0],0x28
  0075aa  mov     qword ptr [rbp+0x118],2
  0075b5  mov     [rbp+<exit lists 0>8],r15
  0075bc  mov     qword ptr [rbp+0x120],1
  0075c7  mov     [rbp+0x90],rbx
  0075ce  mov     qword ptr [rbp+0x128],1
  0075d9  mov     [rbp+0xa0],r14
  0075e0  mov     qword ptr [rbp+0x138],1
  0075eb  mov     rax,0x10000000a
  0075f5  jmp     0x0000000000000016
  0075fa  sub     r15,rbx
  0075fd  mov     [rbp+0x40],r13
  007604  mov     qword ptr [rbp+0xd8],3
  00760f  mov     qword ptr [rbp+0x50],0x1a
  00761a  mov     qword ptr [rbp+0xe8],1
  007625  mov     [rbp+<exit lists 0>8],r15
  00762c  mov     qword ptr [rbp+0x120],1
  007637  mov     [rbp+0x90],rbx
  00763e  mov     qword ptr [rbp+0x128],1
  007649  mov     rax,0x10000000b
  007653  jmp     0x0000000000000016
  007658  mov     [rbp+0x40],r13
  00765f  mov     qword ptr [rbp+0xd8],3
  00766a  mov     qword ptr [rbp+0x50],0x1b
  007675  mov     qword ptr [rbp+0xe8],1
  007680  mov     qword ptr [rbp+<exit lists 0>0],0x27
  00768b  mov     qword ptr [rbp+0x118],2
  007696  mov     [rbp+0xa0],r15
  00769d  mov     qword ptr [rbp+0x138],1
  0076a8  mov     qword ptr [rbp+0xa8],1
  0076b3  mov     qword ptr [rbp+0x140],1
  0076be  mov     rax,0x10000000c
  0076c8  jmp     0x0000000000000016
  0076cd  add     r15,1
  0076d4  mov     [rbp+0x40],r13
  0076db  mov     qword ptr [rbp+0xd8],3
  0076e6  mov     qword ptr [rbp+0x50],0x1b
  0076f1  mov     qword ptr [rbp+0xe8],1
  0076fc  mov     qword ptr [rbp+<exit lists 0>0],0x27
  007707  mov     qword ptr [rbp+0x118],2
  007712  mov     [rbp+0xa0],r15
  007719  mov     qword ptr [rbp+0x138],1
  007724  mov     rax,0x10000000d
  00772e  jmp     0x0000000000000016
  007733  mov     [rbp+0x40],r13
  00773a  mov     qword ptr [rbp+0xd8],3
  007745  mov     qword ptr [rbp+0x50],0x1b
  007750  mov     qword ptr [rbp+0xe8],1
  00775b  mov     qword ptr [rbp+<exit lists 0>0],0x27
  007766  mov     qword ptr [rbp+0x118],2
  007771  mov     [rbp+0xa0],r15
  007778  mov     qword ptr [rbp+0x138],1
  007783  mov     rax,0x10000000e
  00778d  jmp     0x0000000000000016
  007792  mov     [rbp+0x40],r13
  007799  mov     qword ptr [rbp+0xd8],3
  0077a4  mov     qword ptr [rbp+0x50],0x1b
  0077af  mov     qword ptr [rbp+0xe8],1
  0077ba  mov     qword ptr [rbp+<exit lists 0>0],0x27
  0077c5  mov     qword ptr [rbp+0x118],2
  0077d0  mov     [rbp+<exit lists 0>8],rbx
  0077d7  mov     qword ptr [rbp+0x120],1
  0077e2  mov     [rbp+0xa0],r15
  0077e9  mov     qword ptr [rbp+0x138],1
  0077f4  mov     rax,0x10000000f
  0077fe  jmp     0x0000000000000016
  007803  mov     [rbp+0x40],r13
  00780a  mov     qword ptr [rbp+0xd8],3
  007815  mov     qword ptr [rbp+0x50],0x1b
  007820  mov     qword ptr [rbp+0xe8],1
  00782b  mov     qword ptr [rbp+0x78],1
  007836  mov     qword ptr [rbp+0x110],1
  007841  mov     [rbp+<exit lists 0>8],rbx
  007848  mov     qword ptr [rbp+0x120],1
  007853  mov     rax,0x100000010
  00785d  jmp     0x0000000000000016
  007862  mov     [rbp+0x30],r12
  007869  mov     qword ptr [rbp+0xc8],3
  007874  mov     [rbp+0x40],r13
  00787b  mov     qword ptr [rbp+0xd8],3
  007886  mov     qword ptr [rbp+0x50],4
  007891  mov     qword ptr [rbp+0xe8],1
  00789c  mov     qword ptr [rbp+0x78],1
  0078a7  mov     qword ptr [rbp+0x110],1
  0078b2  mov     rax,0x100000011
  0078bc  jmp     0x0000000000000016
  0078c1  mov     [rbp+0x30],r12
  0078c8  mov     qword ptr [rbp+0xc8],3
  0078d3  mov     [rbp+0x40],r13
  0078da  mov     qword ptr [rbp+0xd8],3
  0078e5  mov     qword ptr [rbp+0x50],6
  0078f0  mov     qword ptr [rbp+0xe8],1
  0078fb  mov     qword ptr [rbp+0x78],0
  007906  mov     qword ptr [rbp+0x110],1
  007911  mov     rax,0x100000012
  00791b  jmp     0x0000000000000016
  007920  mov     [rbp+0x30],r12
  007927  mov     qword ptr [rbp+0xc8],3
  007932  mov     [rbp+0x40],r13
  007939  mov     qword ptr [rbp+0xd8],3
  007944  mov     qword ptr [rbp+0x50],8
  00794f  mov     qword ptr [rbp+0xe8],1
  00795a  mov     qword ptr [rbp+0x58],0xd
  007965  mov     qword ptr [rbp+0xf0],2
  007970  mov     qword ptr [rbp+<exit lists 0>0],0x28
  00797b  mov     qword ptr [rbp+0x118],2
  007986  mov     [rbp+0xa0],rbx
  00798d  mov     qword ptr [rbp+0x138],1
  007998  mov     qword ptr [rbp+0xb8],1
  0079a3  mov     qword ptr [rbp+0x150],1
  0079ae  mov     rax,0x100000013
  0079b8  jmp     0x0000000000000016
  0079bd  add     rbx,1
  0079c4  mov     [rbp+0x30],r12
  0079cb  mov     qword ptr [rbp+0xc8],3
  0079d6  mov     [rbp+0x40],r13
  0079dd  mov     qword ptr [rbp+0xd8],3
  0079e8  mov     qword ptr [rbp+0x50],8
  0079f3  mov     qword ptr [rbp+0xe8],1
  0079fe  mov     qword ptr [rbp+0x58],0xd
  007a09  mov     qword ptr [rbp+0xf0],2
  007a14  mov     qword ptr [rbp+<exit lists 0>0],0x28
  007a1f  mov     qword ptr [rbp+0x118],2
  007a2a  mov     [rbp+0xa0],rbx
  007a31  mov     qword ptr [rbp+0x138],1
  007a3c  mov     rax,0x100000014
  007a46  jmp     0x0000000000000016
  007a4b  mov     [rbp+0x30],r12
  007a52  mov     qword ptr [rbp+0xc8],3
  007a5d  mov     [rbp+0x40],r13
  007a64  mov     qword ptr [rbp+0xd8],3
  007a6f  mov     qword ptr [rbp+0x50],8
  007a7a  mov     qword ptr [rbp+0xe8],1
  007a85  mov     qword ptr [rbp+0x58],0xd
  007a90  mov     qword ptr [rbp+0xf0],2
  007a9b  mov     qword ptr [rbp+<exit lists 0>0],0x28
  007aa6  mov     qword ptr [rbp+0x118],2
  007ab1  mov     [rbp+0xa0],rbx
  007ab8  mov     qword ptr [rbp+0x138],1
  007ac3  mov     rax,0x100000015
  007acd  jmp     0x0000000000000016
  007ad2  add     rbx,1
  007ad9  mov     [rbp+0x30],r12
  007ae0  mov     qword ptr [rbp+0xc8],3
  007aeb  mov     [rbp+0x40],r13
  007af2  mov     qword ptr [rbp+0xd8],3
  007afd  mov     qword ptr [rbp+0x50],8
  007b08  mov     qword ptr [rbp+0xe8],1
  007b13  mov     qword ptr [rbp+0x58],0xd
  007b1e  mov     qword ptr [rbp+0xf0],2
  007b29  mov     qword ptr [rbp+<exit lists 0>0],0x28
  007b34  mov     qword ptr [rbp+0x118],2
  007b3f  mov     [rbp+0x90],r15
  007b46  mov     qword ptr [rbp+0x128],1
  007b51  mov     [rbp+0xa0],rbx
  007b58  mov     qword ptr [rbp+0x138],1
  007b63  mov     rax,0x100000016
  007b6d  jmp     0x0000000000000016
  007b72  mov     [rbp+0x30],r12
  007b79  mov     qword ptr [rbp+0xc8],3
  007b84  mov     [rbp+0x40],r13
  007b8b  mov     qword ptr [rbp+0xd8],3
  007b96  mov     qword ptr [rbp+0x50],8
  007ba1  mov     qword ptr [rbp+0xe8],1
  007bac  mov     qword ptr [rbp+0x58],0xd
  007bb7  mov     qword ptr [rbp+0xf0],2
  007bc2  mov     qword ptr [rbp+<exit lists 0>0],0x28
  007bcd  mov     qword ptr [rbp+0x118],2
  007bd8  mov     [rbp+0x90],r15
  007bdf  mov     qword ptr [rbp+0x128],1
  007bea  mov     [rbp+0xa0],rbx
  007bf1  mov     qword ptr [rbp+0x138],1
  007bfc  mov     rax,0x100000017
  007c06  jmp     0x0000000000000016
  007c0b  mov     [rbp+0x30],r12
  007c12  mov     qword ptr [rbp+0xc8],3
  007c1d  mov     [rbp+0x40],r13
  007c24  mov     qword ptr [rbp+0xd8],3
  007c2f  mov     qword ptr [rbp+0x50],8
  007c3a  mov     qword ptr [rbp+0xe8],1
  007c45  mov     qword ptr [rbp+0x58],0xd
  007c50  mov     qword ptr [rbp+0xf0],2
  007c5b  mov     qword ptr [rbp+<exit lists 0>0],0x28
  007c66  mov     qword ptr [rbp+0x118],2
  007c71  mov     [rbp+<exit lists 0>8],r14
  007c78  mov     qword ptr [rbp+0x120],1
  007c83  mov     [rbp+0x90],r15
  007c8a  mov     qword ptr [rbp+0x128],1
  007c95  mov     [rbp+0xa0],rbx
  007c9c  mov     qword ptr [rbp+0x138],1
  007ca7  mov     rax,0x100000018
  007cb1  jmp     0x0000000000000016
  007cb6  mov     [rbp+0x30],r12
  007cbd  mov     qword ptr [rbp+0xc8],3
  007cc8  mov     [rbp+0x40],r13
  007ccf  mov     qword ptr [rbp+0xd8],3
  007cda  mov     qword ptr [rbp+0x50],9
  007ce5  mov     qword ptr [rbp+0xe8],1
  007cf0  mov     qword ptr [rbp+<exit lists 0>0],0x2c
  007cfb  mov     qword ptr [rbp+0x118],2
  007d06  mov     [rbp+0xa0],r14
  007d0d  mov     qword ptr [rbp+0x138],1
  007d18  mov     qword ptr [rbp+0xa8],1
  007d23  mov     qword ptr [rbp+0x140],1
  007d2e  mov     rax,0x100000019
  007d38  jmp     0x0000000000000016
  007d3d  add     r14,1
  007d44  mov     [rbp+0x30],r12
  007d4b  mov     qword ptr [rbp+0xc8],3
  007d56  mov     [rbp+0x40],r13
  007d5d  mov     qword ptr [rbp+0xd8],3
  007d68  mov     qword ptr [rbp+0x50],9
  007d73  mov     qword ptr [rbp+0xe8],1
  007d7e  mov     qword ptr [rbp+<exit lists 0>0],0x2c
  007d89  mov     qword ptr [rbp+0x118],2
  007d94  mov     [rbp+0xa0],r14
  007d9b  mov     qword ptr [rbp+0x138],1
  007da6  mov     rax,0x10000001a
  007db0  jmp     0x0000000000000016
  007db5  mov     [rbp+0x30],r12
  007dbc  mov     qword ptr [rbp+0xc8],3
  007dc7  mov     [rbp+0x40],r13
  007dce  mov     qword ptr [rbp+0xd8],3
  007dd9  mov     qword ptr [rbp+0x50],9
  007de4  mov     qword ptr [rbp+0xe8],1
  007def  mov     qword ptr [rbp+<exit lists 0>0],0x2c
  007dfa  mov     qword ptr [rbp+0x118],2
  007e05  mov     [rbp+0xa0],r14
  007e0c  mov     qword ptr [rbp+0x138],1
  007e17  mov     rax,0x10000001b
  007e21  jmp     0x0000000000000016
  007e26  mov     [rbp+0x30],r12
  007e2d  mov     qword ptr [rbp+0xc8],3
  007e38  mov     [rbp+0x40],r13
  007e3f  mov     qword ptr [rbp+0xd8],3
  007e4a  mov     qword ptr [rbp+0x50],9
  007e55  mov     qword ptr [rbp+0xe8],1
  007e60  mov     qword ptr [rbp+<exit lists 0>0],0x2c
  007e6b  mov     qword ptr [rbp+0x118],2
  007e76  mov     [rbp+<exit lists 0>8],r15
  007e7d  mov     qword ptr [rbp+0x120],1
  007e88  mov     [rbp+0xa0],r14
  007e8f  mov     qword ptr [rbp+0x138],1
  007e9a  mov     rax,0x10000001c
  007ea4  jmp     0x0000000000000016
  007ea9  mov     [rbp+0x30],r12
  007eb0  mov     qword ptr [rbp+0xc8],3
  007ebb  mov     [rbp+0x40],r13
  007ec2  mov     qword ptr [rbp+0xd8],3
  007ecd  mov     qword ptr [rbp+0x50],9
  007ed8  mov     qword ptr [rbp+0xe8],1
  007ee3  mov     qword ptr [rbp+<exit lists 0>8],0
  007eee  mov     qword ptr [rbp+0x120],1
  007ef9  mov     rax,0x10000001d
  007f03  jmp     0x0000000000000016
  007f08  mov     [rbp+0x30],r12
  007f0f  mov     qword ptr [rbp+0xc8],3
  007f1a  mov     [rbp+0x40],r13
  007f21  mov     qword ptr [rbp+0xd8],3
  007f2c  mov     qword ptr [rbp+0x50],0xd
  007f37  mov     qword ptr [rbp+0xe8],1
  007f42  mov     qword ptr [rbp+<exit lists 0>0],0x27
  007f4d  mov     qword ptr [rbp+0x118],2
  007f58  mov     [rbp+0xa0],r15
  007f5f  mov     qword ptr [rbp+0x138],1
  007f6a  mov     qword ptr [rbp+0xa8],1
  007f75  mov     qword ptr [rbp+0x140],1
  007f80  mov     rax,0x10000001e
  007f8a  jmp     0x0000000000000016
  007f8f  add     r15,1
  007f96  mov     [rbp+0x30],r12
  007f9d  mov     qword ptr [rbp+0xc8],3
  007fa8  mov     [rbp+0x40],r13
  007faf  mov     qword ptr [rbp+0xd8],3
  007fba  mov     qword ptr [rbp+0x50],0xd
  007fc5  mov     qword ptr [rbp+0xe8],1
  007fd0  mov     qword ptr [rbp+<exit lists 0>0],0x27
  007fdb  mov     qword ptr [rbp+0x118],2
  007fe6  mov     [rbp+0xa0],r15
  007fed  mov     qword ptr [rbp+0x138],1
  007ff8  mov     rax,0x10000001f
  008002  jmp     0x0000000000000016
  008007  mov     [rbp+0x30],r12
  00800e  mov     qword ptr [rbp+0xc8],3
  008019  mov     [rbp+0x40],r13
  008020  mov     qword ptr [rbp+0xd8],3
  00802b  mov     qword ptr [rbp+0x50],0xd
  008036  mov     qword ptr [rbp+0xe8],1
  008041  mov     qword ptr [rbp+<exit lists 0>0],0x27
  00804c  mov     qword ptr [rbp+0x118],2
  008057  mov     [rbp+0xa0],r15
  00805e  mov     qword ptr [rbp+0x138],1
  008069  mov     rax,0x100000020
  008073  jmp     0x0000000000000016
  008078  mov     [rbp+0x30],r12
  00807f  mov     qword ptr [rbp+0xc8],3
  00808a  mov     [rbp+0x40],r13
  008091  mov     qword ptr [rbp+0xd8],3
  00809c  mov     qword ptr [rbp+0x50],0xd
  0080a7  mov     qword ptr [rbp+0xe8],1
  0080b2  mov     qword ptr [rbp+<exit lists 0>0],0x27
  0080bd  mov     qword ptr [rbp+0x118],2
  0080c8  mov     [rbp+<exit lists 0>8],r14
  0080cf  mov     qword ptr [rbp+0x120],1
  0080da  mov     [rbp+0xa0],r15
  0080e1  mov     qword ptr [rbp+0x138],1
  0080ec  mov     rax,0x100000021
  0080f6  jmp     0x0000000000000016
  0080fb  mov     [rbp+0x30],r12
  008102  mov     qword ptr [rbp+0xc8],3
  00810d  mov     [rbp+0x40],r13
  008114  mov     qword ptr [rbp+0xd8],3
  00811f  mov     qword ptr [rbp+0x50],0xd
  00812a  mov     qword ptr [rbp+0xe8],1
  008135  mov     qword ptr [rbp+0x78],2
  008140  mov     qword ptr [rbp+0x110],1
  00814b  mov     [rbp+<exit lists 0>8],r14
  008152  mov     qword ptr [rbp+0x120],1
  00815d  mov     rax,0x100000022
  008167  jmp     0x0000000000000016
