// `sandbox: auto` against an engine that answers as asked: docker when the image is
// there or a registry gives it, the process sandbox (with the reason said) otherwise.
// On a fresh GitHub-hosted runner the published image is never there before the
// first pull, so an auto that did not pull ran every hosted job in the process sandbox.

import { describe, expect, it } from "vitest";
import { selectSandbox, type EngineProbe } from "../../../src/sandbox/index.js";
import type { ContainerOptions } from "../../../src/sandbox/types.js";

const PUBLISHED = "ghcr.io/acme/testcage-runner-go:v1.0.0";
const LOCAL = "testcage/runner-go:local";

function engine(over: Partial<EngineProbe> & { pulled?: string[] } = {}): EngineProbe & { pulled: string[] } {
  const pulled = over.pulled ?? [];
  return {
    problem: over.problem ?? (async () => null),
    present: over.present ?? (async () => false),
    pull:
      over.pull ??
      (async (image) => {
        pulled.push(image);
        return true;
      }),
    pulled,
  };
}

const containers = (image: string): ContainerOptions => ({ image }) as unknown as ContainerOptions;

describe("selectSandbox auto", () => {
  it("takes docker without a pull when the image is there", async () => {
    const e = engine({ present: async () => true });
    const s = await selectSandbox("auto", containers(PUBLISHED), "go", e);
    expect(s.sandbox.kind).toBe("docker");
    expect(s.reason).toBe("auto: docker is available");
    expect(e.pulled).toEqual([]);
  });

  it("pulls a published image that is not there yet, then takes docker", async () => {
    const e = engine();
    const s = await selectSandbox("auto", containers(PUBLISHED), "go", e);
    expect(e.pulled).toEqual([PUBLISHED]);
    expect(s.sandbox.kind).toBe("docker");
    expect(s.reason).toBe(`auto: docker is available (${PUBLISHED} pulled)`);
  });

  it("falls back to the process sandbox, saying why, when the pull fails", async () => {
    const e = engine({ pull: async () => false });
    const s = await selectSandbox("auto", containers(PUBLISHED), "go", e);
    expect(s.sandbox.kind).toBe("process");
    expect(s.reason).toBe(`auto: image ${PUBLISHED} is not present and could not be pulled`);
  });

  it("never pulls a :local image (only docker:up builds it)", async () => {
    const e = engine();
    const s = await selectSandbox("auto", containers(LOCAL), "go", e);
    expect(e.pulled).toEqual([]);
    expect(s.sandbox.kind).toBe("process");
    expect(s.reason).toContain(`image ${LOCAL} is not present (a local image`);
  });

  it("asks nothing of the image when the engine is not usable", async () => {
    let asked = false;
    const e = engine({
      problem: async () => "no engine",
      present: async () => {
        asked = true;
        return true;
      },
    });
    const s = await selectSandbox("auto", containers(PUBLISHED), "go", e);
    expect(s.sandbox.kind).toBe("process");
    expect(s.reason).toBe("auto: docker is not usable (no engine)");
    expect(asked).toBe(false);
    expect(e.pulled).toEqual([]);
  });

  it("leaves an explicit choice alone: docker is docker, image or not", async () => {
    const e = engine({ problem: async () => "no engine" });
    const s = await selectSandbox("docker", containers(PUBLISHED), "go", e);
    expect(s.sandbox.kind).toBe("docker");
    expect(e.pulled).toEqual([]);
  });
});
