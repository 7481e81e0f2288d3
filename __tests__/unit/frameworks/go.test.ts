import { describe, expect, it } from "vitest";
import { go, goFilterArgs } from "../../../src/frameworks/go/index.js";
import type { ParseInput, ProjectFacts } from "../../../src/core/adapter-types.js";
import { readGoTestStream } from "../../../src/reports/go-json.js";
import { loadParseInput } from "../../helpers/golden.js";

const facts = (files: string[], texts: Record<string, string> = {}): ProjectFacts => ({
  files,
  topLevel: [],
  texts,
  packageJson: null,
});

/** A stream of test2json events, one JSON object per line. */
const stream = (...events: (object | string)[]): string =>
  events.map((e) => (typeof e === "string" ? e : JSON.stringify(e))).join("\n") + "\n";

const P = "example.com/m";
const ev = (Action: string, Test?: string, extra: object = {}): object => ({
  Action,
  Package: P,
  ...(Test ? { Test } : {}),
  ...extra,
});
const out = (Test: string | undefined, Output: string): object => ev("output", Test, { Output });

const SOURCES: Record<string, string> = {
  "go.mod": `module ${P}\n\ngo 1.22\n`,
  "m_test.go": [
    "package m",
    "",
    'import "testing"',
    "",
    "func TestA(t *testing.T) {",
    "}",
    "",
    "func TestB(t *testing.T) {",
    "}",
    "",
    "func TestC(t *testing.T) {",
    "}",
  ].join("\n"),
};

function input(text: string, extra: Partial<ParseInput> = {}): ParseInput {
  return {
    reports: { events: { ok: true, text } },
    exitCode: 1,
    stdout: "",
    stderr: "",
    timedOut: false,
    projectPath: "/sandbox/project",
    readSource: (rel) => SOURCES[rel],
    ...extra,
  };
}

describe("go detect", () => {
  it("prefers go.mod, then go.work, then _test.go files", () => {
    expect(go.detect(facts(["go.mod", "main.go"]))).toEqual({ score: 100, reason: "go.mod present" });
    expect(go.detect(facts(["go.work", "a/go.mod"]))?.score).toBe(90);
    expect(go.detect(facts(["pkg/x_test.go"]))).toEqual({ score: 10, reason: "Go test file pkg/x_test.go" });
    expect(go.detect(facts(["main.go", "test_x.py"]))).toBeNull();
  });
});

