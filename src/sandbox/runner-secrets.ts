// What of the runner the process sandbox covers besides the checkout's .git
// (docs/sandboxes.md, the process row; docs/architecture.md §4):
// - RUNNER_TEMP: actions/checkout v6 keeps the job's token there
//   (git-credentials-<uuid>.config, readable by everyone, included from .git/config
//   by includeIf), and the runner keeps the job's file-command files (what earlier
//   steps wrote to GITHUB_ENV, secrets among it) there;
// - a file a checkout's .git/config includes from outside the checkout (the same
//   credentials where RUNNER_TEMP is not set);
// - the host's Unix sockets under /run: the runner's user is in the docker group on
//   GitHub's runners, and a user namespace keeps that group's access, so
//   /var/run/docker.sock would answer the tests and the install as the host's root.
//   A network namespace does not cover a socket in the file system.

import { lstatSync, readdirSync, readFileSync, realpathSync, statSync } from "node:fs";
import { delimiter, isAbsolute, join, resolve, sep } from "node:path";

const inside = (p: string, dir: string): boolean => p === dir || p.startsWith(dir === sep ? dir : dir + sep);

/**
 * RUNNER_TEMP, when set to a folder that covering would not take from the run what it
 * runs with: never the root, nor a folder holding the project, HOME or a PATH entry
 * (a runner laid out with its temp folder above its tools keeps it shown).
 */
export function runnerTempToCover(env: NodeJS.ProcessEnv, project: string): string | null {
  const temp = env["RUNNER_TEMP"];
  if (!temp || !isAbsolute(temp)) return null;
  let real: string;
  try {
    real = realpathSync(temp);
    if (!statSync(real).isDirectory()) return null;
  } catch {
    return null;
  }
  if (real === sep) return null;
  const needed = [project, env["HOME"] ?? "", ...(env["PATH"] ?? "").split(delimiter)].filter((p) => isAbsolute(p));
  return needed.some((p) => inside(p, real) || inside(p, temp)) ? null : real;
}

/**
 * The files a checkout's .git/config includes (`[include]` and `[includeIf …]`
 * sections' `path`), absolute or relative to the .git folder, that are outside
 * every folder in `covered` and exist as regular files.
 */
export function includedConfigFiles(gitDirs: readonly string[], covered: readonly string[]): string[] {
  const found = new Set<string>();
  for (const git of gitDirs) {
    let text: string;
    try {
      text = readFileSync(join(git, "config"), "utf8");
    } catch {
      continue;
    }
    let section = "";
    for (const raw of text.split(/\r?\n/)) {
      const line = raw.trim();
      const head = /^\[\s*([^\]\s"]+)/.exec(line);
      if (head) {
        section = head[1]!.toLowerCase();
        continue;
      }
      const m = /^path\s*=\s*(.*)$/i.exec(line);
      if (!m || (section !== "include" && section !== "includeif")) continue;
      const value = m[1]!.replace(/^"(.*)"$/, "$1").trim();
      if (!value || value.startsWith("~")) continue;
      const path = isAbsolute(value) ? value : resolve(git, value);
      try {
        if (!lstatSync(path).isFile()) continue;
      } catch {
        continue;
      }
      if (!covered.some((c) => inside(path, c))) found.add(path);
    }
  }
  return [...found];
}

/** At most this many entries are looked at under each folder: /run is small; a huge one is not walked whole. */
const WALK_LIMIT = 5_000;

/** Who the phases run as: a socket only others may connect to is left as it is. */
export interface SocketUser {
  uid: number;
  groups: readonly number[];
}

/** Whether `user` may connect to a socket of this owner and mode (connect needs write permission). */
function connectable(st: { uid: number; gid: number; mode: number }, user: SocketUser): boolean {
  if (st.uid === user.uid) return (st.mode & 0o200) !== 0;
  if (user.groups.includes(st.gid)) return (st.mode & 0o020) !== 0;
  return (st.mode & 0o002) !== 0;
}

/**
 * The Unix sockets in the file system under /run (and /var/run where it is not a
 * link to /run), and DOCKER_HOST's when it names one, that the phases' user may
 * connect to: covered for the run, as a container has none of them. Only those: a
 * root-only socket (a container's shim, which comes and goes) is out of reach anyway.
 * Folders the caller cannot read are passed by.
 */
export function hostSockets(
  env: NodeJS.ProcessEnv,
  user: SocketUser,
  roots: readonly string[] = ["/run", "/var/run"],
): string[] {
  const found = new Set<string>();
  const seen = new Set<string>();
  for (const root of roots) {
    let real: string;
    try {
      real = realpathSync(root);
    } catch {
      continue;
    }
    if (seen.has(real)) continue;
    seen.add(real);
    let looked = 0;
    const pending = [real];
    for (let dir = pending.pop(); dir !== undefined && looked < WALK_LIMIT; dir = pending.pop()) {
      let entries;
      try {
        entries = readdirSync(dir, { withFileTypes: true });
      } catch {
        continue;
      }
      for (const e of entries) {
        looked++;
        const path = join(dir, e.name);
        // Never followed: a link is not walked (withFileTypes gives lstat's type).
        if (e.isDirectory()) pending.push(path);
        else if (e.isSocket()) found.add(path);
      }
    }
  }
  const docker = /^unix:\/\/(\/.+)$/.exec(env["DOCKER_HOST"] ?? "")?.[1];
  if (docker) {
    try {
      const real = realpathSync(docker);
      if (lstatSync(real).isSocket()) found.add(real);
    } catch {
      /* not there: nothing to cover */
    }
  }
  return [...found].filter((p) => {
    try {
      return connectable(lstatSync(p), user);
    } catch {
      return false; // gone meanwhile
    }
  });
}
