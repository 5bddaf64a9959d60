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

; T1: 3631 bytes
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
  0003c0  jne     0x0000000000000abc
  0003c6  mov     rbx,[rbp+0x28]
; v1:list = input src
  0003cd  cmp     qword ptr [rbp+0xd8],3
  0003d8  jne     0x0000000000000abc
  0003de  mov     r12,[rbp+0x30]
; v2:list = input jumps
  0003e5  cmp     qword ptr [rbp+0xe0],3
  0003f0  jne     0x0000000000000abc
  0003f6  mov     r13,[rbp+0x38]
; v3:list = input tape
  0003fd  cmp     qword ptr [rbp+0x138],3
  000408  jne     0x0000000000000abc
  00040e  mov     r14,[rbp+0x90]
; v4:int = input p
  000415  cmp     qword ptr [rbp+0x140],1
  000420  jne     0x0000000000000abc
  000426  mov     r15,[rbp+0x98]
; v5:int = input pc
  00042d  cmp     qword ptr [rbp+0x148],1
  000438  jne     0x0000000000000abc
  00043e  mov     rsi,[rbp+0xa0]
; guard_value v1, [43, 43, 43, 43, 43, 43, 43, 43, 91, 45, 62, 43, 43, 43, 43, 43, 43, 43, 43, 60, 93, 62, 43, 91, 62, 43, 60, 45, 93, 62, 91, 45, 46, 93, 62, 43, 43, 43, 43, 43, 43, 43, 43, 91, 45, 60, 43, 43, 43, 43, 43, 43, 43, 43, 62, 93, 60, 91, 45, 62, 43, 60, 93, 62, 91, 45, 93] => loop/0 (0) {tape=v3, p=v4, pc=v5}
  000445  mov     rax,<list k0>
  00044f  cmp     r12,rax
  000452  jne     0x0000000000000acb
; guard_value v2, [0, 0, 0, 0, 0, 0, 0, 0, 20, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 8, 0, 0, 28, 0, 0, 0, 0, 23, 0, 33, 0, 0, 30, 0, 0, 0, 0, 0, 0, 0, 0, 0, 55, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 43, 0, 62, 0, 0, 0, 0, 57, 0, 66, 0, 64] => loop_jumps/0 (1) {tape=v3, p=v4, pc=v5}
  000458  mov     rax,<list k1>
  000462  cmp     r13,rax
  000465  jne     0x0000000000000b49
; guard_value v5, 24 => loop_pc/0 (2) {tape=v3, p=v4, pc=v5}
  00046b  cmp     rsi,0x18
  000472  jne     0x0000000000000bc7
; v9:int = lt 24, v0
  000478  mov     r11,0x18
  00047f  cmp     r11,rbx
  000482  setl    al
  000485  movzx   esi,al
; v10:int = lt 28, v0
; guard_true v10 => dispatch/1 (3) {more=v9, tape=v3, p=v4, pc=24}
  000489  mov     r11,0x1c
  000490  cmp     r11,rbx
  000493  jge     0x0000000000000c1e
; v12:int = add v4, 1 => right/0 (7) {tape=v3, p=v4, pc=24}
  000499  add     r15,1
  0004a0  jo      0x0000000000000c79
; v13:int = and v12, 65535
  0004a6  mov     rsi,r15
  0004a9  and     rsi,0xffff
; v14:int = readlist v3, v13 => plus/0 (14) {tape=v3, p=v13, pc=25}
  0004b0  cmp     rsi,[r14]
  0004b8  jae     0x0000000000000cc9
  0004be  mov     rax,[r14+8]
  0004c6  test    rax,rax
  0004c9  je      0x00000000000004da
  0004cf  cmp     byte ptr [rax+rsi],1
  0004d4  jne     0x0000000000000cc9
  0004da  mov     rax,[r14+0x10]
  0004e2  mov     rbx,[rax+rsi*8]
; v15:int = add v14, 1 => plus/1 (14) {tape=v3, p=v13, pc=25, x=v14}
  0004e6  add     rbx,1
  0004ed  jo      0x0000000000000d12
; v16:int = and v15, 255
  0004f3  and     rbx,0xff
; v17:list = set v3, v13, v16 owned => plus/3 (14) {tape=v3, p=v13, pc=25, x=v16}
  0004fa  cmp     qword ptr [r14+8],0
  000506  jne     0x00000000000006e0
  00050c  cmp     qword ptr [r14-0x10],1
  000518  jne     0x00000000000006e0
  00051e  cmp     qword ptr [r14-8],1
  00052a  jne     0x00000000000006e0
  000530  cmp     rsi,[r14]
  000538  jae     0x00000000000006e0
  00053e  mov     rax,[r14+0x10]
  000546  lea     rax,[rax+rsi*8]
  00054a  mov     [rax],rbx
; v18:int = add_nov v12, -1
  00054d  add     r15,0xffffffffffffffff
; v19:int = and v18, 65535
  000554  and     r15,0xffff
; v20:int = readlist v17, v19 => minus/0 (32) {tape=v17, p=v19, pc=27}
  00055b  cmp     r15,[r14]
  000563  jae     0x0000000000000d74
  000569  mov     rax,[r14+8]
  000571  test    rax,rax
  000574  je      0x0000000000000585
  00057a  cmp     byte ptr [rax+r15],1
  00057f  jne     0x0000000000000d74
  000585  mov     rax,[r14+0x10]
  00058d  mov     rbx,[rax+r15*8]
; v21:int = sub v20, 1 => minus/1 (32) {tape=v17, p=v19, pc=27, x=v20}
  000591  sub     rbx,1
  000598  jo      0x0000000000000dbd
; v22:int = and v21, 255
  00059e  and     rbx,0xff
; v23:list = set v17, v19, v22 owned => minus/3 (32) {tape=v17, p=v19, pc=27, x=v22}
  0005a5  cmp     qword ptr [r14+8],0
  0005b1  jne     0x00000000000007d7
  0005b7  cmp     r15,[r14]
  0005bf  jae     0x00000000000007d7
  0005c5  mov     rax,[r14+0x10]
  0005cd  lea     rax,[rax+r15*8]
  0005d1  mov     [rax],rbx
; guard_true v22 => close_bracket/1 (46) {tape=v23, p=v19, pc=28, x=0}
  0005d4  test    rbx,rbx
  0005d7  je      0x0000000000000e1f
; guard_steps => loop/0 (49) {tape=v23, p=v19, pc=24}
; v26:list = phi tape v23
; loop (49)
  0005dd  nop
  0005de  nop
  0005df  nop
; v28:int = readlist v26, v13 => plus/0 (14) {tape=v26, p=v13, pc=25}
  0005e0  cmp     rsi,[r14]
  0005e8  jae     0x0000000000000e7e
  0005ee  mov     rax,[r14+8]
  0005f6  test    rax,rax
  0005f9  je      0x000000000000060a
  0005ff  cmp     byte ptr [rax+rsi],1
  000604  jne     0x0000000000000e7e
  00060a  mov     rax,[r14+0x10]
  000612  mov     rbx,[rax+rsi*8]
; v29:int = add v28, 1 => plus/1 (14) {tape=v26, p=v13, pc=25, x=v28}
  000616  add     rbx,1
  00061d  jo      0x0000000000000ec7
; v30:int = and v29, 255
  000623  and     rbx,0xff
; v31:list = set v26, v13, v30 owned => plus/3 (14) {tape=v26, p=v13, pc=25, x=v30}
  00062a  cmp     qword ptr [r14+8],0
  000636  jne     0x00000000000008ce
  00063c  cmp     rsi,[r14]
  000644  jae     0x00000000000008ce
  00064a  mov     rax,[r14+0x10]
  000652  lea     rax,[rax+rsi*8]
  000656  mov     [rax],rbx
; v32:int = readlist v31, v19 => minus/0 (32) {tape=v31, p=v19, pc=27}
  000659  cmp     r15,[r14]
  000661  jae     0x0000000000000f29
  000667  mov     rax,[r14+8]
  00066f  test    rax,rax
  000672  je      0x0000000000000683
  000678  cmp     byte ptr [rax+r15],1
  00067d  jne     0x0000000000000f29
  000683  mov     rax,[r14+0x10]
  00068b  mov     rbx,[rax+r15*8]
; v33:int = sub v32, 1 => minus/1 (32) {tape=v31, p=v19, pc=27, x=v32}
  00068f  sub     rbx,1
  000696  jo      0x0000000000000f72
; v34:int = and v33, 255
  00069c  and     rbx,0xff
; v35:list = set v31, v19, v34 owned => minus/3 (32) {tape=v31, p=v19, pc=27, x=v34}
  0006a3  cmp     qword ptr [r14+8],0
  0006af  jne     0x00000000000009c5
  0006b5  cmp     r15,[r14]
  0006bd  jae     0x00000000000009c5
  0006c3  mov     rax,[r14+0x10]
  0006cb  lea     rax,[rax+r15*8]
  0006cf  mov     [rax],rbx
; guard_true v34 => close_bracket/1 (46) {tape=v35, p=v19, pc=28, x=0}
  0006d2  test    rbx,rbx
  0006d5  jne     0x00000000000005e0
  0006db  jmp     0x0000000000000fd4
