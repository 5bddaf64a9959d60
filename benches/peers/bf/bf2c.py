#!/usr/bin/env python3
"""Translates a brainfuck program to C, one statement per command, for gcc -O2: what an optimizing
compiler makes of the program itself, with no interpreter left (the limit the others are measured
against). Same machine as bf.c: 65536 cells of 8 bits, cells and the cell pointer wrap around, `,` at
the end of the input leaves the cell as it is.

Usage: python3 bf2c.py PROGRAM.b > prog.c && gcc -O2 -o prog prog.c
"""
import sys

STATEMENT = {
    ord("+"): "++t[p];",
    ord("-"): "--t[p];",
    ord(">"): "++p;",
    ord("<"): "--p;",
    ord("."): "putchar(t[p]);",
    ord(","): "{ int c = getchar(); if (c != EOF) t[p] = (unsigned char)c; }",
    ord("["): "while (t[p]) {",
    ord("]"): "}",
}


def translate(code):
    lines = ["#include <stdint.h>", "#include <stdio.h>", "static unsigned char t[65536];",
             "int main(void) {", "    uint16_t p = 0;"]
    depth = 1
    for i, c in enumerate(code):
        if c not in STATEMENT:
            continue
        if c == ord("]"):
            depth -= 1
            if depth == 0:
                raise SystemExit("bf2c.py: unmatched ] at byte %d" % i)
        lines.append("    " * depth + STATEMENT[c])
        if c == ord("["):
            depth += 1
    if depth != 1:
        raise SystemExit("bf2c.py: unmatched [")
    lines += ["    return 0;", "}"]
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    if len(sys.argv) != 2:
        raise SystemExit("usage: bf2c.py PROGRAM.b > PROGRAM.c")
    with open(sys.argv[1], "rb") as f:
        sys.stdout.write(translate(f.read()))
