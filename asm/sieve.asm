; T0: 1142 bytes
; v0:int = input n
  000080  cmp     qword ptr [rbp+0x120],1
  00008b  jne     0x00000000000003c9
; v1:list = input composite
  000091  cmp     qword ptr [rbp+0x128],3
  00009c  jne     0x00000000000003c9
  0000a2  mov     rbx,[rbp+0x48]
; v2:list = input primes
  0000a9  cmp     qword ptr [rbp+0x130],3
  0000b4  jne     0x00000000000003c9
; v3:int = input i
  0000ba  cmp     qword ptr [rbp+0x138],1
  0000c5  jne     0x00000000000003c9
  0000cb  mov     r12,[rbp+0x58]
; v4:int = input j
  0000d2  cmp     qword ptr [rbp+0x150],1
  0000dd  jne     0x00000000000003c9
  0000e3  mov     r13,[rbp+0x70]
  0000ea  jmp     0x0000000000000104
  0000ef  mov     rbx,[rbp+0x48]
  0000f6  mov     r12,[rbp+0x58]
  0000fd  mov     r13,[rbp+0x70]
; v5:int = le v4, 100
; guard_true v5 => cross/0 (0) {composite=v1, j=v4}
  000104  cmp     r13,0x64
  00010b  jg      0x00000000000003d8
; guard_words v1 => cross_out/0 (1) {composite=v1, j=v4}
  000111  cmp     qword ptr [rbx+8],0
  00011d  jne     0x0000000000000400
; v8:list = set v1, v4, 1 owned words => cross_out/0 (1) {composite=v1, j=v4}
  000123  mov     rax,[rbx-0x10]
  00012b  add     rax,[rbx-8]
  000133  cmp     rax,2
  000139  jne     0x00000000000001a2
  00013f  cmp     r13,[rbx]
  000147  jae     0x00000000000001a2
  00014d  mov     rax,[rbx+0x10]
  000155  mov     qword ptr [rax+r13*8],1
; v9:int = add v4, v3 => cross_out/1 (1) {composite=v8, j=v4}
  00015e  add     r13,r12
  000161  jo      0x0000000000000428
; guard_steps => cross/0 (2) {composite=v8, j=v9}
; v11:list = phi composite v8
; v12:int = phi j v9
; loop (2) {composite=v11, j=v12}
  000167  mov     r14,[rbx+0x10]
  00016f  nop
; v14:int = le v12, 100
; guard_true v14 => cross/0 (0) {composite=v11, j=v12}
  000170  cmp     r13,0x64
  000177  jg      0x0000000000000453
; v16:list = set v11, v12, 1 owned words => cross_out/0 (1) {composite=v11, j=v12}
  00017d  cmp     r13,[rbx]
  000185  jae     0x000000000000029d
  00018b  mov     qword ptr [r14+r13*8],1
; v17:int = add v12, v3 => cross_out/1 (1) {composite=v16, j=v12}
  000194  add     r13,r12
  000197  jo      0x000000000000047b
