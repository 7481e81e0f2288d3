#!/usr/bin/env bash
# Users run dist/, not src/: fail when the committed bundle differs from a fresh build.
set -euo pipefail
cd "$(dirname "$0")/.."
npm run build --silent
if ! git diff --quiet --exit-code -- dist || [ -n "$(git status --porcelain -- dist)" ]; then
  echo "dist/ is stale: run 'npm run build' and commit dist/." >&2
  git status --short -- dist >&2
  git diff --stat -- dist >&2
  exit 1
fi
echo "dist/ is up to date"
