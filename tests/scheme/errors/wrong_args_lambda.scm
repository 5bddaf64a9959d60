;; An anonymous procedure is named lambda.
(display "before") (newline)
((lambda (x) x) 1 2)
