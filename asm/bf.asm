; T0: 2764 bytes
; v0:int = input n
  000030  cmp     qword ptr [rbp+0xd8],1
  00003b  jne     0x000000000000063a
  000041  mov     rbx,[rbp+0x30]
; v1:list = input src
  000048  cmp     qword ptr [rbp+0xe0],3
  000053  jne     0x000000000000063a
  000059  mov     r12,[rbp+0x38]
; v2:list = input jumps
  000060  cmp     qword ptr [rbp+0xe8],3
  00006b  jne     0x000000000000063a
  000071  mov     r13,[rbp+0x40]
; v3:list = input tape
  000078  cmp     qword ptr [rbp+0x140],3
  000083  jne     0x000000000000063a
  000089  mov     r14,[rbp+0x98]
; v4:int = input p
  000090  cmp     qword ptr [rbp+0x148],1
  00009b  jne     0x000000000000063a
  0000a1  mov     r15,[rbp+0xa0]
; v5:int = input pc
  0000a8  cmp     qword ptr [rbp+0x150],1
  0000b3  jne     0x000000000000063a
  0000b9  mov     rsi,[rbp+0xa8]
; guard_value v1, [43, 43, 43, 43, 43, 43, 43, 43, 91, 62, 43, 43, 43, 43, 43, 43, 43, 43, 60, 45, 93, 62, 43, 91, 62, 43, 60, 45, 93, 62, 46, 91, 45, 93, 43, 43, 43, 43, 43, 43, 43, 43, 43, 43, 46] => loop/0 (0) {tape=v3, p=v4, pc=v5}
  0000c0  mov     rax,<list k0>
  0000ca  cmp     r12,rax
  0000cd  jne     0x0000000000000649
; guard_value v2, [0, 0, 0, 0, 0, 0, 0, 0, 20, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 8, 0, 0, 28, 0, 0, 0, 0, 23, 0, 0, 33, 0, 31, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] => loop_jumps/0 (1) {tape=v3, p=v4, pc=v5}
  0000d3  mov     rax,<list k1>
  0000dd  cmp     r13,rax
  0000e0  jne     0x00000000000006b1
; guard_value v5, 24 => loop_pc/0 (2) {tape=v3, p=v4, pc=v5}
  0000e6  cmp     rsi,0x18
  0000ed  jne     0x0000000000000719
  0000f3  jmp     0x000000000000010d
  0000f8  mov     rbx,[rbp+0x30]
  0000ff  mov     r14,[rbp+0x98]
  000106  mov     r15,[rbp+0xa0]
; v9:int = lt 24, v0
  00010d  mov     r11,0x18
  000114  cmp     r11,rbx
  000117  setl    al
  00011a  movzx   esi,al
; v10:int = lt 28, v0
; guard_true v10 => dispatch/1 (3) {more=v9, tape=v3, p=v4, pc=24}
  00011e  mov     r11,0x1c
  000125  cmp     r11,rbx
  000128  jge     0x000000000000075a
; v12:int = add v4, 1 => right/0 (7) {tape=v3, p=v4, pc=24}
  00012e  add     r15,1
  000135  jo      0x000000000000079f
; v13:int = and v12, 65535
  00013b  mov     rsi,r15
  00013e  and     rsi,0xffff
; guard_words v3 => plus/0 (14) {tape=v3, p=v13, pc=25}
  000145  cmp     qword ptr [r14+8],0
  000151  jne     0x00000000000007d9
; v15:int = readlist v3, v13 words => plus/0 (14) {tape=v3, p=v13, pc=25}
  000157  cmp     rsi,[r14]
  00015f  jae     0x000000000000080c
  000165  mov     rax,[r14+0x10]
  00016d  mov     rbx,[rax+rsi*8]
; v16:int = add v15, 1 => plus/1 (14) {tape=v3, p=v13, pc=25, x=v15}
  000171  add     rbx,1
  000178  jo      0x000000000000083f
; v17:int = and v16, 255
  00017e  and     rbx,0xff
; v18:list = set v3, v13, v17 owned words in_bounds => plus/3 (14) {tape=v3, p=v13, pc=25, x=v17}
  000185  cmp     qword ptr [r14-0x10],1
  000191  jne     0x000000000000025e
  000197  cmp     qword ptr [r14-8],1
  0001a3  jne     0x000000000000025e
  0001a9  mov     rax,[r14+0x10]
  0001b1  lea     rax,[rax+rsi*8]
  0001b5  mov     [rax],rbx
