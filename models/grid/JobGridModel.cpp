#include "JobGridModel.h"

#include "grid/CellMerger.h"
#include "grid/GridRoles.h"
#include "grid/HugePageAllocator.h"
#include "grid/JobIdIndex.h"

#include <QDateTime>
#include <QHash>
#include <QRegularExpression>
#include <QUrl>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <cstring>
#include <limits>
#include <vector>

namespace hw {
namespace {

constexpr quint32 kNone = std::numeric_limits<quint32>::max();
constexpr quint16 kUrlFallback = 0;                    // empty html_url: derive pytorch/pytorch's
constexpr quint16 kUrlOdd = std::numeric_limits<quint16>::max(); // kept verbatim in a side table

// One grid cell: 8 bytes. The runs form a chain through RunRec::next, newest job id first.
struct Cell {
    CellStatus status = CellStatus::NoJob;
    quint8 spare = 0; // padding, keeps the record at 8 bytes
    quint16 runCount = 0;
    quint32 head = kNone;
};
static_assert(sizeof(Cell) == 8);

// One run, without per-run QStrings: names live in the column, sha in the row, the html_url
// is usually "<repo prefix>/actions/runs/<run_id>/job/<id>" and is stored as a prefix index.
struct RunRec {
    qint64 id = 0;
    qint64 runId = 0;
    quint32 createdAt = 0;
    quint32 startedAt = 0;
    quint32 completedAt = 0;
    quint32 commitKey = 0;
    quint32 colId = 0;
    quint32 next = kNone;
    quint32 failureLine = 0; // index into failureLines, 0 = none
    quint16 attempt = 1;
    quint16 urlPrefix = kUrlFallback;
    JobConclusion conclusion = JobConclusion::NoJob;
    quint8 alive = 0;
};

struct Row {
    QString sha;
    QString title;
    QString author;
    qint64 time = 0;
    QString header; // "<short sha> <title>", prebuilt so headerData does not allocate
    quint32 key = 0;
    std::vector<Cell> cells; // indexed by column id (not by view column)
};

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

// conclusionFromGitHub() with length-checked Latin-1 comparisons: it runs once per job of every
// poll. Same mapping (tst_JobGridModel checks they agree on every GitHub state).
// Size check, then a raw UTF-16 compare: this runs for every job of every poll.
template<size_t N>
bool equalsLiteral(const QString &s, const char16_t (&literal)[N])
{
    return s.size() == qsizetype(N - 1) && std::memcmp(s.constData(), literal, (N - 1) * sizeof(char16_t)) == 0;
}

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

QString formatDuration(qint64 seconds)
{
    if (seconds < 0)
        return {};
    if (seconds < 60)
        return QStringLiteral("%1s").arg(seconds);
    if (seconds < 3600)
        return QStringLiteral("%1m %2s").arg(seconds / 60).arg(seconds % 60);
    return QStringLiteral("%1h %2m").arg(seconds / 3600).arg((seconds % 3600) / 60);
}

} // namespace

struct JobGridModel::Private {
    int maxCommits = 300;
    bool dark = false;

    std::vector<Row> rows;
    QHash<QString, int> rowBySha;
    QHash<quint32, int> rowByKey;
    quint32 nextCommitKey = 1;

    std::vector<QString> colNames;         // by column id
    std::vector<int> colWorkflowLen;       // length of "<workflow>" in the name
    QHash<QString, quint32> colIdByName;
    QHash<QString, QHash<QString, quint32>> colIdByWorkflowJob; // lookup without building the name
    std::vector<quint32> colOrder;         // view column -> column id
    std::vector<int> columnOfId;           // column id -> view column
    std::vector<quint8> colUnstable;       // by column id
    std::vector<int> colNonGreen;          // by column id
    std::vector<int> colNotSkipped;        // cells that are neither skipped nor ~
    QList<QRegularExpression> unstablePatterns;

    std::vector<RunRec, HugePageAllocator<RunRec>> runs;
    std::vector<quint32> freeRuns;
    JobIdIndex runByJobId;
    std::vector<QString> urlPrefixes{QString()}; // index 0 = fallback
    quint16 lastPrefix = 0;
    QHash<quint32, QString> oddUrls;
    std::vector<QString> failureLines{QString()};
    QHash<QString, quint32> failureLineIndex;

