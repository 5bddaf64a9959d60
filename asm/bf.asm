; T0: 4456 bytes
  000030  mov     qword ptr [rbp+0x18],0
; v0:int = input n
  00003b  cmp     qword ptr [rbp+0xd0],1
  000046  jne     0x00000000000007b3
  00004c  mov     rbx,[rbp+0x28]
; v1:list = input src
  000053  cmp     qword ptr [rbp+0xd8],3
  00005e  jne     0x00000000000007b3
  000064  mov     r12,[rbp+0x30]
; v2:list = input jumps
  00006b  cmp     qword ptr [rbp+0xe0],3
  000076  jne     0x00000000000007b3
  00007c  mov     r13,[rbp+0x38]
; v3:list = input tape
  000083  cmp     qword ptr [rbp+0x138],3
  00008e  jne     0x00000000000007b3
  000094  mov     r14,[rbp+0x90]
; v4:int = input p
  00009b  cmp     qword ptr [rbp+0x140],1
  0000a6  jne     0x00000000000007b3
  0000ac  mov     r15,[rbp+0x98]
; v5:int = input pc
  0000b3  cmp     qword ptr [rbp+0x148],1
  0000be  jne     0x00000000000007b3
  0000c4  mov     rsi,[rbp+0xa0]
; guard_value v1, [43, 43, 43, 43, 43, 43, 43, 43, 91, 62, 43, 43, 43, 43, 43, 43, 43, 43, 60, 45, 93, 62, 43, 91, 62, 43, 60, 45, 93, 62, 46, 91, 45, 93, 43, 43, 43, 43, 43, 43, 43, 43, 43, 43, 46] => loop/0 (0) {tape=v3, p=v4, pc=v5}
  0000cb  mov     rax,<list k0>
  0000d5  cmp     r12,rax
  0000d8  jne     0x00000000000007c2
; guard_value v2, [0, 0, 0, 0, 0, 0, 0, 0, 20, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 8, 0, 0, 28, 0, 0, 0, 0, 23, 0, 0, 33, 0, 31, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] => loop_jumps/0 (1) {tape=v3, p=v4, pc=v5}
  0000de  mov     rax,<list k1>
  0000e8  cmp     r13,rax
  0000eb  jne     0x0000000000000840
; guard_value v5, 24 => loop_pc/0 (2) {tape=v3, p=v4, pc=v5}
  0000f1  cmp     rsi,0x18
  0000f8  jne     0x00000000000008be
; v9:int = lt 24, v0
; guard_true v9 => dispatch/1 (3) {more=0, tape=v3, p=v4, pc=24}
  0000fe  mov     r11,0x18
  000105  cmp     r11,rbx
  000108  jge     0x0000000000000915
; v11:int = add v4, 1 => right/0 (7) {tape=v3, p=v4, pc=24}
  00010e  add     r15,1
  000115  jo      0x0000000000000974
; v12:int = mod v11, 65536 => right/1 (7) {tape=v3, p=v11, pc=24}
  00011b  and     r15,0xffff
; v13:int = lt 25, v0
; guard_true v13 => dispatch/1 (12) {more=0, tape=v3, p=v12, pc=25}
  000122  mov     r11,0x19
  000129  cmp     r11,rbx
  00012c  jge     0x00000000000009c4
; v15:int = readlist v3, v12 => plus/0 (14) {tape=v3, p=v12, pc=25}
  000132  cmp     r15,[r14]
  00013a  jae     0x0000000000000a23
  000140  mov     rax,[r14+8]
  000148  test    rax,rax
  00014b  je      0x000000000000015c
  000151  cmp     byte ptr [rax+r15],1
  000156  jne     0x0000000000000a23
  00015c  mov     rax,[r14+0x10]
  000164  mov     rsi,[rax+r15*8]
; v16:int = add v15, 1 => plus/1 (14) {tape=v3, p=v12, pc=25, x=v15}
  000168  add     rsi,1
  00016f  jo      0x0000000000000a6c
; v17:int = mod v16, 256 => plus/2 (14) {tape=v3, p=v12, pc=25, x=v16}
  000175  and     rsi,0xff
; v18:list = set v3, v12, v17 owned => plus/3 (14) {tape=v3, p=v12, pc=25, x=v17}
  00017c  sub     rsp,0x70
  000183  mov     [rsp+0x30],rcx
  00018b  mov     [rsp+0x38],rsi
  000193  mov     [rsp+0x40],rdi
  00019b  mov     [rsp+0x48],r8
  0001a3  mov     [rsp+0x50],r9
  0001ab  mov     [rsp+0x58],r10
  0001b3  mov     [rsp],r14
  0001bb  mov     qword ptr [rsp+8],3
  0001c7  mov     [rsp+0x10],r15
  0001cf  mov     qword ptr [rsp+0x18],1
  0001db  mov     [rsp+0x20],rsi
  0001e3  mov     qword ptr [rsp+0x28],1
  0001ef  mov     rdi,[rbp+0x20]
  0001f6  mov     esi,0xe
  0001fb  mov     rdx,rsp
  0001fe  mov     rcx,0xfffffffffffffff2
  000208  mov     r8,0xfffffffffffffff2
  000212  mov     r9,0
  00021c  mov     rax,<list_op>
  000226  call    rax
  000228  mov     r11,rax
  00022b  mov     rcx,[rsp+0x30]
  000233  mov     rsi,[rsp+0x38]
  00023b  mov     rdi,[rsp+0x40]
  000243  mov     r8,[rsp+0x48]
  00024b  mov     r9,[rsp+0x50]
  000253  mov     r10,[rsp+0x58]
  00025b  add     rsp,0x70
  000262  test    rdx,rdx
  000265  je      0x0000000000000ace
  00026b  mov     r14,r11
; v19:int = lt 26, v0
; guard_true v19 => dispatch/1 (19) {more=0, tape=v18, p=v12, pc=26}
  00026e  mov     r11,0x1a
  000275  cmp     r11,rbx
  000278  jge     0x0000000000000b29
; v21:int = sub v12, 1 => left/0 (24) {tape=v18, p=v12, pc=26}
  00027e  sub     r15,1
  000285  jo      0x0000000000000b88
