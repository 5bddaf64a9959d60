; T0: 22965 bytes
  000030  mov     qword ptr [rbp+0x18],0
  00003b  mov     rbx,[rbp+0x30]
  000042  mov     r12,[rbp+0x38]
  000049  mov     r13,[rbp+0x48]
  000050  mov     r14,[rbp+0x58]
  000057  jmp     0x00000000000000f8
  00005c  mov     qword ptr [rbp+0x18],0
; v0:list = input bytecode
  000067  cmp     qword ptr [rbp+0xc8],3
  000072  jne     0x000000000000364f
  000078  mov     rbx,[rbp+0x30]
; v1:list = input mem
  00007f  cmp     qword ptr [rbp+0xd0],3
  00008a  jne     0x000000000000364f
  000090  mov     r12,[rbp+0x38]
; v2:list = input stack
  000097  cmp     qword ptr [rbp+0xe0],3
  0000a2  jne     0x000000000000364f
  0000a8  mov     r13,[rbp+0x48]
; v3:list = input rstack
  0000af  cmp     qword ptr [rbp+0xe8],3
  0000ba  jne     0x000000000000364f
; v4:int = input pc
  0000c0  cmp     qword ptr [rbp+0xf0],1
  0000cb  jne     0x000000000000364f
  0000d1  mov     r14,[rbp+0x58]
; guard_value v0, ['push', 0, 'store', 1, 'load', 1, 'load', 0, 'lt', 'jump_if_zero', 50, 'push', 0, 'store', 2, 'load', 2, 'load', 0, 'eq', 'jump_if_zero', 31, 'load', 1, 'push', 1, 'add', 'store', 1, 'jump', 4, 'load', 3, 'load', 1, 'load', 2, 'mul', 'add', 'store', 3, 'load', 2, 'push', 1, 'add', 'store', 2, 'jump', 15, 'load', 3, 'halt'] => dispatch_loop/0 (0) {mem=v1, stack=v2, pc=v4}
  0000d8  mov     rax,<list k0>
  0000e2  cmp     rbx,rax
  0000e5  jne     0x000000000000365e
; guard_value v4, 15 => dispatch_loop_promote_bytecode/0 (1) {mem=v1, stack=v2, pc=v4}
  0000eb  cmp     r14,0xf
  0000f2  jne     0x00000000000036dc
; v7:int = readlist v1, 2 => op_load/2 (4) {mem=v1, stack=v2, pc=15, a=2}
  0000f8  cmp     qword ptr [r12],2
  000104  jbe     0x0000000000003733
  00010a  mov     rax,[r12+8]
  000112  test    rax,rax
  000115  je      0x0000000000000128
  00011b  cmp     byte ptr [rax+2],1
  000122  jne     0x0000000000003733
  000128  mov     rax,[r12+0x10]
  000130  mov     r14,[rax+0x10]
; v8:list = append v2, v7 owned
  000137  cmp     qword ptr [r13+8],0
  000143  jne     0x00000000000011e5
  000149  cmp     qword ptr [r13-0x10],1
  000155  jne     0x00000000000011e5
  00015b  cmp     qword ptr [r13-8],1
  000167  jne     0x00000000000011e5
  00016d  mov     rax,[r13]
  000175  cmp     rax,[r13+0x18]
  00017d  jae     0x00000000000011e5
  000183  mov     rdx,[r13+0x10]
  00018b  lea     rdx,[rdx+rax*8]
  00018f  add     rax,1
  000193  mov     [r13],rax
  00019b  mov     [rdx],r14
; v9:int = readlist v1, 0 => op_load/2 (9) {mem=v1, stack=v8, pc=17, a=0}
  00019e  cmp     qword ptr [r12],0
  0001aa  jbe     0x0000000000003792
  0001b0  mov     rax,[r12+8]
  0001b8  test    rax,rax
  0001bb  je      0x00000000000001ce
  0001c1  cmp     byte ptr [rax],1
  0001c8  jne     0x0000000000003792
  0001ce  mov     rax,[r12+0x10]
  0001d6  mov     rbx,[rax]
; v10:list = append v8, v9 owned
  0001dd  cmp     qword ptr [r13+8],0
  0001e9  jne     0x00000000000012bf
  0001ef  mov     rax,[r13]
  0001f7  cmp     rax,[r13+0x18]
  0001ff  jae     0x00000000000012bf
  000205  mov     rdx,[r13+0x10]
  00020d  lea     rdx,[rdx+rax*8]
  000211  add     rax,1
  000215  mov     [r13],rax
  00021d  mov     [rdx],rbx
; v11:int = len v10
  000220  mov     r15,[r13]
; v12:int = lt v11, 2
; guard_false v12 => pop2/2 (21) {mem=v1, stack=v10, pc=19, opcode='eq', k='binary_xy', depth=v11, few=1}
  000228  cmp     r15,2
  00022f  jl      0x00000000000037f1
; v14:int = sub_nov v11, 1
  000235  mov     rsi,r15
  000238  sub     rsi,1
; v15:int = readlist v10, v14 => pop2_top/1 (22) {mem=v1, stack=v10, pc=19, opcode='eq', k='binary_xy', depth=v14}
  00023f  cmp     rsi,[r13]
  000247  jae     0x000000000000388e
  00024d  mov     rax,[r13+8]
  000255  test    rax,rax
  000258  je      0x0000000000000269
  00025e  cmp     byte ptr [rax+rsi],1
  000263  jne     0x000000000000388e
  000269  mov     rax,[r13+0x10]
  000271  mov     rsi,[rax+rsi*8]
; v16:int = add_nov v11, -2
  000275  add     r15,0xfffffffffffffffe
; v17:int = readlist v10, v16 => pop2_top/3 (22) {mem=v1, stack=v10, pc=19, opcode='eq', k='binary_xy', y=v15, depth=v16}
  00027c  cmp     r15,[r13]
  000284  jae     0x0000000000003915
  00028a  mov     rax,[r13+8]
  000292  test    rax,rax
  000295  je      0x00000000000002a6
  00029b  cmp     byte ptr [rax+r15],1
  0002a0  jne     0x0000000000003915
  0002a6  mov     rax,[r13+0x10]
  0002ae  mov     rdi,[rax+r15*8]
; v18:list = slice v10, 0, v16 owned => pop2_top/4 (22) {mem=v1, stack=v10, pc=19, opcode='eq', k='binary_xy', x=v17, y=v15, depth=v16}
  0002b2  cmp     qword ptr [r13+8],0
  0002be  jne     0x0000000000001399
  0002c4  cmp     r15,[r13]
  0002cc  ja      0x0000000000001399
  0002d2  mov     [r13],r15
; v19:int = eq v17, v15
  0002da  cmp     rdi,rsi
  0002dd  sete    al
  0002e0  movzx   edi,al
; v20:list = append v18, v19 owned
  0002e4  cmp     qword ptr [r13+8],0
  0002f0  jne     0x0000000000001494
  0002f6  mov     rax,[r13]
  0002fe  cmp     rax,[r13+0x18]
  000306  jae     0x0000000000001494
  00030c  mov     rdx,[r13+0x10]
  000314  lea     rdx,[rdx+rax*8]
  000318  add     rax,1
  00031c  mov     [r13],rax
  000324  mov     [rdx],rdi
; v21:int = len v20
  000327  mov     rdi,[r13]
; v22:int = eq v21, 0
; guard_false v22 => pop/2 (45) {mem=v1, stack=v20, pc=20, k='jump_if_zero_x', depth=v21, empty=1}
  00032f  test    rdi,rdi
  000332  je      0x00000000000039ae
; v24:int = sub_nov v21, 1
  000338  sub     rdi,1
; v25:int = readlist v20, v24 => pop_top/1 (46) {mem=v1, stack=v20, pc=20, k='jump_if_zero_x', depth=v24}
  00033f  cmp     rdi,[r13]
  000347  jae     0x0000000000003a35
  00034d  mov     rax,[r13+8]
  000355  test    rax,rax
  000358  je      0x0000000000000369
  00035e  cmp     byte ptr [rax+rdi],1
  000363  jne     0x0000000000003a35
  000369  mov     rax,[r13+0x10]
  000371  mov     rsi,[rax+rdi*8]
; v26:list = slice v20, 0, v24 owned => pop_top/2 (46) {mem=v1, stack=v20, pc=20, k='jump_if_zero_x', x=v25, depth=v24}
  000375  cmp     qword ptr [r13+8],0
  000381  jne     0x000000000000156e
  000387  cmp     rdi,[r13]
  00038f  ja      0x000000000000156e
  000395  mov     [r13],rdi
; guard_false v25 => jump_if_zero_x/0 (49) {mem=v1, stack=v26, pc=20, x=v25}
  00039d  test    rsi,rsi
  0003a0  jne     0x0000000000003aa6
; v28:int = readlist v1, 3 => op_load/2 (55) {mem=v1, stack=v26, pc=31, a=3}
  0003a6  cmp     qword ptr [r12],3
  0003b2  jbe     0x0000000000003b01
  0003b8  mov     rax,[r12+8]
  0003c0  test    rax,rax
  0003c3  je      0x00000000000003d6
  0003c9  cmp     byte ptr [rax+3],1
  0003d0  jne     0x0000000000003b01
  0003d6  mov     rax,[r12+0x10]
  0003de  mov     rsi,[rax+0x18]
; v29:list = append v26, v28 owned
  0003e5  cmp     qword ptr [r13+8],0
  0003f1  jne     0x0000000000001669
  0003f7  mov     rax,[r13]
  0003ff  cmp     rax,[r13+0x18]
  000407  jae     0x0000000000001669
  00040d  mov     rdx,[r13+0x10]
  000415  lea     rdx,[rdx+rax*8]
  000419  add     rax,1
  00041d  mov     [r13],rax
  000425  mov     [rdx],rsi
; v30:int = readlist v1, 1 => op_load/2 (60) {mem=v1, stack=v29, pc=33, a=1}
  000428  cmp     qword ptr [r12],1
  000434  jbe     0x0000000000003b60
  00043a  mov     rax,[r12+8]
  000442  test    rax,rax
  000445  je      0x0000000000000458
  00044b  cmp     byte ptr [rax+1],1
  000452  jne     0x0000000000003b60
  000458  mov     rax,[r12+0x10]
  000460  mov     rsi,[rax+8]
; v31:list = append v29, v30 owned
  000467  cmp     qword ptr [r13+8],0
  000473  jne     0x0000000000001743
  000479  mov     rax,[r13]
  000481  cmp     rax,[r13+0x18]
  000489  jae     0x0000000000001743
  00048f  mov     rdx,[r13+0x10]
  000497  lea     rdx,[rdx+rax*8]
  00049b  add     rax,1
  00049f  mov     [r13],rax
  0004a7  mov     [rdx],rsi
; v32:list = append v31, v7 owned
  0004aa  cmp     qword ptr [r13+8],0
  0004b6  jne     0x000000000000181d
  0004bc  mov     rax,[r13]
  0004c4  cmp     rax,[r13+0x18]
  0004cc  jae     0x000000000000181d
  0004d2  mov     rdx,[r13+0x10]
  0004da  lea     rdx,[rdx+rax*8]
  0004de  add     rax,1
  0004e2  mov     [r13],rax
  0004ea  mov     [rdx],r14
; v33:int = len v32
  0004ed  mov     rdi,[r13]
; v34:int = lt v33, 2
; guard_false v34 => pop2/2 (75) {mem=v1, stack=v32, pc=37, opcode='mul', k='binary_xy', depth=v33, few=1}
  0004f5  cmp     rdi,2
  0004fc  jl      0x0000000000003bbf
; v36:int = sub_nov v33, 1
  000502  mov     r15,rdi
  000505  sub     r15,1
; v37:int = readlist v32, v36 => pop2_top/1 (76) {mem=v1, stack=v32, pc=37, opcode='mul', k='binary_xy', depth=v36}
  00050c  cmp     r15,[r13]
  000514  jae     0x0000000000003c5c
  00051a  mov     rax,[r13+8]
  000522  test    rax,rax
  000525  je      0x0000000000000536
  00052b  cmp     byte ptr [rax+r15],1
  000530  jne     0x0000000000003c5c
  000536  mov     rax,[r13+0x10]
  00053e  mov     r15,[rax+r15*8]
; v38:int = add_nov v33, -2
  000542  add     rdi,0xfffffffffffffffe
; v39:int = readlist v32, v38 => pop2_top/3 (76) {mem=v1, stack=v32, pc=37, opcode='mul', k='binary_xy', y=v37, depth=v38}
  000549  cmp     rdi,[r13]
  000551  jae     0x0000000000003ce3
  000557  mov     rax,[r13+8]
  00055f  test    rax,rax
  000562  je      0x0000000000000573
  000568  cmp     byte ptr [rax+rdi],1
  00056d  jne     0x0000000000003ce3
  000573  mov     rax,[r13+0x10]
  00057b  mov     r8,[rax+rdi*8]
; v40:list = slice v32, 0, v38 owned => pop2_top/4 (76) {mem=v1, stack=v32, pc=37, opcode='mul', k='binary_xy', x=v39, y=v37, depth=v38}
  00057f  cmp     qword ptr [r13+8],0
  00058b  jne     0x00000000000018f7
  000591  cmp     rdi,[r13]
  000599  ja      0x00000000000018f7
  00059f  mov     [r13],rdi
; v41:int = mul v39, v37 => binary_mul/0 (80) {mem=v1, stack=v40, pc=37, x=v39, y=v37}
  0005a7  mov     r11,r8
  0005aa  imul    r11,r15
  0005ae  jo      0x0000000000003d7c
  0005b4  mov     r8,r11
; v42:list = append v40, v41 owned
  0005b7  cmp     qword ptr [r13+8],0
  0005c3  jne     0x00000000000019f2
  0005c9  mov     rax,[r13]
  0005d1  cmp     rax,[r13+0x18]
  0005d9  jae     0x00000000000019f2
  0005df  mov     rdx,[r13+0x10]
  0005e7  lea     rdx,[rdx+rax*8]
  0005eb  add     rax,1
  0005ef  mov     [r13],rax
  0005f7  mov     [rdx],r8
; v43:int = len v42
  0005fa  mov     r8,[r13]
; v44:int = lt v43, 2
; guard_false v44 => pop2/2 (89) {mem=v1, stack=v42, pc=38, opcode='add', k='binary_xy', depth=v43, few=1}
  000602  cmp     r8,2
  000609  jl      0x0000000000003de9
; v46:int = sub_nov v43, 1
  00060f  mov     r15,r8
  000612  sub     r15,1
; v47:int = readlist v42, v46 => pop2_top/1 (90) {mem=v1, stack=v42, pc=38, opcode='add', k='binary_xy', depth=v46}
  000619  cmp     r15,[r13]
  000621  jae     0x0000000000003e86
  000627  mov     rax,[r13+8]
  00062f  test    rax,rax
  000632  je      0x0000000000000643
  000638  cmp     byte ptr [rax+r15],1
  00063d  jne     0x0000000000003e86
  000643  mov     rax,[r13+0x10]
  00064b  mov     r15,[rax+r15*8]
; v48:int = add_nov v43, -2
  00064f  add     r8,0xfffffffffffffffe
; v49:int = readlist v42, v48 => pop2_top/3 (90) {mem=v1, stack=v42, pc=38, opcode='add', k='binary_xy', y=v47, depth=v48}
  000656  cmp     r8,[r13]
  00065e  jae     0x0000000000003f0d
  000664  mov     rax,[r13+8]
  00066c  test    rax,rax
  00066f  je      0x0000000000000680
  000675  cmp     byte ptr [rax+r8],1
  00067a  jne     0x0000000000003f0d
  000680  mov     rax,[r13+0x10]
  000688  mov     rdi,[rax+r8*8]
; v50:list = slice v42, 0, v48 owned => pop2_top/4 (90) {mem=v1, stack=v42, pc=38, opcode='add', k='binary_xy', x=v49, y=v47, depth=v48}
  00068c  cmp     qword ptr [r13+8],0
  000698  jne     0x0000000000001acc
  00069e  cmp     r8,[r13]
  0006a6  ja      0x0000000000001acc
  0006ac  mov     [r13],r8
; v51:int = add v49, v47 => binary_add/0 (92) {mem=v1, stack=v50, pc=38, x=v49, y=v47}
  0006b4  add     rdi,r15
  0006b7  jo      0x0000000000003fa6
; v52:list = append v50, v51 owned
  0006bd  cmp     qword ptr [r13+8],0
  0006c9  jne     0x0000000000001bc7
  0006cf  mov     rax,[r13]
  0006d7  cmp     rax,[r13+0x18]
  0006df  jae     0x0000000000001bc7
  0006e5  mov     rdx,[r13+0x10]
  0006ed  lea     rdx,[rdx+rax*8]
  0006f1  add     rax,1
  0006f5  mov     [r13],rax
  0006fd  mov     [rdx],rdi
; v53:int = len v52
  000700  mov     rdi,[r13]
; v54:int = eq v53, 0
; guard_false v54 => pop/2 (100) {mem=v1, stack=v52, pc=39, k='store_x', depth=v53, empty=1}
  000708  test    rdi,rdi
  00070b  je      0x0000000000004016
; v56:int = sub_nov v53, 1
  000711  sub     rdi,1
; v57:int = readlist v52, v56 => pop_top/1 (101) {mem=v1, stack=v52, pc=39, k='store_x', depth=v56}
  000718  cmp     rdi,[r13]
  000720  jae     0x000000000000409d
  000726  mov     rax,[r13+8]
  00072e  test    rax,rax
  000731  je      0x0000000000000742
  000737  cmp     byte ptr [rax+rdi],1
  00073c  jne     0x000000000000409d
  000742  mov     rax,[r13+0x10]
  00074a  mov     r15,[rax+rdi*8]
; v58:list = slice v52, 0, v56 owned => pop_top/2 (101) {mem=v1, stack=v52, pc=39, k='store_x', x=v57, depth=v56}
  00074e  cmp     qword ptr [r13+8],0
  00075a  jne     0x0000000000001ca1
  000760  cmp     rdi,[r13]
  000768  ja      0x0000000000001ca1
  00076e  mov     [r13],rdi
; v59:list = set v1, 3, v57 owned => store_x/2 (103) {mem=v1, stack=v58, pc=39, a=3, x=v57}
  000776  cmp     qword ptr [r12+8],0
  000782  jne     0x0000000000001d9c
  000788  cmp     qword ptr [r12-0x10],1
  000794  jne     0x0000000000001d9c
  00079a  cmp     qword ptr [r12-8],1
  0007a6  jne     0x0000000000001d9c
  0007ac  cmp     qword ptr [r12],3
  0007b8  jbe     0x0000000000001d9c
  0007be  mov     rax,[r12+0x10]
  0007c6  lea     rax,[rax+0x18]
  0007cd  mov     [rax],r15
; v60:list = append v58, v7 owned
  0007d0  cmp     qword ptr [r13+8],0
  0007dc  jne     0x0000000000001e97
  0007e2  mov     rax,[r13]
  0007ea  cmp     rax,[r13+0x18]
  0007f2  jae     0x0000000000001e97
  0007f8  mov     rdx,[r13+0x10]
  000800  lea     rdx,[rdx+rax*8]
  000804  add     rax,1
  000808  mov     [r13],rax
  000810  mov     [rdx],r14
; v61:list = append v60, 1 owned
  000813  cmp     qword ptr [r13+8],0
  00081f  jne     0x0000000000001f71
  000825  mov     rax,[r13]
  00082d  cmp     rax,[r13+0x18]
  000835  jae     0x0000000000001f71
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
  000869  jl      0x000000000000410e
; v65:int = sub_nov v62, 1
  00086f  mov     rdi,r14
  000872  sub     rdi,1
; v66:int = readlist v61, v65 => pop2_top/1 (121) {mem=v59, stack=v61, pc=45, opcode='add', k='binary_xy', depth=v65}
  000879  cmp     rdi,[r13]
  000881  jae     0x00000000000041ab
  000887  mov     rax,[r13+8]
  00088f  test    rax,rax
  000892  je      0x00000000000008a3
  000898  cmp     byte ptr [rax+rdi],1
  00089d  jne     0x00000000000041ab
  0008a3  mov     rax,[r13+0x10]
  0008ab  mov     rdi,[rax+rdi*8]
; v67:int = add_nov v62, -2
  0008af  add     r14,0xfffffffffffffffe
; v68:int = readlist v61, v67 => pop2_top/3 (121) {mem=v59, stack=v61, pc=45, opcode='add', k='binary_xy', y=v66, depth=v67}
  0008b6  cmp     r14,[r13]
  0008be  jae     0x0000000000004232
  0008c4  mov     rax,[r13+8]
  0008cc  test    rax,rax
  0008cf  je      0x00000000000008e0
  0008d5  cmp     byte ptr [rax+r14],1
  0008da  jne     0x0000000000004232
  0008e0  mov     rax,[r13+0x10]
  0008e8  mov     r8,[rax+r14*8]
; v69:list = slice v61, 0, v67 owned => pop2_top/4 (121) {mem=v59, stack=v61, pc=45, opcode='add', k='binary_xy', x=v68, y=v66, depth=v67}
  0008ec  cmp     qword ptr [r13+8],0
  0008f8  jne     0x000000000000204f
  0008fe  cmp     r14,[r13]
  000906  ja      0x000000000000204f
  00090c  mov     [r13],r14
; v70:int = add v68, v66 => binary_add/0 (123) {mem=v59, stack=v69, pc=45, x=v68, y=v66}
  000914  add     r8,rdi
  000917  jo      0x00000000000042cb
; v71:list = append v69, v70 owned
  00091d  cmp     qword ptr [r13+8],0
  000929  jne     0x000000000000214a
  00092f  mov     rax,[r13]
  000937  cmp     rax,[r13+0x18]
  00093f  jae     0x000000000000214a
  000945  mov     rdx,[r13+0x10]
  00094d  lea     rdx,[rdx+rax*8]
  000951  add     rax,1
  000955  mov     [r13],rax
  00095d  mov     [rdx],r8
; v72:int = len v71
  000960  mov     r8,[r13]
; v73:int = eq v72, 0
; guard_false v73 => pop/2 (131) {mem=v59, stack=v71, pc=46, k='store_x', depth=v72, empty=1}
  000968  test    r8,r8
  00096b  je      0x000000000000433b
; v75:int = sub_nov v72, 1
  000971  sub     r8,1
; v76:int = readlist v71, v75 => pop_top/1 (132) {mem=v59, stack=v71, pc=46, k='store_x', depth=v75}
  000978  cmp     r8,[r13]
  000980  jae     0x00000000000043c2
  000986  mov     rax,[r13+8]
  00098e  test    rax,rax
  000991  je      0x00000000000009a2
  000997  cmp     byte ptr [rax+r8],1
  00099c  jne     0x00000000000043c2
  0009a2  mov     rax,[r13+0x10]
  0009aa  mov     rdi,[rax+r8*8]
; v77:list = slice v71, 0, v75 owned => pop_top/2 (132) {mem=v59, stack=v71, pc=46, k='store_x', x=v76, depth=v75}
  0009ae  cmp     qword ptr [r13+8],0
  0009ba  jne     0x0000000000002224
  0009c0  cmp     r8,[r13]
  0009c8  ja      0x0000000000002224
  0009ce  mov     [r13],r8
; v78:list = set v59, 2, v76 owned => store_x/2 (134) {mem=v59, stack=v77, pc=46, a=2, x=v76}
  0009d6  cmp     qword ptr [r12+8],0
  0009e2  jne     0x000000000000231f
  0009e8  cmp     qword ptr [r12],2
  0009f4  jbe     0x000000000000231f
  0009fa  mov     rax,[r12+0x10]
  000a02  lea     rax,[rax+0x10]
  000a09  mov     [rax],rdi
; guard_steps => dispatch_loop/0 (150) {mem=v78, stack=v77, pc=15}
; v80:list = phi mem v78
; v81:list = phi stack v77
; v82:int = phi - v76
; v83:int = phi - v57
; loop (150)
  000a0c  nop
  000a0d  nop
  000a0e  nop
  000a0f  nop
; v85:list = append v81, v82 owned
  000a10  cmp     qword ptr [r13+8],0
  000a1c  jne     0x000000000000241a
  000a22  mov     rax,[r13]
  000a2a  cmp     rax,[r13+0x18]
  000a32  jae     0x000000000000241a
  000a38  mov     rdx,[r13+0x10]
  000a40  lea     rdx,[rdx+rax*8]
  000a44  add     rax,1
  000a48  mov     [r13],rax
  000a50  mov     [rdx],rdi
; v86:list = append v85, v9 owned
  000a53  cmp     qword ptr [r13+8],0
  000a5f  jne     0x00000000000024f4
  000a65  mov     rax,[r13]
  000a6d  cmp     rax,[r13+0x18]
  000a75  jae     0x00000000000024f4
  000a7b  mov     rdx,[r13+0x10]
  000a83  lea     rdx,[rdx+rax*8]
  000a87  add     rax,1
  000a8b  mov     [r13],rax
  000a93  mov     [rdx],rbx
; v87:int = len v86
  000a96  mov     r8,[r13]
; v88:int = lt v87, 2
; guard_false v88 => pop2/2 (21) {mem=v80, stack=v86, pc=19, opcode='eq', k='binary_xy', depth=v87, few=1}
  000a9e  cmp     r8,2
  000aa5  jl      0x0000000000004433
; v90:int = sub_nov v87, 1
  000aab  mov     r14,r8
  000aae  sub     r14,1
; v91:int = readlist v86, v90 => pop2_top/1 (22) {mem=v80, stack=v86, pc=19, opcode='eq', k='binary_xy', depth=v90}
  000ab5  cmp     r14,[r13]
  000abd  jae     0x00000000000044d0
  000ac3  mov     rax,[r13+8]
  000acb  test    rax,rax
  000ace  je      0x0000000000000adf
  000ad4  cmp     byte ptr [rax+r14],1
  000ad9  jne     0x00000000000044d0
  000adf  mov     rax,[r13+0x10]
  000ae7  mov     r14,[rax+r14*8]
