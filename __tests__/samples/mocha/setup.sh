#!/usr/bin/env bash
# The samples share one hard-linked toolchain install (see the script for why).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
exec bash "$here/../../../scripts/setup-node-toolchain.sh" "$here"
