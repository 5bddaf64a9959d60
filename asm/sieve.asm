; T0: not compiled

; T1: 638 bytes
; v0:int = input n
  000030  cmp     qword ptr [rbp+0xa0],1
  00003b  jne     0x0000000000000131
  000041  mov     rbx,[rbp+0x30]
; v1:list = input composite
  000048  cmp     qword ptr [rbp+0xa8],3
  000053  jne     0x0000000000000131
  000059  mov     r12,[rbp+0x38]
; v2:list = input primes
  000060  cmp     qword ptr [rbp+0xb0],3
  00006b  jne     0x0000000000000131
; v3:int = input i
  000071  cmp     qword ptr [rbp+0xb8],1
  00007c  jne     0x0000000000000131
  000082  mov     r13,[rbp+0x48]
; v4:int = le v3, v0
; guard_true v4 => outer/1 (0) {i=v3, more=0}
  000089  cmp     r13,rbx
  00008c  jg      0x0000000000000140
; v6:int = readlist v1, v3 => test/0 (1) {i=v3}
  000092  cmp     r13,[r12]
  00009a  jae     0x0000000000000177
  0000a0  mov     rax,[r12+8]
  0000a8  cmp     byte ptr [rax+r13],1
  0000ad  jne     0x0000000000000177
  0000b3  mov     rax,[r12+0x10]
  0000bb  mov     r14,[rax+r13*8]
; guard_true v6 => test/1 (1) {i=v3, c=0}
  0000bf  test    r14,r14
  0000c2  je      0x0000000000000198
; v8:int = add v3, 1 => next/0 (2) {i=v3}
  0000c8  add     r13,1
  0000cf  jo      0x00000000000001cf
; guard_steps => outer/0 (3) {i=v8}
; v10:int = phi i v8
; loop (3)
  0000d5  nop
  0000d6  nop
  0000d7  nop
  0000d8  nop
  0000d9  nop
  0000da  nop
  0000db  nop
  0000dc  nop
  0000dd  nop
  0000de  nop
  0000df  nop
; v12:int = le v10, v0
; guard_true v12 => outer/1 (0) {i=v10, more=0}
  0000e0  cmp     r13,rbx
  0000e3  jg      0x00000000000001f7
; v14:int = readlist v1, v10 => test/0 (1) {i=v10}
  0000e9  cmp     r13,[r12]
  0000f1  jae     0x000000000000022e
  0000f7  mov     rax,[r12+8]
  0000ff  cmp     byte ptr [rax+r13],1
  000104  jne     0x000000000000022e
  00010a  mov     rax,[r12+0x10]
  000112  mov     r14,[rax+r13*8]
; guard_true v14 => test/1 (1) {i=v10, c=0}
  000116  test    r14,r14
  000119  je      0x000000000000024f
; v16:int = add v10, 1 => next/0 (2) {i=v10}
  00011f  add     r13,1
  000126  jo      0x0000000000000286
; guard_steps => outer/0 (3) {i=v16}
; jump (3) v10 <- v16
  00012c  jmp     0x00000000000000e0
; exits
  000131  mov     rax,0x1fffffffe
  00013b  jmp     0x0000000000000016
  000140  mov     [rbp+0x48],r13
  000147  mov     qword ptr [rbp+0xb8],1
  000152  mov     qword ptr [rbp+0x50],0
  00015d  mov     qword ptr [rbp+0xc0],1
  000168  mov     rax,0x100000000
  000172  jmp     0x0000000000000016
  000177  mov     [rbp+0x48],r13
  00017e  mov     qword ptr [rbp+0xb8],1
  000189  mov     rax,0x100000001
  000193  jmp     0x0000000000000016
  000198  mov     [rbp+0x48],r13
  00019f  mov     qword ptr [rbp+0xb8],1
  0001aa  mov     qword ptr [rbp+0x58],0
  0001b5  mov     qword ptr [rbp+0xc8],1
  0001c0  mov     rax,0x100000002
  0001ca  jmp     0x0000000000000016
  0001cf  sub     r13,1
  0001d6  mov     [rbp+0x48],r13
  0001dd  mov     qword ptr [rbp+0xb8],1
  0001e8  mov     rax,0x100000003
  0001f2  jmp     0x0000000000000016
  0001f7  mov     [rbp+0x48],r13
  0001fe  mov     qword ptr [rbp+0xb8],1
  000209  mov     qword ptr [rbp+0x50],0
  000214  mov     qword ptr [rbp+0xc0],1
  00021f  mov     rax,0x100000005
  000229  jmp     0x0000000000000016
  00022e  mov     [rbp+0x48],r13
  000235  mov     qword ptr [rbp+0xb8],1
  000240  mov     rax,0x100000006
  00024a  jmp     0x0000000000000016
  00024f  mov     [rbp+0x48],r13
  000256  mov     qword ptr [rbp+0xb8],1
  000261  mov     qword ptr [rbp+0x58],0
  00026c  mov     qword ptr [rbp+0xc8],1
  000277  mov     rax,0x100000007
  000281  jmp     0x0000000000000016
  000286  sub     r13,1
  00028d  mov     [rbp+0x48],r13
  000294  mov     qword ptr [rbp+0xb8],1
  00029f  mov     rax,0x100000008
  0002a9  jmp     0x0000000000000016
