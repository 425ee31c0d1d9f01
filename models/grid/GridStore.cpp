#include "GridStore.h"

#include "grid/CellKeySort.h"
#include "grid/CellMerger.h"
#include "grid/GridStoreListener.h"

#include <algorithm>
#include <optional>

namespace hw {
namespace {

// How many jobs ahead the runs pass prefetches a cell and an index slot: enough misses in
// flight to overlap their latency, few enough that the lines are still cached when used.
constexpr size_t kStorePrefetchAhead = 8;

bool newerThan(qint64 timeA, const QString &shaA, qint64 timeB, const QString &shaB)
{
    return timeA != timeB ? timeA > timeB : shaA < shaB;
}

// Prefetches both cache lines a 48-byte cell may span.
void prefetchCell(const GridCell *cell)
{
    __builtin_prefetch(cell, 1);
    __builtin_prefetch(reinterpret_cast<const char *>(cell) + sizeof(GridCell) - 1, 1);
}

} // namespace

// State of one runs pass.
struct GridStore::ApplyContext {
    const JobBatch &batch;
    std::vector<PreparedJob> &prepared;
    std::vector<quint64> *changed; // (view row << 32 | view column) of changed cells, or nullptr
    std::optional<QHash<qint64, qsizetype>> lastRowOfJob; // built on the first move only

