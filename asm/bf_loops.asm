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

; T1: 2589 bytes
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
; v14:int = readlist v3, v12 words => plus/0 (14) {tape=v3, p=v12, pc=25}
  000386  cmp     rsi,[r14]
  00038e  jae     0x00000000000009ff
  000394  mov     rax,[r14+0x10]
  00039c  mov     r13,[rax+rsi*8]
; v15:int = add v14, 1 => plus/0 (14) {tape=v3, p=v12, pc=25}
  0003a0  add     r13,1
  0003a7  jo      0x0000000000000a32
; v16:int = and v15, 255
  0003ad  and     r13,0xff
; v17:list = set v3, v12, v16 owned words in_bounds => plus/3 (14) {tape=v3, p=v12, pc=25, x=v16}
  0003b4  cmp     qword ptr [r14-0x10],1
  0003c0  jne     0x000000000000048e
  0003c6  cmp     qword ptr [r14-8],1
  0003d2  jne     0x000000000000048e
  0003d8  mov     rax,[r14+0x10]
  0003e0  lea     rax,[rax+rsi*8]
  0003e4  mov     [rax],r13
; v18:int = add_nov v11, -1
  0003e7  add     r15,0xffffffffffffffff
; v19:int = and v18, 65535
  0003ee  and     r15,0xffff
; v20:int = readlist v17, v19 words => minus/0 (32) {tape=v17, p=v19, pc=27}
  0003f5  cmp     r15,[r14]
  0003fd  jae     0x0000000000000a6c
  000403  mov     rax,[r14+0x10]
  00040b  mov     r12,[rax+r15*8]
; v21:int = sub v20, 1 => minus/0 (32) {tape=v17, p=v19, pc=27}
  00040f  sub     r12,1
  000416  jo      0x0000000000000a9f
; v22:int = and v21, 255
  00041c  and     r12,0xff
; v23:list = set v17, v19, v22 owned words in_bounds => minus/3 (32) {tape=v17, p=v19, pc=27, x=v22}
  000423  mov     rax,[r14+0x10]
  00042b  lea     rax,[rax+r15*8]
  00042f  mov     [rax],r12
; guard_true v22 => close_bracket/0 (46) {tape=v23, p=v19, pc=28}
  000432  test    r12,r12
  000435  je      0x0000000000000ad9
; guard_steps => loop/0 (49) {tape=v23, p=v19}
; v26:list = phi tape v23
; v27:int = phi - v22
; v28:int = phi - v16
; loop (49)
  00043b  nop     [rax+rax]
; v30:int = add v28, 1 => plus/0 (14) {tape=v26, p=v12, pc=25}
  000440  add     r13,1
  000447  jo      0x0000000000000b0c
; v31:int = and v30, 255
  00044d  and     r13,0xff
; v32:list = set v26, v12, v31 owned words in_bounds => plus/3 (14) {tape=v26, p=v12, pc=25, x=v31}
  000454  mov     rax,[r14+0x10]
  00045c  lea     rax,[rax+rsi*8]
  000460  mov     [rax],r13
; v33:int = sub_nov v27, 1
  000463  sub     r12,1
; v34:int = and v33, 255
  00046a  and     r12,0xff
; v35:list = set v32, v19, v34 owned words in_bounds => minus/3 (32) {tape=v32, p=v19, pc=27, x=v34}
  000471  mov     rax,[r14+0x10]
  000479  lea     rax,[rax+r15*8]
  00047d  mov     [rax],r12
; guard_true v34 => close_bracket/0 (46) {tape=v35, p=v19, pc=28}
  000480  test    r12,r12
  000483  jne     0x0000000000000440
  000489  jmp     0x0000000000000b46
; guard_steps => loop/0 (49) {tape=v35, p=v19}
; jump (49) v26 <- v35, v27 <- v34, v28 <- v31
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
  000577  je      0x0000000000000b79
  00057d  mov     r14,r11
  000580  jmp     0x00000000000003e7
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
  00066e  je      0x0000000000000bbe
  000674  mov     r14,r11
  000677  jmp     0x0000000000000432
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
  000765  je      0x0000000000000c03
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
  00085c  je      0x0000000000000c48
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
  000a32  sub     r13,1
  000a39  mov     [rbp+0x98],r14
  000a40  mov     qword ptr [rbp+0x140],3
  000a4b  mov     [rbp+0xa0],rsi
  000a52  mov     qword ptr [rbp+0xa8],0x19
  000a5d  mov     rax,0x100000007
  000a67  jmp     0x0000000000000016
  000a6c  mov     [rbp+0x98],r14
  000a73  mov     qword ptr [rbp+0x140],3
  000a7e  mov     [rbp+0xa0],r15
  000a85  mov     qword ptr [rbp+0xa8],0x1b
  000a90  mov     rax,0x100000009
  000a9a  jmp     0x0000000000000016
  000a9f  add     r12,1
  000aa6  mov     [rbp+0x98],r14
  000aad  mov     qword ptr [rbp+0x140],3
  000ab8  mov     [rbp+0xa0],r15
  000abf  mov     qword ptr [rbp+0xa8],0x1b
  000aca  mov     rax,0x10000000a
  000ad4  jmp     0x0000000000000016
  000ad9  mov     [rbp+0x98],r14
  000ae0  mov     qword ptr [rbp+0x140],3
  000aeb  mov     [rbp+0xa0],r15
  000af2  mov     qword ptr [rbp+0xa8],0x1c
  000afd  mov     rax,0x10000000c
  000b07  jmp     0x0000000000000016
  000b0c  sub     r13,1
  000b13  mov     [rbp+0x98],r14
  000b1a  mov     qword ptr [rbp+0x140],3
  000b25  mov     [rbp+0xa0],rsi
  000b2c  mov     qword ptr [rbp+0xa8],0x19
  000b37  mov     rax,0x10000000e
  000b41  jmp     0x0000000000000016
  000b46  mov     [rbp+0x98],r14
  000b4d  mov     qword ptr [rbp+0x140],3
  000b58  mov     [rbp+0xa0],r15
  000b5f  mov     qword ptr [rbp+0xa8],0x1c
  000b6a  mov     rax,0x100000011
  000b74  jmp     0x0000000000000016
  000b79  mov     [rbp+0x98],r14
  000b80  mov     qword ptr [rbp+0x140],3
  000b8b  mov     [rbp+0xa0],rsi
  000b92  mov     qword ptr [rbp+0xa8],0x19
  000b9d  mov     [rbp+0xb8],r13
  000ba4  mov     qword ptr [rbp+0x160],1
  000baf  mov     rax,0x100000008
  000bb9  jmp     0x0000000000000016
  000bbe  mov     [rbp+0x98],r14
  000bc5  mov     qword ptr [rbp+0x140],3
  000bd0  mov     [rbp+0xa0],r15
  000bd7  mov     qword ptr [rbp+0xa8],0x1b
  000be2  mov     [rbp+0xb8],r12
  000be9  mov     qword ptr [rbp+0x160],1
  000bf4  mov     rax,0x10000000b
  000bfe  jmp     0x0000000000000016
  000c03  mov     [rbp+0x98],r14
  000c0a  mov     qword ptr [rbp+0x140],3
  000c15  mov     [rbp+0xa0],rsi
  000c1c  mov     qword ptr [rbp+0xa8],0x19
  000c27  mov     [rbp+0xb8],r13
  000c2e  mov     qword ptr [rbp+0x160],1
  000c39  mov     rax,0x10000000f
  000c43  jmp     0x0000000000000016
  000c48  mov     [rbp+0x98],r14
  000c4f  mov     qword ptr [rbp+0x140],3
  000c5a  mov     [rbp+0xa0],r15
  000c61  mov     qword ptr [rbp+0xa8],0x1b
  000c6c  mov     [rbp+0xb8],r12
  000c73  mov     qword ptr [rbp+0x160],1
  000c7e  mov     rax,0x100000010
  000c88  jmp     0x0000000000000016

