;; Booleans: #t and #f, not, boolean?, and what counts as true.

(write #t) (display " ") (write #f) (newline)
(display #t) (display " ") (display #f) (newline)
(write (list (not #t) (not #f) (not 0) (not '()) (not "") (not 'f))) (newline)
(write (list (boolean? #t) (boolean? #f) (boolean? 0) (boolean? '()) (boolean? "#t") (boolean? 'x))) (newline)
(write (list (eq? #t #t) (eq? #f #f) (eq? #t #f) (eqv? #f #f) (equal? #t #t))) (newline)
(write (list (if (not (= 1 2)) 'different 'same) (not (< 1 2)))) (newline)
(define (xor a b) (if a (not b) b))
(write (list (xor #t #t) (xor #t #f) (xor #f #t) (xor #f #f))) (newline)
(write '(#t #f)) (newline)
(write (list (= 1 1) (null? '()) (pair? '()))) (newline)
