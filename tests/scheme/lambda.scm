;; lambda: fixed arity, a single rest parameter, and fixed parameters followed by a rest.

(display ((lambda (a b) (- a b)) 10 3)) (newline)
(display ((lambda () 'none))) (newline)
(display ((lambda (x) (* x x)) 9)) (newline)

; (lambda args ...): every argument in one list.
(define all (lambda args args))
(write (all)) (newline)
(write (all 1)) (newline)
(write (all 1 2 3)) (newline)

; (lambda (a b . rest) ...)
(define some (lambda (a b . rest) (list a b rest)))
(write (some 1 2)) (newline)
(write (some 1 2 3)) (newline)
(write (some 1 2 3 4 5)) (newline)
(define one-and-rest (lambda (a . rest) (cons rest a)))
(write (one-and-rest 'x)) (newline)
(write (one-and-rest 'x 'y 'z)) (newline)

; A body of several expressions: the value is the last one's.
(display ((lambda (n) (display "side ") (+ n 1)) 41)) (newline)

; Lambdas as arguments and as results.
(define (apply-twice f x) (f (f x)))
(display (apply-twice (lambda (n) (* n 3)) 5)) (newline)
(display (((lambda (a) (lambda (b) (list a b))) 'outer) 'inner)) (newline)

; Parameters shadow outer bindings.
(define n 1000)
(display ((lambda (n) (+ n 1)) 1)) (display " ") (display n) (newline)

; The operator position may be any expression.
(display ((if #t + -) 10 5)) (display " ") (display ((if #f + -) 10 5)) (newline)
(display ((car (list (lambda (x) (+ x 100)))) 1)) (newline)
