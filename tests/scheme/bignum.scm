;; Integers of any size: results that grow past 64 bits, literals, the 64-bit boundary, division with
;; negative operands, comparisons and predicates on big integers.

(define (show . xs) (for-each (lambda (x) (write x) (display " ")) xs) (newline))

(define (fact n) (if (= n 0) 1 (* n (fact (- n 1)))))
(show (fact 20))
(show (fact 21))
(show (fact 50))
(define big (fact 30))
(show (* big big))
(show (* big (- big)))
(show (+ big 1) (- big 1) (- 1 big) (+ big (- big)))
(define (fib n) (let loop ((a 0) (b 1) (i 0)) (if (= i n) a (loop b (+ a b) (+ i 1)))))
(show (fib 90) (fib 100) (fib 300))
(define (pow b e) (if (= e 0) 1 (* b (pow b (- e 1)))))
(show (pow 2 62) (pow 2 63) (pow 2 64) (pow 2 200))
(show (pow -3 41))

; Literals.
(show 123456789012345678901234567890 -98765432109876543210)
(show (+ 123456789012345678901234567890 987654321098765432109876543210))

; Around the 64-bit boundary.
(define max64 9223372036854775807)
(define min64 -9223372036854775808)
(show max64 min64)
(show (+ max64 1) (- min64 1) (+ max64 max64) (- min64 max64))
(show (* max64 2) (* min64 -1) (- min64) (abs min64) (quotient min64 -1))
(show (- (+ max64 1) 1) (+ (- min64 1) 1) (* 4611686018427387904 2) (* 3037000500 3037000500))
(show (= (+ max64 1) 9223372036854775808) (< max64 (+ max64 1)) (> min64 (- min64 1)))

; quotient, remainder and modulo, every sign, big by small and big by big.
(define b (pow 10 25))
(define d 7)
(show (quotient b d) (quotient (- b) d) (quotient b (- d)) (quotient (- b) (- d)))
(show (remainder b d) (remainder (- b) d) (remainder b (- d)) (remainder (- b) (- d)))
(show (modulo b d) (modulo (- b) d) (modulo b (- d)) (modulo (- b) (- d)))
(define c (+ (pow 10 12) 39))
(show (quotient b c) (remainder (- b) c) (modulo (- b) c) (modulo b (- c)))
(show (quotient (* big big) big) (remainder (* big big) big) (quotient (+ (* big big) 5) (- big)))
(show (modulo (- (* big big) 1) big) (remainder (- 1 (* big big)) big))

; Comparisons and predicates.
(show (= big (fact 30)) (= big (+ big 1)) (< big (+ big 1)) (> (- big) big) (<= big big) (>= (- big) (- big)))
(show (< 5 big) (> 5 big) (< (- big) -5) (= 5 big))
(show (zero? big) (positive? big) (negative? big) (positive? (- big)) (negative? (- big)))
(show (even? big) (odd? (+ big 1)) (even? (pow 3 50)) (odd? (pow 3 50)))
(show (abs (- big)) (min big 3 (- big)) (max 1 big (+ big 1)))
(show (gcd (fact 25) (pow 2 80)) (gcd (* 17 (pow 10 30)) (* 51 (pow 10 20))))
(show (number? big) (integer? big))
(show (eqv? big (fact 30)) (equal? (list big) (list (fact 30))) (memv (fact 30) (list 1 big 2)))
(show (number->string (fact 25)) (number->string (- (fact 25))))

; Digit sums of 2^1000 and 100!, computed on big integers in loops.
(define (digit-sum n) (let loop ((n n) (s 0)) (if (= n 0) s (loop (quotient n 10) (+ s (remainder n 10))))))
(show (digit-sum (pow 2 1000)) (digit-sum (fact 100)))
(show (fact 100))