; guard_steps => loop/0 (49) {tape=v35, p=v19, pc=24}
; jump (49) v26 <- v35
  0006e0  sub     rsp,0x70
  0006e7  mov     [rsp+0x30],rcx
  0006ef  mov     [rsp+0x38],rsi
  0006f7  mov     [rsp+0x40],rdi
  0006ff  mov     [rsp+0x48],r8
  000707  mov     [rsp+0x50],r9
  00070f  mov     [rsp+0x58],r10
  000717  mov     [rsp],r14
  00071f  mov     qword ptr [rsp+8],3
  00072b  mov     [rsp+0x10],rsi
  000733  mov     qword ptr [rsp+0x18],1
  00073f  mov     [rsp+0x20],rbx
  000747  mov     qword ptr [rsp+0x28],1
  000753  mov     rdi,[rbp+0x20]
  00075a  mov     esi,0xe
  00075f  mov     rdx,rsp
  000762  mov     rcx,0xfffffffffffffff2
  00076c  mov     r8,0xfffffffffffffff2
  000776  mov     r9,0
  000780  mov     rax,<list_op>
  00078a  call    rax
  00078c  mov     r11,rax
  00078f  mov     rcx,[rsp+0x30]
  000797  mov     rsi,[rsp+0x38]
  00079f  mov     rdi,[rsp+0x40]
  0007a7  mov     r8,[rsp+0x48]
  0007af  mov     r9,[rsp+0x50]
  0007b7  mov     r10,[rsp+0x58]
  0007bf  add     rsp,0x70
  0007c6  test    rdx,rdx
  0007c9  je      0x0000000000001033
  0007cf  mov     r14,r11
  0007d2  jmp     0x000000000000054d
  0007d7  sub     rsp,0x70
  0007de  mov     [rsp+0x30],rcx
  0007e6  mov     [rsp+0x38],rsi
  0007ee  mov     [rsp+0x40],rdi
  0007f6  mov     [rsp+0x48],r8
  0007fe  mov     [rsp+0x50],r9
  000806  mov     [rsp+0x58],r10
  00080e  mov     [rsp],r14
  000816  mov     qword ptr [rsp+8],3
  000822  mov     [rsp+0x10],r15
  00082a  mov     qword ptr [rsp+0x18],1
  000836  mov     [rsp+0x20],rbx
  00083e  mov     qword ptr [rsp+0x28],1
  00084a  mov     rdi,[rbp+0x20]
  000851  mov     esi,0xe
  000856  mov     rdx,rsp
  000859  mov     rcx,0xfffffffffffffff2
  000863  mov     r8,0xfffffffffffffff2
  00086d  mov     r9,0
  000877  mov     rax,<list_op>
  000881  call    rax
  000883  mov     r11,rax
  000886  mov     rcx,[rsp+0x30]
  00088e  mov     rsi,[rsp+0x38]
  000896  mov     rdi,[rsp+0x40]
  00089e  mov     r8,[rsp+0x48]
  0008a6  mov     r9,[rsp+0x50]
  0008ae  mov     r10,[rsp+0x58]
  0008b6  add     rsp,0x70
  0008bd  test    rdx,rdx
  0008c0  je      0x000000000000108e
  0008c6  mov     r14,r11
  0008c9  jmp     0x00000000000005d4
  0008ce  sub     rsp,0x70
  0008d5  mov     [rsp+0x30],rcx
  0008dd  mov     [rsp+0x38],rsi
  0008e5  mov     [rsp+0x40],rdi
  0008ed  mov     [rsp+0x48],r8
  0008f5  mov     [rsp+0x50],r9
  0008fd  mov     [rsp+0x58],r10
  000905  mov     [rsp],r14
  00090d  mov     qword ptr [rsp+8],3
  000919  mov     [rsp+0x10],rsi
  000921  mov     qword ptr [rsp+0x18],1
  00092d  mov     [rsp+0x20],rbx
  000935  mov     qword ptr [rsp+0x28],1
  000941  mov     rdi,[rbp+0x20]
  000948  mov     esi,0xe
  00094d  mov     rdx,rsp
  000950  mov     rcx,0xfffffffffffffff2
  00095a  mov     r8,0xfffffffffffffff2
  000964  mov     r9,0
  00096e  mov     rax,<list_op>
  000978  call    rax
  00097a  mov     r11,rax
  00097d  mov     rcx,[rsp+0x30]
  000985  mov     rsi,[rsp+0x38]
  00098d  mov     rdi,[rsp+0x40]
  000995  mov     r8,[rsp+0x48]
  00099d  mov     r9,[rsp+0x50]
  0009a5  mov     r10,[rsp+0x58]
  0009ad  add     rsp,0x70
  0009b4  test    rdx,rdx
  0009b7  je      0x00000000000010e9
  0009bd  mov     r14,r11
  0009c0  jmp     0x0000000000000659
  0009c5  sub     rsp,0x70
  0009cc  mov     [rsp+0x30],rcx
  0009d4  mov     [rsp+0x38],rsi
  0009dc  mov     [rsp+0x40],rdi
  0009e4  mov     [rsp+0x48],r8
  0009ec  mov     [rsp+0x50],r9
  0009f4  mov     [rsp+0x58],r10
  0009fc  mov     [rsp],r14
  000a04  mov     qword ptr [rsp+8],3
  000a10  mov     [rsp+0x10],r15
  000a18  mov     qword ptr [rsp+0x18],1
  000a24  mov     [rsp+0x20],rbx
  000a2c  mov     qword ptr [rsp+0x28],1
  000a38  mov     rdi,[rbp+0x20]
  000a3f  mov     esi,0xe
  000a44  mov     rdx,rsp
  000a47  mov     rcx,0xfffffffffffffff2
  000a51  mov     r8,0xfffffffffffffff2
  000a5b  mov     r9,0
  000a65  mov     rax,<list_op>
  000a6f  call    rax
  000a71  mov     r11,rax
  000a74  mov     rcx,[rsp+0x30]
  000a7c  mov     rsi,[rsp+0x38]
  000a84  mov     rdi,[rsp+0x40]
  000a8c  mov     r8,[rsp+0x48]
  000a94  mov     r9,[rsp+0x50]
  000a9c  mov     r10,[rsp+0x58]
  000aa4  add     rsp,0x70
  000aab  test    rdx,rdx
  000aae  je      0x0000000000001144
  000ab4  mov     r14,r11
  000ab7  jmp     0x00000000000006d2
; exits
  000abc  mov     rax,0x1fffffffe
  000ac6  jmp     0x0000000000000016
  000acb  mov     [rbp+0x10],r12
  000ad2  mov     qword ptr [rbp+0x18],3
  000add  mov     [rbp+0x90],r14
  000ae4  mov     qword ptr [rbp+0x138],3
  000aef  mov     [rbp+0x98],r15
  000af6  mov     qword ptr [rbp+0x140],1
  000b01  mov     [rbp+0xa0],rsi
  000b08  mov     qword ptr [rbp+0x148],1
  000b13  mov     rdi,[rbp+0x20]
  000b1a  mov     rsi,8
  000b24  mov     rdx,0
  000b2e  mov     rax,<exit_lists>
  000b38  call    rax
  000b3a  mov     rax,0x100000000
  000b44  jmp     0x0000000000000016
  000b49  mov     [rbp+0x10],r13
  000b50  mov     qword ptr [rbp+0x18],3
  000b5b  mov     [rbp+0x90],r14
  000b62  mov     qword ptr [rbp+0x138],3
  000b6d  mov     [rbp+0x98],r15
  000b74  mov     qword ptr [rbp+0x140],1
  000b7f  mov     [rbp+0xa0],rsi
  000b86  mov     qword ptr [rbp+0x148],1
  000b91  mov     rdi,[rbp+0x20]
  000b98  mov     rsi,8
  000ba2  mov     rdx,0
  000bac  mov     rax,<exit_lists>
  000bb6  call    rax
  000bb8  mov     rax,0x100000001
  000bc2  jmp     0x0000000000000016
  000bc7  mov     [rbp+0x10],rsi
  000bce  mov     qword ptr [rbp+0x18],1
  000bd9  mov     [rbp+0x90],r14
  000be0  mov     qword ptr [rbp+0x138],3
  000beb  mov     [rbp+0x98],r15
  000bf2  mov     qword ptr [rbp+0x140],1
  000bfd  mov     [rbp+0xa0],rsi
  000c04  mov     qword ptr [rbp+0x148],1
  000c0f  mov     rax,0x100000002
  000c19  jmp     0x0000000000000016
  000c1e  mov     [rbp+0x58],rsi
  000c25  mov     qword ptr [rbp+0x100],1
  000c30  mov     [rbp+0x90],r14
  000c37  mov     qword ptr [rbp+0x138],3
  000c42  mov     [rbp+0x98],r15
  000c49  mov     qword ptr [rbp+0x140],1
  000c54  mov     qword ptr [rbp+0xa0],0x18
  000c5f  mov     qword ptr [rbp+0x148],1
  000c6a  mov     rax,0x100000003
  000c74  jmp     0x0000000000000016
  000c79  sub     r15,1
  000c80  mov     [rbp+0x90],r14
  000c87  mov     qword ptr [rbp+0x138],3
  000c92  mov     [rbp+0x98],r15
  000c99  mov     qword ptr [rbp+0x140],1
  000ca4  mov     qword ptr [rbp+0xa0],0x18
  000caf  mov     qword ptr [rbp+0x148],1
  000cba  mov     rax,0x100000004
  000cc4  jmp     0x0000000000000016
  000cc9  mov     [rbp+0x90],r14
  000cd0  mov     qword ptr [rbp+0x138],3
  000cdb  mov     [rbp+0x98],rsi
  000ce2  mov     qword ptr [rbp+0x140],1
  000ced  mov     qword ptr [rbp+0xa0],0x19
  000cf8  mov     qword ptr [rbp+0x148],1
  000d03  mov     rax,0x100000005
  000d0d  jmp     0x0000000000000016
  000d12  sub     rbx,1
  000d19  mov     [rbp+0x90],r14
  000d20  mov     qword ptr [rbp+0x138],3
  000d2b  mov     [rbp+0x98],rsi
  000d32  mov     qword ptr [rbp+0x140],1
  000d3d  mov     qword ptr [rbp+0xa0],0x19
  000d48  mov     qword ptr [rbp+0x148],1
  000d53  mov     [rbp+0xb0],rbx
  000d5a  mov     qword ptr [rbp+0x158],1
  000d65  mov     rax,0x100000006
  000d6f  jmp     0x0000000000000016
  000d74  mov     [rbp+0x90],r14
  000d7b  mov     qword ptr [rbp+0x138],3
  000d86  mov     [rbp+0x98],r15
  000d8d  mov     qword ptr [rbp+0x140],1
  000d98  mov     qword ptr [rbp+0xa0],0x1b
  000da3  mov     qword ptr [rbp+0x148],1
  000dae  mov     rax,0x100000008
  000db8  jmp     0x0000000000000016
  000dbd  add     rbx,1
  000dc4  mov     [rbp+0x90],r14
  000dcb  mov     qword ptr [rbp+0x138],3
  000dd6  mov     [rbp+0x98],r15
  000ddd  mov     qword ptr [rbp+0x140],1
  000de8  mov     qword ptr [rbp+0xa0],0x1b
  000df3  mov     qword ptr [rbp+0x148],1
  000dfe  mov     [rbp+0xb0],rbx
  000e05  mov     qword ptr [rbp+0x158],1
  000e10  mov     rax,0x100000009
  000e1a  jmp     0x0000000000000016
  000e1f  mov     [rbp+0x90],r14
  000e26  mov     qword ptr [rbp+0x138],3
  000e31  mov     [rbp+0x98],r15
  000e38  mov     qword ptr [rbp+0x140],1
  000e43  mov     qword ptr [rbp+0xa0],0x1c
  000e4e  mov     qword ptr [rbp+0x148],1
  000e59  mov     qword ptr [rbp+0xb0],0
  000e64  mov     qword ptr [rbp+0x158],1
  000e6f  mov     rax,0x10000000b
  000e79  jmp     0x0000000000000016
  000e7e  mov     [rbp+0x90],r14
  000e85  mov     qword ptr [rbp+0x138],3
  000e90  mov     [rbp+0x98],rsi
  000e97  mov     qword ptr [rbp+0x140],1
  000ea2  mov     qword ptr [rbp+0xa0],0x19
  000ead  mov     qword ptr [rbp+0x148],1
  000eb8  mov     rax,0x10000000d
  000ec2  jmp     0x0000000000000016
  000ec7  sub     rbx,1
  000ece  mov     [rbp+0x90],r14
  000ed5  mov     qword ptr [rbp+0x138],3
  000ee0  mov     [rbp+0x98],rsi
  000ee7  mov     qword ptr [rbp+0x140],1
  000ef2  mov     qword ptr [rbp+0xa0],0x19
  000efd  mov     qword ptr [rbp+0x148],1
  000f08  mov     [rbp+0xb0],rbx
  000f0f  mov     qword ptr [rbp+0x158],1
  000f1a  mov     rax,0x10000000e
  000f24  jmp     0x0000000000000016
  000f29  mov     [rbp+0x90],r14
  000f30  mov     qword ptr [rbp+0x138],3
  000f3b  mov     [rbp+0x98],r15
  000f42  mov     qword ptr [rbp+0x140],1
  000f4d  mov     qword ptr [rbp+0xa0],0x1b
  000f58  mov     qword ptr [rbp+0x148],1
  000f63  mov     rax,0x100000010
  000f6d  jmp     0x0000000000000016
  000f72  add     rbx,1
  000f79  mov     [rbp+0x90],r14
  000f80  mov     qword ptr [rbp+0x138],3
  000f8b  mov     [rbp+0x98],r15
  000f92  mov     qword ptr [rbp+0x140],1
  000f9d  mov     qword ptr [rbp+0xa0],0x1b
  000fa8  mov     qword ptr [rbp+0x148],1
  000fb3  mov     [rbp+0xb0],rbx
  000fba  mov     qword ptr [rbp+0x158],1
  000fc5  mov     rax,0x100000011
  000fcf  jmp     0x0000000000000016
  000fd4  mov     [rbp+0x90],r14
  000fdb  mov     qword ptr [rbp+0x138],3
  000fe6  mov     [rbp+0x98],r15
  000fed  mov     qword ptr [rbp+0x140],1
  000ff8  mov     qword ptr [rbp+0xa0],0x1c
  001003  mov     qword ptr [rbp+0x148],1
  00100e  mov     qword ptr [rbp+0xb0],0
  001019  mov     qword ptr [rbp+0x158],1
  001024  mov     rax,0x100000013
  00102e  jmp     0x0000000000000016
  001033  mov     [rbp+0x90],r14
  00103a  mov     qword ptr [rbp+0x138],3
  001045  mov     [rbp+0x98],rsi
  00104c  mov     qword ptr [rbp+0x140],1
  001057  mov     qword ptr [rbp+0xa0],0x19
  001062  mov     qword ptr [rbp+0x148],1
  00106d  mov     [rbp+0xb0],rbx
  001074  mov     qword ptr [rbp+0x158],1
  00107f  mov     rax,0x100000007
  001089  jmp     0x0000000000000016
  00108e  mov     [rbp+0x90],r14
  001095  mov     qword ptr [rbp+0x138],3
  0010a0  mov     [rbp+0x98],r15
  0010a7  mov     qword ptr [rbp+0x140],1
  0010b2  mov     qword ptr [rbp+0xa0],0x1b
  0010bd  mov     qword ptr [rbp+0x148],1
  0010c8  mov     [rbp+0xb0],rbx
  0010cf  mov     qword ptr [rbp+0x158],1
  0010da  mov     rax,0x10000000a
  0010e4  jmp     0x0000000000000016
  0010e9  mov     [rbp+0x90],r14
  0010f0  mov     qword ptr [rbp+0x138],3
  0010fb  mov     [rbp+0x98],rsi
  001102  mov     qword ptr [rbp+0x140],1
  00110d  mov     qword ptr [rbp+0xa0],0x19
  001118  mov     qword ptr [rbp+0x148],1
  001123  mov     [rbp+0xb0],rbx
  00112a  mov     qword ptr [rbp+0x158],1
  001135  mov     rax,0x10000000f
  00113f  jmp     0x0000000000000016
  001144  mov     [rbp+0x90],r14
  00114b  mov     qword ptr [rbp+0x138],3
  001156  mov     [rbp+0x98],r15
  00115d  mov     qword ptr [rbp+0x140],1
  001168  mov     qword ptr [rbp+0xa0],0x1b
  001173  mov     qword ptr [rbp+0x148],1
  00117e  mov     [rbp+0xb0],rbx
  001185  mov     qword ptr [rbp+0x158],1
  001190  mov     rax,0x100000012
  00119a  jmp     0x0000000000000016

