; T0: 21592 bytes
  000030  mov     qword ptr [rbp+0x18],0
; v0:list = input bytecode
  00003b  cmp     qword ptr [rbp+0xc0],3
  000046  jne     0x0000000000002eb8
  00004c  mov     rbx,[rbp+0x28]
; v1:list = input mem
  000053  cmp     qword ptr [rbp+0xc8],3
  00005e  jne     0x0000000000002eb8
  000064  mov     r12,[rbp+0x30]
; v2:list = input stack
  00006b  cmp     qword ptr [rbp+0xd8],3
  000076  jne     0x0000000000002eb8
  00007c  mov     r13,[rbp+0x40]
; v3:list = input rstack
  000083  cmp     qword ptr [rbp+0xe0],3
  00008e  jne     0x0000000000002eb8
; v4:int = input pc
  000094  cmp     qword ptr [rbp+0xe8],1
  00009f  jne     0x0000000000002eb8
  0000a5  mov     r14,[rbp+0x50]
; guard_value v0, ['push', 0, 'store', 1, 'load', 1, 'load', 0, 'lt', 'jump_if_zero', 50, 'push', 0, 'store', 2, 'load', 2, 'load', 0, 'eq', 'jump_if_zero', 31, 'load', 1, 'push', 1, 'add', 'store', 1, 'jump', 4, 'load', 3, 'load', 1, 'load', 2, 'mul', 'add', 'store', 3, 'load', 2, 'push', 1, 'add', 'store', 2, 'jump', 15, 'load', 3, 'halt'] => dispatch_loop/0 (0) {mem=v1, stack=v2, pc=v4}
  0000ac  mov     rax,<list k0>
  0000b6  cmp     rbx,rax
  0000b9  jne     0x0000000000002ec7
; guard_value v4, 15 => dispatch_loop_promote_bytecode/0 (1) {mem=v1, stack=v2, pc=v4}
  0000bf  cmp     r14,0xf
  0000c6  jne     0x0000000000002f45
; v7:int = readlist v1, 2 => op_load/2 (4) {mem=v1, stack=v2, pc=15, a=2}
  0000cc  cmp     qword ptr [r12],2
  0000d8  jbe     0x0000000000002f9c
  0000de  mov     rax,[r12+8]
  0000e6  test    rax,rax
  0000e9  je      0x00000000000000fc
  0000ef  cmp     byte ptr [rax+2],1
  0000f6  jne     0x0000000000002f9c
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
  0001ec  jbe     0x0000000000002ffb
  0001f2  mov     rax,[r12+8]
  0001fa  test    rax,rax
  0001fd  je      0x0000000000000210
  000203  cmp     byte ptr [rax],1
  00020a  jne     0x0000000000002ffb
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
  000303  jl      0x000000000000305a
; v14:int = sub_nov v11, 1
  000309  sub     rbx,1
; v15:int = readlist v10, v14 => pop2_top/1 (22) {mem=v1, stack=v10, pc=19, opcode='eq', k='binary_xy', depth=v14}
  000310  cmp     rbx,[r13]
  000318  jae     0x00000000000030f7
  00031e  mov     rax,[r13+8]
  000326  test    rax,rax
  000329  je      0x000000000000033a
  00032f  cmp     byte ptr [rax+rbx],1
  000334  jne     0x00000000000030f7
  00033a  mov     rax,[r13+0x10]
  000342  mov     r15,[rax+rbx*8]
; v16:int = sub_nov v14, 1
  000346  sub     rbx,1
; v17:int = readlist v10, v16 => pop2_top/3 (22) {mem=v1, stack=v10, pc=19, opcode='eq', k='binary_xy', y=v15, depth=v16}
  00034d  cmp     rbx,[r13]
  000355  jae     0x000000000000317e
  00035b  mov     rax,[r13+8]
  000363  test    rax,rax
  000366  je      0x0000000000000377
  00036c  cmp     byte ptr [rax+rbx],1
  000371  jne     0x000000000000317e
  000377  mov     rax,[r13+0x10]
  00037f  mov     rsi,[rax+rbx*8]
; v18:list = slice v10, 0, v16 owned => pop2_top/4 (22) {mem=v1, stack=v10, pc=19, opcode='eq', k='binary_xy', x=v17, y=v15, depth=v16}
  000383  sub     rsp,0x70
  00038a  mov     [rsp+0x30],rcx
  000392  mov     [rsp+0x38],rsi
  00039a  mov     [rsp+0x40],rdi
  0003a2  mov     [rsp+0x48],r8
  0003aa  mov     [rsp+0x50],r9
  0003b2  mov     [rsp+0x58],r10
  0003ba  mov     [rsp],r13
  0003c2  mov     qword ptr [rsp+8],3
  0003ce  mov     qword ptr [rsp+0x10],0
  0003da  mov     qword ptr [rsp+0x18],1
  0003e6  mov     [rsp+0x20],rbx
  0003ee  mov     qword ptr [rsp+0x28],1
  0003fa  mov     rdi,[rbp+0x20]
  000401  mov     esi,0x10
  000406  mov     rdx,rsp
  000409  mov     rcx,0xfffffffffffffffc
  000413  mov     r8,0xfffffffffffffffc
  00041d  mov     r9,0
  000427  mov     rax,<list_op>
  000431  call    rax
  000433  mov     r11,rax
  000436  mov     rcx,[rsp+0x30]
  00043e  mov     rsi,[rsp+0x38]
  000446  mov     rdi,[rsp+0x40]
  00044e  mov     r8,[rsp+0x48]
  000456  mov     r9,[rsp+0x50]
  00045e  mov     r10,[rsp+0x58]
  000466  add     rsp,0x70
  00046d  test    rdx,rdx
  000470  je      0x0000000000003217
  000476  mov     r13,r11
; v19:int = eq v17, v15
  000479  cmp     rsi,r15
  00047c  sete    al
  00047f  movzx   esi,al
; v20:list = append v18, v19 owned
  000483  sub     rsp,0x70
  00048a  mov     [rsp+0x30],rcx
  000492  mov     [rsp+0x38],rsi
  00049a  mov     [rsp+0x40],rdi
  0004a2  mov     [rsp+0x48],r8
  0004aa  mov     [rsp+0x50],r9
  0004b2  mov     [rsp+0x58],r10
  0004ba  mov     [rsp],r13
  0004c2  mov     qword ptr [rsp+8],3
  0004ce  mov     [rsp+0x10],rsi
  0004d6  mov     qword ptr [rsp+0x18],1
  0004e2  mov     rdi,[rbp+0x20]
  0004e9  mov     esi,0xf
  0004ee  mov     rdx,rsp
  0004f1  mov     rcx,0xfffffffffffffffc
  0004fb  mov     r8,0xfffffffffffffffc
  000505  mov     r9,0
  00050f  mov     rax,<list_op>
  000519  call    rax
  00051b  mov     r11,rax
  00051e  mov     rcx,[rsp+0x30]
  000526  mov     rsi,[rsp+0x38]
  00052e  mov     rdi,[rsp+0x40]
  000536  mov     r8,[rsp+0x48]
  00053e  mov     r9,[rsp+0x50]
  000546  mov     r10,[rsp+0x58]
  00054e  add     rsp,0x70
  000555  mov     r13,r11
; v21:int = len v20
  000558  mov     rsi,[r13]
; v22:int = eq v21, 0
; guard_false v22 => pop/2 (45) {mem=v1, stack=v20, pc=20, k='jump_if_zero_x', depth=v21, empty=1}
  000560  test    rsi,rsi
  000563  je      0x00000000000032c2
; v24:int = sub_nov v21, 1
  000569  sub     rsi,1
; v25:int = readlist v20, v24 => pop_top/1 (46) {mem=v1, stack=v20, pc=20, k='jump_if_zero_x', depth=v24}
  000570  cmp     rsi,[r13]
  000578  jae     0x0000000000003349
  00057e  mov     rax,[r13+8]
  000586  test    rax,rax
  000589  je      0x000000000000059a
  00058f  cmp     byte ptr [rax+rsi],1
  000594  jne     0x0000000000003349
  00059a  mov     rax,[r13+0x10]
  0005a2  mov     r15,[rax+rsi*8]
; v26:list = slice v20, 0, v24 owned => pop_top/2 (46) {mem=v1, stack=v20, pc=20, k='jump_if_zero_x', x=v25, depth=v24}
  0005a6  sub     rsp,0x70
  0005ad  mov     [rsp+0x30],rcx
  0005b5  mov     [rsp+0x38],rsi
  0005bd  mov     [rsp+0x40],rdi
  0005c5  mov     [rsp+0x48],r8
  0005cd  mov     [rsp+0x50],r9
  0005d5  mov     [rsp+0x58],r10
  0005dd  mov     [rsp],r13
  0005e5  mov     qword ptr [rsp+8],3
  0005f1  mov     qword ptr [rsp+0x10],0
  0005fd  mov     qword ptr [rsp+0x18],1
  000609  mov     [rsp+0x20],rsi
  000611  mov     qword ptr [rsp+0x28],1
  00061d  mov     rdi,[rbp+0x20]
  000624  mov     esi,0x10
  000629  mov     rdx,rsp
  00062c  mov     rcx,0xfffffffffffffffc
  000636  mov     r8,0xfffffffffffffffc
  000640  mov     r9,0
  00064a  mov     rax,<list_op>
  000654  call    rax
  000656  mov     r11,rax
  000659  mov     rcx,[rsp+0x30]
  000661  mov     rsi,[rsp+0x38]
  000669  mov     rdi,[rsp+0x40]
  000671  mov     r8,[rsp+0x48]
  000679  mov     r9,[rsp+0x50]
  000681  mov     r10,[rsp+0x58]
  000689  add     rsp,0x70
  000690  test    rdx,rdx
  000693  je      0x00000000000033ba
  000699  mov     r13,r11
; guard_false v25 => jump_if_zero_x/0 (49) {mem=v1, stack=v26, pc=20, x=v25}
  00069c  test    r15,r15
  00069f  jne     0x000000000000343d
; v28:int = readlist v1, 3 => op_load/2 (55) {mem=v1, stack=v26, pc=31, a=3}
  0006a5  cmp     qword ptr [r12],3
  0006b1  jbe     0x0000000000003498
  0006b7  mov     rax,[r12+8]
  0006bf  test    rax,rax
  0006c2  je      0x00000000000006d5
  0006c8  cmp     byte ptr [rax+3],1
  0006cf  jne     0x0000000000003498
  0006d5  mov     rax,[r12+0x10]
  0006dd  mov     r15,[rax+0x18]
; v29:list = append v26, v28 owned
  0006e4  sub     rsp,0x70
  0006eb  mov     [rsp+0x30],rcx
  0006f3  mov     [rsp+0x38],rsi
  0006fb  mov     [rsp+0x40],rdi
  000703  mov     [rsp+0x48],r8
  00070b  mov     [rsp+0x50],r9
  000713  mov     [rsp+0x58],r10
  00071b  mov     [rsp],r13
  000723  mov     qword ptr [rsp+8],3
  00072f  mov     [rsp+0x10],r15
  000737  mov     qword ptr [rsp+0x18],1
  000743  mov     rdi,[rbp+0x20]
  00074a  mov     esi,0xf
  00074f  mov     rdx,rsp
  000752  mov     rcx,0xfffffffffffffffc
  00075c  mov     r8,0xfffffffffffffffc
  000766  mov     r9,0
  000770  mov     rax,<list_op>
  00077a  call    rax
  00077c  mov     r11,rax
  00077f  mov     rcx,[rsp+0x30]
  000787  mov     rsi,[rsp+0x38]
  00078f  mov     rdi,[rsp+0x40]
  000797  mov     r8,[rsp+0x48]
  00079f  mov     r9,[rsp+0x50]
  0007a7  mov     r10,[rsp+0x58]
  0007af  add     rsp,0x70
  0007b6  mov     r13,r11
; v30:int = readlist v1, 1 => op_load/2 (60) {mem=v1, stack=v29, pc=33, a=1}
  0007b9  cmp     qword ptr [r12],1
  0007c5  jbe     0x00000000000034f7
  0007cb  mov     rax,[r12+8]
  0007d3  test    rax,rax
  0007d6  je      0x00000000000007e9
  0007dc  cmp     byte ptr [rax+1],1
  0007e3  jne     0x00000000000034f7
  0007e9  mov     rax,[r12+0x10]
  0007f1  mov     r15,[rax+8]
; v31:list = append v29, v30 owned
  0007f8  sub     rsp,0x70
  0007ff  mov     [rsp+0x30],rcx
  000807  mov     [rsp+0x38],rsi
  00080f  mov     [rsp+0x40],rdi
  000817  mov     [rsp+0x48],r8
  00081f  mov     [rsp+0x50],r9
  000827  mov     [rsp+0x58],r10
  00082f  mov     [rsp],r13
  000837  mov     qword ptr [rsp+8],3
  000843  mov     [rsp+0x10],r15
  00084b  mov     qword ptr [rsp+0x18],1
  000857  mov     rdi,[rbp+0x20]
  00085e  mov     esi,0xf
  000863  mov     rdx,rsp
  000866  mov     rcx,0xfffffffffffffffc
  000870  mov     r8,0xfffffffffffffffc
  00087a  mov     r9,0
  000884  mov     rax,<list_op>
  00088e  call    rax
  000890  mov     r11,rax
  000893  mov     rcx,[rsp+0x30]
  00089b  mov     rsi,[rsp+0x38]
  0008a3  mov     rdi,[rsp+0x40]
  0008ab  mov     r8,[rsp+0x48]
  0008b3  mov     r9,[rsp+0x50]
  0008bb  mov     r10,[rsp+0x58]
  0008c3  add     rsp,0x70
  0008ca  mov     r13,r11
; v32:list = append v31, v7 owned
  0008cd  sub     rsp,0x70
  0008d4  mov     [rsp+0x30],rcx
  0008dc  mov     [rsp+0x38],rsi
  0008e4  mov     [rsp+0x40],rdi
  0008ec  mov     [rsp+0x48],r8
  0008f4  mov     [rsp+0x50],r9
  0008fc  mov     [rsp+0x58],r10
  000904  mov     [rsp],r13
  00090c  mov     qword ptr [rsp+8],3
  000918  mov     [rsp+0x10],r14
  000920  mov     qword ptr [rsp+0x18],1
  00092c  mov     rdi,[rbp+0x20]
  000933  mov     esi,0xf
  000938  mov     rdx,rsp
  00093b  mov     rcx,0xfffffffffffffffc
  000945  mov     r8,0xfffffffffffffffc
  00094f  mov     r9,0
  000959  mov     rax,<list_op>
  000963  call    rax
  000965  mov     r11,rax
  000968  mov     rcx,[rsp+0x30]
  000970  mov     rsi,[rsp+0x38]
  000978  mov     rdi,[rsp+0x40]
  000980  mov     r8,[rsp+0x48]
  000988  mov     r9,[rsp+0x50]
  000990  mov     r10,[rsp+0x58]
  000998  add     rsp,0x70
  00099f  mov     r13,r11
; v33:int = len v32
  0009a2  mov     r14,[r13]
; v34:int = lt v33, 2
; guard_false v34 => pop2/2 (75) {mem=v1, stack=v32, pc=37, opcode='mul', k='binary_xy', depth=v33, few=1}
  0009aa  cmp     r14,2
  0009b1  jl      0x0000000000003556
; v36:int = sub_nov v33, 1
  0009b7  sub     r14,1
; v37:int = readlist v32, v36 => pop2_top/1 (76) {mem=v1, stack=v32, pc=37, opcode='mul', k='binary_xy', depth=v36}
  0009be  cmp     r14,[r13]
  0009c6  jae     0x00000000000035f3
  0009cc  mov     rax,[r13+8]
  0009d4  test    rax,rax
  0009d7  je      0x00000000000009e8
  0009dd  cmp     byte ptr [rax+r14],1
  0009e2  jne     0x00000000000035f3
  0009e8  mov     rax,[r13+0x10]
  0009f0  mov     r15,[rax+r14*8]
; v38:int = sub_nov v36, 1
  0009f4  sub     r14,1
; v39:int = readlist v32, v38 => pop2_top/3 (76) {mem=v1, stack=v32, pc=37, opcode='mul', k='binary_xy', y=v37, depth=v38}
  0009fb  cmp     r14,[r13]
  000a03  jae     0x000000000000367a
  000a09  mov     rax,[r13+8]
  000a11  test    rax,rax
  000a14  je      0x0000000000000a25
  000a1a  cmp     byte ptr [rax+r14],1
  000a1f  jne     0x000000000000367a
  000a25  mov     rax,[r13+0x10]
  000a2d  mov     rsi,[rax+r14*8]
; v40:list = slice v32, 0, v38 owned => pop2_top/4 (76) {mem=v1, stack=v32, pc=37, opcode='mul', k='binary_xy', x=v39, y=v37, depth=v38}
  000a31  sub     rsp,0x70
  000a38  mov     [rsp+0x30],rcx
  000a40  mov     [rsp+0x38],rsi
  000a48  mov     [rsp+0x40],rdi
  000a50  mov     [rsp+0x48],r8
  000a58  mov     [rsp+0x50],r9
  000a60  mov     [rsp+0x58],r10
  000a68  mov     [rsp],r13
  000a70  mov     qword ptr [rsp+8],3
  000a7c  mov     qword ptr [rsp+0x10],0
  000a88  mov     qword ptr [rsp+0x18],1
  000a94  mov     [rsp+0x20],r14
  000a9c  mov     qword ptr [rsp+0x28],1
  000aa8  mov     rdi,[rbp+0x20]
  000aaf  mov     esi,0x10
  000ab4  mov     rdx,rsp
  000ab7  mov     rcx,0xfffffffffffffffc
  000ac1  mov     r8,0xfffffffffffffffc
  000acb  mov     r9,0
  000ad5  mov     rax,<list_op>
  000adf  call    rax
  000ae1  mov     r11,rax
  000ae4  mov     rcx,[rsp+0x30]
  000aec  mov     rsi,[rsp+0x38]
  000af4  mov     rdi,[rsp+0x40]
  000afc  mov     r8,[rsp+0x48]
  000b04  mov     r9,[rsp+0x50]
  000b0c  mov     r10,[rsp+0x58]
  000b14  add     rsp,0x70
  000b1b  test    rdx,rdx
  000b1e  je      0x0000000000003713
  000b24  mov     r13,r11
; v41:int = mul v39, v37 => binary_mul/0 (80) {mem=v1, stack=v40, pc=37, x=v39, y=v37}
  000b27  mov     r11,rsi
  000b2a  imul    r11,r15
  000b2e  jo      0x00000000000037be
  000b34  mov     rsi,r11
; v42:list = append v40, v41 owned
  000b37  sub     rsp,0x70
  000b3e  mov     [rsp+0x30],rcx
  000b46  mov     [rsp+0x38],rsi
  000b4e  mov     [rsp+0x40],rdi
  000b56  mov     [rsp+0x48],r8
  000b5e  mov     [rsp+0x50],r9
  000b66  mov     [rsp+0x58],r10
  000b6e  mov     [rsp],r13
  000b76  mov     qword ptr [rsp+8],3
  000b82  mov     [rsp+0x10],rsi
  000b8a  mov     qword ptr [rsp+0x18],1
  000b96  mov     rdi,[rbp+0x20]
  000b9d  mov     esi,0xf
  000ba2  mov     rdx,rsp
  000ba5  mov     rcx,0xfffffffffffffffc
  000baf  mov     r8,0xfffffffffffffffc
  000bb9  mov     r9,0
  000bc3  mov     rax,<list_op>
  000bcd  call    rax
  000bcf  mov     r11,rax
  000bd2  mov     rcx,[rsp+0x30]
  000bda  mov     rsi,[rsp+0x38]
  000be2  mov     rdi,[rsp+0x40]
  000bea  mov     r8,[rsp+0x48]
  000bf2  mov     r9,[rsp+0x50]
  000bfa  mov     r10,[rsp+0x58]
  000c02  add     rsp,0x70
  000c09  mov     r13,r11
; v43:int = len v42
  000c0c  mov     rsi,[r13]
; v44:int = lt v43, 2
; guard_false v44 => pop2/2 (89) {mem=v1, stack=v42, pc=38, opcode='add', k='binary_xy', depth=v43, few=1}
  000c14  cmp     rsi,2
  000c1b  jl      0x000000000000382b
; v46:int = sub_nov v43, 1
  000c21  sub     rsi,1
; v47:int = readlist v42, v46 => pop2_top/1 (90) {mem=v1, stack=v42, pc=38, opcode='add', k='binary_xy', depth=v46}
  000c28  cmp     rsi,[r13]
  000c30  jae     0x00000000000038c8
  000c36  mov     rax,[r13+8]
  000c3e  test    rax,rax
  000c41  je      0x0000000000000c52
  000c47  cmp     byte ptr [rax+rsi],1
  000c4c  jne     0x00000000000038c8
  000c52  mov     rax,[r13+0x10]
  000c5a  mov     r15,[rax+rsi*8]
; v48:int = sub_nov v46, 1
  000c5e  sub     rsi,1
; v49:int = readlist v42, v48 => pop2_top/3 (90) {mem=v1, stack=v42, pc=38, opcode='add', k='binary_xy', y=v47, depth=v48}
  000c65  cmp     rsi,[r13]
  000c6d  jae     0x000000000000394f
  000c73  mov     rax,[r13+8]
  000c7b  test    rax,rax
  000c7e  je      0x0000000000000c8f
  000c84  cmp     byte ptr [rax+rsi],1
  000c89  jne     0x000000000000394f
  000c8f  mov     rax,[r13+0x10]
  000c97  mov     r14,[rax+rsi*8]
; v50:list = slice v42, 0, v48 owned => pop2_top/4 (90) {mem=v1, stack=v42, pc=38, opcode='add', k='binary_xy', x=v49, y=v47, depth=v48}
  000c9b  sub     rsp,0x70
  000ca2  mov     [rsp+0x30],rcx
  000caa  mov     [rsp+0x38],rsi
  000cb2  mov     [rsp+0x40],rdi
  000cba  mov     [rsp+0x48],r8
  000cc2  mov     [rsp+0x50],r9
  000cca  mov     [rsp+0x58],r10
  000cd2  mov     [rsp],r13
  000cda  mov     qword ptr [rsp+8],3
  000ce6  mov     qword ptr [rsp+0x10],0
  000cf2  mov     qword ptr [rsp+0x18],1
  000cfe  mov     [rsp+0x20],rsi
  000d06  mov     qword ptr [rsp+0x28],1
  000d12  mov     rdi,[rbp+0x20]
  000d19  mov     esi,0x10
  000d1e  mov     rdx,rsp
  000d21  mov     rcx,0xfffffffffffffffc
  000d2b  mov     r8,0xfffffffffffffffc
  000d35  mov     r9,0
  000d3f  mov     rax,<list_op>
  000d49  call    rax
  000d4b  mov     r11,rax
  000d4e  mov     rcx,[rsp+0x30]
  000d56  mov     rsi,[rsp+0x38]
  000d5e  mov     rdi,[rsp+0x40]
  000d66  mov     r8,[rsp+0x48]
  000d6e  mov     r9,[rsp+0x50]
  000d76  mov     r10,[rsp+0x58]
  000d7e  add     rsp,0x70
  000d85  test    rdx,rdx
  000d88  je      0x00000000000039e8
  000d8e  mov     r13,r11
; v51:int = add v49, v47 => binary_add/0 (92) {mem=v1, stack=v50, pc=38, x=v49, y=v47}
  000d91  add     r14,r15
  000d94  jo      0x0000000000003a93
; v52:list = append v50, v51 owned
  000d9a  sub     rsp,0x70
  000da1  mov     [rsp+0x30],rcx
  000da9  mov     [rsp+0x38],rsi
  000db1  mov     [rsp+0x40],rdi
  000db9  mov     [rsp+0x48],r8
  000dc1  mov     [rsp+0x50],r9
  000dc9  mov     [rsp+0x58],r10
  000dd1  mov     [rsp],r13
  000dd9  mov     qword ptr [rsp+8],3
  000de5  mov     [rsp+0x10],r14
  000ded  mov     qword ptr [rsp+0x18],1
  000df9  mov     rdi,[rbp+0x20]
  000e00  mov     esi,0xf
  000e05  mov     rdx,rsp
  000e08  mov     rcx,0xfffffffffffffffc
  000e12  mov     r8,0xfffffffffffffffc
  000e1c  mov     r9,0
  000e26  mov     rax,<list_op>
  000e30  call    rax
  000e32  mov     r11,rax
  000e35  mov     rcx,[rsp+0x30]
  000e3d  mov     rsi,[rsp+0x38]
  000e45  mov     rdi,[rsp+0x40]
  000e4d  mov     r8,[rsp+0x48]
  000e55  mov     r9,[rsp+0x50]
  000e5d  mov     r10,[rsp+0x58]
  000e65  add     rsp,0x70
  000e6c  mov     r13,r11
