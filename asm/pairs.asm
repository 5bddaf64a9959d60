; T0: 1280 bytes
; v0:int = input i
  000030  cmp     qword ptr [rbp+0x70],1
  00003b  jne     0x000000000000015d
  000041  mov     rbx,[rbp+0x30]
; v1:int = input acc
  000048  cmp     qword ptr [rbp+0x78],1
  000053  jne     0x000000000000015d
  000059  mov     r12,[rbp+0x38]
; v2:int = input n
  000060  cmp     qword ptr [rbp+0xa8],1
  00006b  jne     0x000000000000015d
  000071  mov     r13,[rbp+0x68]
  000078  jmp     0x0000000000000092
  00007d  mov     rbx,[rbp+0x30]
  000084  mov     r12,[rbp+0x38]
  00008b  mov     r13,[rbp+0x68]
; v3:list = set_nb [0, 0], 0, v0 sunk
; v4:list = set_nb v3, 1, v1 sunk
; v5:int = mul v0, v0 => loop/3 (0) {i=v0, p=v4}
  000092  mov     r11,rbx
  000095  imul    r11,rbx
  000099  jo      0x000000000000016c
  00009f  mov     r14,r11
; v6:int = add v1, v5 => loop/3 (0) {i=v0, p=v4}
  0000a2  add     r12,r14
  0000a5  jo      0x0000000000000244
; v7:int = and v6, 1048575
  0000ab  and     r12,0xfffff
; v8:int = add v0, 1 => loop/8 (0) {i=v0, acc=v7}
  0000b2  add     rbx,1
  0000b9  jo      0x000000000000031f
; v9:int = lt v8, v2
; guard_true v9 => loop/9 (0) {i=v8, acc=v7}
  0000bf  cmp     rbx,r13
  0000c2  jge     0x0000000000000343
; guard_steps => loop/0 (1) {i=v8, acc=v7}
; v12:int = phi i v8
; v13:int = phi acc v7
; loop (1) {i=v12, acc=v13}
  0000c8  nop     [rax+rax]
; v15:list = set_nb [0, 0], 0, v12 sunk
; v16:list = set_nb v15, 1, v13 sunk
; v17:int = mul v12, v12 => loop/3 (0) {i=v12, p=v16}
  0000d0  mov     r11,rbx
  0000d3  imul    r11,rbx
  0000d7  jo      0x0000000000000360
  0000dd  mov     r14,r11
; v18:int = add v13, v17 => loop/3 (0) {i=v12, p=v16}
  0000e0  add     r12,r14
  0000e3  jo      0x0000000000000438
; v19:int = and v18, 1048575
  0000e9  and     r12,0xfffff
; v20:int = add_nov v12, 1
  0000f0  add     rbx,1
; v21:int = lt v20, v2
; guard_true v21 => loop/9 (0) {i=v20, acc=v19}
  0000f7  cmp     rbx,r13
  0000fa  jl      0x00000000000000d0
  000100  jmp     0x0000000000000513
; guard_steps => loop/0 (1) {i=v20, acc=v19}
; jump (1) v12 <- v20, v13 <- v19
; body entry: checks what the body requires
  000105  mov     rax,0x8000000000000002
  00010f  cmp     r13,rax
  000112  jl      0x000000000000007d
  000118  mov     rax,0x8000000000000001
  000122  cmp     rbx,rax
  000125  jl      0x000000000000007d
  00012b  mov     rax,0x7ffffffffffffffe
  000135  cmp     rbx,rax
  000138  jg      0x000000000000007d
  00013e  cmp     r12,0
  000145  jl      0x000000000000007d
  00014b  cmp     r12,0xfffff
  000152  jg      0x000000000000007d
; body entry
  000158  jmp     0x00000000000000d0
