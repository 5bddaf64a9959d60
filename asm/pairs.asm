; T0: 1234 bytes
; v0:int = input i
  000030  cmp     qword ptr [rbp+0x70],1
  00003b  jne     0x000000000000010b
  000041  mov     rbx,[rbp+0x30]
; v1:int = input acc
  000048  cmp     qword ptr [rbp+0x78],1
  000053  jne     0x000000000000010b
  000059  mov     r12,[rbp+0x38]
; v2:int = input n
  000060  cmp     qword ptr [rbp+0xa8],1
  00006b  jne     0x000000000000010b
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
  000099  jo      0x000000000000011a
  00009f  mov     r14,r11
; v6:int = add v1, v5 => loop/3 (0) {i=v0, p=v4}
  0000a2  add     r12,r14
  0000a5  jo      0x00000000000001f2
; v7:int = and v6, 1048575
  0000ab  and     r12,0xfffff
; v8:int = add v0, 1 => loop/8 (0) {i=v0, acc=v7}
  0000b2  add     rbx,1
  0000b9  jo      0x00000000000002cd
; v9:int = lt v8, v2
; guard_true v9 => loop/9 (0) {i=v8, acc=v7}
  0000bf  cmp     rbx,r13
  0000c2  jge     0x00000000000002f1
; guard_steps => loop/0 (1) {i=v8, acc=v7}
; v12:int = phi i v8
; v13:int = phi acc v7
; loop (1)
  0000c8  nop     [rax+rax]
; v15:list = set_nb [0, 0], 0, v12 sunk
; v16:list = set_nb v15, 1, v13 sunk
; v17:int = mul v12, v12 => loop/3 (0) {i=v12, p=v16}
  0000d0  mov     r11,rbx
  0000d3  imul    r11,rbx
  0000d7  jo      0x000000000000030e
  0000dd  mov     r14,r11
; v18:int = add v13, v17 => loop/3 (0) {i=v12, p=v16}
  0000e0  add     r12,r14
  0000e3  jo      0x00000000000003e6
; v19:int = and v18, 1048575
  0000e9  and     r12,0xfffff
; v20:int = add v12, 1 => loop/8 (0) {i=v12, acc=v19}
  0000f0  add     rbx,1
  0000f7  jo      0x00000000000004c1
; v21:int = lt v20, v2
; guard_true v21 => loop/9 (0) {i=v20, acc=v19}
  0000fd  cmp     rbx,r13
  000100  jl      0x00000000000000d0
  000106  jmp     0x00000000000004e5
