module shapes

go 1.26
