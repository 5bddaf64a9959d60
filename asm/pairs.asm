; T0: 1149 bytes
; v0:int = input i
  000030  cmp     qword ptr [rbp+0x70],1
  00003b  jne     0x00000000000000fe
  000041  mov     rbx,[rbp+0x30]
; v1:int = input acc
  000048  cmp     qword ptr [rbp+0x78],1
  000053  jne     0x00000000000000fe
  000059  mov     r12,[rbp+0x38]
; v2:int = input n
  000060  cmp     qword ptr [rbp+0xa8],1
  00006b  jne     0x00000000000000fe
  000071  jmp     0x0000000000000084
  000076  mov     rbx,[rbp+0x30]
  00007d  mov     r12,[rbp+0x38]
; v3:list = set_nb [0, 0], 0, v0 sunk
; v4:list = set_nb v3, 1, v1 sunk
; v5:int = mul v0, v0 => loop/3 (0) {i=v0, p=v4}
  000084  mov     r11,rbx
  000087  imul    r11,rbx
  00008b  jo      0x000000000000010d
  000091  mov     r13,r11
; v6:int = add v1, v5 => loop/3 (0) {i=v0, p=v4}
  000094  add     r12,r13
  000097  jo      0x00000000000001e5
; v7:int = and v6, 1048575
  00009d  and     r12,0xfffff
; v8:int = le v0, 998
; guard_true v8 => loop/8 (0) {i=v0, acc=v7}
  0000a4  cmp     rbx,0x3e6
  0000ab  jg      0x00000000000002c0
; v10:int = add_nov v0, 1
  0000b1  add     rbx,1
; guard_steps => loop/0 (1) {i=v10, acc=v7}
; v12:int = phi i v10
; v13:int = phi acc v7
; loop (1) {i=v12, acc=v13}
  0000b8  nop     [rax+rax]
; v15:list = set_nb [0, 0], 0, v12 sunk
; v16:list = set_nb v15, 1, v13 sunk
; v17:int = mul v12, v12 => loop/3 (0) {i=v12, p=v16}
  0000c0  mov     r11,rbx
  0000c3  imul    r11,rbx
  0000c7  jo      0x00000000000002dd
  0000cd  mov     r13,r11
; v18:int = add v13, v17 => loop/3 (0) {i=v12, p=v16}
  0000d0  add     r12,r13
  0000d3  jo      0x00000000000003b5
; v19:int = and v18, 1048575
  0000d9  and     r12,0xfffff
; v20:int = le v12, 998
; guard_true v20 => loop/8 (0) {i=v12, acc=v19}
  0000e0  cmp     rbx,0x3e6
  0000e7  jg      0x0000000000000490
; v22:int = add_nov v12, 1
  0000ed  add     rbx,1
; guard_steps => loop/0 (1) {i=v22, acc=v19}
; jump (1) v12 <- v22, v13 <- v19
  0000f4  jmp     0x00000000000000c0
; body entry
  0000f9  jmp     0x00000000000000c0