; v53:int = len v52
  000e6f  mov     r14,[r13]
; v54:int = eq v53, 0
; guard_false v54 => pop/2 (100) {mem=v1, stack=v52, pc=39, k='store_x', depth=v53, empty=1}
  000e77  test    r14,r14
  000e7a  je      0x0000000000003b03
; v56:int = sub_nov v53, 1
  000e80  sub     r14,1
; v57:int = readlist v52, v56 => pop_top/1 (101) {mem=v1, stack=v52, pc=39, k='store_x', depth=v56}
  000e87  cmp     r14,[r13]
  000e8f  jae     0x0000000000003b8a
  000e95  mov     rax,[r13+8]
  000e9d  test    rax,rax
  000ea0  je      0x0000000000000eb1
  000ea6  cmp     byte ptr [rax+r14],1
  000eab  jne     0x0000000000003b8a
  000eb1  mov     rax,[r13+0x10]
  000eb9  mov     r15,[rax+r14*8]
; v58:list = slice v52, 0, v56 owned => pop_top/2 (101) {mem=v1, stack=v52, pc=39, k='store_x', x=v57, depth=v56}
  000ebd  sub     rsp,0x70
  000ec4  mov     [rsp+0x30],rcx
  000ecc  mov     [rsp+0x38],rsi
  000ed4  mov     [rsp+0x40],rdi
  000edc  mov     [rsp+0x48],r8
  000ee4  mov     [rsp+0x50],r9
  000eec  mov     [rsp+0x58],r10
  000ef4  mov     [rsp],r13
  000efc  mov     qword ptr [rsp+8],3
  000f08  mov     qword ptr [rsp+0x10],0
  000f14  mov     qword ptr [rsp+0x18],1
  000f20  mov     [rsp+0x20],r14
  000f28  mov     qword ptr [rsp+0x28],1
  000f34  mov     rdi,[rbp+0x20]
  000f3b  mov     esi,0x10
  000f40  mov     rdx,rsp
  000f43  mov     rcx,0xfffffffffffffffc
  000f4d  mov     r8,0xfffffffffffffffc
  000f57  mov     r9,0
  000f61  mov     rax,<list_op>
  000f6b  call    rax
  000f6d  mov     r11,rax
  000f70  mov     rcx,[rsp+0x30]
  000f78  mov     rsi,[rsp+0x38]
  000f80  mov     rdi,[rsp+0x40]
  000f88  mov     r8,[rsp+0x48]
  000f90  mov     r9,[rsp+0x50]
  000f98  mov     r10,[rsp+0x58]
  000fa0  add     rsp,0x70
  000fa7  test    rdx,rdx
  000faa  je      0x0000000000003bfb
  000fb0  mov     r13,r11
; v59:list = set v1, 3, v57 owned => store_x/2 (103) {mem=v1, stack=v58, pc=39, a=3, x=v57}
  000fb3  cmp     qword ptr [r12+8],0
  000fbf  jne     0x0000000000002acc
  000fc5  cmp     qword ptr [r12-0x10],1
  000fd1  jne     0x0000000000002acc
  000fd7  cmp     qword ptr [r12-8],1
  000fe3  jne     0x0000000000002acc
  000fe9  cmp     qword ptr [r12],3
  000ff5  jbe     0x0000000000002acc
  000ffb  mov     rax,[r12+0x10]
  001003  lea     rax,[rax+0x18]
  00100a  mov     [rax],r15
; v60:int = readlist v59, 2 => op_load/2 (108) {mem=v59, stack=v58, pc=41, a=2}
  00100d  cmp     qword ptr [r12],2
  001019  jbe     0x0000000000003c7e
  00101f  mov     rax,[r12+8]
  001027  test    rax,rax
  00102a  je      0x000000000000103d
  001030  cmp     byte ptr [rax+2],1
  001037  jne     0x0000000000003c7e
  00103d  mov     rax,[r12+0x10]
  001045  mov     r15,[rax+0x10]
; v61:list = append v58, v60 owned
  00104c  sub     rsp,0x70
  001053  mov     [rsp+0x30],rcx
  00105b  mov     [rsp+0x38],rsi
  001063  mov     [rsp+0x40],rdi
  00106b  mov     [rsp+0x48],r8
  001073  mov     [rsp+0x50],r9
  00107b  mov     [rsp+0x58],r10
  001083  mov     [rsp],r13
  00108b  mov     qword ptr [rsp+8],3
  001097  mov     [rsp+0x10],r15
  00109f  mov     qword ptr [rsp+0x18],1
  0010ab  mov     rdi,[rbp+0x20]
  0010b2  mov     esi,0xf
  0010b7  mov     rdx,rsp
  0010ba  mov     rcx,0xfffffffffffffffc
  0010c4  mov     r8,0xfffffffffffffffc
  0010ce  mov     r9,0
  0010d8  mov     rax,<list_op>
  0010e2  call    rax
  0010e4  mov     r11,rax
  0010e7  mov     rcx,[rsp+0x30]
  0010ef  mov     rsi,[rsp+0x38]
  0010f7  mov     rdi,[rsp+0x40]
  0010ff  mov     r8,[rsp+0x48]
  001107  mov     r9,[rsp+0x50]
  00110f  mov     r10,[rsp+0x58]
  001117  add     rsp,0x70
  00111e  mov     r13,r11
; v62:list = append v61, 1 owned
  001121  sub     rsp,0x70
  001128  mov     [rsp+0x30],rcx
  001130  mov     [rsp+0x38],rsi
  001138  mov     [rsp+0x40],rdi
  001140  mov     [rsp+0x48],r8
  001148  mov     [rsp+0x50],r9
  001150  mov     [rsp+0x58],r10
  001158  mov     [rsp],r13
  001160  mov     qword ptr [rsp+8],3
  00116c  mov     qword ptr [rsp+0x10],1
  001178  mov     qword ptr [rsp+0x18],1
  001184  mov     rdi,[rbp+0x20]
  00118b  mov     esi,0xf
  001190  mov     rdx,rsp
  001193  mov     rcx,0xfffffffffffffffc
  00119d  mov     r8,0xfffffffffffffffc
  0011a7  mov     r9,0
  0011b1  mov     rax,<list_op>
  0011bb  call    rax
  0011bd  mov     r11,rax
  0011c0  mov     rcx,[rsp+0x30]
  0011c8  mov     rsi,[rsp+0x38]
  0011d0  mov     rdi,[rsp+0x40]
  0011d8  mov     r8,[rsp+0x48]
  0011e0  mov     r9,[rsp+0x50]
  0011e8  mov     r10,[rsp+0x58]
  0011f0  add     rsp,0x70
  0011f7  mov     r13,r11
; v63:int = len v62
  0011fa  mov     r15,[r13]
; v64:int = lt v63, 2
; guard_false v64 => pop2/2 (120) {mem=v59, stack=v62, pc=45, opcode='add', k='binary_xy', depth=v63, few=1}
  001202  cmp     r15,2
  001209  jl      0x0000000000003cdd
; v66:int = sub_nov v63, 1
  00120f  sub     r15,1
; v67:int = readlist v62, v66 => pop2_top/1 (121) {mem=v59, stack=v62, pc=45, opcode='add', k='binary_xy', depth=v66}
  001216  cmp     r15,[r13]
  00121e  jae     0x0000000000003d7a
  001224  mov     rax,[r13+8]
  00122c  test    rax,rax
  00122f  je      0x0000000000001240
  001235  cmp     byte ptr [rax+r15],1
  00123a  jne     0x0000000000003d7a
  001240  mov     rax,[r13+0x10]
  001248  mov     r14,[rax+r15*8]
; v68:int = sub_nov v66, 1
  00124c  sub     r15,1
; v69:int = readlist v62, v68 => pop2_top/3 (121) {mem=v59, stack=v62, pc=45, opcode='add', k='binary_xy', y=v67, depth=v68}
  001253  cmp     r15,[r13]
  00125b  jae     0x0000000000003e01
  001261  mov     rax,[r13+8]
  001269  test    rax,rax
  00126c  je      0x000000000000127d
  001272  cmp     byte ptr [rax+r15],1
  001277  jne     0x0000000000003e01
  00127d  mov     rax,[r13+0x10]
  001285  mov     rsi,[rax+r15*8]
; v70:list = slice v62, 0, v68 owned => pop2_top/4 (121) {mem=v59, stack=v62, pc=45, opcode='add', k='binary_xy', x=v69, y=v67, depth=v68}
  001289  sub     rsp,0x70
  001290  mov     [rsp+0x30],rcx
  001298  mov     [rsp+0x38],rsi
  0012a0  mov     [rsp+0x40],rdi
  0012a8  mov     [rsp+0x48],r8
  0012b0  mov     [rsp+0x50],r9
  0012b8  mov     [rsp+0x58],r10
  0012c0  mov     [rsp],r13
  0012c8  mov     qword ptr [rsp+8],3
  0012d4  mov     qword ptr [rsp+0x10],0
  0012e0  mov     qword ptr [rsp+0x18],1
  0012ec  mov     [rsp+0x20],r15
  0012f4  mov     qword ptr [rsp+0x28],1
  001300  mov     rdi,[rbp+0x20]
  001307  mov     esi,0x10
  00130c  mov     rdx,rsp
  00130f  mov     rcx,0xfffffffffffffffc
  001319  mov     r8,0xfffffffffffffffc
  001323  mov     r9,0
  00132d  mov     rax,<list_op>
  001337  call    rax
  001339  mov     r11,rax
  00133c  mov     rcx,[rsp+0x30]
  001344  mov     rsi,[rsp+0x38]
  00134c  mov     rdi,[rsp+0x40]
  001354  mov     r8,[rsp+0x48]
  00135c  mov     r9,[rsp+0x50]
  001364  mov     r10,[rsp+0x58]
  00136c  add     rsp,0x70
  001373  test    rdx,rdx
  001376  je      0x0000000000003e9a
  00137c  mov     r13,r11
; v71:int = add v69, v67 => binary_add/0 (123) {mem=v59, stack=v70, pc=45, x=v69, y=v67}
  00137f  add     rsi,r14
  001382  jo      0x0000000000003f45
; v72:list = append v70, v71 owned
  001388  sub     rsp,0x70
  00138f  mov     [rsp+0x30],rcx
  001397  mov     [rsp+0x38],rsi
  00139f  mov     [rsp+0x40],rdi
  0013a7  mov     [rsp+0x48],r8
  0013af  mov     [rsp+0x50],r9
  0013b7  mov     [rsp+0x58],r10
  0013bf  mov     [rsp],r13
  0013c7  mov     qword ptr [rsp+8],3
  0013d3  mov     [rsp+0x10],rsi
  0013db  mov     qword ptr [rsp+0x18],1
  0013e7  mov     rdi,[rbp+0x20]
  0013ee  mov     esi,0xf
  0013f3  mov     rdx,rsp
  0013f6  mov     rcx,0xfffffffffffffffc
  001400  mov     r8,0xfffffffffffffffc
  00140a  mov     r9,0
  001414  mov     rax,<list_op>
  00141e  call    rax
  001420  mov     r11,rax
  001423  mov     rcx,[rsp+0x30]
  00142b  mov     rsi,[rsp+0x38]
  001433  mov     rdi,[rsp+0x40]
  00143b  mov     r8,[rsp+0x48]
  001443  mov     r9,[rsp+0x50]
  00144b  mov     r10,[rsp+0x58]
  001453  add     rsp,0x70
  00145a  mov     r13,r11
; v73:int = len v72
  00145d  mov     rsi,[r13]
; v74:int = eq v73, 0
; guard_false v74 => pop/2 (131) {mem=v59, stack=v72, pc=46, k='store_x', depth=v73, empty=1}
  001465  test    rsi,rsi
  001468  je      0x0000000000003fb5
; v76:int = sub_nov v73, 1
  00146e  sub     rsi,1
; v77:int = readlist v72, v76 => pop_top/1 (132) {mem=v59, stack=v72, pc=46, k='store_x', depth=v76}
  001475  cmp     rsi,[r13]
  00147d  jae     0x000000000000403c
  001483  mov     rax,[r13+8]
  00148b  test    rax,rax
  00148e  je      0x000000000000149f
  001494  cmp     byte ptr [rax+rsi],1
  001499  jne     0x000000000000403c
  00149f  mov     rax,[r13+0x10]
  0014a7  mov     r14,[rax+rsi*8]
; v78:list = slice v72, 0, v76 owned => pop_top/2 (132) {mem=v59, stack=v72, pc=46, k='store_x', x=v77, depth=v76}
  0014ab  sub     rsp,0x70
  0014b2  mov     [rsp+0x30],rcx
  0014ba  mov     [rsp+0x38],rsi
  0014c2  mov     [rsp+0x40],rdi
  0014ca  mov     [rsp+0x48],r8
  0014d2  mov     [rsp+0x50],r9
  0014da  mov     [rsp+0x58],r10
  0014e2  mov     [rsp],r13
  0014ea  mov     qword ptr [rsp+8],3
  0014f6  mov     qword ptr [rsp+0x10],0
  001502  mov     qword ptr [rsp+0x18],1
  00150e  mov     [rsp+0x20],rsi
  001516  mov     qword ptr [rsp+0x28],1
  001522  mov     rdi,[rbp+0x20]
  001529  mov     esi,0x10
  00152e  mov     rdx,rsp
  001531  mov     rcx,0xfffffffffffffffc
  00153b  mov     r8,0xfffffffffffffffc
  001545  mov     r9,0
  00154f  mov     rax,<list_op>
  001559  call    rax
  00155b  mov     r11,rax
  00155e  mov     rcx,[rsp+0x30]
  001566  mov     rsi,[rsp+0x38]
  00156e  mov     rdi,[rsp+0x40]
  001576  mov     r8,[rsp+0x48]
  00157e  mov     r9,[rsp+0x50]
  001586  mov     r10,[rsp+0x58]
  00158e  add     rsp,0x70
  001595  test    rdx,rdx
  001598  je      0x00000000000040ad
  00159e  mov     r13,r11
; v79:list = set v59, 2, v77 owned => store_x/2 (134) {mem=v59, stack=v78, pc=46, a=2, x=v77}
  0015a1  cmp     qword ptr [r12+8],0
  0015ad  jne     0x0000000000002bc7
  0015b3  cmp     qword ptr [r12],2
  0015bf  jbe     0x0000000000002bc7
  0015c5  mov     rax,[r12+0x10]
  0015cd  lea     rax,[rax+0x10]
  0015d4  mov     [rax],r14
; guard_steps => dispatch_loop/0 (150) {mem=v79, stack=v78, pc=15}
; v81:list = phi mem v79
; v82:list = phi stack v78
; loop (150)
  0015d7  nop
  0015d8  nop
  0015d9  nop
  0015da  nop
  0015db  nop
  0015dc  nop
  0015dd  nop
  0015de  nop
  0015df  nop
; v84:int = readlist v81, 2 => op_load/2 (4) {mem=v81, stack=v82, pc=15, a=2}
  0015e0  cmp     qword ptr [r12],2
  0015ec  jbe     0x0000000000004130
  0015f2  mov     rax,[r12+8]
  0015fa  test    rax,rax
  0015fd  je      0x0000000000001610
  001603  cmp     byte ptr [rax+2],1
  00160a  jne     0x0000000000004130
  001610  mov     rax,[r12+0x10]
  001618  mov     r14,[rax+0x10]
; v85:list = append v82, v84 owned
  00161f  sub     rsp,0x70
  001626  mov     [rsp+0x30],rcx
  00162e  mov     [rsp+0x38],rsi
  001636  mov     [rsp+0x40],rdi
  00163e  mov     [rsp+0x48],r8
  001646  mov     [rsp+0x50],r9
  00164e  mov     [rsp+0x58],r10
  001656  mov     [rsp],r13
  00165e  mov     qword ptr [rsp+8],3
  00166a  mov     [rsp+0x10],r14
  001672  mov     qword ptr [rsp+0x18],1
  00167e  mov     rdi,[rbp+0x20]
  001685  mov     esi,0xf
  00168a  mov     rdx,rsp
  00168d  mov     rcx,0xfffffffffffffffc
  001697  mov     r8,0xfffffffffffffffc
  0016a1  mov     r9,0
  0016ab  mov     rax,<list_op>
  0016b5  call    rax
  0016b7  mov     r11,rax
  0016ba  mov     rcx,[rsp+0x30]
  0016c2  mov     rsi,[rsp+0x38]
  0016ca  mov     rdi,[rsp+0x40]
  0016d2  mov     r8,[rsp+0x48]
  0016da  mov     r9,[rsp+0x50]
  0016e2  mov     r10,[rsp+0x58]
  0016ea  add     rsp,0x70
  0016f1  mov     r13,r11
; v86:int = readlist v81, 0 => op_load/2 (9) {mem=v81, stack=v85, pc=17, a=0}
  0016f4  cmp     qword ptr [r12],0
  001700  jbe     0x000000000000418f
  001706  mov     rax,[r12+8]
  00170e  test    rax,rax
  001711  je      0x0000000000001724
  001717  cmp     byte ptr [rax],1
  00171e  jne     0x000000000000418f
  001724  mov     rax,[r12+0x10]
  00172c  mov     rsi,[rax]
; v87:list = append v85, v86 owned
  001733  sub     rsp,0x70
  00173a  mov     [rsp+0x30],rcx
  001742  mov     [rsp+0x38],rsi
  00174a  mov     [rsp+0x40],rdi
  001752  mov     [rsp+0x48],r8
  00175a  mov     [rsp+0x50],r9
  001762  mov     [rsp+0x58],r10
  00176a  mov     [rsp],r13
  001772  mov     qword ptr [rsp+8],3
  00177e  mov     [rsp+0x10],rsi
  001786  mov     qword ptr [rsp+0x18],1
  001792  mov     rdi,[rbp+0x20]
  001799  mov     esi,0xf
  00179e  mov     rdx,rsp
  0017a1  mov     rcx,0xfffffffffffffffc
  0017ab  mov     r8,0xfffffffffffffffc
  0017b5  mov     r9,0
  0017bf  mov     rax,<list_op>
  0017c9  call    rax
  0017cb  mov     r11,rax
  0017ce  mov     rcx,[rsp+0x30]
  0017d6  mov     rsi,[rsp+0x38]
  0017de  mov     rdi,[rsp+0x40]
  0017e6  mov     r8,[rsp+0x48]
  0017ee  mov     r9,[rsp+0x50]
  0017f6  mov     r10,[rsp+0x58]
  0017fe  add     rsp,0x70
  001805  mov     r13,r11
; v88:int = len v87
  001808  mov     rsi,[r13]
; v89:int = lt v88, 2
; guard_false v89 => pop2/2 (21) {mem=v81, stack=v87, pc=19, opcode='eq', k='binary_xy', depth=v88, few=1}
  001810  cmp     rsi,2
  001817  jl      0x00000000000041ee
; v91:int = sub_nov v88, 1
  00181d  sub     rsi,1
; v92:int = readlist v87, v91 => pop2_top/1 (22) {mem=v81, stack=v87, pc=19, opcode='eq', k='binary_xy', depth=v91}
  001824  cmp     rsi,[r13]
  00182c  jae     0x000000000000428b
  001832  mov     rax,[r13+8]
  00183a  test    rax,rax
  00183d  je      0x000000000000184e
  001843  cmp     byte ptr [rax+rsi],1
  001848  jne     0x000000000000428b
  00184e  mov     rax,[r13+0x10]
  001856  mov     r15,[rax+rsi*8]
; v93:int = sub_nov v91, 1
  00185a  sub     rsi,1
; v94:int = readlist v87, v93 => pop2_top/3 (22) {mem=v81, stack=v87, pc=19, opcode='eq', k='binary_xy', y=v92, depth=v93}
  001861  cmp     rsi,[r13]
  001869  jae     0x0000000000004312
  00186f  mov     rax,[r13+8]
  001877  test    rax,rax
  00187a  je      0x000000000000188b
  001880  cmp     byte ptr [rax+rsi],1
  001885  jne     0x0000000000004312
  00188b  mov     rax,[r13+0x10]
  001893  mov     rbx,[rax+rsi*8]
; v95:list = slice v87, 0, v93 owned => pop2_top/4 (22) {mem=v81, stack=v87, pc=19, opcode='eq', k='binary_xy', x=v94, y=v92, depth=v93}
  001897  sub     rsp,0x70
  00189e  mov     [rsp+0x30],rcx
  0018a6  mov     [rsp+0x38],rsi
  0018ae  mov     [rsp+0x40],rdi
  0018b6  mov     [rsp+0x48],r8
  0018be  mov     [rsp+0x50],r9
  0018c6  mov     [rsp+0x58],r10
  0018ce  mov     [rsp],r13
  0018d6  mov     qword ptr [rsp+8],3
  0018e2  mov     qword ptr [rsp+0x10],0
  0018ee  mov     qword ptr [rsp+0x18],1
  0018fa  mov     [rsp+0x20],rsi
  001902  mov     qword ptr [rsp+0x28],1
  00190e  mov     rdi,[rbp+0x20]
  001915  mov     esi,0x10
  00191a  mov     rdx,rsp
  00191d  mov     rcx,0xfffffffffffffffc
  001927  mov     r8,0xfffffffffffffffc
  001931  mov     r9,0
  00193b  mov     rax,<list_op>
  001945  call    rax
  001947  mov     r11,rax
  00194a  mov     rcx,[rsp+0x30]
  001952  mov     rsi,[rsp+0x38]
  00195a  mov     rdi,[rsp+0x40]
  001962  mov     r8,[rsp+0x48]
  00196a  mov     r9,[rsp+0x50]
  001972  mov     r10,[rsp+0x58]
  00197a  add     rsp,0x70
  001981  test    rdx,rdx
  001984  je      0x00000000000043ab
  00198a  mov     r13,r11
; v96:int = eq v94, v92
  00198d  cmp     rbx,r15
  001990  sete    al
  001993  movzx   ebx,al
; v97:list = append v95, v96 owned
  001997  sub     rsp,0x70
  00199e  mov     [rsp+0x30],rcx
  0019a6  mov     [rsp+0x38],rsi
  0019ae  mov     [rsp+0x40],rdi
  0019b6  mov     [rsp+0x48],r8
  0019be  mov     [rsp+0x50],r9
  0019c6  mov     [rsp+0x58],r10
  0019ce  mov     [rsp],r13
  0019d6  mov     qword ptr [rsp+8],3
  0019e2  mov     [rsp+0x10],rbx
  0019ea  mov     qword ptr [rsp+0x18],1
  0019f6  mov     rdi,[rbp+0x20]
  0019fd  mov     esi,0xf
  001a02  mov     rdx,rsp
  001a05  mov     rcx,0xfffffffffffffffc
  001a0f  mov     r8,0xfffffffffffffffc
  001a19  mov     r9,0
  001a23  mov     rax,<list_op>
  001a2d  call    rax
  001a2f  mov     r11,rax
  001a32  mov     rcx,[rsp+0x30]
  001a3a  mov     rsi,[rsp+0x38]
  001a42  mov     rdi,[rsp+0x40]
  001a4a  mov     r8,[rsp+0x48]
  001a52  mov     r9,[rsp+0x50]
  001a5a  mov     r10,[rsp+0x58]
  001a62  add     rsp,0x70
  001a69  mov     r13,r11
; v98:int = len v97
  001a6c  mov     rbx,[r13]
; v99:int = eq v98, 0
; guard_false v99 => pop/2 (45) {mem=v81, stack=v97, pc=20, k='jump_if_zero_x', depth=v98, empty=1}
  001a74  test    rbx,rbx
  001a77  je      0x0000000000004456
; v101:int = sub_nov v98, 1
  001a7d  sub     rbx,1
; v102:int = readlist v97, v101 => pop_top/1 (46) {mem=v81, stack=v97, pc=20, k='jump_if_zero_x', depth=v101}
  001a84  cmp     rbx,[r13]
  001a8c  jae     0x00000000000044dd
  001a92  mov     rax,[r13+8]
  001a9a  test    rax,rax
  001a9d  je      0x0000000000001aae
  001aa3  cmp     byte ptr [rax+rbx],1
  001aa8  jne     0x00000000000044dd
  001aae  mov     rax,[r13+0x10]
  001ab6  mov     r15,[rax+rbx*8]
