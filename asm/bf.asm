; T0: 4543 bytes
  000030  mov     qword ptr [rbp+0x18],0
; v0:int = input n
  00003b  cmp     qword ptr [rbp+0xd0],1
  000046  jne     0x000000000000080a
  00004c  mov     rbx,[rbp+0x28]
; v1:list = input src
  000053  cmp     qword ptr [rbp+0xd8],3
  00005e  jne     0x000000000000080a
  000064  mov     r12,[rbp+0x30]
; v2:list = input jumps
  00006b  cmp     qword ptr [rbp+0xe0],3
  000076  jne     0x000000000000080a
  00007c  mov     r13,[rbp+0x38]
; v3:list = input tape
  000083  cmp     qword ptr [rbp+0x138],3
  00008e  jne     0x000000000000080a
  000094  mov     r14,[rbp+0x90]
; v4:int = input p
  00009b  cmp     qword ptr [rbp+0x140],1
  0000a6  jne     0x000000000000080a
  0000ac  mov     r15,[rbp+0x98]
; v5:int = input pc
  0000b3  cmp     qword ptr [rbp+0x148],1
  0000be  jne     0x000000000000080a
  0000c4  mov     rsi,[rbp+0xa0]
; guard_value v1, [43, 43, 43, 43, 43, 43, 43, 43, 91, 62, 43, 43, 43, 43, 43, 43, 43, 43, 60, 45, 93, 62, 43, 91, 62, 43, 60, 45, 93, 62, 46, 91, 45, 93, 43, 43, 43, 43, 43, 43, 43, 43, 43, 43, 46] => loop/0 (0) {tape=v3, p=v4, pc=v5}
  0000cb  mov     rax,<list k0>
  0000d5  cmp     r12,rax
  0000d8  jne     0x0000000000000819
; guard_value v2, [0, 0, 0, 0, 0, 0, 0, 0, 20, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 8, 0, 0, 28, 0, 0, 0, 0, 23, 0, 0, 33, 0, 31, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] => loop_jumps/0 (1) {tape=v3, p=v4, pc=v5}
  0000de  mov     rax,<list k1>
  0000e8  cmp     r13,rax
  0000eb  jne     0x0000000000000897
; guard_value v5, 24 => loop_pc/0 (2) {tape=v3, p=v4, pc=v5}
  0000f1  cmp     rsi,0x18
  0000f8  jne     0x0000000000000915
; v9:int = lt 24, v0
; guard_true v9 => dispatch/1 (3) {more=0, tape=v3, p=v4, pc=24}
  0000fe  mov     r11,0x18
  000105  cmp     r11,rbx
  000108  jge     0x000000000000096c
; v11:int = add v4, 1 => right/0 (7) {tape=v3, p=v4, pc=24}
  00010e  add     r15,1
  000115  jo      0x00000000000009cb
; v12:int = mod v11, 65536 => right/1 (7) {tape=v3, p=v11, pc=24}
  00011b  and     r15,0xffff
; v13:int = lt 25, v0
; guard_true v13 => dispatch/1 (12) {more=0, tape=v3, p=v12, pc=25}
  000122  mov     r11,0x19
  000129  cmp     r11,rbx
  00012c  jge     0x0000000000000a1b
; v15:int = readlist v3, v12 => plus/0 (14) {tape=v3, p=v12, pc=25}
  000132  cmp     r15,[r14]
  00013a  jae     0x0000000000000a7a
  000140  mov     rax,[r14+8]
  000148  test    rax,rax
  00014b  je      0x000000000000015c
  000151  cmp     byte ptr [rax+r15],1
  000156  jne     0x0000000000000a7a
  00015c  mov     rax,[r14+0x10]
  000164  mov     rsi,[rax+r15*8]
; v16:int = add v15, 1 => plus/1 (14) {tape=v3, p=v12, pc=25, x=v15}
  000168  add     rsi,1
  00016f  jo      0x0000000000000ac3
; v17:int = mod v16, 256 => plus/2 (14) {tape=v3, p=v12, pc=25, x=v16}
  000175  and     rsi,0xff
; v18:list = set v3, v12, v17 owned => plus/3 (14) {tape=v3, p=v12, pc=25, x=v17}
  00017c  cmp     qword ptr [r14+8],0
  000188  jne     0x000000000000042e
  00018e  cmp     qword ptr [r14-0x10],1
  00019a  jne     0x000000000000042e
  0001a0  cmp     qword ptr [r14-8],1
  0001ac  jne     0x000000000000042e
  0001b2  cmp     r15,[r14]
  0001ba  jae     0x000000000000042e
  0001c0  mov     rax,[r14+0x10]
  0001c8  lea     rax,[rax+r15*8]
  0001cc  mov     [rax],rsi
; v19:int = lt 26, v0
; guard_true v19 => dispatch/1 (19) {more=0, tape=v18, p=v12, pc=26}
  0001cf  mov     r11,0x1a
  0001d6  cmp     r11,rbx
  0001d9  jge     0x0000000000000b25
; v21:int = sub v12, 1 => left/0 (24) {tape=v18, p=v12, pc=26}
  0001df  sub     r15,1
  0001e6  jo      0x0000000000000b84
; v22:int = mod v21, 65536 => left/1 (24) {tape=v18, p=v21, pc=26}
  0001ec  and     r15,0xffff
; v23:int = lt 27, v0
; guard_true v23 => dispatch/1 (29) {more=0, tape=v18, p=v22, pc=27}
  0001f3  mov     r11,0x1b
  0001fa  cmp     r11,rbx
  0001fd  jge     0x0000000000000bd4
; v25:int = readlist v18, v22 => minus/0 (32) {tape=v18, p=v22, pc=27}
  000203  cmp     r15,[r14]
  00020b  jae     0x0000000000000c33
  000211  mov     rax,[r14+8]
  000219  test    rax,rax
  00021c  je      0x000000000000022d
  000222  cmp     byte ptr [rax+r15],1
  000227  jne     0x0000000000000c33
  00022d  mov     rax,[r14+0x10]
  000235  mov     rsi,[rax+r15*8]
; v26:int = sub v25, 1 => minus/1 (32) {tape=v18, p=v22, pc=27, x=v25}
  000239  sub     rsi,1
  000240  jo      0x0000000000000c7c
