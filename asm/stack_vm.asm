; T0: 6056 bytes
; v0:list = input bytecode
  000030  cmp     qword ptr [rbp+0xc8],3
  00003b  jne     0x0000000000000fcb
  000041  mov     rbx,[rbp+0x30]
; v1:list = input mem
  000048  cmp     qword ptr [rbp+0xd0],3
  000053  jne     0x0000000000000fcb
  000059  mov     r12,[rbp+0x38]
; v2:list = input stack
  000060  cmp     qword ptr [rbp+0xe0],3
  00006b  jne     0x0000000000000fcb
  000071  mov     r13,[rbp+0x48]
; v3:list = input rstack
  000078  cmp     qword ptr [rbp+0xe8],3
  000083  jne     0x0000000000000fcb
; v4:int = input pc
  000089  cmp     qword ptr [rbp+0xf0],1
  000094  jne     0x0000000000000fcb
  00009a  mov     r14,[rbp+0x58]
; guard_value v0, ['push', 0, 'store', 1, 'load', 1, 'load', 0, 'lt', 'jump_if_zero', 50, 'push', 0, 'store', 2, 'load', 2, 'load', 0, 'eq', 'jump_if_zero', 31, 'load', 1, 'push', 1, 'add', 'store', 1, 'jump', 4, 'load', 3, 'load', 1, 'load', 2, 'mul', 'add', 'store', 3, 'load', 2, 'push', 1, 'add', 'store', 2, 'jump', 15, 'load', 3, 'halt'] => dispatch_loop/0 (0) {mem=v1, stack=v2}
  0000a1  mov     rax,<list k0>
  0000ab  cmp     rbx,rax
  0000ae  jne     0x0000000000000fda
; guard_value v4, 15 => dispatch_loop_promote_bytecode/0 (1) {mem=v1, stack=v2}
  0000b4  cmp     r14,0xf
  0000bb  jne     0x0000000000001046
  0000c1  jmp     0x00000000000000d4
  0000c6  mov     r12,[rbp+0x38]
  0000cd  mov     r13,[rbp+0x48]
; guard_words v1 => op_load/0 (4) {mem=v1, stack=v2}
  0000d4  cmp     qword ptr [r12+8],0
  0000e0  jne     0x000000000000108b
; v8:int = readlist v1, 2 words => op_load/0 (4) {mem=v1, stack=v2}
  0000e6  cmp     qword ptr [r12],2
  0000f2  jbe     0x00000000000010be
  0000f8  mov     rax,[r12+0x10]
  000100  mov     r14,[rax+0x10]
; guard_words v2 => op_load/0 (4) {mem=v1, stack=v2}
  000108  cmp     qword ptr [r13+8],0
  000114  jne     0x00000000000010f1
; v10:int = len v2
  00011a  mov     rbx,[r13]
; v11:list = append v2, v8 owned words
  000122  mov     rax,[r13-0x10]
  00012a  add     rax,[r13-8]
  000132  cmp     rax,2
  000138  jne     0x00000000000003d2
  00013e  mov     rax,[r13]
  000146  cmp     rax,[r13+0x18]
  00014e  jae     0x00000000000003d2
  000154  mov     rdx,[r13+0x10]
  00015c  lea     rdx,[rdx+rax*8]
  000160  add     rax,1
  000164  mov     [r13],rax
  00016c  mov     [rdx],r14
; v12:int = readlist v1, 0 words => op_load/0 (9) {mem=v1, stack=v11, pc=17}
  00016f  cmp     qword ptr [r12],0
  00017b  jbe     0x0000000000001124
  000181  mov     rax,[r12+0x10]
  000189  mov     r15,[rax]
; v13:list = append v11, v12 owned words
  000191  mov     rax,[r13]
  000199  cmp     rax,[r13+0x18]
  0001a1  jae     0x00000000000004ac
  0001a7  mov     rdx,[r13+0x10]
  0001af  lea     rdx,[rdx+rax*8]
  0001b3  add     rax,1
  0001b7  mov     [r13],rax
  0001bf  mov     [rdx],r15
; v14:list = slice v13, 0, v10 owned words => pop2_top/3 (22) {mem=v1, stack=v13, pc=19, opcode='eq', k='binary_xy', y=v12, depth=v10}
  0001c2  cmp     rbx,[r13]
  0001ca  ja      0x0000000000000586
  0001d0  mov     [r13],rbx
; v15:int = eq v8, v12
; guard_false v15 => jump_if_zero_x/0 (49) {mem=v1, stack=v14, pc=20, x=1}
  0001d8  cmp     r14,r15
  0001db  je      0x0000000000001162
; v17:int = readlist v1, 3 words => op_load/0 (55) {mem=v1, stack=v14, pc=31}
  0001e1  cmp     qword ptr [r12],3
  0001ed  jbe     0x00000000000011b6
  0001f3  mov     rax,[r12+0x10]
  0001fb  mov     rsi,[rax+0x18]
; v18:list = append v14, v17 owned words
  000203  mov     rax,[r13]
  00020b  cmp     rax,[r13+0x18]
  000213  jae     0x0000000000000681
  000219  mov     rdx,[r13+0x10]
  000221  lea     rdx,[rdx+rax*8]
  000225  add     rax,1
  000229  mov     [r13],rax
  000231  mov     [rdx],rsi
; v19:int = readlist v1, 1 words => op_load/0 (60) {mem=v1, stack=v18, pc=33}
  000234  cmp     qword ptr [r12],1
  000240  jbe     0x00000000000011f4
  000246  mov     rax,[r12+0x10]
  00024e  mov     rdi,[rax+8]
; v20:int = mul v19, v8 => binary_mul/0 (80) {mem=v1, stack=v18, pc=37, x=v19, y=v8}
  000256  mov     r11,rdi
  000259  imul    r11,r14
  00025d  jo      0x0000000000001232
  000263  mov     r8,r11
; v21:list = append v18, v20 owned words
  000266  mov     rax,[r13]
  00026e  cmp     rax,[r13+0x18]
  000276  jae     0x000000000000075b
  00027c  mov     rdx,[r13+0x10]
  000284  lea     rdx,[rdx+rax*8]
  000288  add     rax,1
  00028c  mov     [r13],rax
  000294  mov     [rdx],r8
; v22:list = slice v21, 0, v10 owned words => pop2_top/3 (90) {mem=v1, stack=v21, pc=38, opcode='add', k='binary_xy', y=v20, depth=v10}
  000297  cmp     rbx,[r13]
  00029f  ja      0x0000000000000835
  0002a5  mov     [r13],rbx
; v23:int = add v17, v20 => binary_add/0 (92) {mem=v1, stack=v22, pc=38, x=v17, y=v20}
  0002ad  add     rsi,r8
  0002b0  jo      0x0000000000001294
; v24:list = set v1, 3, v23 owned words in_bounds => store_x/0 (103) {mem=v1, stack=v22, pc=39, x=v23}
  0002b6  mov     rax,[r12-0x10]
  0002be  add     rax,[r12-8]
  0002c6  cmp     rax,2
  0002cc  jne     0x0000000000000930
  0002d2  mov     rax,[r12+0x10]
  0002da  mov     [rax+0x18],rsi
