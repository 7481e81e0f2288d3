module example.com/streamswap

go 1.21
