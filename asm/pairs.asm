; T0: 1273 bytes
; v0:int = input i
  000080  cmp     qword ptr [rbp+0xd0],1
  00008b  jne     0x00000000000001ca
  000091  mov     rbx,[rbp+0x50]
; v1:int = input acc
  000098  cmp     qword ptr [rbp+0xd8],1
  0000a3  jne     0x00000000000001ca
  0000a9  mov     r12,[rbp+0x58]
; v2:int = input n
  0000b0  cmp     qword ptr [rbp+0x108],1
  0000bb  jne     0x00000000000001ca
  0000c1  jmp     0x00000000000000d4
  0000c6  mov     rbx,[rbp+0x50]
  0000cd  mov     r12,[rbp+0x58]
; v3:list = set_nb [0, 0], 0, v0 sunk
; v4:list = set_nb v3, 1, v1 sunk
; v5:int = mul v0, v0 => loop/3 (0) {i=v0, p=v4}
  0000d4  mov     r11,rbx
  0000d7  imul    r11,rbx
  0000db  jo      0x00000000000001d9
  0000e1  mov     r13,r11
; v6:int = add v1, v5 => loop/3 (0) {i=v0, p=v4}
  0000e4  add     r12,r13
  0000e7  jo      0x00000000000002b1
; v7:int = and v6, 1048575
  0000ed  and     r12,0xfffff
; v8:int = le v0, 998
; guard_true v8 => loop/8 (0) {i=v0, acc=v7}
  0000f4  cmp     rbx,0x3e6
  0000fb  jg      0x000000000000038c
; v10:int = add_nov v0, 1
  000101  add     rbx,1
; guard_steps => loop/0 (1) {i=v10, acc=v7}
  000108  cmp     qword ptr [rbp],0
  000113  jl      0x000000000000012a
  000119  sub     qword ptr [rbp],1
  000124  jb      0x000000000000019b
; v12:int = phi i v10
; v13:int = phi acc v7
; loop (1) {i=v12, acc=v13}
  00012a  nop     [rax+rax]
  000133  nop     [rax+rax]
  00013c  nop     [rax]
; v15:list = set_nb [0, 0], 0, v12 sunk
; v16:list = set_nb v15, 1, v13 sunk
; v17:int = mul v12, v12 => loop/3 (0) {i=v12, p=v16}
  000140  mov     r11,rbx
  000143  imul    r11,rbx
  000147  jo      0x00000000000003a9
  00014d  mov     r13,r11
; v18:int = add v13, v17 => loop/3 (0) {i=v12, p=v16}
  000150  add     r12,r13
  000153  jo      0x0000000000000481
; v19:int = and v18, 1048575
  000159  and     r12,0xfffff
; v20:int = le v12, 998
; guard_true v20 => loop/8 (0) {i=v12, acc=v19}
  000160  cmp     rbx,0x3e6
  000167  jg      0x000000000000055c
; v22:int = add_nov v12, 1
  00016d  add     rbx,1
; guard_steps => loop/0 (1) {i=v22, acc=v19}
  000174  cmp     qword ptr [rbp],0
  00017f  jl      0x0000000000000196
  000185  sub     qword ptr [rbp],1
  000190  jb      0x00000000000001ab
; jump (1) v12 <- v22, v13 <- v19
  000196  jmp     0x0000000000000140
  00019b  mov     qword ptr [rbp+0x48],1
  0001a6  jmp     0x000000000000012a
  0001ab  mov     qword ptr [rbp+0x48],1
  0001b6  jmp     0x0000000000000196
; body entry
  0001bb  nop     [rax+rax]
  0001c5  jmp     0x0000000000000140