; T2: 2075 bytes
; v0:int = input n
  000c90  cmp     qword ptr [rbp+0xd8],1
  000c9b  jne     0x0000000000001214
  000ca1  mov     rbx,[rbp+0x30]
; v1:list = input src
  000ca8  cmp     qword ptr [rbp+0xe0],3
  000cb3  jne     0x0000000000001214
  000cb9  mov     r12,[rbp+0x38]
; v2:list = input jumps
  000cc0  cmp     qword ptr [rbp+0xe8],3
  000ccb  jne     0x0000000000001214
  000cd1  mov     r13,[rbp+0x40]
; v3:list = input tape
  000cd8  cmp     qword ptr [rbp+0x140],3
  000ce3  jne     0x0000000000001214
  000ce9  mov     r14,[rbp+0x98]
; v4:int = input p
  000cf0  cmp     qword ptr [rbp+0x148],1
  000cfb  jne     0x0000000000001214
  000d01  mov     r15,[rbp+0xa0]
; v5:int = input pc
  000d08  cmp     qword ptr [rbp+0x150],1
  000d13  jne     0x0000000000001214
  000d19  mov     rsi,[rbp+0xa8]
; guard_value v1, [43, 43, 43, 43, 43, 43, 43, 43, 91, 45, 62, 43, 43, 43, 43, 43, 43, 43, 43, 60, 93, 62, 43, 91, 62, 43, 60, 45, 93, 62, 91, 45, 46, 93, 62, 43, 43, 43, 43, 43, 43, 43, 43, 91, 45, 60, 43, 43, 43, 43, 43, 43, 43, 43, 62, 93, 60, 91, 45, 62, 43, 60, 93, 62, 91, 45, 93] => loop/0 (0) {tape=v3}
  000d20  mov     rax,<list k0>
  000d2a  cmp     r12,rax
  000d2d  jne     0x0000000000001223
; guard_value v2, [0, 0, 0, 0, 0, 0, 0, 0, 20, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 8, 0, 0, 28, 0, 0, 0, 0, 23, 0, 33, 0, 0, 30, 0, 0, 0, 0, 0, 0, 0, 0, 0, 55, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 43, 0, 62, 0, 0, 0, 0, 57, 0, 66, 0, 64] => loop_jumps/0 (1) {tape=v3}
  000d33  mov     rax,<list k1>
  000d3d  cmp     r13,rax
  000d40  jne     0x000000000000127d
; guard_value v5, 31 => loop_pc/0 (2) {tape=v3}
  000d46  cmp     rsi,0x1f
  000d4d  jne     0x00000000000012d7
  000d53  jmp     0x0000000000000d6d
  000d58  mov     rbx,[rbp+0x30]
  000d5f  mov     r14,[rbp+0x98]
  000d66  mov     r15,[rbp+0xa0]
; v9:int = lt 33, v0
; guard_true v9 => dispatch/0 (3) {tape=v3}
  000d6d  mov     r11,0x21
  000d74  cmp     r11,rbx
  000d77  jge     0x000000000000130a
; guard_words v3 => minus/0 (6) {tape=v3}
  000d7d  cmp     qword ptr [r14+8],0
  000d89  jne     0x000000000000132b
; v12:int = readlist v3, v4 words => minus/0 (6) {tape=v3}
  000d8f  cmp     r15,[r14]
  000d97  jae     0x000000000000134c
  000d9d  mov     rax,[r14+0x10]
  000da5  mov     rsi,[rax+r15*8]
; v13:int = sub v12, 1 => minus/0 (6) {tape=v3}
  000da9  sub     rsi,1
  000db0  jo      0x000000000000136d
; v14:int = and v13, 255
  000db6  and     rsi,0xff
; v15:list = set v3, v4, v14 owned words in_bounds => minus/3 (6) {tape=v3, x=v14}
  000dbd  cmp     qword ptr [r14-0x10],1
  000dc9  jne     0x0000000000000e8e
  000dcf  cmp     qword ptr [r14-8],1
  000ddb  jne     0x0000000000000e8e
  000de1  mov     rax,[r14+0x10]
  000de9  lea     rax,[rax+r15*8]
  000ded  mov     [rax],rsi
; v16:int = put_byte v14 => output/0 (17) {tape=v15, pc=32}
  000df0  cmp     rsi,0xff
  000df7  ja      0x0000000000000f85
  000dfd  mov     rax,[rbp+0x28]
  000e04  mov     rdx,[rax]
  000e07  cmp     rdx,0x10000
  000e0e  jae     0x0000000000000f85
  000e14  mov     [rax+rdx+8],sil
  000e1c  add     rdx,1
  000e20  mov     [rax],rdx
; guard_true v14 => close_bracket/0 (31) {tape=v15, pc=33}
  000e23  test    rsi,rsi
  000e26  je      0x0000000000001395
; guard_steps => loop/0 (34) {tape=v15}
; v19:list = phi tape v15
; v20:int = phi - v14
; loop (34)
  000e2c  nop     [rax]
; v22:int = sub_nov v20, 1
  000e30  sub     rsi,1
; v23:int = and v22, 255
  000e37  and     rsi,0xff
; v24:list = set v19, v4, v23 owned words in_bounds => minus/3 (6) {tape=v19, x=v23}
  000e3e  mov     rax,[r14+0x10]
  000e46  lea     rax,[rax+r15*8]
  000e4a  mov     [rax],rsi
; v25:int = put_byte v23 => output/0 (17) {tape=v24, pc=32}
  000e4d  cmp     rsi,0xff
  000e54  ja      0x0000000000001148
  000e5a  mov     rax,[rbp+0x28]
  000e61  mov     rdx,[rax]
  000e64  cmp     rdx,0x10000
  000e6b  jae     0x0000000000001148
  000e71  mov     [rax+rdx+8],sil
  000e79  add     rdx,1
  000e7d  mov     [rax],rdx
; guard_true v23 => close_bracket/0 (31) {tape=v24, pc=33}
  000e80  test    rsi,rsi
  000e83  jne     0x0000000000000e30
  000e89  jmp     0x00000000000013c1
