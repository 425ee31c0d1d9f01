#include "AnsiPalette.h"

#include "palette/StatusPalette.h"

#include <algorithm>
#include <array>

namespace hw {

namespace {
// black, red, green, yellow, blue, magenta, cyan, white, then the bright ones.
constexpr std::array<QRgb, 16> kLight {0x1e1e1e, 0xb3261e, 0x1b7a2f, 0x8a6100, 0x1f5fbf, 0x8f3fa8, 0x0f7682, 0x6b6b6b,
    0x5c5c5c, 0xd0342c, 0x25963a, 0x9e7700, 0x2f74e0, 0xa64fc2, 0x138a96, 0x8a8a8a};
constexpr std::array<QRgb, 16> kDark {0x9a9a9a, 0xff6b61, 0x5fd47a, 0xe8c35a, 0x74a7ff, 0xd98cf0, 0x55d0dc, 0xd6d6d6,
    0xb8b8b8, 0xff8a80, 0x85e89c, 0xffd97a, 0x9cc0ff, 0xe9b0f7, 0x86e6ee, 0xffffff};
} // namespace

QColor AnsiPalette::color(const AnsiColor &c) const
{
    switch (c.kind) {
    case AnsiColor::Kind::Default:
        return {};
    case AnsiColor::Kind::Rgb:
        return QColor::fromRgb(c.rgb);
    case AnsiColor::Kind::Indexed:
        break;
    }
    if (c.index < 16)
        return QColor::fromRgb((m_dark ? kDark : kLight)[c.index]);
    if (c.index < 232) {
        // The 6×6×6 cube.
        const int i = c.index - 16;
        const auto level = [](int v) { return v == 0 ? 0 : 55 + v * 40; };
        return QColor(level(i / 36), level(i / 6 % 6), level(i % 6));
    }
    const int grey = 8 + (c.index - 232) * 10;
    return QColor(grey, grey, grey);
}

QColor AnsiPalette::readable(const QColor &text, const QColor &background)
{
    constexpr double minimum = 4.5;
    if (StatusPalette::contrastRatio(text, background) >= minimum)
        return text;
    // Toward black on a light background, toward white on a dark one, in small steps of HSL
    // lightness (hue and saturation kept); black or white itself reaches 4.5:1 on any background
    // that needs this direction, so the loop ends with a readable colour.
    const bool darker = StatusPalette::contrastRatio(Qt::black, background) >= StatusPalette::contrastRatio(Qt::white, background);
    float h = 0, s = 0, l = 0, a = 0;
    text.toHsl().getHslF(&h, &s, &l, &a);
    h = std::max(h, 0.0f); // -1 for a grey: any hue, its saturation is 0
    for (int step = 0; step < 100; ++step) {
        l = darker ? std::max(0.0f, l - 0.02f) : std::min(1.0f, l + 0.02f);
        const QColor candidate = QColor::fromHslF(h, s, l, a);
        if (StatusPalette::contrastRatio(candidate, background) >= minimum || l <= 0.0f || l >= 1.0f)
            return candidate;
    }
    return darker ? QColor(Qt::black) : QColor(Qt::white);
}

} // namespace hw
