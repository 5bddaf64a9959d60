;; A call in tail position stays a tail call inside every form: each of the 100,000 iterations of this
;; loop goes through cond, case, and, or, when, unless, let, let*, letrec, letrec*, begin, if and the body
;; of a lambda called for its value, so any of them keeping a frame would grow the stack by 100,000 frames.

(define (loop n acc)
  (cond ((= n 0) acc)
        (else
         (case (remainder n 2)
           ((0 1)
            (and #t
                 (or #f
                     (when #t
                       (unless #f
                         (let ((m (- n 1)))
                           (let* ((a (+ acc 1)))
                             (letrec ((unused (lambda () 0)))
                               (letrec* ((also-unused 0))
                                 (begin
                                   'ignored
                                   (if (odd? n)
                                       (loop m a)
                                       ((lambda () (loop m a))))))))))))))))))
(display (loop 100000 0)) (newline)

; The call of a cond clause's => procedure is a tail call, and so is a call in that procedure's body.
(define (find-last n)
  (let walk ((i n))
    (cond ((> i 0) => (lambda (positive) (walk (- i 1))))
          (else 'finished))))
(display (find-last 100000)) (newline)
