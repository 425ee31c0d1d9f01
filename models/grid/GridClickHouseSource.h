#pragma once

#include "clickhouse/ClickHouseColumnProbe.h"
#include "clickhouse/ClickHouseQueryGroup.h"
#include "grid/GridJobRows.h"
#include "grid/JobSource.h"

#include <QJsonObject>
#include <QSet>
#include <QVector>

#include <optional>

namespace hw {

// Grid data from HUD's ClickHouse tables for one repository: the newest commits of a branch from
// default.push (every commit of each push) and their jobs from default.workflow_job (the latest
// version of each job as a whole row, minus HUD's exclusions). fetch(since) is incremental on
// _inserted_at with a small overlap; the SQL works on 18.16 and modern servers (no CTEs, no
// server-side parameters, tupleElement by position, argMax instead of FINAL).
class GridClickHouseSource : public JobSource
{
    Q_OBJECT
public:
    struct Options {
        // The one repository ("owner/repo") every query reads: HUD's tables hold many.
        QString repository = QStringLiteral("pytorch/pytorch");
        QString ref = QStringLiteral("refs/heads/main");
        int maxCommits = 300;
        int overlapSeconds = 2;     // re-read rows inserted this long before the watermark
        // Look jobs up through HUD's SHA index view (materialized_views.workflow_job_by_head_sha):
        // head_sha is not in workflow_job's sort key.
        bool useShaIndex = true;
        // A first sync (empty cache) fetches the jobs of this many commits per request, newest
        // first; 0: all in one request.
        int pageCommits = 25;
        // ...except the newest firstScreenCommits, in smaller pages of firstScreenPageCommits: a
        // page is shown once stored, and a smaller one is stored sooner (hudwatch-bench, 300 x
        // 3,000 on two cores: the newest 50 on screen after 858-919 ms in pages of 10, 1.0-1.4 s
        // in pages of 25). Larger pages after that: fewer round trips to a remote server.
        int firstScreenCommits = 50;
        int firstScreenPageCommits = 10;
    };

    // The client is not owned; it must outlive this source.
    explicit GridClickHouseSource(ClickHouseClient *client, QObject *parent = nullptr);
    GridClickHouseSource(ClickHouseClient *client, const Options &options, QObject *parent = nullptr);
    ~GridClickHouseSource() override;

    QString name() const override { return sourceName(); }
    // The name its rows carry in the cache ("clickhouse").
    static QString sourceName();
    void fetch(qint64 since) override;
    void cancel() override;

    const Options &options() const { return m_options; }
    void setOptions(const Options &options) { m_options = options; }

    // The SQL one fetch() sends (exposed for tests and diagnostics).
    QString commitsSql() const;
    QString jobsSql(qint64 since) const;
    QString jobsForCommitsSql(const QStringList &shas) const;
    // How many commits a first sync's next page asks for, after `requested` commits in pages.
    int pageSizeAfter(int requested) const;

    void setKnownCommits(const QSet<QString> &shas, qint64 newestInsertedAt) override
    {
        m_knownCommits = shas;
        m_resumeWatermarkCap = newestInsertedAt;
    }

    // HUD's optional columns the server has: workflow_job's keep-going columns (conclusion_kg and
    // torchci_classification_kg, read instead of conclusion/torchci_classification) and push's
    // commit list. Probed once per source, before its first fetch (ClickHouseColumnProbe).
    struct ServerColumns {
        bool keepGoing = false;
        bool pushCommits = false;
    };
    // The columns this source probes for, and what a probe's findings mean for it.
    static ClickHouseColumnProbe columnProbe();
    static ServerColumns columnsFrom(const ClickHouseColumnProbe &probe);
    // nullopt until a probe has succeeded.
    std::optional<ServerColumns> serverColumns() const;
    // As if probed (tests).
    void setServerColumns(const ServerColumns &columns);
    // The PR number HUD reads from a commit message (0: none).
    static int prNumberFromMessage(const QString &message);

    // Row conversion, strict about types: on a mismatch the error names the column. (Job rows are
    // decoded as they stream, by GridJobRows.)
    static Result<Commit, QString> commitFromRow(const QJsonObject &row);
    // At most this many job rows per commit in one reply: what a page may hold is bounded.
    static constexpr qint64 MaxJobsPerCommit = 10'000;

private:
    struct FirstSync {
        Commits commits;              // the newest maxCommits, newest first
        qsizetype next = 0;           // the next commit to page
        int done = 0;                 // commits stored (this sync's pages and the cache's)
        int total = 0;
        int requested = 0;            // pages asked for (one at a time)
        int requestedCommits = 0;     // the commits in them
        bool allRequested = false;
        qint64 firstPageWatermark = 0;
    };
    // The commits' rows and the decoded jobs as one batch.
    Result<JobBatch, SourceError> makeBatch(qint64 since, const ClickHouseResult &commits, GridJobRows *jobs) const;
    QString where() const;
    QString jobsWithShaList(const QString &shas, qint64 since) const;
    QString commitsSqlFrom(const QString &outerTemplate) const;
    void fetchWithColumns(qint64 since);
    void fail(const SourceError &error);
    void startFirstSync();
    void requestNextPage();
    void emitPage(JobBatch batch);
    void finishWithoutPages();
    qint64 finalWatermark() const;

    ClickHouseClient *m_client;
    Options m_options;
    ClickHouseQueryGroup m_queries;
    LatestRequest m_fetch{this}; // the fetch in flight: its decodes and pages
    std::optional<FirstSync> m_firstSync;
    ClickHouseColumnProbe m_probe = columnProbe();
    QSet<QString> m_knownCommits;
    qint64 m_resumeWatermarkCap = 0;
};

} // namespace hw