; guard_steps => loop/0 (34) {tape=v24}
; jump (34) v19 <- v24, v20 <- v23
  000e8e  sub     rsp,0x70
  000e95  mov     [rsp+0x30],rcx
  000e9d  mov     [rsp+0x38],rsi
  000ea5  mov     [rsp+0x40],rdi
  000ead  mov     [rsp+0x48],r8
  000eb5  mov     [rsp+0x50],r9
  000ebd  mov     [rsp+0x58],r10
  000ec5  mov     [rsp],r14
  000ecd  mov     qword ptr [rsp+8],3
  000ed9  mov     [rsp+0x10],r15
  000ee1  mov     qword ptr [rsp+0x18],1
  000eed  mov     [rsp+0x20],rsi
  000ef5  mov     qword ptr [rsp+0x28],1
  000f01  mov     rdi,[rbp+0x20]
  000f08  mov     esi,0xe
  000f0d  mov     rdx,rsp
  000f10  mov     rcx,0xfffffffffffffff2
  000f1a  mov     r8,0xfffffffffffffff2
  000f24  mov     r9,0
  000f2e  mov     rax,<list_op>
  000f38  call    rax
  000f3a  mov     r11,rax
  000f3d  mov     rcx,[rsp+0x30]
  000f45  mov     rsi,[rsp+0x38]
  000f4d  mov     rdi,[rsp+0x40]
  000f55  mov     r8,[rsp+0x48]
  000f5d  mov     r9,[rsp+0x50]
  000f65  mov     r10,[rsp+0x58]
  000f6d  add     rsp,0x70
  000f74  test    rdx,rdx
  000f77  je      0x00000000000013ed
  000f7d  mov     r14,r11
  000f80  jmp     0x0000000000000df0
  000f85  sub     rsp,0x70
  000f8c  mov     [rsp+0x30],rcx
  000f94  mov     [rsp+0x38],rsi
  000f9c  mov     [rsp+0x40],rdi
  000fa4  mov     [rsp+0x48],r8
  000fac  mov     [rsp+0x50],r9
  000fb4  mov     [rsp+0x58],r10
  000fbc  mov     [rsp],rsi
  000fc4  mov     qword ptr [rsp+8],1
  000fd0  mov     rdi,[rbp+0x20]
  000fd7  mov     esi,0x14
  000fdc  mov     rdx,rsp
  000fdf  mov     rcx,1
  000fe9  mov     r8,0
  000ff3  mov     r9,0
  000ffd  mov     rax,<call_op>
  001007  call    rax
  001009  mov     r11,rax
  00100c  mov     rcx,[rsp+0x30]
  001014  mov     rsi,[rsp+0x38]
  00101c  mov     rdi,[rsp+0x40]
  001024  mov     r8,[rsp+0x48]
  00102c  mov     r9,[rsp+0x50]
  001034  mov     r10,[rsp+0x58]
  00103c  add     rsp,0x70
  001043  test    rdx,rdx
  001046  je      0x0000000000001420
  00104c  jmp     0x0000000000000e23
  001051  sub     rsp,0x70
  001058  mov     [rsp+0x30],rcx
  001060  mov     [rsp+0x38],rsi
  001068  mov     [rsp+0x40],rdi
  001070  mov     [rsp+0x48],r8
  001078  mov     [rsp+0x50],r9
  001080  mov     [rsp+0x58],r10
  001088  mov     [rsp],r14
  001090  mov     qword ptr [rsp+8],3
  00109c  mov     [rsp+0x10],r15
  0010a4  mov     qword ptr [rsp+0x18],1
  0010b0  mov     [rsp+0x20],rsi
  0010b8  mov     qword ptr [rsp+0x28],1
  0010c4  mov     rdi,[rbp+0x20]
  0010cb  mov     esi,0xe
  0010d0  mov     rdx,rsp
  0010d3  mov     rcx,0xfffffffffffffff2
  0010dd  mov     r8,0xfffffffffffffff2
  0010e7  mov     r9,0
  0010f1  mov     rax,<list_op>
  0010fb  call    rax
  0010fd  mov     r11,rax
  001100  mov     rcx,[rsp+0x30]
  001108  mov     rsi,[rsp+0x38]
  001110  mov     rdi,[rsp+0x40]
  001118  mov     r8,[rsp+0x48]
  001120  mov     r9,[rsp+0x50]
  001128  mov     r10,[rsp+0x58]
  001130  add     rsp,0x70
  001137  test    rdx,rdx
  00113a  je      0x000000000000144c
  001140  mov     r14,r11
  001143  jmp     0x0000000000000e4d
  001148  sub     rsp,0x70
  00114f  mov     [rsp+0x30],rcx
  001157  mov     [rsp+0x38],rsi
  00115f  mov     [rsp+0x40],rdi
  001167  mov     [rsp+0x48],r8
  00116f  mov     [rsp+0x50],r9
  001177  mov     [rsp+0x58],r10
  00117f  mov     [rsp],rsi
  001187  mov     qword ptr [rsp+8],1
  001193  mov     rdi,[rbp+0x20]
  00119a  mov     esi,0x14
  00119f  mov     rdx,rsp
  0011a2  mov     rcx,1
  0011ac  mov     r8,0
  0011b6  mov     r9,0
  0011c0  mov     rax,<call_op>
  0011ca  call    rax
  0011cc  mov     r11,rax
  0011cf  mov     rcx,[rsp+0x30]
  0011d7  mov     rsi,[rsp+0x38]
  0011df  mov     rdi,[rsp+0x40]
  0011e7  mov     r8,[rsp+0x48]
  0011ef  mov     r9,[rsp+0x50]
  0011f7  mov     r10,[rsp+0x58]
  0011ff  add     rsp,0x70
  001206  test    rdx,rdx
  001209  je      0x000000000000147f
  00120f  jmp     0x0000000000000e80
