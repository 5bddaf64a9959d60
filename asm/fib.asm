; T0: 125 bytes
; v0:int = input n
  000080  cmp     qword ptr [rbp+0xf0],1
  00008b  jne     0x00000000000000cd
  000091  mov     rbx,[rbp+0x60]
  000098  jmp     0x00000000000000b0
  00009d  mov     rbx,[rbp+0x60]
  0000a4  jmp     0x00000000000000b0
  0000a9  sub     rsp,0x88
; v1:int = lt v0, 2
; guard_true v1 => fib/0 (0) {n=v0}
  0000b0  cmp     rbx,2
  0000b7  jge     0x0000000000000129
; return v0 => fib.base/0 (2) {n=v0}
  0000bd  mov     rdx,rbx
  0000c0  mov     ecx,1
  0000c5  add     rsp,0x88
  0000cc  ret
; exits
  0000cd  mov     rax,0xfffffffe
  0000d7  jmp     0x0000000000000039
  0000dc  mov     [rbp+0x60],rbx
  0000e3  mov     qword ptr [rbp+0xf0],1
  0000ee  mov     rax,0
  0000f8  jmp     0x0000000000000039

; T1: 1397 bytes
; v0:int = input n
  000100  cmp     qword ptr [rbp+0xf0],1
  00010b  jne     0x000000000000046b
  000111  mov     rbx,[rbp+0x60]
  000118  jmp     0x0000000000000129
  00011d  mov     rbx,[rbp+0x60]
  000124  jmp     0x0000000000000129
; v1:int = le 4, v0
; guard_true v1 => fib/0 (0) {n=v0}
  000129  mov     r11,4
  000130  cmp     r11,rbx
  000133  jg      0x00000000000006a9
; v3:int = sub_nov v0, 1
  000139  lea     r12,[rbx-1]
; v4:int = add_nov v0, -2
  000141  lea     r13,[rbx-2]
; v5:int = call_proc fib v4, 0, 0 => fib.rec/1 (3) {n=v3, n1=v4, caller.n=v0} [recursive call fib -> a @fib@22]
  000149  lea     r11,[rsp-0x40b0]
  000151  cmp     r11,[rbp+0x30]
  000158  jb      0x000000000000049b
  00015e  sub     rsp,8
  000165  push    rbx
  000167  push    r12
  000169  push    r13
  00016b  mov     rbx,r13
  00016e  call    0x00000000000000a9
  000173  pop     r13
  000175  pop     r12
  000177  pop     rbx
  000179  lea     rsp,[rsp+8]
  000181  jb      0x0000000000000247
  000187  mov     r13,rdx
; v6:int = add_nov v0, -3
  00018a  lea     r12,[rbx-3]
; v7:int = call_proc fib v6, 0, 0 => fib@22/1 (5) {a=v5, n2=v6, caller.n=v0} [recursive call fib -> a @fib@22]
  000192  sub     rsp,8
  000199  push    rbx
  00019b  push    r12
  00019d  push    r13
  00019f  mov     rbx,r12
  0001a2  call    0x00000000000000a9
  0001a7  pop     r13
  0001a9  pop     r12
  0001ab  pop     rbx
  0001ad  lea     rsp,[rsp+8]
  0001b5  jb      0x00000000000002d0
  0001bb  mov     r14,rdx
; v8:int = add v5, v7 => fib@24/0 (7) {a=v5, b=v7, caller.n=v0} [recursive call fib -> a @fib@22]
  0001be  add     r13,r14
  0001c1  jo      0x0000000000000525
; v9:int = sub_nov v0, 2
  0001c7  lea     r14,[rbx-2]
; v10:int = call_proc fib v6, 0, 0 => fib.rec/1 (10) {n=v9, n1=v6, caller.a=v8} [recursive call fib -> b @fib@24]
  0001cf  push    rbx
  0001d1  push    r12
  0001d3  push    r13
  0001d5  push    r14
  0001d7  mov     rbx,r12
  0001da  call    0x00000000000000a9
  0001df  pop     r14
  0001e1  pop     r13
  0001e3  pop     r12
  0001e5  pop     rbx
  0001e7  jb      0x0000000000000359
  0001ed  mov     r12,rdx