    void rebuildRowMaps()
    {
        rowBySha.clear();
        rowByKey.clear();
        rowBySha.reserve(qsizetype(rows.size()));
        rowByKey.reserve(qsizetype(rows.size()));
        for (int r = 0; r < int(rows.size()); ++r) {
            rowBySha.insert(rows[r].sha, r);
            rowByKey.insert(rows[r].key, r);
        }
    }
    void rebuildColumnOfId()
    {
        columnOfId.assign(colOrder.size(), -1);
        for (int c = 0; c < int(colOrder.size()); ++c)
            columnOfId[colOrder[c]] = c;
    }

    static QString headerFor(const QString &sha, const QString &title)
    {
        return sha.left(7) + QLatin1Char(' ') + title;
    }

    Row makeRow(const Commit &c)
    {
        Row r;
        r.sha = c.sha;
        r.title = c.title;
        r.author = c.author;
        r.time = c.time;
        r.header = headerFor(c.sha, c.title);
        r.key = nextCommitKey++;
        r.cells.resize(colNames.size());
        return r;
    }

    // Row and column of a job. The caller keeps the cache (jobs of one commit and workflow
    // usually come together), so several threads can look up one batch at once: the hashes
    // are only read.
    struct LookupCache {
        QStringView sha;
        int shaRow = -1;
        QStringView workflow;
        const QHash<QString, quint32> *workflowJobs = nullptr;
    };
    int lookupRow(const QString &sha, LookupCache &c) const
    {
        if (c.shaRow >= 0 && QStringView(sha) == c.sha)
            return c.shaRow;
        c.sha = sha;
        c.shaRow = rowBySha.value(sha, -1);
        return c.shaRow;
    }
    quint32 lookupColumn(const JobRun &j, LookupCache &c) const
    {
        if (!c.workflowJobs || QStringView(j.workflowName) != c.workflow) {
            const auto wf = colIdByWorkflowJob.constFind(j.workflowName);
            c.workflowJobs = wf == colIdByWorkflowJob.constEnd() ? nullptr : &wf.value();
            c.workflow = j.workflowName;
            if (!c.workflowJobs)
                return kNone;
        }
        return c.workflowJobs->value(j.jobName, kNone);
    }

    bool matchesUnstable(const QString &name) const
    {
        for (const QRegularExpression &re : unstablePatterns)
            if (re.match(name).hasMatch())
                return true;
        return false;
    }

    // Creates a column id for a name (no view column yet).
    quint32 addColumnId(const QString &name, int workflowLen)
    {
        const quint32 id = quint32(colNames.size());
        colNames.push_back(name);
        colWorkflowLen.push_back(workflowLen);
        colIdByName.insert(name, id);
        colIdByWorkflowJob[name.left(workflowLen)].insert(name.mid(workflowLen + 3), id);
        colUnstable.push_back(matchesUnstable(name) ? 1 : 0);
        colNonGreen.push_back(0);
        colNotSkipped.push_back(0);
        for (Row &r : rows)
            r.cells.resize(colNames.size());
        return id;
    }

    void countCell(quint32 colId, CellStatus s, int delta)
    {
        if (!isGreen(s))
            colNonGreen[colId] += delta;
        if (s != CellStatus::Skipped && s != CellStatus::NoJob)
            colNotSkipped[colId] += delta;
    }

    // True if s[..end) ends with the decimal digits of v; moves end to where they start.
    static bool endsWithNumber(const char16_t *s, qsizetype &end, qint64 v)
    {
        if (v < 0)
            return false;
        quint64 u = quint64(v);
        do {
            if (end == 0 || s[end - 1] != char16_t(u'0' + u % 10))
                return false;
            --end;
            u /= 10;
        } while (u);
        return end == 0 || s[end - 1] < u'0' || s[end - 1] > u'9';
    }

    // True if s[..end) ends with the literal; moves end to where it starts.
    template<size_t N>
    static bool endsWithLiteral(const char16_t *s, qsizetype &end, const char16_t (&literal)[N])
    {
        constexpr qsizetype len = qsizetype(N - 1);
        if (end < len || std::memcmp(s + end - len, literal, size_t(len) * sizeof(char16_t)) != 0)
            return false;
        end -= len;
        return true;
    }