; v25:int = add v8, 1 => binary_add/0 (123) {mem=v24, stack=v22, pc=45, x=v8, y=1}
  0002e1  add     r14,1
  0002e8  jo      0x00000000000012f9
; v26:list = set v24, 2, v25 owned words in_bounds => store_x/0 (134) {mem=v24, stack=v22, pc=46, x=v25}
  0002ee  mov     rax,[r12+0x10]
  0002f6  mov     [rax+0x10],r14
; guard_steps => dispatch_loop/0 (150) {mem=v26, stack=v22}
; v28:list = phi mem v26
; v29:list = phi stack v22
; v30:int = phi - v25
; v31:int = phi - v23
; loop (150)
  0002fd  nop     [rax]
; v33:int = len v29
  000300  mov     r8,[r13]
; v34:int = eq v30, v12
; guard_false v34 => jump_if_zero_x/0 (49) {mem=v28, stack=v29, pc=20, x=1}
  000308  cmp     r14,r15
  00030b  je      0x0000000000001366
; v36:list = append v29, v31 owned words
  000311  mov     rax,[r13]
  000319  cmp     rax,[r13+0x18]
  000321  jae     0x0000000000000b26
  000327  mov     rdx,[r13+0x10]
  00032f  lea     rdx,[rdx+rax*8]
  000333  add     rax,1
  000337  mov     [r13],rax
  00033f  mov     [rdx],rsi
; v37:int = mul v19, v30 => binary_mul/0 (80) {mem=v28, stack=v36, pc=37, x=v19, y=v30}
  000342  mov     r11,rdi
  000345  imul    r11,r14
  000349  jo      0x00000000000013ba
  00034f  mov     rbx,r11
; v38:list = append v36, v37 owned words
  000352  mov     rax,[r13]
  00035a  cmp     rax,[r13+0x18]
  000362  jae     0x0000000000000c00
  000368  mov     rdx,[r13+0x10]
  000370  lea     rdx,[rdx+rax*8]
  000374  add     rax,1
  000378  mov     [r13],rax
  000380  mov     [rdx],rbx
; v39:list = slice v38, 0, v33 owned words => pop2_top/3 (90) {mem=v28, stack=v38, pc=38, opcode='add', k='binary_xy', y=v37, depth=v33}
  000383  cmp     r8,[r13]
  00038b  ja      0x0000000000000cda
  000391  mov     [r13],r8
; v40:int = add v31, v37 => binary_add/0 (92) {mem=v28, stack=v39, pc=38, x=v31, y=v37}
  000399  add     rsi,rbx
  00039c  jo      0x000000000000141c
; v41:list = set v28, 3, v40 owned words in_bounds => store_x/0 (103) {mem=v28, stack=v39, pc=39, x=v40}
  0003a2  mov     rax,[r12+0x10]
  0003aa  mov     [rax+0x18],rsi
; v42:int = add v30, 1 => binary_add/0 (123) {mem=v41, stack=v39, pc=45, x=v30, y=1}
  0003b1  add     r14,1
  0003b8  jo      0x0000000000001481
; v43:list = set v41, 2, v42 owned words in_bounds => store_x/0 (134) {mem=v41, stack=v39, pc=46, x=v42}
  0003be  mov     rax,[r12+0x10]
  0003c6  mov     [rax+0x10],r14
