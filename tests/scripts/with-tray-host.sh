#!/usr/bin/env bash
# Runs a command with a real system tray host (Debian's trayer, an XEmbed tray) on a private
# display (Xvfb) and, as used below, a private session bus: what the console puts in the tray is
# embedded where a desktop's tray would show it. Used as
#   dbus-run-session -- tests/scripts/with-tray-host.sh COMMAND...
set -euo pipefail
command -v Xvfb >/dev/null && command -v trayer >/dev/null || { echo "needs Xvfb and trayer" >&2; exit 1; }
display=""
for n in $(seq 141 190); do
  if [ ! -e "/tmp/.X11-unix/X$n" ] && [ ! -e "/tmp/.X$n-lock" ]; then display=":$n"; break; fi
done
[ -n "$display" ] || { echo "no free X display" >&2; exit 1; }
Xvfb "$display" -screen 0 1024x768x24 -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
cleanup() { kill "${trayer:-}" "$xvfb" 2>/dev/null || true; }
trap cleanup EXIT
export DISPLAY="$display"
for _ in $(seq 50); do [ -e "/tmp/.X11-unix/X${display#:}" ] && break; sleep 0.1; done
# A wide, solid white tray at the top: the icon's pixels are easy to tell from the tray's.
trayer --edge top --align left --widthtype pixel --width 200 --heighttype pixel --height 32 \
  --transparent false --tint 0xffffff --SetDockType false --SetPartialStrut false >/dev/null 2>&1 &
trayer=$!
export QT_QPA_PLATFORM=xcb
"$@"
