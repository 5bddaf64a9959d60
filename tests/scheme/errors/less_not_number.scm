;; < on a boolean, after a loop.
(define (count-below l n) (cond ((null? l) 0) ((< (car l) n) (+ 1 (count-below (cdr l) n))) (else (count-below (cdr l) n))))
(display (count-below (list 1 5 2 8 3) 4)) (newline)
(display (count-below (list 1 5 #t 8 3) 4)) (newline)
