; T0: 6892 bytes
  000030  mov     qword ptr [rbp+0x18],0
  00003b  mov     rbx,[rbp+0x30]
  000042  mov     r12,[rbp+0x38]
  000049  mov     r13,[rbp+0x48]
  000050  mov     r14,[rbp+0x58]
  000057  jmp     0x00000000000000f8
  00005c  mov     qword ptr [rbp+0x18],0
; v0:list = input bytecode
  000067  cmp     qword ptr [rbp+0xc8],3
  000072  jne     0x000000000000118f
  000078  mov     rbx,[rbp+0x30]
; v1:list = input mem
  00007f  cmp     qword ptr [rbp+0xd0],3
  00008a  jne     0x000000000000118f
  000090  mov     r12,[rbp+0x38]
; v2:list = input stack
  000097  cmp     qword ptr [rbp+0xe0],3
  0000a2  jne     0x000000000000118f
  0000a8  mov     r13,[rbp+0x48]
; v3:list = input rstack
  0000af  cmp     qword ptr [rbp+0xe8],3
  0000ba  jne     0x000000000000118f
; v4:int = input pc
  0000c0  cmp     qword ptr [rbp+0xf0],1
  0000cb  jne     0x000000000000118f
  0000d1  mov     r14,[rbp+0x58]
; guard_value v0, ['push', 0, 'store', 1, 'load', 1, 'load', 0, 'lt', 'jump_if_zero', 50, 'push', 0, 'store', 2, 'load', 2, 'load', 0, 'eq', 'jump_if_zero', 31, 'load', 1, 'push', 1, 'add', 'store', 1, 'jump', 4, 'load', 3, 'load', 1, 'load', 2, 'mul', 'add', 'store', 3, 'load', 2, 'push', 1, 'add', 'store', 2, 'jump', 15, 'load', 3, 'halt'] => dispatch_loop/0 (0) {mem=v1, stack=v2, pc=v4}
  0000d8  mov     rax,<list k0>
  0000e2  cmp     rbx,rax
  0000e5  jne     0x000000000000119e
; guard_value v4, 15 => dispatch_loop_promote_bytecode/0 (1) {mem=v1, stack=v2, pc=v4}
  0000eb  cmp     r14,0xf
  0000f2  jne     0x000000000000121c
; v7:int = readlist v1, 2 => op_load/2 (4) {mem=v1, stack=v2, pc=15, a=2}
  0000f8  cmp     qword ptr [r12],2
  000104  jbe     0x0000000000001273
  00010a  mov     rax,[r12+8]
  000112  test    rax,rax
  000115  je      0x0000000000000128
  00011b  cmp     byte ptr [rax+2],1
  000122  jne     0x0000000000001273
  000128  mov     rax,[r12+0x10]
  000130  mov     r14,[rax+0x10]
; v8:int = len v2
  000137  mov     rbx,[r13]
; v9:list = append v2, v7 owned
  00013f  cmp     qword ptr [r13+8],0
  00014b  jne     0x0000000000000596
  000151  cmp     qword ptr [r13-0x10],1
  00015d  jne     0x0000000000000596
  000163  cmp     qword ptr [r13-8],1
  00016f  jne     0x0000000000000596
  000175  mov     rax,[r13]
  00017d  cmp     rax,[r13+0x18]
  000185  jae     0x0000000000000596
  00018b  mov     rdx,[r13+0x10]
  000193  lea     rdx,[rdx+rax*8]
  000197  add     rax,1
  00019b  mov     [r13],rax
  0001a3  mov     [rdx],r14
; v10:int = readlist v1, 0 => op_load/2 (9) {mem=v1, stack=v9, pc=17, a=0}
  0001a6  cmp     qword ptr [r12],0
  0001b2  jbe     0x00000000000012d2
  0001b8  mov     rax,[r12+8]
  0001c0  test    rax,rax
  0001c3  je      0x00000000000001d6
  0001c9  cmp     byte ptr [rax],1
  0001d0  jne     0x00000000000012d2
  0001d6  mov     rax,[r12+0x10]
  0001de  mov     r15,[rax]
; v11:list = append v9, v10 owned
  0001e5  cmp     qword ptr [r13+8],0
  0001f1  jne     0x0000000000000670
  0001f7  mov     rax,[r13]
  0001ff  cmp     rax,[r13+0x18]
  000207  jae     0x0000000000000670
  00020d  mov     rdx,[r13+0x10]
  000215  lea     rdx,[rdx+rax*8]
  000219  add     rax,1
  00021d  mov     [r13],rax
  000225  mov     [rdx],r15
; v12:list = slice v11, 0, v8 owned => pop2_top/4 (22) {mem=v1, stack=v11, pc=19, opcode='eq', k='binary_xy', x=v7, y=v10, depth=v8}
  000228  cmp     qword ptr [r13+8],0
  000234  jne     0x000000000000074a
  00023a  cmp     rbx,[r13]
  000242  ja      0x000000000000074a
  000248  mov     [r13],rbx
; v13:int = eq v7, v10
; guard_false v13 => jump_if_zero_x/0 (49) {mem=v1, stack=v12, pc=20, x=1}
  000250  cmp     r14,r15
  000253  je      0x0000000000001331
; v15:int = readlist v1, 3 => op_load/2 (55) {mem=v1, stack=v12, pc=31, a=3}
  000259  cmp     qword ptr [r12],3
  000265  jbe     0x0000000000001390
  00026b  mov     rax,[r12+8]
  000273  test    rax,rax
  000276  je      0x0000000000000289
  00027c  cmp     byte ptr [rax+3],1
  000283  jne     0x0000000000001390
  000289  mov     rax,[r12+0x10]
  000291  mov     rsi,[rax+0x18]
; v16:list = append v12, v15 owned
  000298  cmp     qword ptr [r13+8],0
  0002a4  jne     0x0000000000000845
  0002aa  mov     rax,[r13]
  0002b2  cmp     rax,[r13+0x18]
  0002ba  jae     0x0000000000000845
  0002c0  mov     rdx,[r13+0x10]
  0002c8  lea     rdx,[rdx+rax*8]
  0002cc  add     rax,1
  0002d0  mov     [r13],rax
  0002d8  mov     [rdx],rsi
; v17:int = readlist v1, 1 => op_load/2 (60) {mem=v1, stack=v16, pc=33, a=1}
  0002db  cmp     qword ptr [r12],1
  0002e7  jbe     0x00000000000013ef
  0002ed  mov     rax,[r12+8]
  0002f5  test    rax,rax
  0002f8  je      0x000000000000030b
  0002fe  cmp     byte ptr [rax+1],1
  000305  jne     0x00000000000013ef
  00030b  mov     rax,[r12+0x10]
  000313  mov     rdi,[rax+8]
; v18:int = mul v17, v7 => binary_mul/0 (80) {mem=v1, stack=v16, pc=37, x=v17, y=v7}
  00031a  mov     r11,rdi
  00031d  imul    r11,r14
  000321  jo      0x000000000000144e
  000327  mov     r8,r11
; v19:list = append v16, v18 owned
  00032a  cmp     qword ptr [r13+8],0
  000336  jne     0x000000000000091f
  00033c  mov     rax,[r13]
  000344  cmp     rax,[r13+0x18]
  00034c  jae     0x000000000000091f
  000352  mov     rdx,[r13+0x10]
  00035a  lea     rdx,[rdx+rax*8]
  00035e  add     rax,1
  000362  mov     [r13],rax
  00036a  mov     [rdx],r8
; v20:list = slice v19, 0, v8 owned => pop2_top/4 (90) {mem=v1, stack=v19, pc=38, opcode='add', k='binary_xy', x=v15, y=v18, depth=v8}
  00036d  cmp     qword ptr [r13+8],0
  000379  jne     0x00000000000009f9
  00037f  cmp     rbx,[r13]
  000387  ja      0x00000000000009f9
  00038d  mov     [r13],rbx
; v21:int = add v15, v18 => binary_add/0 (92) {mem=v1, stack=v20, pc=38, x=v15, y=v18}
  000395  add     rsi,r8
  000398  jo      0x00000000000014bb
