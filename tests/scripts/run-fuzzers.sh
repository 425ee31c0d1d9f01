#!/usr/bin/env bash
# Builds the libFuzzer targets of tests/fuzz (clang-14, ASan + UBSan) in BUILD_DIR, the ASan tree of
# run-sanitized-tests.sh (configured like it if it is not yet), and runs each for SECONDS on its seeds
# (tests/fuzz/corpus/<name>/, never written to; new inputs go to BUILD_DIR/fuzzing/corpus/<name>). Exits
# non-zero when a target crashes, hangs on one input for 5 s or grows beyond 1 GB (or the tighter
# limits in tests/fuzz/<name>.options, one libFuzzer flag a line); the input that did it is left in
# BUILD_DIR/fuzzing/artifacts/<name>/.
# Usage: run-fuzzers.sh BUILD_DIR SECONDS   (environment: CXX_SANITIZE, default clang++-14; JOBS, the
# build's jobs and how many targets fuzz at once, default 2)
set -euo pipefail
if [ $# -ne 2 ] || ! [[ $2 =~ ^[0-9]+$ ]]; then
  echo "usage: $0 BUILD_DIR SECONDS" >&2
  exit 2
fi
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
mkdir -p "$1"
build=$(cd "$1" && pwd)
seconds=$2
bin="$build/tests/fuzz"
out_dir="$build/fuzzing"
mkdir -p "$out_dir"

echo "== fuzzing: building the targets of tests/fuzz in $build"
STEP=build TARGETS=fuzzers "$here/run-sanitized-tests.sh" "$build" address,undefined
# STEP=build: only the build.
[ "${STEP:-all}" = build ] && exit 0

# One target: its verdict and stats on stdout, the end of its log and how to reproduce on stderr.
fuzz_one() {
  local seeds=$1 name work artifacts log
  name=$(basename "$seeds")
  work="$out_dir/corpus/$name"
  artifacts="$out_dir/artifacts/$name"
  mkdir -p "$work" "$artifacts"
  local dict=() options=()
  [ -f "$root/tests/fuzz/$name.dict" ] && dict=(-dict="$root/tests/fuzz/$name.dict")
  [ -f "$root/tests/fuzz/$name.options" ] && mapfile -t options < <(grep -v '^#' "$root/tests/fuzz/$name.options")
  log="$out_dir/fuzz_$name.log"
  # libFuzzer prints a line per new input: keep them in the log, show the verdict and the stats.
  if "$bin/fuzz_$name" -max_total_time="$seconds" -timeout=5 -rss_limit_mb=1024 -print_final_stats=1 \
       -artifact_prefix="$artifacts/" "${dict[@]}" "${options[@]}" "$work" "$seeds" >"$log" 2>&1; then
    echo "== fuzzing: fuzz_$name ran ${seconds} s (log: $log)"
    grep -E '^(Done|stat::)' "$log" || tail -n 5 "$log"
  else
    {
      tail -n 60 "$log"
      echo "== fuzzing: fuzz_$name FAILED; reproduce with: $bin/fuzz_$name $artifacts/<file>"
    } >&2
    return 1
  fi
}

# JOBS targets at a time (libFuzzer runs one thread each): every target still gets SECONDS.
# Each one's report is printed whole when it ends.
jobs=${JOBS:-2}
status=0
running=0
for seeds in "$root"/tests/fuzz/corpus/*/; do
  if [ "$running" -ge "$jobs" ]; then
    wait -n || status=1
    running=$((running - 1))
  fi
  out="$out_dir/report_$(basename "$seeds").txt"
  ( if fuzz_one "$seeds" >"$out" 2>&1; then rc=0; else rc=1; fi; cat "$out"; exit $rc ) &
  running=$((running + 1))
done
while [ "$running" -gt 0 ]; do
  wait -n || status=1
  running=$((running - 1))
done
exit $status