; v22:int = mod v21, 65536 => left/1 (24) {tape=v18, p=v21, pc=26}
  00028b  and     r15,0xffff
; v23:int = lt 27, v0
; guard_true v23 => dispatch/1 (29) {more=0, tape=v18, p=v22, pc=27}
  000292  mov     r11,0x1b
  000299  cmp     r11,rbx
  00029c  jge     0x0000000000000bd8
; v25:int = readlist v18, v22 => minus/0 (32) {tape=v18, p=v22, pc=27}
  0002a2  cmp     r15,[r14]
  0002aa  jae     0x0000000000000c37
  0002b0  mov     rax,[r14+8]
  0002b8  test    rax,rax
  0002bb  je      0x00000000000002cc
  0002c1  cmp     byte ptr [rax+r15],1
  0002c6  jne     0x0000000000000c37
  0002cc  mov     rax,[r14+0x10]
  0002d4  mov     rsi,[rax+r15*8]
; v26:int = sub v25, 1 => minus/1 (32) {tape=v18, p=v22, pc=27, x=v25}
  0002d8  sub     rsi,1
  0002df  jo      0x0000000000000c80
; v27:int = mod v26, 256 => minus/2 (32) {tape=v18, p=v22, pc=27, x=v26}
  0002e5  and     rsi,0xff
; v28:list = set v18, v22, v27 owned => minus/3 (32) {tape=v18, p=v22, pc=27, x=v27}
  0002ec  cmp     qword ptr [r14+8],0
  0002f8  jne     0x00000000000004ce
  0002fe  cmp     r15,[r14]
  000306  jae     0x00000000000004ce
  00030c  mov     rax,[r14+0x10]
  000314  lea     rax,[rax+r15*8]
  000318  mov     [rax],rsi
; v29:int = lt 28, v0
; guard_true v29 => dispatch/1 (37) {more=0, tape=v28, p=v22, pc=28}
  00031b  mov     r11,0x1c
  000322  cmp     r11,rbx
  000325  jge     0x0000000000000ce2
; v31:int = readlist v28, v22 => close_bracket/0 (46) {tape=v28, p=v22, pc=28}
  00032b  cmp     r15,[r14]
  000333  jae     0x0000000000000d41
  000339  mov     rax,[r14+8]
  000341  test    rax,rax
  000344  je      0x0000000000000355
  00034a  cmp     byte ptr [rax+r15],1
  00034f  jne     0x0000000000000d41
  000355  mov     rax,[r14+0x10]
  00035d  mov     rbx,[rax+r15*8]
; guard_true v31 => close_bracket/1 (46) {tape=v28, p=v22, pc=28, x=0}
  000361  test    rbx,rbx
  000364  je      0x0000000000000d8a
; guard_steps => loop/0 (49) {tape=v28, p=v22, pc=24}
; v34:list = phi tape v28
; v35:int = phi p v22
; loop (49)
  00036a  nop
  00036b  nop
  00036c  nop
  00036d  nop
  00036e  nop
  00036f  nop
; v37:int = add v35, 1 => right/0 (7) {tape=v34, p=v35, pc=24}
  000370  add     r15,1
  000377  jo      0x0000000000000de9
; v38:int = mod v37, 65536 => right/1 (7) {tape=v34, p=v37, pc=24}
  00037d  and     r15,0xffff
; v39:int = readlist v34, v38 => plus/0 (14) {tape=v34, p=v38, pc=25}
  000384  cmp     r15,[r14]
  00038c  jae     0x0000000000000e39
  000392  mov     rax,[r14+8]
  00039a  test    rax,rax
  00039d  je      0x00000000000003ae
  0003a3  cmp     byte ptr [rax+r15],1
  0003a8  jne     0x0000000000000e39
  0003ae  mov     rax,[r14+0x10]
  0003b6  mov     rbx,[rax+r15*8]
; v40:int = add v39, 1 => plus/1 (14) {tape=v34, p=v38, pc=25, x=v39}
  0003ba  add     rbx,1
  0003c1  jo      0x0000000000000e82
; v41:int = mod v40, 256 => plus/2 (14) {tape=v34, p=v38, pc=25, x=v40}
  0003c7  and     rbx,0xff
; v42:list = set v34, v38, v41 owned => plus/3 (14) {tape=v34, p=v38, pc=25, x=v41}
  0003ce  cmp     qword ptr [r14+8],0
  0003da  jne     0x00000000000005c5
  0003e0  cmp     r15,[r14]
  0003e8  jae     0x00000000000005c5
  0003ee  mov     rax,[r14+0x10]
  0003f6  lea     rax,[rax+r15*8]
  0003fa  mov     [rax],rbx
; v43:int = sub v38, 1 => left/0 (24) {tape=v42, p=v38, pc=26}
  0003fd  sub     r15,1
  000404  jo      0x0000000000000ee4
; v44:int = mod v43, 65536 => left/1 (24) {tape=v42, p=v43, pc=26}
  00040a  and     r15,0xffff
; v45:int = readlist v42, v44 => minus/0 (32) {tape=v42, p=v44, pc=27}
  000411  cmp     r15,[r14]
  000419  jae     0x0000000000000f34
  00041f  mov     rax,[r14+8]
  000427  test    rax,rax
  00042a  je      0x000000000000043b
  000430  cmp     byte ptr [rax+r15],1
  000435  jne     0x0000000000000f34
  00043b  mov     rax,[r14+0x10]
  000443  mov     rbx,[rax+r15*8]
; v46:int = sub v45, 1 => minus/1 (32) {tape=v42, p=v44, pc=27, x=v45}
  000447  sub     rbx,1
  00044e  jo      0x0000000000000f7d
; v47:int = mod v46, 256 => minus/2 (32) {tape=v42, p=v44, pc=27, x=v46}
  000454  and     rbx,0xff
; v48:list = set v42, v44, v47 owned => minus/3 (32) {tape=v42, p=v44, pc=27, x=v47}
  00045b  cmp     qword ptr [r14+8],0
  000467  jne     0x00000000000006bc
  00046d  cmp     r15,[r14]
  000475  jae     0x00000000000006bc
  00047b  mov     rax,[r14+0x10]
  000483  lea     rax,[rax+r15*8]
  000487  mov     [rax],rbx
