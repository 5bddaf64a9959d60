;; begin: a sequence whose value is the last expression's, nested, and at top level around defines.

(display (begin 1 2 3)) (newline)
(display (begin (display "a") (display "b") 'c)) (newline)
(display (+ 1 (begin (display "[inside] ") 2))) (newline)
(begin (display "top") (newline))
(display (begin (begin 'nested))) (newline)

; A top-level begin's defines are top-level definitions.
(begin
  (define first-value 11)
  (define (second-value) (* first-value 2)))
(display (list first-value (second-value))) (newline)

(define (f n) (begin (display n) (display " ")) (* n n))
(display (f 7)) (newline)
