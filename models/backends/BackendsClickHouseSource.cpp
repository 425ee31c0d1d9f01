#include "BackendsClickHouseSource.h"

#include "domain/TimeUnits.h"

#include <QTimer>

#include "BackendStatsCalculator.h"

#include "clickhouse/ClickHouseClient.h"
#include "clickhouse/ClickHouseRowReader.h"
#include "clickhouse/ClickHouseSql.h"
#include "sync/SyncLogging.h"

#include <QMap>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace hw {

namespace {

constexpr int DailyDays = 30;

// The latest whole row per dynamoKey (what HUD reads through FINAL): one argMax of a tuple of
// every column, so that the values of two versions sharing an _inserted_at (one second, a whole
// replicator batch) never mix; the version prefers the completed row on such a tie. NULL times
// become -1 inside the tuple. Aliases never reuse a column name: ClickHouse substitutes aliases
// everywhere in a query level.
const auto KeysTemplate = uR"sql(SELECT
            k_key,
            tupleElement(k_row, 1) AS k_repo,
            tupleElement(k_row, 2) AS k_delivery,
            tupleElement(k_row, 3) AS k_workflow,
            tupleElement(k_row, 4) AS k_job,
            tupleElement(k_row, 5) AS k_attempt,
            tupleElement(k_row, 6) AS k_status,
            tupleElement(k_row, 7) AS k_conclusion,
            tupleElement(k_row, 8) AS k_queue,
            tupleElement(k_row, 9) AS k_exec,
            tupleElement(k_row, 10) AS k_started,
            tupleElement(k_row, 11) AS k_completed,
            tupleElement(k_row, 12) AS k_pr,
            tupleElement(k_row, 13) AS k_sha,
            tupleElement(k_row, 14) AS k_event,
            tupleElement(k_row, 15) AS k_url,
            tupleElement(k_row, 16) AS k_level,
            tupleElement(k_row, 17) AS k_total,
            tupleElement(k_row, 18) AS k_passed,
            tupleElement(k_row, 19) AS k_failed,
            tupleElement(k_row, 20) AS k_skipped,
            tupleElement(k_row, 21) AS k_triage,
            tupleElement(k_row, 22) AS k_run,
            tupleElement(k_row, 23) AS k_upstream,
            k_inserted
        FROM (
            SELECT
                dynamoKey AS k_key,
                argMax(tuple(downstream_repo, delivery_id, workflow_name, job_name, run_attempt, status,
                        conclusion, ifNull(queue_time, -1.0), ifNull(execution_time, -1.0),
                        toUnixTimestamp(started_at), toUnixTimestamp(completed_at), pr_number,
                        pytorch_head_sha, event_type, workflow_run_url, downstream_repo_level, total_tests,
                        passed_tests, failed_tests, skipped_tests, {triage}, run_id, upstream_repo),
                    tuple(_inserted_at, status = 'completed', completed_at)) AS k_row,
                max(_inserted_at) AS k_inserted
            FROM {table}
            WHERE {prefilter}
            GROUP BY dynamoKey
        ))sql"_s;

// Probe rules of HUD's crcr_* queries (LIKE is case-sensitive, as there). j_expected: a
// pytorch/crcr-test probe that ended as meant (counts as a success).
const auto ClassifyColumns = uR"sql(
        j_repo = 'pytorch/crcr-test' AND ((j_job LIKE '%xfail%' AND j_conclusion = 'failure')
            OR (j_job LIKE '%xcancel%' AND j_conclusion = 'cancelled')
            OR (j_job LIKE '%xtimeout%' AND j_conclusion = 'timed_out')) AS j_expected,
        j_conclusion = 'success' OR j_expected AS j_ok,
        NOT j_expected AND j_conclusion = 'timed_out' AS j_timed_out,
        NOT j_expected AND j_conclusion = 'cancelled' AS j_cancelled,
        NOT j_expected AND j_conclusion = 'failure' AND j_triage != 'infra' AS j_test_failure,
        j_timed_out OR j_cancelled OR (NOT j_expected AND j_conclusion = 'failure' AND j_triage = 'infra')
            AS j_infra_failure)sql"_s;

