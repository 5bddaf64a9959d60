; T0: 4287 bytes
  000030  mov     qword ptr [rbp+0x18],0
; v0:int = input n
  00003b  cmp     qword ptr [rbp+0xd0],1
  000046  jne     0x00000000000007fa
  00004c  mov     rbx,[rbp+0x28]
; v1:list = input src
  000053  cmp     qword ptr [rbp+0xd8],3
  00005e  jne     0x00000000000007fa
  000064  mov     r12,[rbp+0x30]
; v2:list = input jumps
  00006b  cmp     qword ptr [rbp+0xe0],3
  000076  jne     0x00000000000007fa
  00007c  mov     r13,[rbp+0x38]
; v3:list = input tape
  000083  cmp     qword ptr [rbp+0x138],3
  00008e  jne     0x00000000000007fa
  000094  mov     r14,[rbp+0x90]
; v4:int = input p
  00009b  cmp     qword ptr [rbp+0x140],1
  0000a6  jne     0x00000000000007fa
  0000ac  mov     r15,[rbp+0x98]
; v5:int = input pc
  0000b3  cmp     qword ptr [rbp+0x148],1
  0000be  jne     0x00000000000007fa
  0000c4  mov     rsi,[rbp+0xa0]
; guard_value v1, [43, 43, 43, 43, 43, 43, 43, 43, 91, 62, 43, 43, 43, 43, 43, 43, 43, 43, 60, 45, 93, 62, 43, 91, 62, 43, 60, 45, 93, 62, 46, 91, 45, 93, 43, 43, 43, 43, 43, 43, 43, 43, 43, 43, 46] => loop/0 (0) {tape=v3, p=v4, pc=v5}
  0000cb  mov     rax,<list k0>
  0000d5  cmp     r12,rax
  0000d8  jne     0x0000000000000809
; guard_value v2, [0, 0, 0, 0, 0, 0, 0, 0, 20, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 8, 0, 0, 28, 0, 0, 0, 0, 23, 0, 0, 33, 0, 31, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] => loop_jumps/0 (1) {tape=v3, p=v4, pc=v5}
  0000de  mov     rax,<list k1>
  0000e8  cmp     r13,rax
  0000eb  jne     0x0000000000000887
; guard_value v5, 24 => loop_pc/0 (2) {tape=v3, p=v4, pc=v5}
  0000f1  cmp     rsi,0x18
  0000f8  jne     0x0000000000000905
; v9:int = lt 24, v0
; guard_true v9 => dispatch/1 (3) {more=0, tape=v3, p=v4, pc=24}
  0000fe  mov     r11,0x18
  000105  cmp     r11,rbx
  000108  jge     0x000000000000095c
; v11:int = add v4, 1 => right/0 (7) {tape=v3, p=v4, pc=24}
  00010e  add     r15,1
  000115  jo      0x00000000000009bb
; v12:int = and v11, 65535
  00011b  mov     rsi,r15
  00011e  and     rsi,0xffff
; v13:int = lt 25, v0
; guard_true v13 => dispatch/1 (12) {more=0, tape=v3, p=v12, pc=25}
  000125  mov     r11,0x19
  00012c  cmp     r11,rbx
  00012f  jge     0x0000000000000a0b
; v15:int = readlist v3, v12 => plus/0 (14) {tape=v3, p=v12, pc=25}
  000135  cmp     rsi,[r14]
  00013d  jae     0x0000000000000a6a
  000143  mov     rax,[r14+8]
  00014b  test    rax,rax
  00014e  je      0x000000000000015f
  000154  cmp     byte ptr [rax+rsi],1
  000159  jne     0x0000000000000a6a
  00015f  mov     rax,[r14+0x10]
  000167  mov     r13,[rax+rsi*8]
; v16:int = add v15, 1 => plus/1 (14) {tape=v3, p=v12, pc=25, x=v15}
  00016b  add     r13,1
  000172  jo      0x0000000000000ab3
; v17:int = and v16, 255
  000178  and     r13,0xff
; v18:list = set v3, v12, v17 owned => plus/3 (14) {tape=v3, p=v12, pc=25, x=v17}
  00017f  cmp     qword ptr [r14+8],0
  00018b  jne     0x000000000000041e
  000191  cmp     qword ptr [r14-0x10],1
  00019d  jne     0x000000000000041e
  0001a3  cmp     qword ptr [r14-8],1
  0001af  jne     0x000000000000041e
  0001b5  cmp     rsi,[r14]
  0001bd  jae     0x000000000000041e
  0001c3  mov     rax,[r14+0x10]
  0001cb  lea     rax,[rax+rsi*8]
  0001cf  mov     [rax],r13
; v19:int = lt 26, v0
; guard_true v19 => dispatch/1 (19) {more=0, tape=v18, p=v12, pc=26}
  0001d2  mov     r11,0x1a
  0001d9  cmp     r11,rbx
  0001dc  jge     0x0000000000000b15
; v21:int = add_nov v11, -1
  0001e2  add     r15,0xffffffffffffffff
; v22:int = and v21, 65535
  0001e9  and     r15,0xffff
; v23:int = lt 27, v0
; guard_true v23 => dispatch/1 (29) {more=0, tape=v18, p=v22, pc=27}
  0001f0  mov     r11,0x1b
  0001f7  cmp     r11,rbx
  0001fa  jge     0x0000000000000b74
; v25:int = readlist v18, v22 => minus/0 (32) {tape=v18, p=v22, pc=27}
  000200  cmp     r15,[r14]
  000208  jae     0x0000000000000bd3
  00020e  mov     rax,[r14+8]
  000216  test    rax,rax
  000219  je      0x000000000000022a
  00021f  cmp     byte ptr [rax+r15],1
  000224  jne     0x0000000000000bd3
  00022a  mov     rax,[r14+0x10]
  000232  mov     rsi,[rax+r15*8]
; v26:int = sub v25, 1 => minus/1 (32) {tape=v18, p=v22, pc=27, x=v25}
  000236  sub     rsi,1
  00023d  jo      0x0000000000000c1c
