# testcage: runs the project's vitest without the flags its version does not know; written by testcage.
pkg="${1%/.bin/vitest}/vitest/package.json"
v=$(sed -n 's/^ *"version": *"\([0-9][0-9]*\.[0-9][0-9]*\)\..*/\1/p' "$pkg" 2>/dev/null | head -n 1)
case "$v" in 0.*|1.*|2.*) drop=--includeTaskLocation ;; *) drop= ;; esac
for a; do shift; [ -n "$drop" ] && [ "$a" = "$drop" ] && continue; set -- "$@" "$a"; done
# As npm test does: the project's bins by name (vitest 1's typecheck runs tsc so).
PATH="${1%/vitest}:$PATH"; export PATH
exec "$@"
