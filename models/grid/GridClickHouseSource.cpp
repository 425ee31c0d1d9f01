#include "GridClickHouseSource.h"

#include "clickhouse/ClickHouseClient.h"
#include "clickhouse/ClickHouseRowReader.h"
#include "clickhouse/ClickHouseSql.h"
#include "clickhouse/WorkflowJobRepository.h"

#include <QDateTime>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace hw {

namespace {

// Newest commits of one repository's branch, every commit of each push in git order. A push lists
// its commits oldest first (the webhook's `commits`, where the table holds it; HUD's own grid takes
// them from GitHub's list-commits); a push without the list contributes its head commit. The grid
// orders rows by time: a push's commits take the push's head time, one second apart in git order,
// so a ghstack landing's commits (often committed in the same second) keep their order. push can
// hold several rows per commit (ReplacingMergeTree): they are grouped. `head_commit.x` and
// `commits.x` are flattened columns on the 18.16 test schema and named-tuple elements on HUD's
// modern schema; the same text reads both.
const auto PushCommitsTemplate = uR"sql(SELECT
        c_sha,
        c_message,
        if(c_login = '', c_name, c_login) AS c_author,
        toUnixTimestamp(head_commit.timestamp) - (length({ids}) - c_pos) AS c_time
    FROM default.push
    ARRAY JOIN
        {ids} AS c_sha,
        {messages} AS c_message,
        {logins} AS c_login,
        {names} AS c_name,
        arrayEnumerate({ids}) AS c_pos
    WHERE ref = {ref} AND repository.full_name = {repo})sql"_s;

const auto CommitsTemplate = uR"sql(SELECT
    c_sha AS sha,
    max(c_time) AS commit_time,
    argMax(c_message, c_time) AS message,
    argMax(c_author, c_time) AS author
FROM (
    {pushCommits}
)
GROUP BY c_sha
ORDER BY commit_time DESC, sha
LIMIT {limit})sql"_s;

// The same commits, their SHAs only (the jobs query's list), in the same order.
const auto NewestShasTemplate = uR"sql(SELECT c_sha FROM (
        {pushCommits}
    )
    GROUP BY c_sha
    ORDER BY max(c_time) DESC, c_sha
    LIMIT {limit})sql"_s;

// The latest version of each job as a WHOLE row: the rows sorted newest first within each job id
// and the first kept (LIMIT 1 BY), so the status of one version never meets the conclusion of
// another. _inserted_at has one-second resolution and the replicator writes a batch in one insert,
// so versions of a job can share it: the tie goes to the completed version (HUD's table is read
// with FINAL, last insert wins, which is the completed one when the webhooks arrive in order).
// Sorting costs less than one argMax over a tuple of the columns (which 18.16 keeps as generic
// Fields): measured in docs/performance.md.
// HUD's exclusions apply to the picked row (HUD filters after FINAL). Repository:
// workflow_job_by_head_sha also returns forks' jobs that share a SHA, so the repository is
// filtered as well. Aliases never reuse a column name: ClickHouse substitutes aliases everywhere.
const auto JobsTemplate = uR"sql(SELECT
    id, job_run_id, job_run_attempt, job_name, job_workflow, job_sha, job_status, job_conclusion,
    job_created_at, job_started_at, job_completed_at, job_url, failure_line, inserted_at
FROM (
    SELECT
        id,
        run_id AS job_run_id,
        run_attempt AS job_run_attempt,
        name AS job_name,
        workflow_name AS job_workflow,
        head_sha AS job_sha,
        status AS job_status,
        {conclusion} AS job_conclusion,
        toUnixTimestamp(created_at) AS job_created_at,
        toUnixTimestamp(started_at) AS job_started_at,
        toUnixTimestamp(completed_at) AS job_completed_at,
        html_url AS job_url,
        tupleElement({classification}, 4) AS failure_line,
        workflow_event AS job_event,
        toUnixTimestamp(_inserted_at) AS inserted_at
    FROM default.workflow_job
    WHERE {shaFilter}
        AND {repoFilter}{sinceFilter}
    ORDER BY id, _inserted_at DESC, status = 'completed' DESC
    LIMIT 1 BY id
)
WHERE job_name NOT IN ('ciflow_should_run', 'generate-test-matrix')
    AND job_workflow NOT IN ('Upload test stats', 'Validate and merge PR', 'Upload torch dynamo performance stats',
                             'Revert merged PR', 'Upload test stats while running')
    AND job_event NOT IN ('workflow_run', 'repository_dispatch'))sql"_s;

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

ClickHouseColumnProbe GridClickHouseSource::columnProbe()
{
    // push's commit list is a Nested column on 18.16 (commits.id, ...) and an array of named
    // tuples on HUD's modern schema (commits).
    return ClickHouseColumnProbe(u"default"_s, {{u"workflow_job"_s, u"conclusion_kg"_s},
                                                {u"workflow_job"_s, u"torchci_classification_kg"_s},
                                                {u"push"_s, u"commits"_s},
                                                {u"push"_s, u"commits.id"_s}});
}

GridClickHouseSource::ServerColumns GridClickHouseSource::columnsFrom(const ClickHouseColumnProbe &probe)
{
    ServerColumns c;
    c.keepGoing = probe.has(u"workflow_job"_s, u"conclusion_kg"_s)
        && probe.has(u"workflow_job"_s, u"torchci_classification_kg"_s);
    c.pushCommits = probe.has(u"push"_s, u"commits"_s) || probe.has(u"push"_s, u"commits.id"_s);
    return c;
}

std::optional<GridClickHouseSource::ServerColumns> GridClickHouseSource::serverColumns() const
{
    if (!m_probe.isKnown())
        return std::nullopt;
    return columnsFrom(m_probe);
}

