#pragma once

#include "backends/TrustLevel.h"

#include <QColor>

class QWidget;

namespace hw {

// Colours of the backend views beyond the grid's and the chips' (levels, marks, verdicts), for
// light and dark palettes. Every one of them goes with a text or a shape.
class BackendColors
{
public:
    static bool isDark(const QWidget *widget); // by the widget's window colour, as MainWindow does
    static QColor level(TrustLevel level, bool dark);
    static QColor levelText(TrustLevel level, bool dark);
    static QColor demotedBadge(bool dark);     // red: temporarily demoted
    static QColor pendingBadge(bool dark);     // orange: demotion pending
    static QColor badgeText(bool orange);
    static QColor whatIfBanner(bool dark);
    static QColor whatIfText(bool dark);
};

} // namespace hw
