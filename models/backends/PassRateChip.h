#pragma once

#include "palette/StatusPalette.h"

#include <QColor>
#include <QString>

#include <optional>

namespace hw {

// HUD /crcr's pass-rate chip: green >= 95 %, yellow >= 80 %, red below; each class also has a
// letter/shape so colour is never the only cue.
class PassRateChip
{
public:
    enum class Class { None = 0, Good, Warn, Bad };

    static Class classify(std::optional<double> rate);
    static QString letter(Class c);       // ✔ ▲ ✖ –
    static QString name(Class c);         // "good (≥ 95 %)", ...
    static QString rateText(std::optional<double> rate); // "97.0 %" or "no data"
    static ColorId colorId(Class c);      // the palette's verdict colours
    static QColor fill(Class c, bool dark);
    static QColor text(Class c, bool dark);
};

} // namespace hw
