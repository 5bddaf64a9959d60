; T0: 5389 bytes
  000030  mov     qword ptr [rbp+0x18],0
; v0:int = input n
  00003b  cmp     qword ptr [rbp+0xd0],1
  000046  jne     0x0000000000000873
  00004c  mov     rbx,[rbp+0x28]
; v1:list = input src
  000053  cmp     qword ptr [rbp+0xd8],3
  00005e  jne     0x0000000000000873
  000064  mov     r12,[rbp+0x30]
; v2:list = input jumps
  00006b  cmp     qword ptr [rbp+0xe0],3
  000076  jne     0x0000000000000873
  00007c  mov     r13,[rbp+0x38]
; v3:list = input tape
  000083  cmp     qword ptr [rbp+0x138],3
  00008e  jne     0x0000000000000873
  000094  mov     r14,[rbp+0x90]
; v4:int = input p
  00009b  cmp     qword ptr [rbp+0x140],1
  0000a6  jne     0x0000000000000873
  0000ac  mov     r15,[rbp+0x98]
; v5:int = input pc
  0000b3  cmp     qword ptr [rbp+0x148],1
  0000be  jne     0x0000000000000873
  0000c4  mov     rsi,[rbp+0xa0]
; guard_value v1, [43, 43, 43, 43, 43, 43, 43, 43, 91, 62, 43, 43, 43, 43, 43, 43, 43, 43, 60, 45, 93, 62, 43, 91, 62, 43, 60, 45, 93, 62, 46, 91, 45, 93, 43, 43, 43, 43, 43, 43, 43, 43, 43, 43, 46] => loop/0 (0) {tape=v3, p=v4, pc=v5}
  0000cb  mov     rax,<list k0>
  0000d5  cmp     r12,rax
  0000d8  jne     0x0000000000000882
; guard_value v2, [0, 0, 0, 0, 0, 0, 0, 0, 20, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 8, 0, 0, 28, 0, 0, 0, 0, 23, 0, 0, 33, 0, 31, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] => loop_jumps/0 (1) {tape=v3, p=v4, pc=v5}
  0000de  mov     rax,<list k1>
  0000e8  cmp     r13,rax
  0000eb  jne     0x0000000000000900
; guard_value v5, 24 => loop_pc/0 (2) {tape=v3, p=v4, pc=v5}
  0000f1  cmp     rsi,0x18
  0000f8  jne     0x000000000000097e
; v9:int = lt 24, v0
; guard_true v9 => dispatch/1 (3) {more=0, tape=v3, p=v4, pc=24}
  0000fe  mov     r11,0x18
  000105  cmp     r11,rbx
  000108  jge     0x00000000000009d5
; v11:int = add v4, 1 => right/0 (7) {tape=v3, p=v4, pc=24}
  00010e  add     r15,1
  000115  jo      0x0000000000000a34
; v12:int = mod v11, 65536 => right/1 (7) {tape=v3, p=v11, pc=24}
  00011b  and     r15,0xffff
; v13:int = lt 25, v0
; guard_true v13 => dispatch/1 (12) {more=0, tape=v3, p=v12, pc=25}
  000122  mov     r11,0x19
  000129  cmp     r11,rbx
  00012c  jge     0x0000000000000a84
; v15:int = readlist v3, v12 => plus/0 (14) {tape=v3, p=v12, pc=25}
  000132  cmp     r15,[r14]
  00013a  jae     0x0000000000000ae3
  000140  mov     rax,[r14+8]
  000148  test    rax,rax
  00014b  je      0x000000000000015c
  000151  cmp     byte ptr [rax+r15],1
  000156  jne     0x0000000000000ae3
  00015c  mov     rax,[r14+0x10]
  000164  mov     rsi,[rax+r15*8]
; v16:int = add v15, 1 => plus/1 (14) {tape=v3, p=v12, pc=25, x=v15}
  000168  add     rsi,1
  00016f  jo      0x0000000000000b2c
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
  0001fe  mov     rcx,0
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
  000265  je      0x0000000000000b8e
  00026b  mov     r14,r11
; v19:int = lt 26, v0
; guard_true v19 => dispatch/1 (19) {more=0, tape=v18, p=v12, pc=26}
  00026e  mov     r11,0x1a
  000275  cmp     r11,rbx
  000278  jge     0x0000000000000be9
; v21:int = sub v12, 1 => left/0 (24) {tape=v18, p=v12, pc=26}
  00027e  sub     r15,1
  000285  jo      0x0000000000000c6f
; v22:int = mod v21, 65536 => left/1 (24) {tape=v18, p=v21, pc=26}
  00028b  and     r15,0xffff
; v23:int = lt 27, v0
; guard_true v23 => dispatch/1 (29) {more=0, tape=v18, p=v22, pc=27}
  000292  mov     r11,0x1b
  000299  cmp     r11,rbx
  00029c  jge     0x0000000000000ce6
; v25:int = readlist v18, v22 => minus/0 (32) {tape=v18, p=v22, pc=27}
  0002a2  cmp     r15,[r14]
  0002aa  jae     0x0000000000000d6c
  0002b0  mov     rax,[r14+8]
  0002b8  test    rax,rax
  0002bb  je      0x00000000000002cc
  0002c1  cmp     byte ptr [rax+r15],1
  0002c6  jne     0x0000000000000d6c
  0002cc  mov     rax,[r14+0x10]
  0002d4  mov     rsi,[rax+r15*8]
; v26:int = sub v25, 1 => minus/1 (32) {tape=v18, p=v22, pc=27, x=v25}
  0002d8  sub     rsi,1
  0002df  jo      0x0000000000000ddc
; v27:int = mod v26, 256 => minus/2 (32) {tape=v18, p=v22, pc=27, x=v26}
  0002e5  and     rsi,0xff
; v28:list = set v18, v22, v27 owned => minus/3 (32) {tape=v18, p=v22, pc=27, x=v27}
  0002ec  cmp     qword ptr [r14+8],0
  0002f8  jne     0x000000000000058e
  0002fe  cmp     r15,[r14]
  000306  jae     0x000000000000058e
  00030c  mov     rax,[r14+0x10]
  000314  lea     rax,[rax+r15*8]
  000318  mov     [rax],rsi
; v29:int = lt 28, v0
; guard_true v29 => dispatch/1 (37) {more=0, tape=v28, p=v22, pc=28}
  00031b  mov     r11,0x1c
  000322  cmp     r11,rbx
  000325  jge     0x0000000000000e65
; v31:int = readlist v28, v22 => close_bracket/0 (46) {tape=v28, p=v22, pc=28}
  00032b  cmp     r15,[r14]
  000333  jae     0x0000000000000eeb
  000339  mov     rax,[r14+8]
  000341  test    rax,rax
  000344  je      0x0000000000000355
  00034a  cmp     byte ptr [rax+r15],1
  00034f  jne     0x0000000000000eeb
  000355  mov     rax,[r14+0x10]
  00035d  mov     rbx,[rax+r15*8]