; v92:int = add_nov v87, -2
  000aeb  add     r8,0xfffffffffffffffe
; v93:int = readlist v86, v92 => pop2_top/3 (22) {mem=v80, stack=v86, pc=19, opcode='eq', k='binary_xy', y=v91, depth=v92}
  000af2  cmp     r8,[r13]
  000afa  jae     0x0000000000004557
  000b00  mov     rax,[r13+8]
  000b08  test    rax,rax
  000b0b  je      0x0000000000000b1c
  000b11  cmp     byte ptr [rax+r8],1
  000b16  jne     0x0000000000004557
  000b1c  mov     rax,[r13+0x10]
  000b24  mov     r9,[rax+r8*8]
; v94:list = slice v86, 0, v92 owned => pop2_top/4 (22) {mem=v80, stack=v86, pc=19, opcode='eq', k='binary_xy', x=v93, y=v91, depth=v92}
  000b28  cmp     qword ptr [r13+8],0
  000b34  jne     0x00000000000025ce
  000b3a  cmp     r8,[r13]
  000b42  ja      0x00000000000025ce
  000b48  mov     [r13],r8
; v95:int = eq v93, v91
  000b50  cmp     r9,r14
  000b53  sete    al
  000b56  movzx   r9d,al
; v96:list = append v94, v95 owned
  000b5a  cmp     qword ptr [r13+8],0
  000b66  jne     0x00000000000026c9
  000b6c  mov     rax,[r13]
  000b74  cmp     rax,[r13+0x18]
  000b7c  jae     0x00000000000026c9
  000b82  mov     rdx,[r13+0x10]
  000b8a  lea     rdx,[rdx+rax*8]
  000b8e  add     rax,1
  000b92  mov     [r13],rax
  000b9a  mov     [rdx],r9
; v97:int = len v96
  000b9d  mov     r9,[r13]
; v98:int = eq v97, 0
; guard_false v98 => pop/2 (45) {mem=v80, stack=v96, pc=20, k='jump_if_zero_x', depth=v97, empty=1}
  000ba5  test    r9,r9
  000ba8  je      0x00000000000045f0
; v100:int = sub_nov v97, 1
  000bae  sub     r9,1
; v101:int = readlist v96, v100 => pop_top/1 (46) {mem=v80, stack=v96, pc=20, k='jump_if_zero_x', depth=v100}
  000bb5  cmp     r9,[r13]
  000bbd  jae     0x0000000000004677
  000bc3  mov     rax,[r13+8]
  000bcb  test    rax,rax
  000bce  je      0x0000000000000bdf
  000bd4  cmp     byte ptr [rax+r9],1
  000bd9  jne     0x0000000000004677
  000bdf  mov     rax,[r13+0x10]
  000be7  mov     r14,[rax+r9*8]
; v102:list = slice v96, 0, v100 owned => pop_top/2 (46) {mem=v80, stack=v96, pc=20, k='jump_if_zero_x', x=v101, depth=v100}
  000beb  cmp     qword ptr [r13+8],0
  000bf7  jne     0x00000000000027a3
  000bfd  cmp     r9,[r13]
  000c05  ja      0x00000000000027a3
  000c0b  mov     [r13],r9
; guard_false v101 => jump_if_zero_x/0 (49) {mem=v80, stack=v102, pc=20, x=v101}
  000c13  test    r14,r14
  000c16  jne     0x00000000000046e8
; v104:list = append v102, v83 owned
  000c1c  cmp     qword ptr [r13+8],0
  000c28  jne     0x000000000000289e
  000c2e  mov     rax,[r13]
  000c36  cmp     rax,[r13+0x18]
  000c3e  jae     0x000000000000289e
  000c44  mov     rdx,[r13+0x10]
  000c4c  lea     rdx,[rdx+rax*8]
  000c50  add     rax,1
  000c54  mov     [r13],rax
  000c5c  mov     [rdx],r15
; v105:list = append v104, v30 owned
  000c5f  cmp     qword ptr [r13+8],0
  000c6b  jne     0x0000000000002978
  000c71  mov     rax,[r13]
  000c79  cmp     rax,[r13+0x18]
  000c81  jae     0x0000000000002978
  000c87  mov     rdx,[r13+0x10]
  000c8f  lea     rdx,[rdx+rax*8]
  000c93  add     rax,1
  000c97  mov     [r13],rax
  000c9f  mov     [rdx],rsi
; v106:list = append v105, v82 owned
  000ca2  cmp     qword ptr [r13+8],0
  000cae  jne     0x0000000000002a52
  000cb4  mov     rax,[r13]
  000cbc  cmp     rax,[r13+0x18]
  000cc4  jae     0x0000000000002a52
  000cca  mov     rdx,[r13+0x10]
  000cd2  lea     rdx,[rdx+rax*8]
  000cd6  add     rax,1
  000cda  mov     [r13],rax
  000ce2  mov     [rdx],rdi
; v107:int = len v106
  000ce5  mov     r14,[r13]
; v108:int = lt v107, 2
; guard_false v108 => pop2/2 (75) {mem=v80, stack=v106, pc=37, opcode='mul', k='binary_xy', depth=v107, few=1}
  000ced  cmp     r14,2
  000cf4  jl      0x0000000000004743
; v110:int = sub_nov v107, 1
  000cfa  mov     r15,r14
  000cfd  sub     r15,1
; v111:int = readlist v106, v110 => pop2_top/1 (76) {mem=v80, stack=v106, pc=37, opcode='mul', k='binary_xy', depth=v110}
  000d04  cmp     r15,[r13]
  000d0c  jae     0x00000000000047e0
  000d12  mov     rax,[r13+8]
  000d1a  test    rax,rax
  000d1d  je      0x0000000000000d2e
  000d23  cmp     byte ptr [rax+r15],1
  000d28  jne     0x00000000000047e0
  000d2e  mov     rax,[r13+0x10]
  000d36  mov     r15,[rax+r15*8]
; v112:int = add_nov v107, -2
  000d3a  add     r14,0xfffffffffffffffe
; v113:int = readlist v106, v112 => pop2_top/3 (76) {mem=v80, stack=v106, pc=37, opcode='mul', k='binary_xy', y=v111, depth=v112}
  000d41  cmp     r14,[r13]
  000d49  jae     0x0000000000004867
  000d4f  mov     rax,[r13+8]
  000d57  test    rax,rax
  000d5a  je      0x0000000000000d6b
  000d60  cmp     byte ptr [rax+r14],1
  000d65  jne     0x0000000000004867
  000d6b  mov     rax,[r13+0x10]
  000d73  mov     r9,[rax+r14*8]
; v114:list = slice v106, 0, v112 owned => pop2_top/4 (76) {mem=v80, stack=v106, pc=37, opcode='mul', k='binary_xy', x=v113, y=v111, depth=v112}
  000d77  cmp     qword ptr [r13+8],0
  000d83  jne     0x0000000000002b2c
  000d89  cmp     r14,[r13]
  000d91  ja      0x0000000000002b2c
  000d97  mov     [r13],r14
; v115:int = mul v113, v111 => binary_mul/0 (80) {mem=v80, stack=v114, pc=37, x=v113, y=v111}
  000d9f  mov     r11,r9
  000da2  imul    r11,r15
  000da6  jo      0x0000000000004900
  000dac  mov     r9,r11
; v116:list = append v114, v115 owned
  000daf  cmp     qword ptr [r13+8],0
  000dbb  jne     0x0000000000002c27
  000dc1  mov     rax,[r13]
  000dc9  cmp     rax,[r13+0x18]
  000dd1  jae     0x0000000000002c27
  000dd7  mov     rdx,[r13+0x10]
  000ddf  lea     rdx,[rdx+rax*8]
  000de3  add     rax,1
  000de7  mov     [r13],rax
  000def  mov     [rdx],r9
; v117:int = len v116
  000df2  mov     r9,[r13]
; v118:int = lt v117, 2
; guard_false v118 => pop2/2 (89) {mem=v80, stack=v116, pc=38, opcode='add', k='binary_xy', depth=v117, few=1}
  000dfa  cmp     r9,2
  000e01  jl      0x000000000000496d
; v120:int = sub_nov v117, 1
  000e07  mov     r15,r9
  000e0a  sub     r15,1
; v121:int = readlist v116, v120 => pop2_top/1 (90) {mem=v80, stack=v116, pc=38, opcode='add', k='binary_xy', depth=v120}
  000e11  cmp     r15,[r13]
  000e19  jae     0x0000000000004a0a
  000e1f  mov     rax,[r13+8]
  000e27  test    rax,rax
  000e2a  je      0x0000000000000e3b
  000e30  cmp     byte ptr [rax+r15],1
  000e35  jne     0x0000000000004a0a
  000e3b  mov     rax,[r13+0x10]
  000e43  mov     r15,[rax+r15*8]
; v122:int = add_nov v117, -2
  000e47  add     r9,0xfffffffffffffffe
; v123:int = readlist v116, v122 => pop2_top/3 (90) {mem=v80, stack=v116, pc=38, opcode='add', k='binary_xy', y=v121, depth=v122}
  000e4e  cmp     r9,[r13]
  000e56  jae     0x0000000000004a91
  000e5c  mov     rax,[r13+8]
  000e64  test    rax,rax
  000e67  je      0x0000000000000e78
  000e6d  cmp     byte ptr [rax+r9],1
  000e72  jne     0x0000000000004a91
  000e78  mov     rax,[r13+0x10]
  000e80  mov     r14,[rax+r9*8]
; v124:list = slice v116, 0, v122 owned => pop2_top/4 (90) {mem=v80, stack=v116, pc=38, opcode='add', k='binary_xy', x=v123, y=v121, depth=v122}
  000e84  cmp     qword ptr [r13+8],0
  000e90  jne     0x0000000000002d01
  000e96  cmp     r9,[r13]
  000e9e  ja      0x0000000000002d01
  000ea4  mov     [r13],r9
; v125:int = add v123, v121 => binary_add/0 (92) {mem=v80, stack=v124, pc=38, x=v123, y=v121}
  000eac  add     r14,r15
  000eaf  jo      0x0000000000004b2a
; v126:list = append v124, v125 owned
  000eb5  cmp     qword ptr [r13+8],0
  000ec1  jne     0x0000000000002dfc
  000ec7  mov     rax,[r13]
  000ecf  cmp     rax,[r13+0x18]
  000ed7  jae     0x0000000000002dfc
  000edd  mov     rdx,[r13+0x10]
  000ee5  lea     rdx,[rdx+rax*8]
  000ee9  add     rax,1
  000eed  mov     [r13],rax
  000ef5  mov     [rdx],r14
; v127:int = len v126
  000ef8  mov     r14,[r13]
; v128:int = eq v127, 0
; guard_false v128 => pop/2 (100) {mem=v80, stack=v126, pc=39, k='store_x', depth=v127, empty=1}
  000f00  test    r14,r14
  000f03  je      0x0000000000004b9a
; v130:int = sub_nov v127, 1
  000f09  sub     r14,1
; v131:int = readlist v126, v130 => pop_top/1 (101) {mem=v80, stack=v126, pc=39, k='store_x', depth=v130}
  000f10  cmp     r14,[r13]
  000f18  jae     0x0000000000004c21
  000f1e  mov     rax,[r13+8]
  000f26  test    rax,rax
  000f29  je      0x0000000000000f3a
  000f2f  cmp     byte ptr [rax+r14],1
  000f34  jne     0x0000000000004c21
  000f3a  mov     rax,[r13+0x10]
  000f42  mov     r15,[rax+r14*8]
; v132:list = slice v126, 0, v130 owned => pop_top/2 (101) {mem=v80, stack=v126, pc=39, k='store_x', x=v131, depth=v130}
  000f46  cmp     qword ptr [r13+8],0
  000f52  jne     0x0000000000002ed6
  000f58  cmp     r14,[r13]
  000f60  ja      0x0000000000002ed6
  000f66  mov     [r13],r14
; v133:list = set v80, 3, v131 owned => store_x/2 (103) {mem=v80, stack=v132, pc=39, a=3, x=v131}
  000f6e  cmp     qword ptr [r12+8],0
  000f7a  jne     0x0000000000002fd1
  000f80  cmp     qword ptr [r12],3
  000f8c  jbe     0x0000000000002fd1
  000f92  mov     rax,[r12+0x10]
  000f9a  lea     rax,[rax+0x18]
  000fa1  mov     [rax],r15
; v134:list = append v132, v82 owned
  000fa4  cmp     qword ptr [r13+8],0
  000fb0  jne     0x00000000000030cc
  000fb6  mov     rax,[r13]
  000fbe  cmp     rax,[r13+0x18]
  000fc6  jae     0x00000000000030cc
  000fcc  mov     rdx,[r13+0x10]
  000fd4  lea     rdx,[rdx+rax*8]
  000fd8  add     rax,1
  000fdc  mov     [r13],rax
  000fe4  mov     [rdx],rdi
; v135:list = append v134, 1 owned
  000fe7  cmp     qword ptr [r13+8],0
  000ff3  jne     0x00000000000031a6
  000ff9  mov     rax,[r13]
  001001  cmp     rax,[r13+0x18]
  001009  jae     0x00000000000031a6
  00100f  mov     rdx,[r13+0x10]
  001017  lea     rdx,[rdx+rax*8]
  00101b  add     rax,1
  00101f  mov     [r13],rax
  001027  mov     qword ptr [rdx],1
; v136:int = len v135
  00102e  mov     rdi,[r13]
; v137:int = lt v136, 2
; guard_false v137 => pop2/2 (120) {mem=v133, stack=v135, pc=45, opcode='add', k='binary_xy', depth=v136, few=1}
  001036  cmp     rdi,2
  00103d  jl      0x0000000000004c92
; v139:int = sub_nov v136, 1
  001043  mov     r14,rdi
  001046  sub     r14,1
; v140:int = readlist v135, v139 => pop2_top/1 (121) {mem=v133, stack=v135, pc=45, opcode='add', k='binary_xy', depth=v139}
  00104d  cmp     r14,[r13]
  001055  jae     0x0000000000004d2f
  00105b  mov     rax,[r13+8]
  001063  test    rax,rax
  001066  je      0x0000000000001077
  00106c  cmp     byte ptr [rax+r14],1
  001071  jne     0x0000000000004d2f
  001077  mov     rax,[r13+0x10]
  00107f  mov     r14,[rax+r14*8]
; v141:int = add_nov v136, -2
  001083  add     rdi,0xfffffffffffffffe
; v142:int = readlist v135, v141 => pop2_top/3 (121) {mem=v133, stack=v135, pc=45, opcode='add', k='binary_xy', y=v140, depth=v141}
  00108a  cmp     rdi,[r13]
  001092  jae     0x0000000000004db6
  001098  mov     rax,[r13+8]
  0010a0  test    rax,rax
  0010a3  je      0x00000000000010b4
  0010a9  cmp     byte ptr [rax+rdi],1
  0010ae  jne     0x0000000000004db6
  0010b4  mov     rax,[r13+0x10]
  0010bc  mov     r9,[rax+rdi*8]
; v143:list = slice v135, 0, v141 owned => pop2_top/4 (121) {mem=v133, stack=v135, pc=45, opcode='add', k='binary_xy', x=v142, y=v140, depth=v141}
  0010c0  cmp     qword ptr [r13+8],0
  0010cc  jne     0x0000000000003284
  0010d2  cmp     rdi,[r13]
  0010da  ja      0x0000000000003284
  0010e0  mov     [r13],rdi
; v144:int = add v142, v140 => binary_add/0 (123) {mem=v133, stack=v143, pc=45, x=v142, y=v140}
  0010e8  add     r9,r14
  0010eb  jo      0x0000000000004e4f
; v145:list = append v143, v144 owned
  0010f1  cmp     qword ptr [r13+8],0
  0010fd  jne     0x000000000000337f
  001103  mov     rax,[r13]
  00110b  cmp     rax,[r13+0x18]
  001113  jae     0x000000000000337f
  001119  mov     rdx,[r13+0x10]
  001121  lea     rdx,[rdx+rax*8]
  001125  add     rax,1
  001129  mov     [r13],rax
  001131  mov     [rdx],r9
; v146:int = len v145
  001134  mov     r9,[r13]
; v147:int = eq v146, 0
; guard_false v147 => pop/2 (131) {mem=v133, stack=v145, pc=46, k='store_x', depth=v146, empty=1}
  00113c  test    r9,r9
  00113f  je      0x0000000000004ebf
; v149:int = sub_nov v146, 1
  001145  sub     r9,1
; v150:int = readlist v145, v149 => pop_top/1 (132) {mem=v133, stack=v145, pc=46, k='store_x', depth=v149}
  00114c  cmp     r9,[r13]
  001154  jae     0x0000000000004f46
  00115a  mov     rax,[r13+8]
  001162  test    rax,rax
  001165  je      0x0000000000001176
  00116b  cmp     byte ptr [rax+r9],1
  001170  jne     0x0000000000004f46
  001176  mov     rax,[r13+0x10]
  00117e  mov     rdi,[rax+r9*8]
; v151:list = slice v145, 0, v149 owned => pop_top/2 (132) {mem=v133, stack=v145, pc=46, k='store_x', x=v150, depth=v149}
  001182  cmp     qword ptr [r13+8],0
  00118e  jne     0x0000000000003459
  001194  cmp     r9,[r13]
  00119c  ja      0x0000000000003459
  0011a2  mov     [r13],r9
; v152:list = set v133, 2, v150 owned => store_x/2 (134) {mem=v133, stack=v151, pc=46, a=2, x=v150}
  0011aa  cmp     qword ptr [r12+8],0
  0011b6  jne     0x0000000000003554
  0011bc  cmp     qword ptr [r12],2
  0011c8  jbe     0x0000000000003554
  0011ce  mov     rax,[r12+0x10]
  0011d6  lea     rax,[rax+0x10]
  0011dd  mov     [rax],rdi
