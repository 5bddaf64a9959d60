;; Calling a list held in a variable: the value is written.
(define l (list 1 "two" 'three))
(display (length l)) (newline)
(l 1)
