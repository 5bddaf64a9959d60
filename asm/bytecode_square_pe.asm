; T0: 576 bytes
; v0:int = input r0
  000028  cmp     qword ptr [rbp+0x38],1
  000033  jne     0x00000000000000e7
  000039  mov     rbx,[rbp+0x10]
; v1:int = input r1
  000040  cmp     qword ptr [rbp+0x48],1
  00004b  jne     0x00000000000000e7
  000051  mov     r12,[rbp+0x20]
; v2:int = input r2
  000058  cmp     qword ptr [rbp+0x50],1
  000063  jne     0x00000000000000e7
  000069  mov     r13,[rbp+0x28]
; v3:int = sub v0, 1 => bytecode_loop/1 (0) {a=v0, r2=v2}
  000070  sub     rbx,1
  000077  jo      0x00000000000000f6
; v4:int = add v2, v1 => bytecode_loop/4 (0) {r0=v3, a=v2}
  00007d  add     r13,r12
  000080  jo      0x0000000000000130
; v5:int = eq v3, 0
; guard_false v5 => bytecode_loop/7 (0) {r0=v3, r2=v4, c=1}
  000086  test    rbx,rbx
  000089  je      0x0000000000000166
; guard_steps => bytecode_loop/0 (1) {r0=v3, r2=v4}
; v8:int = phi r0 v3
; v9:int = phi r2 v4
; loop (1)
  00008f  nop
; v11:int = sub v8, 1 => bytecode_loop/1 (0) {a=v8, r2=v9}
  000090  sub     rbx,1
  000097  jo      0x00000000000001af
; v12:int = add v9, v1 => bytecode_loop/4 (0) {r0=v11, a=v9}
  00009d  add     r13,r12
  0000a0  jo      0x00000000000001e9
; v13:int = eq v11, 0
; guard_false v13 => bytecode_loop/7 (0) {r0=v11, r2=v12, c=1}
  0000a6  test    rbx,rbx
  0000a9  jne     0x0000000000000090
  0000af  jmp     0x000000000000021f
; guard_steps => bytecode_loop/0 (1) {r0=v11, r2=v12}
; jump (1) v8 <- v11, v9 <- v12
; exits
  0000b4  mov     [rbp+0x10],rbx
  0000bb  mov     qword ptr [rbp+0x38],1
  0000c6  mov     [rbp+0x28],r13
  0000cd  mov     qword ptr [rbp+0x50],1
  0000d8  mov     rax,0xfffffffe
  0000e2  jmp     0x0000000000000016
  0000e7  mov     rax,0xffffffff
  0000f1  jmp     0x0000000000000016
  0000f6  add     rbx,1
  0000fd  mov     [rbp+0x18],rbx
  000104  mov     qword ptr [rbp+0x40],1
  00010f  mov     [rbp+0x28],r13
  000116  mov     qword ptr [rbp+0x50],1
  000121  mov     rax,0
  00012b  jmp     0x0000000000000016
  000130  sub     r13,r12
  000133  mov     [rbp+0x10],rbx
  00013a  mov     qword ptr [rbp+0x38],1
  000145  mov     [rbp+0x18],r13
  00014c  mov     qword ptr [rbp+0x40],1
  000157  mov     rax,1
  000161  jmp     0x0000000000000016
  000166  mov     [rbp+0x10],rbx
  00016d  mov     qword ptr [rbp+0x38],1
  000178  mov     [rbp+0x28],r13
  00017f  mov     qword ptr [rbp+0x50],1
  00018a  mov     qword ptr [rbp+0x30],1
  000195  mov     qword ptr [rbp+0x58],1
  0001a0  mov     rax,2
  0001aa  jmp     0x0000000000000016
  0001af  add     rbx,1
  0001b6  mov     [rbp+0x18],rbx
  0001bd  mov     qword ptr [rbp+0x40],1
  0001c8  mov     [rbp+0x28],r13
  0001cf  mov     qword ptr [rbp+0x50],1
  0001da  mov     rax,4
  0001e4  jmp     0x0000000000000016
  0001e9  sub     r13,r12
  0001ec  mov     [rbp+0x10],rbx
  0001f3  mov     qword ptr [rbp+0x38],1
  0001fe  mov     [rbp+0x18],r13
  000205  mov     qword ptr [rbp+0x40],1
  000210  mov     rax,5
  00021a  jmp     0x0000000000000016
  00021f  mov     [rbp+0x10],rbx
  000226  mov     qword ptr [rbp+0x38],1
  000231  mov     [rbp+0x28],r13
  000238  mov     qword ptr [rbp+0x50],1
  000243  mov     qword ptr [rbp+0x30],1
  00024e  mov     qword ptr [rbp+0x58],1
  000259  mov     rax,6
  000263  jmp     0x0000000000000016
