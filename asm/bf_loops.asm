; T0: 820 bytes
  000030  mov     qword ptr [rbp+0x18],0
  00003b  mov     rbx,[rbp+0x30]
  000042  mov     r12,[rbp+0x38]
  000049  mov     r13,[rbp+0x58]
  000050  jmp     0x00000000000000db
  000055  mov     qword ptr [rbp+0x18],0
; v0:int = input n
  000060  cmp     qword ptr [rbp+0xd8],1
  00006b  jne     0x00000000000001a5
  000071  mov     rbx,[rbp+0x30]
; v1:list = input src
  000078  cmp     qword ptr [rbp+0xe0],3
  000083  jne     0x00000000000001a5
  000089  mov     r12,[rbp+0x38]
; v2:list = input jumps
  000090  cmp     qword ptr [rbp+0xe8],3
  00009b  jne     0x00000000000001a5
; v3:list = input stack
  0000a1  cmp     qword ptr [rbp+0xf0],3
  0000ac  jne     0x00000000000001a5
; v4:int = input sp
  0000b2  cmp     qword ptr [rbp+0xf8],1
  0000bd  jne     0x00000000000001a5
; v5:int = input i
  0000c3  cmp     qword ptr [rbp+0x100],1
  0000ce  jne     0x00000000000001a5
  0000d4  mov     r13,[rbp+0x58]
; v6:int = lt v5, v0
; guard_true v6 => match/1 (0) {i=v5, more=0}
  0000db  cmp     r13,rbx
  0000de  jge     0x00000000000001b4
; v8:int = readlist v1, v5 => match_command/0 (1) {i=v5}
  0000e4  cmp     r13,[r12]
  0000ec  jae     0x00000000000001eb
  0000f2  mov     rax,[r12+8]
  0000fa  test    rax,rax
  0000fd  je      0x000000000000010e
  000103  cmp     byte ptr [rax+r13],1
  000108  jne     0x00000000000001eb
  00010e  mov     rax,[r12+0x10]
  000116  mov     r14,[rax+r13*8]
; v9:int = eq v8, 91
; guard_false v9 => match_command/2 (1) {i=v5, c=v8, open=1}
  00011a  cmp     r14,0x5b
  000121  je      0x000000000000020c
; v11:int = eq v8, 93
; guard_false v11 => match_close/1 (2) {i=v5, close=1}
  000127  cmp     r14,0x5d
  00012e  je      0x0000000000000255
; v13:int = add_nov v5, 1
  000134  add     r13,1
; guard_steps => match/0 (4) {i=v13}
; v15:int = phi i v13
; loop (4)
  00013b  nop
  00013c  nop
  00013d  nop
  00013e  nop
  00013f  nop
; v17:int = lt v15, v0
; guard_true v17 => match/1 (0) {i=v15, more=0}
  000140  cmp     r13,rbx
  000143  jge     0x000000000000028c
; v19:int = readlist v1, v15 => match_command/0 (1) {i=v15}
  000149  cmp     r13,[r12]
  000151  jae     0x00000000000002c3
  000157  mov     rax,[r12+8]
  00015f  test    rax,rax
  000162  je      0x0000000000000173
  000168  cmp     byte ptr [rax+r13],1
  00016d  jne     0x00000000000002c3
  000173  mov     rax,[r12+0x10]
  00017b  mov     r14,[rax+r13*8]
; v20:int = eq v19, 91
; guard_false v20 => match_command/2 (1) {i=v15, c=v19, open=1}
  00017f  cmp     r14,0x5b
  000186  je      0x00000000000002e4
; v22:int = eq v19, 93
; guard_false v22 => match_close/1 (2) {i=v15, close=1}
  00018c  cmp     r14,0x5d
  000193  je      0x000000000000032d
; v24:int = add_nov v15, 1
  000199  add     r13,1
; guard_steps => match/0 (4) {i=v24}
; jump (4) v15 <- v24
  0001a0  jmp     0x0000000000000140
; exits
  0001a5  mov     rax,0xfffffffe
  0001af  jmp     0x0000000000000016
  0001b4  mov     [rbp+0x58],r13
  0001bb  mov     qword ptr [rbp+0x100],1
  0001c6  mov     qword ptr [rbp+0x60],0
  0001d1  mov     qword ptr [rbp+0x108],1
  0001dc  mov     rax,0
  0001e6  jmp     0x0000000000000016
  0001eb  mov     [rbp+0x58],r13
  0001f2  mov     qword ptr [rbp+0x100],1
  0001fd  mov     rax,1
  000207  jmp     0x0000000000000016
  00020c  mov     [rbp+0x58],r13
  000213  mov     qword ptr [rbp+0x100],1
  00021e  mov     [rbp+0x68],r14
  000225  mov     qword ptr [rbp+0x110],1
  000230  mov     qword ptr [rbp+0x70],1
  00023b  mov     qword ptr [rbp+0x118],1
  000246  mov     rax,2
  000250  jmp     0x0000000000000016
  000255  mov     [rbp+0x58],r13
  00025c  mov     qword ptr [rbp+0x100],1
  000267  mov     qword ptr [rbp+0x78],1
  000272  mov     qword ptr [rbp+0x120],1
  00027d  mov     rax,3
  000287  jmp     0x0000000000000016
  00028c  mov     [rbp+0x58],r13
  000293  mov     qword ptr [rbp+0x100],1
  00029e  mov     qword ptr [rbp+0x60],0
  0002a9  mov     qword ptr [rbp+0x108],1
  0002b4  mov     rax,5
  0002be  jmp     0x0000000000000016
  0002c3  mov     [rbp+0x58],r13
  0002ca  mov     qword ptr [rbp+0x100],1
  0002d5  mov     rax,6
  0002df  jmp     0x0000000000000016
  0002e4  mov     [rbp+0x58],r13
  0002eb  mov     qword ptr [rbp+0x100],1
  0002f6  mov     [rbp+0x68],r14
  0002fd  mov     qword ptr [rbp+0x110],1
  000308  mov     qword ptr [rbp+0x70],1
  000313  mov     qword ptr [rbp+0x118],1
  00031e  mov     rax,7
  000328  jmp     0x0000000000000016
  00032d  mov     [rbp+0x58],r13
  000334  mov     qword ptr [rbp+0x100],1
  00033f  mov     qword ptr [rbp+0x78],1
  00034a  mov     qword ptr [rbp+0x120],1
  000355  mov     rax,8
  00035f  jmp     0x0000000000000016

; T1: 3273 bytes
  000370  mov     qword ptr [rbp+0x18],0
  00037b  mov     rbx,[rbp+0x30]
  000382  mov     r12,[rbp+0x38]
  000389  mov     r13,[rbp+0x40]
  000390  mov     r14,[rbp+0x98]
  000397  mov     r15,[rbp+0xa0]
  00039e  mov     rsi,[rbp+0xa8]
  0003a5  jmp     0x0000000000000478
  0003aa  mov     qword ptr [rbp+0x18],0
; v0:int = input n
  0003b5  cmp     qword ptr [rbp+0xd8],1
  0003c0  jne     0x0000000000000a4a
  0003c6  mov     rbx,[rbp+0x30]
; v1:list = input src
  0003cd  cmp     qword ptr [rbp+0xe0],3
  0003d8  jne     0x0000000000000a4a
  0003de  mov     r12,[rbp+0x38]
; v2:list = input jumps
  0003e5  cmp     qword ptr [rbp+0xe8],3
  0003f0  jne     0x0000000000000a4a
  0003f6  mov     r13,[rbp+0x40]
; v3:list = input tape
  0003fd  cmp     qword ptr [rbp+0x140],3
  000408  jne     0x0000000000000a4a
  00040e  mov     r14,[rbp+0x98]
; v4:int = input p
  000415  cmp     qword ptr [rbp+0x148],1
  000420  jne     0x0000000000000a4a
  000426  mov     r15,[rbp+0xa0]
; v5:int = input pc
  00042d  cmp     qword ptr [rbp+0x150],1
  000438  jne     0x0000000000000a4a
  00043e  mov     rsi,[rbp+0xa8]
; guard_value v1, [43, 43, 43, 43, 43, 43, 43, 43, 91, 45, 62, 43, 43, 43, 43, 43, 43, 43, 43, 60, 93, 62, 43, 91, 62, 43, 60, 45, 93, 62, 91, 45, 46, 93, 62, 43, 43, 43, 43, 43, 43, 43, 43, 91, 45, 60, 43, 43, 43, 43, 43, 43, 43, 43, 62, 93, 60, 91, 45, 62, 43, 60, 93, 62, 91, 45, 93] => loop/0 (0) {tape=v3, p=v4, pc=v5}
  000445  mov     rax,<list k0>
  00044f  cmp     r12,rax
  000452  jne     0x0000000000000a59
; guard_value v2, [0, 0, 0, 0, 0, 0, 0, 0, 20, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 8, 0, 0, 28, 0, 0, 0, 0, 23, 0, 33, 0, 0, 30, 0, 0, 0, 0, 0, 0, 0, 0, 0, 55, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 43, 0, 62, 0, 0, 0, 0, 57, 0, 66, 0, 64] => loop_jumps/0 (1) {tape=v3, p=v4, pc=v5}
  000458  mov     rax,<list k1>
  000462  cmp     r13,rax
  000465  jne     0x0000000000000ad7
; guard_value v5, 24 => loop_pc/0 (2) {tape=v3, p=v4, pc=v5}
  00046b  cmp     rsi,0x18
  000472  jne     0x0000000000000b55
; v9:int = lt 24, v0
  000478  mov     r11,0x18
  00047f  cmp     r11,rbx
  000482  setl    al
  000485  movzx   esi,al
; v10:int = lt 28, v0
; guard_true v10 => dispatch/1 (3) {more=v9, tape=v3, p=v4, pc=24}
  000489  mov     r11,0x1c
  000490  cmp     r11,rbx
  000493  jge     0x0000000000000bac
; v12:int = add v4, 1 => right/0 (7) {tape=v3, p=v4, pc=24}
  000499  add     r15,1
  0004a0  jo      0x0000000000000c07
; v13:int = and v12, 65535
  0004a6  mov     rsi,r15
  0004a9  and     rsi,0xffff
; v14:int = readlist v3, v13 => plus/0 (14) {tape=v3, p=v13, pc=25}
  0004b0  cmp     rsi,[r14]
  0004b8  jae     0x0000000000000c57
  0004be  mov     rax,[r14+8]
  0004c6  test    rax,rax
  0004c9  je      0x00000000000004da
  0004cf  cmp     byte ptr [rax+rsi],1
  0004d4  jne     0x0000000000000c57
  0004da  mov     rax,[r14+0x10]
  0004e2  mov     rbx,[rax+rsi*8]
; v15:int = add v14, 1 => plus/1 (14) {tape=v3, p=v13, pc=25, x=v14}
  0004e6  add     rbx,1
  0004ed  jo      0x0000000000000ca0
; v16:int = and v15, 255
  0004f3  and     rbx,0xff
