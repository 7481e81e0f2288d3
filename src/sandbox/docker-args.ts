// The `docker run` argv of one docker-sandbox phase: the hardening flags of
// docs/architecture.md §4 and the mounts (pure, so the flags are unit-tested), and
// where the container shows the project and the path-keyed layers (path-mirror.ts).

import { chmod, mkdir } from "node:fs/promises";
import { join, posix } from "node:path";
import type { SandboxPaths } from "../core/adapter-types.js";
import type { AppliedLayers } from "./cache-layers.js";
import { entryArgv, PATH_PREFIX_ENV, TOOLCHAIN_PROBE_ENV, TOOLCHAIN_ROOT_ENV } from "./container-entry.js";
import { containerLabel, jobLabel, type ContainerPlan } from "./docker.js";
import { layerMirrors, mirrorable, toolchainMirrorable, type EnvRewrite, type Mirror } from "./path-mirror.js";
import type { OpenOptions } from "./types.js";
import type { Workspace } from "./workspace.js";

/** Where the container shows the project and the path-keyed layers (path-mirror.ts). */
export interface ContainerView {
  /** The project at the runner's own path when path-mirror.ts allows it. */
  paths: SandboxPaths;
  /** Layers also shown at the runner's paths. */
  mirrors: readonly Mirror[];
  /**
   * An empty host folder (mode 755, root's) shown as /root when a runner path under
   * /root is shown: the image's /root is mode 700 and the tests' user could not cross
   * it (it holds nothing of theirs). A tmpfs would not do: docker gives it the mode of
   * the image's folder.
   */
  rootView: string | null;
  /**
   * An empty host folder of the run's (mode 1777) shown as the folder around the project
   * (/work, or the checkout's parent at the runner's path): writable as a checkout's
   * parent is, so tests that write beside the project ("../../tmp" from test/, as
   * nimble_parsec's helper does) do not meet the read-only root or a folder docker made
   * for the mount as root. A tmpfs would not do (docker keeps the image's folder's owner
   * and mode). Nothing of the host's parent is lost: a container shows only the project.
   */
  projectParent?: string | null;
  /** The runner's toolchain, shown read-only (runner-toolchain.ts). */
  toolchain?: { from: string; at: string } | null;
}

/** Mount points inside the container; results are mapped back from these. */
export const CONTAINER_PATHS: SandboxPaths = {
  project: "/work/project",
  reports: "/work/reports",
  harness: "/testcage/harness",
  cache: "/testcage/cache",
};

/** What the container shows at the runner's own paths (path-mirror.ts), and the variables pointed there. */
export interface Mirrors extends ContainerView {
  rewrites: EnvRewrite[];
  /** What every phase adds to the container's environment for the runner's toolchain. */
  toolchainEnv: Record<string, string>;
}

/**
 * Where the container shows a runner toolchain that is not at a path it may show
 * as it is (Debian's /usr/lib/go-1.19): Go finds its GOROOT from where its program
 * is, and rustc its sysroot, so either runs from any folder.
 */
export const TOOLCHAIN_AT = "/testcage/toolchain";

/**
 * The project at its host path when path-mirror.ts allows it, and the path-keyed
 * layers (Go's module cache) at theirs: Go's build cache keys then match the ones
 * the runner's own builds left in the layers.
 */
export async function mirrorsFor(
  projectDir: string,
  opts: OpenOptions,
  applied: AppliedLayers | null,
  cacheDir: string,
  ws: Workspace,
): Promise<Mirrors> {
  const fixed = Object.values(CONTAINER_PATHS);
  const project = mirrorable(projectDir, fixed) ? projectDir : CONTAINER_PATHS.project;
  const paths = { ...CONTAINER_PATHS, project };
  const m =
    applied && opts.layers
      ? layerMirrors(opts.layers, applied.layers, cacheDir, CONTAINER_PATHS.cache, [...fixed, project])
      : { mirrors: [], rewrites: [] };
  // The runner's toolchain at its own path where it may be shown there (a rustup
  // toolchain under the runner's home, a GOROOT in /usr/local or /opt: what the
  // runner built with it is keyed by that path), else at a fixed one.
  let toolchain: { from: string; at: string } | null = null;
  const toolchainEnv: Record<string, string> = {};
  if (opts.toolchain) {
    const t = opts.toolchain;
    const at = toolchainMirrorable(t.source, [...fixed, project, ...m.mirrors.map((x) => x.at)])
      ? t.source
      : TOOLCHAIN_AT;
    toolchain = { from: t.source, at };
    toolchainEnv[PATH_PREFIX_ENV] = posix.join(at, t.bin);
    toolchainEnv[TOOLCHAIN_PROBE_ENV] = t.probe.join(" ");
    if (t.rootEnv) toolchainEnv[TOOLCHAIN_ROOT_ENV] = `${t.rootEnv}=${at}`;
  }
  let rootView: string | null = null;
  if (
    [project, ...m.mirrors.map((x) => x.at), ...(toolchain ? [toolchain.at] : [])].some((p) => p.startsWith("/root/"))
  ) {
    rootView = join(ws.root, "root-view");
    await mkdir(rootView, { mode: 0o755 });
    await chmod(rootView, 0o755);
  }
  let projectParent: string | null = null;
  const others = [
    ...fixed.filter((f) => f !== project),
    ...m.mirrors.map((x) => x.at),
    ...(toolchain ? [toolchain.at] : []),
    ...(rootView ? ["/root"] : []),
  ];
  if (parentMayBeShown(project, others)) {
    projectParent = join(ws.root, "project-parent");
    await mkdir(projectParent, { recursive: true });
    await chmod(projectParent, 0o1777);
  }
  return { paths, mirrors: m.mirrors, rootView, projectParent, rewrites: m.rewrites, toolchain, toolchainEnv };
}

