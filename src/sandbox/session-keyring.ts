// A session keyring of the phases' own (docs/sandboxes.md, process sandbox). A process
// possesses its session keyring and every key linked in it, and keeps it across fork,
// exec, setpriv and unshare alike: the runner's keys (a Kerberos KEYRING credential
// cache, a keyctl-based credential helper's token) would be readable by the install and
// the tests, even as nobody, and writable for a later step. Joining a new anonymous
// session keyring before the phase starts leaves them only an empty one.
//
// Node has no keyctl call; perl's `syscall` makes it (perl-base is part of every Debian
// and Ubuntu system, GitHub's runners included). Taken from the system folders only, as
// setpriv is: root runs it, and PATH may lead with folders the checkout writes.

import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";

/** SYS_keyctl on the architectures Node runs on; KEYCTL_JOIN_SESSION_KEYRING is 1 on all. */
const SYS_KEYCTL: Partial<Record<NodeJS.Architecture, number>> = { x64: 250, arm64: 219, ia32: 288, arm: 311 };

const SYSTEM_DIRS = ["/usr/bin", "/bin"];

let probed: readonly string[] | null | undefined;

/**
 * The argv prefix that runs the rest in a new, empty session keyring; null where this
 * machine cannot make one (no perl, an architecture not listed, keyctl refused, as in a
 * container whose seccomp profile blocks it). Probed once per process.
 */
export function sessionKeyringPrefix(): readonly string[] | null {
  if (probed === undefined) {
    const perl = SYSTEM_DIRS.map((d) => join(d, "perl")).find((p) => existsSync(p));
    const nr = SYS_KEYCTL[process.arch];
    probed = null;
    if (perl && nr !== undefined) {
      const script = `syscall(${nr}, 1, 0) >= 0 or die "testcage: a session keyring of its own: $!\\n"; exec { $ARGV[0] } @ARGV or die "testcage: $ARGV[0]: $!\\n"`;
      const prefix = [perl, "-e", script, "--"];
      const r = spawnSync(prefix[0]!, [...prefix.slice(1), "true"], { stdio: "ignore", timeout: 10_000 });
      if (r.status === 0) probed = prefix;
    }
  }
  return probed;
}
