; T0: 28297 bytes
; v0:list = input bytecode
  000030  cmp     qword ptr [rbp+0xc0],3
  00003b  jne     0x0000000000002e7e
  000041  mov     rbx,[rbp+0x28]
; v1:list = input mem
  000048  cmp     qword ptr [rbp+0xc8],3
  000053  jne     0x0000000000002e7e
  000059  mov     r12,[rbp+0x30]
; v2:list = input stack
  000060  cmp     qword ptr [rbp+0xd8],3
  00006b  jne     0x0000000000002e7e
  000071  mov     r13,[rbp+0x40]
; v3:list = input rstack
  000078  cmp     qword ptr [rbp+0xe0],3
  000083  jne     0x0000000000002e7e
; v4:int = input pc
  000089  cmp     qword ptr [rbp+0xe8],1
  000094  jne     0x0000000000002e7e
  00009a  mov     r14,[rbp+0x50]
; guard_value v0, ['push', 0, 'store', 1, 'load', 1, 'load', 0, 'lt', 'jump_if_zero', 50, 'push', 0, 'store', 2, 'load', 2, 'load', 0, 'eq', 'jump_if_zero', 31, 'load', 1, 'push', 1, 'add', 'store', 1, 'jump', 4, 'load', 3, 'load', 1, 'load', 2, 'mul', 'add', 'store', 3, 'load', 2, 'push', 1, 'add', 'store', 2, 'jump', 15, 'load', 3, 'halt'] => dispatch_loop/0 (0) {mem=v1, stack=v2, pc=v4}
  0000a1  mov     rax,<list k0>
  0000ab  cmp     rbx,rax
  0000ae  jne     0x0000000000002e8d
; guard_value v4, 15 => dispatch_loop_promote_bytecode/0 (1) {mem=v1, stack=v2, pc=v4}
  0000b4  cmp     r14,0xf
  0000bb  jne     0x0000000000002f0b
; v7:int = readlist v1, 2 => op_load/2 (4) {mem=v1, stack=v2, pc=15, a=2}
  0000c1  cmp     qword ptr [r12],2
  0000cd  jbe     0x0000000000002f62
  0000d3  mov     rax,[r12+8]
  0000db  cmp     byte ptr [rax+2],1
  0000e2  jne     0x0000000000002f62
  0000e8  mov     rax,[r12+0x10]
  0000f0  mov     r14,[rax+0x10]
; v8:list = append v2, v7 owned
  0000f7  sub     rsp,0x70
  0000fe  mov     [rsp+0x30],rcx
  000106  mov     [rsp+0x38],rsi
  00010e  mov     [rsp+0x40],rdi
  000116  mov     [rsp+0x48],r8
  00011e  mov     [rsp+0x50],r9
  000126  mov     [rsp+0x58],r10
  00012e  mov     [rsp],r13
  000136  mov     qword ptr [rsp+8],3
  000142  mov     [rsp+0x10],r14
  00014a  mov     qword ptr [rsp+0x18],1
  000156  mov     rdi,[rbp+0x20]
  00015d  mov     esi,0xf
  000162  mov     rdx,rsp
  000165  mov     rcx,0
  00016f  mov     r8,0xfffffffffffffffc
  000179  mov     r9,0
  000183  mov     rax,<list_op>
  00018d  call    rax
  00018f  mov     r11,rax
  000192  mov     rcx,[rsp+0x30]
  00019a  mov     rsi,[rsp+0x38]
  0001a2  mov     rdi,[rsp+0x40]
  0001aa  mov     r8,[rsp+0x48]
  0001b2  mov     r9,[rsp+0x50]
  0001ba  mov     r10,[rsp+0x58]
  0001c2  add     rsp,0x70
  0001c9  mov     r13,r11
; v9:int = readlist v1, 0 => op_load/2 (9) {mem=v1, stack=v8, pc=17, a=0}
  0001cc  cmp     qword ptr [r12],0
  0001d8  jbe     0x0000000000002fc1
  0001de  mov     rax,[r12+8]
  0001e6  cmp     byte ptr [rax],1
  0001ed  jne     0x0000000000002fc1
  0001f3  mov     rax,[r12+0x10]
  0001fb  mov     rbx,[rax]
; v10:list = append v8, v9 owned
  000202  sub     rsp,0x70
  000209  mov     [rsp+0x30],rcx
  000211  mov     [rsp+0x38],rsi
  000219  mov     [rsp+0x40],rdi
  000221  mov     [rsp+0x48],r8
  000229  mov     [rsp+0x50],r9
  000231  mov     [rsp+0x58],r10
  000239  mov     [rsp],r13
  000241  mov     qword ptr [rsp+8],3
  00024d  mov     [rsp+0x10],rbx
  000255  mov     qword ptr [rsp+0x18],1
  000261  mov     rdi,[rbp+0x20]
  000268  mov     esi,0xf
  00026d  mov     rdx,rsp
  000270  mov     rcx,1
  00027a  mov     r8,0
  000284  mov     r9,0
  00028e  mov     rax,<list_op>
  000298  call    rax
  00029a  mov     r11,rax
  00029d  mov     rcx,[rsp+0x30]
  0002a5  mov     rsi,[rsp+0x38]
  0002ad  mov     rdi,[rsp+0x40]
  0002b5  mov     r8,[rsp+0x48]
  0002bd  mov     r9,[rsp+0x50]
  0002c5  mov     r10,[rsp+0x58]
  0002cd  add     rsp,0x70
  0002d4  mov     r13,r11
; v11:int = len v10
  0002d7  mov     rbx,[r13]
; v12:int = lt v11, 2
; guard_false v12 => pop2/2 (21) {mem=v1, stack=v10, pc=19, opcode='eq', k='binary_xy', depth=v11, few=1}
  0002df  cmp     rbx,2
  0002e6  jl      0x0000000000003047
; v14:int = sub v11, 1 => pop2_top/0 (22) {mem=v1, stack=v10, pc=19, opcode='eq', k='binary_xy', depth=v11}
  0002ec  sub     rbx,1
  0002f3  jo      0x000000000000310b
; v15:int = readlist v10, v14 => pop2_top/1 (22) {mem=v1, stack=v10, pc=19, opcode='eq', k='binary_xy', depth=v14}
  0002f9  cmp     rbx,[r13]
  000301  jae     0x00000000000031c0
  000307  mov     rax,[r13+8]
  00030f  cmp     byte ptr [rax+rbx],1
  000314  jne     0x00000000000031c0
  00031a  mov     rax,[r13+0x10]
  000322  mov     r15,[rax+rbx*8]
; v16:int = sub v14, 1 => pop2_top/2 (22) {mem=v1, stack=v10, pc=19, opcode='eq', k='binary_xy', y=v15, depth=v14}
  000326  sub     rbx,1
  00032d  jo      0x000000000000326e
; v17:int = readlist v10, v16 => pop2_top/3 (22) {mem=v1, stack=v10, pc=19, opcode='eq', k='binary_xy', y=v15, depth=v16}
  000333  cmp     rbx,[r13]
  00033b  jae     0x0000000000003335
  000341  mov     rax,[r13+8]
  000349  cmp     byte ptr [rax+rbx],1
  00034e  jne     0x0000000000003335
  000354  mov     rax,[r13+0x10]
  00035c  mov     rsi,[rax+rbx*8]
; v18:list = slice v10, 0, v16 owned => pop2_top/4 (22) {mem=v1, stack=v10, pc=19, opcode='eq', k='binary_xy', x=v17, y=v15, depth=v16}
  000360  sub     rsp,0x70
  000367  mov     [rsp+0x30],rcx
  00036f  mov     [rsp+0x38],rsi
  000377  mov     [rsp+0x40],rdi
  00037f  mov     [rsp+0x48],r8
  000387  mov     [rsp+0x50],r9
  00038f  mov     [rsp+0x58],r10
  000397  mov     [rsp],r13
  00039f  mov     qword ptr [rsp+8],3
  0003ab  mov     qword ptr [rsp+0x10],0
  0003b7  mov     qword ptr [rsp+0x18],1
  0003c3  mov     [rsp+0x20],rbx
  0003cb  mov     qword ptr [rsp+0x28],1
  0003d7  mov     rdi,[rbp+0x20]
  0003de  mov     esi,0x10
  0003e3  mov     rdx,rsp
  0003e6  mov     rcx,2
  0003f0  mov     r8,1
  0003fa  mov     r9,0
  000404  mov     rax,<list_op>
  00040e  call    rax
  000410  mov     r11,rax
  000413  mov     rcx,[rsp+0x30]
  00041b  mov     rsi,[rsp+0x38]
  000423  mov     rdi,[rsp+0x40]
  00042b  mov     r8,[rsp+0x48]
  000433  mov     r9,[rsp+0x50]
  00043b  mov     r10,[rsp+0x58]
  000443  add     rsp,0x70
  00044a  test    rdx,rdx
  00044d  je      0x00000000000033f5
  000453  mov     r13,r11
; v19:int = eq v17, v15
  000456  cmp     rsi,r15
  000459  sete    al
  00045c  movzx   esi,al
; v20:list = append v18, v19 owned
  000460  sub     rsp,0x70
  000467  mov     [rsp+0x30],rcx
  00046f  mov     [rsp+0x38],rsi
  000477  mov     [rsp+0x40],rdi
  00047f  mov     [rsp+0x48],r8
  000487  mov     [rsp+0x50],r9
  00048f  mov     [rsp+0x58],r10
  000497  mov     [rsp],r13
  00049f  mov     qword ptr [rsp+8],3
  0004ab  mov     [rsp+0x10],rsi
  0004b3  mov     qword ptr [rsp+0x18],1
  0004bf  mov     rdi,[rbp+0x20]
  0004c6  mov     esi,0xf
  0004cb  mov     rdx,rsp
  0004ce  mov     rcx,3
  0004d8  mov     r8,2
  0004e2  mov     r9,0
  0004ec  mov     rax,<list_op>
  0004f6  call    rax
  0004f8  mov     r11,rax
  0004fb  mov     rcx,[rsp+0x30]
  000503  mov     rsi,[rsp+0x38]
  00050b  mov     rdi,[rsp+0x40]
  000513  mov     r8,[rsp+0x48]
  00051b  mov     r9,[rsp+0x50]
  000523  mov     r10,[rsp+0x58]
  00052b  add     rsp,0x70
  000532  mov     r13,r11
; v21:int = len v20
  000535  mov     rsi,[r13]
; v22:int = eq v21, 0
; guard_false v22 => pop/2 (45) {mem=v1, stack=v20, pc=20, k='jump_if_zero_x', depth=v21, empty=1}
  00053d  test    rsi,rsi
  000540  je      0x00000000000034c7
; v24:int = sub v21, 1 => pop_top/0 (46) {mem=v1, stack=v20, pc=20, k='jump_if_zero_x', depth=v21}
  000546  sub     rsi,1
  00054d  jo      0x0000000000003575
; v25:int = readlist v20, v24 => pop_top/1 (46) {mem=v1, stack=v20, pc=20, k='jump_if_zero_x', depth=v24}
  000553  cmp     rsi,[r13]
  00055b  jae     0x0000000000003614
  000561  mov     rax,[r13+8]
  000569  cmp     byte ptr [rax+rsi],1
  00056e  jne     0x0000000000003614
  000574  mov     rax,[r13+0x10]
  00057c  mov     r15,[rax+rsi*8]
; v26:list = slice v20, 0, v24 owned => pop_top/2 (46) {mem=v1, stack=v20, pc=20, k='jump_if_zero_x', x=v25, depth=v24}
  000580  sub     rsp,0x70
  000587  mov     [rsp+0x30],rcx
  00058f  mov     [rsp+0x38],rsi
  000597  mov     [rsp+0x40],rdi
  00059f  mov     [rsp+0x48],r8
  0005a7  mov     [rsp+0x50],r9
  0005af  mov     [rsp+0x58],r10
  0005b7  mov     [rsp],r13
  0005bf  mov     qword ptr [rsp+8],3
  0005cb  mov     qword ptr [rsp+0x10],0
  0005d7  mov     qword ptr [rsp+0x18],1
  0005e3  mov     [rsp+0x20],rsi
  0005eb  mov     qword ptr [rsp+0x28],1
  0005f7  mov     rdi,[rbp+0x20]
  0005fe  mov     esi,0x10
  000603  mov     rdx,rsp
  000606  mov     rcx,4
  000610  mov     r8,3
  00061a  mov     r9,0
  000624  mov     rax,<list_op>
  00062e  call    rax
  000630  mov     r11,rax
  000633  mov     rcx,[rsp+0x30]
  00063b  mov     rsi,[rsp+0x38]
  000643  mov     rdi,[rsp+0x40]
  00064b  mov     r8,[rsp+0x48]
  000653  mov     r9,[rsp+0x50]
  00065b  mov     r10,[rsp+0x58]
  000663  add     rsp,0x70
  00066a  test    rdx,rdx
  00066d  je      0x00000000000036ac
  000673  mov     r13,r11
; guard_false v25 => jump_if_zero_x/0 (49) {mem=v1, stack=v26, pc=20, x=v25}
  000676  test    r15,r15
  000679  jne     0x0000000000003756
; v28:int = readlist v1, 3 => op_load/2 (55) {mem=v1, stack=v26, pc=31, a=3}
  00067f  cmp     qword ptr [r12],3
  00068b  jbe     0x00000000000037d8
  000691  mov     rax,[r12+8]
  000699  cmp     byte ptr [rax+3],1
  0006a0  jne     0x00000000000037d8
  0006a6  mov     rax,[r12+0x10]
  0006ae  mov     r15,[rax+0x18]
; v29:list = append v26, v28 owned
  0006b5  sub     rsp,0x70
  0006bc  mov     [rsp+0x30],rcx
  0006c4  mov     [rsp+0x38],rsi
  0006cc  mov     [rsp+0x40],rdi
  0006d4  mov     [rsp+0x48],r8
  0006dc  mov     [rsp+0x50],r9
  0006e4  mov     [rsp+0x58],r10
  0006ec  mov     [rsp],r13
  0006f4  mov     qword ptr [rsp+8],3
  000700  mov     [rsp+0x10],r15
  000708  mov     qword ptr [rsp+0x18],1
  000714  mov     rdi,[rbp+0x20]
  00071b  mov     esi,0xf
  000720  mov     rdx,rsp
  000723  mov     rcx,5
  00072d  mov     r8,4
  000737  mov     r9,0
  000741  mov     rax,<list_op>
  00074b  call    rax
  00074d  mov     r11,rax
  000750  mov     rcx,[rsp+0x30]
  000758  mov     rsi,[rsp+0x38]
  000760  mov     rdi,[rsp+0x40]
  000768  mov     r8,[rsp+0x48]
  000770  mov     r9,[rsp+0x50]
  000778  mov     r10,[rsp+0x58]
  000780  add     rsp,0x70
  000787  mov     r13,r11
; v30:int = readlist v1, 1 => op_load/2 (60) {mem=v1, stack=v29, pc=33, a=1}
  00078a  cmp     qword ptr [r12],1
  000796  jbe     0x000000000000385e
  00079c  mov     rax,[r12+8]
  0007a4  cmp     byte ptr [rax+1],1
  0007ab  jne     0x000000000000385e
  0007b1  mov     rax,[r12+0x10]
  0007b9  mov     r15,[rax+8]
; v31:list = append v29, v30 owned
  0007c0  sub     rsp,0x70
  0007c7  mov     [rsp+0x30],rcx
  0007cf  mov     [rsp+0x38],rsi
  0007d7  mov     [rsp+0x40],rdi
  0007df  mov     [rsp+0x48],r8
  0007e7  mov     [rsp+0x50],r9
  0007ef  mov     [rsp+0x58],r10
  0007f7  mov     [rsp],r13
  0007ff  mov     qword ptr [rsp+8],3
  00080b  mov     [rsp+0x10],r15
  000813  mov     qword ptr [rsp+0x18],1
  00081f  mov     rdi,[rbp+0x20]
  000826  mov     esi,0xf
  00082b  mov     rdx,rsp
  00082e  mov     rcx,6
  000838  mov     r8,5
  000842  mov     r9,0
  00084c  mov     rax,<list_op>
  000856  call    rax
  000858  mov     r11,rax
  00085b  mov     rcx,[rsp+0x30]
  000863  mov     rsi,[rsp+0x38]
  00086b  mov     rdi,[rsp+0x40]
  000873  mov     r8,[rsp+0x48]
  00087b  mov     r9,[rsp+0x50]
  000883  mov     r10,[rsp+0x58]
  00088b  add     rsp,0x70
  000892  mov     r13,r11
; v32:list = append v31, v7 owned
  000895  sub     rsp,0x70
  00089c  mov     [rsp+0x30],rcx
  0008a4  mov     [rsp+0x38],rsi
  0008ac  mov     [rsp+0x40],rdi
  0008b4  mov     [rsp+0x48],r8
  0008bc  mov     [rsp+0x50],r9
  0008c4  mov     [rsp+0x58],r10
  0008cc  mov     [rsp],r13
  0008d4  mov     qword ptr [rsp+8],3
  0008e0  mov     [rsp+0x10],r14
  0008e8  mov     qword ptr [rsp+0x18],1
  0008f4  mov     rdi,[rbp+0x20]
  0008fb  mov     esi,0xf
  000900  mov     rdx,rsp
  000903  mov     rcx,7
  00090d  mov     r8,6
  000917  mov     r9,0
  000921  mov     rax,<list_op>
  00092b  call    rax
  00092d  mov     r11,rax
  000930  mov     rcx,[rsp+0x30]
  000938  mov     rsi,[rsp+0x38]
  000940  mov     rdi,[rsp+0x40]
  000948  mov     r8,[rsp+0x48]
  000950  mov     r9,[rsp+0x50]
  000958  mov     r10,[rsp+0x58]
  000960  add     rsp,0x70
  000967  mov     r13,r11
; v33:int = len v32
  00096a  mov     r14,[r13]
; v34:int = lt v33, 2
; guard_false v34 => pop2/2 (75) {mem=v1, stack=v32, pc=37, opcode='mul', k='binary_xy', depth=v33, few=1}
  000972  cmp     r14,2
  000979  jl      0x00000000000038e4
; v36:int = sub v33, 1 => pop2_top/0 (76) {mem=v1, stack=v32, pc=37, opcode='mul', k='binary_xy', depth=v33}
  00097f  sub     r14,1
  000986  jo      0x00000000000039a8
; v37:int = readlist v32, v36 => pop2_top/1 (76) {mem=v1, stack=v32, pc=37, opcode='mul', k='binary_xy', depth=v36}
  00098c  cmp     r14,[r13]
  000994  jae     0x0000000000003a5d
  00099a  mov     rax,[r13+8]
  0009a2  cmp     byte ptr [rax+r14],1
  0009a7  jne     0x0000000000003a5d
  0009ad  mov     rax,[r13+0x10]
  0009b5  mov     r15,[rax+r14*8]
; v38:int = sub v36, 1 => pop2_top/2 (76) {mem=v1, stack=v32, pc=37, opcode='mul', k='binary_xy', y=v37, depth=v36}
  0009b9  sub     r14,1
  0009c0  jo      0x0000000000003b0b
; v39:int = readlist v32, v38 => pop2_top/3 (76) {mem=v1, stack=v32, pc=37, opcode='mul', k='binary_xy', y=v37, depth=v38}
  0009c6  cmp     r14,[r13]
  0009ce  jae     0x0000000000003bd2
  0009d4  mov     rax,[r13+8]
  0009dc  cmp     byte ptr [rax+r14],1
  0009e1  jne     0x0000000000003bd2
  0009e7  mov     rax,[r13+0x10]
  0009ef  mov     rsi,[rax+r14*8]
; v40:list = slice v32, 0, v38 owned => pop2_top/4 (76) {mem=v1, stack=v32, pc=37, opcode='mul', k='binary_xy', x=v39, y=v37, depth=v38}
  0009f3  sub     rsp,0x70
  0009fa  mov     [rsp+0x30],rcx
  000a02  mov     [rsp+0x38],rsi
  000a0a  mov     [rsp+0x40],rdi
  000a12  mov     [rsp+0x48],r8
  000a1a  mov     [rsp+0x50],r9
  000a22  mov     [rsp+0x58],r10
  000a2a  mov     [rsp],r13
  000a32  mov     qword ptr [rsp+8],3
  000a3e  mov     qword ptr [rsp+0x10],0
  000a4a  mov     qword ptr [rsp+0x18],1
  000a56  mov     [rsp+0x20],r14
  000a5e  mov     qword ptr [rsp+0x28],1
  000a6a  mov     rdi,[rbp+0x20]
  000a71  mov     esi,0x10
  000a76  mov     rdx,rsp
  000a79  mov     rcx,8
  000a83  mov     r8,7
  000a8d  mov     r9,0
  000a97  mov     rax,<list_op>
  000aa1  call    rax
  000aa3  mov     r11,rax
  000aa6  mov     rcx,[rsp+0x30]
  000aae  mov     rsi,[rsp+0x38]
  000ab6  mov     rdi,[rsp+0x40]
  000abe  mov     r8,[rsp+0x48]
  000ac6  mov     r9,[rsp+0x50]
  000ace  mov     r10,[rsp+0x58]
  000ad6  add     rsp,0x70
  000add  test    rdx,rdx
  000ae0  je      0x0000000000003c92
  000ae6  mov     r13,r11
; v41:int = mul v39, v37 => binary_mul/0 (80) {mem=v1, stack=v40, pc=37, x=v39, y=v37}
  000ae9  mov     r11,rsi
  000aec  imul    r11,r15
  000af0  jo      0x0000000000003d64
  000af6  mov     rsi,r11
; v42:list = append v40, v41 owned
  000af9  sub     rsp,0x70
  000b00  mov     [rsp+0x30],rcx
  000b08  mov     [rsp+0x38],rsi
  000b10  mov     [rsp+0x40],rdi
  000b18  mov     [rsp+0x48],r8
  000b20  mov     [rsp+0x50],r9
  000b28  mov     [rsp+0x58],r10
  000b30  mov     [rsp],r13
  000b38  mov     qword ptr [rsp+8],3
  000b44  mov     [rsp+0x10],rsi
  000b4c  mov     qword ptr [rsp+0x18],1
  000b58  mov     rdi,[rbp+0x20]
  000b5f  mov     esi,0xf
  000b64  mov     rdx,rsp
  000b67  mov     rcx,9
  000b71  mov     r8,8
  000b7b  mov     r9,0
  000b85  mov     rax,<list_op>
  000b8f  call    rax
  000b91  mov     r11,rax
  000b94  mov     rcx,[rsp+0x30]
  000b9c  mov     rsi,[rsp+0x38]
  000ba4  mov     rdi,[rsp+0x40]
  000bac  mov     r8,[rsp+0x48]
  000bb4  mov     r9,[rsp+0x50]
  000bbc  mov     r10,[rsp+0x58]
  000bc4  add     rsp,0x70
  000bcb  mov     r13,r11
; v43:int = len v42
  000bce  mov     rsi,[r13]
; v44:int = lt v43, 2
; guard_false v44 => pop2/2 (89) {mem=v1, stack=v42, pc=38, opcode='add', k='binary_xy', depth=v43, few=1}
  000bd6  cmp     rsi,2
  000bdd  jl      0x0000000000003df8
; v46:int = sub v43, 1 => pop2_top/0 (90) {mem=v1, stack=v42, pc=38, opcode='add', k='binary_xy', depth=v43}
  000be3  sub     rsi,1
  000bea  jo      0x0000000000003ebc
; v47:int = readlist v42, v46 => pop2_top/1 (90) {mem=v1, stack=v42, pc=38, opcode='add', k='binary_xy', depth=v46}
  000bf0  cmp     rsi,[r13]
  000bf8  jae     0x0000000000003f71
  000bfe  mov     rax,[r13+8]
  000c06  cmp     byte ptr [rax+rsi],1
  000c0b  jne     0x0000000000003f71
  000c11  mov     rax,[r13+0x10]
  000c19  mov     r15,[rax+rsi*8]
; v48:int = sub v46, 1 => pop2_top/2 (90) {mem=v1, stack=v42, pc=38, opcode='add', k='binary_xy', y=v47, depth=v46}
  000c1d  sub     rsi,1
  000c24  jo      0x000000000000401f
; v49:int = readlist v42, v48 => pop2_top/3 (90) {mem=v1, stack=v42, pc=38, opcode='add', k='binary_xy', y=v47, depth=v48}
  000c2a  cmp     rsi,[r13]
  000c32  jae     0x00000000000040e6
  000c38  mov     rax,[r13+8]
  000c40  cmp     byte ptr [rax+rsi],1
  000c45  jne     0x00000000000040e6
  000c4b  mov     rax,[r13+0x10]
  000c53  mov     r14,[rax+rsi*8]
; v50:list = slice v42, 0, v48 owned => pop2_top/4 (90) {mem=v1, stack=v42, pc=38, opcode='add', k='binary_xy', x=v49, y=v47, depth=v48}
  000c57  sub     rsp,0x70
  000c5e  mov     [rsp+0x30],rcx
  000c66  mov     [rsp+0x38],rsi
  000c6e  mov     [rsp+0x40],rdi
  000c76  mov     [rsp+0x48],r8
  000c7e  mov     [rsp+0x50],r9
  000c86  mov     [rsp+0x58],r10
  000c8e  mov     [rsp],r13
  000c96  mov     qword ptr [rsp+8],3
  000ca2  mov     qword ptr [rsp+0x10],0
  000cae  mov     qword ptr [rsp+0x18],1
  000cba  mov     [rsp+0x20],rsi
  000cc2  mov     qword ptr [rsp+0x28],1
  000cce  mov     rdi,[rbp+0x20]
  000cd5  mov     esi,0x10
  000cda  mov     rdx,rsp
  000cdd  mov     rcx,0xa
  000ce7  mov     r8,9
  000cf1  mov     r9,0
  000cfb  mov     rax,<list_op>
  000d05  call    rax
  000d07  mov     r11,rax
  000d0a  mov     rcx,[rsp+0x30]
  000d12  mov     rsi,[rsp+0x38]
  000d1a  mov     rdi,[rsp+0x40]
  000d22  mov     r8,[rsp+0x48]
  000d2a  mov     r9,[rsp+0x50]
  000d32  mov     r10,[rsp+0x58]
  000d3a  add     rsp,0x70
  000d41  test    rdx,rdx
  000d44  je      0x00000000000041a6
  000d4a  mov     r13,r11
; v51:int = add v49, v47 => binary_add/0 (92) {mem=v1, stack=v50, pc=38, x=v49, y=v47}
  000d4d  add     r14,r15
  000d50  jo      0x0000000000004278
; v52:list = append v50, v51 owned
  000d56  sub     rsp,0x70
  000d5d  mov     [rsp+0x30],rcx
  000d65  mov     [rsp+0x38],rsi
  000d6d  mov     [rsp+0x40],rdi
  000d75  mov     [rsp+0x48],r8
  000d7d  mov     [rsp+0x50],r9
  000d85  mov     [rsp+0x58],r10
  000d8d  mov     [rsp],r13
  000d95  mov     qword ptr [rsp+8],3
  000da1  mov     [rsp+0x10],r14
  000da9  mov     qword ptr [rsp+0x18],1
  000db5  mov     rdi,[rbp+0x20]
  000dbc  mov     esi,0xf
  000dc1  mov     rdx,rsp
  000dc4  mov     rcx,0xb
  000dce  mov     r8,0xa
  000dd8  mov     r9,0
  000de2  mov     rax,<list_op>
  000dec  call    rax
  000dee  mov     r11,rax
  000df1  mov     rcx,[rsp+0x30]
  000df9  mov     rsi,[rsp+0x38]
  000e01  mov     rdi,[rsp+0x40]
  000e09  mov     r8,[rsp+0x48]
  000e11  mov     r9,[rsp+0x50]
  000e19  mov     r10,[rsp+0x58]
  000e21  add     rsp,0x70
  000e28  mov     r13,r11
; v53:int = len v52
  000e2b  mov     r14,[r13]
; v54:int = eq v53, 0
; guard_false v54 => pop/2 (100) {mem=v1, stack=v52, pc=39, k='store_x', depth=v53, empty=1}
  000e33  test    r14,r14
  000e36  je      0x000000000000430f
; v56:int = sub v53, 1 => pop_top/0 (101) {mem=v1, stack=v52, pc=39, k='store_x', depth=v53}
  000e3c  sub     r14,1
  000e43  jo      0x00000000000043bd
; v57:int = readlist v52, v56 => pop_top/1 (101) {mem=v1, stack=v52, pc=39, k='store_x', depth=v56}
  000e49  cmp     r14,[r13]
  000e51  jae     0x000000000000445c
  000e57  mov     rax,[r13+8]
  000e5f  cmp     byte ptr [rax+r14],1
  000e64  jne     0x000000000000445c
  000e6a  mov     rax,[r13+0x10]
  000e72  mov     r15,[rax+r14*8]
; v58:list = slice v52, 0, v56 owned => pop_top/2 (101) {mem=v1, stack=v52, pc=39, k='store_x', x=v57, depth=v56}
  000e76  sub     rsp,0x70
  000e7d  mov     [rsp+0x30],rcx
  000e85  mov     [rsp+0x38],rsi
  000e8d  mov     [rsp+0x40],rdi
  000e95  mov     [rsp+0x48],r8
  000e9d  mov     [rsp+0x50],r9
  000ea5  mov     [rsp+0x58],r10
  000ead  mov     [rsp],r13
  000eb5  mov     qword ptr [rsp+8],3
  000ec1  mov     qword ptr [rsp+0x10],0
  000ecd  mov     qword ptr [rsp+0x18],1
  000ed9  mov     [rsp+0x20],r14
  000ee1  mov     qword ptr [rsp+0x28],1
  000eed  mov     rdi,[rbp+0x20]
  000ef4  mov     esi,0x10
  000ef9  mov     rdx,rsp
  000efc  mov     rcx,0xc
  000f06  mov     r8,0xb
  000f10  mov     r9,0
  000f1a  mov     rax,<list_op>
  000f24  call    rax
  000f26  mov     r11,rax
  000f29  mov     rcx,[rsp+0x30]
  000f31  mov     rsi,[rsp+0x38]
  000f39  mov     rdi,[rsp+0x40]
  000f41  mov     r8,[rsp+0x48]
  000f49  mov     r9,[rsp+0x50]
  000f51  mov     r10,[rsp+0x58]
  000f59  add     rsp,0x70
  000f60  test    rdx,rdx
  000f63  je      0x00000000000044f4
  000f69  mov     r13,r11
