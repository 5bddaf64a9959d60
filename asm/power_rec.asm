; T0: 652 bytes
; v0:int = input x
  000080  cmp     qword ptr [rbp+0xf8],1
  00008b  jne     0x00000000000001da
  000091  mov     rbx,[rbp+0x68]
; v1:int = input y
  000098  cmp     qword ptr [rbp+0x100],1
  0000a3  jne     0x00000000000001da
  0000a9  mov     r12,[rbp+0x70]
  0000b0  jmp     0x00000000000000cf
  0000b5  mov     rbx,[rbp+0x68]
  0000bc  mov     r12,[rbp+0x70]
  0000c3  jmp     0x00000000000000cf
  0000c8  sub     rsp,0x88
; v2:int = within v1, 2
; guard_false v2 => power/0 (0) {x=v0, y=v1}
  0000cf  cmp     r12,2
  0000d6  jb      0x00000000000001e9
; v4:int = le -9223372036854775806, v1
; guard_true v4 => power.rec/0 (1) {x=v0, y=v1}
  0000dc  mov     r11,0x8000000000000002
  0000e6  cmp     r11,r12
  0000e9  jg      0x000000000000021c
; v6:int = add_nov v1, -2
  0000ef  add     r12,0xfffffffffffffffe
; v7:int = call_proc power v0, v6, 0 => power.rec/1 (3) {x=v0, y1=v6, caller.x=v0} [recursive call power -> r @power@21]
  0000f6  lea     r11,[rsp-0x40a0]
  0000fe  cmp     r11,[rbp+0x30]
  000105  jb      0x000000000000024f
  00010b  push    rbx
  00010d  push    r12
  00010f  call    0x00000000000000c8
  000114  pop     r12
  000116  pop     rbx
  000118  jb      0x0000000000000151
  00011e  mov     r12,rdx
; v8:int = mul v0, v7 => power@21/0 (5) {x=v0, r=v7, caller.x=v0} [recursive call power -> r @power@21]
  000121  mov     r11,rbx
  000124  imul    r11,r12
  000128  jo      0x0000000000000294
  00012e  mov     r12,r11
; v9:int = mul v0, v8 => power@21/0 (6) {x=v0, r=v8}
  000131  mov     r11,rbx
  000134  imul    r11,r12
  000138  jo      0x00000000000002d9
  00013e  mov     rbx,r11
; return v9 => power@21/1 (7) {p=v9}
  000141  mov     rdx,rbx
  000144  mov     ecx,5
  000149  add     rsp,0x88
  000150  ret
  000151  sub     rsp,0x30
  000158  mov     [rsp],rcx
  000160  mov     [rsp+8],rsi
  000168  mov     [rsp+0x10],rdi
  000170  mov     [rsp+0x18],r8
  000178  mov     [rsp+0x20],r9
  000180  mov     [rsp+0x28],r10
  000188  mov     rdi,[rbp+0x20]
  00018f  mov     rsi,rax
  000192  mov     rax,<stash_exit>
  00019c  call    rax
  00019e  mov     rcx,[rsp]
  0001a6  mov     rsi,[rsp+8]
  0001ae  mov     rdi,[rsp+0x10]
  0001b6  mov     r8,[rsp+0x18]
  0001be  mov     r9,[rsp+0x20]
  0001c6  mov     r10,[rsp+0x28]
  0001ce  add     rsp,0x30
  0001d5  jmp     0x000000000000024f
; exits
  0001da  mov     rax,0xfffffffe
  0001e4  jmp     0x0000000000000039
  0001e9  mov     [rbp+0x68],rbx
  0001f0  mov     qword ptr [rbp+0xf8],1
  0001fb  mov     [rbp+0x70],r12
  000202  mov     qword ptr [rbp+0x100],1
  00020d  mov     rax,0
  000217  jmp     0x0000000000000039
  00021c  mov     [rbp+0x68],rbx
  000223  mov     qword ptr [rbp+0xf8],1
  00022e  mov     [rbp+0x70],r12
  000235  mov     qword ptr [rbp+0x100],1
  000240  mov     rax,1
  00024a  jmp     0x0000000000000039
  00024f  mov     [rbp+0x68],rbx
  000256  mov     qword ptr [rbp+0xf8],1
  000261  mov     [rbp+0x80],r12
  000268  mov     qword ptr [rbp+0x110],1
  000273  mov     [rbp+0xb0],rbx
  00027a  mov     qword ptr [rbp+0x140],1
  000285  mov     rax,2
  00028f  jmp     0x0000000000000039
  000294  mov     [rbp+0x68],rbx
  00029b  mov     qword ptr [rbp+0xf8],1
  0002a6  mov     [rbp+0x88],r12
  0002ad  mov     qword ptr [rbp+0x118],1
  0002b8  mov     [rbp+0xb0],rbx
  0002bf  mov     qword ptr [rbp+0x140],1
  0002ca  mov     rax,3
  0002d4  jmp     0x0000000000000039
  0002d9  mov     [rbp+0x68],rbx
  0002e0  mov     qword ptr [rbp+0xf8],1
  0002eb  mov     [rbp+0x88],r12
  0002f2  mov     qword ptr [rbp+0x118],1
  0002fd  mov     rax,4
  000307  jmp     0x0000000000000039
