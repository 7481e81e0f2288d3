// Exercism's Go track conventions for the Exercism export (docs/results.md,
// "Exercism"): a test is named "TestX/ sub name" (each subtest level after "/ ",
// go test's underscores as spaces); test_code is the top-level test function
// with the comment lines above it; a `// testRunnerTaskID=N` comment there
// gives the task id. A table-driven subtest's test_code is cut to its case by
// go-table-case.ts, as Exercism's Go runner does.

/** "TestLeapYears/ year divisible by 4": go test's name levels joined as Exercism's Go runner shows them. */
export function goName(suite: string[], name: string): string {
  return [...suite, name].map((part) => part.replace(/_/g, " ")).join("/ ");
}

export interface GoTestSource {
  testCode: string;
  task: number | null;
  line: number;
}

/**
 * The top-level functions of a Go file by name, found from one split of the file: a
 * run's subtests share their function (a table of 10,000 cases is one function), so a
 * lookup per test must not split and scan the file again.
 */
export function goFuncIndex(src: string): (name: string) => GoTestSource | null {
  const lines = src.split(/\r?\n/);
  const headers = new Map<string, number>();
  lines.forEach((l, i) => {
    const name = /^func\s+(\w+)\s*\(/.exec(l)?.[1];
    if (name !== undefined && !headers.has(name)) headers.set(name, i);
  });
  const found = new Map<string, GoTestSource | null>();
  return (name) => {
    if (!found.has(name)) found.set(name, functionAt(lines, headers.get(name.replace(/[^\w]/g, ""))));
    return found.get(name)!;
  };
}

/** The function `func NAME(` at the start of a line, with the comments directly above it, up to its closing brace. */
export function findGoFunc(src: string, name: string): GoTestSource | null {
  return goFuncIndex(src)(name);
}

function functionAt(lines: string[], at: number | undefined): GoTestSource | null {
  if (at === undefined) return null;
  let start = at;
  while (start > 0 && /^\s*\/\//.test(lines[start - 1]!)) start--;
  // gofmt puts a top-level function's closing brace alone at column 0.
  let end = at;
  if (!/}\s*$/.test(lines[at]!)) while (end < lines.length - 1 && lines[end] !== "}") end++;
  const comments = lines.slice(start, at).join("\n");
  const task = /testRunnerTaskID=(\d+)/.exec(comments);
  return { testCode: lines.slice(start, end + 1).join("\n"), task: task ? Number(task[1]) : null, line: at + 1 };
}
