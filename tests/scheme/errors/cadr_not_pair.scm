;; The c[ad]r family reports its own name.
(display (cadr '(1 2))) (newline)
(cadr 'x)
