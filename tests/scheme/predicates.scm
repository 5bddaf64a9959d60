;; The type predicates on one value of every kind.

(define values-of-every-kind
  (list 0 -5 100000000000000000000 #t #f '() '(1) (cons 1 2) 'sym "str" "" car (lambda (x) x)))
(define predicates
  (list (cons 'null? null?) (cons 'pair? pair?) (cons 'list? list?) (cons 'symbol? symbol?)
        (cons 'string? string?) (cons 'number? number?) (cons 'integer? integer?)
        (cons 'boolean? boolean?) (cons 'procedure? procedure?)))
(for-each
 (lambda (p)
   (display (car p))
   (for-each (lambda (v) (display (if ((cdr p) v) " 1" " 0"))) values-of-every-kind)
   (newline))
 predicates)
(display (list (zero? 0) (positive? 1) (negative? -1) (even? 2) (odd? 3))) (newline)
