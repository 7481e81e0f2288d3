// What of the runner a phase can reach: the files in HOSTILE_SECRET_FILES (":"-separated:
// actions/checkout v6's credentials in RUNNER_TEMP, the job's file-command file, a file
// .git/config includes from elsewhere), anything named git-credentials-* in RUNNER_TEMP's
// folder, the Unix sockets in HOSTILE_SOCKETS (the docker engine's, a host service's), and
// a descriptor testcage's parent left open on HOSTILE_FD_FILE (a root-only file).
// Resolves to the list of what was reached, with what was read (so a leak shows in the
// output the host searches). Run by itself (the install phase), it writes that list to
// the file named by its argument.
import { readdirSync, readFileSync, readlinkSync, readSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";

const list = (name) => (process.env[name] ?? "").split(":").filter(Boolean);

function answer(path) {
  return new Promise((resolve) => {
    const s = connect(path);
    let got = "";
    const done = (v) => {
      s.destroy();
      resolve(v);
    };
    s.setTimeout(3000, () => done(got ? `answered: ${got}` : null));
    s.on("connect", () => s.write("GET /version HTTP/1.0\r\n\r\n"));
    s.on("data", (d) => (got += d.toString()));
    s.on("end", () => done(`answered: ${got}`));
    s.on("error", () => done(got ? `answered: ${got}` : null));
  });
}

export async function probe() {
  const reached = [];
  const files = list("HOSTILE_SECRET_FILES");
  for (const f of files) {
    try {
      const text = readFileSync(f, "utf8");
      if (text) reached.push(`${f}: ${text}`);
    } catch {
      /* not reachable: as it should be */
    }
  }
  for (const dir of new Set(files.map((f) => dirname(f)))) {
    try {
      for (const n of readdirSync(dir)) if (n.startsWith("git-credentials-")) reached.push(`listed ${dir}/${n}`);
    } catch {
      /* not reachable */
    }
  }
  const fdFile = process.env.HOSTILE_FD_FILE;
  for (const name of readdirSync("/proc/self/fd")) {
    let target = "";
    try {
      target = readlinkSync(`/proc/self/fd/${name}`);
    } catch {
      continue;
    }
    if (target !== fdFile) continue;
    const buf = Buffer.alloc(256);
    try {
      reached.push(`descriptor ${name}: ${buf.toString("utf8", 0, readSync(Number(name), buf, 0, 256, 0))}`);
    } catch (err) {
      reached.push(`descriptor ${name} open on ${target} (${err.code})`);
    }
  }
  for (const s of list("HOSTILE_SOCKETS")) {
    const a = await answer(s);
    if (a) reached.push(`${s}: ${a}`);
  }
  return reached;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(process.argv[2], JSON.stringify(await probe()));
}
