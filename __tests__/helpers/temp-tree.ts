// Temporary folders of files for a test file, removed after each test.

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach } from "vitest";

/** A maker of folders named `<prefix>XXXXXX` holding `files` (path -> text); each is removed after its test. */
export function tempTrees(prefix: string): (files?: Record<string, string>) => string {
  const made: string[] = [];
  afterEach(() => {
    for (const d of made.splice(0)) rmSync(d, { recursive: true, force: true });
  });
  return (files = {}) => {
    const dir = mkdtempSync(join(tmpdir(), prefix));
    made.push(dir);
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
    return dir;
  };
}