; v49:int = readlist v48, v44 => close_bracket/0 (46) {tape=v48, p=v44, pc=28}
  00048a  cmp     r15,[r14]
  000492  jae     0x0000000000000fdf
  000498  mov     rax,[r14+8]
  0004a0  test    rax,rax
  0004a3  je      0x00000000000004b4
  0004a9  cmp     byte ptr [rax+r15],1
  0004ae  jne     0x0000000000000fdf
  0004b4  mov     rax,[r14+0x10]
  0004bc  mov     rbx,[rax+r15*8]
; guard_true v49 => close_bracket/1 (46) {tape=v48, p=v44, pc=28, x=0}
  0004c0  test    rbx,rbx
  0004c3  jne     0x0000000000000370
  0004c9  jmp     0x0000000000001028
; guard_steps => loop/0 (49) {tape=v48, p=v44, pc=24}
; jump (49) v34 <- v48, v35 <- v44
  0004ce  sub     rsp,0x70
  0004d5  mov     [rsp+0x30],rcx
  0004dd  mov     [rsp+0x38],rsi
  0004e5  mov     [rsp+0x40],rdi
  0004ed  mov     [rsp+0x48],r8
  0004f5  mov     [rsp+0x50],r9
  0004fd  mov     [rsp+0x58],r10
  000505  mov     [rsp],r14
  00050d  mov     qword ptr [rsp+8],3
  000519  mov     [rsp+0x10],r15
  000521  mov     qword ptr [rsp+0x18],1
  00052d  mov     [rsp+0x20],rsi
  000535  mov     qword ptr [rsp+0x28],1
  000541  mov     rdi,[rbp+0x20]
  000548  mov     esi,0xe
  00054d  mov     rdx,rsp
  000550  mov     rcx,0xfffffffffffffff2
  00055a  mov     r8,0xfffffffffffffff2
  000564  mov     r9,0
  00056e  mov     rax,<list_op>
  000578  call    rax
  00057a  mov     r11,rax
  00057d  mov     rcx,[rsp+0x30]
  000585  mov     rsi,[rsp+0x38]
  00058d  mov     rdi,[rsp+0x40]
  000595  mov     r8,[rsp+0x48]
  00059d  mov     r9,[rsp+0x50]
  0005a5  mov     r10,[rsp+0x58]
  0005ad  add     rsp,0x70
  0005b4  test    rdx,rdx
  0005b7  je      0x0000000000001087
  0005bd  mov     r14,r11
  0005c0  jmp     0x000000000000031b
  0005c5  sub     rsp,0x70
  0005cc  mov     [rsp+0x30],rcx
  0005d4  mov     [rsp+0x38],rsi
  0005dc  mov     [rsp+0x40],rdi
  0005e4  mov     [rsp+0x48],r8
  0005ec  mov     [rsp+0x50],r9
  0005f4  mov     [rsp+0x58],r10
  0005fc  mov     [rsp],r14
  000604  mov     qword ptr [rsp+8],3
  000610  mov     [rsp+0x10],r15
  000618  mov     qword ptr [rsp+0x18],1
  000624  mov     [rsp+0x20],rbx
  00062c  mov     qword ptr [rsp+0x28],1
  000638  mov     rdi,[rbp+0x20]
  00063f  mov     esi,0xe
  000644  mov     rdx,rsp
  000647  mov     rcx,0xfffffffffffffff2
  000651  mov     r8,0xfffffffffffffff2
  00065b  mov     r9,0
  000665  mov     rax,<list_op>
  00066f  call    rax
  000671  mov     r11,rax
  000674  mov     rcx,[rsp+0x30]
  00067c  mov     rsi,[rsp+0x38]
  000684  mov     rdi,[rsp+0x40]
  00068c  mov     r8,[rsp+0x48]
  000694  mov     r9,[rsp+0x50]
  00069c  mov     r10,[rsp+0x58]
  0006a4  add     rsp,0x70
  0006ab  test    rdx,rdx
  0006ae  je      0x00000000000010e2
  0006b4  mov     r14,r11
  0006b7  jmp     0x00000000000003fd
  0006bc  sub     rsp,0x70
  0006c3  mov     [rsp+0x30],rcx
  0006cb  mov     [rsp+0x38],rsi
  0006d3  mov     [rsp+0x40],rdi
  0006db  mov     [rsp+0x48],r8
  0006e3  mov     [rsp+0x50],r9
  0006eb  mov     [rsp+0x58],r10
  0006f3  mov     [rsp],r14
  0006fb  mov     qword ptr [rsp+8],3
  000707  mov     [rsp+0x10],r15
  00070f  mov     qword ptr [rsp+0x18],1
  00071b  mov     [rsp+0x20],rbx
  000723  mov     qword ptr [rsp+0x28],1
  00072f  mov     rdi,[rbp+0x20]
  000736  mov     esi,0xe
  00073b  mov     rdx,rsp
  00073e  mov     rcx,0xfffffffffffffff2
  000748  mov     r8,0xfffffffffffffff2
  000752  mov     r9,0
  00075c  mov     rax,<list_op>
  000766  call    rax
  000768  mov     r11,rax
  00076b  mov     rcx,[rsp+0x30]
  000773  mov     rsi,[rsp+0x38]
  00077b  mov     rdi,[rsp+0x40]
  000783  mov     r8,[rsp+0x48]
  00078b  mov     r9,[rsp+0x50]
  000793  mov     r10,[rsp+0x58]
  00079b  add     rsp,0x70
  0007a2  test    rdx,rdx
  0007a5  je      0x000000000000113d
  0007ab  mov     r14,r11
  0007ae  jmp     0x000000000000048a
