; T0: 4015 bytes
  000030  mov     qword ptr [rbp+0x18],0
; v0:int = input n
  00003b  cmp     qword ptr [rbp+0xd0],1
  000046  jne     0x000000000000077c
  00004c  mov     rbx,[rbp+0x28]
; v1:list = input src
  000053  cmp     qword ptr [rbp+0xd8],3
  00005e  jne     0x000000000000077c
  000064  mov     r12,[rbp+0x30]
; v2:list = input jumps
  00006b  cmp     qword ptr [rbp+0xe0],3
  000076  jne     0x000000000000077c
  00007c  mov     r13,[rbp+0x38]
; v3:list = input tape
  000083  cmp     qword ptr [rbp+0x138],3
  00008e  jne     0x000000000000077c
  000094  mov     r14,[rbp+0x90]
; v4:int = input p
  00009b  cmp     qword ptr [rbp+0x140],1
  0000a6  jne     0x000000000000077c
  0000ac  mov     r15,[rbp+0x98]
; v5:int = input pc
  0000b3  cmp     qword ptr [rbp+0x148],1
  0000be  jne     0x000000000000077c
  0000c4  mov     rsi,[rbp+0xa0]
; guard_value v1, [43, 43, 43, 43, 43, 43, 43, 43, 91, 62, 43, 43, 43, 43, 43, 43, 43, 43, 60, 45, 93, 62, 43, 91, 62, 43, 60, 45, 93, 62, 46, 91, 45, 93, 43, 43, 43, 43, 43, 43, 43, 43, 43, 43, 46] => loop/0 (0) {tape=v3, p=v4, pc=v5}
  0000cb  mov     rax,<list k0>
  0000d5  cmp     r12,rax
  0000d8  jne     0x000000000000078b
; guard_value v2, [0, 0, 0, 0, 0, 0, 0, 0, 20, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 8, 0, 0, 28, 0, 0, 0, 0, 23, 0, 0, 33, 0, 31, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] => loop_jumps/0 (1) {tape=v3, p=v4, pc=v5}
  0000de  mov     rax,<list k1>
  0000e8  cmp     r13,rax
  0000eb  jne     0x0000000000000809
; guard_value v5, 24 => loop_pc/0 (2) {tape=v3, p=v4, pc=v5}
  0000f1  cmp     rsi,0x18
  0000f8  jne     0x0000000000000887
; v9:int = lt 24, v0
; guard_true v9 => dispatch/1 (3) {more=0, tape=v3, p=v4, pc=24}
  0000fe  mov     r11,0x18
  000105  cmp     r11,rbx
  000108  jge     0x00000000000008de
; v11:int = add v4, 1 => right/0 (7) {tape=v3, p=v4, pc=24}
  00010e  add     r15,1
  000115  jo      0x000000000000093d
; v12:int = and v11, 65535
  00011b  mov     rsi,r15
  00011e  and     rsi,0xffff
; v13:int = lt 25, v0
; guard_true v13 => dispatch/1 (12) {more=0, tape=v3, p=v12, pc=25}
  000125  mov     r11,0x19
  00012c  cmp     r11,rbx
  00012f  jge     0x000000000000098d
; v15:int = readlist v3, v12 => plus/0 (14) {tape=v3, p=v12, pc=25}
  000135  cmp     rsi,[r14]
  00013d  jae     0x00000000000009ec
  000143  mov     rax,[r14+8]
  00014b  test    rax,rax
  00014e  je      0x000000000000015f
  000154  cmp     byte ptr [rax+rsi],1
  000159  jne     0x00000000000009ec
  00015f  mov     rax,[r14+0x10]
  000167  mov     r13,[rax+rsi*8]
; v16:int = add v15, 1 => plus/1 (14) {tape=v3, p=v12, pc=25, x=v15}
  00016b  add     r13,1
  000172  jo      0x0000000000000a35
; v17:int = and v16, 255
  000178  and     r13,0xff
; v18:list = set v3, v12, v17 owned => plus/3 (14) {tape=v3, p=v12, pc=25, x=v17}
  00017f  cmp     qword ptr [r14+8],0
  00018b  jne     0x00000000000003a0
  000191  cmp     qword ptr [r14-0x10],1
  00019d  jne     0x00000000000003a0
  0001a3  cmp     qword ptr [r14-8],1
  0001af  jne     0x00000000000003a0
  0001b5  cmp     rsi,[r14]
  0001bd  jae     0x00000000000003a0
  0001c3  mov     rax,[r14+0x10]
  0001cb  lea     rax,[rax+rsi*8]
  0001cf  mov     [rax],r13
