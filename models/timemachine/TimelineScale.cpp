#include "TimelineScale.h"

#include <algorithm>
#include <cmath>

namespace hw {

double TimelineScale::mapTimeToX(qint64 t) const
{
    if (!isValid())
        return left;
    return left + double(t - start) * width / double(end - start);
}

qint64 TimelineScale::mapXToTime(double x) const
{
    if (!isValid())
        return start;
    const double fraction = std::clamp((x - left) / width, 0.0, 1.0);
    return start + qint64(std::llround(fraction * double(end - start)));
}

qint64 TimelineScale::secondsPerPixel() const
{
    if (!isValid())
        return 1;
    return std::max<qint64>(1, qint64(std::ceil(double(end - start) / width)));
}

} // namespace hw
