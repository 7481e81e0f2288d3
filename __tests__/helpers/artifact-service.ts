// A loopback stand-in for GitHub Actions' artifact backend, as @actions/artifact v6
// talks to it: the results service's Twirp JSON API (CreateArtifact,
// FinalizeArtifact) on a local http server, and Azure Blob storage played by a real
// Azurite. CreateArtifact answers a real SAS URL into Azurite, so the library's
// own BlockBlobClient streams the zip there; uploads() reads the finalized blobs
// back and unzips them. The Twirp bodies are validated and recorded.

import { spawn, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as zlib from "node:zlib";
import {
  BlobSASPermissions,
  BlobServiceClient,
  SASProtocol,
  StorageSharedKeyCredential,
  generateBlobSASQueryParameters,
  type ContainerClient,
} from "@azure/storage-blob";

// Azurite's well-known development account (public, documented by Microsoft).
const ACCOUNT = "devstoreaccount1";
const ACCOUNT_KEY = "Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==";
const CONTAINER = "actions-results";
const SERVICE = "github.actions.results.api.v1.ArtifactService";

export interface ArtifactServiceOptions {
  /** The ids the runtime token's Actions.Results scope carries; defaults are fixed UUIDs. */
  workflowRunBackendId?: string;
  workflowJobRunBackendId?: string;
  /** The first artifact id FinalizeArtifact hands out; default 1000. */
  firstArtifactId?: number;
  /** The repository's retention limit: goes into env as GITHUB_RETENTION_DAYS, which the client caps retentionDays to. */
  maxRetentionDays?: number;
}

export interface TwirpRecord {
  /** The Twirp method: "CreateArtifact", "FinalizeArtifact", ... */
  method: string;
  body: unknown;
  /** Lower-cased header names; authorization reduced to "<scheme> [redacted]". */
  headers: Record<string, string>;
  status: number;
  valid: boolean;
  errors: string[];
}

export interface ArtifactUpload {
  name: string;
  /** As FinalizeArtifact answered it (an int64, so a decimal string). */
  artifactId: string;
  /** Whole days between CreateArtifact and the expires_at it sent; undefined when it sent none. */
  retentionDays?: number;
  expiresAt?: string;
  mimeType?: string;
  /** The size and hash FinalizeArtifact reported (checked against the blob). */
  size: number;
  hash?: string;
  /** The raw blob (the zip). */
  blob: Buffer;
  /** The zip's entries by path; directory entries are left out. */
  files: Record<string, Buffer>;
}

export interface ArtifactService {
  /**
   * What the action's process needs: ACTIONS_RUNTIME_TOKEN, ACTIONS_RESULTS_URL, and GITHUB_SERVER_URL
   * (https://github.com, since @actions/artifact refuses to upload when the server looks like GHES);
   * GITHUB_RETENTION_DAYS with maxRetentionDays.
   */
  env: Record<string, string>;
  /** The results service's base URL (also env.ACTIONS_RESULTS_URL). */
  url: string;
  /** Azurite's blob endpoint, http://127.0.0.1:<port>/devstoreaccount1. */
  blobUrl: string;
  requests: TwirpRecord[];
  /** Finalized (and not deleted) artifacts, in creation order, read back from Azurite and unzipped. */
  uploads(): Promise<ArtifactUpload[]>;
  close(): Promise<void>;
}

interface Pending {
  name: string;
  blobName: string;
  createdAt: number;
  expiresAt?: string;
  mimeType?: string;
  finalized?: { artifactId: string; size: number; hash?: string };
}

/** Starts Azurite (in memory, random port) and the Twirp server, both on 127.0.0.1. Takes about a second. */
export async function startArtifactService(options: ArtifactServiceOptions = {}): Promise<ArtifactService> {
  const runId = options.workflowRunBackendId ?? "c0ffee00-0000-4000-8000-000000000001";
  const jobId = options.workflowJobRunBackendId ?? "c0ffee00-0000-4000-8000-000000000002";
  let nextArtifactId = options.firstArtifactId ?? 1000;
  const azurite = await startAzurite();
  const credential = new StorageSharedKeyCredential(ACCOUNT, ACCOUNT_KEY);
  let container: ContainerClient;
  try {
    container = new BlobServiceClient(azurite.blobUrl, credential).getContainerClient(CONTAINER);
    await container.createIfNotExists();
  } catch (err) {
    await azurite.stop();
    throw err;
  }

  const token = unsignedJwt({
    scp: `Actions.ExampleScope Actions.Results:${runId}:${jobId}`,
    iss: "testcage-artifact-service",
    exp: Math.floor(Date.now() / 1000) + 6 * 3600,
  });
  const requests: TwirpRecord[] = [];
  const artifacts: Pending[] = [];

  const sasUrl = (blobName: string, permissions = "cw") => {
    const sas = generateBlobSASQueryParameters(
      {
        containerName: CONTAINER,
        blobName,
        permissions: BlobSASPermissions.parse(permissions),
        startsOn: new Date(Date.now() - 60_000),
        expiresOn: new Date(Date.now() + 3600_000),
        protocol: SASProtocol.HttpsAndHttp,
      },
      credential,
    );
    return `${azurite.blobUrl}/${CONTAINER}/${blobName.split("/").map(encodeURIComponent).join("/")}?${sas.toString()}`;
  };

  async function twirp(method: string, body: unknown, errors: string[]): Promise<{ status: number; body: unknown }> {
    const b = isObject(body) ? body : {};
    const requireString = (field: string) => {
      if (typeof b[field] !== "string" || b[field] === "") errors.push(`${field}: required non-empty string`);
    };
    const sameIds = (needsName = true) => {
      requireString("workflow_run_backend_id");
      requireString("workflow_job_run_backend_id");
      if (needsName) requireString("name");
      if (typeof b["workflow_run_backend_id"] === "string" && b["workflow_run_backend_id"] !== runId) {
        errors.push(`workflow_run_backend_id: ${String(b["workflow_run_backend_id"])} is not the token's ${runId}`);
      }
      if (typeof b["workflow_job_run_backend_id"] === "string" && b["workflow_job_run_backend_id"] !== jobId) {
        errors.push(
          `workflow_job_run_backend_id: ${String(b["workflow_job_run_backend_id"])} is not the token's ${jobId}`,
        );
      }
    };
    const invalid = () => ({ status: 400, body: { code: "invalid_argument", msg: errors.join("; ") } });
    switch (method) {
      case "CreateArtifact": {
        sameIds();
        if (typeof b["version"] !== "number" || !Number.isInteger(b["version"])) {
          errors.push("version: required integer");
        } else if (b["version"] < 4) {
          errors.push(`version: ${b["version"]} is a v3-era artifact; the results service takes v4 and later`);
        }
        let expiresAt: string | undefined;
        if (b["expires_at"] !== undefined) {
          if (typeof b["expires_at"] !== "string" || Number.isNaN(Date.parse(b["expires_at"]))) {
            errors.push("expires_at: not an RFC 3339 timestamp");
          } else if (Date.parse(b["expires_at"]) <= Date.now()) {
            errors.push("expires_at: in the past");
          } else expiresAt = b["expires_at"];
        }
        if (b["mime_type"] !== undefined && typeof b["mime_type"] !== "string") {
          errors.push("mime_type: a StringValue is sent as a plain JSON string");
        }
        for (const key of Object.keys(b)) {
          if (
            ![
              "workflow_run_backend_id",
              "workflow_job_run_backend_id",
              "name",
              "expires_at",
              "version",
              "mime_type",
            ].includes(key)
          ) {
            errors.push(`${key}: unknown field`);
          }
        }
        if (errors.length) return invalid();
        const name = b["name"] as string;
        if (artifacts.some((a) => a.name === name)) {
          errors.push(`name: an artifact named ${name} already exists in this workflow run`);
          return { status: 409, body: { code: "already_exists", msg: errors.at(-1) } };
        }
        const blobName = `${runId}/${jobId}/${name}`;
        artifacts.push({
          name,
          blobName,
          createdAt: Date.now(),
          ...(expiresAt ? { expiresAt } : {}),
          ...(typeof b["mime_type"] === "string" ? { mimeType: b["mime_type"] } : {}),
        });
        return { status: 200, body: { ok: true, signed_upload_url: sasUrl(blobName) } };
      }
      case "FinalizeArtifact": {
        sameIds();
        const size = b["size"];
        if ((typeof size !== "string" && typeof size !== "number") || !/^\d+$/.test(String(size))) {
          errors.push("size: required int64 (a decimal string in proto JSON)");
        }
        const hash = b["hash"];
        if (typeof hash !== "string" || !/^sha256:[0-9a-f]{64}$/.test(hash)) {
          errors.push("hash: required, sha256:<64 hex digits>");
        }
        if (errors.length) return invalid();
        const artifact = artifacts.find((a) => a.name === b["name"]);
        if (!artifact) {
          errors.push(`name: no artifact ${String(b["name"])} was created`);
          return { status: 404, body: { code: "not_found", msg: errors.at(-1) } };
        }
        if (artifact.finalized) {
          errors.push(`name: artifact ${artifact.name} is already finalized`);
          return { status: 409, body: { code: "already_exists", msg: errors.at(-1) } };
        }
        const blob = container.getBlockBlobClient(artifact.blobName);
        if (!(await blob.exists())) {
          errors.push(`blob for ${artifact.name} was never uploaded`);
          return { status: 400, body: { code: "failed_precondition", msg: errors.at(-1) } };
        }
        const content = await blob.downloadToBuffer();
        if (String(content.length) !== String(size)) {
          errors.push(`size: ${String(size)} reported, the blob holds ${content.length} bytes`);
        }
        const digest = `sha256:${createHash("sha256").update(content).digest("hex")}`;
        if (hash !== digest) errors.push(`hash: ${String(hash)} reported, the blob's is ${digest}`);
        if (errors.length) return invalid();
        const artifactId = String(nextArtifactId++);
        artifact.finalized = { artifactId, size: Number(size), hash: hash as string };
        return { status: 200, body: { ok: true, artifact_id: artifactId } };
      }
      case "ListArtifacts": {
        sameIds(false);
        if (errors.length) return invalid();
        const nameFilter = b["name_filter"];
        const idFilter = b["id_filter"];
        const listed = artifacts.filter(
          (a) =>
            a.finalized &&
            (nameFilter === undefined || a.name === nameFilter) &&
            (idFilter === undefined || a.finalized.artifactId === String(idFilter)),
        );
        return {
          status: 200,
          body: {
            artifacts: listed.map((a) => ({
              workflow_run_backend_id: runId,
              workflow_job_run_backend_id: jobId,
              database_id: a.finalized!.artifactId,
              name: a.name,
              size: String(a.finalized!.size),
              created_at: new Date(a.createdAt).toISOString(),
              ...(a.finalized!.hash ? { digest: a.finalized!.hash } : {}),
            })),
          },
        };
      }
      case "GetSignedArtifactURL":
      case "DeleteArtifact": {
        sameIds();
        if (errors.length) return invalid();
        const i = artifacts.findIndex((a) => a.finalized && a.name === b["name"]);
        if (i < 0) {
          errors.push(`name: no finalized artifact ${String(b["name"])}`);
          return { status: 404, body: { code: "not_found", msg: errors.at(-1) } };
        }
        const a = artifacts[i]!;
        if (method === "GetSignedArtifactURL") {
          return { status: 200, body: { signed_url: sasUrl(a.blobName, "r") } };
        }
        artifacts.splice(i, 1);
        await container.getBlockBlobClient(a.blobName).deleteIfExists();
        return { status: 200, body: { ok: true, artifact_id: a.finalized!.artifactId } };
      }
      default:
        errors.push(`${method}: not served by this stand-in`);
        return { status: 404, body: { code: "bad_route", msg: `no handler for ${SERVICE}/${method}` } };
    }
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      requests.push({
        method: req.url ?? "",
        body: undefined,
        headers: {},
        status: 500,
        valid: false,
        errors: [`artifact service failed: ${err instanceof Error ? err.stack : String(err)}`],
      });
      if (!res.headersSent) res.writeHead(500, { "content-type": "application/json" });
      res.end(JSON.stringify({ code: "internal", msg: "artifact service error" }));
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const raw = await readBody(req);
    const errors: string[] = [];
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(req.headers)) {
      if (v === undefined) continue;
      const value = Array.isArray(v) ? v.join(", ") : v;
      headers[k] = k === "authorization" ? `${value.trim().split(/\s+/)[0] ?? ""} [redacted]` : value;
    }
    const path = new URL(req.url ?? "/", "http://results.invalid").pathname;
    const m = new RegExp(`^/twirp/${SERVICE.replace(/\./g, "\\.")}/([A-Za-z]+)$`).exec(path);
    const method = m?.[1] ?? path;
    let body: unknown;
    let answer: { status: number; body: unknown };
    if (!m || req.method !== "POST") {
      errors.push(`${req.method} ${path}: not a Twirp route of ${SERVICE}`);
      answer = { status: 404, body: { code: "bad_route", msg: `no handler for ${req.method} ${path}` } };
    } else if (req.headers["authorization"] !== `Bearer ${token}`) {
      errors.push("authorization: not Bearer <ACTIONS_RUNTIME_TOKEN>");
      answer = { status: 401, body: { code: "unauthenticated", msg: "invalid token" } };
    } else if (!(req.headers["content-type"] ?? "").startsWith("application/json")) {
      errors.push(`content-type: ${String(req.headers["content-type"])}, the JSON client sends application/json`);
      answer = { status: 415, body: { code: "bad_route", msg: "unexpected content type" } };
    } else {
      try {
        body = JSON.parse(raw.toString("utf8"));
        answer = await twirp(method, body, errors);
      } catch (err) {
        if (!(err instanceof SyntaxError)) throw err;
        body = raw.toString("utf8");
        errors.push("body: not JSON");
        answer = { status: 400, body: { code: "malformed", msg: "body is not JSON" } };
      }
    }
    requests.push({ method, body, headers, status: answer.status, valid: errors.length === 0, errors });
    res.writeHead(answer.status, { "content-type": "application/json" });
    res.end(JSON.stringify(answer.body));
  }

  server.keepAliveTimeout = 1000;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;

  return {
    env: {
      ACTIONS_RUNTIME_TOKEN: token,
      ACTIONS_RESULTS_URL: url,
      GITHUB_SERVER_URL: "https://github.com",
      ...(options.maxRetentionDays !== undefined ? { GITHUB_RETENTION_DAYS: String(options.maxRetentionDays) } : {}),
    },
    url,
    blobUrl: azurite.blobUrl,
    requests,
    async uploads() {
      const out: ArtifactUpload[] = [];
      const finalized = artifacts.filter((a) => a.finalized);
      for (const a of finalized) {
        const blob = await container.getBlockBlobClient(a.blobName).downloadToBuffer();
        const f = a.finalized!;
        out.push({
          name: a.name,
          artifactId: f.artifactId,
          ...(a.expiresAt
            ? {
                expiresAt: a.expiresAt,
                retentionDays: Math.round((Date.parse(a.expiresAt) - a.createdAt) / 86_400_000),
              }
            : {}),
          ...(a.mimeType ? { mimeType: a.mimeType } : {}),
          size: f.size,
          ...(f.hash ? { hash: f.hash } : {}),
          blob,
          files: a.mimeType && a.mimeType !== "application/zip" ? { [a.name]: blob } : unzip(blob),
        });
      }
      return out;
    },
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await azurite.stop();
    },
  };
}

