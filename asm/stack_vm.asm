; T0: 21335 bytes
  000030  mov     qword ptr [rbp+0x18],0
  00003b  mov     rbx,[rbp+0x28]
  000042  mov     r12,[rbp+0x30]
  000049  mov     r13,[rbp+0x40]
  000050  mov     r14,[rbp+0x50]
  000057  jmp     0x00000000000000f8
  00005c  mov     qword ptr [rbp+0x18],0
; v0:list = input bytecode
  000067  cmp     qword ptr [rbp+0xc0],3
  000072  jne     0x0000000000002e75
  000078  mov     rbx,[rbp+0x28]
; v1:list = input mem
  00007f  cmp     qword ptr [rbp+0xc8],3
  00008a  jne     0x0000000000002e75
  000090  mov     r12,[rbp+0x30]
; v2:list = input stack
  000097  cmp     qword ptr [rbp+0xd8],3
  0000a2  jne     0x0000000000002e75
  0000a8  mov     r13,[rbp+0x40]
; v3:list = input rstack
  0000af  cmp     qword ptr [rbp+0xe0],3
  0000ba  jne     0x0000000000002e75
; v4:int = input pc
  0000c0  cmp     qword ptr [rbp+0xe8],1
  0000cb  jne     0x0000000000002e75
  0000d1  mov     r14,[rbp+0x50]
; guard_value v0, ['push', 0, 'store', 1, 'load', 1, 'load', 0, 'lt', 'jump_if_zero', 50, 'push', 0, 'store', 2, 'load', 2, 'load', 0, 'eq', 'jump_if_zero', 31, 'load', 1, 'push', 1, 'add', 'store', 1, 'jump', 4, 'load', 3, 'load', 1, 'load', 2, 'mul', 'add', 'store', 3, 'load', 2, 'push', 1, 'add', 'store', 2, 'jump', 15, 'load', 3, 'halt'] => dispatch_loop/0 (0) {mem=v1, stack=v2, pc=v4}
  0000d8  mov     rax,<list k0>
  0000e2  cmp     rbx,rax
  0000e5  jne     0x0000000000002e84
; guard_value v4, 15 => dispatch_loop_promote_bytecode/0 (1) {mem=v1, stack=v2, pc=v4}
  0000eb  cmp     r14,0xf
  0000f2  jne     0x0000000000002f02
; v7:int = readlist v1, 2 => op_load/2 (4) {mem=v1, stack=v2, pc=15, a=2}
  0000f8  cmp     qword ptr [r12],2
  000104  jbe     0x0000000000002f59
  00010a  mov     rax,[r12+8]
  000112  test    rax,rax
  000115  je      0x0000000000000128
  00011b  cmp     byte ptr [rax+2],1
  000122  jne     0x0000000000002f59
  000128  mov     rax,[r12+0x10]
  000130  mov     r14,[rax+0x10]
; v8:list = append v2, v7 owned
  000137  sub     rsp,0x70
  00013e  mov     [rsp+0x30],rcx
  000146  mov     [rsp+0x38],rsi
  00014e  mov     [rsp+0x40],rdi
  000156  mov     [rsp+0x48],r8
  00015e  mov     [rsp+0x50],r9
  000166  mov     [rsp+0x58],r10
  00016e  mov     [rsp],r13
  000176  mov     qword ptr [rsp+8],3
  000182  mov     [rsp+0x10],r14
  00018a  mov     qword ptr [rsp+0x18],1
  000196  mov     rdi,[rbp+0x20]
  00019d  mov     esi,0xf
  0001a2  mov     rdx,rsp
  0001a5  mov     rcx,0xfffffffffffffffc
  0001af  mov     r8,0xfffffffffffffffc
  0001b9  mov     r9,0
  0001c3  mov     rax,<list_op>
  0001cd  call    rax
  0001cf  mov     r11,rax
  0001d2  mov     rcx,[rsp+0x30]
  0001da  mov     rsi,[rsp+0x38]
  0001e2  mov     rdi,[rsp+0x40]
  0001ea  mov     r8,[rsp+0x48]
  0001f2  mov     r9,[rsp+0x50]
  0001fa  mov     r10,[rsp+0x58]
  000202  add     rsp,0x70
  000209  mov     r13,r11
; v9:int = readlist v1, 0 => op_load/2 (9) {mem=v1, stack=v8, pc=17, a=0}
  00020c  cmp     qword ptr [r12],0
  000218  jbe     0x0000000000002fb8
  00021e  mov     rax,[r12+8]
  000226  test    rax,rax
  000229  je      0x000000000000023c
  00022f  cmp     byte ptr [rax],1
  000236  jne     0x0000000000002fb8
  00023c  mov     rax,[r12+0x10]
  000244  mov     rbx,[rax]
; v10:list = append v8, v9 owned
  00024b  sub     rsp,0x70
  000252  mov     [rsp+0x30],rcx
  00025a  mov     [rsp+0x38],rsi
  000262  mov     [rsp+0x40],rdi
  00026a  mov     [rsp+0x48],r8
  000272  mov     [rsp+0x50],r9
  00027a  mov     [rsp+0x58],r10
  000282  mov     [rsp],r13
  00028a  mov     qword ptr [rsp+8],3
  000296  mov     [rsp+0x10],rbx
  00029e  mov     qword ptr [rsp+0x18],1
  0002aa  mov     rdi,[rbp+0x20]
  0002b1  mov     esi,0xf
  0002b6  mov     rdx,rsp
  0002b9  mov     rcx,0xfffffffffffffffc
  0002c3  mov     r8,0xfffffffffffffffc
  0002cd  mov     r9,0
  0002d7  mov     rax,<list_op>
  0002e1  call    rax
  0002e3  mov     r11,rax
  0002e6  mov     rcx,[rsp+0x30]
  0002ee  mov     rsi,[rsp+0x38]
  0002f6  mov     rdi,[rsp+0x40]
  0002fe  mov     r8,[rsp+0x48]
  000306  mov     r9,[rsp+0x50]
  00030e  mov     r10,[rsp+0x58]
  000316  add     rsp,0x70
  00031d  mov     r13,r11
; v11:int = len v10
  000320  mov     rbx,[r13]
; v12:int = lt v11, 2
; guard_false v12 => pop2/2 (21) {mem=v1, stack=v10, pc=19, opcode='eq', k='binary_xy', depth=v11, few=1}
  000328  cmp     rbx,2
  00032f  jl      0x0000000000003017
; v14:int = sub_nov v11, 1
  000335  mov     r15,rbx
  000338  sub     r15,1
; v15:int = readlist v10, v14 => pop2_top/1 (22) {mem=v1, stack=v10, pc=19, opcode='eq', k='binary_xy', depth=v14}
  00033f  cmp     r15,[r13]
  000347  jae     0x00000000000030b4
  00034d  mov     rax,[r13+8]
  000355  test    rax,rax
  000358  je      0x0000000000000369
  00035e  cmp     byte ptr [rax+r15],1
  000363  jne     0x00000000000030b4
  000369  mov     rax,[r13+0x10]
  000371  mov     r15,[rax+r15*8]
; v16:int = add_nov v11, -2
  000375  add     rbx,0xfffffffffffffffe
; v17:int = readlist v10, v16 => pop2_top/3 (22) {mem=v1, stack=v10, pc=19, opcode='eq', k='binary_xy', y=v15, depth=v16}
  00037c  cmp     rbx,[r13]
  000384  jae     0x000000000000313b
  00038a  mov     rax,[r13+8]
  000392  test    rax,rax
  000395  je      0x00000000000003a6
  00039b  cmp     byte ptr [rax+rbx],1
  0003a0  jne     0x000000000000313b
  0003a6  mov     rax,[r13+0x10]
  0003ae  mov     rsi,[rax+rbx*8]
; v18:list = slice v10, 0, v16 owned => pop2_top/4 (22) {mem=v1, stack=v10, pc=19, opcode='eq', k='binary_xy', x=v17, y=v15, depth=v16}
  0003b2  sub     rsp,0x70
  0003b9  mov     [rsp+0x30],rcx
  0003c1  mov     [rsp+0x38],rsi
  0003c9  mov     [rsp+0x40],rdi
  0003d1  mov     [rsp+0x48],r8
  0003d9  mov     [rsp+0x50],r9
  0003e1  mov     [rsp+0x58],r10
  0003e9  mov     [rsp],r13
  0003f1  mov     qword ptr [rsp+8],3
  0003fd  mov     qword ptr [rsp+0x10],0
  000409  mov     qword ptr [rsp+0x18],1
  000415  mov     [rsp+0x20],rbx
  00041d  mov     qword ptr [rsp+0x28],1
  000429  mov     rdi,[rbp+0x20]
  000430  mov     esi,0x10
  000435  mov     rdx,rsp
  000438  mov     rcx,0xfffffffffffffffc
  000442  mov     r8,0xfffffffffffffffc
  00044c  mov     r9,0
  000456  mov     rax,<list_op>
  000460  call    rax
  000462  mov     r11,rax
  000465  mov     rcx,[rsp+0x30]
  00046d  mov     rsi,[rsp+0x38]
  000475  mov     rdi,[rsp+0x40]
  00047d  mov     r8,[rsp+0x48]
  000485  mov     r9,[rsp+0x50]
  00048d  mov     r10,[rsp+0x58]
  000495  add     rsp,0x70
  00049c  test    rdx,rdx
  00049f  je      0x00000000000031d4
  0004a5  mov     r13,r11
; v19:int = eq v17, v15
  0004a8  cmp     rsi,r15
  0004ab  sete    al
  0004ae  movzx   esi,al
; v20:list = append v18, v19 owned
  0004b2  sub     rsp,0x70
  0004b9  mov     [rsp+0x30],rcx
  0004c1  mov     [rsp+0x38],rsi
  0004c9  mov     [rsp+0x40],rdi
  0004d1  mov     [rsp+0x48],r8
  0004d9  mov     [rsp+0x50],r9
  0004e1  mov     [rsp+0x58],r10
  0004e9  mov     [rsp],r13
  0004f1  mov     qword ptr [rsp+8],3
  0004fd  mov     [rsp+0x10],rsi
  000505  mov     qword ptr [rsp+0x18],1
  000511  mov     rdi,[rbp+0x20]
  000518  mov     esi,0xf
  00051d  mov     rdx,rsp
  000520  mov     rcx,0xfffffffffffffffc
  00052a  mov     r8,0xfffffffffffffffc
  000534  mov     r9,0
  00053e  mov     rax,<list_op>
  000548  call    rax
  00054a  mov     r11,rax
  00054d  mov     rcx,[rsp+0x30]
  000555  mov     rsi,[rsp+0x38]
  00055d  mov     rdi,[rsp+0x40]
  000565  mov     r8,[rsp+0x48]
  00056d  mov     r9,[rsp+0x50]
  000575  mov     r10,[rsp+0x58]
  00057d  add     rsp,0x70
  000584  mov     r13,r11
; v21:int = len v20
  000587  mov     rsi,[r13]
; v22:int = eq v21, 0
; guard_false v22 => pop/2 (45) {mem=v1, stack=v20, pc=20, k='jump_if_zero_x', depth=v21, empty=1}
  00058f  test    rsi,rsi
  000592  je      0x000000000000327f
; v24:int = sub_nov v21, 1
  000598  sub     rsi,1
; v25:int = readlist v20, v24 => pop_top/1 (46) {mem=v1, stack=v20, pc=20, k='jump_if_zero_x', depth=v24}
  00059f  cmp     rsi,[r13]
  0005a7  jae     0x0000000000003306
  0005ad  mov     rax,[r13+8]
  0005b5  test    rax,rax
  0005b8  je      0x00000000000005c9
  0005be  cmp     byte ptr [rax+rsi],1
  0005c3  jne     0x0000000000003306
  0005c9  mov     rax,[r13+0x10]
  0005d1  mov     r15,[rax+rsi*8]
; v26:list = slice v20, 0, v24 owned => pop_top/2 (46) {mem=v1, stack=v20, pc=20, k='jump_if_zero_x', x=v25, depth=v24}
  0005d5  sub     rsp,0x70
  0005dc  mov     [rsp+0x30],rcx
  0005e4  mov     [rsp+0x38],rsi
  0005ec  mov     [rsp+0x40],rdi
  0005f4  mov     [rsp+0x48],r8
  0005fc  mov     [rsp+0x50],r9
  000604  mov     [rsp+0x58],r10
  00060c  mov     [rsp],r13
  000614  mov     qword ptr [rsp+8],3
  000620  mov     qword ptr [rsp+0x10],0
  00062c  mov     qword ptr [rsp+0x18],1
  000638  mov     [rsp+0x20],rsi
  000640  mov     qword ptr [rsp+0x28],1
  00064c  mov     rdi,[rbp+0x20]
  000653  mov     esi,0x10
  000658  mov     rdx,rsp
  00065b  mov     rcx,0xfffffffffffffffc
  000665  mov     r8,0xfffffffffffffffc
  00066f  mov     r9,0
  000679  mov     rax,<list_op>
  000683  call    rax
  000685  mov     r11,rax
  000688  mov     rcx,[rsp+0x30]
  000690  mov     rsi,[rsp+0x38]
  000698  mov     rdi,[rsp+0x40]
  0006a0  mov     r8,[rsp+0x48]
  0006a8  mov     r9,[rsp+0x50]
  0006b0  mov     r10,[rsp+0x58]
  0006b8  add     rsp,0x70
  0006bf  test    rdx,rdx
  0006c2  je      0x0000000000003377
  0006c8  mov     r13,r11
; guard_false v25 => jump_if_zero_x/0 (49) {mem=v1, stack=v26, pc=20, x=v25}
  0006cb  test    r15,r15
  0006ce  jne     0x00000000000033fa
; v28:int = readlist v1, 3 => op_load/2 (55) {mem=v1, stack=v26, pc=31, a=3}
  0006d4  cmp     qword ptr [r12],3
  0006e0  jbe     0x0000000000003455
  0006e6  mov     rax,[r12+8]
  0006ee  test    rax,rax
  0006f1  je      0x0000000000000704
  0006f7  cmp     byte ptr [rax+3],1
  0006fe  jne     0x0000000000003455
  000704  mov     rax,[r12+0x10]
  00070c  mov     r15,[rax+0x18]
; v29:list = append v26, v28 owned
  000713  sub     rsp,0x70
  00071a  mov     [rsp+0x30],rcx
  000722  mov     [rsp+0x38],rsi
  00072a  mov     [rsp+0x40],rdi
  000732  mov     [rsp+0x48],r8
  00073a  mov     [rsp+0x50],r9
  000742  mov     [rsp+0x58],r10
  00074a  mov     [rsp],r13
  000752  mov     qword ptr [rsp+8],3
  00075e  mov     [rsp+0x10],r15
  000766  mov     qword ptr [rsp+0x18],1
  000772  mov     rdi,[rbp+0x20]
  000779  mov     esi,0xf
  00077e  mov     rdx,rsp
  000781  mov     rcx,0xfffffffffffffffc
  00078b  mov     r8,0xfffffffffffffffc
  000795  mov     r9,0
  00079f  mov     rax,<list_op>
  0007a9  call    rax
  0007ab  mov     r11,rax
  0007ae  mov     rcx,[rsp+0x30]
  0007b6  mov     rsi,[rsp+0x38]
  0007be  mov     rdi,[rsp+0x40]
  0007c6  mov     r8,[rsp+0x48]
  0007ce  mov     r9,[rsp+0x50]
  0007d6  mov     r10,[rsp+0x58]
  0007de  add     rsp,0x70
  0007e5  mov     r13,r11
; v30:int = readlist v1, 1 => op_load/2 (60) {mem=v1, stack=v29, pc=33, a=1}
  0007e8  cmp     qword ptr [r12],1
  0007f4  jbe     0x00000000000034b4
  0007fa  mov     rax,[r12+8]
  000802  test    rax,rax
  000805  je      0x0000000000000818
  00080b  cmp     byte ptr [rax+1],1
  000812  jne     0x00000000000034b4
  000818  mov     rax,[r12+0x10]
  000820  mov     r15,[rax+8]
; v31:list = append v29, v30 owned
  000827  sub     rsp,0x70
  00082e  mov     [rsp+0x30],rcx
  000836  mov     [rsp+0x38],rsi
  00083e  mov     [rsp+0x40],rdi
  000846  mov     [rsp+0x48],r8
  00084e  mov     [rsp+0x50],r9
  000856  mov     [rsp+0x58],r10
  00085e  mov     [rsp],r13
  000866  mov     qword ptr [rsp+8],3
  000872  mov     [rsp+0x10],r15
  00087a  mov     qword ptr [rsp+0x18],1
  000886  mov     rdi,[rbp+0x20]
  00088d  mov     esi,0xf
  000892  mov     rdx,rsp
  000895  mov     rcx,0xfffffffffffffffc
  00089f  mov     r8,0xfffffffffffffffc
  0008a9  mov     r9,0
  0008b3  mov     rax,<list_op>
  0008bd  call    rax
  0008bf  mov     r11,rax
  0008c2  mov     rcx,[rsp+0x30]
  0008ca  mov     rsi,[rsp+0x38]
  0008d2  mov     rdi,[rsp+0x40]
  0008da  mov     r8,[rsp+0x48]
  0008e2  mov     r9,[rsp+0x50]
  0008ea  mov     r10,[rsp+0x58]
  0008f2  add     rsp,0x70
  0008f9  mov     r13,r11
; v32:list = append v31, v7 owned
  0008fc  sub     rsp,0x70
  000903  mov     [rsp+0x30],rcx
  00090b  mov     [rsp+0x38],rsi
  000913  mov     [rsp+0x40],rdi
  00091b  mov     [rsp+0x48],r8
  000923  mov     [rsp+0x50],r9
  00092b  mov     [rsp+0x58],r10
  000933  mov     [rsp],r13
  00093b  mov     qword ptr [rsp+8],3
  000947  mov     [rsp+0x10],r14
  00094f  mov     qword ptr [rsp+0x18],1
  00095b  mov     rdi,[rbp+0x20]
  000962  mov     esi,0xf
  000967  mov     rdx,rsp
  00096a  mov     rcx,0xfffffffffffffffc
  000974  mov     r8,0xfffffffffffffffc
  00097e  mov     r9,0
  000988  mov     rax,<list_op>
  000992  call    rax
  000994  mov     r11,rax
  000997  mov     rcx,[rsp+0x30]
  00099f  mov     rsi,[rsp+0x38]
  0009a7  mov     rdi,[rsp+0x40]
  0009af  mov     r8,[rsp+0x48]
  0009b7  mov     r9,[rsp+0x50]
  0009bf  mov     r10,[rsp+0x58]
  0009c7  add     rsp,0x70
  0009ce  mov     r13,r11
; v33:int = len v32
  0009d1  mov     r15,[r13]
; v34:int = lt v33, 2
; guard_false v34 => pop2/2 (75) {mem=v1, stack=v32, pc=37, opcode='mul', k='binary_xy', depth=v33, few=1}
  0009d9  cmp     r15,2
  0009e0  jl      0x0000000000003513
; v36:int = sub_nov v33, 1
  0009e6  mov     rsi,r15
  0009e9  sub     rsi,1
; v37:int = readlist v32, v36 => pop2_top/1 (76) {mem=v1, stack=v32, pc=37, opcode='mul', k='binary_xy', depth=v36}
  0009f0  cmp     rsi,[r13]
  0009f8  jae     0x00000000000035b0
  0009fe  mov     rax,[r13+8]
  000a06  test    rax,rax
  000a09  je      0x0000000000000a1a
  000a0f  cmp     byte ptr [rax+rsi],1
  000a14  jne     0x00000000000035b0
  000a1a  mov     rax,[r13+0x10]
  000a22  mov     rsi,[rax+rsi*8]
; v38:int = add_nov v33, -2
  000a26  add     r15,0xfffffffffffffffe
; v39:int = readlist v32, v38 => pop2_top/3 (76) {mem=v1, stack=v32, pc=37, opcode='mul', k='binary_xy', y=v37, depth=v38}
  000a2d  cmp     r15,[r13]
  000a35  jae     0x0000000000003637
  000a3b  mov     rax,[r13+8]
  000a43  test    rax,rax
  000a46  je      0x0000000000000a57
  000a4c  cmp     byte ptr [rax+r15],1
  000a51  jne     0x0000000000003637
  000a57  mov     rax,[r13+0x10]
  000a5f  mov     rbx,[rax+r15*8]
; v40:list = slice v32, 0, v38 owned => pop2_top/4 (76) {mem=v1, stack=v32, pc=37, opcode='mul', k='binary_xy', x=v39, y=v37, depth=v38}
  000a63  sub     rsp,0x70
  000a6a  mov     [rsp+0x30],rcx
  000a72  mov     [rsp+0x38],rsi
  000a7a  mov     [rsp+0x40],rdi
  000a82  mov     [rsp+0x48],r8
  000a8a  mov     [rsp+0x50],r9
  000a92  mov     [rsp+0x58],r10
  000a9a  mov     [rsp],r13
  000aa2  mov     qword ptr [rsp+8],3
  000aae  mov     qword ptr [rsp+0x10],0
  000aba  mov     qword ptr [rsp+0x18],1
  000ac6  mov     [rsp+0x20],r15
  000ace  mov     qword ptr [rsp+0x28],1
  000ada  mov     rdi,[rbp+0x20]
  000ae1  mov     esi,0x10
  000ae6  mov     rdx,rsp
  000ae9  mov     rcx,0xfffffffffffffffc
  000af3  mov     r8,0xfffffffffffffffc
  000afd  mov     r9,0
  000b07  mov     rax,<list_op>
  000b11  call    rax
  000b13  mov     r11,rax
  000b16  mov     rcx,[rsp+0x30]
  000b1e  mov     rsi,[rsp+0x38]
  000b26  mov     rdi,[rsp+0x40]
  000b2e  mov     r8,[rsp+0x48]
  000b36  mov     r9,[rsp+0x50]
  000b3e  mov     r10,[rsp+0x58]
  000b46  add     rsp,0x70
  000b4d  test    rdx,rdx
  000b50  je      0x00000000000036d0
  000b56  mov     r13,r11
; v41:int = mul v39, v37 => binary_mul/0 (80) {mem=v1, stack=v40, pc=37, x=v39, y=v37}
  000b59  mov     r11,rbx
  000b5c  imul    r11,rsi
  000b60  jo      0x000000000000377b
  000b66  mov     rbx,r11
; v42:list = append v40, v41 owned
  000b69  sub     rsp,0x70
  000b70  mov     [rsp+0x30],rcx
  000b78  mov     [rsp+0x38],rsi
  000b80  mov     [rsp+0x40],rdi
  000b88  mov     [rsp+0x48],r8
  000b90  mov     [rsp+0x50],r9
  000b98  mov     [rsp+0x58],r10
  000ba0  mov     [rsp],r13
  000ba8  mov     qword ptr [rsp+8],3
  000bb4  mov     [rsp+0x10],rbx
  000bbc  mov     qword ptr [rsp+0x18],1
  000bc8  mov     rdi,[rbp+0x20]
  000bcf  mov     esi,0xf
  000bd4  mov     rdx,rsp
  000bd7  mov     rcx,0xfffffffffffffffc
  000be1  mov     r8,0xfffffffffffffffc
  000beb  mov     r9,0
  000bf5  mov     rax,<list_op>
  000bff  call    rax
  000c01  mov     r11,rax
  000c04  mov     rcx,[rsp+0x30]
  000c0c  mov     rsi,[rsp+0x38]
  000c14  mov     rdi,[rsp+0x40]
  000c1c  mov     r8,[rsp+0x48]
  000c24  mov     r9,[rsp+0x50]
  000c2c  mov     r10,[rsp+0x58]
  000c34  add     rsp,0x70
  000c3b  mov     r13,r11
; v43:int = len v42
  000c3e  mov     rbx,[r13]
; v44:int = lt v43, 2
; guard_false v44 => pop2/2 (89) {mem=v1, stack=v42, pc=38, opcode='add', k='binary_xy', depth=v43, few=1}
  000c46  cmp     rbx,2
  000c4d  jl      0x00000000000037e8
; v46:int = sub_nov v43, 1
  000c53  mov     rsi,rbx
  000c56  sub     rsi,1