; v17:list = set v3, v13, v16 owned => plus/3 (14) {tape=v3, p=v13, pc=25, x=v16}
  0004fa  cmp     qword ptr [r14+8],0
  000506  jne     0x000000000000066e
  00050c  cmp     qword ptr [r14-0x10],1
  000518  jne     0x000000000000066e
  00051e  cmp     qword ptr [r14-8],1
  00052a  jne     0x000000000000066e
  000530  cmp     rsi,[r14]
  000538  jae     0x000000000000066e
  00053e  mov     rax,[r14+0x10]
  000546  lea     rax,[rax+rsi*8]
  00054a  mov     [rax],rbx
; v18:int = add_nov v12, -1
  00054d  add     r15,0xffffffffffffffff
; v19:int = and v18, 65535
  000554  and     r15,0xffff
; v20:int = readlist v17, v19 => minus/0 (32) {tape=v17, p=v19, pc=27}
  00055b  cmp     r15,[r14]
  000563  jae     0x0000000000000d02
  000569  mov     rax,[r14+8]
  000571  test    rax,rax
  000574  je      0x0000000000000585
  00057a  cmp     byte ptr [rax+r15],1
  00057f  jne     0x0000000000000d02
  000585  mov     rax,[r14+0x10]
  00058d  mov     r13,[rax+r15*8]
; v21:int = sub v20, 1 => minus/1 (32) {tape=v17, p=v19, pc=27, x=v20}
  000591  sub     r13,1
  000598  jo      0x0000000000000d4b
; v22:int = and v21, 255
  00059e  and     r13,0xff
; v23:list = set v17, v19, v22 owned => minus/3 (32) {tape=v17, p=v19, pc=27, x=v22}
  0005a5  cmp     qword ptr [r14+8],0
  0005b1  jne     0x0000000000000765
  0005b7  cmp     r15,[r14]
  0005bf  jae     0x0000000000000765
  0005c5  mov     rax,[r14+0x10]
  0005cd  lea     rax,[rax+r15*8]
  0005d1  mov     [rax],r13
; guard_true v22 => close_bracket/1 (46) {tape=v23, p=v19, pc=28, x=0}
  0005d4  test    r13,r13
  0005d7  je      0x0000000000000dad
; guard_steps => loop/0 (49) {tape=v23, p=v19, pc=24}
; v26:list = phi tape v23
; v27:int = phi - v22
; v28:int = phi - v16
; loop (49)
  0005dd  nop
  0005de  nop
  0005df  nop
; v30:int = add v28, 1 => plus/1 (14) {tape=v26, p=v13, pc=25, x=v28}
  0005e0  add     rbx,1
  0005e7  jo      0x0000000000000e0c
; v31:int = and v30, 255
  0005ed  and     rbx,0xff
; v32:list = set v26, v13, v31 owned => plus/3 (14) {tape=v26, p=v13, pc=25, x=v31}
  0005f4  cmp     qword ptr [r14+8],0
  000600  jne     0x000000000000085c
  000606  cmp     rsi,[r14]
  00060e  jae     0x000000000000085c
  000614  mov     rax,[r14+0x10]
  00061c  lea     rax,[rax+rsi*8]
  000620  mov     [rax],rbx
; v33:int = sub_nov v27, 1
  000623  sub     r13,1
; v34:int = and v33, 255
  00062a  and     r13,0xff
; v35:list = set v32, v19, v34 owned => minus/3 (32) {tape=v32, p=v19, pc=27, x=v34}
  000631  cmp     qword ptr [r14+8],0
  00063d  jne     0x0000000000000953
  000643  cmp     r15,[r14]
  00064b  jae     0x0000000000000953
  000651  mov     rax,[r14+0x10]
  000659  lea     rax,[rax+r15*8]
  00065d  mov     [rax],r13
; guard_true v34 => close_bracket/1 (46) {tape=v35, p=v19, pc=28, x=0}
  000660  test    r13,r13
  000663  jne     0x00000000000005e0
  000669  jmp     0x0000000000000e6e
; guard_steps => loop/0 (49) {tape=v35, p=v19, pc=24}
; jump (49) v26 <- v35, v27 <- v34, v28 <- v31
  00066e  sub     rsp,0x70
  000675  mov     [rsp+0x30],rcx
  00067d  mov     [rsp+0x38],rsi
  000685  mov     [rsp+0x40],rdi
  00068d  mov     [rsp+0x48],r8
  000695  mov     [rsp+0x50],r9
  00069d  mov     [rsp+0x58],r10
  0006a5  mov     [rsp],r14
  0006ad  mov     qword ptr [rsp+8],3
  0006b9  mov     [rsp+0x10],rsi
  0006c1  mov     qword ptr [rsp+0x18],1
  0006cd  mov     [rsp+0x20],rbx
  0006d5  mov     qword ptr [rsp+0x28],1
  0006e1  mov     rdi,[rbp+0x20]
  0006e8  mov     esi,0xe
  0006ed  mov     rdx,rsp
  0006f0  mov     rcx,0xfffffffffffffff2
  0006fa  mov     r8,0xfffffffffffffff2
  000704  mov     r9,0
  00070e  mov     rax,<list_op>
  000718  call    rax
  00071a  mov     r11,rax
  00071d  mov     rcx,[rsp+0x30]
  000725  mov     rsi,[rsp+0x38]
  00072d  mov     rdi,[rsp+0x40]
  000735  mov     r8,[rsp+0x48]
  00073d  mov     r9,[rsp+0x50]
  000745  mov     r10,[rsp+0x58]
  00074d  add     rsp,0x70
  000754  test    rdx,rdx
  000757  je      0x0000000000000ecd
  00075d  mov     r14,r11
  000760  jmp     0x000000000000054d
  000765  sub     rsp,0x70
  00076c  mov     [rsp+0x30],rcx
  000774  mov     [rsp+0x38],rsi
  00077c  mov     [rsp+0x40],rdi
  000784  mov     [rsp+0x48],r8
  00078c  mov     [rsp+0x50],r9
  000794  mov     [rsp+0x58],r10
  00079c  mov     [rsp],r14
  0007a4  mov     qword ptr [rsp+8],3
  0007b0  mov     [rsp+0x10],r15
  0007b8  mov     qword ptr [rsp+0x18],1
  0007c4  mov     [rsp+0x20],r13
  0007cc  mov     qword ptr [rsp+0x28],1
  0007d8  mov     rdi,[rbp+0x20]
  0007df  mov     esi,0xe
  0007e4  mov     rdx,rsp
  0007e7  mov     rcx,0xfffffffffffffff2
  0007f1  mov     r8,0xfffffffffffffff2
  0007fb  mov     r9,0
  000805  mov     rax,<list_op>
  00080f  call    rax
  000811  mov     r11,rax
  000814  mov     rcx,[rsp+0x30]
  00081c  mov     rsi,[rsp+0x38]
  000824  mov     rdi,[rsp+0x40]
  00082c  mov     r8,[rsp+0x48]
  000834  mov     r9,[rsp+0x50]
  00083c  mov     r10,[rsp+0x58]
  000844  add     rsp,0x70
  00084b  test    rdx,rdx
  00084e  je      0x0000000000000f28
  000854  mov     r14,r11
  000857  jmp     0x00000000000005d4
  00085c  sub     rsp,0x70
  000863  mov     [rsp+0x30],rcx
  00086b  mov     [rsp+0x38],rsi
  000873  mov     [rsp+0x40],rdi
  00087b  mov     [rsp+0x48],r8
  000883  mov     [rsp+0x50],r9
  00088b  mov     [rsp+0x58],r10
  000893  mov     [rsp],r14
  00089b  mov     qword ptr [rsp+8],3
  0008a7  mov     [rsp+0x10],rsi
  0008af  mov     qword ptr [rsp+0x18],1
  0008bb  mov     [rsp+0x20],rbx
  0008c3  mov     qword ptr [rsp+0x28],1
  0008cf  mov     rdi,[rbp+0x20]
  0008d6  mov     esi,0xe
  0008db  mov     rdx,rsp
  0008de  mov     rcx,0xfffffffffffffff2
  0008e8  mov     r8,0xfffffffffffffff2
  0008f2  mov     r9,0
  0008fc  mov     rax,<list_op>
  000906  call    rax
  000908  mov     r11,rax
  00090b  mov     rcx,[rsp+0x30]
  000913  mov     rsi,[rsp+0x38]
  00091b  mov     rdi,[rsp+0x40]
  000923  mov     r8,[rsp+0x48]
  00092b  mov     r9,[rsp+0x50]
  000933  mov     r10,[rsp+0x58]
  00093b  add     rsp,0x70
  000942  test    rdx,rdx
  000945  je      0x0000000000000f83
  00094b  mov     r14,r11
  00094e  jmp     0x0000000000000623
  000953  sub     rsp,0x70
  00095a  mov     [rsp+0x30],rcx
  000962  mov     [rsp+0x38],rsi
  00096a  mov     [rsp+0x40],rdi
  000972  mov     [rsp+0x48],r8
  00097a  mov     [rsp+0x50],r9
  000982  mov     [rsp+0x58],r10
  00098a  mov     [rsp],r14
  000992  mov     qword ptr [rsp+8],3
  00099e  mov     [rsp+0x10],r15
  0009a6  mov     qword ptr [rsp+0x18],1
  0009b2  mov     [rsp+0x20],r13
  0009ba  mov     qword ptr [rsp+0x28],1
  0009c6  mov     rdi,[rbp+0x20]
  0009cd  mov     esi,0xe
  0009d2  mov     rdx,rsp
  0009d5  mov     rcx,0xfffffffffffffff2
  0009df  mov     r8,0xfffffffffffffff2
  0009e9  mov     r9,0
  0009f3  mov     rax,<list_op>
  0009fd  call    rax
  0009ff  mov     r11,rax
  000a02  mov     rcx,[rsp+0x30]
  000a0a  mov     rsi,[rsp+0x38]
  000a12  mov     rdi,[rsp+0x40]
  000a1a  mov     r8,[rsp+0x48]
  000a22  mov     r9,[rsp+0x50]
  000a2a  mov     r10,[rsp+0x58]
  000a32  add     rsp,0x70
  000a39  test    rdx,rdx
  000a3c  je      0x0000000000000fde
  000a42  mov     r14,r11
  000a45  jmp     0x0000000000000660
