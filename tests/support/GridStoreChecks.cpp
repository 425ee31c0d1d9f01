#include "GridStoreChecks.h"

#include "grid/CellMerger.h"
#include "grid/GridStore.h"

#include <QTest>

#include <algorithm>
#include <functional>

namespace hw::test {

QList<qint64> idsAt(const GridStore &store, int row, int column)
{
    QList<qint64> ids;
    for (const StoredRun &r : store.runsAt(row, column))
        ids << r.id;
    return ids;
}

GridStoreContents contentsOf(const GridStore &store)
{
    GridStoreContents out;
    for (int r = 0; r < store.rowCount(); ++r)
        for (int c = 0; c < store.columnCount(); ++c)
            if (store.cellAt(r, c)->runCount > 0)
                out[{store.commitSha(r), store.columnName(c)}] = {int(store.cellStatus(r, c)), idsAt(store, r, c)};
    return out;
}

void verifyConsistent(const GridStore &s)
{
    for (int c = 0; c < s.columnCount(); ++c) {
        int nonGreen = 0;
        bool allSkipped = true;
        for (int r = 0; r < s.rowCount(); ++r) {
            const CellStatus st = s.cellStatus(r, c);
            nonGreen += !isGreen(st);
            allSkipped &= st == CellStatus::Skipped || st == CellStatus::NoJob;
            QCOMPARE(int(s.cellAt(r, c)->runCount), int(s.runsAt(r, c).size()));
            const QList<qint64> ids = idsAt(s, r, c);
            QVERIFY(std::is_sorted(ids.begin(), ids.end(), std::greater<>()));
            // The status is what the cell's runs merge to (NoJob for an empty cell, also after
            // its slot was reused or its row laid out again for new columns).
            QVector<MergeRun> runs;
            for (const StoredRun &run : s.runsAt(r, c))
                runs.append({run.conclusion, run.id});
            const CellStatus merged
                = runs.isEmpty() ? CellStatus::NoJob : CellMerger::merge(runs, s.isColumnUnstable(c)).status;
            QCOMPARE(st, merged);
        }
        QCOMPARE(s.nonGreenCellCount(c), nonGreen);
        QCOMPARE(s.isColumnAlwaysSkipped(c), allSkipped);
    }
}

} // namespace hw::test
