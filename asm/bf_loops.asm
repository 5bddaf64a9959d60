; T0: 652 bytes
; v0:int = input n
  000080  cmp     qword ptr [rbp+0x1a0],1
  00008b  jne     0x0000000000000229
; v1:list = input src
  000091  cmp     qword ptr [rbp+0x1a8],3
  00009c  jne     0x0000000000000229
; v2:list = input jumps
  0000a2  cmp     qword ptr [rbp+0x1b0],3
  0000ad  jne     0x0000000000000229
; v3:list = input stack
  0000b3  cmp     qword ptr [rbp+0x1b8],3
  0000be  jne     0x0000000000000229
; v4:int = input sp
  0000c4  cmp     qword ptr [rbp+0x1c0],1
  0000cf  jne     0x0000000000000229
; v5:int = input i
  0000d5  cmp     qword ptr [rbp+0x1c8],1
  0000e0  jne     0x0000000000000229
  0000e6  mov     rbx,[rbp+0x78]
  0000ed  jmp     0x00000000000000f9
  0000f2  mov     rbx,[rbp+0x78]
; v6:int = lt v5, 67
; guard_true v6 => match/0 (0) {i=v5}
  0000f9  cmp     rbx,0x43
  000100  jge     0x0000000000000238
; v8:int = readlist <list of 67>, v5 words => match_command/0 (1) {i=v5}
  000106  mov     r11,<list k1>
  000110  cmp     rbx,[r11]
  000118  jae     0x000000000000024e
  00011e  mov     rax,[r11+0x10]
  000126  mov     r12,[rax+rbx*8]
; v9:int = eq v8, 91
; guard_false v9 => match_command/0 (1) {i=v5}
  00012b  cmp     r12,0x5b
  000132  je      0x0000000000000264
; v11:int = eq v8, 93
; guard_false v11 => match_close/0 (2) {i=v5, c=v8}
  000138  cmp     r12,0x5d
  00013f  je      0x000000000000027a
; v13:int = add_nov v5, 1
  000145  add     rbx,1
; guard_steps => match/0 (4) {i=v13}
  00014c  cmp     qword ptr [rbp],0
  000157  jl      0x000000000000016e
  00015d  sub     qword ptr [rbp],4
  000168  jb      0x00000000000001fa
; v15:int = phi i v13
; loop (4) {i=v15}
  00016e  nop     [rax+rax]
  000177  nop     [rax+rax]
; v17:int = lt v15, 67
; guard_true v17 => match/0 (0) {i=v15}
  000180  cmp     rbx,0x43
  000187  jge     0x00000000000002a2
; v19:int = readlist <list of 67>, v15 words => match_command/0 (1) {i=v15}
  00018d  mov     r11,<list k1>
  000197  cmp     rbx,[r11]
  00019f  jae     0x00000000000002b8
  0001a5  mov     rax,[r11+0x10]
  0001ad  mov     r12,[rax+rbx*8]
; v20:int = eq v19, 91
; guard_false v20 => match_command/0 (1) {i=v15}
  0001b2  cmp     r12,0x5b
  0001b9  je      0x00000000000002ce
; v22:int = eq v19, 93
; guard_false v22 => match_close/0 (2) {i=v15, c=v19}
  0001bf  cmp     r12,0x5d
  0001c6  je      0x00000000000002e4
; v24:int = add_nov v15, 1
  0001cc  add     rbx,1
; guard_steps => match/0 (4) {i=v24}
  0001d3  cmp     qword ptr [rbp],0
  0001de  jl      0x00000000000001f5
  0001e4  sub     qword ptr [rbp],4
  0001ef  jb      0x000000000000020a
; jump (4) v15 <- v24
  0001f5  jmp     0x0000000000000180
  0001fa  mov     qword ptr [rbp+0x48],1
  000205  jmp     0x000000000000016e
  00020a  mov     qword ptr [rbp+0x48],1
  000215  jmp     0x00000000000001f5
; body entry
  00021a  nop     [rax+rax]
  000224  jmp     0x0000000000000180
; exits
  000229  mov     rax,0xfffffffe
  000233  jmp     0x0000000000000027
  000238  mov     [rbp+0x78],rbx
  00023f  mov     rax,0
  000249  jmp     0x0000000000000027
  00024e  mov     [rbp+0x78],rbx
  000255  mov     rax,1
  00025f  jmp     0x0000000000000027
  000264  mov     [rbp+0x78],rbx
  00026b  mov     rax,2
  000275  jmp     0x0000000000000027
  00027a  mov     [rbp+0x78],rbx
  000281  mov     [rbp+0x88],r12
  000288  mov     qword ptr [rbp+0x1d8],1
  000293  mov     rax,3
  00029d  jmp     0x0000000000000027
  0002a2  mov     [rbp+0x78],rbx
  0002a9  mov     rax,5
  0002b3  jmp     0x0000000000000027
  0002b8  mov     [rbp+0x78],rbx
  0002bf  mov     rax,6
  0002c9  jmp     0x0000000000000027
  0002ce  mov     [rbp+0x78],rbx
  0002d5  mov     rax,7
  0002df  jmp     0x0000000000000027
  0002e4  mov     [rbp+0x78],rbx
  0002eb  mov     [rbp+0x88],r12
  0002f2  mov     qword ptr [rbp+0x1d8],1
  0002fd  mov     rax,8
  000307  jmp     0x0000000000000027

; T1: 2970 bytes
; v0:int = input n
  000340  cmp     qword ptr [rbp+0x1a0],1
  00034b  jne     0x0000000000000aeb
; v1:list = input src
  000351  cmp     qword ptr [rbp+0x1a8],3
  00035c  jne     0x0000000000000aeb
; v2:list = input jumps
  000362  cmp     qword ptr [rbp+0x1b0],3
  00036d  jne     0x0000000000000aeb
; v3:list = input tape
  000373  cmp     qword ptr [rbp+0x208],3
  00037e  jne     0x0000000000000aeb
  000384  mov     rbx,[rbp+0xb8]
; v4:int = input p
  00038b  cmp     qword ptr [rbp+0x210],1
  000396  jne     0x0000000000000aeb
  00039c  mov     r12,[rbp+0xc0]
; v5:int = input pc
  0003a3  cmp     qword ptr [rbp+0x218],1
  0003ae  jne     0x0000000000000aeb
  0003b4  mov     r13,[rbp+0xc8]
; guard_value v5, 24 => loop_pc/0 (2) {tape=v3, p=v4}
  0003bb  cmp     r13,0x18
  0003c2  jne     0x0000000000000afa
  0003c8  jmp     0x00000000000003db
  0003cd  mov     rbx,[rbp+0xb8]
  0003d4  mov     r12,[rbp+0xc0]
  0003db  mov     r8,[rbx+0x10]
; v7:int = add v4, 1 => right/0 (7) {tape=v3, p=v4}
  0003e3  add     r12,1
  0003ea  jo      0x0000000000000b34
; v8:int = and v7, 65535
  0003f0  mov     r13,r12
  0003f3  and     r13,0xffff
; guard_words v3 => plus/0 (14) {tape=v3, p=v8, pc=25}
  0003fa  cmp     qword ptr [rbx+8],0
  000406  jne     0x0000000000000b63
; v10:int = len v3
  00040c  mov     r14,[rbx]
; v11:int = lt 65535, v10
; guard_true v11 => plus/0 (14) {tape=v3, p=v8, pc=25}
  000414  mov     r11,0xffff
  00041b  cmp     r11,r14
  00041e  jge     0x0000000000000b96
; v13:int = readlist v3, v8 words in_bounds => plus/0 (14) {tape=v3, p=v8, pc=25}
  000424  mov     r14,[r8+r13*8]
; v14:int = add v13, 1 => plus/0 (14) {tape=v3, p=v8, pc=25}
  000429  add     r14,1
  000430  jo      0x0000000000000bfc
; v15:int = and v14, 255
  000436  and     r14,0xff
; v16:list = set v3, v8, v15 owned words in_bounds => plus/3 (14) {tape=v3, p=v8, pc=25, x=v15}
  00043d  mov     rax,[rbx-0x10]
  000445  add     rax,[rbx-8]
  00044d  cmp     rax,2
  000453  jne     0x00000000000004f1
  000459  mov     [r8+r13*8],r14
; v17:int = add_nov v7, -1
  00045e  add     r12,0xffffffffffffffff
; v18:int = and v17, 65535
  000465  and     r12,0xffff
; v19:int = readlist v16, v18 words in_bounds => minus/0 (32) {tape=v16, p=v18, pc=27}
  00046c  mov     r15,[r8+r12*8]
; v20:int = sub v19, 1 => minus/0 (32) {tape=v16, p=v18, pc=27}
  000471  sub     r15,1
  000478  jo      0x0000000000000c69
; v21:int = and v20, 255
  00047e  and     r15,0xff
; v22:list = set v16, v18, v21 owned words in_bounds => minus/3 (32) {tape=v16, p=v18, pc=27, x=v21}
  000485  mov     [r8+r12*8],r15
; guard_true v21 => close_bracket/0 (46) {tape=v22, p=v18, pc=28}
  00048a  test    r15,r15
  00048d  je      0x0000000000000ca3
; guard_steps => loop/0 (49) {tape=v22, p=v18}
; v25:int = add_nov v15, 1
; v26:int = and v25, 255
  000493  add     r14b,1