; v47:int = readlist v42, v46 => pop2_top/1 (90) {mem=v1, stack=v42, pc=38, opcode='add', k='binary_xy', depth=v46}
  000c5d  cmp     rsi,[r13]
  000c65  jae     0x0000000000003885
  000c6b  mov     rax,[r13+8]
  000c73  test    rax,rax
  000c76  je      0x0000000000000c87
  000c7c  cmp     byte ptr [rax+rsi],1
  000c81  jne     0x0000000000003885
  000c87  mov     rax,[r13+0x10]
  000c8f  mov     rsi,[rax+rsi*8]
; v48:int = add_nov v43, -2
  000c93  add     rbx,0xfffffffffffffffe
; v49:int = readlist v42, v48 => pop2_top/3 (90) {mem=v1, stack=v42, pc=38, opcode='add', k='binary_xy', y=v47, depth=v48}
  000c9a  cmp     rbx,[r13]
  000ca2  jae     0x000000000000390c
  000ca8  mov     rax,[r13+8]
  000cb0  test    rax,rax
  000cb3  je      0x0000000000000cc4
  000cb9  cmp     byte ptr [rax+rbx],1
  000cbe  jne     0x000000000000390c
  000cc4  mov     rax,[r13+0x10]
  000ccc  mov     r15,[rax+rbx*8]
; v50:list = slice v42, 0, v48 owned => pop2_top/4 (90) {mem=v1, stack=v42, pc=38, opcode='add', k='binary_xy', x=v49, y=v47, depth=v48}
  000cd0  sub     rsp,0x70
  000cd7  mov     [rsp+0x30],rcx
  000cdf  mov     [rsp+0x38],rsi
  000ce7  mov     [rsp+0x40],rdi
  000cef  mov     [rsp+0x48],r8
  000cf7  mov     [rsp+0x50],r9
  000cff  mov     [rsp+0x58],r10
  000d07  mov     [rsp],r13
  000d0f  mov     qword ptr [rsp+8],3
  000d1b  mov     qword ptr [rsp+0x10],0
  000d27  mov     qword ptr [rsp+0x18],1
  000d33  mov     [rsp+0x20],rbx
  000d3b  mov     qword ptr [rsp+0x28],1
  000d47  mov     rdi,[rbp+0x20]
  000d4e  mov     esi,0x10
  000d53  mov     rdx,rsp
  000d56  mov     rcx,0xfffffffffffffffc
  000d60  mov     r8,0xfffffffffffffffc
  000d6a  mov     r9,0
  000d74  mov     rax,<list_op>
  000d7e  call    rax
  000d80  mov     r11,rax
  000d83  mov     rcx,[rsp+0x30]
  000d8b  mov     rsi,[rsp+0x38]
  000d93  mov     rdi,[rsp+0x40]
  000d9b  mov     r8,[rsp+0x48]
  000da3  mov     r9,[rsp+0x50]
  000dab  mov     r10,[rsp+0x58]
  000db3  add     rsp,0x70
  000dba  test    rdx,rdx
  000dbd  je      0x00000000000039a5
  000dc3  mov     r13,r11
; v51:int = add v49, v47 => binary_add/0 (92) {mem=v1, stack=v50, pc=38, x=v49, y=v47}
  000dc6  add     r15,rsi
  000dc9  jo      0x0000000000003a50
; v52:list = append v50, v51 owned
  000dcf  sub     rsp,0x70
  000dd6  mov     [rsp+0x30],rcx
  000dde  mov     [rsp+0x38],rsi
  000de6  mov     [rsp+0x40],rdi
  000dee  mov     [rsp+0x48],r8
  000df6  mov     [rsp+0x50],r9
  000dfe  mov     [rsp+0x58],r10
  000e06  mov     [rsp],r13
  000e0e  mov     qword ptr [rsp+8],3
  000e1a  mov     [rsp+0x10],r15
  000e22  mov     qword ptr [rsp+0x18],1
  000e2e  mov     rdi,[rbp+0x20]
  000e35  mov     esi,0xf
  000e3a  mov     rdx,rsp
  000e3d  mov     rcx,0xfffffffffffffffc
  000e47  mov     r8,0xfffffffffffffffc
  000e51  mov     r9,0
  000e5b  mov     rax,<list_op>
  000e65  call    rax
  000e67  mov     r11,rax
  000e6a  mov     rcx,[rsp+0x30]
  000e72  mov     rsi,[rsp+0x38]
  000e7a  mov     rdi,[rsp+0x40]
  000e82  mov     r8,[rsp+0x48]
  000e8a  mov     r9,[rsp+0x50]
  000e92  mov     r10,[rsp+0x58]
  000e9a  add     rsp,0x70
  000ea1  mov     r13,r11
; v53:int = len v52
  000ea4  mov     r15,[r13]
; v54:int = eq v53, 0
; guard_false v54 => pop/2 (100) {mem=v1, stack=v52, pc=39, k='store_x', depth=v53, empty=1}
  000eac  test    r15,r15
  000eaf  je      0x0000000000003ac0
; v56:int = sub_nov v53, 1
  000eb5  sub     r15,1
; v57:int = readlist v52, v56 => pop_top/1 (101) {mem=v1, stack=v52, pc=39, k='store_x', depth=v56}
  000ebc  cmp     r15,[r13]
  000ec4  jae     0x0000000000003b47
  000eca  mov     rax,[r13+8]
  000ed2  test    rax,rax
  000ed5  je      0x0000000000000ee6
  000edb  cmp     byte ptr [rax+r15],1
  000ee0  jne     0x0000000000003b47
  000ee6  mov     rax,[r13+0x10]
  000eee  mov     rsi,[rax+r15*8]
; v58:list = slice v52, 0, v56 owned => pop_top/2 (101) {mem=v1, stack=v52, pc=39, k='store_x', x=v57, depth=v56}
  000ef2  sub     rsp,0x70
  000ef9  mov     [rsp+0x30],rcx
  000f01  mov     [rsp+0x38],rsi
  000f09  mov     [rsp+0x40],rdi
  000f11  mov     [rsp+0x48],r8
  000f19  mov     [rsp+0x50],r9
  000f21  mov     [rsp+0x58],r10
  000f29  mov     [rsp],r13
  000f31  mov     qword ptr [rsp+8],3
  000f3d  mov     qword ptr [rsp+0x10],0
  000f49  mov     qword ptr [rsp+0x18],1
  000f55  mov     [rsp+0x20],r15
  000f5d  mov     qword ptr [rsp+0x28],1
  000f69  mov     rdi,[rbp+0x20]
  000f70  mov     esi,0x10
  000f75  mov     rdx,rsp
  000f78  mov     rcx,0xfffffffffffffffc
  000f82  mov     r8,0xfffffffffffffffc
  000f8c  mov     r9,0
  000f96  mov     rax,<list_op>
  000fa0  call    rax
  000fa2  mov     r11,rax
  000fa5  mov     rcx,[rsp+0x30]
  000fad  mov     rsi,[rsp+0x38]
  000fb5  mov     rdi,[rsp+0x40]
  000fbd  mov     r8,[rsp+0x48]
  000fc5  mov     r9,[rsp+0x50]
  000fcd  mov     r10,[rsp+0x58]
  000fd5  add     rsp,0x70
  000fdc  test    rdx,rdx
  000fdf  je      0x0000000000003bb8
  000fe5  mov     r13,r11
; v59:list = set v1, 3, v57 owned => store_x/2 (103) {mem=v1, stack=v58, pc=39, a=3, x=v57}
  000fe8  cmp     qword ptr [r12+8],0
  000ff4  jne     0x0000000000002a89
  000ffa  cmp     qword ptr [r12-0x10],1
  001006  jne     0x0000000000002a89
  00100c  cmp     qword ptr [r12-8],1
  001018  jne     0x0000000000002a89
  00101e  cmp     qword ptr [r12],3
  00102a  jbe     0x0000000000002a89
  001030  mov     rax,[r12+0x10]
  001038  lea     rax,[rax+0x18]
  00103f  mov     [rax],rsi
; v60:list = append v58, v7 owned
  001042  sub     rsp,0x70
  001049  mov     [rsp+0x30],rcx
  001051  mov     [rsp+0x38],rsi
  001059  mov     [rsp+0x40],rdi
  001061  mov     [rsp+0x48],r8
  001069  mov     [rsp+0x50],r9
  001071  mov     [rsp+0x58],r10
  001079  mov     [rsp],r13
  001081  mov     qword ptr [rsp+8],3
  00108d  mov     [rsp+0x10],r14
  001095  mov     qword ptr [rsp+0x18],1
  0010a1  mov     rdi,[rbp+0x20]
  0010a8  mov     esi,0xf
  0010ad  mov     rdx,rsp
  0010b0  mov     rcx,0xfffffffffffffffc
  0010ba  mov     r8,0xfffffffffffffffc
  0010c4  mov     r9,0
  0010ce  mov     rax,<list_op>
  0010d8  call    rax
  0010da  mov     r11,rax
  0010dd  mov     rcx,[rsp+0x30]
  0010e5  mov     rsi,[rsp+0x38]
  0010ed  mov     rdi,[rsp+0x40]
  0010f5  mov     r8,[rsp+0x48]
  0010fd  mov     r9,[rsp+0x50]
  001105  mov     r10,[rsp+0x58]
  00110d  add     rsp,0x70
  001114  mov     r13,r11
; v61:list = append v60, 1 owned
  001117  sub     rsp,0x70
  00111e  mov     [rsp+0x30],rcx
  001126  mov     [rsp+0x38],rsi
  00112e  mov     [rsp+0x40],rdi
  001136  mov     [rsp+0x48],r8
  00113e  mov     [rsp+0x50],r9
  001146  mov     [rsp+0x58],r10
  00114e  mov     [rsp],r13
  001156  mov     qword ptr [rsp+8],3
  001162  mov     qword ptr [rsp+0x10],1
  00116e  mov     qword ptr [rsp+0x18],1
  00117a  mov     rdi,[rbp+0x20]
  001181  mov     esi,0xf
  001186  mov     rdx,rsp
  001189  mov     rcx,0xfffffffffffffffc
  001193  mov     r8,0xfffffffffffffffc
  00119d  mov     r9,0
  0011a7  mov     rax,<list_op>
  0011b1  call    rax
  0011b3  mov     r11,rax
  0011b6  mov     rcx,[rsp+0x30]
  0011be  mov     rsi,[rsp+0x38]
  0011c6  mov     rdi,[rsp+0x40]
  0011ce  mov     r8,[rsp+0x48]
  0011d6  mov     r9,[rsp+0x50]
  0011de  mov     r10,[rsp+0x58]
  0011e6  add     rsp,0x70
  0011ed  mov     r13,r11
; v62:int = len v61
  0011f0  mov     r14,[r13]
; v63:int = lt v62, 2
; guard_false v63 => pop2/2 (120) {mem=v59, stack=v61, pc=45, opcode='add', k='binary_xy', depth=v62, few=1}
  0011f8  cmp     r14,2
  0011ff  jl      0x0000000000003c3b
; v65:int = sub_nov v62, 1
  001205  mov     rsi,r14
  001208  sub     rsi,1
; v66:int = readlist v61, v65 => pop2_top/1 (121) {mem=v59, stack=v61, pc=45, opcode='add', k='binary_xy', depth=v65}
  00120f  cmp     rsi,[r13]
  001217  jae     0x0000000000003cd8
  00121d  mov     rax,[r13+8]
  001225  test    rax,rax
  001228  je      0x0000000000001239
  00122e  cmp     byte ptr [rax+rsi],1
  001233  jne     0x0000000000003cd8
  001239  mov     rax,[r13+0x10]
  001241  mov     rsi,[rax+rsi*8]
; v67:int = add_nov v62, -2
  001245  add     r14,0xfffffffffffffffe
; v68:int = readlist v61, v67 => pop2_top/3 (121) {mem=v59, stack=v61, pc=45, opcode='add', k='binary_xy', y=v66, depth=v67}
  00124c  cmp     r14,[r13]
  001254  jae     0x0000000000003d5f
  00125a  mov     rax,[r13+8]
  001262  test    rax,rax
  001265  je      0x0000000000001276
  00126b  cmp     byte ptr [rax+r14],1
  001270  jne     0x0000000000003d5f
  001276  mov     rax,[r13+0x10]
  00127e  mov     r15,[rax+r14*8]
; v69:list = slice v61, 0, v67 owned => pop2_top/4 (121) {mem=v59, stack=v61, pc=45, opcode='add', k='binary_xy', x=v68, y=v66, depth=v67}
  001282  sub     rsp,0x70
  001289  mov     [rsp+0x30],rcx
  001291  mov     [rsp+0x38],rsi
  001299  mov     [rsp+0x40],rdi
  0012a1  mov     [rsp+0x48],r8
  0012a9  mov     [rsp+0x50],r9
  0012b1  mov     [rsp+0x58],r10
  0012b9  mov     [rsp],r13
  0012c1  mov     qword ptr [rsp+8],3
  0012cd  mov     qword ptr [rsp+0x10],0
  0012d9  mov     qword ptr [rsp+0x18],1
  0012e5  mov     [rsp+0x20],r14
  0012ed  mov     qword ptr [rsp+0x28],1
  0012f9  mov     rdi,[rbp+0x20]
  001300  mov     esi,0x10
  001305  mov     rdx,rsp
  001308  mov     rcx,0xfffffffffffffffc
  001312  mov     r8,0xfffffffffffffffc
  00131c  mov     r9,0
  001326  mov     rax,<list_op>
  001330  call    rax
  001332  mov     r11,rax
  001335  mov     rcx,[rsp+0x30]
  00133d  mov     rsi,[rsp+0x38]
  001345  mov     rdi,[rsp+0x40]
  00134d  mov     r8,[rsp+0x48]
  001355  mov     r9,[rsp+0x50]
  00135d  mov     r10,[rsp+0x58]
  001365  add     rsp,0x70
  00136c  test    rdx,rdx
  00136f  je      0x0000000000003df8
  001375  mov     r13,r11
; v70:int = add v68, v66 => binary_add/0 (123) {mem=v59, stack=v69, pc=45, x=v68, y=v66}
  001378  add     r15,rsi
  00137b  jo      0x0000000000003ea3
; v71:list = append v69, v70 owned
  001381  sub     rsp,0x70
  001388  mov     [rsp+0x30],rcx
  001390  mov     [rsp+0x38],rsi
  001398  mov     [rsp+0x40],rdi
  0013a0  mov     [rsp+0x48],r8
  0013a8  mov     [rsp+0x50],r9
  0013b0  mov     [rsp+0x58],r10
  0013b8  mov     [rsp],r13
  0013c0  mov     qword ptr [rsp+8],3
  0013cc  mov     [rsp+0x10],r15
  0013d4  mov     qword ptr [rsp+0x18],1
  0013e0  mov     rdi,[rbp+0x20]
  0013e7  mov     esi,0xf
  0013ec  mov     rdx,rsp
  0013ef  mov     rcx,0xfffffffffffffffc
  0013f9  mov     r8,0xfffffffffffffffc
  001403  mov     r9,0
  00140d  mov     rax,<list_op>
  001417  call    rax
  001419  mov     r11,rax
  00141c  mov     rcx,[rsp+0x30]
  001424  mov     rsi,[rsp+0x38]
  00142c  mov     rdi,[rsp+0x40]
  001434  mov     r8,[rsp+0x48]
  00143c  mov     r9,[rsp+0x50]
  001444  mov     r10,[rsp+0x58]
  00144c  add     rsp,0x70
  001453  mov     r13,r11
; v72:int = len v71
  001456  mov     r15,[r13]
; v73:int = eq v72, 0
; guard_false v73 => pop/2 (131) {mem=v59, stack=v71, pc=46, k='store_x', depth=v72, empty=1}
  00145e  test    r15,r15
  001461  je      0x0000000000003f13
; v75:int = sub_nov v72, 1
  001467  sub     r15,1
; v76:int = readlist v71, v75 => pop_top/1 (132) {mem=v59, stack=v71, pc=46, k='store_x', depth=v75}
  00146e  cmp     r15,[r13]
  001476  jae     0x0000000000003f9a
  00147c  mov     rax,[r13+8]
  001484  test    rax,rax
  001487  je      0x0000000000001498
  00148d  cmp     byte ptr [rax+r15],1
  001492  jne     0x0000000000003f9a
  001498  mov     rax,[r13+0x10]
  0014a0  mov     rsi,[rax+r15*8]
; v77:list = slice v71, 0, v75 owned => pop_top/2 (132) {mem=v59, stack=v71, pc=46, k='store_x', x=v76, depth=v75}
  0014a4  sub     rsp,0x70
  0014ab  mov     [rsp+0x30],rcx
  0014b3  mov     [rsp+0x38],rsi
  0014bb  mov     [rsp+0x40],rdi
  0014c3  mov     [rsp+0x48],r8
  0014cb  mov     [rsp+0x50],r9
  0014d3  mov     [rsp+0x58],r10
  0014db  mov     [rsp],r13
  0014e3  mov     qword ptr [rsp+8],3
  0014ef  mov     qword ptr [rsp+0x10],0
  0014fb  mov     qword ptr [rsp+0x18],1
  001507  mov     [rsp+0x20],r15
  00150f  mov     qword ptr [rsp+0x28],1
  00151b  mov     rdi,[rbp+0x20]
  001522  mov     esi,0x10
  001527  mov     rdx,rsp
  00152a  mov     rcx,0xfffffffffffffffc
  001534  mov     r8,0xfffffffffffffffc
  00153e  mov     r9,0
  001548  mov     rax,<list_op>
  001552  call    rax
  001554  mov     r11,rax
  001557  mov     rcx,[rsp+0x30]
  00155f  mov     rsi,[rsp+0x38]
  001567  mov     rdi,[rsp+0x40]
  00156f  mov     r8,[rsp+0x48]
  001577  mov     r9,[rsp+0x50]
  00157f  mov     r10,[rsp+0x58]
  001587  add     rsp,0x70
  00158e  test    rdx,rdx
  001591  je      0x000000000000400b
  001597  mov     r13,r11
; v78:list = set v59, 2, v76 owned => store_x/2 (134) {mem=v59, stack=v77, pc=46, a=2, x=v76}
  00159a  cmp     qword ptr [r12+8],0
  0015a6  jne     0x0000000000002b84
  0015ac  cmp     qword ptr [r12],2
  0015b8  jbe     0x0000000000002b84
  0015be  mov     rax,[r12+0x10]
  0015c6  lea     rax,[rax+0x10]
  0015cd  mov     [rax],rsi
; guard_steps => dispatch_loop/0 (150) {mem=v78, stack=v77, pc=15}
; v80:list = phi mem v78
; v81:list = phi stack v77
; loop (150)
; v83:int = readlist v80, 2 => op_load/2 (4) {mem=v80, stack=v81, pc=15, a=2}
  0015d0  cmp     qword ptr [r12],2
  0015dc  jbe     0x000000000000408e
  0015e2  mov     rax,[r12+8]
  0015ea  test    rax,rax
  0015ed  je      0x0000000000001600
  0015f3  cmp     byte ptr [rax+2],1
  0015fa  jne     0x000000000000408e
  001600  mov     rax,[r12+0x10]
  001608  mov     rsi,[rax+0x10]
; v84:list = append v81, v83 owned
  00160f  sub     rsp,0x70
  001616  mov     [rsp+0x30],rcx
  00161e  mov     [rsp+0x38],rsi
  001626  mov     [rsp+0x40],rdi
  00162e  mov     [rsp+0x48],r8
  001636  mov     [rsp+0x50],r9
  00163e  mov     [rsp+0x58],r10
  001646  mov     [rsp],r13
  00164e  mov     qword ptr [rsp+8],3
  00165a  mov     [rsp+0x10],rsi
  001662  mov     qword ptr [rsp+0x18],1
  00166e  mov     rdi,[rbp+0x20]
  001675  mov     esi,0xf
  00167a  mov     rdx,rsp
  00167d  mov     rcx,0xfffffffffffffffc
  001687  mov     r8,0xfffffffffffffffc
  001691  mov     r9,0
  00169b  mov     rax,<list_op>
  0016a5  call    rax
  0016a7  mov     r11,rax
  0016aa  mov     rcx,[rsp+0x30]
  0016b2  mov     rsi,[rsp+0x38]
  0016ba  mov     rdi,[rsp+0x40]
  0016c2  mov     r8,[rsp+0x48]
  0016ca  mov     r9,[rsp+0x50]
  0016d2  mov     r10,[rsp+0x58]
  0016da  add     rsp,0x70
  0016e1  mov     r13,r11
; v85:int = readlist v80, 0 => op_load/2 (9) {mem=v80, stack=v84, pc=17, a=0}
  0016e4  cmp     qword ptr [r12],0
  0016f0  jbe     0x00000000000040ed
  0016f6  mov     rax,[r12+8]
  0016fe  test    rax,rax
  001701  je      0x0000000000001714
  001707  cmp     byte ptr [rax],1
  00170e  jne     0x00000000000040ed
  001714  mov     rax,[r12+0x10]
  00171c  mov     r15,[rax]
; v86:list = append v84, v85 owned
  001723  sub     rsp,0x70
  00172a  mov     [rsp+0x30],rcx
  001732  mov     [rsp+0x38],rsi
  00173a  mov     [rsp+0x40],rdi
  001742  mov     [rsp+0x48],r8
  00174a  mov     [rsp+0x50],r9
  001752  mov     [rsp+0x58],r10
  00175a  mov     [rsp],r13
  001762  mov     qword ptr [rsp+8],3
  00176e  mov     [rsp+0x10],r15
  001776  mov     qword ptr [rsp+0x18],1
  001782  mov     rdi,[rbp+0x20]
  001789  mov     esi,0xf
  00178e  mov     rdx,rsp
  001791  mov     rcx,0xfffffffffffffffc
  00179b  mov     r8,0xfffffffffffffffc
  0017a5  mov     r9,0
  0017af  mov     rax,<list_op>
  0017b9  call    rax
  0017bb  mov     r11,rax
  0017be  mov     rcx,[rsp+0x30]
  0017c6  mov     rsi,[rsp+0x38]
  0017ce  mov     rdi,[rsp+0x40]
  0017d6  mov     r8,[rsp+0x48]
  0017de  mov     r9,[rsp+0x50]
  0017e6  mov     r10,[rsp+0x58]
  0017ee  add     rsp,0x70
  0017f5  mov     r13,r11
; v87:int = len v86
  0017f8  mov     r15,[r13]
; v88:int = lt v87, 2
; guard_false v88 => pop2/2 (21) {mem=v80, stack=v86, pc=19, opcode='eq', k='binary_xy', depth=v87, few=1}
  001800  cmp     r15,2
  001807  jl      0x000000000000414c
; v90:int = sub_nov v87, 1
  00180d  mov     r14,r15
  001810  sub     r14,1
; v91:int = readlist v86, v90 => pop2_top/1 (22) {mem=v80, stack=v86, pc=19, opcode='eq', k='binary_xy', depth=v90}
  001817  cmp     r14,[r13]
  00181f  jae     0x00000000000041e9
  001825  mov     rax,[r13+8]
  00182d  test    rax,rax
  001830  je      0x0000000000001841
  001836  cmp     byte ptr [rax+r14],1
  00183b  jne     0x00000000000041e9
  001841  mov     rax,[r13+0x10]
  001849  mov     r14,[rax+r14*8]
; v92:int = add_nov v87, -2
  00184d  add     r15,0xfffffffffffffffe
; v93:int = readlist v86, v92 => pop2_top/3 (22) {mem=v80, stack=v86, pc=19, opcode='eq', k='binary_xy', y=v91, depth=v92}
  001854  cmp     r15,[r13]
  00185c  jae     0x0000000000004270
  001862  mov     rax,[r13+8]
  00186a  test    rax,rax
  00186d  je      0x000000000000187e
  001873  cmp     byte ptr [rax+r15],1
  001878  jne     0x0000000000004270
  00187e  mov     rax,[r13+0x10]
  001886  mov     rbx,[rax+r15*8]
