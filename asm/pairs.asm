; T0: 1192 bytes
; v0:int = input i
  000030  cmp     qword ptr [rbp+0x70],1
  00003b  jne     0x0000000000000105
  000041  mov     rbx,[rbp+0x30]
; v1:int = input acc
  000048  cmp     qword ptr [rbp+0x78],1
  000053  jne     0x0000000000000105
  000059  mov     r12,[rbp+0x38]
; v2:int = input n
  000060  cmp     qword ptr [rbp+0xa8],1
  00006b  jne     0x0000000000000105
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
  000099  jo      0x0000000000000114
  00009f  mov     r14,r11
; v6:int = add v1, v5 => loop/3 (0) {i=v0, p=v4}
  0000a2  add     r12,r14
  0000a5  jo      0x00000000000001ec
; v7:int = and v6, 1048575
  0000ab  and     r12,0xfffff
; v8:int = add v0, 1 => loop/8 (0) {i=v0, acc=v7}
  0000b2  add     rbx,1
  0000b9  jo      0x00000000000002c7
; v9:int = lt v8, v2
; guard_true v9 => loop/9 (0) {i=v8, acc=v7}
  0000bf  cmp     rbx,r13
  0000c2  jge     0x00000000000002eb
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
  0000d7  jo      0x0000000000000308
  0000dd  mov     r14,r11
; v18:int = add v13, v17 => loop/3 (0) {i=v12, p=v16}
  0000e0  add     r12,r14
  0000e3  jo      0x00000000000003e0
; v19:int = and v18, 1048575
  0000e9  and     r12,0xfffff
; v20:int = add_nov v12, 1
  0000f0  add     rbx,1
; v21:int = lt v20, v2
; guard_true v21 => loop/9 (0) {i=v20, acc=v19}
  0000f7  cmp     rbx,r13
  0000fa  jl      0x00000000000000d0
  000100  jmp     0x00000000000004bb
; guard_steps => loop/0 (1) {i=v20, acc=v19}
; jump (1) v12 <- v20, v13 <- v19
; exits
  000105  mov     rax,0xfffffffe
  00010f  jmp     0x0000000000000016
  000114  mov     [rbp+0x30],rbx
  00011b  sub     rsp,0x30
  000122  xor     eax,eax
  000125  mov     [rsp],rax
  00012d  mov     qword ptr [rsp+0x10],1
  000139  mov     [rsp+8],rbx
  000141  mov     rax,1
  000148  mov     [rsp+0x18],rax
  000150  mov     qword ptr [rsp+0x28],1
  00015c  mov     [rsp+0x20],r12
  000164  mov     rdi,[rbp+0x20]
  00016b  mov     rsi,<list k0>
  000175  lea     rdx,[rsp]
  00017d  mov     rcx,2
  000187  mov     r8,1
  000191  mov     rax,<materialize>
  00019b  call    rax
  00019d  mov     [rbp+0x40],rax
  0001a4  mov     qword ptr [rbp+0x80],3
  0001af  add     rsp,0x30
  0001b6  mov     rdi,[rbp+0x20]
  0001bd  mov     rsi,<exit lists 0>
  0001c7  mov     rdx,1
  0001d1  mov     rax,<exit_lists>
  0001db  call    rax
  0001dd  mov     rax,0
  0001e7  jmp     0x0000000000000016
  0001ec  sub     r12,r14
  0001ef  mov     [rbp+0x30],rbx
  0001f6  sub     rsp,0x30
  0001fd  xor     eax,eax
  000200  mov     [rsp],rax
  000208  mov     qword ptr [rsp+0x10],1
  000214  mov     [rsp+8],rbx
  00021c  mov     rax,1
  000223  mov     [rsp+0x18],rax
  00022b  mov     qword ptr [rsp+0x28],1
  000237  mov     [rsp+0x20],r12
  00023f  mov     rdi,[rbp+0x20]
  000246  mov     rsi,<list k0>
  000250  lea     rdx,[rsp]
  000258  mov     rcx,2
  000262  mov     r8,1
  00026c  mov     rax,<materialize>
  000276  call    rax
  000278  mov     [rbp+0x40],rax
  00027f  mov     qword ptr [rbp+0x80],3
  00028a  add     rsp,0x30
  000291  mov     rdi,[rbp+0x20]
  000298  mov     rsi,<exit lists 1>
  0002a2  mov     rdx,1
  0002ac  mov     rax,<exit_lists>
  0002b6  call    rax
  0002b8  mov     rax,1
  0002c2  jmp     0x0000000000000016
  0002c7  sub     rbx,1
  0002ce  mov     [rbp+0x30],rbx
  0002d5  mov     [rbp+0x38],r12
  0002dc  mov     rax,2
  0002e6  jmp     0x0000000000000016
  0002eb  mov     [rbp+0x30],rbx
  0002f2  mov     [rbp+0x38],r12
  0002f9  mov     rax,3
  000303  jmp     0x0000000000000016
  000308  mov     [rbp+0x30],rbx
  00030f  sub     rsp,0x30
  000316  xor     eax,eax
  000319  mov     [rsp],rax
  000321  mov     qword ptr [rsp+0x10],1
  00032d  mov     [rsp+8],rbx
  000335  mov     rax,1
  00033c  mov     [rsp+0x18],rax
  000344  mov     qword ptr [rsp+0x28],1
  000350  mov     [rsp+0x20],r12
  000358  mov     rdi,[rbp+0x20]
  00035f  mov     rsi,<list k0>
  000369  lea     rdx,[rsp]
  000371  mov     rcx,2
  00037b  mov     r8,3
  000385  mov     rax,<materialize>
  00038f  call    rax
  000391  mov     [rbp+0x40],rax
  000398  mov     qword ptr [rbp+0x80],3
  0003a3  add     rsp,0x30
  0003aa  mov     rdi,[rbp+0x20]
  0003b1  mov     rsi,<exit lists 2>
  0003bb  mov     rdx,1
  0003c5  mov     rax,<exit_lists>
  0003cf  call    rax
  0003d1  mov     rax,5
  0003db  jmp     0x0000000000000016
  0003e0  sub     r12,r14
  0003e3  mov     [rbp+0x30],rbx
  0003ea  sub     rsp,0x30
  0003f1  xor     eax,eax
  0003f4  mov     [rsp],rax
  0003fc  mov     qword ptr [rsp+0x10],1
  000408  mov     [rsp+8],rbx
  000410  mov     rax,1
  000417  mov     [rsp+0x18],rax
  00041f  mov     qword ptr [rsp+0x28],1
  00042b  mov     [rsp+0x20],r12
  000433  mov     rdi,[rbp+0x20]
  00043a  mov     rsi,<list k0>
  000444  lea     rdx,[rsp]
  00044c  mov     rcx,2
  000456  mov     r8,3
  000460  mov     rax,<materialize>
  00046a  call    rax
  00046c  mov     [rbp+0x40],rax
  000473  mov     qword ptr [rbp+0x80],3
  00047e  add     rsp,0x30
  000485  mov     rdi,[rbp+0x20]
  00048c  mov     rsi,<exit lists 3>
  000496  mov     rdx,1
  0004a0  mov     rax,<exit_lists>
  0004aa  call    rax
  0004ac  mov     rax,6
  0004b6  jmp     0x0000000000000016
  0004bb  mov     [rbp+0x30],rbx
  0004c2  mov     [rbp+0x38],r12
  0004c9  mov     rax,7
  0004d3  jmp     0x0000000000000016