; v27:int = and v26, 255
  000243  and     rsi,0xff
; v28:list = set v18, v22, v27 owned => minus/3 (32) {tape=v18, p=v22, pc=27, x=v27}
  00024a  cmp     qword ptr [r14+8],0
  000256  jne     0x0000000000000515
  00025c  cmp     r15,[r14]
  000264  jae     0x0000000000000515
  00026a  mov     rax,[r14+0x10]
  000272  lea     rax,[rax+r15*8]
  000276  mov     [rax],rsi
; v29:int = lt 28, v0
; guard_true v29 => dispatch/1 (37) {more=0, tape=v28, p=v22, pc=28}
  000279  mov     r11,0x1c
  000280  cmp     r11,rbx
  000283  jge     0x0000000000000c7e
; v31:int = readlist v28, v22 => close_bracket/0 (46) {tape=v28, p=v22, pc=28}
  000289  cmp     r15,[r14]
  000291  jae     0x0000000000000cdd
  000297  mov     rax,[r14+8]
  00029f  test    rax,rax
  0002a2  je      0x00000000000002b3
  0002a8  cmp     byte ptr [rax+r15],1
  0002ad  jne     0x0000000000000cdd
  0002b3  mov     rax,[r14+0x10]
  0002bb  mov     rbx,[rax+r15*8]
; guard_true v31 => close_bracket/1 (46) {tape=v28, p=v22, pc=28, x=0}
  0002bf  test    rbx,rbx
  0002c2  je      0x0000000000000d26
; guard_steps => loop/0 (49) {tape=v28, p=v22, pc=24}
; v34:list = phi tape v28
; v35:int = phi p v22
; loop (49)
  0002c8  nop
  0002c9  nop
  0002ca  nop
  0002cb  nop
  0002cc  nop
  0002cd  nop
  0002ce  nop
  0002cf  nop
; v37:int = add_nov v35, 1
  0002d0  add     r15,1
; v38:int = and v37, 65535
  0002d7  mov     rbx,r15
  0002da  and     rbx,0xffff
; v39:int = readlist v34, v38 => plus/0 (14) {tape=v34, p=v38, pc=25}
  0002e1  cmp     rbx,[r14]
  0002e9  jae     0x0000000000000d85
  0002ef  mov     rax,[r14+8]
  0002f7  test    rax,rax
  0002fa  je      0x000000000000030b
  000300  cmp     byte ptr [rax+rbx],1
  000305  jne     0x0000000000000d85
  00030b  mov     rax,[r14+0x10]
  000313  mov     rsi,[rax+rbx*8]
; v40:int = add v39, 1 => plus/1 (14) {tape=v34, p=v38, pc=25, x=v39}
  000317  add     rsi,1
  00031e  jo      0x0000000000000dce
; v41:int = and v40, 255
  000324  and     rsi,0xff
; v42:list = set v34, v38, v41 owned => plus/3 (14) {tape=v34, p=v38, pc=25, x=v41}
  00032b  cmp     qword ptr [r14+8],0
  000337  jne     0x000000000000060c
  00033d  cmp     rbx,[r14]
  000345  jae     0x000000000000060c
  00034b  mov     rax,[r14+0x10]
  000353  lea     rax,[rax+rbx*8]
  000357  mov     [rax],rsi
; v43:int = add_nov v37, -1
  00035a  add     r15,0xffffffffffffffff
; v44:int = readlist v42, v43 => minus/0 (32) {tape=v42, p=v43, pc=27}
  000361  cmp     r15,[r14]
  000369  jae     0x0000000000000e30
  00036f  mov     rax,[r14+8]
  000377  test    rax,rax
  00037a  je      0x000000000000038b
  000380  cmp     byte ptr [rax+r15],1
  000385  jne     0x0000000000000e30
  00038b  mov     rax,[r14+0x10]
  000393  mov     rsi,[rax+r15*8]
; v45:int = sub v44, 1 => minus/1 (32) {tape=v42, p=v43, pc=27, x=v44}
  000397  sub     rsi,1
  00039e  jo      0x0000000000000e79
; v46:int = and v45, 255
  0003a4  and     rsi,0xff
; v47:list = set v42, v43, v46 owned => minus/3 (32) {tape=v42, p=v43, pc=27, x=v46}
  0003ab  cmp     qword ptr [r14+8],0
  0003b7  jne     0x0000000000000703
  0003bd  cmp     r15,[r14]
  0003c5  jae     0x0000000000000703
  0003cb  mov     rax,[r14+0x10]
  0003d3  lea     rax,[rax+r15*8]
  0003d7  mov     [rax],rsi
; v48:int = readlist v47, v43 => close_bracket/0 (46) {tape=v47, p=v43, pc=28}
  0003da  cmp     r15,[r14]
  0003e2  jae     0x0000000000000edb
  0003e8  mov     rax,[r14+8]
  0003f0  test    rax,rax
  0003f3  je      0x0000000000000404
  0003f9  cmp     byte ptr [rax+r15],1
  0003fe  jne     0x0000000000000edb
  000404  mov     rax,[r14+0x10]
  00040c  mov     rsi,[rax+r15*8]
; guard_true v48 => close_bracket/1 (46) {tape=v47, p=v43, pc=28, x=0}
  000410  test    rsi,rsi
  000413  jne     0x00000000000002d0
  000419  jmp     0x0000000000000f24
