#pragma once

#include <QtGlobal>

namespace hw {

// A colour as an SGR sequence names it; the view resolves it against its theme.
struct AnsiColor {
    enum class Kind : quint8 { Default, Indexed, Rgb };
    Kind kind = Kind::Default;
    quint8 index = 0; // Indexed: 0–255 (0–15 the basic and bright colours)
    quint32 rgb = 0;  // Rgb: 0xRRGGBB
    bool operator==(const AnsiColor &) const = default;
};

struct AnsiStyle {
    AnsiColor foreground;
    AnsiColor background;
    bool bold = false;
    bool dim = false;
    bool italic = false;
    bool underline = false;
    bool inverse = false;
    bool isPlain() const { return *this == AnsiStyle {}; }
    bool operator==(const AnsiStyle &) const = default;
};

} // namespace hw
