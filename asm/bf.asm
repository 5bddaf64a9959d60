; T0: 6669 bytes
; v0:int = input n
  000030  cmp     qword ptr [rbp+0xd0],1
  00003b  jne     0x00000000000009f9
  000041  mov     rbx,[rbp+0x28]
; v1:list = input src
  000048  cmp     qword ptr [rbp+0xd8],3
  000053  jne     0x00000000000009f9
  000059  mov     r12,[rbp+0x30]
; v2:list = input jumps
  000060  cmp     qword ptr [rbp+0xe0],3
  00006b  jne     0x00000000000009f9
  000071  mov     r13,[rbp+0x38]
; v3:list = input tape
  000078  cmp     qword ptr [rbp+0x138],3
  000083  jne     0x00000000000009f9
  000089  mov     r14,[rbp+0x90]
; v4:int = input p
  000090  cmp     qword ptr [rbp+0x140],1
  00009b  jne     0x00000000000009f9
  0000a1  mov     r15,[rbp+0x98]
; v5:int = input pc
  0000a8  cmp     qword ptr [rbp+0x148],1
  0000b3  jne     0x00000000000009f9
  0000b9  mov     rsi,[rbp+0xa0]
; guard_value v1, [43, 43, 43, 43, 43, 43, 43, 43, 91, 62, 43, 43, 43, 43, 43, 43, 43, 43, 60, 45, 93, 62, 43, 91, 62, 43, 60, 45, 93, 62, 46, 91, 45, 93, 43, 43, 43, 43, 43, 43, 43, 43, 43, 43, 46] => loop/0 (0) {tape=v3, p=v4, pc=v5}
  0000c0  mov     rax,<list k0>
  0000ca  cmp     r12,rax
  0000cd  jne     0x0000000000000a08
; guard_value v2, [0, 0, 0, 0, 0, 0, 0, 0, 20, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 8, 0, 0, 28, 0, 0, 0, 0, 23, 0, 0, 33, 0, 31, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] => loop_jumps/0 (1) {tape=v3, p=v4, pc=v5}
  0000d3  mov     rax,<list k1>
  0000dd  cmp     r13,rax
  0000e0  jne     0x0000000000000a86
; guard_value v5, 24 => loop_pc/0 (2) {tape=v3, p=v4, pc=v5}
  0000e6  cmp     rsi,0x18
  0000ed  jne     0x0000000000000b04
; v9:int = lt 24, v0
; guard_true v9 => dispatch/1 (3) {more=0, tape=v3, p=v4, pc=24}
  0000f3  mov     r11,0x18
  0000fa  cmp     r11,rbx
  0000fd  jge     0x0000000000000b5b
; v11:int = add v4, 1 => right/0 (7) {tape=v3, p=v4, pc=24}
  000103  add     r15,1
  00010a  jo      0x0000000000000bba
; v12:int = mod v11, 65536 => right/1 (7) {tape=v3, p=v11, pc=24}
  000110  mov     r11,0x10000
  000117  mov     rax,r15
  00011a  test    r11,r11
  00011d  je      0x0000000000000c0a
  000123  cmp     r11,0xffffffffffffffff
  00012a  jne     0x0000000000000143
  000130  mov     rdx,<exit lists 0>000000000000000
  00013a  cmp     rax,rdx
  00013d  je      0x0000000000000c0a
  000143  cqo
  000145  idiv    r11
  000148  test    rdx,rdx
  00014b  je      0x0000000000000160
  000151  mov     rax,rdx
  000154  xor     rax,r11
  000157  jns     0x0000000000000160
  00015d  add     rdx,r11
  000160  mov     r15,rdx
; v13:int = lt 25, v0
; guard_true v13 => dispatch/1 (12) {more=0, tape=v3, p=v12, pc=25}
  000163  mov     r11,0x19
  00016a  cmp     r11,rbx
  00016d  jge     0x0000000000000c53
; v15:int = readlist v3, v12 => plus/0 (14) {tape=v3, p=v12, pc=25}
  000173  cmp     r15,[r14]
  00017b  jae     0x0000000000000cb2
  000181  mov     rax,[r14+8]
  000189  cmp     byte ptr [rax+r15],1
  00018e  jne     0x0000000000000cb2
  000194  mov     rax,[r14+0x10]
  00019c  mov     rsi,[rax+r15*8]
; v16:int = add v15, 1 => plus/1 (14) {tape=v3, p=v12, pc=25, x=v15}
  0001a0  add     rsi,1
  0001a7  jo      0x0000000000000cfb
; v17:int = mod v16, 256 => plus/2 (14) {tape=v3, p=v12, pc=25, x=v16}
  0001ad  mov     r11,0x100
  0001b4  mov     rax,rsi
  0001b7  test    r11,r11
  0001ba  je      0x0000000000000d5d
  0001c0  cmp     r11,0xffffffffffffffff
  0001c7  jne     0x00000000000001e0
  0001cd  mov     rdx,<exit lists 0>000000000000000
  0001d7  cmp     rax,rdx
  0001da  je      0x0000000000000d5d
  0001e0  cqo
  0001e2  idiv    r11
  0001e5  test    rdx,rdx
  0001e8  je      0x00000000000001fd
  0001ee  mov     rax,rdx
  0001f1  xor     rax,r11
  0001f4  jns     0x00000000000001fd
  0001fa  add     rdx,r11
  0001fd  mov     rsi,rdx
; v18:list = set v3, v12, v17 owned => plus/3 (14) {tape=v3, p=v12, pc=25, x=v17}
  000200  sub     rsp,0x70
  000207  mov     [rsp+0x30],rcx
  00020f  mov     [rsp+0x38],rsi
  000217  mov     [rsp+0x40],rdi
  00021f  mov     [rsp+0x48],r8
  000227  mov     [rsp+0x50],r9
  00022f  mov     [rsp+0x58],r10
  000237  mov     [rsp],r14
  00023f  mov     qword ptr [rsp+8],3
  00024b  mov     [rsp+0x10],r15
  000253  mov     qword ptr [rsp+0x18],1
  00025f  mov     [rsp+0x20],rsi
  000267  mov     qword ptr [rsp+0x28],1
  000273  mov     rdi,[rbp+0x20]
  00027a  mov     esi,0xe
  00027f  mov     rdx,rsp
  000282  mov     rcx,0
  00028c  mov     r8,0xfffffffffffffff2
  000296  mov     r9,0
  0002a0  mov     rax,<list_op>
  0002aa  call    rax
  0002ac  mov     r11,rax
  0002af  mov     rcx,[rsp+0x30]
  0002b7  mov     rsi,[rsp+0x38]
  0002bf  mov     rdi,[rsp+0x40]
  0002c7  mov     r8,[rsp+0x48]
  0002cf  mov     r9,[rsp+0x50]
  0002d7  mov     r10,[rsp+0x58]
  0002df  add     rsp,0x70
  0002e6  test    rdx,rdx
  0002e9  je      0x0000000000000db8
  0002ef  mov     r14,r11
; v19:int = lt 26, v0
; guard_true v19 => dispatch/1 (19) {more=0, tape=v18, p=v12, pc=26}
  0002f2  mov     r11,0x1a
  0002f9  cmp     r11,rbx
  0002fc  jge     0x0000000000000e13
; v21:int = sub v12, 1 => left/0 (24) {tape=v18, p=v12, pc=26}
  000302  sub     r15,1
  000309  jo      0x0000000000000e99
; v22:int = mod v21, 65536 => left/1 (24) {tape=v18, p=v21, pc=26}
  00030f  mov     r11,0x10000
  000316  mov     rax,r15
  000319  test    r11,r11
  00031c  je      0x0000000000000f10
  000322  cmp     r11,0xffffffffffffffff
  000329  jne     0x0000000000000342
  00032f  mov     rdx,<exit lists 0>000000000000000
  000339  cmp     rax,rdx
  00033c  je      0x0000000000000f10
  000342  cqo
  000344  idiv    r11
  000347  test    rdx,rdx
  00034a  je      0x000000000000035f
  000350  mov     rax,rdx
  000353  xor     rax,r11
  000356  jns     0x000000000000035f
  00035c  add     rdx,r11
  00035f  mov     r15,rdx
; v23:int = lt 27, v0
; guard_true v23 => dispatch/1 (29) {more=0, tape=v18, p=v22, pc=27}
  000362  mov     r11,0x1b
  000369  cmp     r11,rbx
  00036c  jge     0x0000000000000f80
