; T0: 28778 bytes
  000030  mov     qword ptr [rbp+0x18],0
; v0:list = input bytecode
  00003b  cmp     qword ptr [rbp+0xc0],3
  000046  jne     0x000000000000305f
  00004c  mov     rbx,[rbp+0x28]
; v1:list = input mem
  000053  cmp     qword ptr [rbp+0xc8],3
  00005e  jne     0x000000000000305f
  000064  mov     r12,[rbp+0x30]
; v2:list = input stack
  00006b  cmp     qword ptr [rbp+0xd8],3
  000076  jne     0x000000000000305f
  00007c  mov     r13,[rbp+0x40]
; v3:list = input rstack
  000083  cmp     qword ptr [rbp+0xe0],3
  00008e  jne     0x000000000000305f
; v4:int = input pc
  000094  cmp     qword ptr [rbp+0xe8],1
  00009f  jne     0x000000000000305f
  0000a5  mov     r14,[rbp+0x50]
; guard_value v0, ['push', 0, 'store', 1, 'load', 1, 'load', 0, 'lt', 'jump_if_zero', 50, 'push', 0, 'store', 2, 'load', 2, 'load', 0, 'eq', 'jump_if_zero', 31, 'load', 1, 'push', 1, 'add', 'store', 1, 'jump', 4, 'load', 3, 'load', 1, 'load', 2, 'mul', 'add', 'store', 3, 'load', 2, 'push', 1, 'add', 'store', 2, 'jump', 15, 'load', 3, 'halt'] => dispatch_loop/0 (0) {mem=v1, stack=v2, pc=v4}
  0000ac  mov     rax,<list k0>
  0000b6  cmp     rbx,rax
  0000b9  jne     0x000000000000306e
; guard_value v4, 15 => dispatch_loop_promote_bytecode/0 (1) {mem=v1, stack=v2, pc=v4}
  0000bf  cmp     r14,0xf
  0000c6  jne     0x00000000000030ec
; v7:int = readlist v1, 2 => op_load/2 (4) {mem=v1, stack=v2, pc=15, a=2}
  0000cc  cmp     qword ptr [r12],2
  0000d8  jbe     0x0000000000003143
  0000de  mov     rax,[r12+8]
  0000e6  test    rax,rax
  0000e9  je      0x00000000000000fc
  0000ef  cmp     byte ptr [rax+2],1
  0000f6  jne     0x0000000000003143
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
  000179  mov     rcx,0
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
  0001ec  jbe     0x00000000000031a2
  0001f2  mov     rax,[r12+8]
  0001fa  test    rax,rax
  0001fd  je      0x0000000000000210
  000203  cmp     byte ptr [rax],1
  00020a  jne     0x00000000000031a2
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
  00028d  mov     rcx,0
  000297  mov     r8,0
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
  000303  jl      0x0000000000003228
; v14:int = sub v11, 1 => pop2_top/0 (22) {mem=v1, stack=v10, pc=19, opcode='eq', k='binary_xy', depth=v11}
  000309  sub     rbx,1
  000310  jo      0x00000000000032ec
; v15:int = readlist v10, v14 => pop2_top/1 (22) {mem=v1, stack=v10, pc=19, opcode='eq', k='binary_xy', depth=v14}
  000316  cmp     rbx,[r13]
  00031e  jae     0x00000000000033a1
  000324  mov     rax,[r13+8]
  00032c  test    rax,rax
  00032f  je      0x0000000000000340
  000335  cmp     byte ptr [rax+rbx],1
  00033a  jne     0x00000000000033a1
  000340  mov     rax,[r13+0x10]
  000348  mov     r15,[rax+rbx*8]
; v16:int = sub v14, 1 => pop2_top/2 (22) {mem=v1, stack=v10, pc=19, opcode='eq', k='binary_xy', y=v15, depth=v14}
  00034c  sub     rbx,1
  000353  jo      0x000000000000344f
; v17:int = readlist v10, v16 => pop2_top/3 (22) {mem=v1, stack=v10, pc=19, opcode='eq', k='binary_xy', y=v15, depth=v16}
  000359  cmp     rbx,[r13]
  000361  jae     0x0000000000003516
  000367  mov     rax,[r13+8]
  00036f  test    rax,rax
  000372  je      0x0000000000000383
  000378  cmp     byte ptr [rax+rbx],1
  00037d  jne     0x0000000000003516
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
  000415  mov     rcx,0
  00041f  mov     r8,0
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
  00047c  je      0x00000000000035d6
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
  0004fd  mov     rcx,0
  000507  mov     r8,0
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
  00056f  je      0x00000000000036a8
; v24:int = sub v21, 1 => pop_top/0 (46) {mem=v1, stack=v20, pc=20, k='jump_if_zero_x', depth=v21}
  000575  sub     rsi,1
  00057c  jo      0x0000000000003756
; v25:int = readlist v20, v24 => pop_top/1 (46) {mem=v1, stack=v20, pc=20, k='jump_if_zero_x', depth=v24}
  000582  cmp     rsi,[r13]
  00058a  jae     0x00000000000037f5
  000590  mov     rax,[r13+8]
  000598  test    rax,rax
  00059b  je      0x00000000000005ac
  0005a1  cmp     byte ptr [rax+rsi],1
  0005a6  jne     0x00000000000037f5
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
  00063e  mov     rcx,0
  000648  mov     r8,0
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
  0006a5  je      0x000000000000388d
  0006ab  mov     r13,r11
; guard_false v25 => jump_if_zero_x/0 (49) {mem=v1, stack=v26, pc=20, x=v25}
  0006ae  test    r15,r15
  0006b1  jne     0x0000000000003937
; v28:int = readlist v1, 3 => op_load/2 (55) {mem=v1, stack=v26, pc=31, a=3}
  0006b7  cmp     qword ptr [r12],3
  0006c3  jbe     0x00000000000039b9
  0006c9  mov     rax,[r12+8]
  0006d1  test    rax,rax
  0006d4  je      0x00000000000006e7
  0006da  cmp     byte ptr [rax+3],1
  0006e1  jne     0x00000000000039b9
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
  000764  mov     rcx,0
  00076e  mov     r8,0
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
  0007d7  jbe     0x0000000000003a3f
  0007dd  mov     rax,[r12+8]
  0007e5  test    rax,rax
  0007e8  je      0x00000000000007fb
  0007ee  cmp     byte ptr [rax+1],1
  0007f5  jne     0x0000000000003a3f
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
  000878  mov     rcx,0
  000882  mov     r8,0
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
  00094d  mov     rcx,0
  000957  mov     r8,0
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
  0009c3  jl      0x0000000000003ac5
; v36:int = sub v33, 1 => pop2_top/0 (76) {mem=v1, stack=v32, pc=37, opcode='mul', k='binary_xy', depth=v33}
  0009c9  sub     r14,1
  0009d0  jo      0x0000000000003b89
; v37:int = readlist v32, v36 => pop2_top/1 (76) {mem=v1, stack=v32, pc=37, opcode='mul', k='binary_xy', depth=v36}
  0009d6  cmp     r14,[r13]
  0009de  jae     0x0000000000003c3e
  0009e4  mov     rax,[r13+8]
  0009ec  test    rax,rax
  0009ef  je      0x0000000000000a00
  0009f5  cmp     byte ptr [rax+r14],1
  0009fa  jne     0x0000000000003c3e
  000a00  mov     rax,[r13+0x10]
  000a08  mov     r15,[rax+r14*8]
; v38:int = sub v36, 1 => pop2_top/2 (76) {mem=v1, stack=v32, pc=37, opcode='mul', k='binary_xy', y=v37, depth=v36}
  000a0c  sub     r14,1
  000a13  jo      0x0000000000003cec
; v39:int = readlist v32, v38 => pop2_top/3 (76) {mem=v1, stack=v32, pc=37, opcode='mul', k='binary_xy', y=v37, depth=v38}
  000a19  cmp     r14,[r13]
  000a21  jae     0x0000000000003db3
  000a27  mov     rax,[r13+8]
  000a2f  test    rax,rax
  000a32  je      0x0000000000000a43
  000a38  cmp     byte ptr [rax+r14],1
  000a3d  jne     0x0000000000003db3
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
  000ad5  mov     rcx,0
  000adf  mov     r8,0
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
  000b3c  je      0x0000000000003e73
  000b42  mov     r13,r11
; v41:int = mul v39, v37 => binary_mul/0 (80) {mem=v1, stack=v40, pc=37, x=v39, y=v37}
  000b45  mov     r11,rsi
  000b48  imul    r11,r15
  000b4c  jo      0x0000000000003f45
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
  000bc3  mov     rcx,0
  000bcd  mov     r8,0
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
  000c39  jl      0x0000000000003fd9
; v46:int = sub v43, 1 => pop2_top/0 (90) {mem=v1, stack=v42, pc=38, opcode='add', k='binary_xy', depth=v43}
  000c3f  sub     rsi,1
  000c46  jo      0x000000000000409d
; v47:int = readlist v42, v46 => pop2_top/1 (90) {mem=v1, stack=v42, pc=38, opcode='add', k='binary_xy', depth=v46}
  000c4c  cmp     rsi,[r13]
  000c54  jae     0x0000000000004152
  000c5a  mov     rax,[r13+8]
  000c62  test    rax,rax
  000c65  je      0x0000000000000c76
  000c6b  cmp     byte ptr [rax+rsi],1
  000c70  jne     0x0000000000004152
  000c76  mov     rax,[r13+0x10]
  000c7e  mov     r15,[rax+rsi*8]
; v48:int = sub v46, 1 => pop2_top/2 (90) {mem=v1, stack=v42, pc=38, opcode='add', k='binary_xy', y=v47, depth=v46}
  000c82  sub     rsi,1
  000c89  jo      0x0000000000004200
; v49:int = readlist v42, v48 => pop2_top/3 (90) {mem=v1, stack=v42, pc=38, opcode='add', k='binary_xy', y=v47, depth=v48}
  000c8f  cmp     rsi,[r13]
  000c97  jae     0x00000000000042c7
  000c9d  mov     rax,[r13+8]
  000ca5  test    rax,rax
  000ca8  je      0x0000000000000cb9
  000cae  cmp     byte ptr [rax+rsi],1
  000cb3  jne     0x00000000000042c7
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
  000d4b  mov     rcx,0
  000d55  mov     r8,0
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
  000db2  je      0x0000000000004387
  000db8  mov     r13,r11
; v51:int = add v49, v47 => binary_add/0 (92) {mem=v1, stack=v50, pc=38, x=v49, y=v47}
  000dbb  add     r14,r15
  000dbe  jo      0x0000000000004459
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
  000e32  mov     rcx,0
  000e3c  mov     r8,0
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
  000ea4  je      0x00000000000044f0
; v56:int = sub v53, 1 => pop_top/0 (101) {mem=v1, stack=v52, pc=39, k='store_x', depth=v53}
  000eaa  sub     r14,1
  000eb1  jo      0x000000000000459e
; v57:int = readlist v52, v56 => pop_top/1 (101) {mem=v1, stack=v52, pc=39, k='store_x', depth=v56}
  000eb7  cmp     r14,[r13]
  000ebf  jae     0x000000000000463d
  000ec5  mov     rax,[r13+8]
  000ecd  test    rax,rax
  000ed0  je      0x0000000000000ee1
  000ed6  cmp     byte ptr [rax+r14],1
  000edb  jne     0x000000000000463d
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
  000f73  mov     rcx,0
  000f7d  mov     r8,0
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
  000fda  je      0x00000000000046d5
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
  001069  mov     rcx,1
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
  0010d0  je      0x000000000000477f
  0010d6  mov     r12,r11
; v60:int = readlist v59, 2 => op_load/2 (108) {mem=v59, stack=v58, pc=41, a=2}
  0010d9  cmp     qword ptr [r12],2
  0010e5  jbe     0x0000000000004817
  0010eb  mov     rax,[r12+8]
  0010f3  test    rax,rax
  0010f6  je      0x0000000000001109
  0010fc  cmp     byte ptr [rax+2],1
  001103  jne     0x0000000000004817
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
  001186  mov     rcx,0
  001190  mov     r8,0
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
  00125f  mov     rcx,0
  001269  mov     r8,0
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
  0012d5  jl      0x000000000000489d
; v66:int = sub v63, 1 => pop2_top/0 (121) {mem=v59, stack=v62, pc=45, opcode='add', k='binary_xy', depth=v63}
  0012db  sub     r15,1
  0012e2  jo      0x0000000000004961
; v67:int = readlist v62, v66 => pop2_top/1 (121) {mem=v59, stack=v62, pc=45, opcode='add', k='binary_xy', depth=v66}
  0012e8  cmp     r15,[r13]
  0012f0  jae     0x0000000000004a16
  0012f6  mov     rax,[r13+8]
  0012fe  test    rax,rax
  001301  je      0x0000000000001312
  001307  cmp     byte ptr [rax+r15],1
  00130c  jne     0x0000000000004a16
  001312  mov     rax,[r13+0x10]
  00131a  mov     r14,[rax+r15*8]
; v68:int = sub v66, 1 => pop2_top/2 (121) {mem=v59, stack=v62, pc=45, opcode='add', k='binary_xy', y=v67, depth=v66}
  00131e  sub     r15,1
  001325  jo      0x0000000000004ac4
; v69:int = readlist v62, v68 => pop2_top/3 (121) {mem=v59, stack=v62, pc=45, opcode='add', k='binary_xy', y=v67, depth=v68}
  00132b  cmp     r15,[r13]
  001333  jae     0x0000000000004b8b
  001339  mov     rax,[r13+8]
  001341  test    rax,rax
  001344  je      0x0000000000001355
  00134a  cmp     byte ptr [rax+r15],1
  00134f  jne     0x0000000000004b8b
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
  0013e7  mov     rcx,0
  0013f1  mov     r8,0
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
  00144e  je      0x0000000000004c4b
  001454  mov     r13,r11
; v71:int = add v69, v67 => binary_add/0 (123) {mem=v59, stack=v70, pc=45, x=v69, y=v67}
  001457  add     rsi,r14
  00145a  jo      0x0000000000004d1d
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
  0014ce  mov     rcx,0
  0014d8  mov     r8,0
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
  001540  je      0x0000000000004db4
; v76:int = sub v73, 1 => pop_top/0 (132) {mem=v59, stack=v72, pc=46, k='store_x', depth=v73}
  001546  sub     rsi,1
  00154d  jo      0x0000000000004e62
; v77:int = readlist v72, v76 => pop_top/1 (132) {mem=v59, stack=v72, pc=46, k='store_x', depth=v76}
  001553  cmp     rsi,[r13]
  00155b  jae     0x0000000000004f01
  001561  mov     rax,[r13+8]
  001569  test    rax,rax
  00156c  je      0x000000000000157d
  001572  cmp     byte ptr [rax+rsi],1
  001577  jne     0x0000000000004f01
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
  00160f  mov     rcx,0
  001619  mov     r8,0
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
  001676  je      0x0000000000004f99
  00167c  mov     r13,r11
; v79:list = set v59, 2, v77 owned => store_x/2 (134) {mem=v59, stack=v78, pc=46, a=2, x=v77}
  00167f  cmp     qword ptr [r12+8],0
  00168b  jne     0x0000000000002d6e
  001691  cmp     qword ptr [r12],2
  00169d  jbe     0x0000000000002d6e
  0016a3  mov     rax,[r12+0x10]
  0016ab  lea     rax,[rax+0x10]
  0016b2  mov     [rax],r14
; guard_steps => dispatch_loop/0 (150) {mem=v79, stack=v78, pc=15}
; v81:list = phi mem v79
  0016b5  sub     rsp,0x70
  0016bc  mov     [rsp+0x30],rcx
  0016c4  mov     [rsp+0x38],rsi
  0016cc  mov     [rsp+0x40],rdi
  0016d4  mov     [rsp+0x48],r8
  0016dc  mov     [rsp+0x50],r9
  0016e4  mov     [rsp+0x58],r10
  0016ec  mov     [rsp],r12
  0016f4  mov     qword ptr [rsp+8],3
  001700  mov     rdi,[rbp+0x20]
  001707  mov     esi,0
  00170c  mov     rdx,rsp
  00170f  mov     rcx,2
  001719  mov     r8,1
  001723  mov     r9,1
  00172d  mov     rax,<move_list>
  001737  call    rax
  001739  mov     r11,rax
  00173c  mov     rcx,[rsp+0x30]
  001744  mov     rsi,[rsp+0x38]
  00174c  mov     rdi,[rsp+0x40]
  001754  mov     r8,[rsp+0x48]
  00175c  mov     r9,[rsp+0x50]
  001764  mov     r10,[rsp+0x58]
  00176c  add     rsp,0x70
; v82:list = phi stack v78
  001773  sub     rsp,0x70
  00177a  mov     [rsp+0x30],rcx
  001782  mov     [rsp+0x38],rsi
  00178a  mov     [rsp+0x40],rdi
  001792  mov     [rsp+0x48],r8
  00179a  mov     [rsp+0x50],r9
  0017a2  mov     [rsp+0x58],r10
  0017aa  mov     [rsp],r13
  0017b2  mov     qword ptr [rsp+8],3
  0017be  mov     rdi,[rbp+0x20]
  0017c5  mov     esi,0
  0017ca  mov     rdx,rsp
  0017cd  mov     rcx,3
  0017d7  mov     r8,0
  0017e1  mov     r9,1
  0017eb  mov     rax,<move_list>
  0017f5  call    rax
  0017f7  mov     r11,rax
  0017fa  mov     rcx,[rsp+0x30]
  001802  mov     rsi,[rsp+0x38]
  00180a  mov     rdi,[rsp+0x40]
  001812  mov     r8,[rsp+0x48]
  00181a  mov     r9,[rsp+0x50]
  001822  mov     r10,[rsp+0x58]
  00182a  add     rsp,0x70
; loop (150)
  001831  nop
  001832  nop
  001833  nop
  001834  nop
  001835  nop
  001836  nop
  001837  nop
  001838  nop
  001839  nop
  00183a  nop
  00183b  nop
  00183c  nop
  00183d  nop
  00183e  nop
  00183f  nop
; v84:int = readlist v81, 2 => op_load/2 (4) {mem=v81, stack=v82, pc=15, a=2}
  001840  cmp     qword ptr [r12],2
  00184c  jbe     0x0000000000005043
  001852  mov     rax,[r12+8]
  00185a  test    rax,rax
  00185d  je      0x0000000000001870
  001863  cmp     byte ptr [rax+2],1
  00186a  jne     0x0000000000005043
  001870  mov     rax,[r12+0x10]
  001878  mov     r14,[rax+0x10]
; v85:list = append v82, v84 owned
  00187f  sub     rsp,0x70
  001886  mov     [rsp+0x30],rcx
  00188e  mov     [rsp+0x38],rsi
  001896  mov     [rsp+0x40],rdi
  00189e  mov     [rsp+0x48],r8
  0018a6  mov     [rsp+0x50],r9
  0018ae  mov     [rsp+0x58],r10
  0018b6  mov     [rsp],r13
  0018be  mov     qword ptr [rsp+8],3
  0018ca  mov     [rsp+0x10],r14
  0018d2  mov     qword ptr [rsp+0x18],1
  0018de  mov     rdi,[rbp+0x20]
  0018e5  mov     esi,0xf
  0018ea  mov     rdx,rsp
  0018ed  mov     rcx,3
  0018f7  mov     r8,3
  001901  mov     r9,0
  00190b  mov     rax,<list_op>
  001915  call    rax
  001917  mov     r11,rax
  00191a  mov     rcx,[rsp+0x30]
  001922  mov     rsi,[rsp+0x38]
  00192a  mov     rdi,[rsp+0x40]
  001932  mov     r8,[rsp+0x48]
  00193a  mov     r9,[rsp+0x50]
  001942  mov     r10,[rsp+0x58]
  00194a  add     rsp,0x70
  001951  mov     r13,r11
; v86:int = readlist v81, 0 => op_load/2 (9) {mem=v81, stack=v85, pc=17, a=0}
  001954  cmp     qword ptr [r12],0
  001960  jbe     0x00000000000050c9
  001966  mov     rax,[r12+8]
  00196e  test    rax,rax
  001971  je      0x0000000000001984
  001977  cmp     byte ptr [rax],1
  00197e  jne     0x00000000000050c9
  001984  mov     rax,[r12+0x10]
  00198c  mov     rsi,[rax]
; v87:list = append v85, v86 owned
  001993  sub     rsp,0x70
  00199a  mov     [rsp+0x30],rcx
  0019a2  mov     [rsp+0x38],rsi
  0019aa  mov     [rsp+0x40],rdi
  0019b2  mov     [rsp+0x48],r8
  0019ba  mov     [rsp+0x50],r9
  0019c2  mov     [rsp+0x58],r10
  0019ca  mov     [rsp],r13
  0019d2  mov     qword ptr [rsp+8],3
  0019de  mov     [rsp+0x10],rsi
  0019e6  mov     qword ptr [rsp+0x18],1
  0019f2  mov     rdi,[rbp+0x20]
  0019f9  mov     esi,0xf
  0019fe  mov     rdx,rsp
  001a01  mov     rcx,3
  001a0b  mov     r8,3
  001a15  mov     r9,0
  001a1f  mov     rax,<list_op>
  001a29  call    rax
  001a2b  mov     r11,rax
  001a2e  mov     rcx,[rsp+0x30]
  001a36  mov     rsi,[rsp+0x38]
  001a3e  mov     rdi,[rsp+0x40]
  001a46  mov     r8,[rsp+0x48]
  001a4e  mov     r9,[rsp+0x50]
  001a56  mov     r10,[rsp+0x58]
  001a5e  add     rsp,0x70
  001a65  mov     r13,r11
; v88:int = len v87
  001a68  mov     rsi,[r13]
; v89:int = lt v88, 2
; guard_false v89 => pop2/2 (21) {mem=v81, stack=v87, pc=19, opcode='eq', k='binary_xy', depth=v88, few=1}
  001a70  cmp     rsi,2
  001a77  jl      0x000000000000514f
; v91:int = sub v88, 1 => pop2_top/0 (22) {mem=v81, stack=v87, pc=19, opcode='eq', k='binary_xy', depth=v88}
  001a7d  sub     rsi,1
  001a84  jo      0x0000000000005213
; v92:int = readlist v87, v91 => pop2_top/1 (22) {mem=v81, stack=v87, pc=19, opcode='eq', k='binary_xy', depth=v91}
  001a8a  cmp     rsi,[r13]
  001a92  jae     0x00000000000052c8
  001a98  mov     rax,[r13+8]
  001aa0  test    rax,rax
  001aa3  je      0x0000000000001ab4
  001aa9  cmp     byte ptr [rax+rsi],1
  001aae  jne     0x00000000000052c8
  001ab4  mov     rax,[r13+0x10]
  001abc  mov     r15,[rax+rsi*8]
; v93:int = sub v91, 1 => pop2_top/2 (22) {mem=v81, stack=v87, pc=19, opcode='eq', k='binary_xy', y=v92, depth=v91}
  001ac0  sub     rsi,1
  001ac7  jo      0x0000000000005376
; v94:int = readlist v87, v93 => pop2_top/3 (22) {mem=v81, stack=v87, pc=19, opcode='eq', k='binary_xy', y=v92, depth=v93}
  001acd  cmp     rsi,[r13]
  001ad5  jae     0x000000000000543d
  001adb  mov     rax,[r13+8]
  001ae3  test    rax,rax
  001ae6  je      0x0000000000001af7
  001aec  cmp     byte ptr [rax+rsi],1
  001af1  jne     0x000000000000543d
  001af7  mov     rax,[r13+0x10]
  001aff  mov     rbx,[rax+rsi*8]
; v95:list = slice v87, 0, v93 owned => pop2_top/4 (22) {mem=v81, stack=v87, pc=19, opcode='eq', k='binary_xy', x=v94, y=v92, depth=v93}
  001b03  sub     rsp,0x70
  001b0a  mov     [rsp+0x30],rcx
  001b12  mov     [rsp+0x38],rsi
  001b1a  mov     [rsp+0x40],rdi
  001b22  mov     [rsp+0x48],r8
  001b2a  mov     [rsp+0x50],r9
  001b32  mov     [rsp+0x58],r10
  001b3a  mov     [rsp],r13
  001b42  mov     qword ptr [rsp+8],3
  001b4e  mov     qword ptr [rsp+0x10],0
  001b5a  mov     qword ptr [rsp+0x18],1
  001b66  mov     [rsp+0x20],rsi
  001b6e  mov     qword ptr [rsp+0x28],1
  001b7a  mov     rdi,[rbp+0x20]
  001b81  mov     esi,0x10
  001b86  mov     rdx,rsp
  001b89  mov     rcx,3
  001b93  mov     r8,3
  001b9d  mov     r9,0
  001ba7  mov     rax,<list_op>
  001bb1  call    rax
  001bb3  mov     r11,rax
  001bb6  mov     rcx,[rsp+0x30]
  001bbe  mov     rsi,[rsp+0x38]
  001bc6  mov     rdi,[rsp+0x40]
  001bce  mov     r8,[rsp+0x48]
  001bd6  mov     r9,[rsp+0x50]
  001bde  mov     r10,[rsp+0x58]
  001be6  add     rsp,0x70
  001bed  test    rdx,rdx
  001bf0  je      0x00000000000054fd
  001bf6  mov     r13,r11
; v96:int = eq v94, v92
  001bf9  cmp     rbx,r15
  001bfc  sete    al
  001bff  movzx   ebx,al
; v97:list = append v95, v96 owned
  001c03  sub     rsp,0x70
  001c0a  mov     [rsp+0x30],rcx
  001c12  mov     [rsp+0x38],rsi
  001c1a  mov     [rsp+0x40],rdi
  001c22  mov     [rsp+0x48],r8
  001c2a  mov     [rsp+0x50],r9
  001c32  mov     [rsp+0x58],r10
  001c3a  mov     [rsp],r13
  001c42  mov     qword ptr [rsp+8],3
  001c4e  mov     [rsp+0x10],rbx
  001c56  mov     qword ptr [rsp+0x18],1
  001c62  mov     rdi,[rbp+0x20]
  001c69  mov     esi,0xf
  001c6e  mov     rdx,rsp
  001c71  mov     rcx,3
  001c7b  mov     r8,3
  001c85  mov     r9,0
  001c8f  mov     rax,<list_op>
  001c99  call    rax
  001c9b  mov     r11,rax
  001c9e  mov     rcx,[rsp+0x30]
  001ca6  mov     rsi,[rsp+0x38]
  001cae  mov     rdi,[rsp+0x40]
  001cb6  mov     r8,[rsp+0x48]
  001cbe  mov     r9,[rsp+0x50]
  001cc6  mov     r10,[rsp+0x58]
  001cce  add     rsp,0x70
  001cd5  mov     r13,r11
; v98:int = len v97
  001cd8  mov     rbx,[r13]
; v99:int = eq v98, 0
; guard_false v99 => pop/2 (45) {mem=v81, stack=v97, pc=20, k='jump_if_zero_x', depth=v98, empty=1}
  001ce0  test    rbx,rbx
  001ce3  je      0x00000000000055cf
; v101:int = sub v98, 1 => pop_top/0 (46) {mem=v81, stack=v97, pc=20, k='jump_if_zero_x', depth=v98}
  001ce9  sub     rbx,1
  001cf0  jo      0x000000000000567d
; v102:int = readlist v97, v101 => pop_top/1 (46) {mem=v81, stack=v97, pc=20, k='jump_if_zero_x', depth=v101}
  001cf6  cmp     rbx,[r13]
  001cfe  jae     0x000000000000571c
  001d04  mov     rax,[r13+8]
  001d0c  test    rax,rax
  001d0f  je      0x0000000000001d20
  001d15  cmp     byte ptr [rax+rbx],1
  001d1a  jne     0x000000000000571c
  001d20  mov     rax,[r13+0x10]
  001d28  mov     r15,[rax+rbx*8]