// Highest run_attempt per job (ties: later completion, then greater dynamoKey), classified.
// {group}: the job's key; {where}: a filter on the latest rows before the pick.
const auto JobsTemplate = uR"sql(SELECT *,{classify}
    FROM (
        SELECT
            tupleElement(j_pick, 1) AS j_repo,
            tupleElement(j_pick, 2) AS j_delivery,
            tupleElement(j_pick, 3) AS j_workflow,
            tupleElement(j_pick, 4) AS j_job,
            tupleElement(j_pick, 5) AS j_attempt,
            tupleElement(j_pick, 6) AS j_status,
            tupleElement(j_pick, 7) AS j_conclusion,
            tupleElement(j_pick, 8) AS j_queue,
            tupleElement(j_pick, 9) AS j_exec,
            tupleElement(j_pick, 10) AS j_started,
            tupleElement(j_pick, 11) AS j_completed,
            tupleElement(j_pick, 12) AS j_pr,
            tupleElement(j_pick, 13) AS j_sha,
            tupleElement(j_pick, 14) AS j_event,
            tupleElement(j_pick, 15) AS j_url,
            tupleElement(j_pick, 16) AS j_level,
            tupleElement(j_pick, 17) AS j_total,
            tupleElement(j_pick, 18) AS j_passed,
            tupleElement(j_pick, 19) AS j_failed,
            tupleElement(j_pick, 20) AS j_skipped,
            tupleElement(j_pick, 21) AS j_triage,
            tupleElement(j_pick, 22) AS j_run
        FROM (
            SELECT argMax(tuple(k_repo, k_delivery, k_workflow, k_job, k_attempt, k_status, k_conclusion,
                        k_queue, k_exec, k_started, k_completed, k_pr, k_sha, k_event, k_url, k_level,
                        k_total, k_passed, k_failed, k_skipped, k_triage, k_run),
                    j_version) AS j_pick
            FROM (
                SELECT *, {version} AS j_version
                FROM ({keys})
                WHERE {where}
            )
            GROUP BY {group}
        )
    ))sql"_s;

// One window's figures of one workflow run (r_*), then of one repo (HUD's L3 figures).
const auto RunWindowTemplate = uR"sql(
            countIf(w{d}) AS r_jobs_{d},
            countIf(w{d} AND j_ok) AS r_ok_{d},
            countIf(w{d} AND j_test_failure) AS r_test_{d},
            countIf(w{d} AND j_infra_failure) AS r_infra_{d},
            countIf(w{d} AND j_timed_out) AS r_to_{d},
            countIf(w{d} AND j_cancelled) AS r_cancel_{d},
            countIf(w{d} AND j_conclusion != 'timed_out' AND j_exec > 10800) AS r_over_{d},
            countIf(w{d} AND j_conclusion != 'timed_out') AS r_nto_{d},
            countIf(w{d} AND j_queue >= 0) AS r_queue_n_{d},
            sumIf(j_queue, w{d} AND j_queue >= 0) AS r_queue_sum_{d},
            maxIf(j_queue, w{d} AND j_queue >= 0) + (maxIf(j_completed, w{d}) - minIf(j_started, w{d})) AS r_e2e_{d},
            minIf(j_completed, w{d}) AS r_first_{d},
            maxIf(j_completed, w{d}) AS r_last_{d})sql"_s;

const auto WindowTemplate = uR"sql(
        sum(r_jobs_{d}) AS jobs_{d},
        sum(r_ok_{d}) AS succeeded_{d},
        sum(r_test_{d}) AS test_failures_{d},
        sum(r_infra_{d}) AS infra_failures_{d},
        sum(r_to_{d}) AS timed_out_{d},
        sum(r_cancel_{d}) AS cancelled_{d},
        sum(r_over_{d}) AS overruns_{d},
        sum(r_nto_{d}) AS not_timed_out_{d},
        arraySort(groupArrayIf(toFloat64(r_e2e_{d}), r_queue_n_{d} > 0)) AS e2e_{d},
        sum(r_queue_n_{d}) AS queue_n_{d},
        sum(r_queue_sum_{d}) AS queue_sum_{d},
        minIf(r_first_{d}, r_jobs_{d} > 0) AS first_{d},
        maxIf(r_last_{d}, r_jobs_{d} > 0) AS last_{d})sql"_s;

