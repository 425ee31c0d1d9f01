#include "grid/GridKeyMap.h"

#include <algorithm>

namespace hw {

GridKeyMap::Command GridKeyMap::command(int key, Qt::KeyboardModifiers modifiers)
{
    const Qt::KeyboardModifiers mods = modifiers & ~Qt::KeypadModifier;
    const bool plain = (mods & ~Qt::ShiftModifier) == Qt::NoModifier;
    const bool ctrl = mods & Qt::ControlModifier;
    switch (key) {
    case Qt::Key_Left:
        return Command::Left;
    case Qt::Key_Right:
        return Command::Right;
    case Qt::Key_Up:
        return Command::Up;
    case Qt::Key_Down:
        return Command::Down;
    case Qt::Key_PageUp:
        return Command::PageUp;
    case Qt::Key_PageDown:
        return Command::PageDown;
    case Qt::Key_Home:
        return ctrl ? Command::FirstCell : Command::RowStart;
    case Qt::Key_End:
        return ctrl ? Command::LastCell : Command::RowEnd;
    case Qt::Key_J:
        return plain ? Command::NextFailure : Command::None;
    case Qt::Key_K:
        return plain ? Command::PreviousFailure : Command::None;
    case Qt::Key_L:
        return plain ? Command::Log : Command::None;
    case Qt::Key_U:
        return plain ? Command::Utilization : Command::None;
    case Qt::Key_Return:
    case Qt::Key_Enter:
        return Command::Open;
    case Qt::Key_Space:
        return Command::Pause;
    case Qt::Key_Slash:
        return Command::FocusFilter;
    case Qt::Key_F:
        return ctrl ? Command::FocusFilter : Command::None;
    default:
        return Command::None;
    }
}

std::optional<GridKeyMap::Cell> GridKeyMap::moveTarget(Command command, Cell at, Cell size, int page)
{
    const bool none = at.row < 0 || at.column < 0;
    const int row = none ? -1 : at.row;
    const int col = none ? -1 : at.column;
    switch (command) {
    case Command::Left:
        return Cell {none ? 0 : row, col - 1};
    case Command::Right:
        return Cell {none ? 0 : row, col + 1};
    case Command::Up:
        return Cell {row - 1, none ? 0 : col};
    case Command::Down:
        return Cell {row + 1, none ? 0 : col};
    case Command::PageUp:
        return Cell {row - page, std::max(0, col)};
    case Command::PageDown:
        return Cell {std::max(0, row) + page, std::max(0, col)};
    case Command::RowStart:
        return Cell {none ? 0 : row, 0};
    case Command::FirstCell:
        return Cell {0, 0};
    case Command::RowEnd:
        return Cell {std::max(0, row), size.column - 1};
    case Command::LastCell:
        return Cell {size.row - 1, size.column - 1};
    default:
        return std::nullopt;
    }
}

QList<GridKeyMap::Action> GridKeyMap::actions()
{
    return {
        {tr("Next failure"), {QKeySequence(Qt::Key_J)}},
        {tr("Previous failure"), {QKeySequence(Qt::Key_K)}},
        {tr("Move left"), {QKeySequence(Qt::Key_Left)}},
        {tr("Move right"), {QKeySequence(Qt::Key_Right)}},
        {tr("Move up"), {QKeySequence(Qt::Key_Up)}},
        {tr("Move down"), {QKeySequence(Qt::Key_Down)}},
        {tr("A page up"), {QKeySequence(Qt::Key_PageUp)}},
        {tr("A page down"), {QKeySequence(Qt::Key_PageDown)}},
        {tr("First column"), {QKeySequence(Qt::Key_Home)}},
        {tr("Last column"), {QKeySequence(Qt::Key_End)}},
        {tr("Newest commit, first column"), {QKeySequence(Qt::CTRL | Qt::Key_Home)}},
        {tr("Oldest commit, last column"), {QKeySequence(Qt::CTRL | Qt::Key_End)}},
        {tr("Open the job page"), {QKeySequence(Qt::Key_Return), QKeySequence(Qt::Key_Enter)}},
        {tr("The cell's job log, at its failing line"), {QKeySequence(Qt::Key_L)}},
        {tr("GPU utilization of the cell's job"), {QKeySequence(Qt::Key_U)}},
        {tr("Focus the job filter"), {QKeySequence(Qt::Key_Slash), QKeySequence(Qt::CTRL | Qt::Key_F)}},
        // The File menu names Space ("Pause / resume refresh\tSpace"): the sheet lists it there.
        {tr("Pause / resume refresh"), {QKeySequence(Qt::Key_Space)}},
    };
}

} // namespace hw
