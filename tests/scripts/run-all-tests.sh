#!/usr/bin/env bash
# Runs the whole suite from a build dir: ctest inside a private D-Bus session with a throwaway
# gnome-keyring (Secret Service), so keychain tests use a real keyring and never the user's.
# ClickHouse is started and stopped by ctest fixtures. Then a fuzzing stage: the libFuzzer targets
# of tests/fuzz, built in BUILD_DIR/fuzz, FUZZ_SECONDS (default 60) each.
# Usage: run-all-tests.sh [BUILD_DIR]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
build=$(cd "${1:-build}" && pwd)
export QT_QPA_PLATFORM=offscreen
status=0
(cd "$build" && "$here/with-keyring.sh" ctest --output-on-failure --timeout 600 -j "${JOBS:-2}") || status=$?
"$here/run-fuzzers.sh" "$build/fuzz" "${FUZZ_SECONDS:-60}" || status=$((status ? status : 1))
exit $status
