; T0: 4063 bytes
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
  000080  jne     0x00000000000007ac
  000086  mov     rbx,[rbp+0x28]
; v1:list = input src
  00008d  cmp     qword ptr [rbp+0xd8],3
  000098  jne     0x00000000000007ac
  00009e  mov     r12,[rbp+0x30]
; v2:list = input jumps
  0000a5  cmp     qword ptr [rbp+0xe0],3
  0000b0  jne     0x00000000000007ac
  0000b6  mov     r13,[rbp+0x38]
; v3:list = input tape
  0000bd  cmp     qword ptr [rbp+0x138],3
  0000c8  jne     0x00000000000007ac
  0000ce  mov     r14,[rbp+0x90]
; v4:int = input p
  0000d5  cmp     qword ptr [rbp+0x140],1
  0000e0  jne     0x00000000000007ac
  0000e6  mov     r15,[rbp+0x98]
; v5:int = input pc
  0000ed  cmp     qword ptr [rbp+0x148],1
  0000f8  jne     0x00000000000007ac
  0000fe  mov     rsi,[rbp+0xa0]
; guard_value v1, [43, 43, 43, 43, 43, 43, 43, 43, 91, 62, 43, 43, 43, 43, 43, 43, 43, 43, 60, 45, 93, 62, 43, 91, 62, 43, 60, 45, 93, 62, 46, 91, 45, 93, 43, 43, 43, 43, 43, 43, 43, 43, 43, 43, 46] => loop/0 (0) {tape=v3, p=v4, pc=v5}
  000105  mov     rax,<list k0>
  00010f  cmp     r12,rax
  000112  jne     0x00000000000007bb
; guard_value v2, [0, 0, 0, 0, 0, 0, 0, 0, 20, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 8, 0, 0, 28, 0, 0, 0, 0, 23, 0, 0, 33, 0, 31, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] => loop_jumps/0 (1) {tape=v3, p=v4, pc=v5}
  000118  mov     rax,<list k1>
  000122  cmp     r13,rax
  000125  jne     0x0000000000000839
; guard_value v5, 24 => loop_pc/0 (2) {tape=v3, p=v4, pc=v5}
  00012b  cmp     rsi,0x18
  000132  jne     0x00000000000008b7
; v9:int = lt 24, v0
; guard_true v9 => dispatch/1 (3) {more=0, tape=v3, p=v4, pc=24}
  000138  mov     r11,0x18
  00013f  cmp     r11,rbx
  000142  jge     0x000000000000090e
; v11:int = add v4, 1 => right/0 (7) {tape=v3, p=v4, pc=24}
  000148  add     r15,1
  00014f  jo      0x000000000000096d
; v12:int = and v11, 65535
  000155  mov     rsi,r15
  000158  and     rsi,0xffff
; v13:int = lt 25, v0
; guard_true v13 => dispatch/1 (12) {more=0, tape=v3, p=v12, pc=25}
  00015f  mov     r11,0x19
  000166  cmp     r11,rbx
  000169  jge     0x00000000000009bd
; v15:int = readlist v3, v12 => plus/0 (14) {tape=v3, p=v12, pc=25}
  00016f  cmp     rsi,[r14]
  000177  jae     0x0000000000000a1c
  00017d  mov     rax,[r14+8]
  000185  test    rax,rax
  000188  je      0x0000000000000199
  00018e  cmp     byte ptr [rax+rsi],1
  000193  jne     0x0000000000000a1c
  000199  mov     rax,[r14+0x10]
  0001a1  mov     r13,[rax+rsi*8]
; v16:int = add v15, 1 => plus/1 (14) {tape=v3, p=v12, pc=25, x=v15}
  0001a5  add     r13,1
  0001ac  jo      0x0000000000000a65
; v17:int = and v16, 255
  0001b2  and     r13,0xff
; v18:list = set v3, v12, v17 owned => plus/3 (14) {tape=v3, p=v12, pc=25, x=v17}
  0001b9  cmp     qword ptr [r14+8],0
  0001c5  jne     0x00000000000003d0
  0001cb  cmp     qword ptr [r14-0x10],1
  0001d7  jne     0x00000000000003d0
  0001dd  cmp     qword ptr [r14-8],1
  0001e9  jne     0x00000000000003d0
  0001ef  cmp     rsi,[r14]
  0001f7  jae     0x00000000000003d0
  0001fd  mov     rax,[r14+0x10]
  000205  lea     rax,[rax+rsi*8]
  000209  mov     [rax],r13
; v19:int = lt 26, v0
; guard_true v19 => dispatch/1 (19) {more=0, tape=v18, p=v12, pc=26}
  00020c  mov     r11,0x1a
  000213  cmp     r11,rbx
  000216  jge     0x0000000000000ac7
; v21:int = add_nov v11, -1
  00021c  add     r15,0xffffffffffffffff
; v22:int = and v21, 65535
  000223  and     r15,0xffff
; v23:int = lt 27, v0
; guard_true v23 => dispatch/1 (29) {more=0, tape=v18, p=v22, pc=27}
  00022a  mov     r11,0x1b
  000231  cmp     r11,rbx
  000234  jge     0x0000000000000b26
; v25:int = readlist v18, v22 => minus/0 (32) {tape=v18, p=v22, pc=27}
  00023a  cmp     r15,[r14]
  000242  jae     0x0000000000000b85
  000248  mov     rax,[r14+8]
  000250  test    rax,rax
  000253  je      0x0000000000000264
  000259  cmp     byte ptr [rax+r15],1
  00025e  jne     0x0000000000000b85
  000264  mov     rax,[r14+0x10]
  00026c  mov     r13,[rax+r15*8]