    // Stores html_url as a prefix id when it has the usual "<prefix>/actions/runs/<run>/job/<id>"
    // form (checked backwards in place, no allocation); other urls are kept verbatim.
    quint16 encodeUrl(const JobRun &job, quint32 runIndex)
    {
        if (job.htmlUrl.isEmpty())
            return kUrlFallback;
        // constData(), not utf16(): utf16() reallocates a shared (implicitly copied) string.
        const auto *url = reinterpret_cast<const char16_t *>(job.htmlUrl.constData());
        qsizetype end = job.htmlUrl.size();
        if (endsWithNumber(url, end, job.id) && endsWithLiteral(url, end, u"/job/")
            && endsWithNumber(url, end, job.runId) && endsWithLiteral(url, end, u"/actions/runs/") && end > 0) {
            const QStringView prefix(url, end);
            if (lastPrefix > 0 && urlPrefixes[lastPrefix] == prefix)
                return lastPrefix;
            for (size_t i = 1; i < urlPrefixes.size(); ++i)
                if (urlPrefixes[i] == prefix)
                    return lastPrefix = quint16(i);
            if (urlPrefixes.size() < 256) { // a handful of repositories; beyond that keep urls verbatim
                urlPrefixes.push_back(prefix.toString());
                return lastPrefix = quint16(urlPrefixes.size() - 1);
            }
        }
        oddUrls.insert(runIndex, job.htmlUrl);
        return kUrlOdd;
    }

    QString urlOf(quint32 runIndex) const
    {
        const RunRec &r = runs[runIndex];
        if (r.urlPrefix == kUrlOdd)
            return oddUrls.value(runIndex);
        const QString prefix = r.urlPrefix == kUrlFallback ? QStringLiteral("https://github.com/pytorch/pytorch")
                                                           : urlPrefixes[r.urlPrefix];
        return prefix + QStringLiteral("/actions/runs/") + QString::number(r.runId) + QStringLiteral("/job/")
            + QString::number(r.id);
    }

    quint32 internFailureLine(const QString &line)
    {
        if (line.isEmpty())
            return 0;
        auto it = failureLineIndex.constFind(line);
        if (it != failureLineIndex.constEnd())
            return it.value();
        const quint32 idx = quint32(failureLines.size());
        failureLines.push_back(line);
        failureLineIndex.insert(line, idx);
        return idx;
    }

    // Fills a record from a job; returns true if anything shown (status, tooltip, url) changed.
    bool fillRun(quint32 index, const JobRun &job, quint32 commitKey, quint32 colId)
    {
        RunRec &r = runs[index];
        RunRec n;
        n.id = job.id;
        n.runId = job.runId;
        n.createdAt = toSeconds32(job.createdAt);
        n.startedAt = toSeconds32(job.startedAt);
        n.completedAt = toSeconds32(job.completedAt);
        n.commitKey = commitKey;
        n.colId = colId;
        n.next = r.next;
        n.failureLine = internFailureLine(job.failureLine);
        n.attempt = quint16(std::clamp<qint64>(job.runAttempt, 0, 0xFFFF));
        n.conclusion = stateOf(job);
        n.alive = 1;
        QString oldOdd;
        if (r.urlPrefix == kUrlOdd)
            oldOdd = oddUrls.take(index);
        n.urlPrefix = encodeUrl(job, index);
        const bool same = r.alive && r.id == n.id && r.runId == n.runId && r.createdAt == n.createdAt
            && r.startedAt == n.startedAt && r.completedAt == n.completedAt && r.commitKey == n.commitKey
            && r.colId == n.colId && r.failureLine == n.failureLine && r.attempt == n.attempt
            && r.conclusion == n.conclusion && r.urlPrefix == n.urlPrefix
            && (n.urlPrefix != kUrlOdd || oldOdd == job.htmlUrl);
        r = n;
        return !same;
    }

    quint32 allocRun()
    {
        if (!freeRuns.empty()) {
            const quint32 i = freeRuns.back();
            freeRuns.pop_back();
            return i;
        }
        runs.emplace_back();
        return quint32(runs.size() - 1);
    }

    void freeRun(quint32 i)
    {
        RunRec &r = runs[i];
        runByJobId.remove(r.id);
        if (r.urlPrefix == kUrlOdd)
            oddUrls.remove(i);
        r = RunRec();
        freeRuns.push_back(i);
    }

    void linkRun(Cell &cell, quint32 index)
    {
        const qint64 id = runs[index].id;
        quint32 *link = &cell.head;
        while (*link != kNone && runs[*link].id > id)
            link = &runs[*link].next;
        runs[index].next = *link;
        *link = index;
        ++cell.runCount;
    }

    void unlinkRun(Cell &cell, quint32 index)
    {
        quint32 *link = &cell.head;
        while (*link != kNone && *link != index)
            link = &runs[*link].next;
        if (*link == index) {
            *link = runs[index].next;
            runs[index].next = kNone;
            --cell.runCount;
        }
    }