; T2: 2589 bytes
  0011a0  mov     qword ptr [rbp+0x18],0
  0011ab  mov     rbx,[rbp+0x28]
  0011b2  mov     r12,[rbp+0x30]
  0011b9  mov     r13,[rbp+0x38]
  0011c0  mov     r14,[rbp+0x90]
  0011c7  mov     r15,[rbp+0x98]
  0011ce  mov     rsi,[rbp+0xa0]
  0011d5  jmp     0x00000000000012a8
  0011da  mov     qword ptr [rbp+0x18],0
; v0:int = input n
  0011e5  cmp     qword ptr [rbp+0xd0],1
  0011f0  jne     0x000000000000177c
  0011f6  mov     rbx,[rbp+0x28]
; v1:list = input src
  0011fd  cmp     qword ptr [rbp+0xd8],3
  001208  jne     0x000000000000177c
  00120e  mov     r12,[rbp+0x30]
; v2:list = input jumps
  001215  cmp     qword ptr [rbp+0xe0],3
  001220  jne     0x000000000000177c
  001226  mov     r13,[rbp+0x38]
; v3:list = input tape
  00122d  cmp     qword ptr [rbp+0x138],3
  001238  jne     0x000000000000177c
  00123e  mov     r14,[rbp+0x90]
; v4:int = input p
  001245  cmp     qword ptr [rbp+0x140],1
  001250  jne     0x000000000000177c
  001256  mov     r15,[rbp+0x98]
; v5:int = input pc
  00125d  cmp     qword ptr [rbp+0x148],1
  001268  jne     0x000000000000177c
  00126e  mov     rsi,[rbp+0xa0]
; guard_value v1, [43, 43, 43, 43, 43, 43, 43, 43, 91, 45, 62, 43, 43, 43, 43, 43, 43, 43, 43, 60, 93, 62, 43, 91, 62, 43, 60, 45, 93, 62, 91, 45, 46, 93, 62, 43, 43, 43, 43, 43, 43, 43, 43, 91, 45, 60, 43, 43, 43, 43, 43, 43, 43, 43, 62, 93, 60, 91, 45, 62, 43, 60, 93, 62, 91, 45, 93] => loop/0 (0) {tape=v3, pc=v5}
  001275  mov     rax,<list k0>
  00127f  cmp     r12,rax
  001282  jne     0x000000000000178b
; guard_value v2, [0, 0, 0, 0, 0, 0, 0, 0, 20, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 8, 0, 0, 28, 0, 0, 0, 0, 23, 0, 33, 0, 0, 30, 0, 0, 0, 0, 0, 0, 0, 0, 0, 55, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 43, 0, 62, 0, 0, 0, 0, 57, 0, 66, 0, 64] => loop_jumps/0 (1) {tape=v3, pc=v5}
  001288  mov     rax,<list k1>
  001292  cmp     r13,rax
  001295  jne     0x00000000000017f7
; guard_value v5, 31 => loop_pc/0 (2) {tape=v3, pc=v5}
  00129b  cmp     rsi,0x1f
  0012a2  jne     0x0000000000001863
; v9:int = lt 31, v0
  0012a8  mov     r11,0x1f
  0012af  cmp     r11,rbx
  0012b2  setl    al
  0012b5  movzx   esi,al
; v10:int = lt 33, v0
; guard_true v10 => dispatch/1 (3) {more=v9, tape=v3, pc=31}
  0012b9  mov     r11,0x21
  0012c0  cmp     r11,rbx
  0012c3  jge     0x00000000000018a8
; v12:int = readlist v3, v4 => minus/0 (6) {tape=v3, pc=31}
  0012c9  cmp     r15,[r14]
  0012d1  jae     0x00000000000018f1
  0012d7  mov     rax,[r14+8]
  0012df  test    rax,rax
  0012e2  je      0x00000000000012f3
  0012e8  cmp     byte ptr [rax+r15],1
  0012ed  jne     0x00000000000018f1
  0012f3  mov     rax,[r14+0x10]
  0012fb  mov     rsi,[rax+r15*8]
; v13:int = sub v12, 1 => minus/1 (6) {tape=v3, pc=31, x=v12}
  0012ff  sub     rsi,1
  001306  jo      0x0000000000001928
; v14:int = and v13, 255
  00130c  and     rsi,0xff
; v15:list = set v3, v4, v14 owned => minus/3 (6) {tape=v3, pc=31, x=v14}
  001313  cmp     qword ptr [r14+8],0
  00131f  jne     0x000000000000158e
  001325  cmp     qword ptr [r14-0x10],1
  001331  jne     0x000000000000158e
  001337  cmp     qword ptr [r14-8],1
  001343  jne     0x000000000000158e
  001349  cmp     r15,[r14]
  001351  jae     0x000000000000158e
  001357  mov     rax,[r14+0x10]
  00135f  lea     rax,[rax+r15*8]
  001363  mov     [rax],rsi
; v16:int = put_byte v14 => output/1 (17) {tape=v15, pc=32, x=v14}
  001366  sub     rsp,0x70
  00136d  mov     [rsp+0x30],rcx
  001375  mov     [rsp+0x38],rsi
  00137d  mov     [rsp+0x40],rdi
  001385  mov     [rsp+0x48],r8
  00138d  mov     [rsp+0x50],r9
  001395  mov     [rsp+0x58],r10
  00139d  mov     [rsp],rsi
  0013a5  mov     qword ptr [rsp+8],1
  0013b1  mov     rdi,[rbp+0x20]
  0013b8  mov     esi,0x14
  0013bd  mov     rdx,rsp
  0013c0  mov     rcx,1
  0013ca  mov     r8,0
  0013d4  mov     r9,0
  0013de  mov     rax,<call_op>
  0013e8  call    rax
  0013ea  mov     r11,rax
  0013ed  mov     rcx,[rsp+0x30]
  0013f5  mov     rsi,[rsp+0x38]
  0013fd  mov     rdi,[rsp+0x40]
  001405  mov     r8,[rsp+0x48]
  00140d  mov     r9,[rsp+0x50]
  001415  mov     r10,[rsp+0x58]
  00141d  add     rsp,0x70
  001424  test    rdx,rdx
  001427  je      0x0000000000001978
; guard_true v14 => close_bracket/1 (31) {tape=v15, pc=33, x=0}
  00142d  test    rsi,rsi
  001430  je      0x00000000000019c1
; guard_steps => loop/0 (34) {tape=v15, pc=31}
; v19:list = phi tape v15
; loop (34)
  001436  nop
  001437  nop
  001438  nop
  001439  nop
  00143a  nop
  00143b  nop
  00143c  nop
  00143d  nop
  00143e  nop
  00143f  nop
