// A loopback stand-in for api.github.com that holds every request to GitHub's
// own REST description (npm @octokit/openapi): route, path and query parameters,
// JSON body, plus the Checks API limits the description does not encode. It
// answers with the operation's documented success response, kept consistent for
// check runs, so the action's publishing code runs against it unchanged through
// GITHUB_API_URL. Every request is recorded; a test asserts on the records.
//
//   const gh = await startGitHubContract({ deny: { "checks/create": 403 } });
//   ... run the action with { ...gh.env, GITHUB_TOKEN: "t" } ...
//   expect(invalidRequests(gh.requests)).toEqual([]);
//   expect(annotationsSent(gh.requests, { acceptedOnly: true })).toHaveLength(n);
//   await gh.close();
//
// Invalid requests are answered 422 (400 for unparsable JSON) with GitHub's error body,
// unless acceptInvalid; unknown routes 404. The spec is loaded once per process (~1-3 s,
// ~200 MB of heap); ajv validators are compiled for the operations actually hit.

import { readFile } from "node:fs/promises";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { createRequire } from "node:module";
import { Ajv, type ErrorObject, type ValidateFunction } from "ajv";
import addFormats from "ajv-formats";

// ---------------------------------------------------------------------------
// Public API

export interface RecordedRequest {
  method: string;
  /** The URL path without the query string, as sent. */
  path: string;
  /** The spec's operationId ("checks/create"), STORAGE_OPERATION for an artifact download from storage, or null when no operation matched. */
  operationId: string | null;
  /** Path parameters as sent (decoded strings). */
  params: Record<string, string>;
  /** Query parameters: a repeated name gives an array. */
  query: Record<string, string | string[]>;
  /** The parsed JSON body; the raw text when it was not JSON; undefined when empty. */
  body: unknown;
  /** Lower-cased header names; authorization reduced to "<scheme> [redacted]". */
  headers: Record<string, string>;
  /** Whether an Authorization header with a non-empty credential was sent. */
  tokenSent: boolean;
  /** The status the server answered. */
  status: number;
  /** checks/create answered 201: the id it handed out. */
  createdCheckRunId?: number;
  valid: boolean;
  errors: string[];
}

export interface GitHubContractOptions {
  /** Answer these operations with GitHub's error (403 "Resource not accessible by integration", 404 "Not Found"). */
  deny?: Record<string, 403 | 404>;
  /**
   * Answer the listed calls of an operation (1 = its first call) with this status and GitHub's
   * error body, whatever they hold, as GitHub does when it has a bad moment (502) or refuses
   * one request of a sequence (422): { "checks/update": { calls: [2], status: 502 } }.
   */
  refuse?: Record<string, { calls: number[]; status: 422 | 500 | 502 }>;
  /**
   * The filenames pulls/list-files returns (status "modified"; at most the first 3000, as GitHub), paginated by
   * per_page (≤ 100, default 30) and page, with a Link header. Without it, the spec's example is answered.
   */
  pullFiles?: string[];
  /** When set, checks/create's head_sha must be one of these, as GitHub needs the commit to exist (422 otherwise). */
  knownShas?: string[];
  /**
   * Workflow runs with their artifacts, for actions/list-workflow-runs (filtered by workflow file, branch,
   * status and event, newest first, paginated), actions/list-workflow-run-artifacts (by name, paginated) and
   * actions/download-artifact: a 302 to this server's STORAGE_PATH, which serves the zip as blob storage does,
   * refusing a request that carries an Authorization header (a signed URL takes no token). Without it, those
   * operations answer the spec's examples.
   */
  workflowRuns?: StandInRun[];
  /** Where html_url points (GitHub's web host); default "https://github.com". */
  serverUrl?: string;
  /** The first check run id handed out; default 1. */
  firstCheckRunId?: number;
  /**
   * An invalid request is answered 422 with GitHub's "Invalid request" body, as GitHub does, by default.
   * With acceptInvalid it is answered as if it were valid (it is still recorded invalid).
   */
  acceptInvalid?: boolean;
}

export interface StandInArtifact {
  id: number;
  name: string;
  /** The bytes the storage URL serves. */
  zip: Buffer;
  expired?: boolean;
  /** Listed unexpired, but the download answers 410 Gone (it expired in between). */
  gone?: boolean;
  /** size_in_bytes as listed; the zip's length by default. */
  size?: number;
  created_at?: string;
}

export interface StandInRun {
  id: number;
  /** The workflow's file name ("ci.yml"), matched against workflow_id. */
  workflow: string;
  head_branch: string;
  head_sha?: string;
  /** Default "push". */
  event?: string;
  /** Default "completed". */
  status?: string;
  /** Default "success". */
  conclusion?: string;
  /** owner/repo the head commit lives in; default the repository asked about. */
  head_repository?: string;
  artifacts?: StandInArtifact[];
}

/** Where download-artifact redirects: blob storage played by this server, outside the REST description. */
export const STORAGE_PATH = "/_storage/artifacts/";
export const STORAGE_OPERATION = "storage/get-blob";

