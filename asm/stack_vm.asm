; T0: 20861 bytes
; v0:list = input bytecode
  000030  cmp     qword ptr [rbp+0xc8],3
  00003b  jne     0x000000000000305f
  000041  mov     rbx,[rbp+0x30]
; v1:list = input mem
  000048  cmp     qword ptr [rbp+0xd0],3
  000053  jne     0x000000000000305f
  000059  mov     r12,[rbp+0x38]
; v2:list = input stack
  000060  cmp     qword ptr [rbp+0xe0],3
  00006b  jne     0x000000000000305f
  000071  mov     r13,[rbp+0x48]
; v3:list = input rstack
  000078  cmp     qword ptr [rbp+0xe8],3
  000083  jne     0x000000000000305f
; v4:int = input pc
  000089  cmp     qword ptr [rbp+0xf0],1
  000094  jne     0x000000000000305f
  00009a  mov     r14,[rbp+0x58]
; guard_value v0, ['push', 0, 'store', 1, 'load', 1, 'load', 0, 'lt', 'jump_if_zero', 50, 'push', 0, 'store', 2, 'load', 2, 'load', 0, 'eq', 'jump_if_zero', 31, 'load', 1, 'push', 1, 'add', 'store', 1, 'jump', 4, 'load', 3, 'load', 1, 'load', 2, 'mul', 'add', 'store', 3, 'load', 2, 'push', 1, 'add', 'store', 2, 'jump', 15, 'load', 3, 'halt'] => dispatch_loop/0 (0) {mem=v1, stack=v2, pc=v4}
  0000a1  mov     rax,<list k0>
  0000ab  cmp     rbx,rax
  0000ae  jne     0x000000000000306e
; guard_value v4, 15 => dispatch_loop_promote_bytecode/0 (1) {mem=v1, stack=v2, pc=v4}
  0000b4  cmp     r14,0xf
  0000bb  jne     0x00000000000030e1
  0000c1  jmp     0x00000000000000d4
  0000c6  mov     r12,[rbp+0x38]
  0000cd  mov     r13,[rbp+0x48]
; guard_words v1 => op_load/2 (4) {mem=v1, stack=v2, pc=15, a=2}
  0000d4  cmp     qword ptr [r12+8],0
  0000e0  jne     0x000000000000312d
; v8:int = readlist v1, 2 words => op_load/2 (4) {mem=v1, stack=v2, pc=15, a=2}
  0000e6  cmp     qword ptr [r12],2
  0000f2  jbe     0x0000000000003181
  0000f8  mov     rax,[r12+0x10]
  000100  mov     r14,[rax+0x10]
; guard_words v2 => op_load/3 (4) {mem=v1, stack=v2, pc=15, v=v8}
  000107  cmp     qword ptr [r13+8],0
  000113  jne     0x00000000000031d5
; v10:list = append v2, v8 owned words
  000119  cmp     qword ptr [r13-0x10],1
  000125  jne     0x0000000000000bf5
  00012b  cmp     qword ptr [r13-8],1
  000137  jne     0x0000000000000bf5
  00013d  mov     rax,[r13]
  000145  cmp     rax,[r13+0x18]
  00014d  jae     0x0000000000000bf5
  000153  mov     rdx,[r13+0x10]
  00015b  lea     rdx,[rdx+rax*8]
  00015f  add     rax,1
  000163  mov     [r13],rax
  00016b  mov     [rdx],r14
; v11:int = readlist v1, 0 words => op_load/2 (9) {mem=v1, stack=v10, pc=17, a=0}
  00016e  cmp     qword ptr [r12],0
  00017a  jbe     0x0000000000003225
  000180  mov     rax,[r12+0x10]
  000188  mov     rbx,[rax]
; v12:list = append v10, v11 owned words
  00018f  mov     rax,[r13]
  000197  cmp     rax,[r13+0x18]
  00019f  jae     0x0000000000000ccf
  0001a5  mov     rdx,[r13+0x10]
  0001ad  lea     rdx,[rdx+rax*8]
  0001b1  add     rax,1
  0001b5  mov     [r13],rax
  0001bd  mov     [rdx],rbx
; v13:int = len v12
  0001c0  mov     r15,[r13]
; v14:int = lt v13, 2
; guard_false v14 => pop2/2 (21) {mem=v1, stack=v12, pc=19, opcode='eq', k='binary_xy', depth=v13, few=1}
  0001c8  cmp     r15,2
  0001cf  jl      0x0000000000003279
; v16:int = sub_nov v13, 1
  0001d5  mov     rsi,r15
  0001d8  sub     rsi,1
; v17:int = readlist v12, v16 words => pop2_top/1 (22) {mem=v1, stack=v12, pc=19, opcode='eq', k='binary_xy', depth=v16}
  0001df  cmp     rsi,[r13]
  0001e7  jae     0x000000000000330b
  0001ed  mov     rax,[r13+0x10]
  0001f5  mov     rsi,[rax+rsi*8]
; v18:int = add_nov v13, -2
  0001f9  add     r15,0xfffffffffffffffe
; v19:int = readlist v12, v18 words => pop2_top/3 (22) {mem=v1, stack=v12, pc=19, opcode='eq', k='binary_xy', y=v17, depth=v18}
  000200  cmp     r15,[r13]
  000208  jae     0x0000000000003387
  00020e  mov     rax,[r13+0x10]
  000216  mov     rdi,[rax+r15*8]
; v20:list = slice v12, 0, v18 owned words => pop2_top/4 (22) {mem=v1, stack=v12, pc=19, opcode='eq', k='binary_xy', x=v19, y=v17, depth=v18}
  00021a  cmp     r15,[r13]
  000222  ja      0x0000000000000da9
  000228  mov     [r13],r15
; v21:int = eq v19, v17
  000230  cmp     rdi,rsi
  000233  sete    al
  000236  movzx   edi,al
; v22:list = append v20, v21 owned words
  00023a  mov     rax,[r13]
  000242  cmp     rax,[r13+0x18]
  00024a  jae     0x0000000000000ea4
  000250  mov     rdx,[r13+0x10]
  000258  lea     rdx,[rdx+rax*8]
  00025c  add     rax,1
  000260  mov     [r13],rax
  000268  mov     [rdx],rdi
; v23:int = len v22
  00026b  mov     rdi,[r13]
; v24:int = eq v23, 0
; guard_false v24 => pop/2 (45) {mem=v1, stack=v22, pc=20, k='jump_if_zero_x', depth=v23, empty=1}
  000273  test    rdi,rdi
  000276  je      0x0000000000003415
; v26:int = sub_nov v23, 1
  00027c  sub     rdi,1
; v27:int = readlist v22, v26 words => pop_top/1 (46) {mem=v1, stack=v22, pc=20, k='jump_if_zero_x', depth=v26}
  000283  cmp     rdi,[r13]
  00028b  jae     0x0000000000003491
  000291  mov     rax,[r13+0x10]
  000299  mov     rsi,[rax+rdi*8]
; v28:list = slice v22, 0, v26 owned words => pop_top/2 (46) {mem=v1, stack=v22, pc=20, k='jump_if_zero_x', x=v27, depth=v26}
  00029d  cmp     rdi,[r13]
  0002a5  ja      0x0000000000000f7e
  0002ab  mov     [r13],rdi
; guard_false v27 => jump_if_zero_x/0 (49) {mem=v1, stack=v28, pc=20, x=v27}
  0002b3  test    rsi,rsi
  0002b6  jne     0x00000000000034f7
; v30:int = readlist v1, 3 words => op_load/2 (55) {mem=v1, stack=v28, pc=31, a=3}
  0002bc  cmp     qword ptr [r12],3
  0002c8  jbe     0x0000000000003547
  0002ce  mov     rax,[r12+0x10]
  0002d6  mov     rsi,[rax+0x18]
; v31:list = append v28, v30 owned words
  0002dd  mov     rax,[r13]
  0002e5  cmp     rax,[r13+0x18]
  0002ed  jae     0x0000000000001079
  0002f3  mov     rdx,[r13+0x10]
  0002fb  lea     rdx,[rdx+rax*8]
  0002ff  add     rax,1
  000303  mov     [r13],rax
  00030b  mov     [rdx],rsi
; v32:int = readlist v1, 1 words => op_load/2 (60) {mem=v1, stack=v31, pc=33, a=1}
  00030e  cmp     qword ptr [r12],1
  00031a  jbe     0x000000000000359b
  000320  mov     rax,[r12+0x10]
  000328  mov     rsi,[rax+8]
; v33:list = append v31, v32 owned words
  00032f  mov     rax,[r13]
  000337  cmp     rax,[r13+0x18]
  00033f  jae     0x0000000000001153
  000345  mov     rdx,[r13+0x10]
  00034d  lea     rdx,[rdx+rax*8]
  000351  add     rax,1
  000355  mov     [r13],rax
  00035d  mov     [rdx],rsi
; v34:list = append v33, v8 owned words
  000360  mov     rax,[r13]
  000368  cmp     rax,[r13+0x18]
  000370  jae     0x000000000000122d
  000376  mov     rdx,[r13+0x10]
  00037e  lea     rdx,[rdx+rax*8]
  000382  add     rax,1
  000386  mov     [r13],rax
  00038e  mov     [rdx],r14
; v35:int = len v34
  000391  mov     rdi,[r13]
; v36:int = lt v35, 2
; guard_false v36 => pop2/2 (75) {mem=v1, stack=v34, pc=37, opcode='mul', k='binary_xy', depth=v35, few=1}
  000399  cmp     rdi,2
  0003a0  jl      0x00000000000035ef
; v38:int = sub_nov v35, 1
  0003a6  mov     r15,rdi
  0003a9  sub     r15,1
; v39:int = readlist v34, v38 words => pop2_top/1 (76) {mem=v1, stack=v34, pc=37, opcode='mul', k='binary_xy', depth=v38}
  0003b0  cmp     r15,[r13]
  0003b8  jae     0x0000000000003681
  0003be  mov     rax,[r13+0x10]
  0003c6  mov     r15,[rax+r15*8]
; v40:int = add_nov v35, -2
  0003ca  add     rdi,0xfffffffffffffffe
; v41:int = readlist v34, v40 words => pop2_top/3 (76) {mem=v1, stack=v34, pc=37, opcode='mul', k='binary_xy', y=v39, depth=v40}
  0003d1  cmp     rdi,[r13]
  0003d9  jae     0x00000000000036fd
  0003df  mov     rax,[r13+0x10]
  0003e7  mov     r8,[rax+rdi*8]
; v42:list = slice v34, 0, v40 owned words => pop2_top/4 (76) {mem=v1, stack=v34, pc=37, opcode='mul', k='binary_xy', x=v41, y=v39, depth=v40}
  0003eb  cmp     rdi,[r13]
  0003f3  ja      0x0000000000001307
  0003f9  mov     [r13],rdi
; v43:int = mul v41, v39 => binary_mul/0 (80) {mem=v1, stack=v42, pc=37, x=v41, y=v39}
  000401  mov     r11,r8
  000404  imul    r11,r15
  000408  jo      0x000000000000378b
  00040e  mov     r8,r11
; v44:list = append v42, v43 owned words
  000411  mov     rax,[r13]
  000419  cmp     rax,[r13+0x18]
  000421  jae     0x0000000000001402
  000427  mov     rdx,[r13+0x10]
  00042f  lea     rdx,[rdx+rax*8]
  000433  add     rax,1
  000437  mov     [r13],rax
  00043f  mov     [rdx],r8
; v45:int = len v44
  000442  mov     r8,[r13]
; v46:int = lt v45, 2
; guard_false v46 => pop2/2 (89) {mem=v1, stack=v44, pc=38, opcode='add', k='binary_xy', depth=v45, few=1}
  00044a  cmp     r8,2
  000451  jl      0x00000000000037ed
; v48:int = sub_nov v45, 1
  000457  mov     r15,r8
  00045a  sub     r15,1
; v49:int = readlist v44, v48 words => pop2_top/1 (90) {mem=v1, stack=v44, pc=38, opcode='add', k='binary_xy', depth=v48}
  000461  cmp     r15,[r13]
  000469  jae     0x000000000000387f
  00046f  mov     rax,[r13+0x10]
  000477  mov     r15,[rax+r15*8]
; v50:int = add_nov v45, -2
  00047b  add     r8,0xfffffffffffffffe
; v51:int = readlist v44, v50 words => pop2_top/3 (90) {mem=v1, stack=v44, pc=38, opcode='add', k='binary_xy', y=v49, depth=v50}
  000482  cmp     r8,[r13]
  00048a  jae     0x00000000000038fb
  000490  mov     rax,[r13+0x10]
  000498  mov     rdi,[rax+r8*8]
; v52:list = slice v44, 0, v50 owned words => pop2_top/4 (90) {mem=v1, stack=v44, pc=38, opcode='add', k='binary_xy', x=v51, y=v49, depth=v50}
  00049c  cmp     r8,[r13]
  0004a4  ja      0x00000000000014dc
  0004aa  mov     [r13],r8
; v53:int = add v51, v49 => binary_add/0 (92) {mem=v1, stack=v52, pc=38, x=v51, y=v49}
  0004b2  add     rdi,r15
  0004b5  jo      0x0000000000003989
; v54:list = append v52, v53 owned words
  0004bb  mov     rax,[r13]
  0004c3  cmp     rax,[r13+0x18]
  0004cb  jae     0x00000000000015d7
  0004d1  mov     rdx,[r13+0x10]
  0004d9  lea     rdx,[rdx+rax*8]
  0004dd  add     rax,1
  0004e1  mov     [r13],rax
  0004e9  mov     [rdx],rdi
; v55:int = len v54
  0004ec  mov     rdi,[r13]
; v56:int = eq v55, 0
; guard_false v56 => pop/2 (100) {mem=v1, stack=v54, pc=39, k='store_x', depth=v55, empty=1}
  0004f4  test    rdi,rdi
  0004f7  je      0x00000000000039ee
; v58:int = sub_nov v55, 1
  0004fd  sub     rdi,1
; v59:int = readlist v54, v58 words => pop_top/1 (101) {mem=v1, stack=v54, pc=39, k='store_x', depth=v58}
  000504  cmp     rdi,[r13]
  00050c  jae     0x0000000000003a6a
  000512  mov     rax,[r13+0x10]
  00051a  mov     r15,[rax+rdi*8]
; v60:list = slice v54, 0, v58 owned words => pop_top/2 (101) {mem=v1, stack=v54, pc=39, k='store_x', x=v59, depth=v58}
  00051e  cmp     rdi,[r13]
  000526  ja      0x00000000000016b1
  00052c  mov     [r13],rdi
; v61:list = set v1, 3, v59 owned words in_bounds => store_x/2 (103) {mem=v1, stack=v60, pc=39, a=3, x=v59}
  000534  cmp     qword ptr [r12-0x10],1
  000540  jne     0x00000000000017ac
  000546  cmp     qword ptr [r12-8],1
  000552  jne     0x00000000000017ac
  000558  mov     rax,[r12+0x10]
  000560  lea     rax,[rax+0x18]
  000567  mov     [rax],r15
; v62:list = append v60, v8 owned words
  00056a  mov     rax,[r13]
  000572  cmp     rax,[r13+0x18]
  00057a  jae     0x00000000000018a7
  000580  mov     rdx,[r13+0x10]
  000588  lea     rdx,[rdx+rax*8]
  00058c  add     rax,1
  000590  mov     [r13],rax
  000598  mov     [rdx],r14
; v63:list = append v62, 1 owned words
  00059b  mov     rax,[r13]
  0005a3  cmp     rax,[r13+0x18]
  0005ab  jae     0x0000000000001981
  0005b1  mov     rdx,[r13+0x10]
  0005b9  lea     rdx,[rdx+rax*8]
  0005bd  add     rax,1
  0005c1  mov     [r13],rax
  0005c9  mov     qword ptr [rdx],1
; v64:int = len v63
  0005d0  mov     r14,[r13]
; v65:int = lt v64, 2
; guard_false v65 => pop2/2 (120) {mem=v61, stack=v63, pc=45, opcode='add', k='binary_xy', depth=v64, few=1}
  0005d8  cmp     r14,2
  0005df  jl      0x0000000000003ad0
; v67:int = sub_nov v64, 1
  0005e5  mov     rdi,r14
  0005e8  sub     rdi,1
; v68:int = readlist v63, v67 words => pop2_top/1 (121) {mem=v61, stack=v63, pc=45, opcode='add', k='binary_xy', depth=v67}
  0005ef  cmp     rdi,[r13]
  0005f7  jae     0x0000000000003b62
  0005fd  mov     rax,[r13+0x10]
  000605  mov     rdi,[rax+rdi*8]
; v69:int = add_nov v64, -2
  000609  add     r14,0xfffffffffffffffe
; v70:int = readlist v63, v69 words => pop2_top/3 (121) {mem=v61, stack=v63, pc=45, opcode='add', k='binary_xy', y=v68, depth=v69}
  000610  cmp     r14,[r13]
  000618  jae     0x0000000000003bde
  00061e  mov     rax,[r13+0x10]
  000626  mov     r8,[rax+r14*8]
; v71:list = slice v63, 0, v69 owned words => pop2_top/4 (121) {mem=v61, stack=v63, pc=45, opcode='add', k='binary_xy', x=v70, y=v68, depth=v69}
  00062a  cmp     r14,[r13]
  000632  ja      0x0000000000001a5f
  000638  mov     [r13],r14
; v72:int = add v70, v68 => binary_add/0 (123) {mem=v61, stack=v71, pc=45, x=v70, y=v68}
  000640  add     r8,rdi
  000643  jo      0x0000000000003c6c
; v73:list = append v71, v72 owned words
  000649  mov     rax,[r13]
  000651  cmp     rax,[r13+0x18]
  000659  jae     0x0000000000001b5a
  00065f  mov     rdx,[r13+0x10]
  000667  lea     rdx,[rdx+rax*8]
  00066b  add     rax,1
  00066f  mov     [r13],rax
  000677  mov     [rdx],r8
; v74:int = len v73
  00067a  mov     r8,[r13]
; v75:int = eq v74, 0
; guard_false v75 => pop/2 (131) {mem=v61, stack=v73, pc=46, k='store_x', depth=v74, empty=1}
  000682  test    r8,r8
  000685  je      0x0000000000003cd1
; v77:int = sub_nov v74, 1
  00068b  sub     r8,1
; v78:int = readlist v73, v77 words => pop_top/1 (132) {mem=v61, stack=v73, pc=46, k='store_x', depth=v77}
  000692  cmp     r8,[r13]
  00069a  jae     0x0000000000003d4d
  0006a0  mov     rax,[r13+0x10]
  0006a8  mov     rdi,[rax+r8*8]
; v79:list = slice v73, 0, v77 owned words => pop_top/2 (132) {mem=v61, stack=v73, pc=46, k='store_x', x=v78, depth=v77}
  0006ac  cmp     r8,[r13]
  0006b4  ja      0x0000000000001c34
  0006ba  mov     [r13],r8
; v80:list = set v61, 2, v78 owned words in_bounds => store_x/2 (134) {mem=v61, stack=v79, pc=46, a=2, x=v78}
  0006c2  mov     rax,[r12+0x10]
  0006ca  lea     rax,[rax+0x10]
  0006d1  mov     [rax],rdi
; guard_steps => dispatch_loop/0 (150) {mem=v80, stack=v79, pc=15}
; v82:list = phi mem v80
; v83:list = phi stack v79
; v84:int = phi - v78
; v85:int = phi - v59
; loop (150)
  0006d4  nop
  0006d5  nop
  0006d6  nop
  0006d7  nop
  0006d8  nop
  0006d9  nop
  0006da  nop
  0006db  nop
  0006dc  nop
  0006dd  nop
  0006de  nop
  0006df  nop
; v87:list = append v83, v84 owned words
  0006e0  mov     rax,[r13]
  0006e8  cmp     rax,[r13+0x18]
  0006f0  jae     0x0000000000001e2a
  0006f6  mov     rdx,[r13+0x10]
  0006fe  lea     rdx,[rdx+rax*8]
  000702  add     rax,1
  000706  mov     [r13],rax
  00070e  mov     [rdx],rdi
; v88:list = append v87, v11 owned words
  000711  mov     rax,[r13]
  000719  cmp     rax,[r13+0x18]
  000721  jae     0x0000000000001f04
  000727  mov     rdx,[r13+0x10]
  00072f  lea     rdx,[rdx+rax*8]
  000733  add     rax,1
  000737  mov     [r13],rax
  00073f  mov     [rdx],rbx
; v89:int = len v88
  000742  mov     r8,[r13]
; v90:int = lt v89, 2
; guard_false v90 => pop2/2 (21) {mem=v82, stack=v88, pc=19, opcode='eq', k='binary_xy', depth=v89, few=1}
  00074a  cmp     r8,2
  000751  jl      0x0000000000003db3
; v92:int = sub_nov v89, 1
  000757  mov     r14,r8
  00075a  sub     r14,1
; v93:int = readlist v88, v92 words => pop2_top/1 (22) {mem=v82, stack=v88, pc=19, opcode='eq', k='binary_xy', depth=v92}
  000761  cmp     r14,[r13]
  000769  jae     0x0000000000003e45
  00076f  mov     rax,[r13+0x10]
  000777  mov     r14,[rax+r14*8]
; v94:int = add_nov v89, -2
  00077b  add     r8,0xfffffffffffffffe
; v95:int = readlist v88, v94 words => pop2_top/3 (22) {mem=v82, stack=v88, pc=19, opcode='eq', k='binary_xy', y=v93, depth=v94}
  000782  cmp     r8,[r13]
  00078a  jae     0x0000000000003ec1
  000790  mov     rax,[r13+0x10]
  000798  mov     r9,[rax+r8*8]
; v96:list = slice v88, 0, v94 owned words => pop2_top/4 (22) {mem=v82, stack=v88, pc=19, opcode='eq', k='binary_xy', x=v95, y=v93, depth=v94}
  00079c  cmp     r8,[r13]
  0007a4  ja      0x0000000000001fde
  0007aa  mov     [r13],r8
; v97:int = eq v95, v93
  0007b2  cmp     r9,r14
  0007b5  sete    al
  0007b8  movzx   r9d,al
; v98:list = append v96, v97 owned words
  0007bc  mov     rax,[r13]
  0007c4  cmp     rax,[r13+0x18]
  0007cc  jae     0x00000000000020d9
  0007d2  mov     rdx,[r13+0x10]
  0007da  lea     rdx,[rdx+rax*8]
  0007de  add     rax,1
  0007e2  mov     [r13],rax
  0007ea  mov     [rdx],r9
; v99:int = len v98
  0007ed  mov     r9,[r13]
; v100:int = eq v99, 0
; guard_false v100 => pop/2 (45) {mem=v82, stack=v98, pc=20, k='jump_if_zero_x', depth=v99, empty=1}
  0007f5  test    r9,r9
  0007f8  je      0x0000000000003f4f
; v102:int = sub_nov v99, 1
  0007fe  sub     r9,1
; v103:int = readlist v98, v102 words => pop_top/1 (46) {mem=v82, stack=v98, pc=20, k='jump_if_zero_x', depth=v102}
  000805  cmp     r9,[r13]
  00080d  jae     0x0000000000003fcb
  000813  mov     rax,[r13+0x10]
  00081b  mov     r14,[rax+r9*8]
; v104:list = slice v98, 0, v102 owned words => pop_top/2 (46) {mem=v82, stack=v98, pc=20, k='jump_if_zero_x', x=v103, depth=v102}
  00081f  cmp     r9,[r13]
  000827  ja      0x00000000000021b3
  00082d  mov     [r13],r9
; guard_false v103 => jump_if_zero_x/0 (49) {mem=v82, stack=v104, pc=20, x=v103}
  000835  test    r14,r14
  000838  jne     0x0000000000004031