; v21:int = readlist v19, v4 => minus/0 (6) {tape=v19, pc=31}
  001440  cmp     r15,[r14]
  001448  jae     0x0000000000001a0e
  00144e  mov     rax,[r14+8]
  001456  test    rax,rax
  001459  je      0x000000000000146a
  00145f  cmp     byte ptr [rax+r15],1
  001464  jne     0x0000000000001a0e
  00146a  mov     rax,[r14+0x10]
  001472  mov     rsi,[rax+r15*8]
; v22:int = sub v21, 1 => minus/1 (6) {tape=v19, pc=31, x=v21}
  001476  sub     rsi,1
  00147d  jo      0x0000000000001a45
; v23:int = and v22, 255
  001483  and     rsi,0xff
; v24:list = set v19, v4, v23 owned => minus/3 (6) {tape=v19, pc=31, x=v23}
  00148a  cmp     qword ptr [r14+8],0
  001496  jne     0x0000000000001685
  00149c  cmp     r15,[r14]
  0014a4  jae     0x0000000000001685
  0014aa  mov     rax,[r14+0x10]
  0014b2  lea     rax,[rax+r15*8]
  0014b6  mov     [rax],rsi
; v25:int = put_byte v23 => output/1 (17) {tape=v24, pc=32, x=v23}
  0014b9  sub     rsp,0x70
  0014c0  mov     [rsp+0x30],rcx
  0014c8  mov     [rsp+0x38],rsi
  0014d0  mov     [rsp+0x40],rdi
  0014d8  mov     [rsp+0x48],r8
  0014e0  mov     [rsp+0x50],r9
  0014e8  mov     [rsp+0x58],r10
  0014f0  mov     [rsp],rsi
  0014f8  mov     qword ptr [rsp+8],1
  001504  mov     rdi,[rbp+0x20]
  00150b  mov     esi,0x14
  001510  mov     rdx,rsp
  001513  mov     rcx,1
  00151d  mov     r8,0
  001527  mov     r9,0
  001531  mov     rax,<call_op>
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
  00157a  je      0x0000000000001a95
; guard_true v23 => close_bracket/1 (31) {tape=v24, pc=33, x=0}
  001580  test    rsi,rsi
  001583  jne     0x0000000000001440
  001589  jmp     0x0000000000001ade
; guard_steps => loop/0 (34) {tape=v24, pc=31}
; jump (34) v19 <- v24
  00158e  sub     rsp,0x70
  001595  mov     [rsp+0x30],rcx
  00159d  mov     [rsp+0x38],rsi
  0015a5  mov     [rsp+0x40],rdi
  0015ad  mov     [rsp+0x48],r8
  0015b5  mov     [rsp+0x50],r9
  0015bd  mov     [rsp+0x58],r10
  0015c5  mov     [rsp],r14
  0015cd  mov     qword ptr [rsp+8],3
  0015d9  mov     [rsp+0x10],r15
  0015e1  mov     qword ptr [rsp+0x18],1
  0015ed  mov     [rsp+0x20],rsi
  0015f5  mov     qword ptr [rsp+0x28],1
  001601  mov     rdi,[rbp+0x20]
  001608  mov     esi,0xe
  00160d  mov     rdx,rsp
  001610  mov     rcx,0xfffffffffffffff2
  00161a  mov     r8,0xfffffffffffffff2
  001624  mov     r9,0
  00162e  mov     rax,<list_op>
  001638  call    rax
  00163a  mov     r11,rax
  00163d  mov     rcx,[rsp+0x30]
  001645  mov     rsi,[rsp+0x38]
  00164d  mov     rdi,[rsp+0x40]
  001655  mov     r8,[rsp+0x48]
  00165d  mov     r9,[rsp+0x50]
  001665  mov     r10,[rsp+0x58]
  00166d  add     rsp,0x70
  001674  test    rdx,rdx
  001677  je      0x0000000000001b2b
  00167d  mov     r14,r11
  001680  jmp     0x0000000000001366
  001685  sub     rsp,0x70
  00168c  mov     [rsp+0x30],rcx
  001694  mov     [rsp+0x38],rsi
  00169c  mov     [rsp+0x40],rdi
  0016a4  mov     [rsp+0x48],r8
  0016ac  mov     [rsp+0x50],r9
  0016b4  mov     [rsp+0x58],r10
  0016bc  mov     [rsp],r14
  0016c4  mov     qword ptr [rsp+8],3
  0016d0  mov     [rsp+0x10],r15
  0016d8  mov     qword ptr [rsp+0x18],1
  0016e4  mov     [rsp+0x20],rsi
  0016ec  mov     qword ptr [rsp+0x28],1
  0016f8  mov     rdi,[rbp+0x20]
  0016ff  mov     esi,0xe
  001704  mov     rdx,rsp
  001707  mov     rcx,0xfffffffffffffff2
  001711  mov     r8,0xfffffffffffffff2
  00171b  mov     r9,0
  001725  mov     rax,<list_op>
  00172f  call    rax
  001731  mov     r11,rax
  001734  mov     rcx,[rsp+0x30]
  00173c  mov     rsi,[rsp+0x38]
  001744  mov     rdi,[rsp+0x40]
  00174c  mov     r8,[rsp+0x48]
  001754  mov     r9,[rsp+0x50]
  00175c  mov     r10,[rsp+0x58]
  001764  add     rsp,0x70
  00176b  test    rdx,rdx
  00176e  je      0x0000000000001b74
  001774  mov     r14,r11
  001777  jmp     0x00000000000014b9
; exits
  00177c  mov     rax,0x2fffffffe
  001786  jmp     0x0000000000000016
  00178b  mov     [rbp+0x10],r12
  001792  mov     qword ptr [rbp+0x18],3
  00179d  mov     [rbp+0x90],r14
  0017a4  mov     qword ptr [rbp+0x138],3
  0017af  mov     [rbp+0xa0],rsi
  0017b6  mov     qword ptr [rbp+0x148],1
  0017c1  mov     rdi,[rbp+0x20]
  0017c8  mov     rsi,8
  0017d2  mov     rdx,0
  0017dc  mov     rax,<exit_lists>
  0017e6  call    rax
  0017e8  mov     rax,0x200000000
  0017f2  jmp     0x0000000000000016
  0017f7  mov     [rbp+0x10],r13
  0017fe  mov     qword ptr [rbp+0x18],3
  001809  mov     [rbp+0x90],r14
  001810  mov     qword ptr [rbp+0x138],3
  00181b  mov     [rbp+0xa0],rsi
  001822  mov     qword ptr [rbp+0x148],1
  00182d  mov     rdi,[rbp+0x20]
  001834  mov     rsi,8
  00183e  mov     rdx,0
  001848  mov     rax,<exit_lists>
  001852  call    rax
  001854  mov     rax,0x200000001
  00185e  jmp     0x0000000000000016
  001863  mov     [rbp+0x10],rsi
  00186a  mov     qword ptr [rbp+0x18],1
  001875  mov     [rbp+0x90],r14
  00187c  mov     qword ptr [rbp+0x138],3
  001887  mov     [rbp+0xa0],rsi
  00188e  mov     qword ptr [rbp+0x148],1
  001899  mov     rax,0x200000002
  0018a3  jmp     0x0000000000000016
  0018a8  mov     [rbp+0x58],rsi
  0018af  mov     qword ptr [rbp+0x100],1
  0018ba  mov     [rbp+0x90],r14
  0018c1  mov     qword ptr [rbp+0x138],3
  0018cc  mov     qword ptr [rbp+0xa0],0x1f
  0018d7  mov     qword ptr [rbp+0x148],1
  0018e2  mov     rax,0x200000003
  0018ec  jmp     0x0000000000000016
  0018f1  mov     [rbp+0x90],r14
  0018f8  mov     qword ptr [rbp+0x138],3
  001903  mov     qword ptr [rbp+0xa0],0x1f
  00190e  mov     qword ptr [rbp+0x148],1
  001919  mov     rax,0x200000004
  001923  jmp     0x0000000000000016
  001928  add     rsi,1
  00192f  mov     [rbp+0x90],r14
  001936  mov     qword ptr [rbp+0x138],3
  001941  mov     qword ptr [rbp+0xa0],0x1f
  00194c  mov     qword ptr [rbp+0x148],1
  001957  mov     [rbp+0xb0],rsi
  00195e  mov     qword ptr [rbp+0x158],1
  001969  mov     rax,0x200000005
  001973  jmp     0x0000000000000016
  001978  mov     [rbp+0x90],r14
  00197f  mov     qword ptr [rbp+0x138],3
  00198a  mov     qword ptr [rbp+0xa0],0x20
  001995  mov     qword ptr [rbp+0x148],1
  0019a0  mov     [rbp+0xb0],rsi
  0019a7  mov     qword ptr [rbp+0x158],1
  0019b2  mov     rax,0x200000007
  0019bc  jmp     0x0000000000000016
  0019c1  mov     [rbp+0x90],r14
  0019c8  mov     qword ptr [rbp+0x138],3
  0019d3  mov     qword ptr [rbp+0xa0],0x21
  0019de  mov     qword ptr [rbp+0x148],1
  0019e9  mov     qword ptr [rbp+0xb0],0
  0019f4  mov     qword ptr [rbp+0x158],1
  0019ff  mov     rax,0x200000008
  001a09  jmp     0x0000000000000016
  001a0e  mov     [rbp+0x90],r14
  001a15  mov     qword ptr [rbp+0x138],3
  001a20  mov     qword ptr [rbp+0xa0],0x1f
  001a2b  mov     qword ptr [rbp+0x148],1
  001a36  mov     rax,0x20000000a
  001a40  jmp     0x0000000000000016
  001a45  add     rsi,1
  001a4c  mov     [rbp+0x90],r14
  001a53  mov     qword ptr [rbp+0x138],3
  001a5e  mov     qword ptr [rbp+0xa0],0x1f
  001a69  mov     qword ptr [rbp+0x148],1
  001a74  mov     [rbp+0xb0],rsi
  001a7b  mov     qword ptr [rbp+0x158],1
  001a86  mov     rax,0x20000000b
  001a90  jmp     0x0000000000000016
  001a95  mov     [rbp+0x90],r14
  001a9c  mov     qword ptr [rbp+0x138],3
  001aa7  mov     qword ptr [rbp+0xa0],0x20
  001ab2  mov     qword ptr [rbp+0x148],1
  001abd  mov     [rbp+0xb0],rsi
  001ac4  mov     qword ptr [rbp+0x158],1
  001acf  mov     rax,0x20000000d
  001ad9  jmp     0x0000000000000016
  001ade  mov     [rbp+0x90],r14
  001ae5  mov     qword ptr [rbp+0x138],3
  001af0  mov     qword ptr [rbp+0xa0],0x21
  001afb  mov     qword ptr [rbp+0x148],1
  001b06  mov     qword ptr [rbp+0xb0],0
  001b11  mov     qword ptr [rbp+0x158],1
  001b1c  mov     rax,0x20000000e
  001b26  jmp     0x0000000000000016
  001b2b  mov     [rbp+0x90],r14
  001b32  mov     qword ptr [rbp+0x138],3
  001b3d  mov     qword ptr [rbp+0xa0],0x1f
  001b48  mov     qword ptr [rbp+0x148],1
  001b53  mov     [rbp+0xb0],rsi
  001b5a  mov     qword ptr [rbp+0x158],1
  001b65  mov     rax,0x200000006
  001b6f  jmp     0x0000000000000016
  001b74  mov     [rbp+0x90],r14
  001b7b  mov     qword ptr [rbp+0x138],3
  001b86  mov     qword ptr [rbp+0xa0],0x1f
  001b91  mov     qword ptr [rbp+0x148],1
  001b9c  mov     [rbp+0xb0],rsi
  001ba3  mov     qword ptr [rbp+0x158],1
  001bae  mov     rax,0x20000000c
  001bb8  jmp     0x0000000000000016

