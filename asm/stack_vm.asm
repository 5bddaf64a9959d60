; T0: 28313 bytes
  000030  mov     qword ptr [rbp+0x18],0
; v0:list = input bytecode
  00003b  cmp     qword ptr [rbp+0xc0],3
  000046  jne     0x0000000000002e8e
  00004c  mov     rbx,[rbp+0x28]
; v1:list = input mem
  000053  cmp     qword ptr [rbp+0xc8],3
  00005e  jne     0x0000000000002e8e
  000064  mov     r12,[rbp+0x30]
; v2:list = input stack
  00006b  cmp     qword ptr [rbp+0xd8],3
  000076  jne     0x0000000000002e8e
  00007c  mov     r13,[rbp+0x40]
; v3:list = input rstack
  000083  cmp     qword ptr [rbp+0xe0],3
  00008e  jne     0x0000000000002e8e
; v4:int = input pc
  000094  cmp     qword ptr [rbp+0xe8],1
  00009f  jne     0x0000000000002e8e
  0000a5  mov     r14,[rbp+0x50]
; guard_value v0, ['push', 0, 'store', 1, 'load', 1, 'load', 0, 'lt', 'jump_if_zero', 50, 'push', 0, 'store', 2, 'load', 2, 'load', 0, 'eq', 'jump_if_zero', 31, 'load', 1, 'push', 1, 'add', 'store', 1, 'jump', 4, 'load', 3, 'load', 1, 'load', 2, 'mul', 'add', 'store', 3, 'load', 2, 'push', 1, 'add', 'store', 2, 'jump', 15, 'load', 3, 'halt'] => dispatch_loop/0 (0) {mem=v1, stack=v2, pc=v4}
  0000ac  mov     rax,<list k0>
  0000b6  cmp     rbx,rax
  0000b9  jne     0x0000000000002e9d
; guard_value v4, 15 => dispatch_loop_promote_bytecode/0 (1) {mem=v1, stack=v2, pc=v4}
  0000bf  cmp     r14,0xf
  0000c6  jne     0x0000000000002f1b
; v7:int = readlist v1, 2 => op_load/2 (4) {mem=v1, stack=v2, pc=15, a=2}
  0000cc  cmp     qword ptr [r12],2
  0000d8  jbe     0x0000000000002f72
  0000de  mov     rax,[r12+8]
  0000e6  cmp     byte ptr [rax+2],1
  0000ed  jne     0x0000000000002f72
  0000f3  mov     rax,[r12+0x10]
  0000fb  mov     r14,[rax+0x10]
; v8:list = append v2, v7 owned
  000102  sub     rsp,0x70
  000109  mov     [rsp+0x30],rcx
  000111  mov     [rsp+0x38],rsi
  000119  mov     [rsp+0x40],rdi
  000121  mov     [rsp+0x48],r8
  000129  mov     [rsp+0x50],r9
  000131  mov     [rsp+0x58],r10
  000139  mov     [rsp],r13
  000141  mov     qword ptr [rsp+8],3
  00014d  mov     [rsp+0x10],r14
  000155  mov     qword ptr [rsp+0x18],1
  000161  mov     rdi,[rbp+0x20]
  000168  mov     esi,0xf
  00016d  mov     rdx,rsp
  000170  mov     rcx,0
  00017a  mov     r8,0xfffffffffffffffc
  000184  mov     r9,0
  00018e  mov     rax,<list_op>
  000198  call    rax
  00019a  mov     r11,rax
  00019d  mov     rcx,[rsp+0x30]
  0001a5  mov     rsi,[rsp+0x38]
  0001ad  mov     rdi,[rsp+0x40]
  0001b5  mov     r8,[rsp+0x48]
  0001bd  mov     r9,[rsp+0x50]
  0001c5  mov     r10,[rsp+0x58]
  0001cd  add     rsp,0x70
  0001d4  mov     r13,r11
; v9:int = readlist v1, 0 => op_load/2 (9) {mem=v1, stack=v8, pc=17, a=0}
  0001d7  cmp     qword ptr [r12],0
  0001e3  jbe     0x0000000000002fd1
  0001e9  mov     rax,[r12+8]
  0001f1  cmp     byte ptr [rax],1
  0001f8  jne     0x0000000000002fd1
  0001fe  mov     rax,[r12+0x10]
  000206  mov     rbx,[rax]
; v10:list = append v8, v9 owned
  00020d  sub     rsp,0x70
  000214  mov     [rsp+0x30],rcx
  00021c  mov     [rsp+0x38],rsi
  000224  mov     [rsp+0x40],rdi
  00022c  mov     [rsp+0x48],r8
  000234  mov     [rsp+0x50],r9
  00023c  mov     [rsp+0x58],r10
  000244  mov     [rsp],r13
  00024c  mov     qword ptr [rsp+8],3
  000258  mov     [rsp+0x10],rbx
  000260  mov     qword ptr [rsp+0x18],1
  00026c  mov     rdi,[rbp+0x20]
  000273  mov     esi,0xf
  000278  mov     rdx,rsp
  00027b  mov     rcx,1
  000285  mov     r8,0
  00028f  mov     r9,0
  000299  mov     rax,<list_op>
  0002a3  call    rax
  0002a5  mov     r11,rax
  0002a8  mov     rcx,[rsp+0x30]
  0002b0  mov     rsi,[rsp+0x38]
  0002b8  mov     rdi,[rsp+0x40]
  0002c0  mov     r8,[rsp+0x48]
  0002c8  mov     r9,[rsp+0x50]
  0002d0  mov     r10,[rsp+0x58]
  0002d8  add     rsp,0x70
  0002df  mov     r13,r11
; v11:int = len v10
  0002e2  mov     rbx,[r13]
; v12:int = lt v11, 2
; guard_false v12 => pop2/2 (21) {mem=v1, stack=v10, pc=19, opcode='eq', k='binary_xy', depth=v11, few=1}
  0002ea  cmp     rbx,2
  0002f1  jl      0x0000000000003057
; v14:int = sub v11, 1 => pop2_top/0 (22) {mem=v1, stack=v10, pc=19, opcode='eq', k='binary_xy', depth=v11}
  0002f7  sub     rbx,1
  0002fe  jo      0x000000000000311b
; v15:int = readlist v10, v14 => pop2_top/1 (22) {mem=v1, stack=v10, pc=19, opcode='eq', k='binary_xy', depth=v14}
  000304  cmp     rbx,[r13]
  00030c  jae     0x00000000000031d0
  000312  mov     rax,[r13+8]
  00031a  cmp     byte ptr [rax+rbx],1
  00031f  jne     0x00000000000031d0
  000325  mov     rax,[r13+0x10]
  00032d  mov     r15,[rax+rbx*8]
; v16:int = sub v14, 1 => pop2_top/2 (22) {mem=v1, stack=v10, pc=19, opcode='eq', k='binary_xy', y=v15, depth=v14}
  000331  sub     rbx,1
  000338  jo      0x000000000000327e
; v17:int = readlist v10, v16 => pop2_top/3 (22) {mem=v1, stack=v10, pc=19, opcode='eq', k='binary_xy', y=v15, depth=v16}
  00033e  cmp     rbx,[r13]
  000346  jae     0x0000000000003345
  00034c  mov     rax,[r13+8]
  000354  cmp     byte ptr [rax+rbx],1
  000359  jne     0x0000000000003345
  00035f  mov     rax,[r13+0x10]
  000367  mov     rsi,[rax+rbx*8]
; v18:list = slice v10, 0, v16 owned => pop2_top/4 (22) {mem=v1, stack=v10, pc=19, opcode='eq', k='binary_xy', x=v17, y=v15, depth=v16}
  00036b  sub     rsp,0x70
  000372  mov     [rsp+0x30],rcx
  00037a  mov     [rsp+0x38],rsi
  000382  mov     [rsp+0x40],rdi
  00038a  mov     [rsp+0x48],r8
  000392  mov     [rsp+0x50],r9
  00039a  mov     [rsp+0x58],r10
  0003a2  mov     [rsp],r13
  0003aa  mov     qword ptr [rsp+8],3
  0003b6  mov     qword ptr [rsp+0x10],0
  0003c2  mov     qword ptr [rsp+0x18],1
  0003ce  mov     [rsp+0x20],rbx
  0003d6  mov     qword ptr [rsp+0x28],1
  0003e2  mov     rdi,[rbp+0x20]
  0003e9  mov     esi,0x10
  0003ee  mov     rdx,rsp
  0003f1  mov     rcx,2
  0003fb  mov     r8,1
  000405  mov     r9,0
  00040f  mov     rax,<list_op>
  000419  call    rax
  00041b  mov     r11,rax
  00041e  mov     rcx,[rsp+0x30]
  000426  mov     rsi,[rsp+0x38]
  00042e  mov     rdi,[rsp+0x40]
  000436  mov     r8,[rsp+0x48]
  00043e  mov     r9,[rsp+0x50]
  000446  mov     r10,[rsp+0x58]
  00044e  add     rsp,0x70
  000455  test    rdx,rdx
  000458  je      0x0000000000003405
  00045e  mov     r13,r11
; v19:int = eq v17, v15
  000461  cmp     rsi,r15
  000464  sete    al
  000467  movzx   esi,al
; v20:list = append v18, v19 owned
  00046b  sub     rsp,0x70
  000472  mov     [rsp+0x30],rcx
  00047a  mov     [rsp+0x38],rsi
  000482  mov     [rsp+0x40],rdi
  00048a  mov     [rsp+0x48],r8
  000492  mov     [rsp+0x50],r9
  00049a  mov     [rsp+0x58],r10
  0004a2  mov     [rsp],r13
  0004aa  mov     qword ptr [rsp+8],3
  0004b6  mov     [rsp+0x10],rsi
  0004be  mov     qword ptr [rsp+0x18],1
  0004ca  mov     rdi,[rbp+0x20]
  0004d1  mov     esi,0xf
  0004d6  mov     rdx,rsp
  0004d9  mov     rcx,3
  0004e3  mov     r8,2
  0004ed  mov     r9,0
  0004f7  mov     rax,<list_op>
  000501  call    rax
  000503  mov     r11,rax
  000506  mov     rcx,[rsp+0x30]
  00050e  mov     rsi,[rsp+0x38]
  000516  mov     rdi,[rsp+0x40]
  00051e  mov     r8,[rsp+0x48]
  000526  mov     r9,[rsp+0x50]
  00052e  mov     r10,[rsp+0x58]
  000536  add     rsp,0x70
  00053d  mov     r13,r11
; v21:int = len v20
  000540  mov     rsi,[r13]
; v22:int = eq v21, 0
; guard_false v22 => pop/2 (45) {mem=v1, stack=v20, pc=20, k='jump_if_zero_x', depth=v21, empty=1}
  000548  test    rsi,rsi
  00054b  je      0x00000000000034d7
; v24:int = sub v21, 1 => pop_top/0 (46) {mem=v1, stack=v20, pc=20, k='jump_if_zero_x', depth=v21}
  000551  sub     rsi,1
  000558  jo      0x0000000000003585
; v25:int = readlist v20, v24 => pop_top/1 (46) {mem=v1, stack=v20, pc=20, k='jump_if_zero_x', depth=v24}
  00055e  cmp     rsi,[r13]
  000566  jae     0x0000000000003624
  00056c  mov     rax,[r13+8]
  000574  cmp     byte ptr [rax+rsi],1
  000579  jne     0x0000000000003624
  00057f  mov     rax,[r13+0x10]
  000587  mov     r15,[rax+rsi*8]
; v26:list = slice v20, 0, v24 owned => pop_top/2 (46) {mem=v1, stack=v20, pc=20, k='jump_if_zero_x', x=v25, depth=v24}
  00058b  sub     rsp,0x70
  000592  mov     [rsp+0x30],rcx
  00059a  mov     [rsp+0x38],rsi
  0005a2  mov     [rsp+0x40],rdi
  0005aa  mov     [rsp+0x48],r8
  0005b2  mov     [rsp+0x50],r9
  0005ba  mov     [rsp+0x58],r10
  0005c2  mov     [rsp],r13
  0005ca  mov     qword ptr [rsp+8],3
  0005d6  mov     qword ptr [rsp+0x10],0
  0005e2  mov     qword ptr [rsp+0x18],1
  0005ee  mov     [rsp+0x20],rsi
  0005f6  mov     qword ptr [rsp+0x28],1
  000602  mov     rdi,[rbp+0x20]
  000609  mov     esi,0x10
  00060e  mov     rdx,rsp
  000611  mov     rcx,4
  00061b  mov     r8,3
  000625  mov     r9,0
  00062f  mov     rax,<list_op>
  000639  call    rax
  00063b  mov     r11,rax
  00063e  mov     rcx,[rsp+0x30]
  000646  mov     rsi,[rsp+0x38]
  00064e  mov     rdi,[rsp+0x40]
  000656  mov     r8,[rsp+0x48]
  00065e  mov     r9,[rsp+0x50]
  000666  mov     r10,[rsp+0x58]
  00066e  add     rsp,0x70
  000675  test    rdx,rdx
  000678  je      0x00000000000036bc
  00067e  mov     r13,r11
; guard_false v25 => jump_if_zero_x/0 (49) {mem=v1, stack=v26, pc=20, x=v25}
  000681  test    r15,r15
  000684  jne     0x0000000000003766
; v28:int = readlist v1, 3 => op_load/2 (55) {mem=v1, stack=v26, pc=31, a=3}
  00068a  cmp     qword ptr [r12],3
  000696  jbe     0x00000000000037e8
  00069c  mov     rax,[r12+8]
  0006a4  cmp     byte ptr [rax+3],1
  0006ab  jne     0x00000000000037e8
  0006b1  mov     rax,[r12+0x10]
  0006b9  mov     r15,[rax+0x18]
; v29:list = append v26, v28 owned
  0006c0  sub     rsp,0x70
  0006c7  mov     [rsp+0x30],rcx
  0006cf  mov     [rsp+0x38],rsi
  0006d7  mov     [rsp+0x40],rdi
  0006df  mov     [rsp+0x48],r8
  0006e7  mov     [rsp+0x50],r9
  0006ef  mov     [rsp+0x58],r10
  0006f7  mov     [rsp],r13
  0006ff  mov     qword ptr [rsp+8],3
  00070b  mov     [rsp+0x10],r15
  000713  mov     qword ptr [rsp+0x18],1
  00071f  mov     rdi,[rbp+0x20]
  000726  mov     esi,0xf
  00072b  mov     rdx,rsp
  00072e  mov     rcx,5
  000738  mov     r8,4
  000742  mov     r9,0
  00074c  mov     rax,<list_op>
  000756  call    rax
  000758  mov     r11,rax
  00075b  mov     rcx,[rsp+0x30]
  000763  mov     rsi,[rsp+0x38]
  00076b  mov     rdi,[rsp+0x40]
  000773  mov     r8,[rsp+0x48]
  00077b  mov     r9,[rsp+0x50]
  000783  mov     r10,[rsp+0x58]
  00078b  add     rsp,0x70
  000792  mov     r13,r11
; v30:int = readlist v1, 1 => op_load/2 (60) {mem=v1, stack=v29, pc=33, a=1}
  000795  cmp     qword ptr [r12],1
  0007a1  jbe     0x000000000000386e
  0007a7  mov     rax,[r12+8]
  0007af  cmp     byte ptr [rax+1],1
  0007b6  jne     0x000000000000386e
  0007bc  mov     rax,[r12+0x10]
  0007c4  mov     r15,[rax+8]
; v31:list = append v29, v30 owned
  0007cb  sub     rsp,0x70
  0007d2  mov     [rsp+0x30],rcx
  0007da  mov     [rsp+0x38],rsi
  0007e2  mov     [rsp+0x40],rdi
  0007ea  mov     [rsp+0x48],r8
  0007f2  mov     [rsp+0x50],r9
  0007fa  mov     [rsp+0x58],r10
  000802  mov     [rsp],r13
  00080a  mov     qword ptr [rsp+8],3
  000816  mov     [rsp+0x10],r15
  00081e  mov     qword ptr [rsp+0x18],1
  00082a  mov     rdi,[rbp+0x20]
  000831  mov     esi,0xf
  000836  mov     rdx,rsp
  000839  mov     rcx,6
  000843  mov     r8,5
  00084d  mov     r9,0
  000857  mov     rax,<list_op>
  000861  call    rax
  000863  mov     r11,rax
  000866  mov     rcx,[rsp+0x30]
  00086e  mov     rsi,[rsp+0x38]
  000876  mov     rdi,[rsp+0x40]
  00087e  mov     r8,[rsp+0x48]
  000886  mov     r9,[rsp+0x50]
  00088e  mov     r10,[rsp+0x58]
  000896  add     rsp,0x70
  00089d  mov     r13,r11
; v32:list = append v31, v7 owned
  0008a0  sub     rsp,0x70
  0008a7  mov     [rsp+0x30],rcx
  0008af  mov     [rsp+0x38],rsi
  0008b7  mov     [rsp+0x40],rdi
  0008bf  mov     [rsp+0x48],r8
  0008c7  mov     [rsp+0x50],r9
  0008cf  mov     [rsp+0x58],r10
  0008d7  mov     [rsp],r13
  0008df  mov     qword ptr [rsp+8],3
  0008eb  mov     [rsp+0x10],r14
  0008f3  mov     qword ptr [rsp+0x18],1
  0008ff  mov     rdi,[rbp+0x20]
  000906  mov     esi,0xf
  00090b  mov     rdx,rsp
  00090e  mov     rcx,7
  000918  mov     r8,6
  000922  mov     r9,0
  00092c  mov     rax,<list_op>
  000936  call    rax
  000938  mov     r11,rax
  00093b  mov     rcx,[rsp+0x30]
  000943  mov     rsi,[rsp+0x38]
  00094b  mov     rdi,[rsp+0x40]
  000953  mov     r8,[rsp+0x48]
  00095b  mov     r9,[rsp+0x50]
  000963  mov     r10,[rsp+0x58]
  00096b  add     rsp,0x70
  000972  mov     r13,r11
; v33:int = len v32
  000975  mov     r14,[r13]
; v34:int = lt v33, 2
; guard_false v34 => pop2/2 (75) {mem=v1, stack=v32, pc=37, opcode='mul', k='binary_xy', depth=v33, few=1}
  00097d  cmp     r14,2
  000984  jl      0x00000000000038f4
; v36:int = sub v33, 1 => pop2_top/0 (76) {mem=v1, stack=v32, pc=37, opcode='mul', k='binary_xy', depth=v33}
  00098a  sub     r14,1
  000991  jo      0x00000000000039b8
; v37:int = readlist v32, v36 => pop2_top/1 (76) {mem=v1, stack=v32, pc=37, opcode='mul', k='binary_xy', depth=v36}
  000997  cmp     r14,[r13]
  00099f  jae     0x0000000000003a6d
  0009a5  mov     rax,[r13+8]
  0009ad  cmp     byte ptr [rax+r14],1
  0009b2  jne     0x0000000000003a6d
  0009b8  mov     rax,[r13+0x10]
  0009c0  mov     r15,[rax+r14*8]
; v38:int = sub v36, 1 => pop2_top/2 (76) {mem=v1, stack=v32, pc=37, opcode='mul', k='binary_xy', y=v37, depth=v36}
  0009c4  sub     r14,1
  0009cb  jo      0x0000000000003b1b
; v39:int = readlist v32, v38 => pop2_top/3 (76) {mem=v1, stack=v32, pc=37, opcode='mul', k='binary_xy', y=v37, depth=v38}
  0009d1  cmp     r14,[r13]
  0009d9  jae     0x0000000000003be2
  0009df  mov     rax,[r13+8]
  0009e7  cmp     byte ptr [rax+r14],1
  0009ec  jne     0x0000000000003be2
  0009f2  mov     rax,[r13+0x10]
  0009fa  mov     rsi,[rax+r14*8]
; v40:list = slice v32, 0, v38 owned => pop2_top/4 (76) {mem=v1, stack=v32, pc=37, opcode='mul', k='binary_xy', x=v39, y=v37, depth=v38}
  0009fe  sub     rsp,0x70
  000a05  mov     [rsp+0x30],rcx
  000a0d  mov     [rsp+0x38],rsi
  000a15  mov     [rsp+0x40],rdi
  000a1d  mov     [rsp+0x48],r8
  000a25  mov     [rsp+0x50],r9
  000a2d  mov     [rsp+0x58],r10
  000a35  mov     [rsp],r13
  000a3d  mov     qword ptr [rsp+8],3
  000a49  mov     qword ptr [rsp+0x10],0
  000a55  mov     qword ptr [rsp+0x18],1
  000a61  mov     [rsp+0x20],r14
  000a69  mov     qword ptr [rsp+0x28],1
  000a75  mov     rdi,[rbp+0x20]
  000a7c  mov     esi,0x10
  000a81  mov     rdx,rsp
  000a84  mov     rcx,8
  000a8e  mov     r8,7
  000a98  mov     r9,0
  000aa2  mov     rax,<list_op>
  000aac  call    rax
  000aae  mov     r11,rax
  000ab1  mov     rcx,[rsp+0x30]
  000ab9  mov     rsi,[rsp+0x38]
  000ac1  mov     rdi,[rsp+0x40]
  000ac9  mov     r8,[rsp+0x48]
  000ad1  mov     r9,[rsp+0x50]
  000ad9  mov     r10,[rsp+0x58]
  000ae1  add     rsp,0x70
  000ae8  test    rdx,rdx
  000aeb  je      0x0000000000003ca2
  000af1  mov     r13,r11
; v41:int = mul v39, v37 => binary_mul/0 (80) {mem=v1, stack=v40, pc=37, x=v39, y=v37}
  000af4  mov     r11,rsi
  000af7  imul    r11,r15
  000afb  jo      0x0000000000003d74
  000b01  mov     rsi,r11
; v42:list = append v40, v41 owned
  000b04  sub     rsp,0x70
  000b0b  mov     [rsp+0x30],rcx
  000b13  mov     [rsp+0x38],rsi
  000b1b  mov     [rsp+0x40],rdi
  000b23  mov     [rsp+0x48],r8
  000b2b  mov     [rsp+0x50],r9
  000b33  mov     [rsp+0x58],r10
  000b3b  mov     [rsp],r13
  000b43  mov     qword ptr [rsp+8],3
  000b4f  mov     [rsp+0x10],rsi
  000b57  mov     qword ptr [rsp+0x18],1
  000b63  mov     rdi,[rbp+0x20]
  000b6a  mov     esi,0xf
  000b6f  mov     rdx,rsp
  000b72  mov     rcx,9
  000b7c  mov     r8,8
  000b86  mov     r9,0
  000b90  mov     rax,<list_op>
  000b9a  call    rax
  000b9c  mov     r11,rax
  000b9f  mov     rcx,[rsp+0x30]
  000ba7  mov     rsi,[rsp+0x38]
  000baf  mov     rdi,[rsp+0x40]
  000bb7  mov     r8,[rsp+0x48]
  000bbf  mov     r9,[rsp+0x50]
  000bc7  mov     r10,[rsp+0x58]
  000bcf  add     rsp,0x70
  000bd6  mov     r13,r11
; v43:int = len v42
  000bd9  mov     rsi,[r13]
; v44:int = lt v43, 2
; guard_false v44 => pop2/2 (89) {mem=v1, stack=v42, pc=38, opcode='add', k='binary_xy', depth=v43, few=1}
  000be1  cmp     rsi,2
  000be8  jl      0x0000000000003e08
; v46:int = sub v43, 1 => pop2_top/0 (90) {mem=v1, stack=v42, pc=38, opcode='add', k='binary_xy', depth=v43}
  000bee  sub     rsi,1
  000bf5  jo      0x0000000000003ecc
; v47:int = readlist v42, v46 => pop2_top/1 (90) {mem=v1, stack=v42, pc=38, opcode='add', k='binary_xy', depth=v46}
  000bfb  cmp     rsi,[r13]
  000c03  jae     0x0000000000003f81
  000c09  mov     rax,[r13+8]
  000c11  cmp     byte ptr [rax+rsi],1
  000c16  jne     0x0000000000003f81
  000c1c  mov     rax,[r13+0x10]
  000c24  mov     r15,[rax+rsi*8]
; v48:int = sub v46, 1 => pop2_top/2 (90) {mem=v1, stack=v42, pc=38, opcode='add', k='binary_xy', y=v47, depth=v46}
  000c28  sub     rsi,1
  000c2f  jo      0x000000000000402f
; v49:int = readlist v42, v48 => pop2_top/3 (90) {mem=v1, stack=v42, pc=38, opcode='add', k='binary_xy', y=v47, depth=v48}
  000c35  cmp     rsi,[r13]
  000c3d  jae     0x00000000000040f6
  000c43  mov     rax,[r13+8]
  000c4b  cmp     byte ptr [rax+rsi],1
  000c50  jne     0x00000000000040f6
  000c56  mov     rax,[r13+0x10]
  000c5e  mov     r14,[rax+rsi*8]
; v50:list = slice v42, 0, v48 owned => pop2_top/4 (90) {mem=v1, stack=v42, pc=38, opcode='add', k='binary_xy', x=v49, y=v47, depth=v48}
  000c62  sub     rsp,0x70
  000c69  mov     [rsp+0x30],rcx
  000c71  mov     [rsp+0x38],rsi
  000c79  mov     [rsp+0x40],rdi
  000c81  mov     [rsp+0x48],r8
  000c89  mov     [rsp+0x50],r9
  000c91  mov     [rsp+0x58],r10
  000c99  mov     [rsp],r13
  000ca1  mov     qword ptr [rsp+8],3
  000cad  mov     qword ptr [rsp+0x10],0
  000cb9  mov     qword ptr [rsp+0x18],1
  000cc5  mov     [rsp+0x20],rsi
  000ccd  mov     qword ptr [rsp+0x28],1
  000cd9  mov     rdi,[rbp+0x20]
  000ce0  mov     esi,0x10
  000ce5  mov     rdx,rsp
  000ce8  mov     rcx,0xa
  000cf2  mov     r8,9
  000cfc  mov     r9,0
  000d06  mov     rax,<list_op>
  000d10  call    rax
  000d12  mov     r11,rax
  000d15  mov     rcx,[rsp+0x30]
  000d1d  mov     rsi,[rsp+0x38]
  000d25  mov     rdi,[rsp+0x40]
  000d2d  mov     r8,[rsp+0x48]
  000d35  mov     r9,[rsp+0x50]
  000d3d  mov     r10,[rsp+0x58]
  000d45  add     rsp,0x70
  000d4c  test    rdx,rdx
  000d4f  je      0x00000000000041b6
  000d55  mov     r13,r11
; v51:int = add v49, v47 => binary_add/0 (92) {mem=v1, stack=v50, pc=38, x=v49, y=v47}
  000d58  add     r14,r15
  000d5b  jo      0x0000000000004288
; v52:list = append v50, v51 owned
  000d61  sub     rsp,0x70
  000d68  mov     [rsp+0x30],rcx
  000d70  mov     [rsp+0x38],rsi
  000d78  mov     [rsp+0x40],rdi
  000d80  mov     [rsp+0x48],r8
  000d88  mov     [rsp+0x50],r9
  000d90  mov     [rsp+0x58],r10
  000d98  mov     [rsp],r13
  000da0  mov     qword ptr [rsp+8],3
  000dac  mov     [rsp+0x10],r14
  000db4  mov     qword ptr [rsp+0x18],1
  000dc0  mov     rdi,[rbp+0x20]
  000dc7  mov     esi,0xf
  000dcc  mov     rdx,rsp
  000dcf  mov     rcx,0xb
  000dd9  mov     r8,0xa
  000de3  mov     r9,0
  000ded  mov     rax,<list_op>
  000df7  call    rax
  000df9  mov     r11,rax
  000dfc  mov     rcx,[rsp+0x30]
  000e04  mov     rsi,[rsp+0x38]
  000e0c  mov     rdi,[rsp+0x40]
  000e14  mov     r8,[rsp+0x48]
  000e1c  mov     r9,[rsp+0x50]
  000e24  mov     r10,[rsp+0x58]
  000e2c  add     rsp,0x70
  000e33  mov     r13,r11
; v53:int = len v52
  000e36  mov     r14,[r13]
; v54:int = eq v53, 0
; guard_false v54 => pop/2 (100) {mem=v1, stack=v52, pc=39, k='store_x', depth=v53, empty=1}
  000e3e  test    r14,r14
  000e41  je      0x000000000000431f
; v56:int = sub v53, 1 => pop_top/0 (101) {mem=v1, stack=v52, pc=39, k='store_x', depth=v53}
  000e47  sub     r14,1
  000e4e  jo      0x00000000000043cd
; v57:int = readlist v52, v56 => pop_top/1 (101) {mem=v1, stack=v52, pc=39, k='store_x', depth=v56}
  000e54  cmp     r14,[r13]
  000e5c  jae     0x000000000000446c
  000e62  mov     rax,[r13+8]
  000e6a  cmp     byte ptr [rax+r14],1
  000e6f  jne     0x000000000000446c
  000e75  mov     rax,[r13+0x10]
  000e7d  mov     r15,[rax+r14*8]
; v58:list = slice v52, 0, v56 owned => pop_top/2 (101) {mem=v1, stack=v52, pc=39, k='store_x', x=v57, depth=v56}
  000e81  sub     rsp,0x70
  000e88  mov     [rsp+0x30],rcx
  000e90  mov     [rsp+0x38],rsi
  000e98  mov     [rsp+0x40],rdi
  000ea0  mov     [rsp+0x48],r8
  000ea8  mov     [rsp+0x50],r9
  000eb0  mov     [rsp+0x58],r10
  000eb8  mov     [rsp],r13
  000ec0  mov     qword ptr [rsp+8],3
  000ecc  mov     qword ptr [rsp+0x10],0
  000ed8  mov     qword ptr [rsp+0x18],1
  000ee4  mov     [rsp+0x20],r14
  000eec  mov     qword ptr [rsp+0x28],1
  000ef8  mov     rdi,[rbp+0x20]
  000eff  mov     esi,0x10
  000f04  mov     rdx,rsp
  000f07  mov     rcx,0xc
  000f11  mov     r8,0xb
  000f1b  mov     r9,0
  000f25  mov     rax,<list_op>
  000f2f  call    rax
  000f31  mov     r11,rax
  000f34  mov     rcx,[rsp+0x30]
  000f3c  mov     rsi,[rsp+0x38]
  000f44  mov     rdi,[rsp+0x40]
  000f4c  mov     r8,[rsp+0x48]
  000f54  mov     r9,[rsp+0x50]
  000f5c  mov     r10,[rsp+0x58]
  000f64  add     rsp,0x70
  000f6b  test    rdx,rdx
  000f6e  je      0x0000000000004504
  000f74  mov     r13,r11