; v22:list = set v1, 3, v21 owned => store_x/2 (103) {mem=v1, stack=v20, pc=39, a=3, x=v21}
  00039e  cmp     qword ptr [r12+8],0
  0003aa  jne     0x0000000000000af4
  0003b0  cmp     qword ptr [r12-0x10],1
  0003bc  jne     0x0000000000000af4
  0003c2  cmp     qword ptr [r12-8],1
  0003ce  jne     0x0000000000000af4
  0003d4  cmp     qword ptr [r12],3
  0003e0  jbe     0x0000000000000af4
  0003e6  mov     rax,[r12+0x10]
  0003ee  lea     rax,[rax+0x18]
  0003f5  mov     [rax],rsi
; v23:int = add v7, 1 => binary_add/0 (123) {mem=v22, stack=v20, pc=45, x=v7, y=1}
  0003f8  add     r14,1
  0003ff  jo      0x000000000000152b
; v24:list = set v22, 2, v23 owned => store_x/2 (134) {mem=v22, stack=v20, pc=46, a=2, x=v23}
  000405  cmp     qword ptr [r12+8],0
  000411  jne     0x0000000000000bef
  000417  cmp     qword ptr [r12],2
  000423  jbe     0x0000000000000bef
  000429  mov     rax,[r12+0x10]
  000431  lea     rax,[rax+0x10]
  000438  mov     [rax],r14
; guard_steps => dispatch_loop/0 (150) {mem=v24, stack=v20, pc=15}
; v26:list = phi mem v24
; v27:list = phi stack v20
; v28:int = phi - v23
; v29:int = phi - v21
; loop (150)
  00043b  nop
  00043c  nop
  00043d  nop
  00043e  nop
  00043f  nop
; v31:int = len v27
  000440  mov     r8,[r13]
; v32:int = eq v28, v10
; guard_false v32 => jump_if_zero_x/0 (49) {mem=v26, stack=v27, pc=20, x=1}
  000448  cmp     r14,r15
  00044b  je      0x00000000000015a3
; v34:list = append v27, v29 owned
  000451  cmp     qword ptr [r13+8],0
  00045d  jne     0x0000000000000cea
  000463  mov     rax,[r13]
  00046b  cmp     rax,[r13+0x18]
  000473  jae     0x0000000000000cea
  000479  mov     rdx,[r13+0x10]
  000481  lea     rdx,[rdx+rax*8]
  000485  add     rax,1
  000489  mov     [r13],rax
  000491  mov     [rdx],rsi
; v35:int = mul v17, v28 => binary_mul/0 (80) {mem=v26, stack=v34, pc=37, x=v17, y=v28}
  000494  mov     r11,rdi
  000497  imul    r11,r14
  00049b  jo      0x0000000000001602
  0004a1  mov     rbx,r11
; v36:list = append v34, v35 owned
  0004a4  cmp     qword ptr [r13+8],0
  0004b0  jne     0x0000000000000dc4
  0004b6  mov     rax,[r13]
  0004be  cmp     rax,[r13+0x18]
  0004c6  jae     0x0000000000000dc4
  0004cc  mov     rdx,[r13+0x10]
  0004d4  lea     rdx,[rdx+rax*8]
  0004d8  add     rax,1
  0004dc  mov     [r13],rax
  0004e4  mov     [rdx],rbx
; v37:list = slice v36, 0, v31 owned => pop2_top/4 (90) {mem=v26, stack=v36, pc=38, opcode='add', k='binary_xy', x=v29, y=v35, depth=v31}
  0004e7  cmp     qword ptr [r13+8],0
  0004f3  jne     0x0000000000000e9e
  0004f9  cmp     r8,[r13]
  000501  ja      0x0000000000000e9e
  000507  mov     [r13],r8
; v38:int = add v29, v35 => binary_add/0 (92) {mem=v26, stack=v37, pc=38, x=v29, y=v35}
  00050f  add     rsi,rbx
  000512  jo      0x000000000000166f
; v39:list = set v26, 3, v38 owned => store_x/2 (103) {mem=v26, stack=v37, pc=39, a=3, x=v38}
  000518  cmp     qword ptr [r12+8],0
  000524  jne     0x0000000000000f99
  00052a  cmp     qword ptr [r12],3
  000536  jbe     0x0000000000000f99
  00053c  mov     rax,[r12+0x10]
  000544  lea     rax,[rax+0x18]
  00054b  mov     [rax],rsi
; v40:int = add v28, 1 => binary_add/0 (123) {mem=v39, stack=v37, pc=45, x=v28, y=1}
  00054e  add     r14,1
  000555  jo      0x00000000000016df
; v41:list = set v39, 2, v40 owned => store_x/2 (134) {mem=v39, stack=v37, pc=46, a=2, x=v40}
  00055b  cmp     qword ptr [r12+8],0
  000567  jne     0x0000000000001094
  00056d  cmp     qword ptr [r12],2
  000579  jbe     0x0000000000001094
  00057f  mov     rax,[r12+0x10]
  000587  lea     rax,[rax+0x10]
  00058e  mov     [rax],r14
