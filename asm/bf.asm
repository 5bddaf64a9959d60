; T0: 3273 bytes
  000030  mov     qword ptr [rbp+0x18],0
  00003b  mov     rbx,[rbp+0x30]
  000042  mov     r12,[rbp+0x38]
  000049  mov     r13,[rbp+0x40]
  000050  mov     r14,[rbp+0x98]
  000057  mov     r15,[rbp+0xa0]
  00005e  mov     rsi,[rbp+0xa8]
  000065  jmp     0x0000000000000138
  00006a  mov     qword ptr [rbp+0x18],0
; v0:int = input n
  000075  cmp     qword ptr [rbp+0xd8],1
  000080  jne     0x000000000000070a
  000086  mov     rbx,[rbp+0x30]
; v1:list = input src
  00008d  cmp     qword ptr [rbp+0xe0],3
  000098  jne     0x000000000000070a
  00009e  mov     r12,[rbp+0x38]
; v2:list = input jumps
  0000a5  cmp     qword ptr [rbp+0xe8],3
  0000b0  jne     0x000000000000070a
  0000b6  mov     r13,[rbp+0x40]
; v3:list = input tape
  0000bd  cmp     qword ptr [rbp+0x140],3
  0000c8  jne     0x000000000000070a
  0000ce  mov     r14,[rbp+0x98]
; v4:int = input p
  0000d5  cmp     qword ptr [rbp+0x148],1
  0000e0  jne     0x000000000000070a
  0000e6  mov     r15,[rbp+0xa0]
; v5:int = input pc
  0000ed  cmp     qword ptr [rbp+0x150],1
  0000f8  jne     0x000000000000070a
  0000fe  mov     rsi,[rbp+0xa8]
; guard_value v1, [43, 43, 43, 43, 43, 43, 43, 43, 91, 62, 43, 43, 43, 43, 43, 43, 43, 43, 60, 45, 93, 62, 43, 91, 62, 43, 60, 45, 93, 62, 46, 91, 45, 93, 43, 43, 43, 43, 43, 43, 43, 43, 43, 43, 46] => loop/0 (0) {tape=v3, p=v4, pc=v5}
  000105  mov     rax,<list k0>
  00010f  cmp     r12,rax
  000112  jne     0x0000000000000719
; guard_value v2, [0, 0, 0, 0, 0, 0, 0, 0, 20, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 8, 0, 0, 28, 0, 0, 0, 0, 23, 0, 0, 33, 0, 31, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] => loop_jumps/0 (1) {tape=v3, p=v4, pc=v5}
  000118  mov     rax,<list k1>
  000122  cmp     r13,rax
  000125  jne     0x0000000000000797
; guard_value v5, 24 => loop_pc/0 (2) {tape=v3, p=v4, pc=v5}
  00012b  cmp     rsi,0x18
  000132  jne     0x0000000000000815
; v9:int = lt 24, v0
  000138  mov     r11,0x18
  00013f  cmp     r11,rbx
  000142  setl    al
  000145  movzx   esi,al
; v10:int = lt 28, v0
; guard_true v10 => dispatch/1 (3) {more=v9, tape=v3, p=v4, pc=24}
  000149  mov     r11,0x1c
  000150  cmp     r11,rbx
  000153  jge     0x000000000000086c
; v12:int = add v4, 1 => right/0 (7) {tape=v3, p=v4, pc=24}
  000159  add     r15,1
  000160  jo      0x00000000000008c7
; v13:int = and v12, 65535
  000166  mov     rsi,r15
  000169  and     rsi,0xffff
; v14:int = readlist v3, v13 => plus/0 (14) {tape=v3, p=v13, pc=25}
  000170  cmp     rsi,[r14]
  000178  jae     0x0000000000000917
  00017e  mov     rax,[r14+8]
  000186  test    rax,rax
  000189  je      0x000000000000019a
  00018f  cmp     byte ptr [rax+rsi],1
  000194  jne     0x0000000000000917
  00019a  mov     rax,[r14+0x10]
  0001a2  mov     rbx,[rax+rsi*8]
; v15:int = add v14, 1 => plus/1 (14) {tape=v3, p=v13, pc=25, x=v14}
  0001a6  add     rbx,1
  0001ad  jo      0x0000000000000960
; v16:int = and v15, 255
  0001b3  and     rbx,0xff
; v17:list = set v3, v13, v16 owned => plus/3 (14) {tape=v3, p=v13, pc=25, x=v16}
  0001ba  cmp     qword ptr [r14+8],0
  0001c6  jne     0x000000000000032e
  0001cc  cmp     qword ptr [r14-0x10],1
  0001d8  jne     0x000000000000032e
  0001de  cmp     qword ptr [r14-8],1
  0001ea  jne     0x000000000000032e
  0001f0  cmp     rsi,[r14]
  0001f8  jae     0x000000000000032e
  0001fe  mov     rax,[r14+0x10]
  000206  lea     rax,[rax+rsi*8]
  00020a  mov     [rax],rbx
