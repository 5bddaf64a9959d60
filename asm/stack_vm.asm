; T0: 23597 bytes
  000030  mov     qword ptr [rbp+0x18],0
  00003b  mov     rbx,[rbp+0x28]
  000042  mov     r12,[rbp+0x30]
  000049  mov     r13,[rbp+0x40]
  000050  mov     r14,[rbp+0x50]
  000057  jmp     0x00000000000000f8
  00005c  mov     qword ptr [rbp+0x18],0
; v0:list = input bytecode
  000067  cmp     qword ptr [rbp+0xc0],3
  000072  jne     0x000000000000374b
  000078  mov     rbx,[rbp+0x28]
; v1:list = input mem
  00007f  cmp     qword ptr [rbp+0xc8],3
  00008a  jne     0x000000000000374b
  000090  mov     r12,[rbp+0x30]
; v2:list = input stack
  000097  cmp     qword ptr [rbp+0xd8],3
  0000a2  jne     0x000000000000374b
  0000a8  mov     r13,[rbp+0x40]
; v3:list = input rstack
  0000af  cmp     qword ptr [rbp+0xe0],3
  0000ba  jne     0x000000000000374b
; v4:int = input pc
  0000c0  cmp     qword ptr [rbp+0xe8],1
  0000cb  jne     0x000000000000374b
  0000d1  mov     r14,[rbp+0x50]
; guard_value v0, ['push', 0, 'store', 1, 'load', 1, 'load', 0, 'lt', 'jump_if_zero', 50, 'push', 0, 'store', 2, 'load', 2, 'load', 0, 'eq', 'jump_if_zero', 31, 'load', 1, 'push', 1, 'add', 'store', 1, 'jump', 4, 'load', 3, 'load', 1, 'load', 2, 'mul', 'add', 'store', 3, 'load', 2, 'push', 1, 'add', 'store', 2, 'jump', 15, 'load', 3, 'halt'] => dispatch_loop/0 (0) {mem=v1, stack=v2, pc=v4}
  0000d8  mov     rax,<list k0>
  0000e2  cmp     rbx,rax
  0000e5  jne     0x000000000000375a
; guard_value v4, 15 => dispatch_loop_promote_bytecode/0 (1) {mem=v1, stack=v2, pc=v4}
  0000eb  cmp     r14,0xf
  0000f2  jne     0x00000000000037d8
; v7:int = readlist v1, 2 => op_load/2 (4) {mem=v1, stack=v2, pc=15, a=2}
  0000f8  cmp     qword ptr [r12],2
  000104  jbe     0x000000000000382f
  00010a  mov     rax,[r12+8]
  000112  test    rax,rax
  000115  je      0x0000000000000128
  00011b  cmp     byte ptr [rax+2],1
  000122  jne     0x000000000000382f
  000128  mov     rax,[r12+0x10]
  000130  mov     r14,[rax+0x10]
; v8:list = append v2, v7 owned
  000137  cmp     qword ptr [r13+8],0
  000143  jne     0x00000000000012e1
  000149  cmp     qword ptr [r13-0x10],1
  000155  jne     0x00000000000012e1
  00015b  cmp     qword ptr [r13-8],1
  000167  jne     0x00000000000012e1
  00016d  mov     rax,[r13]
  000175  cmp     rax,[r13+0x18]
  00017d  jae     0x00000000000012e1
  000183  mov     rdx,[r13+0x10]
  00018b  lea     rdx,[rdx+rax*8]
  00018f  add     rax,1
  000193  mov     [r13],rax
  00019b  mov     [rdx],r14
; v9:int = readlist v1, 0 => op_load/2 (9) {mem=v1, stack=v8, pc=17, a=0}
  00019e  cmp     qword ptr [r12],0
  0001aa  jbe     0x000000000000388e
  0001b0  mov     rax,[r12+8]
  0001b8  test    rax,rax
  0001bb  je      0x00000000000001ce
  0001c1  cmp     byte ptr [rax],1
  0001c8  jne     0x000000000000388e
  0001ce  mov     rax,[r12+0x10]
  0001d6  mov     rbx,[rax]
; v10:list = append v8, v9 owned
  0001dd  cmp     qword ptr [r13+8],0
  0001e9  jne     0x00000000000013bb
  0001ef  mov     rax,[r13]
  0001f7  cmp     rax,[r13+0x18]
  0001ff  jae     0x00000000000013bb
  000205  mov     rdx,[r13+0x10]
  00020d  lea     rdx,[rdx+rax*8]
  000211  add     rax,1
  000215  mov     [r13],rax
  00021d  mov     [rdx],rbx
; v11:int = len v10
  000220  mov     rbx,[r13]
; v12:int = lt v11, 2
; guard_false v12 => pop2/2 (21) {mem=v1, stack=v10, pc=19, opcode='eq', k='binary_xy', depth=v11, few=1}
  000228  cmp     rbx,2
  00022f  jl      0x00000000000038ed
; v14:int = sub_nov v11, 1
  000235  mov     r15,rbx
  000238  sub     r15,1
; v15:int = readlist v10, v14 => pop2_top/1 (22) {mem=v1, stack=v10, pc=19, opcode='eq', k='binary_xy', depth=v14}
  00023f  cmp     r15,[r13]
  000247  jae     0x000000000000398a
  00024d  mov     rax,[r13+8]
  000255  test    rax,rax
  000258  je      0x0000000000000269
  00025e  cmp     byte ptr [rax+r15],1
  000263  jne     0x000000000000398a
  000269  mov     rax,[r13+0x10]
  000271  mov     r15,[rax+r15*8]
; v16:int = add_nov v11, -2
  000275  add     rbx,0xfffffffffffffffe
; v17:int = readlist v10, v16 => pop2_top/3 (22) {mem=v1, stack=v10, pc=19, opcode='eq', k='binary_xy', y=v15, depth=v16}
  00027c  cmp     rbx,[r13]
  000284  jae     0x0000000000003a11
  00028a  mov     rax,[r13+8]
  000292  test    rax,rax
  000295  je      0x00000000000002a6
  00029b  cmp     byte ptr [rax+rbx],1
  0002a0  jne     0x0000000000003a11
  0002a6  mov     rax,[r13+0x10]
  0002ae  mov     rsi,[rax+rbx*8]
; v18:list = slice v10, 0, v16 owned => pop2_top/4 (22) {mem=v1, stack=v10, pc=19, opcode='eq', k='binary_xy', x=v17, y=v15, depth=v16}
  0002b2  cmp     qword ptr [r13+8],0
  0002be  jne     0x0000000000001495
  0002c4  cmp     rbx,[r13]
  0002cc  ja      0x0000000000001495
  0002d2  mov     [r13],rbx
; v19:int = eq v17, v15
  0002da  cmp     rsi,r15
  0002dd  sete    al
  0002e0  movzx   esi,al
; v20:list = append v18, v19 owned
  0002e4  cmp     qword ptr [r13+8],0
  0002f0  jne     0x0000000000001590
  0002f6  mov     rax,[r13]
  0002fe  cmp     rax,[r13+0x18]
  000306  jae     0x0000000000001590
  00030c  mov     rdx,[r13+0x10]
  000314  lea     rdx,[rdx+rax*8]
  000318  add     rax,1
  00031c  mov     [r13],rax
  000324  mov     [rdx],rsi
; v21:int = len v20
  000327  mov     rsi,[r13]
; v22:int = eq v21, 0
; guard_false v22 => pop/2 (45) {mem=v1, stack=v20, pc=20, k='jump_if_zero_x', depth=v21, empty=1}
  00032f  test    rsi,rsi
  000332  je      0x0000000000003aaa
; v24:int = sub_nov v21, 1
  000338  sub     rsi,1
; v25:int = readlist v20, v24 => pop_top/1 (46) {mem=v1, stack=v20, pc=20, k='jump_if_zero_x', depth=v24}
  00033f  cmp     rsi,[r13]
  000347  jae     0x0000000000003b31
  00034d  mov     rax,[r13+8]
  000355  test    rax,rax
  000358  je      0x0000000000000369
  00035e  cmp     byte ptr [rax+rsi],1
  000363  jne     0x0000000000003b31
  000369  mov     rax,[r13+0x10]
  000371  mov     r15,[rax+rsi*8]
; v26:list = slice v20, 0, v24 owned => pop_top/2 (46) {mem=v1, stack=v20, pc=20, k='jump_if_zero_x', x=v25, depth=v24}
  000375  cmp     qword ptr [r13+8],0
  000381  jne     0x000000000000166a
  000387  cmp     rsi,[r13]
  00038f  ja      0x000000000000166a
  000395  mov     [r13],rsi
; guard_false v25 => jump_if_zero_x/0 (49) {mem=v1, stack=v26, pc=20, x=v25}
  00039d  test    r15,r15
  0003a0  jne     0x0000000000003ba2
; v28:int = readlist v1, 3 => op_load/2 (55) {mem=v1, stack=v26, pc=31, a=3}
  0003a6  cmp     qword ptr [r12],3
  0003b2  jbe     0x0000000000003bfd
  0003b8  mov     rax,[r12+8]
  0003c0  test    rax,rax
  0003c3  je      0x00000000000003d6
  0003c9  cmp     byte ptr [rax+3],1
  0003d0  jne     0x0000000000003bfd
  0003d6  mov     rax,[r12+0x10]
  0003de  mov     r15,[rax+0x18]
; v29:list = append v26, v28 owned
  0003e5  cmp     qword ptr [r13+8],0
  0003f1  jne     0x0000000000001765
  0003f7  mov     rax,[r13]
  0003ff  cmp     rax,[r13+0x18]
  000407  jae     0x0000000000001765
  00040d  mov     rdx,[r13+0x10]
  000415  lea     rdx,[rdx+rax*8]
  000419  add     rax,1
  00041d  mov     [r13],rax
  000425  mov     [rdx],r15
; v30:int = readlist v1, 1 => op_load/2 (60) {mem=v1, stack=v29, pc=33, a=1}
  000428  cmp     qword ptr [r12],1
  000434  jbe     0x0000000000003c5c
  00043a  mov     rax,[r12+8]
  000442  test    rax,rax
  000445  je      0x0000000000000458
  00044b  cmp     byte ptr [rax+1],1
  000452  jne     0x0000000000003c5c
  000458  mov     rax,[r12+0x10]
  000460  mov     r15,[rax+8]
; v31:list = append v29, v30 owned
  000467  cmp     qword ptr [r13+8],0
  000473  jne     0x000000000000183f
  000479  mov     rax,[r13]
  000481  cmp     rax,[r13+0x18]
  000489  jae     0x000000000000183f
  00048f  mov     rdx,[r13+0x10]
  000497  lea     rdx,[rdx+rax*8]
  00049b  add     rax,1
  00049f  mov     [r13],rax
  0004a7  mov     [rdx],r15
; v32:list = append v31, v7 owned
  0004aa  cmp     qword ptr [r13+8],0
  0004b6  jne     0x0000000000001919
  0004bc  mov     rax,[r13]
  0004c4  cmp     rax,[r13+0x18]
  0004cc  jae     0x0000000000001919
  0004d2  mov     rdx,[r13+0x10]
  0004da  lea     rdx,[rdx+rax*8]
  0004de  add     rax,1
  0004e2  mov     [r13],rax
  0004ea  mov     [rdx],r14
; v33:int = len v32
  0004ed  mov     r15,[r13]
; v34:int = lt v33, 2
; guard_false v34 => pop2/2 (75) {mem=v1, stack=v32, pc=37, opcode='mul', k='binary_xy', depth=v33, few=1}
  0004f5  cmp     r15,2
  0004fc  jl      0x0000000000003cbb
; v36:int = sub_nov v33, 1
  000502  mov     rsi,r15
  000505  sub     rsi,1
; v37:int = readlist v32, v36 => pop2_top/1 (76) {mem=v1, stack=v32, pc=37, opcode='mul', k='binary_xy', depth=v36}
  00050c  cmp     rsi,[r13]
  000514  jae     0x0000000000003d58
  00051a  mov     rax,[r13+8]
  000522  test    rax,rax
  000525  je      0x0000000000000536
  00052b  cmp     byte ptr [rax+rsi],1
  000530  jne     0x0000000000003d58
  000536  mov     rax,[r13+0x10]
  00053e  mov     rsi,[rax+rsi*8]
; v38:int = add_nov v33, -2
  000542  add     r15,0xfffffffffffffffe
; v39:int = readlist v32, v38 => pop2_top/3 (76) {mem=v1, stack=v32, pc=37, opcode='mul', k='binary_xy', y=v37, depth=v38}
  000549  cmp     r15,[r13]
  000551  jae     0x0000000000003ddf
  000557  mov     rax,[r13+8]
  00055f  test    rax,rax
  000562  je      0x0000000000000573
  000568  cmp     byte ptr [rax+r15],1
  00056d  jne     0x0000000000003ddf
  000573  mov     rax,[r13+0x10]
  00057b  mov     rbx,[rax+r15*8]
; v40:list = slice v32, 0, v38 owned => pop2_top/4 (76) {mem=v1, stack=v32, pc=37, opcode='mul', k='binary_xy', x=v39, y=v37, depth=v38}
  00057f  cmp     qword ptr [r13+8],0
  00058b  jne     0x00000000000019f3
  000591  cmp     r15,[r13]
  000599  ja      0x00000000000019f3
  00059f  mov     [r13],r15
; v41:int = mul v39, v37 => binary_mul/0 (80) {mem=v1, stack=v40, pc=37, x=v39, y=v37}
  0005a7  mov     r11,rbx
  0005aa  imul    r11,rsi
  0005ae  jo      0x0000000000003e78
  0005b4  mov     rbx,r11
; v42:list = append v40, v41 owned
  0005b7  cmp     qword ptr [r13+8],0
  0005c3  jne     0x0000000000001aee
  0005c9  mov     rax,[r13]
  0005d1  cmp     rax,[r13+0x18]
  0005d9  jae     0x0000000000001aee
  0005df  mov     rdx,[r13+0x10]
  0005e7  lea     rdx,[rdx+rax*8]
  0005eb  add     rax,1
  0005ef  mov     [r13],rax
  0005f7  mov     [rdx],rbx
; v43:int = len v42
  0005fa  mov     rbx,[r13]
; v44:int = lt v43, 2
; guard_false v44 => pop2/2 (89) {mem=v1, stack=v42, pc=38, opcode='add', k='binary_xy', depth=v43, few=1}
  000602  cmp     rbx,2
  000609  jl      0x0000000000003ee5
; v46:int = sub_nov v43, 1
  00060f  mov     rsi,rbx
  000612  sub     rsi,1
; v47:int = readlist v42, v46 => pop2_top/1 (90) {mem=v1, stack=v42, pc=38, opcode='add', k='binary_xy', depth=v46}
  000619  cmp     rsi,[r13]
  000621  jae     0x0000000000003f82
  000627  mov     rax,[r13+8]
  00062f  test    rax,rax
  000632  je      0x0000000000000643
  000638  cmp     byte ptr [rax+rsi],1
  00063d  jne     0x0000000000003f82
  000643  mov     rax,[r13+0x10]
  00064b  mov     rsi,[rax+rsi*8]
; v48:int = add_nov v43, -2
  00064f  add     rbx,0xfffffffffffffffe
; v49:int = readlist v42, v48 => pop2_top/3 (90) {mem=v1, stack=v42, pc=38, opcode='add', k='binary_xy', y=v47, depth=v48}
  000656  cmp     rbx,[r13]
  00065e  jae     0x0000000000004009
  000664  mov     rax,[r13+8]
  00066c  test    rax,rax
  00066f  je      0x0000000000000680
  000675  cmp     byte ptr [rax+rbx],1
  00067a  jne     0x0000000000004009
  000680  mov     rax,[r13+0x10]
  000688  mov     r15,[rax+rbx*8]
; v50:list = slice v42, 0, v48 owned => pop2_top/4 (90) {mem=v1, stack=v42, pc=38, opcode='add', k='binary_xy', x=v49, y=v47, depth=v48}
  00068c  cmp     qword ptr [r13+8],0
  000698  jne     0x0000000000001bc8
  00069e  cmp     rbx,[r13]
  0006a6  ja      0x0000000000001bc8
  0006ac  mov     [r13],rbx
; v51:int = add v49, v47 => binary_add/0 (92) {mem=v1, stack=v50, pc=38, x=v49, y=v47}
  0006b4  add     r15,rsi
  0006b7  jo      0x00000000000040a2
; v52:list = append v50, v51 owned
  0006bd  cmp     qword ptr [r13+8],0
  0006c9  jne     0x0000000000001cc3
  0006cf  mov     rax,[r13]
  0006d7  cmp     rax,[r13+0x18]
  0006df  jae     0x0000000000001cc3
  0006e5  mov     rdx,[r13+0x10]
  0006ed  lea     rdx,[rdx+rax*8]
  0006f1  add     rax,1
  0006f5  mov     [r13],rax
  0006fd  mov     [rdx],r15
; v53:int = len v52
  000700  mov     r15,[r13]
; v54:int = eq v53, 0
; guard_false v54 => pop/2 (100) {mem=v1, stack=v52, pc=39, k='store_x', depth=v53, empty=1}
  000708  test    r15,r15
  00070b  je      0x0000000000004112
; v56:int = sub_nov v53, 1
  000711  sub     r15,1
; v57:int = readlist v52, v56 => pop_top/1 (101) {mem=v1, stack=v52, pc=39, k='store_x', depth=v56}
  000718  cmp     r15,[r13]
  000720  jae     0x0000000000004199
  000726  mov     rax,[r13+8]
  00072e  test    rax,rax
  000731  je      0x0000000000000742
  000737  cmp     byte ptr [rax+r15],1
  00073c  jne     0x0000000000004199
  000742  mov     rax,[r13+0x10]
  00074a  mov     rsi,[rax+r15*8]
; v58:list = slice v52, 0, v56 owned => pop_top/2 (101) {mem=v1, stack=v52, pc=39, k='store_x', x=v57, depth=v56}
  00074e  cmp     qword ptr [r13+8],0
  00075a  jne     0x0000000000001d9d
  000760  cmp     r15,[r13]
  000768  ja      0x0000000000001d9d
  00076e  mov     [r13],r15
; v59:list = set v1, 3, v57 owned => store_x/2 (103) {mem=v1, stack=v58, pc=39, a=3, x=v57}
  000776  cmp     qword ptr [r12+8],0
  000782  jne     0x0000000000001e98
  000788  cmp     qword ptr [r12-0x10],1
  000794  jne     0x0000000000001e98
  00079a  cmp     qword ptr [r12-8],1
  0007a6  jne     0x0000000000001e98
  0007ac  cmp     qword ptr [r12],3
  0007b8  jbe     0x0000000000001e98
  0007be  mov     rax,[r12+0x10]
  0007c6  lea     rax,[rax+0x18]
  0007cd  mov     [rax],rsi
; v60:list = append v58, v7 owned
  0007d0  cmp     qword ptr [r13+8],0
  0007dc  jne     0x0000000000001f93
  0007e2  mov     rax,[r13]
  0007ea  cmp     rax,[r13+0x18]
  0007f2  jae     0x0000000000001f93
  0007f8  mov     rdx,[r13+0x10]
  000800  lea     rdx,[rdx+rax*8]
  000804  add     rax,1
  000808  mov     [r13],rax
  000810  mov     [rdx],r14
; v61:list = append v60, 1 owned
  000813  cmp     qword ptr [r13+8],0
  00081f  jne     0x000000000000206d
  000825  mov     rax,[r13]
  00082d  cmp     rax,[r13+0x18]
  000835  jae     0x000000000000206d
  00083b  mov     rdx,[r13+0x10]
  000843  lea     rdx,[rdx+rax*8]
  000847  add     rax,1
  00084b  mov     [r13],rax
  000853  mov     qword ptr [rdx],1
; v62:int = len v61
  00085a  mov     r14,[r13]
; v63:int = lt v62, 2
; guard_false v63 => pop2/2 (120) {mem=v59, stack=v61, pc=45, opcode='add', k='binary_xy', depth=v62, few=1}
  000862  cmp     r14,2
  000869  jl      0x000000000000420a
; v65:int = sub_nov v62, 1
  00086f  mov     rsi,r14
  000872  sub     rsi,1
; v66:int = readlist v61, v65 => pop2_top/1 (121) {mem=v59, stack=v61, pc=45, opcode='add', k='binary_xy', depth=v65}
  000879  cmp     rsi,[r13]
  000881  jae     0x00000000000042a7
  000887  mov     rax,[r13+8]
  00088f  test    rax,rax
  000892  je      0x00000000000008a3
  000898  cmp     byte ptr [rax+rsi],1
  00089d  jne     0x00000000000042a7
  0008a3  mov     rax,[r13+0x10]
  0008ab  mov     rsi,[rax+rsi*8]
; v67:int = add_nov v62, -2
  0008af  add     r14,0xfffffffffffffffe
; v68:int = readlist v61, v67 => pop2_top/3 (121) {mem=v59, stack=v61, pc=45, opcode='add', k='binary_xy', y=v66, depth=v67}
  0008b6  cmp     r14,[r13]
  0008be  jae     0x000000000000432e
  0008c4  mov     rax,[r13+8]
  0008cc  test    rax,rax
  0008cf  je      0x00000000000008e0
  0008d5  cmp     byte ptr [rax+r14],1
  0008da  jne     0x000000000000432e
  0008e0  mov     rax,[r13+0x10]
  0008e8  mov     r15,[rax+r14*8]
; v69:list = slice v61, 0, v67 owned => pop2_top/4 (121) {mem=v59, stack=v61, pc=45, opcode='add', k='binary_xy', x=v68, y=v66, depth=v67}
  0008ec  cmp     qword ptr [r13+8],0
  0008f8  jne     0x000000000000214b
  0008fe  cmp     r14,[r13]
  000906  ja      0x000000000000214b
  00090c  mov     [r13],r14
; v70:int = add v68, v66 => binary_add/0 (123) {mem=v59, stack=v69, pc=45, x=v68, y=v66}
  000914  add     r15,rsi
  000917  jo      0x00000000000043c7
; v71:list = append v69, v70 owned
  00091d  cmp     qword ptr [r13+8],0
  000929  jne     0x0000000000002246
  00092f  mov     rax,[r13]
  000937  cmp     rax,[r13+0x18]
  00093f  jae     0x0000000000002246
  000945  mov     rdx,[r13+0x10]
  00094d  lea     rdx,[rdx+rax*8]
  000951  add     rax,1
  000955  mov     [r13],rax
  00095d  mov     [rdx],r15
; v72:int = len v71
  000960  mov     r15,[r13]
; v73:int = eq v72, 0
; guard_false v73 => pop/2 (131) {mem=v59, stack=v71, pc=46, k='store_x', depth=v72, empty=1}
  000968  test    r15,r15
  00096b  je      0x0000000000004437
; v75:int = sub_nov v72, 1
  000971  sub     r15,1
; v76:int = readlist v71, v75 => pop_top/1 (132) {mem=v59, stack=v71, pc=46, k='store_x', depth=v75}
  000978  cmp     r15,[r13]
  000980  jae     0x00000000000044be
  000986  mov     rax,[r13+8]
  00098e  test    rax,rax
  000991  je      0x00000000000009a2
  000997  cmp     byte ptr [rax+r15],1
  00099c  jne     0x00000000000044be
  0009a2  mov     rax,[r13+0x10]
  0009aa  mov     rsi,[rax+r15*8]
; v77:list = slice v71, 0, v75 owned => pop_top/2 (132) {mem=v59, stack=v71, pc=46, k='store_x', x=v76, depth=v75}
  0009ae  cmp     qword ptr [r13+8],0
  0009ba  jne     0x0000000000002320
  0009c0  cmp     r15,[r13]
  0009c8  ja      0x0000000000002320
  0009ce  mov     [r13],r15
; v78:list = set v59, 2, v76 owned => store_x/2 (134) {mem=v59, stack=v77, pc=46, a=2, x=v76}
  0009d6  cmp     qword ptr [r12+8],0
  0009e2  jne     0x000000000000241b
  0009e8  cmp     qword ptr [r12],2
  0009f4  jbe     0x000000000000241b
  0009fa  mov     rax,[r12+0x10]
  000a02  lea     rax,[rax+0x10]
  000a09  mov     [rax],rsi
; guard_steps => dispatch_loop/0 (150) {mem=v78, stack=v77, pc=15}
; v80:list = phi mem v78
; v81:list = phi stack v77
; loop (150)
  000a0c  nop
  000a0d  nop
  000a0e  nop
  000a0f  nop
; v83:int = readlist v80, 2 => op_load/2 (4) {mem=v80, stack=v81, pc=15, a=2}
  000a10  cmp     qword ptr [r12],2
  000a1c  jbe     0x000000000000452f
  000a22  mov     rax,[r12+8]
  000a2a  test    rax,rax
  000a2d  je      0x0000000000000a40
  000a33  cmp     byte ptr [rax+2],1
  000a3a  jne     0x000000000000452f
  000a40  mov     rax,[r12+0x10]
  000a48  mov     rsi,[rax+0x10]
; v84:list = append v81, v83 owned
  000a4f  cmp     qword ptr [r13+8],0
  000a5b  jne     0x0000000000002516
  000a61  mov     rax,[r13]
  000a69  cmp     rax,[r13+0x18]
  000a71  jae     0x0000000000002516
  000a77  mov     rdx,[r13+0x10]
  000a7f  lea     rdx,[rdx+rax*8]
  000a83  add     rax,1
  000a87  mov     [r13],rax
  000a8f  mov     [rdx],rsi
; v85:int = readlist v80, 0 => op_load/2 (9) {mem=v80, stack=v84, pc=17, a=0}
  000a92  cmp     qword ptr [r12],0
  000a9e  jbe     0x000000000000458e
  000aa4  mov     rax,[r12+8]
  000aac  test    rax,rax
  000aaf  je      0x0000000000000ac2
  000ab5  cmp     byte ptr [rax],1
  000abc  jne     0x000000000000458e
  000ac2  mov     rax,[r12+0x10]
  000aca  mov     r15,[rax]
; v86:list = append v84, v85 owned
  000ad1  cmp     qword ptr [r13+8],0
  000add  jne     0x00000000000025f0
  000ae3  mov     rax,[r13]
  000aeb  cmp     rax,[r13+0x18]
  000af3  jae     0x00000000000025f0
  000af9  mov     rdx,[r13+0x10]
  000b01  lea     rdx,[rdx+rax*8]
  000b05  add     rax,1
  000b09  mov     [r13],rax
  000b11  mov     [rdx],r15
