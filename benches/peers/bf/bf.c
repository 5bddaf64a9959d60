/* A brainfuck interpreter in C, written plainly: the program is read whole, its brackets are matched
 * once into a table of jump targets, then a switch on each byte runs it. 65536 cells of 8 bits, both
 * the cells and the cell pointer wrap around; `,` at the end of the input leaves the cell as it is.
 * Build: gcc -O2 -o bf bf.c        Usage: bf PROGRAM.b < INPUT */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

static unsigned char *read_file(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        perror(path);
        exit(2);
    }
    size_t cap = 1 << 16, n = 0;
    unsigned char *buf = malloc(cap);
    size_t got;
    while (buf && (got = fread(buf + n, 1, cap - n, f)) > 0) {
        n += got;
        if (n == cap)
            buf = realloc(buf, cap *= 2);
    }
    if (!buf || ferror(f)) {
        fprintf(stderr, "bf: cannot read %s\n", path);
        exit(2);
    }
    fclose(f);
    *len = n;
    return buf;
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: bf PROGRAM.b < INPUT\n");
        return 2;
    }
    size_t len;
    unsigned char *code = read_file(argv[1], &len);

    /* jump[i] is the partner of the bracket at i; open brackets wait on a stack for theirs. */
    size_t *jump = calloc(len + 1, sizeof *jump);
    size_t *open = malloc((len + 1) * sizeof *open);
    size_t depth = 0;
    if (!jump || !open) {
        fprintf(stderr, "bf: out of memory\n");
        return 2;
    }
    for (size_t i = 0; i < len; i++) {
        if (code[i] == '[') {
            open[depth++] = i;
        } else if (code[i] == ']') {
            if (depth == 0) {
                fprintf(stderr, "bf: unmatched ] at byte %zu\n", i);
                return 2;
            }
            size_t j = open[--depth];
            jump[i] = j;
            jump[j] = i;
        }
    }
    if (depth != 0) {
        fprintf(stderr, "bf: unmatched [ at byte %zu\n", open[depth - 1]);
        return 2;
    }
    free(open);

    static unsigned char tape[65536];
    uint16_t p = 0; /* wraps at 65536 by its type */
    for (size_t pc = 0; pc < len; pc++) {
        switch (code[pc]) {
        case '+': tape[p]++; break;
        case '-': tape[p]--; break;
        case '>': p++; break;
        case '<': p--; break;
        case '.': putchar(tape[p]); break;
        case ',': {
            int c = getchar();
            if (c != EOF)
                tape[p] = (unsigned char)c;
            break;
        }
        case '[': if (tape[p] == 0) pc = jump[pc]; break;
        case ']': if (tape[p] != 0) pc = jump[pc]; break;
        default: break; /* any other byte is a comment */
        }
    }
    return 0;
}
