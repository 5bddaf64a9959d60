;; Small versions of the classic benchmarks: fib, tak, ack, cpstak, hanoi, primes on lists.

(define (fib n) (if (< n 2) n (+ (fib (- n 1)) (fib (- n 2)))))
(display (fib 20)) (newline)

(define (tak x y z) (if (not (< y x)) z (tak (tak (- x 1) y z) (tak (- y 1) z x) (tak (- z 1) x y))))
(display (tak 18 12 6)) (newline)

(define (ack m n)
  (cond ((= m 0) (+ n 1))
        ((= n 0) (ack (- m 1) 1))
        (else (ack (- m 1) (ack m (- n 1))))))
(display (ack 2 9)) (newline)

(define (cpstak x y z)
  (define (tak x y z k)
    (if (not (< y x))
        (k z)
        (tak (- x 1) y z
             (lambda (v1)
               (tak (- y 1) z x
                    (lambda (v2)
                      (tak (- z 1) x y
                           (lambda (v3) (tak v1 v2 v3 k)))))))))
  (tak x y z (lambda (a) a)))
(display (cpstak 12 8 4)) (newline)

(define (hanoi n from to via)
  (if (= n 0) '() (append (hanoi (- n 1) from via to) (list (list from to)) (hanoi (- n 1) via to from))))
(display (hanoi 3 'a 'c 'b)) (newline)
(display (length (hanoi 10 'a 'c 'b))) (newline)

(define (interval a b) (if (> a b) '() (cons a (interval (+ a 1) b))))
(define (remove-multiples p l)
  (cond ((null? l) '()) ((= 0 (remainder (car l) p)) (remove-multiples p (cdr l))) (else (cons (car l) (remove-multiples p (cdr l))))))
(define (sieve l) (if (null? l) '() (cons (car l) (sieve (remove-multiples (car l) (cdr l))))))
(define primes (sieve (interval 2 500)))
(display (length primes)) (display " ") (display (list-tail primes 90)) (newline)