; v27:int = mod v26, 256 => minus/2 (32) {tape=v18, p=v22, pc=27, x=v26}
  000246  and     rsi,0xff
; v28:list = set v18, v22, v27 owned => minus/3 (32) {tape=v18, p=v22, pc=27, x=v27}
  00024d  cmp     qword ptr [r14+8],0
  000259  jne     0x0000000000000525
  00025f  cmp     r15,[r14]
  000267  jae     0x0000000000000525
  00026d  mov     rax,[r14+0x10]
  000275  lea     rax,[rax+r15*8]
  000279  mov     [rax],rsi
; v29:int = lt 28, v0
; guard_true v29 => dispatch/1 (37) {more=0, tape=v28, p=v22, pc=28}
  00027c  mov     r11,0x1c
  000283  cmp     r11,rbx
  000286  jge     0x0000000000000cde
; v31:int = readlist v28, v22 => close_bracket/0 (46) {tape=v28, p=v22, pc=28}
  00028c  cmp     r15,[r14]
  000294  jae     0x0000000000000d3d
  00029a  mov     rax,[r14+8]
  0002a2  test    rax,rax
  0002a5  je      0x00000000000002b6
  0002ab  cmp     byte ptr [rax+r15],1
  0002b0  jne     0x0000000000000d3d
  0002b6  mov     rax,[r14+0x10]
  0002be  mov     rbx,[rax+r15*8]
; guard_true v31 => close_bracket/1 (46) {tape=v28, p=v22, pc=28, x=0}
  0002c2  test    rbx,rbx
  0002c5  je      0x0000000000000d86
; guard_steps => loop/0 (49) {tape=v28, p=v22, pc=24}
; v34:list = phi tape v28
; v35:int = phi p v22
; loop (49)
  0002cb  nop
  0002cc  nop
  0002cd  nop
  0002ce  nop
  0002cf  nop
; v37:int = add v35, 1 => right/0 (7) {tape=v34, p=v35, pc=24}
  0002d0  add     r15,1
  0002d7  jo      0x0000000000000de5
; v38:int = mod v37, 65536 => right/1 (7) {tape=v34, p=v37, pc=24}
  0002dd  and     r15,0xffff
; v39:int = readlist v34, v38 => plus/0 (14) {tape=v34, p=v38, pc=25}
  0002e4  cmp     r15,[r14]
  0002ec  jae     0x0000000000000e35
  0002f2  mov     rax,[r14+8]
  0002fa  test    rax,rax
  0002fd  je      0x000000000000030e
  000303  cmp     byte ptr [rax+r15],1
  000308  jne     0x0000000000000e35
  00030e  mov     rax,[r14+0x10]
  000316  mov     rbx,[rax+r15*8]
; v40:int = add v39, 1 => plus/1 (14) {tape=v34, p=v38, pc=25, x=v39}
  00031a  add     rbx,1
  000321  jo      0x0000000000000e7e
; v41:int = mod v40, 256 => plus/2 (14) {tape=v34, p=v38, pc=25, x=v40}
  000327  and     rbx,0xff
; v42:list = set v34, v38, v41 owned => plus/3 (14) {tape=v34, p=v38, pc=25, x=v41}
  00032e  cmp     qword ptr [r14+8],0
  00033a  jne     0x000000000000061c
  000340  cmp     r15,[r14]
  000348  jae     0x000000000000061c
  00034e  mov     rax,[r14+0x10]
  000356  lea     rax,[rax+r15*8]
  00035a  mov     [rax],rbx
; v43:int = sub v38, 1 => left/0 (24) {tape=v42, p=v38, pc=26}
  00035d  sub     r15,1
  000364  jo      0x0000000000000ee0
; v44:int = mod v43, 65536 => left/1 (24) {tape=v42, p=v43, pc=26}
  00036a  and     r15,0xffff
; v45:int = readlist v42, v44 => minus/0 (32) {tape=v42, p=v44, pc=27}
  000371  cmp     r15,[r14]
  000379  jae     0x0000000000000f30
  00037f  mov     rax,[r14+8]
  000387  test    rax,rax
  00038a  je      0x000000000000039b
  000390  cmp     byte ptr [rax+r15],1
  000395  jne     0x0000000000000f30
  00039b  mov     rax,[r14+0x10]
  0003a3  mov     rbx,[rax+r15*8]
; v46:int = sub v45, 1 => minus/1 (32) {tape=v42, p=v44, pc=27, x=v45}
  0003a7  sub     rbx,1
  0003ae  jo      0x0000000000000f79
; v47:int = mod v46, 256 => minus/2 (32) {tape=v42, p=v44, pc=27, x=v46}
  0003b4  and     rbx,0xff
; v48:list = set v42, v44, v47 owned => minus/3 (32) {tape=v42, p=v44, pc=27, x=v47}
  0003bb  cmp     qword ptr [r14+8],0
  0003c7  jne     0x0000000000000713
  0003cd  cmp     r15,[r14]
  0003d5  jae     0x0000000000000713
  0003db  mov     rax,[r14+0x10]
  0003e3  lea     rax,[rax+r15*8]
  0003e7  mov     [rax],rbx
; v49:int = readlist v48, v44 => close_bracket/0 (46) {tape=v48, p=v44, pc=28}
  0003ea  cmp     r15,[r14]
  0003f2  jae     0x0000000000000fdb
  0003f8  mov     rax,[r14+8]
  000400  test    rax,rax
  000403  je      0x0000000000000414
  000409  cmp     byte ptr [rax+r15],1
  00040e  jne     0x0000000000000fdb
  000414  mov     rax,[r14+0x10]
  00041c  mov     rbx,[rax+r15*8]
; guard_true v49 => close_bracket/1 (46) {tape=v48, p=v44, pc=28, x=0}
  000420  test    rbx,rbx
  000423  jne     0x00000000000002d0
  000429  jmp     0x0000000000001024
