#!/usr/bin/env bash
# Installs promptfoo (the version pinned in scripts/promptfoo/package.json) into
# .tmp/promptfoo (git-ignored), once, for the integration test that runs the real
# `promptfoo eval` over dist/promptfoo-provider.js (docs/promptfoo.md). It runs under
# Node 24 (scripts/ensure-node24.sh): promptfoo needs Node 22 or later.
#
# Its optional dependencies (browsers, image and ML libraries: over 1 GB) are left
# out; none is used by an eval of a custom provider. The one optional package an
# eval needs, libsql's native binding for promptfoo's results database, is named
# in the package.json so --omit=optional keeps it. It is a binary shipped inside an
# npm package, so nothing is downloaded from elsewhere. No lockfile: npm writes one
# that `npm ci --omit=optional` then refuses (platform packages of optional
# dependencies go missing from it), so the exact pins above are what fixes the version.
set -euo pipefail
cd "$(dirname "$0")/.."
dir=.tmp/promptfoo
want=$(sed -n 's/.*"promptfoo": "\(.*\)".*/\1/p' scripts/promptfoo/package.json)
have=$(sed -n 's/^  "version": "\(.*\)".*/\1/p' "$dir/node_modules/promptfoo/package.json" 2>/dev/null || true)
if [ "$have" = "$want" ] && [ -d "$dir/node_modules/@libsql/linux-x64-gnu" ]; then
  exit 0
fi
rm -rf "$dir"
mkdir -p "$dir"
cp scripts/promptfoo/package.json "$dir/package.json"
# Node 20's npm warns that promptfoo wants Node 22 (EBADENGINE); it runs under Node 24.
npm install --prefix "$dir" --omit=optional --no-package-lock --no-audit --no-fund --loglevel=error >/dev/null
echo "promptfoo $(sed -n 's/^  "version": "\(.*\)".*/\1/p' "$dir/node_modules/promptfoo/package.json") in $dir"