; guard_steps => loop/0 (1) {i=v20, acc=v19}
; jump (1) v12 <- v20, v13 <- v19
; exits
  00010b  mov     rax,0xfffffffe
  000115  jmp     0x0000000000000016
  00011a  mov     [rbp+0x30],rbx
  000121  sub     rsp,0x30
  000128  xor     eax,eax
  00012b  mov     [rsp],rax
  000133  mov     qword ptr [rsp+0x10],1
  00013f  mov     [rsp+8],rbx
  000147  mov     rax,1
  00014e  mov     [rsp+0x18],rax
  000156  mov     qword ptr [rsp+0x28],1
  000162  mov     [rsp+0x20],r12
  00016a  mov     rdi,[rbp+0x20]
  000171  mov     rsi,<list k0>
  00017b  lea     rdx,[rsp]
  000183  mov     rcx,2
  00018d  mov     r8,1
  000197  mov     rax,<materialize>
  0001a1  call    rax
  0001a3  mov     [rbp+0x40],rax
  0001aa  mov     qword ptr [rbp+0x80],3
  0001b5  add     rsp,0x30
  0001bc  mov     rdi,[rbp+0x20]
  0001c3  mov     rsi,<exit lists 0>
  0001cd  mov     rdx,1
  0001d7  mov     rax,<exit_lists>
  0001e1  call    rax
  0001e3  mov     rax,0
  0001ed  jmp     0x0000000000000016
  0001f2  sub     r12,r14
  0001f5  mov     [rbp+0x30],rbx
  0001fc  sub     rsp,0x30
  000203  xor     eax,eax
  000206  mov     [rsp],rax
  00020e  mov     qword ptr [rsp+0x10],1
  00021a  mov     [rsp+8],rbx
  000222  mov     rax,1
  000229  mov     [rsp+0x18],rax
  000231  mov     qword ptr [rsp+0x28],1
  00023d  mov     [rsp+0x20],r12
  000245  mov     rdi,[rbp+0x20]
  00024c  mov     rsi,<list k0>
  000256  lea     rdx,[rsp]
  00025e  mov     rcx,2
  000268  mov     r8,1
  000272  mov     rax,<materialize>
  00027c  call    rax
  00027e  mov     [rbp+0x40],rax
  000285  mov     qword ptr [rbp+0x80],3
  000290  add     rsp,0x30
  000297  mov     rdi,[rbp+0x20]
  00029e  mov     rsi,<exit lists 1>
  0002a8  mov     rdx,1
  0002b2  mov     rax,<exit_lists>
  0002bc  call    rax
  0002be  mov     rax,1
  0002c8  jmp     0x0000000000000016
  0002cd  sub     rbx,1
  0002d4  mov     [rbp+0x30],rbx
  0002db  mov     [rbp+0x38],r12
  0002e2  mov     rax,2
  0002ec  jmp     0x0000000000000016
  0002f1  mov     [rbp+0x30],rbx
  0002f8  mov     [rbp+0x38],r12
  0002ff  mov     rax,3
  000309  jmp     0x0000000000000016
  00030e  mov     [rbp+0x30],rbx
  000315  sub     rsp,0x30
  00031c  xor     eax,eax
  00031f  mov     [rsp],rax
  000327  mov     qword ptr [rsp+0x10],1
  000333  mov     [rsp+8],rbx
  00033b  mov     rax,1
  000342  mov     [rsp+0x18],rax
  00034a  mov     qword ptr [rsp+0x28],1
  000356  mov     [rsp+0x20],r12
  00035e  mov     rdi,[rbp+0x20]
  000365  mov     rsi,<list k0>
  00036f  lea     rdx,[rsp]
  000377  mov     rcx,2
  000381  mov     r8,3
  00038b  mov     rax,<materialize>
  000395  call    rax
  000397  mov     [rbp+0x40],rax
  00039e  mov     qword ptr [rbp+0x80],3
  0003a9  add     rsp,0x30
  0003b0  mov     rdi,[rbp+0x20]
  0003b7  mov     rsi,<exit lists 2>
  0003c1  mov     rdx,1
  0003cb  mov     rax,<exit_lists>
  0003d5  call    rax
  0003d7  mov     rax,5
  0003e1  jmp     0x0000000000000016
  0003e6  sub     r12,r14
  0003e9  mov     [rbp+0x30],rbx
  0003f0  sub     rsp,0x30
  0003f7  xor     eax,eax
  0003fa  mov     [rsp],rax
  000402  mov     qword ptr [rsp+0x10],1
  00040e  mov     [rsp+8],rbx
  000416  mov     rax,1
  00041d  mov     [rsp+0x18],rax
  000425  mov     qword ptr [rsp+0x28],1
  000431  mov     [rsp+0x20],r12
  000439  mov     rdi,[rbp+0x20]
  000440  mov     rsi,<list k0>
  00044a  lea     rdx,[rsp]
  000452  mov     rcx,2
  00045c  mov     r8,3
  000466  mov     rax,<materialize>
  000470  call    rax
  000472  mov     [rbp+0x40],rax
  000479  mov     qword ptr [rbp+0x80],3
  000484  add     rsp,0x30
  00048b  mov     rdi,[rbp+0x20]
  000492  mov     rsi,<exit lists 3>
  00049c  mov     rdx,1
  0004a6  mov     rax,<exit_lists>
  0004b0  call    rax
  0004b2  mov     rax,6
  0004bc  jmp     0x0000000000000016
  0004c1  sub     rbx,1
  0004c8  mov     [rbp+0x30],rbx
  0004cf  mov     [rbp+0x38],r12
  0004d6  mov     rax,7
  0004e0  jmp     0x0000000000000016
  0004e5  mov     [rbp+0x30],rbx
  0004ec  mov     [rbp+0x38],r12
  0004f3  mov     rax,8
  0004fd  jmp     0x0000000000000016
