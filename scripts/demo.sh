#!/usr/bin/env bash
# The main job: the CLI over every bundled sample project, with the best sandbox
# this machine has (auto), each into its own results folder. A failing sample is
# the point of the demo, so exit codes 1 and 2 are reported, not fatal.
set -uo pipefail
cd "$(dirname "$0")/.."
[ -f dist/cli.js ] || npm run build
out=testcage-results/demo
rm -rf "$out"
printf '%-28s %-6s %s\n' SAMPLE STATUS SUMMARY
for dir in __tests__/samples/*/*/; do
  name=$(basename "$(dirname "$dir")")/$(basename "$dir")
  case "$(basename "$dir")" in _* | .*) continue ;; esac
  node dist/cli.js run "$dir" --sandbox "${TESTCAGE_SANDBOX:-auto}" --out "$out/$name" >"$out.log" 2>&1
  code=$?
  if [ ! -f "$out/$name/results.json" ]; then
    echo "$name: no results.json (exit $code)" >&2
    exit 3
  fi
  node -e 'const r=require(process.argv[1]);console.log(process.argv[2].padEnd(28),r.status.padEnd(6),r.message.split("\n")[0])' \
    "$PWD/$out/$name/results.json" "$name"
done
rm -f "$out.log"
echo "results: $out/<framework>/<sample>/results.json"