; v18:int = add_nov v12, -1
  00020d  add     r15,0xffffffffffffffff
; v19:int = and v18, 65535
  000214  and     r15,0xffff
; v20:int = readlist v17, v19 => minus/0 (32) {tape=v17, p=v19, pc=27}
  00021b  cmp     r15,[r14]
  000223  jae     0x00000000000009c2
  000229  mov     rax,[r14+8]
  000231  test    rax,rax
  000234  je      0x0000000000000245
  00023a  cmp     byte ptr [rax+r15],1
  00023f  jne     0x00000000000009c2
  000245  mov     rax,[r14+0x10]
  00024d  mov     r13,[rax+r15*8]
; v21:int = sub v20, 1 => minus/1 (32) {tape=v17, p=v19, pc=27, x=v20}
  000251  sub     r13,1
  000258  jo      0x0000000000000a0b
; v22:int = and v21, 255
  00025e  and     r13,0xff
; v23:list = set v17, v19, v22 owned => minus/3 (32) {tape=v17, p=v19, pc=27, x=v22}
  000265  cmp     qword ptr [r14+8],0
  000271  jne     0x0000000000000425
  000277  cmp     r15,[r14]
  00027f  jae     0x0000000000000425
  000285  mov     rax,[r14+0x10]
  00028d  lea     rax,[rax+r15*8]
  000291  mov     [rax],r13
; guard_true v22 => close_bracket/1 (46) {tape=v23, p=v19, pc=28, x=0}
  000294  test    r13,r13
  000297  je      0x0000000000000a6d
; guard_steps => loop/0 (49) {tape=v23, p=v19, pc=24}
; v26:list = phi tape v23
; v27:int = phi - v22
; v28:int = phi - v16
; loop (49)
  00029d  nop
  00029e  nop
  00029f  nop
; v30:int = add v28, 1 => plus/1 (14) {tape=v26, p=v13, pc=25, x=v28}
  0002a0  add     rbx,1
  0002a7  jo      0x0000000000000acc
; v31:int = and v30, 255
  0002ad  and     rbx,0xff
; v32:list = set v26, v13, v31 owned => plus/3 (14) {tape=v26, p=v13, pc=25, x=v31}
  0002b4  cmp     qword ptr [r14+8],0
  0002c0  jne     0x000000000000051c
  0002c6  cmp     rsi,[r14]
  0002ce  jae     0x000000000000051c
  0002d4  mov     rax,[r14+0x10]
  0002dc  lea     rax,[rax+rsi*8]
  0002e0  mov     [rax],rbx
; v33:int = sub_nov v27, 1
  0002e3  sub     r13,1
; v34:int = and v33, 255
  0002ea  and     r13,0xff
; v35:list = set v32, v19, v34 owned => minus/3 (32) {tape=v32, p=v19, pc=27, x=v34}
  0002f1  cmp     qword ptr [r14+8],0
  0002fd  jne     0x0000000000000613
  000303  cmp     r15,[r14]
  00030b  jae     0x0000000000000613
  000311  mov     rax,[r14+0x10]
  000319  lea     rax,[rax+r15*8]
  00031d  mov     [rax],r13
; guard_true v34 => close_bracket/1 (46) {tape=v35, p=v19, pc=28, x=0}
  000320  test    r13,r13
  000323  jne     0x00000000000002a0
  000329  jmp     0x0000000000000b2e
