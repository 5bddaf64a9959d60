; T0: 562 bytes
; v0:int = input n
  000030  cmp     qword ptr [rbp+0xd8],1
  00003b  jne     0x0000000000000169
  000041  mov     rbx,[rbp+0x30]
; v1:list = input src
  000048  cmp     qword ptr [rbp+0xe0],3
  000053  jne     0x0000000000000169
  000059  mov     r12,[rbp+0x38]
; v2:list = input jumps
  000060  cmp     qword ptr [rbp+0xe8],3
  00006b  jne     0x0000000000000169
; v3:list = input stack
  000071  cmp     qword ptr [rbp+0xf0],3
  00007c  jne     0x0000000000000169
; v4:int = input sp
  000082  cmp     qword ptr [rbp+0xf8],1
  00008d  jne     0x0000000000000169
; v5:int = input i
  000093  cmp     qword ptr [rbp+0x100],1
  00009e  jne     0x0000000000000169
  0000a4  mov     r13,[rbp+0x58]
  0000ab  jmp     0x00000000000000c5
  0000b0  mov     rbx,[rbp+0x30]
  0000b7  mov     r12,[rbp+0x38]
  0000be  mov     r13,[rbp+0x58]
; v6:int = lt v5, v0
; guard_true v6 => match/0 (0) {i=v5}
  0000c5  cmp     r13,rbx
  0000c8  jge     0x0000000000000178
; guard_words v1 => match_command/0 (1) {i=v5}
  0000ce  cmp     qword ptr [r12+8],0
  0000da  jne     0x000000000000018e
; v9:int = readlist v1, v5 words => match_command/0 (1) {i=v5}
  0000e0  cmp     r13,[r12]
  0000e8  jae     0x00000000000001a4
  0000ee  mov     rax,[r12+0x10]
  0000f6  mov     r14,[rax+r13*8]
; v10:int = eq v9, 91
; guard_false v10 => match_command/0 (1) {i=v5}
  0000fa  cmp     r14,0x5b
  000101  je      0x00000000000001ba
; v12:int = eq v9, 93
; guard_false v12 => match_close/0 (2) {i=v5, c=v9}
  000107  cmp     r14,0x5d
  00010e  je      0x00000000000001d0
; v14:int = add_nov v5, 1
  000114  add     r13,1
; guard_steps => match/0 (4) {i=v14}
; v16:int = phi i v14
; loop (4)
  00011b  nop     [rax+rax]
; v18:int = lt v16, v0
; guard_true v18 => match/0 (0) {i=v16}
  000120  cmp     r13,rbx
  000123  jge     0x00000000000001f8
; v20:int = readlist v1, v16 words => match_command/0 (1) {i=v16}
  000129  cmp     r13,[r12]
  000131  jae     0x000000000000020e
  000137  mov     rax,[r12+0x10]
  00013f  mov     r14,[rax+r13*8]
; v21:int = eq v20, 91
; guard_false v21 => match_command/0 (1) {i=v16}
  000143  cmp     r14,0x5b
  00014a  je      0x0000000000000224
; v23:int = eq v20, 93
; guard_false v23 => match_close/0 (2) {i=v16, c=v20}
  000150  cmp     r14,0x5d
  000157  je      0x000000000000023a
; v25:int = add_nov v16, 1
  00015d  add     r13,1
; guard_steps => match/0 (4) {i=v25}
; jump (4) v16 <- v25
  000164  jmp     0x0000000000000120
; exits
  000169  mov     rax,0xfffffffe
  000173  jmp     0x0000000000000016
  000178  mov     [rbp+0x58],r13
  00017f  mov     rax,0
  000189  jmp     0x0000000000000016
  00018e  mov     [rbp+0x58],r13
  000195  mov     rax,1
  00019f  jmp     0x0000000000000016
  0001a4  mov     [rbp+0x58],r13
  0001ab  mov     rax,2
  0001b5  jmp     0x0000000000000016
  0001ba  mov     [rbp+0x58],r13
  0001c1  mov     rax,3
  0001cb  jmp     0x0000000000000016
  0001d0  mov     [rbp+0x58],r13
  0001d7  mov     [rbp+0x68],r14
  0001de  mov     qword ptr [rbp+0x110],1
  0001e9  mov     rax,4
  0001f3  jmp     0x0000000000000016
  0001f8  mov     [rbp+0x58],r13
  0001ff  mov     rax,6
  000209  jmp     0x0000000000000016
  00020e  mov     [rbp+0x58],r13
  000215  mov     rax,7
  00021f  jmp     0x0000000000000016
  000224  mov     [rbp+0x58],r13
  00022b  mov     rax,8
  000235  jmp     0x0000000000000016
  00023a  mov     [rbp+0x58],r13
  000241  mov     [rbp+0x68],r14
  000248  mov     qword ptr [rbp+0x110],1
  000253  mov     rax,9
  00025d  jmp     0x0000000000000016

; T1: 2640 bytes
; v0:int = input n
  000270  cmp     qword ptr [rbp+0xd8],1
  00027b  jne     0x000000000000086a
  000281  mov     rbx,[rbp+0x30]
; v1:list = input src
  000288  cmp     qword ptr [rbp+0xe0],3
  000293  jne     0x000000000000086a
  000299  mov     r12,[rbp+0x38]
; v2:list = input jumps
  0002a0  cmp     qword ptr [rbp+0xe8],3
  0002ab  jne     0x000000000000086a
  0002b1  mov     r13,[rbp+0x40]
; v3:list = input tape
  0002b8  cmp     qword ptr [rbp+0x140],3
  0002c3  jne     0x000000000000086a
  0002c9  mov     r14,[rbp+0x98]
; v4:int = input p
  0002d0  cmp     qword ptr [rbp+0x148],1
  0002db  jne     0x000000000000086a
  0002e1  mov     r15,[rbp+0xa0]
; v5:int = input pc
  0002e8  cmp     qword ptr [rbp+0x150],1
  0002f3  jne     0x000000000000086a
  0002f9  mov     rsi,[rbp+0xa8]
; guard_value v1, [43, 43, 43, 43, 43, 43, 43, 43, 91, 45, 62, 43, 43, 43, 43, 43, 43, 43, 43, 60, 93, 62, 43, 91, 62, 43, 60, 45, 93, 62, 91, 45, 46, 93, 62, 43, 43, 43, 43, 43, 43, 43, 43, 91, 45, 60, 43, 43, 43, 43, 43, 43, 43, 43, 62, 93, 60, 91, 45, 62, 43, 60, 93, 62, 91, 45, 93] => loop/0 (0) {tape=v3, p=v4}
  000300  mov     rax,<list k0>
  00030a  cmp     r12,rax
  00030d  jne     0x0000000000000879
; guard_value v2, [0, 0, 0, 0, 0, 0, 0, 0, 20, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 8, 0, 0, 28, 0, 0, 0, 0, 23, 0, 33, 0, 0, 30, 0, 0, 0, 0, 0, 0, 0, 0, 0, 55, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 43, 0, 62, 0, 0, 0, 0, 57, 0, 66, 0, 64] => loop_jumps/0 (1) {tape=v3, p=v4}
  000313  mov     rax,<list k1>
  00031d  cmp     r13,rax
  000320  jne     0x00000000000008da
; guard_value v5, 24 => loop_pc/0 (2) {tape=v3, p=v4}
  000326  cmp     rsi,0x18
  00032d  jne     0x000000000000093b
  000333  jmp     0x000000000000034d
  000338  mov     rbx,[rbp+0x30]
  00033f  mov     r14,[rbp+0x98]
  000346  mov     r15,[rbp+0xa0]
; v9:int = lt 28, v0
; guard_true v9 => dispatch/0 (3) {tape=v3, p=v4}
  00034d  mov     r11,0x1c
  000354  cmp     r11,rbx
  000357  jge     0x0000000000000975
; v11:int = add v4, 1 => right/0 (7) {tape=v3, p=v4}
  00035d  add     r15,1
  000364  jo      0x000000000000099d
; v12:int = and v11, 65535
  00036a  mov     rsi,r15
  00036d  and     rsi,0xffff
; guard_words v3 => plus/0 (14) {tape=v3, p=v12, pc=25}
  000374  cmp     qword ptr [r14+8],0
  000380  jne     0x00000000000009cc
; v14:int = len v3
  000386  mov     r13,[r14]
; v15:int = lt 65535, v14
; guard_true v15 => plus/0 (14) {tape=v3, p=v12, pc=25}
  00038e  mov     r11,0xffff
  000395  cmp     r11,r13
  000398  jge     0x00000000000009ff
; v17:int = readlist v3, v12 words in_bounds => plus/0 (14) {tape=v3, p=v12, pc=25}
  00039e  mov     rax,[r14+0x10]
  0003a6  mov     r13,[rax+rsi*8]
; v18:int = add v17, 1 => plus/0 (14) {tape=v3, p=v12, pc=25}
  0003aa  add     r13,1
  0003b1  jo      0x0000000000000a65
; v19:int = and v18, 255
  0003b7  and     r13,0xff
