module testcage.dev/gocache

go 1.24
