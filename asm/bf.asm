; T0: 6669 bytes
  000030  mov     qword ptr [rbp+0x18],0
; v0:int = input n
  00003b  cmp     qword ptr [rbp+0xd0],1
  000046  jne     0x00000000000009f9
  00004c  mov     rbx,[rbp+0x28]
; v1:list = input src
  000053  cmp     qword ptr [rbp+0xd8],3
  00005e  jne     0x00000000000009f9
  000064  mov     r12,[rbp+0x30]
; v2:list = input jumps
  00006b  cmp     qword ptr [rbp+0xe0],3
  000076  jne     0x00000000000009f9
  00007c  mov     r13,[rbp+0x38]
; v3:list = input tape
  000083  cmp     qword ptr [rbp+0x138],3
  00008e  jne     0x00000000000009f9
  000094  mov     r14,[rbp+0x90]
; v4:int = input p
  00009b  cmp     qword ptr [rbp+0x140],1
  0000a6  jne     0x00000000000009f9
  0000ac  mov     r15,[rbp+0x98]
; v5:int = input pc
  0000b3  cmp     qword ptr [rbp+0x148],1
  0000be  jne     0x00000000000009f9
  0000c4  mov     rsi,[rbp+0xa0]
; guard_value v1, [43, 43, 43, 43, 43, 43, 43, 43, 91, 62, 43, 43, 43, 43, 43, 43, 43, 43, 60, 45, 93, 62, 43, 91, 62, 43, 60, 45, 93, 62, 46, 91, 45, 93, 43, 43, 43, 43, 43, 43, 43, 43, 43, 43, 46] => loop/0 (0) {tape=v3, p=v4, pc=v5}
  0000cb  mov     rax,<list k0>
  0000d5  cmp     r12,rax
  0000d8  jne     0x0000000000000a08
; guard_value v2, [0, 0, 0, 0, 0, 0, 0, 0, 20, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 8, 0, 0, 28, 0, 0, 0, 0, 23, 0, 0, 33, 0, 31, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] => loop_jumps/0 (1) {tape=v3, p=v4, pc=v5}
  0000de  mov     rax,<list k1>
  0000e8  cmp     r13,rax
  0000eb  jne     0x0000000000000a86
; guard_value v5, 24 => loop_pc/0 (2) {tape=v3, p=v4, pc=v5}
  0000f1  cmp     rsi,0x18
  0000f8  jne     0x0000000000000b04
; v9:int = lt 24, v0
; guard_true v9 => dispatch/1 (3) {more=0, tape=v3, p=v4, pc=24}
  0000fe  mov     r11,0x18
  000105  cmp     r11,rbx
  000108  jge     0x0000000000000b5b
; v11:int = add v4, 1 => right/0 (7) {tape=v3, p=v4, pc=24}
  00010e  add     r15,1
  000115  jo      0x0000000000000bba
; v12:int = mod v11, 65536 => right/1 (7) {tape=v3, p=v11, pc=24}
  00011b  mov     r11,0x10000
  000122  mov     rax,r15
  000125  test    r11,r11
  000128  je      0x0000000000000c0a
  00012e  cmp     r11,0xffffffffffffffff
  000135  jne     0x000000000000014e
  00013b  mov     rdx,<exit lists 0>000000000000000
  000145  cmp     rax,rdx
  000148  je      0x0000000000000c0a
  00014e  cqo
  000150  idiv    r11
  000153  test    rdx,rdx
  000156  je      0x000000000000016b
  00015c  mov     rax,rdx
  00015f  xor     rax,r11
  000162  jns     0x000000000000016b
  000168  add     rdx,r11
  00016b  mov     r15,rdx
; v13:int = lt 25, v0
; guard_true v13 => dispatch/1 (12) {more=0, tape=v3, p=v12, pc=25}
  00016e  mov     r11,0x19
  000175  cmp     r11,rbx
  000178  jge     0x0000000000000c53
; v15:int = readlist v3, v12 => plus/0 (14) {tape=v3, p=v12, pc=25}
  00017e  cmp     r15,[r14]
  000186  jae     0x0000000000000cb2
  00018c  mov     rax,[r14+8]
  000194  cmp     byte ptr [rax+r15],1
  000199  jne     0x0000000000000cb2
  00019f  mov     rax,[r14+0x10]
  0001a7  mov     rsi,[rax+r15*8]
