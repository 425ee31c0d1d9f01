#include "TrunkClickHouseSource.h"

#include "clickhouse/ClickHouseRowReader.h"
#include "clickhouse/ClickHouseSql.h"
#include "clickhouse/WorkflowJobRepository.h"
#include "clickhouse/ClickHouseValue.h"
#include "trunk/TrunkHealthCalculator.h"
#include "trunk/TrunkLogging.h"

#include <QJsonArray>

#include <QDateTime>
#include <QRegularExpression>
#include <QTimeZone>
#include <QTimer>

using namespace Qt::StringLiterals;

namespace hw {

namespace {

// The repository's commits pushed to the branch in the range, each SHA once at its latest push.
const auto CommitsSql = uR"sql(SELECT head_commit.id AS sha, max(head_commit.timestamp) AS commit_time
    FROM {db}.push WHERE ref = {ref} AND repository.full_name = {repo} GROUP BY sha
    HAVING commit_time >= {from} AND commit_time < {to})sql"_s;

// The jobs of those commits, through HUD's view by SHA (head_sha is not in workflow_job's sort key).
const auto JobsOfCommitsSql = uR"sql(id IN (SELECT id FROM {views}.workflow_job_by_head_sha
            WHERE head_sha IN (SELECT sha FROM ({commits}))))sql"_s;

// Their workflow runs, each at its latest row (FINAL; filtered outside it, so that an older row
// never stands in for the latest), minus the runs a workflow_run event triggered: they have nothing
// to do with the SHA (master_commit_red's all_runs).
const auto RunsSql = uR"sql(SELECT id AS run_id, r_status AS run_status
    FROM (SELECT id, status AS r_status, event AS r_event FROM {db}.workflow_run FINAL
          WHERE id IN (SELECT run_id FROM {db}.workflow_job WHERE {jobsOfCommits}))
    WHERE r_event != 'workflow_run')sql"_s;

// The latest row of each job of those commits (FINAL, as HUD reads it) with its run (HUD joins the
// two: a job without a run row is not counted), the repository's jobs only (the view also returns
// forks' jobs that share a SHA; by url prefix, see WorkflowJobRepository), of the
// viable/strict-blocking workflows, minus HUD's exclusions.
// ALL: the runs are one row per id, and a modern server's ANY INNER JOIN would keep one job per run.
const auto JobsSql = uR"sql(SELECT head_sha AS sha, workflow_name AS wf, name, run_id, run_attempt AS attempt,
        conclusion AS concl, created_at AS created, run_status = 'completed' AS run_done
    FROM {db}.workflow_job FINAL
    ALL INNER JOIN ({runs}) AS runs USING run_id
    WHERE {jobsOfCommits}
        AND startsWith(url, {jobUrlPrefix})
        AND lower(workflow_name) IN ('lint', 'pull', 'trunk', 'linux-aarch64', 'docs-build')
        AND name NOT IN ('ciflow_should_run', 'generate-test-matrix')
        AND name NOT LIKE '%rerun_disabled_tests%' AND name NOT LIKE '%unstable%')sql"_s;

// One job identity (run, attempt, exact name): failed (2), resolved (1) or pending (0) as
// master_commit_red decides: a failing conclusion fails it; another conclusion, or a run that has
// completed (nothing under it can still be pending: a placeholder job GitHub never finalised),
// resolves it; unresolved and older than 36 h, it failed. With the job counts
// master_commit_red_avg needs and the console's success / failure flags.
const auto IdentitiesSql = uR"sql(SELECT sha, wf, name, run_id, attempt,
        multiIf(max(concl IN ('failure', 'timed_out', 'cancelled')) = 1, 2, max(concl != '') = 1, 1,
                max(run_done) = 1, 1, toRelativeHourNum({now}) - toRelativeHourNum(max(created)) > 36, 2, 0) AS state,
        max(concl = 'success') AS id_ok, max(concl IN ('failure', 'timed_out')) AS id_bad,
        count() AS n, sum(concl = '') AS n_pending, sum(concl IN ('failure', 'timed_out', 'cancelled')) AS n_red
    FROM ({jobs}) GROUP BY sha, wf, name, run_id, attempt)sql"_s;