; v59:list = set v1, 3, v57 owned => store_x/2 (103) {mem=v1, stack=v58, pc=39, a=3, x=v57}
  000f6c  sub     rsp,0x70
  000f73  mov     [rsp+0x30],rcx
  000f7b  mov     [rsp+0x38],rsi
  000f83  mov     [rsp+0x40],rdi
  000f8b  mov     [rsp+0x48],r8
  000f93  mov     [rsp+0x50],r9
  000f9b  mov     [rsp+0x58],r10
  000fa3  mov     [rsp],r12
  000fab  mov     qword ptr [rsp+8],3
  000fb7  mov     qword ptr [rsp+0x10],3
  000fc3  mov     qword ptr [rsp+0x18],1
  000fcf  mov     [rsp+0x20],r15
  000fd7  mov     qword ptr [rsp+0x28],1
  000fe3  mov     rdi,[rbp+0x20]
  000fea  mov     esi,0xe
  000fef  mov     rdx,rsp
  000ff2  mov     rcx,0xd
  000ffc  mov     r8,0xfffffffffffffffe
  001006  mov     r9,0
  001010  mov     rax,<list_op>
  00101a  call    rax
  00101c  mov     r11,rax
  00101f  mov     rcx,[rsp+0x30]
  001027  mov     rsi,[rsp+0x38]
  00102f  mov     rdi,[rsp+0x40]
  001037  mov     r8,[rsp+0x48]
  00103f  mov     r9,[rsp+0x50]
  001047  mov     r10,[rsp+0x58]
  00104f  add     rsp,0x70
  001056  test    rdx,rdx
  001059  je      0x000000000000459e
  00105f  mov     r12,r11
; v60:int = readlist v59, 2 => op_load/2 (108) {mem=v59, stack=v58, pc=41, a=2}
  001062  cmp     qword ptr [r12],2
  00106e  jbe     0x0000000000004636
  001074  mov     rax,[r12+8]
  00107c  cmp     byte ptr [rax+2],1
  001083  jne     0x0000000000004636
  001089  mov     rax,[r12+0x10]
  001091  mov     r15,[rax+0x10]
; v61:list = append v58, v60 owned
  001098  sub     rsp,0x70
  00109f  mov     [rsp+0x30],rcx
  0010a7  mov     [rsp+0x38],rsi
  0010af  mov     [rsp+0x40],rdi
  0010b7  mov     [rsp+0x48],r8
  0010bf  mov     [rsp+0x50],r9
  0010c7  mov     [rsp+0x58],r10
  0010cf  mov     [rsp],r13
  0010d7  mov     qword ptr [rsp+8],3
  0010e3  mov     [rsp+0x10],r15
  0010eb  mov     qword ptr [rsp+0x18],1
  0010f7  mov     rdi,[rbp+0x20]
  0010fe  mov     esi,0xf
  001103  mov     rdx,rsp
  001106  mov     rcx,0xe
  001110  mov     r8,0xc
  00111a  mov     r9,0
  001124  mov     rax,<list_op>
  00112e  call    rax
  001130  mov     r11,rax
  001133  mov     rcx,[rsp+0x30]
  00113b  mov     rsi,[rsp+0x38]
  001143  mov     rdi,[rsp+0x40]
  00114b  mov     r8,[rsp+0x48]
  001153  mov     r9,[rsp+0x50]
  00115b  mov     r10,[rsp+0x58]
  001163  add     rsp,0x70
  00116a  mov     r13,r11
; v62:list = append v61, 1 owned
  00116d  sub     rsp,0x70
  001174  mov     [rsp+0x30],rcx
  00117c  mov     [rsp+0x38],rsi
  001184  mov     [rsp+0x40],rdi
  00118c  mov     [rsp+0x48],r8
  001194  mov     [rsp+0x50],r9
  00119c  mov     [rsp+0x58],r10
  0011a4  mov     [rsp],r13
  0011ac  mov     qword ptr [rsp+8],3
  0011b8  mov     qword ptr [rsp+0x10],1
  0011c4  mov     qword ptr [rsp+0x18],1
  0011d0  mov     rdi,[rbp+0x20]
  0011d7  mov     esi,0xf
  0011dc  mov     rdx,rsp
  0011df  mov     rcx,0xf
  0011e9  mov     r8,0xe
  0011f3  mov     r9,0
  0011fd  mov     rax,<list_op>
  001207  call    rax
  001209  mov     r11,rax
  00120c  mov     rcx,[rsp+0x30]
  001214  mov     rsi,[rsp+0x38]
  00121c  mov     rdi,[rsp+0x40]
  001224  mov     r8,[rsp+0x48]
  00122c  mov     r9,[rsp+0x50]
  001234  mov     r10,[rsp+0x58]
  00123c  add     rsp,0x70
  001243  mov     r13,r11
; v63:int = len v62
  001246  mov     r15,[r13]
; v64:int = lt v63, 2
; guard_false v64 => pop2/2 (120) {mem=v59, stack=v62, pc=45, opcode='add', k='binary_xy', depth=v63, few=1}
  00124e  cmp     r15,2
  001255  jl      0x00000000000046bc
; v66:int = sub v63, 1 => pop2_top/0 (121) {mem=v59, stack=v62, pc=45, opcode='add', k='binary_xy', depth=v63}
  00125b  sub     r15,1
  001262  jo      0x0000000000004780
; v67:int = readlist v62, v66 => pop2_top/1 (121) {mem=v59, stack=v62, pc=45, opcode='add', k='binary_xy', depth=v66}
  001268  cmp     r15,[r13]
  001270  jae     0x0000000000004835
  001276  mov     rax,[r13+8]
  00127e  cmp     byte ptr [rax+r15],1
  001283  jne     0x0000000000004835
  001289  mov     rax,[r13+0x10]
  001291  mov     r14,[rax+r15*8]
; v68:int = sub v66, 1 => pop2_top/2 (121) {mem=v59, stack=v62, pc=45, opcode='add', k='binary_xy', y=v67, depth=v66}
  001295  sub     r15,1
  00129c  jo      0x00000000000048e3
; v69:int = readlist v62, v68 => pop2_top/3 (121) {mem=v59, stack=v62, pc=45, opcode='add', k='binary_xy', y=v67, depth=v68}
  0012a2  cmp     r15,[r13]
  0012aa  jae     0x00000000000049aa
  0012b0  mov     rax,[r13+8]
  0012b8  cmp     byte ptr [rax+r15],1
  0012bd  jne     0x00000000000049aa
  0012c3  mov     rax,[r13+0x10]
  0012cb  mov     rsi,[rax+r15*8]
; v70:list = slice v62, 0, v68 owned => pop2_top/4 (121) {mem=v59, stack=v62, pc=45, opcode='add', k='binary_xy', x=v69, y=v67, depth=v68}
  0012cf  sub     rsp,0x70
  0012d6  mov     [rsp+0x30],rcx
  0012de  mov     [rsp+0x38],rsi
  0012e6  mov     [rsp+0x40],rdi
  0012ee  mov     [rsp+0x48],r8
  0012f6  mov     [rsp+0x50],r9
  0012fe  mov     [rsp+0x58],r10
  001306  mov     [rsp],r13
  00130e  mov     qword ptr [rsp+8],3
  00131a  mov     qword ptr [rsp+0x10],0
  001326  mov     qword ptr [rsp+0x18],1
  001332  mov     [rsp+0x20],r15
  00133a  mov     qword ptr [rsp+0x28],1
  001346  mov     rdi,[rbp+0x20]
  00134d  mov     esi,0x10
  001352  mov     rdx,rsp
  001355  mov     rcx,0x10
  00135f  mov     r8,0xf
  001369  mov     r9,0
  001373  mov     rax,<list_op>
  00137d  call    rax
  00137f  mov     r11,rax
  001382  mov     rcx,[rsp+0x30]
  00138a  mov     rsi,[rsp+0x38]
  001392  mov     rdi,[rsp+0x40]
  00139a  mov     r8,[rsp+0x48]
  0013a2  mov     r9,[rsp+0x50]
  0013aa  mov     r10,[rsp+0x58]
  0013b2  add     rsp,0x70
  0013b9  test    rdx,rdx
  0013bc  je      0x0000000000004a6a
  0013c2  mov     r13,r11
; v71:int = add v69, v67 => binary_add/0 (123) {mem=v59, stack=v70, pc=45, x=v69, y=v67}
  0013c5  add     rsi,r14
  0013c8  jo      0x0000000000004b3c
; v72:list = append v70, v71 owned
  0013ce  sub     rsp,0x70
  0013d5  mov     [rsp+0x30],rcx
  0013dd  mov     [rsp+0x38],rsi
  0013e5  mov     [rsp+0x40],rdi
  0013ed  mov     [rsp+0x48],r8
  0013f5  mov     [rsp+0x50],r9
  0013fd  mov     [rsp+0x58],r10
  001405  mov     [rsp],r13
  00140d  mov     qword ptr [rsp+8],3
  001419  mov     [rsp+0x10],rsi
  001421  mov     qword ptr [rsp+0x18],1
  00142d  mov     rdi,[rbp+0x20]
  001434  mov     esi,0xf
  001439  mov     rdx,rsp
  00143c  mov     rcx,0x11
  001446  mov     r8,0x10
  001450  mov     r9,0
  00145a  mov     rax,<list_op>
  001464  call    rax
  001466  mov     r11,rax
  001469  mov     rcx,[rsp+0x30]
  001471  mov     rsi,[rsp+0x38]
  001479  mov     rdi,[rsp+0x40]
  001481  mov     r8,[rsp+0x48]
  001489  mov     r9,[rsp+0x50]
  001491  mov     r10,[rsp+0x58]
  001499  add     rsp,0x70
  0014a0  mov     r13,r11
; v73:int = len v72
  0014a3  mov     rsi,[r13]
; v74:int = eq v73, 0
; guard_false v74 => pop/2 (131) {mem=v59, stack=v72, pc=46, k='store_x', depth=v73, empty=1}
  0014ab  test    rsi,rsi
  0014ae  je      0x0000000000004bd3
; v76:int = sub v73, 1 => pop_top/0 (132) {mem=v59, stack=v72, pc=46, k='store_x', depth=v73}
  0014b4  sub     rsi,1
  0014bb  jo      0x0000000000004c81
; v77:int = readlist v72, v76 => pop_top/1 (132) {mem=v59, stack=v72, pc=46, k='store_x', depth=v76}
  0014c1  cmp     rsi,[r13]
  0014c9  jae     0x0000000000004d20
  0014cf  mov     rax,[r13+8]
  0014d7  cmp     byte ptr [rax+rsi],1
  0014dc  jne     0x0000000000004d20
  0014e2  mov     rax,[r13+0x10]
  0014ea  mov     r14,[rax+rsi*8]
; v78:list = slice v72, 0, v76 owned => pop_top/2 (132) {mem=v59, stack=v72, pc=46, k='store_x', x=v77, depth=v76}
  0014ee  sub     rsp,0x70
  0014f5  mov     [rsp+0x30],rcx
  0014fd  mov     [rsp+0x38],rsi
  001505  mov     [rsp+0x40],rdi
  00150d  mov     [rsp+0x48],r8
  001515  mov     [rsp+0x50],r9
  00151d  mov     [rsp+0x58],r10
  001525  mov     [rsp],r13
  00152d  mov     qword ptr [rsp+8],3
  001539  mov     qword ptr [rsp+0x10],0
  001545  mov     qword ptr [rsp+0x18],1
  001551  mov     [rsp+0x20],rsi
  001559  mov     qword ptr [rsp+0x28],1
  001565  mov     rdi,[rbp+0x20]
  00156c  mov     esi,0x10
  001571  mov     rdx,rsp
  001574  mov     rcx,0x12
  00157e  mov     r8,0x11
  001588  mov     r9,0
  001592  mov     rax,<list_op>
  00159c  call    rax
  00159e  mov     r11,rax
  0015a1  mov     rcx,[rsp+0x30]
  0015a9  mov     rsi,[rsp+0x38]
  0015b1  mov     rdi,[rsp+0x40]
  0015b9  mov     r8,[rsp+0x48]
  0015c1  mov     r9,[rsp+0x50]
  0015c9  mov     r10,[rsp+0x58]
  0015d1  add     rsp,0x70
  0015d8  test    rdx,rdx
  0015db  je      0x0000000000004db8
  0015e1  mov     r13,r11
; v79:list = set v59, 2, v77 owned => store_x/2 (134) {mem=v59, stack=v78, pc=46, a=2, x=v77}
  0015e4  sub     rsp,0x70
  0015eb  mov     [rsp+0x30],rcx
  0015f3  mov     [rsp+0x38],rsi
  0015fb  mov     [rsp+0x40],rdi
  001603  mov     [rsp+0x48],r8
  00160b  mov     [rsp+0x50],r9
  001613  mov     [rsp+0x58],r10
  00161b  mov     [rsp],r12
  001623  mov     qword ptr [rsp+8],3
  00162f  mov     qword ptr [rsp+0x10],2
  00163b  mov     qword ptr [rsp+0x18],1
  001647  mov     [rsp+0x20],r14
  00164f  mov     qword ptr [rsp+0x28],1
  00165b  mov     rdi,[rbp+0x20]
  001662  mov     esi,0xe
  001667  mov     rdx,rsp
  00166a  mov     rcx,0x13
  001674  mov     r8,0xd
  00167e  mov     r9,0
  001688  mov     rax,<list_op>
  001692  call    rax
  001694  mov     r11,rax
  001697  mov     rcx,[rsp+0x30]
  00169f  mov     rsi,[rsp+0x38]
  0016a7  mov     rdi,[rsp+0x40]
  0016af  mov     r8,[rsp+0x48]
  0016b7  mov     r9,[rsp+0x50]
  0016bf  mov     r10,[rsp+0x58]
  0016c7  add     rsp,0x70
  0016ce  test    rdx,rdx
  0016d1  je      0x0000000000004e62
  0016d7  mov     r12,r11
; guard_steps => dispatch_loop/0 (150) {mem=v79, stack=v78, pc=15}
; v81:list = phi mem v79
  0016da  sub     rsp,0x70
  0016e1  mov     [rsp+0x30],rcx
  0016e9  mov     [rsp+0x38],rsi
  0016f1  mov     [rsp+0x40],rdi
  0016f9  mov     [rsp+0x48],r8
  001701  mov     [rsp+0x50],r9
  001709  mov     [rsp+0x58],r10
  001711  mov     [rsp],r12
  001719  mov     qword ptr [rsp+8],3
  001725  mov     rdi,[rbp+0x20]
  00172c  mov     esi,0
  001731  mov     rdx,rsp
  001734  mov     rcx,0x14
  00173e  mov     r8,0x13
  001748  mov     r9,1
  001752  mov     rax,<move_list>
  00175c  call    rax
  00175e  mov     r11,rax
  001761  mov     rcx,[rsp+0x30]
  001769  mov     rsi,[rsp+0x38]
  001771  mov     rdi,[rsp+0x40]
  001779  mov     r8,[rsp+0x48]
  001781  mov     r9,[rsp+0x50]
  001789  mov     r10,[rsp+0x58]
  001791  add     rsp,0x70
; v82:list = phi stack v78
  001798  sub     rsp,0x70
  00179f  mov     [rsp+0x30],rcx
  0017a7  mov     [rsp+0x38],rsi
  0017af  mov     [rsp+0x40],rdi
  0017b7  mov     [rsp+0x48],r8
  0017bf  mov     [rsp+0x50],r9
  0017c7  mov     [rsp+0x58],r10
  0017cf  mov     [rsp],r13
  0017d7  mov     qword ptr [rsp+8],3
  0017e3  mov     rdi,[rbp+0x20]
  0017ea  mov     esi,0
  0017ef  mov     rdx,rsp
  0017f2  mov     rcx,0x15
  0017fc  mov     r8,0x12
  001806  mov     r9,1
  001810  mov     rax,<move_list>
  00181a  call    rax
  00181c  mov     r11,rax
  00181f  mov     rcx,[rsp+0x30]
  001827  mov     rsi,[rsp+0x38]
  00182f  mov     rdi,[rsp+0x40]
  001837  mov     r8,[rsp+0x48]
  00183f  mov     r9,[rsp+0x50]
  001847  mov     r10,[rsp+0x58]
  00184f  add     rsp,0x70
; loop (150)
  001856  nop
  001857  nop
  001858  nop
  001859  nop
  00185a  nop
  00185b  nop
  00185c  nop
  00185d  nop
  00185e  nop
  00185f  nop
; v84:int = readlist v81, 2 => op_load/2 (4) {mem=v81, stack=v82, pc=15, a=2}
  001860  cmp     qword ptr [r12],2
  00186c  jbe     0x0000000000004efa
  001872  mov     rax,[r12+8]
  00187a  cmp     byte ptr [rax+2],1
  001881  jne     0x0000000000004efa
  001887  mov     rax,[r12+0x10]
  00188f  mov     r14,[rax+0x10]
; v85:list = append v82, v84 owned
  001896  sub     rsp,0x70
  00189d  mov     [rsp+0x30],rcx
  0018a5  mov     [rsp+0x38],rsi
  0018ad  mov     [rsp+0x40],rdi
  0018b5  mov     [rsp+0x48],r8
  0018bd  mov     [rsp+0x50],r9
  0018c5  mov     [rsp+0x58],r10
  0018cd  mov     [rsp],r13
  0018d5  mov     qword ptr [rsp+8],3
  0018e1  mov     [rsp+0x10],r14
  0018e9  mov     qword ptr [rsp+0x18],1
  0018f5  mov     rdi,[rbp+0x20]
  0018fc  mov     esi,0xf
  001901  mov     rdx,rsp
  001904  mov     rcx,0x16
  00190e  mov     r8,0x15
  001918  mov     r9,0
  001922  mov     rax,<list_op>
  00192c  call    rax
  00192e  mov     r11,rax
  001931  mov     rcx,[rsp+0x30]
  001939  mov     rsi,[rsp+0x38]
  001941  mov     rdi,[rsp+0x40]
  001949  mov     r8,[rsp+0x48]
  001951  mov     r9,[rsp+0x50]
  001959  mov     r10,[rsp+0x58]
  001961  add     rsp,0x70
  001968  mov     r13,r11
; v86:int = readlist v81, 0 => op_load/2 (9) {mem=v81, stack=v85, pc=17, a=0}
  00196b  cmp     qword ptr [r12],0
  001977  jbe     0x0000000000004f80
  00197d  mov     rax,[r12+8]
  001985  cmp     byte ptr [rax],1
  00198c  jne     0x0000000000004f80
  001992  mov     rax,[r12+0x10]
  00199a  mov     rsi,[rax]
; v87:list = append v85, v86 owned
  0019a1  sub     rsp,0x70
  0019a8  mov     [rsp+0x30],rcx
  0019b0  mov     [rsp+0x38],rsi
  0019b8  mov     [rsp+0x40],rdi
  0019c0  mov     [rsp+0x48],r8
  0019c8  mov     [rsp+0x50],r9
  0019d0  mov     [rsp+0x58],r10
  0019d8  mov     [rsp],r13
  0019e0  mov     qword ptr [rsp+8],3
  0019ec  mov     [rsp+0x10],rsi
  0019f4  mov     qword ptr [rsp+0x18],1
  001a00  mov     rdi,[rbp+0x20]
  001a07  mov     esi,0xf
  001a0c  mov     rdx,rsp
  001a0f  mov     rcx,0x17
  001a19  mov     r8,0x16
  001a23  mov     r9,0
  001a2d  mov     rax,<list_op>
  001a37  call    rax
  001a39  mov     r11,rax
  001a3c  mov     rcx,[rsp+0x30]
  001a44  mov     rsi,[rsp+0x38]
  001a4c  mov     rdi,[rsp+0x40]
  001a54  mov     r8,[rsp+0x48]
  001a5c  mov     r9,[rsp+0x50]
  001a64  mov     r10,[rsp+0x58]
  001a6c  add     rsp,0x70
  001a73  mov     r13,r11
; v88:int = len v87
  001a76  mov     rsi,[r13]
; v89:int = lt v88, 2
; guard_false v89 => pop2/2 (21) {mem=v81, stack=v87, pc=19, opcode='eq', k='binary_xy', depth=v88, few=1}
  001a7e  cmp     rsi,2
  001a85  jl      0x0000000000005006
; v91:int = sub v88, 1 => pop2_top/0 (22) {mem=v81, stack=v87, pc=19, opcode='eq', k='binary_xy', depth=v88}
  001a8b  sub     rsi,1
  001a92  jo      0x00000000000050ca
; v92:int = readlist v87, v91 => pop2_top/1 (22) {mem=v81, stack=v87, pc=19, opcode='eq', k='binary_xy', depth=v91}
  001a98  cmp     rsi,[r13]
  001aa0  jae     0x000000000000517f
  001aa6  mov     rax,[r13+8]
  001aae  cmp     byte ptr [rax+rsi],1
  001ab3  jne     0x000000000000517f
  001ab9  mov     rax,[r13+0x10]
  001ac1  mov     r15,[rax+rsi*8]
; v93:int = sub v91, 1 => pop2_top/2 (22) {mem=v81, stack=v87, pc=19, opcode='eq', k='binary_xy', y=v92, depth=v91}
  001ac5  sub     rsi,1
  001acc  jo      0x000000000000522d
; v94:int = readlist v87, v93 => pop2_top/3 (22) {mem=v81, stack=v87, pc=19, opcode='eq', k='binary_xy', y=v92, depth=v93}
  001ad2  cmp     rsi,[r13]
  001ada  jae     0x00000000000052f4
  001ae0  mov     rax,[r13+8]
  001ae8  cmp     byte ptr [rax+rsi],1
  001aed  jne     0x00000000000052f4
  001af3  mov     rax,[r13+0x10]
  001afb  mov     rbx,[rax+rsi*8]
; v95:list = slice v87, 0, v93 owned => pop2_top/4 (22) {mem=v81, stack=v87, pc=19, opcode='eq', k='binary_xy', x=v94, y=v92, depth=v93}
  001aff  sub     rsp,0x70
  001b06  mov     [rsp+0x30],rcx
  001b0e  mov     [rsp+0x38],rsi
  001b16  mov     [rsp+0x40],rdi
  001b1e  mov     [rsp+0x48],r8
  001b26  mov     [rsp+0x50],r9
  001b2e  mov     [rsp+0x58],r10
  001b36  mov     [rsp],r13
  001b3e  mov     qword ptr [rsp+8],3
  001b4a  mov     qword ptr [rsp+0x10],0
  001b56  mov     qword ptr [rsp+0x18],1
  001b62  mov     [rsp+0x20],rsi
  001b6a  mov     qword ptr [rsp+0x28],1
  001b76  mov     rdi,[rbp+0x20]
  001b7d  mov     esi,0x10
  001b82  mov     rdx,rsp
  001b85  mov     rcx,0x18
  001b8f  mov     r8,0x17
  001b99  mov     r9,0
  001ba3  mov     rax,<list_op>
  001bad  call    rax
  001baf  mov     r11,rax
  001bb2  mov     rcx,[rsp+0x30]
  001bba  mov     rsi,[rsp+0x38]
  001bc2  mov     rdi,[rsp+0x40]
  001bca  mov     r8,[rsp+0x48]
  001bd2  mov     r9,[rsp+0x50]
  001bda  mov     r10,[rsp+0x58]
  001be2  add     rsp,0x70
  001be9  test    rdx,rdx
  001bec  je      0x00000000000053b4
  001bf2  mov     r13,r11
; v96:int = eq v94, v92
  001bf5  cmp     rbx,r15
  001bf8  sete    al
  001bfb  movzx   ebx,al
; v97:list = append v95, v96 owned
  001bff  sub     rsp,0x70
  001c06  mov     [rsp+0x30],rcx
  001c0e  mov     [rsp+0x38],rsi
  001c16  mov     [rsp+0x40],rdi
  001c1e  mov     [rsp+0x48],r8
  001c26  mov     [rsp+0x50],r9
  001c2e  mov     [rsp+0x58],r10
  001c36  mov     [rsp],r13
  001c3e  mov     qword ptr [rsp+8],3
  001c4a  mov     [rsp+0x10],rbx
  001c52  mov     qword ptr [rsp+0x18],1
  001c5e  mov     rdi,[rbp+0x20]
  001c65  mov     esi,0xf
  001c6a  mov     rdx,rsp
  001c6d  mov     rcx,0x19
  001c77  mov     r8,0x18
  001c81  mov     r9,0
  001c8b  mov     rax,<list_op>
  001c95  call    rax
  001c97  mov     r11,rax
  001c9a  mov     rcx,[rsp+0x30]
  001ca2  mov     rsi,[rsp+0x38]
  001caa  mov     rdi,[rsp+0x40]
  001cb2  mov     r8,[rsp+0x48]
  001cba  mov     r9,[rsp+0x50]
  001cc2  mov     r10,[rsp+0x58]
  001cca  add     rsp,0x70
  001cd1  mov     r13,r11
; v98:int = len v97
  001cd4  mov     rbx,[r13]
; v99:int = eq v98, 0
; guard_false v99 => pop/2 (45) {mem=v81, stack=v97, pc=20, k='jump_if_zero_x', depth=v98, empty=1}
  001cdc  test    rbx,rbx
  001cdf  je      0x0000000000005486
; v101:int = sub v98, 1 => pop_top/0 (46) {mem=v81, stack=v97, pc=20, k='jump_if_zero_x', depth=v98}
  001ce5  sub     rbx,1
  001cec  jo      0x0000000000005534
; v102:int = readlist v97, v101 => pop_top/1 (46) {mem=v81, stack=v97, pc=20, k='jump_if_zero_x', depth=v101}
  001cf2  cmp     rbx,[r13]
  001cfa  jae     0x00000000000055d3
  001d00  mov     rax,[r13+8]
  001d08  cmp     byte ptr [rax+rbx],1
  001d0d  jne     0x00000000000055d3
  001d13  mov     rax,[r13+0x10]
  001d1b  mov     r15,[rax+rbx*8]
; v103:list = slice v97, 0, v101 owned => pop_top/2 (46) {mem=v81, stack=v97, pc=20, k='jump_if_zero_x', x=v102, depth=v101}
  001d1f  sub     rsp,0x70
  001d26  mov     [rsp+0x30],rcx
  001d2e  mov     [rsp+0x38],rsi
  001d36  mov     [rsp+0x40],rdi
  001d3e  mov     [rsp+0x48],r8
  001d46  mov     [rsp+0x50],r9
  001d4e  mov     [rsp+0x58],r10
  001d56  mov     [rsp],r13
  001d5e  mov     qword ptr [rsp+8],3
  001d6a  mov     qword ptr [rsp+0x10],0
  001d76  mov     qword ptr [rsp+0x18],1
  001d82  mov     [rsp+0x20],rbx
  001d8a  mov     qword ptr [rsp+0x28],1
  001d96  mov     rdi,[rbp+0x20]
  001d9d  mov     esi,0x10
  001da2  mov     rdx,rsp
  001da5  mov     rcx,0x1a
  001daf  mov     r8,0x19
  001db9  mov     r9,0
  001dc3  mov     rax,<list_op>
  001dcd  call    rax
  001dcf  mov     r11,rax
  001dd2  mov     rcx,[rsp+0x30]
  001dda  mov     rsi,[rsp+0x38]
  001de2  mov     rdi,[rsp+0x40]
  001dea  mov     r8,[rsp+0x48]
  001df2  mov     r9,[rsp+0x50]
  001dfa  mov     r10,[rsp+0x58]
  001e02  add     rsp,0x70
  001e09  test    rdx,rdx
  001e0c  je      0x000000000000566b
  001e12  mov     r13,r11
; guard_false v102 => jump_if_zero_x/0 (49) {mem=v81, stack=v103, pc=20, x=v102}
  001e15  test    r15,r15
  001e18  jne     0x0000000000005715
; v105:int = readlist v81, 3 => op_load/2 (55) {mem=v81, stack=v103, pc=31, a=3}
  001e1e  cmp     qword ptr [r12],3
  001e2a  jbe     0x0000000000005797
  001e30  mov     rax,[r12+8]
  001e38  cmp     byte ptr [rax+3],1
  001e3f  jne     0x0000000000005797
  001e45  mov     rax,[r12+0x10]
  001e4d  mov     r15,[rax+0x18]
; v106:list = append v103, v105 owned
  001e54  sub     rsp,0x70
  001e5b  mov     [rsp+0x30],rcx
  001e63  mov     [rsp+0x38],rsi
  001e6b  mov     [rsp+0x40],rdi
  001e73  mov     [rsp+0x48],r8
  001e7b  mov     [rsp+0x50],r9
  001e83  mov     [rsp+0x58],r10
  001e8b  mov     [rsp],r13
  001e93  mov     qword ptr [rsp+8],3
  001e9f  mov     [rsp+0x10],r15
  001ea7  mov     qword ptr [rsp+0x18],1
  001eb3  mov     rdi,[rbp+0x20]
  001eba  mov     esi,0xf
  001ebf  mov     rdx,rsp
  001ec2  mov     rcx,0x1b
  001ecc  mov     r8,0x1a
  001ed6  mov     r9,0
  001ee0  mov     rax,<list_op>
  001eea  call    rax
  001eec  mov     r11,rax
  001eef  mov     rcx,[rsp+0x30]
  001ef7  mov     rsi,[rsp+0x38]
  001eff  mov     rdi,[rsp+0x40]
  001f07  mov     r8,[rsp+0x48]
  001f0f  mov     r9,[rsp+0x50]
  001f17  mov     r10,[rsp+0x58]
  001f1f  add     rsp,0x70
  001f26  mov     r13,r11
; v107:int = readlist v81, 1 => op_load/2 (60) {mem=v81, stack=v106, pc=33, a=1}
  001f29  cmp     qword ptr [r12],1
  001f35  jbe     0x000000000000581d
  001f3b  mov     rax,[r12+8]
  001f43  cmp     byte ptr [rax+1],1
  001f4a  jne     0x000000000000581d
  001f50  mov     rax,[r12+0x10]
  001f58  mov     r15,[rax+8]
; v108:list = append v106, v107 owned
  001f5f  sub     rsp,0x70
  001f66  mov     [rsp+0x30],rcx
  001f6e  mov     [rsp+0x38],rsi
  001f76  mov     [rsp+0x40],rdi
  001f7e  mov     [rsp+0x48],r8
  001f86  mov     [rsp+0x50],r9
  001f8e  mov     [rsp+0x58],r10
  001f96  mov     [rsp],r13
  001f9e  mov     qword ptr [rsp+8],3
  001faa  mov     [rsp+0x10],r15
  001fb2  mov     qword ptr [rsp+0x18],1
  001fbe  mov     rdi,[rbp+0x20]
  001fc5  mov     esi,0xf
  001fca  mov     rdx,rsp
  001fcd  mov     rcx,0x1c
  001fd7  mov     r8,0x1b
  001fe1  mov     r9,0
  001feb  mov     rax,<list_op>
  001ff5  call    rax
  001ff7  mov     r11,rax
  001ffa  mov     rcx,[rsp+0x30]
  002002  mov     rsi,[rsp+0x38]
  00200a  mov     rdi,[rsp+0x40]
  002012  mov     r8,[rsp+0x48]
  00201a  mov     r9,[rsp+0x50]
  002022  mov     r10,[rsp+0x58]
  00202a  add     rsp,0x70
  002031  mov     r13,r11
