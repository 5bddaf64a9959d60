; T0: 325 bytes
  000030  mov     qword ptr [rbp+0x18],0
  00003b  mov     rbx,[rbp+0x38]
  000042  mov     r12,[rbp+0x40]
  000049  jmp     0x0000000000000089
  00004e  mov     qword ptr [rbp+0x18],0
; v0:int = input i
  000059  cmp     qword ptr [rbp+0x60],1
  000064  jne     0x00000000000000c5
  00006a  mov     rbx,[rbp+0x38]
; v1:int = input x
  000071  cmp     qword ptr [rbp+0x68],1
  00007c  jne     0x00000000000000c5
  000082  mov     r12,[rbp+0x40]
; v2:int = ge v0, 0
; guard_true v2 => l/1 (0) {c=0, i=v0}
  000089  test    rbx,rbx
  00008c  jl      0x00000000000000d4
; guard_value v1, 3 => b/0 (1) {i=v0}
  000092  cmp     r12,3
  000099  jne     0x000000000000010b
; v5:int = sub_nov v0, 7
  00009f  sub     rbx,7
; guard_steps => l/0 (3) {i=v5}
; v7:int = phi i v5
; loop (3)
  0000a6  nop
  0000a7  nop
  0000a8  nop
  0000a9  nop
  0000aa  nop
  0000ab  nop
  0000ac  nop
  0000ad  nop
  0000ae  nop
  0000af  nop
; v9:int = ge v7, 0
; guard_true v9 => l/1 (0) {c=0, i=v7}
  0000b0  test    rbx,rbx
  0000b3  jl      0x000000000000013e
; v11:int = sub_nov v7, 7
  0000b9  sub     rbx,7
; guard_steps => l/0 (3) {i=v11}
; jump (3) v7 <- v11
  0000c0  jmp     0x00000000000000b0
; exits
  0000c5  mov     rax,0xfffffffe
  0000cf  jmp     0x0000000000000016
  0000d4  mov     qword ptr [rbp+0x30],0
  0000df  mov     qword ptr [rbp+0x58],1
  0000ea  mov     [rbp+0x38],rbx
  0000f1  mov     qword ptr [rbp+0x60],1
  0000fc  mov     rax,0
  000106  jmp     0x0000000000000016
  00010b  mov     [rbp+0x10],r12
  000112  mov     qword ptr [rbp+0x18],1
  00011d  mov     [rbp+0x38],rbx
  000124  mov     qword ptr [rbp+0x60],1
  00012f  mov     rax,1
  000139  jmp     0x0000000000000016
  00013e  mov     qword ptr [rbp+0x30],0
  000149  mov     qword ptr [rbp+0x58],1
  000154  mov     [rbp+0x38],rbx
  00015b  mov     qword ptr [rbp+0x60],1
  000166  mov     rax,3
  000170  jmp     0x0000000000000016
