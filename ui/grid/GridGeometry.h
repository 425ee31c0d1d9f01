#pragma once

#include <QRect>
#include <QSize>

namespace hw {

// Where everything of the job grid is, in viewport pixels, for one state of the view: the cell
// side, the two frozen headers, the viewport, the scroll offsets and the model's size. A value,
// so the arithmetic is tested on its own (tst_GridGeometry) and the painter and the view agree.
struct GridGeometry {
    int cell = 20;            // square cell side
    int headerHeight = 190;   // the rotated job names on top
    int rowHeaderWidth = 380; // the commits on the left
    QSize viewport;
    int scrollX = 0;
    int scrollY = 0;
    int rows = 0;
    int columns = 0;

    // A first..last range of rows or columns; empty when last < first.
    struct Span {
        int first = 0;
        int last = -1;
        bool isEmpty() const { return last < first; }
        bool contains(int i) const { return i >= first && i <= last; }
    };

    QRect cellArea() const;      // right of the commits, below the names
    QRect topHeaderRect() const; // the names
    QRect rowHeaderRect() const; // the commits
    QRect cornerRect() const;
    int visibleRowCount() const;    // at least 1
    int visibleColumnCount() const; // at least 1
    QRect rowBand(int row) const;       // the row across the whole viewport
    QRect columnBand(int column) const; // the column down the whole viewport
    QRect cellRect(int row, int column) const;
    int rowAt(int y) const;    // -1 outside the rows
    int columnAt(int x) const; // -1 outside the columns
    // The rows / columns with a pixel inside area (a part of the viewport); reachFromLeft widens
    // the columns leftwards by that many pixels (labels that lean over their right neighbours).
    Span rowsIn(const QRect &area) const;
    Span columnsIn(const QRect &area, int reachFromLeft = 0) const;
    // The scroll bars' ranges: how far the cells reach past the cell area.
    int maxScrollX() const;
    int maxScrollY() const;
};

} // namespace hw