; guard_steps => loop/0 (49) {tape=v35, p=v19, pc=24}
; jump (49) v26 <- v35, v27 <- v34, v28 <- v31
  00032e  sub     rsp,0x70
  000335  mov     [rsp+0x30],rcx
  00033d  mov     [rsp+0x38],rsi
  000345  mov     [rsp+0x40],rdi
  00034d  mov     [rsp+0x48],r8
  000355  mov     [rsp+0x50],r9
  00035d  mov     [rsp+0x58],r10
  000365  mov     [rsp],r14
  00036d  mov     qword ptr [rsp+8],3
  000379  mov     [rsp+0x10],rsi
  000381  mov     qword ptr [rsp+0x18],1
  00038d  mov     [rsp+0x20],rbx
  000395  mov     qword ptr [rsp+0x28],1
  0003a1  mov     rdi,[rbp+0x20]
  0003a8  mov     esi,0xe
  0003ad  mov     rdx,rsp
  0003b0  mov     rcx,0xfffffffffffffff2
  0003ba  mov     r8,0xfffffffffffffff2
  0003c4  mov     r9,0
  0003ce  mov     rax,<list_op>
  0003d8  call    rax
  0003da  mov     r11,rax
  0003dd  mov     rcx,[rsp+0x30]
  0003e5  mov     rsi,[rsp+0x38]
  0003ed  mov     rdi,[rsp+0x40]
  0003f5  mov     r8,[rsp+0x48]
  0003fd  mov     r9,[rsp+0x50]
  000405  mov     r10,[rsp+0x58]
  00040d  add     rsp,0x70
  000414  test    rdx,rdx
  000417  je      0x0000000000000b8d
  00041d  mov     r14,r11
  000420  jmp     0x000000000000020d
  000425  sub     rsp,0x70
  00042c  mov     [rsp+0x30],rcx
  000434  mov     [rsp+0x38],rsi
  00043c  mov     [rsp+0x40],rdi
  000444  mov     [rsp+0x48],r8
  00044c  mov     [rsp+0x50],r9
  000454  mov     [rsp+0x58],r10
  00045c  mov     [rsp],r14
  000464  mov     qword ptr [rsp+8],3
  000470  mov     [rsp+0x10],r15
  000478  mov     qword ptr [rsp+0x18],1
  000484  mov     [rsp+0x20],r13
  00048c  mov     qword ptr [rsp+0x28],1
  000498  mov     rdi,[rbp+0x20]
  00049f  mov     esi,0xe
  0004a4  mov     rdx,rsp
  0004a7  mov     rcx,0xfffffffffffffff2
  0004b1  mov     r8,0xfffffffffffffff2
  0004bb  mov     r9,0
  0004c5  mov     rax,<list_op>
  0004cf  call    rax
  0004d1  mov     r11,rax
  0004d4  mov     rcx,[rsp+0x30]
  0004dc  mov     rsi,[rsp+0x38]
  0004e4  mov     rdi,[rsp+0x40]
  0004ec  mov     r8,[rsp+0x48]
  0004f4  mov     r9,[rsp+0x50]
  0004fc  mov     r10,[rsp+0x58]
  000504  add     rsp,0x70
  00050b  test    rdx,rdx
  00050e  je      0x0000000000000be8
  000514  mov     r14,r11
  000517  jmp     0x0000000000000294
  00051c  sub     rsp,0x70
  000523  mov     [rsp+0x30],rcx
  00052b  mov     [rsp+0x38],rsi
  000533  mov     [rsp+0x40],rdi
  00053b  mov     [rsp+0x48],r8
  000543  mov     [rsp+0x50],r9
  00054b  mov     [rsp+0x58],r10
  000553  mov     [rsp],r14
  00055b  mov     qword ptr [rsp+8],3
  000567  mov     [rsp+0x10],rsi
  00056f  mov     qword ptr [rsp+0x18],1
  00057b  mov     [rsp+0x20],rbx
  000583  mov     qword ptr [rsp+0x28],1
  00058f  mov     rdi,[rbp+0x20]
  000596  mov     esi,0xe
  00059b  mov     rdx,rsp
  00059e  mov     rcx,0xfffffffffffffff2
  0005a8  mov     r8,0xfffffffffffffff2
  0005b2  mov     r9,0
  0005bc  mov     rax,<list_op>
  0005c6  call    rax
  0005c8  mov     r11,rax
  0005cb  mov     rcx,[rsp+0x30]
  0005d3  mov     rsi,[rsp+0x38]
  0005db  mov     rdi,[rsp+0x40]
  0005e3  mov     r8,[rsp+0x48]
  0005eb  mov     r9,[rsp+0x50]
  0005f3  mov     r10,[rsp+0x58]
  0005fb  add     rsp,0x70
  000602  test    rdx,rdx
  000605  je      0x0000000000000c43
  00060b  mov     r14,r11
  00060e  jmp     0x00000000000002e3
  000613  sub     rsp,0x70
  00061a  mov     [rsp+0x30],rcx
  000622  mov     [rsp+0x38],rsi
  00062a  mov     [rsp+0x40],rdi
  000632  mov     [rsp+0x48],r8
  00063a  mov     [rsp+0x50],r9
  000642  mov     [rsp+0x58],r10
  00064a  mov     [rsp],r14
  000652  mov     qword ptr [rsp+8],3
  00065e  mov     [rsp+0x10],r15
  000666  mov     qword ptr [rsp+0x18],1
  000672  mov     [rsp+0x20],r13
  00067a  mov     qword ptr [rsp+0x28],1
  000686  mov     rdi,[rbp+0x20]
  00068d  mov     esi,0xe
  000692  mov     rdx,rsp
  000695  mov     rcx,0xfffffffffffffff2
  00069f  mov     r8,0xfffffffffffffff2
  0006a9  mov     r9,0
  0006b3  mov     rax,<list_op>
  0006bd  call    rax
  0006bf  mov     r11,rax
  0006c2  mov     rcx,[rsp+0x30]
  0006ca  mov     rsi,[rsp+0x38]
  0006d2  mov     rdi,[rsp+0x40]
  0006da  mov     r8,[rsp+0x48]
  0006e2  mov     r9,[rsp+0x50]
  0006ea  mov     r10,[rsp+0x58]
  0006f2  add     rsp,0x70
  0006f9  test    rdx,rdx
  0006fc  je      0x0000000000000c9e
  000702  mov     r14,r11
  000705  jmp     0x0000000000000320
