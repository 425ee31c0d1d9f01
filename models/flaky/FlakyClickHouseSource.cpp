#include "FlakyClickHouseSource.h"

#include "domain/TimeUnits.h"

#include "DisabledTestKey.h"
#include "FlakyLogging.h"
#include "FlakySql.h"
#include "clickhouse/ClickHouseClient.h"
#include "clickhouse/ClickHouseRowReader.h"
#include "clickhouse/ClickHouseSql.h"
#include "clickhouse/ClickHouseValue.h"

#include <QDateTime>
#include <QHash>
#include <QJsonArray>
#include <QTimer>

#include <algorithm>
#include <limits>
#include <utility>

using namespace Qt::StringLiterals;

namespace hw {

namespace {

const auto RangeTemplate = u"time_inserted >= toDateTime({from}) AND time_inserted < toDateTime({to})"_s;

// HUD's in-process flaky rows (flaky_tests/in_subprocess): passed on a rerun, no failure.
const auto HudRowsTemplate = uR"sql(time_inserted >= toDateTime({from}) AND time_inserted < toDateTime({to})
        AND length(rerun.message) != 0 AND length(failure.message) = 0)sql"_s;

// HUD's list first (its rows narrowed by the rerun filter, then by HUD's job set), then the
// console's per-job figures of those tests only, over the window's jobs (FlakySql::windowJobs).
const auto TestsTemplate = uR"sql(SELECT
    t_file AS file,
    t_class AS classname,
    t_name AS name,
    t_invoking AS invoking_file,
    num_green,
    num_red,
    job_ids,
    workflow_ids,
    flaky_runs,
    total_runs,
    failed_runs,
    jobs,
    last_flake
FROM (
    SELECT file AS t_file, classname AS t_class, name AS t_name, invoking_file AS t_invoking,
        count() AS num_green,
        sum(length(rerun.message)) AS num_red,
        arraySort(groupArray(job_id)) AS job_ids,
        arraySort(groupArray(workflow_id)) AS workflow_ids
    FROM {testRuns}
    WHERE {hudRows} AND {hudJobs}
    GROUP BY file, classname, name, invoking_file
) AS lhs
ANY LEFT JOIN (
    SELECT t_file, t_class, t_name, t_invoking,
        countIf(t_flaky) AS flaky_runs,
        count() AS total_runs,
        countIf(t_failed) AS failed_runs,
        arraySort(groupUniqArrayIf(t_job, t_flaky AND t_job != '')) AS jobs,
        toUnixTimestamp(maxIf(t_last, t_flaky)) AS last_flake
    FROM (
        {perJob}
        HAVING t_ran
    ) AS per_job
    {jobNames}
    GROUP BY t_file, t_class, t_name, t_invoking
) AS rhs USING (t_file, t_class, t_name, t_invoking)
ORDER BY file, classname, name, invoking_file)sql"_s;

const auto ConsoleRowsTemplate = uR"sql(time_inserted >= toDateTime({from}) AND time_inserted < toDateTime({to})
        AND (file, classname, name, invoking_file) IN (
            SELECT file, classname, name, invoking_file FROM {testRuns} WHERE {hudRows} AND {hudJobs})
        AND {windowJobs})sql"_s;

const auto UnnamedTemplate = uR"sql(SELECT count() AS n
FROM {testRuns}
WHERE time_inserted >= toDateTime({from}) AND time_inserted < toDateTime({to}) AND name = ''
    AND {windowJobs})sql"_s;

// HUD's across-file reruns (flaky_tests/across_file_reruns): the tests that failed in the window
// first (failed_tests), then per job: failed in one run of the file, passed in another
// (check_every_test), in jobs of {repo} not named like %rerun_disabled_tests% (workflow_job_info).
const auto FailedRowsTemplate = uR"sql(time_inserted >= toDateTime({from}) AND time_inserted < toDateTime({to})
            AND (length(failure.message) != 0 OR length(error.message) != 0) AND file != '')sql"_s;

const auto AcrossFileTemplate = uR"sql(SELECT
    a_file AS file,
    a_class AS classname,
    a_name AS name,
    a_invoking AS invoking_file,
    count() AS num_green,
    sum(a_red) AS num_red,
    arraySort(groupArray(a_job)) AS job_ids
