; T0: 21303 bytes
  000030  mov     qword ptr [rbp+0x18],0
; v0:list = input bytecode
  00003b  cmp     qword ptr [rbp+0xc0],3
  000046  jne     0x0000000000002e55
  00004c  mov     rbx,[rbp+0x28]
; v1:list = input mem
  000053  cmp     qword ptr [rbp+0xc8],3
  00005e  jne     0x0000000000002e55
  000064  mov     r12,[rbp+0x30]
; v2:list = input stack
  00006b  cmp     qword ptr [rbp+0xd8],3
  000076  jne     0x0000000000002e55
  00007c  mov     r13,[rbp+0x40]
; v3:list = input rstack
  000083  cmp     qword ptr [rbp+0xe0],3
  00008e  jne     0x0000000000002e55
; v4:int = input pc
  000094  cmp     qword ptr [rbp+0xe8],1
  00009f  jne     0x0000000000002e55
  0000a5  mov     r14,[rbp+0x50]
; guard_value v0, ['push', 0, 'store', 1, 'load', 1, 'load', 0, 'lt', 'jump_if_zero', 50, 'push', 0, 'store', 2, 'load', 2, 'load', 0, 'eq', 'jump_if_zero', 31, 'load', 1, 'push', 1, 'add', 'store', 1, 'jump', 4, 'load', 3, 'load', 1, 'load', 2, 'mul', 'add', 'store', 3, 'load', 2, 'push', 1, 'add', 'store', 2, 'jump', 15, 'load', 3, 'halt'] => dispatch_loop/0 (0) {mem=v1, stack=v2, pc=v4}
  0000ac  mov     rax,<list k0>
  0000b6  cmp     rbx,rax
  0000b9  jne     0x0000000000002e64
; guard_value v4, 15 => dispatch_loop_promote_bytecode/0 (1) {mem=v1, stack=v2, pc=v4}
  0000bf  cmp     r14,0xf
  0000c6  jne     0x0000000000002ee2
; v7:int = readlist v1, 2 => op_load/2 (4) {mem=v1, stack=v2, pc=15, a=2}
  0000cc  cmp     qword ptr [r12],2
  0000d8  jbe     0x0000000000002f39
  0000de  mov     rax,[r12+8]
  0000e6  test    rax,rax
  0000e9  je      0x00000000000000fc
  0000ef  cmp     byte ptr [rax+2],1
  0000f6  jne     0x0000000000002f39
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
  0001ec  jbe     0x0000000000002f98
  0001f2  mov     rax,[r12+8]
  0001fa  test    rax,rax
  0001fd  je      0x0000000000000210
  000203  cmp     byte ptr [rax],1
  00020a  jne     0x0000000000002f98
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
  000303  jl      0x0000000000002ff7
; v14:int = sub_nov v11, 1
  000309  mov     r15,rbx
  00030c  sub     r15,1
; v15:int = readlist v10, v14 => pop2_top/1 (22) {mem=v1, stack=v10, pc=19, opcode='eq', k='binary_xy', depth=v14}
  000313  cmp     r15,[r13]
  00031b  jae     0x0000000000003094
  000321  mov     rax,[r13+8]
  000329  test    rax,rax
  00032c  je      0x000000000000033d
  000332  cmp     byte ptr [rax+r15],1
  000337  jne     0x0000000000003094
  00033d  mov     rax,[r13+0x10]
  000345  mov     r15,[rax+r15*8]
; v16:int = add_nov v11, -2
  000349  add     rbx,0xfffffffffffffffe
; v17:int = readlist v10, v16 => pop2_top/3 (22) {mem=v1, stack=v10, pc=19, opcode='eq', k='binary_xy', y=v15, depth=v16}
  000350  cmp     rbx,[r13]
  000358  jae     0x000000000000311b
  00035e  mov     rax,[r13+8]
  000366  test    rax,rax
  000369  je      0x000000000000037a
  00036f  cmp     byte ptr [rax+rbx],1
  000374  jne     0x000000000000311b
  00037a  mov     rax,[r13+0x10]
  000382  mov     rsi,[rax+rbx*8]
; v18:list = slice v10, 0, v16 owned => pop2_top/4 (22) {mem=v1, stack=v10, pc=19, opcode='eq', k='binary_xy', x=v17, y=v15, depth=v16}
  000386  sub     rsp,0x70
  00038d  mov     [rsp+0x30],rcx
  000395  mov     [rsp+0x38],rsi
  00039d  mov     [rsp+0x40],rdi
  0003a5  mov     [rsp+0x48],r8
  0003ad  mov     [rsp+0x50],r9
  0003b5  mov     [rsp+0x58],r10
  0003bd  mov     [rsp],r13
  0003c5  mov     qword ptr [rsp+8],3
  0003d1  mov     qword ptr [rsp+0x10],0
  0003dd  mov     qword ptr [rsp+0x18],1
  0003e9  mov     [rsp+0x20],rbx
  0003f1  mov     qword ptr [rsp+0x28],1
  0003fd  mov     rdi,[rbp+0x20]
  000404  mov     esi,0x10
  000409  mov     rdx,rsp
  00040c  mov     rcx,0xfffffffffffffffc
  000416  mov     r8,0xfffffffffffffffc
  000420  mov     r9,0
  00042a  mov     rax,<list_op>
  000434  call    rax
  000436  mov     r11,rax
  000439  mov     rcx,[rsp+0x30]
  000441  mov     rsi,[rsp+0x38]
  000449  mov     rdi,[rsp+0x40]
  000451  mov     r8,[rsp+0x48]
  000459  mov     r9,[rsp+0x50]
  000461  mov     r10,[rsp+0x58]
  000469  add     rsp,0x70
  000470  test    rdx,rdx
  000473  je      0x00000000000031b4
  000479  mov     r13,r11
; v19:int = eq v17, v15
  00047c  cmp     rsi,r15
  00047f  sete    al
  000482  movzx   esi,al
; v20:list = append v18, v19 owned
  000486  sub     rsp,0x70
  00048d  mov     [rsp+0x30],rcx
  000495  mov     [rsp+0x38],rsi
  00049d  mov     [rsp+0x40],rdi
  0004a5  mov     [rsp+0x48],r8
  0004ad  mov     [rsp+0x50],r9
  0004b5  mov     [rsp+0x58],r10
  0004bd  mov     [rsp],r13
  0004c5  mov     qword ptr [rsp+8],3
  0004d1  mov     [rsp+0x10],rsi
  0004d9  mov     qword ptr [rsp+0x18],1
  0004e5  mov     rdi,[rbp+0x20]
  0004ec  mov     esi,0xf
  0004f1  mov     rdx,rsp
  0004f4  mov     rcx,0xfffffffffffffffc
  0004fe  mov     r8,0xfffffffffffffffc
  000508  mov     r9,0
  000512  mov     rax,<list_op>
  00051c  call    rax
  00051e  mov     r11,rax
  000521  mov     rcx,[rsp+0x30]
  000529  mov     rsi,[rsp+0x38]
  000531  mov     rdi,[rsp+0x40]
  000539  mov     r8,[rsp+0x48]
  000541  mov     r9,[rsp+0x50]
  000549  mov     r10,[rsp+0x58]
  000551  add     rsp,0x70
  000558  mov     r13,r11
; v21:int = len v20
  00055b  mov     rsi,[r13]
; v22:int = eq v21, 0
; guard_false v22 => pop/2 (45) {mem=v1, stack=v20, pc=20, k='jump_if_zero_x', depth=v21, empty=1}
  000563  test    rsi,rsi
  000566  je      0x000000000000325f
; v24:int = sub_nov v21, 1
  00056c  sub     rsi,1
; v25:int = readlist v20, v24 => pop_top/1 (46) {mem=v1, stack=v20, pc=20, k='jump_if_zero_x', depth=v24}
  000573  cmp     rsi,[r13]
  00057b  jae     0x00000000000032e6
  000581  mov     rax,[r13+8]
  000589  test    rax,rax
  00058c  je      0x000000000000059d
  000592  cmp     byte ptr [rax+rsi],1
  000597  jne     0x00000000000032e6
  00059d  mov     rax,[r13+0x10]
  0005a5  mov     r15,[rax+rsi*8]
; v26:list = slice v20, 0, v24 owned => pop_top/2 (46) {mem=v1, stack=v20, pc=20, k='jump_if_zero_x', x=v25, depth=v24}
  0005a9  sub     rsp,0x70
  0005b0  mov     [rsp+0x30],rcx
  0005b8  mov     [rsp+0x38],rsi
  0005c0  mov     [rsp+0x40],rdi
  0005c8  mov     [rsp+0x48],r8
  0005d0  mov     [rsp+0x50],r9
  0005d8  mov     [rsp+0x58],r10
  0005e0  mov     [rsp],r13
  0005e8  mov     qword ptr [rsp+8],3
  0005f4  mov     qword ptr [rsp+0x10],0
  000600  mov     qword ptr [rsp+0x18],1
  00060c  mov     [rsp+0x20],rsi
  000614  mov     qword ptr [rsp+0x28],1
  000620  mov     rdi,[rbp+0x20]
  000627  mov     esi,0x10
  00062c  mov     rdx,rsp
  00062f  mov     rcx,0xfffffffffffffffc
  000639  mov     r8,0xfffffffffffffffc
  000643  mov     r9,0
  00064d  mov     rax,<list_op>
  000657  call    rax
  000659  mov     r11,rax
  00065c  mov     rcx,[rsp+0x30]
  000664  mov     rsi,[rsp+0x38]
  00066c  mov     rdi,[rsp+0x40]
  000674  mov     r8,[rsp+0x48]
  00067c  mov     r9,[rsp+0x50]
  000684  mov     r10,[rsp+0x58]
  00068c  add     rsp,0x70
  000693  test    rdx,rdx
  000696  je      0x0000000000003357
  00069c  mov     r13,r11
; guard_false v25 => jump_if_zero_x/0 (49) {mem=v1, stack=v26, pc=20, x=v25}
  00069f  test    r15,r15
  0006a2  jne     0x00000000000033da
; v28:int = readlist v1, 3 => op_load/2 (55) {mem=v1, stack=v26, pc=31, a=3}
  0006a8  cmp     qword ptr [r12],3
  0006b4  jbe     0x0000000000003435
  0006ba  mov     rax,[r12+8]
  0006c2  test    rax,rax
  0006c5  je      0x00000000000006d8
  0006cb  cmp     byte ptr [rax+3],1
  0006d2  jne     0x0000000000003435
  0006d8  mov     rax,[r12+0x10]
  0006e0  mov     r15,[rax+0x18]
; v29:list = append v26, v28 owned
  0006e7  sub     rsp,0x70
  0006ee  mov     [rsp+0x30],rcx
  0006f6  mov     [rsp+0x38],rsi
  0006fe  mov     [rsp+0x40],rdi
  000706  mov     [rsp+0x48],r8
  00070e  mov     [rsp+0x50],r9
  000716  mov     [rsp+0x58],r10
  00071e  mov     [rsp],r13
  000726  mov     qword ptr [rsp+8],3
  000732  mov     [rsp+0x10],r15
  00073a  mov     qword ptr [rsp+0x18],1
  000746  mov     rdi,[rbp+0x20]
  00074d  mov     esi,0xf
  000752  mov     rdx,rsp
  000755  mov     rcx,0xfffffffffffffffc
  00075f  mov     r8,0xfffffffffffffffc
  000769  mov     r9,0
  000773  mov     rax,<list_op>
  00077d  call    rax
  00077f  mov     r11,rax
  000782  mov     rcx,[rsp+0x30]
  00078a  mov     rsi,[rsp+0x38]
  000792  mov     rdi,[rsp+0x40]
  00079a  mov     r8,[rsp+0x48]
  0007a2  mov     r9,[rsp+0x50]
  0007aa  mov     r10,[rsp+0x58]
  0007b2  add     rsp,0x70
  0007b9  mov     r13,r11
; v30:int = readlist v1, 1 => op_load/2 (60) {mem=v1, stack=v29, pc=33, a=1}
  0007bc  cmp     qword ptr [r12],1
  0007c8  jbe     0x0000000000003494
  0007ce  mov     rax,[r12+8]
  0007d6  test    rax,rax
  0007d9  je      0x00000000000007ec
  0007df  cmp     byte ptr [rax+1],1
  0007e6  jne     0x0000000000003494
  0007ec  mov     rax,[r12+0x10]
  0007f4  mov     r15,[rax+8]
; v31:list = append v29, v30 owned
  0007fb  sub     rsp,0x70
  000802  mov     [rsp+0x30],rcx
  00080a  mov     [rsp+0x38],rsi
  000812  mov     [rsp+0x40],rdi
  00081a  mov     [rsp+0x48],r8
  000822  mov     [rsp+0x50],r9
  00082a  mov     [rsp+0x58],r10
  000832  mov     [rsp],r13
  00083a  mov     qword ptr [rsp+8],3
  000846  mov     [rsp+0x10],r15
  00084e  mov     qword ptr [rsp+0x18],1
  00085a  mov     rdi,[rbp+0x20]
  000861  mov     esi,0xf
  000866  mov     rdx,rsp
  000869  mov     rcx,0xfffffffffffffffc
  000873  mov     r8,0xfffffffffffffffc
  00087d  mov     r9,0
  000887  mov     rax,<list_op>
  000891  call    rax
  000893  mov     r11,rax
  000896  mov     rcx,[rsp+0x30]
  00089e  mov     rsi,[rsp+0x38]
  0008a6  mov     rdi,[rsp+0x40]
  0008ae  mov     r8,[rsp+0x48]
  0008b6  mov     r9,[rsp+0x50]
  0008be  mov     r10,[rsp+0x58]
  0008c6  add     rsp,0x70
  0008cd  mov     r13,r11
; v32:list = append v31, v7 owned
  0008d0  sub     rsp,0x70
  0008d7  mov     [rsp+0x30],rcx
  0008df  mov     [rsp+0x38],rsi
  0008e7  mov     [rsp+0x40],rdi
  0008ef  mov     [rsp+0x48],r8
  0008f7  mov     [rsp+0x50],r9
  0008ff  mov     [rsp+0x58],r10
  000907  mov     [rsp],r13
  00090f  mov     qword ptr [rsp+8],3
  00091b  mov     [rsp+0x10],r14
  000923  mov     qword ptr [rsp+0x18],1
  00092f  mov     rdi,[rbp+0x20]
  000936  mov     esi,0xf
  00093b  mov     rdx,rsp
  00093e  mov     rcx,0xfffffffffffffffc
  000948  mov     r8,0xfffffffffffffffc
  000952  mov     r9,0
  00095c  mov     rax,<list_op>
  000966  call    rax
  000968  mov     r11,rax
  00096b  mov     rcx,[rsp+0x30]
  000973  mov     rsi,[rsp+0x38]
  00097b  mov     rdi,[rsp+0x40]
  000983  mov     r8,[rsp+0x48]
  00098b  mov     r9,[rsp+0x50]
  000993  mov     r10,[rsp+0x58]
  00099b  add     rsp,0x70
  0009a2  mov     r13,r11
; v33:int = len v32
  0009a5  mov     r15,[r13]
; v34:int = lt v33, 2
; guard_false v34 => pop2/2 (75) {mem=v1, stack=v32, pc=37, opcode='mul', k='binary_xy', depth=v33, few=1}
  0009ad  cmp     r15,2
  0009b4  jl      0x00000000000034f3
; v36:int = sub_nov v33, 1
  0009ba  mov     rsi,r15
  0009bd  sub     rsi,1
; v37:int = readlist v32, v36 => pop2_top/1 (76) {mem=v1, stack=v32, pc=37, opcode='mul', k='binary_xy', depth=v36}
  0009c4  cmp     rsi,[r13]
  0009cc  jae     0x0000000000003590
  0009d2  mov     rax,[r13+8]
  0009da  test    rax,rax
  0009dd  je      0x00000000000009ee
  0009e3  cmp     byte ptr [rax+rsi],1
  0009e8  jne     0x0000000000003590
  0009ee  mov     rax,[r13+0x10]
  0009f6  mov     rsi,[rax+rsi*8]
; v38:int = add_nov v33, -2
  0009fa  add     r15,0xfffffffffffffffe
; v39:int = readlist v32, v38 => pop2_top/3 (76) {mem=v1, stack=v32, pc=37, opcode='mul', k='binary_xy', y=v37, depth=v38}
  000a01  cmp     r15,[r13]
  000a09  jae     0x0000000000003617
  000a0f  mov     rax,[r13+8]
  000a17  test    rax,rax
  000a1a  je      0x0000000000000a2b
  000a20  cmp     byte ptr [rax+r15],1
  000a25  jne     0x0000000000003617
  000a2b  mov     rax,[r13+0x10]
  000a33  mov     rbx,[rax+r15*8]
; v40:list = slice v32, 0, v38 owned => pop2_top/4 (76) {mem=v1, stack=v32, pc=37, opcode='mul', k='binary_xy', x=v39, y=v37, depth=v38}
  000a37  sub     rsp,0x70
  000a3e  mov     [rsp+0x30],rcx
  000a46  mov     [rsp+0x38],rsi
  000a4e  mov     [rsp+0x40],rdi
  000a56  mov     [rsp+0x48],r8
  000a5e  mov     [rsp+0x50],r9
  000a66  mov     [rsp+0x58],r10
  000a6e  mov     [rsp],r13
  000a76  mov     qword ptr [rsp+8],3
  000a82  mov     qword ptr [rsp+0x10],0
  000a8e  mov     qword ptr [rsp+0x18],1
  000a9a  mov     [rsp+0x20],r15
  000aa2  mov     qword ptr [rsp+0x28],1
  000aae  mov     rdi,[rbp+0x20]
  000ab5  mov     esi,0x10
  000aba  mov     rdx,rsp
  000abd  mov     rcx,0xfffffffffffffffc
  000ac7  mov     r8,0xfffffffffffffffc
  000ad1  mov     r9,0
  000adb  mov     rax,<list_op>
  000ae5  call    rax
  000ae7  mov     r11,rax
  000aea  mov     rcx,[rsp+0x30]
  000af2  mov     rsi,[rsp+0x38]
  000afa  mov     rdi,[rsp+0x40]
  000b02  mov     r8,[rsp+0x48]
  000b0a  mov     r9,[rsp+0x50]
  000b12  mov     r10,[rsp+0x58]
  000b1a  add     rsp,0x70
  000b21  test    rdx,rdx
  000b24  je      0x00000000000036b0
  000b2a  mov     r13,r11
; v41:int = mul v39, v37 => binary_mul/0 (80) {mem=v1, stack=v40, pc=37, x=v39, y=v37}
  000b2d  mov     r11,rbx
  000b30  imul    r11,rsi
  000b34  jo      0x000000000000375b
  000b3a  mov     rbx,r11
; v42:list = append v40, v41 owned
  000b3d  sub     rsp,0x70
  000b44  mov     [rsp+0x30],rcx
  000b4c  mov     [rsp+0x38],rsi
  000b54  mov     [rsp+0x40],rdi
  000b5c  mov     [rsp+0x48],r8
  000b64  mov     [rsp+0x50],r9
  000b6c  mov     [rsp+0x58],r10
  000b74  mov     [rsp],r13
  000b7c  mov     qword ptr [rsp+8],3
  000b88  mov     [rsp+0x10],rbx
  000b90  mov     qword ptr [rsp+0x18],1
  000b9c  mov     rdi,[rbp+0x20]
  000ba3  mov     esi,0xf
  000ba8  mov     rdx,rsp
  000bab  mov     rcx,0xfffffffffffffffc
  000bb5  mov     r8,0xfffffffffffffffc
  000bbf  mov     r9,0
  000bc9  mov     rax,<list_op>
  000bd3  call    rax
  000bd5  mov     r11,rax
  000bd8  mov     rcx,[rsp+0x30]
  000be0  mov     rsi,[rsp+0x38]
  000be8  mov     rdi,[rsp+0x40]
  000bf0  mov     r8,[rsp+0x48]
  000bf8  mov     r9,[rsp+0x50]
  000c00  mov     r10,[rsp+0x58]
  000c08  add     rsp,0x70
  000c0f  mov     r13,r11
; v43:int = len v42
  000c12  mov     rbx,[r13]
; v44:int = lt v43, 2
; guard_false v44 => pop2/2 (89) {mem=v1, stack=v42, pc=38, opcode='add', k='binary_xy', depth=v43, few=1}
  000c1a  cmp     rbx,2
  000c21  jl      0x00000000000037c8
; v46:int = sub_nov v43, 1
  000c27  mov     rsi,rbx
  000c2a  sub     rsi,1
; v47:int = readlist v42, v46 => pop2_top/1 (90) {mem=v1, stack=v42, pc=38, opcode='add', k='binary_xy', depth=v46}
  000c31  cmp     rsi,[r13]
  000c39  jae     0x0000000000003865
  000c3f  mov     rax,[r13+8]
  000c47  test    rax,rax
  000c4a  je      0x0000000000000c5b
  000c50  cmp     byte ptr [rax+rsi],1
  000c55  jne     0x0000000000003865
  000c5b  mov     rax,[r13+0x10]
  000c63  mov     rsi,[rax+rsi*8]
; v48:int = add_nov v43, -2
  000c67  add     rbx,0xfffffffffffffffe
; v49:int = readlist v42, v48 => pop2_top/3 (90) {mem=v1, stack=v42, pc=38, opcode='add', k='binary_xy', y=v47, depth=v48}
  000c6e  cmp     rbx,[r13]
  000c76  jae     0x00000000000038ec
  000c7c  mov     rax,[r13+8]
  000c84  test    rax,rax
  000c87  je      0x0000000000000c98
  000c8d  cmp     byte ptr [rax+rbx],1
  000c92  jne     0x00000000000038ec
  000c98  mov     rax,[r13+0x10]
  000ca0  mov     r15,[rax+rbx*8]
; v50:list = slice v42, 0, v48 owned => pop2_top/4 (90) {mem=v1, stack=v42, pc=38, opcode='add', k='binary_xy', x=v49, y=v47, depth=v48}
  000ca4  sub     rsp,0x70
  000cab  mov     [rsp+0x30],rcx
  000cb3  mov     [rsp+0x38],rsi
  000cbb  mov     [rsp+0x40],rdi
  000cc3  mov     [rsp+0x48],r8
  000ccb  mov     [rsp+0x50],r9
  000cd3  mov     [rsp+0x58],r10
  000cdb  mov     [rsp],r13
  000ce3  mov     qword ptr [rsp+8],3
  000cef  mov     qword ptr [rsp+0x10],0
  000cfb  mov     qword ptr [rsp+0x18],1
  000d07  mov     [rsp+0x20],rbx
  000d0f  mov     qword ptr [rsp+0x28],1
  000d1b  mov     rdi,[rbp+0x20]
  000d22  mov     esi,0x10
  000d27  mov     rdx,rsp
  000d2a  mov     rcx,0xfffffffffffffffc
  000d34  mov     r8,0xfffffffffffffffc
  000d3e  mov     r9,0
  000d48  mov     rax,<list_op>
  000d52  call    rax
  000d54  mov     r11,rax
  000d57  mov     rcx,[rsp+0x30]
  000d5f  mov     rsi,[rsp+0x38]
  000d67  mov     rdi,[rsp+0x40]
  000d6f  mov     r8,[rsp+0x48]
  000d77  mov     r9,[rsp+0x50]
  000d7f  mov     r10,[rsp+0x58]
  000d87  add     rsp,0x70
  000d8e  test    rdx,rdx
  000d91  je      0x0000000000003985
  000d97  mov     r13,r11
; v51:int = add v49, v47 => binary_add/0 (92) {mem=v1, stack=v50, pc=38, x=v49, y=v47}
  000d9a  add     r15,rsi
  000d9d  jo      0x0000000000003a30