; v103:list = slice v97, 0, v101 owned => pop_top/2 (46) {mem=v81, stack=v97, pc=20, k='jump_if_zero_x', x=v102, depth=v101}
  001d2c  sub     rsp,0x70
  001d33  mov     [rsp+0x30],rcx
  001d3b  mov     [rsp+0x38],rsi
  001d43  mov     [rsp+0x40],rdi
  001d4b  mov     [rsp+0x48],r8
  001d53  mov     [rsp+0x50],r9
  001d5b  mov     [rsp+0x58],r10
  001d63  mov     [rsp],r13
  001d6b  mov     qword ptr [rsp+8],3
  001d77  mov     qword ptr [rsp+0x10],0
  001d83  mov     qword ptr [rsp+0x18],1
  001d8f  mov     [rsp+0x20],rbx
  001d97  mov     qword ptr [rsp+0x28],1
  001da3  mov     rdi,[rbp+0x20]
  001daa  mov     esi,0x10
  001daf  mov     rdx,rsp
  001db2  mov     rcx,3
  001dbc  mov     r8,3
  001dc6  mov     r9,0
  001dd0  mov     rax,<list_op>
  001dda  call    rax
  001ddc  mov     r11,rax
  001ddf  mov     rcx,[rsp+0x30]
  001de7  mov     rsi,[rsp+0x38]
  001def  mov     rdi,[rsp+0x40]
  001df7  mov     r8,[rsp+0x48]
  001dff  mov     r9,[rsp+0x50]
  001e07  mov     r10,[rsp+0x58]
  001e0f  add     rsp,0x70
  001e16  test    rdx,rdx
  001e19  je      0x00000000000057b4
  001e1f  mov     r13,r11
; guard_false v102 => jump_if_zero_x/0 (49) {mem=v81, stack=v103, pc=20, x=v102}
  001e22  test    r15,r15
  001e25  jne     0x000000000000585e
; v105:int = readlist v81, 3 => op_load/2 (55) {mem=v81, stack=v103, pc=31, a=3}
  001e2b  cmp     qword ptr [r12],3
  001e37  jbe     0x00000000000058e0
  001e3d  mov     rax,[r12+8]
  001e45  test    rax,rax
  001e48  je      0x0000000000001e5b
  001e4e  cmp     byte ptr [rax+3],1
  001e55  jne     0x00000000000058e0
  001e5b  mov     rax,[r12+0x10]
  001e63  mov     r15,[rax+0x18]
; v106:list = append v103, v105 owned
  001e6a  sub     rsp,0x70
  001e71  mov     [rsp+0x30],rcx
  001e79  mov     [rsp+0x38],rsi
  001e81  mov     [rsp+0x40],rdi
  001e89  mov     [rsp+0x48],r8
  001e91  mov     [rsp+0x50],r9
  001e99  mov     [rsp+0x58],r10
  001ea1  mov     [rsp],r13
  001ea9  mov     qword ptr [rsp+8],3
  001eb5  mov     [rsp+0x10],r15
  001ebd  mov     qword ptr [rsp+0x18],1
  001ec9  mov     rdi,[rbp+0x20]
  001ed0  mov     esi,0xf
  001ed5  mov     rdx,rsp
  001ed8  mov     rcx,3
  001ee2  mov     r8,3
  001eec  mov     r9,0
  001ef6  mov     rax,<list_op>
  001f00  call    rax
  001f02  mov     r11,rax
  001f05  mov     rcx,[rsp+0x30]
  001f0d  mov     rsi,[rsp+0x38]
  001f15  mov     rdi,[rsp+0x40]
  001f1d  mov     r8,[rsp+0x48]
  001f25  mov     r9,[rsp+0x50]
  001f2d  mov     r10,[rsp+0x58]
  001f35  add     rsp,0x70
  001f3c  mov     r13,r11
; v107:int = readlist v81, 1 => op_load/2 (60) {mem=v81, stack=v106, pc=33, a=1}
  001f3f  cmp     qword ptr [r12],1
  001f4b  jbe     0x0000000000005966
  001f51  mov     rax,[r12+8]
  001f59  test    rax,rax
  001f5c  je      0x0000000000001f6f
  001f62  cmp     byte ptr [rax+1],1
  001f69  jne     0x0000000000005966
  001f6f  mov     rax,[r12+0x10]
  001f77  mov     r15,[rax+8]
; v108:list = append v106, v107 owned
  001f7e  sub     rsp,0x70
  001f85  mov     [rsp+0x30],rcx
  001f8d  mov     [rsp+0x38],rsi
  001f95  mov     [rsp+0x40],rdi
  001f9d  mov     [rsp+0x48],r8
  001fa5  mov     [rsp+0x50],r9
  001fad  mov     [rsp+0x58],r10
  001fb5  mov     [rsp],r13
  001fbd  mov     qword ptr [rsp+8],3
  001fc9  mov     [rsp+0x10],r15
  001fd1  mov     qword ptr [rsp+0x18],1
  001fdd  mov     rdi,[rbp+0x20]
  001fe4  mov     esi,0xf
  001fe9  mov     rdx,rsp
  001fec  mov     rcx,3
  001ff6  mov     r8,3
  002000  mov     r9,0
  00200a  mov     rax,<list_op>
  002014  call    rax
  002016  mov     r11,rax
  002019  mov     rcx,[rsp+0x30]
  002021  mov     rsi,[rsp+0x38]
  002029  mov     rdi,[rsp+0x40]
  002031  mov     r8,[rsp+0x48]
  002039  mov     r9,[rsp+0x50]
  002041  mov     r10,[rsp+0x58]
  002049  add     rsp,0x70
  002050  mov     r13,r11
; v109:list = append v108, v84 owned
  002053  sub     rsp,0x70
  00205a  mov     [rsp+0x30],rcx
  002062  mov     [rsp+0x38],rsi
  00206a  mov     [rsp+0x40],rdi
  002072  mov     [rsp+0x48],r8
  00207a  mov     [rsp+0x50],r9
  002082  mov     [rsp+0x58],r10
  00208a  mov     [rsp],r13
  002092  mov     qword ptr [rsp+8],3
  00209e  mov     [rsp+0x10],r14
  0020a6  mov     qword ptr [rsp+0x18],1
  0020b2  mov     rdi,[rbp+0x20]
  0020b9  mov     esi,0xf
  0020be  mov     rdx,rsp
  0020c1  mov     rcx,3
  0020cb  mov     r8,3
  0020d5  mov     r9,0
  0020df  mov     rax,<list_op>
  0020e9  call    rax
  0020eb  mov     r11,rax
  0020ee  mov     rcx,[rsp+0x30]
  0020f6  mov     rsi,[rsp+0x38]
  0020fe  mov     rdi,[rsp+0x40]
  002106  mov     r8,[rsp+0x48]
  00210e  mov     r9,[rsp+0x50]
  002116  mov     r10,[rsp+0x58]
  00211e  add     rsp,0x70
  002125  mov     r13,r11
; v110:int = len v109
  002128  mov     r14,[r13]
; v111:int = lt v110, 2
; guard_false v111 => pop2/2 (75) {mem=v81, stack=v109, pc=37, opcode='mul', k='binary_xy', depth=v110, few=1}
  002130  cmp     r14,2
  002137  jl      0x00000000000059ec
; v113:int = sub v110, 1 => pop2_top/0 (76) {mem=v81, stack=v109, pc=37, opcode='mul', k='binary_xy', depth=v110}
  00213d  sub     r14,1
  002144  jo      0x0000000000005ab0
; v114:int = readlist v109, v113 => pop2_top/1 (76) {mem=v81, stack=v109, pc=37, opcode='mul', k='binary_xy', depth=v113}
  00214a  cmp     r14,[r13]
  002152  jae     0x0000000000005b65
  002158  mov     rax,[r13+8]
  002160  test    rax,rax
  002163  je      0x0000000000002174
  002169  cmp     byte ptr [rax+r14],1
  00216e  jne     0x0000000000005b65
  002174  mov     rax,[r13+0x10]
  00217c  mov     r15,[rax+r14*8]
; v115:int = sub v113, 1 => pop2_top/2 (76) {mem=v81, stack=v109, pc=37, opcode='mul', k='binary_xy', y=v114, depth=v113}
  002180  sub     r14,1
  002187  jo      0x0000000000005c13
; v116:int = readlist v109, v115 => pop2_top/3 (76) {mem=v81, stack=v109, pc=37, opcode='mul', k='binary_xy', y=v114, depth=v115}
  00218d  cmp     r14,[r13]
  002195  jae     0x0000000000005cda
  00219b  mov     rax,[r13+8]
  0021a3  test    rax,rax
  0021a6  je      0x00000000000021b7
  0021ac  cmp     byte ptr [rax+r14],1
  0021b1  jne     0x0000000000005cda
  0021b7  mov     rax,[r13+0x10]
  0021bf  mov     rbx,[rax+r14*8]
; v117:list = slice v109, 0, v115 owned => pop2_top/4 (76) {mem=v81, stack=v109, pc=37, opcode='mul', k='binary_xy', x=v116, y=v114, depth=v115}
  0021c3  sub     rsp,0x70
  0021ca  mov     [rsp+0x30],rcx
  0021d2  mov     [rsp+0x38],rsi
  0021da  mov     [rsp+0x40],rdi
  0021e2  mov     [rsp+0x48],r8
  0021ea  mov     [rsp+0x50],r9
  0021f2  mov     [rsp+0x58],r10
  0021fa  mov     [rsp],r13
  002202  mov     qword ptr [rsp+8],3
  00220e  mov     qword ptr [rsp+0x10],0
  00221a  mov     qword ptr [rsp+0x18],1
  002226  mov     [rsp+0x20],r14
  00222e  mov     qword ptr [rsp+0x28],1
  00223a  mov     rdi,[rbp+0x20]
  002241  mov     esi,0x10
  002246  mov     rdx,rsp
  002249  mov     rcx,3
  002253  mov     r8,3
  00225d  mov     r9,0
  002267  mov     rax,<list_op>
  002271  call    rax
  002273  mov     r11,rax
  002276  mov     rcx,[rsp+0x30]
  00227e  mov     rsi,[rsp+0x38]
  002286  mov     rdi,[rsp+0x40]
  00228e  mov     r8,[rsp+0x48]
  002296  mov     r9,[rsp+0x50]
  00229e  mov     r10,[rsp+0x58]
  0022a6  add     rsp,0x70
  0022ad  test    rdx,rdx
  0022b0  je      0x0000000000005d9a
  0022b6  mov     r13,r11
; v118:int = mul v116, v114 => binary_mul/0 (80) {mem=v81, stack=v117, pc=37, x=v116, y=v114}
  0022b9  mov     r11,rbx
  0022bc  imul    r11,r15
  0022c0  jo      0x0000000000005e6c
  0022c6  mov     rbx,r11
; v119:list = append v117, v118 owned
  0022c9  sub     rsp,0x70
  0022d0  mov     [rsp+0x30],rcx
  0022d8  mov     [rsp+0x38],rsi
  0022e0  mov     [rsp+0x40],rdi
  0022e8  mov     [rsp+0x48],r8
  0022f0  mov     [rsp+0x50],r9
  0022f8  mov     [rsp+0x58],r10
  002300  mov     [rsp],r13
  002308  mov     qword ptr [rsp+8],3
  002314  mov     [rsp+0x10],rbx
  00231c  mov     qword ptr [rsp+0x18],1
  002328  mov     rdi,[rbp+0x20]
  00232f  mov     esi,0xf
  002334  mov     rdx,rsp
  002337  mov     rcx,3
  002341  mov     r8,3
  00234b  mov     r9,0
  002355  mov     rax,<list_op>
  00235f  call    rax
  002361  mov     r11,rax
  002364  mov     rcx,[rsp+0x30]
  00236c  mov     rsi,[rsp+0x38]
  002374  mov     rdi,[rsp+0x40]
  00237c  mov     r8,[rsp+0x48]
  002384  mov     r9,[rsp+0x50]
  00238c  mov     r10,[rsp+0x58]
  002394  add     rsp,0x70
  00239b  mov     r13,r11
; v120:int = len v119
  00239e  mov     rbx,[r13]
; v121:int = lt v120, 2
; guard_false v121 => pop2/2 (89) {mem=v81, stack=v119, pc=38, opcode='add', k='binary_xy', depth=v120, few=1}
  0023a6  cmp     rbx,2
  0023ad  jl      0x0000000000005f00
; v123:int = sub v120, 1 => pop2_top/0 (90) {mem=v81, stack=v119, pc=38, opcode='add', k='binary_xy', depth=v120}
  0023b3  sub     rbx,1
  0023ba  jo      0x0000000000005fc4
; v124:int = readlist v119, v123 => pop2_top/1 (90) {mem=v81, stack=v119, pc=38, opcode='add', k='binary_xy', depth=v123}
  0023c0  cmp     rbx,[r13]
  0023c8  jae     0x0000000000006079
  0023ce  mov     rax,[r13+8]
  0023d6  test    rax,rax
  0023d9  je      0x00000000000023ea
  0023df  cmp     byte ptr [rax+rbx],1
  0023e4  jne     0x0000000000006079
  0023ea  mov     rax,[r13+0x10]
  0023f2  mov     r15,[rax+rbx*8]
; v125:int = sub v123, 1 => pop2_top/2 (90) {mem=v81, stack=v119, pc=38, opcode='add', k='binary_xy', y=v124, depth=v123}
  0023f6  sub     rbx,1
  0023fd  jo      0x0000000000006127
; v126:int = readlist v119, v125 => pop2_top/3 (90) {mem=v81, stack=v119, pc=38, opcode='add', k='binary_xy', y=v124, depth=v125}
  002403  cmp     rbx,[r13]
  00240b  jae     0x00000000000061ee
  002411  mov     rax,[r13+8]
  002419  test    rax,rax
  00241c  je      0x000000000000242d
  002422  cmp     byte ptr [rax+rbx],1
  002427  jne     0x00000000000061ee
  00242d  mov     rax,[r13+0x10]
  002435  mov     r14,[rax+rbx*8]
; v127:list = slice v119, 0, v125 owned => pop2_top/4 (90) {mem=v81, stack=v119, pc=38, opcode='add', k='binary_xy', x=v126, y=v124, depth=v125}
  002439  sub     rsp,0x70
  002440  mov     [rsp+0x30],rcx
  002448  mov     [rsp+0x38],rsi
  002450  mov     [rsp+0x40],rdi
  002458  mov     [rsp+0x48],r8
  002460  mov     [rsp+0x50],r9
  002468  mov     [rsp+0x58],r10
  002470  mov     [rsp],r13
  002478  mov     qword ptr [rsp+8],3
  002484  mov     qword ptr [rsp+0x10],0
  002490  mov     qword ptr [rsp+0x18],1
  00249c  mov     [rsp+0x20],rbx
  0024a4  mov     qword ptr [rsp+0x28],1
  0024b0  mov     rdi,[rbp+0x20]
  0024b7  mov     esi,0x10
  0024bc  mov     rdx,rsp
  0024bf  mov     rcx,3
  0024c9  mov     r8,3
  0024d3  mov     r9,0
  0024dd  mov     rax,<list_op>
  0024e7  call    rax
  0024e9  mov     r11,rax
  0024ec  mov     rcx,[rsp+0x30]
  0024f4  mov     rsi,[rsp+0x38]
  0024fc  mov     rdi,[rsp+0x40]
  002504  mov     r8,[rsp+0x48]
  00250c  mov     r9,[rsp+0x50]
  002514  mov     r10,[rsp+0x58]
  00251c  add     rsp,0x70
  002523  test    rdx,rdx
  002526  je      0x00000000000062ae
  00252c  mov     r13,r11
; v128:int = add v126, v124 => binary_add/0 (92) {mem=v81, stack=v127, pc=38, x=v126, y=v124}
  00252f  add     r14,r15
  002532  jo      0x0000000000006380
; v129:list = append v127, v128 owned
  002538  sub     rsp,0x70
  00253f  mov     [rsp+0x30],rcx
  002547  mov     [rsp+0x38],rsi
  00254f  mov     [rsp+0x40],rdi
  002557  mov     [rsp+0x48],r8
  00255f  mov     [rsp+0x50],r9
  002567  mov     [rsp+0x58],r10
  00256f  mov     [rsp],r13
  002577  mov     qword ptr [rsp+8],3
  002583  mov     [rsp+0x10],r14
  00258b  mov     qword ptr [rsp+0x18],1
  002597  mov     rdi,[rbp+0x20]
  00259e  mov     esi,0xf
  0025a3  mov     rdx,rsp
  0025a6  mov     rcx,3
  0025b0  mov     r8,3
  0025ba  mov     r9,0
  0025c4  mov     rax,<list_op>
  0025ce  call    rax
  0025d0  mov     r11,rax
  0025d3  mov     rcx,[rsp+0x30]
  0025db  mov     rsi,[rsp+0x38]
  0025e3  mov     rdi,[rsp+0x40]
  0025eb  mov     r8,[rsp+0x48]
  0025f3  mov     r9,[rsp+0x50]
  0025fb  mov     r10,[rsp+0x58]
  002603  add     rsp,0x70
  00260a  mov     r13,r11
; v130:int = len v129
  00260d  mov     r14,[r13]
; v131:int = eq v130, 0
; guard_false v131 => pop/2 (100) {mem=v81, stack=v129, pc=39, k='store_x', depth=v130, empty=1}
  002615  test    r14,r14
  002618  je      0x0000000000006417
; v133:int = sub v130, 1 => pop_top/0 (101) {mem=v81, stack=v129, pc=39, k='store_x', depth=v130}
  00261e  sub     r14,1
  002625  jo      0x00000000000064c5
; v134:int = readlist v129, v133 => pop_top/1 (101) {mem=v81, stack=v129, pc=39, k='store_x', depth=v133}
  00262b  cmp     r14,[r13]
  002633  jae     0x0000000000006564
  002639  mov     rax,[r13+8]
  002641  test    rax,rax
  002644  je      0x0000000000002655
  00264a  cmp     byte ptr [rax+r14],1
  00264f  jne     0x0000000000006564
  002655  mov     rax,[r13+0x10]
  00265d  mov     r15,[rax+r14*8]
; v135:list = slice v129, 0, v133 owned => pop_top/2 (101) {mem=v81, stack=v129, pc=39, k='store_x', x=v134, depth=v133}
  002661  sub     rsp,0x70
  002668  mov     [rsp+0x30],rcx
  002670  mov     [rsp+0x38],rsi
  002678  mov     [rsp+0x40],rdi
  002680  mov     [rsp+0x48],r8
  002688  mov     [rsp+0x50],r9
  002690  mov     [rsp+0x58],r10
  002698  mov     [rsp],r13
  0026a0  mov     qword ptr [rsp+8],3
  0026ac  mov     qword ptr [rsp+0x10],0
  0026b8  mov     qword ptr [rsp+0x18],1
  0026c4  mov     [rsp+0x20],r14
  0026cc  mov     qword ptr [rsp+0x28],1
  0026d8  mov     rdi,[rbp+0x20]
  0026df  mov     esi,0x10
  0026e4  mov     rdx,rsp
  0026e7  mov     rcx,3
  0026f1  mov     r8,3
  0026fb  mov     r9,0
  002705  mov     rax,<list_op>
  00270f  call    rax
  002711  mov     r11,rax
  002714  mov     rcx,[rsp+0x30]
  00271c  mov     rsi,[rsp+0x38]
  002724  mov     rdi,[rsp+0x40]
  00272c  mov     r8,[rsp+0x48]
  002734  mov     r9,[rsp+0x50]
  00273c  mov     r10,[rsp+0x58]
  002744  add     rsp,0x70
  00274b  test    rdx,rdx
  00274e  je      0x00000000000065fc
  002754  mov     r13,r11
; v136:list = set v81, 3, v134 owned => store_x/2 (103) {mem=v81, stack=v135, pc=39, a=3, x=v134}
  002757  cmp     qword ptr [r12+8],0
  002763  jne     0x0000000000002e69
  002769  cmp     qword ptr [r12],3
  002775  jbe     0x0000000000002e69
  00277b  mov     rax,[r12+0x10]
  002783  lea     rax,[rax+0x18]
  00278a  mov     [rax],r15
; v137:int = readlist v136, 2 => op_load/2 (108) {mem=v136, stack=v135, pc=41, a=2}
  00278d  cmp     qword ptr [r12],2
  002799  jbe     0x00000000000066a6
  00279f  mov     rax,[r12+8]
  0027a7  test    rax,rax
  0027aa  je      0x00000000000027bd
  0027b0  cmp     byte ptr [rax+2],1
  0027b7  jne     0x00000000000066a6
  0027bd  mov     rax,[r12+0x10]
  0027c5  mov     r15,[rax+0x10]
; v138:list = append v135, v137 owned
  0027cc  sub     rsp,0x70
  0027d3  mov     [rsp+0x30],rcx
  0027db  mov     [rsp+0x38],rsi
  0027e3  mov     [rsp+0x40],rdi
  0027eb  mov     [rsp+0x48],r8
  0027f3  mov     [rsp+0x50],r9
  0027fb  mov     [rsp+0x58],r10
  002803  mov     [rsp],r13
  00280b  mov     qword ptr [rsp+8],3
  002817  mov     [rsp+0x10],r15
  00281f  mov     qword ptr [rsp+0x18],1
  00282b  mov     rdi,[rbp+0x20]
  002832  mov     esi,0xf
  002837  mov     rdx,rsp
  00283a  mov     rcx,3
  002844  mov     r8,3
  00284e  mov     r9,0
  002858  mov     rax,<list_op>
  002862  call    rax
  002864  mov     r11,rax
  002867  mov     rcx,[rsp+0x30]
  00286f  mov     rsi,[rsp+0x38]
  002877  mov     rdi,[rsp+0x40]
  00287f  mov     r8,[rsp+0x48]
  002887  mov     r9,[rsp+0x50]
  00288f  mov     r10,[rsp+0x58]
  002897  add     rsp,0x70
  00289e  mov     r13,r11
; v139:list = append v138, 1 owned
  0028a1  sub     rsp,0x70
  0028a8  mov     [rsp+0x30],rcx
  0028b0  mov     [rsp+0x38],rsi
  0028b8  mov     [rsp+0x40],rdi
  0028c0  mov     [rsp+0x48],r8
  0028c8  mov     [rsp+0x50],r9
  0028d0  mov     [rsp+0x58],r10
  0028d8  mov     [rsp],r13
  0028e0  mov     qword ptr [rsp+8],3
  0028ec  mov     qword ptr [rsp+0x10],1
  0028f8  mov     qword ptr [rsp+0x18],1
  002904  mov     rdi,[rbp+0x20]
  00290b  mov     esi,0xf
  002910  mov     rdx,rsp
  002913  mov     rcx,3
  00291d  mov     r8,3
  002927  mov     r9,0
  002931  mov     rax,<list_op>
  00293b  call    rax
  00293d  mov     r11,rax
  002940  mov     rcx,[rsp+0x30]
  002948  mov     rsi,[rsp+0x38]
  002950  mov     rdi,[rsp+0x40]
  002958  mov     r8,[rsp+0x48]
  002960  mov     r9,[rsp+0x50]
  002968  mov     r10,[rsp+0x58]
  002970  add     rsp,0x70
  002977  mov     r13,r11
; v140:int = len v139
  00297a  mov     r15,[r13]
; v141:int = lt v140, 2
; guard_false v141 => pop2/2 (120) {mem=v136, stack=v139, pc=45, opcode='add', k='binary_xy', depth=v140, few=1}
  002982  cmp     r15,2
  002989  jl      0x000000000000672c
; v143:int = sub v140, 1 => pop2_top/0 (121) {mem=v136, stack=v139, pc=45, opcode='add', k='binary_xy', depth=v140}
  00298f  sub     r15,1
  002996  jo      0x00000000000067f0
; v144:int = readlist v139, v143 => pop2_top/1 (121) {mem=v136, stack=v139, pc=45, opcode='add', k='binary_xy', depth=v143}
  00299c  cmp     r15,[r13]
  0029a4  jae     0x00000000000068a5
  0029aa  mov     rax,[r13+8]
  0029b2  test    rax,rax
  0029b5  je      0x00000000000029c6
  0029bb  cmp     byte ptr [rax+r15],1
  0029c0  jne     0x00000000000068a5
  0029c6  mov     rax,[r13+0x10]
  0029ce  mov     r14,[rax+r15*8]
; v145:int = sub v143, 1 => pop2_top/2 (121) {mem=v136, stack=v139, pc=45, opcode='add', k='binary_xy', y=v144, depth=v143}
  0029d2  sub     r15,1
  0029d9  jo      0x0000000000006953
; v146:int = readlist v139, v145 => pop2_top/3 (121) {mem=v136, stack=v139, pc=45, opcode='add', k='binary_xy', y=v144, depth=v145}
  0029df  cmp     r15,[r13]
  0029e7  jae     0x0000000000006a1a
  0029ed  mov     rax,[r13+8]
  0029f5  test    rax,rax
  0029f8  je      0x0000000000002a09
  0029fe  cmp     byte ptr [rax+r15],1
  002a03  jne     0x0000000000006a1a
  002a09  mov     rax,[r13+0x10]
  002a11  mov     rbx,[rax+r15*8]
; v147:list = slice v139, 0, v145 owned => pop2_top/4 (121) {mem=v136, stack=v139, pc=45, opcode='add', k='binary_xy', x=v146, y=v144, depth=v145}
  002a15  sub     rsp,0x70
  002a1c  mov     [rsp+0x30],rcx
  002a24  mov     [rsp+0x38],rsi
  002a2c  mov     [rsp+0x40],rdi
  002a34  mov     [rsp+0x48],r8
  002a3c  mov     [rsp+0x50],r9
  002a44  mov     [rsp+0x58],r10
  002a4c  mov     [rsp],r13
  002a54  mov     qword ptr [rsp+8],3
  002a60  mov     qword ptr [rsp+0x10],0
  002a6c  mov     qword ptr [rsp+0x18],1
  002a78  mov     [rsp+0x20],r15
  002a80  mov     qword ptr [rsp+0x28],1
  002a8c  mov     rdi,[rbp+0x20]
  002a93  mov     esi,0x10
  002a98  mov     rdx,rsp
  002a9b  mov     rcx,3
  002aa5  mov     r8,3
  002aaf  mov     r9,0
  002ab9  mov     rax,<list_op>
  002ac3  call    rax
  002ac5  mov     r11,rax
  002ac8  mov     rcx,[rsp+0x30]
  002ad0  mov     rsi,[rsp+0x38]
  002ad8  mov     rdi,[rsp+0x40]
  002ae0  mov     r8,[rsp+0x48]
  002ae8  mov     r9,[rsp+0x50]
  002af0  mov     r10,[rsp+0x58]
  002af8  add     rsp,0x70
  002aff  test    rdx,rdx
  002b02  je      0x0000000000006ada
  002b08  mov     r13,r11
; v148:int = add v146, v144 => binary_add/0 (123) {mem=v136, stack=v147, pc=45, x=v146, y=v144}
  002b0b  add     rbx,r14
  002b0e  jo      0x0000000000006bac
; v149:list = append v147, v148 owned
  002b14  sub     rsp,0x70
  002b1b  mov     [rsp+0x30],rcx
  002b23  mov     [rsp+0x38],rsi
  002b2b  mov     [rsp+0x40],rdi
  002b33  mov     [rsp+0x48],r8
  002b3b  mov     [rsp+0x50],r9
  002b43  mov     [rsp+0x58],r10
  002b4b  mov     [rsp],r13
  002b53  mov     qword ptr [rsp+8],3
  002b5f  mov     [rsp+0x10],rbx
  002b67  mov     qword ptr [rsp+0x18],1
  002b73  mov     rdi,[rbp+0x20]
  002b7a  mov     esi,0xf
  002b7f  mov     rdx,rsp
  002b82  mov     rcx,3
  002b8c  mov     r8,3
  002b96  mov     r9,0
  002ba0  mov     rax,<list_op>
  002baa  call    rax
  002bac  mov     r11,rax
  002baf  mov     rcx,[rsp+0x30]
  002bb7  mov     rsi,[rsp+0x38]
  002bbf  mov     rdi,[rsp+0x40]
  002bc7  mov     r8,[rsp+0x48]
  002bcf  mov     r9,[rsp+0x50]
  002bd7  mov     r10,[rsp+0x58]
  002bdf  add     rsp,0x70
  002be6  mov     r13,r11