; guard_steps => dispatch_loop/0 (150) {mem=v43, stack=v39}
; jump (150) v28 <- v43, v29 <- v39, v30 <- v42, v31 <- v40
  0003cd  jmp     0x0000000000000300
  0003d2  sub     rsp,0x70
  0003d9  mov     [rsp+0x30],rcx
  0003e1  mov     [rsp+0x38],rsi
  0003e9  mov     [rsp+0x40],rdi
  0003f1  mov     [rsp+0x48],r8
  0003f9  mov     [rsp+0x50],r9
  000401  mov     [rsp+0x58],r10
  000409  mov     [rsp],r13
  000411  mov     qword ptr [rsp+8],3
  00041d  mov     [rsp+0x10],r14
  000425  mov     qword ptr [rsp+0x18],1
  000431  mov     rdi,[rbp+0x20]
  000438  mov     esi,0xf
  00043d  mov     rdx,rsp
  000440  mov     rcx,0xfffffffffffffffc
  00044a  mov     r8,0xfffffffffffffffc
  000454  mov     r9,0
  00045e  mov     rax,<list_op>
  000468  call    rax
  00046a  mov     r11,rax
  00046d  mov     rcx,[rsp+0x30]
  000475  mov     rsi,[rsp+0x38]
  00047d  mov     rdi,[rsp+0x40]
  000485  mov     r8,[rsp+0x48]
  00048d  mov     r9,[rsp+0x50]
  000495  mov     r10,[rsp+0x58]
  00049d  add     rsp,0x70
  0004a4  mov     r13,r11
  0004a7  jmp     0x000000000000016f
  0004ac  sub     rsp,0x70
  0004b3  mov     [rsp+0x30],rcx
  0004bb  mov     [rsp+0x38],rsi
  0004c3  mov     [rsp+0x40],rdi
  0004cb  mov     [rsp+0x48],r8
  0004d3  mov     [rsp+0x50],r9
  0004db  mov     [rsp+0x58],r10
  0004e3  mov     [rsp],r13
  0004eb  mov     qword ptr [rsp+8],3
  0004f7  mov     [rsp+0x10],r15
  0004ff  mov     qword ptr [rsp+0x18],1
  00050b  mov     rdi,[rbp+0x20]
  000512  mov     esi,0xf
  000517  mov     rdx,rsp
  00051a  mov     rcx,0xfffffffffffffffc
  000524  mov     r8,0xfffffffffffffffc
  00052e  mov     r9,0
  000538  mov     rax,<list_op>
  000542  call    rax
  000544  mov     r11,rax
  000547  mov     rcx,[rsp+0x30]
  00054f  mov     rsi,[rsp+0x38]
  000557  mov     rdi,[rsp+0x40]
  00055f  mov     r8,[rsp+0x48]
  000567  mov     r9,[rsp+0x50]
  00056f  mov     r10,[rsp+0x58]
  000577  add     rsp,0x70
  00057e  mov     r13,r11
  000581  jmp     0x00000000000001c2
  000586  sub     rsp,0x70
  00058d  mov     [rsp+0x30],rcx
  000595  mov     [rsp+0x38],rsi
  00059d  mov     [rsp+0x40],rdi
  0005a5  mov     [rsp+0x48],r8
  0005ad  mov     [rsp+0x50],r9
  0005b5  mov     [rsp+0x58],r10
  0005bd  mov     [rsp],r13
  0005c5  mov     qword ptr [rsp+8],3
  0005d1  mov     qword ptr [rsp+0x10],0
  0005dd  mov     qword ptr [rsp+0x18],1
  0005e9  mov     [rsp+0x20],rbx
  0005f1  mov     qword ptr [rsp+0x28],1
  0005fd  mov     rdi,[rbp+0x20]
  000604  mov     esi,0x10
  000609  mov     rdx,rsp
  00060c  mov     rcx,0xfffffffffffffffc
  000616  mov     r8,0xfffffffffffffffc
  000620  mov     r9,0
  00062a  mov     rax,<list_op>
  000634  call    rax
  000636  mov     r11,rax
  000639  mov     rcx,[rsp+0x30]
  000641  mov     rsi,[rsp+0x38]
  000649  mov     rdi,[rsp+0x40]
  000651  mov     r8,[rsp+0x48]
  000659  mov     r9,[rsp+0x50]
  000661  mov     r10,[rsp+0x58]
  000669  add     rsp,0x70
  000670  test    rdx,rdx
  000673  je      0x00000000000014ee
  000679  mov     r13,r11
  00067c  jmp     0x00000000000001d8
  000681  sub     rsp,0x70
  000688  mov     [rsp+0x30],rcx
  000690  mov     [rsp+0x38],rsi
  000698  mov     [rsp+0x40],rdi
  0006a0  mov     [rsp+0x48],r8
  0006a8  mov     [rsp+0x50],r9
  0006b0  mov     [rsp+0x58],r10
  0006b8  mov     [rsp],r13
  0006c0  mov     qword ptr [rsp+8],3
  0006cc  mov     [rsp+0x10],rsi
  0006d4  mov     qword ptr [rsp+0x18],1
  0006e0  mov     rdi,[rbp+0x20]
  0006e7  mov     esi,0xf
  0006ec  mov     rdx,rsp
  0006ef  mov     rcx,0xfffffffffffffffc
  0006f9  mov     r8,0xfffffffffffffffc
  000703  mov     r9,0
  00070d  mov     rax,<list_op>
  000717  call    rax
  000719  mov     r11,rax
  00071c  mov     rcx,[rsp+0x30]
  000724  mov     rsi,[rsp+0x38]
  00072c  mov     rdi,[rsp+0x40]
  000734  mov     r8,[rsp+0x48]
  00073c  mov     r9,[rsp+0x50]
  000744  mov     r10,[rsp+0x58]
  00074c  add     rsp,0x70
  000753  mov     r13,r11
  000756  jmp     0x0000000000000234
  00075b  sub     rsp,0x70
  000762  mov     [rsp+0x30],rcx
  00076a  mov     [rsp+0x38],rsi
  000772  mov     [rsp+0x40],rdi
  00077a  mov     [rsp+0x48],r8
  000782  mov     [rsp+0x50],r9
  00078a  mov     [rsp+0x58],r10
  000792  mov     [rsp],r13
  00079a  mov     qword ptr [rsp+8],3
  0007a6  mov     [rsp+0x10],r8
  0007ae  mov     qword ptr [rsp+0x18],1
  0007ba  mov     rdi,[rbp+0x20]
  0007c1  mov     esi,0xf
  0007c6  mov     rdx,rsp
  0007c9  mov     rcx,0xfffffffffffffffc
  0007d3  mov     r8,0xfffffffffffffffc
  0007dd  mov     r9,0
  0007e7  mov     rax,<list_op>
  0007f1  call    rax
  0007f3  mov     r11,rax
  0007f6  mov     rcx,[rsp+0x30]
  0007fe  mov     rsi,[rsp+0x38]
  000806  mov     rdi,[rsp+0x40]
  00080e  mov     r8,[rsp+0x48]
  000816  mov     r9,[rsp+0x50]
  00081e  mov     r10,[rsp+0x58]
  000826  add     rsp,0x70
  00082d  mov     r13,r11
  000830  jmp     0x0000000000000297
  000835  sub     rsp,0x70
  00083c  mov     [rsp+0x30],rcx
  000844  mov     [rsp+0x38],rsi
  00084c  mov     [rsp+0x40],rdi
  000854  mov     [rsp+0x48],r8
  00085c  mov     [rsp+0x50],r9
  000864  mov     [rsp+0x58],r10
  00086c  mov     [rsp],r13
  000874  mov     qword ptr [rsp+8],3
  000880  mov     qword ptr [rsp+0x10],0
  00088c  mov     qword ptr [rsp+0x18],1
  000898  mov     [rsp+0x20],rbx
  0008a0  mov     qword ptr [rsp+0x28],1
  0008ac  mov     rdi,[rbp+0x20]
  0008b3  mov     esi,0x10
  0008b8  mov     rdx,rsp
  0008bb  mov     rcx,0xfffffffffffffffc
  0008c5  mov     r8,0xfffffffffffffffc
  0008cf  mov     r9,0
  0008d9  mov     rax,<list_op>
  0008e3  call    rax
  0008e5  mov     r11,rax
  0008e8  mov     rcx,[rsp+0x30]
  0008f0  mov     rsi,[rsp+0x38]
  0008f8  mov     rdi,[rsp+0x40]
  000900  mov     r8,[rsp+0x48]
  000908  mov     r9,[rsp+0x50]
  000910  mov     r10,[rsp+0x58]
  000918  add     rsp,0x70
  00091f  test    rdx,rdx
  000922  je      0x000000000000157c
  000928  mov     r13,r11
  00092b  jmp     0x00000000000002ad
  000930  sub     rsp,0x70
  000937  mov     [rsp+0x30],rcx
  00093f  mov     [rsp+0x38],rsi
  000947  mov     [rsp+0x40],rdi
  00094f  mov     [rsp+0x48],r8
  000957  mov     [rsp+0x50],r9
  00095f  mov     [rsp+0x58],r10
  000967  mov     [rsp],r12
  00096f  mov     qword ptr [rsp+8],3
  00097b  mov     qword ptr [rsp+0x10],3
  000987  mov     qword ptr [rsp+0x18],1
  000993  mov     [rsp+0x20],rsi
  00099b  mov     qword ptr [rsp+0x28],1
  0009a7  mov     rdi,[rbp+0x20]
  0009ae  mov     esi,0xe
  0009b3  mov     rdx,rsp
  0009b6  mov     rcx,0xfffffffffffffffe
  0009c0  mov     r8,0xfffffffffffffffe
  0009ca  mov     r9,0
  0009d4  mov     rax,<list_op>
  0009de  call    rax
  0009e0  mov     r11,rax
  0009e3  mov     rcx,[rsp+0x30]
  0009eb  mov     rsi,[rsp+0x38]
  0009f3  mov     rdi,[rsp+0x40]
  0009fb  mov     r8,[rsp+0x48]
  000a03  mov     r9,[rsp+0x50]
  000a0b  mov     r10,[rsp+0x58]
  000a13  add     rsp,0x70
  000a1a  test    rdx,rdx
  000a1d  je      0x000000000000160a
  000a23  mov     r12,r11
  000a26  jmp     0x00000000000002e1
  000a2b  sub     rsp,0x70
  000a32  mov     [rsp+0x30],rcx
  000a3a  mov     [rsp+0x38],rsi
  000a42  mov     [rsp+0x40],rdi
  000a4a  mov     [rsp+0x48],r8
  000a52  mov     [rsp+0x50],r9
  000a5a  mov     [rsp+0x58],r10
  000a62  mov     [rsp],r12
  000a6a  mov     qword ptr [rsp+8],3
  000a76  mov     qword ptr [rsp+0x10],2
  000a82  mov     qword ptr [rsp+0x18],1
  000a8e  mov     [rsp+0x20],r14
  000a96  mov     qword ptr [rsp+0x28],1
  000aa2  mov     rdi,[rbp+0x20]
  000aa9  mov     esi,0xe
  000aae  mov     rdx,rsp
  000ab1  mov     rcx,0xfffffffffffffffe
  000abb  mov     r8,0xfffffffffffffffe
  000ac5  mov     r9,0
  000acf  mov     rax,<list_op>
  000ad9  call    rax
  000adb  mov     r11,rax
  000ade  mov     rcx,[rsp+0x30]
  000ae6  mov     rsi,[rsp+0x38]
  000aee  mov     rdi,[rsp+0x40]
  000af6  mov     r8,[rsp+0x48]
  000afe  mov     r9,[rsp+0x50]
  000b06  mov     r10,[rsp+0x58]
  000b0e  add     rsp,0x70
  000b15  test    rdx,rdx
  000b18  je      0x000000000000165a
  000b1e  mov     r12,r11
  000b21  jmp     0x00000000000002fd
  000b26  sub     rsp,0x70
  000b2d  mov     [rsp+0x30],rcx
  000b35  mov     [rsp+0x38],rsi
  000b3d  mov     [rsp+0x40],rdi
  000b45  mov     [rsp+0x48],r8
  000b4d  mov     [rsp+0x50],r9
  000b55  mov     [rsp+0x58],r10
  000b5d  mov     [rsp],r13
  000b65  mov     qword ptr [rsp+8],3
  000b71  mov     [rsp+0x10],rsi
  000b79  mov     qword ptr [rsp+0x18],1
  000b85  mov     rdi,[rbp+0x20]
  000b8c  mov     esi,0xf
  000b91  mov     rdx,rsp
  000b94  mov     rcx,0xfffffffffffffffc
  000b9e  mov     r8,0xfffffffffffffffc
  000ba8  mov     r9,0
  000bb2  mov     rax,<list_op>
  000bbc  call    rax
  000bbe  mov     r11,rax
  000bc1  mov     rcx,[rsp+0x30]
  000bc9  mov     rsi,[rsp+0x38]
  000bd1  mov     rdi,[rsp+0x40]
  000bd9  mov     r8,[rsp+0x48]
  000be1  mov     r9,[rsp+0x50]
  000be9  mov     r10,[rsp+0x58]
  000bf1  add     rsp,0x70
  000bf8  mov     r13,r11
  000bfb  jmp     0x0000000000000342
  000c00  sub     rsp,0x70
  000c07  mov     [rsp+0x30],rcx
  000c0f  mov     [rsp+0x38],rsi
  000c17  mov     [rsp+0x40],rdi
  000c1f  mov     [rsp+0x48],r8
  000c27  mov     [rsp+0x50],r9
  000c2f  mov     [rsp+0x58],r10
  000c37  mov     [rsp],r13
  000c3f  mov     qword ptr [rsp+8],3
  000c4b  mov     [rsp+0x10],rbx
  000c53  mov     qword ptr [rsp+0x18],1
  000c5f  mov     rdi,[rbp+0x20]
  000c66  mov     esi,0xf
  000c6b  mov     rdx,rsp
  000c6e  mov     rcx,0xfffffffffffffffc
  000c78  mov     r8,0xfffffffffffffffc
  000c82  mov     r9,0
  000c8c  mov     rax,<list_op>
  000c96  call    rax
  000c98  mov     r11,rax
  000c9b  mov     rcx,[rsp+0x30]
  000ca3  mov     rsi,[rsp+0x38]
  000cab  mov     rdi,[rsp+0x40]
  000cb3  mov     r8,[rsp+0x48]
  000cbb  mov     r9,[rsp+0x50]
  000cc3  mov     r10,[rsp+0x58]
  000ccb  add     rsp,0x70
  000cd2  mov     r13,r11
  000cd5  jmp     0x0000000000000383
  000cda  sub     rsp,0x70
  000ce1  mov     [rsp+0x30],rcx
  000ce9  mov     [rsp+0x38],rsi
  000cf1  mov     [rsp+0x40],rdi
  000cf9  mov     [rsp+0x48],r8
  000d01  mov     [rsp+0x50],r9
  000d09  mov     [rsp+0x58],r10
  000d11  mov     [rsp],r13
  000d19  mov     qword ptr [rsp+8],3
  000d25  mov     qword ptr [rsp+0x10],0
  000d31  mov     qword ptr [rsp+0x18],1
  000d3d  mov     [rsp+0x20],r8
  000d45  mov     qword ptr [rsp+0x28],1
  000d51  mov     rdi,[rbp+0x20]
  000d58  mov     esi,0x10
  000d5d  mov     rdx,rsp
  000d60  mov     rcx,0xfffffffffffffffc
  000d6a  mov     r8,0xfffffffffffffffc
  000d74  mov     r9,0
  000d7e  mov     rax,<list_op>
  000d88  call    rax
  000d8a  mov     r11,rax
  000d8d  mov     rcx,[rsp+0x30]
  000d95  mov     rsi,[rsp+0x38]
  000d9d  mov     rdi,[rsp+0x40]
  000da5  mov     r8,[rsp+0x48]
  000dad  mov     r9,[rsp+0x50]
  000db5  mov     r10,[rsp+0x58]
  000dbd  add     rsp,0x70
  000dc4  test    rdx,rdx
  000dc7  je      0x00000000000016aa
  000dcd  mov     r13,r11
  000dd0  jmp     0x0000000000000399
  000dd5  sub     rsp,0x70
  000ddc  mov     [rsp+0x30],rcx
  000de4  mov     [rsp+0x38],rsi
  000dec  mov     [rsp+0x40],rdi
  000df4  mov     [rsp+0x48],r8
  000dfc  mov     [rsp+0x50],r9
  000e04  mov     [rsp+0x58],r10
  000e0c  mov     [rsp],r12
  000e14  mov     qword ptr [rsp+8],3
  000e20  mov     qword ptr [rsp+0x10],3
  000e2c  mov     qword ptr [rsp+0x18],1
  000e38  mov     [rsp+0x20],rsi
  000e40  mov     qword ptr [rsp+0x28],1
  000e4c  mov     rdi,[rbp+0x20]
  000e53  mov     esi,0xe
  000e58  mov     rdx,rsp
  000e5b  mov     rcx,0xfffffffffffffffe
  000e65  mov     r8,0xfffffffffffffffe
  000e6f  mov     r9,0
  000e79  mov     rax,<list_op>
  000e83  call    rax
  000e85  mov     r11,rax
  000e88  mov     rcx,[rsp+0x30]
  000e90  mov     rsi,[rsp+0x38]
  000e98  mov     rdi,[rsp+0x40]
  000ea0  mov     r8,[rsp+0x48]
  000ea8  mov     r9,[rsp+0x50]
  000eb0  mov     r10,[rsp+0x58]
  000eb8  add     rsp,0x70
  000ebf  test    rdx,rdx
  000ec2  je      0x0000000000001738
  000ec8  mov     r12,r11
  000ecb  jmp     0x00000000000003b1
  000ed0  sub     rsp,0x70
  000ed7  mov     [rsp+0x30],rcx
  000edf  mov     [rsp+0x38],rsi
  000ee7  mov     [rsp+0x40],rdi
  000eef  mov     [rsp+0x48],r8
  000ef7  mov     [rsp+0x50],r9
  000eff  mov     [rsp+0x58],r10
  000f07  mov     [rsp],r12
  000f0f  mov     qword ptr [rsp+8],3
  000f1b  mov     qword ptr [rsp+0x10],2
  000f27  mov     qword ptr [rsp+0x18],1
  000f33  mov     [rsp+0x20],r14
  000f3b  mov     qword ptr [rsp+0x28],1
  000f47  mov     rdi,[rbp+0x20]
  000f4e  mov     esi,0xe
  000f53  mov     rdx,rsp
  000f56  mov     rcx,0xfffffffffffffffe
  000f60  mov     r8,0xfffffffffffffffe
  000f6a  mov     r9,0
  000f74  mov     rax,<list_op>
  000f7e  call    rax
  000f80  mov     r11,rax
  000f83  mov     rcx,[rsp+0x30]
  000f8b  mov     rsi,[rsp+0x38]
  000f93  mov     rdi,[rsp+0x40]
  000f9b  mov     r8,[rsp+0x48]
  000fa3  mov     r9,[rsp+0x50]
  000fab  mov     r10,[rsp+0x58]
  000fb3  add     rsp,0x70
  000fba  test    rdx,rdx
  000fbd  je      0x0000000000001788
  000fc3  mov     r12,r11
  000fc6  jmp     0x00000000000003cd
