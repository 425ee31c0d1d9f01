#pragma once

#include <atomic>

namespace hw {

// The two things a long operation on a worker thread shares with the window that started it: how
// far it is and whether it should stop. The worker writes permille and reads cancel; the GUI
// thread reads permille (a progress dialog's tick) and sets cancel (its Cancel button).
struct OperationControl {
    std::atomic<int> permille { 0 }; // 0..1000
    std::atomic<bool> cancel { false }; // set to stop; the run then ends with a "cancelled" error

    // Records progress; false once the operation should stop.
    bool reached(int at)
    {
        permille = at;
        return !cancel.load();
    }
};

} // namespace hw
