#include "GridBatchDecoder.h"

#include "grid/GridColumns.h"
#include "grid/HelpedLoop.h"
#include "grid/JobUrlCodec.h"
#include "grid/SharedTextMemo.h"
#include "grid/StringInterner.h"

#include <algorithm>
#include <cstring>
#include <limits>
#include <memory>

namespace hw {

namespace {

// How many jobs ahead the pass prefetches a job's text: enough misses in flight to overlap
// their latency, few enough that the lines are still cached when used.
constexpr qsizetype kDecodePrefetchAhead = 8;

quint32 toSeconds32(qint64 t)
{
    if (t <= 0)
        return 0;
    return t > qint64(std::numeric_limits<quint32>::max()) ? std::numeric_limits<quint32>::max() : quint32(t);
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

// Starts loading the text of a job that decodeRange() reads a few jobs later: each string is a
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

} // namespace

// Repeated text is shared by the decoders: a sha or a job name seen before in this batch is
// found by its data pointer instead of hashing it again (polls spread over the whole grid).
// One per thread that decodes, alive for one batch.
struct GridBatchDecoder::Memo {
    struct Column {
        const QChar *workflow = nullptr; // the workflow's text, as with the job name
        qsizetype workflowSize = 0;
        quint32 id = 0;
    };
    using Shas = SharedTextMemo<quint32, 9>;
    using Columns = SharedTextMemo<Column, 12>; // by job name
    std::unique_ptr<Shas> shas;
    std::unique_ptr<Columns> columns;
};

void GridBatchDecoder::decode(const JobBatch &batch, std::vector<Job> &jobs) const
{
    jobs.assign(size_t(batch.jobs.size()), Job());
    const qsizetype count = batch.jobs.size();
    Memo memos[2];
    constexpr qsizetype kChunk = 1024;
    if (count < 4 * kChunk) {
        decodeRange(batch, jobs, 0, count, memos[0]);
        return;
    }
    HelpedLoop::run(count, kChunk, [&](qsizetype from, qsizetype to, int worker) {
        decodeRange(batch, jobs, from, to, memos[worker]);
    });
}

void GridBatchDecoder::decodeRange(const JobBatch &batch, std::vector<Job> &jobs, qsizetype from, qsizetype to,
                                   Memo &memo) const
{
    if (!memo.shas) {
        memo.shas = std::make_unique<Memo::Shas>();
        memo.columns = std::make_unique<Memo::Columns>();
    }
    GridColumns::LookupCache columnCache;
    for (qsizetype i = from; i < to; ++i) {
        if (i + kDecodePrefetchAhead < to)
            prefetchStrings(batch.jobs[i + kDecodePrefetchAhead]);
        const JobRun &j = batch.jobs[i];
        Job &p = jobs[size_t(i)];
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
        const Memo::Column *column = memo.columns->find(j.jobName);
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

} // namespace hw
