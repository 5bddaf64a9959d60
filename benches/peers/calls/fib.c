/* fib(n), doubly recursive (benches/calls.sh): ./fib 30 prints 832040. */
#include <stdio.h>
#include <stdlib.h>

static long fib(long n) {
    if (n < 2)
        return n;
    return fib(n - 1) + fib(n - 2);
}

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: fib N\n");
        return 2;
    }
    printf("%ld\n", fib(atol(argv[1])));
    return 0;
}
