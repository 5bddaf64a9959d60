; T0: 137 bytes
; v0:int = input n
  000080  cmp     qword ptr [rbp+0x90],1
  00008b  jne     0x00000000000000d9
  000091  mov     rbx,[rbp+0x48]
  000098  jmp     0x00000000000000b0
  00009d  mov     rbx,[rbp+0x48]
  0000a4  jmp     0x00000000000000b0
  0000a9  sub     rsp,0x88
; v1:int = lt v0, 2
; guard_true v1 => fib/0 (0) {n=v0}
  0000b0  cmp     rbx,2
  0000b7  jge     0x0000000000000139
; return v0 => fib.base/0 (2) {n=v0}
  0000bd  mov     rdx,rbx
  0000c0  mov     rcx,1
  0000ca  mov     rax,0xffffffffffffffff
  0000d1  add     rsp,0x88
  0000d8  ret
; exits
  0000d9  mov     rax,0xfffffffe
  0000e3  jmp     0x0000000000000039
  0000e8  mov     [rbp+0x48],rbx
  0000ef  mov     qword ptr [rbp+0x90],1
  0000fa  mov     rax,0
  000104  jmp     0x0000000000000039

; T1: 618 bytes
; v0:int = input n
  000110  cmp     qword ptr [rbp+0x90],1
  00011b  jne     0x00000000000002cf
  000121  mov     rbx,[rbp+0x48]
  000128  jmp     0x0000000000000139
  00012d  mov     rbx,[rbp+0x48]
  000134  jmp     0x0000000000000139
; v1:int = sub_nov v0, 1
  000139  lea     r12,[rbx-1]
; v2:int = call_proc fib v1, 0, 0 => fib.rec/1 (1) {n=v0, n1=v1}
  000141  lea     r11,[rsp-0x40a0]
  000149  cmp     r11,[rbp+0x30]
  000150  jb      0x00000000000002de
  000156  push    rbx
  000158  push    r12
  00015a  mov     rbx,r12
  00015d  call    0x00000000000000a9
  000162  pop     r12
  000164  pop     rbx
  000166  cmp     rax,0xffffffffffffffff
  00016c  jne     0x00000000000001bd
  000172  mov     r12,rdx
; v3:int = sub_nov v0, 2
  000175  sub     rbx,2
; v4:int = call_proc fib v3, 0, 0 => fib@22/1 (3) {a=v2, n2=v3}
  00017c  push    rbx
  00017e  push    r12
  000180  call    0x00000000000000a9
  000185  pop     r12
  000187  pop     rbx
  000189  cmp     rax,0xffffffffffffffff
  00018f  jne     0x0000000000000246
  000195  mov     rbx,rdx
; v5:int = add v2, v4 => fib@24/0 (5) {a=v2, b=v4}
  000198  add     r12,rbx
  00019b  jo      0x0000000000000344
; return v5 => fib@24/1 (6) {r=v5}
  0001a1  mov     rdx,r12
  0001a4  mov     rcx,0x100000003
  0001ae  mov     rax,0xffffffffffffffff
  0001b5  add     rsp,0x88
  0001bc  ret
  0001bd  sub     rsp,0x30
  0001c4  mov     [rsp],rcx
  0001cc  mov     [rsp+8],rsi
  0001d4  mov     [rsp+0x10],rdi
  0001dc  mov     [rsp+0x18],r8
  0001e4  mov     [rsp+0x20],r9
  0001ec  mov     [rsp+0x28],r10
  0001f4  mov     rdi,[rbp+0x20]
  0001fb  mov     rsi,rax
  0001fe  mov     rax,<stash_exit>
  000208  call    rax
  00020a  mov     rcx,[rsp]
  000212  mov     rsi,[rsp+8]
  00021a  mov     rdi,[rsp+0x10]
  000222  mov     r8,[rsp+0x18]
  00022a  mov     r9,[rsp+0x20]
  000232  mov     r10,[rsp+0x28]
  00023a  add     rsp,0x30
  000241  jmp     0x00000000000002de
  000246  sub     rsp,0x30
  00024d  mov     [rsp],rcx
  000255  mov     [rsp+8],rsi
  00025d  mov     [rsp+0x10],rdi
  000265  mov     [rsp+0x18],r8
  00026d  mov     [rsp+0x20],r9
  000275  mov     [rsp+0x28],r10
  00027d  mov     rdi,[rbp+0x20]
  000284  mov     rsi,rax
  000287  mov     rax,<stash_exit>
  000291  call    rax
  000293  mov     rcx,[rsp]
  00029b  mov     rsi,[rsp+8]
  0002a3  mov     rdi,[rsp+0x10]
  0002ab  mov     r8,[rsp+0x18]
  0002b3  mov     r9,[rsp+0x20]
  0002bb  mov     r10,[rsp+0x28]
  0002c3  add     rsp,0x30
  0002ca  jmp     0x0000000000000311
; exits
  0002cf  mov     rax,0x1fffffffe
  0002d9  jmp     0x0000000000000039
  0002de  mov     [rbp+0x48],rbx
  0002e5  mov     qword ptr [rbp+0x90],1
  0002f0  mov     [rbp+0x58],r12
  0002f7  mov     qword ptr [rbp+0xa0],1
  000302  mov     rax,0x100000000
  00030c  jmp     0x0000000000000039
  000311  mov     [rbp+0x60],r12
  000318  mov     qword ptr [rbp+0xa8],1
  000323  mov     [rbp+0x68],rbx
  00032a  mov     qword ptr [rbp+0xb0],1
  000335  mov     rax,0x100000001
  00033f  jmp     0x0000000000000039
  000344  sub     r12,rbx
  000347  mov     [rbp+0x60],r12
  00034e  mov     qword ptr [rbp+0xa8],1
  000359  mov     [rbp+0x70],rbx
  000360  mov     qword ptr [rbp+0xb8],1
  00036b  mov     rax,0x100000002
  000375  jmp     0x0000000000000039