; v59:list = set v1, 3, v57 owned => store_x/2 (103) {mem=v1, stack=v58, pc=39, a=3, x=v57}
  000f77  sub     rsp,0x70
  000f7e  mov     [rsp+0x30],rcx
  000f86  mov     [rsp+0x38],rsi
  000f8e  mov     [rsp+0x40],rdi
  000f96  mov     [rsp+0x48],r8
  000f9e  mov     [rsp+0x50],r9
  000fa6  mov     [rsp+0x58],r10
  000fae  mov     [rsp],r12
  000fb6  mov     qword ptr [rsp+8],3
  000fc2  mov     qword ptr [rsp+0x10],3
  000fce  mov     qword ptr [rsp+0x18],1
  000fda  mov     [rsp+0x20],r15
  000fe2  mov     qword ptr [rsp+0x28],1
  000fee  mov     rdi,[rbp+0x20]
  000ff5  mov     esi,0xe
  000ffa  mov     rdx,rsp
  000ffd  mov     rcx,0xd
  001007  mov     r8,0xfffffffffffffffe
  001011  mov     r9,0
  00101b  mov     rax,<list_op>
  001025  call    rax
  001027  mov     r11,rax
  00102a  mov     rcx,[rsp+0x30]
  001032  mov     rsi,[rsp+0x38]
  00103a  mov     rdi,[rsp+0x40]
  001042  mov     r8,[rsp+0x48]
  00104a  mov     r9,[rsp+0x50]
  001052  mov     r10,[rsp+0x58]
  00105a  add     rsp,0x70
  001061  test    rdx,rdx
  001064  je      0x00000000000045ae
  00106a  mov     r12,r11
; v60:int = readlist v59, 2 => op_load/2 (108) {mem=v59, stack=v58, pc=41, a=2}
  00106d  cmp     qword ptr [r12],2
  001079  jbe     0x0000000000004646
  00107f  mov     rax,[r12+8]
  001087  cmp     byte ptr [rax+2],1
  00108e  jne     0x0000000000004646
  001094  mov     rax,[r12+0x10]
  00109c  mov     r15,[rax+0x10]
; v61:list = append v58, v60 owned
  0010a3  sub     rsp,0x70
  0010aa  mov     [rsp+0x30],rcx
  0010b2  mov     [rsp+0x38],rsi
  0010ba  mov     [rsp+0x40],rdi
  0010c2  mov     [rsp+0x48],r8
  0010ca  mov     [rsp+0x50],r9
  0010d2  mov     [rsp+0x58],r10
  0010da  mov     [rsp],r13
  0010e2  mov     qword ptr [rsp+8],3
  0010ee  mov     [rsp+0x10],r15
  0010f6  mov     qword ptr [rsp+0x18],1
  001102  mov     rdi,[rbp+0x20]
  001109  mov     esi,0xf
  00110e  mov     rdx,rsp
  001111  mov     rcx,0xe
  00111b  mov     r8,0xc
  001125  mov     r9,0
  00112f  mov     rax,<list_op>
  001139  call    rax
  00113b  mov     r11,rax
  00113e  mov     rcx,[rsp+0x30]
  001146  mov     rsi,[rsp+0x38]
  00114e  mov     rdi,[rsp+0x40]
  001156  mov     r8,[rsp+0x48]
  00115e  mov     r9,[rsp+0x50]
  001166  mov     r10,[rsp+0x58]
  00116e  add     rsp,0x70
  001175  mov     r13,r11
; v62:list = append v61, 1 owned
  001178  sub     rsp,0x70
  00117f  mov     [rsp+0x30],rcx
  001187  mov     [rsp+0x38],rsi
  00118f  mov     [rsp+0x40],rdi
  001197  mov     [rsp+0x48],r8
  00119f  mov     [rsp+0x50],r9
  0011a7  mov     [rsp+0x58],r10
  0011af  mov     [rsp],r13
  0011b7  mov     qword ptr [rsp+8],3
  0011c3  mov     qword ptr [rsp+0x10],1
  0011cf  mov     qword ptr [rsp+0x18],1
  0011db  mov     rdi,[rbp+0x20]
  0011e2  mov     esi,0xf
  0011e7  mov     rdx,rsp
  0011ea  mov     rcx,0xf
  0011f4  mov     r8,0xe
  0011fe  mov     r9,0
  001208  mov     rax,<list_op>
  001212  call    rax
  001214  mov     r11,rax
  001217  mov     rcx,[rsp+0x30]
  00121f  mov     rsi,[rsp+0x38]
  001227  mov     rdi,[rsp+0x40]
  00122f  mov     r8,[rsp+0x48]
  001237  mov     r9,[rsp+0x50]
  00123f  mov     r10,[rsp+0x58]
  001247  add     rsp,0x70
  00124e  mov     r13,r11
; v63:int = len v62
  001251  mov     r15,[r13]
; v64:int = lt v63, 2
; guard_false v64 => pop2/2 (120) {mem=v59, stack=v62, pc=45, opcode='add', k='binary_xy', depth=v63, few=1}
  001259  cmp     r15,2
  001260  jl      0x00000000000046cc
; v66:int = sub v63, 1 => pop2_top/0 (121) {mem=v59, stack=v62, pc=45, opcode='add', k='binary_xy', depth=v63}
  001266  sub     r15,1
  00126d  jo      0x0000000000004790
; v67:int = readlist v62, v66 => pop2_top/1 (121) {mem=v59, stack=v62, pc=45, opcode='add', k='binary_xy', depth=v66}
  001273  cmp     r15,[r13]
  00127b  jae     0x0000000000004845
  001281  mov     rax,[r13+8]
  001289  cmp     byte ptr [rax+r15],1
  00128e  jne     0x0000000000004845
  001294  mov     rax,[r13+0x10]
  00129c  mov     r14,[rax+r15*8]
; v68:int = sub v66, 1 => pop2_top/2 (121) {mem=v59, stack=v62, pc=45, opcode='add', k='binary_xy', y=v67, depth=v66}
  0012a0  sub     r15,1
  0012a7  jo      0x00000000000048f3
; v69:int = readlist v62, v68 => pop2_top/3 (121) {mem=v59, stack=v62, pc=45, opcode='add', k='binary_xy', y=v67, depth=v68}
  0012ad  cmp     r15,[r13]
  0012b5  jae     0x00000000000049ba
  0012bb  mov     rax,[r13+8]
  0012c3  cmp     byte ptr [rax+r15],1
  0012c8  jne     0x00000000000049ba
  0012ce  mov     rax,[r13+0x10]
  0012d6  mov     rsi,[rax+r15*8]
; v70:list = slice v62, 0, v68 owned => pop2_top/4 (121) {mem=v59, stack=v62, pc=45, opcode='add', k='binary_xy', x=v69, y=v67, depth=v68}
  0012da  sub     rsp,0x70
  0012e1  mov     [rsp+0x30],rcx
  0012e9  mov     [rsp+0x38],rsi
  0012f1  mov     [rsp+0x40],rdi
  0012f9  mov     [rsp+0x48],r8
  001301  mov     [rsp+0x50],r9
  001309  mov     [rsp+0x58],r10
  001311  mov     [rsp],r13
  001319  mov     qword ptr [rsp+8],3
  001325  mov     qword ptr [rsp+0x10],0
  001331  mov     qword ptr [rsp+0x18],1
  00133d  mov     [rsp+0x20],r15
  001345  mov     qword ptr [rsp+0x28],1
  001351  mov     rdi,[rbp+0x20]
  001358  mov     esi,0x10
  00135d  mov     rdx,rsp
  001360  mov     rcx,0x10
  00136a  mov     r8,0xf
  001374  mov     r9,0
  00137e  mov     rax,<list_op>
  001388  call    rax
  00138a  mov     r11,rax
  00138d  mov     rcx,[rsp+0x30]
  001395  mov     rsi,[rsp+0x38]
  00139d  mov     rdi,[rsp+0x40]
  0013a5  mov     r8,[rsp+0x48]
  0013ad  mov     r9,[rsp+0x50]
  0013b5  mov     r10,[rsp+0x58]
  0013bd  add     rsp,0x70
  0013c4  test    rdx,rdx
  0013c7  je      0x0000000000004a7a
  0013cd  mov     r13,r11
; v71:int = add v69, v67 => binary_add/0 (123) {mem=v59, stack=v70, pc=45, x=v69, y=v67}
  0013d0  add     rsi,r14
  0013d3  jo      0x0000000000004b4c
; v72:list = append v70, v71 owned
  0013d9  sub     rsp,0x70
  0013e0  mov     [rsp+0x30],rcx
  0013e8  mov     [rsp+0x38],rsi
  0013f0  mov     [rsp+0x40],rdi
  0013f8  mov     [rsp+0x48],r8
  001400  mov     [rsp+0x50],r9
  001408  mov     [rsp+0x58],r10
  001410  mov     [rsp],r13
  001418  mov     qword ptr [rsp+8],3
  001424  mov     [rsp+0x10],rsi
  00142c  mov     qword ptr [rsp+0x18],1
  001438  mov     rdi,[rbp+0x20]
  00143f  mov     esi,0xf
  001444  mov     rdx,rsp
  001447  mov     rcx,0x11
  001451  mov     r8,0x10
  00145b  mov     r9,0
  001465  mov     rax,<list_op>
  00146f  call    rax
  001471  mov     r11,rax
  001474  mov     rcx,[rsp+0x30]
  00147c  mov     rsi,[rsp+0x38]
  001484  mov     rdi,[rsp+0x40]
  00148c  mov     r8,[rsp+0x48]
  001494  mov     r9,[rsp+0x50]
  00149c  mov     r10,[rsp+0x58]
  0014a4  add     rsp,0x70
  0014ab  mov     r13,r11
; v73:int = len v72
  0014ae  mov     rsi,[r13]
; v74:int = eq v73, 0
; guard_false v74 => pop/2 (131) {mem=v59, stack=v72, pc=46, k='store_x', depth=v73, empty=1}
  0014b6  test    rsi,rsi
  0014b9  je      0x0000000000004be3
; v76:int = sub v73, 1 => pop_top/0 (132) {mem=v59, stack=v72, pc=46, k='store_x', depth=v73}
  0014bf  sub     rsi,1
  0014c6  jo      0x0000000000004c91
; v77:int = readlist v72, v76 => pop_top/1 (132) {mem=v59, stack=v72, pc=46, k='store_x', depth=v76}
  0014cc  cmp     rsi,[r13]
  0014d4  jae     0x0000000000004d30
  0014da  mov     rax,[r13+8]
  0014e2  cmp     byte ptr [rax+rsi],1
  0014e7  jne     0x0000000000004d30
  0014ed  mov     rax,[r13+0x10]
  0014f5  mov     r14,[rax+rsi*8]
; v78:list = slice v72, 0, v76 owned => pop_top/2 (132) {mem=v59, stack=v72, pc=46, k='store_x', x=v77, depth=v76}
  0014f9  sub     rsp,0x70
  001500  mov     [rsp+0x30],rcx
  001508  mov     [rsp+0x38],rsi
  001510  mov     [rsp+0x40],rdi
  001518  mov     [rsp+0x48],r8
  001520  mov     [rsp+0x50],r9
  001528  mov     [rsp+0x58],r10
  001530  mov     [rsp],r13
  001538  mov     qword ptr [rsp+8],3
  001544  mov     qword ptr [rsp+0x10],0
  001550  mov     qword ptr [rsp+0x18],1
  00155c  mov     [rsp+0x20],rsi
  001564  mov     qword ptr [rsp+0x28],1
  001570  mov     rdi,[rbp+0x20]
  001577  mov     esi,0x10
  00157c  mov     rdx,rsp
  00157f  mov     rcx,0x12
  001589  mov     r8,0x11
  001593  mov     r9,0
  00159d  mov     rax,<list_op>
  0015a7  call    rax
  0015a9  mov     r11,rax
  0015ac  mov     rcx,[rsp+0x30]
  0015b4  mov     rsi,[rsp+0x38]
  0015bc  mov     rdi,[rsp+0x40]
  0015c4  mov     r8,[rsp+0x48]
  0015cc  mov     r9,[rsp+0x50]
  0015d4  mov     r10,[rsp+0x58]
  0015dc  add     rsp,0x70
  0015e3  test    rdx,rdx
  0015e6  je      0x0000000000004dc8
  0015ec  mov     r13,r11
; v79:list = set v59, 2, v77 owned => store_x/2 (134) {mem=v59, stack=v78, pc=46, a=2, x=v77}
  0015ef  sub     rsp,0x70
  0015f6  mov     [rsp+0x30],rcx
  0015fe  mov     [rsp+0x38],rsi
  001606  mov     [rsp+0x40],rdi
  00160e  mov     [rsp+0x48],r8
  001616  mov     [rsp+0x50],r9
  00161e  mov     [rsp+0x58],r10
  001626  mov     [rsp],r12
  00162e  mov     qword ptr [rsp+8],3
  00163a  mov     qword ptr [rsp+0x10],2
  001646  mov     qword ptr [rsp+0x18],1
  001652  mov     [rsp+0x20],r14
  00165a  mov     qword ptr [rsp+0x28],1
  001666  mov     rdi,[rbp+0x20]
  00166d  mov     esi,0xe
  001672  mov     rdx,rsp
  001675  mov     rcx,0x13
  00167f  mov     r8,0xd
  001689  mov     r9,0
  001693  mov     rax,<list_op>
  00169d  call    rax
  00169f  mov     r11,rax
  0016a2  mov     rcx,[rsp+0x30]
  0016aa  mov     rsi,[rsp+0x38]
  0016b2  mov     rdi,[rsp+0x40]
  0016ba  mov     r8,[rsp+0x48]
  0016c2  mov     r9,[rsp+0x50]
  0016ca  mov     r10,[rsp+0x58]
  0016d2  add     rsp,0x70
  0016d9  test    rdx,rdx
  0016dc  je      0x0000000000004e72
  0016e2  mov     r12,r11
; guard_steps => dispatch_loop/0 (150) {mem=v79, stack=v78, pc=15}
; v81:list = phi mem v79
  0016e5  sub     rsp,0x70
  0016ec  mov     [rsp+0x30],rcx
  0016f4  mov     [rsp+0x38],rsi
  0016fc  mov     [rsp+0x40],rdi
  001704  mov     [rsp+0x48],r8
  00170c  mov     [rsp+0x50],r9
  001714  mov     [rsp+0x58],r10
  00171c  mov     [rsp],r12
  001724  mov     qword ptr [rsp+8],3
  001730  mov     rdi,[rbp+0x20]
  001737  mov     esi,0
  00173c  mov     rdx,rsp
  00173f  mov     rcx,0x14
  001749  mov     r8,0x13
  001753  mov     r9,1
  00175d  mov     rax,<move_list>
  001767  call    rax
  001769  mov     r11,rax
  00176c  mov     rcx,[rsp+0x30]
  001774  mov     rsi,[rsp+0x38]
  00177c  mov     rdi,[rsp+0x40]
  001784  mov     r8,[rsp+0x48]
  00178c  mov     r9,[rsp+0x50]
  001794  mov     r10,[rsp+0x58]
  00179c  add     rsp,0x70
; v82:list = phi stack v78
  0017a3  sub     rsp,0x70
  0017aa  mov     [rsp+0x30],rcx
  0017b2  mov     [rsp+0x38],rsi
  0017ba  mov     [rsp+0x40],rdi
  0017c2  mov     [rsp+0x48],r8
  0017ca  mov     [rsp+0x50],r9
  0017d2  mov     [rsp+0x58],r10
  0017da  mov     [rsp],r13
  0017e2  mov     qword ptr [rsp+8],3
  0017ee  mov     rdi,[rbp+0x20]
  0017f5  mov     esi,0
  0017fa  mov     rdx,rsp
  0017fd  mov     rcx,0x15
  001807  mov     r8,0x12
  001811  mov     r9,1
  00181b  mov     rax,<move_list>
  001825  call    rax
  001827  mov     r11,rax
  00182a  mov     rcx,[rsp+0x30]
  001832  mov     rsi,[rsp+0x38]
  00183a  mov     rdi,[rsp+0x40]
  001842  mov     r8,[rsp+0x48]
  00184a  mov     r9,[rsp+0x50]
  001852  mov     r10,[rsp+0x58]
  00185a  add     rsp,0x70
; loop (150)
  001861  nop
  001862  nop
  001863  nop
  001864  nop
  001865  nop
  001866  nop
  001867  nop
  001868  nop
  001869  nop
  00186a  nop
  00186b  nop
  00186c  nop
  00186d  nop
  00186e  nop
  00186f  nop
; v84:int = readlist v81, 2 => op_load/2 (4) {mem=v81, stack=v82, pc=15, a=2}
  001870  cmp     qword ptr [r12],2
  00187c  jbe     0x0000000000004f0a
  001882  mov     rax,[r12+8]
  00188a  cmp     byte ptr [rax+2],1
  001891  jne     0x0000000000004f0a
  001897  mov     rax,[r12+0x10]
  00189f  mov     r14,[rax+0x10]
; v85:list = append v82, v84 owned
  0018a6  sub     rsp,0x70
  0018ad  mov     [rsp+0x30],rcx
  0018b5  mov     [rsp+0x38],rsi
  0018bd  mov     [rsp+0x40],rdi
  0018c5  mov     [rsp+0x48],r8
  0018cd  mov     [rsp+0x50],r9
  0018d5  mov     [rsp+0x58],r10
  0018dd  mov     [rsp],r13
  0018e5  mov     qword ptr [rsp+8],3
  0018f1  mov     [rsp+0x10],r14
  0018f9  mov     qword ptr [rsp+0x18],1
  001905  mov     rdi,[rbp+0x20]
  00190c  mov     esi,0xf
  001911  mov     rdx,rsp
  001914  mov     rcx,0x16
  00191e  mov     r8,0x15
  001928  mov     r9,0
  001932  mov     rax,<list_op>
  00193c  call    rax
  00193e  mov     r11,rax
  001941  mov     rcx,[rsp+0x30]
  001949  mov     rsi,[rsp+0x38]
  001951  mov     rdi,[rsp+0x40]
  001959  mov     r8,[rsp+0x48]
  001961  mov     r9,[rsp+0x50]
  001969  mov     r10,[rsp+0x58]
  001971  add     rsp,0x70
  001978  mov     r13,r11
; v86:int = readlist v81, 0 => op_load/2 (9) {mem=v81, stack=v85, pc=17, a=0}
  00197b  cmp     qword ptr [r12],0
  001987  jbe     0x0000000000004f90
  00198d  mov     rax,[r12+8]
  001995  cmp     byte ptr [rax],1
  00199c  jne     0x0000000000004f90
  0019a2  mov     rax,[r12+0x10]
  0019aa  mov     rsi,[rax]
; v87:list = append v85, v86 owned
  0019b1  sub     rsp,0x70
  0019b8  mov     [rsp+0x30],rcx
  0019c0  mov     [rsp+0x38],rsi
  0019c8  mov     [rsp+0x40],rdi
  0019d0  mov     [rsp+0x48],r8
  0019d8  mov     [rsp+0x50],r9
  0019e0  mov     [rsp+0x58],r10
  0019e8  mov     [rsp],r13
  0019f0  mov     qword ptr [rsp+8],3
  0019fc  mov     [rsp+0x10],rsi
  001a04  mov     qword ptr [rsp+0x18],1
  001a10  mov     rdi,[rbp+0x20]
  001a17  mov     esi,0xf
  001a1c  mov     rdx,rsp
  001a1f  mov     rcx,0x17
  001a29  mov     r8,0x16
  001a33  mov     r9,0
  001a3d  mov     rax,<list_op>
  001a47  call    rax
  001a49  mov     r11,rax
  001a4c  mov     rcx,[rsp+0x30]
  001a54  mov     rsi,[rsp+0x38]
  001a5c  mov     rdi,[rsp+0x40]
  001a64  mov     r8,[rsp+0x48]
  001a6c  mov     r9,[rsp+0x50]
  001a74  mov     r10,[rsp+0x58]
  001a7c  add     rsp,0x70
  001a83  mov     r13,r11
; v88:int = len v87
  001a86  mov     rsi,[r13]
; v89:int = lt v88, 2
; guard_false v89 => pop2/2 (21) {mem=v81, stack=v87, pc=19, opcode='eq', k='binary_xy', depth=v88, few=1}
  001a8e  cmp     rsi,2
  001a95  jl      0x0000000000005016
; v91:int = sub v88, 1 => pop2_top/0 (22) {mem=v81, stack=v87, pc=19, opcode='eq', k='binary_xy', depth=v88}
  001a9b  sub     rsi,1
  001aa2  jo      0x00000000000050da
; v92:int = readlist v87, v91 => pop2_top/1 (22) {mem=v81, stack=v87, pc=19, opcode='eq', k='binary_xy', depth=v91}
  001aa8  cmp     rsi,[r13]
  001ab0  jae     0x000000000000518f
  001ab6  mov     rax,[r13+8]
  001abe  cmp     byte ptr [rax+rsi],1
  001ac3  jne     0x000000000000518f
  001ac9  mov     rax,[r13+0x10]
  001ad1  mov     r15,[rax+rsi*8]
; v93:int = sub v91, 1 => pop2_top/2 (22) {mem=v81, stack=v87, pc=19, opcode='eq', k='binary_xy', y=v92, depth=v91}
  001ad5  sub     rsi,1
  001adc  jo      0x000000000000523d
; v94:int = readlist v87, v93 => pop2_top/3 (22) {mem=v81, stack=v87, pc=19, opcode='eq', k='binary_xy', y=v92, depth=v93}
  001ae2  cmp     rsi,[r13]
  001aea  jae     0x0000000000005304
  001af0  mov     rax,[r13+8]
  001af8  cmp     byte ptr [rax+rsi],1
  001afd  jne     0x0000000000005304
  001b03  mov     rax,[r13+0x10]
  001b0b  mov     rbx,[rax+rsi*8]
; v95:list = slice v87, 0, v93 owned => pop2_top/4 (22) {mem=v81, stack=v87, pc=19, opcode='eq', k='binary_xy', x=v94, y=v92, depth=v93}
  001b0f  sub     rsp,0x70
  001b16  mov     [rsp+0x30],rcx
  001b1e  mov     [rsp+0x38],rsi
  001b26  mov     [rsp+0x40],rdi
  001b2e  mov     [rsp+0x48],r8
  001b36  mov     [rsp+0x50],r9
  001b3e  mov     [rsp+0x58],r10
  001b46  mov     [rsp],r13
  001b4e  mov     qword ptr [rsp+8],3
  001b5a  mov     qword ptr [rsp+0x10],0
  001b66  mov     qword ptr [rsp+0x18],1
  001b72  mov     [rsp+0x20],rsi
  001b7a  mov     qword ptr [rsp+0x28],1
  001b86  mov     rdi,[rbp+0x20]
  001b8d  mov     esi,0x10
  001b92  mov     rdx,rsp
  001b95  mov     rcx,0x18
  001b9f  mov     r8,0x17
  001ba9  mov     r9,0
  001bb3  mov     rax,<list_op>
  001bbd  call    rax
  001bbf  mov     r11,rax
  001bc2  mov     rcx,[rsp+0x30]
  001bca  mov     rsi,[rsp+0x38]
  001bd2  mov     rdi,[rsp+0x40]
  001bda  mov     r8,[rsp+0x48]
  001be2  mov     r9,[rsp+0x50]
  001bea  mov     r10,[rsp+0x58]
  001bf2  add     rsp,0x70
  001bf9  test    rdx,rdx
  001bfc  je      0x00000000000053c4
  001c02  mov     r13,r11
; v96:int = eq v94, v92
  001c05  cmp     rbx,r15
  001c08  sete    al
  001c0b  movzx   ebx,al
; v97:list = append v95, v96 owned
  001c0f  sub     rsp,0x70
  001c16  mov     [rsp+0x30],rcx
  001c1e  mov     [rsp+0x38],rsi
  001c26  mov     [rsp+0x40],rdi
  001c2e  mov     [rsp+0x48],r8
  001c36  mov     [rsp+0x50],r9
  001c3e  mov     [rsp+0x58],r10
  001c46  mov     [rsp],r13
  001c4e  mov     qword ptr [rsp+8],3
  001c5a  mov     [rsp+0x10],rbx
  001c62  mov     qword ptr [rsp+0x18],1
  001c6e  mov     rdi,[rbp+0x20]
  001c75  mov     esi,0xf
  001c7a  mov     rdx,rsp
  001c7d  mov     rcx,0x19
  001c87  mov     r8,0x18
  001c91  mov     r9,0
  001c9b  mov     rax,<list_op>
  001ca5  call    rax
  001ca7  mov     r11,rax
  001caa  mov     rcx,[rsp+0x30]
  001cb2  mov     rsi,[rsp+0x38]
  001cba  mov     rdi,[rsp+0x40]
  001cc2  mov     r8,[rsp+0x48]
  001cca  mov     r9,[rsp+0x50]
  001cd2  mov     r10,[rsp+0x58]
  001cda  add     rsp,0x70
  001ce1  mov     r13,r11
; v98:int = len v97
  001ce4  mov     rbx,[r13]
; v99:int = eq v98, 0
; guard_false v99 => pop/2 (45) {mem=v81, stack=v97, pc=20, k='jump_if_zero_x', depth=v98, empty=1}
  001cec  test    rbx,rbx
  001cef  je      0x0000000000005496
; v101:int = sub v98, 1 => pop_top/0 (46) {mem=v81, stack=v97, pc=20, k='jump_if_zero_x', depth=v98}
  001cf5  sub     rbx,1
  001cfc  jo      0x0000000000005544
; v102:int = readlist v97, v101 => pop_top/1 (46) {mem=v81, stack=v97, pc=20, k='jump_if_zero_x', depth=v101}
  001d02  cmp     rbx,[r13]
  001d0a  jae     0x00000000000055e3
  001d10  mov     rax,[r13+8]
  001d18  cmp     byte ptr [rax+rbx],1
  001d1d  jne     0x00000000000055e3
  001d23  mov     rax,[r13+0x10]
  001d2b  mov     r15,[rax+rbx*8]
; v103:list = slice v97, 0, v101 owned => pop_top/2 (46) {mem=v81, stack=v97, pc=20, k='jump_if_zero_x', x=v102, depth=v101}
  001d2f  sub     rsp,0x70
  001d36  mov     [rsp+0x30],rcx
  001d3e  mov     [rsp+0x38],rsi
  001d46  mov     [rsp+0x40],rdi
  001d4e  mov     [rsp+0x48],r8
  001d56  mov     [rsp+0x50],r9
  001d5e  mov     [rsp+0x58],r10
  001d66  mov     [rsp],r13
  001d6e  mov     qword ptr [rsp+8],3
  001d7a  mov     qword ptr [rsp+0x10],0
  001d86  mov     qword ptr [rsp+0x18],1
  001d92  mov     [rsp+0x20],rbx
  001d9a  mov     qword ptr [rsp+0x28],1
  001da6  mov     rdi,[rbp+0x20]
  001dad  mov     esi,0x10
  001db2  mov     rdx,rsp
  001db5  mov     rcx,0x1a
  001dbf  mov     r8,0x19
  001dc9  mov     r9,0
  001dd3  mov     rax,<list_op>
  001ddd  call    rax
  001ddf  mov     r11,rax
  001de2  mov     rcx,[rsp+0x30]
  001dea  mov     rsi,[rsp+0x38]
  001df2  mov     rdi,[rsp+0x40]
  001dfa  mov     r8,[rsp+0x48]
  001e02  mov     r9,[rsp+0x50]
  001e0a  mov     r10,[rsp+0x58]
  001e12  add     rsp,0x70
  001e19  test    rdx,rdx
  001e1c  je      0x000000000000567b
  001e22  mov     r13,r11
; guard_false v102 => jump_if_zero_x/0 (49) {mem=v81, stack=v103, pc=20, x=v102}
  001e25  test    r15,r15
  001e28  jne     0x0000000000005725
; v105:int = readlist v81, 3 => op_load/2 (55) {mem=v81, stack=v103, pc=31, a=3}
  001e2e  cmp     qword ptr [r12],3
  001e3a  jbe     0x00000000000057a7
  001e40  mov     rax,[r12+8]
  001e48  cmp     byte ptr [rax+3],1
  001e4f  jne     0x00000000000057a7
  001e55  mov     rax,[r12+0x10]
  001e5d  mov     r15,[rax+0x18]
; v106:list = append v103, v105 owned
  001e64  sub     rsp,0x70
  001e6b  mov     [rsp+0x30],rcx
  001e73  mov     [rsp+0x38],rsi
  001e7b  mov     [rsp+0x40],rdi
  001e83  mov     [rsp+0x48],r8
  001e8b  mov     [rsp+0x50],r9
  001e93  mov     [rsp+0x58],r10
  001e9b  mov     [rsp],r13
  001ea3  mov     qword ptr [rsp+8],3
  001eaf  mov     [rsp+0x10],r15
  001eb7  mov     qword ptr [rsp+0x18],1
  001ec3  mov     rdi,[rbp+0x20]
  001eca  mov     esi,0xf
  001ecf  mov     rdx,rsp
  001ed2  mov     rcx,0x1b
  001edc  mov     r8,0x1a
  001ee6  mov     r9,0
  001ef0  mov     rax,<list_op>
  001efa  call    rax
  001efc  mov     r11,rax
  001eff  mov     rcx,[rsp+0x30]
  001f07  mov     rsi,[rsp+0x38]
  001f0f  mov     rdi,[rsp+0x40]
  001f17  mov     r8,[rsp+0x48]
  001f1f  mov     r9,[rsp+0x50]
  001f27  mov     r10,[rsp+0x58]
  001f2f  add     rsp,0x70
  001f36  mov     r13,r11
; v107:int = readlist v81, 1 => op_load/2 (60) {mem=v81, stack=v106, pc=33, a=1}
  001f39  cmp     qword ptr [r12],1
  001f45  jbe     0x000000000000582d
  001f4b  mov     rax,[r12+8]
  001f53  cmp     byte ptr [rax+1],1
  001f5a  jne     0x000000000000582d
  001f60  mov     rax,[r12+0x10]
  001f68  mov     r15,[rax+8]
; v108:list = append v106, v107 owned
  001f6f  sub     rsp,0x70
  001f76  mov     [rsp+0x30],rcx
  001f7e  mov     [rsp+0x38],rsi
  001f86  mov     [rsp+0x40],rdi
  001f8e  mov     [rsp+0x48],r8
  001f96  mov     [rsp+0x50],r9
  001f9e  mov     [rsp+0x58],r10
  001fa6  mov     [rsp],r13
  001fae  mov     qword ptr [rsp+8],3
  001fba  mov     [rsp+0x10],r15
  001fc2  mov     qword ptr [rsp+0x18],1
  001fce  mov     rdi,[rbp+0x20]
  001fd5  mov     esi,0xf
  001fda  mov     rdx,rsp
  001fdd  mov     rcx,0x1c
  001fe7  mov     r8,0x1b
  001ff1  mov     r9,0
  001ffb  mov     rax,<list_op>
  002005  call    rax
  002007  mov     r11,rax
  00200a  mov     rcx,[rsp+0x30]
  002012  mov     rsi,[rsp+0x38]
  00201a  mov     rdi,[rsp+0x40]
  002022  mov     r8,[rsp+0x48]
  00202a  mov     r9,[rsp+0x50]
  002032  mov     r10,[rsp+0x58]
  00203a  add     rsp,0x70
  002041  mov     r13,r11