FROM (
    SELECT file AS a_file, classname AS a_class, name AS a_name, invoking_file AS a_invoking,
        job_id AS a_job,
        sum(length(rerun.message)) AS a_red
    FROM {testRuns}
    WHERE time_inserted >= toDateTime({from}) AND time_inserted < toDateTime({to})
        AND length(skipped.message) = 0
        AND (file, classname, name, invoking_file) IN (
            SELECT file, classname, name, invoking_file FROM {testRuns} WHERE {failedRows})
        AND job_id IN (
            SELECT id FROM {jobs}
            WHERE id IN (SELECT job_id FROM {testRuns} WHERE {failedRows})
                AND name NOT LIKE '%rerun_disabled_tests%'
                AND run_id IN (
                    SELECT id FROM {runs}
                    WHERE id IN (SELECT workflow_id FROM {testRuns} WHERE {failedRows})
                        AND repository.full_name = {repo}))
    GROUP BY file, classname, name, invoking_file, job_id
    HAVING min(length(failure.message) + length(error.message)) = 0
        AND max(length(failure.message) + length(error.message)) != 0
)
GROUP BY a_file, a_class, a_name, a_invoking
ORDER BY file, classname, name, invoking_file)sql"_s;

// The repository's issues, each with its latest state (HUD reads default.issues with FINAL; argMax
// by updated_at is the portable form; HUD matches `html_url LIKE '%pytorch/pytorch%'`). The
// disabled-test snapshots have no repository: their issue number is the only link to one, so every
// disabled-test query keeps the tests of these issues only.
const auto RepositoryIssuesTemplate = uR"sql(SELECT number, argMax(state, updated_at) AS i_state
        FROM {issues}
        WHERE position(html_url, {issuePrefix}) > 0
        GROUP BY number)sql"_s;

QString issuePrefix(const QString &repository)
{
    return u"github.com/%1/issues/"_s.arg(repository);
}

// The console's own: an issue without platforms disables the test everywhere: it counts as "all".
// A day counts the tests disabled by the repository's issues whatever their state now (closed
// since is fine: they were open on that day). 18.16 wants one integer type on both sides of IN.
const auto ByDayTemplate = uR"sql(SELECT
    toUnixTimestamp(toDateTime(day)) AS d_day,
    d_platform AS platform,
    uniqExact(name) AS tests
FROM {disabledHistory}
ARRAY JOIN if(empty(platforms), ['all'], platforms) AS d_platform
WHERE timestamp >= toDateTime({from}) AND timestamp < toDateTime({to})
    AND toInt64(issueNumber) IN (SELECT toInt64(number) FROM ({repositoryIssues}))
GROUP BY d_day, d_platform
ORDER BY d_day, platform)sql"_s;

// HUD's disabled tests (disabled_tests): the latest row per test name, kept when its issue is one of
// the repository's and open now. 18.16 wants one integer type on both sides of IN (issueNumber is
// Int32, number Int64). "since" is the console's: the first
// snapshot day with the same test and issue (a test re-disabled under a new issue starts again).
const auto NowTemplate = uR"sql(SELECT
    n_name AS name,
    n_issue AS issue,
    n_platforms AS platforms,
    toUnixTimestamp(toDateTime(n_since)) AS since,
    toUnixTimestamp(n_taken) AS snapshot
FROM (
    SELECT name AS n_name,
        argMax(issueNumber, timestamp) AS n_issue,
        argMax(platforms, timestamp) AS n_platforms,
        max(timestamp) AS n_taken
    FROM {disabledHistory}
    WHERE timestamp < toDateTime({to})
    GROUP BY name
) AS lhs
ANY LEFT JOIN (
    SELECT name AS n_name, issueNumber AS n_issue, min(day) AS n_since
    FROM {disabledHistory}
    WHERE timestamp < toDateTime({to})
    GROUP BY name, issueNumber
) AS rhs USING (n_name, n_issue)
WHERE toInt64(n_issue) IN (SELECT toInt64(number) FROM ({repositoryIssues}) WHERE i_state = 'open')
ORDER BY since DESC, name)sql"_s;