; exits
  000fcb  mov     rax,0xfffffffe
  000fd5  jmp     0x0000000000000016
  000fda  mov     [rbp+0x10],rbx
  000fe1  mov     qword ptr [rbp+0x18],3
  000fec  mov     [rbp+0x38],r12
  000ff3  mov     qword ptr [rbp+0xd0],3
  000ffe  mov     [rbp+0x48],r13
  001005  mov     qword ptr [rbp+0xe0],3
  001010  mov     rdi,[rbp+0x20]
  001017  mov     rsi,8
  001021  mov     rdx,0
  00102b  mov     rax,<exit_lists>
  001035  call    rax
  001037  mov     rax,0
  001041  jmp     0x0000000000000016
  001046  mov     [rbp+0x10],r14
  00104d  mov     qword ptr [rbp+0x18],1
  001058  mov     [rbp+0x38],r12
  00105f  mov     qword ptr [rbp+0xd0],3
  00106a  mov     [rbp+0x48],r13
  001071  mov     qword ptr [rbp+0xe0],3
  00107c  mov     rax,1
  001086  jmp     0x0000000000000016
  00108b  mov     [rbp+0x38],r12
  001092  mov     qword ptr [rbp+0xd0],3
  00109d  mov     [rbp+0x48],r13
  0010a4  mov     qword ptr [rbp+0xe0],3
  0010af  mov     rax,2
  0010b9  jmp     0x0000000000000016
  0010be  mov     [rbp+0x38],r12
  0010c5  mov     qword ptr [rbp+0xd0],3
  0010d0  mov     [rbp+0x48],r13
  0010d7  mov     qword ptr [rbp+0xe0],3
  0010e2  mov     rax,3
  0010ec  jmp     0x0000000000000016
  0010f1  mov     [rbp+0x38],r12
  0010f8  mov     qword ptr [rbp+0xd0],3
  001103  mov     [rbp+0x48],r13
  00110a  mov     qword ptr [rbp+0xe0],3
  001115  mov     rax,4
  00111f  jmp     0x0000000000000016
  001124  mov     [rbp+0x38],r12
  00112b  mov     qword ptr [rbp+0xd0],3
  001136  mov     [rbp+0x48],r13
  00113d  mov     qword ptr [rbp+0xe0],3
  001148  mov     qword ptr [rbp+0x58],0x11
  001153  mov     rax,5
  00115d  jmp     0x0000000000000016
  001162  mov     [rbp+0x38],r12
  001169  mov     qword ptr [rbp+0xd0],3
  001174  mov     [rbp+0x48],r13
  00117b  mov     qword ptr [rbp+0xe0],3
  001186  mov     qword ptr [rbp+0x58],0x14
  001191  mov     qword ptr [rbp+0x90],1
  00119c  mov     qword ptr [rbp+0x128],1
  0011a7  mov     rax,7
  0011b1  jmp     0x0000000000000016
  0011b6  mov     [rbp+0x38],r12
  0011bd  mov     qword ptr [rbp+0xd0],3
  0011c8  mov     [rbp+0x48],r13
  0011cf  mov     qword ptr [rbp+0xe0],3
  0011da  mov     qword ptr [rbp+0x58],0x1f
  0011e5  mov     rax,8
  0011ef  jmp     0x0000000000000016
  0011f4  mov     [rbp+0x38],r12
  0011fb  mov     qword ptr [rbp+0xd0],3
  001206  mov     [rbp+0x48],r13
  00120d  mov     qword ptr [rbp+0xe0],3
  001218  mov     qword ptr [rbp+0x58],0x21
  001223  mov     rax,9
  00122d  jmp     0x0000000000000016
  001232  mov     [rbp+0x38],r12
  001239  mov     qword ptr [rbp+0xd0],3
  001244  mov     [rbp+0x48],r13
  00124b  mov     qword ptr [rbp+0xe0],3
  001256  mov     qword ptr [rbp+0x58],0x25
  001261  mov     [rbp+0x90],rdi
  001268  mov     qword ptr [rbp+0x128],1
  001273  mov     [rbp+0x98],r14
  00127a  mov     qword ptr [rbp+0x130],1
  001285  mov     rax,0xa
  00128f  jmp     0x0000000000000016
  001294  sub     rsi,r8
  001297  mov     [rbp+0x38],r12
  00129e  mov     qword ptr [rbp+0xd0],3
  0012a9  mov     [rbp+0x48],r13
  0012b0  mov     qword ptr [rbp+0xe0],3
  0012bb  mov     qword ptr [rbp+0x58],0x26
  0012c6  mov     [rbp+0x90],rsi
  0012cd  mov     qword ptr [rbp+0x128],1
  0012d8  mov     [rbp+0x98],r8
  0012df  mov     qword ptr [rbp+0x130],1
  0012ea  mov     rax,0xc
  0012f4  jmp     0x0000000000000016
  0012f9  sub     r14,1
  001300  mov     [rbp+0x38],r12
  001307  mov     qword ptr [rbp+0xd0],3
  001312  mov     [rbp+0x48],r13
  001319  mov     qword ptr [rbp+0xe0],3
  001324  mov     qword ptr [rbp+0x58],0x2d
  00132f  mov     [rbp+0x90],r14
  001336  mov     qword ptr [rbp+0x128],1
  001341  mov     qword ptr [rbp+0x98],1
  00134c  mov     qword ptr [rbp+0x130],1
  001357  mov     rax,0xe
  001361  jmp     0x0000000000000016
  001366  mov     [rbp+0x38],r12
  00136d  mov     qword ptr [rbp+0xd0],3
  001378  mov     [rbp+0x48],r13
  00137f  mov     qword ptr [rbp+0xe0],3
  00138a  mov     qword ptr [rbp+0x58],0x14
  001395  mov     qword ptr [rbp+0x90],1
  0013a0  mov     qword ptr [rbp+0x128],1
  0013ab  mov     rax,0x11
  0013b5  jmp     0x0000000000001839
  0013ba  mov     [rbp+0x38],r12
  0013c1  mov     qword ptr [rbp+0xd0],3
  0013cc  mov     [rbp+0x48],r13
  0013d3  mov     qword ptr [rbp+0xe0],3
  0013de  mov     qword ptr [rbp+0x58],0x25
  0013e9  mov     [rbp+0x90],rdi
  0013f0  mov     qword ptr [rbp+0x128],1
  0013fb  mov     [rbp+0x98],r14
  001402  mov     qword ptr [rbp+0x130],1
  00140d  mov     rax,0x12
  001417  jmp     0x0000000000000016
  00141c  sub     rsi,rbx
  00141f  mov     [rbp+0x38],r12
  001426  mov     qword ptr [rbp+0xd0],3
  001431  mov     [rbp+0x48],r13
  001438  mov     qword ptr [rbp+0xe0],3
  001443  mov     qword ptr [rbp+0x58],0x26
  00144e  mov     [rbp+0x90],rsi
  001455  mov     qword ptr [rbp+0x128],1
  001460  mov     [rbp+0x98],rbx
  001467  mov     qword ptr [rbp+0x130],1
  001472  mov     rax,0x14
  00147c  jmp     0x0000000000000016
  001481  sub     r14,1
  001488  mov     [rbp+0x38],r12
  00148f  mov     qword ptr [rbp+0xd0],3
  00149a  mov     [rbp+0x48],r13
  0014a1  mov     qword ptr [rbp+0xe0],3
  0014ac  mov     qword ptr [rbp+0x58],0x2d
  0014b7  mov     [rbp+0x90],r14
  0014be  mov     qword ptr [rbp+0x128],1
  0014c9  mov     qword ptr [rbp+0x98],1
  0014d4  mov     qword ptr [rbp+0x130],1
  0014df  mov     rax,0x16
  0014e9  jmp     0x0000000000000016
  0014ee  mov     [rbp+0x38],r12
  0014f5  mov     qword ptr [rbp+0xd0],3
  001500  mov     [rbp+0x48],r13
  001507  mov     qword ptr [rbp+0xe0],3
  001512  mov     qword ptr [rbp+0x58],0x13
  00151d  mov     qword ptr [rbp+0x60],0x16
  001528  mov     qword ptr [rbp+0xf8],2
  001533  mov     qword ptr [rbp+<exit lists 0>8],0x28
  00153e  mov     qword ptr [rbp+0x120],2
  001549  mov     [rbp+0x98],r15
  001550  mov     qword ptr [rbp+0x130],1
  00155b  mov     [rbp+0xa8],rbx
  001562  mov     qword ptr [rbp+0x140],1
  00156d  mov     rax,6
  001577  jmp     0x0000000000000016
  00157c  mov     [rbp+0x38],r12
  001583  mov     qword ptr [rbp+0xd0],3
  00158e  mov     [rbp+0x48],r13
  001595  mov     qword ptr [rbp+0xe0],3
  0015a0  mov     qword ptr [rbp+0x58],0x26
  0015ab  mov     qword ptr [rbp+0x60],0x13
  0015b6  mov     qword ptr [rbp+0xf8],2
  0015c1  mov     qword ptr [rbp+<exit lists 0>8],0x28
  0015cc  mov     qword ptr [rbp+0x120],2
  0015d7  mov     [rbp+0x98],r8
  0015de  mov     qword ptr [rbp+0x130],1
  0015e9  mov     [rbp+0xa8],rbx
  0015f0  mov     qword ptr [rbp+0x140],1
  0015fb  mov     rax,0xb
  001605  jmp     0x0000000000000016
  00160a  mov     [rbp+0x38],r12
  001611  mov     qword ptr [rbp+0xd0],3
  00161c  mov     [rbp+0x48],r13
  001623  mov     qword ptr [rbp+0xe0],3
  00162e  mov     qword ptr [rbp+0x58],0x27
  001639  mov     [rbp+0x90],rsi
  001640  mov     qword ptr [rbp+0x128],1
  00164b  mov     rax,0xd
  001655  jmp     0x0000000000000016
  00165a  mov     [rbp+0x38],r12
  001661  mov     qword ptr [rbp+0xd0],3
  00166c  mov     [rbp+0x48],r13
  001673  mov     qword ptr [rbp+0xe0],3
  00167e  mov     qword ptr [rbp+0x58],0x2e
  001689  mov     [rbp+0x90],r14
  001690  mov     qword ptr [rbp+0x128],1
  00169b  mov     rax,0xf
  0016a5  jmp     0x0000000000000016
  0016aa  mov     [rbp+0x38],r12
  0016b1  mov     qword ptr [rbp+0xd0],3
  0016bc  mov     [rbp+0x48],r13
  0016c3  mov     qword ptr [rbp+0xe0],3
  0016ce  mov     qword ptr [rbp+0x58],0x26
  0016d9  mov     qword ptr [rbp+0x60],0x13
  0016e4  mov     qword ptr [rbp+0xf8],2
  0016ef  mov     qword ptr [rbp+<exit lists 0>8],0x28
  0016fa  mov     qword ptr [rbp+0x120],2
  001705  mov     [rbp+0x98],rbx
  00170c  mov     qword ptr [rbp+0x130],1
  001717  mov     [rbp+0xa8],r8
  00171e  mov     qword ptr [rbp+0x140],1
  001729  mov     rax,0x13
  001733  jmp     0x0000000000000016
  001738  mov     [rbp+0x38],r12
  00173f  mov     qword ptr [rbp+0xd0],3
  00174a  mov     [rbp+0x48],r13
  001751  mov     qword ptr [rbp+0xe0],3
  00175c  mov     qword ptr [rbp+0x58],0x27
  001767  mov     [rbp+0x90],rsi
  00176e  mov     qword ptr [rbp+0x128],1
  001779  mov     rax,0x15
  001783  jmp     0x0000000000000016
  001788  mov     [rbp+0x38],r12
  00178f  mov     qword ptr [rbp+0xd0],3
  00179a  mov     [rbp+0x48],r13
  0017a1  mov     qword ptr [rbp+0xe0],3
  0017ac  mov     qword ptr [rbp+0x58],0x2e
  0017b7  mov     [rbp+0x90],r14
  0017be  mov     qword ptr [rbp+0x128],1
  0017c9  mov     rax,0x17
  0017d3  jmp     0x0000000000000016