; v19:int = add_nov v12, -1
  0001b8  add     r15,0xffffffffffffffff
; v20:int = and v19, 65535
  0001bf  and     r15,0xffff
; v21:int = readlist v18, v20 words => minus/0 (32) {tape=v18, p=v20, pc=27}
  0001c6  cmp     r15,[r14]
  0001ce  jae     0x000000000000088b
  0001d4  mov     rax,[r14+0x10]
  0001dc  mov     r13,[rax+r15*8]
; v22:int = sub v21, 1 => minus/1 (32) {tape=v18, p=v20, pc=27, x=v21}
  0001e0  sub     r13,1
  0001e7  jo      0x00000000000008be
; v23:int = and v22, 255
  0001ed  and     r13,0xff
; v24:list = set v18, v20, v23 owned words in_bounds => minus/3 (32) {tape=v18, p=v20, pc=27, x=v23}
  0001f4  mov     rax,[r14+0x10]
  0001fc  lea     rax,[rax+r15*8]
  000200  mov     [rax],r13
; guard_true v23 => close_bracket/1 (46) {tape=v24, p=v20, pc=28, x=0}
  000203  test    r13,r13
  000206  je      0x000000000000090a
; guard_steps => loop/0 (49) {tape=v24, p=v20, pc=24}
; v27:list = phi tape v24
; v28:int = phi - v23
; v29:int = phi - v17
; loop (49)
  00020c  nop
  00020d  nop
  00020e  nop
  00020f  nop
; v31:int = add v29, 1 => plus/1 (14) {tape=v27, p=v13, pc=25, x=v29}
  000210  add     rbx,1
  000217  jo      0x0000000000000953
; v32:int = and v31, 255
  00021d  and     rbx,0xff
; v33:list = set v27, v13, v32 owned words in_bounds => plus/3 (14) {tape=v27, p=v13, pc=25, x=v32}
  000224  mov     rax,[r14+0x10]
  00022c  lea     rax,[rax+rsi*8]
  000230  mov     [rax],rbx
; v34:int = sub_nov v28, 1
  000233  sub     r13,1
; v35:int = and v34, 255
  00023a  and     r13,0xff
; v36:list = set v33, v20, v35 owned words in_bounds => minus/3 (32) {tape=v33, p=v20, pc=27, x=v35}
  000241  mov     rax,[r14+0x10]
  000249  lea     rax,[rax+r15*8]
  00024d  mov     [rax],r13
; guard_true v35 => close_bracket/1 (46) {tape=v36, p=v20, pc=28, x=0}
  000250  test    r13,r13
  000253  jne     0x0000000000000210
  000259  jmp     0x000000000000099f
