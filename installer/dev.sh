#!/usr/bin/env bash
# The two set-up commands of the README, for a fresh Debian 12 machine:
#   installer/dev.sh demo   install dependencies, build, open the console on the bundled demo
#   installer/dev.sh test   install dependencies, build, run the whole test suite (real servers
#                           on 127.0.0.1, started and stopped by the tests)
# Environment: BUILD_DIR (default: build), JOBS (default: number of cores), SKIP_INSTALL=1,
#              SANITIZERS=0|1, FUZZ_SECONDS and PACKAGE=0|1 for test (tests/scripts/run-all-tests.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
mode=${1:-}
case "$mode" in demo|test|build) ;; *) echo "usage: $0 demo|test|build" >&2; exit 2;; esac

BUILD_DIR=${BUILD_DIR:-build}
export JOBS=${JOBS:-$(nproc)}

packages=(
  # build
  cmake ninja-build g++ ccache pkg-config
  qt6-base-dev libqt6opengl6-dev qt6-charts-dev qtkeychain-qt6-dev qt6-networkauth-dev
  qt6-tools-dev qt6-l10n-tools qt6-translations-l10n libqt6sql6-sqlite qt6-svg-dev
  qt6-httpserver-dev qt6-websockets-dev libsqlite3-dev zlib1g-dev libyaml-dev nlohmann-json3-dev
  libre2-dev libtomlplusplus-dev libstreamvbyte-dev
  # run: fonts and icons so the window renders anywhere
  fonts-dejavu-core
  # Simplified Chinese glyphs (1.6 MB download, 5 MB installed; Noto CJK would be 57 MB / 91 MB)
  fonts-wqy-microhei
)
test_packages=(
  # real servers used by the tests, all on 127.0.0.1
  clickhouse-server clickhouse-client gnome-keyring libsecret-1-0 libsecret-tools dbus dbus-x11 curl procps
  # a real notification daemon on a private display for the notification tests
  dunst xvfb
  # a real tray host (XEmbed) on that display for the tray test
  trayer
  # the replay test watches the process's connect() calls
  strace
  # the modern ClickHouse tier (tests/scripts/clickhouse-modern-server.sh): chdb-core from PyPI in a
  # virtual environment under the build directory, created by the fixture on first use (~15-35 s)
  python3 python3-venv
  # the ASan + UBSan tree and its libFuzzer targets (run-sanitized-tests.sh, run-fuzzers.sh)
  clang-14 lld-14 libfuzzer-14-dev libclang-rt-14-dev
  # the package (installer/): PNG icons from the SVG, the .deb's Depends (dpkg-shlibdeps), and the
  # validators of its .desktop entry and AppStream metainfo (test package_metadata)
  librsvg2-bin dpkg-dev desktop-file-utils appstream
)
# The OpenID provider of the sign-in tests (tests/oidc: oidc-provider 8.x, `npm ci` by the fixture).
# Debian's nodejs (18.x) and npm; a Node that is already installed (e.g. NodeSource's, which bundles
# npm and conflicts with Debian's npm package) is used as it is.
if ! command -v node >/dev/null 2>&1 || ! command -v npm >/dev/null 2>&1; then
  test_packages+=(nodejs npm)
fi

install_packages() {
  [ "${SKIP_INSTALL:-0}" = 1 ] && return 0
  local want=("$@") missing=()
  for p in "${want[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  local sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  echo "== installing ${#missing[@]} Debian packages: ${missing[*]}"
  $sudo apt-get update -q
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q --no-install-recommends "${missing[@]}"
}

build() {
  cmake -S . -B "$BUILD_DIR" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
  cmake --build "$BUILD_DIR" -j "$JOBS"
}

case "$mode" in
  build)
    install_packages "${packages[@]}"
    build ;;
  demo)
    install_packages "${packages[@]}"
    build
    exec "$BUILD_DIR/app/hudwatch" ;;
  test)
    # SANITIZERS=1 (default, what CI runs): the suite is built and run under ASan + UBSan (and the
    # threaded tests under TSan) in $BUILD_DIR-asan / -tsan; SANITIZERS=0: the plain build's suite.
    install_packages "${packages[@]}" "${test_packages[@]}"
    [ "${SANITIZERS:-1}" = 1 ] || build
    exec tests/scripts/run-all-tests.sh "$BUILD_DIR" ;;
esac
