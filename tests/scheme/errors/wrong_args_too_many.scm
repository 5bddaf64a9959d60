;; Too many arguments.
(define (one x) x)
(display (one 1)) (newline)
(one 1 2 3)
