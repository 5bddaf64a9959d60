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
  00011b  nop
  00011c  nop
  00011d  nop
  00011e  nop
  00011f  nop
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

; T1: 2632 bytes
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
; guard_value v1, [43, 43, 43, 43, 43, 43, 43, 43, 91, 45, 62, 43, 43, 43, 43, 43, 43, 43, 43, 60, 93, 62, 43, 91, 62, 43, 60, 45, 93, 62, 91, 45, 46, 93, 62, 43, 43, 43, 43, 43, 43, 43, 43, 91, 45, 60, 43, 43, 43, 43, 43, 43, 43, 43, 62, 93, 60, 91, 45, 62, 43, 60, 93, 62, 91, 45, 93] => loop/0 (0) {tape=v3, p=v4, pc=v5}
  000300  mov     rax,<list k0>
  00030a  cmp     r12,rax
  00030d  jne     0x0000000000000879
; guard_value v2, [0, 0, 0, 0, 0, 0, 0, 0, 20, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 8, 0, 0, 28, 0, 0, 0, 0, 23, 0, 33, 0, 0, 30, 0, 0, 0, 0, 0, 0, 0, 0, 0, 55, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 43, 0, 62, 0, 0, 0, 0, 57, 0, 66, 0, 64] => loop_jumps/0 (1) {tape=v3, p=v4, pc=v5}
  000313  mov     rax,<list k1>
  00031d  cmp     r13,rax
  000320  jne     0x00000000000008e1
; guard_value v5, 24 => loop_pc/0 (2) {tape=v3, p=v4, pc=v5}
  000326  cmp     rsi,0x18
  00032d  jne     0x0000000000000949
  000333  jmp     0x000000000000034d
  000338  mov     rbx,[rbp+0x30]
  00033f  mov     r14,[rbp+0x98]
  000346  mov     r15,[rbp+0xa0]
; v9:int = lt 28, v0
; guard_true v9 => dispatch/0 (3) {tape=v3, p=v4, pc=24}
  00034d  mov     r11,0x1c
  000354  cmp     r11,rbx
  000357  jge     0x000000000000098a
; v11:int = add v4, 1 => right/0 (7) {tape=v3, p=v4, pc=24}
  00035d  add     r15,1
  000364  jo      0x00000000000009bd
; v12:int = and v11, 65535
  00036a  mov     rsi,r15
  00036d  and     rsi,0xffff
; guard_words v3 => plus/0 (14) {tape=v3, p=v12, pc=25}
  000374  cmp     qword ptr [r14+8],0
  000380  jne     0x00000000000009f7
; v14:int = readlist v3, v12 words => plus/0 (14) {tape=v3, p=v12, pc=25}
  000386  cmp     rsi,[r14]
  00038e  jae     0x0000000000000a2a
  000394  mov     rax,[r14+0x10]
  00039c  mov     r13,[rax+rsi*8]
; v15:int = add v14, 1 => plus/0 (14) {tape=v3, p=v12, pc=25}
  0003a0  add     r13,1
  0003a7  jo      0x0000000000000a5d
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
  0003fd  jae     0x0000000000000a97
  000403  mov     rax,[r14+0x10]
  00040b  mov     r12,[rax+r15*8]
; v21:int = sub v20, 1 => minus/0 (32) {tape=v17, p=v19, pc=27}
  00040f  sub     r12,1
  000416  jo      0x0000000000000aca
; v22:int = and v21, 255
  00041c  and     r12,0xff
; v23:list = set v17, v19, v22 owned words in_bounds => minus/3 (32) {tape=v17, p=v19, pc=27, x=v22}
  000423  mov     rax,[r14+0x10]
  00042b  lea     rax,[rax+r15*8]
  00042f  mov     [rax],r12
; guard_true v22 => close_bracket/0 (46) {tape=v23, p=v19, pc=28}
  000432  test    r12,r12
  000435  je      0x0000000000000b04
; guard_steps => loop/0 (49) {tape=v23, p=v19, pc=24}
; v26:list = phi tape v23
; v27:int = phi - v22
; v28:int = phi - v16
; loop (49)
  00043b  nop
  00043c  nop
  00043d  nop
  00043e  nop
  00043f  nop
; v30:int = add v28, 1 => plus/0 (14) {tape=v26, p=v12, pc=25}
  000440  add     r13,1
  000447  jo      0x0000000000000b37
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
  000489  jmp     0x0000000000000b71