; exits
  0007b3  mov     rax,0xfffffffe
  0007bd  jmp     0x0000000000000016
  0007c2  mov     [rbp+0x10],r12
  0007c9  mov     qword ptr [rbp+0x18],3
  0007d4  mov     [rbp+0x90],r14
  0007db  mov     qword ptr [rbp+0x138],3
  0007e6  mov     [rbp+0x98],r15
  0007ed  mov     qword ptr [rbp+0x140],1
  0007f8  mov     [rbp+0xa0],rsi
  0007ff  mov     qword ptr [rbp+0x148],1
  00080a  mov     rdi,[rbp+0x20]
  000811  mov     rsi,8
  00081b  mov     rdx,0
  000825  mov     rax,<exit_lists>
  00082f  call    rax
  000831  mov     rax,0
  00083b  jmp     0x0000000000000016
  000840  mov     [rbp+0x10],r13
  000847  mov     qword ptr [rbp+0x18],3
  000852  mov     [rbp+0x90],r14
  000859  mov     qword ptr [rbp+0x138],3
  000864  mov     [rbp+0x98],r15
  00086b  mov     qword ptr [rbp+0x140],1
  000876  mov     [rbp+0xa0],rsi
  00087d  mov     qword ptr [rbp+0x148],1
  000888  mov     rdi,[rbp+0x20]
  00088f  mov     rsi,8
  000899  mov     rdx,0
  0008a3  mov     rax,<exit_lists>
  0008ad  call    rax
  0008af  mov     rax,1
  0008b9  jmp     0x0000000000000016
  0008be  mov     [rbp+0x10],rsi
  0008c5  mov     qword ptr [rbp+0x18],1
  0008d0  mov     [rbp+0x90],r14
  0008d7  mov     qword ptr [rbp+0x138],3
  0008e2  mov     [rbp+0x98],r15
  0008e9  mov     qword ptr [rbp+0x140],1
  0008f4  mov     [rbp+0xa0],rsi
  0008fb  mov     qword ptr [rbp+0x148],1
  000906  mov     rax,2
  000910  jmp     0x0000000000000016
  000915  mov     qword ptr [rbp+0x58],0
  000920  mov     qword ptr [rbp+0x100],1
  00092b  mov     [rbp+0x90],r14
  000932  mov     qword ptr [rbp+0x138],3
  00093d  mov     [rbp+0x98],r15
  000944  mov     qword ptr [rbp+0x140],1
  00094f  mov     qword ptr [rbp+0xa0],0x18
  00095a  mov     qword ptr [rbp+0x148],1
  000965  mov     rax,3
  00096f  jmp     0x0000000000000016
  000974  sub     r15,1
  00097b  mov     [rbp+0x90],r14
  000982  mov     qword ptr [rbp+0x138],3
  00098d  mov     [rbp+0x98],r15
  000994  mov     qword ptr [rbp+0x140],1
  00099f  mov     qword ptr [rbp+0xa0],0x18
  0009aa  mov     qword ptr [rbp+0x148],1
  0009b5  mov     rax,4
  0009bf  jmp     0x0000000000000016
  0009c4  mov     qword ptr [rbp+0x58],0
  0009cf  mov     qword ptr [rbp+0x100],1
  0009da  mov     [rbp+0x90],r14
  0009e1  mov     qword ptr [rbp+0x138],3
  0009ec  mov     [rbp+0x98],r15
  0009f3  mov     qword ptr [rbp+0x140],1
  0009fe  mov     qword ptr [rbp+0xa0],0x19
  000a09  mov     qword ptr [rbp+0x148],1
  000a14  mov     rax,6
  000a1e  jmp     0x0000000000000016
  000a23  mov     [rbp+0x90],r14
  000a2a  mov     qword ptr [rbp+0x138],3
  000a35  mov     [rbp+0x98],r15
  000a3c  mov     qword ptr [rbp+0x140],1
  000a47  mov     qword ptr [rbp+0xa0],0x19
  000a52  mov     qword ptr [rbp+0x148],1
  000a5d  mov     rax,7
  000a67  jmp     0x0000000000000016
  000a6c  sub     rsi,1
  000a73  mov     [rbp+0x90],r14
  000a7a  mov     qword ptr [rbp+0x138],3
  000a85  mov     [rbp+0x98],r15
  000a8c  mov     qword ptr [rbp+0x140],1
  000a97  mov     qword ptr [rbp+0xa0],0x19
  000aa2  mov     qword ptr [rbp+0x148],1
  000aad  mov     [rbp+0xb0],rsi
  000ab4  mov     qword ptr [rbp+0x158],1
  000abf  mov     rax,8
  000ac9  jmp     0x0000000000000016
  000ace  mov     [rbp+0x90],r14
  000ad5  mov     qword ptr [rbp+0x138],3
  000ae0  mov     [rbp+0x98],r15
  000ae7  mov     qword ptr [rbp+0x140],1
  000af2  mov     qword ptr [rbp+0xa0],0x19
  000afd  mov     qword ptr [rbp+0x148],1
  000b08  mov     [rbp+0xb0],rsi
  000b0f  mov     qword ptr [rbp+0x158],1
  000b1a  mov     rax,0xa
  000b24  jmp     0x0000000000000016
  000b29  mov     qword ptr [rbp+0x58],0
  000b34  mov     qword ptr [rbp+0x100],1
  000b3f  mov     [rbp+0x90],r14
  000b46  mov     qword ptr [rbp+0x138],3
  000b51  mov     [rbp+0x98],r15
  000b58  mov     qword ptr [rbp+0x140],1
  000b63  mov     qword ptr [rbp+0xa0],0x1a
  000b6e  mov     qword ptr [rbp+0x148],1
  000b79  mov     rax,0xb
  000b83  jmp     0x0000000000000016
  000b88  add     r15,1
  000b8f  mov     [rbp+0x90],r14
  000b96  mov     qword ptr [rbp+0x138],3
  000ba1  mov     [rbp+0x98],r15
  000ba8  mov     qword ptr [rbp+0x140],1
  000bb3  mov     qword ptr [rbp+0xa0],0x1a
  000bbe  mov     qword ptr [rbp+0x148],1
  000bc9  mov     rax,0xc
  000bd3  jmp     0x0000000000000016
  000bd8  mov     qword ptr [rbp+0x58],0
  000be3  mov     qword ptr [rbp+0x100],1
  000bee  mov     [rbp+0x90],r14
  000bf5  mov     qword ptr [rbp+0x138],3
  000c00  mov     [rbp+0x98],r15
  000c07  mov     qword ptr [rbp+0x140],1
  000c12  mov     qword ptr [rbp+0xa0],0x1b
  000c1d  mov     qword ptr [rbp+0x148],1
  000c28  mov     rax,0xe
  000c32  jmp     0x0000000000000016
  000c37  mov     [rbp+0x90],r14
  000c3e  mov     qword ptr [rbp+0x138],3
  000c49  mov     [rbp+0x98],r15
  000c50  mov     qword ptr [rbp+0x140],1
  000c5b  mov     qword ptr [rbp+0xa0],0x1b
  000c66  mov     qword ptr [rbp+0x148],1
  000c71  mov     rax,0xf
  000c7b  jmp     0x0000000000000016
  000c80  add     rsi,1
  000c87  mov     [rbp+0x90],r14
  000c8e  mov     qword ptr [rbp+0x138],3
  000c99  mov     [rbp+0x98],r15
  000ca0  mov     qword ptr [rbp+0x140],1
  000cab  mov     qword ptr [rbp+0xa0],0x1b
  000cb6  mov     qword ptr [rbp+0x148],1
  000cc1  mov     [rbp+0xb0],rsi
  000cc8  mov     qword ptr [rbp+0x158],1
  000cd3  mov     rax,0x10
  000cdd  jmp     0x0000000000000016
  000ce2  mov     qword ptr [rbp+0x58],0
  000ced  mov     qword ptr [rbp+0x100],1
  000cf8  mov     [rbp+0x90],r14
  000cff  mov     qword ptr [rbp+0x138],3
  000d0a  mov     [rbp+0x98],r15
  000d11  mov     qword ptr [rbp+0x140],1
  000d1c  mov     qword ptr [rbp+0xa0],0x1c
  000d27  mov     qword ptr [rbp+0x148],1
  000d32  mov     rax,0x13
  000d3c  jmp     0x0000000000000016
  000d41  mov     [rbp+0x90],r14
  000d48  mov     qword ptr [rbp+0x138],3
  000d53  mov     [rbp+0x98],r15
  000d5a  mov     qword ptr [rbp+0x140],1
  000d65  mov     qword ptr [rbp+0xa0],0x1c
  000d70  mov     qword ptr [rbp+0x148],1
  000d7b  mov     rax,0x14
  000d85  jmp     0x0000000000000016
  000d8a  mov     [rbp+0x90],r14
  000d91  mov     qword ptr [rbp+0x138],3
  000d9c  mov     [rbp+0x98],r15
  000da3  mov     qword ptr [rbp+0x140],1
  000dae  mov     qword ptr [rbp+0xa0],0x1c
  000db9  mov     qword ptr [rbp+0x148],1
  000dc4  mov     qword ptr [rbp+0xb0],0
  000dcf  mov     qword ptr [rbp+0x158],1
  000dda  mov     rax,0x15
  000de4  jmp     0x0000000000000016
  000de9  sub     r15,1
  000df0  mov     [rbp+0x90],r14
  000df7  mov     qword ptr [rbp+0x138],3
  000e02  mov     [rbp+0x98],r15
  000e09  mov     qword ptr [rbp+0x140],1
  000e14  mov     qword ptr [rbp+0xa0],0x18
  000e1f  mov     qword ptr [rbp+0x148],1
  000e2a  mov     rax,0x17
  000e34  jmp     0x0000000000000016
  000e39  mov     [rbp+0x90],r14
  000e40  mov     qword ptr [rbp+0x138],3
  000e4b  mov     [rbp+0x98],r15
  000e52  mov     qword ptr [rbp+0x140],1
  000e5d  mov     qword ptr [rbp+0xa0],0x19
  000e68  mov     qword ptr [rbp+0x148],1
  000e73  mov     rax,0x19
  000e7d  jmp     0x0000000000000016
  000e82  sub     rbx,1
  000e89  mov     [rbp+0x90],r14
  000e90  mov     qword ptr [rbp+0x138],3
  000e9b  mov     [rbp+0x98],r15
  000ea2  mov     qword ptr [rbp+0x140],1
  000ead  mov     qword ptr [rbp+0xa0],0x19
  000eb8  mov     qword ptr [rbp+0x148],1
  000ec3  mov     [rbp+0xb0],rbx
  000eca  mov     qword ptr [rbp+0x158],1
  000ed5  mov     rax,0x1a
  000edf  jmp     0x0000000000000016
  000ee4  add     r15,1
  000eeb  mov     [rbp+0x90],r14
  000ef2  mov     qword ptr [rbp+0x138],3
  000efd  mov     [rbp+0x98],r15
  000f04  mov     qword ptr [rbp+0x140],1
  000f0f  mov     qword ptr [rbp+0xa0],0x1a
  000f1a  mov     qword ptr [rbp+0x148],1
  000f25  mov     rax,0x1d
  000f2f  jmp     0x0000000000000016
  000f34  mov     [rbp+0x90],r14
  000f3b  mov     qword ptr [rbp+0x138],3
  000f46  mov     [rbp+0x98],r15
  000f4d  mov     qword ptr [rbp+0x140],1
  000f58  mov     qword ptr [rbp+0xa0],0x1b
  000f63  mov     qword ptr [rbp+0x148],1
  000f6e  mov     rax,0x1f
  000f78  jmp     0x0000000000000016
  000f7d  add     rbx,1
  000f84  mov     [rbp+0x90],r14
  000f8b  mov     qword ptr [rbp+0x138],3
  000f96  mov     [rbp+0x98],r15
  000f9d  mov     qword ptr [rbp+0x140],1
  000fa8  mov     qword ptr [rbp+0xa0],0x1b
  000fb3  mov     qword ptr [rbp+0x148],1
  000fbe  mov     [rbp+0xb0],rbx
  000fc5  mov     qword ptr [rbp+0x158],1
  000fd0  mov     rax,0x20
  000fda  jmp     0x0000000000000016
  000fdf  mov     [rbp+0x90],r14
  000fe6  mov     qword ptr [rbp+0x138],3
  000ff1  mov     [rbp+0x98],r15
  000ff8  mov     qword ptr [rbp+0x140],1
  001003  mov     qword ptr [rbp+0xa0],0x1c
  00100e  mov     qword ptr [rbp+0x148],1
  001019  mov     rax,0x23
  001023  jmp     0x0000000000000016
  001028  mov     [rbp+0x90],r14
  00102f  mov     qword ptr [rbp+0x138],3
  00103a  mov     [rbp+0x98],r15
  001041  mov     qword ptr [rbp+0x140],1
  00104c  mov     qword ptr [rbp+0xa0],0x1c
  001057  mov     qword ptr [rbp+0x148],1
  001062  mov     qword ptr [rbp+0xb0],0
  00106d  mov     qword ptr [rbp+0x158],1
  001078  mov     rax,0x24
  001082  jmp     0x0000000000000016
  001087  mov     [rbp+0x90],r14
  00108e  mov     qword ptr [rbp+0x138],3
  001099  mov     [rbp+0x98],r15
  0010a0  mov     qword ptr [rbp+0x140],1
  0010ab  mov     qword ptr [rbp+0xa0],0x1b
  0010b6  mov     qword ptr [rbp+0x148],1
  0010c1  mov     [rbp+0xb0],rsi
  0010c8  mov     qword ptr [rbp+0x158],1
  0010d3  mov     rax,0x12
  0010dd  jmp     0x0000000000000016
  0010e2  mov     [rbp+0x90],r14
  0010e9  mov     qword ptr [rbp+0x138],3
  0010f4  mov     [rbp+0x98],r15
  0010fb  mov     qword ptr [rbp+0x140],1
  001106  mov     qword ptr [rbp+0xa0],0x19
  001111  mov     qword ptr [rbp+0x148],1
  00111c  mov     [rbp+0xb0],rbx
  001123  mov     qword ptr [rbp+0x158],1
  00112e  mov     rax,0x1c
  001138  jmp     0x0000000000000016
  00113d  mov     [rbp+0x90],r14
  001144  mov     qword ptr [rbp+0x138],3
  00114f  mov     [rbp+0x98],r15
  001156  mov     qword ptr [rbp+0x140],1
  001161  mov     qword ptr [rbp+0xa0],0x1b
  00116c  mov     qword ptr [rbp+0x148],1
  001177  mov     [rbp+0xb0],rbx
  00117e  mov     qword ptr [rbp+0x158],1
  001189  mov     rax,0x22
  001193  jmp     0x0000000000000016