; v106:list = append v104, v85 owned words
  00083e  mov     rax,[r13]
  000846  cmp     rax,[r13+0x18]
  00084e  jae     0x00000000000022ae
  000854  mov     rdx,[r13+0x10]
  00085c  lea     rdx,[rdx+rax*8]
  000860  add     rax,1
  000864  mov     [r13],rax
  00086c  mov     [rdx],r15
; v107:list = append v106, v32 owned words
  00086f  mov     rax,[r13]
  000877  cmp     rax,[r13+0x18]
  00087f  jae     0x0000000000002388
  000885  mov     rdx,[r13+0x10]
  00088d  lea     rdx,[rdx+rax*8]
  000891  add     rax,1
  000895  mov     [r13],rax
  00089d  mov     [rdx],rsi
; v108:list = append v107, v84 owned words
  0008a0  mov     rax,[r13]
  0008a8  cmp     rax,[r13+0x18]
  0008b0  jae     0x0000000000002462
  0008b6  mov     rdx,[r13+0x10]
  0008be  lea     rdx,[rdx+rax*8]
  0008c2  add     rax,1
  0008c6  mov     [r13],rax
  0008ce  mov     [rdx],rdi
; v109:int = len v108
  0008d1  mov     r14,[r13]
; v110:int = lt v109, 2
; guard_false v110 => pop2/2 (75) {mem=v82, stack=v108, pc=37, opcode='mul', k='binary_xy', depth=v109, few=1}
  0008d9  cmp     r14,2
  0008e0  jl      0x0000000000004081
; v112:int = sub_nov v109, 1
  0008e6  mov     r15,r14
  0008e9  sub     r15,1
; v113:int = readlist v108, v112 words => pop2_top/1 (76) {mem=v82, stack=v108, pc=37, opcode='mul', k='binary_xy', depth=v112}
  0008f0  cmp     r15,[r13]
  0008f8  jae     0x0000000000004113
  0008fe  mov     rax,[r13+0x10]
  000906  mov     r15,[rax+r15*8]
; v114:int = add_nov v109, -2
  00090a  add     r14,0xfffffffffffffffe
; v115:int = readlist v108, v114 words => pop2_top/3 (76) {mem=v82, stack=v108, pc=37, opcode='mul', k='binary_xy', y=v113, depth=v114}
  000911  cmp     r14,[r13]
  000919  jae     0x000000000000418f
  00091f  mov     rax,[r13+0x10]
  000927  mov     r9,[rax+r14*8]
; v116:list = slice v108, 0, v114 owned words => pop2_top/4 (76) {mem=v82, stack=v108, pc=37, opcode='mul', k='binary_xy', x=v115, y=v113, depth=v114}
  00092b  cmp     r14,[r13]
  000933  ja      0x000000000000253c
  000939  mov     [r13],r14
; v117:int = mul v115, v113 => binary_mul/0 (80) {mem=v82, stack=v116, pc=37, x=v115, y=v113}
  000941  mov     r11,r9
  000944  imul    r11,r15
  000948  jo      0x000000000000421d
  00094e  mov     r9,r11
; v118:list = append v116, v117 owned words
  000951  mov     rax,[r13]
  000959  cmp     rax,[r13+0x18]
  000961  jae     0x0000000000002637
  000967  mov     rdx,[r13+0x10]
  00096f  lea     rdx,[rdx+rax*8]
  000973  add     rax,1
  000977  mov     [r13],rax
  00097f  mov     [rdx],r9
; v119:int = len v118
  000982  mov     r9,[r13]
; v120:int = lt v119, 2
; guard_false v120 => pop2/2 (89) {mem=v82, stack=v118, pc=38, opcode='add', k='binary_xy', depth=v119, few=1}
  00098a  cmp     r9,2
  000991  jl      0x000000000000427f
; v122:int = sub_nov v119, 1
  000997  mov     r15,r9
  00099a  sub     r15,1
; v123:int = readlist v118, v122 words => pop2_top/1 (90) {mem=v82, stack=v118, pc=38, opcode='add', k='binary_xy', depth=v122}
  0009a1  cmp     r15,[r13]
  0009a9  jae     0x0000000000004311
  0009af  mov     rax,[r13+0x10]
  0009b7  mov     r15,[rax+r15*8]
; v124:int = add_nov v119, -2
  0009bb  add     r9,0xfffffffffffffffe
; v125:int = readlist v118, v124 words => pop2_top/3 (90) {mem=v82, stack=v118, pc=38, opcode='add', k='binary_xy', y=v123, depth=v124}
  0009c2  cmp     r9,[r13]
  0009ca  jae     0x000000000000438d
  0009d0  mov     rax,[r13+0x10]
  0009d8  mov     r14,[rax+r9*8]
; v126:list = slice v118, 0, v124 owned words => pop2_top/4 (90) {mem=v82, stack=v118, pc=38, opcode='add', k='binary_xy', x=v125, y=v123, depth=v124}
  0009dc  cmp     r9,[r13]
  0009e4  ja      0x0000000000002711
  0009ea  mov     [r13],r9
; v127:int = add v125, v123 => binary_add/0 (92) {mem=v82, stack=v126, pc=38, x=v125, y=v123}
  0009f2  add     r14,r15
  0009f5  jo      0x000000000000441b
; v128:list = append v126, v127 owned words
  0009fb  mov     rax,[r13]
  000a03  cmp     rax,[r13+0x18]
  000a0b  jae     0x000000000000280c
  000a11  mov     rdx,[r13+0x10]
  000a19  lea     rdx,[rdx+rax*8]
  000a1d  add     rax,1
  000a21  mov     [r13],rax
  000a29  mov     [rdx],r14
; v129:int = len v128
  000a2c  mov     r14,[r13]
; v130:int = eq v129, 0
; guard_false v130 => pop/2 (100) {mem=v82, stack=v128, pc=39, k='store_x', depth=v129, empty=1}
  000a34  test    r14,r14
  000a37  je      0x0000000000004480
; v132:int = sub_nov v129, 1
  000a3d  sub     r14,1
; v133:int = readlist v128, v132 words => pop_top/1 (101) {mem=v82, stack=v128, pc=39, k='store_x', depth=v132}
  000a44  cmp     r14,[r13]
  000a4c  jae     0x00000000000044fc
  000a52  mov     rax,[r13+0x10]
  000a5a  mov     r15,[rax+r14*8]
; v134:list = slice v128, 0, v132 owned words => pop_top/2 (101) {mem=v82, stack=v128, pc=39, k='store_x', x=v133, depth=v132}
  000a5e  cmp     r14,[r13]
  000a66  ja      0x00000000000028e6
  000a6c  mov     [r13],r14
; v135:list = set v82, 3, v133 owned words in_bounds => store_x/2 (103) {mem=v82, stack=v134, pc=39, a=3, x=v133}
  000a74  mov     rax,[r12+0x10]
  000a7c  lea     rax,[rax+0x18]
  000a83  mov     [rax],r15
; v136:list = append v134, v84 owned words
  000a86  mov     rax,[r13]
  000a8e  cmp     rax,[r13+0x18]
  000a96  jae     0x0000000000002adc
  000a9c  mov     rdx,[r13+0x10]
  000aa4  lea     rdx,[rdx+rax*8]
  000aa8  add     rax,1
  000aac  mov     [r13],rax
  000ab4  mov     [rdx],rdi
; v137:list = append v136, 1 owned words
  000ab7  mov     rax,[r13]
  000abf  cmp     rax,[r13+0x18]
  000ac7  jae     0x0000000000002bb6
  000acd  mov     rdx,[r13+0x10]
  000ad5  lea     rdx,[rdx+rax*8]
  000ad9  add     rax,1
  000add  mov     [r13],rax
  000ae5  mov     qword ptr [rdx],1
; v138:int = len v137
  000aec  mov     rdi,[r13]
; v139:int = lt v138, 2
; guard_false v139 => pop2/2 (120) {mem=v135, stack=v137, pc=45, opcode='add', k='binary_xy', depth=v138, few=1}
  000af4  cmp     rdi,2
  000afb  jl      0x0000000000004562
; v141:int = sub_nov v138, 1
  000b01  mov     r14,rdi
  000b04  sub     r14,1
; v142:int = readlist v137, v141 words => pop2_top/1 (121) {mem=v135, stack=v137, pc=45, opcode='add', k='binary_xy', depth=v141}
  000b0b  cmp     r14,[r13]
  000b13  jae     0x00000000000045f4
  000b19  mov     rax,[r13+0x10]
  000b21  mov     r14,[rax+r14*8]
; v143:int = add_nov v138, -2
  000b25  add     rdi,0xfffffffffffffffe
; v144:int = readlist v137, v143 words => pop2_top/3 (121) {mem=v135, stack=v137, pc=45, opcode='add', k='binary_xy', y=v142, depth=v143}
  000b2c  cmp     rdi,[r13]
  000b34  jae     0x0000000000004670
  000b3a  mov     rax,[r13+0x10]
  000b42  mov     r9,[rax+rdi*8]
; v145:list = slice v137, 0, v143 owned words => pop2_top/4 (121) {mem=v135, stack=v137, pc=45, opcode='add', k='binary_xy', x=v144, y=v142, depth=v143}
  000b46  cmp     rdi,[r13]
  000b4e  ja      0x0000000000002c94
  000b54  mov     [r13],rdi
; v146:int = add v144, v142 => binary_add/0 (123) {mem=v135, stack=v145, pc=45, x=v144, y=v142}
  000b5c  add     r9,r14
  000b5f  jo      0x00000000000046fe
; v147:list = append v145, v146 owned words
  000b65  mov     rax,[r13]
  000b6d  cmp     rax,[r13+0x18]
  000b75  jae     0x0000000000002d8f
  000b7b  mov     rdx,[r13+0x10]
  000b83  lea     rdx,[rdx+rax*8]
  000b87  add     rax,1
  000b8b  mov     [r13],rax
  000b93  mov     [rdx],r9
; v148:int = len v147
  000b96  mov     r9,[r13]
; v149:int = eq v148, 0
; guard_false v149 => pop/2 (131) {mem=v135, stack=v147, pc=46, k='store_x', depth=v148, empty=1}
  000b9e  test    r9,r9
  000ba1  je      0x0000000000004763
; v151:int = sub_nov v148, 1
  000ba7  sub     r9,1
; v152:int = readlist v147, v151 words => pop_top/1 (132) {mem=v135, stack=v147, pc=46, k='store_x', depth=v151}
  000bae  cmp     r9,[r13]
  000bb6  jae     0x00000000000047df
  000bbc  mov     rax,[r13+0x10]
  000bc4  mov     rdi,[rax+r9*8]
; v153:list = slice v147, 0, v151 owned words => pop_top/2 (132) {mem=v135, stack=v147, pc=46, k='store_x', x=v152, depth=v151}
  000bc8  cmp     r9,[r13]
  000bd0  ja      0x0000000000002e69
  000bd6  mov     [r13],r9
; v154:list = set v135, 2, v152 owned words in_bounds => store_x/2 (134) {mem=v135, stack=v153, pc=46, a=2, x=v152}
  000bde  mov     rax,[r12+0x10]
  000be6  lea     rax,[rax+0x10]
  000bed  mov     [rax],rdi
