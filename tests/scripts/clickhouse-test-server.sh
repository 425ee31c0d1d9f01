#!/usr/bin/env bash
# A private ClickHouse (Debian's 18.16) on 127.0.0.1 for the integration tests.
#   clickhouse-test-server.sh start <dir>   config + data under <dir>, free ports, schema, seed,
#                                           writes <dir>/connection.env and <dir>/pid
#   clickhouse-test-server.sh stop <dir>    SIGTERM, wait, SIGKILL fallback
#   clickhouse-test-server.sh crash <dir>   SIGKILL at once (an outage), keeping config and data
#   clickhouse-test-server.sh resume <dir>  starts a crashed server again on its config, data and ports
# Safe to re-run: a stale <dir> (old server still running or not) is stopped and wiped.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
schema="$here/clickhouse/schema.sql"
seed_dir="$here/../data/clickhouse"

# shellcheck source=lib/clickhouse-test-users.sh
source "$here/lib/clickhouse-test-users.sh"

label=clickhouse-test-server
# shellcheck source=lib/test-server-process.sh
source "$here/lib/test-server-process.sh"

stop_server() { local dir=$1; stop_owned_process "$dir" "--config-file=$dir/config.xml"; }

sha256() { printf '%s' "$1" | sha256sum | cut -d' ' -f1; }

write_config() {
    local dir=$1 http_port=$2 tcp_port=$3
    cat > "$dir/config.xml" <<EOF
<?xml version="1.0"?>
<yandex>
    <logger>
        <level>information</level>
        <log>$dir/log/clickhouse-server.log</log>
        <errorlog>$dir/log/clickhouse-server.err.log</errorlog>
        <size>10M</size>
        <count>2</count>
    </logger>
    <listen_host>127.0.0.1</listen_host>
    <http_port>$http_port</http_port>
    <tcp_port>$tcp_port</tcp_port>
    <max_connections>256</max_connections>
    <keep_alive_timeout>3</keep_alive_timeout>
    <max_concurrent_queries>50</max_concurrent_queries>
    <uncompressed_cache_size>8589934592</uncompressed_cache_size>
    <mark_cache_size>134217728</mark_cache_size>
    <path>$dir/data/</path>
    <tmp_path>$dir/tmp/</tmp_path>
    <user_files_path>$dir/user_files/</user_files_path>
    <format_schema_path>$dir/format_schemas/</format_schema_path>
    <users_config>$dir/users.xml</users_config>
    <default_profile>default</default_profile>
    <default_database>default</default_database>
    <timezone>UTC</timezone>
    <mlock_executable>false</mlock_executable>
    <builtin_dictionaries_reload_interval>3600</builtin_dictionaries_reload_interval>
    <max_session_timeout>3600</max_session_timeout>
    <default_session_timeout>60</default_session_timeout>
</yandex>
EOF
    cat > "$dir/users.xml" <<EOF
<?xml version="1.0"?>
<yandex>
    <profiles>
        <default>
            <max_memory_usage>2000000000</max_memory_usage>
            <use_uncompressed_cache>0</use_uncompressed_cache>
            <load_balancing>random</load_balancing>
        </default>
        <!-- 2, not 1: read-only data, but the client may still send its settings in the URL
             (wait_end_of_query, enable_http_compression, ...); readonly=1 rejects them all. -->
        <readonly>
            <readonly>2</readonly>
        </readonly>
        <readonly_strict>
            <readonly>1</readonly>
        </readonly_strict>
    </profiles>
    <users>
        <$app_user>
            <password_sha256_hex>$(sha256 "$app_password")</password_sha256_hex>
            <networks><ip>127.0.0.1</ip></networks>
            <profile>default</profile>
            <quota>default</quota>
        </$app_user>
        <$ro_user>
            <password_sha256_hex>$(sha256 "$ro_password")</password_sha256_hex>
            <networks><ip>127.0.0.1</ip></networks>
            <profile>readonly</profile>
            <quota>default</quota>
        </$ro_user>
        <$strict_user>
            <password_sha256_hex>$(sha256 "$strict_password")</password_sha256_hex>
            <networks><ip>127.0.0.1</ip></networks>
            <profile>readonly_strict</profile>
            <quota>default</quota>
        </$strict_user>
    </users>
    <quotas>
        <default>
            <interval>
                <duration>3600</duration>
                <queries>0</queries>
                <errors>0</errors>
                <result_rows>0</result_rows>
                <read_rows>0</read_rows>
                <execution_time>0</execution_time>
            </interval>
        </default>
    </quotas>
</yandex>
EOF
}