// One "<workflow> / <job>" of a commit (the console's cell): its identities, its latest attempt,
// its base name (shards merged), platform and kind.
const auto CellsSql = uR"sql(SELECT sha, wf, name, max(id_ok) AS ok, max(id_bad) AS bad, max(attempt) AS last_attempt,
        groupArray((run_id, attempt, state, n, n_pending, n_red)) AS idents,
        name LIKE '%mem_leak_check%' AS mem, {platformOf} AS platform, {kindOf} AS kind,
        replaceRegexpAll(replaceRegexpAll(replaceRegexpAll(replaceRegexpAll(name, '\\s*\\(.*\\)$', ''),
            ', \\d+, \\d+, ', ', '), '\\s+', ' '), '^ | $', '') AS base
    FROM ({identities}) GROUP BY sha, wf, name)sql"_s;

// Back to identities, per (commit, job group, run, attempt): did the attempt fail, is it pending.
const auto AttemptsSql = uR"sql(SELECT sha, base, ident.1 AS rid, ident.2 AS att,
        max(ident.3 = 2) AS has_fail, max(ident.3 = 0) AS has_pend,
        sum(if(mem, 0, ident.4)) AS kpi_n, sum(if(mem, 0, ident.5)) AS kpi_pending,
        sum(if(mem, 0, ident.6)) AS kpi_red, sum(if(mem OR ident.2 != last_attempt, 0, ident.6)) AS kpi_latest_red,
        max(bad) AS any_failure, groupUniqArray(if(bad AND NOT ok, concat(wf, ' / ', name), '')) AS failed_cells,
        groupUniqArray((platform, kind, bad AND NOT ok, ok)) AS kinds
    FROM ({cells}) ARRAY JOIN idents AS ident GROUP BY sha, base, rid, att)sql"_s;

// Per job group: pending, red on every attempt, red on one.
const auto GroupsSql = uR"sql(SELECT sha, base, max(has_pend) AS g_pending, min(has_fail) AS g_all_failed,
        max(has_fail) AS g_any_failed, sum(kpi_n) AS g_kpi_n, sum(kpi_pending) AS g_kpi_pending,
        sum(kpi_red) AS g_kpi_red, sum(kpi_latest_red) AS g_kpi_latest_red, max(any_failure) AS g_any_failure,
        groupUniqArrayArray(failed_cells) AS g_failed_cells, groupUniqArrayArray(kinds) AS g_kinds
    FROM ({attempts}) GROUP BY sha, base)sql"_s;

// One row per commit.
const auto CommitFiguresSql = uR"sql(SELECT sha, commit_time, groups, state, kpi_jobs, kpi_pending, kpi_any_red,
        kpi_broken, any_failure, failed_cells, kinds
    FROM (SELECT sha, count() AS groups,
                 multiIf(sum(g_pending) > 0, 'pending', sum(g_all_failed) > 0, 'red', sum(g_any_failed) > 0, 'flaky',
                         'green') AS state,
                 sum(g_kpi_n) AS kpi_jobs, sum(g_kpi_pending) AS kpi_pending, sum(g_kpi_red) > 0 AS kpi_any_red,
                 sum(g_kpi_latest_red) > 0 AS kpi_broken, max(g_any_failure) AS any_failure,
                 arrayFilter(x -> x != '', groupUniqArrayArray(g_failed_cells)) AS failed_cells,
                 groupUniqArrayArray(g_kinds) AS kinds
          FROM ({groups}) GROUP BY sha) AS figures
    ANY INNER JOIN ({commits}) AS pushed USING sha
    ORDER BY commit_time, sha)sql"_s;

