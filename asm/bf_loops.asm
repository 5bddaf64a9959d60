; T0: 820 bytes
  000030  mov     qword ptr [rbp+0x18],0
  00003b  mov     rbx,[rbp+0x28]
  000042  mov     r12,[rbp+0x30]
  000049  mov     r13,[rbp+0x50]
  000050  jmp     0x00000000000000db
  000055  mov     qword ptr [rbp+0x18],0
; v0:int = input n
  000060  cmp     qword ptr [rbp+0xd0],1
  00006b  jne     0x00000000000001a5
  000071  mov     rbx,[rbp+0x28]
; v1:list = input src
  000078  cmp     qword ptr [rbp+0xd8],3
  000083  jne     0x00000000000001a5
  000089  mov     r12,[rbp+0x30]
; v2:list = input jumps
  000090  cmp     qword ptr [rbp+0xe0],3
  00009b  jne     0x00000000000001a5
; v3:list = input stack
  0000a1  cmp     qword ptr [rbp+0xe8],3
  0000ac  jne     0x00000000000001a5
; v4:int = input sp
  0000b2  cmp     qword ptr [rbp+0xf0],1
  0000bd  jne     0x00000000000001a5
; v5:int = input i
  0000c3  cmp     qword ptr [rbp+0xf8],1
  0000ce  jne     0x00000000000001a5
  0000d4  mov     r13,[rbp+0x50]
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
  0001b4  mov     [rbp+0x50],r13
  0001bb  mov     qword ptr [rbp+0xf8],1
  0001c6  mov     qword ptr [rbp+0x58],0
  0001d1  mov     qword ptr [rbp+0x100],1
  0001dc  mov     rax,0
  0001e6  jmp     0x0000000000000016
  0001eb  mov     [rbp+0x50],r13
  0001f2  mov     qword ptr [rbp+0xf8],1
  0001fd  mov     rax,1
  000207  jmp     0x0000000000000016
  00020c  mov     [rbp+0x50],r13
  000213  mov     qword ptr [rbp+0xf8],1
  00021e  mov     [rbp+0x60],r14
  000225  mov     qword ptr [rbp+0x108],1
  000230  mov     qword ptr [rbp+0x68],1
  00023b  mov     qword ptr [rbp+0x110],1
  000246  mov     rax,2
  000250  jmp     0x0000000000000016
  000255  mov     [rbp+0x50],r13
  00025c  mov     qword ptr [rbp+0xf8],1
  000267  mov     qword ptr [rbp+0x70],1
  000272  mov     qword ptr [rbp+0x118],1
  00027d  mov     rax,3
  000287  jmp     0x0000000000000016
  00028c  mov     [rbp+0x50],r13
  000293  mov     qword ptr [rbp+0xf8],1
  00029e  mov     qword ptr [rbp+0x58],0
  0002a9  mov     qword ptr [rbp+0x100],1
  0002b4  mov     rax,5
  0002be  jmp     0x0000000000000016
  0002c3  mov     [rbp+0x50],r13
  0002ca  mov     qword ptr [rbp+0xf8],1
  0002d5  mov     rax,6
  0002df  jmp     0x0000000000000016
  0002e4  mov     [rbp+0x50],r13
  0002eb  mov     qword ptr [rbp+0xf8],1
  0002f6  mov     [rbp+0x60],r14
  0002fd  mov     qword ptr [rbp+0x108],1
  000308  mov     qword ptr [rbp+0x68],1
  000313  mov     qword ptr [rbp+0x110],1
  00031e  mov     rax,7
  000328  jmp     0x0000000000000016
  00032d  mov     [rbp+0x50],r13
  000334  mov     qword ptr [rbp+0xf8],1
  00033f  mov     qword ptr [rbp+0x70],1
  00034a  mov     qword ptr [rbp+0x118],1
  000355  mov     rax,8
  00035f  jmp     0x0000000000000016

; T1: 3273 bytes
  000370  mov     qword ptr [rbp+0x18],0
  00037b  mov     rbx,[rbp+0x28]
  000382  mov     r12,[rbp+0x30]
  000389  mov     r13,[rbp+0x38]
  000390  mov     r14,[rbp+0x90]
  000397  mov     r15,[rbp+0x98]
  00039e  mov     rsi,[rbp+0xa0]
  0003a5  jmp     0x0000000000000478
  0003aa  mov     qword ptr [rbp+0x18],0
; v0:int = input n
  0003b5  cmp     qword ptr [rbp+0xd0],1
  0003c0  jne     0x0000000000000a4a
  0003c6  mov     rbx,[rbp+0x28]
; v1:list = input src
  0003cd  cmp     qword ptr [rbp+0xd8],3
  0003d8  jne     0x0000000000000a4a
  0003de  mov     r12,[rbp+0x30]
; v2:list = input jumps
  0003e5  cmp     qword ptr [rbp+0xe0],3
  0003f0  jne     0x0000000000000a4a
  0003f6  mov     r13,[rbp+0x38]
; v3:list = input tape
  0003fd  cmp     qword ptr [rbp+0x138],3
  000408  jne     0x0000000000000a4a
  00040e  mov     r14,[rbp+0x90]
; v4:int = input p
  000415  cmp     qword ptr [rbp+0x140],1
  000420  jne     0x0000000000000a4a
  000426  mov     r15,[rbp+0x98]