; v109:list = append v108, v84 owned
  002034  sub     rsp,0x70
  00203b  mov     [rsp+0x30],rcx
  002043  mov     [rsp+0x38],rsi
  00204b  mov     [rsp+0x40],rdi
  002053  mov     [rsp+0x48],r8
  00205b  mov     [rsp+0x50],r9
  002063  mov     [rsp+0x58],r10
  00206b  mov     [rsp],r13
  002073  mov     qword ptr [rsp+8],3
  00207f  mov     [rsp+0x10],r14
  002087  mov     qword ptr [rsp+0x18],1
  002093  mov     rdi,[rbp+0x20]
  00209a  mov     esi,0xf
  00209f  mov     rdx,rsp
  0020a2  mov     rcx,0x1d
  0020ac  mov     r8,0x1c
  0020b6  mov     r9,0
  0020c0  mov     rax,<list_op>
  0020ca  call    rax
  0020cc  mov     r11,rax
  0020cf  mov     rcx,[rsp+0x30]
  0020d7  mov     rsi,[rsp+0x38]
  0020df  mov     rdi,[rsp+0x40]
  0020e7  mov     r8,[rsp+0x48]
  0020ef  mov     r9,[rsp+0x50]
  0020f7  mov     r10,[rsp+0x58]
  0020ff  add     rsp,0x70
  002106  mov     r13,r11
; v110:int = len v109
  002109  mov     r14,[r13]
; v111:int = lt v110, 2
; guard_false v111 => pop2/2 (75) {mem=v81, stack=v109, pc=37, opcode='mul', k='binary_xy', depth=v110, few=1}
  002111  cmp     r14,2
  002118  jl      0x00000000000058a3
; v113:int = sub v110, 1 => pop2_top/0 (76) {mem=v81, stack=v109, pc=37, opcode='mul', k='binary_xy', depth=v110}
  00211e  sub     r14,1
  002125  jo      0x0000000000005967
; v114:int = readlist v109, v113 => pop2_top/1 (76) {mem=v81, stack=v109, pc=37, opcode='mul', k='binary_xy', depth=v113}
  00212b  cmp     r14,[r13]
  002133  jae     0x0000000000005a1c
  002139  mov     rax,[r13+8]
  002141  cmp     byte ptr [rax+r14],1
  002146  jne     0x0000000000005a1c
  00214c  mov     rax,[r13+0x10]
  002154  mov     r15,[rax+r14*8]
; v115:int = sub v113, 1 => pop2_top/2 (76) {mem=v81, stack=v109, pc=37, opcode='mul', k='binary_xy', y=v114, depth=v113}
  002158  sub     r14,1
  00215f  jo      0x0000000000005aca
; v116:int = readlist v109, v115 => pop2_top/3 (76) {mem=v81, stack=v109, pc=37, opcode='mul', k='binary_xy', y=v114, depth=v115}
  002165  cmp     r14,[r13]
  00216d  jae     0x0000000000005b91
  002173  mov     rax,[r13+8]
  00217b  cmp     byte ptr [rax+r14],1
  002180  jne     0x0000000000005b91
  002186  mov     rax,[r13+0x10]
  00218e  mov     rbx,[rax+r14*8]
; v117:list = slice v109, 0, v115 owned => pop2_top/4 (76) {mem=v81, stack=v109, pc=37, opcode='mul', k='binary_xy', x=v116, y=v114, depth=v115}
  002192  sub     rsp,0x70
  002199  mov     [rsp+0x30],rcx
  0021a1  mov     [rsp+0x38],rsi
  0021a9  mov     [rsp+0x40],rdi
  0021b1  mov     [rsp+0x48],r8
  0021b9  mov     [rsp+0x50],r9
  0021c1  mov     [rsp+0x58],r10
  0021c9  mov     [rsp],r13
  0021d1  mov     qword ptr [rsp+8],3
  0021dd  mov     qword ptr [rsp+0x10],0
  0021e9  mov     qword ptr [rsp+0x18],1
  0021f5  mov     [rsp+0x20],r14
  0021fd  mov     qword ptr [rsp+0x28],1
  002209  mov     rdi,[rbp+0x20]
  002210  mov     esi,0x10
  002215  mov     rdx,rsp
  002218  mov     rcx,0x1e
  002222  mov     r8,0x1d
  00222c  mov     r9,0
  002236  mov     rax,<list_op>
  002240  call    rax
  002242  mov     r11,rax
  002245  mov     rcx,[rsp+0x30]
  00224d  mov     rsi,[rsp+0x38]
  002255  mov     rdi,[rsp+0x40]
  00225d  mov     r8,[rsp+0x48]
  002265  mov     r9,[rsp+0x50]
  00226d  mov     r10,[rsp+0x58]
  002275  add     rsp,0x70
  00227c  test    rdx,rdx
  00227f  je      0x0000000000005c51
  002285  mov     r13,r11
; v118:int = mul v116, v114 => binary_mul/0 (80) {mem=v81, stack=v117, pc=37, x=v116, y=v114}
  002288  mov     r11,rbx
  00228b  imul    r11,r15
  00228f  jo      0x0000000000005d23
  002295  mov     rbx,r11
; v119:list = append v117, v118 owned
  002298  sub     rsp,0x70
  00229f  mov     [rsp+0x30],rcx
  0022a7  mov     [rsp+0x38],rsi
  0022af  mov     [rsp+0x40],rdi
  0022b7  mov     [rsp+0x48],r8
  0022bf  mov     [rsp+0x50],r9
  0022c7  mov     [rsp+0x58],r10
  0022cf  mov     [rsp],r13
  0022d7  mov     qword ptr [rsp+8],3
  0022e3  mov     [rsp+0x10],rbx
  0022eb  mov     qword ptr [rsp+0x18],1
  0022f7  mov     rdi,[rbp+0x20]
  0022fe  mov     esi,0xf
  002303  mov     rdx,rsp
  002306  mov     rcx,0x1f
  002310  mov     r8,0x1e
  00231a  mov     r9,0
  002324  mov     rax,<list_op>
  00232e  call    rax
  002330  mov     r11,rax
  002333  mov     rcx,[rsp+0x30]
  00233b  mov     rsi,[rsp+0x38]
  002343  mov     rdi,[rsp+0x40]
  00234b  mov     r8,[rsp+0x48]
  002353  mov     r9,[rsp+0x50]
  00235b  mov     r10,[rsp+0x58]
  002363  add     rsp,0x70
  00236a  mov     r13,r11
; v120:int = len v119
  00236d  mov     rbx,[r13]
; v121:int = lt v120, 2
; guard_false v121 => pop2/2 (89) {mem=v81, stack=v119, pc=38, opcode='add', k='binary_xy', depth=v120, few=1}
  002375  cmp     rbx,2
  00237c  jl      0x0000000000005db7
; v123:int = sub v120, 1 => pop2_top/0 (90) {mem=v81, stack=v119, pc=38, opcode='add', k='binary_xy', depth=v120}
  002382  sub     rbx,1
  002389  jo      0x0000000000005e7b
; v124:int = readlist v119, v123 => pop2_top/1 (90) {mem=v81, stack=v119, pc=38, opcode='add', k='binary_xy', depth=v123}
  00238f  cmp     rbx,[r13]
  002397  jae     0x0000000000005f30
  00239d  mov     rax,[r13+8]
  0023a5  cmp     byte ptr [rax+rbx],1
  0023aa  jne     0x0000000000005f30
  0023b0  mov     rax,[r13+0x10]
  0023b8  mov     r15,[rax+rbx*8]
; v125:int = sub v123, 1 => pop2_top/2 (90) {mem=v81, stack=v119, pc=38, opcode='add', k='binary_xy', y=v124, depth=v123}
  0023bc  sub     rbx,1
  0023c3  jo      0x0000000000005fde
; v126:int = readlist v119, v125 => pop2_top/3 (90) {mem=v81, stack=v119, pc=38, opcode='add', k='binary_xy', y=v124, depth=v125}
  0023c9  cmp     rbx,[r13]
  0023d1  jae     0x00000000000060a5
  0023d7  mov     rax,[r13+8]
  0023df  cmp     byte ptr [rax+rbx],1
  0023e4  jne     0x00000000000060a5
  0023ea  mov     rax,[r13+0x10]
  0023f2  mov     r14,[rax+rbx*8]
; v127:list = slice v119, 0, v125 owned => pop2_top/4 (90) {mem=v81, stack=v119, pc=38, opcode='add', k='binary_xy', x=v126, y=v124, depth=v125}
  0023f6  sub     rsp,0x70
  0023fd  mov     [rsp+0x30],rcx
  002405  mov     [rsp+0x38],rsi
  00240d  mov     [rsp+0x40],rdi
  002415  mov     [rsp+0x48],r8
  00241d  mov     [rsp+0x50],r9
  002425  mov     [rsp+0x58],r10
  00242d  mov     [rsp],r13
  002435  mov     qword ptr [rsp+8],3
  002441  mov     qword ptr [rsp+0x10],0
  00244d  mov     qword ptr [rsp+0x18],1
  002459  mov     [rsp+0x20],rbx
  002461  mov     qword ptr [rsp+0x28],1
  00246d  mov     rdi,[rbp+0x20]
  002474  mov     esi,0x10
  002479  mov     rdx,rsp
  00247c  mov     rcx,0x20
  002486  mov     r8,0x1f
  002490  mov     r9,0
  00249a  mov     rax,<list_op>
  0024a4  call    rax
  0024a6  mov     r11,rax
  0024a9  mov     rcx,[rsp+0x30]
  0024b1  mov     rsi,[rsp+0x38]
  0024b9  mov     rdi,[rsp+0x40]
  0024c1  mov     r8,[rsp+0x48]
  0024c9  mov     r9,[rsp+0x50]
  0024d1  mov     r10,[rsp+0x58]
  0024d9  add     rsp,0x70
  0024e0  test    rdx,rdx
  0024e3  je      0x0000000000006165
  0024e9  mov     r13,r11
; v128:int = add v126, v124 => binary_add/0 (92) {mem=v81, stack=v127, pc=38, x=v126, y=v124}
  0024ec  add     r14,r15
  0024ef  jo      0x0000000000006237
; v129:list = append v127, v128 owned
  0024f5  sub     rsp,0x70
  0024fc  mov     [rsp+0x30],rcx
  002504  mov     [rsp+0x38],rsi
  00250c  mov     [rsp+0x40],rdi
  002514  mov     [rsp+0x48],r8
  00251c  mov     [rsp+0x50],r9
  002524  mov     [rsp+0x58],r10
  00252c  mov     [rsp],r13
  002534  mov     qword ptr [rsp+8],3
  002540  mov     [rsp+0x10],r14
  002548  mov     qword ptr [rsp+0x18],1
  002554  mov     rdi,[rbp+0x20]
  00255b  mov     esi,0xf
  002560  mov     rdx,rsp
  002563  mov     rcx,0x21
  00256d  mov     r8,0x20
  002577  mov     r9,0
  002581  mov     rax,<list_op>
  00258b  call    rax
  00258d  mov     r11,rax
  002590  mov     rcx,[rsp+0x30]
  002598  mov     rsi,[rsp+0x38]
  0025a0  mov     rdi,[rsp+0x40]
  0025a8  mov     r8,[rsp+0x48]
  0025b0  mov     r9,[rsp+0x50]
  0025b8  mov     r10,[rsp+0x58]
  0025c0  add     rsp,0x70
  0025c7  mov     r13,r11
; v130:int = len v129
  0025ca  mov     r14,[r13]
; v131:int = eq v130, 0
; guard_false v131 => pop/2 (100) {mem=v81, stack=v129, pc=39, k='store_x', depth=v130, empty=1}
  0025d2  test    r14,r14
  0025d5  je      0x00000000000062ce
; v133:int = sub v130, 1 => pop_top/0 (101) {mem=v81, stack=v129, pc=39, k='store_x', depth=v130}
  0025db  sub     r14,1
  0025e2  jo      0x000000000000637c
; v134:int = readlist v129, v133 => pop_top/1 (101) {mem=v81, stack=v129, pc=39, k='store_x', depth=v133}
  0025e8  cmp     r14,[r13]
  0025f0  jae     0x000000000000641b
  0025f6  mov     rax,[r13+8]
  0025fe  cmp     byte ptr [rax+r14],1
  002603  jne     0x000000000000641b
  002609  mov     rax,[r13+0x10]
  002611  mov     r15,[rax+r14*8]
; v135:list = slice v129, 0, v133 owned => pop_top/2 (101) {mem=v81, stack=v129, pc=39, k='store_x', x=v134, depth=v133}
  002615  sub     rsp,0x70
  00261c  mov     [rsp+0x30],rcx
  002624  mov     [rsp+0x38],rsi
  00262c  mov     [rsp+0x40],rdi
  002634  mov     [rsp+0x48],r8
  00263c  mov     [rsp+0x50],r9
  002644  mov     [rsp+0x58],r10
  00264c  mov     [rsp],r13
  002654  mov     qword ptr [rsp+8],3
  002660  mov     qword ptr [rsp+0x10],0
  00266c  mov     qword ptr [rsp+0x18],1
  002678  mov     [rsp+0x20],r14
  002680  mov     qword ptr [rsp+0x28],1
  00268c  mov     rdi,[rbp+0x20]
  002693  mov     esi,0x10
  002698  mov     rdx,rsp
  00269b  mov     rcx,0x22
  0026a5  mov     r8,0x21
  0026af  mov     r9,0
  0026b9  mov     rax,<list_op>
  0026c3  call    rax
  0026c5  mov     r11,rax
  0026c8  mov     rcx,[rsp+0x30]
  0026d0  mov     rsi,[rsp+0x38]
  0026d8  mov     rdi,[rsp+0x40]
  0026e0  mov     r8,[rsp+0x48]
  0026e8  mov     r9,[rsp+0x50]
  0026f0  mov     r10,[rsp+0x58]
  0026f8  add     rsp,0x70
  0026ff  test    rdx,rdx
  002702  je      0x00000000000064b3
  002708  mov     r13,r11
; v136:list = set v81, 3, v134 owned => store_x/2 (103) {mem=v81, stack=v135, pc=39, a=3, x=v134}
  00270b  sub     rsp,0x70
  002712  mov     [rsp+0x30],rcx
  00271a  mov     [rsp+0x38],rsi
  002722  mov     [rsp+0x40],rdi
  00272a  mov     [rsp+0x48],r8
  002732  mov     [rsp+0x50],r9
  00273a  mov     [rsp+0x58],r10
  002742  mov     [rsp],r12
  00274a  mov     qword ptr [rsp+8],3
  002756  mov     qword ptr [rsp+0x10],3
  002762  mov     qword ptr [rsp+0x18],1
  00276e  mov     [rsp+0x20],r15
  002776  mov     qword ptr [rsp+0x28],1
  002782  mov     rdi,[rbp+0x20]
  002789  mov     esi,0xe
  00278e  mov     rdx,rsp
  002791  mov     rcx,0x23
  00279b  mov     r8,0x14
  0027a5  mov     r9,0
  0027af  mov     rax,<list_op>
  0027b9  call    rax
  0027bb  mov     r11,rax
  0027be  mov     rcx,[rsp+0x30]
  0027c6  mov     rsi,[rsp+0x38]
  0027ce  mov     rdi,[rsp+0x40]
  0027d6  mov     r8,[rsp+0x48]
  0027de  mov     r9,[rsp+0x50]
  0027e6  mov     r10,[rsp+0x58]
  0027ee  add     rsp,0x70
  0027f5  test    rdx,rdx
  0027f8  je      0x000000000000655d
  0027fe  mov     r12,r11
; v137:int = readlist v136, 2 => op_load/2 (108) {mem=v136, stack=v135, pc=41, a=2}
  002801  cmp     qword ptr [r12],2
  00280d  jbe     0x00000000000065f5
  002813  mov     rax,[r12+8]
  00281b  cmp     byte ptr [rax+2],1
  002822  jne     0x00000000000065f5
  002828  mov     rax,[r12+0x10]
  002830  mov     r15,[rax+0x10]
; v138:list = append v135, v137 owned
  002837  sub     rsp,0x70
  00283e  mov     [rsp+0x30],rcx
  002846  mov     [rsp+0x38],rsi
  00284e  mov     [rsp+0x40],rdi
  002856  mov     [rsp+0x48],r8
  00285e  mov     [rsp+0x50],r9
  002866  mov     [rsp+0x58],r10
  00286e  mov     [rsp],r13
  002876  mov     qword ptr [rsp+8],3
  002882  mov     [rsp+0x10],r15
  00288a  mov     qword ptr [rsp+0x18],1
  002896  mov     rdi,[rbp+0x20]
  00289d  mov     esi,0xf
  0028a2  mov     rdx,rsp
  0028a5  mov     rcx,0x24
  0028af  mov     r8,0x22
  0028b9  mov     r9,0
  0028c3  mov     rax,<list_op>
  0028cd  call    rax
  0028cf  mov     r11,rax
  0028d2  mov     rcx,[rsp+0x30]
  0028da  mov     rsi,[rsp+0x38]
  0028e2  mov     rdi,[rsp+0x40]
  0028ea  mov     r8,[rsp+0x48]
  0028f2  mov     r9,[rsp+0x50]
  0028fa  mov     r10,[rsp+0x58]
  002902  add     rsp,0x70
  002909  mov     r13,r11
; v139:list = append v138, 1 owned
  00290c  sub     rsp,0x70
  002913  mov     [rsp+0x30],rcx
  00291b  mov     [rsp+0x38],rsi
  002923  mov     [rsp+0x40],rdi
  00292b  mov     [rsp+0x48],r8
  002933  mov     [rsp+0x50],r9
  00293b  mov     [rsp+0x58],r10
  002943  mov     [rsp],r13
  00294b  mov     qword ptr [rsp+8],3
  002957  mov     qword ptr [rsp+0x10],1
  002963  mov     qword ptr [rsp+0x18],1
  00296f  mov     rdi,[rbp+0x20]
  002976  mov     esi,0xf
  00297b  mov     rdx,rsp
  00297e  mov     rcx,0x25
  002988  mov     r8,0x24
  002992  mov     r9,0
  00299c  mov     rax,<list_op>
  0029a6  call    rax
  0029a8  mov     r11,rax
  0029ab  mov     rcx,[rsp+0x30]
  0029b3  mov     rsi,[rsp+0x38]
  0029bb  mov     rdi,[rsp+0x40]
  0029c3  mov     r8,[rsp+0x48]
  0029cb  mov     r9,[rsp+0x50]
  0029d3  mov     r10,[rsp+0x58]
  0029db  add     rsp,0x70
  0029e2  mov     r13,r11
; v140:int = len v139
  0029e5  mov     r15,[r13]
; v141:int = lt v140, 2
; guard_false v141 => pop2/2 (120) {mem=v136, stack=v139, pc=45, opcode='add', k='binary_xy', depth=v140, few=1}
  0029ed  cmp     r15,2
  0029f4  jl      0x000000000000667b
; v143:int = sub v140, 1 => pop2_top/0 (121) {mem=v136, stack=v139, pc=45, opcode='add', k='binary_xy', depth=v140}
  0029fa  sub     r15,1
  002a01  jo      0x000000000000673f
; v144:int = readlist v139, v143 => pop2_top/1 (121) {mem=v136, stack=v139, pc=45, opcode='add', k='binary_xy', depth=v143}
  002a07  cmp     r15,[r13]
  002a0f  jae     0x00000000000067f4
  002a15  mov     rax,[r13+8]
  002a1d  cmp     byte ptr [rax+r15],1
  002a22  jne     0x00000000000067f4
  002a28  mov     rax,[r13+0x10]
  002a30  mov     r14,[rax+r15*8]
; v145:int = sub v143, 1 => pop2_top/2 (121) {mem=v136, stack=v139, pc=45, opcode='add', k='binary_xy', y=v144, depth=v143}
  002a34  sub     r15,1
  002a3b  jo      0x00000000000068a2
; v146:int = readlist v139, v145 => pop2_top/3 (121) {mem=v136, stack=v139, pc=45, opcode='add', k='binary_xy', y=v144, depth=v145}
  002a41  cmp     r15,[r13]
  002a49  jae     0x0000000000006969
  002a4f  mov     rax,[r13+8]
  002a57  cmp     byte ptr [rax+r15],1
  002a5c  jne     0x0000000000006969
  002a62  mov     rax,[r13+0x10]
  002a6a  mov     rbx,[rax+r15*8]
; v147:list = slice v139, 0, v145 owned => pop2_top/4 (121) {mem=v136, stack=v139, pc=45, opcode='add', k='binary_xy', x=v146, y=v144, depth=v145}
  002a6e  sub     rsp,0x70
  002a75  mov     [rsp+0x30],rcx
  002a7d  mov     [rsp+0x38],rsi
  002a85  mov     [rsp+0x40],rdi
  002a8d  mov     [rsp+0x48],r8
  002a95  mov     [rsp+0x50],r9
  002a9d  mov     [rsp+0x58],r10
  002aa5  mov     [rsp],r13
  002aad  mov     qword ptr [rsp+8],3
  002ab9  mov     qword ptr [rsp+0x10],0
  002ac5  mov     qword ptr [rsp+0x18],1
  002ad1  mov     [rsp+0x20],r15
  002ad9  mov     qword ptr [rsp+0x28],1
  002ae5  mov     rdi,[rbp+0x20]
  002aec  mov     esi,0x10
  002af1  mov     rdx,rsp
  002af4  mov     rcx,0x26
  002afe  mov     r8,0x25
  002b08  mov     r9,0
  002b12  mov     rax,<list_op>
  002b1c  call    rax
  002b1e  mov     r11,rax
  002b21  mov     rcx,[rsp+0x30]
  002b29  mov     rsi,[rsp+0x38]
  002b31  mov     rdi,[rsp+0x40]
  002b39  mov     r8,[rsp+0x48]
  002b41  mov     r9,[rsp+0x50]
  002b49  mov     r10,[rsp+0x58]
  002b51  add     rsp,0x70
  002b58  test    rdx,rdx
  002b5b  je      0x0000000000006a29
  002b61  mov     r13,r11
; v148:int = add v146, v144 => binary_add/0 (123) {mem=v136, stack=v147, pc=45, x=v146, y=v144}
  002b64  add     rbx,r14
  002b67  jo      0x0000000000006afb
; v149:list = append v147, v148 owned
  002b6d  sub     rsp,0x70
  002b74  mov     [rsp+0x30],rcx
  002b7c  mov     [rsp+0x38],rsi
  002b84  mov     [rsp+0x40],rdi
  002b8c  mov     [rsp+0x48],r8
  002b94  mov     [rsp+0x50],r9
  002b9c  mov     [rsp+0x58],r10
  002ba4  mov     [rsp],r13
  002bac  mov     qword ptr [rsp+8],3
  002bb8  mov     [rsp+0x10],rbx
  002bc0  mov     qword ptr [rsp+0x18],1
  002bcc  mov     rdi,[rbp+0x20]
  002bd3  mov     esi,0xf
  002bd8  mov     rdx,rsp
  002bdb  mov     rcx,0x27
  002be5  mov     r8,0x26
  002bef  mov     r9,0
  002bf9  mov     rax,<list_op>
  002c03  call    rax
  002c05  mov     r11,rax
  002c08  mov     rcx,[rsp+0x30]
  002c10  mov     rsi,[rsp+0x38]
  002c18  mov     rdi,[rsp+0x40]
  002c20  mov     r8,[rsp+0x48]
  002c28  mov     r9,[rsp+0x50]
  002c30  mov     r10,[rsp+0x58]
  002c38  add     rsp,0x70
  002c3f  mov     r13,r11
; v150:int = len v149
  002c42  mov     rbx,[r13]
; v151:int = eq v150, 0
; guard_false v151 => pop/2 (131) {mem=v136, stack=v149, pc=46, k='store_x', depth=v150, empty=1}
  002c4a  test    rbx,rbx
  002c4d  je      0x0000000000006b92
; v153:int = sub v150, 1 => pop_top/0 (132) {mem=v136, stack=v149, pc=46, k='store_x', depth=v150}
  002c53  sub     rbx,1
  002c5a  jo      0x0000000000006c40
; v154:int = readlist v149, v153 => pop_top/1 (132) {mem=v136, stack=v149, pc=46, k='store_x', depth=v153}
  002c60  cmp     rbx,[r13]
  002c68  jae     0x0000000000006cdf
  002c6e  mov     rax,[r13+8]
  002c76  cmp     byte ptr [rax+rbx],1
  002c7b  jne     0x0000000000006cdf
  002c81  mov     rax,[r13+0x10]
  002c89  mov     r14,[rax+rbx*8]
; v155:list = slice v149, 0, v153 owned => pop_top/2 (132) {mem=v136, stack=v149, pc=46, k='store_x', x=v154, depth=v153}
  002c8d  sub     rsp,0x70
  002c94  mov     [rsp+0x30],rcx
  002c9c  mov     [rsp+0x38],rsi
  002ca4  mov     [rsp+0x40],rdi
  002cac  mov     [rsp+0x48],r8
  002cb4  mov     [rsp+0x50],r9
  002cbc  mov     [rsp+0x58],r10
  002cc4  mov     [rsp],r13
  002ccc  mov     qword ptr [rsp+8],3
  002cd8  mov     qword ptr [rsp+0x10],0
  002ce4  mov     qword ptr [rsp+0x18],1
  002cf0  mov     [rsp+0x20],rbx
  002cf8  mov     qword ptr [rsp+0x28],1
  002d04  mov     rdi,[rbp+0x20]
  002d0b  mov     esi,0x10
  002d10  mov     rdx,rsp
  002d13  mov     rcx,0x15
  002d1d  mov     r8,0x27
  002d27  mov     r9,0
  002d31  mov     rax,<list_op>
  002d3b  call    rax
  002d3d  mov     r11,rax
  002d40  mov     rcx,[rsp+0x30]
  002d48  mov     rsi,[rsp+0x38]
  002d50  mov     rdi,[rsp+0x40]
  002d58  mov     r8,[rsp+0x48]
  002d60  mov     r9,[rsp+0x50]
  002d68  mov     r10,[rsp+0x58]
  002d70  add     rsp,0x70
  002d77  test    rdx,rdx
  002d7a  je      0x0000000000006d77
  002d80  mov     r13,r11
; v156:list = set v136, 2, v154 owned => store_x/2 (134) {mem=v136, stack=v155, pc=46, a=2, x=v154}
  002d83  sub     rsp,0x70
  002d8a  mov     [rsp+0x30],rcx
  002d92  mov     [rsp+0x38],rsi
  002d9a  mov     [rsp+0x40],rdi
  002da2  mov     [rsp+0x48],r8
  002daa  mov     [rsp+0x50],r9
  002db2  mov     [rsp+0x58],r10
  002dba  mov     [rsp],r12
  002dc2  mov     qword ptr [rsp+8],3
  002dce  mov     qword ptr [rsp+0x10],2
  002dda  mov     qword ptr [rsp+0x18],1
  002de6  mov     [rsp+0x20],r14
  002dee  mov     qword ptr [rsp+0x28],1
  002dfa  mov     rdi,[rbp+0x20]
  002e01  mov     esi,0xe
  002e06  mov     rdx,rsp
  002e09  mov     rcx,0x14
  002e13  mov     r8,0x23
  002e1d  mov     r9,0
  002e27  mov     rax,<list_op>
  002e31  call    rax
  002e33  mov     r11,rax
  002e36  mov     rcx,[rsp+0x30]
  002e3e  mov     rsi,[rsp+0x38]
  002e46  mov     rdi,[rsp+0x40]
  002e4e  mov     r8,[rsp+0x48]
  002e56  mov     r9,[rsp+0x50]
  002e5e  mov     r10,[rsp+0x58]
  002e66  add     rsp,0x70
  002e6d  test    rdx,rdx
  002e70  je      0x0000000000006e21
  002e76  mov     r12,r11
; guard_steps => dispatch_loop/0 (150) {mem=v156, stack=v155, pc=15}
; jump (150) v81 <- v156, v82 <- v155
  002e79  jmp     0x0000000000001860
