#pragma once

#include "TrayState.h"
#include "palette/StatusPalette.h"

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
    // The filled circle of a state and the mark drawn on it (✓, the running dot, ✗ or the
    // count): the palette's text-on colour of the fill, so the count reads (WCAG AA).
    static ColorId fillOf(TrayState::Kind kind);
    static QColor markOn(TrayState::Kind kind);
    static QIcon icon(const TrayState &state);
};

} // namespace hw