    CellStatus mergeCell(const Cell &cell, quint32 colId) const
    {
        MergeRun local[16];
        std::vector<MergeRun> heap;
        MergeRun *buf = local;
        if (cell.runCount > 16) {
            heap.resize(cell.runCount);
            buf = heap.data();
        }
        int n = 0;
        for (quint32 i = cell.head; i != kNone && n < int(cell.runCount); i = runs[i].next)
            buf[n++] = {runs[i].conclusion, runs[i].id};
        return CellMerger::merge(buf, n, colUnstable[colId] != 0).status;
    }

    // Re-merges one cell, keeps the column counters right; returns the new status.
    void remerge(Cell &cell, quint32 colId)
    {
        const CellStatus s = mergeCell(cell, colId);
        if (s != cell.status) {
            countCell(colId, cell.status, -1);
            countCell(colId, s, +1);
            cell.status = s;
        }
    }

    void releaseRow(Row &row)
    {
        for (quint32 colId = 0; colId < row.cells.size(); ++colId) {
            Cell &cell = row.cells[colId];
            countCell(colId, cell.status, -1);
            for (quint32 i = cell.head; i != kNone;) {
                const quint32 next = runs[i].next;
                freeRun(i);
                i = next;
            }
            cell = Cell();
        }
    }

    const Cell *cellAt(int row, int column) const
    {
        if (row < 0 || column < 0 || row >= int(rows.size()) || column >= int(colOrder.size()))
            return nullptr;
        return &rows[size_t(row)].cells[colOrder[size_t(column)]];
    }

    JobRun toJobRun(quint32 index, const Row &row) const
    {
        const RunRec &r = runs[index];
        JobRun j;
        j.id = r.id;
        j.runId = r.runId;
        j.runAttempt = r.attempt;
        const QString &name = colNames[r.colId];
        const int wl = colWorkflowLen[r.colId];
        j.workflowName = name.left(wl);
        j.jobName = name.mid(wl + 3);
        j.headSha = row.sha;
        switch (r.conclusion) {
        case JobConclusion::Queued: j.status = QStringLiteral("queued"); break;
        case JobConclusion::Pending: j.status = QStringLiteral("in_progress"); break;
        default:
            j.status = QStringLiteral("completed");
            j.conclusion = conclusionToGitHub(r.conclusion);
        }
        j.createdAt = r.createdAt;
        j.startedAt = r.startedAt;
        j.completedAt = r.completedAt;
        j.htmlUrl = r.urlPrefix == kUrlFallback ? QString() : urlOf(index);
        j.failureLine = failureLines[r.failureLine];
        return j;
    }

