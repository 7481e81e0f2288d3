// The sandboxes every hostile project runs in: a label and the CLI flags that
// select it. The action test turns the same flags into INPUT_* variables
// (`--runtime runsc` -> INPUT_RUNTIME=runsc), so an entry must be "--flag value"
// pairs. Add the service sandbox here once it can run them.

export type SandboxCase = readonly [label: string, args: readonly string[]];

export const SANDBOXES: readonly SandboxCase[] = [
  ["docker runc", ["--sandbox", "docker"]],
  ["docker runsc", ["--sandbox", "docker", "--runtime", "runsc"]],
];