export interface GitHubContract {
  /** The base URL: give it to Octokit as baseUrl, or to the action as GITHUB_API_URL. */
  url: string;
  /** { GITHUB_API_URL: url }, to spread into the action's environment. */
  env: Record<string, string>;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

export interface Annotation {
  path: string;
  start_line: number;
  end_line: number;
  start_column?: number;
  end_column?: number;
  annotation_level: "notice" | "warning" | "failure";
  message: string;
  title?: string;
  raw_details?: string;
}

export interface CheckRunOutput {
  title?: string;
  summary?: string;
  text?: string;
  annotations?: Annotation[];
  images?: unknown[];
}

export interface CheckRunBody {
  name?: string;
  head_sha?: string;
  status?: string;
  conclusion?: string;
  started_at?: string;
  completed_at?: string;
  details_url?: string;
  external_id?: string;
  output?: CheckRunOutput;
  actions?: unknown[];
}

export interface CheckRunCall {
  operationId: "checks/create" | "checks/update";
  /** The id the request addressed (update) or was given (create, when answered 201). */
  checkRunId: number | undefined;
  body: CheckRunBody;
  status: number;
  valid: boolean;
}

/** Requests that broke the contract. */
export function invalidRequests(requests: RecordedRequest[]): RecordedRequest[] {
  return requests.filter((r) => !r.valid);
}

/** The check run create and update calls, in the order they were made. */
export function checkRunRequests(requests: RecordedRequest[]): CheckRunCall[] {
  const calls: CheckRunCall[] = [];
  for (const r of requests) {
    if (r.operationId !== "checks/create" && r.operationId !== "checks/update") continue;
    const id = r.operationId === "checks/update" ? Number(r.params["check_run_id"]) : r.createdCheckRunId;
    calls.push({
      operationId: r.operationId,
      checkRunId: id,
      body: (isObject(r.body) ? r.body : {}) as CheckRunBody,
      status: r.status,
      valid: r.valid,
    });
  }
  return calls;
}

/**
 * Every annotation sent, across the create and all updates, in order. With acceptedOnly, only those of
 * requests GitHub would have taken (answered 2xx), i.e. the annotations the check run ends up with.
 */
export function annotationsSent(requests: RecordedRequest[], options: { acceptedOnly?: boolean } = {}): Annotation[] {
  return checkRunRequests(requests)
    .filter((c) => !options.acceptedOnly || (c.status >= 200 && c.status < 300))
    .flatMap((c) => c.body.output?.annotations ?? []);
}

/** Starts the server on 127.0.0.1 with a free port. The first call in a process loads the spec (~1 s). */
export async function startGitHubContract(options: GitHubContractOptions = {}): Promise<GitHubContract> {
  const spec = await loadSpec();
  const unknown = Object.keys(options.deny ?? {}).filter((id) => !spec.operationIds.has(id));
  if (unknown.length) throw new Error(`deny: no such operationId in GitHub's REST description: ${unknown.join(", ")}`);
  const unknownRefused = Object.keys(options.refuse ?? {}).filter((id) => !spec.operationIds.has(id));
  if (unknownRefused.length)
    throw new Error(`refuse: no such operationId in GitHub's REST description: ${unknownRefused.join(", ")}`);
  const requests: RecordedRequest[] = [];
  const state = new ContractState(options);
  const server = createServer((req, res) => {
    handle(spec, state, req, res)
      .then((record) => requests.push(record))
      .catch((err: unknown) => {
        requests.push({
          method: req.method ?? "",
          path: req.url ?? "",
          operationId: null,
          params: {},
          query: {},
          body: undefined,
          headers: {},
          tokenSent: false,
          status: 500,
          valid: false,
          errors: [`contract server failed: ${err instanceof Error ? err.stack : String(err)}`],
        });
        if (!res.headersSent) res.writeHead(500, { "content-type": "application/json" });
        res.end(JSON.stringify({ message: "contract server error" }));
      });
  });
  server.keepAliveTimeout = 1000;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.apiUrl = url;
  return {
    url,
    env: { GITHUB_API_URL: url },
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        server.closeAllConnections();
      }),
  };
}

// ---------------------------------------------------------------------------
// The spec

interface Schema {
  type?: string;
  format?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  example?: unknown;
  default?: unknown;
  nullable?: boolean;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  additionalProperties?: boolean | Schema;
}

interface Parameter {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required?: boolean;
  schema?: Schema;
  "x-multi-segment"?: boolean;
}

interface MediaType {
  schema?: Schema;
  example?: unknown;
  examples?: Record<string, { value?: unknown }>;
}

interface Operation {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, MediaType> };
  responses: Record<string, { content?: Record<string, MediaType> }>;
  externalDocs?: { url?: string };
}

interface Route {
  template: string;
  regex: RegExp;
  names: string[];
  literals: number;
  multi: number;
  operations: Map<string, Operation>;
}