// The e2e P50 is quantileExact(0.5): the upper middle value, element n/2 + 1 (1-based).
const auto WindowOutTemplate = uR"sql(
    jobs_{d}, succeeded_{d}, test_failures_{d}, infra_failures_{d}, timed_out_{d}, cancelled_{d},
    overruns_{d}, not_timed_out_{d},
    if(length(e2e_{d}) = 0, -1.0, e2e_{d}[intDiv(length(e2e_{d}), 2) + 1]) AS e2e_p50_{d},
    length(e2e_{d}) AS e2e_runs_{d},
    if(queue_n_{d} = 0, -1.0, queue_sum_{d} / queue_n_{d}) AS avg_queue_{d},
    first_{d}, last_{d})sql"_s;

QString triageExpression(bool withTriage)
{
    return withTriage ? u"visitParamExtractString(triage_verdict_json, 'category')"_s : u"''"_s;
}

// The classified jobs subquery over the rows that pass `prefilter` (which may hold {placeholders}).
// Matrix jobs: one per (repo, delivery, workflow, job), the console's view of a PR's checks.
QString jobsSubquery(const QString &table, bool withTriage, const QString &prefilter)
{
    QString keys = KeysTemplate;
    // Built from validated identifiers and fixed text; the values are bound afterwards.
    keys.replace(u"{triage}"_s, triageExpression(withTriage));
    keys.replace(u"{table}"_s, table);
    keys.replace(u"{prefilter}"_s, u"upstream_repo = {upstream} AND ("_s + prefilter + u')');
    QString jobs = JobsTemplate;
    jobs.replace(u"{classify}"_s, ClassifyColumns);
    jobs.replace(u"{version}"_s, u"tuple(k_attempt, k_inserted, k_key)"_s);
    jobs.replace(u"{where}"_s, u"1"_s);
    jobs.replace(u"{group}"_s, u"k_repo, k_delivery, k_workflow, k_job"_s);
    jobs.replace(u"{keys}"_s, keys);
    return jobs;
}

// HUD's L3 population (WindowStats): latest rows, completed PR jobs of {upstream} started in
// ({from}, {asOf}], then the highest run_attempt per (repo, run_id, job_name).
QString l3JobsSubquery(const QString &table, bool withTriage)
{
    QString keys = KeysTemplate;
    keys.replace(u"{triage}"_s, triageExpression(withTriage));
    keys.replace(u"{table}"_s, table);
    // Versions of one job share started_at: reading only the window's rows loses no version.
    keys.replace(u"{prefilter}"_s, u"started_at > toDateTime({from}) AND started_at <= toDateTime({asOf})"_s);
    QString jobs = JobsTemplate;
    jobs.replace(u"{classify}"_s, ClassifyColumns);
    jobs.replace(u"{version}"_s, u"tuple(k_attempt, k_completed, k_key)"_s);
    jobs.replace(u"{where}"_s,
                 u"k_status = 'completed' AND k_pr > 0 AND k_upstream = {upstream} AND k_started > {from} AND k_started <= {asOf}"_s);
    jobs.replace(u"{group}"_s, u"k_repo, k_run, k_job"_s);
    jobs.replace(u"{keys}"_s, keys);
    return jobs;
}

QString bound(const QString &sql, const ClickHouseSql::Bindings &bindings)
{
    const auto s = ClickHouseSql::bind(sql, bindings);
    Q_ASSERT_X(s, "BackendsClickHouseSource", qPrintable(s.error().message));
    return s.valueOr(QString());
}

std::optional<double> optionalSeconds(double v)
{
    return v < 0 ? std::nullopt : std::optional<double>(v);
}

bool readWindow(const ClickHouseRowReader &r, int days, WindowStats *w)
{
    const QString d = QString::number(days);
    double e2e = -1, queue = -1;
    w->days = days;
    if (!r.readInt(u"jobs_"_s + d, &w->jobs) || !r.readInt(u"succeeded_"_s + d, &w->succeeded)
        || !r.readInt(u"test_failures_"_s + d, &w->testFailures)
        || !r.readInt(u"infra_failures_"_s + d, &w->infraFailures)
        || !r.readInt(u"timed_out_"_s + d, &w->timedOut) || !r.readInt(u"cancelled_"_s + d, &w->cancelled)
        || !r.readInt(u"overruns_"_s + d, &w->overruns)
        || !r.readInt(u"not_timed_out_"_s + d, &w->notTimedOut) || !r.readDouble(u"e2e_p50_"_s + d, &e2e)
        || !r.readDouble(u"avg_queue_"_s + d, &queue) || !r.readInt(u"first_"_s + d, &w->firstCompletedAt)
        || !r.readInt(u"last_"_s + d, &w->lastCompletedAt) || !r.readInt(u"e2e_runs_"_s + d, &w->e2eRuns))
        return false;
    w->e2eP50Seconds = optionalSeconds(e2e);
    w->avgQueueSeconds = optionalSeconds(queue);
    return true;
}

} // namespace

