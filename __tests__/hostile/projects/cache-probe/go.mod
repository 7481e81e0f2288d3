module example.com/cacheprobe

go 1.21
