; T0: 533 bytes
; v0:int = input r0
  000030  cmp     qword ptr [rbp+0x50],1
  00003b  jne     0x00000000000000c4
  000041  mov     rbx,[rbp+0x28]
; v1:int = input r1
  000048  cmp     qword ptr [rbp+0x60],1
  000053  jne     0x00000000000000c4
  000059  mov     r12,[rbp+0x38]
; v2:int = input r2
  000060  cmp     qword ptr [rbp+0x68],1
  00006b  jne     0x00000000000000c4
  000071  mov     r13,[rbp+0x40]
; v3:int = sub v0, 1 => bytecode_loop/1 (0) {a=v0, r2=v2}
  000078  sub     rbx,1
  00007f  jo      0x00000000000000d3
; v4:int = add v2, v1 => bytecode_loop/4 (0) {r0=v3, a=v2}
  000085  add     r13,r12
  000088  jo      0x000000000000010d
; v5:int = eq v3, 0
; guard_false v5 => bytecode_loop/7 (0) {r0=v3, r2=v4, c=1}
  00008e  test    rbx,rbx
  000091  je      0x0000000000000143
; guard_steps => bytecode_loop/0 (1) {r0=v3, r2=v4}
; v8:int = phi r0 v3
; v9:int = phi r2 v4
; loop (1)
  000097  nop
  000098  nop
  000099  nop
  00009a  nop
  00009b  nop
  00009c  nop
  00009d  nop
  00009e  nop
  00009f  nop
; v11:int = sub v8, 1 => bytecode_loop/1 (0) {a=v8, r2=v9}
  0000a0  sub     rbx,1
  0000a7  jo      0x000000000000018c
; v12:int = add v9, v1 => bytecode_loop/4 (0) {r0=v11, a=v9}
  0000ad  add     r13,r12
  0000b0  jo      0x00000000000001c6
; v13:int = eq v11, 0
; guard_false v13 => bytecode_loop/7 (0) {r0=v11, r2=v12, c=1}
  0000b6  test    rbx,rbx
  0000b9  jne     0x00000000000000a0
  0000bf  jmp     0x00000000000001fc
; guard_steps => bytecode_loop/0 (1) {r0=v11, r2=v12}
; jump (1) v8 <- v11, v9 <- v12
; exits
  0000c4  mov     rax,0xfffffffe
  0000ce  jmp     0x0000000000000016
  0000d3  add     rbx,1
  0000da  mov     [rbp+0x30],rbx
  0000e1  mov     qword ptr [rbp+0x58],1
  0000ec  mov     [rbp+0x40],r13
  0000f3  mov     qword ptr [rbp+0x68],1
  0000fe  mov     rax,0
  000108  jmp     0x0000000000000016
  00010d  sub     r13,r12
  000110  mov     [rbp+0x28],rbx
  000117  mov     qword ptr [rbp+0x50],1
  000122  mov     [rbp+0x30],r13
  000129  mov     qword ptr [rbp+0x58],1
  000134  mov     rax,1
  00013e  jmp     0x0000000000000016
  000143  mov     [rbp+0x28],rbx
  00014a  mov     qword ptr [rbp+0x50],1
  000155  mov     [rbp+0x40],r13
  00015c  mov     qword ptr [rbp+0x68],1
  000167  mov     qword ptr [rbp+0x48],1
  000172  mov     qword ptr [rbp+0x70],1
  00017d  mov     rax,2
  000187  jmp     0x0000000000000016
  00018c  add     rbx,1
  000193  mov     [rbp+0x30],rbx
  00019a  mov     qword ptr [rbp+0x58],1
  0001a5  mov     [rbp+0x40],r13
  0001ac  mov     qword ptr [rbp+0x68],1
  0001b7  mov     rax,4
  0001c1  jmp     0x0000000000000016
  0001c6  sub     r13,r12
  0001c9  mov     [rbp+0x28],rbx
  0001d0  mov     qword ptr [rbp+0x50],1
  0001db  mov     [rbp+0x30],r13
  0001e2  mov     qword ptr [rbp+0x58],1
  0001ed  mov     rax,5
  0001f7  jmp     0x0000000000000016
  0001fc  mov     [rbp+0x28],rbx
  000203  mov     qword ptr [rbp+0x50],1
  00020e  mov     [rbp+0x40],r13
  000215  mov     qword ptr [rbp+0x68],1
  000220  mov     qword ptr [rbp+0x48],1
  00022b  mov     qword ptr [rbp+0x70],1
  000236  mov     rax,6
  000240  jmp     0x0000000000000016
