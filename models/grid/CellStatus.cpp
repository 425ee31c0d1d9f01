#include "CellStatus.h"

#include <array>
#include <cmath>

namespace hw {
namespace {

struct StatusTables {
    std::array<QString, kCellStatusCount> letters;
    std::array<QString, kCellStatusCount> names;
    std::array<QColor, kCellStatusCount> light;
    std::array<QColor, kCellStatusCount> dark;
    std::array<QColor, kCellStatusCount> lightText;
    std::array<QColor, kCellStatusCount> darkText;
};

double luminance(const QColor &c)
{
    auto lin = [](double v) { return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
    return 0.2126 * lin(c.redF()) + 0.7152 * lin(c.greenF()) + 0.0722 * lin(c.blueF());
}

// Black or white, whichever contrasts more (WCAG contrast ratio) with the fill.
QColor readableOn(const QColor &fill)
{
    const double l = luminance(fill);
    const double onBlack = (l + 0.05) / 0.05;
    const double onWhite = 1.05 / (l + 0.05);
    return onBlack >= onWhite ? QColor(0x21, 0x21, 0x21) : QColor(Qt::white);
}

const StatusTables &tables()
{
    static const StatusTables t = [] {
        StatusTables r;
        // Order follows the CellStatus enum.
        const char *letters[] = {"~", "O", "F", "X", "C", "T", "N", "S", "Q", "?", "W"};
        const char *names[] = {"no job", "success", "flaky", "failure", "cancelled", "timed out",
                               "neutral", "skipped", "queued", "in progress", "warning (unstable job)"};
        // HUD's light palette; cancelled and timed out are two distinct reds (the letter stays the main cue).
        const char *light[] = {"#eeeeee", "#4caf50", "#8bc34a", "#f44336", "#e57373", "#c62828",
                               "#9e9e9e", "#9e9e9e", "#bdbdbd", "#ffc107", "#ff9800"};
        const char *dark[] = {"#2c2c2c", "#388e3c", "#689f38", "#e53935", "#c05454", "#b71c1c",
                              "#616161", "#616161", "#757575", "#ffa000", "#f57c00"};
        for (int i = 0; i < kCellStatusCount; ++i) {
            r.letters[i] = QString::fromLatin1(letters[i]);
            r.names[i] = QString::fromLatin1(names[i]);
            r.light[i] = QColor::fromString(QLatin1String(light[i]));
            r.dark[i] = QColor::fromString(QLatin1String(dark[i]));
            r.lightText[i] = readableOn(r.light[i]);
            r.darkText[i] = readableOn(r.dark[i]);
        }
        r.darkText[0] = QColor(0x9e, 0x9e, 0x9e); // "~" on the dark background: muted, not glaring
        r.lightText[0] = QColor(0x75, 0x75, 0x75);
        return r;
    }();
    return t;
}

int idx(CellStatus s)
{
    const int i = int(s);
    return (i >= 0 && i < kCellStatusCount) ? i : 0;
}

} // namespace

const QString &cellLetterRef(CellStatus s) { return tables().letters[idx(s)]; }
const QColor &cellColorRef(CellStatus s, bool dark) { return dark ? tables().dark[idx(s)] : tables().light[idx(s)]; }
const QColor &cellTextColorRef(CellStatus s, bool dark)
{
    return dark ? tables().darkText[idx(s)] : tables().lightText[idx(s)];
}

QString cellLetter(CellStatus s) { return cellLetterRef(s); }
QColor cellColor(CellStatus s, bool dark) { return cellColorRef(s, dark); }
QColor cellTextColor(CellStatus s, bool dark) { return cellTextColorRef(s, dark); }
QString cellStatusName(CellStatus s) { return tables().names[idx(s)]; }

bool isFailure(CellStatus s)
{
    return s == CellStatus::Failure || s == CellStatus::TimedOut || s == CellStatus::Cancelled;
}

bool isGreen(CellStatus s)
{
    switch (s) {
    case CellStatus::Success:
    case CellStatus::Flaky:
    case CellStatus::Skipped:
    case CellStatus::Neutral:
    case CellStatus::NoJob:
        return true;
    default:
        return false;
    }
}

} // namespace hw
