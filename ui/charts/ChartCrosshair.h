#pragma once

#include "charts/ChartTimeScale.h"
#include "charts/CrosshairReadout.h"
#include "palette/StatusPalette.h"

#include <QCoreApplication>
#include <QVector>

class QChart;
class QGraphicsLineItem;
class QPoint;
class QWidget;

namespace hw {

// The time chart's hover: a dashed line across the plot at the time under the mouse, and a
// tooltip that lists every shown series' value there, sorted (CrosshairReadout). Strings keep
// TimeSeriesChart's translation context.
class ChartCrosshair
{
    Q_DECLARE_TR_FUNCTIONS(hw::TimeSeriesChart)

public:
    // What the readout needs to know of the chart at the moment.
    struct Frame {
        const QVector<TimeSeries> &series;
        const QVector<bool> &shown;
        ChartTimeScale scale; // the window over the plot area
        bool utc = true;
        QString unit;
        int decimals = 1;
    };

    explicit ChartCrosshair(QChart *chart);

    // The readout's list at a time, and its tooltip text (HTML).
    static QVector<CrosshairReadout::Entry> readoutAt(const Frame &frame, qint64 ms);
    static QString readoutText(const Frame &frame, qint64 ms, const StatusPalette &palette);

    // The line at ms and its tooltip at the mouse; ms < 0 hides both.
    void hover(const Frame &frame, qint64 ms, const QPoint &globalPos, const StatusPalette &palette, QWidget *view);
    void setPalette(const StatusPalette &palette);
    // Left out of an image of the chart, then shown as it was.
    bool isVisible() const;
    void setVisible(bool visible);

private:
    static QString formatValue(const Frame &frame, double v);

    QChart *m_chart;
    QGraphicsLineItem *m_line;
};

} // namespace hw