BackendsClickHouseSource::BackendsClickHouseSource(ClickHouseClient *client, QObject *parent)
    : BackendsClickHouseSource(client, Options{}, parent)
{
}

BackendsClickHouseSource::BackendsClickHouseSource(ClickHouseClient *client, const Options &options, QObject *parent)
    : QObject(parent), m_client(client), m_options(options), m_probe(columnProbe(options)), m_queries(client, this)
{
}

BackendsClickHouseSource::~BackendsClickHouseSource()
{
    cancel();
}

void BackendsClickHouseSource::setOptions(const Options &options)
{
    m_options = options;
    m_probe = columnProbe(options);
}

bool BackendsClickHouseSource::isValidIdentifier(const QString &name)
{
    static const QRegularExpression re(u"^[A-Za-z_][A-Za-z0-9_]*$"_s);
    return re.match(name).hasMatch();
}

QString BackendsClickHouseSource::qualifiedTable() const
{
    return m_options.database + u'.' + m_options.table;
}

ClickHouseColumnProbe BackendsClickHouseSource::columnProbe(const Options &options)
{
    // HUD's lib/crcr/triageVerdict.ts reads triage_verdict_json; no checked-in DDL has it.
    return ClickHouseColumnProbe(options.database, {{options.table, u"triage_verdict_json"_s}});
}

std::optional<bool> BackendsClickHouseSource::hasTriageColumn() const
{
    if (!m_probe.isKnown())
        return std::nullopt;
    return m_probe.has(m_options.table, u"triage_verdict_json"_s);
}

QString BackendsClickHouseSource::statsSql(const QString &table, qint64 asOf, bool withTriage,
                                           const QString &upstreamRepo)
{
    const QString jobs = l3JobsSubquery(table, withTriage);
    QString runAggregates, aggregates, outputs;
    for (const int days : {7, 14}) {
        const QString d = QString::number(days);
        runAggregates += QString(RunWindowTemplate).replace(u"{d}"_s, d) + u',';
        aggregates += QString(WindowTemplate).replace(u"{d}"_s, d) + u',';
        outputs += QString(WindowOutTemplate).replace(u"{d}"_s, d) + u',';
    }
    runAggregates.chop(1);
    aggregates.chop(1);
    outputs.chop(1);
    const QString sql = u"SELECT\n    r_repo AS repo,"_s + outputs + u"\nFROM (\n    SELECT r_repo,"_s + aggregates
        + u"\n    FROM (\n        SELECT j_repo AS r_repo, j_run AS r_run,"_s + runAggregates
        + uR"sql(
        FROM (
            SELECT *,
                j_started > {from7} AS w7,
                1 AS w14
            FROM ()sql"_s
        + jobs + uR"sql()
        )
        GROUP BY j_repo, j_run
    )
    GROUP BY r_repo
)
ORDER BY repo)sql"_s;
    return bound(sql, {{u"from"_s, asOf - 14 * kDaySeconds},
                       {u"from7"_s, asOf - 7 * kDaySeconds},
                       {u"asOf"_s, asOf},
                       {u"upstream"_s, upstreamRepo}});
}

QString BackendsClickHouseSource::dailySql(const QString &table, qint64 asOf, bool withTriage,
                                           const QString &upstreamRepo)
{
    const QString jobs = jobsSubquery(table, withTriage,
                                      u"completed_at >= toDateTime({from}) OR completed_at = toDateTime(0)"_s);
    const QString sql = uR"sql(SELECT
    j_repo AS repo,
    intDiv(j_completed, 86400) * 86400 AS day,
    countIf(j_ok) AS succeeded,
    countIf(j_test_failure) AS test_failures,
    countIf(j_infra_failure) AS infra_failures
FROM ()sql"_s + jobs
        + uR"sql()
WHERE j_status = 'completed' AND j_completed >= {from} AND j_completed < {asOf}
GROUP BY j_repo, day
ORDER BY repo, day)sql"_s;
    return bound(sql, {{u"from"_s, asOf - DailyDays * kDaySeconds}, {u"asOf"_s, asOf}, {u"upstream"_s, upstreamRepo}});
}

