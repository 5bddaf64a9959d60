; A loop of tail calls: the trace of the interpreter's dispatch at the tail call goes round in machine
; code, the recursive calls of eval that evaluate the test and the arguments inlined (tests/scheme.rs).
(define (count i n) (if (< i n) (count (+ i 1) n) i))
(display (count 0 20000))
(newline)