; v19:int = lt 26, v0
; guard_true v19 => dispatch/1 (19) {more=0, tape=v18, p=v12, pc=26}
  0001d2  mov     r11,0x1a
  0001d9  cmp     r11,rbx
  0001dc  jge     0x0000000000000a97
; v21:int = add_nov v11, -1
  0001e2  add     r15,0xffffffffffffffff
; v22:int = and v21, 65535
  0001e9  and     r15,0xffff
; v23:int = lt 27, v0
; guard_true v23 => dispatch/1 (29) {more=0, tape=v18, p=v22, pc=27}
  0001f0  mov     r11,0x1b
  0001f7  cmp     r11,rbx
  0001fa  jge     0x0000000000000af6
; v25:int = readlist v18, v22 => minus/0 (32) {tape=v18, p=v22, pc=27}
  000200  cmp     r15,[r14]
  000208  jae     0x0000000000000b55
  00020e  mov     rax,[r14+8]
  000216  test    rax,rax
  000219  je      0x000000000000022a
  00021f  cmp     byte ptr [rax+r15],1
  000224  jne     0x0000000000000b55
  00022a  mov     rax,[r14+0x10]
  000232  mov     r13,[rax+r15*8]
; v26:int = sub v25, 1 => minus/1 (32) {tape=v18, p=v22, pc=27, x=v25}
  000236  sub     r13,1
  00023d  jo      0x0000000000000b9e
; v27:int = and v26, 255
  000243  and     r13,0xff
; v28:list = set v18, v22, v27 owned => minus/3 (32) {tape=v18, p=v22, pc=27, x=v27}
  00024a  cmp     qword ptr [r14+8],0
  000256  jne     0x0000000000000497
  00025c  cmp     r15,[r14]
  000264  jae     0x0000000000000497
  00026a  mov     rax,[r14+0x10]
  000272  lea     rax,[rax+r15*8]
  000276  mov     [rax],r13
; v29:int = lt 28, v0
; guard_true v29 => dispatch/1 (37) {more=0, tape=v28, p=v22, pc=28}
  000279  mov     r11,0x1c
  000280  cmp     r11,rbx
  000283  jge     0x0000000000000c00
; guard_true v27 => close_bracket/1 (46) {tape=v28, p=v22, pc=28, x=0}
  000289  test    r13,r13
  00028c  je      0x0000000000000c5f
; guard_steps => loop/0 (49) {tape=v28, p=v22, pc=24}
; v33:list = phi tape v28
; loop (49)
  000292  nop
  000293  nop
  000294  nop
  000295  nop
  000296  nop
  000297  nop
  000298  nop
  000299  nop
  00029a  nop
  00029b  nop
  00029c  nop
  00029d  nop
  00029e  nop
  00029f  nop
; v35:int = readlist v33, v12 => plus/0 (14) {tape=v33, p=v12, pc=25}
  0002a0  cmp     rsi,[r14]
  0002a8  jae     0x0000000000000cbe
  0002ae  mov     rax,[r14+8]
  0002b6  test    rax,rax
  0002b9  je      0x00000000000002ca
  0002bf  cmp     byte ptr [rax+rsi],1
  0002c4  jne     0x0000000000000cbe
  0002ca  mov     rax,[r14+0x10]
  0002d2  mov     r13,[rax+rsi*8]
; v36:int = add v35, 1 => plus/1 (14) {tape=v33, p=v12, pc=25, x=v35}
  0002d6  add     r13,1
  0002dd  jo      0x0000000000000d07
; v37:int = and v36, 255
  0002e3  and     r13,0xff
; v38:list = set v33, v12, v37 owned => plus/3 (14) {tape=v33, p=v12, pc=25, x=v37}
  0002ea  cmp     qword ptr [r14+8],0
  0002f6  jne     0x000000000000058e
  0002fc  cmp     rsi,[r14]
  000304  jae     0x000000000000058e
  00030a  mov     rax,[r14+0x10]
  000312  lea     rax,[rax+rsi*8]
  000316  mov     [rax],r13
; v39:int = readlist v38, v22 => minus/0 (32) {tape=v38, p=v22, pc=27}
  000319  cmp     r15,[r14]
  000321  jae     0x0000000000000d69
  000327  mov     rax,[r14+8]
  00032f  test    rax,rax
  000332  je      0x0000000000000343
  000338  cmp     byte ptr [rax+r15],1
  00033d  jne     0x0000000000000d69
  000343  mov     rax,[r14+0x10]
  00034b  mov     r13,[rax+r15*8]
; v40:int = sub v39, 1 => minus/1 (32) {tape=v38, p=v22, pc=27, x=v39}
  00034f  sub     r13,1
  000356  jo      0x0000000000000db2
