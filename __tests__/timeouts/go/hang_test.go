package calc

import (
	"testing"
	"time"
)

func TestZHangs(t *testing.T) {
	time.Sleep(600 * time.Second) // HANG
}
