// For sharding (docs/scale.md): a framework's configuration files that choose the test
// files themselves make testcage's own list of them wrong, so such a project is refused
// with the file and the key that chose.

import type { ProjectFacts } from "../core/adapter-types.js";

/**
 * The reason the first configuration file (names matching `file`) that mentions a key
 * of `keys` (its first group names the key) gives, said by `reason`; null when none
 * does. A file that could not be read is a reason too: what it chooses is unknown.
 */
export function configChoosingFiles(
  facts: ProjectFacts,
  file: RegExp,
  keys: RegExp,
  reason: (file: string, key: string) => string,
): string | null {
  for (const f of facts.files) {
    if (!file.test(f)) continue;
    const text = facts.texts[f];
    if (text === undefined) return `${f} could not be read to see which files are tests`;
    const key = keys.exec(text);
    if (key) return reason(f, key[1]!);
  }
  return null;
}