; guard_true v31 => close_bracket/1 (46) {tape=v28, p=v22, pc=28, x=0}
  000361  test    rbx,rbx
  000364  je      0x0000000000000f5b
; guard_steps => loop/0 (49) {tape=v28, p=v22, pc=24}
; v34:list = phi tape v28
  00036a  sub     rsp,0x70
  000371  mov     [rsp+0x30],rcx
  000379  mov     [rsp+0x38],rsi
  000381  mov     [rsp+0x40],rdi
  000389  mov     [rsp+0x48],r8
  000391  mov     [rsp+0x50],r9
  000399  mov     [rsp+0x58],r10
  0003a1  mov     [rsp],r14
  0003a9  mov     qword ptr [rsp+8],3
  0003b5  mov     rdi,[rbp+0x20]
  0003bc  mov     esi,0
  0003c1  mov     rdx,rsp
  0003c4  mov     rcx,1
  0003ce  mov     r8,0
  0003d8  mov     r9,1
  0003e2  mov     rax,<move_list>
  0003ec  call    rax
  0003ee  mov     r11,rax
  0003f1  mov     rcx,[rsp+0x30]
  0003f9  mov     rsi,[rsp+0x38]
  000401  mov     rdi,[rsp+0x40]
  000409  mov     r8,[rsp+0x48]
  000411  mov     r9,[rsp+0x50]
  000419  mov     r10,[rsp+0x58]
  000421  add     rsp,0x70
; v35:int = phi p v22
; loop (49)
  000428  nop
  000429  nop
  00042a  nop
  00042b  nop
  00042c  nop
  00042d  nop
  00042e  nop
  00042f  nop
; v37:int = add v35, 1 => right/0 (7) {tape=v34, p=v35, pc=24}
  000430  add     r15,1
  000437  jo      0x0000000000000fe1
; v38:int = mod v37, 65536 => right/1 (7) {tape=v34, p=v37, pc=24}
  00043d  and     r15,0xffff
; v39:int = readlist v34, v38 => plus/0 (14) {tape=v34, p=v38, pc=25}
  000444  cmp     r15,[r14]
  00044c  jae     0x0000000000001058
  000452  mov     rax,[r14+8]
  00045a  test    rax,rax
  00045d  je      0x000000000000046e
  000463  cmp     byte ptr [rax+r15],1
  000468  jne     0x0000000000001058
  00046e  mov     rax,[r14+0x10]
  000476  mov     rbx,[rax+r15*8]
; v40:int = add v39, 1 => plus/1 (14) {tape=v34, p=v38, pc=25, x=v39}
  00047a  add     rbx,1
  000481  jo      0x00000000000010c8
; v41:int = mod v40, 256 => plus/2 (14) {tape=v34, p=v38, pc=25, x=v40}
  000487  and     rbx,0xff
; v42:list = set v34, v38, v41 owned => plus/3 (14) {tape=v34, p=v38, pc=25, x=v41}
  00048e  cmp     qword ptr [r14+8],0
  00049a  jne     0x0000000000000685
  0004a0  cmp     r15,[r14]
  0004a8  jae     0x0000000000000685
  0004ae  mov     rax,[r14+0x10]
  0004b6  lea     rax,[rax+r15*8]
  0004ba  mov     [rax],rbx
; v43:int = sub v38, 1 => left/0 (24) {tape=v42, p=v38, pc=26}
  0004bd  sub     r15,1
  0004c4  jo      0x0000000000001151
; v44:int = mod v43, 65536 => left/1 (24) {tape=v42, p=v43, pc=26}
  0004ca  and     r15,0xffff
; v45:int = readlist v42, v44 => minus/0 (32) {tape=v42, p=v44, pc=27}
  0004d1  cmp     r15,[r14]
  0004d9  jae     0x00000000000011c8
  0004df  mov     rax,[r14+8]
  0004e7  test    rax,rax
  0004ea  je      0x00000000000004fb
  0004f0  cmp     byte ptr [rax+r15],1
  0004f5  jne     0x00000000000011c8
  0004fb  mov     rax,[r14+0x10]
  000503  mov     rbx,[rax+r15*8]
; v46:int = sub v45, 1 => minus/1 (32) {tape=v42, p=v44, pc=27, x=v45}
  000507  sub     rbx,1
  00050e  jo      0x0000000000001238
; v47:int = mod v46, 256 => minus/2 (32) {tape=v42, p=v44, pc=27, x=v46}
  000514  and     rbx,0xff
; v48:list = set v42, v44, v47 owned => minus/3 (32) {tape=v42, p=v44, pc=27, x=v47}
  00051b  cmp     qword ptr [r14+8],0
  000527  jne     0x000000000000077c
  00052d  cmp     r15,[r14]
  000535  jae     0x000000000000077c
  00053b  mov     rax,[r14+0x10]
  000543  lea     rax,[rax+r15*8]
  000547  mov     [rax],rbx
; v49:int = readlist v48, v44 => close_bracket/0 (46) {tape=v48, p=v44, pc=28}
  00054a  cmp     r15,[r14]
  000552  jae     0x00000000000012c1
  000558  mov     rax,[r14+8]
  000560  test    rax,rax
  000563  je      0x0000000000000574
  000569  cmp     byte ptr [rax+r15],1
  00056e  jne     0x00000000000012c1
  000574  mov     rax,[r14+0x10]
  00057c  mov     rbx,[rax+r15*8]
; guard_true v49 => close_bracket/1 (46) {tape=v48, p=v44, pc=28, x=0}
  000580  test    rbx,rbx
  000583  jne     0x0000000000000430
  000589  jmp     0x0000000000001331
