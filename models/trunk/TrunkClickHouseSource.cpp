#include "TrunkClickHouseSource.h"

#include "clickhouse/ClickHouseRowReader.h"
#include "clickhouse/ClickHouseSql.h"

#include <QDateTime>
#include <QRegularExpression>
#include <QTimeZone>
#include <QTimer>

using namespace Qt::StringLiterals;

namespace hw {

namespace {

// The commits pushed to the branch in the range, each SHA once at its latest push.
const auto CommitsSql = uR"sql(SELECT `head_commit.id` AS sha, max(`head_commit.timestamp`) AS commit_time
    FROM {db}.push WHERE ref = {ref} GROUP BY sha
    HAVING commit_time >= {from} AND commit_time < {to})sql"_s;

// The newest row of each job of those commits.
const auto JobsSql = uR"sql(SELECT id, argMax(head_sha, _inserted_at) AS sha,
        argMax(workflow_name, _inserted_at) AS wf, argMax(name, _inserted_at) AS job,
        argMax(status, _inserted_at) AS st, argMax(conclusion, _inserted_at) AS concl,
        argMax(created_at, _inserted_at) AS created, argMax(started_at, _inserted_at) AS started,
        argMax(completed_at, _inserted_at) AS completed, argMax(labels, _inserted_at) AS labels
    FROM {db}.workflow_job
    WHERE head_sha IN (SELECT sha FROM ({commits}))
    GROUP BY id)sql"_s;

// One row per "<workflow> / <job>" of a commit: its runs merged.
const auto CellsSql = uR"sql(SELECT sha, wf, job,
        max(concl = 'success') AS ok, max(concl IN ('failure', 'timed_out')) AS bad,
        min(st = 'completed') AS done, max(completed) AS last_done
    FROM ({jobs}) GROUP BY sha, wf, job)sql"_s;

// Broken or flaky-only, by HUD's "sandwich" reading: a failure that the same job also has on the
// commit before or after it (among the commits it ran on) is trunk breaking; a one-off failure
// or a failure that passed on rerun is flaky.
const auto RedSql = uR"sql(SELECT intDiv(toUInt32(commit_time), {bucket}) AS day, count() AS commits,
        sum(is_broken) AS broken, sum(is_red AND NOT is_broken) AS flaky_only
    FROM (SELECT sha, any(commit_time) AS commit_time, max(persistent) AS is_broken, max(red) AS is_red
          FROM (SELECT mark.1 AS sha, mark.2 AS persistent, mark.3 AS red, mark.4 AS commit_time
                FROM (SELECT arraySort(x -> (x.1, x.2), groupArray((commit_time, sha, failed, bad))) AS seq,
                             arrayMap(i -> (seq[i].2, seq[i].3 AND (if(i > 1, seq[i - 1].3, 0) OR seq[i + 1].3),
                                            seq[i].4, seq[i].1), arrayEnumerate(seq)) AS marks
                      FROM (SELECT sha, commit_time, wf, job, bad AND NOT ok AS failed, bad
                            FROM ({cells}) ANY INNER JOIN ({commits}) USING sha)
                      GROUP BY wf, job)
                ARRAY JOIN marks AS mark)
          GROUP BY sha)
    GROUP BY day ORDER BY day)sql"_s;

const auto SignalSql = uR"sql(SELECT day, count() AS commits, quantileExact(0.5)(tts) AS p50, quantileExact(0.9)(tts) AS p90
    FROM (SELECT intDiv(toUInt32(commit_time), {bucket}) AS day,
                 greatest(toInt64(toUInt32(finished)) - toInt64(toUInt32(commit_time)), toInt64(0)) AS tts
          FROM (SELECT sha, min(done) AS all_done, max(last_done) AS finished FROM ({cells}) GROUP BY sha HAVING all_done = 1)
          ANY INNER JOIN ({commits}) USING sha)
    GROUP BY day ORDER BY day)sql"_s;

