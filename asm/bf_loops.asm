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
; v9:int = le 29, v0
; guard_true v9 => dispatch/0 (3) {tape=v3, p=v4, pc=24}
  00034d  mov     r11,0x1d
  000354  cmp     r11,rbx
  000357  jg      0x000000000000098a
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
; v9:int = le 34, v0
; guard_true v9 => dispatch/0 (3) {tape=v3, pc=31}
  000d9d  mov     r11,0x22
  000da4  cmp     r11,rbx
  000da7  jg      0x000000000000134f
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

; T3: 2705 bytes
; v0:int = input n
  001540  cmp     qword ptr [rbp+0xd8],1
  00154b  jne     0x0000000000001b50
  001551  mov     rbx,[rbp+0x30]
; v1:list = input src
  001558  cmp     qword ptr [rbp+0xe0],3
  001563  jne     0x0000000000001b50
  001569  mov     r12,[rbp+0x38]
; v2:list = input jumps
  001570  cmp     qword ptr [rbp+0xe8],3
  00157b  jne     0x0000000000001b50
  001581  mov     r13,[rbp+0x40]
; v3:list = input tape
  001588  cmp     qword ptr [rbp+0x140],3
  001593  jne     0x0000000000001b50
  001599  mov     r14,[rbp+0x98]
; v4:int = input p
  0015a0  cmp     qword ptr [rbp+0x148],1
  0015ab  jne     0x0000000000001b50
  0015b1  mov     r15,[rbp+0xa0]
; v5:int = input pc
  0015b8  cmp     qword ptr [rbp+0x150],1
  0015c3  jne     0x0000000000001b50
  0015c9  mov     rsi,[rbp+0xa8]
; guard_value v1, [43, 43, 43, 43, 43, 43, 43, 43, 91, 45, 62, 43, 43, 43, 43, 43, 43, 43, 43, 60, 93, 62, 43, 91, 62, 43, 60, 45, 93, 62, 91, 45, 46, 93, 62, 43, 43, 43, 43, 43, 43, 43, 43, 91, 45, 60, 43, 43, 43, 43, 43, 43, 43, 43, 62, 93, 60, 91, 45, 62, 43, 60, 93, 62, 91, 45, 93] => loop/0 (0) {tape=v3, p=v4, pc=v5}
  0015d0  mov     rax,<list k0>
  0015da  cmp     r12,rax
  0015dd  jne     0x0000000000001b5f
; guard_value v2, [0, 0, 0, 0, 0, 0, 0, 0, 20, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 8, 0, 0, 28, 0, 0, 0, 0, 23, 0, 33, 0, 0, 30, 0, 0, 0, 0, 0, 0, 0, 0, 0, 55, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 43, 0, 62, 0, 0, 0, 0, 57, 0, 66, 0, 64] => loop_jumps/0 (1) {tape=v3, p=v4, pc=v5}
  0015e3  mov     rax,<list k1>
  0015ed  cmp     r13,rax
  0015f0  jne     0x0000000000001bc7
; guard_value v5, 58 => loop_pc/0 (2) {tape=v3, p=v4, pc=v5}
  0015f6  cmp     rsi,0x3a
  0015fd  jne     0x0000000000001c2f
  001603  jmp     0x000000000000161d
  001608  mov     rbx,[rbp+0x30]
  00160f  mov     r14,[rbp+0x98]
  001616  mov     r15,[rbp+0xa0]
; v9:int = le 63, v0
; guard_true v9 => dispatch/0 (3) {tape=v3, p=v4, pc=58}
  00161d  mov     r11,0x3f
  001624  cmp     r11,rbx
  001627  jg      0x0000000000001c70
; guard_words v3 => minus/0 (6) {tape=v3, p=v4, pc=58}
  00162d  cmp     qword ptr [r14+8],0
  001639  jne     0x0000000000001ca3
; v12:int = readlist v3, v4 words => minus/0 (6) {tape=v3, p=v4, pc=58}
  00163f  cmp     r15,[r14]
  001647  jae     0x0000000000001cd6
  00164d  mov     rax,[r14+0x10]
  001655  mov     rsi,[rax+r15*8]
; v13:int = sub v12, 1 => minus/0 (6) {tape=v3, p=v4, pc=58}
  001659  sub     rsi,1
  001660  jo      0x0000000000001d09
