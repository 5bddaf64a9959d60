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

; T1: 7465 bytes
  005370  mov     qword ptr [rbp+0x18],0
; v0:list = input bytecode
  00537b  cmp     qword ptr [rbp+0xc0],3
  005386  jne     0x000000000000648f
  00538c  mov     rbx,[rbp+0x28]
; v1:list = input mem
  005393  cmp     qword ptr [rbp+0xc8],3
  00539e  jne     0x000000000000648f
  0053a4  mov     r12,[rbp+0x30]
; v2:list = input stack
  0053ab  cmp     qword ptr [rbp+0xd8],3
  0053b6  jne     0x000000000000648f
  0053bc  mov     r13,[rbp+0x40]
; v3:list = input rstack
  0053c3  cmp     qword ptr [rbp+0xe0],3
  0053ce  jne     0x000000000000648f
; v4:int = input pc
  0053d4  cmp     qword ptr [rbp+0xe8],1
  0053df  jne     0x000000000000648f
  0053e5  mov     r14,[rbp+0x50]
; v5:int = input x
  0053ec  cmp     qword ptr [rbp+0x120],1
  0053f7  jne     0x000000000000648f
  0053fd  mov     r15,[rbp+<exit lists 0>8]
; guard_true v5 => jump_if_zero_x/0 (0) {}
  005404  test    r15,r15
  005407  je      0x000000000000649e
; v7:int = add v4, 2 => jump_not_taken/0 (1) {}
  00540d  add     r14,2
  005414  jo      0x00000000000064ad
; guard_value v0, ['push', 0, 'store', 1, 'load', 1, 'load', 0, 'lt', 'jump_if_zero', 50, 'push', 0, 'store', 2, 'load', 2, 'load', 0, 'eq', 'jump_if_zero', 31, 'load', 1, 'push', 1, 'add', 'store', 1, 'jump', 4, 'load', 3, 'load', 1, 'load', 2, 'mul', 'add', 'store', 3, 'load', 2, 'push', 1, 'add', 'store', 2, 'jump', 15, 'load', 3, 'halt'] => dispatch_loop/0 (2) {pc=v7}
  00541a  mov     rax,<list k1>
  005424  cmp     rbx,rax
  005427  jne     0x00000000000064c3
; guard_value v7, 22 => dispatch_loop_promote_bytecode/0 (3) {pc=v7}
  00542d  cmp     r14,0x16
  005434  jne     0x000000000000651d
; v10:int = readlist v1, 1 => op_load/2 (6) {pc=22, a=1}
  00543a  cmp     qword ptr [r12],1
  005446  jbe     0x0000000000006550
  00544c  mov     rax,[r12+8]
  005454  test    rax,rax
  005457  je      0x000000000000546a
  00545d  cmp     byte ptr [rax+1],1
  005464  jne     0x0000000000006550
  00546a  mov     rax,[r12+0x10]
  005472  mov     r14,[rax+8]
; v11:list = append v2, v10 owned
  005479  sub     rsp,0x70
  005480  mov     [rsp+0x30],rcx
  005488  mov     [rsp+0x38],rsi
  005490  mov     [rsp+0x40],rdi
  005498  mov     [rsp+0x48],r8
  0054a0  mov     [rsp+0x50],r9
  0054a8  mov     [rsp+0x58],r10
  0054b0  mov     [rsp],r13
  0054b8  mov     qword ptr [rsp+8],3
  0054c4  mov     [rsp+0x10],r14
  0054cc  mov     qword ptr [rsp+0x18],1
  0054d8  mov     rdi,[rbp+0x20]
  0054df  mov     esi,0xf
  0054e4  mov     rdx,rsp
  0054e7  mov     rcx,0xfffffffffffffffc
  0054f1  mov     r8,0xfffffffffffffffc
  0054fb  mov     r9,0
  005505  mov     rax,<list_op>
  00550f  call    rax
  005511  mov     r11,rax
  005514  mov     rcx,[rsp+0x30]
  00551c  mov     rsi,[rsp+0x38]
  005524  mov     rdi,[rsp+0x40]
  00552c  mov     r8,[rsp+0x48]
  005534  mov     r9,[rsp+0x50]
  00553c  mov     r10,[rsp+0x58]
  005544  add     rsp,0x70
  00554b  mov     r13,r11
; v12:list = append v11, 1 owned
  00554e  sub     rsp,0x70
  005555  mov     [rsp+0x30],rcx
  00555d  mov     [rsp+0x38],rsi
  005565  mov     [rsp+0x40],rdi
  00556d  mov     [rsp+0x48],r8
  005575  mov     [rsp+0x50],r9
  00557d  mov     [rsp+0x58],r10
  005585  mov     [rsp],r13
  00558d  mov     qword ptr [rsp+8],3
  005599  mov     qword ptr [rsp+0x10],1
  0055a5  mov     qword ptr [rsp+0x18],1
  0055b1  mov     rdi,[rbp+0x20]
  0055b8  mov     esi,0xf
  0055bd  mov     rdx,rsp
  0055c0  mov     rcx,0xfffffffffffffffc
  0055ca  mov     r8,0xfffffffffffffffc
  0055d4  mov     r9,0
  0055de  mov     rax,<list_op>
  0055e8  call    rax
  0055ea  mov     r11,rax
  0055ed  mov     rcx,[rsp+0x30]
  0055f5  mov     rsi,[rsp+0x38]
  0055fd  mov     rdi,[rsp+0x40]
  005605  mov     r8,[rsp+0x48]
  00560d  mov     r9,[rsp+0x50]
  005615  mov     r10,[rsp+0x58]
  00561d  add     rsp,0x70
  005624  mov     r13,r11
; v13:int = len v12
  005627  mov     r14,[r13]
; v14:int = lt v13, 2
; guard_false v14 => pop2/2 (18) {stack=v12, pc=26, opcode='add', k='binary_xy', depth=v13, few=1}
  00562f  cmp     r14,2
  005636  jl      0x000000000000658b
; v16:int = sub_nov v13, 1
  00563c  mov     rbx,r14
  00563f  sub     rbx,1
; v17:int = readlist v12, v16 => pop2_top/1 (19) {stack=v12, pc=26, opcode='add', k='binary_xy', depth=v16}
  005646  cmp     rbx,[r13]
  00564e  jae     0x0000000000006616
  005654  mov     rax,[r13+8]
  00565c  test    rax,rax
  00565f  je      0x0000000000005670
  005665  cmp     byte ptr [rax+rbx],1
  00566a  jne     0x0000000000006616
  005670  mov     rax,[r13+0x10]
  005678  mov     rbx,[rax+rbx*8]