; exits
  00015d  mov     rax,0xfffffffe
  000167  jmp     0x0000000000000016
  00016c  mov     [rbp+0x30],rbx
  000173  sub     rsp,0x30
  00017a  xor     eax,eax
  00017d  mov     [rsp],rax
  000185  mov     qword ptr [rsp+0x10],1
  000191  mov     [rsp+8],rbx
  000199  mov     rax,1
  0001a0  mov     [rsp+0x18],rax
  0001a8  mov     qword ptr [rsp+0x28],1
  0001b4  mov     [rsp+0x20],r12
  0001bc  mov     rdi,[rbp+0x20]
  0001c3  mov     rsi,<list k0>
  0001cd  lea     rdx,[rsp]
  0001d5  mov     rcx,2
  0001df  mov     r8,1
  0001e9  mov     rax,<materialize>
  0001f3  call    rax
  0001f5  mov     [rbp+0x40],rax
  0001fc  mov     qword ptr [rbp+0x80],3
  000207  add     rsp,0x30
  00020e  mov     rdi,[rbp+0x20]
  000215  mov     rsi,<exit lists 0>
  00021f  mov     rdx,1
  000229  mov     rax,<exit_lists>
  000233  call    rax
  000235  mov     rax,0
  00023f  jmp     0x0000000000000016
  000244  sub     r12,r14
  000247  mov     [rbp+0x30],rbx
  00024e  sub     rsp,0x30
  000255  xor     eax,eax
  000258  mov     [rsp],rax
  000260  mov     qword ptr [rsp+0x10],1
  00026c  mov     [rsp+8],rbx
  000274  mov     rax,1
  00027b  mov     [rsp+0x18],rax
  000283  mov     qword ptr [rsp+0x28],1
  00028f  mov     [rsp+0x20],r12
  000297  mov     rdi,[rbp+0x20]
  00029e  mov     rsi,<list k0>
  0002a8  lea     rdx,[rsp]
  0002b0  mov     rcx,2
  0002ba  mov     r8,1
  0002c4  mov     rax,<materialize>
  0002ce  call    rax
  0002d0  mov     [rbp+0x40],rax
  0002d7  mov     qword ptr [rbp+0x80],3
  0002e2  add     rsp,0x30
  0002e9  mov     rdi,[rbp+0x20]
  0002f0  mov     rsi,<exit lists 1>
  0002fa  mov     rdx,1
  000304  mov     rax,<exit_lists>
  00030e  call    rax
  000310  mov     rax,1
  00031a  jmp     0x0000000000000016
  00031f  sub     rbx,1
  000326  mov     [rbp+0x30],rbx
  00032d  mov     [rbp+0x38],r12
  000334  mov     rax,2
  00033e  jmp     0x0000000000000016
  000343  mov     [rbp+0x30],rbx
  00034a  mov     [rbp+0x38],r12
  000351  mov     rax,3
  00035b  jmp     0x0000000000000016
  000360  mov     [rbp+0x30],rbx
  000367  sub     rsp,0x30
  00036e  xor     eax,eax
  000371  mov     [rsp],rax
  000379  mov     qword ptr [rsp+0x10],1
  000385  mov     [rsp+8],rbx
  00038d  mov     rax,1
  000394  mov     [rsp+0x18],rax
  00039c  mov     qword ptr [rsp+0x28],1
  0003a8  mov     [rsp+0x20],r12
  0003b0  mov     rdi,[rbp+0x20]
  0003b7  mov     rsi,<list k0>
  0003c1  lea     rdx,[rsp]
  0003c9  mov     rcx,2
  0003d3  mov     r8,3
  0003dd  mov     rax,<materialize>
  0003e7  call    rax
  0003e9  mov     [rbp+0x40],rax
  0003f0  mov     qword ptr [rbp+0x80],3
  0003fb  add     rsp,0x30
  000402  mov     rdi,[rbp+0x20]
  000409  mov     rsi,<exit lists 2>
  000413  mov     rdx,1
  00041d  mov     rax,<exit_lists>
  000427  call    rax
  000429  mov     rax,5
  000433  jmp     0x0000000000000016
  000438  sub     r12,r14
  00043b  mov     [rbp+0x30],rbx
  000442  sub     rsp,0x30
  000449  xor     eax,eax
  00044c  mov     [rsp],rax
  000454  mov     qword ptr [rsp+0x10],1
  000460  mov     [rsp+8],rbx
  000468  mov     rax,1
  00046f  mov     [rsp+0x18],rax
  000477  mov     qword ptr [rsp+0x28],1
  000483  mov     [rsp+0x20],r12
  00048b  mov     rdi,[rbp+0x20]
  000492  mov     rsi,<list k0>
  00049c  lea     rdx,[rsp]
  0004a4  mov     rcx,2
  0004ae  mov     r8,3
  0004b8  mov     rax,<materialize>
  0004c2  call    rax
  0004c4  mov     [rbp+0x40],rax
  0004cb  mov     qword ptr [rbp+0x80],3
  0004d6  add     rsp,0x30
  0004dd  mov     rdi,[rbp+0x20]
  0004e4  mov     rsi,<exit lists 3>
  0004ee  mov     rdx,1
  0004f8  mov     rax,<exit_lists>
  000502  call    rax
  000504  mov     rax,6
  00050e  jmp     0x0000000000000016
  000513  mov     [rbp+0x30],rbx
  00051a  mov     [rbp+0x38],r12
  000521  mov     rax,7
  00052b  jmp     0x0000000000000016