; v11:int = add_nov v0, -4
  0001f0  add     rbx,0xfffffffffffffffc
; v12:int = call_proc fib v11, 0, 0 => fib@22/1 (12) {a=v10, n2=v11, caller.a=v8} [recursive call fib -> b @fib@24]
  0001f7  sub     rsp,8
  0001fe  push    rbx
  000200  push    r12
  000202  push    r13
  000204  call    0x00000000000000a9
  000209  pop     r13
  00020b  pop     r12
  00020d  pop     rbx
  00020f  lea     rsp,[rsp+8]
  000217  jb      0x00000000000003e2
  00021d  mov     rbx,rdx
; v13:int = add v10, v12 => fib@24/0 (14) {a=v10, b=v12, caller.a=v8} [recursive call fib -> b @fib@24]
  000220  add     r12,rbx
  000223  jo      0x00000000000005f7
; v14:int = add v8, v13 => fib@24/0 (15) {a=v8, b=v13}
  000229  add     r13,r12
  00022c  jo      0x000000000000063f
; return v14 => fib@24/1 (16) {r=v14}
  000232  mov     rdx,r13
  000235  mov     rcx,0x100000008
  00023f  add     rsp,0x88
  000246  ret
  000247  sub     rsp,0x30
  00024e  mov     [rsp],rcx
  000256  mov     [rsp+8],rsi
  00025e  mov     [rsp+0x10],rdi
  000266  mov     [rsp+0x18],r8
  00026e  mov     [rsp+0x20],r9
  000276  mov     [rsp+0x28],r10
  00027e  mov     rdi,[rbp+0x20]
  000285  mov     rsi,rax
  000288  mov     rax,<stash_exit>
  000292  call    rax
  000294  mov     rcx,[rsp]
  00029c  mov     rsi,[rsp+8]
  0002a4  mov     rdi,[rsp+0x10]
  0002ac  mov     r8,[rsp+0x18]
  0002b4  mov     r9,[rsp+0x20]
  0002bc  mov     r10,[rsp+0x28]
  0002c4  add     rsp,0x30
  0002cb  jmp     0x000000000000049b
  0002d0  sub     rsp,0x30
  0002d7  mov     [rsp],rcx
  0002df  mov     [rsp+8],rsi
  0002e7  mov     [rsp+0x10],rdi
  0002ef  mov     [rsp+0x18],r8
  0002f7  mov     [rsp+0x20],r9
  0002ff  mov     [rsp+0x28],r10
  000307  mov     rdi,[rbp+0x20]
  00030e  mov     rsi,rax
  000311  mov     rax,<stash_exit>
  00031b  call    rax
  00031d  mov     rcx,[rsp]
  000325  mov     rsi,[rsp+8]
  00032d  mov     rdi,[rsp+0x10]
  000335  mov     r8,[rsp+0x18]
  00033d  mov     r9,[rsp+0x20]
  000345  mov     r10,[rsp+0x28]
  00034d  add     rsp,0x30
  000354  jmp     0x00000000000004e0
  000359  sub     rsp,0x30
  000360  mov     [rsp],rcx
  000368  mov     [rsp+8],rsi
  000370  mov     [rsp+0x10],rdi
  000378  mov     [rsp+0x18],r8
  000380  mov     [rsp+0x20],r9
  000388  mov     [rsp+0x28],r10
  000390  mov     rdi,[rbp+0x20]
  000397  mov     rsi,rax
  00039a  mov     rax,<stash_exit>
  0003a4  call    rax
  0003a6  mov     rcx,[rsp]
  0003ae  mov     rsi,[rsp+8]
  0003b6  mov     rdi,[rsp+0x10]
  0003be  mov     r8,[rsp+0x18]
  0003c6  mov     r9,[rsp+0x20]
  0003ce  mov     r10,[rsp+0x28]
  0003d6  add     rsp,0x30
  0003dd  jmp     0x000000000000056d
  0003e2  sub     rsp,0x30
  0003e9  mov     [rsp],rcx
  0003f1  mov     [rsp+8],rsi
  0003f9  mov     [rsp+0x10],rdi
  000401  mov     [rsp+0x18],r8
  000409  mov     [rsp+0x20],r9
  000411  mov     [rsp+0x28],r10
  000419  mov     rdi,[rbp+0x20]
  000420  mov     rsi,rax
  000423  mov     rax,<stash_exit>
  00042d  call    rax
  00042f  mov     rcx,[rsp]
  000437  mov     rsi,[rsp+8]
  00043f  mov     rdi,[rsp+0x10]
  000447  mov     r8,[rsp+0x18]
  00044f  mov     r9,[rsp+0x20]
  000457  mov     r10,[rsp+0x28]
  00045f  add     rsp,0x30
  000466  jmp     0x00000000000005b2