; v18:int = add_nov v13, -2
  00567c  add     r14,0xfffffffffffffffe
; v19:int = readlist v12, v18 => pop2_top/3 (19) {stack=v12, pc=26, opcode='add', k='binary_xy', y=v17, depth=v18}
  005683  cmp     r14,[r13]
  00568b  jae     0x000000000000668b
  005691  mov     rax,[r13+8]
  005699  test    rax,rax
  00569c  je      0x00000000000056ad
  0056a2  cmp     byte ptr [rax+r14],1
  0056a7  jne     0x000000000000668b
  0056ad  mov     rax,[r13+0x10]
  0056b5  mov     r15,[rax+r14*8]
; v20:list = slice v12, 0, v18 owned => pop2_top/4 (19) {stack=v12, pc=26, opcode='add', k='binary_xy', x=v19, y=v17, depth=v18}
  0056b9  sub     rsp,0x70
  0056c0  mov     [rsp+0x30],rcx
  0056c8  mov     [rsp+0x38],rsi
  0056d0  mov     [rsp+0x40],rdi
  0056d8  mov     [rsp+0x48],r8
  0056e0  mov     [rsp+0x50],r9
  0056e8  mov     [rsp+0x58],r10
  0056f0  mov     [rsp],r13
  0056f8  mov     qword ptr [rsp+8],3
  005704  mov     qword ptr [rsp+0x10],0
  005710  mov     qword ptr [rsp+0x18],1
  00571c  mov     [rsp+0x20],r14
  005724  mov     qword ptr [rsp+0x28],1
  005730  mov     rdi,[rbp+0x20]
  005737  mov     esi,0x10
  00573c  mov     rdx,rsp
  00573f  mov     rcx,0xfffffffffffffffc
  005749  mov     r8,0xfffffffffffffffc
  005753  mov     r9,0
  00575d  mov     rax,<list_op>
  005767  call    rax
  005769  mov     r11,rax
  00576c  mov     rcx,[rsp+0x30]
  005774  mov     rsi,[rsp+0x38]
  00577c  mov     rdi,[rsp+0x40]
  005784  mov     r8,[rsp+0x48]
  00578c  mov     r9,[rsp+0x50]
  005794  mov     r10,[rsp+0x58]
  00579c  add     rsp,0x70
  0057a3  test    rdx,rdx
  0057a6  je      0x0000000000006712
  0057ac  mov     r13,r11
; v21:int = add v19, v17 => binary_add/0 (21) {stack=v20, pc=26, x=v19, y=v17}
  0057af  add     r15,rbx
  0057b2  jo      0x00000000000067ab
; v22:list = append v20, v21 owned
  0057b8  sub     rsp,0x70
  0057bf  mov     [rsp+0x30],rcx
  0057c7  mov     [rsp+0x38],rsi
  0057cf  mov     [rsp+0x40],rdi
  0057d7  mov     [rsp+0x48],r8
  0057df  mov     [rsp+0x50],r9
  0057e7  mov     [rsp+0x58],r10
  0057ef  mov     [rsp],r13
  0057f7  mov     qword ptr [rsp+8],3
  005803  mov     [rsp+0x10],r15
  00580b  mov     qword ptr [rsp+0x18],1
  005817  mov     rdi,[rbp+0x20]
  00581e  mov     esi,0xf
  005823  mov     rdx,rsp
  005826  mov     rcx,0xfffffffffffffffc
  005830  mov     r8,0xfffffffffffffffc
  00583a  mov     r9,0
  005844  mov     rax,<list_op>
  00584e  call    rax
  005850  mov     r11,rax
  005853  mov     rcx,[rsp+0x30]
  00585b  mov     rsi,[rsp+0x38]
  005863  mov     rdi,[rsp+0x40]
  00586b  mov     r8,[rsp+0x48]
  005873  mov     r9,[rsp+0x50]
  00587b  mov     r10,[rsp+0x58]
  005883  add     rsp,0x70
  00588a  mov     r13,r11
; v23:int = len v22
  00588d  mov     r15,[r13]
; v24:int = eq v23, 0
; guard_false v24 => pop/2 (29) {stack=v22, pc=27, k='store_x', depth=v23, empty=1}
  005895  test    r15,r15
  005898  je      0x0000000000006809
; v26:int = sub_nov v23, 1
  00589e  sub     r15,1
; v27:int = readlist v22, v26 => pop_top/1 (30) {stack=v22, pc=27, k='store_x', depth=v26}
  0058a5  cmp     r15,[r13]
  0058ad  jae     0x000000000000687e
  0058b3  mov     rax,[r13+8]
  0058bb  test    rax,rax
  0058be  je      0x00000000000058cf
  0058c4  cmp     byte ptr [rax+r15],1
  0058c9  jne     0x000000000000687e
  0058cf  mov     rax,[r13+0x10]
  0058d7  mov     rbx,[rax+r15*8]
; v28:list = slice v22, 0, v26 owned => pop_top/2 (30) {stack=v22, pc=27, k='store_x', x=v27, depth=v26}
  0058db  sub     rsp,0x70
  0058e2  mov     [rsp+0x30],rcx
  0058ea  mov     [rsp+0x38],rsi
  0058f2  mov     [rsp+0x40],rdi
  0058fa  mov     [rsp+0x48],r8
  005902  mov     [rsp+0x50],r9
  00590a  mov     [rsp+0x58],r10
  005912  mov     [rsp],r13
  00591a  mov     qword ptr [rsp+8],3
  005926  mov     qword ptr [rsp+0x10],0
  005932  mov     qword ptr [rsp+0x18],1
  00593e  mov     [rsp+0x20],r15
  005946  mov     qword ptr [rsp+0x28],1
  005952  mov     rdi,[rbp+0x20]
  005959  mov     esi,0x10
  00595e  mov     rdx,rsp
  005961  mov     rcx,0xfffffffffffffffc
  00596b  mov     r8,0xfffffffffffffffc
  005975  mov     r9,0
  00597f  mov     rax,<list_op>
  005989  call    rax
  00598b  mov     r11,rax
  00598e  mov     rcx,[rsp+0x30]
  005996  mov     rsi,[rsp+0x38]
  00599e  mov     rdi,[rsp+0x40]
  0059a6  mov     r8,[rsp+0x48]
  0059ae  mov     r9,[rsp+0x50]
  0059b6  mov     r10,[rsp+0x58]
  0059be  add     rsp,0x70
  0059c5  test    rdx,rdx
  0059c8  je      0x00000000000068dd
  0059ce  mov     r13,r11