; v27:list = set v22, v8, v26 owned words in_bounds => plus/3 (63) {tape=v22, p=v8, pc=25, x=v26}
  000497  mov     [r8+r13*8],r14
; v28:int = sub_nov v21, 1
; v29:int = and v28, 255
  00049c  add     r15b,0xff
; v30:list = set v27, v18, v29 owned words in_bounds => minus/3 (81) {tape=v27, p=v18, pc=27, x=v29}
  0004a0  mov     [r8+r12*8],r15
; guard_true v29 => close_bracket/0 (95) {tape=v30, p=v18, pc=28}
  0004a5  test    r15,r15
  0004a8  je      0x0000000000000cd6
; guard_steps => loop/0 (98) {tape=v30, p=v18}
; v33:int = sub_nov v29, 1
  0004ae  lea     rsi,[r15-1]
; v34:int = mul_nov v33, 255
  0004b6  mov     rdi,rsi
  0004b9  imul    rdi,0xff
; v35:int = add_nov v29, v34
  0004c0  add     r15,rdi
; v36:int = add_nov v26, v33
  0004c3  add     r14,rsi
; v37:int = add_nov v36, 1
  0004c6  add     r14,1
; v38:int = and v37, 255
  0004cd  and     r14,0xff
; v39:list = set v30, v8, v38 owned words in_bounds => plus/3 (112) {tape=v30, p=v8, pc=25, x=v38}
  0004d4  mov     [r8+r13*8],r14
; v40:int = add_nov v35, -1
  0004d9  add     r15,0xffffffffffffffff
; v41:int = and v40, 255
  0004e0  and     r15,0xff
; v42:list = set v39, v18, v41 owned words in_bounds => minus/3 (130) {tape=v39, p=v18, pc=27, x=v41}
  0004e7  mov     [r8+r12*8],r15
; exit => close_bracket/0 (144) {tape=v42, p=v18, pc=28}
  0004ec  jmp     0x0000000000000d09
  0004f1  sub     rsp,0x70
  0004f8  mov     [rsp+0x30],rcx
  000500  mov     [rsp+0x38],rsi
  000508  mov     [rsp+0x40],rdi
  000510  mov     [rsp+0x48],r8
  000518  mov     [rsp+0x50],r9
  000520  mov     [rsp+0x58],r10
  000528  mov     [rsp],rbx
  000530  mov     qword ptr [rsp+8],3
  00053c  mov     [rsp+0x10],r13
  000544  mov     qword ptr [rsp+0x18],1
  000550  mov     [rsp+0x20],r14
  000558  mov     qword ptr [rsp+0x28],1
  000564  mov     rdi,[rbp+0x20]
  00056b  mov     esi,0xe
  000570  mov     rdx,rsp
  000573  mov     rcx,0xfffffffffffffff2
  00057d  mov     r8,0xfffffffffffffff2
  000587  mov     r9,0
  000591  mov     rax,<list_op>
  00059b  call    rax
  00059d  mov     r11,rax
  0005a0  mov     rcx,[rsp+0x30]
  0005a8  mov     rsi,[rsp+0x38]
  0005b0  mov     rdi,[rsp+0x40]
  0005b8  mov     r8,[rsp+0x48]
  0005c0  mov     r9,[rsp+0x50]
  0005c8  mov     r10,[rsp+0x58]
  0005d0  add     rsp,0x70
  0005d7  test    rdx,rdx
  0005da  je      0x0000000000000d3c
  0005e0  mov     rbx,r11
  0005e3  mov     r8,[rbx+0x10]
  0005eb  jmp     0x000000000000045e
  0005f0  sub     rsp,0x70
  0005f7  mov     [rsp+0x30],rcx
  0005ff  mov     [rsp+0x38],rsi
  000607  mov     [rsp+0x40],rdi
  00060f  mov     [rsp+0x48],r8
  000617  mov     [rsp+0x50],r9
  00061f  mov     [rsp+0x58],r10
  000627  mov     [rsp],rbx
  00062f  mov     qword ptr [rsp+8],3
  00063b  mov     [rsp+0x10],r12
  000643  mov     qword ptr [rsp+0x18],1
  00064f  mov     [rsp+0x20],r15
  000657  mov     qword ptr [rsp+0x28],1
  000663  mov     rdi,[rbp+0x20]
  00066a  mov     esi,0xe
  00066f  mov     rdx,rsp
  000672  mov     rcx,0xfffffffffffffff2
  00067c  mov     r8,0xfffffffffffffff2
  000686  mov     r9,0
  000690  mov     rax,<list_op>
  00069a  call    rax
  00069c  mov     r11,rax
  00069f  mov     rcx,[rsp+0x30]
  0006a7  mov     rsi,[rsp+0x38]
  0006af  mov     rdi,[rsp+0x40]
  0006b7  mov     r8,[rsp+0x48]
  0006bf  mov     r9,[rsp+0x50]
  0006c7  mov     r10,[rsp+0x58]
  0006cf  add     rsp,0x70
  0006d6  test    rdx,rdx
  0006d9  je      0x0000000000000d81
  0006df  mov     rbx,r11
  0006e2  mov     r8,[rbx+0x10]
  0006ea  jmp     0x000000000000048a
  0006ef  sub     rsp,0x70
  0006f6  mov     [rsp+0x30],rcx
  0006fe  mov     [rsp+0x38],rsi
  000706  mov     [rsp+0x40],rdi
  00070e  mov     [rsp+0x48],r8
  000716  mov     [rsp+0x50],r9
  00071e  mov     [rsp+0x58],r10
  000726  mov     [rsp],rbx
  00072e  mov     qword ptr [rsp+8],3
  00073a  mov     [rsp+0x10],r13
  000742  mov     qword ptr [rsp+0x18],1
  00074e  mov     [rsp+0x20],r14
  000756  mov     qword ptr [rsp+0x28],1
  000762  mov     rdi,[rbp+0x20]
  000769  mov     esi,0xe
  00076e  mov     rdx,rsp
  000771  mov     rcx,0xfffffffffffffff2
  00077b  mov     r8,0xfffffffffffffff2
  000785  mov     r9,0
  00078f  mov     rax,<list_op>
  000799  call    rax
  00079b  mov     r11,rax
  00079e  mov     rcx,[rsp+0x30]
  0007a6  mov     rsi,[rsp+0x38]
  0007ae  mov     rdi,[rsp+0x40]
  0007b6  mov     r8,[rsp+0x48]
  0007be  mov     r9,[rsp+0x50]
  0007c6  mov     r10,[rsp+0x58]
  0007ce  add     rsp,0x70
  0007d5  test    rdx,rdx
  0007d8  je      0x0000000000000dc6
  0007de  mov     rbx,r11
  0007e1  mov     r8,[rbx+0x10]
  0007e9  jmp     0x000000000000049c
  0007ee  sub     rsp,0x70
  0007f5  mov     [rsp+0x30],rcx
  0007fd  mov     [rsp+0x38],rsi
  000805  mov     [rsp+0x40],rdi
  00080d  mov     [rsp+0x48],r8
  000815  mov     [rsp+0x50],r9
  00081d  mov     [rsp+0x58],r10
  000825  mov     [rsp],rbx
  00082d  mov     qword ptr [rsp+8],3
  000839  mov     [rsp+0x10],r12
  000841  mov     qword ptr [rsp+0x18],1
  00084d  mov     [rsp+0x20],r15
  000855  mov     qword ptr [rsp+0x28],1
  000861  mov     rdi,[rbp+0x20]
  000868  mov     esi,0xe
  00086d  mov     rdx,rsp
  000870  mov     rcx,0xfffffffffffffff2
  00087a  mov     r8,0xfffffffffffffff2
  000884  mov     r9,0
  00088e  mov     rax,<list_op>
  000898  call    rax
  00089a  mov     r11,rax
  00089d  mov     rcx,[rsp+0x30]
  0008a5  mov     rsi,[rsp+0x38]
  0008ad  mov     rdi,[rsp+0x40]
  0008b5  mov     r8,[rsp+0x48]
  0008bd  mov     r9,[rsp+0x50]
  0008c5  mov     r10,[rsp+0x58]
  0008cd  add     rsp,0x70
  0008d4  test    rdx,rdx
  0008d7  je      0x0000000000000e0b
  0008dd  mov     rbx,r11
  0008e0  mov     r8,[rbx+0x10]
  0008e8  jmp     0x00000000000004a5
  0008ed  sub     rsp,0x70
  0008f4  mov     [rsp+0x30],rcx
  0008fc  mov     [rsp+0x38],rsi
  000904  mov     [rsp+0x40],rdi
  00090c  mov     [rsp+0x48],r8
  000914  mov     [rsp+0x50],r9
  00091c  mov     [rsp+0x58],r10
  000924  mov     [rsp],rbx
  00092c  mov     qword ptr [rsp+8],3
  000938  mov     [rsp+0x10],r13
  000940  mov     qword ptr [rsp+0x18],1
  00094c  mov     [rsp+0x20],r14
  000954  mov     qword ptr [rsp+0x28],1
  000960  mov     rdi,[rbp+0x20]
  000967  mov     esi,0xe
  00096c  mov     rdx,rsp
  00096f  mov     rcx,0xfffffffffffffff2
  000979  mov     r8,0xfffffffffffffff2
  000983  mov     r9,0
  00098d  mov     rax,<list_op>
  000997  call    rax
  000999  mov     r11,rax
  00099c  mov     rcx,[rsp+0x30]
  0009a4  mov     rsi,[rsp+0x38]
  0009ac  mov     rdi,[rsp+0x40]
  0009b4  mov     r8,[rsp+0x48]
  0009bc  mov     r9,[rsp+0x50]
  0009c4  mov     r10,[rsp+0x58]
  0009cc  add     rsp,0x70
  0009d3  test    rdx,rdx
  0009d6  je      0x0000000000000e50
  0009dc  mov     rbx,r11
  0009df  mov     r8,[rbx+0x10]
  0009e7  jmp     0x00000000000004d9
  0009ec  sub     rsp,0x70
  0009f3  mov     [rsp+0x30],rcx
  0009fb  mov     [rsp+0x38],rsi
  000a03  mov     [rsp+0x40],rdi
  000a0b  mov     [rsp+0x48],r8
  000a13  mov     [rsp+0x50],r9
  000a1b  mov     [rsp+0x58],r10
  000a23  mov     [rsp],rbx
  000a2b  mov     qword ptr [rsp+8],3
  000a37  mov     [rsp+0x10],r12
  000a3f  mov     qword ptr [rsp+0x18],1
  000a4b  mov     [rsp+0x20],r15
  000a53  mov     qword ptr [rsp+0x28],1
  000a5f  mov     rdi,[rbp+0x20]
  000a66  mov     esi,0xe
  000a6b  mov     rdx,rsp
  000a6e  mov     rcx,0xfffffffffffffff2
  000a78  mov     r8,0xfffffffffffffff2
  000a82  mov     r9,0
  000a8c  mov     rax,<list_op>
  000a96  call    rax
  000a98  mov     r11,rax
  000a9b  mov     rcx,[rsp+0x30]
  000aa3  mov     rsi,[rsp+0x38]
  000aab  mov     rdi,[rsp+0x40]
  000ab3  mov     r8,[rsp+0x48]
  000abb  mov     r9,[rsp+0x50]
  000ac3  mov     r10,[rsp+0x58]
  000acb  add     rsp,0x70
  000ad2  test    rdx,rdx
  000ad5  je      0x0000000000000e95
  000adb  mov     rbx,r11
  000ade  mov     r8,[rbx+0x10]
  000ae6  jmp     0x00000000000004ec