; v41:int = and v40, 255
  00035c  and     r13,0xff
; v42:list = set v38, v22, v41 owned => minus/3 (32) {tape=v38, p=v22, pc=27, x=v41}
  000363  cmp     qword ptr [r14+8],0
  00036f  jne     0x0000000000000685
  000375  cmp     r15,[r14]
  00037d  jae     0x0000000000000685
  000383  mov     rax,[r14+0x10]
  00038b  lea     rax,[rax+r15*8]
  00038f  mov     [rax],r13
; guard_true v41 => close_bracket/1 (46) {tape=v42, p=v22, pc=28, x=0}
  000392  test    r13,r13
  000395  jne     0x00000000000002a0
  00039b  jmp     0x0000000000000e14
; guard_steps => loop/0 (49) {tape=v42, p=v22, pc=24}
; jump (49) v33 <- v42
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
  0003ff  mov     [rsp+0x20],r13
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
  000489  je      0x0000000000000e73
  00048f  mov     r14,r11
  000492  jmp     0x00000000000001d2
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
  0004f6  mov     [rsp+0x20],r13
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
  000580  je      0x0000000000000ece
  000586  mov     r14,r11
  000589  jmp     0x0000000000000279
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
  0005ed  mov     [rsp+0x20],r13
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
  000677  je      0x0000000000000f29
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
  0006e4  mov     [rsp+0x20],r13
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
  00076e  je      0x0000000000000f84
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
  0008de  mov     qword ptr [rbp+0x58],0
  0008e9  mov     qword ptr [rbp+0x100],1
  0008f4  mov     [rbp+0x90],r14
  0008fb  mov     qword ptr [rbp+0x138],3
  000906  mov     [rbp+0x98],r15
  00090d  mov     qword ptr [rbp+0x140],1
  000918  mov     qword ptr [rbp+0xa0],0x18
  000923  mov     qword ptr [rbp+0x148],1
  00092e  mov     rax,3
  000938  jmp     0x0000000000000016
  00093d  sub     r15,1
  000944  mov     [rbp+0x90],r14
  00094b  mov     qword ptr [rbp+0x138],3
  000956  mov     [rbp+0x98],r15
  00095d  mov     qword ptr [rbp+0x140],1
  000968  mov     qword ptr [rbp+0xa0],0x18
  000973  mov     qword ptr [rbp+0x148],1
  00097e  mov     rax,4
  000988  jmp     0x0000000000000016
  00098d  mov     qword ptr [rbp+0x58],0
  000998  mov     qword ptr [rbp+0x100],1
  0009a3  mov     [rbp+0x90],r14
  0009aa  mov     qword ptr [rbp+0x138],3
  0009b5  mov     [rbp+0x98],rsi
  0009bc  mov     qword ptr [rbp+0x140],1
  0009c7  mov     qword ptr [rbp+0xa0],0x19
  0009d2  mov     qword ptr [rbp+0x148],1
  0009dd  mov     rax,5
  0009e7  jmp     0x0000000000000016
  0009ec  mov     [rbp+0x90],r14
  0009f3  mov     qword ptr [rbp+0x138],3
  0009fe  mov     [rbp+0x98],rsi
  000a05  mov     qword ptr [rbp+0x140],1
  000a10  mov     qword ptr [rbp+0xa0],0x19
  000a1b  mov     qword ptr [rbp+0x148],1
  000a26  mov     rax,6
  000a30  jmp     0x0000000000000016
  000a35  sub     r13,1
  000a3c  mov     [rbp+0x90],r14
  000a43  mov     qword ptr [rbp+0x138],3
  000a4e  mov     [rbp+0x98],rsi
  000a55  mov     qword ptr [rbp+0x140],1
  000a60  mov     qword ptr [rbp+0xa0],0x19
  000a6b  mov     qword ptr [rbp+0x148],1
  000a76  mov     [rbp+0xb0],r13
  000a7d  mov     qword ptr [rbp+0x158],1
  000a88  mov     rax,7
  000a92  jmp     0x0000000000000016
  000a97  mov     qword ptr [rbp+0x58],0
  000aa2  mov     qword ptr [rbp+0x100],1
  000aad  mov     [rbp+0x90],r14
  000ab4  mov     qword ptr [rbp+0x138],3
  000abf  mov     [rbp+0x98],rsi
  000ac6  mov     qword ptr [rbp+0x140],1
  000ad1  mov     qword ptr [rbp+0xa0],0x1a
  000adc  mov     qword ptr [rbp+0x148],1
  000ae7  mov     rax,9
  000af1  jmp     0x0000000000000016
  000af6  mov     qword ptr [rbp+0x58],0
  000b01  mov     qword ptr [rbp+0x100],1
  000b0c  mov     [rbp+0x90],r14
  000b13  mov     qword ptr [rbp+0x138],3
  000b1e  mov     [rbp+0x98],r15
  000b25  mov     qword ptr [rbp+0x140],1
  000b30  mov     qword ptr [rbp+0xa0],0x1b
  000b3b  mov     qword ptr [rbp+0x148],1
  000b46  mov     rax,0xa
  000b50  jmp     0x0000000000000016
  000b55  mov     [rbp+0x90],r14
  000b5c  mov     qword ptr [rbp+0x138],3
  000b67  mov     [rbp+0x98],r15
  000b6e  mov     qword ptr [rbp+0x140],1
  000b79  mov     qword ptr [rbp+0xa0],0x1b
  000b84  mov     qword ptr [rbp+0x148],1
  000b8f  mov     rax,0xb
  000b99  jmp     0x0000000000000016
  000b9e  add     r13,1
  000ba5  mov     [rbp+0x90],r14
  000bac  mov     qword ptr [rbp+0x138],3
  000bb7  mov     [rbp+0x98],r15
  000bbe  mov     qword ptr [rbp+0x140],1
  000bc9  mov     qword ptr [rbp+0xa0],0x1b
  000bd4  mov     qword ptr [rbp+0x148],1
  000bdf  mov     [rbp+0xb0],r13
  000be6  mov     qword ptr [rbp+0x158],1
  000bf1  mov     rax,0xc
  000bfb  jmp     0x0000000000000016
  000c00  mov     qword ptr [rbp+0x58],0
  000c0b  mov     qword ptr [rbp+0x100],1
  000c16  mov     [rbp+0x90],r14
  000c1d  mov     qword ptr [rbp+0x138],3
  000c28  mov     [rbp+0x98],r15
  000c2f  mov     qword ptr [rbp+0x140],1
  000c3a  mov     qword ptr [rbp+0xa0],0x1c
  000c45  mov     qword ptr [rbp+0x148],1
  000c50  mov     rax,0xe
  000c5a  jmp     0x0000000000000016
  000c5f  mov     [rbp+0x90],r14
  000c66  mov     qword ptr [rbp+0x138],3
  000c71  mov     [rbp+0x98],r15
  000c78  mov     qword ptr [rbp+0x140],1
  000c83  mov     qword ptr [rbp+0xa0],0x1c
  000c8e  mov     qword ptr [rbp+0x148],1
  000c99  mov     qword ptr [rbp+0xb0],0
  000ca4  mov     qword ptr [rbp+0x158],1
  000caf  mov     rax,0xf
  000cb9  jmp     0x0000000000000016
  000cbe  mov     [rbp+0x90],r14
  000cc5  mov     qword ptr [rbp+0x138],3
  000cd0  mov     [rbp+0x98],rsi
  000cd7  mov     qword ptr [rbp+0x140],1
  000ce2  mov     qword ptr [rbp+0xa0],0x19
  000ced  mov     qword ptr [rbp+0x148],1
  000cf8  mov     rax,0x11
  000d02  jmp     0x0000000000000016
  000d07  sub     r13,1
  000d0e  mov     [rbp+0x90],r14
  000d15  mov     qword ptr [rbp+0x138],3
  000d20  mov     [rbp+0x98],rsi
  000d27  mov     qword ptr [rbp+0x140],1
  000d32  mov     qword ptr [rbp+0xa0],0x19
  000d3d  mov     qword ptr [rbp+0x148],1
  000d48  mov     [rbp+0xb0],r13
  000d4f  mov     qword ptr [rbp+0x158],1
  000d5a  mov     rax,0x12
  000d64  jmp     0x0000000000000016
  000d69  mov     [rbp+0x90],r14
  000d70  mov     qword ptr [rbp+0x138],3
  000d7b  mov     [rbp+0x98],r15
  000d82  mov     qword ptr [rbp+0x140],1
  000d8d  mov     qword ptr [rbp+0xa0],0x1b
  000d98  mov     qword ptr [rbp+0x148],1
  000da3  mov     rax,0x14
  000dad  jmp     0x0000000000000016
  000db2  add     r13,1
  000db9  mov     [rbp+0x90],r14
  000dc0  mov     qword ptr [rbp+0x138],3
  000dcb  mov     [rbp+0x98],r15
  000dd2  mov     qword ptr [rbp+0x140],1
  000ddd  mov     qword ptr [rbp+0xa0],0x1b
  000de8  mov     qword ptr [rbp+0x148],1
  000df3  mov     [rbp+0xb0],r13
  000dfa  mov     qword ptr [rbp+0x158],1
  000e05  mov     rax,0x15
  000e0f  jmp     0x0000000000000016
  000e14  mov     [rbp+0x90],r14
  000e1b  mov     qword ptr [rbp+0x138],3
  000e26  mov     [rbp+0x98],r15
  000e2d  mov     qword ptr [rbp+0x140],1
  000e38  mov     qword ptr [rbp+0xa0],0x1c
  000e43  mov     qword ptr [rbp+0x148],1
  000e4e  mov     qword ptr [rbp+0xb0],0
  000e59  mov     qword ptr [rbp+0x158],1
  000e64  mov     rax,0x17
  000e6e  jmp     0x0000000000000016
  000e73  mov     [rbp+0x90],r14
  000e7a  mov     qword ptr [rbp+0x138],3
  000e85  mov     [rbp+0x98],rsi
  000e8c  mov     qword ptr [rbp+0x140],1
  000e97  mov     qword ptr [rbp+0xa0],0x19
  000ea2  mov     qword ptr [rbp+0x148],1
  000ead  mov     [rbp+0xb0],r13
  000eb4  mov     qword ptr [rbp+0x158],1
  000ebf  mov     rax,8
  000ec9  jmp     0x0000000000000016
  000ece  mov     [rbp+0x90],r14
  000ed5  mov     qword ptr [rbp+0x138],3
  000ee0  mov     [rbp+0x98],r15
  000ee7  mov     qword ptr [rbp+0x140],1
  000ef2  mov     qword ptr [rbp+0xa0],0x1b
  000efd  mov     qword ptr [rbp+0x148],1
  000f08  mov     [rbp+0xb0],r13
  000f0f  mov     qword ptr [rbp+0x158],1
  000f1a  mov     rax,0xd
  000f24  jmp     0x0000000000000016
  000f29  mov     [rbp+0x90],r14
  000f30  mov     qword ptr [rbp+0x138],3
  000f3b  mov     [rbp+0x98],rsi
  000f42  mov     qword ptr [rbp+0x140],1
  000f4d  mov     qword ptr [rbp+0xa0],0x19
  000f58  mov     qword ptr [rbp+0x148],1
  000f63  mov     [rbp+0xb0],r13
  000f6a  mov     qword ptr [rbp+0x158],1
  000f75  mov     rax,0x13
  000f7f  jmp     0x0000000000000016
  000f84  mov     [rbp+0x90],r14
  000f8b  mov     qword ptr [rbp+0x138],3
  000f96  mov     [rbp+0x98],r15
  000f9d  mov     qword ptr [rbp+0x140],1
  000fa8  mov     qword ptr [rbp+0xa0],0x1b
  000fb3  mov     qword ptr [rbp+0x148],1
  000fbe  mov     [rbp+0xb0],r13
  000fc5  mov     qword ptr [rbp+0x158],1
  000fd0  mov     rax,0x16
  000fda  jmp     0x0000000000000016

