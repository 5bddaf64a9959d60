; T0: 560 bytes
  000080  sub     rsp,0x88
; v0:int = input x
  000087  cmp     qword ptr [rbp+0x98],1
  000092  jne     0x0000000000000210
  000098  mov     rbx,[rbp+0x50]
; v1:int = input y
  00009f  cmp     qword ptr [rbp+0xa0],1
  0000aa  jne     0x0000000000000210
  0000b0  mov     r12,[rbp+0x58]
  0000b7  jmp     0x00000000000000ca
  0000bc  mov     rbx,[rbp+0x50]
  0000c3  mov     r12,[rbp+0x58]
; v2:int = eq v1, 0
; guard_false v2 => power/0 (0) {x=v0, y=v1}
  0000ca  test    r12,r12
  0000cd  je      0x000000000000021f
; v4:int = sub v1, 1 => power.rec/0 (1) {x=v0, y=v1}
  0000d3  sub     r12,1
  0000da  jo      0x000000000000023c
; v5:int = call_proc power v0, v4, 0 => power.rec/1 (1) {x=v0, y1=v4}
  0000e0  lea     r11,[rsp-0x40a0]
  0000e8  cmp     r11,[rbp+0x30]
  0000ef  jb      0x0000000000000260
  0000f5  mov     [rbp+0x50],rbx
  0000fc  mov     qword ptr [rbp+0x98],1
  000107  mov     [rbp+0x58],r12
  00010e  mov     qword ptr [rbp+0xa0],1
  000119  sub     rsp,0x10
  000120  mov     [rsp],rbx
  000128  mov     [rsp+8],r12
  000130  call    0x0000000000000080
  000135  mov     rbx,[rsp]
  00013d  mov     r12,[rsp+8]
  000145  add     rsp,0x10
  00014c  cmp     rax,0xffffffffffffffff
  000152  jne     0x0000000000000187
  000158  mov     r12,rdx
; v6:int = mul v0, v5 => power@21/0 (3) {x=v0, r=v5}
  00015b  mov     r11,rbx
  00015e  imul    r11,r12
  000162  jo      0x0000000000000288
  000168  mov     rbx,r11
; return v6 => power@21/1 (4) {p=v6}
  00016b  mov     rdx,rbx
  00016e  mov     rcx,4
  000178  mov     rax,0xffffffffffffffff
  00017f  add     rsp,0x88
  000186  ret
  000187  sub     rsp,0x30
  00018e  mov     [rsp],rcx
  000196  mov     [rsp+8],rsi
  00019e  mov     [rsp+0x10],rdi
  0001a6  mov     [rsp+0x18],r8
  0001ae  mov     [rsp+0x20],r9
  0001b6  mov     [rsp+0x28],r10
  0001be  mov     rdi,[rbp+0x20]
  0001c5  mov     rsi,rax
  0001c8  mov     rax,<stash_exit>
  0001d2  call    rax
  0001d4  mov     rcx,[rsp]
  0001dc  mov     rsi,[rsp+8]
  0001e4  mov     rdi,[rsp+0x10]
  0001ec  mov     r8,[rsp+0x18]
  0001f4  mov     r9,[rsp+0x20]
  0001fc  mov     r10,[rsp+0x28]
  000204  add     rsp,0x30
  00020b  jmp     0x0000000000000260
; exits
  000210  mov     rax,0xfffffffe
  00021a  jmp     0x0000000000000039
  00021f  mov     [rbp+0x50],rbx
  000226  mov     [rbp+0x58],r12
  00022d  mov     rax,0
  000237  jmp     0x0000000000000039
  00023c  add     r12,1
  000243  mov     [rbp+0x50],rbx
  00024a  mov     [rbp+0x58],r12
  000251  mov     rax,1
  00025b  jmp     0x0000000000000039
  000260  mov     [rbp+0x50],rbx
  000267  mov     [rbp+0x68],r12
  00026e  mov     qword ptr [rbp+0xb0],1
  000279  mov     rax,2
  000283  jmp     0x0000000000000039
  000288  mov     [rbp+0x50],rbx
  00028f  mov     [rbp+0x70],r12
  000296  mov     qword ptr [rbp+0xb8],1
  0002a1  mov     rax,3
  0002ab  jmp     0x0000000000000039