; v25:int = readlist v18, v22 => minus/0 (32) {tape=v18, p=v22, pc=27}
  000372  cmp     r15,[r14]
  00037a  jae     0x0000000000001006
  000380  mov     rax,[r14+8]
  000388  cmp     byte ptr [rax+r15],1
  00038d  jne     0x0000000000001006
  000393  mov     rax,[r14+0x10]
  00039b  mov     rsi,[rax+r15*8]
; v26:int = sub v25, 1 => minus/1 (32) {tape=v18, p=v22, pc=27, x=v25}
  00039f  sub     rsi,1
  0003a6  jo      0x0000000000001076
; v27:int = mod v26, 256 => minus/2 (32) {tape=v18, p=v22, pc=27, x=v26}
  0003ac  mov     r11,0x100
  0003b3  mov     rax,rsi
  0003b6  test    r11,r11
  0003b9  je      0x00000000000010ff
  0003bf  cmp     r11,0xffffffffffffffff
  0003c6  jne     0x00000000000003df
  0003cc  mov     rdx,<exit lists 0>000000000000000
  0003d6  cmp     rax,rdx
  0003d9  je      0x00000000000010ff
  0003df  cqo
  0003e1  idiv    r11
  0003e4  test    rdx,rdx
  0003e7  je      0x00000000000003fc
  0003ed  mov     rax,rdx
  0003f0  xor     rax,r11
  0003f3  jns     0x00000000000003fc
  0003f9  add     rdx,r11
  0003fc  mov     rsi,rdx
; v28:list = set v18, v22, v27 owned => minus/3 (32) {tape=v18, p=v22, pc=27, x=v27}
  0003ff  sub     rsp,0x70
  000406  mov     [rsp+0x30],rcx
  00040e  mov     [rsp+0x38],rsi
  000416  mov     [rsp+0x40],rdi
  00041e  mov     [rsp+0x48],r8
  000426  mov     [rsp+0x50],r9
  00042e  mov     [rsp+0x58],r10
  000436  mov     [rsp],r14
  00043e  mov     qword ptr [rsp+8],3
  00044a  mov     [rsp+0x10],r15
  000452  mov     qword ptr [rsp+0x18],1
  00045e  mov     [rsp+0x20],rsi
  000466  mov     qword ptr [rsp+0x28],1
  000472  mov     rdi,[rbp+0x20]
  000479  mov     esi,0xe
  00047e  mov     rdx,rsp
  000481  mov     rcx,1
  00048b  mov     r8,0
  000495  mov     r9,0
  00049f  mov     rax,<list_op>
  0004a9  call    rax
  0004ab  mov     r11,rax
  0004ae  mov     rcx,[rsp+0x30]
  0004b6  mov     rsi,[rsp+0x38]
  0004be  mov     rdi,[rsp+0x40]
  0004c6  mov     r8,[rsp+0x48]
  0004ce  mov     r9,[rsp+0x50]
  0004d6  mov     r10,[rsp+0x58]
  0004de  add     rsp,0x70
  0004e5  test    rdx,rdx
  0004e8  je      0x0000000000001181
  0004ee  mov     r14,r11
; v29:int = lt 28, v0
; guard_true v29 => dispatch/1 (37) {more=0, tape=v28, p=v22, pc=28}
  0004f1  mov     r11,0x1c
  0004f8  cmp     r11,rbx
  0004fb  jge     0x0000000000001203
; v31:int = readlist v28, v22 => close_bracket/0 (46) {tape=v28, p=v22, pc=28}
  000501  cmp     r15,[r14]
  000509  jae     0x0000000000001289
  00050f  mov     rax,[r14+8]
  000517  cmp     byte ptr [rax+r15],1
  00051c  jne     0x0000000000001289
  000522  mov     rax,[r14+0x10]
  00052a  mov     rbx,[rax+r15*8]
; guard_true v31 => close_bracket/1 (46) {tape=v28, p=v22, pc=28, x=0}
  00052e  test    rbx,rbx
  000531  je      0x00000000000012f9
; guard_steps => loop/0 (49) {tape=v28, p=v22, pc=24}
; v34:list = phi tape v28
  000537  sub     rsp,0x70
  00053e  mov     [rsp+0x30],rcx
  000546  mov     [rsp+0x38],rsi
  00054e  mov     [rsp+0x40],rdi
  000556  mov     [rsp+0x48],r8
  00055e  mov     [rsp+0x50],r9
  000566  mov     [rsp+0x58],r10
  00056e  mov     [rsp],r14
  000576  mov     qword ptr [rsp+8],3
  000582  mov     rdi,[rbp+0x20]
  000589  mov     esi,0
  00058e  mov     rdx,rsp
  000591  mov     rcx,2
  00059b  mov     r8,1
  0005a5  mov     r9,1
  0005af  mov     rax,<move_list>
  0005b9  call    rax
  0005bb  mov     r11,rax
  0005be  mov     rcx,[rsp+0x30]
  0005c6  mov     rsi,[rsp+0x38]
  0005ce  mov     rdi,[rsp+0x40]
  0005d6  mov     r8,[rsp+0x48]
  0005de  mov     r9,[rsp+0x50]
  0005e6  mov     r10,[rsp+0x58]
  0005ee  add     rsp,0x70
; v35:int = phi p v22
; loop (49)
  0005f5  nop
  0005f6  nop
  0005f7  nop
  0005f8  nop
  0005f9  nop
  0005fa  nop
  0005fb  nop
  0005fc  nop
  0005fd  nop
  0005fe  nop
  0005ff  nop
; v37:int = add v35, 1 => right/0 (7) {tape=v34, p=v35, pc=24}
  000600  add     r15,1
  000607  jo      0x000000000000137f
; v38:int = mod v37, 65536 => right/1 (7) {tape=v34, p=v37, pc=24}
  00060d  mov     r11,0x10000
  000614  mov     rax,r15
  000617  test    r11,r11
  00061a  je      0x00000000000013f6
  000620  cmp     r11,0xffffffffffffffff
  000627  jne     0x0000000000000640
  00062d  mov     rdx,<exit lists 0>000000000000000
  000637  cmp     rax,rdx
  00063a  je      0x00000000000013f6
  000640  cqo
  000642  idiv    r11
  000645  test    rdx,rdx
  000648  je      0x000000000000065d
  00064e  mov     rax,rdx
  000651  xor     rax,r11
  000654  jns     0x000000000000065d
  00065a  add     rdx,r11
  00065d  mov     r15,rdx
; v39:int = readlist v34, v38 => plus/0 (14) {tape=v34, p=v38, pc=25}
  000660  cmp     r15,[r14]
  000668  jae     0x0000000000001466
  00066e  mov     rax,[r14+8]
  000676  cmp     byte ptr [rax+r15],1
  00067b  jne     0x0000000000001466
  000681  mov     rax,[r14+0x10]
  000689  mov     rbx,[rax+r15*8]
; v40:int = add v39, 1 => plus/1 (14) {tape=v34, p=v38, pc=25, x=v39}
  00068d  add     rbx,1
  000694  jo      0x00000000000014d6
; v41:int = mod v40, 256 => plus/2 (14) {tape=v34, p=v38, pc=25, x=v40}
  00069a  mov     r11,0x100
  0006a1  mov     rax,rbx
  0006a4  test    r11,r11
  0006a7  je      0x000000000000155f
  0006ad  cmp     r11,0xffffffffffffffff
  0006b4  jne     0x00000000000006cd
  0006ba  mov     rdx,<exit lists 0>000000000000000
  0006c4  cmp     rax,rdx
  0006c7  je      0x000000000000155f
  0006cd  cqo
  0006cf  idiv    r11
  0006d2  test    rdx,rdx
  0006d5  je      0x00000000000006ea
  0006db  mov     rax,rdx
  0006de  xor     rax,r11
  0006e1  jns     0x00000000000006ea
  0006e7  add     rdx,r11
  0006ea  mov     rbx,rdx
