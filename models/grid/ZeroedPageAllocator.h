#pragma once

#include <cstddef>
#include <cstdlib>
#include <new>
#include <utility>

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace hw {

// An allocator whose memory starts as zero bytes without being written: big blocks are fresh
// anonymous mappings (zero pages, faulted in when first touched, marked for transparent huge
// pages), small ones calloc. Default construction does nothing, so a vector resized to a million
// elements costs address space, not a pass over 16 MB. For types whose all-zero bytes are their
// empty state (JobIdIndex: key 0 is "empty"). On a two-core machine zeroing 32 MB on the GUI
// thread took ~80 ms (docs/performance.md). GridStore's cells use it too: they are
// initialized a row at a time when the row is taken, so their zeroes are never read.
template<typename T>
struct ZeroedPageAllocator {
    using value_type = T;
    static constexpr std::size_t kMapped = std::size_t(2) << 20;

    ZeroedPageAllocator() = default;
    template<typename U>
    ZeroedPageAllocator(const ZeroedPageAllocator<U> &) noexcept
    {
    }

    T *allocate(std::size_t n)
    {
#if defined(__linux__)
        if (n * sizeof(T) >= kMapped) {
            void *p = mmap(nullptr, n * sizeof(T), PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
            if (p == MAP_FAILED)
                throw std::bad_alloc();
            madvise(p, n * sizeof(T), MADV_HUGEPAGE); // a hint: failure only costs speed
            return static_cast<T *>(p);
        }
#endif
        void *p = std::calloc(n, sizeof(T));
        if (!p)
            throw std::bad_alloc();
        return static_cast<T *>(p);
    }

    void deallocate(T *p, std::size_t n) noexcept
    {
#if defined(__linux__)
        if (n * sizeof(T) >= kMapped) {
            munmap(p, n * sizeof(T));
            return;
        }
#endif
        std::free(p);
    }

    template<typename U>
    void construct(U *) noexcept
    {
    }
    template<typename U, typename... Args>
    void construct(U *p, Args &&...args)
    {
        ::new (static_cast<void *>(p)) U(std::forward<Args>(args)...);
    }

    template<typename U>
    bool operator==(const ZeroedPageAllocator<U> &) const noexcept
    {
        return true;
    }
};

} // namespace hw
