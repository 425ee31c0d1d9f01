#pragma once

#include "palette/StatusPalette.h"

#include <QImage>
#include <QWidget>

namespace hw {

// The chart kit's widget side: a thin host for a painter from models/charts. It picks the
// palette's scheme (following the widget's QPalette unless set), paints through paintChart()
// and turns tooltips into toolTipAt() calls. The drawing itself stays in the painter, which the
// headless report uses too.
class ChartWidget : public QWidget
{
    Q_OBJECT
public:
    explicit ChartWidget(QWidget *parent = nullptr);

    // System (the default) follows this widget's palette: Light or Dark by its window colour.
    void setColorScheme(ColorScheme scheme);
    ColorScheme colorScheme() const { return m_scheme; }
    // The palette the chart is painted with now (System resolved).
    StatusPalette statusPalette() const;
    // The chart at another size (for export and tests), painted exactly as on screen.
    QImage renderImage(const QSize &size) const;

protected:
    virtual void paintChart(QPainter &p, const QRect &area, const StatusPalette &palette) const = 0;
    // Tooltip text for a point, or empty for none.
    virtual QString toolTipAt(const QPoint &pos) const;

    void paintEvent(QPaintEvent *event) override;
    bool event(QEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    ColorScheme m_scheme = ColorScheme::System;
};

} // namespace hw