; v52:list = append v50, v51 owned
  000da3  sub     rsp,0x70
  000daa  mov     [rsp+0x30],rcx
  000db2  mov     [rsp+0x38],rsi
  000dba  mov     [rsp+0x40],rdi
  000dc2  mov     [rsp+0x48],r8
  000dca  mov     [rsp+0x50],r9
  000dd2  mov     [rsp+0x58],r10
  000dda  mov     [rsp],r13
  000de2  mov     qword ptr [rsp+8],3
  000dee  mov     [rsp+0x10],r15
  000df6  mov     qword ptr [rsp+0x18],1
  000e02  mov     rdi,[rbp+0x20]
  000e09  mov     esi,0xf
  000e0e  mov     rdx,rsp
  000e11  mov     rcx,0xfffffffffffffffc
  000e1b  mov     r8,0xfffffffffffffffc
  000e25  mov     r9,0
  000e2f  mov     rax,<list_op>
  000e39  call    rax
  000e3b  mov     r11,rax
  000e3e  mov     rcx,[rsp+0x30]
  000e46  mov     rsi,[rsp+0x38]
  000e4e  mov     rdi,[rsp+0x40]
  000e56  mov     r8,[rsp+0x48]
  000e5e  mov     r9,[rsp+0x50]
  000e66  mov     r10,[rsp+0x58]
  000e6e  add     rsp,0x70
  000e75  mov     r13,r11
; v53:int = len v52
  000e78  mov     r15,[r13]
; v54:int = eq v53, 0
; guard_false v54 => pop/2 (100) {mem=v1, stack=v52, pc=39, k='store_x', depth=v53, empty=1}
  000e80  test    r15,r15
  000e83  je      0x0000000000003aa0
; v56:int = sub_nov v53, 1
  000e89  sub     r15,1
; v57:int = readlist v52, v56 => pop_top/1 (101) {mem=v1, stack=v52, pc=39, k='store_x', depth=v56}
  000e90  cmp     r15,[r13]
  000e98  jae     0x0000000000003b27
  000e9e  mov     rax,[r13+8]
  000ea6  test    rax,rax
  000ea9  je      0x0000000000000eba
  000eaf  cmp     byte ptr [rax+r15],1
  000eb4  jne     0x0000000000003b27
  000eba  mov     rax,[r13+0x10]
  000ec2  mov     rsi,[rax+r15*8]
; v58:list = slice v52, 0, v56 owned => pop_top/2 (101) {mem=v1, stack=v52, pc=39, k='store_x', x=v57, depth=v56}
  000ec6  sub     rsp,0x70
  000ecd  mov     [rsp+0x30],rcx
  000ed5  mov     [rsp+0x38],rsi
  000edd  mov     [rsp+0x40],rdi
  000ee5  mov     [rsp+0x48],r8
  000eed  mov     [rsp+0x50],r9
  000ef5  mov     [rsp+0x58],r10
  000efd  mov     [rsp],r13
  000f05  mov     qword ptr [rsp+8],3
  000f11  mov     qword ptr [rsp+0x10],0
  000f1d  mov     qword ptr [rsp+0x18],1
  000f29  mov     [rsp+0x20],r15
  000f31  mov     qword ptr [rsp+0x28],1
  000f3d  mov     rdi,[rbp+0x20]
  000f44  mov     esi,0x10
  000f49  mov     rdx,rsp
  000f4c  mov     rcx,0xfffffffffffffffc
  000f56  mov     r8,0xfffffffffffffffc
  000f60  mov     r9,0
  000f6a  mov     rax,<list_op>
  000f74  call    rax
  000f76  mov     r11,rax
  000f79  mov     rcx,[rsp+0x30]
  000f81  mov     rsi,[rsp+0x38]
  000f89  mov     rdi,[rsp+0x40]
  000f91  mov     r8,[rsp+0x48]
  000f99  mov     r9,[rsp+0x50]
  000fa1  mov     r10,[rsp+0x58]
  000fa9  add     rsp,0x70
  000fb0  test    rdx,rdx
  000fb3  je      0x0000000000003b98
  000fb9  mov     r13,r11
; v59:list = set v1, 3, v57 owned => store_x/2 (103) {mem=v1, stack=v58, pc=39, a=3, x=v57}
  000fbc  cmp     qword ptr [r12+8],0
  000fc8  jne     0x0000000000002a69
  000fce  cmp     qword ptr [r12-0x10],1
  000fda  jne     0x0000000000002a69
  000fe0  cmp     qword ptr [r12-8],1
  000fec  jne     0x0000000000002a69
  000ff2  cmp     qword ptr [r12],3
  000ffe  jbe     0x0000000000002a69
  001004  mov     rax,[r12+0x10]
  00100c  lea     rax,[rax+0x18]
  001013  mov     [rax],rsi
; v60:list = append v58, v7 owned
  001016  sub     rsp,0x70
  00101d  mov     [rsp+0x30],rcx
  001025  mov     [rsp+0x38],rsi
  00102d  mov     [rsp+0x40],rdi
  001035  mov     [rsp+0x48],r8
  00103d  mov     [rsp+0x50],r9
  001045  mov     [rsp+0x58],r10
  00104d  mov     [rsp],r13
  001055  mov     qword ptr [rsp+8],3
  001061  mov     [rsp+0x10],r14
  001069  mov     qword ptr [rsp+0x18],1
  001075  mov     rdi,[rbp+0x20]
  00107c  mov     esi,0xf
  001081  mov     rdx,rsp
  001084  mov     rcx,0xfffffffffffffffc
  00108e  mov     r8,0xfffffffffffffffc
  001098  mov     r9,0
  0010a2  mov     rax,<list_op>
  0010ac  call    rax
  0010ae  mov     r11,rax
  0010b1  mov     rcx,[rsp+0x30]
  0010b9  mov     rsi,[rsp+0x38]
  0010c1  mov     rdi,[rsp+0x40]
  0010c9  mov     r8,[rsp+0x48]
  0010d1  mov     r9,[rsp+0x50]
  0010d9  mov     r10,[rsp+0x58]
  0010e1  add     rsp,0x70
  0010e8  mov     r13,r11
; v61:list = append v60, 1 owned
  0010eb  sub     rsp,0x70
  0010f2  mov     [rsp+0x30],rcx
  0010fa  mov     [rsp+0x38],rsi
  001102  mov     [rsp+0x40],rdi
  00110a  mov     [rsp+0x48],r8
  001112  mov     [rsp+0x50],r9
  00111a  mov     [rsp+0x58],r10
  001122  mov     [rsp],r13
  00112a  mov     qword ptr [rsp+8],3
  001136  mov     qword ptr [rsp+0x10],1
  001142  mov     qword ptr [rsp+0x18],1
  00114e  mov     rdi,[rbp+0x20]
  001155  mov     esi,0xf
  00115a  mov     rdx,rsp
  00115d  mov     rcx,0xfffffffffffffffc
  001167  mov     r8,0xfffffffffffffffc
  001171  mov     r9,0
  00117b  mov     rax,<list_op>
  001185  call    rax
  001187  mov     r11,rax
  00118a  mov     rcx,[rsp+0x30]
  001192  mov     rsi,[rsp+0x38]
  00119a  mov     rdi,[rsp+0x40]
  0011a2  mov     r8,[rsp+0x48]
  0011aa  mov     r9,[rsp+0x50]
  0011b2  mov     r10,[rsp+0x58]
  0011ba  add     rsp,0x70
  0011c1  mov     r13,r11
; v62:int = len v61
  0011c4  mov     r14,[r13]
; v63:int = lt v62, 2
; guard_false v63 => pop2/2 (120) {mem=v59, stack=v61, pc=45, opcode='add', k='binary_xy', depth=v62, few=1}
  0011cc  cmp     r14,2
  0011d3  jl      0x0000000000003c1b
; v65:int = sub_nov v62, 1
  0011d9  mov     rsi,r14
  0011dc  sub     rsi,1
; v66:int = readlist v61, v65 => pop2_top/1 (121) {mem=v59, stack=v61, pc=45, opcode='add', k='binary_xy', depth=v65}
  0011e3  cmp     rsi,[r13]
  0011eb  jae     0x0000000000003cb8
  0011f1  mov     rax,[r13+8]
  0011f9  test    rax,rax
  0011fc  je      0x000000000000120d
  001202  cmp     byte ptr [rax+rsi],1
  001207  jne     0x0000000000003cb8
  00120d  mov     rax,[r13+0x10]
  001215  mov     rsi,[rax+rsi*8]
; v67:int = add_nov v62, -2
  001219  add     r14,0xfffffffffffffffe
; v68:int = readlist v61, v67 => pop2_top/3 (121) {mem=v59, stack=v61, pc=45, opcode='add', k='binary_xy', y=v66, depth=v67}
  001220  cmp     r14,[r13]
  001228  jae     0x0000000000003d3f
  00122e  mov     rax,[r13+8]
  001236  test    rax,rax
  001239  je      0x000000000000124a
  00123f  cmp     byte ptr [rax+r14],1
  001244  jne     0x0000000000003d3f
  00124a  mov     rax,[r13+0x10]
  001252  mov     r15,[rax+r14*8]
; v69:list = slice v61, 0, v67 owned => pop2_top/4 (121) {mem=v59, stack=v61, pc=45, opcode='add', k='binary_xy', x=v68, y=v66, depth=v67}
  001256  sub     rsp,0x70
  00125d  mov     [rsp+0x30],rcx
  001265  mov     [rsp+0x38],rsi
  00126d  mov     [rsp+0x40],rdi
  001275  mov     [rsp+0x48],r8
  00127d  mov     [rsp+0x50],r9
  001285  mov     [rsp+0x58],r10
  00128d  mov     [rsp],r13
  001295  mov     qword ptr [rsp+8],3
  0012a1  mov     qword ptr [rsp+0x10],0
  0012ad  mov     qword ptr [rsp+0x18],1
  0012b9  mov     [rsp+0x20],r14
  0012c1  mov     qword ptr [rsp+0x28],1
  0012cd  mov     rdi,[rbp+0x20]
  0012d4  mov     esi,0x10
  0012d9  mov     rdx,rsp
  0012dc  mov     rcx,0xfffffffffffffffc
  0012e6  mov     r8,0xfffffffffffffffc
  0012f0  mov     r9,0
  0012fa  mov     rax,<list_op>
  001304  call    rax
  001306  mov     r11,rax
  001309  mov     rcx,[rsp+0x30]
  001311  mov     rsi,[rsp+0x38]
  001319  mov     rdi,[rsp+0x40]
  001321  mov     r8,[rsp+0x48]
  001329  mov     r9,[rsp+0x50]
  001331  mov     r10,[rsp+0x58]
  001339  add     rsp,0x70
  001340  test    rdx,rdx
  001343  je      0x0000000000003dd8
  001349  mov     r13,r11
; v70:int = add v68, v66 => binary_add/0 (123) {mem=v59, stack=v69, pc=45, x=v68, y=v66}
  00134c  add     r15,rsi
  00134f  jo      0x0000000000003e83
; v71:list = append v69, v70 owned
  001355  sub     rsp,0x70
  00135c  mov     [rsp+0x30],rcx
  001364  mov     [rsp+0x38],rsi
  00136c  mov     [rsp+0x40],rdi
  001374  mov     [rsp+0x48],r8
  00137c  mov     [rsp+0x50],r9
  001384  mov     [rsp+0x58],r10
  00138c  mov     [rsp],r13
  001394  mov     qword ptr [rsp+8],3
  0013a0  mov     [rsp+0x10],r15
  0013a8  mov     qword ptr [rsp+0x18],1
  0013b4  mov     rdi,[rbp+0x20]
  0013bb  mov     esi,0xf
  0013c0  mov     rdx,rsp
  0013c3  mov     rcx,0xfffffffffffffffc
  0013cd  mov     r8,0xfffffffffffffffc
  0013d7  mov     r9,0
  0013e1  mov     rax,<list_op>
  0013eb  call    rax
  0013ed  mov     r11,rax
  0013f0  mov     rcx,[rsp+0x30]
  0013f8  mov     rsi,[rsp+0x38]
  001400  mov     rdi,[rsp+0x40]
  001408  mov     r8,[rsp+0x48]
  001410  mov     r9,[rsp+0x50]
  001418  mov     r10,[rsp+0x58]
  001420  add     rsp,0x70
  001427  mov     r13,r11
; v72:int = len v71
  00142a  mov     r15,[r13]
; v73:int = eq v72, 0
; guard_false v73 => pop/2 (131) {mem=v59, stack=v71, pc=46, k='store_x', depth=v72, empty=1}
  001432  test    r15,r15
  001435  je      0x0000000000003ef3
; v75:int = sub_nov v72, 1
  00143b  sub     r15,1
; v76:int = readlist v71, v75 => pop_top/1 (132) {mem=v59, stack=v71, pc=46, k='store_x', depth=v75}
  001442  cmp     r15,[r13]
  00144a  jae     0x0000000000003f7a
  001450  mov     rax,[r13+8]
  001458  test    rax,rax
  00145b  je      0x000000000000146c
  001461  cmp     byte ptr [rax+r15],1
  001466  jne     0x0000000000003f7a
  00146c  mov     rax,[r13+0x10]
  001474  mov     rsi,[rax+r15*8]
; v77:list = slice v71, 0, v75 owned => pop_top/2 (132) {mem=v59, stack=v71, pc=46, k='store_x', x=v76, depth=v75}
  001478  sub     rsp,0x70
  00147f  mov     [rsp+0x30],rcx
  001487  mov     [rsp+0x38],rsi
  00148f  mov     [rsp+0x40],rdi
  001497  mov     [rsp+0x48],r8
  00149f  mov     [rsp+0x50],r9
  0014a7  mov     [rsp+0x58],r10
  0014af  mov     [rsp],r13
  0014b7  mov     qword ptr [rsp+8],3
  0014c3  mov     qword ptr [rsp+0x10],0
  0014cf  mov     qword ptr [rsp+0x18],1
  0014db  mov     [rsp+0x20],r15
  0014e3  mov     qword ptr [rsp+0x28],1
  0014ef  mov     rdi,[rbp+0x20]
  0014f6  mov     esi,0x10
  0014fb  mov     rdx,rsp
  0014fe  mov     rcx,0xfffffffffffffffc
  001508  mov     r8,0xfffffffffffffffc
  001512  mov     r9,0
  00151c  mov     rax,<list_op>
  001526  call    rax
  001528  mov     r11,rax
  00152b  mov     rcx,[rsp+0x30]
  001533  mov     rsi,[rsp+0x38]
  00153b  mov     rdi,[rsp+0x40]
  001543  mov     r8,[rsp+0x48]
  00154b  mov     r9,[rsp+0x50]
  001553  mov     r10,[rsp+0x58]
  00155b  add     rsp,0x70
  001562  test    rdx,rdx
  001565  je      0x0000000000003feb
  00156b  mov     r13,r11
; v78:list = set v59, 2, v76 owned => store_x/2 (134) {mem=v59, stack=v77, pc=46, a=2, x=v76}
  00156e  cmp     qword ptr [r12+8],0
  00157a  jne     0x0000000000002b64
  001580  cmp     qword ptr [r12],2
  00158c  jbe     0x0000000000002b64
  001592  mov     rax,[r12+0x10]
  00159a  lea     rax,[rax+0x10]
  0015a1  mov     [rax],rsi
; guard_steps => dispatch_loop/0 (150) {mem=v78, stack=v77, pc=15}
; v80:list = phi mem v78
; v81:list = phi stack v77
; loop (150)
  0015a4  nop
  0015a5  nop
  0015a6  nop
  0015a7  nop
  0015a8  nop
  0015a9  nop
  0015aa  nop
  0015ab  nop
  0015ac  nop
  0015ad  nop
  0015ae  nop
  0015af  nop
; v83:int = readlist v80, 2 => op_load/2 (4) {mem=v80, stack=v81, pc=15, a=2}
  0015b0  cmp     qword ptr [r12],2
  0015bc  jbe     0x000000000000406e
  0015c2  mov     rax,[r12+8]
  0015ca  test    rax,rax
  0015cd  je      0x00000000000015e0
  0015d3  cmp     byte ptr [rax+2],1
  0015da  jne     0x000000000000406e
  0015e0  mov     rax,[r12+0x10]
  0015e8  mov     rsi,[rax+0x10]
; v84:list = append v81, v83 owned
  0015ef  sub     rsp,0x70
  0015f6  mov     [rsp+0x30],rcx
  0015fe  mov     [rsp+0x38],rsi
  001606  mov     [rsp+0x40],rdi
  00160e  mov     [rsp+0x48],r8
  001616  mov     [rsp+0x50],r9
  00161e  mov     [rsp+0x58],r10
  001626  mov     [rsp],r13
  00162e  mov     qword ptr [rsp+8],3
  00163a  mov     [rsp+0x10],rsi
  001642  mov     qword ptr [rsp+0x18],1
  00164e  mov     rdi,[rbp+0x20]
  001655  mov     esi,0xf
  00165a  mov     rdx,rsp
  00165d  mov     rcx,0xfffffffffffffffc
  001667  mov     r8,0xfffffffffffffffc
  001671  mov     r9,0
  00167b  mov     rax,<list_op>
  001685  call    rax
  001687  mov     r11,rax
  00168a  mov     rcx,[rsp+0x30]
  001692  mov     rsi,[rsp+0x38]
  00169a  mov     rdi,[rsp+0x40]
  0016a2  mov     r8,[rsp+0x48]
  0016aa  mov     r9,[rsp+0x50]
  0016b2  mov     r10,[rsp+0x58]
  0016ba  add     rsp,0x70
  0016c1  mov     r13,r11
; v85:int = readlist v80, 0 => op_load/2 (9) {mem=v80, stack=v84, pc=17, a=0}
  0016c4  cmp     qword ptr [r12],0
  0016d0  jbe     0x00000000000040cd
  0016d6  mov     rax,[r12+8]
  0016de  test    rax,rax
  0016e1  je      0x00000000000016f4
  0016e7  cmp     byte ptr [rax],1
  0016ee  jne     0x00000000000040cd
  0016f4  mov     rax,[r12+0x10]
  0016fc  mov     r15,[rax]
; v86:list = append v84, v85 owned
  001703  sub     rsp,0x70
  00170a  mov     [rsp+0x30],rcx
  001712  mov     [rsp+0x38],rsi
  00171a  mov     [rsp+0x40],rdi
  001722  mov     [rsp+0x48],r8
  00172a  mov     [rsp+0x50],r9
  001732  mov     [rsp+0x58],r10
  00173a  mov     [rsp],r13
  001742  mov     qword ptr [rsp+8],3
  00174e  mov     [rsp+0x10],r15
  001756  mov     qword ptr [rsp+0x18],1
  001762  mov     rdi,[rbp+0x20]
  001769  mov     esi,0xf
  00176e  mov     rdx,rsp
  001771  mov     rcx,0xfffffffffffffffc
  00177b  mov     r8,0xfffffffffffffffc
  001785  mov     r9,0
  00178f  mov     rax,<list_op>
  001799  call    rax
  00179b  mov     r11,rax
  00179e  mov     rcx,[rsp+0x30]
  0017a6  mov     rsi,[rsp+0x38]
  0017ae  mov     rdi,[rsp+0x40]
  0017b6  mov     r8,[rsp+0x48]
  0017be  mov     r9,[rsp+0x50]
  0017c6  mov     r10,[rsp+0x58]
  0017ce  add     rsp,0x70
  0017d5  mov     r13,r11
; v87:int = len v86
  0017d8  mov     r15,[r13]
; v88:int = lt v87, 2
; guard_false v88 => pop2/2 (21) {mem=v80, stack=v86, pc=19, opcode='eq', k='binary_xy', depth=v87, few=1}
  0017e0  cmp     r15,2
  0017e7  jl      0x000000000000412c
; v90:int = sub_nov v87, 1
  0017ed  mov     r14,r15
  0017f0  sub     r14,1
; v91:int = readlist v86, v90 => pop2_top/1 (22) {mem=v80, stack=v86, pc=19, opcode='eq', k='binary_xy', depth=v90}
  0017f7  cmp     r14,[r13]
  0017ff  jae     0x00000000000041c9
  001805  mov     rax,[r13+8]
  00180d  test    rax,rax
  001810  je      0x0000000000001821
  001816  cmp     byte ptr [rax+r14],1
  00181b  jne     0x00000000000041c9
  001821  mov     rax,[r13+0x10]
  001829  mov     r14,[rax+r14*8]
; v92:int = add_nov v87, -2
  00182d  add     r15,0xfffffffffffffffe
; v93:int = readlist v86, v92 => pop2_top/3 (22) {mem=v80, stack=v86, pc=19, opcode='eq', k='binary_xy', y=v91, depth=v92}
  001834  cmp     r15,[r13]
  00183c  jae     0x0000000000004250
  001842  mov     rax,[r13+8]
  00184a  test    rax,rax
  00184d  je      0x000000000000185e
  001853  cmp     byte ptr [rax+r15],1
  001858  jne     0x0000000000004250
  00185e  mov     rax,[r13+0x10]
  001866  mov     rbx,[rax+r15*8]
; v94:list = slice v86, 0, v92 owned => pop2_top/4 (22) {mem=v80, stack=v86, pc=19, opcode='eq', k='binary_xy', x=v93, y=v91, depth=v92}
  00186a  sub     rsp,0x70
  001871  mov     [rsp+0x30],rcx
  001879  mov     [rsp+0x38],rsi
  001881  mov     [rsp+0x40],rdi
  001889  mov     [rsp+0x48],r8
  001891  mov     [rsp+0x50],r9
  001899  mov     [rsp+0x58],r10
  0018a1  mov     [rsp],r13
  0018a9  mov     qword ptr [rsp+8],3
  0018b5  mov     qword ptr [rsp+0x10],0
  0018c1  mov     qword ptr [rsp+0x18],1
  0018cd  mov     [rsp+0x20],r15
  0018d5  mov     qword ptr [rsp+0x28],1
  0018e1  mov     rdi,[rbp+0x20]
  0018e8  mov     esi,0x10
  0018ed  mov     rdx,rsp
  0018f0  mov     rcx,0xfffffffffffffffc
  0018fa  mov     r8,0xfffffffffffffffc
  001904  mov     r9,0
  00190e  mov     rax,<list_op>
  001918  call    rax
  00191a  mov     r11,rax
  00191d  mov     rcx,[rsp+0x30]
  001925  mov     rsi,[rsp+0x38]
  00192d  mov     rdi,[rsp+0x40]
  001935  mov     r8,[rsp+0x48]
  00193d  mov     r9,[rsp+0x50]
  001945  mov     r10,[rsp+0x58]
  00194d  add     rsp,0x70
  001954  test    rdx,rdx
  001957  je      0x00000000000042e9
  00195d  mov     r13,r11
; v95:int = eq v93, v91
  001960  cmp     rbx,r14
  001963  sete    al
  001966  movzx   ebx,al
; v96:list = append v94, v95 owned
  00196a  sub     rsp,0x70
  001971  mov     [rsp+0x30],rcx
  001979  mov     [rsp+0x38],rsi
  001981  mov     [rsp+0x40],rdi
  001989  mov     [rsp+0x48],r8
  001991  mov     [rsp+0x50],r9
  001999  mov     [rsp+0x58],r10
  0019a1  mov     [rsp],r13
  0019a9  mov     qword ptr [rsp+8],3
  0019b5  mov     [rsp+0x10],rbx
  0019bd  mov     qword ptr [rsp+0x18],1
  0019c9  mov     rdi,[rbp+0x20]
  0019d0  mov     esi,0xf
  0019d5  mov     rdx,rsp
  0019d8  mov     rcx,0xfffffffffffffffc
  0019e2  mov     r8,0xfffffffffffffffc
  0019ec  mov     r9,0
  0019f6  mov     rax,<list_op>
  001a00  call    rax
  001a02  mov     r11,rax
  001a05  mov     rcx,[rsp+0x30]
  001a0d  mov     rsi,[rsp+0x38]
  001a15  mov     rdi,[rsp+0x40]
  001a1d  mov     r8,[rsp+0x48]
  001a25  mov     r9,[rsp+0x50]
  001a2d  mov     r10,[rsp+0x58]
  001a35  add     rsp,0x70
  001a3c  mov     r13,r11
