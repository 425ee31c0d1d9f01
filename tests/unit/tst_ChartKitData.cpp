// The chart kit's data side besides the reducer: time ranges (what `--range` and the settings
// read), time-axis ticks, the crosshair readout, CSV export, the zoom history and the PNG writer.
#include "TestValues.h"
#include "TestRegistry.h"

#include "charts/CrosshairReadout.h"
#include "charts/PngFile.h"
#include "charts/SeriesCsv.h"
#include "charts/TimeRange.h"
#include "charts/TimeTicks.h"
#include "charts/ZoomStack.h"

#include <QDateTime>
#include <QDir>
#include <QImage>
#include <QSaveFile>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>

#include <limits>

using namespace Qt::StringLiterals;
using namespace hw;

namespace {

using hw::test::Nan;
constexpr qint64 HourMs = 3'600'000;
constexpr qint64 DayMs = 24 * HourMs;

qint64 utcMs(int y, int mo, int d, int h = 0, int mi = 0)
{
    return QDateTime(QDate(y, mo, d), QTime(h, mi), QTimeZone::utc()).toMSecsSinceEpoch();
}

TimeSeries series(const QString &name, QVector<SeriesPoint> points)
{
    TimeSeries s;
    s.name = name;
    s.points = std::move(points);
    return s;
}

} // namespace

class tst_ChartKitData : public QObject
{
    Q_OBJECT
private slots:
    void relativeRanges()
    {
        const auto r = TimeRange::parse(u"30d");
        QVERIFY(r);
        QVERIFY(r->isRelative());
        QCOMPARE(r->days(), 30);
        const qint64 now = utcMs(2026, 7, 15, 12);
        QCOMPARE(r->resolve(now), std::make_pair(now - 30 * DayMs, now));
        QCOMPARE(r->toString(), u"30d"_s);
        QCOMPARE(TimeRange().days(), 7); // the default
        QCOMPARE(TimeRange::lastDays(1).label(true), u"Last 24 hours"_s);
        QCOMPARE(TimeRange::lastDays(14).label(true), u"Last 14 days"_s);
    }

