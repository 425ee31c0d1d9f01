// The parts of the job grid's view that are values, apart from any widget: its geometry, the
// job-name compactor, the column marks and the key map.
#include "TestRegistry.h"

#include "grid/GridColumnMarks.h"
#include "grid/GridGeometry.h"
#include "grid/GridKeyMap.h"
#include "grid/JobNameCompactor.h"

#include <QFontMetrics>
#include <QGuiApplication>
#include <QTest>

using namespace Qt::StringLiterals;
using hw::GridGeometry;
using hw::GridColumnMarks;
using hw::GridKeyMap;
using hw::JobNameCompactor;

class tst_GridViewParts : public QObject
{
    Q_OBJECT

    // 20 px cells, names 100 px high, commits 200 px wide, an 800 x 500 viewport, 30 x 400 cells.
    static GridGeometry sample(int scrollX = 0, int scrollY = 0)
    {
        GridGeometry g;
        g.cell = 20;
        g.headerHeight = 100;
        g.rowHeaderWidth = 200;
        g.viewport = QSize(800, 500);
        g.scrollX = scrollX;
        g.scrollY = scrollY;
        g.rows = 30;
        g.columns = 400;
        return g;
    }

private slots:
    void areasTileTheViewport()
    {
        const GridGeometry g = sample();
        QCOMPARE(g.cellArea(), QRect(200, 100, 600, 400));
        QCOMPARE(g.topHeaderRect(), QRect(200, 0, 600, 100));
        QCOMPARE(g.rowHeaderRect(), QRect(0, 100, 200, 400));
        QCOMPARE(g.cornerRect(), QRect(0, 0, 200, 100));
        QCOMPARE(g.visibleRowCount(), 20);
        QCOMPARE(g.visibleColumnCount(), 30);
        GridGeometry tiny = g;
        tiny.viewport = QSize(100, 50); // smaller than the headers: empty areas, one visible row
        QCOMPARE(tiny.cellArea().size(), QSize(0, 0));
        QCOMPARE(tiny.visibleRowCount(), 1);
        QCOMPARE(tiny.visibleColumnCount(), 1);
    }

    void cellsFollowTheScrollBars()
    {
        const GridGeometry g = sample(45, 30);
        QCOMPARE(g.cellRect(0, 0), QRect(155, 70, 20, 20));
        QCOMPARE(g.cellRect(2, 3), QRect(200 + 60 - 45, 100 + 40 - 30, 20, 20));
        QCOMPARE(g.rowBand(2), QRect(0, 110, 800, 20));
        QCOMPARE(g.columnBand(3), QRect(215, 0, 20, 500));
    }

    void pointsMapBackToCells()
    {
        const GridGeometry g = sample(45, 30);
        QCOMPARE(g.rowAt(99), -1);                 // in the names
        QCOMPARE(g.rowAt(100), (100 - 100 + 30) / 20); // row 1: 10 px of row 0 scrolled away...
        QCOMPARE(g.rowAt(110), 2);
        QCOMPARE(g.columnAt(199), -1);             // in the commits
        QCOMPARE(g.columnAt(200), 2);
        QCOMPARE(g.columnAt(215), 3);
        for (int row : {0, 1, 7, 29})
            for (int column : {0, 5, 399}) {
                const QRect r = g.cellRect(row, column);
                if (r.top() >= g.headerHeight && r.left() >= g.rowHeaderWidth) {
                    QCOMPARE(g.rowAt(r.center().y()), row);
                    QCOMPARE(g.columnAt(r.center().x()), column);
                }
            }
        GridGeometry end = sample(0, 0);
        QCOMPARE(end.rowAt(100 + 30 * 20), -1); // below the last row
        end.columns = 10;
        QCOMPARE(end.columnAt(200 + 10 * 20), -1);
    }

    void spansCoverWhatAreasShow()
    {
        const GridGeometry g = sample(45, 30);
        const GridGeometry::Span rows = g.rowsIn(g.cellArea());
        QCOMPARE(rows.first, 1);
        QCOMPARE(rows.last, (499 - 100 + 30) / 20);
        const GridGeometry::Span cols = g.columnsIn(g.cellArea());
        QCOMPARE(cols.first, 2);
        QCOMPARE(cols.last, (799 - 200 + 45) / 20);
        // Leaning labels: columns left of the area reach into it.
        QCOMPARE(g.columnsIn(g.cellArea(), 60).first, 0);
        QVERIFY(g.columnsIn(g.cellArea(), 60).contains(cols.last));
        GridGeometry none = g;
        none.rows = none.columns = 0;
        QVERIFY(none.rowsIn(none.cellArea()).isEmpty());
        QVERIFY(none.columnsIn(none.cellArea()).isEmpty());
        GridGeometry few = sample();
        few.rows = 3;
        QCOMPARE(few.rowsIn(few.cellArea()).last, 2); // never past the model
    }

    void scrollRangesReachTheLastCell()
    {
        const GridGeometry g = sample();
        QCOMPARE(g.maxScrollX(), 400 * 20 - 600);
        QCOMPARE(g.maxScrollY(), 30 * 20 - 400);
        GridGeometry at = g;
        at.scrollX = g.maxScrollX();
        at.scrollY = g.maxScrollY();
        QCOMPARE(at.cellRect(29, 399).bottomRight(), QPoint(799, 499));
        GridGeometry small = g;
        small.rows = 2;
        small.columns = 3;
        QCOMPARE(small.maxScrollX(), 0);
        QCOMPARE(small.maxScrollY(), 0);
    }