; guard_steps => dispatch_loop/0 (150) {mem=v41, stack=v37, pc=15}
; jump (150) v26 <- v41, v27 <- v37, v28 <- v40, v29 <- v38
  000591  jmp     0x0000000000000440
  000596  sub     rsp,0x70
  00059d  mov     [rsp+0x30],rcx
  0005a5  mov     [rsp+0x38],rsi
  0005ad  mov     [rsp+0x40],rdi
  0005b5  mov     [rsp+0x48],r8
  0005bd  mov     [rsp+0x50],r9
  0005c5  mov     [rsp+0x58],r10
  0005cd  mov     [rsp],r13
  0005d5  mov     qword ptr [rsp+8],3
  0005e1  mov     [rsp+0x10],r14
  0005e9  mov     qword ptr [rsp+0x18],1
  0005f5  mov     rdi,[rbp+0x20]
  0005fc  mov     esi,0xf
  000601  mov     rdx,rsp
  000604  mov     rcx,0xfffffffffffffffc
  00060e  mov     r8,0xfffffffffffffffc
  000618  mov     r9,0
  000622  mov     rax,<list_op>
  00062c  call    rax
  00062e  mov     r11,rax
  000631  mov     rcx,[rsp+0x30]
  000639  mov     rsi,[rsp+0x38]
  000641  mov     rdi,[rsp+0x40]
  000649  mov     r8,[rsp+0x48]
  000651  mov     r9,[rsp+0x50]
  000659  mov     r10,[rsp+0x58]
  000661  add     rsp,0x70
  000668  mov     r13,r11
  00066b  jmp     0x00000000000001a6
  000670  sub     rsp,0x70
  000677  mov     [rsp+0x30],rcx
  00067f  mov     [rsp+0x38],rsi
  000687  mov     [rsp+0x40],rdi
  00068f  mov     [rsp+0x48],r8
  000697  mov     [rsp+0x50],r9
  00069f  mov     [rsp+0x58],r10
  0006a7  mov     [rsp],r13
  0006af  mov     qword ptr [rsp+8],3
  0006bb  mov     [rsp+0x10],r15
  0006c3  mov     qword ptr [rsp+0x18],1
  0006cf  mov     rdi,[rbp+0x20]
  0006d6  mov     esi,0xf
  0006db  mov     rdx,rsp
  0006de  mov     rcx,0xfffffffffffffffc
  0006e8  mov     r8,0xfffffffffffffffc
  0006f2  mov     r9,0
  0006fc  mov     rax,<list_op>
  000706  call    rax
  000708  mov     r11,rax
  00070b  mov     rcx,[rsp+0x30]
  000713  mov     rsi,[rsp+0x38]
  00071b  mov     rdi,[rsp+0x40]
  000723  mov     r8,[rsp+0x48]
  00072b  mov     r9,[rsp+0x50]
  000733  mov     r10,[rsp+0x58]
  00073b  add     rsp,0x70
  000742  mov     r13,r11
  000745  jmp     0x0000000000000228
  00074a  sub     rsp,0x70
  000751  mov     [rsp+0x30],rcx
  000759  mov     [rsp+0x38],rsi
  000761  mov     [rsp+0x40],rdi
  000769  mov     [rsp+0x48],r8
  000771  mov     [rsp+0x50],r9
  000779  mov     [rsp+0x58],r10
  000781  mov     [rsp],r13
  000789  mov     qword ptr [rsp+8],3
  000795  mov     qword ptr [rsp+0x10],0
  0007a1  mov     qword ptr [rsp+0x18],1
  0007ad  mov     [rsp+0x20],rbx
  0007b5  mov     qword ptr [rsp+0x28],1
  0007c1  mov     rdi,[rbp+0x20]
  0007c8  mov     esi,0x10
  0007cd  mov     rdx,rsp
  0007d0  mov     rcx,0xfffffffffffffffc
  0007da  mov     r8,0xfffffffffffffffc
  0007e4  mov     r9,0
  0007ee  mov     rax,<list_op>
  0007f8  call    rax
  0007fa  mov     r11,rax
  0007fd  mov     rcx,[rsp+0x30]
  000805  mov     rsi,[rsp+0x38]
  00080d  mov     rdi,[rsp+0x40]
  000815  mov     r8,[rsp+0x48]
  00081d  mov     r9,[rsp+0x50]
  000825  mov     r10,[rsp+0x58]
  00082d  add     rsp,0x70
  000834  test    rdx,rdx
  000837  je      0x0000000000001757
  00083d  mov     r13,r11
  000840  jmp     0x0000000000000250
  000845  sub     rsp,0x70
  00084c  mov     [rsp+0x30],rcx
  000854  mov     [rsp+0x38],rsi
  00085c  mov     [rsp+0x40],rdi
  000864  mov     [rsp+0x48],r8
  00086c  mov     [rsp+0x50],r9
  000874  mov     [rsp+0x58],r10
  00087c  mov     [rsp],r13
  000884  mov     qword ptr [rsp+8],3
  000890  mov     [rsp+0x10],rsi
  000898  mov     qword ptr [rsp+0x18],1
  0008a4  mov     rdi,[rbp+0x20]
  0008ab  mov     esi,0xf
  0008b0  mov     rdx,rsp
  0008b3  mov     rcx,0xfffffffffffffffc
  0008bd  mov     r8,0xfffffffffffffffc
  0008c7  mov     r9,0
  0008d1  mov     rax,<list_op>
  0008db  call    rax
  0008dd  mov     r11,rax
  0008e0  mov     rcx,[rsp+0x30]
  0008e8  mov     rsi,[rsp+0x38]
  0008f0  mov     rdi,[rsp+0x40]
  0008f8  mov     r8,[rsp+0x48]
  000900  mov     r9,[rsp+0x50]
  000908  mov     r10,[rsp+0x58]
  000910  add     rsp,0x70
  000917  mov     r13,r11
  00091a  jmp     0x00000000000002db
  00091f  sub     rsp,0x70
  000926  mov     [rsp+0x30],rcx
  00092e  mov     [rsp+0x38],rsi
  000936  mov     [rsp+0x40],rdi
  00093e  mov     [rsp+0x48],r8
  000946  mov     [rsp+0x50],r9
  00094e  mov     [rsp+0x58],r10
  000956  mov     [rsp],r13
  00095e  mov     qword ptr [rsp+8],3
  00096a  mov     [rsp+0x10],r8
  000972  mov     qword ptr [rsp+0x18],1
  00097e  mov     rdi,[rbp+0x20]
  000985  mov     esi,0xf
  00098a  mov     rdx,rsp
  00098d  mov     rcx,0xfffffffffffffffc
  000997  mov     r8,0xfffffffffffffffc
  0009a1  mov     r9,0
  0009ab  mov     rax,<list_op>
  0009b5  call    rax
  0009b7  mov     r11,rax
  0009ba  mov     rcx,[rsp+0x30]
  0009c2  mov     rsi,[rsp+0x38]
  0009ca  mov     rdi,[rsp+0x40]
  0009d2  mov     r8,[rsp+0x48]
  0009da  mov     r9,[rsp+0x50]
  0009e2  mov     r10,[rsp+0x58]
  0009ea  add     rsp,0x70
  0009f1  mov     r13,r11
  0009f4  jmp     0x000000000000036d
  0009f9  sub     rsp,0x70
  000a00  mov     [rsp+0x30],rcx
  000a08  mov     [rsp+0x38],rsi
  000a10  mov     [rsp+0x40],rdi
  000a18  mov     [rsp+0x48],r8
  000a20  mov     [rsp+0x50],r9
  000a28  mov     [rsp+0x58],r10
  000a30  mov     [rsp],r13
  000a38  mov     qword ptr [rsp+8],3
  000a44  mov     qword ptr [rsp+0x10],0
  000a50  mov     qword ptr [rsp+0x18],1
  000a5c  mov     [rsp+0x20],rbx
  000a64  mov     qword ptr [rsp+0x28],1
  000a70  mov     rdi,[rbp+0x20]
  000a77  mov     esi,0x10
  000a7c  mov     rdx,rsp
  000a7f  mov     rcx,0xfffffffffffffffc
  000a89  mov     r8,0xfffffffffffffffc
  000a93  mov     r9,0
  000a9d  mov     rax,<list_op>
  000aa7  call    rax
  000aa9  mov     r11,rax
  000aac  mov     rcx,[rsp+0x30]
  000ab4  mov     rsi,[rsp+0x38]
  000abc  mov     rdi,[rsp+0x40]
  000ac4  mov     r8,[rsp+0x48]
  000acc  mov     r9,[rsp+0x50]
  000ad4  mov     r10,[rsp+0x58]
  000adc  add     rsp,0x70
  000ae3  test    rdx,rdx
  000ae6  je      0x0000000000001802
  000aec  mov     r13,r11
  000aef  jmp     0x0000000000000395
  000af4  sub     rsp,0x70
  000afb  mov     [rsp+0x30],rcx
  000b03  mov     [rsp+0x38],rsi
  000b0b  mov     [rsp+0x40],rdi
  000b13  mov     [rsp+0x48],r8
  000b1b  mov     [rsp+0x50],r9
  000b23  mov     [rsp+0x58],r10
  000b2b  mov     [rsp],r12
  000b33  mov     qword ptr [rsp+8],3
  000b3f  mov     qword ptr [rsp+0x10],3
  000b4b  mov     qword ptr [rsp+0x18],1
  000b57  mov     [rsp+0x20],rsi
  000b5f  mov     qword ptr [rsp+0x28],1
  000b6b  mov     rdi,[rbp+0x20]
  000b72  mov     esi,0xe
  000b77  mov     rdx,rsp
  000b7a  mov     rcx,0xfffffffffffffffe
  000b84  mov     r8,0xfffffffffffffffe
  000b8e  mov     r9,0
  000b98  mov     rax,<list_op>
  000ba2  call    rax
  000ba4  mov     r11,rax
  000ba7  mov     rcx,[rsp+0x30]
  000baf  mov     rsi,[rsp+0x38]
  000bb7  mov     rdi,[rsp+0x40]
  000bbf  mov     r8,[rsp+0x48]
  000bc7  mov     r9,[rsp+0x50]
  000bcf  mov     r10,[rsp+0x58]
  000bd7  add     rsp,0x70
  000bde  test    rdx,rdx
  000be1  je      0x00000000000018ad
  000be7  mov     r12,r11
  000bea  jmp     0x00000000000003f8
  000bef  sub     rsp,0x70
  000bf6  mov     [rsp+0x30],rcx
  000bfe  mov     [rsp+0x38],rsi
  000c06  mov     [rsp+0x40],rdi
  000c0e  mov     [rsp+0x48],r8
  000c16  mov     [rsp+0x50],r9
  000c1e  mov     [rsp+0x58],r10
  000c26  mov     [rsp],r12
  000c2e  mov     qword ptr [rsp+8],3
  000c3a  mov     qword ptr [rsp+0x10],2
  000c46  mov     qword ptr [rsp+0x18],1
  000c52  mov     [rsp+0x20],r14
  000c5a  mov     qword ptr [rsp+0x28],1
  000c66  mov     rdi,[rbp+0x20]
  000c6d  mov     esi,0xe
  000c72  mov     rdx,rsp
  000c75  mov     rcx,0xfffffffffffffffe
  000c7f  mov     r8,0xfffffffffffffffe
  000c89  mov     r9,0
  000c93  mov     rax,<list_op>
  000c9d  call    rax
  000c9f  mov     r11,rax
  000ca2  mov     rcx,[rsp+0x30]
  000caa  mov     rsi,[rsp+0x38]
  000cb2  mov     rdi,[rsp+0x40]
  000cba  mov     r8,[rsp+0x48]
  000cc2  mov     r9,[rsp+0x50]
  000cca  mov     r10,[rsp+0x58]
  000cd2  add     rsp,0x70
  000cd9  test    rdx,rdx
  000cdc  je      0x000000000000191e
  000ce2  mov     r12,r11
  000ce5  jmp     0x000000000000043b
  000cea  sub     rsp,0x70
  000cf1  mov     [rsp+0x30],rcx
  000cf9  mov     [rsp+0x38],rsi
  000d01  mov     [rsp+0x40],rdi
  000d09  mov     [rsp+0x48],r8
  000d11  mov     [rsp+0x50],r9
  000d19  mov     [rsp+0x58],r10
  000d21  mov     [rsp],r13
  000d29  mov     qword ptr [rsp+8],3
  000d35  mov     [rsp+0x10],rsi
  000d3d  mov     qword ptr [rsp+0x18],1
  000d49  mov     rdi,[rbp+0x20]
  000d50  mov     esi,0xf
  000d55  mov     rdx,rsp
  000d58  mov     rcx,0xfffffffffffffffc
  000d62  mov     r8,0xfffffffffffffffc
  000d6c  mov     r9,0
  000d76  mov     rax,<list_op>
  000d80  call    rax
  000d82  mov     r11,rax
  000d85  mov     rcx,[rsp+0x30]
  000d8d  mov     rsi,[rsp+0x38]
  000d95  mov     rdi,[rsp+0x40]
  000d9d  mov     r8,[rsp+0x48]
  000da5  mov     r9,[rsp+0x50]
  000dad  mov     r10,[rsp+0x58]
  000db5  add     rsp,0x70
  000dbc  mov     r13,r11
  000dbf  jmp     0x0000000000000494
  000dc4  sub     rsp,0x70
  000dcb  mov     [rsp+0x30],rcx
  000dd3  mov     [rsp+0x38],rsi
  000ddb  mov     [rsp+0x40],rdi
  000de3  mov     [rsp+0x48],r8
  000deb  mov     [rsp+0x50],r9
  000df3  mov     [rsp+0x58],r10
  000dfb  mov     [rsp],r13
  000e03  mov     qword ptr [rsp+8],3
  000e0f  mov     [rsp+0x10],rbx
  000e17  mov     qword ptr [rsp+0x18],1
  000e23  mov     rdi,[rbp+0x20]
  000e2a  mov     esi,0xf
  000e2f  mov     rdx,rsp
  000e32  mov     rcx,0xfffffffffffffffc
  000e3c  mov     r8,0xfffffffffffffffc
  000e46  mov     r9,0
  000e50  mov     rax,<list_op>
  000e5a  call    rax
  000e5c  mov     r11,rax
  000e5f  mov     rcx,[rsp+0x30]
  000e67  mov     rsi,[rsp+0x38]
  000e6f  mov     rdi,[rsp+0x40]
  000e77  mov     r8,[rsp+0x48]
  000e7f  mov     r9,[rsp+0x50]
  000e87  mov     r10,[rsp+0x58]
  000e8f  add     rsp,0x70
  000e96  mov     r13,r11
  000e99  jmp     0x00000000000004e7
  000e9e  sub     rsp,0x70
  000ea5  mov     [rsp+0x30],rcx
  000ead  mov     [rsp+0x38],rsi
  000eb5  mov     [rsp+0x40],rdi
  000ebd  mov     [rsp+0x48],r8
  000ec5  mov     [rsp+0x50],r9
  000ecd  mov     [rsp+0x58],r10
  000ed5  mov     [rsp],r13
  000edd  mov     qword ptr [rsp+8],3
  000ee9  mov     qword ptr [rsp+0x10],0
  000ef5  mov     qword ptr [rsp+0x18],1
  000f01  mov     [rsp+0x20],r8
  000f09  mov     qword ptr [rsp+0x28],1
  000f15  mov     rdi,[rbp+0x20]
  000f1c  mov     esi,0x10
  000f21  mov     rdx,rsp
  000f24  mov     rcx,0xfffffffffffffffc
  000f2e  mov     r8,0xfffffffffffffffc
  000f38  mov     r9,0
  000f42  mov     rax,<list_op>
  000f4c  call    rax
  000f4e  mov     r11,rax
  000f51  mov     rcx,[rsp+0x30]
  000f59  mov     rsi,[rsp+0x38]
  000f61  mov     rdi,[rsp+0x40]
  000f69  mov     r8,[rsp+0x48]
  000f71  mov     r9,[rsp+0x50]
  000f79  mov     r10,[rsp+0x58]
  000f81  add     rsp,0x70
  000f88  test    rdx,rdx
  000f8b  je      0x000000000000198f
  000f91  mov     r13,r11
  000f94  jmp     0x000000000000050f
  000f99  sub     rsp,0x70
  000fa0  mov     [rsp+0x30],rcx
  000fa8  mov     [rsp+0x38],rsi
  000fb0  mov     [rsp+0x40],rdi
  000fb8  mov     [rsp+0x48],r8
  000fc0  mov     [rsp+0x50],r9
  000fc8  mov     [rsp+0x58],r10
  000fd0  mov     [rsp],r12
  000fd8  mov     qword ptr [rsp+8],3
  000fe4  mov     qword ptr [rsp+0x10],3
  000ff0  mov     qword ptr [rsp+0x18],1
  000ffc  mov     [rsp+0x20],rsi
  001004  mov     qword ptr [rsp+0x28],1
  001010  mov     rdi,[rbp+0x20]
  001017  mov     esi,0xe
  00101c  mov     rdx,rsp
  00101f  mov     rcx,0xfffffffffffffffe
  001029  mov     r8,0xfffffffffffffffe
  001033  mov     r9,0
  00103d  mov     rax,<list_op>
  001047  call    rax
  001049  mov     r11,rax
  00104c  mov     rcx,[rsp+0x30]
  001054  mov     rsi,[rsp+0x38]
  00105c  mov     rdi,[rsp+0x40]
  001064  mov     r8,[rsp+0x48]
  00106c  mov     r9,[rsp+0x50]
  001074  mov     r10,[rsp+0x58]
  00107c  add     rsp,0x70
  001083  test    rdx,rdx
  001086  je      0x0000000000001a3a
  00108c  mov     r12,r11
  00108f  jmp     0x000000000000054e
  001094  sub     rsp,0x70
  00109b  mov     [rsp+0x30],rcx
  0010a3  mov     [rsp+0x38],rsi
  0010ab  mov     [rsp+0x40],rdi
  0010b3  mov     [rsp+0x48],r8
  0010bb  mov     [rsp+0x50],r9
  0010c3  mov     [rsp+0x58],r10
  0010cb  mov     [rsp],r12
  0010d3  mov     qword ptr [rsp+8],3
  0010df  mov     qword ptr [rsp+0x10],2
  0010eb  mov     qword ptr [rsp+0x18],1
  0010f7  mov     [rsp+0x20],r14
  0010ff  mov     qword ptr [rsp+0x28],1
  00110b  mov     rdi,[rbp+0x20]
  001112  mov     esi,0xe
  001117  mov     rdx,rsp
  00111a  mov     rcx,0xfffffffffffffffe
  001124  mov     r8,0xfffffffffffffffe
  00112e  mov     r9,0
  001138  mov     rax,<list_op>
  001142  call    rax
  001144  mov     r11,rax
  001147  mov     rcx,[rsp+0x30]
  00114f  mov     rsi,[rsp+0x38]
  001157  mov     rdi,[rsp+0x40]
  00115f  mov     r8,[rsp+0x48]
  001167  mov     r9,[rsp+0x50]
  00116f  mov     r10,[rsp+0x58]
  001177  add     rsp,0x70
  00117e  test    rdx,rdx
  001181  je      0x0000000000001aab
  001187  mov     r12,r11
  00118a  jmp     0x0000000000000591