; T1: 2194 bytes
  0011a0  mov     qword ptr [rbp+0x18],0
; v0:int = input n
  0011ab  cmp     qword ptr [rbp+0xd0],1
  0011b6  jne     0x00000000000015c4
  0011bc  mov     rbx,[rbp+0x28]
; v1:list = input src
  0011c3  cmp     qword ptr [rbp+0xd8],3
  0011ce  jne     0x00000000000015c4
  0011d4  mov     r12,[rbp+0x30]
; v2:list = input jumps
  0011db  cmp     qword ptr [rbp+0xe0],3
  0011e6  jne     0x00000000000015c4
  0011ec  mov     r13,[rbp+0x38]
; v3:list = input tape
  0011f3  cmp     qword ptr [rbp+0x138],3
  0011fe  jne     0x00000000000015c4
  001204  mov     r14,[rbp+0x90]
; v4:int = input p
  00120b  cmp     qword ptr [rbp+0x140],1
  001216  jne     0x00000000000015c4
  00121c  mov     r15,[rbp+0x98]
; v5:int = input pc
  001223  cmp     qword ptr [rbp+0x148],1
  00122e  jne     0x00000000000015c4
  001234  mov     rsi,[rbp+0xa0]
; guard_value v1, [43, 43, 43, 43, 43, 43, 43, 43, 91, 62, 43, 43, 43, 43, 43, 43, 43, 43, 60, 45, 93, 62, 43, 91, 62, 43, 60, 45, 93, 62, 46, 91, 45, 93, 43, 43, 43, 43, 43, 43, 43, 43, 43, 43, 46] => loop/0 (0) {tape=v3, pc=v5}
  00123b  mov     rax,<list k0>
  001245  cmp     r12,rax
  001248  jne     0x00000000000015d3
