#!/usr/bin/env bash
# The main job: the CLI over every bundled sample project, with the best sandbox
# this machine has (auto), each into its own results folder. A failing sample is
# the point of the demo, so exit codes 1 and 2 are reported, not fatal; a sample
# that leaves no results.json is (the CLI writes one on every path).
set -uo pipefail
cd "$(dirname "$0")/.."
[ -f dist/cli.js ] || npm run build
out=testcage-results/demo
rm -rf "$out"
mkdir -p "$out"
started=$SECONDS
printf '%-24s %-8s %-7s %s\n' SAMPLE SANDBOX STATUS SUMMARY
for dir in __tests__/samples/*/*/; do
  name=$(basename "$(dirname "$dir")")/$(basename "$dir")
  case "$(basename "$dir")" in _* | .*) continue ;; esac
  log="$out/$name.log"
  mkdir -p "$(dirname "$log")"
  node dist/cli.js run "$dir" --sandbox "${TESTCAGE_SANDBOX:-auto}" --out "$out/$name" >"$log" 2>&1
  code=$?
  if [ ! -f "$out/$name/results.json" ]; then
    echo "$name: no results.json (exit $code); its output:" >&2
    cat "$log" >&2
    exit 3
  fi
  node -e 'const r=require(process.argv[1]);console.log(process.argv[2].padEnd(24),(r.sandbox?r.sandbox.kind:"-").padEnd(8),r.status.padEnd(7),r.message.split("\n")[0])' \
    "$PWD/$out/$name/results.json" "$name"
done
echo "results: $out/<framework>/<sample>/results.json (each run's output beside it as <sample>.log); $((SECONDS - started)) s"