; exits
  0001ca  mov     rax,0xfffffffe
  0001d4  jmp     0x0000000000000027
  0001d9  mov     [rbp+0x50],rbx
  0001e0  sub     rsp,0x30
  0001e7  xor     eax,eax
  0001ea  mov     [rsp],rax
  0001f2  mov     qword ptr [rsp+0x10],1
  0001fe  mov     [rsp+8],rbx
  000206  mov     rax,1
  00020d  mov     [rsp+0x18],rax
  000215  mov     qword ptr [rsp+0x28],1
  000221  mov     [rsp+0x20],r12
  000229  mov     rdi,[rbp+0x20]
  000230  mov     rsi,<list k1>
  00023a  lea     rdx,[rsp]
  000242  mov     rcx,2
  00024c  mov     r8,1
  000256  mov     rax,<materialize>
  000260  call    rax
  000262  mov     [rbp+0x60],rax
  000269  mov     qword ptr [rbp+0xe0],3
  000274  add     rsp,0x30
  00027b  mov     rdi,[rbp+0x20]
  000282  mov     rsi,<exit lists 0>
  00028c  mov     rdx,1
  000296  mov     rax,<exit_lists>
  0002a0  call    rax
  0002a2  mov     rax,0
  0002ac  jmp     0x0000000000000027
  0002b1  sub     r12,r13
  0002b4  mov     [rbp+0x50],rbx
  0002bb  sub     rsp,0x30
  0002c2  xor     eax,eax
  0002c5  mov     [rsp],rax
  0002cd  mov     qword ptr [rsp+0x10],1
  0002d9  mov     [rsp+8],rbx
  0002e1  mov     rax,1
  0002e8  mov     [rsp+0x18],rax
  0002f0  mov     qword ptr [rsp+0x28],1
  0002fc  mov     [rsp+0x20],r12
  000304  mov     rdi,[rbp+0x20]
  00030b  mov     rsi,<list k1>
  000315  lea     rdx,[rsp]
  00031d  mov     rcx,2
  000327  mov     r8,1
  000331  mov     rax,<materialize>
  00033b  call    rax
  00033d  mov     [rbp+0x60],rax
  000344  mov     qword ptr [rbp+0xe0],3
  00034f  add     rsp,0x30
  000356  mov     rdi,[rbp+0x20]
  00035d  mov     rsi,<exit lists 1>
  000367  mov     rdx,1
  000371  mov     rax,<exit_lists>
  00037b  call    rax
  00037d  mov     rax,1
  000387  jmp     0x0000000000000027
  00038c  mov     [rbp+0x50],rbx
  000393  mov     [rbp+0x58],r12
  00039a  mov     rax,2
  0003a4  jmp     0x0000000000000027
  0003a9  mov     [rbp+0x50],rbx
  0003b0  sub     rsp,0x30
  0003b7  xor     eax,eax
  0003ba  mov     [rsp],rax
  0003c2  mov     qword ptr [rsp+0x10],1
  0003ce  mov     [rsp+8],rbx
  0003d6  mov     rax,1
  0003dd  mov     [rsp+0x18],rax
  0003e5  mov     qword ptr [rsp+0x28],1
  0003f1  mov     [rsp+0x20],r12
  0003f9  mov     rdi,[rbp+0x20]
  000400  mov     rsi,<list k1>
  00040a  lea     rdx,[rsp]
  000412  mov     rcx,2
  00041c  mov     r8,3
  000426  mov     rax,<materialize>
  000430  call    rax
  000432  mov     [rbp+0x60],rax
  000439  mov     qword ptr [rbp+0xe0],3
  000444  add     rsp,0x30
  00044b  mov     rdi,[rbp+0x20]
  000452  mov     rsi,<exit lists 2>
  00045c  mov     rdx,1
  000466  mov     rax,<exit_lists>
  000470  call    rax
  000472  mov     rax,4
  00047c  jmp     0x0000000000000027
  000481  sub     r12,r13
  000484  mov     [rbp+0x50],rbx
  00048b  sub     rsp,0x30
  000492  xor     eax,eax
  000495  mov     [rsp],rax
  00049d  mov     qword ptr [rsp+0x10],1
  0004a9  mov     [rsp+8],rbx
  0004b1  mov     rax,1
  0004b8  mov     [rsp+0x18],rax
  0004c0  mov     qword ptr [rsp+0x28],1
  0004cc  mov     [rsp+0x20],r12
  0004d4  mov     rdi,[rbp+0x20]
  0004db  mov     rsi,<list k1>
  0004e5  lea     rdx,[rsp]
  0004ed  mov     rcx,2
  0004f7  mov     r8,3
  000501  mov     rax,<materialize>
  00050b  call    rax
  00050d  mov     [rbp+0x60],rax
  000514  mov     qword ptr [rbp+0xe0],3
  00051f  add     rsp,0x30
  000526  mov     rdi,[rbp+0x20]
  00052d  mov     rsi,<exit lists 3>
  000537  mov     rdx,1
  000541  mov     rax,<exit_lists>
  00054b  call    rax
  00054d  mov     rax,5
  000557  jmp     0x0000000000000027
  00055c  mov     [rbp+0x50],rbx
  000563  mov     [rbp+0x58],r12
  00056a  mov     rax,6
  000574  jmp     0x0000000000000027