; guard_steps => loop/0 (49) {tape=v36, p=v20, pc=24}
; jump (49) v27 <- v36, v28 <- v35, v29 <- v32
  00025e  sub     rsp,0x70
  000265  mov     [rsp+0x30],rcx
  00026d  mov     [rsp+0x38],rsi
  000275  mov     [rsp+0x40],rdi
  00027d  mov     [rsp+0x48],r8
  000285  mov     [rsp+0x50],r9
  00028d  mov     [rsp+0x58],r10
  000295  mov     [rsp],r14
  00029d  mov     qword ptr [rsp+8],3
  0002a9  mov     [rsp+0x10],rsi
  0002b1  mov     qword ptr [rsp+0x18],1
  0002bd  mov     [rsp+0x20],rbx
  0002c5  mov     qword ptr [rsp+0x28],1
  0002d1  mov     rdi,[rbp+0x20]
  0002d8  mov     esi,0xe
  0002dd  mov     rdx,rsp
  0002e0  mov     rcx,0xfffffffffffffff2
  0002ea  mov     r8,0xfffffffffffffff2
  0002f4  mov     r9,0
  0002fe  mov     rax,<list_op>
  000308  call    rax
  00030a  mov     r11,rax
  00030d  mov     rcx,[rsp+0x30]
  000315  mov     rsi,[rsp+0x38]
  00031d  mov     rdi,[rsp+0x40]
  000325  mov     r8,[rsp+0x48]
  00032d  mov     r9,[rsp+0x50]
  000335  mov     r10,[rsp+0x58]
  00033d  add     rsp,0x70
  000344  test    rdx,rdx
  000347  je      0x00000000000009e8
  00034d  mov     r14,r11
  000350  jmp     0x00000000000001b8
  000355  sub     rsp,0x70
  00035c  mov     [rsp+0x30],rcx
  000364  mov     [rsp+0x38],rsi
  00036c  mov     [rsp+0x40],rdi
  000374  mov     [rsp+0x48],r8
  00037c  mov     [rsp+0x50],r9
  000384  mov     [rsp+0x58],r10
  00038c  mov     [rsp],r14
  000394  mov     qword ptr [rsp+8],3
  0003a0  mov     [rsp+0x10],r15
  0003a8  mov     qword ptr [rsp+0x18],1
  0003b4  mov     [rsp+0x20],r13
  0003bc  mov     qword ptr [rsp+0x28],1
  0003c8  mov     rdi,[rbp+0x20]
  0003cf  mov     esi,0xe
  0003d4  mov     rdx,rsp
  0003d7  mov     rcx,0xfffffffffffffff2
  0003e1  mov     r8,0xfffffffffffffff2
  0003eb  mov     r9,0
  0003f5  mov     rax,<list_op>
  0003ff  call    rax
  000401  mov     r11,rax
  000404  mov     rcx,[rsp+0x30]
  00040c  mov     rsi,[rsp+0x38]
  000414  mov     rdi,[rsp+0x40]
  00041c  mov     r8,[rsp+0x48]
  000424  mov     r9,[rsp+0x50]
  00042c  mov     r10,[rsp+0x58]
  000434  add     rsp,0x70
  00043b  test    rdx,rdx
  00043e  je      0x0000000000000a2d
  000444  mov     r14,r11
  000447  jmp     0x0000000000000203
  00044c  sub     rsp,0x70
  000453  mov     [rsp+0x30],rcx
  00045b  mov     [rsp+0x38],rsi
  000463  mov     [rsp+0x40],rdi
  00046b  mov     [rsp+0x48],r8
  000473  mov     [rsp+0x50],r9
  00047b  mov     [rsp+0x58],r10
  000483  mov     [rsp],r14
  00048b  mov     qword ptr [rsp+8],3
  000497  mov     [rsp+0x10],rsi
  00049f  mov     qword ptr [rsp+0x18],1
  0004ab  mov     [rsp+0x20],rbx
  0004b3  mov     qword ptr [rsp+0x28],1
  0004bf  mov     rdi,[rbp+0x20]
  0004c6  mov     esi,0xe
  0004cb  mov     rdx,rsp
  0004ce  mov     rcx,0xfffffffffffffff2
  0004d8  mov     r8,0xfffffffffffffff2
  0004e2  mov     r9,0
  0004ec  mov     rax,<list_op>
  0004f6  call    rax
  0004f8  mov     r11,rax
  0004fb  mov     rcx,[rsp+0x30]
  000503  mov     rsi,[rsp+0x38]
  00050b  mov     rdi,[rsp+0x40]
  000513  mov     r8,[rsp+0x48]
  00051b  mov     r9,[rsp+0x50]
  000523  mov     r10,[rsp+0x58]
  00052b  add     rsp,0x70
  000532  test    rdx,rdx
  000535  je      0x0000000000000a72
  00053b  mov     r14,r11
  00053e  jmp     0x0000000000000233
  000543  sub     rsp,0x70
  00054a  mov     [rsp+0x30],rcx
  000552  mov     [rsp+0x38],rsi
  00055a  mov     [rsp+0x40],rdi
  000562  mov     [rsp+0x48],r8
  00056a  mov     [rsp+0x50],r9
  000572  mov     [rsp+0x58],r10
  00057a  mov     [rsp],r14
  000582  mov     qword ptr [rsp+8],3
  00058e  mov     [rsp+0x10],r15
  000596  mov     qword ptr [rsp+0x18],1
  0005a2  mov     [rsp+0x20],r13
  0005aa  mov     qword ptr [rsp+0x28],1
  0005b6  mov     rdi,[rbp+0x20]
  0005bd  mov     esi,0xe
  0005c2  mov     rdx,rsp
  0005c5  mov     rcx,0xfffffffffffffff2
  0005cf  mov     r8,0xfffffffffffffff2
  0005d9  mov     r9,0
  0005e3  mov     rax,<list_op>
  0005ed  call    rax
  0005ef  mov     r11,rax
  0005f2  mov     rcx,[rsp+0x30]
  0005fa  mov     rsi,[rsp+0x38]
  000602  mov     rdi,[rsp+0x40]
  00060a  mov     r8,[rsp+0x48]
  000612  mov     r9,[rsp+0x50]
  00061a  mov     r10,[rsp+0x58]
  000622  add     rsp,0x70
  000629  test    rdx,rdx
  00062c  je      0x0000000000000ab7
  000632  mov     r14,r11
  000635  jmp     0x0000000000000250