; v150:int = len v149
  002be9  mov     rbx,[r13]
; v151:int = eq v150, 0
; guard_false v151 => pop/2 (131) {mem=v136, stack=v149, pc=46, k='store_x', depth=v150, empty=1}
  002bf1  test    rbx,rbx
  002bf4  je      0x0000000000006c43
; v153:int = sub v150, 1 => pop_top/0 (132) {mem=v136, stack=v149, pc=46, k='store_x', depth=v150}
  002bfa  sub     rbx,1
  002c01  jo      0x0000000000006cf1
; v154:int = readlist v149, v153 => pop_top/1 (132) {mem=v136, stack=v149, pc=46, k='store_x', depth=v153}
  002c07  cmp     rbx,[r13]
  002c0f  jae     0x0000000000006d90
  002c15  mov     rax,[r13+8]
  002c1d  test    rax,rax
  002c20  je      0x0000000000002c31
  002c26  cmp     byte ptr [rax+rbx],1
  002c2b  jne     0x0000000000006d90
  002c31  mov     rax,[r13+0x10]
  002c39  mov     r14,[rax+rbx*8]
; v155:list = slice v149, 0, v153 owned => pop_top/2 (132) {mem=v136, stack=v149, pc=46, k='store_x', x=v154, depth=v153}
  002c3d  sub     rsp,0x70
  002c44  mov     [rsp+0x30],rcx
  002c4c  mov     [rsp+0x38],rsi
  002c54  mov     [rsp+0x40],rdi
  002c5c  mov     [rsp+0x48],r8
  002c64  mov     [rsp+0x50],r9
  002c6c  mov     [rsp+0x58],r10
  002c74  mov     [rsp],r13
  002c7c  mov     qword ptr [rsp+8],3
  002c88  mov     qword ptr [rsp+0x10],0
  002c94  mov     qword ptr [rsp+0x18],1
  002ca0  mov     [rsp+0x20],rbx
  002ca8  mov     qword ptr [rsp+0x28],1
  002cb4  mov     rdi,[rbp+0x20]
  002cbb  mov     esi,0x10
  002cc0  mov     rdx,rsp
  002cc3  mov     rcx,3
  002ccd  mov     r8,3
  002cd7  mov     r9,0
  002ce1  mov     rax,<list_op>
  002ceb  call    rax
  002ced  mov     r11,rax
  002cf0  mov     rcx,[rsp+0x30]
  002cf8  mov     rsi,[rsp+0x38]
  002d00  mov     rdi,[rsp+0x40]
  002d08  mov     r8,[rsp+0x48]
  002d10  mov     r9,[rsp+0x50]
  002d18  mov     r10,[rsp+0x58]
  002d20  add     rsp,0x70
  002d27  test    rdx,rdx
  002d2a  je      0x0000000000006e28
  002d30  mov     r13,r11
; v156:list = set v136, 2, v154 owned => store_x/2 (134) {mem=v136, stack=v155, pc=46, a=2, x=v154}
  002d33  cmp     qword ptr [r12+8],0
  002d3f  jne     0x0000000000002f64
  002d45  cmp     qword ptr [r12],2
  002d51  jbe     0x0000000000002f64
  002d57  mov     rax,[r12+0x10]
  002d5f  lea     rax,[rax+0x10]
  002d66  mov     [rax],r14
; guard_steps => dispatch_loop/0 (150) {mem=v156, stack=v155, pc=15}
; jump (150) v81 <- v156, v82 <- v155
  002d69  jmp     0x0000000000001840
  002d6e  sub     rsp,0x70
  002d75  mov     [rsp+0x30],rcx
  002d7d  mov     [rsp+0x38],rsi
  002d85  mov     [rsp+0x40],rdi
  002d8d  mov     [rsp+0x48],r8
  002d95  mov     [rsp+0x50],r9
  002d9d  mov     [rsp+0x58],r10
  002da5  mov     [rsp],r12
  002dad  mov     qword ptr [rsp+8],3
  002db9  mov     qword ptr [rsp+0x10],2
  002dc5  mov     qword ptr [rsp+0x18],1
  002dd1  mov     [rsp+0x20],r14
  002dd9  mov     qword ptr [rsp+0x28],1
  002de5  mov     rdi,[rbp+0x20]
  002dec  mov     esi,0xe
  002df1  mov     rdx,rsp
  002df4  mov     rcx,1
  002dfe  mov     r8,1
  002e08  mov     r9,0
  002e12  mov     rax,<list_op>
  002e1c  call    rax
  002e1e  mov     r11,rax
  002e21  mov     rcx,[rsp+0x30]
  002e29  mov     rsi,[rsp+0x38]
  002e31  mov     rdi,[rsp+0x40]
  002e39  mov     r8,[rsp+0x48]
  002e41  mov     r9,[rsp+0x50]
  002e49  mov     r10,[rsp+0x58]
  002e51  add     rsp,0x70
  002e58  test    rdx,rdx
  002e5b  je      0x0000000000006ed2
  002e61  mov     r12,r11
  002e64  jmp     0x00000000000016b5
  002e69  sub     rsp,0x70
  002e70  mov     [rsp+0x30],rcx
  002e78  mov     [rsp+0x38],rsi
  002e80  mov     [rsp+0x40],rdi
  002e88  mov     [rsp+0x48],r8
  002e90  mov     [rsp+0x50],r9
  002e98  mov     [rsp+0x58],r10
  002ea0  mov     [rsp],r12
  002ea8  mov     qword ptr [rsp+8],3
  002eb4  mov     qword ptr [rsp+0x10],3
  002ec0  mov     qword ptr [rsp+0x18],1
  002ecc  mov     [rsp+0x20],r15
  002ed4  mov     qword ptr [rsp+0x28],1
  002ee0  mov     rdi,[rbp+0x20]
  002ee7  mov     esi,0xe
  002eec  mov     rdx,rsp
  002eef  mov     rcx,2
  002ef9  mov     r8,2
  002f03  mov     r9,0
  002f0d  mov     rax,<list_op>
  002f17  call    rax
  002f19  mov     r11,rax
  002f1c  mov     rcx,[rsp+0x30]
  002f24  mov     rsi,[rsp+0x38]
  002f2c  mov     rdi,[rsp+0x40]
  002f34  mov     r8,[rsp+0x48]
  002f3c  mov     r9,[rsp+0x50]
  002f44  mov     r10,[rsp+0x58]
  002f4c  add     rsp,0x70
  002f53  test    rdx,rdx
  002f56  je      0x0000000000006f6a
  002f5c  mov     r12,r11
  002f5f  jmp     0x000000000000278d
  002f64  sub     rsp,0x70
  002f6b  mov     [rsp+0x30],rcx
  002f73  mov     [rsp+0x38],rsi
  002f7b  mov     [rsp+0x40],rdi
  002f83  mov     [rsp+0x48],r8
  002f8b  mov     [rsp+0x50],r9
  002f93  mov     [rsp+0x58],r10
  002f9b  mov     [rsp],r12
  002fa3  mov     qword ptr [rsp+8],3
  002faf  mov     qword ptr [rsp+0x10],2
  002fbb  mov     qword ptr [rsp+0x18],1
  002fc7  mov     [rsp+0x20],r14
  002fcf  mov     qword ptr [rsp+0x28],1
  002fdb  mov     rdi,[rbp+0x20]
  002fe2  mov     esi,0xe
  002fe7  mov     rdx,rsp
  002fea  mov     rcx,2
  002ff4  mov     r8,2
  002ffe  mov     r9,0
  003008  mov     rax,<list_op>
  003012  call    rax
  003014  mov     r11,rax
  003017  mov     rcx,[rsp+0x30]
  00301f  mov     rsi,[rsp+0x38]
  003027  mov     rdi,[rsp+0x40]
  00302f  mov     r8,[rsp+0x48]
  003037  mov     r9,[rsp+0x50]
  00303f  mov     r10,[rsp+0x58]
  003047  add     rsp,0x70
  00304e  test    rdx,rdx
  003051  je      0x0000000000007002
  003057  mov     r12,r11
  00305a  jmp     0x0000000000002d69
