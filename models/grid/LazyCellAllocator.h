#pragma once

#include "grid/HugePageAllocator.h"

#include <utility>

namespace hw {

// HugePageAllocator whose default construction does nothing: a vector grown with resize(n) gets
// address space, not touched memory. GridStore reserves cells for every commit it may show at
// once and initializes a row's cells only when the row is taken, so a first sync never zero-fills
// and copies tens of MB in one turn of the event loop (the pages are faulted in a row at a time).
// Only for element types whose owner initializes them before use.
template<typename T>
struct LazyCellAllocator : HugePageAllocator<T> {
    using value_type = T;
    template<typename U>
    struct rebind {
        using other = LazyCellAllocator<U>;
    };

    LazyCellAllocator() = default;
    template<typename U>
    LazyCellAllocator(const LazyCellAllocator<U> &) noexcept
    {
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
};

} // namespace hw
