; T0: 121 bytes
  000080  sub     rsp,0x88
; v0:int = input n
  000087  cmp     qword ptr [rbp+0x90],1
  000092  jne     0x00000000000000d4
  000098  mov     rbx,[rbp+0x48]
  00009f  jmp     0x00000000000000ab
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
  0000ea  mov     rax,0
  0000f4  jmp     0x0000000000000129

; T1: 772 bytes
; v0:int = input n
  000100  cmp     qword ptr [rbp+0x90],1
  00010b  jne     0x000000000000034e
  000111  mov     rbx,[rbp+0x48]
  000118  jmp     0x0000000000000129
  00011d  mov     rbx,[rbp+0x48]
  000124  jmp     0x0000000000000129
; v1:int = lt v0, 2
; guard_false v1 => fib/0 (0) {n=v0}
  000129  cmp     rbx,2
  000130  jl      0x000000000000035d
; v3:int = sub_nov v0, 1
  000136  lea     r12,[rbx-1]
; v4:int = call_proc fib v3, 0, 0 => fib.rec/1 (1) {n=v0, n1=v3}
  00013e  lea     r11,[rsp-0x40a0]
  000146  cmp     r11,[rbp+0x30]
  00014d  jb      0x0000000000000373
  000153  mov     [rbp+0x48],r12
  00015a  mov     qword ptr [rbp+0x90],1
  000165  sub     rsp,0x10
  00016c  mov     [rsp],rbx
  000174  mov     [rsp+8],r12
  00017c  call    0x0000000000000080
  000181  mov     rbx,[rsp]
  000189  mov     r12,[rsp+8]
  000191  add     rsp,0x10
  000198  cmp     rax,0xffffffffffffffff
  00019e  jne     0x000000000000023c
  0001a4  mov     r12,rdx
; v5:int = sub_nov v0, 2
  0001a7  sub     rbx,2
; v6:int = call_proc fib v5, 0, 0 => fib@22/1 (3) {a=v4, n2=v5}
  0001ae  lea     r11,[rsp-0x40a0]
  0001b6  cmp     r11,[rbp+0x30]
  0001bd  jb      0x000000000000039b
  0001c3  mov     [rbp+0x48],rbx
  0001ca  mov     qword ptr [rbp+0x90],1
  0001d5  sub     rsp,0x10
  0001dc  mov     [rsp],rbx
  0001e4  mov     [rsp+8],r12
  0001ec  call    0x0000000000000080
  0001f1  mov     rbx,[rsp]
  0001f9  mov     r12,[rsp+8]
  000201  add     rsp,0x10
  000208  cmp     rax,0xffffffffffffffff
  00020e  jne     0x00000000000002c5
  000214  mov     rbx,rdx
; v7:int = add v4, v6 => fib@24/0 (5) {a=v4, b=v6}
  000217  add     r12,rbx
  00021a  jo      0x00000000000003ce
; return v7 => fib@24/1 (6) {r=v7}
  000220  mov     rdx,r12
  000223  mov     rcx,0x100000004
  00022d  mov     rax,0xffffffffffffffff
  000234  add     rsp,0x88
  00023b  ret
  00023c  sub     rsp,0x30
  000243  mov     [rsp],rcx
  00024b  mov     [rsp+8],rsi
  000253  mov     [rsp+0x10],rdi
  00025b  mov     [rsp+0x18],r8
  000263  mov     [rsp+0x20],r9
  00026b  mov     [rsp+0x28],r10
  000273  mov     rdi,[rbp+0x20]
  00027a  mov     rsi,rax
  00027d  mov     rax,<stash_exit>
  000287  call    rax
  000289  mov     rcx,[rsp]
  000291  mov     rsi,[rsp+8]
  000299  mov     rdi,[rsp+0x10]
  0002a1  mov     r8,[rsp+0x18]
  0002a9  mov     r9,[rsp+0x20]
  0002b1  mov     r10,[rsp+0x28]
  0002b9  add     rsp,0x30
  0002c0  jmp     0x0000000000000373
  0002c5  sub     rsp,0x30
  0002cc  mov     [rsp],rcx
  0002d4  mov     [rsp+8],rsi
  0002dc  mov     [rsp+0x10],rdi
  0002e4  mov     [rsp+0x18],r8
  0002ec  mov     [rsp+0x20],r9
  0002f4  mov     [rsp+0x28],r10
  0002fc  mov     rdi,[rbp+0x20]
  000303  mov     rsi,rax
  000306  mov     rax,<stash_exit>
  000310  call    rax
  000312  mov     rcx,[rsp]
  00031a  mov     rsi,[rsp+8]
  000322  mov     rdi,[rsp+0x10]
  00032a  mov     r8,[rsp+0x18]
  000332  mov     r9,[rsp+0x20]
  00033a  mov     r10,[rsp+0x28]
  000342  add     rsp,0x30
  000349  jmp     0x000000000000039b
; exits
  00034e  mov     rax,0x1fffffffe
  000358  jmp     0x0000000000000039
  00035d  mov     [rbp+0x48],rbx
  000364  mov     rax,0x100000000
  00036e  jmp     0x0000000000000039
  000373  mov     [rbp+0x48],rbx
  00037a  mov     [rbp+0x58],r12
  000381  mov     qword ptr [rbp+0xa0],1
  00038c  mov     rax,0x100000001
  000396  jmp     0x0000000000000039
  00039b  mov     [rbp+0x60],r12
  0003a2  mov     qword ptr [rbp+0xa8],1
  0003ad  mov     [rbp+0x68],rbx
  0003b4  mov     qword ptr [rbp+0xb0],1
  0003bf  mov     rax,0x100000002
  0003c9  jmp     0x0000000000000039
  0003ce  sub     r12,rbx
  0003d1  mov     [rbp+0x60],r12
  0003d8  mov     qword ptr [rbp+0xa8],1
  0003e3  mov     [rbp+0x70],rbx
  0003ea  mov     qword ptr [rbp+0xb8],1
  0003f5  mov     rax,0x100000003
  0003ff  jmp     0x0000000000000039
