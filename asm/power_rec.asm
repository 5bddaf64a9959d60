; T0: 539 bytes
; v0:int = input x
  000080  cmp     qword ptr [rbp+0x98],1
  00008b  jne     0x00000000000001b9
  000091  mov     rbx,[rbp+0x50]
; v1:int = input y
  000098  cmp     qword ptr [rbp+0xa0],1
  0000a3  jne     0x00000000000001b9
  0000a9  mov     r12,[rbp+0x58]
  0000b0  jmp     0x00000000000000cf
  0000b5  mov     rbx,[rbp+0x50]
  0000bc  mov     r12,[rbp+0x58]
  0000c3  jmp     0x00000000000000cf
  0000c8  sub     rsp,0x88
; v2:int = eq v1, 0
; guard_false v2 => power/0 (0) {x=v0, y=v1}
  0000cf  test    r12,r12
  0000d2  je      0x00000000000001c8
; v4:int = sub v1, 1 => power.rec/0 (1) {x=v0, y=v1}
  0000d8  sub     r12,1
  0000df  jo      0x00000000000001fb
; v5:int = call_proc power v0, v4, 0 => power.rec/1 (1) {x=v0, y1=v4}
  0000e5  lea     r11,[rsp-0x40a0]
  0000ed  cmp     r11,[rbp+0x30]
  0000f4  jb      0x0000000000000235
  0000fa  push    rbx
  0000fc  push    r12
  0000fe  call    0x00000000000000c8
  000103  pop     r12
  000105  pop     rbx
  000107  jb      0x0000000000000130
  00010d  mov     r12,rdx
; v6:int = mul v0, v5 => power@21/0 (3) {x=v0, r=v5}
  000110  mov     r11,rbx
  000113  imul    r11,r12
  000117  jo      0x0000000000000268
  00011d  mov     rbx,r11
; return v6 => power@21/1 (4) {p=v6}
  000120  mov     rdx,rbx
  000123  mov     ecx,4
  000128  add     rsp,0x88
  00012f  ret
  000130  sub     rsp,0x30
  000137  mov     [rsp],rcx
  00013f  mov     [rsp+8],rsi
  000147  mov     [rsp+0x10],rdi
  00014f  mov     [rsp+0x18],r8
  000157  mov     [rsp+0x20],r9
  00015f  mov     [rsp+0x28],r10
  000167  mov     rdi,[rbp+0x20]
  00016e  mov     rsi,rax
  000171  mov     rax,<stash_exit>
  00017b  call    rax
  00017d  mov     rcx,[rsp]
  000185  mov     rsi,[rsp+8]
  00018d  mov     rdi,[rsp+0x10]
  000195  mov     r8,[rsp+0x18]
  00019d  mov     r9,[rsp+0x20]
  0001a5  mov     r10,[rsp+0x28]
  0001ad  add     rsp,0x30
  0001b4  jmp     0x0000000000000235
; exits
  0001b9  mov     rax,0xfffffffe
  0001c3  jmp     0x0000000000000039
  0001c8  mov     [rbp+0x50],rbx
  0001cf  mov     qword ptr [rbp+0x98],1
  0001da  mov     [rbp+0x58],r12
  0001e1  mov     qword ptr [rbp+0xa0],1
  0001ec  mov     rax,0
  0001f6  jmp     0x0000000000000039
  0001fb  add     r12,1
  000202  mov     [rbp+0x50],rbx
  000209  mov     qword ptr [rbp+0x98],1
  000214  mov     [rbp+0x58],r12
  00021b  mov     qword ptr [rbp+0xa0],1
  000226  mov     rax,1
  000230  jmp     0x0000000000000039
  000235  mov     [rbp+0x50],rbx
  00023c  mov     qword ptr [rbp+0x98],1
  000247  mov     [rbp+0x68],r12
  00024e  mov     qword ptr [rbp+0xb0],1
  000259  mov     rax,2
  000263  jmp     0x0000000000000039
  000268  mov     [rbp+0x50],rbx
  00026f  mov     qword ptr [rbp+0x98],1
  00027a  mov     [rbp+0x70],r12
  000281  mov     qword ptr [rbp+0xb8],1
  00028c  mov     rax,3
  000296  jmp     0x0000000000000039
