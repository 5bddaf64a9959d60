# fib(n), doubly recursive (benches/calls.sh): python3 fib.py 30 prints 832040.
import sys


def fib(n):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)


print(fib(int(sys.argv[1])))