; v29:list = set v1, 1, v27 owned => store_x/2 (32) {stack=v28, pc=27, a=1, x=v27}
  0059d1  cmp     qword ptr [r12+8],0
  0059dd  jne     0x0000000000006299
  0059e3  cmp     qword ptr [r12-0x10],1
  0059ef  jne     0x0000000000006299
  0059f5  cmp     qword ptr [r12-8],1
  005a01  jne     0x0000000000006299
  005a07  cmp     qword ptr [r12],1
  005a13  jbe     0x0000000000006299
  005a19  mov     rax,[r12+0x10]
  005a21  lea     rax,[rax+8]
  005a28  mov     [rax],rbx
; v30:int = readlist v29, 1 => op_load/2 (52) {mem=v29, stack=v28, pc=4, a=1}
  005a2b  cmp     qword ptr [r12],1
  005a37  jbe     0x000000000000694e
  005a3d  mov     rax,[r12+8]
  005a45  test    rax,rax
  005a48  je      0x0000000000005a5b
  005a4e  cmp     byte ptr [rax+1],1
  005a55  jne     0x000000000000694e
  005a5b  mov     rax,[r12+0x10]
  005a63  mov     rbx,[rax+8]
; v31:list = append v28, v30 owned
  005a6a  sub     rsp,0x70
  005a71  mov     [rsp+0x30],rcx
  005a79  mov     [rsp+0x38],rsi
  005a81  mov     [rsp+0x40],rdi
  005a89  mov     [rsp+0x48],r8
  005a91  mov     [rsp+0x50],r9
  005a99  mov     [rsp+0x58],r10
  005aa1  mov     [rsp],r13
  005aa9  mov     qword ptr [rsp+8],3
  005ab5  mov     [rsp+0x10],rbx
  005abd  mov     qword ptr [rsp+0x18],1
  005ac9  mov     rdi,[rbp+0x20]
  005ad0  mov     esi,0xf
  005ad5  mov     rdx,rsp
  005ad8  mov     rcx,0xfffffffffffffffc
  005ae2  mov     r8,0xfffffffffffffffc
  005aec  mov     r9,0
  005af6  mov     rax,<list_op>
  005b00  call    rax
  005b02  mov     r11,rax
  005b05  mov     rcx,[rsp+0x30]
  005b0d  mov     rsi,[rsp+0x38]
  005b15  mov     rdi,[rsp+0x40]
  005b1d  mov     r8,[rsp+0x48]
  005b25  mov     r9,[rsp+0x50]
  005b2d  mov     r10,[rsp+0x58]
  005b35  add     rsp,0x70
  005b3c  mov     r13,r11
; v32:int = readlist v29, 0 => op_load/2 (57) {mem=v29, stack=v31, pc=6, a=0}
  005b3f  cmp     qword ptr [r12],0
  005b4b  jbe     0x00000000000069ad
  005b51  mov     rax,[r12+8]
  005b59  test    rax,rax
  005b5c  je      0x0000000000005b6f
  005b62  cmp     byte ptr [rax],1
  005b69  jne     0x00000000000069ad
  005b6f  mov     rax,[r12+0x10]
  005b77  mov     rbx,[rax]
; v33:list = append v31, v32 owned
  005b7e  sub     rsp,0x70
  005b85  mov     [rsp+0x30],rcx
  005b8d  mov     [rsp+0x38],rsi
  005b95  mov     [rsp+0x40],rdi
  005b9d  mov     [rsp+0x48],r8
  005ba5  mov     [rsp+0x50],r9
  005bad  mov     [rsp+0x58],r10
  005bb5  mov     [rsp],r13
  005bbd  mov     qword ptr [rsp+8],3
  005bc9  mov     [rsp+0x10],rbx
  005bd1  mov     qword ptr [rsp+0x18],1
  005bdd  mov     rdi,[rbp+0x20]
  005be4  mov     esi,0xf
  005be9  mov     rdx,rsp
  005bec  mov     rcx,0xfffffffffffffffc
  005bf6  mov     r8,0xfffffffffffffffc
  005c00  mov     r9,0
  005c0a  mov     rax,<list_op>
  005c14  call    rax
  005c16  mov     r11,rax
  005c19  mov     rcx,[rsp+0x30]
  005c21  mov     rsi,[rsp+0x38]
  005c29  mov     rdi,[rsp+0x40]
  005c31  mov     r8,[rsp+0x48]
  005c39  mov     r9,[rsp+0x50]
  005c41  mov     r10,[rsp+0x58]
  005c49  add     rsp,0x70
  005c50  mov     r13,r11
; v34:int = len v33
  005c53  mov     rbx,[r13]
; v35:int = lt v34, 2
; guard_false v35 => pop2/2 (68) {mem=v29, stack=v33, pc=8, opcode='lt', k='binary_xy', depth=v34, few=1}
  005c5b  cmp     rbx,2
  005c62  jl      0x0000000000006a0c
; v37:int = sub_nov v34, 1
  005c68  mov     r15,rbx
  005c6b  sub     r15,1
; v38:int = readlist v33, v37 => pop2_top/1 (69) {mem=v29, stack=v33, pc=8, opcode='lt', k='binary_xy', depth=v37}
  005c72  cmp     r15,[r13]
  005c7a  jae     0x0000000000006aa9
  005c80  mov     rax,[r13+8]
  005c88  test    rax,rax
  005c8b  je      0x0000000000005c9c
  005c91  cmp     byte ptr [rax+r15],1
  005c96  jne     0x0000000000006aa9
  005c9c  mov     rax,[r13+0x10]
  005ca4  mov     r15,[rax+r15*8]
; v39:int = add_nov v34, -2
  005ca8  add     rbx,0xfffffffffffffffe
; v40:int = readlist v33, v39 => pop2_top/3 (69) {mem=v29, stack=v33, pc=8, opcode='lt', k='binary_xy', y=v38, depth=v39}
  005caf  cmp     rbx,[r13]
  005cb7  jae     0x0000000000006b30
  005cbd  mov     rax,[r13+8]
  005cc5  test    rax,rax
  005cc8  je      0x0000000000005cd9
  005cce  cmp     byte ptr [rax+rbx],1
  005cd3  jne     0x0000000000006b30
  005cd9  mov     rax,[r13+0x10]
  005ce1  mov     r14,[rax+rbx*8]