; exits
  000aeb  mov     rax,0x1fffffffe
  000af5  jmp     0x0000000000000027
  000afa  mov     [rbp+0x10],r13
  000b01  mov     qword ptr [rbp+0x18],1
  000b0c  mov     [rbp+0xb8],rbx
  000b13  mov     qword ptr [rbp+0x208],3
  000b1e  mov     [rbp+0xc0],r12
  000b25  mov     rax,0x100000000
  000b2f  jmp     0x0000000000000027
  000b34  sub     r12,1
  000b3b  mov     [rbp+0xb8],rbx
  000b42  mov     qword ptr [rbp+0x208],3
  000b4d  mov     [rbp+0xc0],r12
  000b54  mov     rax,0x100000001
  000b5e  jmp     0x0000000000000027
  000b63  mov     [rbp+0xb8],rbx
  000b6a  mov     qword ptr [rbp+0x208],3
  000b75  mov     [rbp+0xc0],r13
  000b7c  mov     qword ptr [rbp+0xc8],0x19
  000b87  mov     rax,0x100000002
  000b91  jmp     0x0000000000000027
  000b96  mov     [rbp+0xb8],rbx
  000b9d  mov     qword ptr [rbp+0x208],3
  000ba8  mov     [rbp+0xc0],r13
  000baf  mov     qword ptr [rbp+0xc8],0x19
  000bba  mov     rax,0x100000003
  000bc4  jmp     0x0000000000000027
  000bc9  mov     [rbp+0xb8],rbx
  000bd0  mov     qword ptr [rbp+0x208],3
  000bdb  mov     [rbp+0xc0],r13
  000be2  mov     qword ptr [rbp+0xc8],0x19
  000bed  mov     rax,0x100000004
  000bf7  jmp     0x0000000000000027
  000bfc  sub     r14,1
  000c03  mov     [rbp+0xb8],rbx
  000c0a  mov     qword ptr [rbp+0x208],3
  000c15  mov     [rbp+0xc0],r13
  000c1c  mov     qword ptr [rbp+0xc8],0x19
  000c27  mov     rax,0x100000005
  000c31  jmp     0x0000000000000027
  000c36  mov     [rbp+0xb8],rbx
  000c3d  mov     qword ptr [rbp+0x208],3
  000c48  mov     [rbp+0xc0],r12
  000c4f  mov     qword ptr [rbp+0xc8],0x1b
  000c5a  mov     rax,0x100000007
  000c64  jmp     0x0000000000000027
  000c69  add     r15,1
  000c70  mov     [rbp+0xb8],rbx
  000c77  mov     qword ptr [rbp+0x208],3
  000c82  mov     [rbp+0xc0],r12
  000c89  mov     qword ptr [rbp+0xc8],0x1b
  000c94  mov     rax,0x100000008
  000c9e  jmp     0x0000000000000027
  000ca3  mov     [rbp+0xb8],rbx
  000caa  mov     qword ptr [rbp+0x208],3
  000cb5  mov     [rbp+0xc0],r12
  000cbc  mov     qword ptr [rbp+0xc8],0x1c
  000cc7  mov     rax,0x10000000a
  000cd1  jmp     0x0000000000000027
  000cd6  mov     [rbp+0xb8],rbx
  000cdd  mov     qword ptr [rbp+0x208],3
  000ce8  mov     [rbp+0xc0],r12
  000cef  mov     qword ptr [rbp+0xc8],0x1c
  000cfa  mov     rax,0x10000000e
  000d04  jmp     0x0000000000000027
  000d09  mov     [rbp+0xb8],rbx
  000d10  mov     qword ptr [rbp+0x208],3
  000d1b  mov     [rbp+0xc0],r12
  000d22  mov     qword ptr [rbp+0xc8],0x1c
  000d2d  mov     rax,0x100000012
  000d37  jmp     0x0000000000000027
  000d3c  mov     [rbp+0xb8],rbx
  000d43  mov     qword ptr [rbp+0x208],3
  000d4e  mov     [rbp+0xc0],r13
  000d55  mov     qword ptr [rbp+0xc8],0x19
  000d60  mov     [rbp+0xd8],r14
  000d67  mov     qword ptr [rbp+0x228],1
  000d72  mov     rax,0x100000006
  000d7c  jmp     0x0000000000000027
  000d81  mov     [rbp+0xb8],rbx
  000d88  mov     qword ptr [rbp+0x208],3
  000d93  mov     [rbp+0xc0],r12
  000d9a  mov     qword ptr [rbp+0xc8],0x1b
  000da5  mov     [rbp+0xd8],r15
  000dac  mov     qword ptr [rbp+0x228],1
  000db7  mov     rax,0x100000009
  000dc1  jmp     0x0000000000000027
  000dc6  mov     [rbp+0xb8],rbx
  000dcd  mov     qword ptr [rbp+0x208],3
  000dd8  mov     [rbp+0xc0],r13
  000ddf  mov     qword ptr [rbp+0xc8],0x19
  000dea  mov     [rbp+0xd8],r14
  000df1  mov     qword ptr [rbp+0x228],1
  000dfc  mov     rax,0x10000000c
  000e06  jmp     0x0000000000000027
  000e0b  mov     [rbp+0xb8],rbx
  000e12  mov     qword ptr [rbp+0x208],3
  000e1d  mov     [rbp+0xc0],r12
  000e24  mov     qword ptr [rbp+0xc8],0x1b
  000e2f  mov     [rbp+0xd8],r15
  000e36  mov     qword ptr [rbp+0x228],1
  000e41  mov     rax,0x10000000d
  000e4b  jmp     0x0000000000000027
  000e50  mov     [rbp+0xb8],rbx
  000e57  mov     qword ptr [rbp+0x208],3
  000e62  mov     [rbp+0xc0],r13
  000e69  mov     qword ptr [rbp+0xc8],0x19
  000e74  mov     [rbp+0xd8],r14
  000e7b  mov     qword ptr [rbp+0x228],1
  000e86  mov     rax,0x100000010
  000e90  jmp     0x0000000000000027
  000e95  mov     [rbp+0xb8],rbx
  000e9c  mov     qword ptr [rbp+0x208],3
  000ea7  mov     [rbp+0xc0],r12
  000eae  mov     qword ptr [rbp+0xc8],0x1b
  000eb9  mov     [rbp+0xd8],r15
  000ec0  mov     qword ptr [rbp+0x228],1
  000ecb  mov     rax,0x100000011
  000ed5  jmp     0x0000000000000027

; T2: 1889 bytes
; v0:int = input n
  000f00  cmp     qword ptr [rbp+0x1a0],1
  000f0b  jne     0x000000000000149f
; v1:list = input src
  000f11  cmp     qword ptr [rbp+0x1a8],3
  000f1c  jne     0x000000000000149f
; v2:list = input jumps
  000f22  cmp     qword ptr [rbp+0x1b0],3
  000f2d  jne     0x000000000000149f
