#include "GridStore.h"

#include "grid/CellMerger.h"
#include "grid/GridStoreListener.h"
#include "grid/HelpedLoop.h"

#include <memory>

#include <algorithm>
#include <cstring>
#include <optional>

namespace hw {
namespace {

// How many jobs ahead the runs pass prefetches a cell and an index slot: enough misses in
// flight to overlap their latency, few enough that the lines are still cached when used.
constexpr size_t kPrefetchAhead = 8;

quint32 toSeconds32(qint64 t)
{
    if (t <= 0)
        return 0;
    return t > qint64(std::numeric_limits<quint32>::max()) ? std::numeric_limits<quint32>::max() : quint32(t);
}

bool newerThan(qint64 timeA, const QString &shaA, qint64 timeB, const QString &shaB)
{
    return timeA != timeB ? timeA > timeB : shaA < shaB;
}

// Size check, then a raw UTF-16 compare: this runs for every job of every poll.
template<size_t N>
bool equalsLiteral(const QString &s, const char16_t (&literal)[N])
{
    return s.size() == qsizetype(N - 1) && std::memcmp(s.constData(), literal, (N - 1) * sizeof(char16_t)) == 0;
}

// conclusionFromGitHub() with the two common cases first (tst_JobGridModel checks they agree
// on every GitHub state).
JobConclusion stateOf(const JobRun &j)
{
    const QString &st = j.status;
    const QString &c = j.conclusion;
    if (equalsLiteral(st, u"completed") || st.isEmpty()) {
        if (equalsLiteral(c, u"success"))
            return JobConclusion::Success;
        if (equalsLiteral(c, u"failure"))
            return JobConclusion::Failure;
    }
    return conclusionFromGitHub(st, c);
}

int bitsFor(size_t count)
{
    int bits = 1;
    while (bits < 32 && (size_t(1) << bits) < count)
        ++bits;
    return bits;
}

// A stable LSD radix sort of keys by bits [shift, shift + bits) of each field, the last field
// most significant: O(n) where std::sort of a 900k-job load is not.
void radixSort(std::vector<quint64> &keys, std::initializer_list<std::pair<int, int>> fields)
{
    constexpr int kDigit = 11;
    std::vector<quint64> tmp(keys.size());
    std::vector<size_t> count(size_t(1) << kDigit);
    for (const auto &[fieldShift, fieldBits] : fields) {
        for (int shift = fieldShift; shift < fieldShift + fieldBits; shift += kDigit) {
            const quint64 mask = (quint64(1) << std::min(kDigit, fieldShift + fieldBits - shift)) - 1;
            std::fill(count.begin(), count.end(), 0);
            for (quint64 k : keys)
                ++count[(k >> shift) & mask];
            size_t sum = 0;
            for (size_t &c : count) {
                const size_t n = c;
                c = sum;
                sum += n;
            }
            for (quint64 k : keys)
                tmp[count[(k >> shift) & mask]++] = k;
            keys.swap(tmp);
        }
    }
}

// Sorts keys (cell index << 32 | job index) by cell, keeping batch order within a cell.
void sortByCell(std::vector<quint64> &keys, size_t cellCount)
{
    if (keys.size() < 512)
        std::sort(keys.begin(), keys.end());
    else
        radixSort(keys, {{32, bitsFor(cellCount)}});
}

// Sorts keys (view row << 32 | view column) by row, then column.
void sortByPosition(std::vector<quint64> &keys, size_t rowCount, size_t columnCount)
{
    if (std::is_sorted(keys.begin(), keys.end())) // storage order is view order: the usual case
        return;
    if (keys.size() < 512)
        std::sort(keys.begin(), keys.end());
    else
        radixSort(keys, {{0, bitsFor(columnCount)}, {32, bitsFor(rowCount)}});
}

// Starts loading the text of a job that prepareRange() reads a few jobs later: each string is a
// heap block of its own (the url, 150 bytes, is a cache miss per job in a poll).
void prefetchText(const QString &s)
{
    const char *p = reinterpret_cast<const char *>(s.constData());
    const qsizetype bytes = s.size() * qsizetype(sizeof(QChar));
    for (qsizetype off = 0; off < bytes; off += 64)
        __builtin_prefetch(p + off);
}

void prefetchStrings(const JobRun &j)
{
    prefetchText(j.headSha);
    prefetchText(j.jobName);
    prefetchText(j.htmlUrl);
    if (!j.failureLine.isEmpty())
        prefetchText(j.failureLine);
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

GridStore::GridStore() = default;
GridStore::~GridStore() = default;

void GridStore::setListener(GridStoreListener *listener)
{
    m_listener = listener;
}

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
    m_freeSlots.clear();
    m_columns.clear();
    decltype(m_cells)().swap(m_cells); // give the memory back, not just the elements
    m_stride = 0;
    m_slotCapacity = 0;
    decltype(m_older)().swap(m_older);
    m_freeOlder.clear();
    m_cellOfJob.clear();
    m_urls.clear();
    m_failureLines.clear();
    m_otherConclusions.clear();

    // Rows: newest first, one per sha (a later duplicate updates the earlier one), trimmed.
    QHash<QString, qsizetype> seen;
    Commits commits;
    for (const Commit &c : snapshot.commits) {
        const auto it = seen.constFind(c.sha);
        if (it != seen.constEnd()) {
            commits[it.value()] = c;
        } else {
            seen.insert(c.sha, commits.size());
            commits.append(c);
        }
    }
    std::sort(commits.begin(), commits.end(),
              [](const Commit &a, const Commit &b) { return newerThan(a.time, a.sha, b.time, b.sha); });
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
    QHash<QString, int> names;
    for (qsizetype i = 0; i < snapshot.jobs.size(); ++i)
        if (prepared[size_t(i)].slot != kNoRecord)
            names.insert(snapshot.jobs[i].columnName(), int(snapshot.jobs[i].workflowName.size()));
    QStringList sorted = names.keys();
    std::sort(sorted.begin(), sorted.end());
    reserveColumnIds(size_t(sorted.size()) + size_t(sorted.size()) / 16 + 16);
    for (const QString &name : std::as_const(sorted))
        m_columns.insert(name, names.value(name));
    GridColumns::LookupCache cache;
    for (qsizetype i = 0; i < snapshot.jobs.size(); ++i)
        if (prepared[size_t(i)].slot != kNoRecord)
            prepared[size_t(i)].colId = m_columns.find(snapshot.jobs[i].workflowName, snapshot.jobs[i].jobName, cache);

    // Headroom for the re-runs that polls add: growing these mid-poll would copy them or rehash
    // the id index inside one apply().
    const qsizetype jobs = snapshot.jobs.size();
    m_cellOfJob.reserve(jobs + jobs / 4 + 1024);
    m_older.reserve(size_t(jobs / 8 + 1024));
    applyRuns(snapshot, prepared, nullptr);
}

GridChange GridStore::apply(const JobBatch &batch)
{
    GridChange change;
    insertCommits(batch.commits, change);
    std::vector<PreparedJob> prepared;
    prepare(batch, prepared);
    insertColumns(batch, prepared, change);
    std::vector<quint64> changed;
    changed.reserve(size_t(batch.jobs.size()));
    applyRuns(batch, prepared, &changed);
    reportChanged(changed, change);
    return change;
}

void GridStore::insertCommits(const Commits &commits, GridChange &change)
{
    // Known commits: update their header. New ones: inserted below in blocks.
    Commits fresh;
    QHash<QString, qsizetype> freshIndex;
    for (const Commit &c : commits) {
        const auto it = m_slotBySha.constFind(c.sha);
        if (it == m_slotBySha.constEnd()) {
            const auto dup = freshIndex.constFind(c.sha);
            if (dup != freshIndex.constEnd()) {
                fresh[dup.value()] = c;
            } else {
                freshIndex.insert(c.sha, fresh.size());
                fresh.append(c);
            }
            continue;
        }
        const int row = m_rowOfSlot[it.value()];
        Row &r = m_rows[size_t(row)];
        if (r.title != c.title || r.author != c.author || r.prNumber != c.prNumber) {
            r.title = c.title; // the time stays: a row keeps its place
            r.author = c.author;
            r.prNumber = c.prNumber;
            r.header = r.sha.left(7) + QLatin1Char(' ') + r.title;
            if (m_listener)
                m_listener->rowHeaderChanged(row);
        }
    }
    std::sort(fresh.begin(), fresh.end(),
              [](const Commit &a, const Commit &b) { return newerThan(a.time, a.sha, b.time, b.sha); });

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
        reserveSlots(m_rows.size() + size_t(count));
        if (m_listener)
            m_listener->rowsAboutToBeInserted(row, row + count - 1);
        std::vector<Row> block;
        block.reserve(size_t(count));
        for (int i = 0; i < count; ++i) {
            Row r = makeRow(fresh[k + i]);
            r.slot = takeSlot();
            m_slotBySha.insert(r.sha, r.slot);
            block.push_back(std::move(r));
        }
        m_rows.insert(m_rows.begin() + row, std::make_move_iterator(block.begin()), std::make_move_iterator(block.end()));
        rebuildRowIndex();
        if (m_listener)
            m_listener->rowsInserted();
        change.insertedRows += count;
        trimToMaxCommits();
        k = end;
    }
}

void GridStore::prepare(const JobBatch &batch, std::vector<PreparedJob> &prepared)
{
    // Learn the batch's url prefix first, so that the threads below find it known.
    const auto withUrl = std::find_if(batch.jobs.cbegin(), batch.jobs.cend(), [](const JobRun &j) { return !j.htmlUrl.isEmpty(); });
    if (withUrl != batch.jobs.cend())
        m_urls.encode(*withUrl);
    prepared.assign(size_t(batch.jobs.size()), PreparedJob());
    const qsizetype count = batch.jobs.size();
    // Hashing names and shas and decoding the strings is most of the CPU work of a big poll:
    // a pool thread helps with it (both only read the store), each with its own memo.
    PrepareMemo memos[2];
    constexpr qsizetype kChunk = 1024;
    if (count < 4 * kChunk) {
        prepareRange(batch, prepared, 0, count, memos[0]);
        return;
    }
    HelpedLoop::run(count, kChunk, [&](qsizetype from, qsizetype to, int worker) {
        prepareRange(batch, prepared, from, to, memos[worker]);
    });
}

void GridStore::prepareRange(const JobBatch &batch, std::vector<PreparedJob> &prepared, qsizetype from, qsizetype to,
                             PrepareMemo &memo) const
{
    if (!memo.shas) {
        memo.shas = std::make_unique<PrepareMemo::Shas>();
        memo.columns = std::make_unique<PrepareMemo::Columns>();
    }
    GridColumns::LookupCache columnCache;
    for (qsizetype i = from; i < to; ++i) {
        if (i + qsizetype(kPrefetchAhead) < to)
            prefetchStrings(batch.jobs[i + qsizetype(kPrefetchAhead)]);
        const JobRun &j = batch.jobs[i];
        PreparedJob &p = prepared[size_t(i)];
        quint32 slot;
        if (const quint32 *known = memo.shas->find(j.headSha)) {
            slot = *known;
        } else {
            slot = m_slotBySha.value(j.headSha, kNoRecord);
            memo.shas->remember(j.headSha, slot);
        }
        if (slot == kNoRecord)
            continue; // no row for this commit (unknown or trimmed): nothing to show
        p.slot = slot;
        // A job name is found with its workflow's text (two workflows may share a job name).
        const PrepareMemo::Column *column = memo.columns->find(j.jobName);
        if (column && column->workflow == j.workflowName.constData() && column->workflowSize == j.workflowName.size()
            && column->id != GridColumns::kMissing) {
            p.colId = column->id;
        } else {
            p.colId = m_columns.find(j.workflowName, j.jobName, columnCache);
            memo.columns->remember(j.jobName, {j.workflowName.constData(), j.workflowName.size(), p.colId});
        }
        StoredRun &r = p.run;
        r.id = j.id;
        r.runId = j.runId;
        r.createdAt = toSeconds32(j.createdAt);
        r.startedAt = toSeconds32(j.startedAt);
        r.completedAt = toSeconds32(j.completedAt);
        r.failureLine = m_failureLines.find(j.failureLine); // kMissing: interned in the runs pass
        r.attempt = quint16(std::clamp<qint64>(j.runAttempt, 0, 0xFFFF));
        r.urlPrefix = m_urls.classify(j); // kUnknownPrefix: added in the runs pass
        r.conclusion = stateOf(j);
    }
}

void GridStore::insertColumns(const JobBatch &batch, std::vector<PreparedJob> &prepared, GridChange &change)
{
    QHash<QString, int> newColumns; // name -> length of its workflow part
    for (size_t i = 0; i < prepared.size(); ++i)
        if (prepared[i].slot != kNoRecord && prepared[i].colId == kNoRecord)
            newColumns.insert(batch.jobs[qsizetype(i)].columnName(), int(batch.jobs[qsizetype(i)].workflowName.size()));
    if (newColumns.isEmpty())
        return;
    QStringList names = newColumns.keys();
    std::sort(names.begin(), names.end());
    reserveColumnIds(m_columns.idCount() + size_t(names.size()));
    for (const QString &name : std::as_const(names)) {
        const int column = m_columns.insertPosition(name);
        if (m_listener)
            m_listener->columnAboutToBeInserted(column);
        m_columns.insert(name, newColumns.value(name));
        if (m_listener)
            m_listener->columnInserted();
        ++change.insertedColumns;
    }
    GridColumns::LookupCache cache;
    for (size_t i = 0; i < prepared.size(); ++i)
        if (prepared[i].slot != kNoRecord && prepared[i].colId == kNoRecord)
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
            order.push_back(quint64(size_t(p.slot) * m_stride + p.colId) << 32 | quint32(i));
    }
    sortByCell(order, m_cells.size());
    // Jobs after the first of their cell in this batch become older runs (at least those).
    size_t sharedCellJobs = 0;
    for (size_t k = 1; k < order.size(); ++k)
        sharedCellJobs += (order[k] >> 32) == (order[k - 1] >> 32);
    reserveForBatch(order.size(), sharedCellJobs);