// ---------------------------------------------------------------------------
// Azurite

interface Azurite {
  blobUrl: string;
  stop(): Promise<void>;
}

const liveAzurites = new Set<ChildProcess>();
let exitHookInstalled = false;

async function startAzurite(): Promise<Azurite> {
  const require = createRequire(import.meta.url);
  const main = require.resolve("azurite/dist/src/blob/main.js");
  const dir = await mkdtemp(join(tmpdir(), "testcage-azurite-"));
  // In-memory persistence refuses --location; the working directory is where it would write anything else.
  // A small wrapper runs Azurite's own entry point and exits when its stdin closes, so an Azurite never
  // outlives the test process that started it, even one killed without running its exit hooks.
  const wrapper = [
    "const main = process.argv[1];",
    "process.argv = [process.argv[0], main, ...process.argv.slice(2)];",
    "process.stdin.on('end', () => process.exit(0)).on('error', () => process.exit(0)).resume();",
    "require(main);",
  ].join("\n");
  const child = spawn(
    process.execPath,
    [
      "-e",
      wrapper,
      main,
      "--blobHost",
      "127.0.0.1",
      "--blobPort",
      "0",
      "--inMemoryPersistence",
      "--extentMemoryLimit",
      "512",
      "--skipApiVersionCheck",
      "--disableTelemetry",
      "--silent",
      "--loose",
    ],
    { cwd: dir, stdio: ["pipe", "pipe", "pipe"] },
  );
  liveAzurites.add(child);
  if (!exitHookInstalled) {
    exitHookInstalled = true;
    process.once("exit", () => {
      for (const c of liveAzurites) c.kill("SIGKILL");
    });
  }
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  let output = "";
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
      await exited;
      clearTimeout(timer);
    }
    liveAzurites.delete(child);
    await rm(dir, { recursive: true, force: true });
  };
  try {
    const blobUrl = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`Azurite did not start in 30 s:\n${output}`)), 30_000);
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        const m = /successfully listens on (http:\/\/\S+)/.exec(output);
        if (m) {
          clearTimeout(timer);
          resolve(m[1]!.replace(/\/$/, ""));
        }
      };
      child.stdout!.on("data", onData);
      child.stderr!.on("data", onData);
      child.once("exit", (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`Azurite exited (${code ?? signal}) before listening:\n${output}`));
      });
    });
    return { blobUrl: `${blobUrl}/${ACCOUNT}`, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

// ---------------------------------------------------------------------------
// Small pieces

function unsignedJwt(claims: Record<string, unknown>): string {
  const part = (o: unknown) => Buffer.from(JSON.stringify(o)).toString("base64url");
  return `${part({ alg: "HS256", typ: "JWT" })}.${part(claims)}.${Buffer.from("not-signed").toString("base64url")}`;
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });
}