; exits
  00118f  mov     rax,0xfffffffe
  001199  jmp     0x0000000000000016
  00119e  mov     [rbp+0x10],rbx
  0011a5  mov     qword ptr [rbp+0x18],3
  0011b0  mov     [rbp+0x38],r12
  0011b7  mov     qword ptr [rbp+0xd0],3
  0011c2  mov     [rbp+0x48],r13
  0011c9  mov     qword ptr [rbp+0xe0],3
  0011d4  mov     [rbp+0x58],r14
  0011db  mov     qword ptr [rbp+0xf0],1
  0011e6  mov     rdi,[rbp+0x20]
  0011ed  mov     rsi,8
  0011f7  mov     rdx,0
  001201  mov     rax,<exit_lists>
  00120b  call    rax
  00120d  mov     rax,0
  001217  jmp     0x0000000000000016
  00121c  mov     [rbp+0x10],r14
  001223  mov     qword ptr [rbp+0x18],1
  00122e  mov     [rbp+0x38],r12
  001235  mov     qword ptr [rbp+0xd0],3
  001240  mov     [rbp+0x48],r13
  001247  mov     qword ptr [rbp+0xe0],3
  001252  mov     [rbp+0x58],r14
  001259  mov     qword ptr [rbp+0xf0],1
  001264  mov     rax,1
  00126e  jmp     0x0000000000000016
  001273  mov     [rbp+0x38],r12
  00127a  mov     qword ptr [rbp+0xd0],3
  001285  mov     [rbp+0x48],r13
  00128c  mov     qword ptr [rbp+0xe0],3
  001297  mov     qword ptr [rbp+0x58],0xf
  0012a2  mov     qword ptr [rbp+0xf0],1
  0012ad  mov     qword ptr [rbp+<exit lists 0>0],2
  0012b8  mov     qword ptr [rbp+0x118],1
  0012c3  mov     rax,2
  0012cd  jmp     0x0000000000000016
  0012d2  mov     [rbp+0x38],r12
  0012d9  mov     qword ptr [rbp+0xd0],3
  0012e4  mov     [rbp+0x48],r13
  0012eb  mov     qword ptr [rbp+0xe0],3
  0012f6  mov     qword ptr [rbp+0x58],0x11
  001301  mov     qword ptr [rbp+0xf0],1
  00130c  mov     qword ptr [rbp+<exit lists 0>0],0
  001317  mov     qword ptr [rbp+0x118],1
  001322  mov     rax,3
  00132c  jmp     0x0000000000000016
  001331  mov     [rbp+0x38],r12
  001338  mov     qword ptr [rbp+0xd0],3
  001343  mov     [rbp+0x48],r13
  00134a  mov     qword ptr [rbp+0xe0],3
  001355  mov     qword ptr [rbp+0x58],0x14
  001360  mov     qword ptr [rbp+0xf0],1
  00136b  mov     qword ptr [rbp+0x90],1
  001376  mov     qword ptr [rbp+0x128],1
  001381  mov     rax,5
  00138b  jmp     0x0000000000000016
  001390  mov     [rbp+0x38],r12
  001397  mov     qword ptr [rbp+0xd0],3
  0013a2  mov     [rbp+0x48],r13
  0013a9  mov     qword ptr [rbp+0xe0],3
  0013b4  mov     qword ptr [rbp+0x58],0x1f
  0013bf  mov     qword ptr [rbp+0xf0],1
  0013ca  mov     qword ptr [rbp+<exit lists 0>0],3
  0013d5  mov     qword ptr [rbp+0x118],1
  0013e0  mov     rax,6
  0013ea  jmp     0x0000000000000016
  0013ef  mov     [rbp+0x38],r12
  0013f6  mov     qword ptr [rbp+0xd0],3
  001401  mov     [rbp+0x48],r13
  001408  mov     qword ptr [rbp+0xe0],3
  001413  mov     qword ptr [rbp+0x58],0x21
  00141e  mov     qword ptr [rbp+0xf0],1
  001429  mov     qword ptr [rbp+<exit lists 0>0],1
  001434  mov     qword ptr [rbp+0x118],1
  00143f  mov     rax,7
  001449  jmp     0x0000000000000016
  00144e  mov     [rbp+0x38],r12
  001455  mov     qword ptr [rbp+0xd0],3
  001460  mov     [rbp+0x48],r13
  001467  mov     qword ptr [rbp+0xe0],3
  001472  mov     qword ptr [rbp+0x58],0x25
  00147d  mov     qword ptr [rbp+0xf0],1
  001488  mov     [rbp+0x90],rdi
  00148f  mov     qword ptr [rbp+0x128],1
  00149a  mov     [rbp+0x98],r14
  0014a1  mov     qword ptr [rbp+0x130],1
  0014ac  mov     rax,8
  0014b6  jmp     0x0000000000000016
  0014bb  sub     rsi,r8
  0014be  mov     [rbp+0x38],r12
  0014c5  mov     qword ptr [rbp+0xd0],3
  0014d0  mov     [rbp+0x48],r13
  0014d7  mov     qword ptr [rbp+0xe0],3
  0014e2  mov     qword ptr [rbp+0x58],0x26
  0014ed  mov     qword ptr [rbp+0xf0],1
  0014f8  mov     [rbp+0x90],rsi
  0014ff  mov     qword ptr [rbp+0x128],1
  00150a  mov     [rbp+0x98],r8
  001511  mov     qword ptr [rbp+0x130],1
  00151c  mov     rax,0xa
  001526  jmp     0x0000000000000016
  00152b  sub     r14,1
  001532  mov     [rbp+0x38],r12
  001539  mov     qword ptr [rbp+0xd0],3
  001544  mov     [rbp+0x48],r13
  00154b  mov     qword ptr [rbp+0xe0],3
  001556  mov     qword ptr [rbp+0x58],0x2d
  001561  mov     qword ptr [rbp+0xf0],1
  00156c  mov     [rbp+0x90],r14
  001573  mov     qword ptr [rbp+0x128],1
  00157e  mov     qword ptr [rbp+0x98],1
  001589  mov     qword ptr [rbp+0x130],1
  001594  mov     rax,0xc
  00159e  jmp     0x0000000000000016
  0015a3  mov     [rbp+0x38],r12
  0015aa  mov     qword ptr [rbp+0xd0],3
  0015b5  mov     [rbp+0x48],r13
  0015bc  mov     qword ptr [rbp+0xe0],3
  0015c7  mov     qword ptr [rbp+0x58],0x14
  0015d2  mov     qword ptr [rbp+0xf0],1
  0015dd  mov     qword ptr [rbp+0x90],1
  0015e8  mov     qword ptr [rbp+0x128],1
  0015f3  mov     rax,0xf
  0015fd  jmp     0x0000000000001b20
  001602  mov     [rbp+0x38],r12
  001609  mov     qword ptr [rbp+0xd0],3
  001614  mov     [rbp+0x48],r13
  00161b  mov     qword ptr [rbp+0xe0],3
  001626  mov     qword ptr [rbp+0x58],0x25
  001631  mov     qword ptr [rbp+0xf0],1
  00163c  mov     [rbp+0x90],rdi
  001643  mov     qword ptr [rbp+0x128],1
  00164e  mov     [rbp+0x98],r14
  001655  mov     qword ptr [rbp+0x130],1
  001660  mov     rax,0x10
  00166a  jmp     0x0000000000000016
  00166f  sub     rsi,rbx
  001672  mov     [rbp+0x38],r12
  001679  mov     qword ptr [rbp+0xd0],3
  001684  mov     [rbp+0x48],r13
  00168b  mov     qword ptr [rbp+0xe0],3
  001696  mov     qword ptr [rbp+0x58],0x26
  0016a1  mov     qword ptr [rbp+0xf0],1
  0016ac  mov     [rbp+0x90],rsi
  0016b3  mov     qword ptr [rbp+0x128],1
  0016be  mov     [rbp+0x98],rbx
  0016c5  mov     qword ptr [rbp+0x130],1
  0016d0  mov     rax,0x12
  0016da  jmp     0x0000000000000016
  0016df  sub     r14,1
  0016e6  mov     [rbp+0x38],r12
  0016ed  mov     qword ptr [rbp+0xd0],3
  0016f8  mov     [rbp+0x48],r13
  0016ff  mov     qword ptr [rbp+0xe0],3
  00170a  mov     qword ptr [rbp+0x58],0x2d
  001715  mov     qword ptr [rbp+0xf0],1
  001720  mov     [rbp+0x90],r14
  001727  mov     qword ptr [rbp+0x128],1
  001732  mov     qword ptr [rbp+0x98],1
  00173d  mov     qword ptr [rbp+0x130],1
  001748  mov     rax,0x14
  001752  jmp     0x0000000000000016
  001757  mov     [rbp+0x38],r12
  00175e  mov     qword ptr [rbp+0xd0],3
  001769  mov     [rbp+0x48],r13
  001770  mov     qword ptr [rbp+0xe0],3
  00177b  mov     qword ptr [rbp+0x58],0x13
  001786  mov     qword ptr [rbp+0xf0],1
  001791  mov     qword ptr [rbp+0x60],0x16
  00179c  mov     qword ptr [rbp+0xf8],2
  0017a7  mov     qword ptr [rbp+<exit lists 0>8],0x28
  0017b2  mov     qword ptr [rbp+0x120],2
  0017bd  mov     [rbp+0x90],r14
  0017c4  mov     qword ptr [rbp+0x128],1
  0017cf  mov     [rbp+0x98],r15
  0017d6  mov     qword ptr [rbp+0x130],1
  0017e1  mov     [rbp+0xa8],rbx
  0017e8  mov     qword ptr [rbp+0x140],1
  0017f3  mov     rax,4
  0017fd  jmp     0x0000000000000016
  001802  mov     [rbp+0x38],r12
  001809  mov     qword ptr [rbp+0xd0],3
  001814  mov     [rbp+0x48],r13
  00181b  mov     qword ptr [rbp+0xe0],3
  001826  mov     qword ptr [rbp+0x58],0x26
  001831  mov     qword ptr [rbp+0xf0],1
  00183c  mov     qword ptr [rbp+0x60],0x13
  001847  mov     qword ptr [rbp+0xf8],2
  001852  mov     qword ptr [rbp+<exit lists 0>8],0x28
  00185d  mov     qword ptr [rbp+0x120],2
  001868  mov     [rbp+0x90],rsi
  00186f  mov     qword ptr [rbp+0x128],1
  00187a  mov     [rbp+0x98],r8
  001881  mov     qword ptr [rbp+0x130],1
  00188c  mov     [rbp+0xa8],rbx
  001893  mov     qword ptr [rbp+0x140],1
  00189e  mov     rax,9
  0018a8  jmp     0x0000000000000016
  0018ad  mov     [rbp+0x38],r12
  0018b4  mov     qword ptr [rbp+0xd0],3
  0018bf  mov     [rbp+0x48],r13
  0018c6  mov     qword ptr [rbp+0xe0],3
  0018d1  mov     qword ptr [rbp+0x58],0x27
  0018dc  mov     qword ptr [rbp+0xf0],1
  0018e7  mov     qword ptr [rbp+<exit lists 0>0],3
  0018f2  mov     qword ptr [rbp+0x118],1
  0018fd  mov     [rbp+0x90],rsi
  001904  mov     qword ptr [rbp+0x128],1
  00190f  mov     rax,0xb
  001919  jmp     0x0000000000000016
  00191e  mov     [rbp+0x38],r12
  001925  mov     qword ptr [rbp+0xd0],3
  001930  mov     [rbp+0x48],r13
  001937  mov     qword ptr [rbp+0xe0],3
  001942  mov     qword ptr [rbp+0x58],0x2e
  00194d  mov     qword ptr [rbp+0xf0],1
  001958  mov     qword ptr [rbp+<exit lists 0>0],2
  001963  mov     qword ptr [rbp+0x118],1
  00196e  mov     [rbp+0x90],r14
  001975  mov     qword ptr [rbp+0x128],1
  001980  mov     rax,0xd
  00198a  jmp     0x0000000000000016
  00198f  mov     [rbp+0x38],r12
  001996  mov     qword ptr [rbp+0xd0],3
  0019a1  mov     [rbp+0x48],r13
  0019a8  mov     qword ptr [rbp+0xe0],3
  0019b3  mov     qword ptr [rbp+0x58],0x26
  0019be  mov     qword ptr [rbp+0xf0],1
  0019c9  mov     qword ptr [rbp+0x60],0x13
  0019d4  mov     qword ptr [rbp+0xf8],2
  0019df  mov     qword ptr [rbp+<exit lists 0>8],0x28
  0019ea  mov     qword ptr [rbp+0x120],2
  0019f5  mov     [rbp+0x90],rsi
  0019fc  mov     qword ptr [rbp+0x128],1
  001a07  mov     [rbp+0x98],rbx
  001a0e  mov     qword ptr [rbp+0x130],1
  001a19  mov     [rbp+0xa8],r8
  001a20  mov     qword ptr [rbp+0x140],1
  001a2b  mov     rax,0x11
  001a35  jmp     0x0000000000000016
  001a3a  mov     [rbp+0x38],r12
  001a41  mov     qword ptr [rbp+0xd0],3
  001a4c  mov     [rbp+0x48],r13
  001a53  mov     qword ptr [rbp+0xe0],3
  001a5e  mov     qword ptr [rbp+0x58],0x27
  001a69  mov     qword ptr [rbp+0xf0],1
  001a74  mov     qword ptr [rbp+<exit lists 0>0],3
  001a7f  mov     qword ptr [rbp+0x118],1
  001a8a  mov     [rbp+0x90],rsi
  001a91  mov     qword ptr [rbp+0x128],1
  001a9c  mov     rax,0x13
  001aa6  jmp     0x0000000000000016
  001aab  mov     [rbp+0x38],r12
  001ab2  mov     qword ptr [rbp+0xd0],3
  001abd  mov     [rbp+0x48],r13
  001ac4  mov     qword ptr [rbp+0xe0],3
  001acf  mov     qword ptr [rbp+0x58],0x2e
  001ada  mov     qword ptr [rbp+0xf0],1
  001ae5  mov     qword ptr [rbp+<exit lists 0>0],2
  001af0  mov     qword ptr [rbp+0x118],1
  001afb  mov     [rbp+0x90],r14
  001b02  mov     qword ptr [rbp+0x128],1
  001b0d  mov     rax,0x15
  001b17  jmp     0x0000000000000016

