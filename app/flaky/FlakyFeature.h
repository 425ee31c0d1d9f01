#pragma once

#include "features/RangeFeature.h"

#include <memory>

namespace hw {

class FlakyClickHouseSource;
class FlakyPage;
class FlakyTestHistorySource;

// The flaky tests tab: HUD's figures from ClickHouse and one test's runs on demand (a profile),
// the bundled demo's real month, or the snapshots a recording or the cache's past kept.
class FlakyFeature : public RangeFeature
{
    Q_OBJECT
public:
    explicit FlakyFeature(QObject *parent = nullptr);
    ~FlakyFeature() override;

    QString snapshotSource() const override;
    QString tabName() const override;
    QString chartStateKey() const override { return QStringLiteral("flakyCharts"); }
    void initReplay(const ConsoleContext &context) override;
    Result<void> initProfile(const ConsoleContext &context) override;
    bool followPast(Replayer &past, bool recordedOnly) override;
    void backToLive() override;

private:
    void initDemo(const ConsoleContext &context);
    void showCachedResults();

    FlakyPage *m_flakyPage = nullptr;
    JobCache *m_cache = nullptr;
    std::unique_ptr<FlakyClickHouseSource> m_source;
    std::unique_ptr<FlakyTestHistorySource> m_history; // one test's runs, asked for when its view opens
};

} // namespace hw
