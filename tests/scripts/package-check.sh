#!/usr/bin/env bash
# The .deb as a user gets it: a Release build of the app alone (no tests) in BUILD_DIR, packaged by
# `cpack -G DEB`, installed with apt (only its Depends, no Recommends: they must be enough to run),
# then the installed /usr/bin/hudwatch runs --version, two headless commands and an offscreen
# screenshot, and `apt-get remove --purge` must leave none of the package's files behind.
# Needs root or sudo, and refuses to run when a hudwatch package is installed already (it would
# remove it). Usage: package-check.sh [BUILD_DIR] (default: build-package)
set -euo pipefail
src=$(cd "$(dirname "$0")/../.." && pwd)
build=${1:-build-package}
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo -n" # never wait for a password in CI
if dpkg-query -W -f='${Status}' hudwatch 2>/dev/null | grep -qv 'not-installed'; then
  echo "package-check: a hudwatch package is installed already; remove it first" >&2
  exit 1
fi

# Unity batches (HUDWATCH_UNITY): this tree is built once, from nothing: 191 s instead of 359 s.
cmake -S "$src" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DHUDWATCH_BUILD_TESTS=OFF \
  -DHUDWATCH_UPDATE_TRANSLATIONS=OFF -DHUDWATCH_UNITY=ON >/dev/null
cmake --build "$build" -j "${JOBS:-$(nproc)}" --target hudwatch
# STEP=build: only the build (run-all-tests.sh builds this tree while the sanitized suite runs).
[ "${STEP:-all}" = build ] && exit 0
build=$(cd "$build" && pwd)
rm -f "$build"/hudwatch_*.deb
(cd "$build" && cpack -G DEB)
deb=$(ls "$build"/hudwatch_*.deb)
dpkg-deb --info "$deb"

