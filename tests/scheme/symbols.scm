;; Symbols: symbol?, eq? on symbols, conversions, and the characters an identifier may hold.

(write (list (symbol? 'a) (symbol? "a") (symbol? 1) (symbol? '()) (symbol? (car '(b c))))) (newline)
(write (list (eq? 'a 'a) (eq? 'a 'b) (eq? 'abc (string->symbol "abc")) (eqv? 'x 'x) (equal? 'y 'y))) (newline)
(write (symbol->string 'hello)) (newline)
(display 'hello) (write 'hello) (newline)
(write '(+ - ... <=? a->b x! *star* set-car! list->string %p &q ~r ^s a.b $ _u)) (newline)
(write (map symbol? '(+ - ... -> <=?))) (newline)
(define (sym-append a b) (string->symbol (string-append (symbol->string a) (symbol->string b))))
(write (sym-append 'foo 'bar)) (newline)
(write (eq? (sym-append 'foo 'bar) 'foobar)) (newline)
(write (memq 'c '(a b c d))) (newline)
(write (assq 'b '((a 1) (b 2)))) (newline)
