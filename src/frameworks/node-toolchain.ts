// jest, vitest, mocha and node:test: the runner's Node, the one the job set up
// (setup-node's, a matrix leg's version), which the docker sandbox runs instead of the
// image's (docs/sandboxes.md, "Toolchains"). Only a Node installation of its own
// qualifies: a folder whose bin/ holds Node's programs and nothing else (setup-node's
// /opt/hostedtoolcache/node/<version>/x64, an official tarball unpacked in a folder of
// its own). A node in a shared prefix (/usr/bin, a runner's preinstalled /usr/local/bin)
// would bring every other program of that folder first on the container's PATH, built
// for the runner's system rather than the image's.

import { readdir, realpath, stat } from "node:fs/promises";
import { delimiter, dirname, isAbsolute, join, basename } from "node:path";
import type { HostToolchain } from "../core/adapter-types.js";

/** What an official Node installation's bin/ holds, with package managers installed globally into it. */
const NODE_PROGRAMS = new Set(["node", "npm", "npx", "corepack", "yarn", "yarnpkg", "pnpm", "pnpx"]);

/** The first `node` on the runner's PATH, resolved; null when there is none. */
async function nodeOnPath(path: string): Promise<string | null> {
  for (const dir of path.split(delimiter)) {
    if (!dir || !isAbsolute(dir)) continue;
    try {
      const real = await realpath(join(dir, "node"));
      if ((await stat(real)).isFile()) return real;
    } catch {
      // not in this folder
    }
  }
  return null;
}

export async function nodeHostToolchain(env: NodeJS.ProcessEnv): Promise<HostToolchain | string> {
  const node = await nodeOnPath(env["PATH"] ?? "");
  if (!node) return "the runner has no node on its PATH";
  const bin = dirname(node);
  if (basename(bin) !== "bin") return `node at ${node} is not in a Node installation's bin folder`;
  const others = (await readdir(bin)).filter((name) => !NODE_PROGRAMS.has(name)).sort();
  if (others.length > 0)
    return `node at ${node} is a system install (${bin} holds ${others.length} other programs), not a Node installation of its own such as setup-node's or an official Node archive, so the image's Node runs`;
  return { name: "Node.js", root: dirname(bin), bin: "bin", versionArgv: ["node", "--version"] };
}
