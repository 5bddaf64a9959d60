; T0: 3631 bytes
  000030  mov     qword ptr [rbp+0x18],0
  00003b  mov     rbx,[rbp+0x28]
  000042  mov     r12,[rbp+0x30]
  000049  mov     r13,[rbp+0x38]
  000050  mov     r14,[rbp+0x90]
  000057  mov     r15,[rbp+0x98]
  00005e  mov     rsi,[rbp+0xa0]
  000065  jmp     0x0000000000000138
  00006a  mov     qword ptr [rbp+0x18],0
; v0:int = input n
  000075  cmp     qword ptr [rbp+0xd0],1
  000080  jne     0x000000000000077c
  000086  mov     rbx,[rbp+0x28]
; v1:list = input src
  00008d  cmp     qword ptr [rbp+0xd8],3
  000098  jne     0x000000000000077c
  00009e  mov     r12,[rbp+0x30]
; v2:list = input jumps
  0000a5  cmp     qword ptr [rbp+0xe0],3
  0000b0  jne     0x000000000000077c
  0000b6  mov     r13,[rbp+0x38]
; v3:list = input tape
  0000bd  cmp     qword ptr [rbp+0x138],3
  0000c8  jne     0x000000000000077c
  0000ce  mov     r14,[rbp+0x90]
; v4:int = input p
  0000d5  cmp     qword ptr [rbp+0x140],1
  0000e0  jne     0x000000000000077c
  0000e6  mov     r15,[rbp+0x98]
; v5:int = input pc
  0000ed  cmp     qword ptr [rbp+0x148],1
  0000f8  jne     0x000000000000077c
  0000fe  mov     rsi,[rbp+0xa0]
; guard_value v1, [43, 43, 43, 43, 43, 43, 43, 43, 91, 62, 43, 43, 43, 43, 43, 43, 43, 43, 60, 45, 93, 62, 43, 91, 62, 43, 60, 45, 93, 62, 46, 91, 45, 93, 43, 43, 43, 43, 43, 43, 43, 43, 43, 43, 46] => loop/0 (0) {tape=v3, p=v4, pc=v5}
  000105  mov     rax,<list k0>
  00010f  cmp     r12,rax
  000112  jne     0x000000000000078b
; guard_value v2, [0, 0, 0, 0, 0, 0, 0, 0, 20, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 8, 0, 0, 28, 0, 0, 0, 0, 23, 0, 0, 33, 0, 31, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] => loop_jumps/0 (1) {tape=v3, p=v4, pc=v5}
  000118  mov     rax,<list k1>
  000122  cmp     r13,rax
  000125  jne     0x0000000000000809
; guard_value v5, 24 => loop_pc/0 (2) {tape=v3, p=v4, pc=v5}
  00012b  cmp     rsi,0x18
  000132  jne     0x0000000000000887
; v9:int = lt 24, v0
  000138  mov     r11,0x18
  00013f  cmp     r11,rbx
  000142  setl    al
  000145  movzx   esi,al
; v10:int = lt 28, v0
; guard_true v10 => dispatch/1 (3) {more=v9, tape=v3, p=v4, pc=24}
  000149  mov     r11,0x1c
  000150  cmp     r11,rbx
  000153  jge     0x00000000000008de
; v12:int = add v4, 1 => right/0 (7) {tape=v3, p=v4, pc=24}
  000159  add     r15,1
  000160  jo      0x0000000000000939
; v13:int = and v12, 65535
  000166  mov     rsi,r15
  000169  and     rsi,0xffff
; v14:int = readlist v3, v13 => plus/0 (14) {tape=v3, p=v13, pc=25}
  000170  cmp     rsi,[r14]
  000178  jae     0x0000000000000989
  00017e  mov     rax,[r14+8]
  000186  test    rax,rax
  000189  je      0x000000000000019a
  00018f  cmp     byte ptr [rax+rsi],1
  000194  jne     0x0000000000000989
  00019a  mov     rax,[r14+0x10]
  0001a2  mov     rbx,[rax+rsi*8]
; v15:int = add v14, 1 => plus/1 (14) {tape=v3, p=v13, pc=25, x=v14}
  0001a6  add     rbx,1
  0001ad  jo      0x00000000000009d2
; v16:int = and v15, 255
  0001b3  and     rbx,0xff
; v17:list = set v3, v13, v16 owned => plus/3 (14) {tape=v3, p=v13, pc=25, x=v16}
  0001ba  cmp     qword ptr [r14+8],0
  0001c6  jne     0x00000000000003a0
  0001cc  cmp     qword ptr [r14-0x10],1
  0001d8  jne     0x00000000000003a0
  0001de  cmp     qword ptr [r14-8],1
  0001ea  jne     0x00000000000003a0
  0001f0  cmp     rsi,[r14]
  0001f8  jae     0x00000000000003a0
  0001fe  mov     rax,[r14+0x10]
  000206  lea     rax,[rax+rsi*8]
  00020a  mov     [rax],rbx
; v18:int = add_nov v12, -1
  00020d  add     r15,0xffffffffffffffff
; v19:int = and v18, 65535
  000214  and     r15,0xffff