; guard_steps => dispatch_loop/0 (150) {mem=v152, stack=v151, pc=15}
; jump (150) v80 <- v152, v81 <- v151, v82 <- v150, v83 <- v131
  0011e0  jmp     0x0000000000000a10
  0011e5  sub     rsp,0x70
  0011ec  mov     [rsp+0x30],rcx
  0011f4  mov     [rsp+0x38],rsi
  0011fc  mov     [rsp+0x40],rdi
  001204  mov     [rsp+0x48],r8
  00120c  mov     [rsp+0x50],r9
  001214  mov     [rsp+0x58],r10
  00121c  mov     [rsp],r13
  001224  mov     qword ptr [rsp+8],3
  001230  mov     [rsp+0x10],r14
  001238  mov     qword ptr [rsp+0x18],1
  001244  mov     rdi,[rbp+0x20]
  00124b  mov     esi,0xf
  001250  mov     rdx,rsp
  001253  mov     rcx,0xfffffffffffffffc
  00125d  mov     r8,0xfffffffffffffffc
  001267  mov     r9,0
  001271  mov     rax,<list_op>
  00127b  call    rax
  00127d  mov     r11,rax
  001280  mov     rcx,[rsp+0x30]
  001288  mov     rsi,[rsp+0x38]
  001290  mov     rdi,[rsp+0x40]
  001298  mov     r8,[rsp+0x48]
  0012a0  mov     r9,[rsp+0x50]
  0012a8  mov     r10,[rsp+0x58]
  0012b0  add     rsp,0x70
  0012b7  mov     r13,r11
  0012ba  jmp     0x000000000000019e
  0012bf  sub     rsp,0x70
  0012c6  mov     [rsp+0x30],rcx
  0012ce  mov     [rsp+0x38],rsi
  0012d6  mov     [rsp+0x40],rdi
  0012de  mov     [rsp+0x48],r8
  0012e6  mov     [rsp+0x50],r9
  0012ee  mov     [rsp+0x58],r10
  0012f6  mov     [rsp],r13
  0012fe  mov     qword ptr [rsp+8],3
  00130a  mov     [rsp+0x10],rbx
  001312  mov     qword ptr [rsp+0x18],1
  00131e  mov     rdi,[rbp+0x20]
  001325  mov     esi,0xf
  00132a  mov     rdx,rsp
  00132d  mov     rcx,0xfffffffffffffffc
  001337  mov     r8,0xfffffffffffffffc
  001341  mov     r9,0
  00134b  mov     rax,<list_op>
  001355  call    rax
  001357  mov     r11,rax
  00135a  mov     rcx,[rsp+0x30]
  001362  mov     rsi,[rsp+0x38]
  00136a  mov     rdi,[rsp+0x40]
  001372  mov     r8,[rsp+0x48]
  00137a  mov     r9,[rsp+0x50]
  001382  mov     r10,[rsp+0x58]
  00138a  add     rsp,0x70
  001391  mov     r13,r11
  001394  jmp     0x0000000000000220
  001399  sub     rsp,0x70
  0013a0  mov     [rsp+0x30],rcx
  0013a8  mov     [rsp+0x38],rsi
  0013b0  mov     [rsp+0x40],rdi
  0013b8  mov     [rsp+0x48],r8
  0013c0  mov     [rsp+0x50],r9
  0013c8  mov     [rsp+0x58],r10
  0013d0  mov     [rsp],r13
  0013d8  mov     qword ptr [rsp+8],3
  0013e4  mov     qword ptr [rsp+0x10],0
  0013f0  mov     qword ptr [rsp+0x18],1
  0013fc  mov     [rsp+0x20],r15
  001404  mov     qword ptr [rsp+0x28],1
  001410  mov     rdi,[rbp+0x20]
  001417  mov     esi,0x10
  00141c  mov     rdx,rsp
  00141f  mov     rcx,0xfffffffffffffffc
  001429  mov     r8,0xfffffffffffffffc
  001433  mov     r9,0
  00143d  mov     rax,<list_op>
  001447  call    rax
  001449  mov     r11,rax
  00144c  mov     rcx,[rsp+0x30]
  001454  mov     rsi,[rsp+0x38]
  00145c  mov     rdi,[rsp+0x40]
  001464  mov     r8,[rsp+0x48]
  00146c  mov     r9,[rsp+0x50]
  001474  mov     r10,[rsp+0x58]
  00147c  add     rsp,0x70
  001483  test    rdx,rdx
  001486  je      0x0000000000004fb7
  00148c  mov     r13,r11
  00148f  jmp     0x00000000000002da
  001494  sub     rsp,0x70
  00149b  mov     [rsp+0x30],rcx
  0014a3  mov     [rsp+0x38],rsi
  0014ab  mov     [rsp+0x40],rdi
  0014b3  mov     [rsp+0x48],r8
  0014bb  mov     [rsp+0x50],r9
  0014c3  mov     [rsp+0x58],r10
  0014cb  mov     [rsp],r13
  0014d3  mov     qword ptr [rsp+8],3
  0014df  mov     [rsp+0x10],rdi
  0014e7  mov     qword ptr [rsp+0x18],1
  0014f3  mov     rdi,[rbp+0x20]
  0014fa  mov     esi,0xf
  0014ff  mov     rdx,rsp
  001502  mov     rcx,0xfffffffffffffffc
  00150c  mov     r8,0xfffffffffffffffc
  001516  mov     r9,0
  001520  mov     rax,<list_op>
  00152a  call    rax
  00152c  mov     r11,rax
  00152f  mov     rcx,[rsp+0x30]
  001537  mov     rsi,[rsp+0x38]
  00153f  mov     rdi,[rsp+0x40]
  001547  mov     r8,[rsp+0x48]
  00154f  mov     r9,[rsp+0x50]
  001557  mov     r10,[rsp+0x58]
  00155f  add     rsp,0x70
  001566  mov     r13,r11
  001569  jmp     0x0000000000000327
  00156e  sub     rsp,0x70
  001575  mov     [rsp+0x30],rcx
  00157d  mov     [rsp+0x38],rsi
  001585  mov     [rsp+0x40],rdi
  00158d  mov     [rsp+0x48],r8
  001595  mov     [rsp+0x50],r9
  00159d  mov     [rsp+0x58],r10
  0015a5  mov     [rsp],r13
  0015ad  mov     qword ptr [rsp+8],3
  0015b9  mov     qword ptr [rsp+0x10],0
  0015c5  mov     qword ptr [rsp+0x18],1
  0015d1  mov     [rsp+0x20],rdi
  0015d9  mov     qword ptr [rsp+0x28],1
  0015e5  mov     rdi,[rbp+0x20]
  0015ec  mov     esi,0x10
  0015f1  mov     rdx,rsp
  0015f4  mov     rcx,0xfffffffffffffffc
  0015fe  mov     r8,0xfffffffffffffffc
  001608  mov     r9,0
  001612  mov     rax,<list_op>
  00161c  call    rax
  00161e  mov     r11,rax
  001621  mov     rcx,[rsp+0x30]
  001629  mov     rsi,[rsp+0x38]
  001631  mov     rdi,[rsp+0x40]
  001639  mov     r8,[rsp+0x48]
  001641  mov     r9,[rsp+0x50]
  001649  mov     r10,[rsp+0x58]
  001651  add     rsp,0x70
  001658  test    rdx,rdx
  00165b  je      0x0000000000005062
  001661  mov     r13,r11
  001664  jmp     0x000000000000039d
  001669  sub     rsp,0x70
  001670  mov     [rsp+0x30],rcx
  001678  mov     [rsp+0x38],rsi
  001680  mov     [rsp+0x40],rdi
  001688  mov     [rsp+0x48],r8
  001690  mov     [rsp+0x50],r9
  001698  mov     [rsp+0x58],r10
  0016a0  mov     [rsp],r13
  0016a8  mov     qword ptr [rsp+8],3
  0016b4  mov     [rsp+0x10],rsi
  0016bc  mov     qword ptr [rsp+0x18],1
  0016c8  mov     rdi,[rbp+0x20]
  0016cf  mov     esi,0xf
  0016d4  mov     rdx,rsp
  0016d7  mov     rcx,0xfffffffffffffffc
  0016e1  mov     r8,0xfffffffffffffffc
  0016eb  mov     r9,0
  0016f5  mov     rax,<list_op>
  0016ff  call    rax
  001701  mov     r11,rax
  001704  mov     rcx,[rsp+0x30]
  00170c  mov     rsi,[rsp+0x38]
  001714  mov     rdi,[rsp+0x40]
  00171c  mov     r8,[rsp+0x48]
  001724  mov     r9,[rsp+0x50]
  00172c  mov     r10,[rsp+0x58]
  001734  add     rsp,0x70
  00173b  mov     r13,r11
  00173e  jmp     0x0000000000000428
  001743  sub     rsp,0x70
  00174a  mov     [rsp+0x30],rcx
  001752  mov     [rsp+0x38],rsi
  00175a  mov     [rsp+0x40],rdi
  001762  mov     [rsp+0x48],r8
  00176a  mov     [rsp+0x50],r9
  001772  mov     [rsp+0x58],r10
  00177a  mov     [rsp],r13
  001782  mov     qword ptr [rsp+8],3
  00178e  mov     [rsp+0x10],rsi
  001796  mov     qword ptr [rsp+0x18],1
  0017a2  mov     rdi,[rbp+0x20]
  0017a9  mov     esi,0xf
  0017ae  mov     rdx,rsp
  0017b1  mov     rcx,0xfffffffffffffffc
  0017bb  mov     r8,0xfffffffffffffffc
  0017c5  mov     r9,0
  0017cf  mov     rax,<list_op>
  0017d9  call    rax
  0017db  mov     r11,rax
  0017de  mov     rcx,[rsp+0x30]
  0017e6  mov     rsi,[rsp+0x38]
  0017ee  mov     rdi,[rsp+0x40]
  0017f6  mov     r8,[rsp+0x48]
  0017fe  mov     r9,[rsp+0x50]
  001806  mov     r10,[rsp+0x58]
  00180e  add     rsp,0x70
  001815  mov     r13,r11
  001818  jmp     0x00000000000004aa
  00181d  sub     rsp,0x70
  001824  mov     [rsp+0x30],rcx
  00182c  mov     [rsp+0x38],rsi
  001834  mov     [rsp+0x40],rdi
  00183c  mov     [rsp+0x48],r8
  001844  mov     [rsp+0x50],r9
  00184c  mov     [rsp+0x58],r10
  001854  mov     [rsp],r13
  00185c  mov     qword ptr [rsp+8],3
  001868  mov     [rsp+0x10],r14
  001870  mov     qword ptr [rsp+0x18],1
  00187c  mov     rdi,[rbp+0x20]
  001883  mov     esi,0xf
  001888  mov     rdx,rsp
  00188b  mov     rcx,0xfffffffffffffffc
  001895  mov     r8,0xfffffffffffffffc
  00189f  mov     r9,0
  0018a9  mov     rax,<list_op>
  0018b3  call    rax
  0018b5  mov     r11,rax
  0018b8  mov     rcx,[rsp+0x30]
  0018c0  mov     rsi,[rsp+0x38]
  0018c8  mov     rdi,[rsp+0x40]
  0018d0  mov     r8,[rsp+0x48]
  0018d8  mov     r9,[rsp+0x50]
  0018e0  mov     r10,[rsp+0x58]
  0018e8  add     rsp,0x70
  0018ef  mov     r13,r11
  0018f2  jmp     0x00000000000004ed
  0018f7  sub     rsp,0x70
  0018fe  mov     [rsp+0x30],rcx
  001906  mov     [rsp+0x38],rsi
  00190e  mov     [rsp+0x40],rdi
  001916  mov     [rsp+0x48],r8
  00191e  mov     [rsp+0x50],r9
  001926  mov     [rsp+0x58],r10
  00192e  mov     [rsp],r13
  001936  mov     qword ptr [rsp+8],3
  001942  mov     qword ptr [rsp+0x10],0
  00194e  mov     qword ptr [rsp+0x18],1
  00195a  mov     [rsp+0x20],rdi
  001962  mov     qword ptr [rsp+0x28],1
  00196e  mov     rdi,[rbp+0x20]
  001975  mov     esi,0x10
  00197a  mov     rdx,rsp
  00197d  mov     rcx,0xfffffffffffffffc
  001987  mov     r8,0xfffffffffffffffc
  001991  mov     r9,0
  00199b  mov     rax,<list_op>
  0019a5  call    rax
  0019a7  mov     r11,rax
  0019aa  mov     rcx,[rsp+0x30]
  0019b2  mov     rsi,[rsp+0x38]
  0019ba  mov     rdi,[rsp+0x40]
  0019c2  mov     r8,[rsp+0x48]
  0019ca  mov     r9,[rsp+0x50]
  0019d2  mov     r10,[rsp+0x58]
  0019da  add     rsp,0x70
  0019e1  test    rdx,rdx
  0019e4  je      0x00000000000050e5
  0019ea  mov     r13,r11
  0019ed  jmp     0x00000000000005a7
  0019f2  sub     rsp,0x70
  0019f9  mov     [rsp+0x30],rcx
  001a01  mov     [rsp+0x38],rsi
  001a09  mov     [rsp+0x40],rdi
  001a11  mov     [rsp+0x48],r8
  001a19  mov     [rsp+0x50],r9
  001a21  mov     [rsp+0x58],r10
  001a29  mov     [rsp],r13
  001a31  mov     qword ptr [rsp+8],3
  001a3d  mov     [rsp+0x10],r8
  001a45  mov     qword ptr [rsp+0x18],1
  001a51  mov     rdi,[rbp+0x20]
  001a58  mov     esi,0xf
  001a5d  mov     rdx,rsp
  001a60  mov     rcx,0xfffffffffffffffc
  001a6a  mov     r8,0xfffffffffffffffc
  001a74  mov     r9,0
  001a7e  mov     rax,<list_op>
  001a88  call    rax
  001a8a  mov     r11,rax
  001a8d  mov     rcx,[rsp+0x30]
  001a95  mov     rsi,[rsp+0x38]
  001a9d  mov     rdi,[rsp+0x40]
  001aa5  mov     r8,[rsp+0x48]
  001aad  mov     r9,[rsp+0x50]
  001ab5  mov     r10,[rsp+0x58]
  001abd  add     rsp,0x70
  001ac4  mov     r13,r11
  001ac7  jmp     0x00000000000005fa
  001acc  sub     rsp,0x70
  001ad3  mov     [rsp+0x30],rcx
  001adb  mov     [rsp+0x38],rsi
  001ae3  mov     [rsp+0x40],rdi
  001aeb  mov     [rsp+0x48],r8
  001af3  mov     [rsp+0x50],r9
  001afb  mov     [rsp+0x58],r10
  001b03  mov     [rsp],r13
  001b0b  mov     qword ptr [rsp+8],3
  001b17  mov     qword ptr [rsp+0x10],0
  001b23  mov     qword ptr [rsp+0x18],1
  001b2f  mov     [rsp+0x20],r8
  001b37  mov     qword ptr [rsp+0x28],1
  001b43  mov     rdi,[rbp+0x20]
  001b4a  mov     esi,0x10
  001b4f  mov     rdx,rsp
  001b52  mov     rcx,0xfffffffffffffffc
  001b5c  mov     r8,0xfffffffffffffffc
  001b66  mov     r9,0
  001b70  mov     rax,<list_op>
  001b7a  call    rax
  001b7c  mov     r11,rax
  001b7f  mov     rcx,[rsp+0x30]
  001b87  mov     rsi,[rsp+0x38]
  001b8f  mov     rdi,[rsp+0x40]
  001b97  mov     r8,[rsp+0x48]
  001b9f  mov     r9,[rsp+0x50]
  001ba7  mov     r10,[rsp+0x58]
  001baf  add     rsp,0x70
  001bb6  test    rdx,rdx
  001bb9  je      0x0000000000005190
  001bbf  mov     r13,r11
  001bc2  jmp     0x00000000000006b4
  001bc7  sub     rsp,0x70
  001bce  mov     [rsp+0x30],rcx
  001bd6  mov     [rsp+0x38],rsi
  001bde  mov     [rsp+0x40],rdi
  001be6  mov     [rsp+0x48],r8
  001bee  mov     [rsp+0x50],r9
  001bf6  mov     [rsp+0x58],r10
  001bfe  mov     [rsp],r13
  001c06  mov     qword ptr [rsp+8],3
  001c12  mov     [rsp+0x10],rdi
  001c1a  mov     qword ptr [rsp+0x18],1
  001c26  mov     rdi,[rbp+0x20]
  001c2d  mov     esi,0xf
  001c32  mov     rdx,rsp
  001c35  mov     rcx,0xfffffffffffffffc
  001c3f  mov     r8,0xfffffffffffffffc
  001c49  mov     r9,0
  001c53  mov     rax,<list_op>
  001c5d  call    rax
  001c5f  mov     r11,rax
  001c62  mov     rcx,[rsp+0x30]
  001c6a  mov     rsi,[rsp+0x38]
  001c72  mov     rdi,[rsp+0x40]
  001c7a  mov     r8,[rsp+0x48]
  001c82  mov     r9,[rsp+0x50]
  001c8a  mov     r10,[rsp+0x58]
  001c92  add     rsp,0x70
  001c99  mov     r13,r11
  001c9c  jmp     0x0000000000000700
  001ca1  sub     rsp,0x70
  001ca8  mov     [rsp+0x30],rcx
  001cb0  mov     [rsp+0x38],rsi
  001cb8  mov     [rsp+0x40],rdi
  001cc0  mov     [rsp+0x48],r8
  001cc8  mov     [rsp+0x50],r9
  001cd0  mov     [rsp+0x58],r10
  001cd8  mov     [rsp],r13
  001ce0  mov     qword ptr [rsp+8],3
  001cec  mov     qword ptr [rsp+0x10],0
  001cf8  mov     qword ptr [rsp+0x18],1
  001d04  mov     [rsp+0x20],rdi
  001d0c  mov     qword ptr [rsp+0x28],1
  001d18  mov     rdi,[rbp+0x20]
  001d1f  mov     esi,0x10
  001d24  mov     rdx,rsp
  001d27  mov     rcx,0xfffffffffffffffc
  001d31  mov     r8,0xfffffffffffffffc
  001d3b  mov     r9,0
  001d45  mov     rax,<list_op>
  001d4f  call    rax
  001d51  mov     r11,rax
  001d54  mov     rcx,[rsp+0x30]
  001d5c  mov     rsi,[rsp+0x38]
  001d64  mov     rdi,[rsp+0x40]
  001d6c  mov     r8,[rsp+0x48]
  001d74  mov     r9,[rsp+0x50]
  001d7c  mov     r10,[rsp+0x58]
  001d84  add     rsp,0x70
  001d8b  test    rdx,rdx
  001d8e  je      0x000000000000523b
  001d94  mov     r13,r11
  001d97  jmp     0x0000000000000776
  001d9c  sub     rsp,0x70
  001da3  mov     [rsp+0x30],rcx
  001dab  mov     [rsp+0x38],rsi
  001db3  mov     [rsp+0x40],rdi
  001dbb  mov     [rsp+0x48],r8
  001dc3  mov     [rsp+0x50],r9
  001dcb  mov     [rsp+0x58],r10
  001dd3  mov     [rsp],r12
  001ddb  mov     qword ptr [rsp+8],3
  001de7  mov     qword ptr [rsp+0x10],3
  001df3  mov     qword ptr [rsp+0x18],1
  001dff  mov     [rsp+0x20],r15
  001e07  mov     qword ptr [rsp+0x28],1
  001e13  mov     rdi,[rbp+0x20]
  001e1a  mov     esi,0xe
  001e1f  mov     rdx,rsp
  001e22  mov     rcx,0xfffffffffffffffe
  001e2c  mov     r8,0xfffffffffffffffe
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
  001e86  test    rdx,rdx
  001e89  je      0x00000000000052be
  001e8f  mov     r12,r11
  001e92  jmp     0x00000000000007d0
  001e97  sub     rsp,0x70
  001e9e  mov     [rsp+0x30],rcx
  001ea6  mov     [rsp+0x38],rsi
  001eae  mov     [rsp+0x40],rdi
  001eb6  mov     [rsp+0x48],r8
  001ebe  mov     [rsp+0x50],r9
  001ec6  mov     [rsp+0x58],r10
  001ece  mov     [rsp],r13
  001ed6  mov     qword ptr [rsp+8],3
  001ee2  mov     [rsp+0x10],r14
  001eea  mov     qword ptr [rsp+0x18],1
  001ef6  mov     rdi,[rbp+0x20]
  001efd  mov     esi,0xf
  001f02  mov     rdx,rsp
  001f05  mov     rcx,0xfffffffffffffffc
  001f0f  mov     r8,0xfffffffffffffffc
  001f19  mov     r9,0
  001f23  mov     rax,<list_op>
  001f2d  call    rax
  001f2f  mov     r11,rax
  001f32  mov     rcx,[rsp+0x30]
  001f3a  mov     rsi,[rsp+0x38]
  001f42  mov     rdi,[rsp+0x40]
  001f4a  mov     r8,[rsp+0x48]
  001f52  mov     r9,[rsp+0x50]
  001f5a  mov     r10,[rsp+0x58]
  001f62  add     rsp,0x70
  001f69  mov     r13,r11
  001f6c  jmp     0x0000000000000813
  001f71  sub     rsp,0x70
  001f78  mov     [rsp+0x30],rcx
  001f80  mov     [rsp+0x38],rsi
  001f88  mov     [rsp+0x40],rdi
  001f90  mov     [rsp+0x48],r8
  001f98  mov     [rsp+0x50],r9
  001fa0  mov     [rsp+0x58],r10
  001fa8  mov     [rsp],r13
  001fb0  mov     qword ptr [rsp+8],3
  001fbc  mov     qword ptr [rsp+0x10],1
  001fc8  mov     qword ptr [rsp+0x18],1
  001fd4  mov     rdi,[rbp+0x20]
  001fdb  mov     esi,0xf
  001fe0  mov     rdx,rsp
  001fe3  mov     rcx,0xfffffffffffffffc
  001fed  mov     r8,0xfffffffffffffffc
  001ff7  mov     r9,0
  002001  mov     rax,<list_op>
  00200b  call    rax
  00200d  mov     r11,rax
  002010  mov     rcx,[rsp+0x30]
  002018  mov     rsi,[rsp+0x38]
  002020  mov     rdi,[rsp+0x40]
  002028  mov     r8,[rsp+0x48]
  002030  mov     r9,[rsp+0x50]
  002038  mov     r10,[rsp+0x58]
  002040  add     rsp,0x70
  002047  mov     r13,r11
  00204a  jmp     0x000000000000085a
  00204f  sub     rsp,0x70
  002056  mov     [rsp+0x30],rcx
  00205e  mov     [rsp+0x38],rsi
  002066  mov     [rsp+0x40],rdi
  00206e  mov     [rsp+0x48],r8
  002076  mov     [rsp+0x50],r9
  00207e  mov     [rsp+0x58],r10
  002086  mov     [rsp],r13
  00208e  mov     qword ptr [rsp+8],3
  00209a  mov     qword ptr [rsp+0x10],0
  0020a6  mov     qword ptr [rsp+0x18],1
  0020b2  mov     [rsp+0x20],r14
  0020ba  mov     qword ptr [rsp+0x28],1
  0020c6  mov     rdi,[rbp+0x20]
  0020cd  mov     esi,0x10
  0020d2  mov     rdx,rsp
  0020d5  mov     rcx,0xfffffffffffffffc
  0020df  mov     r8,0xfffffffffffffffc
  0020e9  mov     r9,0
  0020f3  mov     rax,<list_op>
  0020fd  call    rax
  0020ff  mov     r11,rax
  002102  mov     rcx,[rsp+0x30]
  00210a  mov     rsi,[rsp+0x38]
  002112  mov     rdi,[rsp+0x40]
  00211a  mov     r8,[rsp+0x48]
  002122  mov     r9,[rsp+0x50]
  00212a  mov     r10,[rsp+0x58]
  002132  add     rsp,0x70
  002139  test    rdx,rdx
  00213c  je      0x000000000000532f
  002142  mov     r13,r11
  002145  jmp     0x0000000000000914
  00214a  sub     rsp,0x70
  002151  mov     [rsp+0x30],rcx
  002159  mov     [rsp+0x38],rsi
  002161  mov     [rsp+0x40],rdi
  002169  mov     [rsp+0x48],r8
  002171  mov     [rsp+0x50],r9
  002179  mov     [rsp+0x58],r10
  002181  mov     [rsp],r13
  002189  mov     qword ptr [rsp+8],3
  002195  mov     [rsp+0x10],r8
  00219d  mov     qword ptr [rsp+0x18],1
  0021a9  mov     rdi,[rbp+0x20]
  0021b0  mov     esi,0xf
  0021b5  mov     rdx,rsp
  0021b8  mov     rcx,0xfffffffffffffffc
  0021c2  mov     r8,0xfffffffffffffffc
  0021cc  mov     r9,0
  0021d6  mov     rax,<list_op>
  0021e0  call    rax
  0021e2  mov     r11,rax
  0021e5  mov     rcx,[rsp+0x30]
  0021ed  mov     rsi,[rsp+0x38]
  0021f5  mov     rdi,[rsp+0x40]
  0021fd  mov     r8,[rsp+0x48]
  002205  mov     r9,[rsp+0x50]
  00220d  mov     r10,[rsp+0x58]
  002215  add     rsp,0x70
  00221c  mov     r13,r11
  00221f  jmp     0x0000000000000960
  002224  sub     rsp,0x70
  00222b  mov     [rsp+0x30],rcx
  002233  mov     [rsp+0x38],rsi
  00223b  mov     [rsp+0x40],rdi
  002243  mov     [rsp+0x48],r8
  00224b  mov     [rsp+0x50],r9
  002253  mov     [rsp+0x58],r10
  00225b  mov     [rsp],r13
  002263  mov     qword ptr [rsp+8],3
  00226f  mov     qword ptr [rsp+0x10],0
  00227b  mov     qword ptr [rsp+0x18],1
  002287  mov     [rsp+0x20],r8
  00228f  mov     qword ptr [rsp+0x28],1
  00229b  mov     rdi,[rbp+0x20]
  0022a2  mov     esi,0x10
  0022a7  mov     rdx,rsp
  0022aa  mov     rcx,0xfffffffffffffffc
  0022b4  mov     r8,0xfffffffffffffffc
  0022be  mov     r9,0
  0022c8  mov     rax,<list_op>
  0022d2  call    rax
  0022d4  mov     r11,rax
  0022d7  mov     rcx,[rsp+0x30]
  0022df  mov     rsi,[rsp+0x38]
  0022e7  mov     rdi,[rsp+0x40]
  0022ef  mov     r8,[rsp+0x48]
  0022f7  mov     r9,[rsp+0x50]
  0022ff  mov     r10,[rsp+0x58]
  002307  add     rsp,0x70
  00230e  test    rdx,rdx
  002311  je      0x00000000000053da
  002317  mov     r13,r11
  00231a  jmp     0x00000000000009d6
  00231f  sub     rsp,0x70
  002326  mov     [rsp+0x30],rcx
  00232e  mov     [rsp+0x38],rsi
  002336  mov     [rsp+0x40],rdi
  00233e  mov     [rsp+0x48],r8
  002346  mov     [rsp+0x50],r9
  00234e  mov     [rsp+0x58],r10
  002356  mov     [rsp],r12
  00235e  mov     qword ptr [rsp+8],3
  00236a  mov     qword ptr [rsp+0x10],2
  002376  mov     qword ptr [rsp+0x18],1
  002382  mov     [rsp+0x20],rdi
  00238a  mov     qword ptr [rsp+0x28],1
  002396  mov     rdi,[rbp+0x20]
  00239d  mov     esi,0xe
  0023a2  mov     rdx,rsp
  0023a5  mov     rcx,0xfffffffffffffffe
  0023af  mov     r8,0xfffffffffffffffe
  0023b9  mov     r9,0
  0023c3  mov     rax,<list_op>
  0023cd  call    rax
  0023cf  mov     r11,rax
  0023d2  mov     rcx,[rsp+0x30]
  0023da  mov     rsi,[rsp+0x38]
  0023e2  mov     rdi,[rsp+0x40]
  0023ea  mov     r8,[rsp+0x48]
  0023f2  mov     r9,[rsp+0x50]
  0023fa  mov     r10,[rsp+0x58]
  002402  add     rsp,0x70
  002409  test    rdx,rdx
  00240c  je      0x000000000000545d
  002412  mov     r12,r11
  002415  jmp     0x0000000000000a0c
  00241a  sub     rsp,0x70
  002421  mov     [rsp+0x30],rcx
  002429  mov     [rsp+0x38],rsi
  002431  mov     [rsp+0x40],rdi
  002439  mov     [rsp+0x48],r8
  002441  mov     [rsp+0x50],r9
  002449  mov     [rsp+0x58],r10
  002451  mov     [rsp],r13
  002459  mov     qword ptr [rsp+8],3
  002465  mov     [rsp+0x10],rdi
  00246d  mov     qword ptr [rsp+0x18],1
  002479  mov     rdi,[rbp+0x20]
  002480  mov     esi,0xf
  002485  mov     rdx,rsp
  002488  mov     rcx,0xfffffffffffffffc
  002492  mov     r8,0xfffffffffffffffc
  00249c  mov     r9,0
  0024a6  mov     rax,<list_op>
  0024b0  call    rax
  0024b2  mov     r11,rax
  0024b5  mov     rcx,[rsp+0x30]
  0024bd  mov     rsi,[rsp+0x38]
  0024c5  mov     rdi,[rsp+0x40]
  0024cd  mov     r8,[rsp+0x48]
  0024d5  mov     r9,[rsp+0x50]
  0024dd  mov     r10,[rsp+0x58]
  0024e5  add     rsp,0x70
  0024ec  mov     r13,r11
  0024ef  jmp     0x0000000000000a53
  0024f4  sub     rsp,0x70
  0024fb  mov     [rsp+0x30],rcx
  002503  mov     [rsp+0x38],rsi
  00250b  mov     [rsp+0x40],rdi
  002513  mov     [rsp+0x48],r8
  00251b  mov     [rsp+0x50],r9
  002523  mov     [rsp+0x58],r10
  00252b  mov     [rsp],r13
  002533  mov     qword ptr [rsp+8],3
  00253f  mov     [rsp+0x10],rbx
  002547  mov     qword ptr [rsp+0x18],1
  002553  mov     rdi,[rbp+0x20]
  00255a  mov     esi,0xf
  00255f  mov     rdx,rsp
  002562  mov     rcx,0xfffffffffffffffc
  00256c  mov     r8,0xfffffffffffffffc
  002576  mov     r9,0
  002580  mov     rax,<list_op>
  00258a  call    rax
  00258c  mov     r11,rax
  00258f  mov     rcx,[rsp+0x30]
  002597  mov     rsi,[rsp+0x38]
  00259f  mov     rdi,[rsp+0x40]
  0025a7  mov     r8,[rsp+0x48]
  0025af  mov     r9,[rsp+0x50]
  0025b7  mov     r10,[rsp+0x58]
  0025bf  add     rsp,0x70
  0025c6  mov     r13,r11
  0025c9  jmp     0x0000000000000a96
  0025ce  sub     rsp,0x70
  0025d5  mov     [rsp+0x30],rcx
  0025dd  mov     [rsp+0x38],rsi
  0025e5  mov     [rsp+0x40],rdi
  0025ed  mov     [rsp+0x48],r8
  0025f5  mov     [rsp+0x50],r9
  0025fd  mov     [rsp+0x58],r10
  002605  mov     [rsp],r13
  00260d  mov     qword ptr [rsp+8],3
  002619  mov     qword ptr [rsp+0x10],0
  002625  mov     qword ptr [rsp+0x18],1
  002631  mov     [rsp+0x20],r8
  002639  mov     qword ptr [rsp+0x28],1
  002645  mov     rdi,[rbp+0x20]
  00264c  mov     esi,0x10
  002651  mov     rdx,rsp
  002654  mov     rcx,0xfffffffffffffffc
  00265e  mov     r8,0xfffffffffffffffc
  002668  mov     r9,0
  002672  mov     rax,<list_op>
  00267c  call    rax
  00267e  mov     r11,rax
  002681  mov     rcx,[rsp+0x30]
  002689  mov     rsi,[rsp+0x38]
  002691  mov     rdi,[rsp+0x40]
  002699  mov     r8,[rsp+0x48]
  0026a1  mov     r9,[rsp+0x50]
  0026a9  mov     r10,[rsp+0x58]
  0026b1  add     rsp,0x70
  0026b8  test    rdx,rdx
  0026bb  je      0x00000000000054ce
  0026c1  mov     r13,r11
  0026c4  jmp     0x0000000000000b50
  0026c9  sub     rsp,0x70
  0026d0  mov     [rsp+0x30],rcx
  0026d8  mov     [rsp+0x38],rsi
  0026e0  mov     [rsp+0x40],rdi
  0026e8  mov     [rsp+0x48],r8
  0026f0  mov     [rsp+0x50],r9
  0026f8  mov     [rsp+0x58],r10
  002700  mov     [rsp],r13
  002708  mov     qword ptr [rsp+8],3
  002714  mov     [rsp+0x10],r9
  00271c  mov     qword ptr [rsp+0x18],1
  002728  mov     rdi,[rbp+0x20]
  00272f  mov     esi,0xf
  002734  mov     rdx,rsp
  002737  mov     rcx,0xfffffffffffffffc
  002741  mov     r8,0xfffffffffffffffc
  00274b  mov     r9,0
  002755  mov     rax,<list_op>
  00275f  call    rax
  002761  mov     r11,rax
  002764  mov     rcx,[rsp+0x30]
  00276c  mov     rsi,[rsp+0x38]
  002774  mov     rdi,[rsp+0x40]
  00277c  mov     r8,[rsp+0x48]
  002784  mov     r9,[rsp+0x50]
  00278c  mov     r10,[rsp+0x58]
  002794  add     rsp,0x70
  00279b  mov     r13,r11
  00279e  jmp     0x0000000000000b9d
  0027a3  sub     rsp,0x70
  0027aa  mov     [rsp+0x30],rcx
  0027b2  mov     [rsp+0x38],rsi
  0027ba  mov     [rsp+0x40],rdi
  0027c2  mov     [rsp+0x48],r8
  0027ca  mov     [rsp+0x50],r9
  0027d2  mov     [rsp+0x58],r10
  0027da  mov     [rsp],r13
  0027e2  mov     qword ptr [rsp+8],3
  0027ee  mov     qword ptr [rsp+0x10],0
  0027fa  mov     qword ptr [rsp+0x18],1
  002806  mov     [rsp+0x20],r9
  00280e  mov     qword ptr [rsp+0x28],1
  00281a  mov     rdi,[rbp+0x20]
  002821  mov     esi,0x10
  002826  mov     rdx,rsp
  002829  mov     rcx,0xfffffffffffffffc
  002833  mov     r8,0xfffffffffffffffc
  00283d  mov     r9,0
  002847  mov     rax,<list_op>
  002851  call    rax
  002853  mov     r11,rax
  002856  mov     rcx,[rsp+0x30]
  00285e  mov     rsi,[rsp+0x38]
  002866  mov     rdi,[rsp+0x40]
  00286e  mov     r8,[rsp+0x48]
  002876  mov     r9,[rsp+0x50]
  00287e  mov     r10,[rsp+0x58]
  002886  add     rsp,0x70
  00288d  test    rdx,rdx
  002890  je      0x0000000000005579
  002896  mov     r13,r11
  002899  jmp     0x0000000000000c13
  00289e  sub     rsp,0x70
  0028a5  mov     [rsp+0x30],rcx
  0028ad  mov     [rsp+0x38],rsi
  0028b5  mov     [rsp+0x40],rdi
  0028bd  mov     [rsp+0x48],r8
  0028c5  mov     [rsp+0x50],r9
  0028cd  mov     [rsp+0x58],r10
  0028d5  mov     [rsp],r13
  0028dd  mov     qword ptr [rsp+8],3
  0028e9  mov     [rsp+0x10],r15
  0028f1  mov     qword ptr [rsp+0x18],1
  0028fd  mov     rdi,[rbp+0x20]
  002904  mov     esi,0xf
  002909  mov     rdx,rsp
  00290c  mov     rcx,0xfffffffffffffffc
  002916  mov     r8,0xfffffffffffffffc
  002920  mov     r9,0
  00292a  mov     rax,<list_op>
  002934  call    rax
  002936  mov     r11,rax
  002939  mov     rcx,[rsp+0x30]
  002941  mov     rsi,[rsp+0x38]
  002949  mov     rdi,[rsp+0x40]
  002951  mov     r8,[rsp+0x48]
  002959  mov     r9,[rsp+0x50]
  002961  mov     r10,[rsp+0x58]
  002969  add     rsp,0x70
  002970  mov     r13,r11
  002973  jmp     0x0000000000000c5f
  002978  sub     rsp,0x70
  00297f  mov     [rsp+0x30],rcx
  002987  mov     [rsp+0x38],rsi
  00298f  mov     [rsp+0x40],rdi
  002997  mov     [rsp+0x48],r8
  00299f  mov     [rsp+0x50],r9
  0029a7  mov     [rsp+0x58],r10
  0029af  mov     [rsp],r13
  0029b7  mov     qword ptr [rsp+8],3
  0029c3  mov     [rsp+0x10],rsi
  0029cb  mov     qword ptr [rsp+0x18],1
  0029d7  mov     rdi,[rbp+0x20]
  0029de  mov     esi,0xf
  0029e3  mov     rdx,rsp
  0029e6  mov     rcx,0xfffffffffffffffc
  0029f0  mov     r8,0xfffffffffffffffc
  0029fa  mov     r9,0
  002a04  mov     rax,<list_op>
  002a0e  call    rax
  002a10  mov     r11,rax
  002a13  mov     rcx,[rsp+0x30]
  002a1b  mov     rsi,[rsp+0x38]
  002a23  mov     rdi,[rsp+0x40]
  002a2b  mov     r8,[rsp+0x48]
  002a33  mov     r9,[rsp+0x50]
  002a3b  mov     r10,[rsp+0x58]
  002a43  add     rsp,0x70
  002a4a  mov     r13,r11
  002a4d  jmp     0x0000000000000ca2
  002a52  sub     rsp,0x70
  002a59  mov     [rsp+0x30],rcx
  002a61  mov     [rsp+0x38],rsi
  002a69  mov     [rsp+0x40],rdi
  002a71  mov     [rsp+0x48],r8
  002a79  mov     [rsp+0x50],r9
  002a81  mov     [rsp+0x58],r10
  002a89  mov     [rsp],r13
  002a91  mov     qword ptr [rsp+8],3
  002a9d  mov     [rsp+0x10],rdi
  002aa5  mov     qword ptr [rsp+0x18],1
  002ab1  mov     rdi,[rbp+0x20]
  002ab8  mov     esi,0xf
  002abd  mov     rdx,rsp
  002ac0  mov     rcx,0xfffffffffffffffc
  002aca  mov     r8,0xfffffffffffffffc
  002ad4  mov     r9,0
  002ade  mov     rax,<list_op>
  002ae8  call    rax
  002aea  mov     r11,rax
  002aed  mov     rcx,[rsp+0x30]
  002af5  mov     rsi,[rsp+0x38]
  002afd  mov     rdi,[rsp+0x40]
  002b05  mov     r8,[rsp+0x48]
  002b0d  mov     r9,[rsp+0x50]
  002b15  mov     r10,[rsp+0x58]
  002b1d  add     rsp,0x70
  002b24  mov     r13,r11
  002b27  jmp     0x0000000000000ce5
  002b2c  sub     rsp,0x70
  002b33  mov     [rsp+0x30],rcx
  002b3b  mov     [rsp+0x38],rsi
  002b43  mov     [rsp+0x40],rdi
  002b4b  mov     [rsp+0x48],r8
  002b53  mov     [rsp+0x50],r9
  002b5b  mov     [rsp+0x58],r10
  002b63  mov     [rsp],r13
  002b6b  mov     qword ptr [rsp+8],3
  002b77  mov     qword ptr [rsp+0x10],0
  002b83  mov     qword ptr [rsp+0x18],1
  002b8f  mov     [rsp+0x20],r14
  002b97  mov     qword ptr [rsp+0x28],1
  002ba3  mov     rdi,[rbp+0x20]
  002baa  mov     esi,0x10
  002baf  mov     rdx,rsp
  002bb2  mov     rcx,0xfffffffffffffffc
  002bbc  mov     r8,0xfffffffffffffffc
  002bc6  mov     r9,0
  002bd0  mov     rax,<list_op>
  002bda  call    rax
  002bdc  mov     r11,rax
  002bdf  mov     rcx,[rsp+0x30]
  002be7  mov     rsi,[rsp+0x38]
  002bef  mov     rdi,[rsp+0x40]
  002bf7  mov     r8,[rsp+0x48]
  002bff  mov     r9,[rsp+0x50]
  002c07  mov     r10,[rsp+0x58]
  002c0f  add     rsp,0x70
  002c16  test    rdx,rdx
  002c19  je      0x00000000000055fc
  002c1f  mov     r13,r11
  002c22  jmp     0x0000000000000d9f
  002c27  sub     rsp,0x70
  002c2e  mov     [rsp+0x30],rcx
  002c36  mov     [rsp+0x38],rsi
  002c3e  mov     [rsp+0x40],rdi
  002c46  mov     [rsp+0x48],r8
  002c4e  mov     [rsp+0x50],r9
  002c56  mov     [rsp+0x58],r10
  002c5e  mov     [rsp],r13
  002c66  mov     qword ptr [rsp+8],3
  002c72  mov     [rsp+0x10],r9
  002c7a  mov     qword ptr [rsp+0x18],1
  002c86  mov     rdi,[rbp+0x20]
  002c8d  mov     esi,0xf
  002c92  mov     rdx,rsp
  002c95  mov     rcx,0xfffffffffffffffc
  002c9f  mov     r8,0xfffffffffffffffc
  002ca9  mov     r9,0
  002cb3  mov     rax,<list_op>
  002cbd  call    rax
  002cbf  mov     r11,rax
  002cc2  mov     rcx,[rsp+0x30]
  002cca  mov     rsi,[rsp+0x38]
  002cd2  mov     rdi,[rsp+0x40]
  002cda  mov     r8,[rsp+0x48]
  002ce2  mov     r9,[rsp+0x50]
  002cea  mov     r10,[rsp+0x58]
  002cf2  add     rsp,0x70
  002cf9  mov     r13,r11
  002cfc  jmp     0x0000000000000df2
  002d01  sub     rsp,0x70
  002d08  mov     [rsp+0x30],rcx
  002d10  mov     [rsp+0x38],rsi
  002d18  mov     [rsp+0x40],rdi
  002d20  mov     [rsp+0x48],r8
  002d28  mov     [rsp+0x50],r9
  002d30  mov     [rsp+0x58],r10
  002d38  mov     [rsp],r13
  002d40  mov     qword ptr [rsp+8],3
  002d4c  mov     qword ptr [rsp+0x10],0
  002d58  mov     qword ptr [rsp+0x18],1
  002d64  mov     [rsp+0x20],r9
  002d6c  mov     qword ptr [rsp+0x28],1
  002d78  mov     rdi,[rbp+0x20]
  002d7f  mov     esi,0x10
  002d84  mov     rdx,rsp
  002d87  mov     rcx,0xfffffffffffffffc
  002d91  mov     r8,0xfffffffffffffffc
  002d9b  mov     r9,0
  002da5  mov     rax,<list_op>
  002daf  call    rax
  002db1  mov     r11,rax
  002db4  mov     rcx,[rsp+0x30]
  002dbc  mov     rsi,[rsp+0x38]
  002dc4  mov     rdi,[rsp+0x40]
  002dcc  mov     r8,[rsp+0x48]
  002dd4  mov     r9,[rsp+0x50]
  002ddc  mov     r10,[rsp+0x58]
  002de4  add     rsp,0x70
  002deb  test    rdx,rdx
  002dee  je      0x00000000000056a7
  002df4  mov     r13,r11
  002df7  jmp     0x0000000000000eac
  002dfc  sub     rsp,0x70
  002e03  mov     [rsp+0x30],rcx
  002e0b  mov     [rsp+0x38],rsi
  002e13  mov     [rsp+0x40],rdi
  002e1b  mov     [rsp+0x48],r8
  002e23  mov     [rsp+0x50],r9
  002e2b  mov     [rsp+0x58],r10
  002e33  mov     [rsp],r13
  002e3b  mov     qword ptr [rsp+8],3
  002e47  mov     [rsp+0x10],r14
  002e4f  mov     qword ptr [rsp+0x18],1
  002e5b  mov     rdi,[rbp+0x20]
  002e62  mov     esi,0xf
  002e67  mov     rdx,rsp
  002e6a  mov     rcx,0xfffffffffffffffc
  002e74  mov     r8,0xfffffffffffffffc
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
  002ece  mov     r13,r11
  002ed1  jmp     0x0000000000000ef8
  002ed6  sub     rsp,0x70
  002edd  mov     [rsp+0x30],rcx
  002ee5  mov     [rsp+0x38],rsi
  002eed  mov     [rsp+0x40],rdi
  002ef5  mov     [rsp+0x48],r8
  002efd  mov     [rsp+0x50],r9
  002f05  mov     [rsp+0x58],r10
  002f0d  mov     [rsp],r13
  002f15  mov     qword ptr [rsp+8],3
  002f21  mov     qword ptr [rsp+0x10],0
  002f2d  mov     qword ptr [rsp+0x18],1
  002f39  mov     [rsp+0x20],r14
  002f41  mov     qword ptr [rsp+0x28],1
  002f4d  mov     rdi,[rbp+0x20]
  002f54  mov     esi,0x10
  002f59  mov     rdx,rsp
  002f5c  mov     rcx,0xfffffffffffffffc
  002f66  mov     r8,0xfffffffffffffffc
  002f70  mov     r9,0
  002f7a  mov     rax,<list_op>
  002f84  call    rax
  002f86  mov     r11,rax
  002f89  mov     rcx,[rsp+0x30]
  002f91  mov     rsi,[rsp+0x38]
  002f99  mov     rdi,[rsp+0x40]
  002fa1  mov     r8,[rsp+0x48]
  002fa9  mov     r9,[rsp+0x50]
  002fb1  mov     r10,[rsp+0x58]
  002fb9  add     rsp,0x70
  002fc0  test    rdx,rdx
  002fc3  je      0x0000000000005752
  002fc9  mov     r13,r11
  002fcc  jmp     0x0000000000000f6e
  002fd1  sub     rsp,0x70
  002fd8  mov     [rsp+0x30],rcx
  002fe0  mov     [rsp+0x38],rsi
  002fe8  mov     [rsp+0x40],rdi
  002ff0  mov     [rsp+0x48],r8
  002ff8  mov     [rsp+0x50],r9
  003000  mov     [rsp+0x58],r10
  003008  mov     [rsp],r12
  003010  mov     qword ptr [rsp+8],3
  00301c  mov     qword ptr [rsp+0x10],3
  003028  mov     qword ptr [rsp+0x18],1
  003034  mov     [rsp+0x20],r15
  00303c  mov     qword ptr [rsp+0x28],1
  003048  mov     rdi,[rbp+0x20]
  00304f  mov     esi,0xe
  003054  mov     rdx,rsp
  003057  mov     rcx,0xfffffffffffffffe
  003061  mov     r8,0xfffffffffffffffe
  00306b  mov     r9,0
  003075  mov     rax,<list_op>
  00307f  call    rax
  003081  mov     r11,rax
  003084  mov     rcx,[rsp+0x30]
  00308c  mov     rsi,[rsp+0x38]
  003094  mov     rdi,[rsp+0x40]
  00309c  mov     r8,[rsp+0x48]
  0030a4  mov     r9,[rsp+0x50]
  0030ac  mov     r10,[rsp+0x58]
  0030b4  add     rsp,0x70
  0030bb  test    rdx,rdx
  0030be  je      0x00000000000057d5
  0030c4  mov     r12,r11
  0030c7  jmp     0x0000000000000fa4
  0030cc  sub     rsp,0x70
  0030d3  mov     [rsp+0x30],rcx
  0030db  mov     [rsp+0x38],rsi
  0030e3  mov     [rsp+0x40],rdi
  0030eb  mov     [rsp+0x48],r8
  0030f3  mov     [rsp+0x50],r9
  0030fb  mov     [rsp+0x58],r10
  003103  mov     [rsp],r13
  00310b  mov     qword ptr [rsp+8],3
  003117  mov     [rsp+0x10],rdi
  00311f  mov     qword ptr [rsp+0x18],1
  00312b  mov     rdi,[rbp+0x20]
  003132  mov     esi,0xf
  003137  mov     rdx,rsp
  00313a  mov     rcx,0xfffffffffffffffc
  003144  mov     r8,0xfffffffffffffffc
  00314e  mov     r9,0
  003158  mov     rax,<list_op>
  003162  call    rax
  003164  mov     r11,rax
  003167  mov     rcx,[rsp+0x30]
  00316f  mov     rsi,[rsp+0x38]
  003177  mov     rdi,[rsp+0x40]
  00317f  mov     r8,[rsp+0x48]
  003187  mov     r9,[rsp+0x50]
  00318f  mov     r10,[rsp+0x58]
  003197  add     rsp,0x70
  00319e  mov     r13,r11
  0031a1  jmp     0x0000000000000fe7
  0031a6  sub     rsp,0x70
  0031ad  mov     [rsp+0x30],rcx
  0031b5  mov     [rsp+0x38],rsi
  0031bd  mov     [rsp+0x40],rdi
  0031c5  mov     [rsp+0x48],r8
  0031cd  mov     [rsp+0x50],r9
  0031d5  mov     [rsp+0x58],r10
  0031dd  mov     [rsp],r13
  0031e5  mov     qword ptr [rsp+8],3
  0031f1  mov     qword ptr [rsp+0x10],1
  0031fd  mov     qword ptr [rsp+0x18],1
  003209  mov     rdi,[rbp+0x20]
  003210  mov     esi,0xf
  003215  mov     rdx,rsp
  003218  mov     rcx,0xfffffffffffffffc
  003222  mov     r8,0xfffffffffffffffc
  00322c  mov     r9,0
  003236  mov     rax,<list_op>
  003240  call    rax
  003242  mov     r11,rax
  003245  mov     rcx,[rsp+0x30]
  00324d  mov     rsi,[rsp+0x38]
  003255  mov     rdi,[rsp+0x40]
  00325d  mov     r8,[rsp+0x48]
  003265  mov     r9,[rsp+0x50]
  00326d  mov     r10,[rsp+0x58]
  003275  add     rsp,0x70
  00327c  mov     r13,r11
  00327f  jmp     0x000000000000102e
  003284  sub     rsp,0x70
  00328b  mov     [rsp+0x30],rcx
  003293  mov     [rsp+0x38],rsi
  00329b  mov     [rsp+0x40],rdi
  0032a3  mov     [rsp+0x48],r8
  0032ab  mov     [rsp+0x50],r9
  0032b3  mov     [rsp+0x58],r10
  0032bb  mov     [rsp],r13
  0032c3  mov     qword ptr [rsp+8],3
  0032cf  mov     qword ptr [rsp+0x10],0
  0032db  mov     qword ptr [rsp+0x18],1
  0032e7  mov     [rsp+0x20],rdi
  0032ef  mov     qword ptr [rsp+0x28],1
  0032fb  mov     rdi,[rbp+0x20]
  003302  mov     esi,0x10
  003307  mov     rdx,rsp
  00330a  mov     rcx,0xfffffffffffffffc
  003314  mov     r8,0xfffffffffffffffc
  00331e  mov     r9,0
  003328  mov     rax,<list_op>
  003332  call    rax
  003334  mov     r11,rax
  003337  mov     rcx,[rsp+0x30]
  00333f  mov     rsi,[rsp+0x38]
  003347  mov     rdi,[rsp+0x40]
  00334f  mov     r8,[rsp+0x48]
  003357  mov     r9,[rsp+0x50]
  00335f  mov     r10,[rsp+0x58]
  003367  add     rsp,0x70
  00336e  test    rdx,rdx
  003371  je      0x0000000000005846
  003377  mov     r13,r11
  00337a  jmp     0x00000000000010e8
  00337f  sub     rsp,0x70
  003386  mov     [rsp+0x30],rcx
  00338e  mov     [rsp+0x38],rsi
  003396  mov     [rsp+0x40],rdi
  00339e  mov     [rsp+0x48],r8
  0033a6  mov     [rsp+0x50],r9
  0033ae  mov     [rsp+0x58],r10
  0033b6  mov     [rsp],r13
  0033be  mov     qword ptr [rsp+8],3
  0033ca  mov     [rsp+0x10],r9
  0033d2  mov     qword ptr [rsp+0x18],1
  0033de  mov     rdi,[rbp+0x20]
  0033e5  mov     esi,0xf
  0033ea  mov     rdx,rsp
  0033ed  mov     rcx,0xfffffffffffffffc
  0033f7  mov     r8,0xfffffffffffffffc
  003401  mov     r9,0
  00340b  mov     rax,<list_op>
  003415  call    rax
  003417  mov     r11,rax
  00341a  mov     rcx,[rsp+0x30]
  003422  mov     rsi,[rsp+0x38]
  00342a  mov     rdi,[rsp+0x40]
  003432  mov     r8,[rsp+0x48]
  00343a  mov     r9,[rsp+0x50]
  003442  mov     r10,[rsp+0x58]
  00344a  add     rsp,0x70
  003451  mov     r13,r11
  003454  jmp     0x0000000000001134
  003459  sub     rsp,0x70
  003460  mov     [rsp+0x30],rcx
  003468  mov     [rsp+0x38],rsi
  003470  mov     [rsp+0x40],rdi
  003478  mov     [rsp+0x48],r8
  003480  mov     [rsp+0x50],r9
  003488  mov     [rsp+0x58],r10
  003490  mov     [rsp],r13
  003498  mov     qword ptr [rsp+8],3
  0034a4  mov     qword ptr [rsp+0x10],0
  0034b0  mov     qword ptr [rsp+0x18],1
  0034bc  mov     [rsp+0x20],r9
  0034c4  mov     qword ptr [rsp+0x28],1
  0034d0  mov     rdi,[rbp+0x20]
  0034d7  mov     esi,0x10
  0034dc  mov     rdx,rsp
  0034df  mov     rcx,0xfffffffffffffffc
  0034e9  mov     r8,0xfffffffffffffffc
  0034f3  mov     r9,0
  0034fd  mov     rax,<list_op>
  003507  call    rax
  003509  mov     r11,rax
  00350c  mov     rcx,[rsp+0x30]
  003514  mov     rsi,[rsp+0x38]
  00351c  mov     rdi,[rsp+0x40]
  003524  mov     r8,[rsp+0x48]
  00352c  mov     r9,[rsp+0x50]
  003534  mov     r10,[rsp+0x58]
  00353c  add     rsp,0x70
  003543  test    rdx,rdx
  003546  je      0x00000000000058f1
  00354c  mov     r13,r11
  00354f  jmp     0x00000000000011aa
  003554  sub     rsp,0x70
  00355b  mov     [rsp+0x30],rcx
  003563  mov     [rsp+0x38],rsi
  00356b  mov     [rsp+0x40],rdi
  003573  mov     [rsp+0x48],r8
  00357b  mov     [rsp+0x50],r9
  003583  mov     [rsp+0x58],r10
  00358b  mov     [rsp],r12
  003593  mov     qword ptr [rsp+8],3
  00359f  mov     qword ptr [rsp+0x10],2
  0035ab  mov     qword ptr [rsp+0x18],1
  0035b7  mov     [rsp+0x20],rdi
  0035bf  mov     qword ptr [rsp+0x28],1
  0035cb  mov     rdi,[rbp+0x20]
  0035d2  mov     esi,0xe
  0035d7  mov     rdx,rsp
  0035da  mov     rcx,0xfffffffffffffffe
  0035e4  mov     r8,0xfffffffffffffffe
  0035ee  mov     r9,0
  0035f8  mov     rax,<list_op>
  003602  call    rax
  003604  mov     r11,rax
  003607  mov     rcx,[rsp+0x30]
  00360f  mov     rsi,[rsp+0x38]
  003617  mov     rdi,[rsp+0x40]
  00361f  mov     r8,[rsp+0x48]
  003627  mov     r9,[rsp+0x50]
  00362f  mov     r10,[rsp+0x58]
  003637  add     rsp,0x70
  00363e  test    rdx,rdx
  003641  je      0x0000000000005974
  003647  mov     r12,r11
  00364a  jmp     0x00000000000011e0
