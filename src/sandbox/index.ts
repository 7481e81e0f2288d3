// Chooses the sandbox for a run. `auto` takes the strongest kind this machine
// has: docker when the engine answers and the runner image is present, else
// the process sandbox (which says plainly that its isolation is weaker).

import { defaultImage, dockerSandbox } from "./docker.js";
import { dockerProblem, imageExists } from "./docker-cli.js";
import { processSandbox } from "./process.js";
import { serviceSandbox } from "./service.js";
import type { ContainerOptions, Sandbox, SandboxChoice } from "./types.js";

export interface SandboxSelection {
  sandbox: Sandbox;
  reason: string;
}

export async function selectSandbox(
  choice: SandboxChoice,
  containers: ContainerOptions,
  language: string,
): Promise<SandboxSelection> {
  switch (choice) {
    case "process":
      return { sandbox: processSandbox, reason: "requested" };
    case "docker":
      return { sandbox: dockerSandbox(containers, language), reason: "requested" };
    case "auto": {
      const problem = await dockerProblem();
      const image = containers.image ?? defaultImage(language);
      if (problem) return { sandbox: processSandbox, reason: `auto: docker is not usable (${problem})` };
      if (!(await imageExists(image)))
        return { sandbox: processSandbox, reason: `auto: image ${image} is not present` };
      return { sandbox: dockerSandbox(containers, language), reason: "auto: docker is available" };
    }
    case "service":
      return serviceSelection(containers);
  }
}

/**
 * The selection when it needs nothing of the project (the service sandbox: the
 * container is named), made before the project is scanned so that the
 * sandbox's own first call can run meanwhile; null when the framework's
 * language decides (the default image, auto), the engine's probe started meanwhile.
 */
export function earlySandbox(choice: SandboxChoice, containers: ContainerOptions): SandboxSelection | null {
  // docker and auto need the engine whatever the language: its probe (kept for the
  // process) starts now, beside the scan, instead of after it.
  if (choice === "docker" || choice === "auto") void dockerProblem();
  return choice === "service" ? serviceSelection(containers) : null;
}

function serviceSelection(containers: ContainerOptions): SandboxSelection {
  return { sandbox: serviceSandbox(containers), reason: `requested (container ${containers.container ?? "?"})` };
}