// HUD's re-enable candidates (flaky_tests/disabled_non_flaky_tests): default.rerun_disabled_tests
// has no time: a row is in the window when its workflow run was created in it. IN, not a join: a
// run's versions (ReplacingMergeTree rows) count once.
const auto ReenableTemplate = uR"sql(SELECT
    filename AS file,
    classname AS r_class,
    name AS r_name,
    sum(num_green) AS green,
    sum(num_red) AS red,
    max(flaky) AS any_flaky,
    toUnixTimestamp(max(r_created)) AS last_run
FROM (
    SELECT classname, filename, flaky, name, num_green, num_red, workflow_id AS r_run
    FROM {reruns}
    WHERE workflow_id IN (SELECT id FROM {runs} WHERE {runWindow})
) AS lhs
ANY LEFT JOIN (
    SELECT id AS r_run, max(created_at) AS r_created
    FROM {runs}
    WHERE {runWindow}
    GROUP BY id
) AS rhs USING r_run
GROUP BY filename, classname, name
HAVING green >= {green} AND red <= {red} AND any_flaky = 0
ORDER BY file, r_class, r_name)sql"_s;

const auto RunWindowTemplate = uR"sql(created_at > toDateTime({from}) AND created_at <= toDateTime({to})
        AND repository.full_name = {repo})sql"_s;

Result<QVector<qint64>, QString> readIds(const QJsonObject &row, const QString &column)
{
    const QJsonValue v = row.value(column);
    if (!v.isArray())
        return FlakyClickHouseSource::tr("column '%1' has type %2, expected array")
            .arg(column, ClickHouseValue::typeName(v));
    QVector<qint64> out;
    for (const QJsonValue &e : v.toArray()) {
        const auto id = ClickHouseValue::toInt64(e);
        if (!id)
            return FlakyClickHouseSource::tr("column '%1' holds a %2, expected integers")
                .arg(column, ClickHouseValue::typeName(e));
        out << *id;
    }
    return out;
}

Result<QStringList, QString> readStrings(const QJsonObject &row, const QString &column)
{
    const QJsonValue v = row.value(column);
    if (!v.isArray())
        return FlakyClickHouseSource::tr("column '%1' has type %2, expected array")
            .arg(column, ClickHouseValue::typeName(v));
    QStringList out;
    for (const QJsonValue &e : v.toArray()) {
        if (!e.isString())
            return FlakyClickHouseSource::tr("column '%1' holds a %2, expected strings")
                .arg(column, ClickHouseValue::typeName(e));
        out << e.toString();
    }
    return out;
}

} // namespace

FlakyClickHouseSource::FlakyClickHouseSource(ClickHouseClient *client, QObject *parent)
    : FlakyClickHouseSource(client, Tables {}, parent)
{
}

FlakyClickHouseSource::~FlakyClickHouseSource()
{
    cancel();
}

FlakyClickHouseSource::FlakyClickHouseSource(ClickHouseClient *client, const Tables &tables, QObject *parent)
    : QObject(parent)
    , m_client(client)
    , m_tables(tables)
    , m_parts(client, this)
{
}

bool FlakyClickHouseSource::isBusy() const
{
    return m_configCheck.isInFlight() || m_parts.isRunning();
}

QString FlakyClickHouseSource::flakyTestsSql(const Tables &tables, const QString &repository, qint64 from, qint64 to)
{
    // Fixed text with placeholders, expanded outside in; the values are bound last.
    QString sql = TestsTemplate;
    sql.replace(u"{perJob}"_s, FlakySql::perJob(ConsoleRowsTemplate));
    sql.replace(u"{jobNames}"_s, FlakySql::jobNamesJoin(ConsoleRowsTemplate));
    sql.replace(u"{hudJobs}"_s, FlakySql::mainJobsOf(HudRowsTemplate));
    sql.replace(u"{hudRows}"_s, HudRowsTemplate);
    sql.replace(u"{windowJobs}"_s, FlakySql::windowJobs());
    return FlakySql::bind(sql, tables,
        { { u"from"_s, from }, { u"to"_s, to }, { u"runsFrom"_s, from - kDaySeconds }, { u"repo"_s, repository } });
}

QString FlakyClickHouseSource::unnamedRowsSql(const Tables &tables, const QString &repository, qint64 from, qint64 to)
{
    return FlakySql::bind(QString(UnnamedTemplate).replace(u"{windowJobs}"_s, FlakySql::windowJobs()), tables,
        { { u"from"_s, from }, { u"to"_s, to }, { u"runsFrom"_s, from - kDaySeconds }, { u"repo"_s, repository } });
}