; guard_value v2, [0, 0, 0, 0, 0, 0, 0, 0, 20, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 8, 0, 0, 28, 0, 0, 0, 0, 23, 0, 0, 33, 0, 31, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] => loop_jumps/0 (1) {tape=v3, pc=v5}
  00124e  mov     rax,<list k1>
  001258  cmp     r13,rax
  00125b  jne     0x000000000000163f
; guard_value v5, 32 => loop_pc/0 (2) {tape=v3, pc=v5}
  001261  cmp     rsi,0x20
  001268  jne     0x00000000000016ab
; v9:int = lt 32, v0
; guard_true v9 => dispatch/1 (3) {more=0, tape=v3, pc=32}
  00126e  mov     r11,0x20
  001275  cmp     r11,rbx
  001278  jge     0x00000000000016f0
; v11:int = readlist v3, v4 => minus/0 (6) {tape=v3, pc=32}
  00127e  cmp     r15,[r14]
  001286  jae     0x000000000000173d
  00128c  mov     rax,[r14+8]
  001294  test    rax,rax
  001297  je      0x00000000000012a8
  00129d  cmp     byte ptr [rax+r15],1
  0012a2  jne     0x000000000000173d
  0012a8  mov     rax,[r14+0x10]
  0012b0  mov     rsi,[rax+r15*8]
; v12:int = sub v11, 1 => minus/1 (6) {tape=v3, pc=32, x=v11}
  0012b4  sub     rsi,1
  0012bb  jo      0x0000000000001774
; v13:int = mod v12, 256 => minus/2 (6) {tape=v3, pc=32, x=v12}
  0012c1  and     rsi,0xff