; guard_steps => loop/0 (49) {tape=v48, p=v44, pc=24}
; jump (49) v34 <- v48, v35 <- v44
  00058e  sub     rsp,0x70
  000595  mov     [rsp+0x30],rcx
  00059d  mov     [rsp+0x38],rsi
  0005a5  mov     [rsp+0x40],rdi
  0005ad  mov     [rsp+0x48],r8
  0005b5  mov     [rsp+0x50],r9
  0005bd  mov     [rsp+0x58],r10
  0005c5  mov     [rsp],r14
  0005cd  mov     qword ptr [rsp+8],3
  0005d9  mov     [rsp+0x10],r15
  0005e1  mov     qword ptr [rsp+0x18],1
  0005ed  mov     [rsp+0x20],rsi
  0005f5  mov     qword ptr [rsp+0x28],1
  000601  mov     rdi,[rbp+0x20]
  000608  mov     esi,0xe
  00060d  mov     rdx,rsp
  000610  mov     rcx,0
  00061a  mov     r8,0
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
  000677  je      0x00000000000013b7
  00067d  mov     r14,r11
  000680  jmp     0x000000000000031b
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
  000707  mov     rcx,1
  000711  mov     r8,1
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
  00076e  je      0x0000000000001439
  000774  mov     r14,r11
  000777  jmp     0x00000000000004bd
  00077c  sub     rsp,0x70
  000783  mov     [rsp+0x30],rcx
  00078b  mov     [rsp+0x38],rsi
  000793  mov     [rsp+0x40],rdi
  00079b  mov     [rsp+0x48],r8
  0007a3  mov     [rsp+0x50],r9
  0007ab  mov     [rsp+0x58],r10
  0007b3  mov     [rsp],r14
  0007bb  mov     qword ptr [rsp+8],3
  0007c7  mov     [rsp+0x10],r15
  0007cf  mov     qword ptr [rsp+0x18],1
  0007db  mov     [rsp+0x20],rbx
  0007e3  mov     qword ptr [rsp+0x28],1
  0007ef  mov     rdi,[rbp+0x20]
  0007f6  mov     esi,0xe
  0007fb  mov     rdx,rsp
  0007fe  mov     rcx,1
  000808  mov     r8,1
  000812  mov     r9,0
  00081c  mov     rax,<list_op>
  000826  call    rax
  000828  mov     r11,rax
  00082b  mov     rcx,[rsp+0x30]
  000833  mov     rsi,[rsp+0x38]
  00083b  mov     rdi,[rsp+0x40]
  000843  mov     r8,[rsp+0x48]
  00084b  mov     r9,[rsp+0x50]
  000853  mov     r10,[rsp+0x58]
  00085b  add     rsp,0x70
  000862  test    rdx,rdx
  000865  je      0x00000000000014bb
  00086b  mov     r14,r11
  00086e  jmp     0x000000000000054a