QString FlakyClickHouseSource::acrossFileSql(const Tables &tables, const QString &repository, qint64 from, qint64 to)
{
    return FlakySql::bind(QString(AcrossFileTemplate).replace(u"{failedRows}"_s, FailedRowsTemplate), tables,
        { { u"from"_s, from }, { u"to"_s, to }, { u"repo"_s, repository } });
}

QString FlakyClickHouseSource::disabledByDaySql(const Tables &tables, const QString &repository, qint64 from, qint64 to)
{
    return FlakySql::bind(QString(ByDayTemplate).replace(u"{repositoryIssues}"_s, RepositoryIssuesTemplate), tables,
        { { u"from"_s, from }, { u"to"_s, to }, { u"issuePrefix"_s, issuePrefix(repository) } });
}

QString FlakyClickHouseSource::disabledNowSql(const Tables &tables, const QString &repository, qint64 to)
{
    return FlakySql::bind(QString(NowTemplate).replace(u"{repositoryIssues}"_s, RepositoryIssuesTemplate), tables,
        { { u"to"_s, to }, { u"issuePrefix"_s, issuePrefix(repository) } });
}

QString FlakyClickHouseSource::reenableSql(const Tables &tables, const QString &repository, qint64 to)
{
    return FlakySql::bind(QString(ReenableTemplate).replace(u"{runWindow}"_s, RunWindowTemplate), tables,
        { { u"from"_s, to - ReenableDays * kDaySeconds }, { u"to"_s, to }, { u"repo"_s, repository },
            { u"green"_s, ReenableGreenRuns }, { u"red"_s, ReenableRedRuns } });
}

Result<FlakyTest, QString> FlakyClickHouseSource::testFromRow(const QJsonObject &row)
{
    const ClickHouseRowReader r(row);
    FlakyTest t;
    if (!r.readString(u"file"_s, &t.file) || !r.readString(u"classname"_s, &t.classname)
        || !r.readString(u"name"_s, &t.name) || !r.readString(u"invoking_file"_s, &t.invokingFile)
        || !r.readTime(u"last_flake"_s, &t.lastFlakeAt) || !r.readInt(u"num_green"_s, &t.numGreen)
        || !r.readInt(u"num_red"_s, &t.numRed))
        return r.error();
    if (!r.readCount(u"flaky_runs"_s, &t.flakyRuns) || !r.readCount(u"total_runs"_s, &t.totalRuns)
        || !r.readCount(u"failed_runs"_s, &t.failedRuns))
        return r.error();
    auto jobs = readStrings(row, u"jobs"_s);
    if (!jobs)
        return jobs.error();
    t.jobs = std::move(*jobs);
    auto jobIds = readIds(row, u"job_ids"_s);
    if (!jobIds)
        return jobIds.error();
    t.jobIds = std::move(*jobIds);
    auto workflowIds = readIds(row, u"workflow_ids"_s);
    if (!workflowIds)
        return workflowIds.error();
    t.workflowIds = std::move(*workflowIds);
    if (t.name.isEmpty())
        return tr("column '%1' is empty").arg(u"name"_s);
    if (t.numGreen <= 0 || t.numRed < t.numGreen)
        return tr("numGreen %1 and numRed %2 of a flaky test").arg(t.numGreen).arg(t.numRed);
    if (t.flakyRuns > t.totalRuns || t.flakyRuns + t.failedRuns > t.totalRuns)
        return tr("%1 flaky and %2 failed runs of %3").arg(t.flakyRuns).arg(t.failedRuns).arg(t.totalRuns);
    return t;
}

Result<AcrossFileRerun, QString> FlakyClickHouseSource::acrossFileFromRow(const QJsonObject &row)
{
    const ClickHouseRowReader r(row);
    AcrossFileRerun a;
    if (!r.readString(u"file"_s, &a.file) || !r.readString(u"classname"_s, &a.classname)
        || !r.readString(u"name"_s, &a.name) || !r.readString(u"invoking_file"_s, &a.invokingFile)
        || !r.readInt(u"num_green"_s, &a.numGreen) || !r.readInt(u"num_red"_s, &a.numRed))
        return r.error();
    auto jobIds = readIds(row, u"job_ids"_s);
    if (!jobIds)
        return jobIds.error();
    a.jobIds = std::move(*jobIds);
    if (a.numGreen <= 0 || a.numRed < 0)
        return tr("numGreen %1 and numRed %2 of a rerun test").arg(a.numGreen).arg(a.numRed);
    return a;
}

