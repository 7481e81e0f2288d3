module example.com/empty

go 1.22