; exits
  002e7e  mov     rax,0xfffffffe
  002e88  jmp     0x0000000000000016
  002e8d  mov     [rbp+0x10],rbx
  002e94  mov     qword ptr [rbp+0x18],3
  002e9f  mov     [rbp+0x30],r12
  002ea6  mov     qword ptr [rbp+0xc8],3
  002eb1  mov     [rbp+0x40],r13
  002eb8  mov     qword ptr [rbp+0xd8],3
  002ec3  mov     [rbp+0x50],r14
  002eca  mov     qword ptr [rbp+0xe8],1
  002ed5  mov     rdi,[rbp+0x20]
  002edc  mov     rsi,8
  002ee6  mov     rdx,0
  002ef0  mov     rax,<exit_lists>
  002efa  call    rax
  002efc  mov     rax,0
  002f06  jmp     0x0000000000000016
  002f0b  mov     [rbp+0x10],r14
  002f12  mov     qword ptr [rbp+0x18],1
  002f1d  mov     [rbp+0x30],r12
  002f24  mov     qword ptr [rbp+0xc8],3
  002f2f  mov     [rbp+0x40],r13
  002f36  mov     qword ptr [rbp+0xd8],3
  002f41  mov     [rbp+0x50],r14
  002f48  mov     qword ptr [rbp+0xe8],1
  002f53  mov     rax,1
  002f5d  jmp     0x0000000000000016
  002f62  mov     [rbp+0x30],r12
  002f69  mov     qword ptr [rbp+0xc8],3
  002f74  mov     [rbp+0x40],r13
  002f7b  mov     qword ptr [rbp+0xd8],3
  002f86  mov     qword ptr [rbp+0x50],0xf
  002f91  mov     qword ptr [rbp+0xe8],1
  002f9c  mov     qword ptr [rbp+0x78],2
  002fa7  mov     qword ptr [rbp+0x110],1
  002fb2  mov     rax,2
  002fbc  jmp     0x0000000000000016
  002fc1  mov     [rbp+0x30],r12
  002fc8  mov     qword ptr [rbp+0xc8],3
  002fd3  mov     [rbp+0x40],r13
  002fda  mov     qword ptr [rbp+0xd8],3
  002fe5  mov     qword ptr [rbp+0x50],0x11
  002ff0  mov     qword ptr [rbp+0xe8],1
  002ffb  mov     qword ptr [rbp+0x78],0
  003006  mov     qword ptr [rbp+0x110],1
  003011  mov     rdi,[rbp+0x20]
  003018  mov     rsi,<exit lists 1>
  003022  mov     rdx,1
  00302c  mov     rax,<exit_lists>
  003036  call    rax
  003038  mov     rax,3
  003042  jmp     0x0000000000000016
  003047  mov     [rbp+0x30],r12
  00304e  mov     qword ptr [rbp+0xc8],3
  003059  mov     [rbp+0x40],r13
  003060  mov     qword ptr [rbp+0xd8],3
  00306b  mov     qword ptr [rbp+0x50],0x13
  003076  mov     qword ptr [rbp+0xe8],1
  003081  mov     qword ptr [rbp+0x58],0x16
  00308c  mov     qword ptr [rbp+0xf0],2
  003097  mov     qword ptr [rbp+<exit lists 0>0],0x28
  0030a2  mov     qword ptr [rbp+0x118],2
  0030ad  mov     [rbp+0xa0],rbx
  0030b4  mov     qword ptr [rbp+0x138],1
  0030bf  mov     qword ptr [rbp+0xb8],1
  0030ca  mov     qword ptr [rbp+0x150],1
  0030d5  mov     rdi,[rbp+0x20]
  0030dc  mov     rsi,<exit lists 2>
  0030e6  mov     rdx,1
  0030f0  mov     rax,<exit_lists>
  0030fa  call    rax
  0030fc  mov     rax,4
  003106  jmp     0x0000000000000016
  00310b  add     rbx,1
  003112  mov     [rbp+0x30],r12
  003119  mov     qword ptr [rbp+0xc8],3
  003124  mov     [rbp+0x40],r13
  00312b  mov     qword ptr [rbp+0xd8],3
  003136  mov     qword ptr [rbp+0x50],0x13
  003141  mov     qword ptr [rbp+0xe8],1
  00314c  mov     qword ptr [rbp+0x58],0x16
  003157  mov     qword ptr [rbp+0xf0],2
  003162  mov     qword ptr [rbp+<exit lists 0>0],0x28
  00316d  mov     qword ptr [rbp+0x118],2
  003178  mov     [rbp+0xa0],rbx
  00317f  mov     qword ptr [rbp+0x138],1
  00318a  mov     rdi,[rbp+0x20]
  003191  mov     rsi,<exit lists 3>
  00319b  mov     rdx,1
  0031a5  mov     rax,<exit_lists>
  0031af  call    rax
  0031b1  mov     rax,5
  0031bb  jmp     0x0000000000000016
  0031c0  mov     [rbp+0x30],r12
  0031c7  mov     qword ptr [rbp+0xc8],3
  0031d2  mov     [rbp+0x40],r13
  0031d9  mov     qword ptr [rbp+0xd8],3
  0031e4  mov     qword ptr [rbp+0x50],0x13
  0031ef  mov     qword ptr [rbp+0xe8],1
  0031fa  mov     qword ptr [rbp+0x58],0x16
  003205  mov     qword ptr [rbp+0xf0],2
  003210  mov     qword ptr [rbp+<exit lists 0>0],0x28
  00321b  mov     qword ptr [rbp+0x118],2
  003226  mov     [rbp+0xa0],rbx
  00322d  mov     qword ptr [rbp+0x138],1
  003238  mov     rdi,[rbp+0x20]
  00323f  mov     rsi,<exit lists 4>
  003249  mov     rdx,1
  003253  mov     rax,<exit_lists>
  00325d  call    rax
  00325f  mov     rax,6
  003269  jmp     0x0000000000000016
  00326e  add     rbx,1
  003275  mov     [rbp+0x30],r12
  00327c  mov     qword ptr [rbp+0xc8],3
  003287  mov     [rbp+0x40],r13
  00328e  mov     qword ptr [rbp+0xd8],3
  003299  mov     qword ptr [rbp+0x50],0x13
  0032a4  mov     qword ptr [rbp+0xe8],1
  0032af  mov     qword ptr [rbp+0x58],0x16
  0032ba  mov     qword ptr [rbp+0xf0],2
  0032c5  mov     qword ptr [rbp+<exit lists 0>0],0x28
  0032d0  mov     qword ptr [rbp+0x118],2
  0032db  mov     [rbp+0x90],r15
  0032e2  mov     qword ptr [rbp+0x128],1
  0032ed  mov     [rbp+0xa0],rbx
  0032f4  mov     qword ptr [rbp+0x138],1
  0032ff  mov     rdi,[rbp+0x20]
  003306  mov     rsi,<exit lists 5>
  003310  mov     rdx,1
  00331a  mov     rax,<exit_lists>
  003324  call    rax
  003326  mov     rax,7
  003330  jmp     0x0000000000000016
  003335  mov     [rbp+0x30],r12
  00333c  mov     qword ptr [rbp+0xc8],3
  003347  mov     [rbp+0x40],r13
  00334e  mov     qword ptr [rbp+0xd8],3
  003359  mov     qword ptr [rbp+0x50],0x13
  003364  mov     qword ptr [rbp+0xe8],1
  00336f  mov     qword ptr [rbp+0x58],0x16
  00337a  mov     qword ptr [rbp+0xf0],2
  003385  mov     qword ptr [rbp+<exit lists 0>0],0x28
  003390  mov     qword ptr [rbp+0x118],2
  00339b  mov     [rbp+0x90],r15
  0033a2  mov     qword ptr [rbp+0x128],1
  0033ad  mov     [rbp+0xa0],rbx
  0033b4  mov     qword ptr [rbp+0x138],1
  0033bf  mov     rdi,[rbp+0x20]
  0033c6  mov     rsi,<exit lists 6>
  0033d0  mov     rdx,1
  0033da  mov     rax,<exit_lists>
  0033e4  call    rax
  0033e6  mov     rax,8
  0033f0  jmp     0x0000000000000016
  0033f5  mov     [rbp+0x30],r12
  0033fc  mov     qword ptr [rbp+0xc8],3
  003407  mov     [rbp+0x40],r13
  00340e  mov     qword ptr [rbp+0xd8],3
  003419  mov     qword ptr [rbp+0x50],0x13
  003424  mov     qword ptr [rbp+0xe8],1
  00342f  mov     qword ptr [rbp+0x58],0x16
  00343a  mov     qword ptr [rbp+0xf0],2
  003445  mov     qword ptr [rbp+<exit lists 0>0],0x28
  003450  mov     qword ptr [rbp+0x118],2
  00345b  mov     [rbp+<exit lists 0>8],rsi
  003462  mov     qword ptr [rbp+0x120],1
  00346d  mov     [rbp+0x90],r15
  003474  mov     qword ptr [rbp+0x128],1
  00347f  mov     [rbp+0xa0],rbx
  003486  mov     qword ptr [rbp+0x138],1
  003491  mov     rdi,[rbp+0x20]
  003498  mov     rsi,<exit lists 7>
  0034a2  mov     rdx,1
  0034ac  mov     rax,<exit_lists>
  0034b6  call    rax
  0034b8  mov     rax,9
  0034c2  jmp     0x0000000000000016
  0034c7  mov     [rbp+0x30],r12
  0034ce  mov     qword ptr [rbp+0xc8],3
  0034d9  mov     [rbp+0x40],r13
  0034e0  mov     qword ptr [rbp+0xd8],3
  0034eb  mov     qword ptr [rbp+0x50],0x14
  0034f6  mov     qword ptr [rbp+0xe8],1
  003501  mov     qword ptr [rbp+<exit lists 0>0],0x2c
  00350c  mov     qword ptr [rbp+0x118],2
  003517  mov     [rbp+0xa0],rsi
  00351e  mov     qword ptr [rbp+0x138],1
  003529  mov     qword ptr [rbp+0xa8],1
  003534  mov     qword ptr [rbp+0x140],1
  00353f  mov     rdi,[rbp+0x20]
  003546  mov     rsi,<exit lists 8>
  003550  mov     rdx,1
  00355a  mov     rax,<exit_lists>
  003564  call    rax
  003566  mov     rax,0xa
  003570  jmp     0x0000000000000016
  003575  add     rsi,1
  00357c  mov     [rbp+0x30],r12
  003583  mov     qword ptr [rbp+0xc8],3
  00358e  mov     [rbp+0x40],r13
  003595  mov     qword ptr [rbp+0xd8],3
  0035a0  mov     qword ptr [rbp+0x50],0x14
  0035ab  mov     qword ptr [rbp+0xe8],1
  0035b6  mov     qword ptr [rbp+<exit lists 0>0],0x2c
  0035c1  mov     qword ptr [rbp+0x118],2
  0035cc  mov     [rbp+0xa0],rsi
  0035d3  mov     qword ptr [rbp+0x138],1
  0035de  mov     rdi,[rbp+0x20]
  0035e5  mov     rsi,<exit lists 9>
  0035ef  mov     rdx,1
  0035f9  mov     rax,<exit_lists>
  003603  call    rax
  003605  mov     rax,0xb
  00360f  jmp     0x0000000000000016
  003614  mov     [rbp+0x30],r12
  00361b  mov     qword ptr [rbp+0xc8],3
  003626  mov     [rbp+0x40],r13
  00362d  mov     qword ptr [rbp+0xd8],3
  003638  mov     qword ptr [rbp+0x50],0x14
  003643  mov     qword ptr [rbp+0xe8],1
  00364e  mov     qword ptr [rbp+<exit lists 0>0],0x2c
  003659  mov     qword ptr [rbp+0x118],2
  003664  mov     [rbp+0xa0],rsi
  00366b  mov     qword ptr [rbp+0x138],1
  003676  mov     rdi,[rbp+0x20]
  00367d  mov     rsi,<exit lists 10>
  003687  mov     rdx,1
  003691  mov     rax,<exit_lists>
  00369b  call    rax
  00369d  mov     rax,0xc
  0036a7  jmp     0x0000000000000016
  0036ac  mov     [rbp+0x30],r12
  0036b3  mov     qword ptr [rbp+0xc8],3
  0036be  mov     [rbp+0x40],r13
  0036c5  mov     qword ptr [rbp+0xd8],3
  0036d0  mov     qword ptr [rbp+0x50],0x14
  0036db  mov     qword ptr [rbp+0xe8],1
  0036e6  mov     qword ptr [rbp+<exit lists 0>0],0x2c
  0036f1  mov     qword ptr [rbp+0x118],2
  0036fc  mov     [rbp+<exit lists 0>8],r15
  003703  mov     qword ptr [rbp+0x120],1
  00370e  mov     [rbp+0xa0],rsi
  003715  mov     qword ptr [rbp+0x138],1
  003720  mov     rdi,[rbp+0x20]
  003727  mov     rsi,<exit lists 11>
  003731  mov     rdx,1
  00373b  mov     rax,<exit_lists>
  003745  call    rax
  003747  mov     rax,0xd
  003751  jmp     0x0000000000000016
  003756  mov     [rbp+0x30],r12
  00375d  mov     qword ptr [rbp+0xc8],3
  003768  mov     [rbp+0x40],r13
  00376f  mov     qword ptr [rbp+0xd8],3
  00377a  mov     qword ptr [rbp+0x50],0x14
  003785  mov     qword ptr [rbp+0xe8],1
  003790  mov     [rbp+<exit lists 0>8],r15
  003797  mov     qword ptr [rbp+0x120],1
  0037a2  mov     rdi,[rbp+0x20]
  0037a9  mov     rsi,<exit lists 12>
  0037b3  mov     rdx,1
  0037bd  mov     rax,<exit_lists>
  0037c7  call    rax
  0037c9  mov     rax,0xe
  0037d3  jmp     0x0000000000000016
  0037d8  mov     [rbp+0x30],r12
  0037df  mov     qword ptr [rbp+0xc8],3
  0037ea  mov     [rbp+0x40],r13
  0037f1  mov     qword ptr [rbp+0xd8],3
  0037fc  mov     qword ptr [rbp+0x50],0x1f
  003807  mov     qword ptr [rbp+0xe8],1
  003812  mov     qword ptr [rbp+0x78],3
  00381d  mov     qword ptr [rbp+0x110],1
  003828  mov     rdi,[rbp+0x20]
  00382f  mov     rsi,<exit lists 13>
  003839  mov     rdx,1
  003843  mov     rax,<exit_lists>
  00384d  call    rax
  00384f  mov     rax,0xf
  003859  jmp     0x0000000000000016
  00385e  mov     [rbp+0x30],r12
  003865  mov     qword ptr [rbp+0xc8],3
  003870  mov     [rbp+0x40],r13
  003877  mov     qword ptr [rbp+0xd8],3
  003882  mov     qword ptr [rbp+0x50],0x21
  00388d  mov     qword ptr [rbp+0xe8],1
  003898  mov     qword ptr [rbp+0x78],1
  0038a3  mov     qword ptr [rbp+0x110],1
  0038ae  mov     rdi,[rbp+0x20]
  0038b5  mov     rsi,<exit lists 14>
  0038bf  mov     rdx,1
  0038c9  mov     rax,<exit_lists>
  0038d3  call    rax
  0038d5  mov     rax,0x10
  0038df  jmp     0x0000000000000016
  0038e4  mov     [rbp+0x30],r12
  0038eb  mov     qword ptr [rbp+0xc8],3
  0038f6  mov     [rbp+0x40],r13
  0038fd  mov     qword ptr [rbp+0xd8],3
  003908  mov     qword ptr [rbp+0x50],0x25
  003913  mov     qword ptr [rbp+0xe8],1
  00391e  mov     qword ptr [rbp+0x58],0xf
  003929  mov     qword ptr [rbp+0xf0],2
  003934  mov     qword ptr [rbp+<exit lists 0>0],0x28
  00393f  mov     qword ptr [rbp+0x118],2
  00394a  mov     [rbp+0xa0],r14
  003951  mov     qword ptr [rbp+0x138],1
  00395c  mov     qword ptr [rbp+0xb8],1
  003967  mov     qword ptr [rbp+0x150],1
  003972  mov     rdi,[rbp+0x20]
  003979  mov     rsi,<exit lists 15>
  003983  mov     rdx,1
  00398d  mov     rax,<exit_lists>
  003997  call    rax
  003999  mov     rax,0x11
  0039a3  jmp     0x0000000000000016
  0039a8  add     r14,1
  0039af  mov     [rbp+0x30],r12
  0039b6  mov     qword ptr [rbp+0xc8],3
  0039c1  mov     [rbp+0x40],r13
  0039c8  mov     qword ptr [rbp+0xd8],3
  0039d3  mov     qword ptr [rbp+0x50],0x25
  0039de  mov     qword ptr [rbp+0xe8],1
  0039e9  mov     qword ptr [rbp+0x58],0xf
  0039f4  mov     qword ptr [rbp+0xf0],2
  0039ff  mov     qword ptr [rbp+<exit lists 0>0],0x28
  003a0a  mov     qword ptr [rbp+0x118],2
  003a15  mov     [rbp+0xa0],r14
  003a1c  mov     qword ptr [rbp+0x138],1
  003a27  mov     rdi,[rbp+0x20]
  003a2e  mov     rsi,<exit lists 16>
  003a38  mov     rdx,1
  003a42  mov     rax,<exit_lists>
  003a4c  call    rax
  003a4e  mov     rax,0x12
  003a58  jmp     0x0000000000000016
  003a5d  mov     [rbp+0x30],r12
  003a64  mov     qword ptr [rbp+0xc8],3
  003a6f  mov     [rbp+0x40],r13
  003a76  mov     qword ptr [rbp+0xd8],3
  003a81  mov     qword ptr [rbp+0x50],0x25
  003a8c  mov     qword ptr [rbp+0xe8],1
  003a97  mov     qword ptr [rbp+0x58],0xf
  003aa2  mov     qword ptr [rbp+0xf0],2
  003aad  mov     qword ptr [rbp+<exit lists 0>0],0x28
  003ab8  mov     qword ptr [rbp+0x118],2
  003ac3  mov     [rbp+0xa0],r14
  003aca  mov     qword ptr [rbp+0x138],1
  003ad5  mov     rdi,[rbp+0x20]
  003adc  mov     rsi,<exit lists 17>
  003ae6  mov     rdx,1
  003af0  mov     rax,<exit_lists>
  003afa  call    rax
  003afc  mov     rax,0x13
  003b06  jmp     0x0000000000000016
  003b0b  add     r14,1
  003b12  mov     [rbp+0x30],r12
  003b19  mov     qword ptr [rbp+0xc8],3
  003b24  mov     [rbp+0x40],r13
  003b2b  mov     qword ptr [rbp+0xd8],3
  003b36  mov     qword ptr [rbp+0x50],0x25
  003b41  mov     qword ptr [rbp+0xe8],1
  003b4c  mov     qword ptr [rbp+0x58],0xf
  003b57  mov     qword ptr [rbp+0xf0],2
  003b62  mov     qword ptr [rbp+<exit lists 0>0],0x28
  003b6d  mov     qword ptr [rbp+0x118],2
  003b78  mov     [rbp+0x90],r15
  003b7f  mov     qword ptr [rbp+0x128],1
  003b8a  mov     [rbp+0xa0],r14
  003b91  mov     qword ptr [rbp+0x138],1
  003b9c  mov     rdi,[rbp+0x20]
  003ba3  mov     rsi,<exit lists 18>
  003bad  mov     rdx,1
  003bb7  mov     rax,<exit_lists>
  003bc1  call    rax
  003bc3  mov     rax,0x14
  003bcd  jmp     0x0000000000000016
  003bd2  mov     [rbp+0x30],r12
  003bd9  mov     qword ptr [rbp+0xc8],3
  003be4  mov     [rbp+0x40],r13
  003beb  mov     qword ptr [rbp+0xd8],3
  003bf6  mov     qword ptr [rbp+0x50],0x25
  003c01  mov     qword ptr [rbp+0xe8],1
  003c0c  mov     qword ptr [rbp+0x58],0xf
  003c17  mov     qword ptr [rbp+0xf0],2
  003c22  mov     qword ptr [rbp+<exit lists 0>0],0x28
  003c2d  mov     qword ptr [rbp+0x118],2
  003c38  mov     [rbp+0x90],r15
  003c3f  mov     qword ptr [rbp+0x128],1
  003c4a  mov     [rbp+0xa0],r14
  003c51  mov     qword ptr [rbp+0x138],1
  003c5c  mov     rdi,[rbp+0x20]
  003c63  mov     rsi,<exit lists 19>
  003c6d  mov     rdx,1
  003c77  mov     rax,<exit_lists>
  003c81  call    rax
  003c83  mov     rax,0x15
  003c8d  jmp     0x0000000000000016
  003c92  mov     [rbp+0x30],r12
  003c99  mov     qword ptr [rbp+0xc8],3
  003ca4  mov     [rbp+0x40],r13
  003cab  mov     qword ptr [rbp+0xd8],3
  003cb6  mov     qword ptr [rbp+0x50],0x25
  003cc1  mov     qword ptr [rbp+0xe8],1
  003ccc  mov     qword ptr [rbp+0x58],0xf
  003cd7  mov     qword ptr [rbp+0xf0],2
  003ce2  mov     qword ptr [rbp+<exit lists 0>0],0x28
  003ced  mov     qword ptr [rbp+0x118],2
  003cf8  mov     [rbp+<exit lists 0>8],rsi
  003cff  mov     qword ptr [rbp+0x120],1
  003d0a  mov     [rbp+0x90],r15
  003d11  mov     qword ptr [rbp+0x128],1
  003d1c  mov     [rbp+0xa0],r14
  003d23  mov     qword ptr [rbp+0x138],1
  003d2e  mov     rdi,[rbp+0x20]
  003d35  mov     rsi,<exit lists 20>
  003d3f  mov     rdx,1
  003d49  mov     rax,<exit_lists>
  003d53  call    rax
  003d55  mov     rax,0x16
  003d5f  jmp     0x0000000000000016
  003d64  mov     [rbp+0x30],r12
  003d6b  mov     qword ptr [rbp+0xc8],3
  003d76  mov     [rbp+0x40],r13
  003d7d  mov     qword ptr [rbp+0xd8],3
  003d88  mov     qword ptr [rbp+0x50],0x25
  003d93  mov     qword ptr [rbp+0xe8],1
  003d9e  mov     [rbp+<exit lists 0>8],rsi
  003da5  mov     qword ptr [rbp+0x120],1
  003db0  mov     [rbp+0x90],r15
  003db7  mov     qword ptr [rbp+0x128],1
  003dc2  mov     rdi,[rbp+0x20]
  003dc9  mov     rsi,<exit lists 21>
  003dd3  mov     rdx,1
  003ddd  mov     rax,<exit_lists>
  003de7  call    rax
  003de9  mov     rax,0x17
  003df3  jmp     0x0000000000000016
  003df8  mov     [rbp+0x30],r12
  003dff  mov     qword ptr [rbp+0xc8],3
  003e0a  mov     [rbp+0x40],r13
  003e11  mov     qword ptr [rbp+0xd8],3
  003e1c  mov     qword ptr [rbp+0x50],0x26
  003e27  mov     qword ptr [rbp+0xe8],1
  003e32  mov     qword ptr [rbp+0x58],0x13
  003e3d  mov     qword ptr [rbp+0xf0],2
  003e48  mov     qword ptr [rbp+<exit lists 0>0],0x28
  003e53  mov     qword ptr [rbp+0x118],2
  003e5e  mov     [rbp+0xa0],rsi
  003e65  mov     qword ptr [rbp+0x138],1
  003e70  mov     qword ptr [rbp+0xb8],1
  003e7b  mov     qword ptr [rbp+0x150],1
  003e86  mov     rdi,[rbp+0x20]
  003e8d  mov     rsi,<exit lists 22>
  003e97  mov     rdx,1
  003ea1  mov     rax,<exit_lists>
  003eab  call    rax
  003ead  mov     rax,0x18
  003eb7  jmp     0x0000000000000016
  003ebc  add     rsi,1
  003ec3  mov     [rbp+0x30],r12
  003eca  mov     qword ptr [rbp+0xc8],3
  003ed5  mov     [rbp+0x40],r13
  003edc  mov     qword ptr [rbp+0xd8],3
  003ee7  mov     qword ptr [rbp+0x50],0x26
  003ef2  mov     qword ptr [rbp+0xe8],1
  003efd  mov     qword ptr [rbp+0x58],0x13
  003f08  mov     qword ptr [rbp+0xf0],2
  003f13  mov     qword ptr [rbp+<exit lists 0>0],0x28
  003f1e  mov     qword ptr [rbp+0x118],2
  003f29  mov     [rbp+0xa0],rsi
  003f30  mov     qword ptr [rbp+0x138],1
  003f3b  mov     rdi,[rbp+0x20]
  003f42  mov     rsi,<exit lists 23>
  003f4c  mov     rdx,1
  003f56  mov     rax,<exit_lists>
  003f60  call    rax
  003f62  mov     rax,0x19
  003f6c  jmp     0x0000000000000016
  003f71  mov     [rbp+0x30],r12
  003f78  mov     qword ptr [rbp+0xc8],3
  003f83  mov     [rbp+0x40],r13
  003f8a  mov     qword ptr [rbp+0xd8],3
  003f95  mov     qword ptr [rbp+0x50],0x26
  003fa0  mov     qword ptr [rbp+0xe8],1
  003fab  mov     qword ptr [rbp+0x58],0x13
  003fb6  mov     qword ptr [rbp+0xf0],2
  003fc1  mov     qword ptr [rbp+<exit lists 0>0],0x28
  003fcc  mov     qword ptr [rbp+0x118],2
  003fd7  mov     [rbp+0xa0],rsi
  003fde  mov     qword ptr [rbp+0x138],1
  003fe9  mov     rdi,[rbp+0x20]
  003ff0  mov     rsi,<exit lists 24>
  003ffa  mov     rdx,1
  004004  mov     rax,<exit_lists>
  00400e  call    rax
  004010  mov     rax,0x1a
  00401a  jmp     0x0000000000000016
  00401f  add     rsi,1
  004026  mov     [rbp+0x30],r12
  00402d  mov     qword ptr [rbp+0xc8],3
  004038  mov     [rbp+0x40],r13
  00403f  mov     qword ptr [rbp+0xd8],3
  00404a  mov     qword ptr [rbp+0x50],0x26
  004055  mov     qword ptr [rbp+0xe8],1
  004060  mov     qword ptr [rbp+0x58],0x13
  00406b  mov     qword ptr [rbp+0xf0],2
  004076  mov     qword ptr [rbp+<exit lists 0>0],0x28
  004081  mov     qword ptr [rbp+0x118],2
  00408c  mov     [rbp+0x90],r15
  004093  mov     qword ptr [rbp+0x128],1
  00409e  mov     [rbp+0xa0],rsi
  0040a5  mov     qword ptr [rbp+0x138],1
  0040b0  mov     rdi,[rbp+0x20]
  0040b7  mov     rsi,<exit lists 25>
  0040c1  mov     rdx,1
  0040cb  mov     rax,<exit_lists>
  0040d5  call    rax
  0040d7  mov     rax,0x1b
  0040e1  jmp     0x0000000000000016
  0040e6  mov     [rbp+0x30],r12
  0040ed  mov     qword ptr [rbp+0xc8],3
  0040f8  mov     [rbp+0x40],r13
  0040ff  mov     qword ptr [rbp+0xd8],3
  00410a  mov     qword ptr [rbp+0x50],0x26
  004115  mov     qword ptr [rbp+0xe8],1
  004120  mov     qword ptr [rbp+0x58],0x13
  00412b  mov     qword ptr [rbp+0xf0],2
  004136  mov     qword ptr [rbp+<exit lists 0>0],0x28
  004141  mov     qword ptr [rbp+0x118],2
  00414c  mov     [rbp+0x90],r15
  004153  mov     qword ptr [rbp+0x128],1
  00415e  mov     [rbp+0xa0],rsi
  004165  mov     qword ptr [rbp+0x138],1
  004170  mov     rdi,[rbp+0x20]
  004177  mov     rsi,<exit lists 26>
  004181  mov     rdx,1
  00418b  mov     rax,<exit_lists>
  004195  call    rax
  004197  mov     rax,0x1c
  0041a1  jmp     0x0000000000000016
  0041a6  mov     [rbp+0x30],r12
  0041ad  mov     qword ptr [rbp+0xc8],3
  0041b8  mov     [rbp+0x40],r13
  0041bf  mov     qword ptr [rbp+0xd8],3
  0041ca  mov     qword ptr [rbp+0x50],0x26
  0041d5  mov     qword ptr [rbp+0xe8],1
  0041e0  mov     qword ptr [rbp+0x58],0x13
  0041eb  mov     qword ptr [rbp+0xf0],2
  0041f6  mov     qword ptr [rbp+<exit lists 0>0],0x28
  004201  mov     qword ptr [rbp+0x118],2
  00420c  mov     [rbp+<exit lists 0>8],r14
  004213  mov     qword ptr [rbp+0x120],1
  00421e  mov     [rbp+0x90],r15
  004225  mov     qword ptr [rbp+0x128],1
  004230  mov     [rbp+0xa0],rsi
  004237  mov     qword ptr [rbp+0x138],1
  004242  mov     rdi,[rbp+0x20]
  004249  mov     rsi,<exit lists 27>
  004253  mov     rdx,1
  00425d  mov     rax,<exit_lists>
  004267  call    rax
  004269  mov     rax,0x1d
  004273  jmp     0x0000000000000016
  004278  sub     r14,r15
  00427b  mov     [rbp+0x30],r12
  004282  mov     qword ptr [rbp+0xc8],3
  00428d  mov     [rbp+0x40],r13
  004294  mov     qword ptr [rbp+0xd8],3
  00429f  mov     qword ptr [rbp+0x50],0x26
  0042aa  mov     qword ptr [rbp+0xe8],1
  0042b5  mov     [rbp+<exit lists 0>8],r14
  0042bc  mov     qword ptr [rbp+0x120],1
  0042c7  mov     [rbp+0x90],r15
  0042ce  mov     qword ptr [rbp+0x128],1
  0042d9  mov     rdi,[rbp+0x20]
  0042e0  mov     rsi,<exit lists 28>
  0042ea  mov     rdx,1
  0042f4  mov     rax,<exit_lists>
  0042fe  call    rax
  004300  mov     rax,0x1e
  00430a  jmp     0x0000000000000016
  00430f  mov     [rbp+0x30],r12
  004316  mov     qword ptr [rbp+0xc8],3
  004321  mov     [rbp+0x40],r13
  004328  mov     qword ptr [rbp+0xd8],3
  004333  mov     qword ptr [rbp+0x50],0x27
  00433e  mov     qword ptr [rbp+0xe8],1
  004349  mov     qword ptr [rbp+<exit lists 0>0],0x27
  004354  mov     qword ptr [rbp+0x118],2
  00435f  mov     [rbp+0xa0],r14
  004366  mov     qword ptr [rbp+0x138],1
  004371  mov     qword ptr [rbp+0xa8],1
  00437c  mov     qword ptr [rbp+0x140],1
  004387  mov     rdi,[rbp+0x20]
  00438e  mov     rsi,<exit lists 29>
  004398  mov     rdx,1
  0043a2  mov     rax,<exit_lists>
  0043ac  call    rax
  0043ae  mov     rax,0x1f
  0043b8  jmp     0x0000000000000016
  0043bd  add     r14,1
  0043c4  mov     [rbp+0x30],r12
  0043cb  mov     qword ptr [rbp+0xc8],3
  0043d6  mov     [rbp+0x40],r13
  0043dd  mov     qword ptr [rbp+0xd8],3
  0043e8  mov     qword ptr [rbp+0x50],0x27
  0043f3  mov     qword ptr [rbp+0xe8],1
  0043fe  mov     qword ptr [rbp+<exit lists 0>0],0x27
  004409  mov     qword ptr [rbp+0x118],2
  004414  mov     [rbp+0xa0],r14
  00441b  mov     qword ptr [rbp+0x138],1
  004426  mov     rdi,[rbp+0x20]
  00442d  mov     rsi,<exit lists 30>
  004437  mov     rdx,1
  004441  mov     rax,<exit_lists>
  00444b  call    rax
  00444d  mov     rax,0x20
  004457  jmp     0x0000000000000016
  00445c  mov     [rbp+0x30],r12
  004463  mov     qword ptr [rbp+0xc8],3
  00446e  mov     [rbp+0x40],r13
  004475  mov     qword ptr [rbp+0xd8],3
  004480  mov     qword ptr [rbp+0x50],0x27
  00448b  mov     qword ptr [rbp+0xe8],1
  004496  mov     qword ptr [rbp+<exit lists 0>0],0x27
  0044a1  mov     qword ptr [rbp+0x118],2
  0044ac  mov     [rbp+0xa0],r14
  0044b3  mov     qword ptr [rbp+0x138],1
  0044be  mov     rdi,[rbp+0x20]
  0044c5  mov     rsi,<exit lists 31>
  0044cf  mov     rdx,1
  0044d9  mov     rax,<exit_lists>
  0044e3  call    rax
  0044e5  mov     rax,0x21
  0044ef  jmp     0x0000000000000016
  0044f4  mov     [rbp+0x30],r12
  0044fb  mov     qword ptr [rbp+0xc8],3
  004506  mov     [rbp+0x40],r13
  00450d  mov     qword ptr [rbp+0xd8],3
  004518  mov     qword ptr [rbp+0x50],0x27
  004523  mov     qword ptr [rbp+0xe8],1
  00452e  mov     qword ptr [rbp+<exit lists 0>0],0x27
  004539  mov     qword ptr [rbp+0x118],2
  004544  mov     [rbp+<exit lists 0>8],r15
  00454b  mov     qword ptr [rbp+0x120],1
  004556  mov     [rbp+0xa0],r14
  00455d  mov     qword ptr [rbp+0x138],1
  004568  mov     rdi,[rbp+0x20]
  00456f  mov     rsi,<exit lists 32>
  004579  mov     rdx,1
  004583  mov     rax,<exit_lists>
  00458d  call    rax
  00458f  mov     rax,0x22
  004599  jmp     0x0000000000000016
  00459e  mov     [rbp+0x30],r12
  0045a5  mov     qword ptr [rbp+0xc8],3
  0045b0  mov     [rbp+0x40],r13
  0045b7  mov     qword ptr [rbp+0xd8],3
  0045c2  mov     qword ptr [rbp+0x50],0x27
  0045cd  mov     qword ptr [rbp+0xe8],1
  0045d8  mov     qword ptr [rbp+0x78],3
  0045e3  mov     qword ptr [rbp+0x110],1
  0045ee  mov     [rbp+<exit lists 0>8],r15
  0045f5  mov     qword ptr [rbp+0x120],1
  004600  mov     rdi,[rbp+0x20]
  004607  mov     rsi,<exit lists 33>
  004611  mov     rdx,1
  00461b  mov     rax,<exit_lists>
  004625  call    rax
  004627  mov     rax,0x23
  004631  jmp     0x0000000000000016
  004636  mov     [rbp+0x30],r12
  00463d  mov     qword ptr [rbp+0xc8],3
  004648  mov     [rbp+0x40],r13
  00464f  mov     qword ptr [rbp+0xd8],3
  00465a  mov     qword ptr [rbp+0x50],0x29
  004665  mov     qword ptr [rbp+0xe8],1
  004670  mov     qword ptr [rbp+0x78],2
  00467b  mov     qword ptr [rbp+0x110],1
  004686  mov     rdi,[rbp+0x20]
  00468d  mov     rsi,<exit lists 34>
  004697  mov     rdx,2
  0046a1  mov     rax,<exit_lists>
  0046ab  call    rax
  0046ad  mov     rax,0x24
  0046b7  jmp     0x0000000000000016
  0046bc  mov     [rbp+0x30],r12
  0046c3  mov     qword ptr [rbp+0xc8],3
  0046ce  mov     [rbp+0x40],r13
  0046d5  mov     qword ptr [rbp+0xd8],3
  0046e0  mov     qword ptr [rbp+0x50],0x2d
  0046eb  mov     qword ptr [rbp+0xe8],1
  0046f6  mov     qword ptr [rbp+0x58],0x13
  004701  mov     qword ptr [rbp+0xf0],2
  00470c  mov     qword ptr [rbp+<exit lists 0>0],0x28
  004717  mov     qword ptr [rbp+0x118],2
  004722  mov     [rbp+0xa0],r15
  004729  mov     qword ptr [rbp+0x138],1
  004734  mov     qword ptr [rbp+0xb8],1
  00473f  mov     qword ptr [rbp+0x150],1
  00474a  mov     rdi,[rbp+0x20]
  004751  mov     rsi,<exit lists 35>
  00475b  mov     rdx,2
  004765  mov     rax,<exit_lists>
  00476f  call    rax
  004771  mov     rax,0x25
  00477b  jmp     0x0000000000000016
  004780  add     r15,1
  004787  mov     [rbp+0x30],r12
  00478e  mov     qword ptr [rbp+0xc8],3
  004799  mov     [rbp+0x40],r13
  0047a0  mov     qword ptr [rbp+0xd8],3
  0047ab  mov     qword ptr [rbp+0x50],0x2d
  0047b6  mov     qword ptr [rbp+0xe8],1
  0047c1  mov     qword ptr [rbp+0x58],0x13
  0047cc  mov     qword ptr [rbp+0xf0],2
  0047d7  mov     qword ptr [rbp+<exit lists 0>0],0x28
  0047e2  mov     qword ptr [rbp+0x118],2
  0047ed  mov     [rbp+0xa0],r15
  0047f4  mov     qword ptr [rbp+0x138],1
  0047ff  mov     rdi,[rbp+0x20]
  004806  mov     rsi,<exit lists 36>
  004810  mov     rdx,2
  00481a  mov     rax,<exit_lists>
  004824  call    rax
  004826  mov     rax,0x26
  004830  jmp     0x0000000000000016
  004835  mov     [rbp+0x30],r12
  00483c  mov     qword ptr [rbp+0xc8],3
  004847  mov     [rbp+0x40],r13
  00484e  mov     qword ptr [rbp+0xd8],3
  004859  mov     qword ptr [rbp+0x50],0x2d
  004864  mov     qword ptr [rbp+0xe8],1
  00486f  mov     qword ptr [rbp+0x58],0x13
  00487a  mov     qword ptr [rbp+0xf0],2
  004885  mov     qword ptr [rbp+<exit lists 0>0],0x28
  004890  mov     qword ptr [rbp+0x118],2
  00489b  mov     [rbp+0xa0],r15
  0048a2  mov     qword ptr [rbp+0x138],1
  0048ad  mov     rdi,[rbp+0x20]
  0048b4  mov     rsi,<exit lists 37>
  0048be  mov     rdx,2
  0048c8  mov     rax,<exit_lists>
  0048d2  call    rax
  0048d4  mov     rax,0x27
  0048de  jmp     0x0000000000000016
  0048e3  add     r15,1
  0048ea  mov     [rbp+0x30],r12
  0048f1  mov     qword ptr [rbp+0xc8],3
  0048fc  mov     [rbp+0x40],r13
  004903  mov     qword ptr [rbp+0xd8],3
  00490e  mov     qword ptr [rbp+0x50],0x2d
  004919  mov     qword ptr [rbp+0xe8],1
  004924  mov     qword ptr [rbp+0x58],0x13
  00492f  mov     qword ptr [rbp+0xf0],2
  00493a  mov     qword ptr [rbp+<exit lists 0>0],0x28
  004945  mov     qword ptr [rbp+0x118],2
  004950  mov     [rbp+0x90],r14
  004957  mov     qword ptr [rbp+0x128],1
  004962  mov     [rbp+0xa0],r15
  004969  mov     qword ptr [rbp+0x138],1
  004974  mov     rdi,[rbp+0x20]
  00497b  mov     rsi,<exit lists 38>
  004985  mov     rdx,2
  00498f  mov     rax,<exit_lists>
  004999  call    rax
  00499b  mov     rax,0x28
  0049a5  jmp     0x0000000000000016
  0049aa  mov     [rbp+0x30],r12
  0049b1  mov     qword ptr [rbp+0xc8],3
  0049bc  mov     [rbp+0x40],r13
  0049c3  mov     qword ptr [rbp+0xd8],3
  0049ce  mov     qword ptr [rbp+0x50],0x2d
  0049d9  mov     qword ptr [rbp+0xe8],1
  0049e4  mov     qword ptr [rbp+0x58],0x13
  0049ef  mov     qword ptr [rbp+0xf0],2
  0049fa  mov     qword ptr [rbp+<exit lists 0>0],0x28
  004a05  mov     qword ptr [rbp+0x118],2
  004a10  mov     [rbp+0x90],r14
  004a17  mov     qword ptr [rbp+0x128],1
  004a22  mov     [rbp+0xa0],r15
  004a29  mov     qword ptr [rbp+0x138],1
  004a34  mov     rdi,[rbp+0x20]
  004a3b  mov     rsi,<exit lists 39>
  004a45  mov     rdx,2
  004a4f  mov     rax,<exit_lists>
  004a59  call    rax
  004a5b  mov     rax,0x29
  004a65  jmp     0x0000000000000016
  004a6a  mov     [rbp+0x30],r12
  004a71  mov     qword ptr [rbp+0xc8],3
  004a7c  mov     [rbp+0x40],r13
  004a83  mov     qword ptr [rbp+0xd8],3
  004a8e  mov     qword ptr [rbp+0x50],0x2d
  004a99  mov     qword ptr [rbp+0xe8],1
  004aa4  mov     qword ptr [rbp+0x58],0x13
  004aaf  mov     qword ptr [rbp+0xf0],2
  004aba  mov     qword ptr [rbp+<exit lists 0>0],0x28
  004ac5  mov     qword ptr [rbp+0x118],2
  004ad0  mov     [rbp+<exit lists 0>8],rsi
  004ad7  mov     qword ptr [rbp+0x120],1
  004ae2  mov     [rbp+0x90],r14
  004ae9  mov     qword ptr [rbp+0x128],1
  004af4  mov     [rbp+0xa0],r15
  004afb  mov     qword ptr [rbp+0x138],1
  004b06  mov     rdi,[rbp+0x20]
  004b0d  mov     rsi,<exit lists 40>
  004b17  mov     rdx,2
  004b21  mov     rax,<exit_lists>
  004b2b  call    rax
  004b2d  mov     rax,0x2a
  004b37  jmp     0x0000000000000016
  004b3c  sub     rsi,r14
  004b3f  mov     [rbp+0x30],r12
  004b46  mov     qword ptr [rbp+0xc8],3
  004b51  mov     [rbp+0x40],r13
  004b58  mov     qword ptr [rbp+0xd8],3
  004b63  mov     qword ptr [rbp+0x50],0x2d
  004b6e  mov     qword ptr [rbp+0xe8],1
  004b79  mov     [rbp+<exit lists 0>8],rsi
  004b80  mov     qword ptr [rbp+0x120],1
  004b8b  mov     [rbp+0x90],r14
  004b92  mov     qword ptr [rbp+0x128],1
  004b9d  mov     rdi,[rbp+0x20]
  004ba4  mov     rsi,<exit lists 41>
  004bae  mov     rdx,2
  004bb8  mov     rax,<exit_lists>
  004bc2  call    rax
  004bc4  mov     rax,0x2b
  004bce  jmp     0x0000000000000016
  004bd3  mov     [rbp+0x30],r12
  004bda  mov     qword ptr [rbp+0xc8],3
  004be5  mov     [rbp+0x40],r13
  004bec  mov     qword ptr [rbp+0xd8],3
  004bf7  mov     qword ptr [rbp+0x50],0x2e
  004c02  mov     qword ptr [rbp+0xe8],1
  004c0d  mov     qword ptr [rbp+<exit lists 0>0],0x27
  004c18  mov     qword ptr [rbp+0x118],2
  004c23  mov     [rbp+0xa0],rsi
  004c2a  mov     qword ptr [rbp+0x138],1
  004c35  mov     qword ptr [rbp+0xa8],1
  004c40  mov     qword ptr [rbp+0x140],1
  004c4b  mov     rdi,[rbp+0x20]
  004c52  mov     rsi,<exit lists 42>
  004c5c  mov     rdx,2
  004c66  mov     rax,<exit_lists>
  004c70  call    rax
  004c72  mov     rax,0x2c
  004c7c  jmp     0x0000000000000016
  004c81  add     rsi,1
  004c88  mov     [rbp+0x30],r12
  004c8f  mov     qword ptr [rbp+0xc8],3
  004c9a  mov     [rbp+0x40],r13
  004ca1  mov     qword ptr [rbp+0xd8],3
  004cac  mov     qword ptr [rbp+0x50],0x2e
  004cb7  mov     qword ptr [rbp+0xe8],1
  004cc2  mov     qword ptr [rbp+<exit lists 0>0],0x27
  004ccd  mov     qword ptr [rbp+0x118],2
  004cd8  mov     [rbp+0xa0],rsi
  004cdf  mov     qword ptr [rbp+0x138],1
  004cea  mov     rdi,[rbp+0x20]
  004cf1  mov     rsi,<exit lists 43>
  004cfb  mov     rdx,2
  004d05  mov     rax,<exit_lists>
  004d0f  call    rax
  004d11  mov     rax,0x2d
  004d1b  jmp     0x0000000000000016
  004d20  mov     [rbp+0x30],r12
  004d27  mov     qword ptr [rbp+0xc8],3
  004d32  mov     [rbp+0x40],r13
  004d39  mov     qword ptr [rbp+0xd8],3
  004d44  mov     qword ptr [rbp+0x50],0x2e
  004d4f  mov     qword ptr [rbp+0xe8],1
  004d5a  mov     qword ptr [rbp+<exit lists 0>0],0x27
  004d65  mov     qword ptr [rbp+0x118],2
  004d70  mov     [rbp+0xa0],rsi
  004d77  mov     qword ptr [rbp+0x138],1
  004d82  mov     rdi,[rbp+0x20]
  004d89  mov     rsi,<exit lists 44>
  004d93  mov     rdx,2
  004d9d  mov     rax,<exit_lists>
  004da7  call    rax
  004da9  mov     rax,0x2e
  004db3  jmp     0x0000000000000016
  004db8  mov     [rbp+0x30],r12
  004dbf  mov     qword ptr [rbp+0xc8],3
  004dca  mov     [rbp+0x40],r13
  004dd1  mov     qword ptr [rbp+0xd8],3
  004ddc  mov     qword ptr [rbp+0x50],0x2e
  004de7  mov     qword ptr [rbp+0xe8],1
  004df2  mov     qword ptr [rbp+<exit lists 0>0],0x27
  004dfd  mov     qword ptr [rbp+0x118],2
  004e08  mov     [rbp+<exit lists 0>8],r14
  004e0f  mov     qword ptr [rbp+0x120],1
  004e1a  mov     [rbp+0xa0],rsi
  004e21  mov     qword ptr [rbp+0x138],1
  004e2c  mov     rdi,[rbp+0x20]
  004e33  mov     rsi,<exit lists 45>
  004e3d  mov     rdx,2
  004e47  mov     rax,<exit_lists>
  004e51  call    rax
  004e53  mov     rax,0x2f
  004e5d  jmp     0x0000000000000016
  004e62  mov     [rbp+0x30],r12
  004e69  mov     qword ptr [rbp+0xc8],3
  004e74  mov     [rbp+0x40],r13
  004e7b  mov     qword ptr [rbp+0xd8],3
  004e86  mov     qword ptr [rbp+0x50],0x2e
  004e91  mov     qword ptr [rbp+0xe8],1
  004e9c  mov     qword ptr [rbp+0x78],2
  004ea7  mov     qword ptr [rbp+0x110],1
  004eb2  mov     [rbp+<exit lists 0>8],r14
  004eb9  mov     qword ptr [rbp+0x120],1
  004ec4  mov     rdi,[rbp+0x20]
  004ecb  mov     rsi,<exit lists 46>
  004ed5  mov     rdx,2
  004edf  mov     rax,<exit_lists>
  004ee9  call    rax
  004eeb  mov     rax,0x30
  004ef5  jmp     0x0000000000000016
  004efa  mov     [rbp+0x30],r12
  004f01  mov     qword ptr [rbp+0xc8],3
  004f0c  mov     [rbp+0x40],r13
  004f13  mov     qword ptr [rbp+0xd8],3
  004f1e  mov     qword ptr [rbp+0x50],0xf
  004f29  mov     qword ptr [rbp+0xe8],1
  004f34  mov     qword ptr [rbp+0x78],2
  004f3f  mov     qword ptr [rbp+0x110],1
  004f4a  mov     rdi,[rbp+0x20]
  004f51  mov     rsi,<exit lists 47>
  004f5b  mov     rdx,2
  004f65  mov     rax,<exit_lists>
  004f6f  call    rax
  004f71  mov     rax,0x32
  004f7b  jmp     0x0000000000000016
  004f80  mov     [rbp+0x30],r12
  004f87  mov     qword ptr [rbp+0xc8],3
  004f92  mov     [rbp+0x40],r13
  004f99  mov     qword ptr [rbp+0xd8],3
  004fa4  mov     qword ptr [rbp+0x50],0x11
  004faf  mov     qword ptr [rbp+0xe8],1
  004fba  mov     qword ptr [rbp+0x78],0
  004fc5  mov     qword ptr [rbp+0x110],1
  004fd0  mov     rdi,[rbp+0x20]
  004fd7  mov     rsi,<exit lists 48>
  004fe1  mov     rdx,2
  004feb  mov     rax,<exit_lists>
  004ff5  call    rax
  004ff7  mov     rax,0x33
  005001  jmp     0x0000000000000016
  005006  mov     [rbp+0x30],r12
  00500d  mov     qword ptr [rbp+0xc8],3
  005018  mov     [rbp+0x40],r13
  00501f  mov     qword ptr [rbp+0xd8],3
  00502a  mov     qword ptr [rbp+0x50],0x13
  005035  mov     qword ptr [rbp+0xe8],1
  005040  mov     qword ptr [rbp+0x58],0x16
  00504b  mov     qword ptr [rbp+0xf0],2
  005056  mov     qword ptr [rbp+<exit lists 0>0],0x28
  005061  mov     qword ptr [rbp+0x118],2
  00506c  mov     [rbp+0xa0],rsi
  005073  mov     qword ptr [rbp+0x138],1
  00507e  mov     qword ptr [rbp+0xb8],1
  005089  mov     qword ptr [rbp+0x150],1
  005094  mov     rdi,[rbp+0x20]
  00509b  mov     rsi,<exit lists 49>
  0050a5  mov     rdx,2
  0050af  mov     rax,<exit_lists>
  0050b9  call    rax
  0050bb  mov     rax,0x34
  0050c5  jmp     0x0000000000000016
  0050ca  add     rsi,1
  0050d1  mov     [rbp+0x30],r12
  0050d8  mov     qword ptr [rbp+0xc8],3
  0050e3  mov     [rbp+0x40],r13
  0050ea  mov     qword ptr [rbp+0xd8],3
  0050f5  mov     qword ptr [rbp+0x50],0x13
  005100  mov     qword ptr [rbp+0xe8],1
  00510b  mov     qword ptr [rbp+0x58],0x16
  005116  mov     qword ptr [rbp+0xf0],2
  005121  mov     qword ptr [rbp+<exit lists 0>0],0x28
  00512c  mov     qword ptr [rbp+0x118],2
  005137  mov     [rbp+0xa0],rsi
  00513e  mov     qword ptr [rbp+0x138],1
  005149  mov     rdi,[rbp+0x20]
  005150  mov     rsi,<exit lists 50>
  00515a  mov     rdx,2
  005164  mov     rax,<exit_lists>
  00516e  call    rax
  005170  mov     rax,0x35
  00517a  jmp     0x0000000000000016
  00517f  mov     [rbp+0x30],r12
  005186  mov     qword ptr [rbp+0xc8],3
  005191  mov     [rbp+0x40],r13
  005198  mov     qword ptr [rbp+0xd8],3
  0051a3  mov     qword ptr [rbp+0x50],0x13
  0051ae  mov     qword ptr [rbp+0xe8],1
  0051b9  mov     qword ptr [rbp+0x58],0x16
  0051c4  mov     qword ptr [rbp+0xf0],2
  0051cf  mov     qword ptr [rbp+<exit lists 0>0],0x28
  0051da  mov     qword ptr [rbp+0x118],2
  0051e5  mov     [rbp+0xa0],rsi
  0051ec  mov     qword ptr [rbp+0x138],1
  0051f7  mov     rdi,[rbp+0x20]
  0051fe  mov     rsi,<exit lists 51>
  005208  mov     rdx,2
  005212  mov     rax,<exit_lists>
  00521c  call    rax
  00521e  mov     rax,0x36
  005228  jmp     0x0000000000000016
  00522d  add     rsi,1
  005234  mov     [rbp+0x30],r12
  00523b  mov     qword ptr [rbp+0xc8],3
  005246  mov     [rbp+0x40],r13
  00524d  mov     qword ptr [rbp+0xd8],3
  005258  mov     qword ptr [rbp+0x50],0x13
  005263  mov     qword ptr [rbp+0xe8],1
  00526e  mov     qword ptr [rbp+0x58],0x16
  005279  mov     qword ptr [rbp+0xf0],2
  005284  mov     qword ptr [rbp+<exit lists 0>0],0x28
  00528f  mov     qword ptr [rbp+0x118],2
  00529a  mov     [rbp+0x90],r15
  0052a1  mov     qword ptr [rbp+0x128],1
  0052ac  mov     [rbp+0xa0],rsi
  0052b3  mov     qword ptr [rbp+0x138],1
  0052be  mov     rdi,[rbp+0x20]
  0052c5  mov     rsi,<exit lists 52>
  0052cf  mov     rdx,2
  0052d9  mov     rax,<exit_lists>
  0052e3  call    rax
  0052e5  mov     rax,0x37
  0052ef  jmp     0x0000000000000016
  0052f4  mov     [rbp+0x30],r12
  0052fb  mov     qword ptr [rbp+0xc8],3
  005306  mov     [rbp+0x40],r13
  00530d  mov     qword ptr [rbp+0xd8],3
  005318  mov     qword ptr [rbp+0x50],0x13
  005323  mov     qword ptr [rbp+0xe8],1
  00532e  mov     qword ptr [rbp+0x58],0x16
  005339  mov     qword ptr [rbp+0xf0],2
  005344  mov     qword ptr [rbp+<exit lists 0>0],0x28
  00534f  mov     qword ptr [rbp+0x118],2
  00535a  mov     [rbp+0x90],r15
  005361  mov     qword ptr [rbp+0x128],1
  00536c  mov     [rbp+0xa0],rsi
  005373  mov     qword ptr [rbp+0x138],1
  00537e  mov     rdi,[rbp+0x20]
  005385  mov     rsi,<exit lists 53>
  00538f  mov     rdx,2
  005399  mov     rax,<exit_lists>
  0053a3  call    rax
  0053a5  mov     rax,0x38
  0053af  jmp     0x0000000000000016
  0053b4  mov     [rbp+0x30],r12
  0053bb  mov     qword ptr [rbp+0xc8],3
  0053c6  mov     [rbp+0x40],r13
  0053cd  mov     qword ptr [rbp+0xd8],3
  0053d8  mov     qword ptr [rbp+0x50],0x13
  0053e3  mov     qword ptr [rbp+0xe8],1
  0053ee  mov     qword ptr [rbp+0x58],0x16
  0053f9  mov     qword ptr [rbp+0xf0],2
  005404  mov     qword ptr [rbp+<exit lists 0>0],0x28
  00540f  mov     qword ptr [rbp+0x118],2
  00541a  mov     [rbp+<exit lists 0>8],rbx
  005421  mov     qword ptr [rbp+0x120],1
  00542c  mov     [rbp+0x90],r15
  005433  mov     qword ptr [rbp+0x128],1
  00543e  mov     [rbp+0xa0],rsi
  005445  mov     qword ptr [rbp+0x138],1
  005450  mov     rdi,[rbp+0x20]
  005457  mov     rsi,<exit lists 54>
  005461  mov     rdx,2
  00546b  mov     rax,<exit_lists>
  005475  call    rax
  005477  mov     rax,0x39
  005481  jmp     0x0000000000000016
  005486  mov     [rbp+0x30],r12
  00548d  mov     qword ptr [rbp+0xc8],3
  005498  mov     [rbp+0x40],r13
  00549f  mov     qword ptr [rbp+0xd8],3
  0054aa  mov     qword ptr [rbp+0x50],0x14
  0054b5  mov     qword ptr [rbp+0xe8],1
  0054c0  mov     qword ptr [rbp+<exit lists 0>0],0x2c
  0054cb  mov     qword ptr [rbp+0x118],2
  0054d6  mov     [rbp+0xa0],rbx
  0054dd  mov     qword ptr [rbp+0x138],1
  0054e8  mov     qword ptr [rbp+0xa8],1
  0054f3  mov     qword ptr [rbp+0x140],1
  0054fe  mov     rdi,[rbp+0x20]
  005505  mov     rsi,<exit lists 55>
  00550f  mov     rdx,2
  005519  mov     rax,<exit_lists>
  005523  call    rax
  005525  mov     rax,0x3a
  00552f  jmp     0x0000000000000016
  005534  add     rbx,1
  00553b  mov     [rbp+0x30],r12
  005542  mov     qword ptr [rbp+0xc8],3
  00554d  mov     [rbp+0x40],r13
  005554  mov     qword ptr [rbp+0xd8],3
  00555f  mov     qword ptr [rbp+0x50],0x14
  00556a  mov     qword ptr [rbp+0xe8],1
  005575  mov     qword ptr [rbp+<exit lists 0>0],0x2c
  005580  mov     qword ptr [rbp+0x118],2
  00558b  mov     [rbp+0xa0],rbx
  005592  mov     qword ptr [rbp+0x138],1
  00559d  mov     rdi,[rbp+0x20]
  0055a4  mov     rsi,<exit lists 56>
  0055ae  mov     rdx,2
  0055b8  mov     rax,<exit_lists>
  0055c2  call    rax
  0055c4  mov     rax,0x3b
  0055ce  jmp     0x0000000000000016
  0055d3  mov     [rbp+0x30],r12
  0055da  mov     qword ptr [rbp+0xc8],3
  0055e5  mov     [rbp+0x40],r13
  0055ec  mov     qword ptr [rbp+0xd8],3
  0055f7  mov     qword ptr [rbp+0x50],0x14
  005602  mov     qword ptr [rbp+0xe8],1
  00560d  mov     qword ptr [rbp+<exit lists 0>0],0x2c
  005618  mov     qword ptr [rbp+0x118],2
  005623  mov     [rbp+0xa0],rbx
  00562a  mov     qword ptr [rbp+0x138],1
  005635  mov     rdi,[rbp+0x20]
  00563c  mov     rsi,<exit lists 57>
  005646  mov     rdx,2
  005650  mov     rax,<exit_lists>
  00565a  call    rax
  00565c  mov     rax,0x3c
  005666  jmp     0x0000000000000016
  00566b  mov     [rbp+0x30],r12
  005672  mov     qword ptr [rbp+0xc8],3
  00567d  mov     [rbp+0x40],r13
  005684  mov     qword ptr [rbp+0xd8],3
  00568f  mov     qword ptr [rbp+0x50],0x14
  00569a  mov     qword ptr [rbp+0xe8],1
  0056a5  mov     qword ptr [rbp+<exit lists 0>0],0x2c
  0056b0  mov     qword ptr [rbp+0x118],2
  0056bb  mov     [rbp+<exit lists 0>8],r15
  0056c2  mov     qword ptr [rbp+0x120],1
  0056cd  mov     [rbp+0xa0],rbx
  0056d4  mov     qword ptr [rbp+0x138],1
  0056df  mov     rdi,[rbp+0x20]
  0056e6  mov     rsi,<exit lists 58>
  0056f0  mov     rdx,2
  0056fa  mov     rax,<exit_lists>
  005704  call    rax
  005706  mov     rax,0x3d
  005710  jmp     0x0000000000000016
  005715  mov     [rbp+0x30],r12
  00571c  mov     qword ptr [rbp+0xc8],3
  005727  mov     [rbp+0x40],r13
  00572e  mov     qword ptr [rbp+0xd8],3
  005739  mov     qword ptr [rbp+0x50],0x14
  005744  mov     qword ptr [rbp+0xe8],1
  00574f  mov     [rbp+<exit lists 0>8],r15
  005756  mov     qword ptr [rbp+0x120],1
  005761  mov     rdi,[rbp+0x20]
  005768  mov     rsi,<exit lists 59>
  005772  mov     rdx,2
  00577c  mov     rax,<exit_lists>
  005786  call    rax
  005788  mov     rax,0x3e
  005792  jmp     0x0000000000006ec0
  005797  mov     [rbp+0x30],r12
  00579e  mov     qword ptr [rbp+0xc8],3
  0057a9  mov     [rbp+0x40],r13
  0057b0  mov     qword ptr [rbp+0xd8],3
  0057bb  mov     qword ptr [rbp+0x50],0x1f
  0057c6  mov     qword ptr [rbp+0xe8],1
  0057d1  mov     qword ptr [rbp+0x78],3
  0057dc  mov     qword ptr [rbp+0x110],1
  0057e7  mov     rdi,[rbp+0x20]
  0057ee  mov     rsi,<exit lists 60>
  0057f8  mov     rdx,2
  005802  mov     rax,<exit_lists>
  00580c  call    rax
  00580e  mov     rax,0x3f
  005818  jmp     0x0000000000000016
  00581d  mov     [rbp+0x30],r12
  005824  mov     qword ptr [rbp+0xc8],3
  00582f  mov     [rbp+0x40],r13
  005836  mov     qword ptr [rbp+0xd8],3
  005841  mov     qword ptr [rbp+0x50],0x21
  00584c  mov     qword ptr [rbp+0xe8],1
  005857  mov     qword ptr [rbp+0x78],1
  005862  mov     qword ptr [rbp+0x110],1
  00586d  mov     rdi,[rbp+0x20]
  005874  mov     rsi,<exit lists 61>
  00587e  mov     rdx,2
  005888  mov     rax,<exit_lists>
  005892  call    rax
  005894  mov     rax,0x40
  00589e  jmp     0x0000000000000016
  0058a3  mov     [rbp+0x30],r12
  0058aa  mov     qword ptr [rbp+0xc8],3
  0058b5  mov     [rbp+0x40],r13
  0058bc  mov     qword ptr [rbp+0xd8],3
  0058c7  mov     qword ptr [rbp+0x50],0x25
  0058d2  mov     qword ptr [rbp+0xe8],1
  0058dd  mov     qword ptr [rbp+0x58],0xf
  0058e8  mov     qword ptr [rbp+0xf0],2
  0058f3  mov     qword ptr [rbp+<exit lists 0>0],0x28
  0058fe  mov     qword ptr [rbp+0x118],2
  005909  mov     [rbp+0xa0],r14
  005910  mov     qword ptr [rbp+0x138],1
  00591b  mov     qword ptr [rbp+0xb8],1
  005926  mov     qword ptr [rbp+0x150],1
  005931  mov     rdi,[rbp+0x20]
  005938  mov     rsi,<exit lists 62>
  005942  mov     rdx,2
  00594c  mov     rax,<exit_lists>
  005956  call    rax
  005958  mov     rax,0x41
  005962  jmp     0x0000000000000016
  005967  add     r14,1
  00596e  mov     [rbp+0x30],r12
  005975  mov     qword ptr [rbp+0xc8],3
  005980  mov     [rbp+0x40],r13
  005987  mov     qword ptr [rbp+0xd8],3
  005992  mov     qword ptr [rbp+0x50],0x25
  00599d  mov     qword ptr [rbp+0xe8],1
  0059a8  mov     qword ptr [rbp+0x58],0xf
  0059b3  mov     qword ptr [rbp+0xf0],2
  0059be  mov     qword ptr [rbp+<exit lists 0>0],0x28
  0059c9  mov     qword ptr [rbp+0x118],2
  0059d4  mov     [rbp+0xa0],r14
  0059db  mov     qword ptr [rbp+0x138],1
  0059e6  mov     rdi,[rbp+0x20]
  0059ed  mov     rsi,<exit lists 63>
  0059f7  mov     rdx,2
  005a01  mov     rax,<exit_lists>
  005a0b  call    rax
  005a0d  mov     rax,0x42
  005a17  jmp     0x0000000000000016
  005a1c  mov     [rbp+0x30],r12
  005a23  mov     qword ptr [rbp+0xc8],3
  005a2e  mov     [rbp+0x40],r13
  005a35  mov     qword ptr [rbp+0xd8],3
  005a40  mov     qword ptr [rbp+0x50],0x25
  005a4b  mov     qword ptr [rbp+0xe8],1
  005a56  mov     qword ptr [rbp+0x58],0xf
  005a61  mov     qword ptr [rbp+0xf0],2
  005a6c  mov     qword ptr [rbp+<exit lists 0>0],0x28
  005a77  mov     qword ptr [rbp+0x118],2
  005a82  mov     [rbp+0xa0],r14
  005a89  mov     qword ptr [rbp+0x138],1
  005a94  mov     rdi,[rbp+0x20]
  005a9b  mov     rsi,<exit lists 64>
  005aa5  mov     rdx,2
  005aaf  mov     rax,<exit_lists>
  005ab9  call    rax
  005abb  mov     rax,0x43
  005ac5  jmp     0x0000000000000016
  005aca  add     r14,1
  005ad1  mov     [rbp+0x30],r12
  005ad8  mov     qword ptr [rbp+0xc8],3
  005ae3  mov     [rbp+0x40],r13
  005aea  mov     qword ptr [rbp+0xd8],3
  005af5  mov     qword ptr [rbp+0x50],0x25
  005b00  mov     qword ptr [rbp+0xe8],1
  005b0b  mov     qword ptr [rbp+0x58],0xf
  005b16  mov     qword ptr [rbp+0xf0],2
  005b21  mov     qword ptr [rbp+<exit lists 0>0],0x28
  005b2c  mov     qword ptr [rbp+0x118],2
  005b37  mov     [rbp+0x90],r15
  005b3e  mov     qword ptr [rbp+0x128],1
  005b49  mov     [rbp+0xa0],r14
  005b50  mov     qword ptr [rbp+0x138],1
  005b5b  mov     rdi,[rbp+0x20]
  005b62  mov     rsi,<exit lists 65>
  005b6c  mov     rdx,2
  005b76  mov     rax,<exit_lists>
  005b80  call    rax
  005b82  mov     rax,0x44
  005b8c  jmp     0x0000000000000016
  005b91  mov     [rbp+0x30],r12
  005b98  mov     qword ptr [rbp+0xc8],3
  005ba3  mov     [rbp+0x40],r13
  005baa  mov     qword ptr [rbp+0xd8],3
  005bb5  mov     qword ptr [rbp+0x50],0x25
  005bc0  mov     qword ptr [rbp+0xe8],1
  005bcb  mov     qword ptr [rbp+0x58],0xf
  005bd6  mov     qword ptr [rbp+0xf0],2
  005be1  mov     qword ptr [rbp+<exit lists 0>0],0x28
  005bec  mov     qword ptr [rbp+0x118],2
  005bf7  mov     [rbp+0x90],r15
  005bfe  mov     qword ptr [rbp+0x128],1
  005c09  mov     [rbp+0xa0],r14
  005c10  mov     qword ptr [rbp+0x138],1
  005c1b  mov     rdi,[rbp+0x20]
  005c22  mov     rsi,<exit lists 66>
  005c2c  mov     rdx,2
  005c36  mov     rax,<exit_lists>
  005c40  call    rax
  005c42  mov     rax,0x45
  005c4c  jmp     0x0000000000000016
  005c51  mov     [rbp+0x30],r12
  005c58  mov     qword ptr [rbp+0xc8],3
  005c63  mov     [rbp+0x40],r13
  005c6a  mov     qword ptr [rbp+0xd8],3
  005c75  mov     qword ptr [rbp+0x50],0x25
  005c80  mov     qword ptr [rbp+0xe8],1
  005c8b  mov     qword ptr [rbp+0x58],0xf
  005c96  mov     qword ptr [rbp+0xf0],2
  005ca1  mov     qword ptr [rbp+<exit lists 0>0],0x28
  005cac  mov     qword ptr [rbp+0x118],2
  005cb7  mov     [rbp+<exit lists 0>8],rbx
  005cbe  mov     qword ptr [rbp+0x120],1
  005cc9  mov     [rbp+0x90],r15
  005cd0  mov     qword ptr [rbp+0x128],1
  005cdb  mov     [rbp+0xa0],r14
  005ce2  mov     qword ptr [rbp+0x138],1
  005ced  mov     rdi,[rbp+0x20]
  005cf4  mov     rsi,<exit lists 67>
  005cfe  mov     rdx,2
  005d08  mov     rax,<exit_lists>
  005d12  call    rax
  005d14  mov     rax,0x46
  005d1e  jmp     0x0000000000000016
  005d23  mov     [rbp+0x30],r12
  005d2a  mov     qword ptr [rbp+0xc8],3
  005d35  mov     [rbp+0x40],r13
  005d3c  mov     qword ptr [rbp+0xd8],3
  005d47  mov     qword ptr [rbp+0x50],0x25
  005d52  mov     qword ptr [rbp+0xe8],1
  005d5d  mov     [rbp+<exit lists 0>8],rbx
  005d64  mov     qword ptr [rbp+0x120],1
  005d6f  mov     [rbp+0x90],r15
  005d76  mov     qword ptr [rbp+0x128],1
  005d81  mov     rdi,[rbp+0x20]
  005d88  mov     rsi,<exit lists 68>
  005d92  mov     rdx,2
  005d9c  mov     rax,<exit_lists>
  005da6  call    rax
  005da8  mov     rax,0x47
  005db2  jmp     0x0000000000000016
  005db7  mov     [rbp+0x30],r12
  005dbe  mov     qword ptr [rbp+0xc8],3
  005dc9  mov     [rbp+0x40],r13
  005dd0  mov     qword ptr [rbp+0xd8],3
  005ddb  mov     qword ptr [rbp+0x50],0x26
  005de6  mov     qword ptr [rbp+0xe8],1
  005df1  mov     qword ptr [rbp+0x58],0x13
  005dfc  mov     qword ptr [rbp+0xf0],2
  005e07  mov     qword ptr [rbp+<exit lists 0>0],0x28
  005e12  mov     qword ptr [rbp+0x118],2
  005e1d  mov     [rbp+0xa0],rbx
  005e24  mov     qword ptr [rbp+0x138],1
  005e2f  mov     qword ptr [rbp+0xb8],1
  005e3a  mov     qword ptr [rbp+0x150],1
  005e45  mov     rdi,[rbp+0x20]
  005e4c  mov     rsi,<exit lists 69>
  005e56  mov     rdx,2
  005e60  mov     rax,<exit_lists>
  005e6a  call    rax
  005e6c  mov     rax,0x48
  005e76  jmp     0x0000000000000016
  005e7b  add     rbx,1
  005e82  mov     [rbp+0x30],r12
  005e89  mov     qword ptr [rbp+0xc8],3
  005e94  mov     [rbp+0x40],r13
  005e9b  mov     qword ptr [rbp+0xd8],3
  005ea6  mov     qword ptr [rbp+0x50],0x26
  005eb1  mov     qword ptr [rbp+0xe8],1
  005ebc  mov     qword ptr [rbp+0x58],0x13
  005ec7  mov     qword ptr [rbp+0xf0],2
  005ed2  mov     qword ptr [rbp+<exit lists 0>0],0x28
  005edd  mov     qword ptr [rbp+0x118],2
  005ee8  mov     [rbp+0xa0],rbx
  005eef  mov     qword ptr [rbp+0x138],1
  005efa  mov     rdi,[rbp+0x20]
  005f01  mov     rsi,<exit lists 70>
  005f0b  mov     rdx,2
  005f15  mov     rax,<exit_lists>
  005f1f  call    rax
  005f21  mov     rax,0x49
  005f2b  jmp     0x0000000000000016
  005f30  mov     [rbp+0x30],r12
  005f37  mov     qword ptr [rbp+0xc8],3
  005f42  mov     [rbp+0x40],r13
  005f49  mov     qword ptr [rbp+0xd8],3
  005f54  mov     qword ptr [rbp+0x50],0x26
  005f5f  mov     qword ptr [rbp+0xe8],1
  005f6a  mov     qword ptr [rbp+0x58],0x13
  005f75  mov     qword ptr [rbp+0xf0],2
  005f80  mov     qword ptr [rbp+<exit lists 0>0],0x28
  005f8b  mov     qword ptr [rbp+0x118],2
  005f96  mov     [rbp+0xa0],rbx
  005f9d  mov     qword ptr [rbp+0x138],1
  005fa8  mov     rdi,[rbp+0x20]
  005faf  mov     rsi,<exit lists 71>
  005fb9  mov     rdx,2
  005fc3  mov     rax,<exit_lists>
  005fcd  call    rax
  005fcf  mov     rax,0x4a
  005fd9  jmp     0x0000000000000016
  005fde  add     rbx,1
  005fe5  mov     [rbp+0x30],r12
  005fec  mov     qword ptr [rbp+0xc8],3
  005ff7  mov     [rbp+0x40],r13
  005ffe  mov     qword ptr [rbp+0xd8],3
  006009  mov     qword ptr [rbp+0x50],0x26
  006014  mov     qword ptr [rbp+0xe8],1
  00601f  mov     qword ptr [rbp+0x58],0x13
  00602a  mov     qword ptr [rbp+0xf0],2
  006035  mov     qword ptr [rbp+<exit lists 0>0],0x28
  006040  mov     qword ptr [rbp+0x118],2
  00604b  mov     [rbp+0x90],r15
  006052  mov     qword ptr [rbp+0x128],1
  00605d  mov     [rbp+0xa0],rbx
  006064  mov     qword ptr [rbp+0x138],1
  00606f  mov     rdi,[rbp+0x20]
  006076  mov     rsi,<exit lists 72>
  006080  mov     rdx,2
  00608a  mov     rax,<exit_lists>
  006094  call    rax
  006096  mov     rax,0x4b
  0060a0  jmp     0x0000000000000016
  0060a5  mov     [rbp+0x30],r12
  0060ac  mov     qword ptr [rbp+0xc8],3
  0060b7  mov     [rbp+0x40],r13
  0060be  mov     qword ptr [rbp+0xd8],3
  0060c9  mov     qword ptr [rbp+0x50],0x26
  0060d4  mov     qword ptr [rbp+0xe8],1
  0060df  mov     qword ptr [rbp+0x58],0x13
  0060ea  mov     qword ptr [rbp+0xf0],2
  0060f5  mov     qword ptr [rbp+<exit lists 0>0],0x28
  006100  mov     qword ptr [rbp+0x118],2
  00610b  mov     [rbp+0x90],r15
  006112  mov     qword ptr [rbp+0x128],1
  00611d  mov     [rbp+0xa0],rbx
  006124  mov     qword ptr [rbp+0x138],1
  00612f  mov     rdi,[rbp+0x20]
  006136  mov     rsi,<exit lists 73>
  006140  mov     rdx,2
  00614a  mov     rax,<exit_lists>
  006154  call    rax
  006156  mov     rax,0x4c
  006160  jmp     0x0000000000000016
  006165  mov     [rbp+0x30],r12
  00616c  mov     qword ptr [rbp+0xc8],3
  006177  mov     [rbp+0x40],r13
  00617e  mov     qword ptr [rbp+0xd8],3
  006189  mov     qword ptr [rbp+0x50],0x26
  006194  mov     qword ptr [rbp+0xe8],1
  00619f  mov     qword ptr [rbp+0x58],0x13
  0061aa  mov     qword ptr [rbp+0xf0],2
  0061b5  mov     qword ptr [rbp+<exit lists 0>0],0x28
  0061c0  mov     qword ptr [rbp+0x118],2
  0061cb  mov     [rbp+<exit lists 0>8],r14
  0061d2  mov     qword ptr [rbp+0x120],1
  0061dd  mov     [rbp+0x90],r15
  0061e4  mov     qword ptr [rbp+0x128],1
  0061ef  mov     [rbp+0xa0],rbx
  0061f6  mov     qword ptr [rbp+0x138],1
  006201  mov     rdi,[rbp+0x20]
  006208  mov     rsi,<exit lists 74>
  006212  mov     rdx,2
  00621c  mov     rax,<exit_lists>
  006226  call    rax
  006228  mov     rax,0x4d
  006232  jmp     0x0000000000000016
  006237  sub     r14,r15
  00623a  mov     [rbp+0x30],r12
  006241  mov     qword ptr [rbp+0xc8],3
  00624c  mov     [rbp+0x40],r13
  006253  mov     qword ptr [rbp+0xd8],3
  00625e  mov     qword ptr [rbp+0x50],0x26
  006269  mov     qword ptr [rbp+0xe8],1
  006274  mov     [rbp+<exit lists 0>8],r14
  00627b  mov     qword ptr [rbp+0x120],1
  006286  mov     [rbp+0x90],r15
  00628d  mov     qword ptr [rbp+0x128],1
  006298  mov     rdi,[rbp+0x20]
  00629f  mov     rsi,<exit lists 75>
  0062a9  mov     rdx,2
  0062b3  mov     rax,<exit_lists>
  0062bd  call    rax
  0062bf  mov     rax,0x4e
  0062c9  jmp     0x0000000000000016
  0062ce  mov     [rbp+0x30],r12
  0062d5  mov     qword ptr [rbp+0xc8],3
  0062e0  mov     [rbp+0x40],r13
  0062e7  mov     qword ptr [rbp+0xd8],3
  0062f2  mov     qword ptr [rbp+0x50],0x27
  0062fd  mov     qword ptr [rbp+0xe8],1
  006308  mov     qword ptr [rbp+<exit lists 0>0],0x27
  006313  mov     qword ptr [rbp+0x118],2
  00631e  mov     [rbp+0xa0],r14
  006325  mov     qword ptr [rbp+0x138],1
  006330  mov     qword ptr [rbp+0xa8],1
  00633b  mov     qword ptr [rbp+0x140],1
  006346  mov     rdi,[rbp+0x20]
  00634d  mov     rsi,<exit lists 76>
  006357  mov     rdx,2
  006361  mov     rax,<exit_lists>
  00636b  call    rax
  00636d  mov     rax,0x4f
  006377  jmp     0x0000000000000016
  00637c  add     r14,1
  006383  mov     [rbp+0x30],r12
  00638a  mov     qword ptr [rbp+0xc8],3
  006395  mov     [rbp+0x40],r13
  00639c  mov     qword ptr [rbp+0xd8],3
  0063a7  mov     qword ptr [rbp+0x50],0x27
  0063b2  mov     qword ptr [rbp+0xe8],1
  0063bd  mov     qword ptr [rbp+<exit lists 0>0],0x27
  0063c8  mov     qword ptr [rbp+0x118],2
  0063d3  mov     [rbp+0xa0],r14
  0063da  mov     qword ptr [rbp+0x138],1
  0063e5  mov     rdi,[rbp+0x20]
  0063ec  mov     rsi,<exit lists 77>
  0063f6  mov     rdx,2
  006400  mov     rax,<exit_lists>
  00640a  call    rax
  00640c  mov     rax,0x50
  006416  jmp     0x0000000000000016
  00641b  mov     [rbp+0x30],r12
  006422  mov     qword ptr [rbp+0xc8],3
  00642d  mov     [rbp+0x40],r13
  006434  mov     qword ptr [rbp+0xd8],3
  00643f  mov     qword ptr [rbp+0x50],0x27
  00644a  mov     qword ptr [rbp+0xe8],1
  006455  mov     qword ptr [rbp+<exit lists 0>0],0x27
  006460  mov     qword ptr [rbp+0x118],2
  00646b  mov     [rbp+0xa0],r14
  006472  mov     qword ptr [rbp+0x138],1
  00647d  mov     rdi,[rbp+0x20]
  006484  mov     rsi,<exit lists 78>
  00648e  mov     rdx,2
  006498  mov     rax,<exit_lists>
  0064a2  call    rax
  0064a4  mov     rax,0x51
  0064ae  jmp     0x0000000000000016
  0064b3  mov     [rbp+0x30],r12
  0064ba  mov     qword ptr [rbp+0xc8],3
  0064c5  mov     [rbp+0x40],r13
  0064cc  mov     qword ptr [rbp+0xd8],3
  0064d7  mov     qword ptr [rbp+0x50],0x27
  0064e2  mov     qword ptr [rbp+0xe8],1
  0064ed  mov     qword ptr [rbp+<exit lists 0>0],0x27
  0064f8  mov     qword ptr [rbp+0x118],2
  006503  mov     [rbp+<exit lists 0>8],r15
  00650a  mov     qword ptr [rbp+0x120],1
  006515  mov     [rbp+0xa0],r14
  00651c  mov     qword ptr [rbp+0x138],1
  006527  mov     rdi,[rbp+0x20]
  00652e  mov     rsi,<exit lists 79>
  006538  mov     rdx,2
  006542  mov     rax,<exit_lists>
  00654c  call    rax
  00654e  mov     rax,0x52
  006558  jmp     0x0000000000000016
  00655d  mov     [rbp+0x30],r12
  006564  mov     qword ptr [rbp+0xc8],3
  00656f  mov     [rbp+0x40],r13
  006576  mov     qword ptr [rbp+0xd8],3
  006581  mov     qword ptr [rbp+0x50],0x27
  00658c  mov     qword ptr [rbp+0xe8],1
  006597  mov     qword ptr [rbp+0x78],3
  0065a2  mov     qword ptr [rbp+0x110],1
  0065ad  mov     [rbp+<exit lists 0>8],r15
  0065b4  mov     qword ptr [rbp+0x120],1
  0065bf  mov     rdi,[rbp+0x20]
  0065c6  mov     rsi,<exit lists 80>
  0065d0  mov     rdx,2
  0065da  mov     rax,<exit_lists>
  0065e4  call    rax
  0065e6  mov     rax,0x53
  0065f0  jmp     0x0000000000000016
  0065f5  mov     [rbp+0x30],r12
  0065fc  mov     qword ptr [rbp+0xc8],3
  006607  mov     [rbp+0x40],r13
  00660e  mov     qword ptr [rbp+0xd8],3
  006619  mov     qword ptr [rbp+0x50],0x29
  006624  mov     qword ptr [rbp+0xe8],1
  00662f  mov     qword ptr [rbp+0x78],2
  00663a  mov     qword ptr [rbp+0x110],1
  006645  mov     rdi,[rbp+0x20]
  00664c  mov     rsi,<exit lists 81>
  006656  mov     rdx,2
  006660  mov     rax,<exit_lists>
  00666a  call    rax
  00666c  mov     rax,0x54
  006676  jmp     0x0000000000000016
  00667b  mov     [rbp+0x30],r12
  006682  mov     qword ptr [rbp+0xc8],3
  00668d  mov     [rbp+0x40],r13
  006694  mov     qword ptr [rbp+0xd8],3
  00669f  mov     qword ptr [rbp+0x50],0x2d
  0066aa  mov     qword ptr [rbp+0xe8],1
  0066b5  mov     qword ptr [rbp+0x58],0x13
  0066c0  mov     qword ptr [rbp+0xf0],2
  0066cb  mov     qword ptr [rbp+<exit lists 0>0],0x28
  0066d6  mov     qword ptr [rbp+0x118],2
  0066e1  mov     [rbp+0xa0],r15
  0066e8  mov     qword ptr [rbp+0x138],1
  0066f3  mov     qword ptr [rbp+0xb8],1
  0066fe  mov     qword ptr [rbp+0x150],1
  006709  mov     rdi,[rbp+0x20]
  006710  mov     rsi,<exit lists 82>
  00671a  mov     rdx,2
  006724  mov     rax,<exit_lists>
  00672e  call    rax
  006730  mov     rax,0x55
  00673a  jmp     0x0000000000000016
  00673f  add     r15,1
  006746  mov     [rbp+0x30],r12
  00674d  mov     qword ptr [rbp+0xc8],3
  006758  mov     [rbp+0x40],r13
  00675f  mov     qword ptr [rbp+0xd8],3
  00676a  mov     qword ptr [rbp+0x50],0x2d
  006775  mov     qword ptr [rbp+0xe8],1
  006780  mov     qword ptr [rbp+0x58],0x13
  00678b  mov     qword ptr [rbp+0xf0],2
  006796  mov     qword ptr [rbp+<exit lists 0>0],0x28
  0067a1  mov     qword ptr [rbp+0x118],2
  0067ac  mov     [rbp+0xa0],r15
  0067b3  mov     qword ptr [rbp+0x138],1
  0067be  mov     rdi,[rbp+0x20]
  0067c5  mov     rsi,<exit lists 83>
  0067cf  mov     rdx,2
  0067d9  mov     rax,<exit_lists>
  0067e3  call    rax
  0067e5  mov     rax,0x56
  0067ef  jmp     0x0000000000000016
  0067f4  mov     [rbp+0x30],r12
  0067fb  mov     qword ptr [rbp+0xc8],3
  006806  mov     [rbp+0x40],r13
  00680d  mov     qword ptr [rbp+0xd8],3
  006818  mov     qword ptr [rbp+0x50],0x2d
  006823  mov     qword ptr [rbp+0xe8],1
  00682e  mov     qword ptr [rbp+0x58],0x13
  006839  mov     qword ptr [rbp+0xf0],2
  006844  mov     qword ptr [rbp+<exit lists 0>0],0x28
  00684f  mov     qword ptr [rbp+0x118],2
  00685a  mov     [rbp+0xa0],r15
  006861  mov     qword ptr [rbp+0x138],1
  00686c  mov     rdi,[rbp+0x20]
  006873  mov     rsi,<exit lists 84>
  00687d  mov     rdx,2
  006887  mov     rax,<exit_lists>
  006891  call    rax
  006893  mov     rax,0x57
  00689d  jmp     0x0000000000000016
  0068a2  add     r15,1
  0068a9  mov     [rbp+0x30],r12
  0068b0  mov     qword ptr [rbp+0xc8],3
  0068bb  mov     [rbp+0x40],r13
  0068c2  mov     qword ptr [rbp+0xd8],3
  0068cd  mov     qword ptr [rbp+0x50],0x2d
  0068d8  mov     qword ptr [rbp+0xe8],1
  0068e3  mov     qword ptr [rbp+0x58],0x13
  0068ee  mov     qword ptr [rbp+0xf0],2
  0068f9  mov     qword ptr [rbp+<exit lists 0>0],0x28
  006904  mov     qword ptr [rbp+0x118],2
  00690f  mov     [rbp+0x90],r14
  006916  mov     qword ptr [rbp+0x128],1
  006921  mov     [rbp+0xa0],r15
  006928  mov     qword ptr [rbp+0x138],1
  006933  mov     rdi,[rbp+0x20]
  00693a  mov     rsi,<exit lists 85>
  006944  mov     rdx,2
  00694e  mov     rax,<exit_lists>
  006958  call    rax
  00695a  mov     rax,0x58
  006964  jmp     0x0000000000000016
  006969  mov     [rbp+0x30],r12
  006970  mov     qword ptr [rbp+0xc8],3
  00697b  mov     [rbp+0x40],r13
  006982  mov     qword ptr [rbp+0xd8],3
  00698d  mov     qword ptr [rbp+0x50],0x2d
  006998  mov     qword ptr [rbp+0xe8],1
  0069a3  mov     qword ptr [rbp+0x58],0x13
  0069ae  mov     qword ptr [rbp+0xf0],2
  0069b9  mov     qword ptr [rbp+<exit lists 0>0],0x28
  0069c4  mov     qword ptr [rbp+0x118],2
  0069cf  mov     [rbp+0x90],r14
  0069d6  mov     qword ptr [rbp+0x128],1
  0069e1  mov     [rbp+0xa0],r15
  0069e8  mov     qword ptr [rbp+0x138],1
  0069f3  mov     rdi,[rbp+0x20]
  0069fa  mov     rsi,<exit lists 86>
  006a04  mov     rdx,2
  006a0e  mov     rax,<exit_lists>
  006a18  call    rax
  006a1a  mov     rax,0x59
  006a24  jmp     0x0000000000000016
  006a29  mov     [rbp+0x30],r12
  006a30  mov     qword ptr [rbp+0xc8],3
  006a3b  mov     [rbp+0x40],r13
  006a42  mov     qword ptr [rbp+0xd8],3
  006a4d  mov     qword ptr [rbp+0x50],0x2d
  006a58  mov     qword ptr [rbp+0xe8],1
  006a63  mov     qword ptr [rbp+0x58],0x13
  006a6e  mov     qword ptr [rbp+0xf0],2
  006a79  mov     qword ptr [rbp+<exit lists 0>0],0x28
  006a84  mov     qword ptr [rbp+0x118],2
  006a8f  mov     [rbp+<exit lists 0>8],rbx
  006a96  mov     qword ptr [rbp+0x120],1
  006aa1  mov     [rbp+0x90],r14
  006aa8  mov     qword ptr [rbp+0x128],1
  006ab3  mov     [rbp+0xa0],r15
  006aba  mov     qword ptr [rbp+0x138],1
  006ac5  mov     rdi,[rbp+0x20]
  006acc  mov     rsi,<exit lists 87>
  006ad6  mov     rdx,2
  006ae0  mov     rax,<exit_lists>
  006aea  call    rax
  006aec  mov     rax,0x5a
  006af6  jmp     0x0000000000000016
  006afb  sub     rbx,r14
  006afe  mov     [rbp+0x30],r12
  006b05  mov     qword ptr [rbp+0xc8],3
  006b10  mov     [rbp+0x40],r13
  006b17  mov     qword ptr [rbp+0xd8],3
  006b22  mov     qword ptr [rbp+0x50],0x2d
  006b2d  mov     qword ptr [rbp+0xe8],1
  006b38  mov     [rbp+<exit lists 0>8],rbx
  006b3f  mov     qword ptr [rbp+0x120],1
  006b4a  mov     [rbp+0x90],r14
  006b51  mov     qword ptr [rbp+0x128],1
  006b5c  mov     rdi,[rbp+0x20]
  006b63  mov     rsi,<exit lists 88>
  006b6d  mov     rdx,2
  006b77  mov     rax,<exit_lists>
  006b81  call    rax
  006b83  mov     rax,0x5b
  006b8d  jmp     0x0000000000000016
  006b92  mov     [rbp+0x30],r12
  006b99  mov     qword ptr [rbp+0xc8],3
  006ba4  mov     [rbp+0x40],r13
  006bab  mov     qword ptr [rbp+0xd8],3
  006bb6  mov     qword ptr [rbp+0x50],0x2e
  006bc1  mov     qword ptr [rbp+0xe8],1
  006bcc  mov     qword ptr [rbp+<exit lists 0>0],0x27
  006bd7  mov     qword ptr [rbp+0x118],2
  006be2  mov     [rbp+0xa0],rbx
  006be9  mov     qword ptr [rbp+0x138],1
  006bf4  mov     qword ptr [rbp+0xa8],1
  006bff  mov     qword ptr [rbp+0x140],1
  006c0a  mov     rdi,[rbp+0x20]
  006c11  mov     rsi,<exit lists 89>
  006c1b  mov     rdx,2
  006c25  mov     rax,<exit_lists>
  006c2f  call    rax
  006c31  mov     rax,0x5c
  006c3b  jmp     0x0000000000000016
  006c40  add     rbx,1
  006c47  mov     [rbp+0x30],r12
  006c4e  mov     qword ptr [rbp+0xc8],3
  006c59  mov     [rbp+0x40],r13
  006c60  mov     qword ptr [rbp+0xd8],3
  006c6b  mov     qword ptr [rbp+0x50],0x2e
  006c76  mov     qword ptr [rbp+0xe8],1
  006c81  mov     qword ptr [rbp+<exit lists 0>0],0x27
  006c8c  mov     qword ptr [rbp+0x118],2
  006c97  mov     [rbp+0xa0],rbx
  006c9e  mov     qword ptr [rbp+0x138],1
  006ca9  mov     rdi,[rbp+0x20]
  006cb0  mov     rsi,<exit lists 90>
  006cba  mov     rdx,2
  006cc4  mov     rax,<exit_lists>
  006cce  call    rax
  006cd0  mov     rax,0x5d
  006cda  jmp     0x0000000000000016
  006cdf  mov     [rbp+0x30],r12
  006ce6  mov     qword ptr [rbp+0xc8],3
  006cf1  mov     [rbp+0x40],r13
  006cf8  mov     qword ptr [rbp+0xd8],3
  006d03  mov     qword ptr [rbp+0x50],0x2e
  006d0e  mov     qword ptr [rbp+0xe8],1
  006d19  mov     qword ptr [rbp+<exit lists 0>0],0x27
  006d24  mov     qword ptr [rbp+0x118],2
  006d2f  mov     [rbp+0xa0],rbx
  006d36  mov     qword ptr [rbp+0x138],1
  006d41  mov     rdi,[rbp+0x20]
  006d48  mov     rsi,<exit lists 91>
  006d52  mov     rdx,2
  006d5c  mov     rax,<exit_lists>
  006d66  call    rax
  006d68  mov     rax,0x5e
  006d72  jmp     0x0000000000000016
  006d77  mov     [rbp+0x30],r12
  006d7e  mov     qword ptr [rbp+0xc8],3
  006d89  mov     [rbp+0x40],r13
  006d90  mov     qword ptr [rbp+0xd8],3
  006d9b  mov     qword ptr [rbp+0x50],0x2e
  006da6  mov     qword ptr [rbp+0xe8],1
  006db1  mov     qword ptr [rbp+<exit lists 0>0],0x27
  006dbc  mov     qword ptr [rbp+0x118],2
  006dc7  mov     [rbp+<exit lists 0>8],r14
  006dce  mov     qword ptr [rbp+0x120],1
  006dd9  mov     [rbp+0xa0],rbx
  006de0  mov     qword ptr [rbp+0x138],1
  006deb  mov     rdi,[rbp+0x20]
  006df2  mov     rsi,<exit lists 92>
  006dfc  mov     rdx,2
  006e06  mov     rax,<exit_lists>
  006e10  call    rax
  006e12  mov     rax,0x5f
  006e1c  jmp     0x0000000000000016
  006e21  mov     [rbp+0x30],r12
  006e28  mov     qword ptr [rbp+0xc8],3
  006e33  mov     [rbp+0x40],r13
  006e3a  mov     qword ptr [rbp+0xd8],3
  006e45  mov     qword ptr [rbp+0x50],0x2e
  006e50  mov     qword ptr [rbp+0xe8],1
  006e5b  mov     qword ptr [rbp+0x78],2
  006e66  mov     qword ptr [rbp+0x110],1
  006e71  mov     [rbp+<exit lists 0>8],r14
  006e78  mov     qword ptr [rbp+0x120],1
  006e83  mov     rdi,[rbp+0x20]
  006e8a  mov     rsi,<exit lists 93>
  006e94  mov     rdx,2
  006e9e  mov     rax,<exit_lists>
  006ea8  call    rax
  006eaa  mov     rax,0x60
  006eb4  jmp     0x0000000000000016

