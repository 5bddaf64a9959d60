;; apply calls its procedure in tail position: loops of 100,000 iterations through apply (how deep a
;; loop can go in constant space, tests/scheme/long/tail_loop.scm shows with a million).

(define (loop n acc) (if (= n 0) acc (apply loop (- n 1) (list (+ acc 3)))))
(display (loop 100000 0)) (newline)
(define (loop2 . args) (if (= (car args) 0) (cadr args) (apply loop2 (list (- (car args) 1) (+ (cadr args) 1)))))
(display (loop2 100000 0)) (newline)
