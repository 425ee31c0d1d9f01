#include "FlakyClickHouseSource.h"

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

using namespace Qt::StringLiterals;

namespace hw {

namespace {

constexpr qint64 Day = 86400;

// Per (test, job) first (FlakySql::perJob), then per test. Unnamed rows are left out here and
// counted by UnnamedTemplate; skipped-only jobs are no run.
const auto TestsTemplate = uR"sql(SELECT
    t_file AS file,
    t_class AS classname,
    t_name AS name,
    countIf(t_flaky) AS flaky_runs,
    count() AS total_runs,
    countIf(t_failed) AS failed_runs,
    arraySort(groupUniqArrayIf(t_job, t_flaky AND t_job != '')) AS jobs,
    toUnixTimestamp(maxIf(t_last, t_flaky)) AS last_flake
FROM (
    {perJob}
    HAVING t_ran
)
{jobNames}
GROUP BY t_file, t_class, t_name
HAVING flaky_runs > 0
ORDER BY file, classname, name)sql"_s;

const auto RangeTemplate = u"time_inserted >= toDateTime({from}) AND time_inserted < toDateTime({to})"_s;

const auto UnnamedTemplate = uR"sql(SELECT count() AS n
FROM {testRuns}
WHERE time_inserted >= toDateTime({from}) AND time_inserted < toDateTime({to}) AND name = '')sql"_s;

// An issue without platforms disables the test everywhere: it counts as "all".
const auto ByDayTemplate = uR"sql(SELECT
    toUnixTimestamp(toDateTime(day)) AS d_day,
    d_platform AS platform,
    uniqExact(name) AS tests
FROM {disabledHistory}
ARRAY JOIN if(empty(platforms), ['all'], platforms) AS d_platform
WHERE timestamp >= toDateTime({from}) AND timestamp < toDateTime({to})
GROUP BY d_day, d_platform
ORDER BY d_day, platform)sql"_s;

// The newest snapshot before `to`; "since" is the first snapshot day with the same test and issue
// (a test re-disabled under a new issue starts again).
const auto NowTemplate = uR"sql(SELECT
    n_name AS name,
    n_issue AS issue,
    n_platforms AS platforms,
    toUnixTimestamp(toDateTime(n_since)) AS since,
    toUnixTimestamp(n_taken) AS snapshot
FROM (
    SELECT name AS n_name, issueNumber AS n_issue, platforms AS n_platforms, timestamp AS n_taken
    FROM {disabledHistory}
    WHERE day = (SELECT max(day) FROM {disabledHistory} WHERE timestamp < toDateTime({to}))
        AND timestamp < toDateTime({to})
)
ANY LEFT JOIN (
    SELECT name AS n_name, issueNumber AS n_issue, min(day) AS n_since
    FROM {disabledHistory}
    WHERE timestamp < toDateTime({to})
    GROUP BY name, issueNumber
) USING (n_name, n_issue)
ORDER BY since DESC, name)sql"_s;

const auto ReenableTemplate = uR"sql(SELECT
    filename AS file,
    classname AS r_class,
    name AS r_name,
    sum(num_green) AS green,
    sum(num_red) AS red,
    max(flaky) AS any_flaky,
    toUnixTimestamp(max(time_inserted)) AS last_run
FROM {reruns}
WHERE time_inserted >= toDateTime({from}) AND time_inserted < toDateTime({to})
GROUP BY filename, classname, name
HAVING green >= {green} AND red = 0 AND any_flaky = 0
ORDER BY file, r_class, r_name)sql"_s;

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
    , m_queries(client, this)
{
}

QString FlakyClickHouseSource::flakyTestsSql(const Tables &tables, qint64 from, qint64 to)
{
    QString sql = TestsTemplate;
    // Fixed text with placeholders; the values are bound below.
    sql.replace(u"{perJob}"_s, FlakySql::perJob(RangeTemplate + u" AND name != ''"_s));
    sql.replace(u"{jobNames}"_s, FlakySql::jobNamesJoin(RangeTemplate));
    return FlakySql::bind(sql, tables, { { u"from"_s, from }, { u"to"_s, to } });
}

