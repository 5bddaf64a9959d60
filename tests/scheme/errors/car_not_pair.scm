;; car of a number.
(display (car '(1 2))) (newline)
(display (car 5)) (newline)
(display "never") (newline)