; v14:int = and v13, 255
  001666  and     rsi,0xff
; v15:list = set v3, v4, v14 owned words in_bounds => minus/3 (6) {tape=v3, p=v4, pc=58, x=v14}
  00166d  cmp     qword ptr [r14-0x10],1
  001679  jne     0x0000000000001774
  00167f  cmp     qword ptr [r14-8],1
  00168b  jne     0x0000000000001774
  001691  mov     rax,[r14+0x10]
  001699  lea     rax,[rax+r15*8]
  00169d  mov     [rax],rsi
; v16:int = add_nov v4, 1
  0016a0  mov     rsi,r15
  0016a3  add     rsi,1
; v17:int = and v16, 65535
  0016aa  and     rsi,0xffff
; v18:int = readlist v15, v17 words => plus/0 (22) {tape=v15, p=v17, pc=60}
  0016b1  cmp     rsi,[r14]
  0016b9  jae     0x0000000000001d43
  0016bf  mov     rax,[r14+0x10]
  0016c7  mov     r13,[rax+rsi*8]
; v19:int = add v18, 1 => plus/0 (22) {tape=v15, p=v17, pc=60}
  0016cb  add     r13,1
  0016d2  jo      0x0000000000001d76
; v20:int = and v19, 255
  0016d8  and     r13,0xff
; v21:list = set v15, v17, v20 owned words in_bounds => plus/3 (22) {tape=v15, p=v17, pc=60, x=v20}
  0016df  mov     rax,[r14+0x10]
  0016e7  lea     rax,[rax+rsi*8]
  0016eb  mov     [rax],r13
; v22:int = and v4, 65535
  0016ee  and     r15,0xffff
; v23:int = readlist v21, v22 words => close_bracket/0 (46) {tape=v21, p=v22, pc=62}
  0016f5  cmp     r15,[r14]
  0016fd  jae     0x0000000000001db0
  001703  mov     rax,[r14+0x10]
  00170b  mov     r12,[rax+r15*8]
; guard_true v23 => close_bracket/0 (46) {tape=v21, p=v22, pc=62}
  00170f  test    r12,r12
  001712  je      0x0000000000001de3
; guard_steps => loop/0 (49) {tape=v21, p=v22, pc=58}
; v26:list = phi tape v21
; v27:int = phi - v23
; v28:int = phi - v20
; loop (49)
  001718  nop
  001719  nop
  00171a  nop
  00171b  nop
  00171c  nop
  00171d  nop
  00171e  nop
  00171f  nop
; v30:int = sub v27, 1 => minus/0 (6) {tape=v26, p=v22, pc=58}
  001720  sub     r12,1
  001727  jo      0x0000000000001e16
; v31:int = and v30, 255
  00172d  and     r12,0xff
; v32:list = set v26, v22, v31 owned words in_bounds => minus/3 (6) {tape=v26, p=v22, pc=58, x=v31}
  001734  mov     rax,[r14+0x10]
  00173c  lea     rax,[rax+r15*8]
  001740  mov     [rax],r12
; v33:int = add v28, 1 => plus/0 (22) {tape=v32, p=v17, pc=60}
  001743  add     r13,1
  00174a  jo      0x0000000000001e50
; v34:int = and v33, 255
  001750  and     r13,0xff
; v35:list = set v32, v17, v34 owned words in_bounds => plus/3 (22) {tape=v32, p=v17, pc=60, x=v34}
  001757  mov     rax,[r14+0x10]
  00175f  lea     rax,[rax+rsi*8]
  001763  mov     [rax],r13
; guard_true v31 => close_bracket/0 (46) {tape=v35, p=v22, pc=62}
  001766  test    r12,r12
  001769  jne     0x0000000000001720
  00176f  jmp     0x0000000000001e8a
