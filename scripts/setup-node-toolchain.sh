#!/usr/bin/env bash
# Usage: setup-node-toolchain.sh SAMPLES_DIR
# Installs a JS test framework once into SAMPLES_DIR/_toolchain/ (from its
# committed lockfile) and gives every sample a node_modules that is a hard-link copy of it: samples stay
# self-contained (the sandbox copies the project folder, symlinks would dangle
# there) without one npm install per sample. Idempotent: a stamp holding the
# lockfile's hash tells whether an install or a copy is stale.
set -euo pipefail
cd "$1"
toolchain=_toolchain
stamp_of() { sha256sum "$toolchain/package-lock.json" | cut -d' ' -f1; }
want=$(stamp_of)

if [ "$(cat "$toolchain/node_modules/.testcage-stamp" 2>/dev/null || true)" != "$want" ]; then
  (cd "$toolchain" && rm -rf node_modules && npm ci --no-audit --no-fund --loglevel=error)
  echo "$want" >"$toolchain/node_modules/.testcage-stamp"
fi

for dir in */; do
  case="${dir%/}"
  [ "$case" = "$toolchain" ] && continue
  [ -f "$case/package.json" ] || continue
  [ "$(cat "$case/node_modules/.testcage-stamp" 2>/dev/null || true)" = "$want" ] && continue
  rm -rf "$case/node_modules"
  cp -al "$toolchain/node_modules" "$case/node_modules"
done