; guard_steps => dispatch_loop/0 (150) {mem=v154, stack=v153, pc=15}
; jump (150) v82 <- v154, v83 <- v153, v84 <- v152, v85 <- v133
  000bf0  jmp     0x00000000000006e0
  000bf5  sub     rsp,0x70
  000bfc  mov     [rsp+0x30],rcx
  000c04  mov     [rsp+0x38],rsi
  000c0c  mov     [rsp+0x40],rdi
  000c14  mov     [rsp+0x48],r8
  000c1c  mov     [rsp+0x50],r9
  000c24  mov     [rsp+0x58],r10
  000c2c  mov     [rsp],r13
  000c34  mov     qword ptr [rsp+8],3
  000c40  mov     [rsp+0x10],r14
  000c48  mov     qword ptr [rsp+0x18],1
  000c54  mov     rdi,[rbp+0x20]
  000c5b  mov     esi,0xf
  000c60  mov     rdx,rsp
  000c63  mov     rcx,0xfffffffffffffffc
  000c6d  mov     r8,0xfffffffffffffffc
  000c77  mov     r9,0
  000c81  mov     rax,<list_op>
  000c8b  call    rax
  000c8d  mov     r11,rax
  000c90  mov     rcx,[rsp+0x30]
  000c98  mov     rsi,[rsp+0x38]
  000ca0  mov     rdi,[rsp+0x40]
  000ca8  mov     r8,[rsp+0x48]
  000cb0  mov     r9,[rsp+0x50]
  000cb8  mov     r10,[rsp+0x58]
  000cc0  add     rsp,0x70
  000cc7  mov     r13,r11
  000cca  jmp     0x000000000000016e
  000ccf  sub     rsp,0x70
  000cd6  mov     [rsp+0x30],rcx
  000cde  mov     [rsp+0x38],rsi
  000ce6  mov     [rsp+0x40],rdi
  000cee  mov     [rsp+0x48],r8
  000cf6  mov     [rsp+0x50],r9
  000cfe  mov     [rsp+0x58],r10
  000d06  mov     [rsp],r13
  000d0e  mov     qword ptr [rsp+8],3
  000d1a  mov     [rsp+0x10],rbx
  000d22  mov     qword ptr [rsp+0x18],1
  000d2e  mov     rdi,[rbp+0x20]
  000d35  mov     esi,0xf
  000d3a  mov     rdx,rsp
  000d3d  mov     rcx,0xfffffffffffffffc
  000d47  mov     r8,0xfffffffffffffffc
  000d51  mov     r9,0
  000d5b  mov     rax,<list_op>
  000d65  call    rax
  000d67  mov     r11,rax
  000d6a  mov     rcx,[rsp+0x30]
  000d72  mov     rsi,[rsp+0x38]
  000d7a  mov     rdi,[rsp+0x40]
  000d82  mov     r8,[rsp+0x48]
  000d8a  mov     r9,[rsp+0x50]
  000d92  mov     r10,[rsp+0x58]
  000d9a  add     rsp,0x70
  000da1  mov     r13,r11
  000da4  jmp     0x00000000000001c0
  000da9  sub     rsp,0x70
  000db0  mov     [rsp+0x30],rcx
  000db8  mov     [rsp+0x38],rsi
  000dc0  mov     [rsp+0x40],rdi
  000dc8  mov     [rsp+0x48],r8
  000dd0  mov     [rsp+0x50],r9
  000dd8  mov     [rsp+0x58],r10
  000de0  mov     [rsp],r13
  000de8  mov     qword ptr [rsp+8],3
  000df4  mov     qword ptr [rsp+0x10],0
  000e00  mov     qword ptr [rsp+0x18],1
  000e0c  mov     [rsp+0x20],r15
  000e14  mov     qword ptr [rsp+0x28],1
  000e20  mov     rdi,[rbp+0x20]
  000e27  mov     esi,0x10
  000e2c  mov     rdx,rsp
  000e2f  mov     rcx,0xfffffffffffffffc
  000e39  mov     r8,0xfffffffffffffffc
  000e43  mov     r9,0
  000e4d  mov     rax,<list_op>
  000e57  call    rax
  000e59  mov     r11,rax
  000e5c  mov     rcx,[rsp+0x30]
  000e64  mov     rsi,[rsp+0x38]
  000e6c  mov     rdi,[rsp+0x40]
  000e74  mov     r8,[rsp+0x48]
  000e7c  mov     r9,[rsp+0x50]
  000e84  mov     r10,[rsp+0x58]
  000e8c  add     rsp,0x70
  000e93  test    rdx,rdx
  000e96  je      0x0000000000004845
  000e9c  mov     r13,r11
  000e9f  jmp     0x0000000000000230
  000ea4  sub     rsp,0x70
  000eab  mov     [rsp+0x30],rcx
  000eb3  mov     [rsp+0x38],rsi
  000ebb  mov     [rsp+0x40],rdi
  000ec3  mov     [rsp+0x48],r8
  000ecb  mov     [rsp+0x50],r9
  000ed3  mov     [rsp+0x58],r10
  000edb  mov     [rsp],r13
  000ee3  mov     qword ptr [rsp+8],3
  000eef  mov     [rsp+0x10],rdi
  000ef7  mov     qword ptr [rsp+0x18],1
  000f03  mov     rdi,[rbp+0x20]
  000f0a  mov     esi,0xf
  000f0f  mov     rdx,rsp
  000f12  mov     rcx,0xfffffffffffffffc
  000f1c  mov     r8,0xfffffffffffffffc
  000f26  mov     r9,0
  000f30  mov     rax,<list_op>
  000f3a  call    rax
  000f3c  mov     r11,rax
  000f3f  mov     rcx,[rsp+0x30]
  000f47  mov     rsi,[rsp+0x38]
  000f4f  mov     rdi,[rsp+0x40]
  000f57  mov     r8,[rsp+0x48]
  000f5f  mov     r9,[rsp+0x50]
  000f67  mov     r10,[rsp+0x58]
  000f6f  add     rsp,0x70
  000f76  mov     r13,r11
  000f79  jmp     0x000000000000026b
  000f7e  sub     rsp,0x70
  000f85  mov     [rsp+0x30],rcx
  000f8d  mov     [rsp+0x38],rsi
  000f95  mov     [rsp+0x40],rdi
  000f9d  mov     [rsp+0x48],r8
  000fa5  mov     [rsp+0x50],r9
  000fad  mov     [rsp+0x58],r10
  000fb5  mov     [rsp],r13
  000fbd  mov     qword ptr [rsp+8],3
  000fc9  mov     qword ptr [rsp+0x10],0
  000fd5  mov     qword ptr [rsp+0x18],1
  000fe1  mov     [rsp+0x20],rdi
  000fe9  mov     qword ptr [rsp+0x28],1
  000ff5  mov     rdi,[rbp+0x20]
  000ffc  mov     esi,0x10
  001001  mov     rdx,rsp
  001004  mov     rcx,0xfffffffffffffffc
  00100e  mov     r8,0xfffffffffffffffc
  001018  mov     r9,0
  001022  mov     rax,<list_op>
  00102c  call    rax
  00102e  mov     r11,rax
  001031  mov     rcx,[rsp+0x30]
  001039  mov     rsi,[rsp+0x38]
  001041  mov     rdi,[rsp+0x40]
  001049  mov     r8,[rsp+0x48]
  001051  mov     r9,[rsp+0x50]
  001059  mov     r10,[rsp+0x58]
  001061  add     rsp,0x70
  001068  test    rdx,rdx
  00106b  je      0x00000000000048e5
  001071  mov     r13,r11
  001074  jmp     0x00000000000002b3
  001079  sub     rsp,0x70
  001080  mov     [rsp+0x30],rcx
  001088  mov     [rsp+0x38],rsi
  001090  mov     [rsp+0x40],rdi
  001098  mov     [rsp+0x48],r8
  0010a0  mov     [rsp+0x50],r9
  0010a8  mov     [rsp+0x58],r10
  0010b0  mov     [rsp],r13
  0010b8  mov     qword ptr [rsp+8],3
  0010c4  mov     [rsp+0x10],rsi
  0010cc  mov     qword ptr [rsp+0x18],1
  0010d8  mov     rdi,[rbp+0x20]
  0010df  mov     esi,0xf
  0010e4  mov     rdx,rsp
  0010e7  mov     rcx,0xfffffffffffffffc
  0010f1  mov     r8,0xfffffffffffffffc
  0010fb  mov     r9,0
  001105  mov     rax,<list_op>
  00110f  call    rax
  001111  mov     r11,rax
  001114  mov     rcx,[rsp+0x30]
  00111c  mov     rsi,[rsp+0x38]
  001124  mov     rdi,[rsp+0x40]
  00112c  mov     r8,[rsp+0x48]
  001134  mov     r9,[rsp+0x50]
  00113c  mov     r10,[rsp+0x58]
  001144  add     rsp,0x70
  00114b  mov     r13,r11
  00114e  jmp     0x000000000000030e
  001153  sub     rsp,0x70
  00115a  mov     [rsp+0x30],rcx
  001162  mov     [rsp+0x38],rsi
  00116a  mov     [rsp+0x40],rdi
  001172  mov     [rsp+0x48],r8
  00117a  mov     [rsp+0x50],r9
  001182  mov     [rsp+0x58],r10
  00118a  mov     [rsp],r13
  001192  mov     qword ptr [rsp+8],3
  00119e  mov     [rsp+0x10],rsi
  0011a6  mov     qword ptr [rsp+0x18],1
  0011b2  mov     rdi,[rbp+0x20]
  0011b9  mov     esi,0xf
  0011be  mov     rdx,rsp
  0011c1  mov     rcx,0xfffffffffffffffc
  0011cb  mov     r8,0xfffffffffffffffc
  0011d5  mov     r9,0
  0011df  mov     rax,<list_op>
  0011e9  call    rax
  0011eb  mov     r11,rax
  0011ee  mov     rcx,[rsp+0x30]
  0011f6  mov     rsi,[rsp+0x38]
  0011fe  mov     rdi,[rsp+0x40]
  001206  mov     r8,[rsp+0x48]
  00120e  mov     r9,[rsp+0x50]
  001216  mov     r10,[rsp+0x58]
  00121e  add     rsp,0x70
  001225  mov     r13,r11
  001228  jmp     0x0000000000000360
  00122d  sub     rsp,0x70
  001234  mov     [rsp+0x30],rcx
  00123c  mov     [rsp+0x38],rsi
  001244  mov     [rsp+0x40],rdi
  00124c  mov     [rsp+0x48],r8
  001254  mov     [rsp+0x50],r9
  00125c  mov     [rsp+0x58],r10
  001264  mov     [rsp],r13
  00126c  mov     qword ptr [rsp+8],3
  001278  mov     [rsp+0x10],r14
  001280  mov     qword ptr [rsp+0x18],1
  00128c  mov     rdi,[rbp+0x20]
  001293  mov     esi,0xf
  001298  mov     rdx,rsp
  00129b  mov     rcx,0xfffffffffffffffc
  0012a5  mov     r8,0xfffffffffffffffc
  0012af  mov     r9,0
  0012b9  mov     rax,<list_op>
  0012c3  call    rax
  0012c5  mov     r11,rax
  0012c8  mov     rcx,[rsp+0x30]
  0012d0  mov     rsi,[rsp+0x38]
  0012d8  mov     rdi,[rsp+0x40]
  0012e0  mov     r8,[rsp+0x48]
  0012e8  mov     r9,[rsp+0x50]
  0012f0  mov     r10,[rsp+0x58]
  0012f8  add     rsp,0x70
  0012ff  mov     r13,r11
  001302  jmp     0x0000000000000391
  001307  sub     rsp,0x70
  00130e  mov     [rsp+0x30],rcx
  001316  mov     [rsp+0x38],rsi
  00131e  mov     [rsp+0x40],rdi
  001326  mov     [rsp+0x48],r8
  00132e  mov     [rsp+0x50],r9
  001336  mov     [rsp+0x58],r10
  00133e  mov     [rsp],r13
  001346  mov     qword ptr [rsp+8],3
  001352  mov     qword ptr [rsp+0x10],0
  00135e  mov     qword ptr [rsp+0x18],1
  00136a  mov     [rsp+0x20],rdi
  001372  mov     qword ptr [rsp+0x28],1
  00137e  mov     rdi,[rbp+0x20]
  001385  mov     esi,0x10
  00138a  mov     rdx,rsp
  00138d  mov     rcx,0xfffffffffffffffc
  001397  mov     r8,0xfffffffffffffffc
  0013a1  mov     r9,0
  0013ab  mov     rax,<list_op>
  0013b5  call    rax
  0013b7  mov     r11,rax
  0013ba  mov     rcx,[rsp+0x30]
  0013c2  mov     rsi,[rsp+0x38]
  0013ca  mov     rdi,[rsp+0x40]
  0013d2  mov     r8,[rsp+0x48]
  0013da  mov     r9,[rsp+0x50]
  0013e2  mov     r10,[rsp+0x58]
  0013ea  add     rsp,0x70
  0013f1  test    rdx,rdx
  0013f4  je      0x000000000000495d
  0013fa  mov     r13,r11
  0013fd  jmp     0x0000000000000401
  001402  sub     rsp,0x70
  001409  mov     [rsp+0x30],rcx
  001411  mov     [rsp+0x38],rsi
  001419  mov     [rsp+0x40],rdi
  001421  mov     [rsp+0x48],r8
  001429  mov     [rsp+0x50],r9
  001431  mov     [rsp+0x58],r10
  001439  mov     [rsp],r13
  001441  mov     qword ptr [rsp+8],3
  00144d  mov     [rsp+0x10],r8
  001455  mov     qword ptr [rsp+0x18],1
  001461  mov     rdi,[rbp+0x20]
  001468  mov     esi,0xf
  00146d  mov     rdx,rsp
  001470  mov     rcx,0xfffffffffffffffc
  00147a  mov     r8,0xfffffffffffffffc
  001484  mov     r9,0
  00148e  mov     rax,<list_op>
  001498  call    rax
  00149a  mov     r11,rax
  00149d  mov     rcx,[rsp+0x30]
  0014a5  mov     rsi,[rsp+0x38]
  0014ad  mov     rdi,[rsp+0x40]
  0014b5  mov     r8,[rsp+0x48]
  0014bd  mov     r9,[rsp+0x50]
  0014c5  mov     r10,[rsp+0x58]
  0014cd  add     rsp,0x70
  0014d4  mov     r13,r11
  0014d7  jmp     0x0000000000000442
  0014dc  sub     rsp,0x70
  0014e3  mov     [rsp+0x30],rcx
  0014eb  mov     [rsp+0x38],rsi
  0014f3  mov     [rsp+0x40],rdi
  0014fb  mov     [rsp+0x48],r8
  001503  mov     [rsp+0x50],r9
  00150b  mov     [rsp+0x58],r10
  001513  mov     [rsp],r13
  00151b  mov     qword ptr [rsp+8],3
  001527  mov     qword ptr [rsp+0x10],0
  001533  mov     qword ptr [rsp+0x18],1
  00153f  mov     [rsp+0x20],r8
  001547  mov     qword ptr [rsp+0x28],1
  001553  mov     rdi,[rbp+0x20]
  00155a  mov     esi,0x10
  00155f  mov     rdx,rsp
  001562  mov     rcx,0xfffffffffffffffc
  00156c  mov     r8,0xfffffffffffffffc
  001576  mov     r9,0
  001580  mov     rax,<list_op>
  00158a  call    rax
  00158c  mov     r11,rax
  00158f  mov     rcx,[rsp+0x30]
  001597  mov     rsi,[rsp+0x38]
  00159f  mov     rdi,[rsp+0x40]
  0015a7  mov     r8,[rsp+0x48]
  0015af  mov     r9,[rsp+0x50]
  0015b7  mov     r10,[rsp+0x58]
  0015bf  add     rsp,0x70
  0015c6  test    rdx,rdx
  0015c9  je      0x00000000000049fd
  0015cf  mov     r13,r11
  0015d2  jmp     0x00000000000004b2
  0015d7  sub     rsp,0x70
  0015de  mov     [rsp+0x30],rcx
  0015e6  mov     [rsp+0x38],rsi
  0015ee  mov     [rsp+0x40],rdi
  0015f6  mov     [rsp+0x48],r8
  0015fe  mov     [rsp+0x50],r9
  001606  mov     [rsp+0x58],r10
  00160e  mov     [rsp],r13
  001616  mov     qword ptr [rsp+8],3
  001622  mov     [rsp+0x10],rdi
  00162a  mov     qword ptr [rsp+0x18],1
  001636  mov     rdi,[rbp+0x20]
  00163d  mov     esi,0xf
  001642  mov     rdx,rsp
  001645  mov     rcx,0xfffffffffffffffc
  00164f  mov     r8,0xfffffffffffffffc
  001659  mov     r9,0
  001663  mov     rax,<list_op>
  00166d  call    rax
  00166f  mov     r11,rax
  001672  mov     rcx,[rsp+0x30]
  00167a  mov     rsi,[rsp+0x38]
  001682  mov     rdi,[rsp+0x40]
  00168a  mov     r8,[rsp+0x48]
  001692  mov     r9,[rsp+0x50]
  00169a  mov     r10,[rsp+0x58]
  0016a2  add     rsp,0x70
  0016a9  mov     r13,r11
  0016ac  jmp     0x00000000000004ec
  0016b1  sub     rsp,0x70
  0016b8  mov     [rsp+0x30],rcx
  0016c0  mov     [rsp+0x38],rsi
  0016c8  mov     [rsp+0x40],rdi
  0016d0  mov     [rsp+0x48],r8
  0016d8  mov     [rsp+0x50],r9
  0016e0  mov     [rsp+0x58],r10
  0016e8  mov     [rsp],r13
  0016f0  mov     qword ptr [rsp+8],3
  0016fc  mov     qword ptr [rsp+0x10],0
  001708  mov     qword ptr [rsp+0x18],1
  001714  mov     [rsp+0x20],rdi
  00171c  mov     qword ptr [rsp+0x28],1
  001728  mov     rdi,[rbp+0x20]
  00172f  mov     esi,0x10
  001734  mov     rdx,rsp
  001737  mov     rcx,0xfffffffffffffffc
  001741  mov     r8,0xfffffffffffffffc
  00174b  mov     r9,0
  001755  mov     rax,<list_op>
  00175f  call    rax
  001761  mov     r11,rax
  001764  mov     rcx,[rsp+0x30]
  00176c  mov     rsi,[rsp+0x38]
  001774  mov     rdi,[rsp+0x40]
  00177c  mov     r8,[rsp+0x48]
  001784  mov     r9,[rsp+0x50]
  00178c  mov     r10,[rsp+0x58]
  001794  add     rsp,0x70
  00179b  test    rdx,rdx
  00179e  je      0x0000000000004a9d
  0017a4  mov     r13,r11
  0017a7  jmp     0x0000000000000534
  0017ac  sub     rsp,0x70
  0017b3  mov     [rsp+0x30],rcx
  0017bb  mov     [rsp+0x38],rsi
  0017c3  mov     [rsp+0x40],rdi
  0017cb  mov     [rsp+0x48],r8
  0017d3  mov     [rsp+0x50],r9
  0017db  mov     [rsp+0x58],r10
  0017e3  mov     [rsp],r12
  0017eb  mov     qword ptr [rsp+8],3
  0017f7  mov     qword ptr [rsp+0x10],3
  001803  mov     qword ptr [rsp+0x18],1
  00180f  mov     [rsp+0x20],r15
  001817  mov     qword ptr [rsp+0x28],1
  001823  mov     rdi,[rbp+0x20]
  00182a  mov     esi,0xe
  00182f  mov     rdx,rsp
  001832  mov     rcx,0xfffffffffffffffe
  00183c  mov     r8,0xfffffffffffffffe
  001846  mov     r9,0
  001850  mov     rax,<list_op>
  00185a  call    rax
  00185c  mov     r11,rax
  00185f  mov     rcx,[rsp+0x30]
  001867  mov     rsi,[rsp+0x38]
  00186f  mov     rdi,[rsp+0x40]
  001877  mov     r8,[rsp+0x48]
  00187f  mov     r9,[rsp+0x50]
  001887  mov     r10,[rsp+0x58]
  00188f  add     rsp,0x70
  001896  test    rdx,rdx
  001899  je      0x0000000000004b15
  00189f  mov     r12,r11
  0018a2  jmp     0x000000000000056a
  0018a7  sub     rsp,0x70
  0018ae  mov     [rsp+0x30],rcx
  0018b6  mov     [rsp+0x38],rsi
  0018be  mov     [rsp+0x40],rdi
  0018c6  mov     [rsp+0x48],r8
  0018ce  mov     [rsp+0x50],r9
  0018d6  mov     [rsp+0x58],r10
  0018de  mov     [rsp],r13
  0018e6  mov     qword ptr [rsp+8],3
  0018f2  mov     [rsp+0x10],r14
  0018fa  mov     qword ptr [rsp+0x18],1
  001906  mov     rdi,[rbp+0x20]
  00190d  mov     esi,0xf
  001912  mov     rdx,rsp
  001915  mov     rcx,0xfffffffffffffffc
  00191f  mov     r8,0xfffffffffffffffc
  001929  mov     r9,0
  001933  mov     rax,<list_op>
  00193d  call    rax
  00193f  mov     r11,rax
  001942  mov     rcx,[rsp+0x30]
  00194a  mov     rsi,[rsp+0x38]
  001952  mov     rdi,[rsp+0x40]
  00195a  mov     r8,[rsp+0x48]
  001962  mov     r9,[rsp+0x50]
  00196a  mov     r10,[rsp+0x58]
  001972  add     rsp,0x70
  001979  mov     r13,r11
  00197c  jmp     0x000000000000059b
  001981  sub     rsp,0x70
  001988  mov     [rsp+0x30],rcx
  001990  mov     [rsp+0x38],rsi
  001998  mov     [rsp+0x40],rdi
  0019a0  mov     [rsp+0x48],r8
  0019a8  mov     [rsp+0x50],r9
  0019b0  mov     [rsp+0x58],r10
  0019b8  mov     [rsp],r13
  0019c0  mov     qword ptr [rsp+8],3
  0019cc  mov     qword ptr [rsp+0x10],1
  0019d8  mov     qword ptr [rsp+0x18],1
  0019e4  mov     rdi,[rbp+0x20]
  0019eb  mov     esi,0xf
  0019f0  mov     rdx,rsp
  0019f3  mov     rcx,0xfffffffffffffffc
  0019fd  mov     r8,0xfffffffffffffffc
  001a07  mov     r9,0
  001a11  mov     rax,<list_op>
  001a1b  call    rax
  001a1d  mov     r11,rax
  001a20  mov     rcx,[rsp+0x30]
  001a28  mov     rsi,[rsp+0x38]
  001a30  mov     rdi,[rsp+0x40]
  001a38  mov     r8,[rsp+0x48]
  001a40  mov     r9,[rsp+0x50]
  001a48  mov     r10,[rsp+0x58]
  001a50  add     rsp,0x70
  001a57  mov     r13,r11
  001a5a  jmp     0x00000000000005d0
  001a5f  sub     rsp,0x70
  001a66  mov     [rsp+0x30],rcx
  001a6e  mov     [rsp+0x38],rsi
  001a76  mov     [rsp+0x40],rdi
  001a7e  mov     [rsp+0x48],r8
  001a86  mov     [rsp+0x50],r9
  001a8e  mov     [rsp+0x58],r10
  001a96  mov     [rsp],r13
  001a9e  mov     qword ptr [rsp+8],3
  001aaa  mov     qword ptr [rsp+0x10],0
  001ab6  mov     qword ptr [rsp+0x18],1
  001ac2  mov     [rsp+0x20],r14
  001aca  mov     qword ptr [rsp+0x28],1
  001ad6  mov     rdi,[rbp+0x20]
  001add  mov     esi,0x10
  001ae2  mov     rdx,rsp
  001ae5  mov     rcx,0xfffffffffffffffc
  001aef  mov     r8,0xfffffffffffffffc
  001af9  mov     r9,0
  001b03  mov     rax,<list_op>
  001b0d  call    rax
  001b0f  mov     r11,rax
  001b12  mov     rcx,[rsp+0x30]
  001b1a  mov     rsi,[rsp+0x38]
  001b22  mov     rdi,[rsp+0x40]
  001b2a  mov     r8,[rsp+0x48]
  001b32  mov     r9,[rsp+0x50]
  001b3a  mov     r10,[rsp+0x58]
  001b42  add     rsp,0x70
  001b49  test    rdx,rdx
  001b4c  je      0x0000000000004b7b
  001b52  mov     r13,r11
  001b55  jmp     0x0000000000000640
  001b5a  sub     rsp,0x70
  001b61  mov     [rsp+0x30],rcx
  001b69  mov     [rsp+0x38],rsi
  001b71  mov     [rsp+0x40],rdi
  001b79  mov     [rsp+0x48],r8
  001b81  mov     [rsp+0x50],r9
  001b89  mov     [rsp+0x58],r10
  001b91  mov     [rsp],r13
  001b99  mov     qword ptr [rsp+8],3
  001ba5  mov     [rsp+0x10],r8
  001bad  mov     qword ptr [rsp+0x18],1
  001bb9  mov     rdi,[rbp+0x20]
  001bc0  mov     esi,0xf
  001bc5  mov     rdx,rsp
  001bc8  mov     rcx,0xfffffffffffffffc
  001bd2  mov     r8,0xfffffffffffffffc
  001bdc  mov     r9,0
  001be6  mov     rax,<list_op>
  001bf0  call    rax
  001bf2  mov     r11,rax
  001bf5  mov     rcx,[rsp+0x30]
  001bfd  mov     rsi,[rsp+0x38]
  001c05  mov     rdi,[rsp+0x40]
  001c0d  mov     r8,[rsp+0x48]
  001c15  mov     r9,[rsp+0x50]
  001c1d  mov     r10,[rsp+0x58]
  001c25  add     rsp,0x70
  001c2c  mov     r13,r11
  001c2f  jmp     0x000000000000067a
  001c34  sub     rsp,0x70
  001c3b  mov     [rsp+0x30],rcx
  001c43  mov     [rsp+0x38],rsi
  001c4b  mov     [rsp+0x40],rdi
  001c53  mov     [rsp+0x48],r8
  001c5b  mov     [rsp+0x50],r9
  001c63  mov     [rsp+0x58],r10
  001c6b  mov     [rsp],r13
  001c73  mov     qword ptr [rsp+8],3
  001c7f  mov     qword ptr [rsp+0x10],0
  001c8b  mov     qword ptr [rsp+0x18],1
  001c97  mov     [rsp+0x20],r8
  001c9f  mov     qword ptr [rsp+0x28],1
  001cab  mov     rdi,[rbp+0x20]
  001cb2  mov     esi,0x10
  001cb7  mov     rdx,rsp
  001cba  mov     rcx,0xfffffffffffffffc
  001cc4  mov     r8,0xfffffffffffffffc
  001cce  mov     r9,0
  001cd8  mov     rax,<list_op>
  001ce2  call    rax
  001ce4  mov     r11,rax
  001ce7  mov     rcx,[rsp+0x30]
  001cef  mov     rsi,[rsp+0x38]
  001cf7  mov     rdi,[rsp+0x40]
  001cff  mov     r8,[rsp+0x48]
  001d07  mov     r9,[rsp+0x50]
  001d0f  mov     r10,[rsp+0x58]
  001d17  add     rsp,0x70
  001d1e  test    rdx,rdx
  001d21  je      0x0000000000004c1b
  001d27  mov     r13,r11
  001d2a  jmp     0x00000000000006c2
  001d2f  sub     rsp,0x70
  001d36  mov     [rsp+0x30],rcx
  001d3e  mov     [rsp+0x38],rsi
  001d46  mov     [rsp+0x40],rdi
  001d4e  mov     [rsp+0x48],r8
  001d56  mov     [rsp+0x50],r9
  001d5e  mov     [rsp+0x58],r10
  001d66  mov     [rsp],r12
  001d6e  mov     qword ptr [rsp+8],3
  001d7a  mov     qword ptr [rsp+0x10],2
  001d86  mov     qword ptr [rsp+0x18],1
  001d92  mov     [rsp+0x20],rdi
  001d9a  mov     qword ptr [rsp+0x28],1
  001da6  mov     rdi,[rbp+0x20]
  001dad  mov     esi,0xe
  001db2  mov     rdx,rsp
  001db5  mov     rcx,0xfffffffffffffffe
  001dbf  mov     r8,0xfffffffffffffffe
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
  001e1c  je      0x0000000000004c93
  001e22  mov     r12,r11
  001e25  jmp     0x00000000000006d4
  001e2a  sub     rsp,0x70
  001e31  mov     [rsp+0x30],rcx
  001e39  mov     [rsp+0x38],rsi
  001e41  mov     [rsp+0x40],rdi
  001e49  mov     [rsp+0x48],r8
  001e51  mov     [rsp+0x50],r9
  001e59  mov     [rsp+0x58],r10
  001e61  mov     [rsp],r13
  001e69  mov     qword ptr [rsp+8],3
  001e75  mov     [rsp+0x10],rdi
  001e7d  mov     qword ptr [rsp+0x18],1
  001e89  mov     rdi,[rbp+0x20]
  001e90  mov     esi,0xf
  001e95  mov     rdx,rsp
  001e98  mov     rcx,0xfffffffffffffffc
  001ea2  mov     r8,0xfffffffffffffffc
  001eac  mov     r9,0
  001eb6  mov     rax,<list_op>
  001ec0  call    rax
  001ec2  mov     r11,rax
  001ec5  mov     rcx,[rsp+0x30]
  001ecd  mov     rsi,[rsp+0x38]
  001ed5  mov     rdi,[rsp+0x40]
  001edd  mov     r8,[rsp+0x48]
  001ee5  mov     r9,[rsp+0x50]
  001eed  mov     r10,[rsp+0x58]
  001ef5  add     rsp,0x70
  001efc  mov     r13,r11
  001eff  jmp     0x0000000000000711
  001f04  sub     rsp,0x70
  001f0b  mov     [rsp+0x30],rcx
  001f13  mov     [rsp+0x38],rsi
  001f1b  mov     [rsp+0x40],rdi
  001f23  mov     [rsp+0x48],r8
  001f2b  mov     [rsp+0x50],r9
  001f33  mov     [rsp+0x58],r10
  001f3b  mov     [rsp],r13
  001f43  mov     qword ptr [rsp+8],3
  001f4f  mov     [rsp+0x10],rbx
  001f57  mov     qword ptr [rsp+0x18],1
  001f63  mov     rdi,[rbp+0x20]
  001f6a  mov     esi,0xf
  001f6f  mov     rdx,rsp
  001f72  mov     rcx,0xfffffffffffffffc
  001f7c  mov     r8,0xfffffffffffffffc
  001f86  mov     r9,0
  001f90  mov     rax,<list_op>
  001f9a  call    rax
  001f9c  mov     r11,rax
  001f9f  mov     rcx,[rsp+0x30]
  001fa7  mov     rsi,[rsp+0x38]
  001faf  mov     rdi,[rsp+0x40]
  001fb7  mov     r8,[rsp+0x48]
  001fbf  mov     r9,[rsp+0x50]
  001fc7  mov     r10,[rsp+0x58]
  001fcf  add     rsp,0x70
  001fd6  mov     r13,r11
  001fd9  jmp     0x0000000000000742
  001fde  sub     rsp,0x70
  001fe5  mov     [rsp+0x30],rcx
  001fed  mov     [rsp+0x38],rsi
  001ff5  mov     [rsp+0x40],rdi
  001ffd  mov     [rsp+0x48],r8
  002005  mov     [rsp+0x50],r9
  00200d  mov     [rsp+0x58],r10
  002015  mov     [rsp],r13
  00201d  mov     qword ptr [rsp+8],3
  002029  mov     qword ptr [rsp+0x10],0
  002035  mov     qword ptr [rsp+0x18],1
  002041  mov     [rsp+0x20],r8
  002049  mov     qword ptr [rsp+0x28],1
  002055  mov     rdi,[rbp+0x20]
  00205c  mov     esi,0x10
  002061  mov     rdx,rsp
  002064  mov     rcx,0xfffffffffffffffc
  00206e  mov     r8,0xfffffffffffffffc
  002078  mov     r9,0
  002082  mov     rax,<list_op>
  00208c  call    rax
  00208e  mov     r11,rax
  002091  mov     rcx,[rsp+0x30]
  002099  mov     rsi,[rsp+0x38]
  0020a1  mov     rdi,[rsp+0x40]
  0020a9  mov     r8,[rsp+0x48]
  0020b1  mov     r9,[rsp+0x50]
  0020b9  mov     r10,[rsp+0x58]
  0020c1  add     rsp,0x70
  0020c8  test    rdx,rdx
  0020cb  je      0x0000000000004cf9
  0020d1  mov     r13,r11
  0020d4  jmp     0x00000000000007b2
  0020d9  sub     rsp,0x70
  0020e0  mov     [rsp+0x30],rcx
  0020e8  mov     [rsp+0x38],rsi
  0020f0  mov     [rsp+0x40],rdi
  0020f8  mov     [rsp+0x48],r8
  002100  mov     [rsp+0x50],r9
  002108  mov     [rsp+0x58],r10
  002110  mov     [rsp],r13
  002118  mov     qword ptr [rsp+8],3
  002124  mov     [rsp+0x10],r9
  00212c  mov     qword ptr [rsp+0x18],1
  002138  mov     rdi,[rbp+0x20]
  00213f  mov     esi,0xf
  002144  mov     rdx,rsp
  002147  mov     rcx,0xfffffffffffffffc
  002151  mov     r8,0xfffffffffffffffc
  00215b  mov     r9,0
  002165  mov     rax,<list_op>
  00216f  call    rax
  002171  mov     r11,rax
  002174  mov     rcx,[rsp+0x30]
  00217c  mov     rsi,[rsp+0x38]
  002184  mov     rdi,[rsp+0x40]
  00218c  mov     r8,[rsp+0x48]
  002194  mov     r9,[rsp+0x50]
  00219c  mov     r10,[rsp+0x58]
  0021a4  add     rsp,0x70
  0021ab  mov     r13,r11
  0021ae  jmp     0x00000000000007ed
  0021b3  sub     rsp,0x70
  0021ba  mov     [rsp+0x30],rcx
  0021c2  mov     [rsp+0x38],rsi
  0021ca  mov     [rsp+0x40],rdi
  0021d2  mov     [rsp+0x48],r8
  0021da  mov     [rsp+0x50],r9
  0021e2  mov     [rsp+0x58],r10
  0021ea  mov     [rsp],r13
  0021f2  mov     qword ptr [rsp+8],3
  0021fe  mov     qword ptr [rsp+0x10],0
  00220a  mov     qword ptr [rsp+0x18],1
  002216  mov     [rsp+0x20],r9
  00221e  mov     qword ptr [rsp+0x28],1
  00222a  mov     rdi,[rbp+0x20]
  002231  mov     esi,0x10
  002236  mov     rdx,rsp
  002239  mov     rcx,0xfffffffffffffffc
  002243  mov     r8,0xfffffffffffffffc
  00224d  mov     r9,0
  002257  mov     rax,<list_op>
  002261  call    rax
  002263  mov     r11,rax
  002266  mov     rcx,[rsp+0x30]
  00226e  mov     rsi,[rsp+0x38]
  002276  mov     rdi,[rsp+0x40]
  00227e  mov     r8,[rsp+0x48]
  002286  mov     r9,[rsp+0x50]
  00228e  mov     r10,[rsp+0x58]
  002296  add     rsp,0x70
  00229d  test    rdx,rdx
  0022a0  je      0x0000000000004d99
  0022a6  mov     r13,r11
  0022a9  jmp     0x0000000000000835
  0022ae  sub     rsp,0x70
  0022b5  mov     [rsp+0x30],rcx
  0022bd  mov     [rsp+0x38],rsi
  0022c5  mov     [rsp+0x40],rdi
  0022cd  mov     [rsp+0x48],r8
  0022d5  mov     [rsp+0x50],r9
  0022dd  mov     [rsp+0x58],r10
  0022e5  mov     [rsp],r13
  0022ed  mov     qword ptr [rsp+8],3
  0022f9  mov     [rsp+0x10],r15
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
  002383  jmp     0x000000000000086f
  002388  sub     rsp,0x70
  00238f  mov     [rsp+0x30],rcx
  002397  mov     [rsp+0x38],rsi
  00239f  mov     [rsp+0x40],rdi
  0023a7  mov     [rsp+0x48],r8
  0023af  mov     [rsp+0x50],r9
  0023b7  mov     [rsp+0x58],r10
  0023bf  mov     [rsp],r13
  0023c7  mov     qword ptr [rsp+8],3
  0023d3  mov     [rsp+0x10],rsi
  0023db  mov     qword ptr [rsp+0x18],1
  0023e7  mov     rdi,[rbp+0x20]
  0023ee  mov     esi,0xf
  0023f3  mov     rdx,rsp
  0023f6  mov     rcx,0xfffffffffffffffc
  002400  mov     r8,0xfffffffffffffffc
  00240a  mov     r9,0
  002414  mov     rax,<list_op>
  00241e  call    rax
  002420  mov     r11,rax
  002423  mov     rcx,[rsp+0x30]
  00242b  mov     rsi,[rsp+0x38]
  002433  mov     rdi,[rsp+0x40]
  00243b  mov     r8,[rsp+0x48]
  002443  mov     r9,[rsp+0x50]
  00244b  mov     r10,[rsp+0x58]
  002453  add     rsp,0x70
  00245a  mov     r13,r11
  00245d  jmp     0x00000000000008a0
  002462  sub     rsp,0x70
  002469  mov     [rsp+0x30],rcx
  002471  mov     [rsp+0x38],rsi
  002479  mov     [rsp+0x40],rdi
  002481  mov     [rsp+0x48],r8
  002489  mov     [rsp+0x50],r9
  002491  mov     [rsp+0x58],r10
  002499  mov     [rsp],r13
  0024a1  mov     qword ptr [rsp+8],3
  0024ad  mov     [rsp+0x10],rdi
  0024b5  mov     qword ptr [rsp+0x18],1
  0024c1  mov     rdi,[rbp+0x20]
  0024c8  mov     esi,0xf
  0024cd  mov     rdx,rsp
  0024d0  mov     rcx,0xfffffffffffffffc
  0024da  mov     r8,0xfffffffffffffffc
  0024e4  mov     r9,0
  0024ee  mov     rax,<list_op>
  0024f8  call    rax
  0024fa  mov     r11,rax
  0024fd  mov     rcx,[rsp+0x30]
  002505  mov     rsi,[rsp+0x38]
  00250d  mov     rdi,[rsp+0x40]
  002515  mov     r8,[rsp+0x48]
  00251d  mov     r9,[rsp+0x50]
  002525  mov     r10,[rsp+0x58]
  00252d  add     rsp,0x70
  002534  mov     r13,r11
  002537  jmp     0x00000000000008d1
  00253c  sub     rsp,0x70
  002543  mov     [rsp+0x30],rcx
  00254b  mov     [rsp+0x38],rsi
  002553  mov     [rsp+0x40],rdi
  00255b  mov     [rsp+0x48],r8
  002563  mov     [rsp+0x50],r9
  00256b  mov     [rsp+0x58],r10
  002573  mov     [rsp],r13
  00257b  mov     qword ptr [rsp+8],3
  002587  mov     qword ptr [rsp+0x10],0
  002593  mov     qword ptr [rsp+0x18],1
  00259f  mov     [rsp+0x20],r14
  0025a7  mov     qword ptr [rsp+0x28],1
  0025b3  mov     rdi,[rbp+0x20]
  0025ba  mov     esi,0x10
  0025bf  mov     rdx,rsp
  0025c2  mov     rcx,0xfffffffffffffffc
  0025cc  mov     r8,0xfffffffffffffffc
  0025d6  mov     r9,0
  0025e0  mov     rax,<list_op>
  0025ea  call    rax
  0025ec  mov     r11,rax
  0025ef  mov     rcx,[rsp+0x30]
  0025f7  mov     rsi,[rsp+0x38]
  0025ff  mov     rdi,[rsp+0x40]
  002607  mov     r8,[rsp+0x48]
  00260f  mov     r9,[rsp+0x50]
  002617  mov     r10,[rsp+0x58]
  00261f  add     rsp,0x70
  002626  test    rdx,rdx
  002629  je      0x0000000000004e11
  00262f  mov     r13,r11
  002632  jmp     0x0000000000000941
  002637  sub     rsp,0x70
  00263e  mov     [rsp+0x30],rcx
  002646  mov     [rsp+0x38],rsi
  00264e  mov     [rsp+0x40],rdi
  002656  mov     [rsp+0x48],r8
  00265e  mov     [rsp+0x50],r9
  002666  mov     [rsp+0x58],r10
  00266e  mov     [rsp],r13
  002676  mov     qword ptr [rsp+8],3
  002682  mov     [rsp+0x10],r9
  00268a  mov     qword ptr [rsp+0x18],1
  002696  mov     rdi,[rbp+0x20]
  00269d  mov     esi,0xf
  0026a2  mov     rdx,rsp
  0026a5  mov     rcx,0xfffffffffffffffc
  0026af  mov     r8,0xfffffffffffffffc
  0026b9  mov     r9,0
  0026c3  mov     rax,<list_op>
  0026cd  call    rax
  0026cf  mov     r11,rax
  0026d2  mov     rcx,[rsp+0x30]
  0026da  mov     rsi,[rsp+0x38]
  0026e2  mov     rdi,[rsp+0x40]
  0026ea  mov     r8,[rsp+0x48]
  0026f2  mov     r9,[rsp+0x50]
  0026fa  mov     r10,[rsp+0x58]
  002702  add     rsp,0x70
  002709  mov     r13,r11
  00270c  jmp     0x0000000000000982
  002711  sub     rsp,0x70
  002718  mov     [rsp+0x30],rcx
  002720  mov     [rsp+0x38],rsi
  002728  mov     [rsp+0x40],rdi
  002730  mov     [rsp+0x48],r8
  002738  mov     [rsp+0x50],r9
  002740  mov     [rsp+0x58],r10
  002748  mov     [rsp],r13
  002750  mov     qword ptr [rsp+8],3
  00275c  mov     qword ptr [rsp+0x10],0
  002768  mov     qword ptr [rsp+0x18],1
  002774  mov     [rsp+0x20],r9
  00277c  mov     qword ptr [rsp+0x28],1
  002788  mov     rdi,[rbp+0x20]
  00278f  mov     esi,0x10
  002794  mov     rdx,rsp
  002797  mov     rcx,0xfffffffffffffffc
  0027a1  mov     r8,0xfffffffffffffffc
  0027ab  mov     r9,0
  0027b5  mov     rax,<list_op>
  0027bf  call    rax
  0027c1  mov     r11,rax
  0027c4  mov     rcx,[rsp+0x30]
  0027cc  mov     rsi,[rsp+0x38]
  0027d4  mov     rdi,[rsp+0x40]
  0027dc  mov     r8,[rsp+0x48]
  0027e4  mov     r9,[rsp+0x50]
  0027ec  mov     r10,[rsp+0x58]
  0027f4  add     rsp,0x70
  0027fb  test    rdx,rdx
  0027fe  je      0x0000000000004eb1
  002804  mov     r13,r11
  002807  jmp     0x00000000000009f2
  00280c  sub     rsp,0x70
  002813  mov     [rsp+0x30],rcx
  00281b  mov     [rsp+0x38],rsi
  002823  mov     [rsp+0x40],rdi
  00282b  mov     [rsp+0x48],r8
  002833  mov     [rsp+0x50],r9
  00283b  mov     [rsp+0x58],r10
  002843  mov     [rsp],r13
  00284b  mov     qword ptr [rsp+8],3
  002857  mov     [rsp+0x10],r14
  00285f  mov     qword ptr [rsp+0x18],1
  00286b  mov     rdi,[rbp+0x20]
  002872  mov     esi,0xf
  002877  mov     rdx,rsp
  00287a  mov     rcx,0xfffffffffffffffc
  002884  mov     r8,0xfffffffffffffffc
  00288e  mov     r9,0
  002898  mov     rax,<list_op>
  0028a2  call    rax
  0028a4  mov     r11,rax
  0028a7  mov     rcx,[rsp+0x30]
  0028af  mov     rsi,[rsp+0x38]
  0028b7  mov     rdi,[rsp+0x40]
  0028bf  mov     r8,[rsp+0x48]
  0028c7  mov     r9,[rsp+0x50]
  0028cf  mov     r10,[rsp+0x58]
  0028d7  add     rsp,0x70
  0028de  mov     r13,r11
  0028e1  jmp     0x0000000000000a2c
  0028e6  sub     rsp,0x70
  0028ed  mov     [rsp+0x30],rcx
  0028f5  mov     [rsp+0x38],rsi
  0028fd  mov     [rsp+0x40],rdi
  002905  mov     [rsp+0x48],r8
  00290d  mov     [rsp+0x50],r9
  002915  mov     [rsp+0x58],r10
  00291d  mov     [rsp],r13
  002925  mov     qword ptr [rsp+8],3
  002931  mov     qword ptr [rsp+0x10],0
  00293d  mov     qword ptr [rsp+0x18],1
  002949  mov     [rsp+0x20],r14
  002951  mov     qword ptr [rsp+0x28],1
  00295d  mov     rdi,[rbp+0x20]
  002964  mov     esi,0x10
  002969  mov     rdx,rsp
  00296c  mov     rcx,0xfffffffffffffffc
  002976  mov     r8,0xfffffffffffffffc
  002980  mov     r9,0
  00298a  mov     rax,<list_op>
  002994  call    rax
  002996  mov     r11,rax
  002999  mov     rcx,[rsp+0x30]
  0029a1  mov     rsi,[rsp+0x38]
  0029a9  mov     rdi,[rsp+0x40]
  0029b1  mov     r8,[rsp+0x48]
  0029b9  mov     r9,[rsp+0x50]
  0029c1  mov     r10,[rsp+0x58]
  0029c9  add     rsp,0x70
  0029d0  test    rdx,rdx
  0029d3  je      0x0000000000004f51
  0029d9  mov     r13,r11
  0029dc  jmp     0x0000000000000a74
  0029e1  sub     rsp,0x70
  0029e8  mov     [rsp+0x30],rcx
  0029f0  mov     [rsp+0x38],rsi
  0029f8  mov     [rsp+0x40],rdi
  002a00  mov     [rsp+0x48],r8
  002a08  mov     [rsp+0x50],r9
  002a10  mov     [rsp+0x58],r10
  002a18  mov     [rsp],r12
  002a20  mov     qword ptr [rsp+8],3
  002a2c  mov     qword ptr [rsp+0x10],3
  002a38  mov     qword ptr [rsp+0x18],1
  002a44  mov     [rsp+0x20],r15
  002a4c  mov     qword ptr [rsp+0x28],1
  002a58  mov     rdi,[rbp+0x20]
  002a5f  mov     esi,0xe
  002a64  mov     rdx,rsp
  002a67  mov     rcx,0xfffffffffffffffe
  002a71  mov     r8,0xfffffffffffffffe
  002a7b  mov     r9,0
  002a85  mov     rax,<list_op>
  002a8f  call    rax
  002a91  mov     r11,rax
  002a94  mov     rcx,[rsp+0x30]
  002a9c  mov     rsi,[rsp+0x38]
  002aa4  mov     rdi,[rsp+0x40]
  002aac  mov     r8,[rsp+0x48]
  002ab4  mov     r9,[rsp+0x50]
  002abc  mov     r10,[rsp+0x58]
  002ac4  add     rsp,0x70
  002acb  test    rdx,rdx
  002ace  je      0x0000000000004fc9
  002ad4  mov     r12,r11
  002ad7  jmp     0x0000000000000a86
  002adc  sub     rsp,0x70
  002ae3  mov     [rsp+0x30],rcx
  002aeb  mov     [rsp+0x38],rsi
  002af3  mov     [rsp+0x40],rdi
  002afb  mov     [rsp+0x48],r8
  002b03  mov     [rsp+0x50],r9
  002b0b  mov     [rsp+0x58],r10
  002b13  mov     [rsp],r13
  002b1b  mov     qword ptr [rsp+8],3
  002b27  mov     [rsp+0x10],rdi
  002b2f  mov     qword ptr [rsp+0x18],1
  002b3b  mov     rdi,[rbp+0x20]
  002b42  mov     esi,0xf
  002b47  mov     rdx,rsp
  002b4a  mov     rcx,0xfffffffffffffffc
  002b54  mov     r8,0xfffffffffffffffc
  002b5e  mov     r9,0
  002b68  mov     rax,<list_op>
  002b72  call    rax
  002b74  mov     r11,rax
  002b77  mov     rcx,[rsp+0x30]
  002b7f  mov     rsi,[rsp+0x38]
  002b87  mov     rdi,[rsp+0x40]
  002b8f  mov     r8,[rsp+0x48]
  002b97  mov     r9,[rsp+0x50]
  002b9f  mov     r10,[rsp+0x58]
  002ba7  add     rsp,0x70
  002bae  mov     r13,r11
  002bb1  jmp     0x0000000000000ab7
  002bb6  sub     rsp,0x70
  002bbd  mov     [rsp+0x30],rcx
  002bc5  mov     [rsp+0x38],rsi
  002bcd  mov     [rsp+0x40],rdi
  002bd5  mov     [rsp+0x48],r8
  002bdd  mov     [rsp+0x50],r9
  002be5  mov     [rsp+0x58],r10
  002bed  mov     [rsp],r13
  002bf5  mov     qword ptr [rsp+8],3
  002c01  mov     qword ptr [rsp+0x10],1
  002c0d  mov     qword ptr [rsp+0x18],1
  002c19  mov     rdi,[rbp+0x20]
  002c20  mov     esi,0xf
  002c25  mov     rdx,rsp
  002c28  mov     rcx,0xfffffffffffffffc
  002c32  mov     r8,0xfffffffffffffffc
  002c3c  mov     r9,0
  002c46  mov     rax,<list_op>
  002c50  call    rax
  002c52  mov     r11,rax
  002c55  mov     rcx,[rsp+0x30]
  002c5d  mov     rsi,[rsp+0x38]
  002c65  mov     rdi,[rsp+0x40]
  002c6d  mov     r8,[rsp+0x48]
  002c75  mov     r9,[rsp+0x50]
  002c7d  mov     r10,[rsp+0x58]
  002c85  add     rsp,0x70
  002c8c  mov     r13,r11
  002c8f  jmp     0x0000000000000aec
  002c94  sub     rsp,0x70
  002c9b  mov     [rsp+0x30],rcx
  002ca3  mov     [rsp+0x38],rsi
  002cab  mov     [rsp+0x40],rdi
  002cb3  mov     [rsp+0x48],r8
  002cbb  mov     [rsp+0x50],r9
  002cc3  mov     [rsp+0x58],r10
  002ccb  mov     [rsp],r13
  002cd3  mov     qword ptr [rsp+8],3
  002cdf  mov     qword ptr [rsp+0x10],0
  002ceb  mov     qword ptr [rsp+0x18],1
  002cf7  mov     [rsp+0x20],rdi
  002cff  mov     qword ptr [rsp+0x28],1
  002d0b  mov     rdi,[rbp+0x20]
  002d12  mov     esi,0x10
  002d17  mov     rdx,rsp
  002d1a  mov     rcx,0xfffffffffffffffc
  002d24  mov     r8,0xfffffffffffffffc
  002d2e  mov     r9,0
  002d38  mov     rax,<list_op>
  002d42  call    rax
  002d44  mov     r11,rax
  002d47  mov     rcx,[rsp+0x30]
  002d4f  mov     rsi,[rsp+0x38]
  002d57  mov     rdi,[rsp+0x40]
  002d5f  mov     r8,[rsp+0x48]
  002d67  mov     r9,[rsp+0x50]
  002d6f  mov     r10,[rsp+0x58]
  002d77  add     rsp,0x70
  002d7e  test    rdx,rdx
  002d81  je      0x000000000000502f
  002d87  mov     r13,r11
  002d8a  jmp     0x0000000000000b5c
  002d8f  sub     rsp,0x70
  002d96  mov     [rsp+0x30],rcx
  002d9e  mov     [rsp+0x38],rsi
  002da6  mov     [rsp+0x40],rdi
  002dae  mov     [rsp+0x48],r8
  002db6  mov     [rsp+0x50],r9
  002dbe  mov     [rsp+0x58],r10
  002dc6  mov     [rsp],r13
  002dce  mov     qword ptr [rsp+8],3
  002dda  mov     [rsp+0x10],r9
  002de2  mov     qword ptr [rsp+0x18],1
  002dee  mov     rdi,[rbp+0x20]
  002df5  mov     esi,0xf
  002dfa  mov     rdx,rsp
  002dfd  mov     rcx,0xfffffffffffffffc
  002e07  mov     r8,0xfffffffffffffffc
  002e11  mov     r9,0
  002e1b  mov     rax,<list_op>
  002e25  call    rax
  002e27  mov     r11,rax
  002e2a  mov     rcx,[rsp+0x30]
  002e32  mov     rsi,[rsp+0x38]
  002e3a  mov     rdi,[rsp+0x40]
  002e42  mov     r8,[rsp+0x48]
  002e4a  mov     r9,[rsp+0x50]
  002e52  mov     r10,[rsp+0x58]
  002e5a  add     rsp,0x70
  002e61  mov     r13,r11
  002e64  jmp     0x0000000000000b96
  002e69  sub     rsp,0x70
  002e70  mov     [rsp+0x30],rcx
  002e78  mov     [rsp+0x38],rsi
  002e80  mov     [rsp+0x40],rdi
  002e88  mov     [rsp+0x48],r8
  002e90  mov     [rsp+0x50],r9
  002e98  mov     [rsp+0x58],r10
  002ea0  mov     [rsp],r13
  002ea8  mov     qword ptr [rsp+8],3
  002eb4  mov     qword ptr [rsp+0x10],0
  002ec0  mov     qword ptr [rsp+0x18],1
  002ecc  mov     [rsp+0x20],r9
  002ed4  mov     qword ptr [rsp+0x28],1
  002ee0  mov     rdi,[rbp+0x20]
  002ee7  mov     esi,0x10
  002eec  mov     rdx,rsp
  002eef  mov     rcx,0xfffffffffffffffc
  002ef9  mov     r8,0xfffffffffffffffc
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
  002f56  je      0x00000000000050cf
  002f5c  mov     r13,r11
  002f5f  jmp     0x0000000000000bde
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
  002fc7  mov     [rsp+0x20],rdi
  002fcf  mov     qword ptr [rsp+0x28],1
  002fdb  mov     rdi,[rbp+0x20]
  002fe2  mov     esi,0xe
  002fe7  mov     rdx,rsp
  002fea  mov     rcx,0xfffffffffffffffe
  002ff4  mov     r8,0xfffffffffffffffe
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
  003051  je      0x0000000000005147
  003057  mov     r12,r11
  00305a  jmp     0x0000000000000bf0
