#!/usr/bin/env bash
# Builds the whole suite in BUILD_DIR with the sanitizers and runs it (inside run-all-tests.sh's
# private keyring session, like the plain run).
#   run-sanitized-tests.sh BUILD_DIR address,undefined   every test, ASan + UBSan (+ LeakSanitizer),
#       built with clang (CXX_SANITIZE, default clang++-14), libFuzzer targets of tests/fuzz included
#   run-sanitized-tests.sh BUILD_DIR thread              the tests labelled `threads`, TSan, gcc
# STEP=build only builds, STEP=test only runs (run-all-tests.sh builds one tree while another's
# tests run); the default does both. TARGETS: build only these (run-fuzzers.sh: fuzzers).
# Any finding aborts its test (-fno-sanitize-recover=all, halt_on_error), so ctest fails on it.
# Suppressions (tests/sanitizers/*.supp) name only code outside this repository.
set -euo pipefail
if [ $# -ne 2 ]; then
  echo "usage: $0 BUILD_DIR SANITIZERS" >&2
  exit 2
fi
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
mkdir -p "$1"
build=$(cd "$1" && pwd)
sanitizers=$2
supp="$root/tests/sanitizers"

step=${STEP:-all}
labels=()
targets=()
compiler=()
if [ "$sanitizers" = thread ]; then
  labels=(-L threads)
  # Only what the threaded tests need (this tree configures no other test).
  targets=(--target threaded_tests)
else
  # clang: it compiles this tree in ~15 % less time than gcc, and the same objects serve the
  # libFuzzer targets (which need clang), so the fuzzing stage has no tree of its own.
  compiler=(-DCMAKE_CXX_COMPILER="${CXX_SANITIZE:-clang++-14}" -DHUDWATCH_FUZZERS=ON)
fi
[ -n "${TARGETS:-}" ] && read -r -a targets <<<"--target $TARGETS"
if [ "$step" != test ]; then
  echo "== sanitizers ($sanitizers): building in $build"
  # -O1 -g1: sanitizer reports with file:line, at a fraction of a -O2 -g build's compile time.
  # The .ts files as committed: a build that regenerated them would drop an obsolete entry before
  # static.translations could report it. Unity batches (HUDWATCH_UNITY): a tree built once, from
  # nothing, compiles in about half the time.
  cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -g1" -DHUDWATCH_SANITIZE="$sanitizers" \
    -DHUDWATCH_UPDATE_TRANSLATIONS=OFF -DHUDWATCH_UNITY=ON "${compiler[@]}" >/dev/null
  cmake --build "$build" -j "${JOBS:-2}" "${targets[@]}"
fi
[ "$step" = build ] && exit 0

export ASAN_OPTIONS="halt_on_error=1:detect_leaks=1:detect_stack_use_after_return=0:quarantine_size_mb=32:malloc_context_size=20"
export LSAN_OPTIONS="suppressions=$supp/lsan.supp:print_suppressions=0"
export UBSAN_OPTIONS="halt_on_error=1:print_stacktrace=1"
export TSAN_OPTIONS="halt_on_error=1:second_deadlock_stack=1:die_after_fork=0:suppressions=$supp/tsan.supp"
export QT_QPA_PLATFORM=offscreen
echo "== sanitizers ($sanitizers): running the tests"
cd "$build"
"$here/with-keyring.sh" ctest --output-on-failure --timeout 900 -j "${JOBS:-2}" -LE bench "${labels[@]}"
