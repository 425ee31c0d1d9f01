#pragma once

#include "palette/StatusPalette.h"

#include <QBrush>
#include <QRectF>

class QPainter;

namespace hw {

// A flat fill in the palette's colour with a hatch over it (none for Qt::SolidPattern): lines
// in the fill's text colour, half transparent, so the pattern shows on light and dark fills and
// the pixels between the lines keep the exact palette colour.
void fillPatterned(QPainter &p, const QRectF &r, const StatusPalette &palette, ColorId id, Qt::BrushStyle pattern);

// What every chart starts with: the background, and the title at the top left in the text
// colour (the pen is left in that colour). kChartPad is the space above the title.
inline constexpr int kChartPad = 4;
void paintChartFrame(QPainter &p, const QRect &area, const QString &title, const StatusPalette &palette);

} // namespace hw
