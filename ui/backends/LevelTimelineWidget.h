#pragma once

#include "backends/LevelSpan.h"
#include "charts/ChartWidget.h"
#include "charts/TimelineBarPainter.h"

#include <QVector>

namespace hw {

// A backend's level history as one horizontal bar, drawn by the chart kit exactly like the
// report's image (BackendCharts::levelHistory): a segment per span with its level ("L2") and
// pattern, the allowlist PR above each change and its date below, month grid lines, "as of"
// at the end. Hover a segment for its dates.
class LevelTimelineWidget : public ChartWidget
{
    Q_OBJECT
public:
    explicit LevelTimelineWidget(QWidget *parent = nullptr);

    void setSpans(const QVector<LevelSpan> &spans, qint64 asOf);
    // Forces the light or dark palette (otherwise the widget's palette decides).
    void setDarkTheme(bool dark);
    const QVector<LevelSpan> &spans() const { return m_spans; }
    // One line per span, oldest first ("L2 2026-06-18 → now (155 d), PR #187412").
    QString summaryText() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintChart(QPainter &p, const QRect &area, const StatusPalette &palette) const override;
    QString toolTipAt(const QPoint &pos) const override;

private:
    static QString spanLine(const LevelSpan &s);

    QVector<LevelSpan> m_spans;
    qint64 m_asOf = 0;
    TimelineBarPainter::Data m_data;
};

} // namespace hw
