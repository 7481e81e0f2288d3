#!/usr/bin/env bash
# Records coverage reports from real tool runs over the coverage samples, for the
# coverage readers' unit tests: one pytest-cov run writes coverage.py JSON,
# Cobertura XML and lcov of the same measurement, so the readers can be checked
# against each other; go and jest write their own formats, and the tools' own
# printed totals are saved beside them. PHPUnit (pcov) writes Cobertura XML and
# its --coverage-text summary; RSpec runs under testcage's SimpleCov harness, which
# writes .resultset.json and prints SimpleCov's totals. mocha runs under c8 and
# under nyc, as testcage runs it for coverage. Rust runs testcage's cargo
# coverage script in the rust runner image (the toolchain here may have no
# llvm-tools), which writes llvm-cov's lcov export and prints llvm-cov's report.
#
#   scripts/record-coverage-fixtures.sh             every language
#   scripts/record-coverage-fixtures.sh rust go     only these (python go jest php ruby mocha rust)
set -euo pipefail
cd "$(dirname "$0")/.."
out=__tests__/fixtures/coverage
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
only=" $* "
want() { [ "$only" = "  " ] || [[ "$only" == *" $1 "* ]]; }

if want python; then
  cp -r __tests__/samples/pytest/coverage "$work/py"
  (cd "$work/py" && python3 -m pytest -q -p no:cacheprovider --cov=. --cov-branch \
    --cov-report=json:coverage.json --cov-report=xml:coverage.xml --cov-report=lcov:coverage.lcov --cov-report=term >term.txt)
  mkdir -p "$out/python"
  cp "$work/py/coverage.json" "$work/py/coverage.xml" "$work/py/coverage.lcov" "$out/python/"
  grep -E '^(Name|TOTAL)' "$work/py/term.txt" >"$out/python/term.txt"
fi

if want go; then
  cp -r __tests__/samples/go/coverage "$work/go"
  (cd "$work/go" && GOFLAGS=-mod=mod go test -coverprofile=cover.out ./... >/dev/null && go tool cover -func=cover.out >func.txt)
  mkdir -p "$out/go"
  cp "$work/go/cover.out" "$work/go/func.txt" "$out/go/"
fi

if want jest; then
  cp -r __tests__/samples/jest/coverage "$work/jest"
  (cd "$work/jest" && node_modules/.bin/jest --ci --coverage --coverageReporters=json --coverageReporters=text-summary --coverageDirectory=cov >summary.txt 2>/dev/null)
  mkdir -p "$out/jest"
  cp "$work/jest/cov/coverage-final.json" "$out/jest/"
  grep -E '^(Statements|Branches|Functions|Lines)' "$work/jest/summary.txt" >"$out/jest/summary.txt"
fi

if want php; then
  cp -r __tests__/samples/phpunit/coverage "$work/php"
  (cd "$work/php" && php -d pcov.enabled=1 -d "pcov.directory=$work/php" "$(command -v phpunit)" --colors=never \
    --coverage-filter="$work/php/src" --coverage-cobertura=cobertura.xml --coverage-text >text.txt)
  mkdir -p "$out/php"
  cp "$work/php/cobertura.xml" "$out/php/"
  sed -n '/^ Summary:/,/^$/p' "$work/php/text.txt" | sed 's/ *$//' >"$out/php/summary.txt"
fi

if want ruby; then
  cp -r __tests__/samples/rspec/coverage "$work/rb"
  npx tsx -e 'import { SIMPLECOV_START } from "./src/harness/simplecov-start.ts"; process.stdout.write(SIMPLECOV_START);' >"$work/testcage_coverage.rb"
  mkdir -p "$work/rb/cov"
  (cd "$work/rb" && TESTCAGE_COVERAGE_DIR="$work/rb/cov" TESTCAGE_COVERAGE_ROOT="$work/rb" RUBYOPT="-r$work/testcage_coverage.rb" \
    rspec --no-color >summary.txt)
  mkdir -p "$out/ruby"
  cp "$work/rb/cov/.resultset.json" "$out/ruby/resultset.json"
  grep -E '^(Line|Branch) Coverage' "$work/rb/summary.txt" >"$out/ruby/summary.txt"
fi

if want rust; then
  cp -r __tests__/samples/cargo/coverage "$work/rs"
  npx tsx -e 'import { CARGO_COVERAGE } from "./src/harness/cargo-coverage.ts"; process.stdout.write(CARGO_COVERAGE);' >"$work/cargo-coverage.sh"
  mkdir -p "$work/rs-reports"
  # $work is /work in the container, so the report's paths read as the other fixtures' do.
  docker run --rm --network none --user "$(id -u):$(id -g)" -v "$work:/work" -w /work/rs \
    -e CARGO_HOME=/tmp/cargo -e CARGO_TARGET_DIR=/tmp/target -e CARGO_INCREMENTAL=0 \
    -e TESTCAGE_COVERAGE_DIR=/work/rs-reports -e TESTCAGE_COVERAGE_PROBLEM=/work/rs-reports/problem.txt \
    "${RUST_IMAGE:-testcage/runner-rust:local}" sh /work/cargo-coverage.sh cargo test --workspace --color never >"$work/rs/out.txt"
  if [ -s "$work/rs-reports/problem.txt" ]; then cat "$work/rs-reports/problem.txt" >&2; exit 1; fi
  mkdir -p "$out/rust"
  cp "$work/rs-reports/llvm-cov.lcov" "$out/rust/"
  sed -n '/^Filename /,$p' "$work/rs/out.txt" >"$out/rust/report.txt"
fi

if want mocha; then
  # mocha has no coverage of its own: c8 (V8 coverage; the sample's .c8rc.json adds
  # files no test loads) and nyc (istanbul instrumentation) each run mocha and write
  # istanbul JSON; their printed text-summary is saved beside it.
  mkdir -p "$out/mocha"
  for tool in c8 nyc; do
    sample=coverage; [ "$tool" = nyc ] && sample=coverage-nyc
    cp -r "__tests__/samples/mocha/$sample" "$work/mocha-$tool"
    case "$tool" in
      c8) flags=(--reports-dir=cov "--temp-directory=$work/mocha-$tool-raw") ;;
      nyc) flags=(--report-dir=cov "--temp-dir=$work/mocha-$tool-raw" --cache=false) ;;
    esac
    (cd "$work/mocha-$tool" && "node_modules/.bin/$tool" --reporter=json --reporter=text-summary "${flags[@]}" \
      node_modules/.bin/mocha --reporter=dot >summary.txt)
    cp "$work/mocha-$tool/cov/coverage-final.json" "$out/mocha/$tool-coverage-final.json"
    grep -E '^(Statements|Branches|Functions|Lines)' "$work/mocha-$tool/summary.txt" >"$out/mocha/$tool-summary.txt"
  done
fi
# Absolute paths of this machine's temp folder mean nothing elsewhere.
find "$out" -type f -exec sed -i "s#$work#/work#g" {} +
echo "coverage fixtures recorded in $out"
