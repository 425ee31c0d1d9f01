#pragma once

namespace hw {

// Where one of the grid's scroll bars goes when rows (or columns) are inserted or removed, so the
// user's place stays put: new commits arrive at the top, and someone who scrolled down to read
// keeps reading the same rows. Positions in pixels, cell the row height (or column width),
// first..last the rows inserted or removed. A value, tested without a widget.
struct GridScrollKeeper {
    // Rows inserted at or above the top row move it down by their height; at the very top the
    // view stays there, showing the new rows.
    static int afterInsert(int position, int cell, int first, int last);
    // Rows removed above the top row move it up by their height.
    static int afterRemove(int position, int cell, int first, int last);
};

} // namespace hw
