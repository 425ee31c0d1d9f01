// The one time scale of every chart (models/charts/ChartTimeScale): time -> x and back, the
// edges, clamping, and ranges or spans of zero length.
#include "TestRegistry.h"

#include "charts/ChartTimeScale.h"

#include <QTest>

using namespace hw;

class tst_ChartTimeScale : public QObject
{
    Q_OBJECT
private slots:
    void mapsBothWays_data()
    {
        QTest::addColumn<qint64>("start");
        QTest::addColumn<qint64>("end");
        QTest::addColumn<double>("left");
        QTest::addColumn<double>("width");
        QTest::addColumn<qint64>("time");
        QTest::addColumn<double>("x");
        QTest::newRow("start") << qint64(1000) << qint64(2000) << 10.0 << 100.0 << qint64(1000) << 10.0;
        QTest::newRow("end") << qint64(1000) << qint64(2000) << 10.0 << 100.0 << qint64(2000) << 110.0;
        QTest::newRow("middle") << qint64(1000) << qint64(2000) << 10.0 << 100.0 << qint64(1500) << 60.0;
        QTest::newRow("a week on 1000 px")
            << qint64(0) << qint64(7 * 86400) << 0.0 << 1000.0 << qint64(86400) << 1000.0 / 7;
        // Epoch milliseconds (a chart's unit): 2026-07-01 over a 1,500 px plot starting at 61.5.
        const qint64 day = 86'400'000, from = qint64(1'782'864'000'000);
        QTest::newRow("milliseconds, a quarter") << from << from + day << 61.5 << 1500.0 << from + day / 4 << 61.5 + 375.0;
        QTest::newRow("one pixel") << qint64(0) << qint64(1) << 3.0 << 1.0 << qint64(1) << 4.0;
    }
    void mapsBothWays()
    {
        QFETCH(qint64, start);
        QFETCH(qint64, end);
        QFETCH(double, left);
        QFETCH(double, width);
        QFETCH(qint64, time);
        QFETCH(double, x);
        const ChartTimeScale s { start, end, left, width };
        QVERIFY(s.isValid());
        QVERIFY2(qAbs(s.mapTimeToX(time) - x) < 1e-9, qPrintable(QString::number(s.mapTimeToX(time), 'g', 17)));
        QVERIFY(qAbs(s.mapXToTime(x) - time) <= 1);
        // A round trip from x lands within the time one pixel stands for.
        QVERIFY(qAbs(s.mapXToTime(s.mapTimeToX(time)) - time) <= s.unitsPerPixel());
    }

    void wholeNumbersMapExactly()
    {
        // Multiplied before divided: seven tenths of 90 px is exactly 63 px, which "divide, then
        // multiply" misses by a rounding (62.99999999999999: a pixel off once truncated).
        const ChartTimeScale s { 0, 10, 0.0, 90.0 };
        QCOMPARE(s.mapTimeToX(7), 63.0);
        QCOMPARE(int(s.mapTimeToX(7)), 63);
        const ChartTimeScale days { 0, 7, 100.0, 700.0 };
        for (qint64 t = 0; t <= 7; ++t)
            QCOMPARE(days.mapTimeToX(t), 100.0 + 100.0 * double(t));
    }

    void outsideTheRange()
    {
        const ChartTimeScale s { 1000, 2000, 10, 100 };
        // Times outside map outside; clamped, they stay on the span's edges.
        QCOMPARE(s.mapTimeToX(500), -40.0);
        QCOMPARE(s.mapTimeToX(2500), 160.0);
        QCOMPARE(s.mapTimeToXClamped(500), 10.0);
        QCOMPARE(s.mapTimeToXClamped(2500), 110.0);
        QCOMPARE(s.mapTimeToXClamped(1500), 60.0);
        // x outside the span means the range's ends.
        QCOMPARE(s.mapXToTime(-50), 1000);
        QCOMPARE(s.mapXToTime(500), 2000);
        // x to the nearest time, not the one before: two thirds of 1000 is 667.
        QCOMPARE((ChartTimeScale { 0, 1000, 0, 3 }).mapXToTime(2), 667);
        QCOMPARE(s.right(), 110.0);
        QCOMPARE(s.unitsPerPixel(), 10);
        // A pixel stands for at least one unit, and a fraction of one rounds up.
        QCOMPARE((ChartTimeScale { 0, 10, 0, 100 }).unitsPerPixel(), 1);
        QCOMPARE((ChartTimeScale { 0, 1001, 0, 100 }).unitsPerPixel(), 11);
    }

    void zeroLengthRangeOrSpan()
    {
        const ChartTimeScale empty { 1000, 1000, 10, 100 };
        QVERIFY(!empty.isValid());
        QCOMPARE(empty.mapXToTime(60), 1000);
        QCOMPARE(empty.mapTimeToX(5000), 10.0);
        QCOMPARE(empty.mapTimeToXClamped(5000), 10.0);
        QCOMPARE(empty.unitsPerPixel(), 1);
        const ChartTimeScale reversed { 2000, 1000, 10, 100 };
        QVERIFY(!reversed.isValid());
        QCOMPARE(reversed.mapTimeToX(1500), 10.0);
        const ChartTimeScale noPixels { 1000, 2000, 10, 0 };
        QVERIFY(!noPixels.isValid());
        QCOMPARE(noPixels.mapTimeToX(1500), 10.0);
        QCOMPARE(noPixels.mapXToTime(10), 1000);
        QCOMPARE(noPixels.unitsPerPixel(), 1);
        const ChartTimeScale none;
        QVERIFY(!none.isValid());
        QCOMPARE(none.mapTimeToX(42), 0.0);
    }
};

HW_TEST_APPLESS_MAIN(tst_ChartTimeScale)
#include "tst_ChartTimeScale.moc"