; exits
  001214  mov     rax,0x2fffffffe
  00121e  jmp     0x0000000000000016
  001223  mov     [rbp+0x10],r12
  00122a  mov     qword ptr [rbp+0x18],3
  001235  mov     [rbp+0x98],r14
  00123c  mov     qword ptr [rbp+0x140],3
  001247  mov     rdi,[rbp+0x20]
  00124e  mov     rsi,8
  001258  mov     rdx,0
  001262  mov     rax,<exit_lists>
  00126c  call    rax
  00126e  mov     rax,0x200000000
  001278  jmp     0x0000000000000016
  00127d  mov     [rbp+0x10],r13
  001284  mov     qword ptr [rbp+0x18],3
  00128f  mov     [rbp+0x98],r14
  001296  mov     qword ptr [rbp+0x140],3
  0012a1  mov     rdi,[rbp+0x20]
  0012a8  mov     rsi,8
  0012b2  mov     rdx,0
  0012bc  mov     rax,<exit_lists>
  0012c6  call    rax
  0012c8  mov     rax,0x200000001
  0012d2  jmp     0x0000000000000016
  0012d7  mov     [rbp+0x10],rsi
  0012de  mov     qword ptr [rbp+0x18],1
  0012e9  mov     [rbp+0x98],r14
  0012f0  mov     qword ptr [rbp+0x140],3
  0012fb  mov     rax,0x200000002
  001305  jmp     0x0000000000000016
  00130a  mov     [rbp+0x98],r14
  001311  mov     qword ptr [rbp+0x140],3
  00131c  mov     rax,0x200000003
  001326  jmp     0x0000000000000016
  00132b  mov     [rbp+0x98],r14
  001332  mov     qword ptr [rbp+0x140],3
  00133d  mov     rax,0x200000004
  001347  jmp     0x0000000000000016
  00134c  mov     [rbp+0x98],r14
  001353  mov     qword ptr [rbp+0x140],3
  00135e  mov     rax,0x200000005
  001368  jmp     0x0000000000000016
  00136d  add     rsi,1
  001374  mov     [rbp+0x98],r14
  00137b  mov     qword ptr [rbp+0x140],3
  001386  mov     rax,0x200000006
  001390  jmp     0x0000000000000016
  001395  mov     [rbp+0x98],r14
  00139c  mov     qword ptr [rbp+0x140],3
  0013a7  mov     qword ptr [rbp+0xa8],0x21
  0013b2  mov     rax,0x200000009
  0013bc  jmp     0x0000000000000016
  0013c1  mov     [rbp+0x98],r14
  0013c8  mov     qword ptr [rbp+0x140],3
  0013d3  mov     qword ptr [rbp+0xa8],0x21
  0013de  mov     rax,0x20000000d
  0013e8  jmp     0x0000000000000016
  0013ed  mov     [rbp+0x98],r14
  0013f4  mov     qword ptr [rbp+0x140],3
  0013ff  mov     [rbp+0xb8],rsi
  001406  mov     qword ptr [rbp+0x160],1
  001411  mov     rax,0x200000007
  00141b  jmp     0x0000000000000016
  001420  mov     [rbp+0x98],r14
  001427  mov     qword ptr [rbp+0x140],3
  001432  mov     qword ptr [rbp+0xa8],0x20
  00143d  mov     rax,0x200000008
  001447  jmp     0x0000000000000016
  00144c  mov     [rbp+0x98],r14
  001453  mov     qword ptr [rbp+0x140],3
  00145e  mov     [rbp+0xb8],rsi
  001465  mov     qword ptr [rbp+0x160],1
  001470  mov     rax,0x20000000b
  00147a  jmp     0x0000000000000016
  00147f  mov     [rbp+0x98],r14
  001486  mov     qword ptr [rbp+0x140],3
  001491  mov     qword ptr [rbp+0xa8],0x20
  00149c  mov     rax,0x20000000c
  0014a6  jmp     0x0000000000000016

; T3: 2681 bytes
; v0:int = input n
  0014b0  cmp     qword ptr [rbp+0xd8],1
  0014bb  jne     0x0000000000001ad0
  0014c1  mov     rbx,[rbp+0x30]
; v1:list = input src
  0014c8  cmp     qword ptr [rbp+0xe0],3
  0014d3  jne     0x0000000000001ad0
  0014d9  mov     r12,[rbp+0x38]
; v2:list = input jumps
  0014e0  cmp     qword ptr [rbp+0xe8],3
  0014eb  jne     0x0000000000001ad0
  0014f1  mov     r13,[rbp+0x40]
; v3:list = input tape
  0014f8  cmp     qword ptr [rbp+0x140],3
  001503  jne     0x0000000000001ad0
  001509  mov     r14,[rbp+0x98]
; v4:int = input p
  001510  cmp     qword ptr [rbp+0x148],1
  00151b  jne     0x0000000000001ad0
  001521  mov     r15,[rbp+0xa0]
; v5:int = input pc
  001528  cmp     qword ptr [rbp+0x150],1
  001533  jne     0x0000000000001ad0
  001539  mov     rsi,[rbp+0xa8]
; guard_value v1, [43, 43, 43, 43, 43, 43, 43, 43, 91, 45, 62, 43, 43, 43, 43, 43, 43, 43, 43, 60, 93, 62, 43, 91, 62, 43, 60, 45, 93, 62, 91, 45, 46, 93, 62, 43, 43, 43, 43, 43, 43, 43, 43, 91, 45, 60, 43, 43, 43, 43, 43, 43, 43, 43, 62, 93, 60, 91, 45, 62, 43, 60, 93, 62, 91, 45, 93] => loop/0 (0) {tape=v3, p=v4}
  001540  mov     rax,<list k0>
  00154a  cmp     r12,rax
  00154d  jne     0x0000000000001adf
; guard_value v2, [0, 0, 0, 0, 0, 0, 0, 0, 20, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 8, 0, 0, 28, 0, 0, 0, 0, 23, 0, 33, 0, 0, 30, 0, 0, 0, 0, 0, 0, 0, 0, 0, 55, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 43, 0, 62, 0, 0, 0, 0, 57, 0, 66, 0, 64] => loop_jumps/0 (1) {tape=v3, p=v4}
  001553  mov     rax,<list k1>
  00155d  cmp     r13,rax
  001560  jne     0x0000000000001b40
; guard_value v5, 58 => loop_pc/0 (2) {tape=v3, p=v4}
  001566  cmp     rsi,0x3a
  00156d  jne     0x0000000000001ba1
  001573  jmp     0x000000000000158d
  001578  mov     rbx,[rbp+0x30]
  00157f  mov     r14,[rbp+0x98]
  001586  mov     r15,[rbp+0xa0]
; v9:int = lt 62, v0
; guard_true v9 => dispatch/0 (3) {tape=v3, p=v4}
  00158d  mov     r11,0x3e
  001594  cmp     r11,rbx
  001597  jge     0x0000000000001bdb
; guard_words v3 => minus/0 (6) {tape=v3, p=v4}
  00159d  cmp     qword ptr [r14+8],0
  0015a9  jne     0x0000000000001c03
; v12:int = readlist v3, v4 words => minus/0 (6) {tape=v3, p=v4}
  0015af  cmp     r15,[r14]
  0015b7  jae     0x0000000000001c2b
  0015bd  mov     rax,[r14+0x10]
  0015c5  mov     rsi,[rax+r15*8]
; v13:int = sub v12, 1 => minus/0 (6) {tape=v3, p=v4}
  0015c9  sub     rsi,1
  0015d0  jo      0x0000000000001c53
; v14:int = and v13, 255
  0015d6  and     rsi,0xff
; v15:list = set v3, v4, v14 owned words in_bounds => minus/3 (6) {tape=v3, p=v4, x=v14}
  0015dd  cmp     qword ptr [r14-0x10],1
  0015e9  jne     0x00000000000016f4
  0015ef  cmp     qword ptr [r14-8],1
  0015fb  jne     0x00000000000016f4
  001601  mov     rax,[r14+0x10]
  001609  lea     rax,[rax+r15*8]
  00160d  mov     [rax],rsi
; v16:int = add v4, 1 => right/0 (15) {tape=v15, p=v4, pc=59}
  001610  add     r15,1
  001617  jo      0x0000000000001c82