; v94:list = slice v86, 0, v92 owned => pop2_top/4 (22) {mem=v80, stack=v86, pc=19, opcode='eq', k='binary_xy', x=v93, y=v91, depth=v92}
  00188a  sub     rsp,0x70
  001891  mov     [rsp+0x30],rcx
  001899  mov     [rsp+0x38],rsi
  0018a1  mov     [rsp+0x40],rdi
  0018a9  mov     [rsp+0x48],r8
  0018b1  mov     [rsp+0x50],r9
  0018b9  mov     [rsp+0x58],r10
  0018c1  mov     [rsp],r13
  0018c9  mov     qword ptr [rsp+8],3
  0018d5  mov     qword ptr [rsp+0x10],0
  0018e1  mov     qword ptr [rsp+0x18],1
  0018ed  mov     [rsp+0x20],r15
  0018f5  mov     qword ptr [rsp+0x28],1
  001901  mov     rdi,[rbp+0x20]
  001908  mov     esi,0x10
  00190d  mov     rdx,rsp
  001910  mov     rcx,0xfffffffffffffffc
  00191a  mov     r8,0xfffffffffffffffc
  001924  mov     r9,0
  00192e  mov     rax,<list_op>
  001938  call    rax
  00193a  mov     r11,rax
  00193d  mov     rcx,[rsp+0x30]
  001945  mov     rsi,[rsp+0x38]
  00194d  mov     rdi,[rsp+0x40]
  001955  mov     r8,[rsp+0x48]
  00195d  mov     r9,[rsp+0x50]
  001965  mov     r10,[rsp+0x58]
  00196d  add     rsp,0x70
  001974  test    rdx,rdx
  001977  je      0x0000000000004309
  00197d  mov     r13,r11
; v95:int = eq v93, v91
  001980  cmp     rbx,r14
  001983  sete    al
  001986  movzx   ebx,al
; v96:list = append v94, v95 owned
  00198a  sub     rsp,0x70
  001991  mov     [rsp+0x30],rcx
  001999  mov     [rsp+0x38],rsi
  0019a1  mov     [rsp+0x40],rdi
  0019a9  mov     [rsp+0x48],r8
  0019b1  mov     [rsp+0x50],r9
  0019b9  mov     [rsp+0x58],r10
  0019c1  mov     [rsp],r13
  0019c9  mov     qword ptr [rsp+8],3
  0019d5  mov     [rsp+0x10],rbx
  0019dd  mov     qword ptr [rsp+0x18],1
  0019e9  mov     rdi,[rbp+0x20]
  0019f0  mov     esi,0xf
  0019f5  mov     rdx,rsp
  0019f8  mov     rcx,0xfffffffffffffffc
  001a02  mov     r8,0xfffffffffffffffc
  001a0c  mov     r9,0
  001a16  mov     rax,<list_op>
  001a20  call    rax
  001a22  mov     r11,rax
  001a25  mov     rcx,[rsp+0x30]
  001a2d  mov     rsi,[rsp+0x38]
  001a35  mov     rdi,[rsp+0x40]
  001a3d  mov     r8,[rsp+0x48]
  001a45  mov     r9,[rsp+0x50]
  001a4d  mov     r10,[rsp+0x58]
  001a55  add     rsp,0x70
  001a5c  mov     r13,r11
; v97:int = len v96
  001a5f  mov     rbx,[r13]
; v98:int = eq v97, 0
; guard_false v98 => pop/2 (45) {mem=v80, stack=v96, pc=20, k='jump_if_zero_x', depth=v97, empty=1}
  001a67  test    rbx,rbx
  001a6a  je      0x00000000000043b4
; v100:int = sub_nov v97, 1
  001a70  sub     rbx,1
; v101:int = readlist v96, v100 => pop_top/1 (46) {mem=v80, stack=v96, pc=20, k='jump_if_zero_x', depth=v100}
  001a77  cmp     rbx,[r13]
  001a7f  jae     0x000000000000443b
  001a85  mov     rax,[r13+8]
  001a8d  test    rax,rax
  001a90  je      0x0000000000001aa1
  001a96  cmp     byte ptr [rax+rbx],1
  001a9b  jne     0x000000000000443b
  001aa1  mov     rax,[r13+0x10]
  001aa9  mov     r14,[rax+rbx*8]
; v102:list = slice v96, 0, v100 owned => pop_top/2 (46) {mem=v80, stack=v96, pc=20, k='jump_if_zero_x', x=v101, depth=v100}
  001aad  sub     rsp,0x70
  001ab4  mov     [rsp+0x30],rcx
  001abc  mov     [rsp+0x38],rsi
  001ac4  mov     [rsp+0x40],rdi
  001acc  mov     [rsp+0x48],r8
  001ad4  mov     [rsp+0x50],r9
  001adc  mov     [rsp+0x58],r10
  001ae4  mov     [rsp],r13
  001aec  mov     qword ptr [rsp+8],3
  001af8  mov     qword ptr [rsp+0x10],0
  001b04  mov     qword ptr [rsp+0x18],1
  001b10  mov     [rsp+0x20],rbx
  001b18  mov     qword ptr [rsp+0x28],1
  001b24  mov     rdi,[rbp+0x20]
  001b2b  mov     esi,0x10
  001b30  mov     rdx,rsp
  001b33  mov     rcx,0xfffffffffffffffc
  001b3d  mov     r8,0xfffffffffffffffc
  001b47  mov     r9,0
  001b51  mov     rax,<list_op>
  001b5b  call    rax
  001b5d  mov     r11,rax
  001b60  mov     rcx,[rsp+0x30]
  001b68  mov     rsi,[rsp+0x38]
  001b70  mov     rdi,[rsp+0x40]
  001b78  mov     r8,[rsp+0x48]
  001b80  mov     r9,[rsp+0x50]
  001b88  mov     r10,[rsp+0x58]
  001b90  add     rsp,0x70
  001b97  test    rdx,rdx
  001b9a  je      0x00000000000044ac
  001ba0  mov     r13,r11
; guard_false v101 => jump_if_zero_x/0 (49) {mem=v80, stack=v102, pc=20, x=v101}
  001ba3  test    r14,r14
  001ba6  jne     0x000000000000452f
; v104:int = readlist v80, 3 => op_load/2 (55) {mem=v80, stack=v102, pc=31, a=3}
  001bac  cmp     qword ptr [r12],3
  001bb8  jbe     0x000000000000458a
  001bbe  mov     rax,[r12+8]
  001bc6  test    rax,rax
  001bc9  je      0x0000000000001bdc
  001bcf  cmp     byte ptr [rax+3],1
  001bd6  jne     0x000000000000458a
  001bdc  mov     rax,[r12+0x10]
  001be4  mov     r14,[rax+0x18]
; v105:list = append v102, v104 owned
  001beb  sub     rsp,0x70
  001bf2  mov     [rsp+0x30],rcx
  001bfa  mov     [rsp+0x38],rsi
  001c02  mov     [rsp+0x40],rdi
  001c0a  mov     [rsp+0x48],r8
  001c12  mov     [rsp+0x50],r9
  001c1a  mov     [rsp+0x58],r10
  001c22  mov     [rsp],r13
  001c2a  mov     qword ptr [rsp+8],3
  001c36  mov     [rsp+0x10],r14
  001c3e  mov     qword ptr [rsp+0x18],1
  001c4a  mov     rdi,[rbp+0x20]
  001c51  mov     esi,0xf
  001c56  mov     rdx,rsp
  001c59  mov     rcx,0xfffffffffffffffc
  001c63  mov     r8,0xfffffffffffffffc
  001c6d  mov     r9,0
  001c77  mov     rax,<list_op>
  001c81  call    rax
  001c83  mov     r11,rax
  001c86  mov     rcx,[rsp+0x30]
  001c8e  mov     rsi,[rsp+0x38]
  001c96  mov     rdi,[rsp+0x40]
  001c9e  mov     r8,[rsp+0x48]
  001ca6  mov     r9,[rsp+0x50]
  001cae  mov     r10,[rsp+0x58]
  001cb6  add     rsp,0x70
  001cbd  mov     r13,r11
; v106:int = readlist v80, 1 => op_load/2 (60) {mem=v80, stack=v105, pc=33, a=1}
  001cc0  cmp     qword ptr [r12],1
  001ccc  jbe     0x00000000000045e9
  001cd2  mov     rax,[r12+8]
  001cda  test    rax,rax
  001cdd  je      0x0000000000001cf0
  001ce3  cmp     byte ptr [rax+1],1
  001cea  jne     0x00000000000045e9
  001cf0  mov     rax,[r12+0x10]
  001cf8  mov     r14,[rax+8]
; v107:list = append v105, v106 owned
  001cff  sub     rsp,0x70
  001d06  mov     [rsp+0x30],rcx
  001d0e  mov     [rsp+0x38],rsi
  001d16  mov     [rsp+0x40],rdi
  001d1e  mov     [rsp+0x48],r8
  001d26  mov     [rsp+0x50],r9
  001d2e  mov     [rsp+0x58],r10
  001d36  mov     [rsp],r13
  001d3e  mov     qword ptr [rsp+8],3
  001d4a  mov     [rsp+0x10],r14
  001d52  mov     qword ptr [rsp+0x18],1
  001d5e  mov     rdi,[rbp+0x20]
  001d65  mov     esi,0xf
  001d6a  mov     rdx,rsp
  001d6d  mov     rcx,0xfffffffffffffffc
  001d77  mov     r8,0xfffffffffffffffc
  001d81  mov     r9,0
  001d8b  mov     rax,<list_op>
  001d95  call    rax
  001d97  mov     r11,rax
  001d9a  mov     rcx,[rsp+0x30]
  001da2  mov     rsi,[rsp+0x38]
  001daa  mov     rdi,[rsp+0x40]
  001db2  mov     r8,[rsp+0x48]
  001dba  mov     r9,[rsp+0x50]
  001dc2  mov     r10,[rsp+0x58]
  001dca  add     rsp,0x70
  001dd1  mov     r13,r11
; v108:list = append v107, v83 owned
  001dd4  sub     rsp,0x70
  001ddb  mov     [rsp+0x30],rcx
  001de3  mov     [rsp+0x38],rsi
  001deb  mov     [rsp+0x40],rdi
  001df3  mov     [rsp+0x48],r8
  001dfb  mov     [rsp+0x50],r9
  001e03  mov     [rsp+0x58],r10
  001e0b  mov     [rsp],r13
  001e13  mov     qword ptr [rsp+8],3
  001e1f  mov     [rsp+0x10],rsi
  001e27  mov     qword ptr [rsp+0x18],1
  001e33  mov     rdi,[rbp+0x20]
  001e3a  mov     esi,0xf
  001e3f  mov     rdx,rsp
  001e42  mov     rcx,0xfffffffffffffffc
  001e4c  mov     r8,0xfffffffffffffffc
  001e56  mov     r9,0
  001e60  mov     rax,<list_op>
  001e6a  call    rax
  001e6c  mov     r11,rax
  001e6f  mov     rcx,[rsp+0x30]
  001e77  mov     rsi,[rsp+0x38]
  001e7f  mov     rdi,[rsp+0x40]
  001e87  mov     r8,[rsp+0x48]
  001e8f  mov     r9,[rsp+0x50]
  001e97  mov     r10,[rsp+0x58]
  001e9f  add     rsp,0x70
  001ea6  mov     r13,r11
; v109:int = len v108
  001ea9  mov     r14,[r13]
; v110:int = lt v109, 2
; guard_false v110 => pop2/2 (75) {mem=v80, stack=v108, pc=37, opcode='mul', k='binary_xy', depth=v109, few=1}
  001eb1  cmp     r14,2
  001eb8  jl      0x0000000000004648
; v112:int = sub_nov v109, 1
  001ebe  mov     rbx,r14
  001ec1  sub     rbx,1
; v113:int = readlist v108, v112 => pop2_top/1 (76) {mem=v80, stack=v108, pc=37, opcode='mul', k='binary_xy', depth=v112}
  001ec8  cmp     rbx,[r13]
  001ed0  jae     0x00000000000046e5
  001ed6  mov     rax,[r13+8]
  001ede  test    rax,rax
  001ee1  je      0x0000000000001ef2
  001ee7  cmp     byte ptr [rax+rbx],1
  001eec  jne     0x00000000000046e5
  001ef2  mov     rax,[r13+0x10]
  001efa  mov     rbx,[rax+rbx*8]
; v114:int = add_nov v109, -2
  001efe  add     r14,0xfffffffffffffffe
; v115:int = readlist v108, v114 => pop2_top/3 (76) {mem=v80, stack=v108, pc=37, opcode='mul', k='binary_xy', y=v113, depth=v114}
  001f05  cmp     r14,[r13]
  001f0d  jae     0x000000000000476c
  001f13  mov     rax,[r13+8]
  001f1b  test    rax,rax
  001f1e  je      0x0000000000001f2f
  001f24  cmp     byte ptr [rax+r14],1
  001f29  jne     0x000000000000476c
  001f2f  mov     rax,[r13+0x10]
  001f37  mov     r15,[rax+r14*8]
; v116:list = slice v108, 0, v114 owned => pop2_top/4 (76) {mem=v80, stack=v108, pc=37, opcode='mul', k='binary_xy', x=v115, y=v113, depth=v114}
  001f3b  sub     rsp,0x70
  001f42  mov     [rsp+0x30],rcx
  001f4a  mov     [rsp+0x38],rsi
  001f52  mov     [rsp+0x40],rdi
  001f5a  mov     [rsp+0x48],r8
  001f62  mov     [rsp+0x50],r9
  001f6a  mov     [rsp+0x58],r10
  001f72  mov     [rsp],r13
  001f7a  mov     qword ptr [rsp+8],3
  001f86  mov     qword ptr [rsp+0x10],0
  001f92  mov     qword ptr [rsp+0x18],1
  001f9e  mov     [rsp+0x20],r14
  001fa6  mov     qword ptr [rsp+0x28],1
  001fb2  mov     rdi,[rbp+0x20]
  001fb9  mov     esi,0x10
  001fbe  mov     rdx,rsp
  001fc1  mov     rcx,0xfffffffffffffffc
  001fcb  mov     r8,0xfffffffffffffffc
  001fd5  mov     r9,0
  001fdf  mov     rax,<list_op>
  001fe9  call    rax
  001feb  mov     r11,rax
  001fee  mov     rcx,[rsp+0x30]
  001ff6  mov     rsi,[rsp+0x38]
  001ffe  mov     rdi,[rsp+0x40]
  002006  mov     r8,[rsp+0x48]
  00200e  mov     r9,[rsp+0x50]
  002016  mov     r10,[rsp+0x58]
  00201e  add     rsp,0x70
  002025  test    rdx,rdx
  002028  je      0x0000000000004805
  00202e  mov     r13,r11
; v117:int = mul v115, v113 => binary_mul/0 (80) {mem=v80, stack=v116, pc=37, x=v115, y=v113}
  002031  mov     r11,r15
  002034  imul    r11,rbx
  002038  jo      0x00000000000048b0
  00203e  mov     r15,r11
; v118:list = append v116, v117 owned
  002041  sub     rsp,0x70
  002048  mov     [rsp+0x30],rcx
  002050  mov     [rsp+0x38],rsi
  002058  mov     [rsp+0x40],rdi
  002060  mov     [rsp+0x48],r8
  002068  mov     [rsp+0x50],r9
  002070  mov     [rsp+0x58],r10
  002078  mov     [rsp],r13
  002080  mov     qword ptr [rsp+8],3
  00208c  mov     [rsp+0x10],r15
  002094  mov     qword ptr [rsp+0x18],1
  0020a0  mov     rdi,[rbp+0x20]
  0020a7  mov     esi,0xf
  0020ac  mov     rdx,rsp
  0020af  mov     rcx,0xfffffffffffffffc
  0020b9  mov     r8,0xfffffffffffffffc
  0020c3  mov     r9,0
  0020cd  mov     rax,<list_op>
  0020d7  call    rax
  0020d9  mov     r11,rax
  0020dc  mov     rcx,[rsp+0x30]
  0020e4  mov     rsi,[rsp+0x38]
  0020ec  mov     rdi,[rsp+0x40]
  0020f4  mov     r8,[rsp+0x48]
  0020fc  mov     r9,[rsp+0x50]
  002104  mov     r10,[rsp+0x58]
  00210c  add     rsp,0x70
  002113  mov     r13,r11
; v119:int = len v118
  002116  mov     r15,[r13]
; v120:int = lt v119, 2
; guard_false v120 => pop2/2 (89) {mem=v80, stack=v118, pc=38, opcode='add', k='binary_xy', depth=v119, few=1}
  00211e  cmp     r15,2
  002125  jl      0x000000000000491d
; v122:int = sub_nov v119, 1
  00212b  mov     rbx,r15
  00212e  sub     rbx,1
; v123:int = readlist v118, v122 => pop2_top/1 (90) {mem=v80, stack=v118, pc=38, opcode='add', k='binary_xy', depth=v122}
  002135  cmp     rbx,[r13]
  00213d  jae     0x00000000000049ba
  002143  mov     rax,[r13+8]
  00214b  test    rax,rax
  00214e  je      0x000000000000215f
  002154  cmp     byte ptr [rax+rbx],1
  002159  jne     0x00000000000049ba
  00215f  mov     rax,[r13+0x10]
  002167  mov     rbx,[rax+rbx*8]
; v124:int = add_nov v119, -2
  00216b  add     r15,0xfffffffffffffffe
; v125:int = readlist v118, v124 => pop2_top/3 (90) {mem=v80, stack=v118, pc=38, opcode='add', k='binary_xy', y=v123, depth=v124}
  002172  cmp     r15,[r13]
  00217a  jae     0x0000000000004a41
  002180  mov     rax,[r13+8]
  002188  test    rax,rax
  00218b  je      0x000000000000219c
  002191  cmp     byte ptr [rax+r15],1
  002196  jne     0x0000000000004a41
  00219c  mov     rax,[r13+0x10]
  0021a4  mov     r14,[rax+r15*8]
; v126:list = slice v118, 0, v124 owned => pop2_top/4 (90) {mem=v80, stack=v118, pc=38, opcode='add', k='binary_xy', x=v125, y=v123, depth=v124}
  0021a8  sub     rsp,0x70
  0021af  mov     [rsp+0x30],rcx
  0021b7  mov     [rsp+0x38],rsi
  0021bf  mov     [rsp+0x40],rdi
  0021c7  mov     [rsp+0x48],r8
  0021cf  mov     [rsp+0x50],r9
  0021d7  mov     [rsp+0x58],r10
  0021df  mov     [rsp],r13
  0021e7  mov     qword ptr [rsp+8],3
  0021f3  mov     qword ptr [rsp+0x10],0
  0021ff  mov     qword ptr [rsp+0x18],1
  00220b  mov     [rsp+0x20],r15
  002213  mov     qword ptr [rsp+0x28],1
  00221f  mov     rdi,[rbp+0x20]
  002226  mov     esi,0x10
  00222b  mov     rdx,rsp
  00222e  mov     rcx,0xfffffffffffffffc
  002238  mov     r8,0xfffffffffffffffc
  002242  mov     r9,0
  00224c  mov     rax,<list_op>
  002256  call    rax
  002258  mov     r11,rax
  00225b  mov     rcx,[rsp+0x30]
  002263  mov     rsi,[rsp+0x38]
  00226b  mov     rdi,[rsp+0x40]
  002273  mov     r8,[rsp+0x48]
  00227b  mov     r9,[rsp+0x50]
  002283  mov     r10,[rsp+0x58]
  00228b  add     rsp,0x70
  002292  test    rdx,rdx
  002295  je      0x0000000000004ada
  00229b  mov     r13,r11
; v127:int = add v125, v123 => binary_add/0 (92) {mem=v80, stack=v126, pc=38, x=v125, y=v123}
  00229e  add     r14,rbx
  0022a1  jo      0x0000000000004b85
; v128:list = append v126, v127 owned
  0022a7  sub     rsp,0x70
  0022ae  mov     [rsp+0x30],rcx
  0022b6  mov     [rsp+0x38],rsi
  0022be  mov     [rsp+0x40],rdi
  0022c6  mov     [rsp+0x48],r8
  0022ce  mov     [rsp+0x50],r9
  0022d6  mov     [rsp+0x58],r10
  0022de  mov     [rsp],r13
  0022e6  mov     qword ptr [rsp+8],3
  0022f2  mov     [rsp+0x10],r14
  0022fa  mov     qword ptr [rsp+0x18],1
  002306  mov     rdi,[rbp+0x20]
  00230d  mov     esi,0xf
  002312  mov     rdx,rsp
  002315  mov     rcx,0xfffffffffffffffc
  00231f  mov     r8,0xfffffffffffffffc
  002329  mov     r9,0
  002333  mov     rax,<list_op>
  00233d  call    rax
  00233f  mov     r11,rax
  002342  mov     rcx,[rsp+0x30]
  00234a  mov     rsi,[rsp+0x38]
  002352  mov     rdi,[rsp+0x40]
  00235a  mov     r8,[rsp+0x48]
  002362  mov     r9,[rsp+0x50]
  00236a  mov     r10,[rsp+0x58]
  002372  add     rsp,0x70
  002379  mov     r13,r11
; v129:int = len v128
  00237c  mov     r14,[r13]
; v130:int = eq v129, 0
; guard_false v130 => pop/2 (100) {mem=v80, stack=v128, pc=39, k='store_x', depth=v129, empty=1}
  002384  test    r14,r14
  002387  je      0x0000000000004bf5
; v132:int = sub_nov v129, 1
  00238d  sub     r14,1
; v133:int = readlist v128, v132 => pop_top/1 (101) {mem=v80, stack=v128, pc=39, k='store_x', depth=v132}
  002394  cmp     r14,[r13]
  00239c  jae     0x0000000000004c7c
  0023a2  mov     rax,[r13+8]
  0023aa  test    rax,rax
  0023ad  je      0x00000000000023be
  0023b3  cmp     byte ptr [rax+r14],1
  0023b8  jne     0x0000000000004c7c
  0023be  mov     rax,[r13+0x10]
  0023c6  mov     rbx,[rax+r14*8]
; v134:list = slice v128, 0, v132 owned => pop_top/2 (101) {mem=v80, stack=v128, pc=39, k='store_x', x=v133, depth=v132}
  0023ca  sub     rsp,0x70
  0023d1  mov     [rsp+0x30],rcx
  0023d9  mov     [rsp+0x38],rsi
  0023e1  mov     [rsp+0x40],rdi
  0023e9  mov     [rsp+0x48],r8
  0023f1  mov     [rsp+0x50],r9
  0023f9  mov     [rsp+0x58],r10
  002401  mov     [rsp],r13
  002409  mov     qword ptr [rsp+8],3
  002415  mov     qword ptr [rsp+0x10],0
  002421  mov     qword ptr [rsp+0x18],1
  00242d  mov     [rsp+0x20],r14
  002435  mov     qword ptr [rsp+0x28],1
  002441  mov     rdi,[rbp+0x20]
  002448  mov     esi,0x10
  00244d  mov     rdx,rsp
  002450  mov     rcx,0xfffffffffffffffc
  00245a  mov     r8,0xfffffffffffffffc
  002464  mov     r9,0
  00246e  mov     rax,<list_op>
  002478  call    rax
  00247a  mov     r11,rax
  00247d  mov     rcx,[rsp+0x30]
  002485  mov     rsi,[rsp+0x38]
  00248d  mov     rdi,[rsp+0x40]
  002495  mov     r8,[rsp+0x48]
  00249d  mov     r9,[rsp+0x50]
  0024a5  mov     r10,[rsp+0x58]
  0024ad  add     rsp,0x70
  0024b4  test    rdx,rdx
  0024b7  je      0x0000000000004ced
  0024bd  mov     r13,r11
; v135:list = set v80, 3, v133 owned => store_x/2 (103) {mem=v80, stack=v134, pc=39, a=3, x=v133}
  0024c0  cmp     qword ptr [r12+8],0
  0024cc  jne     0x0000000000002c7f
  0024d2  cmp     qword ptr [r12],3
  0024de  jbe     0x0000000000002c7f
  0024e4  mov     rax,[r12+0x10]
  0024ec  lea     rax,[rax+0x18]
  0024f3  mov     [rax],rbx
; v136:list = append v134, v83 owned
  0024f6  sub     rsp,0x70
  0024fd  mov     [rsp+0x30],rcx
  002505  mov     [rsp+0x38],rsi
  00250d  mov     [rsp+0x40],rdi
  002515  mov     [rsp+0x48],r8
  00251d  mov     [rsp+0x50],r9
  002525  mov     [rsp+0x58],r10
  00252d  mov     [rsp],r13
  002535  mov     qword ptr [rsp+8],3
  002541  mov     [rsp+0x10],rsi
  002549  mov     qword ptr [rsp+0x18],1
  002555  mov     rdi,[rbp+0x20]
  00255c  mov     esi,0xf
  002561  mov     rdx,rsp
  002564  mov     rcx,0xfffffffffffffffc
  00256e  mov     r8,0xfffffffffffffffc
  002578  mov     r9,0
  002582  mov     rax,<list_op>
  00258c  call    rax
  00258e  mov     r11,rax
  002591  mov     rcx,[rsp+0x30]
  002599  mov     rsi,[rsp+0x38]
  0025a1  mov     rdi,[rsp+0x40]
  0025a9  mov     r8,[rsp+0x48]
  0025b1  mov     r9,[rsp+0x50]
  0025b9  mov     r10,[rsp+0x58]
  0025c1  add     rsp,0x70
  0025c8  mov     r13,r11
