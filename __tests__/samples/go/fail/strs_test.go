package strs

import "testing"

func TestReverse(t *testing.T) {
	if got := Reverse("abc"); got != "cba" {
		t.Errorf("Reverse(abc) = %q", got)
	}
}

func TestUpper(t *testing.T) {
	got := Upper("go")
	if got != "GO" {
		t.Errorf("Upper(%q) = %q, want %q", "go", got, "GO")
	}
}

func TestFatal(t *testing.T) {
	t.Log("checking the empty string")
	if Upper("x") != "X" {
		t.Fatalf("Upper(x) = %q, want X", Upper("x"))
	}
	t.Error("not reached")
}

func TestMultiline(t *testing.T) {
	t.Errorf("first line\nsecond line")
}

// TestPanics is last: a panic ends the whole test binary.
func TestPanics(t *testing.T) {
	_ = At("", 3)
}