; guard_steps => loop/0 (49) {tape=v47, p=v43, pc=24}
; jump (49) v34 <- v47, v35 <- v43
  00041e  sub     rsp,0x70
  000425  mov     [rsp+0x30],rcx
  00042d  mov     [rsp+0x38],rsi
  000435  mov     [rsp+0x40],rdi
  00043d  mov     [rsp+0x48],r8
  000445  mov     [rsp+0x50],r9
  00044d  mov     [rsp+0x58],r10
  000455  mov     [rsp],r14
  00045d  mov     qword ptr [rsp+8],3
  000469  mov     [rsp+0x10],rsi
  000471  mov     qword ptr [rsp+0x18],1
  00047d  mov     [rsp+0x20],r13
  000485  mov     qword ptr [rsp+0x28],1
  000491  mov     rdi,[rbp+0x20]
  000498  mov     esi,0xe
  00049d  mov     rdx,rsp
  0004a0  mov     rcx,0xfffffffffffffff2
  0004aa  mov     r8,0xfffffffffffffff2
  0004b4  mov     r9,0
  0004be  mov     rax,<list_op>
  0004c8  call    rax
  0004ca  mov     r11,rax
  0004cd  mov     rcx,[rsp+0x30]
  0004d5  mov     rsi,[rsp+0x38]
  0004dd  mov     rdi,[rsp+0x40]
  0004e5  mov     r8,[rsp+0x48]
  0004ed  mov     r9,[rsp+0x50]
  0004f5  mov     r10,[rsp+0x58]
  0004fd  add     rsp,0x70
  000504  test    rdx,rdx
  000507  je      0x0000000000000f83
  00050d  mov     r14,r11
  000510  jmp     0x00000000000001d2
  000515  sub     rsp,0x70
  00051c  mov     [rsp+0x30],rcx
  000524  mov     [rsp+0x38],rsi
  00052c  mov     [rsp+0x40],rdi
  000534  mov     [rsp+0x48],r8
  00053c  mov     [rsp+0x50],r9
  000544  mov     [rsp+0x58],r10
  00054c  mov     [rsp],r14
  000554  mov     qword ptr [rsp+8],3
  000560  mov     [rsp+0x10],r15
  000568  mov     qword ptr [rsp+0x18],1
  000574  mov     [rsp+0x20],rsi
  00057c  mov     qword ptr [rsp+0x28],1
  000588  mov     rdi,[rbp+0x20]
  00058f  mov     esi,0xe
  000594  mov     rdx,rsp
  000597  mov     rcx,0xfffffffffffffff2
  0005a1  mov     r8,0xfffffffffffffff2
  0005ab  mov     r9,0
  0005b5  mov     rax,<list_op>
  0005bf  call    rax
  0005c1  mov     r11,rax
  0005c4  mov     rcx,[rsp+0x30]
  0005cc  mov     rsi,[rsp+0x38]
  0005d4  mov     rdi,[rsp+0x40]
  0005dc  mov     r8,[rsp+0x48]
  0005e4  mov     r9,[rsp+0x50]
  0005ec  mov     r10,[rsp+0x58]
  0005f4  add     rsp,0x70
  0005fb  test    rdx,rdx
  0005fe  je      0x0000000000000fde
  000604  mov     r14,r11
  000607  jmp     0x0000000000000279
  00060c  sub     rsp,0x70
  000613  mov     [rsp+0x30],rcx
  00061b  mov     [rsp+0x38],rsi
  000623  mov     [rsp+0x40],rdi
  00062b  mov     [rsp+0x48],r8
  000633  mov     [rsp+0x50],r9
  00063b  mov     [rsp+0x58],r10
  000643  mov     [rsp],r14
  00064b  mov     qword ptr [rsp+8],3
  000657  mov     [rsp+0x10],rbx
  00065f  mov     qword ptr [rsp+0x18],1
  00066b  mov     [rsp+0x20],rsi
  000673  mov     qword ptr [rsp+0x28],1
  00067f  mov     rdi,[rbp+0x20]
  000686  mov     esi,0xe
  00068b  mov     rdx,rsp
  00068e  mov     rcx,0xfffffffffffffff2
  000698  mov     r8,0xfffffffffffffff2
  0006a2  mov     r9,0
  0006ac  mov     rax,<list_op>
  0006b6  call    rax
  0006b8  mov     r11,rax
  0006bb  mov     rcx,[rsp+0x30]
  0006c3  mov     rsi,[rsp+0x38]
  0006cb  mov     rdi,[rsp+0x40]
  0006d3  mov     r8,[rsp+0x48]
  0006db  mov     r9,[rsp+0x50]
  0006e3  mov     r10,[rsp+0x58]
  0006eb  add     rsp,0x70
  0006f2  test    rdx,rdx
  0006f5  je      0x0000000000001039
  0006fb  mov     r14,r11
  0006fe  jmp     0x000000000000035a
  000703  sub     rsp,0x70
  00070a  mov     [rsp+0x30],rcx
  000712  mov     [rsp+0x38],rsi
  00071a  mov     [rsp+0x40],rdi
  000722  mov     [rsp+0x48],r8
  00072a  mov     [rsp+0x50],r9
  000732  mov     [rsp+0x58],r10
  00073a  mov     [rsp],r14
  000742  mov     qword ptr [rsp+8],3
  00074e  mov     [rsp+0x10],r15
  000756  mov     qword ptr [rsp+0x18],1
  000762  mov     [rsp+0x20],rsi
  00076a  mov     qword ptr [rsp+0x28],1
  000776  mov     rdi,[rbp+0x20]
  00077d  mov     esi,0xe
  000782  mov     rdx,rsp
  000785  mov     rcx,0xfffffffffffffff2
  00078f  mov     r8,0xfffffffffffffff2
  000799  mov     r9,0
  0007a3  mov     rax,<list_op>
  0007ad  call    rax
  0007af  mov     r11,rax
  0007b2  mov     rcx,[rsp+0x30]
  0007ba  mov     rsi,[rsp+0x38]
  0007c2  mov     rdi,[rsp+0x40]
  0007ca  mov     r8,[rsp+0x48]
  0007d2  mov     r9,[rsp+0x50]
  0007da  mov     r10,[rsp+0x58]
  0007e2  add     rsp,0x70
  0007e9  test    rdx,rdx
  0007ec  je      0x0000000000001094
  0007f2  mov     r14,r11
  0007f5  jmp     0x00000000000003da
