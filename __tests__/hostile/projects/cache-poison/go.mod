module example.com/cachepoison

go 1.21
