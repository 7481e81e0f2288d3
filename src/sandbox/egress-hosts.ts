// Which hosts the install phase may reach (docs/architecture.md §4), and the
// variables that point each package manager at the egress proxy. The list is the
// registries the language's package managers use by default; a project on a
// private or mirrored registry names it with install-allow-hosts.

/** Registries by the language of the detected framework. */
const REGISTRIES: Record<string, readonly string[]> = {
  // npm, pnpm and yarn (classic and berry); node-gyp's headers.
  javascript: ["registry.npmjs.org", "registry.yarnpkg.com", "repo.yarnpkg.com", "nodejs.org"],
  python: ["pypi.org", "files.pythonhosted.org"],
  java: ["repo.maven.apache.org", "repo1.maven.org"],
  rust: ["index.crates.io", "static.crates.io", "crates.io"],
  go: ["proxy.golang.org", "sum.golang.org"],
  ruby: ["rubygems.org", "index.rubygems.org"],
  php: ["repo.packagist.org", "packagist.org"],
  elixir: ["repo.hex.pm", "hex.pm", "builds.hex.pm"],
};

/** The port the forwarder listens on inside the install's own network namespace. */
export const EGRESS_PORT = 3128;

export function registryHosts(language: string, extra: readonly string[]): string[] {
  return [...new Set([...(REGISTRIES[language] ?? []), ...extra.map((h) => h.toLowerCase())])];
}

/** One host name or "*.suffix"; what install-allow-hosts accepts. */
export function validAllowHost(host: string): boolean {
  const name = /^(\*\.)?([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/i;
  // A top-level label is never all digits: that is an address, which the proxy never allows.
  return name.test(host) && host.length <= 253 && !/^\d+$/.test(host.split(".").pop()!);
}

/**
 * The install's environment that sends every package manager through the
 * forwarder: the proxy variables curl, pip, go, cargo and npm read, and Java's
 * proxy properties for Maven (which reads no proxy variable).
 */
export function proxyEnvironment(javaOpts = ""): Record<string, string> {
  const url = `http://127.0.0.1:${EGRESS_PORT}`;
  const java = ["http", "https"].map((s) => `-D${s}.proxyHost=127.0.0.1 -D${s}.proxyPort=${EGRESS_PORT}`).join(" ");
  return {
    HTTP_PROXY: url,
    HTTPS_PROXY: url,
    http_proxy: url,
    https_proxy: url,
    npm_config_proxy: url,
    npm_config_https_proxy: url,
    // yarn 2+ reads neither HTTP(S)_PROXY nor npm's settings, only its own.
    YARN_HTTP_PROXY: url,
    YARN_HTTPS_PROXY: url,
    CARGO_HTTP_PROXY: url,
    NO_PROXY: "",
    no_proxy: "",
    MAVEN_OPTS: `${javaOpts} ${java}`.trim(),
  };
}