; v42:list = set v34, v38, v41 owned => plus/3 (14) {tape=v34, p=v38, pc=25, x=v41}
  0006ed  sub     rsp,0x70
  0006f4  mov     [rsp+0x30],rcx
  0006fc  mov     [rsp+0x38],rsi
  000704  mov     [rsp+0x40],rdi
  00070c  mov     [rsp+0x48],r8
  000714  mov     [rsp+0x50],r9
  00071c  mov     [rsp+0x58],r10
  000724  mov     [rsp],r14
  00072c  mov     qword ptr [rsp+8],3
  000738  mov     [rsp+0x10],r15
  000740  mov     qword ptr [rsp+0x18],1
  00074c  mov     [rsp+0x20],rbx
  000754  mov     qword ptr [rsp+0x28],1
  000760  mov     rdi,[rbp+0x20]
  000767  mov     esi,0xe
  00076c  mov     rdx,rsp
  00076f  mov     rcx,3
  000779  mov     r8,2
  000783  mov     r9,0
  00078d  mov     rax,<list_op>
  000797  call    rax
  000799  mov     r11,rax
  00079c  mov     rcx,[rsp+0x30]
  0007a4  mov     rsi,[rsp+0x38]
  0007ac  mov     rdi,[rsp+0x40]
  0007b4  mov     r8,[rsp+0x48]
  0007bc  mov     r9,[rsp+0x50]
  0007c4  mov     r10,[rsp+0x58]
  0007cc  add     rsp,0x70
  0007d3  test    rdx,rdx
  0007d6  je      0x00000000000015e1
  0007dc  mov     r14,r11
; v43:int = sub v38, 1 => left/0 (24) {tape=v42, p=v38, pc=26}
  0007df  sub     r15,1
  0007e6  jo      0x0000000000001663
; v44:int = mod v43, 65536 => left/1 (24) {tape=v42, p=v43, pc=26}
  0007ec  mov     r11,0x10000
  0007f3  mov     rax,r15
  0007f6  test    r11,r11
  0007f9  je      0x00000000000016da
  0007ff  cmp     r11,0xffffffffffffffff
  000806  jne     0x000000000000081f
  00080c  mov     rdx,<exit lists 0>000000000000000
  000816  cmp     rax,rdx
  000819  je      0x00000000000016da
  00081f  cqo
  000821  idiv    r11
  000824  test    rdx,rdx
  000827  je      0x000000000000083c
  00082d  mov     rax,rdx
  000830  xor     rax,r11
  000833  jns     0x000000000000083c
  000839  add     rdx,r11
  00083c  mov     r15,rdx
; v45:int = readlist v42, v44 => minus/0 (32) {tape=v42, p=v44, pc=27}
  00083f  cmp     r15,[r14]
  000847  jae     0x000000000000174a
  00084d  mov     rax,[r14+8]
  000855  cmp     byte ptr [rax+r15],1
  00085a  jne     0x000000000000174a
  000860  mov     rax,[r14+0x10]
  000868  mov     rbx,[rax+r15*8]
; v46:int = sub v45, 1 => minus/1 (32) {tape=v42, p=v44, pc=27, x=v45}
  00086c  sub     rbx,1
  000873  jo      0x00000000000017ba
; v47:int = mod v46, 256 => minus/2 (32) {tape=v42, p=v44, pc=27, x=v46}
  000879  mov     r11,0x100
  000880  mov     rax,rbx
  000883  test    r11,r11
  000886  je      0x0000000000001843
  00088c  cmp     r11,0xffffffffffffffff
  000893  jne     0x00000000000008ac
  000899  mov     rdx,<exit lists 0>000000000000000
  0008a3  cmp     rax,rdx
  0008a6  je      0x0000000000001843
  0008ac  cqo
  0008ae  idiv    r11
  0008b1  test    rdx,rdx
  0008b4  je      0x00000000000008c9
  0008ba  mov     rax,rdx
  0008bd  xor     rax,r11
  0008c0  jns     0x00000000000008c9
  0008c6  add     rdx,r11
  0008c9  mov     rbx,rdx
; v48:list = set v42, v44, v47 owned => minus/3 (32) {tape=v42, p=v44, pc=27, x=v47}
  0008cc  sub     rsp,0x70
  0008d3  mov     [rsp+0x30],rcx
  0008db  mov     [rsp+0x38],rsi
  0008e3  mov     [rsp+0x40],rdi
  0008eb  mov     [rsp+0x48],r8
  0008f3  mov     [rsp+0x50],r9
  0008fb  mov     [rsp+0x58],r10
  000903  mov     [rsp],r14
  00090b  mov     qword ptr [rsp+8],3
  000917  mov     [rsp+0x10],r15
  00091f  mov     qword ptr [rsp+0x18],1
  00092b  mov     [rsp+0x20],rbx
  000933  mov     qword ptr [rsp+0x28],1
  00093f  mov     rdi,[rbp+0x20]
  000946  mov     esi,0xe
  00094b  mov     rdx,rsp
  00094e  mov     rcx,2
  000958  mov     r8,3
  000962  mov     r9,0
  00096c  mov     rax,<list_op>
  000976  call    rax
  000978  mov     r11,rax
  00097b  mov     rcx,[rsp+0x30]
  000983  mov     rsi,[rsp+0x38]
  00098b  mov     rdi,[rsp+0x40]
  000993  mov     r8,[rsp+0x48]
  00099b  mov     r9,[rsp+0x50]
  0009a3  mov     r10,[rsp+0x58]
  0009ab  add     rsp,0x70
  0009b2  test    rdx,rdx
  0009b5  je      0x00000000000018c5
  0009bb  mov     r14,r11
; v49:int = readlist v48, v44 => close_bracket/0 (46) {tape=v48, p=v44, pc=28}
  0009be  cmp     r15,[r14]
  0009c6  jae     0x0000000000001947
  0009cc  mov     rax,[r14+8]
  0009d4  cmp     byte ptr [rax+r15],1
  0009d9  jne     0x0000000000001947
  0009df  mov     rax,[r14+0x10]
  0009e7  mov     rbx,[rax+r15*8]
; guard_true v49 => close_bracket/1 (46) {tape=v48, p=v44, pc=28, x=0}
  0009eb  test    rbx,rbx
  0009ee  jne     0x0000000000000600
  0009f4  jmp     0x00000000000019b7