; exits
  0007fa  mov     rax,0xfffffffe
  000804  jmp     0x0000000000000016
  000809  mov     [rbp+0x10],r12
  000810  mov     qword ptr [rbp+0x18],3
  00081b  mov     [rbp+0x90],r14
  000822  mov     qword ptr [rbp+0x138],3
  00082d  mov     [rbp+0x98],r15
  000834  mov     qword ptr [rbp+0x140],1
  00083f  mov     [rbp+0xa0],rsi
  000846  mov     qword ptr [rbp+0x148],1
  000851  mov     rdi,[rbp+0x20]
  000858  mov     rsi,8
  000862  mov     rdx,0
  00086c  mov     rax,<exit_lists>
  000876  call    rax
  000878  mov     rax,0
  000882  jmp     0x0000000000000016
  000887  mov     [rbp+0x10],r13
  00088e  mov     qword ptr [rbp+0x18],3
  000899  mov     [rbp+0x90],r14
  0008a0  mov     qword ptr [rbp+0x138],3
  0008ab  mov     [rbp+0x98],r15
  0008b2  mov     qword ptr [rbp+0x140],1
  0008bd  mov     [rbp+0xa0],rsi
  0008c4  mov     qword ptr [rbp+0x148],1
  0008cf  mov     rdi,[rbp+0x20]
  0008d6  mov     rsi,8
  0008e0  mov     rdx,0
  0008ea  mov     rax,<exit_lists>
  0008f4  call    rax
  0008f6  mov     rax,1
  000900  jmp     0x0000000000000016
  000905  mov     [rbp+0x10],rsi
  00090c  mov     qword ptr [rbp+0x18],1
  000917  mov     [rbp+0x90],r14
  00091e  mov     qword ptr [rbp+0x138],3
  000929  mov     [rbp+0x98],r15
  000930  mov     qword ptr [rbp+0x140],1
  00093b  mov     [rbp+0xa0],rsi
  000942  mov     qword ptr [rbp+0x148],1
  00094d  mov     rax,2
  000957  jmp     0x0000000000000016
  00095c  mov     qword ptr [rbp+0x58],0
  000967  mov     qword ptr [rbp+0x100],1
  000972  mov     [rbp+0x90],r14
  000979  mov     qword ptr [rbp+0x138],3
  000984  mov     [rbp+0x98],r15
  00098b  mov     qword ptr [rbp+0x140],1
  000996  mov     qword ptr [rbp+0xa0],0x18
  0009a1  mov     qword ptr [rbp+0x148],1
  0009ac  mov     rax,3
  0009b6  jmp     0x0000000000000016
  0009bb  sub     r15,1
  0009c2  mov     [rbp+0x90],r14
  0009c9  mov     qword ptr [rbp+0x138],3
  0009d4  mov     [rbp+0x98],r15
  0009db  mov     qword ptr [rbp+0x140],1
  0009e6  mov     qword ptr [rbp+0xa0],0x18
  0009f1  mov     qword ptr [rbp+0x148],1
  0009fc  mov     rax,4
  000a06  jmp     0x0000000000000016
  000a0b  mov     qword ptr [rbp+0x58],0
  000a16  mov     qword ptr [rbp+0x100],1
  000a21  mov     [rbp+0x90],r14
  000a28  mov     qword ptr [rbp+0x138],3
  000a33  mov     [rbp+0x98],rsi
  000a3a  mov     qword ptr [rbp+0x140],1
  000a45  mov     qword ptr [rbp+0xa0],0x19
  000a50  mov     qword ptr [rbp+0x148],1
  000a5b  mov     rax,5
  000a65  jmp     0x0000000000000016
  000a6a  mov     [rbp+0x90],r14
  000a71  mov     qword ptr [rbp+0x138],3
  000a7c  mov     [rbp+0x98],rsi
  000a83  mov     qword ptr [rbp+0x140],1
  000a8e  mov     qword ptr [rbp+0xa0],0x19
  000a99  mov     qword ptr [rbp+0x148],1
  000aa4  mov     rax,6
  000aae  jmp     0x0000000000000016
  000ab3  sub     r13,1
  000aba  mov     [rbp+0x90],r14
  000ac1  mov     qword ptr [rbp+0x138],3
  000acc  mov     [rbp+0x98],rsi
  000ad3  mov     qword ptr [rbp+0x140],1
  000ade  mov     qword ptr [rbp+0xa0],0x19
  000ae9  mov     qword ptr [rbp+0x148],1
  000af4  mov     [rbp+0xb0],r13
  000afb  mov     qword ptr [rbp+0x158],1
  000b06  mov     rax,7
  000b10  jmp     0x0000000000000016
  000b15  mov     qword ptr [rbp+0x58],0
  000b20  mov     qword ptr [rbp+0x100],1
  000b2b  mov     [rbp+0x90],r14
  000b32  mov     qword ptr [rbp+0x138],3
  000b3d  mov     [rbp+0x98],rsi
  000b44  mov     qword ptr [rbp+0x140],1
  000b4f  mov     qword ptr [rbp+0xa0],0x1a
  000b5a  mov     qword ptr [rbp+0x148],1
  000b65  mov     rax,9
  000b6f  jmp     0x0000000000000016
  000b74  mov     qword ptr [rbp+0x58],0
  000b7f  mov     qword ptr [rbp+0x100],1
  000b8a  mov     [rbp+0x90],r14
  000b91  mov     qword ptr [rbp+0x138],3
  000b9c  mov     [rbp+0x98],r15
  000ba3  mov     qword ptr [rbp+0x140],1
  000bae  mov     qword ptr [rbp+0xa0],0x1b
  000bb9  mov     qword ptr [rbp+0x148],1
  000bc4  mov     rax,0xa
  000bce  jmp     0x0000000000000016
  000bd3  mov     [rbp+0x90],r14
  000bda  mov     qword ptr [rbp+0x138],3
  000be5  mov     [rbp+0x98],r15
  000bec  mov     qword ptr [rbp+0x140],1
  000bf7  mov     qword ptr [rbp+0xa0],0x1b
  000c02  mov     qword ptr [rbp+0x148],1
  000c0d  mov     rax,0xb
  000c17  jmp     0x0000000000000016
  000c1c  add     rsi,1
  000c23  mov     [rbp+0x90],r14
  000c2a  mov     qword ptr [rbp+0x138],3
  000c35  mov     [rbp+0x98],r15
  000c3c  mov     qword ptr [rbp+0x140],1
  000c47  mov     qword ptr [rbp+0xa0],0x1b
  000c52  mov     qword ptr [rbp+0x148],1
  000c5d  mov     [rbp+0xb0],rsi
  000c64  mov     qword ptr [rbp+0x158],1
  000c6f  mov     rax,0xc
  000c79  jmp     0x0000000000000016
  000c7e  mov     qword ptr [rbp+0x58],0
  000c89  mov     qword ptr [rbp+0x100],1
  000c94  mov     [rbp+0x90],r14
  000c9b  mov     qword ptr [rbp+0x138],3
  000ca6  mov     [rbp+0x98],r15
  000cad  mov     qword ptr [rbp+0x140],1
  000cb8  mov     qword ptr [rbp+0xa0],0x1c
  000cc3  mov     qword ptr [rbp+0x148],1
  000cce  mov     rax,0xe
  000cd8  jmp     0x0000000000000016
  000cdd  mov     [rbp+0x90],r14
  000ce4  mov     qword ptr [rbp+0x138],3
  000cef  mov     [rbp+0x98],r15
  000cf6  mov     qword ptr [rbp+0x140],1
  000d01  mov     qword ptr [rbp+0xa0],0x1c
  000d0c  mov     qword ptr [rbp+0x148],1
  000d17  mov     rax,0xf
  000d21  jmp     0x0000000000000016
  000d26  mov     [rbp+0x90],r14
  000d2d  mov     qword ptr [rbp+0x138],3
  000d38  mov     [rbp+0x98],r15
  000d3f  mov     qword ptr [rbp+0x140],1
  000d4a  mov     qword ptr [rbp+0xa0],0x1c
  000d55  mov     qword ptr [rbp+0x148],1
  000d60  mov     qword ptr [rbp+0xb0],0
  000d6b  mov     qword ptr [rbp+0x158],1
  000d76  mov     rax,0x10
  000d80  jmp     0x0000000000000016
  000d85  mov     [rbp+0x90],r14
  000d8c  mov     qword ptr [rbp+0x138],3
  000d97  mov     [rbp+0x98],rbx
  000d9e  mov     qword ptr [rbp+0x140],1
  000da9  mov     qword ptr [rbp+0xa0],0x19
  000db4  mov     qword ptr [rbp+0x148],1
  000dbf  mov     rax,0x12
  000dc9  jmp     0x0000000000000016
  000dce  sub     rsi,1
  000dd5  mov     [rbp+0x90],r14
  000ddc  mov     qword ptr [rbp+0x138],3
  000de7  mov     [rbp+0x98],rbx
  000dee  mov     qword ptr [rbp+0x140],1
  000df9  mov     qword ptr [rbp+0xa0],0x19
  000e04  mov     qword ptr [rbp+0x148],1
  000e0f  mov     [rbp+0xb0],rsi
  000e16  mov     qword ptr [rbp+0x158],1
  000e21  mov     rax,0x13
  000e2b  jmp     0x0000000000000016
  000e30  mov     [rbp+0x90],r14
  000e37  mov     qword ptr [rbp+0x138],3
  000e42  mov     [rbp+0x98],r15
  000e49  mov     qword ptr [rbp+0x140],1
  000e54  mov     qword ptr [rbp+0xa0],0x1b
  000e5f  mov     qword ptr [rbp+0x148],1
  000e6a  mov     rax,0x15
  000e74  jmp     0x0000000000000016
  000e79  add     rsi,1
  000e80  mov     [rbp+0x90],r14
  000e87  mov     qword ptr [rbp+0x138],3
  000e92  mov     [rbp+0x98],r15
  000e99  mov     qword ptr [rbp+0x140],1
  000ea4  mov     qword ptr [rbp+0xa0],0x1b
  000eaf  mov     qword ptr [rbp+0x148],1
  000eba  mov     [rbp+0xb0],rsi
  000ec1  mov     qword ptr [rbp+0x158],1
  000ecc  mov     rax,0x16
  000ed6  jmp     0x0000000000000016
  000edb  mov     [rbp+0x90],r14
  000ee2  mov     qword ptr [rbp+0x138],3
  000eed  mov     [rbp+0x98],r15
  000ef4  mov     qword ptr [rbp+0x140],1
  000eff  mov     qword ptr [rbp+0xa0],0x1c
  000f0a  mov     qword ptr [rbp+0x148],1
  000f15  mov     rax,0x18
  000f1f  jmp     0x0000000000000016
  000f24  mov     [rbp+0x90],r14
  000f2b  mov     qword ptr [rbp+0x138],3
  000f36  mov     [rbp+0x98],r15
  000f3d  mov     qword ptr [rbp+0x140],1
  000f48  mov     qword ptr [rbp+0xa0],0x1c
  000f53  mov     qword ptr [rbp+0x148],1
  000f5e  mov     qword ptr [rbp+0xb0],0
  000f69  mov     qword ptr [rbp+0x158],1
  000f74  mov     rax,0x19
  000f7e  jmp     0x0000000000000016
  000f83  mov     [rbp+0x90],r14
  000f8a  mov     qword ptr [rbp+0x138],3
  000f95  mov     [rbp+0x98],rsi
  000f9c  mov     qword ptr [rbp+0x140],1
  000fa7  mov     qword ptr [rbp+0xa0],0x19
  000fb2  mov     qword ptr [rbp+0x148],1
  000fbd  mov     [rbp+0xb0],r13
  000fc4  mov     qword ptr [rbp+0x158],1
  000fcf  mov     rax,8
  000fd9  jmp     0x0000000000000016
  000fde  mov     [rbp+0x90],r14
  000fe5  mov     qword ptr [rbp+0x138],3
  000ff0  mov     [rbp+0x98],r15
  000ff7  mov     qword ptr [rbp+0x140],1
  001002  mov     qword ptr [rbp+0xa0],0x1b
  00100d  mov     qword ptr [rbp+0x148],1
  001018  mov     [rbp+0xb0],rsi
  00101f  mov     qword ptr [rbp+0x158],1
  00102a  mov     rax,0xd
  001034  jmp     0x0000000000000016
  001039  mov     [rbp+0x90],r14
  001040  mov     qword ptr [rbp+0x138],3
  00104b  mov     [rbp+0x98],rbx
  001052  mov     qword ptr [rbp+0x140],1
  00105d  mov     qword ptr [rbp+0xa0],0x19
  001068  mov     qword ptr [rbp+0x148],1
  001073  mov     [rbp+0xb0],rsi
  00107a  mov     qword ptr [rbp+0x158],1
  001085  mov     rax,0x14
  00108f  jmp     0x0000000000000016
  001094  mov     [rbp+0x90],r14
  00109b  mov     qword ptr [rbp+0x138],3
  0010a6  mov     [rbp+0x98],r15
  0010ad  mov     qword ptr [rbp+0x140],1
  0010b8  mov     qword ptr [rbp+0xa0],0x1b
  0010c3  mov     qword ptr [rbp+0x148],1
  0010ce  mov     [rbp+0xb0],rsi
  0010d5  mov     qword ptr [rbp+0x158],1
  0010e0  mov     rax,0x17
  0010ea  jmp     0x0000000000000016