; guard_steps => loop/0 (49) {tape=v35, p=v19, pc=24}
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
  000577  je      0x0000000000000ba4
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
  00066e  je      0x0000000000000be9
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
  000765  je      0x0000000000000c2e
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
  00085c  je      0x0000000000000c73
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
  0008a4  mov     [rbp+0xa8],rsi
  0008ab  mov     rdi,[rbp+0x20]
  0008b2  mov     rsi,8
  0008bc  mov     rdx,0
  0008c6  mov     rax,<exit_lists>
  0008d0  call    rax
  0008d2  mov     rax,0x100000000
  0008dc  jmp     0x0000000000000016
  0008e1  mov     [rbp+0x10],r13
  0008e8  mov     qword ptr [rbp+0x18],3
  0008f3  mov     [rbp+0x98],r14
  0008fa  mov     qword ptr [rbp+0x140],3
  000905  mov     [rbp+0xa0],r15
  00090c  mov     [rbp+0xa8],rsi
  000913  mov     rdi,[rbp+0x20]
  00091a  mov     rsi,8
  000924  mov     rdx,0
  00092e  mov     rax,<exit_lists>
  000938  call    rax
  00093a  mov     rax,0x100000001
  000944  jmp     0x0000000000000016
  000949  mov     [rbp+0x10],rsi
  000950  mov     qword ptr [rbp+0x18],1
  00095b  mov     [rbp+0x98],r14
  000962  mov     qword ptr [rbp+0x140],3
  00096d  mov     [rbp+0xa0],r15
  000974  mov     [rbp+0xa8],rsi
  00097b  mov     rax,0x100000002
  000985  jmp     0x0000000000000016
  00098a  mov     [rbp+0x98],r14
  000991  mov     qword ptr [rbp+0x140],3
  00099c  mov     [rbp+0xa0],r15
  0009a3  mov     qword ptr [rbp+0xa8],0x18
  0009ae  mov     rax,0x100000003
  0009b8  jmp     0x0000000000000016
  0009bd  sub     r15,1
  0009c4  mov     [rbp+0x98],r14
  0009cb  mov     qword ptr [rbp+0x140],3
  0009d6  mov     [rbp+0xa0],r15
  0009dd  mov     qword ptr [rbp+0xa8],0x18
  0009e8  mov     rax,0x100000004
  0009f2  jmp     0x0000000000000016
  0009f7  mov     [rbp+0x98],r14
  0009fe  mov     qword ptr [rbp+0x140],3
  000a09  mov     [rbp+0xa0],rsi
  000a10  mov     qword ptr [rbp+0xa8],0x19
  000a1b  mov     rax,0x100000005
  000a25  jmp     0x0000000000000016
  000a2a  mov     [rbp+0x98],r14
  000a31  mov     qword ptr [rbp+0x140],3
  000a3c  mov     [rbp+0xa0],rsi
  000a43  mov     qword ptr [rbp+0xa8],0x19
  000a4e  mov     rax,0x100000006
  000a58  jmp     0x0000000000000016
  000a5d  sub     r13,1
  000a64  mov     [rbp+0x98],r14
  000a6b  mov     qword ptr [rbp+0x140],3
  000a76  mov     [rbp+0xa0],rsi
  000a7d  mov     qword ptr [rbp+0xa8],0x19
  000a88  mov     rax,0x100000007
  000a92  jmp     0x0000000000000016
  000a97  mov     [rbp+0x98],r14
  000a9e  mov     qword ptr [rbp+0x140],3
  000aa9  mov     [rbp+0xa0],r15
  000ab0  mov     qword ptr [rbp+0xa8],0x1b
  000abb  mov     rax,0x100000009
  000ac5  jmp     0x0000000000000016
  000aca  add     r12,1
  000ad1  mov     [rbp+0x98],r14
  000ad8  mov     qword ptr [rbp+0x140],3
  000ae3  mov     [rbp+0xa0],r15
  000aea  mov     qword ptr [rbp+0xa8],0x1b
  000af5  mov     rax,0x10000000a
  000aff  jmp     0x0000000000000016
  000b04  mov     [rbp+0x98],r14
  000b0b  mov     qword ptr [rbp+0x140],3
  000b16  mov     [rbp+0xa0],r15
  000b1d  mov     qword ptr [rbp+0xa8],0x1c
  000b28  mov     rax,0x10000000c
  000b32  jmp     0x0000000000000016
  000b37  sub     r13,1
  000b3e  mov     [rbp+0x98],r14
  000b45  mov     qword ptr [rbp+0x140],3
  000b50  mov     [rbp+0xa0],rsi
  000b57  mov     qword ptr [rbp+0xa8],0x19
  000b62  mov     rax,0x10000000e
  000b6c  jmp     0x0000000000000016
  000b71  mov     [rbp+0x98],r14
  000b78  mov     qword ptr [rbp+0x140],3
  000b83  mov     [rbp+0xa0],r15
  000b8a  mov     qword ptr [rbp+0xa8],0x1c
  000b95  mov     rax,0x100000011
  000b9f  jmp     0x0000000000000016
  000ba4  mov     [rbp+0x98],r14
  000bab  mov     qword ptr [rbp+0x140],3
  000bb6  mov     [rbp+0xa0],rsi
  000bbd  mov     qword ptr [rbp+0xa8],0x19
  000bc8  mov     [rbp+0xb8],r13
  000bcf  mov     qword ptr [rbp+0x160],1
  000bda  mov     rax,0x100000008
  000be4  jmp     0x0000000000000016
  000be9  mov     [rbp+0x98],r14
  000bf0  mov     qword ptr [rbp+0x140],3
  000bfb  mov     [rbp+0xa0],r15
  000c02  mov     qword ptr [rbp+0xa8],0x1b
  000c0d  mov     [rbp+0xb8],r12
  000c14  mov     qword ptr [rbp+0x160],1
  000c1f  mov     rax,0x10000000b
  000c29  jmp     0x0000000000000016
  000c2e  mov     [rbp+0x98],r14
  000c35  mov     qword ptr [rbp+0x140],3
  000c40  mov     [rbp+0xa0],rsi
  000c47  mov     qword ptr [rbp+0xa8],0x19
  000c52  mov     [rbp+0xb8],r13
  000c59  mov     qword ptr [rbp+0x160],1
  000c64  mov     rax,0x10000000f
  000c6e  jmp     0x0000000000000016
  000c73  mov     [rbp+0x98],r14
  000c7a  mov     qword ptr [rbp+0x140],3
  000c85  mov     [rbp+0xa0],r15
  000c8c  mov     qword ptr [rbp+0xa8],0x1b
  000c97  mov     [rbp+0xb8],r12
  000c9e  mov     qword ptr [rbp+0x160],1
  000ca9  mov     rax,0x100000010
  000cb3  jmp     0x0000000000000016

; T2: 2162 bytes
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
; guard_value v1, [43, 43, 43, 43, 43, 43, 43, 43, 91, 45, 62, 43, 43, 43, 43, 43, 43, 43, 43, 60, 93, 62, 43, 91, 62, 43, 60, 45, 93, 62, 91, 45, 46, 93, 62, 43, 43, 43, 43, 43, 43, 43, 43, 91, 45, 60, 43, 43, 43, 43, 43, 43, 43, 43, 62, 93, 60, 91, 45, 62, 43, 60, 93, 62, 91, 45, 93] => loop/0 (0) {tape=v3, pc=v5}
  000d50  mov     rax,<list k0>
  000d5a  cmp     r12,rax
  000d5d  jne     0x0000000000001253
; guard_value v2, [0, 0, 0, 0, 0, 0, 0, 0, 20, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 8, 0, 0, 28, 0, 0, 0, 0, 23, 0, 33, 0, 0, 30, 0, 0, 0, 0, 0, 0, 0, 0, 0, 55, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 43, 0, 62, 0, 0, 0, 0, 57, 0, 66, 0, 64] => loop_jumps/0 (1) {tape=v3, pc=v5}
  000d63  mov     rax,<list k1>
  000d6d  cmp     r13,rax
  000d70  jne     0x00000000000012b4
; guard_value v5, 31 => loop_pc/0 (2) {tape=v3, pc=v5}
  000d76  cmp     rsi,0x1f
  000d7d  jne     0x0000000000001315
  000d83  jmp     0x0000000000000d9d
  000d88  mov     rbx,[rbp+0x30]
  000d8f  mov     r14,[rbp+0x98]
  000d96  mov     r15,[rbp+0xa0]
; v9:int = lt 33, v0
; guard_true v9 => dispatch/0 (3) {tape=v3, pc=31}
  000d9d  mov     r11,0x21
  000da4  cmp     r11,rbx
  000da7  jge     0x000000000000134f
; guard_words v3 => minus/0 (6) {tape=v3, pc=31}
  000dad  cmp     qword ptr [r14+8],0
  000db9  jne     0x000000000000137b
