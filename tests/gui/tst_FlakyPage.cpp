// The flaky tests tab over the demo's results: ranked by the Wilson lower bound, so a test with
// few runs never outranks one with many; the regex filter and the minimum of runs; an invalid
// regex says why and filters nothing; the range selector asks for data.
#include "TestRegistry.h"

#include "charts/TimeSeriesChart.h"
#include "flaky/FlakeRate.h"
#include "flaky/FlakyDemo.h"
#include "flaky/FlakyPage.h"
#include "flaky/FlakyRoles.h"
#include "flaky/FlakyTestsModel.h"

#include <QLineEdit>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableView>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace hw;

class tst_FlakyPage : public QObject
{
    Q_OBJECT
private slots:
    void rankedFilteredAndRanged()
    {
        const auto results = FlakyDemo::load();
        QVERIFY2(results, qPrintable(results.error()));
        FlakyPage page;
        page.setNow(FlakyDemo::To * 1000);
        page.resize(1400, 900);
        page.show();
        page.setResults(*results);
        QAbstractItemModel *m = page.testsTable()->model();
        QVERIFY(m->rowCount() >= 10);
        // Ranked: each row's lower bound at least the next one's.
        double previous = 2;
        for (int row = 0; row < m->rowCount(); ++row) {
            const int flaky = m->index(row, 0).data(FlakyRunsRole).toInt();
            const int runs = m->index(row, 0).data(FlakyTotalRunsRole).toInt();
            QVERIFY(runs >= 20);
            const double bound = FlakeRate(flaky, runs).wilsonLowerBound();
            QVERIFY2(bound <= previous + 1e-12, qPrintable(u"row %1"_s.arg(row)));
            previous = bound;
        }
        const int all = m->rowCount();

        page.minimumRunsBox()->setValue(100);
        QVERIFY(m->rowCount() < all);
        for (int row = 0; row < m->rowCount(); ++row)
            QVERIFY(m->index(row, 0).data(FlakyTotalRunsRole).toInt() >= 100);
        page.minimumRunsBox()->setValue(20);

        page.filterEdit()->setText(u"deterministic"_s);
        QVERIFY(m->rowCount() > 0 && m->rowCount() < all);
        for (int row = 0; row < m->rowCount(); ++row)
            QVERIFY(m->index(row, FlakyTestsModel::ColTest).data().toString().contains(u"determinis"_s));
        page.filterEdit()->setText(u"(unclosed"_s);
        QCOMPARE(m->rowCount(), all); // filters nothing
        QVERIFY2(page.filterProblem().startsWith(u"⚠"_s), qPrintable(page.filterProblem()));
        page.filterEdit()->clear();
        QVERIFY(page.filterProblem().isEmpty());
        QVERIFY(page.summaryText().contains(u"disabled now"_s));

        QSignalSpy ranges(&page, &FlakyPage::rangeChanged);
        page.setTimeRange(TimeRange::lastDays(7));
        QCOMPARE(ranges.size(), 1);
        QCOMPARE(ranges.first().at(0).toLongLong(), FlakyDemo::To - 7 * 86'400);
        QVERIFY(page.disabledChart()->series().size() > 0);
    }
};

HW_TEST_MAIN(tst_FlakyPage)
#include "tst_FlakyPage.moc"
