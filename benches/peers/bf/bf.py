"""A brainfuck interpreter in Python, for CPython and PyPy: the same algorithm as bf.c. Brackets are
matched once into a list of jump targets, then a chain of comparisons on each byte runs the program (in
the order of examples/bf.fg). 65536 cells of 8 bits; cells and the cell pointer wrap around; `,` at the
end of the input leaves the cell as it is.

Usage: python3 bf.py PROGRAM.b < INPUT
"""
import sys


def match_brackets(code):
    jump = [0] * len(code)
    open_at = []
    for i, c in enumerate(code):
        if c == 91:
            open_at.append(i)
        elif c == 93:
            if not open_at:
                raise SystemExit("bf.py: unmatched ] at byte %d" % i)
            j = open_at.pop()
            jump[i] = j
            jump[j] = i
    if open_at:
        raise SystemExit("bf.py: unmatched [ at byte %d" % open_at[-1])
    return jump


def run(code, jump, out, inp):
    tape = [0] * 65536
    p = 0
    pc = 0
    n = len(code)
    while pc < n:
        c = code[pc]
        if c == 43:
            tape[p] = (tape[p] + 1) & 255
        elif c == 45:
            tape[p] = (tape[p] - 1) & 255
        elif c == 62:
            p = (p + 1) & 65535
        elif c == 60:
            p = (p - 1) & 65535
        elif c == 46:
            out.write(bytes((tape[p],)))
        elif c == 44:
            b = inp.read(1)
            if b:
                tape[p] = b[0]
        elif c == 91:
            if tape[p] == 0:
                pc = jump[pc]
        elif c == 93:
            if tape[p] != 0:
                pc = jump[pc]
        pc += 1


def main():
    if len(sys.argv) != 2:
        raise SystemExit("usage: bf.py PROGRAM.b < INPUT")
    with open(sys.argv[1], "rb") as f:
        code = f.read()
    run(code, match_brackets(code), sys.stdout.buffer, sys.stdin.buffer)
    sys.stdout.buffer.flush()


if __name__ == "__main__":
    main()
