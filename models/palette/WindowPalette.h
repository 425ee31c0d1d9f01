#pragma once

#include "ColorScheme.h"

#include <QPalette>

namespace hw {

// The widgets' QPalette of a forced theme (Fusion style): the dark one is a real dark palette,
// with the chart background as its Base so views and charts sit on the same colour. System has
// no palette of ours (the desktop's is used); it is returned as Light.
QPalette windowPalette(ColorScheme scheme);

// The desktop's palette as "follow the system" uses it: the desktop's own, except a selection
// whose text does not read (under WCAG AA's 4.5:1, as Fusion's default white on #308cc6),
// which takes ours for the palette's scheme.
QPalette readableSystemPalette(QPalette system);

} // namespace hw