; exits
  00063a  mov     rax,0xfffffffe
  000644  jmp     0x0000000000000016
  000649  mov     [rbp+0x10],r12
  000650  mov     qword ptr [rbp+0x18],3
  00065b  mov     [rbp+0x98],r14
  000662  mov     qword ptr [rbp+0x140],3
  00066d  mov     [rbp+0xa0],r15
  000674  mov     [rbp+0xa8],rsi
  00067b  mov     rdi,[rbp+0x20]
  000682  mov     rsi,8
  00068c  mov     rdx,0
  000696  mov     rax,<exit_lists>
  0006a0  call    rax
  0006a2  mov     rax,0
  0006ac  jmp     0x0000000000000016
  0006b1  mov     [rbp+0x10],r13
  0006b8  mov     qword ptr [rbp+0x18],3
  0006c3  mov     [rbp+0x98],r14
  0006ca  mov     qword ptr [rbp+0x140],3
  0006d5  mov     [rbp+0xa0],r15
  0006dc  mov     [rbp+0xa8],rsi
  0006e3  mov     rdi,[rbp+0x20]
  0006ea  mov     rsi,8
  0006f4  mov     rdx,0
  0006fe  mov     rax,<exit_lists>
  000708  call    rax
  00070a  mov     rax,1
  000714  jmp     0x0000000000000016
  000719  mov     [rbp+0x10],rsi
  000720  mov     qword ptr [rbp+0x18],1
  00072b  mov     [rbp+0x98],r14
  000732  mov     qword ptr [rbp+0x140],3
  00073d  mov     [rbp+0xa0],r15
  000744  mov     [rbp+0xa8],rsi
  00074b  mov     rax,2
  000755  jmp     0x0000000000000016
  00075a  mov     [rbp+0x60],rsi
  000761  mov     qword ptr [rbp+0x108],1
  00076c  mov     [rbp+0x98],r14
  000773  mov     qword ptr [rbp+0x140],3
  00077e  mov     [rbp+0xa0],r15
  000785  mov     qword ptr [rbp+0xa8],0x18
  000790  mov     rax,3
  00079a  jmp     0x0000000000000016
  00079f  sub     r15,1
  0007a6  mov     [rbp+0x98],r14
  0007ad  mov     qword ptr [rbp+0x140],3
  0007b8  mov     [rbp+0xa0],r15
  0007bf  mov     qword ptr [rbp+0xa8],0x18
  0007ca  mov     rax,4
  0007d4  jmp     0x0000000000000016
  0007d9  mov     [rbp+0x98],r14
  0007e0  mov     qword ptr [rbp+0x140],3
  0007eb  mov     [rbp+0xa0],rsi
  0007f2  mov     qword ptr [rbp+0xa8],0x19
  0007fd  mov     rax,5
  000807  jmp     0x0000000000000016
  00080c  mov     [rbp+0x98],r14
  000813  mov     qword ptr [rbp+0x140],3
  00081e  mov     [rbp+0xa0],rsi
  000825  mov     qword ptr [rbp+0xa8],0x19
  000830  mov     rax,6
  00083a  jmp     0x0000000000000016
  00083f  sub     rbx,1
  000846  mov     [rbp+0x98],r14
  00084d  mov     qword ptr [rbp+0x140],3
  000858  mov     [rbp+0xa0],rsi
  00085f  mov     qword ptr [rbp+0xa8],0x19
  00086a  mov     [rbp+0xb8],rbx
  000871  mov     qword ptr [rbp+0x160],1
  00087c  mov     rax,7
  000886  jmp     0x0000000000000016
  00088b  mov     [rbp+0x98],r14
  000892  mov     qword ptr [rbp+0x140],3
  00089d  mov     [rbp+0xa0],r15
  0008a4  mov     qword ptr [rbp+0xa8],0x1b
  0008af  mov     rax,9
  0008b9  jmp     0x0000000000000016
  0008be  add     r13,1
  0008c5  mov     [rbp+0x98],r14
  0008cc  mov     qword ptr [rbp+0x140],3
  0008d7  mov     [rbp+0xa0],r15
  0008de  mov     qword ptr [rbp+0xa8],0x1b
  0008e9  mov     [rbp+0xb8],r13
  0008f0  mov     qword ptr [rbp+0x160],1
  0008fb  mov     rax,0xa
  000905  jmp     0x0000000000000016
  00090a  mov     [rbp+0x98],r14
  000911  mov     qword ptr [rbp+0x140],3
  00091c  mov     [rbp+0xa0],r15
  000923  mov     qword ptr [rbp+0xa8],0x1c
  00092e  mov     qword ptr [rbp+0xb8],0
  000939  mov     qword ptr [rbp+0x160],1
  000944  mov     rax,0xc
  00094e  jmp     0x0000000000000016
  000953  sub     rbx,1
  00095a  mov     [rbp+0x98],r14
  000961  mov     qword ptr [rbp+0x140],3
  00096c  mov     [rbp+0xa0],rsi
  000973  mov     qword ptr [rbp+0xa8],0x19
  00097e  mov     [rbp+0xb8],rbx
  000985  mov     qword ptr [rbp+0x160],1
  000990  mov     rax,0xe
  00099a  jmp     0x0000000000000016
  00099f  mov     [rbp+0x98],r14
  0009a6  mov     qword ptr [rbp+0x140],3
  0009b1  mov     [rbp+0xa0],r15
  0009b8  mov     qword ptr [rbp+0xa8],0x1c
  0009c3  mov     qword ptr [rbp+0xb8],0
  0009ce  mov     qword ptr [rbp+0x160],1
  0009d9  mov     rax,0x11
  0009e3  jmp     0x0000000000000016
  0009e8  mov     [rbp+0x98],r14
  0009ef  mov     qword ptr [rbp+0x140],3
  0009fa  mov     [rbp+0xa0],rsi
  000a01  mov     qword ptr [rbp+0xa8],0x19
  000a0c  mov     [rbp+0xb8],rbx
  000a13  mov     qword ptr [rbp+0x160],1
  000a1e  mov     rax,8
  000a28  jmp     0x0000000000000016
  000a2d  mov     [rbp+0x98],r14
  000a34  mov     qword ptr [rbp+0x140],3
  000a3f  mov     [rbp+0xa0],r15
  000a46  mov     qword ptr [rbp+0xa8],0x1b
  000a51  mov     [rbp+0xb8],r13
  000a58  mov     qword ptr [rbp+0x160],1
  000a63  mov     rax,0xb
  000a6d  jmp     0x0000000000000016
  000a72  mov     [rbp+0x98],r14
  000a79  mov     qword ptr [rbp+0x140],3
  000a84  mov     [rbp+0xa0],rsi
  000a8b  mov     qword ptr [rbp+0xa8],0x19
  000a96  mov     [rbp+0xb8],rbx
  000a9d  mov     qword ptr [rbp+0x160],1
  000aa8  mov     rax,0xf
  000ab2  jmp     0x0000000000000016
  000ab7  mov     [rbp+0x98],r14
  000abe  mov     qword ptr [rbp+0x140],3
  000ac9  mov     [rbp+0xa0],r15
  000ad0  mov     qword ptr [rbp+0xa8],0x1b
  000adb  mov     [rbp+0xb8],r13
  000ae2  mov     qword ptr [rbp+0x160],1
  000aed  mov     rax,0x10
  000af7  jmp     0x0000000000000016

