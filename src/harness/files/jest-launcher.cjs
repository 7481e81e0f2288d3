// testcage: runs jest with its arguments given to jest-cli, not left in process.argv; written by testcage.
"use strict";
const path = require("node:path");
const [jestBin, ...args] = process.argv.slice(2);
// As npm test does: the project's bins by name, for the tests and what they start.
process.env.PATH = [path.dirname(jestBin), process.env.PATH].filter(Boolean).join(path.delimiter);
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
  // The project's own colour flags stay: supports-color reads them from argv (in band,
  // and to give jest's workers FORCE_COLOR), so `jest --color` colours matcher output
  // as it does natively (jest-extended's snapshots expect it).
  const colour = /^--(?:no-)?colou?rs?(?:=.*)?$/;
  process.argv = [process.argv[0], jestBin, ...args.filter((a) => colour.test(a))];
  // What jest's own bin does before run(): a babel config's env.test, or code that
  // checks NODE_ENV === "test", would otherwise see no NODE_ENV at all.
  if (process.env.NODE_ENV == null) process.env.NODE_ENV = "test";
  cli.run(args);
}
