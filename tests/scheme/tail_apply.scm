;; apply calls its procedure in tail position: a loop of a million iterations through apply runs in
;; constant space.

(define (loop n acc) (if (= n 0) acc (apply loop (- n 1) (list (+ acc 3)))))
(display (loop 1000000 0)) (newline)
(define (loop2 . args) (if (= (car args) 0) (cadr args) (apply loop2 (list (- (car args) 1) (+ (cadr args) 1)))))
(display (loop2 1000000 0)) (newline)
