#include "FlakyTestHistorySource.h"

#include "FlakyClickHouseSource.h"
#include "FlakyLogging.h"
#include "FlakySql.h"
#include "clickhouse/ClickHouseClient.h"
#include "clickhouse/ClickHouseRowReader.h"

#include <QDateTime>
#include <QTimer>

#include <algorithm>
#include <limits>

using namespace Qt::StringLiterals;

namespace hw {

namespace {

// Bounded by the window's jobs (FlakySql::windowJobs: the repository's main runs), never a scan of
// every PR's rows of the test.
const auto TestFilter = uR"sql(time_inserted >= toDateTime({from}) AND time_inserted < toDateTime({to})
        AND file = {file} AND classname = {classname} AND name = {name}
        AND {windowJobs})sql"_s;

QString testFilter()
{
    return QString(TestFilter).replace(u"{windowJobs}"_s, FlakySql::windowJobs());
}

const auto RunsTemplate = uR"sql(SELECT
    t_job_id AS job_id,
    t_job AS job,
    t_job_url AS job_url,
    toUnixTimestamp(t_last) AS run_at,
    multiIf(t_flaky, 'flaky', t_any_fail, 'fail', t_any_pass, 'pass', 'skipped') AS outcome
FROM (
    {perJob}
) AS per_job
{jobNames}
ORDER BY run_at DESC, job_id DESC
LIMIT {limit})sql"_s;

// A job's day is the day of its newest row of this test.
const auto DaysTemplate = uR"sql(SELECT
    toUnixTimestamp(toStartOfDay(t_last)) AS d_day,
    countIf(t_flaky) AS flaky,
    countIf(t_ran) AS runs,
    countIf(t_failed) AS failed,
    countIf(NOT t_ran) AS skipped
FROM (
    {perJob}
)
GROUP BY d_day
ORDER BY d_day)sql"_s;

ClickHouseSql::Bindings bindings(const QString &repository, const QString &file, const QString &classname,
    const QString &name, qint64 from, qint64 to)
{
    return { { u"from"_s, from }, { u"to"_s, to }, { u"file"_s, file }, { u"classname"_s, classname },
        { u"name"_s, name }, { u"runsFrom"_s, from - 86400 }, { u"repo"_s, repository } };
}

} // namespace

FlakyTestHistorySource::FlakyTestHistorySource(
    ClickHouseClient *client, const FlakyTables &tables, QObject *parent)
    : QObject(parent)
    , m_client(client)
    , m_tables(tables)
    , m_queries(client, this)
{
}

FlakyTestHistorySource::~FlakyTestHistorySource()
{
    cancel();
}

QString FlakyTestHistorySource::runsSql(const FlakyTables &tables, const QString &repository, const QString &file,
    const QString &classname, const QString &name, qint64 from, qint64 to, int limit)
{
    QString sql = RunsTemplate;
    // Fixed text with placeholders; the values are bound below.
    sql.replace(u"{perJob}"_s, FlakySql::perJob(testFilter()));
    sql.replace(u"{jobNames}"_s, FlakySql::jobNamesJoin(testFilter()));
    auto values = bindings(repository, file, classname, name, from, to);
    values.append({ u"limit"_s, qint64(std::max(1, limit) + 1) });
    return FlakySql::bind(sql, tables, values);
}

QString FlakyTestHistorySource::daysSql(const FlakyTables &tables, const QString &repository, const QString &file,
    const QString &classname, const QString &name, qint64 from, qint64 to)
{
    QString sql = DaysTemplate;
    sql.replace(u"{perJob}"_s, FlakySql::perJob(testFilter()));
    return FlakySql::bind(sql, tables, bindings(repository, file, classname, name, from, to));
}

Result<FlakyTestRun, QString> FlakyTestHistorySource::runFromRow(const QJsonObject &row)
{
    const ClickHouseRowReader r(row);
    FlakyTestRun run;
    QString outcome;
    if (!r.readInt(u"job_id"_s, &run.jobId) || !r.readString(u"job"_s, &run.job)
        || !r.readString(u"job_url"_s, &run.jobUrl) || !r.readTime(u"run_at"_s, &run.at)
        || !r.readString(u"outcome"_s, &outcome))
        return r.error();
    if (outcome == u"pass"_s)
        run.outcome = FlakyTestRun::Outcome::Pass;
    else if (outcome == u"flaky"_s)
        run.outcome = FlakyTestRun::Outcome::Flaky;
    else if (outcome == u"fail"_s)
        run.outcome = FlakyTestRun::Outcome::Fail;
    else if (outcome == u"skipped"_s)
        run.outcome = FlakyTestRun::Outcome::Skipped;
    else
        return tr("column 'outcome' has an unknown value '%1'").arg(outcome);
    return run;
}