; exits
  00046b  mov     rax,0x1fffffffe
  000475  jmp     0x0000000000000039
  00047a  mov     [rbp+0x60],rbx
  000481  mov     qword ptr [rbp+0xf0],1
  00048c  mov     rax,0x100000000
  000496  jmp     0x0000000000000039
  00049b  mov     [rbp+0x60],r12
  0004a2  mov     qword ptr [rbp+0xf0],1
  0004ad  mov     [rbp+0x70],r13
  0004b4  mov     qword ptr [rbp+0x100],1
  0004bf  mov     [rbp+0xa8],rbx
  0004c6  mov     qword ptr [rbp+0x138],1
  0004d1  mov     rax,0x100000001
  0004db  jmp     0x0000000000000039
  0004e0  mov     [rbp+0x78],r13
  0004e7  mov     qword ptr [rbp+0x108],1
  0004f2  mov     [rbp+0x80],r12
  0004f9  mov     qword ptr [rbp+0x110],1
  000504  mov     [rbp+0xa8],rbx
  00050b  mov     qword ptr [rbp+0x138],1
  000516  mov     rax,0x100000002
  000520  jmp     0x0000000000000039
  000525  sub     r13,r14
  000528  mov     [rbp+0x78],r13
  00052f  mov     qword ptr [rbp+0x108],1
  00053a  mov     [rbp+0x88],r14
  000541  mov     qword ptr [rbp+0x118],1
  00054c  mov     [rbp+0xa8],rbx
  000553  mov     qword ptr [rbp+0x138],1
  00055e  mov     rax,0x100000003
  000568  jmp     0x0000000000000039
  00056d  mov     [rbp+0x60],r14
  000574  mov     qword ptr [rbp+0xf0],1
  00057f  mov     [rbp+0x70],r12
  000586  mov     qword ptr [rbp+0x100],1
  000591  mov     [rbp+0xc0],r13
  000598  mov     qword ptr [rbp+0x150],1
  0005a3  mov     rax,0x100000004
  0005ad  jmp     0x0000000000000039
  0005b2  mov     [rbp+0x78],r12
  0005b9  mov     qword ptr [rbp+0x108],1
  0005c4  mov     [rbp+0x80],rbx
  0005cb  mov     qword ptr [rbp+0x110],1
  0005d6  mov     [rbp+0xc0],r13
  0005dd  mov     qword ptr [rbp+0x150],1
  0005e8  mov     rax,0x100000005
  0005f2  jmp     0x0000000000000039
  0005f7  sub     r12,rbx
  0005fa  mov     [rbp+0x78],r12
  000601  mov     qword ptr [rbp+0x108],1
  00060c  mov     [rbp+0x88],rbx
  000613  mov     qword ptr [rbp+0x118],1
  00061e  mov     [rbp+0xc0],r13
  000625  mov     qword ptr [rbp+0x150],1
  000630  mov     rax,0x100000006
  00063a  jmp     0x0000000000000039
  00063f  sub     r13,r12
  000642  mov     [rbp+0x78],r13
  000649  mov     qword ptr [rbp+0x108],1
  000654  mov     [rbp+0x88],r12
  00065b  mov     qword ptr [rbp+0x118],1
  000666  mov     rax,0x100000007
  000670  jmp     0x0000000000000039