; v20:list = set v3, v12, v19 owned words in_bounds => plus/3 (14) {tape=v3, p=v12, pc=25, x=v19}
  0003be  cmp     qword ptr [r14-0x10],1
  0003ca  jne     0x000000000000048e
  0003d0  cmp     qword ptr [r14-8],1
  0003dc  jne     0x000000000000048e
  0003e2  mov     rax,[r14+0x10]
  0003ea  lea     rax,[rax+rsi*8]
  0003ee  mov     [rax],r13
; v21:int = add_nov v11, -1
  0003f1  add     r15,0xffffffffffffffff
; v22:int = and v21, 65535
  0003f8  and     r15,0xffff
; v23:int = readlist v20, v22 words in_bounds => minus/0 (32) {tape=v20, p=v22, pc=27}
  0003ff  mov     rax,[r14+0x10]
  000407  mov     r12,[rax+r15*8]
; v24:int = sub v23, 1 => minus/0 (32) {tape=v20, p=v22, pc=27}
  00040b  sub     r12,1
  000412  jo      0x0000000000000ad2
; v25:int = and v24, 255
  000418  and     r12,0xff
; v26:list = set v20, v22, v25 owned words in_bounds => minus/3 (32) {tape=v20, p=v22, pc=27, x=v25}
  00041f  mov     rax,[r14+0x10]
  000427  lea     rax,[rax+r15*8]
  00042b  mov     [rax],r12
; guard_true v25 => close_bracket/0 (46) {tape=v26, p=v22, pc=28}
  00042e  test    r12,r12
  000431  je      0x0000000000000b0c
; guard_steps => loop/0 (49) {tape=v26, p=v22}
; v29:list = phi tape v26
; v30:int = phi - v25
; v31:int = phi - v19
; loop (49)
  000437  nop     [rax+rax]
; v33:int = add v31, 1 => plus/0 (14) {tape=v29, p=v12, pc=25}
  000440  add     r13,1
  000447  jo      0x0000000000000b3f
; v34:int = and v33, 255
  00044d  and     r13,0xff
; v35:list = set v29, v12, v34 owned words in_bounds => plus/3 (14) {tape=v29, p=v12, pc=25, x=v34}
  000454  mov     rax,[r14+0x10]
  00045c  lea     rax,[rax+rsi*8]
  000460  mov     [rax],r13
; v36:int = sub_nov v30, 1
  000463  sub     r12,1
; v37:int = and v36, 255
  00046a  and     r12,0xff
; v38:list = set v35, v22, v37 owned words in_bounds => minus/3 (32) {tape=v35, p=v22, pc=27, x=v37}
  000471  mov     rax,[r14+0x10]
  000479  lea     rax,[rax+r15*8]
  00047d  mov     [rax],r12
; guard_true v37 => close_bracket/0 (46) {tape=v38, p=v22, pc=28}
  000480  test    r12,r12
  000483  jne     0x0000000000000440
  000489  jmp     0x0000000000000b79
; guard_steps => loop/0 (49) {tape=v38, p=v22}
; jump (49) v29 <- v38, v30 <- v37, v31 <- v34
  00048e  sub     rsp,0x70
  000495  mov     [rsp+0x30],rcx
  00049d  mov     [rsp+0x38],rsi
  0004a5  mov     [rsp+0x40],rdi
  0004ad  mov     [rsp+0x48],r8
  0004b5  mov     [rsp+0x50],r9
  0004bd  mov     [rsp+0x58],r10
  0004c5  mov     [rsp],r14
  0004cd  mov     qword ptr [rsp+8],3
  0004d9  mov     [rsp+0x10],rsi
  0004e1  mov     qword ptr [rsp+0x18],1
  0004ed  mov     [rsp+0x20],r13
  0004f5  mov     qword ptr [rsp+0x28],1
  000501  mov     rdi,[rbp+0x20]
  000508  mov     esi,0xe
  00050d  mov     rdx,rsp
  000510  mov     rcx,0xfffffffffffffff2
  00051a  mov     r8,0xfffffffffffffff2
  000524  mov     r9,0
  00052e  mov     rax,<list_op>
  000538  call    rax
  00053a  mov     r11,rax
  00053d  mov     rcx,[rsp+0x30]
  000545  mov     rsi,[rsp+0x38]
  00054d  mov     rdi,[rsp+0x40]
  000555  mov     r8,[rsp+0x48]
  00055d  mov     r9,[rsp+0x50]
  000565  mov     r10,[rsp+0x58]
  00056d  add     rsp,0x70
  000574  test    rdx,rdx
  000577  je      0x0000000000000bac
  00057d  mov     r14,r11
  000580  jmp     0x00000000000003f1
  000585  sub     rsp,0x70
  00058c  mov     [rsp+0x30],rcx
  000594  mov     [rsp+0x38],rsi
  00059c  mov     [rsp+0x40],rdi
  0005a4  mov     [rsp+0x48],r8
  0005ac  mov     [rsp+0x50],r9
  0005b4  mov     [rsp+0x58],r10
  0005bc  mov     [rsp],r14
  0005c4  mov     qword ptr [rsp+8],3
  0005d0  mov     [rsp+0x10],r15
  0005d8  mov     qword ptr [rsp+0x18],1
  0005e4  mov     [rsp+0x20],r12
  0005ec  mov     qword ptr [rsp+0x28],1
  0005f8  mov     rdi,[rbp+0x20]
  0005ff  mov     esi,0xe
  000604  mov     rdx,rsp
  000607  mov     rcx,0xfffffffffffffff2
  000611  mov     r8,0xfffffffffffffff2
  00061b  mov     r9,0
  000625  mov     rax,<list_op>
  00062f  call    rax
  000631  mov     r11,rax
  000634  mov     rcx,[rsp+0x30]
  00063c  mov     rsi,[rsp+0x38]
  000644  mov     rdi,[rsp+0x40]
  00064c  mov     r8,[rsp+0x48]
  000654  mov     r9,[rsp+0x50]
  00065c  mov     r10,[rsp+0x58]
  000664  add     rsp,0x70
  00066b  test    rdx,rdx
  00066e  je      0x0000000000000bf1
  000674  mov     r14,r11
  000677  jmp     0x000000000000042e
  00067c  sub     rsp,0x70
  000683  mov     [rsp+0x30],rcx
  00068b  mov     [rsp+0x38],rsi
  000693  mov     [rsp+0x40],rdi
  00069b  mov     [rsp+0x48],r8
  0006a3  mov     [rsp+0x50],r9
  0006ab  mov     [rsp+0x58],r10
  0006b3  mov     [rsp],r14
  0006bb  mov     qword ptr [rsp+8],3
  0006c7  mov     [rsp+0x10],rsi
  0006cf  mov     qword ptr [rsp+0x18],1
  0006db  mov     [rsp+0x20],r13
  0006e3  mov     qword ptr [rsp+0x28],1
  0006ef  mov     rdi,[rbp+0x20]
  0006f6  mov     esi,0xe
  0006fb  mov     rdx,rsp
  0006fe  mov     rcx,0xfffffffffffffff2
  000708  mov     r8,0xfffffffffffffff2
  000712  mov     r9,0
  00071c  mov     rax,<list_op>
  000726  call    rax
  000728  mov     r11,rax
  00072b  mov     rcx,[rsp+0x30]
  000733  mov     rsi,[rsp+0x38]
  00073b  mov     rdi,[rsp+0x40]
  000743  mov     r8,[rsp+0x48]
  00074b  mov     r9,[rsp+0x50]
  000753  mov     r10,[rsp+0x58]
  00075b  add     rsp,0x70
  000762  test    rdx,rdx
  000765  je      0x0000000000000c36
  00076b  mov     r14,r11
  00076e  jmp     0x0000000000000463
  000773  sub     rsp,0x70
  00077a  mov     [rsp+0x30],rcx
  000782  mov     [rsp+0x38],rsi
  00078a  mov     [rsp+0x40],rdi
  000792  mov     [rsp+0x48],r8
  00079a  mov     [rsp+0x50],r9
  0007a2  mov     [rsp+0x58],r10
  0007aa  mov     [rsp],r14
  0007b2  mov     qword ptr [rsp+8],3
  0007be  mov     [rsp+0x10],r15
  0007c6  mov     qword ptr [rsp+0x18],1
  0007d2  mov     [rsp+0x20],r12
  0007da  mov     qword ptr [rsp+0x28],1
  0007e6  mov     rdi,[rbp+0x20]
  0007ed  mov     esi,0xe
  0007f2  mov     rdx,rsp
  0007f5  mov     rcx,0xfffffffffffffff2
  0007ff  mov     r8,0xfffffffffffffff2
  000809  mov     r9,0
  000813  mov     rax,<list_op>
  00081d  call    rax
  00081f  mov     r11,rax
  000822  mov     rcx,[rsp+0x30]
  00082a  mov     rsi,[rsp+0x38]
  000832  mov     rdi,[rsp+0x40]
  00083a  mov     r8,[rsp+0x48]
  000842  mov     r9,[rsp+0x50]
  00084a  mov     r10,[rsp+0x58]
  000852  add     rsp,0x70
  000859  test    rdx,rdx
  00085c  je      0x0000000000000c7b
  000862  mov     r14,r11
  000865  jmp     0x0000000000000480