; v41:list = slice v33, 0, v39 owned => pop2_top/4 (69) {mem=v29, stack=v33, pc=8, opcode='lt', k='binary_xy', x=v40, y=v38, depth=v39}
  005ce5  sub     rsp,0x70
  005cec  mov     [rsp+0x30],rcx
  005cf4  mov     [rsp+0x38],rsi
  005cfc  mov     [rsp+0x40],rdi
  005d04  mov     [rsp+0x48],r8
  005d0c  mov     [rsp+0x50],r9
  005d14  mov     [rsp+0x58],r10
  005d1c  mov     [rsp],r13
  005d24  mov     qword ptr [rsp+8],3
  005d30  mov     qword ptr [rsp+0x10],0
  005d3c  mov     qword ptr [rsp+0x18],1
  005d48  mov     [rsp+0x20],rbx
  005d50  mov     qword ptr [rsp+0x28],1
  005d5c  mov     rdi,[rbp+0x20]
  005d63  mov     esi,0x10
  005d68  mov     rdx,rsp
  005d6b  mov     rcx,0xfffffffffffffffc
  005d75  mov     r8,0xfffffffffffffffc
  005d7f  mov     r9,0
  005d89  mov     rax,<list_op>
  005d93  call    rax
  005d95  mov     r11,rax
  005d98  mov     rcx,[rsp+0x30]
  005da0  mov     rsi,[rsp+0x38]
  005da8  mov     rdi,[rsp+0x40]
  005db0  mov     r8,[rsp+0x48]
  005db8  mov     r9,[rsp+0x50]
  005dc0  mov     r10,[rsp+0x58]
  005dc8  add     rsp,0x70
  005dcf  test    rdx,rdx
  005dd2  je      0x0000000000006bc9
  005dd8  mov     r13,r11
; v42:int = lt v40, v38
  005ddb  cmp     r14,r15
  005dde  setl    al
  005de1  movzx   r14d,al
; v43:list = append v41, v42 owned
  005de5  sub     rsp,0x70
  005dec  mov     [rsp+0x30],rcx
  005df4  mov     [rsp+0x38],rsi
  005dfc  mov     [rsp+0x40],rdi
  005e04  mov     [rsp+0x48],r8
  005e0c  mov     [rsp+0x50],r9
  005e14  mov     [rsp+0x58],r10
  005e1c  mov     [rsp],r13
  005e24  mov     qword ptr [rsp+8],3
  005e30  mov     [rsp+0x10],r14
  005e38  mov     qword ptr [rsp+0x18],1
  005e44  mov     rdi,[rbp+0x20]
  005e4b  mov     esi,0xf
  005e50  mov     rdx,rsp
  005e53  mov     rcx,0xfffffffffffffffc
  005e5d  mov     r8,0xfffffffffffffffc
  005e67  mov     r9,0
  005e71  mov     rax,<list_op>
  005e7b  call    rax
  005e7d  mov     r11,rax
  005e80  mov     rcx,[rsp+0x30]
  005e88  mov     rsi,[rsp+0x38]
  005e90  mov     rdi,[rsp+0x40]
  005e98  mov     r8,[rsp+0x48]
  005ea0  mov     r9,[rsp+0x50]
  005ea8  mov     r10,[rsp+0x58]
  005eb0  add     rsp,0x70
  005eb7  mov     r13,r11
; v44:int = len v43
  005eba  mov     r14,[r13]
; v45:int = eq v44, 0
; guard_false v45 => pop/2 (92) {mem=v29, stack=v43, pc=9, k='jump_if_zero_x', depth=v44, empty=1}
  005ec2  test    r14,r14
  005ec5  je      0x0000000000006c74
; v47:int = sub_nov v44, 1
  005ecb  sub     r14,1
; v48:int = readlist v43, v47 => pop_top/1 (93) {mem=v29, stack=v43, pc=9, k='jump_if_zero_x', depth=v47}
  005ed2  cmp     r14,[r13]
  005eda  jae     0x0000000000006cfb
  005ee0  mov     rax,[r13+8]
  005ee8  test    rax,rax
  005eeb  je      0x0000000000005efc
  005ef1  cmp     byte ptr [rax+r14],1
  005ef6  jne     0x0000000000006cfb
  005efc  mov     rax,[r13+0x10]
  005f04  mov     r15,[rax+r14*8]
; v49:list = slice v43, 0, v47 owned => pop_top/2 (93) {mem=v29, stack=v43, pc=9, k='jump_if_zero_x', x=v48, depth=v47}
  005f08  sub     rsp,0x70
  005f0f  mov     [rsp+0x30],rcx
  005f17  mov     [rsp+0x38],rsi
  005f1f  mov     [rsp+0x40],rdi
  005f27  mov     [rsp+0x48],r8
  005f2f  mov     [rsp+0x50],r9
  005f37  mov     [rsp+0x58],r10
  005f3f  mov     [rsp],r13
  005f47  mov     qword ptr [rsp+8],3
  005f53  mov     qword ptr [rsp+0x10],0
  005f5f  mov     qword ptr [rsp+0x18],1
  005f6b  mov     [rsp+0x20],r14
  005f73  mov     qword ptr [rsp+0x28],1
  005f7f  mov     rdi,[rbp+0x20]
  005f86  mov     esi,0x10
  005f8b  mov     rdx,rsp
  005f8e  mov     rcx,0xfffffffffffffffc
  005f98  mov     r8,0xfffffffffffffffc
  005fa2  mov     r9,0
  005fac  mov     rax,<list_op>
  005fb6  call    rax
  005fb8  mov     r11,rax
  005fbb  mov     rcx,[rsp+0x30]
  005fc3  mov     rsi,[rsp+0x38]
  005fcb  mov     rdi,[rsp+0x40]
  005fd3  mov     r8,[rsp+0x48]
  005fdb  mov     r9,[rsp+0x50]
  005fe3  mov     r10,[rsp+0x58]
  005feb  add     rsp,0x70
  005ff2  test    rdx,rdx
  005ff5  je      0x0000000000006d6c
  005ffb  mov     r13,r11
; guard_true v48 => jump_if_zero_x/0 (96) {mem=v29, stack=v49, pc=9, x=0}
  005ffe  test    r15,r15
  006001  je      0x0000000000006def