; exits
  00305f  mov     rax,0xfffffffe
  003069  jmp     0x0000000000000016
  00306e  mov     [rbp+0x10],rbx
  003075  mov     qword ptr [rbp+0x18],3
  003080  mov     [rbp+0x38],r12
  003087  mov     qword ptr [rbp+0xd0],3
  003092  mov     [rbp+0x48],r13
  003099  mov     qword ptr [rbp+0xe0],3
  0030a4  mov     [rbp+0x58],r14
  0030ab  mov     rdi,[rbp+0x20]
  0030b2  mov     rsi,8
  0030bc  mov     rdx,0
  0030c6  mov     rax,<exit_lists>
  0030d0  call    rax
  0030d2  mov     rax,0
  0030dc  jmp     0x0000000000000016
  0030e1  mov     [rbp+0x10],r14
  0030e8  mov     qword ptr [rbp+0x18],1
  0030f3  mov     [rbp+0x38],r12
  0030fa  mov     qword ptr [rbp+0xd0],3
  003105  mov     [rbp+0x48],r13
  00310c  mov     qword ptr [rbp+0xe0],3
  003117  mov     [rbp+0x58],r14
  00311e  mov     rax,1
  003128  jmp     0x0000000000000016
  00312d  mov     [rbp+0x38],r12
  003134  mov     qword ptr [rbp+0xd0],3
  00313f  mov     [rbp+0x48],r13
  003146  mov     qword ptr [rbp+0xe0],3
  003151  mov     qword ptr [rbp+0x58],0xf
  00315c  mov     qword ptr [rbp+<exit lists 0>0],2
  003167  mov     qword ptr [rbp+0x118],1
  003172  mov     rax,2
  00317c  jmp     0x0000000000000016
  003181  mov     [rbp+0x38],r12
  003188  mov     qword ptr [rbp+0xd0],3
  003193  mov     [rbp+0x48],r13
  00319a  mov     qword ptr [rbp+0xe0],3
  0031a5  mov     qword ptr [rbp+0x58],0xf
  0031b0  mov     qword ptr [rbp+<exit lists 0>0],2
  0031bb  mov     qword ptr [rbp+0x118],1
  0031c6  mov     rax,3
  0031d0  jmp     0x0000000000000016
  0031d5  mov     [rbp+0x38],r12
  0031dc  mov     qword ptr [rbp+0xd0],3
  0031e7  mov     [rbp+0x48],r13
  0031ee  mov     qword ptr [rbp+0xe0],3
  0031f9  mov     qword ptr [rbp+0x58],0xf
  003204  mov     [rbp+0x78],r14
  00320b  mov     qword ptr [rbp+0x110],1
  003216  mov     rax,4
  003220  jmp     0x0000000000000016
  003225  mov     [rbp+0x38],r12
  00322c  mov     qword ptr [rbp+0xd0],3
  003237  mov     [rbp+0x48],r13
  00323e  mov     qword ptr [rbp+0xe0],3
  003249  mov     qword ptr [rbp+0x58],0x11
  003254  mov     qword ptr [rbp+<exit lists 0>0],0
  00325f  mov     qword ptr [rbp+0x118],1
  00326a  mov     rax,5
  003274  jmp     0x0000000000000016
  003279  mov     [rbp+0x38],r12
  003280  mov     qword ptr [rbp+0xd0],3
  00328b  mov     [rbp+0x48],r13
  003292  mov     qword ptr [rbp+0xe0],3
  00329d  mov     qword ptr [rbp+0x58],0x13
  0032a8  mov     qword ptr [rbp+0x60],0x16
  0032b3  mov     qword ptr [rbp+0xf8],2
  0032be  mov     qword ptr [rbp+<exit lists 0>8],0x28
  0032c9  mov     qword ptr [rbp+0x120],2
  0032d4  mov     [rbp+0xa8],r15
  0032db  mov     qword ptr [rbp+0x140],1
  0032e6  mov     qword ptr [rbp+0xc0],1
  0032f1  mov     qword ptr [rbp+0x158],1
  0032fc  mov     rax,6
  003306  jmp     0x0000000000000016
  00330b  mov     [rbp+0x38],r12
  003312  mov     qword ptr [rbp+0xd0],3
  00331d  mov     [rbp+0x48],r13
  003324  mov     qword ptr [rbp+0xe0],3
  00332f  mov     qword ptr [rbp+0x58],0x13
  00333a  mov     qword ptr [rbp+0x60],0x16
  003345  mov     qword ptr [rbp+0xf8],2
  003350  mov     qword ptr [rbp+<exit lists 0>8],0x28
  00335b  mov     qword ptr [rbp+0x120],2
  003366  mov     [rbp+0xa8],rsi
  00336d  mov     qword ptr [rbp+0x140],1
  003378  mov     rax,7
  003382  jmp     0x0000000000000016
  003387  mov     [rbp+0x38],r12
  00338e  mov     qword ptr [rbp+0xd0],3
  003399  mov     [rbp+0x48],r13
  0033a0  mov     qword ptr [rbp+0xe0],3
  0033ab  mov     qword ptr [rbp+0x58],0x13
  0033b6  mov     qword ptr [rbp+0x60],0x16
  0033c1  mov     qword ptr [rbp+0xf8],2
  0033cc  mov     qword ptr [rbp+<exit lists 0>8],0x28
  0033d7  mov     qword ptr [rbp+0x120],2
  0033e2  mov     [rbp+0x98],rsi
  0033e9  mov     qword ptr [rbp+0x130],1
  0033f4  mov     [rbp+0xa8],r15
  0033fb  mov     qword ptr [rbp+0x140],1
  003406  mov     rax,8
  003410  jmp     0x0000000000000016
  003415  mov     [rbp+0x38],r12
  00341c  mov     qword ptr [rbp+0xd0],3
  003427  mov     [rbp+0x48],r13
  00342e  mov     qword ptr [rbp+0xe0],3
  003439  mov     qword ptr [rbp+0x58],0x14
  003444  mov     qword ptr [rbp+<exit lists 0>8],0x2c
  00344f  mov     qword ptr [rbp+0x120],2
  00345a  mov     [rbp+0xa8],rdi
  003461  mov     qword ptr [rbp+0x140],1
  00346c  mov     qword ptr [rbp+0xb0],1
  003477  mov     qword ptr [rbp+0x148],1
  003482  mov     rax,0xa
  00348c  jmp     0x0000000000000016
  003491  mov     [rbp+0x38],r12
  003498  mov     qword ptr [rbp+0xd0],3
  0034a3  mov     [rbp+0x48],r13
  0034aa  mov     qword ptr [rbp+0xe0],3
  0034b5  mov     qword ptr [rbp+0x58],0x14
  0034c0  mov     qword ptr [rbp+<exit lists 0>8],0x2c
  0034cb  mov     qword ptr [rbp+0x120],2
  0034d6  mov     [rbp+0xa8],rdi
  0034dd  mov     qword ptr [rbp+0x140],1
  0034e8  mov     rax,0xb
  0034f2  jmp     0x0000000000000016
  0034f7  mov     [rbp+0x38],r12
  0034fe  mov     qword ptr [rbp+0xd0],3
  003509  mov     [rbp+0x48],r13
  003510  mov     qword ptr [rbp+0xe0],3
  00351b  mov     qword ptr [rbp+0x58],0x14
  003526  mov     [rbp+0x90],rsi
  00352d  mov     qword ptr [rbp+0x128],1
  003538  mov     rax,0xd
  003542  jmp     0x0000000000000016
  003547  mov     [rbp+0x38],r12
  00354e  mov     qword ptr [rbp+0xd0],3
  003559  mov     [rbp+0x48],r13
  003560  mov     qword ptr [rbp+0xe0],3
  00356b  mov     qword ptr [rbp+0x58],0x1f
  003576  mov     qword ptr [rbp+<exit lists 0>0],3
  003581  mov     qword ptr [rbp+0x118],1
  00358c  mov     rax,0xe
  003596  jmp     0x0000000000000016
  00359b  mov     [rbp+0x38],r12
  0035a2  mov     qword ptr [rbp+0xd0],3
  0035ad  mov     [rbp+0x48],r13
  0035b4  mov     qword ptr [rbp+0xe0],3
  0035bf  mov     qword ptr [rbp+0x58],0x21
  0035ca  mov     qword ptr [rbp+<exit lists 0>0],1
  0035d5  mov     qword ptr [rbp+0x118],1
  0035e0  mov     rax,0xf
  0035ea  jmp     0x0000000000000016
  0035ef  mov     [rbp+0x38],r12
  0035f6  mov     qword ptr [rbp+0xd0],3
  003601  mov     [rbp+0x48],r13
  003608  mov     qword ptr [rbp+0xe0],3
  003613  mov     qword ptr [rbp+0x58],0x25
  00361e  mov     qword ptr [rbp+0x60],0xf
  003629  mov     qword ptr [rbp+0xf8],2
  003634  mov     qword ptr [rbp+<exit lists 0>8],0x28
  00363f  mov     qword ptr [rbp+0x120],2
  00364a  mov     [rbp+0xa8],rdi
  003651  mov     qword ptr [rbp+0x140],1
  00365c  mov     qword ptr [rbp+0xc0],1
  003667  mov     qword ptr [rbp+0x158],1
  003672  mov     rax,0x10
  00367c  jmp     0x0000000000000016
  003681  mov     [rbp+0x38],r12
  003688  mov     qword ptr [rbp+0xd0],3
  003693  mov     [rbp+0x48],r13
  00369a  mov     qword ptr [rbp+0xe0],3
  0036a5  mov     qword ptr [rbp+0x58],0x25
  0036b0  mov     qword ptr [rbp+0x60],0xf
  0036bb  mov     qword ptr [rbp+0xf8],2
  0036c6  mov     qword ptr [rbp+<exit lists 0>8],0x28
  0036d1  mov     qword ptr [rbp+0x120],2
  0036dc  mov     [rbp+0xa8],r15
  0036e3  mov     qword ptr [rbp+0x140],1
  0036ee  mov     rax,0x11
  0036f8  jmp     0x0000000000000016
  0036fd  mov     [rbp+0x38],r12
  003704  mov     qword ptr [rbp+0xd0],3
  00370f  mov     [rbp+0x48],r13
  003716  mov     qword ptr [rbp+0xe0],3
  003721  mov     qword ptr [rbp+0x58],0x25
  00372c  mov     qword ptr [rbp+0x60],0xf
  003737  mov     qword ptr [rbp+0xf8],2
  003742  mov     qword ptr [rbp+<exit lists 0>8],0x28
  00374d  mov     qword ptr [rbp+0x120],2
  003758  mov     [rbp+0x98],r15
  00375f  mov     qword ptr [rbp+0x130],1
  00376a  mov     [rbp+0xa8],rdi
  003771  mov     qword ptr [rbp+0x140],1
  00377c  mov     rax,0x12
  003786  jmp     0x0000000000000016
  00378b  mov     [rbp+0x38],r12
  003792  mov     qword ptr [rbp+0xd0],3
  00379d  mov     [rbp+0x48],r13
  0037a4  mov     qword ptr [rbp+0xe0],3
  0037af  mov     qword ptr [rbp+0x58],0x25
  0037ba  mov     [rbp+0x90],r8
  0037c1  mov     qword ptr [rbp+0x128],1
  0037cc  mov     [rbp+0x98],r15
  0037d3  mov     qword ptr [rbp+0x130],1
  0037de  mov     rax,0x14
  0037e8  jmp     0x0000000000000016
  0037ed  mov     [rbp+0x38],r12
  0037f4  mov     qword ptr [rbp+0xd0],3
  0037ff  mov     [rbp+0x48],r13
  003806  mov     qword ptr [rbp+0xe0],3
  003811  mov     qword ptr [rbp+0x58],0x26
  00381c  mov     qword ptr [rbp+0x60],0x13
  003827  mov     qword ptr [rbp+0xf8],2
  003832  mov     qword ptr [rbp+<exit lists 0>8],0x28
  00383d  mov     qword ptr [rbp+0x120],2
  003848  mov     [rbp+0xa8],r8
  00384f  mov     qword ptr [rbp+0x140],1
  00385a  mov     qword ptr [rbp+0xc0],1
  003865  mov     qword ptr [rbp+0x158],1
  003870  mov     rax,0x15
  00387a  jmp     0x0000000000000016
  00387f  mov     [rbp+0x38],r12
  003886  mov     qword ptr [rbp+0xd0],3
  003891  mov     [rbp+0x48],r13
  003898  mov     qword ptr [rbp+0xe0],3
  0038a3  mov     qword ptr [rbp+0x58],0x26
  0038ae  mov     qword ptr [rbp+0x60],0x13
  0038b9  mov     qword ptr [rbp+0xf8],2
  0038c4  mov     qword ptr [rbp+<exit lists 0>8],0x28
  0038cf  mov     qword ptr [rbp+0x120],2
  0038da  mov     [rbp+0xa8],r15
  0038e1  mov     qword ptr [rbp+0x140],1
  0038ec  mov     rax,0x16
  0038f6  jmp     0x0000000000000016
  0038fb  mov     [rbp+0x38],r12
  003902  mov     qword ptr [rbp+0xd0],3
  00390d  mov     [rbp+0x48],r13
  003914  mov     qword ptr [rbp+0xe0],3
  00391f  mov     qword ptr [rbp+0x58],0x26
  00392a  mov     qword ptr [rbp+0x60],0x13
  003935  mov     qword ptr [rbp+0xf8],2
  003940  mov     qword ptr [rbp+<exit lists 0>8],0x28
  00394b  mov     qword ptr [rbp+0x120],2
  003956  mov     [rbp+0x98],r15
  00395d  mov     qword ptr [rbp+0x130],1
  003968  mov     [rbp+0xa8],r8
  00396f  mov     qword ptr [rbp+0x140],1
  00397a  mov     rax,0x17
  003984  jmp     0x0000000000000016
  003989  sub     rdi,r15
  00398c  mov     [rbp+0x38],r12
  003993  mov     qword ptr [rbp+0xd0],3
  00399e  mov     [rbp+0x48],r13
  0039a5  mov     qword ptr [rbp+0xe0],3
  0039b0  mov     qword ptr [rbp+0x58],0x26
  0039bb  mov     [rbp+0x90],rdi
  0039c2  mov     qword ptr [rbp+0x128],1
  0039cd  mov     [rbp+0x98],r15
  0039d4  mov     qword ptr [rbp+0x130],1
  0039df  mov     rax,0x19
  0039e9  jmp     0x0000000000000016
  0039ee  mov     [rbp+0x38],r12
  0039f5  mov     qword ptr [rbp+0xd0],3
  003a00  mov     [rbp+0x48],r13
  003a07  mov     qword ptr [rbp+0xe0],3
  003a12  mov     qword ptr [rbp+0x58],0x27
  003a1d  mov     qword ptr [rbp+<exit lists 0>8],0x27
  003a28  mov     qword ptr [rbp+0x120],2
  003a33  mov     [rbp+0xa8],rdi
  003a3a  mov     qword ptr [rbp+0x140],1
  003a45  mov     qword ptr [rbp+0xb0],1
  003a50  mov     qword ptr [rbp+0x148],1
  003a5b  mov     rax,0x1a
  003a65  jmp     0x0000000000000016
  003a6a  mov     [rbp+0x38],r12
  003a71  mov     qword ptr [rbp+0xd0],3
  003a7c  mov     [rbp+0x48],r13
  003a83  mov     qword ptr [rbp+0xe0],3
  003a8e  mov     qword ptr [rbp+0x58],0x27
  003a99  mov     qword ptr [rbp+<exit lists 0>8],0x27
  003aa4  mov     qword ptr [rbp+0x120],2
  003aaf  mov     [rbp+0xa8],rdi
  003ab6  mov     qword ptr [rbp+0x140],1
  003ac1  mov     rax,0x1b
  003acb  jmp     0x0000000000000016
  003ad0  mov     [rbp+0x38],r12
  003ad7  mov     qword ptr [rbp+0xd0],3
  003ae2  mov     [rbp+0x48],r13
  003ae9  mov     qword ptr [rbp+0xe0],3
  003af4  mov     qword ptr [rbp+0x58],0x2d
  003aff  mov     qword ptr [rbp+0x60],0x13
  003b0a  mov     qword ptr [rbp+0xf8],2
  003b15  mov     qword ptr [rbp+<exit lists 0>8],0x28
  003b20  mov     qword ptr [rbp+0x120],2
  003b2b  mov     [rbp+0xa8],r14
  003b32  mov     qword ptr [rbp+0x140],1
  003b3d  mov     qword ptr [rbp+0xc0],1
  003b48  mov     qword ptr [rbp+0x158],1
  003b53  mov     rax,0x1e
  003b5d  jmp     0x0000000000000016
  003b62  mov     [rbp+0x38],r12
  003b69  mov     qword ptr [rbp+0xd0],3
  003b74  mov     [rbp+0x48],r13
  003b7b  mov     qword ptr [rbp+0xe0],3
  003b86  mov     qword ptr [rbp+0x58],0x2d
  003b91  mov     qword ptr [rbp+0x60],0x13
  003b9c  mov     qword ptr [rbp+0xf8],2
  003ba7  mov     qword ptr [rbp+<exit lists 0>8],0x28
  003bb2  mov     qword ptr [rbp+0x120],2
  003bbd  mov     [rbp+0xa8],rdi
  003bc4  mov     qword ptr [rbp+0x140],1
  003bcf  mov     rax,0x1f
  003bd9  jmp     0x0000000000000016
  003bde  mov     [rbp+0x38],r12
  003be5  mov     qword ptr [rbp+0xd0],3
  003bf0  mov     [rbp+0x48],r13
  003bf7  mov     qword ptr [rbp+0xe0],3
  003c02  mov     qword ptr [rbp+0x58],0x2d
  003c0d  mov     qword ptr [rbp+0x60],0x13
  003c18  mov     qword ptr [rbp+0xf8],2
  003c23  mov     qword ptr [rbp+<exit lists 0>8],0x28
  003c2e  mov     qword ptr [rbp+0x120],2
  003c39  mov     [rbp+0x98],rdi
  003c40  mov     qword ptr [rbp+0x130],1
  003c4b  mov     [rbp+0xa8],r14
  003c52  mov     qword ptr [rbp+0x140],1
  003c5d  mov     rax,0x20
  003c67  jmp     0x0000000000000016
  003c6c  sub     r8,rdi
  003c6f  mov     [rbp+0x38],r12
  003c76  mov     qword ptr [rbp+0xd0],3
  003c81  mov     [rbp+0x48],r13
  003c88  mov     qword ptr [rbp+0xe0],3
  003c93  mov     qword ptr [rbp+0x58],0x2d
  003c9e  mov     [rbp+0x90],r8
  003ca5  mov     qword ptr [rbp+0x128],1
  003cb0  mov     [rbp+0x98],rdi
  003cb7  mov     qword ptr [rbp+0x130],1
  003cc2  mov     rax,0x22
  003ccc  jmp     0x0000000000000016
  003cd1  mov     [rbp+0x38],r12
  003cd8  mov     qword ptr [rbp+0xd0],3
  003ce3  mov     [rbp+0x48],r13
  003cea  mov     qword ptr [rbp+0xe0],3
  003cf5  mov     qword ptr [rbp+0x58],0x2e
  003d00  mov     qword ptr [rbp+<exit lists 0>8],0x27
  003d0b  mov     qword ptr [rbp+0x120],2
  003d16  mov     [rbp+0xa8],r8
  003d1d  mov     qword ptr [rbp+0x140],1
  003d28  mov     qword ptr [rbp+0xb0],1
  003d33  mov     qword ptr [rbp+0x148],1
  003d3e  mov     rax,0x23
  003d48  jmp     0x0000000000000016
  003d4d  mov     [rbp+0x38],r12
  003d54  mov     qword ptr [rbp+0xd0],3
  003d5f  mov     [rbp+0x48],r13
  003d66  mov     qword ptr [rbp+0xe0],3
  003d71  mov     qword ptr [rbp+0x58],0x2e
  003d7c  mov     qword ptr [rbp+<exit lists 0>8],0x27
  003d87  mov     qword ptr [rbp+0x120],2
  003d92  mov     [rbp+0xa8],r8
  003d99  mov     qword ptr [rbp+0x140],1
  003da4  mov     rax,0x24
  003dae  jmp     0x0000000000000016
  003db3  mov     [rbp+0x38],r12
  003dba  mov     qword ptr [rbp+0xd0],3
  003dc5  mov     [rbp+0x48],r13
  003dcc  mov     qword ptr [rbp+0xe0],3
  003dd7  mov     qword ptr [rbp+0x58],0x13
  003de2  mov     qword ptr [rbp+0x60],0x16
  003ded  mov     qword ptr [rbp+0xf8],2
  003df8  mov     qword ptr [rbp+<exit lists 0>8],0x28
  003e03  mov     qword ptr [rbp+0x120],2
  003e0e  mov     [rbp+0xa8],r8
  003e15  mov     qword ptr [rbp+0x140],1
  003e20  mov     qword ptr [rbp+0xc0],1
  003e2b  mov     qword ptr [rbp+0x158],1
  003e36  mov     rax,0x28
  003e40  jmp     0x0000000000000016
  003e45  mov     [rbp+0x38],r12
  003e4c  mov     qword ptr [rbp+0xd0],3
  003e57  mov     [rbp+0x48],r13
  003e5e  mov     qword ptr [rbp+0xe0],3
  003e69  mov     qword ptr [rbp+0x58],0x13
  003e74  mov     qword ptr [rbp+0x60],0x16
  003e7f  mov     qword ptr [rbp+0xf8],2
  003e8a  mov     qword ptr [rbp+<exit lists 0>8],0x28
  003e95  mov     qword ptr [rbp+0x120],2
  003ea0  mov     [rbp+0xa8],r14
  003ea7  mov     qword ptr [rbp+0x140],1
  003eb2  mov     rax,0x29
  003ebc  jmp     0x0000000000000016
  003ec1  mov     [rbp+0x38],r12
  003ec8  mov     qword ptr [rbp+0xd0],3
  003ed3  mov     [rbp+0x48],r13
  003eda  mov     qword ptr [rbp+0xe0],3
  003ee5  mov     qword ptr [rbp+0x58],0x13
  003ef0  mov     qword ptr [rbp+0x60],0x16
  003efb  mov     qword ptr [rbp+0xf8],2
  003f06  mov     qword ptr [rbp+<exit lists 0>8],0x28
  003f11  mov     qword ptr [rbp+0x120],2
  003f1c  mov     [rbp+0x98],r14
  003f23  mov     qword ptr [rbp+0x130],1
  003f2e  mov     [rbp+0xa8],r8
  003f35  mov     qword ptr [rbp+0x140],1
  003f40  mov     rax,0x2a
  003f4a  jmp     0x0000000000000016
  003f4f  mov     [rbp+0x38],r12
  003f56  mov     qword ptr [rbp+0xd0],3
  003f61  mov     [rbp+0x48],r13
  003f68  mov     qword ptr [rbp+0xe0],3
  003f73  mov     qword ptr [rbp+0x58],0x14
  003f7e  mov     qword ptr [rbp+<exit lists 0>8],0x2c
  003f89  mov     qword ptr [rbp+0x120],2
  003f94  mov     [rbp+0xa8],r9
  003f9b  mov     qword ptr [rbp+0x140],1
  003fa6  mov     qword ptr [rbp+0xb0],1
  003fb1  mov     qword ptr [rbp+0x148],1
  003fbc  mov     rax,0x2c
  003fc6  jmp     0x0000000000000016
  003fcb  mov     [rbp+0x38],r12
  003fd2  mov     qword ptr [rbp+0xd0],3
  003fdd  mov     [rbp+0x48],r13
  003fe4  mov     qword ptr [rbp+0xe0],3
  003fef  mov     qword ptr [rbp+0x58],0x14
  003ffa  mov     qword ptr [rbp+<exit lists 0>8],0x2c
  004005  mov     qword ptr [rbp+0x120],2
  004010  mov     [rbp+0xa8],r9
  004017  mov     qword ptr [rbp+0x140],1
  004022  mov     rax,0x2d
  00402c  jmp     0x0000000000000016
  004031  mov     [rbp+0x38],r12
  004038  mov     qword ptr [rbp+0xd0],3
  004043  mov     [rbp+0x48],r13
  00404a  mov     qword ptr [rbp+0xe0],3
  004055  mov     qword ptr [rbp+0x58],0x14
  004060  mov     [rbp+0x90],r14
  004067  mov     qword ptr [rbp+0x128],1
  004072  mov     rax,0x2f
  00407c  jmp     0x000000000000520e
  004081  mov     [rbp+0x38],r12
  004088  mov     qword ptr [rbp+0xd0],3
  004093  mov     [rbp+0x48],r13
  00409a  mov     qword ptr [rbp+0xe0],3
  0040a5  mov     qword ptr [rbp+0x58],0x25
  0040b0  mov     qword ptr [rbp+0x60],0xf
  0040bb  mov     qword ptr [rbp+0xf8],2
  0040c6  mov     qword ptr [rbp+<exit lists 0>8],0x28
  0040d1  mov     qword ptr [rbp+0x120],2
  0040dc  mov     [rbp+0xa8],r14
  0040e3  mov     qword ptr [rbp+0x140],1
  0040ee  mov     qword ptr [rbp+0xc0],1
  0040f9  mov     qword ptr [rbp+0x158],1
  004104  mov     rax,0x30
  00410e  jmp     0x0000000000000016
  004113  mov     [rbp+0x38],r12
  00411a  mov     qword ptr [rbp+0xd0],3
  004125  mov     [rbp+0x48],r13
  00412c  mov     qword ptr [rbp+0xe0],3
  004137  mov     qword ptr [rbp+0x58],0x25
  004142  mov     qword ptr [rbp+0x60],0xf
  00414d  mov     qword ptr [rbp+0xf8],2
  004158  mov     qword ptr [rbp+<exit lists 0>8],0x28
  004163  mov     qword ptr [rbp+0x120],2
  00416e  mov     [rbp+0xa8],r15
  004175  mov     qword ptr [rbp+0x140],1
  004180  mov     rax,0x31
  00418a  jmp     0x0000000000000016
  00418f  mov     [rbp+0x38],r12
  004196  mov     qword ptr [rbp+0xd0],3
  0041a1  mov     [rbp+0x48],r13
  0041a8  mov     qword ptr [rbp+0xe0],3
  0041b3  mov     qword ptr [rbp+0x58],0x25
  0041be  mov     qword ptr [rbp+0x60],0xf
  0041c9  mov     qword ptr [rbp+0xf8],2
  0041d4  mov     qword ptr [rbp+<exit lists 0>8],0x28
  0041df  mov     qword ptr [rbp+0x120],2
  0041ea  mov     [rbp+0x98],r15
  0041f1  mov     qword ptr [rbp+0x130],1
  0041fc  mov     [rbp+0xa8],r14
  004203  mov     qword ptr [rbp+0x140],1
  00420e  mov     rax,0x32
  004218  jmp     0x0000000000000016
  00421d  mov     [rbp+0x38],r12
  004224  mov     qword ptr [rbp+0xd0],3
  00422f  mov     [rbp+0x48],r13
  004236  mov     qword ptr [rbp+0xe0],3
  004241  mov     qword ptr [rbp+0x58],0x25
  00424c  mov     [rbp+0x90],r9
  004253  mov     qword ptr [rbp+0x128],1
  00425e  mov     [rbp+0x98],r15
  004265  mov     qword ptr [rbp+0x130],1
  004270  mov     rax,0x34
  00427a  jmp     0x0000000000000016
  00427f  mov     [rbp+0x38],r12
  004286  mov     qword ptr [rbp+0xd0],3
  004291  mov     [rbp+0x48],r13
  004298  mov     qword ptr [rbp+0xe0],3
  0042a3  mov     qword ptr [rbp+0x58],0x26
  0042ae  mov     qword ptr [rbp+0x60],0x13
  0042b9  mov     qword ptr [rbp+0xf8],2
  0042c4  mov     qword ptr [rbp+<exit lists 0>8],0x28
  0042cf  mov     qword ptr [rbp+0x120],2
  0042da  mov     [rbp+0xa8],r9
  0042e1  mov     qword ptr [rbp+0x140],1
  0042ec  mov     qword ptr [rbp+0xc0],1
  0042f7  mov     qword ptr [rbp+0x158],1
  004302  mov     rax,0x35
  00430c  jmp     0x0000000000000016
  004311  mov     [rbp+0x38],r12
  004318  mov     qword ptr [rbp+0xd0],3
  004323  mov     [rbp+0x48],r13
  00432a  mov     qword ptr [rbp+0xe0],3
  004335  mov     qword ptr [rbp+0x58],0x26
  004340  mov     qword ptr [rbp+0x60],0x13
  00434b  mov     qword ptr [rbp+0xf8],2
  004356  mov     qword ptr [rbp+<exit lists 0>8],0x28
  004361  mov     qword ptr [rbp+0x120],2
  00436c  mov     [rbp+0xa8],r15
  004373  mov     qword ptr [rbp+0x140],1
  00437e  mov     rax,0x36
  004388  jmp     0x0000000000000016
  00438d  mov     [rbp+0x38],r12
  004394  mov     qword ptr [rbp+0xd0],3
  00439f  mov     [rbp+0x48],r13
  0043a6  mov     qword ptr [rbp+0xe0],3
  0043b1  mov     qword ptr [rbp+0x58],0x26
  0043bc  mov     qword ptr [rbp+0x60],0x13
  0043c7  mov     qword ptr [rbp+0xf8],2
  0043d2  mov     qword ptr [rbp+<exit lists 0>8],0x28
  0043dd  mov     qword ptr [rbp+0x120],2
  0043e8  mov     [rbp+0x98],r15
  0043ef  mov     qword ptr [rbp+0x130],1
  0043fa  mov     [rbp+0xa8],r9
  004401  mov     qword ptr [rbp+0x140],1
  00440c  mov     rax,0x37
  004416  jmp     0x0000000000000016
  00441b  sub     r14,r15
  00441e  mov     [rbp+0x38],r12
  004425  mov     qword ptr [rbp+0xd0],3
  004430  mov     [rbp+0x48],r13
  004437  mov     qword ptr [rbp+0xe0],3
  004442  mov     qword ptr [rbp+0x58],0x26
  00444d  mov     [rbp+0x90],r14
  004454  mov     qword ptr [rbp+0x128],1
  00445f  mov     [rbp+0x98],r15
  004466  mov     qword ptr [rbp+0x130],1
  004471  mov     rax,0x39
  00447b  jmp     0x0000000000000016
  004480  mov     [rbp+0x38],r12
  004487  mov     qword ptr [rbp+0xd0],3
  004492  mov     [rbp+0x48],r13
  004499  mov     qword ptr [rbp+0xe0],3
  0044a4  mov     qword ptr [rbp+0x58],0x27
  0044af  mov     qword ptr [rbp+<exit lists 0>8],0x27
  0044ba  mov     qword ptr [rbp+0x120],2
  0044c5  mov     [rbp+0xa8],r14
  0044cc  mov     qword ptr [rbp+0x140],1
  0044d7  mov     qword ptr [rbp+0xb0],1
  0044e2  mov     qword ptr [rbp+0x148],1
  0044ed  mov     rax,0x3a
  0044f7  jmp     0x0000000000000016
  0044fc  mov     [rbp+0x38],r12
  004503  mov     qword ptr [rbp+0xd0],3
  00450e  mov     [rbp+0x48],r13
  004515  mov     qword ptr [rbp+0xe0],3
  004520  mov     qword ptr [rbp+0x58],0x27
  00452b  mov     qword ptr [rbp+<exit lists 0>8],0x27
  004536  mov     qword ptr [rbp+0x120],2
  004541  mov     [rbp+0xa8],r14
  004548  mov     qword ptr [rbp+0x140],1
  004553  mov     rax,0x3b
  00455d  jmp     0x0000000000000016
  004562  mov     [rbp+0x38],r12
  004569  mov     qword ptr [rbp+0xd0],3
  004574  mov     [rbp+0x48],r13
  00457b  mov     qword ptr [rbp+0xe0],3
  004586  mov     qword ptr [rbp+0x58],0x2d
  004591  mov     qword ptr [rbp+0x60],0x13
  00459c  mov     qword ptr [rbp+0xf8],2
  0045a7  mov     qword ptr [rbp+<exit lists 0>8],0x28
  0045b2  mov     qword ptr [rbp+0x120],2
  0045bd  mov     [rbp+0xa8],rdi
  0045c4  mov     qword ptr [rbp+0x140],1
  0045cf  mov     qword ptr [rbp+0xc0],1
  0045da  mov     qword ptr [rbp+0x158],1
  0045e5  mov     rax,0x3e
  0045ef  jmp     0x0000000000000016
  0045f4  mov     [rbp+0x38],r12
  0045fb  mov     qword ptr [rbp+0xd0],3
  004606  mov     [rbp+0x48],r13
  00460d  mov     qword ptr [rbp+0xe0],3
  004618  mov     qword ptr [rbp+0x58],0x2d
  004623  mov     qword ptr [rbp+0x60],0x13
  00462e  mov     qword ptr [rbp+0xf8],2
  004639  mov     qword ptr [rbp+<exit lists 0>8],0x28
  004644  mov     qword ptr [rbp+0x120],2
  00464f  mov     [rbp+0xa8],r14
  004656  mov     qword ptr [rbp+0x140],1
  004661  mov     rax,0x3f
  00466b  jmp     0x0000000000000016
  004670  mov     [rbp+0x38],r12
  004677  mov     qword ptr [rbp+0xd0],3
  004682  mov     [rbp+0x48],r13
  004689  mov     qword ptr [rbp+0xe0],3
  004694  mov     qword ptr [rbp+0x58],0x2d
  00469f  mov     qword ptr [rbp+0x60],0x13
  0046aa  mov     qword ptr [rbp+0xf8],2
  0046b5  mov     qword ptr [rbp+<exit lists 0>8],0x28
  0046c0  mov     qword ptr [rbp+0x120],2
  0046cb  mov     [rbp+0x98],r14
  0046d2  mov     qword ptr [rbp+0x130],1
  0046dd  mov     [rbp+0xa8],rdi
  0046e4  mov     qword ptr [rbp+0x140],1
  0046ef  mov     rax,0x40
  0046f9  jmp     0x0000000000000016
  0046fe  sub     r9,r14
  004701  mov     [rbp+0x38],r12
  004708  mov     qword ptr [rbp+0xd0],3
  004713  mov     [rbp+0x48],r13
  00471a  mov     qword ptr [rbp+0xe0],3
  004725  mov     qword ptr [rbp+0x58],0x2d
  004730  mov     [rbp+0x90],r9
  004737  mov     qword ptr [rbp+0x128],1
  004742  mov     [rbp+0x98],r14
  004749  mov     qword ptr [rbp+0x130],1
  004754  mov     rax,0x42
  00475e  jmp     0x0000000000000016
  004763  mov     [rbp+0x38],r12
  00476a  mov     qword ptr [rbp+0xd0],3
  004775  mov     [rbp+0x48],r13
  00477c  mov     qword ptr [rbp+0xe0],3
  004787  mov     qword ptr [rbp+0x58],0x2e
  004792  mov     qword ptr [rbp+<exit lists 0>8],0x27
  00479d  mov     qword ptr [rbp+0x120],2
  0047a8  mov     [rbp+0xa8],r9
  0047af  mov     qword ptr [rbp+0x140],1
  0047ba  mov     qword ptr [rbp+0xb0],1
  0047c5  mov     qword ptr [rbp+0x148],1
  0047d0  mov     rax,0x43
  0047da  jmp     0x0000000000000016
  0047df  mov     [rbp+0x38],r12
  0047e6  mov     qword ptr [rbp+0xd0],3
  0047f1  mov     [rbp+0x48],r13
  0047f8  mov     qword ptr [rbp+0xe0],3
  004803  mov     qword ptr [rbp+0x58],0x2e
  00480e  mov     qword ptr [rbp+<exit lists 0>8],0x27
  004819  mov     qword ptr [rbp+0x120],2
  004824  mov     [rbp+0xa8],r9
  00482b  mov     qword ptr [rbp+0x140],1
  004836  mov     rax,0x44
  004840  jmp     0x0000000000000016
  004845  mov     [rbp+0x38],r12
  00484c  mov     qword ptr [rbp+0xd0],3
  004857  mov     [rbp+0x48],r13
  00485e  mov     qword ptr [rbp+0xe0],3
  004869  mov     qword ptr [rbp+0x58],0x13
  004874  mov     qword ptr [rbp+0x60],0x16
  00487f  mov     qword ptr [rbp+0xf8],2
  00488a  mov     qword ptr [rbp+<exit lists 0>8],0x28
  004895  mov     qword ptr [rbp+0x120],2
  0048a0  mov     [rbp+0x90],rdi
  0048a7  mov     qword ptr [rbp+0x128],1
  0048b2  mov     [rbp+0x98],rsi
  0048b9  mov     qword ptr [rbp+0x130],1
  0048c4  mov     [rbp+0xa8],r15
  0048cb  mov     qword ptr [rbp+0x140],1
  0048d6  mov     rax,9
  0048e0  jmp     0x0000000000000016
  0048e5  mov     [rbp+0x38],r12
  0048ec  mov     qword ptr [rbp+0xd0],3
  0048f7  mov     [rbp+0x48],r13
  0048fe  mov     qword ptr [rbp+0xe0],3
  004909  mov     qword ptr [rbp+0x58],0x14
  004914  mov     qword ptr [rbp+<exit lists 0>8],0x2c
  00491f  mov     qword ptr [rbp+0x120],2
  00492a  mov     [rbp+0x90],rsi
  004931  mov     qword ptr [rbp+0x128],1
  00493c  mov     [rbp+0xa8],rdi
  004943  mov     qword ptr [rbp+0x140],1
  00494e  mov     rax,0xc
  004958  jmp     0x0000000000000016
  00495d  mov     [rbp+0x38],r12
  004964  mov     qword ptr [rbp+0xd0],3
  00496f  mov     [rbp+0x48],r13
  004976  mov     qword ptr [rbp+0xe0],3
  004981  mov     qword ptr [rbp+0x58],0x25
  00498c  mov     qword ptr [rbp+0x60],0xf
  004997  mov     qword ptr [rbp+0xf8],2
  0049a2  mov     qword ptr [rbp+<exit lists 0>8],0x28
  0049ad  mov     qword ptr [rbp+0x120],2
  0049b8  mov     [rbp+0x90],r8
  0049bf  mov     qword ptr [rbp+0x128],1
  0049ca  mov     [rbp+0x98],r15
  0049d1  mov     qword ptr [rbp+0x130],1
  0049dc  mov     [rbp+0xa8],rdi
  0049e3  mov     qword ptr [rbp+0x140],1
  0049ee  mov     rax,0x13
  0049f8  jmp     0x0000000000000016
  0049fd  mov     [rbp+0x38],r12
  004a04  mov     qword ptr [rbp+0xd0],3
  004a0f  mov     [rbp+0x48],r13
  004a16  mov     qword ptr [rbp+0xe0],3
  004a21  mov     qword ptr [rbp+0x58],0x26
  004a2c  mov     qword ptr [rbp+0x60],0x13
  004a37  mov     qword ptr [rbp+0xf8],2
  004a42  mov     qword ptr [rbp+<exit lists 0>8],0x28
  004a4d  mov     qword ptr [rbp+0x120],2
  004a58  mov     [rbp+0x90],rdi
  004a5f  mov     qword ptr [rbp+0x128],1
  004a6a  mov     [rbp+0x98],r15
  004a71  mov     qword ptr [rbp+0x130],1
  004a7c  mov     [rbp+0xa8],r8
  004a83  mov     qword ptr [rbp+0x140],1
  004a8e  mov     rax,0x18
  004a98  jmp     0x0000000000000016
  004a9d  mov     [rbp+0x38],r12
  004aa4  mov     qword ptr [rbp+0xd0],3
  004aaf  mov     [rbp+0x48],r13
  004ab6  mov     qword ptr [rbp+0xe0],3
  004ac1  mov     qword ptr [rbp+0x58],0x27
  004acc  mov     qword ptr [rbp+<exit lists 0>8],0x27
  004ad7  mov     qword ptr [rbp+0x120],2
  004ae2  mov     [rbp+0x90],r15
  004ae9  mov     qword ptr [rbp+0x128],1
  004af4  mov     [rbp+0xa8],rdi
  004afb  mov     qword ptr [rbp+0x140],1
  004b06  mov     rax,0x1c
  004b10  jmp     0x0000000000000016
  004b15  mov     [rbp+0x38],r12
  004b1c  mov     qword ptr [rbp+0xd0],3
  004b27  mov     [rbp+0x48],r13
  004b2e  mov     qword ptr [rbp+0xe0],3
  004b39  mov     qword ptr [rbp+0x58],0x27
  004b44  mov     qword ptr [rbp+<exit lists 0>0],3
  004b4f  mov     qword ptr [rbp+0x118],1
  004b5a  mov     [rbp+0x90],r15
  004b61  mov     qword ptr [rbp+0x128],1
  004b6c  mov     rax,0x1d
  004b76  jmp     0x0000000000000016
  004b7b  mov     [rbp+0x38],r12
  004b82  mov     qword ptr [rbp+0xd0],3
  004b8d  mov     [rbp+0x48],r13
  004b94  mov     qword ptr [rbp+0xe0],3
  004b9f  mov     qword ptr [rbp+0x58],0x2d
  004baa  mov     qword ptr [rbp+0x60],0x13
  004bb5  mov     qword ptr [rbp+0xf8],2
  004bc0  mov     qword ptr [rbp+<exit lists 0>8],0x28
  004bcb  mov     qword ptr [rbp+0x120],2
  004bd6  mov     [rbp+0x90],r8
  004bdd  mov     qword ptr [rbp+0x128],1
  004be8  mov     [rbp+0x98],rdi
  004bef  mov     qword ptr [rbp+0x130],1
  004bfa  mov     [rbp+0xa8],r14
  004c01  mov     qword ptr [rbp+0x140],1
  004c0c  mov     rax,0x21
  004c16  jmp     0x0000000000000016
  004c1b  mov     [rbp+0x38],r12
  004c22  mov     qword ptr [rbp+0xd0],3
  004c2d  mov     [rbp+0x48],r13
  004c34  mov     qword ptr [rbp+0xe0],3
  004c3f  mov     qword ptr [rbp+0x58],0x2e
  004c4a  mov     qword ptr [rbp+<exit lists 0>8],0x27
  004c55  mov     qword ptr [rbp+0x120],2
  004c60  mov     [rbp+0x90],rdi
  004c67  mov     qword ptr [rbp+0x128],1
  004c72  mov     [rbp+0xa8],r8
  004c79  mov     qword ptr [rbp+0x140],1
  004c84  mov     rax,0x25
  004c8e  jmp     0x0000000000000016
  004c93  mov     [rbp+0x38],r12
  004c9a  mov     qword ptr [rbp+0xd0],3
  004ca5  mov     [rbp+0x48],r13
  004cac  mov     qword ptr [rbp+0xe0],3
  004cb7  mov     qword ptr [rbp+0x58],0x2e
  004cc2  mov     qword ptr [rbp+<exit lists 0>0],2
  004ccd  mov     qword ptr [rbp+0x118],1
  004cd8  mov     [rbp+0x90],rdi
  004cdf  mov     qword ptr [rbp+0x128],1
  004cea  mov     rax,0x26
  004cf4  jmp     0x0000000000000016
  004cf9  mov     [rbp+0x38],r12
  004d00  mov     qword ptr [rbp+0xd0],3
  004d0b  mov     [rbp+0x48],r13
  004d12  mov     qword ptr [rbp+0xe0],3
  004d1d  mov     qword ptr [rbp+0x58],0x13
  004d28  mov     qword ptr [rbp+0x60],0x16
  004d33  mov     qword ptr [rbp+0xf8],2
  004d3e  mov     qword ptr [rbp+<exit lists 0>8],0x28
  004d49  mov     qword ptr [rbp+0x120],2
  004d54  mov     [rbp+0x90],r9
  004d5b  mov     qword ptr [rbp+0x128],1
  004d66  mov     [rbp+0x98],r14
  004d6d  mov     qword ptr [rbp+0x130],1
  004d78  mov     [rbp+0xa8],r8
  004d7f  mov     qword ptr [rbp+0x140],1
  004d8a  mov     rax,0x2b
  004d94  jmp     0x0000000000000016
  004d99  mov     [rbp+0x38],r12
  004da0  mov     qword ptr [rbp+0xd0],3
  004dab  mov     [rbp+0x48],r13
  004db2  mov     qword ptr [rbp+0xe0],3
  004dbd  mov     qword ptr [rbp+0x58],0x14
  004dc8  mov     qword ptr [rbp+<exit lists 0>8],0x2c
  004dd3  mov     qword ptr [rbp+0x120],2
  004dde  mov     [rbp+0x90],r14
  004de5  mov     qword ptr [rbp+0x128],1
  004df0  mov     [rbp+0xa8],r9
  004df7  mov     qword ptr [rbp+0x140],1
  004e02  mov     rax,0x2e
  004e0c  jmp     0x0000000000000016
  004e11  mov     [rbp+0x38],r12
  004e18  mov     qword ptr [rbp+0xd0],3
  004e23  mov     [rbp+0x48],r13
  004e2a  mov     qword ptr [rbp+0xe0],3
  004e35  mov     qword ptr [rbp+0x58],0x25
  004e40  mov     qword ptr [rbp+0x60],0xf
  004e4b  mov     qword ptr [rbp+0xf8],2
  004e56  mov     qword ptr [rbp+<exit lists 0>8],0x28
  004e61  mov     qword ptr [rbp+0x120],2
  004e6c  mov     [rbp+0x90],r9
  004e73  mov     qword ptr [rbp+0x128],1
  004e7e  mov     [rbp+0x98],r15
  004e85  mov     qword ptr [rbp+0x130],1
  004e90  mov     [rbp+0xa8],r14
  004e97  mov     qword ptr [rbp+0x140],1
  004ea2  mov     rax,0x33
  004eac  jmp     0x0000000000000016
  004eb1  mov     [rbp+0x38],r12
  004eb8  mov     qword ptr [rbp+0xd0],3
  004ec3  mov     [rbp+0x48],r13
  004eca  mov     qword ptr [rbp+0xe0],3
  004ed5  mov     qword ptr [rbp+0x58],0x26
  004ee0  mov     qword ptr [rbp+0x60],0x13
  004eeb  mov     qword ptr [rbp+0xf8],2
  004ef6  mov     qword ptr [rbp+<exit lists 0>8],0x28
  004f01  mov     qword ptr [rbp+0x120],2
  004f0c  mov     [rbp+0x90],r14
  004f13  mov     qword ptr [rbp+0x128],1
  004f1e  mov     [rbp+0x98],r15
  004f25  mov     qword ptr [rbp+0x130],1
  004f30  mov     [rbp+0xa8],r9
  004f37  mov     qword ptr [rbp+0x140],1
  004f42  mov     rax,0x38
  004f4c  jmp     0x0000000000000016
  004f51  mov     [rbp+0x38],r12
  004f58  mov     qword ptr [rbp+0xd0],3
  004f63  mov     [rbp+0x48],r13
  004f6a  mov     qword ptr [rbp+0xe0],3
  004f75  mov     qword ptr [rbp+0x58],0x27
  004f80  mov     qword ptr [rbp+<exit lists 0>8],0x27
  004f8b  mov     qword ptr [rbp+0x120],2
  004f96  mov     [rbp+0x90],r15
  004f9d  mov     qword ptr [rbp+0x128],1
  004fa8  mov     [rbp+0xa8],r14
  004faf  mov     qword ptr [rbp+0x140],1
  004fba  mov     rax,0x3c
  004fc4  jmp     0x0000000000000016
  004fc9  mov     [rbp+0x38],r12
  004fd0  mov     qword ptr [rbp+0xd0],3
  004fdb  mov     [rbp+0x48],r13
  004fe2  mov     qword ptr [rbp+0xe0],3
  004fed  mov     qword ptr [rbp+0x58],0x27
  004ff8  mov     qword ptr [rbp+<exit lists 0>0],3
  005003  mov     qword ptr [rbp+0x118],1
  00500e  mov     [rbp+0x90],r15
  005015  mov     qword ptr [rbp+0x128],1
  005020  mov     rax,0x3d
  00502a  jmp     0x0000000000000016
  00502f  mov     [rbp+0x38],r12
  005036  mov     qword ptr [rbp+0xd0],3
  005041  mov     [rbp+0x48],r13
  005048  mov     qword ptr [rbp+0xe0],3
  005053  mov     qword ptr [rbp+0x58],0x2d
  00505e  mov     qword ptr [rbp+0x60],0x13
  005069  mov     qword ptr [rbp+0xf8],2
  005074  mov     qword ptr [rbp+<exit lists 0>8],0x28
  00507f  mov     qword ptr [rbp+0x120],2
  00508a  mov     [rbp+0x90],r9
  005091  mov     qword ptr [rbp+0x128],1
  00509c  mov     [rbp+0x98],r14
  0050a3  mov     qword ptr [rbp+0x130],1
  0050ae  mov     [rbp+0xa8],rdi
  0050b5  mov     qword ptr [rbp+0x140],1
  0050c0  mov     rax,0x41
  0050ca  jmp     0x0000000000000016
  0050cf  mov     [rbp+0x38],r12
  0050d6  mov     qword ptr [rbp+0xd0],3
  0050e1  mov     [rbp+0x48],r13
  0050e8  mov     qword ptr [rbp+0xe0],3
  0050f3  mov     qword ptr [rbp+0x58],0x2e
  0050fe  mov     qword ptr [rbp+<exit lists 0>8],0x27
  005109  mov     qword ptr [rbp+0x120],2
  005114  mov     [rbp+0x90],rdi
  00511b  mov     qword ptr [rbp+0x128],1
  005126  mov     [rbp+0xa8],r9
  00512d  mov     qword ptr [rbp+0x140],1
  005138  mov     rax,0x45
  005142  jmp     0x0000000000000016
  005147  mov     [rbp+0x38],r12
  00514e  mov     qword ptr [rbp+0xd0],3
  005159  mov     [rbp+0x48],r13
  005160  mov     qword ptr [rbp+0xe0],3
  00516b  mov     qword ptr [rbp+0x58],0x2e
  005176  mov     qword ptr [rbp+<exit lists 0>0],2
  005181  mov     qword ptr [rbp+0x118],1
  00518c  mov     [rbp+0x90],rdi
  005193  mov     qword ptr [rbp+0x128],1
  00519e  mov     rax,0x46
  0051a8  jmp     0x0000000000000016

