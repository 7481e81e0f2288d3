// The shell function both process-sandbox set-ups (process-root.ts, process-user.ts)
// use to cover folders of the runner (RUNNER_TEMP, and for the runner's own user /tmp)
// while still showing, at their own paths, what the run needs under them: its own
// folders and those its environment names. See runner-secrets.ts for what is covered
// and why.

/**
 * Defines `cover`, which reads the set-up's variables: pt (a folder to show at /tmp,
 * or empty), cv (folders to cover with an empty tmpfs) and kept (folders to show
 * again), the last two newline-separated; `fail` and NL come from the set-up (its own
 * variables are named c…, apart from the set-ups'). The
 * kept folders are bound aside in the run's own /dev/shm first, then moved back
 * over the covered folders. -n: libmount would record a move in the host's
 * /run/mount/utab, which a user namespace's root may not write.
 */
export const COVER_FUNCTION = [
  "cover() {",
  '  [ -n "$pt$cv" ] || return 0',
  '  cs=/dev/shm/.testcage-stage; mkdir "$cs" || fail "making the staging folder failed"',
  '  [ -z "$pt" ] || { mkdir "$cs/t" && mount --rbind "$pt" "$cs/t"; } || fail "binding $pt failed"',
  '  cn=0; caside=""; IFS="$NL"',
  '  for cx in $kept; do [ -d "$cx" ] || continue; cn=$((cn+1)); mkdir "$cs/$cn" && mount --rbind "$cx" "$cs/$cn" || fail "binding $cx aside failed"; caside="$caside$cx$NL"; done',
  '  [ -z "$pt" ] || { mount -n --move "$cs/t" /tmp && rmdir "$cs/t"; } || fail "showing $pt at /tmp failed"',
  // A folder a view left out (root's home shown in part) is not there to cover.
  '  for cc in $cv; do [ -d "$cc" ] || continue; mount -t tmpfs -o mode=0755,size=64k,nosuid,nodev,noexec testcage-covered "$cc" || fail "covering $cc failed"; done',
  '  cn=0; for cx in $caside; do cn=$((cn+1)); mkdir -p "$cx" && mount -n --move "$cs/$cn" "$cx" && rmdir "$cs/$cn" || fail "showing $cx again failed"; done',
  "  unset IFS",
  '  rmdir "$cs" || fail "removing the staging folder failed"',
  "}",
].join("\n");

const under = (p: string, dir: string): boolean => p.startsWith(`${dir}/`);

/**
 * The folders covered ones must show again: the run's own and those the environment
 * names under them, the outermost of them (one inside another comes with it).
 */
export function keptFolders(own: readonly string[], named: readonly string[], covered: readonly string[]): string[] {
  const all = [...new Set([...own, ...named])].filter((d) => covered.some((c) => under(d, c)));
  return all.filter((d) => !all.some((o) => o !== d && under(d, o)));
}

/**
 * The folders to cover, and those whose run folders `keep` shows again, when the run
 * has `/tmp` of its own (`privateTmp`) or not: a folder under the host's /tmp, or /tmp
 * itself, is gone with it already, and covering it would hide the run's own /tmp.
 */
export function tmpAwareCovers(folders: readonly string[], privateTmp: boolean): { cover: string[]; over: string[] } {
  if (!privateTmp) return { cover: [...folders], over: [...folders] };
  const cover = folders.filter((f) => f !== "/tmp" && !under(f, "/tmp"));
  return { cover, over: ["/tmp", ...cover] };
}