; v20:int = readlist v17, v19 => minus/0 (32) {tape=v17, p=v19, pc=27}
  00021b  cmp     r15,[r14]
  000223  jae     0x0000000000000a34
  000229  mov     rax,[r14+8]
  000231  test    rax,rax
  000234  je      0x0000000000000245
  00023a  cmp     byte ptr [rax+r15],1
  00023f  jne     0x0000000000000a34
  000245  mov     rax,[r14+0x10]
  00024d  mov     rbx,[rax+r15*8]
; v21:int = sub v20, 1 => minus/1 (32) {tape=v17, p=v19, pc=27, x=v20}
  000251  sub     rbx,1
  000258  jo      0x0000000000000a7d
; v22:int = and v21, 255
  00025e  and     rbx,0xff
; v23:list = set v17, v19, v22 owned => minus/3 (32) {tape=v17, p=v19, pc=27, x=v22}
  000265  cmp     qword ptr [r14+8],0
  000271  jne     0x0000000000000497
  000277  cmp     r15,[r14]
  00027f  jae     0x0000000000000497
  000285  mov     rax,[r14+0x10]
  00028d  lea     rax,[rax+r15*8]
  000291  mov     [rax],rbx
; guard_true v22 => close_bracket/1 (46) {tape=v23, p=v19, pc=28, x=0}
  000294  test    rbx,rbx
  000297  je      0x0000000000000adf
; guard_steps => loop/0 (49) {tape=v23, p=v19, pc=24}
; v26:list = phi tape v23
; loop (49)
  00029d  nop
  00029e  nop
  00029f  nop
; v28:int = readlist v26, v13 => plus/0 (14) {tape=v26, p=v13, pc=25}
  0002a0  cmp     rsi,[r14]
  0002a8  jae     0x0000000000000b3e
  0002ae  mov     rax,[r14+8]
  0002b6  test    rax,rax
  0002b9  je      0x00000000000002ca
  0002bf  cmp     byte ptr [rax+rsi],1
  0002c4  jne     0x0000000000000b3e
  0002ca  mov     rax,[r14+0x10]
  0002d2  mov     rbx,[rax+rsi*8]
; v29:int = add v28, 1 => plus/1 (14) {tape=v26, p=v13, pc=25, x=v28}
  0002d6  add     rbx,1
  0002dd  jo      0x0000000000000b87
; v30:int = and v29, 255
  0002e3  and     rbx,0xff
; v31:list = set v26, v13, v30 owned => plus/3 (14) {tape=v26, p=v13, pc=25, x=v30}
  0002ea  cmp     qword ptr [r14+8],0
  0002f6  jne     0x000000000000058e
  0002fc  cmp     rsi,[r14]
  000304  jae     0x000000000000058e
  00030a  mov     rax,[r14+0x10]
  000312  lea     rax,[rax+rsi*8]
  000316  mov     [rax],rbx
; v32:int = readlist v31, v19 => minus/0 (32) {tape=v31, p=v19, pc=27}
  000319  cmp     r15,[r14]
  000321  jae     0x0000000000000be9
  000327  mov     rax,[r14+8]
  00032f  test    rax,rax
  000332  je      0x0000000000000343
  000338  cmp     byte ptr [rax+r15],1
  00033d  jne     0x0000000000000be9
  000343  mov     rax,[r14+0x10]
  00034b  mov     rbx,[rax+r15*8]
; v33:int = sub v32, 1 => minus/1 (32) {tape=v31, p=v19, pc=27, x=v32}
  00034f  sub     rbx,1
  000356  jo      0x0000000000000c32
; v34:int = and v33, 255
  00035c  and     rbx,0xff
; v35:list = set v31, v19, v34 owned => minus/3 (32) {tape=v31, p=v19, pc=27, x=v34}
  000363  cmp     qword ptr [r14+8],0
  00036f  jne     0x0000000000000685
  000375  cmp     r15,[r14]
  00037d  jae     0x0000000000000685
  000383  mov     rax,[r14+0x10]
  00038b  lea     rax,[rax+r15*8]
  00038f  mov     [rax],rbx
; guard_true v34 => close_bracket/1 (46) {tape=v35, p=v19, pc=28, x=0}
  000392  test    rbx,rbx
  000395  jne     0x00000000000002a0
  00039b  jmp     0x0000000000000c94