; v5:int = input pc
  00042d  cmp     qword ptr [rbp+0x148],1
  000438  jne     0x0000000000000a4a
  00043e  mov     rsi,[rbp+0xa0]
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
  000a6b  mov     [rbp+0x90],r14
  000a72  mov     qword ptr [rbp+0x138],3
  000a7d  mov     [rbp+0x98],r15
  000a84  mov     qword ptr [rbp+0x140],1
  000a8f  mov     [rbp+0xa0],rsi
  000a96  mov     qword ptr [rbp+0x148],1
  000aa1  mov     rdi,[rbp+0x20]
  000aa8  mov     rsi,8
  000ab2  mov     rdx,0
  000abc  mov     rax,<exit_lists>
  000ac6  call    rax
  000ac8  mov     rax,0x100000000
  000ad2  jmp     0x0000000000000016
  000ad7  mov     [rbp+0x10],r13
  000ade  mov     qword ptr [rbp+0x18],3
  000ae9  mov     [rbp+0x90],r14
  000af0  mov     qword ptr [rbp+0x138],3
  000afb  mov     [rbp+0x98],r15
  000b02  mov     qword ptr [rbp+0x140],1
  000b0d  mov     [rbp+0xa0],rsi
  000b14  mov     qword ptr [rbp+0x148],1
  000b1f  mov     rdi,[rbp+0x20]
  000b26  mov     rsi,8
  000b30  mov     rdx,0
  000b3a  mov     rax,<exit_lists>
  000b44  call    rax
  000b46  mov     rax,0x100000001
  000b50  jmp     0x0000000000000016
  000b55  mov     [rbp+0x10],rsi
  000b5c  mov     qword ptr [rbp+0x18],1
  000b67  mov     [rbp+0x90],r14
  000b6e  mov     qword ptr [rbp+0x138],3
  000b79  mov     [rbp+0x98],r15
  000b80  mov     qword ptr [rbp+0x140],1
  000b8b  mov     [rbp+0xa0],rsi
  000b92  mov     qword ptr [rbp+0x148],1
  000b9d  mov     rax,0x100000002
  000ba7  jmp     0x0000000000000016
  000bac  mov     [rbp+0x58],rsi
  000bb3  mov     qword ptr [rbp+0x100],1
  000bbe  mov     [rbp+0x90],r14
  000bc5  mov     qword ptr [rbp+0x138],3
  000bd0  mov     [rbp+0x98],r15
  000bd7  mov     qword ptr [rbp+0x140],1
  000be2  mov     qword ptr [rbp+0xa0],0x18
  000bed  mov     qword ptr [rbp+0x148],1
  000bf8  mov     rax,0x100000003
  000c02  jmp     0x0000000000000016
  000c07  sub     r15,1
  000c0e  mov     [rbp+0x90],r14
  000c15  mov     qword ptr [rbp+0x138],3
  000c20  mov     [rbp+0x98],r15
  000c27  mov     qword ptr [rbp+0x140],1
  000c32  mov     qword ptr [rbp+0xa0],0x18
  000c3d  mov     qword ptr [rbp+0x148],1
  000c48  mov     rax,0x100000004
  000c52  jmp     0x0000000000000016
  000c57  mov     [rbp+0x90],r14
  000c5e  mov     qword ptr [rbp+0x138],3
  000c69  mov     [rbp+0x98],rsi
  000c70  mov     qword ptr [rbp+0x140],1
  000c7b  mov     qword ptr [rbp+0xa0],0x19
  000c86  mov     qword ptr [rbp+0x148],1
  000c91  mov     rax,0x100000005
  000c9b  jmp     0x0000000000000016
  000ca0  sub     rbx,1
  000ca7  mov     [rbp+0x90],r14
  000cae  mov     qword ptr [rbp+0x138],3
  000cb9  mov     [rbp+0x98],rsi
  000cc0  mov     qword ptr [rbp+0x140],1
  000ccb  mov     qword ptr [rbp+0xa0],0x19
  000cd6  mov     qword ptr [rbp+0x148],1
  000ce1  mov     [rbp+0xb0],rbx
  000ce8  mov     qword ptr [rbp+0x158],1
  000cf3  mov     rax,0x100000006
  000cfd  jmp     0x0000000000000016
  000d02  mov     [rbp+0x90],r14
  000d09  mov     qword ptr [rbp+0x138],3
  000d14  mov     [rbp+0x98],r15
  000d1b  mov     qword ptr [rbp+0x140],1
  000d26  mov     qword ptr [rbp+0xa0],0x1b
  000d31  mov     qword ptr [rbp+0x148],1
  000d3c  mov     rax,0x100000008
  000d46  jmp     0x0000000000000016
  000d4b  add     r13,1
  000d52  mov     [rbp+0x90],r14
  000d59  mov     qword ptr [rbp+0x138],3
  000d64  mov     [rbp+0x98],r15
  000d6b  mov     qword ptr [rbp+0x140],1
  000d76  mov     qword ptr [rbp+0xa0],0x1b
  000d81  mov     qword ptr [rbp+0x148],1
  000d8c  mov     [rbp+0xb0],r13
  000d93  mov     qword ptr [rbp+0x158],1
  000d9e  mov     rax,0x100000009
  000da8  jmp     0x0000000000000016
  000dad  mov     [rbp+0x90],r14
  000db4  mov     qword ptr [rbp+0x138],3
  000dbf  mov     [rbp+0x98],r15
  000dc6  mov     qword ptr [rbp+0x140],1
  000dd1  mov     qword ptr [rbp+0xa0],0x1c
  000ddc  mov     qword ptr [rbp+0x148],1
  000de7  mov     qword ptr [rbp+0xb0],0
  000df2  mov     qword ptr [rbp+0x158],1
  000dfd  mov     rax,0x10000000b
  000e07  jmp     0x0000000000000016
  000e0c  sub     rbx,1
  000e13  mov     [rbp+0x90],r14
  000e1a  mov     qword ptr [rbp+0x138],3
  000e25  mov     [rbp+0x98],rsi
  000e2c  mov     qword ptr [rbp+0x140],1
  000e37  mov     qword ptr [rbp+0xa0],0x19
  000e42  mov     qword ptr [rbp+0x148],1
  000e4d  mov     [rbp+0xb0],rbx
  000e54  mov     qword ptr [rbp+0x158],1
  000e5f  mov     rax,0x10000000d
  000e69  jmp     0x0000000000000016
  000e6e  mov     [rbp+0x90],r14
  000e75  mov     qword ptr [rbp+0x138],3
  000e80  mov     [rbp+0x98],r15
  000e87  mov     qword ptr [rbp+0x140],1
  000e92  mov     qword ptr [rbp+0xa0],0x1c
  000e9d  mov     qword ptr [rbp+0x148],1
  000ea8  mov     qword ptr [rbp+0xb0],0
  000eb3  mov     qword ptr [rbp+0x158],1
  000ebe  mov     rax,0x100000010
  000ec8  jmp     0x0000000000000016
  000ecd  mov     [rbp+0x90],r14
  000ed4  mov     qword ptr [rbp+0x138],3
  000edf  mov     [rbp+0x98],rsi
  000ee6  mov     qword ptr [rbp+0x140],1
  000ef1  mov     qword ptr [rbp+0xa0],0x19
  000efc  mov     qword ptr [rbp+0x148],1
  000f07  mov     [rbp+0xb0],rbx
  000f0e  mov     qword ptr [rbp+0x158],1
  000f19  mov     rax,0x100000007
  000f23  jmp     0x0000000000000016
  000f28  mov     [rbp+0x90],r14
  000f2f  mov     qword ptr [rbp+0x138],3
  000f3a  mov     [rbp+0x98],r15
  000f41  mov     qword ptr [rbp+0x140],1
  000f4c  mov     qword ptr [rbp+0xa0],0x1b
  000f57  mov     qword ptr [rbp+0x148],1
  000f62  mov     [rbp+0xb0],r13
  000f69  mov     qword ptr [rbp+0x158],1
  000f74  mov     rax,0x10000000a
  000f7e  jmp     0x0000000000000016
  000f83  mov     [rbp+0x90],r14
  000f8a  mov     qword ptr [rbp+0x138],3
  000f95  mov     [rbp+0x98],rsi
  000f9c  mov     qword ptr [rbp+0x140],1
  000fa7  mov     qword ptr [rbp+0xa0],0x19
  000fb2  mov     qword ptr [rbp+0x148],1
  000fbd  mov     [rbp+0xb0],rbx
  000fc4  mov     qword ptr [rbp+0x158],1
  000fcf  mov     rax,0x10000000e
  000fd9  jmp     0x0000000000000016
  000fde  mov     [rbp+0x90],r14
  000fe5  mov     qword ptr [rbp+0x138],3
  000ff0  mov     [rbp+0x98],r15
  000ff7  mov     qword ptr [rbp+0x140],1
  001002  mov     qword ptr [rbp+0xa0],0x1b
  00100d  mov     qword ptr [rbp+0x148],1
  001018  mov     [rbp+0xb0],r13
  00101f  mov     qword ptr [rbp+0x158],1
  00102a  mov     rax,0x10000000f
  001034  jmp     0x0000000000000016

; T2: 2394 bytes
  001040  mov     qword ptr [rbp+0x18],0
  00104b  mov     rbx,[rbp+0x28]
  001052  mov     r12,[rbp+0x30]
  001059  mov     r13,[rbp+0x38]
  001060  mov     r14,[rbp+0x90]
  001067  mov     r15,[rbp+0x98]
  00106e  mov     rsi,[rbp+0xa0]
  001075  jmp     0x0000000000001148
  00107a  mov     qword ptr [rbp+0x18],0
; v0:int = input n
  001085  cmp     qword ptr [rbp+0xd0],1
  001090  jne     0x00000000000015e0
  001096  mov     rbx,[rbp+0x28]
; v1:list = input src
  00109d  cmp     qword ptr [rbp+0xd8],3
  0010a8  jne     0x00000000000015e0
  0010ae  mov     r12,[rbp+0x30]
; v2:list = input jumps
  0010b5  cmp     qword ptr [rbp+0xe0],3
  0010c0  jne     0x00000000000015e0
  0010c6  mov     r13,[rbp+0x38]
; v3:list = input tape
  0010cd  cmp     qword ptr [rbp+0x138],3
  0010d8  jne     0x00000000000015e0
  0010de  mov     r14,[rbp+0x90]
; v4:int = input p
  0010e5  cmp     qword ptr [rbp+0x140],1
  0010f0  jne     0x00000000000015e0
  0010f6  mov     r15,[rbp+0x98]
; v5:int = input pc
  0010fd  cmp     qword ptr [rbp+0x148],1
  001108  jne     0x00000000000015e0
  00110e  mov     rsi,[rbp+0xa0]
; guard_value v1, [43, 43, 43, 43, 43, 43, 43, 43, 91, 45, 62, 43, 43, 43, 43, 43, 43, 43, 43, 60, 93, 62, 43, 91, 62, 43, 60, 45, 93, 62, 91, 45, 46, 93, 62, 43, 43, 43, 43, 43, 43, 43, 43, 91, 45, 60, 43, 43, 43, 43, 43, 43, 43, 43, 62, 93, 60, 91, 45, 62, 43, 60, 93, 62, 91, 45, 93] => loop/0 (0) {tape=v3, pc=v5}
  001115  mov     rax,<list k0>
  00111f  cmp     r12,rax
  001122  jne     0x00000000000015ef
; guard_value v2, [0, 0, 0, 0, 0, 0, 0, 0, 20, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 8, 0, 0, 28, 0, 0, 0, 0, 23, 0, 33, 0, 0, 30, 0, 0, 0, 0, 0, 0, 0, 0, 0, 55, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 43, 0, 62, 0, 0, 0, 0, 57, 0, 66, 0, 64] => loop_jumps/0 (1) {tape=v3, pc=v5}
  001128  mov     rax,<list k1>
  001132  cmp     r13,rax
  001135  jne     0x000000000000165b
; guard_value v5, 31 => loop_pc/0 (2) {tape=v3, pc=v5}
  00113b  cmp     rsi,0x1f
  001142  jne     0x00000000000016c7
; v9:int = lt 31, v0
  001148  mov     r11,0x1f
  00114f  cmp     r11,rbx
  001152  setl    al
  001155  movzx   esi,al
; v10:int = lt 33, v0
; guard_true v10 => dispatch/1 (3) {more=v9, tape=v3, pc=31}
  001159  mov     r11,0x21
  001160  cmp     r11,rbx
  001163  jge     0x000000000000170c
