package text

import "testing"

func TestJoin(t *testing.T) {
	if got := Join("a", "b"); got != "a b" {
		t.Errorf("Join = %q", got)
	}
}
