;; Variable arity: (define (f . args)), (define (f a b . rest)), lambdas, and apply with them.

(define (show . xs) (for-each (lambda (x) (write x) (display " ")) xs) (newline))

(define (all . args) args)
(define (first-and-rest a . rest) (list a rest))
(define (two-and-rest a b . rest) (list a b rest))
(show (all) (all 1) (all 1 2 3))
(show (first-and-rest 1) (first-and-rest 1 2) (first-and-rest 1 2 3 4))
(show (two-and-rest 1 2) (two-and-rest 1 2 3) (two-and-rest 'a 'b 'c 'd 'e))
(show (apply all '(1 2 3)) (apply first-and-rest 1 '(2 3)) (apply two-and-rest '(x y)) (apply all '()))

(define (sum . ns) (if (null? ns) 0 (+ (car ns) (apply sum (cdr ns)))))
(show (sum) (sum 1) (sum 1 2 3 4 5 6 7 8 9 10))
(define (my-max first . rest)
  (let loop ((best first) (l rest)) (cond ((null? l) best) ((> (car l) best) (loop (car l) (cdr l))) (else (loop best (cdr l))))))
(show (my-max 3) (my-max 3 9 2 11 4) (apply my-max '(-5 -2 -9)))

; The rest list is a fresh list each call.
(define (rest-length . r) (length r))
(show (map (lambda (n) (apply rest-length (let loop ((i 0) (acc '())) (if (= i n) acc (loop (+ i 1) (cons i acc)))))) '(0 1 5 50)))

; Variable arity closures and internal defines.
(define (make-logger prefix)
  (define (log . items) (cons prefix items))
  log)
(define log (make-logger 'info))
(show (log) (log 1 "two" 'three))
(define (curry f . early) (lambda late (apply f (append early late))))
(show ((curry list 1 2) 3 4) ((curry +) 1 2) ((curry - 100 1)))
(define (flip f) (lambda (a b . rest) (apply f b a rest)))
(show ((flip -) 1 10) ((flip list) 'a 'b 'c 'd))