; exits
  00070a  mov     rax,0xfffffffe
  000714  jmp     0x0000000000000016
  000719  mov     [rbp+0x10],r12
  000720  mov     qword ptr [rbp+0x18],3
  00072b  mov     [rbp+0x98],r14
  000732  mov     qword ptr [rbp+0x140],3
  00073d  mov     [rbp+0xa0],r15
  000744  mov     qword ptr [rbp+0x148],1
  00074f  mov     [rbp+0xa8],rsi
  000756  mov     qword ptr [rbp+0x150],1
  000761  mov     rdi,[rbp+0x20]
  000768  mov     rsi,8
  000772  mov     rdx,0
  00077c  mov     rax,<exit_lists>
  000786  call    rax
  000788  mov     rax,0
  000792  jmp     0x0000000000000016
  000797  mov     [rbp+0x10],r13
  00079e  mov     qword ptr [rbp+0x18],3
  0007a9  mov     [rbp+0x98],r14
  0007b0  mov     qword ptr [rbp+0x140],3
  0007bb  mov     [rbp+0xa0],r15
  0007c2  mov     qword ptr [rbp+0x148],1
  0007cd  mov     [rbp+0xa8],rsi
  0007d4  mov     qword ptr [rbp+0x150],1
  0007df  mov     rdi,[rbp+0x20]
  0007e6  mov     rsi,8
  0007f0  mov     rdx,0
  0007fa  mov     rax,<exit_lists>
  000804  call    rax
  000806  mov     rax,1
  000810  jmp     0x0000000000000016
  000815  mov     [rbp+0x10],rsi
  00081c  mov     qword ptr [rbp+0x18],1
  000827  mov     [rbp+0x98],r14
  00082e  mov     qword ptr [rbp+0x140],3
  000839  mov     [rbp+0xa0],r15
  000840  mov     qword ptr [rbp+0x148],1
  00084b  mov     [rbp+0xa8],rsi
  000852  mov     qword ptr [rbp+0x150],1
  00085d  mov     rax,2
  000867  jmp     0x0000000000000016
  00086c  mov     [rbp+0x60],rsi
  000873  mov     qword ptr [rbp+0x108],1
  00087e  mov     [rbp+0x98],r14
  000885  mov     qword ptr [rbp+0x140],3
  000890  mov     [rbp+0xa0],r15
  000897  mov     qword ptr [rbp+0x148],1
  0008a2  mov     qword ptr [rbp+0xa8],0x18
  0008ad  mov     qword ptr [rbp+0x150],1
  0008b8  mov     rax,3
  0008c2  jmp     0x0000000000000016
  0008c7  sub     r15,1
  0008ce  mov     [rbp+0x98],r14
  0008d5  mov     qword ptr [rbp+0x140],3
  0008e0  mov     [rbp+0xa0],r15
  0008e7  mov     qword ptr [rbp+0x148],1
  0008f2  mov     qword ptr [rbp+0xa8],0x18
  0008fd  mov     qword ptr [rbp+0x150],1
  000908  mov     rax,4
  000912  jmp     0x0000000000000016
  000917  mov     [rbp+0x98],r14
  00091e  mov     qword ptr [rbp+0x140],3
  000929  mov     [rbp+0xa0],rsi
  000930  mov     qword ptr [rbp+0x148],1
  00093b  mov     qword ptr [rbp+0xa8],0x19
  000946  mov     qword ptr [rbp+0x150],1
  000951  mov     rax,5
  00095b  jmp     0x0000000000000016
  000960  sub     rbx,1
  000967  mov     [rbp+0x98],r14
  00096e  mov     qword ptr [rbp+0x140],3
  000979  mov     [rbp+0xa0],rsi
  000980  mov     qword ptr [rbp+0x148],1
  00098b  mov     qword ptr [rbp+0xa8],0x19
  000996  mov     qword ptr [rbp+0x150],1
  0009a1  mov     [rbp+0xb8],rbx
  0009a8  mov     qword ptr [rbp+0x160],1
  0009b3  mov     rax,6
  0009bd  jmp     0x0000000000000016
  0009c2  mov     [rbp+0x98],r14
  0009c9  mov     qword ptr [rbp+0x140],3
  0009d4  mov     [rbp+0xa0],r15
  0009db  mov     qword ptr [rbp+0x148],1
  0009e6  mov     qword ptr [rbp+0xa8],0x1b
  0009f1  mov     qword ptr [rbp+0x150],1
  0009fc  mov     rax,8
  000a06  jmp     0x0000000000000016
  000a0b  add     r13,1
  000a12  mov     [rbp+0x98],r14
  000a19  mov     qword ptr [rbp+0x140],3
  000a24  mov     [rbp+0xa0],r15
  000a2b  mov     qword ptr [rbp+0x148],1
  000a36  mov     qword ptr [rbp+0xa8],0x1b
  000a41  mov     qword ptr [rbp+0x150],1
  000a4c  mov     [rbp+0xb8],r13
  000a53  mov     qword ptr [rbp+0x160],1
  000a5e  mov     rax,9
  000a68  jmp     0x0000000000000016
  000a6d  mov     [rbp+0x98],r14
  000a74  mov     qword ptr [rbp+0x140],3
  000a7f  mov     [rbp+0xa0],r15
  000a86  mov     qword ptr [rbp+0x148],1
  000a91  mov     qword ptr [rbp+0xa8],0x1c
  000a9c  mov     qword ptr [rbp+0x150],1
  000aa7  mov     qword ptr [rbp+0xb8],0
  000ab2  mov     qword ptr [rbp+0x160],1
  000abd  mov     rax,0xb
  000ac7  jmp     0x0000000000000016
  000acc  sub     rbx,1
  000ad3  mov     [rbp+0x98],r14
  000ada  mov     qword ptr [rbp+0x140],3
  000ae5  mov     [rbp+0xa0],rsi
  000aec  mov     qword ptr [rbp+0x148],1
  000af7  mov     qword ptr [rbp+0xa8],0x19
  000b02  mov     qword ptr [rbp+0x150],1
  000b0d  mov     [rbp+0xb8],rbx
  000b14  mov     qword ptr [rbp+0x160],1
  000b1f  mov     rax,0xd
  000b29  jmp     0x0000000000000016
  000b2e  mov     [rbp+0x98],r14
  000b35  mov     qword ptr [rbp+0x140],3
  000b40  mov     [rbp+0xa0],r15
  000b47  mov     qword ptr [rbp+0x148],1
  000b52  mov     qword ptr [rbp+0xa8],0x1c
  000b5d  mov     qword ptr [rbp+0x150],1
  000b68  mov     qword ptr [rbp+0xb8],0
  000b73  mov     qword ptr [rbp+0x160],1
  000b7e  mov     rax,0x10
  000b88  jmp     0x0000000000000016
  000b8d  mov     [rbp+0x98],r14
  000b94  mov     qword ptr [rbp+0x140],3
  000b9f  mov     [rbp+0xa0],rsi
  000ba6  mov     qword ptr [rbp+0x148],1
  000bb1  mov     qword ptr [rbp+0xa8],0x19
  000bbc  mov     qword ptr [rbp+0x150],1
  000bc7  mov     [rbp+0xb8],rbx
  000bce  mov     qword ptr [rbp+0x160],1
  000bd9  mov     rax,7
  000be3  jmp     0x0000000000000016
  000be8  mov     [rbp+0x98],r14
  000bef  mov     qword ptr [rbp+0x140],3
  000bfa  mov     [rbp+0xa0],r15
  000c01  mov     qword ptr [rbp+0x148],1
  000c0c  mov     qword ptr [rbp+0xa8],0x1b
  000c17  mov     qword ptr [rbp+0x150],1
  000c22  mov     [rbp+0xb8],r13
  000c29  mov     qword ptr [rbp+0x160],1
  000c34  mov     rax,0xa
  000c3e  jmp     0x0000000000000016
  000c43  mov     [rbp+0x98],r14
  000c4a  mov     qword ptr [rbp+0x140],3
  000c55  mov     [rbp+0xa0],rsi
  000c5c  mov     qword ptr [rbp+0x148],1
  000c67  mov     qword ptr [rbp+0xa8],0x19
  000c72  mov     qword ptr [rbp+0x150],1
  000c7d  mov     [rbp+0xb8],rbx
  000c84  mov     qword ptr [rbp+0x160],1
  000c8f  mov     rax,0xe
  000c99  jmp     0x0000000000000016
  000c9e  mov     [rbp+0x98],r14
  000ca5  mov     qword ptr [rbp+0x140],3
  000cb0  mov     [rbp+0xa0],r15
  000cb7  mov     qword ptr [rbp+0x148],1
  000cc2  mov     qword ptr [rbp+0xa8],0x1b
  000ccd  mov     qword ptr [rbp+0x150],1
  000cd8  mov     [rbp+0xb8],r13
  000cdf  mov     qword ptr [rbp+0x160],1
  000cea  mov     rax,0xf
  000cf4  jmp     0x0000000000000016

