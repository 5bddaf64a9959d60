% A bytecode interpreter written in FGL (seeds/000), running a program that squares the accumulator by
% repeated addition; the twin of bytecode_square.fg, as Prolog facts in the seeds' style.
% Registers: the accumulator a and r0, r1, r2.
%
%     0  mov_a_r0        r0 = a
%     1  mov_a_r1        r1 = a
%     2  mov_r0_a        loop: a = r0
%     3  decr_a          a = a - 1
%     4  mov_a_r0        r0 = a
%     5  mov_r2_a        a = r2
%     6  add_r1_to_a     a = a + r1
%     7  mov_a_r2        r2 = a
%     8  mov_r0_a        a = r0
%     9  jump_if_a 2     if a != 0: goto loop
%    11  mov_r2_a        a = r2
%    12  return_a        print a and stop
%
% bytecode_loop promotes bytecode and then pc: those are the interpreted program's position, so the
% tracer traces one iteration of the *bytecode* loop (pc 2..9) and the dispatch disappears.
% fgljit run examples/bytecode_square.pl --arg a=16   ->   256
% args: --arg a=16
% args: --arg a=1000
block(entry, op1(bytecode, same, const([mov_a_r0, mov_a_r1, mov_r0_a, decr_a, mov_a_r0, mov_r2_a, add_r1_to_a, mov_a_r2, mov_r0_a, jump_if_a, 2, mov_r2_a, return_a]),
    op1(pc, same, const(0),
    op1(r0, same, const(0),
    op1(r1, same, const(0),
    op1(r2, same, const(0),
    jump(bytecode_loop))))))).

% bytecode dispatch loop
block(bytecode_loop, promote(bytecode, bytecode_loop_promote_bytecode)).
block(bytecode_loop_promote_bytecode, promote(pc, bytecode_loop_promote_pc)).
block(bytecode_loop_promote_pc, op2(opcode, readlist, var(bytecode), var(pc),
    op2(pc, add, var(pc), const(1),
    op2(c, eq, var(opcode), const(jump_if_a),
    if(c, op_jump_if_a, not_jump_if_a))))).

% select the right bytecode via a long series of if statements, in the order of the peers' interpreters
block(not_jump_if_a, op2(c, eq, var(opcode), const(mov_a_r0),
    if(c, op_mov_a_r0, not_mov_a_r0))).
block(not_mov_a_r0, op2(c, eq, var(opcode), const(mov_a_r1),
    if(c, op_mov_a_r1, not_mov_a_r1))).
block(not_mov_a_r1, op2(c, eq, var(opcode), const(mov_a_r2),
    if(c, op_mov_a_r2, not_mov_a_r2))).
block(not_mov_a_r2, op2(c, eq, var(opcode), const(mov_r0_a),
    if(c, op_mov_r0_a, not_mov_r0_a))).
block(not_mov_r0_a, op2(c, eq, var(opcode), const(mov_r1_a),
    if(c, op_mov_r1_a, not_mov_r1_a))).
block(not_mov_r1_a, op2(c, eq, var(opcode), const(mov_r2_a),
    if(c, op_mov_r2_a, not_mov_r2_a))).
block(not_mov_r2_a, op2(c, eq, var(opcode), const(add_r1_to_a),
    if(c, op_add_r1_to_a, not_add_r1_to_a))).
block(not_add_r1_to_a, op2(c, eq, var(opcode), const(decr_a),
    if(c, op_decr_a, not_decr_a))).
block(not_decr_a, op2(c, eq, var(opcode), const(return_a),
    if(c, op_return_a, illegal_opcode))).
block(illegal_opcode, print_and_stop(const(illegal_opcode))).

% bytecode implementations
block(op_jump_if_a, op2(c, eq, var(a), const(0),
    op2(target, readlist, var(bytecode), var(pc),
    op2(pc, add, var(pc), const(1),
    if(c, bytecode_loop, op_jump_if_a_jump))))).
block(op_jump_if_a_jump, op1(pc, same, var(target),
    jump(bytecode_loop))).
block(op_mov_a_r0, op1(r0, same, var(a),
    jump(bytecode_loop))).
block(op_mov_a_r1, op1(r1, same, var(a),
    jump(bytecode_loop))).
block(op_mov_a_r2, op1(r2, same, var(a),
    jump(bytecode_loop))).
block(op_mov_r0_a, op1(a, same, var(r0),
    jump(bytecode_loop))).
block(op_mov_r1_a, op1(a, same, var(r1),
    jump(bytecode_loop))).
block(op_mov_r2_a, op1(a, same, var(r2),
    jump(bytecode_loop))).
block(op_add_r1_to_a, op2(a, add, var(a), var(r1),
    jump(bytecode_loop))).
block(op_decr_a, op2(a, sub, var(a), const(1),
    jump(bytecode_loop))).
block(op_return_a, print_and_stop(var(a))).
