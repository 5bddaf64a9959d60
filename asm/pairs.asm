; T0: 1197 bytes
; v0:int = input i
  000080  cmp     qword ptr [rbp+0xc0],1
  00008b  jne     0x000000000000017e
  000091  mov     rbx,[rbp+0x40]
; v1:int = input acc
  000098  cmp     qword ptr [rbp+0xc8],1
  0000a3  jne     0x000000000000017e
  0000a9  mov     r12,[rbp+0x48]
; v2:int = input n
  0000b0  cmp     qword ptr [rbp+0xf8],1
  0000bb  jne     0x000000000000017e
  0000c1  jmp     0x00000000000000d4
  0000c6  mov     rbx,[rbp+0x40]
  0000cd  mov     r12,[rbp+0x48]
; v3:list = set_nb [0, 0], 0, v0 sunk
; v4:list = set_nb v3, 1, v1 sunk
; v5:int = mul v0, v0 => loop/3 (0) {i=v0, p=v4}
  0000d4  mov     r11,rbx
  0000d7  imul    r11,rbx
  0000db  jo      0x000000000000018d
  0000e1  mov     r13,r11
; v6:int = add v1, v5 => loop/3 (0) {i=v0, p=v4}
  0000e4  add     r12,r13
  0000e7  jo      0x0000000000000265
; v7:int = and v6, 1048575
  0000ed  and     r12,0xfffff
; v8:int = le v0, 998
; guard_true v8 => loop/8 (0) {i=v0, acc=v7}
  0000f4  cmp     rbx,0x3e6
  0000fb  jg      0x0000000000000340
; v10:int = add_nov v0, 1
  000101  add     rbx,1
; guard_steps => loop/0 (1) {i=v10, acc=v7}
; v12:int = phi i v10
; v13:int = phi acc v7
; loop (1) {i=v12, acc=v13}
  000108  nop     [rax+rax]
  000111  nop     [rax+rax]
  00011a  nop     [rax+rax]
  000123  nop     [rax+rax]
  00012c  nop     [rax+rax]
  000135  nop     [rax+rax]
  00013e  xchg    ax,ax
; v15:list = set_nb [0, 0], 0, v12 sunk
; v16:list = set_nb v15, 1, v13 sunk
; v17:int = mul v12, v12 => loop/3 (0) {i=v12, p=v16}
  000140  mov     r11,rbx
  000143  imul    r11,rbx
  000147  jo      0x000000000000035d
  00014d  mov     r13,r11
; v18:int = add v13, v17 => loop/3 (0) {i=v12, p=v16}
  000150  add     r12,r13
  000153  jo      0x0000000000000435
; v19:int = and v18, 1048575
  000159  and     r12,0xfffff
; v20:int = le v12, 998
; guard_true v20 => loop/8 (0) {i=v12, acc=v19}
  000160  cmp     rbx,0x3e6
  000167  jg      0x0000000000000510
; v22:int = add_nov v12, 1
  00016d  add     rbx,1
; guard_steps => loop/0 (1) {i=v22, acc=v19}
; jump (1) v12 <- v22, v13 <- v19
  000174  jmp     0x0000000000000140
; body entry
  000179  jmp     0x0000000000000140