; v87:int = len v86
  000b14  mov     r15,[r13]
; v88:int = lt v87, 2
; guard_false v88 => pop2/2 (21) {mem=v80, stack=v86, pc=19, opcode='eq', k='binary_xy', depth=v87, few=1}
  000b1c  cmp     r15,2
  000b23  jl      0x00000000000045ed
; v90:int = sub_nov v87, 1
  000b29  mov     r14,r15
  000b2c  sub     r14,1
; v91:int = readlist v86, v90 => pop2_top/1 (22) {mem=v80, stack=v86, pc=19, opcode='eq', k='binary_xy', depth=v90}
  000b33  cmp     r14,[r13]
  000b3b  jae     0x000000000000468a
  000b41  mov     rax,[r13+8]
  000b49  test    rax,rax
  000b4c  je      0x0000000000000b5d
  000b52  cmp     byte ptr [rax+r14],1
  000b57  jne     0x000000000000468a
  000b5d  mov     rax,[r13+0x10]
  000b65  mov     r14,[rax+r14*8]
; v92:int = add_nov v87, -2
  000b69  add     r15,0xfffffffffffffffe
; v93:int = readlist v86, v92 => pop2_top/3 (22) {mem=v80, stack=v86, pc=19, opcode='eq', k='binary_xy', y=v91, depth=v92}
  000b70  cmp     r15,[r13]
  000b78  jae     0x0000000000004711
  000b7e  mov     rax,[r13+8]
  000b86  test    rax,rax
  000b89  je      0x0000000000000b9a
  000b8f  cmp     byte ptr [rax+r15],1
  000b94  jne     0x0000000000004711
  000b9a  mov     rax,[r13+0x10]
  000ba2  mov     rbx,[rax+r15*8]
; v94:list = slice v86, 0, v92 owned => pop2_top/4 (22) {mem=v80, stack=v86, pc=19, opcode='eq', k='binary_xy', x=v93, y=v91, depth=v92}
  000ba6  cmp     qword ptr [r13+8],0
  000bb2  jne     0x00000000000026ca
  000bb8  cmp     r15,[r13]
  000bc0  ja      0x00000000000026ca
  000bc6  mov     [r13],r15
; v95:int = eq v93, v91
  000bce  cmp     rbx,r14
  000bd1  sete    al
  000bd4  movzx   ebx,al
; v96:list = append v94, v95 owned
  000bd8  cmp     qword ptr [r13+8],0
  000be4  jne     0x00000000000027c5
  000bea  mov     rax,[r13]
  000bf2  cmp     rax,[r13+0x18]
  000bfa  jae     0x00000000000027c5
  000c00  mov     rdx,[r13+0x10]
  000c08  lea     rdx,[rdx+rax*8]
  000c0c  add     rax,1
  000c10  mov     [r13],rax
  000c18  mov     [rdx],rbx
; v97:int = len v96
  000c1b  mov     rbx,[r13]
; v98:int = eq v97, 0
; guard_false v98 => pop/2 (45) {mem=v80, stack=v96, pc=20, k='jump_if_zero_x', depth=v97, empty=1}
  000c23  test    rbx,rbx
  000c26  je      0x00000000000047aa
; v100:int = sub_nov v97, 1
  000c2c  sub     rbx,1
; v101:int = readlist v96, v100 => pop_top/1 (46) {mem=v80, stack=v96, pc=20, k='jump_if_zero_x', depth=v100}
  000c33  cmp     rbx,[r13]
  000c3b  jae     0x0000000000004831
  000c41  mov     rax,[r13+8]
  000c49  test    rax,rax
  000c4c  je      0x0000000000000c5d
  000c52  cmp     byte ptr [rax+rbx],1
  000c57  jne     0x0000000000004831
  000c5d  mov     rax,[r13+0x10]
  000c65  mov     r14,[rax+rbx*8]
; v102:list = slice v96, 0, v100 owned => pop_top/2 (46) {mem=v80, stack=v96, pc=20, k='jump_if_zero_x', x=v101, depth=v100}
  000c69  cmp     qword ptr [r13+8],0
  000c75  jne     0x000000000000289f
  000c7b  cmp     rbx,[r13]
  000c83  ja      0x000000000000289f
  000c89  mov     [r13],rbx
; guard_false v101 => jump_if_zero_x/0 (49) {mem=v80, stack=v102, pc=20, x=v101}
  000c91  test    r14,r14
  000c94  jne     0x00000000000048a2
; v104:int = readlist v80, 3 => op_load/2 (55) {mem=v80, stack=v102, pc=31, a=3}
  000c9a  cmp     qword ptr [r12],3
  000ca6  jbe     0x00000000000048fd
  000cac  mov     rax,[r12+8]
  000cb4  test    rax,rax
  000cb7  je      0x0000000000000cca
  000cbd  cmp     byte ptr [rax+3],1
  000cc4  jne     0x00000000000048fd
  000cca  mov     rax,[r12+0x10]
  000cd2  mov     r14,[rax+0x18]
; v105:list = append v102, v104 owned
  000cd9  cmp     qword ptr [r13+8],0
  000ce5  jne     0x000000000000299a
  000ceb  mov     rax,[r13]
  000cf3  cmp     rax,[r13+0x18]
  000cfb  jae     0x000000000000299a
  000d01  mov     rdx,[r13+0x10]
  000d09  lea     rdx,[rdx+rax*8]
  000d0d  add     rax,1
  000d11  mov     [r13],rax
  000d19  mov     [rdx],r14
; v106:int = readlist v80, 1 => op_load/2 (60) {mem=v80, stack=v105, pc=33, a=1}
  000d1c  cmp     qword ptr [r12],1
  000d28  jbe     0x000000000000495c
  000d2e  mov     rax,[r12+8]
  000d36  test    rax,rax
  000d39  je      0x0000000000000d4c
  000d3f  cmp     byte ptr [rax+1],1
  000d46  jne     0x000000000000495c
  000d4c  mov     rax,[r12+0x10]
  000d54  mov     r14,[rax+8]
; v107:list = append v105, v106 owned
  000d5b  cmp     qword ptr [r13+8],0
  000d67  jne     0x0000000000002a74
  000d6d  mov     rax,[r13]
  000d75  cmp     rax,[r13+0x18]
  000d7d  jae     0x0000000000002a74
  000d83  mov     rdx,[r13+0x10]
  000d8b  lea     rdx,[rdx+rax*8]
  000d8f  add     rax,1
  000d93  mov     [r13],rax
  000d9b  mov     [rdx],r14
; v108:list = append v107, v83 owned
  000d9e  cmp     qword ptr [r13+8],0
  000daa  jne     0x0000000000002b4e
  000db0  mov     rax,[r13]
  000db8  cmp     rax,[r13+0x18]
  000dc0  jae     0x0000000000002b4e
  000dc6  mov     rdx,[r13+0x10]
  000dce  lea     rdx,[rdx+rax*8]
  000dd2  add     rax,1
  000dd6  mov     [r13],rax
  000dde  mov     [rdx],rsi
; v109:int = len v108
  000de1  mov     r14,[r13]
; v110:int = lt v109, 2
; guard_false v110 => pop2/2 (75) {mem=v80, stack=v108, pc=37, opcode='mul', k='binary_xy', depth=v109, few=1}
  000de9  cmp     r14,2
  000df0  jl      0x00000000000049bb
; v112:int = sub_nov v109, 1
  000df6  mov     rbx,r14
  000df9  sub     rbx,1
; v113:int = readlist v108, v112 => pop2_top/1 (76) {mem=v80, stack=v108, pc=37, opcode='mul', k='binary_xy', depth=v112}
  000e00  cmp     rbx,[r13]
  000e08  jae     0x0000000000004a58
  000e0e  mov     rax,[r13+8]
  000e16  test    rax,rax
  000e19  je      0x0000000000000e2a
  000e1f  cmp     byte ptr [rax+rbx],1
  000e24  jne     0x0000000000004a58
  000e2a  mov     rax,[r13+0x10]
  000e32  mov     rbx,[rax+rbx*8]
; v114:int = add_nov v109, -2
  000e36  add     r14,0xfffffffffffffffe
; v115:int = readlist v108, v114 => pop2_top/3 (76) {mem=v80, stack=v108, pc=37, opcode='mul', k='binary_xy', y=v113, depth=v114}
  000e3d  cmp     r14,[r13]
  000e45  jae     0x0000000000004adf
  000e4b  mov     rax,[r13+8]
  000e53  test    rax,rax
  000e56  je      0x0000000000000e67
  000e5c  cmp     byte ptr [rax+r14],1
  000e61  jne     0x0000000000004adf
  000e67  mov     rax,[r13+0x10]
  000e6f  mov     r15,[rax+r14*8]
; v116:list = slice v108, 0, v114 owned => pop2_top/4 (76) {mem=v80, stack=v108, pc=37, opcode='mul', k='binary_xy', x=v115, y=v113, depth=v114}
  000e73  cmp     qword ptr [r13+8],0
  000e7f  jne     0x0000000000002c28
  000e85  cmp     r14,[r13]
  000e8d  ja      0x0000000000002c28
  000e93  mov     [r13],r14
; v117:int = mul v115, v113 => binary_mul/0 (80) {mem=v80, stack=v116, pc=37, x=v115, y=v113}
  000e9b  mov     r11,r15
  000e9e  imul    r11,rbx
  000ea2  jo      0x0000000000004b78
  000ea8  mov     r15,r11
; v118:list = append v116, v117 owned
  000eab  cmp     qword ptr [r13+8],0
  000eb7  jne     0x0000000000002d23
  000ebd  mov     rax,[r13]
  000ec5  cmp     rax,[r13+0x18]
  000ecd  jae     0x0000000000002d23
  000ed3  mov     rdx,[r13+0x10]
  000edb  lea     rdx,[rdx+rax*8]
  000edf  add     rax,1
  000ee3  mov     [r13],rax
  000eeb  mov     [rdx],r15
; v119:int = len v118
  000eee  mov     r15,[r13]
; v120:int = lt v119, 2
; guard_false v120 => pop2/2 (89) {mem=v80, stack=v118, pc=38, opcode='add', k='binary_xy', depth=v119, few=1}
  000ef6  cmp     r15,2
  000efd  jl      0x0000000000004be5
; v122:int = sub_nov v119, 1
  000f03  mov     rbx,r15
  000f06  sub     rbx,1
; v123:int = readlist v118, v122 => pop2_top/1 (90) {mem=v80, stack=v118, pc=38, opcode='add', k='binary_xy', depth=v122}
  000f0d  cmp     rbx,[r13]
  000f15  jae     0x0000000000004c82
  000f1b  mov     rax,[r13+8]
  000f23  test    rax,rax
  000f26  je      0x0000000000000f37
  000f2c  cmp     byte ptr [rax+rbx],1
  000f31  jne     0x0000000000004c82
  000f37  mov     rax,[r13+0x10]
  000f3f  mov     rbx,[rax+rbx*8]
; v124:int = add_nov v119, -2
  000f43  add     r15,0xfffffffffffffffe
; v125:int = readlist v118, v124 => pop2_top/3 (90) {mem=v80, stack=v118, pc=38, opcode='add', k='binary_xy', y=v123, depth=v124}
  000f4a  cmp     r15,[r13]
  000f52  jae     0x0000000000004d09
  000f58  mov     rax,[r13+8]
  000f60  test    rax,rax
  000f63  je      0x0000000000000f74
  000f69  cmp     byte ptr [rax+r15],1
  000f6e  jne     0x0000000000004d09
  000f74  mov     rax,[r13+0x10]
  000f7c  mov     r14,[rax+r15*8]
; v126:list = slice v118, 0, v124 owned => pop2_top/4 (90) {mem=v80, stack=v118, pc=38, opcode='add', k='binary_xy', x=v125, y=v123, depth=v124}
  000f80  cmp     qword ptr [r13+8],0
  000f8c  jne     0x0000000000002dfd
  000f92  cmp     r15,[r13]
  000f9a  ja      0x0000000000002dfd
  000fa0  mov     [r13],r15
; v127:int = add v125, v123 => binary_add/0 (92) {mem=v80, stack=v126, pc=38, x=v125, y=v123}
  000fa8  add     r14,rbx
  000fab  jo      0x0000000000004da2
; v128:list = append v126, v127 owned
  000fb1  cmp     qword ptr [r13+8],0
  000fbd  jne     0x0000000000002ef8
  000fc3  mov     rax,[r13]
  000fcb  cmp     rax,[r13+0x18]
  000fd3  jae     0x0000000000002ef8
  000fd9  mov     rdx,[r13+0x10]
  000fe1  lea     rdx,[rdx+rax*8]
  000fe5  add     rax,1
  000fe9  mov     [r13],rax
  000ff1  mov     [rdx],r14
; v129:int = len v128
  000ff4  mov     r14,[r13]
; v130:int = eq v129, 0
; guard_false v130 => pop/2 (100) {mem=v80, stack=v128, pc=39, k='store_x', depth=v129, empty=1}
  000ffc  test    r14,r14
  000fff  je      0x0000000000004e12
; v132:int = sub_nov v129, 1
  001005  sub     r14,1
; v133:int = readlist v128, v132 => pop_top/1 (101) {mem=v80, stack=v128, pc=39, k='store_x', depth=v132}
  00100c  cmp     r14,[r13]
  001014  jae     0x0000000000004e99
  00101a  mov     rax,[r13+8]
  001022  test    rax,rax
  001025  je      0x0000000000001036
  00102b  cmp     byte ptr [rax+r14],1
  001030  jne     0x0000000000004e99
  001036  mov     rax,[r13+0x10]
  00103e  mov     rbx,[rax+r14*8]
; v134:list = slice v128, 0, v132 owned => pop_top/2 (101) {mem=v80, stack=v128, pc=39, k='store_x', x=v133, depth=v132}
  001042  cmp     qword ptr [r13+8],0
  00104e  jne     0x0000000000002fd2
  001054  cmp     r14,[r13]
  00105c  ja      0x0000000000002fd2
  001062  mov     [r13],r14
; v135:list = set v80, 3, v133 owned => store_x/2 (103) {mem=v80, stack=v134, pc=39, a=3, x=v133}
  00106a  cmp     qword ptr [r12+8],0
  001076  jne     0x00000000000030cd
  00107c  cmp     qword ptr [r12],3
  001088  jbe     0x00000000000030cd
  00108e  mov     rax,[r12+0x10]
  001096  lea     rax,[rax+0x18]
  00109d  mov     [rax],rbx
; v136:list = append v134, v83 owned
  0010a0  cmp     qword ptr [r13+8],0
  0010ac  jne     0x00000000000031c8
  0010b2  mov     rax,[r13]
  0010ba  cmp     rax,[r13+0x18]
  0010c2  jae     0x00000000000031c8
  0010c8  mov     rdx,[r13+0x10]
  0010d0  lea     rdx,[rdx+rax*8]
  0010d4  add     rax,1
  0010d8  mov     [r13],rax
  0010e0  mov     [rdx],rsi
; v137:list = append v136, 1 owned
  0010e3  cmp     qword ptr [r13+8],0
  0010ef  jne     0x00000000000032a2
  0010f5  mov     rax,[r13]
  0010fd  cmp     rax,[r13+0x18]
  001105  jae     0x00000000000032a2
  00110b  mov     rdx,[r13+0x10]
  001113  lea     rdx,[rdx+rax*8]
  001117  add     rax,1
  00111b  mov     [r13],rax
  001123  mov     qword ptr [rdx],1
; v138:int = len v137
  00112a  mov     rsi,[r13]
; v139:int = lt v138, 2
; guard_false v139 => pop2/2 (120) {mem=v135, stack=v137, pc=45, opcode='add', k='binary_xy', depth=v138, few=1}
  001132  cmp     rsi,2
  001139  jl      0x0000000000004f0a
; v141:int = sub_nov v138, 1
  00113f  mov     rbx,rsi
  001142  sub     rbx,1
; v142:int = readlist v137, v141 => pop2_top/1 (121) {mem=v135, stack=v137, pc=45, opcode='add', k='binary_xy', depth=v141}
  001149  cmp     rbx,[r13]
  001151  jae     0x0000000000004fa7
  001157  mov     rax,[r13+8]
  00115f  test    rax,rax
  001162  je      0x0000000000001173
  001168  cmp     byte ptr [rax+rbx],1
  00116d  jne     0x0000000000004fa7
  001173  mov     rax,[r13+0x10]
  00117b  mov     rbx,[rax+rbx*8]
; v143:int = add_nov v138, -2
  00117f  add     rsi,0xfffffffffffffffe
; v144:int = readlist v137, v143 => pop2_top/3 (121) {mem=v135, stack=v137, pc=45, opcode='add', k='binary_xy', y=v142, depth=v143}
  001186  cmp     rsi,[r13]
  00118e  jae     0x000000000000502e
  001194  mov     rax,[r13+8]
  00119c  test    rax,rax
  00119f  je      0x00000000000011b0
  0011a5  cmp     byte ptr [rax+rsi],1
  0011aa  jne     0x000000000000502e
  0011b0  mov     rax,[r13+0x10]
  0011b8  mov     r14,[rax+rsi*8]
; v145:list = slice v137, 0, v143 owned => pop2_top/4 (121) {mem=v135, stack=v137, pc=45, opcode='add', k='binary_xy', x=v144, y=v142, depth=v143}
  0011bc  cmp     qword ptr [r13+8],0
  0011c8  jne     0x0000000000003380
  0011ce  cmp     rsi,[r13]
  0011d6  ja      0x0000000000003380
  0011dc  mov     [r13],rsi
; v146:int = add v144, v142 => binary_add/0 (123) {mem=v135, stack=v145, pc=45, x=v144, y=v142}
  0011e4  add     r14,rbx
  0011e7  jo      0x00000000000050c7
; v147:list = append v145, v146 owned
  0011ed  cmp     qword ptr [r13+8],0
  0011f9  jne     0x000000000000347b
  0011ff  mov     rax,[r13]
  001207  cmp     rax,[r13+0x18]
  00120f  jae     0x000000000000347b
  001215  mov     rdx,[r13+0x10]
  00121d  lea     rdx,[rdx+rax*8]
  001221  add     rax,1
  001225  mov     [r13],rax
  00122d  mov     [rdx],r14
; v148:int = len v147
  001230  mov     r14,[r13]
; v149:int = eq v148, 0
; guard_false v149 => pop/2 (131) {mem=v135, stack=v147, pc=46, k='store_x', depth=v148, empty=1}
  001238  test    r14,r14
  00123b  je      0x0000000000005137
; v151:int = sub_nov v148, 1
  001241  sub     r14,1
; v152:int = readlist v147, v151 => pop_top/1 (132) {mem=v135, stack=v147, pc=46, k='store_x', depth=v151}
  001248  cmp     r14,[r13]
  001250  jae     0x00000000000051be
  001256  mov     rax,[r13+8]
  00125e  test    rax,rax
  001261  je      0x0000000000001272
  001267  cmp     byte ptr [rax+r14],1
  00126c  jne     0x00000000000051be
  001272  mov     rax,[r13+0x10]
  00127a  mov     rbx,[rax+r14*8]
; v153:list = slice v147, 0, v151 owned => pop_top/2 (132) {mem=v135, stack=v147, pc=46, k='store_x', x=v152, depth=v151}
  00127e  cmp     qword ptr [r13+8],0
  00128a  jne     0x0000000000003555
  001290  cmp     r14,[r13]
  001298  ja      0x0000000000003555
  00129e  mov     [r13],r14
; v154:list = set v135, 2, v152 owned => store_x/2 (134) {mem=v135, stack=v153, pc=46, a=2, x=v152}
  0012a6  cmp     qword ptr [r12+8],0
  0012b2  jne     0x0000000000003650
  0012b8  cmp     qword ptr [r12],2
  0012c4  jbe     0x0000000000003650
  0012ca  mov     rax,[r12+0x10]
  0012d2  lea     rax,[rax+0x10]
  0012d9  mov     [rax],rbx