; exits
  00086a  mov     rax,0x1fffffffe
  000874  jmp     0x0000000000000016
  000879  mov     [rbp+0x10],r12
  000880  mov     qword ptr [rbp+0x18],3
  00088b  mov     [rbp+0x98],r14
  000892  mov     qword ptr [rbp+0x140],3
  00089d  mov     [rbp+0xa0],r15
  0008a4  mov     rdi,[rbp+0x20]
  0008ab  mov     rsi,8
  0008b5  mov     rdx,0
  0008bf  mov     rax,<exit_lists>
  0008c9  call    rax
  0008cb  mov     rax,0x100000000
  0008d5  jmp     0x0000000000000016
  0008da  mov     [rbp+0x10],r13
  0008e1  mov     qword ptr [rbp+0x18],3
  0008ec  mov     [rbp+0x98],r14
  0008f3  mov     qword ptr [rbp+0x140],3
  0008fe  mov     [rbp+0xa0],r15
  000905  mov     rdi,[rbp+0x20]
  00090c  mov     rsi,8
  000916  mov     rdx,0
  000920  mov     rax,<exit_lists>
  00092a  call    rax
  00092c  mov     rax,0x100000001
  000936  jmp     0x0000000000000016
  00093b  mov     [rbp+0x10],rsi
  000942  mov     qword ptr [rbp+0x18],1
  00094d  mov     [rbp+0x98],r14
  000954  mov     qword ptr [rbp+0x140],3
  00095f  mov     [rbp+0xa0],r15
  000966  mov     rax,0x100000002
  000970  jmp     0x0000000000000016
  000975  mov     [rbp+0x98],r14
  00097c  mov     qword ptr [rbp+0x140],3
  000987  mov     [rbp+0xa0],r15
  00098e  mov     rax,0x100000003
  000998  jmp     0x0000000000000016
  00099d  sub     r15,1
  0009a4  mov     [rbp+0x98],r14
  0009ab  mov     qword ptr [rbp+0x140],3
  0009b6  mov     [rbp+0xa0],r15
  0009bd  mov     rax,0x100000004
  0009c7  jmp     0x0000000000000016
  0009cc  mov     [rbp+0x98],r14
  0009d3  mov     qword ptr [rbp+0x140],3
  0009de  mov     [rbp+0xa0],rsi
  0009e5  mov     qword ptr [rbp+0xa8],0x19
  0009f0  mov     rax,0x100000005
  0009fa  jmp     0x0000000000000016
  0009ff  mov     [rbp+0x98],r14
  000a06  mov     qword ptr [rbp+0x140],3
  000a11  mov     [rbp+0xa0],rsi
  000a18  mov     qword ptr [rbp+0xa8],0x19
  000a23  mov     rax,0x100000006
  000a2d  jmp     0x0000000000000016
  000a32  mov     [rbp+0x98],r14
  000a39  mov     qword ptr [rbp+0x140],3
  000a44  mov     [rbp+0xa0],rsi
  000a4b  mov     qword ptr [rbp+0xa8],0x19
  000a56  mov     rax,0x100000007
  000a60  jmp     0x0000000000000016
  000a65  sub     r13,1
  000a6c  mov     [rbp+0x98],r14
  000a73  mov     qword ptr [rbp+0x140],3
  000a7e  mov     [rbp+0xa0],rsi
  000a85  mov     qword ptr [rbp+0xa8],0x19
  000a90  mov     rax,0x100000008
  000a9a  jmp     0x0000000000000016
  000a9f  mov     [rbp+0x98],r14
  000aa6  mov     qword ptr [rbp+0x140],3
  000ab1  mov     [rbp+0xa0],r15
  000ab8  mov     qword ptr [rbp+0xa8],0x1b
  000ac3  mov     rax,0x10000000a
  000acd  jmp     0x0000000000000016
  000ad2  add     r12,1
  000ad9  mov     [rbp+0x98],r14
  000ae0  mov     qword ptr [rbp+0x140],3
  000aeb  mov     [rbp+0xa0],r15
  000af2  mov     qword ptr [rbp+0xa8],0x1b
  000afd  mov     rax,0x10000000b
  000b07  jmp     0x0000000000000016
  000b0c  mov     [rbp+0x98],r14
  000b13  mov     qword ptr [rbp+0x140],3
  000b1e  mov     [rbp+0xa0],r15
  000b25  mov     qword ptr [rbp+0xa8],0x1c
  000b30  mov     rax,0x10000000d
  000b3a  jmp     0x0000000000000016
  000b3f  sub     r13,1
  000b46  mov     [rbp+0x98],r14
  000b4d  mov     qword ptr [rbp+0x140],3
  000b58  mov     [rbp+0xa0],rsi
  000b5f  mov     qword ptr [rbp+0xa8],0x19
  000b6a  mov     rax,0x10000000f
  000b74  jmp     0x0000000000000016
  000b79  mov     [rbp+0x98],r14
  000b80  mov     qword ptr [rbp+0x140],3
  000b8b  mov     [rbp+0xa0],r15
  000b92  mov     qword ptr [rbp+0xa8],0x1c
  000b9d  mov     rax,0x100000012
  000ba7  jmp     0x0000000000000016
  000bac  mov     [rbp+0x98],r14
  000bb3  mov     qword ptr [rbp+0x140],3
  000bbe  mov     [rbp+0xa0],rsi
  000bc5  mov     qword ptr [rbp+0xa8],0x19
  000bd0  mov     [rbp+0xb8],r13
  000bd7  mov     qword ptr [rbp+0x160],1
  000be2  mov     rax,0x100000009
  000bec  jmp     0x0000000000000016
  000bf1  mov     [rbp+0x98],r14
  000bf8  mov     qword ptr [rbp+0x140],3
  000c03  mov     [rbp+0xa0],r15
  000c0a  mov     qword ptr [rbp+0xa8],0x1b
  000c15  mov     [rbp+0xb8],r12
  000c1c  mov     qword ptr [rbp+0x160],1
  000c27  mov     rax,0x10000000c
  000c31  jmp     0x0000000000000016
  000c36  mov     [rbp+0x98],r14
  000c3d  mov     qword ptr [rbp+0x140],3
  000c48  mov     [rbp+0xa0],rsi
  000c4f  mov     qword ptr [rbp+0xa8],0x19
  000c5a  mov     [rbp+0xb8],r13
  000c61  mov     qword ptr [rbp+0x160],1
  000c6c  mov     rax,0x100000010
  000c76  jmp     0x0000000000000016
  000c7b  mov     [rbp+0x98],r14
  000c82  mov     qword ptr [rbp+0x140],3
  000c8d  mov     [rbp+0xa0],r15
  000c94  mov     qword ptr [rbp+0xa8],0x1b
  000c9f  mov     [rbp+0xb8],r12
  000ca6  mov     qword ptr [rbp+0x160],1
  000cb1  mov     rax,0x100000011
  000cbb  jmp     0x0000000000000016

; T2: 2075 bytes
; v0:int = input n
  000cc0  cmp     qword ptr [rbp+0xd8],1
  000ccb  jne     0x0000000000001244
  000cd1  mov     rbx,[rbp+0x30]
; v1:list = input src
  000cd8  cmp     qword ptr [rbp+0xe0],3
  000ce3  jne     0x0000000000001244
  000ce9  mov     r12,[rbp+0x38]
; v2:list = input jumps
  000cf0  cmp     qword ptr [rbp+0xe8],3
  000cfb  jne     0x0000000000001244
  000d01  mov     r13,[rbp+0x40]
; v3:list = input tape
  000d08  cmp     qword ptr [rbp+0x140],3
  000d13  jne     0x0000000000001244
  000d19  mov     r14,[rbp+0x98]
; v4:int = input p
  000d20  cmp     qword ptr [rbp+0x148],1
  000d2b  jne     0x0000000000001244
  000d31  mov     r15,[rbp+0xa0]
; v5:int = input pc
  000d38  cmp     qword ptr [rbp+0x150],1
  000d43  jne     0x0000000000001244
  000d49  mov     rsi,[rbp+0xa8]
; guard_value v1, [43, 43, 43, 43, 43, 43, 43, 43, 91, 45, 62, 43, 43, 43, 43, 43, 43, 43, 43, 60, 93, 62, 43, 91, 62, 43, 60, 45, 93, 62, 91, 45, 46, 93, 62, 43, 43, 43, 43, 43, 43, 43, 43, 91, 45, 60, 43, 43, 43, 43, 43, 43, 43, 43, 62, 93, 60, 91, 45, 62, 43, 60, 93, 62, 91, 45, 93] => loop/0 (0) {tape=v3}
  000d50  mov     rax,<list k0>
  000d5a  cmp     r12,rax
  000d5d  jne     0x0000000000001253
; guard_value v2, [0, 0, 0, 0, 0, 0, 0, 0, 20, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 8, 0, 0, 28, 0, 0, 0, 0, 23, 0, 33, 0, 0, 30, 0, 0, 0, 0, 0, 0, 0, 0, 0, 55, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 43, 0, 62, 0, 0, 0, 0, 57, 0, 66, 0, 64] => loop_jumps/0 (1) {tape=v3}
  000d63  mov     rax,<list k1>
  000d6d  cmp     r13,rax
  000d70  jne     0x00000000000012ad
