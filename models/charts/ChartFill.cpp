#include "ChartFill.h"

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

} // namespace hw
