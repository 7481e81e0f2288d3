// What tox would install for the tests (docs/sandboxes.md, "Two phases"): the
// `[testenv]` section of tox.ini names the project's extras (`extras =`) and
// further packages (`deps =`, with `-r file` lines). Projects made from templates
// such as jaraco's keep their test plugins there and nowhere a test-named extra
// would find them (`extras = test check cover enabler type`).
//
// Only what pip can install from the registries without tox is taken: lines with
// a factor condition (`py38: mock`), a substitution other than {toxinidir}, a URL
// or a local path, and option lines other than -r are left out; a left-out line
// is counted so the install's reason can say so.

export interface ToxTestenv {
  extras: string[];
  /** Requirement specifiers, one package each. */
  deps: string[];
  /** `-r FILE` lines, relative to the project (tox.ini's folder). */
  requirements: string[];
  /** Lines of extras or deps not taken. */
  leftOut: number;
}

/** The key = value pairs of one INI section, continuation lines joined with newlines. */
function iniSection(text: string, section: string): Map<string, string> | null {
  const lines = text.split(/\r?\n/);
  const start = lines.findIndex((l) => l.trim() === `[${section}]`);
  if (start === -1) return null;
  const out = new Map<string, string>();
  let key: string | null = null;
  for (const line of lines.slice(start + 1)) {
    if (/^\[.*\]\s*$/.test(line)) break;
    if (/^\s*[#;]/.test(line) || line.trim() === "") continue;
    const kv = /^([A-Za-z_][\w.-]*)\s*=\s*(.*)$/.exec(line);
    if (kv && !/^\s/.test(line)) {
      key = kv[1]!.toLowerCase();
      out.set(key, kv[2]!.trim());
    } else if (key && /^\s/.test(line)) {
      out.set(key, `${out.get(key)}\n${line.trim()}`);
    }
  }
  return out;
}

const FACTOR = /^!?[A-Za-z0-9_.-]+(?:,!?[A-Za-z0-9_.-]+)*\s*:\s/;
/** A PEP 508 requirement naming a registry package: a name, extras, versions, markers; no URL, no quotes. */
const REQUIREMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*(\[[A-Za-z0-9._,\s-]*\])?\s*([<>=!~;(].*)?$/;
const SAFE_PATH = /^[\w./-]+$/;
/** What the install's reason may show in the runner's log: no control characters or escapes from the project. */
const PRINTABLE = /^[\x20-\x7e]+$/;

export function toxTestenv(text: string): ToxTestenv | null {
  const env = iniSection(text, "testenv");
  if (!env) return null;
  const out: ToxTestenv = { extras: [], deps: [], requirements: [], leftOut: 0 };
  for (const item of (env.get("extras") ?? "").split(/[\s,]+/).filter(Boolean)) {
    if (/^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(item)) out.extras.push(item.toLowerCase());
    else out.leftOut++;
  }
  for (const raw of (env.get("deps") ?? "").split("\n")) {
    const line = raw.replace(/\s+#.*$/, "").trim();
    if (line === "") continue;
    const r = /^-r\s*(?:\{toxinidir\}\/)?(\S+)$/.exec(line);
    if (r) {
      const file = r[1]!.replace(/^\.\//, "");
      if (SAFE_PATH.test(file) && !file.split("/").includes("..")) out.requirements.push(file);
      else out.leftOut++;
    } else if (
      PRINTABLE.test(line) &&
      !FACTOR.test(line) &&
      !line.includes("{") &&
      !line.includes("'") &&
      REQUIREMENT.test(line)
    ) {
      out.deps.push(line);
    } else {
      out.leftOut++;
    }
  }
  return out;
}
