;; Higher-order procedures: map with one and two lists, for-each, apply with and without leading
;; arguments, procedures as arguments, results and data.

(define (show . xs) (for-each (lambda (x) (write x) (display " ")) xs) (newline))

(show (map car '((1 2) (3 4) (5 6))) (map (lambda (x) (* x x)) '(1 2 3 4)) (map + '()))
(show (map + '(1 2 3) '(10 20 30)) (map cons '(a b c) '(1 2 3)) (map list '(1 2) '(3 4)))
(show (map (lambda (x y) (- x y)) '(10 20) '(1 2)))
(show (map (lambda (l) (map (lambda (x) (* 10 x)) l)) '((1 2) (3) ())))
(for-each (lambda (x) (display x) (display ",")) '(1 2 3))
(newline)
(for-each (lambda (x y) (display (list x y))) '(a b c) '(1 2 3))
(newline)
(for-each display '())
(show (apply + '()) (apply + '(1 2 3)) (apply + 1 2 '(3 4)) (apply list 1 2 '(3 4)) (apply list '()))
(show (apply max '(3 9 2)) (apply min 4 '(8 1)) (apply (lambda (a . r) (list a r)) 1 '(2 3)))
(show (apply apply (list + (list 1 2 3))) (apply map list '((1 2 3) (4 5 6))))
(show (apply string-append (map symbol->string '(a b c))))
(show (apply + (let loop ((i 1) (acc '())) (if (> i 100) acc (loop (+ i 1) (cons i acc))))))

(define (fold-left f init l) (if (null? l) init (fold-left f (f init (car l)) (cdr l))))
(define (fold-right f init l) (if (null? l) init (f (car l) (fold-right f init (cdr l)))))
(define (filter p l) (cond ((null? l) '()) ((p (car l)) (cons (car l) (filter p (cdr l)))) (else (filter p (cdr l)))))
(define (reduce f init l) (if (null? l) init (fold-left f (car l) (cdr l))))
(show (fold-left - 0 '(1 2 3)) (fold-right - 0 '(1 2 3)) (fold-left cons '() '(1 2 3)) (fold-right cons '() '(1 2 3)))
(show (filter odd? '(1 2 3 4 5 6 7)) (filter (lambda (x) (> x 10)) '(5 15 25)) (reduce max 0 '(3 8 1)))

; Sorting with a comparison procedure.
(define (insert x l less?) (cond ((null? l) (list x)) ((less? x (car l)) (cons x l)) (else (cons (car l) (insert x (cdr l) less?)))))
(define (sort l less?) (fold-left (lambda (acc x) (insert x acc less?)) '() l))
(show (sort '(5 3 9 1 7 2) <) (sort '(5 3 9 1 7 2) >))
(show (sort '((b . 2) (a . 1) (c . 3)) (lambda (x y) (< (cdr x) (cdr y)))))
(define (quicksort l less?)
  (if (null? l) '()
      (let ((p (car l)) (rest (cdr l)))
        (append (quicksort (filter (lambda (x) (less? x p)) rest) less?)
                (list p)
                (quicksort (filter (lambda (x) (not (less? x p))) rest) less?)))))
(show (quicksort '(3 1 4 1 5 9 2 6 5 3 5 8 9 7 9) <))

; Procedures kept in data.
(define ops (list (cons 'add +) (cons 'mul *) (cons 'sub -)))
(show (map (lambda (entry) ((cdr entry) 12 3)) ops))
(show ((cdr (assq 'mul ops)) 6 7))
(show (map (lambda (f) (f 16)) (list (lambda (x) (+ x 1)) (lambda (x) (* x 2)) abs -)))
(show (procedure? car) (procedure? (lambda () 1)) (procedure? map) (procedure? 'car) (procedure? '(lambda () 1)))

; A procedure made of procedures, used many times.
(define (count-if p l) (fold-left (lambda (n x) (if (p x) (+ n 1) n)) 0 l))
(define (range a b) (if (>= a b) '() (cons a (range (+ a 1) b))))
(show (count-if (lambda (n) (= 0 (modulo n 3))) (range 0 1000)))
(show (fold-left + 0 (map (lambda (x y) (* x y)) (range 0 100) (range 100 200))))