; v109:list = append v108, v84 owned
  002044  sub     rsp,0x70
  00204b  mov     [rsp+0x30],rcx
  002053  mov     [rsp+0x38],rsi
  00205b  mov     [rsp+0x40],rdi
  002063  mov     [rsp+0x48],r8
  00206b  mov     [rsp+0x50],r9
  002073  mov     [rsp+0x58],r10
  00207b  mov     [rsp],r13
  002083  mov     qword ptr [rsp+8],3
  00208f  mov     [rsp+0x10],r14
  002097  mov     qword ptr [rsp+0x18],1
  0020a3  mov     rdi,[rbp+0x20]
  0020aa  mov     esi,0xf
  0020af  mov     rdx,rsp
  0020b2  mov     rcx,0x1d
  0020bc  mov     r8,0x1c
  0020c6  mov     r9,0
  0020d0  mov     rax,<list_op>
  0020da  call    rax
  0020dc  mov     r11,rax
  0020df  mov     rcx,[rsp+0x30]
  0020e7  mov     rsi,[rsp+0x38]
  0020ef  mov     rdi,[rsp+0x40]
  0020f7  mov     r8,[rsp+0x48]
  0020ff  mov     r9,[rsp+0x50]
  002107  mov     r10,[rsp+0x58]
  00210f  add     rsp,0x70
  002116  mov     r13,r11
; v110:int = len v109
  002119  mov     r14,[r13]
; v111:int = lt v110, 2
; guard_false v111 => pop2/2 (75) {mem=v81, stack=v109, pc=37, opcode='mul', k='binary_xy', depth=v110, few=1}
  002121  cmp     r14,2
  002128  jl      0x00000000000058b3
; v113:int = sub v110, 1 => pop2_top/0 (76) {mem=v81, stack=v109, pc=37, opcode='mul', k='binary_xy', depth=v110}
  00212e  sub     r14,1
  002135  jo      0x0000000000005977
; v114:int = readlist v109, v113 => pop2_top/1 (76) {mem=v81, stack=v109, pc=37, opcode='mul', k='binary_xy', depth=v113}
  00213b  cmp     r14,[r13]
  002143  jae     0x0000000000005a2c
  002149  mov     rax,[r13+8]
  002151  cmp     byte ptr [rax+r14],1
  002156  jne     0x0000000000005a2c
  00215c  mov     rax,[r13+0x10]
  002164  mov     r15,[rax+r14*8]
; v115:int = sub v113, 1 => pop2_top/2 (76) {mem=v81, stack=v109, pc=37, opcode='mul', k='binary_xy', y=v114, depth=v113}
  002168  sub     r14,1
  00216f  jo      0x0000000000005ada
; v116:int = readlist v109, v115 => pop2_top/3 (76) {mem=v81, stack=v109, pc=37, opcode='mul', k='binary_xy', y=v114, depth=v115}
  002175  cmp     r14,[r13]
  00217d  jae     0x0000000000005ba1
  002183  mov     rax,[r13+8]
  00218b  cmp     byte ptr [rax+r14],1
  002190  jne     0x0000000000005ba1
  002196  mov     rax,[r13+0x10]
  00219e  mov     rbx,[rax+r14*8]
; v117:list = slice v109, 0, v115 owned => pop2_top/4 (76) {mem=v81, stack=v109, pc=37, opcode='mul', k='binary_xy', x=v116, y=v114, depth=v115}
  0021a2  sub     rsp,0x70
  0021a9  mov     [rsp+0x30],rcx
  0021b1  mov     [rsp+0x38],rsi
  0021b9  mov     [rsp+0x40],rdi
  0021c1  mov     [rsp+0x48],r8
  0021c9  mov     [rsp+0x50],r9
  0021d1  mov     [rsp+0x58],r10
  0021d9  mov     [rsp],r13
  0021e1  mov     qword ptr [rsp+8],3
  0021ed  mov     qword ptr [rsp+0x10],0
  0021f9  mov     qword ptr [rsp+0x18],1
  002205  mov     [rsp+0x20],r14
  00220d  mov     qword ptr [rsp+0x28],1
  002219  mov     rdi,[rbp+0x20]
  002220  mov     esi,0x10
  002225  mov     rdx,rsp
  002228  mov     rcx,0x1e
  002232  mov     r8,0x1d
  00223c  mov     r9,0
  002246  mov     rax,<list_op>
  002250  call    rax
  002252  mov     r11,rax
  002255  mov     rcx,[rsp+0x30]
  00225d  mov     rsi,[rsp+0x38]
  002265  mov     rdi,[rsp+0x40]
  00226d  mov     r8,[rsp+0x48]
  002275  mov     r9,[rsp+0x50]
  00227d  mov     r10,[rsp+0x58]
  002285  add     rsp,0x70
  00228c  test    rdx,rdx
  00228f  je      0x0000000000005c61
  002295  mov     r13,r11
; v118:int = mul v116, v114 => binary_mul/0 (80) {mem=v81, stack=v117, pc=37, x=v116, y=v114}
  002298  mov     r11,rbx
  00229b  imul    r11,r15
  00229f  jo      0x0000000000005d33
  0022a5  mov     rbx,r11
; v119:list = append v117, v118 owned
  0022a8  sub     rsp,0x70
  0022af  mov     [rsp+0x30],rcx
  0022b7  mov     [rsp+0x38],rsi
  0022bf  mov     [rsp+0x40],rdi
  0022c7  mov     [rsp+0x48],r8
  0022cf  mov     [rsp+0x50],r9
  0022d7  mov     [rsp+0x58],r10
  0022df  mov     [rsp],r13
  0022e7  mov     qword ptr [rsp+8],3
  0022f3  mov     [rsp+0x10],rbx
  0022fb  mov     qword ptr [rsp+0x18],1
  002307  mov     rdi,[rbp+0x20]
  00230e  mov     esi,0xf
  002313  mov     rdx,rsp
  002316  mov     rcx,0x1f
  002320  mov     r8,0x1e
  00232a  mov     r9,0
  002334  mov     rax,<list_op>
  00233e  call    rax
  002340  mov     r11,rax
  002343  mov     rcx,[rsp+0x30]
  00234b  mov     rsi,[rsp+0x38]
  002353  mov     rdi,[rsp+0x40]
  00235b  mov     r8,[rsp+0x48]
  002363  mov     r9,[rsp+0x50]
  00236b  mov     r10,[rsp+0x58]
  002373  add     rsp,0x70
  00237a  mov     r13,r11
; v120:int = len v119
  00237d  mov     rbx,[r13]
; v121:int = lt v120, 2
; guard_false v121 => pop2/2 (89) {mem=v81, stack=v119, pc=38, opcode='add', k='binary_xy', depth=v120, few=1}
  002385  cmp     rbx,2
  00238c  jl      0x0000000000005dc7
; v123:int = sub v120, 1 => pop2_top/0 (90) {mem=v81, stack=v119, pc=38, opcode='add', k='binary_xy', depth=v120}
  002392  sub     rbx,1
  002399  jo      0x0000000000005e8b
; v124:int = readlist v119, v123 => pop2_top/1 (90) {mem=v81, stack=v119, pc=38, opcode='add', k='binary_xy', depth=v123}
  00239f  cmp     rbx,[r13]
  0023a7  jae     0x0000000000005f40
  0023ad  mov     rax,[r13+8]
  0023b5  cmp     byte ptr [rax+rbx],1
  0023ba  jne     0x0000000000005f40
  0023c0  mov     rax,[r13+0x10]
  0023c8  mov     r15,[rax+rbx*8]
; v125:int = sub v123, 1 => pop2_top/2 (90) {mem=v81, stack=v119, pc=38, opcode='add', k='binary_xy', y=v124, depth=v123}
  0023cc  sub     rbx,1
  0023d3  jo      0x0000000000005fee
; v126:int = readlist v119, v125 => pop2_top/3 (90) {mem=v81, stack=v119, pc=38, opcode='add', k='binary_xy', y=v124, depth=v125}
  0023d9  cmp     rbx,[r13]
  0023e1  jae     0x00000000000060b5
  0023e7  mov     rax,[r13+8]
  0023ef  cmp     byte ptr [rax+rbx],1
  0023f4  jne     0x00000000000060b5
  0023fa  mov     rax,[r13+0x10]
  002402  mov     r14,[rax+rbx*8]
; v127:list = slice v119, 0, v125 owned => pop2_top/4 (90) {mem=v81, stack=v119, pc=38, opcode='add', k='binary_xy', x=v126, y=v124, depth=v125}
  002406  sub     rsp,0x70
  00240d  mov     [rsp+0x30],rcx
  002415  mov     [rsp+0x38],rsi
  00241d  mov     [rsp+0x40],rdi
  002425  mov     [rsp+0x48],r8
  00242d  mov     [rsp+0x50],r9
  002435  mov     [rsp+0x58],r10
  00243d  mov     [rsp],r13
  002445  mov     qword ptr [rsp+8],3
  002451  mov     qword ptr [rsp+0x10],0
  00245d  mov     qword ptr [rsp+0x18],1
  002469  mov     [rsp+0x20],rbx
  002471  mov     qword ptr [rsp+0x28],1
  00247d  mov     rdi,[rbp+0x20]
  002484  mov     esi,0x10
  002489  mov     rdx,rsp
  00248c  mov     rcx,0x20
  002496  mov     r8,0x1f
  0024a0  mov     r9,0
  0024aa  mov     rax,<list_op>
  0024b4  call    rax
  0024b6  mov     r11,rax
  0024b9  mov     rcx,[rsp+0x30]
  0024c1  mov     rsi,[rsp+0x38]
  0024c9  mov     rdi,[rsp+0x40]
  0024d1  mov     r8,[rsp+0x48]
  0024d9  mov     r9,[rsp+0x50]
  0024e1  mov     r10,[rsp+0x58]
  0024e9  add     rsp,0x70
  0024f0  test    rdx,rdx
  0024f3  je      0x0000000000006175
  0024f9  mov     r13,r11
; v128:int = add v126, v124 => binary_add/0 (92) {mem=v81, stack=v127, pc=38, x=v126, y=v124}
  0024fc  add     r14,r15
  0024ff  jo      0x0000000000006247
; v129:list = append v127, v128 owned
  002505  sub     rsp,0x70
  00250c  mov     [rsp+0x30],rcx
  002514  mov     [rsp+0x38],rsi
  00251c  mov     [rsp+0x40],rdi
  002524  mov     [rsp+0x48],r8
  00252c  mov     [rsp+0x50],r9
  002534  mov     [rsp+0x58],r10
  00253c  mov     [rsp],r13
  002544  mov     qword ptr [rsp+8],3
  002550  mov     [rsp+0x10],r14
  002558  mov     qword ptr [rsp+0x18],1
  002564  mov     rdi,[rbp+0x20]
  00256b  mov     esi,0xf
  002570  mov     rdx,rsp
  002573  mov     rcx,0x21
  00257d  mov     r8,0x20
  002587  mov     r9,0
  002591  mov     rax,<list_op>
  00259b  call    rax
  00259d  mov     r11,rax
  0025a0  mov     rcx,[rsp+0x30]
  0025a8  mov     rsi,[rsp+0x38]
  0025b0  mov     rdi,[rsp+0x40]
  0025b8  mov     r8,[rsp+0x48]
  0025c0  mov     r9,[rsp+0x50]
  0025c8  mov     r10,[rsp+0x58]
  0025d0  add     rsp,0x70
  0025d7  mov     r13,r11
; v130:int = len v129
  0025da  mov     r14,[r13]
; v131:int = eq v130, 0
; guard_false v131 => pop/2 (100) {mem=v81, stack=v129, pc=39, k='store_x', depth=v130, empty=1}
  0025e2  test    r14,r14
  0025e5  je      0x00000000000062de
; v133:int = sub v130, 1 => pop_top/0 (101) {mem=v81, stack=v129, pc=39, k='store_x', depth=v130}
  0025eb  sub     r14,1
  0025f2  jo      0x000000000000638c
; v134:int = readlist v129, v133 => pop_top/1 (101) {mem=v81, stack=v129, pc=39, k='store_x', depth=v133}
  0025f8  cmp     r14,[r13]
  002600  jae     0x000000000000642b
  002606  mov     rax,[r13+8]
  00260e  cmp     byte ptr [rax+r14],1
  002613  jne     0x000000000000642b
  002619  mov     rax,[r13+0x10]
  002621  mov     r15,[rax+r14*8]
; v135:list = slice v129, 0, v133 owned => pop_top/2 (101) {mem=v81, stack=v129, pc=39, k='store_x', x=v134, depth=v133}
  002625  sub     rsp,0x70
  00262c  mov     [rsp+0x30],rcx
  002634  mov     [rsp+0x38],rsi
  00263c  mov     [rsp+0x40],rdi
  002644  mov     [rsp+0x48],r8
  00264c  mov     [rsp+0x50],r9
  002654  mov     [rsp+0x58],r10
  00265c  mov     [rsp],r13
  002664  mov     qword ptr [rsp+8],3
  002670  mov     qword ptr [rsp+0x10],0
  00267c  mov     qword ptr [rsp+0x18],1
  002688  mov     [rsp+0x20],r14
  002690  mov     qword ptr [rsp+0x28],1
  00269c  mov     rdi,[rbp+0x20]
  0026a3  mov     esi,0x10
  0026a8  mov     rdx,rsp
  0026ab  mov     rcx,0x22
  0026b5  mov     r8,0x21
  0026bf  mov     r9,0
  0026c9  mov     rax,<list_op>
  0026d3  call    rax
  0026d5  mov     r11,rax
  0026d8  mov     rcx,[rsp+0x30]
  0026e0  mov     rsi,[rsp+0x38]
  0026e8  mov     rdi,[rsp+0x40]
  0026f0  mov     r8,[rsp+0x48]
  0026f8  mov     r9,[rsp+0x50]
  002700  mov     r10,[rsp+0x58]
  002708  add     rsp,0x70
  00270f  test    rdx,rdx
  002712  je      0x00000000000064c3
  002718  mov     r13,r11
; v136:list = set v81, 3, v134 owned => store_x/2 (103) {mem=v81, stack=v135, pc=39, a=3, x=v134}
  00271b  sub     rsp,0x70
  002722  mov     [rsp+0x30],rcx
  00272a  mov     [rsp+0x38],rsi
  002732  mov     [rsp+0x40],rdi
  00273a  mov     [rsp+0x48],r8
  002742  mov     [rsp+0x50],r9
  00274a  mov     [rsp+0x58],r10
  002752  mov     [rsp],r12
  00275a  mov     qword ptr [rsp+8],3
  002766  mov     qword ptr [rsp+0x10],3
  002772  mov     qword ptr [rsp+0x18],1
  00277e  mov     [rsp+0x20],r15
  002786  mov     qword ptr [rsp+0x28],1
  002792  mov     rdi,[rbp+0x20]
  002799  mov     esi,0xe
  00279e  mov     rdx,rsp
  0027a1  mov     rcx,0x23
  0027ab  mov     r8,0x14
  0027b5  mov     r9,0
  0027bf  mov     rax,<list_op>
  0027c9  call    rax
  0027cb  mov     r11,rax
  0027ce  mov     rcx,[rsp+0x30]
  0027d6  mov     rsi,[rsp+0x38]
  0027de  mov     rdi,[rsp+0x40]
  0027e6  mov     r8,[rsp+0x48]
  0027ee  mov     r9,[rsp+0x50]
  0027f6  mov     r10,[rsp+0x58]
  0027fe  add     rsp,0x70
  002805  test    rdx,rdx
  002808  je      0x000000000000656d
  00280e  mov     r12,r11
; v137:int = readlist v136, 2 => op_load/2 (108) {mem=v136, stack=v135, pc=41, a=2}
  002811  cmp     qword ptr [r12],2
  00281d  jbe     0x0000000000006605
  002823  mov     rax,[r12+8]
  00282b  cmp     byte ptr [rax+2],1
  002832  jne     0x0000000000006605
  002838  mov     rax,[r12+0x10]
  002840  mov     r15,[rax+0x10]
; v138:list = append v135, v137 owned
  002847  sub     rsp,0x70
  00284e  mov     [rsp+0x30],rcx
  002856  mov     [rsp+0x38],rsi
  00285e  mov     [rsp+0x40],rdi
  002866  mov     [rsp+0x48],r8
  00286e  mov     [rsp+0x50],r9
  002876  mov     [rsp+0x58],r10
  00287e  mov     [rsp],r13
  002886  mov     qword ptr [rsp+8],3
  002892  mov     [rsp+0x10],r15
  00289a  mov     qword ptr [rsp+0x18],1
  0028a6  mov     rdi,[rbp+0x20]
  0028ad  mov     esi,0xf
  0028b2  mov     rdx,rsp
  0028b5  mov     rcx,0x24
  0028bf  mov     r8,0x22
  0028c9  mov     r9,0
  0028d3  mov     rax,<list_op>
  0028dd  call    rax
  0028df  mov     r11,rax
  0028e2  mov     rcx,[rsp+0x30]
  0028ea  mov     rsi,[rsp+0x38]
  0028f2  mov     rdi,[rsp+0x40]
  0028fa  mov     r8,[rsp+0x48]
  002902  mov     r9,[rsp+0x50]
  00290a  mov     r10,[rsp+0x58]
  002912  add     rsp,0x70
  002919  mov     r13,r11
; v139:list = append v138, 1 owned
  00291c  sub     rsp,0x70
  002923  mov     [rsp+0x30],rcx
  00292b  mov     [rsp+0x38],rsi
  002933  mov     [rsp+0x40],rdi
  00293b  mov     [rsp+0x48],r8
  002943  mov     [rsp+0x50],r9
  00294b  mov     [rsp+0x58],r10
  002953  mov     [rsp],r13
  00295b  mov     qword ptr [rsp+8],3
  002967  mov     qword ptr [rsp+0x10],1
  002973  mov     qword ptr [rsp+0x18],1
  00297f  mov     rdi,[rbp+0x20]
  002986  mov     esi,0xf
  00298b  mov     rdx,rsp
  00298e  mov     rcx,0x25
  002998  mov     r8,0x24
  0029a2  mov     r9,0
  0029ac  mov     rax,<list_op>
  0029b6  call    rax
  0029b8  mov     r11,rax
  0029bb  mov     rcx,[rsp+0x30]
  0029c3  mov     rsi,[rsp+0x38]
  0029cb  mov     rdi,[rsp+0x40]
  0029d3  mov     r8,[rsp+0x48]
  0029db  mov     r9,[rsp+0x50]
  0029e3  mov     r10,[rsp+0x58]
  0029eb  add     rsp,0x70
  0029f2  mov     r13,r11
; v140:int = len v139
  0029f5  mov     r15,[r13]
; v141:int = lt v140, 2
; guard_false v141 => pop2/2 (120) {mem=v136, stack=v139, pc=45, opcode='add', k='binary_xy', depth=v140, few=1}
  0029fd  cmp     r15,2
  002a04  jl      0x000000000000668b
; v143:int = sub v140, 1 => pop2_top/0 (121) {mem=v136, stack=v139, pc=45, opcode='add', k='binary_xy', depth=v140}
  002a0a  sub     r15,1
  002a11  jo      0x000000000000674f
; v144:int = readlist v139, v143 => pop2_top/1 (121) {mem=v136, stack=v139, pc=45, opcode='add', k='binary_xy', depth=v143}
  002a17  cmp     r15,[r13]
  002a1f  jae     0x0000000000006804
  002a25  mov     rax,[r13+8]
  002a2d  cmp     byte ptr [rax+r15],1
  002a32  jne     0x0000000000006804
  002a38  mov     rax,[r13+0x10]
  002a40  mov     r14,[rax+r15*8]
; v145:int = sub v143, 1 => pop2_top/2 (121) {mem=v136, stack=v139, pc=45, opcode='add', k='binary_xy', y=v144, depth=v143}
  002a44  sub     r15,1
  002a4b  jo      0x00000000000068b2
; v146:int = readlist v139, v145 => pop2_top/3 (121) {mem=v136, stack=v139, pc=45, opcode='add', k='binary_xy', y=v144, depth=v145}
  002a51  cmp     r15,[r13]
  002a59  jae     0x0000000000006979
  002a5f  mov     rax,[r13+8]
  002a67  cmp     byte ptr [rax+r15],1
  002a6c  jne     0x0000000000006979
  002a72  mov     rax,[r13+0x10]
  002a7a  mov     rbx,[rax+r15*8]
; v147:list = slice v139, 0, v145 owned => pop2_top/4 (121) {mem=v136, stack=v139, pc=45, opcode='add', k='binary_xy', x=v146, y=v144, depth=v145}
  002a7e  sub     rsp,0x70
  002a85  mov     [rsp+0x30],rcx
  002a8d  mov     [rsp+0x38],rsi
  002a95  mov     [rsp+0x40],rdi
  002a9d  mov     [rsp+0x48],r8
  002aa5  mov     [rsp+0x50],r9
  002aad  mov     [rsp+0x58],r10
  002ab5  mov     [rsp],r13
  002abd  mov     qword ptr [rsp+8],3
  002ac9  mov     qword ptr [rsp+0x10],0
  002ad5  mov     qword ptr [rsp+0x18],1
  002ae1  mov     [rsp+0x20],r15
  002ae9  mov     qword ptr [rsp+0x28],1
  002af5  mov     rdi,[rbp+0x20]
  002afc  mov     esi,0x10
  002b01  mov     rdx,rsp
  002b04  mov     rcx,0x26
  002b0e  mov     r8,0x25
  002b18  mov     r9,0
  002b22  mov     rax,<list_op>
  002b2c  call    rax
  002b2e  mov     r11,rax
  002b31  mov     rcx,[rsp+0x30]
  002b39  mov     rsi,[rsp+0x38]
  002b41  mov     rdi,[rsp+0x40]
  002b49  mov     r8,[rsp+0x48]
  002b51  mov     r9,[rsp+0x50]
  002b59  mov     r10,[rsp+0x58]
  002b61  add     rsp,0x70
  002b68  test    rdx,rdx
  002b6b  je      0x0000000000006a39
  002b71  mov     r13,r11
; v148:int = add v146, v144 => binary_add/0 (123) {mem=v136, stack=v147, pc=45, x=v146, y=v144}
  002b74  add     rbx,r14
  002b77  jo      0x0000000000006b0b
; v149:list = append v147, v148 owned
  002b7d  sub     rsp,0x70
  002b84  mov     [rsp+0x30],rcx
  002b8c  mov     [rsp+0x38],rsi
  002b94  mov     [rsp+0x40],rdi
  002b9c  mov     [rsp+0x48],r8
  002ba4  mov     [rsp+0x50],r9
  002bac  mov     [rsp+0x58],r10
  002bb4  mov     [rsp],r13
  002bbc  mov     qword ptr [rsp+8],3
  002bc8  mov     [rsp+0x10],rbx
  002bd0  mov     qword ptr [rsp+0x18],1
  002bdc  mov     rdi,[rbp+0x20]
  002be3  mov     esi,0xf
  002be8  mov     rdx,rsp
  002beb  mov     rcx,0x27
  002bf5  mov     r8,0x26
  002bff  mov     r9,0
  002c09  mov     rax,<list_op>
  002c13  call    rax
  002c15  mov     r11,rax
  002c18  mov     rcx,[rsp+0x30]
  002c20  mov     rsi,[rsp+0x38]
  002c28  mov     rdi,[rsp+0x40]
  002c30  mov     r8,[rsp+0x48]
  002c38  mov     r9,[rsp+0x50]
  002c40  mov     r10,[rsp+0x58]
  002c48  add     rsp,0x70
  002c4f  mov     r13,r11
; v150:int = len v149
  002c52  mov     rbx,[r13]
; v151:int = eq v150, 0
; guard_false v151 => pop/2 (131) {mem=v136, stack=v149, pc=46, k='store_x', depth=v150, empty=1}
  002c5a  test    rbx,rbx
  002c5d  je      0x0000000000006ba2
; v153:int = sub v150, 1 => pop_top/0 (132) {mem=v136, stack=v149, pc=46, k='store_x', depth=v150}
  002c63  sub     rbx,1
  002c6a  jo      0x0000000000006c50
; v154:int = readlist v149, v153 => pop_top/1 (132) {mem=v136, stack=v149, pc=46, k='store_x', depth=v153}
  002c70  cmp     rbx,[r13]
  002c78  jae     0x0000000000006cef
  002c7e  mov     rax,[r13+8]
  002c86  cmp     byte ptr [rax+rbx],1
  002c8b  jne     0x0000000000006cef
  002c91  mov     rax,[r13+0x10]
  002c99  mov     r14,[rax+rbx*8]
; v155:list = slice v149, 0, v153 owned => pop_top/2 (132) {mem=v136, stack=v149, pc=46, k='store_x', x=v154, depth=v153}
  002c9d  sub     rsp,0x70
  002ca4  mov     [rsp+0x30],rcx
  002cac  mov     [rsp+0x38],rsi
  002cb4  mov     [rsp+0x40],rdi
  002cbc  mov     [rsp+0x48],r8
  002cc4  mov     [rsp+0x50],r9
  002ccc  mov     [rsp+0x58],r10
  002cd4  mov     [rsp],r13
  002cdc  mov     qword ptr [rsp+8],3
  002ce8  mov     qword ptr [rsp+0x10],0
  002cf4  mov     qword ptr [rsp+0x18],1
  002d00  mov     [rsp+0x20],rbx
  002d08  mov     qword ptr [rsp+0x28],1
  002d14  mov     rdi,[rbp+0x20]
  002d1b  mov     esi,0x10
  002d20  mov     rdx,rsp
  002d23  mov     rcx,0x15
  002d2d  mov     r8,0x27
  002d37  mov     r9,0
  002d41  mov     rax,<list_op>
  002d4b  call    rax
  002d4d  mov     r11,rax
  002d50  mov     rcx,[rsp+0x30]
  002d58  mov     rsi,[rsp+0x38]
  002d60  mov     rdi,[rsp+0x40]
  002d68  mov     r8,[rsp+0x48]
  002d70  mov     r9,[rsp+0x50]
  002d78  mov     r10,[rsp+0x58]
  002d80  add     rsp,0x70
  002d87  test    rdx,rdx
  002d8a  je      0x0000000000006d87
  002d90  mov     r13,r11
; v156:list = set v136, 2, v154 owned => store_x/2 (134) {mem=v136, stack=v155, pc=46, a=2, x=v154}
  002d93  sub     rsp,0x70
  002d9a  mov     [rsp+0x30],rcx
  002da2  mov     [rsp+0x38],rsi
  002daa  mov     [rsp+0x40],rdi
  002db2  mov     [rsp+0x48],r8
  002dba  mov     [rsp+0x50],r9
  002dc2  mov     [rsp+0x58],r10
  002dca  mov     [rsp],r12
  002dd2  mov     qword ptr [rsp+8],3
  002dde  mov     qword ptr [rsp+0x10],2
  002dea  mov     qword ptr [rsp+0x18],1
  002df6  mov     [rsp+0x20],r14
  002dfe  mov     qword ptr [rsp+0x28],1
  002e0a  mov     rdi,[rbp+0x20]
  002e11  mov     esi,0xe
  002e16  mov     rdx,rsp
  002e19  mov     rcx,0x14
  002e23  mov     r8,0x23
  002e2d  mov     r9,0
  002e37  mov     rax,<list_op>
  002e41  call    rax
  002e43  mov     r11,rax
  002e46  mov     rcx,[rsp+0x30]
  002e4e  mov     rsi,[rsp+0x38]
  002e56  mov     rdi,[rsp+0x40]
  002e5e  mov     r8,[rsp+0x48]
  002e66  mov     r9,[rsp+0x50]
  002e6e  mov     r10,[rsp+0x58]
  002e76  add     rsp,0x70
  002e7d  test    rdx,rdx
  002e80  je      0x0000000000006e31
  002e86  mov     r12,r11
; guard_steps => dispatch_loop/0 (150) {mem=v156, stack=v155, pc=15}
; jump (150) v81 <- v156, v82 <- v155
  002e89  jmp     0x0000000000001870