; v16:int = add v15, 1 => plus/1 (14) {tape=v3, p=v12, pc=25, x=v15}
  0001ab  add     rsi,1
  0001b2  jo      0x0000000000000cfb
; v17:int = mod v16, 256 => plus/2 (14) {tape=v3, p=v12, pc=25, x=v16}
  0001b8  mov     r11,0x100
  0001bf  mov     rax,rsi
  0001c2  test    r11,r11
  0001c5  je      0x0000000000000d5d
  0001cb  cmp     r11,0xffffffffffffffff
  0001d2  jne     0x00000000000001eb
  0001d8  mov     rdx,<exit lists 0>000000000000000
  0001e2  cmp     rax,rdx
  0001e5  je      0x0000000000000d5d
  0001eb  cqo
  0001ed  idiv    r11
  0001f0  test    rdx,rdx
  0001f3  je      0x0000000000000208
  0001f9  mov     rax,rdx
  0001fc  xor     rax,r11
  0001ff  jns     0x0000000000000208
  000205  add     rdx,r11
  000208  mov     rsi,rdx
; v18:list = set v3, v12, v17 owned => plus/3 (14) {tape=v3, p=v12, pc=25, x=v17}
  00020b  sub     rsp,0x70
  000212  mov     [rsp+0x30],rcx
  00021a  mov     [rsp+0x38],rsi
  000222  mov     [rsp+0x40],rdi
  00022a  mov     [rsp+0x48],r8
  000232  mov     [rsp+0x50],r9
  00023a  mov     [rsp+0x58],r10
  000242  mov     [rsp],r14
  00024a  mov     qword ptr [rsp+8],3
  000256  mov     [rsp+0x10],r15
  00025e  mov     qword ptr [rsp+0x18],1
  00026a  mov     [rsp+0x20],rsi
  000272  mov     qword ptr [rsp+0x28],1
  00027e  mov     rdi,[rbp+0x20]
  000285  mov     esi,0xe
  00028a  mov     rdx,rsp
  00028d  mov     rcx,0
  000297  mov     r8,0xfffffffffffffff2
  0002a1  mov     r9,0
  0002ab  mov     rax,<list_op>
  0002b5  call    rax
  0002b7  mov     r11,rax
  0002ba  mov     rcx,[rsp+0x30]
  0002c2  mov     rsi,[rsp+0x38]
  0002ca  mov     rdi,[rsp+0x40]
  0002d2  mov     r8,[rsp+0x48]
  0002da  mov     r9,[rsp+0x50]
  0002e2  mov     r10,[rsp+0x58]
  0002ea  add     rsp,0x70
  0002f1  test    rdx,rdx
  0002f4  je      0x0000000000000db8
  0002fa  mov     r14,r11
; v19:int = lt 26, v0
; guard_true v19 => dispatch/1 (19) {more=0, tape=v18, p=v12, pc=26}
  0002fd  mov     r11,0x1a
  000304  cmp     r11,rbx
  000307  jge     0x0000000000000e13
; v21:int = sub v12, 1 => left/0 (24) {tape=v18, p=v12, pc=26}
  00030d  sub     r15,1
  000314  jo      0x0000000000000e99
; v22:int = mod v21, 65536 => left/1 (24) {tape=v18, p=v21, pc=26}
  00031a  mov     r11,0x10000
  000321  mov     rax,r15
  000324  test    r11,r11
  000327  je      0x0000000000000f10
  00032d  cmp     r11,0xffffffffffffffff
  000334  jne     0x000000000000034d
  00033a  mov     rdx,<exit lists 0>000000000000000
  000344  cmp     rax,rdx
  000347  je      0x0000000000000f10
  00034d  cqo
  00034f  idiv    r11
  000352  test    rdx,rdx
  000355  je      0x000000000000036a
  00035b  mov     rax,rdx
  00035e  xor     rax,r11
  000361  jns     0x000000000000036a
  000367  add     rdx,r11
  00036a  mov     r15,rdx
; v23:int = lt 27, v0
; guard_true v23 => dispatch/1 (29) {more=0, tape=v18, p=v22, pc=27}
  00036d  mov     r11,0x1b
  000374  cmp     r11,rbx
  000377  jge     0x0000000000000f80
; v25:int = readlist v18, v22 => minus/0 (32) {tape=v18, p=v22, pc=27}
  00037d  cmp     r15,[r14]
  000385  jae     0x0000000000001006
  00038b  mov     rax,[r14+8]
  000393  cmp     byte ptr [rax+r15],1
  000398  jne     0x0000000000001006
  00039e  mov     rax,[r14+0x10]
  0003a6  mov     rsi,[rax+r15*8]