; T1: 1663 bytes
; v0:int = input n
  000b00  cmp     qword ptr [rbp+0xd8],1
  000b0b  jne     0x0000000000000e99
  000b11  mov     rbx,[rbp+0x30]
; v1:list = input src
  000b18  cmp     qword ptr [rbp+0xe0],3
  000b23  jne     0x0000000000000e99
  000b29  mov     r12,[rbp+0x38]
; v2:list = input jumps
  000b30  cmp     qword ptr [rbp+0xe8],3
  000b3b  jne     0x0000000000000e99
  000b41  mov     r13,[rbp+0x40]
; v3:list = input tape
  000b48  cmp     qword ptr [rbp+0x140],3
  000b53  jne     0x0000000000000e99
  000b59  mov     r14,[rbp+0x98]
; v4:int = input p
  000b60  cmp     qword ptr [rbp+0x148],1
  000b6b  jne     0x0000000000000e99
  000b71  mov     r15,[rbp+0xa0]
; v5:int = input pc
  000b78  cmp     qword ptr [rbp+0x150],1
  000b83  jne     0x0000000000000e99
  000b89  mov     rsi,[rbp+0xa8]
; guard_value v1, [43, 43, 43, 43, 43, 43, 43, 43, 91, 62, 43, 43, 43, 43, 43, 43, 43, 43, 60, 45, 93, 62, 43, 91, 62, 43, 60, 45, 93, 62, 46, 91, 45, 93, 43, 43, 43, 43, 43, 43, 43, 43, 43, 43, 46] => loop/0 (0) {tape=v3, pc=v5}
  000b90  mov     rax,<list k0>
  000b9a  cmp     r12,rax
  000b9d  jne     0x0000000000000ea8
