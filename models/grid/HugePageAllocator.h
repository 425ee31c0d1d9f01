#pragma once

#include <cstddef>
#include <cstdlib>
#include <memory>
#include <new>

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace hw {

// An allocator for the grid's big arrays (run records, the job-id index): on Linux, blocks of
// 2 MB and more are 2 MB aligned and marked for transparent huge pages. A poll touches
// thousands of random records in tens of MB; with 4 kB pages nearly every touch is also a TLB
// miss, and huge pages take most of those away (poll_apply_ms, docs/performance.md).
// Elsewhere, and for small blocks, it is std::allocator.
template<typename T>
struct HugePageAllocator {
    using value_type = T;
    static constexpr std::size_t kHugePage = std::size_t(2) << 20;

    HugePageAllocator() = default;
    template<typename U>
    HugePageAllocator(const HugePageAllocator<U> &) noexcept
    {
    }

    static bool isHuge(std::size_t n) { return n * sizeof(T) >= kHugePage; }
    static std::size_t rounded(std::size_t n) { return (n * sizeof(T) + kHugePage - 1) / kHugePage * kHugePage; }

    T *allocate(std::size_t n)
    {
#if defined(__linux__)
        if (isHuge(n)) {
            void *p = std::aligned_alloc(kHugePage, rounded(n));
            if (!p)
                throw std::bad_alloc();
            madvise(p, rounded(n), MADV_HUGEPAGE); // a hint: failure only costs speed
            return static_cast<T *>(p);
        }
#endif
        return std::allocator<T>().allocate(n);
    }

    void deallocate(T *p, std::size_t n) noexcept
    {
#if defined(__linux__)
        if (isHuge(n)) {
            std::free(p);
            return;
        }
#endif
        std::allocator<T>().deallocate(p, n);
    }

    template<typename U>
    bool operator==(const HugePageAllocator<U> &) const noexcept
    {
        return true;
    }
};

} // namespace hw