; T1: 2625 bytes
  001b20  mov     qword ptr [rbp+0x18],0
  001b2b  mov     rbx,[rbp+0x38]
  001b32  mov     r12,[rbp+0x48]
  001b39  jmp     0x0000000000001b8a
  001b3e  mov     qword ptr [rbp+0x18],0
; v0:list = input mem
  001b49  cmp     qword ptr [rbp+0xd0],3
  001b54  jne     0x0000000000002274
  001b5a  mov     rbx,[rbp+0x38]
; v1:list = input stack
  001b61  cmp     qword ptr [rbp+0xe0],3
  001b6c  jne     0x0000000000002274
  001b72  mov     r12,[rbp+0x48]
; v2:list = input rstack
  001b79  cmp     qword ptr [rbp+0xe8],3
  001b84  jne     0x0000000000002274
; v3:int = readlist v0, 1 => op_load/2 (6) {pc=22, a=1}
  001b8a  cmp     qword ptr [rbx],1
  001b96  jbe     0x0000000000002283
  001b9c  mov     rax,[rbx+8]
  001ba4  test    rax,rax
  001ba7  je      0x0000000000001bba
  001bad  cmp     byte ptr [rax+1],1
  001bb4  jne     0x0000000000002283
  001bba  mov     rax,[rbx+0x10]
  001bc2  mov     r13,[rax+8]
