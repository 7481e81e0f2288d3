module example.com/fail

go 1.22
