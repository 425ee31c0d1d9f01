#pragma once

#include <QCoreApplication>
#include <QKeySequence>
#include <QList>
#include <QString>

#include <optional>

namespace hw {

// What the grid's keys mean: a key and its modifiers give a command, and the list of actions
// (the keyboard sheet's "Grid" group) is made from the same table, so "?" lists what really
// runs. J, K, L and U work plain or with Shift; Ctrl+F and "/" both focus the filter.
class GridKeyMap
{
    Q_DECLARE_TR_FUNCTIONS(hw::JobGridView)

public:
    enum class Command {
        None,
        Left,
        Right,
        Up,
        Down,
        PageUp,
        PageDown,
        RowStart,    // Home: the first column of the current row
        RowEnd,      // End: the last column of the current row
        FirstCell,   // Ctrl+Home: newest commit, first column
        LastCell,    // Ctrl+End: oldest commit, last column
        NextFailure,
        PreviousFailure,
        Log,
        Utilization,
        Open,
        Pause,
        FocusFilter,
    };
    struct Action {
        QString text;
        QList<QKeySequence> keys;
    };

    // A cell of the grid, or where the cursor is asked to go (kept inside the grid afterwards).
    struct Cell {
        int row = -1;
        int column = -1;
        bool operator==(const Cell &) const = default;
    };

    static Command command(int key, Qt::KeyboardModifiers modifiers);
    static QList<Action> actions();
    // Where a movement takes the cursor from `at` (-1, -1: no cursor yet, as if on the first
    // cell) in a grid of `size` rows and columns with `page` rows a page; nullopt for a command
    // that moves nothing.
    static std::optional<Cell> moveTarget(Command command, Cell at, Cell size, int page);
};

} // namespace hw
