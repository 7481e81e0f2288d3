// Pictures of what people read: the job summary, the check run page and its
// annotations, rendered by the current code from real runs, turned into HTML
// with GitHub-like styles and photographed by headless Chromium. Used to review
// changes to the published text and for the screenshots in docs/.
//
//   npx tsx scripts/screenshot-summary.ts                 the demo below, into docs/images
//   npx tsx scripts/screenshot-summary.ts --out DIR       elsewhere
//   npx tsx scripts/screenshot-summary.ts --results head.json [--base base.json] [--out DIR]
//
// The demo runs __tests__/samples/pytest/many-failures twice with the CLI
// (process sandbox; pytest must be importable, see samples:setup): once as a
// "base branch" where test_b passes, test_ok_c does not exist yet and
// test_old still does, then as it is, and compares the two. Chromium comes from
// Debian's chromium package, installed here when missing.

import { spawn, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import MarkdownIt from "markdown-it";
import { compareWithBaseFile } from "../src/ingest/compare.js";
import type { RunResult } from "../src/core/model.js";
import { planAnnotations, type Annotation } from "../src/publish/annotations.js";
import { checkOutput } from "../src/publish/check-output.js";
import type { GitHubContext } from "../src/publish/context.js";
import { jobSummary } from "../src/publish/job-summary.js";
import { readResultsFile } from "../src/ingest/results-input.js";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const SAMPLE = join(ROOT, "__tests__/samples/pytest/many-failures");

/** A made-up repository for links; nothing is sent anywhere. */
const ctx: GitHubContext = {
  owner: "acme",
  repo: "app",
  sha: "4f2c9e1",
  eventName: "pull_request",
  pullNumber: 7,
  fromFork: false,
  serverUrl: "https://github.com",
  apiUrl: "https://api.github.com",
  runId: "1234",
  runAttempt: "1",
  job: "test",
  baseBranch: "main",
  workflowRef: "acme/app/.github/workflows/ci.yml@refs/pull/7/merge",
};

function args(): { out: string; results: string | null; base: string | null } {
  const a = process.argv.slice(2);
  const value = (flag: string): string | null => {
    const i = a.indexOf(flag);
    return i >= 0 && a[i + 1] ? resolve(a[i + 1]!) : null;
  };
  return { out: value("--out") ?? join(ROOT, "docs/images"), results: value("--results"), base: value("--base") };
}

function chromiumPath(): string {
  const find = (): string | null =>
    ["chromium", "chromium-browser"]
      .map((name) => spawnSync("sh", ["-c", `command -v ${name}`], { encoding: "utf8" }).stdout.trim())
      .find(Boolean) ?? null;
  const found = find();
  if (found) return found;
  console.log("chromium is missing: installing Debian's chromium package");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  for (const cmd of [
    ["apt-get", "update"],
    ["apt-get", "install", "-y", "--no-install-recommends", "chromium", "fonts-dejavu-core", "fonts-noto-color-emoji"],
  ]) {
    const r = spawnSync(cmd[0]!, cmd.slice(1), { stdio: "inherit", env });
    if (r.status !== 0) throw new Error(`${cmd.join(" ")} failed: install chromium by hand`);
  }
  const installed = find();
  if (!installed) throw new Error("chromium was installed but is not on PATH");
  return installed;
}

/** One real run of the CLI on `dir`; its results.json. */
function runCli(dir: string, out: string): RunResult {
  // tsx runs the CLI from src: the pictures show the current code, built or not.
  spawnSync(
    process.execPath,
    ["--import", "tsx", join(ROOT, "src/cli.ts"), "run", dir, "--sandbox", "process", "--out", out],
    {
      stdio: ["ignore", "ignore", "inherit"],
      cwd: ROOT,
    },
  );
  // Our own run, read whole: readResultsFile would drop the sandbox facts, which are not checkable in a file from elsewhere.
  return JSON.parse(readFileSync(join(out, "results.json"), "utf8")) as RunResult;
}

/** The demo's two runs, in one folder so both have the same working directory. */
function demoRuns(): { head: RunResult; base: string } {
  const temp = mkdtempSync(join(tmpdir(), "testcage-shots-"));
  const project = join(temp, "project");
  cpSync(SAMPLE, project, { recursive: true });
  const edit = (file: string, change: (text: string) => string): void =>
    writeFileSync(join(project, file), change(readFileSync(join(project, file), "utf8")));
  edit("test_b.py", (t) => t.replace("assert n < 0", "assert n >= 0"));
  edit("test_a.py", (t) => `${t}\n\ndef test_old():\n    assert True\n`);
  edit("test_c.py", (t) => t.replace(/\ndef test_ok_c\(\):\n {4}assert True\n/, "\n"));
  runCli(project, join(temp, "base"));
  rmSync(project, { recursive: true });
  cpSync(SAMPLE, project, { recursive: true });
  const head = runCli(project, join(temp, "head"));
  return { head, base: join(temp, "base", "results.json") };
}

const CSS = `
body { margin: 0; background: #fff; color: #1f2328; font: 14px/1.5 -apple-system, "Segoe UI", "Noto Sans", Helvetica, Arial, "DejaVu Sans", sans-serif; }
main { width: 880px; padding: 24px 32px; }
.box { border: 1px solid #d1d9e0; border-radius: 6px; padding: 16px 24px; margin-bottom: 16px; }
.box > h3.label { margin: -16px -24px 16px; padding: 8px 24px; background: #f6f8fa; border-bottom: 1px solid #d1d9e0; font-size: 14px; border-radius: 6px 6px 0 0; }
h1, h2 { border-bottom: 1px solid #d1d9e0b3; padding-bottom: .3em; font-weight: 600; }
h2 { font-size: 1.5em; } h3 { font-size: 1.25em; } h4 { font-size: 1em; } h3, h4 { font-weight: 600; margin: 24px 0 16px; }
a { color: #0969da; text-decoration: none; }
table { border-collapse: collapse; margin: 0 0 16px; display: block; width: max-content; max-width: 100%; overflow: auto; }
th, td { border: 1px solid #d1d9e0; padding: 6px 13px; } th { font-weight: 600; } tr:nth-child(2n) { background: #f6f8fa; }
pre { background: #f6f8fa; border-radius: 6px; padding: 16px; overflow: auto; font: 12px/1.45 ui-monospace, SFMono-Regular, Menlo, Consolas, "DejaVu Sans Mono", monospace; }
code { font: 12px ui-monospace, SFMono-Regular, Menlo, Consolas, "DejaVu Sans Mono", monospace; background: #818b981f; padding: .2em .4em; border-radius: 6px; }
pre code { background: none; padding: 0; }
blockquote { margin: 0 0 16px; padding: 0 1em; color: #59636e; border-left: .25em solid #d1d9e0; }
details { margin: 0 0 16px; } summary { cursor: pointer; }
ul { padding-left: 2em; }
.title { font-size: 20px; font-weight: 600; margin: 0 0 4px; } .sub { color: #59636e; margin-bottom: 16px; }
.annotation { border: 1px solid #d1d9e0; border-left: 4px solid #d1242f; border-radius: 6px; padding: 8px 16px; margin-bottom: 8px; }
.annotation .where { color: #59636e; font: 12px ui-monospace, Menlo, "DejaVu Sans Mono", monospace; } .annotation .t { font-weight: 600; }
.annotation pre { margin: 8px 0 0; padding: 8px; white-space: pre-wrap; }
`;

const md = new MarkdownIt({ html: true, linkify: true });
const escapeHtml = (s: string): string =>
  s.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);

