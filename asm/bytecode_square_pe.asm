; T0: 390 bytes
; v0:int = input r0
  000080  cmp     qword ptr [rbp+0x80],1
  00008b  jne     0x000000000000012d
  000091  mov     rbx,[rbp+0x40]
; v1:int = input a
  000098  cmp     qword ptr [rbp+0x88],1
  0000a3  jne     0x000000000000012d
; v2:int = input r2
  0000a9  cmp     qword ptr [rbp+0x90],1
  0000b4  jne     0x000000000000012d
  0000ba  mov     r12,[rbp+0x50]
  0000c1  jmp     0x00000000000000d4
  0000c6  mov     rbx,[rbp+0x40]
  0000cd  mov     r12,[rbp+0x50]
; v3:int = sub v0, 1 => bytecode_loop_2/0 (0) {r0=v0, r2=v2}
  0000d4  sub     rbx,1
  0000db  jo      0x000000000000013c
; v4:int = add v2, 1000 => bytecode_loop_2/1 (0) {r0=v3, r2=v2}
  0000e1  add     r12,0x3e8
  0000e8  jo      0x0000000000000160
; v5:int = eq v3, 0
; guard_false v5 => bytecode_loop_2/2 (0) {r0=v3, r2=v4}
  0000ee  test    rbx,rbx
  0000f1  je      0x0000000000000184
; guard_steps => bytecode_loop_2/0 (1) {r0=v3, r2=v4}
; v8:int = phi r0 v3
; v9:int = phi r2 v4
; loop (1) {r0=v8, r2=v9}
  0000f7  nop     [rax+rax]
; v11:int = sub v8, 1 => bytecode_loop_2/0 (0) {r0=v8, r2=v9}
  000100  sub     rbx,1
  000107  jo      0x00000000000001a1
; v12:int = add v9, 1000 => bytecode_loop_2/1 (0) {r0=v11, r2=v9}
  00010d  add     r12,0x3e8
  000114  jo      0x00000000000001c5
; v13:int = eq v11, 0
; guard_false v13 => bytecode_loop_2/2 (0) {r0=v11, r2=v12}
  00011a  test    rbx,rbx
  00011d  jne     0x0000000000000100
  000123  jmp     0x00000000000001e9
; guard_steps => bytecode_loop_2/0 (1) {r0=v11, r2=v12}
; jump (1) v8 <- v11, v9 <- v12
; body entry
  000128  jmp     0x0000000000000100
; exits
  00012d  mov     rax,0xfffffffe
  000137  jmp     0x0000000000000027
  00013c  add     rbx,1
  000143  mov     [rbp+0x40],rbx
  00014a  mov     [rbp+0x50],r12
  000151  mov     rax,0
  00015b  jmp     0x0000000000000027
  000160  sub     r12,0x3e8
  000167  mov     [rbp+0x40],rbx
  00016e  mov     [rbp+0x50],r12
  000175  mov     rax,1
  00017f  jmp     0x0000000000000027
  000184  mov     [rbp+0x40],rbx
  00018b  mov     [rbp+0x50],r12
  000192  mov     rax,2
  00019c  jmp     0x0000000000000027
  0001a1  add     rbx,1
  0001a8  mov     [rbp+0x40],rbx
  0001af  mov     [rbp+0x50],r12
  0001b6  mov     rax,4
  0001c0  jmp     0x0000000000000027
  0001c5  sub     r12,0x3e8
  0001cc  mov     [rbp+0x40],rbx
  0001d3  mov     [rbp+0x50],r12
  0001da  mov     rax,5
  0001e4  jmp     0x0000000000000027
  0001e9  mov     [rbp+0x40],rbx
  0001f0  mov     [rbp+0x50],r12
  0001f7  mov     rax,6
  000201  jmp     0x0000000000000027
