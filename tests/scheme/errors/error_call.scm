;; (error "msg" irritant ...): the message, then each irritant written after a space.
(display "before") (newline)
(error "msg" 1 'two "three")
(display "never") (newline)