; v12:int = readlist v3, v4 => minus/0 (6) {tape=v3, pc=31}
  001169  cmp     r15,[r14]
  001171  jae     0x0000000000001755
  001177  mov     rax,[r14+8]
  00117f  test    rax,rax
  001182  je      0x0000000000001193
  001188  cmp     byte ptr [rax+r15],1
  00118d  jne     0x0000000000001755
  001193  mov     rax,[r14+0x10]
  00119b  mov     rsi,[rax+r15*8]
; v13:int = sub v12, 1 => minus/1 (6) {tape=v3, pc=31, x=v12}
  00119f  sub     rsi,1
  0011a6  jo      0x000000000000178c
; v14:int = and v13, 255
  0011ac  and     rsi,0xff
; v15:list = set v3, v4, v14 owned => minus/3 (6) {tape=v3, pc=31, x=v14}
  0011b3  cmp     qword ptr [r14+8],0
  0011bf  jne     0x00000000000013f2
  0011c5  cmp     qword ptr [r14-0x10],1
  0011d1  jne     0x00000000000013f2
  0011d7  cmp     qword ptr [r14-8],1
  0011e3  jne     0x00000000000013f2
  0011e9  cmp     r15,[r14]
  0011f1  jae     0x00000000000013f2
  0011f7  mov     rax,[r14+0x10]
  0011ff  lea     rax,[rax+r15*8]
  001203  mov     [rax],rsi
; v16:int = put_byte v14 => output/1 (17) {tape=v15, pc=32, x=v14}
  001206  sub     rsp,0x70
  00120d  mov     [rsp+0x30],rcx
  001215  mov     [rsp+0x38],rsi
  00121d  mov     [rsp+0x40],rdi
  001225  mov     [rsp+0x48],r8
  00122d  mov     [rsp+0x50],r9
  001235  mov     [rsp+0x58],r10
  00123d  mov     [rsp],rsi
  001245  mov     qword ptr [rsp+8],1
  001251  mov     rdi,[rbp+0x20]
  001258  mov     esi,0x14
  00125d  mov     rdx,rsp
  001260  mov     rcx,1
  00126a  mov     r8,0
  001274  mov     r9,0
  00127e  mov     rax,<call_op>
  001288  call    rax
  00128a  mov     r11,rax
  00128d  mov     rcx,[rsp+0x30]
  001295  mov     rsi,[rsp+0x38]
  00129d  mov     rdi,[rsp+0x40]
  0012a5  mov     r8,[rsp+0x48]
  0012ad  mov     r9,[rsp+0x50]
  0012b5  mov     r10,[rsp+0x58]
  0012bd  add     rsp,0x70
  0012c4  test    rdx,rdx
  0012c7  je      0x00000000000017dc
; guard_true v14 => close_bracket/1 (31) {tape=v15, pc=33, x=0}
  0012cd  test    rsi,rsi
  0012d0  je      0x0000000000001825
; guard_steps => loop/0 (34) {tape=v15, pc=31}
; v19:list = phi tape v15
; v20:int = phi - v14
; loop (34)
  0012d6  nop
  0012d7  nop
  0012d8  nop
  0012d9  nop
  0012da  nop
  0012db  nop
  0012dc  nop
  0012dd  nop
  0012de  nop
  0012df  nop
; v22:int = sub_nov v20, 1
  0012e0  sub     rsi,1
; v23:int = and v22, 255
  0012e7  and     rsi,0xff
; v24:list = set v19, v4, v23 owned => minus/3 (6) {tape=v19, pc=31, x=v23}
  0012ee  cmp     qword ptr [r14+8],0
  0012fa  jne     0x00000000000014e9
  001300  cmp     r15,[r14]
  001308  jae     0x00000000000014e9
  00130e  mov     rax,[r14+0x10]
  001316  lea     rax,[rax+r15*8]
  00131a  mov     [rax],rsi
; v25:int = put_byte v23 => output/1 (17) {tape=v24, pc=32, x=v23}
  00131d  sub     rsp,0x70
  001324  mov     [rsp+0x30],rcx
  00132c  mov     [rsp+0x38],rsi
  001334  mov     [rsp+0x40],rdi
  00133c  mov     [rsp+0x48],r8
  001344  mov     [rsp+0x50],r9
  00134c  mov     [rsp+0x58],r10
  001354  mov     [rsp],rsi
  00135c  mov     qword ptr [rsp+8],1
  001368  mov     rdi,[rbp+0x20]
  00136f  mov     esi,0x14
  001374  mov     rdx,rsp
  001377  mov     rcx,1
  001381  mov     r8,0
  00138b  mov     r9,0
  001395  mov     rax,<call_op>
  00139f  call    rax
  0013a1  mov     r11,rax
  0013a4  mov     rcx,[rsp+0x30]
  0013ac  mov     rsi,[rsp+0x38]
  0013b4  mov     rdi,[rsp+0x40]
  0013bc  mov     r8,[rsp+0x48]
  0013c4  mov     r9,[rsp+0x50]
  0013cc  mov     r10,[rsp+0x58]
  0013d4  add     rsp,0x70
  0013db  test    rdx,rdx
  0013de  je      0x0000000000001872
; guard_true v23 => close_bracket/1 (31) {tape=v24, pc=33, x=0}
  0013e4  test    rsi,rsi
  0013e7  jne     0x00000000000012e0
  0013ed  jmp     0x00000000000018bb
; guard_steps => loop/0 (34) {tape=v24, pc=31}
; jump (34) v19 <- v24, v20 <- v23
  0013f2  sub     rsp,0x70
  0013f9  mov     [rsp+0x30],rcx
  001401  mov     [rsp+0x38],rsi
  001409  mov     [rsp+0x40],rdi
  001411  mov     [rsp+0x48],r8
  001419  mov     [rsp+0x50],r9
  001421  mov     [rsp+0x58],r10
  001429  mov     [rsp],r14
  001431  mov     qword ptr [rsp+8],3
  00143d  mov     [rsp+0x10],r15
  001445  mov     qword ptr [rsp+0x18],1
  001451  mov     [rsp+0x20],rsi
  001459  mov     qword ptr [rsp+0x28],1
  001465  mov     rdi,[rbp+0x20]
  00146c  mov     esi,0xe
  001471  mov     rdx,rsp
  001474  mov     rcx,0xfffffffffffffff2
  00147e  mov     r8,0xfffffffffffffff2
  001488  mov     r9,0
  001492  mov     rax,<list_op>
  00149c  call    rax
  00149e  mov     r11,rax
  0014a1  mov     rcx,[rsp+0x30]
  0014a9  mov     rsi,[rsp+0x38]
  0014b1  mov     rdi,[rsp+0x40]
  0014b9  mov     r8,[rsp+0x48]
  0014c1  mov     r9,[rsp+0x50]
  0014c9  mov     r10,[rsp+0x58]
  0014d1  add     rsp,0x70
  0014d8  test    rdx,rdx
  0014db  je      0x0000000000001908
  0014e1  mov     r14,r11
  0014e4  jmp     0x0000000000001206
  0014e9  sub     rsp,0x70
  0014f0  mov     [rsp+0x30],rcx
  0014f8  mov     [rsp+0x38],rsi
  001500  mov     [rsp+0x40],rdi
  001508  mov     [rsp+0x48],r8
  001510  mov     [rsp+0x50],r9
  001518  mov     [rsp+0x58],r10
  001520  mov     [rsp],r14
  001528  mov     qword ptr [rsp+8],3
  001534  mov     [rsp+0x10],r15
  00153c  mov     qword ptr [rsp+0x18],1
  001548  mov     [rsp+0x20],rsi
  001550  mov     qword ptr [rsp+0x28],1
  00155c  mov     rdi,[rbp+0x20]
  001563  mov     esi,0xe
  001568  mov     rdx,rsp
  00156b  mov     rcx,0xfffffffffffffff2
  001575  mov     r8,0xfffffffffffffff2
  00157f  mov     r9,0
  001589  mov     rax,<list_op>
  001593  call    rax
  001595  mov     r11,rax
  001598  mov     rcx,[rsp+0x30]
  0015a0  mov     rsi,[rsp+0x38]
  0015a8  mov     rdi,[rsp+0x40]
  0015b0  mov     r8,[rsp+0x48]
  0015b8  mov     r9,[rsp+0x50]
  0015c0  mov     r10,[rsp+0x58]
  0015c8  add     rsp,0x70
  0015cf  test    rdx,rdx
  0015d2  je      0x0000000000001951
  0015d8  mov     r14,r11
  0015db  jmp     0x000000000000131d