; v137:list = append v136, 1 owned
  0025cb  sub     rsp,0x70
  0025d2  mov     [rsp+0x30],rcx
  0025da  mov     [rsp+0x38],rsi
  0025e2  mov     [rsp+0x40],rdi
  0025ea  mov     [rsp+0x48],r8
  0025f2  mov     [rsp+0x50],r9
  0025fa  mov     [rsp+0x58],r10
  002602  mov     [rsp],r13
  00260a  mov     qword ptr [rsp+8],3
  002616  mov     qword ptr [rsp+0x10],1
  002622  mov     qword ptr [rsp+0x18],1
  00262e  mov     rdi,[rbp+0x20]
  002635  mov     esi,0xf
  00263a  mov     rdx,rsp
  00263d  mov     rcx,0xfffffffffffffffc
  002647  mov     r8,0xfffffffffffffffc
  002651  mov     r9,0
  00265b  mov     rax,<list_op>
  002665  call    rax
  002667  mov     r11,rax
  00266a  mov     rcx,[rsp+0x30]
  002672  mov     rsi,[rsp+0x38]
  00267a  mov     rdi,[rsp+0x40]
  002682  mov     r8,[rsp+0x48]
  00268a  mov     r9,[rsp+0x50]
  002692  mov     r10,[rsp+0x58]
  00269a  add     rsp,0x70
  0026a1  mov     r13,r11
; v138:int = len v137
  0026a4  mov     rsi,[r13]
; v139:int = lt v138, 2
; guard_false v139 => pop2/2 (120) {mem=v135, stack=v137, pc=45, opcode='add', k='binary_xy', depth=v138, few=1}
  0026ac  cmp     rsi,2
  0026b3  jl      0x0000000000004d70
; v141:int = sub_nov v138, 1
  0026b9  mov     rbx,rsi
  0026bc  sub     rbx,1
; v142:int = readlist v137, v141 => pop2_top/1 (121) {mem=v135, stack=v137, pc=45, opcode='add', k='binary_xy', depth=v141}
  0026c3  cmp     rbx,[r13]
  0026cb  jae     0x0000000000004e0d
  0026d1  mov     rax,[r13+8]
  0026d9  test    rax,rax
  0026dc  je      0x00000000000026ed
  0026e2  cmp     byte ptr [rax+rbx],1
  0026e7  jne     0x0000000000004e0d
  0026ed  mov     rax,[r13+0x10]
  0026f5  mov     rbx,[rax+rbx*8]
; v143:int = add_nov v138, -2
  0026f9  add     rsi,0xfffffffffffffffe
; v144:int = readlist v137, v143 => pop2_top/3 (121) {mem=v135, stack=v137, pc=45, opcode='add', k='binary_xy', y=v142, depth=v143}
  002700  cmp     rsi,[r13]
  002708  jae     0x0000000000004e94
  00270e  mov     rax,[r13+8]
  002716  test    rax,rax
  002719  je      0x000000000000272a
  00271f  cmp     byte ptr [rax+rsi],1
  002724  jne     0x0000000000004e94
  00272a  mov     rax,[r13+0x10]
  002732  mov     r14,[rax+rsi*8]
; v145:list = slice v137, 0, v143 owned => pop2_top/4 (121) {mem=v135, stack=v137, pc=45, opcode='add', k='binary_xy', x=v144, y=v142, depth=v143}
  002736  sub     rsp,0x70
  00273d  mov     [rsp+0x30],rcx
  002745  mov     [rsp+0x38],rsi
  00274d  mov     [rsp+0x40],rdi
  002755  mov     [rsp+0x48],r8
  00275d  mov     [rsp+0x50],r9
  002765  mov     [rsp+0x58],r10
  00276d  mov     [rsp],r13
  002775  mov     qword ptr [rsp+8],3
  002781  mov     qword ptr [rsp+0x10],0
  00278d  mov     qword ptr [rsp+0x18],1
  002799  mov     [rsp+0x20],rsi
  0027a1  mov     qword ptr [rsp+0x28],1
  0027ad  mov     rdi,[rbp+0x20]
  0027b4  mov     esi,0x10
  0027b9  mov     rdx,rsp
  0027bc  mov     rcx,0xfffffffffffffffc
  0027c6  mov     r8,0xfffffffffffffffc
  0027d0  mov     r9,0
  0027da  mov     rax,<list_op>
  0027e4  call    rax
  0027e6  mov     r11,rax
  0027e9  mov     rcx,[rsp+0x30]
  0027f1  mov     rsi,[rsp+0x38]
  0027f9  mov     rdi,[rsp+0x40]
  002801  mov     r8,[rsp+0x48]
  002809  mov     r9,[rsp+0x50]
  002811  mov     r10,[rsp+0x58]
  002819  add     rsp,0x70
  002820  test    rdx,rdx
  002823  je      0x0000000000004f2d
  002829  mov     r13,r11
; v146:int = add v144, v142 => binary_add/0 (123) {mem=v135, stack=v145, pc=45, x=v144, y=v142}
  00282c  add     r14,rbx
  00282f  jo      0x0000000000004fd8
; v147:list = append v145, v146 owned
  002835  sub     rsp,0x70
  00283c  mov     [rsp+0x30],rcx
  002844  mov     [rsp+0x38],rsi
  00284c  mov     [rsp+0x40],rdi
  002854  mov     [rsp+0x48],r8
  00285c  mov     [rsp+0x50],r9
  002864  mov     [rsp+0x58],r10
  00286c  mov     [rsp],r13
  002874  mov     qword ptr [rsp+8],3
  002880  mov     [rsp+0x10],r14
  002888  mov     qword ptr [rsp+0x18],1
  002894  mov     rdi,[rbp+0x20]
  00289b  mov     esi,0xf
  0028a0  mov     rdx,rsp
  0028a3  mov     rcx,0xfffffffffffffffc
  0028ad  mov     r8,0xfffffffffffffffc
  0028b7  mov     r9,0
  0028c1  mov     rax,<list_op>
  0028cb  call    rax
  0028cd  mov     r11,rax
  0028d0  mov     rcx,[rsp+0x30]
  0028d8  mov     rsi,[rsp+0x38]
  0028e0  mov     rdi,[rsp+0x40]
  0028e8  mov     r8,[rsp+0x48]
  0028f0  mov     r9,[rsp+0x50]
  0028f8  mov     r10,[rsp+0x58]
  002900  add     rsp,0x70
  002907  mov     r13,r11
; v148:int = len v147
  00290a  mov     r14,[r13]
; v149:int = eq v148, 0
; guard_false v149 => pop/2 (131) {mem=v135, stack=v147, pc=46, k='store_x', depth=v148, empty=1}
  002912  test    r14,r14
  002915  je      0x0000000000005048
; v151:int = sub_nov v148, 1
  00291b  sub     r14,1
; v152:int = readlist v147, v151 => pop_top/1 (132) {mem=v135, stack=v147, pc=46, k='store_x', depth=v151}
  002922  cmp     r14,[r13]
  00292a  jae     0x00000000000050cf
  002930  mov     rax,[r13+8]
  002938  test    rax,rax
  00293b  je      0x000000000000294c
  002941  cmp     byte ptr [rax+r14],1
  002946  jne     0x00000000000050cf
  00294c  mov     rax,[r13+0x10]
  002954  mov     rbx,[rax+r14*8]
; v153:list = slice v147, 0, v151 owned => pop_top/2 (132) {mem=v135, stack=v147, pc=46, k='store_x', x=v152, depth=v151}
  002958  sub     rsp,0x70
  00295f  mov     [rsp+0x30],rcx
  002967  mov     [rsp+0x38],rsi
  00296f  mov     [rsp+0x40],rdi
  002977  mov     [rsp+0x48],r8
  00297f  mov     [rsp+0x50],r9
  002987  mov     [rsp+0x58],r10
  00298f  mov     [rsp],r13
  002997  mov     qword ptr [rsp+8],3
  0029a3  mov     qword ptr [rsp+0x10],0
  0029af  mov     qword ptr [rsp+0x18],1
  0029bb  mov     [rsp+0x20],r14
  0029c3  mov     qword ptr [rsp+0x28],1
  0029cf  mov     rdi,[rbp+0x20]
  0029d6  mov     esi,0x10
  0029db  mov     rdx,rsp
  0029de  mov     rcx,0xfffffffffffffffc
  0029e8  mov     r8,0xfffffffffffffffc
  0029f2  mov     r9,0
  0029fc  mov     rax,<list_op>
  002a06  call    rax
  002a08  mov     r11,rax
  002a0b  mov     rcx,[rsp+0x30]
  002a13  mov     rsi,[rsp+0x38]
  002a1b  mov     rdi,[rsp+0x40]
  002a23  mov     r8,[rsp+0x48]
  002a2b  mov     r9,[rsp+0x50]
  002a33  mov     r10,[rsp+0x58]
  002a3b  add     rsp,0x70
  002a42  test    rdx,rdx
  002a45  je      0x0000000000005140
  002a4b  mov     r13,r11
; v154:list = set v135, 2, v152 owned => store_x/2 (134) {mem=v135, stack=v153, pc=46, a=2, x=v152}
  002a4e  cmp     qword ptr [r12+8],0
  002a5a  jne     0x0000000000002d7a
  002a60  cmp     qword ptr [r12],2
  002a6c  jbe     0x0000000000002d7a
  002a72  mov     rax,[r12+0x10]
  002a7a  lea     rax,[rax+0x10]
  002a81  mov     [rax],rbx
; guard_steps => dispatch_loop/0 (150) {mem=v154, stack=v153, pc=15}
; jump (150) v80 <- v154, v81 <- v153
  002a84  jmp     0x00000000000015d0
  002a89  sub     rsp,0x70
  002a90  mov     [rsp+0x30],rcx
  002a98  mov     [rsp+0x38],rsi
  002aa0  mov     [rsp+0x40],rdi
  002aa8  mov     [rsp+0x48],r8
  002ab0  mov     [rsp+0x50],r9
  002ab8  mov     [rsp+0x58],r10
  002ac0  mov     [rsp],r12
  002ac8  mov     qword ptr [rsp+8],3
  002ad4  mov     qword ptr [rsp+0x10],3
  002ae0  mov     qword ptr [rsp+0x18],1
  002aec  mov     [rsp+0x20],rsi
  002af4  mov     qword ptr [rsp+0x28],1
  002b00  mov     rdi,[rbp+0x20]
  002b07  mov     esi,0xe
  002b0c  mov     rdx,rsp
  002b0f  mov     rcx,0xfffffffffffffffe
  002b19  mov     r8,0xfffffffffffffffe
  002b23  mov     r9,0
  002b2d  mov     rax,<list_op>
  002b37  call    rax
  002b39  mov     r11,rax
  002b3c  mov     rcx,[rsp+0x30]
  002b44  mov     rsi,[rsp+0x38]
  002b4c  mov     rdi,[rsp+0x40]
  002b54  mov     r8,[rsp+0x48]
  002b5c  mov     r9,[rsp+0x50]
  002b64  mov     r10,[rsp+0x58]
  002b6c  add     rsp,0x70
  002b73  test    rdx,rdx
  002b76  je      0x00000000000051c3
  002b7c  mov     r12,r11
  002b7f  jmp     0x0000000000001042
  002b84  sub     rsp,0x70
  002b8b  mov     [rsp+0x30],rcx
  002b93  mov     [rsp+0x38],rsi
  002b9b  mov     [rsp+0x40],rdi
  002ba3  mov     [rsp+0x48],r8
  002bab  mov     [rsp+0x50],r9
  002bb3  mov     [rsp+0x58],r10
  002bbb  mov     [rsp],r12
  002bc3  mov     qword ptr [rsp+8],3
  002bcf  mov     qword ptr [rsp+0x10],2
  002bdb  mov     qword ptr [rsp+0x18],1
  002be7  mov     [rsp+0x20],rsi
  002bef  mov     qword ptr [rsp+0x28],1
  002bfb  mov     rdi,[rbp+0x20]
  002c02  mov     esi,0xe
  002c07  mov     rdx,rsp
  002c0a  mov     rcx,0xfffffffffffffffe
  002c14  mov     r8,0xfffffffffffffffe
  002c1e  mov     r9,0
  002c28  mov     rax,<list_op>
  002c32  call    rax
  002c34  mov     r11,rax
  002c37  mov     rcx,[rsp+0x30]
  002c3f  mov     rsi,[rsp+0x38]
  002c47  mov     rdi,[rsp+0x40]
  002c4f  mov     r8,[rsp+0x48]
  002c57  mov     r9,[rsp+0x50]
  002c5f  mov     r10,[rsp+0x58]
  002c67  add     rsp,0x70
  002c6e  test    rdx,rdx
  002c71  je      0x0000000000005234
  002c77  mov     r12,r11
  002c7a  jmp     0x00000000000015d0
  002c7f  sub     rsp,0x70
  002c86  mov     [rsp+0x30],rcx
  002c8e  mov     [rsp+0x38],rsi
  002c96  mov     [rsp+0x40],rdi
  002c9e  mov     [rsp+0x48],r8
  002ca6  mov     [rsp+0x50],r9
  002cae  mov     [rsp+0x58],r10
  002cb6  mov     [rsp],r12
  002cbe  mov     qword ptr [rsp+8],3
  002cca  mov     qword ptr [rsp+0x10],3
  002cd6  mov     qword ptr [rsp+0x18],1
  002ce2  mov     [rsp+0x20],rbx
  002cea  mov     qword ptr [rsp+0x28],1
  002cf6  mov     rdi,[rbp+0x20]
  002cfd  mov     esi,0xe
  002d02  mov     rdx,rsp
  002d05  mov     rcx,0xfffffffffffffffe
  002d0f  mov     r8,0xfffffffffffffffe
  002d19  mov     r9,0
  002d23  mov     rax,<list_op>
  002d2d  call    rax
  002d2f  mov     r11,rax
  002d32  mov     rcx,[rsp+0x30]
  002d3a  mov     rsi,[rsp+0x38]
  002d42  mov     rdi,[rsp+0x40]
  002d4a  mov     r8,[rsp+0x48]
  002d52  mov     r9,[rsp+0x50]
  002d5a  mov     r10,[rsp+0x58]
  002d62  add     rsp,0x70
  002d69  test    rdx,rdx
  002d6c  je      0x00000000000052a5
  002d72  mov     r12,r11
  002d75  jmp     0x00000000000024f6
  002d7a  sub     rsp,0x70
  002d81  mov     [rsp+0x30],rcx
  002d89  mov     [rsp+0x38],rsi
  002d91  mov     [rsp+0x40],rdi
  002d99  mov     [rsp+0x48],r8
  002da1  mov     [rsp+0x50],r9
  002da9  mov     [rsp+0x58],r10
  002db1  mov     [rsp],r12
  002db9  mov     qword ptr [rsp+8],3
  002dc5  mov     qword ptr [rsp+0x10],2
  002dd1  mov     qword ptr [rsp+0x18],1
  002ddd  mov     [rsp+0x20],rbx
  002de5  mov     qword ptr [rsp+0x28],1
  002df1  mov     rdi,[rbp+0x20]
  002df8  mov     esi,0xe
  002dfd  mov     rdx,rsp
  002e00  mov     rcx,0xfffffffffffffffe
  002e0a  mov     r8,0xfffffffffffffffe
  002e14  mov     r9,0
  002e1e  mov     rax,<list_op>
  002e28  call    rax
  002e2a  mov     r11,rax
  002e2d  mov     rcx,[rsp+0x30]
  002e35  mov     rsi,[rsp+0x38]
  002e3d  mov     rdi,[rsp+0x40]
  002e45  mov     r8,[rsp+0x48]
  002e4d  mov     r9,[rsp+0x50]
  002e55  mov     r10,[rsp+0x58]
  002e5d  add     rsp,0x70
  002e64  test    rdx,rdx
  002e67  je      0x0000000000005316
  002e6d  mov     r12,r11
  002e70  jmp     0x0000000000002a84
