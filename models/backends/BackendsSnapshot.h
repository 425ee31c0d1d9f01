#pragma once

#include "Allowlist.h"
#include "BackendJobResult.h"
#include "BackendStats.h"
#include "LevelChangeEvent.h"
#include "LevelStatus.h"
#include "PullRequestInfo.h"

#include <QByteArray>
#include <QHash>
#include <QVector>

#include <optional>

namespace hw {

// Everything the backend views show, as of one instant: one complete batch. The sync engine
// caches it whole (one transaction), the demo generates one, a report is written from one.
struct BackendsSnapshot {
    qint64 asOf = 0;                        // UTC seconds: window end of every figure
    std::optional<Allowlist> allowlist;     // from the relay API (or a file)
    QVector<LevelStatus> levelStatus;       // from the relay API; empty when not fetched
    bool levelStatusNotOffered = false;     // the HUD answered 404: an older HUD without level-status
    QVector<BackendStats> stats;            // from ClickHouse, one per downstream_repo
    QVector<BackendJobResult> jobs;         // recent jobs of every backend (latest attempt each)
    QHash<qint64, PullRequestInfo> prs;     // upstream PR titles, by number
    QVector<LevelChangeEvent> levelHistory; // dated allowlist changes, oldest first

    const BackendStats *statsFor(QStringView repo) const
    {
        for (const BackendStats &s : stats)
            if (s.repo.compare(repo, Qt::CaseInsensitive) == 0)
                return &s;
        return nullptr;
    }
    const LevelStatus *levelStatusFor(QStringView repo) const
    {
        for (const LevelStatus &s : levelStatus)
            if (s.repo.compare(repo, Qt::CaseInsensitive) == 0)
                return &s;
        return nullptr;
    }
    bool operator==(const BackendsSnapshot &) const = default;
};

} // namespace hw
