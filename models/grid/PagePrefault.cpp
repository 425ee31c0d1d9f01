#include "grid/PagePrefault.h"

#include "domain/BackgroundPriority.h"

#include <algorithm>
#include <cerrno>
#include <cstdint>

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace hw {

namespace {

constexpr std::size_t kChunk = std::size_t(2) << 20; // one huge page: the cancel latency

#if defined(__linux__) && defined(MADV_POPULATE_WRITE)
bool populate(void *begin, std::size_t bytes)
{
    return madvise(begin, bytes, MADV_POPULATE_WRITE) == 0;
}
#else
bool populate(void *, std::size_t)
{
    return false;
}
#endif

} // namespace

bool PagePrefault::isSupported()
{
#if defined(__linux__) && defined(MADV_POPULATE_WRITE)
    static const bool supported = [] {
        // A one-page probe: the flag is refused with EINVAL before Linux 5.14.
        void *p = mmap(nullptr, 4096, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (p == MAP_FAILED)
            return false;
        const bool ok = populate(p, 4096);
        munmap(p, 4096);
        return ok;
    }();
    return supported;
#else
    return false;
#endif
}

void PagePrefault::start(void *begin, std::size_t bytes)
{
    cancel();
    if (!begin || bytes == 0 || !isSupported())
        return;
    m_stop.store(false, std::memory_order_relaxed);
    m_thread = std::thread([this, begin, bytes] {
        BackgroundPriority::applyToThisThread(); // the kernel zeroes the pages on this thread's time
        // madvise wants a page-aligned start; the mappings given here are.
        auto *p = static_cast<char *>(begin);
        for (std::size_t done = 0; done < bytes && !m_stop.load(std::memory_order_relaxed); done += kChunk) {
            if (!populate(p + done, std::min(kChunk, bytes - done)))
                return; // out of memory or unmapped: the pages fault in on use instead
        }
    });
}

void PagePrefault::cancel()
{
    if (!m_thread.joinable())
        return;
    m_stop.store(true, std::memory_order_relaxed);
    m_thread.join();
}

} // namespace hw