; v26:int = sub v25, 1 => minus/1 (32) {tape=v18, p=v22, pc=27, x=v25}
  000270  sub     r13,1
  000277  jo      0x0000000000000bce
; v27:int = and v26, 255
  00027d  and     r13,0xff
; v28:list = set v18, v22, v27 owned => minus/3 (32) {tape=v18, p=v22, pc=27, x=v27}
  000284  cmp     qword ptr [r14+8],0
  000290  jne     0x00000000000004c7
  000296  cmp     r15,[r14]
  00029e  jae     0x00000000000004c7
  0002a4  mov     rax,[r14+0x10]
  0002ac  lea     rax,[rax+r15*8]
  0002b0  mov     [rax],r13
; v29:int = lt 28, v0
; guard_true v29 => dispatch/1 (37) {more=0, tape=v28, p=v22, pc=28}
  0002b3  mov     r11,0x1c
  0002ba  cmp     r11,rbx
  0002bd  jge     0x0000000000000c30
; guard_true v27 => close_bracket/1 (46) {tape=v28, p=v22, pc=28, x=0}
  0002c3  test    r13,r13
  0002c6  je      0x0000000000000c8f
; guard_steps => loop/0 (49) {tape=v28, p=v22, pc=24}
; v33:list = phi tape v28
; loop (49)
  0002cc  nop
  0002cd  nop
  0002ce  nop
  0002cf  nop
; v35:int = readlist v33, v12 => plus/0 (14) {tape=v33, p=v12, pc=25}
  0002d0  cmp     rsi,[r14]
  0002d8  jae     0x0000000000000cee
  0002de  mov     rax,[r14+8]
  0002e6  test    rax,rax
  0002e9  je      0x00000000000002fa
  0002ef  cmp     byte ptr [rax+rsi],1
  0002f4  jne     0x0000000000000cee
  0002fa  mov     rax,[r14+0x10]
  000302  mov     r13,[rax+rsi*8]
; v36:int = add v35, 1 => plus/1 (14) {tape=v33, p=v12, pc=25, x=v35}
  000306  add     r13,1
  00030d  jo      0x0000000000000d37
; v37:int = and v36, 255
  000313  and     r13,0xff
; v38:list = set v33, v12, v37 owned => plus/3 (14) {tape=v33, p=v12, pc=25, x=v37}
  00031a  cmp     qword ptr [r14+8],0
  000326  jne     0x00000000000005be
  00032c  cmp     rsi,[r14]
  000334  jae     0x00000000000005be
  00033a  mov     rax,[r14+0x10]
  000342  lea     rax,[rax+rsi*8]
  000346  mov     [rax],r13
; v39:int = readlist v38, v22 => minus/0 (32) {tape=v38, p=v22, pc=27}
  000349  cmp     r15,[r14]
  000351  jae     0x0000000000000d99
  000357  mov     rax,[r14+8]
  00035f  test    rax,rax
  000362  je      0x0000000000000373
  000368  cmp     byte ptr [rax+r15],1
  00036d  jne     0x0000000000000d99
  000373  mov     rax,[r14+0x10]
  00037b  mov     r13,[rax+r15*8]
; v40:int = sub v39, 1 => minus/1 (32) {tape=v38, p=v22, pc=27, x=v39}
  00037f  sub     r13,1
  000386  jo      0x0000000000000de2
; v41:int = and v40, 255
  00038c  and     r13,0xff
; v42:list = set v38, v22, v41 owned => minus/3 (32) {tape=v38, p=v22, pc=27, x=v41}
  000393  cmp     qword ptr [r14+8],0
  00039f  jne     0x00000000000006b5
  0003a5  cmp     r15,[r14]
  0003ad  jae     0x00000000000006b5
  0003b3  mov     rax,[r14+0x10]
  0003bb  lea     rax,[rax+r15*8]
  0003bf  mov     [rax],r13
; guard_true v41 => close_bracket/1 (46) {tape=v42, p=v22, pc=28, x=0}
  0003c2  test    r13,r13
  0003c5  jne     0x00000000000002d0
  0003cb  jmp     0x0000000000000e44
