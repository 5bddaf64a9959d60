"""Writes tests/bf/closed.b and its expected output tests/bf/closed.out, computed by the plain brainfuck
interpreter below (cells wrap at 256, the tape is a ring of 65536 cells, as in examples/bf.fg), which
shares no code with fgljit. Run from the repository's root: python3 tests/bf/closed.py"""


def run(prog, inp=b''):
    tape=[0]*65536; p=0; pc=0; out=bytearray(); ip=0
    match={}; st=[]
    for i,c in enumerate(prog):
        if c=='[': st.append(i)
        elif c==']': j=st.pop(); match[i]=j; match[j]=i
    while pc < len(prog):
        c=prog[pc]
        if c=='+': tape[p]=(tape[p]+1)&255
        elif c=='-': tape[p]=(tape[p]-1)&255
        elif c=='>': p=(p+1)&65535
        elif c=='<': p=(p-1)&65535
        elif c=='.': out.append(tape[p])
        elif c==',':
            if ip < len(inp): tape[p]=inp[ip]; ip+=1
        elif c=='[' and tape[p]==0: pc=match[pc]
        elif c==']' and tape[p]!=0: pc=match[pc]
        pc+=1
    return bytes(out)
# Loops in closed form: countdown with several steps (positive, negative, wrapping), count-up, nested,
# and a loop whose counter is read from the tape each iteration; printed at each outer iteration.
prog = (
 "+" * 40 +                       # c0: outer counter, 40 iterations
 "[" +
   ">" + "+" * 7 +                # c1 += 7 (wraps over many outer iterations)
   "[->+++>-----<<]" +            # c2 += 3*c1, c3 -= 5*c1, c1 = 0
   ">.>." +                       # print c2, c3
   ">" + "-" * 6 +                # c4 -= 6 (so it counts up from 250, 244, ...)
   "[+>++<]" +                    # count up to zero: c5 += 2 per step
   ">." +                         # print c5
   ">[-]" + "+" * 200 + "[-]." +  # c6 = 200, cleared, print 0
   "<<<<<<" +
   "-" +                          # outer counter
 "]" +
 ">>>>>>>" + "+" * 13 +           # c7 = 13
 "[>" + "+" * 250 + "[-<<+>>]<-]" # nested: inner moves c8 (250 per outer) to c6, 13 times
 "<.>>.<<<.<.<.<.<.<."
)
open('tests/bf/closed.b','w').write(prog)
out = run(prog)
open('tests/bf/closed.out','wb').write(out)