; guard_steps => loop/0 (49) {tape=v48, p=v44, pc=24}
; jump (49) v34 <- v48, v35 <- v44
; exits
  0009f9  mov     rax,0xfffffffe
  000a03  jmp     0x0000000000000016
  000a08  mov     [rbp+0x10],r12
  000a0f  mov     qword ptr [rbp+0x18],3
  000a1a  mov     [rbp+0x90],r14
  000a21  mov     qword ptr [rbp+0x138],3
  000a2c  mov     [rbp+0x98],r15
  000a33  mov     qword ptr [rbp+0x140],1
  000a3e  mov     [rbp+0xa0],rsi
  000a45  mov     qword ptr [rbp+0x148],1
  000a50  mov     rdi,[rbp+0x20]
  000a57  mov     rsi,8
  000a61  mov     rdx,0
  000a6b  mov     rax,<exit_lists>
  000a75  call    rax
  000a77  mov     rax,0
  000a81  jmp     0x0000000000000016
  000a86  mov     [rbp+0x10],r13
  000a8d  mov     qword ptr [rbp+0x18],3
  000a98  mov     [rbp+0x90],r14
  000a9f  mov     qword ptr [rbp+0x138],3
  000aaa  mov     [rbp+0x98],r15
  000ab1  mov     qword ptr [rbp+0x140],1
  000abc  mov     [rbp+0xa0],rsi
  000ac3  mov     qword ptr [rbp+0x148],1
  000ace  mov     rdi,[rbp+0x20]
  000ad5  mov     rsi,8
  000adf  mov     rdx,0
  000ae9  mov     rax,<exit_lists>
  000af3  call    rax
  000af5  mov     rax,1
  000aff  jmp     0x0000000000000016
  000b04  mov     [rbp+0x10],rsi
  000b0b  mov     qword ptr [rbp+0x18],1
  000b16  mov     [rbp+0x90],r14
  000b1d  mov     qword ptr [rbp+0x138],3
  000b28  mov     [rbp+0x98],r15
  000b2f  mov     qword ptr [rbp+0x140],1
  000b3a  mov     [rbp+0xa0],rsi
  000b41  mov     qword ptr [rbp+0x148],1
  000b4c  mov     rax,2
  000b56  jmp     0x0000000000000016
  000b5b  mov     qword ptr [rbp+0x58],0
  000b66  mov     qword ptr [rbp+0x100],1
  000b71  mov     [rbp+0x90],r14
  000b78  mov     qword ptr [rbp+0x138],3
  000b83  mov     [rbp+0x98],r15
  000b8a  mov     qword ptr [rbp+0x140],1
  000b95  mov     qword ptr [rbp+0xa0],0x18
  000ba0  mov     qword ptr [rbp+0x148],1
  000bab  mov     rax,3
  000bb5  jmp     0x0000000000000016
  000bba  sub     r15,1
  000bc1  mov     [rbp+0x90],r14
  000bc8  mov     qword ptr [rbp+0x138],3
  000bd3  mov     [rbp+0x98],r15
  000bda  mov     qword ptr [rbp+0x140],1
  000be5  mov     qword ptr [rbp+0xa0],0x18
  000bf0  mov     qword ptr [rbp+0x148],1
  000bfb  mov     rax,4
  000c05  jmp     0x0000000000000016
  000c0a  mov     [rbp+0x90],r14
  000c11  mov     qword ptr [rbp+0x138],3
  000c1c  mov     [rbp+0x98],r15
  000c23  mov     qword ptr [rbp+0x140],1
  000c2e  mov     qword ptr [rbp+0xa0],0x18
  000c39  mov     qword ptr [rbp+0x148],1
  000c44  mov     rax,5
  000c4e  jmp     0x0000000000000016
  000c53  mov     qword ptr [rbp+0x58],0
  000c5e  mov     qword ptr [rbp+0x100],1
  000c69  mov     [rbp+0x90],r14
  000c70  mov     qword ptr [rbp+0x138],3
  000c7b  mov     [rbp+0x98],r15
  000c82  mov     qword ptr [rbp+0x140],1
  000c8d  mov     qword ptr [rbp+0xa0],0x19
  000c98  mov     qword ptr [rbp+0x148],1
  000ca3  mov     rax,6
  000cad  jmp     0x0000000000000016
  000cb2  mov     [rbp+0x90],r14
  000cb9  mov     qword ptr [rbp+0x138],3
  000cc4  mov     [rbp+0x98],r15
  000ccb  mov     qword ptr [rbp+0x140],1
  000cd6  mov     qword ptr [rbp+0xa0],0x19
  000ce1  mov     qword ptr [rbp+0x148],1
  000cec  mov     rax,7
  000cf6  jmp     0x0000000000000016
  000cfb  sub     rsi,1
  000d02  mov     [rbp+0x90],r14
  000d09  mov     qword ptr [rbp+0x138],3
  000d14  mov     [rbp+0x98],r15
  000d1b  mov     qword ptr [rbp+0x140],1
  000d26  mov     qword ptr [rbp+0xa0],0x19
  000d31  mov     qword ptr [rbp+0x148],1
  000d3c  mov     [rbp+0xb0],rsi
  000d43  mov     qword ptr [rbp+0x158],1
  000d4e  mov     rax,8
  000d58  jmp     0x0000000000000016
  000d5d  mov     [rbp+0x90],r14
  000d64  mov     qword ptr [rbp+0x138],3
  000d6f  mov     [rbp+0x98],r15
  000d76  mov     qword ptr [rbp+0x140],1
  000d81  mov     qword ptr [rbp+0xa0],0x19
  000d8c  mov     qword ptr [rbp+0x148],1
  000d97  mov     [rbp+0xb0],rsi
  000d9e  mov     qword ptr [rbp+0x158],1
  000da9  mov     rax,9
  000db3  jmp     0x0000000000000016
  000db8  mov     [rbp+0x90],r14
  000dbf  mov     qword ptr [rbp+0x138],3
  000dca  mov     [rbp+0x98],r15
  000dd1  mov     qword ptr [rbp+0x140],1
  000ddc  mov     qword ptr [rbp+0xa0],0x19
  000de7  mov     qword ptr [rbp+0x148],1
  000df2  mov     [rbp+0xb0],rsi
  000df9  mov     qword ptr [rbp+0x158],1
  000e04  mov     rax,0xa
  000e0e  jmp     0x0000000000000016
  000e13  mov     qword ptr [rbp+0x58],0
  000e1e  mov     qword ptr [rbp+0x100],1
  000e29  mov     [rbp+0x90],r14
  000e30  mov     qword ptr [rbp+0x138],3
  000e3b  mov     [rbp+0x98],r15
  000e42  mov     qword ptr [rbp+0x140],1
  000e4d  mov     qword ptr [rbp+0xa0],0x1a
  000e58  mov     qword ptr [rbp+0x148],1
  000e63  mov     rdi,[rbp+0x20]
  000e6a  mov     rsi,<exit lists 2>
  000e74  mov     rdx,1
  000e7e  mov     rax,<exit_lists>
  000e88  call    rax
  000e8a  mov     rax,0xb
  000e94  jmp     0x0000000000000016
  000e99  add     r15,1
  000ea0  mov     [rbp+0x90],r14
  000ea7  mov     qword ptr [rbp+0x138],3
  000eb2  mov     [rbp+0x98],r15
  000eb9  mov     qword ptr [rbp+0x140],1
  000ec4  mov     qword ptr [rbp+0xa0],0x1a
  000ecf  mov     qword ptr [rbp+0x148],1
  000eda  mov     rdi,[rbp+0x20]
  000ee1  mov     rsi,<exit lists 3>
  000eeb  mov     rdx,1
  000ef5  mov     rax,<exit_lists>
  000eff  call    rax
  000f01  mov     rax,0xc
  000f0b  jmp     0x0000000000000016
  000f10  mov     [rbp+0x90],r14
  000f17  mov     qword ptr [rbp+0x138],3
  000f22  mov     [rbp+0x98],r15
  000f29  mov     qword ptr [rbp+0x140],1
  000f34  mov     qword ptr [rbp+0xa0],0x1a
  000f3f  mov     qword ptr [rbp+0x148],1
  000f4a  mov     rdi,[rbp+0x20]
  000f51  mov     rsi,<exit lists 4>
  000f5b  mov     rdx,1
  000f65  mov     rax,<exit_lists>
  000f6f  call    rax
  000f71  mov     rax,0xd
  000f7b  jmp     0x0000000000000016
  000f80  mov     qword ptr [rbp+0x58],0
  000f8b  mov     qword ptr [rbp+0x100],1
  000f96  mov     [rbp+0x90],r14
  000f9d  mov     qword ptr [rbp+0x138],3
  000fa8  mov     [rbp+0x98],r15
  000faf  mov     qword ptr [rbp+0x140],1
  000fba  mov     qword ptr [rbp+0xa0],0x1b
  000fc5  mov     qword ptr [rbp+0x148],1
  000fd0  mov     rdi,[rbp+0x20]
  000fd7  mov     rsi,<exit lists 5>
  000fe1  mov     rdx,1
  000feb  mov     rax,<exit_lists>
  000ff5  call    rax
  000ff7  mov     rax,0xe
  001001  jmp     0x0000000000000016
  001006  mov     [rbp+0x90],r14
  00100d  mov     qword ptr [rbp+0x138],3
  001018  mov     [rbp+0x98],r15
  00101f  mov     qword ptr [rbp+0x140],1
  00102a  mov     qword ptr [rbp+0xa0],0x1b
  001035  mov     qword ptr [rbp+0x148],1
  001040  mov     rdi,[rbp+0x20]
  001047  mov     rsi,<exit lists 6>
  001051  mov     rdx,1
  00105b  mov     rax,<exit_lists>
  001065  call    rax
  001067  mov     rax,0xf
  001071  jmp     0x0000000000000016
  001076  add     rsi,1
  00107d  mov     [rbp+0x90],r14
  001084  mov     qword ptr [rbp+0x138],3
  00108f  mov     [rbp+0x98],r15
  001096  mov     qword ptr [rbp+0x140],1
  0010a1  mov     qword ptr [rbp+0xa0],0x1b
  0010ac  mov     qword ptr [rbp+0x148],1
  0010b7  mov     [rbp+0xb0],rsi
  0010be  mov     qword ptr [rbp+0x158],1
  0010c9  mov     rdi,[rbp+0x20]
  0010d0  mov     rsi,<exit lists 7>
  0010da  mov     rdx,1
  0010e4  mov     rax,<exit_lists>
  0010ee  call    rax
  0010f0  mov     rax,0x10
  0010fa  jmp     0x0000000000000016
  0010ff  mov     [rbp+0x90],r14
  001106  mov     qword ptr [rbp+0x138],3
  001111  mov     [rbp+0x98],r15
  001118  mov     qword ptr [rbp+0x140],1
  001123  mov     qword ptr [rbp+0xa0],0x1b
  00112e  mov     qword ptr [rbp+0x148],1
  001139  mov     [rbp+0xb0],rsi
  001140  mov     qword ptr [rbp+0x158],1
  00114b  mov     rdi,[rbp+0x20]
  001152  mov     rsi,<exit lists 8>
  00115c  mov     rdx,1
  001166  mov     rax,<exit_lists>
  001170  call    rax
  001172  mov     rax,0x11
  00117c  jmp     0x0000000000000016
  001181  mov     [rbp+0x90],r14
  001188  mov     qword ptr [rbp+0x138],3
  001193  mov     [rbp+0x98],r15
  00119a  mov     qword ptr [rbp+0x140],1
  0011a5  mov     qword ptr [rbp+0xa0],0x1b
  0011b0  mov     qword ptr [rbp+0x148],1
  0011bb  mov     [rbp+0xb0],rsi
  0011c2  mov     qword ptr [rbp+0x158],1
  0011cd  mov     rdi,[rbp+0x20]
  0011d4  mov     rsi,<exit lists 9>
  0011de  mov     rdx,1
  0011e8  mov     rax,<exit_lists>
  0011f2  call    rax
  0011f4  mov     rax,0x12
  0011fe  jmp     0x0000000000000016
  001203  mov     qword ptr [rbp+0x58],0
  00120e  mov     qword ptr [rbp+0x100],1
  001219  mov     [rbp+0x90],r14
  001220  mov     qword ptr [rbp+0x138],3
  00122b  mov     [rbp+0x98],r15
  001232  mov     qword ptr [rbp+0x140],1
  00123d  mov     qword ptr [rbp+0xa0],0x1c
  001248  mov     qword ptr [rbp+0x148],1
  001253  mov     rdi,[rbp+0x20]
  00125a  mov     rsi,<exit lists 10>
  001264  mov     rdx,1
  00126e  mov     rax,<exit_lists>
  001278  call    rax
  00127a  mov     rax,0x13
  001284  jmp     0x0000000000000016
  001289  mov     [rbp+0x90],r14
  001290  mov     qword ptr [rbp+0x138],3
  00129b  mov     [rbp+0x98],r15
  0012a2  mov     qword ptr [rbp+0x140],1
  0012ad  mov     qword ptr [rbp+0xa0],0x1c
  0012b8  mov     qword ptr [rbp+0x148],1
  0012c3  mov     rdi,[rbp+0x20]
  0012ca  mov     rsi,<exit lists 11>
  0012d4  mov     rdx,1
  0012de  mov     rax,<exit_lists>
  0012e8  call    rax
  0012ea  mov     rax,0x14
  0012f4  jmp     0x0000000000000016
  0012f9  mov     [rbp+0x90],r14
  001300  mov     qword ptr [rbp+0x138],3
  00130b  mov     [rbp+0x98],r15
  001312  mov     qword ptr [rbp+0x140],1
  00131d  mov     qword ptr [rbp+0xa0],0x1c
  001328  mov     qword ptr [rbp+0x148],1
  001333  mov     qword ptr [rbp+0xb0],0
  00133e  mov     qword ptr [rbp+0x158],1
  001349  mov     rdi,[rbp+0x20]
  001350  mov     rsi,<exit lists 12>
  00135a  mov     rdx,1
  001364  mov     rax,<exit_lists>
  00136e  call    rax
  001370  mov     rax,0x15
  00137a  jmp     0x0000000000000016
  00137f  sub     r15,1
  001386  mov     [rbp+0x90],r14
  00138d  mov     qword ptr [rbp+0x138],3
  001398  mov     [rbp+0x98],r15
  00139f  mov     qword ptr [rbp+0x140],1
  0013aa  mov     qword ptr [rbp+0xa0],0x18
  0013b5  mov     qword ptr [rbp+0x148],1
  0013c0  mov     rdi,[rbp+0x20]
  0013c7  mov     rsi,<exit lists 13>
  0013d1  mov     rdx,1
  0013db  mov     rax,<exit_lists>
  0013e5  call    rax
  0013e7  mov     rax,0x17
  0013f1  jmp     0x0000000000000016
  0013f6  mov     [rbp+0x90],r14
  0013fd  mov     qword ptr [rbp+0x138],3
  001408  mov     [rbp+0x98],r15
  00140f  mov     qword ptr [rbp+0x140],1
  00141a  mov     qword ptr [rbp+0xa0],0x18
  001425  mov     qword ptr [rbp+0x148],1
  001430  mov     rdi,[rbp+0x20]
  001437  mov     rsi,<exit lists 14>
  001441  mov     rdx,1
  00144b  mov     rax,<exit_lists>
  001455  call    rax
  001457  mov     rax,0x18
  001461  jmp     0x0000000000000016
  001466  mov     [rbp+0x90],r14
  00146d  mov     qword ptr [rbp+0x138],3
  001478  mov     [rbp+0x98],r15
  00147f  mov     qword ptr [rbp+0x140],1
  00148a  mov     qword ptr [rbp+0xa0],0x19
  001495  mov     qword ptr [rbp+0x148],1
  0014a0  mov     rdi,[rbp+0x20]
  0014a7  mov     rsi,<exit lists 15>
  0014b1  mov     rdx,1
  0014bb  mov     rax,<exit_lists>
  0014c5  call    rax
  0014c7  mov     rax,0x19
  0014d1  jmp     0x0000000000000016
  0014d6  sub     rbx,1
  0014dd  mov     [rbp+0x90],r14
  0014e4  mov     qword ptr [rbp+0x138],3
  0014ef  mov     [rbp+0x98],r15
  0014f6  mov     qword ptr [rbp+0x140],1
  001501  mov     qword ptr [rbp+0xa0],0x19
  00150c  mov     qword ptr [rbp+0x148],1
  001517  mov     [rbp+0xb0],rbx
  00151e  mov     qword ptr [rbp+0x158],1
  001529  mov     rdi,[rbp+0x20]
  001530  mov     rsi,<exit lists 16>
  00153a  mov     rdx,1
  001544  mov     rax,<exit_lists>
  00154e  call    rax
  001550  mov     rax,0x1a
  00155a  jmp     0x0000000000000016
  00155f  mov     [rbp+0x90],r14
  001566  mov     qword ptr [rbp+0x138],3
  001571  mov     [rbp+0x98],r15
  001578  mov     qword ptr [rbp+0x140],1
  001583  mov     qword ptr [rbp+0xa0],0x19
  00158e  mov     qword ptr [rbp+0x148],1
  001599  mov     [rbp+0xb0],rbx
  0015a0  mov     qword ptr [rbp+0x158],1
  0015ab  mov     rdi,[rbp+0x20]
  0015b2  mov     rsi,<exit lists 17>
  0015bc  mov     rdx,1
  0015c6  mov     rax,<exit_lists>
  0015d0  call    rax
  0015d2  mov     rax,0x1b
  0015dc  jmp     0x0000000000000016
  0015e1  mov     [rbp+0x90],r14
  0015e8  mov     qword ptr [rbp+0x138],3
  0015f3  mov     [rbp+0x98],r15
  0015fa  mov     qword ptr [rbp+0x140],1
  001605  mov     qword ptr [rbp+0xa0],0x19
  001610  mov     qword ptr [rbp+0x148],1
  00161b  mov     [rbp+0xb0],rbx
  001622  mov     qword ptr [rbp+0x158],1
  00162d  mov     rdi,[rbp+0x20]
  001634  mov     rsi,<exit lists 18>
  00163e  mov     rdx,1
  001648  mov     rax,<exit_lists>
  001652  call    rax
  001654  mov     rax,0x1c
  00165e  jmp     0x0000000000000016
  001663  add     r15,1
  00166a  mov     [rbp+0x90],r14
  001671  mov     qword ptr [rbp+0x138],3
  00167c  mov     [rbp+0x98],r15
  001683  mov     qword ptr [rbp+0x140],1
  00168e  mov     qword ptr [rbp+0xa0],0x1a
  001699  mov     qword ptr [rbp+0x148],1
  0016a4  mov     rdi,[rbp+0x20]
  0016ab  mov     rsi,<exit lists 19>
  0016b5  mov     rdx,1
  0016bf  mov     rax,<exit_lists>
  0016c9  call    rax
  0016cb  mov     rax,0x1d
  0016d5  jmp     0x0000000000000016
  0016da  mov     [rbp+0x90],r14
  0016e1  mov     qword ptr [rbp+0x138],3
  0016ec  mov     [rbp+0x98],r15
  0016f3  mov     qword ptr [rbp+0x140],1
  0016fe  mov     qword ptr [rbp+0xa0],0x1a
  001709  mov     qword ptr [rbp+0x148],1
  001714  mov     rdi,[rbp+0x20]
  00171b  mov     rsi,<exit lists 20>
  001725  mov     rdx,1
  00172f  mov     rax,<exit_lists>
  001739  call    rax
  00173b  mov     rax,0x1e
  001745  jmp     0x0000000000000016
  00174a  mov     [rbp+0x90],r14
  001751  mov     qword ptr [rbp+0x138],3
  00175c  mov     [rbp+0x98],r15
  001763  mov     qword ptr [rbp+0x140],1
  00176e  mov     qword ptr [rbp+0xa0],0x1b
  001779  mov     qword ptr [rbp+0x148],1
  001784  mov     rdi,[rbp+0x20]
  00178b  mov     rsi,<exit lists 21>
  001795  mov     rdx,1
  00179f  mov     rax,<exit_lists>
  0017a9  call    rax
  0017ab  mov     rax,0x1f
  0017b5  jmp     0x0000000000000016
  0017ba  add     rbx,1
  0017c1  mov     [rbp+0x90],r14
  0017c8  mov     qword ptr [rbp+0x138],3
  0017d3  mov     [rbp+0x98],r15
  0017da  mov     qword ptr [rbp+0x140],1
  0017e5  mov     qword ptr [rbp+0xa0],0x1b
  0017f0  mov     qword ptr [rbp+0x148],1
  0017fb  mov     [rbp+0xb0],rbx
  001802  mov     qword ptr [rbp+0x158],1
  00180d  mov     rdi,[rbp+0x20]
  001814  mov     rsi,<exit lists 22>
  00181e  mov     rdx,1
  001828  mov     rax,<exit_lists>
  001832  call    rax
  001834  mov     rax,0x20
  00183e  jmp     0x0000000000000016
  001843  mov     [rbp+0x90],r14
  00184a  mov     qword ptr [rbp+0x138],3
  001855  mov     [rbp+0x98],r15
  00185c  mov     qword ptr [rbp+0x140],1
  001867  mov     qword ptr [rbp+0xa0],0x1b
  001872  mov     qword ptr [rbp+0x148],1
  00187d  mov     [rbp+0xb0],rbx
  001884  mov     qword ptr [rbp+0x158],1
  00188f  mov     rdi,[rbp+0x20]
  001896  mov     rsi,<exit lists 23>
  0018a0  mov     rdx,1
  0018aa  mov     rax,<exit_lists>
  0018b4  call    rax
  0018b6  mov     rax,0x21
  0018c0  jmp     0x0000000000000016
  0018c5  mov     [rbp+0x90],r14
  0018cc  mov     qword ptr [rbp+0x138],3
  0018d7  mov     [rbp+0x98],r15
  0018de  mov     qword ptr [rbp+0x140],1
  0018e9  mov     qword ptr [rbp+0xa0],0x1b
  0018f4  mov     qword ptr [rbp+0x148],1
  0018ff  mov     [rbp+0xb0],rbx
  001906  mov     qword ptr [rbp+0x158],1
  001911  mov     rdi,[rbp+0x20]
  001918  mov     rsi,<exit lists 24>
  001922  mov     rdx,1
  00192c  mov     rax,<exit_lists>
  001936  call    rax
  001938  mov     rax,0x22
  001942  jmp     0x0000000000000016
  001947  mov     [rbp+0x90],r14
  00194e  mov     qword ptr [rbp+0x138],3
  001959  mov     [rbp+0x98],r15
  001960  mov     qword ptr [rbp+0x140],1
  00196b  mov     qword ptr [rbp+0xa0],0x1c
  001976  mov     qword ptr [rbp+0x148],1
  001981  mov     rdi,[rbp+0x20]
  001988  mov     rsi,<exit lists 25>
  001992  mov     rdx,1
  00199c  mov     rax,<exit_lists>
  0019a6  call    rax
  0019a8  mov     rax,0x23
  0019b2  jmp     0x0000000000000016
  0019b7  mov     [rbp+0x90],r14
  0019be  mov     qword ptr [rbp+0x138],3
  0019c9  mov     [rbp+0x98],r15
  0019d0  mov     qword ptr [rbp+0x140],1
  0019db  mov     qword ptr [rbp+0xa0],0x1c
  0019e6  mov     qword ptr [rbp+0x148],1
  0019f1  mov     qword ptr [rbp+0xb0],0
  0019fc  mov     qword ptr [rbp+0x158],1
  001a07  mov     rdi,[rbp+0x20]
  001a0e  mov     rsi,<exit lists 26>
  001a18  mov     rdx,1
  001a22  mov     rax,<exit_lists>
  001a2c  call    rax
  001a2e  mov     rax,0x24
  001a38  jmp     0x0000000000000016