; T3: 3768 bytes
  001bc0  mov     qword ptr [rbp+0x18],0
  001bcb  mov     rbx,[rbp+0x28]
  001bd2  mov     r12,[rbp+0x30]
  001bd9  mov     r13,[rbp+0x38]
  001be0  mov     r14,[rbp+0x90]
  001be7  mov     r15,[rbp+0x98]
  001bee  mov     rsi,[rbp+0xa0]
  001bf5  jmp     0x0000000000001cc8
  001bfa  mov     qword ptr [rbp+0x18],0
; v0:int = input n
  001c05  cmp     qword ptr [rbp+0xd0],1
  001c10  jne     0x000000000000234c
  001c16  mov     rbx,[rbp+0x28]
; v1:list = input src
  001c1d  cmp     qword ptr [rbp+0xd8],3
  001c28  jne     0x000000000000234c
  001c2e  mov     r12,[rbp+0x30]
; v2:list = input jumps
  001c35  cmp     qword ptr [rbp+0xe0],3
  001c40  jne     0x000000000000234c
  001c46  mov     r13,[rbp+0x38]
; v3:list = input tape
  001c4d  cmp     qword ptr [rbp+0x138],3
  001c58  jne     0x000000000000234c
  001c5e  mov     r14,[rbp+0x90]
; v4:int = input p
  001c65  cmp     qword ptr [rbp+0x140],1
  001c70  jne     0x000000000000234c
  001c76  mov     r15,[rbp+0x98]
; v5:int = input pc
  001c7d  cmp     qword ptr [rbp+0x148],1
  001c88  jne     0x000000000000234c
  001c8e  mov     rsi,[rbp+0xa0]
; guard_value v1, [43, 43, 43, 43, 43, 43, 43, 43, 91, 45, 62, 43, 43, 43, 43, 43, 43, 43, 43, 60, 93, 62, 43, 91, 62, 43, 60, 45, 93, 62, 91, 45, 46, 93, 62, 43, 43, 43, 43, 43, 43, 43, 43, 91, 45, 60, 43, 43, 43, 43, 43, 43, 43, 43, 62, 93, 60, 91, 45, 62, 43, 60, 93, 62, 91, 45, 93] => loop/0 (0) {tape=v3, p=v4, pc=v5}
  001c95  mov     rax,<list k0>
  001c9f  cmp     r12,rax
  001ca2  jne     0x000000000000235b
; guard_value v2, [0, 0, 0, 0, 0, 0, 0, 0, 20, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 8, 0, 0, 28, 0, 0, 0, 0, 23, 0, 33, 0, 0, 30, 0, 0, 0, 0, 0, 0, 0, 0, 0, 55, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 43, 0, 62, 0, 0, 0, 0, 57, 0, 66, 0, 64] => loop_jumps/0 (1) {tape=v3, p=v4, pc=v5}
  001ca8  mov     rax,<list k1>
  001cb2  cmp     r13,rax
  001cb5  jne     0x00000000000023d9
; guard_value v5, 58 => loop_pc/0 (2) {tape=v3, p=v4, pc=v5}
  001cbb  cmp     rsi,0x3a
  001cc2  jne     0x0000000000002457
; v9:int = lt 58, v0
  001cc8  mov     r11,0x3a
  001ccf  cmp     r11,rbx
  001cd2  setl    al
  001cd5  movzx   esi,al
; v10:int = lt 62, v0
; guard_true v10 => dispatch/1 (3) {more=v9, tape=v3, p=v4, pc=58}
  001cd9  mov     r11,0x3e
  001ce0  cmp     r11,rbx
  001ce3  jge     0x00000000000024ae
; v12:int = readlist v3, v4 => minus/0 (6) {tape=v3, p=v4, pc=58}
  001ce9  cmp     r15,[r14]
  001cf1  jae     0x0000000000002509
  001cf7  mov     rax,[r14+8]
  001cff  test    rax,rax
  001d02  je      0x0000000000001d13
  001d08  cmp     byte ptr [rax+r15],1
  001d0d  jne     0x0000000000002509
  001d13  mov     rax,[r14+0x10]
  001d1b  mov     rsi,[rax+r15*8]
; v13:int = sub v12, 1 => minus/1 (6) {tape=v3, p=v4, pc=58, x=v12}
  001d1f  sub     rsi,1
  001d26  jo      0x0000000000002552
; v14:int = and v13, 255
  001d2c  and     rsi,0xff
; v15:list = set v3, v4, v14 owned => minus/3 (6) {tape=v3, p=v4, pc=58, x=v14}
  001d33  cmp     qword ptr [r14+8],0
  001d3f  jne     0x0000000000001f70
  001d45  cmp     qword ptr [r14-0x10],1
  001d51  jne     0x0000000000001f70
  001d57  cmp     qword ptr [r14-8],1
  001d63  jne     0x0000000000001f70
  001d69  cmp     r15,[r14]
  001d71  jae     0x0000000000001f70
  001d77  mov     rax,[r14+0x10]
  001d7f  lea     rax,[rax+r15*8]
  001d83  mov     [rax],rsi
; v16:int = add v4, 1 => right/0 (15) {tape=v15, p=v4, pc=59}
  001d86  add     r15,1
  001d8d  jo      0x00000000000025b4
; v17:int = and v16, 65535
  001d93  mov     rsi,r15
  001d96  and     rsi,0xffff
; v18:int = readlist v15, v17 => plus/0 (22) {tape=v15, p=v17, pc=60}
  001d9d  cmp     rsi,[r14]
  001da5  jae     0x0000000000002604
  001dab  mov     rax,[r14+8]
  001db3  test    rax,rax
  001db6  je      0x0000000000001dc7
  001dbc  cmp     byte ptr [rax+rsi],1
  001dc1  jne     0x0000000000002604
  001dc7  mov     rax,[r14+0x10]
  001dcf  mov     rbx,[rax+rsi*8]
; v19:int = add v18, 1 => plus/1 (22) {tape=v15, p=v17, pc=60, x=v18}
  001dd3  add     rbx,1
  001dda  jo      0x000000000000264d
; v20:int = and v19, 255
  001de0  and     rbx,0xff
; v21:list = set v15, v17, v20 owned => plus/3 (22) {tape=v15, p=v17, pc=60, x=v20}
  001de7  cmp     qword ptr [r14+8],0
  001df3  jne     0x0000000000002067
  001df9  cmp     rsi,[r14]
  001e01  jae     0x0000000000002067
  001e07  mov     rax,[r14+0x10]
  001e0f  lea     rax,[rax+rsi*8]
  001e13  mov     [rax],rbx
; v22:int = add_nov v16, -1
  001e16  add     r15,0xffffffffffffffff
; v23:int = and v22, 65535
  001e1d  and     r15,0xffff
; v24:int = readlist v21, v23 => close_bracket/0 (46) {tape=v21, p=v23, pc=62}
  001e24  cmp     r15,[r14]
  001e2c  jae     0x00000000000026af
  001e32  mov     rax,[r14+8]
  001e3a  test    rax,rax
  001e3d  je      0x0000000000001e4e
  001e43  cmp     byte ptr [rax+r15],1
  001e48  jne     0x00000000000026af
  001e4e  mov     rax,[r14+0x10]
  001e56  mov     rbx,[rax+r15*8]
; guard_true v24 => close_bracket/1 (46) {tape=v21, p=v23, pc=62, x=0}
  001e5a  test    rbx,rbx
  001e5d  je      0x00000000000026f8
; guard_steps => loop/0 (49) {tape=v21, p=v23, pc=58}
; v27:list = phi tape v21
; loop (49)
  001e63  nop
  001e64  nop
  001e65  nop
  001e66  nop
  001e67  nop
  001e68  nop
  001e69  nop
  001e6a  nop
  001e6b  nop
  001e6c  nop
  001e6d  nop
  001e6e  nop
  001e6f  nop
; v29:int = readlist v27, v23 => minus/0 (6) {tape=v27, p=v23, pc=58}
  001e70  cmp     r15,[r14]
  001e78  jae     0x0000000000002757
  001e7e  mov     rax,[r14+8]
  001e86  test    rax,rax
  001e89  je      0x0000000000001e9a
  001e8f  cmp     byte ptr [rax+r15],1
  001e94  jne     0x0000000000002757
  001e9a  mov     rax,[r14+0x10]
  001ea2  mov     rbx,[rax+r15*8]
; v30:int = sub v29, 1 => minus/1 (6) {tape=v27, p=v23, pc=58, x=v29}
  001ea6  sub     rbx,1
  001ead  jo      0x00000000000027a0
; v31:int = and v30, 255
  001eb3  and     rbx,0xff
; v32:list = set v27, v23, v31 owned => minus/3 (6) {tape=v27, p=v23, pc=58, x=v31}
  001eba  cmp     qword ptr [r14+8],0
  001ec6  jne     0x000000000000215e
  001ecc  cmp     r15,[r14]
  001ed4  jae     0x000000000000215e
  001eda  mov     rax,[r14+0x10]
  001ee2  lea     rax,[rax+r15*8]
  001ee6  mov     [rax],rbx
; v33:int = readlist v32, v17 => plus/0 (22) {tape=v32, p=v17, pc=60}
  001ee9  cmp     rsi,[r14]
  001ef1  jae     0x0000000000002802
  001ef7  mov     rax,[r14+8]
  001eff  test    rax,rax
  001f02  je      0x0000000000001f13
  001f08  cmp     byte ptr [rax+rsi],1
  001f0d  jne     0x0000000000002802
  001f13  mov     rax,[r14+0x10]
  001f1b  mov     r13,[rax+rsi*8]
; v34:int = add v33, 1 => plus/1 (22) {tape=v32, p=v17, pc=60, x=v33}
  001f1f  add     r13,1
  001f26  jo      0x000000000000284b
; v35:int = and v34, 255
  001f2c  and     r13,0xff
; v36:list = set v32, v17, v35 owned => plus/3 (22) {tape=v32, p=v17, pc=60, x=v35}
  001f33  cmp     qword ptr [r14+8],0
  001f3f  jne     0x0000000000002255
  001f45  cmp     rsi,[r14]
  001f4d  jae     0x0000000000002255
  001f53  mov     rax,[r14+0x10]
  001f5b  lea     rax,[rax+rsi*8]
  001f5f  mov     [rax],r13