; v17:int = and v16, 65535
  00161d  mov     rsi,r15
  001620  and     rsi,0xffff
; v18:int = readlist v15, v17 words => plus/0 (22) {tape=v15, p=v17, pc=60}
  001627  cmp     rsi,[r14]
  00162f  jae     0x0000000000001cbc
  001635  mov     rax,[r14+0x10]
  00163d  mov     r13,[rax+rsi*8]
; v19:int = add v18, 1 => plus/0 (22) {tape=v15, p=v17, pc=60}
  001641  add     r13,1
  001648  jo      0x0000000000001cef
; v20:int = and v19, 255
  00164e  and     r13,0xff
; v21:list = set v15, v17, v20 owned words in_bounds => plus/3 (22) {tape=v15, p=v17, pc=60, x=v20}
  001655  mov     rax,[r14+0x10]
  00165d  lea     rax,[rax+rsi*8]
  001661  mov     [rax],r13
; v22:int = add_nov v16, -1
  001664  add     r15,0xffffffffffffffff
; v23:int = and v22, 65535
  00166b  and     r15,0xffff
; v24:int = readlist v21, v23 words => close_bracket/0 (46) {tape=v21, p=v23, pc=62}
  001672  cmp     r15,[r14]
  00167a  jae     0x0000000000001d29
  001680  mov     rax,[r14+0x10]
  001688  mov     r12,[rax+r15*8]
; guard_true v24 => close_bracket/0 (46) {tape=v21, p=v23, pc=62}
  00168c  test    r12,r12
  00168f  je      0x0000000000001d5c
; guard_steps => loop/0 (49) {tape=v21, p=v23}
; v27:list = phi tape v21
; v28:int = phi - v24
; v29:int = phi - v20
; loop (49)
  001695  nop     [rax+rax]
  00169e  xchg    ax,ax
; v31:int = sub v28, 1 => minus/0 (6) {tape=v27, p=v23}
  0016a0  sub     r12,1
  0016a7  jo      0x0000000000001d8f
; v32:int = and v31, 255
  0016ad  and     r12,0xff
; v33:list = set v27, v23, v32 owned words in_bounds => minus/3 (6) {tape=v27, p=v23, x=v32}
  0016b4  mov     rax,[r14+0x10]
  0016bc  lea     rax,[rax+r15*8]
  0016c0  mov     [rax],r12
; v34:int = add v29, 1 => plus/0 (22) {tape=v33, p=v17, pc=60}
  0016c3  add     r13,1
  0016ca  jo      0x0000000000001dbe
; v35:int = and v34, 255
  0016d0  and     r13,0xff
; v36:list = set v33, v17, v35 owned words in_bounds => plus/3 (22) {tape=v33, p=v17, pc=60, x=v35}
  0016d7  mov     rax,[r14+0x10]
  0016df  lea     rax,[rax+rsi*8]
  0016e3  mov     [rax],r13
; guard_true v32 => close_bracket/0 (46) {tape=v36, p=v23, pc=62}
  0016e6  test    r12,r12
  0016e9  jne     0x00000000000016a0
  0016ef  jmp     0x0000000000001df8
; guard_steps => loop/0 (49) {tape=v36, p=v23}
; jump (49) v27 <- v36, v28 <- v32, v29 <- v35
  0016f4  sub     rsp,0x70
  0016fb  mov     [rsp+0x30],rcx
  001703  mov     [rsp+0x38],rsi
  00170b  mov     [rsp+0x40],rdi
  001713  mov     [rsp+0x48],r8
  00171b  mov     [rsp+0x50],r9
  001723  mov     [rsp+0x58],r10
  00172b  mov     [rsp],r14
  001733  mov     qword ptr [rsp+8],3
  00173f  mov     [rsp+0x10],r15
  001747  mov     qword ptr [rsp+0x18],1
  001753  mov     [rsp+0x20],rsi
  00175b  mov     qword ptr [rsp+0x28],1
  001767  mov     rdi,[rbp+0x20]
  00176e  mov     esi,0xe
  001773  mov     rdx,rsp
  001776  mov     rcx,0xfffffffffffffff2
  001780  mov     r8,0xfffffffffffffff2
  00178a  mov     r9,0
  001794  mov     rax,<list_op>
  00179e  call    rax
  0017a0  mov     r11,rax
  0017a3  mov     rcx,[rsp+0x30]
  0017ab  mov     rsi,[rsp+0x38]
  0017b3  mov     rdi,[rsp+0x40]
  0017bb  mov     r8,[rsp+0x48]
  0017c3  mov     r9,[rsp+0x50]
  0017cb  mov     r10,[rsp+0x58]
  0017d3  add     rsp,0x70
  0017da  test    rdx,rdx
  0017dd  je      0x0000000000001e2b
  0017e3  mov     r14,r11
  0017e6  jmp     0x0000000000001610
  0017eb  sub     rsp,0x70
  0017f2  mov     [rsp+0x30],rcx
  0017fa  mov     [rsp+0x38],rsi
  001802  mov     [rsp+0x40],rdi
  00180a  mov     [rsp+0x48],r8
  001812  mov     [rsp+0x50],r9
  00181a  mov     [rsp+0x58],r10
  001822  mov     [rsp],r14
  00182a  mov     qword ptr [rsp+8],3
  001836  mov     [rsp+0x10],rsi
  00183e  mov     qword ptr [rsp+0x18],1
  00184a  mov     [rsp+0x20],r13
  001852  mov     qword ptr [rsp+0x28],1
  00185e  mov     rdi,[rbp+0x20]
  001865  mov     esi,0xe
  00186a  mov     rdx,rsp
  00186d  mov     rcx,0xfffffffffffffff2
  001877  mov     r8,0xfffffffffffffff2
  001881  mov     r9,0
  00188b  mov     rax,<list_op>
  001895  call    rax
  001897  mov     r11,rax
  00189a  mov     rcx,[rsp+0x30]
  0018a2  mov     rsi,[rsp+0x38]
  0018aa  mov     rdi,[rsp+0x40]
  0018b2  mov     r8,[rsp+0x48]
  0018ba  mov     r9,[rsp+0x50]
  0018c2  mov     r10,[rsp+0x58]
  0018ca  add     rsp,0x70
  0018d1  test    rdx,rdx
  0018d4  je      0x0000000000001e65
  0018da  mov     r14,r11
  0018dd  jmp     0x0000000000001664
  0018e2  sub     rsp,0x70
  0018e9  mov     [rsp+0x30],rcx
  0018f1  mov     [rsp+0x38],rsi
  0018f9  mov     [rsp+0x40],rdi
  001901  mov     [rsp+0x48],r8
  001909  mov     [rsp+0x50],r9
  001911  mov     [rsp+0x58],r10
  001919  mov     [rsp],r14
  001921  mov     qword ptr [rsp+8],3
  00192d  mov     [rsp+0x10],r15
  001935  mov     qword ptr [rsp+0x18],1
  001941  mov     [rsp+0x20],r12
  001949  mov     qword ptr [rsp+0x28],1
  001955  mov     rdi,[rbp+0x20]
  00195c  mov     esi,0xe
  001961  mov     rdx,rsp
  001964  mov     rcx,0xfffffffffffffff2
  00196e  mov     r8,0xfffffffffffffff2
  001978  mov     r9,0
  001982  mov     rax,<list_op>
  00198c  call    rax
  00198e  mov     r11,rax
  001991  mov     rcx,[rsp+0x30]
  001999  mov     rsi,[rsp+0x38]
  0019a1  mov     rdi,[rsp+0x40]
  0019a9  mov     r8,[rsp+0x48]
  0019b1  mov     r9,[rsp+0x50]
  0019b9  mov     r10,[rsp+0x58]
  0019c1  add     rsp,0x70
  0019c8  test    rdx,rdx
  0019cb  je      0x0000000000001eaa
  0019d1  mov     r14,r11
  0019d4  jmp     0x00000000000016c3
  0019d9  sub     rsp,0x70
  0019e0  mov     [rsp+0x30],rcx
  0019e8  mov     [rsp+0x38],rsi
  0019f0  mov     [rsp+0x40],rdi
  0019f8  mov     [rsp+0x48],r8
  001a00  mov     [rsp+0x50],r9
  001a08  mov     [rsp+0x58],r10
  001a10  mov     [rsp],r14
  001a18  mov     qword ptr [rsp+8],3
  001a24  mov     [rsp+0x10],rsi
  001a2c  mov     qword ptr [rsp+0x18],1
  001a38  mov     [rsp+0x20],r13
  001a40  mov     qword ptr [rsp+0x28],1
  001a4c  mov     rdi,[rbp+0x20]
  001a53  mov     esi,0xe
  001a58  mov     rdx,rsp
  001a5b  mov     rcx,0xfffffffffffffff2
  001a65  mov     r8,0xfffffffffffffff2
  001a6f  mov     r9,0
  001a79  mov     rax,<list_op>
  001a83  call    rax
  001a85  mov     r11,rax
  001a88  mov     rcx,[rsp+0x30]
  001a90  mov     rsi,[rsp+0x38]
  001a98  mov     rdi,[rsp+0x40]
  001aa0  mov     r8,[rsp+0x48]
  001aa8  mov     r9,[rsp+0x50]
  001ab0  mov     r10,[rsp+0x58]
  001ab8  add     rsp,0x70
  001abf  test    rdx,rdx
  001ac2  je      0x0000000000001ee4
  001ac8  mov     r14,r11
  001acb  jmp     0x00000000000016e6