; guard_value v2, [0, 0, 0, 0, 0, 0, 0, 0, 20, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 8, 0, 0, 28, 0, 0, 0, 0, 23, 0, 0, 33, 0, 31, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] => loop_jumps/0 (1) {tape=v3, pc=v5}
  000ba3  mov     rax,<list k1>
  000bad  cmp     r13,rax
  000bb0  jne     0x0000000000000f09
; guard_value v5, 32 => loop_pc/0 (2) {tape=v3, pc=v5}
  000bb6  cmp     rsi,0x20
  000bbd  jne     0x0000000000000f6a
  000bc3  jmp     0x0000000000000bdd
  000bc8  mov     rbx,[rbp+0x30]
  000bcf  mov     r14,[rbp+0x98]
  000bd6  mov     r15,[rbp+0xa0]
; v9:int = lt 32, v0
  000bdd  mov     r11,0x20
  000be4  cmp     r11,rbx
  000be7  setl    al
  000bea  movzx   esi,al
; v10:int = lt 33, v0
; guard_true v10 => dispatch/1 (3) {more=v9, tape=v3, pc=32}
  000bee  mov     r11,0x21
  000bf5  cmp     r11,rbx
  000bf8  jge     0x0000000000000fa4
; guard_words v3 => minus/0 (6) {tape=v3, pc=32}
  000bfe  cmp     qword ptr [r14+8],0
  000c0a  jne     0x0000000000000fe2
; v13:int = readlist v3, v4 words => minus/0 (6) {tape=v3, pc=32}
  000c10  cmp     r15,[r14]
  000c18  jae     0x000000000000100e
  000c1e  mov     rax,[r14+0x10]
  000c26  mov     rsi,[rax+r15*8]
; v14:int = sub v13, 1 => minus/1 (6) {tape=v3, pc=32, x=v13}
  000c2a  sub     rsi,1
  000c31  jo      0x000000000000103a
; v15:int = and v14, 255
  000c37  and     rsi,0xff
; v16:list = set v3, v4, v15 owned words in_bounds => minus/3 (6) {tape=v3, pc=32, x=v15}
  000c3e  cmp     qword ptr [r14-0x10],1
  000c4a  jne     0x0000000000000cab
  000c50  cmp     qword ptr [r14-8],1
  000c5c  jne     0x0000000000000cab
  000c62  mov     rax,[r14+0x10]
  000c6a  lea     rax,[rax+r15*8]
  000c6e  mov     [rax],rsi
; guard_true v15 => close_bracket/1 (20) {tape=v16, pc=33, x=0}
  000c71  test    rsi,rsi
  000c74  je      0x000000000000107f
; guard_steps => loop/0 (23) {tape=v16, pc=32}
; v19:list = phi tape v16
; v20:int = phi - v15
; loop (23)
  000c7a  nop
  000c7b  nop
  000c7c  nop
  000c7d  nop
  000c7e  nop
  000c7f  nop