; guard_steps => loop/0 (49) {tape=v48, p=v44, pc=24}
; jump (49) v34 <- v48, v35 <- v44
  00042e  sub     rsp,0x70
  000435  mov     [rsp+0x30],rcx
  00043d  mov     [rsp+0x38],rsi
  000445  mov     [rsp+0x40],rdi
  00044d  mov     [rsp+0x48],r8
  000455  mov     [rsp+0x50],r9
  00045d  mov     [rsp+0x58],r10
  000465  mov     [rsp],r14
  00046d  mov     qword ptr [rsp+8],3
  000479  mov     [rsp+0x10],r15
  000481  mov     qword ptr [rsp+0x18],1
  00048d  mov     [rsp+0x20],rsi
  000495  mov     qword ptr [rsp+0x28],1
  0004a1  mov     rdi,[rbp+0x20]
  0004a8  mov     esi,0xe
  0004ad  mov     rdx,rsp
  0004b0  mov     rcx,0xfffffffffffffff2
  0004ba  mov     r8,0xfffffffffffffff2
  0004c4  mov     r9,0
  0004ce  mov     rax,<list_op>
  0004d8  call    rax
  0004da  mov     r11,rax
  0004dd  mov     rcx,[rsp+0x30]
  0004e5  mov     rsi,[rsp+0x38]
  0004ed  mov     rdi,[rsp+0x40]
  0004f5  mov     r8,[rsp+0x48]
  0004fd  mov     r9,[rsp+0x50]
  000505  mov     r10,[rsp+0x58]
  00050d  add     rsp,0x70
  000514  test    rdx,rdx
  000517  je      0x0000000000001083
  00051d  mov     r14,r11
  000520  jmp     0x00000000000001cf
  000525  sub     rsp,0x70
  00052c  mov     [rsp+0x30],rcx
  000534  mov     [rsp+0x38],rsi
  00053c  mov     [rsp+0x40],rdi
  000544  mov     [rsp+0x48],r8
  00054c  mov     [rsp+0x50],r9
  000554  mov     [rsp+0x58],r10
  00055c  mov     [rsp],r14
  000564  mov     qword ptr [rsp+8],3
  000570  mov     [rsp+0x10],r15
  000578  mov     qword ptr [rsp+0x18],1
  000584  mov     [rsp+0x20],rsi
  00058c  mov     qword ptr [rsp+0x28],1
  000598  mov     rdi,[rbp+0x20]
  00059f  mov     esi,0xe
  0005a4  mov     rdx,rsp
  0005a7  mov     rcx,0xfffffffffffffff2
  0005b1  mov     r8,0xfffffffffffffff2
  0005bb  mov     r9,0
  0005c5  mov     rax,<list_op>
  0005cf  call    rax
  0005d1  mov     r11,rax
  0005d4  mov     rcx,[rsp+0x30]
  0005dc  mov     rsi,[rsp+0x38]
  0005e4  mov     rdi,[rsp+0x40]
  0005ec  mov     r8,[rsp+0x48]
  0005f4  mov     r9,[rsp+0x50]
  0005fc  mov     r10,[rsp+0x58]
  000604  add     rsp,0x70
  00060b  test    rdx,rdx
  00060e  je      0x00000000000010de
  000614  mov     r14,r11
  000617  jmp     0x000000000000027c
  00061c  sub     rsp,0x70
  000623  mov     [rsp+0x30],rcx
  00062b  mov     [rsp+0x38],rsi
  000633  mov     [rsp+0x40],rdi
  00063b  mov     [rsp+0x48],r8
  000643  mov     [rsp+0x50],r9
  00064b  mov     [rsp+0x58],r10
  000653  mov     [rsp],r14
  00065b  mov     qword ptr [rsp+8],3
  000667  mov     [rsp+0x10],r15
  00066f  mov     qword ptr [rsp+0x18],1
  00067b  mov     [rsp+0x20],rbx
  000683  mov     qword ptr [rsp+0x28],1
  00068f  mov     rdi,[rbp+0x20]
  000696  mov     esi,0xe
  00069b  mov     rdx,rsp
  00069e  mov     rcx,0xfffffffffffffff2
  0006a8  mov     r8,0xfffffffffffffff2
  0006b2  mov     r9,0
  0006bc  mov     rax,<list_op>
  0006c6  call    rax
  0006c8  mov     r11,rax
  0006cb  mov     rcx,[rsp+0x30]
  0006d3  mov     rsi,[rsp+0x38]
  0006db  mov     rdi,[rsp+0x40]
  0006e3  mov     r8,[rsp+0x48]
  0006eb  mov     r9,[rsp+0x50]
  0006f3  mov     r10,[rsp+0x58]
  0006fb  add     rsp,0x70
  000702  test    rdx,rdx
  000705  je      0x0000000000001139
  00070b  mov     r14,r11
  00070e  jmp     0x000000000000035d
  000713  sub     rsp,0x70
  00071a  mov     [rsp+0x30],rcx
  000722  mov     [rsp+0x38],rsi
  00072a  mov     [rsp+0x40],rdi
  000732  mov     [rsp+0x48],r8
  00073a  mov     [rsp+0x50],r9
  000742  mov     [rsp+0x58],r10
  00074a  mov     [rsp],r14
  000752  mov     qword ptr [rsp+8],3
  00075e  mov     [rsp+0x10],r15
  000766  mov     qword ptr [rsp+0x18],1
  000772  mov     [rsp+0x20],rbx
  00077a  mov     qword ptr [rsp+0x28],1
  000786  mov     rdi,[rbp+0x20]
  00078d  mov     esi,0xe
  000792  mov     rdx,rsp
  000795  mov     rcx,0xfffffffffffffff2
  00079f  mov     r8,0xfffffffffffffff2
  0007a9  mov     r9,0
  0007b3  mov     rax,<list_op>
  0007bd  call    rax
  0007bf  mov     r11,rax
  0007c2  mov     rcx,[rsp+0x30]
  0007ca  mov     rsi,[rsp+0x38]
  0007d2  mov     rdi,[rsp+0x40]
  0007da  mov     r8,[rsp+0x48]
  0007e2  mov     r9,[rsp+0x50]
  0007ea  mov     r10,[rsp+0x58]
  0007f2  add     rsp,0x70
  0007f9  test    rdx,rdx
  0007fc  je      0x0000000000001194
  000802  mov     r14,r11
  000805  jmp     0x00000000000003ea