; exits
  000a4a  mov     rax,0x1fffffffe
  000a54  jmp     0x0000000000000016
  000a59  mov     [rbp+0x10],r12
  000a60  mov     qword ptr [rbp+0x18],3
  000a6b  mov     [rbp+0x98],r14
  000a72  mov     qword ptr [rbp+0x140],3
  000a7d  mov     [rbp+0xa0],r15
  000a84  mov     qword ptr [rbp+0x148],1
  000a8f  mov     [rbp+0xa8],rsi
  000a96  mov     qword ptr [rbp+0x150],1
  000aa1  mov     rdi,[rbp+0x20]
  000aa8  mov     rsi,8
  000ab2  mov     rdx,0
  000abc  mov     rax,<exit_lists>
  000ac6  call    rax
  000ac8  mov     rax,0x100000000
  000ad2  jmp     0x0000000000000016
  000ad7  mov     [rbp+0x10],r13
  000ade  mov     qword ptr [rbp+0x18],3
  000ae9  mov     [rbp+0x98],r14
  000af0  mov     qword ptr [rbp+0x140],3
  000afb  mov     [rbp+0xa0],r15
  000b02  mov     qword ptr [rbp+0x148],1
  000b0d  mov     [rbp+0xa8],rsi
  000b14  mov     qword ptr [rbp+0x150],1
  000b1f  mov     rdi,[rbp+0x20]
  000b26  mov     rsi,8
  000b30  mov     rdx,0
  000b3a  mov     rax,<exit_lists>
  000b44  call    rax
  000b46  mov     rax,0x100000001
  000b50  jmp     0x0000000000000016
  000b55  mov     [rbp+0x10],rsi
  000b5c  mov     qword ptr [rbp+0x18],1
  000b67  mov     [rbp+0x98],r14
  000b6e  mov     qword ptr [rbp+0x140],3
  000b79  mov     [rbp+0xa0],r15
  000b80  mov     qword ptr [rbp+0x148],1
  000b8b  mov     [rbp+0xa8],rsi
  000b92  mov     qword ptr [rbp+0x150],1
  000b9d  mov     rax,0x100000002
  000ba7  jmp     0x0000000000000016
  000bac  mov     [rbp+0x60],rsi
  000bb3  mov     qword ptr [rbp+0x108],1
  000bbe  mov     [rbp+0x98],r14
  000bc5  mov     qword ptr [rbp+0x140],3
  000bd0  mov     [rbp+0xa0],r15
  000bd7  mov     qword ptr [rbp+0x148],1
  000be2  mov     qword ptr [rbp+0xa8],0x18
  000bed  mov     qword ptr [rbp+0x150],1
  000bf8  mov     rax,0x100000003
  000c02  jmp     0x0000000000000016
  000c07  sub     r15,1
  000c0e  mov     [rbp+0x98],r14
  000c15  mov     qword ptr [rbp+0x140],3
  000c20  mov     [rbp+0xa0],r15
  000c27  mov     qword ptr [rbp+0x148],1
  000c32  mov     qword ptr [rbp+0xa8],0x18
  000c3d  mov     qword ptr [rbp+0x150],1
  000c48  mov     rax,0x100000004
  000c52  jmp     0x0000000000000016
  000c57  mov     [rbp+0x98],r14
  000c5e  mov     qword ptr [rbp+0x140],3
  000c69  mov     [rbp+0xa0],rsi
  000c70  mov     qword ptr [rbp+0x148],1
  000c7b  mov     qword ptr [rbp+0xa8],0x19
  000c86  mov     qword ptr [rbp+0x150],1
  000c91  mov     rax,0x100000005
  000c9b  jmp     0x0000000000000016
  000ca0  sub     rbx,1
  000ca7  mov     [rbp+0x98],r14
  000cae  mov     qword ptr [rbp+0x140],3
  000cb9  mov     [rbp+0xa0],rsi
  000cc0  mov     qword ptr [rbp+0x148],1
  000ccb  mov     qword ptr [rbp+0xa8],0x19
  000cd6  mov     qword ptr [rbp+0x150],1
  000ce1  mov     [rbp+0xb8],rbx
  000ce8  mov     qword ptr [rbp+0x160],1
  000cf3  mov     rax,0x100000006
  000cfd  jmp     0x0000000000000016
  000d02  mov     [rbp+0x98],r14
  000d09  mov     qword ptr [rbp+0x140],3
  000d14  mov     [rbp+0xa0],r15
  000d1b  mov     qword ptr [rbp+0x148],1
  000d26  mov     qword ptr [rbp+0xa8],0x1b
  000d31  mov     qword ptr [rbp+0x150],1
  000d3c  mov     rax,0x100000008
  000d46  jmp     0x0000000000000016
  000d4b  add     r13,1
  000d52  mov     [rbp+0x98],r14
  000d59  mov     qword ptr [rbp+0x140],3
  000d64  mov     [rbp+0xa0],r15
  000d6b  mov     qword ptr [rbp+0x148],1
  000d76  mov     qword ptr [rbp+0xa8],0x1b
  000d81  mov     qword ptr [rbp+0x150],1
  000d8c  mov     [rbp+0xb8],r13
  000d93  mov     qword ptr [rbp+0x160],1
  000d9e  mov     rax,0x100000009
  000da8  jmp     0x0000000000000016
  000dad  mov     [rbp+0x98],r14
  000db4  mov     qword ptr [rbp+0x140],3
  000dbf  mov     [rbp+0xa0],r15
  000dc6  mov     qword ptr [rbp+0x148],1
  000dd1  mov     qword ptr [rbp+0xa8],0x1c
  000ddc  mov     qword ptr [rbp+0x150],1
  000de7  mov     qword ptr [rbp+0xb8],0
  000df2  mov     qword ptr [rbp+0x160],1
  000dfd  mov     rax,0x10000000b
  000e07  jmp     0x0000000000000016
  000e0c  sub     rbx,1
  000e13  mov     [rbp+0x98],r14
  000e1a  mov     qword ptr [rbp+0x140],3
  000e25  mov     [rbp+0xa0],rsi
  000e2c  mov     qword ptr [rbp+0x148],1
  000e37  mov     qword ptr [rbp+0xa8],0x19
  000e42  mov     qword ptr [rbp+0x150],1
  000e4d  mov     [rbp+0xb8],rbx
  000e54  mov     qword ptr [rbp+0x160],1
  000e5f  mov     rax,0x10000000d
  000e69  jmp     0x0000000000000016
  000e6e  mov     [rbp+0x98],r14
  000e75  mov     qword ptr [rbp+0x140],3
  000e80  mov     [rbp+0xa0],r15
  000e87  mov     qword ptr [rbp+0x148],1
  000e92  mov     qword ptr [rbp+0xa8],0x1c
  000e9d  mov     qword ptr [rbp+0x150],1
  000ea8  mov     qword ptr [rbp+0xb8],0
  000eb3  mov     qword ptr [rbp+0x160],1
  000ebe  mov     rax,0x100000010
  000ec8  jmp     0x0000000000000016
  000ecd  mov     [rbp+0x98],r14
  000ed4  mov     qword ptr [rbp+0x140],3
  000edf  mov     [rbp+0xa0],rsi
  000ee6  mov     qword ptr [rbp+0x148],1
  000ef1  mov     qword ptr [rbp+0xa8],0x19
  000efc  mov     qword ptr [rbp+0x150],1
  000f07  mov     [rbp+0xb8],rbx
  000f0e  mov     qword ptr [rbp+0x160],1
  000f19  mov     rax,0x100000007
  000f23  jmp     0x0000000000000016
  000f28  mov     [rbp+0x98],r14
  000f2f  mov     qword ptr [rbp+0x140],3
  000f3a  mov     [rbp+0xa0],r15
  000f41  mov     qword ptr [rbp+0x148],1
  000f4c  mov     qword ptr [rbp+0xa8],0x1b
  000f57  mov     qword ptr [rbp+0x150],1
  000f62  mov     [rbp+0xb8],r13
  000f69  mov     qword ptr [rbp+0x160],1
  000f74  mov     rax,0x10000000a
  000f7e  jmp     0x0000000000000016
  000f83  mov     [rbp+0x98],r14
  000f8a  mov     qword ptr [rbp+0x140],3
  000f95  mov     [rbp+0xa0],rsi
  000f9c  mov     qword ptr [rbp+0x148],1
  000fa7  mov     qword ptr [rbp+0xa8],0x19
  000fb2  mov     qword ptr [rbp+0x150],1
  000fbd  mov     [rbp+0xb8],rbx
  000fc4  mov     qword ptr [rbp+0x160],1
  000fcf  mov     rax,0x10000000e
  000fd9  jmp     0x0000000000000016
  000fde  mov     [rbp+0x98],r14
  000fe5  mov     qword ptr [rbp+0x140],3
  000ff0  mov     [rbp+0xa0],r15
  000ff7  mov     qword ptr [rbp+0x148],1
  001002  mov     qword ptr [rbp+0xa8],0x1b
  00100d  mov     qword ptr [rbp+0x150],1
  001018  mov     [rbp+0xb8],r13
  00101f  mov     qword ptr [rbp+0x160],1
  00102a  mov     rax,0x10000000f
  001034  jmp     0x0000000000000016

; T2: 2510 bytes
  001040  mov     qword ptr [rbp+0x18],0
  00104b  mov     rbx,[rbp+0x30]
  001052  mov     r12,[rbp+0x38]
  001059  mov     r13,[rbp+0x40]
  001060  mov     r14,[rbp+0x98]
  001067  mov     r15,[rbp+0xa0]
  00106e  mov     rsi,[rbp+0xa8]
  001075  jmp     0x0000000000001148
  00107a  mov     qword ptr [rbp+0x18],0
; v0:int = input n
  001085  cmp     qword ptr [rbp+0xd8],1
  001090  jne     0x0000000000001654
  001096  mov     rbx,[rbp+0x30]
; v1:list = input src
  00109d  cmp     qword ptr [rbp+0xe0],3
  0010a8  jne     0x0000000000001654
  0010ae  mov     r12,[rbp+0x38]
; v2:list = input jumps
  0010b5  cmp     qword ptr [rbp+0xe8],3
  0010c0  jne     0x0000000000001654
  0010c6  mov     r13,[rbp+0x40]
; v3:list = input tape
  0010cd  cmp     qword ptr [rbp+0x140],3
  0010d8  jne     0x0000000000001654
  0010de  mov     r14,[rbp+0x98]
; v4:int = input p
  0010e5  cmp     qword ptr [rbp+0x148],1
  0010f0  jne     0x0000000000001654
  0010f6  mov     r15,[rbp+0xa0]
; v5:int = input pc
  0010fd  cmp     qword ptr [rbp+0x150],1
  001108  jne     0x0000000000001654
  00110e  mov     rsi,[rbp+0xa8]
; guard_value v1, [43, 43, 43, 43, 43, 43, 43, 43, 91, 45, 62, 43, 43, 43, 43, 43, 43, 43, 43, 60, 93, 62, 43, 91, 62, 43, 60, 45, 93, 62, 91, 45, 46, 93, 62, 43, 43, 43, 43, 43, 43, 43, 43, 91, 45, 60, 43, 43, 43, 43, 43, 43, 43, 43, 62, 93, 60, 91, 45, 62, 43, 60, 93, 62, 91, 45, 93] => loop/0 (0) {tape=v3, pc=v5}
  001115  mov     rax,<list k0>
  00111f  cmp     r12,rax
  001122  jne     0x0000000000001663
; guard_value v2, [0, 0, 0, 0, 0, 0, 0, 0, 20, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 8, 0, 0, 28, 0, 0, 0, 0, 23, 0, 33, 0, 0, 30, 0, 0, 0, 0, 0, 0, 0, 0, 0, 55, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 43, 0, 62, 0, 0, 0, 0, 57, 0, 66, 0, 64] => loop_jumps/0 (1) {tape=v3, pc=v5}
  001128  mov     rax,<list k1>
  001132  cmp     r13,rax
  001135  jne     0x00000000000016cf