; T1: 2069 bytes
  000fe0  mov     qword ptr [rbp+0x18],0
; v0:int = input n
  000feb  cmp     qword ptr [rbp+0xd0],1
  000ff6  jne     0x00000000000013f5
  000ffc  mov     rbx,[rbp+0x28]
; v1:list = input src
  001003  cmp     qword ptr [rbp+0xd8],3
  00100e  jne     0x00000000000013f5
  001014  mov     r12,[rbp+0x30]
; v2:list = input jumps
  00101b  cmp     qword ptr [rbp+0xe0],3
  001026  jne     0x00000000000013f5
  00102c  mov     r13,[rbp+0x38]
; v3:list = input tape
  001033  cmp     qword ptr [rbp+0x138],3
  00103e  jne     0x00000000000013f5
  001044  mov     r14,[rbp+0x90]
; v4:int = input p
  00104b  cmp     qword ptr [rbp+0x140],1
  001056  jne     0x00000000000013f5
  00105c  mov     r15,[rbp+0x98]
; v5:int = input pc
  001063  cmp     qword ptr [rbp+0x148],1
  00106e  jne     0x00000000000013f5
  001074  mov     rsi,[rbp+0xa0]
; guard_value v1, [43, 43, 43, 43, 43, 43, 43, 43, 91, 62, 43, 43, 43, 43, 43, 43, 43, 43, 60, 45, 93, 62, 43, 91, 62, 43, 60, 45, 93, 62, 46, 91, 45, 93, 43, 43, 43, 43, 43, 43, 43, 43, 43, 43, 46] => loop/0 (0) {tape=v3, pc=v5}
  00107b  mov     rax,<list k0>
  001085  cmp     r12,rax
  001088  jne     0x0000000000001404