; exits
  00080a  mov     rax,0xfffffffe
  000814  jmp     0x0000000000000016
  000819  mov     [rbp+0x10],r12
  000820  mov     qword ptr [rbp+0x18],3
  00082b  mov     [rbp+0x90],r14
  000832  mov     qword ptr [rbp+0x138],3
  00083d  mov     [rbp+0x98],r15
  000844  mov     qword ptr [rbp+0x140],1
  00084f  mov     [rbp+0xa0],rsi
  000856  mov     qword ptr [rbp+0x148],1
  000861  mov     rdi,[rbp+0x20]
  000868  mov     rsi,8
  000872  mov     rdx,0
  00087c  mov     rax,<exit_lists>
  000886  call    rax
  000888  mov     rax,0
  000892  jmp     0x0000000000000016
  000897  mov     [rbp+0x10],r13
  00089e  mov     qword ptr [rbp+0x18],3
  0008a9  mov     [rbp+0x90],r14
  0008b0  mov     qword ptr [rbp+0x138],3
  0008bb  mov     [rbp+0x98],r15
  0008c2  mov     qword ptr [rbp+0x140],1
  0008cd  mov     [rbp+0xa0],rsi
  0008d4  mov     qword ptr [rbp+0x148],1
  0008df  mov     rdi,[rbp+0x20]
  0008e6  mov     rsi,8
  0008f0  mov     rdx,0
  0008fa  mov     rax,<exit_lists>
  000904  call    rax
  000906  mov     rax,1
  000910  jmp     0x0000000000000016
  000915  mov     [rbp+0x10],rsi
  00091c  mov     qword ptr [rbp+0x18],1
  000927  mov     [rbp+0x90],r14
  00092e  mov     qword ptr [rbp+0x138],3
  000939  mov     [rbp+0x98],r15
  000940  mov     qword ptr [rbp+0x140],1
  00094b  mov     [rbp+0xa0],rsi
  000952  mov     qword ptr [rbp+0x148],1
  00095d  mov     rax,2
  000967  jmp     0x0000000000000016
  00096c  mov     qword ptr [rbp+0x58],0
  000977  mov     qword ptr [rbp+0x100],1
  000982  mov     [rbp+0x90],r14
  000989  mov     qword ptr [rbp+0x138],3
  000994  mov     [rbp+0x98],r15
  00099b  mov     qword ptr [rbp+0x140],1
  0009a6  mov     qword ptr [rbp+0xa0],0x18
  0009b1  mov     qword ptr [rbp+0x148],1
  0009bc  mov     rax,3
  0009c6  jmp     0x0000000000000016
  0009cb  sub     r15,1
  0009d2  mov     [rbp+0x90],r14
  0009d9  mov     qword ptr [rbp+0x138],3
  0009e4  mov     [rbp+0x98],r15
  0009eb  mov     qword ptr [rbp+0x140],1
  0009f6  mov     qword ptr [rbp+0xa0],0x18
  000a01  mov     qword ptr [rbp+0x148],1
  000a0c  mov     rax,4
  000a16  jmp     0x0000000000000016
  000a1b  mov     qword ptr [rbp+0x58],0
  000a26  mov     qword ptr [rbp+0x100],1
  000a31  mov     [rbp+0x90],r14
  000a38  mov     qword ptr [rbp+0x138],3
  000a43  mov     [rbp+0x98],r15
  000a4a  mov     qword ptr [rbp+0x140],1
  000a55  mov     qword ptr [rbp+0xa0],0x19
  000a60  mov     qword ptr [rbp+0x148],1
  000a6b  mov     rax,6
  000a75  jmp     0x0000000000000016
  000a7a  mov     [rbp+0x90],r14
  000a81  mov     qword ptr [rbp+0x138],3
  000a8c  mov     [rbp+0x98],r15
  000a93  mov     qword ptr [rbp+0x140],1
  000a9e  mov     qword ptr [rbp+0xa0],0x19
  000aa9  mov     qword ptr [rbp+0x148],1
  000ab4  mov     rax,7
  000abe  jmp     0x0000000000000016
  000ac3  sub     rsi,1
  000aca  mov     [rbp+0x90],r14
  000ad1  mov     qword ptr [rbp+0x138],3
  000adc  mov     [rbp+0x98],r15
  000ae3  mov     qword ptr [rbp+0x140],1
  000aee  mov     qword ptr [rbp+0xa0],0x19
  000af9  mov     qword ptr [rbp+0x148],1
  000b04  mov     [rbp+0xb0],rsi
  000b0b  mov     qword ptr [rbp+0x158],1
  000b16  mov     rax,8
  000b20  jmp     0x0000000000000016
  000b25  mov     qword ptr [rbp+0x58],0
  000b30  mov     qword ptr [rbp+0x100],1
  000b3b  mov     [rbp+0x90],r14
  000b42  mov     qword ptr [rbp+0x138],3
  000b4d  mov     [rbp+0x98],r15
  000b54  mov     qword ptr [rbp+0x140],1
  000b5f  mov     qword ptr [rbp+0xa0],0x1a
  000b6a  mov     qword ptr [rbp+0x148],1
  000b75  mov     rax,0xb
  000b7f  jmp     0x0000000000000016
  000b84  add     r15,1
  000b8b  mov     [rbp+0x90],r14
  000b92  mov     qword ptr [rbp+0x138],3
  000b9d  mov     [rbp+0x98],r15
  000ba4  mov     qword ptr [rbp+0x140],1
  000baf  mov     qword ptr [rbp+0xa0],0x1a
  000bba  mov     qword ptr [rbp+0x148],1
  000bc5  mov     rax,0xc
  000bcf  jmp     0x0000000000000016
  000bd4  mov     qword ptr [rbp+0x58],0
  000bdf  mov     qword ptr [rbp+0x100],1
  000bea  mov     [rbp+0x90],r14
  000bf1  mov     qword ptr [rbp+0x138],3
  000bfc  mov     [rbp+0x98],r15
  000c03  mov     qword ptr [rbp+0x140],1
  000c0e  mov     qword ptr [rbp+0xa0],0x1b
  000c19  mov     qword ptr [rbp+0x148],1
  000c24  mov     rax,0xe
  000c2e  jmp     0x0000000000000016
  000c33  mov     [rbp+0x90],r14
  000c3a  mov     qword ptr [rbp+0x138],3
  000c45  mov     [rbp+0x98],r15
  000c4c  mov     qword ptr [rbp+0x140],1
  000c57  mov     qword ptr [rbp+0xa0],0x1b
  000c62  mov     qword ptr [rbp+0x148],1
  000c6d  mov     rax,0xf
  000c77  jmp     0x0000000000000016
  000c7c  add     rsi,1
  000c83  mov     [rbp+0x90],r14
  000c8a  mov     qword ptr [rbp+0x138],3
  000c95  mov     [rbp+0x98],r15
  000c9c  mov     qword ptr [rbp+0x140],1
  000ca7  mov     qword ptr [rbp+0xa0],0x1b
  000cb2  mov     qword ptr [rbp+0x148],1
  000cbd  mov     [rbp+0xb0],rsi
  000cc4  mov     qword ptr [rbp+0x158],1
  000ccf  mov     rax,0x10
  000cd9  jmp     0x0000000000000016
  000cde  mov     qword ptr [rbp+0x58],0
  000ce9  mov     qword ptr [rbp+0x100],1
  000cf4  mov     [rbp+0x90],r14
  000cfb  mov     qword ptr [rbp+0x138],3
  000d06  mov     [rbp+0x98],r15
  000d0d  mov     qword ptr [rbp+0x140],1
  000d18  mov     qword ptr [rbp+0xa0],0x1c
  000d23  mov     qword ptr [rbp+0x148],1
  000d2e  mov     rax,0x13
  000d38  jmp     0x0000000000000016
  000d3d  mov     [rbp+0x90],r14
  000d44  mov     qword ptr [rbp+0x138],3
  000d4f  mov     [rbp+0x98],r15
  000d56  mov     qword ptr [rbp+0x140],1
  000d61  mov     qword ptr [rbp+0xa0],0x1c
  000d6c  mov     qword ptr [rbp+0x148],1
  000d77  mov     rax,0x14
  000d81  jmp     0x0000000000000016
  000d86  mov     [rbp+0x90],r14
  000d8d  mov     qword ptr [rbp+0x138],3
  000d98  mov     [rbp+0x98],r15
  000d9f  mov     qword ptr [rbp+0x140],1
  000daa  mov     qword ptr [rbp+0xa0],0x1c
  000db5  mov     qword ptr [rbp+0x148],1
  000dc0  mov     qword ptr [rbp+0xb0],0
  000dcb  mov     qword ptr [rbp+0x158],1
  000dd6  mov     rax,0x15
  000de0  jmp     0x0000000000000016
  000de5  sub     r15,1
  000dec  mov     [rbp+0x90],r14
  000df3  mov     qword ptr [rbp+0x138],3
  000dfe  mov     [rbp+0x98],r15
  000e05  mov     qword ptr [rbp+0x140],1
  000e10  mov     qword ptr [rbp+0xa0],0x18
  000e1b  mov     qword ptr [rbp+0x148],1
  000e26  mov     rax,0x17
  000e30  jmp     0x0000000000000016
  000e35  mov     [rbp+0x90],r14
  000e3c  mov     qword ptr [rbp+0x138],3
  000e47  mov     [rbp+0x98],r15
  000e4e  mov     qword ptr [rbp+0x140],1
  000e59  mov     qword ptr [rbp+0xa0],0x19
  000e64  mov     qword ptr [rbp+0x148],1
  000e6f  mov     rax,0x19
  000e79  jmp     0x0000000000000016
  000e7e  sub     rbx,1
  000e85  mov     [rbp+0x90],r14
  000e8c  mov     qword ptr [rbp+0x138],3
  000e97  mov     [rbp+0x98],r15
  000e9e  mov     qword ptr [rbp+0x140],1
  000ea9  mov     qword ptr [rbp+0xa0],0x19
  000eb4  mov     qword ptr [rbp+0x148],1
  000ebf  mov     [rbp+0xb0],rbx
  000ec6  mov     qword ptr [rbp+0x158],1
  000ed1  mov     rax,0x1a
  000edb  jmp     0x0000000000000016
  000ee0  add     r15,1
  000ee7  mov     [rbp+0x90],r14
  000eee  mov     qword ptr [rbp+0x138],3
  000ef9  mov     [rbp+0x98],r15
  000f00  mov     qword ptr [rbp+0x140],1
  000f0b  mov     qword ptr [rbp+0xa0],0x1a
  000f16  mov     qword ptr [rbp+0x148],1
  000f21  mov     rax,0x1d
  000f2b  jmp     0x0000000000000016
  000f30  mov     [rbp+0x90],r14
  000f37  mov     qword ptr [rbp+0x138],3
  000f42  mov     [rbp+0x98],r15
  000f49  mov     qword ptr [rbp+0x140],1
  000f54  mov     qword ptr [rbp+0xa0],0x1b
  000f5f  mov     qword ptr [rbp+0x148],1
  000f6a  mov     rax,0x1f
  000f74  jmp     0x0000000000000016
  000f79  add     rbx,1
  000f80  mov     [rbp+0x90],r14
  000f87  mov     qword ptr [rbp+0x138],3
  000f92  mov     [rbp+0x98],r15
  000f99  mov     qword ptr [rbp+0x140],1
  000fa4  mov     qword ptr [rbp+0xa0],0x1b
  000faf  mov     qword ptr [rbp+0x148],1
  000fba  mov     [rbp+0xb0],rbx
  000fc1  mov     qword ptr [rbp+0x158],1
  000fcc  mov     rax,0x20
  000fd6  jmp     0x0000000000000016
  000fdb  mov     [rbp+0x90],r14
  000fe2  mov     qword ptr [rbp+0x138],3
  000fed  mov     [rbp+0x98],r15
  000ff4  mov     qword ptr [rbp+0x140],1
  000fff  mov     qword ptr [rbp+0xa0],0x1c
  00100a  mov     qword ptr [rbp+0x148],1
  001015  mov     rax,0x23
  00101f  jmp     0x0000000000000016
  001024  mov     [rbp+0x90],r14
  00102b  mov     qword ptr [rbp+0x138],3
  001036  mov     [rbp+0x98],r15
  00103d  mov     qword ptr [rbp+0x140],1
  001048  mov     qword ptr [rbp+0xa0],0x1c
  001053  mov     qword ptr [rbp+0x148],1
  00105e  mov     qword ptr [rbp+0xb0],0
  001069  mov     qword ptr [rbp+0x158],1
  001074  mov     rax,0x24
  00107e  jmp     0x0000000000000016
  001083  mov     [rbp+0x90],r14
  00108a  mov     qword ptr [rbp+0x138],3
  001095  mov     [rbp+0x98],r15
  00109c  mov     qword ptr [rbp+0x140],1
  0010a7  mov     qword ptr [rbp+0xa0],0x19
  0010b2  mov     qword ptr [rbp+0x148],1
  0010bd  mov     [rbp+0xb0],rsi
  0010c4  mov     qword ptr [rbp+0x158],1
  0010cf  mov     rax,0xa
  0010d9  jmp     0x0000000000000016
  0010de  mov     [rbp+0x90],r14
  0010e5  mov     qword ptr [rbp+0x138],3
  0010f0  mov     [rbp+0x98],r15
  0010f7  mov     qword ptr [rbp+0x140],1
  001102  mov     qword ptr [rbp+0xa0],0x1b
  00110d  mov     qword ptr [rbp+0x148],1
  001118  mov     [rbp+0xb0],rsi
  00111f  mov     qword ptr [rbp+0x158],1
  00112a  mov     rax,0x12
  001134  jmp     0x0000000000000016
  001139  mov     [rbp+0x90],r14
  001140  mov     qword ptr [rbp+0x138],3
  00114b  mov     [rbp+0x98],r15
  001152  mov     qword ptr [rbp+0x140],1
  00115d  mov     qword ptr [rbp+0xa0],0x19
  001168  mov     qword ptr [rbp+0x148],1
  001173  mov     [rbp+0xb0],rbx
  00117a  mov     qword ptr [rbp+0x158],1
  001185  mov     rax,0x1c
  00118f  jmp     0x0000000000000016
  001194  mov     [rbp+0x90],r14
  00119b  mov     qword ptr [rbp+0x138],3
  0011a6  mov     [rbp+0x98],r15
  0011ad  mov     qword ptr [rbp+0x140],1
  0011b8  mov     qword ptr [rbp+0xa0],0x1b
  0011c3  mov     qword ptr [rbp+0x148],1
  0011ce  mov     [rbp+0xb0],rbx
  0011d5  mov     qword ptr [rbp+0x158],1
  0011e0  mov     rax,0x22
  0011ea  jmp     0x0000000000000016

