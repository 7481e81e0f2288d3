// testcage-gocache: the go runner image's GOCACHEPROG (see docs/architecture.md,
// "Caches"). Two layers of Go's own disk cache layout: the image's warm build cache
// (/opt/testcage/go-build, made when the image was built, root's and read-only for
// everyone else) below, and the run's GOCACHE above. A get looks in the run's cache,
// then in the image's; a put writes to the run's cache only. So a run starts warm
// without copying the image's cache (61 MB, 0.1 to 1.3 s a run in a container's
// writable layer, as the disk allowed), and nothing a run does reaches a later run.
//
// The protocol is cmd/go/internal/cacheprog's: JSON objects a line each on stdin and
// stdout, a put's body a base64 JSON string on the line after it.
package main

import (
	"bufio"
	"encoding/hex"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"
)

type request struct {
	ID       int64
	Command  string
	ActionID []byte `json:",omitempty"`
	OutputID []byte `json:",omitempty"`
	BodySize int64  `json:",omitempty"`
}

type response struct {
	ID            int64
	Err           string     `json:",omitempty"`
	KnownCommands []string   `json:",omitempty"`
	Miss          bool       `json:",omitempty"`
	OutputID      []byte     `json:",omitempty"`
	Size          int64      `json:",omitempty"`
	Time          *time.Time `json:",omitempty"`
	DiskPath      string     `json:",omitempty"`
}

// Go's action entry: "v1 <action> <output> <size> <time>\n", hex ids, %20d numbers.
const (
	hashSize  = 32
	entrySize = 2 + 1 + 2*hashSize + 1 + 2*hashSize + 1 + 20 + 1 + 20 + 1
)

func fileName(dir string, id []byte, kind string) string {
	h := hex.EncodeToString(id)
	return filepath.Join(dir, h[:2], h+"-"+kind)
}

// lookup finds an action in one layer: its output's id, size and time, and the
// output's file, which must be a regular file of the size the entry gives.
func lookup(dir string, action []byte) (response, bool) {
	data, err := os.ReadFile(fileName(dir, action, "a"))
	if err != nil || len(data) != entrySize || data[entrySize-1] != '\n' {
		return response{}, false
	}
	f := strings.Fields(string(data))
	if len(f) != 5 || f[0] != "v1" || f[1] != hex.EncodeToString(action) {
		return response{}, false
	}
	out, err := hex.DecodeString(f[2])
	if err != nil || len(out) != hashSize {
		return response{}, false
	}
	size, err1 := strconv.ParseInt(f[3], 10, 64)
	nano, err2 := strconv.ParseInt(f[4], 10, 64)
	if err1 != nil || err2 != nil || size < 0 {
		return response{}, false
	}
	path := fileName(dir, out, "d")
	info, err := os.Lstat(path)
	if err != nil || !info.Mode().IsRegular() || info.Size() != size {
		return response{}, false
	}
	t := time.Unix(0, nano)
	return response{OutputID: out, Size: size, Time: &t, DiskPath: path}, true
}

// writeFile replaces path with data at once: a reader sees the old file or the new one.
func writeFile(path string, data []byte) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o777); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), ".tmp-*")
	if err != nil {
		return err
	}
	_, err = tmp.Write(data)
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp.Name(), path)
	}
	if err != nil {
		os.Remove(tmp.Name())
	}
	return err
}

func put(dir string, req request, body []byte) (response, error) {
	if len(req.ActionID) != hashSize || len(req.OutputID) != hashSize {
		return response{}, errors.New("put: ids are not SHA-256 hashes")
	}
	if int64(len(body)) != req.BodySize {
		return response{}, fmt.Errorf("put: body of %d bytes, %d announced", len(body), req.BodySize)
	}
	path := fileName(dir, req.OutputID, "d")
	if info, err := os.Lstat(path); err != nil || !info.Mode().IsRegular() || info.Size() != req.BodySize {
		if err := writeFile(path, body); err != nil {
			return response{}, err
		}
	}
	entry := fmt.Sprintf("v1 %x %x %20d %20d\n", req.ActionID, req.OutputID, req.BodySize, time.Now().UnixNano())
	if err := writeFile(fileName(dir, req.ActionID, "a"), []byte(entry)); err != nil {
		return response{}, err
	}
	return response{DiskPath: path}, nil
}

func main() {
	seed := flag.String("seed", "/opt/testcage/go-build", "the read-only lower layer")
	flag.Parse()
	upper := os.Getenv("GOCACHE")
	if upper == "" || !filepath.IsAbs(upper) {
		fmt.Fprintln(os.Stderr, "testcage-gocache: GOCACHE must be an absolute path (the run's own cache)")
		os.Exit(2)
	}
	if err := serve(os.Stdin, os.Stdout, upper, *seed); err != nil {
		fmt.Fprintln(os.Stderr, "testcage-gocache:", err)
		os.Exit(1)
	}
}

// serve answers the go command's requests until "close" or the end of its input.
func serve(r io.Reader, w io.Writer, upper, seed string) error {
	layers := []string{upper, seed}
	in := json.NewDecoder(bufio.NewReaderSize(r, 1<<16))
	bw := bufio.NewWriter(w)
	enc := json.NewEncoder(bw)
	send := func(res response) error {
		if err := enc.Encode(res); err != nil {
			return err
		}
		return bw.Flush()
	}
	if err := send(response{KnownCommands: []string{"get", "put", "close"}}); err != nil {
		return err
	}
	for {
		var req request
		if err := in.Decode(&req); err != nil {
			if err == io.EOF {
				return nil
			}
			return err
		}
		var body []byte
		if req.Command == "put" && req.BodySize > 0 {
			if err := in.Decode(&body); err != nil {
				return fmt.Errorf("put body: %w", err)
			}
		}
		res := response{Miss: true}
		switch req.Command {
		case "get":
			if len(req.ActionID) == hashSize {
				for _, dir := range layers {
					if hit, ok := lookup(dir, req.ActionID); ok {
						res = hit
						break
					}
				}
			}
		case "put":
			var err error
			if res, err = put(upper, req, body); err != nil {
				res = response{Err: err.Error()}
			}
		case "close":
			res = response{}
		default:
			res = response{Err: "unknown command " + strconv.Quote(req.Command)}
		}
		res.ID = req.ID
		// A reply that cannot be written means the go command is gone.
		if err := send(res); err != nil {
			return err
		}
		if req.Command == "close" {
			return nil
		}
	}
}