; guard_value v5, 31 => loop_pc/0 (2) {tape=v3, pc=v5}
  00113b  cmp     rsi,0x1f
  001142  jne     0x000000000000173b
; v9:int = lt 31, v0
  001148  mov     r11,0x1f
  00114f  cmp     r11,rbx
  001152  setl    al
  001155  movzx   esi,al
; v10:int = lt 33, v0
; guard_true v10 => dispatch/1 (3) {more=v9, tape=v3, pc=31}
  001159  mov     r11,0x21
  001160  cmp     r11,rbx
  001163  jge     0x0000000000001780
; v12:int = readlist v3, v4 => minus/0 (6) {tape=v3, pc=31}
  001169  cmp     r15,[r14]
  001171  jae     0x00000000000017c9
  001177  mov     rax,[r14+8]
  00117f  test    rax,rax
  001182  je      0x0000000000001193
  001188  cmp     byte ptr [rax+r15],1
  00118d  jne     0x00000000000017c9
  001193  mov     rax,[r14+0x10]
  00119b  mov     rsi,[rax+r15*8]
; v13:int = sub v12, 1 => minus/1 (6) {tape=v3, pc=31, x=v12}
  00119f  sub     rsi,1
  0011a6  jo      0x0000000000001800
; v14:int = and v13, 255
  0011ac  and     rsi,0xff
; v15:list = set v3, v4, v14 owned => minus/3 (6) {tape=v3, pc=31, x=v14}
  0011b3  cmp     qword ptr [r14+8],0
  0011bf  jne     0x00000000000012ce
  0011c5  cmp     qword ptr [r14-0x10],1
  0011d1  jne     0x00000000000012ce
  0011d7  cmp     qword ptr [r14-8],1
  0011e3  jne     0x00000000000012ce
  0011e9  cmp     r15,[r14]
  0011f1  jae     0x00000000000012ce
  0011f7  mov     rax,[r14+0x10]
  0011ff  lea     rax,[rax+r15*8]
  001203  mov     [rax],rsi
; v16:int = put_byte v14 => output/1 (17) {tape=v15, pc=32, x=v14}
  001206  cmp     rsi,0xff
  00120d  ja      0x00000000000013c5
  001213  mov     rax,[rbp+0x28]
  00121a  mov     rdx,[rax]
  00121d  cmp     rdx,0x10000
  001224  jae     0x00000000000013c5
  00122a  mov     [rax+rdx+8],sil
  001232  add     rdx,1
  001236  mov     [rax],rdx
; guard_true v14 => close_bracket/1 (31) {tape=v15, pc=33, x=0}
  001239  test    rsi,rsi
  00123c  je      0x0000000000001850
; guard_steps => loop/0 (34) {tape=v15, pc=31}
; v19:list = phi tape v15
; v20:int = phi - v14
; loop (34)
  001242  nop
  001243  nop
  001244  nop
  001245  nop
  001246  nop
  001247  nop
  001248  nop
  001249  nop
  00124a  nop
  00124b  nop
  00124c  nop
  00124d  nop
  00124e  nop
  00124f  nop
; v22:int = sub_nov v20, 1
  001250  sub     rsi,1
; v23:int = and v22, 255
  001257  and     rsi,0xff
; v24:list = set v19, v4, v23 owned => minus/3 (6) {tape=v19, pc=31, x=v23}
  00125e  cmp     qword ptr [r14+8],0
  00126a  jne     0x0000000000001491
  001270  cmp     r15,[r14]
  001278  jae     0x0000000000001491
  00127e  mov     rax,[r14+0x10]
  001286  lea     rax,[rax+r15*8]
  00128a  mov     [rax],rsi
; v25:int = put_byte v23 => output/1 (17) {tape=v24, pc=32, x=v23}
  00128d  cmp     rsi,0xff
  001294  ja      0x0000000000001588
  00129a  mov     rax,[rbp+0x28]
  0012a1  mov     rdx,[rax]
  0012a4  cmp     rdx,0x10000
  0012ab  jae     0x0000000000001588
  0012b1  mov     [rax+rdx+8],sil
  0012b9  add     rdx,1
  0012bd  mov     [rax],rdx
; guard_true v23 => close_bracket/1 (31) {tape=v24, pc=33, x=0}
  0012c0  test    rsi,rsi
  0012c3  jne     0x0000000000001250
  0012c9  jmp     0x000000000000189d
; guard_steps => loop/0 (34) {tape=v24, pc=31}
; jump (34) v19 <- v24, v20 <- v23
  0012ce  sub     rsp,0x70
  0012d5  mov     [rsp+0x30],rcx
  0012dd  mov     [rsp+0x38],rsi
  0012e5  mov     [rsp+0x40],rdi
  0012ed  mov     [rsp+0x48],r8
  0012f5  mov     [rsp+0x50],r9
  0012fd  mov     [rsp+0x58],r10
  001305  mov     [rsp],r14
  00130d  mov     qword ptr [rsp+8],3
  001319  mov     [rsp+0x10],r15
  001321  mov     qword ptr [rsp+0x18],1
  00132d  mov     [rsp+0x20],rsi
  001335  mov     qword ptr [rsp+0x28],1
  001341  mov     rdi,[rbp+0x20]
  001348  mov     esi,0xe
  00134d  mov     rdx,rsp
  001350  mov     rcx,0xfffffffffffffff2
  00135a  mov     r8,0xfffffffffffffff2
  001364  mov     r9,0
  00136e  mov     rax,<list_op>
  001378  call    rax
  00137a  mov     r11,rax
  00137d  mov     rcx,[rsp+0x30]
  001385  mov     rsi,[rsp+0x38]
  00138d  mov     rdi,[rsp+0x40]
  001395  mov     r8,[rsp+0x48]
  00139d  mov     r9,[rsp+0x50]
  0013a5  mov     r10,[rsp+0x58]
  0013ad  add     rsp,0x70
  0013b4  test    rdx,rdx
  0013b7  je      0x00000000000018ea
  0013bd  mov     r14,r11
  0013c0  jmp     0x0000000000001206
  0013c5  sub     rsp,0x70
  0013cc  mov     [rsp+0x30],rcx
  0013d4  mov     [rsp+0x38],rsi
  0013dc  mov     [rsp+0x40],rdi
  0013e4  mov     [rsp+0x48],r8
  0013ec  mov     [rsp+0x50],r9
  0013f4  mov     [rsp+0x58],r10
  0013fc  mov     [rsp],rsi
  001404  mov     qword ptr [rsp+8],1
  001410  mov     rdi,[rbp+0x20]
  001417  mov     esi,0x14
  00141c  mov     rdx,rsp
  00141f  mov     rcx,1
  001429  mov     r8,0
  001433  mov     r9,0
  00143d  mov     rax,<call_op>
  001447  call    rax
  001449  mov     r11,rax
  00144c  mov     rcx,[rsp+0x30]
  001454  mov     rsi,[rsp+0x38]
  00145c  mov     rdi,[rsp+0x40]
  001464  mov     r8,[rsp+0x48]
  00146c  mov     r9,[rsp+0x50]
  001474  mov     r10,[rsp+0x58]
  00147c  add     rsp,0x70
  001483  test    rdx,rdx
  001486  je      0x0000000000001933
  00148c  jmp     0x0000000000001239
  001491  sub     rsp,0x70
  001498  mov     [rsp+0x30],rcx
  0014a0  mov     [rsp+0x38],rsi
  0014a8  mov     [rsp+0x40],rdi
  0014b0  mov     [rsp+0x48],r8
  0014b8  mov     [rsp+0x50],r9
  0014c0  mov     [rsp+0x58],r10
  0014c8  mov     [rsp],r14
  0014d0  mov     qword ptr [rsp+8],3
  0014dc  mov     [rsp+0x10],r15
  0014e4  mov     qword ptr [rsp+0x18],1
  0014f0  mov     [rsp+0x20],rsi
  0014f8  mov     qword ptr [rsp+0x28],1
  001504  mov     rdi,[rbp+0x20]
  00150b  mov     esi,0xe
  001510  mov     rdx,rsp
  001513  mov     rcx,0xfffffffffffffff2
  00151d  mov     r8,0xfffffffffffffff2
  001527  mov     r9,0
  001531  mov     rax,<list_op>
  00153b  call    rax
  00153d  mov     r11,rax
  001540  mov     rcx,[rsp+0x30]
  001548  mov     rsi,[rsp+0x38]
  001550  mov     rdi,[rsp+0x40]
  001558  mov     r8,[rsp+0x48]
  001560  mov     r9,[rsp+0x50]
  001568  mov     r10,[rsp+0x58]
  001570  add     rsp,0x70
  001577  test    rdx,rdx
  00157a  je      0x000000000000197c
  001580  mov     r14,r11
  001583  jmp     0x000000000000128d
  001588  sub     rsp,0x70
  00158f  mov     [rsp+0x30],rcx
  001597  mov     [rsp+0x38],rsi
  00159f  mov     [rsp+0x40],rdi
  0015a7  mov     [rsp+0x48],r8
  0015af  mov     [rsp+0x50],r9
  0015b7  mov     [rsp+0x58],r10
  0015bf  mov     [rsp],rsi
  0015c7  mov     qword ptr [rsp+8],1
  0015d3  mov     rdi,[rbp+0x20]
  0015da  mov     esi,0x14
  0015df  mov     rdx,rsp
  0015e2  mov     rcx,1
  0015ec  mov     r8,0
  0015f6  mov     r9,0
  001600  mov     rax,<call_op>
  00160a  call    rax
  00160c  mov     r11,rax
  00160f  mov     rcx,[rsp+0x30]
  001617  mov     rsi,[rsp+0x38]
  00161f  mov     rdi,[rsp+0x40]
  001627  mov     r8,[rsp+0x48]
  00162f  mov     r9,[rsp+0x50]
  001637  mov     r10,[rsp+0x58]
  00163f  add     rsp,0x70
  001646  test    rdx,rdx
  001649  je      0x00000000000019c5
  00164f  jmp     0x00000000000012c0