    void compactorKeepsEveryLevelOfAName()
    {
        const QFontMetrics fm(QGuiApplication::font());
        const QString name = u"linux-jammy-cuda12.8-py3.10-gcc11 / build-and-test / test (default, 1, 4, linux.g5.4xlarge.nvidia.gpu)"_s;
        QCOMPARE(JobNameCompactor::compact(name, fm, fm.horizontalAdvance(name)), name); // fits: untouched
        const int width = fm.horizontalAdvance(name) / 2;
        const QString compact = JobNameCompactor::compact(name, fm, width);
        QVERIFY(fm.horizontalAdvance(compact) <= width);
        const QStringList parts = compact.split(u" / "_s);
        QCOMPARE(parts.size(), 3);                                  // every level is still there
        QVERIFY2(parts.last().startsWith(u"test (def"_s), qPrintable(compact)); // the job keeps its head
        QVERIFY(parts.first().startsWith(u"linux-jammy"_s));
        QVERIFY(compact.contains(QChar(0x2026)));
        // Too narrow for any of that: plainly elided, never wider than asked.
        const QString tiny = JobNameCompactor::compact(name, fm, 30);
        QVERIFY(fm.horizontalAdvance(tiny) <= 30);
    }
    void columnMarksOfJobsAndGroups()
    {
        GridColumnMarks marks;
        QVERIFY(marks.isEmpty());
        QVERIFY(marks.set({u"a"_s}, {u"b"_s, u"c"_s}));
        QVERIFY(!marks.set({u"a"_s}, {u"b"_s, u"c"_s})); // unchanged
        QVERIFY(marks.anyMuted());
        QCOMPARE(marks.mark({u"a"_s}), GridColumnMarks::Mark::Muted);
        QCOMPARE(marks.mark({u"b"_s}), GridColumnMarks::Mark::Acknowledged);
        QCOMPARE(marks.mark({u"d"_s}), GridColumnMarks::Mark::None);
        QCOMPARE(marks.mark({}), GridColumnMarks::Mark::None);
        // A group: muted when all are, acknowledged when all the others are, else counted.
        QCOMPARE(marks.mark({u"a"_s, u"b"_s}), GridColumnMarks::Mark::Acknowledged);
        QCOMPARE(marks.mark({u"a"_s, u"d"_s}), GridColumnMarks::Mark::None);
        QCOMPARE(marks.label({u"a"_s}, u"job a"_s), u"MUTED · job a"_s);
        QCOMPARE(marks.label({u"b"_s}, u"job b"_s), u"ACK · job b"_s);
        QCOMPARE(marks.label({u"a"_s, u"b"_s, u"c"_s}, u"group"_s), u"ACK, 1 muted · group"_s);
        QCOMPARE(marks.label({u"b"_s, u"d"_s, u"a"_s}, u"group"_s), u"1 ack, 1 muted · group"_s);
        QCOMPARE(marks.label({u"d"_s}, u"job d"_s), u"job d"_s);
        const GridColumnMarks::Counts k = marks.counts({u"a"_s, u"b"_s, u"d"_s});
        QCOMPARE(k.jobs, 3);
        QCOMPARE(k.muted, 1);
        QCOMPARE(k.acknowledged, 1);
    }

    void keysMeanOneCommandEach()
    {
        using C = GridKeyMap::Command;
        QCOMPARE(GridKeyMap::command(Qt::Key_J, Qt::NoModifier), C::NextFailure);
        QCOMPARE(GridKeyMap::command(Qt::Key_J, Qt::ShiftModifier), C::NextFailure);
        QCOMPARE(GridKeyMap::command(Qt::Key_J, Qt::ControlModifier), C::None); // another shortcut's
        QCOMPARE(GridKeyMap::command(Qt::Key_K, Qt::NoModifier), C::PreviousFailure);
        QCOMPARE(GridKeyMap::command(Qt::Key_L, Qt::AltModifier), C::None);
        QCOMPARE(GridKeyMap::command(Qt::Key_U, Qt::NoModifier), C::Utilization);
        QCOMPARE(GridKeyMap::command(Qt::Key_Home, Qt::NoModifier), C::RowStart);
        QCOMPARE(GridKeyMap::command(Qt::Key_Home, Qt::ControlModifier), C::FirstCell);
        QCOMPARE(GridKeyMap::command(Qt::Key_End, Qt::ControlModifier), C::LastCell);
        QCOMPARE(GridKeyMap::command(Qt::Key_Enter, Qt::KeypadModifier), C::Open);
        QCOMPARE(GridKeyMap::command(Qt::Key_F, Qt::NoModifier), C::None);
        QCOMPARE(GridKeyMap::command(Qt::Key_F, Qt::ControlModifier), C::FocusFilter);
        QCOMPARE(GridKeyMap::command(Qt::Key_Slash, Qt::NoModifier), C::FocusFilter);
        QCOMPARE(GridKeyMap::command(Qt::Key_Q, Qt::NoModifier), C::None);
        // Every listed action's keys mean a command, and no key is listed twice.
        QSet<QString> seen;
        for (const GridKeyMap::Action &a : GridKeyMap::actions()) {
            QVERIFY(!a.text.isEmpty());
            for (const QKeySequence &k : a.keys) {
                QVERIFY2(!seen.contains(k.toString()), qPrintable(k.toString()));
                seen.insert(k.toString());
                QVERIFY2(GridKeyMap::command(k[0].key(), k[0].keyboardModifiers()) != C::None, qPrintable(k.toString()));
            }
        }
        QCOMPARE(seen.size(), 19);
    }
};

HW_TEST_MAIN(tst_GridViewParts)
#include "tst_GridViewParts.moc"
