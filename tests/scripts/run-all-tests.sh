#!/usr/bin/env bash
# Runs the whole suite from a build dir, then the stages that prove it under stress:
#   1. ctest inside a private D-Bus session with a throwaway gnome-keyring (Secret Service), so
#      keychain tests use a real keyring and never the user's; ClickHouse, the OpenID provider and
#      the notification daemon are started and stopped by ctest fixtures and scripts;
#   2. the same suite built and run under AddressSanitizer + UndefinedBehaviorSanitizer
#      (BUILD_DIR-asan), and the threaded tests under ThreadSanitizer (BUILD_DIR-tsan);
#   3. the libFuzzer targets of tests/fuzz (BUILD_DIR/fuzz), FUZZ_SECONDS (default 30) each.
# Usage: run-all-tests.sh [BUILD_DIR]   (SANITIZERS=1 adds stage 2)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
build=$(cd "${1:-build}" && pwd)
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
stage tests bash -c "cd '$build' && '$here/with-keyring.sh' ctest --output-on-failure --timeout 600 -j '${JOBS:-2}'"
if [ "${SANITIZERS:-0}" = 1 ]; then
  stage asan+ubsan "$here/run-sanitized-tests.sh" "$build-asan" address,undefined
  stage tsan "$here/run-sanitized-tests.sh" "$build-tsan" thread
fi
stage fuzzing "$here/run-fuzzers.sh" "$build/fuzz" "${FUZZ_SECONDS:-30}"
exit $status