; v97:int = len v96
  001a3f  mov     rbx,[r13]
; v98:int = eq v97, 0
; guard_false v98 => pop/2 (45) {mem=v80, stack=v96, pc=20, k='jump_if_zero_x', depth=v97, empty=1}
  001a47  test    rbx,rbx
  001a4a  je      0x0000000000004394
; v100:int = sub_nov v97, 1
  001a50  sub     rbx,1
; v101:int = readlist v96, v100 => pop_top/1 (46) {mem=v80, stack=v96, pc=20, k='jump_if_zero_x', depth=v100}
  001a57  cmp     rbx,[r13]
  001a5f  jae     0x000000000000441b
  001a65  mov     rax,[r13+8]
  001a6d  test    rax,rax
  001a70  je      0x0000000000001a81
  001a76  cmp     byte ptr [rax+rbx],1
  001a7b  jne     0x000000000000441b
  001a81  mov     rax,[r13+0x10]
  001a89  mov     r14,[rax+rbx*8]
; v102:list = slice v96, 0, v100 owned => pop_top/2 (46) {mem=v80, stack=v96, pc=20, k='jump_if_zero_x', x=v101, depth=v100}
  001a8d  sub     rsp,0x70
  001a94  mov     [rsp+0x30],rcx
  001a9c  mov     [rsp+0x38],rsi
  001aa4  mov     [rsp+0x40],rdi
  001aac  mov     [rsp+0x48],r8
  001ab4  mov     [rsp+0x50],r9
  001abc  mov     [rsp+0x58],r10
  001ac4  mov     [rsp],r13
  001acc  mov     qword ptr [rsp+8],3
  001ad8  mov     qword ptr [rsp+0x10],0
  001ae4  mov     qword ptr [rsp+0x18],1
  001af0  mov     [rsp+0x20],rbx
  001af8  mov     qword ptr [rsp+0x28],1
  001b04  mov     rdi,[rbp+0x20]
  001b0b  mov     esi,0x10
  001b10  mov     rdx,rsp
  001b13  mov     rcx,0xfffffffffffffffc
  001b1d  mov     r8,0xfffffffffffffffc
  001b27  mov     r9,0
  001b31  mov     rax,<list_op>
  001b3b  call    rax
  001b3d  mov     r11,rax
  001b40  mov     rcx,[rsp+0x30]
  001b48  mov     rsi,[rsp+0x38]
  001b50  mov     rdi,[rsp+0x40]
  001b58  mov     r8,[rsp+0x48]
  001b60  mov     r9,[rsp+0x50]
  001b68  mov     r10,[rsp+0x58]
  001b70  add     rsp,0x70
  001b77  test    rdx,rdx
  001b7a  je      0x000000000000448c
  001b80  mov     r13,r11
; guard_false v101 => jump_if_zero_x/0 (49) {mem=v80, stack=v102, pc=20, x=v101}
  001b83  test    r14,r14
  001b86  jne     0x000000000000450f
; v104:int = readlist v80, 3 => op_load/2 (55) {mem=v80, stack=v102, pc=31, a=3}
  001b8c  cmp     qword ptr [r12],3
  001b98  jbe     0x000000000000456a
  001b9e  mov     rax,[r12+8]
  001ba6  test    rax,rax
  001ba9  je      0x0000000000001bbc
  001baf  cmp     byte ptr [rax+3],1
  001bb6  jne     0x000000000000456a
  001bbc  mov     rax,[r12+0x10]
  001bc4  mov     r14,[rax+0x18]
; v105:list = append v102, v104 owned
  001bcb  sub     rsp,0x70
  001bd2  mov     [rsp+0x30],rcx
  001bda  mov     [rsp+0x38],rsi
  001be2  mov     [rsp+0x40],rdi
  001bea  mov     [rsp+0x48],r8
  001bf2  mov     [rsp+0x50],r9
  001bfa  mov     [rsp+0x58],r10
  001c02  mov     [rsp],r13
  001c0a  mov     qword ptr [rsp+8],3
  001c16  mov     [rsp+0x10],r14
  001c1e  mov     qword ptr [rsp+0x18],1
  001c2a  mov     rdi,[rbp+0x20]
  001c31  mov     esi,0xf
  001c36  mov     rdx,rsp
  001c39  mov     rcx,0xfffffffffffffffc
  001c43  mov     r8,0xfffffffffffffffc
  001c4d  mov     r9,0
  001c57  mov     rax,<list_op>
  001c61  call    rax
  001c63  mov     r11,rax
  001c66  mov     rcx,[rsp+0x30]
  001c6e  mov     rsi,[rsp+0x38]
  001c76  mov     rdi,[rsp+0x40]
  001c7e  mov     r8,[rsp+0x48]
  001c86  mov     r9,[rsp+0x50]
  001c8e  mov     r10,[rsp+0x58]
  001c96  add     rsp,0x70
  001c9d  mov     r13,r11
; v106:int = readlist v80, 1 => op_load/2 (60) {mem=v80, stack=v105, pc=33, a=1}
  001ca0  cmp     qword ptr [r12],1
  001cac  jbe     0x00000000000045c9
  001cb2  mov     rax,[r12+8]
  001cba  test    rax,rax
  001cbd  je      0x0000000000001cd0
  001cc3  cmp     byte ptr [rax+1],1
  001cca  jne     0x00000000000045c9
  001cd0  mov     rax,[r12+0x10]
  001cd8  mov     r14,[rax+8]
; v107:list = append v105, v106 owned
  001cdf  sub     rsp,0x70
  001ce6  mov     [rsp+0x30],rcx
  001cee  mov     [rsp+0x38],rsi
  001cf6  mov     [rsp+0x40],rdi
  001cfe  mov     [rsp+0x48],r8
  001d06  mov     [rsp+0x50],r9
  001d0e  mov     [rsp+0x58],r10
  001d16  mov     [rsp],r13
  001d1e  mov     qword ptr [rsp+8],3
  001d2a  mov     [rsp+0x10],r14
  001d32  mov     qword ptr [rsp+0x18],1
  001d3e  mov     rdi,[rbp+0x20]
  001d45  mov     esi,0xf
  001d4a  mov     rdx,rsp
  001d4d  mov     rcx,0xfffffffffffffffc
  001d57  mov     r8,0xfffffffffffffffc
  001d61  mov     r9,0
  001d6b  mov     rax,<list_op>
  001d75  call    rax
  001d77  mov     r11,rax
  001d7a  mov     rcx,[rsp+0x30]
  001d82  mov     rsi,[rsp+0x38]
  001d8a  mov     rdi,[rsp+0x40]
  001d92  mov     r8,[rsp+0x48]
  001d9a  mov     r9,[rsp+0x50]
  001da2  mov     r10,[rsp+0x58]
  001daa  add     rsp,0x70
  001db1  mov     r13,r11
; v108:list = append v107, v83 owned
  001db4  sub     rsp,0x70
  001dbb  mov     [rsp+0x30],rcx
  001dc3  mov     [rsp+0x38],rsi
  001dcb  mov     [rsp+0x40],rdi
  001dd3  mov     [rsp+0x48],r8
  001ddb  mov     [rsp+0x50],r9
  001de3  mov     [rsp+0x58],r10
  001deb  mov     [rsp],r13
  001df3  mov     qword ptr [rsp+8],3
  001dff  mov     [rsp+0x10],rsi
  001e07  mov     qword ptr [rsp+0x18],1
  001e13  mov     rdi,[rbp+0x20]
  001e1a  mov     esi,0xf
  001e1f  mov     rdx,rsp
  001e22  mov     rcx,0xfffffffffffffffc
  001e2c  mov     r8,0xfffffffffffffffc
  001e36  mov     r9,0
  001e40  mov     rax,<list_op>
  001e4a  call    rax
  001e4c  mov     r11,rax
  001e4f  mov     rcx,[rsp+0x30]
  001e57  mov     rsi,[rsp+0x38]
  001e5f  mov     rdi,[rsp+0x40]
  001e67  mov     r8,[rsp+0x48]
  001e6f  mov     r9,[rsp+0x50]
  001e77  mov     r10,[rsp+0x58]
  001e7f  add     rsp,0x70
  001e86  mov     r13,r11
; v109:int = len v108
  001e89  mov     r14,[r13]
; v110:int = lt v109, 2
; guard_false v110 => pop2/2 (75) {mem=v80, stack=v108, pc=37, opcode='mul', k='binary_xy', depth=v109, few=1}
  001e91  cmp     r14,2
  001e98  jl      0x0000000000004628
; v112:int = sub_nov v109, 1
  001e9e  mov     rbx,r14
  001ea1  sub     rbx,1
; v113:int = readlist v108, v112 => pop2_top/1 (76) {mem=v80, stack=v108, pc=37, opcode='mul', k='binary_xy', depth=v112}
  001ea8  cmp     rbx,[r13]
  001eb0  jae     0x00000000000046c5
  001eb6  mov     rax,[r13+8]
  001ebe  test    rax,rax
  001ec1  je      0x0000000000001ed2
  001ec7  cmp     byte ptr [rax+rbx],1
  001ecc  jne     0x00000000000046c5
  001ed2  mov     rax,[r13+0x10]
  001eda  mov     rbx,[rax+rbx*8]
; v114:int = add_nov v109, -2
  001ede  add     r14,0xfffffffffffffffe
; v115:int = readlist v108, v114 => pop2_top/3 (76) {mem=v80, stack=v108, pc=37, opcode='mul', k='binary_xy', y=v113, depth=v114}
  001ee5  cmp     r14,[r13]
  001eed  jae     0x000000000000474c
  001ef3  mov     rax,[r13+8]
  001efb  test    rax,rax
  001efe  je      0x0000000000001f0f
  001f04  cmp     byte ptr [rax+r14],1
  001f09  jne     0x000000000000474c
  001f0f  mov     rax,[r13+0x10]
  001f17  mov     r15,[rax+r14*8]
; v116:list = slice v108, 0, v114 owned => pop2_top/4 (76) {mem=v80, stack=v108, pc=37, opcode='mul', k='binary_xy', x=v115, y=v113, depth=v114}
  001f1b  sub     rsp,0x70
  001f22  mov     [rsp+0x30],rcx
  001f2a  mov     [rsp+0x38],rsi
  001f32  mov     [rsp+0x40],rdi
  001f3a  mov     [rsp+0x48],r8
  001f42  mov     [rsp+0x50],r9
  001f4a  mov     [rsp+0x58],r10
  001f52  mov     [rsp],r13
  001f5a  mov     qword ptr [rsp+8],3
  001f66  mov     qword ptr [rsp+0x10],0
  001f72  mov     qword ptr [rsp+0x18],1
  001f7e  mov     [rsp+0x20],r14
  001f86  mov     qword ptr [rsp+0x28],1
  001f92  mov     rdi,[rbp+0x20]
  001f99  mov     esi,0x10
  001f9e  mov     rdx,rsp
  001fa1  mov     rcx,0xfffffffffffffffc
  001fab  mov     r8,0xfffffffffffffffc
  001fb5  mov     r9,0
  001fbf  mov     rax,<list_op>
  001fc9  call    rax
  001fcb  mov     r11,rax
  001fce  mov     rcx,[rsp+0x30]
  001fd6  mov     rsi,[rsp+0x38]
  001fde  mov     rdi,[rsp+0x40]
  001fe6  mov     r8,[rsp+0x48]
  001fee  mov     r9,[rsp+0x50]
  001ff6  mov     r10,[rsp+0x58]
  001ffe  add     rsp,0x70
  002005  test    rdx,rdx
  002008  je      0x00000000000047e5
  00200e  mov     r13,r11
; v117:int = mul v115, v113 => binary_mul/0 (80) {mem=v80, stack=v116, pc=37, x=v115, y=v113}
  002011  mov     r11,r15
  002014  imul    r11,rbx
  002018  jo      0x0000000000004890
  00201e  mov     r15,r11
; v118:list = append v116, v117 owned
  002021  sub     rsp,0x70
  002028  mov     [rsp+0x30],rcx
  002030  mov     [rsp+0x38],rsi
  002038  mov     [rsp+0x40],rdi
  002040  mov     [rsp+0x48],r8
  002048  mov     [rsp+0x50],r9
  002050  mov     [rsp+0x58],r10
  002058  mov     [rsp],r13
  002060  mov     qword ptr [rsp+8],3
  00206c  mov     [rsp+0x10],r15
  002074  mov     qword ptr [rsp+0x18],1
  002080  mov     rdi,[rbp+0x20]
  002087  mov     esi,0xf
  00208c  mov     rdx,rsp
  00208f  mov     rcx,0xfffffffffffffffc
  002099  mov     r8,0xfffffffffffffffc
  0020a3  mov     r9,0
  0020ad  mov     rax,<list_op>
  0020b7  call    rax
  0020b9  mov     r11,rax
  0020bc  mov     rcx,[rsp+0x30]
  0020c4  mov     rsi,[rsp+0x38]
  0020cc  mov     rdi,[rsp+0x40]
  0020d4  mov     r8,[rsp+0x48]
  0020dc  mov     r9,[rsp+0x50]
  0020e4  mov     r10,[rsp+0x58]
  0020ec  add     rsp,0x70
  0020f3  mov     r13,r11
; v119:int = len v118
  0020f6  mov     r15,[r13]
; v120:int = lt v119, 2
; guard_false v120 => pop2/2 (89) {mem=v80, stack=v118, pc=38, opcode='add', k='binary_xy', depth=v119, few=1}
  0020fe  cmp     r15,2
  002105  jl      0x00000000000048fd
; v122:int = sub_nov v119, 1
  00210b  mov     rbx,r15
  00210e  sub     rbx,1
; v123:int = readlist v118, v122 => pop2_top/1 (90) {mem=v80, stack=v118, pc=38, opcode='add', k='binary_xy', depth=v122}
  002115  cmp     rbx,[r13]
  00211d  jae     0x000000000000499a
  002123  mov     rax,[r13+8]
  00212b  test    rax,rax
  00212e  je      0x000000000000213f
  002134  cmp     byte ptr [rax+rbx],1
  002139  jne     0x000000000000499a
  00213f  mov     rax,[r13+0x10]
  002147  mov     rbx,[rax+rbx*8]
; v124:int = add_nov v119, -2
  00214b  add     r15,0xfffffffffffffffe
; v125:int = readlist v118, v124 => pop2_top/3 (90) {mem=v80, stack=v118, pc=38, opcode='add', k='binary_xy', y=v123, depth=v124}
  002152  cmp     r15,[r13]
  00215a  jae     0x0000000000004a21
  002160  mov     rax,[r13+8]
  002168  test    rax,rax
  00216b  je      0x000000000000217c
  002171  cmp     byte ptr [rax+r15],1
  002176  jne     0x0000000000004a21
  00217c  mov     rax,[r13+0x10]
  002184  mov     r14,[rax+r15*8]
; v126:list = slice v118, 0, v124 owned => pop2_top/4 (90) {mem=v80, stack=v118, pc=38, opcode='add', k='binary_xy', x=v125, y=v123, depth=v124}
  002188  sub     rsp,0x70
  00218f  mov     [rsp+0x30],rcx
  002197  mov     [rsp+0x38],rsi
  00219f  mov     [rsp+0x40],rdi
  0021a7  mov     [rsp+0x48],r8
  0021af  mov     [rsp+0x50],r9
  0021b7  mov     [rsp+0x58],r10
  0021bf  mov     [rsp],r13
  0021c7  mov     qword ptr [rsp+8],3
  0021d3  mov     qword ptr [rsp+0x10],0
  0021df  mov     qword ptr [rsp+0x18],1
  0021eb  mov     [rsp+0x20],r15
  0021f3  mov     qword ptr [rsp+0x28],1
  0021ff  mov     rdi,[rbp+0x20]
  002206  mov     esi,0x10
  00220b  mov     rdx,rsp
  00220e  mov     rcx,0xfffffffffffffffc
  002218  mov     r8,0xfffffffffffffffc
  002222  mov     r9,0
  00222c  mov     rax,<list_op>
  002236  call    rax
  002238  mov     r11,rax
  00223b  mov     rcx,[rsp+0x30]
  002243  mov     rsi,[rsp+0x38]
  00224b  mov     rdi,[rsp+0x40]
  002253  mov     r8,[rsp+0x48]
  00225b  mov     r9,[rsp+0x50]
  002263  mov     r10,[rsp+0x58]
  00226b  add     rsp,0x70
  002272  test    rdx,rdx
  002275  je      0x0000000000004aba
  00227b  mov     r13,r11
; v127:int = add v125, v123 => binary_add/0 (92) {mem=v80, stack=v126, pc=38, x=v125, y=v123}
  00227e  add     r14,rbx
  002281  jo      0x0000000000004b65
; v128:list = append v126, v127 owned
  002287  sub     rsp,0x70
  00228e  mov     [rsp+0x30],rcx
  002296  mov     [rsp+0x38],rsi
  00229e  mov     [rsp+0x40],rdi
  0022a6  mov     [rsp+0x48],r8
  0022ae  mov     [rsp+0x50],r9
  0022b6  mov     [rsp+0x58],r10
  0022be  mov     [rsp],r13
  0022c6  mov     qword ptr [rsp+8],3
  0022d2  mov     [rsp+0x10],r14
  0022da  mov     qword ptr [rsp+0x18],1
  0022e6  mov     rdi,[rbp+0x20]
  0022ed  mov     esi,0xf
  0022f2  mov     rdx,rsp
  0022f5  mov     rcx,0xfffffffffffffffc
  0022ff  mov     r8,0xfffffffffffffffc
  002309  mov     r9,0
  002313  mov     rax,<list_op>
  00231d  call    rax
  00231f  mov     r11,rax
  002322  mov     rcx,[rsp+0x30]
  00232a  mov     rsi,[rsp+0x38]
  002332  mov     rdi,[rsp+0x40]
  00233a  mov     r8,[rsp+0x48]
  002342  mov     r9,[rsp+0x50]
  00234a  mov     r10,[rsp+0x58]
  002352  add     rsp,0x70
  002359  mov     r13,r11
; v129:int = len v128
  00235c  mov     r14,[r13]
; v130:int = eq v129, 0
; guard_false v130 => pop/2 (100) {mem=v80, stack=v128, pc=39, k='store_x', depth=v129, empty=1}
  002364  test    r14,r14
  002367  je      0x0000000000004bd5
; v132:int = sub_nov v129, 1
  00236d  sub     r14,1
; v133:int = readlist v128, v132 => pop_top/1 (101) {mem=v80, stack=v128, pc=39, k='store_x', depth=v132}
  002374  cmp     r14,[r13]
  00237c  jae     0x0000000000004c5c
  002382  mov     rax,[r13+8]
  00238a  test    rax,rax
  00238d  je      0x000000000000239e
  002393  cmp     byte ptr [rax+r14],1
  002398  jne     0x0000000000004c5c
  00239e  mov     rax,[r13+0x10]
  0023a6  mov     rbx,[rax+r14*8]
; v134:list = slice v128, 0, v132 owned => pop_top/2 (101) {mem=v80, stack=v128, pc=39, k='store_x', x=v133, depth=v132}
  0023aa  sub     rsp,0x70
  0023b1  mov     [rsp+0x30],rcx
  0023b9  mov     [rsp+0x38],rsi
  0023c1  mov     [rsp+0x40],rdi
  0023c9  mov     [rsp+0x48],r8
  0023d1  mov     [rsp+0x50],r9
  0023d9  mov     [rsp+0x58],r10
  0023e1  mov     [rsp],r13
  0023e9  mov     qword ptr [rsp+8],3
  0023f5  mov     qword ptr [rsp+0x10],0
  002401  mov     qword ptr [rsp+0x18],1
  00240d  mov     [rsp+0x20],r14
  002415  mov     qword ptr [rsp+0x28],1
  002421  mov     rdi,[rbp+0x20]
  002428  mov     esi,0x10
  00242d  mov     rdx,rsp
  002430  mov     rcx,0xfffffffffffffffc
  00243a  mov     r8,0xfffffffffffffffc
  002444  mov     r9,0
  00244e  mov     rax,<list_op>
  002458  call    rax
  00245a  mov     r11,rax
  00245d  mov     rcx,[rsp+0x30]
  002465  mov     rsi,[rsp+0x38]
  00246d  mov     rdi,[rsp+0x40]
  002475  mov     r8,[rsp+0x48]
  00247d  mov     r9,[rsp+0x50]
  002485  mov     r10,[rsp+0x58]
  00248d  add     rsp,0x70
  002494  test    rdx,rdx
  002497  je      0x0000000000004ccd
  00249d  mov     r13,r11
; v135:list = set v80, 3, v133 owned => store_x/2 (103) {mem=v80, stack=v134, pc=39, a=3, x=v133}
  0024a0  cmp     qword ptr [r12+8],0
  0024ac  jne     0x0000000000002c5f
  0024b2  cmp     qword ptr [r12],3
  0024be  jbe     0x0000000000002c5f
  0024c4  mov     rax,[r12+0x10]
  0024cc  lea     rax,[rax+0x18]
  0024d3  mov     [rax],rbx
; v136:list = append v134, v83 owned
  0024d6  sub     rsp,0x70
  0024dd  mov     [rsp+0x30],rcx
  0024e5  mov     [rsp+0x38],rsi
  0024ed  mov     [rsp+0x40],rdi
  0024f5  mov     [rsp+0x48],r8
  0024fd  mov     [rsp+0x50],r9
  002505  mov     [rsp+0x58],r10
  00250d  mov     [rsp],r13
  002515  mov     qword ptr [rsp+8],3
  002521  mov     [rsp+0x10],rsi
  002529  mov     qword ptr [rsp+0x18],1
  002535  mov     rdi,[rbp+0x20]
  00253c  mov     esi,0xf
  002541  mov     rdx,rsp
  002544  mov     rcx,0xfffffffffffffffc
  00254e  mov     r8,0xfffffffffffffffc
  002558  mov     r9,0
  002562  mov     rax,<list_op>
  00256c  call    rax
  00256e  mov     r11,rax
  002571  mov     rcx,[rsp+0x30]
  002579  mov     rsi,[rsp+0x38]
  002581  mov     rdi,[rsp+0x40]
  002589  mov     r8,[rsp+0x48]
  002591  mov     r9,[rsp+0x50]
  002599  mov     r10,[rsp+0x58]
  0025a1  add     rsp,0x70
  0025a8  mov     r13,r11
; v137:list = append v136, 1 owned
  0025ab  sub     rsp,0x70
  0025b2  mov     [rsp+0x30],rcx
  0025ba  mov     [rsp+0x38],rsi
  0025c2  mov     [rsp+0x40],rdi
  0025ca  mov     [rsp+0x48],r8
  0025d2  mov     [rsp+0x50],r9
  0025da  mov     [rsp+0x58],r10
  0025e2  mov     [rsp],r13
  0025ea  mov     qword ptr [rsp+8],3
  0025f6  mov     qword ptr [rsp+0x10],1
  002602  mov     qword ptr [rsp+0x18],1
  00260e  mov     rdi,[rbp+0x20]
  002615  mov     esi,0xf
  00261a  mov     rdx,rsp
  00261d  mov     rcx,0xfffffffffffffffc
  002627  mov     r8,0xfffffffffffffffc
  002631  mov     r9,0
  00263b  mov     rax,<list_op>
  002645  call    rax
  002647  mov     r11,rax
  00264a  mov     rcx,[rsp+0x30]
  002652  mov     rsi,[rsp+0x38]
  00265a  mov     rdi,[rsp+0x40]
  002662  mov     r8,[rsp+0x48]
  00266a  mov     r9,[rsp+0x50]
  002672  mov     r10,[rsp+0x58]
  00267a  add     rsp,0x70
  002681  mov     r13,r11
; v138:int = len v137
  002684  mov     rsi,[r13]
