;; Comments: ; to the end of the line, #| ... |# blocks, and #; before a datum.

(display "start") ; a comment after code
(newline)
;;; several semicolons
#| a block comment
   over several lines (display "never")
   with ; and " inside |#
(display "after block") (newline)
(display (+ 1 #| inside an expression |# 2)) (newline)
(display '(a #| between elements |# b)) (newline)
#;(display "never")
(display "after datum comment") (newline)
(display (list 1 #;2 3)) (newline)
(display (list 1 #; (nested (list 2)) 3)) (newline)
(display '(x #;y z)) (newline)
(display (+ 10 #;"string" 5)) (newline)
#;
(display "the datum may be on the next line")
(display "end") ; the output ends without a newline, and the file with this comment