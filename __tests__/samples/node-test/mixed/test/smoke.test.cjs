// A plain script: node runs it as one test that passes when it exits cleanly.
const assert = require("node:assert");

assert.strictEqual([1, 2, 3].length, 3);
console.log("smoke script ran");