; v3:list = input tape
  000f33  cmp     qword ptr [rbp+0x208],3
  000f3e  jne     0x000000000000149f
  000f44  mov     rbx,[rbp+0xb8]
; v4:int = input p
  000f4b  cmp     qword ptr [rbp+0x210],1
  000f56  jne     0x000000000000149f
  000f5c  mov     r12,[rbp+0xc0]
; v5:int = input pc
  000f63  cmp     qword ptr [rbp+0x218],1
  000f6e  jne     0x000000000000149f
  000f74  mov     r13,[rbp+0xc8]
; guard_value v5, 31 => loop_pc/0 (2) {tape=v3}
  000f7b  cmp     r13,0x1f
  000f82  jne     0x00000000000014ae
  000f88  jmp     0x0000000000000f9b
  000f8d  mov     rbx,[rbp+0xb8]
  000f94  mov     r12,[rbp+0xc0]
; guard_words v3 => minus/0 (6) {tape=v3}
  000f9b  cmp     qword ptr [rbx+8],0
  000fa7  jne     0x00000000000014e1
; v8:int = readlist v3, v4 words => minus/0 (6) {tape=v3}
  000fad  cmp     r12,[rbx]
  000fb5  jae     0x0000000000001502
  000fbb  mov     rax,[rbx+0x10]
  000fc3  mov     r13,[rax+r12*8]
; v9:int = sub v8, 1 => minus/0 (6) {tape=v3}
  000fc8  sub     r13,1
  000fcf  jo      0x0000000000001523
; v10:int = and v9, 255
  000fd5  and     r13,0xff
; v11:list = set v3, v4, v10 owned words in_bounds => minus/3 (6) {tape=v3, x=v10}
  000fdc  mov     rax,[rbx-0x10]
  000fe4  add     rax,[rbx-8]
  000fec  cmp     rax,2
  000ff2  jne     0x00000000000010f1
  000ff8  mov     rax,[rbx+0x10]
  001000  mov     [rax+r12*8],r13
; v12:int = put_byte v10 => output/0 (17) {tape=v11, pc=32}
  001005  cmp     r13,0xff
  00100c  ja      0x00000000000011e8
  001012  mov     rax,[rbp+0x28]
  001019  mov     rdx,[rax]
  00101c  cmp     rdx,0x10000
  001023  jae     0x00000000000011e8
  001029  mov     [rax+rdx+8],r13b
  001031  add     rdx,1
  001035  mov     [rax],rdx
; guard_true v10 => close_bracket/0 (31) {tape=v11, pc=33}
  001038  test    r13,r13
  00103b  je      0x000000000000154b
; guard_steps => loop/0 (34) {tape=v11}
  001041  cmp     qword ptr [rbp],0
  00104c  jl      0x0000000000001063
  001052  sub     qword ptr [rbp],0x22
  00105d  jb      0x00000000000012b4
; v15:list = phi tape v11
; v16:int = phi - v10
; loop (34) {tape=v15}
  001063  mov     r14,[rbx+0x10]
  00106b  nop     [rax+rax]
  001074  nop     [rax+rax]
  00107d  nop     [rax]
; v18:int = sub_nov v16, 1
; v19:int = and v18, 255
  001080  add     r13b,0xff
; v20:list = set v15, v4, v19 owned words in_bounds => minus/3 (6) {tape=v15, x=v19}
  001084  mov     [r14+r12*8],r13
; v21:int = put_byte v19 => output/0 (17) {tape=v20, pc=32}
  001089  cmp     r13,0xff
  001090  ja      0x00000000000013c3
  001096  mov     rax,[rbp+0x28]
  00109d  mov     rdx,[rax]
  0010a0  cmp     rdx,0x10000
  0010a7  jae     0x00000000000013c3
  0010ad  mov     [rax+rdx+8],r13b
  0010b5  add     rdx,1
  0010b9  mov     [rax],rdx
; guard_true v19 => close_bracket/0 (31) {tape=v20, pc=33}
  0010bc  test    r13,r13
  0010bf  jne     0x00000000000010ca
  0010c5  jmp     0x0000000000001577
  0010ca  cmp     qword ptr [rbp],0
  0010d5  jl      0x00000000000010ec
  0010db  sub     qword ptr [rbp],0x22
  0010e6  jb      0x000000000000148f
  0010ec  jmp     0x0000000000001080
; guard_steps => loop/0 (34) {tape=v20}
; jump (34) v15 <- v20, v16 <- v19
  0010f1  sub     rsp,0x70
  0010f8  mov     [rsp+0x30],rcx
  001100  mov     [rsp+0x38],rsi
  001108  mov     [rsp+0x40],rdi
  001110  mov     [rsp+0x48],r8
  001118  mov     [rsp+0x50],r9
  001120  mov     [rsp+0x58],r10
  001128  mov     [rsp],rbx
  001130  mov     qword ptr [rsp+8],3
  00113c  mov     [rsp+0x10],r12
  001144  mov     qword ptr [rsp+0x18],1
  001150  mov     [rsp+0x20],r13
  001158  mov     qword ptr [rsp+0x28],1
  001164  mov     rdi,[rbp+0x20]
  00116b  mov     esi,0xe
  001170  mov     rdx,rsp
  001173  mov     rcx,0xfffffffffffffff2
  00117d  mov     r8,0xfffffffffffffff2
  001187  mov     r9,0
  001191  mov     rax,<list_op>
  00119b  call    rax
  00119d  mov     r11,rax
  0011a0  mov     rcx,[rsp+0x30]
  0011a8  mov     rsi,[rsp+0x38]
  0011b0  mov     rdi,[rsp+0x40]
  0011b8  mov     r8,[rsp+0x48]
  0011c0  mov     r9,[rsp+0x50]
  0011c8  mov     r10,[rsp+0x58]
  0011d0  add     rsp,0x70
  0011d7  test    rdx,rdx
  0011da  je      0x00000000000015a3
  0011e0  mov     rbx,r11
  0011e3  jmp     0x0000000000001005
  0011e8  sub     rsp,0x70
  0011ef  mov     [rsp+0x30],rcx
  0011f7  mov     [rsp+0x38],rsi
  0011ff  mov     [rsp+0x40],rdi
  001207  mov     [rsp+0x48],r8
  00120f  mov     [rsp+0x50],r9
  001217  mov     [rsp+0x58],r10
  00121f  mov     [rsp],r13
  001227  mov     qword ptr [rsp+8],1
  001233  mov     rdi,[rbp+0x20]
  00123a  mov     esi,0x14
  00123f  mov     rdx,rsp
  001242  mov     rcx,1
  00124c  mov     r8,0
  001256  mov     r9,0
  001260  mov     rax,<call_op>
  00126a  call    rax
  00126c  mov     r11,rax
  00126f  mov     rcx,[rsp+0x30]
  001277  mov     rsi,[rsp+0x38]
  00127f  mov     rdi,[rsp+0x40]
  001287  mov     r8,[rsp+0x48]
  00128f  mov     r9,[rsp+0x50]
  001297  mov     r10,[rsp+0x58]
  00129f  add     rsp,0x70
  0012a6  test    rdx,rdx
  0012a9  je      0x00000000000015d6
  0012af  jmp     0x0000000000001038
  0012b4  mov     qword ptr [rbp+0x48],3
  0012bf  jmp     0x0000000000001063
  0012c4  sub     rsp,0x70
  0012cb  mov     [rsp+0x30],rcx
  0012d3  mov     [rsp+0x38],rsi
  0012db  mov     [rsp+0x40],rdi
  0012e3  mov     [rsp+0x48],r8
  0012eb  mov     [rsp+0x50],r9
  0012f3  mov     [rsp+0x58],r10
  0012fb  mov     [rsp],rbx
  001303  mov     qword ptr [rsp+8],3
  00130f  mov     [rsp+0x10],r12
  001317  mov     qword ptr [rsp+0x18],1
  001323  mov     [rsp+0x20],r13
  00132b  mov     qword ptr [rsp+0x28],1
  001337  mov     rdi,[rbp+0x20]
  00133e  mov     esi,0xe
  001343  mov     rdx,rsp
  001346  mov     rcx,0xfffffffffffffff2
  001350  mov     r8,0xfffffffffffffff2
  00135a  mov     r9,0
  001364  mov     rax,<list_op>
  00136e  call    rax
  001370  mov     r11,rax
  001373  mov     rcx,[rsp+0x30]
  00137b  mov     rsi,[rsp+0x38]
  001383  mov     rdi,[rsp+0x40]
  00138b  mov     r8,[rsp+0x48]
  001393  mov     r9,[rsp+0x50]
  00139b  mov     r10,[rsp+0x58]
  0013a3  add     rsp,0x70
  0013aa  test    rdx,rdx
  0013ad  je      0x0000000000001602
  0013b3  mov     rbx,r11
  0013b6  mov     r14,[rbx+0x10]
  0013be  jmp     0x0000000000001089
  0013c3  sub     rsp,0x70
  0013ca  mov     [rsp+0x30],rcx
  0013d2  mov     [rsp+0x38],rsi
  0013da  mov     [rsp+0x40],rdi
  0013e2  mov     [rsp+0x48],r8
  0013ea  mov     [rsp+0x50],r9
  0013f2  mov     [rsp+0x58],r10
  0013fa  mov     [rsp],r13
  001402  mov     qword ptr [rsp+8],1
  00140e  mov     rdi,[rbp+0x20]
  001415  mov     esi,0x14
  00141a  mov     rdx,rsp
  00141d  mov     rcx,1
  001427  mov     r8,0
  001431  mov     r9,0
  00143b  mov     rax,<call_op>
  001445  call    rax
  001447  mov     r11,rax
  00144a  mov     rcx,[rsp+0x30]
  001452  mov     rsi,[rsp+0x38]
  00145a  mov     rdi,[rsp+0x40]
  001462  mov     r8,[rsp+0x48]
  00146a  mov     r9,[rsp+0x50]
  001472  mov     r10,[rsp+0x58]
  00147a  add     rsp,0x70
  001481  test    rdx,rdx
  001484  je      0x0000000000001635
  00148a  jmp     0x00000000000010bc
  00148f  mov     qword ptr [rbp+0x48],3
  00149a  jmp     0x00000000000010ec