; guard_value v2, [0, 0, 0, 0, 0, 0, 0, 0, 20, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 8, 0, 0, 28, 0, 0, 0, 0, 23, 0, 0, 33, 0, 31, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] => loop_jumps/0 (1) {tape=v3, pc=v5}
  00108e  mov     rax,<list k1>
  001098  cmp     r13,rax
  00109b  jne     0x0000000000001470
; guard_value v5, 32 => loop_pc/0 (2) {tape=v3, pc=v5}
  0010a1  cmp     rsi,0x20
  0010a8  jne     0x00000000000014dc
; v9:int = lt 32, v0
; guard_true v9 => dispatch/1 (3) {more=0, tape=v3, pc=32}
  0010ae  mov     r11,0x20
  0010b5  cmp     r11,rbx
  0010b8  jge     0x0000000000001521
; v11:int = readlist v3, v4 => minus/0 (6) {tape=v3, pc=32}
  0010be  cmp     r15,[r14]
  0010c6  jae     0x000000000000156e
  0010cc  mov     rax,[r14+8]
  0010d4  test    rax,rax
  0010d7  je      0x00000000000010e8
  0010dd  cmp     byte ptr [rax+r15],1
  0010e2  jne     0x000000000000156e
  0010e8  mov     rax,[r14+0x10]
  0010f0  mov     rsi,[rax+r15*8]