describe("go plan", () => {
  const paths = { project: "/p", reports: "/r", harness: "/h", cache: "/c" };

  it("lists the test files, then runs go test -json uncached with an offline, contained environment", () => {
    const inv = go.plan({ paths, facts: facts(["go.mod"]), filter: [], testCommand: null });
    expect(inv.argv.slice(0, 2)).toEqual(["sh", "-c"]);
    // The runner image's warm standard-library cache is read under the run's own, in place
    // (its GOCACHEPROG), or, in an image without the program, copied where the run's lacks it.
    expect(inv.argv[2]).toBe(
      `if [ -d /opt/testcage/go-build ]; then if [ -x /opt/testcage/bin/testcage-gocache ]; then export GOCACHEPROG=/opt/testcage/bin/testcage-gocache; ` +
        `else { mkdir -p "$GOCACHE" && cp -Rn /opt/testcage/go-build/. "$GOCACHE"/ 2>/dev/null; }; fi; fi; ` +
        `go list -e -json=ImportPath,Dir,TestGoFiles,XTestGoFiles './...' >"$0" 2>/dev/null; exec "$@"`,
    );
    // A cache kept between runs gets copies: a later run may come in an image without the program.
    const kept = go.plan({ paths, facts: facts(["go.mod"]), filter: [], testCommand: null, cacheKept: true });
    expect(kept.argv[2]).toBe(
      `[ ! -d /opt/testcage/go-build ] || { mkdir -p "$GOCACHE" && cp -Rn /opt/testcage/go-build/. "$GOCACHE"/ 2>/dev/null; }; ` +
        `go list -e -json=ImportPath,Dir,TestGoFiles,XTestGoFiles './...' >"$0" 2>/dev/null; exec "$@"`,
    );
    expect(inv.argv.slice(3)).toEqual(["/r/go-packages.json", "go", "test", "-json", "-count=1", "./..."]);
    expect(inv.reports).toEqual([
      { name: "events", file: "go-test.json", fromStdout: true },
      { name: "packages", file: "go-packages.json" },
    ]);
    expect(inv.env).toMatchObject({
      GOCACHE: "/c/go-build",
      GOPATH: "/c/go",
      GOMODCACHE: "/c/go/pkg/mod",
      GOTOOLCHAIN: "local",
      GOFLAGS: "-buildvcs=false",
    });
    // Offline by the network, not by GOPROXY: the tests see the job's (go-internal's check it).
    expect(inv.env).not.toHaveProperty("GOPROXY");
    expect(inv.env["GOFLAGS"]).not.toContain("-mod=mod");
    expect(inv.requires?.program).toBe("go");
    expect(inv.requires?.hint).toMatch(/install Go/);
  });

  it("turns ids into packages and a -run pattern, one level per name element", () => {
    const inv = go.plan({
      paths,
      facts: facts(["go.mod"]),
      filter: ["shapes/shapes_test.go::TestNested::outer::inner_bad"],
      testCommand: null,
    });
    expect(inv.argv.slice(-3)).toEqual(["-count=1", "-run=^TestNested$/^outer$/^inner_bad$", "./shapes"]);
    expect(inv.argv[2]).toContain("'./shapes'");
  });

  it("translates filters: slashes in names, regex characters, the root package, unions", () => {
    // Go splits -run at "/" and matches the name split the same way, so a name with "/" still matches.
    expect(goFilterArgs(["shapes/shapes_test.go::TestArea::half/width"], [])).toEqual({
      packages: ["./shapes"],
      run: "^TestArea$/^half$/^width$",
    });
    expect(goFilterArgs(["calc_test.go::TestA::a+b(1)#01"], [])).toEqual({
      packages: ["."],
      run: "^TestA$/^a\\+b\\(1\\)#01$",
    });
    // A whole test beside a subtest: the pattern stops at the shallower depth (never misses a test).
    expect(goFilterArgs(["a/a_test.go::TestA::x::y", "b/b_test.go::TestB", "a/a_test.go::TestA::z"], [])).toEqual({
      packages: ["./a", "./b"],
      run: "^(TestA|TestB)$",
    });
    expect(goFilterArgs(["a/a_test.go::TestA::x", "a/a_test.go::TestA::y"], []).run).toBe("^TestA$/^(x|y)$");
    // An id whose definition was not found names its package folder.
    expect(goFilterArgs(["text::ExampleJoin"], ["text/text.go"]).packages).toEqual(["./text"]);
    expect(goFilterArgs(["::TestOrphan"], []).packages).toEqual(["./..."]);
    expect(goFilterArgs(["../etc/x_test.go::TestA"], []).packages).toEqual(["./..."]);
    expect(goFilterArgs([], [])).toEqual({ packages: ["./..."], run: null });
  });

  it("runs a user's test command through sh and still reads the stream", () => {
    const inv = go.plan({ paths, facts: facts(["go.mod"]), filter: [], testCommand: "go test -json -race ./..." });
    expect(inv.argv).toEqual(["sh", "-c", "go test -json -race ./..."]);
    expect(inv.reports[0]).toEqual({ name: "events", file: "go-test.json", fromStdout: true });
    expect(inv.requires).toBeNull();
  });
});