; exits
  000873  mov     rax,0xfffffffe
  00087d  jmp     0x0000000000000016
  000882  mov     [rbp+0x10],r12
  000889  mov     qword ptr [rbp+0x18],3
  000894  mov     [rbp+0x90],r14
  00089b  mov     qword ptr [rbp+0x138],3
  0008a6  mov     [rbp+0x98],r15
  0008ad  mov     qword ptr [rbp+0x140],1
  0008b8  mov     [rbp+0xa0],rsi
  0008bf  mov     qword ptr [rbp+0x148],1
  0008ca  mov     rdi,[rbp+0x20]
  0008d1  mov     rsi,8
  0008db  mov     rdx,0
  0008e5  mov     rax,<exit_lists>
  0008ef  call    rax
  0008f1  mov     rax,0
  0008fb  jmp     0x0000000000000016
  000900  mov     [rbp+0x10],r13
  000907  mov     qword ptr [rbp+0x18],3
  000912  mov     [rbp+0x90],r14
  000919  mov     qword ptr [rbp+0x138],3
  000924  mov     [rbp+0x98],r15
  00092b  mov     qword ptr [rbp+0x140],1
  000936  mov     [rbp+0xa0],rsi
  00093d  mov     qword ptr [rbp+0x148],1
  000948  mov     rdi,[rbp+0x20]
  00094f  mov     rsi,8
  000959  mov     rdx,0
  000963  mov     rax,<exit_lists>
  00096d  call    rax
  00096f  mov     rax,1
  000979  jmp     0x0000000000000016
  00097e  mov     [rbp+0x10],rsi
  000985  mov     qword ptr [rbp+0x18],1
  000990  mov     [rbp+0x90],r14
  000997  mov     qword ptr [rbp+0x138],3
  0009a2  mov     [rbp+0x98],r15
  0009a9  mov     qword ptr [rbp+0x140],1
  0009b4  mov     [rbp+0xa0],rsi
  0009bb  mov     qword ptr [rbp+0x148],1
  0009c6  mov     rax,2
  0009d0  jmp     0x0000000000000016
  0009d5  mov     qword ptr [rbp+0x58],0
  0009e0  mov     qword ptr [rbp+0x100],1
  0009eb  mov     [rbp+0x90],r14
  0009f2  mov     qword ptr [rbp+0x138],3
  0009fd  mov     [rbp+0x98],r15
  000a04  mov     qword ptr [rbp+0x140],1
  000a0f  mov     qword ptr [rbp+0xa0],0x18
  000a1a  mov     qword ptr [rbp+0x148],1
  000a25  mov     rax,3
  000a2f  jmp     0x0000000000000016
  000a34  sub     r15,1
  000a3b  mov     [rbp+0x90],r14
  000a42  mov     qword ptr [rbp+0x138],3
  000a4d  mov     [rbp+0x98],r15
  000a54  mov     qword ptr [rbp+0x140],1
  000a5f  mov     qword ptr [rbp+0xa0],0x18
  000a6a  mov     qword ptr [rbp+0x148],1
  000a75  mov     rax,4
  000a7f  jmp     0x0000000000000016
  000a84  mov     qword ptr [rbp+0x58],0
  000a8f  mov     qword ptr [rbp+0x100],1
  000a9a  mov     [rbp+0x90],r14
  000aa1  mov     qword ptr [rbp+0x138],3
  000aac  mov     [rbp+0x98],r15
  000ab3  mov     qword ptr [rbp+0x140],1
  000abe  mov     qword ptr [rbp+0xa0],0x19
  000ac9  mov     qword ptr [rbp+0x148],1
  000ad4  mov     rax,6
  000ade  jmp     0x0000000000000016
  000ae3  mov     [rbp+0x90],r14
  000aea  mov     qword ptr [rbp+0x138],3
  000af5  mov     [rbp+0x98],r15
  000afc  mov     qword ptr [rbp+0x140],1
  000b07  mov     qword ptr [rbp+0xa0],0x19
  000b12  mov     qword ptr [rbp+0x148],1
  000b1d  mov     rax,7
  000b27  jmp     0x0000000000000016
  000b2c  sub     rsi,1
  000b33  mov     [rbp+0x90],r14
  000b3a  mov     qword ptr [rbp+0x138],3
  000b45  mov     [rbp+0x98],r15
  000b4c  mov     qword ptr [rbp+0x140],1
  000b57  mov     qword ptr [rbp+0xa0],0x19
  000b62  mov     qword ptr [rbp+0x148],1
  000b6d  mov     [rbp+0xb0],rsi
  000b74  mov     qword ptr [rbp+0x158],1
  000b7f  mov     rax,8
  000b89  jmp     0x0000000000000016
  000b8e  mov     [rbp+0x90],r14
  000b95  mov     qword ptr [rbp+0x138],3
  000ba0  mov     [rbp+0x98],r15
  000ba7  mov     qword ptr [rbp+0x140],1
  000bb2  mov     qword ptr [rbp+0xa0],0x19
  000bbd  mov     qword ptr [rbp+0x148],1
  000bc8  mov     [rbp+0xb0],rsi
  000bcf  mov     qword ptr [rbp+0x158],1
  000bda  mov     rax,0xa
  000be4  jmp     0x0000000000000016
  000be9  mov     qword ptr [rbp+0x58],0
  000bf4  mov     qword ptr [rbp+0x100],1
  000bff  mov     [rbp+0x90],r14
  000c06  mov     qword ptr [rbp+0x138],3
  000c11  mov     [rbp+0x98],r15
  000c18  mov     qword ptr [rbp+0x140],1
  000c23  mov     qword ptr [rbp+0xa0],0x1a
  000c2e  mov     qword ptr [rbp+0x148],1
  000c39  mov     rdi,[rbp+0x20]
  000c40  mov     rsi,<exit lists 2>
  000c4a  mov     rdx,1
  000c54  mov     rax,<exit_lists>
  000c5e  call    rax
  000c60  mov     rax,0xb
  000c6a  jmp     0x0000000000000016
  000c6f  add     r15,1
  000c76  mov     [rbp+0x90],r14
  000c7d  mov     qword ptr [rbp+0x138],3
  000c88  mov     [rbp+0x98],r15
  000c8f  mov     qword ptr [rbp+0x140],1
  000c9a  mov     qword ptr [rbp+0xa0],0x1a
  000ca5  mov     qword ptr [rbp+0x148],1
  000cb0  mov     rdi,[rbp+0x20]
  000cb7  mov     rsi,<exit lists 3>
  000cc1  mov     rdx,1
  000ccb  mov     rax,<exit_lists>
  000cd5  call    rax
  000cd7  mov     rax,0xc
  000ce1  jmp     0x0000000000000016
  000ce6  mov     qword ptr [rbp+0x58],0
  000cf1  mov     qword ptr [rbp+0x100],1
  000cfc  mov     [rbp+0x90],r14
  000d03  mov     qword ptr [rbp+0x138],3
  000d0e  mov     [rbp+0x98],r15
  000d15  mov     qword ptr [rbp+0x140],1
  000d20  mov     qword ptr [rbp+0xa0],0x1b
  000d2b  mov     qword ptr [rbp+0x148],1
  000d36  mov     rdi,[rbp+0x20]
  000d3d  mov     rsi,<exit lists 4>
  000d47  mov     rdx,1
  000d51  mov     rax,<exit_lists>
  000d5b  call    rax
  000d5d  mov     rax,0xe
  000d67  jmp     0x0000000000000016
  000d6c  mov     [rbp+0x90],r14
  000d73  mov     qword ptr [rbp+0x138],3
  000d7e  mov     [rbp+0x98],r15
  000d85  mov     qword ptr [rbp+0x140],1
  000d90  mov     qword ptr [rbp+0xa0],0x1b
  000d9b  mov     qword ptr [rbp+0x148],1
  000da6  mov     rdi,[rbp+0x20]
  000dad  mov     rsi,<exit lists 5>
  000db7  mov     rdx,1
  000dc1  mov     rax,<exit_lists>
  000dcb  call    rax
  000dcd  mov     rax,0xf
  000dd7  jmp     0x0000000000000016
  000ddc  add     rsi,1
  000de3  mov     [rbp+0x90],r14
  000dea  mov     qword ptr [rbp+0x138],3
  000df5  mov     [rbp+0x98],r15
  000dfc  mov     qword ptr [rbp+0x140],1
  000e07  mov     qword ptr [rbp+0xa0],0x1b
  000e12  mov     qword ptr [rbp+0x148],1
  000e1d  mov     [rbp+0xb0],rsi
  000e24  mov     qword ptr [rbp+0x158],1
  000e2f  mov     rdi,[rbp+0x20]
  000e36  mov     rsi,<exit lists 6>
  000e40  mov     rdx,1
  000e4a  mov     rax,<exit_lists>
  000e54  call    rax
  000e56  mov     rax,0x10
  000e60  jmp     0x0000000000000016
  000e65  mov     qword ptr [rbp+0x58],0
  000e70  mov     qword ptr [rbp+0x100],1
  000e7b  mov     [rbp+0x90],r14
  000e82  mov     qword ptr [rbp+0x138],3
  000e8d  mov     [rbp+0x98],r15
  000e94  mov     qword ptr [rbp+0x140],1
  000e9f  mov     qword ptr [rbp+0xa0],0x1c
  000eaa  mov     qword ptr [rbp+0x148],1
  000eb5  mov     rdi,[rbp+0x20]
  000ebc  mov     rsi,<exit lists 7>
  000ec6  mov     rdx,1
  000ed0  mov     rax,<exit_lists>
  000eda  call    rax
  000edc  mov     rax,0x13
  000ee6  jmp     0x0000000000000016
  000eeb  mov     [rbp+0x90],r14
  000ef2  mov     qword ptr [rbp+0x138],3
  000efd  mov     [rbp+0x98],r15
  000f04  mov     qword ptr [rbp+0x140],1
  000f0f  mov     qword ptr [rbp+0xa0],0x1c
  000f1a  mov     qword ptr [rbp+0x148],1
  000f25  mov     rdi,[rbp+0x20]
  000f2c  mov     rsi,<exit lists 8>
  000f36  mov     rdx,1
  000f40  mov     rax,<exit_lists>
  000f4a  call    rax
  000f4c  mov     rax,0x14
  000f56  jmp     0x0000000000000016
  000f5b  mov     [rbp+0x90],r14
  000f62  mov     qword ptr [rbp+0x138],3
  000f6d  mov     [rbp+0x98],r15
  000f74  mov     qword ptr [rbp+0x140],1
  000f7f  mov     qword ptr [rbp+0xa0],0x1c
  000f8a  mov     qword ptr [rbp+0x148],1
  000f95  mov     qword ptr [rbp+0xb0],0
  000fa0  mov     qword ptr [rbp+0x158],1
  000fab  mov     rdi,[rbp+0x20]
  000fb2  mov     rsi,<exit lists 9>
  000fbc  mov     rdx,1
  000fc6  mov     rax,<exit_lists>
  000fd0  call    rax
  000fd2  mov     rax,0x15
  000fdc  jmp     0x0000000000000016
  000fe1  sub     r15,1
  000fe8  mov     [rbp+0x90],r14
  000fef  mov     qword ptr [rbp+0x138],3
  000ffa  mov     [rbp+0x98],r15
  001001  mov     qword ptr [rbp+0x140],1
  00100c  mov     qword ptr [rbp+0xa0],0x18
  001017  mov     qword ptr [rbp+0x148],1
  001022  mov     rdi,[rbp+0x20]
  001029  mov     rsi,<exit lists 10>
  001033  mov     rdx,1
  00103d  mov     rax,<exit_lists>
  001047  call    rax
  001049  mov     rax,0x17
  001053  jmp     0x0000000000000016
  001058  mov     [rbp+0x90],r14
  00105f  mov     qword ptr [rbp+0x138],3
  00106a  mov     [rbp+0x98],r15
  001071  mov     qword ptr [rbp+0x140],1
  00107c  mov     qword ptr [rbp+0xa0],0x19
  001087  mov     qword ptr [rbp+0x148],1
  001092  mov     rdi,[rbp+0x20]
  001099  mov     rsi,<exit lists 11>
  0010a3  mov     rdx,1
  0010ad  mov     rax,<exit_lists>
  0010b7  call    rax
  0010b9  mov     rax,0x19
  0010c3  jmp     0x0000000000000016
  0010c8  sub     rbx,1
  0010cf  mov     [rbp+0x90],r14
  0010d6  mov     qword ptr [rbp+0x138],3
  0010e1  mov     [rbp+0x98],r15
  0010e8  mov     qword ptr [rbp+0x140],1
  0010f3  mov     qword ptr [rbp+0xa0],0x19
  0010fe  mov     qword ptr [rbp+0x148],1
  001109  mov     [rbp+0xb0],rbx
  001110  mov     qword ptr [rbp+0x158],1
  00111b  mov     rdi,[rbp+0x20]
  001122  mov     rsi,<exit lists 12>
  00112c  mov     rdx,1
  001136  mov     rax,<exit_lists>
  001140  call    rax
  001142  mov     rax,0x1a
  00114c  jmp     0x0000000000000016
  001151  add     r15,1
  001158  mov     [rbp+0x90],r14
  00115f  mov     qword ptr [rbp+0x138],3
  00116a  mov     [rbp+0x98],r15
  001171  mov     qword ptr [rbp+0x140],1
  00117c  mov     qword ptr [rbp+0xa0],0x1a
  001187  mov     qword ptr [rbp+0x148],1
  001192  mov     rdi,[rbp+0x20]
  001199  mov     rsi,<exit lists 13>
  0011a3  mov     rdx,1
  0011ad  mov     rax,<exit_lists>
  0011b7  call    rax
  0011b9  mov     rax,0x1d
  0011c3  jmp     0x0000000000000016
  0011c8  mov     [rbp+0x90],r14
  0011cf  mov     qword ptr [rbp+0x138],3
  0011da  mov     [rbp+0x98],r15
  0011e1  mov     qword ptr [rbp+0x140],1
  0011ec  mov     qword ptr [rbp+0xa0],0x1b
  0011f7  mov     qword ptr [rbp+0x148],1
  001202  mov     rdi,[rbp+0x20]
  001209  mov     rsi,<exit lists 14>
  001213  mov     rdx,1
  00121d  mov     rax,<exit_lists>
  001227  call    rax
  001229  mov     rax,0x1f
  001233  jmp     0x0000000000000016
  001238  add     rbx,1
  00123f  mov     [rbp+0x90],r14
  001246  mov     qword ptr [rbp+0x138],3
  001251  mov     [rbp+0x98],r15
  001258  mov     qword ptr [rbp+0x140],1
  001263  mov     qword ptr [rbp+0xa0],0x1b
  00126e  mov     qword ptr [rbp+0x148],1
  001279  mov     [rbp+0xb0],rbx
  001280  mov     qword ptr [rbp+0x158],1
  00128b  mov     rdi,[rbp+0x20]
  001292  mov     rsi,<exit lists 15>
  00129c  mov     rdx,1
  0012a6  mov     rax,<exit_lists>
  0012b0  call    rax
  0012b2  mov     rax,0x20
  0012bc  jmp     0x0000000000000016
  0012c1  mov     [rbp+0x90],r14
  0012c8  mov     qword ptr [rbp+0x138],3
  0012d3  mov     [rbp+0x98],r15
  0012da  mov     qword ptr [rbp+0x140],1
  0012e5  mov     qword ptr [rbp+0xa0],0x1c
  0012f0  mov     qword ptr [rbp+0x148],1
  0012fb  mov     rdi,[rbp+0x20]
  001302  mov     rsi,<exit lists 16>
  00130c  mov     rdx,1
  001316  mov     rax,<exit_lists>
  001320  call    rax
  001322  mov     rax,0x23
  00132c  jmp     0x0000000000000016
  001331  mov     [rbp+0x90],r14
  001338  mov     qword ptr [rbp+0x138],3
  001343  mov     [rbp+0x98],r15
  00134a  mov     qword ptr [rbp+0x140],1
  001355  mov     qword ptr [rbp+0xa0],0x1c
  001360  mov     qword ptr [rbp+0x148],1
  00136b  mov     qword ptr [rbp+0xb0],0
  001376  mov     qword ptr [rbp+0x158],1
  001381  mov     rdi,[rbp+0x20]
  001388  mov     rsi,<exit lists 17>
  001392  mov     rdx,1
  00139c  mov     rax,<exit_lists>
  0013a6  call    rax
  0013a8  mov     rax,0x24
  0013b2  jmp     0x0000000000000016
  0013b7  mov     [rbp+0x90],r14
  0013be  mov     qword ptr [rbp+0x138],3
  0013c9  mov     [rbp+0x98],r15
  0013d0  mov     qword ptr [rbp+0x140],1
  0013db  mov     qword ptr [rbp+0xa0],0x1b
  0013e6  mov     qword ptr [rbp+0x148],1
  0013f1  mov     [rbp+0xb0],rsi
  0013f8  mov     qword ptr [rbp+0x158],1
  001403  mov     rdi,[rbp+0x20]
  00140a  mov     rsi,<exit lists 18>
  001414  mov     rdx,1
  00141e  mov     rax,<exit_lists>
  001428  call    rax
  00142a  mov     rax,0x12
  001434  jmp     0x0000000000000016
  001439  mov     [rbp+0x90],r14
  001440  mov     qword ptr [rbp+0x138],3
  00144b  mov     [rbp+0x98],r15
  001452  mov     qword ptr [rbp+0x140],1
  00145d  mov     qword ptr [rbp+0xa0],0x19
  001468  mov     qword ptr [rbp+0x148],1
  001473  mov     [rbp+0xb0],rbx
  00147a  mov     qword ptr [rbp+0x158],1
  001485  mov     rdi,[rbp+0x20]
  00148c  mov     rsi,<exit lists 19>
  001496  mov     rdx,1
  0014a0  mov     rax,<exit_lists>
  0014aa  call    rax
  0014ac  mov     rax,0x1c
  0014b6  jmp     0x0000000000000016
  0014bb  mov     [rbp+0x90],r14
  0014c2  mov     qword ptr [rbp+0x138],3
  0014cd  mov     [rbp+0x98],r15
  0014d4  mov     qword ptr [rbp+0x140],1
  0014df  mov     qword ptr [rbp+0xa0],0x1b
  0014ea  mov     qword ptr [rbp+0x148],1
  0014f5  mov     [rbp+0xb0],rbx
  0014fc  mov     qword ptr [rbp+0x158],1
  001507  mov     rdi,[rbp+0x20]
  00150e  mov     rsi,<exit lists 20>
  001518  mov     rdx,1
  001522  mov     rax,<exit_lists>
  00152c  call    rax
  00152e  mov     rax,0x22
  001538  jmp     0x0000000000000016

