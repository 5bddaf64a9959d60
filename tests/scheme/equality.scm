;; eq?, eqv? and equal?, on data where the three agree everywhere (no numbers or strings under eq?), and
;; never on two pairs made apart with the same contents: the interpreter's eq? compares structure (FGL
;; lists have no identity), which Scheme leaves to identity.

(define (show . xs) (for-each (lambda (x) (write x) (display " ")) xs) (newline))

(show (eq? 'a 'a) (eq? 'a 'b) (eq? '() '()) (eq? #t #t) (eq? car car) (eq? car cdr))
(define l '(1 2 3))
(show (eq? l l) (eq? (list 1) (list 2)) (eq? (cons 1 2) (cons 2 1)) (eq? (cdr l) (cdr l)))
(show (eqv? 1 1) (eqv? 1 2) (eqv? -5 -5) (eqv? 100000000000000000000 100000000000000000000) (eqv? 'x 'x))
(show (eqv? '() '()) (eqv? (list 1) (list 2)) (eqv? l l) (eqv? 1 'a) (eqv? #f '()))
(show (equal? 1 1) (equal? 'a 'a) (equal? "abc" "abc") (equal? "abc" "ABC") (equal? '() '()))
(show (equal? '(1 2 3) (list 1 2 3)) (equal? '(1 2) '(1 2 3)) (equal? '(1 2 3) '(1 2)))
(show (equal? '(1 (2 (3 (4 "five"))) six) (list 1 (list 2 (list 3 (list 4 "five"))) 'six)))
(show (equal? '(1 (2 (3 (4 "five"))) six) '(1 (2 (3 (4 "fivE"))) six)))
(show (equal? '(a . b) (cons 'a 'b)) (equal? '(a b . c) (cons 'a (cons 'b 'c))) (equal? '(a . b) '(a . c)))
(show (equal? '((1 . 2) (3 . 4)) (list (cons 1 2) (cons 3 4))) (equal? '(()) '(())) (equal? '(()) '()))
(show (equal? 1 '(1)) (equal? "1" 1) (equal? #t #t) (equal? #t #f) (equal? (list #f) '(#f)))
(define (deep n) (if (= n 0) '() (list n (deep (- n 1)) n)))
(show (equal? (deep 50) (deep 50)) (equal? (deep 50) (deep 49)))