const auto QueueSql = uR"sql(SELECT label, {dayColumn} count() AS jobs, quantileExact(0.5)(q) AS p50, quantileExact(0.9)(q) AS p90
    FROM (SELECT if(length(labels) > 1, labels[2], if(length(labels) = 1, labels[1], '')) AS label,
                 intDiv(toUInt32(created), {bucket}) AS day,
                 toInt64(toUInt32(started)) - toInt64(toUInt32(created)) AS q
          FROM ({jobs}) WHERE toUInt32(started) > 0 AND toUInt32(created) > 0 AND started >= created)
    GROUP BY {groupBy} ORDER BY {orderBy})sql"_s;

const auto PlatformOnlySql = uR"sql(SELECT red_platform AS platform, kind, count() AS commits,
        max(commit_time) AS last_time, argMax(sha, commit_time) AS last_sha
    FROM (SELECT sha, kind, sum(red) AS reds, sum(green) AS greens, argMax(platform, red) AS red_platform
          FROM (SELECT sha, platform, kind, max(bad AND NOT ok) AS red,
                       (NOT max(bad AND NOT ok)) AND max(ok) AS green
                FROM (SELECT sha, ok, bad, {platformOf} AS platform, {kindOf} AS kind FROM ({cells}))
                WHERE platform != '' GROUP BY sha, platform, kind)
          GROUP BY sha, kind HAVING reds = 1 AND greens >= 1)
    ANY INNER JOIN ({commits}) USING sha
    GROUP BY platform, kind ORDER BY commits DESC, last_time DESC, platform, kind LIMIT {limit})sql"_s;

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
    , m_queries(client, this)
{
}

std::optional<QString> TrunkClickHouseSource::sql(Query query, const Options &options, qint64 from, qint64 to,
                                                  qint64 bucketSeconds, QString *error)
{
    if (!isIdentifier(options.database)) {
        if (error)
            *error = tr("invalid ClickHouse database name '%1' — fix clickhouse/database in Profile ▸ Edit this "
                        "profile…")
                         .arg(options.database);
        return std::nullopt;
    }
    // The structure first, then the values through ClickHouseSql::bind: a value never becomes SQL.
    const QString commits = QString(CommitsSql).replace(u"{db}"_s, options.database);
    const QString jobs = QString(JobsSql).replace(u"{db}"_s, options.database).replace(u"{commits}"_s, commits);
    const QString cells = QString(CellsSql).replace(u"{jobs}"_s, jobs);
    ClickHouseSql::Bindings bindings = {
        {u"ref"_s, options.ref},
        {u"from"_s, QDateTime::fromSecsSinceEpoch(from, QTimeZone::utc())},
        {u"to"_s, QDateTime::fromSecsSinceEpoch(to, QTimeZone::utc())},
    };
    if (query != PlatformOnly)
        bindings.append({u"bucket"_s, std::max<qint64>(1, bucketSeconds)});
    QString text;
    switch (query) {
    case Red: text = QString(RedSql).replace(u"{cells}"_s, cells); break;
    case Signal: text = QString(SignalSql).replace(u"{cells}"_s, cells); break;
    case QueueByLabel:
        text = QString(QueueSql)
                   .replace(u"{dayColumn}"_s, QString())
                   .replace(u"{groupBy}"_s, u"label"_s)
                   .replace(u"{orderBy}"_s, u"jobs DESC, label"_s);
        break;
    case QueueByLabelDay:
        text = QString(QueueSql)
                   .replace(u"{dayColumn}"_s, u"day,"_s)
                   .replace(u"{groupBy}"_s, u"label, day"_s)
                   .replace(u"{orderBy}"_s, u"label, day"_s);
        break;
    case PlatformOnly:
        text = QString(PlatformOnlySql)
                   .replace(u"{platformOf}"_s, TrunkJobKind::platformSql(u"job"_s, options.platforms.size()))
                   .replace(u"{kindOf}"_s, TrunkJobKind::kindSql(u"job"_s))
                   .replace(u"{cells}"_s, cells);
        bindings += TrunkJobKind::platformBindings(options.platforms);
        bindings.append({u"limit"_s, std::max(1, options.platformOnlyLimit)});
        break;
    case QueryCount: return std::nullopt;
    }
    text.replace(u"{jobs}"_s, jobs).replace(u"{commits}"_s, commits);
    return ClickHouseSql::bind(text, bindings, error);
}