// time_to_signal: per SHA of the repository's pull and trunk runs created in the range, the
// longest run, if every run succeeded on attempt 1; averaged per week (from Sunday) and branch.
const auto SignalSql = uR"sql(SELECT toDate(toMonday(toDate(created, 'UTC') + 1)) - 1 AS week, branch,
        avg(duration_sec / 3600.0) AS avg_tts, count() AS shas
    FROM (SELECT head_sha, max(dateDiff('second', created_at, updated_at)) AS duration_sec,
                 if(max(head_branch = 'main') = 1, 'main', 'not main') AS branch, min(created_at) AS created
          FROM {db}.workflow_run FINAL
          WHERE lower(name) IN ('pull', 'trunk') AND created_at >= {from} AND created_at < {to}
              AND head_repository.full_name = {repo}
          GROUP BY head_sha HAVING min(conclusion = 'success' AND run_attempt = 1) = 1)
    GROUP BY week, branch ORDER BY week, branch)sql"_s;

// tts_percentile: per "<workflow> / <job>", from the workflow run's creation to the job's
// completion, over the successful jobs created in the range of the repository's first-attempt push
// runs of the branch. ALL, not ANY: a modern server's ANY INNER JOIN keeps one row per key on
// both sides (one job per run); the runs are unique per id (FINAL).
const auto TtsPercentileSql = uR"sql(SELECT full_name, quantileExact(0.5)(tts_sec) AS p50,
        quantileExact(0.9)(tts_sec) AS p90, count() AS jobs
    FROM (SELECT dateDiff('second', wf_created, completed_at) AS tts_sec, concat(wf_name, ' / ', name) AS full_name
          FROM {db}.workflow_job AS job FINAL
          ALL INNER JOIN (SELECT id AS run_id, name AS wf_name, created_at AS wf_created FROM {db}.workflow_run FINAL
                          WHERE repository.full_name = {repo} AND head_branch = {branch} AND run_attempt = 1
                              AND event = 'push' AND created_at >= {from} AND created_at < {to}) AS workflow
              USING run_id
          WHERE created_at >= {from} AND created_at < {to} AND conclusion = 'success'
              AND name NOT IN ('ciflow_should_run', 'generate-test-matrix', 'get_workflow_conclusion'))
    GROUP BY full_name ORDER BY p50 * jobs DESC, full_name)sql"_s;

// queued_jobs_by_label: the repository's jobs waiting for a runner now, created 5 min to a week
// ago, in a run that has not completed (a job left queued in a finished run is stale): a job of
// an EC2/LF runner queued with no steps yet; a job of an ARC runner (a label like '%l-%') with no
// conclusion, queued with no steps, or in progress with only its container set-up steps (at most
// 2) and created in the last 10 minutes (phase 2: picked up, not yet working). The repository is
// the run's, as HUD reads it; the runs at their latest row (FINAL, filtered outside it).
const auto QueuedSql = uR"sql(SELECT machine_type, count() AS jobs, max(queue_s) AS max_queue_s
    FROM (SELECT multiIf(length(labels) > 1, labels[2], length(labels) = 1, labels[1],
                         runner_group_name NOT IN ('', 'Default', 'GitHub Actions', 'linux.rocm.gpu.group'),
                         runner_group_name, 'N/A') AS machine_type,
                 dateDiff('second', created_at, {now}) AS queue_s
          FROM {db}.workflow_job FINAL
          WHERE id IN (SELECT id FROM {db}.workflow_job WHERE {possiblyQueued})
              AND run_id IN (SELECT id FROM (SELECT id, status AS r_status, repository.full_name AS r_repo
                                             FROM {db}.workflow_run FINAL
                                             WHERE id IN (SELECT run_id FROM {db}.workflow_job WHERE {possiblyQueued}))
                             WHERE r_repo = {repo} AND r_status != 'completed')
              AND created_at < {queuedBefore}
              AND if(arrayExists(x -> x LIKE '%l-%', labels),
                     conclusion = '' AND ((status = 'queued' AND length(steps.name) = 0)
                         OR (status = 'in_progress' AND length(steps.name) >= 1 AND length(steps.name) <= 2
                             AND created_at > {setUpAfter})),
                     status = 'queued' AND length(steps.name) = 0))
    GROUP BY machine_type ORDER BY jobs DESC, machine_type)sql"_s;

