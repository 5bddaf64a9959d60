; T0: not compiled

; T1: not compiled