; T1: 2937 bytes
; v0:int = input n
  001a40  cmp     qword ptr [rbp+0xd0],1
  001a4b  jne     0x0000000000001f5a
  001a51  mov     rbx,[rbp+0x28]
; v1:list = input src
  001a58  cmp     qword ptr [rbp+0xd8],3
  001a63  jne     0x0000000000001f5a
  001a69  mov     r12,[rbp+0x30]
; v2:list = input jumps
  001a70  cmp     qword ptr [rbp+0xe0],3
  001a7b  jne     0x0000000000001f5a
  001a81  mov     r13,[rbp+0x38]
; v3:list = input tape
  001a88  cmp     qword ptr [rbp+0x138],3
  001a93  jne     0x0000000000001f5a
  001a99  mov     r14,[rbp+0x90]
; v4:int = input p
  001aa0  cmp     qword ptr [rbp+0x140],1
  001aab  jne     0x0000000000001f5a
  001ab1  mov     r15,[rbp+0x98]
; v5:int = input pc
  001ab8  cmp     qword ptr [rbp+0x148],1
  001ac3  jne     0x0000000000001f5a
  001ac9  mov     rsi,[rbp+0xa0]
; guard_value v1, [43, 43, 43, 43, 43, 43, 43, 43, 91, 62, 43, 43, 43, 43, 43, 43, 43, 43, 60, 45, 93, 62, 43, 91, 62, 43, 60, 45, 93, 62, 46, 91, 45, 93, 43, 43, 43, 43, 43, 43, 43, 43, 43, 43, 46] => loop/0 (0) {tape=v3, pc=v5}
  001ad0  mov     rax,<list k0>
  001ada  cmp     r12,rax
  001add  jne     0x0000000000001f69