; guard_value v5, 31 => loop_pc/0 (2) {tape=v3}
  000d76  cmp     rsi,0x1f
  000d7d  jne     0x0000000000001307
  000d83  jmp     0x0000000000000d9d
  000d88  mov     rbx,[rbp+0x30]
  000d8f  mov     r14,[rbp+0x98]
  000d96  mov     r15,[rbp+0xa0]
; v9:int = lt 33, v0
; guard_true v9 => dispatch/0 (3) {tape=v3}
  000d9d  mov     r11,0x21
  000da4  cmp     r11,rbx
  000da7  jge     0x000000000000133a
; guard_words v3 => minus/0 (6) {tape=v3}
  000dad  cmp     qword ptr [r14+8],0
  000db9  jne     0x000000000000135b
; v12:int = readlist v3, v4 words => minus/0 (6) {tape=v3}
  000dbf  cmp     r15,[r14]
  000dc7  jae     0x000000000000137c
  000dcd  mov     rax,[r14+0x10]
  000dd5  mov     rsi,[rax+r15*8]
; v13:int = sub v12, 1 => minus/0 (6) {tape=v3}
  000dd9  sub     rsi,1
  000de0  jo      0x000000000000139d
; v14:int = and v13, 255
  000de6  and     rsi,0xff
; v15:list = set v3, v4, v14 owned words in_bounds => minus/3 (6) {tape=v3, x=v14}
  000ded  cmp     qword ptr [r14-0x10],1
  000df9  jne     0x0000000000000ebe
  000dff  cmp     qword ptr [r14-8],1
  000e0b  jne     0x0000000000000ebe
  000e11  mov     rax,[r14+0x10]
  000e19  lea     rax,[rax+r15*8]
  000e1d  mov     [rax],rsi
; v16:int = put_byte v14 => output/0 (17) {tape=v15, pc=32}
  000e20  cmp     rsi,0xff
  000e27  ja      0x0000000000000fb5
  000e2d  mov     rax,[rbp+0x28]
  000e34  mov     rdx,[rax]
  000e37  cmp     rdx,0x10000
  000e3e  jae     0x0000000000000fb5
  000e44  mov     [rax+rdx+8],sil
  000e4c  add     rdx,1
  000e50  mov     [rax],rdx
; guard_true v14 => close_bracket/0 (31) {tape=v15, pc=33}
  000e53  test    rsi,rsi
  000e56  je      0x00000000000013c5
; guard_steps => loop/0 (34) {tape=v15}
; v19:list = phi tape v15
; v20:int = phi - v14
; loop (34)
  000e5c  nop     [rax]
; v22:int = sub_nov v20, 1
  000e60  sub     rsi,1
; v23:int = and v22, 255
  000e67  and     rsi,0xff
; v24:list = set v19, v4, v23 owned words in_bounds => minus/3 (6) {tape=v19, x=v23}
  000e6e  mov     rax,[r14+0x10]
  000e76  lea     rax,[rax+r15*8]
  000e7a  mov     [rax],rsi
; v25:int = put_byte v23 => output/0 (17) {tape=v24, pc=32}
  000e7d  cmp     rsi,0xff
  000e84  ja      0x0000000000001178
  000e8a  mov     rax,[rbp+0x28]
  000e91  mov     rdx,[rax]
  000e94  cmp     rdx,0x10000
  000e9b  jae     0x0000000000001178
  000ea1  mov     [rax+rdx+8],sil
  000ea9  add     rdx,1
  000ead  mov     [rax],rdx
; guard_true v23 => close_bracket/0 (31) {tape=v24, pc=33}
  000eb0  test    rsi,rsi
  000eb3  jne     0x0000000000000e60
  000eb9  jmp     0x00000000000013f1
; guard_steps => loop/0 (34) {tape=v24}
; jump (34) v19 <- v24, v20 <- v23
  000ebe  sub     rsp,0x70
  000ec5  mov     [rsp+0x30],rcx
  000ecd  mov     [rsp+0x38],rsi
  000ed5  mov     [rsp+0x40],rdi
  000edd  mov     [rsp+0x48],r8
  000ee5  mov     [rsp+0x50],r9
  000eed  mov     [rsp+0x58],r10
  000ef5  mov     [rsp],r14
  000efd  mov     qword ptr [rsp+8],3
  000f09  mov     [rsp+0x10],r15
  000f11  mov     qword ptr [rsp+0x18],1
  000f1d  mov     [rsp+0x20],rsi
  000f25  mov     qword ptr [rsp+0x28],1
  000f31  mov     rdi,[rbp+0x20]
  000f38  mov     esi,0xe
  000f3d  mov     rdx,rsp
  000f40  mov     rcx,0xfffffffffffffff2
  000f4a  mov     r8,0xfffffffffffffff2
  000f54  mov     r9,0
  000f5e  mov     rax,<list_op>
  000f68  call    rax
  000f6a  mov     r11,rax
  000f6d  mov     rcx,[rsp+0x30]
  000f75  mov     rsi,[rsp+0x38]
  000f7d  mov     rdi,[rsp+0x40]
  000f85  mov     r8,[rsp+0x48]
  000f8d  mov     r9,[rsp+0x50]
  000f95  mov     r10,[rsp+0x58]
  000f9d  add     rsp,0x70
  000fa4  test    rdx,rdx
  000fa7  je      0x000000000000141d
  000fad  mov     r14,r11
  000fb0  jmp     0x0000000000000e20
  000fb5  sub     rsp,0x70
  000fbc  mov     [rsp+0x30],rcx
  000fc4  mov     [rsp+0x38],rsi
  000fcc  mov     [rsp+0x40],rdi
  000fd4  mov     [rsp+0x48],r8
  000fdc  mov     [rsp+0x50],r9
  000fe4  mov     [rsp+0x58],r10
  000fec  mov     [rsp],rsi
  000ff4  mov     qword ptr [rsp+8],1
  001000  mov     rdi,[rbp+0x20]
  001007  mov     esi,0x14
  00100c  mov     rdx,rsp
  00100f  mov     rcx,1
  001019  mov     r8,0
  001023  mov     r9,0
  00102d  mov     rax,<call_op>
  001037  call    rax
  001039  mov     r11,rax
  00103c  mov     rcx,[rsp+0x30]
  001044  mov     rsi,[rsp+0x38]
  00104c  mov     rdi,[rsp+0x40]
  001054  mov     r8,[rsp+0x48]
  00105c  mov     r9,[rsp+0x50]
  001064  mov     r10,[rsp+0x58]
  00106c  add     rsp,0x70
  001073  test    rdx,rdx
  001076  je      0x0000000000001450
  00107c  jmp     0x0000000000000e53
  001081  sub     rsp,0x70
  001088  mov     [rsp+0x30],rcx
  001090  mov     [rsp+0x38],rsi
  001098  mov     [rsp+0x40],rdi
  0010a0  mov     [rsp+0x48],r8
  0010a8  mov     [rsp+0x50],r9
  0010b0  mov     [rsp+0x58],r10
  0010b8  mov     [rsp],r14
  0010c0  mov     qword ptr [rsp+8],3
  0010cc  mov     [rsp+0x10],r15
  0010d4  mov     qword ptr [rsp+0x18],1
  0010e0  mov     [rsp+0x20],rsi
  0010e8  mov     qword ptr [rsp+0x28],1
  0010f4  mov     rdi,[rbp+0x20]
  0010fb  mov     esi,0xe
  001100  mov     rdx,rsp
  001103  mov     rcx,0xfffffffffffffff2
  00110d  mov     r8,0xfffffffffffffff2
  001117  mov     r9,0
  001121  mov     rax,<list_op>
  00112b  call    rax
  00112d  mov     r11,rax
  001130  mov     rcx,[rsp+0x30]
  001138  mov     rsi,[rsp+0x38]
  001140  mov     rdi,[rsp+0x40]
  001148  mov     r8,[rsp+0x48]
  001150  mov     r9,[rsp+0x50]
  001158  mov     r10,[rsp+0x58]
  001160  add     rsp,0x70
  001167  test    rdx,rdx
  00116a  je      0x000000000000147c
  001170  mov     r14,r11
  001173  jmp     0x0000000000000e7d
  001178  sub     rsp,0x70
  00117f  mov     [rsp+0x30],rcx
  001187  mov     [rsp+0x38],rsi
  00118f  mov     [rsp+0x40],rdi
  001197  mov     [rsp+0x48],r8
  00119f  mov     [rsp+0x50],r9
  0011a7  mov     [rsp+0x58],r10
  0011af  mov     [rsp],rsi
  0011b7  mov     qword ptr [rsp+8],1
  0011c3  mov     rdi,[rbp+0x20]
  0011ca  mov     esi,0x14
  0011cf  mov     rdx,rsp
  0011d2  mov     rcx,1
  0011dc  mov     r8,0
  0011e6  mov     r9,0
  0011f0  mov     rax,<call_op>
  0011fa  call    rax
  0011fc  mov     r11,rax
  0011ff  mov     rcx,[rsp+0x30]
  001207  mov     rsi,[rsp+0x38]
  00120f  mov     rdi,[rsp+0x40]
  001217  mov     r8,[rsp+0x48]
  00121f  mov     r9,[rsp+0x50]
  001227  mov     r10,[rsp+0x58]
  00122f  add     rsp,0x70
  001236  test    rdx,rdx
  001239  je      0x00000000000014af
  00123f  jmp     0x0000000000000eb0
