;; Calling a number.
(display "before") (newline)
(5 3)
