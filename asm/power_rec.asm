; T0: 604 bytes
; v0:int = input x
  000080  cmp     qword ptr [rbp+0x98],1
  00008b  jne     0x00000000000001fa
  000091  mov     rbx,[rbp+0x50]
; v1:int = input y
  000098  cmp     qword ptr [rbp+0xa0],1
  0000a3  jne     0x00000000000001fa
  0000a9  mov     r12,[rbp+0x58]
  0000b0  jmp     0x00000000000000ca
  0000b5  sub     rsp,0x88
  0000bc  mov     rbx,[rbp+0x50]
  0000c3  mov     r12,[rbp+0x58]
; v2:int = eq v1, 0
; guard_false v2 => power/0 (0) {x=v0, y=v1}
  0000ca  test    r12,r12
  0000cd  je      0x0000000000000209
; v4:int = sub v1, 1 => power.rec/0 (1) {x=v0, y=v1}
  0000d3  sub     r12,1
  0000da  jo      0x000000000000023c
; v5:int = call_proc power v0, v4, 0 => power.rec/1 (1) {x=v0, y1=v4}
  0000e0  lea     r11,[rsp-0x40a0]
  0000e8  cmp     r11,[rbp+0x30]
  0000ef  jb      0x0000000000000276
  0000f5  mov     [rbp+0x50],rbx
  0000fc  mov     [rbp+0x58],r12
  000103  sub     rsp,0x10
  00010a  mov     [rsp],rbx
  000112  mov     [rsp+8],r12
  00011a  call    0x00000000000000b5
  00011f  mov     rbx,[rsp]
  000127  mov     r12,[rsp+8]
  00012f  add     rsp,0x10
  000136  cmp     rax,0xffffffffffffffff
  00013c  jne     0x0000000000000171
  000142  mov     r12,rdx
; v6:int = mul v0, v5 => power@21/0 (3) {x=v0, r=v5}
  000145  mov     r11,rbx
  000148  imul    r11,r12
  00014c  jo      0x00000000000002a9
  000152  mov     rbx,r11
; return v6 => power@21/1 (4) {p=v6}
  000155  mov     rdx,rbx
  000158  mov     rcx,4
  000162  mov     rax,0xffffffffffffffff
  000169  add     rsp,0x88
  000170  ret
  000171  sub     rsp,0x30
  000178  mov     [rsp],rcx
  000180  mov     [rsp+8],rsi
  000188  mov     [rsp+0x10],rdi
  000190  mov     [rsp+0x18],r8
  000198  mov     [rsp+0x20],r9
  0001a0  mov     [rsp+0x28],r10
  0001a8  mov     rdi,[rbp+0x20]
  0001af  mov     rsi,rax
  0001b2  mov     rax,<stash_exit>
  0001bc  call    rax
  0001be  mov     rcx,[rsp]
  0001c6  mov     rsi,[rsp+8]
  0001ce  mov     rdi,[rsp+0x10]
  0001d6  mov     r8,[rsp+0x18]
  0001de  mov     r9,[rsp+0x20]
  0001e6  mov     r10,[rsp+0x28]
  0001ee  add     rsp,0x30
  0001f5  jmp     0x0000000000000276
; exits
  0001fa  mov     rax,0xfffffffe
  000204  jmp     0x0000000000000039
  000209  mov     [rbp+0x50],rbx
  000210  mov     qword ptr [rbp+0x98],1
  00021b  mov     [rbp+0x58],r12
  000222  mov     qword ptr [rbp+0xa0],1
  00022d  mov     rax,0
  000237  jmp     0x0000000000000039
  00023c  add     r12,1
  000243  mov     [rbp+0x50],rbx
  00024a  mov     qword ptr [rbp+0x98],1
  000255  mov     [rbp+0x58],r12
  00025c  mov     qword ptr [rbp+0xa0],1
  000267  mov     rax,1
  000271  jmp     0x0000000000000039
  000276  mov     [rbp+0x50],rbx
  00027d  mov     qword ptr [rbp+0x98],1
  000288  mov     [rbp+0x68],r12
  00028f  mov     qword ptr [rbp+0xb0],1
  00029a  mov     rax,2
  0002a4  jmp     0x0000000000000039
  0002a9  mov     [rbp+0x50],rbx
  0002b0  mov     qword ptr [rbp+0x98],1
  0002bb  mov     [rbp+0x70],r12
  0002c2  mov     qword ptr [rbp+0xb8],1
  0002cd  mov     rax,3
  0002d7  jmp     0x0000000000000039
