#pragma once

#include "ColorScheme.h"

#include <QPalette>

namespace hw {

// The widgets' QPalette of a forced theme (Fusion style): the dark one is a real dark palette,
// with the chart background as its Base so views and charts sit on the same colour. System has
// no palette of ours (the desktop's is used); it is returned as Light.
QPalette windowPalette(ColorScheme scheme);

} // namespace hw