; v26:int = sub v25, 1 => minus/1 (32) {tape=v18, p=v22, pc=27, x=v25}
  0003aa  sub     rsi,1
  0003b1  jo      0x0000000000001076
; v27:int = mod v26, 256 => minus/2 (32) {tape=v18, p=v22, pc=27, x=v26}
  0003b7  mov     r11,0x100
  0003be  mov     rax,rsi
  0003c1  test    r11,r11
  0003c4  je      0x00000000000010ff
  0003ca  cmp     r11,0xffffffffffffffff
  0003d1  jne     0x00000000000003ea
  0003d7  mov     rdx,<exit lists 0>000000000000000
  0003e1  cmp     rax,rdx
  0003e4  je      0x00000000000010ff
  0003ea  cqo
  0003ec  idiv    r11
  0003ef  test    rdx,rdx
  0003f2  je      0x0000000000000407
  0003f8  mov     rax,rdx
  0003fb  xor     rax,r11
  0003fe  jns     0x0000000000000407
  000404  add     rdx,r11
  000407  mov     rsi,rdx
; v28:list = set v18, v22, v27 owned => minus/3 (32) {tape=v18, p=v22, pc=27, x=v27}
  00040a  sub     rsp,0x70
  000411  mov     [rsp+0x30],rcx
  000419  mov     [rsp+0x38],rsi
  000421  mov     [rsp+0x40],rdi
  000429  mov     [rsp+0x48],r8
  000431  mov     [rsp+0x50],r9
  000439  mov     [rsp+0x58],r10
  000441  mov     [rsp],r14
  000449  mov     qword ptr [rsp+8],3
  000455  mov     [rsp+0x10],r15
  00045d  mov     qword ptr [rsp+0x18],1
  000469  mov     [rsp+0x20],rsi
  000471  mov     qword ptr [rsp+0x28],1
  00047d  mov     rdi,[rbp+0x20]
  000484  mov     esi,0xe
  000489  mov     rdx,rsp
  00048c  mov     rcx,1
  000496  mov     r8,0
  0004a0  mov     r9,0
  0004aa  mov     rax,<list_op>
  0004b4  call    rax
  0004b6  mov     r11,rax
  0004b9  mov     rcx,[rsp+0x30]
  0004c1  mov     rsi,[rsp+0x38]
  0004c9  mov     rdi,[rsp+0x40]
  0004d1  mov     r8,[rsp+0x48]
  0004d9  mov     r9,[rsp+0x50]
  0004e1  mov     r10,[rsp+0x58]
  0004e9  add     rsp,0x70
  0004f0  test    rdx,rdx
  0004f3  je      0x0000000000001181
  0004f9  mov     r14,r11
; v29:int = lt 28, v0
; guard_true v29 => dispatch/1 (37) {more=0, tape=v28, p=v22, pc=28}
  0004fc  mov     r11,0x1c
  000503  cmp     r11,rbx
  000506  jge     0x0000000000001203
; v31:int = readlist v28, v22 => close_bracket/0 (46) {tape=v28, p=v22, pc=28}
  00050c  cmp     r15,[r14]
  000514  jae     0x0000000000001289
  00051a  mov     rax,[r14+8]
  000522  cmp     byte ptr [rax+r15],1
  000527  jne     0x0000000000001289
  00052d  mov     rax,[r14+0x10]
  000535  mov     rbx,[rax+r15*8]
; guard_true v31 => close_bracket/1 (46) {tape=v28, p=v22, pc=28, x=0}
  000539  test    rbx,rbx
  00053c  je      0x00000000000012f9
; guard_steps => loop/0 (49) {tape=v28, p=v22, pc=24}
; v34:list = phi tape v28
  000542  sub     rsp,0x70
  000549  mov     [rsp+0x30],rcx
  000551  mov     [rsp+0x38],rsi
  000559  mov     [rsp+0x40],rdi
  000561  mov     [rsp+0x48],r8
  000569  mov     [rsp+0x50],r9
  000571  mov     [rsp+0x58],r10
  000579  mov     [rsp],r14
  000581  mov     qword ptr [rsp+8],3
  00058d  mov     rdi,[rbp+0x20]
  000594  mov     esi,0
  000599  mov     rdx,rsp
  00059c  mov     rcx,2
  0005a6  mov     r8,1
  0005b0  mov     r9,1
  0005ba  mov     rax,<move_list>
  0005c4  call    rax
  0005c6  mov     r11,rax
  0005c9  mov     rcx,[rsp+0x30]
  0005d1  mov     rsi,[rsp+0x38]
  0005d9  mov     rdi,[rsp+0x40]
  0005e1  mov     r8,[rsp+0x48]
  0005e9  mov     r9,[rsp+0x50]
  0005f1  mov     r10,[rsp+0x58]
  0005f9  add     rsp,0x70
