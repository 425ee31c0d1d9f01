-- The modern tier's schema: HUD's real column types (pytorch/test-infra 61a77570,
-- clickhouse_db_schema/ where it is checked in; for push, workflow_run, test_run_s3,
-- rerun_disabled_tests and issues the shapes HUD's queries read). Loaded into chDB (ClickHouse
-- 26.x) by tests/clickhouse-modern/loader.py; statements are separated by lines holding only ';'.
-- Differences from production, for tests only:
--   * _inserted_at is DEFAULT now(), not MATERIALIZED now(), so seeds and tests can set it (as
--     the 18.16 test schema does);
--   * Shared* engines are their single-server forms; TTL and skip indexes are left out where
--     they change nothing a test can see (the workflow_job indexes are kept);
--   * workflow_event / workflow_created_at read one dictionary (workflow_run_dict, keyed by the
--     run id) instead of HUD's two (run id -> event hash -> event). chDB does not refresh a
--     dictionary on its own: the front reloads dictionaries after every INSERT.
CREATE DATABASE IF NOT EXISTS materialized_views
;
CREATE DATABASE IF NOT EXISTS misc
;
CREATE DATABASE IF NOT EXISTS trunk_seed
;
CREATE TABLE IF NOT EXISTS default.workflow_run (
    id Int64,
    workflow_id Int64,
    name String,
    event String,
    status String,
    conclusion String,
    run_attempt Int64,
    head_branch String,
    head_sha String,
    html_url String,
    path String,
    created_at DateTime64(9),
    updated_at DateTime64(9),
    head_commit Tuple(id String, timestamp DateTime64(9), message String,
                      author Tuple(name String, email String)),
    repository Tuple(full_name String, name String, owner Tuple(login String, name String)),
    head_repository Tuple(full_name String, name String, owner Tuple(login String, name String)),
    dynamoKey String,
    _inserted_at DateTime DEFAULT now()
) ENGINE = ReplacingMergeTree ORDER BY (id, dynamoKey)
;
CREATE DICTIONARY IF NOT EXISTS default.workflow_run_dict (
    id UInt64,
    event String,
    created_at DateTime
) PRIMARY KEY id
SOURCE(CLICKHOUSE(QUERY 'SELECT toUInt64(id) AS id, argMax(event, _inserted_at) AS event, toDateTime(min(created_at)) AS created_at FROM default.workflow_run GROUP BY id'))
LIFETIME(0) LAYOUT(HASHED())
;
CREATE TABLE IF NOT EXISTS default.workflow_job (
    check_run_url String,
    completed_at DateTime64(9),
    conclusion String,
    created_at DateTime64(9),
    dynamoKey String,
    head_branch String,
    head_sha String,
    html_url String,
    id Int64,
    labels Array(String),
    name String,
    node_id String,
    run_attempt Int64,
    run_id Int64,
    run_url String,
    runner_group_id Int64,
    runner_group_name String,
    runner_id Int64,
    runner_name String,
    started_at DateTime64(9),
    status String,
    steps Array(Tuple(completed_at DateTime64(9), conclusion String, name String, number Int64,
                      started_at DateTime64(9), status String)),
    torchci_classification Tuple(captures Array(String), context Array(String), job_id Int64,
                                 line String, line_num Int64, rule String),
    url String,
    workflow_name String,
    backfill Bool DEFAULT true,
    _inserted_at DateTime DEFAULT now(),
    repository_full_name String ALIAS extractAll(url, 'https://api.github.com/repos/([^/]+/[^/]+)/actions/jobs/')[1],
    workflow_event String ALIAS dictGet('default.workflow_run_dict', 'event', toUInt64(run_id)),
    workflow_created_at DateTime ALIAS dictGet('default.workflow_run_dict', 'created_at', toUInt64(run_id)),
    torchci_classification_temp Tuple(captures Array(String), context Array(String), job_id Int64,
                                      line String, line_num Int64, rule String),
    torchci_classification_kg Tuple(captures Array(String), context Array(String), job_id Int64,
                                    line String, line_num Int64, rule String)
        ALIAS if(tupleElement(torchci_classification, 'line') = '', torchci_classification_temp, torchci_classification),
    conclusion_kg String ALIAS if((conclusion = '') AND (tupleElement(torchci_classification_temp, 'line') != ''), 'failure', conclusion),
    log_url String ALIAS multiIf(repository_full_name != 'pytorch/pytorch',
        concat('https://ossci-raw-job-status.s3.amazonaws.com/log/', repository_full_name, '/', CAST(id, 'String')),
        (tupleElement(torchci_classification_temp, 'line') != '') AND (conclusion = ''),
        concat('https://gha-artifacts.s3.us-east-1.amazonaws.com/temp_logs/', CAST(id, 'String')),
        concat('https://ossci-raw-job-status.s3.amazonaws.com/log/', CAST(id, 'String'))),
    INDEX status_index status TYPE bloom_filter GRANULARITY 1,
    INDEX created_at_index created_at TYPE minmax GRANULARITY 1,
    INDEX started_at_index started_at TYPE minmax GRANULARITY 1,
    INDEX completed_at_index completed_at TYPE minmax GRANULARITY 1
) ENGINE = ReplacingMergeTree ORDER BY (id, run_id, dynamoKey)
;
-- HUD's lookup of jobs by SHA (head_sha is not in workflow_job's sort key).
CREATE MATERIALIZED VIEW IF NOT EXISTS materialized_views.workflow_job_by_head_sha
ENGINE = ReplacingMergeTree ORDER BY (head_sha, id)
AS SELECT id, head_sha FROM default.workflow_job
;
-- No DDL checked in: the webhook payload's fields HUD's queries read (named tuples).
CREATE TABLE IF NOT EXISTS default.push (
    ref String,
    head_commit Tuple(id String, timestamp DateTime64(9), message String,
                      author Tuple(name String, email String, username String), url String),
    commits Array(Tuple(id String, timestamp DateTime64(9), message String,
                        author Tuple(name String, email String, username String), url String)),
    repository Tuple(full_name String, name String, owner Tuple(name String, login String)),
    dynamoKey String,
    _inserted_at DateTime DEFAULT now()
) ENGINE = ReplacingMergeTree ORDER BY dynamoKey
;
CREATE TABLE IF NOT EXISTS default.crcr_workflow_job (
    dynamoKey String,
    status String,
    downstream_repo String,
    upstream_repo String,
    pr_number UInt64,
    pytorch_head_sha String,
    delivery_id String,
    workflow_run_url String,
    workflow_name String,
    job_name String DEFAULT '',
    check_run_id String DEFAULT '',
    run_id String DEFAULT '',
    run_attempt UInt32 DEFAULT 1,
    conclusion String,
    queue_time Nullable(Float64),
    execution_time Nullable(Float64),
    started_at DateTime64(9),
    completed_at DateTime64(9),
    total_tests UInt64 DEFAULT 0,
    passed_tests UInt64 DEFAULT 0,
    failed_tests UInt64 DEFAULT 0,
    skipped_tests UInt64 DEFAULT 0,
    failed_tests_json String DEFAULT '',
    artifact_url String DEFAULT '',
    environment String DEFAULT '',
    downstream_repo_level String DEFAULT '',
    event_type String DEFAULT 'pull_request',
    -- Not in HUD's checked-in DDL, but HUD's lib/crcr/triageVerdict.ts reads it where the table
    -- has it (the console probes system.columns for it, as for the 18.16 tier).
    triage_verdict_json String DEFAULT '',
    _inserted_at DateTime DEFAULT now(),
    repository_full_name String ALIAS downstream_repo,
    duration_seconds Float64 ALIAS if(completed_at = toDateTime64(0, 9), 0, dateDiff(second, started_at, completed_at)),
    INDEX status_index status TYPE bloom_filter GRANULARITY 1,
    INDEX started_at_index started_at TYPE minmax GRANULARITY 1,
    INDEX completed_at_index completed_at TYPE minmax GRANULARITY 1,
    INDEX pr_number_index pr_number TYPE bloom_filter GRANULARITY 1,
    INDEX downstream_repo_index downstream_repo TYPE bloom_filter GRANULARITY 1
) ENGINE = ReplacingMergeTree ORDER BY (downstream_repo, delivery_id, dynamoKey)
;
CREATE TABLE IF NOT EXISTS trunk_seed.workflow_job AS default.workflow_job
;
CREATE TABLE IF NOT EXISTS trunk_seed.push AS default.push
;
CREATE TABLE IF NOT EXISTS default.test_run_s3 (
    name String,
    classname String,
    file String,
    invoking_file String,
    job_id Int64,
    workflow_id Int64,
    workflow_run_attempt Int32,
    time Float64,
    status String,
    failure Array(Tuple(type String, message String, text String)),
    error Array(Tuple(type String, message String, text String)),
    skipped Array(Tuple(type String, message String, text String)),
    rerun Array(Tuple(message String, text String)),
    time_inserted DateTime64(9)
) ENGINE = MergeTree PARTITION BY toYYYYMM(time_inserted) ORDER BY (job_id, file, classname, name)
;
CREATE TABLE IF NOT EXISTS misc.disabled_tests_historical (
    day Date,
    timestamp DateTime,
    name String,
    issueNumber Int32,
    platforms Array(String),
    _meta Tuple(bucket String, key String)
) ENGINE = ReplacingMergeTree ORDER BY (day, name)
;
-- Only these columns (no time, no job id): the time comes from workflow_run.
CREATE TABLE IF NOT EXISTS default.rerun_disabled_tests (
    classname String,
    filename String,
    flaky Bool,
    name String,
    num_green Int64,
    num_red Int64,
    workflow_id Int64,
    workflow_run_attempt Int64,
    _meta Tuple(bucket String, key String)
) ENGINE = MergeTree ORDER BY (filename, classname, name)
;
CREATE TABLE IF NOT EXISTS default.issues (
    number Int64,
    title String,
    html_url String,
    repository_url String,
    state String,
    body String,
    author_association String,
    labels Array(Tuple(name String, color String, description String)),
    created_at String,
    updated_at String,
    closed_at String,
    dynamoKey String,
    _inserted_at DateTime DEFAULT now()
) ENGINE = ReplacingMergeTree ORDER BY dynamoKey
;
CREATE TABLE IF NOT EXISTS misc.oss_ci_utilization_metadata (
    created_at DateTime64(0, 'UTC'),
    repo String DEFAULT 'pytorch/pytorch',
    workflow_id UInt64,
    run_attempt UInt32,
    job_id UInt64,
    workflow_name String,
    job_name String,
    usage_collect_interval Float32,
    data_model_version String,
    gpu_count UInt32,
    cpu_count UInt32,
    gpu_type String DEFAULT 'None',
    start_at DateTime64(0, 'UTC'),
    end_at DateTime64(0, 'UTC'),
    segments Array(Tuple(level String, name String, start_at DateTime64(0, 'UTC'),
                         end_at DateTime64(0, 'UTC'), extra_info Map(String, String))) DEFAULT [],
    tags Array(String) DEFAULT [],
    _meta Tuple(bucket String, key String)
) ENGINE = MergeTree PARTITION BY toYYYYMM(start_at)
  ORDER BY (workflow_id, job_id, repo, workflow_name, job_name, start_at)
;
CREATE TABLE IF NOT EXISTS misc.oss_ci_time_series (
    created_at DateTime64(0, 'UTC'),
    type String,
    tags Array(String) DEFAULT [],
    time_stamp DateTime64(0, 'UTC'),
    repo String DEFAULT 'pytorch/pytorch',
    workflow_id UInt64,
    run_attempt UInt32,
    job_id UInt64,
    workflow_name String,
    job_name String,
    json_data String DEFAULT '{}',
    _meta Tuple(bucket String, key String)
) ENGINE = MergeTree PARTITION BY toYYYYMM(time_stamp)
  ORDER BY (workflow_id, job_id, repo, workflow_name, job_name, type, time_stamp)
;