; exits
  001ad0  mov     rax,0x3fffffffe
  001ada  jmp     0x0000000000000016
  001adf  mov     [rbp+0x10],r12
  001ae6  mov     qword ptr [rbp+0x18],3
  001af1  mov     [rbp+0x98],r14
  001af8  mov     qword ptr [rbp+0x140],3
  001b03  mov     [rbp+0xa0],r15
  001b0a  mov     rdi,[rbp+0x20]
  001b11  mov     rsi,8
  001b1b  mov     rdx,0
  001b25  mov     rax,<exit_lists>
  001b2f  call    rax
  001b31  mov     rax,0x300000000
  001b3b  jmp     0x0000000000000016
  001b40  mov     [rbp+0x10],r13
  001b47  mov     qword ptr [rbp+0x18],3
  001b52  mov     [rbp+0x98],r14
  001b59  mov     qword ptr [rbp+0x140],3
  001b64  mov     [rbp+0xa0],r15
  001b6b  mov     rdi,[rbp+0x20]
  001b72  mov     rsi,8
  001b7c  mov     rdx,0
  001b86  mov     rax,<exit_lists>
  001b90  call    rax
  001b92  mov     rax,0x300000001
  001b9c  jmp     0x0000000000000016
  001ba1  mov     [rbp+0x10],rsi
  001ba8  mov     qword ptr [rbp+0x18],1
  001bb3  mov     [rbp+0x98],r14
  001bba  mov     qword ptr [rbp+0x140],3
  001bc5  mov     [rbp+0xa0],r15
  001bcc  mov     rax,0x300000002
  001bd6  jmp     0x0000000000000016
  001bdb  mov     [rbp+0x98],r14
  001be2  mov     qword ptr [rbp+0x140],3
  001bed  mov     [rbp+0xa0],r15
  001bf4  mov     rax,0x300000003
  001bfe  jmp     0x0000000000000016
  001c03  mov     [rbp+0x98],r14
  001c0a  mov     qword ptr [rbp+0x140],3
  001c15  mov     [rbp+0xa0],r15
  001c1c  mov     rax,0x300000004
  001c26  jmp     0x0000000000000016
  001c2b  mov     [rbp+0x98],r14
  001c32  mov     qword ptr [rbp+0x140],3
  001c3d  mov     [rbp+0xa0],r15
  001c44  mov     rax,0x300000005
  001c4e  jmp     0x0000000000000016
  001c53  add     rsi,1
  001c5a  mov     [rbp+0x98],r14
  001c61  mov     qword ptr [rbp+0x140],3
  001c6c  mov     [rbp+0xa0],r15
  001c73  mov     rax,0x300000006
  001c7d  jmp     0x0000000000000016
  001c82  sub     r15,1
  001c89  mov     [rbp+0x98],r14
  001c90  mov     qword ptr [rbp+0x140],3
  001c9b  mov     [rbp+0xa0],r15
  001ca2  mov     qword ptr [rbp+0xa8],0x3b
  001cad  mov     rax,0x300000008
  001cb7  jmp     0x0000000000000016
  001cbc  mov     [rbp+0x98],r14
  001cc3  mov     qword ptr [rbp+0x140],3
  001cce  mov     [rbp+0xa0],rsi
  001cd5  mov     qword ptr [rbp+0xa8],0x3c
  001ce0  mov     rax,0x300000009
  001cea  jmp     0x0000000000000016
  001cef  sub     r13,1
  001cf6  mov     [rbp+0x98],r14
  001cfd  mov     qword ptr [rbp+0x140],3
  001d08  mov     [rbp+0xa0],rsi
  001d0f  mov     qword ptr [rbp+0xa8],0x3c
  001d1a  mov     rax,0x30000000a
  001d24  jmp     0x0000000000000016
  001d29  mov     [rbp+0x98],r14
  001d30  mov     qword ptr [rbp+0x140],3
  001d3b  mov     [rbp+0xa0],r15
  001d42  mov     qword ptr [rbp+0xa8],0x3e
  001d4d  mov     rax,0x30000000c
  001d57  jmp     0x0000000000000016
  001d5c  mov     [rbp+0x98],r14
  001d63  mov     qword ptr [rbp+0x140],3
  001d6e  mov     [rbp+0xa0],r15
  001d75  mov     qword ptr [rbp+0xa8],0x3e
  001d80  mov     rax,0x30000000d
  001d8a  jmp     0x0000000000000016
  001d8f  add     r12,1
  001d96  mov     [rbp+0x98],r14
  001d9d  mov     qword ptr [rbp+0x140],3
  001da8  mov     [rbp+0xa0],r15
  001daf  mov     rax,0x30000000f
  001db9  jmp     0x0000000000000016
  001dbe  sub     r13,1
  001dc5  mov     [rbp+0x98],r14
  001dcc  mov     qword ptr [rbp+0x140],3
  001dd7  mov     [rbp+0xa0],rsi
  001dde  mov     qword ptr [rbp+0xa8],0x3c
  001de9  mov     rax,0x300000011
  001df3  jmp     0x0000000000000016
  001df8  mov     [rbp+0x98],r14
  001dff  mov     qword ptr [rbp+0x140],3
  001e0a  mov     [rbp+0xa0],r15
  001e11  mov     qword ptr [rbp+0xa8],0x3e
  001e1c  mov     rax,0x300000013
  001e26  jmp     0x0000000000000016
  001e2b  mov     [rbp+0x98],r14
  001e32  mov     qword ptr [rbp+0x140],3
  001e3d  mov     [rbp+0xa0],r15
  001e44  mov     [rbp+0xb8],rsi
  001e4b  mov     qword ptr [rbp+0x160],1
  001e56  mov     rax,0x300000007
  001e60  jmp     0x0000000000000016
  001e65  mov     [rbp+0x98],r14
  001e6c  mov     qword ptr [rbp+0x140],3
  001e77  mov     [rbp+0xa0],rsi
  001e7e  mov     qword ptr [rbp+0xa8],0x3c
  001e89  mov     [rbp+0xb8],r13
  001e90  mov     qword ptr [rbp+0x160],1
  001e9b  mov     rax,0x30000000b
  001ea5  jmp     0x0000000000000016
  001eaa  mov     [rbp+0x98],r14
  001eb1  mov     qword ptr [rbp+0x140],3
  001ebc  mov     [rbp+0xa0],r15
  001ec3  mov     [rbp+0xb8],r12
  001eca  mov     qword ptr [rbp+0x160],1
  001ed5  mov     rax,0x300000010
  001edf  jmp     0x0000000000000016
  001ee4  mov     [rbp+0x98],r14
  001eeb  mov     qword ptr [rbp+0x140],3
  001ef6  mov     [rbp+0xa0],rsi
  001efd  mov     qword ptr [rbp+0xa8],0x3c
  001f08  mov     [rbp+0xb8],r13
  001f0f  mov     qword ptr [rbp+0x160],1
  001f1a  mov     rax,0x300000012
  001f24  jmp     0x0000000000000016