; exits
  00305f  mov     rax,0xfffffffe
  003069  jmp     0x0000000000000016
  00306e  mov     [rbp+0x10],rbx
  003075  mov     qword ptr [rbp+0x18],3
  003080  mov     [rbp+0x30],r12
  003087  mov     qword ptr [rbp+0xc8],3
  003092  mov     [rbp+0x40],r13
  003099  mov     qword ptr [rbp+0xd8],3
  0030a4  mov     [rbp+0x50],r14
  0030ab  mov     qword ptr [rbp+0xe8],1
  0030b6  mov     rdi,[rbp+0x20]
  0030bd  mov     rsi,8
  0030c7  mov     rdx,0
  0030d1  mov     rax,<exit_lists>
  0030db  call    rax
  0030dd  mov     rax,0
  0030e7  jmp     0x0000000000000016
  0030ec  mov     [rbp+0x10],r14
  0030f3  mov     qword ptr [rbp+0x18],1
  0030fe  mov     [rbp+0x30],r12
  003105  mov     qword ptr [rbp+0xc8],3
  003110  mov     [rbp+0x40],r13
  003117  mov     qword ptr [rbp+0xd8],3
  003122  mov     [rbp+0x50],r14
  003129  mov     qword ptr [rbp+0xe8],1
  003134  mov     rax,1
  00313e  jmp     0x0000000000000016
  003143  mov     [rbp+0x30],r12
  00314a  mov     qword ptr [rbp+0xc8],3
  003155  mov     [rbp+0x40],r13
  00315c  mov     qword ptr [rbp+0xd8],3
  003167  mov     qword ptr [rbp+0x50],0xf
  003172  mov     qword ptr [rbp+0xe8],1
  00317d  mov     qword ptr [rbp+0x78],2
  003188  mov     qword ptr [rbp+0x110],1
  003193  mov     rax,2
  00319d  jmp     0x0000000000000016
  0031a2  mov     [rbp+0x30],r12
  0031a9  mov     qword ptr [rbp+0xc8],3
  0031b4  mov     [rbp+0x40],r13
  0031bb  mov     qword ptr [rbp+0xd8],3
  0031c6  mov     qword ptr [rbp+0x50],0x11
  0031d1  mov     qword ptr [rbp+0xe8],1
  0031dc  mov     qword ptr [rbp+0x78],0
  0031e7  mov     qword ptr [rbp+0x110],1
  0031f2  mov     rdi,[rbp+0x20]
  0031f9  mov     rsi,<exit lists 1>
  003203  mov     rdx,1
  00320d  mov     rax,<exit_lists>
  003217  call    rax
  003219  mov     rax,3
  003223  jmp     0x0000000000000016
  003228  mov     [rbp+0x30],r12
  00322f  mov     qword ptr [rbp+0xc8],3
  00323a  mov     [rbp+0x40],r13
  003241  mov     qword ptr [rbp+0xd8],3
  00324c  mov     qword ptr [rbp+0x50],0x13
  003257  mov     qword ptr [rbp+0xe8],1
  003262  mov     qword ptr [rbp+0x58],0x16
  00326d  mov     qword ptr [rbp+0xf0],2
  003278  mov     qword ptr [rbp+<exit lists 0>0],0x28
  003283  mov     qword ptr [rbp+0x118],2
  00328e  mov     [rbp+0xa0],rbx
  003295  mov     qword ptr [rbp+0x138],1
  0032a0  mov     qword ptr [rbp+0xb8],1
  0032ab  mov     qword ptr [rbp+0x150],1
  0032b6  mov     rdi,[rbp+0x20]
  0032bd  mov     rsi,<exit lists 2>
  0032c7  mov     rdx,1
  0032d1  mov     rax,<exit_lists>
  0032db  call    rax
  0032dd  mov     rax,4
  0032e7  jmp     0x0000000000000016
  0032ec  add     rbx,1
  0032f3  mov     [rbp+0x30],r12
  0032fa  mov     qword ptr [rbp+0xc8],3
  003305  mov     [rbp+0x40],r13
  00330c  mov     qword ptr [rbp+0xd8],3
  003317  mov     qword ptr [rbp+0x50],0x13
  003322  mov     qword ptr [rbp+0xe8],1
  00332d  mov     qword ptr [rbp+0x58],0x16
  003338  mov     qword ptr [rbp+0xf0],2
  003343  mov     qword ptr [rbp+<exit lists 0>0],0x28
  00334e  mov     qword ptr [rbp+0x118],2
  003359  mov     [rbp+0xa0],rbx
  003360  mov     qword ptr [rbp+0x138],1
  00336b  mov     rdi,[rbp+0x20]
  003372  mov     rsi,<exit lists 3>
  00337c  mov     rdx,1
  003386  mov     rax,<exit_lists>
  003390  call    rax
  003392  mov     rax,5
  00339c  jmp     0x0000000000000016
  0033a1  mov     [rbp+0x30],r12
  0033a8  mov     qword ptr [rbp+0xc8],3
  0033b3  mov     [rbp+0x40],r13
  0033ba  mov     qword ptr [rbp+0xd8],3
  0033c5  mov     qword ptr [rbp+0x50],0x13
  0033d0  mov     qword ptr [rbp+0xe8],1
  0033db  mov     qword ptr [rbp+0x58],0x16
  0033e6  mov     qword ptr [rbp+0xf0],2
  0033f1  mov     qword ptr [rbp+<exit lists 0>0],0x28
  0033fc  mov     qword ptr [rbp+0x118],2
  003407  mov     [rbp+0xa0],rbx
  00340e  mov     qword ptr [rbp+0x138],1
  003419  mov     rdi,[rbp+0x20]
  003420  mov     rsi,<exit lists 4>
  00342a  mov     rdx,1
  003434  mov     rax,<exit_lists>
  00343e  call    rax
  003440  mov     rax,6
  00344a  jmp     0x0000000000000016
  00344f  add     rbx,1
  003456  mov     [rbp+0x30],r12
  00345d  mov     qword ptr [rbp+0xc8],3
  003468  mov     [rbp+0x40],r13
  00346f  mov     qword ptr [rbp+0xd8],3
  00347a  mov     qword ptr [rbp+0x50],0x13
  003485  mov     qword ptr [rbp+0xe8],1
  003490  mov     qword ptr [rbp+0x58],0x16
  00349b  mov     qword ptr [rbp+0xf0],2
  0034a6  mov     qword ptr [rbp+<exit lists 0>0],0x28
  0034b1  mov     qword ptr [rbp+0x118],2
  0034bc  mov     [rbp+0x90],r15
  0034c3  mov     qword ptr [rbp+0x128],1
  0034ce  mov     [rbp+0xa0],rbx
  0034d5  mov     qword ptr [rbp+0x138],1
  0034e0  mov     rdi,[rbp+0x20]
  0034e7  mov     rsi,<exit lists 5>
  0034f1  mov     rdx,1
  0034fb  mov     rax,<exit_lists>
  003505  call    rax
  003507  mov     rax,7
  003511  jmp     0x0000000000000016
  003516  mov     [rbp+0x30],r12
  00351d  mov     qword ptr [rbp+0xc8],3
  003528  mov     [rbp+0x40],r13
  00352f  mov     qword ptr [rbp+0xd8],3
  00353a  mov     qword ptr [rbp+0x50],0x13
  003545  mov     qword ptr [rbp+0xe8],1
  003550  mov     qword ptr [rbp+0x58],0x16
  00355b  mov     qword ptr [rbp+0xf0],2
  003566  mov     qword ptr [rbp+<exit lists 0>0],0x28
  003571  mov     qword ptr [rbp+0x118],2
  00357c  mov     [rbp+0x90],r15
  003583  mov     qword ptr [rbp+0x128],1
  00358e  mov     [rbp+0xa0],rbx
  003595  mov     qword ptr [rbp+0x138],1
  0035a0  mov     rdi,[rbp+0x20]
  0035a7  mov     rsi,<exit lists 6>
  0035b1  mov     rdx,1
  0035bb  mov     rax,<exit_lists>
  0035c5  call    rax
  0035c7  mov     rax,8
  0035d1  jmp     0x0000000000000016
  0035d6  mov     [rbp+0x30],r12
  0035dd  mov     qword ptr [rbp+0xc8],3
  0035e8  mov     [rbp+0x40],r13
  0035ef  mov     qword ptr [rbp+0xd8],3
  0035fa  mov     qword ptr [rbp+0x50],0x13
  003605  mov     qword ptr [rbp+0xe8],1
  003610  mov     qword ptr [rbp+0x58],0x16
  00361b  mov     qword ptr [rbp+0xf0],2
  003626  mov     qword ptr [rbp+<exit lists 0>0],0x28
  003631  mov     qword ptr [rbp+0x118],2
  00363c  mov     [rbp+<exit lists 0>8],rsi
  003643  mov     qword ptr [rbp+0x120],1
  00364e  mov     [rbp+0x90],r15
  003655  mov     qword ptr [rbp+0x128],1
  003660  mov     [rbp+0xa0],rbx
  003667  mov     qword ptr [rbp+0x138],1
  003672  mov     rdi,[rbp+0x20]
  003679  mov     rsi,<exit lists 7>
  003683  mov     rdx,1
  00368d  mov     rax,<exit_lists>
  003697  call    rax
  003699  mov     rax,9
  0036a3  jmp     0x0000000000000016
  0036a8  mov     [rbp+0x30],r12
  0036af  mov     qword ptr [rbp+0xc8],3
  0036ba  mov     [rbp+0x40],r13
  0036c1  mov     qword ptr [rbp+0xd8],3
  0036cc  mov     qword ptr [rbp+0x50],0x14
  0036d7  mov     qword ptr [rbp+0xe8],1
  0036e2  mov     qword ptr [rbp+<exit lists 0>0],0x2c
  0036ed  mov     qword ptr [rbp+0x118],2
  0036f8  mov     [rbp+0xa0],rsi
  0036ff  mov     qword ptr [rbp+0x138],1
  00370a  mov     qword ptr [rbp+0xa8],1
  003715  mov     qword ptr [rbp+0x140],1
  003720  mov     rdi,[rbp+0x20]
  003727  mov     rsi,<exit lists 8>
  003731  mov     rdx,1
  00373b  mov     rax,<exit_lists>
  003745  call    rax
  003747  mov     rax,0xa
  003751  jmp     0x0000000000000016
  003756  add     rsi,1
  00375d  mov     [rbp+0x30],r12
  003764  mov     qword ptr [rbp+0xc8],3
  00376f  mov     [rbp+0x40],r13
  003776  mov     qword ptr [rbp+0xd8],3
  003781  mov     qword ptr [rbp+0x50],0x14
  00378c  mov     qword ptr [rbp+0xe8],1
  003797  mov     qword ptr [rbp+<exit lists 0>0],0x2c
  0037a2  mov     qword ptr [rbp+0x118],2
  0037ad  mov     [rbp+0xa0],rsi
  0037b4  mov     qword ptr [rbp+0x138],1
  0037bf  mov     rdi,[rbp+0x20]
  0037c6  mov     rsi,<exit lists 9>
  0037d0  mov     rdx,1
  0037da  mov     rax,<exit_lists>
  0037e4  call    rax
  0037e6  mov     rax,0xb
  0037f0  jmp     0x0000000000000016
  0037f5  mov     [rbp+0x30],r12
  0037fc  mov     qword ptr [rbp+0xc8],3
  003807  mov     [rbp+0x40],r13
  00380e  mov     qword ptr [rbp+0xd8],3
  003819  mov     qword ptr [rbp+0x50],0x14
  003824  mov     qword ptr [rbp+0xe8],1
  00382f  mov     qword ptr [rbp+<exit lists 0>0],0x2c
  00383a  mov     qword ptr [rbp+0x118],2
  003845  mov     [rbp+0xa0],rsi
  00384c  mov     qword ptr [rbp+0x138],1
  003857  mov     rdi,[rbp+0x20]
  00385e  mov     rsi,<exit lists 10>
  003868  mov     rdx,1
  003872  mov     rax,<exit_lists>
  00387c  call    rax
  00387e  mov     rax,0xc
  003888  jmp     0x0000000000000016
  00388d  mov     [rbp+0x30],r12
  003894  mov     qword ptr [rbp+0xc8],3
  00389f  mov     [rbp+0x40],r13
  0038a6  mov     qword ptr [rbp+0xd8],3
  0038b1  mov     qword ptr [rbp+0x50],0x14
  0038bc  mov     qword ptr [rbp+0xe8],1
  0038c7  mov     qword ptr [rbp+<exit lists 0>0],0x2c
  0038d2  mov     qword ptr [rbp+0x118],2
  0038dd  mov     [rbp+<exit lists 0>8],r15
  0038e4  mov     qword ptr [rbp+0x120],1
  0038ef  mov     [rbp+0xa0],rsi
  0038f6  mov     qword ptr [rbp+0x138],1
  003901  mov     rdi,[rbp+0x20]
  003908  mov     rsi,<exit lists 11>
  003912  mov     rdx,1
  00391c  mov     rax,<exit_lists>
  003926  call    rax
  003928  mov     rax,0xd
  003932  jmp     0x0000000000000016
  003937  mov     [rbp+0x30],r12
  00393e  mov     qword ptr [rbp+0xc8],3
  003949  mov     [rbp+0x40],r13
  003950  mov     qword ptr [rbp+0xd8],3
  00395b  mov     qword ptr [rbp+0x50],0x14
  003966  mov     qword ptr [rbp+0xe8],1
  003971  mov     [rbp+<exit lists 0>8],r15
  003978  mov     qword ptr [rbp+0x120],1
  003983  mov     rdi,[rbp+0x20]
  00398a  mov     rsi,<exit lists 12>
  003994  mov     rdx,1
  00399e  mov     rax,<exit_lists>
  0039a8  call    rax
  0039aa  mov     rax,0xe
  0039b4  jmp     0x0000000000000016
  0039b9  mov     [rbp+0x30],r12
  0039c0  mov     qword ptr [rbp+0xc8],3
  0039cb  mov     [rbp+0x40],r13
  0039d2  mov     qword ptr [rbp+0xd8],3
  0039dd  mov     qword ptr [rbp+0x50],0x1f
  0039e8  mov     qword ptr [rbp+0xe8],1
  0039f3  mov     qword ptr [rbp+0x78],3
  0039fe  mov     qword ptr [rbp+0x110],1
  003a09  mov     rdi,[rbp+0x20]
  003a10  mov     rsi,<exit lists 13>
  003a1a  mov     rdx,1
  003a24  mov     rax,<exit_lists>
  003a2e  call    rax
  003a30  mov     rax,0xf
  003a3a  jmp     0x0000000000000016
  003a3f  mov     [rbp+0x30],r12
  003a46  mov     qword ptr [rbp+0xc8],3
  003a51  mov     [rbp+0x40],r13
  003a58  mov     qword ptr [rbp+0xd8],3
  003a63  mov     qword ptr [rbp+0x50],0x21
  003a6e  mov     qword ptr [rbp+0xe8],1
  003a79  mov     qword ptr [rbp+0x78],1
  003a84  mov     qword ptr [rbp+0x110],1
  003a8f  mov     rdi,[rbp+0x20]
  003a96  mov     rsi,<exit lists 14>
  003aa0  mov     rdx,1
  003aaa  mov     rax,<exit_lists>
  003ab4  call    rax
  003ab6  mov     rax,0x10
  003ac0  jmp     0x0000000000000016
  003ac5  mov     [rbp+0x30],r12
  003acc  mov     qword ptr [rbp+0xc8],3
  003ad7  mov     [rbp+0x40],r13
  003ade  mov     qword ptr [rbp+0xd8],3
  003ae9  mov     qword ptr [rbp+0x50],0x25
  003af4  mov     qword ptr [rbp+0xe8],1
  003aff  mov     qword ptr [rbp+0x58],0xf
  003b0a  mov     qword ptr [rbp+0xf0],2
  003b15  mov     qword ptr [rbp+<exit lists 0>0],0x28
  003b20  mov     qword ptr [rbp+0x118],2
  003b2b  mov     [rbp+0xa0],r14
  003b32  mov     qword ptr [rbp+0x138],1
  003b3d  mov     qword ptr [rbp+0xb8],1
  003b48  mov     qword ptr [rbp+0x150],1
  003b53  mov     rdi,[rbp+0x20]
  003b5a  mov     rsi,<exit lists 15>
  003b64  mov     rdx,1
  003b6e  mov     rax,<exit_lists>
  003b78  call    rax
  003b7a  mov     rax,0x11
  003b84  jmp     0x0000000000000016
  003b89  add     r14,1
  003b90  mov     [rbp+0x30],r12
  003b97  mov     qword ptr [rbp+0xc8],3
  003ba2  mov     [rbp+0x40],r13
  003ba9  mov     qword ptr [rbp+0xd8],3
  003bb4  mov     qword ptr [rbp+0x50],0x25
  003bbf  mov     qword ptr [rbp+0xe8],1
  003bca  mov     qword ptr [rbp+0x58],0xf
  003bd5  mov     qword ptr [rbp+0xf0],2
  003be0  mov     qword ptr [rbp+<exit lists 0>0],0x28
  003beb  mov     qword ptr [rbp+0x118],2
  003bf6  mov     [rbp+0xa0],r14
  003bfd  mov     qword ptr [rbp+0x138],1
  003c08  mov     rdi,[rbp+0x20]
  003c0f  mov     rsi,<exit lists 16>
  003c19  mov     rdx,1
  003c23  mov     rax,<exit_lists>
  003c2d  call    rax
  003c2f  mov     rax,0x12
  003c39  jmp     0x0000000000000016
  003c3e  mov     [rbp+0x30],r12
  003c45  mov     qword ptr [rbp+0xc8],3
  003c50  mov     [rbp+0x40],r13
  003c57  mov     qword ptr [rbp+0xd8],3
  003c62  mov     qword ptr [rbp+0x50],0x25
  003c6d  mov     qword ptr [rbp+0xe8],1
  003c78  mov     qword ptr [rbp+0x58],0xf
  003c83  mov     qword ptr [rbp+0xf0],2
  003c8e  mov     qword ptr [rbp+<exit lists 0>0],0x28
  003c99  mov     qword ptr [rbp+0x118],2
  003ca4  mov     [rbp+0xa0],r14
  003cab  mov     qword ptr [rbp+0x138],1
  003cb6  mov     rdi,[rbp+0x20]
  003cbd  mov     rsi,<exit lists 17>
  003cc7  mov     rdx,1
  003cd1  mov     rax,<exit_lists>
  003cdb  call    rax
  003cdd  mov     rax,0x13
  003ce7  jmp     0x0000000000000016
  003cec  add     r14,1
  003cf3  mov     [rbp+0x30],r12
  003cfa  mov     qword ptr [rbp+0xc8],3
  003d05  mov     [rbp+0x40],r13
  003d0c  mov     qword ptr [rbp+0xd8],3
  003d17  mov     qword ptr [rbp+0x50],0x25
  003d22  mov     qword ptr [rbp+0xe8],1
  003d2d  mov     qword ptr [rbp+0x58],0xf
  003d38  mov     qword ptr [rbp+0xf0],2
  003d43  mov     qword ptr [rbp+<exit lists 0>0],0x28
  003d4e  mov     qword ptr [rbp+0x118],2
  003d59  mov     [rbp+0x90],r15
  003d60  mov     qword ptr [rbp+0x128],1
  003d6b  mov     [rbp+0xa0],r14
  003d72  mov     qword ptr [rbp+0x138],1
  003d7d  mov     rdi,[rbp+0x20]
  003d84  mov     rsi,<exit lists 18>
  003d8e  mov     rdx,1
  003d98  mov     rax,<exit_lists>
  003da2  call    rax
  003da4  mov     rax,0x14
  003dae  jmp     0x0000000000000016
  003db3  mov     [rbp+0x30],r12
  003dba  mov     qword ptr [rbp+0xc8],3
  003dc5  mov     [rbp+0x40],r13
  003dcc  mov     qword ptr [rbp+0xd8],3
  003dd7  mov     qword ptr [rbp+0x50],0x25
  003de2  mov     qword ptr [rbp+0xe8],1
  003ded  mov     qword ptr [rbp+0x58],0xf
  003df8  mov     qword ptr [rbp+0xf0],2
  003e03  mov     qword ptr [rbp+<exit lists 0>0],0x28
  003e0e  mov     qword ptr [rbp+0x118],2
  003e19  mov     [rbp+0x90],r15
  003e20  mov     qword ptr [rbp+0x128],1
  003e2b  mov     [rbp+0xa0],r14
  003e32  mov     qword ptr [rbp+0x138],1
  003e3d  mov     rdi,[rbp+0x20]
  003e44  mov     rsi,<exit lists 19>
  003e4e  mov     rdx,1
  003e58  mov     rax,<exit_lists>
  003e62  call    rax
  003e64  mov     rax,0x15
  003e6e  jmp     0x0000000000000016
  003e73  mov     [rbp+0x30],r12
  003e7a  mov     qword ptr [rbp+0xc8],3
  003e85  mov     [rbp+0x40],r13
  003e8c  mov     qword ptr [rbp+0xd8],3
  003e97  mov     qword ptr [rbp+0x50],0x25
  003ea2  mov     qword ptr [rbp+0xe8],1
  003ead  mov     qword ptr [rbp+0x58],0xf
  003eb8  mov     qword ptr [rbp+0xf0],2
  003ec3  mov     qword ptr [rbp+<exit lists 0>0],0x28
  003ece  mov     qword ptr [rbp+0x118],2
  003ed9  mov     [rbp+<exit lists 0>8],rsi
  003ee0  mov     qword ptr [rbp+0x120],1
  003eeb  mov     [rbp+0x90],r15
  003ef2  mov     qword ptr [rbp+0x128],1
  003efd  mov     [rbp+0xa0],r14
  003f04  mov     qword ptr [rbp+0x138],1
  003f0f  mov     rdi,[rbp+0x20]
  003f16  mov     rsi,<exit lists 20>
  003f20  mov     rdx,1
  003f2a  mov     rax,<exit_lists>
  003f34  call    rax
  003f36  mov     rax,0x16
  003f40  jmp     0x0000000000000016
  003f45  mov     [rbp+0x30],r12
  003f4c  mov     qword ptr [rbp+0xc8],3
  003f57  mov     [rbp+0x40],r13
  003f5e  mov     qword ptr [rbp+0xd8],3
  003f69  mov     qword ptr [rbp+0x50],0x25
  003f74  mov     qword ptr [rbp+0xe8],1
  003f7f  mov     [rbp+<exit lists 0>8],rsi
  003f86  mov     qword ptr [rbp+0x120],1
  003f91  mov     [rbp+0x90],r15
  003f98  mov     qword ptr [rbp+0x128],1
  003fa3  mov     rdi,[rbp+0x20]
  003faa  mov     rsi,<exit lists 21>
  003fb4  mov     rdx,1
  003fbe  mov     rax,<exit_lists>
  003fc8  call    rax
  003fca  mov     rax,0x17
  003fd4  jmp     0x0000000000000016
  003fd9  mov     [rbp+0x30],r12
  003fe0  mov     qword ptr [rbp+0xc8],3
  003feb  mov     [rbp+0x40],r13
  003ff2  mov     qword ptr [rbp+0xd8],3
  003ffd  mov     qword ptr [rbp+0x50],0x26
  004008  mov     qword ptr [rbp+0xe8],1
  004013  mov     qword ptr [rbp+0x58],0x13
  00401e  mov     qword ptr [rbp+0xf0],2
  004029  mov     qword ptr [rbp+<exit lists 0>0],0x28
  004034  mov     qword ptr [rbp+0x118],2
  00403f  mov     [rbp+0xa0],rsi
  004046  mov     qword ptr [rbp+0x138],1
  004051  mov     qword ptr [rbp+0xb8],1
  00405c  mov     qword ptr [rbp+0x150],1
  004067  mov     rdi,[rbp+0x20]
  00406e  mov     rsi,<exit lists 22>
  004078  mov     rdx,1
  004082  mov     rax,<exit_lists>
  00408c  call    rax
  00408e  mov     rax,0x18
  004098  jmp     0x0000000000000016
  00409d  add     rsi,1
  0040a4  mov     [rbp+0x30],r12
  0040ab  mov     qword ptr [rbp+0xc8],3
  0040b6  mov     [rbp+0x40],r13
  0040bd  mov     qword ptr [rbp+0xd8],3
  0040c8  mov     qword ptr [rbp+0x50],0x26
  0040d3  mov     qword ptr [rbp+0xe8],1
  0040de  mov     qword ptr [rbp+0x58],0x13
  0040e9  mov     qword ptr [rbp+0xf0],2
  0040f4  mov     qword ptr [rbp+<exit lists 0>0],0x28
  0040ff  mov     qword ptr [rbp+0x118],2
  00410a  mov     [rbp+0xa0],rsi
  004111  mov     qword ptr [rbp+0x138],1
  00411c  mov     rdi,[rbp+0x20]
  004123  mov     rsi,<exit lists 23>
  00412d  mov     rdx,1
  004137  mov     rax,<exit_lists>
  004141  call    rax
  004143  mov     rax,0x19
  00414d  jmp     0x0000000000000016
  004152  mov     [rbp+0x30],r12
  004159  mov     qword ptr [rbp+0xc8],3
  004164  mov     [rbp+0x40],r13
  00416b  mov     qword ptr [rbp+0xd8],3
  004176  mov     qword ptr [rbp+0x50],0x26
  004181  mov     qword ptr [rbp+0xe8],1
  00418c  mov     qword ptr [rbp+0x58],0x13
  004197  mov     qword ptr [rbp+0xf0],2
  0041a2  mov     qword ptr [rbp+<exit lists 0>0],0x28
  0041ad  mov     qword ptr [rbp+0x118],2
  0041b8  mov     [rbp+0xa0],rsi
  0041bf  mov     qword ptr [rbp+0x138],1
  0041ca  mov     rdi,[rbp+0x20]
  0041d1  mov     rsi,<exit lists 24>
  0041db  mov     rdx,1
  0041e5  mov     rax,<exit_lists>
  0041ef  call    rax
  0041f1  mov     rax,0x1a
  0041fb  jmp     0x0000000000000016
  004200  add     rsi,1
  004207  mov     [rbp+0x30],r12
  00420e  mov     qword ptr [rbp+0xc8],3
  004219  mov     [rbp+0x40],r13
  004220  mov     qword ptr [rbp+0xd8],3
  00422b  mov     qword ptr [rbp+0x50],0x26
  004236  mov     qword ptr [rbp+0xe8],1
  004241  mov     qword ptr [rbp+0x58],0x13
  00424c  mov     qword ptr [rbp+0xf0],2
  004257  mov     qword ptr [rbp+<exit lists 0>0],0x28
  004262  mov     qword ptr [rbp+0x118],2
  00426d  mov     [rbp+0x90],r15
  004274  mov     qword ptr [rbp+0x128],1
  00427f  mov     [rbp+0xa0],rsi
  004286  mov     qword ptr [rbp+0x138],1
  004291  mov     rdi,[rbp+0x20]
  004298  mov     rsi,<exit lists 25>
  0042a2  mov     rdx,1
  0042ac  mov     rax,<exit_lists>
  0042b6  call    rax
  0042b8  mov     rax,0x1b
  0042c2  jmp     0x0000000000000016
  0042c7  mov     [rbp+0x30],r12
  0042ce  mov     qword ptr [rbp+0xc8],3
  0042d9  mov     [rbp+0x40],r13
  0042e0  mov     qword ptr [rbp+0xd8],3
  0042eb  mov     qword ptr [rbp+0x50],0x26
  0042f6  mov     qword ptr [rbp+0xe8],1
  004301  mov     qword ptr [rbp+0x58],0x13
  00430c  mov     qword ptr [rbp+0xf0],2
  004317  mov     qword ptr [rbp+<exit lists 0>0],0x28
  004322  mov     qword ptr [rbp+0x118],2
  00432d  mov     [rbp+0x90],r15
  004334  mov     qword ptr [rbp+0x128],1
  00433f  mov     [rbp+0xa0],rsi
  004346  mov     qword ptr [rbp+0x138],1
  004351  mov     rdi,[rbp+0x20]
  004358  mov     rsi,<exit lists 26>
  004362  mov     rdx,1
  00436c  mov     rax,<exit_lists>
  004376  call    rax
  004378  mov     rax,0x1c
  004382  jmp     0x0000000000000016
  004387  mov     [rbp+0x30],r12
  00438e  mov     qword ptr [rbp+0xc8],3
  004399  mov     [rbp+0x40],r13
  0043a0  mov     qword ptr [rbp+0xd8],3
  0043ab  mov     qword ptr [rbp+0x50],0x26
  0043b6  mov     qword ptr [rbp+0xe8],1
  0043c1  mov     qword ptr [rbp+0x58],0x13
  0043cc  mov     qword ptr [rbp+0xf0],2
  0043d7  mov     qword ptr [rbp+<exit lists 0>0],0x28
  0043e2  mov     qword ptr [rbp+0x118],2
  0043ed  mov     [rbp+<exit lists 0>8],r14
  0043f4  mov     qword ptr [rbp+0x120],1
  0043ff  mov     [rbp+0x90],r15
  004406  mov     qword ptr [rbp+0x128],1
  004411  mov     [rbp+0xa0],rsi
  004418  mov     qword ptr [rbp+0x138],1
  004423  mov     rdi,[rbp+0x20]
  00442a  mov     rsi,<exit lists 27>
  004434  mov     rdx,1
  00443e  mov     rax,<exit_lists>
  004448  call    rax
  00444a  mov     rax,0x1d
  004454  jmp     0x0000000000000016
  004459  sub     r14,r15
  00445c  mov     [rbp+0x30],r12
  004463  mov     qword ptr [rbp+0xc8],3
  00446e  mov     [rbp+0x40],r13
  004475  mov     qword ptr [rbp+0xd8],3
  004480  mov     qword ptr [rbp+0x50],0x26
  00448b  mov     qword ptr [rbp+0xe8],1
  004496  mov     [rbp+<exit lists 0>8],r14
  00449d  mov     qword ptr [rbp+0x120],1
  0044a8  mov     [rbp+0x90],r15
  0044af  mov     qword ptr [rbp+0x128],1
  0044ba  mov     rdi,[rbp+0x20]
  0044c1  mov     rsi,<exit lists 28>
  0044cb  mov     rdx,1
  0044d5  mov     rax,<exit_lists>
  0044df  call    rax
  0044e1  mov     rax,0x1e
  0044eb  jmp     0x0000000000000016
  0044f0  mov     [rbp+0x30],r12
  0044f7  mov     qword ptr [rbp+0xc8],3
  004502  mov     [rbp+0x40],r13
  004509  mov     qword ptr [rbp+0xd8],3
  004514  mov     qword ptr [rbp+0x50],0x27
  00451f  mov     qword ptr [rbp+0xe8],1
  00452a  mov     qword ptr [rbp+<exit lists 0>0],0x27
  004535  mov     qword ptr [rbp+0x118],2
  004540  mov     [rbp+0xa0],r14
  004547  mov     qword ptr [rbp+0x138],1
  004552  mov     qword ptr [rbp+0xa8],1
  00455d  mov     qword ptr [rbp+0x140],1
  004568  mov     rdi,[rbp+0x20]
  00456f  mov     rsi,<exit lists 29>
  004579  mov     rdx,1
  004583  mov     rax,<exit_lists>
  00458d  call    rax
  00458f  mov     rax,0x1f
  004599  jmp     0x0000000000000016
  00459e  add     r14,1
  0045a5  mov     [rbp+0x30],r12
  0045ac  mov     qword ptr [rbp+0xc8],3
  0045b7  mov     [rbp+0x40],r13
  0045be  mov     qword ptr [rbp+0xd8],3
  0045c9  mov     qword ptr [rbp+0x50],0x27
  0045d4  mov     qword ptr [rbp+0xe8],1
  0045df  mov     qword ptr [rbp+<exit lists 0>0],0x27
  0045ea  mov     qword ptr [rbp+0x118],2
  0045f5  mov     [rbp+0xa0],r14
  0045fc  mov     qword ptr [rbp+0x138],1
  004607  mov     rdi,[rbp+0x20]
  00460e  mov     rsi,<exit lists 30>
  004618  mov     rdx,1
  004622  mov     rax,<exit_lists>
  00462c  call    rax
  00462e  mov     rax,0x20
  004638  jmp     0x0000000000000016
  00463d  mov     [rbp+0x30],r12
  004644  mov     qword ptr [rbp+0xc8],3
  00464f  mov     [rbp+0x40],r13
  004656  mov     qword ptr [rbp+0xd8],3
  004661  mov     qword ptr [rbp+0x50],0x27
  00466c  mov     qword ptr [rbp+0xe8],1
  004677  mov     qword ptr [rbp+<exit lists 0>0],0x27
  004682  mov     qword ptr [rbp+0x118],2
  00468d  mov     [rbp+0xa0],r14
  004694  mov     qword ptr [rbp+0x138],1
  00469f  mov     rdi,[rbp+0x20]
  0046a6  mov     rsi,<exit lists 31>
  0046b0  mov     rdx,1
  0046ba  mov     rax,<exit_lists>
  0046c4  call    rax
  0046c6  mov     rax,0x21
  0046d0  jmp     0x0000000000000016
  0046d5  mov     [rbp+0x30],r12
  0046dc  mov     qword ptr [rbp+0xc8],3
  0046e7  mov     [rbp+0x40],r13
  0046ee  mov     qword ptr [rbp+0xd8],3
  0046f9  mov     qword ptr [rbp+0x50],0x27
  004704  mov     qword ptr [rbp+0xe8],1
  00470f  mov     qword ptr [rbp+<exit lists 0>0],0x27
  00471a  mov     qword ptr [rbp+0x118],2
  004725  mov     [rbp+<exit lists 0>8],r15
  00472c  mov     qword ptr [rbp+0x120],1
  004737  mov     [rbp+0xa0],r14
  00473e  mov     qword ptr [rbp+0x138],1
  004749  mov     rdi,[rbp+0x20]
  004750  mov     rsi,<exit lists 32>
  00475a  mov     rdx,1
  004764  mov     rax,<exit_lists>
  00476e  call    rax
  004770  mov     rax,0x22
  00477a  jmp     0x0000000000000016
  00477f  mov     [rbp+0x30],r12
  004786  mov     qword ptr [rbp+0xc8],3
  004791  mov     [rbp+0x40],r13
  004798  mov     qword ptr [rbp+0xd8],3
  0047a3  mov     qword ptr [rbp+0x50],0x27
  0047ae  mov     qword ptr [rbp+0xe8],1
  0047b9  mov     qword ptr [rbp+0x78],3
  0047c4  mov     qword ptr [rbp+0x110],1
  0047cf  mov     [rbp+<exit lists 0>8],r15
  0047d6  mov     qword ptr [rbp+0x120],1
  0047e1  mov     rdi,[rbp+0x20]
  0047e8  mov     rsi,<exit lists 33>
  0047f2  mov     rdx,1
  0047fc  mov     rax,<exit_lists>
  004806  call    rax
  004808  mov     rax,0x23
  004812  jmp     0x0000000000000016
  004817  mov     [rbp+0x30],r12
  00481e  mov     qword ptr [rbp+0xc8],3
  004829  mov     [rbp+0x40],r13
  004830  mov     qword ptr [rbp+0xd8],3
  00483b  mov     qword ptr [rbp+0x50],0x29
  004846  mov     qword ptr [rbp+0xe8],1
  004851  mov     qword ptr [rbp+0x78],2
  00485c  mov     qword ptr [rbp+0x110],1
  004867  mov     rdi,[rbp+0x20]
  00486e  mov     rsi,<exit lists 34>
  004878  mov     rdx,2
  004882  mov     rax,<exit_lists>
  00488c  call    rax
  00488e  mov     rax,0x24
  004898  jmp     0x0000000000000016
  00489d  mov     [rbp+0x30],r12
  0048a4  mov     qword ptr [rbp+0xc8],3
  0048af  mov     [rbp+0x40],r13
  0048b6  mov     qword ptr [rbp+0xd8],3
  0048c1  mov     qword ptr [rbp+0x50],0x2d
  0048cc  mov     qword ptr [rbp+0xe8],1
  0048d7  mov     qword ptr [rbp+0x58],0x13
  0048e2  mov     qword ptr [rbp+0xf0],2
  0048ed  mov     qword ptr [rbp+<exit lists 0>0],0x28
  0048f8  mov     qword ptr [rbp+0x118],2
  004903  mov     [rbp+0xa0],r15
  00490a  mov     qword ptr [rbp+0x138],1
  004915  mov     qword ptr [rbp+0xb8],1
  004920  mov     qword ptr [rbp+0x150],1
  00492b  mov     rdi,[rbp+0x20]
  004932  mov     rsi,<exit lists 35>
  00493c  mov     rdx,2
  004946  mov     rax,<exit_lists>
  004950  call    rax
  004952  mov     rax,0x25
  00495c  jmp     0x0000000000000016
  004961  add     r15,1
  004968  mov     [rbp+0x30],r12
  00496f  mov     qword ptr [rbp+0xc8],3
  00497a  mov     [rbp+0x40],r13
  004981  mov     qword ptr [rbp+0xd8],3
  00498c  mov     qword ptr [rbp+0x50],0x2d
  004997  mov     qword ptr [rbp+0xe8],1
  0049a2  mov     qword ptr [rbp+0x58],0x13
  0049ad  mov     qword ptr [rbp+0xf0],2
  0049b8  mov     qword ptr [rbp+<exit lists 0>0],0x28
  0049c3  mov     qword ptr [rbp+0x118],2
  0049ce  mov     [rbp+0xa0],r15
  0049d5  mov     qword ptr [rbp+0x138],1
  0049e0  mov     rdi,[rbp+0x20]
  0049e7  mov     rsi,<exit lists 36>
  0049f1  mov     rdx,2
  0049fb  mov     rax,<exit_lists>
  004a05  call    rax
  004a07  mov     rax,0x26
  004a11  jmp     0x0000000000000016
  004a16  mov     [rbp+0x30],r12
  004a1d  mov     qword ptr [rbp+0xc8],3
  004a28  mov     [rbp+0x40],r13
  004a2f  mov     qword ptr [rbp+0xd8],3
  004a3a  mov     qword ptr [rbp+0x50],0x2d
  004a45  mov     qword ptr [rbp+0xe8],1
  004a50  mov     qword ptr [rbp+0x58],0x13
  004a5b  mov     qword ptr [rbp+0xf0],2
  004a66  mov     qword ptr [rbp+<exit lists 0>0],0x28
  004a71  mov     qword ptr [rbp+0x118],2
  004a7c  mov     [rbp+0xa0],r15
  004a83  mov     qword ptr [rbp+0x138],1
  004a8e  mov     rdi,[rbp+0x20]
  004a95  mov     rsi,<exit lists 37>
  004a9f  mov     rdx,2
  004aa9  mov     rax,<exit_lists>
  004ab3  call    rax
  004ab5  mov     rax,0x27
  004abf  jmp     0x0000000000000016
  004ac4  add     r15,1
  004acb  mov     [rbp+0x30],r12
  004ad2  mov     qword ptr [rbp+0xc8],3
  004add  mov     [rbp+0x40],r13
  004ae4  mov     qword ptr [rbp+0xd8],3
  004aef  mov     qword ptr [rbp+0x50],0x2d
  004afa  mov     qword ptr [rbp+0xe8],1
  004b05  mov     qword ptr [rbp+0x58],0x13
  004b10  mov     qword ptr [rbp+0xf0],2
  004b1b  mov     qword ptr [rbp+<exit lists 0>0],0x28
  004b26  mov     qword ptr [rbp+0x118],2
  004b31  mov     [rbp+0x90],r14
  004b38  mov     qword ptr [rbp+0x128],1
  004b43  mov     [rbp+0xa0],r15
  004b4a  mov     qword ptr [rbp+0x138],1
  004b55  mov     rdi,[rbp+0x20]
  004b5c  mov     rsi,<exit lists 38>
  004b66  mov     rdx,2
  004b70  mov     rax,<exit_lists>
  004b7a  call    rax
  004b7c  mov     rax,0x28
  004b86  jmp     0x0000000000000016
  004b8b  mov     [rbp+0x30],r12
  004b92  mov     qword ptr [rbp+0xc8],3
  004b9d  mov     [rbp+0x40],r13
  004ba4  mov     qword ptr [rbp+0xd8],3
  004baf  mov     qword ptr [rbp+0x50],0x2d
  004bba  mov     qword ptr [rbp+0xe8],1
  004bc5  mov     qword ptr [rbp+0x58],0x13
  004bd0  mov     qword ptr [rbp+0xf0],2
  004bdb  mov     qword ptr [rbp+<exit lists 0>0],0x28
  004be6  mov     qword ptr [rbp+0x118],2
  004bf1  mov     [rbp+0x90],r14
  004bf8  mov     qword ptr [rbp+0x128],1
  004c03  mov     [rbp+0xa0],r15
  004c0a  mov     qword ptr [rbp+0x138],1
  004c15  mov     rdi,[rbp+0x20]
  004c1c  mov     rsi,<exit lists 39>
  004c26  mov     rdx,2
  004c30  mov     rax,<exit_lists>
  004c3a  call    rax
  004c3c  mov     rax,0x29
  004c46  jmp     0x0000000000000016
  004c4b  mov     [rbp+0x30],r12
  004c52  mov     qword ptr [rbp+0xc8],3
  004c5d  mov     [rbp+0x40],r13
  004c64  mov     qword ptr [rbp+0xd8],3
  004c6f  mov     qword ptr [rbp+0x50],0x2d
  004c7a  mov     qword ptr [rbp+0xe8],1
  004c85  mov     qword ptr [rbp+0x58],0x13
  004c90  mov     qword ptr [rbp+0xf0],2
  004c9b  mov     qword ptr [rbp+<exit lists 0>0],0x28
  004ca6  mov     qword ptr [rbp+0x118],2
  004cb1  mov     [rbp+<exit lists 0>8],rsi
  004cb8  mov     qword ptr [rbp+0x120],1
  004cc3  mov     [rbp+0x90],r14
  004cca  mov     qword ptr [rbp+0x128],1
  004cd5  mov     [rbp+0xa0],r15
  004cdc  mov     qword ptr [rbp+0x138],1
  004ce7  mov     rdi,[rbp+0x20]
  004cee  mov     rsi,<exit lists 40>
  004cf8  mov     rdx,2
  004d02  mov     rax,<exit_lists>
  004d0c  call    rax
  004d0e  mov     rax,0x2a
  004d18  jmp     0x0000000000000016
  004d1d  sub     rsi,r14
  004d20  mov     [rbp+0x30],r12
  004d27  mov     qword ptr [rbp+0xc8],3
  004d32  mov     [rbp+0x40],r13
  004d39  mov     qword ptr [rbp+0xd8],3
  004d44  mov     qword ptr [rbp+0x50],0x2d
  004d4f  mov     qword ptr [rbp+0xe8],1
  004d5a  mov     [rbp+<exit lists 0>8],rsi
  004d61  mov     qword ptr [rbp+0x120],1
  004d6c  mov     [rbp+0x90],r14
  004d73  mov     qword ptr [rbp+0x128],1
  004d7e  mov     rdi,[rbp+0x20]
  004d85  mov     rsi,<exit lists 41>
  004d8f  mov     rdx,2
  004d99  mov     rax,<exit_lists>
  004da3  call    rax
  004da5  mov     rax,0x2b
  004daf  jmp     0x0000000000000016
  004db4  mov     [rbp+0x30],r12
  004dbb  mov     qword ptr [rbp+0xc8],3
  004dc6  mov     [rbp+0x40],r13
  004dcd  mov     qword ptr [rbp+0xd8],3
  004dd8  mov     qword ptr [rbp+0x50],0x2e
  004de3  mov     qword ptr [rbp+0xe8],1
  004dee  mov     qword ptr [rbp+<exit lists 0>0],0x27
  004df9  mov     qword ptr [rbp+0x118],2
  004e04  mov     [rbp+0xa0],rsi
  004e0b  mov     qword ptr [rbp+0x138],1
  004e16  mov     qword ptr [rbp+0xa8],1
  004e21  mov     qword ptr [rbp+0x140],1
  004e2c  mov     rdi,[rbp+0x20]
  004e33  mov     rsi,<exit lists 42>
  004e3d  mov     rdx,2
  004e47  mov     rax,<exit_lists>
  004e51  call    rax
  004e53  mov     rax,0x2c
  004e5d  jmp     0x0000000000000016
  004e62  add     rsi,1
  004e69  mov     [rbp+0x30],r12
  004e70  mov     qword ptr [rbp+0xc8],3
  004e7b  mov     [rbp+0x40],r13
  004e82  mov     qword ptr [rbp+0xd8],3
  004e8d  mov     qword ptr [rbp+0x50],0x2e
  004e98  mov     qword ptr [rbp+0xe8],1
  004ea3  mov     qword ptr [rbp+<exit lists 0>0],0x27
  004eae  mov     qword ptr [rbp+0x118],2
  004eb9  mov     [rbp+0xa0],rsi
  004ec0  mov     qword ptr [rbp+0x138],1
  004ecb  mov     rdi,[rbp+0x20]
  004ed2  mov     rsi,<exit lists 43>
  004edc  mov     rdx,2
  004ee6  mov     rax,<exit_lists>
  004ef0  call    rax
  004ef2  mov     rax,0x2d
  004efc  jmp     0x0000000000000016
  004f01  mov     [rbp+0x30],r12
  004f08  mov     qword ptr [rbp+0xc8],3
  004f13  mov     [rbp+0x40],r13
  004f1a  mov     qword ptr [rbp+0xd8],3
  004f25  mov     qword ptr [rbp+0x50],0x2e
  004f30  mov     qword ptr [rbp+0xe8],1
  004f3b  mov     qword ptr [rbp+<exit lists 0>0],0x27
  004f46  mov     qword ptr [rbp+0x118],2
  004f51  mov     [rbp+0xa0],rsi
  004f58  mov     qword ptr [rbp+0x138],1
  004f63  mov     rdi,[rbp+0x20]
  004f6a  mov     rsi,<exit lists 44>
  004f74  mov     rdx,2
  004f7e  mov     rax,<exit_lists>
  004f88  call    rax
  004f8a  mov     rax,0x2e
  004f94  jmp     0x0000000000000016
  004f99  mov     [rbp+0x30],r12
  004fa0  mov     qword ptr [rbp+0xc8],3
  004fab  mov     [rbp+0x40],r13
  004fb2  mov     qword ptr [rbp+0xd8],3
  004fbd  mov     qword ptr [rbp+0x50],0x2e
  004fc8  mov     qword ptr [rbp+0xe8],1
  004fd3  mov     qword ptr [rbp+<exit lists 0>0],0x27
  004fde  mov     qword ptr [rbp+0x118],2
  004fe9  mov     [rbp+<exit lists 0>8],r14
  004ff0  mov     qword ptr [rbp+0x120],1
  004ffb  mov     [rbp+0xa0],rsi
  005002  mov     qword ptr [rbp+0x138],1
  00500d  mov     rdi,[rbp+0x20]
  005014  mov     rsi,<exit lists 45>
  00501e  mov     rdx,2
  005028  mov     rax,<exit_lists>
  005032  call    rax
  005034  mov     rax,0x2f
  00503e  jmp     0x0000000000000016
  005043  mov     [rbp+0x30],r12
  00504a  mov     qword ptr [rbp+0xc8],3
  005055  mov     [rbp+0x40],r13
  00505c  mov     qword ptr [rbp+0xd8],3
  005067  mov     qword ptr [rbp+0x50],0xf
  005072  mov     qword ptr [rbp+0xe8],1
  00507d  mov     qword ptr [rbp+0x78],2
  005088  mov     qword ptr [rbp+0x110],1
  005093  mov     rdi,[rbp+0x20]
  00509a  mov     rsi,<exit lists 46>
  0050a4  mov     rdx,2
  0050ae  mov     rax,<exit_lists>
  0050b8  call    rax
  0050ba  mov     rax,0x32
  0050c4  jmp     0x0000000000000016
  0050c9  mov     [rbp+0x30],r12
  0050d0  mov     qword ptr [rbp+0xc8],3
  0050db  mov     [rbp+0x40],r13
  0050e2  mov     qword ptr [rbp+0xd8],3
  0050ed  mov     qword ptr [rbp+0x50],0x11
  0050f8  mov     qword ptr [rbp+0xe8],1
  005103  mov     qword ptr [rbp+0x78],0
  00510e  mov     qword ptr [rbp+0x110],1
  005119  mov     rdi,[rbp+0x20]
  005120  mov     rsi,<exit lists 47>
  00512a  mov     rdx,2
  005134  mov     rax,<exit_lists>
  00513e  call    rax
  005140  mov     rax,0x33
  00514a  jmp     0x0000000000000016
  00514f  mov     [rbp+0x30],r12
  005156  mov     qword ptr [rbp+0xc8],3
  005161  mov     [rbp+0x40],r13
  005168  mov     qword ptr [rbp+0xd8],3
  005173  mov     qword ptr [rbp+0x50],0x13
  00517e  mov     qword ptr [rbp+0xe8],1
  005189  mov     qword ptr [rbp+0x58],0x16
  005194  mov     qword ptr [rbp+0xf0],2
  00519f  mov     qword ptr [rbp+<exit lists 0>0],0x28
  0051aa  mov     qword ptr [rbp+0x118],2
  0051b5  mov     [rbp+0xa0],rsi
  0051bc  mov     qword ptr [rbp+0x138],1
  0051c7  mov     qword ptr [rbp+0xb8],1
  0051d2  mov     qword ptr [rbp+0x150],1
  0051dd  mov     rdi,[rbp+0x20]
  0051e4  mov     rsi,<exit lists 48>
  0051ee  mov     rdx,2
  0051f8  mov     rax,<exit_lists>
  005202  call    rax
  005204  mov     rax,0x34
  00520e  jmp     0x0000000000000016
  005213  add     rsi,1
  00521a  mov     [rbp+0x30],r12
  005221  mov     qword ptr [rbp+0xc8],3
  00522c  mov     [rbp+0x40],r13
  005233  mov     qword ptr [rbp+0xd8],3
  00523e  mov     qword ptr [rbp+0x50],0x13
  005249  mov     qword ptr [rbp+0xe8],1
  005254  mov     qword ptr [rbp+0x58],0x16
  00525f  mov     qword ptr [rbp+0xf0],2
  00526a  mov     qword ptr [rbp+<exit lists 0>0],0x28
  005275  mov     qword ptr [rbp+0x118],2
  005280  mov     [rbp+0xa0],rsi
  005287  mov     qword ptr [rbp+0x138],1
  005292  mov     rdi,[rbp+0x20]
  005299  mov     rsi,<exit lists 49>
  0052a3  mov     rdx,2
  0052ad  mov     rax,<exit_lists>
  0052b7  call    rax
  0052b9  mov     rax,0x35
  0052c3  jmp     0x0000000000000016
  0052c8  mov     [rbp+0x30],r12
  0052cf  mov     qword ptr [rbp+0xc8],3
  0052da  mov     [rbp+0x40],r13
  0052e1  mov     qword ptr [rbp+0xd8],3
  0052ec  mov     qword ptr [rbp+0x50],0x13
  0052f7  mov     qword ptr [rbp+0xe8],1
  005302  mov     qword ptr [rbp+0x58],0x16
  00530d  mov     qword ptr [rbp+0xf0],2
  005318  mov     qword ptr [rbp+<exit lists 0>0],0x28
  005323  mov     qword ptr [rbp+0x118],2
  00532e  mov     [rbp+0xa0],rsi
  005335  mov     qword ptr [rbp+0x138],1
  005340  mov     rdi,[rbp+0x20]
  005347  mov     rsi,<exit lists 50>
  005351  mov     rdx,2
  00535b  mov     rax,<exit_lists>
  005365  call    rax
  005367  mov     rax,0x36
  005371  jmp     0x0000000000000016
  005376  add     rsi,1
  00537d  mov     [rbp+0x30],r12
  005384  mov     qword ptr [rbp+0xc8],3
  00538f  mov     [rbp+0x40],r13
  005396  mov     qword ptr [rbp+0xd8],3
  0053a1  mov     qword ptr [rbp+0x50],0x13
  0053ac  mov     qword ptr [rbp+0xe8],1
  0053b7  mov     qword ptr [rbp+0x58],0x16
  0053c2  mov     qword ptr [rbp+0xf0],2
  0053cd  mov     qword ptr [rbp+<exit lists 0>0],0x28
  0053d8  mov     qword ptr [rbp+0x118],2
  0053e3  mov     [rbp+0x90],r15
  0053ea  mov     qword ptr [rbp+0x128],1
  0053f5  mov     [rbp+0xa0],rsi
  0053fc  mov     qword ptr [rbp+0x138],1
  005407  mov     rdi,[rbp+0x20]
  00540e  mov     rsi,<exit lists 51>
  005418  mov     rdx,2
  005422  mov     rax,<exit_lists>
  00542c  call    rax
  00542e  mov     rax,0x37
  005438  jmp     0x0000000000000016
  00543d  mov     [rbp+0x30],r12
  005444  mov     qword ptr [rbp+0xc8],3
  00544f  mov     [rbp+0x40],r13
  005456  mov     qword ptr [rbp+0xd8],3
  005461  mov     qword ptr [rbp+0x50],0x13
  00546c  mov     qword ptr [rbp+0xe8],1
  005477  mov     qword ptr [rbp+0x58],0x16
  005482  mov     qword ptr [rbp+0xf0],2
  00548d  mov     qword ptr [rbp+<exit lists 0>0],0x28
  005498  mov     qword ptr [rbp+0x118],2
  0054a3  mov     [rbp+0x90],r15
  0054aa  mov     qword ptr [rbp+0x128],1
  0054b5  mov     [rbp+0xa0],rsi
  0054bc  mov     qword ptr [rbp+0x138],1
  0054c7  mov     rdi,[rbp+0x20]
  0054ce  mov     rsi,<exit lists 52>
  0054d8  mov     rdx,2
  0054e2  mov     rax,<exit_lists>
  0054ec  call    rax
  0054ee  mov     rax,0x38
  0054f8  jmp     0x0000000000000016
  0054fd  mov     [rbp+0x30],r12
  005504  mov     qword ptr [rbp+0xc8],3
  00550f  mov     [rbp+0x40],r13
  005516  mov     qword ptr [rbp+0xd8],3
  005521  mov     qword ptr [rbp+0x50],0x13
  00552c  mov     qword ptr [rbp+0xe8],1
  005537  mov     qword ptr [rbp+0x58],0x16
  005542  mov     qword ptr [rbp+0xf0],2
  00554d  mov     qword ptr [rbp+<exit lists 0>0],0x28
  005558  mov     qword ptr [rbp+0x118],2
  005563  mov     [rbp+<exit lists 0>8],rbx
  00556a  mov     qword ptr [rbp+0x120],1
  005575  mov     [rbp+0x90],r15
  00557c  mov     qword ptr [rbp+0x128],1
  005587  mov     [rbp+0xa0],rsi
  00558e  mov     qword ptr [rbp+0x138],1
  005599  mov     rdi,[rbp+0x20]
  0055a0  mov     rsi,<exit lists 53>
  0055aa  mov     rdx,2
  0055b4  mov     rax,<exit_lists>
  0055be  call    rax
  0055c0  mov     rax,0x39
  0055ca  jmp     0x0000000000000016
  0055cf  mov     [rbp+0x30],r12
  0055d6  mov     qword ptr [rbp+0xc8],3
  0055e1  mov     [rbp+0x40],r13
  0055e8  mov     qword ptr [rbp+0xd8],3
  0055f3  mov     qword ptr [rbp+0x50],0x14
  0055fe  mov     qword ptr [rbp+0xe8],1
  005609  mov     qword ptr [rbp+<exit lists 0>0],0x2c
  005614  mov     qword ptr [rbp+0x118],2
  00561f  mov     [rbp+0xa0],rbx
  005626  mov     qword ptr [rbp+0x138],1
  005631  mov     qword ptr [rbp+0xa8],1
  00563c  mov     qword ptr [rbp+0x140],1
  005647  mov     rdi,[rbp+0x20]
  00564e  mov     rsi,<exit lists 54>
  005658  mov     rdx,2
  005662  mov     rax,<exit_lists>
  00566c  call    rax
  00566e  mov     rax,0x3a
  005678  jmp     0x0000000000000016
  00567d  add     rbx,1
  005684  mov     [rbp+0x30],r12
  00568b  mov     qword ptr [rbp+0xc8],3
  005696  mov     [rbp+0x40],r13
  00569d  mov     qword ptr [rbp+0xd8],3
  0056a8  mov     qword ptr [rbp+0x50],0x14
  0056b3  mov     qword ptr [rbp+0xe8],1
  0056be  mov     qword ptr [rbp+<exit lists 0>0],0x2c
  0056c9  mov     qword ptr [rbp+0x118],2
  0056d4  mov     [rbp+0xa0],rbx
  0056db  mov     qword ptr [rbp+0x138],1
  0056e6  mov     rdi,[rbp+0x20]
  0056ed  mov     rsi,<exit lists 55>
  0056f7  mov     rdx,2
  005701  mov     rax,<exit_lists>
  00570b  call    rax
  00570d  mov     rax,0x3b
  005717  jmp     0x0000000000000016
  00571c  mov     [rbp+0x30],r12
  005723  mov     qword ptr [rbp+0xc8],3
  00572e  mov     [rbp+0x40],r13
  005735  mov     qword ptr [rbp+0xd8],3
  005740  mov     qword ptr [rbp+0x50],0x14
  00574b  mov     qword ptr [rbp+0xe8],1
  005756  mov     qword ptr [rbp+<exit lists 0>0],0x2c
  005761  mov     qword ptr [rbp+0x118],2
  00576c  mov     [rbp+0xa0],rbx
  005773  mov     qword ptr [rbp+0x138],1
  00577e  mov     rdi,[rbp+0x20]
  005785  mov     rsi,<exit lists 56>
  00578f  mov     rdx,2
  005799  mov     rax,<exit_lists>
  0057a3  call    rax
  0057a5  mov     rax,0x3c
  0057af  jmp     0x0000000000000016
  0057b4  mov     [rbp+0x30],r12
  0057bb  mov     qword ptr [rbp+0xc8],3
  0057c6  mov     [rbp+0x40],r13
  0057cd  mov     qword ptr [rbp+0xd8],3
  0057d8  mov     qword ptr [rbp+0x50],0x14
  0057e3  mov     qword ptr [rbp+0xe8],1
  0057ee  mov     qword ptr [rbp+<exit lists 0>0],0x2c
  0057f9  mov     qword ptr [rbp+0x118],2
  005804  mov     [rbp+<exit lists 0>8],r15
  00580b  mov     qword ptr [rbp+0x120],1
  005816  mov     [rbp+0xa0],rbx
  00581d  mov     qword ptr [rbp+0x138],1
  005828  mov     rdi,[rbp+0x20]
  00582f  mov     rsi,<exit lists 57>
  005839  mov     rdx,2
  005843  mov     rax,<exit_lists>
  00584d  call    rax
  00584f  mov     rax,0x3d
  005859  jmp     0x0000000000000016
  00585e  mov     [rbp+0x30],r12
  005865  mov     qword ptr [rbp+0xc8],3
  005870  mov     [rbp+0x40],r13
  005877  mov     qword ptr [rbp+0xd8],3
  005882  mov     qword ptr [rbp+0x50],0x14
  00588d  mov     qword ptr [rbp+0xe8],1
  005898  mov     [rbp+<exit lists 0>8],r15
  00589f  mov     qword ptr [rbp+0x120],1
  0058aa  mov     rdi,[rbp+0x20]
  0058b1  mov     rsi,<exit lists 58>
  0058bb  mov     rdx,2
  0058c5  mov     rax,<exit_lists>
  0058cf  call    rax
  0058d1  mov     rax,0x3e
  0058db  jmp     0x00000000000070a0
  0058e0  mov     [rbp+0x30],r12
  0058e7  mov     qword ptr [rbp+0xc8],3
  0058f2  mov     [rbp+0x40],r13
  0058f9  mov     qword ptr [rbp+0xd8],3
  005904  mov     qword ptr [rbp+0x50],0x1f
  00590f  mov     qword ptr [rbp+0xe8],1
  00591a  mov     qword ptr [rbp+0x78],3
  005925  mov     qword ptr [rbp+0x110],1
  005930  mov     rdi,[rbp+0x20]
  005937  mov     rsi,<exit lists 59>
  005941  mov     rdx,2
  00594b  mov     rax,<exit_lists>
  005955  call    rax
  005957  mov     rax,0x3f
  005961  jmp     0x0000000000000016
  005966  mov     [rbp+0x30],r12
  00596d  mov     qword ptr [rbp+0xc8],3
  005978  mov     [rbp+0x40],r13
  00597f  mov     qword ptr [rbp+0xd8],3
  00598a  mov     qword ptr [rbp+0x50],0x21
  005995  mov     qword ptr [rbp+0xe8],1
  0059a0  mov     qword ptr [rbp+0x78],1
  0059ab  mov     qword ptr [rbp+0x110],1
  0059b6  mov     rdi,[rbp+0x20]
  0059bd  mov     rsi,<exit lists 60>
  0059c7  mov     rdx,2
  0059d1  mov     rax,<exit_lists>
  0059db  call    rax
  0059dd  mov     rax,0x40
  0059e7  jmp     0x0000000000000016
  0059ec  mov     [rbp+0x30],r12
  0059f3  mov     qword ptr [rbp+0xc8],3
  0059fe  mov     [rbp+0x40],r13
  005a05  mov     qword ptr [rbp+0xd8],3
  005a10  mov     qword ptr [rbp+0x50],0x25
  005a1b  mov     qword ptr [rbp+0xe8],1
  005a26  mov     qword ptr [rbp+0x58],0xf
  005a31  mov     qword ptr [rbp+0xf0],2
  005a3c  mov     qword ptr [rbp+<exit lists 0>0],0x28
  005a47  mov     qword ptr [rbp+0x118],2
  005a52  mov     [rbp+0xa0],r14
  005a59  mov     qword ptr [rbp+0x138],1
  005a64  mov     qword ptr [rbp+0xb8],1
  005a6f  mov     qword ptr [rbp+0x150],1
  005a7a  mov     rdi,[rbp+0x20]
  005a81  mov     rsi,<exit lists 61>
  005a8b  mov     rdx,2
  005a95  mov     rax,<exit_lists>
  005a9f  call    rax
  005aa1  mov     rax,0x41
  005aab  jmp     0x0000000000000016
  005ab0  add     r14,1
  005ab7  mov     [rbp+0x30],r12
  005abe  mov     qword ptr [rbp+0xc8],3
  005ac9  mov     [rbp+0x40],r13
  005ad0  mov     qword ptr [rbp+0xd8],3
  005adb  mov     qword ptr [rbp+0x50],0x25
  005ae6  mov     qword ptr [rbp+0xe8],1
  005af1  mov     qword ptr [rbp+0x58],0xf
  005afc  mov     qword ptr [rbp+0xf0],2
  005b07  mov     qword ptr [rbp+<exit lists 0>0],0x28
  005b12  mov     qword ptr [rbp+0x118],2
  005b1d  mov     [rbp+0xa0],r14
  005b24  mov     qword ptr [rbp+0x138],1
  005b2f  mov     rdi,[rbp+0x20]
  005b36  mov     rsi,<exit lists 62>
  005b40  mov     rdx,2
  005b4a  mov     rax,<exit_lists>
  005b54  call    rax
  005b56  mov     rax,0x42
  005b60  jmp     0x0000000000000016
  005b65  mov     [rbp+0x30],r12
  005b6c  mov     qword ptr [rbp+0xc8],3
  005b77  mov     [rbp+0x40],r13
  005b7e  mov     qword ptr [rbp+0xd8],3
  005b89  mov     qword ptr [rbp+0x50],0x25
  005b94  mov     qword ptr [rbp+0xe8],1
  005b9f  mov     qword ptr [rbp+0x58],0xf
  005baa  mov     qword ptr [rbp+0xf0],2
  005bb5  mov     qword ptr [rbp+<exit lists 0>0],0x28
  005bc0  mov     qword ptr [rbp+0x118],2
  005bcb  mov     [rbp+0xa0],r14
  005bd2  mov     qword ptr [rbp+0x138],1
  005bdd  mov     rdi,[rbp+0x20]
  005be4  mov     rsi,<exit lists 63>
  005bee  mov     rdx,2
  005bf8  mov     rax,<exit_lists>
  005c02  call    rax
  005c04  mov     rax,0x43
  005c0e  jmp     0x0000000000000016
  005c13  add     r14,1
  005c1a  mov     [rbp+0x30],r12
  005c21  mov     qword ptr [rbp+0xc8],3
  005c2c  mov     [rbp+0x40],r13
  005c33  mov     qword ptr [rbp+0xd8],3
  005c3e  mov     qword ptr [rbp+0x50],0x25
  005c49  mov     qword ptr [rbp+0xe8],1
  005c54  mov     qword ptr [rbp+0x58],0xf
  005c5f  mov     qword ptr [rbp+0xf0],2
  005c6a  mov     qword ptr [rbp+<exit lists 0>0],0x28
  005c75  mov     qword ptr [rbp+0x118],2
  005c80  mov     [rbp+0x90],r15
  005c87  mov     qword ptr [rbp+0x128],1
  005c92  mov     [rbp+0xa0],r14
  005c99  mov     qword ptr [rbp+0x138],1
  005ca4  mov     rdi,[rbp+0x20]
  005cab  mov     rsi,<exit lists 64>
  005cb5  mov     rdx,2
  005cbf  mov     rax,<exit_lists>
  005cc9  call    rax
  005ccb  mov     rax,0x44
  005cd5  jmp     0x0000000000000016
  005cda  mov     [rbp+0x30],r12
  005ce1  mov     qword ptr [rbp+0xc8],3
  005cec  mov     [rbp+0x40],r13
  005cf3  mov     qword ptr [rbp+0xd8],3
  005cfe  mov     qword ptr [rbp+0x50],0x25
  005d09  mov     qword ptr [rbp+0xe8],1
  005d14  mov     qword ptr [rbp+0x58],0xf
  005d1f  mov     qword ptr [rbp+0xf0],2
  005d2a  mov     qword ptr [rbp+<exit lists 0>0],0x28
  005d35  mov     qword ptr [rbp+0x118],2
  005d40  mov     [rbp+0x90],r15
  005d47  mov     qword ptr [rbp+0x128],1
  005d52  mov     [rbp+0xa0],r14
  005d59  mov     qword ptr [rbp+0x138],1
  005d64  mov     rdi,[rbp+0x20]
  005d6b  mov     rsi,<exit lists 65>
  005d75  mov     rdx,2
  005d7f  mov     rax,<exit_lists>
  005d89  call    rax
  005d8b  mov     rax,0x45
  005d95  jmp     0x0000000000000016
  005d9a  mov     [rbp+0x30],r12
  005da1  mov     qword ptr [rbp+0xc8],3
  005dac  mov     [rbp+0x40],r13
  005db3  mov     qword ptr [rbp+0xd8],3
  005dbe  mov     qword ptr [rbp+0x50],0x25
  005dc9  mov     qword ptr [rbp+0xe8],1
  005dd4  mov     qword ptr [rbp+0x58],0xf
  005ddf  mov     qword ptr [rbp+0xf0],2
  005dea  mov     qword ptr [rbp+<exit lists 0>0],0x28
  005df5  mov     qword ptr [rbp+0x118],2
  005e00  mov     [rbp+<exit lists 0>8],rbx
  005e07  mov     qword ptr [rbp+0x120],1
  005e12  mov     [rbp+0x90],r15
  005e19  mov     qword ptr [rbp+0x128],1
  005e24  mov     [rbp+0xa0],r14
  005e2b  mov     qword ptr [rbp+0x138],1
  005e36  mov     rdi,[rbp+0x20]
  005e3d  mov     rsi,<exit lists 66>
  005e47  mov     rdx,2
  005e51  mov     rax,<exit_lists>
  005e5b  call    rax
  005e5d  mov     rax,0x46
  005e67  jmp     0x0000000000000016
  005e6c  mov     [rbp+0x30],r12
  005e73  mov     qword ptr [rbp+0xc8],3
  005e7e  mov     [rbp+0x40],r13
  005e85  mov     qword ptr [rbp+0xd8],3
  005e90  mov     qword ptr [rbp+0x50],0x25
  005e9b  mov     qword ptr [rbp+0xe8],1
  005ea6  mov     [rbp+<exit lists 0>8],rbx
  005ead  mov     qword ptr [rbp+0x120],1
  005eb8  mov     [rbp+0x90],r15
  005ebf  mov     qword ptr [rbp+0x128],1
  005eca  mov     rdi,[rbp+0x20]
  005ed1  mov     rsi,<exit lists 67>
  005edb  mov     rdx,2
  005ee5  mov     rax,<exit_lists>
  005eef  call    rax
  005ef1  mov     rax,0x47
  005efb  jmp     0x0000000000000016
  005f00  mov     [rbp+0x30],r12
  005f07  mov     qword ptr [rbp+0xc8],3
  005f12  mov     [rbp+0x40],r13
  005f19  mov     qword ptr [rbp+0xd8],3
  005f24  mov     qword ptr [rbp+0x50],0x26
  005f2f  mov     qword ptr [rbp+0xe8],1
  005f3a  mov     qword ptr [rbp+0x58],0x13
  005f45  mov     qword ptr [rbp+0xf0],2
  005f50  mov     qword ptr [rbp+<exit lists 0>0],0x28
  005f5b  mov     qword ptr [rbp+0x118],2
  005f66  mov     [rbp+0xa0],rbx
  005f6d  mov     qword ptr [rbp+0x138],1
  005f78  mov     qword ptr [rbp+0xb8],1
  005f83  mov     qword ptr [rbp+0x150],1
  005f8e  mov     rdi,[rbp+0x20]
  005f95  mov     rsi,<exit lists 68>
  005f9f  mov     rdx,2
  005fa9  mov     rax,<exit_lists>
  005fb3  call    rax
  005fb5  mov     rax,0x48
  005fbf  jmp     0x0000000000000016
  005fc4  add     rbx,1
  005fcb  mov     [rbp+0x30],r12
  005fd2  mov     qword ptr [rbp+0xc8],3
  005fdd  mov     [rbp+0x40],r13
  005fe4  mov     qword ptr [rbp+0xd8],3
  005fef  mov     qword ptr [rbp+0x50],0x26
  005ffa  mov     qword ptr [rbp+0xe8],1
  006005  mov     qword ptr [rbp+0x58],0x13
  006010  mov     qword ptr [rbp+0xf0],2
  00601b  mov     qword ptr [rbp+<exit lists 0>0],0x28
  006026  mov     qword ptr [rbp+0x118],2
  006031  mov     [rbp+0xa0],rbx
  006038  mov     qword ptr [rbp+0x138],1
  006043  mov     rdi,[rbp+0x20]
  00604a  mov     rsi,<exit lists 69>
  006054  mov     rdx,2
  00605e  mov     rax,<exit_lists>
  006068  call    rax
  00606a  mov     rax,0x49
  006074  jmp     0x0000000000000016
  006079  mov     [rbp+0x30],r12
  006080  mov     qword ptr [rbp+0xc8],3
  00608b  mov     [rbp+0x40],r13
  006092  mov     qword ptr [rbp+0xd8],3
  00609d  mov     qword ptr [rbp+0x50],0x26
  0060a8  mov     qword ptr [rbp+0xe8],1
  0060b3  mov     qword ptr [rbp+0x58],0x13
  0060be  mov     qword ptr [rbp+0xf0],2
  0060c9  mov     qword ptr [rbp+<exit lists 0>0],0x28
  0060d4  mov     qword ptr [rbp+0x118],2
  0060df  mov     [rbp+0xa0],rbx
  0060e6  mov     qword ptr [rbp+0x138],1
  0060f1  mov     rdi,[rbp+0x20]
  0060f8  mov     rsi,<exit lists 70>
  006102  mov     rdx,2
  00610c  mov     rax,<exit_lists>
  006116  call    rax
  006118  mov     rax,0x4a
  006122  jmp     0x0000000000000016
  006127  add     rbx,1
  00612e  mov     [rbp+0x30],r12
  006135  mov     qword ptr [rbp+0xc8],3
  006140  mov     [rbp+0x40],r13
  006147  mov     qword ptr [rbp+0xd8],3
  006152  mov     qword ptr [rbp+0x50],0x26
  00615d  mov     qword ptr [rbp+0xe8],1
  006168  mov     qword ptr [rbp+0x58],0x13
  006173  mov     qword ptr [rbp+0xf0],2
  00617e  mov     qword ptr [rbp+<exit lists 0>0],0x28
  006189  mov     qword ptr [rbp+0x118],2
  006194  mov     [rbp+0x90],r15
  00619b  mov     qword ptr [rbp+0x128],1
  0061a6  mov     [rbp+0xa0],rbx
  0061ad  mov     qword ptr [rbp+0x138],1
  0061b8  mov     rdi,[rbp+0x20]
  0061bf  mov     rsi,<exit lists 71>
  0061c9  mov     rdx,2
  0061d3  mov     rax,<exit_lists>
  0061dd  call    rax
  0061df  mov     rax,0x4b
  0061e9  jmp     0x0000000000000016
  0061ee  mov     [rbp+0x30],r12
  0061f5  mov     qword ptr [rbp+0xc8],3
  006200  mov     [rbp+0x40],r13
  006207  mov     qword ptr [rbp+0xd8],3
  006212  mov     qword ptr [rbp+0x50],0x26
  00621d  mov     qword ptr [rbp+0xe8],1
  006228  mov     qword ptr [rbp+0x58],0x13
  006233  mov     qword ptr [rbp+0xf0],2
  00623e  mov     qword ptr [rbp+<exit lists 0>0],0x28
  006249  mov     qword ptr [rbp+0x118],2
  006254  mov     [rbp+0x90],r15
  00625b  mov     qword ptr [rbp+0x128],1
  006266  mov     [rbp+0xa0],rbx
  00626d  mov     qword ptr [rbp+0x138],1
  006278  mov     rdi,[rbp+0x20]
  00627f  mov     rsi,<exit lists 72>
  006289  mov     rdx,2
  006293  mov     rax,<exit_lists>
  00629d  call    rax
  00629f  mov     rax,0x4c
  0062a9  jmp     0x0000000000000016
  0062ae  mov     [rbp+0x30],r12
  0062b5  mov     qword ptr [rbp+0xc8],3
  0062c0  mov     [rbp+0x40],r13
  0062c7  mov     qword ptr [rbp+0xd8],3
  0062d2  mov     qword ptr [rbp+0x50],0x26
  0062dd  mov     qword ptr [rbp+0xe8],1
  0062e8  mov     qword ptr [rbp+0x58],0x13
  0062f3  mov     qword ptr [rbp+0xf0],2
  0062fe  mov     qword ptr [rbp+<exit lists 0>0],0x28
  006309  mov     qword ptr [rbp+0x118],2
  006314  mov     [rbp+<exit lists 0>8],r14
  00631b  mov     qword ptr [rbp+0x120],1
  006326  mov     [rbp+0x90],r15
  00632d  mov     qword ptr [rbp+0x128],1
  006338  mov     [rbp+0xa0],rbx
  00633f  mov     qword ptr [rbp+0x138],1
  00634a  mov     rdi,[rbp+0x20]
  006351  mov     rsi,<exit lists 73>
  00635b  mov     rdx,2
  006365  mov     rax,<exit_lists>
  00636f  call    rax
  006371  mov     rax,0x4d
  00637b  jmp     0x0000000000000016
  006380  sub     r14,r15
  006383  mov     [rbp+0x30],r12
  00638a  mov     qword ptr [rbp+0xc8],3
  006395  mov     [rbp+0x40],r13
  00639c  mov     qword ptr [rbp+0xd8],3
  0063a7  mov     qword ptr [rbp+0x50],0x26
  0063b2  mov     qword ptr [rbp+0xe8],1
  0063bd  mov     [rbp+<exit lists 0>8],r14
  0063c4  mov     qword ptr [rbp+0x120],1
  0063cf  mov     [rbp+0x90],r15
  0063d6  mov     qword ptr [rbp+0x128],1
  0063e1  mov     rdi,[rbp+0x20]
  0063e8  mov     rsi,<exit lists 74>
  0063f2  mov     rdx,2
  0063fc  mov     rax,<exit_lists>
  006406  call    rax
  006408  mov     rax,0x4e
  006412  jmp     0x0000000000000016
  006417  mov     [rbp+0x30],r12
  00641e  mov     qword ptr [rbp+0xc8],3
  006429  mov     [rbp+0x40],r13
  006430  mov     qword ptr [rbp+0xd8],3
  00643b  mov     qword ptr [rbp+0x50],0x27
  006446  mov     qword ptr [rbp+0xe8],1
  006451  mov     qword ptr [rbp+<exit lists 0>0],0x27
  00645c  mov     qword ptr [rbp+0x118],2
  006467  mov     [rbp+0xa0],r14
  00646e  mov     qword ptr [rbp+0x138],1
  006479  mov     qword ptr [rbp+0xa8],1
  006484  mov     qword ptr [rbp+0x140],1
  00648f  mov     rdi,[rbp+0x20]
  006496  mov     rsi,<exit lists 75>
  0064a0  mov     rdx,2
  0064aa  mov     rax,<exit_lists>
  0064b4  call    rax
  0064b6  mov     rax,0x4f
  0064c0  jmp     0x0000000000000016
  0064c5  add     r14,1
  0064cc  mov     [rbp+0x30],r12
  0064d3  mov     qword ptr [rbp+0xc8],3
  0064de  mov     [rbp+0x40],r13
  0064e5  mov     qword ptr [rbp+0xd8],3
  0064f0  mov     qword ptr [rbp+0x50],0x27
  0064fb  mov     qword ptr [rbp+0xe8],1
  006506  mov     qword ptr [rbp+<exit lists 0>0],0x27
  006511  mov     qword ptr [rbp+0x118],2
  00651c  mov     [rbp+0xa0],r14
  006523  mov     qword ptr [rbp+0x138],1
  00652e  mov     rdi,[rbp+0x20]
  006535  mov     rsi,<exit lists 76>
  00653f  mov     rdx,2
  006549  mov     rax,<exit_lists>
  006553  call    rax
  006555  mov     rax,0x50
  00655f  jmp     0x0000000000000016
  006564  mov     [rbp+0x30],r12
  00656b  mov     qword ptr [rbp+0xc8],3
  006576  mov     [rbp+0x40],r13
  00657d  mov     qword ptr [rbp+0xd8],3
  006588  mov     qword ptr [rbp+0x50],0x27
  006593  mov     qword ptr [rbp+0xe8],1
  00659e  mov     qword ptr [rbp+<exit lists 0>0],0x27
  0065a9  mov     qword ptr [rbp+0x118],2
  0065b4  mov     [rbp+0xa0],r14
  0065bb  mov     qword ptr [rbp+0x138],1
  0065c6  mov     rdi,[rbp+0x20]
  0065cd  mov     rsi,<exit lists 77>
  0065d7  mov     rdx,2
  0065e1  mov     rax,<exit_lists>
  0065eb  call    rax
  0065ed  mov     rax,0x51
  0065f7  jmp     0x0000000000000016
  0065fc  mov     [rbp+0x30],r12
  006603  mov     qword ptr [rbp+0xc8],3
  00660e  mov     [rbp+0x40],r13
  006615  mov     qword ptr [rbp+0xd8],3
  006620  mov     qword ptr [rbp+0x50],0x27
  00662b  mov     qword ptr [rbp+0xe8],1
  006636  mov     qword ptr [rbp+<exit lists 0>0],0x27
  006641  mov     qword ptr [rbp+0x118],2
  00664c  mov     [rbp+<exit lists 0>8],r15
  006653  mov     qword ptr [rbp+0x120],1
  00665e  mov     [rbp+0xa0],r14
  006665  mov     qword ptr [rbp+0x138],1
  006670  mov     rdi,[rbp+0x20]
  006677  mov     rsi,<exit lists 78>
  006681  mov     rdx,2
  00668b  mov     rax,<exit_lists>
  006695  call    rax
  006697  mov     rax,0x52
  0066a1  jmp     0x0000000000000016
  0066a6  mov     [rbp+0x30],r12
  0066ad  mov     qword ptr [rbp+0xc8],3
  0066b8  mov     [rbp+0x40],r13
  0066bf  mov     qword ptr [rbp+0xd8],3
  0066ca  mov     qword ptr [rbp+0x50],0x29
  0066d5  mov     qword ptr [rbp+0xe8],1
  0066e0  mov     qword ptr [rbp+0x78],2
  0066eb  mov     qword ptr [rbp+0x110],1
  0066f6  mov     rdi,[rbp+0x20]
  0066fd  mov     rsi,<exit lists 79>
  006707  mov     rdx,2
  006711  mov     rax,<exit_lists>
  00671b  call    rax
  00671d  mov     rax,0x54
  006727  jmp     0x0000000000000016
  00672c  mov     [rbp+0x30],r12
  006733  mov     qword ptr [rbp+0xc8],3
  00673e  mov     [rbp+0x40],r13
  006745  mov     qword ptr [rbp+0xd8],3
  006750  mov     qword ptr [rbp+0x50],0x2d
  00675b  mov     qword ptr [rbp+0xe8],1
  006766  mov     qword ptr [rbp+0x58],0x13
  006771  mov     qword ptr [rbp+0xf0],2
  00677c  mov     qword ptr [rbp+<exit lists 0>0],0x28
  006787  mov     qword ptr [rbp+0x118],2
  006792  mov     [rbp+0xa0],r15
  006799  mov     qword ptr [rbp+0x138],1
  0067a4  mov     qword ptr [rbp+0xb8],1
  0067af  mov     qword ptr [rbp+0x150],1
  0067ba  mov     rdi,[rbp+0x20]
  0067c1  mov     rsi,<exit lists 80>
  0067cb  mov     rdx,2
  0067d5  mov     rax,<exit_lists>
  0067df  call    rax
  0067e1  mov     rax,0x55
  0067eb  jmp     0x0000000000000016
  0067f0  add     r15,1
  0067f7  mov     [rbp+0x30],r12
  0067fe  mov     qword ptr [rbp+0xc8],3
  006809  mov     [rbp+0x40],r13
  006810  mov     qword ptr [rbp+0xd8],3
  00681b  mov     qword ptr [rbp+0x50],0x2d
  006826  mov     qword ptr [rbp+0xe8],1
  006831  mov     qword ptr [rbp+0x58],0x13
  00683c  mov     qword ptr [rbp+0xf0],2
  006847  mov     qword ptr [rbp+<exit lists 0>0],0x28
  006852  mov     qword ptr [rbp+0x118],2
  00685d  mov     [rbp+0xa0],r15
  006864  mov     qword ptr [rbp+0x138],1
  00686f  mov     rdi,[rbp+0x20]
  006876  mov     rsi,<exit lists 81>
  006880  mov     rdx,2
  00688a  mov     rax,<exit_lists>
  006894  call    rax
  006896  mov     rax,0x56
  0068a0  jmp     0x0000000000000016
  0068a5  mov     [rbp+0x30],r12
  0068ac  mov     qword ptr [rbp+0xc8],3
  0068b7  mov     [rbp+0x40],r13
  0068be  mov     qword ptr [rbp+0xd8],3
  0068c9  mov     qword ptr [rbp+0x50],0x2d
  0068d4  mov     qword ptr [rbp+0xe8],1
  0068df  mov     qword ptr [rbp+0x58],0x13
  0068ea  mov     qword ptr [rbp+0xf0],2
  0068f5  mov     qword ptr [rbp+<exit lists 0>0],0x28
  006900  mov     qword ptr [rbp+0x118],2
  00690b  mov     [rbp+0xa0],r15
  006912  mov     qword ptr [rbp+0x138],1
  00691d  mov     rdi,[rbp+0x20]
  006924  mov     rsi,<exit lists 82>
  00692e  mov     rdx,2
  006938  mov     rax,<exit_lists>
  006942  call    rax
  006944  mov     rax,0x57
  00694e  jmp     0x0000000000000016
  006953  add     r15,1
  00695a  mov     [rbp+0x30],r12
  006961  mov     qword ptr [rbp+0xc8],3
  00696c  mov     [rbp+0x40],r13
  006973  mov     qword ptr [rbp+0xd8],3
  00697e  mov     qword ptr [rbp+0x50],0x2d
  006989  mov     qword ptr [rbp+0xe8],1
  006994  mov     qword ptr [rbp+0x58],0x13
  00699f  mov     qword ptr [rbp+0xf0],2
  0069aa  mov     qword ptr [rbp+<exit lists 0>0],0x28
  0069b5  mov     qword ptr [rbp+0x118],2
  0069c0  mov     [rbp+0x90],r14
  0069c7  mov     qword ptr [rbp+0x128],1
  0069d2  mov     [rbp+0xa0],r15
  0069d9  mov     qword ptr [rbp+0x138],1
  0069e4  mov     rdi,[rbp+0x20]
  0069eb  mov     rsi,<exit lists 83>
  0069f5  mov     rdx,2
  0069ff  mov     rax,<exit_lists>
  006a09  call    rax
  006a0b  mov     rax,0x58
  006a15  jmp     0x0000000000000016
  006a1a  mov     [rbp+0x30],r12
  006a21  mov     qword ptr [rbp+0xc8],3
  006a2c  mov     [rbp+0x40],r13
  006a33  mov     qword ptr [rbp+0xd8],3
  006a3e  mov     qword ptr [rbp+0x50],0x2d
  006a49  mov     qword ptr [rbp+0xe8],1
  006a54  mov     qword ptr [rbp+0x58],0x13
  006a5f  mov     qword ptr [rbp+0xf0],2
  006a6a  mov     qword ptr [rbp+<exit lists 0>0],0x28
  006a75  mov     qword ptr [rbp+0x118],2
  006a80  mov     [rbp+0x90],r14
  006a87  mov     qword ptr [rbp+0x128],1
  006a92  mov     [rbp+0xa0],r15
  006a99  mov     qword ptr [rbp+0x138],1
  006aa4  mov     rdi,[rbp+0x20]
  006aab  mov     rsi,<exit lists 84>
  006ab5  mov     rdx,2
  006abf  mov     rax,<exit_lists>
  006ac9  call    rax
  006acb  mov     rax,0x59
  006ad5  jmp     0x0000000000000016
  006ada  mov     [rbp+0x30],r12
  006ae1  mov     qword ptr [rbp+0xc8],3
  006aec  mov     [rbp+0x40],r13
  006af3  mov     qword ptr [rbp+0xd8],3
  006afe  mov     qword ptr [rbp+0x50],0x2d
  006b09  mov     qword ptr [rbp+0xe8],1
  006b14  mov     qword ptr [rbp+0x58],0x13
  006b1f  mov     qword ptr [rbp+0xf0],2
  006b2a  mov     qword ptr [rbp+<exit lists 0>0],0x28
  006b35  mov     qword ptr [rbp+0x118],2
  006b40  mov     [rbp+<exit lists 0>8],rbx
  006b47  mov     qword ptr [rbp+0x120],1
  006b52  mov     [rbp+0x90],r14
  006b59  mov     qword ptr [rbp+0x128],1
  006b64  mov     [rbp+0xa0],r15
  006b6b  mov     qword ptr [rbp+0x138],1
  006b76  mov     rdi,[rbp+0x20]
  006b7d  mov     rsi,<exit lists 85>
  006b87  mov     rdx,2
  006b91  mov     rax,<exit_lists>
  006b9b  call    rax
  006b9d  mov     rax,0x5a
  006ba7  jmp     0x0000000000000016
  006bac  sub     rbx,r14
  006baf  mov     [rbp+0x30],r12
  006bb6  mov     qword ptr [rbp+0xc8],3
  006bc1  mov     [rbp+0x40],r13
  006bc8  mov     qword ptr [rbp+0xd8],3
  006bd3  mov     qword ptr [rbp+0x50],0x2d
  006bde  mov     qword ptr [rbp+0xe8],1
  006be9  mov     [rbp+<exit lists 0>8],rbx
  006bf0  mov     qword ptr [rbp+0x120],1
  006bfb  mov     [rbp+0x90],r14
  006c02  mov     qword ptr [rbp+0x128],1
  006c0d  mov     rdi,[rbp+0x20]
  006c14  mov     rsi,<exit lists 86>
  006c1e  mov     rdx,2
  006c28  mov     rax,<exit_lists>
  006c32  call    rax
  006c34  mov     rax,0x5b
  006c3e  jmp     0x0000000000000016
  006c43  mov     [rbp+0x30],r12
  006c4a  mov     qword ptr [rbp+0xc8],3
  006c55  mov     [rbp+0x40],r13
  006c5c  mov     qword ptr [rbp+0xd8],3
  006c67  mov     qword ptr [rbp+0x50],0x2e
  006c72  mov     qword ptr [rbp+0xe8],1
  006c7d  mov     qword ptr [rbp+<exit lists 0>0],0x27
  006c88  mov     qword ptr [rbp+0x118],2
  006c93  mov     [rbp+0xa0],rbx
  006c9a  mov     qword ptr [rbp+0x138],1
  006ca5  mov     qword ptr [rbp+0xa8],1
  006cb0  mov     qword ptr [rbp+0x140],1
  006cbb  mov     rdi,[rbp+0x20]
  006cc2  mov     rsi,<exit lists 87>
  006ccc  mov     rdx,2
  006cd6  mov     rax,<exit_lists>
  006ce0  call    rax
  006ce2  mov     rax,0x5c
  006cec  jmp     0x0000000000000016
  006cf1  add     rbx,1
  006cf8  mov     [rbp+0x30],r12
  006cff  mov     qword ptr [rbp+0xc8],3
  006d0a  mov     [rbp+0x40],r13
  006d11  mov     qword ptr [rbp+0xd8],3
  006d1c  mov     qword ptr [rbp+0x50],0x2e
  006d27  mov     qword ptr [rbp+0xe8],1
  006d32  mov     qword ptr [rbp+<exit lists 0>0],0x27
  006d3d  mov     qword ptr [rbp+0x118],2
  006d48  mov     [rbp+0xa0],rbx
  006d4f  mov     qword ptr [rbp+0x138],1
  006d5a  mov     rdi,[rbp+0x20]
  006d61  mov     rsi,<exit lists 88>
  006d6b  mov     rdx,2
  006d75  mov     rax,<exit_lists>
  006d7f  call    rax
  006d81  mov     rax,0x5d
  006d8b  jmp     0x0000000000000016
  006d90  mov     [rbp+0x30],r12
  006d97  mov     qword ptr [rbp+0xc8],3
  006da2  mov     [rbp+0x40],r13
  006da9  mov     qword ptr [rbp+0xd8],3
  006db4  mov     qword ptr [rbp+0x50],0x2e
  006dbf  mov     qword ptr [rbp+0xe8],1
  006dca  mov     qword ptr [rbp+<exit lists 0>0],0x27
  006dd5  mov     qword ptr [rbp+0x118],2
  006de0  mov     [rbp+0xa0],rbx
  006de7  mov     qword ptr [rbp+0x138],1
  006df2  mov     rdi,[rbp+0x20]
  006df9  mov     rsi,<exit lists 89>
  006e03  mov     rdx,2
  006e0d  mov     rax,<exit_lists>
  006e17  call    rax
  006e19  mov     rax,0x5e
  006e23  jmp     0x0000000000000016
  006e28  mov     [rbp+0x30],r12
  006e2f  mov     qword ptr [rbp+0xc8],3
  006e3a  mov     [rbp+0x40],r13
  006e41  mov     qword ptr [rbp+0xd8],3
  006e4c  mov     qword ptr [rbp+0x50],0x2e
  006e57  mov     qword ptr [rbp+0xe8],1
  006e62  mov     qword ptr [rbp+<exit lists 0>0],0x27
  006e6d  mov     qword ptr [rbp+0x118],2
  006e78  mov     [rbp+<exit lists 0>8],r14
  006e7f  mov     qword ptr [rbp+0x120],1
  006e8a  mov     [rbp+0xa0],rbx
  006e91  mov     qword ptr [rbp+0x138],1
  006e9c  mov     rdi,[rbp+0x20]
  006ea3  mov     rsi,<exit lists 90>
  006ead  mov     rdx,2
  006eb7  mov     rax,<exit_lists>
  006ec1  call    rax
  006ec3  mov     rax,0x5f
  006ecd  jmp     0x0000000000000016
  006ed2  mov     [rbp+0x30],r12
  006ed9  mov     qword ptr [rbp+0xc8],3
  006ee4  mov     [rbp+0x40],r13
  006eeb  mov     qword ptr [rbp+0xd8],3
  006ef6  mov     qword ptr [rbp+0x50],0x2e
  006f01  mov     qword ptr [rbp+0xe8],1
  006f0c  mov     qword ptr [rbp+0x78],2
  006f17  mov     qword ptr [rbp+0x110],1
  006f22  mov     [rbp+<exit lists 0>8],r14
  006f29  mov     qword ptr [rbp+0x120],1
  006f34  mov     rdi,[rbp+0x20]
  006f3b  mov     rsi,<exit lists 91>
  006f45  mov     rdx,2
  006f4f  mov     rax,<exit_lists>
  006f59  call    rax
  006f5b  mov     rax,0x30
  006f65  jmp     0x0000000000000016
  006f6a  mov     [rbp+0x30],r12
  006f71  mov     qword ptr [rbp+0xc8],3
  006f7c  mov     [rbp+0x40],r13
  006f83  mov     qword ptr [rbp+0xd8],3
  006f8e  mov     qword ptr [rbp+0x50],0x27
  006f99  mov     qword ptr [rbp+0xe8],1
  006fa4  mov     qword ptr [rbp+0x78],3
  006faf  mov     qword ptr [rbp+0x110],1
  006fba  mov     [rbp+<exit lists 0>8],r15
  006fc1  mov     qword ptr [rbp+0x120],1
  006fcc  mov     rdi,[rbp+0x20]
  006fd3  mov     rsi,<exit lists 92>
  006fdd  mov     rdx,2
  006fe7  mov     rax,<exit_lists>
  006ff1  call    rax
  006ff3  mov     rax,0x53
  006ffd  jmp     0x0000000000000016
  007002  mov     [rbp+0x30],r12
  007009  mov     qword ptr [rbp+0xc8],3
  007014  mov     [rbp+0x40],r13
  00701b  mov     qword ptr [rbp+0xd8],3
  007026  mov     qword ptr [rbp+0x50],0x2e
  007031  mov     qword ptr [rbp+0xe8],1
  00703c  mov     qword ptr [rbp+0x78],2
  007047  mov     qword ptr [rbp+0x110],1
  007052  mov     [rbp+<exit lists 0>8],r14
  007059  mov     qword ptr [rbp+0x120],1
  007064  mov     rdi,[rbp+0x20]
  00706b  mov     rsi,<exit lists 93>
  007075  mov     rdx,2
  00707f  mov     rax,<exit_lists>
  007089  call    rax
  00708b  mov     rax,0x60
  007095  jmp     0x0000000000000016

