# Shared by the test servers' start/stop scripts (sourced, not run). The sourcing script sets
# `label` (its name, for messages) before calling these.

die() { echo "$label: $*" >&2; exit 1; }

port_in_use() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

# A free port on 127.0.0.1 in 20000-59999, other than $1 (a port already picked).
pick_port() {
    local p tries=0
    while :; do
        p=$(( 20000 + (RANDOM * 32768 + RANDOM) % 40000 ))
        if ! port_in_use "$p" && [[ "$p" != "${1:-}" ]]; then echo "$p"; return; fi
        tries=$((tries + 1)); (( tries < 200 )) || die "no free port found"
    done
}

# stop_owned_process DIR MATCH: SIGTERM to the pid in DIR/pid, a wait, then SIGKILL; only when
# that process's command line contains MATCH (pids get reused: never signal another program).
stop_owned_process() {
    local dir=$1 match=$2 pid
    [[ -f "$dir/pid" ]] || return 0
    pid=$(cat "$dir/pid")
    if [[ -n "$pid" ]] && kill -0 "$pid" 2>/dev/null \
        && tr '\0' ' ' < "/proc/$pid/cmdline" 2>/dev/null | grep -q -- "$match"; then
        kill -TERM "$pid" 2>/dev/null || true
        for _ in $(seq 1 100); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
        if kill -0 "$pid" 2>/dev/null; then
            echo "$label: $pid ignored SIGTERM, killing" >&2
            kill -KILL "$pid" 2>/dev/null || true
            for _ in $(seq 1 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
        fi
    fi
    rm -f "$dir/pid"
}
