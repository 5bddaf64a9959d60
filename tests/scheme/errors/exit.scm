;; (exit) stops the program with status 0, even from inside nested calls.
(display "before") (newline)
(define (walk l) (if (null? l) 'done (begin (display (car l)) (newline) (if (= (car l) 3) (exit) (walk (cdr l))))))
(for-each (lambda (x) (walk (list 1 2 3 4))) (list 1 2))
(display "never") (newline)