; v4:int = len v1
  001bc9  mov     r14,[r12]
; v5:int = add v3, 1 => binary_add/0 (21) {stack=v1, pc=26, x=v3, y=1}
  001bd1  add     r13,1
  001bd8  jo      0x00000000000022be
; v6:list = set v0, 1, v5 owned => store_x/2 (32) {stack=v1, pc=27, a=1, x=v5}
  001bde  cmp     qword ptr [rbx+8],0
  001bea  jne     0x0000000000001dcb
  001bf0  cmp     qword ptr [rbx-0x10],1
  001bfc  jne     0x0000000000001dcb
  001c02  cmp     qword ptr [rbx-8],1
  001c0e  jne     0x0000000000001dcb
  001c14  cmp     qword ptr [rbx],1
  001c20  jbe     0x0000000000001dcb
  001c26  mov     rax,[rbx+0x10]
  001c2e  lea     rax,[rax+8]
  001c35  mov     [rax],r13
; v7:list = append v1, v5 owned
  001c38  cmp     qword ptr [r12+8],0
  001c44  jne     0x0000000000001ec6
  001c4a  cmp     qword ptr [r12-0x10],1
  001c56  jne     0x0000000000001ec6
  001c5c  cmp     qword ptr [r12-8],1
  001c68  jne     0x0000000000001ec6
  001c6e  mov     rax,[r12]
  001c76  cmp     rax,[r12+0x18]
  001c7e  jae     0x0000000000001ec6
  001c84  mov     rdx,[r12+0x10]
  001c8c  lea     rdx,[rdx+rax*8]
  001c90  add     rax,1
  001c94  mov     [r12],rax
  001c9c  mov     [rdx],r13
