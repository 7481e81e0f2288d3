#!/usr/bin/env bash
# Lints the workflows with actionlint (expressions, job needs and outputs, matrix
# and permissions keys, the shell of run steps when shellcheck is on PATH). Built
# once from source through the Go module proxy, pinned, into .tmp/actionlint
# (git-ignored), as scripts/ensure-node24.sh does for Node 24.
set -euo pipefail
cd "$(dirname "$0")/.."
version=v1.7.12
bin=.tmp/actionlint/actionlint
if ! [ -x "$bin" ] || ! "$bin" -version | grep -qx "$version"; then
  mkdir -p .tmp/actionlint
  GOBIN="$PWD/.tmp/actionlint" GOFLAGS= go install "github.com/rhysd/actionlint/cmd/actionlint@$version"
fi
exec "$bin" "$@" .github/workflows/*.yml