; guard_steps => loop/0 (49) {tape=v35, p=v22, pc=58}
; jump (49) v26 <- v35, v27 <- v31, v28 <- v34
  001774  sub     rsp,0x70
  00177b  mov     [rsp+0x30],rcx
  001783  mov     [rsp+0x38],rsi
  00178b  mov     [rsp+0x40],rdi
  001793  mov     [rsp+0x48],r8
  00179b  mov     [rsp+0x50],r9
  0017a3  mov     [rsp+0x58],r10
  0017ab  mov     [rsp],r14
  0017b3  mov     qword ptr [rsp+8],3
  0017bf  mov     [rsp+0x10],r15
  0017c7  mov     qword ptr [rsp+0x18],1
  0017d3  mov     [rsp+0x20],rsi
  0017db  mov     qword ptr [rsp+0x28],1
  0017e7  mov     rdi,[rbp+0x20]
  0017ee  mov     esi,0xe
  0017f3  mov     rdx,rsp
  0017f6  mov     rcx,0xfffffffffffffff2
  001800  mov     r8,0xfffffffffffffff2
  00180a  mov     r9,0
  001814  mov     rax,<list_op>
  00181e  call    rax
  001820  mov     r11,rax
  001823  mov     rcx,[rsp+0x30]
  00182b  mov     rsi,[rsp+0x38]
  001833  mov     rdi,[rsp+0x40]
  00183b  mov     r8,[rsp+0x48]
  001843  mov     r9,[rsp+0x50]
  00184b  mov     r10,[rsp+0x58]
  001853  add     rsp,0x70
  00185a  test    rdx,rdx
  00185d  je      0x0000000000001ebd
  001863  mov     r14,r11
  001866  jmp     0x00000000000016a0
  00186b  sub     rsp,0x70
  001872  mov     [rsp+0x30],rcx
  00187a  mov     [rsp+0x38],rsi
  001882  mov     [rsp+0x40],rdi
  00188a  mov     [rsp+0x48],r8
  001892  mov     [rsp+0x50],r9
  00189a  mov     [rsp+0x58],r10
  0018a2  mov     [rsp],r14
  0018aa  mov     qword ptr [rsp+8],3
  0018b6  mov     [rsp+0x10],rsi
  0018be  mov     qword ptr [rsp+0x18],1
  0018ca  mov     [rsp+0x20],r13
  0018d2  mov     qword ptr [rsp+0x28],1
  0018de  mov     rdi,[rbp+0x20]
  0018e5  mov     esi,0xe
  0018ea  mov     rdx,rsp
  0018ed  mov     rcx,0xfffffffffffffff2
  0018f7  mov     r8,0xfffffffffffffff2
  001901  mov     r9,0
  00190b  mov     rax,<list_op>
  001915  call    rax
  001917  mov     r11,rax
  00191a  mov     rcx,[rsp+0x30]
  001922  mov     rsi,[rsp+0x38]
  00192a  mov     rdi,[rsp+0x40]
  001932  mov     r8,[rsp+0x48]
  00193a  mov     r9,[rsp+0x50]
  001942  mov     r10,[rsp+0x58]
  00194a  add     rsp,0x70
  001951  test    rdx,rdx
  001954  je      0x0000000000001f02
  00195a  mov     r14,r11
  00195d  jmp     0x00000000000016ee
  001962  sub     rsp,0x70
  001969  mov     [rsp+0x30],rcx
  001971  mov     [rsp+0x38],rsi
  001979  mov     [rsp+0x40],rdi
  001981  mov     [rsp+0x48],r8
  001989  mov     [rsp+0x50],r9
  001991  mov     [rsp+0x58],r10
  001999  mov     [rsp],r14
  0019a1  mov     qword ptr [rsp+8],3
  0019ad  mov     [rsp+0x10],r15
  0019b5  mov     qword ptr [rsp+0x18],1
  0019c1  mov     [rsp+0x20],r12
  0019c9  mov     qword ptr [rsp+0x28],1
  0019d5  mov     rdi,[rbp+0x20]
  0019dc  mov     esi,0xe
  0019e1  mov     rdx,rsp
  0019e4  mov     rcx,0xfffffffffffffff2
  0019ee  mov     r8,0xfffffffffffffff2
  0019f8  mov     r9,0
  001a02  mov     rax,<list_op>
  001a0c  call    rax
  001a0e  mov     r11,rax
  001a11  mov     rcx,[rsp+0x30]
  001a19  mov     rsi,[rsp+0x38]
  001a21  mov     rdi,[rsp+0x40]
  001a29  mov     r8,[rsp+0x48]
  001a31  mov     r9,[rsp+0x50]
  001a39  mov     r10,[rsp+0x58]
  001a41  add     rsp,0x70
  001a48  test    rdx,rdx
  001a4b  je      0x0000000000001f47
  001a51  mov     r14,r11
  001a54  jmp     0x0000000000001743
  001a59  sub     rsp,0x70
  001a60  mov     [rsp+0x30],rcx
  001a68  mov     [rsp+0x38],rsi
  001a70  mov     [rsp+0x40],rdi
  001a78  mov     [rsp+0x48],r8
  001a80  mov     [rsp+0x50],r9
  001a88  mov     [rsp+0x58],r10
  001a90  mov     [rsp],r14
  001a98  mov     qword ptr [rsp+8],3
  001aa4  mov     [rsp+0x10],rsi
  001aac  mov     qword ptr [rsp+0x18],1
  001ab8  mov     [rsp+0x20],r13
  001ac0  mov     qword ptr [rsp+0x28],1
  001acc  mov     rdi,[rbp+0x20]
  001ad3  mov     esi,0xe
  001ad8  mov     rdx,rsp
  001adb  mov     rcx,0xfffffffffffffff2
  001ae5  mov     r8,0xfffffffffffffff2
  001aef  mov     r9,0
  001af9  mov     rax,<list_op>
  001b03  call    rax
  001b05  mov     r11,rax
  001b08  mov     rcx,[rsp+0x30]
  001b10  mov     rsi,[rsp+0x38]
  001b18  mov     rdi,[rsp+0x40]
  001b20  mov     r8,[rsp+0x48]
  001b28  mov     r9,[rsp+0x50]
  001b30  mov     r10,[rsp+0x58]
  001b38  add     rsp,0x70
  001b3f  test    rdx,rdx
  001b42  je      0x0000000000001f8c
  001b48  mov     r14,r11
  001b4b  jmp     0x0000000000001766