; exits
  00364f  mov     rax,0xfffffffe
  003659  jmp     0x0000000000000016
  00365e  mov     [rbp+0x10],rbx
  003665  mov     qword ptr [rbp+0x18],3
  003670  mov     [rbp+0x38],r12
  003677  mov     qword ptr [rbp+0xd0],3
  003682  mov     [rbp+0x48],r13
  003689  mov     qword ptr [rbp+0xe0],3
  003694  mov     [rbp+0x58],r14
  00369b  mov     qword ptr [rbp+0xf0],1
  0036a6  mov     rdi,[rbp+0x20]
  0036ad  mov     rsi,8
  0036b7  mov     rdx,0
  0036c1  mov     rax,<exit_lists>
  0036cb  call    rax
  0036cd  mov     rax,0
  0036d7  jmp     0x0000000000000016
  0036dc  mov     [rbp+0x10],r14
  0036e3  mov     qword ptr [rbp+0x18],1
  0036ee  mov     [rbp+0x38],r12
  0036f5  mov     qword ptr [rbp+0xd0],3
  003700  mov     [rbp+0x48],r13
  003707  mov     qword ptr [rbp+0xe0],3
  003712  mov     [rbp+0x58],r14
  003719  mov     qword ptr [rbp+0xf0],1
  003724  mov     rax,1
  00372e  jmp     0x0000000000000016
  003733  mov     [rbp+0x38],r12
  00373a  mov     qword ptr [rbp+0xd0],3
  003745  mov     [rbp+0x48],r13
  00374c  mov     qword ptr [rbp+0xe0],3
  003757  mov     qword ptr [rbp+0x58],0xf
  003762  mov     qword ptr [rbp+0xf0],1
  00376d  mov     qword ptr [rbp+<exit lists 0>0],2
  003778  mov     qword ptr [rbp+0x118],1
  003783  mov     rax,2
  00378d  jmp     0x0000000000000016
  003792  mov     [rbp+0x38],r12
  003799  mov     qword ptr [rbp+0xd0],3
  0037a4  mov     [rbp+0x48],r13
  0037ab  mov     qword ptr [rbp+0xe0],3
  0037b6  mov     qword ptr [rbp+0x58],0x11
  0037c1  mov     qword ptr [rbp+0xf0],1
  0037cc  mov     qword ptr [rbp+<exit lists 0>0],0
  0037d7  mov     qword ptr [rbp+0x118],1
  0037e2  mov     rax,3
  0037ec  jmp     0x0000000000000016
  0037f1  mov     [rbp+0x38],r12
  0037f8  mov     qword ptr [rbp+0xd0],3
  003803  mov     [rbp+0x48],r13
  00380a  mov     qword ptr [rbp+0xe0],3
  003815  mov     qword ptr [rbp+0x58],0x13
  003820  mov     qword ptr [rbp+0xf0],1
  00382b  mov     qword ptr [rbp+0x60],0x16
  003836  mov     qword ptr [rbp+0xf8],2
  003841  mov     qword ptr [rbp+<exit lists 0>8],0x28
  00384c  mov     qword ptr [rbp+0x120],2
  003857  mov     [rbp+0xa8],r15
  00385e  mov     qword ptr [rbp+0x140],1
  003869  mov     qword ptr [rbp+0xc0],1
  003874  mov     qword ptr [rbp+0x158],1
  00387f  mov     rax,4
  003889  jmp     0x0000000000000016
  00388e  mov     [rbp+0x38],r12
  003895  mov     qword ptr [rbp+0xd0],3
  0038a0  mov     [rbp+0x48],r13
  0038a7  mov     qword ptr [rbp+0xe0],3
  0038b2  mov     qword ptr [rbp+0x58],0x13
  0038bd  mov     qword ptr [rbp+0xf0],1
  0038c8  mov     qword ptr [rbp+0x60],0x16
  0038d3  mov     qword ptr [rbp+0xf8],2
  0038de  mov     qword ptr [rbp+<exit lists 0>8],0x28
  0038e9  mov     qword ptr [rbp+0x120],2
  0038f4  mov     [rbp+0xa8],rsi
  0038fb  mov     qword ptr [rbp+0x140],1
  003906  mov     rax,5
  003910  jmp     0x0000000000000016
  003915  mov     [rbp+0x38],r12
  00391c  mov     qword ptr [rbp+0xd0],3
  003927  mov     [rbp+0x48],r13
  00392e  mov     qword ptr [rbp+0xe0],3
  003939  mov     qword ptr [rbp+0x58],0x13
  003944  mov     qword ptr [rbp+0xf0],1
  00394f  mov     qword ptr [rbp+0x60],0x16
  00395a  mov     qword ptr [rbp+0xf8],2
  003965  mov     qword ptr [rbp+<exit lists 0>8],0x28
  003970  mov     qword ptr [rbp+0x120],2
  00397b  mov     [rbp+0x98],rsi
  003982  mov     qword ptr [rbp+0x130],1
  00398d  mov     [rbp+0xa8],r15
  003994  mov     qword ptr [rbp+0x140],1
  00399f  mov     rax,6
  0039a9  jmp     0x0000000000000016
  0039ae  mov     [rbp+0x38],r12
  0039b5  mov     qword ptr [rbp+0xd0],3
  0039c0  mov     [rbp+0x48],r13
  0039c7  mov     qword ptr [rbp+0xe0],3
  0039d2  mov     qword ptr [rbp+0x58],0x14
  0039dd  mov     qword ptr [rbp+0xf0],1
  0039e8  mov     qword ptr [rbp+<exit lists 0>8],0x2c
  0039f3  mov     qword ptr [rbp+0x120],2
  0039fe  mov     [rbp+0xa8],rdi
  003a05  mov     qword ptr [rbp+0x140],1
  003a10  mov     qword ptr [rbp+0xb0],1
  003a1b  mov     qword ptr [rbp+0x148],1
  003a26  mov     rax,8
  003a30  jmp     0x0000000000000016
  003a35  mov     [rbp+0x38],r12
  003a3c  mov     qword ptr [rbp+0xd0],3
  003a47  mov     [rbp+0x48],r13
  003a4e  mov     qword ptr [rbp+0xe0],3
  003a59  mov     qword ptr [rbp+0x58],0x14
  003a64  mov     qword ptr [rbp+0xf0],1
  003a6f  mov     qword ptr [rbp+<exit lists 0>8],0x2c
  003a7a  mov     qword ptr [rbp+0x120],2
  003a85  mov     [rbp+0xa8],rdi
  003a8c  mov     qword ptr [rbp+0x140],1
  003a97  mov     rax,9
  003aa1  jmp     0x0000000000000016
  003aa6  mov     [rbp+0x38],r12
  003aad  mov     qword ptr [rbp+0xd0],3
  003ab8  mov     [rbp+0x48],r13
  003abf  mov     qword ptr [rbp+0xe0],3
  003aca  mov     qword ptr [rbp+0x58],0x14
  003ad5  mov     qword ptr [rbp+0xf0],1
  003ae0  mov     [rbp+0x90],rsi
  003ae7  mov     qword ptr [rbp+0x128],1
  003af2  mov     rax,0xb
  003afc  jmp     0x0000000000000016
  003b01  mov     [rbp+0x38],r12
  003b08  mov     qword ptr [rbp+0xd0],3
  003b13  mov     [rbp+0x48],r13
  003b1a  mov     qword ptr [rbp+0xe0],3
  003b25  mov     qword ptr [rbp+0x58],0x1f
  003b30  mov     qword ptr [rbp+0xf0],1
  003b3b  mov     qword ptr [rbp+<exit lists 0>0],3
  003b46  mov     qword ptr [rbp+0x118],1
  003b51  mov     rax,0xc
  003b5b  jmp     0x0000000000000016
  003b60  mov     [rbp+0x38],r12
  003b67  mov     qword ptr [rbp+0xd0],3
  003b72  mov     [rbp+0x48],r13
  003b79  mov     qword ptr [rbp+0xe0],3
  003b84  mov     qword ptr [rbp+0x58],0x21
  003b8f  mov     qword ptr [rbp+0xf0],1
  003b9a  mov     qword ptr [rbp+<exit lists 0>0],1
  003ba5  mov     qword ptr [rbp+0x118],1
  003bb0  mov     rax,0xd
  003bba  jmp     0x0000000000000016
  003bbf  mov     [rbp+0x38],r12
  003bc6  mov     qword ptr [rbp+0xd0],3
  003bd1  mov     [rbp+0x48],r13
  003bd8  mov     qword ptr [rbp+0xe0],3
  003be3  mov     qword ptr [rbp+0x58],0x25
  003bee  mov     qword ptr [rbp+0xf0],1
  003bf9  mov     qword ptr [rbp+0x60],0xf
  003c04  mov     qword ptr [rbp+0xf8],2
  003c0f  mov     qword ptr [rbp+<exit lists 0>8],0x28
  003c1a  mov     qword ptr [rbp+0x120],2
  003c25  mov     [rbp+0xa8],rdi
  003c2c  mov     qword ptr [rbp+0x140],1
  003c37  mov     qword ptr [rbp+0xc0],1
  003c42  mov     qword ptr [rbp+0x158],1
  003c4d  mov     rax,0xe
  003c57  jmp     0x0000000000000016
  003c5c  mov     [rbp+0x38],r12
  003c63  mov     qword ptr [rbp+0xd0],3
  003c6e  mov     [rbp+0x48],r13
  003c75  mov     qword ptr [rbp+0xe0],3
  003c80  mov     qword ptr [rbp+0x58],0x25
  003c8b  mov     qword ptr [rbp+0xf0],1
  003c96  mov     qword ptr [rbp+0x60],0xf
  003ca1  mov     qword ptr [rbp+0xf8],2
  003cac  mov     qword ptr [rbp+<exit lists 0>8],0x28
  003cb7  mov     qword ptr [rbp+0x120],2
  003cc2  mov     [rbp+0xa8],r15
  003cc9  mov     qword ptr [rbp+0x140],1
  003cd4  mov     rax,0xf
  003cde  jmp     0x0000000000000016
  003ce3  mov     [rbp+0x38],r12
  003cea  mov     qword ptr [rbp+0xd0],3
  003cf5  mov     [rbp+0x48],r13
  003cfc  mov     qword ptr [rbp+0xe0],3
  003d07  mov     qword ptr [rbp+0x58],0x25
  003d12  mov     qword ptr [rbp+0xf0],1
  003d1d  mov     qword ptr [rbp+0x60],0xf
  003d28  mov     qword ptr [rbp+0xf8],2
  003d33  mov     qword ptr [rbp+<exit lists 0>8],0x28
  003d3e  mov     qword ptr [rbp+0x120],2
  003d49  mov     [rbp+0x98],r15
  003d50  mov     qword ptr [rbp+0x130],1
  003d5b  mov     [rbp+0xa8],rdi
  003d62  mov     qword ptr [rbp+0x140],1
  003d6d  mov     rax,0x10
  003d77  jmp     0x0000000000000016
  003d7c  mov     [rbp+0x38],r12
  003d83  mov     qword ptr [rbp+0xd0],3
  003d8e  mov     [rbp+0x48],r13
  003d95  mov     qword ptr [rbp+0xe0],3
  003da0  mov     qword ptr [rbp+0x58],0x25
  003dab  mov     qword ptr [rbp+0xf0],1
  003db6  mov     [rbp+0x90],r8
  003dbd  mov     qword ptr [rbp+0x128],1
  003dc8  mov     [rbp+0x98],r15
  003dcf  mov     qword ptr [rbp+0x130],1
  003dda  mov     rax,0x12
  003de4  jmp     0x0000000000000016
  003de9  mov     [rbp+0x38],r12
  003df0  mov     qword ptr [rbp+0xd0],3
  003dfb  mov     [rbp+0x48],r13
  003e02  mov     qword ptr [rbp+0xe0],3
  003e0d  mov     qword ptr [rbp+0x58],0x26
  003e18  mov     qword ptr [rbp+0xf0],1
  003e23  mov     qword ptr [rbp+0x60],0x13
  003e2e  mov     qword ptr [rbp+0xf8],2
  003e39  mov     qword ptr [rbp+<exit lists 0>8],0x28
  003e44  mov     qword ptr [rbp+0x120],2
  003e4f  mov     [rbp+0xa8],r8
  003e56  mov     qword ptr [rbp+0x140],1
  003e61  mov     qword ptr [rbp+0xc0],1
  003e6c  mov     qword ptr [rbp+0x158],1
  003e77  mov     rax,0x13
  003e81  jmp     0x0000000000000016
  003e86  mov     [rbp+0x38],r12
  003e8d  mov     qword ptr [rbp+0xd0],3
  003e98  mov     [rbp+0x48],r13
  003e9f  mov     qword ptr [rbp+0xe0],3
  003eaa  mov     qword ptr [rbp+0x58],0x26
  003eb5  mov     qword ptr [rbp+0xf0],1
  003ec0  mov     qword ptr [rbp+0x60],0x13
  003ecb  mov     qword ptr [rbp+0xf8],2
  003ed6  mov     qword ptr [rbp+<exit lists 0>8],0x28
  003ee1  mov     qword ptr [rbp+0x120],2
  003eec  mov     [rbp+0xa8],r15
  003ef3  mov     qword ptr [rbp+0x140],1
  003efe  mov     rax,0x14
  003f08  jmp     0x0000000000000016
  003f0d  mov     [rbp+0x38],r12
  003f14  mov     qword ptr [rbp+0xd0],3
  003f1f  mov     [rbp+0x48],r13
  003f26  mov     qword ptr [rbp+0xe0],3
  003f31  mov     qword ptr [rbp+0x58],0x26
  003f3c  mov     qword ptr [rbp+0xf0],1
  003f47  mov     qword ptr [rbp+0x60],0x13
  003f52  mov     qword ptr [rbp+0xf8],2
  003f5d  mov     qword ptr [rbp+<exit lists 0>8],0x28
  003f68  mov     qword ptr [rbp+0x120],2
  003f73  mov     [rbp+0x98],r15
  003f7a  mov     qword ptr [rbp+0x130],1
  003f85  mov     [rbp+0xa8],r8
  003f8c  mov     qword ptr [rbp+0x140],1
  003f97  mov     rax,0x15
  003fa1  jmp     0x0000000000000016
  003fa6  sub     rdi,r15
  003fa9  mov     [rbp+0x38],r12
  003fb0  mov     qword ptr [rbp+0xd0],3
  003fbb  mov     [rbp+0x48],r13
  003fc2  mov     qword ptr [rbp+0xe0],3
  003fcd  mov     qword ptr [rbp+0x58],0x26
  003fd8  mov     qword ptr [rbp+0xf0],1
  003fe3  mov     [rbp+0x90],rdi
  003fea  mov     qword ptr [rbp+0x128],1
  003ff5  mov     [rbp+0x98],r15
  003ffc  mov     qword ptr [rbp+0x130],1
  004007  mov     rax,0x17
  004011  jmp     0x0000000000000016
  004016  mov     [rbp+0x38],r12
  00401d  mov     qword ptr [rbp+0xd0],3
  004028  mov     [rbp+0x48],r13
  00402f  mov     qword ptr [rbp+0xe0],3
  00403a  mov     qword ptr [rbp+0x58],0x27
  004045  mov     qword ptr [rbp+0xf0],1
  004050  mov     qword ptr [rbp+<exit lists 0>8],0x27
  00405b  mov     qword ptr [rbp+0x120],2
  004066  mov     [rbp+0xa8],rdi
  00406d  mov     qword ptr [rbp+0x140],1
  004078  mov     qword ptr [rbp+0xb0],1
  004083  mov     qword ptr [rbp+0x148],1
  00408e  mov     rax,0x18
  004098  jmp     0x0000000000000016
  00409d  mov     [rbp+0x38],r12
  0040a4  mov     qword ptr [rbp+0xd0],3
  0040af  mov     [rbp+0x48],r13
  0040b6  mov     qword ptr [rbp+0xe0],3
  0040c1  mov     qword ptr [rbp+0x58],0x27
  0040cc  mov     qword ptr [rbp+0xf0],1
  0040d7  mov     qword ptr [rbp+<exit lists 0>8],0x27
  0040e2  mov     qword ptr [rbp+0x120],2
  0040ed  mov     [rbp+0xa8],rdi
  0040f4  mov     qword ptr [rbp+0x140],1
  0040ff  mov     rax,0x19
  004109  jmp     0x0000000000000016
  00410e  mov     [rbp+0x38],r12
  004115  mov     qword ptr [rbp+0xd0],3
  004120  mov     [rbp+0x48],r13
  004127  mov     qword ptr [rbp+0xe0],3
  004132  mov     qword ptr [rbp+0x58],0x2d
  00413d  mov     qword ptr [rbp+0xf0],1
  004148  mov     qword ptr [rbp+0x60],0x13
  004153  mov     qword ptr [rbp+0xf8],2
  00415e  mov     qword ptr [rbp+<exit lists 0>8],0x28
  004169  mov     qword ptr [rbp+0x120],2
  004174  mov     [rbp+0xa8],r14
  00417b  mov     qword ptr [rbp+0x140],1
  004186  mov     qword ptr [rbp+0xc0],1
  004191  mov     qword ptr [rbp+0x158],1
  00419c  mov     rax,0x1c
  0041a6  jmp     0x0000000000000016
  0041ab  mov     [rbp+0x38],r12
  0041b2  mov     qword ptr [rbp+0xd0],3
  0041bd  mov     [rbp+0x48],r13
  0041c4  mov     qword ptr [rbp+0xe0],3
  0041cf  mov     qword ptr [rbp+0x58],0x2d
  0041da  mov     qword ptr [rbp+0xf0],1
  0041e5  mov     qword ptr [rbp+0x60],0x13
  0041f0  mov     qword ptr [rbp+0xf8],2
  0041fb  mov     qword ptr [rbp+<exit lists 0>8],0x28
  004206  mov     qword ptr [rbp+0x120],2
  004211  mov     [rbp+0xa8],rdi
  004218  mov     qword ptr [rbp+0x140],1
  004223  mov     rax,0x1d
  00422d  jmp     0x0000000000000016
  004232  mov     [rbp+0x38],r12
  004239  mov     qword ptr [rbp+0xd0],3
  004244  mov     [rbp+0x48],r13
  00424b  mov     qword ptr [rbp+0xe0],3
  004256  mov     qword ptr [rbp+0x58],0x2d
  004261  mov     qword ptr [rbp+0xf0],1
  00426c  mov     qword ptr [rbp+0x60],0x13
  004277  mov     qword ptr [rbp+0xf8],2
  004282  mov     qword ptr [rbp+<exit lists 0>8],0x28
  00428d  mov     qword ptr [rbp+0x120],2
  004298  mov     [rbp+0x98],rdi
  00429f  mov     qword ptr [rbp+0x130],1
  0042aa  mov     [rbp+0xa8],r14
  0042b1  mov     qword ptr [rbp+0x140],1
  0042bc  mov     rax,0x1e
  0042c6  jmp     0x0000000000000016
  0042cb  sub     r8,rdi
  0042ce  mov     [rbp+0x38],r12
  0042d5  mov     qword ptr [rbp+0xd0],3
  0042e0  mov     [rbp+0x48],r13
  0042e7  mov     qword ptr [rbp+0xe0],3
  0042f2  mov     qword ptr [rbp+0x58],0x2d
  0042fd  mov     qword ptr [rbp+0xf0],1
  004308  mov     [rbp+0x90],r8
  00430f  mov     qword ptr [rbp+0x128],1
  00431a  mov     [rbp+0x98],rdi
  004321  mov     qword ptr [rbp+0x130],1
  00432c  mov     rax,0x20
  004336  jmp     0x0000000000000016
  00433b  mov     [rbp+0x38],r12
  004342  mov     qword ptr [rbp+0xd0],3
  00434d  mov     [rbp+0x48],r13
  004354  mov     qword ptr [rbp+0xe0],3
  00435f  mov     qword ptr [rbp+0x58],0x2e
  00436a  mov     qword ptr [rbp+0xf0],1
  004375  mov     qword ptr [rbp+<exit lists 0>8],0x27
  004380  mov     qword ptr [rbp+0x120],2
  00438b  mov     [rbp+0xa8],r8
  004392  mov     qword ptr [rbp+0x140],1
  00439d  mov     qword ptr [rbp+0xb0],1
  0043a8  mov     qword ptr [rbp+0x148],1
  0043b3  mov     rax,0x21
  0043bd  jmp     0x0000000000000016
  0043c2  mov     [rbp+0x38],r12
  0043c9  mov     qword ptr [rbp+0xd0],3
  0043d4  mov     [rbp+0x48],r13
  0043db  mov     qword ptr [rbp+0xe0],3
  0043e6  mov     qword ptr [rbp+0x58],0x2e
  0043f1  mov     qword ptr [rbp+0xf0],1
  0043fc  mov     qword ptr [rbp+<exit lists 0>8],0x27
  004407  mov     qword ptr [rbp+0x120],2
  004412  mov     [rbp+0xa8],r8
  004419  mov     qword ptr [rbp+0x140],1
  004424  mov     rax,0x22
  00442e  jmp     0x0000000000000016
  004433  mov     [rbp+0x38],r12
  00443a  mov     qword ptr [rbp+0xd0],3
  004445  mov     [rbp+0x48],r13
  00444c  mov     qword ptr [rbp+0xe0],3
  004457  mov     qword ptr [rbp+0x58],0x13
  004462  mov     qword ptr [rbp+0xf0],1
  00446d  mov     qword ptr [rbp+0x60],0x16
  004478  mov     qword ptr [rbp+0xf8],2
  004483  mov     qword ptr [rbp+<exit lists 0>8],0x28
  00448e  mov     qword ptr [rbp+0x120],2
  004499  mov     [rbp+0xa8],r8
  0044a0  mov     qword ptr [rbp+0x140],1
  0044ab  mov     qword ptr [rbp+0xc0],1
  0044b6  mov     qword ptr [rbp+0x158],1
  0044c1  mov     rax,0x26
  0044cb  jmp     0x0000000000000016
  0044d0  mov     [rbp+0x38],r12
  0044d7  mov     qword ptr [rbp+0xd0],3
  0044e2  mov     [rbp+0x48],r13
  0044e9  mov     qword ptr [rbp+0xe0],3
  0044f4  mov     qword ptr [rbp+0x58],0x13
  0044ff  mov     qword ptr [rbp+0xf0],1
  00450a  mov     qword ptr [rbp+0x60],0x16
  004515  mov     qword ptr [rbp+0xf8],2
  004520  mov     qword ptr [rbp+<exit lists 0>8],0x28
  00452b  mov     qword ptr [rbp+0x120],2
  004536  mov     [rbp+0xa8],r14
  00453d  mov     qword ptr [rbp+0x140],1
  004548  mov     rax,0x27
  004552  jmp     0x0000000000000016
  004557  mov     [rbp+0x38],r12
  00455e  mov     qword ptr [rbp+0xd0],3
  004569  mov     [rbp+0x48],r13
  004570  mov     qword ptr [rbp+0xe0],3
  00457b  mov     qword ptr [rbp+0x58],0x13
  004586  mov     qword ptr [rbp+0xf0],1
  004591  mov     qword ptr [rbp+0x60],0x16
  00459c  mov     qword ptr [rbp+0xf8],2
  0045a7  mov     qword ptr [rbp+<exit lists 0>8],0x28
  0045b2  mov     qword ptr [rbp+0x120],2
  0045bd  mov     [rbp+0x98],r14
  0045c4  mov     qword ptr [rbp+0x130],1
  0045cf  mov     [rbp+0xa8],r8
  0045d6  mov     qword ptr [rbp+0x140],1
  0045e1  mov     rax,0x28
  0045eb  jmp     0x0000000000000016
  0045f0  mov     [rbp+0x38],r12
  0045f7  mov     qword ptr [rbp+0xd0],3
  004602  mov     [rbp+0x48],r13
  004609  mov     qword ptr [rbp+0xe0],3
  004614  mov     qword ptr [rbp+0x58],0x14
  00461f  mov     qword ptr [rbp+0xf0],1
  00462a  mov     qword ptr [rbp+<exit lists 0>8],0x2c
  004635  mov     qword ptr [rbp+0x120],2
  004640  mov     [rbp+0xa8],r9
  004647  mov     qword ptr [rbp+0x140],1
  004652  mov     qword ptr [rbp+0xb0],1
  00465d  mov     qword ptr [rbp+0x148],1
  004668  mov     rax,0x2a
  004672  jmp     0x0000000000000016
  004677  mov     [rbp+0x38],r12
  00467e  mov     qword ptr [rbp+0xd0],3
  004689  mov     [rbp+0x48],r13
  004690  mov     qword ptr [rbp+0xe0],3
  00469b  mov     qword ptr [rbp+0x58],0x14
  0046a6  mov     qword ptr [rbp+0xf0],1
  0046b1  mov     qword ptr [rbp+<exit lists 0>8],0x2c
  0046bc  mov     qword ptr [rbp+0x120],2
  0046c7  mov     [rbp+0xa8],r9
  0046ce  mov     qword ptr [rbp+0x140],1
  0046d9  mov     rax,0x2b
  0046e3  jmp     0x0000000000000016
  0046e8  mov     [rbp+0x38],r12
  0046ef  mov     qword ptr [rbp+0xd0],3
  0046fa  mov     [rbp+0x48],r13
  004701  mov     qword ptr [rbp+0xe0],3
  00470c  mov     qword ptr [rbp+0x58],0x14
  004717  mov     qword ptr [rbp+0xf0],1
  004722  mov     [rbp+0x90],r14
  004729  mov     qword ptr [rbp+0x128],1
  004734  mov     rax,0x2d
  00473e  jmp     0x00000000000059f0
  004743  mov     [rbp+0x38],r12
  00474a  mov     qword ptr [rbp+0xd0],3
  004755  mov     [rbp+0x48],r13
  00475c  mov     qword ptr [rbp+0xe0],3
  004767  mov     qword ptr [rbp+0x58],0x25
  004772  mov     qword ptr [rbp+0xf0],1
  00477d  mov     qword ptr [rbp+0x60],0xf
  004788  mov     qword ptr [rbp+0xf8],2
  004793  mov     qword ptr [rbp+<exit lists 0>8],0x28
  00479e  mov     qword ptr [rbp+0x120],2
  0047a9  mov     [rbp+0xa8],r14
  0047b0  mov     qword ptr [rbp+0x140],1
  0047bb  mov     qword ptr [rbp+0xc0],1
  0047c6  mov     qword ptr [rbp+0x158],1
  0047d1  mov     rax,0x2e
  0047db  jmp     0x0000000000000016
  0047e0  mov     [rbp+0x38],r12
  0047e7  mov     qword ptr [rbp+0xd0],3
  0047f2  mov     [rbp+0x48],r13
  0047f9  mov     qword ptr [rbp+0xe0],3
  004804  mov     qword ptr [rbp+0x58],0x25
  00480f  mov     qword ptr [rbp+0xf0],1
  00481a  mov     qword ptr [rbp+0x60],0xf
  004825  mov     qword ptr [rbp+0xf8],2
  004830  mov     qword ptr [rbp+<exit lists 0>8],0x28
  00483b  mov     qword ptr [rbp+0x120],2
  004846  mov     [rbp+0xa8],r15
  00484d  mov     qword ptr [rbp+0x140],1
  004858  mov     rax,0x2f
  004862  jmp     0x0000000000000016
  004867  mov     [rbp+0x38],r12
  00486e  mov     qword ptr [rbp+0xd0],3
  004879  mov     [rbp+0x48],r13
  004880  mov     qword ptr [rbp+0xe0],3
  00488b  mov     qword ptr [rbp+0x58],0x25
  004896  mov     qword ptr [rbp+0xf0],1
  0048a1  mov     qword ptr [rbp+0x60],0xf
  0048ac  mov     qword ptr [rbp+0xf8],2
  0048b7  mov     qword ptr [rbp+<exit lists 0>8],0x28
  0048c2  mov     qword ptr [rbp+0x120],2
  0048cd  mov     [rbp+0x98],r15
  0048d4  mov     qword ptr [rbp+0x130],1
  0048df  mov     [rbp+0xa8],r14
  0048e6  mov     qword ptr [rbp+0x140],1
  0048f1  mov     rax,0x30
  0048fb  jmp     0x0000000000000016
  004900  mov     [rbp+0x38],r12
  004907  mov     qword ptr [rbp+0xd0],3
  004912  mov     [rbp+0x48],r13
  004919  mov     qword ptr [rbp+0xe0],3
  004924  mov     qword ptr [rbp+0x58],0x25
  00492f  mov     qword ptr [rbp+0xf0],1
  00493a  mov     [rbp+0x90],r9
  004941  mov     qword ptr [rbp+0x128],1
  00494c  mov     [rbp+0x98],r15
  004953  mov     qword ptr [rbp+0x130],1
  00495e  mov     rax,0x32
  004968  jmp     0x0000000000000016
  00496d  mov     [rbp+0x38],r12
  004974  mov     qword ptr [rbp+0xd0],3
  00497f  mov     [rbp+0x48],r13
  004986  mov     qword ptr [rbp+0xe0],3
  004991  mov     qword ptr [rbp+0x58],0x26
  00499c  mov     qword ptr [rbp+0xf0],1
  0049a7  mov     qword ptr [rbp+0x60],0x13
  0049b2  mov     qword ptr [rbp+0xf8],2
  0049bd  mov     qword ptr [rbp+<exit lists 0>8],0x28
  0049c8  mov     qword ptr [rbp+0x120],2
  0049d3  mov     [rbp+0xa8],r9
  0049da  mov     qword ptr [rbp+0x140],1
  0049e5  mov     qword ptr [rbp+0xc0],1
  0049f0  mov     qword ptr [rbp+0x158],1
  0049fb  mov     rax,0x33
  004a05  jmp     0x0000000000000016
  004a0a  mov     [rbp+0x38],r12
  004a11  mov     qword ptr [rbp+0xd0],3
  004a1c  mov     [rbp+0x48],r13
  004a23  mov     qword ptr [rbp+0xe0],3
  004a2e  mov     qword ptr [rbp+0x58],0x26
  004a39  mov     qword ptr [rbp+0xf0],1
  004a44  mov     qword ptr [rbp+0x60],0x13
  004a4f  mov     qword ptr [rbp+0xf8],2
  004a5a  mov     qword ptr [rbp+<exit lists 0>8],0x28
  004a65  mov     qword ptr [rbp+0x120],2
  004a70  mov     [rbp+0xa8],r15
  004a77  mov     qword ptr [rbp+0x140],1
  004a82  mov     rax,0x34
  004a8c  jmp     0x0000000000000016
  004a91  mov     [rbp+0x38],r12
  004a98  mov     qword ptr [rbp+0xd0],3
  004aa3  mov     [rbp+0x48],r13
  004aaa  mov     qword ptr [rbp+0xe0],3
  004ab5  mov     qword ptr [rbp+0x58],0x26
  004ac0  mov     qword ptr [rbp+0xf0],1
  004acb  mov     qword ptr [rbp+0x60],0x13
  004ad6  mov     qword ptr [rbp+0xf8],2
  004ae1  mov     qword ptr [rbp+<exit lists 0>8],0x28
  004aec  mov     qword ptr [rbp+0x120],2
  004af7  mov     [rbp+0x98],r15
  004afe  mov     qword ptr [rbp+0x130],1
  004b09  mov     [rbp+0xa8],r9
  004b10  mov     qword ptr [rbp+0x140],1
  004b1b  mov     rax,0x35
  004b25  jmp     0x0000000000000016
  004b2a  sub     r14,r15
  004b2d  mov     [rbp+0x38],r12
  004b34  mov     qword ptr [rbp+0xd0],3
  004b3f  mov     [rbp+0x48],r13
  004b46  mov     qword ptr [rbp+0xe0],3
  004b51  mov     qword ptr [rbp+0x58],0x26
  004b5c  mov     qword ptr [rbp+0xf0],1
  004b67  mov     [rbp+0x90],r14
  004b6e  mov     qword ptr [rbp+0x128],1
  004b79  mov     [rbp+0x98],r15
  004b80  mov     qword ptr [rbp+0x130],1
  004b8b  mov     rax,0x37
  004b95  jmp     0x0000000000000016
  004b9a  mov     [rbp+0x38],r12
  004ba1  mov     qword ptr [rbp+0xd0],3
  004bac  mov     [rbp+0x48],r13
  004bb3  mov     qword ptr [rbp+0xe0],3
  004bbe  mov     qword ptr [rbp+0x58],0x27
  004bc9  mov     qword ptr [rbp+0xf0],1
  004bd4  mov     qword ptr [rbp+<exit lists 0>8],0x27
  004bdf  mov     qword ptr [rbp+0x120],2
  004bea  mov     [rbp+0xa8],r14
  004bf1  mov     qword ptr [rbp+0x140],1
  004bfc  mov     qword ptr [rbp+0xb0],1
  004c07  mov     qword ptr [rbp+0x148],1
  004c12  mov     rax,0x38
  004c1c  jmp     0x0000000000000016
  004c21  mov     [rbp+0x38],r12
  004c28  mov     qword ptr [rbp+0xd0],3
  004c33  mov     [rbp+0x48],r13
  004c3a  mov     qword ptr [rbp+0xe0],3
  004c45  mov     qword ptr [rbp+0x58],0x27
  004c50  mov     qword ptr [rbp+0xf0],1
  004c5b  mov     qword ptr [rbp+<exit lists 0>8],0x27
  004c66  mov     qword ptr [rbp+0x120],2
  004c71  mov     [rbp+0xa8],r14
  004c78  mov     qword ptr [rbp+0x140],1
  004c83  mov     rax,0x39
  004c8d  jmp     0x0000000000000016
  004c92  mov     [rbp+0x38],r12
  004c99  mov     qword ptr [rbp+0xd0],3
  004ca4  mov     [rbp+0x48],r13
  004cab  mov     qword ptr [rbp+0xe0],3
  004cb6  mov     qword ptr [rbp+0x58],0x2d
  004cc1  mov     qword ptr [rbp+0xf0],1
  004ccc  mov     qword ptr [rbp+0x60],0x13
  004cd7  mov     qword ptr [rbp+0xf8],2
  004ce2  mov     qword ptr [rbp+<exit lists 0>8],0x28
  004ced  mov     qword ptr [rbp+0x120],2
  004cf8  mov     [rbp+0xa8],rdi
  004cff  mov     qword ptr [rbp+0x140],1
  004d0a  mov     qword ptr [rbp+0xc0],1
  004d15  mov     qword ptr [rbp+0x158],1
  004d20  mov     rax,0x3c
  004d2a  jmp     0x0000000000000016
  004d2f  mov     [rbp+0x38],r12
  004d36  mov     qword ptr [rbp+0xd0],3
  004d41  mov     [rbp+0x48],r13
  004d48  mov     qword ptr [rbp+0xe0],3
  004d53  mov     qword ptr [rbp+0x58],0x2d
  004d5e  mov     qword ptr [rbp+0xf0],1
  004d69  mov     qword ptr [rbp+0x60],0x13
  004d74  mov     qword ptr [rbp+0xf8],2
  004d7f  mov     qword ptr [rbp+<exit lists 0>8],0x28
  004d8a  mov     qword ptr [rbp+0x120],2
  004d95  mov     [rbp+0xa8],r14
  004d9c  mov     qword ptr [rbp+0x140],1
  004da7  mov     rax,0x3d
  004db1  jmp     0x0000000000000016
  004db6  mov     [rbp+0x38],r12
  004dbd  mov     qword ptr [rbp+0xd0],3
  004dc8  mov     [rbp+0x48],r13
  004dcf  mov     qword ptr [rbp+0xe0],3
  004dda  mov     qword ptr [rbp+0x58],0x2d
  004de5  mov     qword ptr [rbp+0xf0],1
  004df0  mov     qword ptr [rbp+0x60],0x13
  004dfb  mov     qword ptr [rbp+0xf8],2
  004e06  mov     qword ptr [rbp+<exit lists 0>8],0x28
  004e11  mov     qword ptr [rbp+0x120],2
  004e1c  mov     [rbp+0x98],r14
  004e23  mov     qword ptr [rbp+0x130],1
  004e2e  mov     [rbp+0xa8],rdi
  004e35  mov     qword ptr [rbp+0x140],1
  004e40  mov     rax,0x3e
  004e4a  jmp     0x0000000000000016
  004e4f  sub     r9,r14
  004e52  mov     [rbp+0x38],r12
  004e59  mov     qword ptr [rbp+0xd0],3
  004e64  mov     [rbp+0x48],r13
  004e6b  mov     qword ptr [rbp+0xe0],3
  004e76  mov     qword ptr [rbp+0x58],0x2d
  004e81  mov     qword ptr [rbp+0xf0],1
  004e8c  mov     [rbp+0x90],r9
  004e93  mov     qword ptr [rbp+0x128],1
  004e9e  mov     [rbp+0x98],r14
  004ea5  mov     qword ptr [rbp+0x130],1
  004eb0  mov     rax,0x40
  004eba  jmp     0x0000000000000016
  004ebf  mov     [rbp+0x38],r12
  004ec6  mov     qword ptr [rbp+0xd0],3
  004ed1  mov     [rbp+0x48],r13
  004ed8  mov     qword ptr [rbp+0xe0],3
  004ee3  mov     qword ptr [rbp+0x58],0x2e
  004eee  mov     qword ptr [rbp+0xf0],1
  004ef9  mov     qword ptr [rbp+<exit lists 0>8],0x27
  004f04  mov     qword ptr [rbp+0x120],2
  004f0f  mov     [rbp+0xa8],r9
  004f16  mov     qword ptr [rbp+0x140],1
  004f21  mov     qword ptr [rbp+0xb0],1
  004f2c  mov     qword ptr [rbp+0x148],1
  004f37  mov     rax,0x41
  004f41  jmp     0x0000000000000016
  004f46  mov     [rbp+0x38],r12
  004f4d  mov     qword ptr [rbp+0xd0],3
  004f58  mov     [rbp+0x48],r13
  004f5f  mov     qword ptr [rbp+0xe0],3
  004f6a  mov     qword ptr [rbp+0x58],0x2e
  004f75  mov     qword ptr [rbp+0xf0],1
  004f80  mov     qword ptr [rbp+<exit lists 0>8],0x27
  004f8b  mov     qword ptr [rbp+0x120],2
  004f96  mov     [rbp+0xa8],r9
  004f9d  mov     qword ptr [rbp+0x140],1
  004fa8  mov     rax,0x42
  004fb2  jmp     0x0000000000000016
  004fb7  mov     [rbp+0x38],r12
  004fbe  mov     qword ptr [rbp+0xd0],3
  004fc9  mov     [rbp+0x48],r13
  004fd0  mov     qword ptr [rbp+0xe0],3
  004fdb  mov     qword ptr [rbp+0x58],0x13
  004fe6  mov     qword ptr [rbp+0xf0],1
  004ff1  mov     qword ptr [rbp+0x60],0x16
  004ffc  mov     qword ptr [rbp+0xf8],2
  005007  mov     qword ptr [rbp+<exit lists 0>8],0x28
  005012  mov     qword ptr [rbp+0x120],2
  00501d  mov     [rbp+0x90],rdi
  005024  mov     qword ptr [rbp+0x128],1
  00502f  mov     [rbp+0x98],rsi
  005036  mov     qword ptr [rbp+0x130],1
  005041  mov     [rbp+0xa8],r15
  005048  mov     qword ptr [rbp+0x140],1
  005053  mov     rax,7
  00505d  jmp     0x0000000000000016
  005062  mov     [rbp+0x38],r12
  005069  mov     qword ptr [rbp+0xd0],3
  005074  mov     [rbp+0x48],r13
  00507b  mov     qword ptr [rbp+0xe0],3
  005086  mov     qword ptr [rbp+0x58],0x14
  005091  mov     qword ptr [rbp+0xf0],1
  00509c  mov     qword ptr [rbp+<exit lists 0>8],0x2c
  0050a7  mov     qword ptr [rbp+0x120],2
  0050b2  mov     [rbp+0x90],rsi
  0050b9  mov     qword ptr [rbp+0x128],1
  0050c4  mov     [rbp+0xa8],rdi
  0050cb  mov     qword ptr [rbp+0x140],1
  0050d6  mov     rax,0xa
  0050e0  jmp     0x0000000000000016
  0050e5  mov     [rbp+0x38],r12
  0050ec  mov     qword ptr [rbp+0xd0],3
  0050f7  mov     [rbp+0x48],r13
  0050fe  mov     qword ptr [rbp+0xe0],3
  005109  mov     qword ptr [rbp+0x58],0x25
  005114  mov     qword ptr [rbp+0xf0],1
  00511f  mov     qword ptr [rbp+0x60],0xf
  00512a  mov     qword ptr [rbp+0xf8],2
  005135  mov     qword ptr [rbp+<exit lists 0>8],0x28
  005140  mov     qword ptr [rbp+0x120],2
  00514b  mov     [rbp+0x90],r8
  005152  mov     qword ptr [rbp+0x128],1
  00515d  mov     [rbp+0x98],r15
  005164  mov     qword ptr [rbp+0x130],1
  00516f  mov     [rbp+0xa8],rdi
  005176  mov     qword ptr [rbp+0x140],1
  005181  mov     rax,0x11
  00518b  jmp     0x0000000000000016
  005190  mov     [rbp+0x38],r12
  005197  mov     qword ptr [rbp+0xd0],3
  0051a2  mov     [rbp+0x48],r13
  0051a9  mov     qword ptr [rbp+0xe0],3
  0051b4  mov     qword ptr [rbp+0x58],0x26
  0051bf  mov     qword ptr [rbp+0xf0],1
  0051ca  mov     qword ptr [rbp+0x60],0x13
  0051d5  mov     qword ptr [rbp+0xf8],2
  0051e0  mov     qword ptr [rbp+<exit lists 0>8],0x28
  0051eb  mov     qword ptr [rbp+0x120],2
  0051f6  mov     [rbp+0x90],rdi
  0051fd  mov     qword ptr [rbp+0x128],1
  005208  mov     [rbp+0x98],r15
  00520f  mov     qword ptr [rbp+0x130],1
  00521a  mov     [rbp+0xa8],r8
  005221  mov     qword ptr [rbp+0x140],1
  00522c  mov     rax,0x16
  005236  jmp     0x0000000000000016
  00523b  mov     [rbp+0x38],r12
  005242  mov     qword ptr [rbp+0xd0],3
  00524d  mov     [rbp+0x48],r13
  005254  mov     qword ptr [rbp+0xe0],3
  00525f  mov     qword ptr [rbp+0x58],0x27
  00526a  mov     qword ptr [rbp+0xf0],1
  005275  mov     qword ptr [rbp+<exit lists 0>8],0x27
  005280  mov     qword ptr [rbp+0x120],2
  00528b  mov     [rbp+0x90],r15
  005292  mov     qword ptr [rbp+0x128],1
  00529d  mov     [rbp+0xa8],rdi
  0052a4  mov     qword ptr [rbp+0x140],1
  0052af  mov     rax,0x1a
  0052b9  jmp     0x0000000000000016
  0052be  mov     [rbp+0x38],r12
  0052c5  mov     qword ptr [rbp+0xd0],3
  0052d0  mov     [rbp+0x48],r13
  0052d7  mov     qword ptr [rbp+0xe0],3
  0052e2  mov     qword ptr [rbp+0x58],0x27
  0052ed  mov     qword ptr [rbp+0xf0],1
  0052f8  mov     qword ptr [rbp+<exit lists 0>0],3
  005303  mov     qword ptr [rbp+0x118],1
  00530e  mov     [rbp+0x90],r15
  005315  mov     qword ptr [rbp+0x128],1
  005320  mov     rax,0x1b
  00532a  jmp     0x0000000000000016
  00532f  mov     [rbp+0x38],r12
  005336  mov     qword ptr [rbp+0xd0],3
  005341  mov     [rbp+0x48],r13
  005348  mov     qword ptr [rbp+0xe0],3
  005353  mov     qword ptr [rbp+0x58],0x2d
  00535e  mov     qword ptr [rbp+0xf0],1
  005369  mov     qword ptr [rbp+0x60],0x13
  005374  mov     qword ptr [rbp+0xf8],2
  00537f  mov     qword ptr [rbp+<exit lists 0>8],0x28
  00538a  mov     qword ptr [rbp+0x120],2
  005395  mov     [rbp+0x90],r8
  00539c  mov     qword ptr [rbp+0x128],1
  0053a7  mov     [rbp+0x98],rdi
  0053ae  mov     qword ptr [rbp+0x130],1
  0053b9  mov     [rbp+0xa8],r14
  0053c0  mov     qword ptr [rbp+0x140],1
  0053cb  mov     rax,0x1f
  0053d5  jmp     0x0000000000000016
  0053da  mov     [rbp+0x38],r12
  0053e1  mov     qword ptr [rbp+0xd0],3
  0053ec  mov     [rbp+0x48],r13
  0053f3  mov     qword ptr [rbp+0xe0],3
  0053fe  mov     qword ptr [rbp+0x58],0x2e
  005409  mov     qword ptr [rbp+0xf0],1
  005414  mov     qword ptr [rbp+<exit lists 0>8],0x27
  00541f  mov     qword ptr [rbp+0x120],2
  00542a  mov     [rbp+0x90],rdi
  005431  mov     qword ptr [rbp+0x128],1
  00543c  mov     [rbp+0xa8],r8
  005443  mov     qword ptr [rbp+0x140],1
  00544e  mov     rax,0x23
  005458  jmp     0x0000000000000016
  00545d  mov     [rbp+0x38],r12
  005464  mov     qword ptr [rbp+0xd0],3
  00546f  mov     [rbp+0x48],r13
  005476  mov     qword ptr [rbp+0xe0],3
  005481  mov     qword ptr [rbp+0x58],0x2e
  00548c  mov     qword ptr [rbp+0xf0],1
  005497  mov     qword ptr [rbp+<exit lists 0>0],2
  0054a2  mov     qword ptr [rbp+0x118],1
  0054ad  mov     [rbp+0x90],rdi
  0054b4  mov     qword ptr [rbp+0x128],1
  0054bf  mov     rax,0x24
  0054c9  jmp     0x0000000000000016
  0054ce  mov     [rbp+0x38],r12
  0054d5  mov     qword ptr [rbp+0xd0],3
  0054e0  mov     [rbp+0x48],r13
  0054e7  mov     qword ptr [rbp+0xe0],3
  0054f2  mov     qword ptr [rbp+0x58],0x13
  0054fd  mov     qword ptr [rbp+0xf0],1
  005508  mov     qword ptr [rbp+0x60],0x16
  005513  mov     qword ptr [rbp+0xf8],2
  00551e  mov     qword ptr [rbp+<exit lists 0>8],0x28
  005529  mov     qword ptr [rbp+0x120],2
  005534  mov     [rbp+0x90],r9
  00553b  mov     qword ptr [rbp+0x128],1
  005546  mov     [rbp+0x98],r14
  00554d  mov     qword ptr [rbp+0x130],1
  005558  mov     [rbp+0xa8],r8
  00555f  mov     qword ptr [rbp+0x140],1
  00556a  mov     rax,0x29
  005574  jmp     0x0000000000000016
  005579  mov     [rbp+0x38],r12
  005580  mov     qword ptr [rbp+0xd0],3
  00558b  mov     [rbp+0x48],r13
  005592  mov     qword ptr [rbp+0xe0],3
  00559d  mov     qword ptr [rbp+0x58],0x14
  0055a8  mov     qword ptr [rbp+0xf0],1
  0055b3  mov     qword ptr [rbp+<exit lists 0>8],0x2c
  0055be  mov     qword ptr [rbp+0x120],2
  0055c9  mov     [rbp+0x90],r14
  0055d0  mov     qword ptr [rbp+0x128],1
  0055db  mov     [rbp+0xa8],r9
  0055e2  mov     qword ptr [rbp+0x140],1
  0055ed  mov     rax,0x2c
  0055f7  jmp     0x0000000000000016
  0055fc  mov     [rbp+0x38],r12
  005603  mov     qword ptr [rbp+0xd0],3
  00560e  mov     [rbp+0x48],r13
  005615  mov     qword ptr [rbp+0xe0],3
  005620  mov     qword ptr [rbp+0x58],0x25
  00562b  mov     qword ptr [rbp+0xf0],1
  005636  mov     qword ptr [rbp+0x60],0xf
  005641  mov     qword ptr [rbp+0xf8],2
  00564c  mov     qword ptr [rbp+<exit lists 0>8],0x28
  005657  mov     qword ptr [rbp+0x120],2
  005662  mov     [rbp+0x90],r9
  005669  mov     qword ptr [rbp+0x128],1
  005674  mov     [rbp+0x98],r15
  00567b  mov     qword ptr [rbp+0x130],1
  005686  mov     [rbp+0xa8],r14
  00568d  mov     qword ptr [rbp+0x140],1
  005698  mov     rax,0x31
  0056a2  jmp     0x0000000000000016
  0056a7  mov     [rbp+0x38],r12
  0056ae  mov     qword ptr [rbp+0xd0],3
  0056b9  mov     [rbp+0x48],r13
  0056c0  mov     qword ptr [rbp+0xe0],3
  0056cb  mov     qword ptr [rbp+0x58],0x26
  0056d6  mov     qword ptr [rbp+0xf0],1
  0056e1  mov     qword ptr [rbp+0x60],0x13
  0056ec  mov     qword ptr [rbp+0xf8],2
  0056f7  mov     qword ptr [rbp+<exit lists 0>8],0x28
  005702  mov     qword ptr [rbp+0x120],2
  00570d  mov     [rbp+0x90],r14
  005714  mov     qword ptr [rbp+0x128],1
  00571f  mov     [rbp+0x98],r15
  005726  mov     qword ptr [rbp+0x130],1
  005731  mov     [rbp+0xa8],r9
  005738  mov     qword ptr [rbp+0x140],1
  005743  mov     rax,0x36
  00574d  jmp     0x0000000000000016
  005752  mov     [rbp+0x38],r12
  005759  mov     qword ptr [rbp+0xd0],3
  005764  mov     [rbp+0x48],r13
  00576b  mov     qword ptr [rbp+0xe0],3
  005776  mov     qword ptr [rbp+0x58],0x27
  005781  mov     qword ptr [rbp+0xf0],1
  00578c  mov     qword ptr [rbp+<exit lists 0>8],0x27
  005797  mov     qword ptr [rbp+0x120],2
  0057a2  mov     [rbp+0x90],r15
  0057a9  mov     qword ptr [rbp+0x128],1
  0057b4  mov     [rbp+0xa8],r14
  0057bb  mov     qword ptr [rbp+0x140],1
  0057c6  mov     rax,0x3a
  0057d0  jmp     0x0000000000000016
  0057d5  mov     [rbp+0x38],r12
  0057dc  mov     qword ptr [rbp+0xd0],3
  0057e7  mov     [rbp+0x48],r13
  0057ee  mov     qword ptr [rbp+0xe0],3
  0057f9  mov     qword ptr [rbp+0x58],0x27
  005804  mov     qword ptr [rbp+0xf0],1
  00580f  mov     qword ptr [rbp+<exit lists 0>0],3
  00581a  mov     qword ptr [rbp+0x118],1
  005825  mov     [rbp+0x90],r15
  00582c  mov     qword ptr [rbp+0x128],1
  005837  mov     rax,0x3b
  005841  jmp     0x0000000000000016
  005846  mov     [rbp+0x38],r12
  00584d  mov     qword ptr [rbp+0xd0],3
  005858  mov     [rbp+0x48],r13
  00585f  mov     qword ptr [rbp+0xe0],3
  00586a  mov     qword ptr [rbp+0x58],0x2d
  005875  mov     qword ptr [rbp+0xf0],1
  005880  mov     qword ptr [rbp+0x60],0x13
  00588b  mov     qword ptr [rbp+0xf8],2
  005896  mov     qword ptr [rbp+<exit lists 0>8],0x28
  0058a1  mov     qword ptr [rbp+0x120],2
  0058ac  mov     [rbp+0x90],r9
  0058b3  mov     qword ptr [rbp+0x128],1
  0058be  mov     [rbp+0x98],r14
  0058c5  mov     qword ptr [rbp+0x130],1
  0058d0  mov     [rbp+0xa8],rdi
  0058d7  mov     qword ptr [rbp+0x140],1
  0058e2  mov     rax,0x3f
  0058ec  jmp     0x0000000000000016
  0058f1  mov     [rbp+0x38],r12
  0058f8  mov     qword ptr [rbp+0xd0],3
  005903  mov     [rbp+0x48],r13
  00590a  mov     qword ptr [rbp+0xe0],3
  005915  mov     qword ptr [rbp+0x58],0x2e
  005920  mov     qword ptr [rbp+0xf0],1
  00592b  mov     qword ptr [rbp+<exit lists 0>8],0x27
  005936  mov     qword ptr [rbp+0x120],2
  005941  mov     [rbp+0x90],rdi
  005948  mov     qword ptr [rbp+0x128],1
  005953  mov     [rbp+0xa8],r9
  00595a  mov     qword ptr [rbp+0x140],1
  005965  mov     rax,0x43
  00596f  jmp     0x0000000000000016
  005974  mov     [rbp+0x38],r12
  00597b  mov     qword ptr [rbp+0xd0],3
  005986  mov     [rbp+0x48],r13
  00598d  mov     qword ptr [rbp+0xe0],3
  005998  mov     qword ptr [rbp+0x58],0x2e
  0059a3  mov     qword ptr [rbp+0xf0],1
  0059ae  mov     qword ptr [rbp+<exit lists 0>0],2
  0059b9  mov     qword ptr [rbp+0x118],1
  0059c4  mov     [rbp+0x90],rdi
  0059cb  mov     qword ptr [rbp+0x128],1
  0059d6  mov     rax,0x44
  0059e0  jmp     0x0000000000000016