; T1: 2281 bytes
  0010f0  mov     qword ptr [rbp+0x18],0
; v0:int = input n
  0010fb  cmp     qword ptr [rbp+0xd0],1
  001106  jne     0x000000000000156b
  00110c  mov     rbx,[rbp+0x28]
; v1:list = input src
  001113  cmp     qword ptr [rbp+0xd8],3
  00111e  jne     0x000000000000156b
  001124  mov     r12,[rbp+0x30]
; v2:list = input jumps
  00112b  cmp     qword ptr [rbp+0xe0],3
  001136  jne     0x000000000000156b
  00113c  mov     r13,[rbp+0x38]
; v3:list = input tape
  001143  cmp     qword ptr [rbp+0x138],3
  00114e  jne     0x000000000000156b
  001154  mov     r14,[rbp+0x90]
; v4:int = input p
  00115b  cmp     qword ptr [rbp+0x140],1
  001166  jne     0x000000000000156b
  00116c  mov     r15,[rbp+0x98]
; v5:int = input pc
  001173  cmp     qword ptr [rbp+0x148],1
  00117e  jne     0x000000000000156b
  001184  mov     rsi,[rbp+0xa0]
; guard_value v1, [43, 43, 43, 43, 43, 43, 43, 43, 91, 62, 43, 43, 43, 43, 43, 43, 43, 43, 60, 45, 93, 62, 43, 91, 62, 43, 60, 45, 93, 62, 46, 91, 45, 93, 43, 43, 43, 43, 43, 43, 43, 43, 43, 43, 46] => loop/0 (0) {tape=v3, pc=v5}
  00118b  mov     rax,<list k0>
  001195  cmp     r12,rax
  001198  jne     0x000000000000157a
