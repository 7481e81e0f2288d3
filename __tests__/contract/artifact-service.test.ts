// The artifact stand-in itself: @actions/artifact's real client uploads through the
// Twirp server and Azurite, and what comes back out is what went in.

import { randomBytes } from "node:crypto";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DefaultArtifactClient } from "@actions/artifact";
import { startArtifactService, unzip, type ArtifactService } from "../helpers/artifact-service.js";

describe("artifact service", () => {
  let service: ArtifactService;
  let dir: string;
  const saved: Record<string, string | undefined> = {};
  const contents: Record<string, Buffer> = {
    "results.json": Buffer.from(JSON.stringify({ tests: 3, passed: 2 })),
    "junit/report.xml": Buffer.from('<?xml version="1.0"?><testsuites tests="3"/>'),
    "logs/ünïcode name.log": Buffer.from("ℹ️ a line\n".repeat(2000)),
    "blob.bin": randomBytes(300_000),
    "empty.txt": Buffer.alloc(0),
  };

  beforeAll(async () => {
    const started = Date.now();
    service = await startArtifactService();
    console.log(`artifact service (Azurite + Twirp) started in ${Date.now() - started} ms`);
    for (const [k, v] of Object.entries(service.env)) {
      saved[k] = process.env[k];
      process.env[k] = v;
    }
    for (const k of ["GITHUB_RETENTION_DAYS", "ACTIONS_ARTIFACT_UPLOAD_CONCURRENCY"]) {
      saved[k] = process.env[k];
      delete process.env[k];
    }
    dir = await mkdtemp(join(tmpdir(), "testcage-artifact-"));
    for (const [path, data] of Object.entries(contents)) {
      await mkdir(join(dir, path, ".."), { recursive: true });
      await writeFile(join(dir, path), data);
    }
  });

  afterAll(async () => {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
    await service?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it("takes an upload from @actions/artifact and gives back exactly those files", async () => {
    const client = new DefaultArtifactClient();
    const files = Object.keys(contents).map((p) => join(dir, p));
    const result = await client.uploadArtifact("testcage-results", files, dir, { retentionDays: 3 });

    const uploads = await service.uploads();
    expect(uploads).toHaveLength(1);
    const upload = uploads[0]!;
    expect(upload.name).toBe("testcage-results");
    expect(String(result.id)).toBe(upload.artifactId);
    expect(upload.retentionDays).toBe(3);
    expect(upload.mimeType).toBe("application/zip");
    expect(result.size).toBe(upload.blob.length);
    expect(`sha256:${result.digest}`).toBe(upload.hash);
    expect(Object.keys(upload.files).sort()).toEqual(Object.keys(contents).sort());
    for (const [path, data] of Object.entries(contents)) {
      expect(upload.files[path]!.equals(data), path).toBe(true);
    }

    expect(service.requests.map((r) => [r.method, r.status, r.valid])).toEqual([
      ["CreateArtifact", 200, true],
      ["FinalizeArtifact", 200, true],
    ]);
    expect(service.requests[0]!.body).toMatchObject({ name: "testcage-results", version: 7 });
    expect(service.requests[0]!.headers["authorization"]).toBe("Bearer [redacted]");
  });

  it("refuses a second artifact with the same name, as the results service does", async () => {
    const client = new DefaultArtifactClient();
    await expect(
      client.uploadArtifact("testcage-results", [join(dir, "results.json")], dir, { retentionDays: 1 }),
    ).rejects.toThrow(/already exists/);
    const last = service.requests.at(-1)!;
    expect(last).toMatchObject({ method: "CreateArtifact", status: 409, valid: false });
    expect(await service.uploads()).toHaveLength(1);
  });

  it("lists, gets, downloads and deletes through the same client", async () => {
    const client = new DefaultArtifactClient();
    const { artifacts } = await client.listArtifacts();
    expect(artifacts.map((a) => a.name)).toEqual(["testcage-results"]);
    const { artifact } = await client.getArtifact("testcage-results");
    const [upload] = await service.uploads();
    expect(String(artifact.id)).toBe(upload!.artifactId);
    expect(artifact.size).toBe(upload!.size);

    const out = join(dir, "..", `${dir.split("/").pop()}-download`);
    try {
      await client.downloadArtifact(artifact.id, { path: out });
      expect((await readFile(join(out, "blob.bin"))).equals(contents["blob.bin"]!)).toBe(true);
    } finally {
      await rm(out, { recursive: true, force: true });
    }

    await client.deleteArtifact("testcage-results");
    expect(await service.uploads()).toEqual([]);
    expect(service.requests.filter((r) => !r.valid).map((r) => r.method)).toEqual(["CreateArtifact"]);
  });

  it("records a malformed Twirp request as invalid", async () => {
    const res = await fetch(
      new URL(`twirp/github.actions.results.api.v1.ArtifactService/CreateArtifact`, service.url),
      {
        method: "POST",
        headers: {
          "content-type": "application/json",
          authorization: `Bearer ${service.env["ACTIONS_RUNTIME_TOKEN"]}`,
        },
        body: JSON.stringify({ name: "x" }),
      },
    );
    expect(res.status).toBe(400);
    const last = service.requests.at(-1)!;
    expect(last.valid).toBe(false);
    expect(last.errors.join("\n")).toMatch(/workflow_run_backend_id: required/);
    expect(last.errors.join("\n")).toMatch(/version: required/);
  });

  it("unzips stored and deflated entries", () => {
    expect(() => unzip(Buffer.from("not a zip at all, long enough to scan for the end record"))).toThrow(/not a zip/);
  });
});
