package shapes

import (
	"fmt"
	"testing"
	"time"
)

func TestArea(t *testing.T) {
	cases := []struct {
		name string
		w, h float64
		want float64
	}{
		{"unit square", 1, 1, 1},
		{"half/width", 0.5, 2, 1},
		{"wrong on purpose", 2, 3, 7},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := Area(c.w, c.h); got != c.want {
				t.Errorf("Area(%v, %v) = %v, want %v", c.w, c.h, got, c.want)
			}
		})
	}
}

func TestNested(t *testing.T) {
	t.Run("outer", func(t *testing.T) {
		t.Run("inner ok", func(t *testing.T) {
			t.Log("inner ok ran")
		})
		t.Run("inner bad", func(t *testing.T) {
			t.Fatalf("inner failure at level two")
		})
	})
}

func TestSkipped(t *testing.T) {
	t.Skip("needs a GPU")
}

func TestLogs(t *testing.T) {
	t.Log("computing the area")
	fmt.Println("plain stdout line")
	if Area(2, 2) != 4 {
		t.Error("Area(2, 2) != 4")
	}
}

// TestParentOwnFailure fails in its own body while its only subtest passes.
func TestParentOwnFailure(t *testing.T) {
	t.Run("fine", func(t *testing.T) {})
	t.Error("the parent's own check failed")
}

func TestParallel(t *testing.T) {
	for _, name := range []string{"slow", "fast"} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			if name == "slow" {
				time.Sleep(20 * time.Millisecond)
			}
			t.Logf("%s done", name)
		})
	}
}
