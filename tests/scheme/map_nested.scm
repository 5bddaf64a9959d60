;; map inside map inside the procedure map calls, often enough that the loop of map's primitive is
;; traced and its exits go on into bridges: each level's list of results stays its own.
(define (f a) (if (pair? a) (cons 'p (map f a)) a))
(define e '(1 (2 3) (4 (5 6)) 7))
(let loop ((i 0))
  (if (< i 40)
      (begin (write (f e)) (newline) (loop (+ i 1)))))