    void mark(const GridStore &store, quint32 slot, quint32 colId) const
    {
        if (changed)
            changed->push_back(quint64(quint32(store.m_rowOfSlot[slot])) << 32
                               | quint32(store.m_columns.columnOfId(colId)));
    }
    // True if a later row of the batch that is applied (its commit has a row) has the same job
    // id: then this one must not win.
    bool laterRowHasJob(qint64 jobId, qsizetype jobIndex)
    {
        if (!lastRowOfJob) {
            lastRowOfJob.emplace();
            for (size_t i = 0; i < prepared.size(); ++i)
                if (prepared[i].slot != kNoRecord && prepared[i].colId != kNoRecord)
                    lastRowOfJob->insert(prepared[i].run.id, qsizetype(i));
        }
        return lastRowOfJob->value(jobId, jobIndex) > jobIndex;
    }
};

GridStore::Row GridStore::makeRow(const Commit &c)
{
    Row r;
    r.sha = c.sha;
    r.title = c.title;
    r.author = c.author;
    r.prNumber = c.prNumber;
    r.header = c.sha.left(7) + QLatin1Char(' ') + c.title;
    r.time = c.time;
    return r;
}

void GridStore::reset(const JobBatch &snapshot)
{
    m_rows.clear();
    m_slotBySha.clear();
    m_rowOfSlot.clear();
    m_columns.clear();
    m_cells.clear();
    m_older.clear();
    m_cellOfJob.clear();
    m_urls.clear();
    m_failureLines.clear();
    m_otherConclusions.clear();

    // Rows: newest first, trimmed.
    Commits commits = newestDistinct(snapshot.commits);
    if (commits.size() > m_maxCommits)
        commits.resize(m_maxCommits);
    reserveSlots(size_t(commits.size()) + 1);
    m_rows.reserve(size_t(commits.size()));
    m_slotBySha.reserve(commits.size());
    for (const Commit &c : std::as_const(commits)) {
        Row r = makeRow(c);
        r.slot = takeSlot();
        m_slotBySha.insert(r.sha, r.slot);
        m_rows.push_back(std::move(r));
    }
    rebuildRowIndex();

    // Columns: every distinct name of a job whose commit is shown; ids in sorted order, so
    // storage order is view order until new columns arrive.
    std::vector<PreparedJob> prepared;
    prepare(snapshot, prepared);
    addColumns(snapshot, prepared, nullptr);

    // Headroom for the re-runs that polls add: growing these mid-poll would copy them or rehash
    // the id index inside one apply().
    const qsizetype jobs = snapshot.jobs.size();
    m_cellOfJob.reserve(jobs + jobs / 4 + 1024);
    m_older.reserve(size_t(jobs / 8 + 1024));
    applyRuns(snapshot, prepared, nullptr);
}

// One per sha (a later duplicate updates the earlier one), newest first, without the known ones.
Commits GridStore::newestDistinct(const Commits &commits, const QHash<QString, quint32> *known)
{
    QHash<QString, qsizetype> seen;
    Commits distinct;
    for (const Commit &c : commits) {
        if (known && known->contains(c.sha))
            continue;
        const auto it = seen.constFind(c.sha);
        if (it != seen.constEnd()) {
            distinct[it.value()] = c;
        } else {
            seen.insert(c.sha, distinct.size());
            distinct.append(c);
        }
    }
    std::sort(distinct.begin(), distinct.end(),
              [](const Commit &a, const Commit &b) { return newerThan(a.time, a.sha, b.time, b.sha); });
    return distinct;
}

GridChange GridStore::apply(const JobBatch &batch)
{
    GridChange change;
    insertCommits(batch.commits, change);
    std::vector<PreparedJob> prepared;
    prepare(batch, prepared);
    addColumns(batch, prepared, &change);
    std::vector<quint64> changed;
    changed.reserve(size_t(batch.jobs.size()));
    applyRuns(batch, prepared, &changed);
    reportChanged(changed, change);
    return change;
}

void GridStore::insertCommits(const Commits &commits, GridChange &change)
{
    // Known commits: update their header. New ones: inserted below in blocks.
    for (const Commit &c : commits) {
        const auto it = m_slotBySha.constFind(c.sha);
        if (it != m_slotBySha.constEnd())
            updateRowHeader(m_rowOfSlot[it.value()], c);
    }
    const Commits fresh = newestDistinct(commits, &m_slotBySha);

    // Fresh commits that fall between the same two rows go in as one block (a cache load's
    // older commits: one insertion, not hundreds).
    for (qsizetype k = 0; k < fresh.size();) {
        const Commit &first = fresh[k];
        const auto pos = std::partition_point(m_rows.begin(), m_rows.end(), [&](const Row &r) {
            return newerThan(r.time, r.sha, first.time, first.sha);
        });
        const int row = int(pos - m_rows.begin());
        if (row >= m_maxCommits)
            break; // this and every later one are older than everything kept
        qsizetype end = k + 1;
        while (end < fresh.size() && (pos == m_rows.end() || newerThan(fresh[end].time, fresh[end].sha, pos->time, pos->sha)))
            ++end;
        const int count = int(std::min<qsizetype>(end - k, m_maxCommits - row));
        insertRows(row, fresh.mid(k, count));
        change.insertedRows += count;
        trimToMaxCommits();
        k = end;
    }
}

void GridStore::updateRowHeader(int row, const Commit &c)
{
    Row &r = m_rows[size_t(row)];
    if (r.title == c.title && r.author == c.author && r.prNumber == c.prNumber)
        return;
    r.title = c.title; // the time stays: a row keeps its place
    r.author = c.author;
    r.prNumber = c.prNumber;
    r.header = r.sha.left(7) + QLatin1Char(' ') + r.title;
    if (m_listener)
        m_listener->rowHeaderChanged(row);
}

// Inserts the rows of commits (newest first) at view row `row`, as one block.
void GridStore::insertRows(int row, const Commits &commits)
{
    const int count = int(commits.size());
    reserveSlots(m_rows.size() + size_t(count));
    if (m_listener)
        m_listener->rowsAboutToBeInserted(row, row + count - 1);
    std::vector<Row> block;
    block.reserve(size_t(count));
    for (const Commit &c : commits) {
        Row r = makeRow(c);
        r.slot = takeSlot();
        m_slotBySha.insert(r.sha, r.slot);
        block.push_back(std::move(r));
    }
    m_rows.insert(m_rows.begin() + row, std::make_move_iterator(block.begin()), std::make_move_iterator(block.end()));
    rebuildRowIndex();
    if (m_listener)
        m_listener->rowsInserted();
}

void GridStore::prepare(const JobBatch &batch, std::vector<PreparedJob> &prepared)
{
    // Learn the batch's url prefix first, so that the decoder's threads find it known.
    const auto withUrl = std::find_if(batch.jobs.cbegin(), batch.jobs.cend(), [](const JobRun &j) { return !j.htmlUrl.isEmpty(); });
    if (withUrl != batch.jobs.cend())
        m_urls.encode(*withUrl);
    GridBatchDecoder(m_slotBySha, m_columns, m_failureLines, m_urls).decode(batch, prepared);
}

// Inserts the columns the prepared jobs need and have no id for (in name order), then gives those
// jobs their ids. With change: each insertion is told to the listener and counted; without (a
// reset), silently and with headroom for the columns polls add.
void GridStore::addColumns(const JobBatch &batch, std::vector<PreparedJob> &prepared, GridChange *change)
{
    const auto needsColumn = [&](size_t i) { return prepared[i].slot != kNoRecord && prepared[i].colId == kNoRecord; };
    QHash<QString, int> newColumns; // name -> length of its workflow part
    for (size_t i = 0; i < prepared.size(); ++i)
        if (needsColumn(i))
            newColumns.insert(batch.jobs[qsizetype(i)].columnName(), int(batch.jobs[qsizetype(i)].workflowName.size()));
    if (newColumns.isEmpty() && change)
        return;
    QStringList names = newColumns.keys();
    std::sort(names.begin(), names.end());
    const size_t n = size_t(names.size());
    reserveColumnIds(change ? m_columns.idCount() + n : n + n / 16 + 16);
    for (const QString &name : std::as_const(names)) {
        if (m_listener && change)
            m_listener->columnAboutToBeInserted(m_columns.insertPosition(name));
        m_columns.insert(name, newColumns.value(name));
        if (m_listener && change)
            m_listener->columnInserted();
        if (change)
            ++change->insertedColumns;
    }
    GridColumns::LookupCache cache;
    for (size_t i = 0; i < prepared.size(); ++i)
        if (needsColumn(i))
            prepared[i].colId = m_columns.find(batch.jobs[qsizetype(i)].workflowName, batch.jobs[qsizetype(i)].jobName, cache);
}

void GridStore::applyRuns(const JobBatch &batch, std::vector<PreparedJob> &prepared, std::vector<quint64> *changed)
{
    // Storage order: neighbouring jobs hit neighbouring memory, and two rows of one job in one
    // cell stay in batch order.
    std::vector<quint64> order;
    order.reserve(prepared.size());
    for (size_t i = 0; i < prepared.size(); ++i) {
        const PreparedJob &p = prepared[i];
        if (p.slot != kNoRecord && p.colId != kNoRecord)
            order.push_back(quint64(m_cells.indexOf(p.slot, p.colId)) << 32 | quint32(i));
    }
    CellKeySort::byCell(order, m_cells.cellCount());
    // Jobs after the first of their cell in this batch become older runs (at least those).
    size_t sharedCellJobs = 0;
    for (size_t k = 1; k < order.size(); ++k)
        sharedCellJobs += (order[k] >> 32) == (order[k - 1] >> 32);
    reserveForBatch(order.size(), sharedCellJobs);

    ApplyContext ctx{batch, prepared, changed, std::nullopt};
    const size_t n = order.size();
    for (size_t k = 0; k < std::min(n, kStorePrefetchAhead); ++k) {
        prefetchCell(&m_cells[size_t(order[k] >> 32)]);
        m_cellOfJob.prefetch(prepared[quint32(order[k])].run.id);
    }
    for (size_t k = 0; k < n; ++k) {
        if (k + kStorePrefetchAhead < n) {
            const quint64 ahead = order[k + kStorePrefetchAhead];
            prefetchCell(&m_cells[size_t(ahead >> 32)]);
            m_cellOfJob.prefetch(prepared[quint32(ahead)].run.id);
        }
        applyJob(ctx, quint32(order[k] >> 32), qsizetype(quint32(order[k])));
    }
}

void GridStore::applyJob(ApplyContext &ctx, quint32 cellIndex, qsizetype jobIndex)
{
    PreparedJob &p = ctx.prepared[size_t(jobIndex)];
    const JobRun &job = ctx.batch.jobs[jobIndex];
    StoredRun &fresh = p.run;
    if (fresh.failureLine == StringInterner::kMissing)
        fresh.failureLine = m_failureLines.intern(job.failureLine);
    if (fresh.urlPrefix == JobUrlCodec::kUnknownPrefix)
        fresh.urlPrefix = m_urls.encode(job);
    if (fresh.conclusion == JobConclusion::Other) {
        // Rare (HUD's "U"); the table stays within the id's range whatever a server sends.
        const quint32 known = m_otherConclusions.find(job.conclusion);
        if (known != StringInterner::kMissing)
            fresh.otherConclusion = quint16(known);
        else if (m_otherConclusions.size() < 0xFFFF)
            fresh.otherConclusion = quint16(m_otherConclusions.intern(job.conclusion));
    }

    GridCell &cell = m_cells[cellIndex];
    // Usually the job is already in its own cell (a running job completed): no index lookup.
    if (StoredRun *known = m_older.find(cell, fresh.id)) {
        if (updateRun(*known, fresh, job)) {
            remerge(cell, p.colId);
            ctx.mark(*this, p.slot, p.colId);
        }
        return;
    }

    const quint32 previous = m_cellOfJob.exchange(fresh.id, cellIndex);
    if (previous != JobIdIndex::kMissing && previous != cellIndex) {
        // The job is known in another cell (its commit or name changed): move it, unless a
        // later row of this batch moves it elsewhere.
        if (ctx.laterRowHasJob(fresh.id, jobIndex)) {
            m_cellOfJob.insert(fresh.id, previous);
            return;
        }
        const quint32 fromSlot = quint32(previous / m_cells.stride());
        const quint32 fromColId = quint32(previous % m_cells.stride());
        GridCell &from = m_cells[previous];
        m_older.unlink(from, fresh.id);
        remerge(from, fromColId);
        ctx.mark(*this, fromSlot, fromColId);
        m_urls.dropVerbatim(fresh.id);
    }
    if (fresh.urlPrefix == JobUrlCodec::kVerbatim)
        m_urls.setVerbatim(fresh.id, job.htmlUrl);
    m_older.link(cell, fresh);
    remerge(cell, p.colId);
    ctx.mark(*this, p.slot, p.colId);
}

bool GridStore::updateRun(StoredRun &stored, const StoredRun &fresh, const JobRun &job)
{
    bool same = stored == fresh;
    if (fresh.urlPrefix == JobUrlCodec::kVerbatim) {
        if (!same || m_urls.verbatim(fresh.id) != job.htmlUrl) {
            same = false;
            m_urls.setVerbatim(fresh.id, job.htmlUrl);
        }
    } else if (stored.urlPrefix == JobUrlCodec::kVerbatim) {
        m_urls.dropVerbatim(stored.id);
    }
    stored = fresh;
    return !same;
}

void GridStore::reportChanged(std::vector<quint64> &changed, GridChange &change)
{
    // Storage order is view order until rows or columns are inserted between others.
    CellKeySort::byPosition(changed, m_rows.size(), size_t(m_columns.count()));
    changed.erase(std::unique(changed.begin(), changed.end()), changed.end());
    change.changedCells = int(changed.size());
    if (!m_listener)
        return;
    // One rectangle per run of adjacent changed cells in a row.
    for (size_t i = 0; i < changed.size();) {
        size_t j = i + 1;
        while (j < changed.size() && changed[j] == changed[j - 1] + 1) // same row, next column
            ++j;
        const int row = int(changed[i] >> 32);
        m_listener->cellsChanged(row, int(quint32(changed[i])), row, int(quint32(changed[j - 1])));
        i = j;
    }
}

void GridStore::setUnstablePatterns(const QStringList &regexPatterns)
{
    remergeColumns(m_columns.setUnstablePatterns(regexPatterns));
}

void GridStore::setUnstableIssueTitles(const QStringList &titles)
{
    remergeColumns(m_columns.setUnstableIssueTitles(titles));
}

void GridStore::remergeColumns(const std::vector<quint32> &columnIds)
{
    for (const quint32 colId : columnIds) {
        const int column = m_columns.columnOfId(colId);
        int first = -1;
        for (int r = 0; r <= int(m_rows.size()); ++r) {
            bool changed = false;
            if (r < int(m_rows.size())) {
                GridCell &cell = m_cells[m_cells.indexOf(m_rows[size_t(r)].slot, colId)];
                const CellStatus before = cell.status;
                remerge(cell, colId);
                changed = cell.status != before;
            }
            if (changed && first < 0)
                first = r;
            if (!changed && first >= 0) {
                if (m_listener)
                    m_listener->cellsChanged(first, column, r - 1, column);
                first = -1;
            }
        }
        if (m_listener)
            m_listener->columnHeaderChanged(column);
    }
}

void GridStore::setMaxCommits(int maxCommits)
{
    m_maxCommits = std::max(1, maxCommits);
    trimToMaxCommits();
}

void GridStore::trimToMaxCommits()
{
    if (int(m_rows.size()) <= m_maxCommits)
        return;
    const int first = m_maxCommits;
    const int last = int(m_rows.size()) - 1;
    if (m_listener)
        m_listener->rowsAboutToBeRemoved(first, last);
    for (int r = first; r <= last; ++r) {
        m_slotBySha.remove(m_rows[size_t(r)].sha);
        releaseSlot(m_rows[size_t(r)].slot);
    }
    m_rows.erase(m_rows.begin() + first, m_rows.end());
    rebuildRowIndex();
    if (m_listener)
        m_listener->rowsRemoved();
}

int GridStore::rowOfCommit(const QString &sha) const
{
    const auto it = m_slotBySha.constFind(sha);
    return it == m_slotBySha.constEnd() ? -1 : m_rowOfSlot[it.value()];
}

int GridStore::columnOf(const QString &columnName) const
{
    const quint32 id = m_columns.findByName(columnName);
    return id == GridColumns::kMissing ? -1 : m_columns.columnOfId(id);
}

std::vector<StoredRun> GridStore::runsAt(int row, int column) const
{
    std::vector<StoredRun> runs;
    const GridCell *c = cellAt(row, column);
    if (!c || c->runCount == 0)
        return runs;
    runs.reserve(c->runCount);
    m_older.forEachRun(*c, [&](const StoredRun &run) { runs.push_back(run); });
    return runs;
}

JobRun GridStore::jobRun(int row, int column, const StoredRun &run) const
{
    const quint32 colId = m_columns.idAt(column);
    JobRun j;
    j.id = run.id;
    j.runId = run.runId;
    j.runAttempt = run.attempt;
    j.workflowName = m_columns.workflowName(colId);
    j.jobName = m_columns.jobName(colId);
    j.headSha = commitSha(row);
    switch (run.conclusion) {
    case JobConclusion::Queued: j.status = QStringLiteral("queued"); break;
    case JobConclusion::Pending: j.status = QStringLiteral("in_progress"); break;
    default:
        j.status = QStringLiteral("completed");
        j.conclusion = conclusionText(run);
    }
    j.createdAt = run.createdAt;
    j.startedAt = run.startedAt;
    j.completedAt = run.completedAt;
    j.htmlUrl = m_urls.storedUrl(run);
    j.failureLine = m_failureLines.at(run.failureLine);
    return j;
}

QString GridStore::conclusionText(const StoredRun &run) const
{
    if (run.conclusion == JobConclusion::Other && run.otherConclusion != 0)
        return m_otherConclusions.at(run.otherConclusion);
    return conclusionToGitHub(run.conclusion);
}

qint64 GridStore::approximateMemoryBytes() const
{
    qint64 bytes = qint64(m_cells.capacityBytes()) + qint64(m_older.capacityBytes())
        + qint64(m_cellOfJob.capacityBytes()) + m_columns.approximateBytes() + m_urls.approximateBytes()
        + m_failureLines.approximateBytes() + m_otherConclusions.approximateBytes();
    for (const Row &r : m_rows)
        bytes += qint64(sizeof(Row)) + 2 * (r.sha.capacity() + r.title.capacity() + r.author.capacity() + r.header.capacity());
    return bytes;
}

void GridStore::reserveSlots(size_t count)
{
    if (count <= m_cells.slotCapacity())
        return;
    // Room for every commit the grid may show, at once: it costs address space only (cells are
    // initialized when their slot is taken), and a first sync then never copies the cells.
    relayout(std::max(count, size_t(m_maxCommits) + 1), m_cells.stride());
}

void GridStore::reserveColumnIds(size_t count)
{
    const size_t stride = m_cells.stride();
    if (count <= stride)
        return;
    // Lay the cells out again with room for more columns; the id index follows. Headroom from
    // the first columns on: a first sync's later pages bring the names only older commits have,
    // and each relayout copies every row in use.
    relayout(m_cells.slotCapacity(), std::max(count + count / 16 + 16, stride + stride / 8 + 16));
}

void GridStore::relayout(size_t capacity, size_t stride)
{
    const size_t old = m_cells.stride();
    m_cells.relayout(capacity, stride);
    if (old > 0 && stride != old) // the id index follows
        m_cellOfJob.remapValues([old, stride](quint32 v) { return quint32(v / old * stride + v % old); });
    if (capacity > m_rowOfSlot.size())
        m_rowOfSlot.resize(capacity, -1);
}

quint32 GridStore::takeSlot()
{
    if (!m_cells.hasFreeSlot())
        reserveSlots(m_cells.slotCapacity() + 1);
    return m_cells.takeSlot();
}

void GridStore::releaseSlot(quint32 slot)
{
    GridCell *cells = m_cells.slotCells(slot);
    for (quint32 colId = 0; colId < m_columns.idCount(); ++colId) {
        GridCell &cell = cells[colId];
        m_columns.count(colId, cell.status, -1);
        if (cell.runCount > 0) {
            m_cellOfJob.remove(cell.newest.id);
            if (cell.newest.urlPrefix == JobUrlCodec::kVerbatim)
                m_urls.dropVerbatim(cell.newest.id);
        }
        m_older.releaseChain(cell, [this](const StoredRun &run) {
            m_cellOfJob.remove(run.id);
            if (run.urlPrefix == JobUrlCodec::kVerbatim)
                m_urls.dropVerbatim(run.id);
        });
        cell = GridCell();
    }
    m_rowOfSlot[slot] = -1;
    m_cells.freeSlot(slot);
}

void GridStore::rebuildRowIndex()
{
    std::fill(m_rowOfSlot.begin(), m_rowOfSlot.end(), -1);
    for (size_t r = 0; r < m_rows.size(); ++r)
        m_rowOfSlot[m_rows[r].slot] = int(r);
}

void GridStore::remerge(GridCell &cell, quint32 colId)
{
    CellStatus s;
    if (cell.runCount == 1) { // most cells: CellMerger's answer for one run, without the buffer
        s = CellMerger::statusOf(cell.newest.conclusion);
        if (isFailure(s) && m_columns.isUnstable(colId))
            s = CellStatus::Warning;
    } else {
        s = m_older.mergedStatus(cell, m_columns.isUnstable(colId));
    }
    if (s != cell.status) {
        m_columns.count(colId, cell.status, -1);
        m_columns.count(colId, s, +1);
        cell.status = s;
    }
}

void GridStore::reserveForBatch(size_t jobs, size_t sharedCellJobs)
{
    // A big batch (a cache load's older commits: up to millions of new jobs) would otherwise
    // grow the id index and the older-run pool many times inside one apply(): each rehash of the
    // index re-inserts every job so far, each pool growth copies every older run. Size both
    // once, with headroom for the polls that follow (as reset() does).
    m_cellOfJob.reserve(m_cellOfJob.size() + qsizetype(jobs + jobs / 4 + 1024));
    m_older.reserveInUse(m_older.inUse() + sharedCellJobs + jobs / 16 + 1024);
}

} // namespace hw