// The candidates, from any row of a job (HUD's possible_queued_jobs): queued, or an ARC job in
// progress without a conclusion.
const auto PossiblyQueuedSql = uR"sql(created_at < {queuedBefore} AND created_at > {queuedAfter}
                       AND (status = 'queued'
                           OR (status = 'in_progress' AND conclusion = '' AND arrayExists(x -> x LIKE '%l-%', labels))))sql"_s;

bool isIdentifier(const QString &name)
{
    static const QRegularExpression re(u"^[A-Za-z_][A-Za-z0-9_]*$"_s);
    return re.match(name).hasMatch();
}

} // namespace

TrunkClickHouseSource::TrunkClickHouseSource(ClickHouseClient *client, QObject *parent)
    : TrunkClickHouseSource(client, Options{}, parent)
{
}

TrunkClickHouseSource::TrunkClickHouseSource(ClickHouseClient *client, Options options, QObject *parent)
    : QObject(parent)
    , m_client(client)
    , m_options(std::move(options))
    , m_parts(client, this)
{
}

Result<QString> TrunkClickHouseSource::sql(Query query, const Options &options, qint64 from, qint64 to, qint64 now)
{
    const auto fail = [](const QString &message) {
        return Result<QString>(SourceError::make(SourceError::Kind::Configuration, u"clickhouse"_s, message));
    };
    for (const QString &name : {options.database, options.viewsDatabase}) {
        if (!isIdentifier(name))
            return fail(tr("invalid ClickHouse database name '%1' — fix clickhouse/database in Profile ▸ Edit this "
                           "profile…")
                            .arg(name));
    }
    // The structure first, then the values through ClickHouseSql::bind: a value never becomes SQL.
    const auto utc = [](qint64 t) { return QDateTime::fromSecsSinceEpoch(t, QTimeZone::utc()); };
    ClickHouseSql::Bindings bindings = {{u"repo"_s, options.repository}};
    QString text;
    switch (query) {
    case Commits:
        text = QString(CommitFiguresSql)
                   .replace(u"{groups}"_s, GroupsSql)
                   .replace(u"{attempts}"_s, AttemptsSql)
                   .replace(u"{cells}"_s, CellsSql)
                   .replace(u"{identities}"_s, IdentitiesSql)
                   .replace(u"{jobs}"_s, JobsSql)
                   .replace(u"{runs}"_s, RunsSql)
                   .replace(u"{jobsOfCommits}"_s, JobsOfCommitsSql)
                   .replace(u"{commits}"_s, CommitsSql)
                   .replace(u"{platformOf}"_s, TrunkJobKind::platformSql(u"name"_s, options.platforms.size()))
                   .replace(u"{kindOf}"_s, TrunkJobKind::kindSql(u"name"_s));
        bindings += TrunkJobKind::platformBindings(options.platforms);
        bindings += {{u"ref"_s, options.ref}, {u"from"_s, utc(from)}, {u"to"_s, utc(to)}, {u"now"_s, utc(now)},
                     {u"jobUrlPrefix"_s, WorkflowJobRepository::urlPrefix(options.repository)}};
        break;
    case Signal:
        text = SignalSql;
        bindings += {{u"from"_s, utc(from)}, {u"to"_s, utc(to)}};
        break;
    case TtsPercentile: {
        text = TtsPercentileSql;
        QString branch = options.ref;
        branch.remove(QRegularExpression(u"^refs/heads/"_s));
        bindings += {{u"branch"_s, branch}, {u"from"_s, utc(from)}, {u"to"_s, utc(to)}};
        break;
    }
    case Queued:
        text = QString(QueuedSql).replace(u"{possiblyQueued}"_s, PossiblyQueuedSql);
        bindings += {{u"now"_s, utc(now)},
                     {u"queuedBefore"_s, utc(now - QueuedAfterSeconds)},
                     {u"queuedAfter"_s, utc(now - QueuedWithinSeconds)},
                     {u"setUpAfter"_s, utc(now - ArcSetUpWithinSeconds)}};
        break;
    case QueryCount: return fail(QString());
    }
    text.replace(u"{db}"_s, options.database).replace(u"{views}"_s, options.viewsDatabase);
    return ClickHouseSql::bind(text, bindings);
}

