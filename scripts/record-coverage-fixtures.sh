#!/usr/bin/env bash
# Records coverage reports from real tool runs over the coverage samples, for the
# coverage readers' unit tests: one pytest-cov run writes coverage.py JSON,
# Cobertura XML and lcov of the same measurement, so the readers can be checked
# against each other; go and jest write their own formats, and the tools' own
# printed totals are saved beside them.
set -euo pipefail
cd "$(dirname "$0")/.."
out=__tests__/fixtures/coverage
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

cp -r __tests__/samples/pytest/coverage "$work/py"
(cd "$work/py" && python3 -m pytest -q -p no:cacheprovider --cov=. --cov-branch \
  --cov-report=json:coverage.json --cov-report=xml:coverage.xml --cov-report=lcov:coverage.lcov --cov-report=term >term.txt)
mkdir -p "$out/python"
cp "$work/py/coverage.json" "$work/py/coverage.xml" "$work/py/coverage.lcov" "$out/python/"
grep -E '^(Name|TOTAL)' "$work/py/term.txt" >"$out/python/term.txt"

cp -r __tests__/samples/go/coverage "$work/go"
(cd "$work/go" && GOFLAGS=-mod=mod go test -coverprofile=cover.out ./... >/dev/null && go tool cover -func=cover.out >func.txt)
mkdir -p "$out/go"
cp "$work/go/cover.out" "$work/go/func.txt" "$out/go/"

cp -r __tests__/samples/jest/coverage "$work/jest"
(cd "$work/jest" && node_modules/.bin/jest --ci --coverage --coverageReporters=json --coverageReporters=text-summary --coverageDirectory=cov >summary.txt 2>/dev/null)
mkdir -p "$out/jest"
cp "$work/jest/cov/coverage-final.json" "$out/jest/"
grep -E '^(Statements|Branches|Functions|Lines)' "$work/jest/summary.txt" >"$out/jest/summary.txt"
# Absolute paths of this machine's temp folder mean nothing elsewhere.
find "$out" -type f -exec sed -i "s#$work#/work#g" {} +
echo "coverage fixtures recorded in $out"
