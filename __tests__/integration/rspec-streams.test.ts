// RSpec's streams under testcage: what an example prints is kept per example, and
// $stdout/$stderr are still the IO objects the tests had (tty-color 0.6.0 keeps
// `$stderr` at load time and its spec compares it with `$stderr`).

import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { runCli } from "../helpers/cli.js";
import { requireDocker } from "../helpers/docker.js";

function project(): string {
  const dir = join(mkdtempSync(join(tmpdir(), "tc-rspec-streams-")), "project");
  mkdirSync(join(dir, "spec"), { recursive: true });
  writeFileSync(join(dir, ".rspec"), "--require spec_helper\n");
  writeFileSync(join(dir, "spec/spec_helper.rb"), "KEPT_ERR = $stderr\nKEPT_OUT = $stdout\n");
  writeFileSync(
    join(dir, "spec/streams_spec.rb"),
    [
      "RSpec.describe 'streams' do",
      "  it 'are the objects kept at load time' do",
      "    expect(KEPT_ERR).to equal($stderr)",
      "    expect(KEPT_OUT).to equal($stdout)",
      "  end",
      "  it 'are IO objects' do",
      "    expect($stderr).to be_a(IO)",
      "    expect($stdout).to be_a(IO)",
      "  end",
      "  it 'prints' do",
      "    puts 'to stdout'",
      "    $stdout.print 'and ', 'more', \"\\n\"",
      "    warn 'to stderr'",
      '    $stderr << "bytes \\xff\\n".b',
      "  end",
      "  it 'prints nothing' do",
      "    expect(1).to eq(1)",
      "  end",
      "end",
      "",
    ].join("\n"),
  );
  return dir;
}

describe.each(["process", "docker"])("rspec: each example's output, the streams left as they are, %s", (sandbox) => {
  beforeAll(() => {
    if (sandbox === "docker") requireDocker();
  });

  it("keeps the streams' identity and each example's output", async () => {
    const run = await runCli(["run", project(), "--sandbox", sandbox]);
    expect(run.result.framework?.id).toBe("rspec");
    const byName = Object.fromEntries(run.result.tests.map((t) => [t.name, t]));
    expect(run.result.tests.map((t) => [t.name, t.status, t.message])).toEqual([
      ["are the objects kept at load time", "passed", null],
      ["are IO objects", "passed", null],
      ["prints", "passed", null],
      ["prints nothing", "passed", null],
    ]);
    expect(byName["prints"]!.stdout).toBe("to stdout\nand more");
    expect(byName["prints"]!.stderr).toBe("to stderr\nbytes \uFFFD");
    expect(byName["prints nothing"]!.stdout ?? null).toBeNull();
  });
});
