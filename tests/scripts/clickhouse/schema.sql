-- Test schema for a private ClickHouse 18.16: HUD's real column names with 18.16-compatible
-- types (DateTime instead of DateTime64, flattened `head_commit.*` columns instead of a named
-- Tuple). _inserted_at is DEFAULT now() rather than MATERIALIZED now() so tests can insert rows
-- with a chosen _inserted_at (incremental-poll tests need to control the watermark).
-- One statement per line-block, separated by ';' lines: the start script sends each separately.
-- HUD's default.workflow_job (clickhouse_db_schema/default.workflow_job/schema.sql) with 18.16 types:
-- DateTime for DateTime64(9), unnamed Tuples (elements by position). Its sort key is the real one.
-- HUD's engine: ReplacingMergeTree without a version column (the last row inserted wins a merge
-- and FINAL, which trunk health reads as HUD does). The grid picks whole rows by argMax and gives
-- a tie on _inserted_at to the completed version; the seeds insert versions in the order the
-- replicator would (a tie: in progress, then completed), so a background merge of the test server
-- leaves the row the grid picks.
CREATE TABLE IF NOT EXISTS default.workflow_job (
    id Int64,
    run_id Int64,
    run_attempt Int64,
    name String,
    workflow_name String,
    head_sha String,
    head_branch String,
    status String,
    conclusion String,
    created_at DateTime,
    started_at DateTime,
    completed_at DateTime,
    html_url String,
    url String,
    labels Array(String),
    runner_name String,
    runner_group_name String,
    -- HUD's Array(Tuple(completed_at, conclusion, name, number, started_at, status)) as Nested with the
    -- same element names (18.16 stores an Array(Tuple) as Nested anyway), so `length(steps.name)`
    -- reads both this table and HUD's (queued_jobs_by_label counts the steps).
    steps Nested(completed_at DateTime, conclusion String, name String, number Int64, started_at DateTime, status String),
    torchci_classification Tuple(Array(String), Array(String), Int64, String, Int64, String),
    dynamoKey String,
    _inserted_at DateTime DEFAULT now(),
    -- The classifier's pick from a still-running keep-going job's partial log.
    torchci_classification_temp Tuple(Array(String), Array(String), Int64, String, Int64, String),
    -- On HUD's table an ALIAS over dictionaries of workflow_run (the event of run_id); 18.16 has no
    -- such dictionaries here, so the test table stores it (the modern tier keeps HUD's ALIAS form).
    workflow_event String,
    -- HUD's ALIAS columns, with the same expressions (tuple elements by position: 4 = line).
    repository_full_name String ALIAS extractAll(url, 'https://api.github.com/repos/([^/]+/[^/]+)/actions/jobs/')[1],
    conclusion_kg String ALIAS if((conclusion = '') AND (tupleElement(torchci_classification_temp, 4) != ''), 'failure', conclusion),
    torchci_classification_kg Tuple(Array(String), Array(String), Int64, String, Int64, String) ALIAS if(tupleElement(torchci_classification, 4) = '', torchci_classification_temp, torchci_classification)
) ENGINE = ReplacingMergeTree() ORDER BY (id, run_id, dynamoKey)
;
-- HUD's default.push (no checked-in DDL; the columns HUD's queries read) with the named tuples
-- flattened. `commits` is the push's commit list (HUD's num_commits_master reads length(commits)),
-- oldest first as in the webhook: on HUD's table an Array of named Tuples, here its elements as
-- parallel arrays (18.16's Nested layout), so `commits.id` reads both.
CREATE TABLE IF NOT EXISTS default.push (
    ref String,
    `head_commit.id` String,
    `head_commit.timestamp` DateTime,
    `head_commit.message` String,
    `head_commit.author.name` String,
    `repository.full_name` String,
    dynamoKey String,
    _inserted_at DateTime DEFAULT now(),
    `head_commit.author.username` String,
    `commits.id` Array(String),
    `commits.message` Array(String),
    `commits.author.name` Array(String),
    `commits.author.username` Array(String)
) ENGINE = ReplacingMergeTree(_inserted_at) ORDER BY (dynamoKey)
;
-- One row per GitHub Actions workflow run (webhook workflow_run), as HUD's default.workflow_run:
-- the columns HUD's queries read (time to signal, the re-enable query's time, workflow_job's
-- workflow_event), 18.16 types (DateTime for DateTime64(9), flattened repository tuples).
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
    created_at DateTime,
    updated_at DateTime,
    `repository.full_name` String,
    `head_repository.full_name` String,
    dynamoKey String,
    _inserted_at DateTime DEFAULT now()
) ENGINE = ReplacingMergeTree(_inserted_at) ORDER BY (dynamoKey)
;
CREATE DATABASE IF NOT EXISTS materialized_views
;
-- HUD looks jobs up by SHA through this view (head_sha is not in workflow_job's sort key).
CREATE MATERIALIZED VIEW IF NOT EXISTS materialized_views.workflow_job_by_head_sha
ENGINE = ReplacingMergeTree() ORDER BY (head_sha, id)
AS SELECT id, head_sha FROM default.workflow_job
;
-- HUD's default.issues (GitHub issues; read by HUD's issue_query and others): the columns they read,
-- 18.16 types, `labels` (an Array of named Tuples on HUD's table) flattened to its `name` element.
-- HUD's sort key is not checked in ((repository_url, number) here); HUD reads it with FINAL, the console
-- by argMax over updated_at.
CREATE TABLE IF NOT EXISTS default.issues (
    number Int64,
    title String,
    html_url String,
    state String,
    body String,
    updated_at DateTime,
    author_association String,
    `labels.name` Array(String),
    repository_url String,
    -- "<owner>/<repo>/<number>", filled for seed rows that leave it out (the modern tier's table is
    -- sorted by it: rows without it would collapse into one).
    dynamoKey String DEFAULT concat(replaceOne(repository_url, 'https://api.github.com/repos/', ''), '/', toString(number)),
    _inserted_at DateTime DEFAULT now()
) ENGINE = ReplacingMergeTree(_inserted_at) ORDER BY (repository_url, number)
;
-- CRCR results (HUD's default.crcr_workflow_job) with 18.16 types: DateTime for DateTime64(9).
-- triage_verdict_json (the callback's triage-verdict JSON) is the column HUD's
-- lib/crcr/triageVerdict.ts reads where the table has it (no checked-in DDL has it): the console
-- detects it through system.columns and falls back to no triage category without it.
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
    job_name String,
    check_run_id String,
    run_id String,
    run_attempt UInt32,
    conclusion String,
    queue_time Nullable(Float64),
    execution_time Nullable(Float64),
    started_at DateTime,
    completed_at DateTime,
    total_tests UInt64,
    passed_tests UInt64,
    failed_tests UInt64,
    skipped_tests UInt64,
    failed_tests_json String,
    artifact_url String,
    environment String,
    downstream_repo_level String,
    event_type String,
    triage_verdict_json String DEFAULT '',
    _inserted_at DateTime DEFAULT now()
) ENGINE = ReplacingMergeTree(_inserted_at) ORDER BY (downstream_repo, delivery_id, dynamoKey)
;
-- Trunk health's seed (tests/data/clickhouse/generate_trunk_seed.py): ten days of a synthetic
-- trunk in tables of the same shape, apart from the grid's seed whose counts tests rely on.
CREATE DATABASE IF NOT EXISTS trunk_seed
;
CREATE TABLE IF NOT EXISTS trunk_seed.workflow_job AS default.workflow_job
;
CREATE TABLE IF NOT EXISTS trunk_seed.push AS default.push
;
CREATE TABLE IF NOT EXISTS trunk_seed.workflow_run AS default.workflow_run
;
-- The seed's own copy of HUD's materialized_views.workflow_job_by_head_sha (trunk health reads
-- workflow_job by SHA through it, as HUD does).
CREATE MATERIALIZED VIEW IF NOT EXISTS trunk_seed.workflow_job_by_head_sha
ENGINE = ReplacingMergeTree() ORDER BY (head_sha, id)
AS SELECT id, head_sha FROM trunk_seed.workflow_job
;
-- Flaky tests (issue 9). One row per test case per job, as HUD's default.test_run_s3 with 18.16
-- types: DateTime for DateTime64(9); HUD's Array(Tuple(message, text, type)) columns as Nested with
-- the same element names (18.16 stores an Array(Tuple) as Nested anyway, with elements .1 .2 .3),
-- so `length(failure.message)` reads both this table and HUD's.
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
    failure Nested(message String, text String, type String),
    error Nested(message String, text String, type String),
    skipped Nested(message String, text String, type String),
    rerun Nested(message String, text String),
    time_inserted DateTime
) ENGINE = MergeTree() PARTITION BY toYYYYMM(time_inserted) ORDER BY (job_id, file, classname, name)
;
CREATE DATABASE IF NOT EXISTS misc
;
-- A daily snapshot of the open "DISABLED <test> (<class>)" issues, as HUD's table.
CREATE TABLE IF NOT EXISTS misc.disabled_tests_historical (
    day Date,
    timestamp DateTime,
    name String,
    issueNumber Int32,
    platforms Array(String)
) ENGINE = ReplacingMergeTree() ORDER BY (day, name)
;
-- Re-runs of disabled tests by the "rerun disabled tests" jobs: exactly the columns HUD's replicator
-- writes (test-infra aws/lambda/clickhouse-replicator-s3, rerun_disabled_tests_adapter: the JSON's
-- eight columns, then general_adapter's `('<bucket>', '<key>') AS _meta`). No time and no job id:
-- a row's time is its workflow run's created_at (default.workflow_run, id = workflow_id). 18.16
-- forms: flaky UInt8 for Bool, _meta Tuple(bucket String, key String) flattened.
CREATE TABLE IF NOT EXISTS default.rerun_disabled_tests (
    classname String,
    filename String,
    flaky UInt8,
    name String,
    num_green Int64,
    num_red Int64,
    workflow_id Int64,
    workflow_run_attempt Int64,
    `_meta.bucket` String,
    `_meta.key` String
) ENGINE = MergeTree() ORDER BY (workflow_id, name)
;
-- GPU/CPU utilization of CI jobs (pytorch/test-infra clickhouse_db_schema/oss_ci_utilization/),
-- the production column names and order in 18.16 types: DateTime for DateTime64(0, 'UTC'),
-- unnamed tuples, and segments' extra_info Map(String, String) as an Array(String) of "k=v".
-- 18.16 stores segments flattened like Nested (segments.1 ... segments.5, one array per element).
CREATE TABLE IF NOT EXISTS misc.oss_ci_utilization_metadata (
    created_at DateTime,
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
    start_at DateTime,
    end_at DateTime,
    segments Array(Tuple(String, String, DateTime, DateTime, Array(String))),
    tags Array(String),
    _meta Tuple(String, String)
) ENGINE = MergeTree() PARTITION BY toYYYYMM(start_at)
  ORDER BY (workflow_id, job_id, repo, workflow_name, job_name, start_at)
;
-- One row per log interval of a job; json_data is monitor.py's JSON (json.dumps, so ", " and ": ").
CREATE TABLE IF NOT EXISTS misc.oss_ci_time_series (
    created_at DateTime,
    type String,
    tags Array(String),
    time_stamp DateTime,
    repo String DEFAULT 'pytorch/pytorch',
    workflow_id UInt64,
    run_attempt UInt32,
    job_id UInt64,
    workflow_name String,
    job_name String,
    json_data String,
    _meta Tuple(String, String)
) ENGINE = MergeTree() PARTITION BY toYYYYMM(time_stamp)
  ORDER BY (workflow_id, job_id, repo, workflow_name, job_name, type, time_stamp)
;
