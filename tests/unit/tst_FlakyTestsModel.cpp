// The flaky-tests list: its model, ranking by the Wilson lower bound, and the filters.
#include "TestRegistry.h"

#include "flaky/FlakyRoles.h"
#include "flaky/FlakyTestsFilterProxy.h"
#include "flaky/FlakyTestsModel.h"

#include <QAbstractItemModelTester>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace hw;

namespace {

FlakyTest flakyTest(const QString &name, int flaky, int runs, QStringList jobs = {}, std::optional<int> issue = {})
{
    FlakyTest t;
    t.file = u"test_nn.py"_s;
    t.classname = u"TestNN"_s;
    t.name = name;
    t.flakyRuns = flaky;
    t.totalRuns = runs;
    t.jobs = std::move(jobs);
    t.disabledIssue = issue;
    t.lastFlakeAt = 1783500000 + flaky;
    return t;
}

// The proxy's rows as "name flaky/runs", top to bottom: compared as text.
QString dump(const QAbstractItemModel &m)
{
    QStringList out;
    for (int r = 0; r < m.rowCount(); ++r) {
        const QModelIndex i = m.index(r, 0);
        out << i.data(FlakyFullNameRole).toString().section(u" · "_s, -1) + u' '
                + QString::number(i.data(FlakyRunsRole).toInt()) + u'/'
                + QString::number(i.data(FlakyTotalRunsRole).toInt());
    }
    return out.join(u", "_s);
}

QVector<FlakyTest> sampleTests()
{
    return { flakyTest(u"test_half"_s, 1, 2), flakyTest(u"test_tenth"_s, 40, 400), flakyTest(u"test_half_of_20"_s, 10, 20),
        flakyTest(u"test_one_in_20"_s, 1, 20), flakyTest(u"test_five_in_100"_s, 5, 100), flakyTest(u"test_none"_s, 0, 500),
        flakyTest(u"test_tie_a"_s, 2, 40), flakyTest(u"test_tie_b"_s, 2, 40) };
}

} // namespace

class tst_FlakyTestsModel : public QObject
{
    Q_OBJECT
private slots:
    void modelIsConsistentAcrossResets()
    {
        FlakyTestsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        FlakyTestsFilterProxy proxy;
        QAbstractItemModelTester proxyTester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
        proxy.setSourceModel(&model);
        QCOMPARE(model.rowCount(), 0);
        model.setTests(sampleTests());
        QCOMPARE(model.rowCount(), 8);
        QCOMPARE(model.columnCount(), int(FlakyTestsModel::ColumnCount));
        proxy.setMinimumRuns(1);
        proxy.setPattern(u"tie"_s);
        model.setTests({});
        QCOMPARE(proxy.rowCount(), 0);
        model.setTests(sampleTests());
        QCOMPARE(proxy.rowCount(), 2);
    }

    void textNeverReliesOnColour()
    {
        FlakyTestsModel model;
        model.setTests(
            { flakyTest(u"test_x"_s, 40, 400,
                  { u"pull / linux-jammy-py3.10-gcc11 / test (default, 1, 5, lf.linux.2xlarge)"_s,
                      u"trunk / macos-py3-arm64 / test (default, 1, 3, macos-m1-stable)"_s,
                      u"pull / linux-jammy-py3.10-gcc11 / test (default, 2, 5, lf.linux.2xlarge)"_s },
                  190665),
                flakyTest(u"test_y"_s, 1, 2) });
        QVector<FlakyTest> tests = model.tests();
        tests[0].numGreen = 12; // HUD's in-process rows and their reruns, beside the console's figures
        tests[0].numRed = 17;
        model.setTests(tests);
        const auto text = [&](int row, int col) { return model.index(row, col).data().toString(); };
        QCOMPARE(text(0, FlakyTestsModel::ColTest), u"test_nn.py · TestNN · test_x"_s);
        QCOMPARE(text(0, FlakyTestsModel::ColNumGreen), u"12"_s);
        QCOMPARE(text(0, FlakyTestsModel::ColNumRed), u"17"_s);
        QCOMPARE(model.headerData(FlakyTestsModel::ColNumGreen, Qt::Horizontal).toString(), u"numGreen (HUD)"_s);
        QVERIFY(model.headerData(FlakyTestsModel::ColFlaky, Qt::Horizontal).toString().contains(u"(console)"_s));
        QCOMPARE(text(0, FlakyTestsModel::ColFlaky), u"40"_s);
        QCOMPARE(text(0, FlakyTestsModel::ColRuns), u"400"_s);
        // 10 % observed, 7.4 % lower bound (tst_FlakeRate's independently computed 0.0743).
        QCOMPARE(text(0, FlakyTestsModel::ColRate), u"10.0 % (≥ 7.4 %)"_s);
        QCOMPARE(text(0, FlakyTestsModel::ColPlatforms), u"linux-jammy-py3.10-gcc11, macos-py3-arm64"_s);
        QVERIFY(model.index(0, FlakyTestsModel::ColPlatforms)
                    .data(Qt::ToolTipRole)
                    .toString()
                    .contains(u"macos-m1"_s));
        QCOMPARE(text(0, FlakyTestsModel::ColDisabled), u"#190665"_s);
        QCOMPARE(text(1, FlakyTestsModel::ColDisabled), u"no"_s);
        QCOMPARE(text(1, FlakyTestsModel::ColPlatforms), u"unknown job"_s);
        QCOMPARE(text(0, FlakyTestsModel::ColLastFlake), u"2026-07-08 08:40 UTC"_s);
        for (int c = 0; c < FlakyTestsModel::ColumnCount; ++c)
            QVERIFY(!model.headerData(c, Qt::Horizontal).toString().isEmpty());
    }