; T4: 1480 bytes
; v0:int = input n
  001f30  cmp     qword ptr [rbp+0xd8],1
  001f3b  jne     0x00000000000022b9
  001f41  mov     rbx,[rbp+0x30]
; v1:list = input src
  001f48  cmp     qword ptr [rbp+0xe0],3
  001f53  jne     0x00000000000022b9
  001f59  mov     r12,[rbp+0x38]
; v2:list = input jumps
  001f60  cmp     qword ptr [rbp+0xe8],3
  001f6b  jne     0x00000000000022b9
  001f71  mov     r13,[rbp+0x40]
; v3:list = input tape
  001f78  cmp     qword ptr [rbp+0x140],3
  001f83  jne     0x00000000000022b9
  001f89  mov     r14,[rbp+0x98]
; v4:int = input p
  001f90  cmp     qword ptr [rbp+0x148],1
  001f9b  jne     0x00000000000022b9
  001fa1  mov     r15,[rbp+0xa0]
; v5:int = input pc
  001fa8  cmp     qword ptr [rbp+0x150],1
  001fb3  jne     0x00000000000022b9
  001fb9  mov     rsi,[rbp+0xa8]
; guard_value v1, [43, 43, 43, 43, 43, 43, 43, 43, 91, 45, 62, 43, 43, 43, 43, 43, 43, 43, 43, 60, 93, 62, 43, 91, 62, 43, 60, 45, 93, 62, 91, 45, 46, 93, 62, 43, 43, 43, 43, 43, 43, 43, 43, 91, 45, 60, 43, 43, 43, 43, 43, 43, 43, 43, 62, 93, 60, 91, 45, 62, 43, 60, 93, 62, 91, 45, 93] => loop/0 (0) {tape=v3}
  001fc0  mov     rax,<list k0>
  001fca  cmp     r12,rax
  001fcd  jne     0x00000000000022c8
; guard_value v2, [0, 0, 0, 0, 0, 0, 0, 0, 20, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 8, 0, 0, 28, 0, 0, 0, 0, 23, 0, 33, 0, 0, 30, 0, 0, 0, 0, 0, 0, 0, 0, 0, 55, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 43, 0, 62, 0, 0, 0, 0, 57, 0, 66, 0, 64] => loop_jumps/0 (1) {tape=v3}
  001fd3  mov     rax,<list k1>
  001fdd  cmp     r13,rax
  001fe0  jne     0x0000000000002322
; guard_value v5, 65 => loop_pc/0 (2) {tape=v3}
  001fe6  cmp     rsi,0x41
  001fed  jne     0x000000000000237c
  001ff3  jmp     0x000000000000200d
  001ff8  mov     rbx,[rbp+0x30]
  001fff  mov     r14,[rbp+0x98]
  002006  mov     r15,[rbp+0xa0]
; v9:int = lt 66, v0
; guard_true v9 => dispatch/0 (3) {tape=v3}
  00200d  mov     r11,0x42
  002014  cmp     r11,rbx
  002017  jge     0x00000000000023af
; guard_words v3 => minus/0 (6) {tape=v3}
  00201d  cmp     qword ptr [r14+8],0
  002029  jne     0x00000000000023d0
; v12:int = readlist v3, v4 words => minus/0 (6) {tape=v3}
  00202f  cmp     r15,[r14]
  002037  jae     0x00000000000023f1
  00203d  mov     rax,[r14+0x10]
  002045  mov     rsi,[rax+r15*8]
; v13:int = sub v12, 1 => minus/0 (6) {tape=v3}
  002049  sub     rsi,1
  002050  jo      0x0000000000002412
; v14:int = and v13, 255
  002056  and     rsi,0xff
; v15:list = set v3, v4, v14 owned words in_bounds => minus/3 (6) {tape=v3, x=v14}
  00205d  cmp     qword ptr [r14-0x10],1
  002069  jne     0x00000000000020cb
  00206f  cmp     qword ptr [r14-8],1
  00207b  jne     0x00000000000020cb
  002081  mov     rax,[r14+0x10]
  002089  lea     rax,[rax+r15*8]
  00208d  mov     [rax],rsi
; guard_true v14 => close_bracket/0 (20) {tape=v15, pc=66}
  002090  test    rsi,rsi
  002093  je      0x000000000000243a
; guard_steps => loop/0 (23) {tape=v15}
; v18:list = phi tape v15
; v19:int = phi - v14
; loop (23)
  002099  nop     [rax]
; v21:int = sub_nov v19, 1
  0020a0  sub     rsi,1
; v22:int = and v21, 255
  0020a7  and     rsi,0xff