namespace {

// (platform, kind, red, green) tuples, several per pair: merged into the commit's kinds.
bool readKinds(const QJsonObject &row, TrunkCommitFigures *c)
{
    QMap<std::pair<QString, QString>, TrunkCommitFigures::Kind> kinds;
    for (const QJsonValue &v : row.value(u"kinds"_s).toArray()) {
        const QJsonArray t = v.toArray();
        if (t.size() != 4 || !t[0].isString() || !t[1].isString())
            return false;
        if (t[0].toString().isEmpty())
            continue; // no platform
        TrunkCommitFigures::Kind &k = kinds[{t[0].toString(), t[1].toString()}];
        k.platform = t[0].toString();
        k.kind = t[1].toString();
        k.red |= ClickHouseValue::toInt64(t[2]).value_or(0) != 0;
        k.green |= ClickHouseValue::toInt64(t[3]).value_or(0) != 0;
    }
    c->kinds = kinds.values().toVector();
    return true;
}

bool readCommit(const ClickHouseRowReader &r, const QJsonObject &row, TrunkCommitFigures *out)
{
    TrunkCommitFigures c;
    QString state;
    qint64 groups = 0, jobs = 0, pending = 0, anyRed = 0, broken = 0, anyFailure = 0;
    if (!r.readString(u"sha"_s, &c.sha) || !r.readTime(u"commit_time"_s, &c.time) || !r.readInt(u"groups"_s, &groups)
        || !r.readString(u"state"_s, &state) || !r.readInt(u"kpi_jobs"_s, &jobs)
        || !r.readInt(u"kpi_pending"_s, &pending) || !r.readInt(u"kpi_any_red"_s, &anyRed)
        || !r.readInt(u"kpi_broken"_s, &broken) || !r.readInt(u"any_failure"_s, &anyFailure))
        return false;
    using S = TrunkCommitFigures::State;
    static const QHash<QString, S> states = {
        {u"green"_s, S::Green}, {u"flaky"_s, S::Flaky}, {u"red"_s, S::Red}, {u"pending"_s, S::Pending}};
    if (!states.contains(state) || groups < 0 || jobs < 0 || pending < 0)
        return false;
    c.state = states.value(state);
    c.groups = int(groups);
    c.kpiJobs = int(jobs);
    c.kpiPending = int(pending);
    c.kpiAnyRed = anyRed != 0;
    c.kpiBroken = broken != 0;
    c.anyFailure = anyFailure != 0;
    for (const QJsonValue &v : row.value(u"failed_cells"_s).toArray()) {
        if (!v.isString())
            return false;
        c.failedCells.append(v.toString());
    }
    c.failedCells.sort();
    if (!readKinds(row, &c))
        return false;
    *out = c;
    return true;
}

bool readSignalWeek(const ClickHouseRowReader &r, const QJsonObject &, TrunkSignalWeek *out)
{
    TrunkSignalWeek w;
    QString week;
    qint64 shas = 0;
    if (!r.readString(u"week"_s, &week) || !r.readString(u"branch"_s, &w.branch)
        || !r.readDouble(u"avg_tts"_s, &w.avgHours) || !r.readInt(u"shas"_s, &shas))
        return false;
    const QDate day = QDate::fromString(week, Qt::ISODate);
    if (!day.isValid())
        return false;
    w.weekStart = QDateTime(day, QTime(0, 0), QTimeZone::utc()).toSecsSinceEpoch();
    w.shas = int(shas);
    *out = w;
    return true;
}

bool readTtsJob(const ClickHouseRowReader &r, const QJsonObject &, TrunkTtsJob *out)
{
    TrunkTtsJob j;
    qint64 jobs = 0;
    if (!r.readString(u"full_name"_s, &j.name) || !r.readInt(u"p50"_s, &j.p50Seconds)
        || !r.readInt(u"p90"_s, &j.p90Seconds) || !r.readInt(u"jobs"_s, &jobs))
        return false;
    j.count = int(jobs);
    *out = j;
    return true;
}

bool readQueuedMachine(const ClickHouseRowReader &r, const QJsonObject &, TrunkQueuedMachine *out)
{
    TrunkQueuedMachine m;
    qint64 jobs = 0;
    if (!r.readString(u"machine_type"_s, &m.machineType) || !r.readInt(u"jobs"_s, &jobs)
        || !r.readInt(u"max_queue_s"_s, &m.maxQueueSeconds))
        return false;
    m.count = int(jobs);
    *out = m;
    return true;
}

} // namespace

