; T0: 389 bytes
; v0:int = input r0
  000030  cmp     qword ptr [rbp+0x50],1
  00003b  jne     0x00000000000000e4
  000041  mov     rbx,[rbp+0x30]
; v1:int = input a
  000048  cmp     qword ptr [rbp+0x58],1
  000053  jne     0x00000000000000e4
  000059  mov     r12,[rbp+0x38]
; v2:int = input r2
  000060  cmp     qword ptr [rbp+0x60],1
  00006b  jne     0x00000000000000e4
  000071  mov     r13,[rbp+0x40]
  000078  jmp     0x0000000000000092
  00007d  mov     rbx,[rbp+0x30]
  000084  mov     r12,[rbp+0x38]
  00008b  mov     r13,[rbp+0x40]
; v3:int = sub v0, 1 => bytecode_loop_2/0 (0) {r0=v0, r2=v2}
  000092  sub     rbx,1
  000099  jo      0x00000000000000f3
; v4:int = add v2, v1 => bytecode_loop_2/1 (0) {r0=v3, r2=v2}
  00009f  add     r13,r12
  0000a2  jo      0x0000000000000117
; v5:int = eq v3, 0
; guard_false v5 => bytecode_loop_2/2 (0) {r0=v3, r2=v4}
  0000a8  test    rbx,rbx
  0000ab  je      0x0000000000000137
; guard_steps => bytecode_loop_2/0 (1) {r0=v3, r2=v4}
; v8:int = phi r0 v3
; v9:int = phi r2 v4
; loop (1)
  0000b1  nop     [rax+rax]
  0000ba  nop     [rax+rax]
; v11:int = sub v8, 1 => bytecode_loop_2/0 (0) {r0=v8, r2=v9}
  0000c0  sub     rbx,1
  0000c7  jo      0x0000000000000154
; v12:int = add v9, v1 => bytecode_loop_2/1 (0) {r0=v11, r2=v9}
  0000cd  add     r13,r12
  0000d0  jo      0x0000000000000178
; v13:int = eq v11, 0
; guard_false v13 => bytecode_loop_2/2 (0) {r0=v11, r2=v12}
  0000d6  test    rbx,rbx
  0000d9  jne     0x00000000000000c0
  0000df  jmp     0x0000000000000198
; guard_steps => bytecode_loop_2/0 (1) {r0=v11, r2=v12}
; jump (1) v8 <- v11, v9 <- v12
; exits
  0000e4  mov     rax,0xfffffffe
  0000ee  jmp     0x0000000000000016
  0000f3  add     rbx,1
  0000fa  mov     [rbp+0x30],rbx
  000101  mov     [rbp+0x40],r13
  000108  mov     rax,0
  000112  jmp     0x0000000000000016
  000117  sub     r13,r12
  00011a  mov     [rbp+0x30],rbx
  000121  mov     [rbp+0x40],r13
  000128  mov     rax,1
  000132  jmp     0x0000000000000016
  000137  mov     [rbp+0x30],rbx
  00013e  mov     [rbp+0x40],r13
  000145  mov     rax,2
  00014f  jmp     0x0000000000000016
  000154  add     rbx,1
  00015b  mov     [rbp+0x30],rbx
  000162  mov     [rbp+0x40],r13
  000169  mov     rax,4
  000173  jmp     0x0000000000000016
  000178  sub     r13,r12
  00017b  mov     [rbp+0x30],rbx
  000182  mov     [rbp+0x40],r13
  000189  mov     rax,5
  000193  jmp     0x0000000000000016
  000198  mov     [rbp+0x30],rbx
  00019f  mov     [rbp+0x40],r13
  0001a6  mov     rax,6
  0001b0  jmp     0x0000000000000016
