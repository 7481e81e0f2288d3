// The engine's one coverage step: find the report the adapter declared, and
// normalize it; every way that can fail becomes Coverage.problem, never a failed run.

import type { FrameworkAdapter, Invocation, ReportContent } from "../core/adapter-types.js";
import type { PathMapper } from "../core/paths.js";
import { firstLine } from "../core/text.js";
import type { Coverage } from "../core/coverage-model.js";
import { emptyCoverage, normalizeCoverage } from "./normalize.js";

export function readCoverage(
  adapter: FrameworkAdapter,
  invocation: Invocation,
  reports: Record<string, ReportContent>,
  projectPath: string,
  projectFiles: readonly string[],
  map: PathMapper,
): Coverage {
  const spec = invocation.coverage;
  if (!spec) return emptyCoverage(null, `coverage is not supported for ${adapter.name} yet`);
  if ("problem" in spec) return emptyCoverage(null, spec.problem);
  const content = reports[spec.report];
  const declined = spec.problemReport ? reports[spec.problemReport] : undefined;
  if ((!content || !content.ok) && declined?.ok) {
    // Written by the run's own harness, but from inside the sandbox: one capped line of text.
    const why = firstLine(declined.text)
      .replace(/[^\t\x20-\x7e\u00a0-\uffff]/g, "")
      .slice(0, 300);
    return emptyCoverage(null, why || `no ${spec.format} coverage report: the coverage tool could not run`);
  }
  if (!content || !content.ok) {
    const why = content && !content.ok ? content.detail : "it was not written";
    return emptyCoverage(spec.format, `no ${spec.format} coverage report: ${why}`);
  }
  return normalizeCoverage(spec.format, content.text, {
    projectPath,
    projectFiles,
    toRepo: (rel) => map.file(rel),
    stripPrefix: spec.stripPrefix,
  });
}
