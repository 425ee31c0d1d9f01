#pragma once

#include "charts/ChartWidget.h"
#include "flaky/FlakyTestRun.h"

#include <QVector>

namespace hw {

// Every run of one test on a time line: one lane per outcome (X failed, F flaky, O passed,
// S skipped), each run a mark with its letter in the lane's colour, so the outcome reads from the
// lane and the letter as well as the colour. Hovering names the run.
class RunTimelineStrip : public ChartWidget
{
    Q_OBJECT
public:
    explicit RunTimelineStrip(QWidget *parent = nullptr);

    void setRuns(const QVector<FlakyTestRun> &runs, qint64 fromSeconds, qint64 toSeconds);
    // Runs drawn per lane, in lane order (failed, flaky, passed, skipped): for tests.
    QVector<int> laneCounts() const;
    QSize sizeHint() const override;

protected:
    void paintChart(QPainter &p, const QRect &area, const StatusPalette &palette) const override;
    QString toolTipAt(const QPoint &pos) const override;

private:
    QRectF plotRect(const QRect &area) const;
    qreal xOf(qint64 at, const QRectF &plot) const;

    QVector<FlakyTestRun> m_runs;
    qint64 m_from = 0;
    qint64 m_to = 1;
};

} // namespace hw
