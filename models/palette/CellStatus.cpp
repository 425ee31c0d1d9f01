#include "CellStatus.h"

#include <array>

namespace hw {
namespace {

struct StatusTables {
    std::array<QString, kCellStatusCount> letters;
    std::array<QString, kCellStatusCount> names;
};

const StatusTables &tables()
{
    static const StatusTables t = [] {
        StatusTables r;
        // Order follows the CellStatus enum.
        const char *letters[] = {"~", "O", "F", "X", "C", "T", "N", "S", "Q", "?", "W", "U"};
        const char *names[] = {"no job", "success", "flaky", "failure", "cancelled", "timed out",
                               "neutral", "skipped", "queued", "in progress", "warning (unstable job)", "other conclusion"};
        for (int i = 0; i < kCellStatusCount; ++i) {
            r.letters[i] = QString::fromLatin1(letters[i]);
            r.names[i] = QString::fromLatin1(names[i]);
        }
        return r;
    }();
    return t;
}

const StatusPalette &paletteFor(bool dark)
{
    static const StatusPalette light(ColorScheme::Light);
    static const StatusPalette darkPalette(ColorScheme::Dark);
    return dark ? darkPalette : light;
}

static_assert(int(ColorId::CellOther) - int(ColorId::CellNoJob) + 1 == kCellStatusCount,
              "the palette's cell colours follow the CellStatus enum");

int idx(CellStatus s)
{
    const int i = int(s);
    return (i >= 0 && i < kCellStatusCount) ? i : 0;
}

} // namespace

const QString &cellLetterRef(CellStatus s) { return tables().letters[idx(s)]; }
ColorId cellColorId(CellStatus s) { return ColorId(int(ColorId::CellNoJob) + idx(s)); }
const QColor &cellColorRef(CellStatus s, bool dark) { return paletteFor(dark).color(cellColorId(s)); }
const QColor &cellTextColorRef(CellStatus s, bool dark) { return paletteFor(dark).textOn(cellColorId(s)); }

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
