#pragma once

#include "domain/JobBatch.h"
#include "grid/GridBatchDecoder.h"
#include "grid/GridCell.h"
#include "grid/GridCellArray.h"
#include "grid/GridChange.h"
#include "grid/GridColumns.h"
#include "grid/JobIdIndex.h"
#include "grid/JobUrlCodec.h"
#include "grid/RunChainPool.h"
#include "grid/StringInterner.h"

#include <QHash>
#include <QString>
#include <QStringList>

#include <memory>
#include <vector>

namespace hw {

class GridStoreListener;

// The HUD grid's storage engine (Core, no item model): commits (rows, newest first) x job
// columns ("<workflow> / <job>", sorted by name); every run of a job for a commit merges into
// one cell (CellMerger). JobGridModel presents it.
//
// Layout, chosen for the poll path (docs/performance.md):
//  - one array of GridCell, row-slot major: cell = slot * stride + column id. A row keeps its
//    slot and a column its id for life, so inserting a row or column moves no cell; the stride
//    leaves room for new columns (when it runs out, the array is laid out once more).
//  - a cell holds its newest run inline; older runs of the cell chain through a side pool.
//  - a job-id index maps a job to its cell (to find a job that moved to another commit or name).
//  - apply() reads a batch in three passes: look up row and column and decode each job (on two
//    threads for big batches), sort the jobs by cell, then apply them in storage order with the
//    next jobs' cells and index slots prefetched, so the memory stalls overlap.
// Not thread-safe: one thread owns it (the GUI thread, through JobGridModel).
class GridStore
{
public:
    GridStore() = default;
    ~GridStore() = default;
    GridStore(const GridStore &) = delete;
    GridStore &operator=(const GridStore &) = delete;

    // Who hears about rows, columns and cells as they change (nullptr: nobody).
    void setListener(GridStoreListener *listener) { m_listener = listener; }

    // Replaces everything (cache load, replay seek); no listener calls.
    void reset(const JobBatch &snapshot);
    // Applies an incremental batch: updates and inserts commit rows (trimming the oldest beyond
    // maxCommits), inserts new job columns, re-merges only the cells that the batch's jobs
    // touch and reports those whose shown state changed. Jobs of commits that have no row are
    // ignored. A later row for the same job id wins over an earlier one.
    GridChange apply(const JobBatch &batch);
    // Room for this many more jobs, ahead of the batches that bring them (a first sync knows
    // from its first page about how many are coming): the id index is then not grown in the
    // middle of one of them.
    void reserveMoreJobs(qsizetype more) { m_cellOfJob.reserve(m_cellOfJob.size() + more + more / 4 + 1024); }

    // Jobs matching any of these column-name patterns are "unstable" (GridColumns).
    void setUnstablePatterns(const QStringList &regexPatterns);
    // ...and the columns HUD's open `unstable` issues name (UnstableIssueMatcher).
    void setUnstableIssueTitles(const QStringList &titles);
    void setMaxCommits(int maxCommits); // keep at most this many newest commits; default 300
    int maxCommits() const { return m_maxCommits; }

    int rowCount() const { return int(m_rows.size()); }
    int columnCount() const { return m_columns.count(); }
    // The cell at a view position, nullptr outside the grid. O(1), no allocation.
    const GridCell *cellAt(int row, int column) const
    {
        if (row < 0 || column < 0 || row >= int(m_rows.size()) || column >= m_columns.count())
            return nullptr;
        return &m_cells[m_cells.indexOf(m_rows[size_t(row)].slot, m_columns.idAt(column))];
    }
    CellStatus cellStatus(int row, int column) const
    {
        const GridCell *c = cellAt(row, column);
        return c ? c->status : CellStatus::NoJob;
    }

    // Rows (row must be valid).
    const QString &commitSha(int row) const { return m_rows[size_t(row)].sha; }
    const QString &commitTitle(int row) const { return m_rows[size_t(row)].title; }
    const QString &commitAuthor(int row) const { return m_rows[size_t(row)].author; }
    int commitPrNumber(int row) const { return m_rows[size_t(row)].prNumber; } // 0: none
    qint64 commitTime(int row) const { return m_rows[size_t(row)].time; }
    const QString &rowHeader(int row) const { return m_rows[size_t(row)].header; } // "<short sha> <title>"
    int rowOfCommit(const QString &sha) const; // -1 if absent

