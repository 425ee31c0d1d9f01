#include "GridClickHouseSource.h"

#include "clickhouse/ClickHouseClient.h"
#include "clickhouse/ClickHouseRowReader.h"
#include "clickhouse/ClickHouseSql.h"

#include <QDateTime>

using namespace Qt::StringLiterals;

namespace hw {

namespace {

// Newest commits of the branch. push can hold several rows per commit (ReplacingMergeTree):
// group them. `head_commit.x` is a flattened column on the 18.16 test schema and a named-tuple
// element on HUD's modern schema; the same text reads both.
const auto CommitsTemplate = uR"sql(SELECT
    head_commit.id AS sha,
    toUnixTimestamp(max(head_commit.timestamp)) AS commit_time,
    argMax(head_commit.message, head_commit.timestamp) AS message,
    argMax(head_commit.author.name, head_commit.timestamp) AS author
FROM default.push
WHERE ref = {ref}
GROUP BY head_commit.id
ORDER BY commit_time DESC, sha
LIMIT {limit})sql"_s;

const auto NewestShasTemplate = uR"sql(SELECT head_commit.id FROM default.push
        WHERE ref = {ref}
        GROUP BY head_commit.id
        ORDER BY max(head_commit.timestamp) DESC, head_commit.id
        LIMIT {limit})sql"_s;

// Latest row per job id (argMax by _inserted_at) among the rows inserted since the watermark.
// Aliases never reuse a column name: ClickHouse substitutes aliases everywhere in the query
// (WHERE head_sha IN ... would then see the aggregate).
const auto JobsTemplate = uR"sql(SELECT
    id,
    argMax(run_id, _inserted_at) AS job_run_id,
    argMax(run_attempt, _inserted_at) AS job_run_attempt,
    argMax(name, _inserted_at) AS job_name,
    argMax(workflow_name, _inserted_at) AS job_workflow,
    argMax(head_sha, _inserted_at) AS job_sha,
    argMax(status, _inserted_at) AS job_status,
    argMax(conclusion, _inserted_at) AS job_conclusion,
    toUnixTimestamp(argMax(created_at, _inserted_at)) AS job_created_at,
    toUnixTimestamp(argMax(started_at, _inserted_at)) AS job_started_at,
    toUnixTimestamp(argMax(completed_at, _inserted_at)) AS job_completed_at,
    argMax(html_url, _inserted_at) AS job_url,
    argMax(tupleElement(torchci_classification, 4), _inserted_at) AS failure_line,
    toUnixTimestamp(max(_inserted_at)) AS inserted_at
FROM default.workflow_job
WHERE {shaFilter}{sinceFilter}
GROUP BY id)sql"_s;

QString firstLineOf(const QString &message)
{
    const qsizetype nl = message.indexOf(u'\n');
    return (nl < 0 ? message : message.left(nl)).trimmed();
}

} // namespace

GridClickHouseSource::GridClickHouseSource(ClickHouseClient *client, QObject *parent)
    : GridClickHouseSource(client, Options{}, parent)
{
}

GridClickHouseSource::GridClickHouseSource(ClickHouseClient *client, const Options &options, QObject *parent)
    : JobSource(parent), m_client(client), m_options(options), m_queries(client, this)
{
}

GridClickHouseSource::~GridClickHouseSource()
{
    cancel();
}

QString GridClickHouseSource::sourceName()
{
    return u"clickhouse"_s;
}

QString GridClickHouseSource::commitsSql() const
{
    return *ClickHouseSql::bind(CommitsTemplate, {{u"ref"_s, m_options.ref},
                                                  {u"limit"_s, qint64(m_options.maxCommits)}});
}

QString GridClickHouseSource::jobsSql(qint64 since) const
{
    const QString shas = *ClickHouseSql::bind(NewestShasTemplate, {{u"ref"_s, m_options.ref},
                                                                   {u"limit"_s, qint64(m_options.maxCommits)}});
    QString shaFilter = u"head_sha IN ("_s + shas + u')';
    if (m_options.useShaIndex)
        shaFilter = u"id IN (SELECT id FROM materialized_views.workflow_job_by_head_sha WHERE head_sha IN ("_s
            + shas + u"))\n    AND "_s + shaFilter;
    QString sinceFilter;
    if (since > 0) {
        const qint64 from = std::max<qint64>(0, since - m_options.overlapSeconds);
        sinceFilter = *ClickHouseSql::bind(u"\n    AND _inserted_at >= toDateTime({from})"_s, {{u"from"_s, from}});
    }
    QString sql = JobsTemplate;
    // Both fragments are built from bound literals above; plain substitution is safe here.
    sql.replace(u"{shaFilter}"_s, shaFilter);
    sql.replace(u"{sinceFilter}"_s, sinceFilter);
    return sql;
}