; guard_value v2, [0, 0, 0, 0, 0, 0, 0, 0, 20, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 8, 0, 0, 28, 0, 0, 0, 0, 23, 0, 0, 33, 0, 31, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] => loop_jumps/0 (1) {tape=v3, pc=v5}
  001ae3  mov     rax,<list k1>
  001aed  cmp     r13,rax
  001af0  jne     0x0000000000001fd5
; guard_value v5, 32 => loop_pc/0 (2) {tape=v3, pc=v5}
  001af6  cmp     rsi,0x20
  001afd  jne     0x0000000000002041
; v9:int = lt 32, v0
; guard_true v9 => dispatch/1 (3) {more=0, tape=v3, pc=32}
  001b03  mov     r11,0x20
  001b0a  cmp     r11,rbx
  001b0d  jge     0x0000000000002086
; v11:int = readlist v3, v4 => minus/0 (6) {tape=v3, pc=32}
  001b13  cmp     r15,[r14]
  001b1b  jae     0x00000000000020d3
  001b21  mov     rax,[r14+8]
  001b29  cmp     byte ptr [rax+r15],1
  001b2e  jne     0x00000000000020d3
  001b34  mov     rax,[r14+0x10]
  001b3c  mov     rsi,[rax+r15*8]
; v12:int = sub v11, 1 => minus/1 (6) {tape=v3, pc=32, x=v11}
  001b40  sub     rsi,1
  001b47  jo      0x000000000000210a
; v13:int = mod v12, 256 => minus/2 (6) {tape=v3, pc=32, x=v12}
  001b4d  mov     r11,0x100
  001b54  mov     rax,rsi
  001b57  test    r11,r11
  001b5a  je      0x000000000000215a
  001b60  cmp     r11,0xffffffffffffffff
  001b67  jne     0x0000000000001b80
  001b6d  mov     rdx,<exit lists 0>000000000000000
  001b77  cmp     rax,rdx
  001b7a  je      0x000000000000215a
  001b80  cqo
  001b82  idiv    r11
  001b85  test    rdx,rdx
  001b88  je      0x0000000000001b9d
  001b8e  mov     rax,rdx
  001b91  xor     rax,r11
  001b94  jns     0x0000000000001b9d
  001b9a  add     rdx,r11
  001b9d  mov     rsi,rdx