; T1: 7861 bytes
  0059f0  mov     qword ptr [rbp+0x18],0
  0059fb  mov     rbx,[rbp+0x38]
  005a02  mov     r12,[rbp+0x48]
  005a09  mov     r13,[rbp+0x90]
  005a10  jmp     0x0000000000005a79
  005a15  mov     qword ptr [rbp+0x18],0
; v0:list = input mem
  005a20  cmp     qword ptr [rbp+0xd0],3
  005a2b  jne     0x0000000000006d9d
  005a31  mov     rbx,[rbp+0x38]
; v1:list = input stack
  005a38  cmp     qword ptr [rbp+0xe0],3
  005a43  jne     0x0000000000006d9d
  005a49  mov     r12,[rbp+0x48]
; v2:list = input rstack
  005a50  cmp     qword ptr [rbp+0xe8],3
  005a5b  jne     0x0000000000006d9d
; v3:int = input x
  005a61  cmp     qword ptr [rbp+0x128],1
  005a6c  jne     0x0000000000006d9d
  005a72  mov     r13,[rbp+0x90]
; guard_true v3 => jump_if_zero_x/0 (0) {}
  005a79  test    r13,r13
  005a7c  je      0x0000000000006dac
; v5:int = readlist v0, 1 => op_load/2 (6) {pc=22, a=1}
  005a82  cmp     qword ptr [rbx],1
  005a8e  jbe     0x0000000000006dbb
  005a94  mov     rax,[rbx+8]
  005a9c  test    rax,rax
  005a9f  je      0x0000000000005ab2
  005aa5  cmp     byte ptr [rax+1],1
  005aac  jne     0x0000000000006dbb
  005ab2  mov     rax,[rbx+0x10]
  005aba  mov     r13,[rax+8]
