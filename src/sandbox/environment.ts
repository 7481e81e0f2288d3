// The sandbox environment is built from nothing: an allow-list of harmless
// variables, then the adapter's, then what the user named. Secrets are refused
// by name even when asked for (docs/architecture.md §4).

/** Variables a test process may need to behave normally; none can carry a secret. */
export const ALLOWED_ENV = [
  "PATH",
  "LANG",
  "LC_ALL",
  "LC_CTYPE",
  "TZ",
  "JAVA_HOME",
  "GOROOT",
  "RUSTUP_HOME",
  "RUSTUP_TOOLCHAIN",
];

/** Never passed, even when the user names them. */
export const FORBIDDEN_ENV = [
  "GITHUB_TOKEN",
  "GH_TOKEN",
  "ACTIONS_RUNTIME_TOKEN",
  "ACTIONS_ID_TOKEN_REQUEST_TOKEN",
  "ACTIONS_ID_TOKEN_REQUEST_URL",
  "ACTIONS_RUNTIME_URL",
  "ACTIONS_RESULTS_URL",
  "ACTIONS_CACHE_URL",
  "DOCKER_HOST",
];

export function isForbiddenEnvName(name: string): boolean {
  return FORBIDDEN_ENV.includes(name.toUpperCase()) || name.toUpperCase().startsWith("INPUT_");
}

export function baseEnvironment(source: NodeJS.ProcessEnv, home: string, tmp: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const name of ALLOWED_ENV) {
    const value = source[name];
    if (value !== undefined) env[name] = value;
  }
  env["PATH"] ??= "/usr/local/bin:/usr/bin:/bin";
  // Toolchain managers' proxies on PATH (rustup's cargo and rustc) find their
  // toolchains under the real home, which HOME no longer names.
  if (env["RUSTUP_HOME"] === undefined && source["HOME"]) env["RUSTUP_HOME"] = `${source["HOME"]}/.rustup`;
  env["HOME"] = home;
  env["TMPDIR"] = tmp;
  // Frameworks switch off watch modes and prompts under CI, as GitHub's runners set
  // it. Nothing else is invented: NO_COLOR or FORCE_COLOR would change what tests
  // of colour output see (output is no terminal, so tools print no colour anyway,
  // and the parsers strip what colour there is).
  env["CI"] = "true";
  return env;
}

/**
 * Inside a container only the image's own PATH and tools count: nothing of the
 * host's environment but TZ and what the adapter and user added.
 */
export function containerEnvironment(extra: Record<string, string>): Record<string, string> {
  const env: Record<string, string> = {
    LANG: "C.UTF-8",
    HOME: "/tmp/home",
    TMPDIR: "/tmp",
    CI: "true",
  };
  if (process.env["TZ"]) env["TZ"] = process.env["TZ"];
  return { ...env, ...extra };
}

/**
 * Package managers' download caches in a container's install phase: in the run's cache
 * folder, on the run's disk, not under HOME on the small /tmp tmpfs (yarn 1 unpacks
 * every platform's optional packages into its cache, esbuild's and @swc/core's
 * among them; npx keeps the package managers it runs in npm's). XDG_CACHE_HOME covers
 * yarn 1 and pip; YARN_CACHE_FOLDER is left alone, since yarn 2+ reads it as the
 * project's own cache (a committed .yarn/cache would go unused).
 */
export function packageCacheEnvironment(cacheDir: string): Record<string, string> {
  return {
    npm_config_cache: `${cacheDir}/npm`,
    npm_config_store_dir: `${cacheDir}/pnpm-store`,
    XDG_CACHE_HOME: `${cacheDir}/xdg`,
  };
}