; T1: 2326 bytes
; v0:list = input mem
  0017e0  cmp     qword ptr [rbp+0xd0],3
  0017eb  jne     0x0000000000001e73
  0017f1  mov     rbx,[rbp+0x38]
; v1:list = input stack
  0017f8  cmp     qword ptr [rbp+0xe0],3
  001803  jne     0x0000000000001e73
  001809  mov     r12,[rbp+0x48]
; v2:list = input rstack
  001810  cmp     qword ptr [rbp+0xe8],3
  00181b  jne     0x0000000000001e73
  001821  jmp     0x000000000000183f
  001826  mov     rbx,[rbp+0x38]
  00182d  mov     r12,[rbp+0x48]
  001834  jmp     0x000000000000183f
  001839  mov     rbx,r12
  00183c  mov     r12,r13
; v3:int = readlist v0, 1 words => op_load/0 (6) {pc=22}
  00183f  cmp     qword ptr [rbx],1
  00184b  jbe     0x0000000000001e82
  001851  mov     rax,[rbx+0x10]
  001859  mov     r13,[rax+8]
; v4:int = len v1
  001861  mov     r14,[r12]
; v5:int = add v3, 1 => binary_add/0 (21) {stack=v1, pc=26, x=v3, y=1}
  001869  add     r13,1
  001870  jo      0x0000000000001ea7
