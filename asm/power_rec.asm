; T0: 557 bytes
; v0:int = input x
  000080  cmp     qword ptr [rbp+0x98],1
  00008b  jne     0x00000000000001cb
  000091  mov     rbx,[rbp+0x50]
; v1:int = input y
  000098  cmp     qword ptr [rbp+0xa0],1
  0000a3  jne     0x00000000000001cb
  0000a9  mov     r12,[rbp+0x58]
  0000b0  jmp     0x00000000000000cf
  0000b5  mov     rbx,[rbp+0x50]
  0000bc  mov     r12,[rbp+0x58]
  0000c3  jmp     0x00000000000000cf
  0000c8  sub     rsp,0x88
; v2:int = eq v1, 0
; guard_false v2 => power/0 (0) {x=v0, y=v1}
  0000cf  test    r12,r12
  0000d2  je      0x00000000000001da
; v4:int = sub v1, 1 => power.rec/0 (1) {x=v0, y=v1}
  0000d8  sub     r12,1
  0000df  jo      0x000000000000020d
; v5:int = call_proc power v0, v4, 0 => power.rec/1 (1) {x=v0, y1=v4}
  0000e5  lea     r11,[rsp-0x40a0]
  0000ed  cmp     r11,[rbp+0x30]
  0000f4  jb      0x0000000000000247
  0000fa  push    rbx
  0000fc  push    r12
  0000fe  call    0x00000000000000c8
  000103  pop     r12
  000105  pop     rbx
  000107  cmp     rax,0xffffffffffffffff
  00010d  jne     0x0000000000000142
  000113  mov     r12,rdx
; v6:int = mul v0, v5 => power@21/0 (3) {x=v0, r=v5}
  000116  mov     r11,rbx
  000119  imul    r11,r12
  00011d  jo      0x000000000000027a
  000123  mov     rbx,r11
; return v6 => power@21/1 (4) {p=v6}
  000126  mov     rdx,rbx
  000129  mov     rcx,4
  000133  mov     rax,0xffffffffffffffff
  00013a  add     rsp,0x88
  000141  ret
  000142  sub     rsp,0x30
  000149  mov     [rsp],rcx
  000151  mov     [rsp+8],rsi
  000159  mov     [rsp+0x10],rdi
  000161  mov     [rsp+0x18],r8
  000169  mov     [rsp+0x20],r9
  000171  mov     [rsp+0x28],r10
  000179  mov     rdi,[rbp+0x20]
  000180  mov     rsi,rax
  000183  mov     rax,<stash_exit>
  00018d  call    rax
  00018f  mov     rcx,[rsp]
  000197  mov     rsi,[rsp+8]
  00019f  mov     rdi,[rsp+0x10]
  0001a7  mov     r8,[rsp+0x18]
  0001af  mov     r9,[rsp+0x20]
  0001b7  mov     r10,[rsp+0x28]
  0001bf  add     rsp,0x30
  0001c6  jmp     0x0000000000000247
; exits
  0001cb  mov     rax,0xfffffffe
  0001d5  jmp     0x0000000000000039
  0001da  mov     [rbp+0x50],rbx
  0001e1  mov     qword ptr [rbp+0x98],1
  0001ec  mov     [rbp+0x58],r12
  0001f3  mov     qword ptr [rbp+0xa0],1
  0001fe  mov     rax,0
  000208  jmp     0x0000000000000039
  00020d  add     r12,1
  000214  mov     [rbp+0x50],rbx
  00021b  mov     qword ptr [rbp+0x98],1
  000226  mov     [rbp+0x58],r12
  00022d  mov     qword ptr [rbp+0xa0],1
  000238  mov     rax,1
  000242  jmp     0x0000000000000039
  000247  mov     [rbp+0x50],rbx
  00024e  mov     qword ptr [rbp+0x98],1
  000259  mov     [rbp+0x68],r12
  000260  mov     qword ptr [rbp+0xb0],1
  00026b  mov     rax,2
  000275  jmp     0x0000000000000039
  00027a  mov     [rbp+0x50],rbx
  000281  mov     qword ptr [rbp+0x98],1
  00028c  mov     [rbp+0x70],r12
  000293  mov     qword ptr [rbp+0xb8],1
  00029e  mov     rax,3
  0002a8  jmp     0x0000000000000039