; exits
  002e8e  mov     rax,0xfffffffe
  002e98  jmp     0x0000000000000016
  002e9d  mov     [rbp+0x10],rbx
  002ea4  mov     qword ptr [rbp+0x18],3
  002eaf  mov     [rbp+0x30],r12
  002eb6  mov     qword ptr [rbp+0xc8],3
  002ec1  mov     [rbp+0x40],r13
  002ec8  mov     qword ptr [rbp+0xd8],3
  002ed3  mov     [rbp+0x50],r14
  002eda  mov     qword ptr [rbp+0xe8],1
  002ee5  mov     rdi,[rbp+0x20]
  002eec  mov     rsi,8
  002ef6  mov     rdx,0
  002f00  mov     rax,<exit_lists>
  002f0a  call    rax
  002f0c  mov     rax,0
  002f16  jmp     0x0000000000000016
  002f1b  mov     [rbp+0x10],r14
  002f22  mov     qword ptr [rbp+0x18],1
  002f2d  mov     [rbp+0x30],r12
  002f34  mov     qword ptr [rbp+0xc8],3
  002f3f  mov     [rbp+0x40],r13
  002f46  mov     qword ptr [rbp+0xd8],3
  002f51  mov     [rbp+0x50],r14
  002f58  mov     qword ptr [rbp+0xe8],1
  002f63  mov     rax,1
  002f6d  jmp     0x0000000000000016
  002f72  mov     [rbp+0x30],r12
  002f79  mov     qword ptr [rbp+0xc8],3
  002f84  mov     [rbp+0x40],r13
  002f8b  mov     qword ptr [rbp+0xd8],3
  002f96  mov     qword ptr [rbp+0x50],0xf
  002fa1  mov     qword ptr [rbp+0xe8],1
  002fac  mov     qword ptr [rbp+0x78],2
  002fb7  mov     qword ptr [rbp+0x110],1
  002fc2  mov     rax,2
  002fcc  jmp     0x0000000000000016
  002fd1  mov     [rbp+0x30],r12
  002fd8  mov     qword ptr [rbp+0xc8],3
  002fe3  mov     [rbp+0x40],r13
  002fea  mov     qword ptr [rbp+0xd8],3
  002ff5  mov     qword ptr [rbp+0x50],0x11
  003000  mov     qword ptr [rbp+0xe8],1
  00300b  mov     qword ptr [rbp+0x78],0
  003016  mov     qword ptr [rbp+0x110],1
  003021  mov     rdi,[rbp+0x20]
  003028  mov     rsi,<exit lists 1>
  003032  mov     rdx,1
  00303c  mov     rax,<exit_lists>
  003046  call    rax
  003048  mov     rax,3
  003052  jmp     0x0000000000000016
  003057  mov     [rbp+0x30],r12
  00305e  mov     qword ptr [rbp+0xc8],3
  003069  mov     [rbp+0x40],r13
  003070  mov     qword ptr [rbp+0xd8],3
  00307b  mov     qword ptr [rbp+0x50],0x13
  003086  mov     qword ptr [rbp+0xe8],1
  003091  mov     qword ptr [rbp+0x58],0x16
  00309c  mov     qword ptr [rbp+0xf0],2
  0030a7  mov     qword ptr [rbp+<exit lists 0>0],0x28
  0030b2  mov     qword ptr [rbp+0x118],2
  0030bd  mov     [rbp+0xa0],rbx
  0030c4  mov     qword ptr [rbp+0x138],1
  0030cf  mov     qword ptr [rbp+0xb8],1
  0030da  mov     qword ptr [rbp+0x150],1
  0030e5  mov     rdi,[rbp+0x20]
  0030ec  mov     rsi,<exit lists 2>
  0030f6  mov     rdx,1
  003100  mov     rax,<exit_lists>
  00310a  call    rax
  00310c  mov     rax,4
  003116  jmp     0x0000000000000016
  00311b  add     rbx,1
  003122  mov     [rbp+0x30],r12
  003129  mov     qword ptr [rbp+0xc8],3
  003134  mov     [rbp+0x40],r13
  00313b  mov     qword ptr [rbp+0xd8],3
  003146  mov     qword ptr [rbp+0x50],0x13
  003151  mov     qword ptr [rbp+0xe8],1
  00315c  mov     qword ptr [rbp+0x58],0x16
  003167  mov     qword ptr [rbp+0xf0],2
  003172  mov     qword ptr [rbp+<exit lists 0>0],0x28
  00317d  mov     qword ptr [rbp+0x118],2
  003188  mov     [rbp+0xa0],rbx
  00318f  mov     qword ptr [rbp+0x138],1
  00319a  mov     rdi,[rbp+0x20]
  0031a1  mov     rsi,<exit lists 3>
  0031ab  mov     rdx,1
  0031b5  mov     rax,<exit_lists>
  0031bf  call    rax
  0031c1  mov     rax,5
  0031cb  jmp     0x0000000000000016
  0031d0  mov     [rbp+0x30],r12
  0031d7  mov     qword ptr [rbp+0xc8],3
  0031e2  mov     [rbp+0x40],r13
  0031e9  mov     qword ptr [rbp+0xd8],3
  0031f4  mov     qword ptr [rbp+0x50],0x13
  0031ff  mov     qword ptr [rbp+0xe8],1
  00320a  mov     qword ptr [rbp+0x58],0x16
  003215  mov     qword ptr [rbp+0xf0],2
  003220  mov     qword ptr [rbp+<exit lists 0>0],0x28
  00322b  mov     qword ptr [rbp+0x118],2
  003236  mov     [rbp+0xa0],rbx
  00323d  mov     qword ptr [rbp+0x138],1
  003248  mov     rdi,[rbp+0x20]
  00324f  mov     rsi,<exit lists 4>
  003259  mov     rdx,1
  003263  mov     rax,<exit_lists>
  00326d  call    rax
  00326f  mov     rax,6
  003279  jmp     0x0000000000000016
  00327e  add     rbx,1
  003285  mov     [rbp+0x30],r12
  00328c  mov     qword ptr [rbp+0xc8],3
  003297  mov     [rbp+0x40],r13
  00329e  mov     qword ptr [rbp+0xd8],3
  0032a9  mov     qword ptr [rbp+0x50],0x13
  0032b4  mov     qword ptr [rbp+0xe8],1
  0032bf  mov     qword ptr [rbp+0x58],0x16
  0032ca  mov     qword ptr [rbp+0xf0],2
  0032d5  mov     qword ptr [rbp+<exit lists 0>0],0x28
  0032e0  mov     qword ptr [rbp+0x118],2
  0032eb  mov     [rbp+0x90],r15
  0032f2  mov     qword ptr [rbp+0x128],1
  0032fd  mov     [rbp+0xa0],rbx
  003304  mov     qword ptr [rbp+0x138],1
  00330f  mov     rdi,[rbp+0x20]
  003316  mov     rsi,<exit lists 5>
  003320  mov     rdx,1
  00332a  mov     rax,<exit_lists>
  003334  call    rax
  003336  mov     rax,7
  003340  jmp     0x0000000000000016
  003345  mov     [rbp+0x30],r12
  00334c  mov     qword ptr [rbp+0xc8],3
  003357  mov     [rbp+0x40],r13
  00335e  mov     qword ptr [rbp+0xd8],3
  003369  mov     qword ptr [rbp+0x50],0x13
  003374  mov     qword ptr [rbp+0xe8],1
  00337f  mov     qword ptr [rbp+0x58],0x16
  00338a  mov     qword ptr [rbp+0xf0],2
  003395  mov     qword ptr [rbp+<exit lists 0>0],0x28
  0033a0  mov     qword ptr [rbp+0x118],2
  0033ab  mov     [rbp+0x90],r15
  0033b2  mov     qword ptr [rbp+0x128],1
  0033bd  mov     [rbp+0xa0],rbx
  0033c4  mov     qword ptr [rbp+0x138],1
  0033cf  mov     rdi,[rbp+0x20]
  0033d6  mov     rsi,<exit lists 6>
  0033e0  mov     rdx,1
  0033ea  mov     rax,<exit_lists>
  0033f4  call    rax
  0033f6  mov     rax,8
  003400  jmp     0x0000000000000016
  003405  mov     [rbp+0x30],r12
  00340c  mov     qword ptr [rbp+0xc8],3
  003417  mov     [rbp+0x40],r13
  00341e  mov     qword ptr [rbp+0xd8],3
  003429  mov     qword ptr [rbp+0x50],0x13
  003434  mov     qword ptr [rbp+0xe8],1
  00343f  mov     qword ptr [rbp+0x58],0x16
  00344a  mov     qword ptr [rbp+0xf0],2
  003455  mov     qword ptr [rbp+<exit lists 0>0],0x28
  003460  mov     qword ptr [rbp+0x118],2
  00346b  mov     [rbp+<exit lists 0>8],rsi
  003472  mov     qword ptr [rbp+0x120],1
  00347d  mov     [rbp+0x90],r15
  003484  mov     qword ptr [rbp+0x128],1
  00348f  mov     [rbp+0xa0],rbx
  003496  mov     qword ptr [rbp+0x138],1
  0034a1  mov     rdi,[rbp+0x20]
  0034a8  mov     rsi,<exit lists 7>
  0034b2  mov     rdx,1
  0034bc  mov     rax,<exit_lists>
  0034c6  call    rax
  0034c8  mov     rax,9
  0034d2  jmp     0x0000000000000016
  0034d7  mov     [rbp+0x30],r12
  0034de  mov     qword ptr [rbp+0xc8],3
  0034e9  mov     [rbp+0x40],r13
  0034f0  mov     qword ptr [rbp+0xd8],3
  0034fb  mov     qword ptr [rbp+0x50],0x14
  003506  mov     qword ptr [rbp+0xe8],1
  003511  mov     qword ptr [rbp+<exit lists 0>0],0x2c
  00351c  mov     qword ptr [rbp+0x118],2
  003527  mov     [rbp+0xa0],rsi
  00352e  mov     qword ptr [rbp+0x138],1
  003539  mov     qword ptr [rbp+0xa8],1
  003544  mov     qword ptr [rbp+0x140],1
  00354f  mov     rdi,[rbp+0x20]
  003556  mov     rsi,<exit lists 8>
  003560  mov     rdx,1
  00356a  mov     rax,<exit_lists>
  003574  call    rax
  003576  mov     rax,0xa
  003580  jmp     0x0000000000000016
  003585  add     rsi,1
  00358c  mov     [rbp+0x30],r12
  003593  mov     qword ptr [rbp+0xc8],3
  00359e  mov     [rbp+0x40],r13
  0035a5  mov     qword ptr [rbp+0xd8],3
  0035b0  mov     qword ptr [rbp+0x50],0x14
  0035bb  mov     qword ptr [rbp+0xe8],1
  0035c6  mov     qword ptr [rbp+<exit lists 0>0],0x2c
  0035d1  mov     qword ptr [rbp+0x118],2
  0035dc  mov     [rbp+0xa0],rsi
  0035e3  mov     qword ptr [rbp+0x138],1
  0035ee  mov     rdi,[rbp+0x20]
  0035f5  mov     rsi,<exit lists 9>
  0035ff  mov     rdx,1
  003609  mov     rax,<exit_lists>
  003613  call    rax
  003615  mov     rax,0xb
  00361f  jmp     0x0000000000000016
  003624  mov     [rbp+0x30],r12
  00362b  mov     qword ptr [rbp+0xc8],3
  003636  mov     [rbp+0x40],r13
  00363d  mov     qword ptr [rbp+0xd8],3
  003648  mov     qword ptr [rbp+0x50],0x14
  003653  mov     qword ptr [rbp+0xe8],1
  00365e  mov     qword ptr [rbp+<exit lists 0>0],0x2c
  003669  mov     qword ptr [rbp+0x118],2
  003674  mov     [rbp+0xa0],rsi
  00367b  mov     qword ptr [rbp+0x138],1
  003686  mov     rdi,[rbp+0x20]
  00368d  mov     rsi,<exit lists 10>
  003697  mov     rdx,1
  0036a1  mov     rax,<exit_lists>
  0036ab  call    rax
  0036ad  mov     rax,0xc
  0036b7  jmp     0x0000000000000016
  0036bc  mov     [rbp+0x30],r12
  0036c3  mov     qword ptr [rbp+0xc8],3
  0036ce  mov     [rbp+0x40],r13
  0036d5  mov     qword ptr [rbp+0xd8],3
  0036e0  mov     qword ptr [rbp+0x50],0x14
  0036eb  mov     qword ptr [rbp+0xe8],1
  0036f6  mov     qword ptr [rbp+<exit lists 0>0],0x2c
  003701  mov     qword ptr [rbp+0x118],2
  00370c  mov     [rbp+<exit lists 0>8],r15
  003713  mov     qword ptr [rbp+0x120],1
  00371e  mov     [rbp+0xa0],rsi
  003725  mov     qword ptr [rbp+0x138],1
  003730  mov     rdi,[rbp+0x20]
  003737  mov     rsi,<exit lists 11>
  003741  mov     rdx,1
  00374b  mov     rax,<exit_lists>
  003755  call    rax
  003757  mov     rax,0xd
  003761  jmp     0x0000000000000016
  003766  mov     [rbp+0x30],r12
  00376d  mov     qword ptr [rbp+0xc8],3
  003778  mov     [rbp+0x40],r13
  00377f  mov     qword ptr [rbp+0xd8],3
  00378a  mov     qword ptr [rbp+0x50],0x14
  003795  mov     qword ptr [rbp+0xe8],1
  0037a0  mov     [rbp+<exit lists 0>8],r15
  0037a7  mov     qword ptr [rbp+0x120],1
  0037b2  mov     rdi,[rbp+0x20]
  0037b9  mov     rsi,<exit lists 12>
  0037c3  mov     rdx,1
  0037cd  mov     rax,<exit_lists>
  0037d7  call    rax
  0037d9  mov     rax,0xe
  0037e3  jmp     0x0000000000000016
  0037e8  mov     [rbp+0x30],r12
  0037ef  mov     qword ptr [rbp+0xc8],3
  0037fa  mov     [rbp+0x40],r13
  003801  mov     qword ptr [rbp+0xd8],3
  00380c  mov     qword ptr [rbp+0x50],0x1f
  003817  mov     qword ptr [rbp+0xe8],1
  003822  mov     qword ptr [rbp+0x78],3
  00382d  mov     qword ptr [rbp+0x110],1
  003838  mov     rdi,[rbp+0x20]
  00383f  mov     rsi,<exit lists 13>
  003849  mov     rdx,1
  003853  mov     rax,<exit_lists>
  00385d  call    rax
  00385f  mov     rax,0xf
  003869  jmp     0x0000000000000016
  00386e  mov     [rbp+0x30],r12
  003875  mov     qword ptr [rbp+0xc8],3
  003880  mov     [rbp+0x40],r13
  003887  mov     qword ptr [rbp+0xd8],3
  003892  mov     qword ptr [rbp+0x50],0x21
  00389d  mov     qword ptr [rbp+0xe8],1
  0038a8  mov     qword ptr [rbp+0x78],1
  0038b3  mov     qword ptr [rbp+0x110],1
  0038be  mov     rdi,[rbp+0x20]
  0038c5  mov     rsi,<exit lists 14>
  0038cf  mov     rdx,1
  0038d9  mov     rax,<exit_lists>
  0038e3  call    rax
  0038e5  mov     rax,0x10
  0038ef  jmp     0x0000000000000016
  0038f4  mov     [rbp+0x30],r12
  0038fb  mov     qword ptr [rbp+0xc8],3
  003906  mov     [rbp+0x40],r13
  00390d  mov     qword ptr [rbp+0xd8],3
  003918  mov     qword ptr [rbp+0x50],0x25
  003923  mov     qword ptr [rbp+0xe8],1
  00392e  mov     qword ptr [rbp+0x58],0xf
  003939  mov     qword ptr [rbp+0xf0],2
  003944  mov     qword ptr [rbp+<exit lists 0>0],0x28
  00394f  mov     qword ptr [rbp+0x118],2
  00395a  mov     [rbp+0xa0],r14
  003961  mov     qword ptr [rbp+0x138],1
  00396c  mov     qword ptr [rbp+0xb8],1
  003977  mov     qword ptr [rbp+0x150],1
  003982  mov     rdi,[rbp+0x20]
  003989  mov     rsi,<exit lists 15>
  003993  mov     rdx,1
  00399d  mov     rax,<exit_lists>
  0039a7  call    rax
  0039a9  mov     rax,0x11
  0039b3  jmp     0x0000000000000016
  0039b8  add     r14,1
  0039bf  mov     [rbp+0x30],r12
  0039c6  mov     qword ptr [rbp+0xc8],3
  0039d1  mov     [rbp+0x40],r13
  0039d8  mov     qword ptr [rbp+0xd8],3
  0039e3  mov     qword ptr [rbp+0x50],0x25
  0039ee  mov     qword ptr [rbp+0xe8],1
  0039f9  mov     qword ptr [rbp+0x58],0xf
  003a04  mov     qword ptr [rbp+0xf0],2
  003a0f  mov     qword ptr [rbp+<exit lists 0>0],0x28
  003a1a  mov     qword ptr [rbp+0x118],2
  003a25  mov     [rbp+0xa0],r14
  003a2c  mov     qword ptr [rbp+0x138],1
  003a37  mov     rdi,[rbp+0x20]
  003a3e  mov     rsi,<exit lists 16>
  003a48  mov     rdx,1
  003a52  mov     rax,<exit_lists>
  003a5c  call    rax
  003a5e  mov     rax,0x12
  003a68  jmp     0x0000000000000016
  003a6d  mov     [rbp+0x30],r12
  003a74  mov     qword ptr [rbp+0xc8],3
  003a7f  mov     [rbp+0x40],r13
  003a86  mov     qword ptr [rbp+0xd8],3
  003a91  mov     qword ptr [rbp+0x50],0x25
  003a9c  mov     qword ptr [rbp+0xe8],1
  003aa7  mov     qword ptr [rbp+0x58],0xf
  003ab2  mov     qword ptr [rbp+0xf0],2
  003abd  mov     qword ptr [rbp+<exit lists 0>0],0x28
  003ac8  mov     qword ptr [rbp+0x118],2
  003ad3  mov     [rbp+0xa0],r14
  003ada  mov     qword ptr [rbp+0x138],1
  003ae5  mov     rdi,[rbp+0x20]
  003aec  mov     rsi,<exit lists 17>
  003af6  mov     rdx,1
  003b00  mov     rax,<exit_lists>
  003b0a  call    rax
  003b0c  mov     rax,0x13
  003b16  jmp     0x0000000000000016
  003b1b  add     r14,1
  003b22  mov     [rbp+0x30],r12
  003b29  mov     qword ptr [rbp+0xc8],3
  003b34  mov     [rbp+0x40],r13
  003b3b  mov     qword ptr [rbp+0xd8],3
  003b46  mov     qword ptr [rbp+0x50],0x25
  003b51  mov     qword ptr [rbp+0xe8],1
  003b5c  mov     qword ptr [rbp+0x58],0xf
  003b67  mov     qword ptr [rbp+0xf0],2
  003b72  mov     qword ptr [rbp+<exit lists 0>0],0x28
  003b7d  mov     qword ptr [rbp+0x118],2
  003b88  mov     [rbp+0x90],r15
  003b8f  mov     qword ptr [rbp+0x128],1
  003b9a  mov     [rbp+0xa0],r14
  003ba1  mov     qword ptr [rbp+0x138],1
  003bac  mov     rdi,[rbp+0x20]
  003bb3  mov     rsi,<exit lists 18>
  003bbd  mov     rdx,1
  003bc7  mov     rax,<exit_lists>
  003bd1  call    rax
  003bd3  mov     rax,0x14
  003bdd  jmp     0x0000000000000016
  003be2  mov     [rbp+0x30],r12
  003be9  mov     qword ptr [rbp+0xc8],3
  003bf4  mov     [rbp+0x40],r13
  003bfb  mov     qword ptr [rbp+0xd8],3
  003c06  mov     qword ptr [rbp+0x50],0x25
  003c11  mov     qword ptr [rbp+0xe8],1
  003c1c  mov     qword ptr [rbp+0x58],0xf
  003c27  mov     qword ptr [rbp+0xf0],2
  003c32  mov     qword ptr [rbp+<exit lists 0>0],0x28
  003c3d  mov     qword ptr [rbp+0x118],2
  003c48  mov     [rbp+0x90],r15
  003c4f  mov     qword ptr [rbp+0x128],1
  003c5a  mov     [rbp+0xa0],r14
  003c61  mov     qword ptr [rbp+0x138],1
  003c6c  mov     rdi,[rbp+0x20]
  003c73  mov     rsi,<exit lists 19>
  003c7d  mov     rdx,1
  003c87  mov     rax,<exit_lists>
  003c91  call    rax
  003c93  mov     rax,0x15
  003c9d  jmp     0x0000000000000016
  003ca2  mov     [rbp+0x30],r12
  003ca9  mov     qword ptr [rbp+0xc8],3
  003cb4  mov     [rbp+0x40],r13
  003cbb  mov     qword ptr [rbp+0xd8],3
  003cc6  mov     qword ptr [rbp+0x50],0x25
  003cd1  mov     qword ptr [rbp+0xe8],1
  003cdc  mov     qword ptr [rbp+0x58],0xf
  003ce7  mov     qword ptr [rbp+0xf0],2
  003cf2  mov     qword ptr [rbp+<exit lists 0>0],0x28
  003cfd  mov     qword ptr [rbp+0x118],2
  003d08  mov     [rbp+<exit lists 0>8],rsi
  003d0f  mov     qword ptr [rbp+0x120],1
  003d1a  mov     [rbp+0x90],r15
  003d21  mov     qword ptr [rbp+0x128],1
  003d2c  mov     [rbp+0xa0],r14
  003d33  mov     qword ptr [rbp+0x138],1
  003d3e  mov     rdi,[rbp+0x20]
  003d45  mov     rsi,<exit lists 20>
  003d4f  mov     rdx,1
  003d59  mov     rax,<exit_lists>
  003d63  call    rax
  003d65  mov     rax,0x16
  003d6f  jmp     0x0000000000000016
  003d74  mov     [rbp+0x30],r12
  003d7b  mov     qword ptr [rbp+0xc8],3
  003d86  mov     [rbp+0x40],r13
  003d8d  mov     qword ptr [rbp+0xd8],3
  003d98  mov     qword ptr [rbp+0x50],0x25
  003da3  mov     qword ptr [rbp+0xe8],1
  003dae  mov     [rbp+<exit lists 0>8],rsi
  003db5  mov     qword ptr [rbp+0x120],1
  003dc0  mov     [rbp+0x90],r15
  003dc7  mov     qword ptr [rbp+0x128],1
  003dd2  mov     rdi,[rbp+0x20]
  003dd9  mov     rsi,<exit lists 21>
  003de3  mov     rdx,1
  003ded  mov     rax,<exit_lists>
  003df7  call    rax
  003df9  mov     rax,0x17
  003e03  jmp     0x0000000000000016
  003e08  mov     [rbp+0x30],r12
  003e0f  mov     qword ptr [rbp+0xc8],3
  003e1a  mov     [rbp+0x40],r13
  003e21  mov     qword ptr [rbp+0xd8],3
  003e2c  mov     qword ptr [rbp+0x50],0x26
  003e37  mov     qword ptr [rbp+0xe8],1
  003e42  mov     qword ptr [rbp+0x58],0x13
  003e4d  mov     qword ptr [rbp+0xf0],2
  003e58  mov     qword ptr [rbp+<exit lists 0>0],0x28
  003e63  mov     qword ptr [rbp+0x118],2
  003e6e  mov     [rbp+0xa0],rsi
  003e75  mov     qword ptr [rbp+0x138],1
  003e80  mov     qword ptr [rbp+0xb8],1
  003e8b  mov     qword ptr [rbp+0x150],1
  003e96  mov     rdi,[rbp+0x20]
  003e9d  mov     rsi,<exit lists 22>
  003ea7  mov     rdx,1
  003eb1  mov     rax,<exit_lists>
  003ebb  call    rax
  003ebd  mov     rax,0x18
  003ec7  jmp     0x0000000000000016
  003ecc  add     rsi,1
  003ed3  mov     [rbp+0x30],r12
  003eda  mov     qword ptr [rbp+0xc8],3
  003ee5  mov     [rbp+0x40],r13
  003eec  mov     qword ptr [rbp+0xd8],3
  003ef7  mov     qword ptr [rbp+0x50],0x26
  003f02  mov     qword ptr [rbp+0xe8],1
  003f0d  mov     qword ptr [rbp+0x58],0x13
  003f18  mov     qword ptr [rbp+0xf0],2
  003f23  mov     qword ptr [rbp+<exit lists 0>0],0x28
  003f2e  mov     qword ptr [rbp+0x118],2
  003f39  mov     [rbp+0xa0],rsi
  003f40  mov     qword ptr [rbp+0x138],1
  003f4b  mov     rdi,[rbp+0x20]
  003f52  mov     rsi,<exit lists 23>
  003f5c  mov     rdx,1
  003f66  mov     rax,<exit_lists>
  003f70  call    rax
  003f72  mov     rax,0x19
  003f7c  jmp     0x0000000000000016
  003f81  mov     [rbp+0x30],r12
  003f88  mov     qword ptr [rbp+0xc8],3
  003f93  mov     [rbp+0x40],r13
  003f9a  mov     qword ptr [rbp+0xd8],3
  003fa5  mov     qword ptr [rbp+0x50],0x26
  003fb0  mov     qword ptr [rbp+0xe8],1
  003fbb  mov     qword ptr [rbp+0x58],0x13
  003fc6  mov     qword ptr [rbp+0xf0],2
  003fd1  mov     qword ptr [rbp+<exit lists 0>0],0x28
  003fdc  mov     qword ptr [rbp+0x118],2
  003fe7  mov     [rbp+0xa0],rsi
  003fee  mov     qword ptr [rbp+0x138],1
  003ff9  mov     rdi,[rbp+0x20]
  004000  mov     rsi,<exit lists 24>
  00400a  mov     rdx,1
  004014  mov     rax,<exit_lists>
  00401e  call    rax
  004020  mov     rax,0x1a
  00402a  jmp     0x0000000000000016
  00402f  add     rsi,1
  004036  mov     [rbp+0x30],r12
  00403d  mov     qword ptr [rbp+0xc8],3
  004048  mov     [rbp+0x40],r13
  00404f  mov     qword ptr [rbp+0xd8],3
  00405a  mov     qword ptr [rbp+0x50],0x26
  004065  mov     qword ptr [rbp+0xe8],1
  004070  mov     qword ptr [rbp+0x58],0x13
  00407b  mov     qword ptr [rbp+0xf0],2
  004086  mov     qword ptr [rbp+<exit lists 0>0],0x28
  004091  mov     qword ptr [rbp+0x118],2
  00409c  mov     [rbp+0x90],r15
  0040a3  mov     qword ptr [rbp+0x128],1
  0040ae  mov     [rbp+0xa0],rsi
  0040b5  mov     qword ptr [rbp+0x138],1
  0040c0  mov     rdi,[rbp+0x20]
  0040c7  mov     rsi,<exit lists 25>
  0040d1  mov     rdx,1
  0040db  mov     rax,<exit_lists>
  0040e5  call    rax
  0040e7  mov     rax,0x1b
  0040f1  jmp     0x0000000000000016
  0040f6  mov     [rbp+0x30],r12
  0040fd  mov     qword ptr [rbp+0xc8],3
  004108  mov     [rbp+0x40],r13
  00410f  mov     qword ptr [rbp+0xd8],3
  00411a  mov     qword ptr [rbp+0x50],0x26
  004125  mov     qword ptr [rbp+0xe8],1
  004130  mov     qword ptr [rbp+0x58],0x13
  00413b  mov     qword ptr [rbp+0xf0],2
  004146  mov     qword ptr [rbp+<exit lists 0>0],0x28
  004151  mov     qword ptr [rbp+0x118],2
  00415c  mov     [rbp+0x90],r15
  004163  mov     qword ptr [rbp+0x128],1
  00416e  mov     [rbp+0xa0],rsi
  004175  mov     qword ptr [rbp+0x138],1
  004180  mov     rdi,[rbp+0x20]
  004187  mov     rsi,<exit lists 26>
  004191  mov     rdx,1
  00419b  mov     rax,<exit_lists>
  0041a5  call    rax
  0041a7  mov     rax,0x1c
  0041b1  jmp     0x0000000000000016
  0041b6  mov     [rbp+0x30],r12
  0041bd  mov     qword ptr [rbp+0xc8],3
  0041c8  mov     [rbp+0x40],r13
  0041cf  mov     qword ptr [rbp+0xd8],3
  0041da  mov     qword ptr [rbp+0x50],0x26
  0041e5  mov     qword ptr [rbp+0xe8],1
  0041f0  mov     qword ptr [rbp+0x58],0x13
  0041fb  mov     qword ptr [rbp+0xf0],2
  004206  mov     qword ptr [rbp+<exit lists 0>0],0x28
  004211  mov     qword ptr [rbp+0x118],2
  00421c  mov     [rbp+<exit lists 0>8],r14
  004223  mov     qword ptr [rbp+0x120],1
  00422e  mov     [rbp+0x90],r15
  004235  mov     qword ptr [rbp+0x128],1
  004240  mov     [rbp+0xa0],rsi
  004247  mov     qword ptr [rbp+0x138],1
  004252  mov     rdi,[rbp+0x20]
  004259  mov     rsi,<exit lists 27>
  004263  mov     rdx,1
  00426d  mov     rax,<exit_lists>
  004277  call    rax
  004279  mov     rax,0x1d
  004283  jmp     0x0000000000000016
  004288  sub     r14,r15
  00428b  mov     [rbp+0x30],r12
  004292  mov     qword ptr [rbp+0xc8],3
  00429d  mov     [rbp+0x40],r13
  0042a4  mov     qword ptr [rbp+0xd8],3
  0042af  mov     qword ptr [rbp+0x50],0x26
  0042ba  mov     qword ptr [rbp+0xe8],1
  0042c5  mov     [rbp+<exit lists 0>8],r14
  0042cc  mov     qword ptr [rbp+0x120],1
  0042d7  mov     [rbp+0x90],r15
  0042de  mov     qword ptr [rbp+0x128],1
  0042e9  mov     rdi,[rbp+0x20]
  0042f0  mov     rsi,<exit lists 28>
  0042fa  mov     rdx,1
  004304  mov     rax,<exit_lists>
  00430e  call    rax
  004310  mov     rax,0x1e
  00431a  jmp     0x0000000000000016
  00431f  mov     [rbp+0x30],r12
  004326  mov     qword ptr [rbp+0xc8],3
  004331  mov     [rbp+0x40],r13
  004338  mov     qword ptr [rbp+0xd8],3
  004343  mov     qword ptr [rbp+0x50],0x27
  00434e  mov     qword ptr [rbp+0xe8],1
  004359  mov     qword ptr [rbp+<exit lists 0>0],0x27
  004364  mov     qword ptr [rbp+0x118],2
  00436f  mov     [rbp+0xa0],r14
  004376  mov     qword ptr [rbp+0x138],1
  004381  mov     qword ptr [rbp+0xa8],1
  00438c  mov     qword ptr [rbp+0x140],1
  004397  mov     rdi,[rbp+0x20]
  00439e  mov     rsi,<exit lists 29>
  0043a8  mov     rdx,1
  0043b2  mov     rax,<exit_lists>
  0043bc  call    rax
  0043be  mov     rax,0x1f
  0043c8  jmp     0x0000000000000016
  0043cd  add     r14,1
  0043d4  mov     [rbp+0x30],r12
  0043db  mov     qword ptr [rbp+0xc8],3
  0043e6  mov     [rbp+0x40],r13
  0043ed  mov     qword ptr [rbp+0xd8],3
  0043f8  mov     qword ptr [rbp+0x50],0x27
  004403  mov     qword ptr [rbp+0xe8],1
  00440e  mov     qword ptr [rbp+<exit lists 0>0],0x27
  004419  mov     qword ptr [rbp+0x118],2
  004424  mov     [rbp+0xa0],r14
  00442b  mov     qword ptr [rbp+0x138],1
  004436  mov     rdi,[rbp+0x20]
  00443d  mov     rsi,<exit lists 30>
  004447  mov     rdx,1
  004451  mov     rax,<exit_lists>
  00445b  call    rax
  00445d  mov     rax,0x20
  004467  jmp     0x0000000000000016
  00446c  mov     [rbp+0x30],r12
  004473  mov     qword ptr [rbp+0xc8],3
  00447e  mov     [rbp+0x40],r13
  004485  mov     qword ptr [rbp+0xd8],3
  004490  mov     qword ptr [rbp+0x50],0x27
  00449b  mov     qword ptr [rbp+0xe8],1
  0044a6  mov     qword ptr [rbp+<exit lists 0>0],0x27
  0044b1  mov     qword ptr [rbp+0x118],2
  0044bc  mov     [rbp+0xa0],r14
  0044c3  mov     qword ptr [rbp+0x138],1
  0044ce  mov     rdi,[rbp+0x20]
  0044d5  mov     rsi,<exit lists 31>
  0044df  mov     rdx,1
  0044e9  mov     rax,<exit_lists>
  0044f3  call    rax
  0044f5  mov     rax,0x21
  0044ff  jmp     0x0000000000000016
  004504  mov     [rbp+0x30],r12
  00450b  mov     qword ptr [rbp+0xc8],3
  004516  mov     [rbp+0x40],r13
  00451d  mov     qword ptr [rbp+0xd8],3
  004528  mov     qword ptr [rbp+0x50],0x27
  004533  mov     qword ptr [rbp+0xe8],1
  00453e  mov     qword ptr [rbp+<exit lists 0>0],0x27
  004549  mov     qword ptr [rbp+0x118],2
  004554  mov     [rbp+<exit lists 0>8],r15
  00455b  mov     qword ptr [rbp+0x120],1
  004566  mov     [rbp+0xa0],r14
  00456d  mov     qword ptr [rbp+0x138],1
  004578  mov     rdi,[rbp+0x20]
  00457f  mov     rsi,<exit lists 32>
  004589  mov     rdx,1
  004593  mov     rax,<exit_lists>
  00459d  call    rax
  00459f  mov     rax,0x22
  0045a9  jmp     0x0000000000000016
  0045ae  mov     [rbp+0x30],r12
  0045b5  mov     qword ptr [rbp+0xc8],3
  0045c0  mov     [rbp+0x40],r13
  0045c7  mov     qword ptr [rbp+0xd8],3
  0045d2  mov     qword ptr [rbp+0x50],0x27
  0045dd  mov     qword ptr [rbp+0xe8],1
  0045e8  mov     qword ptr [rbp+0x78],3
  0045f3  mov     qword ptr [rbp+0x110],1
  0045fe  mov     [rbp+<exit lists 0>8],r15
  004605  mov     qword ptr [rbp+0x120],1
  004610  mov     rdi,[rbp+0x20]
  004617  mov     rsi,<exit lists 33>
  004621  mov     rdx,1
  00462b  mov     rax,<exit_lists>
  004635  call    rax
  004637  mov     rax,0x23
  004641  jmp     0x0000000000000016
  004646  mov     [rbp+0x30],r12
  00464d  mov     qword ptr [rbp+0xc8],3
  004658  mov     [rbp+0x40],r13
  00465f  mov     qword ptr [rbp+0xd8],3
  00466a  mov     qword ptr [rbp+0x50],0x29
  004675  mov     qword ptr [rbp+0xe8],1
  004680  mov     qword ptr [rbp+0x78],2
  00468b  mov     qword ptr [rbp+0x110],1
  004696  mov     rdi,[rbp+0x20]
  00469d  mov     rsi,<exit lists 34>
  0046a7  mov     rdx,2
  0046b1  mov     rax,<exit_lists>
  0046bb  call    rax
  0046bd  mov     rax,0x24
  0046c7  jmp     0x0000000000000016
  0046cc  mov     [rbp+0x30],r12
  0046d3  mov     qword ptr [rbp+0xc8],3
  0046de  mov     [rbp+0x40],r13
  0046e5  mov     qword ptr [rbp+0xd8],3
  0046f0  mov     qword ptr [rbp+0x50],0x2d
  0046fb  mov     qword ptr [rbp+0xe8],1
  004706  mov     qword ptr [rbp+0x58],0x13
  004711  mov     qword ptr [rbp+0xf0],2
  00471c  mov     qword ptr [rbp+<exit lists 0>0],0x28
  004727  mov     qword ptr [rbp+0x118],2
  004732  mov     [rbp+0xa0],r15
  004739  mov     qword ptr [rbp+0x138],1
  004744  mov     qword ptr [rbp+0xb8],1
  00474f  mov     qword ptr [rbp+0x150],1
  00475a  mov     rdi,[rbp+0x20]
  004761  mov     rsi,<exit lists 35>
  00476b  mov     rdx,2
  004775  mov     rax,<exit_lists>
  00477f  call    rax
  004781  mov     rax,0x25
  00478b  jmp     0x0000000000000016
  004790  add     r15,1
  004797  mov     [rbp+0x30],r12
  00479e  mov     qword ptr [rbp+0xc8],3
  0047a9  mov     [rbp+0x40],r13
  0047b0  mov     qword ptr [rbp+0xd8],3
  0047bb  mov     qword ptr [rbp+0x50],0x2d
  0047c6  mov     qword ptr [rbp+0xe8],1
  0047d1  mov     qword ptr [rbp+0x58],0x13
  0047dc  mov     qword ptr [rbp+0xf0],2
  0047e7  mov     qword ptr [rbp+<exit lists 0>0],0x28
  0047f2  mov     qword ptr [rbp+0x118],2
  0047fd  mov     [rbp+0xa0],r15
  004804  mov     qword ptr [rbp+0x138],1
  00480f  mov     rdi,[rbp+0x20]
  004816  mov     rsi,<exit lists 36>
  004820  mov     rdx,2
  00482a  mov     rax,<exit_lists>
  004834  call    rax
  004836  mov     rax,0x26
  004840  jmp     0x0000000000000016
  004845  mov     [rbp+0x30],r12
  00484c  mov     qword ptr [rbp+0xc8],3
  004857  mov     [rbp+0x40],r13
  00485e  mov     qword ptr [rbp+0xd8],3
  004869  mov     qword ptr [rbp+0x50],0x2d
  004874  mov     qword ptr [rbp+0xe8],1
  00487f  mov     qword ptr [rbp+0x58],0x13
  00488a  mov     qword ptr [rbp+0xf0],2
  004895  mov     qword ptr [rbp+<exit lists 0>0],0x28
  0048a0  mov     qword ptr [rbp+0x118],2
  0048ab  mov     [rbp+0xa0],r15
  0048b2  mov     qword ptr [rbp+0x138],1
  0048bd  mov     rdi,[rbp+0x20]
  0048c4  mov     rsi,<exit lists 37>
  0048ce  mov     rdx,2
  0048d8  mov     rax,<exit_lists>
  0048e2  call    rax
  0048e4  mov     rax,0x27
  0048ee  jmp     0x0000000000000016
  0048f3  add     r15,1
  0048fa  mov     [rbp+0x30],r12
  004901  mov     qword ptr [rbp+0xc8],3
  00490c  mov     [rbp+0x40],r13
  004913  mov     qword ptr [rbp+0xd8],3
  00491e  mov     qword ptr [rbp+0x50],0x2d
  004929  mov     qword ptr [rbp+0xe8],1
  004934  mov     qword ptr [rbp+0x58],0x13
  00493f  mov     qword ptr [rbp+0xf0],2
  00494a  mov     qword ptr [rbp+<exit lists 0>0],0x28
  004955  mov     qword ptr [rbp+0x118],2
  004960  mov     [rbp+0x90],r14
  004967  mov     qword ptr [rbp+0x128],1
  004972  mov     [rbp+0xa0],r15
  004979  mov     qword ptr [rbp+0x138],1
  004984  mov     rdi,[rbp+0x20]
  00498b  mov     rsi,<exit lists 38>
  004995  mov     rdx,2
  00499f  mov     rax,<exit_lists>
  0049a9  call    rax
  0049ab  mov     rax,0x28
  0049b5  jmp     0x0000000000000016
  0049ba  mov     [rbp+0x30],r12
  0049c1  mov     qword ptr [rbp+0xc8],3
  0049cc  mov     [rbp+0x40],r13
  0049d3  mov     qword ptr [rbp+0xd8],3
  0049de  mov     qword ptr [rbp+0x50],0x2d
  0049e9  mov     qword ptr [rbp+0xe8],1
  0049f4  mov     qword ptr [rbp+0x58],0x13
  0049ff  mov     qword ptr [rbp+0xf0],2
  004a0a  mov     qword ptr [rbp+<exit lists 0>0],0x28
  004a15  mov     qword ptr [rbp+0x118],2
  004a20  mov     [rbp+0x90],r14
  004a27  mov     qword ptr [rbp+0x128],1
  004a32  mov     [rbp+0xa0],r15
  004a39  mov     qword ptr [rbp+0x138],1
  004a44  mov     rdi,[rbp+0x20]
  004a4b  mov     rsi,<exit lists 39>
  004a55  mov     rdx,2
  004a5f  mov     rax,<exit_lists>
  004a69  call    rax
  004a6b  mov     rax,0x29
  004a75  jmp     0x0000000000000016
  004a7a  mov     [rbp+0x30],r12
  004a81  mov     qword ptr [rbp+0xc8],3
  004a8c  mov     [rbp+0x40],r13
  004a93  mov     qword ptr [rbp+0xd8],3
  004a9e  mov     qword ptr [rbp+0x50],0x2d
  004aa9  mov     qword ptr [rbp+0xe8],1
  004ab4  mov     qword ptr [rbp+0x58],0x13
  004abf  mov     qword ptr [rbp+0xf0],2
  004aca  mov     qword ptr [rbp+<exit lists 0>0],0x28
  004ad5  mov     qword ptr [rbp+0x118],2
  004ae0  mov     [rbp+<exit lists 0>8],rsi
  004ae7  mov     qword ptr [rbp+0x120],1
  004af2  mov     [rbp+0x90],r14
  004af9  mov     qword ptr [rbp+0x128],1
  004b04  mov     [rbp+0xa0],r15
  004b0b  mov     qword ptr [rbp+0x138],1
  004b16  mov     rdi,[rbp+0x20]
  004b1d  mov     rsi,<exit lists 40>
  004b27  mov     rdx,2
  004b31  mov     rax,<exit_lists>
  004b3b  call    rax
  004b3d  mov     rax,0x2a
  004b47  jmp     0x0000000000000016
  004b4c  sub     rsi,r14
  004b4f  mov     [rbp+0x30],r12
  004b56  mov     qword ptr [rbp+0xc8],3
  004b61  mov     [rbp+0x40],r13
  004b68  mov     qword ptr [rbp+0xd8],3
  004b73  mov     qword ptr [rbp+0x50],0x2d
  004b7e  mov     qword ptr [rbp+0xe8],1
  004b89  mov     [rbp+<exit lists 0>8],rsi
  004b90  mov     qword ptr [rbp+0x120],1
  004b9b  mov     [rbp+0x90],r14
  004ba2  mov     qword ptr [rbp+0x128],1
  004bad  mov     rdi,[rbp+0x20]
  004bb4  mov     rsi,<exit lists 41>
  004bbe  mov     rdx,2
  004bc8  mov     rax,<exit_lists>
  004bd2  call    rax
  004bd4  mov     rax,0x2b
  004bde  jmp     0x0000000000000016
  004be3  mov     [rbp+0x30],r12
  004bea  mov     qword ptr [rbp+0xc8],3
  004bf5  mov     [rbp+0x40],r13
  004bfc  mov     qword ptr [rbp+0xd8],3
  004c07  mov     qword ptr [rbp+0x50],0x2e
  004c12  mov     qword ptr [rbp+0xe8],1
  004c1d  mov     qword ptr [rbp+<exit lists 0>0],0x27
  004c28  mov     qword ptr [rbp+0x118],2
  004c33  mov     [rbp+0xa0],rsi
  004c3a  mov     qword ptr [rbp+0x138],1
  004c45  mov     qword ptr [rbp+0xa8],1
  004c50  mov     qword ptr [rbp+0x140],1
  004c5b  mov     rdi,[rbp+0x20]
  004c62  mov     rsi,<exit lists 42>
  004c6c  mov     rdx,2
  004c76  mov     rax,<exit_lists>
  004c80  call    rax
  004c82  mov     rax,0x2c
  004c8c  jmp     0x0000000000000016
  004c91  add     rsi,1
  004c98  mov     [rbp+0x30],r12
  004c9f  mov     qword ptr [rbp+0xc8],3
  004caa  mov     [rbp+0x40],r13
  004cb1  mov     qword ptr [rbp+0xd8],3
  004cbc  mov     qword ptr [rbp+0x50],0x2e
  004cc7  mov     qword ptr [rbp+0xe8],1
  004cd2  mov     qword ptr [rbp+<exit lists 0>0],0x27
  004cdd  mov     qword ptr [rbp+0x118],2
  004ce8  mov     [rbp+0xa0],rsi
  004cef  mov     qword ptr [rbp+0x138],1
  004cfa  mov     rdi,[rbp+0x20]
  004d01  mov     rsi,<exit lists 43>
  004d0b  mov     rdx,2
  004d15  mov     rax,<exit_lists>
  004d1f  call    rax
  004d21  mov     rax,0x2d
  004d2b  jmp     0x0000000000000016
  004d30  mov     [rbp+0x30],r12
  004d37  mov     qword ptr [rbp+0xc8],3
  004d42  mov     [rbp+0x40],r13
  004d49  mov     qword ptr [rbp+0xd8],3
  004d54  mov     qword ptr [rbp+0x50],0x2e
  004d5f  mov     qword ptr [rbp+0xe8],1
  004d6a  mov     qword ptr [rbp+<exit lists 0>0],0x27
  004d75  mov     qword ptr [rbp+0x118],2
  004d80  mov     [rbp+0xa0],rsi
  004d87  mov     qword ptr [rbp+0x138],1
  004d92  mov     rdi,[rbp+0x20]
  004d99  mov     rsi,<exit lists 44>
  004da3  mov     rdx,2
  004dad  mov     rax,<exit_lists>
  004db7  call    rax
  004db9  mov     rax,0x2e
  004dc3  jmp     0x0000000000000016
  004dc8  mov     [rbp+0x30],r12
  004dcf  mov     qword ptr [rbp+0xc8],3
  004dda  mov     [rbp+0x40],r13
  004de1  mov     qword ptr [rbp+0xd8],3
  004dec  mov     qword ptr [rbp+0x50],0x2e
  004df7  mov     qword ptr [rbp+0xe8],1
  004e02  mov     qword ptr [rbp+<exit lists 0>0],0x27
  004e0d  mov     qword ptr [rbp+0x118],2
  004e18  mov     [rbp+<exit lists 0>8],r14
  004e1f  mov     qword ptr [rbp+0x120],1
  004e2a  mov     [rbp+0xa0],rsi
  004e31  mov     qword ptr [rbp+0x138],1
  004e3c  mov     rdi,[rbp+0x20]
  004e43  mov     rsi,<exit lists 45>
  004e4d  mov     rdx,2
  004e57  mov     rax,<exit_lists>
  004e61  call    rax
  004e63  mov     rax,0x2f
  004e6d  jmp     0x0000000000000016
  004e72  mov     [rbp+0x30],r12
  004e79  mov     qword ptr [rbp+0xc8],3
  004e84  mov     [rbp+0x40],r13
  004e8b  mov     qword ptr [rbp+0xd8],3
  004e96  mov     qword ptr [rbp+0x50],0x2e
  004ea1  mov     qword ptr [rbp+0xe8],1
  004eac  mov     qword ptr [rbp+0x78],2
  004eb7  mov     qword ptr [rbp+0x110],1
  004ec2  mov     [rbp+<exit lists 0>8],r14
  004ec9  mov     qword ptr [rbp+0x120],1
  004ed4  mov     rdi,[rbp+0x20]
  004edb  mov     rsi,<exit lists 46>
  004ee5  mov     rdx,2
  004eef  mov     rax,<exit_lists>
  004ef9  call    rax
  004efb  mov     rax,0x30
  004f05  jmp     0x0000000000000016
  004f0a  mov     [rbp+0x30],r12
  004f11  mov     qword ptr [rbp+0xc8],3
  004f1c  mov     [rbp+0x40],r13
  004f23  mov     qword ptr [rbp+0xd8],3
  004f2e  mov     qword ptr [rbp+0x50],0xf
  004f39  mov     qword ptr [rbp+0xe8],1
  004f44  mov     qword ptr [rbp+0x78],2
  004f4f  mov     qword ptr [rbp+0x110],1
  004f5a  mov     rdi,[rbp+0x20]
  004f61  mov     rsi,<exit lists 47>
  004f6b  mov     rdx,2
  004f75  mov     rax,<exit_lists>
  004f7f  call    rax
  004f81  mov     rax,0x32
  004f8b  jmp     0x0000000000000016
  004f90  mov     [rbp+0x30],r12
  004f97  mov     qword ptr [rbp+0xc8],3
  004fa2  mov     [rbp+0x40],r13
  004fa9  mov     qword ptr [rbp+0xd8],3
  004fb4  mov     qword ptr [rbp+0x50],0x11
  004fbf  mov     qword ptr [rbp+0xe8],1
  004fca  mov     qword ptr [rbp+0x78],0
  004fd5  mov     qword ptr [rbp+0x110],1
  004fe0  mov     rdi,[rbp+0x20]
  004fe7  mov     rsi,<exit lists 48>
  004ff1  mov     rdx,2
  004ffb  mov     rax,<exit_lists>
  005005  call    rax
  005007  mov     rax,0x33
  005011  jmp     0x0000000000000016
  005016  mov     [rbp+0x30],r12
  00501d  mov     qword ptr [rbp+0xc8],3
  005028  mov     [rbp+0x40],r13
  00502f  mov     qword ptr [rbp+0xd8],3
  00503a  mov     qword ptr [rbp+0x50],0x13
  005045  mov     qword ptr [rbp+0xe8],1
  005050  mov     qword ptr [rbp+0x58],0x16
  00505b  mov     qword ptr [rbp+0xf0],2
  005066  mov     qword ptr [rbp+<exit lists 0>0],0x28
  005071  mov     qword ptr [rbp+0x118],2
  00507c  mov     [rbp+0xa0],rsi
  005083  mov     qword ptr [rbp+0x138],1
  00508e  mov     qword ptr [rbp+0xb8],1
  005099  mov     qword ptr [rbp+0x150],1
  0050a4  mov     rdi,[rbp+0x20]
  0050ab  mov     rsi,<exit lists 49>
  0050b5  mov     rdx,2
  0050bf  mov     rax,<exit_lists>
  0050c9  call    rax
  0050cb  mov     rax,0x34
  0050d5  jmp     0x0000000000000016
  0050da  add     rsi,1
  0050e1  mov     [rbp+0x30],r12
  0050e8  mov     qword ptr [rbp+0xc8],3
  0050f3  mov     [rbp+0x40],r13
  0050fa  mov     qword ptr [rbp+0xd8],3
  005105  mov     qword ptr [rbp+0x50],0x13
  005110  mov     qword ptr [rbp+0xe8],1
  00511b  mov     qword ptr [rbp+0x58],0x16
  005126  mov     qword ptr [rbp+0xf0],2
  005131  mov     qword ptr [rbp+<exit lists 0>0],0x28
  00513c  mov     qword ptr [rbp+0x118],2
  005147  mov     [rbp+0xa0],rsi
  00514e  mov     qword ptr [rbp+0x138],1
  005159  mov     rdi,[rbp+0x20]
  005160  mov     rsi,<exit lists 50>
  00516a  mov     rdx,2
  005174  mov     rax,<exit_lists>
  00517e  call    rax
  005180  mov     rax,0x35
  00518a  jmp     0x0000000000000016
  00518f  mov     [rbp+0x30],r12
  005196  mov     qword ptr [rbp+0xc8],3
  0051a1  mov     [rbp+0x40],r13
  0051a8  mov     qword ptr [rbp+0xd8],3
  0051b3  mov     qword ptr [rbp+0x50],0x13
  0051be  mov     qword ptr [rbp+0xe8],1
  0051c9  mov     qword ptr [rbp+0x58],0x16
  0051d4  mov     qword ptr [rbp+0xf0],2
  0051df  mov     qword ptr [rbp+<exit lists 0>0],0x28
  0051ea  mov     qword ptr [rbp+0x118],2
  0051f5  mov     [rbp+0xa0],rsi
  0051fc  mov     qword ptr [rbp+0x138],1
  005207  mov     rdi,[rbp+0x20]
  00520e  mov     rsi,<exit lists 51>
  005218  mov     rdx,2
  005222  mov     rax,<exit_lists>
  00522c  call    rax
  00522e  mov     rax,0x36
  005238  jmp     0x0000000000000016
  00523d  add     rsi,1
  005244  mov     [rbp+0x30],r12
  00524b  mov     qword ptr [rbp+0xc8],3
  005256  mov     [rbp+0x40],r13
  00525d  mov     qword ptr [rbp+0xd8],3
  005268  mov     qword ptr [rbp+0x50],0x13
  005273  mov     qword ptr [rbp+0xe8],1
  00527e  mov     qword ptr [rbp+0x58],0x16
  005289  mov     qword ptr [rbp+0xf0],2
  005294  mov     qword ptr [rbp+<exit lists 0>0],0x28
  00529f  mov     qword ptr [rbp+0x118],2
  0052aa  mov     [rbp+0x90],r15
  0052b1  mov     qword ptr [rbp+0x128],1
  0052bc  mov     [rbp+0xa0],rsi
  0052c3  mov     qword ptr [rbp+0x138],1
  0052ce  mov     rdi,[rbp+0x20]
  0052d5  mov     rsi,<exit lists 52>
  0052df  mov     rdx,2
  0052e9  mov     rax,<exit_lists>
  0052f3  call    rax
  0052f5  mov     rax,0x37
  0052ff  jmp     0x0000000000000016
  005304  mov     [rbp+0x30],r12
  00530b  mov     qword ptr [rbp+0xc8],3
  005316  mov     [rbp+0x40],r13
  00531d  mov     qword ptr [rbp+0xd8],3
  005328  mov     qword ptr [rbp+0x50],0x13
  005333  mov     qword ptr [rbp+0xe8],1
  00533e  mov     qword ptr [rbp+0x58],0x16
  005349  mov     qword ptr [rbp+0xf0],2
  005354  mov     qword ptr [rbp+<exit lists 0>0],0x28
  00535f  mov     qword ptr [rbp+0x118],2
  00536a  mov     [rbp+0x90],r15
  005371  mov     qword ptr [rbp+0x128],1
  00537c  mov     [rbp+0xa0],rsi
  005383  mov     qword ptr [rbp+0x138],1
  00538e  mov     rdi,[rbp+0x20]
  005395  mov     rsi,<exit lists 53>
  00539f  mov     rdx,2
  0053a9  mov     rax,<exit_lists>
  0053b3  call    rax
  0053b5  mov     rax,0x38
  0053bf  jmp     0x0000000000000016
  0053c4  mov     [rbp+0x30],r12
  0053cb  mov     qword ptr [rbp+0xc8],3
  0053d6  mov     [rbp+0x40],r13
  0053dd  mov     qword ptr [rbp+0xd8],3
  0053e8  mov     qword ptr [rbp+0x50],0x13
  0053f3  mov     qword ptr [rbp+0xe8],1
  0053fe  mov     qword ptr [rbp+0x58],0x16
  005409  mov     qword ptr [rbp+0xf0],2
  005414  mov     qword ptr [rbp+<exit lists 0>0],0x28
  00541f  mov     qword ptr [rbp+0x118],2
  00542a  mov     [rbp+<exit lists 0>8],rbx
  005431  mov     qword ptr [rbp+0x120],1
  00543c  mov     [rbp+0x90],r15
  005443  mov     qword ptr [rbp+0x128],1
  00544e  mov     [rbp+0xa0],rsi
  005455  mov     qword ptr [rbp+0x138],1
  005460  mov     rdi,[rbp+0x20]
  005467  mov     rsi,<exit lists 54>
  005471  mov     rdx,2
  00547b  mov     rax,<exit_lists>
  005485  call    rax
  005487  mov     rax,0x39
  005491  jmp     0x0000000000000016
  005496  mov     [rbp+0x30],r12
  00549d  mov     qword ptr [rbp+0xc8],3
  0054a8  mov     [rbp+0x40],r13
  0054af  mov     qword ptr [rbp+0xd8],3
  0054ba  mov     qword ptr [rbp+0x50],0x14
  0054c5  mov     qword ptr [rbp+0xe8],1
  0054d0  mov     qword ptr [rbp+<exit lists 0>0],0x2c
  0054db  mov     qword ptr [rbp+0x118],2
  0054e6  mov     [rbp+0xa0],rbx
  0054ed  mov     qword ptr [rbp+0x138],1
  0054f8  mov     qword ptr [rbp+0xa8],1
  005503  mov     qword ptr [rbp+0x140],1
  00550e  mov     rdi,[rbp+0x20]
  005515  mov     rsi,<exit lists 55>
  00551f  mov     rdx,2
  005529  mov     rax,<exit_lists>
  005533  call    rax
  005535  mov     rax,0x3a
  00553f  jmp     0x0000000000000016
  005544  add     rbx,1
  00554b  mov     [rbp+0x30],r12
  005552  mov     qword ptr [rbp+0xc8],3
  00555d  mov     [rbp+0x40],r13
  005564  mov     qword ptr [rbp+0xd8],3
  00556f  mov     qword ptr [rbp+0x50],0x14
  00557a  mov     qword ptr [rbp+0xe8],1
  005585  mov     qword ptr [rbp+<exit lists 0>0],0x2c
  005590  mov     qword ptr [rbp+0x118],2
  00559b  mov     [rbp+0xa0],rbx
  0055a2  mov     qword ptr [rbp+0x138],1
  0055ad  mov     rdi,[rbp+0x20]
  0055b4  mov     rsi,<exit lists 56>
  0055be  mov     rdx,2
  0055c8  mov     rax,<exit_lists>
  0055d2  call    rax
  0055d4  mov     rax,0x3b
  0055de  jmp     0x0000000000000016
  0055e3  mov     [rbp+0x30],r12
  0055ea  mov     qword ptr [rbp+0xc8],3
  0055f5  mov     [rbp+0x40],r13
  0055fc  mov     qword ptr [rbp+0xd8],3
  005607  mov     qword ptr [rbp+0x50],0x14
  005612  mov     qword ptr [rbp+0xe8],1
  00561d  mov     qword ptr [rbp+<exit lists 0>0],0x2c
  005628  mov     qword ptr [rbp+0x118],2
  005633  mov     [rbp+0xa0],rbx
  00563a  mov     qword ptr [rbp+0x138],1
  005645  mov     rdi,[rbp+0x20]
  00564c  mov     rsi,<exit lists 57>
  005656  mov     rdx,2
  005660  mov     rax,<exit_lists>
  00566a  call    rax
  00566c  mov     rax,0x3c
  005676  jmp     0x0000000000000016
  00567b  mov     [rbp+0x30],r12
  005682  mov     qword ptr [rbp+0xc8],3
  00568d  mov     [rbp+0x40],r13
  005694  mov     qword ptr [rbp+0xd8],3
  00569f  mov     qword ptr [rbp+0x50],0x14
  0056aa  mov     qword ptr [rbp+0xe8],1
  0056b5  mov     qword ptr [rbp+<exit lists 0>0],0x2c
  0056c0  mov     qword ptr [rbp+0x118],2
  0056cb  mov     [rbp+<exit lists 0>8],r15
  0056d2  mov     qword ptr [rbp+0x120],1
  0056dd  mov     [rbp+0xa0],rbx
  0056e4  mov     qword ptr [rbp+0x138],1
  0056ef  mov     rdi,[rbp+0x20]
  0056f6  mov     rsi,<exit lists 58>
  005700  mov     rdx,2
  00570a  mov     rax,<exit_lists>
  005714  call    rax
  005716  mov     rax,0x3d
  005720  jmp     0x0000000000000016
  005725  mov     [rbp+0x30],r12
  00572c  mov     qword ptr [rbp+0xc8],3
  005737  mov     [rbp+0x40],r13
  00573e  mov     qword ptr [rbp+0xd8],3
  005749  mov     qword ptr [rbp+0x50],0x14
  005754  mov     qword ptr [rbp+0xe8],1
  00575f  mov     [rbp+<exit lists 0>8],r15
  005766  mov     qword ptr [rbp+0x120],1
  005771  mov     rdi,[rbp+0x20]
  005778  mov     rsi,<exit lists 59>
  005782  mov     rdx,2
  00578c  mov     rax,<exit_lists>
  005796  call    rax
  005798  mov     rax,0x3e
  0057a2  jmp     0x0000000000006ed0
  0057a7  mov     [rbp+0x30],r12
  0057ae  mov     qword ptr [rbp+0xc8],3
  0057b9  mov     [rbp+0x40],r13
  0057c0  mov     qword ptr [rbp+0xd8],3
  0057cb  mov     qword ptr [rbp+0x50],0x1f
  0057d6  mov     qword ptr [rbp+0xe8],1
  0057e1  mov     qword ptr [rbp+0x78],3
  0057ec  mov     qword ptr [rbp+0x110],1
  0057f7  mov     rdi,[rbp+0x20]
  0057fe  mov     rsi,<exit lists 60>
  005808  mov     rdx,2
  005812  mov     rax,<exit_lists>
  00581c  call    rax
  00581e  mov     rax,0x3f
  005828  jmp     0x0000000000000016
  00582d  mov     [rbp+0x30],r12
  005834  mov     qword ptr [rbp+0xc8],3
  00583f  mov     [rbp+0x40],r13
  005846  mov     qword ptr [rbp+0xd8],3
  005851  mov     qword ptr [rbp+0x50],0x21
  00585c  mov     qword ptr [rbp+0xe8],1
  005867  mov     qword ptr [rbp+0x78],1
  005872  mov     qword ptr [rbp+0x110],1
  00587d  mov     rdi,[rbp+0x20]
  005884  mov     rsi,<exit lists 61>
  00588e  mov     rdx,2
  005898  mov     rax,<exit_lists>
  0058a2  call    rax
  0058a4  mov     rax,0x40
  0058ae  jmp     0x0000000000000016
  0058b3  mov     [rbp+0x30],r12
  0058ba  mov     qword ptr [rbp+0xc8],3
  0058c5  mov     [rbp+0x40],r13
  0058cc  mov     qword ptr [rbp+0xd8],3
  0058d7  mov     qword ptr [rbp+0x50],0x25
  0058e2  mov     qword ptr [rbp+0xe8],1
  0058ed  mov     qword ptr [rbp+0x58],0xf
  0058f8  mov     qword ptr [rbp+0xf0],2
  005903  mov     qword ptr [rbp+<exit lists 0>0],0x28
  00590e  mov     qword ptr [rbp+0x118],2
  005919  mov     [rbp+0xa0],r14
  005920  mov     qword ptr [rbp+0x138],1
  00592b  mov     qword ptr [rbp+0xb8],1
  005936  mov     qword ptr [rbp+0x150],1
  005941  mov     rdi,[rbp+0x20]
  005948  mov     rsi,<exit lists 62>
  005952  mov     rdx,2
  00595c  mov     rax,<exit_lists>
  005966  call    rax
  005968  mov     rax,0x41
  005972  jmp     0x0000000000000016
  005977  add     r14,1
  00597e  mov     [rbp+0x30],r12
  005985  mov     qword ptr [rbp+0xc8],3
  005990  mov     [rbp+0x40],r13
  005997  mov     qword ptr [rbp+0xd8],3
  0059a2  mov     qword ptr [rbp+0x50],0x25
  0059ad  mov     qword ptr [rbp+0xe8],1
  0059b8  mov     qword ptr [rbp+0x58],0xf
  0059c3  mov     qword ptr [rbp+0xf0],2
  0059ce  mov     qword ptr [rbp+<exit lists 0>0],0x28
  0059d9  mov     qword ptr [rbp+0x118],2
  0059e4  mov     [rbp+0xa0],r14
  0059eb  mov     qword ptr [rbp+0x138],1
  0059f6  mov     rdi,[rbp+0x20]
  0059fd  mov     rsi,<exit lists 63>
  005a07  mov     rdx,2
  005a11  mov     rax,<exit_lists>
  005a1b  call    rax
  005a1d  mov     rax,0x42
  005a27  jmp     0x0000000000000016
  005a2c  mov     [rbp+0x30],r12
  005a33  mov     qword ptr [rbp+0xc8],3
  005a3e  mov     [rbp+0x40],r13
  005a45  mov     qword ptr [rbp+0xd8],3
  005a50  mov     qword ptr [rbp+0x50],0x25
  005a5b  mov     qword ptr [rbp+0xe8],1
  005a66  mov     qword ptr [rbp+0x58],0xf
  005a71  mov     qword ptr [rbp+0xf0],2
  005a7c  mov     qword ptr [rbp+<exit lists 0>0],0x28
  005a87  mov     qword ptr [rbp+0x118],2
  005a92  mov     [rbp+0xa0],r14
  005a99  mov     qword ptr [rbp+0x138],1
  005aa4  mov     rdi,[rbp+0x20]
  005aab  mov     rsi,<exit lists 64>
  005ab5  mov     rdx,2
  005abf  mov     rax,<exit_lists>
  005ac9  call    rax
  005acb  mov     rax,0x43
  005ad5  jmp     0x0000000000000016
  005ada  add     r14,1
  005ae1  mov     [rbp+0x30],r12
  005ae8  mov     qword ptr [rbp+0xc8],3
  005af3  mov     [rbp+0x40],r13
  005afa  mov     qword ptr [rbp+0xd8],3
  005b05  mov     qword ptr [rbp+0x50],0x25
  005b10  mov     qword ptr [rbp+0xe8],1
  005b1b  mov     qword ptr [rbp+0x58],0xf
  005b26  mov     qword ptr [rbp+0xf0],2
  005b31  mov     qword ptr [rbp+<exit lists 0>0],0x28
  005b3c  mov     qword ptr [rbp+0x118],2
  005b47  mov     [rbp+0x90],r15
  005b4e  mov     qword ptr [rbp+0x128],1
  005b59  mov     [rbp+0xa0],r14
  005b60  mov     qword ptr [rbp+0x138],1
  005b6b  mov     rdi,[rbp+0x20]
  005b72  mov     rsi,<exit lists 65>
  005b7c  mov     rdx,2
  005b86  mov     rax,<exit_lists>
  005b90  call    rax
  005b92  mov     rax,0x44
  005b9c  jmp     0x0000000000000016
  005ba1  mov     [rbp+0x30],r12
  005ba8  mov     qword ptr [rbp+0xc8],3
  005bb3  mov     [rbp+0x40],r13
  005bba  mov     qword ptr [rbp+0xd8],3
  005bc5  mov     qword ptr [rbp+0x50],0x25
  005bd0  mov     qword ptr [rbp+0xe8],1
  005bdb  mov     qword ptr [rbp+0x58],0xf
  005be6  mov     qword ptr [rbp+0xf0],2
  005bf1  mov     qword ptr [rbp+<exit lists 0>0],0x28
  005bfc  mov     qword ptr [rbp+0x118],2
  005c07  mov     [rbp+0x90],r15
  005c0e  mov     qword ptr [rbp+0x128],1
  005c19  mov     [rbp+0xa0],r14
  005c20  mov     qword ptr [rbp+0x138],1
  005c2b  mov     rdi,[rbp+0x20]
  005c32  mov     rsi,<exit lists 66>
  005c3c  mov     rdx,2
  005c46  mov     rax,<exit_lists>
  005c50  call    rax
  005c52  mov     rax,0x45
  005c5c  jmp     0x0000000000000016
  005c61  mov     [rbp+0x30],r12
  005c68  mov     qword ptr [rbp+0xc8],3
  005c73  mov     [rbp+0x40],r13
  005c7a  mov     qword ptr [rbp+0xd8],3
  005c85  mov     qword ptr [rbp+0x50],0x25
  005c90  mov     qword ptr [rbp+0xe8],1
  005c9b  mov     qword ptr [rbp+0x58],0xf
  005ca6  mov     qword ptr [rbp+0xf0],2
  005cb1  mov     qword ptr [rbp+<exit lists 0>0],0x28
  005cbc  mov     qword ptr [rbp+0x118],2
  005cc7  mov     [rbp+<exit lists 0>8],rbx
  005cce  mov     qword ptr [rbp+0x120],1
  005cd9  mov     [rbp+0x90],r15
  005ce0  mov     qword ptr [rbp+0x128],1
  005ceb  mov     [rbp+0xa0],r14
  005cf2  mov     qword ptr [rbp+0x138],1
  005cfd  mov     rdi,[rbp+0x20]
  005d04  mov     rsi,<exit lists 67>
  005d0e  mov     rdx,2
  005d18  mov     rax,<exit_lists>
  005d22  call    rax
  005d24  mov     rax,0x46
  005d2e  jmp     0x0000000000000016
  005d33  mov     [rbp+0x30],r12
  005d3a  mov     qword ptr [rbp+0xc8],3
  005d45  mov     [rbp+0x40],r13
  005d4c  mov     qword ptr [rbp+0xd8],3
  005d57  mov     qword ptr [rbp+0x50],0x25
  005d62  mov     qword ptr [rbp+0xe8],1
  005d6d  mov     [rbp+<exit lists 0>8],rbx
  005d74  mov     qword ptr [rbp+0x120],1
  005d7f  mov     [rbp+0x90],r15
  005d86  mov     qword ptr [rbp+0x128],1
  005d91  mov     rdi,[rbp+0x20]
  005d98  mov     rsi,<exit lists 68>
  005da2  mov     rdx,2
  005dac  mov     rax,<exit_lists>
  005db6  call    rax
  005db8  mov     rax,0x47
  005dc2  jmp     0x0000000000000016
  005dc7  mov     [rbp+0x30],r12
  005dce  mov     qword ptr [rbp+0xc8],3
  005dd9  mov     [rbp+0x40],r13
  005de0  mov     qword ptr [rbp+0xd8],3
  005deb  mov     qword ptr [rbp+0x50],0x26
  005df6  mov     qword ptr [rbp+0xe8],1
  005e01  mov     qword ptr [rbp+0x58],0x13
  005e0c  mov     qword ptr [rbp+0xf0],2
  005e17  mov     qword ptr [rbp+<exit lists 0>0],0x28
  005e22  mov     qword ptr [rbp+0x118],2
  005e2d  mov     [rbp+0xa0],rbx
  005e34  mov     qword ptr [rbp+0x138],1
  005e3f  mov     qword ptr [rbp+0xb8],1
  005e4a  mov     qword ptr [rbp+0x150],1
  005e55  mov     rdi,[rbp+0x20]
  005e5c  mov     rsi,<exit lists 69>
  005e66  mov     rdx,2
  005e70  mov     rax,<exit_lists>
  005e7a  call    rax
  005e7c  mov     rax,0x48
  005e86  jmp     0x0000000000000016
  005e8b  add     rbx,1
  005e92  mov     [rbp+0x30],r12
  005e99  mov     qword ptr [rbp+0xc8],3
  005ea4  mov     [rbp+0x40],r13
  005eab  mov     qword ptr [rbp+0xd8],3
  005eb6  mov     qword ptr [rbp+0x50],0x26
  005ec1  mov     qword ptr [rbp+0xe8],1
  005ecc  mov     qword ptr [rbp+0x58],0x13
  005ed7  mov     qword ptr [rbp+0xf0],2
  005ee2  mov     qword ptr [rbp+<exit lists 0>0],0x28
  005eed  mov     qword ptr [rbp+0x118],2
  005ef8  mov     [rbp+0xa0],rbx
  005eff  mov     qword ptr [rbp+0x138],1
  005f0a  mov     rdi,[rbp+0x20]
  005f11  mov     rsi,<exit lists 70>
  005f1b  mov     rdx,2
  005f25  mov     rax,<exit_lists>
  005f2f  call    rax
  005f31  mov     rax,0x49
  005f3b  jmp     0x0000000000000016
  005f40  mov     [rbp+0x30],r12
  005f47  mov     qword ptr [rbp+0xc8],3
  005f52  mov     [rbp+0x40],r13
  005f59  mov     qword ptr [rbp+0xd8],3
  005f64  mov     qword ptr [rbp+0x50],0x26
  005f6f  mov     qword ptr [rbp+0xe8],1
  005f7a  mov     qword ptr [rbp+0x58],0x13
  005f85  mov     qword ptr [rbp+0xf0],2
  005f90  mov     qword ptr [rbp+<exit lists 0>0],0x28
  005f9b  mov     qword ptr [rbp+0x118],2
  005fa6  mov     [rbp+0xa0],rbx
  005fad  mov     qword ptr [rbp+0x138],1
  005fb8  mov     rdi,[rbp+0x20]
  005fbf  mov     rsi,<exit lists 71>
  005fc9  mov     rdx,2
  005fd3  mov     rax,<exit_lists>
  005fdd  call    rax
  005fdf  mov     rax,0x4a
  005fe9  jmp     0x0000000000000016
  005fee  add     rbx,1
  005ff5  mov     [rbp+0x30],r12
  005ffc  mov     qword ptr [rbp+0xc8],3
  006007  mov     [rbp+0x40],r13
  00600e  mov     qword ptr [rbp+0xd8],3
  006019  mov     qword ptr [rbp+0x50],0x26
  006024  mov     qword ptr [rbp+0xe8],1
  00602f  mov     qword ptr [rbp+0x58],0x13
  00603a  mov     qword ptr [rbp+0xf0],2
  006045  mov     qword ptr [rbp+<exit lists 0>0],0x28
  006050  mov     qword ptr [rbp+0x118],2
  00605b  mov     [rbp+0x90],r15
  006062  mov     qword ptr [rbp+0x128],1
  00606d  mov     [rbp+0xa0],rbx
  006074  mov     qword ptr [rbp+0x138],1
  00607f  mov     rdi,[rbp+0x20]
  006086  mov     rsi,<exit lists 72>
  006090  mov     rdx,2
  00609a  mov     rax,<exit_lists>
  0060a4  call    rax
  0060a6  mov     rax,0x4b
  0060b0  jmp     0x0000000000000016
  0060b5  mov     [rbp+0x30],r12
  0060bc  mov     qword ptr [rbp+0xc8],3
  0060c7  mov     [rbp+0x40],r13
  0060ce  mov     qword ptr [rbp+0xd8],3
  0060d9  mov     qword ptr [rbp+0x50],0x26
  0060e4  mov     qword ptr [rbp+0xe8],1
  0060ef  mov     qword ptr [rbp+0x58],0x13
  0060fa  mov     qword ptr [rbp+0xf0],2
  006105  mov     qword ptr [rbp+<exit lists 0>0],0x28
  006110  mov     qword ptr [rbp+0x118],2
  00611b  mov     [rbp+0x90],r15
  006122  mov     qword ptr [rbp+0x128],1
  00612d  mov     [rbp+0xa0],rbx
  006134  mov     qword ptr [rbp+0x138],1
  00613f  mov     rdi,[rbp+0x20]
  006146  mov     rsi,<exit lists 73>
  006150  mov     rdx,2
  00615a  mov     rax,<exit_lists>
  006164  call    rax
  006166  mov     rax,0x4c
  006170  jmp     0x0000000000000016
  006175  mov     [rbp+0x30],r12
  00617c  mov     qword ptr [rbp+0xc8],3
  006187  mov     [rbp+0x40],r13
  00618e  mov     qword ptr [rbp+0xd8],3
  006199  mov     qword ptr [rbp+0x50],0x26
  0061a4  mov     qword ptr [rbp+0xe8],1
  0061af  mov     qword ptr [rbp+0x58],0x13
  0061ba  mov     qword ptr [rbp+0xf0],2
  0061c5  mov     qword ptr [rbp+<exit lists 0>0],0x28
  0061d0  mov     qword ptr [rbp+0x118],2
  0061db  mov     [rbp+<exit lists 0>8],r14
  0061e2  mov     qword ptr [rbp+0x120],1
  0061ed  mov     [rbp+0x90],r15
  0061f4  mov     qword ptr [rbp+0x128],1
  0061ff  mov     [rbp+0xa0],rbx
  006206  mov     qword ptr [rbp+0x138],1
  006211  mov     rdi,[rbp+0x20]
  006218  mov     rsi,<exit lists 74>
  006222  mov     rdx,2
  00622c  mov     rax,<exit_lists>
  006236  call    rax
  006238  mov     rax,0x4d
  006242  jmp     0x0000000000000016
  006247  sub     r14,r15
  00624a  mov     [rbp+0x30],r12
  006251  mov     qword ptr [rbp+0xc8],3
  00625c  mov     [rbp+0x40],r13
  006263  mov     qword ptr [rbp+0xd8],3
  00626e  mov     qword ptr [rbp+0x50],0x26
  006279  mov     qword ptr [rbp+0xe8],1
  006284  mov     [rbp+<exit lists 0>8],r14
  00628b  mov     qword ptr [rbp+0x120],1
  006296  mov     [rbp+0x90],r15
  00629d  mov     qword ptr [rbp+0x128],1
  0062a8  mov     rdi,[rbp+0x20]
  0062af  mov     rsi,<exit lists 75>
  0062b9  mov     rdx,2
  0062c3  mov     rax,<exit_lists>
  0062cd  call    rax
  0062cf  mov     rax,0x4e
  0062d9  jmp     0x0000000000000016
  0062de  mov     [rbp+0x30],r12
  0062e5  mov     qword ptr [rbp+0xc8],3
  0062f0  mov     [rbp+0x40],r13
  0062f7  mov     qword ptr [rbp+0xd8],3
  006302  mov     qword ptr [rbp+0x50],0x27
  00630d  mov     qword ptr [rbp+0xe8],1
  006318  mov     qword ptr [rbp+<exit lists 0>0],0x27
  006323  mov     qword ptr [rbp+0x118],2
  00632e  mov     [rbp+0xa0],r14
  006335  mov     qword ptr [rbp+0x138],1
  006340  mov     qword ptr [rbp+0xa8],1
  00634b  mov     qword ptr [rbp+0x140],1
  006356  mov     rdi,[rbp+0x20]
  00635d  mov     rsi,<exit lists 76>
  006367  mov     rdx,2
  006371  mov     rax,<exit_lists>
  00637b  call    rax
  00637d  mov     rax,0x4f
  006387  jmp     0x0000000000000016
  00638c  add     r14,1
  006393  mov     [rbp+0x30],r12
  00639a  mov     qword ptr [rbp+0xc8],3
  0063a5  mov     [rbp+0x40],r13
  0063ac  mov     qword ptr [rbp+0xd8],3
  0063b7  mov     qword ptr [rbp+0x50],0x27
  0063c2  mov     qword ptr [rbp+0xe8],1
  0063cd  mov     qword ptr [rbp+<exit lists 0>0],0x27
  0063d8  mov     qword ptr [rbp+0x118],2
  0063e3  mov     [rbp+0xa0],r14
  0063ea  mov     qword ptr [rbp+0x138],1
  0063f5  mov     rdi,[rbp+0x20]
  0063fc  mov     rsi,<exit lists 77>
  006406  mov     rdx,2
  006410  mov     rax,<exit_lists>
  00641a  call    rax
  00641c  mov     rax,0x50
  006426  jmp     0x0000000000000016
  00642b  mov     [rbp+0x30],r12
  006432  mov     qword ptr [rbp+0xc8],3
  00643d  mov     [rbp+0x40],r13
  006444  mov     qword ptr [rbp+0xd8],3
  00644f  mov     qword ptr [rbp+0x50],0x27
  00645a  mov     qword ptr [rbp+0xe8],1
  006465  mov     qword ptr [rbp+<exit lists 0>0],0x27
  006470  mov     qword ptr [rbp+0x118],2
  00647b  mov     [rbp+0xa0],r14
  006482  mov     qword ptr [rbp+0x138],1
  00648d  mov     rdi,[rbp+0x20]
  006494  mov     rsi,<exit lists 78>
  00649e  mov     rdx,2
  0064a8  mov     rax,<exit_lists>
  0064b2  call    rax
  0064b4  mov     rax,0x51
  0064be  jmp     0x0000000000000016
  0064c3  mov     [rbp+0x30],r12
  0064ca  mov     qword ptr [rbp+0xc8],3
  0064d5  mov     [rbp+0x40],r13
  0064dc  mov     qword ptr [rbp+0xd8],3
  0064e7  mov     qword ptr [rbp+0x50],0x27
  0064f2  mov     qword ptr [rbp+0xe8],1
  0064fd  mov     qword ptr [rbp+<exit lists 0>0],0x27
  006508  mov     qword ptr [rbp+0x118],2
  006513  mov     [rbp+<exit lists 0>8],r15
  00651a  mov     qword ptr [rbp+0x120],1
  006525  mov     [rbp+0xa0],r14
  00652c  mov     qword ptr [rbp+0x138],1
  006537  mov     rdi,[rbp+0x20]
  00653e  mov     rsi,<exit lists 79>
  006548  mov     rdx,2
  006552  mov     rax,<exit_lists>
  00655c  call    rax
  00655e  mov     rax,0x52
  006568  jmp     0x0000000000000016
  00656d  mov     [rbp+0x30],r12
  006574  mov     qword ptr [rbp+0xc8],3
  00657f  mov     [rbp+0x40],r13
  006586  mov     qword ptr [rbp+0xd8],3
  006591  mov     qword ptr [rbp+0x50],0x27
  00659c  mov     qword ptr [rbp+0xe8],1
  0065a7  mov     qword ptr [rbp+0x78],3
  0065b2  mov     qword ptr [rbp+0x110],1
  0065bd  mov     [rbp+<exit lists 0>8],r15
  0065c4  mov     qword ptr [rbp+0x120],1
  0065cf  mov     rdi,[rbp+0x20]
  0065d6  mov     rsi,<exit lists 80>
  0065e0  mov     rdx,2
  0065ea  mov     rax,<exit_lists>
  0065f4  call    rax
  0065f6  mov     rax,0x53
  006600  jmp     0x0000000000000016
  006605  mov     [rbp+0x30],r12
  00660c  mov     qword ptr [rbp+0xc8],3
  006617  mov     [rbp+0x40],r13
  00661e  mov     qword ptr [rbp+0xd8],3
  006629  mov     qword ptr [rbp+0x50],0x29
  006634  mov     qword ptr [rbp+0xe8],1
  00663f  mov     qword ptr [rbp+0x78],2
  00664a  mov     qword ptr [rbp+0x110],1
  006655  mov     rdi,[rbp+0x20]
  00665c  mov     rsi,<exit lists 81>
  006666  mov     rdx,2
  006670  mov     rax,<exit_lists>
  00667a  call    rax
  00667c  mov     rax,0x54
  006686  jmp     0x0000000000000016
  00668b  mov     [rbp+0x30],r12
  006692  mov     qword ptr [rbp+0xc8],3
  00669d  mov     [rbp+0x40],r13
  0066a4  mov     qword ptr [rbp+0xd8],3
  0066af  mov     qword ptr [rbp+0x50],0x2d
  0066ba  mov     qword ptr [rbp+0xe8],1
  0066c5  mov     qword ptr [rbp+0x58],0x13
  0066d0  mov     qword ptr [rbp+0xf0],2
  0066db  mov     qword ptr [rbp+<exit lists 0>0],0x28
  0066e6  mov     qword ptr [rbp+0x118],2
  0066f1  mov     [rbp+0xa0],r15
  0066f8  mov     qword ptr [rbp+0x138],1
  006703  mov     qword ptr [rbp+0xb8],1
  00670e  mov     qword ptr [rbp+0x150],1
  006719  mov     rdi,[rbp+0x20]
  006720  mov     rsi,<exit lists 82>
  00672a  mov     rdx,2
  006734  mov     rax,<exit_lists>
  00673e  call    rax
  006740  mov     rax,0x55
  00674a  jmp     0x0000000000000016
  00674f  add     r15,1
  006756  mov     [rbp+0x30],r12
  00675d  mov     qword ptr [rbp+0xc8],3
  006768  mov     [rbp+0x40],r13
  00676f  mov     qword ptr [rbp+0xd8],3
  00677a  mov     qword ptr [rbp+0x50],0x2d
  006785  mov     qword ptr [rbp+0xe8],1
  006790  mov     qword ptr [rbp+0x58],0x13
  00679b  mov     qword ptr [rbp+0xf0],2
  0067a6  mov     qword ptr [rbp+<exit lists 0>0],0x28
  0067b1  mov     qword ptr [rbp+0x118],2
  0067bc  mov     [rbp+0xa0],r15
  0067c3  mov     qword ptr [rbp+0x138],1
  0067ce  mov     rdi,[rbp+0x20]
  0067d5  mov     rsi,<exit lists 83>
  0067df  mov     rdx,2
  0067e9  mov     rax,<exit_lists>
  0067f3  call    rax
  0067f5  mov     rax,0x56
  0067ff  jmp     0x0000000000000016
  006804  mov     [rbp+0x30],r12
  00680b  mov     qword ptr [rbp+0xc8],3
  006816  mov     [rbp+0x40],r13
  00681d  mov     qword ptr [rbp+0xd8],3
  006828  mov     qword ptr [rbp+0x50],0x2d
  006833  mov     qword ptr [rbp+0xe8],1
  00683e  mov     qword ptr [rbp+0x58],0x13
  006849  mov     qword ptr [rbp+0xf0],2
  006854  mov     qword ptr [rbp+<exit lists 0>0],0x28
  00685f  mov     qword ptr [rbp+0x118],2
  00686a  mov     [rbp+0xa0],r15
  006871  mov     qword ptr [rbp+0x138],1
  00687c  mov     rdi,[rbp+0x20]
  006883  mov     rsi,<exit lists 84>
  00688d  mov     rdx,2
  006897  mov     rax,<exit_lists>
  0068a1  call    rax
  0068a3  mov     rax,0x57
  0068ad  jmp     0x0000000000000016
  0068b2  add     r15,1
  0068b9  mov     [rbp+0x30],r12
  0068c0  mov     qword ptr [rbp+0xc8],3
  0068cb  mov     [rbp+0x40],r13
  0068d2  mov     qword ptr [rbp+0xd8],3
  0068dd  mov     qword ptr [rbp+0x50],0x2d
  0068e8  mov     qword ptr [rbp+0xe8],1
  0068f3  mov     qword ptr [rbp+0x58],0x13
  0068fe  mov     qword ptr [rbp+0xf0],2
  006909  mov     qword ptr [rbp+<exit lists 0>0],0x28
  006914  mov     qword ptr [rbp+0x118],2
  00691f  mov     [rbp+0x90],r14
  006926  mov     qword ptr [rbp+0x128],1
  006931  mov     [rbp+0xa0],r15
  006938  mov     qword ptr [rbp+0x138],1
  006943  mov     rdi,[rbp+0x20]
  00694a  mov     rsi,<exit lists 85>
  006954  mov     rdx,2
  00695e  mov     rax,<exit_lists>
  006968  call    rax
  00696a  mov     rax,0x58
  006974  jmp     0x0000000000000016
  006979  mov     [rbp+0x30],r12
  006980  mov     qword ptr [rbp+0xc8],3
  00698b  mov     [rbp+0x40],r13
  006992  mov     qword ptr [rbp+0xd8],3
  00699d  mov     qword ptr [rbp+0x50],0x2d
  0069a8  mov     qword ptr [rbp+0xe8],1
  0069b3  mov     qword ptr [rbp+0x58],0x13
  0069be  mov     qword ptr [rbp+0xf0],2
  0069c9  mov     qword ptr [rbp+<exit lists 0>0],0x28
  0069d4  mov     qword ptr [rbp+0x118],2
  0069df  mov     [rbp+0x90],r14
  0069e6  mov     qword ptr [rbp+0x128],1
  0069f1  mov     [rbp+0xa0],r15
  0069f8  mov     qword ptr [rbp+0x138],1
  006a03  mov     rdi,[rbp+0x20]
  006a0a  mov     rsi,<exit lists 86>
  006a14  mov     rdx,2
  006a1e  mov     rax,<exit_lists>
  006a28  call    rax
  006a2a  mov     rax,0x59
  006a34  jmp     0x0000000000000016
  006a39  mov     [rbp+0x30],r12
  006a40  mov     qword ptr [rbp+0xc8],3
  006a4b  mov     [rbp+0x40],r13
  006a52  mov     qword ptr [rbp+0xd8],3
  006a5d  mov     qword ptr [rbp+0x50],0x2d
  006a68  mov     qword ptr [rbp+0xe8],1
  006a73  mov     qword ptr [rbp+0x58],0x13
  006a7e  mov     qword ptr [rbp+0xf0],2
  006a89  mov     qword ptr [rbp+<exit lists 0>0],0x28
  006a94  mov     qword ptr [rbp+0x118],2
  006a9f  mov     [rbp+<exit lists 0>8],rbx
  006aa6  mov     qword ptr [rbp+0x120],1
  006ab1  mov     [rbp+0x90],r14
  006ab8  mov     qword ptr [rbp+0x128],1
  006ac3  mov     [rbp+0xa0],r15
  006aca  mov     qword ptr [rbp+0x138],1
  006ad5  mov     rdi,[rbp+0x20]
  006adc  mov     rsi,<exit lists 87>
  006ae6  mov     rdx,2
  006af0  mov     rax,<exit_lists>
  006afa  call    rax
  006afc  mov     rax,0x5a
  006b06  jmp     0x0000000000000016
  006b0b  sub     rbx,r14
  006b0e  mov     [rbp+0x30],r12
  006b15  mov     qword ptr [rbp+0xc8],3
  006b20  mov     [rbp+0x40],r13
  006b27  mov     qword ptr [rbp+0xd8],3
  006b32  mov     qword ptr [rbp+0x50],0x2d
  006b3d  mov     qword ptr [rbp+0xe8],1
  006b48  mov     [rbp+<exit lists 0>8],rbx
  006b4f  mov     qword ptr [rbp+0x120],1
  006b5a  mov     [rbp+0x90],r14
  006b61  mov     qword ptr [rbp+0x128],1
  006b6c  mov     rdi,[rbp+0x20]
  006b73  mov     rsi,<exit lists 88>
  006b7d  mov     rdx,2
  006b87  mov     rax,<exit_lists>
  006b91  call    rax
  006b93  mov     rax,0x5b
  006b9d  jmp     0x0000000000000016
  006ba2  mov     [rbp+0x30],r12
  006ba9  mov     qword ptr [rbp+0xc8],3
  006bb4  mov     [rbp+0x40],r13
  006bbb  mov     qword ptr [rbp+0xd8],3
  006bc6  mov     qword ptr [rbp+0x50],0x2e
  006bd1  mov     qword ptr [rbp+0xe8],1
  006bdc  mov     qword ptr [rbp+<exit lists 0>0],0x27
  006be7  mov     qword ptr [rbp+0x118],2
  006bf2  mov     [rbp+0xa0],rbx
  006bf9  mov     qword ptr [rbp+0x138],1
  006c04  mov     qword ptr [rbp+0xa8],1
  006c0f  mov     qword ptr [rbp+0x140],1
  006c1a  mov     rdi,[rbp+0x20]
  006c21  mov     rsi,<exit lists 89>
  006c2b  mov     rdx,2
  006c35  mov     rax,<exit_lists>
  006c3f  call    rax
  006c41  mov     rax,0x5c
  006c4b  jmp     0x0000000000000016
  006c50  add     rbx,1
  006c57  mov     [rbp+0x30],r12
  006c5e  mov     qword ptr [rbp+0xc8],3
  006c69  mov     [rbp+0x40],r13
  006c70  mov     qword ptr [rbp+0xd8],3
  006c7b  mov     qword ptr [rbp+0x50],0x2e
  006c86  mov     qword ptr [rbp+0xe8],1
  006c91  mov     qword ptr [rbp+<exit lists 0>0],0x27
  006c9c  mov     qword ptr [rbp+0x118],2
  006ca7  mov     [rbp+0xa0],rbx
  006cae  mov     qword ptr [rbp+0x138],1
  006cb9  mov     rdi,[rbp+0x20]
  006cc0  mov     rsi,<exit lists 90>
  006cca  mov     rdx,2
  006cd4  mov     rax,<exit_lists>
  006cde  call    rax
  006ce0  mov     rax,0x5d
  006cea  jmp     0x0000000000000016
  006cef  mov     [rbp+0x30],r12
  006cf6  mov     qword ptr [rbp+0xc8],3
  006d01  mov     [rbp+0x40],r13
  006d08  mov     qword ptr [rbp+0xd8],3
  006d13  mov     qword ptr [rbp+0x50],0x2e
  006d1e  mov     qword ptr [rbp+0xe8],1
  006d29  mov     qword ptr [rbp+<exit lists 0>0],0x27
  006d34  mov     qword ptr [rbp+0x118],2
  006d3f  mov     [rbp+0xa0],rbx
  006d46  mov     qword ptr [rbp+0x138],1
  006d51  mov     rdi,[rbp+0x20]
  006d58  mov     rsi,<exit lists 91>
  006d62  mov     rdx,2
  006d6c  mov     rax,<exit_lists>
  006d76  call    rax
  006d78  mov     rax,0x5e
  006d82  jmp     0x0000000000000016
  006d87  mov     [rbp+0x30],r12
  006d8e  mov     qword ptr [rbp+0xc8],3
  006d99  mov     [rbp+0x40],r13
  006da0  mov     qword ptr [rbp+0xd8],3
  006dab  mov     qword ptr [rbp+0x50],0x2e
  006db6  mov     qword ptr [rbp+0xe8],1
  006dc1  mov     qword ptr [rbp+<exit lists 0>0],0x27
  006dcc  mov     qword ptr [rbp+0x118],2
  006dd7  mov     [rbp+<exit lists 0>8],r14
  006dde  mov     qword ptr [rbp+0x120],1
  006de9  mov     [rbp+0xa0],rbx
  006df0  mov     qword ptr [rbp+0x138],1
  006dfb  mov     rdi,[rbp+0x20]
  006e02  mov     rsi,<exit lists 92>
  006e0c  mov     rdx,2
  006e16  mov     rax,<exit_lists>
  006e20  call    rax
  006e22  mov     rax,0x5f
  006e2c  jmp     0x0000000000000016
  006e31  mov     [rbp+0x30],r12
  006e38  mov     qword ptr [rbp+0xc8],3
  006e43  mov     [rbp+0x40],r13
  006e4a  mov     qword ptr [rbp+0xd8],3
  006e55  mov     qword ptr [rbp+0x50],0x2e
  006e60  mov     qword ptr [rbp+0xe8],1
  006e6b  mov     qword ptr [rbp+0x78],2
  006e76  mov     qword ptr [rbp+0x110],1
  006e81  mov     [rbp+<exit lists 0>8],r14
  006e88  mov     qword ptr [rbp+0x120],1
  006e93  mov     rdi,[rbp+0x20]
  006e9a  mov     rsi,<exit lists 93>
  006ea4  mov     rdx,2
  006eae  mov     rax,<exit_lists>
  006eb8  call    rax
  006eba  mov     rax,0x60
  006ec4  jmp     0x0000000000000016