; v12:int = sub v11, 1 => minus/1 (6) {tape=v3, pc=32, x=v11}
  0010f4  sub     rsi,1
  0010fb  jo      0x00000000000015a5
; v13:int = and v12, 255
  001101  and     rsi,0xff
; v14:list = set v3, v4, v13 owned => minus/3 (6) {tape=v3, pc=32, x=v13}
  001108  cmp     qword ptr [r14+8],0
  001114  jne     0x0000000000001207
  00111a  cmp     qword ptr [r14-0x10],1
  001126  jne     0x0000000000001207
  00112c  cmp     qword ptr [r14-8],1
  001138  jne     0x0000000000001207
  00113e  cmp     r15,[r14]
  001146  jae     0x0000000000001207
  00114c  mov     rax,[r14+0x10]
  001154  lea     rax,[rax+r15*8]
  001158  mov     [rax],rsi
; v15:int = lt 33, v0
; guard_true v15 => dispatch/1 (11) {more=0, tape=v14, pc=33}
  00115b  mov     r11,0x21
  001162  cmp     r11,rbx
  001165  jge     0x00000000000015f5
; guard_true v13 => close_bracket/1 (20) {tape=v14, pc=33, x=0}
  00116b  test    rsi,rsi
  00116e  je      0x0000000000001642
; guard_steps => loop/0 (23) {tape=v14, pc=32}
; v19:list = phi tape v14
; loop (23)
  001174  nop
  001175  nop
  001176  nop
  001177  nop
  001178  nop
  001179  nop
  00117a  nop
  00117b  nop
  00117c  nop
  00117d  nop
  00117e  nop
  00117f  nop
; v21:int = readlist v19, v4 => minus/0 (6) {tape=v19, pc=32}
  001180  cmp     r15,[r14]
  001188  jae     0x000000000000168f
  00118e  mov     rax,[r14+8]
  001196  test    rax,rax
  001199  je      0x00000000000011aa
  00119f  cmp     byte ptr [rax+r15],1
  0011a4  jne     0x000000000000168f
  0011aa  mov     rax,[r14+0x10]
  0011b2  mov     rsi,[rax+r15*8]
; v22:int = sub v21, 1 => minus/1 (6) {tape=v19, pc=32, x=v21}
  0011b6  sub     rsi,1
  0011bd  jo      0x00000000000016c6
; v23:int = and v22, 255
  0011c3  and     rsi,0xff
; v24:list = set v19, v4, v23 owned => minus/3 (6) {tape=v19, pc=32, x=v23}
  0011ca  cmp     qword ptr [r14+8],0
  0011d6  jne     0x00000000000012fe
  0011dc  cmp     r15,[r14]
  0011e4  jae     0x00000000000012fe
  0011ea  mov     rax,[r14+0x10]
  0011f2  lea     rax,[rax+r15*8]
  0011f6  mov     [rax],rsi
; guard_true v23 => close_bracket/1 (20) {tape=v24, pc=33, x=0}
  0011f9  test    rsi,rsi
  0011fc  jne     0x0000000000001180
  001202  jmp     0x0000000000001716