; v12:int = readlist v3, v4 words => minus/0 (6) {tape=v3, pc=31}
  000dbf  cmp     r15,[r14]
  000dc7  jae     0x00000000000013a7
  000dcd  mov     rax,[r14+0x10]
  000dd5  mov     rsi,[rax+r15*8]
; v13:int = sub v12, 1 => minus/0 (6) {tape=v3, pc=31}
  000dd9  sub     rsi,1
  000de0  jo      0x00000000000013d3
; v14:int = and v13, 255
  000de6  and     rsi,0xff
; v15:list = set v3, v4, v14 owned words in_bounds => minus/3 (6) {tape=v3, pc=31, x=v14}
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
  000e56  je      0x0000000000001406
; guard_steps => loop/0 (34) {tape=v15, pc=31}
; v19:list = phi tape v15
; v20:int = phi - v14
; loop (34)
  000e5c  nop
  000e5d  nop
  000e5e  nop
  000e5f  nop
; v22:int = sub_nov v20, 1
  000e60  sub     rsi,1
; v23:int = and v22, 255
  000e67  and     rsi,0xff
; v24:list = set v19, v4, v23 owned words in_bounds => minus/3 (6) {tape=v19, pc=31, x=v23}
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
  000eb9  jmp     0x0000000000001432
; guard_steps => loop/0 (34) {tape=v24, pc=31}
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
  000fa7  je      0x000000000000145e
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
  001076  je      0x000000000000149c
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
  00116a  je      0x00000000000014c8
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
  001239  je      0x0000000000001506
  00123f  jmp     0x0000000000000eb0
; exits
  001244  mov     rax,0x2fffffffe
  00124e  jmp     0x0000000000000016
  001253  mov     [rbp+0x10],r12
  00125a  mov     qword ptr [rbp+0x18],3
  001265  mov     [rbp+0x98],r14
  00126c  mov     qword ptr [rbp+0x140],3
  001277  mov     [rbp+0xa8],rsi
  00127e  mov     rdi,[rbp+0x20]
  001285  mov     rsi,8
  00128f  mov     rdx,0
  001299  mov     rax,<exit_lists>
  0012a3  call    rax
  0012a5  mov     rax,0x200000000
  0012af  jmp     0x0000000000000016
  0012b4  mov     [rbp+0x10],r13
  0012bb  mov     qword ptr [rbp+0x18],3
  0012c6  mov     [rbp+0x98],r14
  0012cd  mov     qword ptr [rbp+0x140],3
  0012d8  mov     [rbp+0xa8],rsi
  0012df  mov     rdi,[rbp+0x20]
  0012e6  mov     rsi,8
  0012f0  mov     rdx,0
  0012fa  mov     rax,<exit_lists>
  001304  call    rax
  001306  mov     rax,0x200000001
  001310  jmp     0x0000000000000016
  001315  mov     [rbp+0x10],rsi
  00131c  mov     qword ptr [rbp+0x18],1
  001327  mov     [rbp+0x98],r14
  00132e  mov     qword ptr [rbp+0x140],3
  001339  mov     [rbp+0xa8],rsi
  001340  mov     rax,0x200000002
  00134a  jmp     0x0000000000000016
  00134f  mov     [rbp+0x98],r14
  001356  mov     qword ptr [rbp+0x140],3
  001361  mov     qword ptr [rbp+0xa8],0x1f
  00136c  mov     rax,0x200000003
  001376  jmp     0x0000000000000016
  00137b  mov     [rbp+0x98],r14
  001382  mov     qword ptr [rbp+0x140],3
  00138d  mov     qword ptr [rbp+0xa8],0x1f
  001398  mov     rax,0x200000004
  0013a2  jmp     0x0000000000000016
  0013a7  mov     [rbp+0x98],r14
  0013ae  mov     qword ptr [rbp+0x140],3
  0013b9  mov     qword ptr [rbp+0xa8],0x1f
  0013c4  mov     rax,0x200000005
  0013ce  jmp     0x0000000000000016
  0013d3  add     rsi,1
  0013da  mov     [rbp+0x98],r14
  0013e1  mov     qword ptr [rbp+0x140],3
  0013ec  mov     qword ptr [rbp+0xa8],0x1f
  0013f7  mov     rax,0x200000006
  001401  jmp     0x0000000000000016
  001406  mov     [rbp+0x98],r14
  00140d  mov     qword ptr [rbp+0x140],3
  001418  mov     qword ptr [rbp+0xa8],0x21
  001423  mov     rax,0x200000009
  00142d  jmp     0x0000000000000016
  001432  mov     [rbp+0x98],r14
  001439  mov     qword ptr [rbp+0x140],3
  001444  mov     qword ptr [rbp+0xa8],0x21
  00144f  mov     rax,0x20000000d
  001459  jmp     0x0000000000000016
  00145e  mov     [rbp+0x98],r14
  001465  mov     qword ptr [rbp+0x140],3
  001470  mov     qword ptr [rbp+0xa8],0x1f
  00147b  mov     [rbp+0xb8],rsi
  001482  mov     qword ptr [rbp+0x160],1
  00148d  mov     rax,0x200000007
  001497  jmp     0x0000000000000016
  00149c  mov     [rbp+0x98],r14
  0014a3  mov     qword ptr [rbp+0x140],3
  0014ae  mov     qword ptr [rbp+0xa8],0x20
  0014b9  mov     rax,0x200000008
  0014c3  jmp     0x0000000000000016
  0014c8  mov     [rbp+0x98],r14
  0014cf  mov     qword ptr [rbp+0x140],3
  0014da  mov     qword ptr [rbp+0xa8],0x1f
  0014e5  mov     [rbp+0xb8],rsi
  0014ec  mov     qword ptr [rbp+0x160],1
  0014f7  mov     rax,0x20000000b
  001501  jmp     0x0000000000000016
  001506  mov     [rbp+0x98],r14
  00150d  mov     qword ptr [rbp+0x140],3
  001518  mov     qword ptr [rbp+0xa8],0x20
  001523  mov     rax,0x20000000c
  00152d  jmp     0x0000000000000016

; T3: 2779 bytes
; v0:int = input n
  001540  cmp     qword ptr [rbp+0xd8],1
  00154b  jne     0x0000000000001b60
  001551  mov     rbx,[rbp+0x30]
; v1:list = input src
  001558  cmp     qword ptr [rbp+0xe0],3
  001563  jne     0x0000000000001b60
  001569  mov     r12,[rbp+0x38]
; v2:list = input jumps
  001570  cmp     qword ptr [rbp+0xe8],3
  00157b  jne     0x0000000000001b60
  001581  mov     r13,[rbp+0x40]
; v3:list = input tape
  001588  cmp     qword ptr [rbp+0x140],3
  001593  jne     0x0000000000001b60
  001599  mov     r14,[rbp+0x98]
