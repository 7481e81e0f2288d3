#!/usr/bin/env bash
# node:test samples need nothing installed: node --test is built into Node 20+.
set -euo pipefail
node --version >/dev/null