TrunkHealth TrunkClickHouseSource::decode(const QVector<QVector<QJsonObject>> &rows, qint64 from, qint64 to,
                                          qint64 bucketSeconds, qint64 now)
{
    TrunkHealth h;
    h.from = from;
    h.to = to;
    h.bucketSeconds = std::max<qint64>(1, bucketSeconds);
    h.queuedAt = now;
    h.timeToSignalKnown = true;
    // Each row of query q decoded into a T; a malformed one is counted as skipped.
    const auto each = [&]<typename T>(Query q, QVector<T> *out, bool (*read)(const ClickHouseRowReader &, const QJsonObject &, T *)) {
        for (const QJsonObject &row : rows.value(q)) {
            const ClickHouseRowReader r(row);
            T value;
            if (read(r, row, &value))
                out->append(value);
            else
                ++h.skippedRows;
        }
    };
    QVector<TrunkCommitFigures> commits;
    each(Commits, &commits, readCommit);
    TrunkHealthCalculator::aggregate(commits, &h);
    each(Signal, &h.timeToSignal, readSignalWeek);
    each(TtsPercentile, &h.ttsPercentile, readTtsJob);
    each(Queued, &h.queued, readQueuedMachine);
    return h;
}

void TrunkClickHouseSource::fetch(qint64 from, qint64 to)
{
    QList<QList<ClickHouseQueryGroup::Query>> parts;
    const qint64 bucket = TrunkHealth::bucketFor(from, to);
    const qint64 now = m_options.now > 0 ? m_options.now : QDateTime::currentSecsSinceEpoch();
    for (int q = 0; q < QueryCount; ++q) {
        const auto text = sql(Query(q), m_options, from, to, now);
        if (!text) {
            m_parts.cancel();
            QTimer::singleShot(0, this, [this, error = text.error()] { emit failed(error); });
            return;
        }
        parts.append({*text});
    }
    // Each figure on its own: a failing query costs its own figure, never the tab.
    m_parts.start(parts, [this, from, to, bucket, now](const ClickHouseQueryParts::Outcomes &outcomes) {
        if (ClickHouseQueryParts::allFailed(outcomes)) {
            emit failed(*outcomes[Commits].error); // the first part's error says why
            return;
        }
        QVector<QVector<QJsonObject>> rows(QueryCount);
        for (int q = 0; q < QueryCount; ++q)
            if (outcomes[q].results)
                rows[q] = outcomes[q].results->first().rows;
        TrunkHealth health = decode(rows, from, to, bucket, now);
        QString *const errors[QueryCount] = {&health.errors.commits, &health.errors.timeToSignal,
                                             &health.errors.ttsPercentile, &health.errors.queued};
        static const char *const names[QueryCount] = {"master_commit_red", "time_to_signal", "tts_percentile",
                                                      "queued_jobs_by_label"};
        for (int q = 0; q < QueryCount; ++q) {
            if (!outcomes[q].error)
                continue;
            *errors[q] = outcomes[q].error->message;
            qCWarning(lcHudwatchTrunk, "trunk health: %s could not be read: %s", names[q],
                      qUtf8Printable(outcomes[q].error->message));
        }
        emit fetched(health);
    });
}

} // namespace hw