TrunkHealth TrunkClickHouseSource::decode(const QVector<QVector<QJsonObject>> &rows, qint64 from, qint64 to,
                                          qint64 bucketSeconds)
{
    TrunkHealth h;
    h.from = from;
    h.to = to;
    h.bucketSeconds = bucketSeconds;
    QString error;
    const auto each = [&](Query q, auto apply) {
        for (const QJsonObject &row : rows.value(q)) {
            const ClickHouseRowReader r(row, &error);
            if (!apply(r))
                ++h.skippedRows;
        }
    };
    each(Red, [&](const ClickHouseRowReader &r) {
        qint64 day = 0, commits = 0, broken = 0, flaky = 0;
        if (!r.readInt(u"day"_s, &day) || !r.readInt(u"commits"_s, &commits) || !r.readInt(u"broken"_s, &broken)
            || !r.readInt(u"flaky_only"_s, &flaky))
            return false;
        h.red.append({day, int(commits), int(broken), int(flaky)});
        return true;
    });
    each(Signal, [&](const ClickHouseRowReader &r) {
        qint64 day = 0, commits = 0, p50 = 0, p90 = 0;
        if (!r.readInt(u"day"_s, &day) || !r.readInt(u"commits"_s, &commits) || !r.readInt(u"p50"_s, &p50)
            || !r.readInt(u"p90"_s, &p90))
            return false;
        h.signal.append({day, int(commits), p50, p90});
        return true;
    });
    const auto queue = [&](QVector<TrunkQueueFigure> &into, bool byDay) {
        return [&into, byDay](const ClickHouseRowReader &r) {
            TrunkQueueFigure f;
            qint64 jobs = 0;
            if (!r.readString(u"label"_s, &f.label) || !r.readInt(u"jobs"_s, &jobs) || !r.readInt(u"p50"_s, &f.p50)
                || !r.readInt(u"p90"_s, &f.p90) || (byDay && !r.readInt(u"day"_s, &f.bucket)))
                return false;
            f.jobs = int(jobs);
            into.append(f);
            return true;
        };
    };
    each(QueueByLabel, queue(h.queueByLabel, false));
    each(QueueByLabelDay, queue(h.queueByLabelDay, true));
    each(PlatformOnly, [&](const ClickHouseRowReader &r) {
        TrunkPlatformFailure f;
        qint64 commits = 0;
        if (!r.readString(u"platform"_s, &f.platform) || !r.readString(u"kind"_s, &f.kind)
            || !r.readInt(u"commits"_s, &commits) || !r.readTime(u"last_time"_s, &f.lastTime)
            || !r.readString(u"last_sha"_s, &f.lastSha))
            return false;
        f.commits = int(commits);
        h.platformOnly.append(f);
        return true;
    });
    return h;
}

void TrunkClickHouseSource::fetch(qint64 from, qint64 to)
{
    QList<ClickHouseQueryGroup::Query> queries;
    QString error;
    const qint64 bucket = TrunkHealth::bucketFor(from, to);
    for (int q = 0; q < QueryCount; ++q) {
        const auto text = sql(Query(q), m_options, from, to, bucket, &error);
        if (!text) {
            m_queries.cancel();
            QTimer::singleShot(0, this, [this, error] {
                emit failed(SourceError::make(SourceError::Kind::Configuration, u"clickhouse"_s, error));
            });
            return;
        }
        queries.append(*text);
    }
    m_queries.start(queries, [this, from, to, bucket](Result<ClickHouseQueryGroup::Results, ClickHouseQueryGroup::Failure> r) {
        if (!r) {
            emit failed(m_client->toSourceError(r.error().error));
            return;
        }
        QVector<QVector<QJsonObject>> rows;
        for (const ClickHouseResult &result : *r)
            rows.append(result.rows);
        emit fetched(decode(rows, from, to, bucket));
    });
}

} // namespace hw