; exits
  00149f  mov     rax,0x2fffffffe
  0014a9  jmp     0x0000000000000027
  0014ae  mov     [rbp+0x10],r13
  0014b5  mov     qword ptr [rbp+0x18],1
  0014c0  mov     [rbp+0xb8],rbx
  0014c7  mov     qword ptr [rbp+0x208],3
  0014d2  mov     rax,0x200000000
  0014dc  jmp     0x0000000000000027
  0014e1  mov     [rbp+0xb8],rbx
  0014e8  mov     qword ptr [rbp+0x208],3
  0014f3  mov     rax,0x200000001
  0014fd  jmp     0x0000000000000027
  001502  mov     [rbp+0xb8],rbx
  001509  mov     qword ptr [rbp+0x208],3
  001514  mov     rax,0x200000002
  00151e  jmp     0x0000000000000027
  001523  add     r13,1
  00152a  mov     [rbp+0xb8],rbx
  001531  mov     qword ptr [rbp+0x208],3
  00153c  mov     rax,0x200000003
  001546  jmp     0x0000000000000027
  00154b  mov     [rbp+0xb8],rbx
  001552  mov     qword ptr [rbp+0x208],3
  00155d  mov     qword ptr [rbp+0xc8],0x21
  001568  mov     rax,0x200000006
  001572  jmp     0x0000000000000027
  001577  mov     [rbp+0xb8],rbx
  00157e  mov     qword ptr [rbp+0x208],3
  001589  mov     qword ptr [rbp+0xc8],0x21
  001594  mov     rax,0x20000000a
  00159e  jmp     0x0000000000000027
  0015a3  mov     [rbp+0xb8],rbx
  0015aa  mov     qword ptr [rbp+0x208],3
  0015b5  mov     [rbp+0xd8],r13
  0015bc  mov     qword ptr [rbp+0x228],1
  0015c7  mov     rax,0x200000004
  0015d1  jmp     0x0000000000000027
  0015d6  mov     [rbp+0xb8],rbx
  0015dd  mov     qword ptr [rbp+0x208],3
  0015e8  mov     qword ptr [rbp+0xc8],0x20
  0015f3  mov     rax,0x200000005
  0015fd  jmp     0x0000000000000027
  001602  mov     [rbp+0xb8],rbx
  001609  mov     qword ptr [rbp+0x208],3
  001614  mov     [rbp+0xd8],r13
  00161b  mov     qword ptr [rbp+0x228],1
  001626  mov     rax,0x200000008
  001630  jmp     0x0000000000000027
  001635  mov     [rbp+0xb8],rbx
  00163c  mov     qword ptr [rbp+0x208],3
  001647  mov     qword ptr [rbp+0xc8],0x20
  001652  mov     rax,0x200000009
  00165c  jmp     0x0000000000000027

; T3: 2975 bytes
; v0:int = input n
  001680  cmp     qword ptr [rbp+0x1a0],1
  00168b  jne     0x0000000000001e3f
; v1:list = input src
  001691  cmp     qword ptr [rbp+0x1a8],3
  00169c  jne     0x0000000000001e3f
; v2:list = input jumps
  0016a2  cmp     qword ptr [rbp+0x1b0],3
  0016ad  jne     0x0000000000001e3f
; v3:list = input tape
  0016b3  cmp     qword ptr [rbp+0x208],3
  0016be  jne     0x0000000000001e3f
  0016c4  mov     rbx,[rbp+0xb8]
; v4:int = input p
  0016cb  cmp     qword ptr [rbp+0x210],1
  0016d6  jne     0x0000000000001e3f
  0016dc  mov     r12,[rbp+0xc0]
; v5:int = input pc
  0016e3  cmp     qword ptr [rbp+0x218],1
  0016ee  jne     0x0000000000001e3f
  0016f4  mov     r13,[rbp+0xc8]
; guard_value v5, 58 => loop_pc/0 (2) {tape=v3, p=v4}
  0016fb  cmp     r13,0x3a
  001702  jne     0x0000000000001e4e
  001708  jmp     0x000000000000171b
  00170d  mov     rbx,[rbp+0xb8]
  001714  mov     r12,[rbp+0xc0]
  00171b  mov     r8,[rbx+0x10]
; guard_words v3 => minus/0 (6) {tape=v3, p=v4}
  001723  cmp     qword ptr [rbx+8],0
  00172f  jne     0x0000000000001e88
; v8:int = readlist v3, v4 words => minus/0 (6) {tape=v3, p=v4}
  001735  cmp     r12,[rbx]
  00173d  jae     0x0000000000001eb0
  001743  mov     r13,[r8+r12*8]
; v9:int = sub v8, 1 => minus/0 (6) {tape=v3, p=v4}
  001748  sub     r13,1
  00174f  jo      0x0000000000001ed8
; v10:int = and v9, 255
  001755  and     r13,0xff
; v11:list = set v3, v4, v10 owned words in_bounds => minus/3 (6) {tape=v3, p=v4, x=v10}
  00175c  mov     rax,[rbx-0x10]
  001764  add     rax,[rbx-8]
  00176c  cmp     rax,2
  001772  jne     0x0000000000001845
  001778  mov     [r8+r12*8],r13
; v12:int = add_nov v4, 1
  00177d  lea     r13,[r12+1]
; v13:int = and v12, 65535
  001785  and     r13,0xffff
; v14:int = len v11
  00178c  mov     r14,[rbx]
; v15:int = lt 65535, v14
; guard_true v15 => plus/0 (22) {tape=v11, p=v13, pc=60}
  001794  mov     r11,0xffff
  00179b  cmp     r11,r14
  00179e  jge     0x0000000000001f07
; v17:int = readlist v11, v13 words in_bounds => plus/0 (22) {tape=v11, p=v13, pc=60}
  0017a4  mov     r14,[r8+r13*8]
; v18:int = add v17, 1 => plus/0 (22) {tape=v11, p=v13, pc=60}
  0017a9  add     r14,1
  0017b0  jo      0x0000000000001f6d
; v19:int = and v18, 255
  0017b6  and     r14,0xff
; v20:list = set v11, v13, v19 owned words in_bounds => plus/3 (22) {tape=v11, p=v13, pc=60, x=v19}
  0017bd  mov     [r8+r13*8],r14
; v21:int = and v4, 65535
  0017c2  and     r12,0xffff
; v22:int = readlist v20, v21 words in_bounds => close_bracket/0 (46) {tape=v20, p=v21, pc=62}
  0017c9  mov     r15,[r8+r12*8]
; guard_true v22 => close_bracket/0 (46) {tape=v20, p=v21, pc=62}
  0017ce  test    r15,r15
  0017d1  je      0x0000000000001fda
; guard_steps => loop/0 (49) {tape=v20, p=v21}
; v25:int = sub v22, 1 => minus/0 (55) {tape=v20, p=v21}
  0017d7  sub     r15,1
  0017de  jo      0x000000000000200d
; v26:int = and v25, 255
  0017e4  and     r15,0xff
; v27:list = set v20, v21, v26 owned words in_bounds => minus/3 (55) {tape=v20, p=v21, x=v26}
  0017eb  mov     [r8+r12*8],r15
; v28:int = add_nov v19, 1
; v29:int = and v28, 255
  0017f0  add     r14b,1
; v30:list = set v27, v13, v29 owned words in_bounds => plus/3 (71) {tape=v27, p=v13, pc=60, x=v29}
  0017f4  mov     [r8+r13*8],r14
; guard_true v26 => close_bracket/0 (95) {tape=v30, p=v21, pc=62}
  0017f9  test    r15,r15
  0017fc  je      0x000000000000203c
; guard_steps => loop/0 (98) {tape=v30, p=v21}
; v33:int = sub_nov v26, 1
  001802  lea     rsi,[r15-1]
; v34:int = mul_nov v33, 255
  00180a  mov     rdi,rsi
  00180d  imul    rdi,0xff
; v35:int = add_nov v26, v34
  001814  add     r15,rdi
; v36:int = add_nov v29, v33
  001817  add     r14,rsi
; v37:int = add_nov v35, -1
  00181a  add     r15,0xffffffffffffffff
; v38:int = and v37, 255
  001821  and     r15,0xff
; v39:list = set v30, v21, v38 owned words in_bounds => minus/3 (104) {tape=v30, p=v21, x=v38}
  001828  mov     [r8+r12*8],r15