; guard_steps => loop/0 (49) {tape=v42, p=v22, pc=24}
; jump (49) v33 <- v42
  0003d0  sub     rsp,0x70
  0003d7  mov     [rsp+0x30],rcx
  0003df  mov     [rsp+0x38],rsi
  0003e7  mov     [rsp+0x40],rdi
  0003ef  mov     [rsp+0x48],r8
  0003f7  mov     [rsp+0x50],r9
  0003ff  mov     [rsp+0x58],r10
  000407  mov     [rsp],r14
  00040f  mov     qword ptr [rsp+8],3
  00041b  mov     [rsp+0x10],rsi
  000423  mov     qword ptr [rsp+0x18],1
  00042f  mov     [rsp+0x20],r13
  000437  mov     qword ptr [rsp+0x28],1
  000443  mov     rdi,[rbp+0x20]
  00044a  mov     esi,0xe
  00044f  mov     rdx,rsp
  000452  mov     rcx,0xfffffffffffffff2
  00045c  mov     r8,0xfffffffffffffff2
  000466  mov     r9,0
  000470  mov     rax,<list_op>
  00047a  call    rax
  00047c  mov     r11,rax
  00047f  mov     rcx,[rsp+0x30]
  000487  mov     rsi,[rsp+0x38]
  00048f  mov     rdi,[rsp+0x40]
  000497  mov     r8,[rsp+0x48]
  00049f  mov     r9,[rsp+0x50]
  0004a7  mov     r10,[rsp+0x58]
  0004af  add     rsp,0x70
  0004b6  test    rdx,rdx
  0004b9  je      0x0000000000000ea3
  0004bf  mov     r14,r11
  0004c2  jmp     0x000000000000020c
  0004c7  sub     rsp,0x70
  0004ce  mov     [rsp+0x30],rcx
  0004d6  mov     [rsp+0x38],rsi
  0004de  mov     [rsp+0x40],rdi
  0004e6  mov     [rsp+0x48],r8
  0004ee  mov     [rsp+0x50],r9
  0004f6  mov     [rsp+0x58],r10
  0004fe  mov     [rsp],r14
  000506  mov     qword ptr [rsp+8],3
  000512  mov     [rsp+0x10],r15
  00051a  mov     qword ptr [rsp+0x18],1
  000526  mov     [rsp+0x20],r13
  00052e  mov     qword ptr [rsp+0x28],1
  00053a  mov     rdi,[rbp+0x20]
  000541  mov     esi,0xe
  000546  mov     rdx,rsp
  000549  mov     rcx,0xfffffffffffffff2
  000553  mov     r8,0xfffffffffffffff2
  00055d  mov     r9,0
  000567  mov     rax,<list_op>
  000571  call    rax
  000573  mov     r11,rax
  000576  mov     rcx,[rsp+0x30]
  00057e  mov     rsi,[rsp+0x38]
  000586  mov     rdi,[rsp+0x40]
  00058e  mov     r8,[rsp+0x48]
  000596  mov     r9,[rsp+0x50]
  00059e  mov     r10,[rsp+0x58]
  0005a6  add     rsp,0x70
  0005ad  test    rdx,rdx
  0005b0  je      0x0000000000000efe
  0005b6  mov     r14,r11
  0005b9  jmp     0x00000000000002b3
  0005be  sub     rsp,0x70
  0005c5  mov     [rsp+0x30],rcx
  0005cd  mov     [rsp+0x38],rsi
  0005d5  mov     [rsp+0x40],rdi
  0005dd  mov     [rsp+0x48],r8
  0005e5  mov     [rsp+0x50],r9
  0005ed  mov     [rsp+0x58],r10
  0005f5  mov     [rsp],r14
  0005fd  mov     qword ptr [rsp+8],3
  000609  mov     [rsp+0x10],rsi
  000611  mov     qword ptr [rsp+0x18],1
  00061d  mov     [rsp+0x20],r13
  000625  mov     qword ptr [rsp+0x28],1
  000631  mov     rdi,[rbp+0x20]
  000638  mov     esi,0xe
  00063d  mov     rdx,rsp
  000640  mov     rcx,0xfffffffffffffff2
  00064a  mov     r8,0xfffffffffffffff2
  000654  mov     r9,0
  00065e  mov     rax,<list_op>
  000668  call    rax
  00066a  mov     r11,rax
  00066d  mov     rcx,[rsp+0x30]
  000675  mov     rsi,[rsp+0x38]
  00067d  mov     rdi,[rsp+0x40]
  000685  mov     r8,[rsp+0x48]
  00068d  mov     r9,[rsp+0x50]
  000695  mov     r10,[rsp+0x58]
  00069d  add     rsp,0x70
  0006a4  test    rdx,rdx
  0006a7  je      0x0000000000000f59
  0006ad  mov     r14,r11
  0006b0  jmp     0x0000000000000349
  0006b5  sub     rsp,0x70
  0006bc  mov     [rsp+0x30],rcx
  0006c4  mov     [rsp+0x38],rsi
  0006cc  mov     [rsp+0x40],rdi
  0006d4  mov     [rsp+0x48],r8
  0006dc  mov     [rsp+0x50],r9
  0006e4  mov     [rsp+0x58],r10
  0006ec  mov     [rsp],r14
  0006f4  mov     qword ptr [rsp+8],3
  000700  mov     [rsp+0x10],r15
  000708  mov     qword ptr [rsp+0x18],1
  000714  mov     [rsp+0x20],r13
  00071c  mov     qword ptr [rsp+0x28],1
  000728  mov     rdi,[rbp+0x20]
  00072f  mov     esi,0xe
  000734  mov     rdx,rsp
  000737  mov     rcx,0xfffffffffffffff2
  000741  mov     r8,0xfffffffffffffff2
  00074b  mov     r9,0
  000755  mov     rax,<list_op>
  00075f  call    rax
  000761  mov     r11,rax
  000764  mov     rcx,[rsp+0x30]
  00076c  mov     rsi,[rsp+0x38]
  000774  mov     rdi,[rsp+0x40]
  00077c  mov     r8,[rsp+0x48]
  000784  mov     r9,[rsp+0x50]
  00078c  mov     r10,[rsp+0x58]
  000794  add     rsp,0x70
  00079b  test    rdx,rdx
  00079e  je      0x0000000000000fb4
  0007a4  mov     r14,r11
  0007a7  jmp     0x00000000000003c2