QString BackendsClickHouseSource::levelsSql(const QString &table, qint64 asOf, const QString &upstreamRepo)
{
    QString sql = uR"sql(SELECT
    downstream_repo AS repo,
    downstream_repo_level AS level,
    toUnixTimestamp(min(started_at)) AS first_seen,
    toUnixTimestamp(max(started_at)) AS last_seen
FROM {table}
WHERE upstream_repo = {upstream} AND started_at > toDateTime(0) AND started_at < toDateTime({asOf})
GROUP BY downstream_repo, downstream_repo_level
ORDER BY repo, first_seen)sql"_s;
    sql.replace(u"{table}"_s, table);
    return bound(sql, {{u"asOf"_s, asOf}, {u"upstream"_s, upstreamRepo}});
}

QString BackendsClickHouseSource::lastResultSql(const QString &table, qint64 asOf, const QString &upstreamRepo)
{
    // Every row: the newest result may be older than any window.
    const QString jobs = jobsSubquery(table, false, u"1"_s);
    const QString sql = uR"sql(SELECT
    j_repo AS repo,
    argMax(j_conclusion, tuple(j_completed, j_delivery, j_workflow, j_job)) AS last_conclusion,
    argMax(j_job, tuple(j_completed, j_delivery, j_workflow, j_job)) AS last_job_name,
    max(j_completed) AS last_completed_at
FROM ()sql"_s + jobs
        + uR"sql()
WHERE j_status = 'completed' AND j_completed > 0 AND j_completed < {asOf}
GROUP BY j_repo
ORDER BY repo)sql"_s;
    return bound(sql, {{u"asOf"_s, asOf}, {u"upstream"_s, upstreamRepo}});
}

QString BackendsClickHouseSource::jobsSql(const QString &table, qint64 asOf, bool withTriage, int deliveriesPerRepo,
                                          const QString &upstreamRepo)
{
    const QString jobs = jobsSubquery(
        table, withTriage, u"started_at >= toDateTime({from}) AND started_at < toDateTime({asOf})"_s);
    const QString sql = uR"sql(SELECT
    j_repo, j_pr, j_sha, j_event, j_delivery, j_workflow, j_job, j_attempt, j_status, j_conclusion,
    j_expected, j_started, j_completed, j_queue, j_exec, j_total, j_passed, j_failed, j_skipped,
    j_triage, j_url, j_level
FROM ()sql"_s + jobs
        + uR"sql()
WHERE (j_repo, j_delivery) IN (
    SELECT j_repo, j_delivery
    FROM ()sql"_s
        + jobs + uR"sql()
    GROUP BY j_repo, j_delivery
    ORDER BY j_repo, max(j_started) DESC, j_delivery DESC
    LIMIT {limit} BY j_repo
)
ORDER BY j_started DESC, j_repo, j_delivery, j_workflow, j_job)sql"_s;
    return bound(sql, {{u"from"_s, asOf - BackendStatsCalculator::JobHorizonDays * kDaySeconds},
                       {u"asOf"_s, asOf},
                       {u"limit"_s, qint64(std::max(1, deliveriesPerRepo))},
                       {u"upstream"_s, upstreamRepo}});
}

Result<void, QString> BackendsClickHouseSource::applyLevelRow(const QJsonObject &row, QMap<QString, BackendStats> *stats)
{
    const ClickHouseRowReader r(row);
    QString repo, levelName;
    qint64 first = 0, last = 0;
    if (!r.readString(u"repo"_s, &repo) || !r.readString(u"level"_s, &levelName)
        || !r.readInt(u"first_seen"_s, &first) || !r.readInt(u"last_seen"_s, &last))
        return r.error();
    BackendStats &s = (*stats)[repo];
    s.repo = repo;
    s.demotionWindow.days = 7;
    s.promotionWindow.days = 14;
    const TrustLevel level = trustLevelFromString(levelName).value_or(TrustLevel::Unknown);
    // Unrecognised level strings all map to Unknown: merge them into one observation.
    auto it = std::find_if(s.levels.begin(), s.levels.end(),
                           [level](const LevelObservation &o) { return o.level == level; });
    if (it == s.levels.end()) {
        s.levels.append(LevelObservation{level, first, last});
    } else {
        it->firstSeen = std::min(it->firstSeen, first);
        it->lastSeen = std::max(it->lastSeen, last);
    }
    std::sort(s.levels.begin(), s.levels.end(), [](const LevelObservation &a, const LevelObservation &b) {
        return std::tie(a.firstSeen, a.level) < std::tie(b.firstSeen, b.level);
    });
    s.firstSeenAt = s.levels.first().firstSeen;
    return {};
}