; T1: 9365 bytes
; v0:list = input bytecode
  006ec0  cmp     qword ptr [rbp+0xc0],3
  006ecb  jne     0x0000000000007f2b
  006ed1  mov     rbx,[rbp+0x28]
; v1:list = input mem
  006ed8  cmp     qword ptr [rbp+0xc8],3
  006ee3  jne     0x0000000000007f2b
  006ee9  mov     r12,[rbp+0x30]
; v2:list = input stack
  006ef0  cmp     qword ptr [rbp+0xd8],3
  006efb  jne     0x0000000000007f2b
  006f01  mov     r13,[rbp+0x40]
; v3:list = input rstack
  006f08  cmp     qword ptr [rbp+0xe0],3
  006f13  jne     0x0000000000007f2b
; v4:int = input pc
  006f19  cmp     qword ptr [rbp+0xe8],1
  006f24  jne     0x0000000000007f2b
  006f2a  mov     r14,[rbp+0x50]
; v5:int = input x
  006f31  cmp     qword ptr [rbp+0x120],1
  006f3c  jne     0x0000000000007f2b
  006f42  mov     r15,[rbp+<exit lists 1>8]
; guard_true v5 => jump_if_zero_x/0 (0) {}
  006f49  test    r15,r15
  006f4c  je      0x0000000000007f3a
