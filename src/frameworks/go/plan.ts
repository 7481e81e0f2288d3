// go test: detect, install and plan (the go list + go test -json command).
// See index.ts for what the adapter captures and why.

import { minOf } from "../../core/arrays.js";
import { posix } from "node:path";
import { escapeRegExp } from "../../core/text.js";
import { parseTestId } from "../../core/ids.js";
import type { InstallStep, PlanContext, ProjectFacts, SandboxPaths } from "../../core/adapter-types.js";
import { modulePath } from "./locate.js";

const EVENTS_FILE = "go-test.json";
const PACKAGES_FILE = "go-packages.json";
const LIST_FIELDS = "ImportPath,Dir,TestGoFiles,XTestGoFiles";
export const MAX_FILES_PER_PACKAGE = 500;
export const MAX_LISTED_PACKAGES = 100_000;

const COVER_PROFILE = "cover.out";

export function detect(facts: ProjectFacts): { score: number; reason: string } | null {
  if (facts.files.includes("go.mod")) return { score: 100, reason: "go.mod present" };
  if (facts.files.includes("go.work")) return { score: 90, reason: "go.work present" };
  const testFile = facts.files.find((f) => f.endsWith("_test.go"));
  if (testFile) return { score: 10, reason: `Go test file ${testFile}` };
  return null;
}

/** Single-quotes a word for sh. */
function shQuote(word: string): string {
  return `'${word.replace(/'/g, "'\\''")}'`;
}

/** `^(a|b)$` for one level of a -run pattern. */
function levelPattern(names: readonly string[]): string {
  const escaped = names.map(escapeRegExp);
  return escaped.length === 1 ? `^${escaped[0]}$` : `^(${escaped.join("|")})$`;
}

/**
 * Test ids -> the packages to test and one -run pattern. Go matches -run level by
 * level against the name split at "/", and one pattern serves every package, so
 * several ids can only be expressed as a union per level: that may run a few
 * extra tests (TestA/x and TestB/y also run TestA/y) but never misses one. A
 * whole test among subtest ids cuts the pattern to its depth for the same reason.
 */
export function goFilterArgs(
  filter: readonly string[],
  files: readonly string[],
): { packages: string[]; run: string | null } {
  const paths: string[][] = [];
  const packages = new Set<string>();
  let everywhere = false;
  for (const id of filter) {
    const parsed = parseTestId(id);
    if (!parsed) continue;
    const levels = [...parsed.suite, parsed.name].join("/").split("/");
    if (levels.some((l) => l === "")) continue;
    paths.push(levels);
    const pkg = packageDirOfIdFile(parsed.file, files);
    if (pkg === null) everywhere = true;
    else packages.add(pkg === "." ? "." : `./${pkg}`);
  }
  if (paths.length === 0) return { packages: ["./..."], run: null };
  const depth = minOf(
    paths.map((p) => p.length),
    0,
  );
  const levels: string[] = [];
  for (let i = 0; i < depth; i += 1) {
    levels.push(levelPattern([...new Set(paths.map((p) => p[i]!))]));
  }
  return { packages: everywhere ? ["./..."] : [...packages].sort(), run: levels.join("/") };
}

/** The id's file part is the defining _test.go file, or the package folder when no file was found. */
function packageDirOfIdFile(file: string, files: readonly string[]): string | null {
  if (file === "" || file.startsWith("/") || file.split("/").includes("..")) return null;
  if (file.endsWith(".go")) return posix.dirname(file);
  if (file === "." || files.some((f) => f.startsWith(`${file}/`))) return file;
  return null;
}

/**
 * testcage's go runner image carries a build cache of the standard library as `go test`
 * builds it (runner-images/go/Dockerfile), made when the image is built: a run's cache
 * starts from it, so a container's first build is not a cold one.
 */
export const GO_WARM_CACHE = "/opt/testcage/go-build";

/** The go runner image's GOCACHEPROG (runner-images/go/gocache): GO_WARM_CACHE below the run's GOCACHE. */
export const GO_CACHE_PROG = "/opt/testcage/bin/testcage-gocache";

/**
 * Shell that starts the run's GOCACHE from the image's warm cache, where the image has
 * one. A cache dropped with the run reads it in place, through GO_CACHE_PROG: a get
 * looks in GOCACHE, then in the image's cache; a put writes to GOCACHE only. Copying the
 * image's 61 MB into a container's writable layer instead cost 0.1 to 1.3 s a run, as
 * the disk allowed. A kept cache (build-cache: project), or an image without the
 * program, gets what it lacks copied (-n: nothing there is replaced): a kept cache must
 * hold on its own, since a later run may use another image.
 */
export function warmCacheSeed(cacheKept: boolean): string {
  const copy = `{ mkdir -p "$GOCACHE" && cp -Rn ${GO_WARM_CACHE}/. "$GOCACHE"/ 2>/dev/null; }`;
  if (cacheKept) return `[ ! -d ${GO_WARM_CACHE} ] || ${copy};`;
  return `if [ -d ${GO_WARM_CACHE} ]; then if [ -x ${GO_CACHE_PROG} ]; then export GOCACHEPROG=${GO_CACHE_PROG}; else ${copy}; fi; fi;`;
}