; guard_true v31 => close_bracket/1 (46) {tape=v36, p=v23, pc=62, x=0}
  001f62  test    rbx,rbx
  001f65  jne     0x0000000000001e70
  001f6b  jmp     0x00000000000028ad
; guard_steps => loop/0 (49) {tape=v36, p=v23, pc=58}
; jump (49) v27 <- v36
  001f70  sub     rsp,0x70
  001f77  mov     [rsp+0x30],rcx
  001f7f  mov     [rsp+0x38],rsi
  001f87  mov     [rsp+0x40],rdi
  001f8f  mov     [rsp+0x48],r8
  001f97  mov     [rsp+0x50],r9
  001f9f  mov     [rsp+0x58],r10
  001fa7  mov     [rsp],r14
  001faf  mov     qword ptr [rsp+8],3
  001fbb  mov     [rsp+0x10],r15
  001fc3  mov     qword ptr [rsp+0x18],1
  001fcf  mov     [rsp+0x20],rsi
  001fd7  mov     qword ptr [rsp+0x28],1
  001fe3  mov     rdi,[rbp+0x20]
  001fea  mov     esi,0xe
  001fef  mov     rdx,rsp
  001ff2  mov     rcx,0xfffffffffffffff2
  001ffc  mov     r8,0xfffffffffffffff2
  002006  mov     r9,0
  002010  mov     rax,<list_op>
  00201a  call    rax
  00201c  mov     r11,rax
  00201f  mov     rcx,[rsp+0x30]
  002027  mov     rsi,[rsp+0x38]
  00202f  mov     rdi,[rsp+0x40]
  002037  mov     r8,[rsp+0x48]
  00203f  mov     r9,[rsp+0x50]
  002047  mov     r10,[rsp+0x58]
  00204f  add     rsp,0x70
  002056  test    rdx,rdx
  002059  je      0x000000000000290c
  00205f  mov     r14,r11
  002062  jmp     0x0000000000001d86
  002067  sub     rsp,0x70
  00206e  mov     [rsp+0x30],rcx
  002076  mov     [rsp+0x38],rsi
  00207e  mov     [rsp+0x40],rdi
  002086  mov     [rsp+0x48],r8
  00208e  mov     [rsp+0x50],r9
  002096  mov     [rsp+0x58],r10
  00209e  mov     [rsp],r14
  0020a6  mov     qword ptr [rsp+8],3
  0020b2  mov     [rsp+0x10],rsi
  0020ba  mov     qword ptr [rsp+0x18],1
  0020c6  mov     [rsp+0x20],rbx
  0020ce  mov     qword ptr [rsp+0x28],1
  0020da  mov     rdi,[rbp+0x20]
  0020e1  mov     esi,0xe
  0020e6  mov     rdx,rsp
  0020e9  mov     rcx,0xfffffffffffffff2
  0020f3  mov     r8,0xfffffffffffffff2
  0020fd  mov     r9,0
  002107  mov     rax,<list_op>
  002111  call    rax
  002113  mov     r11,rax
  002116  mov     rcx,[rsp+0x30]
  00211e  mov     rsi,[rsp+0x38]
  002126  mov     rdi,[rsp+0x40]
  00212e  mov     r8,[rsp+0x48]
  002136  mov     r9,[rsp+0x50]
  00213e  mov     r10,[rsp+0x58]
  002146  add     rsp,0x70
  00214d  test    rdx,rdx
  002150  je      0x0000000000002967
  002156  mov     r14,r11
  002159  jmp     0x0000000000001e16
  00215e  sub     rsp,0x70
  002165  mov     [rsp+0x30],rcx
  00216d  mov     [rsp+0x38],rsi
  002175  mov     [rsp+0x40],rdi
  00217d  mov     [rsp+0x48],r8
  002185  mov     [rsp+0x50],r9
  00218d  mov     [rsp+0x58],r10
  002195  mov     [rsp],r14
  00219d  mov     qword ptr [rsp+8],3
  0021a9  mov     [rsp+0x10],r15
  0021b1  mov     qword ptr [rsp+0x18],1
  0021bd  mov     [rsp+0x20],rbx
  0021c5  mov     qword ptr [rsp+0x28],1
  0021d1  mov     rdi,[rbp+0x20]
  0021d8  mov     esi,0xe
  0021dd  mov     rdx,rsp
  0021e0  mov     rcx,0xfffffffffffffff2
  0021ea  mov     r8,0xfffffffffffffff2
  0021f4  mov     r9,0
  0021fe  mov     rax,<list_op>
  002208  call    rax
  00220a  mov     r11,rax
  00220d  mov     rcx,[rsp+0x30]
  002215  mov     rsi,[rsp+0x38]
  00221d  mov     rdi,[rsp+0x40]
  002225  mov     r8,[rsp+0x48]
  00222d  mov     r9,[rsp+0x50]
  002235  mov     r10,[rsp+0x58]
  00223d  add     rsp,0x70
  002244  test    rdx,rdx
  002247  je      0x00000000000029c2
  00224d  mov     r14,r11
  002250  jmp     0x0000000000001ee9
  002255  sub     rsp,0x70
  00225c  mov     [rsp+0x30],rcx
  002264  mov     [rsp+0x38],rsi
  00226c  mov     [rsp+0x40],rdi
  002274  mov     [rsp+0x48],r8
  00227c  mov     [rsp+0x50],r9
  002284  mov     [rsp+0x58],r10
  00228c  mov     [rsp],r14
  002294  mov     qword ptr [rsp+8],3
  0022a0  mov     [rsp+0x10],rsi
  0022a8  mov     qword ptr [rsp+0x18],1
  0022b4  mov     [rsp+0x20],r13
  0022bc  mov     qword ptr [rsp+0x28],1
  0022c8  mov     rdi,[rbp+0x20]
  0022cf  mov     esi,0xe
  0022d4  mov     rdx,rsp
  0022d7  mov     rcx,0xfffffffffffffff2
  0022e1  mov     r8,0xfffffffffffffff2
  0022eb  mov     r9,0
  0022f5  mov     rax,<list_op>
  0022ff  call    rax
  002301  mov     r11,rax
  002304  mov     rcx,[rsp+0x30]
  00230c  mov     rsi,[rsp+0x38]
  002314  mov     rdi,[rsp+0x40]
  00231c  mov     r8,[rsp+0x48]
  002324  mov     r9,[rsp+0x50]
  00232c  mov     r10,[rsp+0x58]
  002334  add     rsp,0x70
  00233b  test    rdx,rdx
  00233e  je      0x0000000000002a1d
  002344  mov     r14,r11
  002347  jmp     0x0000000000001f62