; guard_steps => dispatch_loop/0 (150) {mem=v154, stack=v153, pc=15}
; jump (150) v80 <- v154, v81 <- v153
  0012dc  jmp     0x0000000000000a10
  0012e1  sub     rsp,0x70
  0012e8  mov     [rsp+0x30],rcx
  0012f0  mov     [rsp+0x38],rsi
  0012f8  mov     [rsp+0x40],rdi
  001300  mov     [rsp+0x48],r8
  001308  mov     [rsp+0x50],r9
  001310  mov     [rsp+0x58],r10
  001318  mov     [rsp],r13
  001320  mov     qword ptr [rsp+8],3
  00132c  mov     [rsp+0x10],r14
  001334  mov     qword ptr [rsp+0x18],1
  001340  mov     rdi,[rbp+0x20]
  001347  mov     esi,0xf
  00134c  mov     rdx,rsp
  00134f  mov     rcx,0xfffffffffffffffc
  001359  mov     r8,0xfffffffffffffffc
  001363  mov     r9,0
  00136d  mov     rax,<list_op>
  001377  call    rax
  001379  mov     r11,rax
  00137c  mov     rcx,[rsp+0x30]
  001384  mov     rsi,[rsp+0x38]
  00138c  mov     rdi,[rsp+0x40]
  001394  mov     r8,[rsp+0x48]
  00139c  mov     r9,[rsp+0x50]
  0013a4  mov     r10,[rsp+0x58]
  0013ac  add     rsp,0x70
  0013b3  mov     r13,r11
  0013b6  jmp     0x000000000000019e
  0013bb  sub     rsp,0x70
  0013c2  mov     [rsp+0x30],rcx
  0013ca  mov     [rsp+0x38],rsi
  0013d2  mov     [rsp+0x40],rdi
  0013da  mov     [rsp+0x48],r8
  0013e2  mov     [rsp+0x50],r9
  0013ea  mov     [rsp+0x58],r10
  0013f2  mov     [rsp],r13
  0013fa  mov     qword ptr [rsp+8],3
  001406  mov     [rsp+0x10],rbx
  00140e  mov     qword ptr [rsp+0x18],1
  00141a  mov     rdi,[rbp+0x20]
  001421  mov     esi,0xf
  001426  mov     rdx,rsp
  001429  mov     rcx,0xfffffffffffffffc
  001433  mov     r8,0xfffffffffffffffc
  00143d  mov     r9,0
  001447  mov     rax,<list_op>
  001451  call    rax
  001453  mov     r11,rax
  001456  mov     rcx,[rsp+0x30]
  00145e  mov     rsi,[rsp+0x38]
  001466  mov     rdi,[rsp+0x40]
  00146e  mov     r8,[rsp+0x48]
  001476  mov     r9,[rsp+0x50]
  00147e  mov     r10,[rsp+0x58]
  001486  add     rsp,0x70
  00148d  mov     r13,r11
  001490  jmp     0x0000000000000220
  001495  sub     rsp,0x70
  00149c  mov     [rsp+0x30],rcx
  0014a4  mov     [rsp+0x38],rsi
  0014ac  mov     [rsp+0x40],rdi
  0014b4  mov     [rsp+0x48],r8
  0014bc  mov     [rsp+0x50],r9
  0014c4  mov     [rsp+0x58],r10
  0014cc  mov     [rsp],r13
  0014d4  mov     qword ptr [rsp+8],3
  0014e0  mov     qword ptr [rsp+0x10],0
  0014ec  mov     qword ptr [rsp+0x18],1
  0014f8  mov     [rsp+0x20],rbx
  001500  mov     qword ptr [rsp+0x28],1
  00150c  mov     rdi,[rbp+0x20]
  001513  mov     esi,0x10
  001518  mov     rdx,rsp
  00151b  mov     rcx,0xfffffffffffffffc
  001525  mov     r8,0xfffffffffffffffc
  00152f  mov     r9,0
  001539  mov     rax,<list_op>
  001543  call    rax
  001545  mov     r11,rax
  001548  mov     rcx,[rsp+0x30]
  001550  mov     rsi,[rsp+0x38]
  001558  mov     rdi,[rsp+0x40]
  001560  mov     r8,[rsp+0x48]
  001568  mov     r9,[rsp+0x50]
  001570  mov     r10,[rsp+0x58]
  001578  add     rsp,0x70
  00157f  test    rdx,rdx
  001582  je      0x000000000000522f
  001588  mov     r13,r11
  00158b  jmp     0x00000000000002da
  001590  sub     rsp,0x70
  001597  mov     [rsp+0x30],rcx
  00159f  mov     [rsp+0x38],rsi
  0015a7  mov     [rsp+0x40],rdi
  0015af  mov     [rsp+0x48],r8
  0015b7  mov     [rsp+0x50],r9
  0015bf  mov     [rsp+0x58],r10
  0015c7  mov     [rsp],r13
  0015cf  mov     qword ptr [rsp+8],3
  0015db  mov     [rsp+0x10],rsi
  0015e3  mov     qword ptr [rsp+0x18],1
  0015ef  mov     rdi,[rbp+0x20]
  0015f6  mov     esi,0xf
  0015fb  mov     rdx,rsp
  0015fe  mov     rcx,0xfffffffffffffffc
  001608  mov     r8,0xfffffffffffffffc
  001612  mov     r9,0
  00161c  mov     rax,<list_op>
  001626  call    rax
  001628  mov     r11,rax
  00162b  mov     rcx,[rsp+0x30]
  001633  mov     rsi,[rsp+0x38]
  00163b  mov     rdi,[rsp+0x40]
  001643  mov     r8,[rsp+0x48]
  00164b  mov     r9,[rsp+0x50]
  001653  mov     r10,[rsp+0x58]
  00165b  add     rsp,0x70
  001662  mov     r13,r11
  001665  jmp     0x0000000000000327
  00166a  sub     rsp,0x70
  001671  mov     [rsp+0x30],rcx
  001679  mov     [rsp+0x38],rsi
  001681  mov     [rsp+0x40],rdi
  001689  mov     [rsp+0x48],r8
  001691  mov     [rsp+0x50],r9
  001699  mov     [rsp+0x58],r10
  0016a1  mov     [rsp],r13
  0016a9  mov     qword ptr [rsp+8],3
  0016b5  mov     qword ptr [rsp+0x10],0
  0016c1  mov     qword ptr [rsp+0x18],1
  0016cd  mov     [rsp+0x20],rsi
  0016d5  mov     qword ptr [rsp+0x28],1
  0016e1  mov     rdi,[rbp+0x20]
  0016e8  mov     esi,0x10
  0016ed  mov     rdx,rsp
  0016f0  mov     rcx,0xfffffffffffffffc
  0016fa  mov     r8,0xfffffffffffffffc
  001704  mov     r9,0
  00170e  mov     rax,<list_op>
  001718  call    rax
  00171a  mov     r11,rax
  00171d  mov     rcx,[rsp+0x30]
  001725  mov     rsi,[rsp+0x38]
  00172d  mov     rdi,[rsp+0x40]
  001735  mov     r8,[rsp+0x48]
  00173d  mov     r9,[rsp+0x50]
  001745  mov     r10,[rsp+0x58]
  00174d  add     rsp,0x70
  001754  test    rdx,rdx
  001757  je      0x00000000000052da
  00175d  mov     r13,r11
  001760  jmp     0x000000000000039d
  001765  sub     rsp,0x70
  00176c  mov     [rsp+0x30],rcx
  001774  mov     [rsp+0x38],rsi
  00177c  mov     [rsp+0x40],rdi
  001784  mov     [rsp+0x48],r8
  00178c  mov     [rsp+0x50],r9
  001794  mov     [rsp+0x58],r10
  00179c  mov     [rsp],r13
  0017a4  mov     qword ptr [rsp+8],3
  0017b0  mov     [rsp+0x10],r15
  0017b8  mov     qword ptr [rsp+0x18],1
  0017c4  mov     rdi,[rbp+0x20]
  0017cb  mov     esi,0xf
  0017d0  mov     rdx,rsp
  0017d3  mov     rcx,0xfffffffffffffffc
  0017dd  mov     r8,0xfffffffffffffffc
  0017e7  mov     r9,0
  0017f1  mov     rax,<list_op>
  0017fb  call    rax
  0017fd  mov     r11,rax
  001800  mov     rcx,[rsp+0x30]
  001808  mov     rsi,[rsp+0x38]
  001810  mov     rdi,[rsp+0x40]
  001818  mov     r8,[rsp+0x48]
  001820  mov     r9,[rsp+0x50]
  001828  mov     r10,[rsp+0x58]
  001830  add     rsp,0x70
  001837  mov     r13,r11
  00183a  jmp     0x0000000000000428
  00183f  sub     rsp,0x70
  001846  mov     [rsp+0x30],rcx
  00184e  mov     [rsp+0x38],rsi
  001856  mov     [rsp+0x40],rdi
  00185e  mov     [rsp+0x48],r8
  001866  mov     [rsp+0x50],r9
  00186e  mov     [rsp+0x58],r10
  001876  mov     [rsp],r13
  00187e  mov     qword ptr [rsp+8],3
  00188a  mov     [rsp+0x10],r15
  001892  mov     qword ptr [rsp+0x18],1
  00189e  mov     rdi,[rbp+0x20]
  0018a5  mov     esi,0xf
  0018aa  mov     rdx,rsp
  0018ad  mov     rcx,0xfffffffffffffffc
  0018b7  mov     r8,0xfffffffffffffffc
  0018c1  mov     r9,0
  0018cb  mov     rax,<list_op>
  0018d5  call    rax
  0018d7  mov     r11,rax
  0018da  mov     rcx,[rsp+0x30]
  0018e2  mov     rsi,[rsp+0x38]
  0018ea  mov     rdi,[rsp+0x40]
  0018f2  mov     r8,[rsp+0x48]
  0018fa  mov     r9,[rsp+0x50]
  001902  mov     r10,[rsp+0x58]
  00190a  add     rsp,0x70
  001911  mov     r13,r11
  001914  jmp     0x00000000000004aa
  001919  sub     rsp,0x70
  001920  mov     [rsp+0x30],rcx
  001928  mov     [rsp+0x38],rsi
  001930  mov     [rsp+0x40],rdi
  001938  mov     [rsp+0x48],r8
  001940  mov     [rsp+0x50],r9
  001948  mov     [rsp+0x58],r10
  001950  mov     [rsp],r13
  001958  mov     qword ptr [rsp+8],3
  001964  mov     [rsp+0x10],r14
  00196c  mov     qword ptr [rsp+0x18],1
  001978  mov     rdi,[rbp+0x20]
  00197f  mov     esi,0xf
  001984  mov     rdx,rsp
  001987  mov     rcx,0xfffffffffffffffc
  001991  mov     r8,0xfffffffffffffffc
  00199b  mov     r9,0
  0019a5  mov     rax,<list_op>
  0019af  call    rax
  0019b1  mov     r11,rax
  0019b4  mov     rcx,[rsp+0x30]
  0019bc  mov     rsi,[rsp+0x38]
  0019c4  mov     rdi,[rsp+0x40]
  0019cc  mov     r8,[rsp+0x48]
  0019d4  mov     r9,[rsp+0x50]
  0019dc  mov     r10,[rsp+0x58]
  0019e4  add     rsp,0x70
  0019eb  mov     r13,r11
  0019ee  jmp     0x00000000000004ed
  0019f3  sub     rsp,0x70
  0019fa  mov     [rsp+0x30],rcx
  001a02  mov     [rsp+0x38],rsi
  001a0a  mov     [rsp+0x40],rdi
  001a12  mov     [rsp+0x48],r8
  001a1a  mov     [rsp+0x50],r9
  001a22  mov     [rsp+0x58],r10
  001a2a  mov     [rsp],r13
  001a32  mov     qword ptr [rsp+8],3
  001a3e  mov     qword ptr [rsp+0x10],0
  001a4a  mov     qword ptr [rsp+0x18],1
  001a56  mov     [rsp+0x20],r15
  001a5e  mov     qword ptr [rsp+0x28],1
  001a6a  mov     rdi,[rbp+0x20]
  001a71  mov     esi,0x10
  001a76  mov     rdx,rsp
  001a79  mov     rcx,0xfffffffffffffffc
  001a83  mov     r8,0xfffffffffffffffc
  001a8d  mov     r9,0
  001a97  mov     rax,<list_op>
  001aa1  call    rax
  001aa3  mov     r11,rax
  001aa6  mov     rcx,[rsp+0x30]
  001aae  mov     rsi,[rsp+0x38]
  001ab6  mov     rdi,[rsp+0x40]
  001abe  mov     r8,[rsp+0x48]
  001ac6  mov     r9,[rsp+0x50]
  001ace  mov     r10,[rsp+0x58]
  001ad6  add     rsp,0x70
  001add  test    rdx,rdx
  001ae0  je      0x000000000000535d
  001ae6  mov     r13,r11
  001ae9  jmp     0x00000000000005a7
  001aee  sub     rsp,0x70
  001af5  mov     [rsp+0x30],rcx
  001afd  mov     [rsp+0x38],rsi
  001b05  mov     [rsp+0x40],rdi
  001b0d  mov     [rsp+0x48],r8
  001b15  mov     [rsp+0x50],r9
  001b1d  mov     [rsp+0x58],r10
  001b25  mov     [rsp],r13
  001b2d  mov     qword ptr [rsp+8],3
  001b39  mov     [rsp+0x10],rbx
  001b41  mov     qword ptr [rsp+0x18],1
  001b4d  mov     rdi,[rbp+0x20]
  001b54  mov     esi,0xf
  001b59  mov     rdx,rsp
  001b5c  mov     rcx,0xfffffffffffffffc
  001b66  mov     r8,0xfffffffffffffffc
  001b70  mov     r9,0
  001b7a  mov     rax,<list_op>
  001b84  call    rax
  001b86  mov     r11,rax
  001b89  mov     rcx,[rsp+0x30]
  001b91  mov     rsi,[rsp+0x38]
  001b99  mov     rdi,[rsp+0x40]
  001ba1  mov     r8,[rsp+0x48]
  001ba9  mov     r9,[rsp+0x50]
  001bb1  mov     r10,[rsp+0x58]
  001bb9  add     rsp,0x70
  001bc0  mov     r13,r11
  001bc3  jmp     0x00000000000005fa
  001bc8  sub     rsp,0x70
  001bcf  mov     [rsp+0x30],rcx
  001bd7  mov     [rsp+0x38],rsi
  001bdf  mov     [rsp+0x40],rdi
  001be7  mov     [rsp+0x48],r8
  001bef  mov     [rsp+0x50],r9
  001bf7  mov     [rsp+0x58],r10
  001bff  mov     [rsp],r13
  001c07  mov     qword ptr [rsp+8],3
  001c13  mov     qword ptr [rsp+0x10],0
  001c1f  mov     qword ptr [rsp+0x18],1
  001c2b  mov     [rsp+0x20],rbx
  001c33  mov     qword ptr [rsp+0x28],1
  001c3f  mov     rdi,[rbp+0x20]
  001c46  mov     esi,0x10
  001c4b  mov     rdx,rsp
  001c4e  mov     rcx,0xfffffffffffffffc
  001c58  mov     r8,0xfffffffffffffffc
  001c62  mov     r9,0
  001c6c  mov     rax,<list_op>
  001c76  call    rax
  001c78  mov     r11,rax
  001c7b  mov     rcx,[rsp+0x30]
  001c83  mov     rsi,[rsp+0x38]
  001c8b  mov     rdi,[rsp+0x40]
  001c93  mov     r8,[rsp+0x48]
  001c9b  mov     r9,[rsp+0x50]
  001ca3  mov     r10,[rsp+0x58]
  001cab  add     rsp,0x70
  001cb2  test    rdx,rdx
  001cb5  je      0x0000000000005408
  001cbb  mov     r13,r11
  001cbe  jmp     0x00000000000006b4
  001cc3  sub     rsp,0x70
  001cca  mov     [rsp+0x30],rcx
  001cd2  mov     [rsp+0x38],rsi
  001cda  mov     [rsp+0x40],rdi
  001ce2  mov     [rsp+0x48],r8
  001cea  mov     [rsp+0x50],r9
  001cf2  mov     [rsp+0x58],r10
  001cfa  mov     [rsp],r13
  001d02  mov     qword ptr [rsp+8],3
  001d0e  mov     [rsp+0x10],r15
  001d16  mov     qword ptr [rsp+0x18],1
  001d22  mov     rdi,[rbp+0x20]
  001d29  mov     esi,0xf
  001d2e  mov     rdx,rsp
  001d31  mov     rcx,0xfffffffffffffffc
  001d3b  mov     r8,0xfffffffffffffffc
  001d45  mov     r9,0
  001d4f  mov     rax,<list_op>
  001d59  call    rax
  001d5b  mov     r11,rax
  001d5e  mov     rcx,[rsp+0x30]
  001d66  mov     rsi,[rsp+0x38]
  001d6e  mov     rdi,[rsp+0x40]
  001d76  mov     r8,[rsp+0x48]
  001d7e  mov     r9,[rsp+0x50]
  001d86  mov     r10,[rsp+0x58]
  001d8e  add     rsp,0x70
  001d95  mov     r13,r11
  001d98  jmp     0x0000000000000700
  001d9d  sub     rsp,0x70
  001da4  mov     [rsp+0x30],rcx
  001dac  mov     [rsp+0x38],rsi
  001db4  mov     [rsp+0x40],rdi
  001dbc  mov     [rsp+0x48],r8
  001dc4  mov     [rsp+0x50],r9
  001dcc  mov     [rsp+0x58],r10
  001dd4  mov     [rsp],r13
  001ddc  mov     qword ptr [rsp+8],3
  001de8  mov     qword ptr [rsp+0x10],0
  001df4  mov     qword ptr [rsp+0x18],1
  001e00  mov     [rsp+0x20],r15
  001e08  mov     qword ptr [rsp+0x28],1
  001e14  mov     rdi,[rbp+0x20]
  001e1b  mov     esi,0x10
  001e20  mov     rdx,rsp
  001e23  mov     rcx,0xfffffffffffffffc
  001e2d  mov     r8,0xfffffffffffffffc
  001e37  mov     r9,0
  001e41  mov     rax,<list_op>
  001e4b  call    rax
  001e4d  mov     r11,rax
  001e50  mov     rcx,[rsp+0x30]
  001e58  mov     rsi,[rsp+0x38]
  001e60  mov     rdi,[rsp+0x40]
  001e68  mov     r8,[rsp+0x48]
  001e70  mov     r9,[rsp+0x50]
  001e78  mov     r10,[rsp+0x58]
  001e80  add     rsp,0x70
  001e87  test    rdx,rdx
  001e8a  je      0x00000000000054b3
  001e90  mov     r13,r11
  001e93  jmp     0x0000000000000776
  001e98  sub     rsp,0x70
  001e9f  mov     [rsp+0x30],rcx
  001ea7  mov     [rsp+0x38],rsi
  001eaf  mov     [rsp+0x40],rdi
  001eb7  mov     [rsp+0x48],r8
  001ebf  mov     [rsp+0x50],r9
  001ec7  mov     [rsp+0x58],r10
  001ecf  mov     [rsp],r12
  001ed7  mov     qword ptr [rsp+8],3
  001ee3  mov     qword ptr [rsp+0x10],3
  001eef  mov     qword ptr [rsp+0x18],1
  001efb  mov     [rsp+0x20],rsi
  001f03  mov     qword ptr [rsp+0x28],1
  001f0f  mov     rdi,[rbp+0x20]
  001f16  mov     esi,0xe
  001f1b  mov     rdx,rsp
  001f1e  mov     rcx,0xfffffffffffffffe
  001f28  mov     r8,0xfffffffffffffffe
  001f32  mov     r9,0
  001f3c  mov     rax,<list_op>
  001f46  call    rax
  001f48  mov     r11,rax
  001f4b  mov     rcx,[rsp+0x30]
  001f53  mov     rsi,[rsp+0x38]
  001f5b  mov     rdi,[rsp+0x40]
  001f63  mov     r8,[rsp+0x48]
  001f6b  mov     r9,[rsp+0x50]
  001f73  mov     r10,[rsp+0x58]
  001f7b  add     rsp,0x70
  001f82  test    rdx,rdx
  001f85  je      0x0000000000005536
  001f8b  mov     r12,r11
  001f8e  jmp     0x00000000000007d0
  001f93  sub     rsp,0x70
  001f9a  mov     [rsp+0x30],rcx
  001fa2  mov     [rsp+0x38],rsi
  001faa  mov     [rsp+0x40],rdi
  001fb2  mov     [rsp+0x48],r8
  001fba  mov     [rsp+0x50],r9
  001fc2  mov     [rsp+0x58],r10
  001fca  mov     [rsp],r13
  001fd2  mov     qword ptr [rsp+8],3
  001fde  mov     [rsp+0x10],r14
  001fe6  mov     qword ptr [rsp+0x18],1
  001ff2  mov     rdi,[rbp+0x20]
  001ff9  mov     esi,0xf
  001ffe  mov     rdx,rsp
  002001  mov     rcx,0xfffffffffffffffc
  00200b  mov     r8,0xfffffffffffffffc
  002015  mov     r9,0
  00201f  mov     rax,<list_op>
  002029  call    rax
  00202b  mov     r11,rax
  00202e  mov     rcx,[rsp+0x30]
  002036  mov     rsi,[rsp+0x38]
  00203e  mov     rdi,[rsp+0x40]
  002046  mov     r8,[rsp+0x48]
  00204e  mov     r9,[rsp+0x50]
  002056  mov     r10,[rsp+0x58]
  00205e  add     rsp,0x70
  002065  mov     r13,r11
  002068  jmp     0x0000000000000813
  00206d  sub     rsp,0x70
  002074  mov     [rsp+0x30],rcx
  00207c  mov     [rsp+0x38],rsi
  002084  mov     [rsp+0x40],rdi
  00208c  mov     [rsp+0x48],r8
  002094  mov     [rsp+0x50],r9
  00209c  mov     [rsp+0x58],r10
  0020a4  mov     [rsp],r13
  0020ac  mov     qword ptr [rsp+8],3
  0020b8  mov     qword ptr [rsp+0x10],1
  0020c4  mov     qword ptr [rsp+0x18],1
  0020d0  mov     rdi,[rbp+0x20]
  0020d7  mov     esi,0xf
  0020dc  mov     rdx,rsp
  0020df  mov     rcx,0xfffffffffffffffc
  0020e9  mov     r8,0xfffffffffffffffc
  0020f3  mov     r9,0
  0020fd  mov     rax,<list_op>
  002107  call    rax
  002109  mov     r11,rax
  00210c  mov     rcx,[rsp+0x30]
  002114  mov     rsi,[rsp+0x38]
  00211c  mov     rdi,[rsp+0x40]
  002124  mov     r8,[rsp+0x48]
  00212c  mov     r9,[rsp+0x50]
  002134  mov     r10,[rsp+0x58]
  00213c  add     rsp,0x70
  002143  mov     r13,r11
  002146  jmp     0x000000000000085a
  00214b  sub     rsp,0x70
  002152  mov     [rsp+0x30],rcx
  00215a  mov     [rsp+0x38],rsi
  002162  mov     [rsp+0x40],rdi
  00216a  mov     [rsp+0x48],r8
  002172  mov     [rsp+0x50],r9
  00217a  mov     [rsp+0x58],r10
  002182  mov     [rsp],r13
  00218a  mov     qword ptr [rsp+8],3
  002196  mov     qword ptr [rsp+0x10],0
  0021a2  mov     qword ptr [rsp+0x18],1
  0021ae  mov     [rsp+0x20],r14
  0021b6  mov     qword ptr [rsp+0x28],1
  0021c2  mov     rdi,[rbp+0x20]
  0021c9  mov     esi,0x10
  0021ce  mov     rdx,rsp
  0021d1  mov     rcx,0xfffffffffffffffc
  0021db  mov     r8,0xfffffffffffffffc
  0021e5  mov     r9,0
  0021ef  mov     rax,<list_op>
  0021f9  call    rax
  0021fb  mov     r11,rax
  0021fe  mov     rcx,[rsp+0x30]
  002206  mov     rsi,[rsp+0x38]
  00220e  mov     rdi,[rsp+0x40]
  002216  mov     r8,[rsp+0x48]
  00221e  mov     r9,[rsp+0x50]
  002226  mov     r10,[rsp+0x58]
  00222e  add     rsp,0x70
  002235  test    rdx,rdx
  002238  je      0x00000000000055a7
  00223e  mov     r13,r11
  002241  jmp     0x0000000000000914
  002246  sub     rsp,0x70
  00224d  mov     [rsp+0x30],rcx
  002255  mov     [rsp+0x38],rsi
  00225d  mov     [rsp+0x40],rdi
  002265  mov     [rsp+0x48],r8
  00226d  mov     [rsp+0x50],r9
  002275  mov     [rsp+0x58],r10
  00227d  mov     [rsp],r13
  002285  mov     qword ptr [rsp+8],3
  002291  mov     [rsp+0x10],r15
  002299  mov     qword ptr [rsp+0x18],1
  0022a5  mov     rdi,[rbp+0x20]
  0022ac  mov     esi,0xf
  0022b1  mov     rdx,rsp
  0022b4  mov     rcx,0xfffffffffffffffc
  0022be  mov     r8,0xfffffffffffffffc
  0022c8  mov     r9,0
  0022d2  mov     rax,<list_op>
  0022dc  call    rax
  0022de  mov     r11,rax
  0022e1  mov     rcx,[rsp+0x30]
  0022e9  mov     rsi,[rsp+0x38]
  0022f1  mov     rdi,[rsp+0x40]
  0022f9  mov     r8,[rsp+0x48]
  002301  mov     r9,[rsp+0x50]
  002309  mov     r10,[rsp+0x58]
  002311  add     rsp,0x70
  002318  mov     r13,r11
  00231b  jmp     0x0000000000000960
  002320  sub     rsp,0x70
  002327  mov     [rsp+0x30],rcx
  00232f  mov     [rsp+0x38],rsi
  002337  mov     [rsp+0x40],rdi
  00233f  mov     [rsp+0x48],r8
  002347  mov     [rsp+0x50],r9
  00234f  mov     [rsp+0x58],r10
  002357  mov     [rsp],r13
  00235f  mov     qword ptr [rsp+8],3
  00236b  mov     qword ptr [rsp+0x10],0
  002377  mov     qword ptr [rsp+0x18],1
  002383  mov     [rsp+0x20],r15
  00238b  mov     qword ptr [rsp+0x28],1
  002397  mov     rdi,[rbp+0x20]
  00239e  mov     esi,0x10
  0023a3  mov     rdx,rsp
  0023a6  mov     rcx,0xfffffffffffffffc
  0023b0  mov     r8,0xfffffffffffffffc
  0023ba  mov     r9,0
  0023c4  mov     rax,<list_op>
  0023ce  call    rax
  0023d0  mov     r11,rax
  0023d3  mov     rcx,[rsp+0x30]
  0023db  mov     rsi,[rsp+0x38]
  0023e3  mov     rdi,[rsp+0x40]
  0023eb  mov     r8,[rsp+0x48]
  0023f3  mov     r9,[rsp+0x50]
  0023fb  mov     r10,[rsp+0x58]
  002403  add     rsp,0x70
  00240a  test    rdx,rdx
  00240d  je      0x0000000000005652
  002413  mov     r13,r11
  002416  jmp     0x00000000000009d6
  00241b  sub     rsp,0x70
  002422  mov     [rsp+0x30],rcx
  00242a  mov     [rsp+0x38],rsi
  002432  mov     [rsp+0x40],rdi
  00243a  mov     [rsp+0x48],r8
  002442  mov     [rsp+0x50],r9
  00244a  mov     [rsp+0x58],r10
  002452  mov     [rsp],r12
  00245a  mov     qword ptr [rsp+8],3
  002466  mov     qword ptr [rsp+0x10],2
  002472  mov     qword ptr [rsp+0x18],1
  00247e  mov     [rsp+0x20],rsi
  002486  mov     qword ptr [rsp+0x28],1
  002492  mov     rdi,[rbp+0x20]
  002499  mov     esi,0xe
  00249e  mov     rdx,rsp
  0024a1  mov     rcx,0xfffffffffffffffe
  0024ab  mov     r8,0xfffffffffffffffe
  0024b5  mov     r9,0
  0024bf  mov     rax,<list_op>
  0024c9  call    rax
  0024cb  mov     r11,rax
  0024ce  mov     rcx,[rsp+0x30]
  0024d6  mov     rsi,[rsp+0x38]
  0024de  mov     rdi,[rsp+0x40]
  0024e6  mov     r8,[rsp+0x48]
  0024ee  mov     r9,[rsp+0x50]
  0024f6  mov     r10,[rsp+0x58]
  0024fe  add     rsp,0x70
  002505  test    rdx,rdx
  002508  je      0x00000000000056d5
  00250e  mov     r12,r11
  002511  jmp     0x0000000000000a0c
  002516  sub     rsp,0x70
  00251d  mov     [rsp+0x30],rcx
  002525  mov     [rsp+0x38],rsi
  00252d  mov     [rsp+0x40],rdi
  002535  mov     [rsp+0x48],r8
  00253d  mov     [rsp+0x50],r9
  002545  mov     [rsp+0x58],r10
  00254d  mov     [rsp],r13
  002555  mov     qword ptr [rsp+8],3
  002561  mov     [rsp+0x10],rsi
  002569  mov     qword ptr [rsp+0x18],1
  002575  mov     rdi,[rbp+0x20]
  00257c  mov     esi,0xf
  002581  mov     rdx,rsp
  002584  mov     rcx,0xfffffffffffffffc
  00258e  mov     r8,0xfffffffffffffffc
  002598  mov     r9,0
  0025a2  mov     rax,<list_op>
  0025ac  call    rax
  0025ae  mov     r11,rax
  0025b1  mov     rcx,[rsp+0x30]
  0025b9  mov     rsi,[rsp+0x38]
  0025c1  mov     rdi,[rsp+0x40]
  0025c9  mov     r8,[rsp+0x48]
  0025d1  mov     r9,[rsp+0x50]
  0025d9  mov     r10,[rsp+0x58]
  0025e1  add     rsp,0x70
  0025e8  mov     r13,r11
  0025eb  jmp     0x0000000000000a92
  0025f0  sub     rsp,0x70
  0025f7  mov     [rsp+0x30],rcx
  0025ff  mov     [rsp+0x38],rsi
  002607  mov     [rsp+0x40],rdi
  00260f  mov     [rsp+0x48],r8
  002617  mov     [rsp+0x50],r9
  00261f  mov     [rsp+0x58],r10
  002627  mov     [rsp],r13
  00262f  mov     qword ptr [rsp+8],3
  00263b  mov     [rsp+0x10],r15
  002643  mov     qword ptr [rsp+0x18],1
  00264f  mov     rdi,[rbp+0x20]
  002656  mov     esi,0xf
  00265b  mov     rdx,rsp
  00265e  mov     rcx,0xfffffffffffffffc
  002668  mov     r8,0xfffffffffffffffc
  002672  mov     r9,0
  00267c  mov     rax,<list_op>
  002686  call    rax
  002688  mov     r11,rax
  00268b  mov     rcx,[rsp+0x30]
  002693  mov     rsi,[rsp+0x38]
  00269b  mov     rdi,[rsp+0x40]
  0026a3  mov     r8,[rsp+0x48]
  0026ab  mov     r9,[rsp+0x50]
  0026b3  mov     r10,[rsp+0x58]
  0026bb  add     rsp,0x70
  0026c2  mov     r13,r11
  0026c5  jmp     0x0000000000000b14
  0026ca  sub     rsp,0x70
  0026d1  mov     [rsp+0x30],rcx
  0026d9  mov     [rsp+0x38],rsi
  0026e1  mov     [rsp+0x40],rdi
  0026e9  mov     [rsp+0x48],r8
  0026f1  mov     [rsp+0x50],r9
  0026f9  mov     [rsp+0x58],r10
  002701  mov     [rsp],r13
  002709  mov     qword ptr [rsp+8],3
  002715  mov     qword ptr [rsp+0x10],0
  002721  mov     qword ptr [rsp+0x18],1
  00272d  mov     [rsp+0x20],r15
  002735  mov     qword ptr [rsp+0x28],1
  002741  mov     rdi,[rbp+0x20]
  002748  mov     esi,0x10
  00274d  mov     rdx,rsp
  002750  mov     rcx,0xfffffffffffffffc
  00275a  mov     r8,0xfffffffffffffffc
  002764  mov     r9,0
  00276e  mov     rax,<list_op>
  002778  call    rax
  00277a  mov     r11,rax
  00277d  mov     rcx,[rsp+0x30]
  002785  mov     rsi,[rsp+0x38]
  00278d  mov     rdi,[rsp+0x40]
  002795  mov     r8,[rsp+0x48]
  00279d  mov     r9,[rsp+0x50]
  0027a5  mov     r10,[rsp+0x58]
  0027ad  add     rsp,0x70
  0027b4  test    rdx,rdx
  0027b7  je      0x0000000000005746
  0027bd  mov     r13,r11
  0027c0  jmp     0x0000000000000bce
  0027c5  sub     rsp,0x70
  0027cc  mov     [rsp+0x30],rcx
  0027d4  mov     [rsp+0x38],rsi
  0027dc  mov     [rsp+0x40],rdi
  0027e4  mov     [rsp+0x48],r8
  0027ec  mov     [rsp+0x50],r9
  0027f4  mov     [rsp+0x58],r10
  0027fc  mov     [rsp],r13
  002804  mov     qword ptr [rsp+8],3
  002810  mov     [rsp+0x10],rbx
  002818  mov     qword ptr [rsp+0x18],1
  002824  mov     rdi,[rbp+0x20]
  00282b  mov     esi,0xf
  002830  mov     rdx,rsp
  002833  mov     rcx,0xfffffffffffffffc
  00283d  mov     r8,0xfffffffffffffffc
  002847  mov     r9,0
  002851  mov     rax,<list_op>
  00285b  call    rax
  00285d  mov     r11,rax
  002860  mov     rcx,[rsp+0x30]
  002868  mov     rsi,[rsp+0x38]
  002870  mov     rdi,[rsp+0x40]
  002878  mov     r8,[rsp+0x48]
  002880  mov     r9,[rsp+0x50]
  002888  mov     r10,[rsp+0x58]
  002890  add     rsp,0x70
  002897  mov     r13,r11
  00289a  jmp     0x0000000000000c1b
  00289f  sub     rsp,0x70
  0028a6  mov     [rsp+0x30],rcx
  0028ae  mov     [rsp+0x38],rsi
  0028b6  mov     [rsp+0x40],rdi
  0028be  mov     [rsp+0x48],r8
  0028c6  mov     [rsp+0x50],r9
  0028ce  mov     [rsp+0x58],r10
  0028d6  mov     [rsp],r13
  0028de  mov     qword ptr [rsp+8],3
  0028ea  mov     qword ptr [rsp+0x10],0
  0028f6  mov     qword ptr [rsp+0x18],1
  002902  mov     [rsp+0x20],rbx
  00290a  mov     qword ptr [rsp+0x28],1
  002916  mov     rdi,[rbp+0x20]
  00291d  mov     esi,0x10
  002922  mov     rdx,rsp
  002925  mov     rcx,0xfffffffffffffffc
  00292f  mov     r8,0xfffffffffffffffc
  002939  mov     r9,0
  002943  mov     rax,<list_op>
  00294d  call    rax
  00294f  mov     r11,rax
  002952  mov     rcx,[rsp+0x30]
  00295a  mov     rsi,[rsp+0x38]
  002962  mov     rdi,[rsp+0x40]
  00296a  mov     r8,[rsp+0x48]
  002972  mov     r9,[rsp+0x50]
  00297a  mov     r10,[rsp+0x58]
  002982  add     rsp,0x70
  002989  test    rdx,rdx
  00298c  je      0x00000000000057f1
  002992  mov     r13,r11
  002995  jmp     0x0000000000000c91
  00299a  sub     rsp,0x70
  0029a1  mov     [rsp+0x30],rcx
  0029a9  mov     [rsp+0x38],rsi
  0029b1  mov     [rsp+0x40],rdi
  0029b9  mov     [rsp+0x48],r8
  0029c1  mov     [rsp+0x50],r9
  0029c9  mov     [rsp+0x58],r10
  0029d1  mov     [rsp],r13
  0029d9  mov     qword ptr [rsp+8],3
  0029e5  mov     [rsp+0x10],r14
  0029ed  mov     qword ptr [rsp+0x18],1
  0029f9  mov     rdi,[rbp+0x20]
  002a00  mov     esi,0xf
  002a05  mov     rdx,rsp
  002a08  mov     rcx,0xfffffffffffffffc
  002a12  mov     r8,0xfffffffffffffffc
  002a1c  mov     r9,0
  002a26  mov     rax,<list_op>
  002a30  call    rax
  002a32  mov     r11,rax
  002a35  mov     rcx,[rsp+0x30]
  002a3d  mov     rsi,[rsp+0x38]
  002a45  mov     rdi,[rsp+0x40]
  002a4d  mov     r8,[rsp+0x48]
  002a55  mov     r9,[rsp+0x50]
  002a5d  mov     r10,[rsp+0x58]
  002a65  add     rsp,0x70
  002a6c  mov     r13,r11
  002a6f  jmp     0x0000000000000d1c
  002a74  sub     rsp,0x70
  002a7b  mov     [rsp+0x30],rcx
  002a83  mov     [rsp+0x38],rsi
  002a8b  mov     [rsp+0x40],rdi
  002a93  mov     [rsp+0x48],r8
  002a9b  mov     [rsp+0x50],r9
  002aa3  mov     [rsp+0x58],r10
  002aab  mov     [rsp],r13
  002ab3  mov     qword ptr [rsp+8],3
  002abf  mov     [rsp+0x10],r14
  002ac7  mov     qword ptr [rsp+0x18],1
  002ad3  mov     rdi,[rbp+0x20]
  002ada  mov     esi,0xf
  002adf  mov     rdx,rsp
  002ae2  mov     rcx,0xfffffffffffffffc
  002aec  mov     r8,0xfffffffffffffffc
  002af6  mov     r9,0
  002b00  mov     rax,<list_op>
  002b0a  call    rax
  002b0c  mov     r11,rax
  002b0f  mov     rcx,[rsp+0x30]
  002b17  mov     rsi,[rsp+0x38]
  002b1f  mov     rdi,[rsp+0x40]
  002b27  mov     r8,[rsp+0x48]
  002b2f  mov     r9,[rsp+0x50]
  002b37  mov     r10,[rsp+0x58]
  002b3f  add     rsp,0x70
  002b46  mov     r13,r11
  002b49  jmp     0x0000000000000d9e
  002b4e  sub     rsp,0x70
  002b55  mov     [rsp+0x30],rcx
  002b5d  mov     [rsp+0x38],rsi
  002b65  mov     [rsp+0x40],rdi
  002b6d  mov     [rsp+0x48],r8
  002b75  mov     [rsp+0x50],r9
  002b7d  mov     [rsp+0x58],r10
  002b85  mov     [rsp],r13
  002b8d  mov     qword ptr [rsp+8],3
  002b99  mov     [rsp+0x10],rsi
  002ba1  mov     qword ptr [rsp+0x18],1
  002bad  mov     rdi,[rbp+0x20]
  002bb4  mov     esi,0xf
  002bb9  mov     rdx,rsp
  002bbc  mov     rcx,0xfffffffffffffffc
  002bc6  mov     r8,0xfffffffffffffffc
  002bd0  mov     r9,0
  002bda  mov     rax,<list_op>
  002be4  call    rax
  002be6  mov     r11,rax
  002be9  mov     rcx,[rsp+0x30]
  002bf1  mov     rsi,[rsp+0x38]
  002bf9  mov     rdi,[rsp+0x40]
  002c01  mov     r8,[rsp+0x48]
  002c09  mov     r9,[rsp+0x50]
  002c11  mov     r10,[rsp+0x58]
  002c19  add     rsp,0x70
  002c20  mov     r13,r11
  002c23  jmp     0x0000000000000de1
  002c28  sub     rsp,0x70
  002c2f  mov     [rsp+0x30],rcx
  002c37  mov     [rsp+0x38],rsi
  002c3f  mov     [rsp+0x40],rdi
  002c47  mov     [rsp+0x48],r8
  002c4f  mov     [rsp+0x50],r9
  002c57  mov     [rsp+0x58],r10
  002c5f  mov     [rsp],r13
  002c67  mov     qword ptr [rsp+8],3
  002c73  mov     qword ptr [rsp+0x10],0
  002c7f  mov     qword ptr [rsp+0x18],1
  002c8b  mov     [rsp+0x20],r14
  002c93  mov     qword ptr [rsp+0x28],1
  002c9f  mov     rdi,[rbp+0x20]
  002ca6  mov     esi,0x10
  002cab  mov     rdx,rsp
  002cae  mov     rcx,0xfffffffffffffffc
  002cb8  mov     r8,0xfffffffffffffffc
  002cc2  mov     r9,0
  002ccc  mov     rax,<list_op>
  002cd6  call    rax
  002cd8  mov     r11,rax
  002cdb  mov     rcx,[rsp+0x30]
  002ce3  mov     rsi,[rsp+0x38]
  002ceb  mov     rdi,[rsp+0x40]
  002cf3  mov     r8,[rsp+0x48]
  002cfb  mov     r9,[rsp+0x50]
  002d03  mov     r10,[rsp+0x58]
  002d0b  add     rsp,0x70
  002d12  test    rdx,rdx
  002d15  je      0x0000000000005874
  002d1b  mov     r13,r11
  002d1e  jmp     0x0000000000000e9b
  002d23  sub     rsp,0x70
  002d2a  mov     [rsp+0x30],rcx
  002d32  mov     [rsp+0x38],rsi
  002d3a  mov     [rsp+0x40],rdi
  002d42  mov     [rsp+0x48],r8
  002d4a  mov     [rsp+0x50],r9
  002d52  mov     [rsp+0x58],r10
  002d5a  mov     [rsp],r13
  002d62  mov     qword ptr [rsp+8],3
  002d6e  mov     [rsp+0x10],r15
  002d76  mov     qword ptr [rsp+0x18],1
  002d82  mov     rdi,[rbp+0x20]
  002d89  mov     esi,0xf
  002d8e  mov     rdx,rsp
  002d91  mov     rcx,0xfffffffffffffffc
  002d9b  mov     r8,0xfffffffffffffffc
  002da5  mov     r9,0
  002daf  mov     rax,<list_op>
  002db9  call    rax
  002dbb  mov     r11,rax
  002dbe  mov     rcx,[rsp+0x30]
  002dc6  mov     rsi,[rsp+0x38]
  002dce  mov     rdi,[rsp+0x40]
  002dd6  mov     r8,[rsp+0x48]
  002dde  mov     r9,[rsp+0x50]
  002de6  mov     r10,[rsp+0x58]
  002dee  add     rsp,0x70
  002df5  mov     r13,r11
  002df8  jmp     0x0000000000000eee
  002dfd  sub     rsp,0x70
  002e04  mov     [rsp+0x30],rcx
  002e0c  mov     [rsp+0x38],rsi
  002e14  mov     [rsp+0x40],rdi
  002e1c  mov     [rsp+0x48],r8
  002e24  mov     [rsp+0x50],r9
  002e2c  mov     [rsp+0x58],r10
  002e34  mov     [rsp],r13
  002e3c  mov     qword ptr [rsp+8],3
  002e48  mov     qword ptr [rsp+0x10],0
  002e54  mov     qword ptr [rsp+0x18],1
  002e60  mov     [rsp+0x20],r15
  002e68  mov     qword ptr [rsp+0x28],1
  002e74  mov     rdi,[rbp+0x20]
  002e7b  mov     esi,0x10
  002e80  mov     rdx,rsp
  002e83  mov     rcx,0xfffffffffffffffc
  002e8d  mov     r8,0xfffffffffffffffc
  002e97  mov     r9,0
  002ea1  mov     rax,<list_op>
  002eab  call    rax
  002ead  mov     r11,rax
  002eb0  mov     rcx,[rsp+0x30]
  002eb8  mov     rsi,[rsp+0x38]
  002ec0  mov     rdi,[rsp+0x40]
  002ec8  mov     r8,[rsp+0x48]
  002ed0  mov     r9,[rsp+0x50]
  002ed8  mov     r10,[rsp+0x58]
  002ee0  add     rsp,0x70
  002ee7  test    rdx,rdx
  002eea  je      0x000000000000591f
  002ef0  mov     r13,r11
  002ef3  jmp     0x0000000000000fa8
  002ef8  sub     rsp,0x70
  002eff  mov     [rsp+0x30],rcx
  002f07  mov     [rsp+0x38],rsi
  002f0f  mov     [rsp+0x40],rdi
  002f17  mov     [rsp+0x48],r8
  002f1f  mov     [rsp+0x50],r9
  002f27  mov     [rsp+0x58],r10
  002f2f  mov     [rsp],r13
  002f37  mov     qword ptr [rsp+8],3
  002f43  mov     [rsp+0x10],r14
  002f4b  mov     qword ptr [rsp+0x18],1
  002f57  mov     rdi,[rbp+0x20]
  002f5e  mov     esi,0xf
  002f63  mov     rdx,rsp
  002f66  mov     rcx,0xfffffffffffffffc
  002f70  mov     r8,0xfffffffffffffffc
  002f7a  mov     r9,0
  002f84  mov     rax,<list_op>
  002f8e  call    rax
  002f90  mov     r11,rax
  002f93  mov     rcx,[rsp+0x30]
  002f9b  mov     rsi,[rsp+0x38]
  002fa3  mov     rdi,[rsp+0x40]
  002fab  mov     r8,[rsp+0x48]
  002fb3  mov     r9,[rsp+0x50]
  002fbb  mov     r10,[rsp+0x58]
  002fc3  add     rsp,0x70
  002fca  mov     r13,r11
  002fcd  jmp     0x0000000000000ff4
  002fd2  sub     rsp,0x70
  002fd9  mov     [rsp+0x30],rcx
  002fe1  mov     [rsp+0x38],rsi
  002fe9  mov     [rsp+0x40],rdi
  002ff1  mov     [rsp+0x48],r8
  002ff9  mov     [rsp+0x50],r9
  003001  mov     [rsp+0x58],r10
  003009  mov     [rsp],r13
  003011  mov     qword ptr [rsp+8],3
  00301d  mov     qword ptr [rsp+0x10],0
  003029  mov     qword ptr [rsp+0x18],1
  003035  mov     [rsp+0x20],r14
  00303d  mov     qword ptr [rsp+0x28],1
  003049  mov     rdi,[rbp+0x20]
  003050  mov     esi,0x10
  003055  mov     rdx,rsp
  003058  mov     rcx,0xfffffffffffffffc
  003062  mov     r8,0xfffffffffffffffc
  00306c  mov     r9,0
  003076  mov     rax,<list_op>
  003080  call    rax
  003082  mov     r11,rax
  003085  mov     rcx,[rsp+0x30]
  00308d  mov     rsi,[rsp+0x38]
  003095  mov     rdi,[rsp+0x40]
  00309d  mov     r8,[rsp+0x48]
  0030a5  mov     r9,[rsp+0x50]
  0030ad  mov     r10,[rsp+0x58]
  0030b5  add     rsp,0x70
  0030bc  test    rdx,rdx
  0030bf  je      0x00000000000059ca
  0030c5  mov     r13,r11
  0030c8  jmp     0x000000000000106a
  0030cd  sub     rsp,0x70
  0030d4  mov     [rsp+0x30],rcx
  0030dc  mov     [rsp+0x38],rsi
  0030e4  mov     [rsp+0x40],rdi
  0030ec  mov     [rsp+0x48],r8
  0030f4  mov     [rsp+0x50],r9
  0030fc  mov     [rsp+0x58],r10
  003104  mov     [rsp],r12
  00310c  mov     qword ptr [rsp+8],3
  003118  mov     qword ptr [rsp+0x10],3
  003124  mov     qword ptr [rsp+0x18],1
  003130  mov     [rsp+0x20],rbx
  003138  mov     qword ptr [rsp+0x28],1
  003144  mov     rdi,[rbp+0x20]
  00314b  mov     esi,0xe
  003150  mov     rdx,rsp
  003153  mov     rcx,0xfffffffffffffffe
  00315d  mov     r8,0xfffffffffffffffe
  003167  mov     r9,0
  003171  mov     rax,<list_op>
  00317b  call    rax
  00317d  mov     r11,rax
  003180  mov     rcx,[rsp+0x30]
  003188  mov     rsi,[rsp+0x38]
  003190  mov     rdi,[rsp+0x40]
  003198  mov     r8,[rsp+0x48]
  0031a0  mov     r9,[rsp+0x50]
  0031a8  mov     r10,[rsp+0x58]
  0031b0  add     rsp,0x70
  0031b7  test    rdx,rdx
  0031ba  je      0x0000000000005a4d
  0031c0  mov     r12,r11
  0031c3  jmp     0x00000000000010a0
  0031c8  sub     rsp,0x70
  0031cf  mov     [rsp+0x30],rcx
  0031d7  mov     [rsp+0x38],rsi
  0031df  mov     [rsp+0x40],rdi
  0031e7  mov     [rsp+0x48],r8
  0031ef  mov     [rsp+0x50],r9
  0031f7  mov     [rsp+0x58],r10
  0031ff  mov     [rsp],r13
  003207  mov     qword ptr [rsp+8],3
  003213  mov     [rsp+0x10],rsi
  00321b  mov     qword ptr [rsp+0x18],1
  003227  mov     rdi,[rbp+0x20]
  00322e  mov     esi,0xf
  003233  mov     rdx,rsp
  003236  mov     rcx,0xfffffffffffffffc
  003240  mov     r8,0xfffffffffffffffc
  00324a  mov     r9,0
  003254  mov     rax,<list_op>
  00325e  call    rax
  003260  mov     r11,rax
  003263  mov     rcx,[rsp+0x30]
  00326b  mov     rsi,[rsp+0x38]
  003273  mov     rdi,[rsp+0x40]
  00327b  mov     r8,[rsp+0x48]
  003283  mov     r9,[rsp+0x50]
  00328b  mov     r10,[rsp+0x58]
  003293  add     rsp,0x70
  00329a  mov     r13,r11
  00329d  jmp     0x00000000000010e3
  0032a2  sub     rsp,0x70
  0032a9  mov     [rsp+0x30],rcx
  0032b1  mov     [rsp+0x38],rsi
  0032b9  mov     [rsp+0x40],rdi
  0032c1  mov     [rsp+0x48],r8
  0032c9  mov     [rsp+0x50],r9
  0032d1  mov     [rsp+0x58],r10
  0032d9  mov     [rsp],r13
  0032e1  mov     qword ptr [rsp+8],3
  0032ed  mov     qword ptr [rsp+0x10],1
  0032f9  mov     qword ptr [rsp+0x18],1
  003305  mov     rdi,[rbp+0x20]
  00330c  mov     esi,0xf
  003311  mov     rdx,rsp
  003314  mov     rcx,0xfffffffffffffffc
  00331e  mov     r8,0xfffffffffffffffc
  003328  mov     r9,0
  003332  mov     rax,<list_op>
  00333c  call    rax
  00333e  mov     r11,rax
  003341  mov     rcx,[rsp+0x30]
  003349  mov     rsi,[rsp+0x38]
  003351  mov     rdi,[rsp+0x40]
  003359  mov     r8,[rsp+0x48]
  003361  mov     r9,[rsp+0x50]
  003369  mov     r10,[rsp+0x58]
  003371  add     rsp,0x70
  003378  mov     r13,r11
  00337b  jmp     0x000000000000112a
  003380  sub     rsp,0x70
  003387  mov     [rsp+0x30],rcx
  00338f  mov     [rsp+0x38],rsi
  003397  mov     [rsp+0x40],rdi
  00339f  mov     [rsp+0x48],r8
  0033a7  mov     [rsp+0x50],r9
  0033af  mov     [rsp+0x58],r10
  0033b7  mov     [rsp],r13
  0033bf  mov     qword ptr [rsp+8],3
  0033cb  mov     qword ptr [rsp+0x10],0
  0033d7  mov     qword ptr [rsp+0x18],1
  0033e3  mov     [rsp+0x20],rsi
  0033eb  mov     qword ptr [rsp+0x28],1
  0033f7  mov     rdi,[rbp+0x20]
  0033fe  mov     esi,0x10
  003403  mov     rdx,rsp
  003406  mov     rcx,0xfffffffffffffffc
  003410  mov     r8,0xfffffffffffffffc
  00341a  mov     r9,0
  003424  mov     rax,<list_op>
  00342e  call    rax
  003430  mov     r11,rax
  003433  mov     rcx,[rsp+0x30]
  00343b  mov     rsi,[rsp+0x38]
  003443  mov     rdi,[rsp+0x40]
  00344b  mov     r8,[rsp+0x48]
  003453  mov     r9,[rsp+0x50]
  00345b  mov     r10,[rsp+0x58]
  003463  add     rsp,0x70
  00346a  test    rdx,rdx
  00346d  je      0x0000000000005abe
  003473  mov     r13,r11
  003476  jmp     0x00000000000011e4
  00347b  sub     rsp,0x70
  003482  mov     [rsp+0x30],rcx
  00348a  mov     [rsp+0x38],rsi
  003492  mov     [rsp+0x40],rdi
  00349a  mov     [rsp+0x48],r8
  0034a2  mov     [rsp+0x50],r9
  0034aa  mov     [rsp+0x58],r10
  0034b2  mov     [rsp],r13
  0034ba  mov     qword ptr [rsp+8],3
  0034c6  mov     [rsp+0x10],r14
  0034ce  mov     qword ptr [rsp+0x18],1
  0034da  mov     rdi,[rbp+0x20]
  0034e1  mov     esi,0xf
  0034e6  mov     rdx,rsp
  0034e9  mov     rcx,0xfffffffffffffffc
  0034f3  mov     r8,0xfffffffffffffffc
  0034fd  mov     r9,0
  003507  mov     rax,<list_op>
  003511  call    rax
  003513  mov     r11,rax
  003516  mov     rcx,[rsp+0x30]
  00351e  mov     rsi,[rsp+0x38]
  003526  mov     rdi,[rsp+0x40]
  00352e  mov     r8,[rsp+0x48]
  003536  mov     r9,[rsp+0x50]
  00353e  mov     r10,[rsp+0x58]
  003546  add     rsp,0x70
  00354d  mov     r13,r11
  003550  jmp     0x0000000000001230
  003555  sub     rsp,0x70
  00355c  mov     [rsp+0x30],rcx
  003564  mov     [rsp+0x38],rsi
  00356c  mov     [rsp+0x40],rdi
  003574  mov     [rsp+0x48],r8
  00357c  mov     [rsp+0x50],r9
  003584  mov     [rsp+0x58],r10
  00358c  mov     [rsp],r13
  003594  mov     qword ptr [rsp+8],3
  0035a0  mov     qword ptr [rsp+0x10],0
  0035ac  mov     qword ptr [rsp+0x18],1
  0035b8  mov     [rsp+0x20],r14
  0035c0  mov     qword ptr [rsp+0x28],1
  0035cc  mov     rdi,[rbp+0x20]
  0035d3  mov     esi,0x10
  0035d8  mov     rdx,rsp
  0035db  mov     rcx,0xfffffffffffffffc
  0035e5  mov     r8,0xfffffffffffffffc
  0035ef  mov     r9,0
  0035f9  mov     rax,<list_op>
  003603  call    rax
  003605  mov     r11,rax
  003608  mov     rcx,[rsp+0x30]
  003610  mov     rsi,[rsp+0x38]
  003618  mov     rdi,[rsp+0x40]
  003620  mov     r8,[rsp+0x48]
  003628  mov     r9,[rsp+0x50]
  003630  mov     r10,[rsp+0x58]
  003638  add     rsp,0x70
  00363f  test    rdx,rdx
  003642  je      0x0000000000005b69
  003648  mov     r13,r11
  00364b  jmp     0x00000000000012a6
  003650  sub     rsp,0x70
  003657  mov     [rsp+0x30],rcx
  00365f  mov     [rsp+0x38],rsi
  003667  mov     [rsp+0x40],rdi
  00366f  mov     [rsp+0x48],r8
  003677  mov     [rsp+0x50],r9
  00367f  mov     [rsp+0x58],r10
  003687  mov     [rsp],r12
  00368f  mov     qword ptr [rsp+8],3
  00369b  mov     qword ptr [rsp+0x10],2
  0036a7  mov     qword ptr [rsp+0x18],1
  0036b3  mov     [rsp+0x20],rbx
  0036bb  mov     qword ptr [rsp+0x28],1
  0036c7  mov     rdi,[rbp+0x20]
  0036ce  mov     esi,0xe
  0036d3  mov     rdx,rsp
  0036d6  mov     rcx,0xfffffffffffffffe
  0036e0  mov     r8,0xfffffffffffffffe
  0036ea  mov     r9,0
  0036f4  mov     rax,<list_op>
  0036fe  call    rax
  003700  mov     r11,rax
  003703  mov     rcx,[rsp+0x30]
  00370b  mov     rsi,[rsp+0x38]
  003713  mov     rdi,[rsp+0x40]
  00371b  mov     r8,[rsp+0x48]
  003723  mov     r9,[rsp+0x50]
  00372b  mov     r10,[rsp+0x58]
  003733  add     rsp,0x70
  00373a  test    rdx,rdx
  00373d  je      0x0000000000005bec
  003743  mov     r12,r11
  003746  jmp     0x00000000000012dc