; v103:list = slice v97, 0, v101 owned => pop_top/2 (46) {mem=v81, stack=v97, pc=20, k='jump_if_zero_x', x=v102, depth=v101}
  001aba  sub     rsp,0x70
  001ac1  mov     [rsp+0x30],rcx
  001ac9  mov     [rsp+0x38],rsi
  001ad1  mov     [rsp+0x40],rdi
  001ad9  mov     [rsp+0x48],r8
  001ae1  mov     [rsp+0x50],r9
  001ae9  mov     [rsp+0x58],r10
  001af1  mov     [rsp],r13
  001af9  mov     qword ptr [rsp+8],3
  001b05  mov     qword ptr [rsp+0x10],0
  001b11  mov     qword ptr [rsp+0x18],1
  001b1d  mov     [rsp+0x20],rbx
  001b25  mov     qword ptr [rsp+0x28],1
  001b31  mov     rdi,[rbp+0x20]
  001b38  mov     esi,0x10
  001b3d  mov     rdx,rsp
  001b40  mov     rcx,0xfffffffffffffffc
  001b4a  mov     r8,0xfffffffffffffffc
  001b54  mov     r9,0
  001b5e  mov     rax,<list_op>
  001b68  call    rax
  001b6a  mov     r11,rax
  001b6d  mov     rcx,[rsp+0x30]
  001b75  mov     rsi,[rsp+0x38]
  001b7d  mov     rdi,[rsp+0x40]
  001b85  mov     r8,[rsp+0x48]
  001b8d  mov     r9,[rsp+0x50]
  001b95  mov     r10,[rsp+0x58]
  001b9d  add     rsp,0x70
  001ba4  test    rdx,rdx
  001ba7  je      0x000000000000454e
  001bad  mov     r13,r11
; guard_false v102 => jump_if_zero_x/0 (49) {mem=v81, stack=v103, pc=20, x=v102}
  001bb0  test    r15,r15
  001bb3  jne     0x00000000000045d1
; v105:int = readlist v81, 3 => op_load/2 (55) {mem=v81, stack=v103, pc=31, a=3}
  001bb9  cmp     qword ptr [r12],3
  001bc5  jbe     0x000000000000462c
  001bcb  mov     rax,[r12+8]
  001bd3  test    rax,rax
  001bd6  je      0x0000000000001be9
  001bdc  cmp     byte ptr [rax+3],1
  001be3  jne     0x000000000000462c
  001be9  mov     rax,[r12+0x10]
  001bf1  mov     r15,[rax+0x18]
; v106:list = append v103, v105 owned
  001bf8  sub     rsp,0x70
  001bff  mov     [rsp+0x30],rcx
  001c07  mov     [rsp+0x38],rsi
  001c0f  mov     [rsp+0x40],rdi
  001c17  mov     [rsp+0x48],r8
  001c1f  mov     [rsp+0x50],r9
  001c27  mov     [rsp+0x58],r10
  001c2f  mov     [rsp],r13
  001c37  mov     qword ptr [rsp+8],3
  001c43  mov     [rsp+0x10],r15
  001c4b  mov     qword ptr [rsp+0x18],1
  001c57  mov     rdi,[rbp+0x20]
  001c5e  mov     esi,0xf
  001c63  mov     rdx,rsp
  001c66  mov     rcx,0xfffffffffffffffc
  001c70  mov     r8,0xfffffffffffffffc
  001c7a  mov     r9,0
  001c84  mov     rax,<list_op>
  001c8e  call    rax
  001c90  mov     r11,rax
  001c93  mov     rcx,[rsp+0x30]
  001c9b  mov     rsi,[rsp+0x38]
  001ca3  mov     rdi,[rsp+0x40]
  001cab  mov     r8,[rsp+0x48]
  001cb3  mov     r9,[rsp+0x50]
  001cbb  mov     r10,[rsp+0x58]
  001cc3  add     rsp,0x70
  001cca  mov     r13,r11
; v107:int = readlist v81, 1 => op_load/2 (60) {mem=v81, stack=v106, pc=33, a=1}
  001ccd  cmp     qword ptr [r12],1
  001cd9  jbe     0x000000000000468b
  001cdf  mov     rax,[r12+8]
  001ce7  test    rax,rax
  001cea  je      0x0000000000001cfd
  001cf0  cmp     byte ptr [rax+1],1
  001cf7  jne     0x000000000000468b
  001cfd  mov     rax,[r12+0x10]
  001d05  mov     r15,[rax+8]
; v108:list = append v106, v107 owned
  001d0c  sub     rsp,0x70
  001d13  mov     [rsp+0x30],rcx
  001d1b  mov     [rsp+0x38],rsi
  001d23  mov     [rsp+0x40],rdi
  001d2b  mov     [rsp+0x48],r8
  001d33  mov     [rsp+0x50],r9
  001d3b  mov     [rsp+0x58],r10
  001d43  mov     [rsp],r13
  001d4b  mov     qword ptr [rsp+8],3
  001d57  mov     [rsp+0x10],r15
  001d5f  mov     qword ptr [rsp+0x18],1
  001d6b  mov     rdi,[rbp+0x20]
  001d72  mov     esi,0xf
  001d77  mov     rdx,rsp
  001d7a  mov     rcx,0xfffffffffffffffc
  001d84  mov     r8,0xfffffffffffffffc
  001d8e  mov     r9,0
  001d98  mov     rax,<list_op>
  001da2  call    rax
  001da4  mov     r11,rax
  001da7  mov     rcx,[rsp+0x30]
  001daf  mov     rsi,[rsp+0x38]
  001db7  mov     rdi,[rsp+0x40]
  001dbf  mov     r8,[rsp+0x48]
  001dc7  mov     r9,[rsp+0x50]
  001dcf  mov     r10,[rsp+0x58]
  001dd7  add     rsp,0x70
  001dde  mov     r13,r11
; v109:list = append v108, v84 owned
  001de1  sub     rsp,0x70
  001de8  mov     [rsp+0x30],rcx
  001df0  mov     [rsp+0x38],rsi
  001df8  mov     [rsp+0x40],rdi
  001e00  mov     [rsp+0x48],r8
  001e08  mov     [rsp+0x50],r9
  001e10  mov     [rsp+0x58],r10
  001e18  mov     [rsp],r13
  001e20  mov     qword ptr [rsp+8],3
  001e2c  mov     [rsp+0x10],r14
  001e34  mov     qword ptr [rsp+0x18],1
  001e40  mov     rdi,[rbp+0x20]
  001e47  mov     esi,0xf
  001e4c  mov     rdx,rsp
  001e4f  mov     rcx,0xfffffffffffffffc
  001e59  mov     r8,0xfffffffffffffffc
  001e63  mov     r9,0
  001e6d  mov     rax,<list_op>
  001e77  call    rax
  001e79  mov     r11,rax
  001e7c  mov     rcx,[rsp+0x30]
  001e84  mov     rsi,[rsp+0x38]
  001e8c  mov     rdi,[rsp+0x40]
  001e94  mov     r8,[rsp+0x48]
  001e9c  mov     r9,[rsp+0x50]
  001ea4  mov     r10,[rsp+0x58]
  001eac  add     rsp,0x70
  001eb3  mov     r13,r11
; v110:int = len v109
  001eb6  mov     r14,[r13]
; v111:int = lt v110, 2
; guard_false v111 => pop2/2 (75) {mem=v81, stack=v109, pc=37, opcode='mul', k='binary_xy', depth=v110, few=1}
  001ebe  cmp     r14,2
  001ec5  jl      0x00000000000046ea
; v113:int = sub_nov v110, 1
  001ecb  sub     r14,1
; v114:int = readlist v109, v113 => pop2_top/1 (76) {mem=v81, stack=v109, pc=37, opcode='mul', k='binary_xy', depth=v113}
  001ed2  cmp     r14,[r13]
  001eda  jae     0x0000000000004787
  001ee0  mov     rax,[r13+8]
  001ee8  test    rax,rax
  001eeb  je      0x0000000000001efc
  001ef1  cmp     byte ptr [rax+r14],1
  001ef6  jne     0x0000000000004787
  001efc  mov     rax,[r13+0x10]
  001f04  mov     r15,[rax+r14*8]
; v115:int = sub_nov v113, 1
  001f08  sub     r14,1
; v116:int = readlist v109, v115 => pop2_top/3 (76) {mem=v81, stack=v109, pc=37, opcode='mul', k='binary_xy', y=v114, depth=v115}
  001f0f  cmp     r14,[r13]
  001f17  jae     0x000000000000480e
  001f1d  mov     rax,[r13+8]
  001f25  test    rax,rax
  001f28  je      0x0000000000001f39
  001f2e  cmp     byte ptr [rax+r14],1
  001f33  jne     0x000000000000480e
  001f39  mov     rax,[r13+0x10]
  001f41  mov     rbx,[rax+r14*8]
; v117:list = slice v109, 0, v115 owned => pop2_top/4 (76) {mem=v81, stack=v109, pc=37, opcode='mul', k='binary_xy', x=v116, y=v114, depth=v115}
  001f45  sub     rsp,0x70
  001f4c  mov     [rsp+0x30],rcx
  001f54  mov     [rsp+0x38],rsi
  001f5c  mov     [rsp+0x40],rdi
  001f64  mov     [rsp+0x48],r8
  001f6c  mov     [rsp+0x50],r9
  001f74  mov     [rsp+0x58],r10
  001f7c  mov     [rsp],r13
  001f84  mov     qword ptr [rsp+8],3
  001f90  mov     qword ptr [rsp+0x10],0
  001f9c  mov     qword ptr [rsp+0x18],1
  001fa8  mov     [rsp+0x20],r14
  001fb0  mov     qword ptr [rsp+0x28],1
  001fbc  mov     rdi,[rbp+0x20]
  001fc3  mov     esi,0x10
  001fc8  mov     rdx,rsp
  001fcb  mov     rcx,0xfffffffffffffffc
  001fd5  mov     r8,0xfffffffffffffffc
  001fdf  mov     r9,0
  001fe9  mov     rax,<list_op>
  001ff3  call    rax
  001ff5  mov     r11,rax
  001ff8  mov     rcx,[rsp+0x30]
  002000  mov     rsi,[rsp+0x38]
  002008  mov     rdi,[rsp+0x40]
  002010  mov     r8,[rsp+0x48]
  002018  mov     r9,[rsp+0x50]
  002020  mov     r10,[rsp+0x58]
  002028  add     rsp,0x70
  00202f  test    rdx,rdx
  002032  je      0x00000000000048a7
  002038  mov     r13,r11
; v118:int = mul v116, v114 => binary_mul/0 (80) {mem=v81, stack=v117, pc=37, x=v116, y=v114}
  00203b  mov     r11,rbx
  00203e  imul    r11,r15
  002042  jo      0x0000000000004952
  002048  mov     rbx,r11
; v119:list = append v117, v118 owned
  00204b  sub     rsp,0x70
  002052  mov     [rsp+0x30],rcx
  00205a  mov     [rsp+0x38],rsi
  002062  mov     [rsp+0x40],rdi
  00206a  mov     [rsp+0x48],r8
  002072  mov     [rsp+0x50],r9
  00207a  mov     [rsp+0x58],r10
  002082  mov     [rsp],r13
  00208a  mov     qword ptr [rsp+8],3
  002096  mov     [rsp+0x10],rbx
  00209e  mov     qword ptr [rsp+0x18],1
  0020aa  mov     rdi,[rbp+0x20]
  0020b1  mov     esi,0xf
  0020b6  mov     rdx,rsp
  0020b9  mov     rcx,0xfffffffffffffffc
  0020c3  mov     r8,0xfffffffffffffffc
  0020cd  mov     r9,0
  0020d7  mov     rax,<list_op>
  0020e1  call    rax
  0020e3  mov     r11,rax
  0020e6  mov     rcx,[rsp+0x30]
  0020ee  mov     rsi,[rsp+0x38]
  0020f6  mov     rdi,[rsp+0x40]
  0020fe  mov     r8,[rsp+0x48]
  002106  mov     r9,[rsp+0x50]
  00210e  mov     r10,[rsp+0x58]
  002116  add     rsp,0x70
  00211d  mov     r13,r11
; v120:int = len v119
  002120  mov     rbx,[r13]
; v121:int = lt v120, 2
; guard_false v121 => pop2/2 (89) {mem=v81, stack=v119, pc=38, opcode='add', k='binary_xy', depth=v120, few=1}
  002128  cmp     rbx,2
  00212f  jl      0x00000000000049bf
; v123:int = sub_nov v120, 1
  002135  sub     rbx,1
; v124:int = readlist v119, v123 => pop2_top/1 (90) {mem=v81, stack=v119, pc=38, opcode='add', k='binary_xy', depth=v123}
  00213c  cmp     rbx,[r13]
  002144  jae     0x0000000000004a5c
  00214a  mov     rax,[r13+8]
  002152  test    rax,rax
  002155  je      0x0000000000002166
  00215b  cmp     byte ptr [rax+rbx],1
  002160  jne     0x0000000000004a5c
  002166  mov     rax,[r13+0x10]
  00216e  mov     r15,[rax+rbx*8]
; v125:int = sub_nov v123, 1
  002172  sub     rbx,1
; v126:int = readlist v119, v125 => pop2_top/3 (90) {mem=v81, stack=v119, pc=38, opcode='add', k='binary_xy', y=v124, depth=v125}
  002179  cmp     rbx,[r13]
  002181  jae     0x0000000000004ae3
  002187  mov     rax,[r13+8]
  00218f  test    rax,rax
  002192  je      0x00000000000021a3
  002198  cmp     byte ptr [rax+rbx],1
  00219d  jne     0x0000000000004ae3
  0021a3  mov     rax,[r13+0x10]
  0021ab  mov     r14,[rax+rbx*8]
; v127:list = slice v119, 0, v125 owned => pop2_top/4 (90) {mem=v81, stack=v119, pc=38, opcode='add', k='binary_xy', x=v126, y=v124, depth=v125}
  0021af  sub     rsp,0x70
  0021b6  mov     [rsp+0x30],rcx
  0021be  mov     [rsp+0x38],rsi
  0021c6  mov     [rsp+0x40],rdi
  0021ce  mov     [rsp+0x48],r8
  0021d6  mov     [rsp+0x50],r9
  0021de  mov     [rsp+0x58],r10
  0021e6  mov     [rsp],r13
  0021ee  mov     qword ptr [rsp+8],3
  0021fa  mov     qword ptr [rsp+0x10],0
  002206  mov     qword ptr [rsp+0x18],1
  002212  mov     [rsp+0x20],rbx
  00221a  mov     qword ptr [rsp+0x28],1
  002226  mov     rdi,[rbp+0x20]
  00222d  mov     esi,0x10
  002232  mov     rdx,rsp
  002235  mov     rcx,0xfffffffffffffffc
  00223f  mov     r8,0xfffffffffffffffc
  002249  mov     r9,0
  002253  mov     rax,<list_op>
  00225d  call    rax
  00225f  mov     r11,rax
  002262  mov     rcx,[rsp+0x30]
  00226a  mov     rsi,[rsp+0x38]
  002272  mov     rdi,[rsp+0x40]
  00227a  mov     r8,[rsp+0x48]
  002282  mov     r9,[rsp+0x50]
  00228a  mov     r10,[rsp+0x58]
  002292  add     rsp,0x70
  002299  test    rdx,rdx
  00229c  je      0x0000000000004b7c
  0022a2  mov     r13,r11
; v128:int = add v126, v124 => binary_add/0 (92) {mem=v81, stack=v127, pc=38, x=v126, y=v124}
  0022a5  add     r14,r15
  0022a8  jo      0x0000000000004c27
; v129:list = append v127, v128 owned
  0022ae  sub     rsp,0x70
  0022b5  mov     [rsp+0x30],rcx
  0022bd  mov     [rsp+0x38],rsi
  0022c5  mov     [rsp+0x40],rdi
  0022cd  mov     [rsp+0x48],r8
  0022d5  mov     [rsp+0x50],r9
  0022dd  mov     [rsp+0x58],r10
  0022e5  mov     [rsp],r13
  0022ed  mov     qword ptr [rsp+8],3
  0022f9  mov     [rsp+0x10],r14
  002301  mov     qword ptr [rsp+0x18],1
  00230d  mov     rdi,[rbp+0x20]
  002314  mov     esi,0xf
  002319  mov     rdx,rsp
  00231c  mov     rcx,0xfffffffffffffffc
  002326  mov     r8,0xfffffffffffffffc
  002330  mov     r9,0
  00233a  mov     rax,<list_op>
  002344  call    rax
  002346  mov     r11,rax
  002349  mov     rcx,[rsp+0x30]
  002351  mov     rsi,[rsp+0x38]
  002359  mov     rdi,[rsp+0x40]
  002361  mov     r8,[rsp+0x48]
  002369  mov     r9,[rsp+0x50]
  002371  mov     r10,[rsp+0x58]
  002379  add     rsp,0x70
  002380  mov     r13,r11
; v130:int = len v129
  002383  mov     r14,[r13]
; v131:int = eq v130, 0
; guard_false v131 => pop/2 (100) {mem=v81, stack=v129, pc=39, k='store_x', depth=v130, empty=1}
  00238b  test    r14,r14
  00238e  je      0x0000000000004c97
; v133:int = sub_nov v130, 1
  002394  sub     r14,1
; v134:int = readlist v129, v133 => pop_top/1 (101) {mem=v81, stack=v129, pc=39, k='store_x', depth=v133}
  00239b  cmp     r14,[r13]
  0023a3  jae     0x0000000000004d1e
  0023a9  mov     rax,[r13+8]
  0023b1  test    rax,rax
  0023b4  je      0x00000000000023c5
  0023ba  cmp     byte ptr [rax+r14],1
  0023bf  jne     0x0000000000004d1e
  0023c5  mov     rax,[r13+0x10]
  0023cd  mov     r15,[rax+r14*8]
; v135:list = slice v129, 0, v133 owned => pop_top/2 (101) {mem=v81, stack=v129, pc=39, k='store_x', x=v134, depth=v133}
  0023d1  sub     rsp,0x70
  0023d8  mov     [rsp+0x30],rcx
  0023e0  mov     [rsp+0x38],rsi
  0023e8  mov     [rsp+0x40],rdi
  0023f0  mov     [rsp+0x48],r8
  0023f8  mov     [rsp+0x50],r9
  002400  mov     [rsp+0x58],r10
  002408  mov     [rsp],r13
  002410  mov     qword ptr [rsp+8],3
  00241c  mov     qword ptr [rsp+0x10],0
  002428  mov     qword ptr [rsp+0x18],1
  002434  mov     [rsp+0x20],r14
  00243c  mov     qword ptr [rsp+0x28],1
  002448  mov     rdi,[rbp+0x20]
  00244f  mov     esi,0x10
  002454  mov     rdx,rsp
  002457  mov     rcx,0xfffffffffffffffc
  002461  mov     r8,0xfffffffffffffffc
  00246b  mov     r9,0
  002475  mov     rax,<list_op>
  00247f  call    rax
  002481  mov     r11,rax
  002484  mov     rcx,[rsp+0x30]
  00248c  mov     rsi,[rsp+0x38]
  002494  mov     rdi,[rsp+0x40]
  00249c  mov     r8,[rsp+0x48]
  0024a4  mov     r9,[rsp+0x50]
  0024ac  mov     r10,[rsp+0x58]
  0024b4  add     rsp,0x70
  0024bb  test    rdx,rdx
  0024be  je      0x0000000000004d8f
  0024c4  mov     r13,r11
; v136:list = set v81, 3, v134 owned => store_x/2 (103) {mem=v81, stack=v135, pc=39, a=3, x=v134}
  0024c7  cmp     qword ptr [r12+8],0
  0024d3  jne     0x0000000000002cc2
  0024d9  cmp     qword ptr [r12],3
  0024e5  jbe     0x0000000000002cc2
  0024eb  mov     rax,[r12+0x10]
  0024f3  lea     rax,[rax+0x18]
  0024fa  mov     [rax],r15
; v137:int = readlist v136, 2 => op_load/2 (108) {mem=v136, stack=v135, pc=41, a=2}
  0024fd  cmp     qword ptr [r12],2
  002509  jbe     0x0000000000004e12
  00250f  mov     rax,[r12+8]
  002517  test    rax,rax
  00251a  je      0x000000000000252d
  002520  cmp     byte ptr [rax+2],1
  002527  jne     0x0000000000004e12
  00252d  mov     rax,[r12+0x10]
  002535  mov     r15,[rax+0x10]
; v138:list = append v135, v137 owned
  00253c  sub     rsp,0x70
  002543  mov     [rsp+0x30],rcx
  00254b  mov     [rsp+0x38],rsi
  002553  mov     [rsp+0x40],rdi
  00255b  mov     [rsp+0x48],r8
  002563  mov     [rsp+0x50],r9
  00256b  mov     [rsp+0x58],r10
  002573  mov     [rsp],r13
  00257b  mov     qword ptr [rsp+8],3
  002587  mov     [rsp+0x10],r15
  00258f  mov     qword ptr [rsp+0x18],1
  00259b  mov     rdi,[rbp+0x20]
  0025a2  mov     esi,0xf
  0025a7  mov     rdx,rsp
  0025aa  mov     rcx,0xfffffffffffffffc
  0025b4  mov     r8,0xfffffffffffffffc
  0025be  mov     r9,0
  0025c8  mov     rax,<list_op>
  0025d2  call    rax
  0025d4  mov     r11,rax
  0025d7  mov     rcx,[rsp+0x30]
  0025df  mov     rsi,[rsp+0x38]
  0025e7  mov     rdi,[rsp+0x40]
  0025ef  mov     r8,[rsp+0x48]
  0025f7  mov     r9,[rsp+0x50]
  0025ff  mov     r10,[rsp+0x58]
  002607  add     rsp,0x70
  00260e  mov     r13,r11
; v139:list = append v138, 1 owned
  002611  sub     rsp,0x70
  002618  mov     [rsp+0x30],rcx
  002620  mov     [rsp+0x38],rsi
  002628  mov     [rsp+0x40],rdi
  002630  mov     [rsp+0x48],r8
  002638  mov     [rsp+0x50],r9
  002640  mov     [rsp+0x58],r10
  002648  mov     [rsp],r13
  002650  mov     qword ptr [rsp+8],3
  00265c  mov     qword ptr [rsp+0x10],1
  002668  mov     qword ptr [rsp+0x18],1
  002674  mov     rdi,[rbp+0x20]
  00267b  mov     esi,0xf
  002680  mov     rdx,rsp
  002683  mov     rcx,0xfffffffffffffffc
  00268d  mov     r8,0xfffffffffffffffc
  002697  mov     r9,0
  0026a1  mov     rax,<list_op>
  0026ab  call    rax
  0026ad  mov     r11,rax
  0026b0  mov     rcx,[rsp+0x30]
  0026b8  mov     rsi,[rsp+0x38]
  0026c0  mov     rdi,[rsp+0x40]
  0026c8  mov     r8,[rsp+0x48]
  0026d0  mov     r9,[rsp+0x50]
  0026d8  mov     r10,[rsp+0x58]
  0026e0  add     rsp,0x70
  0026e7  mov     r13,r11
; v140:int = len v139
  0026ea  mov     r15,[r13]
; v141:int = lt v140, 2
; guard_false v141 => pop2/2 (120) {mem=v136, stack=v139, pc=45, opcode='add', k='binary_xy', depth=v140, few=1}
  0026f2  cmp     r15,2
  0026f9  jl      0x0000000000004e71
; v143:int = sub_nov v140, 1
  0026ff  sub     r15,1
; v144:int = readlist v139, v143 => pop2_top/1 (121) {mem=v136, stack=v139, pc=45, opcode='add', k='binary_xy', depth=v143}
  002706  cmp     r15,[r13]
  00270e  jae     0x0000000000004f0e
  002714  mov     rax,[r13+8]
  00271c  test    rax,rax
  00271f  je      0x0000000000002730
  002725  cmp     byte ptr [rax+r15],1
  00272a  jne     0x0000000000004f0e
  002730  mov     rax,[r13+0x10]
  002738  mov     r14,[rax+r15*8]
; v145:int = sub_nov v143, 1
  00273c  sub     r15,1