; exits
  0015e0  mov     rax,0x2fffffffe
  0015ea  jmp     0x0000000000000016
  0015ef  mov     [rbp+0x10],r12
  0015f6  mov     qword ptr [rbp+0x18],3
  001601  mov     [rbp+0x90],r14
  001608  mov     qword ptr [rbp+0x138],3
  001613  mov     [rbp+0xa0],rsi
  00161a  mov     qword ptr [rbp+0x148],1
  001625  mov     rdi,[rbp+0x20]
  00162c  mov     rsi,8
  001636  mov     rdx,0
  001640  mov     rax,<exit_lists>
  00164a  call    rax
  00164c  mov     rax,0x200000000
  001656  jmp     0x0000000000000016
  00165b  mov     [rbp+0x10],r13
  001662  mov     qword ptr [rbp+0x18],3
  00166d  mov     [rbp+0x90],r14
  001674  mov     qword ptr [rbp+0x138],3
  00167f  mov     [rbp+0xa0],rsi
  001686  mov     qword ptr [rbp+0x148],1
  001691  mov     rdi,[rbp+0x20]
  001698  mov     rsi,8
  0016a2  mov     rdx,0
  0016ac  mov     rax,<exit_lists>
  0016b6  call    rax
  0016b8  mov     rax,0x200000001
  0016c2  jmp     0x0000000000000016
  0016c7  mov     [rbp+0x10],rsi
  0016ce  mov     qword ptr [rbp+0x18],1
  0016d9  mov     [rbp+0x90],r14
  0016e0  mov     qword ptr [rbp+0x138],3
  0016eb  mov     [rbp+0xa0],rsi
  0016f2  mov     qword ptr [rbp+0x148],1
  0016fd  mov     rax,0x200000002
  001707  jmp     0x0000000000000016
  00170c  mov     [rbp+0x58],rsi
  001713  mov     qword ptr [rbp+0x100],1
  00171e  mov     [rbp+0x90],r14
  001725  mov     qword ptr [rbp+0x138],3
  001730  mov     qword ptr [rbp+0xa0],0x1f
  00173b  mov     qword ptr [rbp+0x148],1
  001746  mov     rax,0x200000003
  001750  jmp     0x0000000000000016
  001755  mov     [rbp+0x90],r14
  00175c  mov     qword ptr [rbp+0x138],3
  001767  mov     qword ptr [rbp+0xa0],0x1f
  001772  mov     qword ptr [rbp+0x148],1
  00177d  mov     rax,0x200000004
  001787  jmp     0x0000000000000016
  00178c  add     rsi,1
  001793  mov     [rbp+0x90],r14
  00179a  mov     qword ptr [rbp+0x138],3
  0017a5  mov     qword ptr [rbp+0xa0],0x1f
  0017b0  mov     qword ptr [rbp+0x148],1
  0017bb  mov     [rbp+0xb0],rsi
  0017c2  mov     qword ptr [rbp+0x158],1
  0017cd  mov     rax,0x200000005
  0017d7  jmp     0x0000000000000016
  0017dc  mov     [rbp+0x90],r14
  0017e3  mov     qword ptr [rbp+0x138],3
  0017ee  mov     qword ptr [rbp+0xa0],0x20
  0017f9  mov     qword ptr [rbp+0x148],1
  001804  mov     [rbp+0xb0],rsi
  00180b  mov     qword ptr [rbp+0x158],1
  001816  mov     rax,0x200000007
  001820  jmp     0x0000000000000016
  001825  mov     [rbp+0x90],r14
  00182c  mov     qword ptr [rbp+0x138],3
  001837  mov     qword ptr [rbp+0xa0],0x21
  001842  mov     qword ptr [rbp+0x148],1
  00184d  mov     qword ptr [rbp+0xb0],0
  001858  mov     qword ptr [rbp+0x158],1
  001863  mov     rax,0x200000008
  00186d  jmp     0x0000000000000016
  001872  mov     [rbp+0x90],r14
  001879  mov     qword ptr [rbp+0x138],3
  001884  mov     qword ptr [rbp+0xa0],0x20
  00188f  mov     qword ptr [rbp+0x148],1
  00189a  mov     [rbp+0xb0],rsi
  0018a1  mov     qword ptr [rbp+0x158],1
  0018ac  mov     rax,0x20000000b
  0018b6  jmp     0x0000000000000016
  0018bb  mov     [rbp+0x90],r14
  0018c2  mov     qword ptr [rbp+0x138],3
  0018cd  mov     qword ptr [rbp+0xa0],0x21
  0018d8  mov     qword ptr [rbp+0x148],1
  0018e3  mov     qword ptr [rbp+0xb0],0
  0018ee  mov     qword ptr [rbp+0x158],1
  0018f9  mov     rax,0x20000000c
  001903  jmp     0x0000000000000016
  001908  mov     [rbp+0x90],r14
  00190f  mov     qword ptr [rbp+0x138],3
  00191a  mov     qword ptr [rbp+0xa0],0x1f
  001925  mov     qword ptr [rbp+0x148],1
  001930  mov     [rbp+0xb0],rsi
  001937  mov     qword ptr [rbp+0x158],1
  001942  mov     rax,0x200000006
  00194c  jmp     0x0000000000000016
  001951  mov     [rbp+0x90],r14
  001958  mov     qword ptr [rbp+0x138],3
  001963  mov     qword ptr [rbp+0xa0],0x1f
  00196e  mov     qword ptr [rbp+0x148],1
  001979  mov     [rbp+0xb0],rsi
  001980  mov     qword ptr [rbp+0x158],1
  00198b  mov     rax,0x20000000a
  001995  jmp     0x0000000000000016

; T3: 3514 bytes
  0019a0  mov     qword ptr [rbp+0x18],0
  0019ab  mov     rbx,[rbp+0x28]
  0019b2  mov     r12,[rbp+0x30]
  0019b9  mov     r13,[rbp+0x38]
  0019c0  mov     r14,[rbp+0x90]
  0019c7  mov     r15,[rbp+0x98]
  0019ce  mov     rsi,[rbp+0xa0]
  0019d5  jmp     0x0000000000001aa8
  0019da  mov     qword ptr [rbp+0x18],0
; v0:int = input n
  0019e5  cmp     qword ptr [rbp+0xd0],1
  0019f0  jne     0x00000000000020c0
  0019f6  mov     rbx,[rbp+0x28]
; v1:list = input src
  0019fd  cmp     qword ptr [rbp+0xd8],3
  001a08  jne     0x00000000000020c0
  001a0e  mov     r12,[rbp+0x30]
; v2:list = input jumps
  001a15  cmp     qword ptr [rbp+0xe0],3
  001a20  jne     0x00000000000020c0
  001a26  mov     r13,[rbp+0x38]
; v3:list = input tape
  001a2d  cmp     qword ptr [rbp+0x138],3
  001a38  jne     0x00000000000020c0
  001a3e  mov     r14,[rbp+0x90]
; v4:int = input p
  001a45  cmp     qword ptr [rbp+0x140],1
  001a50  jne     0x00000000000020c0
  001a56  mov     r15,[rbp+0x98]
; v5:int = input pc
  001a5d  cmp     qword ptr [rbp+0x148],1
  001a68  jne     0x00000000000020c0
  001a6e  mov     rsi,[rbp+0xa0]
; guard_value v1, [43, 43, 43, 43, 43, 43, 43, 43, 91, 45, 62, 43, 43, 43, 43, 43, 43, 43, 43, 60, 93, 62, 43, 91, 62, 43, 60, 45, 93, 62, 91, 45, 46, 93, 62, 43, 43, 43, 43, 43, 43, 43, 43, 91, 45, 60, 43, 43, 43, 43, 43, 43, 43, 43, 62, 93, 60, 91, 45, 62, 43, 60, 93, 62, 91, 45, 93] => loop/0 (0) {tape=v3, p=v4, pc=v5}
  001a75  mov     rax,<list k0>
  001a7f  cmp     r12,rax
  001a82  jne     0x00000000000020cf
; guard_value v2, [0, 0, 0, 0, 0, 0, 0, 0, 20, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 8, 0, 0, 28, 0, 0, 0, 0, 23, 0, 33, 0, 0, 30, 0, 0, 0, 0, 0, 0, 0, 0, 0, 55, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 43, 0, 62, 0, 0, 0, 0, 57, 0, 66, 0, 64] => loop_jumps/0 (1) {tape=v3, p=v4, pc=v5}
  001a88  mov     rax,<list k1>
  001a92  cmp     r13,rax
  001a95  jne     0x000000000000214d
; guard_value v5, 58 => loop_pc/0 (2) {tape=v3, p=v4, pc=v5}
  001a9b  cmp     rsi,0x3a
  001aa2  jne     0x00000000000021cb
; v9:int = lt 58, v0
  001aa8  mov     r11,0x3a
  001aaf  cmp     r11,rbx
  001ab2  setl    al
  001ab5  movzx   esi,al
; v10:int = lt 62, v0
; guard_true v10 => dispatch/1 (3) {more=v9, tape=v3, p=v4, pc=58}
  001ab9  mov     r11,0x3e
  001ac0  cmp     r11,rbx
  001ac3  jge     0x0000000000002222
; v12:int = readlist v3, v4 => minus/0 (6) {tape=v3, p=v4, pc=58}
  001ac9  cmp     r15,[r14]
  001ad1  jae     0x000000000000227d
  001ad7  mov     rax,[r14+8]
  001adf  test    rax,rax
  001ae2  je      0x0000000000001af3
  001ae8  cmp     byte ptr [rax+r15],1
  001aed  jne     0x000000000000227d
  001af3  mov     rax,[r14+0x10]
  001afb  mov     rsi,[rax+r15*8]
