; T0: 132 bytes
; v0:int = input n
  000080  cmp     qword ptr [rbp+0x90],1
  00008b  jne     0x00000000000000d4
  000091  mov     rbx,[rbp+0x48]
  000098  jmp     0x00000000000000ab
  00009d  sub     rsp,0x88
  0000a4  mov     rbx,[rbp+0x48]
; v1:int = lt v0, 2
; guard_true v1 => fib/0 (0) {n=v0}
  0000ab  cmp     rbx,2
  0000b2  jge     0x00000000000000e3
; return v0 => fib.base/0 (2) {n=v0}
  0000b8  mov     rdx,rbx
  0000bb  mov     rcx,1
  0000c5  mov     rax,0xffffffffffffffff
  0000cc  add     rsp,0x88
  0000d3  ret
; exits
  0000d4  mov     rax,0xfffffffe
  0000de  jmp     0x0000000000000039
  0000e3  mov     [rbp+0x48],rbx
  0000ea  mov     qword ptr [rbp+0x90],1
  0000f5  mov     rax,0
  0000ff  jmp     0x0000000000000139

; T1: 772 bytes
; v0:int = input n
  000110  cmp     qword ptr [rbp+0x90],1
  00011b  jne     0x0000000000000348
  000121  mov     rbx,[rbp+0x48]
  000128  jmp     0x0000000000000139
  00012d  mov     rbx,[rbp+0x48]
  000134  jmp     0x0000000000000139
; v1:int = lt v0, 2
; guard_false v1 => fib/0 (0) {n=v0}
  000139  cmp     rbx,2
  000140  jl      0x0000000000000357
; v3:int = sub_nov v0, 1
  000146  lea     r12,[rbx-1]
; v4:int = call_proc fib v3, 0, 0 => fib.rec/1 (1) {n=v0, n1=v3}
  00014e  lea     r11,[rsp-0x40a0]
  000156  cmp     r11,[rbp+0x30]
  00015d  jb      0x0000000000000378
  000163  mov     [rbp+0x48],r12
  00016a  sub     rsp,0x10
  000171  mov     [rsp],rbx
  000179  mov     [rsp+8],r12
  000181  call    0x000000000000009d
  000186  mov     rbx,[rsp]
  00018e  mov     r12,[rsp+8]
  000196  add     rsp,0x10
  00019d  cmp     rax,0xffffffffffffffff
  0001a3  jne     0x0000000000000236
  0001a9  mov     r12,rdx
; v5:int = sub_nov v0, 2
  0001ac  sub     rbx,2
; v6:int = call_proc fib v5, 0, 0 => fib@22/1 (3) {a=v4, n2=v5}
  0001b3  lea     r11,[rsp-0x40a0]
  0001bb  cmp     r11,[rbp+0x30]
  0001c2  jb      0x00000000000003ab
  0001c8  mov     [rbp+0x48],rbx
  0001cf  sub     rsp,0x10
  0001d6  mov     [rsp],rbx
  0001de  mov     [rsp+8],r12
  0001e6  call    0x000000000000009d
  0001eb  mov     rbx,[rsp]
  0001f3  mov     r12,[rsp+8]
  0001fb  add     rsp,0x10
  000202  cmp     rax,0xffffffffffffffff
  000208  jne     0x00000000000002bf
  00020e  mov     rbx,rdx
; v7:int = add v4, v6 => fib@24/0 (5) {a=v4, b=v6}
  000211  add     r12,rbx
  000214  jo      0x00000000000003de
; return v7 => fib@24/1 (6) {r=v7}
  00021a  mov     rdx,r12
  00021d  mov     rcx,0x100000004
  000227  mov     rax,0xffffffffffffffff
  00022e  add     rsp,0x88
  000235  ret
  000236  sub     rsp,0x30
  00023d  mov     [rsp],rcx
  000245  mov     [rsp+8],rsi
  00024d  mov     [rsp+0x10],rdi
  000255  mov     [rsp+0x18],r8
  00025d  mov     [rsp+0x20],r9
  000265  mov     [rsp+0x28],r10
  00026d  mov     rdi,[rbp+0x20]
  000274  mov     rsi,rax
  000277  mov     rax,<stash_exit>
  000281  call    rax
  000283  mov     rcx,[rsp]
  00028b  mov     rsi,[rsp+8]
  000293  mov     rdi,[rsp+0x10]
  00029b  mov     r8,[rsp+0x18]
  0002a3  mov     r9,[rsp+0x20]
  0002ab  mov     r10,[rsp+0x28]
  0002b3  add     rsp,0x30
  0002ba  jmp     0x0000000000000378
  0002bf  sub     rsp,0x30
  0002c6  mov     [rsp],rcx
  0002ce  mov     [rsp+8],rsi
  0002d6  mov     [rsp+0x10],rdi
  0002de  mov     [rsp+0x18],r8
  0002e6  mov     [rsp+0x20],r9
  0002ee  mov     [rsp+0x28],r10
  0002f6  mov     rdi,[rbp+0x20]
  0002fd  mov     rsi,rax
  000300  mov     rax,<stash_exit>
  00030a  call    rax
  00030c  mov     rcx,[rsp]
  000314  mov     rsi,[rsp+8]
  00031c  mov     rdi,[rsp+0x10]
  000324  mov     r8,[rsp+0x18]
  00032c  mov     r9,[rsp+0x20]
  000334  mov     r10,[rsp+0x28]
  00033c  add     rsp,0x30
  000343  jmp     0x00000000000003ab
; exits
  000348  mov     rax,0x1fffffffe
  000352  jmp     0x0000000000000039
  000357  mov     [rbp+0x48],rbx
  00035e  mov     qword ptr [rbp+0x90],1
  000369  mov     rax,0x100000000
  000373  jmp     0x0000000000000039
  000378  mov     [rbp+0x48],rbx
  00037f  mov     qword ptr [rbp+0x90],1
  00038a  mov     [rbp+0x58],r12
  000391  mov     qword ptr [rbp+0xa0],1
  00039c  mov     rax,0x100000001
  0003a6  jmp     0x0000000000000039
  0003ab  mov     [rbp+0x60],r12
  0003b2  mov     qword ptr [rbp+0xa8],1
  0003bd  mov     [rbp+0x68],rbx
  0003c4  mov     qword ptr [rbp+0xb0],1
  0003cf  mov     rax,0x100000002
  0003d9  jmp     0x0000000000000039
  0003de  sub     r12,rbx
  0003e1  mov     [rbp+0x60],r12
  0003e8  mov     qword ptr [rbp+0xa8],1
  0003f3  mov     [rbp+0x70],rbx
  0003fa  mov     qword ptr [rbp+0xb8],1
  000405  mov     rax,0x100000003
  00040f  jmp     0x0000000000000039