; v6:list = append v1, v5 owned
  005ac1  cmp     qword ptr [r12+8],0
  005acd  jne     0x00000000000060c2
  005ad3  cmp     qword ptr [r12-0x10],1
  005adf  jne     0x00000000000060c2
  005ae5  cmp     qword ptr [r12-8],1
  005af1  jne     0x00000000000060c2
  005af7  mov     rax,[r12]
  005aff  cmp     rax,[r12+0x18]
  005b07  jae     0x00000000000060c2
  005b0d  mov     rdx,[r12+0x10]
  005b15  lea     rdx,[rdx+rax*8]
  005b19  add     rax,1
  005b1d  mov     [r12],rax
  005b25  mov     [rdx],r13
; v7:list = append v6, 1 owned
  005b28  cmp     qword ptr [r12+8],0
  005b34  jne     0x000000000000619c
  005b3a  mov     rax,[r12]
  005b42  cmp     rax,[r12+0x18]
  005b4a  jae     0x000000000000619c
  005b50  mov     rdx,[r12+0x10]
  005b58  lea     rdx,[rdx+rax*8]
  005b5c  add     rax,1
  005b60  mov     [r12],rax
  005b68  mov     qword ptr [rdx],1
; v8:int = len v7
  005b6f  mov     r13,[r12]