; exits
  001b50  mov     rax,0x3fffffffe
  001b5a  jmp     0x0000000000000016
  001b5f  mov     [rbp+0x10],r12
  001b66  mov     qword ptr [rbp+0x18],3
  001b71  mov     [rbp+0x98],r14
  001b78  mov     qword ptr [rbp+0x140],3
  001b83  mov     [rbp+0xa0],r15
  001b8a  mov     [rbp+0xa8],rsi
  001b91  mov     rdi,[rbp+0x20]
  001b98  mov     rsi,8
  001ba2  mov     rdx,0
  001bac  mov     rax,<exit_lists>
  001bb6  call    rax
  001bb8  mov     rax,0x300000000
  001bc2  jmp     0x0000000000000016
  001bc7  mov     [rbp+0x10],r13
  001bce  mov     qword ptr [rbp+0x18],3
  001bd9  mov     [rbp+0x98],r14
  001be0  mov     qword ptr [rbp+0x140],3
  001beb  mov     [rbp+0xa0],r15
  001bf2  mov     [rbp+0xa8],rsi
  001bf9  mov     rdi,[rbp+0x20]
  001c00  mov     rsi,8
  001c0a  mov     rdx,0
  001c14  mov     rax,<exit_lists>
  001c1e  call    rax
  001c20  mov     rax,0x300000001
  001c2a  jmp     0x0000000000000016
  001c2f  mov     [rbp+0x10],rsi
  001c36  mov     qword ptr [rbp+0x18],1
  001c41  mov     [rbp+0x98],r14
  001c48  mov     qword ptr [rbp+0x140],3
  001c53  mov     [rbp+0xa0],r15
  001c5a  mov     [rbp+0xa8],rsi
  001c61  mov     rax,0x300000002
  001c6b  jmp     0x0000000000000016
  001c70  mov     [rbp+0x98],r14
  001c77  mov     qword ptr [rbp+0x140],3
  001c82  mov     [rbp+0xa0],r15
  001c89  mov     qword ptr [rbp+0xa8],0x3a
  001c94  mov     rax,0x300000003
  001c9e  jmp     0x0000000000000016
  001ca3  mov     [rbp+0x98],r14
  001caa  mov     qword ptr [rbp+0x140],3
  001cb5  mov     [rbp+0xa0],r15
  001cbc  mov     qword ptr [rbp+0xa8],0x3a
  001cc7  mov     rax,0x300000004
  001cd1  jmp     0x0000000000000016
  001cd6  mov     [rbp+0x98],r14
  001cdd  mov     qword ptr [rbp+0x140],3
  001ce8  mov     [rbp+0xa0],r15
  001cef  mov     qword ptr [rbp+0xa8],0x3a
  001cfa  mov     rax,0x300000005
  001d04  jmp     0x0000000000000016
  001d09  add     rsi,1
  001d10  mov     [rbp+0x98],r14
  001d17  mov     qword ptr [rbp+0x140],3
  001d22  mov     [rbp+0xa0],r15
  001d29  mov     qword ptr [rbp+0xa8],0x3a
  001d34  mov     rax,0x300000006
  001d3e  jmp     0x0000000000000016
  001d43  mov     [rbp+0x98],r14
  001d4a  mov     qword ptr [rbp+0x140],3
  001d55  mov     [rbp+0xa0],rsi
  001d5c  mov     qword ptr [rbp+0xa8],0x3c
  001d67  mov     rax,0x300000008
  001d71  jmp     0x0000000000000016
  001d76  sub     r13,1
  001d7d  mov     [rbp+0x98],r14
  001d84  mov     qword ptr [rbp+0x140],3
  001d8f  mov     [rbp+0xa0],rsi
  001d96  mov     qword ptr [rbp+0xa8],0x3c
  001da1  mov     rax,0x300000009
  001dab  jmp     0x0000000000000016
  001db0  mov     [rbp+0x98],r14
  001db7  mov     qword ptr [rbp+0x140],3
  001dc2  mov     [rbp+0xa0],r15
  001dc9  mov     qword ptr [rbp+0xa8],0x3e
  001dd4  mov     rax,0x30000000b
  001dde  jmp     0x0000000000000016
  001de3  mov     [rbp+0x98],r14
  001dea  mov     qword ptr [rbp+0x140],3
  001df5  mov     [rbp+0xa0],r15
  001dfc  mov     qword ptr [rbp+0xa8],0x3e
  001e07  mov     rax,0x30000000c
  001e11  jmp     0x0000000000000016
  001e16  add     r12,1
  001e1d  mov     [rbp+0x98],r14
  001e24  mov     qword ptr [rbp+0x140],3
  001e2f  mov     [rbp+0xa0],r15
  001e36  mov     qword ptr [rbp+0xa8],0x3a
  001e41  mov     rax,0x30000000e
  001e4b  jmp     0x0000000000000016
  001e50  sub     r13,1
  001e57  mov     [rbp+0x98],r14
  001e5e  mov     qword ptr [rbp+0x140],3
  001e69  mov     [rbp+0xa0],rsi
  001e70  mov     qword ptr [rbp+0xa8],0x3c
  001e7b  mov     rax,0x300000010
  001e85  jmp     0x0000000000000016
  001e8a  mov     [rbp+0x98],r14
  001e91  mov     qword ptr [rbp+0x140],3
  001e9c  mov     [rbp+0xa0],r15
  001ea3  mov     qword ptr [rbp+0xa8],0x3e
  001eae  mov     rax,0x300000012
  001eb8  jmp     0x0000000000000016
  001ebd  mov     [rbp+0x98],r14
  001ec4  mov     qword ptr [rbp+0x140],3
  001ecf  mov     [rbp+0xa0],r15
  001ed6  mov     qword ptr [rbp+0xa8],0x3a
  001ee1  mov     [rbp+0xb8],rsi
  001ee8  mov     qword ptr [rbp+0x160],1
  001ef3  mov     rax,0x300000007
  001efd  jmp     0x0000000000000016
  001f02  mov     [rbp+0x98],r14
  001f09  mov     qword ptr [rbp+0x140],3
  001f14  mov     [rbp+0xa0],rsi
  001f1b  mov     qword ptr [rbp+0xa8],0x3c
  001f26  mov     [rbp+0xb8],r13
  001f2d  mov     qword ptr [rbp+0x160],1
  001f38  mov     rax,0x30000000a
  001f42  jmp     0x0000000000000016
  001f47  mov     [rbp+0x98],r14
  001f4e  mov     qword ptr [rbp+0x140],3
  001f59  mov     [rbp+0xa0],r15
  001f60  mov     qword ptr [rbp+0xa8],0x3a
  001f6b  mov     [rbp+0xb8],r12
  001f72  mov     qword ptr [rbp+0x160],1
  001f7d  mov     rax,0x30000000f
  001f87  jmp     0x0000000000000016
  001f8c  mov     [rbp+0x98],r14
  001f93  mov     qword ptr [rbp+0x140],3
  001f9e  mov     [rbp+0xa0],rsi
  001fa5  mov     qword ptr [rbp+0xa8],0x3c
  001fb0  mov     [rbp+0xb8],r13
  001fb7  mov     qword ptr [rbp+0x160],1
  001fc2  mov     rax,0x300000011
  001fcc  jmp     0x0000000000000016