QString GridClickHouseSource::jobsForCommitsSql(const QStringList &shas) const
{
    QStringList quoted;
    quoted.reserve(shas.size());
    for (const QString &sha : shas)
        quoted << ClickHouseSql::quote(sha);
    const QString list = quoted.join(u", "_s);
    QString shaFilter = u"head_sha IN ("_s + list + u')';
    if (m_options.useShaIndex)
        shaFilter = u"id IN (SELECT id FROM materialized_views.workflow_job_by_head_sha WHERE head_sha IN ("_s + list
            + u"))\n    AND "_s + shaFilter;
    QString sql = JobsTemplate;
    // Built from quoted literals above; plain substitution is safe here.
    sql.replace(u"{shaFilter}"_s, shaFilter);
    sql.replace(u"{sinceFilter}"_s, QString());
    return sql;
}

Result<Commit, QString> GridClickHouseSource::commitFromRow(const QJsonObject &row)
{
    QString error;
    const ClickHouseRowReader r(row, &error);
    Commit c;
    QString message;
    if (!r.readString(u"sha"_s, &c.sha) || !r.readTime(u"commit_time"_s, &c.time)
        || !r.readString(u"message"_s, &message) || !r.readString(u"author"_s, &c.author))
        return error;
    c.title = firstLineOf(message);
    return c;
}

void GridClickHouseSource::fetch(qint64 since)
{
    m_firstSync.reset();
    m_fetch.begin(); // a newer fetch: every answer and decode of the older one is dropped
    if (since <= 0 && m_options.pageCommits > 0 && m_options.pageCommits < m_options.maxCommits) {
        startFirstSync();
        return;
    }
    // Both queries run in parallel; the first failure aborts the other. The jobs are decoded as
    // they stream in, off the GUI thread.
    auto jobs = std::make_shared<GridJobRows>(MaxJobsPerCommit * m_options.maxCommits);
    m_queries.start({commitsSql(), {jobsSql(since), jobs}},
                    [this, since, jobs](Result<ClickHouseQueryGroup::Results, ClickHouseQueryGroup::Failure> r) {
                        if (!r)
                            return fail(m_client->toSourceError(r.error().error));
                        auto batch = makeBatch(since, r->at(0), jobs.get());
                        if (!batch)
                            return fail(batch.error());
                        m_fetch.finish();
                        emit fetched(*batch);
                    });
}

void GridClickHouseSource::cancel()
{
    m_queries.cancel();
    m_fetch.cancel();
    m_firstSync.reset();
}

void GridClickHouseSource::fail(const SourceError &error)
{
    cancel();
    emit failed(error);
}

// A first sync (empty cache) in pages of commits, newest first, so the window fills from the top
// and memory stays at a page or two. Each page is a batch (its commits and all their jobs) that
// the sync stores and shows; commits the cache already has (an interrupted first sync) are
// skipped, so a restart resumes where the last one stopped. One page is in flight at a time (it is
// decoded as it streams in); the next is asked for as soon as one is complete, while the sync
// stores it. The watermark arrives with the last page only, and is never newer than the first
// page's, so nothing inserted meanwhile is lost.
void GridClickHouseSource::startFirstSync()
{
    m_firstSync = FirstSync{};
    m_queries.start({commitsSql()}, [this](Result<ClickHouseQueryGroup::Results, ClickHouseQueryGroup::Failure> r) {
        if (!r)
            return fail(m_client->toSourceError(r.error().error));
        auto commits = makeBatch(0, r->at(0), nullptr);
        if (!commits)
            return fail(commits.error());
        if (!m_firstSync)
            return;
        m_firstSync->commits = commits->commits;
        for (const Commit &c : std::as_const(m_firstSync->commits))
            if (m_knownCommits.contains(c.sha))
                ++m_firstSync->done;
        m_firstSync->total = int(m_firstSync->commits.size());
        requestNextPage();
    });
}

