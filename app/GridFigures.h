#pragma once

#include "domain/Result.h"

#include <QCoreApplication>
#include <QJsonObject>

namespace hw {

class FigureSource;
struct Commit;

// `hudwatch grid --json`: the grid as the view shows it, built through the view's own model
// (JobGridModel, CellMerger) so the letters are the view's: every column ("<workflow> / <job>",
// sorted as the view sorts them) and every row, newest first, with its commit and, per column,
// the cell's letter and the job ids of the runs merged into it (newest first).
class GridFigures
{
    Q_DECLARE_TR_FUNCTIONS(hw::GridFigures)

public:
    static Result<QJsonObject> build(const FigureSource &source);
    // The PR number a commit row shows (null when it has none).
    static QJsonValue prNumberOf(const Commit &commit);
};

} // namespace hw
