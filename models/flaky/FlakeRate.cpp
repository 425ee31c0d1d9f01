#include "FlakeRate.h"

#include <algorithm>
#include <cmath>

namespace hw {

namespace {

// The Wilson score interval's bound for `flaky` of `runs`: side -1 the lower, +1 the upper.
double wilsonBound(int flaky, int runs, int side)
{
    constexpr double z = 1.959963984540054; // two-sided 95 %
    const double n = double(runs);
    const double p = std::clamp(double(flaky) / n, 0.0, 1.0);
    const double z2 = z * z;
    const double centre = p + z2 / (2 * n);
    const double spread = z * std::sqrt(p * (1 - p) / n + z2 / (4 * n * n));
    return std::clamp((centre + side * spread) / (1 + z2 / n), 0.0, 1.0);
}

} // namespace

double FlakeRate::wilsonLowerBound() const
{
    return runs <= 0 ? 0.0 : wilsonBound(flaky, runs, -1);
}

double FlakeRate::wilsonUpperBound() const
{
    return runs <= 0 ? 1.0 : wilsonBound(flaky, runs, +1);
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