; T4: 1567 bytes
; v0:int = input n
  001fe0  cmp     qword ptr [rbp+0xd8],1
  001feb  jne     0x0000000000002369
  001ff1  mov     rbx,[rbp+0x30]
; v1:list = input src
  001ff8  cmp     qword ptr [rbp+0xe0],3
  002003  jne     0x0000000000002369
  002009  mov     r12,[rbp+0x38]
; v2:list = input jumps
  002010  cmp     qword ptr [rbp+0xe8],3
  00201b  jne     0x0000000000002369
  002021  mov     r13,[rbp+0x40]
; v3:list = input tape
  002028  cmp     qword ptr [rbp+0x140],3
  002033  jne     0x0000000000002369
  002039  mov     r14,[rbp+0x98]
; v4:int = input p
  002040  cmp     qword ptr [rbp+0x148],1
  00204b  jne     0x0000000000002369
  002051  mov     r15,[rbp+0xa0]
; v5:int = input pc
  002058  cmp     qword ptr [rbp+0x150],1
  002063  jne     0x0000000000002369
  002069  mov     rsi,[rbp+0xa8]
; guard_value v1, [43, 43, 43, 43, 43, 43, 43, 43, 91, 45, 62, 43, 43, 43, 43, 43, 43, 43, 43, 60, 93, 62, 43, 91, 62, 43, 60, 45, 93, 62, 91, 45, 46, 93, 62, 43, 43, 43, 43, 43, 43, 43, 43, 91, 45, 60, 43, 43, 43, 43, 43, 43, 43, 43, 62, 93, 60, 91, 45, 62, 43, 60, 93, 62, 91, 45, 93] => loop/0 (0) {tape=v3, pc=v5}
  002070  mov     rax,<list k0>
  00207a  cmp     r12,rax
  00207d  jne     0x0000000000002378
