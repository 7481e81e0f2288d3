module example.com/coverage

go 1.22
