;; car of a non-pair after many iterations of a loop (hot enough to be compiled by the JIT).
(define (sum-cars l acc) (if (null? l) acc (sum-cars (cdr l) (+ acc (car (car l))))))
(define (make n) (if (= n 0) (list 7) (cons (list n) (make (- n 1)))))
(display (sum-cars (cdr (reverse (make 2000))) 0)) (newline)
(display (sum-cars (make 2000) 0)) (newline)