Result<DisabledCount, QString> FlakyClickHouseSource::disabledCountFromRow(const QJsonObject &row)
{
    const ClickHouseRowReader r(row);
    DisabledCount c;
    if (!r.readInt(u"d_day"_s, &c.day) || !r.readString(u"platform"_s, &c.platform) || !r.readCount(u"tests"_s, &c.tests))
        return r.error();
    return c;
}

Result<DisabledTest, QString> FlakyClickHouseSource::disabledTestFromRow(const QJsonObject &row)
{
    const ClickHouseRowReader r(row);
    DisabledTest d;
    qint64 issue = 0;
    if (!r.readString(u"name"_s, &d.key) || !r.readInt(u"issue"_s, &issue) || !r.readInt(u"since"_s, &d.since)
        || !r.readInt(u"snapshot"_s, &d.snapshotAt))
        return r.error();
    auto platforms = readStrings(row, u"platforms"_s);
    if (!platforms)
        return platforms.error();
    if (d.key.isEmpty())
        return tr("column '%1' is empty").arg(u"name"_s);
    if (issue <= 0 || issue > std::numeric_limits<int>::max())
        return tr("column 'issue' is not an issue number (%1)").arg(issue);
    d.issue = int(issue);
    d.platforms = std::move(*platforms);
    return d;
}

Result<ReenableCandidate, QString> FlakyClickHouseSource::candidateFromRow(const QJsonObject &row)
{
    const ClickHouseRowReader r(row);
    ReenableCandidate c;
    if (!r.readString(u"file"_s, &c.file) || !r.readString(u"r_class"_s, &c.classname)
        || !r.readString(u"r_name"_s, &c.name) || !r.readInt(u"green"_s, &c.green)
        || !r.readTime(u"last_run"_s, &c.lastRunAt))
        return r.error();
    if (c.name.isEmpty())
        return tr("column '%1' is empty").arg(u"r_name"_s);
    return c;
}

void FlakyClickHouseSource::attachDisabledIssues(FlakyResults *results)
{
    QHash<QString, int> issues;
    for (const DisabledTest &d : std::as_const(results->disabledNow))
        if (const auto key = DisabledTestKey::parse(d.key))
            issues.insert(key->id(), d.issue);
    const auto issueOf = [&issues](const QString &name, const QString &classname) -> std::optional<int> {
        const auto it = issues.constFind(DisabledTestKey { name, classname }.id());
        return it == issues.constEnd() ? std::nullopt : std::optional<int>(*it);
    };
    for (FlakyTest &t : results->tests)
        t.disabledIssue = issueOf(t.name, t.classname);
    for (ReenableCandidate &c : results->reenable)
        c.disabledIssue = issueOf(c.name, c.classname);
}

void FlakyClickHouseSource::fetch(qint64 from, qint64 to)
{
    m_from = from;
    m_to = to;
    if (to <= from || to - from > MaxRangeSeconds) {
        const auto iso
            = [](qint64 t) { return QDateTime::fromSecsSinceEpoch(t, Qt::UTC).toString(Qt::ISODate); };
        failLater(tr("flaky tests: invalid time range %1 .. %2 (it must be non-empty and at most %3 days): "
                     "choose another range")
                      .arg(iso(from), iso(to))
                      .arg(MaxRangeSeconds / kDaySeconds));
        return;
    }
    for (const QString *table : { &m_tables.testRuns, &m_tables.jobs, &m_tables.runs, &m_tables.disabledHistory,
             &m_tables.reruns, &m_tables.issues }) {
        if (!FlakySql::isValidTableName(*table)) {
            // Built in, never a setting: only a bug gets here.
            failLater(tr("flaky tests: invalid ClickHouse table name '%1' (a bug in HUD Watch: please report it)")
                          .arg(*table));
            return;
        }
    }
    m_configCheck.cancel();
    // Each part on its own: a failing query costs its own part, never the tab.
    m_parts.start({
                      { flakyTestsSql(m_tables, m_repository, from, to),
                          unnamedRowsSql(m_tables, m_repository, from, to) },
                      { acrossFileSql(m_tables, m_repository, from, to) },
                      { disabledByDaySql(m_tables, m_repository, from, to) },
                      { disabledNowSql(m_tables, m_repository, to) },
                      { reenableSql(m_tables, m_repository, to) },
                  },
        [this](const ClickHouseQueryParts::Outcomes &outcomes) { finish(outcomes); });
}

