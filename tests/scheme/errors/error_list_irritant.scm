;; An irritant that is a list is written like write writes it.
(display "before") (newline)
(error "bad data:" (list 1 "a" 'b (cons 2 3)) '())