describe("go parse (recorded runs)", () => {
  it("pass: tests and examples with the file and line of their func", () => {
    const run = go.parse(loadParseInput("go", "pass"));
    expect(run.errors).toEqual([]);
    expect(run.tests.map((t) => [t.id, t.status, t.file, t.line])).toEqual([
      ["calc_test.go::TestAdd", "passed", "calc_test.go", 8],
      ["calc_test.go::TestMul", "passed", "calc_test.go", 14],
      ["calc_test.go::ExampleAdd", "passed", "calc_test.go", 20],
    ]);
  });

  it("fail: t.Errorf and t.Fatalf lines as Go printed them, multi-line messages, a panic", () => {
    const run = go.parse(loadParseInput("go", "fail"));
    const byName = new Map(run.tests.map((t) => [t.name, t]));
    expect(run.tests.map((t) => t.status)).toEqual(["passed", "failed", "failed", "failed", "failed"]);
    expect(byName.get("TestUpper")).toMatchObject({
      file: "strs_test.go",
      line: 14,
      message: 'Upper("go") = "Go", want "GO"',
    });
    // t.Log and t.Fatalf print alike, so the first line printed (the log at 19) is where it points;
    // the fatal line (21) is in the message.
    expect(byName.get("TestFatal")).toMatchObject({
      line: 19,
      message: 'checking the empty string\nUpper(x) = "x", want X',
    });
    expect(byName.get("TestMultiline")).toMatchObject({ line: 27, message: "first line\nsecond line" });
    const panic = byName.get("TestPanics")!;
    expect(panic).toMatchObject({
      status: "failed",
      file: "strs_test.go",
      line: 32,
      message: "panic: runtime error: index out of range [3] with length 0",
    });
    expect(panic.stack).toContain("/sandbox/project/strs.go:24");
    expect(run.tests.every((t) => t.stderr === null)).toBe(true);
  });

  it("error: a package that does not compile is a collection error at the compiler's file:line", () => {
    const run = go.parse(loadParseInput("go", "error"));
    expect(run.tests).toEqual([]);
    expect(run.errors).toHaveLength(1);
    expect(run.errors[0]).toMatchObject({ kind: "collection", file: "broken.go", line: 5 });
    expect(run.errors[0]!.message).toContain("example.com/error did not build");
    expect(run.errors[0]!.message).toContain("undefined: factor");
  });

  it("mixed: nested and table subtests, skips, logs, parallel tests, examples, a broken package", () => {
    const run = go.parse(loadParseInput("go", "mixed"));
    const S = "shapes/shapes_test.go";
    expect(run.tests.map((t) => [t.id, t.status])).toEqual([
      [`${S}::TestArea::unit_square`, "passed"],
      [`${S}::TestArea::half/width`, "passed"],
      [`${S}::TestArea::wrong_on_purpose`, "failed"],
      [`${S}::TestNested::outer::inner_ok`, "passed"],
      [`${S}::TestNested::outer::inner_bad`, "failed"],
      [`${S}::TestSkipped`, "skipped"],
      [`${S}::TestLogs`, "passed"],
      [`${S}::TestParentOwnFailure`, "failed"],
      [`${S}::TestParentOwnFailure::fine`, "passed"],
      [`${S}::TestParallel::slow`, "passed"],
      [`${S}::TestParallel::fast`, "passed"],
      ["text/text_test.go::TestJoin", "passed"],
      ["text/example_test.go::ExampleJoin", "passed"],
      ["text/example_test.go::ExampleJoin_separator", "failed"],
    ]);
    expect(new Set(run.tests.map((t) => t.id)).size).toBe(run.tests.length);
    expect(run.tests.map((t) => t.order)).toEqual(run.tests.map((_, i) => i));
    const byId = new Map(run.tests.map((t) => [t.id, t]));

    // "half/width" is one subtest whose name holds a slash: no "TestArea/half" ever ran.
    expect(byId.get(`${S}::TestArea::half/width`)).toMatchObject({ suite: ["TestArea"], name: "half/width" });
    expect(byId.get(`${S}::TestArea::wrong_on_purpose`)).toMatchObject({
      file: S,
      line: 22,
      message: "Area(2, 3) = 6, want 7",
    });
    expect(byId.get(`${S}::TestNested::outer::inner_bad`)).toMatchObject({
      suite: ["TestNested", "outer"],
      name: "inner_bad",
      line: 34,
      message: "inner failure at level two",
    });
    // Passing subtests carry their top-level function's line.
    expect(byId.get(`${S}::TestNested::outer::inner_ok`)).toMatchObject({
      line: 28,
      stdout: "shapes_test.go:31: inner ok ran",
    });
    expect(byId.get(`${S}::TestSkipped`)).toMatchObject({ line: 39, message: "needs a GPU", stack: null });
    expect(byId.get(`${S}::TestLogs`)).toMatchObject({
      message: null,
      stdout: "shapes_test.go:44: computing the area\nplain stdout line",
    });
    expect(byId.get(`${S}::TestParentOwnFailure`)).toMatchObject({
      line: 54,
      message: "the parent's own check failed",
    });
    expect(byId.get(`${S}::TestParallel::slow`)!.stdout).toBe("shapes_test.go:64: slow done");
    expect(byId.get(`${S}::TestParallel::fast`)!.stdout).toBe("shapes_test.go:64: fast done");
    expect(byId.get("text/example_test.go::ExampleJoin_separator")).toMatchObject({
      line: 15,
      message: "got:\na b\nwant:\na-b",
    });

    expect(run.errors).toEqual([expect.objectContaining({ kind: "collection", file: "broken/broken.go", line: 5 })]);
    expect(run.errors[0]!.message).toMatch(/^example\.com\/mixed\/broken did not build.*cannot use 42/);
  });

  it("mixed without go list's answer: definitions found from output and <dir>_test.go, else the package folder", () => {
    const recorded = loadParseInput("go", "mixed");
    const run = go.parse({ ...recorded, reports: { events: recorded.reports["events"]! } });
    const ids = run.tests.map((t) => t.id);
    expect(ids).toContain("shapes/shapes_test.go::TestNested::outer::inner_bad");
    expect(ids).toContain("text/text_test.go::TestJoin");
    // Nothing names example_test.go: the id falls back to the package folder, file stays unknown.
    expect(run.tests.find((t) => t.name === "ExampleJoin")).toMatchObject({ id: "text::ExampleJoin", file: null });
  });

  it("crash: the test the binary died in is an error; tests finished before keep their results", () => {
    const run = go.parse(loadParseInput("go", "crash"));
    expect(run.tests.map((t) => [t.name, t.status])).toEqual([
      ["TestBefore", "passed"],
      ["TestFailsBefore", "failed"],
      ["TestDies", "error"],
    ]);
    const dies = run.tests[2]!;
    expect(dies).toMatchObject({
      file: "crash_test.go",
      line: 19,
      duration_ms: null,
      stdout: "crash_test.go:20: about to die",
    });
    expect(dies.message).toContain("never finished");
    expect(dies.message).toContain("signal: killed");
    // TestAfter never ran: said, from the functions crash_test.go defines.
    expect(run.errors.map((e) => [e.kind, e.message])).toEqual([
      [
        "collection",
        "package example.com/crash's test binary stopped in TestDies (it never finished) before it ran 1 of its 4 tests: TestAfter; they are not in these results",
      ],
    ]);
  });

  it("subtest-names: a parent is found past siblings whose names sort before its own subtests", () => {
    const run = go.parse(loadParseInput("go", "subtest-names"));
    const S = "names_test.go::TestSiblings";
    // "a-b", "c#01" (Go's name for a repeated "c"), "v1.2", "f(x)" and "g!" sort between
    // a parent and its "/" subtests; the parents a, c, v1, f and g are not leaves.
    expect(run.tests.map((t) => [t.id, t.status])).toEqual([
      [`${S}::a::inner`, "failed"],
      [`${S}::a-b`, "passed"],
      [`${S}::c::inner`, "passed"],
      [`${S}::c#01`, "passed"],
      [`${S}::v1::ok`, "passed"],
      [`${S}::v1.2`, "passed"],
      [`${S}::f::ok`, "passed"],
      [`${S}::f(x)`, "passed"],
      [`${S}::g!`, "passed"],
      [`${S}::g::ok`, "passed"],
      ["names_test.go::TestPlain", "passed"],
    ]);
    expect(run.tests[0]).toMatchObject({ line: 9, message: "inner failed" });
    expect(run.errors).toEqual([]);
  });

  it("empty: a module without tests is no-tests", () => {
    const run = go.parse(loadParseInput("go", "empty"));
    expect(run.tests).toEqual([]);
    expect(run.errors.map((e) => e.kind)).toEqual(["no-tests"]);
    expect(run.reportFound).toBe(true);
  });
});