/** Folders of the image an empty parent must never cover: /tmp is its own tmpfs, and testcage's entry lives in /opt/testcage. */
const IMAGE_FOLDERS = ["/tmp", "/opt/testcage", "/usr", "/etc", "/bin", "/lib"];

/**
 * Whether the folder around the project may be shown as an empty folder of the run's:
 * not the root, nor at or above one of the image's folders (it would hide them), nor
 * at or inside another mount (`mounts`; one inside the parent is mounted into it).
 */
export function parentMayBeShown(project: string, mounts: readonly string[]): boolean {
  const parent = posix.dirname(project);
  if (parent === "/") return false;
  const coversImage = [...IMAGE_FOLDERS, "/root"].some((p) => p === parent || p.startsWith(`${parent}/`));
  const clashes = mounts.some((o) => o === parent || parent.startsWith(`${o}/`));
  return !coversImage && !clashes;
}

/** The `docker run` argv for one phase. Pure, so the hardening flags are unit-tested. */
export function dockerRunArgs(
  plan: ContainerPlan,
  ws: Pick<Workspace, "project" | "reports" | "harness">,
  cacheDir: string,
  phase: {
    network: string;
    envNames: string[];
    argv: string[];
    requiredProgram: string | null;
    /** The runtime of this phase when not the run's (an install that shares the forwarder's network). */
    runtime?: "runc" | "runsc";
    /** This phase's own read-only mounts, host path to container path (the install's CA trust). */
    readOnly?: readonly { from: string; at: string }[];
  },
  view: ContainerView = { paths: CONTAINER_PATHS, mirrors: [], rootView: null },
): string[] {
  const { paths, mirrors } = view;
  const o = plan.options;
  const runtime = phase.runtime ?? o.runtime;
  return [
    "run",
    "--name",
    plan.name,
    "--label",
    `${containerLabel()}=${plan.runId}`,
    ...(plan.jobScope ? ["--label", `${jobLabel()}=${plan.jobScope}`] : []),
    "--network",
    phase.network,
    "--read-only",
    "--tmpfs",
    `/tmp:rw,exec,nosuid,nodev,size=${o.tmpfsSize}`,

    "--user",
    `${plan.user.uid}:${plan.user.gid}`,
    "--cap-drop",
    "ALL",
    "--security-opt",
    "no-new-privileges",
    "--pids-limit",
    String(o.pidsLimit),
    "--memory",
    o.memory,
    "--memory-swap",
    o.memory,
    "--cpus",
    plan.cpus,
    "--ulimit",
    "core=0",
    "--init",
    "--log-driver",
    "none",
    ...(runtime === "runsc" ? ["--runtime", "runsc"] : []),
    "--volume",
    `${ws.project}:${paths.project}:rw`,
    "--volume",
    `${ws.reports}:${CONTAINER_PATHS.reports}:rw`,
    "--volume",
    `${ws.harness}:${CONTAINER_PATHS.harness}:ro`,
    "--volume",
    `${cacheDir}:${CONTAINER_PATHS.cache}:rw`,
    ...(view.rootView ? ["--volume", `${view.rootView}:/root:rw`] : []),
    // Docker mounts a parent before what is mounted inside it: the parent, then the project in it.
    ...(view.projectParent ? ["--volume", `${view.projectParent}:${posix.dirname(paths.project)}:rw`] : []),
    ...mirrors.flatMap((m) => ["--volume", `${m.from}:${m.at}:rw`]),
    // Read-only: no run can change the toolchain a later run builds with.
    ...(view.toolchain ? ["--volume", `${view.toolchain.from}:${view.toolchain.at}:ro`] : []),
    ...(phase.readOnly ?? []).flatMap((m) => ["--volume", `${m.from}:${m.at}:ro`]),
    "--workdir",
    paths.project,
    // --init is PID 1 here; the image's own entrypoint (tini, for service use) would be a second init.
    "--entrypoint",
    "",
    // Values travel in the docker client's environment, not in argv (ps shows argv).
    ...phase.envNames.flatMap((n) => ["--env", n]),
    "--",
    plan.image,
    // no-new-privileges is already set on the container itself.
    ...entryArgv(phase.requiredProgram, phase.argv, false),
  ];
}