; T1: 9525 bytes
  0070a0  mov     qword ptr [rbp+0x18],0
; v0:list = input bytecode
  0070ab  cmp     qword ptr [rbp+0xc0],3
  0070b6  jne     0x00000000000081ab
  0070bc  mov     rbx,[rbp+0x28]
; v1:list = input mem
  0070c3  cmp     qword ptr [rbp+0xc8],3
  0070ce  jne     0x00000000000081ab
  0070d4  mov     r12,[rbp+0x30]
; v2:list = input stack
  0070db  cmp     qword ptr [rbp+0xd8],3
  0070e6  jne     0x00000000000081ab
  0070ec  mov     r13,[rbp+0x40]
; v3:list = input rstack
  0070f3  cmp     qword ptr [rbp+0xe0],3
  0070fe  jne     0x00000000000081ab
; v4:int = input pc
  007104  cmp     qword ptr [rbp+0xe8],1
  00710f  jne     0x00000000000081ab
  007115  mov     r14,[rbp+0x50]
; v5:int = input x
  00711c  cmp     qword ptr [rbp+0x120],1
  007127  jne     0x00000000000081ab
  00712d  mov     r15,[rbp+<exit lists 1>8]
; guard_true v5 => jump_if_zero_x/0 (0) {}
  007134  test    r15,r15
  007137  je      0x00000000000081ba
