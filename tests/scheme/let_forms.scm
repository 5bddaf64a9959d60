;; let, let*, letrec, letrec*, named let, do.

(define x 'outer)
(display (let ((x 1) (y 2)) (+ x y))) (newline)
; let's initializers see the outer bindings, not each other.
(display (let ((x 10) (y x)) (list x y))) (newline)
(display (let () 'empty-bindings)) (newline)
(display (let ((a 1)) (display "[body] ") (+ a 1))) (newline)
(display (let ((a 1)) (let ((a 2) (b a)) (list a b)))) (newline)

; let* binds in sequence.
(display (let* ((a 1) (b (+ a 1)) (c (* b 10))) (list a b c))) (newline)
(display (let* ((x 1) (x (+ x 1)) (x (* x 10))) x)) (newline)
(display (let* () 5)) (newline)

; letrec: mutually recursive procedures.
(display (letrec ((ev? (lambda (n) (if (= n 0) #t (od? (- n 1)))))
                  (od? (lambda (n) (if (= n 0) #f (ev? (- n 1))))))
           (list (ev? 10) (od? 10) (ev? 7))))
(newline)
(display (letrec ((fact (lambda (n) (if (= n 0) 1 (* n (fact (- n 1)))))))
           (fact 12)))
(newline)

; letrec*: later initializers use the values of earlier ones.
(display (letrec* ((a 5)
                   (b (* a 2))
                   (f (lambda () (+ a b)))
                   (c (f)))
           (list a b c)))
(newline)

; Named let.
(display (let loop ((i 0) (acc '()))
           (if (= i 5) (reverse acc) (loop (+ i 1) (cons (* i i) acc)))))
(newline)
(display (let sum ((l '(1 2 3 4 5 6 7 8 9 10)))
           (if (null? l) 0 (+ (car l) (sum (cdr l))))))
(newline)
; The name is bound only inside the body.
(define (loop) 'top-level-loop)
(display (let loop ((n 3)) (if (= n 0) 'done (loop (- n 1))))) (newline)
(display (loop)) (newline)

; do: steps, a result, a body, a variable without a step.
(display (do ((i 0 (+ i 1)) (acc '() (cons i acc))) ((= i 5) acc))) (newline)
(do ((i 0 (+ i 1))) ((= i 3)) (display i) (display " "))
(newline)
(display (do ((i 1 (+ i 1)) (k 100) (p 1 (* p i))) ((> i 10) (display "[result] ") (+ p k))))
(newline)
(display (do ((l '(a b c) (cdr l)) (n 0 (+ n 1))) ((null? l) n))) (newline)

; Nested forms.
(display (let loop ((i 0) (rows '()))
           (if (= i 3)
               (reverse rows)
               (loop (+ i 1)
                     (cons (let* ((j (* i 10)) (k (+ j 1))) (list j k)) rows)))))
(newline)