; exits
  00374b  mov     rax,0xfffffffe
  003755  jmp     0x0000000000000016
  00375a  mov     [rbp+0x10],rbx
  003761  mov     qword ptr [rbp+0x18],3
  00376c  mov     [rbp+0x30],r12
  003773  mov     qword ptr [rbp+0xc8],3
  00377e  mov     [rbp+0x40],r13
  003785  mov     qword ptr [rbp+0xd8],3
  003790  mov     [rbp+0x50],r14
  003797  mov     qword ptr [rbp+0xe8],1
  0037a2  mov     rdi,[rbp+0x20]
  0037a9  mov     rsi,8
  0037b3  mov     rdx,0
  0037bd  mov     rax,<exit_lists>
  0037c7  call    rax
  0037c9  mov     rax,0
  0037d3  jmp     0x0000000000000016
  0037d8  mov     [rbp+0x10],r14
  0037df  mov     qword ptr [rbp+0x18],1
  0037ea  mov     [rbp+0x30],r12
  0037f1  mov     qword ptr [rbp+0xc8],3
  0037fc  mov     [rbp+0x40],r13
  003803  mov     qword ptr [rbp+0xd8],3
  00380e  mov     [rbp+0x50],r14
  003815  mov     qword ptr [rbp+0xe8],1
  003820  mov     rax,1
  00382a  jmp     0x0000000000000016
  00382f  mov     [rbp+0x30],r12
  003836  mov     qword ptr [rbp+0xc8],3
  003841  mov     [rbp+0x40],r13
  003848  mov     qword ptr [rbp+0xd8],3
  003853  mov     qword ptr [rbp+0x50],0xf
  00385e  mov     qword ptr [rbp+0xe8],1
  003869  mov     qword ptr [rbp+0x78],2
  003874  mov     qword ptr [rbp+0x110],1
  00387f  mov     rax,2
  003889  jmp     0x0000000000000016
  00388e  mov     [rbp+0x30],r12
  003895  mov     qword ptr [rbp+0xc8],3
  0038a0  mov     [rbp+0x40],r13
  0038a7  mov     qword ptr [rbp+0xd8],3
  0038b2  mov     qword ptr [rbp+0x50],0x11
  0038bd  mov     qword ptr [rbp+0xe8],1
  0038c8  mov     qword ptr [rbp+0x78],0
  0038d3  mov     qword ptr [rbp+0x110],1
  0038de  mov     rax,3
  0038e8  jmp     0x0000000000000016
  0038ed  mov     [rbp+0x30],r12
  0038f4  mov     qword ptr [rbp+0xc8],3
  0038ff  mov     [rbp+0x40],r13
  003906  mov     qword ptr [rbp+0xd8],3
  003911  mov     qword ptr [rbp+0x50],0x13
  00391c  mov     qword ptr [rbp+0xe8],1
  003927  mov     qword ptr [rbp+0x58],0x16
  003932  mov     qword ptr [rbp+0xf0],2
  00393d  mov     qword ptr [rbp+<exit lists 0>0],0x28
  003948  mov     qword ptr [rbp+0x118],2
  003953  mov     [rbp+0xa0],rbx
  00395a  mov     qword ptr [rbp+0x138],1
  003965  mov     qword ptr [rbp+0xb8],1
  003970  mov     qword ptr [rbp+0x150],1
  00397b  mov     rax,4
  003985  jmp     0x0000000000000016
  00398a  mov     [rbp+0x30],r12
  003991  mov     qword ptr [rbp+0xc8],3
  00399c  mov     [rbp+0x40],r13
  0039a3  mov     qword ptr [rbp+0xd8],3
  0039ae  mov     qword ptr [rbp+0x50],0x13
  0039b9  mov     qword ptr [rbp+0xe8],1
  0039c4  mov     qword ptr [rbp+0x58],0x16
  0039cf  mov     qword ptr [rbp+0xf0],2
  0039da  mov     qword ptr [rbp+<exit lists 0>0],0x28
  0039e5  mov     qword ptr [rbp+0x118],2
  0039f0  mov     [rbp+0xa0],r15
  0039f7  mov     qword ptr [rbp+0x138],1
  003a02  mov     rax,5
  003a0c  jmp     0x0000000000000016
  003a11  mov     [rbp+0x30],r12
  003a18  mov     qword ptr [rbp+0xc8],3
  003a23  mov     [rbp+0x40],r13
  003a2a  mov     qword ptr [rbp+0xd8],3
  003a35  mov     qword ptr [rbp+0x50],0x13
  003a40  mov     qword ptr [rbp+0xe8],1
  003a4b  mov     qword ptr [rbp+0x58],0x16
  003a56  mov     qword ptr [rbp+0xf0],2
  003a61  mov     qword ptr [rbp+<exit lists 0>0],0x28
  003a6c  mov     qword ptr [rbp+0x118],2
  003a77  mov     [rbp+0x90],r15
  003a7e  mov     qword ptr [rbp+0x128],1
  003a89  mov     [rbp+0xa0],rbx
  003a90  mov     qword ptr [rbp+0x138],1
  003a9b  mov     rax,6
  003aa5  jmp     0x0000000000000016
  003aaa  mov     [rbp+0x30],r12
  003ab1  mov     qword ptr [rbp+0xc8],3
  003abc  mov     [rbp+0x40],r13
  003ac3  mov     qword ptr [rbp+0xd8],3
  003ace  mov     qword ptr [rbp+0x50],0x14
  003ad9  mov     qword ptr [rbp+0xe8],1
  003ae4  mov     qword ptr [rbp+<exit lists 0>0],0x2c
  003aef  mov     qword ptr [rbp+0x118],2
  003afa  mov     [rbp+0xa0],rsi
  003b01  mov     qword ptr [rbp+0x138],1
  003b0c  mov     qword ptr [rbp+0xa8],1
  003b17  mov     qword ptr [rbp+0x140],1
  003b22  mov     rax,8
  003b2c  jmp     0x0000000000000016
  003b31  mov     [rbp+0x30],r12
  003b38  mov     qword ptr [rbp+0xc8],3
  003b43  mov     [rbp+0x40],r13
  003b4a  mov     qword ptr [rbp+0xd8],3
  003b55  mov     qword ptr [rbp+0x50],0x14
  003b60  mov     qword ptr [rbp+0xe8],1
  003b6b  mov     qword ptr [rbp+<exit lists 0>0],0x2c
  003b76  mov     qword ptr [rbp+0x118],2
  003b81  mov     [rbp+0xa0],rsi
  003b88  mov     qword ptr [rbp+0x138],1
  003b93  mov     rax,9
  003b9d  jmp     0x0000000000000016
  003ba2  mov     [rbp+0x30],r12
  003ba9  mov     qword ptr [rbp+0xc8],3
  003bb4  mov     [rbp+0x40],r13
  003bbb  mov     qword ptr [rbp+0xd8],3
  003bc6  mov     qword ptr [rbp+0x50],0x14
  003bd1  mov     qword ptr [rbp+0xe8],1
  003bdc  mov     [rbp+<exit lists 0>8],r15
  003be3  mov     qword ptr [rbp+0x120],1
  003bee  mov     rax,0xb
  003bf8  jmp     0x0000000000000016
  003bfd  mov     [rbp+0x30],r12
  003c04  mov     qword ptr [rbp+0xc8],3
  003c0f  mov     [rbp+0x40],r13
  003c16  mov     qword ptr [rbp+0xd8],3
  003c21  mov     qword ptr [rbp+0x50],0x1f
  003c2c  mov     qword ptr [rbp+0xe8],1
  003c37  mov     qword ptr [rbp+0x78],3
  003c42  mov     qword ptr [rbp+0x110],1
  003c4d  mov     rax,0xc
  003c57  jmp     0x0000000000000016
  003c5c  mov     [rbp+0x30],r12
  003c63  mov     qword ptr [rbp+0xc8],3
  003c6e  mov     [rbp+0x40],r13
  003c75  mov     qword ptr [rbp+0xd8],3
  003c80  mov     qword ptr [rbp+0x50],0x21
  003c8b  mov     qword ptr [rbp+0xe8],1
  003c96  mov     qword ptr [rbp+0x78],1
  003ca1  mov     qword ptr [rbp+0x110],1
  003cac  mov     rax,0xd
  003cb6  jmp     0x0000000000000016
  003cbb  mov     [rbp+0x30],r12
  003cc2  mov     qword ptr [rbp+0xc8],3
  003ccd  mov     [rbp+0x40],r13
  003cd4  mov     qword ptr [rbp+0xd8],3
  003cdf  mov     qword ptr [rbp+0x50],0x25
  003cea  mov     qword ptr [rbp+0xe8],1
  003cf5  mov     qword ptr [rbp+0x58],0xf
  003d00  mov     qword ptr [rbp+0xf0],2
  003d0b  mov     qword ptr [rbp+<exit lists 0>0],0x28
  003d16  mov     qword ptr [rbp+0x118],2
  003d21  mov     [rbp+0xa0],r15
  003d28  mov     qword ptr [rbp+0x138],1
  003d33  mov     qword ptr [rbp+0xb8],1
  003d3e  mov     qword ptr [rbp+0x150],1
  003d49  mov     rax,0xe
  003d53  jmp     0x0000000000000016
  003d58  mov     [rbp+0x30],r12
  003d5f  mov     qword ptr [rbp+0xc8],3
  003d6a  mov     [rbp+0x40],r13
  003d71  mov     qword ptr [rbp+0xd8],3
  003d7c  mov     qword ptr [rbp+0x50],0x25
  003d87  mov     qword ptr [rbp+0xe8],1
  003d92  mov     qword ptr [rbp+0x58],0xf
  003d9d  mov     qword ptr [rbp+0xf0],2
  003da8  mov     qword ptr [rbp+<exit lists 0>0],0x28
  003db3  mov     qword ptr [rbp+0x118],2
  003dbe  mov     [rbp+0xa0],rsi
  003dc5  mov     qword ptr [rbp+0x138],1
  003dd0  mov     rax,0xf
  003dda  jmp     0x0000000000000016
  003ddf  mov     [rbp+0x30],r12
  003de6  mov     qword ptr [rbp+0xc8],3
  003df1  mov     [rbp+0x40],r13
  003df8  mov     qword ptr [rbp+0xd8],3
  003e03  mov     qword ptr [rbp+0x50],0x25
  003e0e  mov     qword ptr [rbp+0xe8],1
  003e19  mov     qword ptr [rbp+0x58],0xf
  003e24  mov     qword ptr [rbp+0xf0],2
  003e2f  mov     qword ptr [rbp+<exit lists 0>0],0x28
  003e3a  mov     qword ptr [rbp+0x118],2
  003e45  mov     [rbp+0x90],rsi
  003e4c  mov     qword ptr [rbp+0x128],1
  003e57  mov     [rbp+0xa0],r15
  003e5e  mov     qword ptr [rbp+0x138],1
  003e69  mov     rax,0x10
  003e73  jmp     0x0000000000000016
  003e78  mov     [rbp+0x30],r12
  003e7f  mov     qword ptr [rbp+0xc8],3
  003e8a  mov     [rbp+0x40],r13
  003e91  mov     qword ptr [rbp+0xd8],3
  003e9c  mov     qword ptr [rbp+0x50],0x25
  003ea7  mov     qword ptr [rbp+0xe8],1
  003eb2  mov     [rbp+<exit lists 0>8],rbx
  003eb9  mov     qword ptr [rbp+0x120],1
  003ec4  mov     [rbp+0x90],rsi
  003ecb  mov     qword ptr [rbp+0x128],1
  003ed6  mov     rax,0x12
  003ee0  jmp     0x0000000000000016
  003ee5  mov     [rbp+0x30],r12
  003eec  mov     qword ptr [rbp+0xc8],3
  003ef7  mov     [rbp+0x40],r13
  003efe  mov     qword ptr [rbp+0xd8],3
  003f09  mov     qword ptr [rbp+0x50],0x26
  003f14  mov     qword ptr [rbp+0xe8],1
  003f1f  mov     qword ptr [rbp+0x58],0x13
  003f2a  mov     qword ptr [rbp+0xf0],2
  003f35  mov     qword ptr [rbp+<exit lists 0>0],0x28
  003f40  mov     qword ptr [rbp+0x118],2
  003f4b  mov     [rbp+0xa0],rbx
  003f52  mov     qword ptr [rbp+0x138],1
  003f5d  mov     qword ptr [rbp+0xb8],1
  003f68  mov     qword ptr [rbp+0x150],1
  003f73  mov     rax,0x13
  003f7d  jmp     0x0000000000000016
  003f82  mov     [rbp+0x30],r12
  003f89  mov     qword ptr [rbp+0xc8],3
  003f94  mov     [rbp+0x40],r13
  003f9b  mov     qword ptr [rbp+0xd8],3
  003fa6  mov     qword ptr [rbp+0x50],0x26
  003fb1  mov     qword ptr [rbp+0xe8],1
  003fbc  mov     qword ptr [rbp+0x58],0x13
  003fc7  mov     qword ptr [rbp+0xf0],2
  003fd2  mov     qword ptr [rbp+<exit lists 0>0],0x28
  003fdd  mov     qword ptr [rbp+0x118],2
  003fe8  mov     [rbp+0xa0],rsi
  003fef  mov     qword ptr [rbp+0x138],1
  003ffa  mov     rax,0x14
  004004  jmp     0x0000000000000016
  004009  mov     [rbp+0x30],r12
  004010  mov     qword ptr [rbp+0xc8],3
  00401b  mov     [rbp+0x40],r13
  004022  mov     qword ptr [rbp+0xd8],3
  00402d  mov     qword ptr [rbp+0x50],0x26
  004038  mov     qword ptr [rbp+0xe8],1
  004043  mov     qword ptr [rbp+0x58],0x13
  00404e  mov     qword ptr [rbp+0xf0],2
  004059  mov     qword ptr [rbp+<exit lists 0>0],0x28
  004064  mov     qword ptr [rbp+0x118],2
  00406f  mov     [rbp+0x90],rsi
  004076  mov     qword ptr [rbp+0x128],1
  004081  mov     [rbp+0xa0],rbx
  004088  mov     qword ptr [rbp+0x138],1
  004093  mov     rax,0x15
  00409d  jmp     0x0000000000000016
  0040a2  sub     r15,rsi
  0040a5  mov     [rbp+0x30],r12
  0040ac  mov     qword ptr [rbp+0xc8],3
  0040b7  mov     [rbp+0x40],r13
  0040be  mov     qword ptr [rbp+0xd8],3
  0040c9  mov     qword ptr [rbp+0x50],0x26
  0040d4  mov     qword ptr [rbp+0xe8],1
  0040df  mov     [rbp+<exit lists 0>8],r15
  0040e6  mov     qword ptr [rbp+0x120],1
  0040f1  mov     [rbp+0x90],rsi
  0040f8  mov     qword ptr [rbp+0x128],1
  004103  mov     rax,0x17
  00410d  jmp     0x0000000000000016
  004112  mov     [rbp+0x30],r12
  004119  mov     qword ptr [rbp+0xc8],3
  004124  mov     [rbp+0x40],r13
  00412b  mov     qword ptr [rbp+0xd8],3
  004136  mov     qword ptr [rbp+0x50],0x27
  004141  mov     qword ptr [rbp+0xe8],1
  00414c  mov     qword ptr [rbp+<exit lists 0>0],0x27
  004157  mov     qword ptr [rbp+0x118],2
  004162  mov     [rbp+0xa0],r15
  004169  mov     qword ptr [rbp+0x138],1
  004174  mov     qword ptr [rbp+0xa8],1
  00417f  mov     qword ptr [rbp+0x140],1
  00418a  mov     rax,0x18
  004194  jmp     0x0000000000000016
  004199  mov     [rbp+0x30],r12
  0041a0  mov     qword ptr [rbp+0xc8],3
  0041ab  mov     [rbp+0x40],r13
  0041b2  mov     qword ptr [rbp+0xd8],3
  0041bd  mov     qword ptr [rbp+0x50],0x27
  0041c8  mov     qword ptr [rbp+0xe8],1
  0041d3  mov     qword ptr [rbp+<exit lists 0>0],0x27
  0041de  mov     qword ptr [rbp+0x118],2
  0041e9  mov     [rbp+0xa0],r15
  0041f0  mov     qword ptr [rbp+0x138],1
  0041fb  mov     rax,0x19
  004205  jmp     0x0000000000000016
  00420a  mov     [rbp+0x30],r12
  004211  mov     qword ptr [rbp+0xc8],3
  00421c  mov     [rbp+0x40],r13
  004223  mov     qword ptr [rbp+0xd8],3
  00422e  mov     qword ptr [rbp+0x50],0x2d
  004239  mov     qword ptr [rbp+0xe8],1
  004244  mov     qword ptr [rbp+0x58],0x13
  00424f  mov     qword ptr [rbp+0xf0],2
  00425a  mov     qword ptr [rbp+<exit lists 0>0],0x28
  004265  mov     qword ptr [rbp+0x118],2
  004270  mov     [rbp+0xa0],r14
  004277  mov     qword ptr [rbp+0x138],1
  004282  mov     qword ptr [rbp+0xb8],1
  00428d  mov     qword ptr [rbp+0x150],1
  004298  mov     rax,0x1c
  0042a2  jmp     0x0000000000000016
  0042a7  mov     [rbp+0x30],r12
  0042ae  mov     qword ptr [rbp+0xc8],3
  0042b9  mov     [rbp+0x40],r13
  0042c0  mov     qword ptr [rbp+0xd8],3
  0042cb  mov     qword ptr [rbp+0x50],0x2d
  0042d6  mov     qword ptr [rbp+0xe8],1
  0042e1  mov     qword ptr [rbp+0x58],0x13
  0042ec  mov     qword ptr [rbp+0xf0],2
  0042f7  mov     qword ptr [rbp+<exit lists 0>0],0x28
  004302  mov     qword ptr [rbp+0x118],2
  00430d  mov     [rbp+0xa0],rsi
  004314  mov     qword ptr [rbp+0x138],1
  00431f  mov     rax,0x1d
  004329  jmp     0x0000000000000016
  00432e  mov     [rbp+0x30],r12
  004335  mov     qword ptr [rbp+0xc8],3
  004340  mov     [rbp+0x40],r13
  004347  mov     qword ptr [rbp+0xd8],3
  004352  mov     qword ptr [rbp+0x50],0x2d
  00435d  mov     qword ptr [rbp+0xe8],1
  004368  mov     qword ptr [rbp+0x58],0x13
  004373  mov     qword ptr [rbp+0xf0],2
  00437e  mov     qword ptr [rbp+<exit lists 0>0],0x28
  004389  mov     qword ptr [rbp+0x118],2
  004394  mov     [rbp+0x90],rsi
  00439b  mov     qword ptr [rbp+0x128],1
  0043a6  mov     [rbp+0xa0],r14
  0043ad  mov     qword ptr [rbp+0x138],1
  0043b8  mov     rax,0x1e
  0043c2  jmp     0x0000000000000016
  0043c7  sub     r15,rsi
  0043ca  mov     [rbp+0x30],r12
  0043d1  mov     qword ptr [rbp+0xc8],3
  0043dc  mov     [rbp+0x40],r13
  0043e3  mov     qword ptr [rbp+0xd8],3
  0043ee  mov     qword ptr [rbp+0x50],0x2d
  0043f9  mov     qword ptr [rbp+0xe8],1
  004404  mov     [rbp+<exit lists 0>8],r15
  00440b  mov     qword ptr [rbp+0x120],1
  004416  mov     [rbp+0x90],rsi
  00441d  mov     qword ptr [rbp+0x128],1
  004428  mov     rax,0x20
  004432  jmp     0x0000000000000016
  004437  mov     [rbp+0x30],r12
  00443e  mov     qword ptr [rbp+0xc8],3
  004449  mov     [rbp+0x40],r13
  004450  mov     qword ptr [rbp+0xd8],3
  00445b  mov     qword ptr [rbp+0x50],0x2e
  004466  mov     qword ptr [rbp+0xe8],1
  004471  mov     qword ptr [rbp+<exit lists 0>0],0x27
  00447c  mov     qword ptr [rbp+0x118],2
  004487  mov     [rbp+0xa0],r15
  00448e  mov     qword ptr [rbp+0x138],1
  004499  mov     qword ptr [rbp+0xa8],1
  0044a4  mov     qword ptr [rbp+0x140],1
  0044af  mov     rax,0x21
  0044b9  jmp     0x0000000000000016
  0044be  mov     [rbp+0x30],r12
  0044c5  mov     qword ptr [rbp+0xc8],3
  0044d0  mov     [rbp+0x40],r13
  0044d7  mov     qword ptr [rbp+0xd8],3
  0044e2  mov     qword ptr [rbp+0x50],0x2e
  0044ed  mov     qword ptr [rbp+0xe8],1
  0044f8  mov     qword ptr [rbp+<exit lists 0>0],0x27
  004503  mov     qword ptr [rbp+0x118],2
  00450e  mov     [rbp+0xa0],r15
  004515  mov     qword ptr [rbp+0x138],1
  004520  mov     rax,0x22
  00452a  jmp     0x0000000000000016
  00452f  mov     [rbp+0x30],r12
  004536  mov     qword ptr [rbp+0xc8],3
  004541  mov     [rbp+0x40],r13
  004548  mov     qword ptr [rbp+0xd8],3
  004553  mov     qword ptr [rbp+0x50],0xf
  00455e  mov     qword ptr [rbp+0xe8],1
  004569  mov     qword ptr [rbp+0x78],2
  004574  mov     qword ptr [rbp+0x110],1
  00457f  mov     rax,0x26
  004589  jmp     0x0000000000000016
  00458e  mov     [rbp+0x30],r12
  004595  mov     qword ptr [rbp+0xc8],3
  0045a0  mov     [rbp+0x40],r13
  0045a7  mov     qword ptr [rbp+0xd8],3
  0045b2  mov     qword ptr [rbp+0x50],0x11
  0045bd  mov     qword ptr [rbp+0xe8],1
  0045c8  mov     qword ptr [rbp+0x78],0
  0045d3  mov     qword ptr [rbp+0x110],1
  0045de  mov     rax,0x27
  0045e8  jmp     0x0000000000000016
  0045ed  mov     [rbp+0x30],r12
  0045f4  mov     qword ptr [rbp+0xc8],3
  0045ff  mov     [rbp+0x40],r13
  004606  mov     qword ptr [rbp+0xd8],3
  004611  mov     qword ptr [rbp+0x50],0x13
  00461c  mov     qword ptr [rbp+0xe8],1
  004627  mov     qword ptr [rbp+0x58],0x16
  004632  mov     qword ptr [rbp+0xf0],2
  00463d  mov     qword ptr [rbp+<exit lists 0>0],0x28
  004648  mov     qword ptr [rbp+0x118],2
  004653  mov     [rbp+0xa0],r15
  00465a  mov     qword ptr [rbp+0x138],1
  004665  mov     qword ptr [rbp+0xb8],1
  004670  mov     qword ptr [rbp+0x150],1
  00467b  mov     rax,0x28
  004685  jmp     0x0000000000000016
  00468a  mov     [rbp+0x30],r12
  004691  mov     qword ptr [rbp+0xc8],3
  00469c  mov     [rbp+0x40],r13
  0046a3  mov     qword ptr [rbp+0xd8],3
  0046ae  mov     qword ptr [rbp+0x50],0x13
  0046b9  mov     qword ptr [rbp+0xe8],1
  0046c4  mov     qword ptr [rbp+0x58],0x16
  0046cf  mov     qword ptr [rbp+0xf0],2
  0046da  mov     qword ptr [rbp+<exit lists 0>0],0x28
  0046e5  mov     qword ptr [rbp+0x118],2
  0046f0  mov     [rbp+0xa0],r14
  0046f7  mov     qword ptr [rbp+0x138],1
  004702  mov     rax,0x29
  00470c  jmp     0x0000000000000016
  004711  mov     [rbp+0x30],r12
  004718  mov     qword ptr [rbp+0xc8],3
  004723  mov     [rbp+0x40],r13
  00472a  mov     qword ptr [rbp+0xd8],3
  004735  mov     qword ptr [rbp+0x50],0x13
  004740  mov     qword ptr [rbp+0xe8],1
  00474b  mov     qword ptr [rbp+0x58],0x16
  004756  mov     qword ptr [rbp+0xf0],2
  004761  mov     qword ptr [rbp+<exit lists 0>0],0x28
  00476c  mov     qword ptr [rbp+0x118],2
  004777  mov     [rbp+0x90],r14
  00477e  mov     qword ptr [rbp+0x128],1
  004789  mov     [rbp+0xa0],r15
  004790  mov     qword ptr [rbp+0x138],1
  00479b  mov     rax,0x2a
  0047a5  jmp     0x0000000000000016
  0047aa  mov     [rbp+0x30],r12
  0047b1  mov     qword ptr [rbp+0xc8],3
  0047bc  mov     [rbp+0x40],r13
  0047c3  mov     qword ptr [rbp+0xd8],3
  0047ce  mov     qword ptr [rbp+0x50],0x14
  0047d9  mov     qword ptr [rbp+0xe8],1
  0047e4  mov     qword ptr [rbp+<exit lists 0>0],0x2c
  0047ef  mov     qword ptr [rbp+0x118],2
  0047fa  mov     [rbp+0xa0],rbx
  004801  mov     qword ptr [rbp+0x138],1
  00480c  mov     qword ptr [rbp+0xa8],1
  004817  mov     qword ptr [rbp+0x140],1
  004822  mov     rax,0x2c
  00482c  jmp     0x0000000000000016
  004831  mov     [rbp+0x30],r12
  004838  mov     qword ptr [rbp+0xc8],3
  004843  mov     [rbp+0x40],r13
  00484a  mov     qword ptr [rbp+0xd8],3
  004855  mov     qword ptr [rbp+0x50],0x14
  004860  mov     qword ptr [rbp+0xe8],1
  00486b  mov     qword ptr [rbp+<exit lists 0>0],0x2c
  004876  mov     qword ptr [rbp+0x118],2
  004881  mov     [rbp+0xa0],rbx
  004888  mov     qword ptr [rbp+0x138],1
  004893  mov     rax,0x2d
  00489d  jmp     0x0000000000000016
  0048a2  mov     [rbp+0x30],r12
  0048a9  mov     qword ptr [rbp+0xc8],3
  0048b4  mov     [rbp+0x40],r13
  0048bb  mov     qword ptr [rbp+0xd8],3
  0048c6  mov     qword ptr [rbp+0x50],0x14
  0048d1  mov     qword ptr [rbp+0xe8],1
  0048dc  mov     [rbp+<exit lists 0>8],r14
  0048e3  mov     qword ptr [rbp+0x120],1
  0048ee  mov     rax,0x2f
  0048f8  jmp     0x0000000000005c60
  0048fd  mov     [rbp+0x30],r12
  004904  mov     qword ptr [rbp+0xc8],3
  00490f  mov     [rbp+0x40],r13
  004916  mov     qword ptr [rbp+0xd8],3
  004921  mov     qword ptr [rbp+0x50],0x1f
  00492c  mov     qword ptr [rbp+0xe8],1
  004937  mov     qword ptr [rbp+0x78],3
  004942  mov     qword ptr [rbp+0x110],1
  00494d  mov     rax,0x30
  004957  jmp     0x0000000000000016
  00495c  mov     [rbp+0x30],r12
  004963  mov     qword ptr [rbp+0xc8],3
  00496e  mov     [rbp+0x40],r13
  004975  mov     qword ptr [rbp+0xd8],3
  004980  mov     qword ptr [rbp+0x50],0x21
  00498b  mov     qword ptr [rbp+0xe8],1
  004996  mov     qword ptr [rbp+0x78],1
  0049a1  mov     qword ptr [rbp+0x110],1
  0049ac  mov     rax,0x31
  0049b6  jmp     0x0000000000000016
  0049bb  mov     [rbp+0x30],r12
  0049c2  mov     qword ptr [rbp+0xc8],3
  0049cd  mov     [rbp+0x40],r13
  0049d4  mov     qword ptr [rbp+0xd8],3
  0049df  mov     qword ptr [rbp+0x50],0x25
  0049ea  mov     qword ptr [rbp+0xe8],1
  0049f5  mov     qword ptr [rbp+0x58],0xf
  004a00  mov     qword ptr [rbp+0xf0],2
  004a0b  mov     qword ptr [rbp+<exit lists 0>0],0x28
  004a16  mov     qword ptr [rbp+0x118],2
  004a21  mov     [rbp+0xa0],r14
  004a28  mov     qword ptr [rbp+0x138],1
  004a33  mov     qword ptr [rbp+0xb8],1
  004a3e  mov     qword ptr [rbp+0x150],1
  004a49  mov     rax,0x32
  004a53  jmp     0x0000000000000016
  004a58  mov     [rbp+0x30],r12
  004a5f  mov     qword ptr [rbp+0xc8],3
  004a6a  mov     [rbp+0x40],r13
  004a71  mov     qword ptr [rbp+0xd8],3
  004a7c  mov     qword ptr [rbp+0x50],0x25
  004a87  mov     qword ptr [rbp+0xe8],1
  004a92  mov     qword ptr [rbp+0x58],0xf
  004a9d  mov     qword ptr [rbp+0xf0],2
  004aa8  mov     qword ptr [rbp+<exit lists 0>0],0x28
  004ab3  mov     qword ptr [rbp+0x118],2
  004abe  mov     [rbp+0xa0],rbx
  004ac5  mov     qword ptr [rbp+0x138],1
  004ad0  mov     rax,0x33
  004ada  jmp     0x0000000000000016
  004adf  mov     [rbp+0x30],r12
  004ae6  mov     qword ptr [rbp+0xc8],3
  004af1  mov     [rbp+0x40],r13
  004af8  mov     qword ptr [rbp+0xd8],3
  004b03  mov     qword ptr [rbp+0x50],0x25
  004b0e  mov     qword ptr [rbp+0xe8],1
  004b19  mov     qword ptr [rbp+0x58],0xf
  004b24  mov     qword ptr [rbp+0xf0],2
  004b2f  mov     qword ptr [rbp+<exit lists 0>0],0x28
  004b3a  mov     qword ptr [rbp+0x118],2
  004b45  mov     [rbp+0x90],rbx
  004b4c  mov     qword ptr [rbp+0x128],1
  004b57  mov     [rbp+0xa0],r14
  004b5e  mov     qword ptr [rbp+0x138],1
  004b69  mov     rax,0x34
  004b73  jmp     0x0000000000000016
  004b78  mov     [rbp+0x30],r12
  004b7f  mov     qword ptr [rbp+0xc8],3
  004b8a  mov     [rbp+0x40],r13
  004b91  mov     qword ptr [rbp+0xd8],3
  004b9c  mov     qword ptr [rbp+0x50],0x25
  004ba7  mov     qword ptr [rbp+0xe8],1
  004bb2  mov     [rbp+<exit lists 0>8],r15
  004bb9  mov     qword ptr [rbp+0x120],1
  004bc4  mov     [rbp+0x90],rbx
  004bcb  mov     qword ptr [rbp+0x128],1
  004bd6  mov     rax,0x36
  004be0  jmp     0x0000000000000016
  004be5  mov     [rbp+0x30],r12
  004bec  mov     qword ptr [rbp+0xc8],3
  004bf7  mov     [rbp+0x40],r13
  004bfe  mov     qword ptr [rbp+0xd8],3
  004c09  mov     qword ptr [rbp+0x50],0x26
  004c14  mov     qword ptr [rbp+0xe8],1
  004c1f  mov     qword ptr [rbp+0x58],0x13
  004c2a  mov     qword ptr [rbp+0xf0],2
  004c35  mov     qword ptr [rbp+<exit lists 0>0],0x28
  004c40  mov     qword ptr [rbp+0x118],2
  004c4b  mov     [rbp+0xa0],r15
  004c52  mov     qword ptr [rbp+0x138],1
  004c5d  mov     qword ptr [rbp+0xb8],1
  004c68  mov     qword ptr [rbp+0x150],1
  004c73  mov     rax,0x37
  004c7d  jmp     0x0000000000000016
  004c82  mov     [rbp+0x30],r12
  004c89  mov     qword ptr [rbp+0xc8],3
  004c94  mov     [rbp+0x40],r13
  004c9b  mov     qword ptr [rbp+0xd8],3
  004ca6  mov     qword ptr [rbp+0x50],0x26
  004cb1  mov     qword ptr [rbp+0xe8],1
  004cbc  mov     qword ptr [rbp+0x58],0x13
  004cc7  mov     qword ptr [rbp+0xf0],2
  004cd2  mov     qword ptr [rbp+<exit lists 0>0],0x28
  004cdd  mov     qword ptr [rbp+0x118],2
  004ce8  mov     [rbp+0xa0],rbx
  004cef  mov     qword ptr [rbp+0x138],1
  004cfa  mov     rax,0x38
  004d04  jmp     0x0000000000000016
  004d09  mov     [rbp+0x30],r12
  004d10  mov     qword ptr [rbp+0xc8],3
  004d1b  mov     [rbp+0x40],r13
  004d22  mov     qword ptr [rbp+0xd8],3
  004d2d  mov     qword ptr [rbp+0x50],0x26
  004d38  mov     qword ptr [rbp+0xe8],1
  004d43  mov     qword ptr [rbp+0x58],0x13
  004d4e  mov     qword ptr [rbp+0xf0],2
  004d59  mov     qword ptr [rbp+<exit lists 0>0],0x28
  004d64  mov     qword ptr [rbp+0x118],2
  004d6f  mov     [rbp+0x90],rbx
  004d76  mov     qword ptr [rbp+0x128],1
  004d81  mov     [rbp+0xa0],r15
  004d88  mov     qword ptr [rbp+0x138],1
  004d93  mov     rax,0x39
  004d9d  jmp     0x0000000000000016
  004da2  sub     r14,rbx
  004da5  mov     [rbp+0x30],r12
  004dac  mov     qword ptr [rbp+0xc8],3
  004db7  mov     [rbp+0x40],r13
  004dbe  mov     qword ptr [rbp+0xd8],3
  004dc9  mov     qword ptr [rbp+0x50],0x26
  004dd4  mov     qword ptr [rbp+0xe8],1
  004ddf  mov     [rbp+<exit lists 0>8],r14
  004de6  mov     qword ptr [rbp+0x120],1
  004df1  mov     [rbp+0x90],rbx
  004df8  mov     qword ptr [rbp+0x128],1
  004e03  mov     rax,0x3b
  004e0d  jmp     0x0000000000000016
  004e12  mov     [rbp+0x30],r12
  004e19  mov     qword ptr [rbp+0xc8],3
  004e24  mov     [rbp+0x40],r13
  004e2b  mov     qword ptr [rbp+0xd8],3
  004e36  mov     qword ptr [rbp+0x50],0x27
  004e41  mov     qword ptr [rbp+0xe8],1
  004e4c  mov     qword ptr [rbp+<exit lists 0>0],0x27
  004e57  mov     qword ptr [rbp+0x118],2
  004e62  mov     [rbp+0xa0],r14
  004e69  mov     qword ptr [rbp+0x138],1
  004e74  mov     qword ptr [rbp+0xa8],1
  004e7f  mov     qword ptr [rbp+0x140],1
  004e8a  mov     rax,0x3c
  004e94  jmp     0x0000000000000016
  004e99  mov     [rbp+0x30],r12
  004ea0  mov     qword ptr [rbp+0xc8],3
  004eab  mov     [rbp+0x40],r13
  004eb2  mov     qword ptr [rbp+0xd8],3
  004ebd  mov     qword ptr [rbp+0x50],0x27
  004ec8  mov     qword ptr [rbp+0xe8],1
  004ed3  mov     qword ptr [rbp+<exit lists 0>0],0x27
  004ede  mov     qword ptr [rbp+0x118],2
  004ee9  mov     [rbp+0xa0],r14
  004ef0  mov     qword ptr [rbp+0x138],1
  004efb  mov     rax,0x3d
  004f05  jmp     0x0000000000000016
  004f0a  mov     [rbp+0x30],r12
  004f11  mov     qword ptr [rbp+0xc8],3
  004f1c  mov     [rbp+0x40],r13
  004f23  mov     qword ptr [rbp+0xd8],3
  004f2e  mov     qword ptr [rbp+0x50],0x2d
  004f39  mov     qword ptr [rbp+0xe8],1
  004f44  mov     qword ptr [rbp+0x58],0x13
  004f4f  mov     qword ptr [rbp+0xf0],2
  004f5a  mov     qword ptr [rbp+<exit lists 0>0],0x28
  004f65  mov     qword ptr [rbp+0x118],2
  004f70  mov     [rbp+0xa0],rsi
  004f77  mov     qword ptr [rbp+0x138],1
  004f82  mov     qword ptr [rbp+0xb8],1
  004f8d  mov     qword ptr [rbp+0x150],1
  004f98  mov     rax,0x40
  004fa2  jmp     0x0000000000000016
  004fa7  mov     [rbp+0x30],r12
  004fae  mov     qword ptr [rbp+0xc8],3
  004fb9  mov     [rbp+0x40],r13
  004fc0  mov     qword ptr [rbp+0xd8],3
  004fcb  mov     qword ptr [rbp+0x50],0x2d
  004fd6  mov     qword ptr [rbp+0xe8],1
  004fe1  mov     qword ptr [rbp+0x58],0x13
  004fec  mov     qword ptr [rbp+0xf0],2
  004ff7  mov     qword ptr [rbp+<exit lists 0>0],0x28
  005002  mov     qword ptr [rbp+0x118],2
  00500d  mov     [rbp+0xa0],rbx
  005014  mov     qword ptr [rbp+0x138],1
  00501f  mov     rax,0x41
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
  005094  mov     [rbp+0x90],rbx
  00509b  mov     qword ptr [rbp+0x128],1
  0050a6  mov     [rbp+0xa0],rsi
  0050ad  mov     qword ptr [rbp+0x138],1
  0050b8  mov     rax,0x42
  0050c2  jmp     0x0000000000000016
  0050c7  sub     r14,rbx
  0050ca  mov     [rbp+0x30],r12
  0050d1  mov     qword ptr [rbp+0xc8],3
  0050dc  mov     [rbp+0x40],r13
  0050e3  mov     qword ptr [rbp+0xd8],3
  0050ee  mov     qword ptr [rbp+0x50],0x2d
  0050f9  mov     qword ptr [rbp+0xe8],1
  005104  mov     [rbp+<exit lists 0>8],r14
  00510b  mov     qword ptr [rbp+0x120],1
  005116  mov     [rbp+0x90],rbx
  00511d  mov     qword ptr [rbp+0x128],1
  005128  mov     rax,0x44
  005132  jmp     0x0000000000000016
  005137  mov     [rbp+0x30],r12
  00513e  mov     qword ptr [rbp+0xc8],3
  005149  mov     [rbp+0x40],r13
  005150  mov     qword ptr [rbp+0xd8],3
  00515b  mov     qword ptr [rbp+0x50],0x2e
  005166  mov     qword ptr [rbp+0xe8],1
  005171  mov     qword ptr [rbp+<exit lists 0>0],0x27
  00517c  mov     qword ptr [rbp+0x118],2
  005187  mov     [rbp+0xa0],r14
  00518e  mov     qword ptr [rbp+0x138],1
  005199  mov     qword ptr [rbp+0xa8],1
  0051a4  mov     qword ptr [rbp+0x140],1
  0051af  mov     rax,0x45
  0051b9  jmp     0x0000000000000016
  0051be  mov     [rbp+0x30],r12
  0051c5  mov     qword ptr [rbp+0xc8],3
  0051d0  mov     [rbp+0x40],r13
  0051d7  mov     qword ptr [rbp+0xd8],3
  0051e2  mov     qword ptr [rbp+0x50],0x2e
  0051ed  mov     qword ptr [rbp+0xe8],1
  0051f8  mov     qword ptr [rbp+<exit lists 0>0],0x27
  005203  mov     qword ptr [rbp+0x118],2
  00520e  mov     [rbp+0xa0],r14
  005215  mov     qword ptr [rbp+0x138],1
  005220  mov     rax,0x46
  00522a  jmp     0x0000000000000016
  00522f  mov     [rbp+0x30],r12
  005236  mov     qword ptr [rbp+0xc8],3
  005241  mov     [rbp+0x40],r13
  005248  mov     qword ptr [rbp+0xd8],3
  005253  mov     qword ptr [rbp+0x50],0x13
  00525e  mov     qword ptr [rbp+0xe8],1
  005269  mov     qword ptr [rbp+0x58],0x16
  005274  mov     qword ptr [rbp+0xf0],2
  00527f  mov     qword ptr [rbp+<exit lists 0>0],0x28
  00528a  mov     qword ptr [rbp+0x118],2
  005295  mov     [rbp+<exit lists 0>8],rsi
  00529c  mov     qword ptr [rbp+0x120],1
  0052a7  mov     [rbp+0x90],r15
  0052ae  mov     qword ptr [rbp+0x128],1
  0052b9  mov     [rbp+0xa0],rbx
  0052c0  mov     qword ptr [rbp+0x138],1
  0052cb  mov     rax,7
  0052d5  jmp     0x0000000000000016
  0052da  mov     [rbp+0x30],r12
  0052e1  mov     qword ptr [rbp+0xc8],3
  0052ec  mov     [rbp+0x40],r13
  0052f3  mov     qword ptr [rbp+0xd8],3
  0052fe  mov     qword ptr [rbp+0x50],0x14
  005309  mov     qword ptr [rbp+0xe8],1
  005314  mov     qword ptr [rbp+<exit lists 0>0],0x2c
  00531f  mov     qword ptr [rbp+0x118],2
  00532a  mov     [rbp+<exit lists 0>8],r15
  005331  mov     qword ptr [rbp+0x120],1
  00533c  mov     [rbp+0xa0],rsi
  005343  mov     qword ptr [rbp+0x138],1
  00534e  mov     rax,0xa
  005358  jmp     0x0000000000000016
  00535d  mov     [rbp+0x30],r12
  005364  mov     qword ptr [rbp+0xc8],3
  00536f  mov     [rbp+0x40],r13
  005376  mov     qword ptr [rbp+0xd8],3
  005381  mov     qword ptr [rbp+0x50],0x25
  00538c  mov     qword ptr [rbp+0xe8],1
  005397  mov     qword ptr [rbp+0x58],0xf
  0053a2  mov     qword ptr [rbp+0xf0],2
  0053ad  mov     qword ptr [rbp+<exit lists 0>0],0x28
  0053b8  mov     qword ptr [rbp+0x118],2
  0053c3  mov     [rbp+<exit lists 0>8],rbx
  0053ca  mov     qword ptr [rbp+0x120],1
  0053d5  mov     [rbp+0x90],rsi
  0053dc  mov     qword ptr [rbp+0x128],1
  0053e7  mov     [rbp+0xa0],r15
  0053ee  mov     qword ptr [rbp+0x138],1
  0053f9  mov     rax,0x11
  005403  jmp     0x0000000000000016
  005408  mov     [rbp+0x30],r12
  00540f  mov     qword ptr [rbp+0xc8],3
  00541a  mov     [rbp+0x40],r13
  005421  mov     qword ptr [rbp+0xd8],3
  00542c  mov     qword ptr [rbp+0x50],0x26
  005437  mov     qword ptr [rbp+0xe8],1
  005442  mov     qword ptr [rbp+0x58],0x13
  00544d  mov     qword ptr [rbp+0xf0],2
  005458  mov     qword ptr [rbp+<exit lists 0>0],0x28
  005463  mov     qword ptr [rbp+0x118],2
  00546e  mov     [rbp+<exit lists 0>8],r15
  005475  mov     qword ptr [rbp+0x120],1
  005480  mov     [rbp+0x90],rsi
  005487  mov     qword ptr [rbp+0x128],1
  005492  mov     [rbp+0xa0],rbx
  005499  mov     qword ptr [rbp+0x138],1
  0054a4  mov     rax,0x16
  0054ae  jmp     0x0000000000000016
  0054b3  mov     [rbp+0x30],r12
  0054ba  mov     qword ptr [rbp+0xc8],3
  0054c5  mov     [rbp+0x40],r13
  0054cc  mov     qword ptr [rbp+0xd8],3
  0054d7  mov     qword ptr [rbp+0x50],0x27
  0054e2  mov     qword ptr [rbp+0xe8],1
  0054ed  mov     qword ptr [rbp+<exit lists 0>0],0x27
  0054f8  mov     qword ptr [rbp+0x118],2
  005503  mov     [rbp+<exit lists 0>8],rsi
  00550a  mov     qword ptr [rbp+0x120],1
  005515  mov     [rbp+0xa0],r15
  00551c  mov     qword ptr [rbp+0x138],1
  005527  mov     rax,0x1a
  005531  jmp     0x0000000000000016
  005536  mov     [rbp+0x30],r12
  00553d  mov     qword ptr [rbp+0xc8],3
  005548  mov     [rbp+0x40],r13
  00554f  mov     qword ptr [rbp+0xd8],3
  00555a  mov     qword ptr [rbp+0x50],0x27
  005565  mov     qword ptr [rbp+0xe8],1
  005570  mov     qword ptr [rbp+0x78],3
  00557b  mov     qword ptr [rbp+0x110],1
  005586  mov     [rbp+<exit lists 0>8],rsi
  00558d  mov     qword ptr [rbp+0x120],1
  005598  mov     rax,0x1b
  0055a2  jmp     0x0000000000000016
  0055a7  mov     [rbp+0x30],r12
  0055ae  mov     qword ptr [rbp+0xc8],3
  0055b9  mov     [rbp+0x40],r13
  0055c0  mov     qword ptr [rbp+0xd8],3
  0055cb  mov     qword ptr [rbp+0x50],0x2d
  0055d6  mov     qword ptr [rbp+0xe8],1
  0055e1  mov     qword ptr [rbp+0x58],0x13
  0055ec  mov     qword ptr [rbp+0xf0],2
  0055f7  mov     qword ptr [rbp+<exit lists 0>0],0x28
  005602  mov     qword ptr [rbp+0x118],2
  00560d  mov     [rbp+<exit lists 0>8],r15
  005614  mov     qword ptr [rbp+0x120],1
  00561f  mov     [rbp+0x90],rsi
  005626  mov     qword ptr [rbp+0x128],1
  005631  mov     [rbp+0xa0],r14
  005638  mov     qword ptr [rbp+0x138],1
  005643  mov     rax,0x1f
  00564d  jmp     0x0000000000000016
  005652  mov     [rbp+0x30],r12
  005659  mov     qword ptr [rbp+0xc8],3
  005664  mov     [rbp+0x40],r13
  00566b  mov     qword ptr [rbp+0xd8],3
  005676  mov     qword ptr [rbp+0x50],0x2e
  005681  mov     qword ptr [rbp+0xe8],1
  00568c  mov     qword ptr [rbp+<exit lists 0>0],0x27
  005697  mov     qword ptr [rbp+0x118],2
  0056a2  mov     [rbp+<exit lists 0>8],rsi
  0056a9  mov     qword ptr [rbp+0x120],1
  0056b4  mov     [rbp+0xa0],r15
  0056bb  mov     qword ptr [rbp+0x138],1
  0056c6  mov     rax,0x23
  0056d0  jmp     0x0000000000000016
  0056d5  mov     [rbp+0x30],r12
  0056dc  mov     qword ptr [rbp+0xc8],3
  0056e7  mov     [rbp+0x40],r13
  0056ee  mov     qword ptr [rbp+0xd8],3
  0056f9  mov     qword ptr [rbp+0x50],0x2e
  005704  mov     qword ptr [rbp+0xe8],1
  00570f  mov     qword ptr [rbp+0x78],2
  00571a  mov     qword ptr [rbp+0x110],1
  005725  mov     [rbp+<exit lists 0>8],rsi
  00572c  mov     qword ptr [rbp+0x120],1
  005737  mov     rax,0x24
  005741  jmp     0x0000000000000016
  005746  mov     [rbp+0x30],r12
  00574d  mov     qword ptr [rbp+0xc8],3
  005758  mov     [rbp+0x40],r13
  00575f  mov     qword ptr [rbp+0xd8],3
  00576a  mov     qword ptr [rbp+0x50],0x13
  005775  mov     qword ptr [rbp+0xe8],1
  005780  mov     qword ptr [rbp+0x58],0x16
  00578b  mov     qword ptr [rbp+0xf0],2
  005796  mov     qword ptr [rbp+<exit lists 0>0],0x28
  0057a1  mov     qword ptr [rbp+0x118],2
  0057ac  mov     [rbp+<exit lists 0>8],rbx
  0057b3  mov     qword ptr [rbp+0x120],1
  0057be  mov     [rbp+0x90],r14
  0057c5  mov     qword ptr [rbp+0x128],1
  0057d0  mov     [rbp+0xa0],r15
  0057d7  mov     qword ptr [rbp+0x138],1
  0057e2  mov     rax,0x2b
  0057ec  jmp     0x0000000000000016
  0057f1  mov     [rbp+0x30],r12
  0057f8  mov     qword ptr [rbp+0xc8],3
  005803  mov     [rbp+0x40],r13
  00580a  mov     qword ptr [rbp+0xd8],3
  005815  mov     qword ptr [rbp+0x50],0x14
  005820  mov     qword ptr [rbp+0xe8],1
  00582b  mov     qword ptr [rbp+<exit lists 0>0],0x2c
  005836  mov     qword ptr [rbp+0x118],2
  005841  mov     [rbp+<exit lists 0>8],r14
  005848  mov     qword ptr [rbp+0x120],1
  005853  mov     [rbp+0xa0],rbx
  00585a  mov     qword ptr [rbp+0x138],1
  005865  mov     rax,0x2e
  00586f  jmp     0x0000000000000016
  005874  mov     [rbp+0x30],r12
  00587b  mov     qword ptr [rbp+0xc8],3
  005886  mov     [rbp+0x40],r13
  00588d  mov     qword ptr [rbp+0xd8],3
  005898  mov     qword ptr [rbp+0x50],0x25
  0058a3  mov     qword ptr [rbp+0xe8],1
  0058ae  mov     qword ptr [rbp+0x58],0xf
  0058b9  mov     qword ptr [rbp+0xf0],2
  0058c4  mov     qword ptr [rbp+<exit lists 0>0],0x28
  0058cf  mov     qword ptr [rbp+0x118],2
  0058da  mov     [rbp+<exit lists 0>8],r15
  0058e1  mov     qword ptr [rbp+0x120],1
  0058ec  mov     [rbp+0x90],rbx
  0058f3  mov     qword ptr [rbp+0x128],1
  0058fe  mov     [rbp+0xa0],r14
  005905  mov     qword ptr [rbp+0x138],1
  005910  mov     rax,0x35
  00591a  jmp     0x0000000000000016
  00591f  mov     [rbp+0x30],r12
  005926  mov     qword ptr [rbp+0xc8],3
  005931  mov     [rbp+0x40],r13
  005938  mov     qword ptr [rbp+0xd8],3
  005943  mov     qword ptr [rbp+0x50],0x26
  00594e  mov     qword ptr [rbp+0xe8],1
  005959  mov     qword ptr [rbp+0x58],0x13
  005964  mov     qword ptr [rbp+0xf0],2
  00596f  mov     qword ptr [rbp+<exit lists 0>0],0x28
  00597a  mov     qword ptr [rbp+0x118],2
  005985  mov     [rbp+<exit lists 0>8],r14
  00598c  mov     qword ptr [rbp+0x120],1
  005997  mov     [rbp+0x90],rbx
  00599e  mov     qword ptr [rbp+0x128],1
  0059a9  mov     [rbp+0xa0],r15
  0059b0  mov     qword ptr [rbp+0x138],1
  0059bb  mov     rax,0x3a
  0059c5  jmp     0x0000000000000016
  0059ca  mov     [rbp+0x30],r12
  0059d1  mov     qword ptr [rbp+0xc8],3
  0059dc  mov     [rbp+0x40],r13
  0059e3  mov     qword ptr [rbp+0xd8],3
  0059ee  mov     qword ptr [rbp+0x50],0x27
  0059f9  mov     qword ptr [rbp+0xe8],1
  005a04  mov     qword ptr [rbp+<exit lists 0>0],0x27
  005a0f  mov     qword ptr [rbp+0x118],2
  005a1a  mov     [rbp+<exit lists 0>8],rbx
  005a21  mov     qword ptr [rbp+0x120],1
  005a2c  mov     [rbp+0xa0],r14
  005a33  mov     qword ptr [rbp+0x138],1
  005a3e  mov     rax,0x3e
  005a48  jmp     0x0000000000000016
  005a4d  mov     [rbp+0x30],r12
  005a54  mov     qword ptr [rbp+0xc8],3
  005a5f  mov     [rbp+0x40],r13
  005a66  mov     qword ptr [rbp+0xd8],3
  005a71  mov     qword ptr [rbp+0x50],0x27
  005a7c  mov     qword ptr [rbp+0xe8],1
  005a87  mov     qword ptr [rbp+0x78],3
  005a92  mov     qword ptr [rbp+0x110],1
  005a9d  mov     [rbp+<exit lists 0>8],rbx
  005aa4  mov     qword ptr [rbp+0x120],1
  005aaf  mov     rax,0x3f
  005ab9  jmp     0x0000000000000016
  005abe  mov     [rbp+0x30],r12
  005ac5  mov     qword ptr [rbp+0xc8],3
  005ad0  mov     [rbp+0x40],r13
  005ad7  mov     qword ptr [rbp+0xd8],3
  005ae2  mov     qword ptr [rbp+0x50],0x2d
  005aed  mov     qword ptr [rbp+0xe8],1
  005af8  mov     qword ptr [rbp+0x58],0x13
  005b03  mov     qword ptr [rbp+0xf0],2
  005b0e  mov     qword ptr [rbp+<exit lists 0>0],0x28
  005b19  mov     qword ptr [rbp+0x118],2
  005b24  mov     [rbp+<exit lists 0>8],r14
  005b2b  mov     qword ptr [rbp+0x120],1
  005b36  mov     [rbp+0x90],rbx
  005b3d  mov     qword ptr [rbp+0x128],1
  005b48  mov     [rbp+0xa0],rsi
  005b4f  mov     qword ptr [rbp+0x138],1
  005b5a  mov     rax,0x43
  005b64  jmp     0x0000000000000016
  005b69  mov     [rbp+0x30],r12
  005b70  mov     qword ptr [rbp+0xc8],3
  005b7b  mov     [rbp+0x40],r13
  005b82  mov     qword ptr [rbp+0xd8],3
  005b8d  mov     qword ptr [rbp+0x50],0x2e
  005b98  mov     qword ptr [rbp+0xe8],1
  005ba3  mov     qword ptr [rbp+<exit lists 0>0],0x27
  005bae  mov     qword ptr [rbp+0x118],2
  005bb9  mov     [rbp+<exit lists 0>8],rbx
  005bc0  mov     qword ptr [rbp+0x120],1
  005bcb  mov     [rbp+0xa0],r14
  005bd2  mov     qword ptr [rbp+0x138],1
  005bdd  mov     rax,0x47
  005be7  jmp     0x0000000000000016
  005bec  mov     [rbp+0x30],r12
  005bf3  mov     qword ptr [rbp+0xc8],3
  005bfe  mov     [rbp+0x40],r13
  005c05  mov     qword ptr [rbp+0xd8],3
  005c10  mov     qword ptr [rbp+0x50],0x2e
  005c1b  mov     qword ptr [rbp+0xe8],1
  005c26  mov     qword ptr [rbp+0x78],2
  005c31  mov     qword ptr [rbp+0x110],1
  005c3c  mov     [rbp+<exit lists 0>8],rbx
  005c43  mov     qword ptr [rbp+0x120],1
  005c4e  mov     rax,0x48
  005c58  jmp     0x0000000000000016