; v8:int = readlist v6, 0 => op_load/2 (57) {mem=v6, stack=v7, pc=6, a=0}
  001c9f  cmp     qword ptr [rbx],0
  001cab  jbe     0x0000000000002324
  001cb1  mov     rax,[rbx+8]
  001cb9  test    rax,rax
  001cbc  je      0x0000000000001ccf
  001cc2  cmp     byte ptr [rax],1
  001cc9  jne     0x0000000000002324
  001ccf  mov     rax,[rbx+0x10]
  001cd7  mov     r15,[rax]
; v9:list = append v7, v8 owned
  001cde  cmp     qword ptr [r12+8],0
  001cea  jne     0x0000000000001fa0
  001cf0  mov     rax,[r12]
  001cf8  cmp     rax,[r12+0x18]
  001d00  jae     0x0000000000001fa0
  001d06  mov     rdx,[r12+0x10]
  001d0e  lea     rdx,[rdx+rax*8]
  001d12  add     rax,1
  001d16  mov     [r12],rax
  001d1e  mov     [rdx],r15
; v10:list = slice v9, 0, v4 owned => pop2_top/4 (69) {mem=v6, stack=v9, pc=8, opcode='lt', k='binary_xy', x=v5, y=v8, depth=v4}
  001d21  cmp     qword ptr [r12+8],0
  001d2d  jne     0x000000000000207a
  001d33  cmp     r14,[r12]
  001d3b  ja      0x000000000000207a
  001d41  mov     [r12],r14
; v11:int = lt v5, v8
; guard_true v11 => jump_if_zero_x/0 (96) {mem=v6, stack=v10, pc=9, x=0}
  001d49  cmp     r13,r15
  001d4c  jge     0x0000000000002383
; v13:list = set v6, 2, 0 owned => store_x/2 (111) {mem=v6, stack=v10, pc=13, a=2, x=0}
  001d52  cmp     qword ptr [rbx+8],0
  001d5e  jne     0x0000000000002175
  001d64  cmp     qword ptr [rbx],2
  001d70  jbe     0x0000000000002175
  001d76  mov     rax,[rbx+0x10]
  001d7e  lea     rax,[rax+0x10]
  001d85  mov     qword ptr [rax],0
; jump_trace T0 => dispatch_loop/0 (112) {mem=v13, stack=v10, pc=15}
  001d8c  mov     [rbp+0x38],rbx
  001d93  mov     qword ptr [rbp+0xd0],3
  001d9e  mov     [rbp+0x48],r12
  001da5  mov     qword ptr [rbp+0xe0],3
  001db0  mov     qword ptr [rbp+0x58],0xf
  001dbb  mov     qword ptr [rbp+0xf0],1
  001dc6  jmp     0x0000000000000030
  001dcb  sub     rsp,0x70
  001dd2  mov     [rsp+0x30],rcx
  001dda  mov     [rsp+0x38],rsi
  001de2  mov     [rsp+0x40],rdi
  001dea  mov     [rsp+0x48],r8
  001df2  mov     [rsp+0x50],r9
  001dfa  mov     [rsp+0x58],r10
  001e02  mov     [rsp],rbx
  001e0a  mov     qword ptr [rsp+8],3
  001e16  mov     qword ptr [rsp+0x10],1
  001e22  mov     qword ptr [rsp+0x18],1
  001e2e  mov     [rsp+0x20],r13
  001e36  mov     qword ptr [rsp+0x28],1
  001e42  mov     rdi,[rbp+0x20]
  001e49  mov     esi,0xe
  001e4e  mov     rdx,rsp
  001e51  mov     rcx,0xfffffffffffffffe
  001e5b  mov     r8,0xfffffffffffffffe
  001e65  mov     r9,0
  001e6f  mov     rax,<list_op>
  001e79  call    rax
  001e7b  mov     r11,rax
  001e7e  mov     rcx,[rsp+0x30]
  001e86  mov     rsi,[rsp+0x38]
  001e8e  mov     rdi,[rsp+0x40]
  001e96  mov     r8,[rsp+0x48]
  001e9e  mov     r9,[rsp+0x50]
  001ea6  mov     r10,[rsp+0x58]
  001eae  add     rsp,0x70
  001eb5  test    rdx,rdx
  001eb8  je      0x00000000000023e2
  001ebe  mov     rbx,r11
  001ec1  jmp     0x0000000000001c38
  001ec6  sub     rsp,0x70
  001ecd  mov     [rsp+0x30],rcx
  001ed5  mov     [rsp+0x38],rsi
  001edd  mov     [rsp+0x40],rdi
  001ee5  mov     [rsp+0x48],r8
  001eed  mov     [rsp+0x50],r9
  001ef5  mov     [rsp+0x58],r10
  001efd  mov     [rsp],r12
  001f05  mov     qword ptr [rsp+8],3
  001f11  mov     [rsp+0x10],r13
  001f19  mov     qword ptr [rsp+0x18],1
  001f25  mov     rdi,[rbp+0x20]
  001f2c  mov     esi,0xf
  001f31  mov     rdx,rsp
  001f34  mov     rcx,0xfffffffffffffffc
  001f3e  mov     r8,0xfffffffffffffffc
  001f48  mov     r9,0
  001f52  mov     rax,<list_op>
  001f5c  call    rax
  001f5e  mov     r11,rax
  001f61  mov     rcx,[rsp+0x30]
  001f69  mov     rsi,[rsp+0x38]
  001f71  mov     rdi,[rsp+0x40]
  001f79  mov     r8,[rsp+0x48]
  001f81  mov     r9,[rsp+0x50]
  001f89  mov     r10,[rsp+0x58]
  001f91  add     rsp,0x70
  001f98  mov     r12,r11
  001f9b  jmp     0x0000000000001c9f
  001fa0  sub     rsp,0x70
  001fa7  mov     [rsp+0x30],rcx
  001faf  mov     [rsp+0x38],rsi
  001fb7  mov     [rsp+0x40],rdi
  001fbf  mov     [rsp+0x48],r8
  001fc7  mov     [rsp+0x50],r9
  001fcf  mov     [rsp+0x58],r10
  001fd7  mov     [rsp],r12
  001fdf  mov     qword ptr [rsp+8],3
  001feb  mov     [rsp+0x10],r15
  001ff3  mov     qword ptr [rsp+0x18],1
  001fff  mov     rdi,[rbp+0x20]
  002006  mov     esi,0xf
  00200b  mov     rdx,rsp
  00200e  mov     rcx,0xfffffffffffffffc
  002018  mov     r8,0xfffffffffffffffc
  002022  mov     r9,0
  00202c  mov     rax,<list_op>
  002036  call    rax
  002038  mov     r11,rax
  00203b  mov     rcx,[rsp+0x30]
  002043  mov     rsi,[rsp+0x38]
  00204b  mov     rdi,[rsp+0x40]
  002053  mov     r8,[rsp+0x48]
  00205b  mov     r9,[rsp+0x50]
  002063  mov     r10,[rsp+0x58]
  00206b  add     rsp,0x70
  002072  mov     r12,r11
  002075  jmp     0x0000000000001d21
  00207a  sub     rsp,0x70
  002081  mov     [rsp+0x30],rcx
  002089  mov     [rsp+0x38],rsi
  002091  mov     [rsp+0x40],rdi
  002099  mov     [rsp+0x48],r8
  0020a1  mov     [rsp+0x50],r9
  0020a9  mov     [rsp+0x58],r10
  0020b1  mov     [rsp],r12
  0020b9  mov     qword ptr [rsp+8],3
  0020c5  mov     qword ptr [rsp+0x10],0
  0020d1  mov     qword ptr [rsp+0x18],1
  0020dd  mov     [rsp+0x20],r14
  0020e5  mov     qword ptr [rsp+0x28],1
  0020f1  mov     rdi,[rbp+0x20]
  0020f8  mov     esi,0x10
  0020fd  mov     rdx,rsp
  002100  mov     rcx,0xfffffffffffffffc
  00210a  mov     r8,0xfffffffffffffffc
  002114  mov     r9,0
  00211e  mov     rax,<list_op>
  002128  call    rax
  00212a  mov     r11,rax
  00212d  mov     rcx,[rsp+0x30]
  002135  mov     rsi,[rsp+0x38]
  00213d  mov     rdi,[rsp+0x40]
  002145  mov     r8,[rsp+0x48]
  00214d  mov     r9,[rsp+0x50]
  002155  mov     r10,[rsp+0x58]
  00215d  add     rsp,0x70
  002164  test    rdx,rdx
  002167  je      0x0000000000002441
  00216d  mov     r12,r11
  002170  jmp     0x0000000000001d49
  002175  sub     rsp,0x70
  00217c  mov     [rsp+0x30],rcx
  002184  mov     [rsp+0x38],rsi
  00218c  mov     [rsp+0x40],rdi
  002194  mov     [rsp+0x48],r8
  00219c  mov     [rsp+0x50],r9
  0021a4  mov     [rsp+0x58],r10
  0021ac  mov     [rsp],rbx
  0021b4  mov     qword ptr [rsp+8],3
  0021c0  mov     qword ptr [rsp+0x10],2
  0021cc  mov     qword ptr [rsp+0x18],1
  0021d8  mov     qword ptr [rsp+0x20],0
  0021e4  mov     qword ptr [rsp+0x28],1
  0021f0  mov     rdi,[rbp+0x20]
  0021f7  mov     esi,0xe
  0021fc  mov     rdx,rsp
  0021ff  mov     rcx,0xfffffffffffffffe
  002209  mov     r8,0xfffffffffffffffe
  002213  mov     r9,0
  00221d  mov     rax,<list_op>
  002227  call    rax
  002229  mov     r11,rax
  00222c  mov     rcx,[rsp+0x30]
  002234  mov     rsi,[rsp+0x38]
  00223c  mov     rdi,[rsp+0x40]
  002244  mov     r8,[rsp+0x48]
  00224c  mov     r9,[rsp+0x50]
  002254  mov     r10,[rsp+0x58]
  00225c  add     rsp,0x70
  002263  test    rdx,rdx
  002266  je      0x00000000000024ec
  00226c  mov     rbx,r11
  00226f  jmp     0x0000000000001d8c
