;; cdr of the empty list.
(display (cdr '(1))) (newline)
(cdr '())
(display "never") (newline)
