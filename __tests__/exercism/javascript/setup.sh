#!/usr/bin/env bash
# Installs the jest and babel toolchain that Exercism's JavaScript runner image
# brings (_toolchain/, from its committed lockfile); exercism-tracks.test.ts
# hard-links it into each case's copy. Idempotent.
set -euo pipefail
cd "$(dirname "$0")/_toolchain"
stamp=$(sha256sum package-lock.json | cut -d' ' -f1)
if [ "$(cat node_modules/.testcage-stamp 2>/dev/null || true)" != "$stamp" ]; then
  rm -rf node_modules
  npm ci --no-audit --no-fund --loglevel=error
  echo "$stamp" >node_modules/.testcage-stamp
fi