; v40:int = add_nov v36, 1
  00182d  add     r14,1
; v41:int = and v40, 255
  001834  and     r14,0xff
; v42:list = set v39, v13, v41 owned words in_bounds => plus/3 (120) {tape=v39, p=v13, pc=60, x=v41}
  00183b  mov     [r8+r13*8],r14
; exit => close_bracket/0 (144) {tape=v42, p=v21, pc=62}
  001840  jmp     0x000000000000206f
  001845  sub     rsp,0x70
  00184c  mov     [rsp+0x30],rcx
  001854  mov     [rsp+0x38],rsi
  00185c  mov     [rsp+0x40],rdi
  001864  mov     [rsp+0x48],r8
  00186c  mov     [rsp+0x50],r9
  001874  mov     [rsp+0x58],r10
  00187c  mov     [rsp],rbx
  001884  mov     qword ptr [rsp+8],3
  001890  mov     [rsp+0x10],r12
  001898  mov     qword ptr [rsp+0x18],1
  0018a4  mov     [rsp+0x20],r13
  0018ac  mov     qword ptr [rsp+0x28],1
  0018b8  mov     rdi,[rbp+0x20]
  0018bf  mov     esi,0xe
  0018c4  mov     rdx,rsp
  0018c7  mov     rcx,0xfffffffffffffff2
  0018d1  mov     r8,0xfffffffffffffff2
  0018db  mov     r9,0
  0018e5  mov     rax,<list_op>
  0018ef  call    rax
  0018f1  mov     r11,rax
  0018f4  mov     rcx,[rsp+0x30]
  0018fc  mov     rsi,[rsp+0x38]
  001904  mov     rdi,[rsp+0x40]
  00190c  mov     r8,[rsp+0x48]
  001914  mov     r9,[rsp+0x50]
  00191c  mov     r10,[rsp+0x58]
  001924  add     rsp,0x70
  00192b  test    rdx,rdx
  00192e  je      0x00000000000020a2
  001934  mov     rbx,r11
  001937  mov     r8,[rbx+0x10]
  00193f  jmp     0x000000000000177d
  001944  sub     rsp,0x70
  00194b  mov     [rsp+0x30],rcx
  001953  mov     [rsp+0x38],rsi
  00195b  mov     [rsp+0x40],rdi
  001963  mov     [rsp+0x48],r8
  00196b  mov     [rsp+0x50],r9
  001973  mov     [rsp+0x58],r10
  00197b  mov     [rsp],rbx
  001983  mov     qword ptr [rsp+8],3
  00198f  mov     [rsp+0x10],r13
  001997  mov     qword ptr [rsp+0x18],1
  0019a3  mov     [rsp+0x20],r14
  0019ab  mov     qword ptr [rsp+0x28],1
  0019b7  mov     rdi,[rbp+0x20]
  0019be  mov     esi,0xe
  0019c3  mov     rdx,rsp
  0019c6  mov     rcx,0xfffffffffffffff2
  0019d0  mov     r8,0xfffffffffffffff2
  0019da  mov     r9,0
  0019e4  mov     rax,<list_op>
  0019ee  call    rax
  0019f0  mov     r11,rax
  0019f3  mov     rcx,[rsp+0x30]
  0019fb  mov     rsi,[rsp+0x38]
  001a03  mov     rdi,[rsp+0x40]
  001a0b  mov     r8,[rsp+0x48]
  001a13  mov     r9,[rsp+0x50]
  001a1b  mov     r10,[rsp+0x58]
  001a23  add     rsp,0x70
  001a2a  test    rdx,rdx
  001a2d  je      0x00000000000020dc
  001a33  mov     rbx,r11
  001a36  mov     r8,[rbx+0x10]
  001a3e  jmp     0x00000000000017c2
  001a43  sub     rsp,0x70
  001a4a  mov     [rsp+0x30],rcx
  001a52  mov     [rsp+0x38],rsi
  001a5a  mov     [rsp+0x40],rdi
  001a62  mov     [rsp+0x48],r8
  001a6a  mov     [rsp+0x50],r9
  001a72  mov     [rsp+0x58],r10
  001a7a  mov     [rsp],rbx
  001a82  mov     qword ptr [rsp+8],3
  001a8e  mov     [rsp+0x10],r12
  001a96  mov     qword ptr [rsp+0x18],1
  001aa2  mov     [rsp+0x20],r15
  001aaa  mov     qword ptr [rsp+0x28],1
  001ab6  mov     rdi,[rbp+0x20]
  001abd  mov     esi,0xe
  001ac2  mov     rdx,rsp
  001ac5  mov     rcx,0xfffffffffffffff2
  001acf  mov     r8,0xfffffffffffffff2
  001ad9  mov     r9,0
  001ae3  mov     rax,<list_op>
  001aed  call    rax
  001aef  mov     r11,rax
  001af2  mov     rcx,[rsp+0x30]
  001afa  mov     rsi,[rsp+0x38]
  001b02  mov     rdi,[rsp+0x40]
  001b0a  mov     r8,[rsp+0x48]
  001b12  mov     r9,[rsp+0x50]
  001b1a  mov     r10,[rsp+0x58]
  001b22  add     rsp,0x70
  001b29  test    rdx,rdx
  001b2c  je      0x0000000000002121
  001b32  mov     rbx,r11
  001b35  mov     r8,[rbx+0x10]
  001b3d  jmp     0x00000000000017f0
  001b42  sub     rsp,0x70
  001b49  mov     [rsp+0x30],rcx
  001b51  mov     [rsp+0x38],rsi
  001b59  mov     [rsp+0x40],rdi
  001b61  mov     [rsp+0x48],r8
  001b69  mov     [rsp+0x50],r9
  001b71  mov     [rsp+0x58],r10
  001b79  mov     [rsp],rbx
  001b81  mov     qword ptr [rsp+8],3
  001b8d  mov     [rsp+0x10],r13
  001b95  mov     qword ptr [rsp+0x18],1
  001ba1  mov     [rsp+0x20],r14
  001ba9  mov     qword ptr [rsp+0x28],1
  001bb5  mov     rdi,[rbp+0x20]
  001bbc  mov     esi,0xe
  001bc1  mov     rdx,rsp
  001bc4  mov     rcx,0xfffffffffffffff2
  001bce  mov     r8,0xfffffffffffffff2
  001bd8  mov     r9,0
  001be2  mov     rax,<list_op>
  001bec  call    rax
  001bee  mov     r11,rax
  001bf1  mov     rcx,[rsp+0x30]
  001bf9  mov     rsi,[rsp+0x38]
  001c01  mov     rdi,[rsp+0x40]
  001c09  mov     r8,[rsp+0x48]
  001c11  mov     r9,[rsp+0x50]
  001c19  mov     r10,[rsp+0x58]
  001c21  add     rsp,0x70
  001c28  test    rdx,rdx
  001c2b  je      0x000000000000215b
  001c31  mov     rbx,r11
  001c34  mov     r8,[rbx+0x10]
  001c3c  jmp     0x00000000000017f9
  001c41  sub     rsp,0x70
  001c48  mov     [rsp+0x30],rcx
  001c50  mov     [rsp+0x38],rsi
  001c58  mov     [rsp+0x40],rdi
  001c60  mov     [rsp+0x48],r8
  001c68  mov     [rsp+0x50],r9
  001c70  mov     [rsp+0x58],r10
  001c78  mov     [rsp],rbx
  001c80  mov     qword ptr [rsp+8],3
  001c8c  mov     [rsp+0x10],r12
  001c94  mov     qword ptr [rsp+0x18],1
  001ca0  mov     [rsp+0x20],r15
  001ca8  mov     qword ptr [rsp+0x28],1
  001cb4  mov     rdi,[rbp+0x20]
  001cbb  mov     esi,0xe
  001cc0  mov     rdx,rsp
  001cc3  mov     rcx,0xfffffffffffffff2
  001ccd  mov     r8,0xfffffffffffffff2
  001cd7  mov     r9,0
  001ce1  mov     rax,<list_op>
  001ceb  call    rax
  001ced  mov     r11,rax
  001cf0  mov     rcx,[rsp+0x30]
  001cf8  mov     rsi,[rsp+0x38]
  001d00  mov     rdi,[rsp+0x40]
  001d08  mov     r8,[rsp+0x48]
  001d10  mov     r9,[rsp+0x50]
  001d18  mov     r10,[rsp+0x58]
  001d20  add     rsp,0x70
  001d27  test    rdx,rdx
  001d2a  je      0x00000000000021a0
  001d30  mov     rbx,r11
  001d33  mov     r8,[rbx+0x10]
  001d3b  jmp     0x000000000000182d
  001d40  sub     rsp,0x70
  001d47  mov     [rsp+0x30],rcx
  001d4f  mov     [rsp+0x38],rsi
  001d57  mov     [rsp+0x40],rdi
  001d5f  mov     [rsp+0x48],r8
  001d67  mov     [rsp+0x50],r9
  001d6f  mov     [rsp+0x58],r10
  001d77  mov     [rsp],rbx
  001d7f  mov     qword ptr [rsp+8],3
  001d8b  mov     [rsp+0x10],r13
  001d93  mov     qword ptr [rsp+0x18],1
  001d9f  mov     [rsp+0x20],r14
  001da7  mov     qword ptr [rsp+0x28],1
  001db3  mov     rdi,[rbp+0x20]
  001dba  mov     esi,0xe
  001dbf  mov     rdx,rsp
  001dc2  mov     rcx,0xfffffffffffffff2
  001dcc  mov     r8,0xfffffffffffffff2
  001dd6  mov     r9,0
  001de0  mov     rax,<list_op>
  001dea  call    rax
  001dec  mov     r11,rax
  001def  mov     rcx,[rsp+0x30]
  001df7  mov     rsi,[rsp+0x38]
  001dff  mov     rdi,[rsp+0x40]
  001e07  mov     r8,[rsp+0x48]
  001e0f  mov     r9,[rsp+0x50]
  001e17  mov     r10,[rsp+0x58]
  001e1f  add     rsp,0x70
  001e26  test    rdx,rdx
  001e29  je      0x00000000000021da
  001e2f  mov     rbx,r11
  001e32  mov     r8,[rbx+0x10]
  001e3a  jmp     0x0000000000001840
