; T0: 1298 bytes
; v0:int = input n
  000080  cmp     qword ptr [rbp+0x138],1
  00008b  jne     0x0000000000000465
; v1:list = input composite
  000091  cmp     qword ptr [rbp+0x140],3
  00009c  jne     0x0000000000000465
  0000a2  mov     rbx,[rbp+0x60]
; v2:list = input primes
  0000a9  cmp     qword ptr [rbp+0x148],3
  0000b4  jne     0x0000000000000465
; v3:int = input i
  0000ba  cmp     qword ptr [rbp+0x150],1
  0000c5  jne     0x0000000000000465
  0000cb  mov     r12,[rbp+0x70]
; v4:int = input j
  0000d2  cmp     qword ptr [rbp+0x168],1
  0000dd  jne     0x0000000000000465
  0000e3  mov     r13,[rbp+0x88]
  0000ea  jmp     0x0000000000000104
  0000ef  mov     rbx,[rbp+0x60]
  0000f6  mov     r12,[rbp+0x70]
  0000fd  mov     r13,[rbp+0x88]
; v5:int = le v4, 100
; guard_true v5 => cross/0 (0) {composite=v1, j=v4}
  000104  cmp     r13,0x64
  00010b  jg      0x0000000000000474
; guard_words v1 => cross_out/0 (1) {composite=v1, j=v4}
  000111  cmp     qword ptr [rbx+8],0
  00011d  jne     0x000000000000049c
; v8:list = set v1, v4, 1 owned words => cross_out/0 (1) {composite=v1, j=v4}
  000123  mov     rax,[rbx-0x10]
  00012b  add     rax,[rbx-8]
  000133  cmp     rax,2
  000139  jne     0x0000000000000214
  00013f  cmp     r13,[rbx]
  000147  jae     0x0000000000000214
  00014d  mov     rax,[rbx+0x10]
  000155  mov     qword ptr [rax+r13*8],1
; v9:int = add v4, v3 => cross_out/1 (1) {composite=v8, j=v4}
  00015e  add     r13,r12
  000161  jo      0x00000000000004c4
; guard_steps => cross/0 (2) {composite=v8, j=v9}
  000167  cmp     qword ptr [rbp],0
  000172  jl      0x0000000000000189
  000178  sub     qword ptr [rbp],2
  000183  jb      0x000000000000030f
; v11:list = phi composite v8
; v12:int = phi j v9
; loop (2) {composite=v11, j=v12}
  000189  mov     r14,[rbx+0x10]
  000191  nop     [rax+rax]
  00019a  nop     [rax+rax]
  0001a3  nop     [rax+rax]
  0001ac  nop     [rax+rax]
  0001b5  nop     [rax+rax]
  0001be  xchg    ax,ax
; v14:int = le v12, 100
; guard_true v14 => cross/0 (0) {composite=v11, j=v12}
  0001c0  cmp     r13,0x64
  0001c7  jg      0x00000000000004ef
; v16:list = set v11, v12, 1 owned words => cross_out/0 (1) {composite=v11, j=v12}
  0001cd  cmp     r13,[rbx]
  0001d5  jae     0x000000000000031f
  0001db  mov     qword ptr [r14+r13*8],1
; v17:int = add v12, v3 => cross_out/1 (1) {composite=v16, j=v12}
  0001e4  add     r13,r12
  0001e7  jo      0x0000000000000517
; guard_steps => cross/0 (2) {composite=v16, j=v17}
  0001ed  cmp     qword ptr [rbp],0
  0001f8  jl      0x000000000000020f
  0001fe  sub     qword ptr [rbp],2
  000209  jb      0x0000000000000422
