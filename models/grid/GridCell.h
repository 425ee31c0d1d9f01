#pragma once

#include "domain/JobConclusion.h"
#include "palette/CellStatus.h"

#include <QtGlobal>

#include <limits>

namespace hw {

// The record layout of GridStore. Everything a poll reads or writes for one job lives in one
// GridCell (48 bytes: a cache line or two), so applying a changed job costs about one cache
// miss instead of one for the cell, one for its run and more for the chain (docs/performance.md).

inline constexpr quint32 kNoRecord = std::numeric_limits<quint32>::max();

// One run of a job, without per-run strings: the names live in the column, the sha in the row,
// the html_url is a prefix id (JobUrlCodec), the failure line and an unknown conclusion interned
// ids (StringInterner).
struct StoredRun {
    qint64 id = 0;
    qint64 runId = 0;
    quint32 createdAt = 0;
    quint32 startedAt = 0;
    quint32 completedAt = 0;
    quint32 failureLine = 0; // StringInterner id, 0 = none
    quint16 attempt = 1;
    quint16 urlPrefix = 0;   // JobUrlCodec id
    JobConclusion conclusion = JobConclusion::NoJob;
    // Other ("U"): the conclusion GitHub gave (startup_failure, ...), an id in GridStore's table;
    // 0 = none or not kept.
    quint16 otherConclusion = 0;

    bool operator==(const StoredRun &) const = default;
};
static_assert(sizeof(StoredRun) == 40);

// One grid cell with its newest run (largest job id) inline; older runs of the same job on the
// same commit (re-runs, superseded attempts) chain through OlderRun::next, newest first.
struct GridCell {
    StoredRun newest;          // valid when runCount > 0
    quint32 older = kNoRecord; // OlderRun index
    quint16 runCount = 0;
    CellStatus status = CellStatus::NoJob;
};
static_assert(sizeof(GridCell) == 48);

struct OlderRun {
    StoredRun run;
    quint32 next = kNoRecord;
};

} // namespace hw
