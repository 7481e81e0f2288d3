// The runner's own TLS trust for the install phase. A runner behind a proxy that
// inspects TLS (a company's) trusts that proxy's CA through variables such as
// NODE_EXTRA_CA_CERTS or SSL_CERT_FILE; an install phase built from a scrubbed
// environment lost them, so setup-node's Node (which reads only its own CA list)
// failed every download with "self-signed certificate in certificate chain". These
// variables name public certificates, never a secret; the install phase gets each
// one the runner sets to a file (a folder for SSL_CERT_DIR) it can read. The test
// phase has no network and gets none of them. See docs/sandboxes.md, "Sandboxes".

import { statSync } from "node:fs";
import { isAbsolute } from "node:path";

/** The variables TLS clients of the install phase read their extra CAs from, and whether each names a folder. */
export const CA_TRUST_ENV: Readonly<Record<string, "file" | "folder">> = {
  NODE_EXTRA_CA_CERTS: "file",
  SSL_CERT_FILE: "file",
  SSL_CERT_DIR: "folder",
  REQUESTS_CA_BUNDLE: "file",
  PIP_CERT: "file",
  CURL_CA_BUNDLE: "file",
  GIT_SSL_CAINFO: "file",
  CARGO_HTTP_CAINFO: "file",
  NPM_CONFIG_CAFILE: "file",
  npm_config_cafile: "file",
  BUNDLE_SSL_CA_CERT: "file",
  COMPOSER_CAFILE: "file",
  HEX_CACERTS_PATH: "file",
};

/** A CA bundle larger than this is not one. */
const MAX_BUNDLE_BYTES = 16 * 1024 * 1024;

export interface CaTrust {
  name: string;
  /** The runner's absolute path. */
  path: string;
  folder: boolean;
}

/**
 * Each trust variable the runner sets to an absolute path of what it should name:
 * a regular file of at most 16 MiB, or a folder for SSL_CERT_DIR (one folder, not a
 * list). Anything else is left out, as the runner's own tools would fail on it too.
 */
export function runnerCaTrust(env: NodeJS.ProcessEnv = process.env): CaTrust[] {
  const found: CaTrust[] = [];
  for (const [name, kind] of Object.entries(CA_TRUST_ENV)) {
    const path = env[name];
    if (!path || !isAbsolute(path) || /[\n:,]/.test(path)) continue;
    try {
      const st = statSync(path);
      if (kind === "folder" ? st.isDirectory() : st.isFile() && st.size <= MAX_BUNDLE_BYTES)
        found.push({ name, path, folder: kind === "folder" });
    } catch {
      // gone or unreadable: nothing to pass on
    }
  }
  return found;
}

/** Where the docker sandbox shows the runner's CA file or folder number `i`, read-only. */
export const caTrustAt = (i: number): string => `/testcage/ca/${i}`;

/** The install phase's environment for the process sandbox, which sees the runner's files. */
export function caTrustEnv(trust: readonly CaTrust[]): Record<string, string> {
  return Object.fromEntries(trust.map((t) => [t.name, t.path]));
}
