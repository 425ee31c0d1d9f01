#include "ChartFill.h"

#include <QFontMetrics>
#include <QPainter>

namespace hw {

void fillPatterned(QPainter &p, const QRectF &r, const StatusPalette &palette, ColorId id, Qt::BrushStyle pattern)
{
    p.fillRect(r, palette.color(id));
    if (pattern == Qt::SolidPattern || pattern == Qt::NoBrush)
        return;
    QColor line = palette.textOn(id);
    line.setAlpha(150);
    // Aligned to the device, not to r: neighbouring segments' hatches join up.
    p.save();
    p.setBrushOrigin(0, 0);
    p.fillRect(r, QBrush(line, pattern));
    p.restore();
}

void paintChartFrame(QPainter &p, const QRect &area, const QString &title, const StatusPalette &palette)
{
    p.fillRect(area, palette.color(ColorId::ChartBackground));
    p.setPen(palette.color(ColorId::ChartText));
    if (!title.isEmpty())
        p.drawText(QPoint(area.left() + 8, area.top() + kChartPad + QFontMetrics(p.font()).ascent()), title);
}

} // namespace hw
