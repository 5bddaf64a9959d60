; T0: 1149 bytes
; v0:int = input i
  000080  cmp     qword ptr [rbp+0xb8],1
  00008b  jne     0x000000000000014e
  000091  mov     rbx,[rbp+0x38]
; v1:int = input acc
  000098  cmp     qword ptr [rbp+0xc0],1
  0000a3  jne     0x000000000000014e
  0000a9  mov     r12,[rbp+0x40]
; v2:int = input n
  0000b0  cmp     qword ptr [rbp+0xf0],1
  0000bb  jne     0x000000000000014e
  0000c1  jmp     0x00000000000000d4
  0000c6  mov     rbx,[rbp+0x38]
  0000cd  mov     r12,[rbp+0x40]
; v3:list = set_nb [0, 0], 0, v0 sunk
; v4:list = set_nb v3, 1, v1 sunk
; v5:int = mul v0, v0 => loop/3 (0) {i=v0, p=v4}
  0000d4  mov     r11,rbx
  0000d7  imul    r11,rbx
  0000db  jo      0x000000000000015d
  0000e1  mov     r13,r11
; v6:int = add v1, v5 => loop/3 (0) {i=v0, p=v4}
  0000e4  add     r12,r13
  0000e7  jo      0x0000000000000235
; v7:int = and v6, 1048575
  0000ed  and     r12,0xfffff
; v8:int = le v0, 998
; guard_true v8 => loop/8 (0) {i=v0, acc=v7}
  0000f4  cmp     rbx,0x3e6
  0000fb  jg      0x0000000000000310
; v10:int = add_nov v0, 1
  000101  add     rbx,1
; guard_steps => loop/0 (1) {i=v10, acc=v7}
; v12:int = phi i v10
; v13:int = phi acc v7
; loop (1) {i=v12, acc=v13}
  000108  nop     [rax+rax]
; v15:list = set_nb [0, 0], 0, v12 sunk
; v16:list = set_nb v15, 1, v13 sunk
; v17:int = mul v12, v12 => loop/3 (0) {i=v12, p=v16}
  000110  mov     r11,rbx
  000113  imul    r11,rbx
  000117  jo      0x000000000000032d
  00011d  mov     r13,r11
; v18:int = add v13, v17 => loop/3 (0) {i=v12, p=v16}
  000120  add     r12,r13
  000123  jo      0x0000000000000405
; v19:int = and v18, 1048575
  000129  and     r12,0xfffff
; v20:int = le v12, 998
; guard_true v20 => loop/8 (0) {i=v12, acc=v19}
  000130  cmp     rbx,0x3e6
  000137  jg      0x00000000000004e0
; v22:int = add_nov v12, 1
  00013d  add     rbx,1
; guard_steps => loop/0 (1) {i=v22, acc=v19}
; jump (1) v12 <- v22, v13 <- v19
  000144  jmp     0x0000000000000110
; body entry
  000149  jmp     0x0000000000000110