; exits
  001244  mov     rax,0x2fffffffe
  00124e  jmp     0x0000000000000016
  001253  mov     [rbp+0x10],r12
  00125a  mov     qword ptr [rbp+0x18],3
  001265  mov     [rbp+0x98],r14
  00126c  mov     qword ptr [rbp+0x140],3
  001277  mov     rdi,[rbp+0x20]
  00127e  mov     rsi,8
  001288  mov     rdx,0
  001292  mov     rax,<exit_lists>
  00129c  call    rax
  00129e  mov     rax,0x200000000
  0012a8  jmp     0x0000000000000016
  0012ad  mov     [rbp+0x10],r13
  0012b4  mov     qword ptr [rbp+0x18],3
  0012bf  mov     [rbp+0x98],r14
  0012c6  mov     qword ptr [rbp+0x140],3
  0012d1  mov     rdi,[rbp+0x20]
  0012d8  mov     rsi,8
  0012e2  mov     rdx,0
  0012ec  mov     rax,<exit_lists>
  0012f6  call    rax
  0012f8  mov     rax,0x200000001
  001302  jmp     0x0000000000000016
  001307  mov     [rbp+0x10],rsi
  00130e  mov     qword ptr [rbp+0x18],1
  001319  mov     [rbp+0x98],r14
  001320  mov     qword ptr [rbp+0x140],3
  00132b  mov     rax,0x200000002
  001335  jmp     0x0000000000000016
  00133a  mov     [rbp+0x98],r14
  001341  mov     qword ptr [rbp+0x140],3
  00134c  mov     rax,0x200000003
  001356  jmp     0x0000000000000016
  00135b  mov     [rbp+0x98],r14
  001362  mov     qword ptr [rbp+0x140],3
  00136d  mov     rax,0x200000004
  001377  jmp     0x0000000000000016
  00137c  mov     [rbp+0x98],r14
  001383  mov     qword ptr [rbp+0x140],3
  00138e  mov     rax,0x200000005
  001398  jmp     0x0000000000000016
  00139d  add     rsi,1
  0013a4  mov     [rbp+0x98],r14
  0013ab  mov     qword ptr [rbp+0x140],3
  0013b6  mov     rax,0x200000006
  0013c0  jmp     0x0000000000000016
  0013c5  mov     [rbp+0x98],r14
  0013cc  mov     qword ptr [rbp+0x140],3
  0013d7  mov     qword ptr [rbp+0xa8],0x21
  0013e2  mov     rax,0x200000009
  0013ec  jmp     0x0000000000000016
  0013f1  mov     [rbp+0x98],r14
  0013f8  mov     qword ptr [rbp+0x140],3
  001403  mov     qword ptr [rbp+0xa8],0x21
  00140e  mov     rax,0x20000000d
  001418  jmp     0x0000000000000016
  00141d  mov     [rbp+0x98],r14
  001424  mov     qword ptr [rbp+0x140],3
  00142f  mov     [rbp+0xb8],rsi
  001436  mov     qword ptr [rbp+0x160],1
  001441  mov     rax,0x200000007
  00144b  jmp     0x0000000000000016
  001450  mov     [rbp+0x98],r14
  001457  mov     qword ptr [rbp+0x140],3
  001462  mov     qword ptr [rbp+0xa8],0x20
  00146d  mov     rax,0x200000008
  001477  jmp     0x0000000000000016
  00147c  mov     [rbp+0x98],r14
  001483  mov     qword ptr [rbp+0x140],3
  00148e  mov     [rbp+0xb8],rsi
  001495  mov     qword ptr [rbp+0x160],1
  0014a0  mov     rax,0x20000000b
  0014aa  jmp     0x0000000000000016
  0014af  mov     [rbp+0x98],r14
  0014b6  mov     qword ptr [rbp+0x140],3
  0014c1  mov     qword ptr [rbp+0xa8],0x20
  0014cc  mov     rax,0x20000000c
  0014d6  jmp     0x0000000000000016

; T3: 2732 bytes
; v0:int = input n
  0014e0  cmp     qword ptr [rbp+0xd8],1
  0014eb  jne     0x0000000000001b00
  0014f1  mov     rbx,[rbp+0x30]
; v1:list = input src
  0014f8  cmp     qword ptr [rbp+0xe0],3
  001503  jne     0x0000000000001b00
  001509  mov     r12,[rbp+0x38]
; v2:list = input jumps
  001510  cmp     qword ptr [rbp+0xe8],3
  00151b  jne     0x0000000000001b00
  001521  mov     r13,[rbp+0x40]
; v3:list = input tape
  001528  cmp     qword ptr [rbp+0x140],3
  001533  jne     0x0000000000001b00
  001539  mov     r14,[rbp+0x98]
; v4:int = input p
  001540  cmp     qword ptr [rbp+0x148],1
  00154b  jne     0x0000000000001b00
  001551  mov     r15,[rbp+0xa0]
; v5:int = input pc
  001558  cmp     qword ptr [rbp+0x150],1
  001563  jne     0x0000000000001b00
  001569  mov     rsi,[rbp+0xa8]
; guard_value v1, [43, 43, 43, 43, 43, 43, 43, 43, 91, 45, 62, 43, 43, 43, 43, 43, 43, 43, 43, 60, 93, 62, 43, 91, 62, 43, 60, 45, 93, 62, 91, 45, 46, 93, 62, 43, 43, 43, 43, 43, 43, 43, 43, 91, 45, 60, 43, 43, 43, 43, 43, 43, 43, 43, 62, 93, 60, 91, 45, 62, 43, 60, 93, 62, 91, 45, 93] => loop/0 (0) {tape=v3, p=v4}
  001570  mov     rax,<list k0>
  00157a  cmp     r12,rax
  00157d  jne     0x0000000000001b0f
; guard_value v2, [0, 0, 0, 0, 0, 0, 0, 0, 20, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 8, 0, 0, 28, 0, 0, 0, 0, 23, 0, 33, 0, 0, 30, 0, 0, 0, 0, 0, 0, 0, 0, 0, 55, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 43, 0, 62, 0, 0, 0, 0, 57, 0, 66, 0, 64] => loop_jumps/0 (1) {tape=v3, p=v4}
  001583  mov     rax,<list k1>
  00158d  cmp     r13,rax
  001590  jne     0x0000000000001b70
; guard_value v5, 58 => loop_pc/0 (2) {tape=v3, p=v4}
  001596  cmp     rsi,0x3a
  00159d  jne     0x0000000000001bd1
  0015a3  jmp     0x00000000000015bd
  0015a8  mov     rbx,[rbp+0x30]
  0015af  mov     r14,[rbp+0x98]
  0015b6  mov     r15,[rbp+0xa0]
; v9:int = lt 62, v0
; guard_true v9 => dispatch/0 (3) {tape=v3, p=v4}
  0015bd  mov     r11,0x3e
  0015c4  cmp     r11,rbx
  0015c7  jge     0x0000000000001c0b
; guard_words v3 => minus/0 (6) {tape=v3, p=v4}
  0015cd  cmp     qword ptr [r14+8],0
  0015d9  jne     0x0000000000001c33
; v12:int = readlist v3, v4 words => minus/0 (6) {tape=v3, p=v4}
  0015df  cmp     r15,[r14]
  0015e7  jae     0x0000000000001c5b
  0015ed  mov     rax,[r14+0x10]
  0015f5  mov     rsi,[rax+r15*8]
; v13:int = sub v12, 1 => minus/0 (6) {tape=v3, p=v4}
  0015f9  sub     rsi,1
  001600  jo      0x0000000000001c83
; v14:int = and v13, 255
  001606  and     rsi,0xff
; v15:list = set v3, v4, v14 owned words in_bounds => minus/3 (6) {tape=v3, p=v4, x=v14}
  00160d  cmp     qword ptr [r14-0x10],1
  001619  jne     0x0000000000001724
  00161f  cmp     qword ptr [r14-8],1
  00162b  jne     0x0000000000001724
  001631  mov     rax,[r14+0x10]
  001639  lea     rax,[rax+r15*8]
  00163d  mov     [rax],rsi
; v16:int = add v4, 1 => right/0 (15) {tape=v15, p=v4, pc=59}
  001640  add     r15,1
  001647  jo      0x0000000000001cb2
; v17:int = and v16, 65535
  00164d  mov     rsi,r15
  001650  and     rsi,0xffff
; v18:int = len v15
  001657  mov     r13,[r14]
; v19:int = lt 65535, v18
; guard_true v19 => plus/0 (22) {tape=v15, p=v17, pc=60}
  00165f  mov     r11,0xffff
  001666  cmp     r11,r13
  001669  jge     0x0000000000001cec
; v21:int = readlist v15, v17 words in_bounds => plus/0 (22) {tape=v15, p=v17, pc=60}
  00166f  mov     rax,[r14+0x10]
  001677  mov     r13,[rax+rsi*8]
; v22:int = add v21, 1 => plus/0 (22) {tape=v15, p=v17, pc=60}
  00167b  add     r13,1
  001682  jo      0x0000000000001d52