; T1: 9376 bytes
  006ed0  mov     qword ptr [rbp+0x18],0
; v0:list = input bytecode
  006edb  cmp     qword ptr [rbp+0xc0],3
  006ee6  jne     0x0000000000007f46
  006eec  mov     rbx,[rbp+0x28]
; v1:list = input mem
  006ef3  cmp     qword ptr [rbp+0xc8],3
  006efe  jne     0x0000000000007f46
  006f04  mov     r12,[rbp+0x30]
; v2:list = input stack
  006f0b  cmp     qword ptr [rbp+0xd8],3
  006f16  jne     0x0000000000007f46
  006f1c  mov     r13,[rbp+0x40]
; v3:list = input rstack
  006f23  cmp     qword ptr [rbp+0xe0],3
  006f2e  jne     0x0000000000007f46
; v4:int = input pc
  006f34  cmp     qword ptr [rbp+0xe8],1
  006f3f  jne     0x0000000000007f46
  006f45  mov     r14,[rbp+0x50]
; v5:int = input x
  006f4c  cmp     qword ptr [rbp+0x120],1
  006f57  jne     0x0000000000007f46
  006f5d  mov     r15,[rbp+<exit lists 1>8]
; guard_true v5 => jump_if_zero_x/0 (0) {}
  006f64  test    r15,r15
  006f67  je      0x0000000000007f55
