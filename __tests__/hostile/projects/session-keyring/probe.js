// The install phase's half of hostile case 36 (a preinstall script): keyprobe.py's findings on stdout.
import { spawnSync } from "node:child_process";

const r = spawnSync("python3", [new URL("keyprobe.py", import.meta.url).pathname, process.argv[2] ?? "install"], {
  encoding: "utf8",
});
process.stdout.write(r.stdout + r.stderr + (r.error ? `KEYPROBE error ${r.error.message}\n` : ""));