; v35:int = phi p v22
; loop (49)
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

; T1: 2953 bytes
  001a40  mov     qword ptr [rbp+0x18],0
; v0:int = input n
  001a4b  cmp     qword ptr [rbp+0xd0],1
  001a56  jne     0x0000000000001f6a
  001a5c  mov     rbx,[rbp+0x28]
; v1:list = input src
  001a63  cmp     qword ptr [rbp+0xd8],3
  001a6e  jne     0x0000000000001f6a
  001a74  mov     r12,[rbp+0x30]
; v2:list = input jumps
  001a7b  cmp     qword ptr [rbp+0xe0],3
  001a86  jne     0x0000000000001f6a
  001a8c  mov     r13,[rbp+0x38]
; v3:list = input tape
  001a93  cmp     qword ptr [rbp+0x138],3
  001a9e  jne     0x0000000000001f6a
  001aa4  mov     r14,[rbp+0x90]
; v4:int = input p
  001aab  cmp     qword ptr [rbp+0x140],1
  001ab6  jne     0x0000000000001f6a
  001abc  mov     r15,[rbp+0x98]
; v5:int = input pc
  001ac3  cmp     qword ptr [rbp+0x148],1
  001ace  jne     0x0000000000001f6a
  001ad4  mov     rsi,[rbp+0xa0]
; guard_value v1, [43, 43, 43, 43, 43, 43, 43, 43, 91, 62, 43, 43, 43, 43, 43, 43, 43, 43, 60, 45, 93, 62, 43, 91, 62, 43, 60, 45, 93, 62, 46, 91, 45, 93, 43, 43, 43, 43, 43, 43, 43, 43, 43, 43, 46] => loop/0 (0) {tape=v3, pc=v5}
  001adb  mov     rax,<list k0>
  001ae5  cmp     r12,rax
  001ae8  jne     0x0000000000001f79
; guard_value v2, [0, 0, 0, 0, 0, 0, 0, 0, 20, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 8, 0, 0, 28, 0, 0, 0, 0, 23, 0, 0, 33, 0, 31, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] => loop_jumps/0 (1) {tape=v3, pc=v5}
  001aee  mov     rax,<list k1>
  001af8  cmp     r13,rax
  001afb  jne     0x0000000000001fe5
; guard_value v5, 32 => loop_pc/0 (2) {tape=v3, pc=v5}
  001b01  cmp     rsi,0x20
  001b08  jne     0x0000000000002051
; v9:int = lt 32, v0
; guard_true v9 => dispatch/1 (3) {more=0, tape=v3, pc=32}
  001b0e  mov     r11,0x20
  001b15  cmp     r11,rbx
  001b18  jge     0x0000000000002096
; v11:int = readlist v3, v4 => minus/0 (6) {tape=v3, pc=32}
  001b1e  cmp     r15,[r14]
  001b26  jae     0x00000000000020e3
  001b2c  mov     rax,[r14+8]
  001b34  cmp     byte ptr [rax+r15],1
  001b39  jne     0x00000000000020e3
  001b3f  mov     rax,[r14+0x10]
  001b47  mov     rsi,[rax+r15*8]
; v12:int = sub v11, 1 => minus/1 (6) {tape=v3, pc=32, x=v11}
  001b4b  sub     rsi,1
  001b52  jo      0x000000000000211a
; v13:int = mod v12, 256 => minus/2 (6) {tape=v3, pc=32, x=v12}
  001b58  mov     r11,0x100
  001b5f  mov     rax,rsi
  001b62  test    r11,r11
  001b65  je      0x000000000000216a
  001b6b  cmp     r11,0xffffffffffffffff
  001b72  jne     0x0000000000001b8b
  001b78  mov     rdx,<exit lists 0>000000000000000
  001b82  cmp     rax,rdx
  001b85  je      0x000000000000216a
  001b8b  cqo
  001b8d  idiv    r11
  001b90  test    rdx,rdx
  001b93  je      0x0000000000001ba8
  001b99  mov     rax,rdx
  001b9c  xor     rax,r11
  001b9f  jns     0x0000000000001ba8
  001ba5  add     rdx,r11
  001ba8  mov     rsi,rdx