; v146:int = readlist v139, v145 => pop2_top/3 (121) {mem=v136, stack=v139, pc=45, opcode='add', k='binary_xy', y=v144, depth=v145}
  002743  cmp     r15,[r13]
  00274b  jae     0x0000000000004f95
  002751  mov     rax,[r13+8]
  002759  test    rax,rax
  00275c  je      0x000000000000276d
  002762  cmp     byte ptr [rax+r15],1
  002767  jne     0x0000000000004f95
  00276d  mov     rax,[r13+0x10]
  002775  mov     rbx,[rax+r15*8]
; v147:list = slice v139, 0, v145 owned => pop2_top/4 (121) {mem=v136, stack=v139, pc=45, opcode='add', k='binary_xy', x=v146, y=v144, depth=v145}
  002779  sub     rsp,0x70
  002780  mov     [rsp+0x30],rcx
  002788  mov     [rsp+0x38],rsi
  002790  mov     [rsp+0x40],rdi
  002798  mov     [rsp+0x48],r8
  0027a0  mov     [rsp+0x50],r9
  0027a8  mov     [rsp+0x58],r10
  0027b0  mov     [rsp],r13
  0027b8  mov     qword ptr [rsp+8],3
  0027c4  mov     qword ptr [rsp+0x10],0
  0027d0  mov     qword ptr [rsp+0x18],1
  0027dc  mov     [rsp+0x20],r15
  0027e4  mov     qword ptr [rsp+0x28],1
  0027f0  mov     rdi,[rbp+0x20]
  0027f7  mov     esi,0x10
  0027fc  mov     rdx,rsp
  0027ff  mov     rcx,0xfffffffffffffffc
  002809  mov     r8,0xfffffffffffffffc
  002813  mov     r9,0
  00281d  mov     rax,<list_op>
  002827  call    rax
  002829  mov     r11,rax
  00282c  mov     rcx,[rsp+0x30]
  002834  mov     rsi,[rsp+0x38]
  00283c  mov     rdi,[rsp+0x40]
  002844  mov     r8,[rsp+0x48]
  00284c  mov     r9,[rsp+0x50]
  002854  mov     r10,[rsp+0x58]
  00285c  add     rsp,0x70
  002863  test    rdx,rdx
  002866  je      0x000000000000502e
  00286c  mov     r13,r11
; v148:int = add v146, v144 => binary_add/0 (123) {mem=v136, stack=v147, pc=45, x=v146, y=v144}
  00286f  add     rbx,r14
  002872  jo      0x00000000000050d9
; v149:list = append v147, v148 owned
  002878  sub     rsp,0x70
  00287f  mov     [rsp+0x30],rcx
  002887  mov     [rsp+0x38],rsi
  00288f  mov     [rsp+0x40],rdi
  002897  mov     [rsp+0x48],r8
  00289f  mov     [rsp+0x50],r9
  0028a7  mov     [rsp+0x58],r10
  0028af  mov     [rsp],r13
  0028b7  mov     qword ptr [rsp+8],3
  0028c3  mov     [rsp+0x10],rbx
  0028cb  mov     qword ptr [rsp+0x18],1
  0028d7  mov     rdi,[rbp+0x20]
  0028de  mov     esi,0xf
  0028e3  mov     rdx,rsp
  0028e6  mov     rcx,0xfffffffffffffffc
  0028f0  mov     r8,0xfffffffffffffffc
  0028fa  mov     r9,0
  002904  mov     rax,<list_op>
  00290e  call    rax
  002910  mov     r11,rax
  002913  mov     rcx,[rsp+0x30]
  00291b  mov     rsi,[rsp+0x38]
  002923  mov     rdi,[rsp+0x40]
  00292b  mov     r8,[rsp+0x48]
  002933  mov     r9,[rsp+0x50]
  00293b  mov     r10,[rsp+0x58]
  002943  add     rsp,0x70
  00294a  mov     r13,r11
; v150:int = len v149
  00294d  mov     rbx,[r13]
; v151:int = eq v150, 0
; guard_false v151 => pop/2 (131) {mem=v136, stack=v149, pc=46, k='store_x', depth=v150, empty=1}
  002955  test    rbx,rbx
  002958  je      0x0000000000005149
; v153:int = sub_nov v150, 1
  00295e  sub     rbx,1
; v154:int = readlist v149, v153 => pop_top/1 (132) {mem=v136, stack=v149, pc=46, k='store_x', depth=v153}
  002965  cmp     rbx,[r13]
  00296d  jae     0x00000000000051d0
  002973  mov     rax,[r13+8]
  00297b  test    rax,rax
  00297e  je      0x000000000000298f
  002984  cmp     byte ptr [rax+rbx],1
  002989  jne     0x00000000000051d0
  00298f  mov     rax,[r13+0x10]
  002997  mov     r14,[rax+rbx*8]
; v155:list = slice v149, 0, v153 owned => pop_top/2 (132) {mem=v136, stack=v149, pc=46, k='store_x', x=v154, depth=v153}
  00299b  sub     rsp,0x70
  0029a2  mov     [rsp+0x30],rcx
  0029aa  mov     [rsp+0x38],rsi
  0029b2  mov     [rsp+0x40],rdi
  0029ba  mov     [rsp+0x48],r8
  0029c2  mov     [rsp+0x50],r9
  0029ca  mov     [rsp+0x58],r10
  0029d2  mov     [rsp],r13
  0029da  mov     qword ptr [rsp+8],3
  0029e6  mov     qword ptr [rsp+0x10],0
  0029f2  mov     qword ptr [rsp+0x18],1
  0029fe  mov     [rsp+0x20],rbx
  002a06  mov     qword ptr [rsp+0x28],1
  002a12  mov     rdi,[rbp+0x20]
  002a19  mov     esi,0x10
  002a1e  mov     rdx,rsp
  002a21  mov     rcx,0xfffffffffffffffc
  002a2b  mov     r8,0xfffffffffffffffc
  002a35  mov     r9,0
  002a3f  mov     rax,<list_op>
  002a49  call    rax
  002a4b  mov     r11,rax
  002a4e  mov     rcx,[rsp+0x30]
  002a56  mov     rsi,[rsp+0x38]
  002a5e  mov     rdi,[rsp+0x40]
  002a66  mov     r8,[rsp+0x48]
  002a6e  mov     r9,[rsp+0x50]
  002a76  mov     r10,[rsp+0x58]
  002a7e  add     rsp,0x70
  002a85  test    rdx,rdx
  002a88  je      0x0000000000005241
  002a8e  mov     r13,r11
; v156:list = set v136, 2, v154 owned => store_x/2 (134) {mem=v136, stack=v155, pc=46, a=2, x=v154}
  002a91  cmp     qword ptr [r12+8],0
  002a9d  jne     0x0000000000002dbd
  002aa3  cmp     qword ptr [r12],2
  002aaf  jbe     0x0000000000002dbd
  002ab5  mov     rax,[r12+0x10]
  002abd  lea     rax,[rax+0x10]
  002ac4  mov     [rax],r14
; guard_steps => dispatch_loop/0 (150) {mem=v156, stack=v155, pc=15}
; jump (150) v81 <- v156, v82 <- v155
  002ac7  jmp     0x00000000000015e0
  002acc  sub     rsp,0x70
  002ad3  mov     [rsp+0x30],rcx
  002adb  mov     [rsp+0x38],rsi
  002ae3  mov     [rsp+0x40],rdi
  002aeb  mov     [rsp+0x48],r8
  002af3  mov     [rsp+0x50],r9
  002afb  mov     [rsp+0x58],r10
  002b03  mov     [rsp],r12
  002b0b  mov     qword ptr [rsp+8],3
  002b17  mov     qword ptr [rsp+0x10],3
  002b23  mov     qword ptr [rsp+0x18],1
  002b2f  mov     [rsp+0x20],r15
  002b37  mov     qword ptr [rsp+0x28],1
  002b43  mov     rdi,[rbp+0x20]
  002b4a  mov     esi,0xe
  002b4f  mov     rdx,rsp
  002b52  mov     rcx,0xfffffffffffffffe
  002b5c  mov     r8,0xfffffffffffffffe
  002b66  mov     r9,0
  002b70  mov     rax,<list_op>
  002b7a  call    rax
  002b7c  mov     r11,rax
  002b7f  mov     rcx,[rsp+0x30]
  002b87  mov     rsi,[rsp+0x38]
  002b8f  mov     rdi,[rsp+0x40]
  002b97  mov     r8,[rsp+0x48]
  002b9f  mov     r9,[rsp+0x50]
  002ba7  mov     r10,[rsp+0x58]
  002baf  add     rsp,0x70
  002bb6  test    rdx,rdx
  002bb9  je      0x00000000000052c4
  002bbf  mov     r12,r11
  002bc2  jmp     0x000000000000100d
  002bc7  sub     rsp,0x70
  002bce  mov     [rsp+0x30],rcx
  002bd6  mov     [rsp+0x38],rsi
  002bde  mov     [rsp+0x40],rdi
  002be6  mov     [rsp+0x48],r8
  002bee  mov     [rsp+0x50],r9
  002bf6  mov     [rsp+0x58],r10
  002bfe  mov     [rsp],r12
  002c06  mov     qword ptr [rsp+8],3
  002c12  mov     qword ptr [rsp+0x10],2
  002c1e  mov     qword ptr [rsp+0x18],1
  002c2a  mov     [rsp+0x20],r14
  002c32  mov     qword ptr [rsp+0x28],1
  002c3e  mov     rdi,[rbp+0x20]
  002c45  mov     esi,0xe
  002c4a  mov     rdx,rsp
  002c4d  mov     rcx,0xfffffffffffffffe
  002c57  mov     r8,0xfffffffffffffffe
  002c61  mov     r9,0
  002c6b  mov     rax,<list_op>
  002c75  call    rax
  002c77  mov     r11,rax
  002c7a  mov     rcx,[rsp+0x30]
  002c82  mov     rsi,[rsp+0x38]
  002c8a  mov     rdi,[rsp+0x40]
  002c92  mov     r8,[rsp+0x48]
  002c9a  mov     r9,[rsp+0x50]
  002ca2  mov     r10,[rsp+0x58]
  002caa  add     rsp,0x70
  002cb1  test    rdx,rdx
  002cb4  je      0x0000000000005335
  002cba  mov     r12,r11
  002cbd  jmp     0x00000000000015d7
  002cc2  sub     rsp,0x70
  002cc9  mov     [rsp+0x30],rcx
  002cd1  mov     [rsp+0x38],rsi
  002cd9  mov     [rsp+0x40],rdi
  002ce1  mov     [rsp+0x48],r8
  002ce9  mov     [rsp+0x50],r9
  002cf1  mov     [rsp+0x58],r10
  002cf9  mov     [rsp],r12
  002d01  mov     qword ptr [rsp+8],3
  002d0d  mov     qword ptr [rsp+0x10],3
  002d19  mov     qword ptr [rsp+0x18],1
  002d25  mov     [rsp+0x20],r15
  002d2d  mov     qword ptr [rsp+0x28],1
  002d39  mov     rdi,[rbp+0x20]
  002d40  mov     esi,0xe
  002d45  mov     rdx,rsp
  002d48  mov     rcx,0xfffffffffffffffe
  002d52  mov     r8,0xfffffffffffffffe
  002d5c  mov     r9,0
  002d66  mov     rax,<list_op>
  002d70  call    rax
  002d72  mov     r11,rax
  002d75  mov     rcx,[rsp+0x30]
  002d7d  mov     rsi,[rsp+0x38]
  002d85  mov     rdi,[rsp+0x40]
  002d8d  mov     r8,[rsp+0x48]
  002d95  mov     r9,[rsp+0x50]
  002d9d  mov     r10,[rsp+0x58]
  002da5  add     rsp,0x70
  002dac  test    rdx,rdx
  002daf  je      0x00000000000053a6
  002db5  mov     r12,r11
  002db8  jmp     0x00000000000024fd
  002dbd  sub     rsp,0x70
  002dc4  mov     [rsp+0x30],rcx
  002dcc  mov     [rsp+0x38],rsi
  002dd4  mov     [rsp+0x40],rdi
  002ddc  mov     [rsp+0x48],r8
  002de4  mov     [rsp+0x50],r9
  002dec  mov     [rsp+0x58],r10
  002df4  mov     [rsp],r12
  002dfc  mov     qword ptr [rsp+8],3
  002e08  mov     qword ptr [rsp+0x10],2
  002e14  mov     qword ptr [rsp+0x18],1
  002e20  mov     [rsp+0x20],r14
  002e28  mov     qword ptr [rsp+0x28],1
  002e34  mov     rdi,[rbp+0x20]
  002e3b  mov     esi,0xe
  002e40  mov     rdx,rsp
  002e43  mov     rcx,0xfffffffffffffffe
  002e4d  mov     r8,0xfffffffffffffffe
  002e57  mov     r9,0
  002e61  mov     rax,<list_op>
  002e6b  call    rax
  002e6d  mov     r11,rax
  002e70  mov     rcx,[rsp+0x30]
  002e78  mov     rsi,[rsp+0x38]
  002e80  mov     rdi,[rsp+0x40]
  002e88  mov     r8,[rsp+0x48]
  002e90  mov     r9,[rsp+0x50]
  002e98  mov     r10,[rsp+0x58]
  002ea0  add     rsp,0x70
  002ea7  test    rdx,rdx
  002eaa  je      0x0000000000005417
  002eb0  mov     r12,r11
  002eb3  jmp     0x0000000000002ac7