; guard_value v2, [0, 0, 0, 0, 0, 0, 0, 0, 20, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 8, 0, 0, 28, 0, 0, 0, 0, 23, 0, 33, 0, 0, 30, 0, 0, 0, 0, 0, 0, 0, 0, 0, 55, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 43, 0, 62, 0, 0, 0, 0, 57, 0, 66, 0, 64] => loop_jumps/0 (1) {tape=v3, pc=v5}
  002083  mov     rax,<list k1>
  00208d  cmp     r13,rax
  002090  jne     0x00000000000023d9
; guard_value v5, 65 => loop_pc/0 (2) {tape=v3, pc=v5}
  002096  cmp     rsi,0x41
  00209d  jne     0x000000000000243a
  0020a3  jmp     0x00000000000020bd
  0020a8  mov     rbx,[rbp+0x30]
  0020af  mov     r14,[rbp+0x98]
  0020b6  mov     r15,[rbp+0xa0]
; v9:int = le 67, v0
; guard_true v9 => dispatch/0 (3) {tape=v3, pc=65}
  0020bd  mov     r11,0x43
  0020c4  cmp     r11,rbx
  0020c7  jg      0x0000000000002474
; guard_words v3 => minus/0 (6) {tape=v3, pc=65}
  0020cd  cmp     qword ptr [r14+8],0
  0020d9  jne     0x00000000000024a0
; v12:int = readlist v3, v4 words => minus/0 (6) {tape=v3, pc=65}
  0020df  cmp     r15,[r14]
  0020e7  jae     0x00000000000024cc
  0020ed  mov     rax,[r14+0x10]
  0020f5  mov     rsi,[rax+r15*8]
; v13:int = sub v12, 1 => minus/0 (6) {tape=v3, pc=65}
  0020f9  sub     rsi,1
  002100  jo      0x00000000000024f8
; v14:int = and v13, 255
  002106  and     rsi,0xff