; exits
  001e3f  mov     rax,0x3fffffffe
  001e49  jmp     0x0000000000000027
  001e4e  mov     [rbp+0x10],r13
  001e55  mov     qword ptr [rbp+0x18],1
  001e60  mov     [rbp+0xb8],rbx
  001e67  mov     qword ptr [rbp+0x208],3
  001e72  mov     [rbp+0xc0],r12
  001e79  mov     rax,0x300000000
  001e83  jmp     0x0000000000000027
  001e88  mov     [rbp+0xb8],rbx
  001e8f  mov     qword ptr [rbp+0x208],3
  001e9a  mov     [rbp+0xc0],r12
  001ea1  mov     rax,0x300000001
  001eab  jmp     0x0000000000000027
  001eb0  mov     [rbp+0xb8],rbx
  001eb7  mov     qword ptr [rbp+0x208],3
  001ec2  mov     [rbp+0xc0],r12
  001ec9  mov     rax,0x300000002
  001ed3  jmp     0x0000000000000027
  001ed8  add     r13,1
  001edf  mov     [rbp+0xb8],rbx
  001ee6  mov     qword ptr [rbp+0x208],3
  001ef1  mov     [rbp+0xc0],r12
  001ef8  mov     rax,0x300000003
  001f02  jmp     0x0000000000000027
  001f07  mov     [rbp+0xb8],rbx
  001f0e  mov     qword ptr [rbp+0x208],3
  001f19  mov     [rbp+0xc0],r13
  001f20  mov     qword ptr [rbp+0xc8],0x3c
  001f2b  mov     rax,0x300000005
  001f35  jmp     0x0000000000000027
  001f3a  mov     [rbp+0xb8],rbx
  001f41  mov     qword ptr [rbp+0x208],3
  001f4c  mov     [rbp+0xc0],r13
  001f53  mov     qword ptr [rbp+0xc8],0x3c
  001f5e  mov     rax,0x300000006
  001f68  jmp     0x0000000000000027
  001f6d  sub     r14,1
  001f74  mov     [rbp+0xb8],rbx
  001f7b  mov     qword ptr [rbp+0x208],3
  001f86  mov     [rbp+0xc0],r13
  001f8d  mov     qword ptr [rbp+0xc8],0x3c
  001f98  mov     rax,0x300000007
  001fa2  jmp     0x0000000000000027
  001fa7  mov     [rbp+0xb8],rbx
  001fae  mov     qword ptr [rbp+0x208],3
  001fb9  mov     [rbp+0xc0],r12
  001fc0  mov     qword ptr [rbp+0xc8],0x3e
  001fcb  mov     rax,0x300000009
  001fd5  jmp     0x0000000000000027
  001fda  mov     [rbp+0xb8],rbx
  001fe1  mov     qword ptr [rbp+0x208],3
  001fec  mov     [rbp+0xc0],r12
  001ff3  mov     qword ptr [rbp+0xc8],0x3e
  001ffe  mov     rax,0x30000000a
  002008  jmp     0x0000000000000027
  00200d  add     r15,1
  002014  mov     [rbp+0xb8],rbx
  00201b  mov     qword ptr [rbp+0x208],3
  002026  mov     [rbp+0xc0],r12
  00202d  mov     rax,0x30000000c
  002037  jmp     0x0000000000000027
  00203c  mov     [rbp+0xb8],rbx
  002043  mov     qword ptr [rbp+0x208],3
  00204e  mov     [rbp+0xc0],r12
  002055  mov     qword ptr [rbp+0xc8],0x3e
  002060  mov     rax,0x30000000f
  00206a  jmp     0x0000000000000027
  00206f  mov     [rbp+0xb8],rbx
  002076  mov     qword ptr [rbp+0x208],3
  002081  mov     [rbp+0xc0],r12
  002088  mov     qword ptr [rbp+0xc8],0x3e
  002093  mov     rax,0x300000013
  00209d  jmp     0x0000000000000027
  0020a2  mov     [rbp+0xb8],rbx
  0020a9  mov     qword ptr [rbp+0x208],3
  0020b4  mov     [rbp+0xc0],r12
  0020bb  mov     [rbp+0xd8],r13
  0020c2  mov     qword ptr [rbp+0x228],1
  0020cd  mov     rax,0x300000004
  0020d7  jmp     0x0000000000000027
  0020dc  mov     [rbp+0xb8],rbx
  0020e3  mov     qword ptr [rbp+0x208],3
  0020ee  mov     [rbp+0xc0],r13
  0020f5  mov     qword ptr [rbp+0xc8],0x3c
  002100  mov     [rbp+0xd8],r14
  002107  mov     qword ptr [rbp+0x228],1
  002112  mov     rax,0x300000008
  00211c  jmp     0x0000000000000027
  002121  mov     [rbp+0xb8],rbx
  002128  mov     qword ptr [rbp+0x208],3
  002133  mov     [rbp+0xc0],r12
  00213a  mov     [rbp+0xd8],r15
  002141  mov     qword ptr [rbp+0x228],1
  00214c  mov     rax,0x30000000d
  002156  jmp     0x0000000000000027
  00215b  mov     [rbp+0xb8],rbx
  002162  mov     qword ptr [rbp+0x208],3
  00216d  mov     [rbp+0xc0],r13
  002174  mov     qword ptr [rbp+0xc8],0x3c
  00217f  mov     [rbp+0xd8],r14
  002186  mov     qword ptr [rbp+0x228],1
  002191  mov     rax,0x30000000e
  00219b  jmp     0x0000000000000027
  0021a0  mov     [rbp+0xb8],rbx
  0021a7  mov     qword ptr [rbp+0x208],3
  0021b2  mov     [rbp+0xc0],r12
  0021b9  mov     [rbp+0xd8],r15
  0021c0  mov     qword ptr [rbp+0x228],1
  0021cb  mov     rax,0x300000011
  0021d5  jmp     0x0000000000000027
  0021da  mov     [rbp+0xb8],rbx
  0021e1  mov     qword ptr [rbp+0x208],3
  0021ec  mov     [rbp+0xc0],r13
  0021f3  mov     qword ptr [rbp+0xc8],0x3c
  0021fe  mov     [rbp+0xd8],r14
  002205  mov     qword ptr [rbp+0x228],1
  002210  mov     rax,0x300000012
  00221a  jmp     0x0000000000000027

; T4: 1544 bytes
; v0:int = input n
  002240  cmp     qword ptr [rbp+0x1a0],1
  00224b  jne     0x000000000000267f
; v1:list = input src
  002251  cmp     qword ptr [rbp+0x1a8],3
  00225c  jne     0x000000000000267f
; v2:list = input jumps
  002262  cmp     qword ptr [rbp+0x1b0],3
  00226d  jne     0x000000000000267f
; v3:list = input tape
  002273  cmp     qword ptr [rbp+0x208],3
  00227e  jne     0x000000000000267f
  002284  mov     rbx,[rbp+0xb8]
; v4:int = input p
  00228b  cmp     qword ptr [rbp+0x210],1
  002296  jne     0x000000000000267f
  00229c  mov     r12,[rbp+0xc0]
; v5:int = input pc
  0022a3  cmp     qword ptr [rbp+0x218],1
  0022ae  jne     0x000000000000267f
  0022b4  mov     r13,[rbp+0xc8]
; guard_value v5, 65 => loop_pc/0 (2) {tape=v3}
  0022bb  cmp     r13,0x41
  0022c2  jne     0x000000000000268e
  0022c8  jmp     0x00000000000022db
  0022cd  mov     rbx,[rbp+0xb8]
  0022d4  mov     r12,[rbp+0xc0]
  0022db  mov     r15,[rbx+0x10]
; guard_words v3 => minus/0 (6) {tape=v3}
  0022e3  cmp     qword ptr [rbx+8],0
  0022ef  jne     0x00000000000026c1
; v8:int = readlist v3, v4 words => minus/0 (6) {tape=v3}
  0022f5  cmp     r12,[rbx]
  0022fd  jae     0x00000000000026e2
  002303  mov     r13,[r15+r12*8]
; v9:int = sub v8, 1 => minus/0 (6) {tape=v3}
  002308  sub     r13,1
  00230f  jo      0x0000000000002703
; v10:int = and v9, 255
  002315  and     r13,0xff