; T2: 141 bytes
; v0:int = input n
  000680  cmp     qword ptr [rbp+0xf0],1
  00068b  jne     0x00000000000006dd
  000691  mov     rbx,[rbp+0x60]
  000698  jmp     0x00000000000006a9
  00069d  mov     rbx,[rbp+0x60]
  0006a4  jmp     0x00000000000006a9
; v1:int = le v0, 2
; guard_true v1 => fib/0 (0) {n=v0}
  0006a9  cmp     rbx,2
  0006b0  jg      0x0000000000000769
; v3:int = sub_nov v0, 1
  0006b6  lea     r12,[rbx-1]
; v4:int = sub_nov v0, 2
  0006be  sub     rbx,2
; v5:int = add_nov v3, v4
  0006c5  add     r12,rbx
; return v5 => fib@24/1 (8) {r=v5}
  0006c8  mov     rdx,r12
  0006cb  mov     rcx,0x200000001
  0006d5  add     rsp,0x88
  0006dc  ret
; exits
  0006dd  mov     rax,0x2fffffffe
  0006e7  jmp     0x0000000000000039
  0006ec  mov     [rbp+0x60],rbx
  0006f3  mov     qword ptr [rbp+0xf0],1
  0006fe  mov     rax,0x200000000
  000708  jmp     0x0000000000000039

; T3: 773 bytes
; v0:int = input n
  000740  cmp     qword ptr [rbp+0xf0],1
  00074b  jne     0x000000000000092e
  000751  mov     rbx,[rbp+0x60]
  000758  jmp     0x0000000000000769
  00075d  mov     rbx,[rbp+0x60]
  000764  jmp     0x0000000000000769
; v1:int = sub_nov v0, 1
  000769  lea     r12,[rbx-1]
; v2:int = add_nov v0, -2
  000771  lea     r13,[rbx-2]
; v3:int = call_proc fib v2, 0, 0 => fib.rec/1 (3) {n=v1, n1=v2, caller.n=v0} [recursive call fib -> a @fib@22]
  000779  lea     r11,[rsp-0x40b0]
  000781  cmp     r11,[rbp+0x30]
  000788  jb      0x000000000000093d
  00078e  sub     rsp,8
  000795  push    rbx
  000797  push    r12
  000799  push    r13
  00079b  mov     rbx,r13
  00079e  call    0x00000000000000a9
  0007a3  pop     r13
  0007a5  pop     r12
  0007a7  pop     rbx
  0007a9  lea     rsp,[rsp+8]
  0007b1  jb      0x000000000000081c
  0007b7  mov     r13,rdx
; v4:int = add_nov v0, -3
  0007ba  lea     r12,[rbx-3]
; v5:int = call_proc fib v4, 0, 0 => fib@22/1 (5) {a=v3, n2=v4, caller.n=v0} [recursive call fib -> a @fib@22]
  0007c2  sub     rsp,8
  0007c9  push    rbx
  0007cb  push    r12
  0007cd  push    r13
  0007cf  mov     rbx,r12
  0007d2  call    0x00000000000000a9
  0007d7  pop     r13
  0007d9  pop     r12
  0007db  pop     rbx
  0007dd  lea     rsp,[rsp+8]
  0007e5  jb      0x00000000000008a5
  0007eb  mov     r12,rdx
; v6:int = add v3, v5 => fib@24/0 (7) {a=v3, b=v5, caller.n=v0} [recursive call fib -> a @fib@22]
  0007ee  add     r13,r12
  0007f1  jo      0x00000000000009c7
; v7:int = sub_nov v0, 2
  0007f7  sub     rbx,2
