// Chooses the sandbox for a run. `auto` takes the strongest kind this machine
// has: docker when the engine answers and the runner image is present or can be
// pulled, else the process sandbox (which says plainly that its isolation is weaker).

import { defaultImage, dockerSandbox, pullable, pullImage } from "./docker.js";
import { dockerProblem, imageExists } from "./docker-cli.js";
import { processSandbox } from "./process.js";
import { serviceSandbox } from "./service.js";
import type { ContainerOptions, Sandbox, SandboxChoice } from "./types.js";

export interface SandboxSelection {
  sandbox: Sandbox;
  reason: string;
}

/** What `auto` asks of the engine; a parameter so the choice can be tested without one. */
export interface EngineProbe {
  problem: () => Promise<string | null>;
  present: (image: string) => Promise<boolean>;
  pull: (image: string) => Promise<boolean>;
}

const ENGINE: EngineProbe = { problem: dockerProblem, present: imageExists, pull: pullImage };

export async function selectSandbox(
  choice: SandboxChoice,
  containers: ContainerOptions,
  language: string,
  engine: EngineProbe = ENGINE,
): Promise<SandboxSelection> {
  switch (choice) {
    case "process":
      return { sandbox: processSandbox, reason: "requested" };
    case "docker":
      return { sandbox: dockerSandbox(containers, language), reason: "requested" };
    case "auto": {
      const problem = await engine.problem();
      const image = containers.image ?? defaultImage(language);
      if (problem) return { sandbox: processSandbox, reason: `auto: docker is not usable (${problem})` };
      if (await engine.present(image))
        return { sandbox: dockerSandbox(containers, language), reason: "auto: docker is available" };
      // On a fresh runner the published image is never there yet: without the pull,
      // auto would run every GitHub-hosted job in the process sandbox, where the tests
      // are the runner's own user (docs/sandboxes.md, "Choosing a sandbox").
      if (pullable(image) && (await engine.pull(image)))
        return { sandbox: dockerSandbox(containers, language), reason: `auto: docker is available (${image} pulled)` };
      return {
        sandbox: processSandbox,
        reason: pullable(image)
          ? `auto: image ${image} is not present and could not be pulled`
          : `auto: image ${image} is not present (a local image: build it with npm run docker:up)`,
      };
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