describe("go parse (hand-made streams)", () => {
  it("a test with run and no end is an error, never a pass", () => {
    const run = go.parse(input(stream(ev("start"), ev("run", "TestA"), out("TestA", "=== RUN   TestA\n"))));
    expect(run.tests).toHaveLength(1);
    expect(run.tests[0]).toMatchObject({ id: "m_test.go::TestA", status: "error", line: 5 });
    expect(run.tests[0]!.message).toMatch(/TestA started but never finished.*exited before it reported/);
  });

  it("says a timeout stopped a test that never ended", () => {
    const run = go.parse(input(stream(ev("run", "TestA")), { timedOut: true, exitCode: null, timeoutSeconds: 30 }));
    expect(run.tests[0]!.message).toBe("did not finish within 30 s: the run timed out while this test was running");
  });

  it("keeps interleaved output of paused and continued parallel tests apart", () => {
    const text = stream(
      ev("run", "TestA"),
      ev("run", "TestA/x"),
      out("TestA/x", "=== PAUSE TestA/x\n"),
      ev("pause", "TestA/x"),
      ev("run", "TestA/y"),
      ev("pause", "TestA/y"),
      ev("cont", "TestA/x"),
      ev("cont", "TestA/y"),
      out("TestA/y", "    m_test.go:7: y says hi\n"),
      out("TestA/x", "    m_test.go:6: x failed\n"),
      out("TestA/y", "--- PASS: TestA/y (0.00s)\n"),
      ev("pass", "TestA/y", { Elapsed: 0.01 }),
      out("TestA/x", "--- FAIL: TestA/x (0.00s)\n"),
      ev("fail", "TestA/x", { Elapsed: 0.02 }),
      ev("fail", "TestA"),
      ev("fail"),
    );
    const run = go.parse(input(text));
    expect(run.tests.map((t) => [t.id, t.status, t.line, t.message, t.stdout, t.duration_ms])).toEqual([
      ["m_test.go::TestA::x", "failed", 6, "x failed", "m_test.go:6: x failed", 20],
      ["m_test.go::TestA::y", "passed", 5, null, "m_test.go:7: y says hi", 10],
    ]);
  });

  it("skips a malformed line in the middle and keeps reading", () => {
    const text = stream(
      ev("run", "TestA"),
      '{"Action":"pass","Package":"example.com/m","Test":"TestA"', // cut short
      "{not json at all}",
      '{"Action":42}',
      ev("pass", "TestA"),
      ev("run", "TestB"),
      ev("skip", "TestB"),
    );
    const read = readGoTestStream(text);
    expect(read.malformed).toBe(3);
    expect(read.tests.map((t) => [t.name, t.outcome])).toEqual([
      ["TestA", "pass"],
      ["TestB", "skip"],
    ]);
    expect(go.parse(input(text)).tests.map((t) => t.status)).toEqual(["passed", "skipped"]);
  });

  it("keeps non-JSON lines (a linker warning) aside without failing", () => {
    const text = stream(
      "# example.com/m.test",
      "/usr/bin/ld: warning: x.o: missing .note.GNU-stack section implies executable stack",
      ev("run", "TestA"),
      ev("pass", "TestA"),
      ev("pass"),
    );
    const read = readGoTestStream(text);
    expect(read.plainLines).toHaveLength(2);
    expect(read.plainLines[1]).toContain("/usr/bin/ld: warning");
    expect(read.malformed).toBe(0);
    const run = go.parse(input(text, { exitCode: 0 }));
    expect(run.tests.map((t) => t.status)).toEqual(["passed"]);
    expect(run.errors).toEqual([]);
  });

  it("reads Output split over several events and bounds each test's output, keeping head and tail", () => {
    const limits = { maxLineChars: 1000, maxOutputChars: 100, maxTests: 10, maxPackages: 10, maxPlainLines: 5 };
    const text = stream(
      ev("run", "TestA"),
      out("TestA", "    m_test.go:6: begin"),
      out("TestA", "ning\n"),
      ...Array.from({ length: 20 }, (_, i) => out("TestA", `filler line ${i}\n`)),
      out("TestA", "last words\n"),
      ev("fail", "TestA"),
      JSON.stringify(out("TestA", "x".repeat(2000))),
    );
    const read = readGoTestStream(text, limits);
    const output = read.tests[0]!.output;
    expect(output.startsWith("    m_test.go:6: beginning\n")).toBe(true);
    expect(output).toMatch(/\[testcage: \d+ characters of output cut\]/);
    expect(output.endsWith("last words\n")).toBe(true);
    expect(read.malformed).toBe(1);
  });

  it("stops tracking tests past the limit and says so", () => {
    const limits = { maxLineChars: 1000, maxOutputChars: 100, maxTests: 2, maxPackages: 1, maxPlainLines: 5 };
    const read = readGoTestStream(
      stream(ev("run", "TestA"), ev("run", "TestB"), ev("run", "TestC"), { Action: "start", Package: "other" }),
      limits,
    );
    expect(read.tests).toHaveLength(2);
    expect(read.droppedTests).toBe(1);
    expect(read.packages.map((p) => p.package)).toEqual([P]);
    expect(read.droppedPackages).toBe(1);
  });

  it("finds definitions in the test files go list named, however they are called", () => {
    const listing = [
      { Dir: "/sandbox/project/sub", ImportPath: `${P}/sub`, TestGoFiles: ["odd_name_test.go"] },
      { Dir: "/elsewhere/vendor/x", ImportPath: "x", TestGoFiles: ["../../escape_test.go"] },
    ]
      .map((o) => JSON.stringify(o, null, "\t"))
      .join("\n");
    const sources: Record<string, string> = {
      "sub/odd_name_test.go": 'package sub\n\nfunc TestSub(t *testing.T) {\n\tt.Run("a {b}", nil)\n}\n',
    };
    const text = stream(
      { Action: "run", Package: `${P}/sub`, Test: "TestSub" },
      { Action: "pass", Package: `${P}/sub`, Test: "TestSub" },
    );
    const run = go.parse(
      input(text, {
        reports: { events: { ok: true, text }, packages: { ok: true, text: listing } },
        readSource: (rel) => sources[rel],
      }),
    );
    expect(run.tests[0]).toMatchObject({ id: "sub/odd_name_test.go::TestSub", file: "sub/odd_name_test.go", line: 3 });
  });

  it("a test run several times (-count=2) is as bad as its worst attempt", () => {
    const read = readGoTestStream(
      stream(ev("run", "TestA"), ev("fail", "TestA"), ev("run", "TestA"), ev("pass", "TestA"), ev("run", "TestB")),
    );
    expect(read.tests.map((t) => [t.name, t.outcome])).toEqual([
      ["TestA", "fail"],
      ["TestB", null],
    ]);
  });

  it("gives a subtest's panic, printed under its top-level test, to the subtest that raised it", () => {
    const text = stream(
      ev("run", "TestA"),
      ev("run", "TestA/ok"),
      ev("pass", "TestA/ok"),
      ev("run", "TestA/boom"),
      out("TestA/boom", "--- FAIL: TestA/boom (0.00s)\n"),
      ev("fail", "TestA/boom"),
      out("TestA", "--- FAIL: TestA (0.00s)\n"),
      out("TestA", "panic: assignment to entry in nil map [recovered, repanicked]\n"),
      out("TestA", "\n"),
      out("TestA", "goroutine 8 [running]:\n"),
      out("TestA", "example.com/m.TestA.func2(0x187d3abdcb48?)\n"),
      out("TestA", "\t/sandbox/project/m_test.go:7 +0x28\n"),
      ev("fail", "TestA"),
      out(undefined, "FAIL\texample.com/m\t0.007s\n"),
      ev("fail"),
    );
    const run = go.parse(input(text));
    expect(run.tests.map((t) => t.name)).toEqual(["ok", "boom"]);
    expect(run.tests[1]).toMatchObject({
      status: "failed",
      file: "m_test.go",
      line: 7,
      message: "panic: assignment to entry in nil map",
    });
    expect(run.tests[1]!.stack).toContain("goroutine 8 [running]:");
    // The panic ended the binary: TestB and TestC, which m_test.go defines, never ran.
    expect(run.errors.map((e) => [e.kind, e.message])).toEqual([
      [
        "collection",
        "package example.com/m's test binary stopped in TestA (panic: assignment to entry in nil map) before it ran 2 of its 3 tests: TestB, TestC; they are not in these results",
      ],
    ]);
    // Not when only some tests were asked for: those not named may not have been meant to run.
    expect(go.parse(input(text, { selected: true })).errors).toEqual([]);
  });

  it("a parent that never ended while its subtests passed counts as the error", () => {
    const run = go.parse(input(stream(ev("run", "TestA"), ev("run", "TestA/x"), ev("pass", "TestA/x"))));
    expect(run.tests.map((t) => [t.id, t.status])).toEqual([
      ["m_test.go::TestA", "error"],
      ["m_test.go::TestA::x", "passed"],
    ]);
  });

  it("one error per failed build, naming the packages it stopped", () => {
    const text = stream(
      { ImportPath: "example.com/m/lib", Action: "build-output", Output: "# example.com/m/lib\n" },
      {
        ImportPath: "example.com/m/lib",
        Action: "build-output",
        Output: 'lib/lib.go:2:23: cannot use "x" (untyped string constant) as int value in return statement\n',
      },
      { ImportPath: "example.com/m/lib", Action: "build-fail" },
      { Action: "start", Package: "example.com/m/lib" },
      { Action: "fail", Package: "example.com/m/lib", FailedBuild: "example.com/m/lib" },
      { Action: "start", Package: "example.com/m/uses" },
      { Action: "output", Package: "example.com/m/uses", Output: "FAIL\texample.com/m/uses [build failed]\n" },
      { Action: "fail", Package: "example.com/m/uses", FailedBuild: "example.com/m/lib" },
    );
    const run = go.parse(input(text));
    expect(run.errors).toHaveLength(1);
    expect(run.errors[0]).toMatchObject({ kind: "collection", file: "lib/lib.go", line: 2 });
    expect(run.errors[0]!.message).toContain("this stopped the tests of example.com/m/uses");
    // Nothing ran at all: the engine makes the run an error with this message.
    expect(run.tests).toEqual([]);
  });

  it("without FailedBuild (older Go) the package's own build output is used", () => {
    const text = stream(
      { ImportPath: `${P} [${P}.test]`, Action: "build-output", Output: "./m.go:4:2: undefined: x\n" },
      { ImportPath: `${P} [${P}.test]`, Action: "build-fail" },
      out(undefined, `FAIL\t${P} [build failed]\n`),
      ev("fail"),
    );
    const run = go.parse(input(text));
    expect(run.errors).toEqual([expect.objectContaining({ kind: "collection", file: "m.go", line: 4 })]);
    expect(run.errors[0]!.message).toContain("undefined: x");
  });

  it("a missing module says the test phase is offline", () => {
    const text = stream(
      {
        ImportPath: "github.com/nope/missing",
        Action: "build-output",
        Output: "dep/dep.go:3:8: no required module provides package github.com/nope/missing; to add it:\n",
      },
      { ImportPath: "github.com/nope/missing", Action: "build-fail" },
      { Action: "output", Package: "example.com/m/dep", Output: "FAIL\texample.com/m/dep [setup failed]\n" },
      { Action: "fail", Package: "example.com/m/dep", FailedBuild: "github.com/nope/missing" },
    );
    const run = go.parse(input(text));
    expect(run.errors[0]).toMatchObject({ kind: "collection", file: "dep/dep.go", line: 3 });
    expect(run.errors[0]!.message).toMatch(/offline.*go mod download/);
  });

  it("a module fetch the offline test phase could not make says so too (go 1.22+, no network)", () => {
    // Recorded: go test -json ./... under `unshare -rn` with an empty module cache.
    const text = stream(
      { ImportPath: "github.com/google/uuid", Action: "build-output", Output: "# example.com/installs\n" },
      {
        ImportPath: "github.com/google/uuid",
        Action: "build-output",
        Output:
          'uuid_test.go:6:2: github.com/google/uuid@v1.6.0: Get "https://proxy.golang.org/github.com/google/uuid/@v/v1.6.0.zip": dial tcp: lookup proxy.golang.org on 10.255.255.53:53: dial udp 10.255.255.53:53: connect: network is unreachable\n',
      },
      { ImportPath: "github.com/google/uuid", Action: "build-fail" },
      { Action: "start", Package: "example.com/installs" },
      { Action: "output", Package: "example.com/installs", Output: "FAIL\texample.com/installs [setup failed]\n" },
      { Action: "fail", Package: "example.com/installs", Elapsed: 0, FailedBuild: "github.com/google/uuid" },
    );
    const run = go.parse(input(text));
    expect(run.errors[0]).toMatchObject({ kind: "collection", file: "uuid_test.go", line: 6 });
    expect(run.errors[0]!.message).toMatch(
      /network is unreachable; .*; the test phase is offline, so vendor the module .*go mod download/,
    );
    // A test's own failed request is not a module fetch.
    expect(run.errors[0]!.message.match(/the test phase is offline/g)).toHaveLength(1);
  });

  it("a package that fails outside any test (init panic) is a collection error at the panic's frame", () => {
    const text = stream(
      ev("start"),
      out(undefined, "panic: boom in init\n"),
      out(undefined, "\n"),
      out(undefined, "goroutine 1 [running]:\n"),
      out(undefined, "example.com/m.init.0()\n"),
      out(undefined, "\t/sandbox/project/m_test.go:3 +0x25\n"),
      out(undefined, "FAIL\texample.com/m\t0.005s\n"),
      ev("fail"),
    );
    const run = go.parse(input(text));
    expect(run.errors).toEqual([expect.objectContaining({ kind: "collection", file: "m_test.go", line: 3 })]);
    expect(run.errors[0]!.message).toContain("panic: boom in init");
  });

  it("a TestMain that exits non-zero after passing tests is a collection error with what it printed", () => {
    const text = stream(
      ev("run", "TestA"),
      ev("pass", "TestA"),
      out(undefined, "setup failed: no db\n"),
      out(undefined, "FAIL\texample.com/m\t0.003s\n"),
      ev("fail"),
    );
    const run = go.parse(input(text));
    expect(run.tests.map((t) => t.status)).toEqual(["passed"]);
    expect(run.errors.map((e) => e.kind)).toEqual(["collection"]);
    expect(run.errors[0]!.message).toContain("setup failed: no db");
  });

  it("explains runs that ended before any event", () => {
    const noEvents = (stderr: string, exitCode: number): ParseInput =>
      input("", { stderr, exitCode, reports: { events: { ok: true, text: "" } } });
    const tooNew = go.parse(noEvents("go: go.mod requires go >= 1.99 (running go 1.26.8; GOTOOLCHAIN=local)\n", 1));
    expect(tooNew.errors[0]).toMatchObject({ kind: "framework-missing" });
    expect(tooNew.errors[0]!.message).toContain("needs Go 1.99 but the sandbox has Go 1.26.8");
    const none = go.parse(noEvents('go: warning: "./..." matched no packages\nno packages to test\n', 1));
    expect(none.errors.map((e) => e.kind)).toEqual(["no-tests"]);
    const noModule = go.parse(noEvents("go: cannot find main module, but found .git/config in /x\n", 1));
    expect(noModule.errors[0]).toMatchObject({ kind: "collection" });
    expect(noModule.errors[0]!.message).toContain("cannot find main module");
    expect(noModule.reportFound).toBe(false);
    const silent = go.parse(noEvents("", 2));
    expect(silent.errors[0]!.message).toBe("go test stopped before running any test: go test exited with 2");
    // No stream file at all: the engine's report-missing says it, unless go itself is missing.
    const gone = { events: { ok: false as const, problem: "missing" as const, detail: "" } };
    expect(go.parse({ ...noEvents("boom\n", 1), reports: gone })).toEqual({
      tests: [],
      errors: [],
      reportFound: false,
    });
    const noGo = go.parse({ ...noEvents("sh: 1: exec: go: not found\n", 127), reports: gone });
    expect(noGo.errors.map((e) => e.kind)).toEqual(["framework-missing"]);
  });
});

describe("go liveStatus", () => {
  it("counts only a test's own end events", () => {
    expect(go.liveStatus!(JSON.stringify(ev("pass", "TestA")))).toBe("passed");
    expect(go.liveStatus!(JSON.stringify(ev("fail", "TestA/x")))).toBe("failed");
    expect(go.liveStatus!(JSON.stringify(ev("skip", "TestA")))).toBe("skipped");
    expect(go.liveStatus!(JSON.stringify(ev("pass")))).toBeNull();
    expect(go.liveStatus!(JSON.stringify(ev("run", "TestA")))).toBeNull();
    // Fake events inside Output are escaped and do not count.
    expect(go.liveStatus!(JSON.stringify(out(undefined, '{"Action":"pass","Test":"TestFake"}')))).toBeNull();
    expect(go.liveStatus!("--- PASS: TestA (0.00s)")).toBeNull();
  });
});
