;; Too few arguments to a procedure made by define: the error names it.
(define (add a b) (+ a b))
(display (add 1 2)) (newline)
(display (add 1)) (newline)
