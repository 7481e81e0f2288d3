// What the container sandboxes (docker, service) share about starting a command
// inside a container: the entry script and the docker client's own environment.

import type { PhaseOutcome } from "./types.js";

/** What the entry prints (exit 127) when the framework's program is not in the image. */
export const MISSING_MARKER = "testcage: required program not found:";

/**
 * The runner's toolchain (docker, toolchain: runner): its bin folder, put first on the
 * image's PATH (only known inside the container); a program of it with arguments
 * ("go version"), run first; and the variable naming its folder ("GOROOT=/usr/local/go"),
 * exported only when that program ran. When it does not, the image's own toolchain runs,
 * with the image's own GOROOT or JAVA_HOME: the runner's toolchain is built for the
 * runner's system, and an image without its C library (musl, an old glibc) cannot run it.
 */
export const PATH_PREFIX_ENV = "TESTCAGE_PATH_PREFIX";
export const TOOLCHAIN_PROBE_ENV = "TESTCAGE_TOOLCHAIN_PROBE";
export const TOOLCHAIN_ROOT_ENV = "TESTCAGE_TOOLCHAIN_ROOT";

/** The entry's first line on stderr when the runner's toolchain does not run in the image. */
export const TOOLCHAIN_REFUSED_MARKER = "testcage: the runner's toolchain does not run in this image:";

/** True when the phase ran on the image's toolchain because the runner's did not run (only the entry writes before the command). */
export function toolchainRefused(outcome: PhaseOutcome): boolean {
  return outcome.stderr.text.startsWith(TOOLCHAIN_REFUSED_MARKER);
}

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
  // The runner's toolchain (docker, toolchain: runner) goes first on the image's own PATH
  // when it runs here. The probe's words are testcage's own (HostToolchain.versionArgv).
  const toolchain =
    `if [ -n "$${PATH_PREFIX_ENV}" ]; then ` +
    `if "$${PATH_PREFIX_ENV}"/$${TOOLCHAIN_PROBE_ENV} >/dev/null 2>&1; then PATH="$${PATH_PREFIX_ENV}:$PATH"; export PATH; ` +
    `if [ -n "$${TOOLCHAIN_ROOT_ENV}" ]; then export "$${TOOLCHAIN_ROOT_ENV}"; fi; ` +
    `else echo "${TOOLCHAIN_REFUSED_MARKER} $${TOOLCHAIN_PROBE_ENV} failed; the image's runs" >&2; fi; fi; ` +
    `unset ${PATH_PREFIX_ENV} ${TOOLCHAIN_PROBE_ENV} ${TOOLCHAIN_ROOT_ENV};`;
  const script = `${toolchain} mkdir -p "$HOME" 2>/dev/null; if [ -n "$1" ] && ! command -v "$1" >/dev/null 2>&1; then echo "${MISSING_MARKER} $1" >&2; exit 127; fi; shift; ${exec}`;
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
