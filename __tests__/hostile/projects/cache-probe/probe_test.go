// Run after cache-poison as another project: its build caches (the same trusted
// layers) must hold the host's sentinel unchanged and nothing the earlier run
// wrote.
package cacheprobe

import (
	"bytes"
	"io/fs"
	"os"
	"path/filepath"
	"testing"
)

func TestSentinelUnchanged(t *testing.T) {
	mark := os.Getenv("HOSTILE_MARK")
	got, err := os.ReadFile(filepath.Join(os.Getenv("GOCACHE"), "sentinel-"+mark))
	if os.Getenv("HOSTILE_SENTINEL") == "absent" {
		// A sandbox that lays no host cache under the run must not show the host's sentinel.
		if err == nil {
			t.Fatalf("the host's sentinel reached a sandbox that takes no host cache: %q", got)
		}
		return
	}
	if err != nil {
		t.Fatalf("the trusted layer's sentinel is not readable: %v", err)
	}
	if string(got) != "trusted "+mark {
		t.Fatalf("the sentinel changed: %q", got)
	}
}

func TestNothingFromTheEarlierRun(t *testing.T) {
	mark := os.Getenv("HOSTILE_MARK")
	poison := []byte("poisoned-by-" + mark)
	for _, root := range []string{os.Getenv("GOCACHE"), os.Getenv("GOMODCACHE")} {
		filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() {
				return nil
			}
			if d.Name() == "planted-"+mark {
				t.Errorf("planted file from an earlier run: %s", path)
			}
			if b, err := os.ReadFile(path); err == nil && bytes.Contains(b, poison) {
				t.Errorf("poisoned file from an earlier run: %s", path)
			}
			return nil
		})
	}
}
