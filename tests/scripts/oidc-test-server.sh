#!/usr/bin/env bash
# A real OpenID provider (tests/oidc/provider.mjs: oidc-provider 8.x on Node) on 127.0.0.1.
#   oidc-test-server.sh start <dir>   npm ci into <dir>/../oidc-node when its node_modules is missing
#                                     or stale, starts the provider, waits for its discovery
#                                     document, writes <dir>/connection.env and <dir>/pid
#   oidc-test-server.sh stop <dir>    SIGTERM, wait, SIGKILL fallback
# OIDC_ACCESS_TOKEN_TTL, OIDC_DEVICE_CODE_TTL and OIDC_DEVICE_INTERVAL pass through to the provider.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
src="$here/../oidc"

label=oidc-test-server
# shellcheck source=lib/test-server-process.sh
source "$here/lib/test-server-process.sh"

stop_server() { local dir=$1; stop_owned_process "$dir" "provider.mjs $dir/connection.env"; }

# node_modules in a cache beside <dir> (the build tree), reinstalled only when the lock changed.
install_modules() {
    local cache=$1
    mkdir -p "$cache"
    cp "$src/provider.mjs" "$cache/provider.mjs"
    if [[ -d "$cache/node_modules" ]] && cmp -s "$src/package-lock.json" "$cache/package-lock.json"; then
        return 0
    fi
    command -v npm >/dev/null || die "npm not found (installer/dev.sh test installs nodejs and npm)"
    cp "$src/package.json" "$src/package-lock.json" "$cache/"
    echo "oidc-test-server: npm ci in $cache"
    (cd "$cache" && npm ci --no-audit --no-fund --loglevel=error) >&2 || die "npm ci failed"
}

start() {
    local dir=$1
    mkdir -p "$dir"
    dir=$(cd "$dir" && pwd)
    stop_server "$dir"
    rm -rf "$dir/log" "$dir/connection.env"
    mkdir -p "$dir/log"
    chmod 700 "$dir"
    command -v node >/dev/null || die "node not found (installer/dev.sh test installs nodejs)"

    local cache
    cache=$(cd "$dir/.." && pwd)/oidc-node
    install_modules "$cache"

    # setsid keeps the provider out of ctest's process group.
    (cd "$cache" && exec setsid node provider.mjs "$dir/connection.env") \
        > "$dir/log/provider.log" 2>&1 < /dev/null &
    local pid=$! up=0 issuer=""
    echo "$pid" > "$dir/pid"
    for _ in $(seq 1 300); do   # 30 s
        kill -0 "$pid" 2>/dev/null || break
        if [[ -f "$dir/connection.env" ]]; then
            issuer=$(sed -n 's/^OIDC_ISSUER=//p' "$dir/connection.env")
            if curl -sf --max-time 1 "$issuer/.well-known/openid-configuration" 2>/dev/null \
                | grep -q "\"issuer\":\"$issuer\""; then
                up=1; break
            fi
        fi
        sleep 0.1
    done
    if (( ! up )); then
        tail -n 20 "$dir/log/provider.log" >&2 || true
        stop_server "$dir"
        die "provider did not serve its discovery document within 30 s"
    fi
    echo "oidc-test-server: pid $pid, issuer $issuer, dir $dir"
}

case "${1:-}" in
    start) [[ -n "${2:-}" ]] || die "usage: $0 start <dir>"; start "$2" ;;
    stop)  [[ -n "${2:-}" ]] || die "usage: $0 stop <dir>"; stop_server "$(cd "$2" 2>/dev/null && pwd || echo "$2")" ;;
    *) die "usage: $0 start|stop <dir>" ;;
esac
