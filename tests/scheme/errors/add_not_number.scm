;; + on a symbol: the error names the primitive and writes the value.
(display (+ 1 2)) (newline)
(display (+ 1 'a)) (newline)