; v23:int = and v22, 255
  001688  and     r13,0xff
; v24:list = set v15, v17, v23 owned words in_bounds => plus/3 (22) {tape=v15, p=v17, pc=60, x=v23}
  00168f  mov     rax,[r14+0x10]
  001697  lea     rax,[rax+rsi*8]
  00169b  mov     [rax],r13
; v25:int = add_nov v16, -1
  00169e  add     r15,0xffffffffffffffff
; v26:int = and v25, 65535
  0016a5  and     r15,0xffff
; v27:int = readlist v24, v26 words in_bounds => close_bracket/0 (46) {tape=v24, p=v26, pc=62}
  0016ac  mov     rax,[r14+0x10]
  0016b4  mov     r12,[rax+r15*8]
; guard_true v27 => close_bracket/0 (46) {tape=v24, p=v26, pc=62}
  0016b8  test    r12,r12
  0016bb  je      0x0000000000001dbf
; guard_steps => loop/0 (49) {tape=v24, p=v26}
; v30:list = phi tape v24
; v31:int = phi - v27
; v32:int = phi - v23
; loop (49)
  0016c1  nop     [rax+rax]
  0016ca  nop     [rax+rax]
; v34:int = sub v31, 1 => minus/0 (6) {tape=v30, p=v26}
  0016d0  sub     r12,1
  0016d7  jo      0x0000000000001df2
; v35:int = and v34, 255
  0016dd  and     r12,0xff
; v36:list = set v30, v26, v35 owned words in_bounds => minus/3 (6) {tape=v30, p=v26, x=v35}
  0016e4  mov     rax,[r14+0x10]
  0016ec  lea     rax,[rax+r15*8]
  0016f0  mov     [rax],r12
; v37:int = add v32, 1 => plus/0 (22) {tape=v36, p=v17, pc=60}
  0016f3  add     r13,1
  0016fa  jo      0x0000000000001e21
; v38:int = and v37, 255
  001700  and     r13,0xff
; v39:list = set v36, v17, v38 owned words in_bounds => plus/3 (22) {tape=v36, p=v17, pc=60, x=v38}
  001707  mov     rax,[r14+0x10]
  00170f  lea     rax,[rax+rsi*8]
  001713  mov     [rax],r13
; guard_true v35 => close_bracket/0 (46) {tape=v39, p=v26, pc=62}
  001716  test    r12,r12
  001719  jne     0x00000000000016d0
  00171f  jmp     0x0000000000001e5b
; guard_steps => loop/0 (49) {tape=v39, p=v26}
; jump (49) v30 <- v39, v31 <- v35, v32 <- v38
  001724  sub     rsp,0x70
  00172b  mov     [rsp+0x30],rcx
  001733  mov     [rsp+0x38],rsi
  00173b  mov     [rsp+0x40],rdi
  001743  mov     [rsp+0x48],r8
  00174b  mov     [rsp+0x50],r9
  001753  mov     [rsp+0x58],r10
  00175b  mov     [rsp],r14
  001763  mov     qword ptr [rsp+8],3
  00176f  mov     [rsp+0x10],r15
  001777  mov     qword ptr [rsp+0x18],1
  001783  mov     [rsp+0x20],rsi
  00178b  mov     qword ptr [rsp+0x28],1
  001797  mov     rdi,[rbp+0x20]
  00179e  mov     esi,0xe
  0017a3  mov     rdx,rsp
  0017a6  mov     rcx,0xfffffffffffffff2
  0017b0  mov     r8,0xfffffffffffffff2
  0017ba  mov     r9,0
  0017c4  mov     rax,<list_op>
  0017ce  call    rax
  0017d0  mov     r11,rax
  0017d3  mov     rcx,[rsp+0x30]
  0017db  mov     rsi,[rsp+0x38]
  0017e3  mov     rdi,[rsp+0x40]
  0017eb  mov     r8,[rsp+0x48]
  0017f3  mov     r9,[rsp+0x50]
  0017fb  mov     r10,[rsp+0x58]
  001803  add     rsp,0x70
  00180a  test    rdx,rdx
  00180d  je      0x0000000000001e8e
  001813  mov     r14,r11
  001816  jmp     0x0000000000001640
  00181b  sub     rsp,0x70
  001822  mov     [rsp+0x30],rcx
  00182a  mov     [rsp+0x38],rsi
  001832  mov     [rsp+0x40],rdi
  00183a  mov     [rsp+0x48],r8
  001842  mov     [rsp+0x50],r9
  00184a  mov     [rsp+0x58],r10
  001852  mov     [rsp],r14
  00185a  mov     qword ptr [rsp+8],3
  001866  mov     [rsp+0x10],rsi
  00186e  mov     qword ptr [rsp+0x18],1
  00187a  mov     [rsp+0x20],r13
  001882  mov     qword ptr [rsp+0x28],1
  00188e  mov     rdi,[rbp+0x20]
  001895  mov     esi,0xe
  00189a  mov     rdx,rsp
  00189d  mov     rcx,0xfffffffffffffff2
  0018a7  mov     r8,0xfffffffffffffff2
  0018b1  mov     r9,0
  0018bb  mov     rax,<list_op>
  0018c5  call    rax
  0018c7  mov     r11,rax
  0018ca  mov     rcx,[rsp+0x30]
  0018d2  mov     rsi,[rsp+0x38]
  0018da  mov     rdi,[rsp+0x40]
  0018e2  mov     r8,[rsp+0x48]
  0018ea  mov     r9,[rsp+0x50]
  0018f2  mov     r10,[rsp+0x58]
  0018fa  add     rsp,0x70
  001901  test    rdx,rdx
  001904  je      0x0000000000001ec8
  00190a  mov     r14,r11
  00190d  jmp     0x000000000000169e
  001912  sub     rsp,0x70
  001919  mov     [rsp+0x30],rcx
  001921  mov     [rsp+0x38],rsi
  001929  mov     [rsp+0x40],rdi
  001931  mov     [rsp+0x48],r8
  001939  mov     [rsp+0x50],r9
  001941  mov     [rsp+0x58],r10
  001949  mov     [rsp],r14
  001951  mov     qword ptr [rsp+8],3
  00195d  mov     [rsp+0x10],r15
  001965  mov     qword ptr [rsp+0x18],1
  001971  mov     [rsp+0x20],r12
  001979  mov     qword ptr [rsp+0x28],1
  001985  mov     rdi,[rbp+0x20]
  00198c  mov     esi,0xe
  001991  mov     rdx,rsp
  001994  mov     rcx,0xfffffffffffffff2
  00199e  mov     r8,0xfffffffffffffff2
  0019a8  mov     r9,0
  0019b2  mov     rax,<list_op>
  0019bc  call    rax
  0019be  mov     r11,rax
  0019c1  mov     rcx,[rsp+0x30]
  0019c9  mov     rsi,[rsp+0x38]
  0019d1  mov     rdi,[rsp+0x40]
  0019d9  mov     r8,[rsp+0x48]
  0019e1  mov     r9,[rsp+0x50]
  0019e9  mov     r10,[rsp+0x58]
  0019f1  add     rsp,0x70
  0019f8  test    rdx,rdx
  0019fb  je      0x0000000000001f0d
  001a01  mov     r14,r11
  001a04  jmp     0x00000000000016f3
  001a09  sub     rsp,0x70
  001a10  mov     [rsp+0x30],rcx
  001a18  mov     [rsp+0x38],rsi
  001a20  mov     [rsp+0x40],rdi
  001a28  mov     [rsp+0x48],r8
  001a30  mov     [rsp+0x50],r9
  001a38  mov     [rsp+0x58],r10
  001a40  mov     [rsp],r14
  001a48  mov     qword ptr [rsp+8],3
  001a54  mov     [rsp+0x10],rsi
  001a5c  mov     qword ptr [rsp+0x18],1
  001a68  mov     [rsp+0x20],r13
  001a70  mov     qword ptr [rsp+0x28],1
  001a7c  mov     rdi,[rbp+0x20]
  001a83  mov     esi,0xe
  001a88  mov     rdx,rsp
  001a8b  mov     rcx,0xfffffffffffffff2
  001a95  mov     r8,0xfffffffffffffff2
  001a9f  mov     r9,0
  001aa9  mov     rax,<list_op>
  001ab3  call    rax
  001ab5  mov     r11,rax
  001ab8  mov     rcx,[rsp+0x30]
  001ac0  mov     rsi,[rsp+0x38]
  001ac8  mov     rdi,[rsp+0x40]
  001ad0  mov     r8,[rsp+0x48]
  001ad8  mov     r9,[rsp+0x50]
  001ae0  mov     r10,[rsp+0x58]
  001ae8  add     rsp,0x70
  001aef  test    rdx,rdx
  001af2  je      0x0000000000001f47
  001af8  mov     r14,r11
  001afb  jmp     0x0000000000001716
