#pragma once

#include "logs/AnsiStyle.h"

#include <QColor>

namespace hw {

// The 256 terminal colours, with the 16 basic ones tuned to stay readable on the view's light or
// dark background (pure yellow on white is not).
class AnsiPalette
{
public:
    explicit AnsiPalette(bool dark = false) : m_dark(dark) {}
    // An invalid QColor for Kind::Default: draw with the view's own text or background colour.
    QColor color(const AnsiColor &color) const;

private:
    bool m_dark;
};

} // namespace hw