Result<FlakyTestHistory::Day, QString> FlakyTestHistorySource::dayFromRow(const QJsonObject &row)
{
    const ClickHouseRowReader r(row);
    FlakyTestHistory::Day d;
    if (!r.readInt(u"d_day"_s, &d.day))
        return r.error();
    for (const auto &[column, out] : { std::pair { u"flaky"_s, &d.flaky }, std::pair { u"runs"_s, &d.runs },
             std::pair { u"failed"_s, &d.failed }, std::pair { u"skipped"_s, &d.skipped } }) {
        if (!r.readCount(column, out))
            return r.error();
    }
    if (d.flaky + d.failed > d.runs)
        return tr("%1 flaky and %2 failed runs of %3").arg(d.flaky).arg(d.failed).arg(d.runs);
    return d;
}

void FlakyTestHistorySource::fetch(
    const QString &file, const QString &classname, const QString &name, qint64 from, qint64 to)
{
    m_pending = FlakyTestHistory {};
    m_pending.file = file;
    m_pending.classname = classname;
    m_pending.name = name;
    m_pending.from = from;
    m_pending.to = to;
    if (name.isEmpty())
        return failLater(tr("flaky tests: no test named"));
    if (to <= from || to - from > FlakyClickHouseSource::MaxRangeSeconds)
        return failLater(tr("flaky tests: invalid time range for %1: choose another range").arg(name));
    if (!FlakySql::areValidTables(m_tables))
        return failLater(tr("flaky tests: invalid ClickHouse table name (a bug in HUD Watch: please report it)"));
    m_configCheck.cancel();
    m_queries.start({ runsSql(m_tables, m_repository, file, classname, name, from, to, MaxRuns),
                        daysSql(m_tables, m_repository, file, classname, name, from, to) },
        [this](Result<ClickHouseQueryGroup::Results, ClickHouseQueryGroup::Failure> r) {
            if (!r) {
                emit failed(m_client->toSourceError(r.error().error));
                return;
            }
            finish(*r);
        });
}

void FlakyTestHistorySource::cancel()
{
    m_queries.cancel();
    m_configCheck.cancel();
}

// Reported asynchronously, like every other outcome; a newer fetch or cancel() drops it.
void FlakyTestHistorySource::failLater(const QString &message)
{
    m_queries.cancel();
    m_configCheck.begin();
    QTimer::singleShot(0, this, m_configCheck.guard([this, message] {
        m_configCheck.finish();
        emit failed(SourceError::make(SourceError::Kind::Configuration, u"clickhouse"_s, message));
    }));
}

void FlakyTestHistorySource::finish(const QVector<ClickHouseResult> &results)
{
    FlakyTestHistory out = m_pending;
    const auto skip = [this, &out](const char *what, qsizetype row, const QString &error) {
        if (++out.malformedRows <= 5)
            qCWarning(lcHudwatchFlaky, "%s of %s row %lld skipped: %s (ClickHouse %s)", what,
                qUtf8Printable(out.name), qint64(row + 1), qUtf8Printable(error),
                qUtf8Printable(m_client->config().endpoint()));
    };
    const QVector<QJsonObject> &runs = results.at(0).rows;
    for (qsizetype i = 0; i < runs.size() && out.runs.size() < MaxRuns; ++i) {
        auto run = runFromRow(runs.at(i));
        if (run)
            out.runs.append(std::move(*run));
        else
            skip("runs", i, run.error());
    }
    out.truncated = runs.size() > MaxRuns;
    const QVector<QJsonObject> &days = results.at(1).rows;
    for (qsizetype i = 0; i < days.size(); ++i) {
        auto day = dayFromRow(days.at(i));
        if (day)
            out.days.append(*day);
        else
            skip("days", i, day.error());
    }
    emit fetched(out);
}

} // namespace hw