; T1: 2698 bytes
  001540  mov     qword ptr [rbp+0x18],0
; v0:int = input n
  00154b  cmp     qword ptr [rbp+0xd0],1
  001556  jne     0x0000000000001a24
  00155c  mov     rbx,[rbp+0x28]
; v1:list = input src
  001563  cmp     qword ptr [rbp+0xd8],3
  00156e  jne     0x0000000000001a24
  001574  mov     r12,[rbp+0x30]
; v2:list = input jumps
  00157b  cmp     qword ptr [rbp+0xe0],3
  001586  jne     0x0000000000001a24
  00158c  mov     r13,[rbp+0x38]
; v3:list = input tape
  001593  cmp     qword ptr [rbp+0x138],3
  00159e  jne     0x0000000000001a24
  0015a4  mov     r14,[rbp+0x90]
; v4:int = input p
  0015ab  cmp     qword ptr [rbp+0x140],1
  0015b6  jne     0x0000000000001a24
  0015bc  mov     r15,[rbp+0x98]
; v5:int = input pc
  0015c3  cmp     qword ptr [rbp+0x148],1
  0015ce  jne     0x0000000000001a24
  0015d4  mov     rsi,[rbp+0xa0]
; guard_value v1, [43, 43, 43, 43, 43, 43, 43, 43, 91, 62, 43, 43, 43, 43, 43, 43, 43, 43, 60, 45, 93, 62, 43, 91, 62, 43, 60, 45, 93, 62, 46, 91, 45, 93, 43, 43, 43, 43, 43, 43, 43, 43, 43, 43, 46] => loop/0 (0) {tape=v3, pc=v5}
  0015db  mov     rax,<list k0>
  0015e5  cmp     r12,rax
  0015e8  jne     0x0000000000001a33
