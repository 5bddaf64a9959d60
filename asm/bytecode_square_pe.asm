; T0: 581 bytes
  000030  mov     qword ptr [rbp+0x18],0
  00003b  mov     rbx,[rbp+0x30]
  000042  mov     r12,[rbp+0x40]
  000049  mov     r13,[rbp+0x48]
  000050  jmp     0x00000000000000a8
  000055  mov     qword ptr [rbp+0x18],0
; v0:int = input r0
  000060  cmp     qword ptr [rbp+0x58],1
  00006b  jne     0x00000000000000f4
  000071  mov     rbx,[rbp+0x30]
; v1:int = input r1
  000078  cmp     qword ptr [rbp+0x68],1
  000083  jne     0x00000000000000f4
  000089  mov     r12,[rbp+0x40]
; v2:int = input r2
  000090  cmp     qword ptr [rbp+0x70],1
  00009b  jne     0x00000000000000f4
  0000a1  mov     r13,[rbp+0x48]
; v3:int = sub v0, 1 => bytecode_loop/1 (0) {a=v0, r2=v2}
  0000a8  sub     rbx,1
  0000af  jo      0x0000000000000103
; v4:int = add v2, v1 => bytecode_loop/4 (0) {r0=v3, a=v2}
  0000b5  add     r13,r12
  0000b8  jo      0x000000000000013d
; v5:int = eq v3, 0
; guard_false v5 => bytecode_loop/7 (0) {r0=v3, r2=v4, c=1}
  0000be  test    rbx,rbx
  0000c1  je      0x0000000000000173
; guard_steps => bytecode_loop/0 (1) {r0=v3, r2=v4}
; v8:int = phi r0 v3
; v9:int = phi r2 v4
; loop (1)
  0000c7  nop
  0000c8  nop
  0000c9  nop
  0000ca  nop
  0000cb  nop
  0000cc  nop
  0000cd  nop
  0000ce  nop
  0000cf  nop
; v11:int = sub v8, 1 => bytecode_loop/1 (0) {a=v8, r2=v9}
  0000d0  sub     rbx,1
  0000d7  jo      0x00000000000001bc
; v12:int = add v9, v1 => bytecode_loop/4 (0) {r0=v11, a=v9}
  0000dd  add     r13,r12
  0000e0  jo      0x00000000000001f6
; v13:int = eq v11, 0
; guard_false v13 => bytecode_loop/7 (0) {r0=v11, r2=v12, c=1}
  0000e6  test    rbx,rbx
  0000e9  jne     0x00000000000000d0
  0000ef  jmp     0x000000000000022c
; guard_steps => bytecode_loop/0 (1) {r0=v11, r2=v12}
; jump (1) v8 <- v11, v9 <- v12
; exits
  0000f4  mov     rax,0xfffffffe
  0000fe  jmp     0x0000000000000016
  000103  add     rbx,1
  00010a  mov     [rbp+0x38],rbx
  000111  mov     qword ptr [rbp+0x60],1
  00011c  mov     [rbp+0x48],r13
  000123  mov     qword ptr [rbp+0x70],1
  00012e  mov     rax,0
  000138  jmp     0x0000000000000016
  00013d  sub     r13,r12
  000140  mov     [rbp+0x30],rbx
  000147  mov     qword ptr [rbp+0x58],1
  000152  mov     [rbp+0x38],r13
  000159  mov     qword ptr [rbp+0x60],1
  000164  mov     rax,1
  00016e  jmp     0x0000000000000016
  000173  mov     [rbp+0x30],rbx
  00017a  mov     qword ptr [rbp+0x58],1
  000185  mov     [rbp+0x48],r13
  00018c  mov     qword ptr [rbp+0x70],1
  000197  mov     qword ptr [rbp+0x50],1
  0001a2  mov     qword ptr [rbp+0x78],1
  0001ad  mov     rax,2
  0001b7  jmp     0x0000000000000016
  0001bc  add     rbx,1
  0001c3  mov     [rbp+0x38],rbx
  0001ca  mov     qword ptr [rbp+0x60],1
  0001d5  mov     [rbp+0x48],r13
  0001dc  mov     qword ptr [rbp+0x70],1
  0001e7  mov     rax,4
  0001f1  jmp     0x0000000000000016
  0001f6  sub     r13,r12
  0001f9  mov     [rbp+0x30],rbx
  000200  mov     qword ptr [rbp+0x58],1
  00020b  mov     [rbp+0x38],r13
  000212  mov     qword ptr [rbp+0x60],1
  00021d  mov     rax,5
  000227  jmp     0x0000000000000016
  00022c  mov     [rbp+0x30],rbx
  000233  mov     qword ptr [rbp+0x58],1
  00023e  mov     [rbp+0x48],r13
  000245  mov     qword ptr [rbp+0x70],1
  000250  mov     qword ptr [rbp+0x50],1
  00025b  mov     qword ptr [rbp+0x78],1
  000266  mov     rax,6
  000270  jmp     0x0000000000000016
