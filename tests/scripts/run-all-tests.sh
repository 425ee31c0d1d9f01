#!/usr/bin/env bash
# Runs the whole suite and the stages that prove it under stress. Each ctest run happens inside a
# private D-Bus session with a throwaway gnome-keyring (Secret Service), so keychain tests use a
# real keyring and never the user's; ClickHouse, the OpenID provider and the notification daemon
# are started and stopped by ctest fixtures and scripts.
#   SANITIZERS=1 (the default; what `installer/dev.sh test` and CI run):
#     1. asan+ubsan: the whole suite built in BUILD_DIR-asan with AddressSanitizer,
#        UndefinedBehaviorSanitizer and LeakSanitizer, and run (benchmarks left out);
#     2. tsan: the threaded tests (label `threads`) built in BUILD_DIR-tsan under ThreadSanitizer;
#   SANITIZERS=0: instead, the suite of the plain build in BUILD_DIR (built by the caller),
#     benchmarks' quick run included;
#   then always: fuzzing, the libFuzzer targets of tests/fuzz (BUILD_DIR-fuzz), FUZZ_SECONDS
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
if [ "${SANITIZERS:-1}" = 1 ]; then
  stage asan+ubsan "$here/run-sanitized-tests.sh" "$build-asan" address,undefined
  stage tsan "$here/run-sanitized-tests.sh" "$build-tsan" thread
else
  stage tests bash -c "cd '$build' && '$here/with-keyring.sh' ctest --output-on-failure --timeout 600 -j '${JOBS:-2}'"
fi
stage fuzzing "$here/run-fuzzers.sh" "$build-fuzz" "${FUZZ_SECONDS:-20}"
if [ "${PACKAGE:-1}" = 1 ]; then
  stage package "$here/package-check.sh" "$build-package"
fi
echo "== all stages took $SECONDS s"
exit $status