; guard_value v2, [0, 0, 0, 0, 0, 0, 0, 0, 20, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 8, 0, 0, 28, 0, 0, 0, 0, 23, 0, 0, 33, 0, 31, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] => loop_jumps/0 (1) {tape=v3, pc=v5}
  0015ee  mov     rax,<list k1>
  0015f8  cmp     r13,rax
  0015fb  jne     0x0000000000001a9f
; guard_value v5, 32 => loop_pc/0 (2) {tape=v3, pc=v5}
  001601  cmp     rsi,0x20
  001608  jne     0x0000000000001b0b
; v9:int = lt 32, v0
; guard_true v9 => dispatch/1 (3) {more=0, tape=v3, pc=32}
  00160e  mov     r11,0x20
  001615  cmp     r11,rbx
  001618  jge     0x0000000000001b50
; v11:int = readlist v3, v4 => minus/0 (6) {tape=v3, pc=32}
  00161e  cmp     r15,[r14]
  001626  jae     0x0000000000001b9d
  00162c  mov     rax,[r14+8]
  001634  test    rax,rax
  001637  je      0x0000000000001648
  00163d  cmp     byte ptr [rax+r15],1
  001642  jne     0x0000000000001b9d
  001648  mov     rax,[r14+0x10]
  001650  mov     rsi,[rax+r15*8]
; v12:int = sub v11, 1 => minus/1 (6) {tape=v3, pc=32, x=v11}
  001654  sub     rsi,1
  00165b  jo      0x0000000000001bd4
; v13:int = mod v12, 256 => minus/2 (6) {tape=v3, pc=32, x=v12}
  001661  and     rsi,0xff
; v14:list = set v3, v4, v13 owned => minus/3 (6) {tape=v3, pc=32, x=v13}
  001668  sub     rsp,0x70
  00166f  mov     [rsp+0x30],rcx
  001677  mov     [rsp+0x38],rsi
  00167f  mov     [rsp+0x40],rdi
  001687  mov     [rsp+0x48],r8
  00168f  mov     [rsp+0x50],r9
  001697  mov     [rsp+0x58],r10
  00169f  mov     [rsp],r14
  0016a7  mov     qword ptr [rsp+8],3
  0016b3  mov     [rsp+0x10],r15
  0016bb  mov     qword ptr [rsp+0x18],1
  0016c7  mov     [rsp+0x20],rsi
  0016cf  mov     qword ptr [rsp+0x28],1
  0016db  mov     rdi,[rbp+0x20]
  0016e2  mov     esi,0xe
  0016e7  mov     rdx,rsp
  0016ea  mov     rcx,2
  0016f4  mov     r8,0xfffffffffffffff2
  0016fe  mov     r9,0
  001708  mov     rax,<list_op>
  001712  call    rax
  001714  mov     r11,rax
  001717  mov     rcx,[rsp+0x30]
  00171f  mov     rsi,[rsp+0x38]
  001727  mov     rdi,[rsp+0x40]
  00172f  mov     r8,[rsp+0x48]
  001737  mov     r9,[rsp+0x50]
  00173f  mov     r10,[rsp+0x58]
  001747  add     rsp,0x70
  00174e  test    rdx,rdx
  001751  je      0x0000000000001c24
  001757  mov     r14,r11
; v15:int = lt 33, v0
; guard_true v15 => dispatch/1 (11) {more=0, tape=v14, pc=33}
  00175a  mov     r11,0x21
  001761  cmp     r11,rbx
  001764  jge     0x0000000000001c6d
; v17:int = readlist v14, v4 => close_bracket/0 (20) {tape=v14, pc=33}
  00176a  cmp     r15,[r14]
  001772  jae     0x0000000000001ce1
  001778  mov     rax,[r14+8]
  001780  test    rax,rax
  001783  je      0x0000000000001794
  001789  cmp     byte ptr [rax+r15],1
  00178e  jne     0x0000000000001ce1
  001794  mov     rax,[r14+0x10]
  00179c  mov     rbx,[rax+r15*8]
; guard_true v17 => close_bracket/1 (20) {tape=v14, pc=33, x=0}
  0017a0  test    rbx,rbx
  0017a3  je      0x0000000000001d3f
