#pragma once

#include <atomic>
#include <cstddef>
#include <thread>

namespace hw {

// Faults in the pages of a fresh anonymous mapping on a thread of its own, so the thread that
// then writes to it finds them there. The grid's job-id index for a first sync is 32 MB of zero
// pages written at random: the first few thousand inserts touched every 2 MB huge page, and the
// kernel zeroed all of them inside one apply on the GUI thread (~75 ms on two cores).
// MADV_POPULATE_WRITE faults pages in without writing to them, so the owner may write to the
// block meanwhile. The owner keeps the block mapped until cancel() (or the destructor) returns.
class PagePrefault
{
public:
    PagePrefault() = default;
    PagePrefault(const PagePrefault &) = delete;
    PagePrefault &operator=(const PagePrefault &) = delete;
    ~PagePrefault() { cancel(); }

    // Starts on [begin, begin + bytes); a run still going for another block is cancelled first.
    void start(void *begin, std::size_t bytes);
    // Stops after the chunk in progress (at most 2 MB) and waits for the thread.
    void cancel();
    // False where the kernel lacks MADV_POPULATE_WRITE (Linux < 5.14): pages fault in on use.
    static bool isSupported();

private:
    std::thread m_thread;
    std::atomic<bool> m_stop{false};
};

} // namespace hw