; v7:int = add v4, 2 => jump_not_taken/0 (1) {}
  00713d  add     r14,2
  007144  jo      0x00000000000081c9
; guard_value v0, ['push', 0, 'store', 1, 'load', 1, 'load', 0, 'lt', 'jump_if_zero', 50, 'push', 0, 'store', 2, 'load', 2, 'load', 0, 'eq', 'jump_if_zero', 31, 'load', 1, 'push', 1, 'add', 'store', 1, 'jump', 4, 'load', 3, 'load', 1, 'load', 2, 'mul', 'add', 'store', 3, 'load', 2, 'push', 1, 'add', 'store', 2, 'jump', 15, 'load', 3, 'halt'] => dispatch_loop/0 (2) {pc=v7}
  00714a  mov     rax,<list k1>
  007154  cmp     rbx,rax
  007157  jne     0x00000000000081df
; guard_value v7, 22 => dispatch_loop_promote_bytecode/0 (3) {pc=v7}
  00715d  cmp     r14,0x16
  007164  jne     0x0000000000008239
; v10:int = readlist v1, 1 => op_load/2 (6) {pc=22, a=1}
  00716a  cmp     qword ptr [r12],1
  007176  jbe     0x000000000000826c
  00717c  mov     rax,[r12+8]
  007184  test    rax,rax
  007187  je      0x000000000000719a
  00718d  cmp     byte ptr [rax+1],1
  007194  jne     0x000000000000826c
  00719a  mov     rax,[r12+0x10]
  0071a2  mov     r14,[rax+8]
; v11:list = append v2, v10 owned
  0071a9  sub     rsp,0x70
  0071b0  mov     [rsp+0x30],rcx
  0071b8  mov     [rsp+0x38],rsi
  0071c0  mov     [rsp+0x40],rdi
  0071c8  mov     [rsp+0x48],r8
  0071d0  mov     [rsp+0x50],r9
  0071d8  mov     [rsp+0x58],r10
  0071e0  mov     [rsp],r13
  0071e8  mov     qword ptr [rsp+8],3
  0071f4  mov     [rsp+0x10],r14
  0071fc  mov     qword ptr [rsp+0x18],1
  007208  mov     rdi,[rbp+0x20]
  00720f  mov     esi,0xf
  007214  mov     rdx,rsp
  007217  mov     rcx,4
  007221  mov     r8,0xfffffffffffffffc
  00722b  mov     r9,0
  007235  mov     rax,<list_op>
  00723f  call    rax
  007241  mov     r11,rax
  007244  mov     rcx,[rsp+0x30]
  00724c  mov     rsi,[rsp+0x38]
  007254  mov     rdi,[rsp+0x40]
  00725c  mov     r8,[rsp+0x48]
  007264  mov     r9,[rsp+0x50]
  00726c  mov     r10,[rsp+0x58]
  007274  add     rsp,0x70
  00727b  mov     r13,r11
; v12:list = append v11, 1 owned
  00727e  sub     rsp,0x70
  007285  mov     [rsp+0x30],rcx
  00728d  mov     [rsp+0x38],rsi
  007295  mov     [rsp+0x40],rdi
  00729d  mov     [rsp+0x48],r8
  0072a5  mov     [rsp+0x50],r9
  0072ad  mov     [rsp+0x58],r10
  0072b5  mov     [rsp],r13
  0072bd  mov     qword ptr [rsp+8],3
  0072c9  mov     qword ptr [rsp+0x10],1
  0072d5  mov     qword ptr [rsp+0x18],1
  0072e1  mov     rdi,[rbp+0x20]
  0072e8  mov     esi,0xf
  0072ed  mov     rdx,rsp
  0072f0  mov     rcx,4
  0072fa  mov     r8,4
  007304  mov     r9,0
  00730e  mov     rax,<list_op>
  007318  call    rax
  00731a  mov     r11,rax
  00731d  mov     rcx,[rsp+0x30]
  007325  mov     rsi,[rsp+0x38]
  00732d  mov     rdi,[rsp+0x40]
  007335  mov     r8,[rsp+0x48]
  00733d  mov     r9,[rsp+0x50]
  007345  mov     r10,[rsp+0x58]
  00734d  add     rsp,0x70
  007354  mov     r13,r11
; v13:int = len v12
  007357  mov     r14,[r13]
; v14:int = lt v13, 2
; guard_false v14 => pop2/2 (18) {stack=v12, pc=26, opcode='add', k='binary_xy', depth=v13, few=1}
  00735f  cmp     r14,2
  007366  jl      0x00000000000082a7
; v16:int = sub v13, 1 => pop2_top/0 (19) {stack=v12, pc=26, opcode='add', k='binary_xy', depth=v13}
  00736c  sub     r14,1
  007373  jo      0x0000000000008359
; v17:int = readlist v12, v16 => pop2_top/1 (19) {stack=v12, pc=26, opcode='add', k='binary_xy', depth=v16}
  007379  cmp     r14,[r13]
  007381  jae     0x00000000000083fc
  007387  mov     rax,[r13+8]
  00738f  test    rax,rax
  007392  je      0x00000000000073a3
  007398  cmp     byte ptr [rax+r14],1
  00739d  jne     0x00000000000083fc
  0073a3  mov     rax,[r13+0x10]
  0073ab  mov     rbx,[rax+r14*8]
; v18:int = sub v16, 1 => pop2_top/2 (19) {stack=v12, pc=26, opcode='add', k='binary_xy', y=v17, depth=v16}
  0073af  sub     r14,1
  0073b6  jo      0x0000000000008498
; v19:int = readlist v12, v18 => pop2_top/3 (19) {stack=v12, pc=26, opcode='add', k='binary_xy', y=v17, depth=v18}
  0073bc  cmp     r14,[r13]
  0073c4  jae     0x000000000000854d
  0073ca  mov     rax,[r13+8]
  0073d2  test    rax,rax
  0073d5  je      0x00000000000073e6
  0073db  cmp     byte ptr [rax+r14],1
  0073e0  jne     0x000000000000854d
  0073e6  mov     rax,[r13+0x10]
  0073ee  mov     r15,[rax+r14*8]