; exits
  002eb8  mov     rax,0xfffffffe
  002ec2  jmp     0x0000000000000016
  002ec7  mov     [rbp+0x10],rbx
  002ece  mov     qword ptr [rbp+0x18],3
  002ed9  mov     [rbp+0x30],r12
  002ee0  mov     qword ptr [rbp+0xc8],3
  002eeb  mov     [rbp+0x40],r13
  002ef2  mov     qword ptr [rbp+0xd8],3
  002efd  mov     [rbp+0x50],r14
  002f04  mov     qword ptr [rbp+0xe8],1
  002f0f  mov     rdi,[rbp+0x20]
  002f16  mov     rsi,8
  002f20  mov     rdx,0
  002f2a  mov     rax,<exit_lists>
  002f34  call    rax
  002f36  mov     rax,0
  002f40  jmp     0x0000000000000016
  002f45  mov     [rbp+0x10],r14
  002f4c  mov     qword ptr [rbp+0x18],1
  002f57  mov     [rbp+0x30],r12
  002f5e  mov     qword ptr [rbp+0xc8],3
  002f69  mov     [rbp+0x40],r13
  002f70  mov     qword ptr [rbp+0xd8],3
  002f7b  mov     [rbp+0x50],r14
  002f82  mov     qword ptr [rbp+0xe8],1
  002f8d  mov     rax,1
  002f97  jmp     0x0000000000000016
  002f9c  mov     [rbp+0x30],r12
  002fa3  mov     qword ptr [rbp+0xc8],3
  002fae  mov     [rbp+0x40],r13
  002fb5  mov     qword ptr [rbp+0xd8],3
  002fc0  mov     qword ptr [rbp+0x50],0xf
  002fcb  mov     qword ptr [rbp+0xe8],1
  002fd6  mov     qword ptr [rbp+0x78],2
  002fe1  mov     qword ptr [rbp+0x110],1
  002fec  mov     rax,2
  002ff6  jmp     0x0000000000000016
  002ffb  mov     [rbp+0x30],r12
  003002  mov     qword ptr [rbp+0xc8],3
  00300d  mov     [rbp+0x40],r13
  003014  mov     qword ptr [rbp+0xd8],3
  00301f  mov     qword ptr [rbp+0x50],0x11
  00302a  mov     qword ptr [rbp+0xe8],1
  003035  mov     qword ptr [rbp+0x78],0
  003040  mov     qword ptr [rbp+0x110],1
  00304b  mov     rax,3
  003055  jmp     0x0000000000000016
  00305a  mov     [rbp+0x30],r12
  003061  mov     qword ptr [rbp+0xc8],3
  00306c  mov     [rbp+0x40],r13
  003073  mov     qword ptr [rbp+0xd8],3
  00307e  mov     qword ptr [rbp+0x50],0x13
  003089  mov     qword ptr [rbp+0xe8],1
  003094  mov     qword ptr [rbp+0x58],0x16
  00309f  mov     qword ptr [rbp+0xf0],2
  0030aa  mov     qword ptr [rbp+<exit lists 0>0],0x28
  0030b5  mov     qword ptr [rbp+0x118],2
  0030c0  mov     [rbp+0xa0],rbx
  0030c7  mov     qword ptr [rbp+0x138],1
  0030d2  mov     qword ptr [rbp+0xb8],1
  0030dd  mov     qword ptr [rbp+0x150],1
  0030e8  mov     rax,4
  0030f2  jmp     0x0000000000000016
  0030f7  mov     [rbp+0x30],r12
  0030fe  mov     qword ptr [rbp+0xc8],3
  003109  mov     [rbp+0x40],r13
  003110  mov     qword ptr [rbp+0xd8],3
  00311b  mov     qword ptr [rbp+0x50],0x13
  003126  mov     qword ptr [rbp+0xe8],1
  003131  mov     qword ptr [rbp+0x58],0x16
  00313c  mov     qword ptr [rbp+0xf0],2
  003147  mov     qword ptr [rbp+<exit lists 0>0],0x28
  003152  mov     qword ptr [rbp+0x118],2
  00315d  mov     [rbp+0xa0],rbx
  003164  mov     qword ptr [rbp+0x138],1
  00316f  mov     rax,5
  003179  jmp     0x0000000000000016
  00317e  mov     [rbp+0x30],r12
  003185  mov     qword ptr [rbp+0xc8],3
  003190  mov     [rbp+0x40],r13
  003197  mov     qword ptr [rbp+0xd8],3
  0031a2  mov     qword ptr [rbp+0x50],0x13
  0031ad  mov     qword ptr [rbp+0xe8],1
  0031b8  mov     qword ptr [rbp+0x58],0x16
  0031c3  mov     qword ptr [rbp+0xf0],2
  0031ce  mov     qword ptr [rbp+<exit lists 0>0],0x28
  0031d9  mov     qword ptr [rbp+0x118],2
  0031e4  mov     [rbp+0x90],r15
  0031eb  mov     qword ptr [rbp+0x128],1
  0031f6  mov     [rbp+0xa0],rbx
  0031fd  mov     qword ptr [rbp+0x138],1
  003208  mov     rax,6
  003212  jmp     0x0000000000000016
  003217  mov     [rbp+0x30],r12
  00321e  mov     qword ptr [rbp+0xc8],3
  003229  mov     [rbp+0x40],r13
  003230  mov     qword ptr [rbp+0xd8],3
  00323b  mov     qword ptr [rbp+0x50],0x13
  003246  mov     qword ptr [rbp+0xe8],1
  003251  mov     qword ptr [rbp+0x58],0x16
  00325c  mov     qword ptr [rbp+0xf0],2
  003267  mov     qword ptr [rbp+<exit lists 0>0],0x28
  003272  mov     qword ptr [rbp+0x118],2
  00327d  mov     [rbp+<exit lists 0>8],rsi
  003284  mov     qword ptr [rbp+0x120],1
  00328f  mov     [rbp+0x90],r15
  003296  mov     qword ptr [rbp+0x128],1
  0032a1  mov     [rbp+0xa0],rbx
  0032a8  mov     qword ptr [rbp+0x138],1
  0032b3  mov     rax,7
  0032bd  jmp     0x0000000000000016
  0032c2  mov     [rbp+0x30],r12
  0032c9  mov     qword ptr [rbp+0xc8],3
  0032d4  mov     [rbp+0x40],r13
  0032db  mov     qword ptr [rbp+0xd8],3
  0032e6  mov     qword ptr [rbp+0x50],0x14
  0032f1  mov     qword ptr [rbp+0xe8],1
  0032fc  mov     qword ptr [rbp+<exit lists 0>0],0x2c
  003307  mov     qword ptr [rbp+0x118],2
  003312  mov     [rbp+0xa0],rsi
  003319  mov     qword ptr [rbp+0x138],1
  003324  mov     qword ptr [rbp+0xa8],1
  00332f  mov     qword ptr [rbp+0x140],1
  00333a  mov     rax,8
  003344  jmp     0x0000000000000016
  003349  mov     [rbp+0x30],r12
  003350  mov     qword ptr [rbp+0xc8],3
  00335b  mov     [rbp+0x40],r13
  003362  mov     qword ptr [rbp+0xd8],3
  00336d  mov     qword ptr [rbp+0x50],0x14
  003378  mov     qword ptr [rbp+0xe8],1
  003383  mov     qword ptr [rbp+<exit lists 0>0],0x2c
  00338e  mov     qword ptr [rbp+0x118],2
  003399  mov     [rbp+0xa0],rsi
  0033a0  mov     qword ptr [rbp+0x138],1
  0033ab  mov     rax,9
  0033b5  jmp     0x0000000000000016
  0033ba  mov     [rbp+0x30],r12
  0033c1  mov     qword ptr [rbp+0xc8],3
  0033cc  mov     [rbp+0x40],r13
  0033d3  mov     qword ptr [rbp+0xd8],3
  0033de  mov     qword ptr [rbp+0x50],0x14
  0033e9  mov     qword ptr [rbp+0xe8],1
  0033f4  mov     qword ptr [rbp+<exit lists 0>0],0x2c
  0033ff  mov     qword ptr [rbp+0x118],2
  00340a  mov     [rbp+<exit lists 0>8],r15
  003411  mov     qword ptr [rbp+0x120],1
  00341c  mov     [rbp+0xa0],rsi
  003423  mov     qword ptr [rbp+0x138],1
  00342e  mov     rax,0xa
  003438  jmp     0x0000000000000016
  00343d  mov     [rbp+0x30],r12
  003444  mov     qword ptr [rbp+0xc8],3
  00344f  mov     [rbp+0x40],r13
  003456  mov     qword ptr [rbp+0xd8],3
  003461  mov     qword ptr [rbp+0x50],0x14
  00346c  mov     qword ptr [rbp+0xe8],1
  003477  mov     [rbp+<exit lists 0>8],r15
  00347e  mov     qword ptr [rbp+0x120],1
  003489  mov     rax,0xb
  003493  jmp     0x0000000000000016
  003498  mov     [rbp+0x30],r12
  00349f  mov     qword ptr [rbp+0xc8],3
  0034aa  mov     [rbp+0x40],r13
  0034b1  mov     qword ptr [rbp+0xd8],3
  0034bc  mov     qword ptr [rbp+0x50],0x1f
  0034c7  mov     qword ptr [rbp+0xe8],1
  0034d2  mov     qword ptr [rbp+0x78],3
  0034dd  mov     qword ptr [rbp+0x110],1
  0034e8  mov     rax,0xc
  0034f2  jmp     0x0000000000000016
  0034f7  mov     [rbp+0x30],r12
  0034fe  mov     qword ptr [rbp+0xc8],3
  003509  mov     [rbp+0x40],r13
  003510  mov     qword ptr [rbp+0xd8],3
  00351b  mov     qword ptr [rbp+0x50],0x21
  003526  mov     qword ptr [rbp+0xe8],1
  003531  mov     qword ptr [rbp+0x78],1
  00353c  mov     qword ptr [rbp+0x110],1
  003547  mov     rax,0xd
  003551  jmp     0x0000000000000016
  003556  mov     [rbp+0x30],r12
  00355d  mov     qword ptr [rbp+0xc8],3
  003568  mov     [rbp+0x40],r13
  00356f  mov     qword ptr [rbp+0xd8],3
  00357a  mov     qword ptr [rbp+0x50],0x25
  003585  mov     qword ptr [rbp+0xe8],1
  003590  mov     qword ptr [rbp+0x58],0xf
  00359b  mov     qword ptr [rbp+0xf0],2
  0035a6  mov     qword ptr [rbp+<exit lists 0>0],0x28
  0035b1  mov     qword ptr [rbp+0x118],2
  0035bc  mov     [rbp+0xa0],r14
  0035c3  mov     qword ptr [rbp+0x138],1
  0035ce  mov     qword ptr [rbp+0xb8],1
  0035d9  mov     qword ptr [rbp+0x150],1
  0035e4  mov     rax,0xe
  0035ee  jmp     0x0000000000000016
  0035f3  mov     [rbp+0x30],r12
  0035fa  mov     qword ptr [rbp+0xc8],3
  003605  mov     [rbp+0x40],r13
  00360c  mov     qword ptr [rbp+0xd8],3
  003617  mov     qword ptr [rbp+0x50],0x25
  003622  mov     qword ptr [rbp+0xe8],1
  00362d  mov     qword ptr [rbp+0x58],0xf
  003638  mov     qword ptr [rbp+0xf0],2
  003643  mov     qword ptr [rbp+<exit lists 0>0],0x28
  00364e  mov     qword ptr [rbp+0x118],2
  003659  mov     [rbp+0xa0],r14
  003660  mov     qword ptr [rbp+0x138],1
  00366b  mov     rax,0xf
  003675  jmp     0x0000000000000016
  00367a  mov     [rbp+0x30],r12
  003681  mov     qword ptr [rbp+0xc8],3
  00368c  mov     [rbp+0x40],r13
  003693  mov     qword ptr [rbp+0xd8],3
  00369e  mov     qword ptr [rbp+0x50],0x25
  0036a9  mov     qword ptr [rbp+0xe8],1
  0036b4  mov     qword ptr [rbp+0x58],0xf
  0036bf  mov     qword ptr [rbp+0xf0],2
  0036ca  mov     qword ptr [rbp+<exit lists 0>0],0x28
  0036d5  mov     qword ptr [rbp+0x118],2
  0036e0  mov     [rbp+0x90],r15
  0036e7  mov     qword ptr [rbp+0x128],1
  0036f2  mov     [rbp+0xa0],r14
  0036f9  mov     qword ptr [rbp+0x138],1
  003704  mov     rax,0x10
  00370e  jmp     0x0000000000000016
  003713  mov     [rbp+0x30],r12
  00371a  mov     qword ptr [rbp+0xc8],3
  003725  mov     [rbp+0x40],r13
  00372c  mov     qword ptr [rbp+0xd8],3
  003737  mov     qword ptr [rbp+0x50],0x25
  003742  mov     qword ptr [rbp+0xe8],1
  00374d  mov     qword ptr [rbp+0x58],0xf
  003758  mov     qword ptr [rbp+0xf0],2
  003763  mov     qword ptr [rbp+<exit lists 0>0],0x28
  00376e  mov     qword ptr [rbp+0x118],2
  003779  mov     [rbp+<exit lists 0>8],rsi
  003780  mov     qword ptr [rbp+0x120],1
  00378b  mov     [rbp+0x90],r15
  003792  mov     qword ptr [rbp+0x128],1
  00379d  mov     [rbp+0xa0],r14
  0037a4  mov     qword ptr [rbp+0x138],1
  0037af  mov     rax,0x11
  0037b9  jmp     0x0000000000000016
  0037be  mov     [rbp+0x30],r12
  0037c5  mov     qword ptr [rbp+0xc8],3
  0037d0  mov     [rbp+0x40],r13
  0037d7  mov     qword ptr [rbp+0xd8],3
  0037e2  mov     qword ptr [rbp+0x50],0x25
  0037ed  mov     qword ptr [rbp+0xe8],1
  0037f8  mov     [rbp+<exit lists 0>8],rsi
  0037ff  mov     qword ptr [rbp+0x120],1
  00380a  mov     [rbp+0x90],r15
  003811  mov     qword ptr [rbp+0x128],1
  00381c  mov     rax,0x12
  003826  jmp     0x0000000000000016
  00382b  mov     [rbp+0x30],r12
  003832  mov     qword ptr [rbp+0xc8],3
  00383d  mov     [rbp+0x40],r13
  003844  mov     qword ptr [rbp+0xd8],3
  00384f  mov     qword ptr [rbp+0x50],0x26
  00385a  mov     qword ptr [rbp+0xe8],1
  003865  mov     qword ptr [rbp+0x58],0x13
  003870  mov     qword ptr [rbp+0xf0],2
  00387b  mov     qword ptr [rbp+<exit lists 0>0],0x28
  003886  mov     qword ptr [rbp+0x118],2
  003891  mov     [rbp+0xa0],rsi
  003898  mov     qword ptr [rbp+0x138],1
  0038a3  mov     qword ptr [rbp+0xb8],1
  0038ae  mov     qword ptr [rbp+0x150],1
  0038b9  mov     rax,0x13
  0038c3  jmp     0x0000000000000016
  0038c8  mov     [rbp+0x30],r12
  0038cf  mov     qword ptr [rbp+0xc8],3
  0038da  mov     [rbp+0x40],r13
  0038e1  mov     qword ptr [rbp+0xd8],3
  0038ec  mov     qword ptr [rbp+0x50],0x26
  0038f7  mov     qword ptr [rbp+0xe8],1
  003902  mov     qword ptr [rbp+0x58],0x13
  00390d  mov     qword ptr [rbp+0xf0],2
  003918  mov     qword ptr [rbp+<exit lists 0>0],0x28
  003923  mov     qword ptr [rbp+0x118],2
  00392e  mov     [rbp+0xa0],rsi
  003935  mov     qword ptr [rbp+0x138],1
  003940  mov     rax,0x14
  00394a  jmp     0x0000000000000016
  00394f  mov     [rbp+0x30],r12
  003956  mov     qword ptr [rbp+0xc8],3
  003961  mov     [rbp+0x40],r13
  003968  mov     qword ptr [rbp+0xd8],3
  003973  mov     qword ptr [rbp+0x50],0x26
  00397e  mov     qword ptr [rbp+0xe8],1
  003989  mov     qword ptr [rbp+0x58],0x13
  003994  mov     qword ptr [rbp+0xf0],2
  00399f  mov     qword ptr [rbp+<exit lists 0>0],0x28
  0039aa  mov     qword ptr [rbp+0x118],2
  0039b5  mov     [rbp+0x90],r15
  0039bc  mov     qword ptr [rbp+0x128],1
  0039c7  mov     [rbp+0xa0],rsi
  0039ce  mov     qword ptr [rbp+0x138],1
  0039d9  mov     rax,0x15
  0039e3  jmp     0x0000000000000016
  0039e8  mov     [rbp+0x30],r12
  0039ef  mov     qword ptr [rbp+0xc8],3
  0039fa  mov     [rbp+0x40],r13
  003a01  mov     qword ptr [rbp+0xd8],3
  003a0c  mov     qword ptr [rbp+0x50],0x26
  003a17  mov     qword ptr [rbp+0xe8],1
  003a22  mov     qword ptr [rbp+0x58],0x13
  003a2d  mov     qword ptr [rbp+0xf0],2
  003a38  mov     qword ptr [rbp+<exit lists 0>0],0x28
  003a43  mov     qword ptr [rbp+0x118],2
  003a4e  mov     [rbp+<exit lists 0>8],r14
  003a55  mov     qword ptr [rbp+0x120],1
  003a60  mov     [rbp+0x90],r15
  003a67  mov     qword ptr [rbp+0x128],1
  003a72  mov     [rbp+0xa0],rsi
  003a79  mov     qword ptr [rbp+0x138],1
  003a84  mov     rax,0x16
  003a8e  jmp     0x0000000000000016
  003a93  sub     r14,r15
  003a96  mov     [rbp+0x30],r12
  003a9d  mov     qword ptr [rbp+0xc8],3
  003aa8  mov     [rbp+0x40],r13
  003aaf  mov     qword ptr [rbp+0xd8],3
  003aba  mov     qword ptr [rbp+0x50],0x26
  003ac5  mov     qword ptr [rbp+0xe8],1
  003ad0  mov     [rbp+<exit lists 0>8],r14
  003ad7  mov     qword ptr [rbp+0x120],1
  003ae2  mov     [rbp+0x90],r15
  003ae9  mov     qword ptr [rbp+0x128],1
  003af4  mov     rax,0x17
  003afe  jmp     0x0000000000000016
  003b03  mov     [rbp+0x30],r12
  003b0a  mov     qword ptr [rbp+0xc8],3
  003b15  mov     [rbp+0x40],r13
  003b1c  mov     qword ptr [rbp+0xd8],3
  003b27  mov     qword ptr [rbp+0x50],0x27
  003b32  mov     qword ptr [rbp+0xe8],1
  003b3d  mov     qword ptr [rbp+<exit lists 0>0],0x27
  003b48  mov     qword ptr [rbp+0x118],2
  003b53  mov     [rbp+0xa0],r14
  003b5a  mov     qword ptr [rbp+0x138],1
  003b65  mov     qword ptr [rbp+0xa8],1
  003b70  mov     qword ptr [rbp+0x140],1
  003b7b  mov     rax,0x18
  003b85  jmp     0x0000000000000016
  003b8a  mov     [rbp+0x30],r12
  003b91  mov     qword ptr [rbp+0xc8],3
  003b9c  mov     [rbp+0x40],r13
  003ba3  mov     qword ptr [rbp+0xd8],3
  003bae  mov     qword ptr [rbp+0x50],0x27
  003bb9  mov     qword ptr [rbp+0xe8],1
  003bc4  mov     qword ptr [rbp+<exit lists 0>0],0x27
  003bcf  mov     qword ptr [rbp+0x118],2
  003bda  mov     [rbp+0xa0],r14
  003be1  mov     qword ptr [rbp+0x138],1
  003bec  mov     rax,0x19
  003bf6  jmp     0x0000000000000016
  003bfb  mov     [rbp+0x30],r12
  003c02  mov     qword ptr [rbp+0xc8],3
  003c0d  mov     [rbp+0x40],r13
  003c14  mov     qword ptr [rbp+0xd8],3
  003c1f  mov     qword ptr [rbp+0x50],0x27
  003c2a  mov     qword ptr [rbp+0xe8],1
  003c35  mov     qword ptr [rbp+<exit lists 0>0],0x27
  003c40  mov     qword ptr [rbp+0x118],2
  003c4b  mov     [rbp+<exit lists 0>8],r15
  003c52  mov     qword ptr [rbp+0x120],1
  003c5d  mov     [rbp+0xa0],r14
  003c64  mov     qword ptr [rbp+0x138],1
  003c6f  mov     rax,0x1a
  003c79  jmp     0x0000000000000016
  003c7e  mov     [rbp+0x30],r12
  003c85  mov     qword ptr [rbp+0xc8],3
  003c90  mov     [rbp+0x40],r13
  003c97  mov     qword ptr [rbp+0xd8],3
  003ca2  mov     qword ptr [rbp+0x50],0x29
  003cad  mov     qword ptr [rbp+0xe8],1
  003cb8  mov     qword ptr [rbp+0x78],2
  003cc3  mov     qword ptr [rbp+0x110],1
  003cce  mov     rax,0x1c
  003cd8  jmp     0x0000000000000016
  003cdd  mov     [rbp+0x30],r12
  003ce4  mov     qword ptr [rbp+0xc8],3
  003cef  mov     [rbp+0x40],r13
  003cf6  mov     qword ptr [rbp+0xd8],3
  003d01  mov     qword ptr [rbp+0x50],0x2d
  003d0c  mov     qword ptr [rbp+0xe8],1
  003d17  mov     qword ptr [rbp+0x58],0x13
  003d22  mov     qword ptr [rbp+0xf0],2
  003d2d  mov     qword ptr [rbp+<exit lists 0>0],0x28
  003d38  mov     qword ptr [rbp+0x118],2
  003d43  mov     [rbp+0xa0],r15
  003d4a  mov     qword ptr [rbp+0x138],1
  003d55  mov     qword ptr [rbp+0xb8],1
  003d60  mov     qword ptr [rbp+0x150],1
  003d6b  mov     rax,0x1d
  003d75  jmp     0x0000000000000016
  003d7a  mov     [rbp+0x30],r12
  003d81  mov     qword ptr [rbp+0xc8],3
  003d8c  mov     [rbp+0x40],r13
  003d93  mov     qword ptr [rbp+0xd8],3
  003d9e  mov     qword ptr [rbp+0x50],0x2d
  003da9  mov     qword ptr [rbp+0xe8],1
  003db4  mov     qword ptr [rbp+0x58],0x13
  003dbf  mov     qword ptr [rbp+0xf0],2
  003dca  mov     qword ptr [rbp+<exit lists 0>0],0x28
  003dd5  mov     qword ptr [rbp+0x118],2
  003de0  mov     [rbp+0xa0],r15
  003de7  mov     qword ptr [rbp+0x138],1
  003df2  mov     rax,0x1e
  003dfc  jmp     0x0000000000000016
  003e01  mov     [rbp+0x30],r12
  003e08  mov     qword ptr [rbp+0xc8],3
  003e13  mov     [rbp+0x40],r13
  003e1a  mov     qword ptr [rbp+0xd8],3
  003e25  mov     qword ptr [rbp+0x50],0x2d
  003e30  mov     qword ptr [rbp+0xe8],1
  003e3b  mov     qword ptr [rbp+0x58],0x13
  003e46  mov     qword ptr [rbp+0xf0],2
  003e51  mov     qword ptr [rbp+<exit lists 0>0],0x28
  003e5c  mov     qword ptr [rbp+0x118],2
  003e67  mov     [rbp+0x90],r14
  003e6e  mov     qword ptr [rbp+0x128],1
  003e79  mov     [rbp+0xa0],r15
  003e80  mov     qword ptr [rbp+0x138],1
  003e8b  mov     rax,0x1f
  003e95  jmp     0x0000000000000016
  003e9a  mov     [rbp+0x30],r12
  003ea1  mov     qword ptr [rbp+0xc8],3
  003eac  mov     [rbp+0x40],r13
  003eb3  mov     qword ptr [rbp+0xd8],3
  003ebe  mov     qword ptr [rbp+0x50],0x2d
  003ec9  mov     qword ptr [rbp+0xe8],1
  003ed4  mov     qword ptr [rbp+0x58],0x13
  003edf  mov     qword ptr [rbp+0xf0],2
  003eea  mov     qword ptr [rbp+<exit lists 0>0],0x28
  003ef5  mov     qword ptr [rbp+0x118],2
  003f00  mov     [rbp+<exit lists 0>8],rsi
  003f07  mov     qword ptr [rbp+0x120],1
  003f12  mov     [rbp+0x90],r14
  003f19  mov     qword ptr [rbp+0x128],1
  003f24  mov     [rbp+0xa0],r15
  003f2b  mov     qword ptr [rbp+0x138],1
  003f36  mov     rax,0x20
  003f40  jmp     0x0000000000000016
  003f45  sub     rsi,r14
  003f48  mov     [rbp+0x30],r12
  003f4f  mov     qword ptr [rbp+0xc8],3
  003f5a  mov     [rbp+0x40],r13
  003f61  mov     qword ptr [rbp+0xd8],3
  003f6c  mov     qword ptr [rbp+0x50],0x2d
  003f77  mov     qword ptr [rbp+0xe8],1
  003f82  mov     [rbp+<exit lists 0>8],rsi
  003f89  mov     qword ptr [rbp+0x120],1
  003f94  mov     [rbp+0x90],r14
  003f9b  mov     qword ptr [rbp+0x128],1
  003fa6  mov     rax,0x21
  003fb0  jmp     0x0000000000000016
  003fb5  mov     [rbp+0x30],r12
  003fbc  mov     qword ptr [rbp+0xc8],3
  003fc7  mov     [rbp+0x40],r13
  003fce  mov     qword ptr [rbp+0xd8],3
  003fd9  mov     qword ptr [rbp+0x50],0x2e
  003fe4  mov     qword ptr [rbp+0xe8],1
  003fef  mov     qword ptr [rbp+<exit lists 0>0],0x27
  003ffa  mov     qword ptr [rbp+0x118],2
  004005  mov     [rbp+0xa0],rsi
  00400c  mov     qword ptr [rbp+0x138],1
  004017  mov     qword ptr [rbp+0xa8],1
  004022  mov     qword ptr [rbp+0x140],1
  00402d  mov     rax,0x22
  004037  jmp     0x0000000000000016
  00403c  mov     [rbp+0x30],r12
  004043  mov     qword ptr [rbp+0xc8],3
  00404e  mov     [rbp+0x40],r13
  004055  mov     qword ptr [rbp+0xd8],3
  004060  mov     qword ptr [rbp+0x50],0x2e
  00406b  mov     qword ptr [rbp+0xe8],1
  004076  mov     qword ptr [rbp+<exit lists 0>0],0x27
  004081  mov     qword ptr [rbp+0x118],2
  00408c  mov     [rbp+0xa0],rsi
  004093  mov     qword ptr [rbp+0x138],1
  00409e  mov     rax,0x23
  0040a8  jmp     0x0000000000000016
  0040ad  mov     [rbp+0x30],r12
  0040b4  mov     qword ptr [rbp+0xc8],3
  0040bf  mov     [rbp+0x40],r13
  0040c6  mov     qword ptr [rbp+0xd8],3
  0040d1  mov     qword ptr [rbp+0x50],0x2e
  0040dc  mov     qword ptr [rbp+0xe8],1
  0040e7  mov     qword ptr [rbp+<exit lists 0>0],0x27
  0040f2  mov     qword ptr [rbp+0x118],2
  0040fd  mov     [rbp+<exit lists 0>8],r14
  004104  mov     qword ptr [rbp+0x120],1
  00410f  mov     [rbp+0xa0],rsi
  004116  mov     qword ptr [rbp+0x138],1
  004121  mov     rax,0x24
  00412b  jmp     0x0000000000000016
  004130  mov     [rbp+0x30],r12
  004137  mov     qword ptr [rbp+0xc8],3
  004142  mov     [rbp+0x40],r13
  004149  mov     qword ptr [rbp+0xd8],3
  004154  mov     qword ptr [rbp+0x50],0xf
  00415f  mov     qword ptr [rbp+0xe8],1
  00416a  mov     qword ptr [rbp+0x78],2
  004175  mov     qword ptr [rbp+0x110],1
  004180  mov     rax,0x27
  00418a  jmp     0x0000000000000016
  00418f  mov     [rbp+0x30],r12
  004196  mov     qword ptr [rbp+0xc8],3
  0041a1  mov     [rbp+0x40],r13
  0041a8  mov     qword ptr [rbp+0xd8],3
  0041b3  mov     qword ptr [rbp+0x50],0x11
  0041be  mov     qword ptr [rbp+0xe8],1
  0041c9  mov     qword ptr [rbp+0x78],0
  0041d4  mov     qword ptr [rbp+0x110],1
  0041df  mov     rax,0x28
  0041e9  jmp     0x0000000000000016
  0041ee  mov     [rbp+0x30],r12
  0041f5  mov     qword ptr [rbp+0xc8],3
  004200  mov     [rbp+0x40],r13
  004207  mov     qword ptr [rbp+0xd8],3
  004212  mov     qword ptr [rbp+0x50],0x13
  00421d  mov     qword ptr [rbp+0xe8],1
  004228  mov     qword ptr [rbp+0x58],0x16
  004233  mov     qword ptr [rbp+0xf0],2
  00423e  mov     qword ptr [rbp+<exit lists 0>0],0x28
  004249  mov     qword ptr [rbp+0x118],2
  004254  mov     [rbp+0xa0],rsi
  00425b  mov     qword ptr [rbp+0x138],1
  004266  mov     qword ptr [rbp+0xb8],1
  004271  mov     qword ptr [rbp+0x150],1
  00427c  mov     rax,0x29
  004286  jmp     0x0000000000000016
  00428b  mov     [rbp+0x30],r12
  004292  mov     qword ptr [rbp+0xc8],3
  00429d  mov     [rbp+0x40],r13
  0042a4  mov     qword ptr [rbp+0xd8],3
  0042af  mov     qword ptr [rbp+0x50],0x13
  0042ba  mov     qword ptr [rbp+0xe8],1
  0042c5  mov     qword ptr [rbp+0x58],0x16
  0042d0  mov     qword ptr [rbp+0xf0],2
  0042db  mov     qword ptr [rbp+<exit lists 0>0],0x28
  0042e6  mov     qword ptr [rbp+0x118],2
  0042f1  mov     [rbp+0xa0],rsi
  0042f8  mov     qword ptr [rbp+0x138],1
  004303  mov     rax,0x2a
  00430d  jmp     0x0000000000000016
  004312  mov     [rbp+0x30],r12
  004319  mov     qword ptr [rbp+0xc8],3
  004324  mov     [rbp+0x40],r13
  00432b  mov     qword ptr [rbp+0xd8],3
  004336  mov     qword ptr [rbp+0x50],0x13
  004341  mov     qword ptr [rbp+0xe8],1
  00434c  mov     qword ptr [rbp+0x58],0x16
  004357  mov     qword ptr [rbp+0xf0],2
  004362  mov     qword ptr [rbp+<exit lists 0>0],0x28
  00436d  mov     qword ptr [rbp+0x118],2
  004378  mov     [rbp+0x90],r15
  00437f  mov     qword ptr [rbp+0x128],1
  00438a  mov     [rbp+0xa0],rsi
  004391  mov     qword ptr [rbp+0x138],1
  00439c  mov     rax,0x2b
  0043a6  jmp     0x0000000000000016
  0043ab  mov     [rbp+0x30],r12
  0043b2  mov     qword ptr [rbp+0xc8],3
  0043bd  mov     [rbp+0x40],r13
  0043c4  mov     qword ptr [rbp+0xd8],3
  0043cf  mov     qword ptr [rbp+0x50],0x13
  0043da  mov     qword ptr [rbp+0xe8],1
  0043e5  mov     qword ptr [rbp+0x58],0x16
  0043f0  mov     qword ptr [rbp+0xf0],2
  0043fb  mov     qword ptr [rbp+<exit lists 0>0],0x28
  004406  mov     qword ptr [rbp+0x118],2
  004411  mov     [rbp+<exit lists 0>8],rbx
  004418  mov     qword ptr [rbp+0x120],1
  004423  mov     [rbp+0x90],r15
  00442a  mov     qword ptr [rbp+0x128],1
  004435  mov     [rbp+0xa0],rsi
  00443c  mov     qword ptr [rbp+0x138],1
  004447  mov     rax,0x2c
  004451  jmp     0x0000000000000016
  004456  mov     [rbp+0x30],r12
  00445d  mov     qword ptr [rbp+0xc8],3
  004468  mov     [rbp+0x40],r13
  00446f  mov     qword ptr [rbp+0xd8],3
  00447a  mov     qword ptr [rbp+0x50],0x14
  004485  mov     qword ptr [rbp+0xe8],1
  004490  mov     qword ptr [rbp+<exit lists 0>0],0x2c
  00449b  mov     qword ptr [rbp+0x118],2
  0044a6  mov     [rbp+0xa0],rbx
  0044ad  mov     qword ptr [rbp+0x138],1
  0044b8  mov     qword ptr [rbp+0xa8],1
  0044c3  mov     qword ptr [rbp+0x140],1
  0044ce  mov     rax,0x2d
  0044d8  jmp     0x0000000000000016
  0044dd  mov     [rbp+0x30],r12
  0044e4  mov     qword ptr [rbp+0xc8],3
  0044ef  mov     [rbp+0x40],r13
  0044f6  mov     qword ptr [rbp+0xd8],3
  004501  mov     qword ptr [rbp+0x50],0x14
  00450c  mov     qword ptr [rbp+0xe8],1
  004517  mov     qword ptr [rbp+<exit lists 0>0],0x2c
  004522  mov     qword ptr [rbp+0x118],2
  00452d  mov     [rbp+0xa0],rbx
  004534  mov     qword ptr [rbp+0x138],1
  00453f  mov     rax,0x2e
  004549  jmp     0x0000000000000016
  00454e  mov     [rbp+0x30],r12
  004555  mov     qword ptr [rbp+0xc8],3
  004560  mov     [rbp+0x40],r13
  004567  mov     qword ptr [rbp+0xd8],3
  004572  mov     qword ptr [rbp+0x50],0x14
  00457d  mov     qword ptr [rbp+0xe8],1
  004588  mov     qword ptr [rbp+<exit lists 0>0],0x2c
  004593  mov     qword ptr [rbp+0x118],2
  00459e  mov     [rbp+<exit lists 0>8],r15
  0045a5  mov     qword ptr [rbp+0x120],1
  0045b0  mov     [rbp+0xa0],rbx
  0045b7  mov     qword ptr [rbp+0x138],1
  0045c2  mov     rax,0x2f
  0045cc  jmp     0x0000000000000016
  0045d1  mov     [rbp+0x30],r12
  0045d8  mov     qword ptr [rbp+0xc8],3
  0045e3  mov     [rbp+0x40],r13
  0045ea  mov     qword ptr [rbp+0xd8],3
  0045f5  mov     qword ptr [rbp+0x50],0x14
  004600  mov     qword ptr [rbp+0xe8],1
  00460b  mov     [rbp+<exit lists 0>8],r15
  004612  mov     qword ptr [rbp+0x120],1
  00461d  mov     rax,0x30
  004627  jmp     0x0000000000005490
  00462c  mov     [rbp+0x30],r12
  004633  mov     qword ptr [rbp+0xc8],3
  00463e  mov     [rbp+0x40],r13
  004645  mov     qword ptr [rbp+0xd8],3
  004650  mov     qword ptr [rbp+0x50],0x1f
  00465b  mov     qword ptr [rbp+0xe8],1
  004666  mov     qword ptr [rbp+0x78],3
  004671  mov     qword ptr [rbp+0x110],1
  00467c  mov     rax,0x31
  004686  jmp     0x0000000000000016
  00468b  mov     [rbp+0x30],r12
  004692  mov     qword ptr [rbp+0xc8],3
  00469d  mov     [rbp+0x40],r13
  0046a4  mov     qword ptr [rbp+0xd8],3
  0046af  mov     qword ptr [rbp+0x50],0x21
  0046ba  mov     qword ptr [rbp+0xe8],1
  0046c5  mov     qword ptr [rbp+0x78],1
  0046d0  mov     qword ptr [rbp+0x110],1
  0046db  mov     rax,0x32
  0046e5  jmp     0x0000000000000016
  0046ea  mov     [rbp+0x30],r12
  0046f1  mov     qword ptr [rbp+0xc8],3
  0046fc  mov     [rbp+0x40],r13
  004703  mov     qword ptr [rbp+0xd8],3
  00470e  mov     qword ptr [rbp+0x50],0x25
  004719  mov     qword ptr [rbp+0xe8],1
  004724  mov     qword ptr [rbp+0x58],0xf
  00472f  mov     qword ptr [rbp+0xf0],2
  00473a  mov     qword ptr [rbp+<exit lists 0>0],0x28
  004745  mov     qword ptr [rbp+0x118],2
  004750  mov     [rbp+0xa0],r14
  004757  mov     qword ptr [rbp+0x138],1
  004762  mov     qword ptr [rbp+0xb8],1
  00476d  mov     qword ptr [rbp+0x150],1
  004778  mov     rax,0x33
  004782  jmp     0x0000000000000016
  004787  mov     [rbp+0x30],r12
  00478e  mov     qword ptr [rbp+0xc8],3
  004799  mov     [rbp+0x40],r13
  0047a0  mov     qword ptr [rbp+0xd8],3
  0047ab  mov     qword ptr [rbp+0x50],0x25
  0047b6  mov     qword ptr [rbp+0xe8],1
  0047c1  mov     qword ptr [rbp+0x58],0xf
  0047cc  mov     qword ptr [rbp+0xf0],2
  0047d7  mov     qword ptr [rbp+<exit lists 0>0],0x28
  0047e2  mov     qword ptr [rbp+0x118],2
  0047ed  mov     [rbp+0xa0],r14
  0047f4  mov     qword ptr [rbp+0x138],1
  0047ff  mov     rax,0x34
  004809  jmp     0x0000000000000016
  00480e  mov     [rbp+0x30],r12
  004815  mov     qword ptr [rbp+0xc8],3
  004820  mov     [rbp+0x40],r13
  004827  mov     qword ptr [rbp+0xd8],3
  004832  mov     qword ptr [rbp+0x50],0x25
  00483d  mov     qword ptr [rbp+0xe8],1
  004848  mov     qword ptr [rbp+0x58],0xf
  004853  mov     qword ptr [rbp+0xf0],2
  00485e  mov     qword ptr [rbp+<exit lists 0>0],0x28
  004869  mov     qword ptr [rbp+0x118],2
  004874  mov     [rbp+0x90],r15
  00487b  mov     qword ptr [rbp+0x128],1
  004886  mov     [rbp+0xa0],r14
  00488d  mov     qword ptr [rbp+0x138],1
  004898  mov     rax,0x35
  0048a2  jmp     0x0000000000000016
  0048a7  mov     [rbp+0x30],r12
  0048ae  mov     qword ptr [rbp+0xc8],3
  0048b9  mov     [rbp+0x40],r13
  0048c0  mov     qword ptr [rbp+0xd8],3
  0048cb  mov     qword ptr [rbp+0x50],0x25
  0048d6  mov     qword ptr [rbp+0xe8],1
  0048e1  mov     qword ptr [rbp+0x58],0xf
  0048ec  mov     qword ptr [rbp+0xf0],2
  0048f7  mov     qword ptr [rbp+<exit lists 0>0],0x28
  004902  mov     qword ptr [rbp+0x118],2
  00490d  mov     [rbp+<exit lists 0>8],rbx
  004914  mov     qword ptr [rbp+0x120],1
  00491f  mov     [rbp+0x90],r15
  004926  mov     qword ptr [rbp+0x128],1
  004931  mov     [rbp+0xa0],r14
  004938  mov     qword ptr [rbp+0x138],1
  004943  mov     rax,0x36
  00494d  jmp     0x0000000000000016
  004952  mov     [rbp+0x30],r12
  004959  mov     qword ptr [rbp+0xc8],3
  004964  mov     [rbp+0x40],r13
  00496b  mov     qword ptr [rbp+0xd8],3
  004976  mov     qword ptr [rbp+0x50],0x25
  004981  mov     qword ptr [rbp+0xe8],1
  00498c  mov     [rbp+<exit lists 0>8],rbx
  004993  mov     qword ptr [rbp+0x120],1
  00499e  mov     [rbp+0x90],r15
  0049a5  mov     qword ptr [rbp+0x128],1
  0049b0  mov     rax,0x37
  0049ba  jmp     0x0000000000000016
  0049bf  mov     [rbp+0x30],r12
  0049c6  mov     qword ptr [rbp+0xc8],3
  0049d1  mov     [rbp+0x40],r13
  0049d8  mov     qword ptr [rbp+0xd8],3
  0049e3  mov     qword ptr [rbp+0x50],0x26
  0049ee  mov     qword ptr [rbp+0xe8],1
  0049f9  mov     qword ptr [rbp+0x58],0x13
  004a04  mov     qword ptr [rbp+0xf0],2
  004a0f  mov     qword ptr [rbp+<exit lists 0>0],0x28
  004a1a  mov     qword ptr [rbp+0x118],2
  004a25  mov     [rbp+0xa0],rbx
  004a2c  mov     qword ptr [rbp+0x138],1
  004a37  mov     qword ptr [rbp+0xb8],1
  004a42  mov     qword ptr [rbp+0x150],1
  004a4d  mov     rax,0x38
  004a57  jmp     0x0000000000000016
  004a5c  mov     [rbp+0x30],r12
  004a63  mov     qword ptr [rbp+0xc8],3
  004a6e  mov     [rbp+0x40],r13
  004a75  mov     qword ptr [rbp+0xd8],3
  004a80  mov     qword ptr [rbp+0x50],0x26
  004a8b  mov     qword ptr [rbp+0xe8],1
  004a96  mov     qword ptr [rbp+0x58],0x13
  004aa1  mov     qword ptr [rbp+0xf0],2
  004aac  mov     qword ptr [rbp+<exit lists 0>0],0x28
  004ab7  mov     qword ptr [rbp+0x118],2
  004ac2  mov     [rbp+0xa0],rbx
  004ac9  mov     qword ptr [rbp+0x138],1
  004ad4  mov     rax,0x39
  004ade  jmp     0x0000000000000016
  004ae3  mov     [rbp+0x30],r12
  004aea  mov     qword ptr [rbp+0xc8],3
  004af5  mov     [rbp+0x40],r13
  004afc  mov     qword ptr [rbp+0xd8],3
  004b07  mov     qword ptr [rbp+0x50],0x26
  004b12  mov     qword ptr [rbp+0xe8],1
  004b1d  mov     qword ptr [rbp+0x58],0x13
  004b28  mov     qword ptr [rbp+0xf0],2
  004b33  mov     qword ptr [rbp+<exit lists 0>0],0x28
  004b3e  mov     qword ptr [rbp+0x118],2
  004b49  mov     [rbp+0x90],r15
  004b50  mov     qword ptr [rbp+0x128],1
  004b5b  mov     [rbp+0xa0],rbx
  004b62  mov     qword ptr [rbp+0x138],1
  004b6d  mov     rax,0x3a
  004b77  jmp     0x0000000000000016
  004b7c  mov     [rbp+0x30],r12
  004b83  mov     qword ptr [rbp+0xc8],3
  004b8e  mov     [rbp+0x40],r13
  004b95  mov     qword ptr [rbp+0xd8],3
  004ba0  mov     qword ptr [rbp+0x50],0x26
  004bab  mov     qword ptr [rbp+0xe8],1
  004bb6  mov     qword ptr [rbp+0x58],0x13
  004bc1  mov     qword ptr [rbp+0xf0],2
  004bcc  mov     qword ptr [rbp+<exit lists 0>0],0x28
  004bd7  mov     qword ptr [rbp+0x118],2
  004be2  mov     [rbp+<exit lists 0>8],r14
  004be9  mov     qword ptr [rbp+0x120],1
  004bf4  mov     [rbp+0x90],r15
  004bfb  mov     qword ptr [rbp+0x128],1
  004c06  mov     [rbp+0xa0],rbx
  004c0d  mov     qword ptr [rbp+0x138],1
  004c18  mov     rax,0x3b
  004c22  jmp     0x0000000000000016
  004c27  sub     r14,r15
  004c2a  mov     [rbp+0x30],r12
  004c31  mov     qword ptr [rbp+0xc8],3
  004c3c  mov     [rbp+0x40],r13
  004c43  mov     qword ptr [rbp+0xd8],3
  004c4e  mov     qword ptr [rbp+0x50],0x26
  004c59  mov     qword ptr [rbp+0xe8],1
  004c64  mov     [rbp+<exit lists 0>8],r14
  004c6b  mov     qword ptr [rbp+0x120],1
  004c76  mov     [rbp+0x90],r15
  004c7d  mov     qword ptr [rbp+0x128],1
  004c88  mov     rax,0x3c
  004c92  jmp     0x0000000000000016
  004c97  mov     [rbp+0x30],r12
  004c9e  mov     qword ptr [rbp+0xc8],3
  004ca9  mov     [rbp+0x40],r13
  004cb0  mov     qword ptr [rbp+0xd8],3
  004cbb  mov     qword ptr [rbp+0x50],0x27
  004cc6  mov     qword ptr [rbp+0xe8],1
  004cd1  mov     qword ptr [rbp+<exit lists 0>0],0x27
  004cdc  mov     qword ptr [rbp+0x118],2
  004ce7  mov     [rbp+0xa0],r14
  004cee  mov     qword ptr [rbp+0x138],1
  004cf9  mov     qword ptr [rbp+0xa8],1
  004d04  mov     qword ptr [rbp+0x140],1
  004d0f  mov     rax,0x3d
  004d19  jmp     0x0000000000000016
  004d1e  mov     [rbp+0x30],r12
  004d25  mov     qword ptr [rbp+0xc8],3
  004d30  mov     [rbp+0x40],r13
  004d37  mov     qword ptr [rbp+0xd8],3
  004d42  mov     qword ptr [rbp+0x50],0x27
  004d4d  mov     qword ptr [rbp+0xe8],1
  004d58  mov     qword ptr [rbp+<exit lists 0>0],0x27
  004d63  mov     qword ptr [rbp+0x118],2
  004d6e  mov     [rbp+0xa0],r14
  004d75  mov     qword ptr [rbp+0x138],1
  004d80  mov     rax,0x3e
  004d8a  jmp     0x0000000000000016
  004d8f  mov     [rbp+0x30],r12
  004d96  mov     qword ptr [rbp+0xc8],3
  004da1  mov     [rbp+0x40],r13
  004da8  mov     qword ptr [rbp+0xd8],3
  004db3  mov     qword ptr [rbp+0x50],0x27
  004dbe  mov     qword ptr [rbp+0xe8],1
  004dc9  mov     qword ptr [rbp+<exit lists 0>0],0x27
  004dd4  mov     qword ptr [rbp+0x118],2
  004ddf  mov     [rbp+<exit lists 0>8],r15
  004de6  mov     qword ptr [rbp+0x120],1
  004df1  mov     [rbp+0xa0],r14
  004df8  mov     qword ptr [rbp+0x138],1
  004e03  mov     rax,0x3f
  004e0d  jmp     0x0000000000000016
  004e12  mov     [rbp+0x30],r12
  004e19  mov     qword ptr [rbp+0xc8],3
  004e24  mov     [rbp+0x40],r13
  004e2b  mov     qword ptr [rbp+0xd8],3
  004e36  mov     qword ptr [rbp+0x50],0x29
  004e41  mov     qword ptr [rbp+0xe8],1
  004e4c  mov     qword ptr [rbp+0x78],2
  004e57  mov     qword ptr [rbp+0x110],1
  004e62  mov     rax,0x41
  004e6c  jmp     0x0000000000000016
  004e71  mov     [rbp+0x30],r12
  004e78  mov     qword ptr [rbp+0xc8],3
  004e83  mov     [rbp+0x40],r13
  004e8a  mov     qword ptr [rbp+0xd8],3
  004e95  mov     qword ptr [rbp+0x50],0x2d
  004ea0  mov     qword ptr [rbp+0xe8],1
  004eab  mov     qword ptr [rbp+0x58],0x13
  004eb6  mov     qword ptr [rbp+0xf0],2
  004ec1  mov     qword ptr [rbp+<exit lists 0>0],0x28
  004ecc  mov     qword ptr [rbp+0x118],2
  004ed7  mov     [rbp+0xa0],r15
  004ede  mov     qword ptr [rbp+0x138],1
  004ee9  mov     qword ptr [rbp+0xb8],1
  004ef4  mov     qword ptr [rbp+0x150],1
  004eff  mov     rax,0x42
  004f09  jmp     0x0000000000000016
  004f0e  mov     [rbp+0x30],r12
  004f15  mov     qword ptr [rbp+0xc8],3
  004f20  mov     [rbp+0x40],r13
  004f27  mov     qword ptr [rbp+0xd8],3
  004f32  mov     qword ptr [rbp+0x50],0x2d
  004f3d  mov     qword ptr [rbp+0xe8],1
  004f48  mov     qword ptr [rbp+0x58],0x13
  004f53  mov     qword ptr [rbp+0xf0],2
  004f5e  mov     qword ptr [rbp+<exit lists 0>0],0x28
  004f69  mov     qword ptr [rbp+0x118],2
  004f74  mov     [rbp+0xa0],r15
  004f7b  mov     qword ptr [rbp+0x138],1
  004f86  mov     rax,0x43
  004f90  jmp     0x0000000000000016
  004f95  mov     [rbp+0x30],r12
  004f9c  mov     qword ptr [rbp+0xc8],3
  004fa7  mov     [rbp+0x40],r13
  004fae  mov     qword ptr [rbp+0xd8],3
  004fb9  mov     qword ptr [rbp+0x50],0x2d
  004fc4  mov     qword ptr [rbp+0xe8],1
  004fcf  mov     qword ptr [rbp+0x58],0x13
  004fda  mov     qword ptr [rbp+0xf0],2
  004fe5  mov     qword ptr [rbp+<exit lists 0>0],0x28
  004ff0  mov     qword ptr [rbp+0x118],2
  004ffb  mov     [rbp+0x90],r14
  005002  mov     qword ptr [rbp+0x128],1
  00500d  mov     [rbp+0xa0],r15
  005014  mov     qword ptr [rbp+0x138],1
  00501f  mov     rax,0x44
  005029  jmp     0x0000000000000016
  00502e  mov     [rbp+0x30],r12
  005035  mov     qword ptr [rbp+0xc8],3
  005040  mov     [rbp+0x40],r13
  005047  mov     qword ptr [rbp+0xd8],3
  005052  mov     qword ptr [rbp+0x50],0x2d
  00505d  mov     qword ptr [rbp+0xe8],1
  005068  mov     qword ptr [rbp+0x58],0x13
  005073  mov     qword ptr [rbp+0xf0],2
  00507e  mov     qword ptr [rbp+<exit lists 0>0],0x28
  005089  mov     qword ptr [rbp+0x118],2
  005094  mov     [rbp+<exit lists 0>8],rbx
  00509b  mov     qword ptr [rbp+0x120],1
  0050a6  mov     [rbp+0x90],r14
  0050ad  mov     qword ptr [rbp+0x128],1
  0050b8  mov     [rbp+0xa0],r15
  0050bf  mov     qword ptr [rbp+0x138],1
  0050ca  mov     rax,0x45
  0050d4  jmp     0x0000000000000016
  0050d9  sub     rbx,r14
  0050dc  mov     [rbp+0x30],r12
  0050e3  mov     qword ptr [rbp+0xc8],3
  0050ee  mov     [rbp+0x40],r13
  0050f5  mov     qword ptr [rbp+0xd8],3
  005100  mov     qword ptr [rbp+0x50],0x2d
  00510b  mov     qword ptr [rbp+0xe8],1
  005116  mov     [rbp+<exit lists 0>8],rbx
  00511d  mov     qword ptr [rbp+0x120],1
  005128  mov     [rbp+0x90],r14
  00512f  mov     qword ptr [rbp+0x128],1
  00513a  mov     rax,0x46
  005144  jmp     0x0000000000000016
  005149  mov     [rbp+0x30],r12
  005150  mov     qword ptr [rbp+0xc8],3
  00515b  mov     [rbp+0x40],r13
  005162  mov     qword ptr [rbp+0xd8],3
  00516d  mov     qword ptr [rbp+0x50],0x2e
  005178  mov     qword ptr [rbp+0xe8],1
  005183  mov     qword ptr [rbp+<exit lists 0>0],0x27
  00518e  mov     qword ptr [rbp+0x118],2
  005199  mov     [rbp+0xa0],rbx
  0051a0  mov     qword ptr [rbp+0x138],1
  0051ab  mov     qword ptr [rbp+0xa8],1
  0051b6  mov     qword ptr [rbp+0x140],1
  0051c1  mov     rax,0x47
  0051cb  jmp     0x0000000000000016
  0051d0  mov     [rbp+0x30],r12
  0051d7  mov     qword ptr [rbp+0xc8],3
  0051e2  mov     [rbp+0x40],r13
  0051e9  mov     qword ptr [rbp+0xd8],3
  0051f4  mov     qword ptr [rbp+0x50],0x2e
  0051ff  mov     qword ptr [rbp+0xe8],1
  00520a  mov     qword ptr [rbp+<exit lists 0>0],0x27
  005215  mov     qword ptr [rbp+0x118],2
  005220  mov     [rbp+0xa0],rbx
  005227  mov     qword ptr [rbp+0x138],1
  005232  mov     rax,0x48
  00523c  jmp     0x0000000000000016
  005241  mov     [rbp+0x30],r12
  005248  mov     qword ptr [rbp+0xc8],3
  005253  mov     [rbp+0x40],r13
  00525a  mov     qword ptr [rbp+0xd8],3
  005265  mov     qword ptr [rbp+0x50],0x2e
  005270  mov     qword ptr [rbp+0xe8],1
  00527b  mov     qword ptr [rbp+<exit lists 0>0],0x27
  005286  mov     qword ptr [rbp+0x118],2
  005291  mov     [rbp+<exit lists 0>8],r14
  005298  mov     qword ptr [rbp+0x120],1
  0052a3  mov     [rbp+0xa0],rbx
  0052aa  mov     qword ptr [rbp+0x138],1
  0052b5  mov     rax,0x49
  0052bf  jmp     0x0000000000000016
  0052c4  mov     [rbp+0x30],r12
  0052cb  mov     qword ptr [rbp+0xc8],3
  0052d6  mov     [rbp+0x40],r13
  0052dd  mov     qword ptr [rbp+0xd8],3
  0052e8  mov     qword ptr [rbp+0x50],0x27
  0052f3  mov     qword ptr [rbp+0xe8],1
  0052fe  mov     qword ptr [rbp+0x78],3
  005309  mov     qword ptr [rbp+0x110],1
  005314  mov     [rbp+<exit lists 0>8],r15
  00531b  mov     qword ptr [rbp+0x120],1
  005326  mov     rax,0x1b
  005330  jmp     0x0000000000000016
  005335  mov     [rbp+0x30],r12
  00533c  mov     qword ptr [rbp+0xc8],3
  005347  mov     [rbp+0x40],r13
  00534e  mov     qword ptr [rbp+0xd8],3
  005359  mov     qword ptr [rbp+0x50],0x2e
  005364  mov     qword ptr [rbp+0xe8],1
  00536f  mov     qword ptr [rbp+0x78],2
  00537a  mov     qword ptr [rbp+0x110],1
  005385  mov     [rbp+<exit lists 0>8],r14
  00538c  mov     qword ptr [rbp+0x120],1
  005397  mov     rax,0x25
  0053a1  jmp     0x0000000000000016
  0053a6  mov     [rbp+0x30],r12
  0053ad  mov     qword ptr [rbp+0xc8],3
  0053b8  mov     [rbp+0x40],r13
  0053bf  mov     qword ptr [rbp+0xd8],3
  0053ca  mov     qword ptr [rbp+0x50],0x27
  0053d5  mov     qword ptr [rbp+0xe8],1
  0053e0  mov     qword ptr [rbp+0x78],3
  0053eb  mov     qword ptr [rbp+0x110],1
  0053f6  mov     [rbp+<exit lists 0>8],r15
  0053fd  mov     qword ptr [rbp+0x120],1
  005408  mov     rax,0x40
  005412  jmp     0x0000000000000016
  005417  mov     [rbp+0x30],r12
  00541e  mov     qword ptr [rbp+0xc8],3
  005429  mov     [rbp+0x40],r13
  005430  mov     qword ptr [rbp+0xd8],3
  00543b  mov     qword ptr [rbp+0x50],0x2e
  005446  mov     qword ptr [rbp+0xe8],1
  005451  mov     qword ptr [rbp+0x78],2
  00545c  mov     qword ptr [rbp+0x110],1
  005467  mov     [rbp+<exit lists 0>8],r14
  00546e  mov     qword ptr [rbp+0x120],1
  005479  mov     rax,0x4a
  005483  jmp     0x0000000000000016