; v139:int = lt v138, 2
; guard_false v139 => pop2/2 (120) {mem=v135, stack=v137, pc=45, opcode='add', k='binary_xy', depth=v138, few=1}
  00268c  cmp     rsi,2
  002693  jl      0x0000000000004d50
; v141:int = sub_nov v138, 1
  002699  mov     rbx,rsi
  00269c  sub     rbx,1
; v142:int = readlist v137, v141 => pop2_top/1 (121) {mem=v135, stack=v137, pc=45, opcode='add', k='binary_xy', depth=v141}
  0026a3  cmp     rbx,[r13]
  0026ab  jae     0x0000000000004ded
  0026b1  mov     rax,[r13+8]
  0026b9  test    rax,rax
  0026bc  je      0x00000000000026cd
  0026c2  cmp     byte ptr [rax+rbx],1
  0026c7  jne     0x0000000000004ded
  0026cd  mov     rax,[r13+0x10]
  0026d5  mov     rbx,[rax+rbx*8]
; v143:int = add_nov v138, -2
  0026d9  add     rsi,0xfffffffffffffffe
; v144:int = readlist v137, v143 => pop2_top/3 (121) {mem=v135, stack=v137, pc=45, opcode='add', k='binary_xy', y=v142, depth=v143}
  0026e0  cmp     rsi,[r13]
  0026e8  jae     0x0000000000004e74
  0026ee  mov     rax,[r13+8]
  0026f6  test    rax,rax
  0026f9  je      0x000000000000270a
  0026ff  cmp     byte ptr [rax+rsi],1
  002704  jne     0x0000000000004e74
  00270a  mov     rax,[r13+0x10]
  002712  mov     r14,[rax+rsi*8]
; v145:list = slice v137, 0, v143 owned => pop2_top/4 (121) {mem=v135, stack=v137, pc=45, opcode='add', k='binary_xy', x=v144, y=v142, depth=v143}
  002716  sub     rsp,0x70
  00271d  mov     [rsp+0x30],rcx
  002725  mov     [rsp+0x38],rsi
  00272d  mov     [rsp+0x40],rdi
  002735  mov     [rsp+0x48],r8
  00273d  mov     [rsp+0x50],r9
  002745  mov     [rsp+0x58],r10
  00274d  mov     [rsp],r13
  002755  mov     qword ptr [rsp+8],3
  002761  mov     qword ptr [rsp+0x10],0
  00276d  mov     qword ptr [rsp+0x18],1
  002779  mov     [rsp+0x20],rsi
  002781  mov     qword ptr [rsp+0x28],1
  00278d  mov     rdi,[rbp+0x20]
  002794  mov     esi,0x10
  002799  mov     rdx,rsp
  00279c  mov     rcx,0xfffffffffffffffc
  0027a6  mov     r8,0xfffffffffffffffc
  0027b0  mov     r9,0
  0027ba  mov     rax,<list_op>
  0027c4  call    rax
  0027c6  mov     r11,rax
  0027c9  mov     rcx,[rsp+0x30]
  0027d1  mov     rsi,[rsp+0x38]
  0027d9  mov     rdi,[rsp+0x40]
  0027e1  mov     r8,[rsp+0x48]
  0027e9  mov     r9,[rsp+0x50]
  0027f1  mov     r10,[rsp+0x58]
  0027f9  add     rsp,0x70
  002800  test    rdx,rdx
  002803  je      0x0000000000004f0d
  002809  mov     r13,r11
; v146:int = add v144, v142 => binary_add/0 (123) {mem=v135, stack=v145, pc=45, x=v144, y=v142}
  00280c  add     r14,rbx
  00280f  jo      0x0000000000004fb8
; v147:list = append v145, v146 owned
  002815  sub     rsp,0x70
  00281c  mov     [rsp+0x30],rcx
  002824  mov     [rsp+0x38],rsi
  00282c  mov     [rsp+0x40],rdi
  002834  mov     [rsp+0x48],r8
  00283c  mov     [rsp+0x50],r9
  002844  mov     [rsp+0x58],r10
  00284c  mov     [rsp],r13
  002854  mov     qword ptr [rsp+8],3
  002860  mov     [rsp+0x10],r14
  002868  mov     qword ptr [rsp+0x18],1
  002874  mov     rdi,[rbp+0x20]
  00287b  mov     esi,0xf
  002880  mov     rdx,rsp
  002883  mov     rcx,0xfffffffffffffffc
  00288d  mov     r8,0xfffffffffffffffc
  002897  mov     r9,0
  0028a1  mov     rax,<list_op>
  0028ab  call    rax
  0028ad  mov     r11,rax
  0028b0  mov     rcx,[rsp+0x30]
  0028b8  mov     rsi,[rsp+0x38]
  0028c0  mov     rdi,[rsp+0x40]
  0028c8  mov     r8,[rsp+0x48]
  0028d0  mov     r9,[rsp+0x50]
  0028d8  mov     r10,[rsp+0x58]
  0028e0  add     rsp,0x70
  0028e7  mov     r13,r11
; v148:int = len v147
  0028ea  mov     r14,[r13]
; v149:int = eq v148, 0
; guard_false v149 => pop/2 (131) {mem=v135, stack=v147, pc=46, k='store_x', depth=v148, empty=1}
  0028f2  test    r14,r14
  0028f5  je      0x0000000000005028
; v151:int = sub_nov v148, 1
  0028fb  sub     r14,1
; v152:int = readlist v147, v151 => pop_top/1 (132) {mem=v135, stack=v147, pc=46, k='store_x', depth=v151}
  002902  cmp     r14,[r13]
  00290a  jae     0x00000000000050af
  002910  mov     rax,[r13+8]
  002918  test    rax,rax
  00291b  je      0x000000000000292c
  002921  cmp     byte ptr [rax+r14],1
  002926  jne     0x00000000000050af
  00292c  mov     rax,[r13+0x10]
  002934  mov     rbx,[rax+r14*8]
; v153:list = slice v147, 0, v151 owned => pop_top/2 (132) {mem=v135, stack=v147, pc=46, k='store_x', x=v152, depth=v151}
  002938  sub     rsp,0x70
  00293f  mov     [rsp+0x30],rcx
  002947  mov     [rsp+0x38],rsi
  00294f  mov     [rsp+0x40],rdi
  002957  mov     [rsp+0x48],r8
  00295f  mov     [rsp+0x50],r9
  002967  mov     [rsp+0x58],r10
  00296f  mov     [rsp],r13
  002977  mov     qword ptr [rsp+8],3
  002983  mov     qword ptr [rsp+0x10],0
  00298f  mov     qword ptr [rsp+0x18],1
  00299b  mov     [rsp+0x20],r14
  0029a3  mov     qword ptr [rsp+0x28],1
  0029af  mov     rdi,[rbp+0x20]
  0029b6  mov     esi,0x10
  0029bb  mov     rdx,rsp
  0029be  mov     rcx,0xfffffffffffffffc
  0029c8  mov     r8,0xfffffffffffffffc
  0029d2  mov     r9,0
  0029dc  mov     rax,<list_op>
  0029e6  call    rax
  0029e8  mov     r11,rax
  0029eb  mov     rcx,[rsp+0x30]
  0029f3  mov     rsi,[rsp+0x38]
  0029fb  mov     rdi,[rsp+0x40]
  002a03  mov     r8,[rsp+0x48]
  002a0b  mov     r9,[rsp+0x50]
  002a13  mov     r10,[rsp+0x58]
  002a1b  add     rsp,0x70
  002a22  test    rdx,rdx
  002a25  je      0x0000000000005120
  002a2b  mov     r13,r11
; v154:list = set v135, 2, v152 owned => store_x/2 (134) {mem=v135, stack=v153, pc=46, a=2, x=v152}
  002a2e  cmp     qword ptr [r12+8],0
  002a3a  jne     0x0000000000002d5a
  002a40  cmp     qword ptr [r12],2
  002a4c  jbe     0x0000000000002d5a
  002a52  mov     rax,[r12+0x10]
  002a5a  lea     rax,[rax+0x10]
  002a61  mov     [rax],rbx
; guard_steps => dispatch_loop/0 (150) {mem=v154, stack=v153, pc=15}
; jump (150) v80 <- v154, v81 <- v153
  002a64  jmp     0x00000000000015b0
  002a69  sub     rsp,0x70
  002a70  mov     [rsp+0x30],rcx
  002a78  mov     [rsp+0x38],rsi
  002a80  mov     [rsp+0x40],rdi
  002a88  mov     [rsp+0x48],r8
  002a90  mov     [rsp+0x50],r9
  002a98  mov     [rsp+0x58],r10
  002aa0  mov     [rsp],r12
  002aa8  mov     qword ptr [rsp+8],3
  002ab4  mov     qword ptr [rsp+0x10],3
  002ac0  mov     qword ptr [rsp+0x18],1
  002acc  mov     [rsp+0x20],rsi
  002ad4  mov     qword ptr [rsp+0x28],1
  002ae0  mov     rdi,[rbp+0x20]
  002ae7  mov     esi,0xe
  002aec  mov     rdx,rsp
  002aef  mov     rcx,0xfffffffffffffffe
  002af9  mov     r8,0xfffffffffffffffe
  002b03  mov     r9,0
  002b0d  mov     rax,<list_op>
  002b17  call    rax
  002b19  mov     r11,rax
  002b1c  mov     rcx,[rsp+0x30]
  002b24  mov     rsi,[rsp+0x38]
  002b2c  mov     rdi,[rsp+0x40]
  002b34  mov     r8,[rsp+0x48]
  002b3c  mov     r9,[rsp+0x50]
  002b44  mov     r10,[rsp+0x58]
  002b4c  add     rsp,0x70
  002b53  test    rdx,rdx
  002b56  je      0x00000000000051a3
  002b5c  mov     r12,r11
  002b5f  jmp     0x0000000000001016
  002b64  sub     rsp,0x70
  002b6b  mov     [rsp+0x30],rcx
  002b73  mov     [rsp+0x38],rsi
  002b7b  mov     [rsp+0x40],rdi
  002b83  mov     [rsp+0x48],r8
  002b8b  mov     [rsp+0x50],r9
  002b93  mov     [rsp+0x58],r10
  002b9b  mov     [rsp],r12
  002ba3  mov     qword ptr [rsp+8],3
  002baf  mov     qword ptr [rsp+0x10],2
  002bbb  mov     qword ptr [rsp+0x18],1
  002bc7  mov     [rsp+0x20],rsi
  002bcf  mov     qword ptr [rsp+0x28],1
  002bdb  mov     rdi,[rbp+0x20]
  002be2  mov     esi,0xe
  002be7  mov     rdx,rsp
  002bea  mov     rcx,0xfffffffffffffffe
  002bf4  mov     r8,0xfffffffffffffffe
  002bfe  mov     r9,0
  002c08  mov     rax,<list_op>
  002c12  call    rax
  002c14  mov     r11,rax
  002c17  mov     rcx,[rsp+0x30]
  002c1f  mov     rsi,[rsp+0x38]
  002c27  mov     rdi,[rsp+0x40]
  002c2f  mov     r8,[rsp+0x48]
  002c37  mov     r9,[rsp+0x50]
  002c3f  mov     r10,[rsp+0x58]
  002c47  add     rsp,0x70
  002c4e  test    rdx,rdx
  002c51  je      0x0000000000005214
  002c57  mov     r12,r11
  002c5a  jmp     0x00000000000015a4
  002c5f  sub     rsp,0x70
  002c66  mov     [rsp+0x30],rcx
  002c6e  mov     [rsp+0x38],rsi
  002c76  mov     [rsp+0x40],rdi
  002c7e  mov     [rsp+0x48],r8
  002c86  mov     [rsp+0x50],r9
  002c8e  mov     [rsp+0x58],r10
  002c96  mov     [rsp],r12
  002c9e  mov     qword ptr [rsp+8],3
  002caa  mov     qword ptr [rsp+0x10],3
  002cb6  mov     qword ptr [rsp+0x18],1
  002cc2  mov     [rsp+0x20],rbx
  002cca  mov     qword ptr [rsp+0x28],1
  002cd6  mov     rdi,[rbp+0x20]
  002cdd  mov     esi,0xe
  002ce2  mov     rdx,rsp
  002ce5  mov     rcx,0xfffffffffffffffe
  002cef  mov     r8,0xfffffffffffffffe
  002cf9  mov     r9,0
  002d03  mov     rax,<list_op>
  002d0d  call    rax
  002d0f  mov     r11,rax
  002d12  mov     rcx,[rsp+0x30]
  002d1a  mov     rsi,[rsp+0x38]
  002d22  mov     rdi,[rsp+0x40]
  002d2a  mov     r8,[rsp+0x48]
  002d32  mov     r9,[rsp+0x50]
  002d3a  mov     r10,[rsp+0x58]
  002d42  add     rsp,0x70
  002d49  test    rdx,rdx
  002d4c  je      0x0000000000005285
  002d52  mov     r12,r11
  002d55  jmp     0x00000000000024d6
  002d5a  sub     rsp,0x70
  002d61  mov     [rsp+0x30],rcx
  002d69  mov     [rsp+0x38],rsi
  002d71  mov     [rsp+0x40],rdi
  002d79  mov     [rsp+0x48],r8
  002d81  mov     [rsp+0x50],r9
  002d89  mov     [rsp+0x58],r10
  002d91  mov     [rsp],r12
  002d99  mov     qword ptr [rsp+8],3
  002da5  mov     qword ptr [rsp+0x10],2
  002db1  mov     qword ptr [rsp+0x18],1
  002dbd  mov     [rsp+0x20],rbx
  002dc5  mov     qword ptr [rsp+0x28],1
  002dd1  mov     rdi,[rbp+0x20]
  002dd8  mov     esi,0xe
  002ddd  mov     rdx,rsp
  002de0  mov     rcx,0xfffffffffffffffe
  002dea  mov     r8,0xfffffffffffffffe
  002df4  mov     r9,0
  002dfe  mov     rax,<list_op>
  002e08  call    rax
  002e0a  mov     r11,rax
  002e0d  mov     rcx,[rsp+0x30]
  002e15  mov     rsi,[rsp+0x38]
  002e1d  mov     rdi,[rsp+0x40]
  002e25  mov     r8,[rsp+0x48]
  002e2d  mov     r9,[rsp+0x50]
  002e35  mov     r10,[rsp+0x58]
  002e3d  add     rsp,0x70
  002e44  test    rdx,rdx
  002e47  je      0x00000000000052f6
  002e4d  mov     r12,r11
  002e50  jmp     0x0000000000002a64