    // Columns (column must be valid).
    const QString &columnName(int column) const { return m_columns.name(m_columns.idAt(column)); }
    int columnOf(const QString &columnName) const; // -1 if absent
    int nonGreenCellCount(int column) const { return m_columns.nonGreenCount(m_columns.idAt(column)); }
    bool isColumnAlwaysSkipped(int column) const { return m_columns.isAlwaysSkipped(m_columns.idAt(column)); }
    bool isColumnUnstable(int column) const { return m_columns.isUnstable(m_columns.idAt(column)); }

    // The runs of a cell, newest job id first (empty outside the grid).
    std::vector<StoredRun> runsAt(int row, int column) const;
    // A stored run as a job row again (the strings rebuilt from row, column and tables).
    JobRun jobRun(int row, int column, const StoredRun &run) const;
    QString jobUrl(const StoredRun &run) const { return m_urls.url(run); }
    const QString &failureLine(const StoredRun &run) const { return m_failureLines.at(run.failureLine); }
    // The conclusion as GitHub spelled it: for Other ("U") the one the job came with
    // (startup_failure, action_required, ...), else conclusionToGitHub().
    QString conclusionText(const StoredRun &run) const;

    // Rough heap bytes held by the store (the bench reports it next to RSS).
    qint64 approximateMemoryBytes() const;

private:
    void remergeColumns(const std::vector<quint32> &columnIds);
    struct Row {
        QString sha;
        QString title;
        QString author;
        int prNumber = 0;
        QString header; // prebuilt so headerData does not allocate
        qint64 time = 0;
        quint32 slot = 0;
    };
    // A batch's job after the first pass: where it goes and what it says.
    using PreparedJob = GridBatchDecoder::Job;
    struct ApplyContext;

    static Row makeRow(const Commit &c);
    void prepare(const JobBatch &batch, std::vector<PreparedJob> &prepared);
    static Commits newestDistinct(const Commits &commits, const QHash<QString, quint32> *known = nullptr);
    void insertCommits(const Commits &commits, GridChange &change);
    void updateRowHeader(int row, const Commit &c);
    void insertRows(int row, const Commits &commits);
    void addColumns(const JobBatch &batch, std::vector<PreparedJob> &prepared, GridChange *change);
    void applyRuns(const JobBatch &batch, std::vector<PreparedJob> &prepared, std::vector<quint64> *changed);
    void applyJob(ApplyContext &ctx, quint32 cellIndex, qsizetype jobIndex);
    bool updateRun(StoredRun &stored, const StoredRun &fresh, const JobRun &job);
    void reportChanged(std::vector<quint64> &changed, GridChange &change);

    void reserveSlots(size_t count);
    void reserveColumnIds(size_t count);
    // New cell storage for this many slots and columns (one of them grows): the taken slots'
    // cells are copied, new columns start empty, free slots are left uninitialized.
    void relayout(size_t capacity, size_t stride);
    quint32 takeSlot();
    void releaseSlot(quint32 slot);
    void rebuildRowIndex();
    void trimToMaxCommits();

    void remerge(GridCell &cell, quint32 colId);
    void reserveForBatch(size_t jobs, size_t sharedCellJobs);

    GridStoreListener *m_listener = nullptr;
    int m_maxCommits = 300;

    std::vector<Row> m_rows;                    // view order, newest first
    QHash<QString, quint32> m_slotBySha;
    std::vector<int> m_rowOfSlot;               // slot -> view row, -1 when free
    GridColumns m_columns;

    GridCellArray m_cells;                      // slot * stride + column id
    RunChainPool m_older;                       // the cells' older runs
    JobIdIndex m_cellOfJob;                     // job id -> cell index
    JobUrlCodec m_urls;
    StringInterner m_failureLines;
    StringInterner m_otherConclusions; // StoredRun::otherConclusion: a handful (HUD's "U")
};

} // namespace hw
