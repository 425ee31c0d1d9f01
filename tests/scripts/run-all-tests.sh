#!/usr/bin/env bash
# Runs the whole suite from a build dir: ctest inside a private D-Bus session with a throwaway
# gnome-keyring (Secret Service), so keychain tests use a real keyring and never the user's.
# ClickHouse is started and stopped by ctest fixtures. Usage: run-all-tests.sh [BUILD_DIR]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
build=$(cd "${1:-build}" && pwd)
export QT_QPA_PLATFORM=offscreen
cd "$build"
exec "$here/with-keyring.sh" ctest --output-on-failure --timeout 600 -j "${JOBS:-2}"