; T1: 7861 bytes
  005c60  mov     qword ptr [rbp+0x18],0
  005c6b  mov     rbx,[rbp+0x30]
  005c72  mov     r12,[rbp+0x40]
  005c79  mov     r13,[rbp+0x88]
  005c80  jmp     0x0000000000005ce9
  005c85  mov     qword ptr [rbp+0x18],0
; v0:list = input mem
  005c90  cmp     qword ptr [rbp+0xc8],3
  005c9b  jne     0x000000000000700d
  005ca1  mov     rbx,[rbp+0x30]
; v1:list = input stack
  005ca8  cmp     qword ptr [rbp+0xd8],3
  005cb3  jne     0x000000000000700d
  005cb9  mov     r12,[rbp+0x40]
; v2:list = input rstack
  005cc0  cmp     qword ptr [rbp+0xe0],3
  005ccb  jne     0x000000000000700d
; v3:int = input x
  005cd1  cmp     qword ptr [rbp+0x120],1
  005cdc  jne     0x000000000000700d
  005ce2  mov     r13,[rbp+0x88]
; guard_true v3 => jump_if_zero_x/0 (0) {}
  005ce9  test    r13,r13
  005cec  je      0x000000000000701c
; v5:int = readlist v0, 1 => op_load/2 (6) {pc=22, a=1}
  005cf2  cmp     qword ptr [rbx],1
  005cfe  jbe     0x000000000000702b
  005d04  mov     rax,[rbx+8]
  005d0c  test    rax,rax
  005d0f  je      0x0000000000005d22
  005d15  cmp     byte ptr [rax+1],1
  005d1c  jne     0x000000000000702b
  005d22  mov     rax,[rbx+0x10]
  005d2a  mov     r13,[rax+8]
