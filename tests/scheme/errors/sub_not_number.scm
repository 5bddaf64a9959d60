;; - on a string.
(display (- 10 4)) (newline)
(- 10 "4")
