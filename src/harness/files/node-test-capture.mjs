// testcage per-test output capture for node --test, written by testcage into a
// read-only harness folder; it is not part of the project under test.
// Preloaded with --import into the runner and into every test-file process; it
// acts only in test-file processes. Between node:test's beforeEach and afterEach
// for a test it copies what reaches process.stdout/stderr (console.* included),
// and appends one JSON line per test that wrote anything to the file named by
// TESTCAGE_NODE_TEST_OUTPUT. Output still reaches its stream unchanged.
import { appendFileSync } from "node:fs";

const target = process.env.TESTCAGE_NODE_TEST_OUTPUT;
if (target && process.env.NODE_TEST_CONTEXT) {
  try {
    await setUp(target);
  } catch {
    // Capture is a nicety; the tests must run the same without it.
  }
}

async function setUp(target) {
  const { beforeEach, afterEach } = await import("node:test");
  const CAP = 64 * 1024;
  const file = typeof process.argv[1] === "string" ? process.argv[1] : null;
  const open = [];
  // Tests that overlap (concurrency) cannot be told apart by timing; once seen,
  // records are flagged so the reader drops them instead of guessing.
  let overlapped = false;

  const record = (stream, chunk) => {
    const top = open[open.length - 1];
    if (!top) return;
    let s;
    if (typeof chunk === "string") s = chunk;
    else if (chunk instanceof Uint8Array) {
      // The runner's own serialized events pass through stdout too; they carry
      // a 0xFF version byte, which text never does.
      if (chunk.includes(0xff)) return;
      s = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength).toString("utf8");
    } else return;
    const room = CAP - top[stream].length;
    if (s.length > room) top.cut = true;
    if (room > 0) top[stream] += s.slice(0, room);
  };

  const wrap = (stream, key) => {
    const original = stream.write;
    stream.write = function (...args) {
      try {
        record(key, args[0]);
      } catch {
        // never let capture change what the test sees
      }
      return original.apply(this, args);
    };
  };

  beforeEach((t) => {
    try {
      // fullName (Node 20.16+, 22.3+) tells a subtest from a concurrent sibling.
      const path = t && typeof t.fullName === "string" ? t.fullName : null;
      if (path === null) return;
      const top = open[open.length - 1];
      if (top && !path.startsWith(top.path + " > ")) overlapped = true;
      open.push({ t, path, name: String(t.name), stdout: "", stderr: "", cut: false });
    } catch {
      // see above
    }
  });

  afterEach((t) => {
    try {
      let i = open.length - 1;
      while (i >= 0 && open[i].t !== t) i--;
      if (i < 0) return;
      const entry = open.splice(i, 1)[0];
      if (i !== open.length) overlapped = true;
      if (entry.stdout === "" && entry.stderr === "") return;
      const rec = {
        file,
        path: entry.path,
        name: entry.name,
        stdout: entry.stdout,
        stderr: entry.stderr,
        truncated: entry.cut,
        ambiguous: overlapped,
      };
      appendFileSync(target, JSON.stringify(rec) + "\n");
    } catch {
      // see above
    }
  });

  wrap(process.stdout, "stdout");
  wrap(process.stderr, "stderr");
}
