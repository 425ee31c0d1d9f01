#include "PromotionFacts.h"

#include "BackendOverview.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QTimeZone>

#include <algorithm>

namespace hw {

PromotionFacts PromotionFacts::gather(const PromotionReport::Input &in)
{
    PromotionFacts f;
    const BackendsSnapshot &s = in.snapshot;
    if (const BackendStats *st = s.statsFor(in.repo))
        f.stats = *st;
    else
        f.stats.repo = in.repo;
    f.entry = s.allowlist ? s.allowlist->find(in.repo) : nullptr;

    // Level, history, tenure and verdict as the views show them: one rule for both.
    const BackendOverviewRow row = BackendOverview::rowFor(s, in.repo, in.targets);
    f.spans = row.history;
    f.level = row.level;
    f.assessment = row.assessment;
    switch (row.levelSource) {
    case BackendOverviewRow::LevelSource::Allowlist:
        f.levelSource = QCoreApplication::translate("hw::PromotionReport", "allowlist");
        break;
    case BackendOverviewRow::LevelSource::LevelStatus:
        f.levelSource = QCoreApplication::translate("hw::PromotionReport", "HUD level status");
        break;
    case BackendOverviewRow::LevelSource::ClickHouse:
        f.levelSource = QCoreApplication::translate("hw::PromotionReport", "level history");
        break;
    case BackendOverviewRow::LevelSource::None:
        break;
    }
    // The table lists what the chart shows: the dated PRs plus the changes only ClickHouse saw.
    for (const LevelChangeEvent &e : s.levelHistory)
        if (e.repo.compare(in.repo, Qt::CaseInsensitive) == 0)
            f.events.append(e);
    for (qsizetype i = 0; i < f.spans.size(); ++i) {
        const LevelSpan &span = f.spans.at(i);
        if (!span.fromClickHouse)
            continue;
        LevelChangeEvent e;
        e.date = QDateTime::fromSecsSinceEpoch(span.from, QTimeZone::utc()).date();
        e.repo = in.repo;
        e.from = i > 0 ? f.spans.at(i - 1).level : TrustLevel::Unknown;
        e.to = span.level;
        e.source = LevelChangeEvent::Source::ClickHouse;
        e.note = QCoreApplication::translate("hw::PromotionReport", "first dispatch at %1 on %2")
                     .arg(trustLevelName(span.level), QDateTime::fromSecsSinceEpoch(span.from, QTimeZone::utc()).toString(QStringLiteral("yyyy-MM-dd HH:mm")));
        f.events.append(e);
    }
    std::stable_sort(f.events.begin(), f.events.end(),
                     [](const LevelChangeEvent &a, const LevelChangeEvent &b) { return a.date < b.date; });

    return f;
}

} // namespace hw
