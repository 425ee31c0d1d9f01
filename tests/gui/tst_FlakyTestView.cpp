// One test's view: the rate per day with its interval, the runs on a time line in lanes, the runs
// newest first; Enter on a run opens its job, Esc goes back; the list opens it from a row or from
// `--view flaky:TEST`, and a late answer for another test is dropped.
#include "TestRegistry.h"

#include "charts/TimeSeriesChart.h"
#include "flaky/FlakyDemo.h"
#include "flaky/FlakyPage.h"
#include "flaky/FlakyTestView.h"
#include "flaky/RunTimelineStrip.h"

#include <QSignalSpy>
#include <QTableView>
#include <QTest>
#include <QUrl>

using namespace Qt::StringLiterals;
using namespace hw;

namespace {

constexpr qint64 Day = 86'400;

FlakyTestHistory historyOf(const FlakyTest &t, qint64 from, qint64 to)
{
    FlakyTestHistory h;
    h.file = t.file;
    h.classname = t.classname;
    h.name = t.name;
    h.from = from;
    h.to = to;
    using O = FlakyTestRun::Outcome;
    h.runs = {{3, u"pull / linux / test (default, 2, 5)"_s, u"https://github.com/pytorch/pytorch/actions/runs/9/job/3"_s,
               to - Day, O::Flaky},
              {2, u"pull / linux / test (default, 1, 5)"_s, QString(), to - 2 * Day, O::Pass},
              {1, u"pull / win / test (default, 1, 2)"_s, QString(), to - 3 * Day, O::Fail}};
    h.days = {{(to - Day) / Day * Day, 1, 1, 0, 0}, {(to - 2 * Day) / Day * Day, 0, 1, 0, 0}};
    return h;
}

} // namespace

class tst_FlakyTestView : public QObject
{
    Q_OBJECT
private slots:
    void oneTestFromTheList()
    {
        const auto results = FlakyDemo::load();
        QVERIFY2(results, qPrintable(results.error()));
        FlakyPage page;
        page.setOpenJobsExternally(false);
        page.setNow(FlakyDemo::To * 1000);
        page.resize(1200, 900);
        page.show();
        page.setResults(*results);
        QSignalSpy requested(&page, &FlakyPage::testRequested);
        QVERIFY(!page.openTest(u"no_such_test_anywhere"_s));
        QVERIFY(page.openTest(u"test_conv_backend_override"_s));
        QVERIFY(page.isShowingTest());
        QCOMPARE(requested.size(), 1);
        const auto test = requested.first().at(0).value<FlakyTest>();
        QCOMPARE(test.name, u"test_conv_backend_override"_s);
        QCOMPARE(requested.first().at(2).toLongLong(), FlakyDemo::To);
        FlakyTestView *view = page.testView();
        QVERIFY(view->statusText().contains(u"Loading"_s));

        // An answer for another test (a late reply) changes nothing.
        FlakyTest other = test;
        other.name = u"test_other"_s;
        page.setTestHistory(historyOf(other, FlakyDemo::From, FlakyDemo::To));
        QVERIFY(view->statusText().contains(u"Loading"_s));

        page.setTestHistory(historyOf(test, FlakyDemo::From, FlakyDemo::To));
        QVERIFY2(view->statusText().startsWith(u"3 runs ·"_s), qPrintable(view->statusText()));
        QCOMPARE(view->timeline()->laneCounts(), (QVector<int>{1, 1, 1, 0}));
        QCOMPARE(view->rateChart()->series().size(), 2);
        QAbstractItemModel *runs = view->runsTable()->model();
        QCOMPARE(runs->rowCount(), 3);
        QCOMPARE(runs->index(0, 1).data().toString(), u"F flaky (passed on rerun)"_s); // newest first

        QSignalSpy jobs(&page, &FlakyPage::jobActivated);
        view->runsTable()->setFocus();
        view->runsTable()->setCurrentIndex(runs->index(0, 0));
        QTest::keyClick(view->runsTable(), Qt::Key_Return);
        QCOMPARE(jobs.size(), 1);
        QCOMPARE(jobs.first().at(0).toUrl(), QUrl(u"https://github.com/pytorch/pytorch/actions/runs/9/job/3"_s));

        QTest::keyClick(view, Qt::Key_Escape);
        QVERIFY(!page.isShowingTest());
    }

    void problemsAreSaid()
    {
        FlakyPage page;
        const auto results = FlakyDemo::load();
        QVERIFY(results);
        page.setNow(FlakyDemo::To * 1000);
        page.setResults(*results);
        QVERIFY(page.openTest(u"test_batchnorm"_s));
        page.setTestProblem(u"ClickHouse 127.0.0.1:8123: timeout"_s);
        QCOMPARE(page.testView()->statusText(), u"⚠ ClickHouse 127.0.0.1:8123: timeout"_s);
    }
};

HW_TEST_MAIN(tst_FlakyTestView)
#include "tst_FlakyTestView.moc"
