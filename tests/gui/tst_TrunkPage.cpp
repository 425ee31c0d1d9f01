// The trunk health tab: one range drives its three charts, the summary says how red trunk was,
// the tables rank, and the demo console fills it from the recording as of the replay clock.
#include "TestRegistry.h"

#include "charts/TimeSeriesChart.h"
#include "trunk/TrunkPage.h"
#include "trunk/TrunkPlatformFailuresModel.h"

#include <QAbstractItemModel>
#include <QDateTime>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>
#include <QTimeZone>

using namespace Qt::StringLiterals;
using namespace hw;

namespace {

constexpr qint64 Day = 86'400;
const qint64 Now = QDateTime(QDate(2026, 7, 15), QTime(0, 0), QTimeZone::utc()).toSecsSinceEpoch();

TrunkHealth sampleHealth()
{
    TrunkHealth h;
    h.from = Now - 7 * Day;
    h.to = Now;
    h.red = {{h.from / Day, 12, 3, 2, 1, 6}, {h.from / Day + 3, 5, 0, 1, 0, 4}};
    h.redAverage = {16, 2, 5};
    h.consoleRed = {{h.from / Day, 10, 2, 3}, {h.from / Day + 3, 5, 0, 1}};
    h.timeToSignalKnown = true;
    h.timeToSignal = {{h.from - 3 * Day, u"main"_s, 2.5, 40}, {h.from - 3 * Day, u"not main"_s, 3.5, 400}};
    h.queued = {{u"linux.4xlarge"_s, 40, 300}, {u"N/A"_s, 10, 1800}};
    h.ttsPercentile = {{u"pull / build"_s, 600, 900, 12}, {u"trunk / test"_s, 3600, 5400, 2}};
    h.platformOnly = {{u"Linux"_s, u"build"_s, 1, Now - Day, u"bbbbbbb"_s},
                      {u"Windows"_s, u"test (default)"_s, 4, Now - 2 * Day, u"aaaaaaa"_s}};
    return h;
}

} // namespace

class tst_TrunkPage : public QObject
{
    Q_OBJECT
private slots:
    void oneRangeDrivesEveryChart()
    {
        TrunkPage page;
        page.setNow(Now * 1000);
        page.resize(1200, 800);
        page.show();
        QSignalSpy ranges(&page, &TrunkPage::rangeChanged);
        page.setTimeRange(TimeRange::lastDays(3));
        QCOMPARE(ranges.size(), 1);
        QCOMPARE(ranges.first().at(0).toLongLong(), Now - 3 * Day);
        QCOMPARE(ranges.first().at(1).toLongLong(), Now);
        QCOMPARE(page.signalChart()->timeRange(), TimeRange::lastDays(3));
        QCOMPARE(page.consoleRedChart()->window(), page.redChart()->window());
        page.redChart()->setUtc(false);
        QVERIFY(!page.consoleRedChart()->isUtc());
    }

    void summaryChartsAndTables()
    {
        TrunkPage page;
        page.setNow(Now * 1000);
        page.setTimeRange(TimeRange::lastDays(7));
        page.setHealth(sampleHealth());
        // HUD's KPI under HUD's names, the console's own reading beside it, labelled.
        QCOMPARE(page.summaryText(), u"HUD: broken trunk 12.5 % · flaky red 18.8 % of 16 commits   |   "
                                     "console: ✗ 2 of 15 broken (sandwich rule) · ⚠ 4 flaky only"_s);
        QCOMPARE(page.redChart()->series().size(), 2);
        QCOMPARE(page.consoleRedChart()->series().size(), 2);
        QVERIFY(page.consoleRedChart()->series().first().name.contains(u"console"_s));
        QCOMPARE(page.signalChart()->series().size(), 2); // main, not main
        QAbstractItemModel *queue = page.queueTable()->model();
        QCOMPARE(queue->rowCount(), 2);
        QCOMPARE(queue->index(0, 0).data().toString(), u"linux.4xlarge"_s); // most jobs first
        QCOMPARE(page.ttsTable()->model()->rowCount(), 2);
        QCOMPARE(page.ttsTable()->model()->index(0, 0).data().toString(), u"pull / build"_s); // HUD's order
        // Ranked: most commits first.
        QAbstractItemModel *m = page.platformTable()->model();
        QCOMPARE(m->rowCount(), 2);
        QCOMPARE(m->index(0, TrunkPlatformFailuresModel::Platform).data().toString(), u"✗ Windows"_s);
        page.platformTable()->sortByColumn(TrunkPlatformFailuresModel::Last, Qt::DescendingOrder);
        QCOMPARE(m->index(0, TrunkPlatformFailuresModel::Platform).data().toString(), u"✗ Linux"_s);

        page.setHealth({});
        QCOMPARE(page.summaryText(), u"No commits in this range yet"_s);
    }

    // A part that could not be read says so, in words, where its figure would be; the other
    // figures stay.
    void aFailedPartSaysSoInItsPlace()
    {
        TrunkPage page;
        page.setNow(Now * 1000);
        page.setTimeRange(TimeRange::lastDays(7));
        TrunkHealth h = sampleHealth();
        h.queued.clear();
        h.errors.queued = u"Code: 60. DB::Exception: Table default.workflow_job doesn't exist"_s;
        h.timeToSignal.clear();
        h.errors.timeToSignal = u"Code: 47. DB::Exception: Missing columns: 'updated_at'"_s;
        page.setHealth(h);
        QCOMPARE(page.queueProblem(),
                 u"✗ Queued jobs could not be read: Code: 60. DB::Exception: Table default.workflow_job doesn't exist"_s);
        QVERIFY2(page.signalChart()->noDataText().startsWith(u"✗ Time to signal could not be read: Code: 47."_s),
                 qPrintable(page.signalChart()->noDataText()));
        QCOMPARE(page.ttsProblem(), QString());
        QCOMPARE(page.platformProblem(), QString());
        QCOMPARE(page.ttsTable()->model()->rowCount(), 2);
        QCOMPARE(page.redChart()->series().size(), 2);
        QVERIFY(page.summaryText().startsWith(u"HUD: broken trunk 12.5 %"_s));

        // The red figures (one query): both charts, the platform table and the summary say so.
        TrunkHealth red;
        red.timeToSignalKnown = true;
        red.ttsPercentile = sampleHealth().ttsPercentile;
        red.errors.commits = u"Code: 81. DB::Exception: Database no_such_views doesn't exist"_s;
        page.setHealth(red);
        const QString says = u"✗ Red commits could not be read: Code: 81. DB::Exception: Database no_such_views doesn't exist"_s;
        QCOMPARE(page.redChart()->noDataText(), says);
        QCOMPARE(page.consoleRedChart()->noDataText(), says);
        QCOMPARE(page.summaryText(), says);
        QCOMPARE(page.platformProblem(),
                 u"✗ Platform-only failures could not be read: Code: 81. DB::Exception: Database no_such_views doesn't exist"_s);
        QCOMPARE(page.queueProblem(), QString());
        QCOMPARE(page.ttsTable()->model()->rowCount(), 2);
        // A long error is cut in a chart (the log has it all).
        red.errors.commits = QString(500, u'x');
        page.setHealth(red);
        QVERIFY(page.redChart()->noDataText().size() < 150);
        QVERIFY(page.redChart()->noDataText().endsWith(u'…'));

        page.setHealth({});
        QCOMPARE(page.queueProblem(), QString());
        QCOMPARE(page.redChart()->noDataText(), u"No commits with more than 10 job groups in this time range"_s);
    }
};

HW_TEST_MAIN(tst_TrunkPage)
#include "tst_TrunkPage.moc"
