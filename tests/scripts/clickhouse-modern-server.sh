#!/usr/bin/env bash
# A modern ClickHouse (26.x: chDB from PyPI, in process) behind the HTTP front of
# tests/clickhouse-modern/server.py, on 127.0.0.1, with HUD's real column types and the same
# seeds as the 18.16 server (tests/scripts/clickhouse-test-server.sh).
#   clickhouse-modern-server.sh start DIR [PORT]  PORT 0 or omitted: a free one. Returns once /ping
#                                                 answers; writes DIR/connection.env (the 18.16
#                                                 script's format plus CLICKHOUSE_TIER=modern), DIR/pid
#   clickhouse-modern-server.sh stop DIR          SIGTERM, wait, SIGKILL fallback (our pid only)
#   clickhouse-modern-server.sh install VENV      only create the virtual environment
# The virtual environment (chdb-core, pinned) is created on first use and reused: HUDWATCH_CHDB_VENV,
# default <DIR>/../chdb-venv. It needs python3 with venv and pip, and PyPI once.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
front="$here/../clickhouse-modern/server.py"
chdb_version=26.9.0

# shellcheck source=lib/clickhouse-test-users.sh
source "$here/lib/clickhouse-test-users.sh"

label=clickhouse-modern-server
# shellcheck source=lib/test-server-process.sh
source "$here/lib/test-server-process.sh"

# Creates the venv once (a lock keeps two starts from building it at the same time).
ensure_venv() {
    local venv=$1
    mkdir -p "$(dirname "$venv")"
    (
        flock 9
        if [[ -x "$venv/bin/python" ]] && "$venv/bin/python" -c "import chdb, sys; sys.exit(chdb.__version__ != '$chdb_version')" 2>/dev/null; then
            exit 0
        fi
        rm -rf "$venv"
        local t0=$SECONDS
        echo "clickhouse-modern-server: installing chdb-core $chdb_version into $venv" >&2
        python3 -m venv "$venv" || die "python3 -m venv failed (Debian: apt-get install python3-venv)"
        # --no-deps: chdb-core's pandas/pyarrow are only for DataFrames (330 MB we never load).
        "$venv/bin/python" -m pip install -q --disable-pip-version-check --no-deps "chdb-core==$chdb_version" \
            || { rm -rf "$venv"; die "pip install chdb-core==$chdb_version failed"; }
        echo "clickhouse-modern-server: chdb-core installed in $((SECONDS - t0)) s" >&2
    ) 9> "$venv.lock"
}

stop_server() { local dir=$1; stop_owned_process "$dir" "server.py --dir $dir "; }

sha256() { printf '%s' "$1" | sha256sum | cut -d' ' -f1; }

start() {
    local dir=$1 port=${2:-0}
    mkdir -p "$dir"
    dir=$(cd "$dir" && pwd)
    local venv=${HUDWATCH_CHDB_VENV:-$(dirname "$dir")/chdb-venv}
    ensure_venv "$venv"
    stop_server "$dir"
    rm -rf "$dir/data" "$dir/log" "$dir/connection.env" "$dir/port" "$dir/users.json"
    mkdir -p "$dir/data" "$dir/log"
    chmod 700 "$dir"
    cat > "$dir/users.json" <<JSON
{"$app_user": {"password_sha256": "$(sha256 "$app_password")", "readonly": 0},
 "$ro_user": {"password_sha256": "$(sha256 "$ro_password")", "readonly": 1},
 "$strict_user": {"password_sha256": "$(sha256 "$strict_password")", "readonly": 1}}
JSON
    local attempt up=0 p
    for attempt in 1 2 3; do
        p=$port
        [[ "$p" == 0 ]] && p=$(pick_port)
        setsid "$venv/bin/python" "$front" --dir "$dir" --port "$p" --users "$dir/users.json" \
            --schema "$here/../clickhouse-modern/schema.sql" \
            --legacy-schema "$here/clickhouse/schema.sql" \
            --legacy-script "$here/clickhouse-test-server.sh" \
            --seed-dir "$here/../data/clickhouse" >> "$dir/log/front.log" 2>&1 < /dev/null &
        echo $! > "$dir/pid"
        for _ in $(seq 1 1200); do   # 120 s: schema and seeds load before /ping answers
            kill -0 "$(cat "$dir/pid")" 2>/dev/null || break
            if [[ "$(curl -s --max-time 1 "http://127.0.0.1:$p/ping" 2>/dev/null)" == "Ok." ]]; then up=1; break; fi
            sleep 0.1
        done
        (( up )) && break
        echo "clickhouse-modern-server: attempt $attempt failed:" >&2
        tail -n 15 "$dir/log/front.log" >&2 || true
        stop_server "$dir"
        # A schema or seed failure will not go away by itself; a port race may.
        grep -q "LoadError\|ServerError" "$dir/log/front.log" && break
        [[ "$port" == 0 ]] || break
    done
    (( up )) || die "the modern front did not answer /ping (see $dir/log/front.log)"

    local seed_dir="$here/../data/clickhouse"
    umask 077
    cat > "$dir/connection.env" <<ENV
CLICKHOUSE_HOST=127.0.0.1
CLICKHOUSE_HTTP_PORT=$p
CLICKHOUSE_TCP_PORT=0
CLICKHOUSE_USER=$app_user
CLICKHOUSE_PASSWORD=$app_password
CLICKHOUSE_READONLY_USER=$ro_user
CLICKHOUSE_READONLY_PASSWORD=$ro_password
CLICKHOUSE_SEED_JOBS=$(grep -c . "$seed_dir/workflow_job.jsonl")
CLICKHOUSE_SEED_COMMITS=$(grep -c . "$seed_dir/push.jsonl")
CLICKHOUSE_STRICT_READONLY_USER=$strict_user
CLICKHOUSE_STRICT_READONLY_PASSWORD=$strict_password
CLICKHOUSE_TIER=modern
ENV
    echo "clickhouse-modern-server: $(tail -n 1 "$dir/log/front.log"), pid $(cat "$dir/pid"), dir $dir"
}

case "${1:-}" in
    start) [[ -n "${2:-}" ]] || die "usage: $0 start DIR [PORT]"; start "$2" "${3:-0}" ;;
    stop)  [[ -n "${2:-}" ]] || die "usage: $0 stop DIR"; stop_server "$(cd "$2" 2>/dev/null && pwd || echo "$2")" ;;
    install) [[ -n "${2:-}" ]] || die "usage: $0 install VENV"; ensure_venv "$2" ;;
    *) die "usage: $0 start DIR [PORT] | stop DIR | install VENV" ;;
esac