; exits
  001654  mov     rax,0x2fffffffe
  00165e  jmp     0x0000000000000016
  001663  mov     [rbp+0x10],r12
  00166a  mov     qword ptr [rbp+0x18],3
  001675  mov     [rbp+0x98],r14
  00167c  mov     qword ptr [rbp+0x140],3
  001687  mov     [rbp+0xa8],rsi
  00168e  mov     qword ptr [rbp+0x150],1
  001699  mov     rdi,[rbp+0x20]
  0016a0  mov     rsi,8
  0016aa  mov     rdx,0
  0016b4  mov     rax,<exit_lists>
  0016be  call    rax
  0016c0  mov     rax,0x200000000
  0016ca  jmp     0x0000000000000016
  0016cf  mov     [rbp+0x10],r13
  0016d6  mov     qword ptr [rbp+0x18],3
  0016e1  mov     [rbp+0x98],r14
  0016e8  mov     qword ptr [rbp+0x140],3
  0016f3  mov     [rbp+0xa8],rsi
  0016fa  mov     qword ptr [rbp+0x150],1
  001705  mov     rdi,[rbp+0x20]
  00170c  mov     rsi,8
  001716  mov     rdx,0
  001720  mov     rax,<exit_lists>
  00172a  call    rax
  00172c  mov     rax,0x200000001
  001736  jmp     0x0000000000000016
  00173b  mov     [rbp+0x10],rsi
  001742  mov     qword ptr [rbp+0x18],1
  00174d  mov     [rbp+0x98],r14
  001754  mov     qword ptr [rbp+0x140],3
  00175f  mov     [rbp+0xa8],rsi
  001766  mov     qword ptr [rbp+0x150],1
  001771  mov     rax,0x200000002
  00177b  jmp     0x0000000000000016
  001780  mov     [rbp+0x60],rsi
  001787  mov     qword ptr [rbp+0x108],1
  001792  mov     [rbp+0x98],r14
  001799  mov     qword ptr [rbp+0x140],3
  0017a4  mov     qword ptr [rbp+0xa8],0x1f
  0017af  mov     qword ptr [rbp+0x150],1
  0017ba  mov     rax,0x200000003
  0017c4  jmp     0x0000000000000016
  0017c9  mov     [rbp+0x98],r14
  0017d0  mov     qword ptr [rbp+0x140],3
  0017db  mov     qword ptr [rbp+0xa8],0x1f
  0017e6  mov     qword ptr [rbp+0x150],1
  0017f1  mov     rax,0x200000004
  0017fb  jmp     0x0000000000000016
  001800  add     rsi,1
  001807  mov     [rbp+0x98],r14
  00180e  mov     qword ptr [rbp+0x140],3
  001819  mov     qword ptr [rbp+0xa8],0x1f
  001824  mov     qword ptr [rbp+0x150],1
  00182f  mov     [rbp+0xb8],rsi
  001836  mov     qword ptr [rbp+0x160],1
  001841  mov     rax,0x200000005
  00184b  jmp     0x0000000000000016
  001850  mov     [rbp+0x98],r14
  001857  mov     qword ptr [rbp+0x140],3
  001862  mov     qword ptr [rbp+0xa8],0x21
  00186d  mov     qword ptr [rbp+0x150],1
  001878  mov     qword ptr [rbp+0xb8],0
  001883  mov     qword ptr [rbp+0x160],1
  00188e  mov     rax,0x200000008
  001898  jmp     0x0000000000000016
  00189d  mov     [rbp+0x98],r14
  0018a4  mov     qword ptr [rbp+0x140],3
  0018af  mov     qword ptr [rbp+0xa8],0x21
  0018ba  mov     qword ptr [rbp+0x150],1
  0018c5  mov     qword ptr [rbp+0xb8],0
  0018d0  mov     qword ptr [rbp+0x160],1
  0018db  mov     rax,0x20000000c
  0018e5  jmp     0x0000000000000016
  0018ea  mov     [rbp+0x98],r14
  0018f1  mov     qword ptr [rbp+0x140],3
  0018fc  mov     qword ptr [rbp+0xa8],0x1f
  001907  mov     qword ptr [rbp+0x150],1
  001912  mov     [rbp+0xb8],rsi
  001919  mov     qword ptr [rbp+0x160],1
  001924  mov     rax,0x200000006
  00192e  jmp     0x0000000000000016
  001933  mov     [rbp+0x98],r14
  00193a  mov     qword ptr [rbp+0x140],3
  001945  mov     qword ptr [rbp+0xa8],0x20
  001950  mov     qword ptr [rbp+0x150],1
  00195b  mov     [rbp+0xb8],rsi
  001962  mov     qword ptr [rbp+0x160],1
  00196d  mov     rax,0x200000007
  001977  jmp     0x0000000000000016
  00197c  mov     [rbp+0x98],r14
  001983  mov     qword ptr [rbp+0x140],3
  00198e  mov     qword ptr [rbp+0xa8],0x1f
  001999  mov     qword ptr [rbp+0x150],1
  0019a4  mov     [rbp+0xb8],rsi
  0019ab  mov     qword ptr [rbp+0x160],1
  0019b6  mov     rax,0x20000000a
  0019c0  jmp     0x0000000000000016
  0019c5  mov     [rbp+0x98],r14
  0019cc  mov     qword ptr [rbp+0x140],3
  0019d7  mov     qword ptr [rbp+0xa8],0x20
  0019e2  mov     qword ptr [rbp+0x150],1
  0019ed  mov     [rbp+0xb8],rsi
  0019f4  mov     qword ptr [rbp+0x160],1
  0019ff  mov     rax,0x20000000b
  001a09  jmp     0x0000000000000016

; T3: 3514 bytes
  001a10  mov     qword ptr [rbp+0x18],0
  001a1b  mov     rbx,[rbp+0x30]
  001a22  mov     r12,[rbp+0x38]
  001a29  mov     r13,[rbp+0x40]
  001a30  mov     r14,[rbp+0x98]
  001a37  mov     r15,[rbp+0xa0]
  001a3e  mov     rsi,[rbp+0xa8]
  001a45  jmp     0x0000000000001b18
  001a4a  mov     qword ptr [rbp+0x18],0
; v0:int = input n
  001a55  cmp     qword ptr [rbp+0xd8],1
  001a60  jne     0x0000000000002130
  001a66  mov     rbx,[rbp+0x30]
; v1:list = input src
  001a6d  cmp     qword ptr [rbp+0xe0],3
  001a78  jne     0x0000000000002130
  001a7e  mov     r12,[rbp+0x38]
; v2:list = input jumps
  001a85  cmp     qword ptr [rbp+0xe8],3
  001a90  jne     0x0000000000002130
  001a96  mov     r13,[rbp+0x40]
; v3:list = input tape
  001a9d  cmp     qword ptr [rbp+0x140],3
  001aa8  jne     0x0000000000002130
  001aae  mov     r14,[rbp+0x98]
; v4:int = input p
  001ab5  cmp     qword ptr [rbp+0x148],1
  001ac0  jne     0x0000000000002130
  001ac6  mov     r15,[rbp+0xa0]
; v5:int = input pc
  001acd  cmp     qword ptr [rbp+0x150],1
  001ad8  jne     0x0000000000002130
  001ade  mov     rsi,[rbp+0xa8]
; guard_value v1, [43, 43, 43, 43, 43, 43, 43, 43, 91, 45, 62, 43, 43, 43, 43, 43, 43, 43, 43, 60, 93, 62, 43, 91, 62, 43, 60, 45, 93, 62, 91, 45, 46, 93, 62, 43, 43, 43, 43, 43, 43, 43, 43, 91, 45, 60, 43, 43, 43, 43, 43, 43, 43, 43, 62, 93, 60, 91, 45, 62, 43, 60, 93, 62, 91, 45, 93] => loop/0 (0) {tape=v3, p=v4, pc=v5}
  001ae5  mov     rax,<list k0>
  001aef  cmp     r12,rax
  001af2  jne     0x000000000000213f
; guard_value v2, [0, 0, 0, 0, 0, 0, 0, 0, 20, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 8, 0, 0, 28, 0, 0, 0, 0, 23, 0, 33, 0, 0, 30, 0, 0, 0, 0, 0, 0, 0, 0, 0, 55, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 43, 0, 62, 0, 0, 0, 0, 57, 0, 66, 0, 64] => loop_jumps/0 (1) {tape=v3, p=v4, pc=v5}
  001af8  mov     rax,<list k1>
  001b02  cmp     r13,rax
  001b05  jne     0x00000000000021bd
; guard_value v5, 58 => loop_pc/0 (2) {tape=v3, p=v4, pc=v5}
  001b0b  cmp     rsi,0x3a
  001b12  jne     0x000000000000223b
; v9:int = lt 58, v0
  001b18  mov     r11,0x3a
  001b1f  cmp     r11,rbx
  001b22  setl    al
  001b25  movzx   esi,al
; v10:int = lt 62, v0
; guard_true v10 => dispatch/1 (3) {more=v9, tape=v3, p=v4, pc=58}
  001b29  mov     r11,0x3e
  001b30  cmp     r11,rbx
  001b33  jge     0x0000000000002292
; v12:int = readlist v3, v4 => minus/0 (6) {tape=v3, p=v4, pc=58}
  001b39  cmp     r15,[r14]
  001b41  jae     0x00000000000022ed
  001b47  mov     rax,[r14+8]
  001b4f  test    rax,rax
  001b52  je      0x0000000000001b63
  001b58  cmp     byte ptr [rax+r15],1
  001b5d  jne     0x00000000000022ed
  001b63  mov     rax,[r14+0x10]
  001b6b  mov     rsi,[rax+r15*8]
; v13:int = sub v12, 1 => minus/1 (6) {tape=v3, p=v4, pc=58, x=v12}
  001b6f  sub     rsi,1
  001b76  jo      0x0000000000002336
; v14:int = and v13, 255
  001b7c  and     rsi,0xff
; v15:list = set v3, v4, v14 owned => minus/3 (6) {tape=v3, p=v4, pc=58, x=v14}
  001b83  cmp     qword ptr [r14+8],0
  001b8f  jne     0x0000000000001d54
  001b95  cmp     qword ptr [r14-0x10],1
  001ba1  jne     0x0000000000001d54
  001ba7  cmp     qword ptr [r14-8],1
  001bb3  jne     0x0000000000001d54
  001bb9  cmp     r15,[r14]
  001bc1  jae     0x0000000000001d54
  001bc7  mov     rax,[r14+0x10]
  001bcf  lea     rax,[rax+r15*8]
  001bd3  mov     [rax],rsi
; v16:int = add v4, 1 => right/0 (15) {tape=v15, p=v4, pc=59}
  001bd6  add     r15,1
  001bdd  jo      0x0000000000002398
; v17:int = and v16, 65535
  001be3  mov     rsi,r15
  001be6  and     rsi,0xffff
; v18:int = readlist v15, v17 => plus/0 (22) {tape=v15, p=v17, pc=60}
  001bed  cmp     rsi,[r14]
  001bf5  jae     0x00000000000023e8
  001bfb  mov     rax,[r14+8]
  001c03  test    rax,rax
  001c06  je      0x0000000000001c17
  001c0c  cmp     byte ptr [rax+rsi],1
  001c11  jne     0x00000000000023e8
  001c17  mov     rax,[r14+0x10]
  001c1f  mov     rbx,[rax+rsi*8]
; v19:int = add v18, 1 => plus/1 (22) {tape=v15, p=v17, pc=60, x=v18}
  001c23  add     rbx,1
  001c2a  jo      0x0000000000002431
; v20:int = and v19, 255
  001c30  and     rbx,0xff
; v21:list = set v15, v17, v20 owned => plus/3 (22) {tape=v15, p=v17, pc=60, x=v20}
  001c37  cmp     qword ptr [r14+8],0
  001c43  jne     0x0000000000001e4b
  001c49  cmp     rsi,[r14]
  001c51  jae     0x0000000000001e4b
  001c57  mov     rax,[r14+0x10]
  001c5f  lea     rax,[rax+rsi*8]
  001c63  mov     [rax],rbx
; v22:int = add_nov v16, -1
  001c66  add     r15,0xffffffffffffffff
; v23:int = and v22, 65535
  001c6d  and     r15,0xffff
