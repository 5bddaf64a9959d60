;; A procedure with a rest parameter: "at least".
(define (f a b . rest) (list a b rest))
(display (f 1 2 3)) (newline)
(f 1)