// Reported asynchronously, like every other outcome; a newer fetch or cancel() drops it.
void FlakyClickHouseSource::failLater(const QString &message)
{
    m_parts.cancel();
    m_configCheck.begin();
    QTimer::singleShot(0, this, m_configCheck.guard([this, message] {
        m_configCheck.finish();
        emit failed(SourceError::make(SourceError::Kind::Configuration, u"clickhouse"_s, message));
    }));
}

void FlakyClickHouseSource::cancel()
{
    m_parts.cancel();
    m_configCheck.cancel();
}

void FlakyClickHouseSource::finish(const ClickHouseQueryParts::Outcomes &parts)
{
    // Every part failed: the fetch failed (the first part's error says why).
    if (ClickHouseQueryParts::allFailed(parts)) {
        emit failed(*parts[Tests].error);
        return;
    }
    FlakyResults out;
    out.from = m_from;
    out.to = m_to;
    out.repository = m_repository;
    out.fetchedAt = QDateTime::currentSecsSinceEpoch();
    QString *const partErrors[PartCount] = { &out.errors.tests, &out.errors.acrossFile, &out.errors.disabledByDay,
        &out.errors.disabledNow, &out.errors.reenable };
    static const char *const partNames[PartCount]
        = { "flaky tests", "across-file reruns", "disabled per day", "disabled tests", "re-enable candidates" };
    for (int part = 0; part < PartCount; ++part) {
        if (!parts[part].error)
            continue;
        *partErrors[part] = parts[part].error->message;
        qCWarning(lcHudwatchFlaky, "%s: %s", partNames[part], qUtf8Printable(parts[part].error->message));
    }
    // A row that cannot be read is skipped: the rest of the tab is still worth showing. The first
    // few are logged with their reason, all are counted.
    const auto decode = [this, &out, &parts](int part, int query, auto convert, auto &into) {
        if (!parts[part].results)
            return;
        const QVector<QJsonObject> &rows = parts[part].results->at(query).rows;
        for (qsizetype i = 0; i < rows.size(); ++i) {
            auto v = convert(rows.at(i));
            if (v) {
                into.append(std::move(*v));
                continue;
            }
            if (++out.malformedRows <= 5)
                qCWarning(lcHudwatchFlaky, "%s row %lld skipped: %s (ClickHouse %s)", partNames[part],
                    qint64(i + 1), qUtf8Printable(v.error()), qUtf8Printable(m_client->config().endpoint()));
        }
    };
    decode(Tests, 0, &testFromRow, out.tests);
    decode(AcrossFile, 0, &acrossFileFromRow, out.acrossFile);
    decode(ByDay, 0, &disabledCountFromRow, out.disabledByDay);
    decode(Now, 0, &disabledTestFromRow, out.disabledNow);
    decode(Reenable, 0, &candidateFromRow, out.reenable);
    if (parts[Tests].results) {
        const QVector<QJsonObject> &unnamed = parts[Tests].results->at(1).rows;
        qint64 n = 0;
        if (unnamed.size() == 1 && ClickHouseRowReader(unnamed.first()).readInt(u"n"_s, &n))
            out.unnamedRows = int(std::clamp<qint64>(n, 0, std::numeric_limits<int>::max()));
        else
            ++out.malformedRows;
    }
    attachDisabledIssues(&out);
    if (out.malformedRows > 0 || out.unnamedRows > 0) // once per fetch, not per row
        qCWarning(lcHudwatchFlaky,
            "flaky tests: %d malformed result row(s) skipped, %d test run(s) without a name "
            "not counted",
            out.malformedRows, out.unnamedRows);
    qCInfo(lcHudwatchFlaky, "flaky tests: %lld flaky, %lld across-file, %lld disabled, %lld re-enable candidates",
        qint64(out.tests.size()), qint64(out.acrossFile.size()), qint64(out.disabledNow.size()),
        qint64(out.reenable.size()));
    emit fetched(out);
}

} // namespace hw
