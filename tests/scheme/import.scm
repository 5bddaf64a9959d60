;; (import ...) is ignored: programs of the R7RS suite begin with one.
(import (scheme base) (scheme read) (scheme write))

(display "import ignored") (newline)
(display (+ 1 2)) (newline)
