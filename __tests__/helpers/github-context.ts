// The GitHub context the publish tests render for: a push, or a pull request
// (number 7) when `pullRequest` is set.

import type { GitHubContext } from "../../src/publish/context.js";

export function testContext(pullRequest = false): GitHubContext {
  return {
    owner: "acme",
    repo: "app",
    sha: "abc123",
    eventName: pullRequest ? "pull_request" : "push",
    pullNumber: pullRequest ? 7 : null,
    fromFork: false,
    serverUrl: "https://github.com",
    apiUrl: "https://api.github.com",
    runId: "42",
    runAttempt: "1",
    job: "test",
    baseBranch: pullRequest ? "main" : null,
    workflowRef: "acme/app/.github/workflows/ci.yml@refs/heads/main",
  };
}