    QString tooltip(const Row &row, quint32 colId, const Cell &cell) const
    {
        QStringList lines;
        lines << colNames[colId] + QStringLiteral(" @ ") + row.sha.left(7) + QStringLiteral(": ")
                + cellStatusName(cell.status);
        for (quint32 i = cell.head; i != kNone; i = runs[i].next) {
            const RunRec &r = runs[i];
            QString line = conclusionToGitHub(r.conclusion) + QStringLiteral(" · job ") + QString::number(r.id)
                + QStringLiteral(" · attempt ") + QString::number(r.attempt);
            if (r.startedAt && r.completedAt)
                line += QStringLiteral(" · took ") + formatDuration(qint64(r.completedAt) - qint64(r.startedAt));
            else if (r.startedAt)
                line += QStringLiteral(" · running");
            if (r.createdAt && r.startedAt)
                line += QStringLiteral(" · queued ") + formatDuration(qint64(r.startedAt) - qint64(r.createdAt));
            if (r.failureLine)
                line += QStringLiteral(" · ") + failureLines[r.failureLine];
            lines << line;
        }
        return lines.join(QLatin1Char('\n'));
    }
};

JobGridModel::JobGridModel(QObject *parent)
    : QAbstractTableModel(parent)
    , d(new Private)
{
}

JobGridModel::~JobGridModel()
{
    delete d;
}

void JobGridModel::resetFrom(const JobBatch &snapshot)
{
    beginResetModel();
    auto *old = d;
    d = new Private;
    d->maxCommits = old->maxCommits;
    d->dark = old->dark;
    d->unstablePatterns = old->unstablePatterns;
    delete old;

    // Rows: newest first, one per sha (a later duplicate updates the earlier one), trimmed.
    QHash<QString, int> seen;
    Commits commits;
    for (const Commit &c : snapshot.commits) {
        auto it = seen.constFind(c.sha);
        if (it != seen.constEnd())
            commits[it.value()] = c;
        else {
            seen.insert(c.sha, int(commits.size()));
            commits.append(c);
        }
    }
    std::sort(commits.begin(), commits.end(),
              [](const Commit &a, const Commit &b) { return newerThan(a.time, a.sha, b.time, b.sha); });
    if (commits.size() > d->maxCommits)
        commits.resize(d->maxCommits);

    // Columns: every distinct name of a job whose commit is shown, sorted; ids in sorted order.
    QHash<QString, int> rowOfSha;
    for (int r = 0; r < int(commits.size()); ++r)
        rowOfSha.insert(commits[r].sha, r);
    std::vector<QString> names;
    std::vector<int> wfLen;
    QHash<QString, quint32> provisional;
    std::vector<quint32> jobCol(size_t(snapshot.jobs.size()), kNone);
    for (qsizetype i = 0; i < snapshot.jobs.size(); ++i) {
        const JobRun &j = snapshot.jobs[i];
        if (!rowOfSha.contains(j.headSha))
            continue;
        const QString name = j.columnName();
        auto it = provisional.constFind(name);
        if (it == provisional.constEnd()) {
            it = provisional.insert(name, quint32(names.size()));
            names.push_back(name);
            wfLen.push_back(int(j.workflowName.size()));
        }
        jobCol[size_t(i)] = it.value();
    }
    std::vector<quint32> order(names.size());
    for (quint32 i = 0; i < order.size(); ++i)
        order[i] = i;
    std::sort(order.begin(), order.end(), [&](quint32 a, quint32 b) { return names[a] < names[b]; });
    std::vector<quint32> idOfProvisional(names.size());
    for (quint32 id : order)
        idOfProvisional[id] = d->addColumnId(names[id], wfLen[id]);
    for (quint32 c = 0; c < order.size(); ++c)
        d->colOrder.push_back(c);
    d->rebuildColumnOfId();

    d->rows.reserve(size_t(commits.size()));
    for (const Commit &c : commits)
        d->rows.push_back(d->makeRow(c));
    d->rebuildRowMaps();

    // Headroom for the re-runs that polls add: growing these mid-poll would copy the whole
    // run store (tens of MB) or rehash the id index inside one applyBatch.
    const qsizetype capacity = snapshot.jobs.size() + snapshot.jobs.size() / 4 + 1024;
    d->runs.reserve(size_t(capacity));
    d->runByJobId.reserve(capacity);
    for (qsizetype i = 0; i < snapshot.jobs.size(); ++i) {
        if (jobCol[size_t(i)] == kNone)
            continue;
        const JobRun &j = snapshot.jobs[i];
        const int row = rowOfSha.value(j.headSha);
        const quint32 colId = idOfProvisional[jobCol[size_t(i)]];
        Row &r = d->rows[size_t(row)];
        const quint32 existing = d->runByJobId.value(j.id);
        if (existing != JobIdIndex::kMissing) {
            // A later row for the same job id replaces the earlier one.
            const quint32 idx = existing;
            const RunRec &prev = d->runs[idx];
            Row &oldRow = d->rows[size_t(d->rowByKey.value(prev.commitKey))];
            d->unlinkRun(oldRow.cells[prev.colId], idx);
            d->fillRun(idx, j, r.key, colId);
            d->linkRun(r.cells[colId], idx);
            continue;
        }
        const quint32 idx = d->allocRun();
        d->fillRun(idx, j, r.key, colId);
        d->runByJobId.insert(j.id, idx);
        d->linkRun(r.cells[colId], idx);
    }
    for (Row &r : d->rows)
        for (quint32 colId = 0; colId < r.cells.size(); ++colId)
            if (r.cells[colId].head != kNone || r.cells[colId].status != CellStatus::NoJob)
                d->remerge(r.cells[colId], colId);
    endResetModel();
}

GridChange JobGridModel::applyBatch(const JobBatch &batch)
{
    GridChange change;

    // 1. Commits: update known ones, insert new ones at their sorted position, trim the oldest.
    Commits fresh;
    for (const Commit &c : batch.commits) {
        auto it = d->rowBySha.constFind(c.sha);
        if (it == d->rowBySha.constEnd()) {
            auto dup = std::find_if(fresh.begin(), fresh.end(), [&](const Commit &f) { return f.sha == c.sha; });
            if (dup != fresh.end())
                *dup = c;
            else
                fresh.append(c);
            continue;
        }
        Row &row = d->rows[size_t(it.value())];
        if (row.title != c.title || row.author != c.author) {
            row.title = c.title;
            row.author = c.author;
            row.header = Private::headerFor(row.sha, row.title);
            emit headerDataChanged(Qt::Vertical, it.value(), it.value());
        }
    }
    std::sort(fresh.begin(), fresh.end(),
              [](const Commit &a, const Commit &b) { return newerThan(a.time, a.sha, b.time, b.sha); });
    for (const Commit &c : fresh) {
        const auto pos = std::find_if(d->rows.begin(), d->rows.end(), [&](const Row &r) {
            return newerThan(c.time, c.sha, r.time, r.sha);
        });
        const int row = int(pos - d->rows.begin());
        if (row >= d->maxCommits)
            continue; // older than everything we keep
        beginInsertRows({}, row, row);
        d->rows.insert(pos, d->makeRow(c));
        d->rebuildRowMaps();
        endInsertRows();
        ++change.insertedRows;
        trimToMaxCommits();
    }

    // 2. New columns, inserted at their sorted position (empty first, filled below).
    QHash<QString, int> newColumns;
    std::vector<int> jobRow(size_t(batch.jobs.size()), -1);
    std::vector<quint32> jobCol(size_t(batch.jobs.size()), kNone);
    const auto locate = [this, &batch, &jobRow, &jobCol](qsizetype from, qsizetype to) {
        Private::LookupCache cache;
        for (qsizetype i = from; i < to; ++i) {
            const JobRun &j = batch.jobs[i];
            const int row = d->lookupRow(j.headSha, cache);
            if (row < 0)
                continue; // no row for this commit (unknown or trimmed): nothing to show
            jobRow[size_t(i)] = row;
            jobCol[size_t(i)] = d->lookupColumn(j, cache);
        }
    };
    const qsizetype jobCount = batch.jobs.size();
    if (jobCount >= 4096) {
        // Hashing names and shas is a third of a big poll: split it over two threads.
        QFuture<void> secondHalf = QtConcurrent::run(locate, jobCount / 2, jobCount);
        locate(0, jobCount / 2);
        secondHalf.waitForFinished();
    } else {
        locate(0, jobCount);
    }
    for (qsizetype i = 0; i < jobCount; ++i)
        if (jobRow[size_t(i)] >= 0 && jobCol[size_t(i)] == kNone)
            newColumns.insert(batch.jobs[i].columnName(), int(batch.jobs[i].workflowName.size()));
    if (!newColumns.isEmpty()) {
        QStringList names = newColumns.keys();
        std::sort(names.begin(), names.end());
        for (const QString &name : names) {
            const auto pos = std::lower_bound(d->colOrder.begin(), d->colOrder.end(), name,
                                              [&](quint32 id, const QString &n) { return d->colNames[id] < n; });
            const int column = int(pos - d->colOrder.begin());
            beginInsertColumns({}, column, column);
            const quint32 id = d->addColumnId(name, newColumns.value(name));
            d->colOrder.insert(d->colOrder.begin() + column, id);
            d->rebuildColumnOfId();
            endInsertColumns();
            ++change.insertedColumns;
        }
        Private::LookupCache newColumnCache;
        for (qsizetype i = 0; i < batch.jobs.size(); ++i)
            if (jobRow[size_t(i)] >= 0 && jobCol[size_t(i)] == kNone)
                jobCol[size_t(i)] = d->lookupColumn(batch.jobs[i], newColumnCache);
    }

    // 3. Runs: replace known job ids, add new ones; collect the cells that really changed.
    std::vector<quint64> cells; // changed cells as row << 32 | view column: sorts by row, then column
    cells.reserve(size_t(batch.jobs.size()));
    for (qsizetype i = 0; i < batch.jobs.size(); ++i) {
        const int row = jobRow[size_t(i)];
        if (row < 0)
            continue;
        const JobRun &j = batch.jobs[i];
        Row &r = d->rows[size_t(row)];
        const quint32 colId = jobCol[size_t(i)];
        // Re-merge right away, while the cell and its runs are in the cache; a cell touched
        // twice in one batch is merged twice (cheap) and listed twice (deduplicated below).
        auto markDirty = [&](int rr, quint32 cc) {
            d->remerge(d->rows[size_t(rr)].cells[cc], cc);
            cells.push_back(quint64(rr) << 32 | quint32(d->columnOfId[cc]));
        };
        // Usually the job is already in its own cell (a running job completed): no index lookup.
        quint32 idx = kNone;
        for (quint32 k = r.cells[colId].head; k != kNone; k = d->runs[k].next)
            if (d->runs[k].id == j.id) {
                idx = k;
                break;
            }
        if (idx != kNone) {
            if (d->fillRun(idx, j, r.key, colId))
                markDirty(row, colId);
            continue;
        }
        const quint32 existing = d->runByJobId.value(j.id);
        if (existing != JobIdIndex::kMissing) {
            // Known job id in another cell (its commit or name changed): move it.
            const RunRec old = d->runs[existing];
            const int oldRow = d->rowByKey.value(old.commitKey, -1);
            if (oldRow >= 0) {
                d->unlinkRun(d->rows[size_t(oldRow)].cells[old.colId], existing);
                markDirty(oldRow, old.colId);
            }
            d->fillRun(existing, j, r.key, colId);
            d->linkRun(r.cells[colId], existing);
            markDirty(row, colId);
            continue;
        }
        idx = d->allocRun();
        d->fillRun(idx, j, r.key, colId);
        d->runByJobId.insert(j.id, idx);
        d->linkRun(r.cells[colId], idx);
        markDirty(row, colId);
    }

    // 4. Tell views, one range per run of adjacent changed cells in a row.
    std::sort(cells.begin(), cells.end());
    cells.erase(std::unique(cells.begin(), cells.end()), cells.end());
    change.changedCells = int(cells.size());
    for (size_t i = 0; i < cells.size();) {
        size_t j = i + 1;
        while (j < cells.size() && cells[j] == cells[j - 1] + 1) // same row, next column
            ++j;
        const int row = int(cells[i] >> 32);
        emit dataChanged(index(row, int(quint32(cells[i]))), index(row, int(quint32(cells[j - 1]))));
        i = j;
    }
    return change;
}

void JobGridModel::setUnstablePatterns(const QStringList &regexPatterns)
{
    d->unstablePatterns.clear();
    for (const QString &p : regexPatterns) {
        QRegularExpression re(p);
        if (re.isValid())
            d->unstablePatterns.append(re);
        else
            qWarning("JobGridModel: ignoring invalid unstable pattern %s: %s", qPrintable(p),
                     qPrintable(re.errorString()));
    }
    for (quint32 colId = 0; colId < d->colNames.size(); ++colId) {
        const quint8 flag = d->matchesUnstable(d->colNames[colId]) ? 1 : 0;
        if (flag == d->colUnstable[colId])
            continue;
        d->colUnstable[colId] = flag;
        const int column = d->columnOfId[colId];
        int first = -1;
        for (int r = 0; r <= int(d->rows.size()); ++r) {
            bool changed = false;
            if (r < int(d->rows.size())) {
                Cell &cell = d->rows[size_t(r)].cells[colId];
                const CellStatus before = cell.status;
                d->remerge(cell, colId);
                changed = cell.status != before;
            }
            if (changed && first < 0)
                first = r;
            if (!changed && first >= 0) {
                emit dataChanged(index(first, column), index(r - 1, column));
                first = -1;
            }
        }
        emit headerDataChanged(Qt::Horizontal, column, column);
    }
}

void JobGridModel::setMaxCommits(int maxCommits)
{
    d->maxCommits = std::max(1, maxCommits);
    trimToMaxCommits();
}

void JobGridModel::trimToMaxCommits()
{
    if (int(d->rows.size()) <= d->maxCommits)
        return;
    const int first = d->maxCommits;
    const int last = int(d->rows.size()) - 1;
    beginRemoveRows({}, first, last);
    for (int r = first; r <= last; ++r)
        d->releaseRow(d->rows[size_t(r)]);
    d->rows.erase(d->rows.begin() + first, d->rows.end());
    d->rebuildRowMaps();
    endRemoveRows();
}

int JobGridModel::maxCommits() const
{
    return d->maxCommits;
}

CellStatus JobGridModel::cellStatus(int row, int column) const
{
    const Cell *c = d->cellAt(row, column);
    return c ? c->status : CellStatus::NoJob;
}

QString JobGridModel::columnName(int column) const
{
    if (column < 0 || column >= int(d->colOrder.size()))
        return {};
    return d->colNames[d->colOrder[size_t(column)]];
}

QString JobGridModel::commitSha(int row) const
{
    if (row < 0 || row >= int(d->rows.size()))
        return {};
    return d->rows[size_t(row)].sha;
}

int JobGridModel::rowOfCommit(const QString &sha) const
{
    return d->rowBySha.value(sha, -1);
}

int JobGridModel::columnOf(const QString &columnName) const
{
    auto it = d->colIdByName.constFind(columnName);
    return it == d->colIdByName.constEnd() ? -1 : d->columnOfId[it.value()];
}

int JobGridModel::nonGreenCellCount(int column) const
{
    if (column < 0 || column >= int(d->colOrder.size()))
        return 0;
    return d->colNonGreen[d->colOrder[size_t(column)]];
}

bool JobGridModel::isColumnAlwaysSkipped(int column) const
{
    if (column < 0 || column >= int(d->colOrder.size()))
        return false;
    return d->colNotSkipped[d->colOrder[size_t(column)]] == 0;
}

bool JobGridModel::isColumnUnstable(int column) const
{
    if (column < 0 || column >= int(d->colOrder.size()))
        return false;
    return d->colUnstable[d->colOrder[size_t(column)]] != 0;
}

void JobGridModel::setDarkTheme(bool dark)
{
    if (d->dark == dark)
        return;
    d->dark = dark;
    if (rowCount() > 0 && columnCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1),
                         {Qt::BackgroundRole, Qt::ForegroundRole});
}

