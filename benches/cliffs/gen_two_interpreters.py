#!/usr/bin/env python3
"""Generates two_interpreters.fg: one FGL program holding two interpreters, examples/bytecode_vm.fg's
register machine (copied in from `bytecode_loop:` to the end, as gen_bytecode.py does) and
examples/bf.fg's brainfuck machine (copied in from `entry:` to the end, every label and variable renamed
with a `bf_` prefix so that the two share nothing), each with its own dispatch label and greens.

A host loop first runs m small bytecode programs on the register machine, each generated at run time (a
template with the item's loop count patched in with `set`, as a regex or query engine compiles a program
per input): every one is a new list, so a new green value of `bytecode` and new anchors, and its loop of
20 to 36 iterations gets hot and is traced, then never runs again (green_new_every_outer.fg's shape, met
by an interpreter). Then the brainfuck machine runs a program whose nested loops are an ordinary hot
loop, most of the run. What the JIT decides about the register machine's label after thousands of
useless traces there (closing it, raising its threshold) must not keep the brainfuck machine's loops from
being compiled.

Two terminators are changed, so that each interpreter returns to the host instead of ending the program:
the register machine's `print` (`print_x: print_and_stop(x)`) goes to `host_vm_done` with its result in
`x`, and the brainfuck machine's end (`done: stop`) goes to `host_bf_done`.

Run from anywhere: python3 benches/cliffs/gen_two_interpreters.py (it rewrites the file next to itself).
"""
import os
import re
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the programs
from gen_bytecode import HERE, assemble, interpreter

BF = os.path.join(HERE, '..', '..', 'examples', 'bf.fg')
NAME = 'two_interpreters.fg'
# The brainfuck program's middle and inner counts (its outer count is the input a, at most 255).
B, C = 100, 100

# Words of FGL that are not names in bf.fg's code: the terminators' keywords. (Operations, statements,
# promote and print_and_stop are followed by a parenthesis, and are left alone for that.)
KEYWORDS = {'goto', 'if', 'else', 'stop'}


def prefix_names(code, prefix):
    """`code` (one line of FGL without its comment) with every label and variable name prefixed."""
    def rename(m):
        word = m.group(0)
        called = code[m.end():].lstrip().startswith('(')
        if word.startswith("'") or called or word in KEYWORDS:
            return word
        return prefix + word
    return re.sub(r"'[^']*'|[A-Za-z_][A-Za-z0-9_]*", rename, code)


def bf_interpreter():
    """examples/bf.fg from its first label on, names prefixed with `bf_`, its `stop` a jump to the host."""
    lines = open(BF).read().split('\n')
    first = lines.index('entry:')
    out = []
    for line in lines[first:]:
        code, hash_, comment = line.partition('#')
        out.append(prefix_names(code, 'bf_') + hash_ + comment)
    text = '\n'.join(out)
    done = 'bf_done:\n    stop\n'
    assert text.count(done) == 1, 'examples/bf.fg ends with done: stop'
    return text.replace(done, 'bf_done:\n    goto host_bf_done  # (bf.fg: stop)\n')


def vm_interpreter():
    text = interpreter()
    end = 'print_x:\n    print_and_stop(x)\n'
    assert text.count(end) == 1, 'examples/bytecode_vm.fg prints with print_x: print_and_stop(x)'
    return text.replace(end, 'print_x:\n    goto host_vm_done  # (bytecode_vm.fg: print_and_stop(x))\n')


