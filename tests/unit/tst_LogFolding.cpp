// Folded ##[group] sections: rows map to lines and back, for every fold state, exactly as a
// straightforward list of visible lines says.
#include "TestRegistry.h"

#include "logs/LogFolding.h"

#include <QRandomGenerator>
#include <QTest>

using namespace hw;

namespace {
// The visible lines, computed the slow, obvious way.
std::vector<qint64> visibleLines(const LogFolding &f, qint64 lineCount)
{
    std::vector<qint64> out;
    for (qint64 line = 0; line < lineCount; ++line) {
        const int s = f.sectionContaining(line);
        if (s >= 0 && f.isFolded(size_t(s)) && line != f.sections()[size_t(s)].header)
            continue;
        out.push_back(line);
    }
    return out;
}
} // namespace

class tst_LogFolding : public QObject
{
    Q_OBJECT
private slots:
    void sectionsFromMarks()
    {
        using K = LogMark::Kind;
        LogFolding f;
        // group at 2 ends at 5; group at 8 has no end and runs into the group at 12; that one runs to the end.
        f.setMarks({{2, K::GroupStart}, {3, K::Error}, {5, K::GroupEnd}, {8, K::GroupStart}, {12, K::GroupStart},
                       {20, K::GroupEnd}},
            30);
        const LogSections want {{2, 5}, {8, 11}, {12, 20}};
        QCOMPARE(f.sections(), want);
        QCOMPARE(f.rowCount(), 30 - 3 - 3 - 8);
        QCOMPARE(f.lineAtRow(2), 2);
        QCOMPARE(f.lineAtRow(3), 6);
        QCOMPARE(f.rowOfLine(4), 2); // hidden: its header's row
        f.reveal(4);
        QVERIFY(!f.isFolded(0));
        QCOMPARE(f.lineAtRow(3), 3);
    }

    void rowsMatchTheObviousListForAnyFoldState()
    {
        QRandomGenerator rng(4);
        for (int round = 0; round < 200; ++round) {
            const qint64 lines = 1 + rng.bounded(300);
            LogMarks marks;
            for (qint64 l = 0; l < lines; ++l) {
                const auto r = rng.bounded(10);
                if (r == 0)
                    marks.push_back({l, LogMark::Kind::GroupStart});
                else if (r == 1)
                    marks.push_back({l, LogMark::Kind::GroupEnd});
            }
            LogFolding f;
            f.setMarks(marks, lines);
            for (size_t s = 0; s < f.sections().size(); ++s)
                f.setFolded(s, rng.bounded(2) == 0);
            const auto visible = visibleLines(f, lines);
            QCOMPARE(f.rowCount(), qint64(visible.size()));
            for (qint64 row = 0; row < qint64(visible.size()); ++row) {
                QCOMPARE(f.lineAtRow(row), visible[size_t(row)]);
                QCOMPARE(f.rowOfLine(visible[size_t(row)]), row);
            }
        }
    }

    void linesNotYetIndexedAreNotHidden()
    {
        LogFolding f;
        f.setMarks({{1, LogMark::Kind::GroupStart}, {50, LogMark::Kind::GroupEnd}}, 10);
        QCOMPARE(f.rowCount(), 2); // lines 0 and 1; 2..9 folded
        f.setLineCount(60);
        QCOMPARE(f.rowCount(), 60 - 49);
    }
};

HW_TEST_GUILESS_MAIN(tst_LogFolding)
#include "tst_LogFolding.moc"
