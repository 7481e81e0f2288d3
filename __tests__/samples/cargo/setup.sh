#!/usr/bin/env bash
# cargo samples use only the standard library (no crates are downloaded): all they
# need is a Rust toolchain with cargo, for their native counts
# (__tests__/helpers/native/cargo.ts). They are edition 2021 so that older
# toolchains (Debian's Rust 1.63) run them too.
set -euo pipefail
if ! command -v cargo >/dev/null 2>&1; then
  echo "cargo samples: 'cargo' is not on PATH; install Rust (https://rustup.rs) and re-run" >&2
  exit 1
fi
echo "cargo samples: $(cargo --version)"