void GridClickHouseSource::requestNextPage()
{
    FirstSync &sync = *m_firstSync;
    Commits page;
    const int pageSize = pageSizeAfter(sync.requestedCommits);
    while (sync.next < sync.commits.size() && page.size() < pageSize) {
        const Commit &c = sync.commits.at(sync.next++);
        if (!m_knownCommits.contains(c.sha))
            page.append(c);
    }
    if (page.isEmpty()) {
        sync.allRequested = true;
        if (sync.requested == 0)
            finishWithoutPages();
        return;
    }
    QStringList shas;
    for (const Commit &c : std::as_const(page))
        shas << c.sha;
    ++sync.requested;
    sync.requestedCommits += int(page.size());
    auto jobs = std::make_shared<GridJobRows>(MaxJobsPerCommit * page.size());
    m_queries.start({{jobsForCommitsSql(shas), jobs}},
                    [this, page, jobs](Result<ClickHouseQueryGroup::Results, ClickHouseQueryGroup::Failure> r) {
                        if (!r)
                            return fail(m_client->toSourceError(r.error().error));
                        if (!m_firstSync)
                            return;
                        auto batch = makeBatch(0, ClickHouseResult{}, jobs.get());
                        if (!batch)
                            return fail(batch.error());
                        batch->commits = page;
                        requestNextPage(); // first: it tells whether this page is the last
                        emitPage(std::move(*batch));
                    });
}

int GridClickHouseSource::pageSizeAfter(int requested) const
{
    const int small = m_options.firstScreenPageCommits;
    if (small > 0 && small < m_options.pageCommits && requested < m_options.firstScreenCommits)
        return std::min(small, m_options.firstScreenCommits - requested);
    return m_options.pageCommits;
}

void GridClickHouseSource::emitPage(JobBatch batch)
{
    if (!m_firstSync)
        return;
    FirstSync &sync = *m_firstSync;
    if (sync.firstPageWatermark == 0)
        sync.firstPageWatermark = std::max<qint64>(batch.watermark, 1);
    sync.done += int(batch.commits.size());
    for (const Commit &c : std::as_const(batch.commits))
        m_knownCommits.insert(c.sha);
    batch.syncDone = sync.done;
    batch.syncTotal = sync.total;
    // The last page closes the sync and carries its watermark (the first to move).
    batch.complete = sync.allRequested;
    batch.watermark = batch.complete ? finalWatermark() : 0;
    if (batch.complete) {
        m_firstSync.reset();
        m_fetch.finish();
    }
    emit fetched(batch); // may cancel this fetch
}

// Nothing left to fetch at all (the cache had every commit): one empty batch closes the sync.
void GridClickHouseSource::finishWithoutPages()
{
    JobBatch done;
    done.source = name();
    done.fetchedAt = QDateTime::currentSecsSinceEpoch();
    done.watermark = finalWatermark();
    m_firstSync.reset();
    m_fetch.finish();
    emit fetched(done);
}

qint64 GridClickHouseSource::finalWatermark() const
{
    const qint64 first = m_firstSync ? m_firstSync->firstPageWatermark : 0;
    // What an interrupted earlier first sync stored may be older than this session's first page.
    if (m_resumeWatermarkCap > 0 && (first == 0 || m_resumeWatermarkCap < first))
        return m_resumeWatermarkCap;
    return first;
}

QString GridClickHouseSource::where() const
{
    return u"ClickHouse "_s + m_client->config().endpoint() + u": "_s;
}

Result<JobBatch, SourceError> GridClickHouseSource::makeBatch(qint64 since, const ClickHouseResult &commitResult,
                                                             GridJobRows *jobs) const
{
    const QVector<QJsonObject> &commitRows = commitResult.rows;
    JobBatch batch;
    batch.source = u"clickhouse"_s;
    batch.fetchedAt = QDateTime::currentSecsSinceEpoch();
    batch.watermark = since;
    batch.invalidTextRows = commitResult.invalidUtf8Rows;
    batch.commits.reserve(commitRows.size());
    for (qsizetype i = 0; i < commitRows.size(); ++i) {
        auto c = commitFromRow(commitRows.at(i));
        if (!c)
            return SourceError::make(SourceError::Kind::BadData, u"clickhouse"_s,
                                     where() + tr("%1 row %2: %3")
                                         .arg(u"default.push"_s, QString::number(i + 1), c.error()));
        batch.commits.append(std::move(*c));
    }
    if (jobs) {
        batch.jobs = jobs->takeJobs();
        batch.watermark = std::max(batch.watermark, jobs->watermark());
        batch.invalidTextRows += jobs->invalidUtf8Rows();
    }
    return batch;
}

} // namespace hw
