; T0: 1146 bytes
  000030  mov     qword ptr [rbp+0x18],0
  00003b  mov     rbx,[rbp+0x30]
  000042  mov     r12,[rbp+0x38]
  000049  mov     r13,[rbp+0x68]
  000050  jmp     0x00000000000000a8
  000055  mov     qword ptr [rbp+0x18],0
; v0:int = input i
  000060  cmp     qword ptr [rbp+0x70],1
  00006b  jne     0x000000000000011b
  000071  mov     rbx,[rbp+0x30]
; v1:int = input acc
  000078  cmp     qword ptr [rbp+0x78],1
  000083  jne     0x000000000000011b
  000089  mov     r12,[rbp+0x38]
; v2:int = input n
  000090  cmp     qword ptr [rbp+0xa8],1
  00009b  jne     0x000000000000011b
  0000a1  mov     r13,[rbp+0x68]
; v3:list = set_nb [0, 0], 0, v0 sunk
; v4:list = set_nb v3, 1, v1 sunk
; v5:int = mul v0, v0 => loop/4 (0) {i=v0, p=v4, x=v0}
  0000a8  mov     r11,rbx
  0000ab  imul    r11,rbx
  0000af  jo      0x000000000000012a
  0000b5  mov     r14,r11
; v6:int = add v1, v5 => loop/6 (0) {i=v0, t=v5, y=v1}
  0000b8  add     r12,r14
  0000bb  jo      0x000000000000021f
; v7:int = and v6, 1048575
  0000c1  and     r12,0xfffff
; v8:int = add v0, 1 => loop/8 (0) {i=v0, acc=v7}
  0000c8  add     rbx,1
  0000cf  jo      0x0000000000000267
; v9:int = lt v8, v2
; guard_true v9 => loop/10 (0) {i=v8, acc=v7, c=0}
  0000d5  cmp     rbx,r13
  0000d8  jge     0x00000000000002a1
; guard_steps => loop/0 (1) {i=v8, acc=v7}
; v12:int = phi i v8
; v13:int = phi acc v7
; loop (1)
  0000de  nop
  0000df  nop
; v15:list = set_nb [0, 0], 0, v12 sunk
; v16:list = set_nb v15, 1, v13 sunk
; v17:int = mul v12, v12 => loop/4 (0) {i=v12, p=v16, x=v12}
  0000e0  mov     r11,rbx
  0000e3  imul    r11,rbx
  0000e7  jo      0x00000000000002ea
  0000ed  mov     r14,r11
; v18:int = add v13, v17 => loop/6 (0) {i=v12, t=v17, y=v13}
  0000f0  add     r12,r14
  0000f3  jo      0x00000000000003df
; v19:int = and v18, 1048575
  0000f9  and     r12,0xfffff
; v20:int = add v12, 1 => loop/8 (0) {i=v12, acc=v19}
  000100  add     rbx,1
  000107  jo      0x0000000000000427
; v21:int = lt v20, v2
; guard_true v21 => loop/10 (0) {i=v20, acc=v19, c=0}
  00010d  cmp     rbx,r13
  000110  jl      0x00000000000000e0
  000116  jmp     0x0000000000000461
