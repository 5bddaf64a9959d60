; T0: 525 bytes
; v0:int = input r0
  000028  cmp     qword ptr [rbp+0x50],1
  000033  jne     0x00000000000000b4
  000039  mov     rbx,[rbp+0x28]
; v1:int = input r1
  000040  cmp     qword ptr [rbp+0x60],1
  00004b  jne     0x00000000000000b4
  000051  mov     r12,[rbp+0x38]
; v2:int = input r2
  000058  cmp     qword ptr [rbp+0x68],1
  000063  jne     0x00000000000000b4
  000069  mov     r13,[rbp+0x40]
; v3:int = sub v0, 1 => bytecode_loop/1 (0) {a=v0, r2=v2}
  000070  sub     rbx,1
  000077  jo      0x00000000000000c3
; v4:int = add v2, v1 => bytecode_loop/4 (0) {r0=v3, a=v2}
  00007d  add     r13,r12
  000080  jo      0x00000000000000fd
; v5:int = eq v3, 0
; guard_false v5 => bytecode_loop/7 (0) {r0=v3, r2=v4, c=1}
  000086  test    rbx,rbx
  000089  je      0x0000000000000133
; guard_steps => bytecode_loop/0 (1) {r0=v3, r2=v4}
; v8:int = phi r0 v3
; v9:int = phi r2 v4
; loop (1)
  00008f  nop
; v11:int = sub v8, 1 => bytecode_loop/1 (0) {a=v8, r2=v9}
  000090  sub     rbx,1
  000097  jo      0x000000000000017c
; v12:int = add v9, v1 => bytecode_loop/4 (0) {r0=v11, a=v9}
  00009d  add     r13,r12
  0000a0  jo      0x00000000000001b6
; v13:int = eq v11, 0
; guard_false v13 => bytecode_loop/7 (0) {r0=v11, r2=v12, c=1}
  0000a6  test    rbx,rbx
  0000a9  jne     0x0000000000000090
  0000af  jmp     0x00000000000001ec
; guard_steps => bytecode_loop/0 (1) {r0=v11, r2=v12}
; jump (1) v8 <- v11, v9 <- v12
; exits
  0000b4  mov     rax,0xfffffffe
  0000be  jmp     0x0000000000000016
  0000c3  add     rbx,1
  0000ca  mov     [rbp+0x30],rbx
  0000d1  mov     qword ptr [rbp+0x58],1
  0000dc  mov     [rbp+0x40],r13
  0000e3  mov     qword ptr [rbp+0x68],1
  0000ee  mov     rax,0
  0000f8  jmp     0x0000000000000016
  0000fd  sub     r13,r12
  000100  mov     [rbp+0x28],rbx
  000107  mov     qword ptr [rbp+0x50],1
  000112  mov     [rbp+0x30],r13
  000119  mov     qword ptr [rbp+0x58],1
  000124  mov     rax,1
  00012e  jmp     0x0000000000000016
  000133  mov     [rbp+0x28],rbx
  00013a  mov     qword ptr [rbp+0x50],1
  000145  mov     [rbp+0x40],r13
  00014c  mov     qword ptr [rbp+0x68],1
  000157  mov     qword ptr [rbp+0x48],1
  000162  mov     qword ptr [rbp+0x70],1
  00016d  mov     rax,2
  000177  jmp     0x0000000000000016
  00017c  add     rbx,1
  000183  mov     [rbp+0x30],rbx
  00018a  mov     qword ptr [rbp+0x58],1
  000195  mov     [rbp+0x40],r13
  00019c  mov     qword ptr [rbp+0x68],1
  0001a7  mov     rax,4
  0001b1  jmp     0x0000000000000016
  0001b6  sub     r13,r12
  0001b9  mov     [rbp+0x28],rbx
  0001c0  mov     qword ptr [rbp+0x50],1
  0001cb  mov     [rbp+0x30],r13
  0001d2  mov     qword ptr [rbp+0x58],1
  0001dd  mov     rax,5
  0001e7  jmp     0x0000000000000016
  0001ec  mov     [rbp+0x28],rbx
  0001f3  mov     qword ptr [rbp+0x50],1
  0001fe  mov     [rbp+0x40],r13
  000205  mov     qword ptr [rbp+0x68],1
  000210  mov     qword ptr [rbp+0x48],1
  00021b  mov     qword ptr [rbp+0x70],1
  000226  mov     rax,6
  000230  jmp     0x0000000000000016