; guard_steps => loop/0 (49) {tape=v35, p=v19, pc=24}
; jump (49) v26 <- v35
  0003a0  sub     rsp,0x70
  0003a7  mov     [rsp+0x30],rcx
  0003af  mov     [rsp+0x38],rsi
  0003b7  mov     [rsp+0x40],rdi
  0003bf  mov     [rsp+0x48],r8
  0003c7  mov     [rsp+0x50],r9
  0003cf  mov     [rsp+0x58],r10
  0003d7  mov     [rsp],r14
  0003df  mov     qword ptr [rsp+8],3
  0003eb  mov     [rsp+0x10],rsi
  0003f3  mov     qword ptr [rsp+0x18],1
  0003ff  mov     [rsp+0x20],rbx
  000407  mov     qword ptr [rsp+0x28],1
  000413  mov     rdi,[rbp+0x20]
  00041a  mov     esi,0xe
  00041f  mov     rdx,rsp
  000422  mov     rcx,0xfffffffffffffff2
  00042c  mov     r8,0xfffffffffffffff2
  000436  mov     r9,0
  000440  mov     rax,<list_op>
  00044a  call    rax
  00044c  mov     r11,rax
  00044f  mov     rcx,[rsp+0x30]
  000457  mov     rsi,[rsp+0x38]
  00045f  mov     rdi,[rsp+0x40]
  000467  mov     r8,[rsp+0x48]
  00046f  mov     r9,[rsp+0x50]
  000477  mov     r10,[rsp+0x58]
  00047f  add     rsp,0x70
  000486  test    rdx,rdx
  000489  je      0x0000000000000cf3
  00048f  mov     r14,r11
  000492  jmp     0x000000000000020d
  000497  sub     rsp,0x70
  00049e  mov     [rsp+0x30],rcx
  0004a6  mov     [rsp+0x38],rsi
  0004ae  mov     [rsp+0x40],rdi
  0004b6  mov     [rsp+0x48],r8
  0004be  mov     [rsp+0x50],r9
  0004c6  mov     [rsp+0x58],r10
  0004ce  mov     [rsp],r14
  0004d6  mov     qword ptr [rsp+8],3
  0004e2  mov     [rsp+0x10],r15
  0004ea  mov     qword ptr [rsp+0x18],1
  0004f6  mov     [rsp+0x20],rbx
  0004fe  mov     qword ptr [rsp+0x28],1
  00050a  mov     rdi,[rbp+0x20]
  000511  mov     esi,0xe
  000516  mov     rdx,rsp
  000519  mov     rcx,0xfffffffffffffff2
  000523  mov     r8,0xfffffffffffffff2
  00052d  mov     r9,0
  000537  mov     rax,<list_op>
  000541  call    rax
  000543  mov     r11,rax
  000546  mov     rcx,[rsp+0x30]
  00054e  mov     rsi,[rsp+0x38]
  000556  mov     rdi,[rsp+0x40]
  00055e  mov     r8,[rsp+0x48]
  000566  mov     r9,[rsp+0x50]
  00056e  mov     r10,[rsp+0x58]
  000576  add     rsp,0x70
  00057d  test    rdx,rdx
  000580  je      0x0000000000000d4e
  000586  mov     r14,r11
  000589  jmp     0x0000000000000294
  00058e  sub     rsp,0x70
  000595  mov     [rsp+0x30],rcx
  00059d  mov     [rsp+0x38],rsi
  0005a5  mov     [rsp+0x40],rdi
  0005ad  mov     [rsp+0x48],r8
  0005b5  mov     [rsp+0x50],r9
  0005bd  mov     [rsp+0x58],r10
  0005c5  mov     [rsp],r14
  0005cd  mov     qword ptr [rsp+8],3
  0005d9  mov     [rsp+0x10],rsi
  0005e1  mov     qword ptr [rsp+0x18],1
  0005ed  mov     [rsp+0x20],rbx
  0005f5  mov     qword ptr [rsp+0x28],1
  000601  mov     rdi,[rbp+0x20]
  000608  mov     esi,0xe
  00060d  mov     rdx,rsp
  000610  mov     rcx,0xfffffffffffffff2
  00061a  mov     r8,0xfffffffffffffff2
  000624  mov     r9,0
  00062e  mov     rax,<list_op>
  000638  call    rax
  00063a  mov     r11,rax
  00063d  mov     rcx,[rsp+0x30]
  000645  mov     rsi,[rsp+0x38]
  00064d  mov     rdi,[rsp+0x40]
  000655  mov     r8,[rsp+0x48]
  00065d  mov     r9,[rsp+0x50]
  000665  mov     r10,[rsp+0x58]
  00066d  add     rsp,0x70
  000674  test    rdx,rdx
  000677  je      0x0000000000000da9
  00067d  mov     r14,r11
  000680  jmp     0x0000000000000319
  000685  sub     rsp,0x70
  00068c  mov     [rsp+0x30],rcx
  000694  mov     [rsp+0x38],rsi
  00069c  mov     [rsp+0x40],rdi
  0006a4  mov     [rsp+0x48],r8
  0006ac  mov     [rsp+0x50],r9
  0006b4  mov     [rsp+0x58],r10
  0006bc  mov     [rsp],r14
  0006c4  mov     qword ptr [rsp+8],3
  0006d0  mov     [rsp+0x10],r15
  0006d8  mov     qword ptr [rsp+0x18],1
  0006e4  mov     [rsp+0x20],rbx
  0006ec  mov     qword ptr [rsp+0x28],1
  0006f8  mov     rdi,[rbp+0x20]
  0006ff  mov     esi,0xe
  000704  mov     rdx,rsp
  000707  mov     rcx,0xfffffffffffffff2
  000711  mov     r8,0xfffffffffffffff2
  00071b  mov     r9,0
  000725  mov     rax,<list_op>
  00072f  call    rax
  000731  mov     r11,rax
  000734  mov     rcx,[rsp+0x30]
  00073c  mov     rsi,[rsp+0x38]
  000744  mov     rdi,[rsp+0x40]
  00074c  mov     r8,[rsp+0x48]
  000754  mov     r9,[rsp+0x50]
  00075c  mov     r10,[rsp+0x58]
  000764  add     rsp,0x70
  00076b  test    rdx,rdx
  00076e  je      0x0000000000000e04
  000774  mov     r14,r11
  000777  jmp     0x0000000000000392
