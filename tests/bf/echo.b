Echo the input
read a byte and while it is not 0 write it then clear the cell and read the next
the end of the input leaves the cleared cell at 0
,[.[-],]
