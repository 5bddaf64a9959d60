# The Takeuchi function (benches/calls.sh): python3 tak.py 24 16 8 prints 9.
import sys


def tak(x, y, z):
    if y < x:
        return tak(tak(x - 1, y, z), tak(y - 1, z, x), tak(z - 1, x, y))
    return z


print(tak(int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])))