; v13:int = sub v12, 1 => minus/1 (6) {tape=v3, p=v4, pc=58, x=v12}
  001aff  sub     rsi,1
  001b06  jo      0x00000000000022c6
; v14:int = and v13, 255
  001b0c  and     rsi,0xff
; v15:list = set v3, v4, v14 owned => minus/3 (6) {tape=v3, p=v4, pc=58, x=v14}
  001b13  cmp     qword ptr [r14+8],0
  001b1f  jne     0x0000000000001ce4
  001b25  cmp     qword ptr [r14-0x10],1
  001b31  jne     0x0000000000001ce4
  001b37  cmp     qword ptr [r14-8],1
  001b43  jne     0x0000000000001ce4
  001b49  cmp     r15,[r14]
  001b51  jae     0x0000000000001ce4
  001b57  mov     rax,[r14+0x10]
  001b5f  lea     rax,[rax+r15*8]
  001b63  mov     [rax],rsi
; v16:int = add v4, 1 => right/0 (15) {tape=v15, p=v4, pc=59}
  001b66  add     r15,1
  001b6d  jo      0x0000000000002328
; v17:int = and v16, 65535
  001b73  mov     rsi,r15
  001b76  and     rsi,0xffff
; v18:int = readlist v15, v17 => plus/0 (22) {tape=v15, p=v17, pc=60}
  001b7d  cmp     rsi,[r14]
  001b85  jae     0x0000000000002378
  001b8b  mov     rax,[r14+8]
  001b93  test    rax,rax
  001b96  je      0x0000000000001ba7
  001b9c  cmp     byte ptr [rax+rsi],1
  001ba1  jne     0x0000000000002378
  001ba7  mov     rax,[r14+0x10]
  001baf  mov     rbx,[rax+rsi*8]
; v19:int = add v18, 1 => plus/1 (22) {tape=v15, p=v17, pc=60, x=v18}
  001bb3  add     rbx,1
  001bba  jo      0x00000000000023c1
; v20:int = and v19, 255
  001bc0  and     rbx,0xff
; v21:list = set v15, v17, v20 owned => plus/3 (22) {tape=v15, p=v17, pc=60, x=v20}
  001bc7  cmp     qword ptr [r14+8],0
  001bd3  jne     0x0000000000001ddb
  001bd9  cmp     rsi,[r14]
  001be1  jae     0x0000000000001ddb
  001be7  mov     rax,[r14+0x10]
  001bef  lea     rax,[rax+rsi*8]
  001bf3  mov     [rax],rbx
; v22:int = add_nov v16, -1
  001bf6  add     r15,0xffffffffffffffff
; v23:int = and v22, 65535
  001bfd  and     r15,0xffff
; v24:int = readlist v21, v23 => close_bracket/0 (46) {tape=v21, p=v23, pc=62}
  001c04  cmp     r15,[r14]
  001c0c  jae     0x0000000000002423
  001c12  mov     rax,[r14+8]
  001c1a  test    rax,rax
  001c1d  je      0x0000000000001c2e
  001c23  cmp     byte ptr [rax+r15],1
  001c28  jne     0x0000000000002423
  001c2e  mov     rax,[r14+0x10]
  001c36  mov     r13,[rax+r15*8]
; guard_true v24 => close_bracket/1 (46) {tape=v21, p=v23, pc=62, x=0}
  001c3a  test    r13,r13
  001c3d  je      0x000000000000246c
; guard_steps => loop/0 (49) {tape=v21, p=v23, pc=58}
; v27:list = phi tape v21
; v28:int = phi - v24
; v29:int = phi - v20
; loop (49)
  001c43  nop
  001c44  nop
  001c45  nop
  001c46  nop
  001c47  nop
  001c48  nop
  001c49  nop
  001c4a  nop
  001c4b  nop
  001c4c  nop
  001c4d  nop
  001c4e  nop
  001c4f  nop
; v31:int = sub v28, 1 => minus/1 (6) {tape=v27, p=v23, pc=58, x=v28}
  001c50  sub     r13,1
  001c57  jo      0x00000000000024cb
; v32:int = and v31, 255
  001c5d  and     r13,0xff
; v33:list = set v27, v23, v32 owned => minus/3 (6) {tape=v27, p=v23, pc=58, x=v32}
  001c64  cmp     qword ptr [r14+8],0
  001c70  jne     0x0000000000001ed2
  001c76  cmp     r15,[r14]
  001c7e  jae     0x0000000000001ed2
  001c84  mov     rax,[r14+0x10]
  001c8c  lea     rax,[rax+r15*8]
  001c90  mov     [rax],r13
; v34:int = add v29, 1 => plus/1 (22) {tape=v33, p=v17, pc=60, x=v29}
  001c93  add     rbx,1
  001c9a  jo      0x000000000000252d
; v35:int = and v34, 255
  001ca0  and     rbx,0xff
; v36:list = set v33, v17, v35 owned => plus/3 (22) {tape=v33, p=v17, pc=60, x=v35}
  001ca7  cmp     qword ptr [r14+8],0
  001cb3  jne     0x0000000000001fc9
  001cb9  cmp     rsi,[r14]
  001cc1  jae     0x0000000000001fc9
  001cc7  mov     rax,[r14+0x10]
  001ccf  lea     rax,[rax+rsi*8]
  001cd3  mov     [rax],rbx
; guard_true v32 => close_bracket/1 (46) {tape=v36, p=v23, pc=62, x=0}
  001cd6  test    r13,r13
  001cd9  jne     0x0000000000001c50
  001cdf  jmp     0x000000000000258f
; guard_steps => loop/0 (49) {tape=v36, p=v23, pc=58}
; jump (49) v27 <- v36, v28 <- v32, v29 <- v35
  001ce4  sub     rsp,0x70
  001ceb  mov     [rsp+0x30],rcx
  001cf3  mov     [rsp+0x38],rsi
  001cfb  mov     [rsp+0x40],rdi
  001d03  mov     [rsp+0x48],r8
  001d0b  mov     [rsp+0x50],r9
  001d13  mov     [rsp+0x58],r10
  001d1b  mov     [rsp],r14
  001d23  mov     qword ptr [rsp+8],3
  001d2f  mov     [rsp+0x10],r15
  001d37  mov     qword ptr [rsp+0x18],1
  001d43  mov     [rsp+0x20],rsi
  001d4b  mov     qword ptr [rsp+0x28],1
  001d57  mov     rdi,[rbp+0x20]
  001d5e  mov     esi,0xe
  001d63  mov     rdx,rsp
  001d66  mov     rcx,0xfffffffffffffff2
  001d70  mov     r8,0xfffffffffffffff2
  001d7a  mov     r9,0
  001d84  mov     rax,<list_op>
  001d8e  call    rax
  001d90  mov     r11,rax
  001d93  mov     rcx,[rsp+0x30]
  001d9b  mov     rsi,[rsp+0x38]
  001da3  mov     rdi,[rsp+0x40]
  001dab  mov     r8,[rsp+0x48]
  001db3  mov     r9,[rsp+0x50]
  001dbb  mov     r10,[rsp+0x58]
  001dc3  add     rsp,0x70
  001dca  test    rdx,rdx
  001dcd  je      0x00000000000025ee
  001dd3  mov     r14,r11
  001dd6  jmp     0x0000000000001b66
  001ddb  sub     rsp,0x70
  001de2  mov     [rsp+0x30],rcx
  001dea  mov     [rsp+0x38],rsi
  001df2  mov     [rsp+0x40],rdi
  001dfa  mov     [rsp+0x48],r8
  001e02  mov     [rsp+0x50],r9
  001e0a  mov     [rsp+0x58],r10
  001e12  mov     [rsp],r14
  001e1a  mov     qword ptr [rsp+8],3
  001e26  mov     [rsp+0x10],rsi
  001e2e  mov     qword ptr [rsp+0x18],1
  001e3a  mov     [rsp+0x20],rbx
  001e42  mov     qword ptr [rsp+0x28],1
  001e4e  mov     rdi,[rbp+0x20]
  001e55  mov     esi,0xe
  001e5a  mov     rdx,rsp
  001e5d  mov     rcx,0xfffffffffffffff2
  001e67  mov     r8,0xfffffffffffffff2
  001e71  mov     r9,0
  001e7b  mov     rax,<list_op>
  001e85  call    rax
  001e87  mov     r11,rax
  001e8a  mov     rcx,[rsp+0x30]
  001e92  mov     rsi,[rsp+0x38]
  001e9a  mov     rdi,[rsp+0x40]
  001ea2  mov     r8,[rsp+0x48]
  001eaa  mov     r9,[rsp+0x50]
  001eb2  mov     r10,[rsp+0x58]
  001eba  add     rsp,0x70
  001ec1  test    rdx,rdx
  001ec4  je      0x0000000000002649
  001eca  mov     r14,r11
  001ecd  jmp     0x0000000000001bf6
  001ed2  sub     rsp,0x70
  001ed9  mov     [rsp+0x30],rcx
  001ee1  mov     [rsp+0x38],rsi
  001ee9  mov     [rsp+0x40],rdi
  001ef1  mov     [rsp+0x48],r8
  001ef9  mov     [rsp+0x50],r9
  001f01  mov     [rsp+0x58],r10
  001f09  mov     [rsp],r14
  001f11  mov     qword ptr [rsp+8],3
  001f1d  mov     [rsp+0x10],r15
  001f25  mov     qword ptr [rsp+0x18],1
  001f31  mov     [rsp+0x20],r13
  001f39  mov     qword ptr [rsp+0x28],1
  001f45  mov     rdi,[rbp+0x20]
  001f4c  mov     esi,0xe
  001f51  mov     rdx,rsp
  001f54  mov     rcx,0xfffffffffffffff2
  001f5e  mov     r8,0xfffffffffffffff2
  001f68  mov     r9,0
  001f72  mov     rax,<list_op>
  001f7c  call    rax
  001f7e  mov     r11,rax
  001f81  mov     rcx,[rsp+0x30]
  001f89  mov     rsi,[rsp+0x38]
  001f91  mov     rdi,[rsp+0x40]
  001f99  mov     r8,[rsp+0x48]
  001fa1  mov     r9,[rsp+0x50]
  001fa9  mov     r10,[rsp+0x58]
  001fb1  add     rsp,0x70
  001fb8  test    rdx,rdx
  001fbb  je      0x00000000000026a4
  001fc1  mov     r14,r11
  001fc4  jmp     0x0000000000001c93
  001fc9  sub     rsp,0x70
  001fd0  mov     [rsp+0x30],rcx
  001fd8  mov     [rsp+0x38],rsi
  001fe0  mov     [rsp+0x40],rdi
  001fe8  mov     [rsp+0x48],r8
  001ff0  mov     [rsp+0x50],r9
  001ff8  mov     [rsp+0x58],r10
  002000  mov     [rsp],r14
  002008  mov     qword ptr [rsp+8],3
  002014  mov     [rsp+0x10],rsi
  00201c  mov     qword ptr [rsp+0x18],1
  002028  mov     [rsp+0x20],rbx
  002030  mov     qword ptr [rsp+0x28],1
  00203c  mov     rdi,[rbp+0x20]
  002043  mov     esi,0xe
  002048  mov     rdx,rsp
  00204b  mov     rcx,0xfffffffffffffff2
  002055  mov     r8,0xfffffffffffffff2
  00205f  mov     r9,0
  002069  mov     rax,<list_op>
  002073  call    rax
  002075  mov     r11,rax
  002078  mov     rcx,[rsp+0x30]
  002080  mov     rsi,[rsp+0x38]
  002088  mov     rdi,[rsp+0x40]
  002090  mov     r8,[rsp+0x48]
  002098  mov     r9,[rsp+0x50]
  0020a0  mov     r10,[rsp+0x58]
  0020a8  add     rsp,0x70
  0020af  test    rdx,rdx
  0020b2  je      0x00000000000026ff
  0020b8  mov     r14,r11
  0020bb  jmp     0x0000000000001cd6
