// testcage: per-test output, assertion diffs and suite errors for vitest; written by testcage.
import { appendFileSync, writeFileSync } from "node:fs";

const MAX_OUTPUT = 256 * 1024;
const MAX_TEXT = 64 * 1024;
const STREAM_MAX_BYTES = 16 * 1024 * 1024;
const text = (value) => (typeof value === "string" ? value : "");
const capped = (value) => text(value).slice(0, MAX_TEXT);
const errorsOf = (task) =>
  (Array.isArray(task.result?.errors) ? task.result.errors : []).map((e) => ({
    message: text(e?.message),
    stack: text(e?.stack),
  }));

// The file, describe path, title and definition line of a vitest 3 TestCase.
function caseOf(testCase) {
  const suite = [];
  for (let p = testCase?.parent; p && p.type === "suite"; p = p.parent) suite.unshift(capped(p.name));
  const line = testCase?.location?.line;
  return {
    file: capped(testCase?.module?.moduleId),
    ancestorTitles: suite,
    title: capped(testCase?.name),
    location: typeof line === "number" ? { line, column: testCase.location.column ?? null } : null,
  };
}

export default class TestcageReporter {
  constructor() {
    this.output = new Map();
    this.written = false;
    this.streamBytes = 0;
    this.stream({ type: "start", format: "testcage-vitest-stream/1" });
  }

  // vitest 1.4 and 2 take includeTaskLocation only from the config (the launcher
  // drops the flag there): set before any worker gets its copy of the config.
  onInit(ctx) {
    try {
      for (const config of [ctx?.config, ...(ctx?.projects ?? []).map((p) => p?.config)])
        if (config && typeof config === "object") config.includeTaskLocation = true;
    } catch {
      // a vitest whose context is shaped otherwise runs without locations
    }
  }

  stream(record) {
    const out = process.env.TESTCAGE_VITEST_STREAM;
    if (!out) return;
    try {
      const line = JSON.stringify(record) + "\n";
      const size = Buffer.byteLength(line);
      if (this.streamBytes + size > STREAM_MAX_BYTES) return;
      this.streamBytes += size;
      appendFileSync(out, line);
    } catch {
      // a full disk or an odd value must not crash the run
    }
  }

  // The tests that will run, in order: vitest may never deliver the start of the
  // last one (see unfinishedOfStream), and then these say which it was.
  onTestModuleCollected(testModule) {
    const tests = [];
    try {
      for (const t of testModule.children.allTests()) {
        if (tests.length >= 10000) break;
        const mode = t.options?.mode;
        if (mode !== "skip" && mode !== "todo") tests.push(caseOf(t));
      }
    } catch {
      return;
    }
    this.stream({ type: "collected", file: capped(testModule?.moduleId), tests });
  }

  onTestModuleEnd(testModule) {
    this.stream({ type: "file-end", file: capped(testModule?.moduleId) });
  }

  onTestCaseReady(testCase) {
    this.stream({ type: "case-start", ...caseOf(testCase) });
  }

  // The fields of an assertionResults entry of vitest's json.
  onTestCaseResult(testCase) {
    let result, diagnostic;
    try {
      result = testCase.result();
      diagnostic = testCase.diagnostic();
    } catch {
      return;
    }
    const state = text(result?.state);
    const status = state === "skipped" && testCase.options?.mode === "todo" ? "todo" : state;
    const errors = Array.isArray(result?.errors) ? result.errors : [];
    this.stream({
      type: "case-end",
      ...caseOf(testCase),
      status,
      duration: typeof diagnostic?.duration === "number" ? diagnostic.duration : null,
      failureMessages: errors.slice(0, 20).map((e) => capped(e?.stack || e?.message)),
    });
  }

  onUserConsoleLog(log) {
    if (!log || typeof log.taskId !== "string") return;
    const entry = this.output.get(log.taskId) ?? { stdout: "", stderr: "" };
    const stream = log.type === "stderr" ? "stderr" : "stdout";
    if (entry[stream].length < MAX_OUTPUT) entry[stream] += text(log.content).slice(0, MAX_OUTPUT);
    this.output.set(log.taskId, entry);
  }

  onTestRunEnd(modules) {
    this.write((modules ?? []).map((m) => m?.task).filter(Boolean));
  }

  onFinished(files) {
    this.write(files ?? []);
  }

  write(files) {
    if (this.written) return;
    this.written = true;
    const tests = [];
    const errors = [];
    const seen = new Map();
    const walk = (task, file, suite) => {
      for (const t of task.tasks ?? []) {
        if (t.type === "suite") {
          const path = [...suite, text(t.name)];
          for (const e of errorsOf(t)) errors.push({ file, suite: path, ...e });
          walk(t, file, path);
        } else {
          const key = JSON.stringify([file, suite, text(t.name)]);
          const occurrence = (seen.get(key) ?? 0) + 1;
          seen.set(key, occurrence);
          const out = this.output.get(t.id) ?? { stdout: "", stderr: "" };
          const diffs = (Array.isArray(t.result?.errors) ? t.result.errors : [])
            .map((e) => text(e?.diff))
            .filter(Boolean);
          if (out.stdout || out.stderr || diffs.length)
            tests.push({ file, suite, name: text(t.name), occurrence, ...out, diffs });
        }
      }
    };
    for (const file of files) {
      const path = text(file.filepath);
      for (const e of errorsOf(file)) errors.push({ file: path, suite: [], ...e });
      walk(file, path, []);
    }
    const out = process.env.TESTCAGE_VITEST_REPORT;
    if (out) writeFileSync(out, JSON.stringify({ format: "testcage-vitest/1", tests, errors }));
  }
}