; v9:int = lt v8, 2
; guard_false v9 => pop2/2 (18) {stack=v7, pc=26, opcode='add', k='binary_xy', depth=v8, few=1}
  005b77  cmp     r13,2
  005b7e  jl      0x0000000000006df6
; v11:int = sub_nov v8, 1
  005b84  mov     r14,r13
  005b87  sub     r14,1
; v12:int = readlist v7, v11 => pop2_top/1 (19) {stack=v7, pc=26, opcode='add', k='binary_xy', depth=v11}
  005b8e  cmp     r14,[r12]
  005b96  jae     0x0000000000006e81
  005b9c  mov     rax,[r12+8]
  005ba4  test    rax,rax
  005ba7  je      0x0000000000005bb8
  005bad  cmp     byte ptr [rax+r14],1
  005bb2  jne     0x0000000000006e81
  005bb8  mov     rax,[r12+0x10]
  005bc0  mov     r14,[rax+r14*8]
; v13:int = add_nov v8, -2
  005bc4  add     r13,0xfffffffffffffffe
; v14:int = readlist v7, v13 => pop2_top/3 (19) {stack=v7, pc=26, opcode='add', k='binary_xy', y=v12, depth=v13}
  005bcb  cmp     r13,[r12]
  005bd3  jae     0x0000000000006ef6
  005bd9  mov     rax,[r12+8]
  005be1  test    rax,rax
  005be4  je      0x0000000000005bf5
  005bea  cmp     byte ptr [rax+r13],1
  005bef  jne     0x0000000000006ef6
  005bf5  mov     rax,[r12+0x10]
  005bfd  mov     r15,[rax+r13*8]
; v15:list = slice v7, 0, v13 owned => pop2_top/4 (19) {stack=v7, pc=26, opcode='add', k='binary_xy', x=v14, y=v12, depth=v13}
  005c01  cmp     qword ptr [r12+8],0
  005c0d  jne     0x000000000000627a
  005c13  cmp     r13,[r12]
  005c1b  ja      0x000000000000627a
  005c21  mov     [r12],r13
; v16:int = add v14, v12 => binary_add/0 (21) {stack=v15, pc=26, x=v14, y=v12}
  005c29  add     r15,r14
  005c2c  jo      0x0000000000006f7d
; v17:list = append v15, v16 owned
  005c32  cmp     qword ptr [r12+8],0
  005c3e  jne     0x0000000000006375
  005c44  mov     rax,[r12]
  005c4c  cmp     rax,[r12+0x18]
  005c54  jae     0x0000000000006375
  005c5a  mov     rdx,[r12+0x10]
  005c62  lea     rdx,[rdx+rax*8]
  005c66  add     rax,1
  005c6a  mov     [r12],rax
  005c72  mov     [rdx],r15
; v18:int = len v17
  005c75  mov     r15,[r12]
; v19:int = eq v18, 0
; guard_false v19 => pop/2 (29) {stack=v17, pc=27, k='store_x', depth=v18, empty=1}
  005c7d  test    r15,r15
  005c80  je      0x0000000000006fdb
; v21:int = sub_nov v18, 1
  005c86  sub     r15,1
; v22:int = readlist v17, v21 => pop_top/1 (30) {stack=v17, pc=27, k='store_x', depth=v21}
  005c8d  cmp     r15,[r12]
  005c95  jae     0x0000000000007050
  005c9b  mov     rax,[r12+8]
  005ca3  test    rax,rax
  005ca6  je      0x0000000000005cb7
  005cac  cmp     byte ptr [rax+r15],1
  005cb1  jne     0x0000000000007050
  005cb7  mov     rax,[r12+0x10]
  005cbf  mov     r14,[rax+r15*8]
; v23:list = slice v17, 0, v21 owned => pop_top/2 (30) {stack=v17, pc=27, k='store_x', x=v22, depth=v21}
  005cc3  cmp     qword ptr [r12+8],0
  005ccf  jne     0x000000000000644f
  005cd5  cmp     r15,[r12]
  005cdd  ja      0x000000000000644f
  005ce3  mov     [r12],r15
; v24:list = set v0, 1, v22 owned => store_x/2 (32) {stack=v23, pc=27, a=1, x=v22}
  005ceb  cmp     qword ptr [rbx+8],0
  005cf7  jne     0x000000000000654a
  005cfd  cmp     qword ptr [rbx-0x10],1
  005d09  jne     0x000000000000654a
  005d0f  cmp     qword ptr [rbx-8],1
  005d1b  jne     0x000000000000654a
  005d21  cmp     qword ptr [rbx],1
  005d2d  jbe     0x000000000000654a
  005d33  mov     rax,[rbx+0x10]
  005d3b  lea     rax,[rax+8]
  005d42  mov     [rax],r14
; v25:list = append v23, v22 owned
  005d45  cmp     qword ptr [r12+8],0
  005d51  jne     0x0000000000006645
  005d57  mov     rax,[r12]
  005d5f  cmp     rax,[r12+0x18]
  005d67  jae     0x0000000000006645
  005d6d  mov     rdx,[r12+0x10]
  005d75  lea     rdx,[rdx+rax*8]
  005d79  add     rax,1
  005d7d  mov     [r12],rax
  005d85  mov     [rdx],r14
; v26:int = readlist v24, 0 => op_load/2 (57) {mem=v24, stack=v25, pc=6, a=0}
  005d88  cmp     qword ptr [rbx],0
  005d94  jbe     0x00000000000070af
  005d9a  mov     rax,[rbx+8]
  005da2  test    rax,rax
  005da5  je      0x0000000000005db8
  005dab  cmp     byte ptr [rax],1
  005db2  jne     0x00000000000070af
  005db8  mov     rax,[rbx+0x10]
  005dc0  mov     r14,[rax]
; v27:list = append v25, v26 owned
  005dc7  cmp     qword ptr [r12+8],0
  005dd3  jne     0x000000000000671f
  005dd9  mov     rax,[r12]
  005de1  cmp     rax,[r12+0x18]
  005de9  jae     0x000000000000671f
  005def  mov     rdx,[r12+0x10]
  005df7  lea     rdx,[rdx+rax*8]
  005dfb  add     rax,1
  005dff  mov     [r12],rax
  005e07  mov     [rdx],r14
; v28:int = len v27
  005e0a  mov     r14,[r12]
; v29:int = lt v28, 2
; guard_false v29 => pop2/2 (68) {mem=v24, stack=v27, pc=8, opcode='lt', k='binary_xy', depth=v28, few=1}
  005e12  cmp     r14,2
  005e19  jl      0x000000000000710e
; v31:int = sub_nov v28, 1
  005e1f  mov     r15,r14
  005e22  sub     r15,1
; v32:int = readlist v27, v31 => pop2_top/1 (69) {mem=v24, stack=v27, pc=8, opcode='lt', k='binary_xy', depth=v31}
  005e29  cmp     r15,[r12]
  005e31  jae     0x00000000000071ab
  005e37  mov     rax,[r12+8]
  005e3f  test    rax,rax
  005e42  je      0x0000000000005e53
  005e48  cmp     byte ptr [rax+r15],1
  005e4d  jne     0x00000000000071ab
  005e53  mov     rax,[r12+0x10]
  005e5b  mov     r15,[rax+r15*8]
; v33:int = add_nov v28, -2
  005e5f  add     r14,0xfffffffffffffffe
; v34:int = readlist v27, v33 => pop2_top/3 (69) {mem=v24, stack=v27, pc=8, opcode='lt', k='binary_xy', y=v32, depth=v33}
  005e66  cmp     r14,[r12]
  005e6e  jae     0x0000000000007232
  005e74  mov     rax,[r12+8]
  005e7c  test    rax,rax
  005e7f  je      0x0000000000005e90
  005e85  cmp     byte ptr [rax+r14],1
  005e8a  jne     0x0000000000007232
  005e90  mov     rax,[r12+0x10]
  005e98  mov     r13,[rax+r14*8]
; v35:list = slice v27, 0, v33 owned => pop2_top/4 (69) {mem=v24, stack=v27, pc=8, opcode='lt', k='binary_xy', x=v34, y=v32, depth=v33}
  005e9c  cmp     qword ptr [r12+8],0
  005ea8  jne     0x00000000000067f9
  005eae  cmp     r14,[r12]
  005eb6  ja      0x00000000000067f9
  005ebc  mov     [r12],r14
; v36:int = lt v34, v32
  005ec4  cmp     r13,r15
  005ec7  setl    al
  005eca  movzx   r13d,al
; v37:list = append v35, v36 owned
  005ece  cmp     qword ptr [r12+8],0
  005eda  jne     0x00000000000068f4
  005ee0  mov     rax,[r12]
  005ee8  cmp     rax,[r12+0x18]
  005ef0  jae     0x00000000000068f4
  005ef6  mov     rdx,[r12+0x10]
  005efe  lea     rdx,[rdx+rax*8]
  005f02  add     rax,1
  005f06  mov     [r12],rax
  005f0e  mov     [rdx],r13
; v38:int = len v37
  005f11  mov     r13,[r12]
; v39:int = eq v38, 0
; guard_false v39 => pop/2 (92) {mem=v24, stack=v37, pc=9, k='jump_if_zero_x', depth=v38, empty=1}
  005f19  test    r13,r13
  005f1c  je      0x00000000000072cb
; v41:int = sub_nov v38, 1
  005f22  sub     r13,1
; v42:int = readlist v37, v41 => pop_top/1 (93) {mem=v24, stack=v37, pc=9, k='jump_if_zero_x', depth=v41}
  005f29  cmp     r13,[r12]
  005f31  jae     0x0000000000007352
  005f37  mov     rax,[r12+8]
  005f3f  test    rax,rax
  005f42  je      0x0000000000005f53
  005f48  cmp     byte ptr [rax+r13],1
  005f4d  jne     0x0000000000007352
  005f53  mov     rax,[r12+0x10]
  005f5b  mov     r15,[rax+r13*8]
; v43:list = slice v37, 0, v41 owned => pop_top/2 (93) {mem=v24, stack=v37, pc=9, k='jump_if_zero_x', x=v42, depth=v41}
  005f5f  cmp     qword ptr [r12+8],0
  005f6b  jne     0x00000000000069ce
  005f71  cmp     r13,[r12]
  005f79  ja      0x00000000000069ce
  005f7f  mov     [r12],r13
; guard_true v42 => jump_if_zero_x/0 (96) {mem=v24, stack=v43, pc=9, x=0}
  005f87  test    r15,r15
  005f8a  je      0x00000000000073c3
; v45:list = append v43, 0 owned
  005f90  cmp     qword ptr [r12+8],0
  005f9c  jne     0x0000000000006ac9
  005fa2  mov     rax,[r12]
  005faa  cmp     rax,[r12+0x18]
  005fb2  jae     0x0000000000006ac9
  005fb8  mov     rdx,[r12+0x10]
  005fc0  lea     rdx,[rdx+rax*8]
  005fc4  add     rax,1
  005fc8  mov     [r12],rax
  005fd0  mov     qword ptr [rdx],0
; v46:int = len v45
  005fd7  mov     r15,[r12]
; v47:int = eq v46, 0
; guard_false v47 => pop/2 (108) {mem=v24, stack=v45, pc=13, k='store_x', depth=v46, empty=1}
  005fdf  test    r15,r15
  005fe2  je      0x0000000000007422
; v49:int = sub_nov v46, 1
  005fe8  sub     r15,1
; v50:int = readlist v45, v49 => pop_top/1 (109) {mem=v24, stack=v45, pc=13, k='store_x', depth=v49}
  005fef  cmp     r15,[r12]
  005ff7  jae     0x00000000000074a9
  005ffd  mov     rax,[r12+8]
  006005  test    rax,rax
  006008  je      0x0000000000006019
  00600e  cmp     byte ptr [rax+r15],1
  006013  jne     0x00000000000074a9
  006019  mov     rax,[r12+0x10]
  006021  mov     r13,[rax+r15*8]
; v51:list = slice v45, 0, v49 owned => pop_top/2 (109) {mem=v24, stack=v45, pc=13, k='store_x', x=v50, depth=v49}
  006025  cmp     qword ptr [r12+8],0
  006031  jne     0x0000000000006ba7
  006037  cmp     r15,[r12]
  00603f  ja      0x0000000000006ba7
  006045  mov     [r12],r15
; v52:list = set v24, 2, v50 owned => store_x/2 (111) {mem=v24, stack=v51, pc=13, a=2, x=v50}
  00604d  cmp     qword ptr [rbx+8],0
  006059  jne     0x0000000000006ca2
  00605f  cmp     qword ptr [rbx],2
  00606b  jbe     0x0000000000006ca2
  006071  mov     rax,[rbx+0x10]
  006079  lea     rax,[rax+0x10]
  006080  mov     [rax],r13
; jump_trace T0 => dispatch_loop/0 (112) {mem=v52, stack=v51, pc=15}
  006083  mov     [rbp+0x38],rbx
  00608a  mov     qword ptr [rbp+0xd0],3
  006095  mov     [rbp+0x48],r12
  00609c  mov     qword ptr [rbp+0xe0],3
  0060a7  mov     qword ptr [rbp+0x58],0xf
  0060b2  mov     qword ptr [rbp+0xf0],1
  0060bd  jmp     0x0000000000000030
  0060c2  sub     rsp,0x70
  0060c9  mov     [rsp+0x30],rcx
  0060d1  mov     [rsp+0x38],rsi
  0060d9  mov     [rsp+0x40],rdi
  0060e1  mov     [rsp+0x48],r8
  0060e9  mov     [rsp+0x50],r9
  0060f1  mov     [rsp+0x58],r10
  0060f9  mov     [rsp],r12
  006101  mov     qword ptr [rsp+8],3
  00610d  mov     [rsp+0x10],r13
  006115  mov     qword ptr [rsp+0x18],1
  006121  mov     rdi,[rbp+0x20]
  006128  mov     esi,0xf
  00612d  mov     rdx,rsp
  006130  mov     rcx,0xfffffffffffffffc
  00613a  mov     r8,0xfffffffffffffffc
  006144  mov     r9,0
  00614e  mov     rax,<list_op>
  006158  call    rax
  00615a  mov     r11,rax
  00615d  mov     rcx,[rsp+0x30]
  006165  mov     rsi,[rsp+0x38]
  00616d  mov     rdi,[rsp+0x40]
  006175  mov     r8,[rsp+0x48]
  00617d  mov     r9,[rsp+0x50]
  006185  mov     r10,[rsp+0x58]
  00618d  add     rsp,0x70
  006194  mov     r12,r11
  006197  jmp     0x0000000000005b28
  00619c  sub     rsp,0x70
  0061a3  mov     [rsp+0x30],rcx
  0061ab  mov     [rsp+0x38],rsi
  0061b3  mov     [rsp+0x40],rdi
  0061bb  mov     [rsp+0x48],r8
  0061c3  mov     [rsp+0x50],r9
  0061cb  mov     [rsp+0x58],r10
  0061d3  mov     [rsp],r12
  0061db  mov     qword ptr [rsp+8],3
  0061e7  mov     qword ptr [rsp+0x10],1
  0061f3  mov     qword ptr [rsp+0x18],1
  0061ff  mov     rdi,[rbp+0x20]
  006206  mov     esi,0xf
  00620b  mov     rdx,rsp
  00620e  mov     rcx,0xfffffffffffffffc
  006218  mov     r8,0xfffffffffffffffc
  006222  mov     r9,0
  00622c  mov     rax,<list_op>
  006236  call    rax
  006238  mov     r11,rax
  00623b  mov     rcx,[rsp+0x30]
  006243  mov     rsi,[rsp+0x38]
  00624b  mov     rdi,[rsp+0x40]
  006253  mov     r8,[rsp+0x48]
  00625b  mov     r9,[rsp+0x50]
  006263  mov     r10,[rsp+0x58]
  00626b  add     rsp,0x70
  006272  mov     r12,r11
  006275  jmp     0x0000000000005b6f
  00627a  sub     rsp,0x70
  006281  mov     [rsp+0x30],rcx
  006289  mov     [rsp+0x38],rsi
  006291  mov     [rsp+0x40],rdi
  006299  mov     [rsp+0x48],r8
  0062a1  mov     [rsp+0x50],r9
  0062a9  mov     [rsp+0x58],r10
  0062b1  mov     [rsp],r12
  0062b9  mov     qword ptr [rsp+8],3
  0062c5  mov     qword ptr [rsp+0x10],0
  0062d1  mov     qword ptr [rsp+0x18],1
  0062dd  mov     [rsp+0x20],r13
  0062e5  mov     qword ptr [rsp+0x28],1
  0062f1  mov     rdi,[rbp+0x20]
  0062f8  mov     esi,0x10
  0062fd  mov     rdx,rsp
  006300  mov     rcx,0xfffffffffffffffc
  00630a  mov     r8,0xfffffffffffffffc
  006314  mov     r9,0
  00631e  mov     rax,<list_op>
  006328  call    rax
  00632a  mov     r11,rax
  00632d  mov     rcx,[rsp+0x30]
  006335  mov     rsi,[rsp+0x38]
  00633d  mov     rdi,[rsp+0x40]
  006345  mov     r8,[rsp+0x48]
  00634d  mov     r9,[rsp+0x50]
  006355  mov     r10,[rsp+0x58]
  00635d  add     rsp,0x70
  006364  test    rdx,rdx
  006367  je      0x000000000000751a
  00636d  mov     r12,r11
  006370  jmp     0x0000000000005c29
  006375  sub     rsp,0x70
  00637c  mov     [rsp+0x30],rcx
  006384  mov     [rsp+0x38],rsi
  00638c  mov     [rsp+0x40],rdi
  006394  mov     [rsp+0x48],r8
  00639c  mov     [rsp+0x50],r9
  0063a4  mov     [rsp+0x58],r10
  0063ac  mov     [rsp],r12
  0063b4  mov     qword ptr [rsp+8],3
  0063c0  mov     [rsp+0x10],r15
  0063c8  mov     qword ptr [rsp+0x18],1
  0063d4  mov     rdi,[rbp+0x20]
  0063db  mov     esi,0xf
  0063e0  mov     rdx,rsp
  0063e3  mov     rcx,0xfffffffffffffffc
  0063ed  mov     r8,0xfffffffffffffffc
  0063f7  mov     r9,0
  006401  mov     rax,<list_op>
  00640b  call    rax
  00640d  mov     r11,rax
  006410  mov     rcx,[rsp+0x30]
  006418  mov     rsi,[rsp+0x38]
  006420  mov     rdi,[rsp+0x40]
  006428  mov     r8,[rsp+0x48]
  006430  mov     r9,[rsp+0x50]
  006438  mov     r10,[rsp+0x58]
  006440  add     rsp,0x70
  006447  mov     r12,r11
  00644a  jmp     0x0000000000005c75
  00644f  sub     rsp,0x70
  006456  mov     [rsp+0x30],rcx
  00645e  mov     [rsp+0x38],rsi
  006466  mov     [rsp+0x40],rdi
  00646e  mov     [rsp+0x48],r8
  006476  mov     [rsp+0x50],r9
  00647e  mov     [rsp+0x58],r10
  006486  mov     [rsp],r12
  00648e  mov     qword ptr [rsp+8],3
  00649a  mov     qword ptr [rsp+0x10],0
  0064a6  mov     qword ptr [rsp+0x18],1
  0064b2  mov     [rsp+0x20],r15
  0064ba  mov     qword ptr [rsp+0x28],1
  0064c6  mov     rdi,[rbp+0x20]
  0064cd  mov     esi,0x10
  0064d2  mov     rdx,rsp
  0064d5  mov     rcx,0xfffffffffffffffc
  0064df  mov     r8,0xfffffffffffffffc
  0064e9  mov     r9,0
  0064f3  mov     rax,<list_op>
  0064fd  call    rax
  0064ff  mov     r11,rax
  006502  mov     rcx,[rsp+0x30]
  00650a  mov     rsi,[rsp+0x38]
  006512  mov     rdi,[rsp+0x40]
  00651a  mov     r8,[rsp+0x48]
  006522  mov     r9,[rsp+0x50]
  00652a  mov     r10,[rsp+0x58]
  006532  add     rsp,0x70
  006539  test    rdx,rdx
  00653c  je      0x00000000000075b3
  006542  mov     r12,r11
  006545  jmp     0x0000000000005ceb
  00654a  sub     rsp,0x70
  006551  mov     [rsp+0x30],rcx
  006559  mov     [rsp+0x38],rsi
  006561  mov     [rsp+0x40],rdi
  006569  mov     [rsp+0x48],r8
  006571  mov     [rsp+0x50],r9
  006579  mov     [rsp+0x58],r10
  006581  mov     [rsp],rbx
  006589  mov     qword ptr [rsp+8],3
  006595  mov     qword ptr [rsp+0x10],1
  0065a1  mov     qword ptr [rsp+0x18],1
  0065ad  mov     [rsp+0x20],r14
  0065b5  mov     qword ptr [rsp+0x28],1
  0065c1  mov     rdi,[rbp+0x20]
  0065c8  mov     esi,0xe
  0065cd  mov     rdx,rsp
  0065d0  mov     rcx,0xfffffffffffffffe
  0065da  mov     r8,0xfffffffffffffffe
  0065e4  mov     r9,0
  0065ee  mov     rax,<list_op>
  0065f8  call    rax
  0065fa  mov     r11,rax
  0065fd  mov     rcx,[rsp+0x30]
  006605  mov     rsi,[rsp+0x38]
  00660d  mov     rdi,[rsp+0x40]
  006615  mov     r8,[rsp+0x48]
  00661d  mov     r9,[rsp+0x50]
  006625  mov     r10,[rsp+0x58]
  00662d  add     rsp,0x70
  006634  test    rdx,rdx
  006637  je      0x0000000000007624
  00663d  mov     rbx,r11
  006640  jmp     0x0000000000005d45
  006645  sub     rsp,0x70
  00664c  mov     [rsp+0x30],rcx
  006654  mov     [rsp+0x38],rsi
  00665c  mov     [rsp+0x40],rdi
  006664  mov     [rsp+0x48],r8
  00666c  mov     [rsp+0x50],r9
  006674  mov     [rsp+0x58],r10
  00667c  mov     [rsp],r12
  006684  mov     qword ptr [rsp+8],3
  006690  mov     [rsp+0x10],r14
  006698  mov     qword ptr [rsp+0x18],1
  0066a4  mov     rdi,[rbp+0x20]
  0066ab  mov     esi,0xf
  0066b0  mov     rdx,rsp
  0066b3  mov     rcx,0xfffffffffffffffc
  0066bd  mov     r8,0xfffffffffffffffc
  0066c7  mov     r9,0
  0066d1  mov     rax,<list_op>
  0066db  call    rax
  0066dd  mov     r11,rax
  0066e0  mov     rcx,[rsp+0x30]
  0066e8  mov     rsi,[rsp+0x38]
  0066f0  mov     rdi,[rsp+0x40]
  0066f8  mov     r8,[rsp+0x48]
  006700  mov     r9,[rsp+0x50]
  006708  mov     r10,[rsp+0x58]
  006710  add     rsp,0x70
  006717  mov     r12,r11
  00671a  jmp     0x0000000000005d88
  00671f  sub     rsp,0x70
  006726  mov     [rsp+0x30],rcx
  00672e  mov     [rsp+0x38],rsi
  006736  mov     [rsp+0x40],rdi
  00673e  mov     [rsp+0x48],r8
  006746  mov     [rsp+0x50],r9
  00674e  mov     [rsp+0x58],r10
  006756  mov     [rsp],r12
  00675e  mov     qword ptr [rsp+8],3
  00676a  mov     [rsp+0x10],r14
  006772  mov     qword ptr [rsp+0x18],1
  00677e  mov     rdi,[rbp+0x20]
  006785  mov     esi,0xf
  00678a  mov     rdx,rsp
  00678d  mov     rcx,0xfffffffffffffffc
  006797  mov     r8,0xfffffffffffffffc
  0067a1  mov     r9,0
  0067ab  mov     rax,<list_op>
  0067b5  call    rax
  0067b7  mov     r11,rax
  0067ba  mov     rcx,[rsp+0x30]
  0067c2  mov     rsi,[rsp+0x38]
  0067ca  mov     rdi,[rsp+0x40]
  0067d2  mov     r8,[rsp+0x48]
  0067da  mov     r9,[rsp+0x50]
  0067e2  mov     r10,[rsp+0x58]
  0067ea  add     rsp,0x70
  0067f1  mov     r12,r11
  0067f4  jmp     0x0000000000005e0a
  0067f9  sub     rsp,0x70
  006800  mov     [rsp+0x30],rcx
  006808  mov     [rsp+0x38],rsi
  006810  mov     [rsp+0x40],rdi
  006818  mov     [rsp+0x48],r8
  006820  mov     [rsp+0x50],r9
  006828  mov     [rsp+0x58],r10
  006830  mov     [rsp],r12
  006838  mov     qword ptr [rsp+8],3
  006844  mov     qword ptr [rsp+0x10],0
  006850  mov     qword ptr [rsp+0x18],1
  00685c  mov     [rsp+0x20],r14
  006864  mov     qword ptr [rsp+0x28],1
  006870  mov     rdi,[rbp+0x20]
  006877  mov     esi,0x10
  00687c  mov     rdx,rsp
  00687f  mov     rcx,0xfffffffffffffffc
  006889  mov     r8,0xfffffffffffffffc
  006893  mov     r9,0
  00689d  mov     rax,<list_op>
  0068a7  call    rax
  0068a9  mov     r11,rax
  0068ac  mov     rcx,[rsp+0x30]
  0068b4  mov     rsi,[rsp+0x38]
  0068bc  mov     rdi,[rsp+0x40]
  0068c4  mov     r8,[rsp+0x48]
  0068cc  mov     r9,[rsp+0x50]
  0068d4  mov     r10,[rsp+0x58]
  0068dc  add     rsp,0x70
  0068e3  test    rdx,rdx
  0068e6  je      0x0000000000007683
  0068ec  mov     r12,r11
  0068ef  jmp     0x0000000000005ec4
  0068f4  sub     rsp,0x70
  0068fb  mov     [rsp+0x30],rcx
  006903  mov     [rsp+0x38],rsi
  00690b  mov     [rsp+0x40],rdi
  006913  mov     [rsp+0x48],r8
  00691b  mov     [rsp+0x50],r9
  006923  mov     [rsp+0x58],r10
  00692b  mov     [rsp],r12
  006933  mov     qword ptr [rsp+8],3
  00693f  mov     [rsp+0x10],r13
  006947  mov     qword ptr [rsp+0x18],1
  006953  mov     rdi,[rbp+0x20]
  00695a  mov     esi,0xf
  00695f  mov     rdx,rsp
  006962  mov     rcx,0xfffffffffffffffc
  00696c  mov     r8,0xfffffffffffffffc
  006976  mov     r9,0
  006980  mov     rax,<list_op>
  00698a  call    rax
  00698c  mov     r11,rax
  00698f  mov     rcx,[rsp+0x30]
  006997  mov     rsi,[rsp+0x38]
  00699f  mov     rdi,[rsp+0x40]
  0069a7  mov     r8,[rsp+0x48]
  0069af  mov     r9,[rsp+0x50]
  0069b7  mov     r10,[rsp+0x58]
  0069bf  add     rsp,0x70
  0069c6  mov     r12,r11
  0069c9  jmp     0x0000000000005f11
  0069ce  sub     rsp,0x70
  0069d5  mov     [rsp+0x30],rcx
  0069dd  mov     [rsp+0x38],rsi
  0069e5  mov     [rsp+0x40],rdi
  0069ed  mov     [rsp+0x48],r8
  0069f5  mov     [rsp+0x50],r9
  0069fd  mov     [rsp+0x58],r10
  006a05  mov     [rsp],r12
  006a0d  mov     qword ptr [rsp+8],3
  006a19  mov     qword ptr [rsp+0x10],0
  006a25  mov     qword ptr [rsp+0x18],1
  006a31  mov     [rsp+0x20],r13
  006a39  mov     qword ptr [rsp+0x28],1
  006a45  mov     rdi,[rbp+0x20]
  006a4c  mov     esi,0x10
  006a51  mov     rdx,rsp
  006a54  mov     rcx,0xfffffffffffffffc
  006a5e  mov     r8,0xfffffffffffffffc
  006a68  mov     r9,0
  006a72  mov     rax,<list_op>
  006a7c  call    rax
  006a7e  mov     r11,rax
  006a81  mov     rcx,[rsp+0x30]
  006a89  mov     rsi,[rsp+0x38]
  006a91  mov     rdi,[rsp+0x40]
  006a99  mov     r8,[rsp+0x48]
  006aa1  mov     r9,[rsp+0x50]
  006aa9  mov     r10,[rsp+0x58]
  006ab1  add     rsp,0x70
  006ab8  test    rdx,rdx
  006abb  je      0x000000000000772e
  006ac1  mov     r12,r11
  006ac4  jmp     0x0000000000005f87
  006ac9  sub     rsp,0x70
  006ad0  mov     [rsp+0x30],rcx
  006ad8  mov     [rsp+0x38],rsi
  006ae0  mov     [rsp+0x40],rdi
  006ae8  mov     [rsp+0x48],r8
  006af0  mov     [rsp+0x50],r9
  006af8  mov     [rsp+0x58],r10
  006b00  mov     [rsp],r12
  006b08  mov     qword ptr [rsp+8],3
  006b14  mov     qword ptr [rsp+0x10],0
  006b20  mov     qword ptr [rsp+0x18],1
  006b2c  mov     rdi,[rbp+0x20]
  006b33  mov     esi,0xf
  006b38  mov     rdx,rsp
  006b3b  mov     rcx,0xfffffffffffffffc
  006b45  mov     r8,0xfffffffffffffffc
  006b4f  mov     r9,0
  006b59  mov     rax,<list_op>
  006b63  call    rax
  006b65  mov     r11,rax
  006b68  mov     rcx,[rsp+0x30]
  006b70  mov     rsi,[rsp+0x38]
  006b78  mov     rdi,[rsp+0x40]
  006b80  mov     r8,[rsp+0x48]
  006b88  mov     r9,[rsp+0x50]
  006b90  mov     r10,[rsp+0x58]
  006b98  add     rsp,0x70
  006b9f  mov     r12,r11
  006ba2  jmp     0x0000000000005fd7
  006ba7  sub     rsp,0x70
  006bae  mov     [rsp+0x30],rcx
  006bb6  mov     [rsp+0x38],rsi
  006bbe  mov     [rsp+0x40],rdi
  006bc6  mov     [rsp+0x48],r8
  006bce  mov     [rsp+0x50],r9
  006bd6  mov     [rsp+0x58],r10
  006bde  mov     [rsp],r12
  006be6  mov     qword ptr [rsp+8],3
  006bf2  mov     qword ptr [rsp+0x10],0
  006bfe  mov     qword ptr [rsp+0x18],1
  006c0a  mov     [rsp+0x20],r15
  006c12  mov     qword ptr [rsp+0x28],1
  006c1e  mov     rdi,[rbp+0x20]
  006c25  mov     esi,0x10
  006c2a  mov     rdx,rsp
  006c2d  mov     rcx,0xfffffffffffffffc
  006c37  mov     r8,0xfffffffffffffffc
  006c41  mov     r9,0
  006c4b  mov     rax,<list_op>
  006c55  call    rax
  006c57  mov     r11,rax
  006c5a  mov     rcx,[rsp+0x30]
  006c62  mov     rsi,[rsp+0x38]
  006c6a  mov     rdi,[rsp+0x40]
  006c72  mov     r8,[rsp+0x48]
  006c7a  mov     r9,[rsp+0x50]
  006c82  mov     r10,[rsp+0x58]
  006c8a  add     rsp,0x70
  006c91  test    rdx,rdx
  006c94  je      0x00000000000077b1
  006c9a  mov     r12,r11
  006c9d  jmp     0x000000000000604d
  006ca2  sub     rsp,0x70
  006ca9  mov     [rsp+0x30],rcx
  006cb1  mov     [rsp+0x38],rsi
  006cb9  mov     [rsp+0x40],rdi
  006cc1  mov     [rsp+0x48],r8
  006cc9  mov     [rsp+0x50],r9
  006cd1  mov     [rsp+0x58],r10
  006cd9  mov     [rsp],rbx
  006ce1  mov     qword ptr [rsp+8],3
  006ced  mov     qword ptr [rsp+0x10],2
  006cf9  mov     qword ptr [rsp+0x18],1
  006d05  mov     [rsp+0x20],r13
  006d0d  mov     qword ptr [rsp+0x28],1
  006d19  mov     rdi,[rbp+0x20]
  006d20  mov     esi,0xe
  006d25  mov     rdx,rsp
  006d28  mov     rcx,0xfffffffffffffffe
  006d32  mov     r8,0xfffffffffffffffe
  006d3c  mov     r9,0
  006d46  mov     rax,<list_op>
  006d50  call    rax
  006d52  mov     r11,rax
  006d55  mov     rcx,[rsp+0x30]
  006d5d  mov     rsi,[rsp+0x38]
  006d65  mov     rdi,[rsp+0x40]
  006d6d  mov     r8,[rsp+0x48]
  006d75  mov     r9,[rsp+0x50]
  006d7d  mov     r10,[rsp+0x58]
  006d85  add     rsp,0x70
  006d8c  test    rdx,rdx
  006d8f  je      0x0000000000007834
  006d95  mov     rbx,r11
  006d98  jmp     0x0000000000006083
