; T0: 535 bytes
; v0:int = input r0
  000080  cmp     qword ptr [rbp+0x90],1
  00008b  jne     0x00000000000001be
  000091  mov     rbx,[rbp+0x50]
; v1:int = input a
  000098  cmp     qword ptr [rbp+0x98],1
  0000a3  jne     0x00000000000001be
; v2:int = input r2
  0000a9  cmp     qword ptr [rbp+0xa0],1
  0000b4  jne     0x00000000000001be
  0000ba  mov     r12,[rbp+0x60]
  0000c1  jmp     0x00000000000000d4
  0000c6  mov     rbx,[rbp+0x50]
  0000cd  mov     r12,[rbp+0x60]
; v3:int = sub v0, 1 => bytecode_loop_2/0 (0) {r0=v0, r2=v2}
  0000d4  sub     rbx,1
  0000db  jo      0x00000000000001cd
; v4:int = add v2, 1000 => bytecode_loop_2/1 (0) {r0=v3, r2=v2}
  0000e1  add     r12,0x3e8
  0000e8  jo      0x00000000000001f1
; v5:int = eq v3, 0
; guard_false v5 => bytecode_loop_2/2 (0) {r0=v3, r2=v4}
  0000ee  test    rbx,rbx
  0000f1  je      0x0000000000000215
; guard_steps => bytecode_loop_2/0 (1) {r0=v3, r2=v4}
  0000f7  cmp     qword ptr [rbp],0
  000102  jl      0x0000000000000119
  000108  sub     qword ptr [rbp],1
  000113  jb      0x000000000000018f
; v8:int = phi r0 v3
; v9:int = phi r2 v4
; loop (1) {r0=v8, r2=v9}
  000119  nop     [rax+rax]
  000122  nop     [rax+rax]
  00012b  nop     [rax+rax]
  000134  nop     [rax+rax]
  00013d  nop     [rax]
; v11:int = sub v8, 1 => bytecode_loop_2/0 (0) {r0=v8, r2=v9}
  000140  sub     rbx,1
  000147  jo      0x0000000000000232
; v12:int = add v9, 1000 => bytecode_loop_2/1 (0) {r0=v11, r2=v9}
  00014d  add     r12,0x3e8
  000154  jo      0x0000000000000256
; v13:int = eq v11, 0
; guard_false v13 => bytecode_loop_2/2 (0) {r0=v11, r2=v12}
  00015a  test    rbx,rbx
  00015d  jne     0x0000000000000168
  000163  jmp     0x000000000000027a
  000168  cmp     qword ptr [rbp],0
  000173  jl      0x000000000000018a
  000179  sub     qword ptr [rbp],1
  000184  jb      0x000000000000019f
  00018a  jmp     0x0000000000000140
; guard_steps => bytecode_loop_2/0 (1) {r0=v11, r2=v12}
; jump (1) v8 <- v11, v9 <- v12
  00018f  mov     qword ptr [rbp+0x48],1
  00019a  jmp     0x0000000000000119
  00019f  mov     qword ptr [rbp+0x48],1
  0001aa  jmp     0x000000000000018a
; body entry
  0001af  nop     [rax+rax]
  0001b9  jmp     0x0000000000000140
; exits
  0001be  mov     rax,0xfffffffe
  0001c8  jmp     0x0000000000000027
  0001cd  add     rbx,1
  0001d4  mov     [rbp+0x50],rbx
  0001db  mov     [rbp+0x60],r12
  0001e2  mov     rax,0
  0001ec  jmp     0x0000000000000027
  0001f1  sub     r12,0x3e8
  0001f8  mov     [rbp+0x50],rbx
  0001ff  mov     [rbp+0x60],r12
  000206  mov     rax,1
  000210  jmp     0x0000000000000027
  000215  mov     [rbp+0x50],rbx
  00021c  mov     [rbp+0x60],r12
  000223  mov     rax,2
  00022d  jmp     0x0000000000000027
  000232  add     rbx,1
  000239  mov     [rbp+0x50],rbx
  000240  mov     [rbp+0x60],r12
  000247  mov     rax,4
  000251  jmp     0x0000000000000027
  000256  sub     r12,0x3e8
  00025d  mov     [rbp+0x50],rbx
  000264  mov     [rbp+0x60],r12
  00026b  mov     rax,5
  000275  jmp     0x0000000000000027
  00027a  mov     [rbp+0x50],rbx
  000281  mov     [rbp+0x60],r12
  000288  mov     rax,6
  000292  jmp     0x0000000000000027
