package subtestnames

import "testing"

// Sibling subtests whose names sort between a parent and its own subtests:
// "#", "-", ".", "!" and "(" all sort before "/".
func TestSiblings(t *testing.T) {
	t.Run("a", func(t *testing.T) {
		t.Run("inner", func(t *testing.T) { t.Fatal("inner failed") })
	})
	t.Run("a-b", func(t *testing.T) {})
	t.Run("c", func(t *testing.T) {
		t.Run("inner", func(t *testing.T) {})
	})
	// Go names a repeated subtest name c#01.
	t.Run("c", func(t *testing.T) {})
	t.Run("v1", func(t *testing.T) {
		t.Run("ok", func(t *testing.T) {})
	})
	t.Run("v1.2", func(t *testing.T) {})
	t.Run("f", func(t *testing.T) {
		t.Run("ok", func(t *testing.T) {})
	})
	t.Run("f(x)", func(t *testing.T) {})
	t.Run("g!", func(t *testing.T) {})
	t.Run("g", func(t *testing.T) {
		t.Run("ok", func(t *testing.T) {})
	})
}

func TestPlain(t *testing.T) {}