; T1: 7459 bytes
  005490  mov     qword ptr [rbp+0x18],0
; v0:list = input bytecode
  00549b  cmp     qword ptr [rbp+0xc0],3
  0054a6  jne     0x00000000000065a9
  0054ac  mov     rbx,[rbp+0x28]
; v1:list = input mem
  0054b3  cmp     qword ptr [rbp+0xc8],3
  0054be  jne     0x00000000000065a9
  0054c4  mov     r12,[rbp+0x30]
; v2:list = input stack
  0054cb  cmp     qword ptr [rbp+0xd8],3
  0054d6  jne     0x00000000000065a9
  0054dc  mov     r13,[rbp+0x40]
; v3:list = input rstack
  0054e3  cmp     qword ptr [rbp+0xe0],3
  0054ee  jne     0x00000000000065a9
; v4:int = input pc
  0054f4  cmp     qword ptr [rbp+0xe8],1
  0054ff  jne     0x00000000000065a9
  005505  mov     r14,[rbp+0x50]
; v5:int = input x
  00550c  cmp     qword ptr [rbp+0x120],1
  005517  jne     0x00000000000065a9
  00551d  mov     r15,[rbp+<exit lists 0>8]
; guard_true v5 => jump_if_zero_x/0 (0) {}
  005524  test    r15,r15
  005527  je      0x00000000000065b8
; v7:int = add v4, 2 => jump_not_taken/0 (1) {}
  00552d  add     r14,2
  005534  jo      0x00000000000065c7
; guard_value v0, ['push', 0, 'store', 1, 'load', 1, 'load', 0, 'lt', 'jump_if_zero', 50, 'push', 0, 'store', 2, 'load', 2, 'load', 0, 'eq', 'jump_if_zero', 31, 'load', 1, 'push', 1, 'add', 'store', 1, 'jump', 4, 'load', 3, 'load', 1, 'load', 2, 'mul', 'add', 'store', 3, 'load', 2, 'push', 1, 'add', 'store', 2, 'jump', 15, 'load', 3, 'halt'] => dispatch_loop/0 (2) {pc=v7}
  00553a  mov     rax,<list k1>
  005544  cmp     rbx,rax
  005547  jne     0x00000000000065dd
; guard_value v7, 22 => dispatch_loop_promote_bytecode/0 (3) {pc=v7}
  00554d  cmp     r14,0x16
  005554  jne     0x0000000000006637
