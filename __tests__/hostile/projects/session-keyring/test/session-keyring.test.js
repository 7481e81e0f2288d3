// The tests' half of hostile case 36: keyprobe.py's findings, printed for the host to read.
import { spawnSync } from "node:child_process";
import { test } from "node:test";

test("session keyring", () => {
  const r = spawnSync("python3", [new URL("../keyprobe.py", import.meta.url).pathname, "tests"], { encoding: "utf8" });
  console.log(r.stdout + r.stderr + (r.error ? `KEYPROBE error ${r.error.message}` : ""));
});