; exits
  0007ac  mov     rax,0xfffffffe
  0007b6  jmp     0x0000000000000016
  0007bb  mov     [rbp+0x10],r12
  0007c2  mov     qword ptr [rbp+0x18],3
  0007cd  mov     [rbp+0x90],r14
  0007d4  mov     qword ptr [rbp+0x138],3
  0007df  mov     [rbp+0x98],r15
  0007e6  mov     qword ptr [rbp+0x140],1
  0007f1  mov     [rbp+0xa0],rsi
  0007f8  mov     qword ptr [rbp+0x148],1
  000803  mov     rdi,[rbp+0x20]
  00080a  mov     rsi,8
  000814  mov     rdx,0
  00081e  mov     rax,<exit_lists>
  000828  call    rax
  00082a  mov     rax,0
  000834  jmp     0x0000000000000016
  000839  mov     [rbp+0x10],r13
  000840  mov     qword ptr [rbp+0x18],3
  00084b  mov     [rbp+0x90],r14
  000852  mov     qword ptr [rbp+0x138],3
  00085d  mov     [rbp+0x98],r15
  000864  mov     qword ptr [rbp+0x140],1
  00086f  mov     [rbp+0xa0],rsi
  000876  mov     qword ptr [rbp+0x148],1
  000881  mov     rdi,[rbp+0x20]
  000888  mov     rsi,8
  000892  mov     rdx,0
  00089c  mov     rax,<exit_lists>
  0008a6  call    rax
  0008a8  mov     rax,1
  0008b2  jmp     0x0000000000000016
  0008b7  mov     [rbp+0x10],rsi
  0008be  mov     qword ptr [rbp+0x18],1
  0008c9  mov     [rbp+0x90],r14
  0008d0  mov     qword ptr [rbp+0x138],3
  0008db  mov     [rbp+0x98],r15
  0008e2  mov     qword ptr [rbp+0x140],1
  0008ed  mov     [rbp+0xa0],rsi
  0008f4  mov     qword ptr [rbp+0x148],1
  0008ff  mov     rax,2
  000909  jmp     0x0000000000000016
  00090e  mov     qword ptr [rbp+0x58],0
  000919  mov     qword ptr [rbp+0x100],1
  000924  mov     [rbp+0x90],r14
  00092b  mov     qword ptr [rbp+0x138],3
  000936  mov     [rbp+0x98],r15
  00093d  mov     qword ptr [rbp+0x140],1
  000948  mov     qword ptr [rbp+0xa0],0x18
  000953  mov     qword ptr [rbp+0x148],1
  00095e  mov     rax,3
  000968  jmp     0x0000000000000016
  00096d  sub     r15,1
  000974  mov     [rbp+0x90],r14
  00097b  mov     qword ptr [rbp+0x138],3
  000986  mov     [rbp+0x98],r15
  00098d  mov     qword ptr [rbp+0x140],1
  000998  mov     qword ptr [rbp+0xa0],0x18
  0009a3  mov     qword ptr [rbp+0x148],1
  0009ae  mov     rax,4
  0009b8  jmp     0x0000000000000016
  0009bd  mov     qword ptr [rbp+0x58],0
  0009c8  mov     qword ptr [rbp+0x100],1
  0009d3  mov     [rbp+0x90],r14
  0009da  mov     qword ptr [rbp+0x138],3
  0009e5  mov     [rbp+0x98],rsi
  0009ec  mov     qword ptr [rbp+0x140],1
  0009f7  mov     qword ptr [rbp+0xa0],0x19
  000a02  mov     qword ptr [rbp+0x148],1
  000a0d  mov     rax,5
  000a17  jmp     0x0000000000000016
  000a1c  mov     [rbp+0x90],r14
  000a23  mov     qword ptr [rbp+0x138],3
  000a2e  mov     [rbp+0x98],rsi
  000a35  mov     qword ptr [rbp+0x140],1
  000a40  mov     qword ptr [rbp+0xa0],0x19
  000a4b  mov     qword ptr [rbp+0x148],1
  000a56  mov     rax,6
  000a60  jmp     0x0000000000000016
  000a65  sub     r13,1
  000a6c  mov     [rbp+0x90],r14
  000a73  mov     qword ptr [rbp+0x138],3
  000a7e  mov     [rbp+0x98],rsi
  000a85  mov     qword ptr [rbp+0x140],1
  000a90  mov     qword ptr [rbp+0xa0],0x19
  000a9b  mov     qword ptr [rbp+0x148],1
  000aa6  mov     [rbp+0xb0],r13
  000aad  mov     qword ptr [rbp+0x158],1
  000ab8  mov     rax,7
  000ac2  jmp     0x0000000000000016
  000ac7  mov     qword ptr [rbp+0x58],0
  000ad2  mov     qword ptr [rbp+0x100],1
  000add  mov     [rbp+0x90],r14
  000ae4  mov     qword ptr [rbp+0x138],3
  000aef  mov     [rbp+0x98],rsi
  000af6  mov     qword ptr [rbp+0x140],1
  000b01  mov     qword ptr [rbp+0xa0],0x1a
  000b0c  mov     qword ptr [rbp+0x148],1
  000b17  mov     rax,9
  000b21  jmp     0x0000000000000016
  000b26  mov     qword ptr [rbp+0x58],0
  000b31  mov     qword ptr [rbp+0x100],1
  000b3c  mov     [rbp+0x90],r14
  000b43  mov     qword ptr [rbp+0x138],3
  000b4e  mov     [rbp+0x98],r15
  000b55  mov     qword ptr [rbp+0x140],1
  000b60  mov     qword ptr [rbp+0xa0],0x1b
  000b6b  mov     qword ptr [rbp+0x148],1
  000b76  mov     rax,0xa
  000b80  jmp     0x0000000000000016
  000b85  mov     [rbp+0x90],r14
  000b8c  mov     qword ptr [rbp+0x138],3
  000b97  mov     [rbp+0x98],r15
  000b9e  mov     qword ptr [rbp+0x140],1
  000ba9  mov     qword ptr [rbp+0xa0],0x1b
  000bb4  mov     qword ptr [rbp+0x148],1
  000bbf  mov     rax,0xb
  000bc9  jmp     0x0000000000000016
  000bce  add     r13,1
  000bd5  mov     [rbp+0x90],r14
  000bdc  mov     qword ptr [rbp+0x138],3
  000be7  mov     [rbp+0x98],r15
  000bee  mov     qword ptr [rbp+0x140],1
  000bf9  mov     qword ptr [rbp+0xa0],0x1b
  000c04  mov     qword ptr [rbp+0x148],1
  000c0f  mov     [rbp+0xb0],r13
  000c16  mov     qword ptr [rbp+0x158],1
  000c21  mov     rax,0xc
  000c2b  jmp     0x0000000000000016
  000c30  mov     qword ptr [rbp+0x58],0
  000c3b  mov     qword ptr [rbp+0x100],1
  000c46  mov     [rbp+0x90],r14
  000c4d  mov     qword ptr [rbp+0x138],3
  000c58  mov     [rbp+0x98],r15
  000c5f  mov     qword ptr [rbp+0x140],1
  000c6a  mov     qword ptr [rbp+0xa0],0x1c
  000c75  mov     qword ptr [rbp+0x148],1
  000c80  mov     rax,0xe
  000c8a  jmp     0x0000000000000016
  000c8f  mov     [rbp+0x90],r14
  000c96  mov     qword ptr [rbp+0x138],3
  000ca1  mov     [rbp+0x98],r15
  000ca8  mov     qword ptr [rbp+0x140],1
  000cb3  mov     qword ptr [rbp+0xa0],0x1c
  000cbe  mov     qword ptr [rbp+0x148],1
  000cc9  mov     qword ptr [rbp+0xb0],0
  000cd4  mov     qword ptr [rbp+0x158],1
  000cdf  mov     rax,0xf
  000ce9  jmp     0x0000000000000016
  000cee  mov     [rbp+0x90],r14
  000cf5  mov     qword ptr [rbp+0x138],3
  000d00  mov     [rbp+0x98],rsi
  000d07  mov     qword ptr [rbp+0x140],1
  000d12  mov     qword ptr [rbp+0xa0],0x19
  000d1d  mov     qword ptr [rbp+0x148],1
  000d28  mov     rax,0x11
  000d32  jmp     0x0000000000000016
  000d37  sub     r13,1
  000d3e  mov     [rbp+0x90],r14
  000d45  mov     qword ptr [rbp+0x138],3
  000d50  mov     [rbp+0x98],rsi
  000d57  mov     qword ptr [rbp+0x140],1
  000d62  mov     qword ptr [rbp+0xa0],0x19
  000d6d  mov     qword ptr [rbp+0x148],1
  000d78  mov     [rbp+0xb0],r13
  000d7f  mov     qword ptr [rbp+0x158],1
  000d8a  mov     rax,0x12
  000d94  jmp     0x0000000000000016
  000d99  mov     [rbp+0x90],r14
  000da0  mov     qword ptr [rbp+0x138],3
  000dab  mov     [rbp+0x98],r15
  000db2  mov     qword ptr [rbp+0x140],1
  000dbd  mov     qword ptr [rbp+0xa0],0x1b
  000dc8  mov     qword ptr [rbp+0x148],1
  000dd3  mov     rax,0x14
  000ddd  jmp     0x0000000000000016
  000de2  add     r13,1
  000de9  mov     [rbp+0x90],r14
  000df0  mov     qword ptr [rbp+0x138],3
  000dfb  mov     [rbp+0x98],r15
  000e02  mov     qword ptr [rbp+0x140],1
  000e0d  mov     qword ptr [rbp+0xa0],0x1b
  000e18  mov     qword ptr [rbp+0x148],1
  000e23  mov     [rbp+0xb0],r13
  000e2a  mov     qword ptr [rbp+0x158],1
  000e35  mov     rax,0x15
  000e3f  jmp     0x0000000000000016
  000e44  mov     [rbp+0x90],r14
  000e4b  mov     qword ptr [rbp+0x138],3
  000e56  mov     [rbp+0x98],r15
  000e5d  mov     qword ptr [rbp+0x140],1
  000e68  mov     qword ptr [rbp+0xa0],0x1c
  000e73  mov     qword ptr [rbp+0x148],1
  000e7e  mov     qword ptr [rbp+0xb0],0
  000e89  mov     qword ptr [rbp+0x158],1
  000e94  mov     rax,0x17
  000e9e  jmp     0x0000000000000016
  000ea3  mov     [rbp+0x90],r14
  000eaa  mov     qword ptr [rbp+0x138],3
  000eb5  mov     [rbp+0x98],rsi
  000ebc  mov     qword ptr [rbp+0x140],1
  000ec7  mov     qword ptr [rbp+0xa0],0x19
  000ed2  mov     qword ptr [rbp+0x148],1
  000edd  mov     [rbp+0xb0],r13
  000ee4  mov     qword ptr [rbp+0x158],1
  000eef  mov     rax,8
  000ef9  jmp     0x0000000000000016
  000efe  mov     [rbp+0x90],r14
  000f05  mov     qword ptr [rbp+0x138],3
  000f10  mov     [rbp+0x98],r15
  000f17  mov     qword ptr [rbp+0x140],1
  000f22  mov     qword ptr [rbp+0xa0],0x1b
  000f2d  mov     qword ptr [rbp+0x148],1
  000f38  mov     [rbp+0xb0],r13
  000f3f  mov     qword ptr [rbp+0x158],1
  000f4a  mov     rax,0xd
  000f54  jmp     0x0000000000000016
  000f59  mov     [rbp+0x90],r14
  000f60  mov     qword ptr [rbp+0x138],3
  000f6b  mov     [rbp+0x98],rsi
  000f72  mov     qword ptr [rbp+0x140],1
  000f7d  mov     qword ptr [rbp+0xa0],0x19
  000f88  mov     qword ptr [rbp+0x148],1
  000f93  mov     [rbp+0xb0],r13
  000f9a  mov     qword ptr [rbp+0x158],1
  000fa5  mov     rax,0x13
  000faf  jmp     0x0000000000000016
  000fb4  mov     [rbp+0x90],r14
  000fbb  mov     qword ptr [rbp+0x138],3
  000fc6  mov     [rbp+0x98],r15
  000fcd  mov     qword ptr [rbp+0x140],1
  000fd8  mov     qword ptr [rbp+0xa0],0x1b
  000fe3  mov     qword ptr [rbp+0x148],1
  000fee  mov     [rbp+0xb0],r13
  000ff5  mov     qword ptr [rbp+0x158],1
  001000  mov     rax,0x16
  00100a  jmp     0x0000000000000016