; v6:list = set v0, 1, v5 owned words in_bounds => store_x/0 (32) {stack=v1, pc=27, x=v5}
  001876  mov     rax,[rbx-0x10]
  00187e  add     rax,[rbx-8]
  001886  cmp     rax,2
  00188c  jne     0x00000000000019ca
  001892  mov     rax,[rbx+0x10]
  00189a  mov     [rax+8],r13
; v7:list = append v1, v5 owned words
  0018a1  mov     rax,[r12-0x10]
  0018a9  add     rax,[r12-8]
  0018b1  cmp     rax,2
  0018b7  jne     0x0000000000001ac5
  0018bd  mov     rax,[r12]
  0018c5  cmp     rax,[r12+0x18]
  0018cd  jae     0x0000000000001ac5
  0018d3  mov     rdx,[r12+0x10]
  0018db  lea     rdx,[rdx+rax*8]
  0018df  add     rax,1
  0018e3  mov     [r12],rax
  0018eb  mov     [rdx],r13
; v8:int = readlist v6, 0 words => op_load/0 (57) {mem=v6, stack=v7, pc=6}
  0018ee  cmp     qword ptr [rbx],0
  0018fa  jbe     0x0000000000001f0d
  001900  mov     rax,[rbx+0x10]
  001908  mov     r15,[rax]