; guard_steps => loop/0 (1) {i=v20, acc=v19}
; jump (1) v12 <- v20, v13 <- v19
; exits
  00011b  mov     rax,0xfffffffe
  000125  jmp     0x0000000000000016
  00012a  mov     [rbp+0x30],rbx
  000131  mov     qword ptr [rbp+0x70],1
  00013c  mov     [rbp+0x48],rbx
  000143  mov     qword ptr [rbp+0x88],1
  00014e  sub     rsp,0x30
  000155  xor     eax,eax
  000158  mov     [rsp],rax
  000160  mov     qword ptr [rsp+0x10],1
  00016c  mov     [rsp+8],rbx
  000174  mov     rax,1
  00017b  mov     [rsp+0x18],rax
  000183  mov     qword ptr [rsp+0x28],1
  00018f  mov     [rsp+0x20],r12
  000197  mov     rdi,[rbp+0x20]
  00019e  mov     rsi,<list k0>
  0001a8  lea     rdx,[rsp]
  0001b0  mov     rcx,2
  0001ba  mov     r8,1
  0001c4  mov     rax,<materialize>
  0001ce  call    rax
  0001d0  mov     [rbp+0x40],rax
  0001d7  mov     qword ptr [rbp+0x80],3
  0001e2  add     rsp,0x30
  0001e9  mov     rdi,[rbp+0x20]
  0001f0  mov     rsi,<exit lists 0>
  0001fa  mov     rdx,1
  000204  mov     rax,<exit_lists>
  00020e  call    rax
  000210  mov     rax,0
  00021a  jmp     0x0000000000000016
  00021f  sub     r12,r14
  000222  mov     [rbp+0x30],rbx
  000229  mov     qword ptr [rbp+0x70],1
  000234  mov     [rbp+0x50],r14
  00023b  mov     qword ptr [rbp+0x90],1
  000246  mov     [rbp+0x58],r12
  00024d  mov     qword ptr [rbp+0x98],1
  000258  mov     rax,1
  000262  jmp     0x0000000000000016
  000267  sub     rbx,1
  00026e  mov     [rbp+0x30],rbx
  000275  mov     qword ptr [rbp+0x70],1
  000280  mov     [rbp+0x38],r12
  000287  mov     qword ptr [rbp+0x78],1
  000292  mov     rax,2
  00029c  jmp     0x0000000000000016
  0002a1  mov     [rbp+0x30],rbx
  0002a8  mov     qword ptr [rbp+0x70],1
  0002b3  mov     [rbp+0x38],r12
  0002ba  mov     qword ptr [rbp+0x78],1
  0002c5  mov     qword ptr [rbp+0x60],0
  0002d0  mov     qword ptr [rbp+0xa0],1
  0002db  mov     rax,3
  0002e5  jmp     0x0000000000000016
  0002ea  mov     [rbp+0x30],rbx
  0002f1  mov     qword ptr [rbp+0x70],1
  0002fc  mov     [rbp+0x48],rbx
  000303  mov     qword ptr [rbp+0x88],1
  00030e  sub     rsp,0x30
  000315  xor     eax,eax
  000318  mov     [rsp],rax
  000320  mov     qword ptr [rsp+0x10],1
  00032c  mov     [rsp+8],rbx
  000334  mov     rax,1
  00033b  mov     [rsp+0x18],rax
  000343  mov     qword ptr [rsp+0x28],1
  00034f  mov     [rsp+0x20],r12
  000357  mov     rdi,[rbp+0x20]
  00035e  mov     rsi,<list k0>
  000368  lea     rdx,[rsp]
  000370  mov     rcx,2
  00037a  mov     r8,3
  000384  mov     rax,<materialize>
  00038e  call    rax
  000390  mov     [rbp+0x40],rax
  000397  mov     qword ptr [rbp+0x80],3
  0003a2  add     rsp,0x30
  0003a9  mov     rdi,[rbp+0x20]
  0003b0  mov     rsi,<exit lists 1>
  0003ba  mov     rdx,1
  0003c4  mov     rax,<exit_lists>
  0003ce  call    rax
  0003d0  mov     rax,5
  0003da  jmp     0x0000000000000016
  0003df  sub     r12,r14
  0003e2  mov     [rbp+0x30],rbx
  0003e9  mov     qword ptr [rbp+0x70],1
  0003f4  mov     [rbp+0x50],r14
  0003fb  mov     qword ptr [rbp+0x90],1
  000406  mov     [rbp+0x58],r12
  00040d  mov     qword ptr [rbp+0x98],1
  000418  mov     rax,6
  000422  jmp     0x0000000000000016
  000427  sub     rbx,1
  00042e  mov     [rbp+0x30],rbx
  000435  mov     qword ptr [rbp+0x70],1
  000440  mov     [rbp+0x38],r12
  000447  mov     qword ptr [rbp+0x78],1
  000452  mov     rax,7
  00045c  jmp     0x0000000000000016
  000461  mov     [rbp+0x30],rbx
  000468  mov     qword ptr [rbp+0x70],1
  000473  mov     [rbp+0x38],r12
  00047a  mov     qword ptr [rbp+0x78],1
  000485  mov     qword ptr [rbp+0x60],0
  000490  mov     qword ptr [rbp+0xa0],1
  00049b  mov     rax,8
  0004a5  jmp     0x0000000000000016