; exits
  00017e  mov     rax,0xfffffffe
  000188  jmp     0x0000000000000027
  00018d  mov     [rbp+0x40],rbx
  000194  sub     rsp,0x30
  00019b  xor     eax,eax
  00019e  mov     [rsp],rax
  0001a6  mov     qword ptr [rsp+0x10],1
  0001b2  mov     [rsp+8],rbx
  0001ba  mov     rax,1
  0001c1  mov     [rsp+0x18],rax
  0001c9  mov     qword ptr [rsp+0x28],1
  0001d5  mov     [rsp+0x20],r12
  0001dd  mov     rdi,[rbp+0x20]
  0001e4  mov     rsi,<list k1>
  0001ee  lea     rdx,[rsp]
  0001f6  mov     rcx,2
  000200  mov     r8,1
  00020a  mov     rax,<materialize>
  000214  call    rax
  000216  mov     [rbp+0x50],rax
  00021d  mov     qword ptr [rbp+0xd0],3
  000228  add     rsp,0x30
  00022f  mov     rdi,[rbp+0x20]
  000236  mov     rsi,<exit lists 0>
  000240  mov     rdx,1
  00024a  mov     rax,<exit_lists>
  000254  call    rax
  000256  mov     rax,0
  000260  jmp     0x0000000000000027
  000265  sub     r12,r13
  000268  mov     [rbp+0x40],rbx
  00026f  sub     rsp,0x30
  000276  xor     eax,eax
  000279  mov     [rsp],rax
  000281  mov     qword ptr [rsp+0x10],1
  00028d  mov     [rsp+8],rbx
  000295  mov     rax,1
  00029c  mov     [rsp+0x18],rax
  0002a4  mov     qword ptr [rsp+0x28],1
  0002b0  mov     [rsp+0x20],r12
  0002b8  mov     rdi,[rbp+0x20]
  0002bf  mov     rsi,<list k1>
  0002c9  lea     rdx,[rsp]
  0002d1  mov     rcx,2
  0002db  mov     r8,1
  0002e5  mov     rax,<materialize>
  0002ef  call    rax
  0002f1  mov     [rbp+0x50],rax
  0002f8  mov     qword ptr [rbp+0xd0],3
  000303  add     rsp,0x30
  00030a  mov     rdi,[rbp+0x20]
  000311  mov     rsi,<exit lists 1>
  00031b  mov     rdx,1
  000325  mov     rax,<exit_lists>
  00032f  call    rax
  000331  mov     rax,1
  00033b  jmp     0x0000000000000027
  000340  mov     [rbp+0x40],rbx
  000347  mov     [rbp+0x48],r12
  00034e  mov     rax,2
  000358  jmp     0x0000000000000027
  00035d  mov     [rbp+0x40],rbx
  000364  sub     rsp,0x30
  00036b  xor     eax,eax
  00036e  mov     [rsp],rax
  000376  mov     qword ptr [rsp+0x10],1
  000382  mov     [rsp+8],rbx
  00038a  mov     rax,1
  000391  mov     [rsp+0x18],rax
  000399  mov     qword ptr [rsp+0x28],1
  0003a5  mov     [rsp+0x20],r12
  0003ad  mov     rdi,[rbp+0x20]
  0003b4  mov     rsi,<list k1>
  0003be  lea     rdx,[rsp]
  0003c6  mov     rcx,2
  0003d0  mov     r8,3
  0003da  mov     rax,<materialize>
  0003e4  call    rax
  0003e6  mov     [rbp+0x50],rax
  0003ed  mov     qword ptr [rbp+0xd0],3
  0003f8  add     rsp,0x30
  0003ff  mov     rdi,[rbp+0x20]
  000406  mov     rsi,<exit lists 2>
  000410  mov     rdx,1
  00041a  mov     rax,<exit_lists>
  000424  call    rax
  000426  mov     rax,4
  000430  jmp     0x0000000000000027
  000435  sub     r12,r13
  000438  mov     [rbp+0x40],rbx
  00043f  sub     rsp,0x30
  000446  xor     eax,eax
  000449  mov     [rsp],rax
  000451  mov     qword ptr [rsp+0x10],1
  00045d  mov     [rsp+8],rbx
  000465  mov     rax,1
  00046c  mov     [rsp+0x18],rax
  000474  mov     qword ptr [rsp+0x28],1
  000480  mov     [rsp+0x20],r12
  000488  mov     rdi,[rbp+0x20]
  00048f  mov     rsi,<list k1>
  000499  lea     rdx,[rsp]
  0004a1  mov     rcx,2
  0004ab  mov     r8,3
  0004b5  mov     rax,<materialize>
  0004bf  call    rax
  0004c1  mov     [rbp+0x50],rax
  0004c8  mov     qword ptr [rbp+0xd0],3
  0004d3  add     rsp,0x30
  0004da  mov     rdi,[rbp+0x20]
  0004e1  mov     rsi,<exit lists 3>
  0004eb  mov     rdx,1
  0004f5  mov     rax,<exit_lists>
  0004ff  call    rax
  000501  mov     rax,5
  00050b  jmp     0x0000000000000027
  000510  mov     [rbp+0x40],rbx
  000517  mov     [rbp+0x48],r12
  00051e  mov     rax,6
  000528  jmp     0x0000000000000027