; v14:list = set v3, v4, v13 owned => minus/3 (6) {tape=v3, pc=32, x=v13}
  001ba0  sub     rsp,0x70
  001ba7  mov     [rsp+0x30],rcx
  001baf  mov     [rsp+0x38],rsi
  001bb7  mov     [rsp+0x40],rdi
  001bbf  mov     [rsp+0x48],r8
  001bc7  mov     [rsp+0x50],r9
  001bcf  mov     [rsp+0x58],r10
  001bd7  mov     [rsp],r14
  001bdf  mov     qword ptr [rsp+8],3
  001beb  mov     [rsp+0x10],r15
  001bf3  mov     qword ptr [rsp+0x18],1
  001bff  mov     [rsp+0x20],rsi
  001c07  mov     qword ptr [rsp+0x28],1
  001c13  mov     rdi,[rbp+0x20]
  001c1a  mov     esi,0xe
  001c1f  mov     rdx,rsp
  001c22  mov     rcx,4
  001c2c  mov     r8,0xfffffffffffffff2
  001c36  mov     r9,0
  001c40  mov     rax,<list_op>
  001c4a  call    rax
  001c4c  mov     r11,rax
  001c4f  mov     rcx,[rsp+0x30]
  001c57  mov     rsi,[rsp+0x38]
  001c5f  mov     rdi,[rsp+0x40]
  001c67  mov     r8,[rsp+0x48]
  001c6f  mov     r9,[rsp+0x50]
  001c77  mov     r10,[rsp+0x58]
  001c7f  add     rsp,0x70
  001c86  test    rdx,rdx
  001c89  je      0x00000000000021a3
  001c8f  mov     r14,r11
; v15:int = lt 33, v0
; guard_true v15 => dispatch/1 (11) {more=0, tape=v14, pc=33}
  001c92  mov     r11,0x21
  001c99  cmp     r11,rbx
  001c9c  jge     0x00000000000021ec
; v17:int = readlist v14, v4 => close_bracket/0 (20) {tape=v14, pc=33}
  001ca2  cmp     r15,[r14]
  001caa  jae     0x0000000000002260
  001cb0  mov     rax,[r14+8]
  001cb8  cmp     byte ptr [rax+r15],1
  001cbd  jne     0x0000000000002260
  001cc3  mov     rax,[r14+0x10]
  001ccb  mov     rbx,[rax+r15*8]
; guard_true v17 => close_bracket/1 (20) {tape=v14, pc=33, x=0}
  001ccf  test    rbx,rbx
  001cd2  je      0x00000000000022be
; guard_steps => loop/0 (23) {tape=v14, pc=32}
; v20:list = phi tape v14
  001cd8  sub     rsp,0x70
  001cdf  mov     [rsp+0x30],rcx
  001ce7  mov     [rsp+0x38],rsi
  001cef  mov     [rsp+0x40],rdi
  001cf7  mov     [rsp+0x48],r8
  001cff  mov     [rsp+0x50],r9
  001d07  mov     [rsp+0x58],r10
  001d0f  mov     [rsp],r14
  001d17  mov     qword ptr [rsp+8],3
  001d23  mov     rdi,[rbp+0x20]
  001d2a  mov     esi,0
  001d2f  mov     rdx,rsp
  001d32  mov     rcx,5
  001d3c  mov     r8,4
  001d46  mov     r9,1
  001d50  mov     rax,<move_list>
  001d5a  call    rax
  001d5c  mov     r11,rax
  001d5f  mov     rcx,[rsp+0x30]
  001d67  mov     rsi,[rsp+0x38]
  001d6f  mov     rdi,[rsp+0x40]
  001d77  mov     r8,[rsp+0x48]
  001d7f  mov     r9,[rsp+0x50]
  001d87  mov     r10,[rsp+0x58]
  001d8f  add     rsp,0x70
; loop (23)
  001d96  nop
  001d97  nop
  001d98  nop
  001d99  nop
  001d9a  nop
  001d9b  nop
  001d9c  nop
  001d9d  nop
  001d9e  nop
  001d9f  nop
; v22:int = readlist v20, v4 => minus/0 (6) {tape=v20, pc=32}
  001da0  cmp     r15,[r14]
  001da8  jae     0x0000000000002332
  001dae  mov     rax,[r14+8]
  001db6  cmp     byte ptr [rax+r15],1
  001dbb  jne     0x0000000000002332
  001dc1  mov     rax,[r14+0x10]
  001dc9  mov     rbx,[rax+r15*8]
; v23:int = sub v22, 1 => minus/1 (6) {tape=v20, pc=32, x=v22}
  001dcd  sub     rbx,1
  001dd4  jo      0x0000000000002390
; v24:int = mod v23, 256 => minus/2 (6) {tape=v20, pc=32, x=v23}
  001dda  mov     r11,0x100
  001de1  mov     rax,rbx
  001de4  test    r11,r11
  001de7  je      0x0000000000002407
  001ded  cmp     r11,0xffffffffffffffff
  001df4  jne     0x0000000000001e0d
  001dfa  mov     rdx,<exit lists 0>000000000000000
  001e04  cmp     rax,rdx
  001e07  je      0x0000000000002407
  001e0d  cqo
  001e0f  idiv    r11
  001e12  test    rdx,rdx
  001e15  je      0x0000000000001e2a
  001e1b  mov     rax,rdx
  001e1e  xor     rax,r11
  001e21  jns     0x0000000000001e2a
  001e27  add     rdx,r11
  001e2a  mov     rbx,rdx
; v25:list = set v20, v4, v24 owned => minus/3 (6) {tape=v20, pc=32, x=v24}
  001e2d  sub     rsp,0x70
  001e34  mov     [rsp+0x30],rcx
  001e3c  mov     [rsp+0x38],rsi
  001e44  mov     [rsp+0x40],rdi
  001e4c  mov     [rsp+0x48],r8
  001e54  mov     [rsp+0x50],r9
  001e5c  mov     [rsp+0x58],r10
  001e64  mov     [rsp],r14
  001e6c  mov     qword ptr [rsp+8],3
  001e78  mov     [rsp+0x10],r15
  001e80  mov     qword ptr [rsp+0x18],1
  001e8c  mov     [rsp+0x20],rbx
  001e94  mov     qword ptr [rsp+0x28],1
  001ea0  mov     rdi,[rbp+0x20]
  001ea7  mov     esi,0xe
  001eac  mov     rdx,rsp
  001eaf  mov     rcx,5
  001eb9  mov     r8,5
  001ec3  mov     r9,0
  001ecd  mov     rax,<list_op>
  001ed7  call    rax
  001ed9  mov     r11,rax
  001edc  mov     rcx,[rsp+0x30]
  001ee4  mov     rsi,[rsp+0x38]
  001eec  mov     rdi,[rsp+0x40]
  001ef4  mov     r8,[rsp+0x48]
  001efc  mov     r9,[rsp+0x50]
  001f04  mov     r10,[rsp+0x58]
  001f0c  add     rsp,0x70
  001f13  test    rdx,rdx
  001f16  je      0x0000000000002477
  001f1c  mov     r14,r11
; v26:int = readlist v25, v4 => close_bracket/0 (20) {tape=v25, pc=33}
  001f1f  cmp     r15,[r14]
  001f27  jae     0x00000000000024e7
  001f2d  mov     rax,[r14+8]
  001f35  cmp     byte ptr [rax+r15],1
  001f3a  jne     0x00000000000024e7
  001f40  mov     rax,[r14+0x10]
  001f48  mov     rbx,[rax+r15*8]
; guard_true v26 => close_bracket/1 (20) {tape=v25, pc=33, x=0}
  001f4c  test    rbx,rbx
  001f4f  jne     0x0000000000001da0
  001f55  jmp     0x0000000000002545