; v7:int = add v4, 2 => jump_not_taken/0 (1) {}
  006f52  add     r14,2
  006f59  jo      0x0000000000007f49
; guard_value v0, ['push', 0, 'store', 1, 'load', 1, 'load', 0, 'lt', 'jump_if_zero', 50, 'push', 0, 'store', 2, 'load', 2, 'load', 0, 'eq', 'jump_if_zero', 31, 'load', 1, 'push', 1, 'add', 'store', 1, 'jump', 4, 'load', 3, 'load', 1, 'load', 2, 'mul', 'add', 'store', 3, 'load', 2, 'push', 1, 'add', 'store', 2, 'jump', 15, 'load', 3, 'halt'] => dispatch_loop/0 (2) {pc=v7}
  006f5f  mov     rax,<list k1>
  006f69  cmp     rbx,rax
  006f6c  jne     0x0000000000007f5f
; guard_value v7, 22 => dispatch_loop_promote_bytecode/0 (3) {pc=v7}
  006f72  cmp     r14,0x16
  006f79  jne     0x0000000000007fb9
; v10:int = readlist v1, 1 => op_load/2 (6) {pc=22, a=1}
  006f7f  cmp     qword ptr [r12],1
  006f8b  jbe     0x0000000000007fec
  006f91  mov     rax,[r12+8]
  006f99  cmp     byte ptr [rax+1],1
  006fa0  jne     0x0000000000007fec
  006fa6  mov     rax,[r12+0x10]
  006fae  mov     r14,[rax+8]