; exits
  00077c  mov     rax,0xfffffffe
  000786  jmp     0x0000000000000016
  00078b  mov     [rbp+0x10],r12
  000792  mov     qword ptr [rbp+0x18],3
  00079d  mov     [rbp+0x90],r14
  0007a4  mov     qword ptr [rbp+0x138],3
  0007af  mov     [rbp+0x98],r15
  0007b6  mov     qword ptr [rbp+0x140],1
  0007c1  mov     [rbp+0xa0],rsi
  0007c8  mov     qword ptr [rbp+0x148],1
  0007d3  mov     rdi,[rbp+0x20]
  0007da  mov     rsi,8
  0007e4  mov     rdx,0
  0007ee  mov     rax,<exit_lists>
  0007f8  call    rax
  0007fa  mov     rax,0
  000804  jmp     0x0000000000000016
  000809  mov     [rbp+0x10],r13
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
  000878  mov     rax,1
  000882  jmp     0x0000000000000016
  000887  mov     [rbp+0x10],rsi
  00088e  mov     qword ptr [rbp+0x18],1
  000899  mov     [rbp+0x90],r14
  0008a0  mov     qword ptr [rbp+0x138],3
  0008ab  mov     [rbp+0x98],r15
  0008b2  mov     qword ptr [rbp+0x140],1
  0008bd  mov     [rbp+0xa0],rsi
  0008c4  mov     qword ptr [rbp+0x148],1
  0008cf  mov     rax,2
  0008d9  jmp     0x0000000000000016
  0008de  mov     [rbp+0x58],rsi
  0008e5  mov     qword ptr [rbp+0x100],1
  0008f0  mov     [rbp+0x90],r14
  0008f7  mov     qword ptr [rbp+0x138],3
  000902  mov     [rbp+0x98],r15
  000909  mov     qword ptr [rbp+0x140],1
  000914  mov     qword ptr [rbp+0xa0],0x18
  00091f  mov     qword ptr [rbp+0x148],1
  00092a  mov     rax,3
  000934  jmp     0x0000000000000016
  000939  sub     r15,1
  000940  mov     [rbp+0x90],r14
  000947  mov     qword ptr [rbp+0x138],3
  000952  mov     [rbp+0x98],r15
  000959  mov     qword ptr [rbp+0x140],1
  000964  mov     qword ptr [rbp+0xa0],0x18
  00096f  mov     qword ptr [rbp+0x148],1
  00097a  mov     rax,4
  000984  jmp     0x0000000000000016
  000989  mov     [rbp+0x90],r14
  000990  mov     qword ptr [rbp+0x138],3
  00099b  mov     [rbp+0x98],rsi
  0009a2  mov     qword ptr [rbp+0x140],1
  0009ad  mov     qword ptr [rbp+0xa0],0x19
  0009b8  mov     qword ptr [rbp+0x148],1
  0009c3  mov     rax,5
  0009cd  jmp     0x0000000000000016
  0009d2  sub     rbx,1
  0009d9  mov     [rbp+0x90],r14
  0009e0  mov     qword ptr [rbp+0x138],3
  0009eb  mov     [rbp+0x98],rsi
  0009f2  mov     qword ptr [rbp+0x140],1
  0009fd  mov     qword ptr [rbp+0xa0],0x19
  000a08  mov     qword ptr [rbp+0x148],1
  000a13  mov     [rbp+0xb0],rbx
  000a1a  mov     qword ptr [rbp+0x158],1
  000a25  mov     rax,6
  000a2f  jmp     0x0000000000000016
  000a34  mov     [rbp+0x90],r14
  000a3b  mov     qword ptr [rbp+0x138],3
  000a46  mov     [rbp+0x98],r15
  000a4d  mov     qword ptr [rbp+0x140],1
  000a58  mov     qword ptr [rbp+0xa0],0x1b
  000a63  mov     qword ptr [rbp+0x148],1
  000a6e  mov     rax,8
  000a78  jmp     0x0000000000000016
  000a7d  add     rbx,1
  000a84  mov     [rbp+0x90],r14
  000a8b  mov     qword ptr [rbp+0x138],3
  000a96  mov     [rbp+0x98],r15
  000a9d  mov     qword ptr [rbp+0x140],1
  000aa8  mov     qword ptr [rbp+0xa0],0x1b
  000ab3  mov     qword ptr [rbp+0x148],1
  000abe  mov     [rbp+0xb0],rbx
  000ac5  mov     qword ptr [rbp+0x158],1
  000ad0  mov     rax,9
  000ada  jmp     0x0000000000000016
  000adf  mov     [rbp+0x90],r14
  000ae6  mov     qword ptr [rbp+0x138],3
  000af1  mov     [rbp+0x98],r15
  000af8  mov     qword ptr [rbp+0x140],1
  000b03  mov     qword ptr [rbp+0xa0],0x1c
  000b0e  mov     qword ptr [rbp+0x148],1
  000b19  mov     qword ptr [rbp+0xb0],0
  000b24  mov     qword ptr [rbp+0x158],1
  000b2f  mov     rax,0xb
  000b39  jmp     0x0000000000000016
  000b3e  mov     [rbp+0x90],r14
  000b45  mov     qword ptr [rbp+0x138],3
  000b50  mov     [rbp+0x98],rsi
  000b57  mov     qword ptr [rbp+0x140],1
  000b62  mov     qword ptr [rbp+0xa0],0x19
  000b6d  mov     qword ptr [rbp+0x148],1
  000b78  mov     rax,0xd
  000b82  jmp     0x0000000000000016
  000b87  sub     rbx,1
  000b8e  mov     [rbp+0x90],r14
  000b95  mov     qword ptr [rbp+0x138],3
  000ba0  mov     [rbp+0x98],rsi
  000ba7  mov     qword ptr [rbp+0x140],1
  000bb2  mov     qword ptr [rbp+0xa0],0x19
  000bbd  mov     qword ptr [rbp+0x148],1
  000bc8  mov     [rbp+0xb0],rbx
  000bcf  mov     qword ptr [rbp+0x158],1
  000bda  mov     rax,0xe
  000be4  jmp     0x0000000000000016
  000be9  mov     [rbp+0x90],r14
  000bf0  mov     qword ptr [rbp+0x138],3
  000bfb  mov     [rbp+0x98],r15
  000c02  mov     qword ptr [rbp+0x140],1
  000c0d  mov     qword ptr [rbp+0xa0],0x1b
  000c18  mov     qword ptr [rbp+0x148],1
  000c23  mov     rax,0x10
  000c2d  jmp     0x0000000000000016
  000c32  add     rbx,1
  000c39  mov     [rbp+0x90],r14
  000c40  mov     qword ptr [rbp+0x138],3
  000c4b  mov     [rbp+0x98],r15
  000c52  mov     qword ptr [rbp+0x140],1
  000c5d  mov     qword ptr [rbp+0xa0],0x1b
  000c68  mov     qword ptr [rbp+0x148],1
  000c73  mov     [rbp+0xb0],rbx
  000c7a  mov     qword ptr [rbp+0x158],1
  000c85  mov     rax,0x11
  000c8f  jmp     0x0000000000000016
  000c94  mov     [rbp+0x90],r14
  000c9b  mov     qword ptr [rbp+0x138],3
  000ca6  mov     [rbp+0x98],r15
  000cad  mov     qword ptr [rbp+0x140],1
  000cb8  mov     qword ptr [rbp+0xa0],0x1c
  000cc3  mov     qword ptr [rbp+0x148],1
  000cce  mov     qword ptr [rbp+0xb0],0
  000cd9  mov     qword ptr [rbp+0x158],1
  000ce4  mov     rax,0x13
  000cee  jmp     0x0000000000000016
  000cf3  mov     [rbp+0x90],r14
  000cfa  mov     qword ptr [rbp+0x138],3
  000d05  mov     [rbp+0x98],rsi
  000d0c  mov     qword ptr [rbp+0x140],1
  000d17  mov     qword ptr [rbp+0xa0],0x19
  000d22  mov     qword ptr [rbp+0x148],1
  000d2d  mov     [rbp+0xb0],rbx
  000d34  mov     qword ptr [rbp+0x158],1
  000d3f  mov     rax,7
  000d49  jmp     0x0000000000000016
  000d4e  mov     [rbp+0x90],r14
  000d55  mov     qword ptr [rbp+0x138],3
  000d60  mov     [rbp+0x98],r15
  000d67  mov     qword ptr [rbp+0x140],1
  000d72  mov     qword ptr [rbp+0xa0],0x1b
  000d7d  mov     qword ptr [rbp+0x148],1
  000d88  mov     [rbp+0xb0],rbx
  000d8f  mov     qword ptr [rbp+0x158],1
  000d9a  mov     rax,0xa
  000da4  jmp     0x0000000000000016
  000da9  mov     [rbp+0x90],r14
  000db0  mov     qword ptr [rbp+0x138],3
  000dbb  mov     [rbp+0x98],rsi
  000dc2  mov     qword ptr [rbp+0x140],1
  000dcd  mov     qword ptr [rbp+0xa0],0x19
  000dd8  mov     qword ptr [rbp+0x148],1
  000de3  mov     [rbp+0xb0],rbx
  000dea  mov     qword ptr [rbp+0x158],1
  000df5  mov     rax,0xf
  000dff  jmp     0x0000000000000016
  000e04  mov     [rbp+0x90],r14
  000e0b  mov     qword ptr [rbp+0x138],3
  000e16  mov     [rbp+0x98],r15
  000e1d  mov     qword ptr [rbp+0x140],1
  000e28  mov     qword ptr [rbp+0xa0],0x1b
  000e33  mov     qword ptr [rbp+0x148],1
  000e3e  mov     [rbp+0xb0],rbx
  000e45  mov     qword ptr [rbp+0x158],1
  000e50  mov     rax,0x12
  000e5a  jmp     0x0000000000000016