; v4:int = input p
  0015a0  cmp     qword ptr [rbp+0x148],1
  0015ab  jne     0x0000000000001b60
  0015b1  mov     r15,[rbp+0xa0]
; v5:int = input pc
  0015b8  cmp     qword ptr [rbp+0x150],1
  0015c3  jne     0x0000000000001b60
  0015c9  mov     rsi,[rbp+0xa8]
; guard_value v1, [43, 43, 43, 43, 43, 43, 43, 43, 91, 45, 62, 43, 43, 43, 43, 43, 43, 43, 43, 60, 93, 62, 43, 91, 62, 43, 60, 45, 93, 62, 91, 45, 46, 93, 62, 43, 43, 43, 43, 43, 43, 43, 43, 91, 45, 60, 43, 43, 43, 43, 43, 43, 43, 43, 62, 93, 60, 91, 45, 62, 43, 60, 93, 62, 91, 45, 93] => loop/0 (0) {tape=v3, p=v4, pc=v5}
  0015d0  mov     rax,<list k0>
  0015da  cmp     r12,rax
  0015dd  jne     0x0000000000001b6f
; guard_value v2, [0, 0, 0, 0, 0, 0, 0, 0, 20, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 8, 0, 0, 28, 0, 0, 0, 0, 23, 0, 33, 0, 0, 30, 0, 0, 0, 0, 0, 0, 0, 0, 0, 55, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 43, 0, 62, 0, 0, 0, 0, 57, 0, 66, 0, 64] => loop_jumps/0 (1) {tape=v3, p=v4, pc=v5}
  0015e3  mov     rax,<list k1>
  0015ed  cmp     r13,rax
  0015f0  jne     0x0000000000001bd7
; guard_value v5, 58 => loop_pc/0 (2) {tape=v3, p=v4, pc=v5}
  0015f6  cmp     rsi,0x3a
  0015fd  jne     0x0000000000001c3f
  001603  jmp     0x000000000000161d
  001608  mov     rbx,[rbp+0x30]
  00160f  mov     r14,[rbp+0x98]
  001616  mov     r15,[rbp+0xa0]
; v9:int = lt 62, v0
; guard_true v9 => dispatch/0 (3) {tape=v3, p=v4, pc=58}
  00161d  mov     r11,0x3e
  001624  cmp     r11,rbx
  001627  jge     0x0000000000001c80
; guard_words v3 => minus/0 (6) {tape=v3, p=v4, pc=58}
  00162d  cmp     qword ptr [r14+8],0
  001639  jne     0x0000000000001cb3
; v12:int = readlist v3, v4 words => minus/0 (6) {tape=v3, p=v4, pc=58}
  00163f  cmp     r15,[r14]
  001647  jae     0x0000000000001ce6
  00164d  mov     rax,[r14+0x10]
  001655  mov     rsi,[rax+r15*8]
; v13:int = sub v12, 1 => minus/0 (6) {tape=v3, p=v4, pc=58}
  001659  sub     rsi,1
  001660  jo      0x0000000000001d19
; v14:int = and v13, 255
  001666  and     rsi,0xff
; v15:list = set v3, v4, v14 owned words in_bounds => minus/3 (6) {tape=v3, p=v4, pc=58, x=v14}
  00166d  cmp     qword ptr [r14-0x10],1
  001679  jne     0x0000000000001784
  00167f  cmp     qword ptr [r14-8],1
  00168b  jne     0x0000000000001784
  001691  mov     rax,[r14+0x10]
  001699  lea     rax,[rax+r15*8]
  00169d  mov     [rax],rsi
; v16:int = add v4, 1 => right/0 (15) {tape=v15, p=v4, pc=59}
  0016a0  add     r15,1
  0016a7  jo      0x0000000000001d53
; v17:int = and v16, 65535
  0016ad  mov     rsi,r15
  0016b0  and     rsi,0xffff
; v18:int = readlist v15, v17 words => plus/0 (22) {tape=v15, p=v17, pc=60}
  0016b7  cmp     rsi,[r14]
  0016bf  jae     0x0000000000001d8d
  0016c5  mov     rax,[r14+0x10]
  0016cd  mov     r13,[rax+rsi*8]
; v19:int = add v18, 1 => plus/0 (22) {tape=v15, p=v17, pc=60}
  0016d1  add     r13,1
  0016d8  jo      0x0000000000001dc0
; v20:int = and v19, 255
  0016de  and     r13,0xff
; v21:list = set v15, v17, v20 owned words in_bounds => plus/3 (22) {tape=v15, p=v17, pc=60, x=v20}
  0016e5  mov     rax,[r14+0x10]
  0016ed  lea     rax,[rax+rsi*8]
  0016f1  mov     [rax],r13
; v22:int = add_nov v16, -1
  0016f4  add     r15,0xffffffffffffffff
; v23:int = and v22, 65535
  0016fb  and     r15,0xffff
; v24:int = readlist v21, v23 words => close_bracket/0 (46) {tape=v21, p=v23, pc=62}
  001702  cmp     r15,[r14]
  00170a  jae     0x0000000000001dfa
  001710  mov     rax,[r14+0x10]
  001718  mov     r12,[rax+r15*8]
; guard_true v24 => close_bracket/0 (46) {tape=v21, p=v23, pc=62}
  00171c  test    r12,r12
  00171f  je      0x0000000000001e2d
; guard_steps => loop/0 (49) {tape=v21, p=v23, pc=58}
; v27:list = phi tape v21
; v28:int = phi - v24
; v29:int = phi - v20
; loop (49)
  001725  nop
  001726  nop
  001727  nop
  001728  nop
  001729  nop
  00172a  nop
  00172b  nop
  00172c  nop
  00172d  nop
  00172e  nop
  00172f  nop
; v31:int = sub v28, 1 => minus/0 (6) {tape=v27, p=v23, pc=58}
  001730  sub     r12,1
  001737  jo      0x0000000000001e60
; v32:int = and v31, 255
  00173d  and     r12,0xff
; v33:list = set v27, v23, v32 owned words in_bounds => minus/3 (6) {tape=v27, p=v23, pc=58, x=v32}
  001744  mov     rax,[r14+0x10]
  00174c  lea     rax,[rax+r15*8]
  001750  mov     [rax],r12
; v34:int = add v29, 1 => plus/0 (22) {tape=v33, p=v17, pc=60}
  001753  add     r13,1
  00175a  jo      0x0000000000001e9a
; v35:int = and v34, 255
  001760  and     r13,0xff
; v36:list = set v33, v17, v35 owned words in_bounds => plus/3 (22) {tape=v33, p=v17, pc=60, x=v35}
  001767  mov     rax,[r14+0x10]
  00176f  lea     rax,[rax+rsi*8]
  001773  mov     [rax],r13