; exits
  002e75  mov     rax,0xfffffffe
  002e7f  jmp     0x0000000000000016
  002e84  mov     [rbp+0x10],rbx
  002e8b  mov     qword ptr [rbp+0x18],3
  002e96  mov     [rbp+0x30],r12
  002e9d  mov     qword ptr [rbp+0xc8],3
  002ea8  mov     [rbp+0x40],r13
  002eaf  mov     qword ptr [rbp+0xd8],3
  002eba  mov     [rbp+0x50],r14
  002ec1  mov     qword ptr [rbp+0xe8],1
  002ecc  mov     rdi,[rbp+0x20]
  002ed3  mov     rsi,8
  002edd  mov     rdx,0
  002ee7  mov     rax,<exit_lists>
  002ef1  call    rax
  002ef3  mov     rax,0
  002efd  jmp     0x0000000000000016
  002f02  mov     [rbp+0x10],r14
  002f09  mov     qword ptr [rbp+0x18],1
  002f14  mov     [rbp+0x30],r12
  002f1b  mov     qword ptr [rbp+0xc8],3
  002f26  mov     [rbp+0x40],r13
  002f2d  mov     qword ptr [rbp+0xd8],3
  002f38  mov     [rbp+0x50],r14
  002f3f  mov     qword ptr [rbp+0xe8],1
  002f4a  mov     rax,1
  002f54  jmp     0x0000000000000016
  002f59  mov     [rbp+0x30],r12
  002f60  mov     qword ptr [rbp+0xc8],3
  002f6b  mov     [rbp+0x40],r13
  002f72  mov     qword ptr [rbp+0xd8],3
  002f7d  mov     qword ptr [rbp+0x50],0xf
  002f88  mov     qword ptr [rbp+0xe8],1
  002f93  mov     qword ptr [rbp+0x78],2
  002f9e  mov     qword ptr [rbp+0x110],1
  002fa9  mov     rax,2
  002fb3  jmp     0x0000000000000016
  002fb8  mov     [rbp+0x30],r12
  002fbf  mov     qword ptr [rbp+0xc8],3
  002fca  mov     [rbp+0x40],r13
  002fd1  mov     qword ptr [rbp+0xd8],3
  002fdc  mov     qword ptr [rbp+0x50],0x11
  002fe7  mov     qword ptr [rbp+0xe8],1
  002ff2  mov     qword ptr [rbp+0x78],0
  002ffd  mov     qword ptr [rbp+0x110],1
  003008  mov     rax,3
  003012  jmp     0x0000000000000016
  003017  mov     [rbp+0x30],r12
  00301e  mov     qword ptr [rbp+0xc8],3
  003029  mov     [rbp+0x40],r13
  003030  mov     qword ptr [rbp+0xd8],3
  00303b  mov     qword ptr [rbp+0x50],0x13
  003046  mov     qword ptr [rbp+0xe8],1
  003051  mov     qword ptr [rbp+0x58],0x16
  00305c  mov     qword ptr [rbp+0xf0],2
  003067  mov     qword ptr [rbp+<exit lists 0>0],0x28
  003072  mov     qword ptr [rbp+0x118],2
  00307d  mov     [rbp+0xa0],rbx
  003084  mov     qword ptr [rbp+0x138],1
  00308f  mov     qword ptr [rbp+0xb8],1
  00309a  mov     qword ptr [rbp+0x150],1
  0030a5  mov     rax,4
  0030af  jmp     0x0000000000000016
  0030b4  mov     [rbp+0x30],r12
  0030bb  mov     qword ptr [rbp+0xc8],3
  0030c6  mov     [rbp+0x40],r13
  0030cd  mov     qword ptr [rbp+0xd8],3
  0030d8  mov     qword ptr [rbp+0x50],0x13
  0030e3  mov     qword ptr [rbp+0xe8],1
  0030ee  mov     qword ptr [rbp+0x58],0x16
  0030f9  mov     qword ptr [rbp+0xf0],2
  003104  mov     qword ptr [rbp+<exit lists 0>0],0x28
  00310f  mov     qword ptr [rbp+0x118],2
  00311a  mov     [rbp+0xa0],r15
  003121  mov     qword ptr [rbp+0x138],1
  00312c  mov     rax,5
  003136  jmp     0x0000000000000016
  00313b  mov     [rbp+0x30],r12
  003142  mov     qword ptr [rbp+0xc8],3
  00314d  mov     [rbp+0x40],r13
  003154  mov     qword ptr [rbp+0xd8],3
  00315f  mov     qword ptr [rbp+0x50],0x13
  00316a  mov     qword ptr [rbp+0xe8],1
  003175  mov     qword ptr [rbp+0x58],0x16
  003180  mov     qword ptr [rbp+0xf0],2
  00318b  mov     qword ptr [rbp+<exit lists 0>0],0x28
  003196  mov     qword ptr [rbp+0x118],2
  0031a1  mov     [rbp+0x90],r15
  0031a8  mov     qword ptr [rbp+0x128],1
  0031b3  mov     [rbp+0xa0],rbx
  0031ba  mov     qword ptr [rbp+0x138],1
  0031c5  mov     rax,6
  0031cf  jmp     0x0000000000000016
  0031d4  mov     [rbp+0x30],r12
  0031db  mov     qword ptr [rbp+0xc8],3
  0031e6  mov     [rbp+0x40],r13
  0031ed  mov     qword ptr [rbp+0xd8],3
  0031f8  mov     qword ptr [rbp+0x50],0x13
  003203  mov     qword ptr [rbp+0xe8],1
  00320e  mov     qword ptr [rbp+0x58],0x16
  003219  mov     qword ptr [rbp+0xf0],2
  003224  mov     qword ptr [rbp+<exit lists 0>0],0x28
  00322f  mov     qword ptr [rbp+0x118],2
  00323a  mov     [rbp+<exit lists 0>8],rsi
  003241  mov     qword ptr [rbp+0x120],1
  00324c  mov     [rbp+0x90],r15
  003253  mov     qword ptr [rbp+0x128],1
  00325e  mov     [rbp+0xa0],rbx
  003265  mov     qword ptr [rbp+0x138],1
  003270  mov     rax,7
  00327a  jmp     0x0000000000000016
  00327f  mov     [rbp+0x30],r12
  003286  mov     qword ptr [rbp+0xc8],3
  003291  mov     [rbp+0x40],r13
  003298  mov     qword ptr [rbp+0xd8],3
  0032a3  mov     qword ptr [rbp+0x50],0x14
  0032ae  mov     qword ptr [rbp+0xe8],1
  0032b9  mov     qword ptr [rbp+<exit lists 0>0],0x2c
  0032c4  mov     qword ptr [rbp+0x118],2
  0032cf  mov     [rbp+0xa0],rsi
  0032d6  mov     qword ptr [rbp+0x138],1
  0032e1  mov     qword ptr [rbp+0xa8],1
  0032ec  mov     qword ptr [rbp+0x140],1
  0032f7  mov     rax,8
  003301  jmp     0x0000000000000016
  003306  mov     [rbp+0x30],r12
  00330d  mov     qword ptr [rbp+0xc8],3
  003318  mov     [rbp+0x40],r13
  00331f  mov     qword ptr [rbp+0xd8],3
  00332a  mov     qword ptr [rbp+0x50],0x14
  003335  mov     qword ptr [rbp+0xe8],1
  003340  mov     qword ptr [rbp+<exit lists 0>0],0x2c
  00334b  mov     qword ptr [rbp+0x118],2
  003356  mov     [rbp+0xa0],rsi
  00335d  mov     qword ptr [rbp+0x138],1
  003368  mov     rax,9
  003372  jmp     0x0000000000000016
  003377  mov     [rbp+0x30],r12
  00337e  mov     qword ptr [rbp+0xc8],3
  003389  mov     [rbp+0x40],r13
  003390  mov     qword ptr [rbp+0xd8],3
  00339b  mov     qword ptr [rbp+0x50],0x14
  0033a6  mov     qword ptr [rbp+0xe8],1
  0033b1  mov     qword ptr [rbp+<exit lists 0>0],0x2c
  0033bc  mov     qword ptr [rbp+0x118],2
  0033c7  mov     [rbp+<exit lists 0>8],r15
  0033ce  mov     qword ptr [rbp+0x120],1
  0033d9  mov     [rbp+0xa0],rsi
  0033e0  mov     qword ptr [rbp+0x138],1
  0033eb  mov     rax,0xa
  0033f5  jmp     0x0000000000000016
  0033fa  mov     [rbp+0x30],r12
  003401  mov     qword ptr [rbp+0xc8],3
  00340c  mov     [rbp+0x40],r13
  003413  mov     qword ptr [rbp+0xd8],3
  00341e  mov     qword ptr [rbp+0x50],0x14
  003429  mov     qword ptr [rbp+0xe8],1
  003434  mov     [rbp+<exit lists 0>8],r15
  00343b  mov     qword ptr [rbp+0x120],1
  003446  mov     rax,0xb
  003450  jmp     0x0000000000000016
  003455  mov     [rbp+0x30],r12
  00345c  mov     qword ptr [rbp+0xc8],3
  003467  mov     [rbp+0x40],r13
  00346e  mov     qword ptr [rbp+0xd8],3
  003479  mov     qword ptr [rbp+0x50],0x1f
  003484  mov     qword ptr [rbp+0xe8],1
  00348f  mov     qword ptr [rbp+0x78],3
  00349a  mov     qword ptr [rbp+0x110],1
  0034a5  mov     rax,0xc
  0034af  jmp     0x0000000000000016
  0034b4  mov     [rbp+0x30],r12
  0034bb  mov     qword ptr [rbp+0xc8],3
  0034c6  mov     [rbp+0x40],r13
  0034cd  mov     qword ptr [rbp+0xd8],3
  0034d8  mov     qword ptr [rbp+0x50],0x21
  0034e3  mov     qword ptr [rbp+0xe8],1
  0034ee  mov     qword ptr [rbp+0x78],1
  0034f9  mov     qword ptr [rbp+0x110],1
  003504  mov     rax,0xd
  00350e  jmp     0x0000000000000016
  003513  mov     [rbp+0x30],r12
  00351a  mov     qword ptr [rbp+0xc8],3
  003525  mov     [rbp+0x40],r13
  00352c  mov     qword ptr [rbp+0xd8],3
  003537  mov     qword ptr [rbp+0x50],0x25
  003542  mov     qword ptr [rbp+0xe8],1
  00354d  mov     qword ptr [rbp+0x58],0xf
  003558  mov     qword ptr [rbp+0xf0],2
  003563  mov     qword ptr [rbp+<exit lists 0>0],0x28
  00356e  mov     qword ptr [rbp+0x118],2
  003579  mov     [rbp+0xa0],r15
  003580  mov     qword ptr [rbp+0x138],1
  00358b  mov     qword ptr [rbp+0xb8],1
  003596  mov     qword ptr [rbp+0x150],1
  0035a1  mov     rax,0xe
  0035ab  jmp     0x0000000000000016
  0035b0  mov     [rbp+0x30],r12
  0035b7  mov     qword ptr [rbp+0xc8],3
  0035c2  mov     [rbp+0x40],r13
  0035c9  mov     qword ptr [rbp+0xd8],3
  0035d4  mov     qword ptr [rbp+0x50],0x25
  0035df  mov     qword ptr [rbp+0xe8],1
  0035ea  mov     qword ptr [rbp+0x58],0xf
  0035f5  mov     qword ptr [rbp+0xf0],2
  003600  mov     qword ptr [rbp+<exit lists 0>0],0x28
  00360b  mov     qword ptr [rbp+0x118],2
  003616  mov     [rbp+0xa0],rsi
  00361d  mov     qword ptr [rbp+0x138],1
  003628  mov     rax,0xf
  003632  jmp     0x0000000000000016
  003637  mov     [rbp+0x30],r12
  00363e  mov     qword ptr [rbp+0xc8],3
  003649  mov     [rbp+0x40],r13
  003650  mov     qword ptr [rbp+0xd8],3
  00365b  mov     qword ptr [rbp+0x50],0x25
  003666  mov     qword ptr [rbp+0xe8],1
  003671  mov     qword ptr [rbp+0x58],0xf
  00367c  mov     qword ptr [rbp+0xf0],2
  003687  mov     qword ptr [rbp+<exit lists 0>0],0x28
  003692  mov     qword ptr [rbp+0x118],2
  00369d  mov     [rbp+0x90],rsi
  0036a4  mov     qword ptr [rbp+0x128],1
  0036af  mov     [rbp+0xa0],r15
  0036b6  mov     qword ptr [rbp+0x138],1
  0036c1  mov     rax,0x10
  0036cb  jmp     0x0000000000000016
  0036d0  mov     [rbp+0x30],r12
  0036d7  mov     qword ptr [rbp+0xc8],3
  0036e2  mov     [rbp+0x40],r13
  0036e9  mov     qword ptr [rbp+0xd8],3
  0036f4  mov     qword ptr [rbp+0x50],0x25
  0036ff  mov     qword ptr [rbp+0xe8],1
  00370a  mov     qword ptr [rbp+0x58],0xf
  003715  mov     qword ptr [rbp+0xf0],2
  003720  mov     qword ptr [rbp+<exit lists 0>0],0x28
  00372b  mov     qword ptr [rbp+0x118],2
  003736  mov     [rbp+<exit lists 0>8],rbx
  00373d  mov     qword ptr [rbp+0x120],1
  003748  mov     [rbp+0x90],rsi
  00374f  mov     qword ptr [rbp+0x128],1
  00375a  mov     [rbp+0xa0],r15
  003761  mov     qword ptr [rbp+0x138],1
  00376c  mov     rax,0x11
  003776  jmp     0x0000000000000016
  00377b  mov     [rbp+0x30],r12
  003782  mov     qword ptr [rbp+0xc8],3
  00378d  mov     [rbp+0x40],r13
  003794  mov     qword ptr [rbp+0xd8],3
  00379f  mov     qword ptr [rbp+0x50],0x25
  0037aa  mov     qword ptr [rbp+0xe8],1
  0037b5  mov     [rbp+<exit lists 0>8],rbx
  0037bc  mov     qword ptr [rbp+0x120],1
  0037c7  mov     [rbp+0x90],rsi
  0037ce  mov     qword ptr [rbp+0x128],1
  0037d9  mov     rax,0x12
  0037e3  jmp     0x0000000000000016
  0037e8  mov     [rbp+0x30],r12
  0037ef  mov     qword ptr [rbp+0xc8],3
  0037fa  mov     [rbp+0x40],r13
  003801  mov     qword ptr [rbp+0xd8],3
  00380c  mov     qword ptr [rbp+0x50],0x26
  003817  mov     qword ptr [rbp+0xe8],1
  003822  mov     qword ptr [rbp+0x58],0x13
  00382d  mov     qword ptr [rbp+0xf0],2
  003838  mov     qword ptr [rbp+<exit lists 0>0],0x28
  003843  mov     qword ptr [rbp+0x118],2
  00384e  mov     [rbp+0xa0],rbx
  003855  mov     qword ptr [rbp+0x138],1
  003860  mov     qword ptr [rbp+0xb8],1
  00386b  mov     qword ptr [rbp+0x150],1
  003876  mov     rax,0x13
  003880  jmp     0x0000000000000016
  003885  mov     [rbp+0x30],r12
  00388c  mov     qword ptr [rbp+0xc8],3
  003897  mov     [rbp+0x40],r13
  00389e  mov     qword ptr [rbp+0xd8],3
  0038a9  mov     qword ptr [rbp+0x50],0x26
  0038b4  mov     qword ptr [rbp+0xe8],1
  0038bf  mov     qword ptr [rbp+0x58],0x13
  0038ca  mov     qword ptr [rbp+0xf0],2
  0038d5  mov     qword ptr [rbp+<exit lists 0>0],0x28
  0038e0  mov     qword ptr [rbp+0x118],2
  0038eb  mov     [rbp+0xa0],rsi
  0038f2  mov     qword ptr [rbp+0x138],1
  0038fd  mov     rax,0x14
  003907  jmp     0x0000000000000016
  00390c  mov     [rbp+0x30],r12
  003913  mov     qword ptr [rbp+0xc8],3
  00391e  mov     [rbp+0x40],r13
  003925  mov     qword ptr [rbp+0xd8],3
  003930  mov     qword ptr [rbp+0x50],0x26
  00393b  mov     qword ptr [rbp+0xe8],1
  003946  mov     qword ptr [rbp+0x58],0x13
  003951  mov     qword ptr [rbp+0xf0],2
  00395c  mov     qword ptr [rbp+<exit lists 0>0],0x28
  003967  mov     qword ptr [rbp+0x118],2
  003972  mov     [rbp+0x90],rsi
  003979  mov     qword ptr [rbp+0x128],1
  003984  mov     [rbp+0xa0],rbx
  00398b  mov     qword ptr [rbp+0x138],1
  003996  mov     rax,0x15
  0039a0  jmp     0x0000000000000016
  0039a5  mov     [rbp+0x30],r12
  0039ac  mov     qword ptr [rbp+0xc8],3
  0039b7  mov     [rbp+0x40],r13
  0039be  mov     qword ptr [rbp+0xd8],3
  0039c9  mov     qword ptr [rbp+0x50],0x26
  0039d4  mov     qword ptr [rbp+0xe8],1
  0039df  mov     qword ptr [rbp+0x58],0x13
  0039ea  mov     qword ptr [rbp+0xf0],2
  0039f5  mov     qword ptr [rbp+<exit lists 0>0],0x28
  003a00  mov     qword ptr [rbp+0x118],2
  003a0b  mov     [rbp+<exit lists 0>8],r15
  003a12  mov     qword ptr [rbp+0x120],1
  003a1d  mov     [rbp+0x90],rsi
  003a24  mov     qword ptr [rbp+0x128],1
  003a2f  mov     [rbp+0xa0],rbx
  003a36  mov     qword ptr [rbp+0x138],1
  003a41  mov     rax,0x16
  003a4b  jmp     0x0000000000000016
  003a50  sub     r15,rsi
  003a53  mov     [rbp+0x30],r12
  003a5a  mov     qword ptr [rbp+0xc8],3
  003a65  mov     [rbp+0x40],r13
  003a6c  mov     qword ptr [rbp+0xd8],3
  003a77  mov     qword ptr [rbp+0x50],0x26
  003a82  mov     qword ptr [rbp+0xe8],1
  003a8d  mov     [rbp+<exit lists 0>8],r15
  003a94  mov     qword ptr [rbp+0x120],1
  003a9f  mov     [rbp+0x90],rsi
  003aa6  mov     qword ptr [rbp+0x128],1
  003ab1  mov     rax,0x17
  003abb  jmp     0x0000000000000016
  003ac0  mov     [rbp+0x30],r12
  003ac7  mov     qword ptr [rbp+0xc8],3
  003ad2  mov     [rbp+0x40],r13
  003ad9  mov     qword ptr [rbp+0xd8],3
  003ae4  mov     qword ptr [rbp+0x50],0x27
  003aef  mov     qword ptr [rbp+0xe8],1
  003afa  mov     qword ptr [rbp+<exit lists 0>0],0x27
  003b05  mov     qword ptr [rbp+0x118],2
  003b10  mov     [rbp+0xa0],r15
  003b17  mov     qword ptr [rbp+0x138],1
  003b22  mov     qword ptr [rbp+0xa8],1
  003b2d  mov     qword ptr [rbp+0x140],1
  003b38  mov     rax,0x18
  003b42  jmp     0x0000000000000016
  003b47  mov     [rbp+0x30],r12
  003b4e  mov     qword ptr [rbp+0xc8],3
  003b59  mov     [rbp+0x40],r13
  003b60  mov     qword ptr [rbp+0xd8],3
  003b6b  mov     qword ptr [rbp+0x50],0x27
  003b76  mov     qword ptr [rbp+0xe8],1
  003b81  mov     qword ptr [rbp+<exit lists 0>0],0x27
  003b8c  mov     qword ptr [rbp+0x118],2
  003b97  mov     [rbp+0xa0],r15
  003b9e  mov     qword ptr [rbp+0x138],1
  003ba9  mov     rax,0x19
  003bb3  jmp     0x0000000000000016
  003bb8  mov     [rbp+0x30],r12
  003bbf  mov     qword ptr [rbp+0xc8],3
  003bca  mov     [rbp+0x40],r13
  003bd1  mov     qword ptr [rbp+0xd8],3
  003bdc  mov     qword ptr [rbp+0x50],0x27
  003be7  mov     qword ptr [rbp+0xe8],1
  003bf2  mov     qword ptr [rbp+<exit lists 0>0],0x27
  003bfd  mov     qword ptr [rbp+0x118],2
  003c08  mov     [rbp+<exit lists 0>8],rsi
  003c0f  mov     qword ptr [rbp+0x120],1
  003c1a  mov     [rbp+0xa0],r15
  003c21  mov     qword ptr [rbp+0x138],1
  003c2c  mov     rax,0x1a
  003c36  jmp     0x0000000000000016
  003c3b  mov     [rbp+0x30],r12
  003c42  mov     qword ptr [rbp+0xc8],3
  003c4d  mov     [rbp+0x40],r13
  003c54  mov     qword ptr [rbp+0xd8],3
  003c5f  mov     qword ptr [rbp+0x50],0x2d
  003c6a  mov     qword ptr [rbp+0xe8],1
  003c75  mov     qword ptr [rbp+0x58],0x13
  003c80  mov     qword ptr [rbp+0xf0],2
  003c8b  mov     qword ptr [rbp+<exit lists 0>0],0x28
  003c96  mov     qword ptr [rbp+0x118],2
  003ca1  mov     [rbp+0xa0],r14
  003ca8  mov     qword ptr [rbp+0x138],1
  003cb3  mov     qword ptr [rbp+0xb8],1
  003cbe  mov     qword ptr [rbp+0x150],1
  003cc9  mov     rax,0x1c
  003cd3  jmp     0x0000000000000016
  003cd8  mov     [rbp+0x30],r12
  003cdf  mov     qword ptr [rbp+0xc8],3
  003cea  mov     [rbp+0x40],r13
  003cf1  mov     qword ptr [rbp+0xd8],3
  003cfc  mov     qword ptr [rbp+0x50],0x2d
  003d07  mov     qword ptr [rbp+0xe8],1
  003d12  mov     qword ptr [rbp+0x58],0x13
  003d1d  mov     qword ptr [rbp+0xf0],2
  003d28  mov     qword ptr [rbp+<exit lists 0>0],0x28
  003d33  mov     qword ptr [rbp+0x118],2
  003d3e  mov     [rbp+0xa0],rsi
  003d45  mov     qword ptr [rbp+0x138],1
  003d50  mov     rax,0x1d
  003d5a  jmp     0x0000000000000016
  003d5f  mov     [rbp+0x30],r12
  003d66  mov     qword ptr [rbp+0xc8],3
  003d71  mov     [rbp+0x40],r13
  003d78  mov     qword ptr [rbp+0xd8],3
  003d83  mov     qword ptr [rbp+0x50],0x2d
  003d8e  mov     qword ptr [rbp+0xe8],1
  003d99  mov     qword ptr [rbp+0x58],0x13
  003da4  mov     qword ptr [rbp+0xf0],2
  003daf  mov     qword ptr [rbp+<exit lists 0>0],0x28
  003dba  mov     qword ptr [rbp+0x118],2
  003dc5  mov     [rbp+0x90],rsi
  003dcc  mov     qword ptr [rbp+0x128],1
  003dd7  mov     [rbp+0xa0],r14
  003dde  mov     qword ptr [rbp+0x138],1
  003de9  mov     rax,0x1e
  003df3  jmp     0x0000000000000016
  003df8  mov     [rbp+0x30],r12
  003dff  mov     qword ptr [rbp+0xc8],3
  003e0a  mov     [rbp+0x40],r13
  003e11  mov     qword ptr [rbp+0xd8],3
  003e1c  mov     qword ptr [rbp+0x50],0x2d
  003e27  mov     qword ptr [rbp+0xe8],1
  003e32  mov     qword ptr [rbp+0x58],0x13
  003e3d  mov     qword ptr [rbp+0xf0],2
  003e48  mov     qword ptr [rbp+<exit lists 0>0],0x28
  003e53  mov     qword ptr [rbp+0x118],2
  003e5e  mov     [rbp+<exit lists 0>8],r15
  003e65  mov     qword ptr [rbp+0x120],1
  003e70  mov     [rbp+0x90],rsi
  003e77  mov     qword ptr [rbp+0x128],1
  003e82  mov     [rbp+0xa0],r14
  003e89  mov     qword ptr [rbp+0x138],1
  003e94  mov     rax,0x1f
  003e9e  jmp     0x0000000000000016
  003ea3  sub     r15,rsi
  003ea6  mov     [rbp+0x30],r12
  003ead  mov     qword ptr [rbp+0xc8],3
  003eb8  mov     [rbp+0x40],r13
  003ebf  mov     qword ptr [rbp+0xd8],3
  003eca  mov     qword ptr [rbp+0x50],0x2d
  003ed5  mov     qword ptr [rbp+0xe8],1
  003ee0  mov     [rbp+<exit lists 0>8],r15
  003ee7  mov     qword ptr [rbp+0x120],1
  003ef2  mov     [rbp+0x90],rsi
  003ef9  mov     qword ptr [rbp+0x128],1
  003f04  mov     rax,0x20
  003f0e  jmp     0x0000000000000016
  003f13  mov     [rbp+0x30],r12
  003f1a  mov     qword ptr [rbp+0xc8],3
  003f25  mov     [rbp+0x40],r13
  003f2c  mov     qword ptr [rbp+0xd8],3
  003f37  mov     qword ptr [rbp+0x50],0x2e
  003f42  mov     qword ptr [rbp+0xe8],1
  003f4d  mov     qword ptr [rbp+<exit lists 0>0],0x27
  003f58  mov     qword ptr [rbp+0x118],2
  003f63  mov     [rbp+0xa0],r15
  003f6a  mov     qword ptr [rbp+0x138],1
  003f75  mov     qword ptr [rbp+0xa8],1
  003f80  mov     qword ptr [rbp+0x140],1
  003f8b  mov     rax,0x21
  003f95  jmp     0x0000000000000016
  003f9a  mov     [rbp+0x30],r12
  003fa1  mov     qword ptr [rbp+0xc8],3
  003fac  mov     [rbp+0x40],r13
  003fb3  mov     qword ptr [rbp+0xd8],3
  003fbe  mov     qword ptr [rbp+0x50],0x2e
  003fc9  mov     qword ptr [rbp+0xe8],1
  003fd4  mov     qword ptr [rbp+<exit lists 0>0],0x27
  003fdf  mov     qword ptr [rbp+0x118],2
  003fea  mov     [rbp+0xa0],r15
  003ff1  mov     qword ptr [rbp+0x138],1
  003ffc  mov     rax,0x22
  004006  jmp     0x0000000000000016
  00400b  mov     [rbp+0x30],r12
  004012  mov     qword ptr [rbp+0xc8],3
  00401d  mov     [rbp+0x40],r13
  004024  mov     qword ptr [rbp+0xd8],3
  00402f  mov     qword ptr [rbp+0x50],0x2e
  00403a  mov     qword ptr [rbp+0xe8],1
  004045  mov     qword ptr [rbp+<exit lists 0>0],0x27
  004050  mov     qword ptr [rbp+0x118],2
  00405b  mov     [rbp+<exit lists 0>8],rsi
  004062  mov     qword ptr [rbp+0x120],1
  00406d  mov     [rbp+0xa0],r15
  004074  mov     qword ptr [rbp+0x138],1
  00407f  mov     rax,0x23
  004089  jmp     0x0000000000000016
  00408e  mov     [rbp+0x30],r12
  004095  mov     qword ptr [rbp+0xc8],3
  0040a0  mov     [rbp+0x40],r13
  0040a7  mov     qword ptr [rbp+0xd8],3
  0040b2  mov     qword ptr [rbp+0x50],0xf
  0040bd  mov     qword ptr [rbp+0xe8],1
  0040c8  mov     qword ptr [rbp+0x78],2
  0040d3  mov     qword ptr [rbp+0x110],1
  0040de  mov     rax,0x26
  0040e8  jmp     0x0000000000000016
  0040ed  mov     [rbp+0x30],r12
  0040f4  mov     qword ptr [rbp+0xc8],3
  0040ff  mov     [rbp+0x40],r13
  004106  mov     qword ptr [rbp+0xd8],3
  004111  mov     qword ptr [rbp+0x50],0x11
  00411c  mov     qword ptr [rbp+0xe8],1
  004127  mov     qword ptr [rbp+0x78],0
  004132  mov     qword ptr [rbp+0x110],1
  00413d  mov     rax,0x27
  004147  jmp     0x0000000000000016
  00414c  mov     [rbp+0x30],r12
  004153  mov     qword ptr [rbp+0xc8],3
  00415e  mov     [rbp+0x40],r13
  004165  mov     qword ptr [rbp+0xd8],3
  004170  mov     qword ptr [rbp+0x50],0x13
  00417b  mov     qword ptr [rbp+0xe8],1
  004186  mov     qword ptr [rbp+0x58],0x16
  004191  mov     qword ptr [rbp+0xf0],2
  00419c  mov     qword ptr [rbp+<exit lists 0>0],0x28
  0041a7  mov     qword ptr [rbp+0x118],2
  0041b2  mov     [rbp+0xa0],r15
  0041b9  mov     qword ptr [rbp+0x138],1
  0041c4  mov     qword ptr [rbp+0xb8],1
  0041cf  mov     qword ptr [rbp+0x150],1
  0041da  mov     rax,0x28
  0041e4  jmp     0x0000000000000016
  0041e9  mov     [rbp+0x30],r12
  0041f0  mov     qword ptr [rbp+0xc8],3
  0041fb  mov     [rbp+0x40],r13
  004202  mov     qword ptr [rbp+0xd8],3
  00420d  mov     qword ptr [rbp+0x50],0x13
  004218  mov     qword ptr [rbp+0xe8],1
  004223  mov     qword ptr [rbp+0x58],0x16
  00422e  mov     qword ptr [rbp+0xf0],2
  004239  mov     qword ptr [rbp+<exit lists 0>0],0x28
  004244  mov     qword ptr [rbp+0x118],2
  00424f  mov     [rbp+0xa0],r14
  004256  mov     qword ptr [rbp+0x138],1
  004261  mov     rax,0x29
  00426b  jmp     0x0000000000000016
  004270  mov     [rbp+0x30],r12
  004277  mov     qword ptr [rbp+0xc8],3
  004282  mov     [rbp+0x40],r13
  004289  mov     qword ptr [rbp+0xd8],3
  004294  mov     qword ptr [rbp+0x50],0x13
  00429f  mov     qword ptr [rbp+0xe8],1
  0042aa  mov     qword ptr [rbp+0x58],0x16
  0042b5  mov     qword ptr [rbp+0xf0],2
  0042c0  mov     qword ptr [rbp+<exit lists 0>0],0x28
  0042cb  mov     qword ptr [rbp+0x118],2
  0042d6  mov     [rbp+0x90],r14
  0042dd  mov     qword ptr [rbp+0x128],1
  0042e8  mov     [rbp+0xa0],r15
  0042ef  mov     qword ptr [rbp+0x138],1
  0042fa  mov     rax,0x2a
  004304  jmp     0x0000000000000016
  004309  mov     [rbp+0x30],r12
  004310  mov     qword ptr [rbp+0xc8],3
  00431b  mov     [rbp+0x40],r13
  004322  mov     qword ptr [rbp+0xd8],3
  00432d  mov     qword ptr [rbp+0x50],0x13
  004338  mov     qword ptr [rbp+0xe8],1
  004343  mov     qword ptr [rbp+0x58],0x16
  00434e  mov     qword ptr [rbp+0xf0],2
  004359  mov     qword ptr [rbp+<exit lists 0>0],0x28
  004364  mov     qword ptr [rbp+0x118],2
  00436f  mov     [rbp+<exit lists 0>8],rbx
  004376  mov     qword ptr [rbp+0x120],1
  004381  mov     [rbp+0x90],r14
  004388  mov     qword ptr [rbp+0x128],1
  004393  mov     [rbp+0xa0],r15
  00439a  mov     qword ptr [rbp+0x138],1
  0043a5  mov     rax,0x2b
  0043af  jmp     0x0000000000000016
  0043b4  mov     [rbp+0x30],r12
  0043bb  mov     qword ptr [rbp+0xc8],3
  0043c6  mov     [rbp+0x40],r13
  0043cd  mov     qword ptr [rbp+0xd8],3
  0043d8  mov     qword ptr [rbp+0x50],0x14
  0043e3  mov     qword ptr [rbp+0xe8],1
  0043ee  mov     qword ptr [rbp+<exit lists 0>0],0x2c
  0043f9  mov     qword ptr [rbp+0x118],2
  004404  mov     [rbp+0xa0],rbx
  00440b  mov     qword ptr [rbp+0x138],1
  004416  mov     qword ptr [rbp+0xa8],1
  004421  mov     qword ptr [rbp+0x140],1
  00442c  mov     rax,0x2c
  004436  jmp     0x0000000000000016
  00443b  mov     [rbp+0x30],r12
  004442  mov     qword ptr [rbp+0xc8],3
  00444d  mov     [rbp+0x40],r13
  004454  mov     qword ptr [rbp+0xd8],3
  00445f  mov     qword ptr [rbp+0x50],0x14
  00446a  mov     qword ptr [rbp+0xe8],1
  004475  mov     qword ptr [rbp+<exit lists 0>0],0x2c
  004480  mov     qword ptr [rbp+0x118],2
  00448b  mov     [rbp+0xa0],rbx
  004492  mov     qword ptr [rbp+0x138],1
  00449d  mov     rax,0x2d
  0044a7  jmp     0x0000000000000016
  0044ac  mov     [rbp+0x30],r12
  0044b3  mov     qword ptr [rbp+0xc8],3
  0044be  mov     [rbp+0x40],r13
  0044c5  mov     qword ptr [rbp+0xd8],3
  0044d0  mov     qword ptr [rbp+0x50],0x14
  0044db  mov     qword ptr [rbp+0xe8],1
  0044e6  mov     qword ptr [rbp+<exit lists 0>0],0x2c
  0044f1  mov     qword ptr [rbp+0x118],2
  0044fc  mov     [rbp+<exit lists 0>8],r14
  004503  mov     qword ptr [rbp+0x120],1
  00450e  mov     [rbp+0xa0],rbx
  004515  mov     qword ptr [rbp+0x138],1
  004520  mov     rax,0x2e
  00452a  jmp     0x0000000000000016
  00452f  mov     [rbp+0x30],r12
  004536  mov     qword ptr [rbp+0xc8],3
  004541  mov     [rbp+0x40],r13
  004548  mov     qword ptr [rbp+0xd8],3
  004553  mov     qword ptr [rbp+0x50],0x14
  00455e  mov     qword ptr [rbp+0xe8],1
  004569  mov     [rbp+<exit lists 0>8],r14
  004570  mov     qword ptr [rbp+0x120],1
  00457b  mov     rax,0x2f
  004585  jmp     0x0000000000005390
  00458a  mov     [rbp+0x30],r12
  004591  mov     qword ptr [rbp+0xc8],3
  00459c  mov     [rbp+0x40],r13
  0045a3  mov     qword ptr [rbp+0xd8],3
  0045ae  mov     qword ptr [rbp+0x50],0x1f
  0045b9  mov     qword ptr [rbp+0xe8],1
  0045c4  mov     qword ptr [rbp+0x78],3
  0045cf  mov     qword ptr [rbp+0x110],1
  0045da  mov     rax,0x30
  0045e4  jmp     0x0000000000000016
  0045e9  mov     [rbp+0x30],r12
  0045f0  mov     qword ptr [rbp+0xc8],3
  0045fb  mov     [rbp+0x40],r13
  004602  mov     qword ptr [rbp+0xd8],3
  00460d  mov     qword ptr [rbp+0x50],0x21
  004618  mov     qword ptr [rbp+0xe8],1
  004623  mov     qword ptr [rbp+0x78],1
  00462e  mov     qword ptr [rbp+0x110],1
  004639  mov     rax,0x31
  004643  jmp     0x0000000000000016
  004648  mov     [rbp+0x30],r12
  00464f  mov     qword ptr [rbp+0xc8],3
  00465a  mov     [rbp+0x40],r13
  004661  mov     qword ptr [rbp+0xd8],3
  00466c  mov     qword ptr [rbp+0x50],0x25
  004677  mov     qword ptr [rbp+0xe8],1
  004682  mov     qword ptr [rbp+0x58],0xf
  00468d  mov     qword ptr [rbp+0xf0],2
  004698  mov     qword ptr [rbp+<exit lists 0>0],0x28
  0046a3  mov     qword ptr [rbp+0x118],2
  0046ae  mov     [rbp+0xa0],r14
  0046b5  mov     qword ptr [rbp+0x138],1
  0046c0  mov     qword ptr [rbp+0xb8],1
  0046cb  mov     qword ptr [rbp+0x150],1
  0046d6  mov     rax,0x32
  0046e0  jmp     0x0000000000000016
  0046e5  mov     [rbp+0x30],r12
  0046ec  mov     qword ptr [rbp+0xc8],3
  0046f7  mov     [rbp+0x40],r13
  0046fe  mov     qword ptr [rbp+0xd8],3
  004709  mov     qword ptr [rbp+0x50],0x25
  004714  mov     qword ptr [rbp+0xe8],1
  00471f  mov     qword ptr [rbp+0x58],0xf
  00472a  mov     qword ptr [rbp+0xf0],2
  004735  mov     qword ptr [rbp+<exit lists 0>0],0x28
  004740  mov     qword ptr [rbp+0x118],2
  00474b  mov     [rbp+0xa0],rbx
  004752  mov     qword ptr [rbp+0x138],1
  00475d  mov     rax,0x33
  004767  jmp     0x0000000000000016
  00476c  mov     [rbp+0x30],r12
  004773  mov     qword ptr [rbp+0xc8],3
  00477e  mov     [rbp+0x40],r13
  004785  mov     qword ptr [rbp+0xd8],3
  004790  mov     qword ptr [rbp+0x50],0x25
  00479b  mov     qword ptr [rbp+0xe8],1
  0047a6  mov     qword ptr [rbp+0x58],0xf
  0047b1  mov     qword ptr [rbp+0xf0],2
  0047bc  mov     qword ptr [rbp+<exit lists 0>0],0x28
  0047c7  mov     qword ptr [rbp+0x118],2
  0047d2  mov     [rbp+0x90],rbx
  0047d9  mov     qword ptr [rbp+0x128],1
  0047e4  mov     [rbp+0xa0],r14
  0047eb  mov     qword ptr [rbp+0x138],1
  0047f6  mov     rax,0x34
  004800  jmp     0x0000000000000016
  004805  mov     [rbp+0x30],r12
  00480c  mov     qword ptr [rbp+0xc8],3
  004817  mov     [rbp+0x40],r13
  00481e  mov     qword ptr [rbp+0xd8],3
  004829  mov     qword ptr [rbp+0x50],0x25
  004834  mov     qword ptr [rbp+0xe8],1
  00483f  mov     qword ptr [rbp+0x58],0xf
  00484a  mov     qword ptr [rbp+0xf0],2
  004855  mov     qword ptr [rbp+<exit lists 0>0],0x28
  004860  mov     qword ptr [rbp+0x118],2
  00486b  mov     [rbp+<exit lists 0>8],r15
  004872  mov     qword ptr [rbp+0x120],1
  00487d  mov     [rbp+0x90],rbx
  004884  mov     qword ptr [rbp+0x128],1
  00488f  mov     [rbp+0xa0],r14
  004896  mov     qword ptr [rbp+0x138],1
  0048a1  mov     rax,0x35
  0048ab  jmp     0x0000000000000016
  0048b0  mov     [rbp+0x30],r12
  0048b7  mov     qword ptr [rbp+0xc8],3
  0048c2  mov     [rbp+0x40],r13
  0048c9  mov     qword ptr [rbp+0xd8],3
  0048d4  mov     qword ptr [rbp+0x50],0x25
  0048df  mov     qword ptr [rbp+0xe8],1
  0048ea  mov     [rbp+<exit lists 0>8],r15
  0048f1  mov     qword ptr [rbp+0x120],1
  0048fc  mov     [rbp+0x90],rbx
  004903  mov     qword ptr [rbp+0x128],1
  00490e  mov     rax,0x36
  004918  jmp     0x0000000000000016
  00491d  mov     [rbp+0x30],r12
  004924  mov     qword ptr [rbp+0xc8],3
  00492f  mov     [rbp+0x40],r13
  004936  mov     qword ptr [rbp+0xd8],3
  004941  mov     qword ptr [rbp+0x50],0x26
  00494c  mov     qword ptr [rbp+0xe8],1
  004957  mov     qword ptr [rbp+0x58],0x13
  004962  mov     qword ptr [rbp+0xf0],2
  00496d  mov     qword ptr [rbp+<exit lists 0>0],0x28
  004978  mov     qword ptr [rbp+0x118],2
  004983  mov     [rbp+0xa0],r15
  00498a  mov     qword ptr [rbp+0x138],1
  004995  mov     qword ptr [rbp+0xb8],1
  0049a0  mov     qword ptr [rbp+0x150],1
  0049ab  mov     rax,0x37
  0049b5  jmp     0x0000000000000016
  0049ba  mov     [rbp+0x30],r12
  0049c1  mov     qword ptr [rbp+0xc8],3
  0049cc  mov     [rbp+0x40],r13
  0049d3  mov     qword ptr [rbp+0xd8],3
  0049de  mov     qword ptr [rbp+0x50],0x26
  0049e9  mov     qword ptr [rbp+0xe8],1
  0049f4  mov     qword ptr [rbp+0x58],0x13
  0049ff  mov     qword ptr [rbp+0xf0],2
  004a0a  mov     qword ptr [rbp+<exit lists 0>0],0x28
  004a15  mov     qword ptr [rbp+0x118],2
  004a20  mov     [rbp+0xa0],rbx
  004a27  mov     qword ptr [rbp+0x138],1
  004a32  mov     rax,0x38
  004a3c  jmp     0x0000000000000016
  004a41  mov     [rbp+0x30],r12
  004a48  mov     qword ptr [rbp+0xc8],3
  004a53  mov     [rbp+0x40],r13
  004a5a  mov     qword ptr [rbp+0xd8],3
  004a65  mov     qword ptr [rbp+0x50],0x26
  004a70  mov     qword ptr [rbp+0xe8],1
  004a7b  mov     qword ptr [rbp+0x58],0x13
  004a86  mov     qword ptr [rbp+0xf0],2
  004a91  mov     qword ptr [rbp+<exit lists 0>0],0x28
  004a9c  mov     qword ptr [rbp+0x118],2
  004aa7  mov     [rbp+0x90],rbx
  004aae  mov     qword ptr [rbp+0x128],1
  004ab9  mov     [rbp+0xa0],r15
  004ac0  mov     qword ptr [rbp+0x138],1
  004acb  mov     rax,0x39
  004ad5  jmp     0x0000000000000016
  004ada  mov     [rbp+0x30],r12
  004ae1  mov     qword ptr [rbp+0xc8],3
  004aec  mov     [rbp+0x40],r13
  004af3  mov     qword ptr [rbp+0xd8],3
  004afe  mov     qword ptr [rbp+0x50],0x26
  004b09  mov     qword ptr [rbp+0xe8],1
  004b14  mov     qword ptr [rbp+0x58],0x13
  004b1f  mov     qword ptr [rbp+0xf0],2
  004b2a  mov     qword ptr [rbp+<exit lists 0>0],0x28
  004b35  mov     qword ptr [rbp+0x118],2
  004b40  mov     [rbp+<exit lists 0>8],r14
  004b47  mov     qword ptr [rbp+0x120],1
  004b52  mov     [rbp+0x90],rbx
  004b59  mov     qword ptr [rbp+0x128],1
  004b64  mov     [rbp+0xa0],r15
  004b6b  mov     qword ptr [rbp+0x138],1
  004b76  mov     rax,0x3a
  004b80  jmp     0x0000000000000016
  004b85  sub     r14,rbx
  004b88  mov     [rbp+0x30],r12
  004b8f  mov     qword ptr [rbp+0xc8],3
  004b9a  mov     [rbp+0x40],r13
  004ba1  mov     qword ptr [rbp+0xd8],3
  004bac  mov     qword ptr [rbp+0x50],0x26
  004bb7  mov     qword ptr [rbp+0xe8],1
  004bc2  mov     [rbp+<exit lists 0>8],r14
  004bc9  mov     qword ptr [rbp+0x120],1
  004bd4  mov     [rbp+0x90],rbx
  004bdb  mov     qword ptr [rbp+0x128],1
  004be6  mov     rax,0x3b
  004bf0  jmp     0x0000000000000016
  004bf5  mov     [rbp+0x30],r12
  004bfc  mov     qword ptr [rbp+0xc8],3
  004c07  mov     [rbp+0x40],r13
  004c0e  mov     qword ptr [rbp+0xd8],3
  004c19  mov     qword ptr [rbp+0x50],0x27
  004c24  mov     qword ptr [rbp+0xe8],1
  004c2f  mov     qword ptr [rbp+<exit lists 0>0],0x27
  004c3a  mov     qword ptr [rbp+0x118],2
  004c45  mov     [rbp+0xa0],r14
  004c4c  mov     qword ptr [rbp+0x138],1
  004c57  mov     qword ptr [rbp+0xa8],1
  004c62  mov     qword ptr [rbp+0x140],1
  004c6d  mov     rax,0x3c
  004c77  jmp     0x0000000000000016
  004c7c  mov     [rbp+0x30],r12
  004c83  mov     qword ptr [rbp+0xc8],3
  004c8e  mov     [rbp+0x40],r13
  004c95  mov     qword ptr [rbp+0xd8],3
  004ca0  mov     qword ptr [rbp+0x50],0x27
  004cab  mov     qword ptr [rbp+0xe8],1
  004cb6  mov     qword ptr [rbp+<exit lists 0>0],0x27
  004cc1  mov     qword ptr [rbp+0x118],2
  004ccc  mov     [rbp+0xa0],r14
  004cd3  mov     qword ptr [rbp+0x138],1
  004cde  mov     rax,0x3d
  004ce8  jmp     0x0000000000000016
  004ced  mov     [rbp+0x30],r12
  004cf4  mov     qword ptr [rbp+0xc8],3
  004cff  mov     [rbp+0x40],r13
  004d06  mov     qword ptr [rbp+0xd8],3
  004d11  mov     qword ptr [rbp+0x50],0x27
  004d1c  mov     qword ptr [rbp+0xe8],1
  004d27  mov     qword ptr [rbp+<exit lists 0>0],0x27
  004d32  mov     qword ptr [rbp+0x118],2
  004d3d  mov     [rbp+<exit lists 0>8],rbx
  004d44  mov     qword ptr [rbp+0x120],1
  004d4f  mov     [rbp+0xa0],r14
  004d56  mov     qword ptr [rbp+0x138],1
  004d61  mov     rax,0x3e
  004d6b  jmp     0x0000000000000016
  004d70  mov     [rbp+0x30],r12
  004d77  mov     qword ptr [rbp+0xc8],3
  004d82  mov     [rbp+0x40],r13
  004d89  mov     qword ptr [rbp+0xd8],3
  004d94  mov     qword ptr [rbp+0x50],0x2d
  004d9f  mov     qword ptr [rbp+0xe8],1
  004daa  mov     qword ptr [rbp+0x58],0x13
  004db5  mov     qword ptr [rbp+0xf0],2
  004dc0  mov     qword ptr [rbp+<exit lists 0>0],0x28
  004dcb  mov     qword ptr [rbp+0x118],2
  004dd6  mov     [rbp+0xa0],rsi
  004ddd  mov     qword ptr [rbp+0x138],1
  004de8  mov     qword ptr [rbp+0xb8],1
  004df3  mov     qword ptr [rbp+0x150],1
  004dfe  mov     rax,0x40
  004e08  jmp     0x0000000000000016
  004e0d  mov     [rbp+0x30],r12
  004e14  mov     qword ptr [rbp+0xc8],3
  004e1f  mov     [rbp+0x40],r13
  004e26  mov     qword ptr [rbp+0xd8],3
  004e31  mov     qword ptr [rbp+0x50],0x2d
  004e3c  mov     qword ptr [rbp+0xe8],1
  004e47  mov     qword ptr [rbp+0x58],0x13
  004e52  mov     qword ptr [rbp+0xf0],2
  004e5d  mov     qword ptr [rbp+<exit lists 0>0],0x28
  004e68  mov     qword ptr [rbp+0x118],2
  004e73  mov     [rbp+0xa0],rbx
  004e7a  mov     qword ptr [rbp+0x138],1
  004e85  mov     rax,0x41
  004e8f  jmp     0x0000000000000016
  004e94  mov     [rbp+0x30],r12
  004e9b  mov     qword ptr [rbp+0xc8],3
  004ea6  mov     [rbp+0x40],r13
  004ead  mov     qword ptr [rbp+0xd8],3
  004eb8  mov     qword ptr [rbp+0x50],0x2d
  004ec3  mov     qword ptr [rbp+0xe8],1
  004ece  mov     qword ptr [rbp+0x58],0x13
  004ed9  mov     qword ptr [rbp+0xf0],2
  004ee4  mov     qword ptr [rbp+<exit lists 0>0],0x28
  004eef  mov     qword ptr [rbp+0x118],2
  004efa  mov     [rbp+0x90],rbx
  004f01  mov     qword ptr [rbp+0x128],1
  004f0c  mov     [rbp+0xa0],rsi
  004f13  mov     qword ptr [rbp+0x138],1
  004f1e  mov     rax,0x42
  004f28  jmp     0x0000000000000016
  004f2d  mov     [rbp+0x30],r12
  004f34  mov     qword ptr [rbp+0xc8],3
  004f3f  mov     [rbp+0x40],r13
  004f46  mov     qword ptr [rbp+0xd8],3
  004f51  mov     qword ptr [rbp+0x50],0x2d
  004f5c  mov     qword ptr [rbp+0xe8],1
  004f67  mov     qword ptr [rbp+0x58],0x13
  004f72  mov     qword ptr [rbp+0xf0],2
  004f7d  mov     qword ptr [rbp+<exit lists 0>0],0x28
  004f88  mov     qword ptr [rbp+0x118],2
  004f93  mov     [rbp+<exit lists 0>8],r14
  004f9a  mov     qword ptr [rbp+0x120],1
  004fa5  mov     [rbp+0x90],rbx
  004fac  mov     qword ptr [rbp+0x128],1
  004fb7  mov     [rbp+0xa0],rsi
  004fbe  mov     qword ptr [rbp+0x138],1
  004fc9  mov     rax,0x43
  004fd3  jmp     0x0000000000000016
  004fd8  sub     r14,rbx
  004fdb  mov     [rbp+0x30],r12
  004fe2  mov     qword ptr [rbp+0xc8],3
  004fed  mov     [rbp+0x40],r13
  004ff4  mov     qword ptr [rbp+0xd8],3
  004fff  mov     qword ptr [rbp+0x50],0x2d
  00500a  mov     qword ptr [rbp+0xe8],1
  005015  mov     [rbp+<exit lists 0>8],r14
  00501c  mov     qword ptr [rbp+0x120],1
  005027  mov     [rbp+0x90],rbx
  00502e  mov     qword ptr [rbp+0x128],1
  005039  mov     rax,0x44
  005043  jmp     0x0000000000000016
  005048  mov     [rbp+0x30],r12
  00504f  mov     qword ptr [rbp+0xc8],3
  00505a  mov     [rbp+0x40],r13
  005061  mov     qword ptr [rbp+0xd8],3
  00506c  mov     qword ptr [rbp+0x50],0x2e
  005077  mov     qword ptr [rbp+0xe8],1
  005082  mov     qword ptr [rbp+<exit lists 0>0],0x27
  00508d  mov     qword ptr [rbp+0x118],2
  005098  mov     [rbp+0xa0],r14
  00509f  mov     qword ptr [rbp+0x138],1
  0050aa  mov     qword ptr [rbp+0xa8],1
  0050b5  mov     qword ptr [rbp+0x140],1
  0050c0  mov     rax,0x45
  0050ca  jmp     0x0000000000000016
  0050cf  mov     [rbp+0x30],r12
  0050d6  mov     qword ptr [rbp+0xc8],3
  0050e1  mov     [rbp+0x40],r13
  0050e8  mov     qword ptr [rbp+0xd8],3
  0050f3  mov     qword ptr [rbp+0x50],0x2e
  0050fe  mov     qword ptr [rbp+0xe8],1
  005109  mov     qword ptr [rbp+<exit lists 0>0],0x27
  005114  mov     qword ptr [rbp+0x118],2
  00511f  mov     [rbp+0xa0],r14
  005126  mov     qword ptr [rbp+0x138],1
  005131  mov     rax,0x46
  00513b  jmp     0x0000000000000016
  005140  mov     [rbp+0x30],r12
  005147  mov     qword ptr [rbp+0xc8],3
  005152  mov     [rbp+0x40],r13
  005159  mov     qword ptr [rbp+0xd8],3
  005164  mov     qword ptr [rbp+0x50],0x2e
  00516f  mov     qword ptr [rbp+0xe8],1
  00517a  mov     qword ptr [rbp+<exit lists 0>0],0x27
  005185  mov     qword ptr [rbp+0x118],2
  005190  mov     [rbp+<exit lists 0>8],rbx
  005197  mov     qword ptr [rbp+0x120],1
  0051a2  mov     [rbp+0xa0],r14
  0051a9  mov     qword ptr [rbp+0x138],1
  0051b4  mov     rax,0x47
  0051be  jmp     0x0000000000000016
  0051c3  mov     [rbp+0x30],r12
  0051ca  mov     qword ptr [rbp+0xc8],3
  0051d5  mov     [rbp+0x40],r13
  0051dc  mov     qword ptr [rbp+0xd8],3
  0051e7  mov     qword ptr [rbp+0x50],0x27
  0051f2  mov     qword ptr [rbp+0xe8],1
  0051fd  mov     qword ptr [rbp+0x78],3
  005208  mov     qword ptr [rbp+0x110],1
  005213  mov     [rbp+<exit lists 0>8],rsi
  00521a  mov     qword ptr [rbp+0x120],1
  005225  mov     rax,0x1b
  00522f  jmp     0x0000000000000016
  005234  mov     [rbp+0x30],r12
  00523b  mov     qword ptr [rbp+0xc8],3
  005246  mov     [rbp+0x40],r13
  00524d  mov     qword ptr [rbp+0xd8],3
  005258  mov     qword ptr [rbp+0x50],0x2e
  005263  mov     qword ptr [rbp+0xe8],1
  00526e  mov     qword ptr [rbp+0x78],2
  005279  mov     qword ptr [rbp+0x110],1
  005284  mov     [rbp+<exit lists 0>8],rsi
  00528b  mov     qword ptr [rbp+0x120],1
  005296  mov     rax,0x24
  0052a0  jmp     0x0000000000000016
  0052a5  mov     [rbp+0x30],r12
  0052ac  mov     qword ptr [rbp+0xc8],3
  0052b7  mov     [rbp+0x40],r13
  0052be  mov     qword ptr [rbp+0xd8],3
  0052c9  mov     qword ptr [rbp+0x50],0x27
  0052d4  mov     qword ptr [rbp+0xe8],1
  0052df  mov     qword ptr [rbp+0x78],3
  0052ea  mov     qword ptr [rbp+0x110],1
  0052f5  mov     [rbp+<exit lists 0>8],rbx
  0052fc  mov     qword ptr [rbp+0x120],1
  005307  mov     rax,0x3f
  005311  jmp     0x0000000000000016
  005316  mov     [rbp+0x30],r12
  00531d  mov     qword ptr [rbp+0xc8],3
  005328  mov     [rbp+0x40],r13
  00532f  mov     qword ptr [rbp+0xd8],3
  00533a  mov     qword ptr [rbp+0x50],0x2e
  005345  mov     qword ptr [rbp+0xe8],1
  005350  mov     qword ptr [rbp+0x78],2
  00535b  mov     qword ptr [rbp+0x110],1
  005366  mov     [rbp+<exit lists 0>8],rbx
  00536d  mov     qword ptr [rbp+0x120],1
  005378  mov     rax,0x48
  005382  jmp     0x0000000000000016