; T1: 1841 bytes
  000d00  mov     qword ptr [rbp+0x18],0
  000d0b  mov     rbx,[rbp+0x30]
  000d12  mov     r12,[rbp+0x38]
  000d19  mov     r13,[rbp+0x40]
  000d20  mov     r14,[rbp+0x98]
  000d27  mov     r15,[rbp+0xa0]
  000d2e  mov     rsi,[rbp+0xa8]
  000d35  jmp     0x0000000000000e08
  000d3a  mov     qword ptr [rbp+0x18],0
; v0:int = input n
  000d45  cmp     qword ptr [rbp+0xd8],1
  000d50  jne     0x0000000000001109
  000d56  mov     rbx,[rbp+0x30]
; v1:list = input src
  000d5d  cmp     qword ptr [rbp+0xe0],3
  000d68  jne     0x0000000000001109
  000d6e  mov     r12,[rbp+0x38]
; v2:list = input jumps
  000d75  cmp     qword ptr [rbp+0xe8],3
  000d80  jne     0x0000000000001109
  000d86  mov     r13,[rbp+0x40]
; v3:list = input tape
  000d8d  cmp     qword ptr [rbp+0x140],3
  000d98  jne     0x0000000000001109
  000d9e  mov     r14,[rbp+0x98]
; v4:int = input p
  000da5  cmp     qword ptr [rbp+0x148],1
  000db0  jne     0x0000000000001109
  000db6  mov     r15,[rbp+0xa0]
