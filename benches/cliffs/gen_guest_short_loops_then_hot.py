#!/usr/bin/env python3
"""Generates guest_short_loops_then_hot.fg: examples/bytecode_vm.fg's interpreter (copied in, from
`bytecode_loop:` to the end, as gen_bytecode.py does) running a bytecode that first runs 500 distinct
short loops (10 to 20 iterations each, each entered once, one in 8 twice: start-up code, as a guest
program's initialisation has), then one long hot loop of n iterations that takes almost all of the run.

Every short loop is its own anchor (bytecode_loop with its own pc), gets hot after a few iterations and
is traced, and its trace runs a few iterations in all: it never pays for itself. A JIT that answers
hundreds of traces that did not pay by raising its hot threshold for the whole program (or for the
dispatch label, which every guest loop shares) must still compile the final hot loop promptly.

Run from anywhere: python3 benches/cliffs/gen_guest_short_loops_then_hot.py (it rewrites the file next
to itself).
"""
import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the programs
from gen_bytecode import HERE, assemble, interpreter

LOOPS = 500
NAME = 'guest_short_loops_then_hot.fg'


def short_loop(j):
    """The j-th short loop: (instructions, its effect on r2 given as a function of r2)."""
    iters = 10 + (j * 7) % 11          # 10 .. 20 iterations
    reps = 2 if j % 8 == 7 else 1      # entered once (one loop in 8: twice)
    kind = j % 4
    top, body = 'r%d' % j, 's%d' % j
    if kind == 0:    # r2 += r1
        ops = [('add', 2, 2, 1)]
        step = lambda r2, r1: r2 + r1
    elif kind == 1:  # r3 = r1 + r1; r2 += r3
        ops = [('add', 3, 1, 1), ('add', 2, 2, 3)]
        step = lambda r2, r1: r2 + 2 * r1
    elif kind == 2:  # r3 = r1 * r1; r2 += r3
        ops = [('mul', 3, 1, 1), ('add', 2, 2, 3)]
        step = lambda r2, r1: r2 + r1 * r1
    else:            # r3 = r1; r2 -= r3; r2 += r4 (the constant one)
        ops = [('mov', 3, 1), ('sub', 2, 2, 3), ('add', 2, 2, 4)]
        step = lambda r2, r1: r2 - r1 + 1
    instrs = [
        (None, 'load_imm', 5, reps),          # r5 = reps (the repetitions left)
        (top, 'load_imm', 1, iters),          # top: r1 = iters
    ]
    first = True
    for op in ops:
        instrs.append(((body if first else None),) + op)
        first = False
    instrs += [
        (None, 'sub', 1, 1, 4),               # r1 -= 1
        (None, 'jump_if', 1, body),           # the short loop: while r1 != 0
        (None, 'sub', 5, 5, 4),               # r5 -= 1
        (None, 'jump_if', 5, top),            # again, reps times
    ]

    def effect(r2):
        for _ in range(reps):
            for r1 in range(iters, 0, -1):
                r2 = step(r2, r1)
        return r2
    return instrs, effect


def main():
    instrs = [(None, 'load_imm', 4, 1),       # r4 = 1, the constant one
              (None, 'load_imm', 2, 0)]       # r2 = 0, the accumulator
    r2 = 0
    for j in range(LOOPS):
        more, effect = short_loop(j)
        instrs += more
        r2 = effect(r2)
    instrs += [
        (None, 'load_imm', 1, 0),             # r1 = 0
        ('hot', 'add', 1, 1, 4),              # hot: r1 += 1
        (None, 'mul', 3, 1, 1),               # r3 = r1 * r1
        (None, 'add', 2, 2, 3),               # r2 += r3
        (None, 'lt', 5, 1, 0),                # r5 = r1 < n
        (None, 'jump_if', 5, 'hot'),          # while r1 < n
        (None, 'print', 2),
    ]
    bytecode, listing = assemble(instrs)
    hot_pc = next(pc for pc, label, _, _ in listing if label == 'hot')
    header = (
        '# Cliff: a guest program that runs %d short loops first, then one long hot loop (hundreds of traces\n'
        '# that did not pay, then the loop that matters).\n'
        '# examples/bytecode_vm.fg\'s interpreter runs a bytecode (%d elements) that first runs %d distinct\n'
        '# short loops, one after the other, each of 10 to 20 iterations and entered once (one in 8 twice: the\n'
        '# start-up code of a guest program), then one hot loop (at pc %d: r1 += 1; r2 += r1 * r1; while\n'
        '# r1 < n) that takes almost all of the run. Each short loop is its own anchor (the dispatch label with\n'
        '# its own pc), gets hot and is traced, and its trace never pays for itself. A JIT that answers hundreds\n'
        '# of traces that did not pay by raising its hot threshold, for the whole program or for the dispatch\n'
        '# label that every guest loop shares, or by closing that label to recordings, must still compile the\n'
        '# final hot loop promptly. Left to the interpreter, the hot loop makes jit mode no faster than interp mode\n'
        '# (slower by the JIT\'s profiling); compiled, it makes it several times faster.\n'
        '# Prints %d + n * (n + 1) * (2n + 1) / 6 (for n >= 1).\n'
        '#\n'
        '# args: --arg n=500000\n'
        '# test-args: --arg n=50\n' % (LOOPS, len(bytecode.split(',')), LOOPS, hot_pc, r2))
    with open(os.path.join(HERE, NAME), 'w') as f:
        f.write(header)
        f.write('#\n# Generated by benches/cliffs/gen_guest_short_loops_then_hot.py; the interpreter is '
                'examples/bytecode_vm.fg\'s.\n\n')
        f.write('entry:\n    bytecode = %s\n    pc = 0\n    r0 = n\n    r1 = 0\n    r2 = 0\n    r3 = 0\n'
                '    r4 = 0\n    r5 = 0\n    goto bytecode_loop\n\n' % bytecode)
        f.write('# ' + '=' * 105 + '\n# The interpreter (examples/bytecode_vm.fg).\n\n')
        f.write(interpreter())


if __name__ == '__main__':
    main()