/** GOCACHE and GOMODCACHE under the sandbox's cache folder (host-caches.ts lays the runner's there). */
export const GO_BUILD_DIR = "go-build";
export const GO_MOD_DIR = "go/pkg/mod";

/** Caches live in the sandbox's cache folder, so the install phase fills what the test phase reads. */
function goCaches(paths: SandboxPaths): Record<string, string> {
  return {
    GOCACHE: `${paths.cache}/${GO_BUILD_DIR}`,
    GOPATH: `${paths.cache}/go`,
    GOMODCACHE: `${paths.cache}/${GO_MOD_DIR}`,
    GOTOOLCHAIN: "local",
    GOFLAGS: "-buildvcs=false",
  };
}

/** go mod download when the module has dependencies (go.sum) and does not vendor them. */
export function install({ paths, facts }: { paths: SandboxPaths; facts: ProjectFacts }): InstallStep | null {
  if (!facts.files.includes("go.sum") || facts.topLevel.includes("vendor")) return null;
  return { command: "go mod download", env: goCaches(paths), testEnv: {}, reason: "go.sum without vendor/" };
}

/**
 * The _test.go files `go test ./...` builds, for --shard: outside testdata, vendor,
 * folders starting with "." or "_" and nested modules (their own go.mod), in a project
 * with a go.mod at its root. Shards deal out their packages (goShardUnits).
 */
export function goTestFiles(facts: ProjectFacts): string[] | string {
  if (!facts.files.includes("go.mod")) return "the project has no go.mod at its root, so ./... is not one module";
  const nested = facts.files.filter((f) => f.endsWith("/go.mod")).map((f) => f.slice(0, -"go.mod".length));
  return facts.files.filter((f) => {
    if (!f.endsWith("_test.go")) return false;
    const parts = f.split("/");
    if (parts.some((p) => p.startsWith(".") || p.startsWith("_"))) return false;
    if (parts.slice(0, -1).some((p) => p === "testdata" || p === "vendor")) return false;
    return !nested.some((n) => f.startsWith(n));
  });
}

/** A go shard runs whole packages: each test file goes with its folder ("." at the root). */
export function goShardUnits(files: readonly string[]): Map<string, string> {
  return new Map(files.map((f) => [f, posix.dirname(f)]));
}

export function plan({ paths, facts, filter, shardFiles, testCommand, coverage, parallel, cacheKept }: PlanContext) {
  // The test phase is offline by its network (none but loopback), not by GOPROXY=off: the
  // tests see the job's GOPROXY, as natively (go-internal's testscript tests check it), and
  // a module the caches lack fails at once on the unreachable proxy (parse.ts offlineHint).
  const env = goCaches(paths);
  const reports = [
    { name: "events", file: EVENTS_FILE, fromStdout: true },
    { name: "packages", file: PACKAGES_FILE },
  ];
  if (testCommand) {
    return { argv: ["sh", "-c", testCommand], env, reports, harness: [], requires: null };
  }
  const filtered = goFilterArgs(filter, facts.files);
  const run = filtered.run;
  // A shard names its package folders (goShardUnits) instead of ./...
  const packages = shardFiles ? shardFiles.map((d) => (d === "." ? "." : `./${d}`)) : filtered.packages;
  const cover = coverage ? [`-coverprofile=${paths.reports}/${COVER_PROFILE}`] : [];
  const serial = parallel === "off" ? ["-p=1", "-parallel=1"] : [];
  const goTest = ["go", "test", "-json", "-count=1", ...serial, ...cover, ...(run ? [`-run=${run}`] : []), ...packages];
  // The stream names no files, so `go list` first writes which _test.go files each
  // package has; its errors are go test's errors too and are left to go test. Before
  // it, the runner image's warm standard-library cache (GO_WARM_CACHE) fills in what
  // the run's cache lacks (warmCacheSeed).
  const seed = warmCacheSeed(cacheKept ?? false);
  const list = `${seed} go list -e -json=${LIST_FIELDS} ${packages.map(shQuote).join(" ")} >"$0" 2>/dev/null; exec "$@"`;
  return {
    argv: ["sh", "-c", list, `${paths.reports}/${PACKAGES_FILE}`, ...goTest],
    parallel:
      parallel === "off" ? "-p=1 -parallel=1" : "go test's parallel packages and t.Parallel tests (its default)",
    env,
    reports: coverage ? [...reports, { name: "coverage", file: COVER_PROFILE }] : reports,
    // Profiles name files by import path: the module path stands for the project root.
    coverage: coverage
      ? { report: "coverage", format: "go" as const, stripPrefix: modulePath(facts.texts["go.mod"]) ?? "" }
      : null,
    harness: [],
    requires: { program: "go", hint: "install Go (https://go.dev/dl/) or use a runner image with Go" },
  };
}
