// The other end of the install phase's network (docs/architecture.md §4): runs
// inside the install's own network namespace, where loopback is all there is,
// and passes each connection to 127.0.0.1:<port> on to the egress proxy's Unix
// socket, which decides what goes out. It decides nothing itself: whatever the
// install does to it, the proxy on the host still filters.

import { HARNESS_SOURCES } from "./sources.generated.js";

/** The text of src/harness/files/egress-forward.cjs (inlined at build time: scripts/harness-sources.mjs). */
export const EGRESS_FORWARD: string = HARNESS_SOURCES["egress-forward.cjs"];
