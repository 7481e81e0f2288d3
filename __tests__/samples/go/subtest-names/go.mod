module example.com/subtestnames

go 1.22