; v5:int = input pc
  000dbd  cmp     qword ptr [rbp+0x150],1
  000dc8  jne     0x0000000000001109
  000dce  mov     rsi,[rbp+0xa8]
; guard_value v1, [43, 43, 43, 43, 43, 43, 43, 43, 91, 62, 43, 43, 43, 43, 43, 43, 43, 43, 60, 45, 93, 62, 43, 91, 62, 43, 60, 45, 93, 62, 46, 91, 45, 93, 43, 43, 43, 43, 43, 43, 43, 43, 43, 43, 46] => loop/0 (0) {tape=v3, pc=v5}
  000dd5  mov     rax,<list k0>
  000ddf  cmp     r12,rax
  000de2  jne     0x0000000000001118
; guard_value v2, [0, 0, 0, 0, 0, 0, 0, 0, 20, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 8, 0, 0, 28, 0, 0, 0, 0, 23, 0, 0, 33, 0, 31, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] => loop_jumps/0 (1) {tape=v3, pc=v5}
  000de8  mov     rax,<list k1>
  000df2  cmp     r13,rax
  000df5  jne     0x0000000000001184
; guard_value v5, 32 => loop_pc/0 (2) {tape=v3, pc=v5}
  000dfb  cmp     rsi,0x20
  000e02  jne     0x00000000000011f0
; v9:int = lt 32, v0
  000e08  mov     r11,0x20
  000e0f  cmp     r11,rbx
  000e12  setl    al
  000e15  movzx   esi,al
; v10:int = lt 33, v0
; guard_true v10 => dispatch/1 (3) {more=v9, tape=v3, pc=32}
  000e19  mov     r11,0x21
  000e20  cmp     r11,rbx
  000e23  jge     0x0000000000001235
; v12:int = readlist v3, v4 => minus/0 (6) {tape=v3, pc=32}
  000e29  cmp     r15,[r14]
  000e31  jae     0x000000000000127e
  000e37  mov     rax,[r14+8]
  000e3f  test    rax,rax
  000e42  je      0x0000000000000e53
  000e48  cmp     byte ptr [rax+r15],1
  000e4d  jne     0x000000000000127e
  000e53  mov     rax,[r14+0x10]
  000e5b  mov     rsi,[rax+r15*8]
; v13:int = sub v12, 1 => minus/1 (6) {tape=v3, pc=32, x=v12}
  000e5f  sub     rsi,1
  000e66  jo      0x00000000000012b5
; v14:int = and v13, 255
  000e6c  and     rsi,0xff
; v15:list = set v3, v4, v14 owned => minus/3 (6) {tape=v3, pc=32, x=v14}
  000e73  cmp     qword ptr [r14+8],0
  000e7f  jne     0x0000000000000f1b
  000e85  cmp     qword ptr [r14-0x10],1
  000e91  jne     0x0000000000000f1b
  000e97  cmp     qword ptr [r14-8],1
  000ea3  jne     0x0000000000000f1b
  000ea9  cmp     r15,[r14]
  000eb1  jae     0x0000000000000f1b
  000eb7  mov     rax,[r14+0x10]
  000ebf  lea     rax,[rax+r15*8]
  000ec3  mov     [rax],rsi