def main():
    # The template: r2 = r0 + K + (K - 1) + ... + 1, with K patched in at index 2 for each item.
    instrs = [
        (None, 'load_imm', 1, 0),             # r1 = K (patched)
        (None, 'load_imm', 4, 1),             # r4 = 1
        (None, 'mov', 2, 0),                  # r2 = r0 (the item's number)
        ('loop', 'add', 2, 2, 1),             # loop: r2 += r1
        (None, 'sub', 1, 1, 4),               # r1 -= 1
        (None, 'jump_if', 1, 'loop'),         # while r1 != 0
        (None, 'print', 2),                   # back to the host with r2
    ]
    template, _ = assemble(instrs)
    tail = '[' + '>' + '+' * B + '[>' + '+' * C + '[>+<-]<-]<-]'
    tail_bytes = '[' + ', '.join(str(ord(ch)) for ch in tail) + ']'
    header = (
        '# Cliff: two interpreters in one program, the first running a guest that is bad for a JIT, the second\n'
        '# an ordinary hot loop: what the JIT does about the first one\'s anchors must not stop the second one\'s\n'
        '# loops from being compiled.\n'
        '# A host loop runs m bytecode programs on examples/bytecode_vm.fg\'s register machine (label\n'
        '# bytecode_loop, greens bytecode and pc), each generated at run time: a template whose loop count\n'
        '# (20 + j %% 17) is patched in with `set`, so every one is a new list, a new green value and new anchors,\n'
        '# and its loop gets hot, is traced and never runs again (green_new_every_outer.fg\'s shape, met by an\n'
        '# interpreter). Then examples/bf.fg\'s brainfuck machine (every name prefixed with bf_: label bf_loop,\n'
        '# greens bf_src, bf_jumps and bf_pc) runs a brainfuck program of three nested loops, `+` * a, then\n'
        '# `[>` `+` * %d `[>` `+` * %d `[>+<-]<-]<-]`: a * %d inner iterations, most of the run.\n'
        '# Prints [the sum over j < m of (j + K_j * (K_j + 1) / 2) with K_j = 20 + j %% 17, a * %d mod 256].\n'
        '#\n'
        '# args: --arg m=3000 --arg a=40\n'
        '# test-args: --arg m=10 --arg a=1\n'
        '#\n'
        '# Generated by benches/cliffs/gen_two_interpreters.py; the interpreters are examples/bytecode_vm.fg\'s\n'
        '# and examples/bf.fg\'s, each with its last terminator changed to go back to the host.\n\n'
        % (B, C, B * C, B * C))
    host = (
        '# The host: m generated bytecode programs on the register machine, then one brainfuck program.\n'
        'entry:\n'
        '    template = %s\n'
        '    tail = %s\n'
        '    j = 0\n'
        '    acc = 0\n'
        '    goto item\n'
        'item:\n'
        '    more = j < m\n'
        '    if more goto item_run else goto bf_setup\n'
        'item_run:\n'
        '    k = j %% 17\n'
        '    k = k + 20\n'
        '    bytecode = set(template, 2, k)\n'
        '    pc = 0\n'
        '    r0 = j\n'
        '    r1 = 0\n'
        '    r2 = 0\n'
        '    r3 = 0\n'
        '    r4 = 0\n'
        '    r5 = 0\n'
        '    goto bytecode_loop\n'
        'host_vm_done:\n'
        '    acc = acc + x\n'
        '    j = j + 1\n'
        '    goto item\n'
        '# The brainfuck program: a `+` then the tail.\n'
        'bf_setup:\n'
        '    bf_src = make_list(a, 43)\n'
        '    q = 0\n'
        '    goto bf_append\n'
        'bf_append:\n'
        '    more = q < %d\n'
        '    if more goto bf_append_one else goto bf_entry\n'
        'bf_append_one:\n'
        '    v = tail[q]\n'
        '    bf_src = append(bf_src, v)\n'
        '    q = q + 1\n'
        '    goto bf_append\n'
        'host_bf_done:\n'
        '    cell = bf_tape[3]\n'
        '    result = [acc, cell]\n'
        '    print_and_stop(result)\n\n' % (template, tail_bytes, len(tail)))
    with open(os.path.join(HERE, NAME), 'w') as f:
        f.write(header)
        f.write(host)
        f.write('# ' + '=' * 105 + '\n# The register machine (examples/bytecode_vm.fg).\n\n')
        f.write(vm_interpreter())
        f.write('\n# ' + '=' * 105 + '\n# The brainfuck machine (examples/bf.fg, names prefixed with bf_).\n\n')
        f.write(bf_interpreter())


if __name__ == '__main__':
    main()
