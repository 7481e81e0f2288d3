// The runner's CA trust for the install phase: only the variables that name a CA
// file (a folder for SSL_CERT_DIR) the runner can read, and docker shows each read-only.

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { caTrustEnv, runnerCaTrust } from "../../../src/sandbox/ca-trust.js";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "tc-ca-trust-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("runnerCaTrust", () => {
  it("takes each variable that names a readable file, or a folder for SSL_CERT_DIR", () => {
    const pem = join(dir, "proxy-ca.pem");
    writeFileSync(pem, "-----BEGIN CERTIFICATE-----\n");
    mkdirSync(join(dir, "certs"));
    const trust = runnerCaTrust({
      NODE_EXTRA_CA_CERTS: pem,
      SSL_CERT_DIR: join(dir, "certs"),
      PIP_CERT: pem,
      HOME: dir,
      GITHUB_TOKEN: pem,
    });
    expect(trust).toEqual([
      { name: "NODE_EXTRA_CA_CERTS", path: pem, folder: false },
      { name: "SSL_CERT_DIR", path: join(dir, "certs"), folder: true },
      { name: "PIP_CERT", path: pem, folder: false },
    ]);
    expect(caTrustEnv(trust)).toEqual({ NODE_EXTRA_CA_CERTS: pem, SSL_CERT_DIR: join(dir, "certs"), PIP_CERT: pem });
  });

  it("leaves out what is not one: relative, missing, a folder for a file, a file for a folder, a list, too large", () => {
    const pem = join(dir, "ca.pem");
    writeFileSync(pem, "x");
    const big = join(dir, "big.pem");
    writeFileSync(big, Buffer.alloc(16 * 1024 * 1024 + 1));
    expect(
      runnerCaTrust({
        NODE_EXTRA_CA_CERTS: "ca.pem",
        SSL_CERT_FILE: join(dir, "missing.pem"),
        REQUESTS_CA_BUNDLE: dir,
        SSL_CERT_DIR: pem,
        CURL_CA_BUNDLE: `${pem}:${pem}`,
        PIP_CERT: big,
        GIT_SSL_CAINFO: "",
      }),
    ).toEqual([]);
  });
});
