#pragma once

namespace hw {

// Background work (decoding replies, cache writes, cache loads, exports, log indexing) yields
// the CPU to the GUI thread: on a two-core machine the decoder, the writer and a local server
// otherwise preempt the GUI thread in the middle of an event for tens of milliseconds.
// Lowers the calling thread's priority to the process's nice value + kNiceAbove (Linux: the
// nice value is per thread); a no-op after the first call on a thread, and elsewhere.
class BackgroundPriority
{
public:
    static constexpr int kNiceAbove = 4;

    static void applyToThisThread();
    // The calling thread's nice value (Linux), for tests and diagnostics.
    static int thisThreadNice();
};

} // namespace hw
