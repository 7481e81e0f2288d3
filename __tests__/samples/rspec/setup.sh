#!/usr/bin/env bash
# RSpec samples need Ruby and RSpec on the machine: Debian's ruby and ruby-rspec
# packages (rubygems.org is not used; the samples have no Gemfile), and
# ruby-simplecov, which the coverage sample needs.
set -euo pipefail
if command -v ruby >/dev/null 2>&1 && command -v rspec >/dev/null 2>&1 &&
  ruby -rsimplecov -e '' >/dev/null 2>&1; then
  exit 0
fi
if ! command -v apt-get >/dev/null 2>&1; then
  echo "rspec samples: install Ruby, RSpec 3 (rspec on PATH) and SimpleCov, and re-run" >&2
  exit 1
fi
SUDO=; [ "$(id -u)" = 0 ] || SUDO=sudo
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends ruby ruby-rspec ruby-simplecov >/dev/null
rspec --version
