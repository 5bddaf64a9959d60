; T0: 394 bytes
; v0:int = input r0
  000030  cmp     qword ptr [rbp+0x50],1
  00003b  jne     0x00000000000000e9
  000041  mov     rbx,[rbp+0x30]
; v1:int = input a
  000048  cmp     qword ptr [rbp+0x58],1
  000053  jne     0x00000000000000e9
  000059  mov     r12,[rbp+0x38]
; v2:int = input r2
  000060  cmp     qword ptr [rbp+0x60],1
  00006b  jne     0x00000000000000e9
  000071  mov     r13,[rbp+0x40]
  000078  jmp     0x0000000000000092
  00007d  mov     rbx,[rbp+0x30]
  000084  mov     r12,[rbp+0x38]
  00008b  mov     r13,[rbp+0x40]
; v3:int = sub v0, 1 => bytecode_loop_2/0 (0) {r0=v0, r2=v2}
  000092  sub     rbx,1
  000099  jo      0x00000000000000f8
; v4:int = add v2, v1 => bytecode_loop_2/1 (0) {r0=v3, r2=v2}
  00009f  add     r13,r12
  0000a2  jo      0x000000000000011c
; v5:int = eq v3, 0
; guard_false v5 => bytecode_loop_2/2 (0) {r0=v3, r2=v4}
  0000a8  test    rbx,rbx
  0000ab  je      0x000000000000013c
; guard_steps => bytecode_loop_2/0 (1) {r0=v3, r2=v4}
; v8:int = phi r0 v3
; v9:int = phi r2 v4
; loop (1) {r0=v8, r2=v9}
  0000b1  nop     [rax+rax]
  0000ba  nop     [rax+rax]
; v11:int = sub v8, 1 => bytecode_loop_2/0 (0) {r0=v8, r2=v9}
  0000c0  sub     rbx,1
  0000c7  jo      0x0000000000000159
; v12:int = add v9, v1 => bytecode_loop_2/1 (0) {r0=v11, r2=v9}
  0000cd  add     r13,r12
  0000d0  jo      0x000000000000017d
; v13:int = eq v11, 0
; guard_false v13 => bytecode_loop_2/2 (0) {r0=v11, r2=v12}
  0000d6  test    rbx,rbx
  0000d9  jne     0x00000000000000c0
  0000df  jmp     0x000000000000019d
; guard_steps => bytecode_loop_2/0 (1) {r0=v11, r2=v12}
; jump (1) v8 <- v11, v9 <- v12
; body entry
  0000e4  jmp     0x00000000000000c0
; exits
  0000e9  mov     rax,0xfffffffe
  0000f3  jmp     0x0000000000000016
  0000f8  add     rbx,1
  0000ff  mov     [rbp+0x30],rbx
  000106  mov     [rbp+0x40],r13
  00010d  mov     rax,0
  000117  jmp     0x0000000000000016
  00011c  sub     r13,r12
  00011f  mov     [rbp+0x30],rbx
  000126  mov     [rbp+0x40],r13
  00012d  mov     rax,1
  000137  jmp     0x0000000000000016
  00013c  mov     [rbp+0x30],rbx
  000143  mov     [rbp+0x40],r13
  00014a  mov     rax,2
  000154  jmp     0x0000000000000016
  000159  add     rbx,1
  000160  mov     [rbp+0x30],rbx
  000167  mov     [rbp+0x40],r13
  00016e  mov     rax,4
  000178  jmp     0x0000000000000016
  00017d  sub     r13,r12
  000180  mov     [rbp+0x30],rbx
  000187  mov     [rbp+0x40],r13
  00018e  mov     rax,5
  000198  jmp     0x0000000000000016
  00019d  mov     [rbp+0x30],rbx
  0001a4  mov     [rbp+0x40],r13
  0001ab  mov     rax,6
  0001b5  jmp     0x0000000000000016
