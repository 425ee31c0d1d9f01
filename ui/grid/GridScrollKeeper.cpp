#include "grid/GridScrollKeeper.h"

#include <algorithm>

namespace hw {

int GridScrollKeeper::afterInsert(int position, int cell, int first, int last)
{
    const int top = position / cell;
    if (position > 0 && first <= top)
        return position + (last - first + 1) * cell;
    return position;
}

int GridScrollKeeper::afterRemove(int position, int cell, int first, int last)
{
    const int top = position / cell;
    if (first < top)
        return position - (std::min(last, top - 1) - first + 1) * cell;
    return position;
}

} // namespace hw