; guard_steps => loop/0 (23) {tape=v14, pc=32}
; v20:list = phi tape v14
  0017a9  sub     rsp,0x70
  0017b0  mov     [rsp+0x30],rcx
  0017b8  mov     [rsp+0x38],rsi
  0017c0  mov     [rsp+0x40],rdi
  0017c8  mov     [rsp+0x48],r8
  0017d0  mov     [rsp+0x50],r9
  0017d8  mov     [rsp+0x58],r10
  0017e0  mov     [rsp],r14
  0017e8  mov     qword ptr [rsp+8],3
  0017f4  mov     rdi,[rbp+0x20]
  0017fb  mov     esi,0
  001800  mov     rdx,rsp
  001803  mov     rcx,3
  00180d  mov     r8,2
  001817  mov     r9,1
  001821  mov     rax,<move_list>
  00182b  call    rax
  00182d  mov     r11,rax
  001830  mov     rcx,[rsp+0x30]
  001838  mov     rsi,[rsp+0x38]
  001840  mov     rdi,[rsp+0x40]
  001848  mov     r8,[rsp+0x48]
  001850  mov     r9,[rsp+0x50]
  001858  mov     r10,[rsp+0x58]
  001860  add     rsp,0x70
; loop (23)
  001867  nop
  001868  nop
  001869  nop
  00186a  nop
  00186b  nop
  00186c  nop
  00186d  nop
  00186e  nop
  00186f  nop
; v22:int = readlist v20, v4 => minus/0 (6) {tape=v20, pc=32}
  001870  cmp     r15,[r14]
  001878  jae     0x0000000000001db3
  00187e  mov     rax,[r14+8]
  001886  test    rax,rax
  001889  je      0x000000000000189a
  00188f  cmp     byte ptr [rax+r15],1
  001894  jne     0x0000000000001db3
  00189a  mov     rax,[r14+0x10]
  0018a2  mov     rbx,[rax+r15*8]
; v23:int = sub v22, 1 => minus/1 (6) {tape=v20, pc=32, x=v22}
  0018a6  sub     rbx,1
  0018ad  jo      0x0000000000001e11
; v24:int = mod v23, 256 => minus/2 (6) {tape=v20, pc=32, x=v23}
  0018b3  and     rbx,0xff
; v25:list = set v20, v4, v24 owned => minus/3 (6) {tape=v20, pc=32, x=v24}
  0018ba  cmp     qword ptr [r14+8],0
  0018c6  jne     0x000000000000192d
  0018cc  cmp     r15,[r14]
  0018d4  jae     0x000000000000192d
  0018da  mov     rax,[r14+0x10]
  0018e2  lea     rax,[rax+r15*8]
  0018e6  mov     [rax],rbx
; v26:int = readlist v25, v4 => close_bracket/0 (20) {tape=v25, pc=33}
  0018e9  cmp     r15,[r14]
  0018f1  jae     0x0000000000001e88
  0018f7  mov     rax,[r14+8]
  0018ff  test    rax,rax
  001902  je      0x0000000000001913
  001908  cmp     byte ptr [rax+r15],1
  00190d  jne     0x0000000000001e88
  001913  mov     rax,[r14+0x10]
  00191b  mov     rbx,[rax+r15*8]
; guard_true v26 => close_bracket/1 (20) {tape=v25, pc=33, x=0}
  00191f  test    rbx,rbx
  001922  jne     0x0000000000001870
  001928  jmp     0x0000000000001ee6
; guard_steps => loop/0 (23) {tape=v25, pc=32}
; jump (23) v20 <- v25
  00192d  sub     rsp,0x70
  001934  mov     [rsp+0x30],rcx
  00193c  mov     [rsp+0x38],rsi
  001944  mov     [rsp+0x40],rdi
  00194c  mov     [rsp+0x48],r8
  001954  mov     [rsp+0x50],r9
  00195c  mov     [rsp+0x58],r10
  001964  mov     [rsp],r14
  00196c  mov     qword ptr [rsp+8],3
  001978  mov     [rsp+0x10],r15
  001980  mov     qword ptr [rsp+0x18],1
  00198c  mov     [rsp+0x20],rbx
  001994  mov     qword ptr [rsp+0x28],1
  0019a0  mov     rdi,[rbp+0x20]
  0019a7  mov     esi,0xe
  0019ac  mov     rdx,rsp
  0019af  mov     rcx,3
  0019b9  mov     r8,3
  0019c3  mov     r9,0
  0019cd  mov     rax,<list_op>
  0019d7  call    rax
  0019d9  mov     r11,rax
  0019dc  mov     rcx,[rsp+0x30]
  0019e4  mov     rsi,[rsp+0x38]
  0019ec  mov     rdi,[rsp+0x40]
  0019f4  mov     r8,[rsp+0x48]
  0019fc  mov     r9,[rsp+0x50]
  001a04  mov     r10,[rsp+0x58]
  001a0c  add     rsp,0x70
  001a13  test    rdx,rdx
  001a16  je      0x0000000000001f5a
  001a1c  mov     r14,r11
  001a1f  jmp     0x00000000000018e9
