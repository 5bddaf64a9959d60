; T0: 477 bytes
; v0:int = input r0
  000030  cmp     qword ptr [rbp+0x58],1
  00003b  jne     0x00000000000000e4
  000041  mov     rbx,[rbp+0x30]
; v1:int = input r1
  000048  cmp     qword ptr [rbp+0x68],1
  000053  jne     0x00000000000000e4
  000059  mov     r12,[rbp+0x40]
; v2:int = input r2
  000060  cmp     qword ptr [rbp+0x70],1
  00006b  jne     0x00000000000000e4
  000071  mov     r13,[rbp+0x48]
  000078  jmp     0x0000000000000092
  00007d  mov     rbx,[rbp+0x30]
  000084  mov     r12,[rbp+0x40]
  00008b  mov     r13,[rbp+0x48]
; v3:int = sub v0, 1 => bytecode_loop/1 (0) {a=v0, r2=v2}
  000092  sub     rbx,1
  000099  jo      0x00000000000000f3
; v4:int = add v2, v1 => bytecode_loop/4 (0) {r0=v3, a=v2}
  00009f  add     r13,r12
  0000a2  jo      0x0000000000000122
; v5:int = eq v3, 0
; guard_false v5 => bytecode_loop/7 (0) {r0=v3, r2=v4, c=1}
  0000a8  test    rbx,rbx
  0000ab  je      0x000000000000014d
; guard_steps => bytecode_loop/0 (1) {r0=v3, r2=v4}
; v8:int = phi r0 v3
; v9:int = phi r2 v4
; loop (1)
  0000b1  nop
  0000b2  nop
  0000b3  nop
  0000b4  nop
  0000b5  nop
  0000b6  nop
  0000b7  nop
  0000b8  nop
  0000b9  nop
  0000ba  nop
  0000bb  nop
  0000bc  nop
  0000bd  nop
  0000be  nop
  0000bf  nop
; v11:int = sub v8, 1 => bytecode_loop/1 (0) {a=v8, r2=v9}
  0000c0  sub     rbx,1
  0000c7  jo      0x0000000000000180
; v12:int = add v9, v1 => bytecode_loop/4 (0) {r0=v11, a=v9}
  0000cd  add     r13,r12
  0000d0  jo      0x00000000000001af
; v13:int = eq v11, 0
; guard_false v13 => bytecode_loop/7 (0) {r0=v11, r2=v12, c=1}
  0000d6  test    rbx,rbx
  0000d9  jne     0x00000000000000c0
  0000df  jmp     0x00000000000001da
; guard_steps => bytecode_loop/0 (1) {r0=v11, r2=v12}
; jump (1) v8 <- v11, v9 <- v12
; exits
  0000e4  mov     rax,0xfffffffe
  0000ee  jmp     0x0000000000000016
  0000f3  add     rbx,1
  0000fa  mov     [rbp+0x38],rbx
  000101  mov     qword ptr [rbp+0x60],1
  00010c  mov     [rbp+0x48],r13
  000113  mov     rax,0
  00011d  jmp     0x0000000000000016
  000122  sub     r13,r12
  000125  mov     [rbp+0x30],rbx
  00012c  mov     [rbp+0x38],r13
  000133  mov     qword ptr [rbp+0x60],1
  00013e  mov     rax,1
  000148  jmp     0x0000000000000016
  00014d  mov     [rbp+0x30],rbx
  000154  mov     [rbp+0x48],r13
  00015b  mov     qword ptr [rbp+0x50],1
  000166  mov     qword ptr [rbp+0x78],1
  000171  mov     rax,2
  00017b  jmp     0x0000000000000016
  000180  add     rbx,1
  000187  mov     [rbp+0x38],rbx
  00018e  mov     qword ptr [rbp+0x60],1
  000199  mov     [rbp+0x48],r13
  0001a0  mov     rax,4
  0001aa  jmp     0x0000000000000016
  0001af  sub     r13,r12
  0001b2  mov     [rbp+0x30],rbx
  0001b9  mov     [rbp+0x38],r13
  0001c0  mov     qword ptr [rbp+0x60],1
  0001cb  mov     rax,5
  0001d5  jmp     0x0000000000000016
  0001da  mov     [rbp+0x30],rbx
  0001e1  mov     [rbp+0x48],r13
  0001e8  mov     qword ptr [rbp+0x50],1
  0001f3  mov     qword ptr [rbp+0x78],1
  0001fe  mov     rax,6
  000208  jmp     0x0000000000000016
