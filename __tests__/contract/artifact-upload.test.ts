// The artifact's stable name against the artifact service stand-in: names are
// unique within a workflow run and a re-run attempt is the same run, so an
// attempt replaces the earlier attempt's artifact; in a first attempt, a name
// another step took falls back to a unique one instead of losing the upload.

import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploadRunFiles } from "../../src/publish/artifacts.js";
import { startArtifactService, type ArtifactService } from "../helpers/artifact-service.js";

describe("uploading under a name already taken in this run", () => {
  let service: ArtifactService;
  let dir: string;
  const saved: Record<string, string | undefined> = {};
  const env = (attempt: string): NodeJS.ProcessEnv => ({ ...service.env, GITHUB_RUN_ATTEMPT: attempt });

  beforeAll(async () => {
    service = await startArtifactService();
    for (const [k, v] of Object.entries(service.env)) {
      saved[k] = process.env[k];
      process.env[k] = v;
    }
    dir = await mkdtemp(join(tmpdir(), "tc-upload-"));
  }, 60_000);

  afterAll(async () => {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
    await service?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  async function upload(content: string, attempt: string, fallback: string | null) {
    const file = join(dir, "results.json");
    await writeFile(file, content);
    return uploadRunFiles([file], dir, "testcage-test-1a2b3c4d", null, env(attempt), fallback);
  }

  it("a re-run attempt replaces the earlier attempt's artifact", async () => {
    const first = await upload("attempt 1", "1", "unused");
    expect(first).toMatchObject({ uploaded: true, name: "testcage-test-1a2b3c4d" });
    expect(first.uploaded && first.conflict).toBeUndefined();
    const second = await upload("attempt 2", "2", "unused");
    expect(second).toMatchObject({ uploaded: true, name: "testcage-test-1a2b3c4d", conflict: "replaced" });
    const uploads = await service.uploads();
    expect(uploads.map((u) => [u.name, u.files["results.json"]!.toString()])).toEqual([
      ["testcage-test-1a2b3c4d", "attempt 2"],
    ]);
  });

  it("in a first attempt, a taken default name falls back to a unique one; a chosen name fails with the reason", async () => {
    const renamed = await upload("second step", "1", "testcage-test-1a2b3c4d-99999999");
    expect(renamed).toMatchObject({ uploaded: true, name: "testcage-test-1a2b3c4d-99999999", conflict: "renamed" });
    const chosen = await upload("third step", "1", null);
    expect(chosen).toMatchObject({ uploaded: false });
    expect(!chosen.uploaded && chosen.reason).toMatch(/already exists/);
    expect((await service.uploads()).map((u) => u.name)).toEqual([
      "testcage-test-1a2b3c4d",
      "testcage-test-1a2b3c4d-99999999",
    ]);
  });
});