; v23:list = set v18, v4, v22 owned words in_bounds => minus/3 (6) {tape=v18, x=v22}
  0020ae  mov     rax,[r14+0x10]
  0020b6  lea     rax,[rax+r15*8]
  0020ba  mov     [rax],rsi
; guard_true v22 => close_bracket/0 (20) {tape=v23, pc=66}
  0020bd  test    rsi,rsi
  0020c0  jne     0x00000000000020a0
  0020c6  jmp     0x0000000000002466
; guard_steps => loop/0 (23) {tape=v23}
; jump (23) v18 <- v23, v19 <- v22
  0020cb  sub     rsp,0x70
  0020d2  mov     [rsp+0x30],rcx
  0020da  mov     [rsp+0x38],rsi
  0020e2  mov     [rsp+0x40],rdi
  0020ea  mov     [rsp+0x48],r8
  0020f2  mov     [rsp+0x50],r9
  0020fa  mov     [rsp+0x58],r10
  002102  mov     [rsp],r14
  00210a  mov     qword ptr [rsp+8],3
  002116  mov     [rsp+0x10],r15
  00211e  mov     qword ptr [rsp+0x18],1
  00212a  mov     [rsp+0x20],rsi
  002132  mov     qword ptr [rsp+0x28],1
  00213e  mov     rdi,[rbp+0x20]
  002145  mov     esi,0xe
  00214a  mov     rdx,rsp
  00214d  mov     rcx,0xfffffffffffffff2
  002157  mov     r8,0xfffffffffffffff2
  002161  mov     r9,0
  00216b  mov     rax,<list_op>
  002175  call    rax
  002177  mov     r11,rax
  00217a  mov     rcx,[rsp+0x30]
  002182  mov     rsi,[rsp+0x38]
  00218a  mov     rdi,[rsp+0x40]
  002192  mov     r8,[rsp+0x48]
  00219a  mov     r9,[rsp+0x50]
  0021a2  mov     r10,[rsp+0x58]
  0021aa  add     rsp,0x70
  0021b1  test    rdx,rdx
  0021b4  je      0x0000000000002492
  0021ba  mov     r14,r11
  0021bd  jmp     0x0000000000002090
  0021c2  sub     rsp,0x70
  0021c9  mov     [rsp+0x30],rcx
  0021d1  mov     [rsp+0x38],rsi
  0021d9  mov     [rsp+0x40],rdi
  0021e1  mov     [rsp+0x48],r8
  0021e9  mov     [rsp+0x50],r9
  0021f1  mov     [rsp+0x58],r10
  0021f9  mov     [rsp],r14
  002201  mov     qword ptr [rsp+8],3
  00220d  mov     [rsp+0x10],r15
  002215  mov     qword ptr [rsp+0x18],1
  002221  mov     [rsp+0x20],rsi
  002229  mov     qword ptr [rsp+0x28],1
  002235  mov     rdi,[rbp+0x20]
  00223c  mov     esi,0xe
  002241  mov     rdx,rsp
  002244  mov     rcx,0xfffffffffffffff2
  00224e  mov     r8,0xfffffffffffffff2
  002258  mov     r9,0
  002262  mov     rax,<list_op>
  00226c  call    rax
  00226e  mov     r11,rax
  002271  mov     rcx,[rsp+0x30]
  002279  mov     rsi,[rsp+0x38]
  002281  mov     rdi,[rsp+0x40]
  002289  mov     r8,[rsp+0x48]
  002291  mov     r9,[rsp+0x50]
  002299  mov     r10,[rsp+0x58]
  0022a1  add     rsp,0x70
  0022a8  test    rdx,rdx
  0022ab  je      0x00000000000024c5
  0022b1  mov     r14,r11
  0022b4  jmp     0x00000000000020bd
; exits
  0022b9  mov     rax,0x4fffffffe
  0022c3  jmp     0x0000000000000016
  0022c8  mov     [rbp+0x10],r12
  0022cf  mov     qword ptr [rbp+0x18],3
  0022da  mov     [rbp+0x98],r14
  0022e1  mov     qword ptr [rbp+0x140],3
  0022ec  mov     rdi,[rbp+0x20]
  0022f3  mov     rsi,8
  0022fd  mov     rdx,0
  002307  mov     rax,<exit_lists>
  002311  call    rax
  002313  mov     rax,0x400000000
  00231d  jmp     0x0000000000000016
  002322  mov     [rbp+0x10],r13
  002329  mov     qword ptr [rbp+0x18],3
  002334  mov     [rbp+0x98],r14
  00233b  mov     qword ptr [rbp+0x140],3
  002346  mov     rdi,[rbp+0x20]
  00234d  mov     rsi,8
  002357  mov     rdx,0
  002361  mov     rax,<exit_lists>
  00236b  call    rax
  00236d  mov     rax,0x400000001
  002377  jmp     0x0000000000000016
  00237c  mov     [rbp+0x10],rsi
  002383  mov     qword ptr [rbp+0x18],1
  00238e  mov     [rbp+0x98],r14
  002395  mov     qword ptr [rbp+0x140],3
  0023a0  mov     rax,0x400000002
  0023aa  jmp     0x0000000000000016
  0023af  mov     [rbp+0x98],r14
  0023b6  mov     qword ptr [rbp+0x140],3
  0023c1  mov     rax,0x400000003
  0023cb  jmp     0x0000000000000016
  0023d0  mov     [rbp+0x98],r14
  0023d7  mov     qword ptr [rbp+0x140],3
  0023e2  mov     rax,0x400000004
  0023ec  jmp     0x0000000000000016
  0023f1  mov     [rbp+0x98],r14
  0023f8  mov     qword ptr [rbp+0x140],3
  002403  mov     rax,0x400000005
  00240d  jmp     0x0000000000000016
  002412  add     rsi,1
  002419  mov     [rbp+0x98],r14
  002420  mov     qword ptr [rbp+0x140],3
  00242b  mov     rax,0x400000006
  002435  jmp     0x0000000000000016
  00243a  mov     [rbp+0x98],r14
  002441  mov     qword ptr [rbp+0x140],3
  00244c  mov     qword ptr [rbp+0xa8],0x42
  002457  mov     rax,0x400000008
  002461  jmp     0x0000000000000016
  002466  mov     [rbp+0x98],r14
  00246d  mov     qword ptr [rbp+0x140],3
  002478  mov     qword ptr [rbp+0xa8],0x42
  002483  mov     rax,0x40000000b
  00248d  jmp     0x0000000000000016
  002492  mov     [rbp+0x98],r14
  002499  mov     qword ptr [rbp+0x140],3
  0024a4  mov     [rbp+0xb8],rsi
  0024ab  mov     qword ptr [rbp+0x160],1
  0024b6  mov     rax,0x400000007
  0024c0  jmp     0x0000000000000016
  0024c5  mov     [rbp+0x98],r14
  0024cc  mov     qword ptr [rbp+0x140],3
  0024d7  mov     [rbp+0xb8],rsi
  0024de  mov     qword ptr [rbp+0x160],1
  0024e9  mov     rax,0x40000000a
  0024f3  jmp     0x0000000000000016