; v11:list = append v2, v10 owned
  006fb5  sub     rsp,0x70
  006fbc  mov     [rsp+0x30],rcx
  006fc4  mov     [rsp+0x38],rsi
  006fcc  mov     [rsp+0x40],rdi
  006fd4  mov     [rsp+0x48],r8
  006fdc  mov     [rsp+0x50],r9
  006fe4  mov     [rsp+0x58],r10
  006fec  mov     [rsp],r13
  006ff4  mov     qword ptr [rsp+8],3
  007000  mov     [rsp+0x10],r14
  007008  mov     qword ptr [rsp+0x18],1
  007014  mov     rdi,[rbp+0x20]
  00701b  mov     esi,0xf
  007020  mov     rdx,rsp
  007023  mov     rcx,0x28
  00702d  mov     r8,0xfffffffffffffffc
  007037  mov     r9,0
  007041  mov     rax,<list_op>
  00704b  call    rax
  00704d  mov     r11,rax
  007050  mov     rcx,[rsp+0x30]
  007058  mov     rsi,[rsp+0x38]
  007060  mov     rdi,[rsp+0x40]
  007068  mov     r8,[rsp+0x48]
  007070  mov     r9,[rsp+0x50]
  007078  mov     r10,[rsp+0x58]
  007080  add     rsp,0x70
  007087  mov     r13,r11
; v12:list = append v11, 1 owned
  00708a  sub     rsp,0x70
  007091  mov     [rsp+0x30],rcx
  007099  mov     [rsp+0x38],rsi
  0070a1  mov     [rsp+0x40],rdi
  0070a9  mov     [rsp+0x48],r8
  0070b1  mov     [rsp+0x50],r9
  0070b9  mov     [rsp+0x58],r10
  0070c1  mov     [rsp],r13
  0070c9  mov     qword ptr [rsp+8],3
  0070d5  mov     qword ptr [rsp+0x10],1
  0070e1  mov     qword ptr [rsp+0x18],1
  0070ed  mov     rdi,[rbp+0x20]
  0070f4  mov     esi,0xf
  0070f9  mov     rdx,rsp
  0070fc  mov     rcx,0x29
  007106  mov     r8,0x28
  007110  mov     r9,0
  00711a  mov     rax,<list_op>
  007124  call    rax
  007126  mov     r11,rax
  007129  mov     rcx,[rsp+0x30]
  007131  mov     rsi,[rsp+0x38]
  007139  mov     rdi,[rsp+0x40]
  007141  mov     r8,[rsp+0x48]
  007149  mov     r9,[rsp+0x50]
  007151  mov     r10,[rsp+0x58]
  007159  add     rsp,0x70
  007160  mov     r13,r11
; v13:int = len v12
  007163  mov     r14,[r13]
; v14:int = lt v13, 2
; guard_false v14 => pop2/2 (18) {stack=v12, pc=26, opcode='add', k='binary_xy', depth=v13, few=1}
  00716b  cmp     r14,2
  007172  jl      0x0000000000008027
; v16:int = sub v13, 1 => pop2_top/0 (19) {stack=v12, pc=26, opcode='add', k='binary_xy', depth=v13}
  007178  sub     r14,1
  00717f  jo      0x00000000000080d9
; v17:int = readlist v12, v16 => pop2_top/1 (19) {stack=v12, pc=26, opcode='add', k='binary_xy', depth=v16}
  007185  cmp     r14,[r13]
  00718d  jae     0x000000000000817c
  007193  mov     rax,[r13+8]
  00719b  cmp     byte ptr [rax+r14],1
  0071a0  jne     0x000000000000817c
  0071a6  mov     rax,[r13+0x10]
  0071ae  mov     rbx,[rax+r14*8]
; v18:int = sub v16, 1 => pop2_top/2 (19) {stack=v12, pc=26, opcode='add', k='binary_xy', y=v17, depth=v16}
  0071b2  sub     r14,1
  0071b9  jo      0x0000000000008218
; v19:int = readlist v12, v18 => pop2_top/3 (19) {stack=v12, pc=26, opcode='add', k='binary_xy', y=v17, depth=v18}
  0071bf  cmp     r14,[r13]
  0071c7  jae     0x00000000000082cd
  0071cd  mov     rax,[r13+8]
  0071d5  cmp     byte ptr [rax+r14],1
  0071da  jne     0x00000000000082cd
  0071e0  mov     rax,[r13+0x10]
  0071e8  mov     r15,[rax+r14*8]
; v20:list = slice v12, 0, v18 owned => pop2_top/4 (19) {stack=v12, pc=26, opcode='add', k='binary_xy', x=v19, y=v17, depth=v18}
  0071ec  sub     rsp,0x70
  0071f3  mov     [rsp+0x30],rcx
  0071fb  mov     [rsp+0x38],rsi
  007203  mov     [rsp+0x40],rdi
  00720b  mov     [rsp+0x48],r8
  007213  mov     [rsp+0x50],r9
  00721b  mov     [rsp+0x58],r10
  007223  mov     [rsp],r13
  00722b  mov     qword ptr [rsp+8],3
  007237  mov     qword ptr [rsp+0x10],0
  007243  mov     qword ptr [rsp+0x18],1
  00724f  mov     [rsp+0x20],r14
  007257  mov     qword ptr [rsp+0x28],1
  007263  mov     rdi,[rbp+0x20]
  00726a  mov     esi,0x10
  00726f  mov     rdx,rsp
  007272  mov     rcx,0x2a
  00727c  mov     r8,0x29
  007286  mov     r9,0
  007290  mov     rax,<list_op>
  00729a  call    rax
  00729c  mov     r11,rax
  00729f  mov     rcx,[rsp+0x30]
  0072a7  mov     rsi,[rsp+0x38]
  0072af  mov     rdi,[rsp+0x40]
  0072b7  mov     r8,[rsp+0x48]
  0072bf  mov     r9,[rsp+0x50]
  0072c7  mov     r10,[rsp+0x58]
  0072cf  add     rsp,0x70
  0072d6  test    rdx,rdx
  0072d9  je      0x000000000000837b
  0072df  mov     r13,r11
; v21:int = add v19, v17 => binary_add/0 (21) {stack=v20, pc=26, x=v19, y=v17}
  0072e2  add     r15,rbx
  0072e5  jo      0x000000000000843b
; v22:list = append v20, v21 owned
  0072eb  sub     rsp,0x70
  0072f2  mov     [rsp+0x30],rcx
  0072fa  mov     [rsp+0x38],rsi
  007302  mov     [rsp+0x40],rdi
  00730a  mov     [rsp+0x48],r8
  007312  mov     [rsp+0x50],r9
  00731a  mov     [rsp+0x58],r10
  007322  mov     [rsp],r13
  00732a  mov     qword ptr [rsp+8],3
  007336  mov     [rsp+0x10],r15
  00733e  mov     qword ptr [rsp+0x18],1
  00734a  mov     rdi,[rbp+0x20]
  007351  mov     esi,0xf
  007356  mov     rdx,rsp
  007359  mov     rcx,0x2b
  007363  mov     r8,0x2a
  00736d  mov     r9,0
  007377  mov     rax,<list_op>
  007381  call    rax
  007383  mov     r11,rax
  007386  mov     rcx,[rsp+0x30]
  00738e  mov     rsi,[rsp+0x38]
  007396  mov     rdi,[rsp+0x40]
  00739e  mov     r8,[rsp+0x48]
  0073a6  mov     r9,[rsp+0x50]
  0073ae  mov     r10,[rsp+0x58]
  0073b6  add     rsp,0x70
  0073bd  mov     r13,r11
; v23:int = len v22
  0073c0  mov     r15,[r13]
; v24:int = eq v23, 0
; guard_false v24 => pop/2 (29) {stack=v22, pc=27, k='store_x', depth=v23, empty=1}
  0073c8  test    r15,r15
  0073cb  je      0x00000000000084c0
; v26:int = sub v23, 1 => pop_top/0 (30) {stack=v22, pc=27, k='store_x', depth=v23}
  0073d1  sub     r15,1
  0073d8  jo      0x000000000000855c
; v27:int = readlist v22, v26 => pop_top/1 (30) {stack=v22, pc=27, k='store_x', depth=v26}
  0073de  cmp     r15,[r13]
  0073e6  jae     0x00000000000085e9
  0073ec  mov     rax,[r13+8]
  0073f4  cmp     byte ptr [rax+r15],1
  0073f9  jne     0x00000000000085e9
  0073ff  mov     rax,[r13+0x10]
  007407  mov     rbx,[rax+r15*8]
; v28:list = slice v22, 0, v26 owned => pop_top/2 (30) {stack=v22, pc=27, k='store_x', x=v27, depth=v26}
  00740b  sub     rsp,0x70
  007412  mov     [rsp+0x30],rcx
  00741a  mov     [rsp+0x38],rsi
  007422  mov     [rsp+0x40],rdi
  00742a  mov     [rsp+0x48],r8
  007432  mov     [rsp+0x50],r9
  00743a  mov     [rsp+0x58],r10
  007442  mov     [rsp],r13
  00744a  mov     qword ptr [rsp+8],3
  007456  mov     qword ptr [rsp+0x10],0
  007462  mov     qword ptr [rsp+0x18],1
  00746e  mov     [rsp+0x20],r15
  007476  mov     qword ptr [rsp+0x28],1
  007482  mov     rdi,[rbp+0x20]
  007489  mov     esi,0x10
  00748e  mov     rdx,rsp
  007491  mov     rcx,0x2c
  00749b  mov     r8,0x2b
  0074a5  mov     r9,0
  0074af  mov     rax,<list_op>
  0074b9  call    rax
  0074bb  mov     r11,rax
  0074be  mov     rcx,[rsp+0x30]
  0074c6  mov     rsi,[rsp+0x38]
  0074ce  mov     rdi,[rsp+0x40]
  0074d6  mov     r8,[rsp+0x48]
  0074de  mov     r9,[rsp+0x50]
  0074e6  mov     r10,[rsp+0x58]
  0074ee  add     rsp,0x70
  0074f5  test    rdx,rdx
  0074f8  je      0x000000000000866f
  0074fe  mov     r13,r11
; v29:list = set v1, 1, v27 owned => store_x/2 (32) {stack=v28, pc=27, a=1, x=v27}
  007501  sub     rsp,0x70
  007508  mov     [rsp+0x30],rcx
  007510  mov     [rsp+0x38],rsi
  007518  mov     [rsp+0x40],rdi
  007520  mov     [rsp+0x48],r8
  007528  mov     [rsp+0x50],r9
  007530  mov     [rsp+0x58],r10
  007538  mov     [rsp],r12
  007540  mov     qword ptr [rsp+8],3
  00754c  mov     qword ptr [rsp+0x10],1
  007558  mov     qword ptr [rsp+0x18],1
  007564  mov     [rsp+0x20],rbx
  00756c  mov     qword ptr [rsp+0x28],1
  007578  mov     rdi,[rbp+0x20]
  00757f  mov     esi,0xe
  007584  mov     rdx,rsp
  007587  mov     rcx,0x2d
  007591  mov     r8,0xfffffffffffffffe
  00759b  mov     r9,0
  0075a5  mov     rax,<list_op>
  0075af  call    rax
  0075b1  mov     r11,rax
  0075b4  mov     rcx,[rsp+0x30]
  0075bc  mov     rsi,[rsp+0x38]
  0075c4  mov     rdi,[rsp+0x40]
  0075cc  mov     r8,[rsp+0x48]
  0075d4  mov     r9,[rsp+0x50]
  0075dc  mov     r10,[rsp+0x58]
  0075e4  add     rsp,0x70
  0075eb  test    rdx,rdx
  0075ee  je      0x0000000000008707
  0075f4  mov     r12,r11
; v30:int = readlist v29, 1 => op_load/2 (52) {mem=v29, stack=v28, pc=4, a=1}
  0075f7  cmp     qword ptr [r12],1
  007603  jbe     0x000000000000878d
  007609  mov     rax,[r12+8]
  007611  cmp     byte ptr [rax+1],1
  007618  jne     0x000000000000878d
  00761e  mov     rax,[r12+0x10]
  007626  mov     rbx,[rax+8]
; v31:list = append v28, v30 owned
  00762d  sub     rsp,0x70
  007634  mov     [rsp+0x30],rcx
  00763c  mov     [rsp+0x38],rsi
  007644  mov     [rsp+0x40],rdi
  00764c  mov     [rsp+0x48],r8
  007654  mov     [rsp+0x50],r9
  00765c  mov     [rsp+0x58],r10
  007664  mov     [rsp],r13
  00766c  mov     qword ptr [rsp+8],3
  007678  mov     [rsp+0x10],rbx
  007680  mov     qword ptr [rsp+0x18],1
  00768c  mov     rdi,[rbp+0x20]
  007693  mov     esi,0xf
  007698  mov     rdx,rsp
  00769b  mov     rcx,0x2e
  0076a5  mov     r8,0x2c
  0076af  mov     r9,0
  0076b9  mov     rax,<list_op>
  0076c3  call    rax
  0076c5  mov     r11,rax
  0076c8  mov     rcx,[rsp+0x30]
  0076d0  mov     rsi,[rsp+0x38]
  0076d8  mov     rdi,[rsp+0x40]
  0076e0  mov     r8,[rsp+0x48]
  0076e8  mov     r9,[rsp+0x50]
  0076f0  mov     r10,[rsp+0x58]
  0076f8  add     rsp,0x70
  0076ff  mov     r13,r11
; v32:int = readlist v29, 0 => op_load/2 (57) {mem=v29, stack=v31, pc=6, a=0}
  007702  cmp     qword ptr [r12],0
  00770e  jbe     0x0000000000008813
  007714  mov     rax,[r12+8]
  00771c  cmp     byte ptr [rax],1
  007723  jne     0x0000000000008813
  007729  mov     rax,[r12+0x10]
  007731  mov     rbx,[rax]
; v33:list = append v31, v32 owned
  007738  sub     rsp,0x70
  00773f  mov     [rsp+0x30],rcx
  007747  mov     [rsp+0x38],rsi
  00774f  mov     [rsp+0x40],rdi
  007757  mov     [rsp+0x48],r8
  00775f  mov     [rsp+0x50],r9
  007767  mov     [rsp+0x58],r10
  00776f  mov     [rsp],r13
  007777  mov     qword ptr [rsp+8],3
  007783  mov     [rsp+0x10],rbx
  00778b  mov     qword ptr [rsp+0x18],1
  007797  mov     rdi,[rbp+0x20]
  00779e  mov     esi,0xf
  0077a3  mov     rdx,rsp
  0077a6  mov     rcx,0x2f
  0077b0  mov     r8,0x2e
  0077ba  mov     r9,0
  0077c4  mov     rax,<list_op>
  0077ce  call    rax
  0077d0  mov     r11,rax
  0077d3  mov     rcx,[rsp+0x30]
  0077db  mov     rsi,[rsp+0x38]
  0077e3  mov     rdi,[rsp+0x40]
  0077eb  mov     r8,[rsp+0x48]
  0077f3  mov     r9,[rsp+0x50]
  0077fb  mov     r10,[rsp+0x58]
  007803  add     rsp,0x70
  00780a  mov     r13,r11
; v34:int = len v33
  00780d  mov     rbx,[r13]
; v35:int = lt v34, 2
; guard_false v35 => pop2/2 (68) {mem=v29, stack=v33, pc=8, opcode='lt', k='binary_xy', depth=v34, few=1}
  007815  cmp     rbx,2
  00781c  jl      0x0000000000008899
; v37:int = sub v34, 1 => pop2_top/0 (69) {mem=v29, stack=v33, pc=8, opcode='lt', k='binary_xy', depth=v34}
  007822  sub     rbx,1
  007829  jo      0x000000000000895d
; v38:int = readlist v33, v37 => pop2_top/1 (69) {mem=v29, stack=v33, pc=8, opcode='lt', k='binary_xy', depth=v37}
  00782f  cmp     rbx,[r13]
  007837  jae     0x0000000000008a12
  00783d  mov     rax,[r13+8]
  007845  cmp     byte ptr [rax+rbx],1
  00784a  jne     0x0000000000008a12
  007850  mov     rax,[r13+0x10]
  007858  mov     r15,[rax+rbx*8]
; v39:int = sub v37, 1 => pop2_top/2 (69) {mem=v29, stack=v33, pc=8, opcode='lt', k='binary_xy', y=v38, depth=v37}
  00785c  sub     rbx,1
  007863  jo      0x0000000000008ac0
; v40:int = readlist v33, v39 => pop2_top/3 (69) {mem=v29, stack=v33, pc=8, opcode='lt', k='binary_xy', y=v38, depth=v39}
  007869  cmp     rbx,[r13]
  007871  jae     0x0000000000008b87
  007877  mov     rax,[r13+8]
  00787f  cmp     byte ptr [rax+rbx],1
  007884  jne     0x0000000000008b87
  00788a  mov     rax,[r13+0x10]
  007892  mov     r14,[rax+rbx*8]
; v41:list = slice v33, 0, v39 owned => pop2_top/4 (69) {mem=v29, stack=v33, pc=8, opcode='lt', k='binary_xy', x=v40, y=v38, depth=v39}
  007896  sub     rsp,0x70
  00789d  mov     [rsp+0x30],rcx
  0078a5  mov     [rsp+0x38],rsi
  0078ad  mov     [rsp+0x40],rdi
  0078b5  mov     [rsp+0x48],r8
  0078bd  mov     [rsp+0x50],r9
  0078c5  mov     [rsp+0x58],r10
  0078cd  mov     [rsp],r13
  0078d5  mov     qword ptr [rsp+8],3
  0078e1  mov     qword ptr [rsp+0x10],0
  0078ed  mov     qword ptr [rsp+0x18],1
  0078f9  mov     [rsp+0x20],rbx
  007901  mov     qword ptr [rsp+0x28],1
  00790d  mov     rdi,[rbp+0x20]
  007914  mov     esi,0x10
  007919  mov     rdx,rsp
  00791c  mov     rcx,0x30
  007926  mov     r8,0x2f
  007930  mov     r9,0
  00793a  mov     rax,<list_op>
  007944  call    rax
  007946  mov     r11,rax
  007949  mov     rcx,[rsp+0x30]
  007951  mov     rsi,[rsp+0x38]
  007959  mov     rdi,[rsp+0x40]
  007961  mov     r8,[rsp+0x48]
  007969  mov     r9,[rsp+0x50]
  007971  mov     r10,[rsp+0x58]
  007979  add     rsp,0x70
  007980  test    rdx,rdx
  007983  je      0x0000000000008c47
  007989  mov     r13,r11
; v42:int = lt v40, v38
  00798c  cmp     r14,r15
  00798f  setl    al
  007992  movzx   r14d,al
; v43:list = append v41, v42 owned
  007996  sub     rsp,0x70
  00799d  mov     [rsp+0x30],rcx
  0079a5  mov     [rsp+0x38],rsi
  0079ad  mov     [rsp+0x40],rdi
  0079b5  mov     [rsp+0x48],r8
  0079bd  mov     [rsp+0x50],r9
  0079c5  mov     [rsp+0x58],r10
  0079cd  mov     [rsp],r13
  0079d5  mov     qword ptr [rsp+8],3
  0079e1  mov     [rsp+0x10],r14
  0079e9  mov     qword ptr [rsp+0x18],1
  0079f5  mov     rdi,[rbp+0x20]
  0079fc  mov     esi,0xf
  007a01  mov     rdx,rsp
  007a04  mov     rcx,0x31
  007a0e  mov     r8,0x30
  007a18  mov     r9,0
  007a22  mov     rax,<list_op>
  007a2c  call    rax
  007a2e  mov     r11,rax
  007a31  mov     rcx,[rsp+0x30]
  007a39  mov     rsi,[rsp+0x38]
  007a41  mov     rdi,[rsp+0x40]
  007a49  mov     r8,[rsp+0x48]
  007a51  mov     r9,[rsp+0x50]
  007a59  mov     r10,[rsp+0x58]
  007a61  add     rsp,0x70
  007a68  mov     r13,r11
; v44:int = len v43
  007a6b  mov     r14,[r13]
; v45:int = eq v44, 0
; guard_false v45 => pop/2 (92) {mem=v29, stack=v43, pc=9, k='jump_if_zero_x', depth=v44, empty=1}
  007a73  test    r14,r14
  007a76  je      0x0000000000008d19
; v47:int = sub v44, 1 => pop_top/0 (93) {mem=v29, stack=v43, pc=9, k='jump_if_zero_x', depth=v44}
  007a7c  sub     r14,1
  007a83  jo      0x0000000000008dc7
; v48:int = readlist v43, v47 => pop_top/1 (93) {mem=v29, stack=v43, pc=9, k='jump_if_zero_x', depth=v47}
  007a89  cmp     r14,[r13]
  007a91  jae     0x0000000000008e66
  007a97  mov     rax,[r13+8]
  007a9f  cmp     byte ptr [rax+r14],1
  007aa4  jne     0x0000000000008e66
  007aaa  mov     rax,[r13+0x10]
  007ab2  mov     r15,[rax+r14*8]
; v49:list = slice v43, 0, v47 owned => pop_top/2 (93) {mem=v29, stack=v43, pc=9, k='jump_if_zero_x', x=v48, depth=v47}
  007ab6  sub     rsp,0x70
  007abd  mov     [rsp+0x30],rcx
  007ac5  mov     [rsp+0x38],rsi
  007acd  mov     [rsp+0x40],rdi
  007ad5  mov     [rsp+0x48],r8
  007add  mov     [rsp+0x50],r9
  007ae5  mov     [rsp+0x58],r10
  007aed  mov     [rsp],r13
  007af5  mov     qword ptr [rsp+8],3
  007b01  mov     qword ptr [rsp+0x10],0
  007b0d  mov     qword ptr [rsp+0x18],1
  007b19  mov     [rsp+0x20],r14
  007b21  mov     qword ptr [rsp+0x28],1
  007b2d  mov     rdi,[rbp+0x20]
  007b34  mov     esi,0x10
  007b39  mov     rdx,rsp
  007b3c  mov     rcx,0x32
  007b46  mov     r8,0x31
  007b50  mov     r9,0
  007b5a  mov     rax,<list_op>
  007b64  call    rax
  007b66  mov     r11,rax
  007b69  mov     rcx,[rsp+0x30]
  007b71  mov     rsi,[rsp+0x38]
  007b79  mov     rdi,[rsp+0x40]
  007b81  mov     r8,[rsp+0x48]
  007b89  mov     r9,[rsp+0x50]
  007b91  mov     r10,[rsp+0x58]
  007b99  add     rsp,0x70
  007ba0  test    rdx,rdx
  007ba3  je      0x0000000000008efe
  007ba9  mov     r13,r11
; guard_true v48 => jump_if_zero_x/0 (96) {mem=v29, stack=v49, pc=9, x=0}
  007bac  test    r15,r15
  007baf  je      0x0000000000008fa8
; v51:list = append v49, 0 owned
  007bb5  sub     rsp,0x70
  007bbc  mov     [rsp+0x30],rcx
  007bc4  mov     [rsp+0x38],rsi
  007bcc  mov     [rsp+0x40],rdi
  007bd4  mov     [rsp+0x48],r8
  007bdc  mov     [rsp+0x50],r9
  007be4  mov     [rsp+0x58],r10
  007bec  mov     [rsp],r13
  007bf4  mov     qword ptr [rsp+8],3
  007c00  mov     qword ptr [rsp+0x10],0
  007c0c  mov     qword ptr [rsp+0x18],1
  007c18  mov     rdi,[rbp+0x20]
  007c1f  mov     esi,0xf
  007c24  mov     rdx,rsp
  007c27  mov     rcx,0x33
  007c31  mov     r8,0x32
  007c3b  mov     r9,0
  007c45  mov     rax,<list_op>
  007c4f  call    rax
  007c51  mov     r11,rax
  007c54  mov     rcx,[rsp+0x30]
  007c5c  mov     rsi,[rsp+0x38]
  007c64  mov     rdi,[rsp+0x40]
  007c6c  mov     r8,[rsp+0x48]
  007c74  mov     r9,[rsp+0x50]
  007c7c  mov     r10,[rsp+0x58]
  007c84  add     rsp,0x70
  007c8b  mov     r13,r11
; v52:int = len v51
  007c8e  mov     r15,[r13]
; v53:int = eq v52, 0
; guard_false v53 => pop/2 (108) {mem=v29, stack=v51, pc=13, k='store_x', depth=v52, empty=1}
  007c96  test    r15,r15
  007c99  je      0x000000000000902e
; v55:int = sub v52, 1 => pop_top/0 (109) {mem=v29, stack=v51, pc=13, k='store_x', depth=v52}
  007c9f  sub     r15,1
  007ca6  jo      0x00000000000090dc
; v56:int = readlist v51, v55 => pop_top/1 (109) {mem=v29, stack=v51, pc=13, k='store_x', depth=v55}
  007cac  cmp     r15,[r13]
  007cb4  jae     0x000000000000917b
  007cba  mov     rax,[r13+8]
  007cc2  cmp     byte ptr [rax+r15],1
  007cc7  jne     0x000000000000917b
  007ccd  mov     rax,[r13+0x10]
  007cd5  mov     r14,[rax+r15*8]
; v57:list = slice v51, 0, v55 owned => pop_top/2 (109) {mem=v29, stack=v51, pc=13, k='store_x', x=v56, depth=v55}
  007cd9  sub     rsp,0x70
  007ce0  mov     [rsp+0x30],rcx
  007ce8  mov     [rsp+0x38],rsi
  007cf0  mov     [rsp+0x40],rdi
  007cf8  mov     [rsp+0x48],r8
  007d00  mov     [rsp+0x50],r9
  007d08  mov     [rsp+0x58],r10
  007d10  mov     [rsp],r13
  007d18  mov     qword ptr [rsp+8],3
  007d24  mov     qword ptr [rsp+0x10],0
  007d30  mov     qword ptr [rsp+0x18],1
  007d3c  mov     [rsp+0x20],r15
  007d44  mov     qword ptr [rsp+0x28],1
  007d50  mov     rdi,[rbp+0x20]
  007d57  mov     esi,0x10
  007d5c  mov     rdx,rsp
  007d5f  mov     rcx,0x34
  007d69  mov     r8,0x33
  007d73  mov     r9,0
  007d7d  mov     rax,<list_op>
  007d87  call    rax
  007d89  mov     r11,rax
  007d8c  mov     rcx,[rsp+0x30]
  007d94  mov     rsi,[rsp+0x38]
  007d9c  mov     rdi,[rsp+0x40]
  007da4  mov     r8,[rsp+0x48]
  007dac  mov     r9,[rsp+0x50]
  007db4  mov     r10,[rsp+0x58]
  007dbc  add     rsp,0x70
  007dc3  test    rdx,rdx
  007dc6  je      0x0000000000009213
  007dcc  mov     r13,r11
; v58:list = set v29, 2, v56 owned => store_x/2 (111) {mem=v29, stack=v57, pc=13, a=2, x=v56}
  007dcf  sub     rsp,0x70
  007dd6  mov     [rsp+0x30],rcx
  007dde  mov     [rsp+0x38],rsi
  007de6  mov     [rsp+0x40],rdi
  007dee  mov     [rsp+0x48],r8
  007df6  mov     [rsp+0x50],r9
  007dfe  mov     [rsp+0x58],r10
  007e06  mov     [rsp],r12
  007e0e  mov     qword ptr [rsp+8],3
  007e1a  mov     qword ptr [rsp+0x10],2
  007e26  mov     qword ptr [rsp+0x18],1
  007e32  mov     [rsp+0x20],r14
  007e3a  mov     qword ptr [rsp+0x28],1
  007e46  mov     rdi,[rbp+0x20]
  007e4d  mov     esi,0xe
  007e52  mov     rdx,rsp
  007e55  mov     rcx,0x35
  007e5f  mov     r8,0x2d
  007e69  mov     r9,0
  007e73  mov     rax,<list_op>
  007e7d  call    rax
  007e7f  mov     r11,rax
  007e82  mov     rcx,[rsp+0x30]
  007e8a  mov     rsi,[rsp+0x38]
  007e92  mov     rdi,[rsp+0x40]
  007e9a  mov     r8,[rsp+0x48]
  007ea2  mov     r9,[rsp+0x50]
  007eaa  mov     r10,[rsp+0x58]
  007eb2  add     rsp,0x70
  007eb9  test    rdx,rdx
  007ebc  je      0x00000000000092bd
  007ec2  mov     r12,r11
