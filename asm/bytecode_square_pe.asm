; T0: 390 bytes
; v0:int = input r0
  000030  cmp     qword ptr [rbp+0x50],1
  00003b  jne     0x00000000000000dd
  000041  mov     rbx,[rbp+0x30]
; v1:int = input a
  000048  cmp     qword ptr [rbp+0x58],1
  000053  jne     0x00000000000000dd
; v2:int = input r2
  000059  cmp     qword ptr [rbp+0x60],1
  000064  jne     0x00000000000000dd
  00006a  mov     r12,[rbp+0x40]
  000071  jmp     0x0000000000000084
  000076  mov     rbx,[rbp+0x30]
  00007d  mov     r12,[rbp+0x40]
; v3:int = sub v0, 1 => bytecode_loop_2/0 (0) {r0=v0, r2=v2}
  000084  sub     rbx,1
  00008b  jo      0x00000000000000ec
; v4:int = add v2, 1000 => bytecode_loop_2/1 (0) {r0=v3, r2=v2}
  000091  add     r12,0x3e8
  000098  jo      0x0000000000000110
; v5:int = eq v3, 0
; guard_false v5 => bytecode_loop_2/2 (0) {r0=v3, r2=v4}
  00009e  test    rbx,rbx
  0000a1  je      0x0000000000000134
; guard_steps => bytecode_loop_2/0 (1) {r0=v3, r2=v4}
; v8:int = phi r0 v3
; v9:int = phi r2 v4
; loop (1) {r0=v8, r2=v9}
  0000a7  nop     [rax+rax]
; v11:int = sub v8, 1 => bytecode_loop_2/0 (0) {r0=v8, r2=v9}
  0000b0  sub     rbx,1
  0000b7  jo      0x0000000000000151
; v12:int = add v9, 1000 => bytecode_loop_2/1 (0) {r0=v11, r2=v9}
  0000bd  add     r12,0x3e8
  0000c4  jo      0x0000000000000175
; v13:int = eq v11, 0
; guard_false v13 => bytecode_loop_2/2 (0) {r0=v11, r2=v12}
  0000ca  test    rbx,rbx
  0000cd  jne     0x00000000000000b0
  0000d3  jmp     0x0000000000000199
; guard_steps => bytecode_loop_2/0 (1) {r0=v11, r2=v12}
; jump (1) v8 <- v11, v9 <- v12
; body entry
  0000d8  jmp     0x00000000000000b0
; exits
  0000dd  mov     rax,0xfffffffe
  0000e7  jmp     0x0000000000000016
  0000ec  add     rbx,1
  0000f3  mov     [rbp+0x30],rbx
  0000fa  mov     [rbp+0x40],r12
  000101  mov     rax,0
  00010b  jmp     0x0000000000000016
  000110  sub     r12,0x3e8
  000117  mov     [rbp+0x30],rbx
  00011e  mov     [rbp+0x40],r12
  000125  mov     rax,1
  00012f  jmp     0x0000000000000016
  000134  mov     [rbp+0x30],rbx
  00013b  mov     [rbp+0x40],r12
  000142  mov     rax,2
  00014c  jmp     0x0000000000000016
  000151  add     rbx,1
  000158  mov     [rbp+0x30],rbx
  00015f  mov     [rbp+0x40],r12
  000166  mov     rax,4
  000170  jmp     0x0000000000000016
  000175  sub     r12,0x3e8
  00017c  mov     [rbp+0x30],rbx
  000183  mov     [rbp+0x40],r12
  00018a  mov     rax,5
  000194  jmp     0x0000000000000016
  000199  mov     [rbp+0x30],rbx
  0001a0  mov     [rbp+0x40],r12
  0001a7  mov     rax,6
  0001b1  jmp     0x0000000000000016