interface Spec {
  routes: Route[];
  operationIds: Set<string>;
}

const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];

let specPromise: Promise<Spec> | undefined;

function loadSpec(): Promise<Spec> {
  specPromise ??= (async () => {
    const require = createRequire(import.meta.url);
    const file = require.resolve("@octokit/openapi/generated/api.github.com.deref.json");
    // Only the paths are kept: the components and webhooks are ~half of the 73 MB.
    const doc = JSON.parse(await readFile(file, "utf8")) as { paths: Record<string, Record<string, unknown>> };
    const routes: Route[] = [];
    for (const [template, item] of Object.entries(doc.paths)) {
      const operations = new Map<string, Operation>();
      const shared = (item["parameters"] as Parameter[] | undefined) ?? [];
      for (const method of METHODS) {
        const op = item[method] as Operation | undefined;
        if (!op) continue;
        const own = op.parameters ?? [];
        const merged = [...own, ...shared.filter((s) => !own.some((o) => o.name === s.name && o.in === s.in))];
        operations.set(method.toUpperCase(), { ...op, parameters: merged });
      }
      const params = [...operations.values()].flatMap((o) => o.parameters ?? []).filter((p) => p.in === "path");
      const names: string[] = [];
      let literals = 0;
      let multi = 0;
      const source = template
        .split("/")
        .map((segment) => {
          if (!segment.includes("{")) {
            if (segment) literals++;
            return escapeRegex(segment);
          }
          return segment
            .split(/(\{[^}]+\})/)
            .map((part) => {
              const m = /^\{([^}]+)\}$/.exec(part);
              if (!m) return escapeRegex(part);
              names.push(m[1]!);
              const isMulti = params.some((p) => p.name === m[1] && p["x-multi-segment"]);
              if (isMulti) multi++;
              return isMulti ? "(.+)" : "([^/]+)";
            })
            .join("");
        })
        .join("/");
      routes.push({ template, regex: new RegExp(`^${source}$`), names, literals, multi, operations });
    }
    const operationIds = new Set(routes.flatMap((r) => [...r.operations.values()].map((o) => o.operationId)));
    return { routes, operationIds };
  })();
  return specPromise;
}

