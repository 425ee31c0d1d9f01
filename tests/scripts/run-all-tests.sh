#!/usr/bin/env bash
# Runs the whole suite and the stages that prove it under stress. Each ctest run happens inside a
# private D-Bus session with a throwaway gnome-keyring (Secret Service), so keychain tests use a
# real keyring and never the user's; ClickHouse, the OpenID provider and the notification daemon
# are started and stopped by ctest fixtures and scripts.
#   SANITIZERS=1 (the default; what `installer/dev.sh test` and CI run):
#     1. asan+ubsan: the whole suite and the libFuzzer targets built in BUILD_DIR-asan (clang) with
#        AddressSanitizer, UndefinedBehaviorSanitizer and LeakSanitizer, and the suite run
#        (benchmarks left out); while it runs, the TSan and package trees build in the background
#        (nice 19);
#     2. tsan: the threaded tests (label `threads`) built in BUILD_DIR-tsan under ThreadSanitizer;
#   SANITIZERS=0: instead, the suite of the plain build in BUILD_DIR (built by the caller),
#     benchmarks' quick run included;
#   then always: fuzzing, the libFuzzer targets of tests/fuzz (built in BUILD_DIR-asan), FUZZ_SECONDS
#   (default 20) each; and package: the .deb of a Release build of the app (BUILD_DIR-package)
#   installed with apt, run, and purged (package-check.sh; needs root or sudo). PACKAGE=0 skips it.
# Usage: run-all-tests.sh [BUILD_DIR]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
build=${1:-build}
mkdir -p "$build"
build=$(cd "$build" && pwd)
export QT_QPA_PLATFORM=offscreen
status=0
stage() {  # name, command…: runs a stage, times it, remembers a failure and goes on
  local name=$1 start=$SECONDS
  shift
  echo "== stage $name"
  if "$@"; then
    echo "== stage $name passed in $((SECONDS - start)) s"
  else
    echo "== stage $name FAILED after $((SECONDS - start)) s" >&2
    status=1
  fi
}
# The trees of the later stages (TSan, package) build one after the other in the
# background at the lowest CPU priority while the sanitized suite runs: its tests wait on servers,
# processes and timers and leave about a third of the two cores idle, which those builds take
# without slowing a test down (a waking test preempts them). Each later stage waits for its tree;
# a background build that failed is reported, and its stage builds again in the foreground.
background_dir="$build-background"
build_quietly() {  # name command…: builds one later stage's tree at nice 19; its log and "rc seconds"
  local name=$1 start=$SECONDS rc=0
  shift
  STEP=build nice -n 19 "$@" >"$background_dir/$name.log" 2>&1 || rc=1
  echo "$rc $((SECONDS - start))" >"$background_dir/$name.rc"
}
background_build() {  # the later stages' trees, one after the other, in the background
  rm -rf "$background_dir"
  mkdir -p "$background_dir"
  (
    build_quietly tsan "$here/run-sanitized-tests.sh" "$build-tsan" thread
    if [ "${PACKAGE:-1}" = 1 ]; then build_quietly package "$here/package-check.sh" "$build-package"; fi
  ) &
}
wait_for_build() {  # name: waits for its background build and says how it went
  local name=$1
  while [ ! -f "$background_dir/$name.rc" ]; do sleep 1; done
  local rc seconds
  read -r rc seconds <"$background_dir/$name.rc"
  if [ "$rc" = 0 ]; then
    echo "== $name: its tree was built in the background in $seconds s"
  else
    tail -n 80 "$background_dir/$name.log" >&2
    echo "== $name: its background build FAILED after $seconds s (above); building again in the foreground" >&2
  fi
}
if [ "${SANITIZERS:-1}" = 1 ]; then
  stage asan+ubsan-build env STEP=build "$here/run-sanitized-tests.sh" "$build-asan" address,undefined
  background_build
  stage asan+ubsan env STEP=test "$here/run-sanitized-tests.sh" "$build-asan" address,undefined
  wait_for_build tsan
  stage tsan "$here/run-sanitized-tests.sh" "$build-tsan" thread
  fuzz_tree="$build-asan"
else
  fuzz_tree="$build-fuzz"
  stage tests bash -c "cd '$build' && '$here/with-keyring.sh' ctest --output-on-failure --timeout 600 -j '${JOBS:-2}'"
fi
stage fuzzing "$here/run-fuzzers.sh" "$fuzz_tree" "${FUZZ_SECONDS:-20}"
if [ "${PACKAGE:-1}" = 1 ]; then
  [ "${SANITIZERS:-1}" = 1 ] && wait_for_build package
  stage package "$here/package-check.sh" "$build-package"
fi
wait
echo "== all stages took $SECONDS s"
exit $status