; T1: 2281 bytes
  0011f0  mov     qword ptr [rbp+0x18],0
; v0:int = input n
  0011fb  cmp     qword ptr [rbp+0xd0],1
  001206  jne     0x000000000000166b
  00120c  mov     rbx,[rbp+0x28]
; v1:list = input src
  001213  cmp     qword ptr [rbp+0xd8],3
  00121e  jne     0x000000000000166b
  001224  mov     r12,[rbp+0x30]
; v2:list = input jumps
  00122b  cmp     qword ptr [rbp+0xe0],3
  001236  jne     0x000000000000166b
  00123c  mov     r13,[rbp+0x38]
; v3:list = input tape
  001243  cmp     qword ptr [rbp+0x138],3
  00124e  jne     0x000000000000166b
  001254  mov     r14,[rbp+0x90]
; v4:int = input p
  00125b  cmp     qword ptr [rbp+0x140],1
  001266  jne     0x000000000000166b
  00126c  mov     r15,[rbp+0x98]
; v5:int = input pc
  001273  cmp     qword ptr [rbp+0x148],1
  00127e  jne     0x000000000000166b
  001284  mov     rsi,[rbp+0xa0]
; guard_value v1, [43, 43, 43, 43, 43, 43, 43, 43, 91, 62, 43, 43, 43, 43, 43, 43, 43, 43, 60, 45, 93, 62, 43, 91, 62, 43, 60, 45, 93, 62, 46, 91, 45, 93, 43, 43, 43, 43, 43, 43, 43, 43, 43, 43, 46] => loop/0 (0) {tape=v3, pc=v5}
  00128b  mov     rax,<list k0>
  001295  cmp     r12,rax
  001298  jne     0x000000000000167a