; T1: 7246 bytes
  005390  mov     qword ptr [rbp+0x18],0
  00539b  mov     rbx,[rbp+0x30]
  0053a2  mov     r12,[rbp+0x40]
  0053a9  mov     r13,[rbp+0x88]
  0053b0  jmp     0x0000000000005419
  0053b5  mov     qword ptr [rbp+0x18],0
; v0:list = input mem
  0053c0  cmp     qword ptr [rbp+0xc8],3
  0053cb  jne     0x0000000000006477
  0053d1  mov     rbx,[rbp+0x30]
; v1:list = input stack
  0053d8  cmp     qword ptr [rbp+0xd8],3
  0053e3  jne     0x0000000000006477
  0053e9  mov     r12,[rbp+0x40]
; v2:list = input rstack
  0053f0  cmp     qword ptr [rbp+0xe0],3
  0053fb  jne     0x0000000000006477
; v3:int = input x
  005401  cmp     qword ptr [rbp+0x120],1
  00540c  jne     0x0000000000006477
  005412  mov     r13,[rbp+0x88]
; guard_true v3 => jump_if_zero_x/0 (0) {}
  005419  test    r13,r13
  00541c  je      0x0000000000006486
; v5:int = readlist v0, 1 => op_load/2 (6) {pc=22, a=1}
  005422  cmp     qword ptr [rbx],1
  00542e  jbe     0x0000000000006495
  005434  mov     rax,[rbx+8]
  00543c  test    rax,rax
  00543f  je      0x0000000000005452
  005445  cmp     byte ptr [rax+1],1
  00544c  jne     0x0000000000006495
  005452  mov     rax,[rbx+0x10]
  00545a  mov     r13,[rax+8]