JobRuns JobGridModel::cellRuns(int row, int column) const
{
    JobRuns out;
    const Cell *c = d->cellAt(row, column);
    if (!c)
        return out;
    for (quint32 i = c->head; i != kNone; i = d->runs[i].next)
        out.append(d->toJobRun(i, d->rows[size_t(row)]));
    return out;
}

qint64 JobGridModel::approximateMemoryBytes() const
{
    qint64 bytes = qint64(d->runs.capacity() * sizeof(RunRec));
    for (const Row &r : d->rows)
        bytes += qint64(r.cells.capacity() * sizeof(Cell)) + sizeof(Row);
    bytes += qint64(d->runByJobId.capacityBytes());
    for (const QString &n : d->colNames)
        bytes += 2 * n.capacity() + 64;
    for (const QString &l : d->failureLines)
        bytes += 2 * l.capacity() + 48;
    return bytes;
}

int JobGridModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(d->rows.size());
}

int JobGridModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(d->colOrder.size());
}

QVariant JobGridModel::data(const QModelIndex &index, int role) const
{
    const Cell *c = d->cellAt(index.row(), index.column());
    if (!c || index.model() != this)
        return {};
    switch (role) {
    case Qt::DisplayRole: return cellLetterRef(c->status);
    case Qt::BackgroundRole: return cellColorRef(c->status, d->dark);
    case Qt::ForegroundRole: return cellTextColorRef(c->status, d->dark);
    case CellStatusRole: return int(c->status);
    case IsFailureRole: return isFailure(c->status);
    case RunCountRole: return int(c->runCount);
    case Qt::ToolTipRole: {
        const quint32 colId = d->colOrder[size_t(index.column())];
        return d->tooltip(d->rows[size_t(index.row())], colId, *c);
    }
    case JobUrlRole:
        if (c->head == kNone)
            return {};
        return QUrl(d->urlOf(c->head));
    case FailureLineRole:
        for (quint32 i = c->head; i != kNone; i = d->runs[i].next)
            if (d->runs[i].conclusion == JobConclusion::Failure || d->runs[i].conclusion == JobConclusion::TimedOut)
                return d->failureLines[d->runs[i].failureLine];
        return QString();
    case CommitShaRole: return d->rows[size_t(index.row())].sha;
    case CommitTimeRole: return d->rows[size_t(index.row())].time;
    case ColumnNameRole: return d->colNames[d->colOrder[size_t(index.column())]];
    default: return {};
    }
}

QVariant JobGridModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal) {
        if (section < 0 || section >= int(d->colOrder.size()))
            return {};
        const quint32 colId = d->colOrder[size_t(section)];
        switch (role) {
        case Qt::DisplayRole:
        case ColumnNameRole: return d->colNames[colId];
        case Qt::ToolTipRole:
            if (d->colUnstable[colId])
                return QString(d->colNames[colId] + QStringLiteral("\n(unstable: failures are warnings)"));
            return d->colNames[colId];
        default: return {};
        }
    }
    if (section < 0 || section >= int(d->rows.size()))
        return {};
    const Row &r = d->rows[size_t(section)];
    switch (role) {
    case Qt::DisplayRole: return r.header;
    case Qt::ToolTipRole:
        return QString(r.sha + QLatin1Char('\n') + r.title + QLatin1Char('\n') + r.author + QLatin1Char('\n')
                       + QDateTime::fromSecsSinceEpoch(r.time, Qt::UTC).toString(Qt::ISODate));
    case CommitShaRole: return r.sha;
    case CommitTimeRole: return r.time;
    default: return {};
    }
}

} // namespace hw