; T1: 2036 bytes
  000e60  mov     qword ptr [rbp+0x18],0
  000e6b  mov     rbx,[rbp+0x28]
  000e72  mov     r12,[rbp+0x30]
  000e79  mov     r13,[rbp+0x38]
  000e80  mov     r14,[rbp+0x90]
  000e87  mov     r15,[rbp+0x98]
  000e8e  mov     rsi,[rbp+0xa0]
  000e95  jmp     0x0000000000000f68
  000e9a  mov     qword ptr [rbp+0x18],0
; v0:int = input n
  000ea5  cmp     qword ptr [rbp+0xd0],1
  000eb0  jne     0x00000000000012a5
  000eb6  mov     rbx,[rbp+0x28]
; v1:list = input src
  000ebd  cmp     qword ptr [rbp+0xd8],3
  000ec8  jne     0x00000000000012a5
  000ece  mov     r12,[rbp+0x30]
; v2:list = input jumps
  000ed5  cmp     qword ptr [rbp+0xe0],3
  000ee0  jne     0x00000000000012a5
  000ee6  mov     r13,[rbp+0x38]
; v3:list = input tape
  000eed  cmp     qword ptr [rbp+0x138],3
  000ef8  jne     0x00000000000012a5
  000efe  mov     r14,[rbp+0x90]