    void absoluteRangesIncludeTheEndDay()
    {
        const auto r = TimeRange::parse(u"2026-07-01..2026-07-14");
        QVERIFY(r);
        QVERIFY(!r->isRelative());
        QCOMPARE(r->resolve(0), std::make_pair(utcMs(2026, 7, 1), utcMs(2026, 7, 15)));
        // Round trip through the settings text.
        const auto back = TimeRange::parse(r->toString());
        QVERIFY(back);
        QCOMPARE(*back, *r);
        QCOMPARE(r->label(true), u"1 Jul 2026 00:00 – 15 Jul 2026 00:00 UTC"_s);

        const auto hours = TimeRange::parse(u"2026-07-01T06:00..2026-07-01T18:30");
        QVERIFY(hours);
        QCOMPARE(hours->resolve(0), std::make_pair(utcMs(2026, 7, 1, 6), utcMs(2026, 7, 1, 18, 30)));
        // Found by fuzz_cached_figures: an hour-only offset was dropped, and a fraction of an hour
        // (milliseconds) did not read back from toString().
        const auto odd = TimeRange::parse(u"2026-07-01T00.2026-07..2026-07-08"_s);
        QVERIFY(odd);
        QCOMPARE(odd->resolve(0).first, utcMs(2026, 7, 1, 7, 12) + 9'360); // 00:12:09.360 at -07:00
        const auto oddBack = TimeRange::parse(odd->toString());
        QVERIFY(oddBack);
        QCOMPARE(*oddBack, *odd);
        const auto zoned = TimeRange::parse(u"2026-07-01T06:00+02:00..2026-07-01T08:00Z");
        QVERIFY(zoned);
        QCOMPARE(zoned->resolve(0), std::make_pair(utcMs(2026, 7, 1, 4), utcMs(2026, 7, 1, 8)));
    }

    void badRangesSayWhy()
    {
        for (const auto &[text, says] : std::initializer_list<std::pair<QString, QString>>{
                 {u"0d"_s, u"between 1 and"_s},
                 {u"yesterday"_s, u"is not a range"_s},
                 {u"2026-07-14..2026-07-01"_s, u"ends before it starts"_s},
                 {u"2026-13-01..2026-07-01"_s, u"'2026-13-01' is not a date"_s},
                 {u"2026-07-01..soon"_s, u"'soon' is not a date"_s},
                 {u""_s, u"is not a range"_s},
             }) {
            const auto r = TimeRange::parse(text);
            QVERIFY2(!r, qPrintable(text));
            QVERIFY2(r.error().contains(says), qPrintable(text + u" → "_s + r.error()));
        }
    }

    void ticksAreRoundAndFit()
    {
        // Three days at most 8 ticks: every 12 hours, starting on a round instant.
        const auto ticks = TimeTicks::compute(utcMs(2026, 7, 1, 5), utcMs(2026, 7, 4, 5), 8, true);
        QVERIFY(!ticks.isEmpty());
        QVERIFY(ticks.size() <= 8);
        QCOMPARE(ticks.first().ms, utcMs(2026, 7, 1, 12));
        for (qsizetype i = 1; i < ticks.size(); ++i)
            QCOMPARE(ticks[i].ms - ticks[i - 1].ms, 12 * HourMs);
        // The first tick of each day carries the date, the others only the hour.
        QCOMPARE(ticks[0].label, u"1 Jul 12:00"_s);
        QCOMPARE(ticks[1].label, u"2 Jul 00:00"_s);
        QCOMPARE(ticks[2].label, u"12:00"_s);

        // Ninety days: weekly ticks on Mondays, labelled with the day.
        const auto weeks = TimeTicks::compute(utcMs(2026, 4, 16), utcMs(2026, 7, 15), 14, true);
        QVERIFY(weeks.size() >= 10 && weeks.size() <= 14);
        for (const auto &t : weeks)
            QCOMPARE(QDateTime::fromMSecsSinceEpoch(t.ms, QTimeZone::utc()).date().dayOfWeek(), 1);
        QVERIFY(weeks.first().label.startsWith(u"Mon "_s));

        // Years of history: monthly or coarser steps on the first of a month.
        const auto years = TimeTicks::compute(utcMs(2022, 8, 16), utcMs(2026, 8, 18), 10, true);
        QVERIFY(!years.isEmpty() && years.size() <= 10);
        for (const auto &t : years)
            QCOMPARE(QDateTime::fromMSecsSinceEpoch(t.ms, QTimeZone::utc()).date().day(), 1);

        // A 15-second GPU log: ticks every few seconds, labelled to the second.
        const qint64 start = utcMs(2026, 11, 20, 0) + 53 * 60'000 + 20'000; // 00:53:20
        const auto seconds = TimeTicks::compute(start, start + 15'000, 6, true);
        QVERIFY(seconds.size() >= 2 && seconds.size() <= 6);
        QCOMPARE(seconds.first().label, u"20 Nov 00:53:20"_s);
        QCOMPARE(seconds[1].ms - seconds[0].ms, 5'000);
        QCOMPARE(seconds[1].label, u"00:53:25"_s);

        QVERIFY(TimeTicks::compute(10, 5, 8, true).isEmpty());
    }

    void readoutListsEverySeriesSortedWithGapsAsNoData()
    {
        const qint64 t0 = utcMs(2026, 7, 1);
        QVector<TimeSeries> s = {
            series(u"linux"_s, {{double(t0), 10}, {double(t0 + HourMs), 20}}),
            series(u"mac"_s, {{double(t0), 30}, {double(t0 + HourMs), Nan}}),
            series(u"windows"_s, {{double(t0), 5}, {double(t0 + HourMs), 40}}),
            series(u"rocm"_s, {{double(t0 + 10 * HourMs), 1}}), // too far away
        };
        s[2].style = SeriesStyle::Dashed;
        const auto at = CrosshairReadout::at(s, {true, true, true, true}, t0 + HourMs - 60'000, 10 * 60'000);
        QCOMPARE(at.size(), 4);
        QCOMPARE(at[0].name, u"windows"_s);
        QCOMPARE(at[0].value, 40.0);
        QCOMPARE(at[0].style, SeriesStyle::Dashed);
        QCOMPARE(at[1].name, u"linux"_s);
        QCOMPARE(at[1].sampleMs, t0 + HourMs);
        QVERIFY(!at[2].hasValue()); // mac's sample there is missing: "no data", not 0
        QVERIFY(!at[3].hasValue());
        // Hidden series are left out.
        QCOMPARE(CrosshairReadout::at(s, {false, true, false, true}, t0, HourMs).size(), 2);
    }

    void csvHasIsoTimesAndEmptyFieldsForMissingSamples()
    {
        const qint64 t0 = utcMs(2026, 7, 1);
        TimeSeries band = series(u"rate, 95 %"_s, {{double(t0), 0.1}, {double(t0 + DayMs), 0.2}});
        band.upper = {{double(t0), 0.3}, {double(t0 + DayMs), 0.4}};
        const QVector<TimeSeries> s = {
            series(u"a"_s, {{double(t0), 1.5}, {double(t0 + HourMs), Nan}, {double(t0 + 2 * DayMs), 3}}),
            band,
        };
        const QByteArray csv = SeriesCsv::write(s, t0, t0 + DayMs);
        QCOMPARE(csv, QByteArray("time,a,\"rate, 95 % (low)\",\"rate, 95 % (high)\"\r\n"
                                 "2026-07-01T00:00:00.000Z,1.5,0.1,0.3\r\n"
                                 "2026-07-01T01:00:00.000Z,,,\r\n"
                                 "2026-07-02T00:00:00.000Z,,0.2,0.4\r\n"));
    }

    void zoomHistory()
    {
        ZoomStack z;
        z.reset({0, 100 * HourMs});
        QVERIFY(!z.isZoomed());
        QVERIFY(z.push({10 * HourMs, 50 * HourMs}));
        QVERIFY(z.push({20 * HourMs, 30 * HourMs}));
        QVERIFY(!z.push({0, 90 * HourMs})); // not narrower: ignored
        QCOMPARE(z.depth(), 2);
        QCOMPARE(z.current(), std::make_pair(20 * HourMs, 30 * HourMs));
        // Reversed, outside the base, too narrow: clamped to a sane window.
        QVERIFY(z.push({25 * HourMs + 10, 25 * HourMs}));
        QCOMPARE(z.current().second - z.current().first, 60'000);
        QVERIFY(z.pop());
        QVERIFY(z.pop());
        QCOMPARE(z.current(), std::make_pair(10 * HourMs, 50 * HourMs));
        QVERIFY(z.pop());
        QVERIFY(!z.pop());
        QCOMPARE(z.current(), z.base());
    }

    // Whole files or none: the chart export and the report write their PNGs this way.
    void pngFileWritesAWholeFileOrNone()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QImage image(300, 120, QImage::Format_ARGB32);
        image.fill(QColor(20, 40, 60));
        image.setPixel(299, 119, qRgb(250, 0, 0));
        const QString path = dir.filePath(u"chart.png"_s);
        QVERIFY(PngFile::write(image, path));
        const QImage back(path);
        QCOMPARE(back.size(), QSize(300, 120));
        QCOMPARE(back.pixel(0, 0), qRgb(20, 40, 60));
        QCOMPARE(back.pixel(299, 119), qRgb(250, 0, 0));
        QVERIFY(QFile::remove(path));

        OperationControl control;
        control.cancel = true;
        const auto cancelled = PngFile::write(image, path, &control);
        QVERIFY(!cancelled && cancelled.error().cancelled);
        QVERIFY(QDir(dir.path()).isEmpty());

        const auto missing = PngFile::write(image, dir.filePath(u"missing/chart.png"_s));
        QVERIFY(!missing && !missing.error().cancelled);
        QVERIFY2(!missing.error().reason.isEmpty(), "says why");
        QVERIFY(QDir(dir.path()).isEmpty());

        const auto empty = PngFile::write(QImage(), path); // nothing to encode: no empty file either
        QVERIFY(!empty);
        QCOMPARE(empty.error().reason, u"the image could not be encoded as PNG"_s);
        QVERIFY(QDir(dir.path()).isEmpty());

        // Encoded but not committed (the report commits its files together): nothing yet.
        {
            QSaveFile file(path);
            QVERIFY(PngFile::encodeInto(image, file));
        }
        QVERIFY(QDir(dir.path()).isEmpty());
    }
};

HW_TEST_GUILESS_MAIN(tst_ChartKitData)
#include "tst_ChartKitData.moc"