; guard_value v2, [0, 0, 0, 0, 0, 0, 0, 0, 20, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 8, 0, 0, 28, 0, 0, 0, 0, 23, 0, 0, 33, 0, 31, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] => loop_jumps/0 (1) {tape=v3, pc=v5}
  00129e  mov     rax,<list k1>
  0012a8  cmp     r13,rax
  0012ab  jne     0x00000000000016e6
; guard_value v5, 32 => loop_pc/0 (2) {tape=v3, pc=v5}
  0012b1  cmp     rsi,0x20
  0012b8  jne     0x0000000000001752
; v9:int = lt 32, v0
; guard_true v9 => dispatch/1 (3) {more=0, tape=v3, pc=32}
  0012be  mov     r11,0x20
  0012c5  cmp     r11,rbx
  0012c8  jge     0x0000000000001797
; v11:int = readlist v3, v4 => minus/0 (6) {tape=v3, pc=32}
  0012ce  cmp     r15,[r14]
  0012d6  jae     0x00000000000017e4
  0012dc  mov     rax,[r14+8]
  0012e4  test    rax,rax
  0012e7  je      0x00000000000012f8
  0012ed  cmp     byte ptr [rax+r15],1
  0012f2  jne     0x00000000000017e4
  0012f8  mov     rax,[r14+0x10]
  001300  mov     rsi,[rax+r15*8]
; v12:int = sub v11, 1 => minus/1 (6) {tape=v3, pc=32, x=v11}
  001304  sub     rsi,1
  00130b  jo      0x000000000000181b
; v13:int = mod v12, 256 => minus/2 (6) {tape=v3, pc=32, x=v12}
  001311  and     rsi,0xff
; v14:list = set v3, v4, v13 owned => minus/3 (6) {tape=v3, pc=32, x=v13}
  001318  cmp     qword ptr [r14+8],0
  001324  jne     0x000000000000147d
  00132a  cmp     qword ptr [r14-0x10],1
  001336  jne     0x000000000000147d
  00133c  cmp     qword ptr [r14-8],1
  001348  jne     0x000000000000147d
  00134e  cmp     r15,[r14]
  001356  jae     0x000000000000147d
  00135c  mov     rax,[r14+0x10]
  001364  lea     rax,[rax+r15*8]
  001368  mov     [rax],rsi
; v15:int = lt 33, v0
; guard_true v15 => dispatch/1 (11) {more=0, tape=v14, pc=33}
  00136b  mov     r11,0x21
  001372  cmp     r11,rbx
  001375  jge     0x000000000000186b