; guard_steps => loop/0 (23) {tape=v24, pc=32}
; jump (23) v19 <- v24
  001207  sub     rsp,0x70
  00120e  mov     [rsp+0x30],rcx
  001216  mov     [rsp+0x38],rsi
  00121e  mov     [rsp+0x40],rdi
  001226  mov     [rsp+0x48],r8
  00122e  mov     [rsp+0x50],r9
  001236  mov     [rsp+0x58],r10
  00123e  mov     [rsp],r14
  001246  mov     qword ptr [rsp+8],3
  001252  mov     [rsp+0x10],r15
  00125a  mov     qword ptr [rsp+0x18],1
  001266  mov     [rsp+0x20],rsi
  00126e  mov     qword ptr [rsp+0x28],1
  00127a  mov     rdi,[rbp+0x20]
  001281  mov     esi,0xe
  001286  mov     rdx,rsp
  001289  mov     rcx,0xfffffffffffffff2
  001293  mov     r8,0xfffffffffffffff2
  00129d  mov     r9,0
  0012a7  mov     rax,<list_op>
  0012b1  call    rax
  0012b3  mov     r11,rax
  0012b6  mov     rcx,[rsp+0x30]
  0012be  mov     rsi,[rsp+0x38]
  0012c6  mov     rdi,[rsp+0x40]
  0012ce  mov     r8,[rsp+0x48]
  0012d6  mov     r9,[rsp+0x50]
  0012de  mov     r10,[rsp+0x58]
  0012e6  add     rsp,0x70
  0012ed  test    rdx,rdx
  0012f0  je      0x0000000000001763
  0012f6  mov     r14,r11
  0012f9  jmp     0x000000000000115b
  0012fe  sub     rsp,0x70
  001305  mov     [rsp+0x30],rcx
  00130d  mov     [rsp+0x38],rsi
  001315  mov     [rsp+0x40],rdi
  00131d  mov     [rsp+0x48],r8
  001325  mov     [rsp+0x50],r9
  00132d  mov     [rsp+0x58],r10
  001335  mov     [rsp],r14
  00133d  mov     qword ptr [rsp+8],3
  001349  mov     [rsp+0x10],r15
  001351  mov     qword ptr [rsp+0x18],1
  00135d  mov     [rsp+0x20],rsi
  001365  mov     qword ptr [rsp+0x28],1
  001371  mov     rdi,[rbp+0x20]
  001378  mov     esi,0xe
  00137d  mov     rdx,rsp
  001380  mov     rcx,0xfffffffffffffff2
  00138a  mov     r8,0xfffffffffffffff2
  001394  mov     r9,0
  00139e  mov     rax,<list_op>
  0013a8  call    rax
  0013aa  mov     r11,rax
  0013ad  mov     rcx,[rsp+0x30]
  0013b5  mov     rsi,[rsp+0x38]
  0013bd  mov     rdi,[rsp+0x40]
  0013c5  mov     r8,[rsp+0x48]
  0013cd  mov     r9,[rsp+0x50]
  0013d5  mov     r10,[rsp+0x58]
  0013dd  add     rsp,0x70
  0013e4  test    rdx,rdx
  0013e7  je      0x00000000000017ac
  0013ed  mov     r14,r11
  0013f0  jmp     0x00000000000011f9
