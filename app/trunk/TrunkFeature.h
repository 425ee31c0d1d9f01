#pragma once

#include "features/RangeFeature.h"
#include "sync/LatestWorkerRun.h"

#include <memory>

namespace hw {

class TrunkClickHouseSource;
class TrunkPage;

// The trunk health tab: HUD's figures from ClickHouse (a profile), or computed in process from
// the rows a recording or the cache's past held as of the clock (a replay, the time machine).
class TrunkFeature : public RangeFeature
{
    Q_OBJECT
public:
    explicit TrunkFeature(QObject *parent = nullptr);
    ~TrunkFeature() override;

    QString snapshotSource() const override;
    bool pastFromRows() const override { return true; }
    QString tabName() const override;
    QString chartStateKey() const override { return QStringLiteral("trunkCharts"); }
    void initReplay(const ConsoleContext &context) override;
    Result<void> initProfile(const ConsoleContext &context) override;
    bool followPast(Replayer &past, bool recordedOnly) override;
    void backToLive() override;
    bool waitForFigures(int timeoutMs) override;

private:
    // The tab follows a replayer's clock (recomputed from its recording, only while shown);
    // showNow: at once, else from the clock's next move.
    void follow(Replayer *replayer, bool showNow);
    // The tab as of t, from the rows visible then: at once (a start at --at, a screenshot), or
    // computed on a worker, the newest request winning (a seek while the tab is shown: a
    // week-long recording takes a second, which the GUI thread must not spend).
    void showAt(const Replayer &replayer, qint64 t, bool atOnce = false);

    TrunkPage *m_trunkPage = nullptr;
    std::unique_ptr<TrunkClickHouseSource> m_source;
    LatestWorkerRun m_rowsAt { this }; // the rows at a past instant
    LatestWorkerRun m_health { this }; // their figures over the tab's range
};

} // namespace hw
