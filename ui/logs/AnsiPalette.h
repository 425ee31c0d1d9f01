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
    // text as it is when it reads on background at WCAG AA (4.5:1), else the same hue made darker
    // (on a light background) or lighter (on a dark one) until it does: a log's own colours
    // (256-colour or RGB, chosen for some other terminal's background) stay readable here, as a
    // terminal's "minimum contrast" setting does.
    static QColor readable(const QColor &text, const QColor &background);

private:
    bool m_dark;
};

} // namespace hw
