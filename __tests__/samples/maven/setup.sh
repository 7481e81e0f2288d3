#!/usr/bin/env bash
# Maven samples need a JDK (17+) and Maven (3.6.1+) on the host for their native
# counts (__tests__/helpers/native/maven.ts), which download the samples' few
# dependencies (junit-jupiter, junit 4, the compiler and Surefire plugins) from
# Maven Central into ~/.m2 on first use. Installs both from Debian when missing.
set -euo pipefail
if ! command -v mvn >/dev/null 2>&1 || ! command -v javac >/dev/null 2>&1; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "maven samples: installing Maven and a JDK from Debian"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends maven openjdk-17-jdk-headless >/dev/null
  else
    echo "maven samples: 'mvn' and 'javac' must be on PATH; install Maven 3.6.1+ and JDK 17+ and re-run" >&2
    exit 1
  fi
fi
echo "maven samples: $(mvn -v 2>/dev/null | head -n 1 | sed 's/\x1b\[[0-9;]*m//g')"
