;; Mutual tail recursion of a million calls runs in constant space.

(define (my-even? n) (if (= n 0) #t (my-odd? (- n 1))))
(define (my-odd? n) (if (= n 0) #f (my-even? (- n 1))))
(display (my-even? 1000000)) (newline)
(display (my-odd? 1000001)) (newline)

; Through internal defines, and through closures passed as arguments.
(define (ping-pong n)
  (define (ping k) (if (= k 0) 'ping (pong (- k 1))))
  (define (pong k) (if (= k 0) 'pong (ping (- k 1))))
  (ping n))
(display (ping-pong 1000001)) (newline)
(define (bounce k self other) (if (= k 0) 'landed (other (- k 1) other self)))
(display (bounce 1000000 bounce bounce)) (newline)