; v24:int = readlist v21, v23 => close_bracket/0 (46) {tape=v21, p=v23, pc=62}
  001c74  cmp     r15,[r14]
  001c7c  jae     0x0000000000002493
  001c82  mov     rax,[r14+8]
  001c8a  test    rax,rax
  001c8d  je      0x0000000000001c9e
  001c93  cmp     byte ptr [rax+r15],1
  001c98  jne     0x0000000000002493
  001c9e  mov     rax,[r14+0x10]
  001ca6  mov     r13,[rax+r15*8]
; guard_true v24 => close_bracket/1 (46) {tape=v21, p=v23, pc=62, x=0}
  001caa  test    r13,r13
  001cad  je      0x00000000000024dc
; guard_steps => loop/0 (49) {tape=v21, p=v23, pc=58}
; v27:list = phi tape v21
; v28:int = phi - v24
; v29:int = phi - v20
; loop (49)
  001cb3  nop
  001cb4  nop
  001cb5  nop
  001cb6  nop
  001cb7  nop
  001cb8  nop
  001cb9  nop
  001cba  nop
  001cbb  nop
  001cbc  nop
  001cbd  nop
  001cbe  nop
  001cbf  nop
; v31:int = sub v28, 1 => minus/1 (6) {tape=v27, p=v23, pc=58, x=v28}
  001cc0  sub     r13,1
  001cc7  jo      0x000000000000253b
; v32:int = and v31, 255
  001ccd  and     r13,0xff
; v33:list = set v27, v23, v32 owned => minus/3 (6) {tape=v27, p=v23, pc=58, x=v32}
  001cd4  cmp     qword ptr [r14+8],0
  001ce0  jne     0x0000000000001f42
  001ce6  cmp     r15,[r14]
  001cee  jae     0x0000000000001f42
  001cf4  mov     rax,[r14+0x10]
  001cfc  lea     rax,[rax+r15*8]
  001d00  mov     [rax],r13
; v34:int = add v29, 1 => plus/1 (22) {tape=v33, p=v17, pc=60, x=v29}
  001d03  add     rbx,1
  001d0a  jo      0x000000000000259d
; v35:int = and v34, 255
  001d10  and     rbx,0xff
; v36:list = set v33, v17, v35 owned => plus/3 (22) {tape=v33, p=v17, pc=60, x=v35}
  001d17  cmp     qword ptr [r14+8],0
  001d23  jne     0x0000000000002039
  001d29  cmp     rsi,[r14]
  001d31  jae     0x0000000000002039
  001d37  mov     rax,[r14+0x10]
  001d3f  lea     rax,[rax+rsi*8]
  001d43  mov     [rax],rbx
; guard_true v32 => close_bracket/1 (46) {tape=v36, p=v23, pc=62, x=0}
  001d46  test    r13,r13
  001d49  jne     0x0000000000001cc0
  001d4f  jmp     0x00000000000025ff
; guard_steps => loop/0 (49) {tape=v36, p=v23, pc=58}
; jump (49) v27 <- v36, v28 <- v32, v29 <- v35
  001d54  sub     rsp,0x70
  001d5b  mov     [rsp+0x30],rcx
  001d63  mov     [rsp+0x38],rsi
  001d6b  mov     [rsp+0x40],rdi
  001d73  mov     [rsp+0x48],r8
  001d7b  mov     [rsp+0x50],r9
  001d83  mov     [rsp+0x58],r10
  001d8b  mov     [rsp],r14
  001d93  mov     qword ptr [rsp+8],3
  001d9f  mov     [rsp+0x10],r15
  001da7  mov     qword ptr [rsp+0x18],1
  001db3  mov     [rsp+0x20],rsi
  001dbb  mov     qword ptr [rsp+0x28],1
  001dc7  mov     rdi,[rbp+0x20]
  001dce  mov     esi,0xe
  001dd3  mov     rdx,rsp
  001dd6  mov     rcx,0xfffffffffffffff2
  001de0  mov     r8,0xfffffffffffffff2
  001dea  mov     r9,0
  001df4  mov     rax,<list_op>
  001dfe  call    rax
  001e00  mov     r11,rax
  001e03  mov     rcx,[rsp+0x30]
  001e0b  mov     rsi,[rsp+0x38]
  001e13  mov     rdi,[rsp+0x40]
  001e1b  mov     r8,[rsp+0x48]
  001e23  mov     r9,[rsp+0x50]
  001e2b  mov     r10,[rsp+0x58]
  001e33  add     rsp,0x70
  001e3a  test    rdx,rdx
  001e3d  je      0x000000000000265e
  001e43  mov     r14,r11
  001e46  jmp     0x0000000000001bd6
  001e4b  sub     rsp,0x70
  001e52  mov     [rsp+0x30],rcx
  001e5a  mov     [rsp+0x38],rsi
  001e62  mov     [rsp+0x40],rdi
  001e6a  mov     [rsp+0x48],r8
  001e72  mov     [rsp+0x50],r9
  001e7a  mov     [rsp+0x58],r10
  001e82  mov     [rsp],r14
  001e8a  mov     qword ptr [rsp+8],3
  001e96  mov     [rsp+0x10],rsi
  001e9e  mov     qword ptr [rsp+0x18],1
  001eaa  mov     [rsp+0x20],rbx
  001eb2  mov     qword ptr [rsp+0x28],1
  001ebe  mov     rdi,[rbp+0x20]
  001ec5  mov     esi,0xe
  001eca  mov     rdx,rsp
  001ecd  mov     rcx,0xfffffffffffffff2
  001ed7  mov     r8,0xfffffffffffffff2
  001ee1  mov     r9,0
  001eeb  mov     rax,<list_op>
  001ef5  call    rax
  001ef7  mov     r11,rax
  001efa  mov     rcx,[rsp+0x30]
  001f02  mov     rsi,[rsp+0x38]
  001f0a  mov     rdi,[rsp+0x40]
  001f12  mov     r8,[rsp+0x48]
  001f1a  mov     r9,[rsp+0x50]
  001f22  mov     r10,[rsp+0x58]
  001f2a  add     rsp,0x70
  001f31  test    rdx,rdx
  001f34  je      0x00000000000026b9
  001f3a  mov     r14,r11
  001f3d  jmp     0x0000000000001c66
  001f42  sub     rsp,0x70
  001f49  mov     [rsp+0x30],rcx
  001f51  mov     [rsp+0x38],rsi
  001f59  mov     [rsp+0x40],rdi
  001f61  mov     [rsp+0x48],r8
  001f69  mov     [rsp+0x50],r9
  001f71  mov     [rsp+0x58],r10
  001f79  mov     [rsp],r14
  001f81  mov     qword ptr [rsp+8],3
  001f8d  mov     [rsp+0x10],r15
  001f95  mov     qword ptr [rsp+0x18],1
  001fa1  mov     [rsp+0x20],r13
  001fa9  mov     qword ptr [rsp+0x28],1
  001fb5  mov     rdi,[rbp+0x20]
  001fbc  mov     esi,0xe
  001fc1  mov     rdx,rsp
  001fc4  mov     rcx,0xfffffffffffffff2
  001fce  mov     r8,0xfffffffffffffff2
  001fd8  mov     r9,0
  001fe2  mov     rax,<list_op>
  001fec  call    rax
  001fee  mov     r11,rax
  001ff1  mov     rcx,[rsp+0x30]
  001ff9  mov     rsi,[rsp+0x38]
  002001  mov     rdi,[rsp+0x40]
  002009  mov     r8,[rsp+0x48]
  002011  mov     r9,[rsp+0x50]
  002019  mov     r10,[rsp+0x58]
  002021  add     rsp,0x70
  002028  test    rdx,rdx
  00202b  je      0x0000000000002714
  002031  mov     r14,r11
  002034  jmp     0x0000000000001d03
  002039  sub     rsp,0x70
  002040  mov     [rsp+0x30],rcx
  002048  mov     [rsp+0x38],rsi
  002050  mov     [rsp+0x40],rdi
  002058  mov     [rsp+0x48],r8
  002060  mov     [rsp+0x50],r9
  002068  mov     [rsp+0x58],r10
  002070  mov     [rsp],r14
  002078  mov     qword ptr [rsp+8],3
  002084  mov     [rsp+0x10],rsi
  00208c  mov     qword ptr [rsp+0x18],1
  002098  mov     [rsp+0x20],rbx
  0020a0  mov     qword ptr [rsp+0x28],1
  0020ac  mov     rdi,[rbp+0x20]
  0020b3  mov     esi,0xe
  0020b8  mov     rdx,rsp
  0020bb  mov     rcx,0xfffffffffffffff2
  0020c5  mov     r8,0xfffffffffffffff2
  0020cf  mov     r9,0
  0020d9  mov     rax,<list_op>
  0020e3  call    rax
  0020e5  mov     r11,rax
  0020e8  mov     rcx,[rsp+0x30]
  0020f0  mov     rsi,[rsp+0x38]
  0020f8  mov     rdi,[rsp+0x40]
  002100  mov     r8,[rsp+0x48]
  002108  mov     r9,[rsp+0x50]
  002110  mov     r10,[rsp+0x58]
  002118  add     rsp,0x70
  00211f  test    rdx,rdx
  002122  je      0x000000000000276f
  002128  mov     r14,r11
  00212b  jmp     0x0000000000001d46