function escapeRegex(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function matchRoute(spec: Spec, path: string): { route: Route; params: Record<string, string> } | undefined {
  let best: { route: Route; params: Record<string, string> } | undefined;
  for (const route of spec.routes) {
    const m = route.regex.exec(path);
    if (!m) continue;
    if (
      best &&
      (best.route.literals > route.literals ||
        (best.route.literals === route.literals && best.route.multi <= route.multi))
    )
      continue;
    const params: Record<string, string> = {};
    route.names.forEach((name, i) => {
      params[name] = safeDecode(m[i + 1]!);
    });
    best = { route, params };
  }
  return best;
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

// Two ajv instances: parameters arrive as strings and are coerced; bodies are JSON and are not.
const validators = new Map<string, { params: ValidateFunction; query: ValidateFunction; body?: ValidateFunction }>();
let bodyAjv: Ajv | undefined;
let paramAjv: Ajv | undefined;

function makeAjv(coerce: boolean): Ajv {
  const ajv = new Ajv({
    strict: false,
    allErrors: true,
    logger: false,
    ...(coerce ? { coerceTypes: "array" as const } : {}),
  });
  (addFormats as unknown as (a: Ajv) => void)(ajv);
  // OpenAPI's own formats and GitHub's: no constraint beyond the type.
  for (const f of ["int32", "int64", "double", "float", "timestamp", "repo.nwo", "binary", "byte", "password"]) {
    ajv.addFormat(f, true);
  }
  return ajv;
}

function validatorsFor(route: Route, method: string, op: Operation) {
  const key = `${method} ${route.template}`;
  let v = validators.get(key);
  if (v) return v;
  bodyAjv ??= makeAjv(false);
  paramAjv ??= makeAjv(true);
  const paramsSchema = (where: "path" | "query") => {
    const ps = (op.parameters ?? []).filter((p) => p.in === where);
    return {
      type: "object",
      properties: Object.fromEntries(ps.map((p) => [p.name, p.schema ?? {}])),
      required: ps.filter((p) => p.required).map((p) => p.name),
      additionalProperties: false,
    };
  };
  const bodySchema = op.requestBody?.content["application/json"]?.schema;
  v = {
    params: paramAjv.compile(paramsSchema("path")),
    query: paramAjv.compile(paramsSchema("query")),
    ...(bodySchema ? { body: bodyAjv.compile(bodySchema) } : {}),
  };
  validators.set(key, v);
  return v;
}

function formatErrors(where: string, errors: ErrorObject[] | null | undefined): string[] {
  return (errors ?? []).map((e) => {
    const at = `${where}${e.instancePath}`;
    const p = e.params as Record<string, unknown>;
    if (e.keyword === "additionalProperties") {
      return where === "query"
        ? `query: unknown parameter '${String(p["additionalProperty"])}'`
        : `${at}: unknown property '${String(p["additionalProperty"])}' (${e.message})`;
    }
    if (e.keyword === "enum") return `${at}: ${e.message}: ${JSON.stringify(p["allowedValues"])}`;
    return `${at}: ${e.message}`;
  });
}

// ---------------------------------------------------------------------------
// Answers

interface StoredCheckRun {
  id: number;
  owner: string;
  repo: string;
  response: Record<string, unknown>;
  annotations: Annotation[];
}

class ContractState {
  apiUrl = "";
  nextCheckRunId: number;
  readonly checkRuns = new Map<number, StoredCheckRun>();
  /** How many times each operation was called (for refuse). */
  readonly calls = new Map<string, number>();
  constructor(readonly options: GitHubContractOptions) {
    this.nextCheckRunId = options.firstCheckRunId ?? 1;
  }
}

interface Answer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

async function handle(
  spec: Spec,
  state: ContractState,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<RecordedRequest> {
  const raw = await readBody(req);
  const url = new URL(req.url ?? "/", "http://contract.invalid");
  const method = (req.method ?? "GET").toUpperCase();
  const query: Record<string, string | string[]> = {};
  for (const [k, v] of url.searchParams) {
    const prev = query[k];
    query[k] = prev === undefined ? v : Array.isArray(prev) ? [...prev, v] : [prev, v];
  }
  const headers: Record<string, string> = {};
  let tokenSent = false;
  for (const [k, v] of Object.entries(req.headers)) {
    if (v === undefined) continue;
    const value = Array.isArray(v) ? v.join(", ") : v;
    if (k === "authorization") {
      const [scheme, ...rest] = value.trim().split(/\s+/);
      tokenSent = rest.join("").length > 0;
      headers[k] = `${scheme ?? ""} [redacted]`;
    } else {
      headers[k] = value;
    }
  }
  const errors: string[] = [];
  let body: unknown = undefined;
  let bodyIsJson = false;
  if (raw.length > 0) {
    const text = raw.toString("utf8");
    try {
      body = JSON.parse(text);
      bodyIsJson = true;
    } catch {
      body = text;
    }
  }
  const record: RecordedRequest = {
    method,
    path: url.pathname,
    operationId: null,
    params: {},
    query,
    body,
    headers,
    tokenSent,
    status: 0,
    valid: true,
    errors,
  };
  const send = (answer: Answer): RecordedRequest => {
    record.status = answer.status;
    record.valid = errors.length === 0;
    const out = answer.body === undefined ? "" : JSON.stringify(answer.body);
    res.writeHead(answer.status, {
      ...(answer.body === undefined ? {} : { "content-type": "application/json; charset=utf-8" }),
      "x-github-media-type": "github.v3; format=json",
      "x-ratelimit-limit": "5000",
      "x-ratelimit-remaining": "4999",
      ...answer.headers,
    });
    res.end(out);
    return record;
  };
  const notFound = { message: "Not Found", documentation_url: "https://docs.github.com/rest", status: "404" };

  if (url.pathname.startsWith(STORAGE_PATH)) {
    record.operationId = STORAGE_OPERATION;
    return serveStorage(state, url, method, tokenSent, errors, record, res);
  }

  const matched = matchRoute(spec, url.pathname);
  const op = matched?.route.operations.get(method);
  if (!matched || !op) {
    errors.push(
      matched
        ? `no operation ${method} ${matched.route.template} (the path has ${[...matched.route.operations.keys()].join(", ")})`
        : `unknown route ${method} ${url.pathname}`,
    );
    return send({ status: 404, body: notFound });
  }
  record.operationId = op.operationId;
  record.params = matched.params;
  const docs = op.externalDocs?.url ?? "https://docs.github.com/rest";

  // Contract checks.
  const v = validatorsFor(matched.route, method, op);
  if (!v.params({ ...matched.params })) errors.push(...formatErrors("path", v.params.errors));
  if (!v.query(structuredClone(query))) errors.push(...formatErrors("query", v.query.errors));
  if (op.requestBody) {
    if (raw.length === 0) {
      if (op.requestBody.required) errors.push("body: a request body is required");
    } else if (v.body) {
      if (!bodyIsJson) errors.push("body: not valid JSON");
      else if (!v.body(body)) errors.push(...formatErrors("body", v.body.errors));
    }
  }
  if (op.operationId === "checks/create" || op.operationId === "checks/update") {
    errors.push(...checkRunLimits(op.operationId, body, state.options));
  }

  const denied = state.options.deny?.[op.operationId];
  if (denied === 403) {
    return send({
      status: 403,
      body: { message: "Resource not accessible by integration", documentation_url: docs, status: "403" },
    });
  }
  if (denied === 404) return send({ status: 404, body: { ...notFound, documentation_url: docs } });
  const nth = (state.calls.get(op.operationId) ?? 0) + 1;
  state.calls.set(op.operationId, nth);
  const refused = state.options.refuse?.[op.operationId];
  if (refused?.calls.includes(nth)) {
    const message =
      refused.status === 422 ? "Validation Failed" : refused.status === 500 ? "Server Error" : "Bad Gateway";
    return send({ status: refused.status, body: { message, documentation_url: docs, status: String(refused.status) } });
  }

  if (errors.length > 0 && !state.options.acceptInvalid) {
    const parseError = errors.includes("body: not valid JSON");
    return send({
      status: parseError ? 400 : 422,
      body: parseError
        ? { message: "Problems parsing JSON", documentation_url: docs, status: "400" }
        : { message: `Invalid request.\n\n${errors.join("\n")}`, documentation_url: docs, status: "422" },
    });
  }

  const answer = answerFor(state, op, matched.params, query, body, record);
  if (answer.status === 404 && op.operationId.startsWith("checks/")) {
    errors.push(
      `check run ${matched.params["check_run_id"]} was never created in ${matched.params["owner"]}/${matched.params["repo"]}`,
    );
  }
  return send(answer);
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });
}

const ANNOTATION_LEVELS = ["notice", "warning", "failure"];
const MAX_TEXT_BYTES = 65535;
const MAX_DETAIL_BYTES = 64 * 1024;

/** The Checks API limits GitHub enforces that the OpenAPI description does not say (or says in characters). */
function checkRunLimits(operationId: string, body: unknown, options: GitHubContractOptions): string[] {
  const errors: string[] = [];
  if (!isObject(body)) return errors;
  if (operationId === "checks/create") {
    if ((body["status"] === "completed" || body["completed_at"] !== undefined) && body["conclusion"] === undefined) {
      errors.push("body/conclusion: required when status is completed or completed_at is given");
    }
    const sha = body["head_sha"];
    if (options.knownShas && typeof sha === "string" && !options.knownShas.includes(sha)) {
      errors.push(`body/head_sha: no commit found for SHA: ${sha}`);
    }
  }
  if (body["conclusion"] === "stale") {
    errors.push("body/conclusion: only GitHub sets stale; an integration cannot");
  }
  const actions = body["actions"];
  if (Array.isArray(actions)) {
    actions.forEach((a: unknown, i) => {
      if (isObject(a) && typeof a["description"] === "string" && a["description"].length > 40) {
        errors.push(`body/actions/${i}/description: longer than 40 characters`);
      }
    });
  }
  const output = body["output"];
  if (output === undefined) return errors;
  if (!isObject(output)) return errors;
  if (typeof output["title"] !== "string") errors.push("body/output/title: required whenever output is sent");
  for (const field of ["summary", "text"]) {
    const s = output[field];
    if (typeof s === "string" && Buffer.byteLength(s, "utf8") > MAX_TEXT_BYTES) {
      errors.push(`body/output/${field}: ${Buffer.byteLength(s, "utf8")} UTF-8 bytes, over GitHub's ${MAX_TEXT_BYTES}`);
    }
  }
  const annotations = output["annotations"];
  if (!Array.isArray(annotations)) return errors;
  if (annotations.length > 50) {
    errors.push(`body/output/annotations: ${annotations.length} annotations, GitHub takes at most 50 per request`);
  }
  annotations.forEach((a: unknown, i) => {
    const at = `body/output/annotations/${i}`;
    if (!isObject(a)) return;
    const title = a["title"];
    if (typeof title === "string" && title.length > 255) {
      errors.push(`${at}/title: ${title.length} characters, over GitHub's 255`);
    }
    for (const field of ["message", "raw_details"]) {
      const s = a[field];
      if (typeof s === "string" && Buffer.byteLength(s, "utf8") > MAX_DETAIL_BYTES) {
        errors.push(`${at}/${field}: ${Buffer.byteLength(s, "utf8")} UTF-8 bytes, over GitHub's 64 KiB`);
      }
    }
    if (!ANNOTATION_LEVELS.includes(a["annotation_level"] as string)) {
      errors.push(
        `${at}/annotation_level: ${JSON.stringify(a["annotation_level"])} is not one of ${ANNOTATION_LEVELS}`,
      );
    }
    const start = a["start_line"];
    const end = a["end_line"];
    if (typeof start === "number" && typeof end === "number") {
      if (start > end) errors.push(`${at}: start_line ${start} is after end_line ${end}`);
      if (start < 1) errors.push(`${at}/start_line: lines are numbered from 1, got ${start}`);
      if (start !== end && (a["start_column"] !== undefined || a["end_column"] !== undefined)) {
        errors.push(`${at}: start_column/end_column are only allowed when start_line equals end_line`);
      }
    }
  });
  return errors;
}

function answerFor(
  state: ContractState,
  op: Operation,
  params: Record<string, string>,
  query: Record<string, string | string[]>,
  body: unknown,
  record: RecordedRequest,
): Answer {
  const documented = documentedResponse(op);
  switch (op.operationId) {
    case "checks/create":
      return createCheckRun(state, params, body, documented, record);
    case "checks/update":
    case "checks/get": {
      const run = state.checkRuns.get(Number(params["check_run_id"]));
      if (!run || run.owner !== params["owner"] || run.repo !== params["repo"]) {
        return { status: 404, body: { message: "Not Found", documentation_url: op.externalDocs?.url, status: "404" } };
      }
      if (op.operationId === "checks/update") updateCheckRun(run, body);
      return { status: documented.status, body: structuredClone(run.response) };
    }
    case "checks/list-annotations": {
      const run = state.checkRuns.get(Number(params["check_run_id"]));
      if (!run || run.owner !== params["owner"] || run.repo !== params["repo"])
        return { status: 404, body: { message: "Not Found", documentation_url: op.externalDocs?.url } };
      return paginate(
        state,
        record,
        query,
        run.annotations.map((a) => ({ ...a, blob_href: "" })),
      );
    }
    case "checks/list-for-ref": {
      // The check runs this server created on that commit (a branch or tag name matches none).
      const runs = [...state.checkRuns.values()]
        .filter((r) => r.owner === params["owner"] && r.repo === params["repo"])
        .map((r) => r.response)
        .filter(
          (r) =>
            r["head_sha"] === params["ref"] &&
            (query["check_name"] === undefined || r["name"] === first(query["check_name"])) &&
            (query["status"] === undefined || r["status"] === first(query["status"])),
        )
        .sort((a, b) => Number(b["id"]) - Number(a["id"]));
      const perPage = Math.min(100, Math.max(1, Number(first(query["per_page"]) ?? 30) || 30));
      const page = Math.max(1, Number(first(query["page"]) ?? 1) || 1);
      return {
        status: 200,
        body: {
          total_count: runs.length,
          check_runs: structuredClone(runs.slice((page - 1) * perPage, page * perPage)),
        },
      };
    }
    case "pulls/list-files": {
      const files = state.options.pullFiles;
      if (!files) return documented;
      const template = (Array.isArray(documented.body) ? documented.body[0] : {}) as Record<string, unknown>;
      // GitHub lists at most 3000 files of a pull request.
      const entries = files.slice(0, 3000).map((filename) => ({
        ...template,
        filename,
        status: "modified",
        previous_filename: undefined,
      }));
      return paginate(state, record, query, entries);
    }
    case "actions/list-workflow-runs": {
      const runs = state.options.workflowRuns;
      if (!runs) return documented;
      const owner = params["owner"]!;
      const repo = params["repo"]!;
      const status = first(query["status"]);
      const matches = runs
        .filter(
          (r) =>
            r.workflow === params["workflow_id"] &&
            (query["branch"] === undefined || r.head_branch === first(query["branch"])) &&
            (query["event"] === undefined || (r.event ?? "push") === first(query["event"])) &&
            (status === undefined || (r.status ?? "completed") === status || (r.conclusion ?? "success") === status),
        )
        .sort((a, b) => b.id - a.id)
        .map((r) => workflowRunResponse(state, documented, owner, repo, r));
      return paginate(state, record, query, matches, "workflow_runs");
    }
    case "actions/list-workflow-run-artifacts": {
      const runs = state.options.workflowRuns;
      if (!runs) return documented;
      const run = runs.find((r) => r.id === Number(params["run_id"]));
      if (!run) return { status: 404, body: { message: "Not Found", documentation_url: op.externalDocs?.url } };
      const template = (
        isObject(documented.body) && Array.isArray(documented.body["artifacts"]) ? documented.body["artifacts"][0] : {}
      ) as Record<string, unknown>;
      const name = first(query["name"]);
      const artifacts = (run.artifacts ?? [])
        .filter((a) => name === undefined || a.name === name)
        .sort((a, b) => b.id - a.id)
        .map((a) => ({
          ...template,
          id: a.id,
          node_id: Buffer.from(`Artifact${a.id}`).toString("base64"),
          name: a.name,
          size_in_bytes: a.size ?? a.zip.length,
          url: `${state.apiUrl}/repos/${params["owner"]}/${params["repo"]}/actions/artifacts/${a.id}`,
          archive_download_url: `${state.apiUrl}/repos/${params["owner"]}/${params["repo"]}/actions/artifacts/${a.id}/zip`,
          expired: a.expired ?? false,
          created_at: a.created_at ?? "2026-01-01T00:00:00Z",
          workflow_run: { id: run.id, head_branch: run.head_branch, head_sha: run.head_sha ?? "0".repeat(40) },
        }));
      return paginate(state, record, query, artifacts, "artifacts");
    }
    case "actions/download-artifact": {
      const runs = state.options.workflowRuns;
      if (!runs) return { status: 302, headers: { location: `${state.apiUrl}${STORAGE_PATH}0.zip` } };
      const artifact = runs.flatMap((r) => r.artifacts ?? []).find((a) => a.id === Number(params["artifact_id"]));
      if (!artifact) return { status: 404, body: { message: "Not Found", documentation_url: op.externalDocs?.url } };
      if (params["archive_format"] !== "zip") {
        return { status: 404, body: { message: "Not Found", documentation_url: op.externalDocs?.url } };
      }
      if (artifact.expired || artifact.gone) {
        return { status: 410, body: { message: "Artifact has expired", documentation_url: op.externalDocs?.url } };
      }
      return {
        status: 302,
        headers: { location: `${state.apiUrl}${STORAGE_PATH}${artifact.id}.zip?sv=2025-01-05&se=soon&sig=signed` },
      };
    }
    default:
      return documented;
  }
}

function workflowRunResponse(
  state: ContractState,
  documented: Answer,
  owner: string,
  repo: string,
  r: StandInRun,
): Record<string, unknown> {
  const template = (
    isObject(documented.body) && Array.isArray(documented.body["workflow_runs"])
      ? documented.body["workflow_runs"][0]
      : {}
  ) as Record<string, unknown>;
  const headRepo = r.head_repository ?? `${owner}/${repo}`;
  return {
    ...template,
    id: r.id,
    run_number: r.id % 1000,
    name: r.workflow,
    path: `.github/workflows/${r.workflow}`,
    head_branch: r.head_branch,
    head_sha: r.head_sha ?? "0".repeat(40),
    event: r.event ?? "push",
    status: r.status ?? "completed",
    conclusion: r.conclusion ?? "success",
    url: `${state.apiUrl}/repos/${owner}/${repo}/actions/runs/${r.id}`,
    artifacts_url: `${state.apiUrl}/repos/${owner}/${repo}/actions/runs/${r.id}/artifacts`,
    head_repository: {
      ...(isObject(template["head_repository"]) ? template["head_repository"] : {}),
      full_name: headRepo,
      name: headRepo.split("/")[1],
    },
    repository: {
      ...(isObject(template["repository"]) ? template["repository"] : {}),
      full_name: `${owner}/${repo}`,
      name: repo,
    },
    pull_requests: [],
  };
}

/** Blob storage for artifact zips: a signed URL, so a request with an Authorization header is refused, as Azure does. */
function serveStorage(
  state: ContractState,
  url: URL,
  method: string,
  tokenSent: boolean,
  errors: string[],
  record: RecordedRequest,
  res: ServerResponse,
): RecordedRequest {
  const id = Number(/^(\d+)\.zip$/.exec(url.pathname.slice(STORAGE_PATH.length))?.[1] ?? NaN);
  const artifact = (state.options.workflowRuns ?? []).flatMap((r) => r.artifacts ?? []).find((a) => a.id === id);
  let status = 200;
  if (method !== "GET") {
    errors.push(`storage: ${method} is not a download`);
    status = 405;
  } else if (tokenSent) {
    errors.push(
      "storage: an Authorization header was sent to the signed storage URL (the token must stay with the API)",
    );
    status = 400;
  } else if (!url.searchParams.get("sig")) {
    errors.push("storage: the signature was dropped from the URL");
    status = 403;
  } else if (!artifact) {
    status = 404;
  }
  record.status = status;
  record.valid = errors.length === 0;
  if (status !== 200) {
    res.writeHead(status, { "content-type": "application/xml" });
    res.end(
      `<?xml version="1.0" encoding="utf-8"?><Error><Code>${status === 404 ? "BlobNotFound" : "AuthenticationFailed"}</Code></Error>`,
    );
    return record;
  }
  res.writeHead(200, { "content-type": "application/zip", "content-length": String(artifact!.zip.length) });
  res.end(artifact!.zip);
  return record;
}

/** One page of items with GitHub's Link header; with `key`, wrapped as { total_count, [key]: page } like the Actions lists. */
function paginate(
  state: ContractState,
  record: RecordedRequest,
  query: Record<string, string | string[]>,
  items: unknown[],
  key?: string,
): Answer {
  const perPage = Math.min(100, Math.max(1, Number(first(query["per_page"]) ?? 30) || 30));
  const page = Math.max(1, Number(first(query["page"]) ?? 1) || 1);
  const last = Math.max(1, Math.ceil(items.length / perPage));
  const link = (p: number) => {
    const u = new URL(record.path, state.apiUrl);
    for (const [k, v] of Object.entries(query)) if (k !== "page") u.searchParams.set(k, String(first(v)));
    u.searchParams.set("per_page", String(perPage));
    u.searchParams.set("page", String(p));
    return u.toString();
  };
  const rels: string[] = [];
  if (page > 1) rels.push(`<${link(page - 1)}>; rel="prev"`);
  if (page < last) rels.push(`<${link(page + 1)}>; rel="next"`, `<${link(last)}>; rel="last"`);
  if (page > 1) rels.push(`<${link(1)}>; rel="first"`);
  const slice = items.slice((page - 1) * perPage, page * perPage);
  return {
    status: 200,
    body: key ? { total_count: items.length, [key]: slice } : slice,
    headers: rels.length ? { link: rels.join(", ") } : {},
  };
}

function first(v: string | string[] | undefined): string | undefined {
  return Array.isArray(v) ? v[0] : v;
}

function createCheckRun(
  state: ContractState,
  params: Record<string, string>,
  body: unknown,
  documented: Answer,
  record: RecordedRequest,
): Answer {
  const b = (isObject(body) ? body : {}) as CheckRunBody;
  const id = state.nextCheckRunId++;
  const owner = params["owner"]!;
  const repo = params["repo"]!;
  const serverUrl = (state.options.serverUrl ?? "https://github.com").replace(/\/$/, "");
  const template = (isObject(documented.body) ? documented.body : {}) as Record<string, unknown>;
  const now = new Date().toISOString().replace(/\.\d+Z$/, "Z");
  const response: Record<string, unknown> = {
    ...template,
    id,
    node_id: Buffer.from(`CheckRun${id}`).toString("base64"),
    name: b.name,
    head_sha: b.head_sha,
    external_id: b.external_id ?? "",
    details_url: b.details_url ?? null,
    url: `${state.apiUrl}/repos/${owner}/${repo}/check-runs/${id}`,
    html_url: `${serverUrl}/${owner}/${repo}/runs/${id}`,
    status: "queued",
    conclusion: null,
    started_at: b.started_at ?? now,
    completed_at: null,
    output: {
      title: null,
      summary: null,
      text: null,
      annotations_count: 0,
      annotations_url: `${state.apiUrl}/repos/${owner}/${repo}/check-runs/${id}/annotations`,
    },
    check_suite: { id: 1000 + id },
    pull_requests: [],
  };
  const run: StoredCheckRun = { id, owner, repo, response, annotations: [] };
  updateCheckRun(run, { ...b, status: b.status ?? "queued" });
  state.checkRuns.set(id, run);
  record.createdCheckRunId = id;
  return { status: documented.status, body: structuredClone(response) };
}

function updateCheckRun(run: StoredCheckRun, body: unknown): void {
  const b = (isObject(body) ? body : {}) as CheckRunBody;
  const r = run.response;
  for (const key of ["name", "details_url", "external_id", "started_at", "completed_at"] as const) {
    if (b[key] !== undefined) r[key] = b[key];
  }
  if (b.status !== undefined) r["status"] = b.status;
  if (b.conclusion !== undefined) {
    r["conclusion"] = b.conclusion;
    r["status"] = "completed";
  }
  if (r["status"] === "completed" && !r["completed_at"]) {
    r["completed_at"] = new Date().toISOString().replace(/\.\d+Z$/, "Z");
  }
  if (b.output) {
    const out = r["output"] as Record<string, unknown>;
    for (const key of ["title", "summary", "text"] as const) {
      if (b.output[key] !== undefined) out[key] = b.output[key];
    }
    run.annotations.push(...(b.output.annotations ?? []));
    out["annotations_count"] = run.annotations.length;
  }
}

/** The operation's documented success: its lowest 2xx status and first example, or a value built from its schema. */
function documentedResponse(op: Operation): Answer {
  const codes = Object.keys(op.responses)
    .filter((c) => /^2\d\d$/.test(c))
    .sort();
  const code = codes[0] ?? "200";
  const media = op.responses[code]?.content?.["application/json"];
  if (!media) return { status: Number(code) };
  const examples = Object.values(media.examples ?? {});
  const value =
    examples.find((e) => e.value !== undefined)?.value ??
    (media.example !== undefined ? media.example : sampleFromSchema(media.schema, 0));
  return { status: Number(code), body: structuredClone(value) };
}

function sampleFromSchema(schema: Schema | undefined, depth: number): unknown {
  if (!schema || depth > 10) return null;
  if (schema.example !== undefined) return schema.example;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.allOf?.length) {
    return Object.assign({}, ...schema.allOf.map((s) => sampleFromSchema(s, depth + 1)).filter(isObject));
  }
  const alt = schema.oneOf?.[0] ?? schema.anyOf?.[0];
  if (alt) return sampleFromSchema(alt, depth + 1);
  switch (schema.type) {
    case "object":
    case undefined: {
      if (!schema.properties) return schema.type === "object" ? {} : null;
      return Object.fromEntries(Object.entries(schema.properties).map(([k, s]) => [k, sampleFromSchema(s, depth + 1)]));
    }
    case "array":
      return [sampleFromSchema(schema.items, depth + 1)];
    case "integer":
    case "number":
      return 1;
    case "boolean":
      return false;
    case "string":
      switch (schema.format) {
        case "date-time":
          return "2026-01-01T00:00:00Z";
        case "date":
          return "2026-01-01";
        case "uri":
          return "https://github.com/octocat/Hello-World";
        case "email":
          return "octocat@github.com";
        default:
          return "string";
      }
    default:
      return null;
  }
}

function isObject(x: unknown): x is Record<string, unknown> {
  return typeof x === "object" && x !== null && !Array.isArray(x);
}
