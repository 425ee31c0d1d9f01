#include "TimeSeries.h"

using namespace Qt::StringLiterals;

namespace hw {

QString seriesStyleSymbol(SeriesStyle style)
{
    switch (style) {
    case SeriesStyle::Solid: return u"━━"_s;
    case SeriesStyle::Dashed: return u"╍╍"_s;
    case SeriesStyle::Dotted: return u"┉┉"_s;
    case SeriesStyle::DashDot: return u"━·"_s;
    case SeriesStyle::LongDash: return u"━ ━"_s;
    case SeriesStyle::DashDotDot: return u"━··"_s;
    }
    return {};
}

} // namespace hw
