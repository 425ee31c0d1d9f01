#include "BackendsDemoSnapshot.h"

#include "BackendsDemoGenerator.h"
#include "BackendStatsCalculator.h"
#include "L3ReadinessEvaluator.h"
#include "LevelChangeTimeline.h"

#include <QDateTime>

namespace hw {

qint64 BackendsDemoSnapshot::defaultAsOf()
{
    return QDateTime(QDate(2026, 9, 24), QTime(0, 0), Qt::UTC).toSecsSinceEpoch();
}

Allowlist BackendsDemoSnapshot::allowlistAt(const QVector<LevelChangeEvent> &timeline, qint64 at)
{
    Allowlist list;
    for (const LevelChangeEvent &e : timeline) {
        if (QDateTime(e.date, QTime(0, 0), Qt::UTC).toSecsSinceEpoch() > at)
            continue;
        auto it = std::find_if(list.entries.begin(), list.entries.end(), [&](const AllowlistEntry &x) {
            return x.repo.compare(e.repo, Qt::CaseInsensitive) == 0;
        });
        if (e.to == TrustLevel::Unknown) {
            if (it != list.entries.end())
                list.entries.erase(it);
            continue;
        }
        if (it == list.entries.end()) {
            AllowlistEntry entry;
            entry.repo = e.repo;
            list.entries.append(entry);
            it = list.entries.end() - 1;
        }
        it->level = e.to;
        it->repo = e.repo; // the newest spelling (Ascend/pytorch vs ascend/pytorch)
    }
    for (AllowlistEntry &e : list.entries)
        if (e.level == TrustLevel::L3) {
            // L3 is grouped by the ciflow/crcr/<device> label; the timeline names crcr-test's and NPU's.
            e.device = e.repo.contains(u"crcr-test") ? QStringLiteral("crcr-test") : QStringLiteral("npu");
        }
    return list;
}

BackendsSnapshot BackendsDemoSnapshot::build(qint64 asOf)
{
    BackendsSnapshot s;
    s.asOf = asOf;
    s.levelHistory = LevelChangeTimeline::bundled();
    s.allowlist = allowlistAt(s.levelHistory, asOf);
    const QVector<BackendJobRow> rows = BackendsDemoGenerator::rows(s.levelHistory, asOf);
    s.stats = BackendStatsCalculator::compute(rows, asOf);
    s.jobs = BackendStatsCalculator::latestJobs(rows, asOf);
    // The relay's level-status: HUD flags an L3 repo for demotion on its daily run; the demo has it
    // flag the first L3 backend whose 7-day figures cross a threshold, so both marks can be seen:
    // "temporarily demoted" (flagged, auto-demotion PR open) and, if another crosses, "demotion pending".
    bool flagged = false;
    for (const BackendStats &stats : std::as_const(s.stats)) {
        const AllowlistEntry *entry = s.allowlist->find(stats.repo);
        const TrustLevel level = entry ? entry->level : TrustLevel::Unknown;
        if (level != TrustLevel::L3)
            continue; // HUD's level-status lists allowlist L3 repos only
        const L3Assessment a = L3ReadinessEvaluator::evaluate(stats, level, std::nullopt, asOf);
        LevelStatus status;
        status.repo = stats.repo;
        status.level = level;
        status.windowDays = 7;
        status.noData = a.noData;
        // As HUD serves them: display labels and display strings.
        for (const L3CriterionResult &c : a.demotion) {
            RelayCriterion r;
            r.criterion = c.label;
            r.measuredText = c.measured ? L3ReadinessEvaluator::formatMeasured(c) : QString();
            r.targetText = L3ReadinessEvaluator::formatTarget(c);
            r.met = c.met.value_or(false);
            r.judged = c.met.has_value();
            status.criteria.append(r);
        }
        if (a.levelStatusDemote && !flagged) {
            status.change = QStringLiteral("demote");
            flagged = true;
        }
        s.levelStatus.append(status);
    }
    return s;
}

} // namespace hw