; exits
  0000fe  mov     rax,0xfffffffe
  000108  jmp     0x0000000000000016
  00010d  mov     [rbp+0x30],rbx
  000114  sub     rsp,0x30
  00011b  xor     eax,eax
  00011e  mov     [rsp],rax
  000126  mov     qword ptr [rsp+0x10],1
  000132  mov     [rsp+8],rbx
  00013a  mov     rax,1
  000141  mov     [rsp+0x18],rax
  000149  mov     qword ptr [rsp+0x28],1
  000155  mov     [rsp+0x20],r12
  00015d  mov     rdi,[rbp+0x20]
  000164  mov     rsi,<list k1>
  00016e  lea     rdx,[rsp]
  000176  mov     rcx,2
  000180  mov     r8,1
  00018a  mov     rax,<materialize>
  000194  call    rax
  000196  mov     [rbp+0x40],rax
  00019d  mov     qword ptr [rbp+0x80],3
  0001a8  add     rsp,0x30
  0001af  mov     rdi,[rbp+0x20]
  0001b6  mov     rsi,<exit lists 0>
  0001c0  mov     rdx,1
  0001ca  mov     rax,<exit_lists>
  0001d4  call    rax
  0001d6  mov     rax,0
  0001e0  jmp     0x0000000000000016
  0001e5  sub     r12,r13
  0001e8  mov     [rbp+0x30],rbx
  0001ef  sub     rsp,0x30
  0001f6  xor     eax,eax
  0001f9  mov     [rsp],rax
  000201  mov     qword ptr [rsp+0x10],1
  00020d  mov     [rsp+8],rbx
  000215  mov     rax,1
  00021c  mov     [rsp+0x18],rax
  000224  mov     qword ptr [rsp+0x28],1
  000230  mov     [rsp+0x20],r12
  000238  mov     rdi,[rbp+0x20]
  00023f  mov     rsi,<list k1>
  000249  lea     rdx,[rsp]
  000251  mov     rcx,2
  00025b  mov     r8,1
  000265  mov     rax,<materialize>
  00026f  call    rax
  000271  mov     [rbp+0x40],rax
  000278  mov     qword ptr [rbp+0x80],3
  000283  add     rsp,0x30
  00028a  mov     rdi,[rbp+0x20]
  000291  mov     rsi,<exit lists 1>
  00029b  mov     rdx,1
  0002a5  mov     rax,<exit_lists>
  0002af  call    rax
  0002b1  mov     rax,1
  0002bb  jmp     0x0000000000000016
  0002c0  mov     [rbp+0x30],rbx
  0002c7  mov     [rbp+0x38],r12
  0002ce  mov     rax,2
  0002d8  jmp     0x0000000000000016
  0002dd  mov     [rbp+0x30],rbx
  0002e4  sub     rsp,0x30
  0002eb  xor     eax,eax
  0002ee  mov     [rsp],rax
  0002f6  mov     qword ptr [rsp+0x10],1
  000302  mov     [rsp+8],rbx
  00030a  mov     rax,1
  000311  mov     [rsp+0x18],rax
  000319  mov     qword ptr [rsp+0x28],1
  000325  mov     [rsp+0x20],r12
  00032d  mov     rdi,[rbp+0x20]
  000334  mov     rsi,<list k1>
  00033e  lea     rdx,[rsp]
  000346  mov     rcx,2
  000350  mov     r8,3
  00035a  mov     rax,<materialize>
  000364  call    rax
  000366  mov     [rbp+0x40],rax
  00036d  mov     qword ptr [rbp+0x80],3
  000378  add     rsp,0x30
  00037f  mov     rdi,[rbp+0x20]
  000386  mov     rsi,<exit lists 2>
  000390  mov     rdx,1
  00039a  mov     rax,<exit_lists>
  0003a4  call    rax
  0003a6  mov     rax,4
  0003b0  jmp     0x0000000000000016
  0003b5  sub     r12,r13
  0003b8  mov     [rbp+0x30],rbx
  0003bf  sub     rsp,0x30
  0003c6  xor     eax,eax
  0003c9  mov     [rsp],rax
  0003d1  mov     qword ptr [rsp+0x10],1
  0003dd  mov     [rsp+8],rbx
  0003e5  mov     rax,1
  0003ec  mov     [rsp+0x18],rax
  0003f4  mov     qword ptr [rsp+0x28],1
  000400  mov     [rsp+0x20],r12
  000408  mov     rdi,[rbp+0x20]
  00040f  mov     rsi,<list k1>
  000419  lea     rdx,[rsp]
  000421  mov     rcx,2
  00042b  mov     r8,3
  000435  mov     rax,<materialize>
  00043f  call    rax
  000441  mov     [rbp+0x40],rax
  000448  mov     qword ptr [rbp+0x80],3
  000453  add     rsp,0x30
  00045a  mov     rdi,[rbp+0x20]
  000461  mov     rsi,<exit lists 3>
  00046b  mov     rdx,1
  000475  mov     rax,<exit_lists>
  00047f  call    rax
  000481  mov     rax,5
  00048b  jmp     0x0000000000000016
  000490  mov     [rbp+0x30],rbx
  000497  mov     [rbp+0x38],r12
  00049e  mov     rax,6
  0004a8  jmp     0x0000000000000016