; jump (2) v11 <- v16, v12 <- v17
  00020f  jmp     0x00000000000001c0
  000214  sub     rsp,0x70
  00021b  mov     [rsp+0x30],rcx
  000223  mov     [rsp+0x38],rsi
  00022b  mov     [rsp+0x40],rdi
  000233  mov     [rsp+0x48],r8
  00023b  mov     [rsp+0x50],r9
  000243  mov     [rsp+0x58],r10
  00024b  mov     [rsp],rbx
  000253  mov     qword ptr [rsp+8],3
  00025f  mov     [rsp+0x10],r13
  000267  mov     qword ptr [rsp+0x18],1
  000273  mov     qword ptr [rsp+0x20],1
  00027f  mov     qword ptr [rsp+0x28],1
  00028b  mov     rdi,[rbp+0x20]
  000292  mov     esi,0xe
  000297  mov     rdx,rsp
  00029a  mov     rcx,0xfffffffffffffffd
  0002a4  mov     r8,0xfffffffffffffffd
  0002ae  mov     r9,0
  0002b8  mov     rax,<list_op>
  0002c2  call    rax
  0002c4  mov     r11,rax
  0002c7  mov     rcx,[rsp+0x30]
  0002cf  mov     rsi,[rsp+0x38]
  0002d7  mov     rdi,[rsp+0x40]
  0002df  mov     r8,[rsp+0x48]
  0002e7  mov     r9,[rsp+0x50]
  0002ef  mov     r10,[rsp+0x58]
  0002f7  add     rsp,0x70
  0002fe  test    rdx,rdx
  000301  je      0x0000000000000542
  000307  mov     rbx,r11
  00030a  jmp     0x000000000000015e
  00030f  mov     qword ptr [rbp+0x48],1
  00031a  jmp     0x0000000000000189
  00031f  sub     rsp,0x70
  000326  mov     [rsp+0x30],rcx
  00032e  mov     [rsp+0x38],rsi
  000336  mov     [rsp+0x40],rdi
  00033e  mov     [rsp+0x48],r8
  000346  mov     [rsp+0x50],r9
  00034e  mov     [rsp+0x58],r10
  000356  mov     [rsp],rbx
  00035e  mov     qword ptr [rsp+8],3
  00036a  mov     [rsp+0x10],r13
  000372  mov     qword ptr [rsp+0x18],1
  00037e  mov     qword ptr [rsp+0x20],1
  00038a  mov     qword ptr [rsp+0x28],1
  000396  mov     rdi,[rbp+0x20]
  00039d  mov     esi,0xe
  0003a2  mov     rdx,rsp
  0003a5  mov     rcx,0xfffffffffffffffd
  0003af  mov     r8,0xfffffffffffffffd
  0003b9  mov     r9,0
  0003c3  mov     rax,<list_op>
  0003cd  call    rax
  0003cf  mov     r11,rax
  0003d2  mov     rcx,[rsp+0x30]
  0003da  mov     rsi,[rsp+0x38]
  0003e2  mov     rdi,[rsp+0x40]
  0003ea  mov     r8,[rsp+0x48]
  0003f2  mov     r9,[rsp+0x50]
  0003fa  mov     r10,[rsp+0x58]
  000402  add     rsp,0x70
  000409  test    rdx,rdx
  00040c  je      0x000000000000056a
  000412  mov     rbx,r11
  000415  mov     r14,[rbx+0x10]
  00041d  jmp     0x00000000000001e4
  000422  mov     qword ptr [rbp+0x48],1
  00042d  jmp     0x000000000000020f
; body entry
  000432  nop     [rax+rax]
  00043c  mov     rax,[rbx-0x10]
  000444  add     rax,[rbx-8]
  00044c  cmp     rax,2
  000452  jne     0x00000000000000ef
  000458  mov     r14,[rbx+0x10]
  000460  jmp     0x00000000000001c0
; exits
  000465  mov     rax,0xfffffffe
  00046f  jmp     0x0000000000000027
  000474  mov     [rbp+0x60],rbx
  00047b  mov     qword ptr [rbp+0x140],3
  000486  mov     [rbp+0x88],r13
  00048d  mov     rax,0
  000497  jmp     0x0000000000000027
  00049c  mov     [rbp+0x60],rbx
  0004a3  mov     qword ptr [rbp+0x140],3
  0004ae  mov     [rbp+0x88],r13
  0004b5  mov     rax,1
  0004bf  jmp     0x0000000000000027
  0004c4  sub     r13,r12
  0004c7  mov     [rbp+0x60],rbx
  0004ce  mov     qword ptr [rbp+0x140],3
  0004d9  mov     [rbp+0x88],r13
  0004e0  mov     rax,3
  0004ea  jmp     0x0000000000000027
  0004ef  mov     [rbp+0x60],rbx
  0004f6  mov     qword ptr [rbp+0x140],3
  000501  mov     [rbp+0x88],r13
  000508  mov     rax,5
  000512  jmp     0x0000000000000027
  000517  sub     r13,r12
  00051a  mov     [rbp+0x60],rbx
  000521  mov     qword ptr [rbp+0x140],3
  00052c  mov     [rbp+0x88],r13
  000533  mov     rax,7
  00053d  jmp     0x0000000000000027
  000542  mov     [rbp+0x60],rbx
  000549  mov     qword ptr [rbp+0x140],3
  000554  mov     [rbp+0x88],r13
  00055b  mov     rax,2
  000565  jmp     0x0000000000000027
  00056a  mov     [rbp+0x60],rbx
  000571  mov     qword ptr [rbp+0x140],3
  00057c  mov     [rbp+0x88],r13
  000583  mov     rax,6
  00058d  jmp     0x0000000000000027