; v6:list = append v1, v5 owned
  005d31  cmp     qword ptr [r12+8],0
  005d3d  jne     0x0000000000006332
  005d43  cmp     qword ptr [r12-0x10],1
  005d4f  jne     0x0000000000006332
  005d55  cmp     qword ptr [r12-8],1
  005d61  jne     0x0000000000006332
  005d67  mov     rax,[r12]
  005d6f  cmp     rax,[r12+0x18]
  005d77  jae     0x0000000000006332
  005d7d  mov     rdx,[r12+0x10]
  005d85  lea     rdx,[rdx+rax*8]
  005d89  add     rax,1
  005d8d  mov     [r12],rax
  005d95  mov     [rdx],r13
; v7:list = append v6, 1 owned
  005d98  cmp     qword ptr [r12+8],0
  005da4  jne     0x000000000000640c
  005daa  mov     rax,[r12]
  005db2  cmp     rax,[r12+0x18]
  005dba  jae     0x000000000000640c
  005dc0  mov     rdx,[r12+0x10]
  005dc8  lea     rdx,[rdx+rax*8]
  005dcc  add     rax,1
  005dd0  mov     [r12],rax
  005dd8  mov     qword ptr [rdx],1
; v8:int = len v7
  005ddf  mov     r13,[r12]
