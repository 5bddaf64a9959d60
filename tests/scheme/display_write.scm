;; display and write of every kind of datum, side by side, and newline.

(define data
  (list 0 42 -7 123456789012345678901234567890 -98765432109876543210
        #t #f '() 'symbol "string" "with \"quotes\" and \\ and \n newline" ""
        '(1 2 3) '(1 (2 (3 (4))) 5) '(1 . 2) '(1 2 . 3) '((a . b) (c . d)) '(() ())
        (cons '() '()) (list "a" (list "b" 'c) #t) (cons "x" "y") (list (list)) '(-1 (-2 . -3))))
(for-each (lambda (x) (display x) (display " | ") (write x) (newline)) data)
(display data) (newline)
(write data) (newline)
(newline)
(display "after an empty line") (newline)
(newline) (newline)
(display "two empty lines above") (newline)
(display 1) (display 2) (write 3) (display "4") (newline)
