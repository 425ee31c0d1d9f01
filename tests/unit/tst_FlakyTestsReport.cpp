// The ranked list without a display (hudwatch flaky --csv).
#include "TestRegistry.h"

#include "flaky/FlakyTestsReport.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace hw;

namespace {

FlakyTest reportedTest(const QString &name, int flaky, int runs)
{
    FlakyTest t;
    t.file = u"test_nn.py"_s;
    t.classname = u"TestNN"_s;
    t.name = name;
    t.flakyRuns = flaky;
    t.totalRuns = runs;
    return t;
}

} // namespace

class tst_FlakyTestsReport : public QObject
{
    Q_OBJECT
private slots:
    void rankedLikeTheList()
    {
        const QVector<FlakyTest> in = { reportedTest(u"a"_s, 1, 2), reportedTest(u"b"_s, 40, 400), reportedTest(u"c"_s, 10, 20),
            reportedTest(u"d"_s, 2, 40), reportedTest(u"e"_s, 2, 40) };
        QStringList names;
        for (const FlakyTest &t : FlakyTestsReport::ranked(in, 20))
            names << t.name;
        QCOMPARE(names, (QStringList { u"c"_s, u"b"_s, u"d"_s, u"e"_s }));
        // Without the minimum, 1 in 2 ranks above 40 in 400 (its bound is higher: FlakeRate's note).
        QCOMPARE(FlakyTestsReport::ranked(in, 1).at(1).name, u"a"_s);
    }

    void csv()
    {
        FlakyTest t = reportedTest(u"test_x, \"quoted\""_s, 40, 400);
        t.jobs = { u"pull / linux-jammy-py3.10-gcc11 / test (default, 1, 5, lf.linux.2xlarge)"_s };
        t.disabledIssue = 190665;
        t.lastFlakeAt = 1783511100;
        const QList<QByteArray> lines = FlakyTestsReport::toCsv({ t, reportedTest(u"test_y"_s, 0, 20) }).split('\n');
        QCOMPARE(lines.size(), 4); // header, two rows, the empty rest after the last CRLF
        QVERIFY(lines[0].startsWith("file,classname,name,invoking_file,numGreen,numRed,console_flaky_runs,console_total_runs"));
        // 0.074299: the lower bound of 40/400 evaluated with Python's math module.
        const QByteArray expected = "test_nn.py,TestNN,\"test_x, \"\"quoted\"\"\",,0,0,40,400,0,0.100000,0.074299,"
                                    "linux-jammy-py3.10-gcc11,\"pull / linux-jammy-py3.10-gcc11 / test (default, 1, 5, "
                                    "lf.linux.2xlarge)\",190665,2026-07-08T11:45:00Z\r";
        QCOMPARE(lines[1], expected);
        QCOMPARE(lines[2], QByteArray("test_nn.py,TestNN,test_y,,0,0,0,20,0,0.000000,0.000000,,,,\r"));
    }

    void text()
    {
        FlakyTest t = reportedTest(u"test_x"_s, 40, 400);
        t.disabledIssue = 7;
        QCOMPARE(FlakyTestsReport::toText({ t }),
            u"1. test_nn.py · TestNN · test_x  numGreen 0 numRed 0 (HUD)  40/400 (console)  10.0 % (≥ 7.4 %)    disabled #7\n"_s);
    }
};

HW_TEST_GUILESS_MAIN(tst_FlakyTestsReport)
#include "tst_FlakyTestsReport.moc"