; v7:int = add v4, 2 => jump_not_taken/0 (1) {}
  006f6d  add     r14,2
  006f74  jo      0x0000000000007f64
; guard_value v0, ['push', 0, 'store', 1, 'load', 1, 'load', 0, 'lt', 'jump_if_zero', 50, 'push', 0, 'store', 2, 'load', 2, 'load', 0, 'eq', 'jump_if_zero', 31, 'load', 1, 'push', 1, 'add', 'store', 1, 'jump', 4, 'load', 3, 'load', 1, 'load', 2, 'mul', 'add', 'store', 3, 'load', 2, 'push', 1, 'add', 'store', 2, 'jump', 15, 'load', 3, 'halt'] => dispatch_loop/0 (2) {pc=v7}
  006f7a  mov     rax,<list k1>
  006f84  cmp     rbx,rax
  006f87  jne     0x0000000000007f7a
; guard_value v7, 22 => dispatch_loop_promote_bytecode/0 (3) {pc=v7}
  006f8d  cmp     r14,0x16
  006f94  jne     0x0000000000007fd4
; v10:int = readlist v1, 1 => op_load/2 (6) {pc=22, a=1}
  006f9a  cmp     qword ptr [r12],1
  006fa6  jbe     0x0000000000008007
  006fac  mov     rax,[r12+8]
  006fb4  cmp     byte ptr [rax+1],1
  006fbb  jne     0x0000000000008007
  006fc1  mov     rax,[r12+0x10]
  006fc9  mov     r14,[rax+8]