; guard_value v2, [0, 0, 0, 0, 0, 0, 0, 0, 20, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 8, 0, 0, 28, 0, 0, 0, 0, 23, 0, 0, 33, 0, 31, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] => loop_jumps/0 (1) {tape=v3, pc=v5}
  00119e  mov     rax,<list k1>
  0011a8  cmp     r13,rax
  0011ab  jne     0x00000000000015e6
; guard_value v5, 32 => loop_pc/0 (2) {tape=v3, pc=v5}
  0011b1  cmp     rsi,0x20
  0011b8  jne     0x0000000000001652
; v9:int = lt 32, v0
; guard_true v9 => dispatch/1 (3) {more=0, tape=v3, pc=32}
  0011be  mov     r11,0x20
  0011c5  cmp     r11,rbx
  0011c8  jge     0x0000000000001697
; v11:int = readlist v3, v4 => minus/0 (6) {tape=v3, pc=32}
  0011ce  cmp     r15,[r14]
  0011d6  jae     0x00000000000016e4
  0011dc  mov     rax,[r14+8]
  0011e4  test    rax,rax
  0011e7  je      0x00000000000011f8
  0011ed  cmp     byte ptr [rax+r15],1
  0011f2  jne     0x00000000000016e4
  0011f8  mov     rax,[r14+0x10]
  001200  mov     rsi,[rax+r15*8]
; v12:int = sub v11, 1 => minus/1 (6) {tape=v3, pc=32, x=v11}
  001204  sub     rsi,1
  00120b  jo      0x000000000000171b
; v13:int = and v12, 255
  001211  and     rsi,0xff
; v14:list = set v3, v4, v13 owned => minus/3 (6) {tape=v3, pc=32, x=v13}
  001218  cmp     qword ptr [r14+8],0
  001224  jne     0x000000000000137d
  00122a  cmp     qword ptr [r14-0x10],1
  001236  jne     0x000000000000137d
  00123c  cmp     qword ptr [r14-8],1
  001248  jne     0x000000000000137d
  00124e  cmp     r15,[r14]
  001256  jae     0x000000000000137d
  00125c  mov     rax,[r14+0x10]
  001264  lea     rax,[rax+r15*8]
  001268  mov     [rax],rsi
; v15:int = lt 33, v0
; guard_true v15 => dispatch/1 (11) {more=0, tape=v14, pc=33}
  00126b  mov     r11,0x21
  001272  cmp     r11,rbx
  001275  jge     0x000000000000176b
; v17:int = readlist v14, v4 => close_bracket/0 (20) {tape=v14, pc=33}
  00127b  cmp     r15,[r14]
  001283  jae     0x00000000000017b8
  001289  mov     rax,[r14+8]
  001291  test    rax,rax
  001294  je      0x00000000000012a5
  00129a  cmp     byte ptr [rax+r15],1
  00129f  jne     0x00000000000017b8
  0012a5  mov     rax,[r14+0x10]
  0012ad  mov     rbx,[rax+r15*8]
; guard_true v17 => close_bracket/1 (20) {tape=v14, pc=33, x=0}
  0012b1  test    rbx,rbx
  0012b4  je      0x00000000000017ef
