#!/usr/bin/env bash
# Brings the real-world corpus (__tests__/real-world/corpus.json) into
# .tmp/real-world/<name>: each project's published archive, downloaded from its
# package registry, checked against the sha256 recorded in the corpus, unpacked;
# a vendored project (source.kind "vendored") is copied from
# __tests__/real-world/vendored/<name>, so no run ever writes into the committed folder.
# Idempotent: a project already unpacked from the recorded archive is left as it
# is, and a download that is already there and matches is not fetched again.
set -euo pipefail
cd "$(dirname "$0")/.."

corpus=__tests__/real-world/corpus.json
dest=.tmp/real-world
downloads="$dest/_downloads"
mkdir -p "$downloads"

# One line per project: name, url, sha256, archive kind, folder inside the archive
# (for a vendored project: name, "vendored", its commit).
node -e '
  const corpus = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
  for (const p of corpus.projects) {
    if (p.source?.kind === "vendored") console.log([p.name, "vendored", p.source.commit].join("\t"));
    else console.log([p.name, p.url, p.sha256, p.archive, p.subdir ?? ""].join("\t"));
  }
' "$corpus" | while IFS=$'\t' read -r name url sha archive subdir; do
  target="$dest/$name"
  if [ "$url" = vendored ]; then
    # Small and local: copied afresh every time, so an edit to the vendored files always shows.
    rm -rf "$target"
    cp -R "__tests__/real-world/vendored/$name" "$target"
    continue
  fi
  marker="$target/.corpus-sha256"
  if [ -f "$marker" ] && [ "$(cat "$marker")" = "$sha" ]; then
    continue
  fi
  file="$downloads/$name-$sha.$archive"
  if [ ! -f "$file" ] || ! echo "$sha  $file" | sha256sum -c --status; then
    echo "fetch-real-world: $name from $url" >&2
    curl --fail --silent --show-error --location --retry 3 --max-time 120 -o "$file.part" "$url"
    mv "$file.part" "$file"
  fi
  if ! echo "$sha  $file" | sha256sum -c --status; then
    echo "fetch-real-world: $name: sha256 $(sha256sum "$file" | cut -d' ' -f1), the corpus records $sha" >&2
    rm -f "$file"
    exit 1
  fi
  work="$dest/.unpack-$name"
  rm -rf "$work" "$target"
  mkdir -p "$work"
  case "$archive" in
    tar.gz) tar -xzf "$file" -C "$work" ;;
    zip) unzip -q "$file" -d "$work" ;;
    *) echo "fetch-real-world: $name: unknown archive kind $archive" >&2; exit 1 ;;
  esac
  mv "$work/$subdir" "$target"
  rm -rf "$work"
  echo "$sha" >"$marker"
done