; v11:list = append v2, v10 owned
  006fd0  sub     rsp,0x70
  006fd7  mov     [rsp+0x30],rcx
  006fdf  mov     [rsp+0x38],rsi
  006fe7  mov     [rsp+0x40],rdi
  006fef  mov     [rsp+0x48],r8
  006ff7  mov     [rsp+0x50],r9
  006fff  mov     [rsp+0x58],r10
  007007  mov     [rsp],r13
  00700f  mov     qword ptr [rsp+8],3
  00701b  mov     [rsp+0x10],r14
  007023  mov     qword ptr [rsp+0x18],1
  00702f  mov     rdi,[rbp+0x20]
  007036  mov     esi,0xf
  00703b  mov     rdx,rsp
  00703e  mov     rcx,0x28
  007048  mov     r8,0xfffffffffffffffc
  007052  mov     r9,0
  00705c  mov     rax,<list_op>
  007066  call    rax
  007068  mov     r11,rax
  00706b  mov     rcx,[rsp+0x30]
  007073  mov     rsi,[rsp+0x38]
  00707b  mov     rdi,[rsp+0x40]
  007083  mov     r8,[rsp+0x48]
  00708b  mov     r9,[rsp+0x50]
  007093  mov     r10,[rsp+0x58]
  00709b  add     rsp,0x70
  0070a2  mov     r13,r11
; v12:list = append v11, 1 owned
  0070a5  sub     rsp,0x70
  0070ac  mov     [rsp+0x30],rcx
  0070b4  mov     [rsp+0x38],rsi
  0070bc  mov     [rsp+0x40],rdi
  0070c4  mov     [rsp+0x48],r8
  0070cc  mov     [rsp+0x50],r9
  0070d4  mov     [rsp+0x58],r10
  0070dc  mov     [rsp],r13
  0070e4  mov     qword ptr [rsp+8],3
  0070f0  mov     qword ptr [rsp+0x10],1
  0070fc  mov     qword ptr [rsp+0x18],1
  007108  mov     rdi,[rbp+0x20]
  00710f  mov     esi,0xf
  007114  mov     rdx,rsp
  007117  mov     rcx,0x29
  007121  mov     r8,0x28
  00712b  mov     r9,0
  007135  mov     rax,<list_op>
  00713f  call    rax
  007141  mov     r11,rax
  007144  mov     rcx,[rsp+0x30]
  00714c  mov     rsi,[rsp+0x38]
  007154  mov     rdi,[rsp+0x40]
  00715c  mov     r8,[rsp+0x48]
  007164  mov     r9,[rsp+0x50]
  00716c  mov     r10,[rsp+0x58]
  007174  add     rsp,0x70
  00717b  mov     r13,r11
; v13:int = len v12
  00717e  mov     r14,[r13]
; v14:int = lt v13, 2
; guard_false v14 => pop2/2 (18) {stack=v12, pc=26, opcode='add', k='binary_xy', depth=v13, few=1}
  007186  cmp     r14,2
  00718d  jl      0x0000000000008042
; v16:int = sub v13, 1 => pop2_top/0 (19) {stack=v12, pc=26, opcode='add', k='binary_xy', depth=v13}
  007193  sub     r14,1
  00719a  jo      0x00000000000080f4
; v17:int = readlist v12, v16 => pop2_top/1 (19) {stack=v12, pc=26, opcode='add', k='binary_xy', depth=v16}
  0071a0  cmp     r14,[r13]
  0071a8  jae     0x0000000000008197
  0071ae  mov     rax,[r13+8]
  0071b6  cmp     byte ptr [rax+r14],1
  0071bb  jne     0x0000000000008197
  0071c1  mov     rax,[r13+0x10]
  0071c9  mov     rbx,[rax+r14*8]
; v18:int = sub v16, 1 => pop2_top/2 (19) {stack=v12, pc=26, opcode='add', k='binary_xy', y=v17, depth=v16}
  0071cd  sub     r14,1
  0071d4  jo      0x0000000000008233
; v19:int = readlist v12, v18 => pop2_top/3 (19) {stack=v12, pc=26, opcode='add', k='binary_xy', y=v17, depth=v18}
  0071da  cmp     r14,[r13]
  0071e2  jae     0x00000000000082e8
  0071e8  mov     rax,[r13+8]
  0071f0  cmp     byte ptr [rax+r14],1
  0071f5  jne     0x00000000000082e8
  0071fb  mov     rax,[r13+0x10]
  007203  mov     r15,[rax+r14*8]
; v20:list = slice v12, 0, v18 owned => pop2_top/4 (19) {stack=v12, pc=26, opcode='add', k='binary_xy', x=v19, y=v17, depth=v18}
  007207  sub     rsp,0x70
  00720e  mov     [rsp+0x30],rcx
  007216  mov     [rsp+0x38],rsi
  00721e  mov     [rsp+0x40],rdi
  007226  mov     [rsp+0x48],r8
  00722e  mov     [rsp+0x50],r9
  007236  mov     [rsp+0x58],r10
  00723e  mov     [rsp],r13
  007246  mov     qword ptr [rsp+8],3
  007252  mov     qword ptr [rsp+0x10],0
  00725e  mov     qword ptr [rsp+0x18],1
  00726a  mov     [rsp+0x20],r14
  007272  mov     qword ptr [rsp+0x28],1
  00727e  mov     rdi,[rbp+0x20]
  007285  mov     esi,0x10
  00728a  mov     rdx,rsp
  00728d  mov     rcx,0x2a
  007297  mov     r8,0x29
  0072a1  mov     r9,0
  0072ab  mov     rax,<list_op>
  0072b5  call    rax
  0072b7  mov     r11,rax
  0072ba  mov     rcx,[rsp+0x30]
  0072c2  mov     rsi,[rsp+0x38]
  0072ca  mov     rdi,[rsp+0x40]
  0072d2  mov     r8,[rsp+0x48]
  0072da  mov     r9,[rsp+0x50]
  0072e2  mov     r10,[rsp+0x58]
  0072ea  add     rsp,0x70
  0072f1  test    rdx,rdx
  0072f4  je      0x0000000000008396
  0072fa  mov     r13,r11
; v21:int = add v19, v17 => binary_add/0 (21) {stack=v20, pc=26, x=v19, y=v17}
  0072fd  add     r15,rbx
  007300  jo      0x0000000000008456
; v22:list = append v20, v21 owned
  007306  sub     rsp,0x70
  00730d  mov     [rsp+0x30],rcx
  007315  mov     [rsp+0x38],rsi
  00731d  mov     [rsp+0x40],rdi
  007325  mov     [rsp+0x48],r8
  00732d  mov     [rsp+0x50],r9
  007335  mov     [rsp+0x58],r10
  00733d  mov     [rsp],r13
  007345  mov     qword ptr [rsp+8],3
  007351  mov     [rsp+0x10],r15
  007359  mov     qword ptr [rsp+0x18],1
  007365  mov     rdi,[rbp+0x20]
  00736c  mov     esi,0xf
  007371  mov     rdx,rsp
  007374  mov     rcx,0x2b
  00737e  mov     r8,0x2a
  007388  mov     r9,0
  007392  mov     rax,<list_op>
  00739c  call    rax
  00739e  mov     r11,rax
  0073a1  mov     rcx,[rsp+0x30]
  0073a9  mov     rsi,[rsp+0x38]
  0073b1  mov     rdi,[rsp+0x40]
  0073b9  mov     r8,[rsp+0x48]
  0073c1  mov     r9,[rsp+0x50]
  0073c9  mov     r10,[rsp+0x58]
  0073d1  add     rsp,0x70
  0073d8  mov     r13,r11
; v23:int = len v22
  0073db  mov     r15,[r13]
; v24:int = eq v23, 0
; guard_false v24 => pop/2 (29) {stack=v22, pc=27, k='store_x', depth=v23, empty=1}
  0073e3  test    r15,r15
  0073e6  je      0x00000000000084db
; v26:int = sub v23, 1 => pop_top/0 (30) {stack=v22, pc=27, k='store_x', depth=v23}
  0073ec  sub     r15,1
  0073f3  jo      0x0000000000008577
; v27:int = readlist v22, v26 => pop_top/1 (30) {stack=v22, pc=27, k='store_x', depth=v26}
  0073f9  cmp     r15,[r13]
  007401  jae     0x0000000000008604
  007407  mov     rax,[r13+8]
  00740f  cmp     byte ptr [rax+r15],1
  007414  jne     0x0000000000008604
  00741a  mov     rax,[r13+0x10]
  007422  mov     rbx,[rax+r15*8]
; v28:list = slice v22, 0, v26 owned => pop_top/2 (30) {stack=v22, pc=27, k='store_x', x=v27, depth=v26}
  007426  sub     rsp,0x70
  00742d  mov     [rsp+0x30],rcx
  007435  mov     [rsp+0x38],rsi
  00743d  mov     [rsp+0x40],rdi
  007445  mov     [rsp+0x48],r8
  00744d  mov     [rsp+0x50],r9
  007455  mov     [rsp+0x58],r10
  00745d  mov     [rsp],r13
  007465  mov     qword ptr [rsp+8],3
  007471  mov     qword ptr [rsp+0x10],0
  00747d  mov     qword ptr [rsp+0x18],1
  007489  mov     [rsp+0x20],r15
  007491  mov     qword ptr [rsp+0x28],1
  00749d  mov     rdi,[rbp+0x20]
  0074a4  mov     esi,0x10
  0074a9  mov     rdx,rsp
  0074ac  mov     rcx,0x2c
  0074b6  mov     r8,0x2b
  0074c0  mov     r9,0
  0074ca  mov     rax,<list_op>
  0074d4  call    rax
  0074d6  mov     r11,rax
  0074d9  mov     rcx,[rsp+0x30]
  0074e1  mov     rsi,[rsp+0x38]
  0074e9  mov     rdi,[rsp+0x40]
  0074f1  mov     r8,[rsp+0x48]
  0074f9  mov     r9,[rsp+0x50]
  007501  mov     r10,[rsp+0x58]
  007509  add     rsp,0x70
  007510  test    rdx,rdx
  007513  je      0x000000000000868a
  007519  mov     r13,r11
; v29:list = set v1, 1, v27 owned => store_x/2 (32) {stack=v28, pc=27, a=1, x=v27}
  00751c  sub     rsp,0x70
  007523  mov     [rsp+0x30],rcx
  00752b  mov     [rsp+0x38],rsi
  007533  mov     [rsp+0x40],rdi
  00753b  mov     [rsp+0x48],r8
  007543  mov     [rsp+0x50],r9
  00754b  mov     [rsp+0x58],r10
  007553  mov     [rsp],r12
  00755b  mov     qword ptr [rsp+8],3
  007567  mov     qword ptr [rsp+0x10],1
  007573  mov     qword ptr [rsp+0x18],1
  00757f  mov     [rsp+0x20],rbx
  007587  mov     qword ptr [rsp+0x28],1
  007593  mov     rdi,[rbp+0x20]
  00759a  mov     esi,0xe
  00759f  mov     rdx,rsp
  0075a2  mov     rcx,0x2d
  0075ac  mov     r8,0xfffffffffffffffe
  0075b6  mov     r9,0
  0075c0  mov     rax,<list_op>
  0075ca  call    rax
  0075cc  mov     r11,rax
  0075cf  mov     rcx,[rsp+0x30]
  0075d7  mov     rsi,[rsp+0x38]
  0075df  mov     rdi,[rsp+0x40]
  0075e7  mov     r8,[rsp+0x48]
  0075ef  mov     r9,[rsp+0x50]
  0075f7  mov     r10,[rsp+0x58]
  0075ff  add     rsp,0x70
  007606  test    rdx,rdx
  007609  je      0x0000000000008722
  00760f  mov     r12,r11
; v30:int = readlist v29, 1 => op_load/2 (52) {mem=v29, stack=v28, pc=4, a=1}
  007612  cmp     qword ptr [r12],1
  00761e  jbe     0x00000000000087a8
  007624  mov     rax,[r12+8]
  00762c  cmp     byte ptr [rax+1],1
  007633  jne     0x00000000000087a8
  007639  mov     rax,[r12+0x10]
  007641  mov     rbx,[rax+8]
; v31:list = append v28, v30 owned
  007648  sub     rsp,0x70
  00764f  mov     [rsp+0x30],rcx
  007657  mov     [rsp+0x38],rsi
  00765f  mov     [rsp+0x40],rdi
  007667  mov     [rsp+0x48],r8
  00766f  mov     [rsp+0x50],r9
  007677  mov     [rsp+0x58],r10
  00767f  mov     [rsp],r13
  007687  mov     qword ptr [rsp+8],3
  007693  mov     [rsp+0x10],rbx
  00769b  mov     qword ptr [rsp+0x18],1
  0076a7  mov     rdi,[rbp+0x20]
  0076ae  mov     esi,0xf
  0076b3  mov     rdx,rsp
  0076b6  mov     rcx,0x2e
  0076c0  mov     r8,0x2c
  0076ca  mov     r9,0
  0076d4  mov     rax,<list_op>
  0076de  call    rax
  0076e0  mov     r11,rax
  0076e3  mov     rcx,[rsp+0x30]
  0076eb  mov     rsi,[rsp+0x38]
  0076f3  mov     rdi,[rsp+0x40]
  0076fb  mov     r8,[rsp+0x48]
  007703  mov     r9,[rsp+0x50]
  00770b  mov     r10,[rsp+0x58]
  007713  add     rsp,0x70
  00771a  mov     r13,r11
; v32:int = readlist v29, 0 => op_load/2 (57) {mem=v29, stack=v31, pc=6, a=0}
  00771d  cmp     qword ptr [r12],0
  007729  jbe     0x000000000000882e
  00772f  mov     rax,[r12+8]
  007737  cmp     byte ptr [rax],1
  00773e  jne     0x000000000000882e
  007744  mov     rax,[r12+0x10]
  00774c  mov     rbx,[rax]
; v33:list = append v31, v32 owned
  007753  sub     rsp,0x70
  00775a  mov     [rsp+0x30],rcx
  007762  mov     [rsp+0x38],rsi
  00776a  mov     [rsp+0x40],rdi
  007772  mov     [rsp+0x48],r8
  00777a  mov     [rsp+0x50],r9
  007782  mov     [rsp+0x58],r10
  00778a  mov     [rsp],r13
  007792  mov     qword ptr [rsp+8],3
  00779e  mov     [rsp+0x10],rbx
  0077a6  mov     qword ptr [rsp+0x18],1
  0077b2  mov     rdi,[rbp+0x20]
  0077b9  mov     esi,0xf
  0077be  mov     rdx,rsp
  0077c1  mov     rcx,0x2f
  0077cb  mov     r8,0x2e
  0077d5  mov     r9,0
  0077df  mov     rax,<list_op>
  0077e9  call    rax
  0077eb  mov     r11,rax
  0077ee  mov     rcx,[rsp+0x30]
  0077f6  mov     rsi,[rsp+0x38]
  0077fe  mov     rdi,[rsp+0x40]
  007806  mov     r8,[rsp+0x48]
  00780e  mov     r9,[rsp+0x50]
  007816  mov     r10,[rsp+0x58]
  00781e  add     rsp,0x70
  007825  mov     r13,r11
; v34:int = len v33
  007828  mov     rbx,[r13]
; v35:int = lt v34, 2
; guard_false v35 => pop2/2 (68) {mem=v29, stack=v33, pc=8, opcode='lt', k='binary_xy', depth=v34, few=1}
  007830  cmp     rbx,2
  007837  jl      0x00000000000088b4
; v37:int = sub v34, 1 => pop2_top/0 (69) {mem=v29, stack=v33, pc=8, opcode='lt', k='binary_xy', depth=v34}
  00783d  sub     rbx,1
  007844  jo      0x0000000000008978
; v38:int = readlist v33, v37 => pop2_top/1 (69) {mem=v29, stack=v33, pc=8, opcode='lt', k='binary_xy', depth=v37}
  00784a  cmp     rbx,[r13]
  007852  jae     0x0000000000008a2d
  007858  mov     rax,[r13+8]
  007860  cmp     byte ptr [rax+rbx],1
  007865  jne     0x0000000000008a2d
  00786b  mov     rax,[r13+0x10]
  007873  mov     r15,[rax+rbx*8]
; v39:int = sub v37, 1 => pop2_top/2 (69) {mem=v29, stack=v33, pc=8, opcode='lt', k='binary_xy', y=v38, depth=v37}
  007877  sub     rbx,1
  00787e  jo      0x0000000000008adb
; v40:int = readlist v33, v39 => pop2_top/3 (69) {mem=v29, stack=v33, pc=8, opcode='lt', k='binary_xy', y=v38, depth=v39}
  007884  cmp     rbx,[r13]
  00788c  jae     0x0000000000008ba2
  007892  mov     rax,[r13+8]
  00789a  cmp     byte ptr [rax+rbx],1
  00789f  jne     0x0000000000008ba2
  0078a5  mov     rax,[r13+0x10]
  0078ad  mov     r14,[rax+rbx*8]
; v41:list = slice v33, 0, v39 owned => pop2_top/4 (69) {mem=v29, stack=v33, pc=8, opcode='lt', k='binary_xy', x=v40, y=v38, depth=v39}
  0078b1  sub     rsp,0x70
  0078b8  mov     [rsp+0x30],rcx
  0078c0  mov     [rsp+0x38],rsi
  0078c8  mov     [rsp+0x40],rdi
  0078d0  mov     [rsp+0x48],r8
  0078d8  mov     [rsp+0x50],r9
  0078e0  mov     [rsp+0x58],r10
  0078e8  mov     [rsp],r13
  0078f0  mov     qword ptr [rsp+8],3
  0078fc  mov     qword ptr [rsp+0x10],0
  007908  mov     qword ptr [rsp+0x18],1
  007914  mov     [rsp+0x20],rbx
  00791c  mov     qword ptr [rsp+0x28],1
  007928  mov     rdi,[rbp+0x20]
  00792f  mov     esi,0x10
  007934  mov     rdx,rsp
  007937  mov     rcx,0x30
  007941  mov     r8,0x2f
  00794b  mov     r9,0
  007955  mov     rax,<list_op>
  00795f  call    rax
  007961  mov     r11,rax
  007964  mov     rcx,[rsp+0x30]
  00796c  mov     rsi,[rsp+0x38]
  007974  mov     rdi,[rsp+0x40]
  00797c  mov     r8,[rsp+0x48]
  007984  mov     r9,[rsp+0x50]
  00798c  mov     r10,[rsp+0x58]
  007994  add     rsp,0x70
  00799b  test    rdx,rdx
  00799e  je      0x0000000000008c62
  0079a4  mov     r13,r11
; v42:int = lt v40, v38
  0079a7  cmp     r14,r15
  0079aa  setl    al
  0079ad  movzx   r14d,al
; v43:list = append v41, v42 owned
  0079b1  sub     rsp,0x70
  0079b8  mov     [rsp+0x30],rcx
  0079c0  mov     [rsp+0x38],rsi
  0079c8  mov     [rsp+0x40],rdi
  0079d0  mov     [rsp+0x48],r8
  0079d8  mov     [rsp+0x50],r9
  0079e0  mov     [rsp+0x58],r10
  0079e8  mov     [rsp],r13
  0079f0  mov     qword ptr [rsp+8],3
  0079fc  mov     [rsp+0x10],r14
  007a04  mov     qword ptr [rsp+0x18],1
  007a10  mov     rdi,[rbp+0x20]
  007a17  mov     esi,0xf
  007a1c  mov     rdx,rsp
  007a1f  mov     rcx,0x31
  007a29  mov     r8,0x30
  007a33  mov     r9,0
  007a3d  mov     rax,<list_op>
  007a47  call    rax
  007a49  mov     r11,rax
  007a4c  mov     rcx,[rsp+0x30]
  007a54  mov     rsi,[rsp+0x38]
  007a5c  mov     rdi,[rsp+0x40]
  007a64  mov     r8,[rsp+0x48]
  007a6c  mov     r9,[rsp+0x50]
  007a74  mov     r10,[rsp+0x58]
  007a7c  add     rsp,0x70
  007a83  mov     r13,r11
; v44:int = len v43
  007a86  mov     r14,[r13]
; v45:int = eq v44, 0
; guard_false v45 => pop/2 (92) {mem=v29, stack=v43, pc=9, k='jump_if_zero_x', depth=v44, empty=1}
  007a8e  test    r14,r14
  007a91  je      0x0000000000008d34
; v47:int = sub v44, 1 => pop_top/0 (93) {mem=v29, stack=v43, pc=9, k='jump_if_zero_x', depth=v44}
  007a97  sub     r14,1
  007a9e  jo      0x0000000000008de2
; v48:int = readlist v43, v47 => pop_top/1 (93) {mem=v29, stack=v43, pc=9, k='jump_if_zero_x', depth=v47}
  007aa4  cmp     r14,[r13]
  007aac  jae     0x0000000000008e81
  007ab2  mov     rax,[r13+8]
  007aba  cmp     byte ptr [rax+r14],1
  007abf  jne     0x0000000000008e81
  007ac5  mov     rax,[r13+0x10]
  007acd  mov     r15,[rax+r14*8]
; v49:list = slice v43, 0, v47 owned => pop_top/2 (93) {mem=v29, stack=v43, pc=9, k='jump_if_zero_x', x=v48, depth=v47}
  007ad1  sub     rsp,0x70
  007ad8  mov     [rsp+0x30],rcx
  007ae0  mov     [rsp+0x38],rsi
  007ae8  mov     [rsp+0x40],rdi
  007af0  mov     [rsp+0x48],r8
  007af8  mov     [rsp+0x50],r9
  007b00  mov     [rsp+0x58],r10
  007b08  mov     [rsp],r13
  007b10  mov     qword ptr [rsp+8],3
  007b1c  mov     qword ptr [rsp+0x10],0
  007b28  mov     qword ptr [rsp+0x18],1
  007b34  mov     [rsp+0x20],r14
  007b3c  mov     qword ptr [rsp+0x28],1
  007b48  mov     rdi,[rbp+0x20]
  007b4f  mov     esi,0x10
  007b54  mov     rdx,rsp
  007b57  mov     rcx,0x32
  007b61  mov     r8,0x31
  007b6b  mov     r9,0
  007b75  mov     rax,<list_op>
  007b7f  call    rax
  007b81  mov     r11,rax
  007b84  mov     rcx,[rsp+0x30]
  007b8c  mov     rsi,[rsp+0x38]
  007b94  mov     rdi,[rsp+0x40]
  007b9c  mov     r8,[rsp+0x48]
  007ba4  mov     r9,[rsp+0x50]
  007bac  mov     r10,[rsp+0x58]
  007bb4  add     rsp,0x70
  007bbb  test    rdx,rdx
  007bbe  je      0x0000000000008f19
  007bc4  mov     r13,r11
; guard_true v48 => jump_if_zero_x/0 (96) {mem=v29, stack=v49, pc=9, x=0}
  007bc7  test    r15,r15
  007bca  je      0x0000000000008fc3
; v51:list = append v49, 0 owned
  007bd0  sub     rsp,0x70
  007bd7  mov     [rsp+0x30],rcx
  007bdf  mov     [rsp+0x38],rsi
  007be7  mov     [rsp+0x40],rdi
  007bef  mov     [rsp+0x48],r8
  007bf7  mov     [rsp+0x50],r9
  007bff  mov     [rsp+0x58],r10
  007c07  mov     [rsp],r13
  007c0f  mov     qword ptr [rsp+8],3
  007c1b  mov     qword ptr [rsp+0x10],0
  007c27  mov     qword ptr [rsp+0x18],1
  007c33  mov     rdi,[rbp+0x20]
  007c3a  mov     esi,0xf
  007c3f  mov     rdx,rsp
  007c42  mov     rcx,0x33
  007c4c  mov     r8,0x32
  007c56  mov     r9,0
  007c60  mov     rax,<list_op>
  007c6a  call    rax
  007c6c  mov     r11,rax
  007c6f  mov     rcx,[rsp+0x30]
  007c77  mov     rsi,[rsp+0x38]
  007c7f  mov     rdi,[rsp+0x40]
  007c87  mov     r8,[rsp+0x48]
  007c8f  mov     r9,[rsp+0x50]
  007c97  mov     r10,[rsp+0x58]
  007c9f  add     rsp,0x70
  007ca6  mov     r13,r11
; v52:int = len v51
  007ca9  mov     r15,[r13]
; v53:int = eq v52, 0
; guard_false v53 => pop/2 (108) {mem=v29, stack=v51, pc=13, k='store_x', depth=v52, empty=1}
  007cb1  test    r15,r15
  007cb4  je      0x0000000000009049
; v55:int = sub v52, 1 => pop_top/0 (109) {mem=v29, stack=v51, pc=13, k='store_x', depth=v52}
  007cba  sub     r15,1
  007cc1  jo      0x00000000000090f7
; v56:int = readlist v51, v55 => pop_top/1 (109) {mem=v29, stack=v51, pc=13, k='store_x', depth=v55}
  007cc7  cmp     r15,[r13]
  007ccf  jae     0x0000000000009196
  007cd5  mov     rax,[r13+8]
  007cdd  cmp     byte ptr [rax+r15],1
  007ce2  jne     0x0000000000009196
  007ce8  mov     rax,[r13+0x10]
  007cf0  mov     r14,[rax+r15*8]
; v57:list = slice v51, 0, v55 owned => pop_top/2 (109) {mem=v29, stack=v51, pc=13, k='store_x', x=v56, depth=v55}
  007cf4  sub     rsp,0x70
  007cfb  mov     [rsp+0x30],rcx
  007d03  mov     [rsp+0x38],rsi
  007d0b  mov     [rsp+0x40],rdi
  007d13  mov     [rsp+0x48],r8
  007d1b  mov     [rsp+0x50],r9
  007d23  mov     [rsp+0x58],r10
  007d2b  mov     [rsp],r13
  007d33  mov     qword ptr [rsp+8],3
  007d3f  mov     qword ptr [rsp+0x10],0
  007d4b  mov     qword ptr [rsp+0x18],1
  007d57  mov     [rsp+0x20],r15
  007d5f  mov     qword ptr [rsp+0x28],1
  007d6b  mov     rdi,[rbp+0x20]
  007d72  mov     esi,0x10
  007d77  mov     rdx,rsp
  007d7a  mov     rcx,0x34
  007d84  mov     r8,0x33
  007d8e  mov     r9,0
  007d98  mov     rax,<list_op>
  007da2  call    rax
  007da4  mov     r11,rax
  007da7  mov     rcx,[rsp+0x30]
  007daf  mov     rsi,[rsp+0x38]
  007db7  mov     rdi,[rsp+0x40]
  007dbf  mov     r8,[rsp+0x48]
  007dc7  mov     r9,[rsp+0x50]
  007dcf  mov     r10,[rsp+0x58]
  007dd7  add     rsp,0x70
  007dde  test    rdx,rdx
  007de1  je      0x000000000000922e
  007de7  mov     r13,r11
; v58:list = set v29, 2, v56 owned => store_x/2 (111) {mem=v29, stack=v57, pc=13, a=2, x=v56}
  007dea  sub     rsp,0x70
  007df1  mov     [rsp+0x30],rcx
  007df9  mov     [rsp+0x38],rsi
  007e01  mov     [rsp+0x40],rdi
  007e09  mov     [rsp+0x48],r8
  007e11  mov     [rsp+0x50],r9
  007e19  mov     [rsp+0x58],r10
  007e21  mov     [rsp],r12
  007e29  mov     qword ptr [rsp+8],3
  007e35  mov     qword ptr [rsp+0x10],2
  007e41  mov     qword ptr [rsp+0x18],1
  007e4d  mov     [rsp+0x20],r14
  007e55  mov     qword ptr [rsp+0x28],1
  007e61  mov     rdi,[rbp+0x20]
  007e68  mov     esi,0xe
  007e6d  mov     rdx,rsp
  007e70  mov     rcx,0x35
  007e7a  mov     r8,0x2d
  007e84  mov     r9,0
  007e8e  mov     rax,<list_op>
  007e98  call    rax
  007e9a  mov     r11,rax
  007e9d  mov     rcx,[rsp+0x30]
  007ea5  mov     rsi,[rsp+0x38]
  007ead  mov     rdi,[rsp+0x40]
  007eb5  mov     r8,[rsp+0x48]
  007ebd  mov     r9,[rsp+0x50]
  007ec5  mov     r10,[rsp+0x58]
  007ecd  add     rsp,0x70
  007ed4  test    rdx,rdx
  007ed7  je      0x00000000000092d8
  007edd  mov     r12,r11