; exits
  002274  mov     rax,0x1fffffffe
  00227e  jmp     0x0000000000000016
  002283  mov     qword ptr [rbp+0x58],0x16
  00228e  mov     qword ptr [rbp+0xf0],1
  002299  mov     qword ptr [rbp+0x80],1
  0022a4  mov     qword ptr [rbp+0x118],1
  0022af  mov     rax,0x100000000
  0022b9  jmp     0x0000000000000016
  0022be  sub     r13,1
  0022c5  mov     [rbp+0x48],r12
  0022cc  mov     qword ptr [rbp+0xe0],3
  0022d7  mov     qword ptr [rbp+0x58],0x1a
  0022e2  mov     qword ptr [rbp+0xf0],1
  0022ed  mov     [rbp+0x90],r13
  0022f4  mov     qword ptr [rbp+0x128],1
  0022ff  mov     qword ptr [rbp+0x98],1
  00230a  mov     qword ptr [rbp+0x130],1
  002315  mov     rax,0x100000001
  00231f  jmp     0x0000000000000016
  002324  mov     [rbp+0x38],rbx
  00232b  mov     qword ptr [rbp+0xd0],3
  002336  mov     [rbp+0x48],r12
  00233d  mov     qword ptr [rbp+0xe0],3
  002348  mov     qword ptr [rbp+0x58],6
  002353  mov     qword ptr [rbp+0xf0],1
  00235e  mov     qword ptr [rbp+0x80],0
  002369  mov     qword ptr [rbp+0x118],1
  002374  mov     rax,0x100000003
  00237e  jmp     0x0000000000000016
  002383  mov     [rbp+0x38],rbx
  00238a  mov     qword ptr [rbp+0xd0],3
  002395  mov     [rbp+0x48],r12
  00239c  mov     qword ptr [rbp+0xe0],3
  0023a7  mov     qword ptr [rbp+0x58],9
  0023b2  mov     qword ptr [rbp+0xf0],1
  0023bd  mov     qword ptr [rbp+0x90],0
  0023c8  mov     qword ptr [rbp+0x128],1
  0023d3  mov     rax,0x100000005
  0023dd  jmp     0x0000000000000016
  0023e2  mov     [rbp+0x48],r12
  0023e9  mov     qword ptr [rbp+0xe0],3
  0023f4  mov     qword ptr [rbp+0x58],0x1b
  0023ff  mov     qword ptr [rbp+0xf0],1
  00240a  mov     qword ptr [rbp+0x80],1
  002415  mov     qword ptr [rbp+0x118],1
  002420  mov     [rbp+0x90],r13
  002427  mov     qword ptr [rbp+0x128],1
  002432  mov     rax,0x100000002
  00243c  jmp     0x0000000000000016
  002441  mov     [rbp+0x38],rbx
  002448  mov     qword ptr [rbp+0xd0],3
  002453  mov     [rbp+0x48],r12
  00245a  mov     qword ptr [rbp+0xe0],3
  002465  mov     qword ptr [rbp+0x58],8
  002470  mov     qword ptr [rbp+0xf0],1
  00247b  mov     qword ptr [rbp+0x60],0xd
  002486  mov     qword ptr [rbp+0xf8],2
  002491  mov     qword ptr [rbp+0x88],0x28
  00249c  mov     qword ptr [rbp+0x120],2
  0024a7  mov     [rbp+0x90],r13
  0024ae  mov     qword ptr [rbp+0x128],1
  0024b9  mov     [rbp+0x98],r15
  0024c0  mov     qword ptr [rbp+0x130],1
  0024cb  mov     [rbp+0xa8],r14
  0024d2  mov     qword ptr [rbp+0x140],1
  0024dd  mov     rax,0x100000004
  0024e7  jmp     0x0000000000000016
  0024ec  mov     [rbp+0x38],rbx
  0024f3  mov     qword ptr [rbp+0xd0],3
  0024fe  mov     [rbp+0x48],r12
  002505  mov     qword ptr [rbp+0xe0],3
  002510  mov     qword ptr [rbp+0x58],0xd
  00251b  mov     qword ptr [rbp+0xf0],1
  002526  mov     qword ptr [rbp+0x80],2
  002531  mov     qword ptr [rbp+0x118],1
  00253c  mov     qword ptr [rbp+0x90],0
  002547  mov     qword ptr [rbp+0x128],1
  002552  mov     rax,0x100000006
  00255c  jmp     0x0000000000000016