; exits
  006d9d  mov     rax,0x1fffffffe
  006da7  jmp     0x0000000000000016
  006dac  mov     rax,0x100000000
  006db6  jmp     0x0000000000000016
  006dbb  mov     qword ptr [rbp+0x58],0x16
  006dc6  mov     qword ptr [rbp+0xf0],1
  006dd1  mov     qword ptr [rbp+0x80],1
  006ddc  mov     qword ptr [rbp+0x118],1
  006de7  mov     rax,0x100000001
  006df1  jmp     0x0000000000000016
  006df6  mov     [rbp+0x48],r12
  006dfd  mov     qword ptr [rbp+0xe0],3
  006e08  mov     qword ptr [rbp+0x58],0x1a
  006e13  mov     qword ptr [rbp+0xf0],1
  006e1e  mov     qword ptr [rbp+0x60],0x13
  006e29  mov     qword ptr [rbp+0xf8],2
  006e34  mov     qword ptr [rbp+0x88],0x28
  006e3f  mov     qword ptr [rbp+0x120],2
  006e4a  mov     [rbp+0xa8],r13
  006e51  mov     qword ptr [rbp+0x140],1
  006e5c  mov     qword ptr [rbp+0xc0],1
  006e67  mov     qword ptr [rbp+0x158],1
  006e72  mov     rax,0x100000002
  006e7c  jmp     0x0000000000000016
  006e81  mov     [rbp+0x48],r12
  006e88  mov     qword ptr [rbp+0xe0],3
  006e93  mov     qword ptr [rbp+0x58],0x1a
  006e9e  mov     qword ptr [rbp+0xf0],1
  006ea9  mov     qword ptr [rbp+0x60],0x13
  006eb4  mov     qword ptr [rbp+0xf8],2
  006ebf  mov     qword ptr [rbp+0x88],0x28
  006eca  mov     qword ptr [rbp+0x120],2
  006ed5  mov     [rbp+0xa8],r14
  006edc  mov     qword ptr [rbp+0x140],1
  006ee7  mov     rax,0x100000003
  006ef1  jmp     0x0000000000000016
  006ef6  mov     [rbp+0x48],r12
  006efd  mov     qword ptr [rbp+0xe0],3
  006f08  mov     qword ptr [rbp+0x58],0x1a
  006f13  mov     qword ptr [rbp+0xf0],1
  006f1e  mov     qword ptr [rbp+0x60],0x13
  006f29  mov     qword ptr [rbp+0xf8],2
  006f34  mov     qword ptr [rbp+0x88],0x28
  006f3f  mov     qword ptr [rbp+0x120],2
  006f4a  mov     [rbp+0x98],r14
  006f51  mov     qword ptr [rbp+0x130],1
  006f5c  mov     [rbp+0xa8],r13
  006f63  mov     qword ptr [rbp+0x140],1
  006f6e  mov     rax,0x100000004
  006f78  jmp     0x0000000000000016
  006f7d  sub     r15,r14
  006f80  mov     [rbp+0x48],r12
  006f87  mov     qword ptr [rbp+0xe0],3
  006f92  mov     qword ptr [rbp+0x58],0x1a
  006f9d  mov     qword ptr [rbp+0xf0],1
  006fa8  mov     [rbp+0x90],r15
  006faf  mov     qword ptr [rbp+0x128],1
  006fba  mov     [rbp+0x98],r14
  006fc1  mov     qword ptr [rbp+0x130],1
  006fcc  mov     rax,0x100000006
  006fd6  jmp     0x0000000000000016
  006fdb  mov     [rbp+0x48],r12
  006fe2  mov     qword ptr [rbp+0xe0],3
  006fed  mov     qword ptr [rbp+0x58],0x1b
  006ff8  mov     qword ptr [rbp+0xf0],1
  007003  mov     qword ptr [rbp+0x88],0x27
  00700e  mov     qword ptr [rbp+0x120],2
  007019  mov     [rbp+0xa8],r15
  007020  mov     qword ptr [rbp+0x140],1
  00702b  mov     qword ptr [rbp+0xb0],1
  007036  mov     qword ptr [rbp+0x148],1
  007041  mov     rax,0x100000007
  00704b  jmp     0x0000000000000016
  007050  mov     [rbp+0x48],r12
  007057  mov     qword ptr [rbp+0xe0],3
  007062  mov     qword ptr [rbp+0x58],0x1b
  00706d  mov     qword ptr [rbp+0xf0],1
  007078  mov     qword ptr [rbp+0x88],0x27
  007083  mov     qword ptr [rbp+0x120],2
  00708e  mov     [rbp+0xa8],r15
  007095  mov     qword ptr [rbp+0x140],1
  0070a0  mov     rax,0x100000008
  0070aa  jmp     0x0000000000000016
  0070af  mov     [rbp+0x38],rbx
  0070b6  mov     qword ptr [rbp+0xd0],3
  0070c1  mov     [rbp+0x48],r12
  0070c8  mov     qword ptr [rbp+0xe0],3
  0070d3  mov     qword ptr [rbp+0x58],6
  0070de  mov     qword ptr [rbp+0xf0],1
  0070e9  mov     qword ptr [rbp+0x80],0
  0070f4  mov     qword ptr [rbp+0x118],1
  0070ff  mov     rax,0x10000000b
  007109  jmp     0x0000000000000016
  00710e  mov     [rbp+0x38],rbx
  007115  mov     qword ptr [rbp+0xd0],3
  007120  mov     [rbp+0x48],r12
  007127  mov     qword ptr [rbp+0xe0],3
  007132  mov     qword ptr [rbp+0x58],8
  00713d  mov     qword ptr [rbp+0xf0],1
  007148  mov     qword ptr [rbp+0x60],0xd
  007153  mov     qword ptr [rbp+0xf8],2
  00715e  mov     qword ptr [rbp+0x88],0x28
  007169  mov     qword ptr [rbp+0x120],2
  007174  mov     [rbp+0xa8],r14
  00717b  mov     qword ptr [rbp+0x140],1
  007186  mov     qword ptr [rbp+0xc0],1
  007191  mov     qword ptr [rbp+0x158],1
  00719c  mov     rax,0x10000000c
  0071a6  jmp     0x0000000000000016
  0071ab  mov     [rbp+0x38],rbx
  0071b2  mov     qword ptr [rbp+0xd0],3
  0071bd  mov     [rbp+0x48],r12
  0071c4  mov     qword ptr [rbp+0xe0],3
  0071cf  mov     qword ptr [rbp+0x58],8
  0071da  mov     qword ptr [rbp+0xf0],1
  0071e5  mov     qword ptr [rbp+0x60],0xd
  0071f0  mov     qword ptr [rbp+0xf8],2
  0071fb  mov     qword ptr [rbp+0x88],0x28
  007206  mov     qword ptr [rbp+0x120],2
  007211  mov     [rbp+0xa8],r15
  007218  mov     qword ptr [rbp+0x140],1
  007223  mov     rax,0x10000000d
  00722d  jmp     0x0000000000000016
  007232  mov     [rbp+0x38],rbx
  007239  mov     qword ptr [rbp+0xd0],3
  007244  mov     [rbp+0x48],r12
  00724b  mov     qword ptr [rbp+0xe0],3
  007256  mov     qword ptr [rbp+0x58],8
  007261  mov     qword ptr [rbp+0xf0],1
  00726c  mov     qword ptr [rbp+0x60],0xd
  007277  mov     qword ptr [rbp+0xf8],2
  007282  mov     qword ptr [rbp+0x88],0x28
  00728d  mov     qword ptr [rbp+0x120],2
  007298  mov     [rbp+0x98],r15
  00729f  mov     qword ptr [rbp+0x130],1
  0072aa  mov     [rbp+0xa8],r14
  0072b1  mov     qword ptr [rbp+0x140],1
  0072bc  mov     rax,0x10000000e
  0072c6  jmp     0x0000000000000016
  0072cb  mov     [rbp+0x38],rbx
  0072d2  mov     qword ptr [rbp+0xd0],3
  0072dd  mov     [rbp+0x48],r12
  0072e4  mov     qword ptr [rbp+0xe0],3
  0072ef  mov     qword ptr [rbp+0x58],9
  0072fa  mov     qword ptr [rbp+0xf0],1
  007305  mov     qword ptr [rbp+0x88],0x2c
  007310  mov     qword ptr [rbp+0x120],2
  00731b  mov     [rbp+0xa8],r13
  007322  mov     qword ptr [rbp+0x140],1
  00732d  mov     qword ptr [rbp+0xb0],1
  007338  mov     qword ptr [rbp+0x148],1
  007343  mov     rax,0x100000010
  00734d  jmp     0x0000000000000016
  007352  mov     [rbp+0x38],rbx
  007359  mov     qword ptr [rbp+0xd0],3
  007364  mov     [rbp+0x48],r12
  00736b  mov     qword ptr [rbp+0xe0],3
  007376  mov     qword ptr [rbp+0x58],9
  007381  mov     qword ptr [rbp+0xf0],1
  00738c  mov     qword ptr [rbp+0x88],0x2c
  007397  mov     qword ptr [rbp+0x120],2
  0073a2  mov     [rbp+0xa8],r13
  0073a9  mov     qword ptr [rbp+0x140],1
  0073b4  mov     rax,0x100000011
  0073be  jmp     0x0000000000000016
  0073c3  mov     [rbp+0x38],rbx
  0073ca  mov     qword ptr [rbp+0xd0],3
  0073d5  mov     [rbp+0x48],r12
  0073dc  mov     qword ptr [rbp+0xe0],3
  0073e7  mov     qword ptr [rbp+0x58],9
  0073f2  mov     qword ptr [rbp+0xf0],1
  0073fd  mov     qword ptr [rbp+0x90],0
  007408  mov     qword ptr [rbp+0x128],1
  007413  mov     rax,0x100000013
  00741d  jmp     0x0000000000000016
  007422  mov     [rbp+0x38],rbx
  007429  mov     qword ptr [rbp+0xd0],3
  007434  mov     [rbp+0x48],r12
  00743b  mov     qword ptr [rbp+0xe0],3
  007446  mov     qword ptr [rbp+0x58],0xd
  007451  mov     qword ptr [rbp+0xf0],1
  00745c  mov     qword ptr [rbp+0x88],0x27
  007467  mov     qword ptr [rbp+0x120],2
  007472  mov     [rbp+0xa8],r15
  007479  mov     qword ptr [rbp+0x140],1
  007484  mov     qword ptr [rbp+0xb0],1
  00748f  mov     qword ptr [rbp+0x148],1
  00749a  mov     rax,0x100000014
  0074a4  jmp     0x0000000000000016
  0074a9  mov     [rbp+0x38],rbx
  0074b0  mov     qword ptr [rbp+0xd0],3
  0074bb  mov     [rbp+0x48],r12
  0074c2  mov     qword ptr [rbp+0xe0],3
  0074cd  mov     qword ptr [rbp+0x58],0xd
  0074d8  mov     qword ptr [rbp+0xf0],1
  0074e3  mov     qword ptr [rbp+0x88],0x27
  0074ee  mov     qword ptr [rbp+0x120],2
  0074f9  mov     [rbp+0xa8],r15
  007500  mov     qword ptr [rbp+0x140],1
  00750b  mov     rax,0x100000015
  007515  jmp     0x0000000000000016
  00751a  mov     [rbp+0x48],r12
  007521  mov     qword ptr [rbp+0xe0],3
  00752c  mov     qword ptr [rbp+0x58],0x1a
  007537  mov     qword ptr [rbp+0xf0],1
  007542  mov     qword ptr [rbp+0x60],0x13
  00754d  mov     qword ptr [rbp+0xf8],2
  007558  mov     qword ptr [rbp+0x88],0x28
  007563  mov     qword ptr [rbp+0x120],2
  00756e  mov     [rbp+0x90],r15
  007575  mov     qword ptr [rbp+0x128],1
  007580  mov     [rbp+0x98],r14
  007587  mov     qword ptr [rbp+0x130],1
  007592  mov     [rbp+0xa8],r13
  007599  mov     qword ptr [rbp+0x140],1
  0075a4  mov     rax,0x100000005
  0075ae  jmp     0x0000000000000016
  0075b3  mov     [rbp+0x48],r12
  0075ba  mov     qword ptr [rbp+0xe0],3
  0075c5  mov     qword ptr [rbp+0x58],0x1b
  0075d0  mov     qword ptr [rbp+0xf0],1
  0075db  mov     qword ptr [rbp+0x88],0x27
  0075e6  mov     qword ptr [rbp+0x120],2
  0075f1  mov     [rbp+0x90],r14
  0075f8  mov     qword ptr [rbp+0x128],1
  007603  mov     [rbp+0xa8],r15
  00760a  mov     qword ptr [rbp+0x140],1
  007615  mov     rax,0x100000009
  00761f  jmp     0x0000000000000016
  007624  mov     [rbp+0x48],r12
  00762b  mov     qword ptr [rbp+0xe0],3
  007636  mov     qword ptr [rbp+0x58],0x1b
  007641  mov     qword ptr [rbp+0xf0],1
  00764c  mov     qword ptr [rbp+0x80],1
  007657  mov     qword ptr [rbp+0x118],1
  007662  mov     [rbp+0x90],r14
  007669  mov     qword ptr [rbp+0x128],1
  007674  mov     rax,0x10000000a
  00767e  jmp     0x0000000000000016
  007683  mov     [rbp+0x38],rbx
  00768a  mov     qword ptr [rbp+0xd0],3
  007695  mov     [rbp+0x48],r12
  00769c  mov     qword ptr [rbp+0xe0],3
  0076a7  mov     qword ptr [rbp+0x58],8
  0076b2  mov     qword ptr [rbp+0xf0],1
  0076bd  mov     qword ptr [rbp+0x60],0xd
  0076c8  mov     qword ptr [rbp+0xf8],2
  0076d3  mov     qword ptr [rbp+0x88],0x28
  0076de  mov     qword ptr [rbp+0x120],2
  0076e9  mov     [rbp+0x90],r13
  0076f0  mov     qword ptr [rbp+0x128],1
  0076fb  mov     [rbp+0x98],r15
  007702  mov     qword ptr [rbp+0x130],1
  00770d  mov     [rbp+0xa8],r14
  007714  mov     qword ptr [rbp+0x140],1
  00771f  mov     rax,0x10000000f
  007729  jmp     0x0000000000000016
  00772e  mov     [rbp+0x38],rbx
  007735  mov     qword ptr [rbp+0xd0],3
  007740  mov     [rbp+0x48],r12
  007747  mov     qword ptr [rbp+0xe0],3
  007752  mov     qword ptr [rbp+0x58],9
  00775d  mov     qword ptr [rbp+0xf0],1
  007768  mov     qword ptr [rbp+0x88],0x2c
  007773  mov     qword ptr [rbp+0x120],2
  00777e  mov     [rbp+0x90],r15
  007785  mov     qword ptr [rbp+0x128],1
  007790  mov     [rbp+0xa8],r13
  007797  mov     qword ptr [rbp+0x140],1
  0077a2  mov     rax,0x100000012
  0077ac  jmp     0x0000000000000016
  0077b1  mov     [rbp+0x38],rbx
  0077b8  mov     qword ptr [rbp+0xd0],3
  0077c3  mov     [rbp+0x48],r12
  0077ca  mov     qword ptr [rbp+0xe0],3
  0077d5  mov     qword ptr [rbp+0x58],0xd
  0077e0  mov     qword ptr [rbp+0xf0],1
  0077eb  mov     qword ptr [rbp+0x88],0x27
  0077f6  mov     qword ptr [rbp+0x120],2
  007801  mov     [rbp+0x90],r13
  007808  mov     qword ptr [rbp+0x128],1
  007813  mov     [rbp+0xa8],r15
  00781a  mov     qword ptr [rbp+0x140],1
  007825  mov     rax,0x100000016
  00782f  jmp     0x0000000000000016
  007834  mov     [rbp+0x38],rbx
  00783b  mov     qword ptr [rbp+0xd0],3
  007846  mov     [rbp+0x48],r12
  00784d  mov     qword ptr [rbp+0xe0],3
  007858  mov     qword ptr [rbp+0x58],0xd
  007863  mov     qword ptr [rbp+0xf0],1
  00786e  mov     qword ptr [rbp+0x80],2
  007879  mov     qword ptr [rbp+0x118],1
  007884  mov     [rbp+0x90],r13
  00788b  mov     qword ptr [rbp+0x128],1
  007896  mov     rax,0x100000017
  0078a0  jmp     0x0000000000000016