; v15:list = set v3, v4, v14 owned words in_bounds => minus/3 (6) {tape=v3, pc=65, x=v14}
  00210d  cmp     qword ptr [r14-0x10],1
  002119  jne     0x000000000000217b
  00211f  cmp     qword ptr [r14-8],1
  00212b  jne     0x000000000000217b
  002131  mov     rax,[r14+0x10]
  002139  lea     rax,[rax+r15*8]
  00213d  mov     [rax],rsi
; guard_true v14 => close_bracket/0 (20) {tape=v15, pc=66}
  002140  test    rsi,rsi
  002143  je      0x000000000000252b
; guard_steps => loop/0 (23) {tape=v15, pc=65}
; v18:list = phi tape v15
; v19:int = phi - v14
; loop (23)
  002149  nop
  00214a  nop
  00214b  nop
  00214c  nop
  00214d  nop
  00214e  nop
  00214f  nop
; v21:int = sub_nov v19, 1
  002150  sub     rsi,1
; v22:int = and v21, 255
  002157  and     rsi,0xff
; v23:list = set v18, v4, v22 owned words in_bounds => minus/3 (6) {tape=v18, pc=65, x=v22}
  00215e  mov     rax,[r14+0x10]
  002166  lea     rax,[rax+r15*8]
  00216a  mov     [rax],rsi
; guard_true v22 => close_bracket/0 (20) {tape=v23, pc=66}
  00216d  test    rsi,rsi
  002170  jne     0x0000000000002150
  002176  jmp     0x0000000000002557
; guard_steps => loop/0 (23) {tape=v23, pc=65}
; jump (23) v18 <- v23, v19 <- v22
  00217b  sub     rsp,0x70
  002182  mov     [rsp+0x30],rcx
  00218a  mov     [rsp+0x38],rsi
  002192  mov     [rsp+0x40],rdi
  00219a  mov     [rsp+0x48],r8
  0021a2  mov     [rsp+0x50],r9
  0021aa  mov     [rsp+0x58],r10
  0021b2  mov     [rsp],r14
  0021ba  mov     qword ptr [rsp+8],3
  0021c6  mov     [rsp+0x10],r15
  0021ce  mov     qword ptr [rsp+0x18],1
  0021da  mov     [rsp+0x20],rsi
  0021e2  mov     qword ptr [rsp+0x28],1
  0021ee  mov     rdi,[rbp+0x20]
  0021f5  mov     esi,0xe
  0021fa  mov     rdx,rsp
  0021fd  mov     rcx,0xfffffffffffffff2
  002207  mov     r8,0xfffffffffffffff2
  002211  mov     r9,0
  00221b  mov     rax,<list_op>
  002225  call    rax
  002227  mov     r11,rax
  00222a  mov     rcx,[rsp+0x30]
  002232  mov     rsi,[rsp+0x38]
  00223a  mov     rdi,[rsp+0x40]
  002242  mov     r8,[rsp+0x48]
  00224a  mov     r9,[rsp+0x50]
  002252  mov     r10,[rsp+0x58]
  00225a  add     rsp,0x70
  002261  test    rdx,rdx
  002264  je      0x0000000000002583
  00226a  mov     r14,r11
  00226d  jmp     0x0000000000002140
  002272  sub     rsp,0x70
  002279  mov     [rsp+0x30],rcx
  002281  mov     [rsp+0x38],rsi
  002289  mov     [rsp+0x40],rdi
  002291  mov     [rsp+0x48],r8
  002299  mov     [rsp+0x50],r9
  0022a1  mov     [rsp+0x58],r10
  0022a9  mov     [rsp],r14
  0022b1  mov     qword ptr [rsp+8],3
  0022bd  mov     [rsp+0x10],r15
  0022c5  mov     qword ptr [rsp+0x18],1
  0022d1  mov     [rsp+0x20],rsi
  0022d9  mov     qword ptr [rsp+0x28],1
  0022e5  mov     rdi,[rbp+0x20]
  0022ec  mov     esi,0xe
  0022f1  mov     rdx,rsp
  0022f4  mov     rcx,0xfffffffffffffff2
  0022fe  mov     r8,0xfffffffffffffff2
  002308  mov     r9,0
  002312  mov     rax,<list_op>
  00231c  call    rax
  00231e  mov     r11,rax
  002321  mov     rcx,[rsp+0x30]
  002329  mov     rsi,[rsp+0x38]
  002331  mov     rdi,[rsp+0x40]
  002339  mov     r8,[rsp+0x48]
  002341  mov     r9,[rsp+0x50]
  002349  mov     r10,[rsp+0x58]
  002351  add     rsp,0x70
  002358  test    rdx,rdx
  00235b  je      0x00000000000025c1
  002361  mov     r14,r11
  002364  jmp     0x000000000000216d
