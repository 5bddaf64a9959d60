;; Closures: counters made of nested lambdas (no set!), compose, curried adders, closures capturing
;; loop variables and each other.

(define (show . xs) (for-each (lambda (x) (write x) (display " ")) xs) (newline))

; A counter without assignment: each call returns the count and the next counter.
(define (make-counter n) (lambda () (cons n (make-counter (+ n 1)))))
(define c0 (make-counter 0))
(define r1 (c0))
(define r2 ((cdr r1)))
(define r3 ((cdr r2)))
(show (car r1) (car r2) (car r3) (car (c0)))
(define (take-counts counter k) (if (= k 0) '() (let ((r (counter))) (cons (car r) (take-counts (cdr r) (- k 1))))))
(show (take-counts (make-counter 10) 5))
; A counter that steps by a captured amount, as a message-passing object.
(define (make-stepper value step)
  (lambda (msg)
    (cond ((eq? msg 'value) value)
          ((eq? msg 'next) (make-stepper (+ value step) step))
          ((eq? msg 'faster) (make-stepper value (* step 2))))))
(define s ((((make-stepper 1 1) 'next) 'faster) 'next))
(show (s 'value) ((s 'next) 'value))

(define (compose . fs)
  (if (null? fs) (lambda (x) x) (lambda (x) ((car fs) ((apply compose (cdr fs)) x)))))
(define add1 (lambda (x) (+ x 1)))
(define double (lambda (x) (* x 2)))
(show ((compose) 5) ((compose add1) 5) ((compose add1 double) 5) ((compose double add1) 5) ((compose double double double add1) 0))

(define (curry-add a) (lambda (b) (lambda (c) (+ a b c))))
(define add-1 (curry-add 1))
(define add-1-2 (add-1 2))
(show (add-1-2 3) (add-1-2 10) ((add-1 20) 300) (((curry-add 100) 200) 300))
(define adders (map (lambda (n) (lambda (x) (+ x n))) '(1 10 100)))
(show (map (lambda (f) (f 5)) adders))

; Each iteration of a named let has its own binding.
(define thunks (let loop ((i 0) (acc '())) (if (= i 5) acc (loop (+ i 1) (cons (lambda () (* i i)) acc)))))
(show (map (lambda (t) (t)) thunks))
(define thunks2 (do ((i 0 (+ i 1)) (acc '() (cons (lambda () i) acc))) ((= i 3) acc)))
(show (map (lambda (t) (t)) thunks2))

; Closures over closures, and over let, let* and letrec bindings.
(define (make-pair-ops)
  (let* ((k 3) (scale (lambda (x) (* x k))))
    (letrec ((sum-scaled (lambda (l) (if (null? l) 0 (+ (scale (car l)) (sum-scaled (cdr l)))))))
      (list scale sum-scaled))))
(define ops (make-pair-ops))
(show ((car ops) 7) ((cadr ops) '(1 2 3)))
(define x 'global)
(define (get-x) x)
(show (let ((x 'local)) (list x (get-x))))
(define (outer a) (lambda (b) (lambda (c) (list a b c x))))
(show (((outer 1) 2) 3))

; Church numerals.
(define zero (lambda (f) (lambda (x) x)))
(define (succ n) (lambda (f) (lambda (x) (f ((n f) x)))))
(define (church->int n) ((n (lambda (k) (+ k 1))) 0))
(define (add m n) (lambda (f) (lambda (x) ((m f) ((n f) x)))))
(define (mul m n) (lambda (f) (m (n f))))
(define three (succ (succ (succ zero))))
(define four (succ three))
(show (church->int zero) (church->int three) (church->int (add three four)) (church->int (mul three four)))

; The Y combinator.
(define (Y f) ((lambda (x) (f (lambda (v) ((x x) v)))) (lambda (x) (f (lambda (v) ((x x) v))))))
(define fact (Y (lambda (self) (lambda (n) (if (= n 0) 1 (* n (self (- n 1))))))))
(show (fact 10) (fact 25))

; Lazy streams made of closures.
(define (integers-from n) (cons n (lambda () (integers-from (+ n 1)))))
(define (stream-take s k) (if (= k 0) '() (cons (car s) (stream-take ((cdr s)) (- k 1)))))
(define (stream-filter p s) (if (p (car s)) (cons (car s) (lambda () (stream-filter p ((cdr s))))) (stream-filter p ((cdr s)))))
(define (sieve s) (cons (car s) (lambda () (sieve (stream-filter (lambda (x) (not (= 0 (remainder x (car s))))) ((cdr s)))))))
(show (stream-take (sieve (integers-from 2)) 20))