; v6:list = append v1, v5 owned
  005461  sub     rsp,0x70
  005468  mov     [rsp+0x30],rcx
  005470  mov     [rsp+0x38],rsi
  005478  mov     [rsp+0x40],rdi
  005480  mov     [rsp+0x48],r8
  005488  mov     [rsp+0x50],r9
  005490  mov     [rsp+0x58],r10
  005498  mov     [rsp],r12
  0054a0  mov     qword ptr [rsp+8],3
  0054ac  mov     [rsp+0x10],r13
  0054b4  mov     qword ptr [rsp+0x18],1
  0054c0  mov     rdi,[rbp+0x20]
  0054c7  mov     esi,0xf
  0054cc  mov     rdx,rsp
  0054cf  mov     rcx,0xfffffffffffffffc
  0054d9  mov     r8,0xfffffffffffffffc
  0054e3  mov     r9,0
  0054ed  mov     rax,<list_op>
  0054f7  call    rax
  0054f9  mov     r11,rax
  0054fc  mov     rcx,[rsp+0x30]
  005504  mov     rsi,[rsp+0x38]
  00550c  mov     rdi,[rsp+0x40]
  005514  mov     r8,[rsp+0x48]
  00551c  mov     r9,[rsp+0x50]
  005524  mov     r10,[rsp+0x58]
  00552c  add     rsp,0x70
  005533  mov     r12,r11
; v7:list = append v6, 1 owned
  005536  sub     rsp,0x70
  00553d  mov     [rsp+0x30],rcx
  005545  mov     [rsp+0x38],rsi
  00554d  mov     [rsp+0x40],rdi
  005555  mov     [rsp+0x48],r8
  00555d  mov     [rsp+0x50],r9
  005565  mov     [rsp+0x58],r10
  00556d  mov     [rsp],r12
  005575  mov     qword ptr [rsp+8],3
  005581  mov     qword ptr [rsp+0x10],1
  00558d  mov     qword ptr [rsp+0x18],1
  005599  mov     rdi,[rbp+0x20]
  0055a0  mov     esi,0xf
  0055a5  mov     rdx,rsp
  0055a8  mov     rcx,0xfffffffffffffffc
  0055b2  mov     r8,0xfffffffffffffffc
  0055bc  mov     r9,0
  0055c6  mov     rax,<list_op>
  0055d0  call    rax
  0055d2  mov     r11,rax
  0055d5  mov     rcx,[rsp+0x30]
  0055dd  mov     rsi,[rsp+0x38]
  0055e5  mov     rdi,[rsp+0x40]
  0055ed  mov     r8,[rsp+0x48]
  0055f5  mov     r9,[rsp+0x50]
  0055fd  mov     r10,[rsp+0x58]
  005605  add     rsp,0x70
  00560c  mov     r12,r11
; v8:int = len v7
  00560f  mov     r13,[r12]
; v9:int = lt v8, 2
; guard_false v9 => pop2/2 (18) {stack=v7, pc=26, opcode='add', k='binary_xy', depth=v8, few=1}
  005617  cmp     r13,2
  00561e  jl      0x00000000000064d0
; v11:int = sub_nov v8, 1
  005624  mov     r14,r13
  005627  sub     r14,1
; v12:int = readlist v7, v11 => pop2_top/1 (19) {stack=v7, pc=26, opcode='add', k='binary_xy', depth=v11}
  00562e  cmp     r14,[r12]
  005636  jae     0x000000000000655b
  00563c  mov     rax,[r12+8]
  005644  test    rax,rax
  005647  je      0x0000000000005658
  00564d  cmp     byte ptr [rax+r14],1
  005652  jne     0x000000000000655b
  005658  mov     rax,[r12+0x10]
  005660  mov     r14,[rax+r14*8]
; v13:int = add_nov v8, -2
  005664  add     r13,0xfffffffffffffffe
; v14:int = readlist v7, v13 => pop2_top/3 (19) {stack=v7, pc=26, opcode='add', k='binary_xy', y=v12, depth=v13}
  00566b  cmp     r13,[r12]
  005673  jae     0x00000000000065d0
  005679  mov     rax,[r12+8]
  005681  test    rax,rax
  005684  je      0x0000000000005695
  00568a  cmp     byte ptr [rax+r13],1
  00568f  jne     0x00000000000065d0
  005695  mov     rax,[r12+0x10]
  00569d  mov     r15,[rax+r13*8]
; v15:list = slice v7, 0, v13 owned => pop2_top/4 (19) {stack=v7, pc=26, opcode='add', k='binary_xy', x=v14, y=v12, depth=v13}
  0056a1  sub     rsp,0x70
  0056a8  mov     [rsp+0x30],rcx
  0056b0  mov     [rsp+0x38],rsi
  0056b8  mov     [rsp+0x40],rdi
  0056c0  mov     [rsp+0x48],r8
  0056c8  mov     [rsp+0x50],r9
  0056d0  mov     [rsp+0x58],r10
  0056d8  mov     [rsp],r12
  0056e0  mov     qword ptr [rsp+8],3
  0056ec  mov     qword ptr [rsp+0x10],0
  0056f8  mov     qword ptr [rsp+0x18],1
  005704  mov     [rsp+0x20],r13
  00570c  mov     qword ptr [rsp+0x28],1
  005718  mov     rdi,[rbp+0x20]
  00571f  mov     esi,0x10
  005724  mov     rdx,rsp
  005727  mov     rcx,0xfffffffffffffffc
  005731  mov     r8,0xfffffffffffffffc
  00573b  mov     r9,0
  005745  mov     rax,<list_op>
  00574f  call    rax
  005751  mov     r11,rax
  005754  mov     rcx,[rsp+0x30]
  00575c  mov     rsi,[rsp+0x38]
  005764  mov     rdi,[rsp+0x40]
  00576c  mov     r8,[rsp+0x48]
  005774  mov     r9,[rsp+0x50]
  00577c  mov     r10,[rsp+0x58]
  005784  add     rsp,0x70
  00578b  test    rdx,rdx
  00578e  je      0x0000000000006657
  005794  mov     r12,r11
; v16:int = add v14, v12 => binary_add/0 (21) {stack=v15, pc=26, x=v14, y=v12}
  005797  add     r15,r14
  00579a  jo      0x00000000000066f0
; v17:list = append v15, v16 owned
  0057a0  sub     rsp,0x70
  0057a7  mov     [rsp+0x30],rcx
  0057af  mov     [rsp+0x38],rsi
  0057b7  mov     [rsp+0x40],rdi
  0057bf  mov     [rsp+0x48],r8
  0057c7  mov     [rsp+0x50],r9
  0057cf  mov     [rsp+0x58],r10
  0057d7  mov     [rsp],r12
  0057df  mov     qword ptr [rsp+8],3
  0057eb  mov     [rsp+0x10],r15
  0057f3  mov     qword ptr [rsp+0x18],1
  0057ff  mov     rdi,[rbp+0x20]
  005806  mov     esi,0xf
  00580b  mov     rdx,rsp
  00580e  mov     rcx,0xfffffffffffffffc
  005818  mov     r8,0xfffffffffffffffc
  005822  mov     r9,0
  00582c  mov     rax,<list_op>
  005836  call    rax
  005838  mov     r11,rax
  00583b  mov     rcx,[rsp+0x30]
  005843  mov     rsi,[rsp+0x38]
  00584b  mov     rdi,[rsp+0x40]
  005853  mov     r8,[rsp+0x48]
  00585b  mov     r9,[rsp+0x50]
  005863  mov     r10,[rsp+0x58]
  00586b  add     rsp,0x70
  005872  mov     r12,r11
; v18:int = len v17
  005875  mov     r15,[r12]
; v19:int = eq v18, 0
; guard_false v19 => pop/2 (29) {stack=v17, pc=27, k='store_x', depth=v18, empty=1}
  00587d  test    r15,r15
  005880  je      0x000000000000674e
; v21:int = sub_nov v18, 1
  005886  sub     r15,1
; v22:int = readlist v17, v21 => pop_top/1 (30) {stack=v17, pc=27, k='store_x', depth=v21}
  00588d  cmp     r15,[r12]
  005895  jae     0x00000000000067c3
  00589b  mov     rax,[r12+8]
  0058a3  test    rax,rax
  0058a6  je      0x00000000000058b7
  0058ac  cmp     byte ptr [rax+r15],1
  0058b1  jne     0x00000000000067c3
  0058b7  mov     rax,[r12+0x10]
  0058bf  mov     r14,[rax+r15*8]
; v23:list = slice v17, 0, v21 owned => pop_top/2 (30) {stack=v17, pc=27, k='store_x', x=v22, depth=v21}
  0058c3  sub     rsp,0x70
  0058ca  mov     [rsp+0x30],rcx
  0058d2  mov     [rsp+0x38],rsi
  0058da  mov     [rsp+0x40],rdi
  0058e2  mov     [rsp+0x48],r8
  0058ea  mov     [rsp+0x50],r9
  0058f2  mov     [rsp+0x58],r10
  0058fa  mov     [rsp],r12
  005902  mov     qword ptr [rsp+8],3
  00590e  mov     qword ptr [rsp+0x10],0
  00591a  mov     qword ptr [rsp+0x18],1
  005926  mov     [rsp+0x20],r15
  00592e  mov     qword ptr [rsp+0x28],1
  00593a  mov     rdi,[rbp+0x20]
  005941  mov     esi,0x10
  005946  mov     rdx,rsp
  005949  mov     rcx,0xfffffffffffffffc
  005953  mov     r8,0xfffffffffffffffc
  00595d  mov     r9,0
  005967  mov     rax,<list_op>
  005971  call    rax
  005973  mov     r11,rax
  005976  mov     rcx,[rsp+0x30]
  00597e  mov     rsi,[rsp+0x38]
  005986  mov     rdi,[rsp+0x40]
  00598e  mov     r8,[rsp+0x48]
  005996  mov     r9,[rsp+0x50]
  00599e  mov     r10,[rsp+0x58]
  0059a6  add     rsp,0x70
  0059ad  test    rdx,rdx
  0059b0  je      0x0000000000006822
  0059b6  mov     r12,r11
; v24:list = set v0, 1, v22 owned => store_x/2 (32) {stack=v23, pc=27, a=1, x=v22}
  0059b9  cmp     qword ptr [rbx+8],0
  0059c5  jne     0x0000000000006281
  0059cb  cmp     qword ptr [rbx-0x10],1
  0059d7  jne     0x0000000000006281
  0059dd  cmp     qword ptr [rbx-8],1
  0059e9  jne     0x0000000000006281
  0059ef  cmp     qword ptr [rbx],1
  0059fb  jbe     0x0000000000006281
  005a01  mov     rax,[rbx+0x10]
  005a09  lea     rax,[rax+8]
  005a10  mov     [rax],r14
; v25:int = readlist v24, 1 => op_load/2 (52) {mem=v24, stack=v23, pc=4, a=1}
  005a13  cmp     qword ptr [rbx],1
  005a1f  jbe     0x0000000000006893
  005a25  mov     rax,[rbx+8]
  005a2d  test    rax,rax
  005a30  je      0x0000000000005a43
  005a36  cmp     byte ptr [rax+1],1
  005a3d  jne     0x0000000000006893
  005a43  mov     rax,[rbx+0x10]
  005a4b  mov     r14,[rax+8]
; v26:list = append v23, v25 owned
  005a52  sub     rsp,0x70
  005a59  mov     [rsp+0x30],rcx
  005a61  mov     [rsp+0x38],rsi
  005a69  mov     [rsp+0x40],rdi
  005a71  mov     [rsp+0x48],r8
  005a79  mov     [rsp+0x50],r9
  005a81  mov     [rsp+0x58],r10
  005a89  mov     [rsp],r12
  005a91  mov     qword ptr [rsp+8],3
  005a9d  mov     [rsp+0x10],r14
  005aa5  mov     qword ptr [rsp+0x18],1
  005ab1  mov     rdi,[rbp+0x20]
  005ab8  mov     esi,0xf
  005abd  mov     rdx,rsp
  005ac0  mov     rcx,0xfffffffffffffffc
  005aca  mov     r8,0xfffffffffffffffc
  005ad4  mov     r9,0
  005ade  mov     rax,<list_op>
  005ae8  call    rax
  005aea  mov     r11,rax
  005aed  mov     rcx,[rsp+0x30]
  005af5  mov     rsi,[rsp+0x38]
  005afd  mov     rdi,[rsp+0x40]
  005b05  mov     r8,[rsp+0x48]
  005b0d  mov     r9,[rsp+0x50]
  005b15  mov     r10,[rsp+0x58]
  005b1d  add     rsp,0x70
  005b24  mov     r12,r11
; v27:int = readlist v24, 0 => op_load/2 (57) {mem=v24, stack=v26, pc=6, a=0}
  005b27  cmp     qword ptr [rbx],0
  005b33  jbe     0x00000000000068f2
  005b39  mov     rax,[rbx+8]
  005b41  test    rax,rax
  005b44  je      0x0000000000005b57
  005b4a  cmp     byte ptr [rax],1
  005b51  jne     0x00000000000068f2
  005b57  mov     rax,[rbx+0x10]
  005b5f  mov     r14,[rax]
; v28:list = append v26, v27 owned
  005b66  sub     rsp,0x70
  005b6d  mov     [rsp+0x30],rcx
  005b75  mov     [rsp+0x38],rsi
  005b7d  mov     [rsp+0x40],rdi
  005b85  mov     [rsp+0x48],r8
  005b8d  mov     [rsp+0x50],r9
  005b95  mov     [rsp+0x58],r10
  005b9d  mov     [rsp],r12
  005ba5  mov     qword ptr [rsp+8],3
  005bb1  mov     [rsp+0x10],r14
  005bb9  mov     qword ptr [rsp+0x18],1
  005bc5  mov     rdi,[rbp+0x20]
  005bcc  mov     esi,0xf
  005bd1  mov     rdx,rsp
  005bd4  mov     rcx,0xfffffffffffffffc
  005bde  mov     r8,0xfffffffffffffffc
  005be8  mov     r9,0
  005bf2  mov     rax,<list_op>
  005bfc  call    rax
  005bfe  mov     r11,rax
  005c01  mov     rcx,[rsp+0x30]
  005c09  mov     rsi,[rsp+0x38]
  005c11  mov     rdi,[rsp+0x40]
  005c19  mov     r8,[rsp+0x48]
  005c21  mov     r9,[rsp+0x50]
  005c29  mov     r10,[rsp+0x58]
  005c31  add     rsp,0x70
  005c38  mov     r12,r11
; v29:int = len v28
  005c3b  mov     r14,[r12]
; v30:int = lt v29, 2
; guard_false v30 => pop2/2 (68) {mem=v24, stack=v28, pc=8, opcode='lt', k='binary_xy', depth=v29, few=1}
  005c43  cmp     r14,2
  005c4a  jl      0x0000000000006951
; v32:int = sub_nov v29, 1
  005c50  mov     r15,r14
  005c53  sub     r15,1
; v33:int = readlist v28, v32 => pop2_top/1 (69) {mem=v24, stack=v28, pc=8, opcode='lt', k='binary_xy', depth=v32}
  005c5a  cmp     r15,[r12]
  005c62  jae     0x00000000000069ee
  005c68  mov     rax,[r12+8]
  005c70  test    rax,rax
  005c73  je      0x0000000000005c84
  005c79  cmp     byte ptr [rax+r15],1
  005c7e  jne     0x00000000000069ee
  005c84  mov     rax,[r12+0x10]
  005c8c  mov     r15,[rax+r15*8]
; v34:int = add_nov v29, -2
  005c90  add     r14,0xfffffffffffffffe
; v35:int = readlist v28, v34 => pop2_top/3 (69) {mem=v24, stack=v28, pc=8, opcode='lt', k='binary_xy', y=v33, depth=v34}
  005c97  cmp     r14,[r12]
  005c9f  jae     0x0000000000006a75
  005ca5  mov     rax,[r12+8]
  005cad  test    rax,rax
  005cb0  je      0x0000000000005cc1
  005cb6  cmp     byte ptr [rax+r14],1
  005cbb  jne     0x0000000000006a75
  005cc1  mov     rax,[r12+0x10]
  005cc9  mov     r13,[rax+r14*8]
; v36:list = slice v28, 0, v34 owned => pop2_top/4 (69) {mem=v24, stack=v28, pc=8, opcode='lt', k='binary_xy', x=v35, y=v33, depth=v34}
  005ccd  sub     rsp,0x70
  005cd4  mov     [rsp+0x30],rcx
  005cdc  mov     [rsp+0x38],rsi
  005ce4  mov     [rsp+0x40],rdi
  005cec  mov     [rsp+0x48],r8
  005cf4  mov     [rsp+0x50],r9
  005cfc  mov     [rsp+0x58],r10
  005d04  mov     [rsp],r12
  005d0c  mov     qword ptr [rsp+8],3
  005d18  mov     qword ptr [rsp+0x10],0
  005d24  mov     qword ptr [rsp+0x18],1
  005d30  mov     [rsp+0x20],r14
  005d38  mov     qword ptr [rsp+0x28],1
  005d44  mov     rdi,[rbp+0x20]
  005d4b  mov     esi,0x10
  005d50  mov     rdx,rsp
  005d53  mov     rcx,0xfffffffffffffffc
  005d5d  mov     r8,0xfffffffffffffffc
  005d67  mov     r9,0
  005d71  mov     rax,<list_op>
  005d7b  call    rax
  005d7d  mov     r11,rax
  005d80  mov     rcx,[rsp+0x30]
  005d88  mov     rsi,[rsp+0x38]
  005d90  mov     rdi,[rsp+0x40]
  005d98  mov     r8,[rsp+0x48]
  005da0  mov     r9,[rsp+0x50]
  005da8  mov     r10,[rsp+0x58]
  005db0  add     rsp,0x70
  005db7  test    rdx,rdx
  005dba  je      0x0000000000006b0e
  005dc0  mov     r12,r11
; v37:int = lt v35, v33
  005dc3  cmp     r13,r15
  005dc6  setl    al
  005dc9  movzx   r13d,al
; v38:list = append v36, v37 owned
  005dcd  sub     rsp,0x70
  005dd4  mov     [rsp+0x30],rcx
  005ddc  mov     [rsp+0x38],rsi
  005de4  mov     [rsp+0x40],rdi
  005dec  mov     [rsp+0x48],r8
  005df4  mov     [rsp+0x50],r9
  005dfc  mov     [rsp+0x58],r10
  005e04  mov     [rsp],r12
  005e0c  mov     qword ptr [rsp+8],3
  005e18  mov     [rsp+0x10],r13
  005e20  mov     qword ptr [rsp+0x18],1
  005e2c  mov     rdi,[rbp+0x20]
  005e33  mov     esi,0xf
  005e38  mov     rdx,rsp
  005e3b  mov     rcx,0xfffffffffffffffc
  005e45  mov     r8,0xfffffffffffffffc
  005e4f  mov     r9,0
  005e59  mov     rax,<list_op>
  005e63  call    rax
  005e65  mov     r11,rax
  005e68  mov     rcx,[rsp+0x30]
  005e70  mov     rsi,[rsp+0x38]
  005e78  mov     rdi,[rsp+0x40]
  005e80  mov     r8,[rsp+0x48]
  005e88  mov     r9,[rsp+0x50]
  005e90  mov     r10,[rsp+0x58]
  005e98  add     rsp,0x70
  005e9f  mov     r12,r11
; v39:int = len v38
  005ea2  mov     r13,[r12]
; v40:int = eq v39, 0
; guard_false v40 => pop/2 (92) {mem=v24, stack=v38, pc=9, k='jump_if_zero_x', depth=v39, empty=1}
  005eaa  test    r13,r13
  005ead  je      0x0000000000006bb9
; v42:int = sub_nov v39, 1
  005eb3  sub     r13,1
; v43:int = readlist v38, v42 => pop_top/1 (93) {mem=v24, stack=v38, pc=9, k='jump_if_zero_x', depth=v42}
  005eba  cmp     r13,[r12]
  005ec2  jae     0x0000000000006c40
  005ec8  mov     rax,[r12+8]
  005ed0  test    rax,rax
  005ed3  je      0x0000000000005ee4
  005ed9  cmp     byte ptr [rax+r13],1
  005ede  jne     0x0000000000006c40
  005ee4  mov     rax,[r12+0x10]
  005eec  mov     r15,[rax+r13*8]
; v44:list = slice v38, 0, v42 owned => pop_top/2 (93) {mem=v24, stack=v38, pc=9, k='jump_if_zero_x', x=v43, depth=v42}
  005ef0  sub     rsp,0x70
  005ef7  mov     [rsp+0x30],rcx
  005eff  mov     [rsp+0x38],rsi
  005f07  mov     [rsp+0x40],rdi
  005f0f  mov     [rsp+0x48],r8
  005f17  mov     [rsp+0x50],r9
  005f1f  mov     [rsp+0x58],r10
  005f27  mov     [rsp],r12
  005f2f  mov     qword ptr [rsp+8],3
  005f3b  mov     qword ptr [rsp+0x10],0
  005f47  mov     qword ptr [rsp+0x18],1
  005f53  mov     [rsp+0x20],r13
  005f5b  mov     qword ptr [rsp+0x28],1
  005f67  mov     rdi,[rbp+0x20]
  005f6e  mov     esi,0x10
  005f73  mov     rdx,rsp
  005f76  mov     rcx,0xfffffffffffffffc
  005f80  mov     r8,0xfffffffffffffffc
  005f8a  mov     r9,0
  005f94  mov     rax,<list_op>
  005f9e  call    rax
  005fa0  mov     r11,rax
  005fa3  mov     rcx,[rsp+0x30]
  005fab  mov     rsi,[rsp+0x38]
  005fb3  mov     rdi,[rsp+0x40]
  005fbb  mov     r8,[rsp+0x48]
  005fc3  mov     r9,[rsp+0x50]
  005fcb  mov     r10,[rsp+0x58]
  005fd3  add     rsp,0x70
  005fda  test    rdx,rdx
  005fdd  je      0x0000000000006cb1
  005fe3  mov     r12,r11
; guard_true v43 => jump_if_zero_x/0 (96) {mem=v24, stack=v44, pc=9, x=0}
  005fe6  test    r15,r15
  005fe9  je      0x0000000000006d34
; v46:list = append v44, 0 owned
  005fef  sub     rsp,0x70
  005ff6  mov     [rsp+0x30],rcx
  005ffe  mov     [rsp+0x38],rsi
  006006  mov     [rsp+0x40],rdi
  00600e  mov     [rsp+0x48],r8
  006016  mov     [rsp+0x50],r9
  00601e  mov     [rsp+0x58],r10
  006026  mov     [rsp],r12
  00602e  mov     qword ptr [rsp+8],3
  00603a  mov     qword ptr [rsp+0x10],0
  006046  mov     qword ptr [rsp+0x18],1
  006052  mov     rdi,[rbp+0x20]
  006059  mov     esi,0xf
  00605e  mov     rdx,rsp
  006061  mov     rcx,0xfffffffffffffffc
  00606b  mov     r8,0xfffffffffffffffc
  006075  mov     r9,0
  00607f  mov     rax,<list_op>
  006089  call    rax
  00608b  mov     r11,rax
  00608e  mov     rcx,[rsp+0x30]
  006096  mov     rsi,[rsp+0x38]
  00609e  mov     rdi,[rsp+0x40]
  0060a6  mov     r8,[rsp+0x48]
  0060ae  mov     r9,[rsp+0x50]
  0060b6  mov     r10,[rsp+0x58]
  0060be  add     rsp,0x70
  0060c5  mov     r12,r11