; v4:int = input p
  000f05  cmp     qword ptr [rbp+0x140],1
  000f10  jne     0x00000000000012a5
  000f16  mov     r15,[rbp+0x98]
; v5:int = input pc
  000f1d  cmp     qword ptr [rbp+0x148],1
  000f28  jne     0x00000000000012a5
  000f2e  mov     rsi,[rbp+0xa0]
; guard_value v1, [43, 43, 43, 43, 43, 43, 43, 43, 91, 62, 43, 43, 43, 43, 43, 43, 43, 43, 60, 45, 93, 62, 43, 91, 62, 43, 60, 45, 93, 62, 46, 91, 45, 93, 43, 43, 43, 43, 43, 43, 43, 43, 43, 43, 46] => loop/0 (0) {tape=v3, pc=v5}
  000f35  mov     rax,<list k0>
  000f3f  cmp     r12,rax
  000f42  jne     0x00000000000012b4
; guard_value v2, [0, 0, 0, 0, 0, 0, 0, 0, 20, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 8, 0, 0, 28, 0, 0, 0, 0, 23, 0, 0, 33, 0, 31, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] => loop_jumps/0 (1) {tape=v3, pc=v5}
  000f48  mov     rax,<list k1>
  000f52  cmp     r13,rax
  000f55  jne     0x0000000000001320
; guard_value v5, 32 => loop_pc/0 (2) {tape=v3, pc=v5}
  000f5b  cmp     rsi,0x20
  000f62  jne     0x000000000000138c
; v9:int = lt 32, v0
  000f68  mov     r11,0x20
  000f6f  cmp     r11,rbx
  000f72  setl    al
  000f75  movzx   esi,al
; v10:int = lt 33, v0
; guard_true v10 => dispatch/1 (3) {more=v9, tape=v3, pc=32}
  000f79  mov     r11,0x21
  000f80  cmp     r11,rbx
  000f83  jge     0x00000000000013d1
; v12:int = readlist v3, v4 => minus/0 (6) {tape=v3, pc=32}
  000f89  cmp     r15,[r14]
  000f91  jae     0x000000000000141a
  000f97  mov     rax,[r14+8]
  000f9f  test    rax,rax
  000fa2  je      0x0000000000000fb3
  000fa8  cmp     byte ptr [rax+r15],1
  000fad  jne     0x000000000000141a
  000fb3  mov     rax,[r14+0x10]
  000fbb  mov     rsi,[rax+r15*8]
; v13:int = sub v12, 1 => minus/1 (6) {tape=v3, pc=32, x=v12}
  000fbf  sub     rsi,1
  000fc6  jo      0x0000000000001451
; v14:int = and v13, 255
  000fcc  and     rsi,0xff
; v15:list = set v3, v4, v14 owned => minus/3 (6) {tape=v3, pc=32, x=v14}
  000fd3  cmp     qword ptr [r14+8],0
  000fdf  jne     0x00000000000010b7
  000fe5  cmp     qword ptr [r14-0x10],1
  000ff1  jne     0x00000000000010b7
  000ff7  cmp     qword ptr [r14-8],1
  001003  jne     0x00000000000010b7
  001009  cmp     r15,[r14]
  001011  jae     0x00000000000010b7
  001017  mov     rax,[r14+0x10]
  00101f  lea     rax,[rax+r15*8]
  001023  mov     [rax],rsi
; guard_true v14 => close_bracket/1 (20) {tape=v15, pc=33, x=0}
  001026  test    rsi,rsi
  001029  je      0x00000000000014a1
; guard_steps => loop/0 (23) {tape=v15, pc=32}
; v18:list = phi tape v15
; loop (23)
  00102f  nop