; T1: 7364 bytes
; v0:list = input mem
  0051b0  cmp     qword ptr [rbp+0xd0],3
  0051bb  jne     0x000000000000635d
  0051c1  mov     rbx,[rbp+0x38]
; v1:list = input stack
  0051c8  cmp     qword ptr [rbp+0xe0],3
  0051d3  jne     0x000000000000635d
  0051d9  mov     r12,[rbp+0x48]
; v2:list = input rstack
  0051e0  cmp     qword ptr [rbp+0xe8],3
  0051eb  jne     0x000000000000635d
; v3:int = input x
  0051f1  cmp     qword ptr [rbp+0x128],1
  0051fc  jne     0x000000000000635d
  005202  mov     r13,[rbp+0x90]
  005209  jmp     0x0000000000005223
  00520e  mov     rbx,[rbp+0x38]
  005215  mov     r12,[rbp+0x48]
  00521c  mov     r13,[rbp+0x90]
; guard_true v3 => jump_if_zero_x/0 (0) {}
  005223  test    r13,r13
  005226  je      0x000000000000636c
; guard_words v0 => op_load/2 (6) {pc=22, a=1}
  00522c  cmp     qword ptr [rbx+8],0
  005238  jne     0x000000000000637b
; v6:int = readlist v0, 1 words => op_load/2 (6) {pc=22, a=1}
  00523e  cmp     qword ptr [rbx],1
  00524a  jbe     0x00000000000063b6
  005250  mov     rax,[rbx+0x10]
  005258  mov     r13,[rax+8]