    // What FlakeRate's test notes: by the bound alone 1/2 (0.0945) still ranks above 40/400
    // (0.0743). The list's minimum of 20 runs is what keeps it out, and the tests make both
    // behaviours explicit.
    void ranksByLowerBound()
    {
        FlakyTestsModel model;
        FlakyTestsFilterProxy proxy;
        QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
        proxy.setSourceModel(&model);
        model.setTests(sampleTests());
        QCOMPARE(proxy.minimumRuns(), 20);
        QCOMPARE(proxy.sortColumn(), int(FlakyTestsModel::ColRate));
        QCOMPARE(dump(proxy),
            u"test_half_of_20 10/20, test_tenth 40/400, test_five_in_100 5/100, test_tie_a 2/40, "
            "test_tie_b 2/40, test_one_in_20 1/20, test_none 0/500"_s);

        proxy.setMinimumRuns(1);
        QCOMPARE(
            dump(proxy).section(u", "_s, 0, 2), u"test_half_of_20 10/20, test_half 1/2, test_tenth 40/400"_s);

        // Ascending is the exact reverse, ties by model order (stable).
        proxy.sort(FlakyTestsModel::ColRate, Qt::AscendingOrder);
        QVERIFY(dump(proxy).startsWith(u"test_none 0/500, test_one_in_20 1/20"_s));

        // Other columns sort by their own key.
        proxy.sort(FlakyTestsModel::ColRuns, Qt::DescendingOrder);
        QVERIFY(dump(proxy).startsWith(u"test_none 0/500, test_tenth 40/400, test_five_in_100 5/100"_s));
        proxy.sort(FlakyTestsModel::ColTest, Qt::AscendingOrder);
        QVERIFY(dump(proxy).startsWith(u"test_five_in_100"_s));
    }

    void minimumRunsFilter()
    {
        FlakyTestsModel model;
        FlakyTestsFilterProxy proxy;
        proxy.setSourceModel(&model);
        model.setTests(sampleTests());
        QCOMPARE(proxy.rowCount(), 7); // 1/2 is below 20 runs
        proxy.setMinimumRuns(100);
        QCOMPARE(dump(proxy), u"test_tenth 40/400, test_five_in_100 5/100, test_none 0/500"_s);
        proxy.setMinimumRuns(-5); // clamped to 0
        QCOMPARE(proxy.minimumRuns(), 0);
        QCOMPARE(proxy.rowCount(), 8);
    }

    void regexFilter()
    {
        FlakyTestsModel model;
        FlakyTestsFilterProxy proxy;
        proxy.setSourceModel(&model);
        model.setTests(sampleTests());
        QVERIFY(proxy.setPattern(u"TIE_[ab]$"_s)); // case-insensitive
        QCOMPARE(dump(proxy), u"test_tie_a 2/40, test_tie_b 2/40"_s);
        QVERIFY(proxy.patternError().isEmpty());
        // Matched against the full name, file and class included.
        QVERIFY(proxy.setPattern(u"^test_nn\\.py · testnn · test_te"_s));
        QCOMPARE(dump(proxy), u"test_tenth 40/400"_s);
        QVERIFY(proxy.setPattern(QString()));
        QCOMPARE(proxy.rowCount(), 7);
    }

    void invalidRegexFiltersNothing()
    {
        FlakyTestsModel model;
        FlakyTestsFilterProxy proxy;
        QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
        proxy.setSourceModel(&model);
        model.setTests(sampleTests());
        QVERIFY(proxy.setPattern(u"tie"_s));
        QCOMPARE(proxy.rowCount(), 2);
        QVERIFY(!proxy.setPattern(u"test_(tie"_s));
        QCOMPARE(proxy.pattern(), u"test_(tie"_s);
        QVERIFY2(
            proxy.patternError().contains(u"Invalid regular expression"_s), qPrintable(proxy.patternError()));
        QCOMPARE(proxy.rowCount(), 7); // the minimum runs still applies
        QVERIFY(proxy.setPattern(u"["_s) == false);
        QVERIFY(proxy.setPattern(u"half"_s));
        QVERIFY(proxy.patternError().isEmpty());
        QCOMPARE(dump(proxy), u"test_half_of_20 10/20"_s);
    }

    void fullNameAndPlatforms()
    {
        FlakyTest t;
        t.name = u"test_x"_s;
        QCOMPARE(t.fullName(), u"test_x"_s);
        t.file = u"a.py"_s;
        QCOMPARE(t.fullName(), u"a.py · test_x"_s);
        t.jobs = { u"b / c"_s, u"w / p2 / j"_s, u"w / p1 / j"_s, u"w / p1 / k"_s };
        QCOMPARE(t.platforms(), (QStringList { u"b"_s, u"p1"_s, u"p2"_s }));
    }
};

HW_TEST_GUILESS_MAIN(tst_FlakyTestsModel)
#include "tst_FlakyTestsModel.moc"
