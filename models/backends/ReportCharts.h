#pragma once

#include "DailyCount.h"
#include "LevelSpan.h"

#include <QColor>
#include <QImage>
#include <QSize>
#include <QVector>

namespace hw {

// Charts of the printed promotion report, painted on a light QImage (QtGui only, no widgets).
// Every series has a colour AND a hatch pattern AND a letter in the legend, so the charts read
// in black and white and for colour-blind readers.
class ReportCharts
{
public:
    // Stacked bars per UTC day (P passed, T test failures, I infra failures) over the 30 days
    // up to asOf (longer when `daily` starts earlier), with a legend and axis labels.
    static QImage jobsOverTime(const QVector<DailyCount> &daily, qint64 asOf, QSize size);
    // The same, plus a dashed vertical marker labelled levelChangeLabel() at the start of every
    // span that begins inside the shown days (so failures can be read against a promotion).
    static QImage jobsOverTime(const QVector<DailyCount> &daily, qint64 asOf, QSize size,
                               const QVector<LevelSpan> &levelChanges);
    // "→ L3 #196580", or "→ L3 (CI data)" when the start was inferred from ClickHouse.
    static QString levelChangeLabel(const LevelSpan &span);
    // One horizontal bar from the first span to asOf, a segment per level labelled "L1".."L4",
    // dated ticks at each change and the PR number that made it ("ClickHouse" when inferred).
    static QImage levelTimeline(const QVector<LevelSpan> &spans, qint64 asOf, QSize size);

    // The fill colours (tests look for them; the report's legend uses them).
    static QColor passedColor() { return QColor(0x2e, 0x7d, 0x32); }
    static QColor testFailureColor() { return QColor(0xc6, 0x28, 0x28); }
    static QColor infraFailureColor() { return QColor(0x6a, 0x1b, 0x9a); }
    static QColor levelColor(TrustLevel level);
    static QColor backgroundColor() { return QColor(Qt::white); }
    // Level-change markers and their labels (distinct from every series colour).
    static QColor levelChangeMarkerColor() { return QColor(0x26, 0x32, 0x38); }
};

} // namespace hw