; guard_true v32 => close_bracket/0 (46) {tape=v36, p=v23, pc=62}
  001776  test    r12,r12
  001779  jne     0x0000000000001730
  00177f  jmp     0x0000000000001ed4
; guard_steps => loop/0 (49) {tape=v36, p=v23, pc=58}
; jump (49) v27 <- v36, v28 <- v32, v29 <- v35
  001784  sub     rsp,0x70
  00178b  mov     [rsp+0x30],rcx
  001793  mov     [rsp+0x38],rsi
  00179b  mov     [rsp+0x40],rdi
  0017a3  mov     [rsp+0x48],r8
  0017ab  mov     [rsp+0x50],r9
  0017b3  mov     [rsp+0x58],r10
  0017bb  mov     [rsp],r14
  0017c3  mov     qword ptr [rsp+8],3
  0017cf  mov     [rsp+0x10],r15
  0017d7  mov     qword ptr [rsp+0x18],1
  0017e3  mov     [rsp+0x20],rsi
  0017eb  mov     qword ptr [rsp+0x28],1
  0017f7  mov     rdi,[rbp+0x20]
  0017fe  mov     esi,0xe
  001803  mov     rdx,rsp
  001806  mov     rcx,0xfffffffffffffff2
  001810  mov     r8,0xfffffffffffffff2
  00181a  mov     r9,0
  001824  mov     rax,<list_op>
  00182e  call    rax
  001830  mov     r11,rax
  001833  mov     rcx,[rsp+0x30]
  00183b  mov     rsi,[rsp+0x38]
  001843  mov     rdi,[rsp+0x40]
  00184b  mov     r8,[rsp+0x48]
  001853  mov     r9,[rsp+0x50]
  00185b  mov     r10,[rsp+0x58]
  001863  add     rsp,0x70
  00186a  test    rdx,rdx
  00186d  je      0x0000000000001f07
  001873  mov     r14,r11
  001876  jmp     0x00000000000016a0
  00187b  sub     rsp,0x70
  001882  mov     [rsp+0x30],rcx
  00188a  mov     [rsp+0x38],rsi
  001892  mov     [rsp+0x40],rdi
  00189a  mov     [rsp+0x48],r8
  0018a2  mov     [rsp+0x50],r9
  0018aa  mov     [rsp+0x58],r10
  0018b2  mov     [rsp],r14
  0018ba  mov     qword ptr [rsp+8],3
  0018c6  mov     [rsp+0x10],rsi
  0018ce  mov     qword ptr [rsp+0x18],1
  0018da  mov     [rsp+0x20],r13
  0018e2  mov     qword ptr [rsp+0x28],1
  0018ee  mov     rdi,[rbp+0x20]
  0018f5  mov     esi,0xe
  0018fa  mov     rdx,rsp
  0018fd  mov     rcx,0xfffffffffffffff2
  001907  mov     r8,0xfffffffffffffff2
  001911  mov     r9,0
  00191b  mov     rax,<list_op>
  001925  call    rax
  001927  mov     r11,rax
  00192a  mov     rcx,[rsp+0x30]
  001932  mov     rsi,[rsp+0x38]
  00193a  mov     rdi,[rsp+0x40]
  001942  mov     r8,[rsp+0x48]
  00194a  mov     r9,[rsp+0x50]
  001952  mov     r10,[rsp+0x58]
  00195a  add     rsp,0x70
  001961  test    rdx,rdx
  001964  je      0x0000000000001f4c
  00196a  mov     r14,r11
  00196d  jmp     0x00000000000016f4
  001972  sub     rsp,0x70
  001979  mov     [rsp+0x30],rcx
  001981  mov     [rsp+0x38],rsi
  001989  mov     [rsp+0x40],rdi
  001991  mov     [rsp+0x48],r8
  001999  mov     [rsp+0x50],r9
  0019a1  mov     [rsp+0x58],r10
  0019a9  mov     [rsp],r14
  0019b1  mov     qword ptr [rsp+8],3
  0019bd  mov     [rsp+0x10],r15
  0019c5  mov     qword ptr [rsp+0x18],1
  0019d1  mov     [rsp+0x20],r12
  0019d9  mov     qword ptr [rsp+0x28],1
  0019e5  mov     rdi,[rbp+0x20]
  0019ec  mov     esi,0xe
  0019f1  mov     rdx,rsp
  0019f4  mov     rcx,0xfffffffffffffff2
  0019fe  mov     r8,0xfffffffffffffff2
  001a08  mov     r9,0
  001a12  mov     rax,<list_op>
  001a1c  call    rax
  001a1e  mov     r11,rax
  001a21  mov     rcx,[rsp+0x30]
  001a29  mov     rsi,[rsp+0x38]
  001a31  mov     rdi,[rsp+0x40]
  001a39  mov     r8,[rsp+0x48]
  001a41  mov     r9,[rsp+0x50]
  001a49  mov     r10,[rsp+0x58]
  001a51  add     rsp,0x70
  001a58  test    rdx,rdx
  001a5b  je      0x0000000000001f91
  001a61  mov     r14,r11
  001a64  jmp     0x0000000000001753
  001a69  sub     rsp,0x70
  001a70  mov     [rsp+0x30],rcx
  001a78  mov     [rsp+0x38],rsi
  001a80  mov     [rsp+0x40],rdi
  001a88  mov     [rsp+0x48],r8
  001a90  mov     [rsp+0x50],r9
  001a98  mov     [rsp+0x58],r10
  001aa0  mov     [rsp],r14
  001aa8  mov     qword ptr [rsp+8],3
  001ab4  mov     [rsp+0x10],rsi
  001abc  mov     qword ptr [rsp+0x18],1
  001ac8  mov     [rsp+0x20],r13
  001ad0  mov     qword ptr [rsp+0x28],1
  001adc  mov     rdi,[rbp+0x20]
  001ae3  mov     esi,0xe
  001ae8  mov     rdx,rsp
  001aeb  mov     rcx,0xfffffffffffffff2
  001af5  mov     r8,0xfffffffffffffff2
  001aff  mov     r9,0
  001b09  mov     rax,<list_op>
  001b13  call    rax
  001b15  mov     r11,rax
  001b18  mov     rcx,[rsp+0x30]
  001b20  mov     rsi,[rsp+0x38]
  001b28  mov     rdi,[rsp+0x40]
  001b30  mov     r8,[rsp+0x48]
  001b38  mov     r9,[rsp+0x50]
  001b40  mov     r10,[rsp+0x58]
  001b48  add     rsp,0x70
  001b4f  test    rdx,rdx
  001b52  je      0x0000000000001fd6
  001b58  mov     r14,r11
  001b5b  jmp     0x0000000000001776
