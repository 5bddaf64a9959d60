;; car of a string: the value is written, in quotes.
(display "start") (newline)
(car "abc")