; exits
  002e55  mov     rax,0xfffffffe
  002e5f  jmp     0x0000000000000016
  002e64  mov     [rbp+0x10],rbx
  002e6b  mov     qword ptr [rbp+0x18],3
  002e76  mov     [rbp+0x30],r12
  002e7d  mov     qword ptr [rbp+0xc8],3
  002e88  mov     [rbp+0x40],r13
  002e8f  mov     qword ptr [rbp+0xd8],3
  002e9a  mov     [rbp+0x50],r14
  002ea1  mov     qword ptr [rbp+0xe8],1
  002eac  mov     rdi,[rbp+0x20]
  002eb3  mov     rsi,8
  002ebd  mov     rdx,0
  002ec7  mov     rax,<exit_lists>
  002ed1  call    rax
  002ed3  mov     rax,0
  002edd  jmp     0x0000000000000016
  002ee2  mov     [rbp+0x10],r14
  002ee9  mov     qword ptr [rbp+0x18],1
  002ef4  mov     [rbp+0x30],r12
  002efb  mov     qword ptr [rbp+0xc8],3
  002f06  mov     [rbp+0x40],r13
  002f0d  mov     qword ptr [rbp+0xd8],3
  002f18  mov     [rbp+0x50],r14
  002f1f  mov     qword ptr [rbp+0xe8],1
  002f2a  mov     rax,1
  002f34  jmp     0x0000000000000016
  002f39  mov     [rbp+0x30],r12
  002f40  mov     qword ptr [rbp+0xc8],3
  002f4b  mov     [rbp+0x40],r13
  002f52  mov     qword ptr [rbp+0xd8],3
  002f5d  mov     qword ptr [rbp+0x50],0xf
  002f68  mov     qword ptr [rbp+0xe8],1
  002f73  mov     qword ptr [rbp+0x78],2
  002f7e  mov     qword ptr [rbp+0x110],1
  002f89  mov     rax,2
  002f93  jmp     0x0000000000000016
  002f98  mov     [rbp+0x30],r12
  002f9f  mov     qword ptr [rbp+0xc8],3
  002faa  mov     [rbp+0x40],r13
  002fb1  mov     qword ptr [rbp+0xd8],3
  002fbc  mov     qword ptr [rbp+0x50],0x11
  002fc7  mov     qword ptr [rbp+0xe8],1
  002fd2  mov     qword ptr [rbp+0x78],0
  002fdd  mov     qword ptr [rbp+0x110],1
  002fe8  mov     rax,3
  002ff2  jmp     0x0000000000000016
  002ff7  mov     [rbp+0x30],r12
  002ffe  mov     qword ptr [rbp+0xc8],3
  003009  mov     [rbp+0x40],r13
  003010  mov     qword ptr [rbp+0xd8],3
  00301b  mov     qword ptr [rbp+0x50],0x13
  003026  mov     qword ptr [rbp+0xe8],1
  003031  mov     qword ptr [rbp+0x58],0x16
  00303c  mov     qword ptr [rbp+0xf0],2
  003047  mov     qword ptr [rbp+<exit lists 0>0],0x28
  003052  mov     qword ptr [rbp+0x118],2
  00305d  mov     [rbp+0xa0],rbx
  003064  mov     qword ptr [rbp+0x138],1
  00306f  mov     qword ptr [rbp+0xb8],1
  00307a  mov     qword ptr [rbp+0x150],1
  003085  mov     rax,4
  00308f  jmp     0x0000000000000016
  003094  mov     [rbp+0x30],r12
  00309b  mov     qword ptr [rbp+0xc8],3
  0030a6  mov     [rbp+0x40],r13
  0030ad  mov     qword ptr [rbp+0xd8],3
  0030b8  mov     qword ptr [rbp+0x50],0x13
  0030c3  mov     qword ptr [rbp+0xe8],1
  0030ce  mov     qword ptr [rbp+0x58],0x16
  0030d9  mov     qword ptr [rbp+0xf0],2
  0030e4  mov     qword ptr [rbp+<exit lists 0>0],0x28
  0030ef  mov     qword ptr [rbp+0x118],2
  0030fa  mov     [rbp+0xa0],r15
  003101  mov     qword ptr [rbp+0x138],1
  00310c  mov     rax,5
  003116  jmp     0x0000000000000016
  00311b  mov     [rbp+0x30],r12
  003122  mov     qword ptr [rbp+0xc8],3
  00312d  mov     [rbp+0x40],r13
  003134  mov     qword ptr [rbp+0xd8],3
  00313f  mov     qword ptr [rbp+0x50],0x13
  00314a  mov     qword ptr [rbp+0xe8],1
  003155  mov     qword ptr [rbp+0x58],0x16
  003160  mov     qword ptr [rbp+0xf0],2
  00316b  mov     qword ptr [rbp+<exit lists 0>0],0x28
  003176  mov     qword ptr [rbp+0x118],2
  003181  mov     [rbp+0x90],r15
  003188  mov     qword ptr [rbp+0x128],1
  003193  mov     [rbp+0xa0],rbx
  00319a  mov     qword ptr [rbp+0x138],1
  0031a5  mov     rax,6
  0031af  jmp     0x0000000000000016
  0031b4  mov     [rbp+0x30],r12
  0031bb  mov     qword ptr [rbp+0xc8],3
  0031c6  mov     [rbp+0x40],r13
  0031cd  mov     qword ptr [rbp+0xd8],3
  0031d8  mov     qword ptr [rbp+0x50],0x13
  0031e3  mov     qword ptr [rbp+0xe8],1
  0031ee  mov     qword ptr [rbp+0x58],0x16
  0031f9  mov     qword ptr [rbp+0xf0],2
  003204  mov     qword ptr [rbp+<exit lists 0>0],0x28
  00320f  mov     qword ptr [rbp+0x118],2
  00321a  mov     [rbp+<exit lists 0>8],rsi
  003221  mov     qword ptr [rbp+0x120],1
  00322c  mov     [rbp+0x90],r15
  003233  mov     qword ptr [rbp+0x128],1
  00323e  mov     [rbp+0xa0],rbx
  003245  mov     qword ptr [rbp+0x138],1
  003250  mov     rax,7
  00325a  jmp     0x0000000000000016
  00325f  mov     [rbp+0x30],r12
  003266  mov     qword ptr [rbp+0xc8],3
  003271  mov     [rbp+0x40],r13
  003278  mov     qword ptr [rbp+0xd8],3
  003283  mov     qword ptr [rbp+0x50],0x14
  00328e  mov     qword ptr [rbp+0xe8],1
  003299  mov     qword ptr [rbp+<exit lists 0>0],0x2c
  0032a4  mov     qword ptr [rbp+0x118],2
  0032af  mov     [rbp+0xa0],rsi
  0032b6  mov     qword ptr [rbp+0x138],1
  0032c1  mov     qword ptr [rbp+0xa8],1
  0032cc  mov     qword ptr [rbp+0x140],1
  0032d7  mov     rax,8
  0032e1  jmp     0x0000000000000016
  0032e6  mov     [rbp+0x30],r12
  0032ed  mov     qword ptr [rbp+0xc8],3
  0032f8  mov     [rbp+0x40],r13
  0032ff  mov     qword ptr [rbp+0xd8],3
  00330a  mov     qword ptr [rbp+0x50],0x14
  003315  mov     qword ptr [rbp+0xe8],1
  003320  mov     qword ptr [rbp+<exit lists 0>0],0x2c
  00332b  mov     qword ptr [rbp+0x118],2
  003336  mov     [rbp+0xa0],rsi
  00333d  mov     qword ptr [rbp+0x138],1
  003348  mov     rax,9
  003352  jmp     0x0000000000000016
  003357  mov     [rbp+0x30],r12
  00335e  mov     qword ptr [rbp+0xc8],3
  003369  mov     [rbp+0x40],r13
  003370  mov     qword ptr [rbp+0xd8],3
  00337b  mov     qword ptr [rbp+0x50],0x14
  003386  mov     qword ptr [rbp+0xe8],1
  003391  mov     qword ptr [rbp+<exit lists 0>0],0x2c
  00339c  mov     qword ptr [rbp+0x118],2
  0033a7  mov     [rbp+<exit lists 0>8],r15
  0033ae  mov     qword ptr [rbp+0x120],1
  0033b9  mov     [rbp+0xa0],rsi
  0033c0  mov     qword ptr [rbp+0x138],1
  0033cb  mov     rax,0xa
  0033d5  jmp     0x0000000000000016
  0033da  mov     [rbp+0x30],r12
  0033e1  mov     qword ptr [rbp+0xc8],3
  0033ec  mov     [rbp+0x40],r13
  0033f3  mov     qword ptr [rbp+0xd8],3
  0033fe  mov     qword ptr [rbp+0x50],0x14
  003409  mov     qword ptr [rbp+0xe8],1
  003414  mov     [rbp+<exit lists 0>8],r15
  00341b  mov     qword ptr [rbp+0x120],1
  003426  mov     rax,0xb
  003430  jmp     0x0000000000000016
  003435  mov     [rbp+0x30],r12
  00343c  mov     qword ptr [rbp+0xc8],3
  003447  mov     [rbp+0x40],r13
  00344e  mov     qword ptr [rbp+0xd8],3
  003459  mov     qword ptr [rbp+0x50],0x1f
  003464  mov     qword ptr [rbp+0xe8],1
  00346f  mov     qword ptr [rbp+0x78],3
  00347a  mov     qword ptr [rbp+0x110],1
  003485  mov     rax,0xc
  00348f  jmp     0x0000000000000016
  003494  mov     [rbp+0x30],r12
  00349b  mov     qword ptr [rbp+0xc8],3
  0034a6  mov     [rbp+0x40],r13
  0034ad  mov     qword ptr [rbp+0xd8],3
  0034b8  mov     qword ptr [rbp+0x50],0x21
  0034c3  mov     qword ptr [rbp+0xe8],1
  0034ce  mov     qword ptr [rbp+0x78],1
  0034d9  mov     qword ptr [rbp+0x110],1
  0034e4  mov     rax,0xd
  0034ee  jmp     0x0000000000000016
  0034f3  mov     [rbp+0x30],r12
  0034fa  mov     qword ptr [rbp+0xc8],3
  003505  mov     [rbp+0x40],r13
  00350c  mov     qword ptr [rbp+0xd8],3
  003517  mov     qword ptr [rbp+0x50],0x25
  003522  mov     qword ptr [rbp+0xe8],1
  00352d  mov     qword ptr [rbp+0x58],0xf
  003538  mov     qword ptr [rbp+0xf0],2
  003543  mov     qword ptr [rbp+<exit lists 0>0],0x28
  00354e  mov     qword ptr [rbp+0x118],2
  003559  mov     [rbp+0xa0],r15
  003560  mov     qword ptr [rbp+0x138],1
  00356b  mov     qword ptr [rbp+0xb8],1
  003576  mov     qword ptr [rbp+0x150],1
  003581  mov     rax,0xe
  00358b  jmp     0x0000000000000016
  003590  mov     [rbp+0x30],r12
  003597  mov     qword ptr [rbp+0xc8],3
  0035a2  mov     [rbp+0x40],r13
  0035a9  mov     qword ptr [rbp+0xd8],3
  0035b4  mov     qword ptr [rbp+0x50],0x25
  0035bf  mov     qword ptr [rbp+0xe8],1
  0035ca  mov     qword ptr [rbp+0x58],0xf
  0035d5  mov     qword ptr [rbp+0xf0],2
  0035e0  mov     qword ptr [rbp+<exit lists 0>0],0x28
  0035eb  mov     qword ptr [rbp+0x118],2
  0035f6  mov     [rbp+0xa0],rsi
  0035fd  mov     qword ptr [rbp+0x138],1
  003608  mov     rax,0xf
  003612  jmp     0x0000000000000016
  003617  mov     [rbp+0x30],r12
  00361e  mov     qword ptr [rbp+0xc8],3
  003629  mov     [rbp+0x40],r13
  003630  mov     qword ptr [rbp+0xd8],3
  00363b  mov     qword ptr [rbp+0x50],0x25
  003646  mov     qword ptr [rbp+0xe8],1
  003651  mov     qword ptr [rbp+0x58],0xf
  00365c  mov     qword ptr [rbp+0xf0],2
  003667  mov     qword ptr [rbp+<exit lists 0>0],0x28
  003672  mov     qword ptr [rbp+0x118],2
  00367d  mov     [rbp+0x90],rsi
  003684  mov     qword ptr [rbp+0x128],1
  00368f  mov     [rbp+0xa0],r15
  003696  mov     qword ptr [rbp+0x138],1
  0036a1  mov     rax,0x10
  0036ab  jmp     0x0000000000000016
  0036b0  mov     [rbp+0x30],r12
  0036b7  mov     qword ptr [rbp+0xc8],3
  0036c2  mov     [rbp+0x40],r13
  0036c9  mov     qword ptr [rbp+0xd8],3
  0036d4  mov     qword ptr [rbp+0x50],0x25
  0036df  mov     qword ptr [rbp+0xe8],1
  0036ea  mov     qword ptr [rbp+0x58],0xf
  0036f5  mov     qword ptr [rbp+0xf0],2
  003700  mov     qword ptr [rbp+<exit lists 0>0],0x28
  00370b  mov     qword ptr [rbp+0x118],2
  003716  mov     [rbp+<exit lists 0>8],rbx
  00371d  mov     qword ptr [rbp+0x120],1
  003728  mov     [rbp+0x90],rsi
  00372f  mov     qword ptr [rbp+0x128],1
  00373a  mov     [rbp+0xa0],r15
  003741  mov     qword ptr [rbp+0x138],1
  00374c  mov     rax,0x11
  003756  jmp     0x0000000000000016
  00375b  mov     [rbp+0x30],r12
  003762  mov     qword ptr [rbp+0xc8],3
  00376d  mov     [rbp+0x40],r13
  003774  mov     qword ptr [rbp+0xd8],3
  00377f  mov     qword ptr [rbp+0x50],0x25
  00378a  mov     qword ptr [rbp+0xe8],1
  003795  mov     [rbp+<exit lists 0>8],rbx
  00379c  mov     qword ptr [rbp+0x120],1
  0037a7  mov     [rbp+0x90],rsi
  0037ae  mov     qword ptr [rbp+0x128],1
  0037b9  mov     rax,0x12
  0037c3  jmp     0x0000000000000016
  0037c8  mov     [rbp+0x30],r12
  0037cf  mov     qword ptr [rbp+0xc8],3
  0037da  mov     [rbp+0x40],r13
  0037e1  mov     qword ptr [rbp+0xd8],3
  0037ec  mov     qword ptr [rbp+0x50],0x26
  0037f7  mov     qword ptr [rbp+0xe8],1
  003802  mov     qword ptr [rbp+0x58],0x13
  00380d  mov     qword ptr [rbp+0xf0],2
  003818  mov     qword ptr [rbp+<exit lists 0>0],0x28
  003823  mov     qword ptr [rbp+0x118],2
  00382e  mov     [rbp+0xa0],rbx
  003835  mov     qword ptr [rbp+0x138],1
  003840  mov     qword ptr [rbp+0xb8],1
  00384b  mov     qword ptr [rbp+0x150],1
  003856  mov     rax,0x13
  003860  jmp     0x0000000000000016
  003865  mov     [rbp+0x30],r12
  00386c  mov     qword ptr [rbp+0xc8],3
  003877  mov     [rbp+0x40],r13
  00387e  mov     qword ptr [rbp+0xd8],3
  003889  mov     qword ptr [rbp+0x50],0x26
  003894  mov     qword ptr [rbp+0xe8],1
  00389f  mov     qword ptr [rbp+0x58],0x13
  0038aa  mov     qword ptr [rbp+0xf0],2
  0038b5  mov     qword ptr [rbp+<exit lists 0>0],0x28
  0038c0  mov     qword ptr [rbp+0x118],2
  0038cb  mov     [rbp+0xa0],rsi
  0038d2  mov     qword ptr [rbp+0x138],1
  0038dd  mov     rax,0x14
  0038e7  jmp     0x0000000000000016
  0038ec  mov     [rbp+0x30],r12
  0038f3  mov     qword ptr [rbp+0xc8],3
  0038fe  mov     [rbp+0x40],r13
  003905  mov     qword ptr [rbp+0xd8],3
  003910  mov     qword ptr [rbp+0x50],0x26
  00391b  mov     qword ptr [rbp+0xe8],1
  003926  mov     qword ptr [rbp+0x58],0x13
  003931  mov     qword ptr [rbp+0xf0],2
  00393c  mov     qword ptr [rbp+<exit lists 0>0],0x28
  003947  mov     qword ptr [rbp+0x118],2
  003952  mov     [rbp+0x90],rsi
  003959  mov     qword ptr [rbp+0x128],1
  003964  mov     [rbp+0xa0],rbx
  00396b  mov     qword ptr [rbp+0x138],1
  003976  mov     rax,0x15
  003980  jmp     0x0000000000000016
  003985  mov     [rbp+0x30],r12
  00398c  mov     qword ptr [rbp+0xc8],3
  003997  mov     [rbp+0x40],r13
  00399e  mov     qword ptr [rbp+0xd8],3
  0039a9  mov     qword ptr [rbp+0x50],0x26
  0039b4  mov     qword ptr [rbp+0xe8],1
  0039bf  mov     qword ptr [rbp+0x58],0x13
  0039ca  mov     qword ptr [rbp+0xf0],2
  0039d5  mov     qword ptr [rbp+<exit lists 0>0],0x28
  0039e0  mov     qword ptr [rbp+0x118],2
  0039eb  mov     [rbp+<exit lists 0>8],r15
  0039f2  mov     qword ptr [rbp+0x120],1
  0039fd  mov     [rbp+0x90],rsi
  003a04  mov     qword ptr [rbp+0x128],1
  003a0f  mov     [rbp+0xa0],rbx
  003a16  mov     qword ptr [rbp+0x138],1
  003a21  mov     rax,0x16
  003a2b  jmp     0x0000000000000016
  003a30  sub     r15,rsi
  003a33  mov     [rbp+0x30],r12
  003a3a  mov     qword ptr [rbp+0xc8],3
  003a45  mov     [rbp+0x40],r13
  003a4c  mov     qword ptr [rbp+0xd8],3
  003a57  mov     qword ptr [rbp+0x50],0x26
  003a62  mov     qword ptr [rbp+0xe8],1
  003a6d  mov     [rbp+<exit lists 0>8],r15
  003a74  mov     qword ptr [rbp+0x120],1
  003a7f  mov     [rbp+0x90],rsi
  003a86  mov     qword ptr [rbp+0x128],1
  003a91  mov     rax,0x17
  003a9b  jmp     0x0000000000000016
  003aa0  mov     [rbp+0x30],r12
  003aa7  mov     qword ptr [rbp+0xc8],3
  003ab2  mov     [rbp+0x40],r13
  003ab9  mov     qword ptr [rbp+0xd8],3
  003ac4  mov     qword ptr [rbp+0x50],0x27
  003acf  mov     qword ptr [rbp+0xe8],1
  003ada  mov     qword ptr [rbp+<exit lists 0>0],0x27
  003ae5  mov     qword ptr [rbp+0x118],2
  003af0  mov     [rbp+0xa0],r15
  003af7  mov     qword ptr [rbp+0x138],1
  003b02  mov     qword ptr [rbp+0xa8],1
  003b0d  mov     qword ptr [rbp+0x140],1
  003b18  mov     rax,0x18
  003b22  jmp     0x0000000000000016
  003b27  mov     [rbp+0x30],r12
  003b2e  mov     qword ptr [rbp+0xc8],3
  003b39  mov     [rbp+0x40],r13
  003b40  mov     qword ptr [rbp+0xd8],3
  003b4b  mov     qword ptr [rbp+0x50],0x27
  003b56  mov     qword ptr [rbp+0xe8],1
  003b61  mov     qword ptr [rbp+<exit lists 0>0],0x27
  003b6c  mov     qword ptr [rbp+0x118],2
  003b77  mov     [rbp+0xa0],r15
  003b7e  mov     qword ptr [rbp+0x138],1
  003b89  mov     rax,0x19
  003b93  jmp     0x0000000000000016
  003b98  mov     [rbp+0x30],r12
  003b9f  mov     qword ptr [rbp+0xc8],3
  003baa  mov     [rbp+0x40],r13
  003bb1  mov     qword ptr [rbp+0xd8],3
  003bbc  mov     qword ptr [rbp+0x50],0x27
  003bc7  mov     qword ptr [rbp+0xe8],1
  003bd2  mov     qword ptr [rbp+<exit lists 0>0],0x27
  003bdd  mov     qword ptr [rbp+0x118],2
  003be8  mov     [rbp+<exit lists 0>8],rsi
  003bef  mov     qword ptr [rbp+0x120],1
  003bfa  mov     [rbp+0xa0],r15
  003c01  mov     qword ptr [rbp+0x138],1
  003c0c  mov     rax,0x1a
  003c16  jmp     0x0000000000000016
  003c1b  mov     [rbp+0x30],r12
  003c22  mov     qword ptr [rbp+0xc8],3
  003c2d  mov     [rbp+0x40],r13
  003c34  mov     qword ptr [rbp+0xd8],3
  003c3f  mov     qword ptr [rbp+0x50],0x2d
  003c4a  mov     qword ptr [rbp+0xe8],1
  003c55  mov     qword ptr [rbp+0x58],0x13
  003c60  mov     qword ptr [rbp+0xf0],2
  003c6b  mov     qword ptr [rbp+<exit lists 0>0],0x28
  003c76  mov     qword ptr [rbp+0x118],2
  003c81  mov     [rbp+0xa0],r14
  003c88  mov     qword ptr [rbp+0x138],1
  003c93  mov     qword ptr [rbp+0xb8],1
  003c9e  mov     qword ptr [rbp+0x150],1
  003ca9  mov     rax,0x1c
  003cb3  jmp     0x0000000000000016
  003cb8  mov     [rbp+0x30],r12
  003cbf  mov     qword ptr [rbp+0xc8],3
  003cca  mov     [rbp+0x40],r13
  003cd1  mov     qword ptr [rbp+0xd8],3
  003cdc  mov     qword ptr [rbp+0x50],0x2d
  003ce7  mov     qword ptr [rbp+0xe8],1
  003cf2  mov     qword ptr [rbp+0x58],0x13
  003cfd  mov     qword ptr [rbp+0xf0],2
  003d08  mov     qword ptr [rbp+<exit lists 0>0],0x28
  003d13  mov     qword ptr [rbp+0x118],2
  003d1e  mov     [rbp+0xa0],rsi
  003d25  mov     qword ptr [rbp+0x138],1
  003d30  mov     rax,0x1d
  003d3a  jmp     0x0000000000000016
  003d3f  mov     [rbp+0x30],r12
  003d46  mov     qword ptr [rbp+0xc8],3
  003d51  mov     [rbp+0x40],r13
  003d58  mov     qword ptr [rbp+0xd8],3
  003d63  mov     qword ptr [rbp+0x50],0x2d
  003d6e  mov     qword ptr [rbp+0xe8],1
  003d79  mov     qword ptr [rbp+0x58],0x13
  003d84  mov     qword ptr [rbp+0xf0],2
  003d8f  mov     qword ptr [rbp+<exit lists 0>0],0x28
  003d9a  mov     qword ptr [rbp+0x118],2
  003da5  mov     [rbp+0x90],rsi
  003dac  mov     qword ptr [rbp+0x128],1
  003db7  mov     [rbp+0xa0],r14
  003dbe  mov     qword ptr [rbp+0x138],1
  003dc9  mov     rax,0x1e
  003dd3  jmp     0x0000000000000016
  003dd8  mov     [rbp+0x30],r12
  003ddf  mov     qword ptr [rbp+0xc8],3
  003dea  mov     [rbp+0x40],r13
  003df1  mov     qword ptr [rbp+0xd8],3
  003dfc  mov     qword ptr [rbp+0x50],0x2d
  003e07  mov     qword ptr [rbp+0xe8],1
  003e12  mov     qword ptr [rbp+0x58],0x13
  003e1d  mov     qword ptr [rbp+0xf0],2
  003e28  mov     qword ptr [rbp+<exit lists 0>0],0x28
  003e33  mov     qword ptr [rbp+0x118],2
  003e3e  mov     [rbp+<exit lists 0>8],r15
  003e45  mov     qword ptr [rbp+0x120],1
  003e50  mov     [rbp+0x90],rsi
  003e57  mov     qword ptr [rbp+0x128],1
  003e62  mov     [rbp+0xa0],r14
  003e69  mov     qword ptr [rbp+0x138],1
  003e74  mov     rax,0x1f
  003e7e  jmp     0x0000000000000016
  003e83  sub     r15,rsi
  003e86  mov     [rbp+0x30],r12
  003e8d  mov     qword ptr [rbp+0xc8],3
  003e98  mov     [rbp+0x40],r13
  003e9f  mov     qword ptr [rbp+0xd8],3
  003eaa  mov     qword ptr [rbp+0x50],0x2d
  003eb5  mov     qword ptr [rbp+0xe8],1
  003ec0  mov     [rbp+<exit lists 0>8],r15
  003ec7  mov     qword ptr [rbp+0x120],1
  003ed2  mov     [rbp+0x90],rsi
  003ed9  mov     qword ptr [rbp+0x128],1
  003ee4  mov     rax,0x20
  003eee  jmp     0x0000000000000016
  003ef3  mov     [rbp+0x30],r12
  003efa  mov     qword ptr [rbp+0xc8],3
  003f05  mov     [rbp+0x40],r13
  003f0c  mov     qword ptr [rbp+0xd8],3
  003f17  mov     qword ptr [rbp+0x50],0x2e
  003f22  mov     qword ptr [rbp+0xe8],1
  003f2d  mov     qword ptr [rbp+<exit lists 0>0],0x27
  003f38  mov     qword ptr [rbp+0x118],2
  003f43  mov     [rbp+0xa0],r15
  003f4a  mov     qword ptr [rbp+0x138],1
  003f55  mov     qword ptr [rbp+0xa8],1
  003f60  mov     qword ptr [rbp+0x140],1
  003f6b  mov     rax,0x21
  003f75  jmp     0x0000000000000016
  003f7a  mov     [rbp+0x30],r12
  003f81  mov     qword ptr [rbp+0xc8],3
  003f8c  mov     [rbp+0x40],r13
  003f93  mov     qword ptr [rbp+0xd8],3
  003f9e  mov     qword ptr [rbp+0x50],0x2e
  003fa9  mov     qword ptr [rbp+0xe8],1
  003fb4  mov     qword ptr [rbp+<exit lists 0>0],0x27
  003fbf  mov     qword ptr [rbp+0x118],2
  003fca  mov     [rbp+0xa0],r15
  003fd1  mov     qword ptr [rbp+0x138],1
  003fdc  mov     rax,0x22
  003fe6  jmp     0x0000000000000016
  003feb  mov     [rbp+0x30],r12
  003ff2  mov     qword ptr [rbp+0xc8],3
  003ffd  mov     [rbp+0x40],r13
  004004  mov     qword ptr [rbp+0xd8],3
  00400f  mov     qword ptr [rbp+0x50],0x2e
  00401a  mov     qword ptr [rbp+0xe8],1
  004025  mov     qword ptr [rbp+<exit lists 0>0],0x27
  004030  mov     qword ptr [rbp+0x118],2
  00403b  mov     [rbp+<exit lists 0>8],rsi
  004042  mov     qword ptr [rbp+0x120],1
  00404d  mov     [rbp+0xa0],r15
  004054  mov     qword ptr [rbp+0x138],1
  00405f  mov     rax,0x23
  004069  jmp     0x0000000000000016
  00406e  mov     [rbp+0x30],r12
  004075  mov     qword ptr [rbp+0xc8],3
  004080  mov     [rbp+0x40],r13
  004087  mov     qword ptr [rbp+0xd8],3
  004092  mov     qword ptr [rbp+0x50],0xf
  00409d  mov     qword ptr [rbp+0xe8],1
  0040a8  mov     qword ptr [rbp+0x78],2
  0040b3  mov     qword ptr [rbp+0x110],1
  0040be  mov     rax,0x26
  0040c8  jmp     0x0000000000000016
  0040cd  mov     [rbp+0x30],r12
  0040d4  mov     qword ptr [rbp+0xc8],3
  0040df  mov     [rbp+0x40],r13
  0040e6  mov     qword ptr [rbp+0xd8],3
  0040f1  mov     qword ptr [rbp+0x50],0x11
  0040fc  mov     qword ptr [rbp+0xe8],1
  004107  mov     qword ptr [rbp+0x78],0
  004112  mov     qword ptr [rbp+0x110],1
  00411d  mov     rax,0x27
  004127  jmp     0x0000000000000016
  00412c  mov     [rbp+0x30],r12
  004133  mov     qword ptr [rbp+0xc8],3
  00413e  mov     [rbp+0x40],r13
  004145  mov     qword ptr [rbp+0xd8],3
  004150  mov     qword ptr [rbp+0x50],0x13
  00415b  mov     qword ptr [rbp+0xe8],1
  004166  mov     qword ptr [rbp+0x58],0x16
  004171  mov     qword ptr [rbp+0xf0],2
  00417c  mov     qword ptr [rbp+<exit lists 0>0],0x28
  004187  mov     qword ptr [rbp+0x118],2
  004192  mov     [rbp+0xa0],r15
  004199  mov     qword ptr [rbp+0x138],1
  0041a4  mov     qword ptr [rbp+0xb8],1
  0041af  mov     qword ptr [rbp+0x150],1
  0041ba  mov     rax,0x28
  0041c4  jmp     0x0000000000000016
  0041c9  mov     [rbp+0x30],r12
  0041d0  mov     qword ptr [rbp+0xc8],3
  0041db  mov     [rbp+0x40],r13
  0041e2  mov     qword ptr [rbp+0xd8],3
  0041ed  mov     qword ptr [rbp+0x50],0x13
  0041f8  mov     qword ptr [rbp+0xe8],1
  004203  mov     qword ptr [rbp+0x58],0x16
  00420e  mov     qword ptr [rbp+0xf0],2
  004219  mov     qword ptr [rbp+<exit lists 0>0],0x28
  004224  mov     qword ptr [rbp+0x118],2
  00422f  mov     [rbp+0xa0],r14
  004236  mov     qword ptr [rbp+0x138],1
  004241  mov     rax,0x29
  00424b  jmp     0x0000000000000016
  004250  mov     [rbp+0x30],r12
  004257  mov     qword ptr [rbp+0xc8],3
  004262  mov     [rbp+0x40],r13
  004269  mov     qword ptr [rbp+0xd8],3
  004274  mov     qword ptr [rbp+0x50],0x13
  00427f  mov     qword ptr [rbp+0xe8],1
  00428a  mov     qword ptr [rbp+0x58],0x16
  004295  mov     qword ptr [rbp+0xf0],2
  0042a0  mov     qword ptr [rbp+<exit lists 0>0],0x28
  0042ab  mov     qword ptr [rbp+0x118],2
  0042b6  mov     [rbp+0x90],r14
  0042bd  mov     qword ptr [rbp+0x128],1
  0042c8  mov     [rbp+0xa0],r15
  0042cf  mov     qword ptr [rbp+0x138],1
  0042da  mov     rax,0x2a
  0042e4  jmp     0x0000000000000016
  0042e9  mov     [rbp+0x30],r12
  0042f0  mov     qword ptr [rbp+0xc8],3
  0042fb  mov     [rbp+0x40],r13
  004302  mov     qword ptr [rbp+0xd8],3
  00430d  mov     qword ptr [rbp+0x50],0x13
  004318  mov     qword ptr [rbp+0xe8],1
  004323  mov     qword ptr [rbp+0x58],0x16
  00432e  mov     qword ptr [rbp+0xf0],2
  004339  mov     qword ptr [rbp+<exit lists 0>0],0x28
  004344  mov     qword ptr [rbp+0x118],2
  00434f  mov     [rbp+<exit lists 0>8],rbx
  004356  mov     qword ptr [rbp+0x120],1
  004361  mov     [rbp+0x90],r14
  004368  mov     qword ptr [rbp+0x128],1
  004373  mov     [rbp+0xa0],r15
  00437a  mov     qword ptr [rbp+0x138],1
  004385  mov     rax,0x2b
  00438f  jmp     0x0000000000000016
  004394  mov     [rbp+0x30],r12
  00439b  mov     qword ptr [rbp+0xc8],3
  0043a6  mov     [rbp+0x40],r13
  0043ad  mov     qword ptr [rbp+0xd8],3
  0043b8  mov     qword ptr [rbp+0x50],0x14
  0043c3  mov     qword ptr [rbp+0xe8],1
  0043ce  mov     qword ptr [rbp+<exit lists 0>0],0x2c
  0043d9  mov     qword ptr [rbp+0x118],2
  0043e4  mov     [rbp+0xa0],rbx
  0043eb  mov     qword ptr [rbp+0x138],1
  0043f6  mov     qword ptr [rbp+0xa8],1
  004401  mov     qword ptr [rbp+0x140],1
  00440c  mov     rax,0x2c
  004416  jmp     0x0000000000000016
  00441b  mov     [rbp+0x30],r12
  004422  mov     qword ptr [rbp+0xc8],3
  00442d  mov     [rbp+0x40],r13
  004434  mov     qword ptr [rbp+0xd8],3
  00443f  mov     qword ptr [rbp+0x50],0x14
  00444a  mov     qword ptr [rbp+0xe8],1
  004455  mov     qword ptr [rbp+<exit lists 0>0],0x2c
  004460  mov     qword ptr [rbp+0x118],2
  00446b  mov     [rbp+0xa0],rbx
  004472  mov     qword ptr [rbp+0x138],1
  00447d  mov     rax,0x2d
  004487  jmp     0x0000000000000016
  00448c  mov     [rbp+0x30],r12
  004493  mov     qword ptr [rbp+0xc8],3
  00449e  mov     [rbp+0x40],r13
  0044a5  mov     qword ptr [rbp+0xd8],3
  0044b0  mov     qword ptr [rbp+0x50],0x14
  0044bb  mov     qword ptr [rbp+0xe8],1
  0044c6  mov     qword ptr [rbp+<exit lists 0>0],0x2c
  0044d1  mov     qword ptr [rbp+0x118],2
  0044dc  mov     [rbp+<exit lists 0>8],r14
  0044e3  mov     qword ptr [rbp+0x120],1
  0044ee  mov     [rbp+0xa0],rbx
  0044f5  mov     qword ptr [rbp+0x138],1
  004500  mov     rax,0x2e
  00450a  jmp     0x0000000000000016
  00450f  mov     [rbp+0x30],r12
  004516  mov     qword ptr [rbp+0xc8],3
  004521  mov     [rbp+0x40],r13
  004528  mov     qword ptr [rbp+0xd8],3
  004533  mov     qword ptr [rbp+0x50],0x14
  00453e  mov     qword ptr [rbp+0xe8],1
  004549  mov     [rbp+<exit lists 0>8],r14
  004550  mov     qword ptr [rbp+0x120],1
  00455b  mov     rax,0x2f
  004565  jmp     0x0000000000005370
  00456a  mov     [rbp+0x30],r12
  004571  mov     qword ptr [rbp+0xc8],3
  00457c  mov     [rbp+0x40],r13
  004583  mov     qword ptr [rbp+0xd8],3
  00458e  mov     qword ptr [rbp+0x50],0x1f
  004599  mov     qword ptr [rbp+0xe8],1
  0045a4  mov     qword ptr [rbp+0x78],3
  0045af  mov     qword ptr [rbp+0x110],1
  0045ba  mov     rax,0x30
  0045c4  jmp     0x0000000000000016
  0045c9  mov     [rbp+0x30],r12
  0045d0  mov     qword ptr [rbp+0xc8],3
  0045db  mov     [rbp+0x40],r13
  0045e2  mov     qword ptr [rbp+0xd8],3
  0045ed  mov     qword ptr [rbp+0x50],0x21
  0045f8  mov     qword ptr [rbp+0xe8],1
  004603  mov     qword ptr [rbp+0x78],1
  00460e  mov     qword ptr [rbp+0x110],1
  004619  mov     rax,0x31
  004623  jmp     0x0000000000000016
  004628  mov     [rbp+0x30],r12
  00462f  mov     qword ptr [rbp+0xc8],3
  00463a  mov     [rbp+0x40],r13
  004641  mov     qword ptr [rbp+0xd8],3
  00464c  mov     qword ptr [rbp+0x50],0x25
  004657  mov     qword ptr [rbp+0xe8],1
  004662  mov     qword ptr [rbp+0x58],0xf
  00466d  mov     qword ptr [rbp+0xf0],2
  004678  mov     qword ptr [rbp+<exit lists 0>0],0x28
  004683  mov     qword ptr [rbp+0x118],2
  00468e  mov     [rbp+0xa0],r14
  004695  mov     qword ptr [rbp+0x138],1
  0046a0  mov     qword ptr [rbp+0xb8],1
  0046ab  mov     qword ptr [rbp+0x150],1
  0046b6  mov     rax,0x32
  0046c0  jmp     0x0000000000000016
  0046c5  mov     [rbp+0x30],r12
  0046cc  mov     qword ptr [rbp+0xc8],3
  0046d7  mov     [rbp+0x40],r13
  0046de  mov     qword ptr [rbp+0xd8],3
  0046e9  mov     qword ptr [rbp+0x50],0x25
  0046f4  mov     qword ptr [rbp+0xe8],1
  0046ff  mov     qword ptr [rbp+0x58],0xf
  00470a  mov     qword ptr [rbp+0xf0],2
  004715  mov     qword ptr [rbp+<exit lists 0>0],0x28
  004720  mov     qword ptr [rbp+0x118],2
  00472b  mov     [rbp+0xa0],rbx
  004732  mov     qword ptr [rbp+0x138],1
  00473d  mov     rax,0x33
  004747  jmp     0x0000000000000016
  00474c  mov     [rbp+0x30],r12
  004753  mov     qword ptr [rbp+0xc8],3
  00475e  mov     [rbp+0x40],r13
  004765  mov     qword ptr [rbp+0xd8],3
  004770  mov     qword ptr [rbp+0x50],0x25
  00477b  mov     qword ptr [rbp+0xe8],1
  004786  mov     qword ptr [rbp+0x58],0xf
  004791  mov     qword ptr [rbp+0xf0],2
  00479c  mov     qword ptr [rbp+<exit lists 0>0],0x28
  0047a7  mov     qword ptr [rbp+0x118],2
  0047b2  mov     [rbp+0x90],rbx
  0047b9  mov     qword ptr [rbp+0x128],1
  0047c4  mov     [rbp+0xa0],r14
  0047cb  mov     qword ptr [rbp+0x138],1
  0047d6  mov     rax,0x34
  0047e0  jmp     0x0000000000000016
  0047e5  mov     [rbp+0x30],r12
  0047ec  mov     qword ptr [rbp+0xc8],3
  0047f7  mov     [rbp+0x40],r13
  0047fe  mov     qword ptr [rbp+0xd8],3
  004809  mov     qword ptr [rbp+0x50],0x25
  004814  mov     qword ptr [rbp+0xe8],1
  00481f  mov     qword ptr [rbp+0x58],0xf
  00482a  mov     qword ptr [rbp+0xf0],2
  004835  mov     qword ptr [rbp+<exit lists 0>0],0x28
  004840  mov     qword ptr [rbp+0x118],2
  00484b  mov     [rbp+<exit lists 0>8],r15
  004852  mov     qword ptr [rbp+0x120],1
  00485d  mov     [rbp+0x90],rbx
  004864  mov     qword ptr [rbp+0x128],1
  00486f  mov     [rbp+0xa0],r14
  004876  mov     qword ptr [rbp+0x138],1
  004881  mov     rax,0x35
  00488b  jmp     0x0000000000000016
  004890  mov     [rbp+0x30],r12
  004897  mov     qword ptr [rbp+0xc8],3
  0048a2  mov     [rbp+0x40],r13
  0048a9  mov     qword ptr [rbp+0xd8],3
  0048b4  mov     qword ptr [rbp+0x50],0x25
  0048bf  mov     qword ptr [rbp+0xe8],1
  0048ca  mov     [rbp+<exit lists 0>8],r15
  0048d1  mov     qword ptr [rbp+0x120],1
  0048dc  mov     [rbp+0x90],rbx
  0048e3  mov     qword ptr [rbp+0x128],1
  0048ee  mov     rax,0x36
  0048f8  jmp     0x0000000000000016
  0048fd  mov     [rbp+0x30],r12
  004904  mov     qword ptr [rbp+0xc8],3
  00490f  mov     [rbp+0x40],r13
  004916  mov     qword ptr [rbp+0xd8],3
  004921  mov     qword ptr [rbp+0x50],0x26
  00492c  mov     qword ptr [rbp+0xe8],1
  004937  mov     qword ptr [rbp+0x58],0x13
  004942  mov     qword ptr [rbp+0xf0],2
  00494d  mov     qword ptr [rbp+<exit lists 0>0],0x28
  004958  mov     qword ptr [rbp+0x118],2
  004963  mov     [rbp+0xa0],r15
  00496a  mov     qword ptr [rbp+0x138],1
  004975  mov     qword ptr [rbp+0xb8],1
  004980  mov     qword ptr [rbp+0x150],1
  00498b  mov     rax,0x37
  004995  jmp     0x0000000000000016
  00499a  mov     [rbp+0x30],r12
  0049a1  mov     qword ptr [rbp+0xc8],3
  0049ac  mov     [rbp+0x40],r13
  0049b3  mov     qword ptr [rbp+0xd8],3
  0049be  mov     qword ptr [rbp+0x50],0x26
  0049c9  mov     qword ptr [rbp+0xe8],1
  0049d4  mov     qword ptr [rbp+0x58],0x13
  0049df  mov     qword ptr [rbp+0xf0],2
  0049ea  mov     qword ptr [rbp+<exit lists 0>0],0x28
  0049f5  mov     qword ptr [rbp+0x118],2
  004a00  mov     [rbp+0xa0],rbx
  004a07  mov     qword ptr [rbp+0x138],1
  004a12  mov     rax,0x38
  004a1c  jmp     0x0000000000000016
  004a21  mov     [rbp+0x30],r12
  004a28  mov     qword ptr [rbp+0xc8],3
  004a33  mov     [rbp+0x40],r13
  004a3a  mov     qword ptr [rbp+0xd8],3
  004a45  mov     qword ptr [rbp+0x50],0x26
  004a50  mov     qword ptr [rbp+0xe8],1
  004a5b  mov     qword ptr [rbp+0x58],0x13
  004a66  mov     qword ptr [rbp+0xf0],2
  004a71  mov     qword ptr [rbp+<exit lists 0>0],0x28
  004a7c  mov     qword ptr [rbp+0x118],2
  004a87  mov     [rbp+0x90],rbx
  004a8e  mov     qword ptr [rbp+0x128],1
  004a99  mov     [rbp+0xa0],r15
  004aa0  mov     qword ptr [rbp+0x138],1
  004aab  mov     rax,0x39
  004ab5  jmp     0x0000000000000016
  004aba  mov     [rbp+0x30],r12
  004ac1  mov     qword ptr [rbp+0xc8],3
  004acc  mov     [rbp+0x40],r13
  004ad3  mov     qword ptr [rbp+0xd8],3
  004ade  mov     qword ptr [rbp+0x50],0x26
  004ae9  mov     qword ptr [rbp+0xe8],1
  004af4  mov     qword ptr [rbp+0x58],0x13
  004aff  mov     qword ptr [rbp+0xf0],2
  004b0a  mov     qword ptr [rbp+<exit lists 0>0],0x28
  004b15  mov     qword ptr [rbp+0x118],2
  004b20  mov     [rbp+<exit lists 0>8],r14
  004b27  mov     qword ptr [rbp+0x120],1
  004b32  mov     [rbp+0x90],rbx
  004b39  mov     qword ptr [rbp+0x128],1
  004b44  mov     [rbp+0xa0],r15
  004b4b  mov     qword ptr [rbp+0x138],1
  004b56  mov     rax,0x3a
  004b60  jmp     0x0000000000000016
  004b65  sub     r14,rbx
  004b68  mov     [rbp+0x30],r12
  004b6f  mov     qword ptr [rbp+0xc8],3
  004b7a  mov     [rbp+0x40],r13
  004b81  mov     qword ptr [rbp+0xd8],3
  004b8c  mov     qword ptr [rbp+0x50],0x26
  004b97  mov     qword ptr [rbp+0xe8],1
  004ba2  mov     [rbp+<exit lists 0>8],r14
  004ba9  mov     qword ptr [rbp+0x120],1
  004bb4  mov     [rbp+0x90],rbx
  004bbb  mov     qword ptr [rbp+0x128],1
  004bc6  mov     rax,0x3b
  004bd0  jmp     0x0000000000000016
  004bd5  mov     [rbp+0x30],r12
  004bdc  mov     qword ptr [rbp+0xc8],3
  004be7  mov     [rbp+0x40],r13
  004bee  mov     qword ptr [rbp+0xd8],3
  004bf9  mov     qword ptr [rbp+0x50],0x27
  004c04  mov     qword ptr [rbp+0xe8],1
  004c0f  mov     qword ptr [rbp+<exit lists 0>0],0x27
  004c1a  mov     qword ptr [rbp+0x118],2
  004c25  mov     [rbp+0xa0],r14
  004c2c  mov     qword ptr [rbp+0x138],1
  004c37  mov     qword ptr [rbp+0xa8],1
  004c42  mov     qword ptr [rbp+0x140],1
  004c4d  mov     rax,0x3c
  004c57  jmp     0x0000000000000016
  004c5c  mov     [rbp+0x30],r12
  004c63  mov     qword ptr [rbp+0xc8],3
  004c6e  mov     [rbp+0x40],r13
  004c75  mov     qword ptr [rbp+0xd8],3
  004c80  mov     qword ptr [rbp+0x50],0x27
  004c8b  mov     qword ptr [rbp+0xe8],1
  004c96  mov     qword ptr [rbp+<exit lists 0>0],0x27
  004ca1  mov     qword ptr [rbp+0x118],2
  004cac  mov     [rbp+0xa0],r14
  004cb3  mov     qword ptr [rbp+0x138],1
  004cbe  mov     rax,0x3d
  004cc8  jmp     0x0000000000000016
  004ccd  mov     [rbp+0x30],r12
  004cd4  mov     qword ptr [rbp+0xc8],3
  004cdf  mov     [rbp+0x40],r13
  004ce6  mov     qword ptr [rbp+0xd8],3
  004cf1  mov     qword ptr [rbp+0x50],0x27
  004cfc  mov     qword ptr [rbp+0xe8],1
  004d07  mov     qword ptr [rbp+<exit lists 0>0],0x27
  004d12  mov     qword ptr [rbp+0x118],2
  004d1d  mov     [rbp+<exit lists 0>8],rbx
  004d24  mov     qword ptr [rbp+0x120],1
  004d2f  mov     [rbp+0xa0],r14
  004d36  mov     qword ptr [rbp+0x138],1
  004d41  mov     rax,0x3e
  004d4b  jmp     0x0000000000000016
  004d50  mov     [rbp+0x30],r12
  004d57  mov     qword ptr [rbp+0xc8],3
  004d62  mov     [rbp+0x40],r13
  004d69  mov     qword ptr [rbp+0xd8],3
  004d74  mov     qword ptr [rbp+0x50],0x2d
  004d7f  mov     qword ptr [rbp+0xe8],1
  004d8a  mov     qword ptr [rbp+0x58],0x13
  004d95  mov     qword ptr [rbp+0xf0],2
  004da0  mov     qword ptr [rbp+<exit lists 0>0],0x28
  004dab  mov     qword ptr [rbp+0x118],2
  004db6  mov     [rbp+0xa0],rsi
  004dbd  mov     qword ptr [rbp+0x138],1
  004dc8  mov     qword ptr [rbp+0xb8],1
  004dd3  mov     qword ptr [rbp+0x150],1
  004dde  mov     rax,0x40
  004de8  jmp     0x0000000000000016
  004ded  mov     [rbp+0x30],r12
  004df4  mov     qword ptr [rbp+0xc8],3
  004dff  mov     [rbp+0x40],r13
  004e06  mov     qword ptr [rbp+0xd8],3
  004e11  mov     qword ptr [rbp+0x50],0x2d
  004e1c  mov     qword ptr [rbp+0xe8],1
  004e27  mov     qword ptr [rbp+0x58],0x13
  004e32  mov     qword ptr [rbp+0xf0],2
  004e3d  mov     qword ptr [rbp+<exit lists 0>0],0x28
  004e48  mov     qword ptr [rbp+0x118],2
  004e53  mov     [rbp+0xa0],rbx
  004e5a  mov     qword ptr [rbp+0x138],1
  004e65  mov     rax,0x41
  004e6f  jmp     0x0000000000000016
  004e74  mov     [rbp+0x30],r12
  004e7b  mov     qword ptr [rbp+0xc8],3
  004e86  mov     [rbp+0x40],r13
  004e8d  mov     qword ptr [rbp+0xd8],3
  004e98  mov     qword ptr [rbp+0x50],0x2d
  004ea3  mov     qword ptr [rbp+0xe8],1
  004eae  mov     qword ptr [rbp+0x58],0x13
  004eb9  mov     qword ptr [rbp+0xf0],2
  004ec4  mov     qword ptr [rbp+<exit lists 0>0],0x28
  004ecf  mov     qword ptr [rbp+0x118],2
  004eda  mov     [rbp+0x90],rbx
  004ee1  mov     qword ptr [rbp+0x128],1
  004eec  mov     [rbp+0xa0],rsi
  004ef3  mov     qword ptr [rbp+0x138],1
  004efe  mov     rax,0x42
  004f08  jmp     0x0000000000000016
  004f0d  mov     [rbp+0x30],r12
  004f14  mov     qword ptr [rbp+0xc8],3
  004f1f  mov     [rbp+0x40],r13
  004f26  mov     qword ptr [rbp+0xd8],3
  004f31  mov     qword ptr [rbp+0x50],0x2d
  004f3c  mov     qword ptr [rbp+0xe8],1
  004f47  mov     qword ptr [rbp+0x58],0x13
  004f52  mov     qword ptr [rbp+0xf0],2
  004f5d  mov     qword ptr [rbp+<exit lists 0>0],0x28
  004f68  mov     qword ptr [rbp+0x118],2
  004f73  mov     [rbp+<exit lists 0>8],r14
  004f7a  mov     qword ptr [rbp+0x120],1
  004f85  mov     [rbp+0x90],rbx
  004f8c  mov     qword ptr [rbp+0x128],1
  004f97  mov     [rbp+0xa0],rsi
  004f9e  mov     qword ptr [rbp+0x138],1
  004fa9  mov     rax,0x43
  004fb3  jmp     0x0000000000000016
  004fb8  sub     r14,rbx
  004fbb  mov     [rbp+0x30],r12
  004fc2  mov     qword ptr [rbp+0xc8],3
  004fcd  mov     [rbp+0x40],r13
  004fd4  mov     qword ptr [rbp+0xd8],3
  004fdf  mov     qword ptr [rbp+0x50],0x2d
  004fea  mov     qword ptr [rbp+0xe8],1
  004ff5  mov     [rbp+<exit lists 0>8],r14
  004ffc  mov     qword ptr [rbp+0x120],1
  005007  mov     [rbp+0x90],rbx
  00500e  mov     qword ptr [rbp+0x128],1
  005019  mov     rax,0x44
  005023  jmp     0x0000000000000016
  005028  mov     [rbp+0x30],r12
  00502f  mov     qword ptr [rbp+0xc8],3
  00503a  mov     [rbp+0x40],r13
  005041  mov     qword ptr [rbp+0xd8],3
  00504c  mov     qword ptr [rbp+0x50],0x2e
  005057  mov     qword ptr [rbp+0xe8],1
  005062  mov     qword ptr [rbp+<exit lists 0>0],0x27
  00506d  mov     qword ptr [rbp+0x118],2
  005078  mov     [rbp+0xa0],r14
  00507f  mov     qword ptr [rbp+0x138],1
  00508a  mov     qword ptr [rbp+0xa8],1
  005095  mov     qword ptr [rbp+0x140],1
  0050a0  mov     rax,0x45
  0050aa  jmp     0x0000000000000016
  0050af  mov     [rbp+0x30],r12
  0050b6  mov     qword ptr [rbp+0xc8],3
  0050c1  mov     [rbp+0x40],r13
  0050c8  mov     qword ptr [rbp+0xd8],3
  0050d3  mov     qword ptr [rbp+0x50],0x2e
  0050de  mov     qword ptr [rbp+0xe8],1
  0050e9  mov     qword ptr [rbp+<exit lists 0>0],0x27
  0050f4  mov     qword ptr [rbp+0x118],2
  0050ff  mov     [rbp+0xa0],r14
  005106  mov     qword ptr [rbp+0x138],1
  005111  mov     rax,0x46
  00511b  jmp     0x0000000000000016
  005120  mov     [rbp+0x30],r12
  005127  mov     qword ptr [rbp+0xc8],3
  005132  mov     [rbp+0x40],r13
  005139  mov     qword ptr [rbp+0xd8],3
  005144  mov     qword ptr [rbp+0x50],0x2e
  00514f  mov     qword ptr [rbp+0xe8],1
  00515a  mov     qword ptr [rbp+<exit lists 0>0],0x27
  005165  mov     qword ptr [rbp+0x118],2
  005170  mov     [rbp+<exit lists 0>8],rbx
  005177  mov     qword ptr [rbp+0x120],1
  005182  mov     [rbp+0xa0],r14
  005189  mov     qword ptr [rbp+0x138],1
  005194  mov     rax,0x47
  00519e  jmp     0x0000000000000016
  0051a3  mov     [rbp+0x30],r12
  0051aa  mov     qword ptr [rbp+0xc8],3
  0051b5  mov     [rbp+0x40],r13
  0051bc  mov     qword ptr [rbp+0xd8],3
  0051c7  mov     qword ptr [rbp+0x50],0x27
  0051d2  mov     qword ptr [rbp+0xe8],1
  0051dd  mov     qword ptr [rbp+0x78],3
  0051e8  mov     qword ptr [rbp+0x110],1
  0051f3  mov     [rbp+<exit lists 0>8],rsi
  0051fa  mov     qword ptr [rbp+0x120],1
  005205  mov     rax,0x1b
  00520f  jmp     0x0000000000000016
  005214  mov     [rbp+0x30],r12
  00521b  mov     qword ptr [rbp+0xc8],3
  005226  mov     [rbp+0x40],r13
  00522d  mov     qword ptr [rbp+0xd8],3
  005238  mov     qword ptr [rbp+0x50],0x2e
  005243  mov     qword ptr [rbp+0xe8],1
  00524e  mov     qword ptr [rbp+0x78],2
  005259  mov     qword ptr [rbp+0x110],1
  005264  mov     [rbp+<exit lists 0>8],rsi
  00526b  mov     qword ptr [rbp+0x120],1
  005276  mov     rax,0x24
  005280  jmp     0x0000000000000016
  005285  mov     [rbp+0x30],r12
  00528c  mov     qword ptr [rbp+0xc8],3
  005297  mov     [rbp+0x40],r13
  00529e  mov     qword ptr [rbp+0xd8],3
  0052a9  mov     qword ptr [rbp+0x50],0x27
  0052b4  mov     qword ptr [rbp+0xe8],1
  0052bf  mov     qword ptr [rbp+0x78],3
  0052ca  mov     qword ptr [rbp+0x110],1
  0052d5  mov     [rbp+<exit lists 0>8],rbx
  0052dc  mov     qword ptr [rbp+0x120],1
  0052e7  mov     rax,0x3f
  0052f1  jmp     0x0000000000000016
  0052f6  mov     [rbp+0x30],r12
  0052fd  mov     qword ptr [rbp+0xc8],3
  005308  mov     [rbp+0x40],r13
  00530f  mov     qword ptr [rbp+0xd8],3
  00531a  mov     qword ptr [rbp+0x50],0x2e
  005325  mov     qword ptr [rbp+0xe8],1
  005330  mov     qword ptr [rbp+0x78],2
  00533b  mov     qword ptr [rbp+0x110],1
  005346  mov     [rbp+<exit lists 0>8],rbx
  00534d  mov     qword ptr [rbp+0x120],1
  005358  mov     rax,0x48
  005362  jmp     0x0000000000000016

