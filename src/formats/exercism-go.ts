// Exercism's Go track conventions for the Exercism export (docs/results.md,
// "Exercism"): a test is named "TestX/ sub name" (each subtest level after "/ ",
// go test's underscores as spaces); test_code is the top-level test function
// with the comment lines above it; a `// testRunnerTaskID=N` comment there
// gives the task id. Exercism's Go runner also rewrites a table-driven
// subtest's test_code around its case; testcage gives the whole function.

/** "TestLeapYears/ year divisible by 4": go test's name levels joined as Exercism's Go runner shows them. */
export function goName(suite: string[], name: string): string {
  return [...suite, name].map((part) => part.replace(/_/g, " ")).join("/ ");
}

export interface GoTestSource {
  testCode: string;
  task: number | null;
  line: number;
}

/** The function `func NAME(` at the start of a line, with the comments directly above it, up to its closing brace. */
export function findGoFunc(src: string, name: string): GoTestSource | null {
  const lines = src.split(/\r?\n/);
  const header = new RegExp(`^func\\s+${name.replace(/[^\w]/g, "")}\\s*\\(`);
  const at = lines.findIndex((l) => header.test(l));
  if (at < 0) return null;
  let start = at;
  while (start > 0 && /^\s*\/\//.test(lines[start - 1]!)) start--;
  // gofmt puts a top-level function's closing brace alone at column 0.
  let end = at;
  if (!/}\s*$/.test(lines[at]!)) while (end < lines.length - 1 && lines[end] !== "}") end++;
  const comments = lines.slice(start, at).join("\n");
  const task = /testRunnerTaskID=(\d+)/.exec(comments);
  return { testCode: lines.slice(start, end + 1).join("\n"), task: task ? Number(task[1]) : null, line: at + 1 };
}