; exits
  001b60  mov     rax,0x3fffffffe
  001b6a  jmp     0x0000000000000016
  001b6f  mov     [rbp+0x10],r12
  001b76  mov     qword ptr [rbp+0x18],3
  001b81  mov     [rbp+0x98],r14
  001b88  mov     qword ptr [rbp+0x140],3
  001b93  mov     [rbp+0xa0],r15
  001b9a  mov     [rbp+0xa8],rsi
  001ba1  mov     rdi,[rbp+0x20]
  001ba8  mov     rsi,8
  001bb2  mov     rdx,0
  001bbc  mov     rax,<exit_lists>
  001bc6  call    rax
  001bc8  mov     rax,0x300000000
  001bd2  jmp     0x0000000000000016
  001bd7  mov     [rbp+0x10],r13
  001bde  mov     qword ptr [rbp+0x18],3
  001be9  mov     [rbp+0x98],r14
  001bf0  mov     qword ptr [rbp+0x140],3
  001bfb  mov     [rbp+0xa0],r15
  001c02  mov     [rbp+0xa8],rsi
  001c09  mov     rdi,[rbp+0x20]
  001c10  mov     rsi,8
  001c1a  mov     rdx,0
  001c24  mov     rax,<exit_lists>
  001c2e  call    rax
  001c30  mov     rax,0x300000001
  001c3a  jmp     0x0000000000000016
  001c3f  mov     [rbp+0x10],rsi
  001c46  mov     qword ptr [rbp+0x18],1
  001c51  mov     [rbp+0x98],r14
  001c58  mov     qword ptr [rbp+0x140],3
  001c63  mov     [rbp+0xa0],r15
  001c6a  mov     [rbp+0xa8],rsi
  001c71  mov     rax,0x300000002
  001c7b  jmp     0x0000000000000016
  001c80  mov     [rbp+0x98],r14
  001c87  mov     qword ptr [rbp+0x140],3
  001c92  mov     [rbp+0xa0],r15
  001c99  mov     qword ptr [rbp+0xa8],0x3a
  001ca4  mov     rax,0x300000003
  001cae  jmp     0x0000000000000016
  001cb3  mov     [rbp+0x98],r14
  001cba  mov     qword ptr [rbp+0x140],3
  001cc5  mov     [rbp+0xa0],r15
  001ccc  mov     qword ptr [rbp+0xa8],0x3a
  001cd7  mov     rax,0x300000004
  001ce1  jmp     0x0000000000000016
  001ce6  mov     [rbp+0x98],r14
  001ced  mov     qword ptr [rbp+0x140],3
  001cf8  mov     [rbp+0xa0],r15
  001cff  mov     qword ptr [rbp+0xa8],0x3a
  001d0a  mov     rax,0x300000005
  001d14  jmp     0x0000000000000016
  001d19  add     rsi,1
  001d20  mov     [rbp+0x98],r14
  001d27  mov     qword ptr [rbp+0x140],3
  001d32  mov     [rbp+0xa0],r15
  001d39  mov     qword ptr [rbp+0xa8],0x3a
  001d44  mov     rax,0x300000006
  001d4e  jmp     0x0000000000000016
  001d53  sub     r15,1
  001d5a  mov     [rbp+0x98],r14
  001d61  mov     qword ptr [rbp+0x140],3
  001d6c  mov     [rbp+0xa0],r15
  001d73  mov     qword ptr [rbp+0xa8],0x3b
  001d7e  mov     rax,0x300000008
  001d88  jmp     0x0000000000000016
  001d8d  mov     [rbp+0x98],r14
  001d94  mov     qword ptr [rbp+0x140],3
  001d9f  mov     [rbp+0xa0],rsi
  001da6  mov     qword ptr [rbp+0xa8],0x3c
  001db1  mov     rax,0x300000009
  001dbb  jmp     0x0000000000000016
  001dc0  sub     r13,1
  001dc7  mov     [rbp+0x98],r14
  001dce  mov     qword ptr [rbp+0x140],3
  001dd9  mov     [rbp+0xa0],rsi
  001de0  mov     qword ptr [rbp+0xa8],0x3c
  001deb  mov     rax,0x30000000a
  001df5  jmp     0x0000000000000016
  001dfa  mov     [rbp+0x98],r14
  001e01  mov     qword ptr [rbp+0x140],3
  001e0c  mov     [rbp+0xa0],r15
  001e13  mov     qword ptr [rbp+0xa8],0x3e
  001e1e  mov     rax,0x30000000c
  001e28  jmp     0x0000000000000016
  001e2d  mov     [rbp+0x98],r14
  001e34  mov     qword ptr [rbp+0x140],3
  001e3f  mov     [rbp+0xa0],r15
  001e46  mov     qword ptr [rbp+0xa8],0x3e
  001e51  mov     rax,0x30000000d
  001e5b  jmp     0x0000000000000016
  001e60  add     r12,1
  001e67  mov     [rbp+0x98],r14
  001e6e  mov     qword ptr [rbp+0x140],3
  001e79  mov     [rbp+0xa0],r15
  001e80  mov     qword ptr [rbp+0xa8],0x3a
  001e8b  mov     rax,0x30000000f
  001e95  jmp     0x0000000000000016
  001e9a  sub     r13,1
  001ea1  mov     [rbp+0x98],r14
  001ea8  mov     qword ptr [rbp+0x140],3
  001eb3  mov     [rbp+0xa0],rsi
  001eba  mov     qword ptr [rbp+0xa8],0x3c
  001ec5  mov     rax,0x300000011
  001ecf  jmp     0x0000000000000016
  001ed4  mov     [rbp+0x98],r14
  001edb  mov     qword ptr [rbp+0x140],3
  001ee6  mov     [rbp+0xa0],r15
  001eed  mov     qword ptr [rbp+0xa8],0x3e
  001ef8  mov     rax,0x300000013
  001f02  jmp     0x0000000000000016
  001f07  mov     [rbp+0x98],r14
  001f0e  mov     qword ptr [rbp+0x140],3
  001f19  mov     [rbp+0xa0],r15
  001f20  mov     qword ptr [rbp+0xa8],0x3a
  001f2b  mov     [rbp+0xb8],rsi
  001f32  mov     qword ptr [rbp+0x160],1
  001f3d  mov     rax,0x300000007
  001f47  jmp     0x0000000000000016
  001f4c  mov     [rbp+0x98],r14
  001f53  mov     qword ptr [rbp+0x140],3
  001f5e  mov     [rbp+0xa0],rsi
  001f65  mov     qword ptr [rbp+0xa8],0x3c
  001f70  mov     [rbp+0xb8],r13
  001f77  mov     qword ptr [rbp+0x160],1
  001f82  mov     rax,0x30000000b
  001f8c  jmp     0x0000000000000016
  001f91  mov     [rbp+0x98],r14
  001f98  mov     qword ptr [rbp+0x140],3
  001fa3  mov     [rbp+0xa0],r15
  001faa  mov     qword ptr [rbp+0xa8],0x3a
  001fb5  mov     [rbp+0xb8],r12
  001fbc  mov     qword ptr [rbp+0x160],1
  001fc7  mov     rax,0x300000010
  001fd1  jmp     0x0000000000000016
  001fd6  mov     [rbp+0x98],r14
  001fdd  mov     qword ptr [rbp+0x140],3
  001fe8  mov     [rbp+0xa0],rsi
  001fef  mov     qword ptr [rbp+0xa8],0x3c
  001ffa  mov     [rbp+0xb8],r13
  002001  mov     qword ptr [rbp+0x160],1
  00200c  mov     rax,0x300000012
  002016  jmp     0x0000000000000016