; v14:list = set v3, v4, v13 owned => minus/3 (6) {tape=v3, pc=32, x=v13}
  0012c8  sub     rsp,0x70
  0012cf  mov     [rsp+0x30],rcx
  0012d7  mov     [rsp+0x38],rsi
  0012df  mov     [rsp+0x40],rdi
  0012e7  mov     [rsp+0x48],r8
  0012ef  mov     [rsp+0x50],r9
  0012f7  mov     [rsp+0x58],r10
  0012ff  mov     [rsp],r14
  001307  mov     qword ptr [rsp+8],3
  001313  mov     [rsp+0x10],r15
  00131b  mov     qword ptr [rsp+0x18],1
  001327  mov     [rsp+0x20],rsi
  00132f  mov     qword ptr [rsp+0x28],1
  00133b  mov     rdi,[rbp+0x20]
  001342  mov     esi,0xe
  001347  mov     rdx,rsp
  00134a  mov     rcx,0xfffffffffffffff2
  001354  mov     r8,0xfffffffffffffff2
  00135e  mov     r9,0
  001368  mov     rax,<list_op>
  001372  call    rax
  001374  mov     r11,rax
  001377  mov     rcx,[rsp+0x30]
  00137f  mov     rsi,[rsp+0x38]
  001387  mov     rdi,[rsp+0x40]
  00138f  mov     r8,[rsp+0x48]
  001397  mov     r9,[rsp+0x50]
  00139f  mov     r10,[rsp+0x58]
  0013a7  add     rsp,0x70
  0013ae  test    rdx,rdx
  0013b1  je      0x00000000000017c4
  0013b7  mov     r14,r11
; v15:int = lt 33, v0
; guard_true v15 => dispatch/1 (11) {more=0, tape=v14, pc=33}
  0013ba  mov     r11,0x21
  0013c1  cmp     r11,rbx
  0013c4  jge     0x000000000000180d
; v17:int = readlist v14, v4 => close_bracket/0 (20) {tape=v14, pc=33}
  0013ca  cmp     r15,[r14]
  0013d2  jae     0x000000000000185a
  0013d8  mov     rax,[r14+8]
  0013e0  test    rax,rax
  0013e3  je      0x00000000000013f4
  0013e9  cmp     byte ptr [rax+r15],1
  0013ee  jne     0x000000000000185a
  0013f4  mov     rax,[r14+0x10]
  0013fc  mov     rbx,[rax+r15*8]
; guard_true v17 => close_bracket/1 (20) {tape=v14, pc=33, x=0}
  001400  test    rbx,rbx
  001403  je      0x0000000000001891
; guard_steps => loop/0 (23) {tape=v14, pc=32}
; v20:list = phi tape v14
; loop (23)
  001409  nop
  00140a  nop
  00140b  nop
  00140c  nop
  00140d  nop
  00140e  nop
  00140f  nop
; v22:int = readlist v20, v4 => minus/0 (6) {tape=v20, pc=32}
  001410  cmp     r15,[r14]
  001418  jae     0x00000000000018de
  00141e  mov     rax,[r14+8]
  001426  test    rax,rax
  001429  je      0x000000000000143a
  00142f  cmp     byte ptr [rax+r15],1
  001434  jne     0x00000000000018de
  00143a  mov     rax,[r14+0x10]
  001442  mov     rbx,[rax+r15*8]
; v23:int = sub v22, 1 => minus/1 (6) {tape=v20, pc=32, x=v22}
  001446  sub     rbx,1
  00144d  jo      0x0000000000001915
; v24:int = mod v23, 256 => minus/2 (6) {tape=v20, pc=32, x=v23}
  001453  and     rbx,0xff
; v25:list = set v20, v4, v24 owned => minus/3 (6) {tape=v20, pc=32, x=v24}
  00145a  cmp     qword ptr [r14+8],0
  001466  jne     0x00000000000014cd
  00146c  cmp     r15,[r14]
  001474  jae     0x00000000000014cd
  00147a  mov     rax,[r14+0x10]
  001482  lea     rax,[rax+r15*8]
  001486  mov     [rax],rbx
; v26:int = readlist v25, v4 => close_bracket/0 (20) {tape=v25, pc=33}
  001489  cmp     r15,[r14]
  001491  jae     0x0000000000001965
  001497  mov     rax,[r14+8]
  00149f  test    rax,rax
  0014a2  je      0x00000000000014b3
  0014a8  cmp     byte ptr [rax+r15],1
  0014ad  jne     0x0000000000001965
  0014b3  mov     rax,[r14+0x10]
  0014bb  mov     rbx,[rax+r15*8]
; guard_true v26 => close_bracket/1 (20) {tape=v25, pc=33, x=0}
  0014bf  test    rbx,rbx
  0014c2  jne     0x0000000000001410
  0014c8  jmp     0x000000000000199c
; guard_steps => loop/0 (23) {tape=v25, pc=32}
; jump (23) v20 <- v25
  0014cd  sub     rsp,0x70
  0014d4  mov     [rsp+0x30],rcx
  0014dc  mov     [rsp+0x38],rsi
  0014e4  mov     [rsp+0x40],rdi
  0014ec  mov     [rsp+0x48],r8
  0014f4  mov     [rsp+0x50],r9
  0014fc  mov     [rsp+0x58],r10
  001504  mov     [rsp],r14
  00150c  mov     qword ptr [rsp+8],3
  001518  mov     [rsp+0x10],r15
  001520  mov     qword ptr [rsp+0x18],1
  00152c  mov     [rsp+0x20],rbx
  001534  mov     qword ptr [rsp+0x28],1
  001540  mov     rdi,[rbp+0x20]
  001547  mov     esi,0xe
  00154c  mov     rdx,rsp
  00154f  mov     rcx,0xfffffffffffffff2
  001559  mov     r8,0xfffffffffffffff2
  001563  mov     r9,0
  00156d  mov     rax,<list_op>
  001577  call    rax
  001579  mov     r11,rax
  00157c  mov     rcx,[rsp+0x30]
  001584  mov     rsi,[rsp+0x38]
  00158c  mov     rdi,[rsp+0x40]
  001594  mov     r8,[rsp+0x48]
  00159c  mov     r9,[rsp+0x50]
  0015a4  mov     r10,[rsp+0x58]
  0015ac  add     rsp,0x70
  0015b3  test    rdx,rdx
  0015b6  je      0x00000000000019e9
  0015bc  mov     r14,r11
  0015bf  jmp     0x0000000000001489