; v9:int = lt v8, 2
; guard_false v9 => pop2/2 (18) {stack=v7, pc=26, opcode='add', k='binary_xy', depth=v8, few=1}
  005de7  cmp     r13,2
  005dee  jl      0x0000000000007066
; v11:int = sub_nov v8, 1
  005df4  mov     r14,r13
  005df7  sub     r14,1
; v12:int = readlist v7, v11 => pop2_top/1 (19) {stack=v7, pc=26, opcode='add', k='binary_xy', depth=v11}
  005dfe  cmp     r14,[r12]
  005e06  jae     0x00000000000070f1
  005e0c  mov     rax,[r12+8]
  005e14  test    rax,rax
  005e17  je      0x0000000000005e28
  005e1d  cmp     byte ptr [rax+r14],1
  005e22  jne     0x00000000000070f1
  005e28  mov     rax,[r12+0x10]
  005e30  mov     r14,[rax+r14*8]
; v13:int = add_nov v8, -2
  005e34  add     r13,0xfffffffffffffffe
; v14:int = readlist v7, v13 => pop2_top/3 (19) {stack=v7, pc=26, opcode='add', k='binary_xy', y=v12, depth=v13}
  005e3b  cmp     r13,[r12]
  005e43  jae     0x0000000000007166
  005e49  mov     rax,[r12+8]
  005e51  test    rax,rax
  005e54  je      0x0000000000005e65
  005e5a  cmp     byte ptr [rax+r13],1
  005e5f  jne     0x0000000000007166
  005e65  mov     rax,[r12+0x10]
  005e6d  mov     r15,[rax+r13*8]
; v15:list = slice v7, 0, v13 owned => pop2_top/4 (19) {stack=v7, pc=26, opcode='add', k='binary_xy', x=v14, y=v12, depth=v13}
  005e71  cmp     qword ptr [r12+8],0
  005e7d  jne     0x00000000000064ea
  005e83  cmp     r13,[r12]
  005e8b  ja      0x00000000000064ea
  005e91  mov     [r12],r13
; v16:int = add v14, v12 => binary_add/0 (21) {stack=v15, pc=26, x=v14, y=v12}
  005e99  add     r15,r14
  005e9c  jo      0x00000000000071ed
; v17:list = append v15, v16 owned
  005ea2  cmp     qword ptr [r12+8],0
  005eae  jne     0x00000000000065e5
  005eb4  mov     rax,[r12]
  005ebc  cmp     rax,[r12+0x18]
  005ec4  jae     0x00000000000065e5
  005eca  mov     rdx,[r12+0x10]
  005ed2  lea     rdx,[rdx+rax*8]
  005ed6  add     rax,1
  005eda  mov     [r12],rax
  005ee2  mov     [rdx],r15
; v18:int = len v17
  005ee5  mov     r15,[r12]
; v19:int = eq v18, 0
; guard_false v19 => pop/2 (29) {stack=v17, pc=27, k='store_x', depth=v18, empty=1}
  005eed  test    r15,r15
  005ef0  je      0x000000000000724b
; v21:int = sub_nov v18, 1
  005ef6  sub     r15,1
; v22:int = readlist v17, v21 => pop_top/1 (30) {stack=v17, pc=27, k='store_x', depth=v21}
  005efd  cmp     r15,[r12]
  005f05  jae     0x00000000000072c0
  005f0b  mov     rax,[r12+8]
  005f13  test    rax,rax
  005f16  je      0x0000000000005f27
  005f1c  cmp     byte ptr [rax+r15],1
  005f21  jne     0x00000000000072c0
  005f27  mov     rax,[r12+0x10]
  005f2f  mov     r14,[rax+r15*8]
; v23:list = slice v17, 0, v21 owned => pop_top/2 (30) {stack=v17, pc=27, k='store_x', x=v22, depth=v21}
  005f33  cmp     qword ptr [r12+8],0
  005f3f  jne     0x00000000000066bf
  005f45  cmp     r15,[r12]
  005f4d  ja      0x00000000000066bf
  005f53  mov     [r12],r15
; v24:list = set v0, 1, v22 owned => store_x/2 (32) {stack=v23, pc=27, a=1, x=v22}
  005f5b  cmp     qword ptr [rbx+8],0
  005f67  jne     0x00000000000067ba
  005f6d  cmp     qword ptr [rbx-0x10],1
  005f79  jne     0x00000000000067ba
  005f7f  cmp     qword ptr [rbx-8],1
  005f8b  jne     0x00000000000067ba
  005f91  cmp     qword ptr [rbx],1
  005f9d  jbe     0x00000000000067ba
  005fa3  mov     rax,[rbx+0x10]
  005fab  lea     rax,[rax+8]
  005fb2  mov     [rax],r14
; v25:list = append v23, v22 owned
  005fb5  cmp     qword ptr [r12+8],0
  005fc1  jne     0x00000000000068b5
  005fc7  mov     rax,[r12]
  005fcf  cmp     rax,[r12+0x18]
  005fd7  jae     0x00000000000068b5
  005fdd  mov     rdx,[r12+0x10]
  005fe5  lea     rdx,[rdx+rax*8]
  005fe9  add     rax,1
  005fed  mov     [r12],rax
  005ff5  mov     [rdx],r14
; v26:int = readlist v24, 0 => op_load/2 (57) {mem=v24, stack=v25, pc=6, a=0}
  005ff8  cmp     qword ptr [rbx],0
  006004  jbe     0x000000000000731f
  00600a  mov     rax,[rbx+8]
  006012  test    rax,rax
  006015  je      0x0000000000006028
  00601b  cmp     byte ptr [rax],1
  006022  jne     0x000000000000731f
  006028  mov     rax,[rbx+0x10]
  006030  mov     r14,[rax]
; v27:list = append v25, v26 owned
  006037  cmp     qword ptr [r12+8],0
  006043  jne     0x000000000000698f
  006049  mov     rax,[r12]
  006051  cmp     rax,[r12+0x18]
  006059  jae     0x000000000000698f
  00605f  mov     rdx,[r12+0x10]
  006067  lea     rdx,[rdx+rax*8]
  00606b  add     rax,1
  00606f  mov     [r12],rax
  006077  mov     [rdx],r14
; v28:int = len v27
  00607a  mov     r14,[r12]
; v29:int = lt v28, 2
; guard_false v29 => pop2/2 (68) {mem=v24, stack=v27, pc=8, opcode='lt', k='binary_xy', depth=v28, few=1}
  006082  cmp     r14,2
  006089  jl      0x000000000000737e
; v31:int = sub_nov v28, 1
  00608f  mov     r15,r14
  006092  sub     r15,1
; v32:int = readlist v27, v31 => pop2_top/1 (69) {mem=v24, stack=v27, pc=8, opcode='lt', k='binary_xy', depth=v31}
  006099  cmp     r15,[r12]
  0060a1  jae     0x000000000000741b
  0060a7  mov     rax,[r12+8]
  0060af  test    rax,rax
  0060b2  je      0x00000000000060c3
  0060b8  cmp     byte ptr [rax+r15],1
  0060bd  jne     0x000000000000741b
  0060c3  mov     rax,[r12+0x10]
  0060cb  mov     r15,[rax+r15*8]
; v33:int = add_nov v28, -2
  0060cf  add     r14,0xfffffffffffffffe
; v34:int = readlist v27, v33 => pop2_top/3 (69) {mem=v24, stack=v27, pc=8, opcode='lt', k='binary_xy', y=v32, depth=v33}
  0060d6  cmp     r14,[r12]
  0060de  jae     0x00000000000074a2
  0060e4  mov     rax,[r12+8]
  0060ec  test    rax,rax
  0060ef  je      0x0000000000006100
  0060f5  cmp     byte ptr [rax+r14],1
  0060fa  jne     0x00000000000074a2
  006100  mov     rax,[r12+0x10]
  006108  mov     r13,[rax+r14*8]
; v35:list = slice v27, 0, v33 owned => pop2_top/4 (69) {mem=v24, stack=v27, pc=8, opcode='lt', k='binary_xy', x=v34, y=v32, depth=v33}
  00610c  cmp     qword ptr [r12+8],0
  006118  jne     0x0000000000006a69
  00611e  cmp     r14,[r12]
  006126  ja      0x0000000000006a69
  00612c  mov     [r12],r14
; v36:int = lt v34, v32
  006134  cmp     r13,r15
  006137  setl    al
  00613a  movzx   r13d,al
; v37:list = append v35, v36 owned
  00613e  cmp     qword ptr [r12+8],0
  00614a  jne     0x0000000000006b64
  006150  mov     rax,[r12]
  006158  cmp     rax,[r12+0x18]
  006160  jae     0x0000000000006b64
  006166  mov     rdx,[r12+0x10]
  00616e  lea     rdx,[rdx+rax*8]
  006172  add     rax,1
  006176  mov     [r12],rax
  00617e  mov     [rdx],r13
; v38:int = len v37
  006181  mov     r13,[r12]
; v39:int = eq v38, 0
; guard_false v39 => pop/2 (92) {mem=v24, stack=v37, pc=9, k='jump_if_zero_x', depth=v38, empty=1}
  006189  test    r13,r13
  00618c  je      0x000000000000753b
; v41:int = sub_nov v38, 1
  006192  sub     r13,1
; v42:int = readlist v37, v41 => pop_top/1 (93) {mem=v24, stack=v37, pc=9, k='jump_if_zero_x', depth=v41}
  006199  cmp     r13,[r12]
  0061a1  jae     0x00000000000075c2
  0061a7  mov     rax,[r12+8]
  0061af  test    rax,rax
  0061b2  je      0x00000000000061c3
  0061b8  cmp     byte ptr [rax+r13],1
  0061bd  jne     0x00000000000075c2
  0061c3  mov     rax,[r12+0x10]
  0061cb  mov     r15,[rax+r13*8]
; v43:list = slice v37, 0, v41 owned => pop_top/2 (93) {mem=v24, stack=v37, pc=9, k='jump_if_zero_x', x=v42, depth=v41}
  0061cf  cmp     qword ptr [r12+8],0
  0061db  jne     0x0000000000006c3e
  0061e1  cmp     r13,[r12]
  0061e9  ja      0x0000000000006c3e
  0061ef  mov     [r12],r13
; guard_true v42 => jump_if_zero_x/0 (96) {mem=v24, stack=v43, pc=9, x=0}
  0061f7  test    r15,r15
  0061fa  je      0x0000000000007633
; v45:list = append v43, 0 owned
  006200  cmp     qword ptr [r12+8],0
  00620c  jne     0x0000000000006d39
  006212  mov     rax,[r12]
  00621a  cmp     rax,[r12+0x18]
  006222  jae     0x0000000000006d39
  006228  mov     rdx,[r12+0x10]
  006230  lea     rdx,[rdx+rax*8]
  006234  add     rax,1
  006238  mov     [r12],rax
  006240  mov     qword ptr [rdx],0
; v46:int = len v45
  006247  mov     r15,[r12]
; v47:int = eq v46, 0
; guard_false v47 => pop/2 (108) {mem=v24, stack=v45, pc=13, k='store_x', depth=v46, empty=1}
  00624f  test    r15,r15
  006252  je      0x0000000000007692
; v49:int = sub_nov v46, 1
  006258  sub     r15,1
; v50:int = readlist v45, v49 => pop_top/1 (109) {mem=v24, stack=v45, pc=13, k='store_x', depth=v49}
  00625f  cmp     r15,[r12]
  006267  jae     0x0000000000007719
  00626d  mov     rax,[r12+8]
  006275  test    rax,rax
  006278  je      0x0000000000006289
  00627e  cmp     byte ptr [rax+r15],1
  006283  jne     0x0000000000007719
  006289  mov     rax,[r12+0x10]
  006291  mov     r13,[rax+r15*8]
; v51:list = slice v45, 0, v49 owned => pop_top/2 (109) {mem=v24, stack=v45, pc=13, k='store_x', x=v50, depth=v49}
  006295  cmp     qword ptr [r12+8],0
  0062a1  jne     0x0000000000006e17
  0062a7  cmp     r15,[r12]
  0062af  ja      0x0000000000006e17
  0062b5  mov     [r12],r15
; v52:list = set v24, 2, v50 owned => store_x/2 (111) {mem=v24, stack=v51, pc=13, a=2, x=v50}
  0062bd  cmp     qword ptr [rbx+8],0
  0062c9  jne     0x0000000000006f12
  0062cf  cmp     qword ptr [rbx],2
  0062db  jbe     0x0000000000006f12
  0062e1  mov     rax,[rbx+0x10]
  0062e9  lea     rax,[rax+0x10]
  0062f0  mov     [rax],r13
