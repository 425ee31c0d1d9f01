// The parts GridStore is made of, each on its own: the key sorts of its passes, the pool of a
// cell's older runs, the slot-major cell array. Expected answers come from plain loops
// (std::stable_sort, a list kept by hand), not from the code under test.
#include "TestRegistry.h"

#include "grid/CellKeySort.h"
#include "grid/GridCellArray.h"
#include "grid/RunChainPool.h"

#include <QTest>

#include <algorithm>
#include <random>

using namespace hw;

namespace {

StoredRun run(qint64 id, JobConclusion conclusion = JobConclusion::Success)
{
    StoredRun r;
    r.id = id;
    r.conclusion = conclusion;
    return r;
}

QList<qint64> idsOf(const RunChainPool &pool, const GridCell &cell)
{
    QList<qint64> ids;
    pool.forEachRun(cell, [&](const StoredRun &r) { ids << r.id; });
    return ids;
}

} // namespace

class tst_GridStoreParts : public QObject
{
    Q_OBJECT

private slots:
    void byCellKeepsBatchOrderWithinACell_data()
    {
        QTest::addColumn<int>("count");
        QTest::newRow("few: std::sort") << 100;
        QTest::newRow("many: radix") << 50'000;
    }

    void byCellKeepsBatchOrderWithinACell()
    {
        QFETCH(int, count);
        std::mt19937 random(7);
        const size_t cells = 3000;
        std::vector<quint64> keys;
        for (int i = 0; i < count; ++i)
            keys.push_back(quint64(random() % cells) << 32 | quint32(i));
        std::vector<quint64> expected = keys;
        std::stable_sort(expected.begin(), expected.end(), [](quint64 a, quint64 b) { return (a >> 32) < (b >> 32); });
        CellKeySort::byCell(keys, cells);
        QVERIFY(keys == expected);
    }

    void byPositionSortsRowsThenColumns()
    {
        std::mt19937 random(11);
        const size_t rows = 300;
        const size_t columns = 2500;
        std::vector<quint64> keys;
        for (int i = 0; i < 20'000; ++i)
            keys.push_back(quint64(random() % rows) << 32 | quint32(random() % columns));
        std::vector<quint64> expected = keys;
        std::sort(expected.begin(), expected.end(), [](quint64 a, quint64 b) {
            return std::pair(a >> 32, a & 0xFFFFFFFFu) < std::pair(b >> 32, b & 0xFFFFFFFFu);
        });
        CellKeySort::byPosition(keys, rows, columns);
        QVERIFY(keys == expected);
    }

    // A cell's runs stay in job id order, newest inline, whatever order they come in; the
    // entries of removed runs are used again.
    void runChainKeepsJobIdOrder()
    {
        RunChainPool pool;
        GridCell cell;
        QList<qint64> expected;
        for (const qint64 id : { 50, 10, 70, 30, 60, 20 }) {
            pool.link(cell, run(id));
            expected << id;
            std::sort(expected.begin(), expected.end(), std::greater<>());
            QCOMPARE(idsOf(pool, cell), expected);
            QCOMPARE(cell.runCount, quint16(expected.size()));
            QCOMPARE(cell.newest.id, expected.first());
        }
        QCOMPARE(pool.inUse(), size_t(5));
        QVERIFY(pool.find(cell, 30));
        QCOMPARE(pool.find(cell, 30)->id, 30);
        QVERIFY(!pool.find(cell, 31));

        QVERIFY(pool.unlink(cell, 70)); // the newest: the next one moves inline
        QVERIFY(pool.unlink(cell, 30)); // one in the chain
        QVERIFY(!pool.unlink(cell, 30));
        QCOMPARE(idsOf(pool, cell), (QList<qint64> { 60, 50, 20, 10 }));
        QCOMPARE(pool.inUse(), size_t(3));
        GridCell other;
        pool.link(other, run(5));
        pool.link(other, run(6));
        QCOMPARE(pool.inUse(), size_t(4)); // a freed entry, not a new one

        QList<qint64> released;
        pool.releaseChain(cell, [&](const StoredRun &r) { released << r.id; });
        QCOMPARE(released, (QList<qint64> { 50, 20, 10 }));
        QCOMPARE(cell.older, kNoRecord);
        QCOMPARE(pool.inUse(), size_t(1));
        QCOMPARE(idsOf(pool, other), (QList<qint64> { 6, 5 }));
    }

    void mergedStatusSeesEveryRun()
    {
        RunChainPool pool;
        GridCell cell;
        pool.link(cell, run(1, JobConclusion::Failure));
        pool.link(cell, run(2, JobConclusion::Success));
        QCOMPARE(pool.mergedStatus(cell, false), CellStatus::Flaky);
        GridCell many; // beyond the merge's 16 inline runs
        for (qint64 id = 1; id <= 40; ++id)
            pool.link(many, run(id, id == 3 ? JobConclusion::Failure : JobConclusion::Cancelled));
        QCOMPARE(pool.mergedStatus(many, false), CellStatus::Failure);
        QCOMPARE(pool.mergedStatus(many, true), CellStatus::Warning);
    }

    // Slots are taken lowest first; laying the array out wider keeps every taken slot's cells
    // where (slot, column id) says and starts the new columns empty; a longer one keeps them too.
    void cellArrayKeepsCellsThroughRelayouts()
    {
        GridCellArray cells;
        cells.relayout(4, 0); // one dimension at a time, as GridStore grows it
        cells.relayout(4, 3);
        QCOMPARE(cells.takeSlot(), 0u);
        QCOMPARE(cells.takeSlot(), 1u);
        QCOMPARE(cells.takeSlot(), 2u);
        cells.freeSlot(1);
        for (const quint32 slot : { 0u, 2u })
            for (quint32 col = 0; col < 3; ++col)
                cells[cells.indexOf(slot, col)].newest.id = qint64(slot * 100 + col);

        cells.relayout(4, 8);
        QCOMPARE(cells.stride(), size_t(8));
        QCOMPARE(cells.cellCount(), size_t(32));
        for (const quint32 slot : { 0u, 2u }) {
            for (quint32 col = 0; col < 3; ++col)
                QCOMPARE(cells[cells.indexOf(slot, col)].newest.id, qint64(slot * 100 + col));
            for (quint32 col = 3; col < 8; ++col)
                QCOMPARE(cells[cells.indexOf(slot, col)].runCount, quint16(0));
        }
        cells.relayout(10, 8);
        QCOMPARE(cells.slotCapacity(), size_t(10));
        QCOMPARE(cells[cells.indexOf(2, 1)].newest.id, qint64(201));
        QCOMPARE(cells.takeSlot(), 1u); // the freed one before the new ones
        QCOMPARE(cells[cells.indexOf(1, 0)].newest.id, qint64(0)); // taken: emptied
        QCOMPARE(cells.takeSlot(), 3u);
        cells.clear();
        QCOMPARE(cells.cellCount(), size_t(0));
        QVERIFY(!cells.hasFreeSlot());
    }
};

HW_TEST_GUILESS_MAIN(tst_GridStoreParts)
#include "tst_GridStoreParts.moc"