; jump_trace T0 => dispatch_loop/0 (112) {mem=v58, stack=v57, pc=15}
  007ee0  mov     [rbp+0x30],r12
  007ee7  mov     qword ptr [rbp+0xc8],3
  007ef2  mov     [rbp+0x40],r13
  007ef9  mov     qword ptr [rbp+0xd8],3
  007f04  mov     qword ptr [rbp+0x50],0xf
  007f0f  mov     qword ptr [rbp+0xe8],1
  007f1a  mov     rdi,[rbp+0x20]
  007f21  mov     rsi,<exit lists 0>
  007f2b  mov     rdx,2
  007f35  mov     rax,<exit_lists>
  007f3f  call    rax
  007f41  jmp     0x0000000000000030
; exits
  007f46  mov     rax,0x1fffffffe
  007f50  jmp     0x0000000000000016
  007f55  mov     rax,0x100000000
  007f5f  jmp     0x0000000000000016
  007f64  sub     r14,2
  007f6b  mov     rax,0x100000001
  007f75  jmp     0x0000000000000016
  007f7a  mov     [rbp+0x10],rbx
  007f81  mov     qword ptr [rbp+0x18],3
  007f8c  mov     [rbp+0x50],r14
  007f93  mov     qword ptr [rbp+0xe8],1
  007f9e  mov     rdi,[rbp+0x20]
  007fa5  mov     rsi,8
  007faf  mov     rdx,0
  007fb9  mov     rax,<exit_lists>
  007fc3  call    rax
  007fc5  mov     rax,0x100000002
  007fcf  jmp     0x0000000000000016
  007fd4  mov     [rbp+0x10],r14
  007fdb  mov     qword ptr [rbp+0x18],1
  007fe6  mov     [rbp+0x50],r14
  007fed  mov     qword ptr [rbp+0xe8],1
  007ff8  mov     rax,0x100000003
  008002  jmp     0x0000000000000016
  008007  mov     qword ptr [rbp+0x50],0x16
  008012  mov     qword ptr [rbp+0xe8],1
  00801d  mov     qword ptr [rbp+0x78],1
  008028  mov     qword ptr [rbp+0x110],1
  008033  mov     rax,0x100000004
  00803d  jmp     0x0000000000000016
  008042  mov     [rbp+0x40],r13
  008049  mov     qword ptr [rbp+0xd8],3
  008054  mov     qword ptr [rbp+0x50],0x1a
  00805f  mov     qword ptr [rbp+0xe8],1
  00806a  mov     qword ptr [rbp+0x58],0x13
  008075  mov     qword ptr [rbp+0xf0],2
  008080  mov     qword ptr [rbp+<exit lists 1>0],0x28
  00808b  mov     qword ptr [rbp+0x118],2
  008096  mov     [rbp+0xa0],r14
  00809d  mov     qword ptr [rbp+0x138],1
  0080a8  mov     qword ptr [rbp+0xb8],1
  0080b3  mov     qword ptr [rbp+0x150],1
  0080be  mov     rdi,[rbp+0x20]
  0080c5  mov     rsi,<exit lists 2>
  0080cf  mov     rdx,1
  0080d9  mov     rax,<exit_lists>
  0080e3  call    rax
  0080e5  mov     rax,0x100000005
  0080ef  jmp     0x0000000000000016
  0080f4  add     r14,1
  0080fb  mov     [rbp+0x40],r13
  008102  mov     qword ptr [rbp+0xd8],3
  00810d  mov     qword ptr [rbp+0x50],0x1a
  008118  mov     qword ptr [rbp+0xe8],1
  008123  mov     qword ptr [rbp+0x58],0x13
  00812e  mov     qword ptr [rbp+0xf0],2
  008139  mov     qword ptr [rbp+<exit lists 1>0],0x28
  008144  mov     qword ptr [rbp+0x118],2
  00814f  mov     [rbp+0xa0],r14
  008156  mov     qword ptr [rbp+0x138],1
  008161  mov     rdi,[rbp+0x20]
  008168  mov     rsi,<exit lists 3>
  008172  mov     rdx,1
  00817c  mov     rax,<exit_lists>
  008186  call    rax
  008188  mov     rax,0x100000006
  008192  jmp     0x0000000000000016
  008197  mov     [rbp+0x40],r13
  00819e  mov     qword ptr [rbp+0xd8],3
  0081a9  mov     qword ptr [rbp+0x50],0x1a
  0081b4  mov     qword ptr [rbp+0xe8],1
  0081bf  mov     qword ptr [rbp+0x58],0x13
  0081ca  mov     qword ptr [rbp+0xf0],2
  0081d5  mov     qword ptr [rbp+<exit lists 1>0],0x28
  0081e0  mov     qword ptr [rbp+0x118],2
  0081eb  mov     [rbp+0xa0],r14
  0081f2  mov     qword ptr [rbp+0x138],1
  0081fd  mov     rdi,[rbp+0x20]
  008204  mov     rsi,<exit lists 4>
  00820e  mov     rdx,1
  008218  mov     rax,<exit_lists>
  008222  call    rax
  008224  mov     rax,0x100000007
  00822e  jmp     0x0000000000000016
  008233  add     r14,1
  00823a  mov     [rbp+0x40],r13
  008241  mov     qword ptr [rbp+0xd8],3
  00824c  mov     qword ptr [rbp+0x50],0x1a
  008257  mov     qword ptr [rbp+0xe8],1
  008262  mov     qword ptr [rbp+0x58],0x13
  00826d  mov     qword ptr [rbp+0xf0],2
  008278  mov     qword ptr [rbp+<exit lists 1>0],0x28
  008283  mov     qword ptr [rbp+0x118],2
  00828e  mov     [rbp+0x90],rbx
  008295  mov     qword ptr [rbp+0x128],1
  0082a0  mov     [rbp+0xa0],r14
  0082a7  mov     qword ptr [rbp+0x138],1
  0082b2  mov     rdi,[rbp+0x20]
  0082b9  mov     rsi,<exit lists 5>
  0082c3  mov     rdx,1
  0082cd  mov     rax,<exit_lists>
  0082d7  call    rax
  0082d9  mov     rax,0x100000008
  0082e3  jmp     0x0000000000000016
  0082e8  mov     [rbp+0x40],r13
  0082ef  mov     qword ptr [rbp+0xd8],3
  0082fa  mov     qword ptr [rbp+0x50],0x1a
  008305  mov     qword ptr [rbp+0xe8],1
  008310  mov     qword ptr [rbp+0x58],0x13
  00831b  mov     qword ptr [rbp+0xf0],2
  008326  mov     qword ptr [rbp+<exit lists 1>0],0x28
  008331  mov     qword ptr [rbp+0x118],2
  00833c  mov     [rbp+0x90],rbx
  008343  mov     qword ptr [rbp+0x128],1
  00834e  mov     [rbp+0xa0],r14
  008355  mov     qword ptr [rbp+0x138],1
  008360  mov     rdi,[rbp+0x20]
  008367  mov     rsi,<exit lists 6>
  008371  mov     rdx,1
  00837b  mov     rax,<exit_lists>
  008385  call    rax
  008387  mov     rax,0x100000009
  008391  jmp     0x0000000000000016
  008396  mov     [rbp+0x40],r13
  00839d  mov     qword ptr [rbp+0xd8],3
  0083a8  mov     qword ptr [rbp+0x50],0x1a
  0083b3  mov     qword ptr [rbp+0xe8],1
  0083be  mov     qword ptr [rbp+0x58],0x13
  0083c9  mov     qword ptr [rbp+0xf0],2
  0083d4  mov     qword ptr [rbp+<exit lists 1>0],0x28
  0083df  mov     qword ptr [rbp+0x118],2
  0083ea  mov     [rbp+<exit lists 1>8],r15
  0083f1  mov     qword ptr [rbp+0x120],1
  0083fc  mov     [rbp+0x90],rbx
  008403  mov     qword ptr [rbp+0x128],1
  00840e  mov     [rbp+0xa0],r14
  008415  mov     qword ptr [rbp+0x138],1
  008420  mov     rdi,[rbp+0x20]
  008427  mov     rsi,<exit lists 7>
  008431  mov     rdx,1
  00843b  mov     rax,<exit_lists>
  008445  call    rax
  008447  mov     rax,0x10000000a
  008451  jmp     0x0000000000000016
  008456  sub     r15,rbx
  008459  mov     [rbp+0x40],r13
  008460  mov     qword ptr [rbp+0xd8],3
  00846b  mov     qword ptr [rbp+0x50],0x1a
  008476  mov     qword ptr [rbp+0xe8],1
  008481  mov     [rbp+<exit lists 1>8],r15
  008488  mov     qword ptr [rbp+0x120],1
  008493  mov     [rbp+0x90],rbx
  00849a  mov     qword ptr [rbp+0x128],1
  0084a5  mov     rdi,[rbp+0x20]
  0084ac  mov     rsi,<exit lists 8>
  0084b6  mov     rdx,1
  0084c0  mov     rax,<exit_lists>
  0084ca  call    rax
  0084cc  mov     rax,0x10000000b
  0084d6  jmp     0x0000000000000016
  0084db  mov     [rbp+0x40],r13
  0084e2  mov     qword ptr [rbp+0xd8],3
  0084ed  mov     qword ptr [rbp+0x50],0x1b
  0084f8  mov     qword ptr [rbp+0xe8],1
  008503  mov     qword ptr [rbp+<exit lists 1>0],0x27
  00850e  mov     qword ptr [rbp+0x118],2
  008519  mov     [rbp+0xa0],r15
  008520  mov     qword ptr [rbp+0x138],1
  00852b  mov     qword ptr [rbp+0xa8],1
  008536  mov     qword ptr [rbp+0x140],1
  008541  mov     rdi,[rbp+0x20]
  008548  mov     rsi,<exit lists 9>
  008552  mov     rdx,1
  00855c  mov     rax,<exit_lists>
  008566  call    rax
  008568  mov     rax,0x10000000c
  008572  jmp     0x0000000000000016
  008577  add     r15,1
  00857e  mov     [rbp+0x40],r13
  008585  mov     qword ptr [rbp+0xd8],3
  008590  mov     qword ptr [rbp+0x50],0x1b
  00859b  mov     qword ptr [rbp+0xe8],1
  0085a6  mov     qword ptr [rbp+<exit lists 1>0],0x27
  0085b1  mov     qword ptr [rbp+0x118],2
  0085bc  mov     [rbp+0xa0],r15
  0085c3  mov     qword ptr [rbp+0x138],1
  0085ce  mov     rdi,[rbp+0x20]
  0085d5  mov     rsi,<exit lists 10>
  0085df  mov     rdx,1
  0085e9  mov     rax,<exit_lists>
  0085f3  call    rax
  0085f5  mov     rax,0x10000000d
  0085ff  jmp     0x0000000000000016
  008604  mov     [rbp+0x40],r13
  00860b  mov     qword ptr [rbp+0xd8],3
  008616  mov     qword ptr [rbp+0x50],0x1b
  008621  mov     qword ptr [rbp+0xe8],1
  00862c  mov     qword ptr [rbp+<exit lists 1>0],0x27
  008637  mov     qword ptr [rbp+0x118],2
  008642  mov     [rbp+0xa0],r15
  008649  mov     qword ptr [rbp+0x138],1
  008654  mov     rdi,[rbp+0x20]
  00865b  mov     rsi,<exit lists 11>
  008665  mov     rdx,1
  00866f  mov     rax,<exit_lists>
  008679  call    rax
  00867b  mov     rax,0x10000000e
  008685  jmp     0x0000000000000016
  00868a  mov     [rbp+0x40],r13
  008691  mov     qword ptr [rbp+0xd8],3
  00869c  mov     qword ptr [rbp+0x50],0x1b
  0086a7  mov     qword ptr [rbp+0xe8],1
  0086b2  mov     qword ptr [rbp+<exit lists 1>0],0x27
  0086bd  mov     qword ptr [rbp+0x118],2
  0086c8  mov     [rbp+<exit lists 1>8],rbx
  0086cf  mov     qword ptr [rbp+0x120],1
  0086da  mov     [rbp+0xa0],r15
  0086e1  mov     qword ptr [rbp+0x138],1
  0086ec  mov     rdi,[rbp+0x20]
  0086f3  mov     rsi,<exit lists 12>
  0086fd  mov     rdx,1
  008707  mov     rax,<exit_lists>
  008711  call    rax
  008713  mov     rax,0x10000000f
  00871d  jmp     0x0000000000000016
  008722  mov     [rbp+0x40],r13
  008729  mov     qword ptr [rbp+0xd8],3
  008734  mov     qword ptr [rbp+0x50],0x1b
  00873f  mov     qword ptr [rbp+0xe8],1
  00874a  mov     qword ptr [rbp+0x78],1
  008755  mov     qword ptr [rbp+0x110],1
  008760  mov     [rbp+<exit lists 1>8],rbx
  008767  mov     qword ptr [rbp+0x120],1
  008772  mov     rdi,[rbp+0x20]
  008779  mov     rsi,<exit lists 13>
  008783  mov     rdx,1
  00878d  mov     rax,<exit_lists>
  008797  call    rax
  008799  mov     rax,0x100000010
  0087a3  jmp     0x0000000000000016
  0087a8  mov     [rbp+0x30],r12
  0087af  mov     qword ptr [rbp+0xc8],3
  0087ba  mov     [rbp+0x40],r13
  0087c1  mov     qword ptr [rbp+0xd8],3
  0087cc  mov     qword ptr [rbp+0x50],4
  0087d7  mov     qword ptr [rbp+0xe8],1
  0087e2  mov     qword ptr [rbp+0x78],1
  0087ed  mov     qword ptr [rbp+0x110],1
  0087f8  mov     rdi,[rbp+0x20]
  0087ff  mov     rsi,<exit lists 14>
  008809  mov     rdx,2
  008813  mov     rax,<exit_lists>
  00881d  call    rax
  00881f  mov     rax,0x100000011
  008829  jmp     0x0000000000000016
  00882e  mov     [rbp+0x30],r12
  008835  mov     qword ptr [rbp+0xc8],3
  008840  mov     [rbp+0x40],r13
  008847  mov     qword ptr [rbp+0xd8],3
  008852  mov     qword ptr [rbp+0x50],6
  00885d  mov     qword ptr [rbp+0xe8],1
  008868  mov     qword ptr [rbp+0x78],0
  008873  mov     qword ptr [rbp+0x110],1
  00887e  mov     rdi,[rbp+0x20]
  008885  mov     rsi,<exit lists 15>
  00888f  mov     rdx,2
  008899  mov     rax,<exit_lists>
  0088a3  call    rax
  0088a5  mov     rax,0x100000012
  0088af  jmp     0x0000000000000016
  0088b4  mov     [rbp+0x30],r12
  0088bb  mov     qword ptr [rbp+0xc8],3
  0088c6  mov     [rbp+0x40],r13
  0088cd  mov     qword ptr [rbp+0xd8],3
  0088d8  mov     qword ptr [rbp+0x50],8
  0088e3  mov     qword ptr [rbp+0xe8],1
  0088ee  mov     qword ptr [rbp+0x58],0xd
  0088f9  mov     qword ptr [rbp+0xf0],2
  008904  mov     qword ptr [rbp+<exit lists 1>0],0x28
  00890f  mov     qword ptr [rbp+0x118],2
  00891a  mov     [rbp+0xa0],rbx
  008921  mov     qword ptr [rbp+0x138],1
  00892c  mov     qword ptr [rbp+0xb8],1
  008937  mov     qword ptr [rbp+0x150],1
  008942  mov     rdi,[rbp+0x20]
  008949  mov     rsi,<exit lists 16>
  008953  mov     rdx,2
  00895d  mov     rax,<exit_lists>
  008967  call    rax
  008969  mov     rax,0x100000013
  008973  jmp     0x0000000000000016
  008978  add     rbx,1
  00897f  mov     [rbp+0x30],r12
  008986  mov     qword ptr [rbp+0xc8],3
  008991  mov     [rbp+0x40],r13
  008998  mov     qword ptr [rbp+0xd8],3
  0089a3  mov     qword ptr [rbp+0x50],8
  0089ae  mov     qword ptr [rbp+0xe8],1
  0089b9  mov     qword ptr [rbp+0x58],0xd
  0089c4  mov     qword ptr [rbp+0xf0],2
  0089cf  mov     qword ptr [rbp+<exit lists 1>0],0x28
  0089da  mov     qword ptr [rbp+0x118],2
  0089e5  mov     [rbp+0xa0],rbx
  0089ec  mov     qword ptr [rbp+0x138],1
  0089f7  mov     rdi,[rbp+0x20]
  0089fe  mov     rsi,<exit lists 17>
  008a08  mov     rdx,2
  008a12  mov     rax,<exit_lists>
  008a1c  call    rax
  008a1e  mov     rax,0x100000014
  008a28  jmp     0x0000000000000016
  008a2d  mov     [rbp+0x30],r12
  008a34  mov     qword ptr [rbp+0xc8],3
  008a3f  mov     [rbp+0x40],r13
  008a46  mov     qword ptr [rbp+0xd8],3
  008a51  mov     qword ptr [rbp+0x50],8
  008a5c  mov     qword ptr [rbp+0xe8],1
  008a67  mov     qword ptr [rbp+0x58],0xd
  008a72  mov     qword ptr [rbp+0xf0],2
  008a7d  mov     qword ptr [rbp+<exit lists 1>0],0x28
  008a88  mov     qword ptr [rbp+0x118],2
  008a93  mov     [rbp+0xa0],rbx
  008a9a  mov     qword ptr [rbp+0x138],1
  008aa5  mov     rdi,[rbp+0x20]
  008aac  mov     rsi,<exit lists 18>
  008ab6  mov     rdx,2
  008ac0  mov     rax,<exit_lists>
  008aca  call    rax
  008acc  mov     rax,0x100000015
  008ad6  jmp     0x0000000000000016
  008adb  add     rbx,1
  008ae2  mov     [rbp+0x30],r12
  008ae9  mov     qword ptr [rbp+0xc8],3
  008af4  mov     [rbp+0x40],r13
  008afb  mov     qword ptr [rbp+0xd8],3
  008b06  mov     qword ptr [rbp+0x50],8
  008b11  mov     qword ptr [rbp+0xe8],1
  008b1c  mov     qword ptr [rbp+0x58],0xd
  008b27  mov     qword ptr [rbp+0xf0],2
  008b32  mov     qword ptr [rbp+<exit lists 1>0],0x28
  008b3d  mov     qword ptr [rbp+0x118],2
  008b48  mov     [rbp+0x90],r15
  008b4f  mov     qword ptr [rbp+0x128],1
  008b5a  mov     [rbp+0xa0],rbx
  008b61  mov     qword ptr [rbp+0x138],1
  008b6c  mov     rdi,[rbp+0x20]
  008b73  mov     rsi,<exit lists 19>
  008b7d  mov     rdx,2
  008b87  mov     rax,<exit_lists>
  008b91  call    rax
  008b93  mov     rax,0x100000016
  008b9d  jmp     0x0000000000000016
  008ba2  mov     [rbp+0x30],r12
  008ba9  mov     qword ptr [rbp+0xc8],3
  008bb4  mov     [rbp+0x40],r13
  008bbb  mov     qword ptr [rbp+0xd8],3
  008bc6  mov     qword ptr [rbp+0x50],8
  008bd1  mov     qword ptr [rbp+0xe8],1
  008bdc  mov     qword ptr [rbp+0x58],0xd
  008be7  mov     qword ptr [rbp+0xf0],2
  008bf2  mov     qword ptr [rbp+<exit lists 1>0],0x28
  008bfd  mov     qword ptr [rbp+0x118],2
  008c08  mov     [rbp+0x90],r15
  008c0f  mov     qword ptr [rbp+0x128],1
  008c1a  mov     [rbp+0xa0],rbx
  008c21  mov     qword ptr [rbp+0x138],1
  008c2c  mov     rdi,[rbp+0x20]
  008c33  mov     rsi,<exit lists 20>
  008c3d  mov     rdx,2
  008c47  mov     rax,<exit_lists>
  008c51  call    rax
  008c53  mov     rax,0x100000017
  008c5d  jmp     0x0000000000000016
  008c62  mov     [rbp+0x30],r12
  008c69  mov     qword ptr [rbp+0xc8],3
  008c74  mov     [rbp+0x40],r13
  008c7b  mov     qword ptr [rbp+0xd8],3
  008c86  mov     qword ptr [rbp+0x50],8
  008c91  mov     qword ptr [rbp+0xe8],1
  008c9c  mov     qword ptr [rbp+0x58],0xd
  008ca7  mov     qword ptr [rbp+0xf0],2
  008cb2  mov     qword ptr [rbp+<exit lists 1>0],0x28
  008cbd  mov     qword ptr [rbp+0x118],2
  008cc8  mov     [rbp+<exit lists 1>8],r14
  008ccf  mov     qword ptr [rbp+0x120],1
  008cda  mov     [rbp+0x90],r15
  008ce1  mov     qword ptr [rbp+0x128],1
  008cec  mov     [rbp+0xa0],rbx
  008cf3  mov     qword ptr [rbp+0x138],1
  008cfe  mov     rdi,[rbp+0x20]
  008d05  mov     rsi,<exit lists 21>
  008d0f  mov     rdx,2
  008d19  mov     rax,<exit_lists>
  008d23  call    rax
  008d25  mov     rax,0x100000018
  008d2f  jmp     0x0000000000000016
  008d34  mov     [rbp+0x30],r12
  008d3b  mov     qword ptr [rbp+0xc8],3
  008d46  mov     [rbp+0x40],r13
  008d4d  mov     qword ptr [rbp+0xd8],3
  008d58  mov     qword ptr [rbp+0x50],9
  008d63  mov     qword ptr [rbp+0xe8],1
  008d6e  mov     qword ptr [rbp+<exit lists 1>0],0x2c
  008d79  mov     qword ptr [rbp+0x118],2
  008d84  mov     [rbp+0xa0],r14
  008d8b  mov     qword ptr [rbp+0x138],1
  008d96  mov     qword ptr [rbp+0xa8],1
  008da1  mov     qword ptr [rbp+0x140],1
  008dac  mov     rdi,[rbp+0x20]
  008db3  mov     rsi,<exit lists 22>
  008dbd  mov     rdx,2
  008dc7  mov     rax,<exit_lists>
  008dd1  call    rax
  008dd3  mov     rax,0x100000019
  008ddd  jmp     0x0000000000000016
  008de2  add     r14,1
  008de9  mov     [rbp+0x30],r12
  008df0  mov     qword ptr [rbp+0xc8],3
  008dfb  mov     [rbp+0x40],r13
  008e02  mov     qword ptr [rbp+0xd8],3
  008e0d  mov     qword ptr [rbp+0x50],9
  008e18  mov     qword ptr [rbp+0xe8],1
  008e23  mov     qword ptr [rbp+<exit lists 1>0],0x2c
  008e2e  mov     qword ptr [rbp+0x118],2
  008e39  mov     [rbp+0xa0],r14
  008e40  mov     qword ptr [rbp+0x138],1
  008e4b  mov     rdi,[rbp+0x20]
  008e52  mov     rsi,<exit lists 23>
  008e5c  mov     rdx,2
  008e66  mov     rax,<exit_lists>
  008e70  call    rax
  008e72  mov     rax,0x10000001a
  008e7c  jmp     0x0000000000000016
  008e81  mov     [rbp+0x30],r12
  008e88  mov     qword ptr [rbp+0xc8],3
  008e93  mov     [rbp+0x40],r13
  008e9a  mov     qword ptr [rbp+0xd8],3
  008ea5  mov     qword ptr [rbp+0x50],9
  008eb0  mov     qword ptr [rbp+0xe8],1
  008ebb  mov     qword ptr [rbp+<exit lists 1>0],0x2c
  008ec6  mov     qword ptr [rbp+0x118],2
  008ed1  mov     [rbp+0xa0],r14
  008ed8  mov     qword ptr [rbp+0x138],1
  008ee3  mov     rdi,[rbp+0x20]
  008eea  mov     rsi,<exit lists 24>
  008ef4  mov     rdx,2
  008efe  mov     rax,<exit_lists>
  008f08  call    rax
  008f0a  mov     rax,0x10000001b
  008f14  jmp     0x0000000000000016
  008f19  mov     [rbp+0x30],r12
  008f20  mov     qword ptr [rbp+0xc8],3
  008f2b  mov     [rbp+0x40],r13
  008f32  mov     qword ptr [rbp+0xd8],3
  008f3d  mov     qword ptr [rbp+0x50],9
  008f48  mov     qword ptr [rbp+0xe8],1
  008f53  mov     qword ptr [rbp+<exit lists 1>0],0x2c
  008f5e  mov     qword ptr [rbp+0x118],2
  008f69  mov     [rbp+<exit lists 1>8],r15
  008f70  mov     qword ptr [rbp+0x120],1
  008f7b  mov     [rbp+0xa0],r14
  008f82  mov     qword ptr [rbp+0x138],1
  008f8d  mov     rdi,[rbp+0x20]
  008f94  mov     rsi,<exit lists 25>
  008f9e  mov     rdx,2
  008fa8  mov     rax,<exit_lists>
  008fb2  call    rax
  008fb4  mov     rax,0x10000001c
  008fbe  jmp     0x0000000000000016
  008fc3  mov     [rbp+0x30],r12
  008fca  mov     qword ptr [rbp+0xc8],3
  008fd5  mov     [rbp+0x40],r13
  008fdc  mov     qword ptr [rbp+0xd8],3
  008fe7  mov     qword ptr [rbp+0x50],9
  008ff2  mov     qword ptr [rbp+0xe8],1
  008ffd  mov     qword ptr [rbp+<exit lists 1>8],0
  009008  mov     qword ptr [rbp+0x120],1
  009013  mov     rdi,[rbp+0x20]
  00901a  mov     rsi,<exit lists 26>
  009024  mov     rdx,2
  00902e  mov     rax,<exit_lists>
  009038  call    rax
  00903a  mov     rax,0x10000001d
  009044  jmp     0x0000000000000016
  009049  mov     [rbp+0x30],r12
  009050  mov     qword ptr [rbp+0xc8],3
  00905b  mov     [rbp+0x40],r13
  009062  mov     qword ptr [rbp+0xd8],3
  00906d  mov     qword ptr [rbp+0x50],0xd
  009078  mov     qword ptr [rbp+0xe8],1
  009083  mov     qword ptr [rbp+<exit lists 1>0],0x27
  00908e  mov     qword ptr [rbp+0x118],2
  009099  mov     [rbp+0xa0],r15
  0090a0  mov     qword ptr [rbp+0x138],1
  0090ab  mov     qword ptr [rbp+0xa8],1
  0090b6  mov     qword ptr [rbp+0x140],1
  0090c1  mov     rdi,[rbp+0x20]
  0090c8  mov     rsi,<exit lists 27>
  0090d2  mov     rdx,2
  0090dc  mov     rax,<exit_lists>
  0090e6  call    rax
  0090e8  mov     rax,0x10000001e
  0090f2  jmp     0x0000000000000016
  0090f7  add     r15,1
  0090fe  mov     [rbp+0x30],r12
  009105  mov     qword ptr [rbp+0xc8],3
  009110  mov     [rbp+0x40],r13
  009117  mov     qword ptr [rbp+0xd8],3
  009122  mov     qword ptr [rbp+0x50],0xd
  00912d  mov     qword ptr [rbp+0xe8],1
  009138  mov     qword ptr [rbp+<exit lists 1>0],0x27
  009143  mov     qword ptr [rbp+0x118],2
  00914e  mov     [rbp+0xa0],r15
  009155  mov     qword ptr [rbp+0x138],1
  009160  mov     rdi,[rbp+0x20]
  009167  mov     rsi,<exit lists 28>
  009171  mov     rdx,2
  00917b  mov     rax,<exit_lists>
  009185  call    rax
  009187  mov     rax,0x10000001f
  009191  jmp     0x0000000000000016
  009196  mov     [rbp+0x30],r12
  00919d  mov     qword ptr [rbp+0xc8],3
  0091a8  mov     [rbp+0x40],r13
  0091af  mov     qword ptr [rbp+0xd8],3
  0091ba  mov     qword ptr [rbp+0x50],0xd
  0091c5  mov     qword ptr [rbp+0xe8],1
  0091d0  mov     qword ptr [rbp+<exit lists 1>0],0x27
  0091db  mov     qword ptr [rbp+0x118],2
  0091e6  mov     [rbp+0xa0],r15
  0091ed  mov     qword ptr [rbp+0x138],1
  0091f8  mov     rdi,[rbp+0x20]
  0091ff  mov     rsi,<exit lists 29>
  009209  mov     rdx,2
  009213  mov     rax,<exit_lists>
  00921d  call    rax
  00921f  mov     rax,0x100000020
  009229  jmp     0x0000000000000016
  00922e  mov     [rbp+0x30],r12
  009235  mov     qword ptr [rbp+0xc8],3
  009240  mov     [rbp+0x40],r13
  009247  mov     qword ptr [rbp+0xd8],3
  009252  mov     qword ptr [rbp+0x50],0xd
  00925d  mov     qword ptr [rbp+0xe8],1
  009268  mov     qword ptr [rbp+<exit lists 1>0],0x27
  009273  mov     qword ptr [rbp+0x118],2
  00927e  mov     [rbp+<exit lists 1>8],r14
  009285  mov     qword ptr [rbp+0x120],1
  009290  mov     [rbp+0xa0],r15
  009297  mov     qword ptr [rbp+0x138],1
  0092a2  mov     rdi,[rbp+0x20]
  0092a9  mov     rsi,<exit lists 30>
  0092b3  mov     rdx,2
  0092bd  mov     rax,<exit_lists>
  0092c7  call    rax
  0092c9  mov     rax,0x100000021
  0092d3  jmp     0x0000000000000016
  0092d8  mov     [rbp+0x30],r12
  0092df  mov     qword ptr [rbp+0xc8],3
  0092ea  mov     [rbp+0x40],r13
  0092f1  mov     qword ptr [rbp+0xd8],3
  0092fc  mov     qword ptr [rbp+0x50],0xd
  009307  mov     qword ptr [rbp+0xe8],1
  009312  mov     qword ptr [rbp+0x78],2
  00931d  mov     qword ptr [rbp+0x110],1
  009328  mov     [rbp+<exit lists 1>8],r14
  00932f  mov     qword ptr [rbp+0x120],1
  00933a  mov     rdi,[rbp+0x20]
  009341  mov     rsi,<exit lists 31>
  00934b  mov     rdx,2
  009355  mov     rax,<exit_lists>
  00935f  call    rax
  009361  mov     rax,0x100000022
  00936b  jmp     0x0000000000000016
