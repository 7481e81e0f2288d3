#!/usr/bin/env bash
# Copies this machine's Go toolchain into the build context ($1/toolchain/go).
set -euo pipefail
goroot=$(go env GOROOT)
mkdir -p "$1/toolchain"
cp -a "$goroot" "$1/toolchain/go"
# Tests and docs are not needed to run `go test` on a project.
rm -rf "$1/toolchain/go/test" "$1/toolchain/go/doc" "$1/toolchain/go/api"
