#!/usr/bin/env bash
# Go samples use only the standard library: all they need is a go toolchain
# (the recorded goldens came from Go 1.26). Nothing is downloaded.
set -euo pipefail
if ! command -v go >/dev/null 2>&1; then
  echo "go samples: 'go' is not on PATH; install Go 1.22 or newer (https://go.dev/dl/) and re-run" >&2
  exit 1
fi
echo "go samples: $(go version)"
