#include "grid/CellMerger.h"
#include "JobRunBuilder.h"
#include "TestRegistry.h"
#include "palette/CellStatus.h"

#include <QSet>
#include <QTest>

#include <algorithm>

using namespace hw;
using JC = JobConclusion;
using CS = CellStatus;

namespace {

const QList<JC> kAll = {JC::Success, JC::Failure, JC::Cancelled, JC::TimedOut,
                        JC::Neutral, JC::Skipped, JC::Queued,    JC::Pending, JC::Other};

CS mergeOf(const QVector<MergeRun> &runs, bool unstable = false)
{
    return CellMerger::merge(runs, unstable).status;
}

// A result that beats skipped: not cancelled, and not another conclusion ("U" ranks below skipped
// in HUD's mergeCellRuns).
bool isRealResult(JC c) { return c != JC::Skipped && c != JC::Cancelled && c != JC::Other; }

double contrast(const QColor &a, const QColor &b)
{
    auto lum = [](const QColor &c) {
        auto lin = [](double v) { return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
        return 0.2126 * lin(c.redF()) + 0.7152 * lin(c.greenF()) + 0.0722 * lin(c.blueF());
    };
    const double la = lum(a), lb = lum(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

} // namespace

class TestCellMerger : public QObject
{
    Q_OBJECT
private slots:
    void emptyAndSingle()
    {
        QCOMPARE(mergeOf({}), CS::NoJob);
        QCOMPARE(CellMerger::merge({}, false).chosen, -1);
        const QList<std::pair<JC, CS>> single = {{JC::Success, CS::Success},   {JC::Failure, CS::Failure},
                                                 {JC::Cancelled, CS::Cancelled}, {JC::TimedOut, CS::TimedOut},
                                                 {JC::Neutral, CS::Neutral},   {JC::Skipped, CS::Skipped},
                                                 {JC::Queued, CS::Queued},     {JC::Pending, CS::Pending}};
        for (const auto &[c, s] : single) {
            QCOMPARE(mergeOf({{c, 7}}), s);
            QCOMPARE(CellMerger::merge({{c, 7}}, false).chosen, 0);
        }
    }

    // Every unordered pair of distinct-or-equal conclusions; `older` has job id 100, `newer` 200.
    // expected = what HUD shows; both input orders must give the same answer.
    void pairs_data()
    {
        QTest::addColumn<int>("older");
        QTest::addColumn<int>("newer");
        QTest::addColumn<int>("expected");
        auto row = [](JC a, JC b, CS e) {
            QTest::addRow("%s then %s", qPrintable(conclusionToGitHub(a)), qPrintable(conclusionToGitHub(b)))
                << int(a) << int(b) << int(e);
        };
        // Same conclusion twice: itself.
        row(JC::Success, JC::Success, CS::Success);
        row(JC::Failure, JC::Failure, CS::Failure);
        row(JC::Cancelled, JC::Cancelled, CS::Cancelled);
        row(JC::TimedOut, JC::TimedOut, CS::TimedOut);
        row(JC::Neutral, JC::Neutral, CS::Neutral);
        row(JC::Skipped, JC::Skipped, CS::Skipped);
        row(JC::Queued, JC::Queued, CS::Queued);
        row(JC::Pending, JC::Pending, CS::Pending);
        // Success and failure in either order: flaky.
        row(JC::Success, JC::Failure, CS::Flaky);
        row(JC::Failure, JC::Success, CS::Flaky);
        row(JC::Success, JC::TimedOut, CS::Flaky);
        row(JC::TimedOut, JC::Success, CS::Flaky);
        // Cancelled loses to any other result.
        row(JC::Success, JC::Cancelled, CS::Success);
        row(JC::Cancelled, JC::Failure, CS::Failure);
        row(JC::TimedOut, JC::Cancelled, CS::TimedOut);
        row(JC::Cancelled, JC::Neutral, CS::Neutral);
        row(JC::Skipped, JC::Cancelled, CS::Skipped);
        row(JC::Cancelled, JC::Queued, CS::Queued);
        row(JC::Pending, JC::Cancelled, CS::Pending);
        // Skipped loses to a real result.
        row(JC::Skipped, JC::Success, CS::Success);
        row(JC::Failure, JC::Skipped, CS::Failure);
        row(JC::Skipped, JC::TimedOut, CS::TimedOut);
        row(JC::Neutral, JC::Skipped, CS::Neutral);
        row(JC::Skipped, JC::Queued, CS::Queued);
        row(JC::Pending, JC::Skipped, CS::Pending);
        // Rank: success < failure/timed_out < queued/pending < neutral.
        row(JC::Success, JC::Neutral, CS::Success);
        row(JC::Queued, JC::Success, CS::Success);
        row(JC::Success, JC::Pending, CS::Success);
        row(JC::Failure, JC::Pending, CS::Failure);
        row(JC::Queued, JC::Failure, CS::Failure);
        row(JC::TimedOut, JC::Queued, CS::TimedOut);
        row(JC::Pending, JC::TimedOut, CS::TimedOut);
        row(JC::Failure, JC::Neutral, CS::Failure);
        row(JC::Neutral, JC::TimedOut, CS::TimedOut);
        row(JC::Neutral, JC::Queued, CS::Queued);
        row(JC::Pending, JC::Neutral, CS::Pending);
        // HUD's mergeCellRuns: cancelled runs are dropped unless all were cancelled, so even
        // another conclusion ("U", ranked last) beats a cancelled run; U loses to any other.
        row(JC::Cancelled, JC::Other, CS::Other);
        row(JC::Other, JC::Cancelled, CS::Other);
        row(JC::Other, JC::Skipped, CS::Skipped);
        row(JC::Neutral, JC::Other, CS::Neutral);
        row(JC::Other, JC::Failure, CS::Failure);
        row(JC::Other, JC::Other, CS::Other);
        // Same rank: the newest job id wins.
        row(JC::Failure, JC::TimedOut, CS::TimedOut);
        row(JC::TimedOut, JC::Failure, CS::Failure);
        row(JC::Queued, JC::Pending, CS::Pending);
        row(JC::Pending, JC::Queued, CS::Queued);
    }
    void pairs()
    {
        QFETCH(int, older);
        QFETCH(int, newer);
        QFETCH(int, expected);
        const MergeRun a{JC(older), 100};
        const MergeRun b{JC(newer), 200};
        QCOMPARE(int(mergeOf({a, b})), expected);
        QCOMPARE(int(mergeOf({b, a})), expected);
    }

    void everyPairIsOrderIndependent()
    {
        QSet<QPair<int, int>> listed;
        for (JC a : kAll)
            for (JC b : kAll) {
                const CS ab = mergeOf({{a, 100}, {b, 200}});
                const CS ba = mergeOf({{b, 200}, {a, 100}});
                QCOMPARE(ab, ba);
                listed.insert({int(a), int(b)});
            }
        QCOMPARE(listed.size(), 81);
    }

    // Triples: order-independence over all permutations, and the rules as invariants.
    void triplesFollowTheRules()
    {
        int checked = 0;
        for (JC a : kAll)
            for (JC b : kAll)
                for (JC c : kAll) {
                    QVector<MergeRun> runs = {{a, 10}, {b, 20}, {c, 30}};
                    const CS first = mergeOf(runs);
                    std::sort(runs.begin(), runs.end(), [](auto x, auto y) { return x.jobId < y.jobId; });
                    do {
                        QCOMPARE(mergeOf(runs), first);
                        ++checked;
                    } while (std::next_permutation(runs.begin(), runs.end(),
                                                   [](auto x, auto y) { return x.jobId < y.jobId; }));
                    const QList<JC> in = {a, b, c};
                    const bool hasSuccess = in.contains(JC::Success);
                    const bool hasFail = in.contains(JC::Failure) || in.contains(JC::TimedOut);
                    QCOMPARE(first == CS::Flaky, hasSuccess && hasFail);
                    if (first != CS::Flaky) {
                        // The shown result is one of the inputs.
                        QVERIFY(std::any_of(in.begin(), in.end(), [&](JC x) { return CellMerger::statusOf(x) == first; }));
                        // Success beats everything when no failure is present.
                        if (hasSuccess)
                            QCOMPARE(first, CS::Success);
                    }
                    // Cancelled only when everything was cancelled; skipped only when nothing real ran.
                    if (first == CS::Cancelled)
                        QVERIFY(std::all_of(in.begin(), in.end(), [](JC x) { return x == JC::Cancelled; }));
                    if (first == CS::Skipped)
                        QVERIFY(std::none_of(in.begin(), in.end(), isRealResult));
                }
        QCOMPARE(checked, 729 * 6);
    }

    void tripleExamples()
    {
        // failed, re-run cancelled, re-run passed: flaky.
        QCOMPARE(mergeOf({{JC::Failure, 1}, {JC::Cancelled, 2}, {JC::Success, 3}}), CS::Flaky);
        // two failures and a pending re-run: still a failure.
        QCOMPARE(mergeOf({{JC::Failure, 1}, {JC::Failure, 2}, {JC::Pending, 3}}), CS::Failure);
        // cancelled, skipped, queued: queued.
        QCOMPARE(mergeOf({{JC::Cancelled, 3}, {JC::Skipped, 2}, {JC::Queued, 1}}), CS::Queued);
        // timed out newest among failures: T.
        QCOMPARE(mergeOf({{JC::Failure, 1}, {JC::TimedOut, 9}, {JC::Neutral, 5}}), CS::TimedOut);
        // chosen points at the run shown
        const QVector<MergeRun> runs = {{JC::Failure, 1}, {JC::Failure, 9}, {JC::Pending, 5}};
        QCOMPARE(CellMerger::merge(runs, false).chosen, 1);
    }

    void unstableFailuresAreWarnings()
    {
        QCOMPARE(mergeOf({{JC::Failure, 1}}, true), CS::Warning);
        QCOMPARE(mergeOf({{JC::TimedOut, 1}}, true), CS::Warning);
        QCOMPARE(mergeOf({{JC::Cancelled, 1}}, true), CS::Warning);
        QCOMPARE(mergeOf({{JC::Success, 1}}, true), CS::Success);
        QCOMPARE(mergeOf({{JC::Success, 1}, {JC::Failure, 2}}, true), CS::Flaky);
        QCOMPARE(mergeOf({{JC::Pending, 1}}, true), CS::Pending);
        QCOMPARE(mergeOf({{JC::Failure, 1}, {JC::Pending, 2}}, true), CS::Warning);
    }

    void mergeRunsUsesGitHubStates()
    {
        const JobRun failed = test::JobRunBuilder(1).conclusion(QStringLiteral("failure"));
        JobRun rerun = test::JobRunBuilder(2);
        QCOMPARE(CellMerger::mergeRuns({failed, rerun}, false), CS::Flaky);
        rerun.status = QStringLiteral("in_progress");
        rerun.conclusion.clear();
        QCOMPARE(CellMerger::mergeRuns({failed, rerun}, false), CS::Failure);
    }

    void cellStatusLettersAndColors()
    {
        const QString letters = QStringLiteral("~OFXCTNSQ?WU");
        QSet<QString> seen;
        for (int i = 0; i < kCellStatusCount; ++i) {
            const CS s = CS(i);
            QCOMPARE(cellLetter(s), letters.mid(i, 1));
            seen.insert(cellLetter(s));
            QVERIFY(!cellStatusName(s).isEmpty());
            QVERIFY(cellColor(s).isValid());
            QVERIFY(cellColor(s, true).isValid());
            // Letters readable on their fill (WCAG AA for large text: 3:1).
            QVERIFY2(contrast(cellColor(s), cellTextColor(s)) >= 3.0, qPrintable(cellLetter(s)));
            QVERIFY2(contrast(cellColor(s, true), cellTextColor(s, true)) >= 3.0, qPrintable(cellLetter(s)));
            QCOMPARE(&cellLetterRef(s), &cellLetterRef(s)); // preconstructed, same object
        }
        QCOMPARE(seen.size(), kCellStatusCount); // every status has its own letter
        QCOMPARE(cellColor(CS::Success), QColor(QStringLiteral("#4caf50")));
        QCOMPARE(cellColor(CS::Flaky), QColor(QStringLiteral("#8bc34a")));
        QCOMPARE(cellColor(CS::Failure), QColor(QStringLiteral("#f44336")));
        QCOMPARE(cellColor(CS::Neutral), QColor(QStringLiteral("#9e9e9e")));
        QCOMPARE(cellColor(CS::Skipped), QColor(QStringLiteral("#9e9e9e")));
        QCOMPARE(cellColor(CS::Queued), QColor(QStringLiteral("#bdbdbd")));
        QCOMPARE(cellColor(CS::Pending), QColor(QStringLiteral("#ffc107")));
        QCOMPARE(cellColor(CS::Warning), QColor(QStringLiteral("#ff9800")));
        QCOMPARE(cellColor(CS::Other), QColor(QStringLiteral("#9e9e9e"))); // HUD's grey for U
        // C and T are reds, but distinguishable from each other and from X.
        QVERIFY(cellColor(CS::Cancelled) != cellColor(CS::TimedOut));
        QVERIFY(cellColor(CS::Cancelled) != cellColor(CS::Failure));
        QVERIFY(cellColor(CS::Cancelled).red() > cellColor(CS::Cancelled).green());
        QVERIFY(cellColor(CS::TimedOut).red() > cellColor(CS::TimedOut).green());
        QVERIFY(cellColor(CS::NoJob).lightness() > 200);
    }

    void failureAndGreenSets()
    {
        QSet<CS> failures, greens;
        for (int i = 0; i < kCellStatusCount; ++i) {
            if (isFailure(CS(i)))
                failures.insert(CS(i));
            if (isGreen(CS(i)))
                greens.insert(CS(i));
        }
        QCOMPARE(failures, (QSet<CS>{CS::Failure, CS::TimedOut, CS::Cancelled}));
        QCOMPARE(greens, (QSet<CS>{CS::Success, CS::Flaky, CS::Skipped, CS::Neutral, CS::NoJob}));
    }
};

HW_TEST_GUILESS_MAIN(TestCellMerger)
#include "tst_CellMerger.moc"
