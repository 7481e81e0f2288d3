#!/usr/bin/env sh
# Exercism's test-runner interface (docs/architecture.md §1, export):
#   bin/run.sh SLUG SOLUTION_DIR OUTPUT_DIR
# Runs the solution's tests with testcage and writes OUTPUT_DIR/results.json in
# Exercism's format. Exits 0 whether the tests pass or fail; a run that could not
# be judged is results.json status "error" with a message, never a missing file.
# Offline: no install phase. Environment:
#   TESTCAGE_SANDBOX  auto (default: docker when its runner image is present, else process), docker, process
#   TESTCAGE_FRAMEWORK  the framework, when detection cannot tell (e.g. jest in an image whose package.json lives elsewhere)
#   TESTCAGE_TIMEOUT  seconds before the tests are stopped (default: testcage's)
#   TESTCAGE_OUT      keep testcage's own run folder (its results.json, logs, reports) here
set -u

if [ "$#" -lt 3 ]; then
  echo "usage: $0 SLUG SOLUTION_DIR OUTPUT_DIR" >&2
  exit 2
fi
slug=$1
solution=$2
output=$3
root=$(cd "$(dirname "$0")/.." && pwd)

if ! mkdir -p "$output" 2>/dev/null || [ ! -w "$output" ]; then
  echo "$0: cannot write to $output" >&2
  exit 2
fi

# The error results.json, the message JSON-escaped without relying on node.
write_error() {
  escaped=$(printf '%s' "$1" | sed -e 's/\\/\\\\/g' -e 's/"/\\"/g' -e 's/\t/\\t/g' | tr -d '\000-\010\013-\037' | awk 'NR > 1 { printf "\\n" } { printf "%s", $0 }')
  printf '{\n  "version": 2,\n  "status": "error",\n  "message": "%s",\n  "tests": []\n}\n' "$escaped" > "$output/results.json"
}

if [ ! -d "$solution" ]; then
  write_error "The solution folder $slug was not found."
  exit 0
fi

work=$(mktemp -d "${TMPDIR:-/tmp}/testcage-exercism.XXXXXX") || {
  write_error "The test runner could not create a temporary folder."
  exit 0
}
trap 'rm -rf "$work"' EXIT

# Paths in results are relative to the solution folder, as Exercism asks, even inside a repository.
solution=$(cd "$solution" && pwd)
out=${TESTCAGE_OUT:-$work/out}
set -- run "$solution" --out "$out" --sandbox "${TESTCAGE_SANDBOX:-auto}" --install-command none
if [ -n "${TESTCAGE_FRAMEWORK:-}" ]; then set -- "$@" --framework "$TESTCAGE_FRAMEWORK"; fi
if [ -n "${TESTCAGE_TIMEOUT:-}" ]; then set -- "$@" --timeout "$TESTCAGE_TIMEOUT"; fi

# The CLI's exit code says pass (0), fail (1) or error (2): all three are a judged run here.
GITHUB_WORKSPACE=$solution node "$root/dist/cli.js" "$@" > "$work/cli.log" 2>&1

if [ -s "$out/exercism-results.json" ]; then
  cp "$out/exercism-results.json" "$output/results.json"
else
  write_error "The test runner stopped before writing results: $(tail -c 2000 "$work/cli.log" 2>/dev/null)"
fi
exit 0
