#!/usr/bin/env bash
# Runs a command with a private, throwaway Secret Service (gnome-keyring) on a private session
# bus, so keychain tests use a real keyring without touching the user's. Exits with CMD's status.
#   tests/scripts/with-keyring.sh ctest -R Credential
set -euo pipefail
[[ $# -gt 0 ]] || { echo "usage: $0 CMD [ARGS...]" >&2; exit 2; }
for tool in dbus-run-session dbus-send gnome-keyring-daemon; do
    command -v "$tool" >/dev/null || { echo "with-keyring: $tool not found" >&2; exit 2; }
done

tmp=$(mktemp -d "${TMPDIR:-/tmp}/hudwatch-keyring.XXXXXX")
cleanup() { rm -rf "$tmp"; }
trap cleanup EXIT
mkdir -p "$tmp/data" "$tmp/run" "$tmp/config"
chmod 700 "$tmp" "$tmp/data" "$tmp/run" "$tmp/config"
export XDG_DATA_HOME="$tmp/data" XDG_RUNTIME_DIR="$tmp/run" XDG_CONFIG_HOME="$tmp/config"

status=0
dbus-run-session -- bash -c '
    set -u
    # --foreground keeps the daemon our child, so we can stop and reap it (no orphan left).
    printf "%s" "throwaway-keyring-password" \
        | gnome-keyring-daemon --foreground --unlock --components=secrets >/dev/null 2>&1 &
    daemon=$!
    stop_daemon() { kill "$daemon" 2>/dev/null || true; wait "$daemon" 2>/dev/null || true; }
    trap stop_daemon EXIT
    for _ in $(seq 1 100); do
        if dbus-send --session --print-reply --dest=org.freedesktop.DBus /org/freedesktop/DBus \
            org.freedesktop.DBus.NameHasOwner string:org.freedesktop.secrets 2>/dev/null | grep -q "boolean true"; then
            ready=1; break
        fi
        kill -0 "$daemon" 2>/dev/null || break
        sleep 0.1
    done
    [[ "${ready:-0}" == 1 ]] || { echo "with-keyring: gnome-keyring-daemon did not start" >&2; exit 2; }
    "$@"
' with-keyring "$@" || status=$?
exit "$status"