; guard_true v14 => close_bracket/1 (20) {tape=v15, pc=33, x=0}
  000ec6  test    rsi,rsi
  000ec9  je      0x0000000000001305
; guard_steps => loop/0 (23) {tape=v15, pc=32}
; v18:list = phi tape v15
; v19:int = phi - v14
; loop (23)
  000ecf  nop
; v21:int = sub_nov v19, 1
  000ed0  sub     rsi,1
; v22:int = and v21, 255
  000ed7  and     rsi,0xff
; v23:list = set v18, v4, v22 owned => minus/3 (6) {tape=v18, pc=32, x=v22}
  000ede  cmp     qword ptr [r14+8],0
  000eea  jne     0x0000000000001012
  000ef0  cmp     r15,[r14]
  000ef8  jae     0x0000000000001012
  000efe  mov     rax,[r14+0x10]
  000f06  lea     rax,[rax+r15*8]
  000f0a  mov     [rax],rsi
; guard_true v22 => close_bracket/1 (20) {tape=v23, pc=33, x=0}
  000f0d  test    rsi,rsi
  000f10  jne     0x0000000000000ed0
  000f16  jmp     0x0000000000001352
; guard_steps => loop/0 (23) {tape=v23, pc=32}
; jump (23) v18 <- v23, v19 <- v22
  000f1b  sub     rsp,0x70
  000f22  mov     [rsp+0x30],rcx
  000f2a  mov     [rsp+0x38],rsi
  000f32  mov     [rsp+0x40],rdi
  000f3a  mov     [rsp+0x48],r8
  000f42  mov     [rsp+0x50],r9
  000f4a  mov     [rsp+0x58],r10
  000f52  mov     [rsp],r14
  000f5a  mov     qword ptr [rsp+8],3
  000f66  mov     [rsp+0x10],r15
  000f6e  mov     qword ptr [rsp+0x18],1
  000f7a  mov     [rsp+0x20],rsi
  000f82  mov     qword ptr [rsp+0x28],1
  000f8e  mov     rdi,[rbp+0x20]
  000f95  mov     esi,0xe
  000f9a  mov     rdx,rsp
  000f9d  mov     rcx,0xfffffffffffffff2
  000fa7  mov     r8,0xfffffffffffffff2
  000fb1  mov     r9,0
  000fbb  mov     rax,<list_op>
  000fc5  call    rax
  000fc7  mov     r11,rax
  000fca  mov     rcx,[rsp+0x30]
  000fd2  mov     rsi,[rsp+0x38]
  000fda  mov     rdi,[rsp+0x40]
  000fe2  mov     r8,[rsp+0x48]
  000fea  mov     r9,[rsp+0x50]
  000ff2  mov     r10,[rsp+0x58]
  000ffa  add     rsp,0x70
  001001  test    rdx,rdx
  001004  je      0x000000000000139f
  00100a  mov     r14,r11
  00100d  jmp     0x0000000000000ec6
  001012  sub     rsp,0x70
  001019  mov     [rsp+0x30],rcx
  001021  mov     [rsp+0x38],rsi
  001029  mov     [rsp+0x40],rdi
  001031  mov     [rsp+0x48],r8
  001039  mov     [rsp+0x50],r9
  001041  mov     [rsp+0x58],r10
  001049  mov     [rsp],r14
  001051  mov     qword ptr [rsp+8],3
  00105d  mov     [rsp+0x10],r15
  001065  mov     qword ptr [rsp+0x18],1
  001071  mov     [rsp+0x20],rsi
  001079  mov     qword ptr [rsp+0x28],1
  001085  mov     rdi,[rbp+0x20]
  00108c  mov     esi,0xe
  001091  mov     rdx,rsp
  001094  mov     rcx,0xfffffffffffffff2
  00109e  mov     r8,0xfffffffffffffff2
  0010a8  mov     r9,0
  0010b2  mov     rax,<list_op>
  0010bc  call    rax
  0010be  mov     r11,rax
  0010c1  mov     rcx,[rsp+0x30]
  0010c9  mov     rsi,[rsp+0x38]
  0010d1  mov     rdi,[rsp+0x40]
  0010d9  mov     r8,[rsp+0x48]
  0010e1  mov     r9,[rsp+0x50]
  0010e9  mov     r10,[rsp+0x58]
  0010f1  add     rsp,0x70
  0010f8  test    rdx,rdx
  0010fb  je      0x00000000000013e8
  001101  mov     r14,r11
  001104  jmp     0x0000000000000f0d
