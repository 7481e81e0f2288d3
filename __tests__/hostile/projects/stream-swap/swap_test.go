// Replaces the go test -json stream report while go test is still writing it: the
// sandboxed command writes it to the reports folder itself, so it is the go command's
// stdout, and the tests (children of the go command) find it there.
// HOSTILE_STREAM_ATTACK is "symlink:<target>", "fifo" or "forge" (a regular file of
// events in which every test passes).
package streamswap

import (
	"fmt"
	"os"
	"strings"
	"syscall"
	"testing"
)

func TestSwapsTheStream(t *testing.T) {
	stream, err := os.Readlink(fmt.Sprintf("/proc/%d/fd/1", os.Getppid()))
	if err != nil || !strings.HasPrefix(stream, "/") {
		t.Fatalf("the go command's stdout is not a file to attack: %q %v", stream, err)
	}
	if _, err := os.Lstat(stream); err != nil {
		t.Fatalf("no stream report at %s to attack: %v", stream, err)
	}
	attack := os.Getenv("HOSTILE_STREAM_ATTACK")
	if err := os.Remove(stream); err != nil {
		t.Fatalf("remove: %v", err)
	}
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