; exits
  001b00  mov     rax,0x3fffffffe
  001b0a  jmp     0x0000000000000016
  001b0f  mov     [rbp+0x10],r12
  001b16  mov     qword ptr [rbp+0x18],3
  001b21  mov     [rbp+0x98],r14
  001b28  mov     qword ptr [rbp+0x140],3
  001b33  mov     [rbp+0xa0],r15
  001b3a  mov     rdi,[rbp+0x20]
  001b41  mov     rsi,8
  001b4b  mov     rdx,0
  001b55  mov     rax,<exit_lists>
  001b5f  call    rax
  001b61  mov     rax,0x300000000
  001b6b  jmp     0x0000000000000016
  001b70  mov     [rbp+0x10],r13
  001b77  mov     qword ptr [rbp+0x18],3
  001b82  mov     [rbp+0x98],r14
  001b89  mov     qword ptr [rbp+0x140],3
  001b94  mov     [rbp+0xa0],r15
  001b9b  mov     rdi,[rbp+0x20]
  001ba2  mov     rsi,8
  001bac  mov     rdx,0
  001bb6  mov     rax,<exit_lists>
  001bc0  call    rax
  001bc2  mov     rax,0x300000001
  001bcc  jmp     0x0000000000000016
  001bd1  mov     [rbp+0x10],rsi
  001bd8  mov     qword ptr [rbp+0x18],1
  001be3  mov     [rbp+0x98],r14
  001bea  mov     qword ptr [rbp+0x140],3
  001bf5  mov     [rbp+0xa0],r15
  001bfc  mov     rax,0x300000002
  001c06  jmp     0x0000000000000016
  001c0b  mov     [rbp+0x98],r14
  001c12  mov     qword ptr [rbp+0x140],3
  001c1d  mov     [rbp+0xa0],r15
  001c24  mov     rax,0x300000003
  001c2e  jmp     0x0000000000000016
  001c33  mov     [rbp+0x98],r14
  001c3a  mov     qword ptr [rbp+0x140],3
  001c45  mov     [rbp+0xa0],r15
  001c4c  mov     rax,0x300000004
  001c56  jmp     0x0000000000000016
  001c5b  mov     [rbp+0x98],r14
  001c62  mov     qword ptr [rbp+0x140],3
  001c6d  mov     [rbp+0xa0],r15
  001c74  mov     rax,0x300000005
  001c7e  jmp     0x0000000000000016
  001c83  add     rsi,1
  001c8a  mov     [rbp+0x98],r14
  001c91  mov     qword ptr [rbp+0x140],3
  001c9c  mov     [rbp+0xa0],r15
  001ca3  mov     rax,0x300000006
  001cad  jmp     0x0000000000000016
  001cb2  sub     r15,1
  001cb9  mov     [rbp+0x98],r14
  001cc0  mov     qword ptr [rbp+0x140],3
  001ccb  mov     [rbp+0xa0],r15
  001cd2  mov     qword ptr [rbp+0xa8],0x3b
  001cdd  mov     rax,0x300000008
  001ce7  jmp     0x0000000000000016
  001cec  mov     [rbp+0x98],r14
  001cf3  mov     qword ptr [rbp+0x140],3
  001cfe  mov     [rbp+0xa0],rsi
  001d05  mov     qword ptr [rbp+0xa8],0x3c
  001d10  mov     rax,0x300000009
  001d1a  jmp     0x0000000000000016
  001d1f  mov     [rbp+0x98],r14
  001d26  mov     qword ptr [rbp+0x140],3
  001d31  mov     [rbp+0xa0],rsi
  001d38  mov     qword ptr [rbp+0xa8],0x3c
  001d43  mov     rax,0x30000000a
  001d4d  jmp     0x0000000000000016
  001d52  sub     r13,1
  001d59  mov     [rbp+0x98],r14
  001d60  mov     qword ptr [rbp+0x140],3
  001d6b  mov     [rbp+0xa0],rsi
  001d72  mov     qword ptr [rbp+0xa8],0x3c
  001d7d  mov     rax,0x30000000b
  001d87  jmp     0x0000000000000016
  001d8c  mov     [rbp+0x98],r14
  001d93  mov     qword ptr [rbp+0x140],3
  001d9e  mov     [rbp+0xa0],r15
  001da5  mov     qword ptr [rbp+0xa8],0x3e
  001db0  mov     rax,0x30000000d
  001dba  jmp     0x0000000000000016
  001dbf  mov     [rbp+0x98],r14
  001dc6  mov     qword ptr [rbp+0x140],3
  001dd1  mov     [rbp+0xa0],r15
  001dd8  mov     qword ptr [rbp+0xa8],0x3e
  001de3  mov     rax,0x30000000e
  001ded  jmp     0x0000000000000016
  001df2  add     r12,1
  001df9  mov     [rbp+0x98],r14
  001e00  mov     qword ptr [rbp+0x140],3
  001e0b  mov     [rbp+0xa0],r15
  001e12  mov     rax,0x300000010
  001e1c  jmp     0x0000000000000016
  001e21  sub     r13,1
  001e28  mov     [rbp+0x98],r14
  001e2f  mov     qword ptr [rbp+0x140],3
  001e3a  mov     [rbp+0xa0],rsi
  001e41  mov     qword ptr [rbp+0xa8],0x3c
  001e4c  mov     rax,0x300000012
  001e56  jmp     0x0000000000000016
  001e5b  mov     [rbp+0x98],r14
  001e62  mov     qword ptr [rbp+0x140],3
  001e6d  mov     [rbp+0xa0],r15
  001e74  mov     qword ptr [rbp+0xa8],0x3e
  001e7f  mov     rax,0x300000014
  001e89  jmp     0x0000000000000016
  001e8e  mov     [rbp+0x98],r14
  001e95  mov     qword ptr [rbp+0x140],3
  001ea0  mov     [rbp+0xa0],r15
  001ea7  mov     [rbp+0xb8],rsi
  001eae  mov     qword ptr [rbp+0x160],1
  001eb9  mov     rax,0x300000007
  001ec3  jmp     0x0000000000000016
  001ec8  mov     [rbp+0x98],r14
  001ecf  mov     qword ptr [rbp+0x140],3
  001eda  mov     [rbp+0xa0],rsi
  001ee1  mov     qword ptr [rbp+0xa8],0x3c
  001eec  mov     [rbp+0xb8],r13
  001ef3  mov     qword ptr [rbp+0x160],1
  001efe  mov     rax,0x30000000c
  001f08  jmp     0x0000000000000016
  001f0d  mov     [rbp+0x98],r14
  001f14  mov     qword ptr [rbp+0x140],3
  001f1f  mov     [rbp+0xa0],r15
  001f26  mov     [rbp+0xb8],r12
  001f2d  mov     qword ptr [rbp+0x160],1
  001f38  mov     rax,0x300000011
  001f42  jmp     0x0000000000000016
  001f47  mov     [rbp+0x98],r14
  001f4e  mov     qword ptr [rbp+0x140],3
  001f59  mov     [rbp+0xa0],rsi
  001f60  mov     qword ptr [rbp+0xa8],0x3c
  001f6b  mov     [rbp+0xb8],r13
  001f72  mov     qword ptr [rbp+0x160],1
  001f7d  mov     rax,0x300000013
  001f87  jmp     0x0000000000000016

; T4: 1480 bytes
; v0:int = input n
  001f90  cmp     qword ptr [rbp+0xd8],1
  001f9b  jne     0x0000000000002319
  001fa1  mov     rbx,[rbp+0x30]
; v1:list = input src
  001fa8  cmp     qword ptr [rbp+0xe0],3
  001fb3  jne     0x0000000000002319
  001fb9  mov     r12,[rbp+0x38]
; v2:list = input jumps
  001fc0  cmp     qword ptr [rbp+0xe8],3
  001fcb  jne     0x0000000000002319
  001fd1  mov     r13,[rbp+0x40]
; v3:list = input tape
  001fd8  cmp     qword ptr [rbp+0x140],3
  001fe3  jne     0x0000000000002319
  001fe9  mov     r14,[rbp+0x98]
; v4:int = input p
  001ff0  cmp     qword ptr [rbp+0x148],1
  001ffb  jne     0x0000000000002319
  002001  mov     r15,[rbp+0xa0]
; v5:int = input pc
  002008  cmp     qword ptr [rbp+0x150],1
  002013  jne     0x0000000000002319
  002019  mov     rsi,[rbp+0xa8]
; guard_value v1, [43, 43, 43, 43, 43, 43, 43, 43, 91, 45, 62, 43, 43, 43, 43, 43, 43, 43, 43, 60, 93, 62, 43, 91, 62, 43, 60, 45, 93, 62, 91, 45, 46, 93, 62, 43, 43, 43, 43, 43, 43, 43, 43, 91, 45, 60, 43, 43, 43, 43, 43, 43, 43, 43, 62, 93, 60, 91, 45, 62, 43, 60, 93, 62, 91, 45, 93] => loop/0 (0) {tape=v3}
  002020  mov     rax,<list k0>
  00202a  cmp     r12,rax
  00202d  jne     0x0000000000002328
; guard_value v2, [0, 0, 0, 0, 0, 0, 0, 0, 20, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 8, 0, 0, 28, 0, 0, 0, 0, 23, 0, 33, 0, 0, 30, 0, 0, 0, 0, 0, 0, 0, 0, 0, 55, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 43, 0, 62, 0, 0, 0, 0, 57, 0, 66, 0, 64] => loop_jumps/0 (1) {tape=v3}
  002033  mov     rax,<list k1>
  00203d  cmp     r13,rax
  002040  jne     0x0000000000002382