; exits
  001a24  mov     rax,0x1fffffffe
  001a2e  jmp     0x0000000000000016
  001a33  mov     [rbp+0x10],r12
  001a3a  mov     qword ptr [rbp+0x18],3
  001a45  mov     [rbp+0x90],r14
  001a4c  mov     qword ptr [rbp+0x138],3
  001a57  mov     [rbp+0xa0],rsi
  001a5e  mov     qword ptr [rbp+0x148],1
  001a69  mov     rdi,[rbp+0x20]
  001a70  mov     rsi,8
  001a7a  mov     rdx,0
  001a84  mov     rax,<exit_lists>
  001a8e  call    rax
  001a90  mov     rax,0x100000000
  001a9a  jmp     0x0000000000000016
  001a9f  mov     [rbp+0x10],r13
  001aa6  mov     qword ptr [rbp+0x18],3
  001ab1  mov     [rbp+0x90],r14
  001ab8  mov     qword ptr [rbp+0x138],3
  001ac3  mov     [rbp+0xa0],rsi
  001aca  mov     qword ptr [rbp+0x148],1
  001ad5  mov     rdi,[rbp+0x20]
  001adc  mov     rsi,8
  001ae6  mov     rdx,0
  001af0  mov     rax,<exit_lists>
  001afa  call    rax
  001afc  mov     rax,0x100000001
  001b06  jmp     0x0000000000000016
  001b0b  mov     [rbp+0x10],rsi
  001b12  mov     qword ptr [rbp+0x18],1
  001b1d  mov     [rbp+0x90],r14
  001b24  mov     qword ptr [rbp+0x138],3
  001b2f  mov     [rbp+0xa0],rsi
  001b36  mov     qword ptr [rbp+0x148],1
  001b41  mov     rax,0x100000002
  001b4b  jmp     0x0000000000000016
  001b50  mov     qword ptr [rbp+0x58],0
  001b5b  mov     qword ptr [rbp+0x100],1
  001b66  mov     [rbp+0x90],r14
  001b6d  mov     qword ptr [rbp+0x138],3
  001b78  mov     qword ptr [rbp+0xa0],0x20
  001b83  mov     qword ptr [rbp+0x148],1
  001b8e  mov     rax,0x100000003
  001b98  jmp     0x0000000000000016
  001b9d  mov     [rbp+0x90],r14
  001ba4  mov     qword ptr [rbp+0x138],3
  001baf  mov     qword ptr [rbp+0xa0],0x20
  001bba  mov     qword ptr [rbp+0x148],1
  001bc5  mov     rax,0x100000004
  001bcf  jmp     0x0000000000000016
  001bd4  add     rsi,1
  001bdb  mov     [rbp+0x90],r14
  001be2  mov     qword ptr [rbp+0x138],3
  001bed  mov     qword ptr [rbp+0xa0],0x20
  001bf8  mov     qword ptr [rbp+0x148],1
  001c03  mov     [rbp+0xb0],rsi
  001c0a  mov     qword ptr [rbp+0x158],1
  001c15  mov     rax,0x100000005
  001c1f  jmp     0x0000000000000016
  001c24  mov     [rbp+0x90],r14
  001c2b  mov     qword ptr [rbp+0x138],3
  001c36  mov     qword ptr [rbp+0xa0],0x20
  001c41  mov     qword ptr [rbp+0x148],1
  001c4c  mov     [rbp+0xb0],rsi
  001c53  mov     qword ptr [rbp+0x158],1
  001c5e  mov     rax,0x100000007
  001c68  jmp     0x0000000000000016
  001c6d  mov     qword ptr [rbp+0x58],0
  001c78  mov     qword ptr [rbp+0x100],1
  001c83  mov     [rbp+0x90],r14
  001c8a  mov     qword ptr [rbp+0x138],3
  001c95  mov     qword ptr [rbp+0xa0],0x21
  001ca0  mov     qword ptr [rbp+0x148],1
  001cab  mov     rdi,[rbp+0x20]
  001cb2  mov     rsi,<exit lists 2>
  001cbc  mov     rdx,1
  001cc6  mov     rax,<exit_lists>
  001cd0  call    rax
  001cd2  mov     rax,0x100000008
  001cdc  jmp     0x0000000000000016
  001ce1  mov     [rbp+0x90],r14
  001ce8  mov     qword ptr [rbp+0x138],3
  001cf3  mov     qword ptr [rbp+0xa0],0x21
  001cfe  mov     qword ptr [rbp+0x148],1
  001d09  mov     rdi,[rbp+0x20]
  001d10  mov     rsi,<exit lists 3>
  001d1a  mov     rdx,1
  001d24  mov     rax,<exit_lists>
  001d2e  call    rax
  001d30  mov     rax,0x100000009
  001d3a  jmp     0x0000000000000016
  001d3f  mov     [rbp+0x90],r14
  001d46  mov     qword ptr [rbp+0x138],3
  001d51  mov     qword ptr [rbp+0xa0],0x21
  001d5c  mov     qword ptr [rbp+0x148],1
  001d67  mov     qword ptr [rbp+0xb0],0
  001d72  mov     qword ptr [rbp+0x158],1
  001d7d  mov     rdi,[rbp+0x20]
  001d84  mov     rsi,<exit lists 4>
  001d8e  mov     rdx,1
  001d98  mov     rax,<exit_lists>
  001da2  call    rax
  001da4  mov     rax,0x10000000a
  001dae  jmp     0x0000000000000016
  001db3  mov     [rbp+0x90],r14
  001dba  mov     qword ptr [rbp+0x138],3
  001dc5  mov     qword ptr [rbp+0xa0],0x20
  001dd0  mov     qword ptr [rbp+0x148],1
  001ddb  mov     rdi,[rbp+0x20]
  001de2  mov     rsi,<exit lists 5>
  001dec  mov     rdx,1
  001df6  mov     rax,<exit_lists>
  001e00  call    rax
  001e02  mov     rax,0x10000000c
  001e0c  jmp     0x0000000000000016
  001e11  add     rbx,1
  001e18  mov     [rbp+0x90],r14
  001e1f  mov     qword ptr [rbp+0x138],3
  001e2a  mov     qword ptr [rbp+0xa0],0x20
  001e35  mov     qword ptr [rbp+0x148],1
  001e40  mov     [rbp+0xb0],rbx
  001e47  mov     qword ptr [rbp+0x158],1
  001e52  mov     rdi,[rbp+0x20]
  001e59  mov     rsi,<exit lists 6>
  001e63  mov     rdx,1
  001e6d  mov     rax,<exit_lists>
  001e77  call    rax
  001e79  mov     rax,0x10000000d
  001e83  jmp     0x0000000000000016
  001e88  mov     [rbp+0x90],r14
  001e8f  mov     qword ptr [rbp+0x138],3
  001e9a  mov     qword ptr [rbp+0xa0],0x21
  001ea5  mov     qword ptr [rbp+0x148],1
  001eb0  mov     rdi,[rbp+0x20]
  001eb7  mov     rsi,<exit lists 7>
  001ec1  mov     rdx,1
  001ecb  mov     rax,<exit_lists>
  001ed5  call    rax
  001ed7  mov     rax,0x100000010
  001ee1  jmp     0x0000000000000016
  001ee6  mov     [rbp+0x90],r14
  001eed  mov     qword ptr [rbp+0x138],3
  001ef8  mov     qword ptr [rbp+0xa0],0x21
  001f03  mov     qword ptr [rbp+0x148],1
  001f0e  mov     qword ptr [rbp+0xb0],0
  001f19  mov     qword ptr [rbp+0x158],1
  001f24  mov     rdi,[rbp+0x20]
  001f2b  mov     rsi,<exit lists 8>
  001f35  mov     rdx,1
  001f3f  mov     rax,<exit_lists>
  001f49  call    rax
  001f4b  mov     rax,0x100000011
  001f55  jmp     0x0000000000000016
  001f5a  mov     [rbp+0x90],r14
  001f61  mov     qword ptr [rbp+0x138],3
  001f6c  mov     qword ptr [rbp+0xa0],0x20
  001f77  mov     qword ptr [rbp+0x148],1
  001f82  mov     [rbp+0xb0],rbx
  001f89  mov     qword ptr [rbp+0x158],1
  001f94  mov     rdi,[rbp+0x20]
  001f9b  mov     rsi,<exit lists 9>
  001fa5  mov     rdx,1
  001faf  mov     rax,<exit_lists>
  001fb9  call    rax
  001fbb  mov     rax,0x10000000f
  001fc5  jmp     0x0000000000000016
