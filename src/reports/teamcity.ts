// A reader for TeamCity service messages ("##teamcity[testStarted name='x' ...]"),
// the live log PHPUnit (--log-teamcity) and other tools write as tests happen.
// Used where the main report is written only at the end and the run was killed.
// Lines that are not well-formed messages are skipped.

export interface TeamcityTest {
  name: string;
  /** locationHint as written, e.g. "php_qn:///abs/FooTest.php::\\Ns\\FooTest::testX". */
  location: string | null;
  status: "passed" | "failed" | "skipped" | null;
  message: string | null;
  details: string | null;
  durationMs: number | null;
  finished: boolean;
}

const MESSAGE = /^##teamcity\[(\w+)((?: [\w.]+='(?:[^'|]|\|.)*')*)\s*\]\s*$/;
const ATTR = / ([\w.]+)='((?:[^'|]|\|.)*)'/g;
const ESCAPES: Record<string, string> = { "'": "'", n: "\n", r: "\r", "|": "|", "[": "[", "]": "]" };

function unescape(value: string): string {
  return value.replace(/\|(0x[0-9a-fA-F]{4}|.)/g, (_, c: string) =>
    c.length > 1 ? String.fromCharCode(parseInt(c.slice(2), 16)) : (ESCAPES[c] ?? c),
  );
}

/** Tests in start order; one still open at the end of the log has finished = false. */
export function readTeamcity(text: string): TeamcityTest[] {
  const tests: TeamcityTest[] = [];
  let open: TeamcityTest | null = null;
  for (const line of text.split("\n")) {
    const m = MESSAGE.exec(line.trim());
    if (!m) continue;
    const attrs: Record<string, string> = {};
    for (const a of m[2]!.matchAll(ATTR)) attrs[a[1]!] = unescape(a[2]!);
    const name = attrs["name"];
    if (name === undefined) continue;
    switch (m[1]) {
      case "testStarted":
        open = {
          name,
          location: attrs["locationHint"] ?? null,
          status: null,
          message: null,
          details: null,
          durationMs: null,
          finished: false,
        };
        tests.push(open);
        break;
      case "testFailed":
      case "testIgnored":
        if (open && open.name === name) {
          open.status = m[1] === "testFailed" ? "failed" : "skipped";
          open.message = attrs["message"] ?? null;
          open.details = attrs["details"] ?? null;
        }
        break;
      case "testFinished":
        if (open && open.name === name) {
          open.finished = true;
          open.status ??= "passed";
          const d = Number(attrs["duration"]);
          open.durationMs = Number.isFinite(d) ? d : null;
          open = null;
        }
        break;
      default:
        break;
    }
  }
  return tests;
}
