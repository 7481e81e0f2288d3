// A launcher for the project's own jest that keeps testcage's flags out of the
// tests' process.argv. Natively `npx jest` leaves argv as [node, jest]; tests
// that parse it (a CLI library calling program.parse()) would otherwise see
// --ci --json --outputFile … and fail, or exit before jest writes its report.
// jest-cli's run() takes its arguments as a parameter, so argv can be put back
// to what jest's own bin sees before it starts.

export const JEST_LAUNCHER = `// testcage: runs jest with its arguments given to jest-cli, not left in process.argv; written by testcage.
"use strict";
const path = require("node:path");
const [jestBin, ...args] = process.argv.slice(2);
const from = (name, dir) => require.resolve(name, { paths: [dir] });
let cli;
try {
  // jest-cli is jest's dependency: resolved from where the project's jest lives.
  const jestDir = path.dirname(from("jest/package.json", process.cwd()));
  cli = require(from("jest-cli", jestDir));
} catch {
  cli = null;
}
if (!cli || typeof cli.run !== "function") {
  // An unusual install: run jest's own bin, arguments in argv as before.
  process.argv = [process.argv[0], jestBin, ...args];
  require(jestBin);
} else {
  process.argv = [process.argv[0], jestBin];
  cli.run(args);
}
`;
