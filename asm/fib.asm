; T0: 125 bytes
; v0:int = input n
  000080  cmp     qword ptr [rbp+0x90],1
  00008b  jne     0x00000000000000cd
  000091  mov     rbx,[rbp+0x48]
  000098  jmp     0x00000000000000b0
  00009d  mov     rbx,[rbp+0x48]
  0000a4  jmp     0x00000000000000b0
  0000a9  sub     rsp,0x88
; v1:int = lt v0, 2
; guard_true v1 => fib/0 (0) {n=v0}
  0000b0  cmp     rbx,2
  0000b7  jge     0x0000000000000129
; return v0 => fib.base/0 (2) {n=v0}
  0000bd  mov     rdx,rbx
  0000c0  mov     ecx,1
  0000c5  add     rsp,0x88
  0000cc  ret
; exits
  0000cd  mov     rax,0xfffffffe
  0000d7  jmp     0x0000000000000039
  0000dc  mov     [rbp+0x48],rbx
  0000e3  mov     qword ptr [rbp+0x90],1
  0000ee  mov     rax,0
  0000f8  jmp     0x0000000000000039

; T1: 599 bytes
; v0:int = input n
  000100  cmp     qword ptr [rbp+0x90],1
  00010b  jne     0x00000000000002ac
  000111  mov     rbx,[rbp+0x48]
  000118  jmp     0x0000000000000129
  00011d  mov     rbx,[rbp+0x48]
  000124  jmp     0x0000000000000129
; v1:int = sub_nov v0, 1
  000129  lea     r12,[rbx-1]
; v2:int = call_proc fib v1, 0, 0 => fib.rec/1 (1) {n=v0, n1=v1}
  000131  lea     r11,[rsp-0x40a0]
  000139  cmp     r11,[rbp+0x30]
  000140  jb      0x00000000000002bb
  000146  push    rbx
  000148  push    r12
  00014a  mov     rbx,r12
  00014d  call    0x00000000000000a9
  000152  pop     r12
  000154  pop     rbx
  000156  jb      0x000000000000019a
  00015c  mov     r12,rdx
; v3:int = sub_nov v0, 2
  00015f  sub     rbx,2
; v4:int = call_proc fib v3, 0, 0 => fib@22/1 (3) {a=v2, n2=v3}
  000166  push    rbx
  000168  push    r12
  00016a  call    0x00000000000000a9
  00016f  pop     r12
  000171  pop     rbx
  000173  jb      0x0000000000000223
  000179  mov     rbx,rdx
; v5:int = add v2, v4 => fib@24/0 (5) {a=v2, b=v4}
  00017c  add     r12,rbx
  00017f  jo      0x0000000000000321
; return v5 => fib@24/1 (6) {r=v5}
  000185  mov     rdx,r12
  000188  mov     rcx,0x100000003
  000192  add     rsp,0x88
  000199  ret
  00019a  sub     rsp,0x30
  0001a1  mov     [rsp],rcx
  0001a9  mov     [rsp+8],rsi
  0001b1  mov     [rsp+0x10],rdi
  0001b9  mov     [rsp+0x18],r8
  0001c1  mov     [rsp+0x20],r9
  0001c9  mov     [rsp+0x28],r10
  0001d1  mov     rdi,[rbp+0x20]
  0001d8  mov     rsi,rax
  0001db  mov     rax,<stash_exit>
  0001e5  call    rax
  0001e7  mov     rcx,[rsp]
  0001ef  mov     rsi,[rsp+8]
  0001f7  mov     rdi,[rsp+0x10]
  0001ff  mov     r8,[rsp+0x18]
  000207  mov     r9,[rsp+0x20]
  00020f  mov     r10,[rsp+0x28]
  000217  add     rsp,0x30
  00021e  jmp     0x00000000000002bb
  000223  sub     rsp,0x30
  00022a  mov     [rsp],rcx
  000232  mov     [rsp+8],rsi
  00023a  mov     [rsp+0x10],rdi
  000242  mov     [rsp+0x18],r8
  00024a  mov     [rsp+0x20],r9
  000252  mov     [rsp+0x28],r10
  00025a  mov     rdi,[rbp+0x20]
  000261  mov     rsi,rax
  000264  mov     rax,<stash_exit>
  00026e  call    rax
  000270  mov     rcx,[rsp]
  000278  mov     rsi,[rsp+8]
  000280  mov     rdi,[rsp+0x10]
  000288  mov     r8,[rsp+0x18]
  000290  mov     r9,[rsp+0x20]
  000298  mov     r10,[rsp+0x28]
  0002a0  add     rsp,0x30
  0002a7  jmp     0x00000000000002ee
; exits
  0002ac  mov     rax,0x1fffffffe
  0002b6  jmp     0x0000000000000039
  0002bb  mov     [rbp+0x48],rbx
  0002c2  mov     qword ptr [rbp+0x90],1
  0002cd  mov     [rbp+0x58],r12
  0002d4  mov     qword ptr [rbp+0xa0],1
  0002df  mov     rax,0x100000000
  0002e9  jmp     0x0000000000000039
  0002ee  mov     [rbp+0x60],r12
  0002f5  mov     qword ptr [rbp+0xa8],1
  000300  mov     [rbp+0x68],rbx
  000307  mov     qword ptr [rbp+0xb0],1
  000312  mov     rax,0x100000001
  00031c  jmp     0x0000000000000039
  000321  sub     r12,rbx
  000324  mov     [rbp+0x60],r12
  00032b  mov     qword ptr [rbp+0xa8],1
  000336  mov     [rbp+0x70],rbx
  00033d  mov     qword ptr [rbp+0xb8],1
  000348  mov     rax,0x100000002
  000352  jmp     0x0000000000000039