Result<void, QString> BackendsClickHouseSource::applyStatsRow(const QJsonObject &row, QMap<QString, BackendStats> *stats)
{
    const ClickHouseRowReader r(row);
    QString repo;
    WindowStats w7, w14;
    if (!r.readString(u"repo"_s, &repo) || !readWindow(r, 7, &w7) || !readWindow(r, 14, &w14))
        return r.error();
    const auto it = stats->find(repo);
    if (it != stats->end()) {
        it->demotionWindow = w7;
        it->promotionWindow = w14;
    }
    return {};
}

Result<void, QString> BackendsClickHouseSource::applyDailyRow(const QJsonObject &row, QMap<QString, BackendStats> *stats)
{
    const ClickHouseRowReader r(row);
    QString repo;
    DailyCount d;
    if (!r.readString(u"repo"_s, &repo) || !r.readInt(u"day"_s, &d.day)
        || !r.readInt(u"succeeded"_s, &d.succeeded) || !r.readInt(u"test_failures"_s, &d.testFailures)
        || !r.readInt(u"infra_failures"_s, &d.infraFailures))
        return r.error();
    const auto it = stats->find(repo);
    if (it != stats->end()) {
        auto pos = std::lower_bound(it->daily.begin(), it->daily.end(), d.day,
                                    [](const DailyCount &a, qint64 day) { return a.day < day; });
        it->daily.insert(pos, d);
    }
    return {};
}

Result<void, QString> BackendsClickHouseSource::applyLastResultRow(const QJsonObject &row,
                                                               QMap<QString, BackendStats> *stats)
{
    const ClickHouseRowReader r(row);
    QString repo, conclusion, jobName;
    qint64 completed = 0;
    if (!r.readString(u"repo"_s, &repo) || !r.readString(u"last_conclusion"_s, &conclusion)
        || !r.readString(u"last_job_name"_s, &jobName) || !r.readInt(u"last_completed_at"_s, &completed))
        return r.error();
    const auto it = stats->find(repo);
    if (it != stats->end()) {
        it->lastConclusion = conclusion;
        it->lastCompletedAt = completed;
        it->lastJobName = jobName;
        // Same rule as the job list's j_expected, applied here so SQL and C++ share one definition.
        it->lastExpectedOutcome = BackendStatsCalculator::isExpectedOutcome(repo, jobName, conclusion);
    }
    return {};
}

Result<BackendJobResult, QString> BackendsClickHouseSource::jobFromRow(const QJsonObject &row)
{
    const ClickHouseRowReader r(row);
    BackendJobResult j;
    qint64 attempt = 0;
    if (!r.readString(u"j_repo"_s, &j.repo) || !r.readInt(u"j_pr"_s, &j.prNumber)
        || !r.readString(u"j_sha"_s, &j.headSha) || !r.readString(u"j_event"_s, &j.eventType)
        || !r.readString(u"j_delivery"_s, &j.deliveryId) || !r.readString(u"j_workflow"_s, &j.workflowName)
        || !r.readString(u"j_job"_s, &j.jobName) || !r.readInt(u"j_attempt"_s, &attempt)
        || !r.readString(u"j_status"_s, &j.status) || !r.readString(u"j_conclusion"_s, &j.conclusion)
        || !r.readBool(u"j_expected"_s, &j.expectedOutcome) || !r.readInt(u"j_started"_s, &j.startedAt)
        || !r.readInt(u"j_completed"_s, &j.completedAt) || !r.readDouble(u"j_queue"_s, &j.queueSeconds)
        || !r.readDouble(u"j_exec"_s, &j.executionSeconds) || !r.readInt(u"j_total"_s, &j.totalTests)
        || !r.readInt(u"j_passed"_s, &j.passedTests) || !r.readInt(u"j_failed"_s, &j.failedTests)
        || !r.readInt(u"j_skipped"_s, &j.skippedTests) || !r.readString(u"j_triage"_s, &j.triageCategory)
        || !r.readString(u"j_url"_s, &j.url) || !r.readString(u"j_level"_s, &j.level))
        return r.error();
    j.runAttempt = int(attempt);
    if (j.queueSeconds < 0)
        j.queueSeconds = -1;
    if (j.executionSeconds < 0)
        j.executionSeconds = -1;
    return j;
}

