// Replaces the go test -json stream report while go test is still writing it: the
// sandboxed command writes it to the reports folder itself, so it is the go command's
// stdout, and the tests (children of the go command) find it there.
// HOSTILE_STREAM_ATTACK is "symlink:<target>", "fifo", "forge" (a regular file of
// events in which every test passes) or "rewrite" (the same file overwritten in place,
// at its size, with those events: the bytes testcage may already have read change).
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
	if attack == "rewrite" {
		rewriteInPlace(t, stream)
		return
	}
	if err := os.Remove(stream); err != nil {
		t.Fatalf("remove: %v", err)
	}
	switch {
	case attack == "fifo":
		err = syscall.Mkfifo(stream, 0o644)
	case attack == "forge":
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

const forged = `{"Action":"run","Package":"example.com/streamswap","Test":"TestForged"}
{"Action":"pass","Package":"example.com/streamswap","Test":"TestForged","Elapsed":0}
{"Action":"pass","Package":"example.com/streamswap","Elapsed":0}
`

// rewriteInPlace overwrites what the stream holds so far with the forged events, padded
// with blank space to the same size: the same file, the same size, other bytes.
func rewriteInPlace(t *testing.T, stream string) {
	held, err := os.ReadFile(stream)
	if err != nil {
		t.Fatalf("read: %v", err)
	}
	content := forged
	if len(held) > len(content) {
		content += strings.Repeat(" ", len(held)-len(content)-1) + "\n"
	}
	f, err := os.OpenFile(stream, os.O_WRONLY, 0)
	if err != nil {
		t.Fatalf("open: %v", err)
	}
	defer f.Close()
	if _, err := f.WriteAt([]byte(content), 0); err != nil {
		t.Fatalf("write: %v", err)
	}
}

func TestFails(t *testing.T) {
	t.Fatal("a real failure the forged stream leaves out")
}