; guard_steps => cross/0 (2) {composite=v16, j=v17}
; jump (2) v11 <- v16, v12 <- v17
  00019d  jmp     0x0000000000000170
  0001a2  sub     rsp,0x70
  0001a9  mov     [rsp+0x30],rcx
  0001b1  mov     [rsp+0x38],rsi
  0001b9  mov     [rsp+0x40],rdi
  0001c1  mov     [rsp+0x48],r8
  0001c9  mov     [rsp+0x50],r9
  0001d1  mov     [rsp+0x58],r10
  0001d9  mov     [rsp],rbx
  0001e1  mov     qword ptr [rsp+8],3
  0001ed  mov     [rsp+0x10],r13
  0001f5  mov     qword ptr [rsp+0x18],1
  000201  mov     qword ptr [rsp+0x20],1
  00020d  mov     qword ptr [rsp+0x28],1
  000219  mov     rdi,[rbp+0x20]
  000220  mov     esi,0xe
  000225  mov     rdx,rsp
  000228  mov     rcx,0xfffffffffffffffd
  000232  mov     r8,0xfffffffffffffffd
  00023c  mov     r9,0
  000246  mov     rax,<list_op>
  000250  call    rax
  000252  mov     r11,rax
  000255  mov     rcx,[rsp+0x30]
  00025d  mov     rsi,[rsp+0x38]
  000265  mov     rdi,[rsp+0x40]
  00026d  mov     r8,[rsp+0x48]
  000275  mov     r9,[rsp+0x50]
  00027d  mov     r10,[rsp+0x58]
  000285  add     rsp,0x70
  00028c  test    rdx,rdx
  00028f  je      0x00000000000004a6
  000295  mov     rbx,r11
  000298  jmp     0x000000000000015e
  00029d  sub     rsp,0x70
  0002a4  mov     [rsp+0x30],rcx
  0002ac  mov     [rsp+0x38],rsi
  0002b4  mov     [rsp+0x40],rdi
  0002bc  mov     [rsp+0x48],r8
  0002c4  mov     [rsp+0x50],r9
  0002cc  mov     [rsp+0x58],r10
  0002d4  mov     [rsp],rbx
  0002dc  mov     qword ptr [rsp+8],3
  0002e8  mov     [rsp+0x10],r13
  0002f0  mov     qword ptr [rsp+0x18],1
  0002fc  mov     qword ptr [rsp+0x20],1
  000308  mov     qword ptr [rsp+0x28],1
  000314  mov     rdi,[rbp+0x20]
  00031b  mov     esi,0xe
  000320  mov     rdx,rsp
  000323  mov     rcx,0xfffffffffffffffd
  00032d  mov     r8,0xfffffffffffffffd
  000337  mov     r9,0
  000341  mov     rax,<list_op>
  00034b  call    rax
  00034d  mov     r11,rax
  000350  mov     rcx,[rsp+0x30]
  000358  mov     rsi,[rsp+0x38]
  000360  mov     rdi,[rsp+0x40]
  000368  mov     r8,[rsp+0x48]
  000370  mov     r9,[rsp+0x50]
  000378  mov     r10,[rsp+0x58]
  000380  add     rsp,0x70
  000387  test    rdx,rdx
  00038a  je      0x00000000000004ce
  000390  mov     rbx,r11
  000393  mov     r14,[rbx+0x10]
  00039b  jmp     0x0000000000000194
; body entry
  0003a0  mov     rax,[rbx-0x10]
  0003a8  add     rax,[rbx-8]
  0003b0  cmp     rax,2
  0003b6  jne     0x00000000000000ef
  0003bc  mov     r14,[rbx+0x10]
  0003c4  jmp     0x0000000000000170
; exits
  0003c9  mov     rax,0xfffffffe
  0003d3  jmp     0x0000000000000027
  0003d8  mov     [rbp+0x48],rbx
  0003df  mov     qword ptr [rbp+0x128],3
  0003ea  mov     [rbp+0x70],r13
  0003f1  mov     rax,0
  0003fb  jmp     0x0000000000000027
  000400  mov     [rbp+0x48],rbx
  000407  mov     qword ptr [rbp+0x128],3
  000412  mov     [rbp+0x70],r13
  000419  mov     rax,1
  000423  jmp     0x0000000000000027
  000428  sub     r13,r12
  00042b  mov     [rbp+0x48],rbx
  000432  mov     qword ptr [rbp+0x128],3
  00043d  mov     [rbp+0x70],r13
  000444  mov     rax,3
  00044e  jmp     0x0000000000000027
  000453  mov     [rbp+0x48],rbx
  00045a  mov     qword ptr [rbp+0x128],3
  000465  mov     [rbp+0x70],r13
  00046c  mov     rax,5
  000476  jmp     0x0000000000000027
  00047b  sub     r13,r12
  00047e  mov     [rbp+0x48],rbx
  000485  mov     qword ptr [rbp+0x128],3
  000490  mov     [rbp+0x70],r13
  000497  mov     rax,7
  0004a1  jmp     0x0000000000000027
  0004a6  mov     [rbp+0x48],rbx
  0004ad  mov     qword ptr [rbp+0x128],3
  0004b8  mov     [rbp+0x70],r13
  0004bf  mov     rax,2
  0004c9  jmp     0x0000000000000027
  0004ce  mov     [rbp+0x48],rbx
  0004d5  mov     qword ptr [rbp+0x128],3
  0004e0  mov     [rbp+0x70],r13
  0004e7  mov     rax,6
  0004f1  jmp     0x0000000000000027

