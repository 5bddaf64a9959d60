;; if, cond (with else and =>), case, and, or, when, unless.

(display (if #t 'yes 'no)) (newline)
(display (if #f 'yes 'no)) (newline)
; Only #f is false: 0, the empty list and "" are true.
(display (if 0 'true 'false)) (newline)
(display (if '() 'true 'false)) (newline)
(display (if "" 'true 'false)) (newline)
(if #t (begin (display "one-armed if") (newline)))
(if #f (begin (display "never") (newline)))
(display (if (< 1 2) (+ 1 2) (car '()))) (newline)

(define (classify n)
  (cond ((< n 0) 'negative)
        ((= n 0) 'zero)
        ((< n 10) (display "[small]") 'small)
        (else 'large)))
(display (list (classify -5) (classify 0) (classify 5) (classify 50))) (newline)

; => passes the test's value to a procedure.
(define table '((a . 1) (b . 2) (c . 3)))
(define (lookup k)
  (cond ((assq k table) => cdr)
        (else 'missing)))
(display (list (lookup 'b) (lookup 'z))) (newline)
(display (cond ((memv 3 '(1 2 3 4 5)) => length) (else 0))) (newline)
; A clause with a test only gives the test's value.
(display (cond ((assv 2 '((1 . one) (2 . two)))) (else 'no))) (newline)
(display (cond (#f 1) ((+ 2 3)) (else 'no))) (newline)

(define (kind x)
  (case x
    ((1 2 3) 'small)
    ((4 5 6) 'medium)
    ((a e i o u) 'vowel)
    ((#t) 'true)
    (else 'other)))
(display (map kind '(1 5 a u z 100 #t))) (newline)
(display (case (* 2 3) ((2 3 5 7) 'prime) ((1 4 6 8 9) 'composite))) (newline)
(display (case 'x ((x) (display "[several]") 'first) (else 'second))) (newline)

(display (and)) (newline)
(display (and 1 2 3)) (newline)
(display (and 1 #f 3)) (newline)
(display (and #t '())) (newline)
(display (or)) (newline)
(display (or #f #f)) (newline)
(display (or #f 2 3)) (newline)
(display (or (memq 'c '(a b c d)) 'none)) (newline)
; and and or stop early: the rest is never evaluated.
(display (and #f (car '()))) (newline)
(display (or 'first (car '()))) (newline)

(display (when (> 3 2) 'a 'b 'c)) (newline)
(when (> 2 3) (display "never") (newline))
(display (unless (> 2 3) 'x 'y)) (newline)
(unless (> 3 2) (display "never") (newline))
(when #t (display "when body") (newline))
(unless #f (display "unless body") (newline))

; Nested conditionals.
(define (fizzbuzz n)
  (cond ((= 0 (modulo n 15)) 'fizzbuzz)
        ((= 0 (modulo n 3)) 'fizz)
        ((= 0 (modulo n 5)) 'buzz)
        (else n)))
(define (fb i n) (if (<= i n) (cons (fizzbuzz i) (fb (+ i 1) n)) '()))
(display (fb 1 15)) (newline)