; exits
  0020c0  mov     rax,0x3fffffffe
  0020ca  jmp     0x0000000000000016
  0020cf  mov     [rbp+0x10],r12
  0020d6  mov     qword ptr [rbp+0x18],3
  0020e1  mov     [rbp+0x90],r14
  0020e8  mov     qword ptr [rbp+0x138],3
  0020f3  mov     [rbp+0x98],r15
  0020fa  mov     qword ptr [rbp+0x140],1
  002105  mov     [rbp+0xa0],rsi
  00210c  mov     qword ptr [rbp+0x148],1
  002117  mov     rdi,[rbp+0x20]
  00211e  mov     rsi,8
  002128  mov     rdx,0
  002132  mov     rax,<exit_lists>
  00213c  call    rax
  00213e  mov     rax,0x300000000
  002148  jmp     0x0000000000000016
  00214d  mov     [rbp+0x10],r13
  002154  mov     qword ptr [rbp+0x18],3
  00215f  mov     [rbp+0x90],r14
  002166  mov     qword ptr [rbp+0x138],3
  002171  mov     [rbp+0x98],r15
  002178  mov     qword ptr [rbp+0x140],1
  002183  mov     [rbp+0xa0],rsi
  00218a  mov     qword ptr [rbp+0x148],1
  002195  mov     rdi,[rbp+0x20]
  00219c  mov     rsi,8
  0021a6  mov     rdx,0
  0021b0  mov     rax,<exit_lists>
  0021ba  call    rax
  0021bc  mov     rax,0x300000001
  0021c6  jmp     0x0000000000000016
  0021cb  mov     [rbp+0x10],rsi
  0021d2  mov     qword ptr [rbp+0x18],1
  0021dd  mov     [rbp+0x90],r14
  0021e4  mov     qword ptr [rbp+0x138],3
  0021ef  mov     [rbp+0x98],r15
  0021f6  mov     qword ptr [rbp+0x140],1
  002201  mov     [rbp+0xa0],rsi
  002208  mov     qword ptr [rbp+0x148],1
  002213  mov     rax,0x300000002
  00221d  jmp     0x0000000000000016
  002222  mov     [rbp+0x58],rsi
  002229  mov     qword ptr [rbp+0x100],1
  002234  mov     [rbp+0x90],r14
  00223b  mov     qword ptr [rbp+0x138],3
  002246  mov     [rbp+0x98],r15
  00224d  mov     qword ptr [rbp+0x140],1
  002258  mov     qword ptr [rbp+0xa0],0x3a
  002263  mov     qword ptr [rbp+0x148],1
  00226e  mov     rax,0x300000003
  002278  jmp     0x0000000000000016
  00227d  mov     [rbp+0x90],r14
  002284  mov     qword ptr [rbp+0x138],3
  00228f  mov     [rbp+0x98],r15
  002296  mov     qword ptr [rbp+0x140],1
  0022a1  mov     qword ptr [rbp+0xa0],0x3a
  0022ac  mov     qword ptr [rbp+0x148],1
  0022b7  mov     rax,0x300000004
  0022c1  jmp     0x0000000000000016
  0022c6  add     rsi,1
  0022cd  mov     [rbp+0x90],r14
  0022d4  mov     qword ptr [rbp+0x138],3
  0022df  mov     [rbp+0x98],r15
  0022e6  mov     qword ptr [rbp+0x140],1
  0022f1  mov     qword ptr [rbp+0xa0],0x3a
  0022fc  mov     qword ptr [rbp+0x148],1
  002307  mov     [rbp+0xb0],rsi
  00230e  mov     qword ptr [rbp+0x158],1
  002319  mov     rax,0x300000005
  002323  jmp     0x0000000000000016
  002328  sub     r15,1
  00232f  mov     [rbp+0x90],r14
  002336  mov     qword ptr [rbp+0x138],3
  002341  mov     [rbp+0x98],r15
  002348  mov     qword ptr [rbp+0x140],1
  002353  mov     qword ptr [rbp+0xa0],0x3b
  00235e  mov     qword ptr [rbp+0x148],1
  002369  mov     rax,0x300000007
  002373  jmp     0x0000000000000016
  002378  mov     [rbp+0x90],r14
  00237f  mov     qword ptr [rbp+0x138],3
  00238a  mov     [rbp+0x98],rsi
  002391  mov     qword ptr [rbp+0x140],1
  00239c  mov     qword ptr [rbp+0xa0],0x3c
  0023a7  mov     qword ptr [rbp+0x148],1
  0023b2  mov     rax,0x300000008
  0023bc  jmp     0x0000000000000016
  0023c1  sub     rbx,1
  0023c8  mov     [rbp+0x90],r14
  0023cf  mov     qword ptr [rbp+0x138],3
  0023da  mov     [rbp+0x98],rsi
  0023e1  mov     qword ptr [rbp+0x140],1
  0023ec  mov     qword ptr [rbp+0xa0],0x3c
  0023f7  mov     qword ptr [rbp+0x148],1
  002402  mov     [rbp+0xb0],rbx
  002409  mov     qword ptr [rbp+0x158],1
  002414  mov     rax,0x300000009
  00241e  jmp     0x0000000000000016
  002423  mov     [rbp+0x90],r14
  00242a  mov     qword ptr [rbp+0x138],3
  002435  mov     [rbp+0x98],r15
  00243c  mov     qword ptr [rbp+0x140],1
  002447  mov     qword ptr [rbp+0xa0],0x3e
  002452  mov     qword ptr [rbp+0x148],1
  00245d  mov     rax,0x30000000b
  002467  jmp     0x0000000000000016
  00246c  mov     [rbp+0x90],r14
  002473  mov     qword ptr [rbp+0x138],3
  00247e  mov     [rbp+0x98],r15
  002485  mov     qword ptr [rbp+0x140],1
  002490  mov     qword ptr [rbp+0xa0],0x3e
  00249b  mov     qword ptr [rbp+0x148],1
  0024a6  mov     qword ptr [rbp+0xb0],0
  0024b1  mov     qword ptr [rbp+0x158],1
  0024bc  mov     rax,0x30000000c
  0024c6  jmp     0x0000000000000016
  0024cb  add     r13,1
  0024d2  mov     [rbp+0x90],r14
  0024d9  mov     qword ptr [rbp+0x138],3
  0024e4  mov     [rbp+0x98],r15
  0024eb  mov     qword ptr [rbp+0x140],1
  0024f6  mov     qword ptr [rbp+0xa0],0x3a
  002501  mov     qword ptr [rbp+0x148],1
  00250c  mov     [rbp+0xb0],r13
  002513  mov     qword ptr [rbp+0x158],1
  00251e  mov     rax,0x30000000e
  002528  jmp     0x0000000000000016
  00252d  sub     rbx,1
  002534  mov     [rbp+0x90],r14
  00253b  mov     qword ptr [rbp+0x138],3
  002546  mov     [rbp+0x98],rsi
  00254d  mov     qword ptr [rbp+0x140],1
  002558  mov     qword ptr [rbp+0xa0],0x3c
  002563  mov     qword ptr [rbp+0x148],1
  00256e  mov     [rbp+0xb0],rbx
  002575  mov     qword ptr [rbp+0x158],1
  002580  mov     rax,0x300000010
  00258a  jmp     0x0000000000000016
  00258f  mov     [rbp+0x90],r14
  002596  mov     qword ptr [rbp+0x138],3
  0025a1  mov     [rbp+0x98],r15
  0025a8  mov     qword ptr [rbp+0x140],1
  0025b3  mov     qword ptr [rbp+0xa0],0x3e
  0025be  mov     qword ptr [rbp+0x148],1
  0025c9  mov     qword ptr [rbp+0xb0],0
  0025d4  mov     qword ptr [rbp+0x158],1
  0025df  mov     rax,0x300000012
  0025e9  jmp     0x0000000000000016
  0025ee  mov     [rbp+0x90],r14
  0025f5  mov     qword ptr [rbp+0x138],3
  002600  mov     [rbp+0x98],r15
  002607  mov     qword ptr [rbp+0x140],1
  002612  mov     qword ptr [rbp+0xa0],0x3a
  00261d  mov     qword ptr [rbp+0x148],1
  002628  mov     [rbp+0xb0],rsi
  00262f  mov     qword ptr [rbp+0x158],1
  00263a  mov     rax,0x300000006
  002644  jmp     0x0000000000000016
  002649  mov     [rbp+0x90],r14
  002650  mov     qword ptr [rbp+0x138],3
  00265b  mov     [rbp+0x98],rsi
  002662  mov     qword ptr [rbp+0x140],1
  00266d  mov     qword ptr [rbp+0xa0],0x3c
  002678  mov     qword ptr [rbp+0x148],1
  002683  mov     [rbp+0xb0],rbx
  00268a  mov     qword ptr [rbp+0x158],1
  002695  mov     rax,0x30000000a
  00269f  jmp     0x0000000000000016
  0026a4  mov     [rbp+0x90],r14
  0026ab  mov     qword ptr [rbp+0x138],3
  0026b6  mov     [rbp+0x98],r15
  0026bd  mov     qword ptr [rbp+0x140],1
  0026c8  mov     qword ptr [rbp+0xa0],0x3a
  0026d3  mov     qword ptr [rbp+0x148],1
  0026de  mov     [rbp+0xb0],r13
  0026e5  mov     qword ptr [rbp+0x158],1
  0026f0  mov     rax,0x30000000f
  0026fa  jmp     0x0000000000000016
  0026ff  mov     [rbp+0x90],r14
  002706  mov     qword ptr [rbp+0x138],3
  002711  mov     [rbp+0x98],rsi
  002718  mov     qword ptr [rbp+0x140],1
  002723  mov     qword ptr [rbp+0xa0],0x3c
  00272e  mov     qword ptr [rbp+0x148],1
  002739  mov     [rbp+0xb0],rbx
  002740  mov     qword ptr [rbp+0x158],1
  00274b  mov     rax,0x300000011
  002755  jmp     0x0000000000000016