; exits
  002130  mov     rax,0x3fffffffe
  00213a  jmp     0x0000000000000016
  00213f  mov     [rbp+0x10],r12
  002146  mov     qword ptr [rbp+0x18],3
  002151  mov     [rbp+0x98],r14
  002158  mov     qword ptr [rbp+0x140],3
  002163  mov     [rbp+0xa0],r15
  00216a  mov     qword ptr [rbp+0x148],1
  002175  mov     [rbp+0xa8],rsi
  00217c  mov     qword ptr [rbp+0x150],1
  002187  mov     rdi,[rbp+0x20]
  00218e  mov     rsi,8
  002198  mov     rdx,0
  0021a2  mov     rax,<exit_lists>
  0021ac  call    rax
  0021ae  mov     rax,0x300000000
  0021b8  jmp     0x0000000000000016
  0021bd  mov     [rbp+0x10],r13
  0021c4  mov     qword ptr [rbp+0x18],3
  0021cf  mov     [rbp+0x98],r14
  0021d6  mov     qword ptr [rbp+0x140],3
  0021e1  mov     [rbp+0xa0],r15
  0021e8  mov     qword ptr [rbp+0x148],1
  0021f3  mov     [rbp+0xa8],rsi
  0021fa  mov     qword ptr [rbp+0x150],1
  002205  mov     rdi,[rbp+0x20]
  00220c  mov     rsi,8
  002216  mov     rdx,0
  002220  mov     rax,<exit_lists>
  00222a  call    rax
  00222c  mov     rax,0x300000001
  002236  jmp     0x0000000000000016
  00223b  mov     [rbp+0x10],rsi
  002242  mov     qword ptr [rbp+0x18],1
  00224d  mov     [rbp+0x98],r14
  002254  mov     qword ptr [rbp+0x140],3
  00225f  mov     [rbp+0xa0],r15
  002266  mov     qword ptr [rbp+0x148],1
  002271  mov     [rbp+0xa8],rsi
  002278  mov     qword ptr [rbp+0x150],1
  002283  mov     rax,0x300000002
  00228d  jmp     0x0000000000000016
  002292  mov     [rbp+0x60],rsi
  002299  mov     qword ptr [rbp+0x108],1
  0022a4  mov     [rbp+0x98],r14
  0022ab  mov     qword ptr [rbp+0x140],3
  0022b6  mov     [rbp+0xa0],r15
  0022bd  mov     qword ptr [rbp+0x148],1
  0022c8  mov     qword ptr [rbp+0xa8],0x3a
  0022d3  mov     qword ptr [rbp+0x150],1
  0022de  mov     rax,0x300000003
  0022e8  jmp     0x0000000000000016
  0022ed  mov     [rbp+0x98],r14
  0022f4  mov     qword ptr [rbp+0x140],3
  0022ff  mov     [rbp+0xa0],r15
  002306  mov     qword ptr [rbp+0x148],1
  002311  mov     qword ptr [rbp+0xa8],0x3a
  00231c  mov     qword ptr [rbp+0x150],1
  002327  mov     rax,0x300000004
  002331  jmp     0x0000000000000016
  002336  add     rsi,1
  00233d  mov     [rbp+0x98],r14
  002344  mov     qword ptr [rbp+0x140],3
  00234f  mov     [rbp+0xa0],r15
  002356  mov     qword ptr [rbp+0x148],1
  002361  mov     qword ptr [rbp+0xa8],0x3a
  00236c  mov     qword ptr [rbp+0x150],1
  002377  mov     [rbp+0xb8],rsi
  00237e  mov     qword ptr [rbp+0x160],1
  002389  mov     rax,0x300000005
  002393  jmp     0x0000000000000016
  002398  sub     r15,1
  00239f  mov     [rbp+0x98],r14
  0023a6  mov     qword ptr [rbp+0x140],3
  0023b1  mov     [rbp+0xa0],r15
  0023b8  mov     qword ptr [rbp+0x148],1
  0023c3  mov     qword ptr [rbp+0xa8],0x3b
  0023ce  mov     qword ptr [rbp+0x150],1
  0023d9  mov     rax,0x300000007
  0023e3  jmp     0x0000000000000016
  0023e8  mov     [rbp+0x98],r14
  0023ef  mov     qword ptr [rbp+0x140],3
  0023fa  mov     [rbp+0xa0],rsi
  002401  mov     qword ptr [rbp+0x148],1
  00240c  mov     qword ptr [rbp+0xa8],0x3c
  002417  mov     qword ptr [rbp+0x150],1
  002422  mov     rax,0x300000008
  00242c  jmp     0x0000000000000016
  002431  sub     rbx,1
  002438  mov     [rbp+0x98],r14
  00243f  mov     qword ptr [rbp+0x140],3
  00244a  mov     [rbp+0xa0],rsi
  002451  mov     qword ptr [rbp+0x148],1
  00245c  mov     qword ptr [rbp+0xa8],0x3c
  002467  mov     qword ptr [rbp+0x150],1
  002472  mov     [rbp+0xb8],rbx
  002479  mov     qword ptr [rbp+0x160],1
  002484  mov     rax,0x300000009
  00248e  jmp     0x0000000000000016
  002493  mov     [rbp+0x98],r14
  00249a  mov     qword ptr [rbp+0x140],3
  0024a5  mov     [rbp+0xa0],r15
  0024ac  mov     qword ptr [rbp+0x148],1
  0024b7  mov     qword ptr [rbp+0xa8],0x3e
  0024c2  mov     qword ptr [rbp+0x150],1
  0024cd  mov     rax,0x30000000b
  0024d7  jmp     0x0000000000000016
  0024dc  mov     [rbp+0x98],r14
  0024e3  mov     qword ptr [rbp+0x140],3
  0024ee  mov     [rbp+0xa0],r15
  0024f5  mov     qword ptr [rbp+0x148],1
  002500  mov     qword ptr [rbp+0xa8],0x3e
  00250b  mov     qword ptr [rbp+0x150],1
  002516  mov     qword ptr [rbp+0xb8],0
  002521  mov     qword ptr [rbp+0x160],1
  00252c  mov     rax,0x30000000c
  002536  jmp     0x0000000000000016
  00253b  add     r13,1
  002542  mov     [rbp+0x98],r14
  002549  mov     qword ptr [rbp+0x140],3
  002554  mov     [rbp+0xa0],r15
  00255b  mov     qword ptr [rbp+0x148],1
  002566  mov     qword ptr [rbp+0xa8],0x3a
  002571  mov     qword ptr [rbp+0x150],1
  00257c  mov     [rbp+0xb8],r13
  002583  mov     qword ptr [rbp+0x160],1
  00258e  mov     rax,0x30000000e
  002598  jmp     0x0000000000000016
  00259d  sub     rbx,1
  0025a4  mov     [rbp+0x98],r14
  0025ab  mov     qword ptr [rbp+0x140],3
  0025b6  mov     [rbp+0xa0],rsi
  0025bd  mov     qword ptr [rbp+0x148],1
  0025c8  mov     qword ptr [rbp+0xa8],0x3c
  0025d3  mov     qword ptr [rbp+0x150],1
  0025de  mov     [rbp+0xb8],rbx
  0025e5  mov     qword ptr [rbp+0x160],1
  0025f0  mov     rax,0x300000010
  0025fa  jmp     0x0000000000000016
  0025ff  mov     [rbp+0x98],r14
  002606  mov     qword ptr [rbp+0x140],3
  002611  mov     [rbp+0xa0],r15
  002618  mov     qword ptr [rbp+0x148],1
  002623  mov     qword ptr [rbp+0xa8],0x3e
  00262e  mov     qword ptr [rbp+0x150],1
  002639  mov     qword ptr [rbp+0xb8],0
  002644  mov     qword ptr [rbp+0x160],1
  00264f  mov     rax,0x300000012
  002659  jmp     0x0000000000000016
  00265e  mov     [rbp+0x98],r14
  002665  mov     qword ptr [rbp+0x140],3
  002670  mov     [rbp+0xa0],r15
  002677  mov     qword ptr [rbp+0x148],1
  002682  mov     qword ptr [rbp+0xa8],0x3a
  00268d  mov     qword ptr [rbp+0x150],1
  002698  mov     [rbp+0xb8],rsi
  00269f  mov     qword ptr [rbp+0x160],1
  0026aa  mov     rax,0x300000006
  0026b4  jmp     0x0000000000000016
  0026b9  mov     [rbp+0x98],r14
  0026c0  mov     qword ptr [rbp+0x140],3
  0026cb  mov     [rbp+0xa0],rsi
  0026d2  mov     qword ptr [rbp+0x148],1
  0026dd  mov     qword ptr [rbp+0xa8],0x3c
  0026e8  mov     qword ptr [rbp+0x150],1
  0026f3  mov     [rbp+0xb8],rbx
  0026fa  mov     qword ptr [rbp+0x160],1
  002705  mov     rax,0x30000000a
  00270f  jmp     0x0000000000000016
  002714  mov     [rbp+0x98],r14
  00271b  mov     qword ptr [rbp+0x140],3
  002726  mov     [rbp+0xa0],r15
  00272d  mov     qword ptr [rbp+0x148],1
  002738  mov     qword ptr [rbp+0xa8],0x3a
  002743  mov     qword ptr [rbp+0x150],1
  00274e  mov     [rbp+0xb8],r13
  002755  mov     qword ptr [rbp+0x160],1
  002760  mov     rax,0x30000000f
  00276a  jmp     0x0000000000000016
  00276f  mov     [rbp+0x98],r14
  002776  mov     qword ptr [rbp+0x140],3
  002781  mov     [rbp+0xa0],rsi
  002788  mov     qword ptr [rbp+0x148],1
  002793  mov     qword ptr [rbp+0xa8],0x3c
  00279e  mov     qword ptr [rbp+0x150],1
  0027a9  mov     [rbp+0xb8],rbx
  0027b0  mov     qword ptr [rbp+0x160],1
  0027bb  mov     rax,0x300000011
  0027c5  jmp     0x0000000000000016

; T4: 1841 bytes
  0027d0  mov     qword ptr [rbp+0x18],0
  0027db  mov     rbx,[rbp+0x30]
  0027e2  mov     r12,[rbp+0x38]
  0027e9  mov     r13,[rbp+0x40]
  0027f0  mov     r14,[rbp+0x98]
  0027f7  mov     r15,[rbp+0xa0]
  0027fe  mov     rsi,[rbp+0xa8]
  002805  jmp     0x00000000000028d8
  00280a  mov     qword ptr [rbp+0x18],0
; v0:int = input n
  002815  cmp     qword ptr [rbp+0xd8],1
  002820  jne     0x0000000000002bd9
  002826  mov     rbx,[rbp+0x30]
; v1:list = input src
  00282d  cmp     qword ptr [rbp+0xe0],3
  002838  jne     0x0000000000002bd9
  00283e  mov     r12,[rbp+0x38]
; v2:list = input jumps
  002845  cmp     qword ptr [rbp+0xe8],3
  002850  jne     0x0000000000002bd9
  002856  mov     r13,[rbp+0x40]
; v3:list = input tape
  00285d  cmp     qword ptr [rbp+0x140],3
  002868  jne     0x0000000000002bd9
  00286e  mov     r14,[rbp+0x98]
; v4:int = input p
  002875  cmp     qword ptr [rbp+0x148],1
  002880  jne     0x0000000000002bd9
  002886  mov     r15,[rbp+0xa0]
; v5:int = input pc
  00288d  cmp     qword ptr [rbp+0x150],1
  002898  jne     0x0000000000002bd9
  00289e  mov     rsi,[rbp+0xa8]
; guard_value v1, [43, 43, 43, 43, 43, 43, 43, 43, 91, 45, 62, 43, 43, 43, 43, 43, 43, 43, 43, 60, 93, 62, 43, 91, 62, 43, 60, 45, 93, 62, 91, 45, 46, 93, 62, 43, 43, 43, 43, 43, 43, 43, 43, 91, 45, 60, 43, 43, 43, 43, 43, 43, 43, 43, 62, 93, 60, 91, 45, 62, 43, 60, 93, 62, 91, 45, 93] => loop/0 (0) {tape=v3, pc=v5}
  0028a5  mov     rax,<list k0>
  0028af  cmp     r12,rax
  0028b2  jne     0x0000000000002be8
; guard_value v2, [0, 0, 0, 0, 0, 0, 0, 0, 20, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 8, 0, 0, 28, 0, 0, 0, 0, 23, 0, 33, 0, 0, 30, 0, 0, 0, 0, 0, 0, 0, 0, 0, 55, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 43, 0, 62, 0, 0, 0, 0, 57, 0, 66, 0, 64] => loop_jumps/0 (1) {tape=v3, pc=v5}
  0028b8  mov     rax,<list k1>
  0028c2  cmp     r13,rax
  0028c5  jne     0x0000000000002c54
; guard_value v5, 65 => loop_pc/0 (2) {tape=v3, pc=v5}
  0028cb  cmp     rsi,0x41
  0028d2  jne     0x0000000000002cc0
