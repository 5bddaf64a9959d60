;; A variable that is never defined: the error names it.
(display "before") (newline)
(define (f x) (+ x undefined-thing))
(display (f 1)) (newline)
(display "never") (newline)