; v11:list = set v3, v4, v10 owned words in_bounds => minus/3 (6) {tape=v3, x=v10}
  00231c  mov     rax,[rbx-0x10]
  002324  add     rax,[rbx-8]
  00232c  cmp     rax,2
  002332  jne     0x0000000000002382
  002338  mov     [r15+r12*8],r13
; guard_true v10 => close_bracket/0 (20) {tape=v11, pc=66}
  00233d  test    r13,r13
  002340  je      0x000000000000272b
; guard_steps => loop/0 (23) {tape=v11}
; v14:int = sub_nov v10, 1
; v15:int = and v14, 255
  002346  add     r13b,0xff
; v16:list = set v11, v4, v15 owned words in_bounds => minus/3 (29) {tape=v11, x=v15}
  00234a  mov     [r15+r12*8],r13
; guard_true v15 => close_bracket/0 (43) {tape=v16, pc=66}
  00234f  test    r13,r13
  002352  je      0x0000000000002757
; guard_steps => loop/0 (46) {tape=v16}
; v19:int = sub_nov v15, 1
  002358  lea     r14,[r13-1]
; v20:int = mul_nov v19, 255
  002360  imul    r14,0xff
; v21:int = add_nov v15, v20
  002367  add     r13,r14
; v22:int = add_nov v21, -1
  00236a  add     r13,0xffffffffffffffff
; v23:int = and v22, 255
  002371  and     r13,0xff
; v24:list = set v16, v4, v23 owned words in_bounds => minus/3 (52) {tape=v16, x=v23}
  002378  mov     [r15+r12*8],r13
; exit => close_bracket/0 (66) {tape=v24, pc=66}
  00237d  jmp     0x0000000000002783
  002382  sub     rsp,0x70
  002389  mov     [rsp+0x30],rcx
  002391  mov     [rsp+0x38],rsi
  002399  mov     [rsp+0x40],rdi
  0023a1  mov     [rsp+0x48],r8
  0023a9  mov     [rsp+0x50],r9
  0023b1  mov     [rsp+0x58],r10
  0023b9  mov     [rsp],rbx
  0023c1  mov     qword ptr [rsp+8],3
  0023cd  mov     [rsp+0x10],r12
  0023d5  mov     qword ptr [rsp+0x18],1
  0023e1  mov     [rsp+0x20],r13
  0023e9  mov     qword ptr [rsp+0x28],1
  0023f5  mov     rdi,[rbp+0x20]
  0023fc  mov     esi,0xe
  002401  mov     rdx,rsp
  002404  mov     rcx,0xfffffffffffffff2
  00240e  mov     r8,0xfffffffffffffff2
  002418  mov     r9,0
  002422  mov     rax,<list_op>
  00242c  call    rax
  00242e  mov     r11,rax
  002431  mov     rcx,[rsp+0x30]
  002439  mov     rsi,[rsp+0x38]
  002441  mov     rdi,[rsp+0x40]
  002449  mov     r8,[rsp+0x48]
  002451  mov     r9,[rsp+0x50]
  002459  mov     r10,[rsp+0x58]
  002461  add     rsp,0x70
  002468  test    rdx,rdx
  00246b  je      0x00000000000027af
  002471  mov     rbx,r11
  002474  mov     r15,[rbx+0x10]
  00247c  jmp     0x000000000000233d
  002481  sub     rsp,0x70
  002488  mov     [rsp+0x30],rcx
  002490  mov     [rsp+0x38],rsi
  002498  mov     [rsp+0x40],rdi
  0024a0  mov     [rsp+0x48],r8
  0024a8  mov     [rsp+0x50],r9
  0024b0  mov     [rsp+0x58],r10
  0024b8  mov     [rsp],rbx
  0024c0  mov     qword ptr [rsp+8],3
  0024cc  mov     [rsp+0x10],r12
  0024d4  mov     qword ptr [rsp+0x18],1
  0024e0  mov     [rsp+0x20],r13
  0024e8  mov     qword ptr [rsp+0x28],1
  0024f4  mov     rdi,[rbp+0x20]
  0024fb  mov     esi,0xe
  002500  mov     rdx,rsp
  002503  mov     rcx,0xfffffffffffffff2
  00250d  mov     r8,0xfffffffffffffff2
  002517  mov     r9,0
  002521  mov     rax,<list_op>
  00252b  call    rax
  00252d  mov     r11,rax
  002530  mov     rcx,[rsp+0x30]
  002538  mov     rsi,[rsp+0x38]
  002540  mov     rdi,[rsp+0x40]
  002548  mov     r8,[rsp+0x48]
  002550  mov     r9,[rsp+0x50]
  002558  mov     r10,[rsp+0x58]
  002560  add     rsp,0x70
  002567  test    rdx,rdx
  00256a  je      0x00000000000027e2
  002570  mov     rbx,r11
  002573  mov     r15,[rbx+0x10]
  00257b  jmp     0x000000000000234f
  002580  sub     rsp,0x70
  002587  mov     [rsp+0x30],rcx
  00258f  mov     [rsp+0x38],rsi
  002597  mov     [rsp+0x40],rdi
  00259f  mov     [rsp+0x48],r8
  0025a7  mov     [rsp+0x50],r9
  0025af  mov     [rsp+0x58],r10
  0025b7  mov     [rsp],rbx
  0025bf  mov     qword ptr [rsp+8],3
  0025cb  mov     [rsp+0x10],r12
  0025d3  mov     qword ptr [rsp+0x18],1
  0025df  mov     [rsp+0x20],r13
  0025e7  mov     qword ptr [rsp+0x28],1
  0025f3  mov     rdi,[rbp+0x20]
  0025fa  mov     esi,0xe
  0025ff  mov     rdx,rsp
  002602  mov     rcx,0xfffffffffffffff2
  00260c  mov     r8,0xfffffffffffffff2
  002616  mov     r9,0
  002620  mov     rax,<list_op>
  00262a  call    rax
  00262c  mov     r11,rax
  00262f  mov     rcx,[rsp+0x30]
  002637  mov     rsi,[rsp+0x38]
  00263f  mov     rdi,[rsp+0x40]
  002647  mov     r8,[rsp+0x48]
  00264f  mov     r9,[rsp+0x50]
  002657  mov     r10,[rsp+0x58]
  00265f  add     rsp,0x70
  002666  test    rdx,rdx
  002669  je      0x0000000000002815
  00266f  mov     rbx,r11
  002672  mov     r15,[rbx+0x10]
  00267a  jmp     0x000000000000237d
; exits
  00267f  mov     rax,0x4fffffffe
  002689  jmp     0x0000000000000027
  00268e  mov     [rbp+0x10],r13
  002695  mov     qword ptr [rbp+0x18],1
  0026a0  mov     [rbp+0xb8],rbx
  0026a7  mov     qword ptr [rbp+0x208],3
  0026b2  mov     rax,0x400000000
  0026bc  jmp     0x0000000000000027
  0026c1  mov     [rbp+0xb8],rbx
  0026c8  mov     qword ptr [rbp+0x208],3
  0026d3  mov     rax,0x400000001
  0026dd  jmp     0x0000000000000027
  0026e2  mov     [rbp+0xb8],rbx
  0026e9  mov     qword ptr [rbp+0x208],3
  0026f4  mov     rax,0x400000002
  0026fe  jmp     0x0000000000000027
  002703  add     r13,1
  00270a  mov     [rbp+0xb8],rbx
  002711  mov     qword ptr [rbp+0x208],3
  00271c  mov     rax,0x400000003
  002726  jmp     0x0000000000000027
  00272b  mov     [rbp+0xb8],rbx
  002732  mov     qword ptr [rbp+0x208],3
  00273d  mov     qword ptr [rbp+0xc8],0x42
  002748  mov     rax,0x400000005
  002752  jmp     0x0000000000000027
  002757  mov     [rbp+0xb8],rbx
  00275e  mov     qword ptr [rbp+0x208],3
  002769  mov     qword ptr [rbp+0xc8],0x42
  002774  mov     rax,0x400000008
  00277e  jmp     0x0000000000000027
  002783  mov     [rbp+0xb8],rbx
  00278a  mov     qword ptr [rbp+0x208],3
  002795  mov     qword ptr [rbp+0xc8],0x42
  0027a0  mov     rax,0x40000000b
  0027aa  jmp     0x0000000000000027
  0027af  mov     [rbp+0xb8],rbx
  0027b6  mov     qword ptr [rbp+0x208],3
  0027c1  mov     [rbp+0xd8],r13
  0027c8  mov     qword ptr [rbp+0x228],1
  0027d3  mov     rax,0x400000004
  0027dd  jmp     0x0000000000000027
  0027e2  mov     [rbp+0xb8],rbx
  0027e9  mov     qword ptr [rbp+0x208],3
  0027f4  mov     [rbp+0xd8],r13
  0027fb  mov     qword ptr [rbp+0x228],1
  002806  mov     rax,0x400000007
  002810  jmp     0x0000000000000027
  002815  mov     [rbp+0xb8],rbx
  00281c  mov     qword ptr [rbp+0x208],3
  002827  mov     [rbp+0xd8],r13
  00282e  mov     qword ptr [rbp+0x228],1
  002839  mov     rax,0x40000000a
  002843  jmp     0x0000000000000027