; v47:int = len v46
  0060c8  mov     r15,[r12]
; v48:int = eq v47, 0
; guard_false v48 => pop/2 (108) {mem=v24, stack=v46, pc=13, k='store_x', depth=v47, empty=1}
  0060d0  test    r15,r15
  0060d3  je      0x0000000000006d93
; v50:int = sub_nov v47, 1
  0060d9  sub     r15,1
; v51:int = readlist v46, v50 => pop_top/1 (109) {mem=v24, stack=v46, pc=13, k='store_x', depth=v50}
  0060e0  cmp     r15,[r12]
  0060e8  jae     0x0000000000006e1a
  0060ee  mov     rax,[r12+8]
  0060f6  test    rax,rax
  0060f9  je      0x000000000000610a
  0060ff  cmp     byte ptr [rax+r15],1
  006104  jne     0x0000000000006e1a
  00610a  mov     rax,[r12+0x10]
  006112  mov     r13,[rax+r15*8]
; v52:list = slice v46, 0, v50 owned => pop_top/2 (109) {mem=v24, stack=v46, pc=13, k='store_x', x=v51, depth=v50}
  006116  sub     rsp,0x70
  00611d  mov     [rsp+0x30],rcx
  006125  mov     [rsp+0x38],rsi
  00612d  mov     [rsp+0x40],rdi
  006135  mov     [rsp+0x48],r8
  00613d  mov     [rsp+0x50],r9
  006145  mov     [rsp+0x58],r10
  00614d  mov     [rsp],r12
  006155  mov     qword ptr [rsp+8],3
  006161  mov     qword ptr [rsp+0x10],0
  00616d  mov     qword ptr [rsp+0x18],1
  006179  mov     [rsp+0x20],r15
  006181  mov     qword ptr [rsp+0x28],1
  00618d  mov     rdi,[rbp+0x20]
  006194  mov     esi,0x10
  006199  mov     rdx,rsp
  00619c  mov     rcx,0xfffffffffffffffc
  0061a6  mov     r8,0xfffffffffffffffc
  0061b0  mov     r9,0
  0061ba  mov     rax,<list_op>
  0061c4  call    rax
  0061c6  mov     r11,rax
  0061c9  mov     rcx,[rsp+0x30]
  0061d1  mov     rsi,[rsp+0x38]
  0061d9  mov     rdi,[rsp+0x40]
  0061e1  mov     r8,[rsp+0x48]
  0061e9  mov     r9,[rsp+0x50]
  0061f1  mov     r10,[rsp+0x58]
  0061f9  add     rsp,0x70
  006200  test    rdx,rdx
  006203  je      0x0000000000006e8b
  006209  mov     r12,r11
; v53:list = set v24, 2, v51 owned => store_x/2 (111) {mem=v24, stack=v52, pc=13, a=2, x=v51}
  00620c  cmp     qword ptr [rbx+8],0
  006218  jne     0x000000000000637c
  00621e  cmp     qword ptr [rbx],2
  00622a  jbe     0x000000000000637c
  006230  mov     rax,[rbx+0x10]
  006238  lea     rax,[rax+0x10]
  00623f  mov     [rax],r13
; jump_trace T0 => dispatch_loop/0 (112) {mem=v53, stack=v52, pc=15}
  006242  mov     [rbp+0x30],rbx
  006249  mov     qword ptr [rbp+0xc8],3
  006254  mov     [rbp+0x40],r12
  00625b  mov     qword ptr [rbp+0xd8],3
  006266  mov     qword ptr [rbp+0x50],0xf
  006271  mov     qword ptr [rbp+0xe8],1
  00627c  jmp     0x0000000000000030
  006281  sub     rsp,0x70
  006288  mov     [rsp+0x30],rcx
  006290  mov     [rsp+0x38],rsi
  006298  mov     [rsp+0x40],rdi
  0062a0  mov     [rsp+0x48],r8
  0062a8  mov     [rsp+0x50],r9
  0062b0  mov     [rsp+0x58],r10
  0062b8  mov     [rsp],rbx
  0062c0  mov     qword ptr [rsp+8],3
  0062cc  mov     qword ptr [rsp+0x10],1
  0062d8  mov     qword ptr [rsp+0x18],1
  0062e4  mov     [rsp+0x20],r14
  0062ec  mov     qword ptr [rsp+0x28],1
  0062f8  mov     rdi,[rbp+0x20]
  0062ff  mov     esi,0xe
  006304  mov     rdx,rsp
  006307  mov     rcx,0xfffffffffffffffe
  006311  mov     r8,0xfffffffffffffffe
  00631b  mov     r9,0
  006325  mov     rax,<list_op>
  00632f  call    rax
  006331  mov     r11,rax
  006334  mov     rcx,[rsp+0x30]
  00633c  mov     rsi,[rsp+0x38]
  006344  mov     rdi,[rsp+0x40]
  00634c  mov     r8,[rsp+0x48]
  006354  mov     r9,[rsp+0x50]
  00635c  mov     r10,[rsp+0x58]
  006364  add     rsp,0x70
  00636b  test    rdx,rdx
  00636e  je      0x0000000000006f0e
  006374  mov     rbx,r11
  006377  jmp     0x0000000000005a13
  00637c  sub     rsp,0x70
  006383  mov     [rsp+0x30],rcx
  00638b  mov     [rsp+0x38],rsi
  006393  mov     [rsp+0x40],rdi
  00639b  mov     [rsp+0x48],r8
  0063a3  mov     [rsp+0x50],r9
  0063ab  mov     [rsp+0x58],r10
  0063b3  mov     [rsp],rbx
  0063bb  mov     qword ptr [rsp+8],3
  0063c7  mov     qword ptr [rsp+0x10],2
  0063d3  mov     qword ptr [rsp+0x18],1
  0063df  mov     [rsp+0x20],r13
  0063e7  mov     qword ptr [rsp+0x28],1
  0063f3  mov     rdi,[rbp+0x20]
  0063fa  mov     esi,0xe
  0063ff  mov     rdx,rsp
  006402  mov     rcx,0xfffffffffffffffe
  00640c  mov     r8,0xfffffffffffffffe
  006416  mov     r9,0
  006420  mov     rax,<list_op>
  00642a  call    rax
  00642c  mov     r11,rax
  00642f  mov     rcx,[rsp+0x30]
  006437  mov     rsi,[rsp+0x38]
  00643f  mov     rdi,[rsp+0x40]
  006447  mov     r8,[rsp+0x48]
  00644f  mov     r9,[rsp+0x50]
  006457  mov     r10,[rsp+0x58]
  00645f  add     rsp,0x70
  006466  test    rdx,rdx
  006469  je      0x0000000000006f6d
  00646f  mov     rbx,r11
  006472  jmp     0x0000000000006242
; exits
  006477  mov     rax,0x1fffffffe
  006481  jmp     0x0000000000000016
  006486  mov     rax,0x100000000
  006490  jmp     0x0000000000000016
  006495  mov     qword ptr [rbp+0x50],0x16
  0064a0  mov     qword ptr [rbp+0xe8],1
  0064ab  mov     qword ptr [rbp+0x78],1
  0064b6  mov     qword ptr [rbp+0x110],1
  0064c1  mov     rax,0x100000001
  0064cb  jmp     0x0000000000000016
  0064d0  mov     [rbp+0x40],r12
  0064d7  mov     qword ptr [rbp+0xd8],3
  0064e2  mov     qword ptr [rbp+0x50],0x1a
  0064ed  mov     qword ptr [rbp+0xe8],1
  0064f8  mov     qword ptr [rbp+0x58],0x13
  006503  mov     qword ptr [rbp+0xf0],2
  00650e  mov     qword ptr [rbp+0x80],0x28
  006519  mov     qword ptr [rbp+0x118],2
  006524  mov     [rbp+0xa0],r13
  00652b  mov     qword ptr [rbp+0x138],1
  006536  mov     qword ptr [rbp+0xb8],1
  006541  mov     qword ptr [rbp+0x150],1
  00654c  mov     rax,0x100000002
  006556  jmp     0x0000000000000016
  00655b  mov     [rbp+0x40],r12
  006562  mov     qword ptr [rbp+0xd8],3
  00656d  mov     qword ptr [rbp+0x50],0x1a
  006578  mov     qword ptr [rbp+0xe8],1
  006583  mov     qword ptr [rbp+0x58],0x13
  00658e  mov     qword ptr [rbp+0xf0],2
  006599  mov     qword ptr [rbp+0x80],0x28
  0065a4  mov     qword ptr [rbp+0x118],2
  0065af  mov     [rbp+0xa0],r14
  0065b6  mov     qword ptr [rbp+0x138],1
  0065c1  mov     rax,0x100000003
  0065cb  jmp     0x0000000000000016
  0065d0  mov     [rbp+0x40],r12
  0065d7  mov     qword ptr [rbp+0xd8],3
  0065e2  mov     qword ptr [rbp+0x50],0x1a
  0065ed  mov     qword ptr [rbp+0xe8],1
  0065f8  mov     qword ptr [rbp+0x58],0x13
  006603  mov     qword ptr [rbp+0xf0],2
  00660e  mov     qword ptr [rbp+0x80],0x28
  006619  mov     qword ptr [rbp+0x118],2
  006624  mov     [rbp+0x90],r14
  00662b  mov     qword ptr [rbp+0x128],1
  006636  mov     [rbp+0xa0],r13
  00663d  mov     qword ptr [rbp+0x138],1
  006648  mov     rax,0x100000004
  006652  jmp     0x0000000000000016
  006657  mov     [rbp+0x40],r12
  00665e  mov     qword ptr [rbp+0xd8],3
  006669  mov     qword ptr [rbp+0x50],0x1a
  006674  mov     qword ptr [rbp+0xe8],1
  00667f  mov     qword ptr [rbp+0x58],0x13
  00668a  mov     qword ptr [rbp+0xf0],2
  006695  mov     qword ptr [rbp+0x80],0x28
  0066a0  mov     qword ptr [rbp+0x118],2
  0066ab  mov     [rbp+0x88],r15
  0066b2  mov     qword ptr [rbp+0x120],1
  0066bd  mov     [rbp+0x90],r14
  0066c4  mov     qword ptr [rbp+0x128],1
  0066cf  mov     [rbp+0xa0],r13
  0066d6  mov     qword ptr [rbp+0x138],1
  0066e1  mov     rax,0x100000005
  0066eb  jmp     0x0000000000000016
  0066f0  sub     r15,r14
  0066f3  mov     [rbp+0x40],r12
  0066fa  mov     qword ptr [rbp+0xd8],3
  006705  mov     qword ptr [rbp+0x50],0x1a
  006710  mov     qword ptr [rbp+0xe8],1
  00671b  mov     [rbp+0x88],r15
  006722  mov     qword ptr [rbp+0x120],1
  00672d  mov     [rbp+0x90],r14
  006734  mov     qword ptr [rbp+0x128],1
  00673f  mov     rax,0x100000006
  006749  jmp     0x0000000000000016
  00674e  mov     [rbp+0x40],r12
  006755  mov     qword ptr [rbp+0xd8],3
  006760  mov     qword ptr [rbp+0x50],0x1b
  00676b  mov     qword ptr [rbp+0xe8],1
  006776  mov     qword ptr [rbp+0x80],0x27
  006781  mov     qword ptr [rbp+0x118],2
  00678c  mov     [rbp+0xa0],r15
  006793  mov     qword ptr [rbp+0x138],1
  00679e  mov     qword ptr [rbp+0xa8],1
  0067a9  mov     qword ptr [rbp+0x140],1
  0067b4  mov     rax,0x100000007
  0067be  jmp     0x0000000000000016
  0067c3  mov     [rbp+0x40],r12
  0067ca  mov     qword ptr [rbp+0xd8],3
  0067d5  mov     qword ptr [rbp+0x50],0x1b
  0067e0  mov     qword ptr [rbp+0xe8],1
  0067eb  mov     qword ptr [rbp+0x80],0x27
  0067f6  mov     qword ptr [rbp+0x118],2
  006801  mov     [rbp+0xa0],r15
  006808  mov     qword ptr [rbp+0x138],1
  006813  mov     rax,0x100000008
  00681d  jmp     0x0000000000000016
  006822  mov     [rbp+0x40],r12
  006829  mov     qword ptr [rbp+0xd8],3
  006834  mov     qword ptr [rbp+0x50],0x1b
  00683f  mov     qword ptr [rbp+0xe8],1
  00684a  mov     qword ptr [rbp+0x80],0x27
  006855  mov     qword ptr [rbp+0x118],2
  006860  mov     [rbp+0x88],r14
  006867  mov     qword ptr [rbp+0x120],1
  006872  mov     [rbp+0xa0],r15
  006879  mov     qword ptr [rbp+0x138],1
  006884  mov     rax,0x100000009
  00688e  jmp     0x0000000000000016
  006893  mov     [rbp+0x30],rbx
  00689a  mov     qword ptr [rbp+0xc8],3
  0068a5  mov     [rbp+0x40],r12
  0068ac  mov     qword ptr [rbp+0xd8],3
  0068b7  mov     qword ptr [rbp+0x50],4
  0068c2  mov     qword ptr [rbp+0xe8],1
  0068cd  mov     qword ptr [rbp+0x78],1
  0068d8  mov     qword ptr [rbp+0x110],1
  0068e3  mov     rax,0x10000000b
  0068ed  jmp     0x0000000000000016
  0068f2  mov     [rbp+0x30],rbx
  0068f9  mov     qword ptr [rbp+0xc8],3
  006904  mov     [rbp+0x40],r12
  00690b  mov     qword ptr [rbp+0xd8],3
  006916  mov     qword ptr [rbp+0x50],6
  006921  mov     qword ptr [rbp+0xe8],1
  00692c  mov     qword ptr [rbp+0x78],0
  006937  mov     qword ptr [rbp+0x110],1
  006942  mov     rax,0x10000000c
  00694c  jmp     0x0000000000000016
  006951  mov     [rbp+0x30],rbx
  006958  mov     qword ptr [rbp+0xc8],3
  006963  mov     [rbp+0x40],r12
  00696a  mov     qword ptr [rbp+0xd8],3
  006975  mov     qword ptr [rbp+0x50],8
  006980  mov     qword ptr [rbp+0xe8],1
  00698b  mov     qword ptr [rbp+0x58],0xd
  006996  mov     qword ptr [rbp+0xf0],2
  0069a1  mov     qword ptr [rbp+0x80],0x28
  0069ac  mov     qword ptr [rbp+0x118],2
  0069b7  mov     [rbp+0xa0],r14
  0069be  mov     qword ptr [rbp+0x138],1
  0069c9  mov     qword ptr [rbp+0xb8],1
  0069d4  mov     qword ptr [rbp+0x150],1
  0069df  mov     rax,0x10000000d
  0069e9  jmp     0x0000000000000016
  0069ee  mov     [rbp+0x30],rbx
  0069f5  mov     qword ptr [rbp+0xc8],3
  006a00  mov     [rbp+0x40],r12
  006a07  mov     qword ptr [rbp+0xd8],3
  006a12  mov     qword ptr [rbp+0x50],8
  006a1d  mov     qword ptr [rbp+0xe8],1
  006a28  mov     qword ptr [rbp+0x58],0xd
  006a33  mov     qword ptr [rbp+0xf0],2
  006a3e  mov     qword ptr [rbp+0x80],0x28
  006a49  mov     qword ptr [rbp+0x118],2
  006a54  mov     [rbp+0xa0],r15
  006a5b  mov     qword ptr [rbp+0x138],1
  006a66  mov     rax,0x10000000e
  006a70  jmp     0x0000000000000016
  006a75  mov     [rbp+0x30],rbx
  006a7c  mov     qword ptr [rbp+0xc8],3
  006a87  mov     [rbp+0x40],r12
  006a8e  mov     qword ptr [rbp+0xd8],3
  006a99  mov     qword ptr [rbp+0x50],8
  006aa4  mov     qword ptr [rbp+0xe8],1
  006aaf  mov     qword ptr [rbp+0x58],0xd
  006aba  mov     qword ptr [rbp+0xf0],2
  006ac5  mov     qword ptr [rbp+0x80],0x28
  006ad0  mov     qword ptr [rbp+0x118],2
  006adb  mov     [rbp+0x90],r15
  006ae2  mov     qword ptr [rbp+0x128],1
  006aed  mov     [rbp+0xa0],r14
  006af4  mov     qword ptr [rbp+0x138],1
  006aff  mov     rax,0x10000000f
  006b09  jmp     0x0000000000000016
  006b0e  mov     [rbp+0x30],rbx
  006b15  mov     qword ptr [rbp+0xc8],3
  006b20  mov     [rbp+0x40],r12
  006b27  mov     qword ptr [rbp+0xd8],3
  006b32  mov     qword ptr [rbp+0x50],8
  006b3d  mov     qword ptr [rbp+0xe8],1
  006b48  mov     qword ptr [rbp+0x58],0xd
  006b53  mov     qword ptr [rbp+0xf0],2
  006b5e  mov     qword ptr [rbp+0x80],0x28
  006b69  mov     qword ptr [rbp+0x118],2
  006b74  mov     [rbp+0x88],r13
  006b7b  mov     qword ptr [rbp+0x120],1
  006b86  mov     [rbp+0x90],r15
  006b8d  mov     qword ptr [rbp+0x128],1
  006b98  mov     [rbp+0xa0],r14
  006b9f  mov     qword ptr [rbp+0x138],1
  006baa  mov     rax,0x100000010
  006bb4  jmp     0x0000000000000016
  006bb9  mov     [rbp+0x30],rbx
  006bc0  mov     qword ptr [rbp+0xc8],3
  006bcb  mov     [rbp+0x40],r12
  006bd2  mov     qword ptr [rbp+0xd8],3
  006bdd  mov     qword ptr [rbp+0x50],9
  006be8  mov     qword ptr [rbp+0xe8],1
  006bf3  mov     qword ptr [rbp+0x80],0x2c
  006bfe  mov     qword ptr [rbp+0x118],2
  006c09  mov     [rbp+0xa0],r13
  006c10  mov     qword ptr [rbp+0x138],1
  006c1b  mov     qword ptr [rbp+0xa8],1
  006c26  mov     qword ptr [rbp+0x140],1
  006c31  mov     rax,0x100000011
  006c3b  jmp     0x0000000000000016
  006c40  mov     [rbp+0x30],rbx
  006c47  mov     qword ptr [rbp+0xc8],3
  006c52  mov     [rbp+0x40],r12
  006c59  mov     qword ptr [rbp+0xd8],3
  006c64  mov     qword ptr [rbp+0x50],9
  006c6f  mov     qword ptr [rbp+0xe8],1
  006c7a  mov     qword ptr [rbp+0x80],0x2c
  006c85  mov     qword ptr [rbp+0x118],2
  006c90  mov     [rbp+0xa0],r13
  006c97  mov     qword ptr [rbp+0x138],1
  006ca2  mov     rax,0x100000012
  006cac  jmp     0x0000000000000016
  006cb1  mov     [rbp+0x30],rbx
  006cb8  mov     qword ptr [rbp+0xc8],3
  006cc3  mov     [rbp+0x40],r12
  006cca  mov     qword ptr [rbp+0xd8],3
  006cd5  mov     qword ptr [rbp+0x50],9
  006ce0  mov     qword ptr [rbp+0xe8],1
  006ceb  mov     qword ptr [rbp+0x80],0x2c
  006cf6  mov     qword ptr [rbp+0x118],2
  006d01  mov     [rbp+0x88],r15
  006d08  mov     qword ptr [rbp+0x120],1
  006d13  mov     [rbp+0xa0],r13
  006d1a  mov     qword ptr [rbp+0x138],1
  006d25  mov     rax,0x100000013
  006d2f  jmp     0x0000000000000016
  006d34  mov     [rbp+0x30],rbx
  006d3b  mov     qword ptr [rbp+0xc8],3
  006d46  mov     [rbp+0x40],r12
  006d4d  mov     qword ptr [rbp+0xd8],3
  006d58  mov     qword ptr [rbp+0x50],9
  006d63  mov     qword ptr [rbp+0xe8],1
  006d6e  mov     qword ptr [rbp+0x88],0
  006d79  mov     qword ptr [rbp+0x120],1
  006d84  mov     rax,0x100000014
  006d8e  jmp     0x0000000000000016
  006d93  mov     [rbp+0x30],rbx
  006d9a  mov     qword ptr [rbp+0xc8],3
  006da5  mov     [rbp+0x40],r12
  006dac  mov     qword ptr [rbp+0xd8],3
  006db7  mov     qword ptr [rbp+0x50],0xd
  006dc2  mov     qword ptr [rbp+0xe8],1
  006dcd  mov     qword ptr [rbp+0x80],0x27
  006dd8  mov     qword ptr [rbp+0x118],2
  006de3  mov     [rbp+0xa0],r15
  006dea  mov     qword ptr [rbp+0x138],1
  006df5  mov     qword ptr [rbp+0xa8],1
  006e00  mov     qword ptr [rbp+0x140],1
  006e0b  mov     rax,0x100000015
  006e15  jmp     0x0000000000000016
  006e1a  mov     [rbp+0x30],rbx
  006e21  mov     qword ptr [rbp+0xc8],3
  006e2c  mov     [rbp+0x40],r12
  006e33  mov     qword ptr [rbp+0xd8],3
  006e3e  mov     qword ptr [rbp+0x50],0xd
  006e49  mov     qword ptr [rbp+0xe8],1
  006e54  mov     qword ptr [rbp+0x80],0x27
  006e5f  mov     qword ptr [rbp+0x118],2
  006e6a  mov     [rbp+0xa0],r15
  006e71  mov     qword ptr [rbp+0x138],1
  006e7c  mov     rax,0x100000016
  006e86  jmp     0x0000000000000016
  006e8b  mov     [rbp+0x30],rbx
  006e92  mov     qword ptr [rbp+0xc8],3
  006e9d  mov     [rbp+0x40],r12
  006ea4  mov     qword ptr [rbp+0xd8],3
  006eaf  mov     qword ptr [rbp+0x50],0xd
  006eba  mov     qword ptr [rbp+0xe8],1
  006ec5  mov     qword ptr [rbp+0x80],0x27
  006ed0  mov     qword ptr [rbp+0x118],2
  006edb  mov     [rbp+0x88],r13
  006ee2  mov     qword ptr [rbp+0x120],1
  006eed  mov     [rbp+0xa0],r15
  006ef4  mov     qword ptr [rbp+0x138],1
  006eff  mov     rax,0x100000017
  006f09  jmp     0x0000000000000016
  006f0e  mov     [rbp+0x40],r12
  006f15  mov     qword ptr [rbp+0xd8],3
  006f20  mov     qword ptr [rbp+0x50],0x1b
  006f2b  mov     qword ptr [rbp+0xe8],1
  006f36  mov     qword ptr [rbp+0x78],1
  006f41  mov     qword ptr [rbp+0x110],1
  006f4c  mov     [rbp+0x88],r14
  006f53  mov     qword ptr [rbp+0x120],1
  006f5e  mov     rax,0x10000000a
  006f68  jmp     0x0000000000000016
  006f6d  mov     [rbp+0x30],rbx
  006f74  mov     qword ptr [rbp+0xc8],3
  006f7f  mov     [rbp+0x40],r12
  006f86  mov     qword ptr [rbp+0xd8],3
  006f91  mov     qword ptr [rbp+0x50],0xd
  006f9c  mov     qword ptr [rbp+0xe8],1
  006fa7  mov     qword ptr [rbp+0x78],2
  006fb2  mov     qword ptr [rbp+0x110],1
  006fbd  mov     [rbp+0x88],r13
  006fc4  mov     qword ptr [rbp+0x120],1
  006fcf  mov     rax,0x100000018
  006fd9  jmp     0x0000000000000016
