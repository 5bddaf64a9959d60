; T0: 998 bytes
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
; v5:int = mul v0, v0 => loop/4 (0) {i=v0, p=v4, x=v0}
  000092  mov     r11,rbx
  000095  imul    r11,rbx
  000099  jo      0x000000000000011a
  00009f  mov     r14,r11
; v6:int = add v1, v5 => loop/6 (0) {i=v0, t=v5, y=v1}
  0000a2  add     r12,r14
  0000a5  jo      0x0000000000000204
; v7:int = and v6, 1048575
  0000ab  and     r12,0xfffff
; v8:int = add v0, 1 => loop/8 (0) {i=v0, acc=v7}
  0000b2  add     rbx,1
  0000b9  jo      0x0000000000000241
; v9:int = lt v8, v2
; guard_true v9 => loop/10 (0) {i=v8, acc=v7, c=0}
  0000bf  cmp     rbx,r13
  0000c2  jge     0x0000000000000265
; guard_steps => loop/0 (1) {i=v8, acc=v7}
; v12:int = phi i v8
; v13:int = phi acc v7
; loop (1)
  0000c8  nop
  0000c9  nop
  0000ca  nop
  0000cb  nop
  0000cc  nop
  0000cd  nop
  0000ce  nop
  0000cf  nop
; v15:list = set_nb [0, 0], 0, v12 sunk
; v16:list = set_nb v15, 1, v13 sunk
; v17:int = mul v12, v12 => loop/4 (0) {i=v12, p=v16, x=v12}
  0000d0  mov     r11,rbx
  0000d3  imul    r11,rbx
  0000d7  jo      0x0000000000000298
  0000dd  mov     r14,r11
; v18:int = add v13, v17 => loop/6 (0) {i=v12, t=v17, y=v13}
  0000e0  add     r12,r14
  0000e3  jo      0x0000000000000382
; v19:int = and v18, 1048575
  0000e9  and     r12,0xfffff
; v20:int = add v12, 1 => loop/8 (0) {i=v12, acc=v19}
  0000f0  add     rbx,1
  0000f7  jo      0x00000000000003bf
; v21:int = lt v20, v2
; guard_true v21 => loop/10 (0) {i=v20, acc=v19, c=0}
  0000fd  cmp     rbx,r13
  000100  jl      0x00000000000000d0
  000106  jmp     0x00000000000003e3
; guard_steps => loop/0 (1) {i=v20, acc=v19}
; jump (1) v12 <- v20, v13 <- v19
; exits
  00010b  mov     rax,0xfffffffe
  000115  jmp     0x0000000000000016
  00011a  mov     [rbp+0x30],rbx
  000121  mov     [rbp+0x48],rbx
  000128  mov     qword ptr [rbp+0x88],1
  000133  sub     rsp,0x30
  00013a  xor     eax,eax
  00013d  mov     [rsp],rax
  000145  mov     qword ptr [rsp+0x10],1
  000151  mov     [rsp+8],rbx
  000159  mov     rax,1
  000160  mov     [rsp+0x18],rax
  000168  mov     qword ptr [rsp+0x28],1
  000174  mov     [rsp+0x20],r12
  00017c  mov     rdi,[rbp+0x20]
  000183  mov     rsi,<list k0>
  00018d  lea     rdx,[rsp]
  000195  mov     rcx,2
  00019f  mov     r8,1
  0001a9  mov     rax,<materialize>
  0001b3  call    rax
  0001b5  mov     [rbp+0x40],rax
  0001bc  mov     qword ptr [rbp+0x80],3
  0001c7  add     rsp,0x30
  0001ce  mov     rdi,[rbp+0x20]
  0001d5  mov     rsi,<exit lists 0>
  0001df  mov     rdx,1
  0001e9  mov     rax,<exit_lists>
  0001f3  call    rax
  0001f5  mov     rax,0
  0001ff  jmp     0x0000000000000016
  000204  sub     r12,r14
  000207  mov     [rbp+0x30],rbx
  00020e  mov     [rbp+0x50],r14
  000215  mov     qword ptr [rbp+0x90],1
  000220  mov     [rbp+0x58],r12
  000227  mov     qword ptr [rbp+0x98],1
  000232  mov     rax,1
  00023c  jmp     0x0000000000000016
  000241  sub     rbx,1
  000248  mov     [rbp+0x30],rbx
  00024f  mov     [rbp+0x38],r12
  000256  mov     rax,2
  000260  jmp     0x0000000000000016
  000265  mov     [rbp+0x30],rbx
  00026c  mov     [rbp+0x38],r12
  000273  mov     qword ptr [rbp+0x60],0
  00027e  mov     qword ptr [rbp+0xa0],1
  000289  mov     rax,3
  000293  jmp     0x0000000000000016
  000298  mov     [rbp+0x30],rbx
  00029f  mov     [rbp+0x48],rbx
  0002a6  mov     qword ptr [rbp+0x88],1
  0002b1  sub     rsp,0x30
  0002b8  xor     eax,eax
  0002bb  mov     [rsp],rax
  0002c3  mov     qword ptr [rsp+0x10],1
  0002cf  mov     [rsp+8],rbx
  0002d7  mov     rax,1
  0002de  mov     [rsp+0x18],rax
  0002e6  mov     qword ptr [rsp+0x28],1
  0002f2  mov     [rsp+0x20],r12
  0002fa  mov     rdi,[rbp+0x20]
  000301  mov     rsi,<list k0>
  00030b  lea     rdx,[rsp]
  000313  mov     rcx,2
  00031d  mov     r8,3
  000327  mov     rax,<materialize>
  000331  call    rax
  000333  mov     [rbp+0x40],rax
  00033a  mov     qword ptr [rbp+0x80],3
  000345  add     rsp,0x30
  00034c  mov     rdi,[rbp+0x20]
  000353  mov     rsi,<exit lists 1>
  00035d  mov     rdx,1
  000367  mov     rax,<exit_lists>
  000371  call    rax
  000373  mov     rax,5
  00037d  jmp     0x0000000000000016
  000382  sub     r12,r14
  000385  mov     [rbp+0x30],rbx
  00038c  mov     [rbp+0x50],r14
  000393  mov     qword ptr [rbp+0x90],1
  00039e  mov     [rbp+0x58],r12
  0003a5  mov     qword ptr [rbp+0x98],1
  0003b0  mov     rax,6
  0003ba  jmp     0x0000000000000016
  0003bf  sub     rbx,1
  0003c6  mov     [rbp+0x30],rbx
  0003cd  mov     [rbp+0x38],r12
  0003d4  mov     rax,7
  0003de  jmp     0x0000000000000016
  0003e3  mov     [rbp+0x30],rbx
  0003ea  mov     [rbp+0x38],r12
  0003f1  mov     qword ptr [rbp+0x60],0
  0003fc  mov     qword ptr [rbp+0xa0],1
  000407  mov     rax,8
  000411  jmp     0x0000000000000016
