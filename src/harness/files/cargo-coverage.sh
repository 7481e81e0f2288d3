# testcage: cargo test with LLVM source-based coverage. Written by testcage into a
# read-only harness folder; it is not part of the project under test.
#   sh <this file> cargo test ARGS...
# Runs the tests with RUSTFLAGS="-C instrument-coverage"; their output (stderr
# merged) is the run's output and their exit status the run's. Then it merges the
# profiles with llvm-profdata, writes llvm-cov's lcov export of the project's own
# .rs files to $TESTCAGE_COVERAGE_DIR/llvm-cov.lcov and prints llvm-cov's report
# table for the same files and the same test binaries. When this toolchain cannot
# measure, the reason goes to $TESTCAGE_COVERAGE_PROBLEM and the tests run as
# they would without coverage.

out=$TESTCAGE_COVERAGE_DIR
cargo=$1
declined() { printf '%s\n' "$1" >"$TESTCAGE_COVERAGE_PROBLEM" 2>/dev/null; }

rustc=rustc
if [ -n "$RUSTC" ]; then rustc=$RUSTC; fi
version=$("$rustc" -vV 2>/dev/null)
if [ -z "$version" ]; then
  declined "rustc did not start, so coverage was not measured"
  exec "$@" 2>&1
fi
release=$(printf '%s\n' "$version" | sed -n 's/^release: //p')
host=$(printf '%s\n' "$version" | sed -n 's/^host: //p')
llvm=$(printf '%s\n' "$version" | sed -n 's/^LLVM version: \([0-9][0-9]*\).*/\1/p')
rustlib=$("$rustc" --print sysroot 2>/dev/null)/lib/rustlib/$host

if ! ls "$rustlib/lib" 2>/dev/null | grep -q '^libprofiler_builtins-'; then
  declined "rustc $release has no profiler runtime (profiler_builtins), which -C instrument-coverage needs: use a rustup toolchain, or Debian's rustc-web instead of rustc"
  exec "$@" 2>&1
fi
if [ -z "$llvm" ]; then
  declined "rustc $release does not say which LLVM it was built with (rustc -vV), so no matching llvm-cov can be chosen"
  exec "$@" 2>&1
fi

# llvm-profdata and llvm-cov read the profile and mapping formats of their own LLVM:
# only tools of rustc's LLVM major version are used. Where rustup's llvm-tools
# component puts them first, then Debian's versioned names, then plain names.
llvm_major() { "$1" --version 2>/dev/null | sed -n 's/.*LLVM version \([0-9][0-9]*\).*/\1/p' | head -n 1; }
find_tool() {
  for candidate in "$rustlib/bin/$1" "$(command -v "$1-$llvm" 2>/dev/null)" "$(command -v "$1" 2>/dev/null)"; do
    if [ -n "$candidate" ] && [ -x "$candidate" ] && [ "$(llvm_major "$candidate")" = "$llvm" ]; then
      printf '%s\n' "$candidate"
      return 0
    fi
  done
  return 1
}
profdata=$(find_tool llvm-profdata)
cov=$(find_tool llvm-cov)
if [ -z "$profdata" ] || [ -z "$cov" ]; then
  declined "llvm-profdata and llvm-cov of LLVM $llvm (the LLVM of rustc $release) were not found: add rustup's llvm-tools component (rustup component add llvm-tools-preview), or install Debian's llvm-$llvm"
  exec "$@" 2>&1
fi

# The project's .rs files: what llvm-cov reports on (dependencies, the standard
# library and a vendor/ or target/ folder are not the project's). find never
# follows a symlink, so a planted link loop cannot make this walk endless.
project=$(pwd -P)
sources() {
  find "$project" \( -path "$project/target" -o -path "$project/vendor" -o -name '.*' \) -prune \
    -o -type f -name '*.rs' "$@"
}

