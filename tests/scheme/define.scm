;; define: variables, procedures, internal defines, forward references.

(define x 10)
(define y (+ x 5))
(display x) (newline)
(display y) (newline)

(define (square n) (* n n))
(display (square 12)) (newline)

(define (no-args) 'called)
(display (no-args)) (newline)

; A procedure may refer to one defined after it, as long as it is called later.
(define (uses-later n) (later n))
(define (later n) (list 'later n))
(display (uses-later 3)) (newline)

; A define whose value is a lambda.
(define cube (lambda (n) (* n n n)))
(display (cube 3)) (newline)

; Internal defines: a variable, a procedure, each seeing the ones before.
(define (hypot-squared a b)
  (define a2 (* a a))
  (define b2 (* b b))
  (define (sum) (+ a2 b2))
  (sum))
(display (hypot-squared 3 4)) (newline)

; Mutually recursive internal defines.
(define (parity n)
  (define (ev? k) (if (= k 0) #t (od? (- k 1))))
  (define (od? k) (if (= k 0) #f (ev? (- k 1))))
  (if (ev? n) 'even 'odd))
(display (parity 10)) (display " ") (display (parity 7)) (newline)

; Internal defines shadow outer names and parameters are visible to them.
(define (shadow x)
  (define y (* x 100))
  (+ x y))
(display (shadow 2)) (display " ") (display x) (display " ") (display y) (newline)

; Internal defines in a lambda body and in a let body.
(define f
  (lambda (n)
    (define twice (* 2 n))
    (define (add k) (+ twice k))
    (add 1)))
(display (f 20)) (newline)
(display (let ((base 7))
           (define (times k) (* base k))
           (define seven-times-six (times 6))
           seven-times-six))
(newline)

; A procedure returning a procedure, defined with define.
(define (make-multiplier k) (define (mul n) (* k n)) mul)
(define triple (make-multiplier 3))
(display (triple 14)) (newline)

; Recursion through a top-level define.
(define (fact n) (if (= n 0) 1 (* n (fact (- n 1)))))
(display (fact 10)) (newline)