; v10:int = readlist v1, 1 => op_load/2 (6) {pc=22, a=1}
  00555a  cmp     qword ptr [r12],1
  005566  jbe     0x000000000000666a
  00556c  mov     rax,[r12+8]
  005574  test    rax,rax
  005577  je      0x000000000000558a
  00557d  cmp     byte ptr [rax+1],1
  005584  jne     0x000000000000666a
  00558a  mov     rax,[r12+0x10]
  005592  mov     r14,[rax+8]
; v11:list = append v2, v10 owned
  005599  sub     rsp,0x70
  0055a0  mov     [rsp+0x30],rcx
  0055a8  mov     [rsp+0x38],rsi
  0055b0  mov     [rsp+0x40],rdi
  0055b8  mov     [rsp+0x48],r8
  0055c0  mov     [rsp+0x50],r9
  0055c8  mov     [rsp+0x58],r10
  0055d0  mov     [rsp],r13
  0055d8  mov     qword ptr [rsp+8],3
  0055e4  mov     [rsp+0x10],r14
  0055ec  mov     qword ptr [rsp+0x18],1
  0055f8  mov     rdi,[rbp+0x20]
  0055ff  mov     esi,0xf
  005604  mov     rdx,rsp
  005607  mov     rcx,0xfffffffffffffffc
  005611  mov     r8,0xfffffffffffffffc
  00561b  mov     r9,0
  005625  mov     rax,<list_op>
  00562f  call    rax
  005631  mov     r11,rax
  005634  mov     rcx,[rsp+0x30]
  00563c  mov     rsi,[rsp+0x38]
  005644  mov     rdi,[rsp+0x40]
  00564c  mov     r8,[rsp+0x48]
  005654  mov     r9,[rsp+0x50]
  00565c  mov     r10,[rsp+0x58]
  005664  add     rsp,0x70
  00566b  mov     r13,r11
; v12:list = append v11, 1 owned
  00566e  sub     rsp,0x70
  005675  mov     [rsp+0x30],rcx
  00567d  mov     [rsp+0x38],rsi
  005685  mov     [rsp+0x40],rdi
  00568d  mov     [rsp+0x48],r8
  005695  mov     [rsp+0x50],r9
  00569d  mov     [rsp+0x58],r10
  0056a5  mov     [rsp],r13
  0056ad  mov     qword ptr [rsp+8],3
  0056b9  mov     qword ptr [rsp+0x10],1
  0056c5  mov     qword ptr [rsp+0x18],1
  0056d1  mov     rdi,[rbp+0x20]
  0056d8  mov     esi,0xf
  0056dd  mov     rdx,rsp
  0056e0  mov     rcx,0xfffffffffffffffc
  0056ea  mov     r8,0xfffffffffffffffc
  0056f4  mov     r9,0
  0056fe  mov     rax,<list_op>
  005708  call    rax
  00570a  mov     r11,rax
  00570d  mov     rcx,[rsp+0x30]
  005715  mov     rsi,[rsp+0x38]
  00571d  mov     rdi,[rsp+0x40]
  005725  mov     r8,[rsp+0x48]
  00572d  mov     r9,[rsp+0x50]
  005735  mov     r10,[rsp+0x58]
  00573d  add     rsp,0x70
  005744  mov     r13,r11
; v13:int = len v12
  005747  mov     r14,[r13]
; v14:int = lt v13, 2
; guard_false v14 => pop2/2 (18) {stack=v12, pc=26, opcode='add', k='binary_xy', depth=v13, few=1}
  00574f  cmp     r14,2
  005756  jl      0x00000000000066a5
; v16:int = sub_nov v13, 1
  00575c  sub     r14,1
; v17:int = readlist v12, v16 => pop2_top/1 (19) {stack=v12, pc=26, opcode='add', k='binary_xy', depth=v16}
  005763  cmp     r14,[r13]
  00576b  jae     0x0000000000006730
  005771  mov     rax,[r13+8]
  005779  test    rax,rax
  00577c  je      0x000000000000578d
  005782  cmp     byte ptr [rax+r14],1
  005787  jne     0x0000000000006730
  00578d  mov     rax,[r13+0x10]
  005795  mov     rbx,[rax+r14*8]
; v18:int = sub_nov v16, 1
  005799  sub     r14,1
; v19:int = readlist v12, v18 => pop2_top/3 (19) {stack=v12, pc=26, opcode='add', k='binary_xy', y=v17, depth=v18}
  0057a0  cmp     r14,[r13]
  0057a8  jae     0x00000000000067a5
  0057ae  mov     rax,[r13+8]
  0057b6  test    rax,rax
  0057b9  je      0x00000000000057ca
  0057bf  cmp     byte ptr [rax+r14],1
  0057c4  jne     0x00000000000067a5
  0057ca  mov     rax,[r13+0x10]
  0057d2  mov     r15,[rax+r14*8]
; v20:list = slice v12, 0, v18 owned => pop2_top/4 (19) {stack=v12, pc=26, opcode='add', k='binary_xy', x=v19, y=v17, depth=v18}
  0057d6  sub     rsp,0x70
  0057dd  mov     [rsp+0x30],rcx
  0057e5  mov     [rsp+0x38],rsi
  0057ed  mov     [rsp+0x40],rdi
  0057f5  mov     [rsp+0x48],r8
  0057fd  mov     [rsp+0x50],r9
  005805  mov     [rsp+0x58],r10
  00580d  mov     [rsp],r13
  005815  mov     qword ptr [rsp+8],3
  005821  mov     qword ptr [rsp+0x10],0
  00582d  mov     qword ptr [rsp+0x18],1
  005839  mov     [rsp+0x20],r14
  005841  mov     qword ptr [rsp+0x28],1
  00584d  mov     rdi,[rbp+0x20]
  005854  mov     esi,0x10
  005859  mov     rdx,rsp
  00585c  mov     rcx,0xfffffffffffffffc
  005866  mov     r8,0xfffffffffffffffc
  005870  mov     r9,0
  00587a  mov     rax,<list_op>
  005884  call    rax
  005886  mov     r11,rax
  005889  mov     rcx,[rsp+0x30]
  005891  mov     rsi,[rsp+0x38]
  005899  mov     rdi,[rsp+0x40]
  0058a1  mov     r8,[rsp+0x48]
  0058a9  mov     r9,[rsp+0x50]
  0058b1  mov     r10,[rsp+0x58]
  0058b9  add     rsp,0x70
  0058c0  test    rdx,rdx
  0058c3  je      0x000000000000682c
  0058c9  mov     r13,r11
; v21:int = add v19, v17 => binary_add/0 (21) {stack=v20, pc=26, x=v19, y=v17}
  0058cc  add     r15,rbx
  0058cf  jo      0x00000000000068c5
; v22:list = append v20, v21 owned
  0058d5  sub     rsp,0x70
  0058dc  mov     [rsp+0x30],rcx
  0058e4  mov     [rsp+0x38],rsi
  0058ec  mov     [rsp+0x40],rdi
  0058f4  mov     [rsp+0x48],r8
  0058fc  mov     [rsp+0x50],r9
  005904  mov     [rsp+0x58],r10
  00590c  mov     [rsp],r13
  005914  mov     qword ptr [rsp+8],3
  005920  mov     [rsp+0x10],r15
  005928  mov     qword ptr [rsp+0x18],1
  005934  mov     rdi,[rbp+0x20]
  00593b  mov     esi,0xf
  005940  mov     rdx,rsp
  005943  mov     rcx,0xfffffffffffffffc
  00594d  mov     r8,0xfffffffffffffffc
  005957  mov     r9,0
  005961  mov     rax,<list_op>
  00596b  call    rax
  00596d  mov     r11,rax
  005970  mov     rcx,[rsp+0x30]
  005978  mov     rsi,[rsp+0x38]
  005980  mov     rdi,[rsp+0x40]
  005988  mov     r8,[rsp+0x48]
  005990  mov     r9,[rsp+0x50]
  005998  mov     r10,[rsp+0x58]
  0059a0  add     rsp,0x70
  0059a7  mov     r13,r11
; v23:int = len v22
  0059aa  mov     r15,[r13]
; v24:int = eq v23, 0
; guard_false v24 => pop/2 (29) {stack=v22, pc=27, k='store_x', depth=v23, empty=1}
  0059b2  test    r15,r15
  0059b5  je      0x0000000000006923
; v26:int = sub_nov v23, 1
  0059bb  sub     r15,1
; v27:int = readlist v22, v26 => pop_top/1 (30) {stack=v22, pc=27, k='store_x', depth=v26}
  0059c2  cmp     r15,[r13]
  0059ca  jae     0x0000000000006998
  0059d0  mov     rax,[r13+8]
  0059d8  test    rax,rax
  0059db  je      0x00000000000059ec
  0059e1  cmp     byte ptr [rax+r15],1
  0059e6  jne     0x0000000000006998
  0059ec  mov     rax,[r13+0x10]
  0059f4  mov     rbx,[rax+r15*8]
; v28:list = slice v22, 0, v26 owned => pop_top/2 (30) {stack=v22, pc=27, k='store_x', x=v27, depth=v26}
  0059f8  sub     rsp,0x70
  0059ff  mov     [rsp+0x30],rcx
  005a07  mov     [rsp+0x38],rsi
  005a0f  mov     [rsp+0x40],rdi
  005a17  mov     [rsp+0x48],r8
  005a1f  mov     [rsp+0x50],r9
  005a27  mov     [rsp+0x58],r10
  005a2f  mov     [rsp],r13
  005a37  mov     qword ptr [rsp+8],3
  005a43  mov     qword ptr [rsp+0x10],0
  005a4f  mov     qword ptr [rsp+0x18],1
  005a5b  mov     [rsp+0x20],r15
  005a63  mov     qword ptr [rsp+0x28],1
  005a6f  mov     rdi,[rbp+0x20]
  005a76  mov     esi,0x10
  005a7b  mov     rdx,rsp
  005a7e  mov     rcx,0xfffffffffffffffc
  005a88  mov     r8,0xfffffffffffffffc
  005a92  mov     r9,0
  005a9c  mov     rax,<list_op>
  005aa6  call    rax
  005aa8  mov     r11,rax
  005aab  mov     rcx,[rsp+0x30]
  005ab3  mov     rsi,[rsp+0x38]
  005abb  mov     rdi,[rsp+0x40]
  005ac3  mov     r8,[rsp+0x48]
  005acb  mov     r9,[rsp+0x50]
  005ad3  mov     r10,[rsp+0x58]
  005adb  add     rsp,0x70
  005ae2  test    rdx,rdx
  005ae5  je      0x00000000000069f7
  005aeb  mov     r13,r11
; v29:list = set v1, 1, v27 owned => store_x/2 (32) {stack=v28, pc=27, a=1, x=v27}
  005aee  cmp     qword ptr [r12+8],0
  005afa  jne     0x00000000000063b3
  005b00  cmp     qword ptr [r12-0x10],1
  005b0c  jne     0x00000000000063b3
  005b12  cmp     qword ptr [r12-8],1
  005b1e  jne     0x00000000000063b3
  005b24  cmp     qword ptr [r12],1
  005b30  jbe     0x00000000000063b3
  005b36  mov     rax,[r12+0x10]
  005b3e  lea     rax,[rax+8]
  005b45  mov     [rax],rbx
; v30:int = readlist v29, 1 => op_load/2 (52) {mem=v29, stack=v28, pc=4, a=1}
  005b48  cmp     qword ptr [r12],1
  005b54  jbe     0x0000000000006a68
  005b5a  mov     rax,[r12+8]
  005b62  test    rax,rax
  005b65  je      0x0000000000005b78
  005b6b  cmp     byte ptr [rax+1],1
  005b72  jne     0x0000000000006a68
  005b78  mov     rax,[r12+0x10]
  005b80  mov     rbx,[rax+8]
; v31:list = append v28, v30 owned
  005b87  sub     rsp,0x70
  005b8e  mov     [rsp+0x30],rcx
  005b96  mov     [rsp+0x38],rsi
  005b9e  mov     [rsp+0x40],rdi
  005ba6  mov     [rsp+0x48],r8
  005bae  mov     [rsp+0x50],r9
  005bb6  mov     [rsp+0x58],r10
  005bbe  mov     [rsp],r13
  005bc6  mov     qword ptr [rsp+8],3
  005bd2  mov     [rsp+0x10],rbx
  005bda  mov     qword ptr [rsp+0x18],1
  005be6  mov     rdi,[rbp+0x20]
  005bed  mov     esi,0xf
  005bf2  mov     rdx,rsp
  005bf5  mov     rcx,0xfffffffffffffffc
  005bff  mov     r8,0xfffffffffffffffc
  005c09  mov     r9,0
  005c13  mov     rax,<list_op>
  005c1d  call    rax
  005c1f  mov     r11,rax
  005c22  mov     rcx,[rsp+0x30]
  005c2a  mov     rsi,[rsp+0x38]
  005c32  mov     rdi,[rsp+0x40]
  005c3a  mov     r8,[rsp+0x48]
  005c42  mov     r9,[rsp+0x50]
  005c4a  mov     r10,[rsp+0x58]
  005c52  add     rsp,0x70
  005c59  mov     r13,r11
; v32:int = readlist v29, 0 => op_load/2 (57) {mem=v29, stack=v31, pc=6, a=0}
  005c5c  cmp     qword ptr [r12],0
  005c68  jbe     0x0000000000006ac7
  005c6e  mov     rax,[r12+8]
  005c76  test    rax,rax
  005c79  je      0x0000000000005c8c
  005c7f  cmp     byte ptr [rax],1
  005c86  jne     0x0000000000006ac7
  005c8c  mov     rax,[r12+0x10]
  005c94  mov     rbx,[rax]
; v33:list = append v31, v32 owned
  005c9b  sub     rsp,0x70
  005ca2  mov     [rsp+0x30],rcx
  005caa  mov     [rsp+0x38],rsi
  005cb2  mov     [rsp+0x40],rdi
  005cba  mov     [rsp+0x48],r8
  005cc2  mov     [rsp+0x50],r9
  005cca  mov     [rsp+0x58],r10
  005cd2  mov     [rsp],r13
  005cda  mov     qword ptr [rsp+8],3
  005ce6  mov     [rsp+0x10],rbx
  005cee  mov     qword ptr [rsp+0x18],1
  005cfa  mov     rdi,[rbp+0x20]
  005d01  mov     esi,0xf
  005d06  mov     rdx,rsp
  005d09  mov     rcx,0xfffffffffffffffc
  005d13  mov     r8,0xfffffffffffffffc
  005d1d  mov     r9,0
  005d27  mov     rax,<list_op>
  005d31  call    rax
  005d33  mov     r11,rax
  005d36  mov     rcx,[rsp+0x30]
  005d3e  mov     rsi,[rsp+0x38]
  005d46  mov     rdi,[rsp+0x40]
  005d4e  mov     r8,[rsp+0x48]
  005d56  mov     r9,[rsp+0x50]
  005d5e  mov     r10,[rsp+0x58]
  005d66  add     rsp,0x70
  005d6d  mov     r13,r11
; v34:int = len v33
  005d70  mov     rbx,[r13]
; v35:int = lt v34, 2
; guard_false v35 => pop2/2 (68) {mem=v29, stack=v33, pc=8, opcode='lt', k='binary_xy', depth=v34, few=1}
  005d78  cmp     rbx,2
  005d7f  jl      0x0000000000006b26
; v37:int = sub_nov v34, 1
  005d85  sub     rbx,1
; v38:int = readlist v33, v37 => pop2_top/1 (69) {mem=v29, stack=v33, pc=8, opcode='lt', k='binary_xy', depth=v37}
  005d8c  cmp     rbx,[r13]
  005d94  jae     0x0000000000006bc3
  005d9a  mov     rax,[r13+8]
  005da2  test    rax,rax
  005da5  je      0x0000000000005db6
  005dab  cmp     byte ptr [rax+rbx],1
  005db0  jne     0x0000000000006bc3
  005db6  mov     rax,[r13+0x10]
  005dbe  mov     r15,[rax+rbx*8]
; v39:int = sub_nov v37, 1
  005dc2  sub     rbx,1
; v40:int = readlist v33, v39 => pop2_top/3 (69) {mem=v29, stack=v33, pc=8, opcode='lt', k='binary_xy', y=v38, depth=v39}
  005dc9  cmp     rbx,[r13]
  005dd1  jae     0x0000000000006c4a
  005dd7  mov     rax,[r13+8]
  005ddf  test    rax,rax
  005de2  je      0x0000000000005df3
  005de8  cmp     byte ptr [rax+rbx],1
  005ded  jne     0x0000000000006c4a
  005df3  mov     rax,[r13+0x10]
  005dfb  mov     r14,[rax+rbx*8]
; v41:list = slice v33, 0, v39 owned => pop2_top/4 (69) {mem=v29, stack=v33, pc=8, opcode='lt', k='binary_xy', x=v40, y=v38, depth=v39}
  005dff  sub     rsp,0x70
  005e06  mov     [rsp+0x30],rcx
  005e0e  mov     [rsp+0x38],rsi
  005e16  mov     [rsp+0x40],rdi
  005e1e  mov     [rsp+0x48],r8
  005e26  mov     [rsp+0x50],r9
  005e2e  mov     [rsp+0x58],r10
  005e36  mov     [rsp],r13
  005e3e  mov     qword ptr [rsp+8],3
  005e4a  mov     qword ptr [rsp+0x10],0
  005e56  mov     qword ptr [rsp+0x18],1
  005e62  mov     [rsp+0x20],rbx
  005e6a  mov     qword ptr [rsp+0x28],1
  005e76  mov     rdi,[rbp+0x20]
  005e7d  mov     esi,0x10
  005e82  mov     rdx,rsp
  005e85  mov     rcx,0xfffffffffffffffc
  005e8f  mov     r8,0xfffffffffffffffc
  005e99  mov     r9,0
  005ea3  mov     rax,<list_op>
  005ead  call    rax
  005eaf  mov     r11,rax
  005eb2  mov     rcx,[rsp+0x30]
  005eba  mov     rsi,[rsp+0x38]
  005ec2  mov     rdi,[rsp+0x40]
  005eca  mov     r8,[rsp+0x48]
  005ed2  mov     r9,[rsp+0x50]
  005eda  mov     r10,[rsp+0x58]
  005ee2  add     rsp,0x70
  005ee9  test    rdx,rdx
  005eec  je      0x0000000000006ce3
  005ef2  mov     r13,r11
; v42:int = lt v40, v38
  005ef5  cmp     r14,r15
  005ef8  setl    al
  005efb  movzx   r14d,al
; v43:list = append v41, v42 owned
  005eff  sub     rsp,0x70
  005f06  mov     [rsp+0x30],rcx
  005f0e  mov     [rsp+0x38],rsi
  005f16  mov     [rsp+0x40],rdi
  005f1e  mov     [rsp+0x48],r8
  005f26  mov     [rsp+0x50],r9
  005f2e  mov     [rsp+0x58],r10
  005f36  mov     [rsp],r13
  005f3e  mov     qword ptr [rsp+8],3
  005f4a  mov     [rsp+0x10],r14
  005f52  mov     qword ptr [rsp+0x18],1
  005f5e  mov     rdi,[rbp+0x20]
  005f65  mov     esi,0xf
  005f6a  mov     rdx,rsp
  005f6d  mov     rcx,0xfffffffffffffffc
  005f77  mov     r8,0xfffffffffffffffc
  005f81  mov     r9,0
  005f8b  mov     rax,<list_op>
  005f95  call    rax
  005f97  mov     r11,rax
  005f9a  mov     rcx,[rsp+0x30]
  005fa2  mov     rsi,[rsp+0x38]
  005faa  mov     rdi,[rsp+0x40]
  005fb2  mov     r8,[rsp+0x48]
  005fba  mov     r9,[rsp+0x50]
  005fc2  mov     r10,[rsp+0x58]
  005fca  add     rsp,0x70
  005fd1  mov     r13,r11
; v44:int = len v43
  005fd4  mov     r14,[r13]
; v45:int = eq v44, 0
; guard_false v45 => pop/2 (92) {mem=v29, stack=v43, pc=9, k='jump_if_zero_x', depth=v44, empty=1}
  005fdc  test    r14,r14
  005fdf  je      0x0000000000006d8e
; v47:int = sub_nov v44, 1
  005fe5  sub     r14,1
; v48:int = readlist v43, v47 => pop_top/1 (93) {mem=v29, stack=v43, pc=9, k='jump_if_zero_x', depth=v47}
  005fec  cmp     r14,[r13]
  005ff4  jae     0x0000000000006e15
  005ffa  mov     rax,[r13+8]
  006002  test    rax,rax
  006005  je      0x0000000000006016
  00600b  cmp     byte ptr [rax+r14],1
  006010  jne     0x0000000000006e15
  006016  mov     rax,[r13+0x10]
  00601e  mov     r15,[rax+r14*8]
; v49:list = slice v43, 0, v47 owned => pop_top/2 (93) {mem=v29, stack=v43, pc=9, k='jump_if_zero_x', x=v48, depth=v47}
  006022  sub     rsp,0x70
  006029  mov     [rsp+0x30],rcx
  006031  mov     [rsp+0x38],rsi
  006039  mov     [rsp+0x40],rdi
  006041  mov     [rsp+0x48],r8
  006049  mov     [rsp+0x50],r9
  006051  mov     [rsp+0x58],r10
  006059  mov     [rsp],r13
  006061  mov     qword ptr [rsp+8],3
  00606d  mov     qword ptr [rsp+0x10],0
  006079  mov     qword ptr [rsp+0x18],1
  006085  mov     [rsp+0x20],r14
  00608d  mov     qword ptr [rsp+0x28],1
  006099  mov     rdi,[rbp+0x20]
  0060a0  mov     esi,0x10
  0060a5  mov     rdx,rsp
  0060a8  mov     rcx,0xfffffffffffffffc
  0060b2  mov     r8,0xfffffffffffffffc
  0060bc  mov     r9,0
  0060c6  mov     rax,<list_op>
  0060d0  call    rax
  0060d2  mov     r11,rax
  0060d5  mov     rcx,[rsp+0x30]
  0060dd  mov     rsi,[rsp+0x38]
  0060e5  mov     rdi,[rsp+0x40]
  0060ed  mov     r8,[rsp+0x48]
  0060f5  mov     r9,[rsp+0x50]
  0060fd  mov     r10,[rsp+0x58]
  006105  add     rsp,0x70
  00610c  test    rdx,rdx
  00610f  je      0x0000000000006e86
  006115  mov     r13,r11
; guard_true v48 => jump_if_zero_x/0 (96) {mem=v29, stack=v49, pc=9, x=0}
  006118  test    r15,r15
  00611b  je      0x0000000000006f09
; v51:list = append v49, 0 owned
  006121  sub     rsp,0x70
  006128  mov     [rsp+0x30],rcx
  006130  mov     [rsp+0x38],rsi
  006138  mov     [rsp+0x40],rdi
  006140  mov     [rsp+0x48],r8
  006148  mov     [rsp+0x50],r9
  006150  mov     [rsp+0x58],r10
  006158  mov     [rsp],r13
  006160  mov     qword ptr [rsp+8],3
  00616c  mov     qword ptr [rsp+0x10],0
  006178  mov     qword ptr [rsp+0x18],1
  006184  mov     rdi,[rbp+0x20]
  00618b  mov     esi,0xf
  006190  mov     rdx,rsp
  006193  mov     rcx,0xfffffffffffffffc
  00619d  mov     r8,0xfffffffffffffffc
  0061a7  mov     r9,0
  0061b1  mov     rax,<list_op>
  0061bb  call    rax
  0061bd  mov     r11,rax
  0061c0  mov     rcx,[rsp+0x30]
  0061c8  mov     rsi,[rsp+0x38]
  0061d0  mov     rdi,[rsp+0x40]
  0061d8  mov     r8,[rsp+0x48]
  0061e0  mov     r9,[rsp+0x50]
  0061e8  mov     r10,[rsp+0x58]
  0061f0  add     rsp,0x70
  0061f7  mov     r13,r11
; v52:int = len v51
  0061fa  mov     r15,[r13]
; v53:int = eq v52, 0
; guard_false v53 => pop/2 (108) {mem=v29, stack=v51, pc=13, k='store_x', depth=v52, empty=1}
  006202  test    r15,r15
  006205  je      0x0000000000006f68
; v55:int = sub_nov v52, 1
  00620b  sub     r15,1
