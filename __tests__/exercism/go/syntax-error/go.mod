module leap

go 1.26