; T1: 2117 bytes
  001010  mov     qword ptr [rbp+0x18],0
  00101b  mov     rbx,[rbp+0x28]
  001022  mov     r12,[rbp+0x30]
  001029  mov     r13,[rbp+0x38]
  001030  mov     r14,[rbp+0x90]
  001037  mov     r15,[rbp+0x98]
  00103e  mov     rsi,[rbp+0xa0]
  001045  jmp     0x0000000000001118
  00104a  mov     qword ptr [rbp+0x18],0
; v0:int = input n
  001055  cmp     qword ptr [rbp+0xd0],1
  001060  jne     0x0000000000001455
  001066  mov     rbx,[rbp+0x28]
; v1:list = input src
  00106d  cmp     qword ptr [rbp+0xd8],3
  001078  jne     0x0000000000001455
  00107e  mov     r12,[rbp+0x30]
; v2:list = input jumps
  001085  cmp     qword ptr [rbp+0xe0],3
  001090  jne     0x0000000000001455
  001096  mov     r13,[rbp+0x38]
; v3:list = input tape
  00109d  cmp     qword ptr [rbp+0x138],3
  0010a8  jne     0x0000000000001455
  0010ae  mov     r14,[rbp+0x90]
; v4:int = input p
  0010b5  cmp     qword ptr [rbp+0x140],1
  0010c0  jne     0x0000000000001455
  0010c6  mov     r15,[rbp+0x98]