; v20:list = slice v12, 0, v18 owned => pop2_top/4 (19) {stack=v12, pc=26, opcode='add', k='binary_xy', x=v19, y=v17, depth=v18}
  0073f2  sub     rsp,0x70
  0073f9  mov     [rsp+0x30],rcx
  007401  mov     [rsp+0x38],rsi
  007409  mov     [rsp+0x40],rdi
  007411  mov     [rsp+0x48],r8
  007419  mov     [rsp+0x50],r9
  007421  mov     [rsp+0x58],r10
  007429  mov     [rsp],r13
  007431  mov     qword ptr [rsp+8],3
  00743d  mov     qword ptr [rsp+0x10],0
  007449  mov     qword ptr [rsp+0x18],1
  007455  mov     [rsp+0x20],r14
  00745d  mov     qword ptr [rsp+0x28],1
  007469  mov     rdi,[rbp+0x20]
  007470  mov     esi,0x10
  007475  mov     rdx,rsp
  007478  mov     rcx,4
  007482  mov     r8,4
  00748c  mov     r9,0
  007496  mov     rax,<list_op>
  0074a0  call    rax
  0074a2  mov     r11,rax
  0074a5  mov     rcx,[rsp+0x30]
  0074ad  mov     rsi,[rsp+0x38]
  0074b5  mov     rdi,[rsp+0x40]
  0074bd  mov     r8,[rsp+0x48]
  0074c5  mov     r9,[rsp+0x50]
  0074cd  mov     r10,[rsp+0x58]
  0074d5  add     rsp,0x70
  0074dc  test    rdx,rdx
  0074df  je      0x00000000000085fb
  0074e5  mov     r13,r11
; v21:int = add v19, v17 => binary_add/0 (21) {stack=v20, pc=26, x=v19, y=v17}
  0074e8  add     r15,rbx
  0074eb  jo      0x00000000000086bb
; v22:list = append v20, v21 owned
  0074f1  sub     rsp,0x70
  0074f8  mov     [rsp+0x30],rcx
  007500  mov     [rsp+0x38],rsi
  007508  mov     [rsp+0x40],rdi
  007510  mov     [rsp+0x48],r8
  007518  mov     [rsp+0x50],r9
  007520  mov     [rsp+0x58],r10
  007528  mov     [rsp],r13
  007530  mov     qword ptr [rsp+8],3
  00753c  mov     [rsp+0x10],r15
  007544  mov     qword ptr [rsp+0x18],1
  007550  mov     rdi,[rbp+0x20]
  007557  mov     esi,0xf
  00755c  mov     rdx,rsp
  00755f  mov     rcx,4
  007569  mov     r8,4
  007573  mov     r9,0
  00757d  mov     rax,<list_op>
  007587  call    rax
  007589  mov     r11,rax
  00758c  mov     rcx,[rsp+0x30]
  007594  mov     rsi,[rsp+0x38]
  00759c  mov     rdi,[rsp+0x40]
  0075a4  mov     r8,[rsp+0x48]
  0075ac  mov     r9,[rsp+0x50]
  0075b4  mov     r10,[rsp+0x58]
  0075bc  add     rsp,0x70
  0075c3  mov     r13,r11
; v23:int = len v22
  0075c6  mov     r15,[r13]
; v24:int = eq v23, 0
; guard_false v24 => pop/2 (29) {stack=v22, pc=27, k='store_x', depth=v23, empty=1}
  0075ce  test    r15,r15
  0075d1  je      0x0000000000008740
; v26:int = sub v23, 1 => pop_top/0 (30) {stack=v22, pc=27, k='store_x', depth=v23}
  0075d7  sub     r15,1
  0075de  jo      0x00000000000087dc
; v27:int = readlist v22, v26 => pop_top/1 (30) {stack=v22, pc=27, k='store_x', depth=v26}
  0075e4  cmp     r15,[r13]
  0075ec  jae     0x0000000000008869
  0075f2  mov     rax,[r13+8]
  0075fa  test    rax,rax
  0075fd  je      0x000000000000760e
  007603  cmp     byte ptr [rax+r15],1
  007608  jne     0x0000000000008869
  00760e  mov     rax,[r13+0x10]
  007616  mov     rbx,[rax+r15*8]
; v28:list = slice v22, 0, v26 owned => pop_top/2 (30) {stack=v22, pc=27, k='store_x', x=v27, depth=v26}
  00761a  sub     rsp,0x70
  007621  mov     [rsp+0x30],rcx
  007629  mov     [rsp+0x38],rsi
  007631  mov     [rsp+0x40],rdi
  007639  mov     [rsp+0x48],r8
  007641  mov     [rsp+0x50],r9
  007649  mov     [rsp+0x58],r10
  007651  mov     [rsp],r13
  007659  mov     qword ptr [rsp+8],3
  007665  mov     qword ptr [rsp+0x10],0
  007671  mov     qword ptr [rsp+0x18],1
  00767d  mov     [rsp+0x20],r15
  007685  mov     qword ptr [rsp+0x28],1
  007691  mov     rdi,[rbp+0x20]
  007698  mov     esi,0x10
  00769d  mov     rdx,rsp
  0076a0  mov     rcx,4
  0076aa  mov     r8,4
  0076b4  mov     r9,0
  0076be  mov     rax,<list_op>
  0076c8  call    rax
  0076ca  mov     r11,rax
  0076cd  mov     rcx,[rsp+0x30]
  0076d5  mov     rsi,[rsp+0x38]
  0076dd  mov     rdi,[rsp+0x40]
  0076e5  mov     r8,[rsp+0x48]
  0076ed  mov     r9,[rsp+0x50]
  0076f5  mov     r10,[rsp+0x58]
  0076fd  add     rsp,0x70
  007704  test    rdx,rdx
  007707  je      0x00000000000088ef
  00770d  mov     r13,r11
; v29:list = set v1, 1, v27 owned => store_x/2 (32) {stack=v28, pc=27, a=1, x=v27}
  007710  sub     rsp,0x70
  007717  mov     [rsp+0x30],rcx
  00771f  mov     [rsp+0x38],rsi
  007727  mov     [rsp+0x40],rdi
  00772f  mov     [rsp+0x48],r8
  007737  mov     [rsp+0x50],r9
  00773f  mov     [rsp+0x58],r10
  007747  mov     [rsp],r12
  00774f  mov     qword ptr [rsp+8],3
  00775b  mov     qword ptr [rsp+0x10],1
  007767  mov     qword ptr [rsp+0x18],1
  007773  mov     [rsp+0x20],rbx
  00777b  mov     qword ptr [rsp+0x28],1
  007787  mov     rdi,[rbp+0x20]
  00778e  mov     esi,0xe
  007793  mov     rdx,rsp
  007796  mov     rcx,5
  0077a0  mov     r8,0xfffffffffffffffe
  0077aa  mov     r9,0
  0077b4  mov     rax,<list_op>
  0077be  call    rax
  0077c0  mov     r11,rax
  0077c3  mov     rcx,[rsp+0x30]
  0077cb  mov     rsi,[rsp+0x38]
  0077d3  mov     rdi,[rsp+0x40]
  0077db  mov     r8,[rsp+0x48]
  0077e3  mov     r9,[rsp+0x50]
  0077eb  mov     r10,[rsp+0x58]
  0077f3  add     rsp,0x70
  0077fa  test    rdx,rdx
  0077fd  je      0x0000000000008987
  007803  mov     r12,r11
; v30:int = readlist v29, 1 => op_load/2 (52) {mem=v29, stack=v28, pc=4, a=1}
  007806  cmp     qword ptr [r12],1
  007812  jbe     0x0000000000008a0d
  007818  mov     rax,[r12+8]
  007820  test    rax,rax
  007823  je      0x0000000000007836
  007829  cmp     byte ptr [rax+1],1
  007830  jne     0x0000000000008a0d
  007836  mov     rax,[r12+0x10]
  00783e  mov     rbx,[rax+8]
; v31:list = append v28, v30 owned
  007845  sub     rsp,0x70
  00784c  mov     [rsp+0x30],rcx
  007854  mov     [rsp+0x38],rsi
  00785c  mov     [rsp+0x40],rdi
  007864  mov     [rsp+0x48],r8
  00786c  mov     [rsp+0x50],r9
  007874  mov     [rsp+0x58],r10
  00787c  mov     [rsp],r13
  007884  mov     qword ptr [rsp+8],3
  007890  mov     [rsp+0x10],rbx
  007898  mov     qword ptr [rsp+0x18],1
  0078a4  mov     rdi,[rbp+0x20]
  0078ab  mov     esi,0xf
  0078b0  mov     rdx,rsp
  0078b3  mov     rcx,4
  0078bd  mov     r8,4
  0078c7  mov     r9,0
  0078d1  mov     rax,<list_op>
  0078db  call    rax
  0078dd  mov     r11,rax
  0078e0  mov     rcx,[rsp+0x30]
  0078e8  mov     rsi,[rsp+0x38]
  0078f0  mov     rdi,[rsp+0x40]
  0078f8  mov     r8,[rsp+0x48]
  007900  mov     r9,[rsp+0x50]
  007908  mov     r10,[rsp+0x58]
  007910  add     rsp,0x70
  007917  mov     r13,r11
; v32:int = readlist v29, 0 => op_load/2 (57) {mem=v29, stack=v31, pc=6, a=0}
  00791a  cmp     qword ptr [r12],0
  007926  jbe     0x0000000000008a93
  00792c  mov     rax,[r12+8]
  007934  test    rax,rax
  007937  je      0x000000000000794a
  00793d  cmp     byte ptr [rax],1
  007944  jne     0x0000000000008a93
  00794a  mov     rax,[r12+0x10]
  007952  mov     rbx,[rax]
; v33:list = append v31, v32 owned
  007959  sub     rsp,0x70
  007960  mov     [rsp+0x30],rcx
  007968  mov     [rsp+0x38],rsi
  007970  mov     [rsp+0x40],rdi
  007978  mov     [rsp+0x48],r8
  007980  mov     [rsp+0x50],r9
  007988  mov     [rsp+0x58],r10
  007990  mov     [rsp],r13
  007998  mov     qword ptr [rsp+8],3
  0079a4  mov     [rsp+0x10],rbx
  0079ac  mov     qword ptr [rsp+0x18],1
  0079b8  mov     rdi,[rbp+0x20]
  0079bf  mov     esi,0xf
  0079c4  mov     rdx,rsp
  0079c7  mov     rcx,4
  0079d1  mov     r8,4
  0079db  mov     r9,0
  0079e5  mov     rax,<list_op>
  0079ef  call    rax
  0079f1  mov     r11,rax
  0079f4  mov     rcx,[rsp+0x30]
  0079fc  mov     rsi,[rsp+0x38]
  007a04  mov     rdi,[rsp+0x40]
  007a0c  mov     r8,[rsp+0x48]
  007a14  mov     r9,[rsp+0x50]
  007a1c  mov     r10,[rsp+0x58]
  007a24  add     rsp,0x70
  007a2b  mov     r13,r11
; v34:int = len v33
  007a2e  mov     rbx,[r13]
; v35:int = lt v34, 2
; guard_false v35 => pop2/2 (68) {mem=v29, stack=v33, pc=8, opcode='lt', k='binary_xy', depth=v34, few=1}
  007a36  cmp     rbx,2
  007a3d  jl      0x0000000000008b19
; v37:int = sub v34, 1 => pop2_top/0 (69) {mem=v29, stack=v33, pc=8, opcode='lt', k='binary_xy', depth=v34}
  007a43  sub     rbx,1
  007a4a  jo      0x0000000000008bdd
; v38:int = readlist v33, v37 => pop2_top/1 (69) {mem=v29, stack=v33, pc=8, opcode='lt', k='binary_xy', depth=v37}
  007a50  cmp     rbx,[r13]
  007a58  jae     0x0000000000008c92
  007a5e  mov     rax,[r13+8]
  007a66  test    rax,rax
  007a69  je      0x0000000000007a7a
  007a6f  cmp     byte ptr [rax+rbx],1
  007a74  jne     0x0000000000008c92
  007a7a  mov     rax,[r13+0x10]
  007a82  mov     r15,[rax+rbx*8]
; v39:int = sub v37, 1 => pop2_top/2 (69) {mem=v29, stack=v33, pc=8, opcode='lt', k='binary_xy', y=v38, depth=v37}
  007a86  sub     rbx,1
  007a8d  jo      0x0000000000008d40
; v40:int = readlist v33, v39 => pop2_top/3 (69) {mem=v29, stack=v33, pc=8, opcode='lt', k='binary_xy', y=v38, depth=v39}
  007a93  cmp     rbx,[r13]
  007a9b  jae     0x0000000000008e07
  007aa1  mov     rax,[r13+8]
  007aa9  test    rax,rax
  007aac  je      0x0000000000007abd
  007ab2  cmp     byte ptr [rax+rbx],1
  007ab7  jne     0x0000000000008e07
  007abd  mov     rax,[r13+0x10]
  007ac5  mov     r14,[rax+rbx*8]
; v41:list = slice v33, 0, v39 owned => pop2_top/4 (69) {mem=v29, stack=v33, pc=8, opcode='lt', k='binary_xy', x=v40, y=v38, depth=v39}
  007ac9  sub     rsp,0x70
  007ad0  mov     [rsp+0x30],rcx
  007ad8  mov     [rsp+0x38],rsi
  007ae0  mov     [rsp+0x40],rdi
  007ae8  mov     [rsp+0x48],r8
  007af0  mov     [rsp+0x50],r9
  007af8  mov     [rsp+0x58],r10
  007b00  mov     [rsp],r13
  007b08  mov     qword ptr [rsp+8],3
  007b14  mov     qword ptr [rsp+0x10],0
  007b20  mov     qword ptr [rsp+0x18],1
  007b2c  mov     [rsp+0x20],rbx
  007b34  mov     qword ptr [rsp+0x28],1
  007b40  mov     rdi,[rbp+0x20]
  007b47  mov     esi,0x10
  007b4c  mov     rdx,rsp
  007b4f  mov     rcx,4
  007b59  mov     r8,4
  007b63  mov     r9,0
  007b6d  mov     rax,<list_op>
  007b77  call    rax
  007b79  mov     r11,rax
  007b7c  mov     rcx,[rsp+0x30]
  007b84  mov     rsi,[rsp+0x38]
  007b8c  mov     rdi,[rsp+0x40]
  007b94  mov     r8,[rsp+0x48]
  007b9c  mov     r9,[rsp+0x50]
  007ba4  mov     r10,[rsp+0x58]
  007bac  add     rsp,0x70
  007bb3  test    rdx,rdx
  007bb6  je      0x0000000000008ec7
  007bbc  mov     r13,r11
; v42:int = lt v40, v38
  007bbf  cmp     r14,r15
  007bc2  setl    al
  007bc5  movzx   r14d,al
; v43:list = append v41, v42 owned
  007bc9  sub     rsp,0x70
  007bd0  mov     [rsp+0x30],rcx
  007bd8  mov     [rsp+0x38],rsi
  007be0  mov     [rsp+0x40],rdi
  007be8  mov     [rsp+0x48],r8
  007bf0  mov     [rsp+0x50],r9
  007bf8  mov     [rsp+0x58],r10
  007c00  mov     [rsp],r13
  007c08  mov     qword ptr [rsp+8],3
  007c14  mov     [rsp+0x10],r14
  007c1c  mov     qword ptr [rsp+0x18],1
  007c28  mov     rdi,[rbp+0x20]
  007c2f  mov     esi,0xf
  007c34  mov     rdx,rsp
  007c37  mov     rcx,4
  007c41  mov     r8,4
  007c4b  mov     r9,0
  007c55  mov     rax,<list_op>
  007c5f  call    rax
  007c61  mov     r11,rax
  007c64  mov     rcx,[rsp+0x30]
  007c6c  mov     rsi,[rsp+0x38]
  007c74  mov     rdi,[rsp+0x40]
  007c7c  mov     r8,[rsp+0x48]
  007c84  mov     r9,[rsp+0x50]
  007c8c  mov     r10,[rsp+0x58]
  007c94  add     rsp,0x70
  007c9b  mov     r13,r11
; v44:int = len v43
  007c9e  mov     r14,[r13]
; v45:int = eq v44, 0
; guard_false v45 => pop/2 (92) {mem=v29, stack=v43, pc=9, k='jump_if_zero_x', depth=v44, empty=1}
  007ca6  test    r14,r14
  007ca9  je      0x0000000000008f99
; v47:int = sub v44, 1 => pop_top/0 (93) {mem=v29, stack=v43, pc=9, k='jump_if_zero_x', depth=v44}
  007caf  sub     r14,1
  007cb6  jo      0x0000000000009047
; v48:int = readlist v43, v47 => pop_top/1 (93) {mem=v29, stack=v43, pc=9, k='jump_if_zero_x', depth=v47}
  007cbc  cmp     r14,[r13]
  007cc4  jae     0x00000000000090e6
  007cca  mov     rax,[r13+8]
  007cd2  test    rax,rax
  007cd5  je      0x0000000000007ce6
  007cdb  cmp     byte ptr [rax+r14],1
  007ce0  jne     0x00000000000090e6
  007ce6  mov     rax,[r13+0x10]
  007cee  mov     r15,[rax+r14*8]
; v49:list = slice v43, 0, v47 owned => pop_top/2 (93) {mem=v29, stack=v43, pc=9, k='jump_if_zero_x', x=v48, depth=v47}
  007cf2  sub     rsp,0x70
  007cf9  mov     [rsp+0x30],rcx
  007d01  mov     [rsp+0x38],rsi
  007d09  mov     [rsp+0x40],rdi
  007d11  mov     [rsp+0x48],r8
  007d19  mov     [rsp+0x50],r9
  007d21  mov     [rsp+0x58],r10
  007d29  mov     [rsp],r13
  007d31  mov     qword ptr [rsp+8],3
  007d3d  mov     qword ptr [rsp+0x10],0
  007d49  mov     qword ptr [rsp+0x18],1
  007d55  mov     [rsp+0x20],r14
  007d5d  mov     qword ptr [rsp+0x28],1
  007d69  mov     rdi,[rbp+0x20]
  007d70  mov     esi,0x10
  007d75  mov     rdx,rsp
  007d78  mov     rcx,4
  007d82  mov     r8,4
  007d8c  mov     r9,0
  007d96  mov     rax,<list_op>
  007da0  call    rax
  007da2  mov     r11,rax
  007da5  mov     rcx,[rsp+0x30]
  007dad  mov     rsi,[rsp+0x38]
  007db5  mov     rdi,[rsp+0x40]
  007dbd  mov     r8,[rsp+0x48]
  007dc5  mov     r9,[rsp+0x50]
  007dcd  mov     r10,[rsp+0x58]
  007dd5  add     rsp,0x70
  007ddc  test    rdx,rdx
  007ddf  je      0x000000000000917e
  007de5  mov     r13,r11
; guard_true v48 => jump_if_zero_x/0 (96) {mem=v29, stack=v49, pc=9, x=0}
  007de8  test    r15,r15
  007deb  je      0x0000000000009228
; v51:list = append v49, 0 owned
  007df1  sub     rsp,0x70
  007df8  mov     [rsp+0x30],rcx
  007e00  mov     [rsp+0x38],rsi
  007e08  mov     [rsp+0x40],rdi
  007e10  mov     [rsp+0x48],r8
  007e18  mov     [rsp+0x50],r9
  007e20  mov     [rsp+0x58],r10
  007e28  mov     [rsp],r13
  007e30  mov     qword ptr [rsp+8],3
  007e3c  mov     qword ptr [rsp+0x10],0
  007e48  mov     qword ptr [rsp+0x18],1
  007e54  mov     rdi,[rbp+0x20]
  007e5b  mov     esi,0xf
  007e60  mov     rdx,rsp
  007e63  mov     rcx,4
  007e6d  mov     r8,4
  007e77  mov     r9,0
  007e81  mov     rax,<list_op>
  007e8b  call    rax
  007e8d  mov     r11,rax
  007e90  mov     rcx,[rsp+0x30]
  007e98  mov     rsi,[rsp+0x38]
  007ea0  mov     rdi,[rsp+0x40]
  007ea8  mov     r8,[rsp+0x48]
  007eb0  mov     r9,[rsp+0x50]
  007eb8  mov     r10,[rsp+0x58]
  007ec0  add     rsp,0x70
  007ec7  mov     r13,r11
; v52:int = len v51
  007eca  mov     r15,[r13]
; v53:int = eq v52, 0
; guard_false v53 => pop/2 (108) {mem=v29, stack=v51, pc=13, k='store_x', depth=v52, empty=1}
  007ed2  test    r15,r15
  007ed5  je      0x00000000000092ae
; v55:int = sub v52, 1 => pop_top/0 (109) {mem=v29, stack=v51, pc=13, k='store_x', depth=v52}
  007edb  sub     r15,1
  007ee2  jo      0x000000000000935c
; v56:int = readlist v51, v55 => pop_top/1 (109) {mem=v29, stack=v51, pc=13, k='store_x', depth=v55}
  007ee8  cmp     r15,[r13]
  007ef0  jae     0x00000000000093fb
  007ef6  mov     rax,[r13+8]
  007efe  test    rax,rax
  007f01  je      0x0000000000007f12
  007f07  cmp     byte ptr [rax+r15],1
  007f0c  jne     0x00000000000093fb
  007f12  mov     rax,[r13+0x10]
  007f1a  mov     r14,[rax+r15*8]
; v57:list = slice v51, 0, v55 owned => pop_top/2 (109) {mem=v29, stack=v51, pc=13, k='store_x', x=v56, depth=v55}
  007f1e  sub     rsp,0x70
  007f25  mov     [rsp+0x30],rcx
  007f2d  mov     [rsp+0x38],rsi
  007f35  mov     [rsp+0x40],rdi
  007f3d  mov     [rsp+0x48],r8
  007f45  mov     [rsp+0x50],r9
  007f4d  mov     [rsp+0x58],r10
  007f55  mov     [rsp],r13
  007f5d  mov     qword ptr [rsp+8],3
  007f69  mov     qword ptr [rsp+0x10],0
  007f75  mov     qword ptr [rsp+0x18],1
  007f81  mov     [rsp+0x20],r15
  007f89  mov     qword ptr [rsp+0x28],1
  007f95  mov     rdi,[rbp+0x20]
  007f9c  mov     esi,0x10
  007fa1  mov     rdx,rsp
  007fa4  mov     rcx,4
  007fae  mov     r8,4
  007fb8  mov     r9,0
  007fc2  mov     rax,<list_op>
  007fcc  call    rax
  007fce  mov     r11,rax
  007fd1  mov     rcx,[rsp+0x30]
  007fd9  mov     rsi,[rsp+0x38]
  007fe1  mov     rdi,[rsp+0x40]
  007fe9  mov     r8,[rsp+0x48]
  007ff1  mov     r9,[rsp+0x50]
  007ff9  mov     r10,[rsp+0x58]
  008001  add     rsp,0x70
  008008  test    rdx,rdx
  00800b  je      0x0000000000009493
  008011  mov     r13,r11
; v58:list = set v29, 2, v56 owned => store_x/2 (111) {mem=v29, stack=v57, pc=13, a=2, x=v56}
  008014  cmp     qword ptr [r12+8],0
  008020  jne     0x00000000000080b0
  008026  cmp     qword ptr [r12],2
  008032  jbe     0x00000000000080b0
  008038  mov     rax,[r12+0x10]
  008040  lea     rax,[rax+0x10]
  008047  mov     [rax],r14
; jump_trace T0 => dispatch_loop/0 (112) {mem=v58, stack=v57, pc=15}
  00804a  mov     [rbp+0x30],r12
  008051  mov     qword ptr [rbp+0xc8],3
  00805c  mov     [rbp+0x40],r13
  008063  mov     qword ptr [rbp+0xd8],3
  00806e  mov     qword ptr [rbp+0x50],0xf
  008079  mov     qword ptr [rbp+0xe8],1
  008084  mov     rdi,[rbp+0x20]
  00808b  mov     rsi,<exit lists 0>
  008095  mov     rdx,2
  00809f  mov     rax,<exit_lists>
  0080a9  call    rax
  0080ab  jmp     0x0000000000000030
  0080b0  sub     rsp,0x70
  0080b7  mov     [rsp+0x30],rcx
  0080bf  mov     [rsp+0x38],rsi
  0080c7  mov     [rsp+0x40],rdi
  0080cf  mov     [rsp+0x48],r8
  0080d7  mov     [rsp+0x50],r9
  0080df  mov     [rsp+0x58],r10
  0080e7  mov     [rsp],r12
  0080ef  mov     qword ptr [rsp+8],3
  0080fb  mov     qword ptr [rsp+0x10],2
  008107  mov     qword ptr [rsp+0x18],1
  008113  mov     [rsp+0x20],r14
  00811b  mov     qword ptr [rsp+0x28],1
  008127  mov     rdi,[rbp+0x20]
  00812e  mov     esi,0xe
  008133  mov     rdx,rsp
  008136  mov     rcx,5
  008140  mov     r8,5
  00814a  mov     r9,0
  008154  mov     rax,<list_op>
  00815e  call    rax
  008160  mov     r11,rax
  008163  mov     rcx,[rsp+0x30]
  00816b  mov     rsi,[rsp+0x38]
  008173  mov     rdi,[rsp+0x40]
  00817b  mov     r8,[rsp+0x48]
  008183  mov     r9,[rsp+0x50]
  00818b  mov     r10,[rsp+0x58]
  008193  add     rsp,0x70
  00819a  test    rdx,rdx
  00819d  je      0x000000000000953d
  0081a3  mov     r12,r11
  0081a6  jmp     0x000000000000804a