; T4: 1567 bytes
; v0:int = input n
  002020  cmp     qword ptr [rbp+0xd8],1
  00202b  jne     0x00000000000023a9
  002031  mov     rbx,[rbp+0x30]
; v1:list = input src
  002038  cmp     qword ptr [rbp+0xe0],3
  002043  jne     0x00000000000023a9
  002049  mov     r12,[rbp+0x38]
; v2:list = input jumps
  002050  cmp     qword ptr [rbp+0xe8],3
  00205b  jne     0x00000000000023a9
  002061  mov     r13,[rbp+0x40]
; v3:list = input tape
  002068  cmp     qword ptr [rbp+0x140],3
  002073  jne     0x00000000000023a9
  002079  mov     r14,[rbp+0x98]
; v4:int = input p
  002080  cmp     qword ptr [rbp+0x148],1
  00208b  jne     0x00000000000023a9
  002091  mov     r15,[rbp+0xa0]
; v5:int = input pc
  002098  cmp     qword ptr [rbp+0x150],1
  0020a3  jne     0x00000000000023a9
  0020a9  mov     rsi,[rbp+0xa8]
; guard_value v1, [43, 43, 43, 43, 43, 43, 43, 43, 91, 45, 62, 43, 43, 43, 43, 43, 43, 43, 43, 60, 93, 62, 43, 91, 62, 43, 60, 45, 93, 62, 91, 45, 46, 93, 62, 43, 43, 43, 43, 43, 43, 43, 43, 91, 45, 60, 43, 43, 43, 43, 43, 43, 43, 43, 62, 93, 60, 91, 45, 62, 43, 60, 93, 62, 91, 45, 93] => loop/0 (0) {tape=v3, pc=v5}
  0020b0  mov     rax,<list k0>
  0020ba  cmp     r12,rax
  0020bd  jne     0x00000000000023b8
; guard_value v2, [0, 0, 0, 0, 0, 0, 0, 0, 20, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 8, 0, 0, 28, 0, 0, 0, 0, 23, 0, 33, 0, 0, 30, 0, 0, 0, 0, 0, 0, 0, 0, 0, 55, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 43, 0, 62, 0, 0, 0, 0, 57, 0, 66, 0, 64] => loop_jumps/0 (1) {tape=v3, pc=v5}
  0020c3  mov     rax,<list k1>
  0020cd  cmp     r13,rax
  0020d0  jne     0x0000000000002419
; guard_value v5, 65 => loop_pc/0 (2) {tape=v3, pc=v5}
  0020d6  cmp     rsi,0x41
  0020dd  jne     0x000000000000247a
  0020e3  jmp     0x00000000000020fd
  0020e8  mov     rbx,[rbp+0x30]
  0020ef  mov     r14,[rbp+0x98]
  0020f6  mov     r15,[rbp+0xa0]
; v9:int = lt 66, v0
; guard_true v9 => dispatch/0 (3) {tape=v3, pc=65}
  0020fd  mov     r11,0x42
  002104  cmp     r11,rbx
  002107  jge     0x00000000000024b4
; guard_words v3 => minus/0 (6) {tape=v3, pc=65}
  00210d  cmp     qword ptr [r14+8],0
  002119  jne     0x00000000000024e0
; v12:int = readlist v3, v4 words => minus/0 (6) {tape=v3, pc=65}
  00211f  cmp     r15,[r14]
  002127  jae     0x000000000000250c
  00212d  mov     rax,[r14+0x10]
  002135  mov     rsi,[rax+r15*8]
; v13:int = sub v12, 1 => minus/0 (6) {tape=v3, pc=65}
  002139  sub     rsi,1
  002140  jo      0x0000000000002538
; v14:int = and v13, 255
  002146  and     rsi,0xff
; v15:list = set v3, v4, v14 owned words in_bounds => minus/3 (6) {tape=v3, pc=65, x=v14}
  00214d  cmp     qword ptr [r14-0x10],1
  002159  jne     0x00000000000021bb
  00215f  cmp     qword ptr [r14-8],1
  00216b  jne     0x00000000000021bb
  002171  mov     rax,[r14+0x10]
  002179  lea     rax,[rax+r15*8]
  00217d  mov     [rax],rsi
; guard_true v14 => close_bracket/0 (20) {tape=v15, pc=66}
  002180  test    rsi,rsi
  002183  je      0x000000000000256b
; guard_steps => loop/0 (23) {tape=v15, pc=65}
; v18:list = phi tape v15
; v19:int = phi - v14
; loop (23)
  002189  nop
  00218a  nop
  00218b  nop
  00218c  nop
  00218d  nop
  00218e  nop
  00218f  nop
; v21:int = sub_nov v19, 1
  002190  sub     rsi,1
; v22:int = and v21, 255
  002197  and     rsi,0xff
; v23:list = set v18, v4, v22 owned words in_bounds => minus/3 (6) {tape=v18, pc=65, x=v22}
  00219e  mov     rax,[r14+0x10]
  0021a6  lea     rax,[rax+r15*8]
  0021aa  mov     [rax],rsi
; guard_true v22 => close_bracket/0 (20) {tape=v23, pc=66}
  0021ad  test    rsi,rsi
  0021b0  jne     0x0000000000002190
  0021b6  jmp     0x0000000000002597