work=$(mktemp -d)
installed=0
cleanup() {
  [ "$installed" = 1 ] && $sudo apt-get remove --purge -y -q hudwatch >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT
fail() { echo "package-check: $*" >&2; exit 1; }

DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q --no-install-recommends "$deb"
installed=1
# The package's own files (not the directories it shares with others), to check the removal.
dpkg -L hudwatch | while read -r path; do [ -d "$path" ] || echo "$path"; done > "$work/files"
echo "== installed $(wc -l < "$work/files") files"
for want in /usr/bin/hudwatch /usr/share/applications/io.github.hudwatch.HudWatch.desktop \
            /usr/share/metainfo/io.github.hudwatch.HudWatch.metainfo.xml \
            /usr/share/icons/hicolor/scalable/apps/io.github.hudwatch.HudWatch.svg \
            /usr/share/doc/hudwatch/copyright; do
  grep -qx "$want" "$work/files" || fail "$want is not in the package"
done
for size in 16 22 24 32 48 64 128 256; do
  icon=/usr/share/icons/hicolor/${size}x${size}/apps/io.github.hudwatch.HudWatch.png
  grep -qx "$icon" "$work/files" || fail "the ${size}x${size} icon is not in the package"
  # The pixels its folder promises (the PNG header's width and height).
  [ "$(od -An -tu1 -j16 -N8 "$icon" | awk '{print $3*256+$4 "x" $7*256+$8}')" = "${size}x${size}" ] \
    || fail "$icon is not ${size}x${size} pixels"
done
# The files as installed, as a software centre reads them: the metainfo's launchable names the
# .desktop file that is really there, its icon is found, and nothing in the tree warns.
mkdir "$work/tree"
dpkg-deb -x "$deb" "$work/tree"
appstreamcli validate-tree --no-net --explain "$work/tree" || fail "appstreamcli validate-tree fails on the package's files"
desktop-file-validate "$work/tree/usr/share/applications/io.github.hudwatch.HudWatch.desktop" \
  || fail "the installed .desktop entry does not validate"

# Depends names the package of every library the binary is linked to, and of the Qt plugins it
# loads at run time (the cache's SQLite driver, the SVG icons): on this machine everything is
# installed already, so a missing one would not fail to run here, only on a user's.
depends_of() {  # the package names of a control field, one per line, versions and alternatives split
  dpkg-deb -f "$deb" "$1" | tr ',|' '\n\n' | sed 's/(.*)//; s/[[:space:]]//g' | sed '/^$/d' | sort -u
}
depends_of Depends > "$work/depends"
owner() {  # the package that holds a file (merged /usr: dpkg may know it under /usr or not)
  local path=$1 p
  for p in "$path" "/usr$path" "$(readlink -f "$path")"; do
    [ -n "$p" ] || continue
    dpkg -S "$p" 2>/dev/null | head -1 | cut -d: -f1 | grep . && return 0
  done
  return 1
}
needed=$(objdump -p /usr/bin/hudwatch | awk '/NEEDED/ {print $2}')
[ -n "$needed" ] || fail "objdump lists no library of /usr/bin/hudwatch"
for lib in $needed; do
  path=$(ldd /usr/bin/hudwatch | awk -v l="$lib" '$1 == l {print $3} $1 ~ ("/" l "$") {print $1}' | head -1)
  [ -n "$path" ] || fail "ldd does not resolve $lib"
  pkg=$(owner "$path") || fail "no package holds $path ($lib)"
  grep -qx "$pkg" "$work/depends" || fail "$lib is $pkg's, which Depends does not name: $(tr '\n' ' ' < "$work/depends")"
done
qtplugins=$(qtpaths6 --query QT_INSTALL_PLUGINS 2>/dev/null || echo /usr/lib/$(dpkg-architecture -qDEB_HOST_MULTIARCH)/qt6/plugins)
for plugin in sqldrivers/libqsqlite.so imageformats/libqsvg.so iconengines/libqsvgicon.so; do
  pkg=$(owner "$qtplugins/$plugin") || fail "no package holds the Qt plugin $plugin"
  grep -qx "$pkg" "$work/depends" || fail "the Qt plugin $plugin is $pkg's, which Depends does not name"
done
echo "== Depends names the packages of all $(echo "$needed" | wc -w) linked libraries and 3 Qt plugins"

# The installed binary, with a throwaway home so nothing of the user's is read or written.
export HOME=$work/home XDG_CONFIG_HOME=$work/home/.config XDG_CACHE_HOME=$work/home/.cache \
       XDG_DATA_HOME=$work/home/.local/share QT_QPA_PLATFORM=offscreen
mkdir -p "$HOME"
version=$(sed -n 's/^project(hudwatch VERSION \([0-9.]*\).*/\1/p' "$src/CMakeLists.txt")
/usr/bin/hudwatch --version | tee "$work/version"
grep -q "$version" "$work/version" || fail "--version does not say $version"
# The newest release the metainfo announces (the first) is this version.
release=$(grep -o '<release version="[^"]*"' "$work/tree/usr/share/metainfo/io.github.hudwatch.HudWatch.metainfo.xml" \
  | head -1 | sed 's/.*="//; s/"$//')
[ "$release" = "$version" ] || fail "the metainfo's newest release is '$release', the project is version $version"

# Headless: the flaky-test ranking of the bundled demo (data from the resources), and a log search.
/usr/bin/hudwatch flaky --csv > "$work/flaky.csv"
[ "$(wc -l < "$work/flaky.csv")" -ge 2 ] || fail "hudwatch flaky --csv printed no tests"
head -3 "$work/flaky.csv"
printf 'step 1\nRuntimeError: CUDA error\nstep 2\nRuntimeError: again\n' | gzip > "$work/job.log.gz"
count=$(/usr/bin/hudwatch log "$work/job.log.gz" --find 'RuntimeError' --count)
[ "$count" = 2 ] || fail "hudwatch log --count gave '$count', not 2"
echo "hudwatch log --count: $count"

# An offscreen screenshot: a PNG of the size asked for, complete (IEND at its end).
/usr/bin/hudwatch --screenshot "$work/grid.png" --size 1280x800
png=$work/grid.png
[ "$(head -c 8 "$png" | od -An -tx1 | tr -d ' \n')" = 89504e470d0a1a0a ] || fail "the screenshot is no PNG"
[ "$(od -An -tu1 -j16 -N8 "$png" | awk '{print $3*256+$4 "x" $7*256+$8}')" = 1280x800 ] \
  || fail "the screenshot is not 1280x800"
tail -c 8 "$png" | grep -q IEND || fail "the screenshot is truncated"
[ "$(stat -c %s "$png")" -gt 20000 ] || fail "the screenshot is nearly empty ($(stat -c %s "$png") bytes)"
echo "screenshot: $(stat -c %s "$png") bytes, 1280x800"

DEBIAN_FRONTEND=noninteractive $sudo apt-get remove --purge -y -q hudwatch
installed=0
if dpkg-query -W -f='${Status}' hudwatch 2>/dev/null | grep -qv 'not-installed'; then
  fail "hudwatch is still known to dpkg after the purge"
fi
left=0
while read -r path; do
  if [ -e "$path" ] || [ -L "$path" ]; then echo "left behind: $path" >&2; left=1; fi
done < "$work/files"
[ "$left" = 0 ] || fail "files of the package are left after the purge"
echo "== package-check passed: $(basename "$deb") installs, runs and purges cleanly"
