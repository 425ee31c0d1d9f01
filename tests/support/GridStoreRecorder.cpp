#include "GridStoreRecorder.h"

#include <utility>

using namespace Qt::StringLiterals;

namespace hw::test {

void GridStoreRecorder::rowsAboutToBeInserted(int first, int last)
{
    calls << u"insert rows %1-%2"_s.arg(first).arg(last);
}

void GridStoreRecorder::rowsInserted()
{
    calls << u"rows inserted"_s;
}

void GridStoreRecorder::rowsAboutToBeRemoved(int first, int last)
{
    calls << u"remove rows %1-%2"_s.arg(first).arg(last);
}

void GridStoreRecorder::rowsRemoved()
{
    calls << u"rows removed"_s;
}

void GridStoreRecorder::columnAboutToBeInserted(int column)
{
    calls << u"insert column %1"_s.arg(column);
}

void GridStoreRecorder::columnInserted()
{
    calls << u"column inserted"_s;
}

void GridStoreRecorder::rowHeaderChanged(int row)
{
    calls << u"row header %1"_s.arg(row);
}

void GridStoreRecorder::columnHeaderChanged(int column)
{
    calls << u"column header %1"_s.arg(column);
}

void GridStoreRecorder::cellsChanged(int firstRow, int firstColumn, int lastRow, int lastColumn)
{
    calls << u"cells %1,%2-%3,%4"_s.arg(firstRow).arg(firstColumn).arg(lastRow).arg(lastColumn);
}

QStringList GridStoreRecorder::take()
{
    return std::exchange(calls, {});
}

} // namespace hw::test
