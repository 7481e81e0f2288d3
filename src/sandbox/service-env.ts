// The environment of the service sandbox's execs. `docker exec` hands every
// exec'd process the container's whole environment: its image's, plus whatever
// the workflow started the service with (`-e DB_PASSWORD=...`, job services
// commonly carry credentials). None of the latter may reach the tests, not even
// for an instant in a process whose /proc/<pid>/environ the tests' uid could
// read. So the host decides each exec's environment: names the container has
// beyond what is kept are blanked (`-e NAME=`, a value in argv that is empty),
// names whose value the start changed get the image's value back, and the run
// and install scripts then re-exec under `env -i` with only the kept names and
// testcage's own (service-scripts.ts cleanEnvArgv), so the tests see nothing
// else, not even the blanked names.

import { ALLOWED_ENV } from "./environment.js";

export interface ServiceEnv {
  /** `docker exec` flags: blanks and the image's values; values only the image holds (public), never a secret. */
  flags: string[];
  /** Names the scripts keep when they re-exec under env -i, besides testcage's own. */
  keep: string[];
}

function toMap(list: readonly string[]): Map<string, string> {
  const map = new Map<string, string>();
  for (const entry of list) {
    const at = entry.indexOf("=");
    if (at > 0) map.set(entry.slice(0, at), entry.slice(at + 1));
  }
  return map;
}

/**
 * What is kept: the image's own environment (what the docker sandbox's tests get
 * too: PATH, GOFLAGS, JAVA_HOME... baked into the image, so public), plus the
 * harmless allow-list's names (environment.ts) the container has and the image
 * does not set. Without the image's environment (it could not be read) only the
 * allow-list is kept. Names testcage sets itself (`own`) are its business.
 */
export function serviceEnv(
  containerEnv: readonly string[],
  imageEnv: readonly string[] | null,
  own: readonly string[],
): ServiceEnv {
  const container = toMap(containerEnv);
  const kept = toMap(imageEnv ?? []);
  for (const name of ALLOWED_ENV) {
    const value = container.get(name);
    if (value !== undefined && !kept.has(name)) kept.set(name, value);
  }
  const flags: string[] = [];
  for (const [name, value] of container) {
    if (own.includes(name)) continue;
    const keptValue = kept.get(name);
    if (keptValue === undefined) flags.push("-e", `${name}=`);
    else if (keptValue !== value) flags.push("-e", `${name}=${keptValue}`);
  }
  return { flags, keep: [...kept.keys()].filter((n) => !own.includes(n)) };
}