; exits
  0013f5  mov     rax,0x1fffffffe
  0013ff  jmp     0x0000000000000016
  001404  mov     [rbp+0x10],r12
  00140b  mov     qword ptr [rbp+0x18],3
  001416  mov     [rbp+0x90],r14
  00141d  mov     qword ptr [rbp+0x138],3
  001428  mov     [rbp+0xa0],rsi
  00142f  mov     qword ptr [rbp+0x148],1
  00143a  mov     rdi,[rbp+0x20]
  001441  mov     rsi,8
  00144b  mov     rdx,0
  001455  mov     rax,<exit_lists>
  00145f  call    rax
  001461  mov     rax,0x100000000
  00146b  jmp     0x0000000000000016
  001470  mov     [rbp+0x10],r13
  001477  mov     qword ptr [rbp+0x18],3
  001482  mov     [rbp+0x90],r14
  001489  mov     qword ptr [rbp+0x138],3
  001494  mov     [rbp+0xa0],rsi
  00149b  mov     qword ptr [rbp+0x148],1
  0014a6  mov     rdi,[rbp+0x20]
  0014ad  mov     rsi,8
  0014b7  mov     rdx,0
  0014c1  mov     rax,<exit_lists>
  0014cb  call    rax
  0014cd  mov     rax,0x100000001
  0014d7  jmp     0x0000000000000016
  0014dc  mov     [rbp+0x10],rsi
  0014e3  mov     qword ptr [rbp+0x18],1
  0014ee  mov     [rbp+0x90],r14
  0014f5  mov     qword ptr [rbp+0x138],3
  001500  mov     [rbp+0xa0],rsi
  001507  mov     qword ptr [rbp+0x148],1
  001512  mov     rax,0x100000002
  00151c  jmp     0x0000000000000016
  001521  mov     qword ptr [rbp+0x58],0
  00152c  mov     qword ptr [rbp+0x100],1
  001537  mov     [rbp+0x90],r14
  00153e  mov     qword ptr [rbp+0x138],3
  001549  mov     qword ptr [rbp+0xa0],0x20
  001554  mov     qword ptr [rbp+0x148],1
  00155f  mov     rax,0x100000003
  001569  jmp     0x0000000000000016
  00156e  mov     [rbp+0x90],r14
  001575  mov     qword ptr [rbp+0x138],3
  001580  mov     qword ptr [rbp+0xa0],0x20
  00158b  mov     qword ptr [rbp+0x148],1
  001596  mov     rax,0x100000004
  0015a0  jmp     0x0000000000000016
  0015a5  add     rsi,1
  0015ac  mov     [rbp+0x90],r14
  0015b3  mov     qword ptr [rbp+0x138],3
  0015be  mov     qword ptr [rbp+0xa0],0x20
  0015c9  mov     qword ptr [rbp+0x148],1
  0015d4  mov     [rbp+0xb0],rsi
  0015db  mov     qword ptr [rbp+0x158],1
  0015e6  mov     rax,0x100000005
  0015f0  jmp     0x0000000000000016
  0015f5  mov     qword ptr [rbp+0x58],0
  001600  mov     qword ptr [rbp+0x100],1
  00160b  mov     [rbp+0x90],r14
  001612  mov     qword ptr [rbp+0x138],3
  00161d  mov     qword ptr [rbp+0xa0],0x21
  001628  mov     qword ptr [rbp+0x148],1
  001633  mov     rax,0x100000007
  00163d  jmp     0x0000000000000016
  001642  mov     [rbp+0x90],r14
  001649  mov     qword ptr [rbp+0x138],3
  001654  mov     qword ptr [rbp+0xa0],0x21
  00165f  mov     qword ptr [rbp+0x148],1
  00166a  mov     qword ptr [rbp+0xb0],0
  001675  mov     qword ptr [rbp+0x158],1
  001680  mov     rax,0x100000008
  00168a  jmp     0x0000000000000016
  00168f  mov     [rbp+0x90],r14
  001696  mov     qword ptr [rbp+0x138],3
  0016a1  mov     qword ptr [rbp+0xa0],0x20
  0016ac  mov     qword ptr [rbp+0x148],1
  0016b7  mov     rax,0x10000000a
  0016c1  jmp     0x0000000000000016
  0016c6  add     rsi,1
  0016cd  mov     [rbp+0x90],r14
  0016d4  mov     qword ptr [rbp+0x138],3
  0016df  mov     qword ptr [rbp+0xa0],0x20
  0016ea  mov     qword ptr [rbp+0x148],1
  0016f5  mov     [rbp+0xb0],rsi
  0016fc  mov     qword ptr [rbp+0x158],1
  001707  mov     rax,0x10000000b
  001711  jmp     0x0000000000000016
  001716  mov     [rbp+0x90],r14
  00171d  mov     qword ptr [rbp+0x138],3
  001728  mov     qword ptr [rbp+0xa0],0x21
  001733  mov     qword ptr [rbp+0x148],1
  00173e  mov     qword ptr [rbp+0xb0],0
  001749  mov     qword ptr [rbp+0x158],1
  001754  mov     rax,0x10000000d
  00175e  jmp     0x0000000000000016
  001763  mov     [rbp+0x90],r14
  00176a  mov     qword ptr [rbp+0x138],3
  001775  mov     qword ptr [rbp+0xa0],0x20
  001780  mov     qword ptr [rbp+0x148],1
  00178b  mov     [rbp+0xb0],rsi
  001792  mov     qword ptr [rbp+0x158],1
  00179d  mov     rax,0x100000006
  0017a7  jmp     0x0000000000000016
  0017ac  mov     [rbp+0x90],r14
  0017b3  mov     qword ptr [rbp+0x138],3
  0017be  mov     qword ptr [rbp+0xa0],0x20
  0017c9  mov     qword ptr [rbp+0x148],1
  0017d4  mov     [rbp+0xb0],rsi
  0017db  mov     qword ptr [rbp+0x158],1
  0017e6  mov     rax,0x10000000c
  0017f0  jmp     0x0000000000000016
