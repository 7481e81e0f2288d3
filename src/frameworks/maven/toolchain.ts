// Maven: the runner's JDK, the one the job set up (setup-java's JAVA_HOME, a matrix
// leg's version), which the docker sandbox runs Maven with instead of the image's JDK
// (docs/sandboxes.md, "Toolchains"). Only a self-contained JDK qualifies: a
// distribution's packaged JDK (Debian's /usr/lib/jvm/…) links its configuration and
// certificates into /etc, which the image may not have.

import { lstat, realpath } from "node:fs/promises";
import { delimiter, dirname, isAbsolute, join } from "node:path";
import type { HostToolchain } from "../../core/adapter-types.js";
import { readSmallFile } from "../../core/safe-read.js";

/** JAVA_HOME, else the JDK of the first `java` on PATH; null when there is none. */
async function javaHome(env: NodeJS.ProcessEnv): Promise<string | null> {
  const fromEnv = env["JAVA_HOME"];
  if (fromEnv && isAbsolute(fromEnv)) return fromEnv;
  for (const dir of (env["PATH"] ?? "").split(delimiter)) {
    if (!dir || !isAbsolute(dir)) continue;
    try {
      return dirname(dirname(await realpath(join(dir, "java"))));
    } catch {
      // not in this folder
    }
  }
  return null;
}

/** JAVA_VERSION from the JDK's release file ("17.0.15"). */
async function releaseVersion(home: string): Promise<string | null> {
  const text = await readSmallFile(join(home, "release"), 64 * 1024);
  return text === null ? null : (/^JAVA_VERSION="([^"\n]{1,40})"/m.exec(text)?.[1] ?? null);
}

export async function mavenHostToolchain(env: NodeJS.ProcessEnv): Promise<HostToolchain | string> {
  const home = await javaHome(env);
  if (!home) return "the runner has no JAVA_HOME and no java on its PATH";
  const version = await releaseVersion(home);
  if (!version) return `${home} is not a JDK (no release file naming JAVA_VERSION)`;
  try {
    if (!(await lstat(join(home, "bin", "javac"))).isFile()) return `${home} has no javac of its own`;
    // Self-contained: its security configuration is a file of its own, not a link into /etc.
    if ((await lstat(join(home, "conf", "security", "java.security"))).isSymbolicLink())
      return `the JDK at ${home} links its configuration into the runner's /etc (a distribution's package), so it would not run in the image`;
  } catch {
    return `${home} is not a complete JDK (bin/javac, conf/security/java.security)`;
  }
  return {
    name: "Java",
    root: home,
    bin: "bin",
    version: `Java ${version}`,
    versionArgv: ["java", "-version"],
    rootEnv: "JAVA_HOME",
  };
}