; T4: 1841 bytes
  002760  mov     qword ptr [rbp+0x18],0
  00276b  mov     rbx,[rbp+0x28]
  002772  mov     r12,[rbp+0x30]
  002779  mov     r13,[rbp+0x38]
  002780  mov     r14,[rbp+0x90]
  002787  mov     r15,[rbp+0x98]
  00278e  mov     rsi,[rbp+0xa0]
  002795  jmp     0x0000000000002868
  00279a  mov     qword ptr [rbp+0x18],0
; v0:int = input n
  0027a5  cmp     qword ptr [rbp+0xd0],1
  0027b0  jne     0x0000000000002b69
  0027b6  mov     rbx,[rbp+0x28]
; v1:list = input src
  0027bd  cmp     qword ptr [rbp+0xd8],3
  0027c8  jne     0x0000000000002b69
  0027ce  mov     r12,[rbp+0x30]
; v2:list = input jumps
  0027d5  cmp     qword ptr [rbp+0xe0],3
  0027e0  jne     0x0000000000002b69
  0027e6  mov     r13,[rbp+0x38]
; v3:list = input tape
  0027ed  cmp     qword ptr [rbp+0x138],3
  0027f8  jne     0x0000000000002b69
  0027fe  mov     r14,[rbp+0x90]
; v4:int = input p
  002805  cmp     qword ptr [rbp+0x140],1
  002810  jne     0x0000000000002b69
  002816  mov     r15,[rbp+0x98]
; v5:int = input pc
  00281d  cmp     qword ptr [rbp+0x148],1
  002828  jne     0x0000000000002b69
  00282e  mov     rsi,[rbp+0xa0]
; guard_value v1, [43, 43, 43, 43, 43, 43, 43, 43, 91, 45, 62, 43, 43, 43, 43, 43, 43, 43, 43, 60, 93, 62, 43, 91, 62, 43, 60, 45, 93, 62, 91, 45, 46, 93, 62, 43, 43, 43, 43, 43, 43, 43, 43, 91, 45, 60, 43, 43, 43, 43, 43, 43, 43, 43, 62, 93, 60, 91, 45, 62, 43, 60, 93, 62, 91, 45, 93] => loop/0 (0) {tape=v3, pc=v5}
  002835  mov     rax,<list k0>
  00283f  cmp     r12,rax
  002842  jne     0x0000000000002b78
; guard_value v2, [0, 0, 0, 0, 0, 0, 0, 0, 20, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 8, 0, 0, 28, 0, 0, 0, 0, 23, 0, 33, 0, 0, 30, 0, 0, 0, 0, 0, 0, 0, 0, 0, 55, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 43, 0, 62, 0, 0, 0, 0, 57, 0, 66, 0, 64] => loop_jumps/0 (1) {tape=v3, pc=v5}
  002848  mov     rax,<list k1>
  002852  cmp     r13,rax
  002855  jne     0x0000000000002be4
; guard_value v5, 65 => loop_pc/0 (2) {tape=v3, pc=v5}
  00285b  cmp     rsi,0x41
  002862  jne     0x0000000000002c50
; v9:int = lt 65, v0
  002868  mov     r11,0x41
  00286f  cmp     r11,rbx
  002872  setl    al
  002875  movzx   esi,al
; v10:int = lt 66, v0
; guard_true v10 => dispatch/1 (3) {more=v9, tape=v3, pc=65}
  002879  mov     r11,0x42
  002880  cmp     r11,rbx
  002883  jge     0x0000000000002c95
; v12:int = readlist v3, v4 => minus/0 (6) {tape=v3, pc=65}
  002889  cmp     r15,[r14]
  002891  jae     0x0000000000002cde
  002897  mov     rax,[r14+8]
  00289f  test    rax,rax
  0028a2  je      0x00000000000028b3
  0028a8  cmp     byte ptr [rax+r15],1
  0028ad  jne     0x0000000000002cde
  0028b3  mov     rax,[r14+0x10]
  0028bb  mov     rsi,[rax+r15*8]
; v13:int = sub v12, 1 => minus/1 (6) {tape=v3, pc=65, x=v12}
  0028bf  sub     rsi,1
  0028c6  jo      0x0000000000002d15
; v14:int = and v13, 255
  0028cc  and     rsi,0xff
; v15:list = set v3, v4, v14 owned => minus/3 (6) {tape=v3, pc=65, x=v14}
  0028d3  cmp     qword ptr [r14+8],0
  0028df  jne     0x000000000000297b
  0028e5  cmp     qword ptr [r14-0x10],1
  0028f1  jne     0x000000000000297b
  0028f7  cmp     qword ptr [r14-8],1
  002903  jne     0x000000000000297b
  002909  cmp     r15,[r14]
  002911  jae     0x000000000000297b
  002917  mov     rax,[r14+0x10]
  00291f  lea     rax,[rax+r15*8]
  002923  mov     [rax],rsi
; guard_true v14 => close_bracket/1 (20) {tape=v15, pc=66, x=0}
  002926  test    rsi,rsi
  002929  je      0x0000000000002d65