; jump_trace T0 => dispatch_loop/0 (112) {mem=v52, stack=v51, pc=15}
  0062f3  mov     [rbp+0x30],rbx
  0062fa  mov     qword ptr [rbp+0xc8],3
  006305  mov     [rbp+0x40],r12
  00630c  mov     qword ptr [rbp+0xd8],3
  006317  mov     qword ptr [rbp+0x50],0xf
  006322  mov     qword ptr [rbp+0xe8],1
  00632d  jmp     0x0000000000000030
  006332  sub     rsp,0x70
  006339  mov     [rsp+0x30],rcx
  006341  mov     [rsp+0x38],rsi
  006349  mov     [rsp+0x40],rdi
  006351  mov     [rsp+0x48],r8
  006359  mov     [rsp+0x50],r9
  006361  mov     [rsp+0x58],r10
  006369  mov     [rsp],r12
  006371  mov     qword ptr [rsp+8],3
  00637d  mov     [rsp+0x10],r13
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
  006404  mov     r12,r11
  006407  jmp     0x0000000000005d98
  00640c  sub     rsp,0x70
  006413  mov     [rsp+0x30],rcx
  00641b  mov     [rsp+0x38],rsi
  006423  mov     [rsp+0x40],rdi
  00642b  mov     [rsp+0x48],r8
  006433  mov     [rsp+0x50],r9
  00643b  mov     [rsp+0x58],r10
  006443  mov     [rsp],r12
  00644b  mov     qword ptr [rsp+8],3
  006457  mov     qword ptr [rsp+0x10],1
  006463  mov     qword ptr [rsp+0x18],1
  00646f  mov     rdi,[rbp+0x20]
  006476  mov     esi,0xf
  00647b  mov     rdx,rsp
  00647e  mov     rcx,0xfffffffffffffffc
  006488  mov     r8,0xfffffffffffffffc
  006492  mov     r9,0
  00649c  mov     rax,<list_op>
  0064a6  call    rax
  0064a8  mov     r11,rax
  0064ab  mov     rcx,[rsp+0x30]
  0064b3  mov     rsi,[rsp+0x38]
  0064bb  mov     rdi,[rsp+0x40]
  0064c3  mov     r8,[rsp+0x48]
  0064cb  mov     r9,[rsp+0x50]
  0064d3  mov     r10,[rsp+0x58]
  0064db  add     rsp,0x70
  0064e2  mov     r12,r11
  0064e5  jmp     0x0000000000005ddf
  0064ea  sub     rsp,0x70
  0064f1  mov     [rsp+0x30],rcx
  0064f9  mov     [rsp+0x38],rsi
  006501  mov     [rsp+0x40],rdi
  006509  mov     [rsp+0x48],r8
  006511  mov     [rsp+0x50],r9
  006519  mov     [rsp+0x58],r10
  006521  mov     [rsp],r12
  006529  mov     qword ptr [rsp+8],3
  006535  mov     qword ptr [rsp+0x10],0
  006541  mov     qword ptr [rsp+0x18],1
  00654d  mov     [rsp+0x20],r13
  006555  mov     qword ptr [rsp+0x28],1
  006561  mov     rdi,[rbp+0x20]
  006568  mov     esi,0x10
  00656d  mov     rdx,rsp
  006570  mov     rcx,0xfffffffffffffffc
  00657a  mov     r8,0xfffffffffffffffc
  006584  mov     r9,0
  00658e  mov     rax,<list_op>
  006598  call    rax
  00659a  mov     r11,rax
  00659d  mov     rcx,[rsp+0x30]
  0065a5  mov     rsi,[rsp+0x38]
  0065ad  mov     rdi,[rsp+0x40]
  0065b5  mov     r8,[rsp+0x48]
  0065bd  mov     r9,[rsp+0x50]
  0065c5  mov     r10,[rsp+0x58]
  0065cd  add     rsp,0x70
  0065d4  test    rdx,rdx
  0065d7  je      0x000000000000778a
  0065dd  mov     r12,r11
  0065e0  jmp     0x0000000000005e99
  0065e5  sub     rsp,0x70
  0065ec  mov     [rsp+0x30],rcx
  0065f4  mov     [rsp+0x38],rsi
  0065fc  mov     [rsp+0x40],rdi
  006604  mov     [rsp+0x48],r8
  00660c  mov     [rsp+0x50],r9
  006614  mov     [rsp+0x58],r10
  00661c  mov     [rsp],r12
  006624  mov     qword ptr [rsp+8],3
  006630  mov     [rsp+0x10],r15
  006638  mov     qword ptr [rsp+0x18],1
  006644  mov     rdi,[rbp+0x20]
  00664b  mov     esi,0xf
  006650  mov     rdx,rsp
  006653  mov     rcx,0xfffffffffffffffc
  00665d  mov     r8,0xfffffffffffffffc
  006667  mov     r9,0
  006671  mov     rax,<list_op>
  00667b  call    rax
  00667d  mov     r11,rax
  006680  mov     rcx,[rsp+0x30]
  006688  mov     rsi,[rsp+0x38]
  006690  mov     rdi,[rsp+0x40]
  006698  mov     r8,[rsp+0x48]
  0066a0  mov     r9,[rsp+0x50]
  0066a8  mov     r10,[rsp+0x58]
  0066b0  add     rsp,0x70
  0066b7  mov     r12,r11
  0066ba  jmp     0x0000000000005ee5
  0066bf  sub     rsp,0x70
  0066c6  mov     [rsp+0x30],rcx
  0066ce  mov     [rsp+0x38],rsi
  0066d6  mov     [rsp+0x40],rdi
  0066de  mov     [rsp+0x48],r8
  0066e6  mov     [rsp+0x50],r9
  0066ee  mov     [rsp+0x58],r10
  0066f6  mov     [rsp],r12
  0066fe  mov     qword ptr [rsp+8],3
  00670a  mov     qword ptr [rsp+0x10],0
  006716  mov     qword ptr [rsp+0x18],1
  006722  mov     [rsp+0x20],r15
  00672a  mov     qword ptr [rsp+0x28],1
  006736  mov     rdi,[rbp+0x20]
  00673d  mov     esi,0x10
  006742  mov     rdx,rsp
  006745  mov     rcx,0xfffffffffffffffc
  00674f  mov     r8,0xfffffffffffffffc
  006759  mov     r9,0
  006763  mov     rax,<list_op>
  00676d  call    rax
  00676f  mov     r11,rax
  006772  mov     rcx,[rsp+0x30]
  00677a  mov     rsi,[rsp+0x38]
  006782  mov     rdi,[rsp+0x40]
  00678a  mov     r8,[rsp+0x48]
  006792  mov     r9,[rsp+0x50]
  00679a  mov     r10,[rsp+0x58]
  0067a2  add     rsp,0x70
  0067a9  test    rdx,rdx
  0067ac  je      0x0000000000007823
  0067b2  mov     r12,r11
  0067b5  jmp     0x0000000000005f5b
  0067ba  sub     rsp,0x70
  0067c1  mov     [rsp+0x30],rcx
  0067c9  mov     [rsp+0x38],rsi
  0067d1  mov     [rsp+0x40],rdi
  0067d9  mov     [rsp+0x48],r8
  0067e1  mov     [rsp+0x50],r9
  0067e9  mov     [rsp+0x58],r10
  0067f1  mov     [rsp],rbx
  0067f9  mov     qword ptr [rsp+8],3
  006805  mov     qword ptr [rsp+0x10],1
  006811  mov     qword ptr [rsp+0x18],1
  00681d  mov     [rsp+0x20],r14
  006825  mov     qword ptr [rsp+0x28],1
  006831  mov     rdi,[rbp+0x20]
  006838  mov     esi,0xe
  00683d  mov     rdx,rsp
  006840  mov     rcx,0xfffffffffffffffe
  00684a  mov     r8,0xfffffffffffffffe
  006854  mov     r9,0
  00685e  mov     rax,<list_op>
  006868  call    rax
  00686a  mov     r11,rax
  00686d  mov     rcx,[rsp+0x30]
  006875  mov     rsi,[rsp+0x38]
  00687d  mov     rdi,[rsp+0x40]
  006885  mov     r8,[rsp+0x48]
  00688d  mov     r9,[rsp+0x50]
  006895  mov     r10,[rsp+0x58]
  00689d  add     rsp,0x70
  0068a4  test    rdx,rdx
  0068a7  je      0x0000000000007894
  0068ad  mov     rbx,r11
  0068b0  jmp     0x0000000000005fb5
  0068b5  sub     rsp,0x70
  0068bc  mov     [rsp+0x30],rcx
  0068c4  mov     [rsp+0x38],rsi
  0068cc  mov     [rsp+0x40],rdi
  0068d4  mov     [rsp+0x48],r8
  0068dc  mov     [rsp+0x50],r9
  0068e4  mov     [rsp+0x58],r10
  0068ec  mov     [rsp],r12
  0068f4  mov     qword ptr [rsp+8],3
  006900  mov     [rsp+0x10],r14
  006908  mov     qword ptr [rsp+0x18],1
  006914  mov     rdi,[rbp+0x20]
  00691b  mov     esi,0xf
  006920  mov     rdx,rsp
  006923  mov     rcx,0xfffffffffffffffc
  00692d  mov     r8,0xfffffffffffffffc
  006937  mov     r9,0
  006941  mov     rax,<list_op>
  00694b  call    rax
  00694d  mov     r11,rax
  006950  mov     rcx,[rsp+0x30]
  006958  mov     rsi,[rsp+0x38]
  006960  mov     rdi,[rsp+0x40]
  006968  mov     r8,[rsp+0x48]
  006970  mov     r9,[rsp+0x50]
  006978  mov     r10,[rsp+0x58]
  006980  add     rsp,0x70
  006987  mov     r12,r11
  00698a  jmp     0x0000000000005ff8
  00698f  sub     rsp,0x70
  006996  mov     [rsp+0x30],rcx
  00699e  mov     [rsp+0x38],rsi
  0069a6  mov     [rsp+0x40],rdi
  0069ae  mov     [rsp+0x48],r8
  0069b6  mov     [rsp+0x50],r9
  0069be  mov     [rsp+0x58],r10
  0069c6  mov     [rsp],r12
  0069ce  mov     qword ptr [rsp+8],3
  0069da  mov     [rsp+0x10],r14
  0069e2  mov     qword ptr [rsp+0x18],1
  0069ee  mov     rdi,[rbp+0x20]
  0069f5  mov     esi,0xf
  0069fa  mov     rdx,rsp
  0069fd  mov     rcx,0xfffffffffffffffc
  006a07  mov     r8,0xfffffffffffffffc
  006a11  mov     r9,0
  006a1b  mov     rax,<list_op>
  006a25  call    rax
  006a27  mov     r11,rax
  006a2a  mov     rcx,[rsp+0x30]
  006a32  mov     rsi,[rsp+0x38]
  006a3a  mov     rdi,[rsp+0x40]
  006a42  mov     r8,[rsp+0x48]
  006a4a  mov     r9,[rsp+0x50]
  006a52  mov     r10,[rsp+0x58]
  006a5a  add     rsp,0x70
  006a61  mov     r12,r11
  006a64  jmp     0x000000000000607a
  006a69  sub     rsp,0x70
  006a70  mov     [rsp+0x30],rcx
  006a78  mov     [rsp+0x38],rsi
  006a80  mov     [rsp+0x40],rdi
  006a88  mov     [rsp+0x48],r8
  006a90  mov     [rsp+0x50],r9
  006a98  mov     [rsp+0x58],r10
  006aa0  mov     [rsp],r12
  006aa8  mov     qword ptr [rsp+8],3
  006ab4  mov     qword ptr [rsp+0x10],0
  006ac0  mov     qword ptr [rsp+0x18],1
  006acc  mov     [rsp+0x20],r14
  006ad4  mov     qword ptr [rsp+0x28],1
  006ae0  mov     rdi,[rbp+0x20]
  006ae7  mov     esi,0x10
  006aec  mov     rdx,rsp
  006aef  mov     rcx,0xfffffffffffffffc
  006af9  mov     r8,0xfffffffffffffffc
  006b03  mov     r9,0
  006b0d  mov     rax,<list_op>
  006b17  call    rax
  006b19  mov     r11,rax
  006b1c  mov     rcx,[rsp+0x30]
  006b24  mov     rsi,[rsp+0x38]
  006b2c  mov     rdi,[rsp+0x40]
  006b34  mov     r8,[rsp+0x48]
  006b3c  mov     r9,[rsp+0x50]
  006b44  mov     r10,[rsp+0x58]
  006b4c  add     rsp,0x70
  006b53  test    rdx,rdx
  006b56  je      0x00000000000078f3
  006b5c  mov     r12,r11
  006b5f  jmp     0x0000000000006134
  006b64  sub     rsp,0x70
  006b6b  mov     [rsp+0x30],rcx
  006b73  mov     [rsp+0x38],rsi
  006b7b  mov     [rsp+0x40],rdi
  006b83  mov     [rsp+0x48],r8
  006b8b  mov     [rsp+0x50],r9
  006b93  mov     [rsp+0x58],r10
  006b9b  mov     [rsp],r12
  006ba3  mov     qword ptr [rsp+8],3
  006baf  mov     [rsp+0x10],r13
  006bb7  mov     qword ptr [rsp+0x18],1
  006bc3  mov     rdi,[rbp+0x20]
  006bca  mov     esi,0xf
  006bcf  mov     rdx,rsp
  006bd2  mov     rcx,0xfffffffffffffffc
  006bdc  mov     r8,0xfffffffffffffffc
  006be6  mov     r9,0
  006bf0  mov     rax,<list_op>
  006bfa  call    rax
  006bfc  mov     r11,rax
  006bff  mov     rcx,[rsp+0x30]
  006c07  mov     rsi,[rsp+0x38]
  006c0f  mov     rdi,[rsp+0x40]
  006c17  mov     r8,[rsp+0x48]
  006c1f  mov     r9,[rsp+0x50]
  006c27  mov     r10,[rsp+0x58]
  006c2f  add     rsp,0x70
  006c36  mov     r12,r11
  006c39  jmp     0x0000000000006181
  006c3e  sub     rsp,0x70
  006c45  mov     [rsp+0x30],rcx
  006c4d  mov     [rsp+0x38],rsi
  006c55  mov     [rsp+0x40],rdi
  006c5d  mov     [rsp+0x48],r8
  006c65  mov     [rsp+0x50],r9
  006c6d  mov     [rsp+0x58],r10
  006c75  mov     [rsp],r12
  006c7d  mov     qword ptr [rsp+8],3
  006c89  mov     qword ptr [rsp+0x10],0
  006c95  mov     qword ptr [rsp+0x18],1
  006ca1  mov     [rsp+0x20],r13
  006ca9  mov     qword ptr [rsp+0x28],1
  006cb5  mov     rdi,[rbp+0x20]
  006cbc  mov     esi,0x10
  006cc1  mov     rdx,rsp
  006cc4  mov     rcx,0xfffffffffffffffc
  006cce  mov     r8,0xfffffffffffffffc
  006cd8  mov     r9,0
  006ce2  mov     rax,<list_op>
  006cec  call    rax
  006cee  mov     r11,rax
  006cf1  mov     rcx,[rsp+0x30]
  006cf9  mov     rsi,[rsp+0x38]
  006d01  mov     rdi,[rsp+0x40]
  006d09  mov     r8,[rsp+0x48]
  006d11  mov     r9,[rsp+0x50]
  006d19  mov     r10,[rsp+0x58]
  006d21  add     rsp,0x70
  006d28  test    rdx,rdx
  006d2b  je      0x000000000000799e
  006d31  mov     r12,r11
  006d34  jmp     0x00000000000061f7
  006d39  sub     rsp,0x70
  006d40  mov     [rsp+0x30],rcx
  006d48  mov     [rsp+0x38],rsi
  006d50  mov     [rsp+0x40],rdi
  006d58  mov     [rsp+0x48],r8
  006d60  mov     [rsp+0x50],r9
  006d68  mov     [rsp+0x58],r10
  006d70  mov     [rsp],r12
  006d78  mov     qword ptr [rsp+8],3
  006d84  mov     qword ptr [rsp+0x10],0
  006d90  mov     qword ptr [rsp+0x18],1
  006d9c  mov     rdi,[rbp+0x20]
  006da3  mov     esi,0xf
  006da8  mov     rdx,rsp
  006dab  mov     rcx,0xfffffffffffffffc
  006db5  mov     r8,0xfffffffffffffffc
  006dbf  mov     r9,0
  006dc9  mov     rax,<list_op>
  006dd3  call    rax
  006dd5  mov     r11,rax
  006dd8  mov     rcx,[rsp+0x30]
  006de0  mov     rsi,[rsp+0x38]
  006de8  mov     rdi,[rsp+0x40]
  006df0  mov     r8,[rsp+0x48]
  006df8  mov     r9,[rsp+0x50]
  006e00  mov     r10,[rsp+0x58]
  006e08  add     rsp,0x70
  006e0f  mov     r12,r11
  006e12  jmp     0x0000000000006247
  006e17  sub     rsp,0x70
  006e1e  mov     [rsp+0x30],rcx
  006e26  mov     [rsp+0x38],rsi
  006e2e  mov     [rsp+0x40],rdi
  006e36  mov     [rsp+0x48],r8
  006e3e  mov     [rsp+0x50],r9
  006e46  mov     [rsp+0x58],r10
  006e4e  mov     [rsp],r12
  006e56  mov     qword ptr [rsp+8],3
  006e62  mov     qword ptr [rsp+0x10],0
  006e6e  mov     qword ptr [rsp+0x18],1
  006e7a  mov     [rsp+0x20],r15
  006e82  mov     qword ptr [rsp+0x28],1
  006e8e  mov     rdi,[rbp+0x20]
  006e95  mov     esi,0x10
  006e9a  mov     rdx,rsp
  006e9d  mov     rcx,0xfffffffffffffffc
  006ea7  mov     r8,0xfffffffffffffffc
  006eb1  mov     r9,0
  006ebb  mov     rax,<list_op>
  006ec5  call    rax
  006ec7  mov     r11,rax
  006eca  mov     rcx,[rsp+0x30]
  006ed2  mov     rsi,[rsp+0x38]
  006eda  mov     rdi,[rsp+0x40]
  006ee2  mov     r8,[rsp+0x48]
  006eea  mov     r9,[rsp+0x50]
  006ef2  mov     r10,[rsp+0x58]
  006efa  add     rsp,0x70
  006f01  test    rdx,rdx
  006f04  je      0x0000000000007a21
  006f0a  mov     r12,r11
  006f0d  jmp     0x00000000000062bd
  006f12  sub     rsp,0x70
  006f19  mov     [rsp+0x30],rcx
  006f21  mov     [rsp+0x38],rsi
  006f29  mov     [rsp+0x40],rdi
  006f31  mov     [rsp+0x48],r8
  006f39  mov     [rsp+0x50],r9
  006f41  mov     [rsp+0x58],r10
  006f49  mov     [rsp],rbx
  006f51  mov     qword ptr [rsp+8],3
  006f5d  mov     qword ptr [rsp+0x10],2
  006f69  mov     qword ptr [rsp+0x18],1
  006f75  mov     [rsp+0x20],r13
  006f7d  mov     qword ptr [rsp+0x28],1
  006f89  mov     rdi,[rbp+0x20]
  006f90  mov     esi,0xe
  006f95  mov     rdx,rsp
  006f98  mov     rcx,0xfffffffffffffffe
  006fa2  mov     r8,0xfffffffffffffffe
  006fac  mov     r9,0
  006fb6  mov     rax,<list_op>
  006fc0  call    rax
  006fc2  mov     r11,rax
  006fc5  mov     rcx,[rsp+0x30]
  006fcd  mov     rsi,[rsp+0x38]
  006fd5  mov     rdi,[rsp+0x40]
  006fdd  mov     r8,[rsp+0x48]
  006fe5  mov     r9,[rsp+0x50]
  006fed  mov     r10,[rsp+0x58]
  006ff5  add     rsp,0x70
  006ffc  test    rdx,rdx
  006fff  je      0x0000000000007aa4
  007005  mov     rbx,r11
  007008  jmp     0x00000000000062f3
; exits
  00700d  mov     rax,0x1fffffffe
  007017  jmp     0x0000000000000016
  00701c  mov     rax,0x100000000
  007026  jmp     0x0000000000000016
  00702b  mov     qword ptr [rbp+0x50],0x16
  007036  mov     qword ptr [rbp+0xe8],1
  007041  mov     qword ptr [rbp+0x78],1
  00704c  mov     qword ptr [rbp+0x110],1
  007057  mov     rax,0x100000001
  007061  jmp     0x0000000000000016
  007066  mov     [rbp+0x40],r12
  00706d  mov     qword ptr [rbp+0xd8],3
  007078  mov     qword ptr [rbp+0x50],0x1a
  007083  mov     qword ptr [rbp+0xe8],1
  00708e  mov     qword ptr [rbp+0x58],0x13
  007099  mov     qword ptr [rbp+0xf0],2
  0070a4  mov     qword ptr [rbp+0x80],0x28
  0070af  mov     qword ptr [rbp+0x118],2
  0070ba  mov     [rbp+0xa0],r13
  0070c1  mov     qword ptr [rbp+0x138],1
  0070cc  mov     qword ptr [rbp+0xb8],1
  0070d7  mov     qword ptr [rbp+0x150],1
  0070e2  mov     rax,0x100000002
  0070ec  jmp     0x0000000000000016
  0070f1  mov     [rbp+0x40],r12
  0070f8  mov     qword ptr [rbp+0xd8],3
  007103  mov     qword ptr [rbp+0x50],0x1a
  00710e  mov     qword ptr [rbp+0xe8],1
  007119  mov     qword ptr [rbp+0x58],0x13
  007124  mov     qword ptr [rbp+0xf0],2
  00712f  mov     qword ptr [rbp+0x80],0x28
  00713a  mov     qword ptr [rbp+0x118],2
  007145  mov     [rbp+0xa0],r14
  00714c  mov     qword ptr [rbp+0x138],1
  007157  mov     rax,0x100000003
  007161  jmp     0x0000000000000016
  007166  mov     [rbp+0x40],r12
  00716d  mov     qword ptr [rbp+0xd8],3
  007178  mov     qword ptr [rbp+0x50],0x1a
  007183  mov     qword ptr [rbp+0xe8],1
  00718e  mov     qword ptr [rbp+0x58],0x13
  007199  mov     qword ptr [rbp+0xf0],2
  0071a4  mov     qword ptr [rbp+0x80],0x28
  0071af  mov     qword ptr [rbp+0x118],2
  0071ba  mov     [rbp+0x90],r14
  0071c1  mov     qword ptr [rbp+0x128],1
  0071cc  mov     [rbp+0xa0],r13
  0071d3  mov     qword ptr [rbp+0x138],1
  0071de  mov     rax,0x100000004
  0071e8  jmp     0x0000000000000016
  0071ed  sub     r15,r14
  0071f0  mov     [rbp+0x40],r12
  0071f7  mov     qword ptr [rbp+0xd8],3
  007202  mov     qword ptr [rbp+0x50],0x1a
  00720d  mov     qword ptr [rbp+0xe8],1
  007218  mov     [rbp+0x88],r15
  00721f  mov     qword ptr [rbp+0x120],1
  00722a  mov     [rbp+0x90],r14
  007231  mov     qword ptr [rbp+0x128],1
  00723c  mov     rax,0x100000006
  007246  jmp     0x0000000000000016
  00724b  mov     [rbp+0x40],r12
  007252  mov     qword ptr [rbp+0xd8],3
  00725d  mov     qword ptr [rbp+0x50],0x1b
  007268  mov     qword ptr [rbp+0xe8],1
  007273  mov     qword ptr [rbp+0x80],0x27
  00727e  mov     qword ptr [rbp+0x118],2
  007289  mov     [rbp+0xa0],r15
  007290  mov     qword ptr [rbp+0x138],1
  00729b  mov     qword ptr [rbp+0xa8],1
  0072a6  mov     qword ptr [rbp+0x140],1
  0072b1  mov     rax,0x100000007
  0072bb  jmp     0x0000000000000016
  0072c0  mov     [rbp+0x40],r12
  0072c7  mov     qword ptr [rbp+0xd8],3
  0072d2  mov     qword ptr [rbp+0x50],0x1b
  0072dd  mov     qword ptr [rbp+0xe8],1
  0072e8  mov     qword ptr [rbp+0x80],0x27
  0072f3  mov     qword ptr [rbp+0x118],2
  0072fe  mov     [rbp+0xa0],r15
  007305  mov     qword ptr [rbp+0x138],1
  007310  mov     rax,0x100000008
  00731a  jmp     0x0000000000000016
  00731f  mov     [rbp+0x30],rbx
  007326  mov     qword ptr [rbp+0xc8],3
  007331  mov     [rbp+0x40],r12
  007338  mov     qword ptr [rbp+0xd8],3
  007343  mov     qword ptr [rbp+0x50],6
  00734e  mov     qword ptr [rbp+0xe8],1
  007359  mov     qword ptr [rbp+0x78],0
  007364  mov     qword ptr [rbp+0x110],1
  00736f  mov     rax,0x10000000b
  007379  jmp     0x0000000000000016
  00737e  mov     [rbp+0x30],rbx
  007385  mov     qword ptr [rbp+0xc8],3
  007390  mov     [rbp+0x40],r12
  007397  mov     qword ptr [rbp+0xd8],3
  0073a2  mov     qword ptr [rbp+0x50],8
  0073ad  mov     qword ptr [rbp+0xe8],1
  0073b8  mov     qword ptr [rbp+0x58],0xd
  0073c3  mov     qword ptr [rbp+0xf0],2
  0073ce  mov     qword ptr [rbp+0x80],0x28
  0073d9  mov     qword ptr [rbp+0x118],2
  0073e4  mov     [rbp+0xa0],r14
  0073eb  mov     qword ptr [rbp+0x138],1
  0073f6  mov     qword ptr [rbp+0xb8],1
  007401  mov     qword ptr [rbp+0x150],1
  00740c  mov     rax,0x10000000c
  007416  jmp     0x0000000000000016
  00741b  mov     [rbp+0x30],rbx
  007422  mov     qword ptr [rbp+0xc8],3
  00742d  mov     [rbp+0x40],r12
  007434  mov     qword ptr [rbp+0xd8],3
  00743f  mov     qword ptr [rbp+0x50],8
  00744a  mov     qword ptr [rbp+0xe8],1
  007455  mov     qword ptr [rbp+0x58],0xd
  007460  mov     qword ptr [rbp+0xf0],2
  00746b  mov     qword ptr [rbp+0x80],0x28
  007476  mov     qword ptr [rbp+0x118],2
  007481  mov     [rbp+0xa0],r15
  007488  mov     qword ptr [rbp+0x138],1
  007493  mov     rax,0x10000000d
  00749d  jmp     0x0000000000000016
  0074a2  mov     [rbp+0x30],rbx
  0074a9  mov     qword ptr [rbp+0xc8],3
  0074b4  mov     [rbp+0x40],r12
  0074bb  mov     qword ptr [rbp+0xd8],3
  0074c6  mov     qword ptr [rbp+0x50],8
  0074d1  mov     qword ptr [rbp+0xe8],1
  0074dc  mov     qword ptr [rbp+0x58],0xd
  0074e7  mov     qword ptr [rbp+0xf0],2
  0074f2  mov     qword ptr [rbp+0x80],0x28
  0074fd  mov     qword ptr [rbp+0x118],2
  007508  mov     [rbp+0x90],r15
  00750f  mov     qword ptr [rbp+0x128],1
  00751a  mov     [rbp+0xa0],r14
  007521  mov     qword ptr [rbp+0x138],1
  00752c  mov     rax,0x10000000e
  007536  jmp     0x0000000000000016
  00753b  mov     [rbp+0x30],rbx
  007542  mov     qword ptr [rbp+0xc8],3
  00754d  mov     [rbp+0x40],r12
  007554  mov     qword ptr [rbp+0xd8],3
  00755f  mov     qword ptr [rbp+0x50],9
  00756a  mov     qword ptr [rbp+0xe8],1
  007575  mov     qword ptr [rbp+0x80],0x2c
  007580  mov     qword ptr [rbp+0x118],2
  00758b  mov     [rbp+0xa0],r13
  007592  mov     qword ptr [rbp+0x138],1
  00759d  mov     qword ptr [rbp+0xa8],1
  0075a8  mov     qword ptr [rbp+0x140],1
  0075b3  mov     rax,0x100000010
  0075bd  jmp     0x0000000000000016
  0075c2  mov     [rbp+0x30],rbx
  0075c9  mov     qword ptr [rbp+0xc8],3
  0075d4  mov     [rbp+0x40],r12
  0075db  mov     qword ptr [rbp+0xd8],3
  0075e6  mov     qword ptr [rbp+0x50],9
  0075f1  mov     qword ptr [rbp+0xe8],1
  0075fc  mov     qword ptr [rbp+0x80],0x2c
  007607  mov     qword ptr [rbp+0x118],2
  007612  mov     [rbp+0xa0],r13
  007619  mov     qword ptr [rbp+0x138],1
  007624  mov     rax,0x100000011
  00762e  jmp     0x0000000000000016
  007633  mov     [rbp+0x30],rbx
  00763a  mov     qword ptr [rbp+0xc8],3
  007645  mov     [rbp+0x40],r12
  00764c  mov     qword ptr [rbp+0xd8],3
  007657  mov     qword ptr [rbp+0x50],9
  007662  mov     qword ptr [rbp+0xe8],1
  00766d  mov     qword ptr [rbp+0x88],0
  007678  mov     qword ptr [rbp+0x120],1
  007683  mov     rax,0x100000013
  00768d  jmp     0x0000000000000016
  007692  mov     [rbp+0x30],rbx
  007699  mov     qword ptr [rbp+0xc8],3
  0076a4  mov     [rbp+0x40],r12
  0076ab  mov     qword ptr [rbp+0xd8],3
  0076b6  mov     qword ptr [rbp+0x50],0xd
  0076c1  mov     qword ptr [rbp+0xe8],1
  0076cc  mov     qword ptr [rbp+0x80],0x27
  0076d7  mov     qword ptr [rbp+0x118],2
  0076e2  mov     [rbp+0xa0],r15
  0076e9  mov     qword ptr [rbp+0x138],1
  0076f4  mov     qword ptr [rbp+0xa8],1
  0076ff  mov     qword ptr [rbp+0x140],1
  00770a  mov     rax,0x100000014
  007714  jmp     0x0000000000000016
  007719  mov     [rbp+0x30],rbx
  007720  mov     qword ptr [rbp+0xc8],3
  00772b  mov     [rbp+0x40],r12
  007732  mov     qword ptr [rbp+0xd8],3
  00773d  mov     qword ptr [rbp+0x50],0xd
  007748  mov     qword ptr [rbp+0xe8],1
  007753  mov     qword ptr [rbp+0x80],0x27
  00775e  mov     qword ptr [rbp+0x118],2
  007769  mov     [rbp+0xa0],r15
  007770  mov     qword ptr [rbp+0x138],1
  00777b  mov     rax,0x100000015
  007785  jmp     0x0000000000000016
  00778a  mov     [rbp+0x40],r12
  007791  mov     qword ptr [rbp+0xd8],3
  00779c  mov     qword ptr [rbp+0x50],0x1a
  0077a7  mov     qword ptr [rbp+0xe8],1
  0077b2  mov     qword ptr [rbp+0x58],0x13
  0077bd  mov     qword ptr [rbp+0xf0],2
  0077c8  mov     qword ptr [rbp+0x80],0x28
  0077d3  mov     qword ptr [rbp+0x118],2
  0077de  mov     [rbp+0x88],r15
  0077e5  mov     qword ptr [rbp+0x120],1
  0077f0  mov     [rbp+0x90],r14
  0077f7  mov     qword ptr [rbp+0x128],1
  007802  mov     [rbp+0xa0],r13
  007809  mov     qword ptr [rbp+0x138],1
  007814  mov     rax,0x100000005
  00781e  jmp     0x0000000000000016
  007823  mov     [rbp+0x40],r12
  00782a  mov     qword ptr [rbp+0xd8],3
  007835  mov     qword ptr [rbp+0x50],0x1b
  007840  mov     qword ptr [rbp+0xe8],1
  00784b  mov     qword ptr [rbp+0x80],0x27
  007856  mov     qword ptr [rbp+0x118],2
  007861  mov     [rbp+0x88],r14
  007868  mov     qword ptr [rbp+0x120],1
  007873  mov     [rbp+0xa0],r15
  00787a  mov     qword ptr [rbp+0x138],1
  007885  mov     rax,0x100000009
  00788f  jmp     0x0000000000000016
  007894  mov     [rbp+0x40],r12
  00789b  mov     qword ptr [rbp+0xd8],3
  0078a6  mov     qword ptr [rbp+0x50],0x1b
  0078b1  mov     qword ptr [rbp+0xe8],1
  0078bc  mov     qword ptr [rbp+0x78],1
  0078c7  mov     qword ptr [rbp+0x110],1
  0078d2  mov     [rbp+0x88],r14
  0078d9  mov     qword ptr [rbp+0x120],1
  0078e4  mov     rax,0x10000000a
  0078ee  jmp     0x0000000000000016
  0078f3  mov     [rbp+0x30],rbx
  0078fa  mov     qword ptr [rbp+0xc8],3
  007905  mov     [rbp+0x40],r12
  00790c  mov     qword ptr [rbp+0xd8],3
  007917  mov     qword ptr [rbp+0x50],8
  007922  mov     qword ptr [rbp+0xe8],1
  00792d  mov     qword ptr [rbp+0x58],0xd
  007938  mov     qword ptr [rbp+0xf0],2
  007943  mov     qword ptr [rbp+0x80],0x28
  00794e  mov     qword ptr [rbp+0x118],2
  007959  mov     [rbp+0x88],r13
  007960  mov     qword ptr [rbp+0x120],1
  00796b  mov     [rbp+0x90],r15
  007972  mov     qword ptr [rbp+0x128],1
  00797d  mov     [rbp+0xa0],r14
  007984  mov     qword ptr [rbp+0x138],1
  00798f  mov     rax,0x10000000f
  007999  jmp     0x0000000000000016
  00799e  mov     [rbp+0x30],rbx
  0079a5  mov     qword ptr [rbp+0xc8],3
  0079b0  mov     [rbp+0x40],r12
  0079b7  mov     qword ptr [rbp+0xd8],3
  0079c2  mov     qword ptr [rbp+0x50],9
  0079cd  mov     qword ptr [rbp+0xe8],1
  0079d8  mov     qword ptr [rbp+0x80],0x2c
  0079e3  mov     qword ptr [rbp+0x118],2
  0079ee  mov     [rbp+0x88],r15
  0079f5  mov     qword ptr [rbp+0x120],1
  007a00  mov     [rbp+0xa0],r13
  007a07  mov     qword ptr [rbp+0x138],1
  007a12  mov     rax,0x100000012
  007a1c  jmp     0x0000000000000016
  007a21  mov     [rbp+0x30],rbx
  007a28  mov     qword ptr [rbp+0xc8],3
  007a33  mov     [rbp+0x40],r12
  007a3a  mov     qword ptr [rbp+0xd8],3
  007a45  mov     qword ptr [rbp+0x50],0xd
  007a50  mov     qword ptr [rbp+0xe8],1
  007a5b  mov     qword ptr [rbp+0x80],0x27
  007a66  mov     qword ptr [rbp+0x118],2
  007a71  mov     [rbp+0x88],r13
  007a78  mov     qword ptr [rbp+0x120],1
  007a83  mov     [rbp+0xa0],r15
  007a8a  mov     qword ptr [rbp+0x138],1
  007a95  mov     rax,0x100000016
  007a9f  jmp     0x0000000000000016
  007aa4  mov     [rbp+0x30],rbx
  007aab  mov     qword ptr [rbp+0xc8],3
  007ab6  mov     [rbp+0x40],r12
  007abd  mov     qword ptr [rbp+0xd8],3
  007ac8  mov     qword ptr [rbp+0x50],0xd
  007ad3  mov     qword ptr [rbp+0xe8],1
  007ade  mov     qword ptr [rbp+0x78],2
  007ae9  mov     qword ptr [rbp+0x110],1
  007af4  mov     [rbp+0x88],r13
  007afb  mov     qword ptr [rbp+0x120],1
  007b06  mov     rax,0x100000017
  007b10  jmp     0x0000000000000016
