#!/usr/bin/env bash
# Records the Gradle report-paths fixture (__tests__/fixtures/report-paths/gradle)
# from a real Gradle run: the project there is copied into a throwaway container of
# the base image, Debian bookworm's own `gradle` (4.4.1), `openjdk-17-jdk-headless`
# and `junit4` packages are installed in it, `gradle test` runs offline, and the
# JUnit XML files Gradle writes (build/test-results/test/TEST-*.xml) are copied back
# next to the sources. Gradle's own download servers are out of reach from here, and
# Debian's package is a real Gradle build; the container keeps it off the host.
#
# Edited after the run, and nothing else: the `hostname` attribute (the recording
# machine's name) and the `timestamp` attribute (the time of the run) of each
# <testsuite>, so a re-recording differs only where the tool's output does.
#
# Needs the base image that scripts/docker-up.sh builds, and Debian's mirror.
set -euo pipefail
cd "$(dirname "$0")/.."

DOCKER=/usr/bin/docker
[ -x "$DOCKER" ] || DOCKER=$(command -v docker)
BASE_IMAGE=${BASE_IMAGE:-testcage/base:bookworm}
"$DOCKER" image inspect "$BASE_IMAGE" >/dev/null 2>&1 ||
  { echo "record-gradle-fixture: no $BASE_IMAGE image; scripts/docker-up.sh builds it" >&2; exit 1; }

fixture=__tests__/fixtures/report-paths/gradle
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp -r "$fixture/settings.gradle" "$fixture/build.gradle" "$fixture/src" "$work/"

# The daemon has no bridge network (scripts/docker-up.sh), so apt reaches the mirror
# through the host's; the build itself runs --offline from Debian's Maven repository.
"$DOCKER" run --rm --network host -v "$work:/project" -w /project "$BASE_IMAGE" bash -ec '
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends gradle openjdk-17-jdk-headless junit4 >/tmp/apt.log 2>&1 ||
    { tail -n 30 /tmp/apt.log >&2; exit 1; }
  dpkg-query -W -f "\${Package} \${Version}\n" gradle openjdk-17-jdk-headless junit4 >versions.txt
  gradle --offline --no-daemon --version >>versions.txt 2>&1
  # Debian'\''s Gradle prints a stack trace for an optional resolver hook it cannot load
  # (org.debian.gradle.plugin.MavenResolverHook) and resolves JUnit all the same, so
  # the log is kept whole and judged by the exit code and the reports.
  gradle --offline --no-daemon test >gradle.log 2>&1 || { tail -n 60 gradle.log >&2; exit 1; }
  grep -E "tests completed|^BUILD" gradle.log
  chown -R "$(stat -c %u:%g /project)" /project
'

reports="$work/build/test-results/test"
ls "$reports"/TEST-*.xml >/dev/null 2>&1 || { echo "record-gradle-fixture: Gradle wrote no report" >&2; exit 1; }
rm -rf "$fixture/build"
mkdir -p "$fixture/build/test-results/test"
cp "$reports"/TEST-*.xml "$fixture/build/test-results/test/"
sed -i -E '/<testsuite /{s/ timestamp="[^"]*"/ timestamp="2024-01-01T00:00:00"/;s/ hostname="[^"]*"/ hostname="localhost"/}' \
  "$fixture"/build/test-results/test/TEST-*.xml
grep -E '^(gradle|openjdk-17-jdk-headless|junit4) |^(Gradle|JVM:)' "$work/versions.txt"
echo "record-gradle-fixture: reports recorded in $fixture/build/test-results/test"
