; Mutually tail-calling procedures called inside an argument of a loop's tail call: a trace of the
; loop that inlined the recursive call of eval for that argument left machine code with a list freed
; under it (found by differential fuzzing; every mode must print the interpreter's output).
(define (ho2 i acc))
(display (ho2 0 0))
(define (ev3 n) (if #t (od4 (- n 1))))
(define (od4 n) (if (= n 0) (ev3 0)))
(define (ml5 i c) (if (< i 60) (ml5 (+ i 1) (if (ev3 (remainder i 17)) (+ 1))) i))
(display (ml5 0 0))
(newline)
