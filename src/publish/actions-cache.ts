// The action's result cache (docs/scale.md, Result cache): entries kept by GitHub's
// Actions cache service between workflow runs, through @actions/cache. The service
// scopes entries by branch (a pull request reads its base branch's entries, never
// the other way round), and what it gives back is read like any cache entry: as
// hostile input (result-cache.ts lookupResult).

import * as cache from "@actions/cache";
import type { RemoteResultStore } from "../run/result-cache.js";

/** One Actions cache entry per result key, so entries never mix. */
export const actionsCacheKey = (key: string): string => `testcage-result-${key}`;

/** The Actions cache service as a result store; null when this runner has none (not in Actions, or GHES without it). */
export function actionsResultStore(
  api: Pick<typeof cache, "isFeatureAvailable" | "restoreCache" | "saveCache"> = cache,
): RemoteResultStore | null {
  if (!api.isFeatureAvailable()) return null;
  return {
    async restore(key, file) {
      // The service matches keys by prefix: only the exact key is an entry of this run.
      const matched = await api.restoreCache([file], actionsCacheKey(key));
      return matched === actionsCacheKey(key);
    },
    async save(key, file) {
      // Two jobs of one workflow can store the same key; the service keeps the first and the second warns.
      await api.saveCache([file], actionsCacheKey(key));
    },
  };
}
