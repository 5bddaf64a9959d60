;; error with a message only, raised deep in a recursion.
(define (down n) (if (= n 0) (error "reached the bottom") (+ 1 (down (- n 1)))))
(display "before") (newline)
(down 1000)