; T1: 567 bytes
; v0:int = input n
  0005c0  cmp     qword ptr [rbp+0x138],1
  0005cb  jne     0x000000000000074e
; v1:list = input composite
  0005d1  cmp     qword ptr [rbp+0x140],3
  0005dc  jne     0x000000000000074e
  0005e2  mov     rbx,[rbp+0x60]
; v2:list = input primes
  0005e9  cmp     qword ptr [rbp+0x148],3
  0005f4  jne     0x000000000000074e
; v3:int = input i
  0005fa  cmp     qword ptr [rbp+0x150],1
  000605  jne     0x000000000000074e
  00060b  mov     r12,[rbp+0x70]
  000612  jmp     0x0000000000000625
  000617  mov     rbx,[rbp+0x60]
  00061e  mov     r12,[rbp+0x70]
  000625  mov     r14,[rbx+0x10]
; v4:int = le v3, 100
; guard_true v4 => outer/0 (0) {i=v3}
  00062d  cmp     r12,0x64
  000634  jg      0x000000000000075d
; guard_words v1 => test/0 (1) {i=v3}
  00063a  cmp     qword ptr [rbx+8],0
  000646  jne     0x0000000000000773
; v7:int = readlist v1, v3 words => test/0 (1) {i=v3}
  00064c  cmp     r12,[rbx]
  000654  jae     0x0000000000000789
  00065a  mov     r13,[r14+r12*8]
; guard_true v7 => test/0 (1) {i=v3}
  00065f  test    r13,r13
  000662  je      0x000000000000079f
; v9:int = add_nov v3, 1
  000668  add     r12,1
; guard_steps => outer/0 (3) {i=v9}
  00066f  cmp     qword ptr [rbp],0
  00067a  jl      0x0000000000000691
  000680  sub     qword ptr [rbp],3
  00068b  jb      0x0000000000000717
; v11:int = phi i v9
; loop (3) {i=v11}
  000691  nop     [rax+rax]
  00069a  nop     [rax+rax]
  0006a3  nop     [rax+rax]
  0006ac  nop     [rax+rax]
  0006b5  nop     [rax+rax]
  0006be  xchg    ax,ax
; v13:int = le v11, 100
; guard_true v13 => outer/0 (0) {i=v11}
  0006c0  cmp     r12,0x64
  0006c7  jg      0x00000000000007b5
; v15:int = readlist v1, v11 words => test/0 (1) {i=v11}
  0006cd  cmp     r12,[rbx]
  0006d5  jae     0x00000000000007cb
  0006db  mov     r13,[r14+r12*8]
; guard_true v15 => test/0 (1) {i=v11}
  0006e0  test    r13,r13
  0006e3  je      0x00000000000007e1
; v17:int = add_nov v11, 1
  0006e9  add     r12,1
; guard_steps => outer/0 (3) {i=v17}
  0006f0  cmp     qword ptr [rbp],0
  0006fb  jl      0x0000000000000712
  000701  sub     qword ptr [rbp],3
  00070c  jb      0x0000000000000727
; jump (3) v11 <- v17
  000712  jmp     0x00000000000006c0
  000717  mov     qword ptr [rbp+0x48],2
  000722  jmp     0x0000000000000691
  000727  mov     qword ptr [rbp+0x48],2
  000732  jmp     0x0000000000000712
; body entry
  000737  nop     [rax+rax]
  000741  mov     r14,[rbx+0x10]
  000749  jmp     0x00000000000006c0
; exits
  00074e  mov     rax,0x1fffffffe
  000758  jmp     0x0000000000000027
  00075d  mov     [rbp+0x70],r12
  000764  mov     rax,0x100000000
  00076e  jmp     0x0000000000000027
  000773  mov     [rbp+0x70],r12
  00077a  mov     rax,0x100000001
  000784  jmp     0x0000000000000027
  000789  mov     [rbp+0x70],r12
  000790  mov     rax,0x100000002
  00079a  jmp     0x0000000000000027
  00079f  mov     [rbp+0x70],r12
  0007a6  mov     rax,0x100000003
  0007b0  jmp     0x0000000000000027
  0007b5  mov     [rbp+0x70],r12
  0007bc  mov     rax,0x100000005
  0007c6  jmp     0x0000000000000027
  0007cb  mov     [rbp+0x70],r12
  0007d2  mov     rax,0x100000006
  0007dc  jmp     0x0000000000000027
  0007e1  mov     [rbp+0x70],r12
  0007e8  mov     rax,0x100000007
  0007f2  jmp     0x0000000000000027