; guard_words v1 => op_load/3 (6) {pc=22, v=v6}
  00525f  cmp     qword ptr [r12+8],0
  00526b  jne     0x00000000000063f1
; v8:list = append v1, v6 owned words
  005271  cmp     qword ptr [r12-0x10],1
  00527d  jne     0x0000000000005682
  005283  cmp     qword ptr [r12-8],1
  00528f  jne     0x0000000000005682
  005295  mov     rax,[r12]
  00529d  cmp     rax,[r12+0x18]
  0052a5  jae     0x0000000000005682
  0052ab  mov     rdx,[r12+0x10]
  0052b3  lea     rdx,[rdx+rax*8]
  0052b7  add     rax,1
  0052bb  mov     [r12],rax
  0052c3  mov     [rdx],r13
; v9:list = append v8, 1 owned words
  0052c6  mov     rax,[r12]
  0052ce  cmp     rax,[r12+0x18]
  0052d6  jae     0x000000000000575c
  0052dc  mov     rdx,[r12+0x10]
  0052e4  lea     rdx,[rdx+rax*8]
  0052e8  add     rax,1
  0052ec  mov     [r12],rax
  0052f4  mov     qword ptr [rdx],1
; v10:int = len v9
  0052fb  mov     r13,[r12]
; v11:int = lt v10, 2
; guard_false v11 => pop2/2 (18) {stack=v9, pc=26, opcode='add', k='binary_xy', depth=v10, few=1}
  005303  cmp     r13,2
  00530a  jl      0x0000000000006428