; v20:int = readlist v18, v4 => minus/0 (6) {tape=v18, pc=32}
  001030  cmp     r15,[r14]
  001038  jae     0x00000000000014ee
  00103e  mov     rax,[r14+8]
  001046  test    rax,rax
  001049  je      0x000000000000105a
  00104f  cmp     byte ptr [rax+r15],1
  001054  jne     0x00000000000014ee
  00105a  mov     rax,[r14+0x10]
  001062  mov     rsi,[rax+r15*8]
; v21:int = sub v20, 1 => minus/1 (6) {tape=v18, pc=32, x=v20}
  001066  sub     rsi,1
  00106d  jo      0x0000000000001525
; v22:int = and v21, 255
  001073  and     rsi,0xff
; v23:list = set v18, v4, v22 owned => minus/3 (6) {tape=v18, pc=32, x=v22}
  00107a  cmp     qword ptr [r14+8],0
  001086  jne     0x00000000000011ae
  00108c  cmp     r15,[r14]
  001094  jae     0x00000000000011ae
  00109a  mov     rax,[r14+0x10]
  0010a2  lea     rax,[rax+r15*8]
  0010a6  mov     [rax],rsi
; guard_true v22 => close_bracket/1 (20) {tape=v23, pc=33, x=0}
  0010a9  test    rsi,rsi
  0010ac  jne     0x0000000000001030
  0010b2  jmp     0x0000000000001575
; guard_steps => loop/0 (23) {tape=v23, pc=32}
; jump (23) v18 <- v23
  0010b7  sub     rsp,0x70
  0010be  mov     [rsp+0x30],rcx
  0010c6  mov     [rsp+0x38],rsi
  0010ce  mov     [rsp+0x40],rdi
  0010d6  mov     [rsp+0x48],r8
  0010de  mov     [rsp+0x50],r9
  0010e6  mov     [rsp+0x58],r10
  0010ee  mov     [rsp],r14
  0010f6  mov     qword ptr [rsp+8],3
  001102  mov     [rsp+0x10],r15
  00110a  mov     qword ptr [rsp+0x18],1
  001116  mov     [rsp+0x20],rsi
  00111e  mov     qword ptr [rsp+0x28],1
  00112a  mov     rdi,[rbp+0x20]
  001131  mov     esi,0xe
  001136  mov     rdx,rsp
  001139  mov     rcx,0xfffffffffffffff2
  001143  mov     r8,0xfffffffffffffff2
  00114d  mov     r9,0
  001157  mov     rax,<list_op>
  001161  call    rax
  001163  mov     r11,rax
  001166  mov     rcx,[rsp+0x30]
  00116e  mov     rsi,[rsp+0x38]
  001176  mov     rdi,[rsp+0x40]
  00117e  mov     r8,[rsp+0x48]
  001186  mov     r9,[rsp+0x50]
  00118e  mov     r10,[rsp+0x58]
  001196  add     rsp,0x70
  00119d  test    rdx,rdx
  0011a0  je      0x00000000000015c2
  0011a6  mov     r14,r11
  0011a9  jmp     0x0000000000001026
  0011ae  sub     rsp,0x70
  0011b5  mov     [rsp+0x30],rcx
  0011bd  mov     [rsp+0x38],rsi
  0011c5  mov     [rsp+0x40],rdi
  0011cd  mov     [rsp+0x48],r8
  0011d5  mov     [rsp+0x50],r9
  0011dd  mov     [rsp+0x58],r10
  0011e5  mov     [rsp],r14
  0011ed  mov     qword ptr [rsp+8],3
  0011f9  mov     [rsp+0x10],r15
  001201  mov     qword ptr [rsp+0x18],1
  00120d  mov     [rsp+0x20],rsi
  001215  mov     qword ptr [rsp+0x28],1
  001221  mov     rdi,[rbp+0x20]
  001228  mov     esi,0xe
  00122d  mov     rdx,rsp
  001230  mov     rcx,0xfffffffffffffff2
  00123a  mov     r8,0xfffffffffffffff2
  001244  mov     r9,0
  00124e  mov     rax,<list_op>
  001258  call    rax
  00125a  mov     r11,rax
  00125d  mov     rcx,[rsp+0x30]
  001265  mov     rsi,[rsp+0x38]
  00126d  mov     rdi,[rsp+0x40]
  001275  mov     r8,[rsp+0x48]
  00127d  mov     r9,[rsp+0x50]
  001285  mov     r10,[rsp+0x58]
  00128d  add     rsp,0x70
  001294  test    rdx,rdx
  001297  je      0x000000000000160b
  00129d  mov     r14,r11
  0012a0  jmp     0x00000000000010a9
