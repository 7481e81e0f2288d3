module conditionals

go 1.26
