#pragma once

#include "TrayState.h"

#include <QIcon>
#include <QImage>

namespace hw {

// Draws the tray icon of a state at any size: a filled circle with ✓ (green), a filled amber
// circle (running), a red circle with ✗ and the count, a red ring (all acknowledged), a hollow
// grey ring (stale or offline). Shapes differ as well as colours.
class TrayIconPainter
{
public:
    static QImage image(const TrayState &state, int size);
    static QIcon icon(const TrayState &state);
};

} // namespace hw