; v9:list = append v7, v8 owned words
  001910  mov     rax,[r12]
  001918  cmp     rax,[r12+0x18]
  001920  jae     0x0000000000001b9f
  001926  mov     rdx,[r12+0x10]
  00192e  lea     rdx,[rdx+rax*8]
  001932  add     rax,1
  001936  mov     [r12],rax
  00193e  mov     [rdx],r15
; v10:list = slice v9, 0, v4 owned words => pop2_top/3 (69) {mem=v6, stack=v9, pc=8, opcode='lt', k='binary_xy', y=v8, depth=v4}
  001941  cmp     r14,[r12]
  001949  ja      0x0000000000001c79
  00194f  mov     [r12],r14
; v11:int = lt v5, v8
; guard_true v11 => jump_if_zero_x/0 (96) {mem=v6, stack=v10, pc=9, x=0}
  001957  cmp     r13,r15
  00195a  jge     0x0000000000001f56
; v13:list = set v6, 2, 0 owned words => store_x/0 (111) {mem=v6, stack=v10, pc=13, x=0}
  001960  cmp     qword ptr [rbx],2
  00196c  jbe     0x0000000000001d74
  001972  mov     rax,[rbx+0x10]
  00197a  mov     qword ptr [rax+0x10],0
; jump_trace T0 => dispatch_loop/0 (112) {mem=v13, stack=v10, pc=15}
  001985  mov     [rbp+0x38],rbx
  00198c  mov     qword ptr [rbp+0xd0],3
  001997  mov     [rbp+0x48],r12
  00199e  mov     qword ptr [rbp+0xe0],3
  0019a9  mov     qword ptr [rbp+0x58],0xf
  0019b4  mov     qword ptr [rbp+0xf0],1
  0019bf  mov     r13,r12
  0019c2  mov     r12,rbx
  0019c5  jmp     0x00000000000000d4
  0019ca  sub     rsp,0x70
  0019d1  mov     [rsp+0x30],rcx
  0019d9  mov     [rsp+0x38],rsi
  0019e1  mov     [rsp+0x40],rdi
  0019e9  mov     [rsp+0x48],r8
  0019f1  mov     [rsp+0x50],r9
  0019f9  mov     [rsp+0x58],r10
  001a01  mov     [rsp],rbx
  001a09  mov     qword ptr [rsp+8],3
  001a15  mov     qword ptr [rsp+0x10],1
  001a21  mov     qword ptr [rsp+0x18],1
  001a2d  mov     [rsp+0x20],r13
  001a35  mov     qword ptr [rsp+0x28],1
  001a41  mov     rdi,[rbp+0x20]
  001a48  mov     esi,0xe
  001a4d  mov     rdx,rsp
  001a50  mov     rcx,0xfffffffffffffffe
  001a5a  mov     r8,0xfffffffffffffffe
  001a64  mov     r9,0
  001a6e  mov     rax,<list_op>
  001a78  call    rax
  001a7a  mov     r11,rax
  001a7d  mov     rcx,[rsp+0x30]
  001a85  mov     rsi,[rsp+0x38]
  001a8d  mov     rdi,[rsp+0x40]
  001a95  mov     r8,[rsp+0x48]
  001a9d  mov     r9,[rsp+0x50]
  001aa5  mov     r10,[rsp+0x58]
  001aad  add     rsp,0x70
  001ab4  test    rdx,rdx
  001ab7  je      0x0000000000001fb5
  001abd  mov     rbx,r11
  001ac0  jmp     0x00000000000018a1
  001ac5  sub     rsp,0x70
  001acc  mov     [rsp+0x30],rcx
  001ad4  mov     [rsp+0x38],rsi
  001adc  mov     [rsp+0x40],rdi
  001ae4  mov     [rsp+0x48],r8
  001aec  mov     [rsp+0x50],r9
  001af4  mov     [rsp+0x58],r10
  001afc  mov     [rsp],r12
  001b04  mov     qword ptr [rsp+8],3
  001b10  mov     [rsp+0x10],r13
  001b18  mov     qword ptr [rsp+0x18],1
  001b24  mov     rdi,[rbp+0x20]
  001b2b  mov     esi,0xf
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
  001b97  mov     r12,r11
  001b9a  jmp     0x00000000000018ee
  001b9f  sub     rsp,0x70
  001ba6  mov     [rsp+0x30],rcx
  001bae  mov     [rsp+0x38],rsi
  001bb6  mov     [rsp+0x40],rdi
  001bbe  mov     [rsp+0x48],r8
  001bc6  mov     [rsp+0x50],r9
  001bce  mov     [rsp+0x58],r10
  001bd6  mov     [rsp],r12
  001bde  mov     qword ptr [rsp+8],3
  001bea  mov     [rsp+0x10],r15
  001bf2  mov     qword ptr [rsp+0x18],1
  001bfe  mov     rdi,[rbp+0x20]
  001c05  mov     esi,0xf
  001c0a  mov     rdx,rsp
  001c0d  mov     rcx,0xfffffffffffffffc
  001c17  mov     r8,0xfffffffffffffffc
  001c21  mov     r9,0
  001c2b  mov     rax,<list_op>
  001c35  call    rax
  001c37  mov     r11,rax
  001c3a  mov     rcx,[rsp+0x30]
  001c42  mov     rsi,[rsp+0x38]
  001c4a  mov     rdi,[rsp+0x40]
  001c52  mov     r8,[rsp+0x48]
  001c5a  mov     r9,[rsp+0x50]
  001c62  mov     r10,[rsp+0x58]
  001c6a  add     rsp,0x70
  001c71  mov     r12,r11
  001c74  jmp     0x0000000000001941
  001c79  sub     rsp,0x70
  001c80  mov     [rsp+0x30],rcx
  001c88  mov     [rsp+0x38],rsi
  001c90  mov     [rsp+0x40],rdi
  001c98  mov     [rsp+0x48],r8
  001ca0  mov     [rsp+0x50],r9
  001ca8  mov     [rsp+0x58],r10
  001cb0  mov     [rsp],r12
  001cb8  mov     qword ptr [rsp+8],3
  001cc4  mov     qword ptr [rsp+0x10],0
  001cd0  mov     qword ptr [rsp+0x18],1
  001cdc  mov     [rsp+0x20],r14
  001ce4  mov     qword ptr [rsp+0x28],1
  001cf0  mov     rdi,[rbp+0x20]
  001cf7  mov     esi,0x10
  001cfc  mov     rdx,rsp
  001cff  mov     rcx,0xfffffffffffffffc
  001d09  mov     r8,0xfffffffffffffffc
  001d13  mov     r9,0
  001d1d  mov     rax,<list_op>
  001d27  call    rax
  001d29  mov     r11,rax
  001d2c  mov     rcx,[rsp+0x30]
  001d34  mov     rsi,[rsp+0x38]
  001d3c  mov     rdi,[rsp+0x40]
  001d44  mov     r8,[rsp+0x48]
  001d4c  mov     r9,[rsp+0x50]
  001d54  mov     r10,[rsp+0x58]
  001d5c  add     rsp,0x70
  001d63  test    rdx,rdx
  001d66  je      0x0000000000001ffe
  001d6c  mov     r12,r11
  001d6f  jmp     0x0000000000001957
  001d74  sub     rsp,0x70
  001d7b  mov     [rsp+0x30],rcx
  001d83  mov     [rsp+0x38],rsi
  001d8b  mov     [rsp+0x40],rdi
  001d93  mov     [rsp+0x48],r8
  001d9b  mov     [rsp+0x50],r9
  001da3  mov     [rsp+0x58],r10
  001dab  mov     [rsp],rbx
  001db3  mov     qword ptr [rsp+8],3
  001dbf  mov     qword ptr [rsp+0x10],2
  001dcb  mov     qword ptr [rsp+0x18],1
  001dd7  mov     qword ptr [rsp+0x20],0
  001de3  mov     qword ptr [rsp+0x28],1
  001def  mov     rdi,[rbp+0x20]
  001df6  mov     esi,0xe
  001dfb  mov     rdx,rsp
  001dfe  mov     rcx,0xfffffffffffffffe
  001e08  mov     r8,0xfffffffffffffffe
  001e12  mov     r9,0
  001e1c  mov     rax,<list_op>
  001e26  call    rax
  001e28  mov     r11,rax
  001e2b  mov     rcx,[rsp+0x30]
  001e33  mov     rsi,[rsp+0x38]
  001e3b  mov     rdi,[rsp+0x40]
  001e43  mov     r8,[rsp+0x48]
  001e4b  mov     r9,[rsp+0x50]
  001e53  mov     r10,[rsp+0x58]
  001e5b  add     rsp,0x70
  001e62  test    rdx,rdx
  001e65  je      0x0000000000002097
  001e6b  mov     rbx,r11
  001e6e  jmp     0x0000000000001985