; exits
  0081ab  mov     rax,0x1fffffffe
  0081b5  jmp     0x0000000000000016
  0081ba  mov     rax,0x100000000
  0081c4  jmp     0x0000000000000016
  0081c9  sub     r14,2
  0081d0  mov     rax,0x100000001
  0081da  jmp     0x0000000000000016
  0081df  mov     [rbp+0x10],rbx
  0081e6  mov     qword ptr [rbp+0x18],3
  0081f1  mov     [rbp+0x50],r14
  0081f8  mov     qword ptr [rbp+0xe8],1
  008203  mov     rdi,[rbp+0x20]
  00820a  mov     rsi,8
  008214  mov     rdx,0
  00821e  mov     rax,<exit_lists>
  008228  call    rax
  00822a  mov     rax,0x100000002
  008234  jmp     0x0000000000000016
  008239  mov     [rbp+0x10],r14
  008240  mov     qword ptr [rbp+0x18],1
  00824b  mov     [rbp+0x50],r14
  008252  mov     qword ptr [rbp+0xe8],1
  00825d  mov     rax,0x100000003
  008267  jmp     0x0000000000000016
  00826c  mov     qword ptr [rbp+0x50],0x16
  008277  mov     qword ptr [rbp+0xe8],1
  008282  mov     qword ptr [rbp+0x78],1
  00828d  mov     qword ptr [rbp+0x110],1
  008298  mov     rax,0x100000004
  0082a2  jmp     0x0000000000000016
  0082a7  mov     [rbp+0x40],r13
  0082ae  mov     qword ptr [rbp+0xd8],3
  0082b9  mov     qword ptr [rbp+0x50],0x1a
  0082c4  mov     qword ptr [rbp+0xe8],1
  0082cf  mov     qword ptr [rbp+0x58],0x13
  0082da  mov     qword ptr [rbp+0xf0],2
  0082e5  mov     qword ptr [rbp+<exit lists 1>0],0x28
  0082f0  mov     qword ptr [rbp+0x118],2
  0082fb  mov     [rbp+0xa0],r14
  008302  mov     qword ptr [rbp+0x138],1
  00830d  mov     qword ptr [rbp+0xb8],1
  008318  mov     qword ptr [rbp+0x150],1
  008323  mov     rdi,[rbp+0x20]
  00832a  mov     rsi,<exit lists 2>
  008334  mov     rdx,1
  00833e  mov     rax,<exit_lists>
  008348  call    rax
  00834a  mov     rax,0x100000005
  008354  jmp     0x0000000000000016
  008359  add     r14,1
  008360  mov     [rbp+0x40],r13
  008367  mov     qword ptr [rbp+0xd8],3
  008372  mov     qword ptr [rbp+0x50],0x1a
  00837d  mov     qword ptr [rbp+0xe8],1
  008388  mov     qword ptr [rbp+0x58],0x13
  008393  mov     qword ptr [rbp+0xf0],2
  00839e  mov     qword ptr [rbp+<exit lists 1>0],0x28
  0083a9  mov     qword ptr [rbp+0x118],2
  0083b4  mov     [rbp+0xa0],r14
  0083bb  mov     qword ptr [rbp+0x138],1
  0083c6  mov     rdi,[rbp+0x20]
  0083cd  mov     rsi,<exit lists 3>
  0083d7  mov     rdx,1
  0083e1  mov     rax,<exit_lists>
  0083eb  call    rax
  0083ed  mov     rax,0x100000006
  0083f7  jmp     0x0000000000000016
  0083fc  mov     [rbp+0x40],r13
  008403  mov     qword ptr [rbp+0xd8],3
  00840e  mov     qword ptr [rbp+0x50],0x1a
  008419  mov     qword ptr [rbp+0xe8],1
  008424  mov     qword ptr [rbp+0x58],0x13
  00842f  mov     qword ptr [rbp+0xf0],2
  00843a  mov     qword ptr [rbp+<exit lists 1>0],0x28
  008445  mov     qword ptr [rbp+0x118],2
  008450  mov     [rbp+0xa0],r14
  008457  mov     qword ptr [rbp+0x138],1
  008462  mov     rdi,[rbp+0x20]
  008469  mov     rsi,<exit lists 4>
  008473  mov     rdx,1
  00847d  mov     rax,<exit_lists>
  008487  call    rax
  008489  mov     rax,0x100000007
  008493  jmp     0x0000000000000016
  008498  add     r14,1
  00849f  mov     [rbp+0x40],r13
  0084a6  mov     qword ptr [rbp+0xd8],3
  0084b1  mov     qword ptr [rbp+0x50],0x1a
  0084bc  mov     qword ptr [rbp+0xe8],1
  0084c7  mov     qword ptr [rbp+0x58],0x13
  0084d2  mov     qword ptr [rbp+0xf0],2
  0084dd  mov     qword ptr [rbp+<exit lists 1>0],0x28
  0084e8  mov     qword ptr [rbp+0x118],2
  0084f3  mov     [rbp+0x90],rbx
  0084fa  mov     qword ptr [rbp+0x128],1
  008505  mov     [rbp+0xa0],r14
  00850c  mov     qword ptr [rbp+0x138],1
  008517  mov     rdi,[rbp+0x20]
  00851e  mov     rsi,<exit lists 5>
  008528  mov     rdx,1
  008532  mov     rax,<exit_lists>
  00853c  call    rax
  00853e  mov     rax,0x100000008
  008548  jmp     0x0000000000000016
  00854d  mov     [rbp+0x40],r13
  008554  mov     qword ptr [rbp+0xd8],3
  00855f  mov     qword ptr [rbp+0x50],0x1a
  00856a  mov     qword ptr [rbp+0xe8],1
  008575  mov     qword ptr [rbp+0x58],0x13
  008580  mov     qword ptr [rbp+0xf0],2
  00858b  mov     qword ptr [rbp+<exit lists 1>0],0x28
  008596  mov     qword ptr [rbp+0x118],2
  0085a1  mov     [rbp+0x90],rbx
  0085a8  mov     qword ptr [rbp+0x128],1
  0085b3  mov     [rbp+0xa0],r14
  0085ba  mov     qword ptr [rbp+0x138],1
  0085c5  mov     rdi,[rbp+0x20]
  0085cc  mov     rsi,<exit lists 6>
  0085d6  mov     rdx,1
  0085e0  mov     rax,<exit_lists>
  0085ea  call    rax
  0085ec  mov     rax,0x100000009
  0085f6  jmp     0x0000000000000016
  0085fb  mov     [rbp+0x40],r13
  008602  mov     qword ptr [rbp+0xd8],3
  00860d  mov     qword ptr [rbp+0x50],0x1a
  008618  mov     qword ptr [rbp+0xe8],1
  008623  mov     qword ptr [rbp+0x58],0x13
  00862e  mov     qword ptr [rbp+0xf0],2
  008639  mov     qword ptr [rbp+<exit lists 1>0],0x28
  008644  mov     qword ptr [rbp+0x118],2
  00864f  mov     [rbp+<exit lists 1>8],r15
  008656  mov     qword ptr [rbp+0x120],1
  008661  mov     [rbp+0x90],rbx
  008668  mov     qword ptr [rbp+0x128],1
  008673  mov     [rbp+0xa0],r14
  00867a  mov     qword ptr [rbp+0x138],1
  008685  mov     rdi,[rbp+0x20]
  00868c  mov     rsi,<exit lists 7>
  008696  mov     rdx,1
  0086a0  mov     rax,<exit_lists>
  0086aa  call    rax
  0086ac  mov     rax,0x10000000a
  0086b6  jmp     0x0000000000000016
  0086bb  sub     r15,rbx
  0086be  mov     [rbp+0x40],r13
  0086c5  mov     qword ptr [rbp+0xd8],3
  0086d0  mov     qword ptr [rbp+0x50],0x1a
  0086db  mov     qword ptr [rbp+0xe8],1
  0086e6  mov     [rbp+<exit lists 1>8],r15
  0086ed  mov     qword ptr [rbp+0x120],1
  0086f8  mov     [rbp+0x90],rbx
  0086ff  mov     qword ptr [rbp+0x128],1
  00870a  mov     rdi,[rbp+0x20]
  008711  mov     rsi,<exit lists 8>
  00871b  mov     rdx,1
  008725  mov     rax,<exit_lists>
  00872f  call    rax
  008731  mov     rax,0x10000000b
  00873b  jmp     0x0000000000000016
  008740  mov     [rbp+0x40],r13
  008747  mov     qword ptr [rbp+0xd8],3
  008752  mov     qword ptr [rbp+0x50],0x1b
  00875d  mov     qword ptr [rbp+0xe8],1
  008768  mov     qword ptr [rbp+<exit lists 1>0],0x27
  008773  mov     qword ptr [rbp+0x118],2
  00877e  mov     [rbp+0xa0],r15
  008785  mov     qword ptr [rbp+0x138],1
  008790  mov     qword ptr [rbp+0xa8],1
  00879b  mov     qword ptr [rbp+0x140],1
  0087a6  mov     rdi,[rbp+0x20]
  0087ad  mov     rsi,<exit lists 9>
  0087b7  mov     rdx,1
  0087c1  mov     rax,<exit_lists>
  0087cb  call    rax
  0087cd  mov     rax,0x10000000c
  0087d7  jmp     0x0000000000000016
  0087dc  add     r15,1
  0087e3  mov     [rbp+0x40],r13
  0087ea  mov     qword ptr [rbp+0xd8],3
  0087f5  mov     qword ptr [rbp+0x50],0x1b
  008800  mov     qword ptr [rbp+0xe8],1
  00880b  mov     qword ptr [rbp+<exit lists 1>0],0x27
  008816  mov     qword ptr [rbp+0x118],2
  008821  mov     [rbp+0xa0],r15
  008828  mov     qword ptr [rbp+0x138],1
  008833  mov     rdi,[rbp+0x20]
  00883a  mov     rsi,<exit lists 10>
  008844  mov     rdx,1
  00884e  mov     rax,<exit_lists>
  008858  call    rax
  00885a  mov     rax,0x10000000d
  008864  jmp     0x0000000000000016
  008869  mov     [rbp+0x40],r13
  008870  mov     qword ptr [rbp+0xd8],3
  00887b  mov     qword ptr [rbp+0x50],0x1b
  008886  mov     qword ptr [rbp+0xe8],1
  008891  mov     qword ptr [rbp+<exit lists 1>0],0x27
  00889c  mov     qword ptr [rbp+0x118],2
  0088a7  mov     [rbp+0xa0],r15
  0088ae  mov     qword ptr [rbp+0x138],1
  0088b9  mov     rdi,[rbp+0x20]
  0088c0  mov     rsi,<exit lists 11>
  0088ca  mov     rdx,1
  0088d4  mov     rax,<exit_lists>
  0088de  call    rax
  0088e0  mov     rax,0x10000000e
  0088ea  jmp     0x0000000000000016
  0088ef  mov     [rbp+0x40],r13
  0088f6  mov     qword ptr [rbp+0xd8],3
  008901  mov     qword ptr [rbp+0x50],0x1b
  00890c  mov     qword ptr [rbp+0xe8],1
  008917  mov     qword ptr [rbp+<exit lists 1>0],0x27
  008922  mov     qword ptr [rbp+0x118],2
  00892d  mov     [rbp+<exit lists 1>8],rbx
  008934  mov     qword ptr [rbp+0x120],1
  00893f  mov     [rbp+0xa0],r15
  008946  mov     qword ptr [rbp+0x138],1
  008951  mov     rdi,[rbp+0x20]
  008958  mov     rsi,<exit lists 12>
  008962  mov     rdx,1
  00896c  mov     rax,<exit_lists>
  008976  call    rax
  008978  mov     rax,0x10000000f
  008982  jmp     0x0000000000000016
  008987  mov     [rbp+0x40],r13
  00898e  mov     qword ptr [rbp+0xd8],3
  008999  mov     qword ptr [rbp+0x50],0x1b
  0089a4  mov     qword ptr [rbp+0xe8],1
  0089af  mov     qword ptr [rbp+0x78],1
  0089ba  mov     qword ptr [rbp+0x110],1
  0089c5  mov     [rbp+<exit lists 1>8],rbx
  0089cc  mov     qword ptr [rbp+0x120],1
  0089d7  mov     rdi,[rbp+0x20]
  0089de  mov     rsi,<exit lists 13>
  0089e8  mov     rdx,1
  0089f2  mov     rax,<exit_lists>
  0089fc  call    rax
  0089fe  mov     rax,0x100000010
  008a08  jmp     0x0000000000000016
  008a0d  mov     [rbp+0x30],r12
  008a14  mov     qword ptr [rbp+0xc8],3
  008a1f  mov     [rbp+0x40],r13
  008a26  mov     qword ptr [rbp+0xd8],3
  008a31  mov     qword ptr [rbp+0x50],4
  008a3c  mov     qword ptr [rbp+0xe8],1
  008a47  mov     qword ptr [rbp+0x78],1
  008a52  mov     qword ptr [rbp+0x110],1
  008a5d  mov     rdi,[rbp+0x20]
  008a64  mov     rsi,<exit lists 14>
  008a6e  mov     rdx,2
  008a78  mov     rax,<exit_lists>
  008a82  call    rax
  008a84  mov     rax,0x100000011
  008a8e  jmp     0x0000000000000016
  008a93  mov     [rbp+0x30],r12
  008a9a  mov     qword ptr [rbp+0xc8],3
  008aa5  mov     [rbp+0x40],r13
  008aac  mov     qword ptr [rbp+0xd8],3
  008ab7  mov     qword ptr [rbp+0x50],6
  008ac2  mov     qword ptr [rbp+0xe8],1
  008acd  mov     qword ptr [rbp+0x78],0
  008ad8  mov     qword ptr [rbp+0x110],1
  008ae3  mov     rdi,[rbp+0x20]
  008aea  mov     rsi,<exit lists 15>
  008af4  mov     rdx,2
  008afe  mov     rax,<exit_lists>
  008b08  call    rax
  008b0a  mov     rax,0x100000012
  008b14  jmp     0x0000000000000016
  008b19  mov     [rbp+0x30],r12
  008b20  mov     qword ptr [rbp+0xc8],3
  008b2b  mov     [rbp+0x40],r13
  008b32  mov     qword ptr [rbp+0xd8],3
  008b3d  mov     qword ptr [rbp+0x50],8
  008b48  mov     qword ptr [rbp+0xe8],1
  008b53  mov     qword ptr [rbp+0x58],0xd
  008b5e  mov     qword ptr [rbp+0xf0],2
  008b69  mov     qword ptr [rbp+<exit lists 1>0],0x28
  008b74  mov     qword ptr [rbp+0x118],2
  008b7f  mov     [rbp+0xa0],rbx
  008b86  mov     qword ptr [rbp+0x138],1
  008b91  mov     qword ptr [rbp+0xb8],1
  008b9c  mov     qword ptr [rbp+0x150],1
  008ba7  mov     rdi,[rbp+0x20]
  008bae  mov     rsi,<exit lists 16>
  008bb8  mov     rdx,2
  008bc2  mov     rax,<exit_lists>
  008bcc  call    rax
  008bce  mov     rax,0x100000013
  008bd8  jmp     0x0000000000000016
  008bdd  add     rbx,1
  008be4  mov     [rbp+0x30],r12
  008beb  mov     qword ptr [rbp+0xc8],3
  008bf6  mov     [rbp+0x40],r13
  008bfd  mov     qword ptr [rbp+0xd8],3
  008c08  mov     qword ptr [rbp+0x50],8
  008c13  mov     qword ptr [rbp+0xe8],1
  008c1e  mov     qword ptr [rbp+0x58],0xd
  008c29  mov     qword ptr [rbp+0xf0],2
  008c34  mov     qword ptr [rbp+<exit lists 1>0],0x28
  008c3f  mov     qword ptr [rbp+0x118],2
  008c4a  mov     [rbp+0xa0],rbx
  008c51  mov     qword ptr [rbp+0x138],1
  008c5c  mov     rdi,[rbp+0x20]
  008c63  mov     rsi,<exit lists 17>
  008c6d  mov     rdx,2
  008c77  mov     rax,<exit_lists>
  008c81  call    rax
  008c83  mov     rax,0x100000014
  008c8d  jmp     0x0000000000000016
  008c92  mov     [rbp+0x30],r12
  008c99  mov     qword ptr [rbp+0xc8],3
  008ca4  mov     [rbp+0x40],r13
  008cab  mov     qword ptr [rbp+0xd8],3
  008cb6  mov     qword ptr [rbp+0x50],8
  008cc1  mov     qword ptr [rbp+0xe8],1
  008ccc  mov     qword ptr [rbp+0x58],0xd
  008cd7  mov     qword ptr [rbp+0xf0],2
  008ce2  mov     qword ptr [rbp+<exit lists 1>0],0x28
  008ced  mov     qword ptr [rbp+0x118],2
  008cf8  mov     [rbp+0xa0],rbx
  008cff  mov     qword ptr [rbp+0x138],1
  008d0a  mov     rdi,[rbp+0x20]
  008d11  mov     rsi,<exit lists 18>
  008d1b  mov     rdx,2
  008d25  mov     rax,<exit_lists>
  008d2f  call    rax
  008d31  mov     rax,0x100000015
  008d3b  jmp     0x0000000000000016
  008d40  add     rbx,1
  008d47  mov     [rbp+0x30],r12
  008d4e  mov     qword ptr [rbp+0xc8],3
  008d59  mov     [rbp+0x40],r13
  008d60  mov     qword ptr [rbp+0xd8],3
  008d6b  mov     qword ptr [rbp+0x50],8
  008d76  mov     qword ptr [rbp+0xe8],1
  008d81  mov     qword ptr [rbp+0x58],0xd
  008d8c  mov     qword ptr [rbp+0xf0],2
  008d97  mov     qword ptr [rbp+<exit lists 1>0],0x28
  008da2  mov     qword ptr [rbp+0x118],2
  008dad  mov     [rbp+0x90],r15
  008db4  mov     qword ptr [rbp+0x128],1
  008dbf  mov     [rbp+0xa0],rbx
  008dc6  mov     qword ptr [rbp+0x138],1
  008dd1  mov     rdi,[rbp+0x20]
  008dd8  mov     rsi,<exit lists 19>
  008de2  mov     rdx,2
  008dec  mov     rax,<exit_lists>
  008df6  call    rax
  008df8  mov     rax,0x100000016
  008e02  jmp     0x0000000000000016
  008e07  mov     [rbp+0x30],r12
  008e0e  mov     qword ptr [rbp+0xc8],3
  008e19  mov     [rbp+0x40],r13
  008e20  mov     qword ptr [rbp+0xd8],3
  008e2b  mov     qword ptr [rbp+0x50],8
  008e36  mov     qword ptr [rbp+0xe8],1
  008e41  mov     qword ptr [rbp+0x58],0xd
  008e4c  mov     qword ptr [rbp+0xf0],2
  008e57  mov     qword ptr [rbp+<exit lists 1>0],0x28
  008e62  mov     qword ptr [rbp+0x118],2
  008e6d  mov     [rbp+0x90],r15
  008e74  mov     qword ptr [rbp+0x128],1
  008e7f  mov     [rbp+0xa0],rbx
  008e86  mov     qword ptr [rbp+0x138],1
  008e91  mov     rdi,[rbp+0x20]
  008e98  mov     rsi,<exit lists 20>
  008ea2  mov     rdx,2
  008eac  mov     rax,<exit_lists>
  008eb6  call    rax
  008eb8  mov     rax,0x100000017
  008ec2  jmp     0x0000000000000016
  008ec7  mov     [rbp+0x30],r12
  008ece  mov     qword ptr [rbp+0xc8],3
  008ed9  mov     [rbp+0x40],r13
  008ee0  mov     qword ptr [rbp+0xd8],3
  008eeb  mov     qword ptr [rbp+0x50],8
  008ef6  mov     qword ptr [rbp+0xe8],1
  008f01  mov     qword ptr [rbp+0x58],0xd
  008f0c  mov     qword ptr [rbp+0xf0],2
  008f17  mov     qword ptr [rbp+<exit lists 1>0],0x28
  008f22  mov     qword ptr [rbp+0x118],2
  008f2d  mov     [rbp+<exit lists 1>8],r14
  008f34  mov     qword ptr [rbp+0x120],1
  008f3f  mov     [rbp+0x90],r15
  008f46  mov     qword ptr [rbp+0x128],1
  008f51  mov     [rbp+0xa0],rbx
  008f58  mov     qword ptr [rbp+0x138],1
  008f63  mov     rdi,[rbp+0x20]
  008f6a  mov     rsi,<exit lists 21>
  008f74  mov     rdx,2
  008f7e  mov     rax,<exit_lists>
  008f88  call    rax
  008f8a  mov     rax,0x100000018
  008f94  jmp     0x0000000000000016
  008f99  mov     [rbp+0x30],r12
  008fa0  mov     qword ptr [rbp+0xc8],3
  008fab  mov     [rbp+0x40],r13
  008fb2  mov     qword ptr [rbp+0xd8],3
  008fbd  mov     qword ptr [rbp+0x50],9
  008fc8  mov     qword ptr [rbp+0xe8],1
  008fd3  mov     qword ptr [rbp+<exit lists 1>0],0x2c
  008fde  mov     qword ptr [rbp+0x118],2
  008fe9  mov     [rbp+0xa0],r14
  008ff0  mov     qword ptr [rbp+0x138],1
  008ffb  mov     qword ptr [rbp+0xa8],1
  009006  mov     qword ptr [rbp+0x140],1
  009011  mov     rdi,[rbp+0x20]
  009018  mov     rsi,<exit lists 22>
  009022  mov     rdx,2
  00902c  mov     rax,<exit_lists>
  009036  call    rax
  009038  mov     rax,0x100000019
  009042  jmp     0x0000000000000016
  009047  add     r14,1
  00904e  mov     [rbp+0x30],r12
  009055  mov     qword ptr [rbp+0xc8],3
  009060  mov     [rbp+0x40],r13
  009067  mov     qword ptr [rbp+0xd8],3
  009072  mov     qword ptr [rbp+0x50],9
  00907d  mov     qword ptr [rbp+0xe8],1
  009088  mov     qword ptr [rbp+<exit lists 1>0],0x2c
  009093  mov     qword ptr [rbp+0x118],2
  00909e  mov     [rbp+0xa0],r14
  0090a5  mov     qword ptr [rbp+0x138],1
  0090b0  mov     rdi,[rbp+0x20]
  0090b7  mov     rsi,<exit lists 23>
  0090c1  mov     rdx,2
  0090cb  mov     rax,<exit_lists>
  0090d5  call    rax
  0090d7  mov     rax,0x10000001a
  0090e1  jmp     0x0000000000000016
  0090e6  mov     [rbp+0x30],r12
  0090ed  mov     qword ptr [rbp+0xc8],3
  0090f8  mov     [rbp+0x40],r13
  0090ff  mov     qword ptr [rbp+0xd8],3
  00910a  mov     qword ptr [rbp+0x50],9
  009115  mov     qword ptr [rbp+0xe8],1
  009120  mov     qword ptr [rbp+<exit lists 1>0],0x2c
  00912b  mov     qword ptr [rbp+0x118],2
  009136  mov     [rbp+0xa0],r14
  00913d  mov     qword ptr [rbp+0x138],1
  009148  mov     rdi,[rbp+0x20]
  00914f  mov     rsi,<exit lists 24>
  009159  mov     rdx,2
  009163  mov     rax,<exit_lists>
  00916d  call    rax
  00916f  mov     rax,0x10000001b
  009179  jmp     0x0000000000000016
  00917e  mov     [rbp+0x30],r12
  009185  mov     qword ptr [rbp+0xc8],3
  009190  mov     [rbp+0x40],r13
  009197  mov     qword ptr [rbp+0xd8],3
  0091a2  mov     qword ptr [rbp+0x50],9
  0091ad  mov     qword ptr [rbp+0xe8],1
  0091b8  mov     qword ptr [rbp+<exit lists 1>0],0x2c
  0091c3  mov     qword ptr [rbp+0x118],2
  0091ce  mov     [rbp+<exit lists 1>8],r15
  0091d5  mov     qword ptr [rbp+0x120],1
  0091e0  mov     [rbp+0xa0],r14
  0091e7  mov     qword ptr [rbp+0x138],1
  0091f2  mov     rdi,[rbp+0x20]
  0091f9  mov     rsi,<exit lists 25>
  009203  mov     rdx,2
  00920d  mov     rax,<exit_lists>
  009217  call    rax
  009219  mov     rax,0x10000001c
  009223  jmp     0x0000000000000016
  009228  mov     [rbp+0x30],r12
  00922f  mov     qword ptr [rbp+0xc8],3
  00923a  mov     [rbp+0x40],r13
  009241  mov     qword ptr [rbp+0xd8],3
  00924c  mov     qword ptr [rbp+0x50],9
  009257  mov     qword ptr [rbp+0xe8],1
  009262  mov     qword ptr [rbp+<exit lists 1>8],0
  00926d  mov     qword ptr [rbp+0x120],1
  009278  mov     rdi,[rbp+0x20]
  00927f  mov     rsi,<exit lists 26>
  009289  mov     rdx,2
  009293  mov     rax,<exit_lists>
  00929d  call    rax
  00929f  mov     rax,0x10000001d
  0092a9  jmp     0x0000000000000016
  0092ae  mov     [rbp+0x30],r12
  0092b5  mov     qword ptr [rbp+0xc8],3
  0092c0  mov     [rbp+0x40],r13
  0092c7  mov     qword ptr [rbp+0xd8],3
  0092d2  mov     qword ptr [rbp+0x50],0xd
  0092dd  mov     qword ptr [rbp+0xe8],1
  0092e8  mov     qword ptr [rbp+<exit lists 1>0],0x27
  0092f3  mov     qword ptr [rbp+0x118],2
  0092fe  mov     [rbp+0xa0],r15
  009305  mov     qword ptr [rbp+0x138],1
  009310  mov     qword ptr [rbp+0xa8],1
  00931b  mov     qword ptr [rbp+0x140],1
  009326  mov     rdi,[rbp+0x20]
  00932d  mov     rsi,<exit lists 27>
  009337  mov     rdx,2
  009341  mov     rax,<exit_lists>
  00934b  call    rax
  00934d  mov     rax,0x10000001e
  009357  jmp     0x0000000000000016
  00935c  add     r15,1
  009363  mov     [rbp+0x30],r12
  00936a  mov     qword ptr [rbp+0xc8],3
  009375  mov     [rbp+0x40],r13
  00937c  mov     qword ptr [rbp+0xd8],3
  009387  mov     qword ptr [rbp+0x50],0xd
  009392  mov     qword ptr [rbp+0xe8],1
  00939d  mov     qword ptr [rbp+<exit lists 1>0],0x27
  0093a8  mov     qword ptr [rbp+0x118],2
  0093b3  mov     [rbp+0xa0],r15
  0093ba  mov     qword ptr [rbp+0x138],1
  0093c5  mov     rdi,[rbp+0x20]
  0093cc  mov     rsi,<exit lists 28>
  0093d6  mov     rdx,2
  0093e0  mov     rax,<exit_lists>
  0093ea  call    rax
  0093ec  mov     rax,0x10000001f
  0093f6  jmp     0x0000000000000016
  0093fb  mov     [rbp+0x30],r12
  009402  mov     qword ptr [rbp+0xc8],3
  00940d  mov     [rbp+0x40],r13
  009414  mov     qword ptr [rbp+0xd8],3
  00941f  mov     qword ptr [rbp+0x50],0xd
  00942a  mov     qword ptr [rbp+0xe8],1
  009435  mov     qword ptr [rbp+<exit lists 1>0],0x27
  009440  mov     qword ptr [rbp+0x118],2
  00944b  mov     [rbp+0xa0],r15
  009452  mov     qword ptr [rbp+0x138],1
  00945d  mov     rdi,[rbp+0x20]
  009464  mov     rsi,<exit lists 29>
  00946e  mov     rdx,2
  009478  mov     rax,<exit_lists>
  009482  call    rax
  009484  mov     rax,0x100000020
  00948e  jmp     0x0000000000000016
  009493  mov     [rbp+0x30],r12
  00949a  mov     qword ptr [rbp+0xc8],3
  0094a5  mov     [rbp+0x40],r13
  0094ac  mov     qword ptr [rbp+0xd8],3
  0094b7  mov     qword ptr [rbp+0x50],0xd
  0094c2  mov     qword ptr [rbp+0xe8],1
  0094cd  mov     qword ptr [rbp+<exit lists 1>0],0x27
  0094d8  mov     qword ptr [rbp+0x118],2
  0094e3  mov     [rbp+<exit lists 1>8],r14
  0094ea  mov     qword ptr [rbp+0x120],1
  0094f5  mov     [rbp+0xa0],r15
  0094fc  mov     qword ptr [rbp+0x138],1
  009507  mov     rdi,[rbp+0x20]
  00950e  mov     rsi,<exit lists 30>
  009518  mov     rdx,2
  009522  mov     rax,<exit_lists>
  00952c  call    rax
  00952e  mov     rax,0x100000021
  009538  jmp     0x0000000000000016
  00953d  mov     [rbp+0x30],r12
  009544  mov     qword ptr [rbp+0xc8],3
  00954f  mov     [rbp+0x40],r13
  009556  mov     qword ptr [rbp+0xd8],3
  009561  mov     qword ptr [rbp+0x50],0xd
  00956c  mov     qword ptr [rbp+0xe8],1
  009577  mov     qword ptr [rbp+0x78],2
  009582  mov     qword ptr [rbp+0x110],1
  00958d  mov     [rbp+<exit lists 1>8],r14
  009594  mov     qword ptr [rbp+0x120],1
  00959f  mov     rdi,[rbp+0x20]
  0095a6  mov     rsi,<exit lists 31>
  0095b0  mov     rdx,2
  0095ba  mov     rax,<exit_lists>
  0095c4  call    rax
  0095c6  mov     rax,0x100000022
  0095d0  jmp     0x0000000000000016