; T1: 7209 bytes
  005370  mov     qword ptr [rbp+0x18],0
; v0:list = input mem
  00537b  cmp     qword ptr [rbp+0xc8],3
  005386  jne     0x0000000000006432
  00538c  mov     rbx,[rbp+0x30]
; v1:list = input stack
  005393  cmp     qword ptr [rbp+0xd8],3
  00539e  jne     0x0000000000006432
  0053a4  mov     r12,[rbp+0x40]
; v2:list = input rstack
  0053ab  cmp     qword ptr [rbp+0xe0],3
  0053b6  jne     0x0000000000006432
; v3:int = input x
  0053bc  cmp     qword ptr [rbp+0x120],1
  0053c7  jne     0x0000000000006432
  0053cd  mov     r13,[rbp+0x88]
; guard_true v3 => jump_if_zero_x/0 (0) {}
  0053d4  test    r13,r13
  0053d7  je      0x0000000000006441
; v5:int = readlist v0, 1 => op_load/2 (6) {pc=22, a=1}
  0053dd  cmp     qword ptr [rbx],1
  0053e9  jbe     0x0000000000006450
  0053ef  mov     rax,[rbx+8]
  0053f7  test    rax,rax
  0053fa  je      0x000000000000540d
  005400  cmp     byte ptr [rax+1],1
  005407  jne     0x0000000000006450
  00540d  mov     rax,[rbx+0x10]
  005415  mov     r13,[rax+8]
