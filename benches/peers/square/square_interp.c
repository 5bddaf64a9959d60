/* The square workload in C: the register machine interpreter with opcodes as an enum and a
 * switch for dispatch (gcc -O2 makes it a jump table). Usage: square_interp N  (prints N*N)
 * Build: gcc -O2 -o square_interp square_interp.c */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>

enum op { JUMP_IF_A, MOV_A_R0, MOV_A_R1, MOV_A_R2, MOV_R0_A, MOV_R1_A, MOV_R2_A, ADD_R1_TO_A, DECR_A, RETURN_A };

/* A mutable global: if the program were a constant gcc could fold the interpreter over it. */
int64_t program[] = {
    MOV_A_R0, MOV_A_R1,
    /* pc 2, the loop: r0 -= 1; r2 += r1; until r0 == 0 */
    MOV_R0_A, DECR_A, MOV_A_R0, MOV_R2_A, ADD_R1_TO_A, MOV_A_R2, MOV_R0_A,
    JUMP_IF_A, 2,
    MOV_R2_A, RETURN_A,
};

static int64_t run(const int64_t *code, int64_t a)
{
    int64_t r0 = 0, r1 = 0, r2 = 0;
    size_t pc = 0;
    for (;;) {
        int64_t op = code[pc++];
        switch (op) {
        case JUMP_IF_A: {
            int64_t target = code[pc++];
            if (a != 0)
                pc = (size_t)target;
            break;
        }
        case MOV_A_R0: r0 = a; break;
        case MOV_A_R1: r1 = a; break;
        case MOV_A_R2: r2 = a; break;
        case MOV_R0_A: a = r0; break;
        case MOV_R1_A: a = r1; break;
        case MOV_R2_A: a = r2; break;
        case ADD_R1_TO_A: a += r1; break;
        case DECR_A: a -= 1; break;
        case RETURN_A: return a;
        default:
            fprintf(stderr, "illegal opcode %" PRId64 " at %zu\n", op, pc - 1);
            exit(1);
        }
    }
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: square_interp N\n");
        return 2;
    }
    printf("%" PRId64 "\n", run(program, strtoll(argv[1], NULL, 10)));
    return 0;
}