# rustc maps the code to the absolute paths of the copy it compiled, and cargo does
# not rebuild a cached crate whose copy moved (the process and service sandboxes
# copy the project to a new folder per run, with its files' times). So unless the
# cached build is known to come from this very copy (docker's is always at the
# same path), the project's own sources are made newer than it: cargo rebuilds
# the project's crates, and dependencies stay cached.
built_in=$CARGO_TARGET_DIR/testcage-coverage-project
if [ "$(cat "$built_in" 2>/dev/null)" != "$project" ]; then
  sources -exec touch {} + 2>/dev/null
fi
mkdir -p "$CARGO_TARGET_DIR" 2>/dev/null && printf '%s\n' "$project" >"$built_in" 2>/dev/null

raw=$out/llvm-profraw
if ! { rm -rf "$raw" && mkdir -p "$raw"; }; then
  declined "the coverage profiles folder could not be made in the reports folder"
  exec "$@" 2>&1
fi
# One profile per test process (%p), named after its binary (%m). RUSTFLAGS also
# instruments dependencies; only the project's files are reported below.
if [ -n "$RUSTFLAGS" ]; then RUSTFLAGS="$RUSTFLAGS -C instrument-coverage"; else RUSTFLAGS="-C instrument-coverage"; fi
LLVM_PROFILE_FILE=$raw/%p-%m.profraw
export RUSTFLAGS LLVM_PROFILE_FILE

"$@" 2>&1
status=$?

measure() {
  log=$out/llvm-cov.log
  # The tests could write there too: only this script's own export may be read.
  rm -f "$out/llvm-cov.lcov"
  find "$raw" -type f -name '*.profraw' >"$out/llvm-profraw.list"
  if [ ! -s "$out/llvm-profraw.list" ]; then
    declined "the tests wrote no coverage profile (no test binary ran to its end), so nothing was measured"
    return
  fi
  if ! "$profdata" merge -sparse -f "$out/llvm-profraw.list" -o "$out/llvm-cov.profdata" >"$log" 2>&1; then
    declined "llvm-profdata could not merge the coverage profiles: $(head -n 1 "$log")"
    return
  fi
  # The test binaries, as cargo lists them without building anything again (the
  # same flags and target folder as the run); the first is llvm-cov's BIN, the
  # others -object=. They live in testcage's target folder.
  set --
  while IFS= read -r exe; do
    case $exe in "$CARGO_TARGET_DIR"/*) ;; *) continue ;; esac
    if [ $# -eq 0 ]; then set -- "$exe"; else set -- "$@" "-object=$exe"; fi
  done <<EOF
$("$cargo" test --workspace --no-run --message-format=json --color never 2>/dev/null | sed -n 's/.*"executable":"\([^"]*\)".*/\1/p')
EOF
  if [ $# -eq 0 ]; then
    declined "cargo test --no-run listed no test binary, so the coverage profiles could not be read"
    return
  fi
  set -- -instr-profile="$out/llvm-cov.profdata" "$@"
  if ! sources -exec "$cov" export -format=lcov "$@" {} + \
    >"$out/llvm-cov.lcov" 2>>"$log"; then
    declined "llvm-cov export failed: $(grep -m 1 -i error "$log")"
    return
  fi
  # llvm-cov drops source files it finds no mapping for, and with none left it
  # reports every file the binaries map: then its table would not be the project's.
  if grep '^SF:' "$out/llvm-cov.lcov" | grep -q -v -F "SF:$project/"; then
    declined "the test binaries map none of the project's files at $project, so llvm-cov's figures would not be the project's"
    rm -f "$out/llvm-cov.lcov"
    return
  fi
  # llvm-cov's own table of the same measurement, for the run's log.
  printf '\nCoverage (%s report, project files):\n' "$cov"
  sources -exec "$cov" report "$@" {} + 2>>"$log"
}
measure
rm -rf "$raw" "$out/llvm-profraw.list" "$out/llvm-cov.profdata" "$out/llvm-cov.log"
exit $status