; v51:list = append v49, 0 owned
  006007  sub     rsp,0x70
  00600e  mov     [rsp+0x30],rcx
  006016  mov     [rsp+0x38],rsi
  00601e  mov     [rsp+0x40],rdi
  006026  mov     [rsp+0x48],r8
  00602e  mov     [rsp+0x50],r9
  006036  mov     [rsp+0x58],r10
  00603e  mov     [rsp],r13
  006046  mov     qword ptr [rsp+8],3
  006052  mov     qword ptr [rsp+0x10],0
  00605e  mov     qword ptr [rsp+0x18],1
  00606a  mov     rdi,[rbp+0x20]
  006071  mov     esi,0xf
  006076  mov     rdx,rsp
  006079  mov     rcx,0xfffffffffffffffc
  006083  mov     r8,0xfffffffffffffffc
  00608d  mov     r9,0
  006097  mov     rax,<list_op>
  0060a1  call    rax
  0060a3  mov     r11,rax
  0060a6  mov     rcx,[rsp+0x30]
  0060ae  mov     rsi,[rsp+0x38]
  0060b6  mov     rdi,[rsp+0x40]
  0060be  mov     r8,[rsp+0x48]
  0060c6  mov     r9,[rsp+0x50]
  0060ce  mov     r10,[rsp+0x58]
  0060d6  add     rsp,0x70
  0060dd  mov     r13,r11
; v52:int = len v51
  0060e0  mov     r15,[r13]
; v53:int = eq v52, 0
; guard_false v53 => pop/2 (108) {mem=v29, stack=v51, pc=13, k='store_x', depth=v52, empty=1}
  0060e8  test    r15,r15
  0060eb  je      0x0000000000006e4e
; v55:int = sub_nov v52, 1
  0060f1  sub     r15,1
; v56:int = readlist v51, v55 => pop_top/1 (109) {mem=v29, stack=v51, pc=13, k='store_x', depth=v55}
  0060f8  cmp     r15,[r13]
  006100  jae     0x0000000000006ed5
  006106  mov     rax,[r13+8]
  00610e  test    rax,rax
  006111  je      0x0000000000006122
  006117  cmp     byte ptr [rax+r15],1
  00611c  jne     0x0000000000006ed5
  006122  mov     rax,[r13+0x10]
  00612a  mov     r14,[rax+r15*8]
; v57:list = slice v51, 0, v55 owned => pop_top/2 (109) {mem=v29, stack=v51, pc=13, k='store_x', x=v56, depth=v55}
  00612e  sub     rsp,0x70
  006135  mov     [rsp+0x30],rcx
  00613d  mov     [rsp+0x38],rsi
  006145  mov     [rsp+0x40],rdi
  00614d  mov     [rsp+0x48],r8
  006155  mov     [rsp+0x50],r9
  00615d  mov     [rsp+0x58],r10
  006165  mov     [rsp],r13
  00616d  mov     qword ptr [rsp+8],3
  006179  mov     qword ptr [rsp+0x10],0
  006185  mov     qword ptr [rsp+0x18],1
  006191  mov     [rsp+0x20],r15
  006199  mov     qword ptr [rsp+0x28],1
  0061a5  mov     rdi,[rbp+0x20]
  0061ac  mov     esi,0x10
  0061b1  mov     rdx,rsp
  0061b4  mov     rcx,0xfffffffffffffffc
  0061be  mov     r8,0xfffffffffffffffc
  0061c8  mov     r9,0
  0061d2  mov     rax,<list_op>
  0061dc  call    rax
  0061de  mov     r11,rax
  0061e1  mov     rcx,[rsp+0x30]
  0061e9  mov     rsi,[rsp+0x38]
  0061f1  mov     rdi,[rsp+0x40]
  0061f9  mov     r8,[rsp+0x48]
  006201  mov     r9,[rsp+0x50]
  006209  mov     r10,[rsp+0x58]
  006211  add     rsp,0x70
  006218  test    rdx,rdx
  00621b  je      0x0000000000006f46
  006221  mov     r13,r11
; v58:list = set v29, 2, v56 owned => store_x/2 (111) {mem=v29, stack=v57, pc=13, a=2, x=v56}
  006224  cmp     qword ptr [r12+8],0
  006230  jne     0x0000000000006394
  006236  cmp     qword ptr [r12],2
  006242  jbe     0x0000000000006394
  006248  mov     rax,[r12+0x10]
  006250  lea     rax,[rax+0x10]
  006257  mov     [rax],r14
; jump_trace T0 => dispatch_loop/0 (112) {mem=v58, stack=v57, pc=15}
  00625a  mov     [rbp+0x30],r12
  006261  mov     qword ptr [rbp+0xc8],3
  00626c  mov     [rbp+0x40],r13
  006273  mov     qword ptr [rbp+0xd8],3
  00627e  mov     qword ptr [rbp+0x50],0xf
  006289  mov     qword ptr [rbp+0xe8],1
  006294  jmp     0x0000000000000030
  006299  sub     rsp,0x70
  0062a0  mov     [rsp+0x30],rcx
  0062a8  mov     [rsp+0x38],rsi
  0062b0  mov     [rsp+0x40],rdi
  0062b8  mov     [rsp+0x48],r8
  0062c0  mov     [rsp+0x50],r9
  0062c8  mov     [rsp+0x58],r10
  0062d0  mov     [rsp],r12
  0062d8  mov     qword ptr [rsp+8],3
  0062e4  mov     qword ptr [rsp+0x10],1
  0062f0  mov     qword ptr [rsp+0x18],1
  0062fc  mov     [rsp+0x20],rbx
  006304  mov     qword ptr [rsp+0x28],1
  006310  mov     rdi,[rbp+0x20]
  006317  mov     esi,0xe
  00631c  mov     rdx,rsp
  00631f  mov     rcx,0xfffffffffffffffe
  006329  mov     r8,0xfffffffffffffffe
  006333  mov     r9,0
  00633d  mov     rax,<list_op>
  006347  call    rax
  006349  mov     r11,rax
  00634c  mov     rcx,[rsp+0x30]
  006354  mov     rsi,[rsp+0x38]
  00635c  mov     rdi,[rsp+0x40]
  006364  mov     r8,[rsp+0x48]
  00636c  mov     r9,[rsp+0x50]
  006374  mov     r10,[rsp+0x58]
  00637c  add     rsp,0x70
  006383  test    rdx,rdx
  006386  je      0x0000000000006fc9
  00638c  mov     r12,r11
  00638f  jmp     0x0000000000005a2b
  006394  sub     rsp,0x70
  00639b  mov     [rsp+0x30],rcx
  0063a3  mov     [rsp+0x38],rsi
  0063ab  mov     [rsp+0x40],rdi
  0063b3  mov     [rsp+0x48],r8
  0063bb  mov     [rsp+0x50],r9
  0063c3  mov     [rsp+0x58],r10
  0063cb  mov     [rsp],r12
  0063d3  mov     qword ptr [rsp+8],3
  0063df  mov     qword ptr [rsp+0x10],2
  0063eb  mov     qword ptr [rsp+0x18],1
  0063f7  mov     [rsp+0x20],r14
  0063ff  mov     qword ptr [rsp+0x28],1
  00640b  mov     rdi,[rbp+0x20]
  006412  mov     esi,0xe
  006417  mov     rdx,rsp
  00641a  mov     rcx,0xfffffffffffffffe
  006424  mov     r8,0xfffffffffffffffe
  00642e  mov     r9,0
  006438  mov     rax,<list_op>
  006442  call    rax
  006444  mov     r11,rax
  006447  mov     rcx,[rsp+0x30]
  00644f  mov     rsi,[rsp+0x38]
  006457  mov     rdi,[rsp+0x40]
  00645f  mov     r8,[rsp+0x48]
  006467  mov     r9,[rsp+0x50]
  00646f  mov     r10,[rsp+0x58]
  006477  add     rsp,0x70
  00647e  test    rdx,rdx
  006481  je      0x0000000000007028
  006487  mov     r12,r11
  00648a  jmp     0x000000000000625a