; exits
  001e73  mov     rax,0x1fffffffe
  001e7d  jmp     0x0000000000000016
  001e82  mov     qword ptr [rbp+0x58],0x16
  001e8d  mov     qword ptr [rbp+0xf0],1
  001e98  mov     rax,0x100000000
  001ea2  jmp     0x0000000000000016
  001ea7  sub     r13,1
  001eae  mov     [rbp+0x48],r12
  001eb5  mov     qword ptr [rbp+0xe0],3
  001ec0  mov     qword ptr [rbp+0x58],0x1a
  001ecb  mov     qword ptr [rbp+0xf0],1
  001ed6  mov     [rbp+0x90],r13
  001edd  mov     qword ptr [rbp+0x128],1
  001ee8  mov     qword ptr [rbp+0x98],1
  001ef3  mov     qword ptr [rbp+0x130],1
  001efe  mov     rax,0x100000001
  001f08  jmp     0x0000000000000016
  001f0d  mov     [rbp+0x38],rbx
  001f14  mov     qword ptr [rbp+0xd0],3
  001f1f  mov     [rbp+0x48],r12
  001f26  mov     qword ptr [rbp+0xe0],3
  001f31  mov     qword ptr [rbp+0x58],6
  001f3c  mov     qword ptr [rbp+0xf0],1
  001f47  mov     rax,0x100000003
  001f51  jmp     0x0000000000000016
  001f56  mov     [rbp+0x38],rbx
  001f5d  mov     qword ptr [rbp+0xd0],3
  001f68  mov     [rbp+0x48],r12
  001f6f  mov     qword ptr [rbp+0xe0],3
  001f7a  mov     qword ptr [rbp+0x58],9
  001f85  mov     qword ptr [rbp+0xf0],1
  001f90  mov     qword ptr [rbp+0x90],0
  001f9b  mov     qword ptr [rbp+0x128],1
  001fa6  mov     rax,0x100000005
  001fb0  jmp     0x0000000000000016
  001fb5  mov     [rbp+0x48],r12
  001fbc  mov     qword ptr [rbp+0xe0],3
  001fc7  mov     qword ptr [rbp+0x58],0x1b
  001fd2  mov     qword ptr [rbp+0xf0],1
  001fdd  mov     [rbp+0x90],r13
  001fe4  mov     qword ptr [rbp+0x128],1
  001fef  mov     rax,0x100000002
  001ff9  jmp     0x0000000000000016
  001ffe  mov     [rbp+0x38],rbx
  002005  mov     qword ptr [rbp+0xd0],3
  002010  mov     [rbp+0x48],r12
  002017  mov     qword ptr [rbp+0xe0],3
  002022  mov     qword ptr [rbp+0x58],8
  00202d  mov     qword ptr [rbp+0xf0],1
  002038  mov     qword ptr [rbp+0x60],0xd
  002043  mov     qword ptr [rbp+0xf8],2
  00204e  mov     qword ptr [rbp+0x88],0x28
  002059  mov     qword ptr [rbp+0x120],2
  002064  mov     [rbp+0x98],r15
  00206b  mov     qword ptr [rbp+0x130],1
  002076  mov     [rbp+0xa8],r14
  00207d  mov     qword ptr [rbp+0x140],1
  002088  mov     rax,0x100000004
  002092  jmp     0x0000000000000016
  002097  mov     [rbp+0x38],rbx
  00209e  mov     qword ptr [rbp+0xd0],3
  0020a9  mov     [rbp+0x48],r12
  0020b0  mov     qword ptr [rbp+0xe0],3
  0020bb  mov     qword ptr [rbp+0x58],0xd
  0020c6  mov     qword ptr [rbp+0xf0],1
  0020d1  mov     qword ptr [rbp+0x90],0
  0020dc  mov     qword ptr [rbp+0x128],1
  0020e7  mov     rax,0x100000006
  0020f1  jmp     0x0000000000000016
