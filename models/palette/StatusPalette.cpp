#include "StatusPalette.h"

#include <array>
#include <cmath>

namespace hw {

namespace {

constexpr int kAuto = -1; // text colour: readableOn(fill)

struct Entry {
    const char *name;
    int lightFill;
    int lightText;
    int darkFill;
    int darkText;
};

// Indexed by ColorId. Light fills of the cells are HUD's; the dark ones are a step deeper so a
// grid of 3,000 columns does not glare on a dark desktop. Chips use a pale fill with a deep ink
// of the same hue in light and a saturated fill with near-white ink in dark.
constexpr Entry kEntries[kColorIdCount] = {
    {"CellNoJob", 0xeeeeee, 0x757575, 0x2c2c2c, 0x9e9e9e}, // "~": muted, not glaring
    {"CellSuccess", 0x4caf50, kAuto, 0x388e3c, kAuto},
    {"CellFlaky", 0x8bc34a, kAuto, 0x689f38, kAuto},
    {"CellFailure", 0xf44336, kAuto, 0xe53935, kAuto},
    {"CellCancelled", 0xe57373, kAuto, 0xc05454, kAuto}, // cancelled and timed out: two distinct reds
    {"CellTimedOut", 0xc62828, kAuto, 0xb71c1c, kAuto},
    {"CellNeutral", 0x9e9e9e, kAuto, 0x616161, kAuto},
    {"CellSkipped", 0x9e9e9e, kAuto, 0x616161, kAuto},
    {"CellQueued", 0xbdbdbd, kAuto, 0x757575, kAuto},
    {"CellPending", 0xffc107, kAuto, 0xffa000, kAuto},
    {"CellWarning", 0xff9800, kAuto, 0xf57c00, kAuto},
    {"CellOther", 0x9e9e9e, kAuto, 0x616161, kAuto}, // "U": HUD's grey for other conclusions
    {"JobPassed", 0x4caf50, kAuto, 0x388e3c, kAuto},      // = CellSuccess
    {"JobTestFailure", 0xf44336, kAuto, 0xe53935, kAuto}, // = CellFailure
    {"JobInfraFailure", 0x7b1fa2, kAuto, 0xab47bc, kAuto}, // purple: no grid status uses it
    {"LevelUnknown", 0xe0e0e0, 0x424242, 0x424242, 0xbdbdbd},
    {"Level1", 0xb0bec5, kAuto, 0x546e7a, kAuto},
    {"Level2", 0x1565c0, kAuto, 0x42a5f5, kAuto},
    {"Level3", 0x00796b, kAuto, 0x26a69a, kAuto}, // teal: not the passed green
    {"Level4", 0xf9a825, kAuto, 0xffca28, kAuto},
    {"VerdictOk", 0xc8e6c9, 0x1b5e20, 0x2e7d32, 0xffffff},
    {"VerdictWarn", 0xffecb3, 0x6d4c00, 0xf9a825, 0x212121},
    {"VerdictFail", 0xffcdd2, 0xb71c1c, 0xc62828, 0xffffff},
    {"VerdictHold", 0xe3f2fd, 0x0d47a1, 0x37474f, 0xffffff},
    {"VerdictNone", 0xeeeeee, 0x616161, 0x424242, 0xbdbdbd},
    {"Notice", 0xfff3cd, 0x5d4000, 0x6d4c00, 0xffe082},
    {"BannerDanger", 0xf8d7da, 0x721c24, 0x5c1a1f, 0xffcdd2},
    {"BannerPast", 0xd6e4f0, 0x1b365d, 0x1e3550, 0xd6e4f0},
    {"BannerNow", 0xe8f0e8, 0x1b365d, 0x1f3a24, 0xe8f0e8},
    {"ChartBackground", 0xffffff, 0x212121, 0x1e1f22, 0xe8eaed},
    {"ChartText", 0x212121, kAuto, 0xe8eaed, kAuto},
    {"ChartMutedText", 0x616161, kAuto, 0x9aa0a6, kAuto},
    {"ChartAxis", 0x424242, kAuto, 0xbdc1c6, kAuto},
    {"ChartGrid", 0xdddddd, kAuto, 0x3a3d42, kAuto},
    {"ChartMarker", 0x263238, kAuto, 0xeceff1, kAuto},
    // Okabe–Ito hues, deepened for a white background and lightened for a dark one.
    {"Series1", 0x0072b2, kAuto, 0x56b4e9, kAuto}, // blue
    {"Series2", 0xc45500, kAuto, 0xf0a040, kAuto}, // orange
    {"Series3", 0x007a5e, kAuto, 0x3cc7a3, kAuto}, // bluish green
    {"Series4", 0xa8488f, kAuto, 0xe19ad3, kAuto}, // reddish purple
    {"Series5", 0x8a6d00, kAuto, 0xe8d45c, kAuto}, // ochre
    {"Series6", 0x4b5563, kAuto, 0xc3cad5, kAuto}, // slate
    // Deep inks for a white base, pale ones for a dark base.
    {"InkOk", 0x1b5e20, kAuto, 0x81c784, kAuto},
    {"InkWarn", 0x8a4b00, kAuto, 0xffb74d, kAuto},
    {"InkFail", 0xb71c1c, kAuto, 0xef9a9a, kAuto},
    {"InkMuted", 0x616161, kAuto, 0xbdbdbd, kAuto},
    {"InkPast", 0x1b365d, kAuto, 0x9cc3ec, kAuto},
};

struct Resolved {
    std::array<QColor, kColorIdCount> fill;
    std::array<QColor, kColorIdCount> text;
};

Resolved resolve(bool dark)
{
    Resolved r;
    for (int i = 0; i < kColorIdCount; ++i) {
        const Entry &e = kEntries[i];
        r.fill[i] = QColor(QRgb(dark ? e.darkFill : e.lightFill));
        const int text = dark ? e.darkText : e.lightText;
        r.text[i] = text == kAuto ? StatusPalette::readableOn(r.fill[i]) : QColor(QRgb(text));
    }
    return r;
}

const Resolved &table(bool dark)
{
    static const Resolved light = resolve(false);
    static const Resolved darkTable = resolve(true);
    return dark ? darkTable : light;
}

int index(ColorId id)
{
    const int i = int(id);
    return i >= 0 && i < kColorIdCount ? i : 0;
}

double luminance(const QColor &c)
{
    auto lin = [](double v) { return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
    return 0.2126 * lin(c.redF()) + 0.7152 * lin(c.greenF()) + 0.0722 * lin(c.blueF());
}

} // namespace

StatusPalette::StatusPalette(ColorScheme scheme)
    : m_scheme(resolvedScheme(scheme))
{
}

const QColor &StatusPalette::color(ColorId id) const
{
    return table(isDark()).fill[index(id)];
}

const QColor &StatusPalette::textOn(ColorId id) const
{
    return table(isDark()).text[index(id)];
}

QString StatusPalette::name(ColorId id)
{
    return QString::fromLatin1(kEntries[index(id)].name);
}

double StatusPalette::contrastRatio(const QColor &a, const QColor &b)
{
    const double la = luminance(a), lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

QColor StatusPalette::readableOn(const QColor &fill)
{
    // Soft black or white when either reaches 4.5:1, else pure black or white, whichever reads better.
    const QColor candidates[] = {QColor(0x21, 0x21, 0x21), QColor(Qt::white), QColor(Qt::black)};
    for (const QColor &c : candidates)
        if (contrastRatio(fill, c) >= 4.5)
            return c;
    return contrastRatio(fill, QColor(Qt::black)) >= contrastRatio(fill, QColor(Qt::white)) ? QColor(Qt::black)
                                                                                               : QColor(Qt::white);
}

} // namespace hw
