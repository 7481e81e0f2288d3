package coverage

import "testing"

func TestSquare(t *testing.T) {
	if got, _ := Area("square", 3); got != 9 {
		t.Fatalf("Area = %d", got)
	}
}

func TestSmall(t *testing.T) {
	if Describe(1) != "small" {
		t.Fatal("not small")
	}
}
