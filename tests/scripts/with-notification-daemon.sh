#!/usr/bin/env bash
# Runs a command with a real notification daemon (dunst) on a private display (Xvfb) and a private
# session bus: what the console notifies arrives where a desktop's notifications arrive. Used as
#   dbus-run-session -- tests/scripts/with-notification-daemon.sh COMMAND...
set -euo pipefail
command -v Xvfb >/dev/null && command -v dunst >/dev/null || { echo "needs Xvfb and dunst" >&2; exit 1; }
display=""
for n in $(seq 90 140); do
  if [ ! -e "/tmp/.X11-unix/X$n" ] && [ ! -e "/tmp/.X$n-lock" ]; then display=":$n"; break; fi
done
[ -n "$display" ] || { echo "no free X display" >&2; exit 1; }
Xvfb "$display" -screen 0 1280x800x24 -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
config=$(mktemp)
# Notifications stay until closed, so the test reads them while they are displayed.
printf '[global]\n    timeout = 0\n    history_length = 50\n' > "$config"
cleanup() { kill "${dunst:-}" "$xvfb" 2>/dev/null || true; rm -f "$config"; }
trap cleanup EXIT
export DISPLAY="$display"
for _ in $(seq 50); do [ -e "/tmp/.X11-unix/X${display#:}" ] && break; sleep 0.1; done
dunst -config "$config" >/dev/null 2>&1 &
dunst=$!
for _ in $(seq 50); do dunstctl is-paused >/dev/null 2>&1 && break; sleep 0.1; done
"$@"
