// The trunk health tab: one range drives its three charts, the summary says how red trunk was,
// the tables rank, and the demo console fills it from the recording as of the replay clock.
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
    h.red = {{h.from / Day, 10, 2, 3}, {h.from / Day + 3, 5, 0, 1}};
    h.signal = {{h.from / Day, 10, 3000, 7200}};
    h.queueByLabel = {{u"linux.4xlarge"_s, -1, 40, 60, 300}, {u"windows.4xlarge"_s, -1, 10, 600, 1800}};
    h.queueByLabelDay = {{u"linux.4xlarge"_s, h.from / Day, 40, 60, 300}};
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
        QCOMPARE(page.queueChart()->window(), page.redChart()->window());
        page.redChart()->setUtc(false);
        QVERIFY(!page.queueChart()->isUtc());
    }

    void summaryChartsAndTables()
    {
        TrunkPage page;
        page.setNow(Now * 1000);
        page.setTimeRange(TimeRange::lastDays(7));
        page.setHealth(sampleHealth());
        QCOMPARE(page.summaryText(), u"✗ 2 of 15 commits broken (13 %) · ⚠ 4 flaky only (27 %) · ✓ 9 green"_s);
        QCOMPARE(page.redChart()->series().size(), 2);
        QCOMPARE(page.queueChart()->series().size(), 2); // one line per label, most jobs first
        // Ranked: most commits first.
        QAbstractItemModel *m = page.platformTable()->model();
        QCOMPARE(m->rowCount(), 2);
        QCOMPARE(m->index(0, TrunkPlatformFailuresModel::Platform).data().toString(), u"✗ Windows"_s);
        page.platformTable()->sortByColumn(TrunkPlatformFailuresModel::Last, Qt::DescendingOrder);
        QCOMPARE(m->index(0, TrunkPlatformFailuresModel::Platform).data().toString(), u"✗ Linux"_s);

        page.setHealth({});
        QCOMPARE(page.summaryText(), u"No commits in this range yet"_s);
    }
};

QTEST_MAIN(tst_TrunkPage)
#include "tst_TrunkPage.moc"