void BackendsClickHouseSource::fetch(qint64 asOf)
{
    m_asOf = asOf;
    if (!isValidIdentifier(m_options.database) || !isValidIdentifier(m_options.table)) {
        // Reported asynchronously, like every other outcome; a newer fetch or cancel() drops it.
        m_queries.cancel();
        m_configCheck.begin();
        QTimer::singleShot(0, this, m_configCheck.guard([this] {
            m_configCheck.finish();
            fail(SourceError::Kind::Configuration,
                tr("invalid ClickHouse table name '%1' — fix clickhouse/database in Profile ▸ Edit this profile…").arg(qualifiedTable()));
        }));
        return;
    }
    m_configCheck.cancel();
    m_probe.ensure(m_queries, [this] { startQueries(); });
}

void BackendsClickHouseSource::startQueries()
{
    const QString table = qualifiedTable();
    const bool triage = hasTriageColumn().value_or(false);
    // Query order: the Query enum.
    const QList<ClickHouseQueryGroup::Query> sql = {
        levelsSql(table, m_asOf, m_options.repository),
        statsSql(table, m_asOf, triage, m_options.repository),
        dailySql(table, m_asOf, triage, m_options.repository),
        lastResultSql(table, m_asOf, m_options.repository),
        jobsSql(table, m_asOf, triage, m_options.deliveriesPerRepo, m_options.repository),
    };
    m_queries.start(sql, [this](Result<ClickHouseQueryGroup::Results, ClickHouseQueryGroup::Failure> r) {
        if (!r) {
            emit failed(m_client->toSourceError(r.error().error));
            return;
        }
        finish(*r);
    });
}

void BackendsClickHouseSource::cancel()
{
    m_queries.cancel();
    m_configCheck.cancel();
}

void BackendsClickHouseSource::fail(SourceError::Kind kind, const QString &message)
{
    cancel();
    emit failed(SourceError::make(kind, u"clickhouse"_s, message));
}

void BackendsClickHouseSource::finish(const QVector<ClickHouseResult> &results)
{
    const QString where = u"ClickHouse "_s + m_client->config().endpoint() + u": "_s + qualifiedTable();
    using Apply = Result<void, QString> (*)(const QJsonObject &, QMap<QString, BackendStats> *);
    const struct {
        Query query;
        Apply apply;
        const char *what;
    } steps[] = {{Levels, &applyLevelRow, "levels"},
                 {Stats, &applyStatsRow, "window stats"},
                 {Daily, &applyDailyRow, "daily counts"},
                 {Last, &applyLastResultRow, "last result"}};
    QMap<QString, BackendStats> byRepo;
    for (const auto &step : steps) {
        const QVector<QJsonObject> &rows = results.at(step.query).rows;
        for (qsizetype i = 0; i < rows.size(); ++i) {
            if (const Result<void, QString> applied = step.apply(rows[i], &byRepo); !applied) {
                fail(SourceError::Kind::BadData,
                     where + u" (%1) row %2: "_s.arg(QLatin1String(step.what)).arg(i + 1) + applied.error());
                return;
            }
        }
    }
    QVector<BackendJobResult> jobs;
    const QVector<QJsonObject> &jobRows = results.at(Jobs).rows;
    jobs.reserve(jobRows.size());
    for (qsizetype i = 0; i < jobRows.size(); ++i) {
        auto j = jobFromRow(jobRows[i]);
        if (!j) {
            fail(SourceError::Kind::BadData, where + u" (recent jobs) row %1: "_s.arg(i + 1) + j.error());
            return;
        }
        jobs.append(std::move(*j));
    }
    int invalidUtf8Rows = 0;
    for (const ClickHouseResult &r : results)
        invalidUtf8Rows += r.invalidUtf8Rows;
    if (invalidUtf8Rows > 0) // once per fetch, not per row
        qCWarning(lcHudwatchSync, "backends: %d row(s) of %s with invalid UTF-8 text, kept with U+FFFD",
                  invalidUtf8Rows, qUtf8Printable(qualifiedTable()));
    emit fetched(byRepo.values().toVector(), jobs);
}

} // namespace hw
