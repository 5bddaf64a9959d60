/* The Takeuchi function (benches/calls.sh): ./tak 24 16 8 prints 9. */
#include <stdio.h>
#include <stdlib.h>

static long tak(long x, long y, long z) {
    if (y < x)
        return tak(tak(x - 1, y, z), tak(y - 1, z, x), tak(z - 1, x, y));
    return z;
}

int main(int argc, char **argv) {
    if (argc != 4) {
        fprintf(stderr, "usage: tak X Y Z\n");
        return 2;
    }
    printf("%ld\n", tak(atol(argv[1]), atol(argv[2]), atol(argv[3])));
    return 0;
}