; guard_steps => loop/0 (23) {tape=v23, pc=65}
; jump (23) v18 <- v23, v19 <- v22
  0021bb  sub     rsp,0x70
  0021c2  mov     [rsp+0x30],rcx
  0021ca  mov     [rsp+0x38],rsi
  0021d2  mov     [rsp+0x40],rdi
  0021da  mov     [rsp+0x48],r8
  0021e2  mov     [rsp+0x50],r9
  0021ea  mov     [rsp+0x58],r10
  0021f2  mov     [rsp],r14
  0021fa  mov     qword ptr [rsp+8],3
  002206  mov     [rsp+0x10],r15
  00220e  mov     qword ptr [rsp+0x18],1
  00221a  mov     [rsp+0x20],rsi
  002222  mov     qword ptr [rsp+0x28],1
  00222e  mov     rdi,[rbp+0x20]
  002235  mov     esi,0xe
  00223a  mov     rdx,rsp
  00223d  mov     rcx,0xfffffffffffffff2
  002247  mov     r8,0xfffffffffffffff2
  002251  mov     r9,0
  00225b  mov     rax,<list_op>
  002265  call    rax
  002267  mov     r11,rax
  00226a  mov     rcx,[rsp+0x30]
  002272  mov     rsi,[rsp+0x38]
  00227a  mov     rdi,[rsp+0x40]
  002282  mov     r8,[rsp+0x48]
  00228a  mov     r9,[rsp+0x50]
  002292  mov     r10,[rsp+0x58]
  00229a  add     rsp,0x70
  0022a1  test    rdx,rdx
  0022a4  je      0x00000000000025c3
  0022aa  mov     r14,r11
  0022ad  jmp     0x0000000000002180
  0022b2  sub     rsp,0x70
  0022b9  mov     [rsp+0x30],rcx
  0022c1  mov     [rsp+0x38],rsi
  0022c9  mov     [rsp+0x40],rdi
  0022d1  mov     [rsp+0x48],r8
  0022d9  mov     [rsp+0x50],r9
  0022e1  mov     [rsp+0x58],r10
  0022e9  mov     [rsp],r14
  0022f1  mov     qword ptr [rsp+8],3
  0022fd  mov     [rsp+0x10],r15
  002305  mov     qword ptr [rsp+0x18],1
  002311  mov     [rsp+0x20],rsi
  002319  mov     qword ptr [rsp+0x28],1
  002325  mov     rdi,[rbp+0x20]
  00232c  mov     esi,0xe
  002331  mov     rdx,rsp
  002334  mov     rcx,0xfffffffffffffff2
  00233e  mov     r8,0xfffffffffffffff2
  002348  mov     r9,0
  002352  mov     rax,<list_op>
  00235c  call    rax
  00235e  mov     r11,rax
  002361  mov     rcx,[rsp+0x30]
  002369  mov     rsi,[rsp+0x38]
  002371  mov     rdi,[rsp+0x40]
  002379  mov     r8,[rsp+0x48]
  002381  mov     r9,[rsp+0x50]
  002389  mov     r10,[rsp+0x58]
  002391  add     rsp,0x70
  002398  test    rdx,rdx
  00239b  je      0x0000000000002601
  0023a1  mov     r14,r11
  0023a4  jmp     0x00000000000021ad
; exits
  0023a9  mov     rax,0x4fffffffe
  0023b3  jmp     0x0000000000000016
  0023b8  mov     [rbp+0x10],r12
  0023bf  mov     qword ptr [rbp+0x18],3
  0023ca  mov     [rbp+0x98],r14
  0023d1  mov     qword ptr [rbp+0x140],3
  0023dc  mov     [rbp+0xa8],rsi
  0023e3  mov     rdi,[rbp+0x20]
  0023ea  mov     rsi,8
  0023f4  mov     rdx,0
  0023fe  mov     rax,<exit_lists>
  002408  call    rax
  00240a  mov     rax,0x400000000
  002414  jmp     0x0000000000000016
  002419  mov     [rbp+0x10],r13
  002420  mov     qword ptr [rbp+0x18],3
  00242b  mov     [rbp+0x98],r14
  002432  mov     qword ptr [rbp+0x140],3
  00243d  mov     [rbp+0xa8],rsi
  002444  mov     rdi,[rbp+0x20]
  00244b  mov     rsi,8
  002455  mov     rdx,0
  00245f  mov     rax,<exit_lists>
  002469  call    rax
  00246b  mov     rax,0x400000001
  002475  jmp     0x0000000000000016
  00247a  mov     [rbp+0x10],rsi
  002481  mov     qword ptr [rbp+0x18],1
  00248c  mov     [rbp+0x98],r14
  002493  mov     qword ptr [rbp+0x140],3
  00249e  mov     [rbp+0xa8],rsi
  0024a5  mov     rax,0x400000002
  0024af  jmp     0x0000000000000016
  0024b4  mov     [rbp+0x98],r14
  0024bb  mov     qword ptr [rbp+0x140],3
  0024c6  mov     qword ptr [rbp+0xa8],0x41
  0024d1  mov     rax,0x400000003
  0024db  jmp     0x0000000000000016
  0024e0  mov     [rbp+0x98],r14
  0024e7  mov     qword ptr [rbp+0x140],3
  0024f2  mov     qword ptr [rbp+0xa8],0x41
  0024fd  mov     rax,0x400000004
  002507  jmp     0x0000000000000016
  00250c  mov     [rbp+0x98],r14
  002513  mov     qword ptr [rbp+0x140],3
  00251e  mov     qword ptr [rbp+0xa8],0x41
  002529  mov     rax,0x400000005
  002533  jmp     0x0000000000000016
  002538  add     rsi,1
  00253f  mov     [rbp+0x98],r14
  002546  mov     qword ptr [rbp+0x140],3
  002551  mov     qword ptr [rbp+0xa8],0x41
  00255c  mov     rax,0x400000006
  002566  jmp     0x0000000000000016
  00256b  mov     [rbp+0x98],r14
  002572  mov     qword ptr [rbp+0x140],3
  00257d  mov     qword ptr [rbp+0xa8],0x42
  002588  mov     rax,0x400000008
  002592  jmp     0x0000000000000016
  002597  mov     [rbp+0x98],r14
  00259e  mov     qword ptr [rbp+0x140],3
  0025a9  mov     qword ptr [rbp+0xa8],0x42
  0025b4  mov     rax,0x40000000b
  0025be  jmp     0x0000000000000016
  0025c3  mov     [rbp+0x98],r14
  0025ca  mov     qword ptr [rbp+0x140],3
  0025d5  mov     qword ptr [rbp+0xa8],0x41
  0025e0  mov     [rbp+0xb8],rsi
  0025e7  mov     qword ptr [rbp+0x160],1
  0025f2  mov     rax,0x400000007
  0025fc  jmp     0x0000000000000016
  002601  mov     [rbp+0x98],r14
  002608  mov     qword ptr [rbp+0x140],3
  002613  mov     qword ptr [rbp+0xa8],0x41
  00261e  mov     [rbp+0xb8],rsi
  002625  mov     qword ptr [rbp+0x160],1
  002630  mov     rax,0x40000000a
  00263a  jmp     0x0000000000000016
