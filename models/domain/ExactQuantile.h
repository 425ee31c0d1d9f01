#pragma once

#include <algorithm>
#include <span>

namespace hw {

// The value at index floor(q × n) of the sorted values: ClickHouse's quantileExact, so a figure
// computed in process equals the server's. Reorders `values`; 0 for none.
template<typename T>
T exactQuantile(std::span<T> values, double q)
{
    if (values.empty())
        return T{};
    const auto index = std::min(values.size() - 1, size_t(q * double(values.size())));
    std::nth_element(values.begin(), values.begin() + index, values.end());
    return values[index];
}

} // namespace hw