; exits
  00234c  mov     rax,0x3fffffffe
  002356  jmp     0x0000000000000016
  00235b  mov     [rbp+0x10],r12
  002362  mov     qword ptr [rbp+0x18],3
  00236d  mov     [rbp+0x90],r14
  002374  mov     qword ptr [rbp+0x138],3
  00237f  mov     [rbp+0x98],r15
  002386  mov     qword ptr [rbp+0x140],1
  002391  mov     [rbp+0xa0],rsi
  002398  mov     qword ptr [rbp+0x148],1
  0023a3  mov     rdi,[rbp+0x20]
  0023aa  mov     rsi,8
  0023b4  mov     rdx,0
  0023be  mov     rax,<exit_lists>
  0023c8  call    rax
  0023ca  mov     rax,0x300000000
  0023d4  jmp     0x0000000000000016
  0023d9  mov     [rbp+0x10],r13
  0023e0  mov     qword ptr [rbp+0x18],3
  0023eb  mov     [rbp+0x90],r14
  0023f2  mov     qword ptr [rbp+0x138],3
  0023fd  mov     [rbp+0x98],r15
  002404  mov     qword ptr [rbp+0x140],1
  00240f  mov     [rbp+0xa0],rsi
  002416  mov     qword ptr [rbp+0x148],1
  002421  mov     rdi,[rbp+0x20]
  002428  mov     rsi,8
  002432  mov     rdx,0
  00243c  mov     rax,<exit_lists>
  002446  call    rax
  002448  mov     rax,0x300000001
  002452  jmp     0x0000000000000016
  002457  mov     [rbp+0x10],rsi
  00245e  mov     qword ptr [rbp+0x18],1
  002469  mov     [rbp+0x90],r14
  002470  mov     qword ptr [rbp+0x138],3
  00247b  mov     [rbp+0x98],r15
  002482  mov     qword ptr [rbp+0x140],1
  00248d  mov     [rbp+0xa0],rsi
  002494  mov     qword ptr [rbp+0x148],1
  00249f  mov     rax,0x300000002
  0024a9  jmp     0x0000000000000016
  0024ae  mov     [rbp+0x58],rsi
  0024b5  mov     qword ptr [rbp+0x100],1
  0024c0  mov     [rbp+0x90],r14
  0024c7  mov     qword ptr [rbp+0x138],3
  0024d2  mov     [rbp+0x98],r15
  0024d9  mov     qword ptr [rbp+0x140],1
  0024e4  mov     qword ptr [rbp+0xa0],0x3a
  0024ef  mov     qword ptr [rbp+0x148],1
  0024fa  mov     rax,0x300000003
  002504  jmp     0x0000000000000016
  002509  mov     [rbp+0x90],r14
  002510  mov     qword ptr [rbp+0x138],3
  00251b  mov     [rbp+0x98],r15
  002522  mov     qword ptr [rbp+0x140],1
  00252d  mov     qword ptr [rbp+0xa0],0x3a
  002538  mov     qword ptr [rbp+0x148],1
  002543  mov     rax,0x300000004
  00254d  jmp     0x0000000000000016
  002552  add     rsi,1
  002559  mov     [rbp+0x90],r14
  002560  mov     qword ptr [rbp+0x138],3
  00256b  mov     [rbp+0x98],r15
  002572  mov     qword ptr [rbp+0x140],1
  00257d  mov     qword ptr [rbp+0xa0],0x3a
  002588  mov     qword ptr [rbp+0x148],1
  002593  mov     [rbp+0xb0],rsi
  00259a  mov     qword ptr [rbp+0x158],1
  0025a5  mov     rax,0x300000005
  0025af  jmp     0x0000000000000016
  0025b4  sub     r15,1
  0025bb  mov     [rbp+0x90],r14
  0025c2  mov     qword ptr [rbp+0x138],3
  0025cd  mov     [rbp+0x98],r15
  0025d4  mov     qword ptr [rbp+0x140],1
  0025df  mov     qword ptr [rbp+0xa0],0x3b
  0025ea  mov     qword ptr [rbp+0x148],1
  0025f5  mov     rax,0x300000007
  0025ff  jmp     0x0000000000000016
  002604  mov     [rbp+0x90],r14
  00260b  mov     qword ptr [rbp+0x138],3
  002616  mov     [rbp+0x98],rsi
  00261d  mov     qword ptr [rbp+0x140],1
  002628  mov     qword ptr [rbp+0xa0],0x3c
  002633  mov     qword ptr [rbp+0x148],1
  00263e  mov     rax,0x300000008
  002648  jmp     0x0000000000000016
  00264d  sub     rbx,1
  002654  mov     [rbp+0x90],r14
  00265b  mov     qword ptr [rbp+0x138],3
  002666  mov     [rbp+0x98],rsi
  00266d  mov     qword ptr [rbp+0x140],1
  002678  mov     qword ptr [rbp+0xa0],0x3c
  002683  mov     qword ptr [rbp+0x148],1
  00268e  mov     [rbp+0xb0],rbx
  002695  mov     qword ptr [rbp+0x158],1
  0026a0  mov     rax,0x300000009
  0026aa  jmp     0x0000000000000016
  0026af  mov     [rbp+0x90],r14
  0026b6  mov     qword ptr [rbp+0x138],3
  0026c1  mov     [rbp+0x98],r15
  0026c8  mov     qword ptr [rbp+0x140],1
  0026d3  mov     qword ptr [rbp+0xa0],0x3e
  0026de  mov     qword ptr [rbp+0x148],1
  0026e9  mov     rax,0x30000000b
  0026f3  jmp     0x0000000000000016
  0026f8  mov     [rbp+0x90],r14
  0026ff  mov     qword ptr [rbp+0x138],3
  00270a  mov     [rbp+0x98],r15
  002711  mov     qword ptr [rbp+0x140],1
  00271c  mov     qword ptr [rbp+0xa0],0x3e
  002727  mov     qword ptr [rbp+0x148],1
  002732  mov     qword ptr [rbp+0xb0],0
  00273d  mov     qword ptr [rbp+0x158],1
  002748  mov     rax,0x30000000c
  002752  jmp     0x0000000000000016
  002757  mov     [rbp+0x90],r14
  00275e  mov     qword ptr [rbp+0x138],3
  002769  mov     [rbp+0x98],r15
  002770  mov     qword ptr [rbp+0x140],1
  00277b  mov     qword ptr [rbp+0xa0],0x3a
  002786  mov     qword ptr [rbp+0x148],1
  002791  mov     rax,0x30000000e
  00279b  jmp     0x0000000000000016
  0027a0  add     rbx,1
  0027a7  mov     [rbp+0x90],r14
  0027ae  mov     qword ptr [rbp+0x138],3
  0027b9  mov     [rbp+0x98],r15
  0027c0  mov     qword ptr [rbp+0x140],1
  0027cb  mov     qword ptr [rbp+0xa0],0x3a
  0027d6  mov     qword ptr [rbp+0x148],1
  0027e1  mov     [rbp+0xb0],rbx
  0027e8  mov     qword ptr [rbp+0x158],1
  0027f3  mov     rax,0x30000000f
  0027fd  jmp     0x0000000000000016
  002802  mov     [rbp+0x90],r14
  002809  mov     qword ptr [rbp+0x138],3
  002814  mov     [rbp+0x98],rsi
  00281b  mov     qword ptr [rbp+0x140],1
  002826  mov     qword ptr [rbp+0xa0],0x3c
  002831  mov     qword ptr [rbp+0x148],1
  00283c  mov     rax,0x300000011
  002846  jmp     0x0000000000000016
  00284b  sub     r13,1
  002852  mov     [rbp+0x90],r14
  002859  mov     qword ptr [rbp+0x138],3
  002864  mov     [rbp+0x98],rsi
  00286b  mov     qword ptr [rbp+0x140],1
  002876  mov     qword ptr [rbp+0xa0],0x3c
  002881  mov     qword ptr [rbp+0x148],1
  00288c  mov     [rbp+0xb0],r13
  002893  mov     qword ptr [rbp+0x158],1
  00289e  mov     rax,0x300000012
  0028a8  jmp     0x0000000000000016
  0028ad  mov     [rbp+0x90],r14
  0028b4  mov     qword ptr [rbp+0x138],3
  0028bf  mov     [rbp+0x98],r15
  0028c6  mov     qword ptr [rbp+0x140],1
  0028d1  mov     qword ptr [rbp+0xa0],0x3e
  0028dc  mov     qword ptr [rbp+0x148],1
  0028e7  mov     qword ptr [rbp+0xb0],0
  0028f2  mov     qword ptr [rbp+0x158],1
  0028fd  mov     rax,0x300000014
  002907  jmp     0x0000000000000016
  00290c  mov     [rbp+0x90],r14
  002913  mov     qword ptr [rbp+0x138],3
  00291e  mov     [rbp+0x98],r15
  002925  mov     qword ptr [rbp+0x140],1
  002930  mov     qword ptr [rbp+0xa0],0x3a
  00293b  mov     qword ptr [rbp+0x148],1
  002946  mov     [rbp+0xb0],rsi
  00294d  mov     qword ptr [rbp+0x158],1
  002958  mov     rax,0x300000006
  002962  jmp     0x0000000000000016
  002967  mov     [rbp+0x90],r14
  00296e  mov     qword ptr [rbp+0x138],3
  002979  mov     [rbp+0x98],rsi
  002980  mov     qword ptr [rbp+0x140],1
  00298b  mov     qword ptr [rbp+0xa0],0x3c
  002996  mov     qword ptr [rbp+0x148],1
  0029a1  mov     [rbp+0xb0],rbx
  0029a8  mov     qword ptr [rbp+0x158],1
  0029b3  mov     rax,0x30000000a
  0029bd  jmp     0x0000000000000016
  0029c2  mov     [rbp+0x90],r14
  0029c9  mov     qword ptr [rbp+0x138],3
  0029d4  mov     [rbp+0x98],r15
  0029db  mov     qword ptr [rbp+0x140],1
  0029e6  mov     qword ptr [rbp+0xa0],0x3a
  0029f1  mov     qword ptr [rbp+0x148],1
  0029fc  mov     [rbp+0xb0],rbx
  002a03  mov     qword ptr [rbp+0x158],1
  002a0e  mov     rax,0x300000010
  002a18  jmp     0x0000000000000016
  002a1d  mov     [rbp+0x90],r14
  002a24  mov     qword ptr [rbp+0x138],3
  002a2f  mov     [rbp+0x98],rsi
  002a36  mov     qword ptr [rbp+0x140],1
  002a41  mov     qword ptr [rbp+0xa0],0x3c
  002a4c  mov     qword ptr [rbp+0x148],1
  002a57  mov     [rbp+0xb0],r13
  002a5e  mov     qword ptr [rbp+0x158],1
  002a69  mov     rax,0x300000013
  002a73  jmp     0x0000000000000016

; T4: 2036 bytes
  002a80  mov     qword ptr [rbp+0x18],0
  002a8b  mov     rbx,[rbp+0x28]
  002a92  mov     r12,[rbp+0x30]
  002a99  mov     r13,[rbp+0x38]
  002aa0  mov     r14,[rbp+0x90]
  002aa7  mov     r15,[rbp+0x98]
  002aae  mov     rsi,[rbp+0xa0]
  002ab5  jmp     0x0000000000002b88
  002aba  mov     qword ptr [rbp+0x18],0
; v0:int = input n
  002ac5  cmp     qword ptr [rbp+0xd0],1
  002ad0  jne     0x0000000000002ec5
  002ad6  mov     rbx,[rbp+0x28]
; v1:list = input src
  002add  cmp     qword ptr [rbp+0xd8],3
  002ae8  jne     0x0000000000002ec5
  002aee  mov     r12,[rbp+0x30]
; v2:list = input jumps
  002af5  cmp     qword ptr [rbp+0xe0],3
  002b00  jne     0x0000000000002ec5
  002b06  mov     r13,[rbp+0x38]
; v3:list = input tape
  002b0d  cmp     qword ptr [rbp+0x138],3
  002b18  jne     0x0000000000002ec5
  002b1e  mov     r14,[rbp+0x90]
; v4:int = input p
  002b25  cmp     qword ptr [rbp+0x140],1
  002b30  jne     0x0000000000002ec5
  002b36  mov     r15,[rbp+0x98]
; v5:int = input pc
  002b3d  cmp     qword ptr [rbp+0x148],1
  002b48  jne     0x0000000000002ec5
  002b4e  mov     rsi,[rbp+0xa0]
; guard_value v1, [43, 43, 43, 43, 43, 43, 43, 43, 91, 45, 62, 43, 43, 43, 43, 43, 43, 43, 43, 60, 93, 62, 43, 91, 62, 43, 60, 45, 93, 62, 91, 45, 46, 93, 62, 43, 43, 43, 43, 43, 43, 43, 43, 91, 45, 60, 43, 43, 43, 43, 43, 43, 43, 43, 62, 93, 60, 91, 45, 62, 43, 60, 93, 62, 91, 45, 93] => loop/0 (0) {tape=v3, pc=v5}
  002b55  mov     rax,<list k0>
  002b5f  cmp     r12,rax
  002b62  jne     0x0000000000002ed4
; guard_value v2, [0, 0, 0, 0, 0, 0, 0, 0, 20, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 8, 0, 0, 28, 0, 0, 0, 0, 23, 0, 33, 0, 0, 30, 0, 0, 0, 0, 0, 0, 0, 0, 0, 55, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 43, 0, 62, 0, 0, 0, 0, 57, 0, 66, 0, 64] => loop_jumps/0 (1) {tape=v3, pc=v5}
  002b68  mov     rax,<list k1>
  002b72  cmp     r13,rax
  002b75  jne     0x0000000000002f40
; guard_value v5, 65 => loop_pc/0 (2) {tape=v3, pc=v5}
  002b7b  cmp     rsi,0x41
  002b82  jne     0x0000000000002fac
; v9:int = lt 65, v0
  002b88  mov     r11,0x41
  002b8f  cmp     r11,rbx
  002b92  setl    al
  002b95  movzx   esi,al
; v10:int = lt 66, v0
; guard_true v10 => dispatch/1 (3) {more=v9, tape=v3, pc=65}
  002b99  mov     r11,0x42
  002ba0  cmp     r11,rbx
  002ba3  jge     0x0000000000002ff1
; v12:int = readlist v3, v4 => minus/0 (6) {tape=v3, pc=65}
  002ba9  cmp     r15,[r14]
  002bb1  jae     0x000000000000303a
  002bb7  mov     rax,[r14+8]
  002bbf  test    rax,rax
  002bc2  je      0x0000000000002bd3
  002bc8  cmp     byte ptr [rax+r15],1
  002bcd  jne     0x000000000000303a
  002bd3  mov     rax,[r14+0x10]
  002bdb  mov     rsi,[rax+r15*8]
; v13:int = sub v12, 1 => minus/1 (6) {tape=v3, pc=65, x=v12}
  002bdf  sub     rsi,1
  002be6  jo      0x0000000000003071
; v14:int = and v13, 255
  002bec  and     rsi,0xff
