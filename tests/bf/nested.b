Nested loops
102 is the letter f
++++++++++[>++++++++++<-]>++
ten rows
<++++++++++
[
five stars per row
>>+++++
[<.>-]
newline and clear
++++++++++.[-]
<<-]
