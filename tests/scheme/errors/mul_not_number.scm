;; * on a list.
(display (* 6 7)) (newline)
(* 2 (list 1))