; guard_steps => loop/0 (23) {tape=v15, pc=65}
; v18:list = phi tape v15
; v19:int = phi - v14
; loop (23)
  00292f  nop
; v21:int = sub_nov v19, 1
  002930  sub     rsi,1
; v22:int = and v21, 255
  002937  and     rsi,0xff
; v23:list = set v18, v4, v22 owned => minus/3 (6) {tape=v18, pc=65, x=v22}
  00293e  cmp     qword ptr [r14+8],0
  00294a  jne     0x0000000000002a72
  002950  cmp     r15,[r14]
  002958  jae     0x0000000000002a72
  00295e  mov     rax,[r14+0x10]
  002966  lea     rax,[rax+r15*8]
  00296a  mov     [rax],rsi
; guard_true v22 => close_bracket/1 (20) {tape=v23, pc=66, x=0}
  00296d  test    rsi,rsi
  002970  jne     0x0000000000002930
  002976  jmp     0x0000000000002db2
; guard_steps => loop/0 (23) {tape=v23, pc=65}
; jump (23) v18 <- v23, v19 <- v22
  00297b  sub     rsp,0x70
  002982  mov     [rsp+0x30],rcx
  00298a  mov     [rsp+0x38],rsi
  002992  mov     [rsp+0x40],rdi
  00299a  mov     [rsp+0x48],r8
  0029a2  mov     [rsp+0x50],r9
  0029aa  mov     [rsp+0x58],r10
  0029b2  mov     [rsp],r14
  0029ba  mov     qword ptr [rsp+8],3
  0029c6  mov     [rsp+0x10],r15
  0029ce  mov     qword ptr [rsp+0x18],1
  0029da  mov     [rsp+0x20],rsi
  0029e2  mov     qword ptr [rsp+0x28],1
  0029ee  mov     rdi,[rbp+0x20]
  0029f5  mov     esi,0xe
  0029fa  mov     rdx,rsp
  0029fd  mov     rcx,0xfffffffffffffff2
  002a07  mov     r8,0xfffffffffffffff2
  002a11  mov     r9,0
  002a1b  mov     rax,<list_op>
  002a25  call    rax
  002a27  mov     r11,rax
  002a2a  mov     rcx,[rsp+0x30]
  002a32  mov     rsi,[rsp+0x38]
  002a3a  mov     rdi,[rsp+0x40]
  002a42  mov     r8,[rsp+0x48]
  002a4a  mov     r9,[rsp+0x50]
  002a52  mov     r10,[rsp+0x58]
  002a5a  add     rsp,0x70
  002a61  test    rdx,rdx
  002a64  je      0x0000000000002dff
  002a6a  mov     r14,r11
  002a6d  jmp     0x0000000000002926
  002a72  sub     rsp,0x70
  002a79  mov     [rsp+0x30],rcx
  002a81  mov     [rsp+0x38],rsi
  002a89  mov     [rsp+0x40],rdi
  002a91  mov     [rsp+0x48],r8
  002a99  mov     [rsp+0x50],r9
  002aa1  mov     [rsp+0x58],r10
  002aa9  mov     [rsp],r14
  002ab1  mov     qword ptr [rsp+8],3
  002abd  mov     [rsp+0x10],r15
  002ac5  mov     qword ptr [rsp+0x18],1
  002ad1  mov     [rsp+0x20],rsi
  002ad9  mov     qword ptr [rsp+0x28],1
  002ae5  mov     rdi,[rbp+0x20]
  002aec  mov     esi,0xe
  002af1  mov     rdx,rsp
  002af4  mov     rcx,0xfffffffffffffff2
  002afe  mov     r8,0xfffffffffffffff2
  002b08  mov     r9,0
  002b12  mov     rax,<list_op>
  002b1c  call    rax
  002b1e  mov     r11,rax
  002b21  mov     rcx,[rsp+0x30]
  002b29  mov     rsi,[rsp+0x38]
  002b31  mov     rdi,[rsp+0x40]
  002b39  mov     r8,[rsp+0x48]
  002b41  mov     r9,[rsp+0x50]
  002b49  mov     r10,[rsp+0x58]
  002b51  add     rsp,0x70
  002b58  test    rdx,rdx
  002b5b  je      0x0000000000002e48
  002b61  mov     r14,r11
  002b64  jmp     0x000000000000296d
; exits
  002b69  mov     rax,0x4fffffffe
  002b73  jmp     0x0000000000000016
  002b78  mov     [rbp+0x10],r12
  002b7f  mov     qword ptr [rbp+0x18],3
  002b8a  mov     [rbp+0x90],r14
  002b91  mov     qword ptr [rbp+0x138],3
  002b9c  mov     [rbp+0xa0],rsi
  002ba3  mov     qword ptr [rbp+0x148],1
  002bae  mov     rdi,[rbp+0x20]
  002bb5  mov     rsi,8
  002bbf  mov     rdx,0
  002bc9  mov     rax,<exit_lists>
  002bd3  call    rax
  002bd5  mov     rax,0x400000000
  002bdf  jmp     0x0000000000000016
  002be4  mov     [rbp+0x10],r13
  002beb  mov     qword ptr [rbp+0x18],3
  002bf6  mov     [rbp+0x90],r14
  002bfd  mov     qword ptr [rbp+0x138],3
  002c08  mov     [rbp+0xa0],rsi
  002c0f  mov     qword ptr [rbp+0x148],1
  002c1a  mov     rdi,[rbp+0x20]
  002c21  mov     rsi,8
  002c2b  mov     rdx,0
  002c35  mov     rax,<exit_lists>
  002c3f  call    rax
  002c41  mov     rax,0x400000001
  002c4b  jmp     0x0000000000000016
  002c50  mov     [rbp+0x10],rsi
  002c57  mov     qword ptr [rbp+0x18],1
  002c62  mov     [rbp+0x90],r14
  002c69  mov     qword ptr [rbp+0x138],3
  002c74  mov     [rbp+0xa0],rsi
  002c7b  mov     qword ptr [rbp+0x148],1
  002c86  mov     rax,0x400000002
  002c90  jmp     0x0000000000000016
  002c95  mov     [rbp+0x58],rsi
  002c9c  mov     qword ptr [rbp+0x100],1
  002ca7  mov     [rbp+0x90],r14
  002cae  mov     qword ptr [rbp+0x138],3
  002cb9  mov     qword ptr [rbp+0xa0],0x41
  002cc4  mov     qword ptr [rbp+0x148],1
  002ccf  mov     rax,0x400000003
  002cd9  jmp     0x0000000000000016
  002cde  mov     [rbp+0x90],r14
  002ce5  mov     qword ptr [rbp+0x138],3
  002cf0  mov     qword ptr [rbp+0xa0],0x41
  002cfb  mov     qword ptr [rbp+0x148],1
  002d06  mov     rax,0x400000004
  002d10  jmp     0x0000000000000016
  002d15  add     rsi,1
  002d1c  mov     [rbp+0x90],r14
  002d23  mov     qword ptr [rbp+0x138],3
  002d2e  mov     qword ptr [rbp+0xa0],0x41
  002d39  mov     qword ptr [rbp+0x148],1
  002d44  mov     [rbp+0xb0],rsi
  002d4b  mov     qword ptr [rbp+0x158],1
  002d56  mov     rax,0x400000005
  002d60  jmp     0x0000000000000016
  002d65  mov     [rbp+0x90],r14
  002d6c  mov     qword ptr [rbp+0x138],3
  002d77  mov     qword ptr [rbp+0xa0],0x42
  002d82  mov     qword ptr [rbp+0x148],1
  002d8d  mov     qword ptr [rbp+0xb0],0
  002d98  mov     qword ptr [rbp+0x158],1
  002da3  mov     rax,0x400000007
  002dad  jmp     0x0000000000000016
  002db2  mov     [rbp+0x90],r14
  002db9  mov     qword ptr [rbp+0x138],3
  002dc4  mov     qword ptr [rbp+0xa0],0x42
  002dcf  mov     qword ptr [rbp+0x148],1
  002dda  mov     qword ptr [rbp+0xb0],0
  002de5  mov     qword ptr [rbp+0x158],1
  002df0  mov     rax,0x40000000a
  002dfa  jmp     0x0000000000000016
  002dff  mov     [rbp+0x90],r14
  002e06  mov     qword ptr [rbp+0x138],3
  002e11  mov     qword ptr [rbp+0xa0],0x41
  002e1c  mov     qword ptr [rbp+0x148],1
  002e27  mov     [rbp+0xb0],rsi
  002e2e  mov     qword ptr [rbp+0x158],1
  002e39  mov     rax,0x400000006
  002e43  jmp     0x0000000000000016
  002e48  mov     [rbp+0x90],r14
  002e4f  mov     qword ptr [rbp+0x138],3
  002e5a  mov     qword ptr [rbp+0xa0],0x41
  002e65  mov     qword ptr [rbp+0x148],1
  002e70  mov     [rbp+0xb0],rsi
  002e77  mov     qword ptr [rbp+0x158],1
  002e82  mov     rax,0x400000009
  002e8c  jmp     0x0000000000000016
