#pragma once

#include <QElapsedTimer>

#include <algorithm>
#include <vector>

namespace hw::bench {

// Median of n wall-clock runs of work, in milliseconds.
template<typename Work>
double medianMsOf(int n, Work work)
{
    std::vector<double> ms;
    for (int i = 0; i < n; ++i) {
        QElapsedTimer t;
        t.start();
        work();
        ms.push_back(double(t.nsecsElapsed()) / 1e6);
    }
    std::sort(ms.begin(), ms.end());
    return ms[ms.size() / 2];
}

} // namespace hw::bench
