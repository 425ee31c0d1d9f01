#pragma once

#include "BackendJobRow.h"
#include "LevelChangeEvent.h"

#include <QVector>

namespace hw {

// Deterministic, realistic crcr_workflow_job rows for the demo (no ClickHouse): every backend
// that the timeline has at L2 or above as of asOf, over the Days before asOf. Results exist from
// L2 on and downstream_repo_level follows the timeline's dates (a change applies from 00:00 UTC
// of its date). The rows include in-progress updates later completed, re-runs, timeouts,
// cancellations, infra vs backend triage, pytorch/crcr-test's expected failures, nightly
// events for vLLM, and one L3+ backend whose last 7 days cross the demotion threshold.
class BackendsDemoGenerator
{
public:
    static constexpr int Days = 30;

    static QVector<BackendJobRow> rows(const QVector<LevelChangeEvent> &timeline, qint64 asOf, quint32 seed = 1);
    // The backend whose last 7 days rows() degrades: the first (by name) L3/L4 backend other than
    // pytorch/crcr-test, else crcr-test itself; empty when no backend is at L3+ as of asOf.
    static QString demotionCandidate(const QVector<LevelChangeEvent> &timeline, qint64 asOf);
};

} // namespace hw
