The alphabet
65 in a cell by a multiplication loop then 26 rounds of write and add one
++++++++[>++++++++<-]>+>++++++++++++++++++++++++++[<.+>-]++++++++++.
