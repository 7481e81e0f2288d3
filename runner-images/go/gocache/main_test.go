package main

import (
	"bytes"
	"crypto/sha256"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func hash(s string) []byte {
	h := sha256.Sum256([]byte(s))
	return h[:]
}

// session sends the requests (a put's body on the line after it) and returns the replies.
func session(t *testing.T, upper, seed string, reqs []request, bodies map[int64][]byte) []response {
	t.Helper()
	var in bytes.Buffer
	for _, r := range reqs {
		line, _ := json.Marshal(r)
		in.Write(append(line, '\n'))
		if b, ok := bodies[r.ID]; ok {
			line, _ = json.Marshal(b)
			in.Write(append(line, '\n'))
		}
	}
	var out bytes.Buffer
	if err := serve(&in, &out, upper, seed); err != nil {
		t.Fatal(err)
	}
	var res []response
	dec := json.NewDecoder(&out)
	for dec.More() {
		var r response
		if err := dec.Decode(&r); err != nil {
			t.Fatal(err)
		}
		res = append(res, r)
	}
	return res
}

// entry writes an action entry and its output into a layer, as Go's disk cache does.
func entry(t *testing.T, dir string, action, output []byte, body string) {
	t.Helper()
	write := func(path, text string) {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write(fileName(dir, output, "d"), body)
	write(fileName(dir, action, "a"), fmt.Sprintf("v1 %x %x %20d %20d\n", action, output, len(body), 1))
}

func TestGetLooksInTheRunsCacheThenTheSeed(t *testing.T) {
	upper, seed := t.TempDir(), t.TempDir()
	entry(t, seed, hash("a1"), hash("o1"), "from the seed")
	entry(t, seed, hash("a2"), hash("o2"), "old")
	entry(t, upper, hash("a2"), hash("o3"), "the run's own")
	res := session(t, upper, seed, []request{
		{ID: 1, Command: "get", ActionID: hash("a1")},
		{ID: 2, Command: "get", ActionID: hash("a2")},
		{ID: 3, Command: "get", ActionID: hash("a3")},
		{ID: 4, Command: "close"},
	}, nil)
	if len(res) != 5 || strings.Join(res[0].KnownCommands, ",") != "get,put,close" {
		t.Fatalf("replies: %+v", res)
	}
	if r := res[1]; r.ID != 1 || r.Miss || r.DiskPath != fileName(seed, hash("o1"), "d") || r.Size != 13 {
		t.Errorf("seed hit: %+v", r)
	}
	if r := res[2]; r.ID != 2 || r.Miss || r.DiskPath != fileName(upper, hash("o3"), "d") {
		t.Errorf("the run's cache first: %+v", r)
	}
	if r := res[3]; r.ID != 3 || !r.Miss {
		t.Errorf("miss: %+v", r)
	}
	if r := res[4]; r.ID != 4 || r.Err != "" {
		t.Errorf("close: %+v", r)
	}
}

func TestPutWritesTheRunsCacheOnly(t *testing.T) {
	upper, seed := t.TempDir(), t.TempDir()
	body := []byte("compiled package")
	res := session(t, upper, seed, []request{
		{ID: 1, Command: "put", ActionID: hash("a"), OutputID: hash("o"), BodySize: int64(len(body))},
		{ID: 2, Command: "get", ActionID: hash("a")},
	}, map[int64][]byte{1: body})
	if r := res[1]; r.Err != "" || r.DiskPath != fileName(upper, hash("o"), "d") {
		t.Fatalf("put: %+v", r)
	}
	if got, _ := os.ReadFile(res[1].DiskPath); !bytes.Equal(got, body) {
		t.Errorf("stored %q", got)
	}
	if r := res[2]; r.Miss || r.Size != int64(len(body)) || !bytes.Equal(r.OutputID, hash("o")) {
		t.Errorf("get after put: %+v", r)
	}
	if entries, _ := os.ReadDir(seed); len(entries) != 0 {
		t.Errorf("the seed gained %d entries", len(entries))
	}
	// A second put of the same output keeps the file and replaces the entry.
	res = session(t, upper, seed, []request{
		{ID: 1, Command: "put", ActionID: hash("b"), OutputID: hash("o"), BodySize: int64(len(body))},
	}, map[int64][]byte{1: body})
	if r := res[1]; r.Err != "" {
		t.Fatalf("second put: %+v", r)
	}
}

func TestEntriesThatDoNotHoldAreMisses(t *testing.T) {
	upper, seed := t.TempDir(), t.TempDir()
	// The output's size is not what the entry says.
	entry(t, upper, hash("short"), hash("o1"), "body")
	os.WriteFile(fileName(upper, hash("o1"), "d"), []byte("longer body"), 0o644)
	// The output is a symbolic link, not a file.
	entry(t, upper, hash("link"), hash("o2"), "body")
	os.Remove(fileName(upper, hash("o2"), "d"))
	os.Symlink("/etc/passwd", fileName(upper, hash("o2"), "d"))
	// The entry names another action.
	os.WriteFile(fileName(upper, hash("other"), "a"), []byte(fmt.Sprintf("v1 %x %x %20d %20d\n", hash("x"), hash("o3"), 1, 1)), 0o644)
	// A torn entry.
	os.WriteFile(fileName(upper, hash("torn"), "a"), []byte("v1 00"), 0o644)
	res := session(t, upper, seed, []request{
		{ID: 1, Command: "get", ActionID: hash("short")},
		{ID: 2, Command: "get", ActionID: hash("link")},
		{ID: 3, Command: "get", ActionID: hash("other")},
		{ID: 4, Command: "get", ActionID: hash("torn")},
		{ID: 5, Command: "get", ActionID: []byte("not a hash")},
		{ID: 6, Command: "put", ActionID: []byte("x"), OutputID: hash("o"), BodySize: 1},
		{ID: 7, Command: "frob"},
	}, map[int64][]byte{6: []byte("x")})
	for _, r := range res[1:6] {
		if !r.Miss || r.DiskPath != "" {
			t.Errorf("request %d: %+v", r.ID, r)
		}
	}
	if r := res[6]; r.Err == "" {
		t.Errorf("a put with a short id: %+v", r)
	}
	if r := res[7]; !strings.Contains(r.Err, "unknown command") {
		t.Errorf("an unknown command: %+v", r)
	}
}
