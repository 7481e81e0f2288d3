// The sandboxes every hostile project runs in: a label and the CLI flags that
// select it. The action test turns the same flags into INPUT_* variables
// (`--runtime runsc` -> INPUT_RUNTIME=runsc), so an entry must be "--flag value"
// pairs. The service entry runs in SERVICE_CONTAINER, which the suite starts with
// the same limits the docker entries get from their flags.

export type SandboxCase = readonly [label: string, args: readonly string[]];

export const SERVICE_CONTAINER = `testcage-hostile-svc-${process.pid}`;

export const SANDBOXES: readonly SandboxCase[] = [
  ["docker runc", ["--sandbox", "docker"]],
  ["docker runsc", ["--sandbox", "docker", "--runtime", "runsc"]],
  ["service", ["--sandbox", "service", "--container", SERVICE_CONTAINER]],
];

/** Flags for the service container, matching the limits the CLI applies to docker runs. */
export const SERVICE_CONTAINER_ARGS = [
  "--memory",
  "256m",
  "--memory-swap",
  "256m",
  "--pids-limit",
  "128",
  "--cpus",
  "1",
  "--cap-drop",
  "ALL",
  "--security-opt",
  "no-new-privileges",
  "--read-only",
  "--tmpfs",
  "/tmp:rw,exec,nosuid,nodev,size=16m",
];

/**
 * Attacks a sandbox does not contain yet, by the start of the attack's name: they show as
 * todo with the reason (never silently skipped), and the issue stays open until
 * the list is empty.
 */
export const GAPS: Record<string, Record<string, string>> = {};