; exits
  002369  mov     rax,0x4fffffffe
  002373  jmp     0x0000000000000016
  002378  mov     [rbp+0x10],r12
  00237f  mov     qword ptr [rbp+0x18],3
  00238a  mov     [rbp+0x98],r14
  002391  mov     qword ptr [rbp+0x140],3
  00239c  mov     [rbp+0xa8],rsi
  0023a3  mov     rdi,[rbp+0x20]
  0023aa  mov     rsi,8
  0023b4  mov     rdx,0
  0023be  mov     rax,<exit_lists>
  0023c8  call    rax
  0023ca  mov     rax,0x400000000
  0023d4  jmp     0x0000000000000016
  0023d9  mov     [rbp+0x10],r13
  0023e0  mov     qword ptr [rbp+0x18],3
  0023eb  mov     [rbp+0x98],r14
  0023f2  mov     qword ptr [rbp+0x140],3
  0023fd  mov     [rbp+0xa8],rsi
  002404  mov     rdi,[rbp+0x20]
  00240b  mov     rsi,8
  002415  mov     rdx,0
  00241f  mov     rax,<exit_lists>
  002429  call    rax
  00242b  mov     rax,0x400000001
  002435  jmp     0x0000000000000016
  00243a  mov     [rbp+0x10],rsi
  002441  mov     qword ptr [rbp+0x18],1
  00244c  mov     [rbp+0x98],r14
  002453  mov     qword ptr [rbp+0x140],3
  00245e  mov     [rbp+0xa8],rsi
  002465  mov     rax,0x400000002
  00246f  jmp     0x0000000000000016
  002474  mov     [rbp+0x98],r14
  00247b  mov     qword ptr [rbp+0x140],3
  002486  mov     qword ptr [rbp+0xa8],0x41
  002491  mov     rax,0x400000003
  00249b  jmp     0x0000000000000016
  0024a0  mov     [rbp+0x98],r14
  0024a7  mov     qword ptr [rbp+0x140],3
  0024b2  mov     qword ptr [rbp+0xa8],0x41
  0024bd  mov     rax,0x400000004
  0024c7  jmp     0x0000000000000016
  0024cc  mov     [rbp+0x98],r14
  0024d3  mov     qword ptr [rbp+0x140],3
  0024de  mov     qword ptr [rbp+0xa8],0x41
  0024e9  mov     rax,0x400000005
  0024f3  jmp     0x0000000000000016
  0024f8  add     rsi,1
  0024ff  mov     [rbp+0x98],r14
  002506  mov     qword ptr [rbp+0x140],3
  002511  mov     qword ptr [rbp+0xa8],0x41
  00251c  mov     rax,0x400000006
  002526  jmp     0x0000000000000016
  00252b  mov     [rbp+0x98],r14
  002532  mov     qword ptr [rbp+0x140],3
  00253d  mov     qword ptr [rbp+0xa8],0x42
  002548  mov     rax,0x400000008
  002552  jmp     0x0000000000000016
  002557  mov     [rbp+0x98],r14
  00255e  mov     qword ptr [rbp+0x140],3
  002569  mov     qword ptr [rbp+0xa8],0x42
  002574  mov     rax,0x40000000b
  00257e  jmp     0x0000000000000016
  002583  mov     [rbp+0x98],r14
  00258a  mov     qword ptr [rbp+0x140],3
  002595  mov     qword ptr [rbp+0xa8],0x41
  0025a0  mov     [rbp+0xb8],rsi
  0025a7  mov     qword ptr [rbp+0x160],1
  0025b2  mov     rax,0x400000007
  0025bc  jmp     0x0000000000000016
  0025c1  mov     [rbp+0x98],r14
  0025c8  mov     qword ptr [rbp+0x140],3
  0025d3  mov     qword ptr [rbp+0xa8],0x41
  0025de  mov     [rbp+0xb8],rsi
  0025e5  mov     qword ptr [rbp+0x160],1
  0025f0  mov     rax,0x40000000a
  0025fa  jmp     0x0000000000000016