QString FlakyClickHouseSource::unnamedRowsSql(const Tables &tables, qint64 from, qint64 to)
{
    return FlakySql::bind(UnnamedTemplate, tables, { { u"from"_s, from }, { u"to"_s, to } });
}

QString FlakyClickHouseSource::disabledByDaySql(const Tables &tables, qint64 from, qint64 to)
{
    return FlakySql::bind(ByDayTemplate, tables, { { u"from"_s, from }, { u"to"_s, to } });
}

QString FlakyClickHouseSource::disabledNowSql(const Tables &tables, qint64 to)
{
    return FlakySql::bind(NowTemplate, tables, { { u"to"_s, to } });
}

QString FlakyClickHouseSource::reenableSql(const Tables &tables, qint64 to)
{
    return FlakySql::bind(ReenableTemplate, tables,
        { { u"from"_s, to - ReenableDays * Day }, { u"to"_s, to }, { u"green"_s, ReenableGreenRuns } });
}

Result<FlakyTest, QString> FlakyClickHouseSource::testFromRow(const QJsonObject &row)
{
    QString error;
    const ClickHouseRowReader r(row, &error);
    FlakyTest t;
    if (!r.readString(u"file"_s, &t.file) || !r.readString(u"classname"_s, &t.classname)
        || !r.readString(u"name"_s, &t.name) || !r.readTime(u"last_flake"_s, &t.lastFlakeAt))
        return error;
    if (!r.readCount(u"flaky_runs"_s, &t.flakyRuns) || !r.readCount(u"total_runs"_s, &t.totalRuns)
        || !r.readCount(u"failed_runs"_s, &t.failedRuns))
        return error;
    auto jobs = readStrings(row, u"jobs"_s);
    if (!jobs)
        return jobs.error();
    t.jobs = std::move(*jobs);
    if (t.name.isEmpty())
        return tr("column '%1' is empty").arg(u"name"_s);
    if (t.flakyRuns > t.totalRuns || t.flakyRuns + t.failedRuns > t.totalRuns)
        return tr("%1 flaky and %2 failed runs of %3").arg(t.flakyRuns).arg(t.failedRuns).arg(t.totalRuns);
    return t;
}

Result<DisabledCount, QString> FlakyClickHouseSource::disabledCountFromRow(const QJsonObject &row)
{
    QString error;
    const ClickHouseRowReader r(row, &error);
    DisabledCount c;
    if (!r.readInt(u"d_day"_s, &c.day) || !r.readString(u"platform"_s, &c.platform) || !r.readCount(u"tests"_s, &c.tests))
        return error;
    return c;
}

Result<DisabledTest, QString> FlakyClickHouseSource::disabledTestFromRow(const QJsonObject &row)
{
    QString error;
    const ClickHouseRowReader r(row, &error);
    DisabledTest d;
    qint64 issue = 0;
    if (!r.readString(u"name"_s, &d.key) || !r.readInt(u"issue"_s, &issue) || !r.readInt(u"since"_s, &d.since)
        || !r.readInt(u"snapshot"_s, &d.snapshotAt))
        return error;
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
    QString error;
    const ClickHouseRowReader r(row, &error);
    ReenableCandidate c;
    if (!r.readString(u"file"_s, &c.file) || !r.readString(u"r_class"_s, &c.classname)
        || !r.readString(u"r_name"_s, &c.name) || !r.readInt(u"green"_s, &c.green)
        || !r.readTime(u"last_run"_s, &c.lastRunAt))
        return error;
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
                      .arg(MaxRangeSeconds / Day));
        return;
    }
    for (const QString *table :
        { &m_tables.testRuns, &m_tables.jobs, &m_tables.disabledHistory, &m_tables.reruns }) {
        if (!FlakySql::isValidTableName(*table)) {
            // Built in, never a setting: only a bug gets here.
            failLater(tr("flaky tests: invalid ClickHouse table name '%1' (a bug in HUD Watch: please report it)")
                          .arg(*table));
            return;
        }
    }
    m_configCheck.cancel();
    // Query order: the Query enum.
    const QList<ClickHouseQueryGroup::Query> sql = {
        flakyTestsSql(m_tables, from, to),
        unnamedRowsSql(m_tables, from, to),
        disabledByDaySql(m_tables, from, to),
        disabledNowSql(m_tables, to),
        reenableSql(m_tables, to),
    };
    m_queries.start(sql, [this](Result<ClickHouseQueryGroup::Results, ClickHouseQueryGroup::Failure> r) {
        if (!r) {
            emit failed(m_client->toSourceError(r.error().error));
            return;
        }
        finish(*r);
    });
}