; guard_steps => loop/0 (23) {tape=v14, pc=32}
; v20:list = phi tape v14
; loop (23)
  0012ba  nop
  0012bb  nop
  0012bc  nop
  0012bd  nop
  0012be  nop
  0012bf  nop
; v22:int = readlist v20, v4 => minus/0 (6) {tape=v20, pc=32}
  0012c0  cmp     r15,[r14]
  0012c8  jae     0x000000000000183c
  0012ce  mov     rax,[r14+8]
  0012d6  test    rax,rax
  0012d9  je      0x00000000000012ea
  0012df  cmp     byte ptr [rax+r15],1
  0012e4  jne     0x000000000000183c
  0012ea  mov     rax,[r14+0x10]
  0012f2  mov     rbx,[rax+r15*8]
; v23:int = sub v22, 1 => minus/1 (6) {tape=v20, pc=32, x=v22}
  0012f6  sub     rbx,1
  0012fd  jo      0x0000000000001873
; v24:int = and v23, 255
  001303  and     rbx,0xff
; v25:list = set v20, v4, v24 owned => minus/3 (6) {tape=v20, pc=32, x=v24}
  00130a  cmp     qword ptr [r14+8],0
  001316  jne     0x0000000000001474
  00131c  cmp     r15,[r14]
  001324  jae     0x0000000000001474
  00132a  mov     rax,[r14+0x10]
  001332  lea     rax,[rax+r15*8]
  001336  mov     [rax],rbx
; v26:int = readlist v25, v4 => close_bracket/0 (20) {tape=v25, pc=33}
  001339  cmp     r15,[r14]
  001341  jae     0x00000000000018c3
  001347  mov     rax,[r14+8]
  00134f  test    rax,rax
  001352  je      0x0000000000001363
  001358  cmp     byte ptr [rax+r15],1
  00135d  jne     0x00000000000018c3
  001363  mov     rax,[r14+0x10]
  00136b  mov     rbx,[rax+r15*8]
; guard_true v26 => close_bracket/1 (20) {tape=v25, pc=33, x=0}
  00136f  test    rbx,rbx
  001372  jne     0x00000000000012c0
  001378  jmp     0x00000000000018fa
; guard_steps => loop/0 (23) {tape=v25, pc=32}
; jump (23) v20 <- v25
  00137d  sub     rsp,0x70
  001384  mov     [rsp+0x30],rcx
  00138c  mov     [rsp+0x38],rsi
  001394  mov     [rsp+0x40],rdi
  00139c  mov     [rsp+0x48],r8
  0013a4  mov     [rsp+0x50],r9
  0013ac  mov     [rsp+0x58],r10
  0013b4  mov     [rsp],r14
  0013bc  mov     qword ptr [rsp+8],3
  0013c8  mov     [rsp+0x10],r15
  0013d0  mov     qword ptr [rsp+0x18],1
  0013dc  mov     [rsp+0x20],rsi
  0013e4  mov     qword ptr [rsp+0x28],1
  0013f0  mov     rdi,[rbp+0x20]
  0013f7  mov     esi,0xe
  0013fc  mov     rdx,rsp
  0013ff  mov     rcx,0xfffffffffffffff2
  001409  mov     r8,0xfffffffffffffff2
  001413  mov     r9,0
  00141d  mov     rax,<list_op>
  001427  call    rax
  001429  mov     r11,rax
  00142c  mov     rcx,[rsp+0x30]
  001434  mov     rsi,[rsp+0x38]
  00143c  mov     rdi,[rsp+0x40]
  001444  mov     r8,[rsp+0x48]
  00144c  mov     r9,[rsp+0x50]
  001454  mov     r10,[rsp+0x58]
  00145c  add     rsp,0x70
  001463  test    rdx,rdx
  001466  je      0x0000000000001947
  00146c  mov     r14,r11
  00146f  jmp     0x000000000000126b
  001474  sub     rsp,0x70
  00147b  mov     [rsp+0x30],rcx
  001483  mov     [rsp+0x38],rsi
  00148b  mov     [rsp+0x40],rdi
  001493  mov     [rsp+0x48],r8
  00149b  mov     [rsp+0x50],r9
  0014a3  mov     [rsp+0x58],r10
  0014ab  mov     [rsp],r14
  0014b3  mov     qword ptr [rsp+8],3
  0014bf  mov     [rsp+0x10],r15
  0014c7  mov     qword ptr [rsp+0x18],1
  0014d3  mov     [rsp+0x20],rbx
  0014db  mov     qword ptr [rsp+0x28],1
  0014e7  mov     rdi,[rbp+0x20]
  0014ee  mov     esi,0xe
  0014f3  mov     rdx,rsp
  0014f6  mov     rcx,0xfffffffffffffff2
  001500  mov     r8,0xfffffffffffffff2
  00150a  mov     r9,0
  001514  mov     rax,<list_op>
  00151e  call    rax
  001520  mov     r11,rax
  001523  mov     rcx,[rsp+0x30]
  00152b  mov     rsi,[rsp+0x38]
  001533  mov     rdi,[rsp+0x40]
  00153b  mov     r8,[rsp+0x48]
  001543  mov     r9,[rsp+0x50]
  00154b  mov     r10,[rsp+0x58]
  001553  add     rsp,0x70
  00155a  test    rdx,rdx
  00155d  je      0x0000000000001990
  001563  mov     r14,r11
  001566  jmp     0x0000000000001339