; exits
  0015c4  mov     rax,0x1fffffffe
  0015ce  jmp     0x0000000000000016
  0015d3  mov     [rbp+0x10],r12
  0015da  mov     qword ptr [rbp+0x18],3
  0015e5  mov     [rbp+0x90],r14
  0015ec  mov     qword ptr [rbp+0x138],3
  0015f7  mov     [rbp+0xa0],rsi
  0015fe  mov     qword ptr [rbp+0x148],1
  001609  mov     rdi,[rbp+0x20]
  001610  mov     rsi,8
  00161a  mov     rdx,0
  001624  mov     rax,<exit_lists>
  00162e  call    rax
  001630  mov     rax,0x100000000
  00163a  jmp     0x0000000000000016
  00163f  mov     [rbp+0x10],r13
  001646  mov     qword ptr [rbp+0x18],3
  001651  mov     [rbp+0x90],r14
  001658  mov     qword ptr [rbp+0x138],3
  001663  mov     [rbp+0xa0],rsi
  00166a  mov     qword ptr [rbp+0x148],1
  001675  mov     rdi,[rbp+0x20]
  00167c  mov     rsi,8
  001686  mov     rdx,0
  001690  mov     rax,<exit_lists>
  00169a  call    rax
  00169c  mov     rax,0x100000001
  0016a6  jmp     0x0000000000000016
  0016ab  mov     [rbp+0x10],rsi
  0016b2  mov     qword ptr [rbp+0x18],1
  0016bd  mov     [rbp+0x90],r14
  0016c4  mov     qword ptr [rbp+0x138],3
  0016cf  mov     [rbp+0xa0],rsi
  0016d6  mov     qword ptr [rbp+0x148],1
  0016e1  mov     rax,0x100000002
  0016eb  jmp     0x0000000000000016
  0016f0  mov     qword ptr [rbp+0x58],0
  0016fb  mov     qword ptr [rbp+0x100],1
  001706  mov     [rbp+0x90],r14
  00170d  mov     qword ptr [rbp+0x138],3
  001718  mov     qword ptr [rbp+0xa0],0x20
  001723  mov     qword ptr [rbp+0x148],1
  00172e  mov     rax,0x100000003
  001738  jmp     0x0000000000000016
  00173d  mov     [rbp+0x90],r14
  001744  mov     qword ptr [rbp+0x138],3
  00174f  mov     qword ptr [rbp+0xa0],0x20
  00175a  mov     qword ptr [rbp+0x148],1
  001765  mov     rax,0x100000004
  00176f  jmp     0x0000000000000016
  001774  add     rsi,1
  00177b  mov     [rbp+0x90],r14
  001782  mov     qword ptr [rbp+0x138],3
  00178d  mov     qword ptr [rbp+0xa0],0x20
  001798  mov     qword ptr [rbp+0x148],1
  0017a3  mov     [rbp+0xb0],rsi
  0017aa  mov     qword ptr [rbp+0x158],1
  0017b5  mov     rax,0x100000005
  0017bf  jmp     0x0000000000000016
  0017c4  mov     [rbp+0x90],r14
  0017cb  mov     qword ptr [rbp+0x138],3
  0017d6  mov     qword ptr [rbp+0xa0],0x20
  0017e1  mov     qword ptr [rbp+0x148],1
  0017ec  mov     [rbp+0xb0],rsi
  0017f3  mov     qword ptr [rbp+0x158],1
  0017fe  mov     rax,0x100000007
  001808  jmp     0x0000000000000016
  00180d  mov     qword ptr [rbp+0x58],0
  001818  mov     qword ptr [rbp+0x100],1
  001823  mov     [rbp+0x90],r14
  00182a  mov     qword ptr [rbp+0x138],3
  001835  mov     qword ptr [rbp+0xa0],0x21
  001840  mov     qword ptr [rbp+0x148],1
  00184b  mov     rax,0x100000008
  001855  jmp     0x0000000000000016
  00185a  mov     [rbp+0x90],r14
  001861  mov     qword ptr [rbp+0x138],3
  00186c  mov     qword ptr [rbp+0xa0],0x21
  001877  mov     qword ptr [rbp+0x148],1
  001882  mov     rax,0x100000009
  00188c  jmp     0x0000000000000016
  001891  mov     [rbp+0x90],r14
  001898  mov     qword ptr [rbp+0x138],3
  0018a3  mov     qword ptr [rbp+0xa0],0x21
  0018ae  mov     qword ptr [rbp+0x148],1
  0018b9  mov     qword ptr [rbp+0xb0],0
  0018c4  mov     qword ptr [rbp+0x158],1
  0018cf  mov     rax,0x10000000a
  0018d9  jmp     0x0000000000000016
  0018de  mov     [rbp+0x90],r14
  0018e5  mov     qword ptr [rbp+0x138],3
  0018f0  mov     qword ptr [rbp+0xa0],0x20
  0018fb  mov     qword ptr [rbp+0x148],1
  001906  mov     rax,0x10000000c
  001910  jmp     0x0000000000000016
  001915  add     rbx,1
  00191c  mov     [rbp+0x90],r14
  001923  mov     qword ptr [rbp+0x138],3
  00192e  mov     qword ptr [rbp+0xa0],0x20
  001939  mov     qword ptr [rbp+0x148],1
  001944  mov     [rbp+0xb0],rbx
  00194b  mov     qword ptr [rbp+0x158],1
  001956  mov     rax,0x10000000d
  001960  jmp     0x0000000000000016
  001965  mov     [rbp+0x90],r14
  00196c  mov     qword ptr [rbp+0x138],3
  001977  mov     qword ptr [rbp+0xa0],0x21
  001982  mov     qword ptr [rbp+0x148],1
  00198d  mov     rax,0x100000010
  001997  jmp     0x0000000000000016
  00199c  mov     [rbp+0x90],r14
  0019a3  mov     qword ptr [rbp+0x138],3
  0019ae  mov     qword ptr [rbp+0xa0],0x21
  0019b9  mov     qword ptr [rbp+0x148],1
  0019c4  mov     qword ptr [rbp+0xb0],0
  0019cf  mov     qword ptr [rbp+0x158],1
  0019da  mov     rax,0x100000011
  0019e4  jmp     0x0000000000000016
  0019e9  mov     [rbp+0x90],r14
  0019f0  mov     qword ptr [rbp+0x138],3
  0019fb  mov     qword ptr [rbp+0xa0],0x20
  001a06  mov     qword ptr [rbp+0x148],1
  001a11  mov     [rbp+0xb0],rbx
  001a18  mov     qword ptr [rbp+0x158],1
  001a23  mov     rax,0x10000000f
  001a2d  jmp     0x0000000000000016
