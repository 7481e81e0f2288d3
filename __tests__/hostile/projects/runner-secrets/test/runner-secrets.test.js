// Hostile case 32: the job's credentials and file commands in RUNNER_TEMP, a file the
// checkout's .git/config includes from elsewhere, and the host's Unix sockets are out
// of reach of the tests and of the install phase (its preinstall ran probe.js).
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { probe } from "../probe.js";

test("the tests reach none of the runner's secrets or sockets", async () => {
  assert.deepEqual(await probe(), []);
});

test("the install phase reached none of them", () => {
  assert.deepEqual(JSON.parse(readFileSync("install-leaks.json", "utf8")), []);
});
