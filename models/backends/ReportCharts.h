#pragma once

#include "DailyCount.h"
#include "LevelSpan.h"
#include "palette/StatusPalette.h"

#include <QColor>
#include <QImage>
#include <QSize>
#include <QVector>

namespace hw {

// The promotion report's charts as images (QtGui only, no widgets): BackendCharts' data painted
// by the chart kit, exactly as the Backends tab paints it, in the light scheme unless told
// otherwise (paper is white). Every series has a colour AND a hatch pattern AND a letter.
class ReportCharts
{
public:
    // Stacked bars per UTC day (P passed, T test failures, I infra failures) over the 30 days
    // up to asOf (longer when `daily` starts earlier), with a legend and axis labels.
    static QImage jobsOverTime(const QVector<DailyCount> &daily, qint64 asOf, QSize size);
    // The same, plus a dashed vertical marker labelled levelChangeLabel() at the start of every
    // span that begins inside the shown days (so failures can be read against a promotion).
    static QImage jobsOverTime(const QVector<DailyCount> &daily, qint64 asOf, QSize size,
                               const QVector<LevelSpan> &levelChanges, ColorScheme scheme = ColorScheme::Light);
    // "→ L3 #196580", or "→ L3 (CI data)" when the start was inferred from ClickHouse.
    static QString levelChangeLabel(const LevelSpan &span);
    // One horizontal bar from the first span to asOf, a segment per level labelled "L1".."L4",
    // dated ticks at each change and the PR number that made it ("CI data" when inferred).
    static QImage levelTimeline(const QVector<LevelSpan> &spans, qint64 asOf, QSize size,
                                ColorScheme scheme = ColorScheme::Light);

    // The report's colours: the light palette's (tests look for them).
    static QColor passedColor();
    static QColor testFailureColor();
    static QColor infraFailureColor();
    static QColor levelColor(TrustLevel level);
    static QColor backgroundColor();
    static QColor levelChangeMarkerColor();
};

} // namespace hw