; v5:int = input pc
  0010cd  cmp     qword ptr [rbp+0x148],1
  0010d8  jne     0x0000000000001455
  0010de  mov     rsi,[rbp+0xa0]
; guard_value v1, [43, 43, 43, 43, 43, 43, 43, 43, 91, 62, 43, 43, 43, 43, 43, 43, 43, 43, 60, 45, 93, 62, 43, 91, 62, 43, 60, 45, 93, 62, 46, 91, 45, 93, 43, 43, 43, 43, 43, 43, 43, 43, 43, 43, 46] => loop/0 (0) {tape=v3, pc=v5}
  0010e5  mov     rax,<list k0>
  0010ef  cmp     r12,rax
  0010f2  jne     0x0000000000001464
; guard_value v2, [0, 0, 0, 0, 0, 0, 0, 0, 20, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 8, 0, 0, 28, 0, 0, 0, 0, 23, 0, 0, 33, 0, 31, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] => loop_jumps/0 (1) {tape=v3, pc=v5}
  0010f8  mov     rax,<list k1>
  001102  cmp     r13,rax
  001105  jne     0x00000000000014d0
; guard_value v5, 32 => loop_pc/0 (2) {tape=v3, pc=v5}
  00110b  cmp     rsi,0x20
  001112  jne     0x000000000000153c
; v9:int = lt 32, v0
; guard_true v9 => dispatch/1 (3) {more=0, tape=v3, pc=32}
  001118  mov     r11,0x20
  00111f  cmp     r11,rbx
  001122  jge     0x0000000000001581
; v11:int = readlist v3, v4 => minus/0 (6) {tape=v3, pc=32}
  001128  cmp     r15,[r14]
  001130  jae     0x00000000000015ce
  001136  mov     rax,[r14+8]
  00113e  test    rax,rax
  001141  je      0x0000000000001152
  001147  cmp     byte ptr [rax+r15],1
  00114c  jne     0x00000000000015ce
  001152  mov     rax,[r14+0x10]
  00115a  mov     rsi,[rax+r15*8]
; v12:int = sub v11, 1 => minus/1 (6) {tape=v3, pc=32, x=v11}
  00115e  sub     rsi,1
  001165  jo      0x0000000000001605
; v13:int = and v12, 255
  00116b  and     rsi,0xff
; v14:list = set v3, v4, v13 owned => minus/3 (6) {tape=v3, pc=32, x=v13}
  001172  cmp     qword ptr [r14+8],0
  00117e  jne     0x0000000000001267
  001184  cmp     qword ptr [r14-0x10],1
  001190  jne     0x0000000000001267
  001196  cmp     qword ptr [r14-8],1
  0011a2  jne     0x0000000000001267
  0011a8  cmp     r15,[r14]
  0011b0  jae     0x0000000000001267
  0011b6  mov     rax,[r14+0x10]
  0011be  lea     rax,[rax+r15*8]
  0011c2  mov     [rax],rsi
; v15:int = lt 33, v0
; guard_true v15 => dispatch/1 (11) {more=0, tape=v14, pc=33}
  0011c5  mov     r11,0x21
  0011cc  cmp     r11,rbx
  0011cf  jge     0x0000000000001655
