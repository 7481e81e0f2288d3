// Chooses the sandbox for a run. `auto` takes the strongest kind this machine has.

import type { SandboxChoice } from "../options.js";
import { processSandbox } from "./process.js";
import { SandboxUnavailableError, type Sandbox } from "./types.js";

export interface SandboxSelection {
  sandbox: Sandbox;
  reason: string;
}

export function selectSandbox(choice: SandboxChoice): SandboxSelection {
  switch (choice) {
    case "process":
      return { sandbox: processSandbox, reason: "requested" };
    case "auto":
      return { sandbox: processSandbox, reason: "auto: no container sandbox is available in this version" };
    case "docker":
    case "service":
      throw new SandboxUnavailableError(
        `the ${choice} sandbox is not available in this version of testcage; use --sandbox process (or auto)`,
        choice === "docker" ? "docker-unavailable" : "sandbox-unavailable",
      );
  }
}