    ApplyContext ctx{batch, prepared, changed, std::nullopt};
    const size_t n = order.size();
    for (size_t k = 0; k < std::min(n, kPrefetchAhead); ++k) {
        prefetchCell(&m_cells[size_t(order[k] >> 32)]);
        m_cellOfJob.prefetch(prepared[quint32(order[k])].run.id);
    }
    for (size_t k = 0; k < n; ++k) {
        if (k + kPrefetchAhead < n) {
            const quint64 ahead = order[k + kPrefetchAhead];
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
    StoredRun *known = nullptr;
    if (cell.runCount > 0 && cell.newest.id == fresh.id) {
        known = &cell.newest;
    } else {
        for (quint32 o = cell.older; o != kNoRecord; o = m_older[o].next)
            if (m_older[o].run.id == fresh.id) {
                known = &m_older[o].run;
                break;
            }
    }
    if (known) {
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
        const quint32 fromSlot = quint32(previous / m_stride);
        const quint32 fromColId = quint32(previous % m_stride);
        GridCell &from = m_cells[previous];
        unlinkRun(from, fresh.id);
        remerge(from, fromColId);
        ctx.mark(*this, fromSlot, fromColId);
        m_urls.dropVerbatim(fresh.id);
    }
    if (fresh.urlPrefix == JobUrlCodec::kVerbatim)
        m_urls.setVerbatim(fresh.id, job.htmlUrl);
    linkRun(cell, fresh);
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
    sortByPosition(changed, m_rows.size(), size_t(m_columns.count()));
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
                GridCell &cell = m_cells[size_t(m_rows[size_t(r)].slot) * m_stride + colId];
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
    runs.push_back(c->newest);
    for (quint32 o = c->older; o != kNoRecord; o = m_older[o].next)
        runs.push_back(m_older[o].run);
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
    qint64 bytes = qint64(m_cells.capacity() * sizeof(GridCell)) + qint64(m_older.capacity() * sizeof(OlderRun))
        + qint64(m_cellOfJob.capacityBytes()) + m_columns.approximateBytes() + m_urls.approximateBytes()
        + m_failureLines.approximateBytes() + m_otherConclusions.approximateBytes();
    for (const Row &r : m_rows)
        bytes += qint64(sizeof(Row)) + 2 * (r.sha.capacity() + r.title.capacity() + r.author.capacity() + r.header.capacity());
    return bytes;
}

void GridStore::reserveSlots(size_t count)
{
    if (count <= m_slotCapacity)
        return;
    // Room for every commit the grid may show, at once: it costs address space only (cells are
    // initialized when their slot is taken), and a first sync then never copies the cells.
    relayout(std::max(count, size_t(m_maxCommits) + 1), m_stride);
}

void GridStore::reserveColumnIds(size_t count)
{
    if (count <= m_stride)
        return;
    // Lay the cells out again with room for more columns; the id index follows. Headroom from
    // the first columns on: a first sync's later pages bring the names only older commits have,
    // and each relayout copies every row in use.
    relayout(m_slotCapacity, std::max(count + count / 16 + 16, m_stride + m_stride / 8 + 16));
}

void GridStore::relayout(size_t capacity, size_t stride)
{
    std::vector<char> isFree(m_slotCapacity, 0);
    for (const quint32 s : m_freeSlots)
        isFree[s] = 1;
    if (capacity == m_slotCapacity) {
        // Only the taken slots' cells are copied; the new columns of each start empty.
        std::vector<GridCell, ZeroedPageAllocator<GridCell>> cells(capacity * stride);
        for (size_t s = 0; s < m_slotCapacity; ++s) {
            if (isFree[s])
                continue;
            GridCell *to = cells.data() + s * stride;
            std::copy_n(m_cells.data() + s * m_stride, m_stride, to);
            std::fill(to + m_stride, to + stride, GridCell());
        }
        m_cells.swap(cells);
    } else if (stride == m_stride) {
        std::vector<GridCell, ZeroedPageAllocator<GridCell>> cells(capacity * stride);
        for (size_t s = 0; s < m_slotCapacity; ++s)
            if (!isFree[s])
                std::copy_n(m_cells.data() + s * m_stride, m_stride, cells.data() + s * stride);
        m_cells.swap(cells);
    } else {
        Q_ASSERT(false); // one dimension at a time
    }
    const size_t old = m_stride;
    if (old > 0 && stride != old)
        m_cellOfJob.remapValues([old, stride](quint32 v) { return quint32(v / old * stride + v % old); });
    m_stride = stride;
    if (capacity > m_slotCapacity) {
        m_rowOfSlot.resize(capacity, -1);
        for (size_t s = capacity; s-- > m_slotCapacity;)
            m_freeSlots.push_back(quint32(s));
        // Taken lowest first, also the ones freed before: rows inserted as a block (a cache load's
        // older commits) then get ascending slots, storage order stays view order and the changed
        // cells of a big batch need no sort.
        std::sort(m_freeSlots.begin(), m_freeSlots.end(), std::greater<>());
        m_slotCapacity = capacity;
    }
}

quint32 GridStore::takeSlot()
{
    if (m_freeSlots.empty())
        reserveSlots(m_slotCapacity + 1);
    const quint32 slot = m_freeSlots.back();
    m_freeSlots.pop_back();
    std::fill_n(m_cells.data() + size_t(slot) * m_stride, m_stride, GridCell());
    return slot;
}

void GridStore::releaseSlot(quint32 slot)
{
    GridCell *cells = &m_cells[size_t(slot) * m_stride];
    for (quint32 colId = 0; colId < m_columns.idCount(); ++colId) {
        GridCell &cell = cells[colId];
        m_columns.count(colId, cell.status, -1);
        if (cell.runCount > 0) {
            m_cellOfJob.remove(cell.newest.id);
            if (cell.newest.urlPrefix == JobUrlCodec::kVerbatim)
                m_urls.dropVerbatim(cell.newest.id);
        }
        for (quint32 o = cell.older; o != kNoRecord;) {
            const quint32 next = m_older[o].next;
            m_cellOfJob.remove(m_older[o].run.id);
            if (m_older[o].run.urlPrefix == JobUrlCodec::kVerbatim)
                m_urls.dropVerbatim(m_older[o].run.id);
            releaseOlder(o);
            o = next;
        }
        cell = GridCell();
    }
    m_rowOfSlot[slot] = -1;
    m_freeSlots.push_back(slot);
}

void GridStore::rebuildRowIndex()
{
    std::fill(m_rowOfSlot.begin(), m_rowOfSlot.end(), -1);
    for (size_t r = 0; r < m_rows.size(); ++r)
        m_rowOfSlot[m_rows[r].slot] = int(r);
}

void GridStore::linkRun(GridCell &cell, const StoredRun &run)
{
    if (cell.runCount == 0) {
        cell.newest = run;
        cell.older = kNoRecord;
    } else if (run.id > cell.newest.id) {
        const quint32 o = takeOlder();
        m_older[o] = {cell.newest, cell.older};
        cell.older = o;
        cell.newest = run;
    } else {
        const quint32 o = takeOlder(); // first: it may move m_older, and link points into it
        quint32 *link = &cell.older;
        while (*link != kNoRecord && m_older[*link].run.id > run.id)
            link = &m_older[*link].next;
        m_older[o] = {run, *link};
        *link = o;
    }
    ++cell.runCount;
}

bool GridStore::unlinkRun(GridCell &cell, qint64 jobId)
{
    if (cell.runCount == 0)
        return false;
    if (cell.newest.id == jobId) {
        const quint32 o = cell.older;
        if (o != kNoRecord) {
            cell.newest = m_older[o].run;
            cell.older = m_older[o].next;
            releaseOlder(o);
        } else {
            cell.newest = StoredRun();
        }
        --cell.runCount;
        return true;
    }
    for (quint32 *link = &cell.older; *link != kNoRecord; link = &m_older[*link].next) {
        if (m_older[*link].run.id == jobId) {
            const quint32 o = *link;
            *link = m_older[o].next;
            releaseOlder(o);
            --cell.runCount;
            return true;
        }
    }
    return false;
}

void GridStore::remerge(GridCell &cell, quint32 colId)
{
    if (cell.runCount == 1) { // most cells: CellMerger's answer for one run, without the buffer
        CellStatus s = CellMerger::statusOf(cell.newest.conclusion);
        if (isFailure(s) && m_columns.isUnstable(colId))
            s = CellStatus::Warning;
        if (s != cell.status) {
            m_columns.count(colId, cell.status, -1);
            m_columns.count(colId, s, +1);
            cell.status = s;
        }
        return;
    }
    MergeRun local[16];
    std::vector<MergeRun> heap;
    MergeRun *buf = local;
    if (cell.runCount > 16) {
        heap.resize(cell.runCount);
        buf = heap.data();
    }
    int n = 0;
    if (cell.runCount > 0) {
        buf[n++] = {cell.newest.conclusion, cell.newest.id};
        for (quint32 o = cell.older; o != kNoRecord && n < int(cell.runCount); o = m_older[o].next)
            buf[n++] = {m_older[o].run.conclusion, m_older[o].run.id};
    }
    const CellStatus s = CellMerger::merge(buf, n, m_columns.isUnstable(colId)).status;
    if (s != cell.status) {
        m_columns.count(colId, cell.status, -1);
        m_columns.count(colId, s, +1);
        cell.status = s;
    }
}

void GridStore::reserveMoreJobs(qsizetype more)
{
    m_cellOfJob.reserve(m_cellOfJob.size() + more + more / 4 + 1024);
}

void GridStore::reserveForBatch(size_t jobs, size_t sharedCellJobs)
{
    // A big batch (a cache load's older commits: up to millions of new jobs) would otherwise
    // grow the id index and the older-run pool many times inside one apply(): each rehash of the
    // index re-inserts every job so far, each pool growth copies every older run. Size both
    // once, with headroom for the polls that follow (as reset() does).
    m_cellOfJob.reserve(m_cellOfJob.size() + qsizetype(jobs + jobs / 4 + 1024));
    const size_t liveOlder = m_older.size() - m_freeOlder.size();
    const size_t wantOlder = liveOlder + sharedCellJobs + jobs / 16 + 1024;
    if (wantOlder > m_older.capacity()) // geometric: a run of small polls must not copy it each time
        m_older.reserve(std::max(wantOlder, m_older.capacity() + m_older.capacity() / 2));
}

quint32 GridStore::takeOlder()
{
    if (!m_freeOlder.empty()) {
        const quint32 o = m_freeOlder.back();
        m_freeOlder.pop_back();
        return o;
    }
    m_older.emplace_back();
    return quint32(m_older.size() - 1);
}

void GridStore::releaseOlder(quint32 index)
{
    m_older[index] = OlderRun();
    m_freeOlder.push_back(index);
}

} // namespace hw