; exits
  00648f  mov     rax,0x1fffffffe
  006499  jmp     0x0000000000000016
  00649e  mov     rax,0x100000000
  0064a8  jmp     0x0000000000000016
  0064ad  sub     r14,2
  0064b4  mov     rax,0x100000001
  0064be  jmp     0x0000000000000016
  0064c3  mov     [rbp+0x10],rbx
  0064ca  mov     qword ptr [rbp+0x18],3
  0064d5  mov     [rbp+0x50],r14
  0064dc  mov     qword ptr [rbp+0xe8],1
  0064e7  mov     rdi,[rbp+0x20]
  0064ee  mov     rsi,8
  0064f8  mov     rdx,0
  006502  mov     rax,<exit_lists>
  00650c  call    rax
  00650e  mov     rax,0x100000002
  006518  jmp     0x0000000000000016
  00651d  mov     [rbp+0x10],r14
  006524  mov     qword ptr [rbp+0x18],1
  00652f  mov     [rbp+0x50],r14
  006536  mov     qword ptr [rbp+0xe8],1
  006541  mov     rax,0x100000003
  00654b  jmp     0x0000000000000016
  006550  mov     qword ptr [rbp+0x50],0x16
  00655b  mov     qword ptr [rbp+0xe8],1
  006566  mov     qword ptr [rbp+0x78],1
  006571  mov     qword ptr [rbp+0x110],1
  00657c  mov     rax,0x100000004
  006586  jmp     0x0000000000000016
  00658b  mov     [rbp+0x40],r13
  006592  mov     qword ptr [rbp+0xd8],3
  00659d  mov     qword ptr [rbp+0x50],0x1a
  0065a8  mov     qword ptr [rbp+0xe8],1
  0065b3  mov     qword ptr [rbp+0x58],0x13
  0065be  mov     qword ptr [rbp+0xf0],2
  0065c9  mov     qword ptr [rbp+<exit lists 0>0],0x28
  0065d4  mov     qword ptr [rbp+0x118],2
  0065df  mov     [rbp+0xa0],r14
  0065e6  mov     qword ptr [rbp+0x138],1
  0065f1  mov     qword ptr [rbp+0xb8],1
  0065fc  mov     qword ptr [rbp+0x150],1
  006607  mov     rax,0x100000005
  006611  jmp     0x0000000000000016
  006616  mov     [rbp+0x40],r13
  00661d  mov     qword ptr [rbp+0xd8],3
  006628  mov     qword ptr [rbp+0x50],0x1a
  006633  mov     qword ptr [rbp+0xe8],1
  00663e  mov     qword ptr [rbp+0x58],0x13
  006649  mov     qword ptr [rbp+0xf0],2
  006654  mov     qword ptr [rbp+<exit lists 0>0],0x28
  00665f  mov     qword ptr [rbp+0x118],2
  00666a  mov     [rbp+0xa0],rbx
  006671  mov     qword ptr [rbp+0x138],1
  00667c  mov     rax,0x100000006
  006686  jmp     0x0000000000000016
  00668b  mov     [rbp+0x40],r13
  006692  mov     qword ptr [rbp+0xd8],3
  00669d  mov     qword ptr [rbp+0x50],0x1a
  0066a8  mov     qword ptr [rbp+0xe8],1
  0066b3  mov     qword ptr [rbp+0x58],0x13
  0066be  mov     qword ptr [rbp+0xf0],2
  0066c9  mov     qword ptr [rbp+<exit lists 0>0],0x28
  0066d4  mov     qword ptr [rbp+0x118],2
  0066df  mov     [rbp+0x90],rbx
  0066e6  mov     qword ptr [rbp+0x128],1
  0066f1  mov     [rbp+0xa0],r14
  0066f8  mov     qword ptr [rbp+0x138],1
  006703  mov     rax,0x100000007
  00670d  jmp     0x0000000000000016
  006712  mov     [rbp+0x40],r13
  006719  mov     qword ptr [rbp+0xd8],3
  006724  mov     qword ptr [rbp+0x50],0x1a
  00672f  mov     qword ptr [rbp+0xe8],1
  00673a  mov     qword ptr [rbp+0x58],0x13
  006745  mov     qword ptr [rbp+0xf0],2
  006750  mov     qword ptr [rbp+<exit lists 0>0],0x28
  00675b  mov     qword ptr [rbp+0x118],2
  006766  mov     [rbp+<exit lists 0>8],r15
  00676d  mov     qword ptr [rbp+0x120],1
  006778  mov     [rbp+0x90],rbx
  00677f  mov     qword ptr [rbp+0x128],1
  00678a  mov     [rbp+0xa0],r14
  006791  mov     qword ptr [rbp+0x138],1
  00679c  mov     rax,0x100000008
  0067a6  jmp     0x0000000000000016
  0067ab  sub     r15,rbx
  0067ae  mov     [rbp+0x40],r13
  0067b5  mov     qword ptr [rbp+0xd8],3
  0067c0  mov     qword ptr [rbp+0x50],0x1a
  0067cb  mov     qword ptr [rbp+0xe8],1
  0067d6  mov     [rbp+<exit lists 0>8],r15
  0067dd  mov     qword ptr [rbp+0x120],1
  0067e8  mov     [rbp+0x90],rbx
  0067ef  mov     qword ptr [rbp+0x128],1
  0067fa  mov     rax,0x100000009
  006804  jmp     0x0000000000000016
  006809  mov     [rbp+0x40],r13
  006810  mov     qword ptr [rbp+0xd8],3
  00681b  mov     qword ptr [rbp+0x50],0x1b
  006826  mov     qword ptr [rbp+0xe8],1
  006831  mov     qword ptr [rbp+<exit lists 0>0],0x27
  00683c  mov     qword ptr [rbp+0x118],2
  006847  mov     [rbp+0xa0],r15
  00684e  mov     qword ptr [rbp+0x138],1
  006859  mov     qword ptr [rbp+0xa8],1
  006864  mov     qword ptr [rbp+0x140],1
  00686f  mov     rax,0x10000000a
  006879  jmp     0x0000000000000016
  00687e  mov     [rbp+0x40],r13
  006885  mov     qword ptr [rbp+0xd8],3
  006890  mov     qword ptr [rbp+0x50],0x1b
  00689b  mov     qword ptr [rbp+0xe8],1
  0068a6  mov     qword ptr [rbp+<exit lists 0>0],0x27
  0068b1  mov     qword ptr [rbp+0x118],2
  0068bc  mov     [rbp+0xa0],r15
  0068c3  mov     qword ptr [rbp+0x138],1
  0068ce  mov     rax,0x10000000b
  0068d8  jmp     0x0000000000000016
  0068dd  mov     [rbp+0x40],r13
  0068e4  mov     qword ptr [rbp+0xd8],3
  0068ef  mov     qword ptr [rbp+0x50],0x1b
  0068fa  mov     qword ptr [rbp+0xe8],1
  006905  mov     qword ptr [rbp+<exit lists 0>0],0x27
  006910  mov     qword ptr [rbp+0x118],2
  00691b  mov     [rbp+<exit lists 0>8],rbx
  006922  mov     qword ptr [rbp+0x120],1
  00692d  mov     [rbp+0xa0],r15
  006934  mov     qword ptr [rbp+0x138],1
  00693f  mov     rax,0x10000000c
  006949  jmp     0x0000000000000016
  00694e  mov     [rbp+0x30],r12
  006955  mov     qword ptr [rbp+0xc8],3
  006960  mov     [rbp+0x40],r13
  006967  mov     qword ptr [rbp+0xd8],3
  006972  mov     qword ptr [rbp+0x50],4
  00697d  mov     qword ptr [rbp+0xe8],1
  006988  mov     qword ptr [rbp+0x78],1
  006993  mov     qword ptr [rbp+0x110],1
  00699e  mov     rax,0x10000000e
  0069a8  jmp     0x0000000000000016
  0069ad  mov     [rbp+0x30],r12
  0069b4  mov     qword ptr [rbp+0xc8],3
  0069bf  mov     [rbp+0x40],r13
  0069c6  mov     qword ptr [rbp+0xd8],3
  0069d1  mov     qword ptr [rbp+0x50],6
  0069dc  mov     qword ptr [rbp+0xe8],1
  0069e7  mov     qword ptr [rbp+0x78],0
  0069f2  mov     qword ptr [rbp+0x110],1
  0069fd  mov     rax,0x10000000f
  006a07  jmp     0x0000000000000016
  006a0c  mov     [rbp+0x30],r12
  006a13  mov     qword ptr [rbp+0xc8],3
  006a1e  mov     [rbp+0x40],r13
  006a25  mov     qword ptr [rbp+0xd8],3
  006a30  mov     qword ptr [rbp+0x50],8
  006a3b  mov     qword ptr [rbp+0xe8],1
  006a46  mov     qword ptr [rbp+0x58],0xd
  006a51  mov     qword ptr [rbp+0xf0],2
  006a5c  mov     qword ptr [rbp+<exit lists 0>0],0x28
  006a67  mov     qword ptr [rbp+0x118],2
  006a72  mov     [rbp+0xa0],rbx
  006a79  mov     qword ptr [rbp+0x138],1
  006a84  mov     qword ptr [rbp+0xb8],1
  006a8f  mov     qword ptr [rbp+0x150],1
  006a9a  mov     rax,0x100000010
  006aa4  jmp     0x0000000000000016
  006aa9  mov     [rbp+0x30],r12
  006ab0  mov     qword ptr [rbp+0xc8],3
  006abb  mov     [rbp+0x40],r13
  006ac2  mov     qword ptr [rbp+0xd8],3
  006acd  mov     qword ptr [rbp+0x50],8
  006ad8  mov     qword ptr [rbp+0xe8],1
  006ae3  mov     qword ptr [rbp+0x58],0xd
  006aee  mov     qword ptr [rbp+0xf0],2
  006af9  mov     qword ptr [rbp+<exit lists 0>0],0x28
  006b04  mov     qword ptr [rbp+0x118],2
  006b0f  mov     [rbp+0xa0],r15
  006b16  mov     qword ptr [rbp+0x138],1
  006b21  mov     rax,0x100000011
  006b2b  jmp     0x0000000000000016
  006b30  mov     [rbp+0x30],r12
  006b37  mov     qword ptr [rbp+0xc8],3
  006b42  mov     [rbp+0x40],r13
  006b49  mov     qword ptr [rbp+0xd8],3
  006b54  mov     qword ptr [rbp+0x50],8
  006b5f  mov     qword ptr [rbp+0xe8],1
  006b6a  mov     qword ptr [rbp+0x58],0xd
  006b75  mov     qword ptr [rbp+0xf0],2
  006b80  mov     qword ptr [rbp+<exit lists 0>0],0x28
  006b8b  mov     qword ptr [rbp+0x118],2
  006b96  mov     [rbp+0x90],r15
  006b9d  mov     qword ptr [rbp+0x128],1
  006ba8  mov     [rbp+0xa0],rbx
  006baf  mov     qword ptr [rbp+0x138],1
  006bba  mov     rax,0x100000012
  006bc4  jmp     0x0000000000000016
  006bc9  mov     [rbp+0x30],r12
  006bd0  mov     qword ptr [rbp+0xc8],3
  006bdb  mov     [rbp+0x40],r13
  006be2  mov     qword ptr [rbp+0xd8],3
  006bed  mov     qword ptr [rbp+0x50],8
  006bf8  mov     qword ptr [rbp+0xe8],1
  006c03  mov     qword ptr [rbp+0x58],0xd
  006c0e  mov     qword ptr [rbp+0xf0],2
  006c19  mov     qword ptr [rbp+<exit lists 0>0],0x28
  006c24  mov     qword ptr [rbp+0x118],2
  006c2f  mov     [rbp+<exit lists 0>8],r14
  006c36  mov     qword ptr [rbp+0x120],1
  006c41  mov     [rbp+0x90],r15
  006c48  mov     qword ptr [rbp+0x128],1
  006c53  mov     [rbp+0xa0],rbx
  006c5a  mov     qword ptr [rbp+0x138],1
  006c65  mov     rax,0x100000013
  006c6f  jmp     0x0000000000000016
  006c74  mov     [rbp+0x30],r12
  006c7b  mov     qword ptr [rbp+0xc8],3
  006c86  mov     [rbp+0x40],r13
  006c8d  mov     qword ptr [rbp+0xd8],3
  006c98  mov     qword ptr [rbp+0x50],9
  006ca3  mov     qword ptr [rbp+0xe8],1
  006cae  mov     qword ptr [rbp+<exit lists 0>0],0x2c
  006cb9  mov     qword ptr [rbp+0x118],2
  006cc4  mov     [rbp+0xa0],r14
  006ccb  mov     qword ptr [rbp+0x138],1
  006cd6  mov     qword ptr [rbp+0xa8],1
  006ce1  mov     qword ptr [rbp+0x140],1
  006cec  mov     rax,0x100000014
  006cf6  jmp     0x0000000000000016
  006cfb  mov     [rbp+0x30],r12
  006d02  mov     qword ptr [rbp+0xc8],3
  006d0d  mov     [rbp+0x40],r13
  006d14  mov     qword ptr [rbp+0xd8],3
  006d1f  mov     qword ptr [rbp+0x50],9
  006d2a  mov     qword ptr [rbp+0xe8],1
  006d35  mov     qword ptr [rbp+<exit lists 0>0],0x2c
  006d40  mov     qword ptr [rbp+0x118],2
  006d4b  mov     [rbp+0xa0],r14
  006d52  mov     qword ptr [rbp+0x138],1
  006d5d  mov     rax,0x100000015
  006d67  jmp     0x0000000000000016
  006d6c  mov     [rbp+0x30],r12
  006d73  mov     qword ptr [rbp+0xc8],3
  006d7e  mov     [rbp+0x40],r13
  006d85  mov     qword ptr [rbp+0xd8],3
  006d90  mov     qword ptr [rbp+0x50],9
  006d9b  mov     qword ptr [rbp+0xe8],1
  006da6  mov     qword ptr [rbp+<exit lists 0>0],0x2c
  006db1  mov     qword ptr [rbp+0x118],2
  006dbc  mov     [rbp+<exit lists 0>8],r15
  006dc3  mov     qword ptr [rbp+0x120],1
  006dce  mov     [rbp+0xa0],r14
  006dd5  mov     qword ptr [rbp+0x138],1
  006de0  mov     rax,0x100000016
  006dea  jmp     0x0000000000000016
  006def  mov     [rbp+0x30],r12
  006df6  mov     qword ptr [rbp+0xc8],3
  006e01  mov     [rbp+0x40],r13
  006e08  mov     qword ptr [rbp+0xd8],3
  006e13  mov     qword ptr [rbp+0x50],9
  006e1e  mov     qword ptr [rbp+0xe8],1
  006e29  mov     qword ptr [rbp+<exit lists 0>8],0
  006e34  mov     qword ptr [rbp+0x120],1
  006e3f  mov     rax,0x100000017
  006e49  jmp     0x0000000000000016
  006e4e  mov     [rbp+0x30],r12
  006e55  mov     qword ptr [rbp+0xc8],3
  006e60  mov     [rbp+0x40],r13
  006e67  mov     qword ptr [rbp+0xd8],3
  006e72  mov     qword ptr [rbp+0x50],0xd
  006e7d  mov     qword ptr [rbp+0xe8],1
  006e88  mov     qword ptr [rbp+<exit lists 0>0],0x27
  006e93  mov     qword ptr [rbp+0x118],2
  006e9e  mov     [rbp+0xa0],r15
  006ea5  mov     qword ptr [rbp+0x138],1
  006eb0  mov     qword ptr [rbp+0xa8],1
  006ebb  mov     qword ptr [rbp+0x140],1
  006ec6  mov     rax,0x100000018
  006ed0  jmp     0x0000000000000016
  006ed5  mov     [rbp+0x30],r12
  006edc  mov     qword ptr [rbp+0xc8],3
  006ee7  mov     [rbp+0x40],r13
  006eee  mov     qword ptr [rbp+0xd8],3
  006ef9  mov     qword ptr [rbp+0x50],0xd
  006f04  mov     qword ptr [rbp+0xe8],1
  006f0f  mov     qword ptr [rbp+<exit lists 0>0],0x27
  006f1a  mov     qword ptr [rbp+0x118],2
  006f25  mov     [rbp+0xa0],r15
  006f2c  mov     qword ptr [rbp+0x138],1
  006f37  mov     rax,0x100000019
  006f41  jmp     0x0000000000000016
  006f46  mov     [rbp+0x30],r12
  006f4d  mov     qword ptr [rbp+0xc8],3
  006f58  mov     [rbp+0x40],r13
  006f5f  mov     qword ptr [rbp+0xd8],3
  006f6a  mov     qword ptr [rbp+0x50],0xd
  006f75  mov     qword ptr [rbp+0xe8],1
  006f80  mov     qword ptr [rbp+<exit lists 0>0],0x27
  006f8b  mov     qword ptr [rbp+0x118],2
  006f96  mov     [rbp+<exit lists 0>8],r14
  006f9d  mov     qword ptr [rbp+0x120],1
  006fa8  mov     [rbp+0xa0],r15
  006faf  mov     qword ptr [rbp+0x138],1
  006fba  mov     rax,0x10000001a
  006fc4  jmp     0x0000000000000016
  006fc9  mov     [rbp+0x40],r13
  006fd0  mov     qword ptr [rbp+0xd8],3
  006fdb  mov     qword ptr [rbp+0x50],0x1b
  006fe6  mov     qword ptr [rbp+0xe8],1
  006ff1  mov     qword ptr [rbp+0x78],1
  006ffc  mov     qword ptr [rbp+0x110],1
  007007  mov     [rbp+<exit lists 0>8],rbx
  00700e  mov     qword ptr [rbp+0x120],1
  007019  mov     rax,0x10000000d
  007023  jmp     0x0000000000000016
  007028  mov     [rbp+0x30],r12
  00702f  mov     qword ptr [rbp+0xc8],3
  00703a  mov     [rbp+0x40],r13
  007041  mov     qword ptr [rbp+0xd8],3
  00704c  mov     qword ptr [rbp+0x50],0xd
  007057  mov     qword ptr [rbp+0xe8],1
  007062  mov     qword ptr [rbp+0x78],2
  00706d  mov     qword ptr [rbp+0x110],1
  007078  mov     [rbp+<exit lists 0>8],r14
  00707f  mov     qword ptr [rbp+0x120],1
  00708a  mov     rax,0x10000001b
  007094  jmp     0x0000000000000016