function page(body: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><style>${CSS}</style></head><body><main>${body}</main></body></html>`;
}

function annotationsHtml(annotations: readonly Annotation[], shown: number): string {
  const items = annotations.slice(0, shown).map(
    (a) => `<div class="annotation"><div class="where">${escapeHtml(a.path)}#L${a.start_line}</div>
      <div class="t">${escapeHtml(a.title)}</div><pre>${escapeHtml(a.message)}</pre></div>`,
  );
  return `<h3 class="label">Annotations</h3><p class="sub">${annotations.length} failure annotations, the first ${Math.min(shown, annotations.length)} shown</p>${items.join("")}`;
}

/** Chromium over its DevTools pipe: load the page, size the window to the content, photograph it. */
async function screenshot(chromium: string, html: string, png: string): Promise<void> {
  const file = join(mkdtempSync(join(tmpdir(), "testcage-page-")), "page.html");
  writeFileSync(file, html);
  const child = spawn(
    chromium,
    ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--remote-debugging-pipe", "about:blank"],
    { stdio: ["ignore", "ignore", "ignore", "pipe", "pipe"] },
  );
  const toChrome = child.stdio[3] as NodeJS.WritableStream;
  const fromChrome = child.stdio[4] as NodeJS.ReadableStream;
  let nextId = 1;
  const waiting = new Map<number, (r: Record<string, unknown>) => void>();
  const events: ((m: Record<string, unknown>) => void)[] = [];
  let buffer = "";
  fromChrome.on("data", (chunk: Buffer) => {
    buffer += chunk.toString("utf8");
    let end: number;
    while ((end = buffer.indexOf("\0")) >= 0) {
      const msg = JSON.parse(buffer.slice(0, end)) as {
        id?: number;
        result?: Record<string, unknown>;
        error?: unknown;
      };
      buffer = buffer.slice(end + 1);
      if (msg.id !== undefined) {
        if (msg.error) throw new Error(`chromium: ${JSON.stringify(msg.error)}`);
        waiting.get(msg.id)?.(msg.result ?? {});
      } else for (const e of events) e(msg);
    }
  });
  const send = (method: string, params: Record<string, unknown> = {}, sessionId?: string) =>
    new Promise<Record<string, unknown>>((done) => {
      const id = nextId++;
      waiting.set(id, done);
      toChrome.write(`${JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) })}\0`);
    });
  try {
    const { targetId } = await send("Target.createTarget", { url: "about:blank" });
    const { sessionId } = (await send("Target.attachToTarget", { targetId, flatten: true })) as { sessionId: string };
    await send("Page.enable", {}, sessionId);
    const loaded = new Promise<void>((done) => events.push((m) => m["method"] === "Page.loadEventFired" && done()));
    await send("Page.navigate", { url: `file://${file}` }, sessionId);
    await loaded;
    // Collapsed sections stay collapsed: the picture shows the page as a reader first sees it.
    const { result } = (await send(
      "Runtime.evaluate",
      {
        expression: "JSON.stringify([document.querySelector('main').scrollWidth, document.body.scrollHeight])",
        returnByValue: true,
      },
      sessionId,
    )) as { result: { value: string } };
    const [width, height] = JSON.parse(result.value) as [number, number];
    await send("Emulation.setDeviceMetricsOverride", { width, height, deviceScaleFactor: 1, mobile: false }, sessionId);
    const shot = (await send("Page.captureScreenshot", { format: "png", captureBeyondViewport: true }, sessionId)) as {
      data: string;
    };
    writeFileSync(png, Buffer.from(shot.data, "base64"));
    console.log(`${png}: ${width}×${height}`);
  } finally {
    child.kill();
    rmSync(dirname(file), { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const opts = args();
  const chromium = chromiumPath();
  let head: RunResult;
  let base: string | null;
  if (opts.results) {
    head = await readResultsFile(opts.results);
    base = opts.base;
  } else ({ head, base } = demoRuns());
  if (base) {
    const outcome = await compareWithBaseFile(head, base, "main, run 1201");
    if (!outcome.ok) throw new Error(outcome.error);
    head.comparison = outcome.comparison;
  }
  // The sample's own files stand for files the pull request changed.
  const changed = new Set(["test_c.py"]);
  mkdirSync(opts.out, { recursive: true });
  const summary = jobSummary(head, ctx, "full", [], { changedFiles: changed });
  const check = checkOutput(head, ctx, [], { changedFiles: changed });
  const plan = planAnnotations(head, changed, 1000);
  await screenshot(chromium, page(`<div class="box">${md.render(summary)}</div>`), join(opts.out, "job-summary.png"));
  await screenshot(
    chromium,
    page(
      `<p class="title">${escapeHtml(check.title)}</p><p class="sub">testcage / check run</p>` +
        `<div class="box">${md.render(check.summary)}</div><div class="box">${md.render(check.text)}</div>`,
    ),
    join(opts.out, "check-run.png"),
  );
  await screenshot(
    chromium,
    page(`<div class="box">${annotationsHtml(plan.annotations, 4)}</div>`),
    join(opts.out, "annotations.png"),
  );
  if (!existsSync(join(opts.out, "job-summary.png"))) throw new Error("no screenshot was written");
}

await main();