; v15:list = set v3, v4, v14 owned => minus/3 (6) {tape=v3, pc=65, x=v14}
  002bf3  cmp     qword ptr [r14+8],0
  002bff  jne     0x0000000000002cd7
  002c05  cmp     qword ptr [r14-0x10],1
  002c11  jne     0x0000000000002cd7
  002c17  cmp     qword ptr [r14-8],1
  002c23  jne     0x0000000000002cd7
  002c29  cmp     r15,[r14]
  002c31  jae     0x0000000000002cd7
  002c37  mov     rax,[r14+0x10]
  002c3f  lea     rax,[rax+r15*8]
  002c43  mov     [rax],rsi
; guard_true v14 => close_bracket/1 (20) {tape=v15, pc=66, x=0}
  002c46  test    rsi,rsi
  002c49  je      0x00000000000030c1
; guard_steps => loop/0 (23) {tape=v15, pc=65}
; v18:list = phi tape v15
; loop (23)
  002c4f  nop
; v20:int = readlist v18, v4 => minus/0 (6) {tape=v18, pc=65}
  002c50  cmp     r15,[r14]
  002c58  jae     0x000000000000310e
  002c5e  mov     rax,[r14+8]
  002c66  test    rax,rax
  002c69  je      0x0000000000002c7a
  002c6f  cmp     byte ptr [rax+r15],1
  002c74  jne     0x000000000000310e
  002c7a  mov     rax,[r14+0x10]
  002c82  mov     rsi,[rax+r15*8]
; v21:int = sub v20, 1 => minus/1 (6) {tape=v18, pc=65, x=v20}
  002c86  sub     rsi,1
  002c8d  jo      0x0000000000003145
; v22:int = and v21, 255
  002c93  and     rsi,0xff
; v23:list = set v18, v4, v22 owned => minus/3 (6) {tape=v18, pc=65, x=v22}
  002c9a  cmp     qword ptr [r14+8],0
  002ca6  jne     0x0000000000002dce
  002cac  cmp     r15,[r14]
  002cb4  jae     0x0000000000002dce
  002cba  mov     rax,[r14+0x10]
  002cc2  lea     rax,[rax+r15*8]
  002cc6  mov     [rax],rsi
; guard_true v22 => close_bracket/1 (20) {tape=v23, pc=66, x=0}
  002cc9  test    rsi,rsi
  002ccc  jne     0x0000000000002c50
  002cd2  jmp     0x0000000000003195
; guard_steps => loop/0 (23) {tape=v23, pc=65}
; jump (23) v18 <- v23
  002cd7  sub     rsp,0x70
  002cde  mov     [rsp+0x30],rcx
  002ce6  mov     [rsp+0x38],rsi
  002cee  mov     [rsp+0x40],rdi
  002cf6  mov     [rsp+0x48],r8
  002cfe  mov     [rsp+0x50],r9
  002d06  mov     [rsp+0x58],r10
  002d0e  mov     [rsp],r14
  002d16  mov     qword ptr [rsp+8],3
  002d22  mov     [rsp+0x10],r15
  002d2a  mov     qword ptr [rsp+0x18],1
  002d36  mov     [rsp+0x20],rsi
  002d3e  mov     qword ptr [rsp+0x28],1
  002d4a  mov     rdi,[rbp+0x20]
  002d51  mov     esi,0xe
  002d56  mov     rdx,rsp
  002d59  mov     rcx,0xfffffffffffffff2
  002d63  mov     r8,0xfffffffffffffff2
  002d6d  mov     r9,0
  002d77  mov     rax,<list_op>
  002d81  call    rax
  002d83  mov     r11,rax
  002d86  mov     rcx,[rsp+0x30]
  002d8e  mov     rsi,[rsp+0x38]
  002d96  mov     rdi,[rsp+0x40]
  002d9e  mov     r8,[rsp+0x48]
  002da6  mov     r9,[rsp+0x50]
  002dae  mov     r10,[rsp+0x58]
  002db6  add     rsp,0x70
  002dbd  test    rdx,rdx
  002dc0  je      0x00000000000031e2
  002dc6  mov     r14,r11
  002dc9  jmp     0x0000000000002c46
  002dce  sub     rsp,0x70
  002dd5  mov     [rsp+0x30],rcx
  002ddd  mov     [rsp+0x38],rsi
  002de5  mov     [rsp+0x40],rdi
  002ded  mov     [rsp+0x48],r8
  002df5  mov     [rsp+0x50],r9
  002dfd  mov     [rsp+0x58],r10
  002e05  mov     [rsp],r14
  002e0d  mov     qword ptr [rsp+8],3
  002e19  mov     [rsp+0x10],r15
  002e21  mov     qword ptr [rsp+0x18],1
  002e2d  mov     [rsp+0x20],rsi
  002e35  mov     qword ptr [rsp+0x28],1
  002e41  mov     rdi,[rbp+0x20]
  002e48  mov     esi,0xe
  002e4d  mov     rdx,rsp
  002e50  mov     rcx,0xfffffffffffffff2
  002e5a  mov     r8,0xfffffffffffffff2
  002e64  mov     r9,0
  002e6e  mov     rax,<list_op>
  002e78  call    rax
  002e7a  mov     r11,rax
  002e7d  mov     rcx,[rsp+0x30]
  002e85  mov     rsi,[rsp+0x38]
  002e8d  mov     rdi,[rsp+0x40]
  002e95  mov     r8,[rsp+0x48]
  002e9d  mov     r9,[rsp+0x50]
  002ea5  mov     r10,[rsp+0x58]
  002ead  add     rsp,0x70
  002eb4  test    rdx,rdx
  002eb7  je      0x000000000000322b
  002ebd  mov     r14,r11
  002ec0  jmp     0x0000000000002cc9
; exits
  002ec5  mov     rax,0x4fffffffe
  002ecf  jmp     0x0000000000000016
  002ed4  mov     [rbp+0x10],r12
  002edb  mov     qword ptr [rbp+0x18],3
  002ee6  mov     [rbp+0x90],r14
  002eed  mov     qword ptr [rbp+0x138],3
  002ef8  mov     [rbp+0xa0],rsi
  002eff  mov     qword ptr [rbp+0x148],1
  002f0a  mov     rdi,[rbp+0x20]
  002f11  mov     rsi,8
  002f1b  mov     rdx,0
  002f25  mov     rax,<exit_lists>
  002f2f  call    rax
  002f31  mov     rax,0x400000000
  002f3b  jmp     0x0000000000000016
  002f40  mov     [rbp+0x10],r13
  002f47  mov     qword ptr [rbp+0x18],3
  002f52  mov     [rbp+0x90],r14
  002f59  mov     qword ptr [rbp+0x138],3
  002f64  mov     [rbp+0xa0],rsi
  002f6b  mov     qword ptr [rbp+0x148],1
  002f76  mov     rdi,[rbp+0x20]
  002f7d  mov     rsi,8
  002f87  mov     rdx,0
  002f91  mov     rax,<exit_lists>
  002f9b  call    rax
  002f9d  mov     rax,0x400000001
  002fa7  jmp     0x0000000000000016
  002fac  mov     [rbp+0x10],rsi
  002fb3  mov     qword ptr [rbp+0x18],1
  002fbe  mov     [rbp+0x90],r14
  002fc5  mov     qword ptr [rbp+0x138],3
  002fd0  mov     [rbp+0xa0],rsi
  002fd7  mov     qword ptr [rbp+0x148],1
  002fe2  mov     rax,0x400000002
  002fec  jmp     0x0000000000000016
  002ff1  mov     [rbp+0x58],rsi
  002ff8  mov     qword ptr [rbp+0x100],1
  003003  mov     [rbp+0x90],r14
  00300a  mov     qword ptr [rbp+0x138],3
  003015  mov     qword ptr [rbp+0xa0],0x41
  003020  mov     qword ptr [rbp+0x148],1
  00302b  mov     rax,0x400000003
  003035  jmp     0x0000000000000016
  00303a  mov     [rbp+0x90],r14
  003041  mov     qword ptr [rbp+0x138],3
  00304c  mov     qword ptr [rbp+0xa0],0x41
  003057  mov     qword ptr [rbp+0x148],1
  003062  mov     rax,0x400000004
  00306c  jmp     0x0000000000000016
  003071  add     rsi,1
  003078  mov     [rbp+0x90],r14
  00307f  mov     qword ptr [rbp+0x138],3
  00308a  mov     qword ptr [rbp+0xa0],0x41
  003095  mov     qword ptr [rbp+0x148],1
  0030a0  mov     [rbp+0xb0],rsi
  0030a7  mov     qword ptr [rbp+0x158],1
  0030b2  mov     rax,0x400000005
  0030bc  jmp     0x0000000000000016
  0030c1  mov     [rbp+0x90],r14
  0030c8  mov     qword ptr [rbp+0x138],3
  0030d3  mov     qword ptr [rbp+0xa0],0x42
  0030de  mov     qword ptr [rbp+0x148],1
  0030e9  mov     qword ptr [rbp+0xb0],0
  0030f4  mov     qword ptr [rbp+0x158],1
  0030ff  mov     rax,0x400000007
  003109  jmp     0x0000000000000016
  00310e  mov     [rbp+0x90],r14
  003115  mov     qword ptr [rbp+0x138],3
  003120  mov     qword ptr [rbp+0xa0],0x41
  00312b  mov     qword ptr [rbp+0x148],1
  003136  mov     rax,0x400000009
  003140  jmp     0x0000000000000016
  003145  add     rsi,1
  00314c  mov     [rbp+0x90],r14
  003153  mov     qword ptr [rbp+0x138],3
  00315e  mov     qword ptr [rbp+0xa0],0x41
  003169  mov     qword ptr [rbp+0x148],1
  003174  mov     [rbp+0xb0],rsi
  00317b  mov     qword ptr [rbp+0x158],1
  003186  mov     rax,0x40000000a
  003190  jmp     0x0000000000000016
  003195  mov     [rbp+0x90],r14
  00319c  mov     qword ptr [rbp+0x138],3
  0031a7  mov     qword ptr [rbp+0xa0],0x42
  0031b2  mov     qword ptr [rbp+0x148],1
  0031bd  mov     qword ptr [rbp+0xb0],0
  0031c8  mov     qword ptr [rbp+0x158],1
  0031d3  mov     rax,0x40000000c
  0031dd  jmp     0x0000000000000016
  0031e2  mov     [rbp+0x90],r14
  0031e9  mov     qword ptr [rbp+0x138],3
  0031f4  mov     qword ptr [rbp+0xa0],0x41
  0031ff  mov     qword ptr [rbp+0x148],1
  00320a  mov     [rbp+0xb0],rsi
  003211  mov     qword ptr [rbp+0x158],1
  00321c  mov     rax,0x400000006
  003226  jmp     0x0000000000000016
  00322b  mov     [rbp+0x90],r14
  003232  mov     qword ptr [rbp+0x138],3
  00323d  mov     qword ptr [rbp+0xa0],0x41
  003248  mov     qword ptr [rbp+0x148],1
  003253  mov     [rbp+0xb0],rsi
  00325a  mov     qword ptr [rbp+0x158],1
  003265  mov     rax,0x40000000b
  00326f  jmp     0x0000000000000016