; exits
  00156b  mov     rax,0x1fffffffe
  001575  jmp     0x0000000000000016
  00157a  mov     [rbp+0x10],r12
  001581  mov     qword ptr [rbp+0x18],3
  00158c  mov     [rbp+0x90],r14
  001593  mov     qword ptr [rbp+0x138],3
  00159e  mov     [rbp+0xa0],rsi
  0015a5  mov     qword ptr [rbp+0x148],1
  0015b0  mov     rdi,[rbp+0x20]
  0015b7  mov     rsi,8
  0015c1  mov     rdx,0
  0015cb  mov     rax,<exit_lists>
  0015d5  call    rax
  0015d7  mov     rax,0x100000000
  0015e1  jmp     0x0000000000000016
  0015e6  mov     [rbp+0x10],r13
  0015ed  mov     qword ptr [rbp+0x18],3
  0015f8  mov     [rbp+0x90],r14
  0015ff  mov     qword ptr [rbp+0x138],3
  00160a  mov     [rbp+0xa0],rsi
  001611  mov     qword ptr [rbp+0x148],1
  00161c  mov     rdi,[rbp+0x20]
  001623  mov     rsi,8
  00162d  mov     rdx,0
  001637  mov     rax,<exit_lists>
  001641  call    rax
  001643  mov     rax,0x100000001
  00164d  jmp     0x0000000000000016
  001652  mov     [rbp+0x10],rsi
  001659  mov     qword ptr [rbp+0x18],1
  001664  mov     [rbp+0x90],r14
  00166b  mov     qword ptr [rbp+0x138],3
  001676  mov     [rbp+0xa0],rsi
  00167d  mov     qword ptr [rbp+0x148],1
  001688  mov     rax,0x100000002
  001692  jmp     0x0000000000000016
  001697  mov     qword ptr [rbp+0x58],0
  0016a2  mov     qword ptr [rbp+0x100],1
  0016ad  mov     [rbp+0x90],r14
  0016b4  mov     qword ptr [rbp+0x138],3
  0016bf  mov     qword ptr [rbp+0xa0],0x20
  0016ca  mov     qword ptr [rbp+0x148],1
  0016d5  mov     rax,0x100000003
  0016df  jmp     0x0000000000000016
  0016e4  mov     [rbp+0x90],r14
  0016eb  mov     qword ptr [rbp+0x138],3
  0016f6  mov     qword ptr [rbp+0xa0],0x20
  001701  mov     qword ptr [rbp+0x148],1
  00170c  mov     rax,0x100000004
  001716  jmp     0x0000000000000016
  00171b  add     rsi,1
  001722  mov     [rbp+0x90],r14
  001729  mov     qword ptr [rbp+0x138],3
  001734  mov     qword ptr [rbp+0xa0],0x20
  00173f  mov     qword ptr [rbp+0x148],1
  00174a  mov     [rbp+0xb0],rsi
  001751  mov     qword ptr [rbp+0x158],1
  00175c  mov     rax,0x100000005
  001766  jmp     0x0000000000000016
  00176b  mov     qword ptr [rbp+0x58],0
  001776  mov     qword ptr [rbp+0x100],1
  001781  mov     [rbp+0x90],r14
  001788  mov     qword ptr [rbp+0x138],3
  001793  mov     qword ptr [rbp+0xa0],0x21
  00179e  mov     qword ptr [rbp+0x148],1
  0017a9  mov     rax,0x100000007
  0017b3  jmp     0x0000000000000016
  0017b8  mov     [rbp+0x90],r14
  0017bf  mov     qword ptr [rbp+0x138],3
  0017ca  mov     qword ptr [rbp+0xa0],0x21
  0017d5  mov     qword ptr [rbp+0x148],1
  0017e0  mov     rax,0x100000008
  0017ea  jmp     0x0000000000000016
  0017ef  mov     [rbp+0x90],r14
  0017f6  mov     qword ptr [rbp+0x138],3
  001801  mov     qword ptr [rbp+0xa0],0x21
  00180c  mov     qword ptr [rbp+0x148],1
  001817  mov     qword ptr [rbp+0xb0],0
  001822  mov     qword ptr [rbp+0x158],1
  00182d  mov     rax,0x100000009
  001837  jmp     0x0000000000000016
  00183c  mov     [rbp+0x90],r14
  001843  mov     qword ptr [rbp+0x138],3
  00184e  mov     qword ptr [rbp+0xa0],0x20
  001859  mov     qword ptr [rbp+0x148],1
  001864  mov     rax,0x10000000b
  00186e  jmp     0x0000000000000016
  001873  add     rbx,1
  00187a  mov     [rbp+0x90],r14
  001881  mov     qword ptr [rbp+0x138],3
  00188c  mov     qword ptr [rbp+0xa0],0x20
  001897  mov     qword ptr [rbp+0x148],1
  0018a2  mov     [rbp+0xb0],rbx
  0018a9  mov     qword ptr [rbp+0x158],1
  0018b4  mov     rax,0x10000000c
  0018be  jmp     0x0000000000000016
  0018c3  mov     [rbp+0x90],r14
  0018ca  mov     qword ptr [rbp+0x138],3
  0018d5  mov     qword ptr [rbp+0xa0],0x21
  0018e0  mov     qword ptr [rbp+0x148],1
  0018eb  mov     rax,0x10000000e
  0018f5  jmp     0x0000000000000016
  0018fa  mov     [rbp+0x90],r14
  001901  mov     qword ptr [rbp+0x138],3
  00190c  mov     qword ptr [rbp+0xa0],0x21
  001917  mov     qword ptr [rbp+0x148],1
  001922  mov     qword ptr [rbp+0xb0],0
  00192d  mov     qword ptr [rbp+0x158],1
  001938  mov     rax,0x10000000f
  001942  jmp     0x0000000000000016
  001947  mov     [rbp+0x90],r14
  00194e  mov     qword ptr [rbp+0x138],3
  001959  mov     qword ptr [rbp+0xa0],0x20
  001964  mov     qword ptr [rbp+0x148],1
  00196f  mov     [rbp+0xb0],rsi
  001976  mov     qword ptr [rbp+0x158],1
  001981  mov     rax,0x100000006
  00198b  jmp     0x0000000000000016
  001990  mov     [rbp+0x90],r14
  001997  mov     qword ptr [rbp+0x138],3
  0019a2  mov     qword ptr [rbp+0xa0],0x20
  0019ad  mov     qword ptr [rbp+0x148],1
  0019b8  mov     [rbp+0xb0],rbx
  0019bf  mov     qword ptr [rbp+0x158],1
  0019ca  mov     rax,0x10000000d
  0019d4  jmp     0x0000000000000016
