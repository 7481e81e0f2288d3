import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { networkAttachments, stateFromApi, stateFromClient } from "../../../src/sandbox/container-state.js";
import { engineSocket } from "../../../src/sandbox/docker-api.js";

// The shape `GET /containers/{id}/json` answers (trimmed to what is read).
const API = {
  Image: "sha256:abc",
  State: { Running: true },
  Config: { Image: "testcage/runner-python:local", Env: ["PATH=/usr/bin", "SOME_TOKEN=a|b=c", 7] },
  HostConfig: { Memory: 268435456, NanoCpus: 1500000000, PidsLimit: 128, Runtime: "runsc", ReadonlyRootfs: true },
  NetworkSettings: {
    Networks: { job_net: { Aliases: ["svc", "python"] }, none: { Aliases: null }, other: { Aliases: null } },
  },
};

describe("the service container's state", () => {
  it("reads the Engine API's answer", () => {
    expect(stateFromApi(API)).toEqual({
      running: true,
      image: "testcage/runner-python:local",
      memory: 268435456,
      nanoCpus: 1500000000,
      pidsLimit: 128,
      runtime: "runsc",
      readOnly: true,
      networks: [
        { name: "job_net", aliases: ["svc", "python"] },
        { name: "other", aliases: [] },
      ],
      imageId: "sha256:abc",
      env: ["PATH=/usr/bin", "SOME_TOKEN=a|b=c"],
      // Read by a call of its own, for a running container.
      imageEnv: null,
    });
    expect(stateFromApi({ message: "No such container: x" })).toBeNull();
    expect(stateFromApi(null)).toBeNull();
  });

  it("reads the client's --format lines the same way, the environment's and networks' JSON included", () => {
    const out = [
      "sha256:abc",
      JSON.stringify(API.Config.Env),
      `true|testcage/runner-python:local|268435456|1500000000|128|runsc|true|${JSON.stringify(API.NetworkSettings.Networks)}\n`,
    ].join("\n");
    expect(stateFromClient(out)).toEqual(stateFromApi(API));
    const stopped = stateFromClient("sha256:x\nnull\nfalse|img|0|0|<no value>|runc|false|{}");
    expect(stopped).toMatchObject({ running: false, image: "img", env: [] });
  });

  it("never lists none or host, which cannot be disconnected", () => {
    expect(networkAttachments({ host: {}, none: {}, bridge: { Aliases: ["a", 3] } })).toEqual([
      { name: "bridge", aliases: ["a"] },
    ]);
    expect(networkAttachments("nonsense")).toEqual([]);
  });
});

describe("engineSocket", () => {
  const dir = mkdtempSync(join(tmpdir(), "tc-engine-"));
  const socket = join(dir, "docker.sock");
  writeFileSync(socket, ""); // existence is all it checks
  const home = join(dir, "home");
  mkdirSync(join(home, ".docker"), { recursive: true });
  const env = { HOME: home, DOCKER_HOST: `unix://${socket}` };

  it("is the socket the client would use", () => {
    expect(engineSocket(env)).toBe(socket);
  });
  it("is null wherever the client may go elsewhere or is testcage's choice", () => {
    expect(engineSocket({ ...env, DOCKER_HOST: "tcp://127.0.0.1:2375" })).toBeNull();
    expect(engineSocket({ ...env, DOCKER_CONTEXT: "remote" })).toBeNull();
    expect(engineSocket({ ...env, TESTCAGE_DOCKER: "/usr/local/bin/docker" })).toBeNull();
    expect(engineSocket({ ...env, DOCKER_HOST: `unix://${join(dir, "missing.sock")}` })).toBeNull();
    const config = join(dir, "cfg");
    mkdirSync(config);
    writeFileSync(join(config, "config.json"), JSON.stringify({ currentContext: "remote" }));
    expect(engineSocket({ ...env, DOCKER_CONFIG: config })).toBeNull();
    writeFileSync(join(config, "config.json"), JSON.stringify({ currentContext: "default" }));
    expect(engineSocket({ ...env, DOCKER_CONFIG: config })).toBe(socket);
  });
});
