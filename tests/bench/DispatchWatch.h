#pragma once

#include <QString>
#include <QtGlobal>

namespace hw::bench {

// The longest the GUI thread spent in one event it dispatched from its loop: that is, without
// returning to the event loop (hudwatch-bench's QApplication times every top-level dispatch).
// Also what it was and how much of it the thread actually ran (the rest: other threads and
// processes had the CPU; the machine has two cores).
struct DispatchWatch {
    qint64 maxNs = 0;
    qint64 maxCpuNs = 0;
    QString what;

    void reset() { *this = DispatchWatch{}; }
    void record(qint64 ns, qint64 cpuNs, const QString &description)
    {
        if (ns <= maxNs)
            return;
        maxNs = ns;
        maxCpuNs = cpuNs;
        what = description;
    }
    static DispatchWatch &gui();
};

} // namespace hw::bench