; v14:list = set v3, v4, v13 owned => minus/3 (6) {tape=v3, pc=32, x=v13}
  001bab  sub     rsp,0x70
  001bb2  mov     [rsp+0x30],rcx
  001bba  mov     [rsp+0x38],rsi
  001bc2  mov     [rsp+0x40],rdi
  001bca  mov     [rsp+0x48],r8
  001bd2  mov     [rsp+0x50],r9
  001bda  mov     [rsp+0x58],r10
  001be2  mov     [rsp],r14
  001bea  mov     qword ptr [rsp+8],3
  001bf6  mov     [rsp+0x10],r15
  001bfe  mov     qword ptr [rsp+0x18],1
  001c0a  mov     [rsp+0x20],rsi
  001c12  mov     qword ptr [rsp+0x28],1
  001c1e  mov     rdi,[rbp+0x20]
  001c25  mov     esi,0xe
  001c2a  mov     rdx,rsp
  001c2d  mov     rcx,4
  001c37  mov     r8,0xfffffffffffffff2
  001c41  mov     r9,0
  001c4b  mov     rax,<list_op>
  001c55  call    rax
  001c57  mov     r11,rax
  001c5a  mov     rcx,[rsp+0x30]
  001c62  mov     rsi,[rsp+0x38]
  001c6a  mov     rdi,[rsp+0x40]
  001c72  mov     r8,[rsp+0x48]
  001c7a  mov     r9,[rsp+0x50]
  001c82  mov     r10,[rsp+0x58]
  001c8a  add     rsp,0x70
  001c91  test    rdx,rdx
  001c94  je      0x00000000000021b3
  001c9a  mov     r14,r11
; v15:int = lt 33, v0
; guard_true v15 => dispatch/1 (11) {more=0, tape=v14, pc=33}
  001c9d  mov     r11,0x21
  001ca4  cmp     r11,rbx
  001ca7  jge     0x00000000000021fc
; v17:int = readlist v14, v4 => close_bracket/0 (20) {tape=v14, pc=33}
  001cad  cmp     r15,[r14]
  001cb5  jae     0x0000000000002270
  001cbb  mov     rax,[r14+8]
  001cc3  cmp     byte ptr [rax+r15],1
  001cc8  jne     0x0000000000002270
  001cce  mov     rax,[r14+0x10]
  001cd6  mov     rbx,[rax+r15*8]
; guard_true v17 => close_bracket/1 (20) {tape=v14, pc=33, x=0}
  001cda  test    rbx,rbx
  001cdd  je      0x00000000000022ce
; guard_steps => loop/0 (23) {tape=v14, pc=32}
; v20:list = phi tape v14
  001ce3  sub     rsp,0x70
  001cea  mov     [rsp+0x30],rcx
  001cf2  mov     [rsp+0x38],rsi
  001cfa  mov     [rsp+0x40],rdi
  001d02  mov     [rsp+0x48],r8
  001d0a  mov     [rsp+0x50],r9
  001d12  mov     [rsp+0x58],r10
  001d1a  mov     [rsp],r14
  001d22  mov     qword ptr [rsp+8],3
  001d2e  mov     rdi,[rbp+0x20]
  001d35  mov     esi,0
  001d3a  mov     rdx,rsp
  001d3d  mov     rcx,5
  001d47  mov     r8,4
  001d51  mov     r9,1
  001d5b  mov     rax,<move_list>
  001d65  call    rax
  001d67  mov     r11,rax
  001d6a  mov     rcx,[rsp+0x30]
  001d72  mov     rsi,[rsp+0x38]
  001d7a  mov     rdi,[rsp+0x40]
  001d82  mov     r8,[rsp+0x48]
  001d8a  mov     r9,[rsp+0x50]
  001d92  mov     r10,[rsp+0x58]
  001d9a  add     rsp,0x70
; loop (23)
  001da1  nop
  001da2  nop
  001da3  nop
  001da4  nop
  001da5  nop
  001da6  nop
  001da7  nop
  001da8  nop
  001da9  nop
  001daa  nop
  001dab  nop
  001dac  nop
  001dad  nop
  001dae  nop
  001daf  nop