; T1: 411 bytes
; v0:int = input n
  000500  cmp     qword ptr [rbp+0x120],1
  00050b  jne     0x00000000000005f2
; v1:list = input composite
  000511  cmp     qword ptr [rbp+0x128],3
  00051c  jne     0x00000000000005f2
  000522  mov     rbx,[rbp+0x48]
; v2:list = input primes
  000529  cmp     qword ptr [rbp+0x130],3
  000534  jne     0x00000000000005f2
; v3:int = input i
  00053a  cmp     qword ptr [rbp+0x138],1
  000545  jne     0x00000000000005f2
  00054b  mov     r12,[rbp+0x58]
  000552  jmp     0x0000000000000565
  000557  mov     rbx,[rbp+0x48]
  00055e  mov     r12,[rbp+0x58]
  000565  mov     r14,[rbx+0x10]
; v4:int = le v3, 100
; guard_true v4 => outer/0 (0) {i=v3}
  00056d  cmp     r12,0x64
  000574  jg      0x0000000000000601
; guard_words v1 => test/0 (1) {i=v3}
  00057a  cmp     qword ptr [rbx+8],0
  000586  jne     0x0000000000000617
; v7:int = readlist v1, v3 words => test/0 (1) {i=v3}
  00058c  cmp     r12,[rbx]
  000594  jae     0x000000000000062d
  00059a  mov     r13,[r14+r12*8]
; guard_true v7 => test/0 (1) {i=v3}
  00059f  test    r13,r13
  0005a2  je      0x0000000000000643
; v9:int = add_nov v3, 1
  0005a8  add     r12,1
; guard_steps => outer/0 (3) {i=v9}
; v11:int = phi i v9
; loop (3) {i=v11}
  0005af  nop
; v13:int = le v11, 100
; guard_true v13 => outer/0 (0) {i=v11}
  0005b0  cmp     r12,0x64
  0005b7  jg      0x0000000000000659
; v15:int = readlist v1, v11 words => test/0 (1) {i=v11}
  0005bd  cmp     r12,[rbx]
  0005c5  jae     0x000000000000066f
  0005cb  mov     r13,[r14+r12*8]
; guard_true v15 => test/0 (1) {i=v11}
  0005d0  test    r13,r13
  0005d3  je      0x0000000000000685
; v17:int = add_nov v11, 1
  0005d9  add     r12,1
; guard_steps => outer/0 (3) {i=v17}
; jump (3) v11 <- v17
  0005e0  jmp     0x00000000000005b0
; body entry
  0005e5  mov     r14,[rbx+0x10]
  0005ed  jmp     0x00000000000005b0
; exits
  0005f2  mov     rax,0x1fffffffe
  0005fc  jmp     0x0000000000000027
  000601  mov     [rbp+0x58],r12
  000608  mov     rax,0x100000000
  000612  jmp     0x0000000000000027
  000617  mov     [rbp+0x58],r12
  00061e  mov     rax,0x100000001
  000628  jmp     0x0000000000000027
  00062d  mov     [rbp+0x58],r12
  000634  mov     rax,0x100000002
  00063e  jmp     0x0000000000000027
  000643  mov     [rbp+0x58],r12
  00064a  mov     rax,0x100000003
  000654  jmp     0x0000000000000027
  000659  mov     [rbp+0x58],r12
  000660  mov     rax,0x100000005
  00066a  jmp     0x0000000000000027
  00066f  mov     [rbp+0x58],r12
  000676  mov     rax,0x100000006
  000680  jmp     0x0000000000000027
  000685  mov     [rbp+0x58],r12
  00068c  mov     rax,0x100000007
  000696  jmp     0x0000000000000027
