Cells wrap at 256 and the tape at 65536
minus on a 0 cell writes 255 then plus writes 0 and left from the first cell reaches the last one
-.+.<+.