; v56:int = readlist v51, v55 => pop_top/1 (109) {mem=v29, stack=v51, pc=13, k='store_x', depth=v55}
  006212  cmp     r15,[r13]
  00621a  jae     0x0000000000006fef
  006220  mov     rax,[r13+8]
  006228  test    rax,rax
  00622b  je      0x000000000000623c
  006231  cmp     byte ptr [rax+r15],1
  006236  jne     0x0000000000006fef
  00623c  mov     rax,[r13+0x10]
  006244  mov     r14,[rax+r15*8]
; v57:list = slice v51, 0, v55 owned => pop_top/2 (109) {mem=v29, stack=v51, pc=13, k='store_x', x=v56, depth=v55}
  006248  sub     rsp,0x70
  00624f  mov     [rsp+0x30],rcx
  006257  mov     [rsp+0x38],rsi
  00625f  mov     [rsp+0x40],rdi
  006267  mov     [rsp+0x48],r8
  00626f  mov     [rsp+0x50],r9
  006277  mov     [rsp+0x58],r10
  00627f  mov     [rsp],r13
  006287  mov     qword ptr [rsp+8],3
  006293  mov     qword ptr [rsp+0x10],0
  00629f  mov     qword ptr [rsp+0x18],1
  0062ab  mov     [rsp+0x20],r15
  0062b3  mov     qword ptr [rsp+0x28],1
  0062bf  mov     rdi,[rbp+0x20]
  0062c6  mov     esi,0x10
  0062cb  mov     rdx,rsp
  0062ce  mov     rcx,0xfffffffffffffffc
  0062d8  mov     r8,0xfffffffffffffffc
  0062e2  mov     r9,0
  0062ec  mov     rax,<list_op>
  0062f6  call    rax
  0062f8  mov     r11,rax
  0062fb  mov     rcx,[rsp+0x30]
  006303  mov     rsi,[rsp+0x38]
  00630b  mov     rdi,[rsp+0x40]
  006313  mov     r8,[rsp+0x48]
  00631b  mov     r9,[rsp+0x50]
  006323  mov     r10,[rsp+0x58]
  00632b  add     rsp,0x70
  006332  test    rdx,rdx
  006335  je      0x0000000000007060
  00633b  mov     r13,r11
; v58:list = set v29, 2, v56 owned => store_x/2 (111) {mem=v29, stack=v57, pc=13, a=2, x=v56}
  00633e  cmp     qword ptr [r12+8],0
  00634a  jne     0x00000000000064ae
  006350  cmp     qword ptr [r12],2
  00635c  jbe     0x00000000000064ae
  006362  mov     rax,[r12+0x10]
  00636a  lea     rax,[rax+0x10]
  006371  mov     [rax],r14
; jump_trace T0 => dispatch_loop/0 (112) {mem=v58, stack=v57, pc=15}
  006374  mov     [rbp+0x30],r12
  00637b  mov     qword ptr [rbp+0xc8],3
  006386  mov     [rbp+0x40],r13
  00638d  mov     qword ptr [rbp+0xd8],3
  006398  mov     qword ptr [rbp+0x50],0xf
  0063a3  mov     qword ptr [rbp+0xe8],1
  0063ae  jmp     0x0000000000000030
  0063b3  sub     rsp,0x70
  0063ba  mov     [rsp+0x30],rcx
  0063c2  mov     [rsp+0x38],rsi
  0063ca  mov     [rsp+0x40],rdi
  0063d2  mov     [rsp+0x48],r8
  0063da  mov     [rsp+0x50],r9
  0063e2  mov     [rsp+0x58],r10
  0063ea  mov     [rsp],r12
  0063f2  mov     qword ptr [rsp+8],3
  0063fe  mov     qword ptr [rsp+0x10],1
  00640a  mov     qword ptr [rsp+0x18],1
  006416  mov     [rsp+0x20],rbx
  00641e  mov     qword ptr [rsp+0x28],1
  00642a  mov     rdi,[rbp+0x20]
  006431  mov     esi,0xe
  006436  mov     rdx,rsp
  006439  mov     rcx,0xfffffffffffffffe
  006443  mov     r8,0xfffffffffffffffe
  00644d  mov     r9,0
  006457  mov     rax,<list_op>
  006461  call    rax
  006463  mov     r11,rax
  006466  mov     rcx,[rsp+0x30]
  00646e  mov     rsi,[rsp+0x38]
  006476  mov     rdi,[rsp+0x40]
  00647e  mov     r8,[rsp+0x48]
  006486  mov     r9,[rsp+0x50]
  00648e  mov     r10,[rsp+0x58]
  006496  add     rsp,0x70
  00649d  test    rdx,rdx
  0064a0  je      0x00000000000070e3
  0064a6  mov     r12,r11
  0064a9  jmp     0x0000000000005b48
  0064ae  sub     rsp,0x70
  0064b5  mov     [rsp+0x30],rcx
  0064bd  mov     [rsp+0x38],rsi
  0064c5  mov     [rsp+0x40],rdi
  0064cd  mov     [rsp+0x48],r8
  0064d5  mov     [rsp+0x50],r9
  0064dd  mov     [rsp+0x58],r10
  0064e5  mov     [rsp],r12
  0064ed  mov     qword ptr [rsp+8],3
  0064f9  mov     qword ptr [rsp+0x10],2
  006505  mov     qword ptr [rsp+0x18],1
  006511  mov     [rsp+0x20],r14
  006519  mov     qword ptr [rsp+0x28],1
  006525  mov     rdi,[rbp+0x20]
  00652c  mov     esi,0xe
  006531  mov     rdx,rsp
  006534  mov     rcx,0xfffffffffffffffe
  00653e  mov     r8,0xfffffffffffffffe
  006548  mov     r9,0
  006552  mov     rax,<list_op>
  00655c  call    rax
  00655e  mov     r11,rax
  006561  mov     rcx,[rsp+0x30]
  006569  mov     rsi,[rsp+0x38]
  006571  mov     rdi,[rsp+0x40]
  006579  mov     r8,[rsp+0x48]
  006581  mov     r9,[rsp+0x50]
  006589  mov     r10,[rsp+0x58]
  006591  add     rsp,0x70
  006598  test    rdx,rdx
  00659b  je      0x0000000000007142
  0065a1  mov     r12,r11
  0065a4  jmp     0x0000000000006374
; exits
  0065a9  mov     rax,0x1fffffffe
  0065b3  jmp     0x0000000000000016
  0065b8  mov     rax,0x100000000
  0065c2  jmp     0x0000000000000016
  0065c7  sub     r14,2
  0065ce  mov     rax,0x100000001
  0065d8  jmp     0x0000000000000016
  0065dd  mov     [rbp+0x10],rbx
  0065e4  mov     qword ptr [rbp+0x18],3
  0065ef  mov     [rbp+0x50],r14
  0065f6  mov     qword ptr [rbp+0xe8],1
  006601  mov     rdi,[rbp+0x20]
  006608  mov     rsi,8
  006612  mov     rdx,0
  00661c  mov     rax,<exit_lists>
  006626  call    rax
  006628  mov     rax,0x100000002
  006632  jmp     0x0000000000000016
  006637  mov     [rbp+0x10],r14
  00663e  mov     qword ptr [rbp+0x18],1
  006649  mov     [rbp+0x50],r14
  006650  mov     qword ptr [rbp+0xe8],1
  00665b  mov     rax,0x100000003
  006665  jmp     0x0000000000000016
  00666a  mov     qword ptr [rbp+0x50],0x16
  006675  mov     qword ptr [rbp+0xe8],1
  006680  mov     qword ptr [rbp+0x78],1
  00668b  mov     qword ptr [rbp+0x110],1
  006696  mov     rax,0x100000004
  0066a0  jmp     0x0000000000000016
  0066a5  mov     [rbp+0x40],r13
  0066ac  mov     qword ptr [rbp+0xd8],3
  0066b7  mov     qword ptr [rbp+0x50],0x1a
  0066c2  mov     qword ptr [rbp+0xe8],1
  0066cd  mov     qword ptr [rbp+0x58],0x13
  0066d8  mov     qword ptr [rbp+0xf0],2
  0066e3  mov     qword ptr [rbp+<exit lists 0>0],0x28
  0066ee  mov     qword ptr [rbp+0x118],2
  0066f9  mov     [rbp+0xa0],r14
  006700  mov     qword ptr [rbp+0x138],1
  00670b  mov     qword ptr [rbp+0xb8],1
  006716  mov     qword ptr [rbp+0x150],1
  006721  mov     rax,0x100000005
  00672b  jmp     0x0000000000000016
  006730  mov     [rbp+0x40],r13
  006737  mov     qword ptr [rbp+0xd8],3
  006742  mov     qword ptr [rbp+0x50],0x1a
  00674d  mov     qword ptr [rbp+0xe8],1
  006758  mov     qword ptr [rbp+0x58],0x13
  006763  mov     qword ptr [rbp+0xf0],2
  00676e  mov     qword ptr [rbp+<exit lists 0>0],0x28
  006779  mov     qword ptr [rbp+0x118],2
  006784  mov     [rbp+0xa0],r14
  00678b  mov     qword ptr [rbp+0x138],1
  006796  mov     rax,0x100000006
  0067a0  jmp     0x0000000000000016
  0067a5  mov     [rbp+0x40],r13
  0067ac  mov     qword ptr [rbp+0xd8],3
  0067b7  mov     qword ptr [rbp+0x50],0x1a
  0067c2  mov     qword ptr [rbp+0xe8],1
  0067cd  mov     qword ptr [rbp+0x58],0x13
  0067d8  mov     qword ptr [rbp+0xf0],2
  0067e3  mov     qword ptr [rbp+<exit lists 0>0],0x28
  0067ee  mov     qword ptr [rbp+0x118],2
  0067f9  mov     [rbp+0x90],rbx
  006800  mov     qword ptr [rbp+0x128],1
  00680b  mov     [rbp+0xa0],r14
  006812  mov     qword ptr [rbp+0x138],1
  00681d  mov     rax,0x100000007
  006827  jmp     0x0000000000000016
  00682c  mov     [rbp+0x40],r13
  006833  mov     qword ptr [rbp+0xd8],3
  00683e  mov     qword ptr [rbp+0x50],0x1a
  006849  mov     qword ptr [rbp+0xe8],1
  006854  mov     qword ptr [rbp+0x58],0x13
  00685f  mov     qword ptr [rbp+0xf0],2
  00686a  mov     qword ptr [rbp+<exit lists 0>0],0x28
  006875  mov     qword ptr [rbp+0x118],2
  006880  mov     [rbp+<exit lists 0>8],r15
  006887  mov     qword ptr [rbp+0x120],1
  006892  mov     [rbp+0x90],rbx
  006899  mov     qword ptr [rbp+0x128],1
  0068a4  mov     [rbp+0xa0],r14
  0068ab  mov     qword ptr [rbp+0x138],1
  0068b6  mov     rax,0x100000008
  0068c0  jmp     0x0000000000000016
  0068c5  sub     r15,rbx
  0068c8  mov     [rbp+0x40],r13
  0068cf  mov     qword ptr [rbp+0xd8],3
  0068da  mov     qword ptr [rbp+0x50],0x1a
  0068e5  mov     qword ptr [rbp+0xe8],1
  0068f0  mov     [rbp+<exit lists 0>8],r15
  0068f7  mov     qword ptr [rbp+0x120],1
  006902  mov     [rbp+0x90],rbx
  006909  mov     qword ptr [rbp+0x128],1
  006914  mov     rax,0x100000009
  00691e  jmp     0x0000000000000016
  006923  mov     [rbp+0x40],r13
  00692a  mov     qword ptr [rbp+0xd8],3
  006935  mov     qword ptr [rbp+0x50],0x1b
  006940  mov     qword ptr [rbp+0xe8],1
  00694b  mov     qword ptr [rbp+<exit lists 0>0],0x27
  006956  mov     qword ptr [rbp+0x118],2
  006961  mov     [rbp+0xa0],r15
  006968  mov     qword ptr [rbp+0x138],1
  006973  mov     qword ptr [rbp+0xa8],1
  00697e  mov     qword ptr [rbp+0x140],1
  006989  mov     rax,0x10000000a
  006993  jmp     0x0000000000000016
  006998  mov     [rbp+0x40],r13
  00699f  mov     qword ptr [rbp+0xd8],3
  0069aa  mov     qword ptr [rbp+0x50],0x1b
  0069b5  mov     qword ptr [rbp+0xe8],1
  0069c0  mov     qword ptr [rbp+<exit lists 0>0],0x27
  0069cb  mov     qword ptr [rbp+0x118],2
  0069d6  mov     [rbp+0xa0],r15
  0069dd  mov     qword ptr [rbp+0x138],1
  0069e8  mov     rax,0x10000000b
  0069f2  jmp     0x0000000000000016
  0069f7  mov     [rbp+0x40],r13
  0069fe  mov     qword ptr [rbp+0xd8],3
  006a09  mov     qword ptr [rbp+0x50],0x1b
  006a14  mov     qword ptr [rbp+0xe8],1
  006a1f  mov     qword ptr [rbp+<exit lists 0>0],0x27
  006a2a  mov     qword ptr [rbp+0x118],2
  006a35  mov     [rbp+<exit lists 0>8],rbx
  006a3c  mov     qword ptr [rbp+0x120],1
  006a47  mov     [rbp+0xa0],r15
  006a4e  mov     qword ptr [rbp+0x138],1
  006a59  mov     rax,0x10000000c
  006a63  jmp     0x0000000000000016
  006a68  mov     [rbp+0x30],r12
  006a6f  mov     qword ptr [rbp+0xc8],3
  006a7a  mov     [rbp+0x40],r13
  006a81  mov     qword ptr [rbp+0xd8],3
  006a8c  mov     qword ptr [rbp+0x50],4
  006a97  mov     qword ptr [rbp+0xe8],1
  006aa2  mov     qword ptr [rbp+0x78],1
  006aad  mov     qword ptr [rbp+0x110],1
  006ab8  mov     rax,0x10000000e
  006ac2  jmp     0x0000000000000016
  006ac7  mov     [rbp+0x30],r12
  006ace  mov     qword ptr [rbp+0xc8],3
  006ad9  mov     [rbp+0x40],r13
  006ae0  mov     qword ptr [rbp+0xd8],3
  006aeb  mov     qword ptr [rbp+0x50],6
  006af6  mov     qword ptr [rbp+0xe8],1
  006b01  mov     qword ptr [rbp+0x78],0
  006b0c  mov     qword ptr [rbp+0x110],1
  006b17  mov     rax,0x10000000f
  006b21  jmp     0x0000000000000016
  006b26  mov     [rbp+0x30],r12
  006b2d  mov     qword ptr [rbp+0xc8],3
  006b38  mov     [rbp+0x40],r13
  006b3f  mov     qword ptr [rbp+0xd8],3
  006b4a  mov     qword ptr [rbp+0x50],8
  006b55  mov     qword ptr [rbp+0xe8],1
  006b60  mov     qword ptr [rbp+0x58],0xd
  006b6b  mov     qword ptr [rbp+0xf0],2
  006b76  mov     qword ptr [rbp+<exit lists 0>0],0x28
  006b81  mov     qword ptr [rbp+0x118],2
  006b8c  mov     [rbp+0xa0],rbx
  006b93  mov     qword ptr [rbp+0x138],1
  006b9e  mov     qword ptr [rbp+0xb8],1
  006ba9  mov     qword ptr [rbp+0x150],1
  006bb4  mov     rax,0x100000010
  006bbe  jmp     0x0000000000000016
  006bc3  mov     [rbp+0x30],r12
  006bca  mov     qword ptr [rbp+0xc8],3
  006bd5  mov     [rbp+0x40],r13
  006bdc  mov     qword ptr [rbp+0xd8],3
  006be7  mov     qword ptr [rbp+0x50],8
  006bf2  mov     qword ptr [rbp+0xe8],1
  006bfd  mov     qword ptr [rbp+0x58],0xd
  006c08  mov     qword ptr [rbp+0xf0],2
  006c13  mov     qword ptr [rbp+<exit lists 0>0],0x28
  006c1e  mov     qword ptr [rbp+0x118],2
  006c29  mov     [rbp+0xa0],rbx
  006c30  mov     qword ptr [rbp+0x138],1
  006c3b  mov     rax,0x100000011
  006c45  jmp     0x0000000000000016
  006c4a  mov     [rbp+0x30],r12
  006c51  mov     qword ptr [rbp+0xc8],3
  006c5c  mov     [rbp+0x40],r13
  006c63  mov     qword ptr [rbp+0xd8],3
  006c6e  mov     qword ptr [rbp+0x50],8
  006c79  mov     qword ptr [rbp+0xe8],1
  006c84  mov     qword ptr [rbp+0x58],0xd
  006c8f  mov     qword ptr [rbp+0xf0],2
  006c9a  mov     qword ptr [rbp+<exit lists 0>0],0x28
  006ca5  mov     qword ptr [rbp+0x118],2
  006cb0  mov     [rbp+0x90],r15
  006cb7  mov     qword ptr [rbp+0x128],1
  006cc2  mov     [rbp+0xa0],rbx
  006cc9  mov     qword ptr [rbp+0x138],1
  006cd4  mov     rax,0x100000012
  006cde  jmp     0x0000000000000016
  006ce3  mov     [rbp+0x30],r12
  006cea  mov     qword ptr [rbp+0xc8],3
  006cf5  mov     [rbp+0x40],r13
  006cfc  mov     qword ptr [rbp+0xd8],3
  006d07  mov     qword ptr [rbp+0x50],8
  006d12  mov     qword ptr [rbp+0xe8],1
  006d1d  mov     qword ptr [rbp+0x58],0xd
  006d28  mov     qword ptr [rbp+0xf0],2
  006d33  mov     qword ptr [rbp+<exit lists 0>0],0x28
  006d3e  mov     qword ptr [rbp+0x118],2
  006d49  mov     [rbp+<exit lists 0>8],r14
  006d50  mov     qword ptr [rbp+0x120],1
  006d5b  mov     [rbp+0x90],r15
  006d62  mov     qword ptr [rbp+0x128],1
  006d6d  mov     [rbp+0xa0],rbx
  006d74  mov     qword ptr [rbp+0x138],1
  006d7f  mov     rax,0x100000013
  006d89  jmp     0x0000000000000016
  006d8e  mov     [rbp+0x30],r12
  006d95  mov     qword ptr [rbp+0xc8],3
  006da0  mov     [rbp+0x40],r13
  006da7  mov     qword ptr [rbp+0xd8],3
  006db2  mov     qword ptr [rbp+0x50],9
  006dbd  mov     qword ptr [rbp+0xe8],1
  006dc8  mov     qword ptr [rbp+<exit lists 0>0],0x2c
  006dd3  mov     qword ptr [rbp+0x118],2
  006dde  mov     [rbp+0xa0],r14
  006de5  mov     qword ptr [rbp+0x138],1
  006df0  mov     qword ptr [rbp+0xa8],1
  006dfb  mov     qword ptr [rbp+0x140],1
  006e06  mov     rax,0x100000014
  006e10  jmp     0x0000000000000016
  006e15  mov     [rbp+0x30],r12
  006e1c  mov     qword ptr [rbp+0xc8],3
  006e27  mov     [rbp+0x40],r13
  006e2e  mov     qword ptr [rbp+0xd8],3
  006e39  mov     qword ptr [rbp+0x50],9
  006e44  mov     qword ptr [rbp+0xe8],1
  006e4f  mov     qword ptr [rbp+<exit lists 0>0],0x2c
  006e5a  mov     qword ptr [rbp+0x118],2
  006e65  mov     [rbp+0xa0],r14
  006e6c  mov     qword ptr [rbp+0x138],1
  006e77  mov     rax,0x100000015
  006e81  jmp     0x0000000000000016
  006e86  mov     [rbp+0x30],r12
  006e8d  mov     qword ptr [rbp+0xc8],3
  006e98  mov     [rbp+0x40],r13
  006e9f  mov     qword ptr [rbp+0xd8],3
  006eaa  mov     qword ptr [rbp+0x50],9
  006eb5  mov     qword ptr [rbp+0xe8],1
  006ec0  mov     qword ptr [rbp+<exit lists 0>0],0x2c
  006ecb  mov     qword ptr [rbp+0x118],2
  006ed6  mov     [rbp+<exit lists 0>8],r15
  006edd  mov     qword ptr [rbp+0x120],1
  006ee8  mov     [rbp+0xa0],r14
  006eef  mov     qword ptr [rbp+0x138],1
  006efa  mov     rax,0x100000016
  006f04  jmp     0x0000000000000016
  006f09  mov     [rbp+0x30],r12
  006f10  mov     qword ptr [rbp+0xc8],3
  006f1b  mov     [rbp+0x40],r13
  006f22  mov     qword ptr [rbp+0xd8],3
  006f2d  mov     qword ptr [rbp+0x50],9
  006f38  mov     qword ptr [rbp+0xe8],1
  006f43  mov     qword ptr [rbp+<exit lists 0>8],0
  006f4e  mov     qword ptr [rbp+0x120],1
  006f59  mov     rax,0x100000017
  006f63  jmp     0x0000000000000016
  006f68  mov     [rbp+0x30],r12
  006f6f  mov     qword ptr [rbp+0xc8],3
  006f7a  mov     [rbp+0x40],r13
  006f81  mov     qword ptr [rbp+0xd8],3
  006f8c  mov     qword ptr [rbp+0x50],0xd
  006f97  mov     qword ptr [rbp+0xe8],1
  006fa2  mov     qword ptr [rbp+<exit lists 0>0],0x27
  006fad  mov     qword ptr [rbp+0x118],2
  006fb8  mov     [rbp+0xa0],r15
  006fbf  mov     qword ptr [rbp+0x138],1
  006fca  mov     qword ptr [rbp+0xa8],1
  006fd5  mov     qword ptr [rbp+0x140],1
  006fe0  mov     rax,0x100000018
  006fea  jmp     0x0000000000000016
  006fef  mov     [rbp+0x30],r12
  006ff6  mov     qword ptr [rbp+0xc8],3
  007001  mov     [rbp+0x40],r13
  007008  mov     qword ptr [rbp+0xd8],3
  007013  mov     qword ptr [rbp+0x50],0xd
  00701e  mov     qword ptr [rbp+0xe8],1
  007029  mov     qword ptr [rbp+<exit lists 0>0],0x27
  007034  mov     qword ptr [rbp+0x118],2
  00703f  mov     [rbp+0xa0],r15
  007046  mov     qword ptr [rbp+0x138],1
  007051  mov     rax,0x100000019
  00705b  jmp     0x0000000000000016
  007060  mov     [rbp+0x30],r12
  007067  mov     qword ptr [rbp+0xc8],3
  007072  mov     [rbp+0x40],r13
  007079  mov     qword ptr [rbp+0xd8],3
  007084  mov     qword ptr [rbp+0x50],0xd
  00708f  mov     qword ptr [rbp+0xe8],1
  00709a  mov     qword ptr [rbp+<exit lists 0>0],0x27
  0070a5  mov     qword ptr [rbp+0x118],2
  0070b0  mov     [rbp+<exit lists 0>8],r14
  0070b7  mov     qword ptr [rbp+0x120],1
  0070c2  mov     [rbp+0xa0],r15
  0070c9  mov     qword ptr [rbp+0x138],1
  0070d4  mov     rax,0x10000001a
  0070de  jmp     0x0000000000000016
  0070e3  mov     [rbp+0x40],r13
  0070ea  mov     qword ptr [rbp+0xd8],3
  0070f5  mov     qword ptr [rbp+0x50],0x1b
  007100  mov     qword ptr [rbp+0xe8],1
  00710b  mov     qword ptr [rbp+0x78],1
  007116  mov     qword ptr [rbp+0x110],1
  007121  mov     [rbp+<exit lists 0>8],rbx
  007128  mov     qword ptr [rbp+0x120],1
  007133  mov     rax,0x10000000d
  00713d  jmp     0x0000000000000016
  007142  mov     [rbp+0x30],r12
  007149  mov     qword ptr [rbp+0xc8],3
  007154  mov     [rbp+0x40],r13
  00715b  mov     qword ptr [rbp+0xd8],3
  007166  mov     qword ptr [rbp+0x50],0xd
  007171  mov     qword ptr [rbp+0xe8],1
  00717c  mov     qword ptr [rbp+0x78],2
  007187  mov     qword ptr [rbp+0x110],1
  007192  mov     [rbp+<exit lists 0>8],r14
  007199  mov     qword ptr [rbp+0x120],1
  0071a4  mov     rax,0x10000001b
  0071ae  jmp     0x0000000000000016