function isObject(x: unknown): x is Record<string, unknown> {
  return typeof x === "object" && x !== null && !Array.isArray(x);
}

/**
 * Reads a zip through its central directory (the streaming zips @actions/artifact writes put sizes in data
 * descriptors, not in the local headers). Stored and deflated entries; no zip64, no encryption. CRCs are checked.
 */
export function unzip(zip: Buffer): Record<string, Buffer> {
  let eocd = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 0xffff); i--) {
    if (zip.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new Error("not a zip: no end of central directory record");
  const count = zip.readUInt16LE(eocd + 10);
  let p = zip.readUInt32LE(eocd + 16);
  if (count === 0xffff || p === 0xffffffff) throw new Error("zip64 archives are not supported by this reader");
  const files: Record<string, Buffer> = {};
  const crc32 = (zlib as { crc32?: (data: Buffer) => number }).crc32;
  for (let n = 0; n < count; n++) {
    if (zip.readUInt32LE(p) !== 0x02014b50) throw new Error(`zip: bad central directory entry at ${p}`);
    const flags = zip.readUInt16LE(p + 8);
    const method = zip.readUInt16LE(p + 10);
    const crc = zip.readUInt32LE(p + 16);
    const compressedSize = zip.readUInt32LE(p + 20);
    const size = zip.readUInt32LE(p + 24);
    const nameLength = zip.readUInt16LE(p + 28);
    const extraLength = zip.readUInt16LE(p + 30);
    const commentLength = zip.readUInt16LE(p + 32);
    const local = zip.readUInt32LE(p + 42);
    const name = zip.toString(flags & 0x800 ? "utf8" : "latin1", p + 46, p + 46 + nameLength);
    p += 46 + nameLength + extraLength + commentLength;
    if (name.endsWith("/")) continue;
    if (flags & 1) throw new Error(`zip: ${name} is encrypted`);
    if (zip.readUInt32LE(local) !== 0x04034b50) throw new Error(`zip: bad local header for ${name}`);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + compressedSize);
    let content: Buffer;
    if (method === 0) content = Buffer.from(data);
    else if (method === 8) content = zlib.inflateRawSync(data);
    else throw new Error(`zip: ${name} uses compression method ${method}`);
    if (content.length !== size) throw new Error(`zip: ${name} is ${content.length} bytes, the directory says ${size}`);
    if (crc32 && crc32(content) >>> 0 !== crc) throw new Error(`zip: ${name} fails its CRC`);
    files[name] = content;
  }
  return files;
}
