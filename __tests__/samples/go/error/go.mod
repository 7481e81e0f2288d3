module example.com/error

go 1.22