; v8:int = add v6, v7 => fib@24/0 (11) {a=v6, b=v7}
  0007fe  add     r13,rbx
  000801  jo      0x0000000000000a0f
; return v8 => fib@24/1 (12) {r=v8}
  000807  mov     rdx,r13
  00080a  mov     rcx,0x300000004
  000814  add     rsp,0x88
  00081b  ret
  00081c  sub     rsp,0x30
  000823  mov     [rsp],rcx
  00082b  mov     [rsp+8],rsi
  000833  mov     [rsp+0x10],rdi
  00083b  mov     [rsp+0x18],r8
  000843  mov     [rsp+0x20],r9
  00084b  mov     [rsp+0x28],r10
  000853  mov     rdi,[rbp+0x20]
  00085a  mov     rsi,rax
  00085d  mov     rax,<stash_exit>
  000867  call    rax
  000869  mov     rcx,[rsp]
  000871  mov     rsi,[rsp+8]
  000879  mov     rdi,[rsp+0x10]
  000881  mov     r8,[rsp+0x18]
  000889  mov     r9,[rsp+0x20]
  000891  mov     r10,[rsp+0x28]
  000899  add     rsp,0x30
  0008a0  jmp     0x000000000000093d
  0008a5  sub     rsp,0x30
  0008ac  mov     [rsp],rcx
  0008b4  mov     [rsp+8],rsi
  0008bc  mov     [rsp+0x10],rdi
  0008c4  mov     [rsp+0x18],r8
  0008cc  mov     [rsp+0x20],r9
  0008d4  mov     [rsp+0x28],r10
  0008dc  mov     rdi,[rbp+0x20]
  0008e3  mov     rsi,rax
  0008e6  mov     rax,<stash_exit>
  0008f0  call    rax
  0008f2  mov     rcx,[rsp]
  0008fa  mov     rsi,[rsp+8]
  000902  mov     rdi,[rsp+0x10]
  00090a  mov     r8,[rsp+0x18]
  000912  mov     r9,[rsp+0x20]
  00091a  mov     r10,[rsp+0x28]
  000922  add     rsp,0x30
  000929  jmp     0x0000000000000982
; exits
  00092e  mov     rax,0x3fffffffe
  000938  jmp     0x0000000000000039
  00093d  mov     [rbp+0x60],r12
  000944  mov     qword ptr [rbp+0xf0],1
  00094f  mov     [rbp+0x70],r13
  000956  mov     qword ptr [rbp+0x100],1
  000961  mov     [rbp+0xa8],rbx
  000968  mov     qword ptr [rbp+0x138],1
  000973  mov     rax,0x300000000
  00097d  jmp     0x0000000000000039
  000982  mov     [rbp+0x78],r13
  000989  mov     qword ptr [rbp+0x108],1
  000994  mov     [rbp+0x80],r12
  00099b  mov     qword ptr [rbp+0x110],1
  0009a6  mov     [rbp+0xa8],rbx
  0009ad  mov     qword ptr [rbp+0x138],1
  0009b8  mov     rax,0x300000001
  0009c2  jmp     0x0000000000000039
  0009c7  sub     r13,r12
  0009ca  mov     [rbp+0x78],r13
  0009d1  mov     qword ptr [rbp+0x108],1
  0009dc  mov     [rbp+0x88],r12
  0009e3  mov     qword ptr [rbp+0x118],1
  0009ee  mov     [rbp+0xa8],rbx
  0009f5  mov     qword ptr [rbp+0x138],1
  000a00  mov     rax,0x300000002
  000a0a  jmp     0x0000000000000039
  000a0f  sub     r13,rbx
  000a12  mov     [rbp+0x78],r13
  000a19  mov     qword ptr [rbp+0x108],1
  000a24  mov     [rbp+0x88],rbx
  000a2b  mov     qword ptr [rbp+0x118],1
  000a36  mov     rax,0x300000003
  000a40  jmp     0x0000000000000039