; v17:int = readlist v14, v4 => close_bracket/0 (20) {tape=v14, pc=33}
  00137b  cmp     r15,[r14]
  001383  jae     0x00000000000018b8
  001389  mov     rax,[r14+8]
  001391  test    rax,rax
  001394  je      0x00000000000013a5
  00139a  cmp     byte ptr [rax+r15],1
  00139f  jne     0x00000000000018b8
  0013a5  mov     rax,[r14+0x10]
  0013ad  mov     rbx,[rax+r15*8]
; guard_true v17 => close_bracket/1 (20) {tape=v14, pc=33, x=0}
  0013b1  test    rbx,rbx
  0013b4  je      0x00000000000018ef
; guard_steps => loop/0 (23) {tape=v14, pc=32}
; v20:list = phi tape v14
; loop (23)
  0013ba  nop
  0013bb  nop
  0013bc  nop
  0013bd  nop
  0013be  nop
  0013bf  nop
; v22:int = readlist v20, v4 => minus/0 (6) {tape=v20, pc=32}
  0013c0  cmp     r15,[r14]
  0013c8  jae     0x000000000000193c
  0013ce  mov     rax,[r14+8]
  0013d6  test    rax,rax
  0013d9  je      0x00000000000013ea
  0013df  cmp     byte ptr [rax+r15],1
  0013e4  jne     0x000000000000193c
  0013ea  mov     rax,[r14+0x10]
  0013f2  mov     rbx,[rax+r15*8]
; v23:int = sub v22, 1 => minus/1 (6) {tape=v20, pc=32, x=v22}
  0013f6  sub     rbx,1
  0013fd  jo      0x0000000000001973
; v24:int = mod v23, 256 => minus/2 (6) {tape=v20, pc=32, x=v23}
  001403  and     rbx,0xff
; v25:list = set v20, v4, v24 owned => minus/3 (6) {tape=v20, pc=32, x=v24}
  00140a  cmp     qword ptr [r14+8],0
  001416  jne     0x0000000000001574
  00141c  cmp     r15,[r14]
  001424  jae     0x0000000000001574
  00142a  mov     rax,[r14+0x10]
  001432  lea     rax,[rax+r15*8]
  001436  mov     [rax],rbx
; v26:int = readlist v25, v4 => close_bracket/0 (20) {tape=v25, pc=33}
  001439  cmp     r15,[r14]
  001441  jae     0x00000000000019c3
  001447  mov     rax,[r14+8]
  00144f  test    rax,rax
  001452  je      0x0000000000001463
  001458  cmp     byte ptr [rax+r15],1
  00145d  jne     0x00000000000019c3
  001463  mov     rax,[r14+0x10]
  00146b  mov     rbx,[rax+r15*8]
; guard_true v26 => close_bracket/1 (20) {tape=v25, pc=33, x=0}
  00146f  test    rbx,rbx
  001472  jne     0x00000000000013c0
  001478  jmp     0x00000000000019fa
; guard_steps => loop/0 (23) {tape=v25, pc=32}
; jump (23) v20 <- v25
  00147d  sub     rsp,0x70
  001484  mov     [rsp+0x30],rcx
  00148c  mov     [rsp+0x38],rsi
  001494  mov     [rsp+0x40],rdi
  00149c  mov     [rsp+0x48],r8
  0014a4  mov     [rsp+0x50],r9
  0014ac  mov     [rsp+0x58],r10
  0014b4  mov     [rsp],r14
  0014bc  mov     qword ptr [rsp+8],3
  0014c8  mov     [rsp+0x10],r15
  0014d0  mov     qword ptr [rsp+0x18],1
  0014dc  mov     [rsp+0x20],rsi
  0014e4  mov     qword ptr [rsp+0x28],1
  0014f0  mov     rdi,[rbp+0x20]
  0014f7  mov     esi,0xe
  0014fc  mov     rdx,rsp
  0014ff  mov     rcx,0xfffffffffffffff2
  001509  mov     r8,0xfffffffffffffff2
  001513  mov     r9,0
  00151d  mov     rax,<list_op>
  001527  call    rax
  001529  mov     r11,rax
  00152c  mov     rcx,[rsp+0x30]
  001534  mov     rsi,[rsp+0x38]
  00153c  mov     rdi,[rsp+0x40]
  001544  mov     r8,[rsp+0x48]
  00154c  mov     r9,[rsp+0x50]
  001554  mov     r10,[rsp+0x58]
  00155c  add     rsp,0x70
  001563  test    rdx,rdx
  001566  je      0x0000000000001a47
  00156c  mov     r14,r11
  00156f  jmp     0x000000000000136b
  001574  sub     rsp,0x70
  00157b  mov     [rsp+0x30],rcx
  001583  mov     [rsp+0x38],rsi
  00158b  mov     [rsp+0x40],rdi
  001593  mov     [rsp+0x48],r8
  00159b  mov     [rsp+0x50],r9
  0015a3  mov     [rsp+0x58],r10
  0015ab  mov     [rsp],r14
  0015b3  mov     qword ptr [rsp+8],3
  0015bf  mov     [rsp+0x10],r15
  0015c7  mov     qword ptr [rsp+0x18],1
  0015d3  mov     [rsp+0x20],rbx
  0015db  mov     qword ptr [rsp+0x28],1
  0015e7  mov     rdi,[rbp+0x20]
  0015ee  mov     esi,0xe
  0015f3  mov     rdx,rsp
  0015f6  mov     rcx,0xfffffffffffffff2
  001600  mov     r8,0xfffffffffffffff2
  00160a  mov     r9,0
  001614  mov     rax,<list_op>
  00161e  call    rax
  001620  mov     r11,rax
  001623  mov     rcx,[rsp+0x30]
  00162b  mov     rsi,[rsp+0x38]
  001633  mov     rdi,[rsp+0x40]
  00163b  mov     r8,[rsp+0x48]
  001643  mov     r9,[rsp+0x50]
  00164b  mov     r10,[rsp+0x58]
  001653  add     rsp,0x70
  00165a  test    rdx,rdx
  00165d  je      0x0000000000001a90
  001663  mov     r14,r11
  001666  jmp     0x0000000000001439