; v22:int = readlist v20, v4 => minus/0 (6) {tape=v20, pc=32}
  001db0  cmp     r15,[r14]
  001db8  jae     0x0000000000002342
  001dbe  mov     rax,[r14+8]
  001dc6  cmp     byte ptr [rax+r15],1
  001dcb  jne     0x0000000000002342
  001dd1  mov     rax,[r14+0x10]
  001dd9  mov     rbx,[rax+r15*8]
; v23:int = sub v22, 1 => minus/1 (6) {tape=v20, pc=32, x=v22}
  001ddd  sub     rbx,1
  001de4  jo      0x00000000000023a0
; v24:int = mod v23, 256 => minus/2 (6) {tape=v20, pc=32, x=v23}
  001dea  mov     r11,0x100
  001df1  mov     rax,rbx
  001df4  test    r11,r11
  001df7  je      0x0000000000002417
  001dfd  cmp     r11,0xffffffffffffffff
  001e04  jne     0x0000000000001e1d
  001e0a  mov     rdx,<exit lists 0>000000000000000
  001e14  cmp     rax,rdx
  001e17  je      0x0000000000002417
  001e1d  cqo
  001e1f  idiv    r11
  001e22  test    rdx,rdx
  001e25  je      0x0000000000001e3a
  001e2b  mov     rax,rdx
  001e2e  xor     rax,r11
  001e31  jns     0x0000000000001e3a
  001e37  add     rdx,r11
  001e3a  mov     rbx,rdx
; v25:list = set v20, v4, v24 owned => minus/3 (6) {tape=v20, pc=32, x=v24}
  001e3d  sub     rsp,0x70
  001e44  mov     [rsp+0x30],rcx
  001e4c  mov     [rsp+0x38],rsi
  001e54  mov     [rsp+0x40],rdi
  001e5c  mov     [rsp+0x48],r8
  001e64  mov     [rsp+0x50],r9
  001e6c  mov     [rsp+0x58],r10
  001e74  mov     [rsp],r14
  001e7c  mov     qword ptr [rsp+8],3
  001e88  mov     [rsp+0x10],r15
  001e90  mov     qword ptr [rsp+0x18],1
  001e9c  mov     [rsp+0x20],rbx
  001ea4  mov     qword ptr [rsp+0x28],1
  001eb0  mov     rdi,[rbp+0x20]
  001eb7  mov     esi,0xe
  001ebc  mov     rdx,rsp
  001ebf  mov     rcx,5
  001ec9  mov     r8,5
  001ed3  mov     r9,0
  001edd  mov     rax,<list_op>
  001ee7  call    rax
  001ee9  mov     r11,rax
  001eec  mov     rcx,[rsp+0x30]
  001ef4  mov     rsi,[rsp+0x38]
  001efc  mov     rdi,[rsp+0x40]
  001f04  mov     r8,[rsp+0x48]
  001f0c  mov     r9,[rsp+0x50]
  001f14  mov     r10,[rsp+0x58]
  001f1c  add     rsp,0x70
  001f23  test    rdx,rdx
  001f26  je      0x0000000000002487
  001f2c  mov     r14,r11
; v26:int = readlist v25, v4 => close_bracket/0 (20) {tape=v25, pc=33}
  001f2f  cmp     r15,[r14]
  001f37  jae     0x00000000000024f7
  001f3d  mov     rax,[r14+8]
  001f45  cmp     byte ptr [rax+r15],1
  001f4a  jne     0x00000000000024f7
  001f50  mov     rax,[r14+0x10]
  001f58  mov     rbx,[rax+r15*8]
; guard_true v26 => close_bracket/1 (20) {tape=v25, pc=33, x=0}
  001f5c  test    rbx,rbx
  001f5f  jne     0x0000000000001db0
  001f65  jmp     0x0000000000002555
