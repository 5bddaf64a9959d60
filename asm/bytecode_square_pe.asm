; T0: 413 bytes
; v0:int = input r0
  000030  cmp     qword ptr [rbp+0x50],1
  00003b  jne     0x00000000000000fc
  000041  mov     rbx,[rbp+0x30]
; v1:int = input a
  000048  cmp     qword ptr [rbp+0x58],1
  000053  jne     0x00000000000000fc
  000059  mov     r12,[rbp+0x38]
; v2:int = input r2
  000060  cmp     qword ptr [rbp+0x60],1
  00006b  jne     0x00000000000000fc
  000071  mov     r13,[rbp+0x40]
  000078  jmp     0x0000000000000092
  00007d  mov     rbx,[rbp+0x30]
  000084  mov     r12,[rbp+0x38]
  00008b  mov     r13,[rbp+0x40]
; v3:int = sub v0, 1 => bytecode_loop_2/0 (0) {r0=v0, r2=v2}
  000092  sub     rbx,1
  000099  jo      0x000000000000010b
; v4:int = add v2, v1 => bytecode_loop_2/1 (0) {r0=v3, r2=v2}
  00009f  add     r13,r12
  0000a2  jo      0x000000000000012f
; v5:int = eq v3, 0
; guard_false v5 => bytecode_loop_2/2 (0) {r0=v3, r2=v4}
  0000a8  test    rbx,rbx
  0000ab  je      0x000000000000014f
; guard_steps => bytecode_loop_2/0 (1) {r0=v3, r2=v4}
; v8:int = phi r0 v3
; v9:int = phi r2 v4
; loop (1) {r0=v8, r2=v9}
  0000b1  nop     [rax+rax]
  0000ba  nop     [rax+rax]
; v11:int = sub v8, 1 => bytecode_loop_2/0 (0) {r0=v8, r2=v9}
  0000c0  sub     rbx,1
  0000c7  jo      0x000000000000016c
; v12:int = add v9, v1 => bytecode_loop_2/1 (0) {r0=v11, r2=v9}
  0000cd  add     r13,r12
  0000d0  jo      0x0000000000000190
; v13:int = eq v11, 0
; guard_false v13 => bytecode_loop_2/2 (0) {r0=v11, r2=v12}
  0000d6  test    rbx,rbx
  0000d9  jne     0x00000000000000c0
  0000df  jmp     0x00000000000001b0
; guard_steps => bytecode_loop_2/0 (1) {r0=v11, r2=v12}
; jump (1) v8 <- v11, v9 <- v12
; body entry: checks what the body requires
  0000e4  mov     rax,0x7ffffffffffffffe
  0000ee  cmp     rbx,rax
  0000f1  jg      0x000000000000007d
; body entry
  0000f7  jmp     0x00000000000000c0
; exits
  0000fc  mov     rax,0xfffffffe
  000106  jmp     0x0000000000000016
  00010b  add     rbx,1
  000112  mov     [rbp+0x30],rbx
  000119  mov     [rbp+0x40],r13
  000120  mov     rax,0
  00012a  jmp     0x0000000000000016
  00012f  sub     r13,r12
  000132  mov     [rbp+0x30],rbx
  000139  mov     [rbp+0x40],r13
  000140  mov     rax,1
  00014a  jmp     0x0000000000000016
  00014f  mov     [rbp+0x30],rbx
  000156  mov     [rbp+0x40],r13
  00015d  mov     rax,2
  000167  jmp     0x0000000000000016
  00016c  add     rbx,1
  000173  mov     [rbp+0x30],rbx
  00017a  mov     [rbp+0x40],r13
  000181  mov     rax,4
  00018b  jmp     0x0000000000000016
  000190  sub     r13,r12
  000193  mov     [rbp+0x30],rbx
  00019a  mov     [rbp+0x40],r13
  0001a1  mov     rax,5
  0001ab  jmp     0x0000000000000016
  0001b0  mov     [rbp+0x30],rbx
  0001b7  mov     [rbp+0x40],r13
  0001be  mov     rax,6
  0001c8  jmp     0x0000000000000016
