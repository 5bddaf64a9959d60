/* The square program itself as a C loop, no interpreter: what the bytecode does, compiled. One
 * iteration here is one pass through the bytecode loop (pc 2..9). Usage: square_native N
 * Build: gcc -O2 -o square_native square_native.c
 *
 * gcc -O2 would otherwise see that the loop computes a*a and emit one multiply; the empty asm
 * statement says it may have changed the registers, so the loop stays (sub, add, test, jne). */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>

static int64_t square(int64_t a)
{
    int64_t r0 = a, r1 = a, r2 = 0;
    do {
        a = r0 - 1;
        r0 = a;
        a = r2 + r1;
        r2 = a;
        a = r0;
        __asm__ volatile("" : "+r"(a), "+r"(r0), "+r"(r1), "+r"(r2));
    } while (a != 0);
    return r2;
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: square_native N\n");
        return 2;
    }
    printf("%" PRId64 "\n", square(strtoll(argv[1], NULL, 10)));
    return 0;
}
