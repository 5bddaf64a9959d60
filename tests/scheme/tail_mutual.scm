;; Mutual tail recursion, 100,000 calls (tests/scheme/long/tail_loop.scm runs a million in constant space).

(define (my-even? n) (if (= n 0) #t (my-odd? (- n 1))))
(define (my-odd? n) (if (= n 0) #f (my-even? (- n 1))))
(display (my-even? 100000)) (newline)
(display (my-odd? 100001)) (newline)

; Through internal defines, and through closures passed as arguments.
(define (ping-pong n)
  (define (ping k) (if (= k 0) 'ping (pong (- k 1))))
  (define (pong k) (if (= k 0) 'pong (ping (- k 1))))
  (ping n))
(display (ping-pong 100001)) (newline)
(define (bounce k self other) (if (= k 0) 'landed (other (- k 1) other self)))
(display (bounce 100000 bounce bounce)) (newline)