; guard_true v13 => close_bracket/1 (20) {tape=v14, pc=33, x=0}
  0011d5  test    rsi,rsi
  0011d8  je      0x00000000000016a2
; guard_steps => loop/0 (23) {tape=v14, pc=32}
; v19:list = phi tape v14
; loop (23)
  0011de  nop
  0011df  nop
; v21:int = readlist v19, v4 => minus/0 (6) {tape=v19, pc=32}
  0011e0  cmp     r15,[r14]
  0011e8  jae     0x00000000000016ef
  0011ee  mov     rax,[r14+8]
  0011f6  test    rax,rax
  0011f9  je      0x000000000000120a
  0011ff  cmp     byte ptr [rax+r15],1
  001204  jne     0x00000000000016ef
  00120a  mov     rax,[r14+0x10]
  001212  mov     rsi,[rax+r15*8]
; v22:int = sub v21, 1 => minus/1 (6) {tape=v19, pc=32, x=v21}
  001216  sub     rsi,1
  00121d  jo      0x0000000000001726
; v23:int = and v22, 255
  001223  and     rsi,0xff
; v24:list = set v19, v4, v23 owned => minus/3 (6) {tape=v19, pc=32, x=v23}
  00122a  cmp     qword ptr [r14+8],0
  001236  jne     0x000000000000135e
  00123c  cmp     r15,[r14]
  001244  jae     0x000000000000135e
  00124a  mov     rax,[r14+0x10]
  001252  lea     rax,[rax+r15*8]
  001256  mov     [rax],rsi
; guard_true v23 => close_bracket/1 (20) {tape=v24, pc=33, x=0}
  001259  test    rsi,rsi
  00125c  jne     0x00000000000011e0
  001262  jmp     0x0000000000001776
; guard_steps => loop/0 (23) {tape=v24, pc=32}
; jump (23) v19 <- v24
  001267  sub     rsp,0x70
  00126e  mov     [rsp+0x30],rcx
  001276  mov     [rsp+0x38],rsi
  00127e  mov     [rsp+0x40],rdi
  001286  mov     [rsp+0x48],r8
  00128e  mov     [rsp+0x50],r9
  001296  mov     [rsp+0x58],r10
  00129e  mov     [rsp],r14
  0012a6  mov     qword ptr [rsp+8],3
  0012b2  mov     [rsp+0x10],r15
  0012ba  mov     qword ptr [rsp+0x18],1
  0012c6  mov     [rsp+0x20],rsi
  0012ce  mov     qword ptr [rsp+0x28],1
  0012da  mov     rdi,[rbp+0x20]
  0012e1  mov     esi,0xe
  0012e6  mov     rdx,rsp
  0012e9  mov     rcx,0xfffffffffffffff2
  0012f3  mov     r8,0xfffffffffffffff2
  0012fd  mov     r9,0
  001307  mov     rax,<list_op>
  001311  call    rax
  001313  mov     r11,rax
  001316  mov     rcx,[rsp+0x30]
  00131e  mov     rsi,[rsp+0x38]
  001326  mov     rdi,[rsp+0x40]
  00132e  mov     r8,[rsp+0x48]
  001336  mov     r9,[rsp+0x50]
  00133e  mov     r10,[rsp+0x58]
  001346  add     rsp,0x70
  00134d  test    rdx,rdx
  001350  je      0x00000000000017c3
  001356  mov     r14,r11
  001359  jmp     0x00000000000011c5
  00135e  sub     rsp,0x70
  001365  mov     [rsp+0x30],rcx
  00136d  mov     [rsp+0x38],rsi
  001375  mov     [rsp+0x40],rdi
  00137d  mov     [rsp+0x48],r8
  001385  mov     [rsp+0x50],r9
  00138d  mov     [rsp+0x58],r10
  001395  mov     [rsp],r14
  00139d  mov     qword ptr [rsp+8],3
  0013a9  mov     [rsp+0x10],r15
  0013b1  mov     qword ptr [rsp+0x18],1
  0013bd  mov     [rsp+0x20],rsi
  0013c5  mov     qword ptr [rsp+0x28],1
  0013d1  mov     rdi,[rbp+0x20]
  0013d8  mov     esi,0xe
  0013dd  mov     rdx,rsp
  0013e0  mov     rcx,0xfffffffffffffff2
  0013ea  mov     r8,0xfffffffffffffff2
  0013f4  mov     r9,0
  0013fe  mov     rax,<list_op>
  001408  call    rax
  00140a  mov     r11,rax
  00140d  mov     rcx,[rsp+0x30]
  001415  mov     rsi,[rsp+0x38]
  00141d  mov     rdi,[rsp+0x40]
  001425  mov     r8,[rsp+0x48]
  00142d  mov     r9,[rsp+0x50]
  001435  mov     r10,[rsp+0x58]
  00143d  add     rsp,0x70
  001444  test    rdx,rdx
  001447  je      0x000000000000180c
  00144d  mov     r14,r11
  001450  jmp     0x0000000000001259