void GridClickHouseSource::setServerColumns(const ServerColumns &columns)
{
    QList<ClickHouseColumnProbe::Column> present;
    if (columns.keepGoing)
        present << ClickHouseColumnProbe::Column{u"workflow_job"_s, u"conclusion_kg"_s}
                << ClickHouseColumnProbe::Column{u"workflow_job"_s, u"torchci_classification_kg"_s};
    if (columns.pushCommits)
        present << ClickHouseColumnProbe::Column{u"push"_s, u"commits"_s};
    m_probe.assume(present);
}

QString GridClickHouseSource::commitsSqlFrom(const QString &outerTemplate) const
{
    const ServerColumns columns = columnsFrom(m_probe);
    QString rows = PushCommitsTemplate;
    // Column expressions of our own (no user text): plain substitution, then the literals are bound.
    if (columns.pushCommits) {
        rows.replace(u"{ids}"_s, u"if(empty(commits.id), [head_commit.id], commits.id)"_s);
        rows.replace(u"{messages}"_s, u"if(empty(commits.id), [head_commit.message], commits.message)"_s);
        rows.replace(u"{logins}"_s,
                     u"if(empty(commits.id), [head_commit.author.username], commits.author.username)"_s);
        rows.replace(u"{names}"_s, u"if(empty(commits.id), [head_commit.author.name], commits.author.name)"_s);
    } else {
        rows.replace(u"{ids}"_s, u"[head_commit.id]"_s);
        rows.replace(u"{messages}"_s, u"[head_commit.message]"_s);
        rows.replace(u"{logins}"_s, u"[head_commit.author.username]"_s);
        rows.replace(u"{names}"_s, u"[head_commit.author.name]"_s);
    }
    QString sql = outerTemplate;
    sql.replace(u"{pushCommits}"_s, rows);
    return *ClickHouseSql::bind(sql, {{u"ref"_s, m_options.ref},
                                      {u"repo"_s, m_options.repository},
                                      {u"limit"_s, qint64(m_options.maxCommits)}});
}

QString GridClickHouseSource::commitsSql() const
{
    return commitsSqlFrom(CommitsTemplate);
}

QString GridClickHouseSource::jobsWithShaList(const QString &shas, qint64 since) const
{
    QString shaFilter = u"head_sha IN ("_s + shas + u')';
    if (m_options.useShaIndex)
        shaFilter = u"id IN (SELECT id FROM materialized_views.workflow_job_by_head_sha WHERE head_sha IN ("_s
            + shas + u"))\n        AND "_s + shaFilter;
    QString sinceFilter;
    if (since > 0) {
        const qint64 from = std::max<qint64>(0, since - m_options.overlapSeconds);
        sinceFilter = *ClickHouseSql::bind(u"\n        AND _inserted_at >= toDateTime({from})"_s, {{u"from"_s, from}});
    }
    const bool keepGoing = columnsFrom(m_probe).keepGoing;
    QString sql = JobsTemplate;
    // Column names of our own and fragments built from bound literals: plain substitution is safe.
    sql.replace(u"{conclusion}"_s, keepGoing ? u"conclusion_kg"_s : u"conclusion"_s);
    sql.replace(u"{classification}"_s, keepGoing ? u"torchci_classification_kg"_s : u"torchci_classification"_s);
    sql.replace(u"{repoFilter}"_s, WorkflowJobRepository::filterSql(m_options.repository));
    sql.replace(u"{sinceFilter}"_s, sinceFilter);
    sql.replace(u"{shaFilter}"_s, shaFilter); // last: it holds bound literals (the ref)
    return sql;
}

QString GridClickHouseSource::jobsSql(qint64 since) const
{
    return jobsWithShaList(commitsSqlFrom(NewestShasTemplate), since);
}

QString GridClickHouseSource::jobsForCommitsSql(const QStringList &shas) const
{
    QStringList quoted;
    quoted.reserve(shas.size());
    for (const QString &sha : shas)
        quoted << ClickHouseSql::quote(sha);
    return jobsWithShaList(quoted.join(u", "_s), 0);
}

int GridClickHouseSource::prNumberFromMessage(const QString &message)
{
    // HUD's rule (lib/github.ts, commitDataFromResponse): the first number after "Pull Request
    // resolved: " on that line; a "(#N)" title suffix is not read.
    static const QRegularExpression re(u"Pull Request resolved: .*?(\\d+)"_s);
    const QRegularExpressionMatch m = re.match(message);
    if (!m.hasMatch())
        return 0;
    bool ok = false;
    const int n = m.captured(1).toInt(&ok);
    return ok ? n : 0;
}

Result<Commit, QString> GridClickHouseSource::commitFromRow(const QJsonObject &row)
{
    const ClickHouseRowReader r(row);
    Commit c;
    QString message;
    if (!r.readString(u"sha"_s, &c.sha) || !r.readTime(u"commit_time"_s, &c.time)
        || !r.readString(u"message"_s, &message) || !r.readString(u"author"_s, &c.author))
        return r.error();
    c.title = firstLineOf(message);
    c.prNumber = prNumberFromMessage(message);
    return c;
}

void GridClickHouseSource::fetch(qint64 since)
{
    m_firstSync.reset();
    m_fetch.begin(); // a newer fetch: every answer and decode of the older one is dropped
    // Once per source: which of HUD's optional columns the server has. Without an answer this
    // fetch reads the plain columns and the next one probes again.
    m_probe.ensure(m_queries, [this, since] { fetchWithColumns(since); });
}

void GridClickHouseSource::fetchWithColumns(qint64 since)
{
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
