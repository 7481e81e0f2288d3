module example.com/installs

go 1.22

require github.com/google/uuid v1.6.0