; guard_steps => loop/0 (23) {tape=v25, pc=32}
; jump (23) v20 <- v25
; exits
  001f6a  mov     rax,0x1fffffffe
  001f74  jmp     0x0000000000000016
  001f79  mov     [rbp+0x10],r12
  001f80  mov     qword ptr [rbp+0x18],3
  001f8b  mov     [rbp+0x90],r14
  001f92  mov     qword ptr [rbp+0x138],3
  001f9d  mov     [rbp+0xa0],rsi
  001fa4  mov     qword ptr [rbp+0x148],1
  001faf  mov     rdi,[rbp+0x20]
  001fb6  mov     rsi,8
  001fc0  mov     rdx,0
  001fca  mov     rax,<exit_lists>
  001fd4  call    rax
  001fd6  mov     rax,0x100000000
  001fe0  jmp     0x0000000000000016
  001fe5  mov     [rbp+0x10],r13
  001fec  mov     qword ptr [rbp+0x18],3
  001ff7  mov     [rbp+0x90],r14
  001ffe  mov     qword ptr [rbp+0x138],3
  002009  mov     [rbp+0xa0],rsi
  002010  mov     qword ptr [rbp+0x148],1
  00201b  mov     rdi,[rbp+0x20]
  002022  mov     rsi,8
  00202c  mov     rdx,0
  002036  mov     rax,<exit_lists>
  002040  call    rax
  002042  mov     rax,0x100000001
  00204c  jmp     0x0000000000000016
  002051  mov     [rbp+0x10],rsi
  002058  mov     qword ptr [rbp+0x18],1
  002063  mov     [rbp+0x90],r14
  00206a  mov     qword ptr [rbp+0x138],3
  002075  mov     [rbp+0xa0],rsi
  00207c  mov     qword ptr [rbp+0x148],1
  002087  mov     rax,0x100000002
  002091  jmp     0x0000000000000016
  002096  mov     qword ptr [rbp+0x58],0
  0020a1  mov     qword ptr [rbp+0x100],1
  0020ac  mov     [rbp+0x90],r14
  0020b3  mov     qword ptr [rbp+0x138],3
  0020be  mov     qword ptr [rbp+0xa0],0x20
  0020c9  mov     qword ptr [rbp+0x148],1
  0020d4  mov     rax,0x100000003
  0020de  jmp     0x0000000000000016
  0020e3  mov     [rbp+0x90],r14
  0020ea  mov     qword ptr [rbp+0x138],3
  0020f5  mov     qword ptr [rbp+0xa0],0x20
  002100  mov     qword ptr [rbp+0x148],1
  00210b  mov     rax,0x100000004
  002115  jmp     0x0000000000000016
  00211a  add     rsi,1
  002121  mov     [rbp+0x90],r14
  002128  mov     qword ptr [rbp+0x138],3
  002133  mov     qword ptr [rbp+0xa0],0x20
  00213e  mov     qword ptr [rbp+0x148],1
  002149  mov     [rbp+0xb0],rsi
  002150  mov     qword ptr [rbp+0x158],1
  00215b  mov     rax,0x100000005
  002165  jmp     0x0000000000000016
  00216a  mov     [rbp+0x90],r14
  002171  mov     qword ptr [rbp+0x138],3
  00217c  mov     qword ptr [rbp+0xa0],0x20
  002187  mov     qword ptr [rbp+0x148],1
  002192  mov     [rbp+0xb0],rsi
  002199  mov     qword ptr [rbp+0x158],1
  0021a4  mov     rax,0x100000006
  0021ae  jmp     0x0000000000000016
  0021b3  mov     [rbp+0x90],r14
  0021ba  mov     qword ptr [rbp+0x138],3
  0021c5  mov     qword ptr [rbp+0xa0],0x20
  0021d0  mov     qword ptr [rbp+0x148],1
  0021db  mov     [rbp+0xb0],rsi
  0021e2  mov     qword ptr [rbp+0x158],1
  0021ed  mov     rax,0x100000007
  0021f7  jmp     0x0000000000000016
  0021fc  mov     qword ptr [rbp+0x58],0
  002207  mov     qword ptr [rbp+0x100],1
  002212  mov     [rbp+0x90],r14
  002219  mov     qword ptr [rbp+0x138],3
  002224  mov     qword ptr [rbp+0xa0],0x21
  00222f  mov     qword ptr [rbp+0x148],1
  00223a  mov     rdi,[rbp+0x20]
  002241  mov     rsi,<exit lists 2>
  00224b  mov     rdx,1
  002255  mov     rax,<exit_lists>
  00225f  call    rax
  002261  mov     rax,0x100000008
  00226b  jmp     0x0000000000000016
  002270  mov     [rbp+0x90],r14
  002277  mov     qword ptr [rbp+0x138],3
  002282  mov     qword ptr [rbp+0xa0],0x21
  00228d  mov     qword ptr [rbp+0x148],1
  002298  mov     rdi,[rbp+0x20]
  00229f  mov     rsi,<exit lists 3>
  0022a9  mov     rdx,1
  0022b3  mov     rax,<exit_lists>
  0022bd  call    rax
  0022bf  mov     rax,0x100000009
  0022c9  jmp     0x0000000000000016
  0022ce  mov     [rbp+0x90],r14
  0022d5  mov     qword ptr [rbp+0x138],3
  0022e0  mov     qword ptr [rbp+0xa0],0x21
  0022eb  mov     qword ptr [rbp+0x148],1
  0022f6  mov     qword ptr [rbp+0xb0],0
  002301  mov     qword ptr [rbp+0x158],1
  00230c  mov     rdi,[rbp+0x20]
  002313  mov     rsi,<exit lists 4>
  00231d  mov     rdx,1
  002327  mov     rax,<exit_lists>
  002331  call    rax
  002333  mov     rax,0x10000000a
  00233d  jmp     0x0000000000000016
  002342  mov     [rbp+0x90],r14
  002349  mov     qword ptr [rbp+0x138],3
  002354  mov     qword ptr [rbp+0xa0],0x20
  00235f  mov     qword ptr [rbp+0x148],1
  00236a  mov     rdi,[rbp+0x20]
  002371  mov     rsi,<exit lists 5>
  00237b  mov     rdx,1
  002385  mov     rax,<exit_lists>
  00238f  call    rax
  002391  mov     rax,0x10000000c
  00239b  jmp     0x0000000000000016
  0023a0  add     rbx,1
  0023a7  mov     [rbp+0x90],r14
  0023ae  mov     qword ptr [rbp+0x138],3
  0023b9  mov     qword ptr [rbp+0xa0],0x20
  0023c4  mov     qword ptr [rbp+0x148],1
  0023cf  mov     [rbp+0xb0],rbx
  0023d6  mov     qword ptr [rbp+0x158],1
  0023e1  mov     rdi,[rbp+0x20]
  0023e8  mov     rsi,<exit lists 6>
  0023f2  mov     rdx,1
  0023fc  mov     rax,<exit_lists>
  002406  call    rax
  002408  mov     rax,0x10000000d
  002412  jmp     0x0000000000000016
  002417  mov     [rbp+0x90],r14
  00241e  mov     qword ptr [rbp+0x138],3
  002429  mov     qword ptr [rbp+0xa0],0x20
  002434  mov     qword ptr [rbp+0x148],1
  00243f  mov     [rbp+0xb0],rbx
  002446  mov     qword ptr [rbp+0x158],1
  002451  mov     rdi,[rbp+0x20]
  002458  mov     rsi,<exit lists 7>
  002462  mov     rdx,1
  00246c  mov     rax,<exit_lists>
  002476  call    rax
  002478  mov     rax,0x10000000e
  002482  jmp     0x0000000000000016
  002487  mov     [rbp+0x90],r14
  00248e  mov     qword ptr [rbp+0x138],3
  002499  mov     qword ptr [rbp+0xa0],0x20
  0024a4  mov     qword ptr [rbp+0x148],1
  0024af  mov     [rbp+0xb0],rbx
  0024b6  mov     qword ptr [rbp+0x158],1
  0024c1  mov     rdi,[rbp+0x20]
  0024c8  mov     rsi,<exit lists 8>
  0024d2  mov     rdx,1
  0024dc  mov     rax,<exit_lists>
  0024e6  call    rax
  0024e8  mov     rax,0x10000000f
  0024f2  jmp     0x0000000000000016
  0024f7  mov     [rbp+0x90],r14
  0024fe  mov     qword ptr [rbp+0x138],3
  002509  mov     qword ptr [rbp+0xa0],0x21
  002514  mov     qword ptr [rbp+0x148],1
  00251f  mov     rdi,[rbp+0x20]
  002526  mov     rsi,<exit lists 9>
  002530  mov     rdx,1
  00253a  mov     rax,<exit_lists>
  002544  call    rax
  002546  mov     rax,0x100000010
  002550  jmp     0x0000000000000016
  002555  mov     [rbp+0x90],r14
  00255c  mov     qword ptr [rbp+0x138],3
  002567  mov     qword ptr [rbp+0xa0],0x21
  002572  mov     qword ptr [rbp+0x148],1
  00257d  mov     qword ptr [rbp+0xb0],0
  002588  mov     qword ptr [rbp+0x158],1
  002593  mov     rdi,[rbp+0x20]
  00259a  mov     rsi,<exit lists 10>
  0025a4  mov     rdx,1
  0025ae  mov     rax,<exit_lists>
  0025b8  call    rax
  0025ba  mov     rax,0x100000011
  0025c4  jmp     0x0000000000000016