; exits
  00014e  mov     rax,0xfffffffe
  000158  jmp     0x0000000000000027
  00015d  mov     [rbp+0x38],rbx
  000164  sub     rsp,0x30
  00016b  xor     eax,eax
  00016e  mov     [rsp],rax
  000176  mov     qword ptr [rsp+0x10],1
  000182  mov     [rsp+8],rbx
  00018a  mov     rax,1
  000191  mov     [rsp+0x18],rax
  000199  mov     qword ptr [rsp+0x28],1
  0001a5  mov     [rsp+0x20],r12
  0001ad  mov     rdi,[rbp+0x20]
  0001b4  mov     rsi,<list k1>
  0001be  lea     rdx,[rsp]
  0001c6  mov     rcx,2
  0001d0  mov     r8,1
  0001da  mov     rax,<materialize>
  0001e4  call    rax
  0001e6  mov     [rbp+0x48],rax
  0001ed  mov     qword ptr [rbp+0xc8],3
  0001f8  add     rsp,0x30
  0001ff  mov     rdi,[rbp+0x20]
  000206  mov     rsi,<exit lists 0>
  000210  mov     rdx,1
  00021a  mov     rax,<exit_lists>
  000224  call    rax
  000226  mov     rax,0
  000230  jmp     0x0000000000000027
  000235  sub     r12,r13
  000238  mov     [rbp+0x38],rbx
  00023f  sub     rsp,0x30
  000246  xor     eax,eax
  000249  mov     [rsp],rax
  000251  mov     qword ptr [rsp+0x10],1
  00025d  mov     [rsp+8],rbx
  000265  mov     rax,1
  00026c  mov     [rsp+0x18],rax
  000274  mov     qword ptr [rsp+0x28],1
  000280  mov     [rsp+0x20],r12
  000288  mov     rdi,[rbp+0x20]
  00028f  mov     rsi,<list k1>
  000299  lea     rdx,[rsp]
  0002a1  mov     rcx,2
  0002ab  mov     r8,1
  0002b5  mov     rax,<materialize>
  0002bf  call    rax
  0002c1  mov     [rbp+0x48],rax
  0002c8  mov     qword ptr [rbp+0xc8],3
  0002d3  add     rsp,0x30
  0002da  mov     rdi,[rbp+0x20]
  0002e1  mov     rsi,<exit lists 1>
  0002eb  mov     rdx,1
  0002f5  mov     rax,<exit_lists>
  0002ff  call    rax
  000301  mov     rax,1
  00030b  jmp     0x0000000000000027
  000310  mov     [rbp+0x38],rbx
  000317  mov     [rbp+0x40],r12
  00031e  mov     rax,2
  000328  jmp     0x0000000000000027
  00032d  mov     [rbp+0x38],rbx
  000334  sub     rsp,0x30
  00033b  xor     eax,eax
  00033e  mov     [rsp],rax
  000346  mov     qword ptr [rsp+0x10],1
  000352  mov     [rsp+8],rbx
  00035a  mov     rax,1
  000361  mov     [rsp+0x18],rax
  000369  mov     qword ptr [rsp+0x28],1
  000375  mov     [rsp+0x20],r12
  00037d  mov     rdi,[rbp+0x20]
  000384  mov     rsi,<list k1>
  00038e  lea     rdx,[rsp]
  000396  mov     rcx,2
  0003a0  mov     r8,3
  0003aa  mov     rax,<materialize>
  0003b4  call    rax
  0003b6  mov     [rbp+0x48],rax
  0003bd  mov     qword ptr [rbp+0xc8],3
  0003c8  add     rsp,0x30
  0003cf  mov     rdi,[rbp+0x20]
  0003d6  mov     rsi,<exit lists 2>
  0003e0  mov     rdx,1
  0003ea  mov     rax,<exit_lists>
  0003f4  call    rax
  0003f6  mov     rax,4
  000400  jmp     0x0000000000000027
  000405  sub     r12,r13
  000408  mov     [rbp+0x38],rbx
  00040f  sub     rsp,0x30
  000416  xor     eax,eax
  000419  mov     [rsp],rax
  000421  mov     qword ptr [rsp+0x10],1
  00042d  mov     [rsp+8],rbx
  000435  mov     rax,1
  00043c  mov     [rsp+0x18],rax
  000444  mov     qword ptr [rsp+0x28],1
  000450  mov     [rsp+0x20],r12
  000458  mov     rdi,[rbp+0x20]
  00045f  mov     rsi,<list k1>
  000469  lea     rdx,[rsp]
  000471  mov     rcx,2
  00047b  mov     r8,3
  000485  mov     rax,<materialize>
  00048f  call    rax
  000491  mov     [rbp+0x48],rax
  000498  mov     qword ptr [rbp+0xc8],3
  0004a3  add     rsp,0x30
  0004aa  mov     rdi,[rbp+0x20]
  0004b1  mov     rsi,<exit lists 3>
  0004bb  mov     rdx,1
  0004c5  mov     rax,<exit_lists>
  0004cf  call    rax
  0004d1  mov     rax,5
  0004db  jmp     0x0000000000000027
  0004e0  mov     [rbp+0x38],rbx
  0004e7  mov     [rbp+0x40],r12
  0004ee  mov     rax,6
  0004f8  jmp     0x0000000000000027
