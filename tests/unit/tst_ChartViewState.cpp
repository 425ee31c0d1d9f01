// A time chart's state as kept per view and profile (models/charts/ChartViewState): written and
// read back, and what an unreadable line leaves alone.
#include "TestRegistry.h"

#include "charts/ChartViewState.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace hw;

class tst_ChartViewState : public QObject
{
    Q_OBJECT
private slots:
    void writesWhatItReads()
    {
        const ChartViewState week { TimeRange::lastDays(7), true, {} };
        QCOMPARE(week.toString(), u"7d;utc"_s);
        QCOMPARE(ChartViewState::parse(week.toString()), week);

        const ChartViewState zoomed { TimeRange::lastDays(30), false, { { 1720000000000, 1720086400000 } } };
        QCOMPARE(zoomed.toString(), u"30d;local;zoom=1720000000000..1720086400000"_s);
        QCOMPARE(ChartViewState::parse(zoomed.toString()), zoomed);

        const ChartViewState absolute { TimeRange::absolute(1719792000000, 1720915200000), true, {} };
        QCOMPARE(ChartViewState::parse(absolute.toString()), absolute);
    }

    void readsWhatItCanAndKeepsTheRest()
    {
        // An unreadable range: nothing (the chart keeps its state).
        QVERIFY(!ChartViewState::parse(u"yesterday;utc"_s));
        QVERIFY(!ChartViewState::parse(QString()));
        // UTC unless it says local; an unreadable zoom is left out, the others kept in order.
        const auto state = ChartViewState::parse(u"14d;zoom=5;zoom=10..20;zoom=30..40"_s);
        QVERIFY(state);
        QCOMPARE(state->range, TimeRange::lastDays(14));
        QVERIFY(state->utc);
        QCOMPARE(state->zooms, (QVector<std::pair<qint64, qint64>> { { 10, 20 }, { 30, 40 } }));
        QVERIFY(!ChartViewState::parse(u"3d;local"_s)->utc);
    }
};

HW_TEST_APPLESS_MAIN(tst_ChartViewState)
#include "tst_ChartViewState.moc"
