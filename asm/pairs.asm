; T0: 1197 bytes
; v0:int = input i
  000030  cmp     qword ptr [rbp+0x70],1
  00003b  jne     0x000000000000010a
  000041  mov     rbx,[rbp+0x30]
; v1:int = input acc
  000048  cmp     qword ptr [rbp+0x78],1
  000053  jne     0x000000000000010a
  000059  mov     r12,[rbp+0x38]
; v2:int = input n
  000060  cmp     qword ptr [rbp+0xa8],1
  00006b  jne     0x000000000000010a
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
  000099  jo      0x0000000000000119
  00009f  mov     r14,r11
; v6:int = add v1, v5 => loop/3 (0) {i=v0, p=v4}
  0000a2  add     r12,r14
  0000a5  jo      0x00000000000001f1
; v7:int = and v6, 1048575
  0000ab  and     r12,0xfffff
; v8:int = add v0, 1 => loop/8 (0) {i=v0, acc=v7}
  0000b2  add     rbx,1
  0000b9  jo      0x00000000000002cc
; v9:int = lt v8, v2
; guard_true v9 => loop/9 (0) {i=v8, acc=v7}
  0000bf  cmp     rbx,r13
  0000c2  jge     0x00000000000002f0
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
  0000d7  jo      0x000000000000030d
  0000dd  mov     r14,r11
; v18:int = add v13, v17 => loop/3 (0) {i=v12, p=v16}
  0000e0  add     r12,r14
  0000e3  jo      0x00000000000003e5
; v19:int = and v18, 1048575
  0000e9  and     r12,0xfffff
; v20:int = add_nov v12, 1
  0000f0  add     rbx,1
; v21:int = lt v20, v2
; guard_true v21 => loop/9 (0) {i=v20, acc=v19}
  0000f7  cmp     rbx,r13
  0000fa  jl      0x00000000000000d0
  000100  jmp     0x00000000000004c0
; guard_steps => loop/0 (1) {i=v20, acc=v19}
; jump (1) v12 <- v20, v13 <- v19
; body entry
  000105  jmp     0x00000000000000d0
; exits
  00010a  mov     rax,0xfffffffe
  000114  jmp     0x0000000000000016
  000119  mov     [rbp+0x30],rbx
  000120  sub     rsp,0x30
  000127  xor     eax,eax
  00012a  mov     [rsp],rax
  000132  mov     qword ptr [rsp+0x10],1
  00013e  mov     [rsp+8],rbx
  000146  mov     rax,1
  00014d  mov     [rsp+0x18],rax
  000155  mov     qword ptr [rsp+0x28],1
  000161  mov     [rsp+0x20],r12
  000169  mov     rdi,[rbp+0x20]
  000170  mov     rsi,<list k0>
  00017a  lea     rdx,[rsp]
  000182  mov     rcx,2
  00018c  mov     r8,1
  000196  mov     rax,<materialize>
  0001a0  call    rax
  0001a2  mov     [rbp+0x40],rax
  0001a9  mov     qword ptr [rbp+0x80],3
  0001b4  add     rsp,0x30
  0001bb  mov     rdi,[rbp+0x20]
  0001c2  mov     rsi,<exit lists 0>
  0001cc  mov     rdx,1
  0001d6  mov     rax,<exit_lists>
  0001e0  call    rax
  0001e2  mov     rax,0
  0001ec  jmp     0x0000000000000016
  0001f1  sub     r12,r14
  0001f4  mov     [rbp+0x30],rbx
  0001fb  sub     rsp,0x30
  000202  xor     eax,eax
  000205  mov     [rsp],rax
  00020d  mov     qword ptr [rsp+0x10],1
  000219  mov     [rsp+8],rbx
  000221  mov     rax,1
  000228  mov     [rsp+0x18],rax
  000230  mov     qword ptr [rsp+0x28],1
  00023c  mov     [rsp+0x20],r12
  000244  mov     rdi,[rbp+0x20]
  00024b  mov     rsi,<list k0>
  000255  lea     rdx,[rsp]
  00025d  mov     rcx,2
  000267  mov     r8,1
  000271  mov     rax,<materialize>
  00027b  call    rax
  00027d  mov     [rbp+0x40],rax
  000284  mov     qword ptr [rbp+0x80],3
  00028f  add     rsp,0x30
  000296  mov     rdi,[rbp+0x20]
  00029d  mov     rsi,<exit lists 1>
  0002a7  mov     rdx,1
  0002b1  mov     rax,<exit_lists>
  0002bb  call    rax
  0002bd  mov     rax,1
  0002c7  jmp     0x0000000000000016
  0002cc  sub     rbx,1
  0002d3  mov     [rbp+0x30],rbx
  0002da  mov     [rbp+0x38],r12
  0002e1  mov     rax,2
  0002eb  jmp     0x0000000000000016
  0002f0  mov     [rbp+0x30],rbx
  0002f7  mov     [rbp+0x38],r12
  0002fe  mov     rax,3
  000308  jmp     0x0000000000000016
  00030d  mov     [rbp+0x30],rbx
  000314  sub     rsp,0x30
  00031b  xor     eax,eax
  00031e  mov     [rsp],rax
  000326  mov     qword ptr [rsp+0x10],1
  000332  mov     [rsp+8],rbx
  00033a  mov     rax,1
  000341  mov     [rsp+0x18],rax
  000349  mov     qword ptr [rsp+0x28],1
  000355  mov     [rsp+0x20],r12
  00035d  mov     rdi,[rbp+0x20]
  000364  mov     rsi,<list k0>
  00036e  lea     rdx,[rsp]
  000376  mov     rcx,2
  000380  mov     r8,3
  00038a  mov     rax,<materialize>
  000394  call    rax
  000396  mov     [rbp+0x40],rax
  00039d  mov     qword ptr [rbp+0x80],3
  0003a8  add     rsp,0x30
  0003af  mov     rdi,[rbp+0x20]
  0003b6  mov     rsi,<exit lists 2>
  0003c0  mov     rdx,1
  0003ca  mov     rax,<exit_lists>
  0003d4  call    rax
  0003d6  mov     rax,5
  0003e0  jmp     0x0000000000000016
  0003e5  sub     r12,r14
  0003e8  mov     [rbp+0x30],rbx
  0003ef  sub     rsp,0x30
  0003f6  xor     eax,eax
  0003f9  mov     [rsp],rax
  000401  mov     qword ptr [rsp+0x10],1
  00040d  mov     [rsp+8],rbx
  000415  mov     rax,1
  00041c  mov     [rsp+0x18],rax
  000424  mov     qword ptr [rsp+0x28],1
  000430  mov     [rsp+0x20],r12
  000438  mov     rdi,[rbp+0x20]
  00043f  mov     rsi,<list k0>
  000449  lea     rdx,[rsp]
  000451  mov     rcx,2
  00045b  mov     r8,3
  000465  mov     rax,<materialize>
  00046f  call    rax
  000471  mov     [rbp+0x40],rax
  000478  mov     qword ptr [rbp+0x80],3
  000483  add     rsp,0x30
  00048a  mov     rdi,[rbp+0x20]
  000491  mov     rsi,<exit lists 3>
  00049b  mov     rdx,1
  0004a5  mov     rax,<exit_lists>
  0004af  call    rax
  0004b1  mov     rax,6
  0004bb  jmp     0x0000000000000016
  0004c0  mov     [rbp+0x30],rbx
  0004c7  mov     [rbp+0x38],r12
  0004ce  mov     rax,7
  0004d8  jmp     0x0000000000000016