; exits
  00166b  mov     rax,0x1fffffffe
  001675  jmp     0x0000000000000016
  00167a  mov     [rbp+0x10],r12
  001681  mov     qword ptr [rbp+0x18],3
  00168c  mov     [rbp+0x90],r14
  001693  mov     qword ptr [rbp+0x138],3
  00169e  mov     [rbp+0xa0],rsi
  0016a5  mov     qword ptr [rbp+0x148],1
  0016b0  mov     rdi,[rbp+0x20]
  0016b7  mov     rsi,8
  0016c1  mov     rdx,0
  0016cb  mov     rax,<exit_lists>
  0016d5  call    rax
  0016d7  mov     rax,0x100000000
  0016e1  jmp     0x0000000000000016
  0016e6  mov     [rbp+0x10],r13
  0016ed  mov     qword ptr [rbp+0x18],3
  0016f8  mov     [rbp+0x90],r14
  0016ff  mov     qword ptr [rbp+0x138],3
  00170a  mov     [rbp+0xa0],rsi
  001711  mov     qword ptr [rbp+0x148],1
  00171c  mov     rdi,[rbp+0x20]
  001723  mov     rsi,8
  00172d  mov     rdx,0
  001737  mov     rax,<exit_lists>
  001741  call    rax
  001743  mov     rax,0x100000001
  00174d  jmp     0x0000000000000016
  001752  mov     [rbp+0x10],rsi
  001759  mov     qword ptr [rbp+0x18],1
  001764  mov     [rbp+0x90],r14
  00176b  mov     qword ptr [rbp+0x138],3
  001776  mov     [rbp+0xa0],rsi
  00177d  mov     qword ptr [rbp+0x148],1
  001788  mov     rax,0x100000002
  001792  jmp     0x0000000000000016
  001797  mov     qword ptr [rbp+0x58],0
  0017a2  mov     qword ptr [rbp+0x100],1
  0017ad  mov     [rbp+0x90],r14
  0017b4  mov     qword ptr [rbp+0x138],3
  0017bf  mov     qword ptr [rbp+0xa0],0x20
  0017ca  mov     qword ptr [rbp+0x148],1
  0017d5  mov     rax,0x100000003
  0017df  jmp     0x0000000000000016
  0017e4  mov     [rbp+0x90],r14
  0017eb  mov     qword ptr [rbp+0x138],3
  0017f6  mov     qword ptr [rbp+0xa0],0x20
  001801  mov     qword ptr [rbp+0x148],1
  00180c  mov     rax,0x100000004
  001816  jmp     0x0000000000000016
  00181b  add     rsi,1
  001822  mov     [rbp+0x90],r14
  001829  mov     qword ptr [rbp+0x138],3
  001834  mov     qword ptr [rbp+0xa0],0x20
  00183f  mov     qword ptr [rbp+0x148],1
  00184a  mov     [rbp+0xb0],rsi
  001851  mov     qword ptr [rbp+0x158],1
  00185c  mov     rax,0x100000005
  001866  jmp     0x0000000000000016
  00186b  mov     qword ptr [rbp+0x58],0
  001876  mov     qword ptr [rbp+0x100],1
  001881  mov     [rbp+0x90],r14
  001888  mov     qword ptr [rbp+0x138],3
  001893  mov     qword ptr [rbp+0xa0],0x21
  00189e  mov     qword ptr [rbp+0x148],1
  0018a9  mov     rax,0x100000008
  0018b3  jmp     0x0000000000000016
  0018b8  mov     [rbp+0x90],r14
  0018bf  mov     qword ptr [rbp+0x138],3
  0018ca  mov     qword ptr [rbp+0xa0],0x21
  0018d5  mov     qword ptr [rbp+0x148],1
  0018e0  mov     rax,0x100000009
  0018ea  jmp     0x0000000000000016
  0018ef  mov     [rbp+0x90],r14
  0018f6  mov     qword ptr [rbp+0x138],3
  001901  mov     qword ptr [rbp+0xa0],0x21
  00190c  mov     qword ptr [rbp+0x148],1
  001917  mov     qword ptr [rbp+0xb0],0
  001922  mov     qword ptr [rbp+0x158],1
  00192d  mov     rax,0x10000000a
  001937  jmp     0x0000000000000016
  00193c  mov     [rbp+0x90],r14
  001943  mov     qword ptr [rbp+0x138],3
  00194e  mov     qword ptr [rbp+0xa0],0x20
  001959  mov     qword ptr [rbp+0x148],1
  001964  mov     rax,0x10000000c
  00196e  jmp     0x0000000000000016
  001973  add     rbx,1
  00197a  mov     [rbp+0x90],r14
  001981  mov     qword ptr [rbp+0x138],3
  00198c  mov     qword ptr [rbp+0xa0],0x20
  001997  mov     qword ptr [rbp+0x148],1
  0019a2  mov     [rbp+0xb0],rbx
  0019a9  mov     qword ptr [rbp+0x158],1
  0019b4  mov     rax,0x10000000d
  0019be  jmp     0x0000000000000016
  0019c3  mov     [rbp+0x90],r14
  0019ca  mov     qword ptr [rbp+0x138],3
  0019d5  mov     qword ptr [rbp+0xa0],0x21
  0019e0  mov     qword ptr [rbp+0x148],1
  0019eb  mov     rax,0x100000010
  0019f5  jmp     0x0000000000000016
  0019fa  mov     [rbp+0x90],r14
  001a01  mov     qword ptr [rbp+0x138],3
  001a0c  mov     qword ptr [rbp+0xa0],0x21
  001a17  mov     qword ptr [rbp+0x148],1
  001a22  mov     qword ptr [rbp+0xb0],0
  001a2d  mov     qword ptr [rbp+0x158],1
  001a38  mov     rax,0x100000011
  001a42  jmp     0x0000000000000016
  001a47  mov     [rbp+0x90],r14
  001a4e  mov     qword ptr [rbp+0x138],3
  001a59  mov     qword ptr [rbp+0xa0],0x20
  001a64  mov     qword ptr [rbp+0x148],1
  001a6f  mov     [rbp+0xb0],rsi
  001a76  mov     qword ptr [rbp+0x158],1
  001a81  mov     rax,0x100000007
  001a8b  jmp     0x0000000000000016
  001a90  mov     [rbp+0x90],r14
  001a97  mov     qword ptr [rbp+0x138],3
  001aa2  mov     qword ptr [rbp+0xa0],0x20
  001aad  mov     qword ptr [rbp+0x148],1
  001ab8  mov     [rbp+0xb0],rbx
  001abf  mov     qword ptr [rbp+0x158],1
  001aca  mov     rax,0x10000000f
  001ad4  jmp     0x0000000000000016