; v22:int = sub_nov v20, 1
  000c80  sub     rsi,1
; v23:int = and v22, 255
  000c87  and     rsi,0xff
; v24:list = set v19, v4, v23 owned words in_bounds => minus/3 (6) {tape=v19, pc=32, x=v23}
  000c8e  mov     rax,[r14+0x10]
  000c96  lea     rax,[rax+r15*8]
  000c9a  mov     [rax],rsi
; guard_true v23 => close_bracket/1 (20) {tape=v24, pc=33, x=0}
  000c9d  test    rsi,rsi
  000ca0  jne     0x0000000000000c80
  000ca6  jmp     0x00000000000010c1
; guard_steps => loop/0 (23) {tape=v24, pc=32}
; jump (23) v19 <- v24, v20 <- v23
  000cab  sub     rsp,0x70
  000cb2  mov     [rsp+0x30],rcx
  000cba  mov     [rsp+0x38],rsi
  000cc2  mov     [rsp+0x40],rdi
  000cca  mov     [rsp+0x48],r8
  000cd2  mov     [rsp+0x50],r9
  000cda  mov     [rsp+0x58],r10
  000ce2  mov     [rsp],r14
  000cea  mov     qword ptr [rsp+8],3
  000cf6  mov     [rsp+0x10],r15
  000cfe  mov     qword ptr [rsp+0x18],1
  000d0a  mov     [rsp+0x20],rsi
  000d12  mov     qword ptr [rsp+0x28],1
  000d1e  mov     rdi,[rbp+0x20]
  000d25  mov     esi,0xe
  000d2a  mov     rdx,rsp
  000d2d  mov     rcx,0xfffffffffffffff2
  000d37  mov     r8,0xfffffffffffffff2
  000d41  mov     r9,0
  000d4b  mov     rax,<list_op>
  000d55  call    rax
  000d57  mov     r11,rax
  000d5a  mov     rcx,[rsp+0x30]
  000d62  mov     rsi,[rsp+0x38]
  000d6a  mov     rdi,[rsp+0x40]
  000d72  mov     r8,[rsp+0x48]
  000d7a  mov     r9,[rsp+0x50]
  000d82  mov     r10,[rsp+0x58]
  000d8a  add     rsp,0x70
  000d91  test    rdx,rdx
  000d94  je      0x0000000000001103
  000d9a  mov     r14,r11
  000d9d  jmp     0x0000000000000c71
  000da2  sub     rsp,0x70
  000da9  mov     [rsp+0x30],rcx
  000db1  mov     [rsp+0x38],rsi
  000db9  mov     [rsp+0x40],rdi
  000dc1  mov     [rsp+0x48],r8
  000dc9  mov     [rsp+0x50],r9
  000dd1  mov     [rsp+0x58],r10
  000dd9  mov     [rsp],r14
  000de1  mov     qword ptr [rsp+8],3
  000ded  mov     [rsp+0x10],r15
  000df5  mov     qword ptr [rsp+0x18],1
  000e01  mov     [rsp+0x20],rsi
  000e09  mov     qword ptr [rsp+0x28],1
  000e15  mov     rdi,[rbp+0x20]
  000e1c  mov     esi,0xe
  000e21  mov     rdx,rsp
  000e24  mov     rcx,0xfffffffffffffff2
  000e2e  mov     r8,0xfffffffffffffff2
  000e38  mov     r9,0
  000e42  mov     rax,<list_op>
  000e4c  call    rax
  000e4e  mov     r11,rax
  000e51  mov     rcx,[rsp+0x30]
  000e59  mov     rsi,[rsp+0x38]
  000e61  mov     rdi,[rsp+0x40]
  000e69  mov     r8,[rsp+0x48]
  000e71  mov     r9,[rsp+0x50]
  000e79  mov     r10,[rsp+0x58]
  000e81  add     rsp,0x70
  000e88  test    rdx,rdx
  000e8b  je      0x0000000000001141
  000e91  mov     r14,r11
  000e94  jmp     0x0000000000000c9d