// Reported asynchronously, like every other outcome; a newer fetch or cancel() drops it.
void FlakyClickHouseSource::failLater(const QString &message)
{
    m_queries.cancel();
    m_configCheck.begin();
    QTimer::singleShot(0, this, m_configCheck.guard([this, message] {
        m_configCheck.finish();
        emit failed(SourceError::make(SourceError::Kind::Configuration, u"clickhouse"_s, message));
    }));
}

void FlakyClickHouseSource::cancel()
{
    m_queries.cancel();
    m_configCheck.cancel();
}

void FlakyClickHouseSource::finish(const QVector<ClickHouseResult> &results)
{
    FlakyResults out;
    out.from = m_from;
    out.to = m_to;
    out.fetchedAt = QDateTime::currentSecsSinceEpoch();
    // A row that cannot be read is skipped: the rest of the tab is still worth showing. The first
    // few are logged with their reason, all are counted.
    const auto decode = [this, &out](
                            const ClickHouseResult &result, const char *what, auto convert, auto &into) {
        const QVector<QJsonObject> &rows = result.rows;
        for (qsizetype i = 0; i < rows.size(); ++i) {
            auto v = convert(rows.at(i));
            if (v) {
                into.append(std::move(*v));
                continue;
            }
            if (++out.malformedRows <= 5)
                qCWarning(lcHudwatchFlaky, "%s row %lld skipped: %s (ClickHouse %s)", what, qint64(i + 1),
                    qUtf8Printable(v.error()), qUtf8Printable(m_client->config().endpoint()));
        }
    };
    decode(results.at(Tests), "flaky tests", &testFromRow, out.tests);
    decode(results.at(ByDay), "disabled per day", &disabledCountFromRow, out.disabledByDay);
    decode(results.at(Now), "disabled now", &disabledTestFromRow, out.disabledNow);
    decode(results.at(Reenable), "re-enable candidates", &candidateFromRow, out.reenable);
    const QVector<QJsonObject> &unnamed = results.at(Unnamed).rows;
    qint64 n = 0;
    QString error;
    if (unnamed.size() == 1 && ClickHouseRowReader(unnamed.first(), &error).readInt(u"n"_s, &n))
        out.unnamedRows = int(std::clamp<qint64>(n, 0, std::numeric_limits<int>::max()));
    else
        ++out.malformedRows;
    attachDisabledIssues(&out);
    if (out.malformedRows > 0 || out.unnamedRows > 0) // once per fetch, not per row
        qCWarning(lcHudwatchFlaky,
            "flaky tests: %d malformed result row(s) skipped, %d test run(s) without a name "
            "not counted",
            out.malformedRows, out.unnamedRows);
    qCInfo(lcHudwatchFlaky, "flaky tests: %lld flaky, %lld disabled, %lld re-enable candidates",
        qint64(out.tests.size()), qint64(out.disabledNow.size()), qint64(out.reenable.size()));
    emit fetched(out);
}

} // namespace hw
