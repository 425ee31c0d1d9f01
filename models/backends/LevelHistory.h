#pragma once

#include "LevelChangeEvent.h"
#include "LevelObservation.h"
#include "LevelSpan.h"

#include <QVector>

#include <optional>

namespace hw {

// Builds a backend's level timeline from the allowlist's dated changes and, where those are
// missing or disagree, from ClickHouse's downstream_repo_level observations.
class LevelHistory
{
public:
    // Every span the repo held up to asOf, oldest first, contiguous (one span's `to` is the
    // next one's `from`). Allowlist events win over observations when both date a change.
    static QVector<LevelSpan> spans(QStringView repo, const QVector<LevelChangeEvent> &allowlistEvents,
                                    const QVector<LevelObservation> &observations, qint64 asOf);
    // Level changes implied by consecutive observations of different levels (Source::ClickHouse).
    static QVector<LevelChangeEvent> eventsFromObservations(QStringView repo,
                                                            const QVector<LevelObservation> &observations);
    // Days the repo has held `level` continuously up to asOf (its current span); nullopt when it
    // does not hold it now or the start is unknown.
    static std::optional<double> daysAtCurrentLevel(const QVector<LevelSpan> &spans, TrustLevel level,
                                                    qint64 asOf);
    // The L3 criterion "time at L2": the current L2 span, or for a backend promoted since, the
    // last L2 span it held; nullopt when it never held L2 or the start is unknown.
    static std::optional<double> tenureAtL2Days(const QVector<LevelSpan> &spans, qint64 asOf);
    // The level held at asOf per the spans (Unknown when none).
    static TrustLevel levelAt(const QVector<LevelSpan> &spans, qint64 at);
};

} // namespace hw
