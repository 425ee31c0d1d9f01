#include "TestRegistry.h"

#include "commands/CommandPaletteModel.h"
#include "commands/FuzzyMatcher.h"

#include <QAbstractItemModelTester>
#include <QTest>

using namespace hw;
using namespace Qt::StringLiterals;

namespace {

// The candidates ranked by score, best first; those that do not match are left out.
QStringList ranked(const QString &query, const QStringList &candidates)
{
    QVector<std::pair<int, QString>> scored;
    for (const QString &c : candidates)
        if (const auto s = FuzzyMatcher::score(query, c))
            scored.append({*s, c});
    std::stable_sort(scored.begin(), scored.end(), [](const auto &a, const auto &b) { return a.first > b.first; });
    QStringList out;
    for (const auto &[score, text] : scored)
        out << text;
    return out;
}

} // namespace

class TestFuzzyMatcher : public QObject
{
    Q_OBJECT

private slots:
    void subsequenceOnly()
    {
        QVERIFY(FuzzyMatcher::score(u"bknd", u"Backends").has_value());
        QVERIFY(FuzzyMatcher::score(u"BACK", u"backends").has_value()); // case-insensitive
        QVERIFY(!FuzzyMatcher::score(u"dnkb", u"Backends").has_value()); // order matters
        QVERIFY(!FuzzyMatcher::score(u"backendss", u"Backends").has_value());
        QVERIFY(!FuzzyMatcher::score(u"x", u"").has_value());
        QCOMPARE(FuzzyMatcher::score(u"", u"anything"), std::optional<int>(0));
        QVERIFY(FuzzyMatcher::score(u"gpu u", u"GPU utilization").has_value()); // spaces separate words
    }

    void wordStarts()
    {
        QVERIFY(FuzzyMatcher::isWordStart(u"pull / linux", 0));
        QVERIFY(FuzzyMatcher::isWordStart(u"pull / linux", 7));
        QVERIFY(!FuzzyMatcher::isWordStart(u"pull / linux", 8));
        QVERIFY(FuzzyMatcher::isWordStart(u"flakyTests", 5));
        QVERIFY(FuzzyMatcher::isWordStart(u"cuda12", 4));
    }

    void ranking_data()
    {
        QTest::addColumn<QString>("query");
        QTest::addColumn<QStringList>("candidates");
        QTest::addColumn<QString>("best");
        // Consecutive letters beat scattered ones.
        QTest::newRow("consecutive") << u"trunk"_s
                                     << QStringList{u"test run unit kernels"_s, u"Trunk health"_s} << u"Trunk health"_s;
        // Word starts beat letters inside words: "gu" is G(PU) U(tilization), not "Grid" + "u".
        QTest::newRow("word starts") << u"gu"_s << QStringList{u"Flaky tests ▸ debug output"_s, u"GPU utilization"_s}
                                     << u"GPU utilization"_s;
        QTest::newRow("initials") << u"plt"_s
                                  << QStringList{u"periodic / slow-tests"_s, u"pull / linux-jammy / test"_s}
                                  << u"pull / linux-jammy / test"_s;
        // An early match beats the same letters further in.
        QTest::newRow("prefix") << u"back"_s
                                << QStringList{u"File ▸ Set ClickHouse password (backend)"_s, u"Backends"_s}
                                << u"Backends"_s;
        // A whole word beats its letters spread over a long name.
        QTest::newRow("whole word") << u"rocm"_s
                                    << QStringList{u"trunk / linux-focal-py3-clang-cuda-macos"_s, u"trunk / rocm / test"_s}
                                    << u"trunk / rocm / test"_s;
        QTest::newRow("camel case") << u"tf"_s << QStringList{u"test_softmax_float"_s, u"TestForeach"_s}
                                    << u"TestForeach"_s;
    }

    void ranking()
    {
        QFETCH(QString, query);
        QFETCH(QStringList, candidates);
        QFETCH(QString, best);
        const QStringList order = ranked(query, candidates);
        QVERIFY2(!order.isEmpty(), qPrintable(query));
        QCOMPARE(order.first(), best);
        // Either order of the candidates: the ranking is not the input order.
        QStringList reversed(candidates.rbegin(), candidates.rend());
        QCOMPARE(ranked(query, reversed).first(), best);
    }

    void modelFiltersAndRanks()
    {
        CommandPaletteModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        using Kind = PaletteEntry::Kind;
        model.setEntries({{Kind::View, u"Grid"_s, u"grid"_s},
                          {Kind::View, u"Backends"_s, u"backends"_s},
                          {Kind::Action, u"File ▸ Refresh now"_s, u"1"_s},
                          {Kind::Backend, u"pytorch/xla"_s, u"pytorch/xla"_s},
                          {Kind::Job, u"pull / linux-jammy / test"_s, u"pull / linux-jammy / test"_s}});
        QCOMPARE(model.rowCount(), 5); // empty query: everything, in the given order
        QCOMPARE(model.entryAt(0)->target, u"grid"_s);
        model.setQuery(u"xla"_s);
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(model.index(0).data(CommandPaletteModel::TargetRole).toString(), u"pytorch/xla"_s);
        QCOMPARE(model.index(0).data(CommandPaletteModel::KindRole).toInt(), int(Kind::Backend));
        QVERIFY(model.index(0).data().toString().endsWith(u"pytorch/xla"_s));
        model.setQuery(u"refr"_s);
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(model.entryAt(0)->kind, Kind::Action);
        model.setQuery(u"zzz"_s);
        QCOMPARE(model.rowCount(), 0);
        QVERIFY(!model.entryAt(0));
        model.setQuery(u"b"_s); // Backends (word start) before the job with a "b" inside no word start
        QVERIFY(model.rowCount() >= 1);
        QCOMPARE(model.entryAt(0)->text, u"Backends"_s);
    }
};

HW_TEST_GUILESS_MAIN(TestFuzzyMatcher)
#include "tst_FuzzyMatcher.moc"