; guard_steps => loop/0 (23) {tape=v25, pc=32}
; jump (23) v20 <- v25
; exits
  001f5a  mov     rax,0x1fffffffe
  001f64  jmp     0x0000000000000016
  001f69  mov     [rbp+0x10],r12
  001f70  mov     qword ptr [rbp+0x18],3
  001f7b  mov     [rbp+0x90],r14
  001f82  mov     qword ptr [rbp+0x138],3
  001f8d  mov     [rbp+0xa0],rsi
  001f94  mov     qword ptr [rbp+0x148],1
  001f9f  mov     rdi,[rbp+0x20]
  001fa6  mov     rsi,8
  001fb0  mov     rdx,0
  001fba  mov     rax,<exit_lists>
  001fc4  call    rax
  001fc6  mov     rax,0x100000000
  001fd0  jmp     0x0000000000000016
  001fd5  mov     [rbp+0x10],r13
  001fdc  mov     qword ptr [rbp+0x18],3
  001fe7  mov     [rbp+0x90],r14
  001fee  mov     qword ptr [rbp+0x138],3
  001ff9  mov     [rbp+0xa0],rsi
  002000  mov     qword ptr [rbp+0x148],1
  00200b  mov     rdi,[rbp+0x20]
  002012  mov     rsi,8
  00201c  mov     rdx,0
  002026  mov     rax,<exit_lists>
  002030  call    rax
  002032  mov     rax,0x100000001
  00203c  jmp     0x0000000000000016
  002041  mov     [rbp+0x10],rsi
  002048  mov     qword ptr [rbp+0x18],1
  002053  mov     [rbp+0x90],r14
  00205a  mov     qword ptr [rbp+0x138],3
  002065  mov     [rbp+0xa0],rsi
  00206c  mov     qword ptr [rbp+0x148],1
  002077  mov     rax,0x100000002
  002081  jmp     0x0000000000000016
  002086  mov     qword ptr [rbp+0x58],0
  002091  mov     qword ptr [rbp+0x100],1
  00209c  mov     [rbp+0x90],r14
  0020a3  mov     qword ptr [rbp+0x138],3
  0020ae  mov     qword ptr [rbp+0xa0],0x20
  0020b9  mov     qword ptr [rbp+0x148],1
  0020c4  mov     rax,0x100000003
  0020ce  jmp     0x0000000000000016
  0020d3  mov     [rbp+0x90],r14
  0020da  mov     qword ptr [rbp+0x138],3
  0020e5  mov     qword ptr [rbp+0xa0],0x20
  0020f0  mov     qword ptr [rbp+0x148],1
  0020fb  mov     rax,0x100000004
  002105  jmp     0x0000000000000016
  00210a  add     rsi,1
  002111  mov     [rbp+0x90],r14
  002118  mov     qword ptr [rbp+0x138],3
  002123  mov     qword ptr [rbp+0xa0],0x20
  00212e  mov     qword ptr [rbp+0x148],1
  002139  mov     [rbp+0xb0],rsi
  002140  mov     qword ptr [rbp+0x158],1
  00214b  mov     rax,0x100000005
  002155  jmp     0x0000000000000016
  00215a  mov     [rbp+0x90],r14
  002161  mov     qword ptr [rbp+0x138],3
  00216c  mov     qword ptr [rbp+0xa0],0x20
  002177  mov     qword ptr [rbp+0x148],1
  002182  mov     [rbp+0xb0],rsi
  002189  mov     qword ptr [rbp+0x158],1
  002194  mov     rax,0x100000006
  00219e  jmp     0x0000000000000016
  0021a3  mov     [rbp+0x90],r14
  0021aa  mov     qword ptr [rbp+0x138],3
  0021b5  mov     qword ptr [rbp+0xa0],0x20
  0021c0  mov     qword ptr [rbp+0x148],1
  0021cb  mov     [rbp+0xb0],rsi
  0021d2  mov     qword ptr [rbp+0x158],1
  0021dd  mov     rax,0x100000007
  0021e7  jmp     0x0000000000000016
  0021ec  mov     qword ptr [rbp+0x58],0
  0021f7  mov     qword ptr [rbp+0x100],1
  002202  mov     [rbp+0x90],r14
  002209  mov     qword ptr [rbp+0x138],3
  002214  mov     qword ptr [rbp+0xa0],0x21
  00221f  mov     qword ptr [rbp+0x148],1
  00222a  mov     rdi,[rbp+0x20]
  002231  mov     rsi,<exit lists 2>
  00223b  mov     rdx,1
  002245  mov     rax,<exit_lists>
  00224f  call    rax
  002251  mov     rax,0x100000008
  00225b  jmp     0x0000000000000016
  002260  mov     [rbp+0x90],r14
  002267  mov     qword ptr [rbp+0x138],3
  002272  mov     qword ptr [rbp+0xa0],0x21
  00227d  mov     qword ptr [rbp+0x148],1
  002288  mov     rdi,[rbp+0x20]
  00228f  mov     rsi,<exit lists 3>
  002299  mov     rdx,1
  0022a3  mov     rax,<exit_lists>
  0022ad  call    rax
  0022af  mov     rax,0x100000009
  0022b9  jmp     0x0000000000000016
  0022be  mov     [rbp+0x90],r14
  0022c5  mov     qword ptr [rbp+0x138],3
  0022d0  mov     qword ptr [rbp+0xa0],0x21
  0022db  mov     qword ptr [rbp+0x148],1
  0022e6  mov     qword ptr [rbp+0xb0],0
  0022f1  mov     qword ptr [rbp+0x158],1
  0022fc  mov     rdi,[rbp+0x20]
  002303  mov     rsi,<exit lists 4>
  00230d  mov     rdx,1
  002317  mov     rax,<exit_lists>
  002321  call    rax
  002323  mov     rax,0x10000000a
  00232d  jmp     0x0000000000000016
  002332  mov     [rbp+0x90],r14
  002339  mov     qword ptr [rbp+0x138],3
  002344  mov     qword ptr [rbp+0xa0],0x20
  00234f  mov     qword ptr [rbp+0x148],1
  00235a  mov     rdi,[rbp+0x20]
  002361  mov     rsi,<exit lists 5>
  00236b  mov     rdx,1
  002375  mov     rax,<exit_lists>
  00237f  call    rax
  002381  mov     rax,0x10000000c
  00238b  jmp     0x0000000000000016
  002390  add     rbx,1
  002397  mov     [rbp+0x90],r14
  00239e  mov     qword ptr [rbp+0x138],3
  0023a9  mov     qword ptr [rbp+0xa0],0x20
  0023b4  mov     qword ptr [rbp+0x148],1
  0023bf  mov     [rbp+0xb0],rbx
  0023c6  mov     qword ptr [rbp+0x158],1
  0023d1  mov     rdi,[rbp+0x20]
  0023d8  mov     rsi,<exit lists 6>
  0023e2  mov     rdx,1
  0023ec  mov     rax,<exit_lists>
  0023f6  call    rax
  0023f8  mov     rax,0x10000000d
  002402  jmp     0x0000000000000016
  002407  mov     [rbp+0x90],r14
  00240e  mov     qword ptr [rbp+0x138],3
  002419  mov     qword ptr [rbp+0xa0],0x20
  002424  mov     qword ptr [rbp+0x148],1
  00242f  mov     [rbp+0xb0],rbx
  002436  mov     qword ptr [rbp+0x158],1
  002441  mov     rdi,[rbp+0x20]
  002448  mov     rsi,<exit lists 7>
  002452  mov     rdx,1
  00245c  mov     rax,<exit_lists>
  002466  call    rax
  002468  mov     rax,0x10000000e
  002472  jmp     0x0000000000000016
  002477  mov     [rbp+0x90],r14
  00247e  mov     qword ptr [rbp+0x138],3
  002489  mov     qword ptr [rbp+0xa0],0x20
  002494  mov     qword ptr [rbp+0x148],1
  00249f  mov     [rbp+0xb0],rbx
  0024a6  mov     qword ptr [rbp+0x158],1
  0024b1  mov     rdi,[rbp+0x20]
  0024b8  mov     rsi,<exit lists 8>
  0024c2  mov     rdx,1
  0024cc  mov     rax,<exit_lists>
  0024d6  call    rax
  0024d8  mov     rax,0x10000000f
  0024e2  jmp     0x0000000000000016
  0024e7  mov     [rbp+0x90],r14
  0024ee  mov     qword ptr [rbp+0x138],3
  0024f9  mov     qword ptr [rbp+0xa0],0x21
  002504  mov     qword ptr [rbp+0x148],1
  00250f  mov     rdi,[rbp+0x20]
  002516  mov     rsi,<exit lists 9>
  002520  mov     rdx,1
  00252a  mov     rax,<exit_lists>
  002534  call    rax
  002536  mov     rax,0x100000010
  002540  jmp     0x0000000000000016
  002545  mov     [rbp+0x90],r14
  00254c  mov     qword ptr [rbp+0x138],3
  002557  mov     qword ptr [rbp+0xa0],0x21
  002562  mov     qword ptr [rbp+0x148],1
  00256d  mov     qword ptr [rbp+0xb0],0
  002578  mov     qword ptr [rbp+0x158],1
  002583  mov     rdi,[rbp+0x20]
  00258a  mov     rsi,<exit lists 10>
  002594  mov     rdx,1
  00259e  mov     rax,<exit_lists>
  0025a8  call    rax
  0025aa  mov     rax,0x100000011
  0025b4  jmp     0x0000000000000016