; v9:int = lt 65, v0
  0028d8  mov     r11,0x41
  0028df  cmp     r11,rbx
  0028e2  setl    al
  0028e5  movzx   esi,al
; v10:int = lt 66, v0
; guard_true v10 => dispatch/1 (3) {more=v9, tape=v3, pc=65}
  0028e9  mov     r11,0x42
  0028f0  cmp     r11,rbx
  0028f3  jge     0x0000000000002d05
; v12:int = readlist v3, v4 => minus/0 (6) {tape=v3, pc=65}
  0028f9  cmp     r15,[r14]
  002901  jae     0x0000000000002d4e
  002907  mov     rax,[r14+8]
  00290f  test    rax,rax
  002912  je      0x0000000000002923
  002918  cmp     byte ptr [rax+r15],1
  00291d  jne     0x0000000000002d4e
  002923  mov     rax,[r14+0x10]
  00292b  mov     rsi,[rax+r15*8]
; v13:int = sub v12, 1 => minus/1 (6) {tape=v3, pc=65, x=v12}
  00292f  sub     rsi,1
  002936  jo      0x0000000000002d85
; v14:int = and v13, 255
  00293c  and     rsi,0xff
; v15:list = set v3, v4, v14 owned => minus/3 (6) {tape=v3, pc=65, x=v14}
  002943  cmp     qword ptr [r14+8],0
  00294f  jne     0x00000000000029eb
  002955  cmp     qword ptr [r14-0x10],1
  002961  jne     0x00000000000029eb
  002967  cmp     qword ptr [r14-8],1
  002973  jne     0x00000000000029eb
  002979  cmp     r15,[r14]
  002981  jae     0x00000000000029eb
  002987  mov     rax,[r14+0x10]
  00298f  lea     rax,[rax+r15*8]
  002993  mov     [rax],rsi
; guard_true v14 => close_bracket/1 (20) {tape=v15, pc=66, x=0}
  002996  test    rsi,rsi
  002999  je      0x0000000000002dd5
; guard_steps => loop/0 (23) {tape=v15, pc=65}
; v18:list = phi tape v15
; v19:int = phi - v14
; loop (23)
  00299f  nop
; v21:int = sub_nov v19, 1
  0029a0  sub     rsi,1
; v22:int = and v21, 255
  0029a7  and     rsi,0xff
; v23:list = set v18, v4, v22 owned => minus/3 (6) {tape=v18, pc=65, x=v22}
  0029ae  cmp     qword ptr [r14+8],0
  0029ba  jne     0x0000000000002ae2
  0029c0  cmp     r15,[r14]
  0029c8  jae     0x0000000000002ae2
  0029ce  mov     rax,[r14+0x10]
  0029d6  lea     rax,[rax+r15*8]
  0029da  mov     [rax],rsi
; guard_true v22 => close_bracket/1 (20) {tape=v23, pc=66, x=0}
  0029dd  test    rsi,rsi
  0029e0  jne     0x00000000000029a0
  0029e6  jmp     0x0000000000002e22
; guard_steps => loop/0 (23) {tape=v23, pc=65}
; jump (23) v18 <- v23, v19 <- v22
  0029eb  sub     rsp,0x70
  0029f2  mov     [rsp+0x30],rcx
  0029fa  mov     [rsp+0x38],rsi
  002a02  mov     [rsp+0x40],rdi
  002a0a  mov     [rsp+0x48],r8
  002a12  mov     [rsp+0x50],r9
  002a1a  mov     [rsp+0x58],r10
  002a22  mov     [rsp],r14
  002a2a  mov     qword ptr [rsp+8],3
  002a36  mov     [rsp+0x10],r15
  002a3e  mov     qword ptr [rsp+0x18],1
  002a4a  mov     [rsp+0x20],rsi
  002a52  mov     qword ptr [rsp+0x28],1
  002a5e  mov     rdi,[rbp+0x20]
  002a65  mov     esi,0xe
  002a6a  mov     rdx,rsp
  002a6d  mov     rcx,0xfffffffffffffff2
  002a77  mov     r8,0xfffffffffffffff2
  002a81  mov     r9,0
  002a8b  mov     rax,<list_op>
  002a95  call    rax
  002a97  mov     r11,rax
  002a9a  mov     rcx,[rsp+0x30]
  002aa2  mov     rsi,[rsp+0x38]
  002aaa  mov     rdi,[rsp+0x40]
  002ab2  mov     r8,[rsp+0x48]
  002aba  mov     r9,[rsp+0x50]
  002ac2  mov     r10,[rsp+0x58]
  002aca  add     rsp,0x70
  002ad1  test    rdx,rdx
  002ad4  je      0x0000000000002e6f
  002ada  mov     r14,r11
  002add  jmp     0x0000000000002996
  002ae2  sub     rsp,0x70
  002ae9  mov     [rsp+0x30],rcx
  002af1  mov     [rsp+0x38],rsi
  002af9  mov     [rsp+0x40],rdi
  002b01  mov     [rsp+0x48],r8
  002b09  mov     [rsp+0x50],r9
  002b11  mov     [rsp+0x58],r10
  002b19  mov     [rsp],r14
  002b21  mov     qword ptr [rsp+8],3
  002b2d  mov     [rsp+0x10],r15
  002b35  mov     qword ptr [rsp+0x18],1
  002b41  mov     [rsp+0x20],rsi
  002b49  mov     qword ptr [rsp+0x28],1
  002b55  mov     rdi,[rbp+0x20]
  002b5c  mov     esi,0xe
  002b61  mov     rdx,rsp
  002b64  mov     rcx,0xfffffffffffffff2
  002b6e  mov     r8,0xfffffffffffffff2
  002b78  mov     r9,0
  002b82  mov     rax,<list_op>
  002b8c  call    rax
  002b8e  mov     r11,rax
  002b91  mov     rcx,[rsp+0x30]
  002b99  mov     rsi,[rsp+0x38]
  002ba1  mov     rdi,[rsp+0x40]
  002ba9  mov     r8,[rsp+0x48]
  002bb1  mov     r9,[rsp+0x50]
  002bb9  mov     r10,[rsp+0x58]
  002bc1  add     rsp,0x70
  002bc8  test    rdx,rdx
  002bcb  je      0x0000000000002eb8
  002bd1  mov     r14,r11
  002bd4  jmp     0x00000000000029dd
; exits
  002bd9  mov     rax,0x4fffffffe
  002be3  jmp     0x0000000000000016
  002be8  mov     [rbp+0x10],r12
  002bef  mov     qword ptr [rbp+0x18],3
  002bfa  mov     [rbp+0x98],r14
  002c01  mov     qword ptr [rbp+0x140],3
  002c0c  mov     [rbp+0xa8],rsi
  002c13  mov     qword ptr [rbp+0x150],1
  002c1e  mov     rdi,[rbp+0x20]
  002c25  mov     rsi,8
  002c2f  mov     rdx,0
  002c39  mov     rax,<exit_lists>
  002c43  call    rax
  002c45  mov     rax,0x400000000
  002c4f  jmp     0x0000000000000016
  002c54  mov     [rbp+0x10],r13
  002c5b  mov     qword ptr [rbp+0x18],3
  002c66  mov     [rbp+0x98],r14
  002c6d  mov     qword ptr [rbp+0x140],3
  002c78  mov     [rbp+0xa8],rsi
  002c7f  mov     qword ptr [rbp+0x150],1
  002c8a  mov     rdi,[rbp+0x20]
  002c91  mov     rsi,8
  002c9b  mov     rdx,0
  002ca5  mov     rax,<exit_lists>
  002caf  call    rax
  002cb1  mov     rax,0x400000001
  002cbb  jmp     0x0000000000000016
  002cc0  mov     [rbp+0x10],rsi
  002cc7  mov     qword ptr [rbp+0x18],1
  002cd2  mov     [rbp+0x98],r14
  002cd9  mov     qword ptr [rbp+0x140],3
  002ce4  mov     [rbp+0xa8],rsi
  002ceb  mov     qword ptr [rbp+0x150],1
  002cf6  mov     rax,0x400000002
  002d00  jmp     0x0000000000000016
  002d05  mov     [rbp+0x60],rsi
  002d0c  mov     qword ptr [rbp+0x108],1
  002d17  mov     [rbp+0x98],r14
  002d1e  mov     qword ptr [rbp+0x140],3
  002d29  mov     qword ptr [rbp+0xa8],0x41
  002d34  mov     qword ptr [rbp+0x150],1
  002d3f  mov     rax,0x400000003
  002d49  jmp     0x0000000000000016
  002d4e  mov     [rbp+0x98],r14
  002d55  mov     qword ptr [rbp+0x140],3
  002d60  mov     qword ptr [rbp+0xa8],0x41
  002d6b  mov     qword ptr [rbp+0x150],1
  002d76  mov     rax,0x400000004
  002d80  jmp     0x0000000000000016
  002d85  add     rsi,1
  002d8c  mov     [rbp+0x98],r14
  002d93  mov     qword ptr [rbp+0x140],3
  002d9e  mov     qword ptr [rbp+0xa8],0x41
  002da9  mov     qword ptr [rbp+0x150],1
  002db4  mov     [rbp+0xb8],rsi
  002dbb  mov     qword ptr [rbp+0x160],1
  002dc6  mov     rax,0x400000005
  002dd0  jmp     0x0000000000000016
  002dd5  mov     [rbp+0x98],r14
  002ddc  mov     qword ptr [rbp+0x140],3
  002de7  mov     qword ptr [rbp+0xa8],0x42
  002df2  mov     qword ptr [rbp+0x150],1
  002dfd  mov     qword ptr [rbp+0xb8],0
  002e08  mov     qword ptr [rbp+0x160],1
  002e13  mov     rax,0x400000007
  002e1d  jmp     0x0000000000000016
  002e22  mov     [rbp+0x98],r14
  002e29  mov     qword ptr [rbp+0x140],3
  002e34  mov     qword ptr [rbp+0xa8],0x42
  002e3f  mov     qword ptr [rbp+0x150],1
  002e4a  mov     qword ptr [rbp+0xb8],0
  002e55  mov     qword ptr [rbp+0x160],1
  002e60  mov     rax,0x40000000a
  002e6a  jmp     0x0000000000000016
  002e6f  mov     [rbp+0x98],r14
  002e76  mov     qword ptr [rbp+0x140],3
  002e81  mov     qword ptr [rbp+0xa8],0x41
  002e8c  mov     qword ptr [rbp+0x150],1
  002e97  mov     [rbp+0xb8],rsi
  002e9e  mov     qword ptr [rbp+0x160],1
  002ea9  mov     rax,0x400000006
  002eb3  jmp     0x0000000000000016
  002eb8  mov     [rbp+0x98],r14
  002ebf  mov     qword ptr [rbp+0x140],3
  002eca  mov     qword ptr [rbp+0xa8],0x41
  002ed5  mov     qword ptr [rbp+0x150],1
  002ee0  mov     [rbp+0xb8],rsi
  002ee7  mov     qword ptr [rbp+0x160],1
  002ef2  mov     rax,0x400000009
  002efc  jmp     0x0000000000000016
