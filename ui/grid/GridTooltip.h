#pragma once

#include "grid/GridGeometry.h"

#include <QPoint>
#include <QRect>
#include <QString>

class QAbstractItemModel;

namespace hw {

// What the job grid's tooltip says at a point of the viewport, and the region it holds for: on a
// cell its job, its commit and its runs; on a commit the commit's own tooltip (or title); on the
// rotated names the job whose name is under the mouse (the label's lean undone). A value, tested
// without a widget.
struct GridTooltip {
    QString text; // empty: no tooltip here
    QRect region; // empty: any move changes it

    // angle: the names' rotation in degrees from horizontal (45..90).
    static GridTooltip at(const GridGeometry &geometry, const QAbstractItemModel *model, int angle, const QPoint &pos);
};

} // namespace hw