; exits
  000e99  mov     rax,0x1fffffffe
  000ea3  jmp     0x0000000000000016
  000ea8  mov     [rbp+0x10],r12
  000eaf  mov     qword ptr [rbp+0x18],3
  000eba  mov     [rbp+0x98],r14
  000ec1  mov     qword ptr [rbp+0x140],3
  000ecc  mov     [rbp+0xa8],rsi
  000ed3  mov     rdi,[rbp+0x20]
  000eda  mov     rsi,8
  000ee4  mov     rdx,0
  000eee  mov     rax,<exit_lists>
  000ef8  call    rax
  000efa  mov     rax,0x100000000
  000f04  jmp     0x0000000000000016
  000f09  mov     [rbp+0x10],r13
  000f10  mov     qword ptr [rbp+0x18],3
  000f1b  mov     [rbp+0x98],r14
  000f22  mov     qword ptr [rbp+0x140],3
  000f2d  mov     [rbp+0xa8],rsi
  000f34  mov     rdi,[rbp+0x20]
  000f3b  mov     rsi,8
  000f45  mov     rdx,0
  000f4f  mov     rax,<exit_lists>
  000f59  call    rax
  000f5b  mov     rax,0x100000001
  000f65  jmp     0x0000000000000016
  000f6a  mov     [rbp+0x10],rsi
  000f71  mov     qword ptr [rbp+0x18],1
  000f7c  mov     [rbp+0x98],r14
  000f83  mov     qword ptr [rbp+0x140],3
  000f8e  mov     [rbp+0xa8],rsi
  000f95  mov     rax,0x100000002
  000f9f  jmp     0x0000000000000016
  000fa4  mov     [rbp+0x60],rsi
  000fab  mov     qword ptr [rbp+0x108],1
  000fb6  mov     [rbp+0x98],r14
  000fbd  mov     qword ptr [rbp+0x140],3
  000fc8  mov     qword ptr [rbp+0xa8],0x20
  000fd3  mov     rax,0x100000003
  000fdd  jmp     0x0000000000000016
  000fe2  mov     [rbp+0x98],r14
  000fe9  mov     qword ptr [rbp+0x140],3
  000ff4  mov     qword ptr [rbp+0xa8],0x20
  000fff  mov     rax,0x100000004
  001009  jmp     0x0000000000000016
  00100e  mov     [rbp+0x98],r14
  001015  mov     qword ptr [rbp+0x140],3
  001020  mov     qword ptr [rbp+0xa8],0x20
  00102b  mov     rax,0x100000005
  001035  jmp     0x0000000000000016
  00103a  add     rsi,1
  001041  mov     [rbp+0x98],r14
  001048  mov     qword ptr [rbp+0x140],3
  001053  mov     qword ptr [rbp+0xa8],0x20
  00105e  mov     [rbp+0xb8],rsi
  001065  mov     qword ptr [rbp+0x160],1
  001070  mov     rax,0x100000006
  00107a  jmp     0x0000000000000016
  00107f  mov     [rbp+0x98],r14
  001086  mov     qword ptr [rbp+0x140],3
  001091  mov     qword ptr [rbp+0xa8],0x21
  00109c  mov     qword ptr [rbp+0xb8],0
  0010a7  mov     qword ptr [rbp+0x160],1
  0010b2  mov     rax,0x100000008
  0010bc  jmp     0x0000000000000016
  0010c1  mov     [rbp+0x98],r14
  0010c8  mov     qword ptr [rbp+0x140],3
  0010d3  mov     qword ptr [rbp+0xa8],0x21
  0010de  mov     qword ptr [rbp+0xb8],0
  0010e9  mov     qword ptr [rbp+0x160],1
  0010f4  mov     rax,0x10000000b
  0010fe  jmp     0x0000000000000016
  001103  mov     [rbp+0x98],r14
  00110a  mov     qword ptr [rbp+0x140],3
  001115  mov     qword ptr [rbp+0xa8],0x20
  001120  mov     [rbp+0xb8],rsi
  001127  mov     qword ptr [rbp+0x160],1
  001132  mov     rax,0x100000007
  00113c  jmp     0x0000000000000016
  001141  mov     [rbp+0x98],r14
  001148  mov     qword ptr [rbp+0x140],3
  001153  mov     qword ptr [rbp+0xa8],0x20
  00115e  mov     [rbp+0xb8],rsi
  001165  mov     qword ptr [rbp+0x160],1
  001170  mov     rax,0x10000000a
  00117a  jmp     0x0000000000000016