; v13:int = sub_nov v10, 1
  005310  mov     r14,r13
  005313  sub     r14,1
; v14:int = readlist v9, v13 words => pop2_top/1 (19) {stack=v9, pc=26, opcode='add', k='binary_xy', depth=v13}
  00531a  cmp     r14,[r12]
  005322  jae     0x00000000000064b3
  005328  mov     rax,[r12+0x10]
  005330  mov     r14,[rax+r14*8]
; v15:int = add_nov v10, -2
  005334  add     r13,0xfffffffffffffffe
; v16:int = readlist v9, v15 words => pop2_top/3 (19) {stack=v9, pc=26, opcode='add', k='binary_xy', y=v14, depth=v15}
  00533b  cmp     r13,[r12]
  005343  jae     0x0000000000006528
  005349  mov     rax,[r12+0x10]
  005351  mov     r15,[rax+r13*8]
; v17:list = slice v9, 0, v15 owned words => pop2_top/4 (19) {stack=v9, pc=26, opcode='add', k='binary_xy', x=v16, y=v14, depth=v15}
  005355  cmp     r13,[r12]
  00535d  ja      0x000000000000583a
  005363  mov     [r12],r13
; v18:int = add v16, v14 => binary_add/0 (21) {stack=v17, pc=26, x=v16, y=v14}
  00536b  add     r15,r14
  00536e  jo      0x00000000000065af
; v19:list = append v17, v18 owned words
  005374  mov     rax,[r12]
  00537c  cmp     rax,[r12+0x18]
  005384  jae     0x0000000000005935
  00538a  mov     rdx,[r12+0x10]
  005392  lea     rdx,[rdx+rax*8]
  005396  add     rax,1
  00539a  mov     [r12],rax
  0053a2  mov     [rdx],r15
; v20:int = len v19
  0053a5  mov     r15,[r12]
; v21:int = eq v20, 0
; guard_false v21 => pop/2 (29) {stack=v19, pc=27, k='store_x', depth=v20, empty=1}
  0053ad  test    r15,r15
  0053b0  je      0x0000000000006602
; v23:int = sub_nov v20, 1
  0053b6  sub     r15,1
; v24:int = readlist v19, v23 words => pop_top/1 (30) {stack=v19, pc=27, k='store_x', depth=v23}
  0053bd  cmp     r15,[r12]
  0053c5  jae     0x0000000000006677
  0053cb  mov     rax,[r12+0x10]
  0053d3  mov     r14,[rax+r15*8]
; v25:list = slice v19, 0, v23 owned words => pop_top/2 (30) {stack=v19, pc=27, k='store_x', x=v24, depth=v23}
  0053d7  cmp     r15,[r12]
  0053df  ja      0x0000000000005a0f
  0053e5  mov     [r12],r15
; v26:list = set v0, 1, v24 owned words in_bounds => store_x/2 (32) {stack=v25, pc=27, a=1, x=v24}
  0053ed  cmp     qword ptr [rbx-0x10],1
  0053f9  jne     0x0000000000005b0a
  0053ff  cmp     qword ptr [rbx-8],1
  00540b  jne     0x0000000000005b0a
  005411  mov     rax,[rbx+0x10]
  005419  lea     rax,[rax+8]
  005420  mov     [rax],r14
; v27:list = append v25, v24 owned words
  005423  mov     rax,[r12]
  00542b  cmp     rax,[r12+0x18]
  005433  jae     0x0000000000005c05
  005439  mov     rdx,[r12+0x10]
  005441  lea     rdx,[rdx+rax*8]
  005445  add     rax,1
  005449  mov     [r12],rax
  005451  mov     [rdx],r14
; v28:int = readlist v26, 0 words => op_load/2 (57) {mem=v26, stack=v27, pc=6, a=0}
  005454  cmp     qword ptr [rbx],0
  005460  jbe     0x00000000000066d6
  005466  mov     rax,[rbx+0x10]
  00546e  mov     r14,[rax]
; v29:list = append v27, v28 owned words
  005475  mov     rax,[r12]
  00547d  cmp     rax,[r12+0x18]
  005485  jae     0x0000000000005cdf
  00548b  mov     rdx,[r12+0x10]
  005493  lea     rdx,[rdx+rax*8]
  005497  add     rax,1
  00549b  mov     [r12],rax
  0054a3  mov     [rdx],r14
; v30:int = len v29
  0054a6  mov     r14,[r12]
; v31:int = lt v30, 2
; guard_false v31 => pop2/2 (68) {mem=v26, stack=v29, pc=8, opcode='lt', k='binary_xy', depth=v30, few=1}
  0054ae  cmp     r14,2
  0054b5  jl      0x0000000000006735
; v33:int = sub_nov v30, 1
  0054bb  mov     r15,r14
  0054be  sub     r15,1
; v34:int = readlist v29, v33 words => pop2_top/1 (69) {mem=v26, stack=v29, pc=8, opcode='lt', k='binary_xy', depth=v33}
  0054c5  cmp     r15,[r12]
  0054cd  jae     0x00000000000067d2
  0054d3  mov     rax,[r12+0x10]
  0054db  mov     r15,[rax+r15*8]
; v35:int = add_nov v30, -2
  0054df  add     r14,0xfffffffffffffffe
; v36:int = readlist v29, v35 words => pop2_top/3 (69) {mem=v26, stack=v29, pc=8, opcode='lt', k='binary_xy', y=v34, depth=v35}
  0054e6  cmp     r14,[r12]
  0054ee  jae     0x0000000000006859
  0054f4  mov     rax,[r12+0x10]
  0054fc  mov     r13,[rax+r14*8]
; v37:list = slice v29, 0, v35 owned words => pop2_top/4 (69) {mem=v26, stack=v29, pc=8, opcode='lt', k='binary_xy', x=v36, y=v34, depth=v35}
  005500  cmp     r14,[r12]
  005508  ja      0x0000000000005db9
  00550e  mov     [r12],r14
; v38:int = lt v36, v34
  005516  cmp     r13,r15
  005519  setl    al
  00551c  movzx   r13d,al
; v39:list = append v37, v38 owned words
  005520  mov     rax,[r12]
  005528  cmp     rax,[r12+0x18]
  005530  jae     0x0000000000005eb4
  005536  mov     rdx,[r12+0x10]
  00553e  lea     rdx,[rdx+rax*8]
  005542  add     rax,1
  005546  mov     [r12],rax
  00554e  mov     [rdx],r13
; v40:int = len v39
  005551  mov     r13,[r12]
; v41:int = eq v40, 0
; guard_false v41 => pop/2 (92) {mem=v26, stack=v39, pc=9, k='jump_if_zero_x', depth=v40, empty=1}
  005559  test    r13,r13
  00555c  je      0x00000000000068f2
; v43:int = sub_nov v40, 1
  005562  sub     r13,1
; v44:int = readlist v39, v43 words => pop_top/1 (93) {mem=v26, stack=v39, pc=9, k='jump_if_zero_x', depth=v43}
  005569  cmp     r13,[r12]
  005571  jae     0x0000000000006979
  005577  mov     rax,[r12+0x10]
  00557f  mov     r15,[rax+r13*8]
; v45:list = slice v39, 0, v43 owned words => pop_top/2 (93) {mem=v26, stack=v39, pc=9, k='jump_if_zero_x', x=v44, depth=v43}
  005583  cmp     r13,[r12]
  00558b  ja      0x0000000000005f8e
  005591  mov     [r12],r13
; guard_true v44 => jump_if_zero_x/0 (96) {mem=v26, stack=v45, pc=9, x=0}
  005599  test    r15,r15
  00559c  je      0x00000000000069ea
; v47:list = append v45, 0 owned words
  0055a2  mov     rax,[r12]
  0055aa  cmp     rax,[r12+0x18]
  0055b2  jae     0x0000000000006089
  0055b8  mov     rdx,[r12+0x10]
  0055c0  lea     rdx,[rdx+rax*8]
  0055c4  add     rax,1
  0055c8  mov     [r12],rax
  0055d0  mov     qword ptr [rdx],0
; v48:int = len v47
  0055d7  mov     r15,[r12]
; v49:int = eq v48, 0
; guard_false v49 => pop/2 (108) {mem=v26, stack=v47, pc=13, k='store_x', depth=v48, empty=1}
  0055df  test    r15,r15
  0055e2  je      0x0000000000006a3e
; v51:int = sub_nov v48, 1
  0055e8  sub     r15,1
; v52:int = readlist v47, v51 words => pop_top/1 (109) {mem=v26, stack=v47, pc=13, k='store_x', depth=v51}
  0055ef  cmp     r15,[r12]
  0055f7  jae     0x0000000000006ac5
  0055fd  mov     rax,[r12+0x10]
  005605  mov     r13,[rax+r15*8]
; v53:list = slice v47, 0, v51 owned words => pop_top/2 (109) {mem=v26, stack=v47, pc=13, k='store_x', x=v52, depth=v51}
  005609  cmp     r15,[r12]
  005611  ja      0x0000000000006167
  005617  mov     [r12],r15
; v54:list = set v26, 2, v52 owned words => store_x/2 (111) {mem=v26, stack=v53, pc=13, a=2, x=v52}
  00561f  cmp     qword ptr [rbx],2
  00562b  jbe     0x0000000000006262
  005631  mov     rax,[rbx+0x10]
  005639  lea     rax,[rax+0x10]
  005640  mov     [rax],r13
; jump_trace T0 => dispatch_loop/0 (112) {mem=v54, stack=v53, pc=15}
  005643  mov     [rbp+0x38],rbx
  00564a  mov     qword ptr [rbp+0xd0],3
  005655  mov     [rbp+0x48],r12
  00565c  mov     qword ptr [rbp+0xe0],3
  005667  mov     qword ptr [rbp+0x58],0xf
  005672  mov     qword ptr [rbp+0xf0],1
  00567d  jmp     0x00000000000000c6
  005682  sub     rsp,0x70
  005689  mov     [rsp+0x30],rcx
  005691  mov     [rsp+0x38],rsi
  005699  mov     [rsp+0x40],rdi
  0056a1  mov     [rsp+0x48],r8
  0056a9  mov     [rsp+0x50],r9
  0056b1  mov     [rsp+0x58],r10
  0056b9  mov     [rsp],r12
  0056c1  mov     qword ptr [rsp+8],3
  0056cd  mov     [rsp+0x10],r13
  0056d5  mov     qword ptr [rsp+0x18],1
  0056e1  mov     rdi,[rbp+0x20]
  0056e8  mov     esi,0xf
  0056ed  mov     rdx,rsp
  0056f0  mov     rcx,0xfffffffffffffffc
  0056fa  mov     r8,0xfffffffffffffffc
  005704  mov     r9,0
  00570e  mov     rax,<list_op>
  005718  call    rax
  00571a  mov     r11,rax
  00571d  mov     rcx,[rsp+0x30]
  005725  mov     rsi,[rsp+0x38]
  00572d  mov     rdi,[rsp+0x40]
  005735  mov     r8,[rsp+0x48]
  00573d  mov     r9,[rsp+0x50]
  005745  mov     r10,[rsp+0x58]
  00574d  add     rsp,0x70
  005754  mov     r12,r11
  005757  jmp     0x00000000000052c6
  00575c  sub     rsp,0x70
  005763  mov     [rsp+0x30],rcx
  00576b  mov     [rsp+0x38],rsi
  005773  mov     [rsp+0x40],rdi
  00577b  mov     [rsp+0x48],r8
  005783  mov     [rsp+0x50],r9
  00578b  mov     [rsp+0x58],r10
  005793  mov     [rsp],r12
  00579b  mov     qword ptr [rsp+8],3
  0057a7  mov     qword ptr [rsp+0x10],1
  0057b3  mov     qword ptr [rsp+0x18],1
  0057bf  mov     rdi,[rbp+0x20]
  0057c6  mov     esi,0xf
  0057cb  mov     rdx,rsp
  0057ce  mov     rcx,0xfffffffffffffffc
  0057d8  mov     r8,0xfffffffffffffffc
  0057e2  mov     r9,0
  0057ec  mov     rax,<list_op>
  0057f6  call    rax
  0057f8  mov     r11,rax
  0057fb  mov     rcx,[rsp+0x30]
  005803  mov     rsi,[rsp+0x38]
  00580b  mov     rdi,[rsp+0x40]
  005813  mov     r8,[rsp+0x48]
  00581b  mov     r9,[rsp+0x50]
  005823  mov     r10,[rsp+0x58]
  00582b  add     rsp,0x70
  005832  mov     r12,r11
  005835  jmp     0x00000000000052fb
  00583a  sub     rsp,0x70
  005841  mov     [rsp+0x30],rcx
  005849  mov     [rsp+0x38],rsi
  005851  mov     [rsp+0x40],rdi
  005859  mov     [rsp+0x48],r8
  005861  mov     [rsp+0x50],r9
  005869  mov     [rsp+0x58],r10
  005871  mov     [rsp],r12
  005879  mov     qword ptr [rsp+8],3
  005885  mov     qword ptr [rsp+0x10],0
  005891  mov     qword ptr [rsp+0x18],1
  00589d  mov     [rsp+0x20],r13
  0058a5  mov     qword ptr [rsp+0x28],1
  0058b1  mov     rdi,[rbp+0x20]
  0058b8  mov     esi,0x10
  0058bd  mov     rdx,rsp
  0058c0  mov     rcx,0xfffffffffffffffc
  0058ca  mov     r8,0xfffffffffffffffc
  0058d4  mov     r9,0
  0058de  mov     rax,<list_op>
  0058e8  call    rax
  0058ea  mov     r11,rax
  0058ed  mov     rcx,[rsp+0x30]
  0058f5  mov     rsi,[rsp+0x38]
  0058fd  mov     rdi,[rsp+0x40]
  005905  mov     r8,[rsp+0x48]
  00590d  mov     r9,[rsp+0x50]
  005915  mov     r10,[rsp+0x58]
  00591d  add     rsp,0x70
  005924  test    rdx,rdx
  005927  je      0x0000000000006b36
  00592d  mov     r12,r11
  005930  jmp     0x000000000000536b
  005935  sub     rsp,0x70
  00593c  mov     [rsp+0x30],rcx
  005944  mov     [rsp+0x38],rsi
  00594c  mov     [rsp+0x40],rdi
  005954  mov     [rsp+0x48],r8
  00595c  mov     [rsp+0x50],r9
  005964  mov     [rsp+0x58],r10
  00596c  mov     [rsp],r12
  005974  mov     qword ptr [rsp+8],3
  005980  mov     [rsp+0x10],r15
  005988  mov     qword ptr [rsp+0x18],1
  005994  mov     rdi,[rbp+0x20]
  00599b  mov     esi,0xf
  0059a0  mov     rdx,rsp
  0059a3  mov     rcx,0xfffffffffffffffc
  0059ad  mov     r8,0xfffffffffffffffc
  0059b7  mov     r9,0
  0059c1  mov     rax,<list_op>
  0059cb  call    rax
  0059cd  mov     r11,rax
  0059d0  mov     rcx,[rsp+0x30]
  0059d8  mov     rsi,[rsp+0x38]
  0059e0  mov     rdi,[rsp+0x40]
  0059e8  mov     r8,[rsp+0x48]
  0059f0  mov     r9,[rsp+0x50]
  0059f8  mov     r10,[rsp+0x58]
  005a00  add     rsp,0x70
  005a07  mov     r12,r11
  005a0a  jmp     0x00000000000053a5
  005a0f  sub     rsp,0x70
  005a16  mov     [rsp+0x30],rcx
  005a1e  mov     [rsp+0x38],rsi
  005a26  mov     [rsp+0x40],rdi
  005a2e  mov     [rsp+0x48],r8
  005a36  mov     [rsp+0x50],r9
  005a3e  mov     [rsp+0x58],r10
  005a46  mov     [rsp],r12
  005a4e  mov     qword ptr [rsp+8],3
  005a5a  mov     qword ptr [rsp+0x10],0
  005a66  mov     qword ptr [rsp+0x18],1
  005a72  mov     [rsp+0x20],r15
  005a7a  mov     qword ptr [rsp+0x28],1
  005a86  mov     rdi,[rbp+0x20]
  005a8d  mov     esi,0x10
  005a92  mov     rdx,rsp
  005a95  mov     rcx,0xfffffffffffffffc
  005a9f  mov     r8,0xfffffffffffffffc
  005aa9  mov     r9,0
  005ab3  mov     rax,<list_op>
  005abd  call    rax
  005abf  mov     r11,rax
  005ac2  mov     rcx,[rsp+0x30]
  005aca  mov     rsi,[rsp+0x38]
  005ad2  mov     rdi,[rsp+0x40]
  005ada  mov     r8,[rsp+0x48]
  005ae2  mov     r9,[rsp+0x50]
  005aea  mov     r10,[rsp+0x58]
  005af2  add     rsp,0x70
  005af9  test    rdx,rdx
  005afc  je      0x0000000000006bc4
  005b02  mov     r12,r11
  005b05  jmp     0x00000000000053ed
  005b0a  sub     rsp,0x70
  005b11  mov     [rsp+0x30],rcx
  005b19  mov     [rsp+0x38],rsi
  005b21  mov     [rsp+0x40],rdi
  005b29  mov     [rsp+0x48],r8
  005b31  mov     [rsp+0x50],r9
  005b39  mov     [rsp+0x58],r10
  005b41  mov     [rsp],rbx
  005b49  mov     qword ptr [rsp+8],3
  005b55  mov     qword ptr [rsp+0x10],1
  005b61  mov     qword ptr [rsp+0x18],1
  005b6d  mov     [rsp+0x20],r14
  005b75  mov     qword ptr [rsp+0x28],1
  005b81  mov     rdi,[rbp+0x20]
  005b88  mov     esi,0xe
  005b8d  mov     rdx,rsp
  005b90  mov     rcx,0xfffffffffffffffe
  005b9a  mov     r8,0xfffffffffffffffe
  005ba4  mov     r9,0
  005bae  mov     rax,<list_op>
  005bb8  call    rax
  005bba  mov     r11,rax
  005bbd  mov     rcx,[rsp+0x30]
  005bc5  mov     rsi,[rsp+0x38]
  005bcd  mov     rdi,[rsp+0x40]
  005bd5  mov     r8,[rsp+0x48]
  005bdd  mov     r9,[rsp+0x50]
  005be5  mov     r10,[rsp+0x58]
  005bed  add     rsp,0x70
  005bf4  test    rdx,rdx
  005bf7  je      0x0000000000006c2a
  005bfd  mov     rbx,r11
  005c00  jmp     0x0000000000005423
  005c05  sub     rsp,0x70
  005c0c  mov     [rsp+0x30],rcx
  005c14  mov     [rsp+0x38],rsi
  005c1c  mov     [rsp+0x40],rdi
  005c24  mov     [rsp+0x48],r8
  005c2c  mov     [rsp+0x50],r9
  005c34  mov     [rsp+0x58],r10
  005c3c  mov     [rsp],r12
  005c44  mov     qword ptr [rsp+8],3
  005c50  mov     [rsp+0x10],r14
  005c58  mov     qword ptr [rsp+0x18],1
  005c64  mov     rdi,[rbp+0x20]
  005c6b  mov     esi,0xf
  005c70  mov     rdx,rsp
  005c73  mov     rcx,0xfffffffffffffffc
  005c7d  mov     r8,0xfffffffffffffffc
  005c87  mov     r9,0
  005c91  mov     rax,<list_op>
  005c9b  call    rax
  005c9d  mov     r11,rax
  005ca0  mov     rcx,[rsp+0x30]
  005ca8  mov     rsi,[rsp+0x38]
  005cb0  mov     rdi,[rsp+0x40]
  005cb8  mov     r8,[rsp+0x48]
  005cc0  mov     r9,[rsp+0x50]
  005cc8  mov     r10,[rsp+0x58]
  005cd0  add     rsp,0x70
  005cd7  mov     r12,r11
  005cda  jmp     0x0000000000005454
  005cdf  sub     rsp,0x70
  005ce6  mov     [rsp+0x30],rcx
  005cee  mov     [rsp+0x38],rsi
  005cf6  mov     [rsp+0x40],rdi
  005cfe  mov     [rsp+0x48],r8
  005d06  mov     [rsp+0x50],r9
  005d0e  mov     [rsp+0x58],r10
  005d16  mov     [rsp],r12
  005d1e  mov     qword ptr [rsp+8],3
  005d2a  mov     [rsp+0x10],r14
  005d32  mov     qword ptr [rsp+0x18],1
  005d3e  mov     rdi,[rbp+0x20]
  005d45  mov     esi,0xf
  005d4a  mov     rdx,rsp
  005d4d  mov     rcx,0xfffffffffffffffc
  005d57  mov     r8,0xfffffffffffffffc
  005d61  mov     r9,0
  005d6b  mov     rax,<list_op>
  005d75  call    rax
  005d77  mov     r11,rax
  005d7a  mov     rcx,[rsp+0x30]
  005d82  mov     rsi,[rsp+0x38]
  005d8a  mov     rdi,[rsp+0x40]
  005d92  mov     r8,[rsp+0x48]
  005d9a  mov     r9,[rsp+0x50]
  005da2  mov     r10,[rsp+0x58]
  005daa  add     rsp,0x70
  005db1  mov     r12,r11
  005db4  jmp     0x00000000000054a6
  005db9  sub     rsp,0x70
  005dc0  mov     [rsp+0x30],rcx
  005dc8  mov     [rsp+0x38],rsi
  005dd0  mov     [rsp+0x40],rdi
  005dd8  mov     [rsp+0x48],r8
  005de0  mov     [rsp+0x50],r9
  005de8  mov     [rsp+0x58],r10
  005df0  mov     [rsp],r12
  005df8  mov     qword ptr [rsp+8],3
  005e04  mov     qword ptr [rsp+0x10],0
  005e10  mov     qword ptr [rsp+0x18],1
  005e1c  mov     [rsp+0x20],r14
  005e24  mov     qword ptr [rsp+0x28],1
  005e30  mov     rdi,[rbp+0x20]
  005e37  mov     esi,0x10
  005e3c  mov     rdx,rsp
  005e3f  mov     rcx,0xfffffffffffffffc
  005e49  mov     r8,0xfffffffffffffffc
  005e53  mov     r9,0
  005e5d  mov     rax,<list_op>
  005e67  call    rax
  005e69  mov     r11,rax
  005e6c  mov     rcx,[rsp+0x30]
  005e74  mov     rsi,[rsp+0x38]
  005e7c  mov     rdi,[rsp+0x40]
  005e84  mov     r8,[rsp+0x48]
  005e8c  mov     r9,[rsp+0x50]
  005e94  mov     r10,[rsp+0x58]
  005e9c  add     rsp,0x70
  005ea3  test    rdx,rdx
  005ea6  je      0x0000000000006c7e
  005eac  mov     r12,r11
  005eaf  jmp     0x0000000000005516
  005eb4  sub     rsp,0x70
  005ebb  mov     [rsp+0x30],rcx
  005ec3  mov     [rsp+0x38],rsi
  005ecb  mov     [rsp+0x40],rdi
  005ed3  mov     [rsp+0x48],r8
  005edb  mov     [rsp+0x50],r9
  005ee3  mov     [rsp+0x58],r10
  005eeb  mov     [rsp],r12
  005ef3  mov     qword ptr [rsp+8],3
  005eff  mov     [rsp+0x10],r13
  005f07  mov     qword ptr [rsp+0x18],1
  005f13  mov     rdi,[rbp+0x20]
  005f1a  mov     esi,0xf
  005f1f  mov     rdx,rsp
  005f22  mov     rcx,0xfffffffffffffffc
  005f2c  mov     r8,0xfffffffffffffffc
  005f36  mov     r9,0
  005f40  mov     rax,<list_op>
  005f4a  call    rax
  005f4c  mov     r11,rax
  005f4f  mov     rcx,[rsp+0x30]
  005f57  mov     rsi,[rsp+0x38]
  005f5f  mov     rdi,[rsp+0x40]
  005f67  mov     r8,[rsp+0x48]
  005f6f  mov     r9,[rsp+0x50]
  005f77  mov     r10,[rsp+0x58]
  005f7f  add     rsp,0x70
  005f86  mov     r12,r11
  005f89  jmp     0x0000000000005551
  005f8e  sub     rsp,0x70
  005f95  mov     [rsp+0x30],rcx
  005f9d  mov     [rsp+0x38],rsi
  005fa5  mov     [rsp+0x40],rdi
  005fad  mov     [rsp+0x48],r8
  005fb5  mov     [rsp+0x50],r9
  005fbd  mov     [rsp+0x58],r10
  005fc5  mov     [rsp],r12
  005fcd  mov     qword ptr [rsp+8],3
  005fd9  mov     qword ptr [rsp+0x10],0
  005fe5  mov     qword ptr [rsp+0x18],1
  005ff1  mov     [rsp+0x20],r13
  005ff9  mov     qword ptr [rsp+0x28],1
  006005  mov     rdi,[rbp+0x20]
  00600c  mov     esi,0x10
  006011  mov     rdx,rsp
  006014  mov     rcx,0xfffffffffffffffc
  00601e  mov     r8,0xfffffffffffffffc
  006028  mov     r9,0
  006032  mov     rax,<list_op>
  00603c  call    rax
  00603e  mov     r11,rax
  006041  mov     rcx,[rsp+0x30]
  006049  mov     rsi,[rsp+0x38]
  006051  mov     rdi,[rsp+0x40]
  006059  mov     r8,[rsp+0x48]
  006061  mov     r9,[rsp+0x50]
  006069  mov     r10,[rsp+0x58]
  006071  add     rsp,0x70
  006078  test    rdx,rdx
  00607b  je      0x0000000000006d1e
  006081  mov     r12,r11
  006084  jmp     0x0000000000005599
  006089  sub     rsp,0x70
  006090  mov     [rsp+0x30],rcx
  006098  mov     [rsp+0x38],rsi
  0060a0  mov     [rsp+0x40],rdi
  0060a8  mov     [rsp+0x48],r8
  0060b0  mov     [rsp+0x50],r9
  0060b8  mov     [rsp+0x58],r10
  0060c0  mov     [rsp],r12
  0060c8  mov     qword ptr [rsp+8],3
  0060d4  mov     qword ptr [rsp+0x10],0
  0060e0  mov     qword ptr [rsp+0x18],1
  0060ec  mov     rdi,[rbp+0x20]
  0060f3  mov     esi,0xf
  0060f8  mov     rdx,rsp
  0060fb  mov     rcx,0xfffffffffffffffc
  006105  mov     r8,0xfffffffffffffffc
  00610f  mov     r9,0
  006119  mov     rax,<list_op>
  006123  call    rax
  006125  mov     r11,rax
  006128  mov     rcx,[rsp+0x30]
  006130  mov     rsi,[rsp+0x38]
  006138  mov     rdi,[rsp+0x40]
  006140  mov     r8,[rsp+0x48]
  006148  mov     r9,[rsp+0x50]
  006150  mov     r10,[rsp+0x58]
  006158  add     rsp,0x70
  00615f  mov     r12,r11
  006162  jmp     0x00000000000055d7
  006167  sub     rsp,0x70
  00616e  mov     [rsp+0x30],rcx
  006176  mov     [rsp+0x38],rsi
  00617e  mov     [rsp+0x40],rdi
  006186  mov     [rsp+0x48],r8
  00618e  mov     [rsp+0x50],r9
  006196  mov     [rsp+0x58],r10
  00619e  mov     [rsp],r12
  0061a6  mov     qword ptr [rsp+8],3
  0061b2  mov     qword ptr [rsp+0x10],0
  0061be  mov     qword ptr [rsp+0x18],1
  0061ca  mov     [rsp+0x20],r15
  0061d2  mov     qword ptr [rsp+0x28],1
  0061de  mov     rdi,[rbp+0x20]
  0061e5  mov     esi,0x10
  0061ea  mov     rdx,rsp
  0061ed  mov     rcx,0xfffffffffffffffc
  0061f7  mov     r8,0xfffffffffffffffc
  006201  mov     r9,0
  00620b  mov     rax,<list_op>
  006215  call    rax
  006217  mov     r11,rax
  00621a  mov     rcx,[rsp+0x30]
  006222  mov     rsi,[rsp+0x38]
  00622a  mov     rdi,[rsp+0x40]
  006232  mov     r8,[rsp+0x48]
  00623a  mov     r9,[rsp+0x50]
  006242  mov     r10,[rsp+0x58]
  00624a  add     rsp,0x70
  006251  test    rdx,rdx
  006254  je      0x0000000000006d96
  00625a  mov     r12,r11
  00625d  jmp     0x000000000000561f
  006262  sub     rsp,0x70
  006269  mov     [rsp+0x30],rcx
  006271  mov     [rsp+0x38],rsi
  006279  mov     [rsp+0x40],rdi
  006281  mov     [rsp+0x48],r8
  006289  mov     [rsp+0x50],r9
  006291  mov     [rsp+0x58],r10
  006299  mov     [rsp],rbx
  0062a1  mov     qword ptr [rsp+8],3
  0062ad  mov     qword ptr [rsp+0x10],2
  0062b9  mov     qword ptr [rsp+0x18],1
  0062c5  mov     [rsp+0x20],r13
  0062cd  mov     qword ptr [rsp+0x28],1
  0062d9  mov     rdi,[rbp+0x20]
  0062e0  mov     esi,0xe
  0062e5  mov     rdx,rsp
  0062e8  mov     rcx,0xfffffffffffffffe
  0062f2  mov     r8,0xfffffffffffffffe
  0062fc  mov     r9,0
  006306  mov     rax,<list_op>
  006310  call    rax
  006312  mov     r11,rax
  006315  mov     rcx,[rsp+0x30]
  00631d  mov     rsi,[rsp+0x38]
  006325  mov     rdi,[rsp+0x40]
  00632d  mov     r8,[rsp+0x48]
  006335  mov     r9,[rsp+0x50]
  00633d  mov     r10,[rsp+0x58]
  006345  add     rsp,0x70
  00634c  test    rdx,rdx
  00634f  je      0x0000000000006e0e
  006355  mov     rbx,r11
  006358  jmp     0x0000000000005643