; exits
  0012a5  mov     rax,0x1fffffffe
  0012af  jmp     0x0000000000000016
  0012b4  mov     [rbp+0x10],r12
  0012bb  mov     qword ptr [rbp+0x18],3
  0012c6  mov     [rbp+0x90],r14
  0012cd  mov     qword ptr [rbp+0x138],3
  0012d8  mov     [rbp+0xa0],rsi
  0012df  mov     qword ptr [rbp+0x148],1
  0012ea  mov     rdi,[rbp+0x20]
  0012f1  mov     rsi,8
  0012fb  mov     rdx,0
  001305  mov     rax,<exit_lists>
  00130f  call    rax
  001311  mov     rax,0x100000000
  00131b  jmp     0x0000000000000016
  001320  mov     [rbp+0x10],r13
  001327  mov     qword ptr [rbp+0x18],3
  001332  mov     [rbp+0x90],r14
  001339  mov     qword ptr [rbp+0x138],3
  001344  mov     [rbp+0xa0],rsi
  00134b  mov     qword ptr [rbp+0x148],1
  001356  mov     rdi,[rbp+0x20]
  00135d  mov     rsi,8
  001367  mov     rdx,0
  001371  mov     rax,<exit_lists>
  00137b  call    rax
  00137d  mov     rax,0x100000001
  001387  jmp     0x0000000000000016
  00138c  mov     [rbp+0x10],rsi
  001393  mov     qword ptr [rbp+0x18],1
  00139e  mov     [rbp+0x90],r14
  0013a5  mov     qword ptr [rbp+0x138],3
  0013b0  mov     [rbp+0xa0],rsi
  0013b7  mov     qword ptr [rbp+0x148],1
  0013c2  mov     rax,0x100000002
  0013cc  jmp     0x0000000000000016
  0013d1  mov     [rbp+0x58],rsi
  0013d8  mov     qword ptr [rbp+0x100],1
  0013e3  mov     [rbp+0x90],r14
  0013ea  mov     qword ptr [rbp+0x138],3
  0013f5  mov     qword ptr [rbp+0xa0],0x20
  001400  mov     qword ptr [rbp+0x148],1
  00140b  mov     rax,0x100000003
  001415  jmp     0x0000000000000016
  00141a  mov     [rbp+0x90],r14
  001421  mov     qword ptr [rbp+0x138],3
  00142c  mov     qword ptr [rbp+0xa0],0x20
  001437  mov     qword ptr [rbp+0x148],1
  001442  mov     rax,0x100000004
  00144c  jmp     0x0000000000000016
  001451  add     rsi,1
  001458  mov     [rbp+0x90],r14
  00145f  mov     qword ptr [rbp+0x138],3
  00146a  mov     qword ptr [rbp+0xa0],0x20
  001475  mov     qword ptr [rbp+0x148],1
  001480  mov     [rbp+0xb0],rsi
  001487  mov     qword ptr [rbp+0x158],1
  001492  mov     rax,0x100000005
  00149c  jmp     0x0000000000000016
  0014a1  mov     [rbp+0x90],r14
  0014a8  mov     qword ptr [rbp+0x138],3
  0014b3  mov     qword ptr [rbp+0xa0],0x21
  0014be  mov     qword ptr [rbp+0x148],1
  0014c9  mov     qword ptr [rbp+0xb0],0
  0014d4  mov     qword ptr [rbp+0x158],1
  0014df  mov     rax,0x100000007
  0014e9  jmp     0x0000000000000016
  0014ee  mov     [rbp+0x90],r14
  0014f5  mov     qword ptr [rbp+0x138],3
  001500  mov     qword ptr [rbp+0xa0],0x20
  00150b  mov     qword ptr [rbp+0x148],1
  001516  mov     rax,0x100000009
  001520  jmp     0x0000000000000016
  001525  add     rsi,1
  00152c  mov     [rbp+0x90],r14
  001533  mov     qword ptr [rbp+0x138],3
  00153e  mov     qword ptr [rbp+0xa0],0x20
  001549  mov     qword ptr [rbp+0x148],1
  001554  mov     [rbp+0xb0],rsi
  00155b  mov     qword ptr [rbp+0x158],1
  001566  mov     rax,0x10000000a
  001570  jmp     0x0000000000000016
  001575  mov     [rbp+0x90],r14
  00157c  mov     qword ptr [rbp+0x138],3
  001587  mov     qword ptr [rbp+0xa0],0x21
  001592  mov     qword ptr [rbp+0x148],1
  00159d  mov     qword ptr [rbp+0xb0],0
  0015a8  mov     qword ptr [rbp+0x158],1
  0015b3  mov     rax,0x10000000c
  0015bd  jmp     0x0000000000000016
  0015c2  mov     [rbp+0x90],r14
  0015c9  mov     qword ptr [rbp+0x138],3
  0015d4  mov     qword ptr [rbp+0xa0],0x20
  0015df  mov     qword ptr [rbp+0x148],1
  0015ea  mov     [rbp+0xb0],rsi
  0015f1  mov     qword ptr [rbp+0x158],1
  0015fc  mov     rax,0x100000006
  001606  jmp     0x0000000000000016
  00160b  mov     [rbp+0x90],r14
  001612  mov     qword ptr [rbp+0x138],3
  00161d  mov     qword ptr [rbp+0xa0],0x20
  001628  mov     qword ptr [rbp+0x148],1
  001633  mov     [rbp+0xb0],rsi
  00163a  mov     qword ptr [rbp+0x158],1
  001645  mov     rax,0x10000000b
  00164f  jmp     0x0000000000000016
