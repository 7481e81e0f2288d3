// What the container sandboxes (docker, service) share about starting a command
// inside a container: the entry script and the docker client's own environment.

import type { PhaseOutcome } from "./types.js";

/** What the entry prints (exit 127) when the framework's program is not in the image. */
export const MISSING_MARKER = "testcage: required program not found:";

/**
 * `sh -c ENTRY testcage <required program or ""> argv...`: makes HOME, checks the
 * framework's program is in the image (exit 127 with a marker when it is not),
 * then execs argv; with noNewPrivs, under setpriv --no-new-privs where the image
 * has it (util-linux), for containers that do not set no-new-privileges themselves.
 */
export function entryArgv(requiredProgram: string | null, argv: readonly string[], noNewPrivs: boolean): string[] {
  const exec = noNewPrivs
    ? 'if command -v setpriv >/dev/null 2>&1; then exec setpriv --no-new-privs -- "$@"; fi; exec "$@"'
    : 'exec "$@"';
  // The runner's toolchain (docker, toolchain: runner) goes first on the image's own PATH.
  const pathPrefix = `if [ -n "$TESTCAGE_PATH_PREFIX" ]; then PATH="$TESTCAGE_PATH_PREFIX:$PATH"; export PATH; fi; unset TESTCAGE_PATH_PREFIX;`;
  const script = `${pathPrefix} mkdir -p "$HOME" 2>/dev/null; if [ -n "$1" ] && ! command -v "$1" >/dev/null 2>&1; then echo "${MISSING_MARKER} $1" >&2; exit 127; fi; shift; ${exec}`;
  return ["sh", "-c", script, "testcage", requiredProgram ?? "", ...argv];
}

/** True when the entry script reported the required program missing. */
export function programMissing(outcome: PhaseOutcome, requiredProgram: string | null): boolean {
  return outcome.exitCode === 127 && requiredProgram !== null && outcome.stderr.text.includes(MISSING_MARKER);
}

/**
 * The docker client's environment: the sandbox values it forwards by name (never
 * in argv, which ps shows) plus what the client itself needs to reach the engine.
 */
export function dockerClientEnv(forwarded: Record<string, string>): Record<string, string> {
  const env: Record<string, string> = { ...forwarded };
  for (const k of ["PATH", "HOME", "DOCKER_HOST", "DOCKER_CONFIG", "DOCKER_CONTEXT"]) {
    const v = process.env[k];
    if (v !== undefined && !(k in env)) env[k] = v;
  }
  return env;
}