# POSTs a query (and optional body file) as the app user; fails loudly with the server's message.
run_sql() {
    local port=$1 query=$2 body=${3:-}
    local out
    if [[ -n "$body" ]]; then
        out=$(curl -sS --max-time 30 -H "X-ClickHouse-User: $app_user" -H "X-ClickHouse-Key: $app_password" \
            --data-binary "@$body" -w '\n%{http_code}' --url-query "query=$query" \
            "http://127.0.0.1:$port/") || die "curl failed for: $query"
    else
        out=$(printf '%s' "$query" | curl -sS --max-time 30 -H "X-ClickHouse-User: $app_user" \
            -H "X-ClickHouse-Key: $app_password" --data-binary @- -w '\n%{http_code}' \
            "http://127.0.0.1:$port/") || die "curl failed for: $query"
    fi
    [[ "${out##*$'\n'}" == 200 ]] || die "query failed: ${query:0:200}: ${out%$'\n'*}"
}

# Starts clickhouse-server on <dir>/config.xml; waits up to 60 s for /ping on http_port.
launch() {
    local dir=$1 http_port=$2 pid
    # 18.16 runs fine as root with its own config; setsid keeps it out of ctest's process group.
    setsid clickhouse-server --config-file="$dir/config.xml" \
        >> "$dir/log/stdout.log" 2>&1 < /dev/null &
    pid=$!
    echo "$pid" > "$dir/pid"
    for _ in $(seq 1 600); do   # 60 s
        if ! kill -0 "$pid" 2>/dev/null; then return 1; fi
        if [[ "$(curl -s --max-time 1 "http://127.0.0.1:$http_port/ping" 2>/dev/null)" == "Ok." ]]; then
            return 0
        fi
        sleep 0.1
    done
    return 1
}

crash() {
    local dir=$1 pid
    [[ -f "$dir/pid" ]] || die "no server in $dir"
    pid=$(cat "$dir/pid")
    tr '\0' ' ' < "/proc/$pid/cmdline" 2>/dev/null | grep -q -- "--config-file=$dir/config.xml" \
        || die "pid $pid is not the server of $dir"
    kill -KILL "$pid"
    for _ in $(seq 1 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    rm -f "$dir/pid"
}

resume() {
    local dir=$1 http_port
    [[ -f "$dir/connection.env" && -f "$dir/config.xml" ]] || die "nothing to resume in $dir"
    stop_server "$dir"
    http_port=$(sed -n 's/^CLICKHOUSE_HTTP_PORT=//p' "$dir/connection.env")
    launch "$dir" "$http_port" || die "server did not answer /ping within 60 s after resuming"
    echo "clickhouse-test-server: resumed pid $(cat "$dir/pid"), http 127.0.0.1:$http_port"
}

start() {
    local dir=$1
    mkdir -p "$dir"
    dir=$(cd "$dir" && pwd)
    stop_server "$dir"
    rm -rf "$dir/data" "$dir/tmp" "$dir/user_files" "$dir/format_schemas" "$dir/log" \
        "$dir/connection.env" "$dir/config.xml" "$dir/users.xml" "$dir/preprocessed"
    mkdir -p "$dir/data" "$dir/tmp" "$dir/user_files" "$dir/format_schemas" "$dir/log"
    chmod 700 "$dir"

    local attempt http_port tcp_port up
    for attempt in 1 2 3; do
        http_port=$(pick_port)
        tcp_port=$(pick_port "$http_port")
        write_config "$dir" "$http_port" "$tcp_port"
        up=0
        launch "$dir" "$http_port" && up=1
        (( up )) && break
        echo "clickhouse-test-server: attempt $attempt failed (port race?), see $dir/log" >&2
        stop_server "$dir"
        tail -n 5 "$dir/log/clickhouse-server.err.log" >&2 2>/dev/null || true
    done
    (( up )) || die "server did not answer /ping within 60 s"

    # Schema: statements are separated by lines holding only ';'.
    local stmt=""
    while IFS= read -r line; do
        if [[ "$line" == ";" ]]; then
            run_sql "$http_port" "$stmt"
            stmt=""
        elif [[ "$line" != --* ]]; then
            stmt+="$line"$'\n'
        fi
    done < "$schema"

    run_sql "$http_port" "INSERT INTO default.workflow_job (id, run_id, run_attempt, name, workflow_name, head_sha, head_branch, status, conclusion, created_at, started_at, completed_at, html_url, url, labels, runner_name, torchci_classification, dynamoKey, _inserted_at, torchci_classification_temp, workflow_event) FORMAT JSONEachRow" "$seed_dir/workflow_job.jsonl"
    run_sql "$http_port" "INSERT INTO default.push (ref, \`head_commit.id\`, \`head_commit.timestamp\`, \`head_commit.message\`, \`head_commit.author.name\`, \`repository.full_name\`, dynamoKey, _inserted_at, \`head_commit.author.username\`, \`commits.id\`, \`commits.message\`, \`commits.author.name\`, \`commits.author.username\`) FORMAT JSONEachRow" "$seed_dir/push.jsonl"
    run_sql "$http_port" "INSERT INTO default.issues (number, title, html_url, state, body, updated_at, author_association, \`labels.name\`, repository_url, dynamoKey, _inserted_at) FORMAT JSONEachRow" "$seed_dir/issues.jsonl"
    # The DISABLED issues of the flaky seed (generate_flaky_seed.py).
    run_sql "$http_port" "INSERT INTO default.issues (number, title, html_url, state, body, updated_at, author_association, \`labels.name\`, repository_url, _inserted_at) FORMAT JSONEachRow" "$seed_dir/flaky_issues.jsonl"
    run_sql "$http_port" "INSERT INTO default.crcr_workflow_job (dynamoKey, status, downstream_repo, upstream_repo, pr_number, pytorch_head_sha, delivery_id, workflow_run_url, workflow_name, job_name, check_run_id, run_id, run_attempt, conclusion, queue_time, execution_time, started_at, completed_at, total_tests, passed_tests, failed_tests, skipped_tests, failed_tests_json, artifact_url, environment, downstream_repo_level, event_type, triage_verdict_json, _inserted_at) FORMAT JSONEachRow" "$seed_dir/crcr_workflow_job.jsonl"
    run_sql "$http_port" "INSERT INTO trunk_seed.workflow_job (id, run_id, run_attempt, name, workflow_name, head_sha, head_branch, status, conclusion, created_at, started_at, completed_at, html_url, url, labels, runner_name, runner_group_name, \`steps.completed_at\`, \`steps.conclusion\`, \`steps.name\`, \`steps.number\`, \`steps.started_at\`, \`steps.status\`, torchci_classification, dynamoKey, _inserted_at) FORMAT JSONEachRow" "$seed_dir/trunk_workflow_job.jsonl"
    run_sql "$http_port" "INSERT INTO trunk_seed.workflow_run (id, workflow_id, name, event, status, conclusion, run_attempt, head_branch, head_sha, html_url, created_at, updated_at, \`repository.full_name\`, \`head_repository.full_name\`, dynamoKey, _inserted_at) FORMAT JSONEachRow" "$seed_dir/trunk_workflow_run.jsonl"
    run_sql "$http_port" "INSERT INTO trunk_seed.push (ref, \`head_commit.id\`, \`head_commit.timestamp\`, \`head_commit.message\`, \`head_commit.author.name\`, \`repository.full_name\`, dynamoKey, _inserted_at) FORMAT JSONEachRow" "$seed_dir/trunk_push.jsonl"
    # Flaky tests (generate_flaky_seed.py): their test jobs go into workflow_job too, under commits
    # that are not in push (the grid never sees them), and are not in CLICKHOUSE_SEED_JOBS.
    run_sql "$http_port" "INSERT INTO default.workflow_job (id, run_id, run_attempt, name, workflow_name, head_sha, head_branch, status, conclusion, created_at, started_at, completed_at, html_url, url, labels, runner_name, torchci_classification, dynamoKey, _inserted_at) FORMAT JSONEachRow" "$seed_dir/flaky_workflow_job.jsonl"
    run_sql "$http_port" "INSERT INTO default.test_run_s3 (name, classname, file, invoking_file, job_id, workflow_id, workflow_run_attempt, time, status, \`failure.message\`, \`failure.text\`, \`failure.type\`, \`error.message\`, \`error.text\`, \`error.type\`, \`skipped.message\`, \`skipped.text\`, \`skipped.type\`, \`rerun.message\`, \`rerun.text\`, time_inserted) FORMAT JSONEachRow" "$seed_dir/test_run_s3.jsonl"
    run_sql "$http_port" "INSERT INTO misc.disabled_tests_historical (day, timestamp, name, issueNumber, platforms) FORMAT JSONEachRow" "$seed_dir/disabled_tests_historical.jsonl"
    run_sql "$http_port" "INSERT INTO default.rerun_disabled_tests (classname, filename, flaky, name, num_green, num_red, workflow_id, workflow_run_attempt, \`_meta.bucket\`, \`_meta.key\`) FORMAT JSONEachRow" "$seed_dir/rerun_disabled_tests.jsonl"
    run_sql "$http_port" "INSERT INTO default.workflow_run (id, workflow_id, name, event, status, conclusion, run_attempt, head_branch, head_sha, html_url, created_at, updated_at, \`repository.full_name\`, \`head_repository.full_name\`, dynamoKey, _inserted_at) FORMAT JSONEachRow" "$seed_dir/flaky_workflow_run.jsonl"
    run_sql "$http_port" "INSERT INTO default.workflow_run (id, workflow_id, name, event, status, conclusion, run_attempt, head_branch, head_sha, html_url, created_at, updated_at, \`repository.full_name\`, \`head_repository.full_name\`, dynamoKey, _inserted_at) FORMAT JSONEachRow" "$seed_dir/grid_workflow_run.jsonl"

    # GPU utilization (generate_utilization_seed.py), gzip-compressed in the repository.
    local gz
    gz=$(mktemp "$dir/tmp/seed.XXXXXX")
    gzip -dc "$seed_dir/utilization_metadata.jsonl.gz" > "$gz"
    run_sql "$http_port" "INSERT INTO misc.oss_ci_utilization_metadata (created_at, repo, workflow_id, run_attempt, job_id, workflow_name, job_name, usage_collect_interval, data_model_version, gpu_count, cpu_count, gpu_type, start_at, end_at, \`segments.1\`, \`segments.2\`, \`segments.3\`, \`segments.4\`, \`segments.5\`, tags, _meta) FORMAT JSONEachRow" "$gz"
    gzip -dc "$seed_dir/utilization_time_series.jsonl.gz" > "$gz"
    run_sql "$http_port" "INSERT INTO misc.oss_ci_time_series (created_at, type, tags, time_stamp, repo, workflow_id, run_attempt, job_id, workflow_name, job_name, json_data, _meta) FORMAT JSONEachRow" "$gz"
    rm -f "$gz"

    umask 077
    cat > "$dir/connection.env" <<EOF
CLICKHOUSE_HOST=127.0.0.1
CLICKHOUSE_HTTP_PORT=$http_port
CLICKHOUSE_TCP_PORT=$tcp_port
CLICKHOUSE_USER=$app_user
CLICKHOUSE_PASSWORD=$app_password
CLICKHOUSE_READONLY_USER=$ro_user
CLICKHOUSE_READONLY_PASSWORD=$ro_password
CLICKHOUSE_SEED_JOBS=$(grep -c . "$seed_dir/workflow_job.jsonl")
CLICKHOUSE_SEED_COMMITS=$(grep -c . "$seed_dir/push.jsonl")
CLICKHOUSE_STRICT_READONLY_USER=$strict_user
CLICKHOUSE_STRICT_READONLY_PASSWORD=$strict_password
CLICKHOUSE_TIER=legacy
EOF
    echo "clickhouse-test-server: pid $(cat "$dir/pid"), http 127.0.0.1:$http_port, tcp $tcp_port, dir $dir"
}

case "${1:-}" in
    start) [[ -n "${2:-}" ]] || die "usage: $0 start <dir>"; start "$2" ;;
    crash) [[ -n "${2:-}" ]] || die "usage: $0 crash <dir>"; crash "$(cd "$2" && pwd)" ;;
    resume) [[ -n "${2:-}" ]] || die "usage: $0 resume <dir>"; resume "$(cd "$2" && pwd)" ;;
    stop)  [[ -n "${2:-}" ]] || die "usage: $0 stop <dir>"; stop_server "$(cd "$2" 2>/dev/null && pwd || echo "$2")" ;;
    *) die "usage: $0 start|stop|crash|resume <dir>" ;;
esac
