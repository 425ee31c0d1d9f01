#pragma once

#include "DailyCount.h"
#include "LevelSpan.h"
#include "charts/StackedBarPainter.h"
#include "charts/TimelineBarPainter.h"

#include <QCoreApplication>
#include <QVector>

namespace hw {

// What the backend charts show, as chart-kit data: the Backends tab's widgets and the promotion
// report's images both build their charts here and paint them with the same painters, so a
// series, a level or a marker looks the same on screen and on paper.
class BackendCharts
{
    Q_DECLARE_TR_FUNCTIONS(hw::BackendCharts)

public:
    enum JobSeries { Passed = 0, TestFailures = 1, InfraFailures = 2 };

    // Completed jobs per UTC day as stacked bars (P passed solid, T test failures hatched,
    // I infra failures cross-hatched) over `days` days up to asOf's day; a day without jobs
    // is a gap. A span of levelChanges that starts inside those days gets a dashed marker
    // labelled levelChangeLabel() at the left edge of its day.
    static StackedBarPainter::Data jobsPerDay(const QVector<DailyCount> &daily, qint64 asOf, int days,
                                              const QVector<LevelSpan> &levelChanges = {});
    // UTC 00:00 of the first day jobsPerDay() shows.
    static qint64 firstDay(qint64 asOf, int days);
    // "→ L3 #196580", or "→ L3 (CI data)" when the start was inferred from ClickHouse.
    static QString levelChangeLabel(const LevelSpan &span);

    // The level history as one bar from the first change to asOf: a segment per
    // span ("L3 Stable · since 2026-08-24 (155 d)" when it fits, else "L3"), the PR (or "CI data")
    // above each change, its date below, month grid lines and "as of <date>" at the end.
    static TimelineBarPainter::Data levelHistory(const QVector<LevelSpan> &spans, qint64 asOf);

    static ColorId levelColor(TrustLevel level);
    // Levels differ by pattern as well as colour, so the bar reads in black and white.
    static Qt::BrushStyle levelPattern(TrustLevel level);
};

} // namespace hw
