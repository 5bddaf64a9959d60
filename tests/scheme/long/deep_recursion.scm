;; Non-tail recursion 100,000 calls deep.

(define (count n) (if (= n 0) 0 (+ 1 (count (- n 1)))))
(display (count 100000)) (newline)

(define (build n) (if (= n 0) '() (cons n (build (- n 1)))))
(define big-list (build 100000))
(display (length big-list)) (newline)
(display (list-ref big-list 99999)) (newline)

(define (sum l) (if (null? l) 0 (+ (car l) (sum (cdr l)))))
(display (sum big-list)) (newline)

; Deep recursion through map, append and reverse on a long list.
(define (my-map f l) (if (null? l) '() (cons (f (car l)) (my-map f (cdr l)))))
(display (car (reverse (my-map (lambda (x) (* x 2)) big-list)))) (newline)
(display (length (append big-list big-list))) (newline)
(display (apply + (map (lambda (x) 1) big-list))) (newline)
(display (equal? big-list (build 100000))) (newline)

; Deep mutual non-tail recursion.
(define (a n) (if (= n 0) 0 (+ 1 (b (- n 1)))))
(define (b n) (if (= n 0) 0 (+ 2 (a (- n 1)))))
(display (a 100000)) (newline)