; jump_trace T0 => dispatch_loop/0 (112) {mem=v58, stack=v57, pc=15}
  007ec5  mov     [rbp+0x30],r12
  007ecc  mov     qword ptr [rbp+0xc8],3
  007ed7  mov     [rbp+0x40],r13
  007ede  mov     qword ptr [rbp+0xd8],3
  007ee9  mov     qword ptr [rbp+0x50],0xf
  007ef4  mov     qword ptr [rbp+0xe8],1
  007eff  mov     rdi,[rbp+0x20]
  007f06  mov     rsi,<exit lists 0>
  007f10  mov     rdx,2
  007f1a  mov     rax,<exit_lists>
  007f24  call    rax
  007f26  jmp     0x0000000000000030
; exits
  007f2b  mov     rax,0x1fffffffe
  007f35  jmp     0x0000000000000016
  007f3a  mov     rax,0x100000000
  007f44  jmp     0x0000000000000016
  007f49  sub     r14,2
  007f50  mov     rax,0x100000001
  007f5a  jmp     0x0000000000000016
  007f5f  mov     [rbp+0x10],rbx
  007f66  mov     qword ptr [rbp+0x18],3
  007f71  mov     [rbp+0x50],r14
  007f78  mov     qword ptr [rbp+0xe8],1
  007f83  mov     rdi,[rbp+0x20]
  007f8a  mov     rsi,8
  007f94  mov     rdx,0
  007f9e  mov     rax,<exit_lists>
  007fa8  call    rax
  007faa  mov     rax,0x100000002
  007fb4  jmp     0x0000000000000016
  007fb9  mov     [rbp+0x10],r14
  007fc0  mov     qword ptr [rbp+0x18],1
  007fcb  mov     [rbp+0x50],r14
  007fd2  mov     qword ptr [rbp+0xe8],1
  007fdd  mov     rax,0x100000003
  007fe7  jmp     0x0000000000000016
  007fec  mov     qword ptr [rbp+0x50],0x16
  007ff7  mov     qword ptr [rbp+0xe8],1
  008002  mov     qword ptr [rbp+0x78],1
  00800d  mov     qword ptr [rbp+0x110],1
  008018  mov     rax,0x100000004
  008022  jmp     0x0000000000000016
  008027  mov     [rbp+0x40],r13
  00802e  mov     qword ptr [rbp+0xd8],3
  008039  mov     qword ptr [rbp+0x50],0x1a
  008044  mov     qword ptr [rbp+0xe8],1
  00804f  mov     qword ptr [rbp+0x58],0x13
  00805a  mov     qword ptr [rbp+0xf0],2
  008065  mov     qword ptr [rbp+<exit lists 1>0],0x28
  008070  mov     qword ptr [rbp+0x118],2
  00807b  mov     [rbp+0xa0],r14
  008082  mov     qword ptr [rbp+0x138],1
  00808d  mov     qword ptr [rbp+0xb8],1
  008098  mov     qword ptr [rbp+0x150],1
  0080a3  mov     rdi,[rbp+0x20]
  0080aa  mov     rsi,<exit lists 2>
  0080b4  mov     rdx,1
  0080be  mov     rax,<exit_lists>
  0080c8  call    rax
  0080ca  mov     rax,0x100000005
  0080d4  jmp     0x0000000000000016
  0080d9  add     r14,1
  0080e0  mov     [rbp+0x40],r13
  0080e7  mov     qword ptr [rbp+0xd8],3
  0080f2  mov     qword ptr [rbp+0x50],0x1a
  0080fd  mov     qword ptr [rbp+0xe8],1
  008108  mov     qword ptr [rbp+0x58],0x13
  008113  mov     qword ptr [rbp+0xf0],2
  00811e  mov     qword ptr [rbp+<exit lists 1>0],0x28
  008129  mov     qword ptr [rbp+0x118],2
  008134  mov     [rbp+0xa0],r14
  00813b  mov     qword ptr [rbp+0x138],1
  008146  mov     rdi,[rbp+0x20]
  00814d  mov     rsi,<exit lists 3>
  008157  mov     rdx,1
  008161  mov     rax,<exit_lists>
  00816b  call    rax
  00816d  mov     rax,0x100000006
  008177  jmp     0x0000000000000016
  00817c  mov     [rbp+0x40],r13
  008183  mov     qword ptr [rbp+0xd8],3
  00818e  mov     qword ptr [rbp+0x50],0x1a
  008199  mov     qword ptr [rbp+0xe8],1
  0081a4  mov     qword ptr [rbp+0x58],0x13
  0081af  mov     qword ptr [rbp+0xf0],2
  0081ba  mov     qword ptr [rbp+<exit lists 1>0],0x28
  0081c5  mov     qword ptr [rbp+0x118],2
  0081d0  mov     [rbp+0xa0],r14
  0081d7  mov     qword ptr [rbp+0x138],1
  0081e2  mov     rdi,[rbp+0x20]
  0081e9  mov     rsi,<exit lists 4>
  0081f3  mov     rdx,1
  0081fd  mov     rax,<exit_lists>
  008207  call    rax
  008209  mov     rax,0x100000007
  008213  jmp     0x0000000000000016
  008218  add     r14,1
  00821f  mov     [rbp+0x40],r13
  008226  mov     qword ptr [rbp+0xd8],3
  008231  mov     qword ptr [rbp+0x50],0x1a
  00823c  mov     qword ptr [rbp+0xe8],1
  008247  mov     qword ptr [rbp+0x58],0x13
  008252  mov     qword ptr [rbp+0xf0],2
  00825d  mov     qword ptr [rbp+<exit lists 1>0],0x28
  008268  mov     qword ptr [rbp+0x118],2
  008273  mov     [rbp+0x90],rbx
  00827a  mov     qword ptr [rbp+0x128],1
  008285  mov     [rbp+0xa0],r14
  00828c  mov     qword ptr [rbp+0x138],1
  008297  mov     rdi,[rbp+0x20]
  00829e  mov     rsi,<exit lists 5>
  0082a8  mov     rdx,1
  0082b2  mov     rax,<exit_lists>
  0082bc  call    rax
  0082be  mov     rax,0x100000008
  0082c8  jmp     0x0000000000000016
  0082cd  mov     [rbp+0x40],r13
  0082d4  mov     qword ptr [rbp+0xd8],3
  0082df  mov     qword ptr [rbp+0x50],0x1a
  0082ea  mov     qword ptr [rbp+0xe8],1
  0082f5  mov     qword ptr [rbp+0x58],0x13
  008300  mov     qword ptr [rbp+0xf0],2
  00830b  mov     qword ptr [rbp+<exit lists 1>0],0x28
  008316  mov     qword ptr [rbp+0x118],2
  008321  mov     [rbp+0x90],rbx
  008328  mov     qword ptr [rbp+0x128],1
  008333  mov     [rbp+0xa0],r14
  00833a  mov     qword ptr [rbp+0x138],1
  008345  mov     rdi,[rbp+0x20]
  00834c  mov     rsi,<exit lists 6>
  008356  mov     rdx,1
  008360  mov     rax,<exit_lists>
  00836a  call    rax
  00836c  mov     rax,0x100000009
  008376  jmp     0x0000000000000016
  00837b  mov     [rbp+0x40],r13
  008382  mov     qword ptr [rbp+0xd8],3
  00838d  mov     qword ptr [rbp+0x50],0x1a
  008398  mov     qword ptr [rbp+0xe8],1
  0083a3  mov     qword ptr [rbp+0x58],0x13
  0083ae  mov     qword ptr [rbp+0xf0],2
  0083b9  mov     qword ptr [rbp+<exit lists 1>0],0x28
  0083c4  mov     qword ptr [rbp+0x118],2
  0083cf  mov     [rbp+<exit lists 1>8],r15
  0083d6  mov     qword ptr [rbp+0x120],1
  0083e1  mov     [rbp+0x90],rbx
  0083e8  mov     qword ptr [rbp+0x128],1
  0083f3  mov     [rbp+0xa0],r14
  0083fa  mov     qword ptr [rbp+0x138],1
  008405  mov     rdi,[rbp+0x20]
  00840c  mov     rsi,<exit lists 7>
  008416  mov     rdx,1
  008420  mov     rax,<exit_lists>
  00842a  call    rax
  00842c  mov     rax,0x10000000a
  008436  jmp     0x0000000000000016
  00843b  sub     r15,rbx
  00843e  mov     [rbp+0x40],r13
  008445  mov     qword ptr [rbp+0xd8],3
  008450  mov     qword ptr [rbp+0x50],0x1a
  00845b  mov     qword ptr [rbp+0xe8],1
  008466  mov     [rbp+<exit lists 1>8],r15
  00846d  mov     qword ptr [rbp+0x120],1
  008478  mov     [rbp+0x90],rbx
  00847f  mov     qword ptr [rbp+0x128],1
  00848a  mov     rdi,[rbp+0x20]
  008491  mov     rsi,<exit lists 8>
  00849b  mov     rdx,1
  0084a5  mov     rax,<exit_lists>
  0084af  call    rax
  0084b1  mov     rax,0x10000000b
  0084bb  jmp     0x0000000000000016
  0084c0  mov     [rbp+0x40],r13
  0084c7  mov     qword ptr [rbp+0xd8],3
  0084d2  mov     qword ptr [rbp+0x50],0x1b
  0084dd  mov     qword ptr [rbp+0xe8],1
  0084e8  mov     qword ptr [rbp+<exit lists 1>0],0x27
  0084f3  mov     qword ptr [rbp+0x118],2
  0084fe  mov     [rbp+0xa0],r15
  008505  mov     qword ptr [rbp+0x138],1
  008510  mov     qword ptr [rbp+0xa8],1
  00851b  mov     qword ptr [rbp+0x140],1
  008526  mov     rdi,[rbp+0x20]
  00852d  mov     rsi,<exit lists 9>
  008537  mov     rdx,1
  008541  mov     rax,<exit_lists>
  00854b  call    rax
  00854d  mov     rax,0x10000000c
  008557  jmp     0x0000000000000016
  00855c  add     r15,1
  008563  mov     [rbp+0x40],r13
  00856a  mov     qword ptr [rbp+0xd8],3
  008575  mov     qword ptr [rbp+0x50],0x1b
  008580  mov     qword ptr [rbp+0xe8],1
  00858b  mov     qword ptr [rbp+<exit lists 1>0],0x27
  008596  mov     qword ptr [rbp+0x118],2
  0085a1  mov     [rbp+0xa0],r15
  0085a8  mov     qword ptr [rbp+0x138],1
  0085b3  mov     rdi,[rbp+0x20]
  0085ba  mov     rsi,<exit lists 10>
  0085c4  mov     rdx,1
  0085ce  mov     rax,<exit_lists>
  0085d8  call    rax
  0085da  mov     rax,0x10000000d
  0085e4  jmp     0x0000000000000016
  0085e9  mov     [rbp+0x40],r13
  0085f0  mov     qword ptr [rbp+0xd8],3
  0085fb  mov     qword ptr [rbp+0x50],0x1b
  008606  mov     qword ptr [rbp+0xe8],1
  008611  mov     qword ptr [rbp+<exit lists 1>0],0x27
  00861c  mov     qword ptr [rbp+0x118],2
  008627  mov     [rbp+0xa0],r15
  00862e  mov     qword ptr [rbp+0x138],1
  008639  mov     rdi,[rbp+0x20]
  008640  mov     rsi,<exit lists 11>
  00864a  mov     rdx,1
  008654  mov     rax,<exit_lists>
  00865e  call    rax
  008660  mov     rax,0x10000000e
  00866a  jmp     0x0000000000000016
  00866f  mov     [rbp+0x40],r13
  008676  mov     qword ptr [rbp+0xd8],3
  008681  mov     qword ptr [rbp+0x50],0x1b
  00868c  mov     qword ptr [rbp+0xe8],1
  008697  mov     qword ptr [rbp+<exit lists 1>0],0x27
  0086a2  mov     qword ptr [rbp+0x118],2
  0086ad  mov     [rbp+<exit lists 1>8],rbx
  0086b4  mov     qword ptr [rbp+0x120],1
  0086bf  mov     [rbp+0xa0],r15
  0086c6  mov     qword ptr [rbp+0x138],1
  0086d1  mov     rdi,[rbp+0x20]
  0086d8  mov     rsi,<exit lists 12>
  0086e2  mov     rdx,1
  0086ec  mov     rax,<exit_lists>
  0086f6  call    rax
  0086f8  mov     rax,0x10000000f
  008702  jmp     0x0000000000000016
  008707  mov     [rbp+0x40],r13
  00870e  mov     qword ptr [rbp+0xd8],3
  008719  mov     qword ptr [rbp+0x50],0x1b
  008724  mov     qword ptr [rbp+0xe8],1
  00872f  mov     qword ptr [rbp+0x78],1
  00873a  mov     qword ptr [rbp+0x110],1
  008745  mov     [rbp+<exit lists 1>8],rbx
  00874c  mov     qword ptr [rbp+0x120],1
  008757  mov     rdi,[rbp+0x20]
  00875e  mov     rsi,<exit lists 13>
  008768  mov     rdx,1
  008772  mov     rax,<exit_lists>
  00877c  call    rax
  00877e  mov     rax,0x100000010
  008788  jmp     0x0000000000000016
  00878d  mov     [rbp+0x30],r12
  008794  mov     qword ptr [rbp+0xc8],3
  00879f  mov     [rbp+0x40],r13
  0087a6  mov     qword ptr [rbp+0xd8],3
  0087b1  mov     qword ptr [rbp+0x50],4
  0087bc  mov     qword ptr [rbp+0xe8],1
  0087c7  mov     qword ptr [rbp+0x78],1
  0087d2  mov     qword ptr [rbp+0x110],1
  0087dd  mov     rdi,[rbp+0x20]
  0087e4  mov     rsi,<exit lists 14>
  0087ee  mov     rdx,2
  0087f8  mov     rax,<exit_lists>
  008802  call    rax
  008804  mov     rax,0x100000011
  00880e  jmp     0x0000000000000016
  008813  mov     [rbp+0x30],r12
  00881a  mov     qword ptr [rbp+0xc8],3
  008825  mov     [rbp+0x40],r13
  00882c  mov     qword ptr [rbp+0xd8],3
  008837  mov     qword ptr [rbp+0x50],6
  008842  mov     qword ptr [rbp+0xe8],1
  00884d  mov     qword ptr [rbp+0x78],0
  008858  mov     qword ptr [rbp+0x110],1
  008863  mov     rdi,[rbp+0x20]
  00886a  mov     rsi,<exit lists 15>
  008874  mov     rdx,2
  00887e  mov     rax,<exit_lists>
  008888  call    rax
  00888a  mov     rax,0x100000012
  008894  jmp     0x0000000000000016
  008899  mov     [rbp+0x30],r12
  0088a0  mov     qword ptr [rbp+0xc8],3
  0088ab  mov     [rbp+0x40],r13
  0088b2  mov     qword ptr [rbp+0xd8],3
  0088bd  mov     qword ptr [rbp+0x50],8
  0088c8  mov     qword ptr [rbp+0xe8],1
  0088d3  mov     qword ptr [rbp+0x58],0xd
  0088de  mov     qword ptr [rbp+0xf0],2
  0088e9  mov     qword ptr [rbp+<exit lists 1>0],0x28
  0088f4  mov     qword ptr [rbp+0x118],2
  0088ff  mov     [rbp+0xa0],rbx
  008906  mov     qword ptr [rbp+0x138],1
  008911  mov     qword ptr [rbp+0xb8],1
  00891c  mov     qword ptr [rbp+0x150],1
  008927  mov     rdi,[rbp+0x20]
  00892e  mov     rsi,<exit lists 16>
  008938  mov     rdx,2
  008942  mov     rax,<exit_lists>
  00894c  call    rax
  00894e  mov     rax,0x100000013
  008958  jmp     0x0000000000000016
  00895d  add     rbx,1
  008964  mov     [rbp+0x30],r12
  00896b  mov     qword ptr [rbp+0xc8],3
  008976  mov     [rbp+0x40],r13
  00897d  mov     qword ptr [rbp+0xd8],3
  008988  mov     qword ptr [rbp+0x50],8
  008993  mov     qword ptr [rbp+0xe8],1
  00899e  mov     qword ptr [rbp+0x58],0xd
  0089a9  mov     qword ptr [rbp+0xf0],2
  0089b4  mov     qword ptr [rbp+<exit lists 1>0],0x28
  0089bf  mov     qword ptr [rbp+0x118],2
  0089ca  mov     [rbp+0xa0],rbx
  0089d1  mov     qword ptr [rbp+0x138],1
  0089dc  mov     rdi,[rbp+0x20]
  0089e3  mov     rsi,<exit lists 17>
  0089ed  mov     rdx,2
  0089f7  mov     rax,<exit_lists>
  008a01  call    rax
  008a03  mov     rax,0x100000014
  008a0d  jmp     0x0000000000000016
  008a12  mov     [rbp+0x30],r12
  008a19  mov     qword ptr [rbp+0xc8],3
  008a24  mov     [rbp+0x40],r13
  008a2b  mov     qword ptr [rbp+0xd8],3
  008a36  mov     qword ptr [rbp+0x50],8
  008a41  mov     qword ptr [rbp+0xe8],1
  008a4c  mov     qword ptr [rbp+0x58],0xd
  008a57  mov     qword ptr [rbp+0xf0],2
  008a62  mov     qword ptr [rbp+<exit lists 1>0],0x28
  008a6d  mov     qword ptr [rbp+0x118],2
  008a78  mov     [rbp+0xa0],rbx
  008a7f  mov     qword ptr [rbp+0x138],1
  008a8a  mov     rdi,[rbp+0x20]
  008a91  mov     rsi,<exit lists 18>
  008a9b  mov     rdx,2
  008aa5  mov     rax,<exit_lists>
  008aaf  call    rax
  008ab1  mov     rax,0x100000015
  008abb  jmp     0x0000000000000016
  008ac0  add     rbx,1
  008ac7  mov     [rbp+0x30],r12
  008ace  mov     qword ptr [rbp+0xc8],3
  008ad9  mov     [rbp+0x40],r13
  008ae0  mov     qword ptr [rbp+0xd8],3
  008aeb  mov     qword ptr [rbp+0x50],8
  008af6  mov     qword ptr [rbp+0xe8],1
  008b01  mov     qword ptr [rbp+0x58],0xd
  008b0c  mov     qword ptr [rbp+0xf0],2
  008b17  mov     qword ptr [rbp+<exit lists 1>0],0x28
  008b22  mov     qword ptr [rbp+0x118],2
  008b2d  mov     [rbp+0x90],r15
  008b34  mov     qword ptr [rbp+0x128],1
  008b3f  mov     [rbp+0xa0],rbx
  008b46  mov     qword ptr [rbp+0x138],1
  008b51  mov     rdi,[rbp+0x20]
  008b58  mov     rsi,<exit lists 19>
  008b62  mov     rdx,2
  008b6c  mov     rax,<exit_lists>
  008b76  call    rax
  008b78  mov     rax,0x100000016
  008b82  jmp     0x0000000000000016
  008b87  mov     [rbp+0x30],r12
  008b8e  mov     qword ptr [rbp+0xc8],3
  008b99  mov     [rbp+0x40],r13
  008ba0  mov     qword ptr [rbp+0xd8],3
  008bab  mov     qword ptr [rbp+0x50],8
  008bb6  mov     qword ptr [rbp+0xe8],1
  008bc1  mov     qword ptr [rbp+0x58],0xd
  008bcc  mov     qword ptr [rbp+0xf0],2
  008bd7  mov     qword ptr [rbp+<exit lists 1>0],0x28
  008be2  mov     qword ptr [rbp+0x118],2
  008bed  mov     [rbp+0x90],r15
  008bf4  mov     qword ptr [rbp+0x128],1
  008bff  mov     [rbp+0xa0],rbx
  008c06  mov     qword ptr [rbp+0x138],1
  008c11  mov     rdi,[rbp+0x20]
  008c18  mov     rsi,<exit lists 20>
  008c22  mov     rdx,2
  008c2c  mov     rax,<exit_lists>
  008c36  call    rax
  008c38  mov     rax,0x100000017
  008c42  jmp     0x0000000000000016
  008c47  mov     [rbp+0x30],r12
  008c4e  mov     qword ptr [rbp+0xc8],3
  008c59  mov     [rbp+0x40],r13
  008c60  mov     qword ptr [rbp+0xd8],3
  008c6b  mov     qword ptr [rbp+0x50],8
  008c76  mov     qword ptr [rbp+0xe8],1
  008c81  mov     qword ptr [rbp+0x58],0xd
  008c8c  mov     qword ptr [rbp+0xf0],2
  008c97  mov     qword ptr [rbp+<exit lists 1>0],0x28
  008ca2  mov     qword ptr [rbp+0x118],2
  008cad  mov     [rbp+<exit lists 1>8],r14
  008cb4  mov     qword ptr [rbp+0x120],1
  008cbf  mov     [rbp+0x90],r15
  008cc6  mov     qword ptr [rbp+0x128],1
  008cd1  mov     [rbp+0xa0],rbx
  008cd8  mov     qword ptr [rbp+0x138],1
  008ce3  mov     rdi,[rbp+0x20]
  008cea  mov     rsi,<exit lists 21>
  008cf4  mov     rdx,2
  008cfe  mov     rax,<exit_lists>
  008d08  call    rax
  008d0a  mov     rax,0x100000018
  008d14  jmp     0x0000000000000016
  008d19  mov     [rbp+0x30],r12
  008d20  mov     qword ptr [rbp+0xc8],3
  008d2b  mov     [rbp+0x40],r13
  008d32  mov     qword ptr [rbp+0xd8],3
  008d3d  mov     qword ptr [rbp+0x50],9
  008d48  mov     qword ptr [rbp+0xe8],1
  008d53  mov     qword ptr [rbp+<exit lists 1>0],0x2c
  008d5e  mov     qword ptr [rbp+0x118],2
  008d69  mov     [rbp+0xa0],r14
  008d70  mov     qword ptr [rbp+0x138],1
  008d7b  mov     qword ptr [rbp+0xa8],1
  008d86  mov     qword ptr [rbp+0x140],1
  008d91  mov     rdi,[rbp+0x20]
  008d98  mov     rsi,<exit lists 22>
  008da2  mov     rdx,2
  008dac  mov     rax,<exit_lists>
  008db6  call    rax
  008db8  mov     rax,0x100000019
  008dc2  jmp     0x0000000000000016
  008dc7  add     r14,1
  008dce  mov     [rbp+0x30],r12
  008dd5  mov     qword ptr [rbp+0xc8],3
  008de0  mov     [rbp+0x40],r13
  008de7  mov     qword ptr [rbp+0xd8],3
  008df2  mov     qword ptr [rbp+0x50],9
  008dfd  mov     qword ptr [rbp+0xe8],1
  008e08  mov     qword ptr [rbp+<exit lists 1>0],0x2c
  008e13  mov     qword ptr [rbp+0x118],2
  008e1e  mov     [rbp+0xa0],r14
  008e25  mov     qword ptr [rbp+0x138],1
  008e30  mov     rdi,[rbp+0x20]
  008e37  mov     rsi,<exit lists 23>
  008e41  mov     rdx,2
  008e4b  mov     rax,<exit_lists>
  008e55  call    rax
  008e57  mov     rax,0x10000001a
  008e61  jmp     0x0000000000000016
  008e66  mov     [rbp+0x30],r12
  008e6d  mov     qword ptr [rbp+0xc8],3
  008e78  mov     [rbp+0x40],r13
  008e7f  mov     qword ptr [rbp+0xd8],3
  008e8a  mov     qword ptr [rbp+0x50],9
  008e95  mov     qword ptr [rbp+0xe8],1
  008ea0  mov     qword ptr [rbp+<exit lists 1>0],0x2c
  008eab  mov     qword ptr [rbp+0x118],2
  008eb6  mov     [rbp+0xa0],r14
  008ebd  mov     qword ptr [rbp+0x138],1
  008ec8  mov     rdi,[rbp+0x20]
  008ecf  mov     rsi,<exit lists 24>
  008ed9  mov     rdx,2
  008ee3  mov     rax,<exit_lists>
  008eed  call    rax
  008eef  mov     rax,0x10000001b
  008ef9  jmp     0x0000000000000016
  008efe  mov     [rbp+0x30],r12
  008f05  mov     qword ptr [rbp+0xc8],3
  008f10  mov     [rbp+0x40],r13
  008f17  mov     qword ptr [rbp+0xd8],3
  008f22  mov     qword ptr [rbp+0x50],9
  008f2d  mov     qword ptr [rbp+0xe8],1
  008f38  mov     qword ptr [rbp+<exit lists 1>0],0x2c
  008f43  mov     qword ptr [rbp+0x118],2
  008f4e  mov     [rbp+<exit lists 1>8],r15
  008f55  mov     qword ptr [rbp+0x120],1
  008f60  mov     [rbp+0xa0],r14
  008f67  mov     qword ptr [rbp+0x138],1
  008f72  mov     rdi,[rbp+0x20]
  008f79  mov     rsi,<exit lists 25>
  008f83  mov     rdx,2
  008f8d  mov     rax,<exit_lists>
  008f97  call    rax
  008f99  mov     rax,0x10000001c
  008fa3  jmp     0x0000000000000016
  008fa8  mov     [rbp+0x30],r12
  008faf  mov     qword ptr [rbp+0xc8],3
  008fba  mov     [rbp+0x40],r13
  008fc1  mov     qword ptr [rbp+0xd8],3
  008fcc  mov     qword ptr [rbp+0x50],9
  008fd7  mov     qword ptr [rbp+0xe8],1
  008fe2  mov     qword ptr [rbp+<exit lists 1>8],0
  008fed  mov     qword ptr [rbp+0x120],1
  008ff8  mov     rdi,[rbp+0x20]
  008fff  mov     rsi,<exit lists 26>
  009009  mov     rdx,2
  009013  mov     rax,<exit_lists>
  00901d  call    rax
  00901f  mov     rax,0x10000001d
  009029  jmp     0x0000000000000016
  00902e  mov     [rbp+0x30],r12
  009035  mov     qword ptr [rbp+0xc8],3
  009040  mov     [rbp+0x40],r13
  009047  mov     qword ptr [rbp+0xd8],3
  009052  mov     qword ptr [rbp+0x50],0xd
  00905d  mov     qword ptr [rbp+0xe8],1
  009068  mov     qword ptr [rbp+<exit lists 1>0],0x27
  009073  mov     qword ptr [rbp+0x118],2
  00907e  mov     [rbp+0xa0],r15
  009085  mov     qword ptr [rbp+0x138],1
  009090  mov     qword ptr [rbp+0xa8],1
  00909b  mov     qword ptr [rbp+0x140],1
  0090a6  mov     rdi,[rbp+0x20]
  0090ad  mov     rsi,<exit lists 27>
  0090b7  mov     rdx,2
  0090c1  mov     rax,<exit_lists>
  0090cb  call    rax
  0090cd  mov     rax,0x10000001e
  0090d7  jmp     0x0000000000000016
  0090dc  add     r15,1
  0090e3  mov     [rbp+0x30],r12
  0090ea  mov     qword ptr [rbp+0xc8],3
  0090f5  mov     [rbp+0x40],r13
  0090fc  mov     qword ptr [rbp+0xd8],3
  009107  mov     qword ptr [rbp+0x50],0xd
  009112  mov     qword ptr [rbp+0xe8],1
  00911d  mov     qword ptr [rbp+<exit lists 1>0],0x27
  009128  mov     qword ptr [rbp+0x118],2
  009133  mov     [rbp+0xa0],r15
  00913a  mov     qword ptr [rbp+0x138],1
  009145  mov     rdi,[rbp+0x20]
  00914c  mov     rsi,<exit lists 28>
  009156  mov     rdx,2
  009160  mov     rax,<exit_lists>
  00916a  call    rax
  00916c  mov     rax,0x10000001f
  009176  jmp     0x0000000000000016
  00917b  mov     [rbp+0x30],r12
  009182  mov     qword ptr [rbp+0xc8],3
  00918d  mov     [rbp+0x40],r13
  009194  mov     qword ptr [rbp+0xd8],3
  00919f  mov     qword ptr [rbp+0x50],0xd
  0091aa  mov     qword ptr [rbp+0xe8],1
  0091b5  mov     qword ptr [rbp+<exit lists 1>0],0x27
  0091c0  mov     qword ptr [rbp+0x118],2
  0091cb  mov     [rbp+0xa0],r15
  0091d2  mov     qword ptr [rbp+0x138],1
  0091dd  mov     rdi,[rbp+0x20]
  0091e4  mov     rsi,<exit lists 29>
  0091ee  mov     rdx,2
  0091f8  mov     rax,<exit_lists>
  009202  call    rax
  009204  mov     rax,0x100000020
  00920e  jmp     0x0000000000000016
  009213  mov     [rbp+0x30],r12
  00921a  mov     qword ptr [rbp+0xc8],3
  009225  mov     [rbp+0x40],r13
  00922c  mov     qword ptr [rbp+0xd8],3
  009237  mov     qword ptr [rbp+0x50],0xd
  009242  mov     qword ptr [rbp+0xe8],1
  00924d  mov     qword ptr [rbp+<exit lists 1>0],0x27
  009258  mov     qword ptr [rbp+0x118],2
  009263  mov     [rbp+<exit lists 1>8],r14
  00926a  mov     qword ptr [rbp+0x120],1
  009275  mov     [rbp+0xa0],r15
  00927c  mov     qword ptr [rbp+0x138],1
  009287  mov     rdi,[rbp+0x20]
  00928e  mov     rsi,<exit lists 30>
  009298  mov     rdx,2
  0092a2  mov     rax,<exit_lists>
  0092ac  call    rax
  0092ae  mov     rax,0x100000021
  0092b8  jmp     0x0000000000000016
  0092bd  mov     [rbp+0x30],r12
  0092c4  mov     qword ptr [rbp+0xc8],3
  0092cf  mov     [rbp+0x40],r13
  0092d6  mov     qword ptr [rbp+0xd8],3
  0092e1  mov     qword ptr [rbp+0x50],0xd
  0092ec  mov     qword ptr [rbp+0xe8],1
  0092f7  mov     qword ptr [rbp+0x78],2
  009302  mov     qword ptr [rbp+0x110],1
  00930d  mov     [rbp+<exit lists 1>8],r14
  009314  mov     qword ptr [rbp+0x120],1
  00931f  mov     rdi,[rbp+0x20]
  009326  mov     rsi,<exit lists 31>
  009330  mov     rdx,2
  00933a  mov     rax,<exit_lists>
  009344  call    rax
  009346  mov     rax,0x100000022
  009350  jmp     0x0000000000000016
