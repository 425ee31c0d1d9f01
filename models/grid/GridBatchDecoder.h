#pragma once

#include "domain/JobBatch.h"
#include "grid/GridCell.h"

#include <QHash>
#include <QString>

#include <vector>

namespace hw {

class GridColumns;
class JobUrlCodec;
class StringInterner;

// GridStore's first pass over a batch: for each job, the slot of its commit's row, the id of
// its column and its run as the grid stores it (times in 32 bits, the conclusion decoded, the
// failure line and URL prefix as ids when already known). It only reads the store's tables, so
// a pool thread helps with a big batch (hashing names and shas and decoding the strings is most
// of the CPU work of a big poll).
class GridBatchDecoder
{
public:
    struct Job {
        StoredRun run;
        quint32 slot = kNoRecord;  // kNoRecord: its commit has no row, ignore it
        quint32 colId = kNoRecord; // kNoRecord: a new column (inserted before the runs pass)
    };

    GridBatchDecoder(const QHash<QString, quint32> &slotBySha, const GridColumns &columns,
                     const StringInterner &failureLines, const JobUrlCodec &urls)
        : m_slotBySha(slotBySha), m_columns(columns), m_failureLines(failureLines), m_urls(urls)
    {
    }

    // jobs[i] for batch.jobs[i]. A failure line or URL prefix not known yet is left as
    // StringInterner::kMissing or JobUrlCodec::kUnknownPrefix, for the runs pass to add.
    void decode(const JobBatch &batch, std::vector<Job> &jobs) const;

private:
    struct Memo;
    void decodeRange(const JobBatch &batch, std::vector<Job> &jobs, qsizetype from, qsizetype to, Memo &memo) const;

    const QHash<QString, quint32> &m_slotBySha;
    const GridColumns &m_columns;
    const StringInterner &m_failureLines;
    const JobUrlCodec &m_urls;
};

} // namespace hw
