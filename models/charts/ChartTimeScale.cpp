#include "ChartTimeScale.h"

#include <algorithm>
#include <cmath>

namespace hw {

double ChartTimeScale::mapTimeToX(qint64 t) const
{
    if (!isValid())
        return left;
    // Multiplied before divided: whole pixels and times give the exact x (one rounding, not two).
    return left + double(t - start) * width / double(end - start);
}

double ChartTimeScale::mapTimeToXClamped(qint64 t) const
{
    return std::clamp(mapTimeToX(t), left, right());
}

qint64 ChartTimeScale::mapXToTime(double x) const
{
    if (!isValid())
        return start;
    const double fraction = std::clamp((x - left) / width, 0.0, 1.0);
    return start + qint64(std::llround(fraction * double(end - start)));
}

qint64 ChartTimeScale::unitsPerPixel() const
{
    if (!isValid())
        return 1;
    return std::max<qint64>(1, qint64(std::ceil(double(end - start) / width)));
}

} // namespace hw
