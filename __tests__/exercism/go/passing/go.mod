module gigasecond

go 1.26
