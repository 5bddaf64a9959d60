;; Every numeric procedure of the subset on small integers: + - * quotient remainder modulo = < > <= >=
;; zero? positive? negative? even? odd? abs min max gcd number? integer?.

(define (show . xs) (for-each (lambda (x) (write x) (display " ")) xs) (newline))

(show (+) (+ 5) (+ 1 2) (+ 1 2 3 4 5) (+ -3 3) (+ -10 4))
(show (- 5) (- 0) (- 10 3) (- 3 10) (- 10 1 2 3) (- -5 -5))
(show (*) (* 7) (* 6 7) (* 2 3 4 5) (* -3 4) (* -3 -4) (* 0 -9))
(show -0 007 -12)

; quotient truncates toward zero, remainder has the dividend's sign, modulo the divisor's.
(show (quotient 17 5) (quotient -17 5) (quotient 17 -5) (quotient -17 -5) (quotient 15 5) (quotient -15 5) (quotient 0 3))
(show (remainder 17 5) (remainder -17 5) (remainder 17 -5) (remainder -17 -5) (remainder 15 5) (remainder -15 5))
(show (modulo 17 5) (modulo -17 5) (modulo 17 -5) (modulo -17 -5) (modulo 15 5) (modulo -15 5) (modulo 15 -5))
(show (quotient 1 2) (quotient -1 2) (remainder -1 2) (modulo -1 2) (modulo 1 -2))

(show (= 1 1) (= 1 2) (= 3 3 3) (= 3 3 4) (= -1 -1))
(show (< 1 2) (< 2 1) (< 1 1) (< 1 2 3) (< 1 3 2) (< -5 -4))
(show (> 2 1) (> 1 2) (> 1 1) (> 3 2 1) (> 3 1 2))
(show (<= 1 1) (<= 1 2) (<= 2 1) (<= 1 1 2 2 3) (<= 1 2 1))
(show (>= 1 1) (>= 2 1) (>= 1 2) (>= 3 3 2 2 1) (>= 3 1 2))

(show (zero? 0) (zero? 1) (zero? -1))
(show (positive? 5) (positive? 0) (positive? -5))
(show (negative? -5) (negative? 0) (negative? 5))
(show (even? 0) (even? 4) (even? 7) (even? -2) (even? -3))
(show (odd? 0) (odd? 4) (odd? 7) (odd? -2) (odd? -3))

(show (abs 7) (abs -7) (abs 0))
(show (min 3) (min 3 1 2) (min -5 5) (max 3) (max 3 1 2) (max -5 5) (max -1 -2 -3))
(show (gcd) (gcd 7) (gcd 12 18) (gcd -12 18) (gcd 12 -18) (gcd 0 5) (gcd 5 0) (gcd 0 0) (gcd 12 18 8))

(show (number? 1) (number? -1) (number? 'a) (number? "1") (number? '(1)))
(show (integer? 1) (integer? 0) (integer? 'a) (integer? "1"))

; Arithmetic in loops (each loop is hot for the JIT).
(define (sum-to n) (let loop ((i 1) (s 0)) (if (> i n) s (loop (+ i 1) (+ s i)))))
(show (sum-to 1000))
(define (digits n) (if (< n 10) (list n) (append (digits (quotient n 10)) (list (remainder n 10)))))
(show (digits 9081726354))
(define (collatz n steps) (cond ((= n 1) steps) ((even? n) (collatz (quotient n 2) (+ steps 1))) (else (collatz (+ (* 3 n) 1) (+ steps 1)))))
(show (collatz 27 0) (collatz 97 0))
(define (count-mods n k) (do ((i (- n) (+ i 1)) (acc 0 (+ acc (modulo i k) (remainder i k) (quotient i k)))) ((> i n) acc)))
(show (count-mods 500 7) (count-mods 500 -7))
