#pragma once

#include "features/RangeFeature.h"

#include <memory>

namespace hw {

class JobCache;
class UtilizationFleetSource;
class UtilizationFleetView;
class UtilizationJobSource;
class UtilizationPage;

// The GPU utilization tab: the fleet and one job's series from ClickHouse (a profile), the
// bundled demo's fleet, or the snapshots a recording or the cache's past kept.
class UtilizationFeature : public RangeFeature
{
    Q_OBJECT
public:
    explicit UtilizationFeature(QObject *parent = nullptr);
    ~UtilizationFeature() override;

    QString snapshotSource() const override;
    QString tabName() const override;
    QString chartStateKey() const override { return QStringLiteral("utilizationCharts"); }
    void initReplay(const ConsoleContext &context) override;
    Result<void> initProfile(const ConsoleContext &context) override;
    bool followPast(Replayer &past, bool recordedOnly) override;
    void backToLive() override;

private:
    void feedView(UtilizationFleetSource *fleet, const ConsoleContext &context);
    void initDemo(const ConsoleContext &context);
    void connectJobs(const ConsoleContext &context);
    void showCachedFleet();

    UtilizationPage *m_utilizationPage = nullptr;
    UtilizationFleetView *m_view = nullptr;
    JobCache *m_cache = nullptr;
    std::unique_ptr<UtilizationFleetSource> m_fleet;
    std::unique_ptr<UtilizationJobSource> m_jobs;
};

} // namespace hw