; v6:list = append v1, v5 owned
  00541c  sub     rsp,0x70
  005423  mov     [rsp+0x30],rcx
  00542b  mov     [rsp+0x38],rsi
  005433  mov     [rsp+0x40],rdi
  00543b  mov     [rsp+0x48],r8
  005443  mov     [rsp+0x50],r9
  00544b  mov     [rsp+0x58],r10
  005453  mov     [rsp],r12
  00545b  mov     qword ptr [rsp+8],3
  005467  mov     [rsp+0x10],r13
  00546f  mov     qword ptr [rsp+0x18],1
  00547b  mov     rdi,[rbp+0x20]
  005482  mov     esi,0xf
  005487  mov     rdx,rsp
  00548a  mov     rcx,0xfffffffffffffffc
  005494  mov     r8,0xfffffffffffffffc
  00549e  mov     r9,0
  0054a8  mov     rax,<list_op>
  0054b2  call    rax
  0054b4  mov     r11,rax
  0054b7  mov     rcx,[rsp+0x30]
  0054bf  mov     rsi,[rsp+0x38]
  0054c7  mov     rdi,[rsp+0x40]
  0054cf  mov     r8,[rsp+0x48]
  0054d7  mov     r9,[rsp+0x50]
  0054df  mov     r10,[rsp+0x58]
  0054e7  add     rsp,0x70
  0054ee  mov     r12,r11
; v7:list = append v6, 1 owned
  0054f1  sub     rsp,0x70
  0054f8  mov     [rsp+0x30],rcx
  005500  mov     [rsp+0x38],rsi
  005508  mov     [rsp+0x40],rdi
  005510  mov     [rsp+0x48],r8
  005518  mov     [rsp+0x50],r9
  005520  mov     [rsp+0x58],r10
  005528  mov     [rsp],r12
  005530  mov     qword ptr [rsp+8],3
  00553c  mov     qword ptr [rsp+0x10],1
  005548  mov     qword ptr [rsp+0x18],1
  005554  mov     rdi,[rbp+0x20]
  00555b  mov     esi,0xf
  005560  mov     rdx,rsp
  005563  mov     rcx,0xfffffffffffffffc
  00556d  mov     r8,0xfffffffffffffffc
  005577  mov     r9,0
  005581  mov     rax,<list_op>
  00558b  call    rax
  00558d  mov     r11,rax
  005590  mov     rcx,[rsp+0x30]
  005598  mov     rsi,[rsp+0x38]
  0055a0  mov     rdi,[rsp+0x40]
  0055a8  mov     r8,[rsp+0x48]
  0055b0  mov     r9,[rsp+0x50]
  0055b8  mov     r10,[rsp+0x58]
  0055c0  add     rsp,0x70
  0055c7  mov     r12,r11
; v8:int = len v7
  0055ca  mov     r13,[r12]
; v9:int = lt v8, 2
; guard_false v9 => pop2/2 (18) {stack=v7, pc=26, opcode='add', k='binary_xy', depth=v8, few=1}
  0055d2  cmp     r13,2
  0055d9  jl      0x000000000000648b
; v11:int = sub_nov v8, 1
  0055df  mov     r14,r13
  0055e2  sub     r14,1
; v12:int = readlist v7, v11 => pop2_top/1 (19) {stack=v7, pc=26, opcode='add', k='binary_xy', depth=v11}
  0055e9  cmp     r14,[r12]
  0055f1  jae     0x0000000000006516
  0055f7  mov     rax,[r12+8]
  0055ff  test    rax,rax
  005602  je      0x0000000000005613
  005608  cmp     byte ptr [rax+r14],1
  00560d  jne     0x0000000000006516
  005613  mov     rax,[r12+0x10]
  00561b  mov     r14,[rax+r14*8]
; v13:int = add_nov v8, -2
  00561f  add     r13,0xfffffffffffffffe
; v14:int = readlist v7, v13 => pop2_top/3 (19) {stack=v7, pc=26, opcode='add', k='binary_xy', y=v12, depth=v13}
  005626  cmp     r13,[r12]
  00562e  jae     0x000000000000658b
  005634  mov     rax,[r12+8]
  00563c  test    rax,rax
  00563f  je      0x0000000000005650
  005645  cmp     byte ptr [rax+r13],1
  00564a  jne     0x000000000000658b
  005650  mov     rax,[r12+0x10]
  005658  mov     r15,[rax+r13*8]
; v15:list = slice v7, 0, v13 owned => pop2_top/4 (19) {stack=v7, pc=26, opcode='add', k='binary_xy', x=v14, y=v12, depth=v13}
  00565c  sub     rsp,0x70
  005663  mov     [rsp+0x30],rcx
  00566b  mov     [rsp+0x38],rsi
  005673  mov     [rsp+0x40],rdi
  00567b  mov     [rsp+0x48],r8
  005683  mov     [rsp+0x50],r9
  00568b  mov     [rsp+0x58],r10
  005693  mov     [rsp],r12
  00569b  mov     qword ptr [rsp+8],3
  0056a7  mov     qword ptr [rsp+0x10],0
  0056b3  mov     qword ptr [rsp+0x18],1
  0056bf  mov     [rsp+0x20],r13
  0056c7  mov     qword ptr [rsp+0x28],1
  0056d3  mov     rdi,[rbp+0x20]
  0056da  mov     esi,0x10
  0056df  mov     rdx,rsp
  0056e2  mov     rcx,0xfffffffffffffffc
  0056ec  mov     r8,0xfffffffffffffffc
  0056f6  mov     r9,0
  005700  mov     rax,<list_op>
  00570a  call    rax
  00570c  mov     r11,rax
  00570f  mov     rcx,[rsp+0x30]
  005717  mov     rsi,[rsp+0x38]
  00571f  mov     rdi,[rsp+0x40]
  005727  mov     r8,[rsp+0x48]
  00572f  mov     r9,[rsp+0x50]
  005737  mov     r10,[rsp+0x58]
  00573f  add     rsp,0x70
  005746  test    rdx,rdx
  005749  je      0x0000000000006612
  00574f  mov     r12,r11
; v16:int = add v14, v12 => binary_add/0 (21) {stack=v15, pc=26, x=v14, y=v12}
  005752  add     r15,r14
  005755  jo      0x00000000000066ab
; v17:list = append v15, v16 owned
  00575b  sub     rsp,0x70
  005762  mov     [rsp+0x30],rcx
  00576a  mov     [rsp+0x38],rsi
  005772  mov     [rsp+0x40],rdi
  00577a  mov     [rsp+0x48],r8
  005782  mov     [rsp+0x50],r9
  00578a  mov     [rsp+0x58],r10
  005792  mov     [rsp],r12
  00579a  mov     qword ptr [rsp+8],3
  0057a6  mov     [rsp+0x10],r15
  0057ae  mov     qword ptr [rsp+0x18],1
  0057ba  mov     rdi,[rbp+0x20]
  0057c1  mov     esi,0xf
  0057c6  mov     rdx,rsp
  0057c9  mov     rcx,0xfffffffffffffffc
  0057d3  mov     r8,0xfffffffffffffffc
  0057dd  mov     r9,0
  0057e7  mov     rax,<list_op>
  0057f1  call    rax
  0057f3  mov     r11,rax
  0057f6  mov     rcx,[rsp+0x30]
  0057fe  mov     rsi,[rsp+0x38]
  005806  mov     rdi,[rsp+0x40]
  00580e  mov     r8,[rsp+0x48]
  005816  mov     r9,[rsp+0x50]
  00581e  mov     r10,[rsp+0x58]
  005826  add     rsp,0x70
  00582d  mov     r12,r11
; v18:int = len v17
  005830  mov     r15,[r12]
; v19:int = eq v18, 0
; guard_false v19 => pop/2 (29) {stack=v17, pc=27, k='store_x', depth=v18, empty=1}
  005838  test    r15,r15
  00583b  je      0x0000000000006709
; v21:int = sub_nov v18, 1
  005841  sub     r15,1
; v22:int = readlist v17, v21 => pop_top/1 (30) {stack=v17, pc=27, k='store_x', depth=v21}
  005848  cmp     r15,[r12]
  005850  jae     0x000000000000677e
  005856  mov     rax,[r12+8]
  00585e  test    rax,rax
  005861  je      0x0000000000005872
  005867  cmp     byte ptr [rax+r15],1
  00586c  jne     0x000000000000677e
  005872  mov     rax,[r12+0x10]
  00587a  mov     r14,[rax+r15*8]
; v23:list = slice v17, 0, v21 owned => pop_top/2 (30) {stack=v17, pc=27, k='store_x', x=v22, depth=v21}
  00587e  sub     rsp,0x70
  005885  mov     [rsp+0x30],rcx
  00588d  mov     [rsp+0x38],rsi
  005895  mov     [rsp+0x40],rdi
  00589d  mov     [rsp+0x48],r8
  0058a5  mov     [rsp+0x50],r9
  0058ad  mov     [rsp+0x58],r10
  0058b5  mov     [rsp],r12
  0058bd  mov     qword ptr [rsp+8],3
  0058c9  mov     qword ptr [rsp+0x10],0
  0058d5  mov     qword ptr [rsp+0x18],1
  0058e1  mov     [rsp+0x20],r15
  0058e9  mov     qword ptr [rsp+0x28],1
  0058f5  mov     rdi,[rbp+0x20]
  0058fc  mov     esi,0x10
  005901  mov     rdx,rsp
  005904  mov     rcx,0xfffffffffffffffc
  00590e  mov     r8,0xfffffffffffffffc
  005918  mov     r9,0
  005922  mov     rax,<list_op>
  00592c  call    rax
  00592e  mov     r11,rax
  005931  mov     rcx,[rsp+0x30]
  005939  mov     rsi,[rsp+0x38]
  005941  mov     rdi,[rsp+0x40]
  005949  mov     r8,[rsp+0x48]
  005951  mov     r9,[rsp+0x50]
  005959  mov     r10,[rsp+0x58]
  005961  add     rsp,0x70
  005968  test    rdx,rdx
  00596b  je      0x00000000000067dd
  005971  mov     r12,r11
; v24:list = set v0, 1, v22 owned => store_x/2 (32) {stack=v23, pc=27, a=1, x=v22}
  005974  cmp     qword ptr [rbx+8],0
  005980  jne     0x000000000000623c
  005986  cmp     qword ptr [rbx-0x10],1
  005992  jne     0x000000000000623c
  005998  cmp     qword ptr [rbx-8],1
  0059a4  jne     0x000000000000623c
  0059aa  cmp     qword ptr [rbx],1
  0059b6  jbe     0x000000000000623c
  0059bc  mov     rax,[rbx+0x10]
  0059c4  lea     rax,[rax+8]
  0059cb  mov     [rax],r14
; v25:int = readlist v24, 1 => op_load/2 (52) {mem=v24, stack=v23, pc=4, a=1}
  0059ce  cmp     qword ptr [rbx],1
  0059da  jbe     0x000000000000684e
  0059e0  mov     rax,[rbx+8]
  0059e8  test    rax,rax
  0059eb  je      0x00000000000059fe
  0059f1  cmp     byte ptr [rax+1],1
  0059f8  jne     0x000000000000684e
  0059fe  mov     rax,[rbx+0x10]
  005a06  mov     r14,[rax+8]
; v26:list = append v23, v25 owned
  005a0d  sub     rsp,0x70
  005a14  mov     [rsp+0x30],rcx
  005a1c  mov     [rsp+0x38],rsi
  005a24  mov     [rsp+0x40],rdi
  005a2c  mov     [rsp+0x48],r8
  005a34  mov     [rsp+0x50],r9
  005a3c  mov     [rsp+0x58],r10
  005a44  mov     [rsp],r12
  005a4c  mov     qword ptr [rsp+8],3
  005a58  mov     [rsp+0x10],r14
  005a60  mov     qword ptr [rsp+0x18],1
  005a6c  mov     rdi,[rbp+0x20]
  005a73  mov     esi,0xf
  005a78  mov     rdx,rsp
  005a7b  mov     rcx,0xfffffffffffffffc
  005a85  mov     r8,0xfffffffffffffffc
  005a8f  mov     r9,0
  005a99  mov     rax,<list_op>
  005aa3  call    rax
  005aa5  mov     r11,rax
  005aa8  mov     rcx,[rsp+0x30]
  005ab0  mov     rsi,[rsp+0x38]
  005ab8  mov     rdi,[rsp+0x40]
  005ac0  mov     r8,[rsp+0x48]
  005ac8  mov     r9,[rsp+0x50]
  005ad0  mov     r10,[rsp+0x58]
  005ad8  add     rsp,0x70
  005adf  mov     r12,r11
; v27:int = readlist v24, 0 => op_load/2 (57) {mem=v24, stack=v26, pc=6, a=0}
  005ae2  cmp     qword ptr [rbx],0
  005aee  jbe     0x00000000000068ad
  005af4  mov     rax,[rbx+8]
  005afc  test    rax,rax
  005aff  je      0x0000000000005b12
  005b05  cmp     byte ptr [rax],1
  005b0c  jne     0x00000000000068ad
  005b12  mov     rax,[rbx+0x10]
  005b1a  mov     r14,[rax]
; v28:list = append v26, v27 owned
  005b21  sub     rsp,0x70
  005b28  mov     [rsp+0x30],rcx
  005b30  mov     [rsp+0x38],rsi
  005b38  mov     [rsp+0x40],rdi
  005b40  mov     [rsp+0x48],r8
  005b48  mov     [rsp+0x50],r9
  005b50  mov     [rsp+0x58],r10
  005b58  mov     [rsp],r12
  005b60  mov     qword ptr [rsp+8],3
  005b6c  mov     [rsp+0x10],r14
  005b74  mov     qword ptr [rsp+0x18],1
  005b80  mov     rdi,[rbp+0x20]
  005b87  mov     esi,0xf
  005b8c  mov     rdx,rsp
  005b8f  mov     rcx,0xfffffffffffffffc
  005b99  mov     r8,0xfffffffffffffffc
  005ba3  mov     r9,0
  005bad  mov     rax,<list_op>
  005bb7  call    rax
  005bb9  mov     r11,rax
  005bbc  mov     rcx,[rsp+0x30]
  005bc4  mov     rsi,[rsp+0x38]
  005bcc  mov     rdi,[rsp+0x40]
  005bd4  mov     r8,[rsp+0x48]
  005bdc  mov     r9,[rsp+0x50]
  005be4  mov     r10,[rsp+0x58]
  005bec  add     rsp,0x70
  005bf3  mov     r12,r11
; v29:int = len v28
  005bf6  mov     r14,[r12]
; v30:int = lt v29, 2
; guard_false v30 => pop2/2 (68) {mem=v24, stack=v28, pc=8, opcode='lt', k='binary_xy', depth=v29, few=1}
  005bfe  cmp     r14,2
  005c05  jl      0x000000000000690c
; v32:int = sub_nov v29, 1
  005c0b  mov     r15,r14
  005c0e  sub     r15,1
; v33:int = readlist v28, v32 => pop2_top/1 (69) {mem=v24, stack=v28, pc=8, opcode='lt', k='binary_xy', depth=v32}
  005c15  cmp     r15,[r12]
  005c1d  jae     0x00000000000069a9
  005c23  mov     rax,[r12+8]
  005c2b  test    rax,rax
  005c2e  je      0x0000000000005c3f
  005c34  cmp     byte ptr [rax+r15],1
  005c39  jne     0x00000000000069a9
  005c3f  mov     rax,[r12+0x10]
  005c47  mov     r15,[rax+r15*8]
; v34:int = add_nov v29, -2
  005c4b  add     r14,0xfffffffffffffffe
; v35:int = readlist v28, v34 => pop2_top/3 (69) {mem=v24, stack=v28, pc=8, opcode='lt', k='binary_xy', y=v33, depth=v34}
  005c52  cmp     r14,[r12]
  005c5a  jae     0x0000000000006a30
  005c60  mov     rax,[r12+8]
  005c68  test    rax,rax
  005c6b  je      0x0000000000005c7c
  005c71  cmp     byte ptr [rax+r14],1
  005c76  jne     0x0000000000006a30
  005c7c  mov     rax,[r12+0x10]
  005c84  mov     r13,[rax+r14*8]
; v36:list = slice v28, 0, v34 owned => pop2_top/4 (69) {mem=v24, stack=v28, pc=8, opcode='lt', k='binary_xy', x=v35, y=v33, depth=v34}
  005c88  sub     rsp,0x70
  005c8f  mov     [rsp+0x30],rcx
  005c97  mov     [rsp+0x38],rsi
  005c9f  mov     [rsp+0x40],rdi
  005ca7  mov     [rsp+0x48],r8
  005caf  mov     [rsp+0x50],r9
  005cb7  mov     [rsp+0x58],r10
  005cbf  mov     [rsp],r12
  005cc7  mov     qword ptr [rsp+8],3
  005cd3  mov     qword ptr [rsp+0x10],0
  005cdf  mov     qword ptr [rsp+0x18],1
  005ceb  mov     [rsp+0x20],r14
  005cf3  mov     qword ptr [rsp+0x28],1
  005cff  mov     rdi,[rbp+0x20]
  005d06  mov     esi,0x10
  005d0b  mov     rdx,rsp
  005d0e  mov     rcx,0xfffffffffffffffc
  005d18  mov     r8,0xfffffffffffffffc
  005d22  mov     r9,0
  005d2c  mov     rax,<list_op>
  005d36  call    rax
  005d38  mov     r11,rax
  005d3b  mov     rcx,[rsp+0x30]
  005d43  mov     rsi,[rsp+0x38]
  005d4b  mov     rdi,[rsp+0x40]
  005d53  mov     r8,[rsp+0x48]
  005d5b  mov     r9,[rsp+0x50]
  005d63  mov     r10,[rsp+0x58]
  005d6b  add     rsp,0x70
  005d72  test    rdx,rdx
  005d75  je      0x0000000000006ac9
  005d7b  mov     r12,r11
; v37:int = lt v35, v33
  005d7e  cmp     r13,r15
  005d81  setl    al
  005d84  movzx   r13d,al
; v38:list = append v36, v37 owned
  005d88  sub     rsp,0x70
  005d8f  mov     [rsp+0x30],rcx
  005d97  mov     [rsp+0x38],rsi
  005d9f  mov     [rsp+0x40],rdi
  005da7  mov     [rsp+0x48],r8
  005daf  mov     [rsp+0x50],r9
  005db7  mov     [rsp+0x58],r10
  005dbf  mov     [rsp],r12
  005dc7  mov     qword ptr [rsp+8],3
  005dd3  mov     [rsp+0x10],r13
  005ddb  mov     qword ptr [rsp+0x18],1
  005de7  mov     rdi,[rbp+0x20]
  005dee  mov     esi,0xf
  005df3  mov     rdx,rsp
  005df6  mov     rcx,0xfffffffffffffffc
  005e00  mov     r8,0xfffffffffffffffc
  005e0a  mov     r9,0
  005e14  mov     rax,<list_op>
  005e1e  call    rax
  005e20  mov     r11,rax
  005e23  mov     rcx,[rsp+0x30]
  005e2b  mov     rsi,[rsp+0x38]
  005e33  mov     rdi,[rsp+0x40]
  005e3b  mov     r8,[rsp+0x48]
  005e43  mov     r9,[rsp+0x50]
  005e4b  mov     r10,[rsp+0x58]
  005e53  add     rsp,0x70
  005e5a  mov     r12,r11
; v39:int = len v38
  005e5d  mov     r13,[r12]
; v40:int = eq v39, 0
; guard_false v40 => pop/2 (92) {mem=v24, stack=v38, pc=9, k='jump_if_zero_x', depth=v39, empty=1}
  005e65  test    r13,r13
  005e68  je      0x0000000000006b74
; v42:int = sub_nov v39, 1
  005e6e  sub     r13,1
; v43:int = readlist v38, v42 => pop_top/1 (93) {mem=v24, stack=v38, pc=9, k='jump_if_zero_x', depth=v42}
  005e75  cmp     r13,[r12]
  005e7d  jae     0x0000000000006bfb
  005e83  mov     rax,[r12+8]
  005e8b  test    rax,rax
  005e8e  je      0x0000000000005e9f
  005e94  cmp     byte ptr [rax+r13],1
  005e99  jne     0x0000000000006bfb
  005e9f  mov     rax,[r12+0x10]
  005ea7  mov     r15,[rax+r13*8]
; v44:list = slice v38, 0, v42 owned => pop_top/2 (93) {mem=v24, stack=v38, pc=9, k='jump_if_zero_x', x=v43, depth=v42}
  005eab  sub     rsp,0x70
  005eb2  mov     [rsp+0x30],rcx
  005eba  mov     [rsp+0x38],rsi
  005ec2  mov     [rsp+0x40],rdi
  005eca  mov     [rsp+0x48],r8
  005ed2  mov     [rsp+0x50],r9
  005eda  mov     [rsp+0x58],r10
  005ee2  mov     [rsp],r12
  005eea  mov     qword ptr [rsp+8],3
  005ef6  mov     qword ptr [rsp+0x10],0
  005f02  mov     qword ptr [rsp+0x18],1
  005f0e  mov     [rsp+0x20],r13
  005f16  mov     qword ptr [rsp+0x28],1
  005f22  mov     rdi,[rbp+0x20]
  005f29  mov     esi,0x10
  005f2e  mov     rdx,rsp
  005f31  mov     rcx,0xfffffffffffffffc
  005f3b  mov     r8,0xfffffffffffffffc
  005f45  mov     r9,0
  005f4f  mov     rax,<list_op>
  005f59  call    rax
  005f5b  mov     r11,rax
  005f5e  mov     rcx,[rsp+0x30]
  005f66  mov     rsi,[rsp+0x38]
  005f6e  mov     rdi,[rsp+0x40]
  005f76  mov     r8,[rsp+0x48]
  005f7e  mov     r9,[rsp+0x50]
  005f86  mov     r10,[rsp+0x58]
  005f8e  add     rsp,0x70
  005f95  test    rdx,rdx
  005f98  je      0x0000000000006c6c
  005f9e  mov     r12,r11
; guard_true v43 => jump_if_zero_x/0 (96) {mem=v24, stack=v44, pc=9, x=0}
  005fa1  test    r15,r15
  005fa4  je      0x0000000000006cef
; v46:list = append v44, 0 owned
  005faa  sub     rsp,0x70
  005fb1  mov     [rsp+0x30],rcx
  005fb9  mov     [rsp+0x38],rsi
  005fc1  mov     [rsp+0x40],rdi
  005fc9  mov     [rsp+0x48],r8
  005fd1  mov     [rsp+0x50],r9
  005fd9  mov     [rsp+0x58],r10
  005fe1  mov     [rsp],r12
  005fe9  mov     qword ptr [rsp+8],3
  005ff5  mov     qword ptr [rsp+0x10],0
  006001  mov     qword ptr [rsp+0x18],1
  00600d  mov     rdi,[rbp+0x20]
  006014  mov     esi,0xf
  006019  mov     rdx,rsp
  00601c  mov     rcx,0xfffffffffffffffc
  006026  mov     r8,0xfffffffffffffffc
  006030  mov     r9,0
  00603a  mov     rax,<list_op>
  006044  call    rax
  006046  mov     r11,rax
  006049  mov     rcx,[rsp+0x30]
  006051  mov     rsi,[rsp+0x38]
  006059  mov     rdi,[rsp+0x40]
  006061  mov     r8,[rsp+0x48]
  006069  mov     r9,[rsp+0x50]
  006071  mov     r10,[rsp+0x58]
  006079  add     rsp,0x70
  006080  mov     r12,r11
