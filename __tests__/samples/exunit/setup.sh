#!/usr/bin/env bash
# ExUnit samples are Mix projects without dependencies: they need Elixir (mix)
# and Erlang/OTP, from Debian's elixir package (hex.pm is not used).
set -euo pipefail
if command -v mix >/dev/null 2>&1 && command -v elixir >/dev/null 2>&1; then
  exit 0
fi
if ! command -v apt-get >/dev/null 2>&1; then
  echo "exunit samples: install Elixir 1.14+ (mix on PATH) and re-run" >&2
  exit 1
fi
SUDO=; [ "$(id -u)" = 0 ] || SUDO=sudo
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends elixir >/dev/null
elixir --version