; exits
  00635d  mov     rax,0x1fffffffe
  006367  jmp     0x0000000000000016
  00636c  mov     rax,0x100000000
  006376  jmp     0x0000000000000016
  00637b  mov     qword ptr [rbp+0x58],0x16
  006386  mov     qword ptr [rbp+0xf0],1
  006391  mov     qword ptr [rbp+0x80],1
  00639c  mov     qword ptr [rbp+0x118],1
  0063a7  mov     rax,0x100000001
  0063b1  jmp     0x0000000000000016
  0063b6  mov     qword ptr [rbp+0x58],0x16
  0063c1  mov     qword ptr [rbp+0xf0],1
  0063cc  mov     qword ptr [rbp+0x80],1
  0063d7  mov     qword ptr [rbp+0x118],1
  0063e2  mov     rax,0x100000002
  0063ec  jmp     0x0000000000000016
  0063f1  mov     qword ptr [rbp+0x58],0x16
  0063fc  mov     qword ptr [rbp+0xf0],1
  006407  mov     [rbp+0x78],r13
  00640e  mov     qword ptr [rbp+0x110],1
  006419  mov     rax,0x100000003
  006423  jmp     0x0000000000000016
  006428  mov     [rbp+0x48],r12
  00642f  mov     qword ptr [rbp+0xe0],3
  00643a  mov     qword ptr [rbp+0x58],0x1a
  006445  mov     qword ptr [rbp+0xf0],1
  006450  mov     qword ptr [rbp+0x60],0x13
  00645b  mov     qword ptr [rbp+0xf8],2
  006466  mov     qword ptr [rbp+0x88],0x28
  006471  mov     qword ptr [rbp+0x120],2
  00647c  mov     [rbp+0xa8],r13
  006483  mov     qword ptr [rbp+0x140],1
  00648e  mov     qword ptr [rbp+0xc0],1
  006499  mov     qword ptr [rbp+0x158],1
  0064a4  mov     rax,0x100000004
  0064ae  jmp     0x0000000000000016
  0064b3  mov     [rbp+0x48],r12
  0064ba  mov     qword ptr [rbp+0xe0],3
  0064c5  mov     qword ptr [rbp+0x58],0x1a
  0064d0  mov     qword ptr [rbp+0xf0],1
  0064db  mov     qword ptr [rbp+0x60],0x13
  0064e6  mov     qword ptr [rbp+0xf8],2
  0064f1  mov     qword ptr [rbp+0x88],0x28
  0064fc  mov     qword ptr [rbp+0x120],2
  006507  mov     [rbp+0xa8],r14
  00650e  mov     qword ptr [rbp+0x140],1
  006519  mov     rax,0x100000005
  006523  jmp     0x0000000000000016
  006528  mov     [rbp+0x48],r12
  00652f  mov     qword ptr [rbp+0xe0],3
  00653a  mov     qword ptr [rbp+0x58],0x1a
  006545  mov     qword ptr [rbp+0xf0],1
  006550  mov     qword ptr [rbp+0x60],0x13
  00655b  mov     qword ptr [rbp+0xf8],2
  006566  mov     qword ptr [rbp+0x88],0x28
  006571  mov     qword ptr [rbp+0x120],2
  00657c  mov     [rbp+0x98],r14
  006583  mov     qword ptr [rbp+0x130],1
  00658e  mov     [rbp+0xa8],r13
  006595  mov     qword ptr [rbp+0x140],1
  0065a0  mov     rax,0x100000006
  0065aa  jmp     0x0000000000000016
  0065af  sub     r15,r14
  0065b2  mov     [rbp+0x48],r12
  0065b9  mov     qword ptr [rbp+0xe0],3
  0065c4  mov     qword ptr [rbp+0x58],0x1a
  0065cf  mov     qword ptr [rbp+0xf0],1
  0065da  mov     [rbp+0x90],r15
  0065e1  mov     [rbp+0x98],r14
  0065e8  mov     qword ptr [rbp+0x130],1
  0065f3  mov     rax,0x100000008
  0065fd  jmp     0x0000000000000016
  006602  mov     [rbp+0x48],r12
  006609  mov     qword ptr [rbp+0xe0],3
  006614  mov     qword ptr [rbp+0x58],0x1b
  00661f  mov     qword ptr [rbp+0xf0],1
  00662a  mov     qword ptr [rbp+0x88],0x27
  006635  mov     qword ptr [rbp+0x120],2
  006640  mov     [rbp+0xa8],r15
  006647  mov     qword ptr [rbp+0x140],1
  006652  mov     qword ptr [rbp+0xb0],1
  00665d  mov     qword ptr [rbp+0x148],1
  006668  mov     rax,0x100000009
  006672  jmp     0x0000000000000016
  006677  mov     [rbp+0x48],r12
  00667e  mov     qword ptr [rbp+0xe0],3
  006689  mov     qword ptr [rbp+0x58],0x1b
  006694  mov     qword ptr [rbp+0xf0],1
  00669f  mov     qword ptr [rbp+0x88],0x27
  0066aa  mov     qword ptr [rbp+0x120],2
  0066b5  mov     [rbp+0xa8],r15
  0066bc  mov     qword ptr [rbp+0x140],1
  0066c7  mov     rax,0x10000000a
  0066d1  jmp     0x0000000000000016
  0066d6  mov     [rbp+0x38],rbx
  0066dd  mov     qword ptr [rbp+0xd0],3
  0066e8  mov     [rbp+0x48],r12
  0066ef  mov     qword ptr [rbp+0xe0],3
  0066fa  mov     qword ptr [rbp+0x58],6
  006705  mov     qword ptr [rbp+0xf0],1
  006710  mov     qword ptr [rbp+0x80],0
  00671b  mov     qword ptr [rbp+0x118],1
  006726  mov     rax,0x10000000d
  006730  jmp     0x0000000000000016
  006735  mov     [rbp+0x38],rbx
  00673c  mov     qword ptr [rbp+0xd0],3
  006747  mov     [rbp+0x48],r12
  00674e  mov     qword ptr [rbp+0xe0],3
  006759  mov     qword ptr [rbp+0x58],8
  006764  mov     qword ptr [rbp+0xf0],1
  00676f  mov     qword ptr [rbp+0x60],0xd
  00677a  mov     qword ptr [rbp+0xf8],2
  006785  mov     qword ptr [rbp+0x88],0x28
  006790  mov     qword ptr [rbp+0x120],2
  00679b  mov     [rbp+0xa8],r14
  0067a2  mov     qword ptr [rbp+0x140],1
  0067ad  mov     qword ptr [rbp+0xc0],1
  0067b8  mov     qword ptr [rbp+0x158],1
  0067c3  mov     rax,0x10000000e
  0067cd  jmp     0x0000000000000016
  0067d2  mov     [rbp+0x38],rbx
  0067d9  mov     qword ptr [rbp+0xd0],3
  0067e4  mov     [rbp+0x48],r12
  0067eb  mov     qword ptr [rbp+0xe0],3
  0067f6  mov     qword ptr [rbp+0x58],8
  006801  mov     qword ptr [rbp+0xf0],1
  00680c  mov     qword ptr [rbp+0x60],0xd
  006817  mov     qword ptr [rbp+0xf8],2
  006822  mov     qword ptr [rbp+0x88],0x28
  00682d  mov     qword ptr [rbp+0x120],2
  006838  mov     [rbp+0xa8],r15
  00683f  mov     qword ptr [rbp+0x140],1
  00684a  mov     rax,0x10000000f
  006854  jmp     0x0000000000000016
  006859  mov     [rbp+0x38],rbx
  006860  mov     qword ptr [rbp+0xd0],3
  00686b  mov     [rbp+0x48],r12
  006872  mov     qword ptr [rbp+0xe0],3
  00687d  mov     qword ptr [rbp+0x58],8
  006888  mov     qword ptr [rbp+0xf0],1
  006893  mov     qword ptr [rbp+0x60],0xd
  00689e  mov     qword ptr [rbp+0xf8],2
  0068a9  mov     qword ptr [rbp+0x88],0x28
  0068b4  mov     qword ptr [rbp+0x120],2
  0068bf  mov     [rbp+0x98],r15
  0068c6  mov     qword ptr [rbp+0x130],1
  0068d1  mov     [rbp+0xa8],r14
  0068d8  mov     qword ptr [rbp+0x140],1
  0068e3  mov     rax,0x100000010
  0068ed  jmp     0x0000000000000016
  0068f2  mov     [rbp+0x38],rbx
  0068f9  mov     qword ptr [rbp+0xd0],3
  006904  mov     [rbp+0x48],r12
  00690b  mov     qword ptr [rbp+0xe0],3
  006916  mov     qword ptr [rbp+0x58],9
  006921  mov     qword ptr [rbp+0xf0],1
  00692c  mov     qword ptr [rbp+0x88],0x2c
  006937  mov     qword ptr [rbp+0x120],2
  006942  mov     [rbp+0xa8],r13
  006949  mov     qword ptr [rbp+0x140],1
  006954  mov     qword ptr [rbp+0xb0],1
  00695f  mov     qword ptr [rbp+0x148],1
  00696a  mov     rax,0x100000012
  006974  jmp     0x0000000000000016
  006979  mov     [rbp+0x38],rbx
  006980  mov     qword ptr [rbp+0xd0],3
  00698b  mov     [rbp+0x48],r12
  006992  mov     qword ptr [rbp+0xe0],3
  00699d  mov     qword ptr [rbp+0x58],9
  0069a8  mov     qword ptr [rbp+0xf0],1
  0069b3  mov     qword ptr [rbp+0x88],0x2c
  0069be  mov     qword ptr [rbp+0x120],2
  0069c9  mov     [rbp+0xa8],r13
  0069d0  mov     qword ptr [rbp+0x140],1
  0069db  mov     rax,0x100000013
  0069e5  jmp     0x0000000000000016
  0069ea  mov     [rbp+0x38],rbx
  0069f1  mov     qword ptr [rbp+0xd0],3
  0069fc  mov     [rbp+0x48],r12
  006a03  mov     qword ptr [rbp+0xe0],3
  006a0e  mov     qword ptr [rbp+0x58],9
  006a19  mov     qword ptr [rbp+0xf0],1
  006a24  mov     qword ptr [rbp+0x90],0
  006a2f  mov     rax,0x100000015
  006a39  jmp     0x0000000000000016
  006a3e  mov     [rbp+0x38],rbx
  006a45  mov     qword ptr [rbp+0xd0],3
  006a50  mov     [rbp+0x48],r12
  006a57  mov     qword ptr [rbp+0xe0],3
  006a62  mov     qword ptr [rbp+0x58],0xd
  006a6d  mov     qword ptr [rbp+0xf0],1
  006a78  mov     qword ptr [rbp+0x88],0x27
  006a83  mov     qword ptr [rbp+0x120],2
  006a8e  mov     [rbp+0xa8],r15
  006a95  mov     qword ptr [rbp+0x140],1
  006aa0  mov     qword ptr [rbp+0xb0],1
  006aab  mov     qword ptr [rbp+0x148],1
  006ab6  mov     rax,0x100000016
  006ac0  jmp     0x0000000000000016
  006ac5  mov     [rbp+0x38],rbx
  006acc  mov     qword ptr [rbp+0xd0],3
  006ad7  mov     [rbp+0x48],r12
  006ade  mov     qword ptr [rbp+0xe0],3
  006ae9  mov     qword ptr [rbp+0x58],0xd
  006af4  mov     qword ptr [rbp+0xf0],1
  006aff  mov     qword ptr [rbp+0x88],0x27
  006b0a  mov     qword ptr [rbp+0x120],2
  006b15  mov     [rbp+0xa8],r15
  006b1c  mov     qword ptr [rbp+0x140],1
  006b27  mov     rax,0x100000017
  006b31  jmp     0x0000000000000016
  006b36  mov     [rbp+0x48],r12
  006b3d  mov     qword ptr [rbp+0xe0],3
  006b48  mov     qword ptr [rbp+0x58],0x1a
  006b53  mov     qword ptr [rbp+0xf0],1
  006b5e  mov     qword ptr [rbp+0x60],0x13
  006b69  mov     qword ptr [rbp+0xf8],2
  006b74  mov     qword ptr [rbp+0x88],0x28
  006b7f  mov     qword ptr [rbp+0x120],2
  006b8a  mov     [rbp+0x90],r15
  006b91  mov     [rbp+0x98],r14
  006b98  mov     qword ptr [rbp+0x130],1
  006ba3  mov     [rbp+0xa8],r13
  006baa  mov     qword ptr [rbp+0x140],1
  006bb5  mov     rax,0x100000007
  006bbf  jmp     0x0000000000000016
  006bc4  mov     [rbp+0x48],r12
  006bcb  mov     qword ptr [rbp+0xe0],3
  006bd6  mov     qword ptr [rbp+0x58],0x1b
  006be1  mov     qword ptr [rbp+0xf0],1
  006bec  mov     qword ptr [rbp+0x88],0x27
  006bf7  mov     qword ptr [rbp+0x120],2
  006c02  mov     [rbp+0x90],r14
  006c09  mov     [rbp+0xa8],r15
  006c10  mov     qword ptr [rbp+0x140],1
  006c1b  mov     rax,0x10000000b
  006c25  jmp     0x0000000000000016
  006c2a  mov     [rbp+0x48],r12
  006c31  mov     qword ptr [rbp+0xe0],3
  006c3c  mov     qword ptr [rbp+0x58],0x1b
  006c47  mov     qword ptr [rbp+0xf0],1
  006c52  mov     qword ptr [rbp+0x80],1
  006c5d  mov     qword ptr [rbp+0x118],1
  006c68  mov     [rbp+0x90],r14
  006c6f  mov     rax,0x10000000c
  006c79  jmp     0x0000000000000016
  006c7e  mov     [rbp+0x38],rbx
  006c85  mov     qword ptr [rbp+0xd0],3
  006c90  mov     [rbp+0x48],r12
  006c97  mov     qword ptr [rbp+0xe0],3
  006ca2  mov     qword ptr [rbp+0x58],8
  006cad  mov     qword ptr [rbp+0xf0],1
  006cb8  mov     qword ptr [rbp+0x60],0xd
  006cc3  mov     qword ptr [rbp+0xf8],2
  006cce  mov     qword ptr [rbp+0x88],0x28
  006cd9  mov     qword ptr [rbp+0x120],2
  006ce4  mov     [rbp+0x90],r13
  006ceb  mov     [rbp+0x98],r15
  006cf2  mov     qword ptr [rbp+0x130],1
  006cfd  mov     [rbp+0xa8],r14
  006d04  mov     qword ptr [rbp+0x140],1
  006d0f  mov     rax,0x100000011
  006d19  jmp     0x0000000000000016
  006d1e  mov     [rbp+0x38],rbx
  006d25  mov     qword ptr [rbp+0xd0],3
  006d30  mov     [rbp+0x48],r12
  006d37  mov     qword ptr [rbp+0xe0],3
  006d42  mov     qword ptr [rbp+0x58],9
  006d4d  mov     qword ptr [rbp+0xf0],1
  006d58  mov     qword ptr [rbp+0x88],0x2c
  006d63  mov     qword ptr [rbp+0x120],2
  006d6e  mov     [rbp+0x90],r15
  006d75  mov     [rbp+0xa8],r13
  006d7c  mov     qword ptr [rbp+0x140],1
  006d87  mov     rax,0x100000014
  006d91  jmp     0x0000000000000016
  006d96  mov     [rbp+0x38],rbx
  006d9d  mov     qword ptr [rbp+0xd0],3
  006da8  mov     [rbp+0x48],r12
  006daf  mov     qword ptr [rbp+0xe0],3
  006dba  mov     qword ptr [rbp+0x58],0xd
  006dc5  mov     qword ptr [rbp+0xf0],1
  006dd0  mov     qword ptr [rbp+0x88],0x27
  006ddb  mov     qword ptr [rbp+0x120],2
  006de6  mov     [rbp+0x90],r13
  006ded  mov     [rbp+0xa8],r15
  006df4  mov     qword ptr [rbp+0x140],1
  006dff  mov     rax,0x100000018
  006e09  jmp     0x0000000000000016
  006e0e  mov     [rbp+0x38],rbx
  006e15  mov     qword ptr [rbp+0xd0],3
  006e20  mov     [rbp+0x48],r12
  006e27  mov     qword ptr [rbp+0xe0],3
  006e32  mov     qword ptr [rbp+0x58],0xd
  006e3d  mov     qword ptr [rbp+0xf0],1
  006e48  mov     qword ptr [rbp+0x80],2
  006e53  mov     qword ptr [rbp+0x118],1
  006e5e  mov     [rbp+0x90],r13
  006e65  mov     rax,0x100000019
  006e6f  jmp     0x0000000000000016