; v47:int = len v46
  006083  mov     r15,[r12]
; v48:int = eq v47, 0
; guard_false v48 => pop/2 (108) {mem=v24, stack=v46, pc=13, k='store_x', depth=v47, empty=1}
  00608b  test    r15,r15
  00608e  je      0x0000000000006d4e
; v50:int = sub_nov v47, 1
  006094  sub     r15,1
; v51:int = readlist v46, v50 => pop_top/1 (109) {mem=v24, stack=v46, pc=13, k='store_x', depth=v50}
  00609b  cmp     r15,[r12]
  0060a3  jae     0x0000000000006dd5
  0060a9  mov     rax,[r12+8]
  0060b1  test    rax,rax
  0060b4  je      0x00000000000060c5
  0060ba  cmp     byte ptr [rax+r15],1
  0060bf  jne     0x0000000000006dd5
  0060c5  mov     rax,[r12+0x10]
  0060cd  mov     r13,[rax+r15*8]
; v52:list = slice v46, 0, v50 owned => pop_top/2 (109) {mem=v24, stack=v46, pc=13, k='store_x', x=v51, depth=v50}
  0060d1  sub     rsp,0x70
  0060d8  mov     [rsp+0x30],rcx
  0060e0  mov     [rsp+0x38],rsi
  0060e8  mov     [rsp+0x40],rdi
  0060f0  mov     [rsp+0x48],r8
  0060f8  mov     [rsp+0x50],r9
  006100  mov     [rsp+0x58],r10
  006108  mov     [rsp],r12
  006110  mov     qword ptr [rsp+8],3
  00611c  mov     qword ptr [rsp+0x10],0
  006128  mov     qword ptr [rsp+0x18],1
  006134  mov     [rsp+0x20],r15
  00613c  mov     qword ptr [rsp+0x28],1
  006148  mov     rdi,[rbp+0x20]
  00614f  mov     esi,0x10
  006154  mov     rdx,rsp
  006157  mov     rcx,0xfffffffffffffffc
  006161  mov     r8,0xfffffffffffffffc
  00616b  mov     r9,0
  006175  mov     rax,<list_op>
  00617f  call    rax
  006181  mov     r11,rax
  006184  mov     rcx,[rsp+0x30]
  00618c  mov     rsi,[rsp+0x38]
  006194  mov     rdi,[rsp+0x40]
  00619c  mov     r8,[rsp+0x48]
  0061a4  mov     r9,[rsp+0x50]
  0061ac  mov     r10,[rsp+0x58]
  0061b4  add     rsp,0x70
  0061bb  test    rdx,rdx
  0061be  je      0x0000000000006e46
  0061c4  mov     r12,r11
; v53:list = set v24, 2, v51 owned => store_x/2 (111) {mem=v24, stack=v52, pc=13, a=2, x=v51}
  0061c7  cmp     qword ptr [rbx+8],0
  0061d3  jne     0x0000000000006337
  0061d9  cmp     qword ptr [rbx],2
  0061e5  jbe     0x0000000000006337
  0061eb  mov     rax,[rbx+0x10]
  0061f3  lea     rax,[rax+0x10]
  0061fa  mov     [rax],r13
; jump_trace T0 => dispatch_loop/0 (112) {mem=v53, stack=v52, pc=15}
  0061fd  mov     [rbp+0x30],rbx
  006204  mov     qword ptr [rbp+0xc8],3
  00620f  mov     [rbp+0x40],r12
  006216  mov     qword ptr [rbp+0xd8],3
  006221  mov     qword ptr [rbp+0x50],0xf
  00622c  mov     qword ptr [rbp+0xe8],1
  006237  jmp     0x0000000000000030
  00623c  sub     rsp,0x70
  006243  mov     [rsp+0x30],rcx
  00624b  mov     [rsp+0x38],rsi
  006253  mov     [rsp+0x40],rdi
  00625b  mov     [rsp+0x48],r8
  006263  mov     [rsp+0x50],r9
  00626b  mov     [rsp+0x58],r10
  006273  mov     [rsp],rbx
  00627b  mov     qword ptr [rsp+8],3
  006287  mov     qword ptr [rsp+0x10],1
  006293  mov     qword ptr [rsp+0x18],1
  00629f  mov     [rsp+0x20],r14
  0062a7  mov     qword ptr [rsp+0x28],1
  0062b3  mov     rdi,[rbp+0x20]
  0062ba  mov     esi,0xe
  0062bf  mov     rdx,rsp
  0062c2  mov     rcx,0xfffffffffffffffe
  0062cc  mov     r8,0xfffffffffffffffe
  0062d6  mov     r9,0
  0062e0  mov     rax,<list_op>
  0062ea  call    rax
  0062ec  mov     r11,rax
  0062ef  mov     rcx,[rsp+0x30]
  0062f7  mov     rsi,[rsp+0x38]
  0062ff  mov     rdi,[rsp+0x40]
  006307  mov     r8,[rsp+0x48]
  00630f  mov     r9,[rsp+0x50]
  006317  mov     r10,[rsp+0x58]
  00631f  add     rsp,0x70
  006326  test    rdx,rdx
  006329  je      0x0000000000006ec9
  00632f  mov     rbx,r11
  006332  jmp     0x00000000000059ce
  006337  sub     rsp,0x70
  00633e  mov     [rsp+0x30],rcx
  006346  mov     [rsp+0x38],rsi
  00634e  mov     [rsp+0x40],rdi
  006356  mov     [rsp+0x48],r8
  00635e  mov     [rsp+0x50],r9
  006366  mov     [rsp+0x58],r10
  00636e  mov     [rsp],rbx
  006376  mov     qword ptr [rsp+8],3
  006382  mov     qword ptr [rsp+0x10],2
  00638e  mov     qword ptr [rsp+0x18],1
  00639a  mov     [rsp+0x20],r13
  0063a2  mov     qword ptr [rsp+0x28],1
  0063ae  mov     rdi,[rbp+0x20]
  0063b5  mov     esi,0xe
  0063ba  mov     rdx,rsp
  0063bd  mov     rcx,0xfffffffffffffffe
  0063c7  mov     r8,0xfffffffffffffffe
  0063d1  mov     r9,0
  0063db  mov     rax,<list_op>
  0063e5  call    rax
  0063e7  mov     r11,rax
  0063ea  mov     rcx,[rsp+0x30]
  0063f2  mov     rsi,[rsp+0x38]
  0063fa  mov     rdi,[rsp+0x40]
  006402  mov     r8,[rsp+0x48]
  00640a  mov     r9,[rsp+0x50]
  006412  mov     r10,[rsp+0x58]
  00641a  add     rsp,0x70
  006421  test    rdx,rdx
  006424  je      0x0000000000006f28
  00642a  mov     rbx,r11
  00642d  jmp     0x00000000000061fd
; exits
  006432  mov     rax,0x1fffffffe
  00643c  jmp     0x0000000000000016
  006441  mov     rax,0x100000000
  00644b  jmp     0x0000000000000016
  006450  mov     qword ptr [rbp+0x50],0x16
  00645b  mov     qword ptr [rbp+0xe8],1
  006466  mov     qword ptr [rbp+0x78],1
  006471  mov     qword ptr [rbp+0x110],1
  00647c  mov     rax,0x100000001
  006486  jmp     0x0000000000000016
  00648b  mov     [rbp+0x40],r12
  006492  mov     qword ptr [rbp+0xd8],3
  00649d  mov     qword ptr [rbp+0x50],0x1a
  0064a8  mov     qword ptr [rbp+0xe8],1
  0064b3  mov     qword ptr [rbp+0x58],0x13
  0064be  mov     qword ptr [rbp+0xf0],2
  0064c9  mov     qword ptr [rbp+0x80],0x28
  0064d4  mov     qword ptr [rbp+0x118],2
  0064df  mov     [rbp+0xa0],r13
  0064e6  mov     qword ptr [rbp+0x138],1
  0064f1  mov     qword ptr [rbp+0xb8],1
  0064fc  mov     qword ptr [rbp+0x150],1
  006507  mov     rax,0x100000002
  006511  jmp     0x0000000000000016
  006516  mov     [rbp+0x40],r12
  00651d  mov     qword ptr [rbp+0xd8],3
  006528  mov     qword ptr [rbp+0x50],0x1a
  006533  mov     qword ptr [rbp+0xe8],1
  00653e  mov     qword ptr [rbp+0x58],0x13
  006549  mov     qword ptr [rbp+0xf0],2
  006554  mov     qword ptr [rbp+0x80],0x28
  00655f  mov     qword ptr [rbp+0x118],2
  00656a  mov     [rbp+0xa0],r14
  006571  mov     qword ptr [rbp+0x138],1
  00657c  mov     rax,0x100000003
  006586  jmp     0x0000000000000016
  00658b  mov     [rbp+0x40],r12
  006592  mov     qword ptr [rbp+0xd8],3
  00659d  mov     qword ptr [rbp+0x50],0x1a
  0065a8  mov     qword ptr [rbp+0xe8],1
  0065b3  mov     qword ptr [rbp+0x58],0x13
  0065be  mov     qword ptr [rbp+0xf0],2
  0065c9  mov     qword ptr [rbp+0x80],0x28
  0065d4  mov     qword ptr [rbp+0x118],2
  0065df  mov     [rbp+0x90],r14
  0065e6  mov     qword ptr [rbp+0x128],1
  0065f1  mov     [rbp+0xa0],r13
  0065f8  mov     qword ptr [rbp+0x138],1
  006603  mov     rax,0x100000004
  00660d  jmp     0x0000000000000016
  006612  mov     [rbp+0x40],r12
  006619  mov     qword ptr [rbp+0xd8],3
  006624  mov     qword ptr [rbp+0x50],0x1a
  00662f  mov     qword ptr [rbp+0xe8],1
  00663a  mov     qword ptr [rbp+0x58],0x13
  006645  mov     qword ptr [rbp+0xf0],2
  006650  mov     qword ptr [rbp+0x80],0x28
  00665b  mov     qword ptr [rbp+0x118],2
  006666  mov     [rbp+0x88],r15
  00666d  mov     qword ptr [rbp+0x120],1
  006678  mov     [rbp+0x90],r14
  00667f  mov     qword ptr [rbp+0x128],1
  00668a  mov     [rbp+0xa0],r13
  006691  mov     qword ptr [rbp+0x138],1
  00669c  mov     rax,0x100000005
  0066a6  jmp     0x0000000000000016
  0066ab  sub     r15,r14
  0066ae  mov     [rbp+0x40],r12
  0066b5  mov     qword ptr [rbp+0xd8],3
  0066c0  mov     qword ptr [rbp+0x50],0x1a
  0066cb  mov     qword ptr [rbp+0xe8],1
  0066d6  mov     [rbp+0x88],r15
  0066dd  mov     qword ptr [rbp+0x120],1
  0066e8  mov     [rbp+0x90],r14
  0066ef  mov     qword ptr [rbp+0x128],1
  0066fa  mov     rax,0x100000006
  006704  jmp     0x0000000000000016
  006709  mov     [rbp+0x40],r12
  006710  mov     qword ptr [rbp+0xd8],3
  00671b  mov     qword ptr [rbp+0x50],0x1b
  006726  mov     qword ptr [rbp+0xe8],1
  006731  mov     qword ptr [rbp+0x80],0x27
  00673c  mov     qword ptr [rbp+0x118],2
  006747  mov     [rbp+0xa0],r15
  00674e  mov     qword ptr [rbp+0x138],1
  006759  mov     qword ptr [rbp+0xa8],1
  006764  mov     qword ptr [rbp+0x140],1
  00676f  mov     rax,0x100000007
  006779  jmp     0x0000000000000016
  00677e  mov     [rbp+0x40],r12
  006785  mov     qword ptr [rbp+0xd8],3
  006790  mov     qword ptr [rbp+0x50],0x1b
  00679b  mov     qword ptr [rbp+0xe8],1
  0067a6  mov     qword ptr [rbp+0x80],0x27
  0067b1  mov     qword ptr [rbp+0x118],2
  0067bc  mov     [rbp+0xa0],r15
  0067c3  mov     qword ptr [rbp+0x138],1
  0067ce  mov     rax,0x100000008
  0067d8  jmp     0x0000000000000016
  0067dd  mov     [rbp+0x40],r12
  0067e4  mov     qword ptr [rbp+0xd8],3
  0067ef  mov     qword ptr [rbp+0x50],0x1b
  0067fa  mov     qword ptr [rbp+0xe8],1
  006805  mov     qword ptr [rbp+0x80],0x27
  006810  mov     qword ptr [rbp+0x118],2
  00681b  mov     [rbp+0x88],r14
  006822  mov     qword ptr [rbp+0x120],1
  00682d  mov     [rbp+0xa0],r15
  006834  mov     qword ptr [rbp+0x138],1
  00683f  mov     rax,0x100000009
  006849  jmp     0x0000000000000016
  00684e  mov     [rbp+0x30],rbx
  006855  mov     qword ptr [rbp+0xc8],3
  006860  mov     [rbp+0x40],r12
  006867  mov     qword ptr [rbp+0xd8],3
  006872  mov     qword ptr [rbp+0x50],4
  00687d  mov     qword ptr [rbp+0xe8],1
  006888  mov     qword ptr [rbp+0x78],1
  006893  mov     qword ptr [rbp+0x110],1
  00689e  mov     rax,0x10000000b
  0068a8  jmp     0x0000000000000016
  0068ad  mov     [rbp+0x30],rbx
  0068b4  mov     qword ptr [rbp+0xc8],3
  0068bf  mov     [rbp+0x40],r12
  0068c6  mov     qword ptr [rbp+0xd8],3
  0068d1  mov     qword ptr [rbp+0x50],6
  0068dc  mov     qword ptr [rbp+0xe8],1
  0068e7  mov     qword ptr [rbp+0x78],0
  0068f2  mov     qword ptr [rbp+0x110],1
  0068fd  mov     rax,0x10000000c
  006907  jmp     0x0000000000000016
  00690c  mov     [rbp+0x30],rbx
  006913  mov     qword ptr [rbp+0xc8],3
  00691e  mov     [rbp+0x40],r12
  006925  mov     qword ptr [rbp+0xd8],3
  006930  mov     qword ptr [rbp+0x50],8
  00693b  mov     qword ptr [rbp+0xe8],1
  006946  mov     qword ptr [rbp+0x58],0xd
  006951  mov     qword ptr [rbp+0xf0],2
  00695c  mov     qword ptr [rbp+0x80],0x28
  006967  mov     qword ptr [rbp+0x118],2
  006972  mov     [rbp+0xa0],r14
  006979  mov     qword ptr [rbp+0x138],1
  006984  mov     qword ptr [rbp+0xb8],1
  00698f  mov     qword ptr [rbp+0x150],1
  00699a  mov     rax,0x10000000d
  0069a4  jmp     0x0000000000000016
  0069a9  mov     [rbp+0x30],rbx
  0069b0  mov     qword ptr [rbp+0xc8],3
  0069bb  mov     [rbp+0x40],r12
  0069c2  mov     qword ptr [rbp+0xd8],3
  0069cd  mov     qword ptr [rbp+0x50],8
  0069d8  mov     qword ptr [rbp+0xe8],1
  0069e3  mov     qword ptr [rbp+0x58],0xd
  0069ee  mov     qword ptr [rbp+0xf0],2
  0069f9  mov     qword ptr [rbp+0x80],0x28
  006a04  mov     qword ptr [rbp+0x118],2
  006a0f  mov     [rbp+0xa0],r15
  006a16  mov     qword ptr [rbp+0x138],1
  006a21  mov     rax,0x10000000e
  006a2b  jmp     0x0000000000000016
  006a30  mov     [rbp+0x30],rbx
  006a37  mov     qword ptr [rbp+0xc8],3
  006a42  mov     [rbp+0x40],r12
  006a49  mov     qword ptr [rbp+0xd8],3
  006a54  mov     qword ptr [rbp+0x50],8
  006a5f  mov     qword ptr [rbp+0xe8],1
  006a6a  mov     qword ptr [rbp+0x58],0xd
  006a75  mov     qword ptr [rbp+0xf0],2
  006a80  mov     qword ptr [rbp+0x80],0x28
  006a8b  mov     qword ptr [rbp+0x118],2
  006a96  mov     [rbp+0x90],r15
  006a9d  mov     qword ptr [rbp+0x128],1
  006aa8  mov     [rbp+0xa0],r14
  006aaf  mov     qword ptr [rbp+0x138],1
  006aba  mov     rax,0x10000000f
  006ac4  jmp     0x0000000000000016
  006ac9  mov     [rbp+0x30],rbx
  006ad0  mov     qword ptr [rbp+0xc8],3
  006adb  mov     [rbp+0x40],r12
  006ae2  mov     qword ptr [rbp+0xd8],3
  006aed  mov     qword ptr [rbp+0x50],8
  006af8  mov     qword ptr [rbp+0xe8],1
  006b03  mov     qword ptr [rbp+0x58],0xd
  006b0e  mov     qword ptr [rbp+0xf0],2
  006b19  mov     qword ptr [rbp+0x80],0x28
  006b24  mov     qword ptr [rbp+0x118],2
  006b2f  mov     [rbp+0x88],r13
  006b36  mov     qword ptr [rbp+0x120],1
  006b41  mov     [rbp+0x90],r15
  006b48  mov     qword ptr [rbp+0x128],1
  006b53  mov     [rbp+0xa0],r14
  006b5a  mov     qword ptr [rbp+0x138],1
  006b65  mov     rax,0x100000010
  006b6f  jmp     0x0000000000000016
  006b74  mov     [rbp+0x30],rbx
  006b7b  mov     qword ptr [rbp+0xc8],3
  006b86  mov     [rbp+0x40],r12
  006b8d  mov     qword ptr [rbp+0xd8],3
  006b98  mov     qword ptr [rbp+0x50],9
  006ba3  mov     qword ptr [rbp+0xe8],1
  006bae  mov     qword ptr [rbp+0x80],0x2c
  006bb9  mov     qword ptr [rbp+0x118],2
  006bc4  mov     [rbp+0xa0],r13
  006bcb  mov     qword ptr [rbp+0x138],1
  006bd6  mov     qword ptr [rbp+0xa8],1
  006be1  mov     qword ptr [rbp+0x140],1
  006bec  mov     rax,0x100000011
  006bf6  jmp     0x0000000000000016
  006bfb  mov     [rbp+0x30],rbx
  006c02  mov     qword ptr [rbp+0xc8],3
  006c0d  mov     [rbp+0x40],r12
  006c14  mov     qword ptr [rbp+0xd8],3
  006c1f  mov     qword ptr [rbp+0x50],9
  006c2a  mov     qword ptr [rbp+0xe8],1
  006c35  mov     qword ptr [rbp+0x80],0x2c
  006c40  mov     qword ptr [rbp+0x118],2
  006c4b  mov     [rbp+0xa0],r13
  006c52  mov     qword ptr [rbp+0x138],1
  006c5d  mov     rax,0x100000012
  006c67  jmp     0x0000000000000016
  006c6c  mov     [rbp+0x30],rbx
  006c73  mov     qword ptr [rbp+0xc8],3
  006c7e  mov     [rbp+0x40],r12
  006c85  mov     qword ptr [rbp+0xd8],3
  006c90  mov     qword ptr [rbp+0x50],9
  006c9b  mov     qword ptr [rbp+0xe8],1
  006ca6  mov     qword ptr [rbp+0x80],0x2c
  006cb1  mov     qword ptr [rbp+0x118],2
  006cbc  mov     [rbp+0x88],r15
  006cc3  mov     qword ptr [rbp+0x120],1
  006cce  mov     [rbp+0xa0],r13
  006cd5  mov     qword ptr [rbp+0x138],1
  006ce0  mov     rax,0x100000013
  006cea  jmp     0x0000000000000016
  006cef  mov     [rbp+0x30],rbx
  006cf6  mov     qword ptr [rbp+0xc8],3
  006d01  mov     [rbp+0x40],r12
  006d08  mov     qword ptr [rbp+0xd8],3
  006d13  mov     qword ptr [rbp+0x50],9
  006d1e  mov     qword ptr [rbp+0xe8],1
  006d29  mov     qword ptr [rbp+0x88],0
  006d34  mov     qword ptr [rbp+0x120],1
  006d3f  mov     rax,0x100000014
  006d49  jmp     0x0000000000000016
  006d4e  mov     [rbp+0x30],rbx
  006d55  mov     qword ptr [rbp+0xc8],3
  006d60  mov     [rbp+0x40],r12
  006d67  mov     qword ptr [rbp+0xd8],3
  006d72  mov     qword ptr [rbp+0x50],0xd
  006d7d  mov     qword ptr [rbp+0xe8],1
  006d88  mov     qword ptr [rbp+0x80],0x27
  006d93  mov     qword ptr [rbp+0x118],2
  006d9e  mov     [rbp+0xa0],r15
  006da5  mov     qword ptr [rbp+0x138],1
  006db0  mov     qword ptr [rbp+0xa8],1
  006dbb  mov     qword ptr [rbp+0x140],1
  006dc6  mov     rax,0x100000015
  006dd0  jmp     0x0000000000000016
  006dd5  mov     [rbp+0x30],rbx
  006ddc  mov     qword ptr [rbp+0xc8],3
  006de7  mov     [rbp+0x40],r12
  006dee  mov     qword ptr [rbp+0xd8],3
  006df9  mov     qword ptr [rbp+0x50],0xd
  006e04  mov     qword ptr [rbp+0xe8],1
  006e0f  mov     qword ptr [rbp+0x80],0x27
  006e1a  mov     qword ptr [rbp+0x118],2
  006e25  mov     [rbp+0xa0],r15
  006e2c  mov     qword ptr [rbp+0x138],1
  006e37  mov     rax,0x100000016
  006e41  jmp     0x0000000000000016
  006e46  mov     [rbp+0x30],rbx
  006e4d  mov     qword ptr [rbp+0xc8],3
  006e58  mov     [rbp+0x40],r12
  006e5f  mov     qword ptr [rbp+0xd8],3
  006e6a  mov     qword ptr [rbp+0x50],0xd
  006e75  mov     qword ptr [rbp+0xe8],1
  006e80  mov     qword ptr [rbp+0x80],0x27
  006e8b  mov     qword ptr [rbp+0x118],2
  006e96  mov     [rbp+0x88],r13
  006e9d  mov     qword ptr [rbp+0x120],1
  006ea8  mov     [rbp+0xa0],r15
  006eaf  mov     qword ptr [rbp+0x138],1
  006eba  mov     rax,0x100000017
  006ec4  jmp     0x0000000000000016
  006ec9  mov     [rbp+0x40],r12
  006ed0  mov     qword ptr [rbp+0xd8],3
  006edb  mov     qword ptr [rbp+0x50],0x1b
  006ee6  mov     qword ptr [rbp+0xe8],1
  006ef1  mov     qword ptr [rbp+0x78],1
  006efc  mov     qword ptr [rbp+0x110],1
  006f07  mov     [rbp+0x88],r14
  006f0e  mov     qword ptr [rbp+0x120],1
  006f19  mov     rax,0x10000000a
  006f23  jmp     0x0000000000000016
  006f28  mov     [rbp+0x30],rbx
  006f2f  mov     qword ptr [rbp+0xc8],3
  006f3a  mov     [rbp+0x40],r12
  006f41  mov     qword ptr [rbp+0xd8],3
  006f4c  mov     qword ptr [rbp+0x50],0xd
  006f57  mov     qword ptr [rbp+0xe8],1
  006f62  mov     qword ptr [rbp+0x78],2
  006f6d  mov     qword ptr [rbp+0x110],1
  006f78  mov     [rbp+0x88],r13
  006f7f  mov     qword ptr [rbp+0x120],1
  006f8a  mov     rax,0x100000018
  006f94  jmp     0x0000000000000016