; exits
  001455  mov     rax,0x1fffffffe
  00145f  jmp     0x0000000000000016
  001464  mov     [rbp+0x10],r12
  00146b  mov     qword ptr [rbp+0x18],3
  001476  mov     [rbp+0x90],r14
  00147d  mov     qword ptr [rbp+0x138],3
  001488  mov     [rbp+0xa0],rsi
  00148f  mov     qword ptr [rbp+0x148],1
  00149a  mov     rdi,[rbp+0x20]
  0014a1  mov     rsi,8
  0014ab  mov     rdx,0
  0014b5  mov     rax,<exit_lists>
  0014bf  call    rax
  0014c1  mov     rax,0x100000000
  0014cb  jmp     0x0000000000000016
  0014d0  mov     [rbp+0x10],r13
  0014d7  mov     qword ptr [rbp+0x18],3
  0014e2  mov     [rbp+0x90],r14
  0014e9  mov     qword ptr [rbp+0x138],3
  0014f4  mov     [rbp+0xa0],rsi
  0014fb  mov     qword ptr [rbp+0x148],1
  001506  mov     rdi,[rbp+0x20]
  00150d  mov     rsi,8
  001517  mov     rdx,0
  001521  mov     rax,<exit_lists>
  00152b  call    rax
  00152d  mov     rax,0x100000001
  001537  jmp     0x0000000000000016
  00153c  mov     [rbp+0x10],rsi
  001543  mov     qword ptr [rbp+0x18],1
  00154e  mov     [rbp+0x90],r14
  001555  mov     qword ptr [rbp+0x138],3
  001560  mov     [rbp+0xa0],rsi
  001567  mov     qword ptr [rbp+0x148],1
  001572  mov     rax,0x100000002
  00157c  jmp     0x0000000000000016
  001581  mov     qword ptr [rbp+0x58],0
  00158c  mov     qword ptr [rbp+0x100],1
  001597  mov     [rbp+0x90],r14
  00159e  mov     qword ptr [rbp+0x138],3
  0015a9  mov     qword ptr [rbp+0xa0],0x20
  0015b4  mov     qword ptr [rbp+0x148],1
  0015bf  mov     rax,0x100000003
  0015c9  jmp     0x0000000000000016
  0015ce  mov     [rbp+0x90],r14
  0015d5  mov     qword ptr [rbp+0x138],3
  0015e0  mov     qword ptr [rbp+0xa0],0x20
  0015eb  mov     qword ptr [rbp+0x148],1
  0015f6  mov     rax,0x100000004
  001600  jmp     0x0000000000000016
  001605  add     rsi,1
  00160c  mov     [rbp+0x90],r14
  001613  mov     qword ptr [rbp+0x138],3
  00161e  mov     qword ptr [rbp+0xa0],0x20
  001629  mov     qword ptr [rbp+0x148],1
  001634  mov     [rbp+0xb0],rsi
  00163b  mov     qword ptr [rbp+0x158],1
  001646  mov     rax,0x100000005
  001650  jmp     0x0000000000000016
  001655  mov     qword ptr [rbp+0x58],0
  001660  mov     qword ptr [rbp+0x100],1
  00166b  mov     [rbp+0x90],r14
  001672  mov     qword ptr [rbp+0x138],3
  00167d  mov     qword ptr [rbp+0xa0],0x21
  001688  mov     qword ptr [rbp+0x148],1
  001693  mov     rax,0x100000007
  00169d  jmp     0x0000000000000016
  0016a2  mov     [rbp+0x90],r14
  0016a9  mov     qword ptr [rbp+0x138],3
  0016b4  mov     qword ptr [rbp+0xa0],0x21
  0016bf  mov     qword ptr [rbp+0x148],1
  0016ca  mov     qword ptr [rbp+0xb0],0
  0016d5  mov     qword ptr [rbp+0x158],1
  0016e0  mov     rax,0x100000008
  0016ea  jmp     0x0000000000000016
  0016ef  mov     [rbp+0x90],r14
  0016f6  mov     qword ptr [rbp+0x138],3
  001701  mov     qword ptr [rbp+0xa0],0x20
  00170c  mov     qword ptr [rbp+0x148],1
  001717  mov     rax,0x10000000a
  001721  jmp     0x0000000000000016
  001726  add     rsi,1
  00172d  mov     [rbp+0x90],r14
  001734  mov     qword ptr [rbp+0x138],3
  00173f  mov     qword ptr [rbp+0xa0],0x20
  00174a  mov     qword ptr [rbp+0x148],1
  001755  mov     [rbp+0xb0],rsi
  00175c  mov     qword ptr [rbp+0x158],1
  001767  mov     rax,0x10000000b
  001771  jmp     0x0000000000000016
  001776  mov     [rbp+0x90],r14
  00177d  mov     qword ptr [rbp+0x138],3
  001788  mov     qword ptr [rbp+0xa0],0x21
  001793  mov     qword ptr [rbp+0x148],1
  00179e  mov     qword ptr [rbp+0xb0],0
  0017a9  mov     qword ptr [rbp+0x158],1
  0017b4  mov     rax,0x10000000d
  0017be  jmp     0x0000000000000016
  0017c3  mov     [rbp+0x90],r14
  0017ca  mov     qword ptr [rbp+0x138],3
  0017d5  mov     qword ptr [rbp+0xa0],0x20
  0017e0  mov     qword ptr [rbp+0x148],1
  0017eb  mov     [rbp+0xb0],rsi
  0017f2  mov     qword ptr [rbp+0x158],1
  0017fd  mov     rax,0x100000006
  001807  jmp     0x0000000000000016
  00180c  mov     [rbp+0x90],r14
  001813  mov     qword ptr [rbp+0x138],3
  00181e  mov     qword ptr [rbp+0xa0],0x20
  001829  mov     qword ptr [rbp+0x148],1
  001834  mov     [rbp+0xb0],rsi
  00183b  mov     qword ptr [rbp+0x158],1
  001846  mov     rax,0x10000000c
  001850  jmp     0x0000000000000016
