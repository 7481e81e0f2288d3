#!/usr/bin/env bash
# Builds testcage's runner images. Each Dockerfile takes its base as ARG BASE:
# on GitHub the release workflow passes official images; here, with no registry,
# the base is made locally with debootstrap and `docker import`.
#
#   runner-images/build.sh              build what is missing
#   REBUILD=1 runner-images/build.sh    rebuild everything
set -euo pipefail
cd "$(dirname "$0")"
DOCKER=/usr/bin/docker
[ -x "$DOCKER" ] || DOCKER=$(command -v docker)
BASE_IMAGE=${BASE_IMAGE:-testcage/base:bookworm}
PREFIX=${PREFIX:-testcage/runner}
TAG=${TAG:-local}

log() { echo "runner-images: $*"; }
have() { [ -z "${REBUILD:-}" ] && "$DOCKER" image inspect "$1" >/dev/null 2>&1; }
# An image is current when it was built from exactly this folder's files.
context_hash() { (cd "$1" && find . -type f -print0 | sort -z | xargs -0 sha256sum | sha256sum | cut -c1-16); }
current() {
  [ -z "${REBUILD:-}" ] &&
    [ "$("$DOCKER" image inspect --format '{{index .Config.Labels "dev.testcage.context"}}' "$1" 2>/dev/null)" = "$2" ]
}

if ! have "$BASE_IMAGE"; then
  log "building $BASE_IMAGE with debootstrap"
  rootfs=$(mktemp -d /tmp/testcage-rootfs.XXXXXX)
  mirror=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
  debootstrap --variant=minbase bookworm "$rootfs" "$mirror" >/tmp/testcage-debootstrap.log 2>&1 ||
    { tail -n 30 /tmp/testcage-debootstrap.log >&2; exit 1; }
  # A smaller image: no apt lists or docs, and the mirror set for later builds.
  rm -rf "$rootfs"/var/lib/apt/lists/* "$rootfs"/usr/share/doc/* "$rootfs"/usr/share/man/*
  echo "deb $mirror bookworm main" > "$rootfs/etc/apt/sources.list"
  tar -C "$rootfs" -c . | "$DOCKER" import - "$BASE_IMAGE" >/dev/null
  rm -rf "$rootfs"
fi

for dir in */; do
  lang=${dir%/}
  [ -f "$lang/Dockerfile" ] || continue
  image="$PREFIX-$lang:$TAG"
  hash=$(context_hash "$lang")
  if current "$image" "$hash"; then
    log "$image is up to date"
    continue
  fi
  log "building $image"
  context=$(mktemp -d /tmp/testcage-ctx.XXXXXX)
  cp -r "$lang"/. "$context"/
  mkdir -p "$context/extra-ca"
  touch "$context/extra-ca/.keep"
  cp /usr/local/share/ca-certificates/*.crt "$context/extra-ca/" 2>/dev/null || true
  # Some images need files from this machine (a toolchain no registry here serves as a package).
  if [ -x "$lang/prepare.sh" ]; then "$lang/prepare.sh" "$context"; fi
  "$DOCKER" build --network host --build-arg "BASE=$BASE_IMAGE" --label "dev.testcage.context=$hash" -t "$image" "$context" >"/tmp/testcage-build-$lang.log" 2>&1 ||
    { tail -n 40 "/tmp/testcage-build-$lang.log" >&2; log "build of $image failed"; exit 1; }
  rm -rf "$context"
done
