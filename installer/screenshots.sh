#!/usr/bin/env bash
# Regenerates every screenshot of the README and docs/ from the bundled demo, rendered offscreen
# by the app itself (no display, no server):
#   installer/screenshots.sh [BUILD_DIR] [OUT_DIR]
# BUILD_DIR defaults to build (built by `installer/dev.sh build`), OUT_DIR to resources/screenshots.
# Extra `hudwatch` options go in HUDWATCH_SCREENSHOT_ARGS (e.g. "--theme dark").
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build}
out=${2:-resources/screenshots}
hudwatch="$build/app/hudwatch"
[ -x "$hudwatch" ] || { echo "no $hudwatch: build first (installer/dev.sh build)" >&2; exit 1; }
mkdir -p "$out"
export QT_QPA_PLATFORM=offscreen
# A private configuration: the user's profiles and settings never change a README picture.
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -m 700 "$tmp/run"
export XDG_CONFIG_HOME="$tmp/config" XDG_CACHE_HOME="$tmp/cache" XDG_DATA_HOME="$tmp/data" XDG_RUNTIME_DIR="$tmp/run"
read -r -a extra <<< "${HUDWATCH_SCREENSHOT_ARGS:-}"

shot() { # NAME ARGS...
  local name=$1
  shift
  # (The offscreen platform's one harmless warning is left out.)
  "$hudwatch" "$@" "${extra[@]}" --screenshot "$out/$name.png" 2> >(grep -v 'propagateSizeHints' >&2) >/dev/null
  echo "$out/$name.png"
}

shot grid --size 1600x900
shot backends --view backends --size 1600x900
shot backend --view backend:Ascend/pytorch@jobs --size 1600x900
shot backend-readiness --view backend:Ascend/pytorch@readiness --size 1600x900
shot flaky --view flaky --size 1600x900
shot flaky-test --view flaky:test_conv_backend_override --size 1400x900
shot trunk --view trunk --size 1600x900
shot utilization-fleet --view utilization --size 1600x1000
shot utilization-job --view utilization:49000000001 --size 1600x1000
shot timemachine --replay demo --at 14:00 --size 1600x900
shot log --log resources/demo/logs/pytest_failures_section.txt --failure --size 1500x850
