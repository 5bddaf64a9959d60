;; Proper tail calls: loops of a million iterations run in constant space.

; A named let.
(display (let loop ((i 0) (sum 0)) (if (= i 1000000) sum (loop (+ i 1) (+ sum i))))) (newline)

; A top-level procedure calling itself in tail position, through if and cond.
(define (count-down n) (cond ((= n 0) 'done) (else (count-down (- n 1)))))
(display (count-down 1000000)) (newline)

; do.
(display (do ((i 0 (+ i 1)) (acc 0 (+ acc 2))) ((= i 1000000) acc))) (newline)
