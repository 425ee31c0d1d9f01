// The chart kit's data side: long series reduced for display keep their peaks and their gaps.
#include "TestValues.h"
#include "TestRegistry.h"

#include "charts/SeriesReducer.h"

#include <QTest>

#include <cmath>
#include <limits>
#include <vector>

using hw::SeriesPoint;
using hw::SeriesReducer;

namespace {

using hw::test::Nan;

// A million samples of a slow wave with noise-free steps, one spike up and one dip, and a gap.
std::vector<SeriesPoint> longSeries(size_t n, size_t gapFrom, size_t gapTo)
{
    std::vector<SeriesPoint> s(n);
    for (size_t i = 0; i < n; ++i)
        s[i] = {double(i), 50 + 20 * std::sin(double(i) / 20000.0)};
    s[n / 8 + 7].v = 1000; // one sample each
    s[n * 3 / 4 + 3].v = -500;
    for (size_t i = gapFrom; i < gapTo; ++i)
        s[i].v = Nan;
    return s;
}

double maxOf(const QVector<SeriesPoint> &v)
{
    double m = -1e300;
    for (const SeriesPoint &p : v)
        if (!p.isGap())
            m = std::max(m, p.v);
    return m;
}

double minOf(const QVector<SeriesPoint> &v)
{
    double m = 1e300;
    for (const SeriesPoint &p : v)
        if (!p.isGap())
            m = std::min(m, p.v);
    return m;
}

} // namespace

class tst_SeriesReducer : public QObject
{
    Q_OBJECT
private slots:
    void minMaxKeepsEverySpikeAndFitsTheScreen()
    {
        const auto s = longSeries(1'000'000, 400'000, 410'000);
        const QVector<SeriesPoint> r = SeriesReducer::minMax(s, 0, 999'999, 1920);
        QVERIFY2(r.size() <= 4 * 1920 + 8, qPrintable(QString::number(r.size())));
        QCOMPARE(maxOf(r), 1000.0);
        QCOMPARE(minOf(r), -500.0);
        for (qsizetype i = 1; i < r.size(); ++i)
            QVERIFY(r[i].t >= r[i - 1].t); // time order
    }

    void gapsStayGapsNeverZero_data()
    {
        QTest::addColumn<bool>("lttb");
        QTest::newRow("min/max") << false;
        QTest::newRow("LTTB") << true;
    }
    void gapsStayGapsNeverZero()
    {
        QFETCH(bool, lttb);
        const auto s = longSeries(1'000'000, 400'000, 410'000);
        const QVector<SeriesPoint> r = lttb ? SeriesReducer::lttb(s, 4000) : SeriesReducer::minMax(s, 0, 999'999, 1920);
        int gaps = 0;
        for (const SeriesPoint &p : r) {
            if (p.isGap()) {
                ++gaps;
                QVERIFY(p.t >= 400'000 && p.t < 410'000);
                continue;
            }
            QVERIFY2(p.t < 400'000 || p.t >= 410'000, qPrintable(QString::number(p.t))); // nothing drawn inside
            QVERIFY(p.v != 0); // the series never touches 0: a gap must not become one
        }
        QCOMPARE(gaps, 1); // one break in the line, where the samples are missing
        // Both sides of the gap end at their real last and first samples.
        qsizetype at = 0;
        while (!r[at].isGap())
            ++at;
        QCOMPARE(r[at - 1].t, 399'999.0);
        QCOMPARE(r[at + 1].t, 410'000.0);
    }

    void lttbHitsItsTargetAndKeepsTheEnds()
    {
        std::vector<SeriesPoint> s = longSeries(100'000, 0, 0);
        s[100'000 / 8 + 7].v = 50; // no spikes for this part
        s[100'000 * 3 / 4 + 3].v = 50;
        const QVector<SeriesPoint> r = SeriesReducer::lttb(s, 1000);
        QVERIFY2(std::abs(r.size() - 1000) <= 2, qPrintable(QString::number(r.size())));
        QCOMPARE(r.first().t, 0.0);
        QCOMPARE(r.last().t, 99'999.0);
        QVERIFY(maxOf(r) < 100);
        // A spike much taller than its neighbours has the largest triangle in its bucket.
        s[50'000].v = 5000;
        QCOMPARE(maxOf(SeriesReducer::lttb(s, 1000)), 5000.0);
    }

    void shortSeriesAreLeftAlone()
    {
        const std::vector<SeriesPoint> s = {{0, 1}, {1, Nan}, {2, 3}};
        QCOMPARE(SeriesReducer::minMax(s, 0, 2, 100).size(), 3);
        QCOMPARE(SeriesReducer::lttb(s, 100).size(), 3);
        QVERIFY(SeriesReducer::minMax({}, 0, 1, 100).isEmpty());
        QVERIFY(SeriesReducer::lttb({}, 100).isEmpty());
        QCOMPARE(SeriesReducer::minMax(s, 0, 2, 0).size(), 3); // no columns: nothing to reduce to
    }

    void pointsOutsideTheRangeGoToTheEdgeColumns()
    {
        std::vector<SeriesPoint> s;
        for (int i = -1000; i < 2000; ++i)
            s.push_back({double(i), double(i % 7)});
        s[0].v = 99;    // before the range
        s.back().v = -9; // after it
        const QVector<SeriesPoint> r = SeriesReducer::minMax(s, 0, 999, 10);
        QVERIFY(r.size() <= 40);
        QCOMPARE(maxOf(r), 99.0);
        QCOMPARE(minOf(r), -9.0);
    }
};

HW_TEST_GUILESS_MAIN(tst_SeriesReducer)
#include "tst_SeriesReducer.moc"