; guard_value v5, 65 => loop_pc/0 (2) {tape=v3}
  002046  cmp     rsi,0x41
  00204d  jne     0x00000000000023dc
  002053  jmp     0x000000000000206d
  002058  mov     rbx,[rbp+0x30]
  00205f  mov     r14,[rbp+0x98]
  002066  mov     r15,[rbp+0xa0]
; v9:int = lt 66, v0
; guard_true v9 => dispatch/0 (3) {tape=v3}
  00206d  mov     r11,0x42
  002074  cmp     r11,rbx
  002077  jge     0x000000000000240f
; guard_words v3 => minus/0 (6) {tape=v3}
  00207d  cmp     qword ptr [r14+8],0
  002089  jne     0x0000000000002430
; v12:int = readlist v3, v4 words => minus/0 (6) {tape=v3}
  00208f  cmp     r15,[r14]
  002097  jae     0x0000000000002451
  00209d  mov     rax,[r14+0x10]
  0020a5  mov     rsi,[rax+r15*8]
; v13:int = sub v12, 1 => minus/0 (6) {tape=v3}
  0020a9  sub     rsi,1
  0020b0  jo      0x0000000000002472
; v14:int = and v13, 255
  0020b6  and     rsi,0xff
; v15:list = set v3, v4, v14 owned words in_bounds => minus/3 (6) {tape=v3, x=v14}
  0020bd  cmp     qword ptr [r14-0x10],1
  0020c9  jne     0x000000000000212b
  0020cf  cmp     qword ptr [r14-8],1
  0020db  jne     0x000000000000212b
  0020e1  mov     rax,[r14+0x10]
  0020e9  lea     rax,[rax+r15*8]
  0020ed  mov     [rax],rsi
; guard_true v14 => close_bracket/0 (20) {tape=v15, pc=66}
  0020f0  test    rsi,rsi
  0020f3  je      0x000000000000249a
; guard_steps => loop/0 (23) {tape=v15}
; v18:list = phi tape v15
; v19:int = phi - v14
; loop (23)
  0020f9  nop     [rax]
; v21:int = sub_nov v19, 1
  002100  sub     rsi,1
; v22:int = and v21, 255
  002107  and     rsi,0xff
; v23:list = set v18, v4, v22 owned words in_bounds => minus/3 (6) {tape=v18, x=v22}
  00210e  mov     rax,[r14+0x10]
  002116  lea     rax,[rax+r15*8]
  00211a  mov     [rax],rsi
; guard_true v22 => close_bracket/0 (20) {tape=v23, pc=66}
  00211d  test    rsi,rsi
  002120  jne     0x0000000000002100
  002126  jmp     0x00000000000024c6
; guard_steps => loop/0 (23) {tape=v23}
; jump (23) v18 <- v23, v19 <- v22
  00212b  sub     rsp,0x70
  002132  mov     [rsp+0x30],rcx
  00213a  mov     [rsp+0x38],rsi
  002142  mov     [rsp+0x40],rdi
  00214a  mov     [rsp+0x48],r8
  002152  mov     [rsp+0x50],r9
  00215a  mov     [rsp+0x58],r10
  002162  mov     [rsp],r14
  00216a  mov     qword ptr [rsp+8],3
  002176  mov     [rsp+0x10],r15
  00217e  mov     qword ptr [rsp+0x18],1
  00218a  mov     [rsp+0x20],rsi
  002192  mov     qword ptr [rsp+0x28],1
  00219e  mov     rdi,[rbp+0x20]
  0021a5  mov     esi,0xe
  0021aa  mov     rdx,rsp
  0021ad  mov     rcx,0xfffffffffffffff2
  0021b7  mov     r8,0xfffffffffffffff2
  0021c1  mov     r9,0
  0021cb  mov     rax,<list_op>
  0021d5  call    rax
  0021d7  mov     r11,rax
  0021da  mov     rcx,[rsp+0x30]
  0021e2  mov     rsi,[rsp+0x38]
  0021ea  mov     rdi,[rsp+0x40]
  0021f2  mov     r8,[rsp+0x48]
  0021fa  mov     r9,[rsp+0x50]
  002202  mov     r10,[rsp+0x58]
  00220a  add     rsp,0x70
  002211  test    rdx,rdx
  002214  je      0x00000000000024f2
  00221a  mov     r14,r11
  00221d  jmp     0x00000000000020f0
  002222  sub     rsp,0x70
  002229  mov     [rsp+0x30],rcx
  002231  mov     [rsp+0x38],rsi
  002239  mov     [rsp+0x40],rdi
  002241  mov     [rsp+0x48],r8
  002249  mov     [rsp+0x50],r9
  002251  mov     [rsp+0x58],r10
  002259  mov     [rsp],r14
  002261  mov     qword ptr [rsp+8],3
  00226d  mov     [rsp+0x10],r15
  002275  mov     qword ptr [rsp+0x18],1
  002281  mov     [rsp+0x20],rsi
  002289  mov     qword ptr [rsp+0x28],1
  002295  mov     rdi,[rbp+0x20]
  00229c  mov     esi,0xe
  0022a1  mov     rdx,rsp
  0022a4  mov     rcx,0xfffffffffffffff2
  0022ae  mov     r8,0xfffffffffffffff2
  0022b8  mov     r9,0
  0022c2  mov     rax,<list_op>
  0022cc  call    rax
  0022ce  mov     r11,rax
  0022d1  mov     rcx,[rsp+0x30]
  0022d9  mov     rsi,[rsp+0x38]
  0022e1  mov     rdi,[rsp+0x40]
  0022e9  mov     r8,[rsp+0x48]
  0022f1  mov     r9,[rsp+0x50]
  0022f9  mov     r10,[rsp+0x58]
  002301  add     rsp,0x70
  002308  test    rdx,rdx
  00230b  je      0x0000000000002525
  002311  mov     r14,r11
  002314  jmp     0x000000000000211d
; exits
  002319  mov     rax,0x4fffffffe
  002323  jmp     0x0000000000000016
  002328  mov     [rbp+0x10],r12
  00232f  mov     qword ptr [rbp+0x18],3
  00233a  mov     [rbp+0x98],r14
  002341  mov     qword ptr [rbp+0x140],3
  00234c  mov     rdi,[rbp+0x20]
  002353  mov     rsi,8
  00235d  mov     rdx,0
  002367  mov     rax,<exit_lists>
  002371  call    rax
  002373  mov     rax,0x400000000
  00237d  jmp     0x0000000000000016
  002382  mov     [rbp+0x10],r13
  002389  mov     qword ptr [rbp+0x18],3
  002394  mov     [rbp+0x98],r14
  00239b  mov     qword ptr [rbp+0x140],3
  0023a6  mov     rdi,[rbp+0x20]
  0023ad  mov     rsi,8
  0023b7  mov     rdx,0
  0023c1  mov     rax,<exit_lists>
  0023cb  call    rax
  0023cd  mov     rax,0x400000001
  0023d7  jmp     0x0000000000000016
  0023dc  mov     [rbp+0x10],rsi
  0023e3  mov     qword ptr [rbp+0x18],1
  0023ee  mov     [rbp+0x98],r14
  0023f5  mov     qword ptr [rbp+0x140],3
  002400  mov     rax,0x400000002
  00240a  jmp     0x0000000000000016
  00240f  mov     [rbp+0x98],r14
  002416  mov     qword ptr [rbp+0x140],3
  002421  mov     rax,0x400000003
  00242b  jmp     0x0000000000000016
  002430  mov     [rbp+0x98],r14
  002437  mov     qword ptr [rbp+0x140],3
  002442  mov     rax,0x400000004
  00244c  jmp     0x0000000000000016
  002451  mov     [rbp+0x98],r14
  002458  mov     qword ptr [rbp+0x140],3
  002463  mov     rax,0x400000005
  00246d  jmp     0x0000000000000016
  002472  add     rsi,1
  002479  mov     [rbp+0x98],r14
  002480  mov     qword ptr [rbp+0x140],3
  00248b  mov     rax,0x400000006
  002495  jmp     0x0000000000000016
  00249a  mov     [rbp+0x98],r14
  0024a1  mov     qword ptr [rbp+0x140],3
  0024ac  mov     qword ptr [rbp+0xa8],0x42
  0024b7  mov     rax,0x400000008
  0024c1  jmp     0x0000000000000016
  0024c6  mov     [rbp+0x98],r14
  0024cd  mov     qword ptr [rbp+0x140],3
  0024d8  mov     qword ptr [rbp+0xa8],0x42
  0024e3  mov     rax,0x40000000b
  0024ed  jmp     0x0000000000000016
  0024f2  mov     [rbp+0x98],r14
  0024f9  mov     qword ptr [rbp+0x140],3
  002504  mov     [rbp+0xb8],rsi
  00250b  mov     qword ptr [rbp+0x160],1
  002516  mov     rax,0x400000007
  002520  jmp     0x0000000000000016
  002525  mov     [rbp+0x98],r14
  00252c  mov     qword ptr [rbp+0x140],3
  002537  mov     [rbp+0xb8],rsi
  00253e  mov     qword ptr [rbp+0x160],1
  002549  mov     rax,0x40000000a
  002553  jmp     0x0000000000000016
