package crash

import (
	"os"
	"syscall"
	"testing"
)

func TestBefore(t *testing.T) {
	if !Ready() {
		t.Fatal("not ready")
	}
}

func TestFailsBefore(t *testing.T) {
	t.Errorf("failed before the crash")
}

func TestDies(t *testing.T) {
	t.Log("about to die")
	_ = syscall.Kill(os.Getpid(), syscall.SIGKILL)
	select {}
}

func TestAfter(t *testing.T) {
	t.Log("never runs")
}
