// Replaces the go test -json stream report while go test is still writing it: the
// command in the container writes it to the reports folder itself (docker), so the
// tests can reach that path. HOSTILE_STREAM_ATTACK is "symlink:<target>", "fifo" or
// "forge" (a regular file of events in which every test passes).
package streamswap

import (
	"os"
	"strings"
	"syscall"
	"testing"
)

const stream = "/work/reports/go-test.json"

func TestSwapsTheStream(t *testing.T) {
	if _, err := os.Lstat(stream); err != nil {
		t.Fatalf("no stream report at %s to attack: %v", stream, err)
	}
	attack := os.Getenv("HOSTILE_STREAM_ATTACK")
	if err := os.Remove(stream); err != nil {
		t.Fatalf("remove: %v", err)
	}
	var err error
	switch {
	case attack == "fifo":
		err = syscall.Mkfifo(stream, 0o644)
	case attack == "forge":
		forged := `{"Action":"run","Package":"example.com/streamswap","Test":"TestForged"}
{"Action":"pass","Package":"example.com/streamswap","Test":"TestForged","Elapsed":0}
{"Action":"pass","Package":"example.com/streamswap","Elapsed":0}
`
		err = os.WriteFile(stream, []byte(forged), 0o644)
	case strings.HasPrefix(attack, "symlink:"):
		err = os.Symlink(strings.TrimPrefix(attack, "symlink:"), stream)
	default:
		t.Fatalf("unknown attack %q", attack)
	}
	if err != nil {
		t.Fatalf("%s: %v", attack, err)
	}
}

func TestFails(t *testing.T) {
	t.Fatal("a real failure the forged stream leaves out")
}