; exits
  001109  mov     rax,0x1fffffffe
  001113  jmp     0x0000000000000016
  001118  mov     [rbp+0x10],r12
  00111f  mov     qword ptr [rbp+0x18],3
  00112a  mov     [rbp+0x98],r14
  001131  mov     qword ptr [rbp+0x140],3
  00113c  mov     [rbp+0xa8],rsi
  001143  mov     qword ptr [rbp+0x150],1
  00114e  mov     rdi,[rbp+0x20]
  001155  mov     rsi,8
  00115f  mov     rdx,0
  001169  mov     rax,<exit_lists>
  001173  call    rax
  001175  mov     rax,0x100000000
  00117f  jmp     0x0000000000000016
  001184  mov     [rbp+0x10],r13
  00118b  mov     qword ptr [rbp+0x18],3
  001196  mov     [rbp+0x98],r14
  00119d  mov     qword ptr [rbp+0x140],3
  0011a8  mov     [rbp+0xa8],rsi
  0011af  mov     qword ptr [rbp+0x150],1
  0011ba  mov     rdi,[rbp+0x20]
  0011c1  mov     rsi,8
  0011cb  mov     rdx,0
  0011d5  mov     rax,<exit_lists>
  0011df  call    rax
  0011e1  mov     rax,0x100000001
  0011eb  jmp     0x0000000000000016
  0011f0  mov     [rbp+0x10],rsi
  0011f7  mov     qword ptr [rbp+0x18],1
  001202  mov     [rbp+0x98],r14
  001209  mov     qword ptr [rbp+0x140],3
  001214  mov     [rbp+0xa8],rsi
  00121b  mov     qword ptr [rbp+0x150],1
  001226  mov     rax,0x100000002
  001230  jmp     0x0000000000000016
  001235  mov     [rbp+0x60],rsi
  00123c  mov     qword ptr [rbp+0x108],1
  001247  mov     [rbp+0x98],r14
  00124e  mov     qword ptr [rbp+0x140],3
  001259  mov     qword ptr [rbp+0xa8],0x20
  001264  mov     qword ptr [rbp+0x150],1
  00126f  mov     rax,0x100000003
  001279  jmp     0x0000000000000016
  00127e  mov     [rbp+0x98],r14
  001285  mov     qword ptr [rbp+0x140],3
  001290  mov     qword ptr [rbp+0xa8],0x20
  00129b  mov     qword ptr [rbp+0x150],1
  0012a6  mov     rax,0x100000004
  0012b0  jmp     0x0000000000000016
  0012b5  add     rsi,1
  0012bc  mov     [rbp+0x98],r14
  0012c3  mov     qword ptr [rbp+0x140],3
  0012ce  mov     qword ptr [rbp+0xa8],0x20
  0012d9  mov     qword ptr [rbp+0x150],1
  0012e4  mov     [rbp+0xb8],rsi
  0012eb  mov     qword ptr [rbp+0x160],1
  0012f6  mov     rax,0x100000005
  001300  jmp     0x0000000000000016
  001305  mov     [rbp+0x98],r14
  00130c  mov     qword ptr [rbp+0x140],3
  001317  mov     qword ptr [rbp+0xa8],0x21
  001322  mov     qword ptr [rbp+0x150],1
  00132d  mov     qword ptr [rbp+0xb8],0
  001338  mov     qword ptr [rbp+0x160],1
  001343  mov     rax,0x100000007
  00134d  jmp     0x0000000000000016
  001352  mov     [rbp+0x98],r14
  001359  mov     qword ptr [rbp+0x140],3
  001364  mov     qword ptr [rbp+0xa8],0x21
  00136f  mov     qword ptr [rbp+0x150],1
  00137a  mov     qword ptr [rbp+0xb8],0
  001385  mov     qword ptr [rbp+0x160],1
  001390  mov     rax,0x10000000a
  00139a  jmp     0x0000000000000016
  00139f  mov     [rbp+0x98],r14
  0013a6  mov     qword ptr [rbp+0x140],3
  0013b1  mov     qword ptr [rbp+0xa8],0x20
  0013bc  mov     qword ptr [rbp+0x150],1
  0013c7  mov     [rbp+0xb8],rsi
  0013ce  mov     qword ptr [rbp+0x160],1
  0013d9  mov     rax,0x100000006
  0013e3  jmp     0x0000000000000016
  0013e8  mov     [rbp+0x98],r14
  0013ef  mov     qword ptr [rbp+0x140],3
  0013fa  mov     qword ptr [rbp+0xa8],0x20
  001405  mov     qword ptr [rbp+0x150],1
  001410  mov     [rbp+0xb8],rsi
  001417  mov     qword ptr [rbp+0x160],1
  001422  mov     rax,0x100000009
  00142c  jmp     0x0000000000000016
