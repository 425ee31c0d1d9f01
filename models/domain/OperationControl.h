#pragma once

#include <QtGlobal>

#include <algorithm>
#include <atomic>
#include <functional>

namespace hw {

// The two things a long operation on a worker thread shares with the thread that started it: how
// far it is and whether it should stop. The worker reports progress and reads cancel; the other
// thread reads the progress (a dialog's tick, LatestWorkerRun's progress callback) and sets cancel
// (a Cancel button, a newer request).
struct OperationControl {
    std::atomic<int> permille { 0 }; // 0..1000
    std::atomic<bool> cancel { false }; // set to stop; the run then ends with a "cancelled" error

    bool isCancelled() const { return cancel.load(); }

    // Records progress; false once the operation should stop.
    bool reached(int at) { return report(at, 1000); }
    // The same as done units (bytes, rows) of total, kept for a progress signal that says them.
    bool report(qint64 done, qint64 total)
    {
        m_done = done;
        m_total = total;
        permille = total > 0 ? int(std::clamp<qint64>(done * 1000 / total, 0, 1000)) : 0;
        if (onReport)
            onReport();
        return !isCancelled();
    }
    qint64 done() const { return m_done.load(); }
    qint64 total() const { return m_total.load(); }

    // Told after each report, on the worker's thread: set by the runner (LatestWorkerRun) before
    // the work starts and never changed while it runs.
    std::function<void()> onReport;

private:
    std::atomic<qint64> m_done { 0 };
    std::atomic<qint64> m_total { 0 };
};

} // namespace hw
