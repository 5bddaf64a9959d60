"""The square workload in Python (run by CPython and PyPy): a register machine interpreter
whose bytecode squares its input by repeated addition. Usage: python3 square.py N  (prints N*N)

Opcodes are strings, dispatched by a chain of comparisons in the same order as
examples/bytecode_square.fg and the other peers here: jump_if_a first, return_a last.
"""
import sys

PROGRAM = [
    "mov_a_r0", "mov_a_r1",
    # pc 2, the loop: r0 -= 1; r2 += r1; until r0 == 0
    "mov_r0_a", "decr_a", "mov_a_r0", "mov_r2_a", "add_r1_to_a", "mov_a_r2", "mov_r0_a",
    "jump_if_a", 2,
    "mov_r2_a", "return_a",
]


def run(program, a):
    r0 = 0
    r1 = 0
    r2 = 0
    pc = 0
    while True:
        op = program[pc]
        pc += 1
        if op == "jump_if_a":
            target = program[pc]
            pc += 1
            if a != 0:
                pc = target
        elif op == "mov_a_r0":
            r0 = a
        elif op == "mov_a_r1":
            r1 = a
        elif op == "mov_a_r2":
            r2 = a
        elif op == "mov_r0_a":
            a = r0
        elif op == "mov_r1_a":
            a = r1
        elif op == "mov_r2_a":
            a = r2
        elif op == "add_r1_to_a":
            a += r1
        elif op == "decr_a":
            a -= 1
        elif op == "return_a":
            return a
        else:
            raise SystemExit("illegal opcode %r at %d" % (op, pc - 1))


if __name__ == "__main__":
    if len(sys.argv) != 2:
        raise SystemExit("usage: square.py N")
    print(run(PROGRAM, int(sys.argv[1])))
