#include "FlakeRate.h"

#include <algorithm>
#include <cmath>

namespace hw {

double FlakeRate::wilsonLowerBound() const
{
    if (runs <= 0)
        return 0.0;
    constexpr double z = 1.959963984540054; // two-sided 95 %
    const double n = double(runs);
    const double p = std::clamp(double(flaky) / n, 0.0, 1.0);
    const double z2 = z * z;
    const double centre = p + z2 / (2 * n);
    const double spread = z * std::sqrt(p * (1 - p) / n + z2 / (4 * n * n));
    return std::max(0.0, (centre - spread) / (1 + z2 / n));
}

double FlakeRate::wilsonUpperBound() const
{
    if (runs <= 0)
        return 1.0;
    constexpr double z = 1.959963984540054; // two-sided 95 %
    const double n = double(runs);
    const double p = std::clamp(double(flaky) / n, 0.0, 1.0);
    const double z2 = z * z;
    const double centre = p + z2 / (2 * n);
    const double spread = z * std::sqrt(p * (1 - p) / n + z2 / (4 * n * n));
    return std::min(1.0, (centre + spread) / (1 + z2 / n));
}

bool FlakeRate::ranksAbove(const FlakeRate &other) const
{
    const double a = wilsonLowerBound();
    const double b = other.wilsonLowerBound();
    if (a != b)
        return a > b;
    if (flaky != other.flaky)
        return flaky > other.flaky;
    return runs > other.runs;
}

} // namespace hw
