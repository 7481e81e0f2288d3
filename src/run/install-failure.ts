// What a failed install phase says in one line: the package manager's own reason,
// not its last line (npm ends with "A complete log … can be found in <a folder
// the run already removed>", pip and cargo with hints).

import { cleanText, lastLine, withContinuation } from "../core/text.js";

/**
 * A tool's error prefix: npm's "npm error"/"npm ERR!", pip's "ERROR:", cargo's "error:", apt's "E:",
 * Maven's "[ERROR]" (Maven writes its errors to stdout, and only ANSI resets to stderr), and
 * yarn 2+'s error codes ("➤ YN0001: │ RequestError: …": an exception, a failed build, a
 * checksum, a lockfile --immutable would change, a package or version not found).
 */
const ERROR_LINE =
  /^(?:npm (?:error|ERR!)|\[ERROR\]|ERROR:?|error(?:\[\w+\])?:|E:|fatal:|Error:|(?:➤ *)?YN00(?:01|09|18|28|35|82): *│? *)\s*/i;
/** Lines that point somewhere rather than say anything: logs, usage, bare codes. */
const NOISE =
  /complete log|_logs\/|debug-\d+\.log|^code [A-Z0-9_]+$|^errno |^syscall |^Usage:|^Options:|^\[--|^npm (?:ci|install)$|^Clean install a project$|^Run "npm help|^To see the full stack trace|^Re-run Maven|^For more information about the errors|^After correcting the problems|^\[Help \d+\]/i;
/** Maven's pointer to its wiki, " -> [Help 1]", at the end of the reason line. */
const HELP_POINTER = / -> \[Help \d+\]$/;

/**
 * The reason without Maven's pointer. Found from the end: a pattern led by \s* would
 * be retried from every character of a long run of spaces (the reader fuzzer's case).
 */
function withoutHelpPointer(said: string): string {
  const at = said.lastIndexOf(" -> [Help ");
  return at !== -1 && HELP_POINTER.test(said.slice(at)) ? said.slice(0, at).trimEnd() : said;
}

/** The first one or two lines of the reason an install failed; the last line when no tool prefix is found. */
export function installFailureReason(stderr: string, stdout = ""): string {
  const reasons: string[] = [];
  const lines = `${stderr}\n${stdout}`.split("\n").map((l) => cleanText(l));
  for (const [i, raw] of lines.entries()) {
    const line = raw.trim();
    const m = ERROR_LINE.exec(line);
    if (!m) continue;
    const said = withoutHelpPointer(withContinuation(line.slice(m[0].length).trim(), lines.slice(i + 1, i + 4)));
    if (said.length < 8 || NOISE.test(said) || reasons.includes(said)) continue;
    reasons.push(said);
    if (reasons.length === 2) break;
  }
  return reasons.length ? reasons.join(" ") : lastLine(stderr) || lastLine(stdout);
}
