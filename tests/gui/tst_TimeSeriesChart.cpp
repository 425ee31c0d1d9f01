// The chart kit's widget: gaps stay gaps, a million samples are reduced to the screen, drag and
// keys zoom through a history, the legend toggles series, the crosshair lists every series,
// exports write what is shown, and the palette's light and dark schemes are used.
#include "charts/TimeChartView.h"
#include "charts/TimeSeriesChart.h"

#include "TestEnvironment.h"
#include "TestValues.h"
#include "TestRegistry.h"

#include <QAbstractSeries>
#include <QApplication>
#include <QCategoryAxis>
#include <QChart>
#include <QDateTime>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QSignalSpy>
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
const qint64 Now = QDateTime(QDate(2026, 7, 15), QTime(0, 0), QTimeZone::utc()).toMSecsSinceEpoch();

// Hourly samples over the last `days` days, with the hours [gapFrom, gapTo) missing.
TimeSeries hourly(const QString &name, int days, double base, int gapFrom = -1, int gapTo = -1)
{
    TimeSeries s;
    s.name = name;
    for (int h = 0; h <= days * 24; ++h) {
        const double v = (h >= gapFrom && h < gapTo) ? Nan : base + (h % 24);
        s.points.append({double(Now - days * DayMs + h * HourMs), v});
    }
    return s;
}

QVector<QPointF> drawnPoints(const TimeSeriesChart &chart)
{
    QVector<QPointF> all;
    for (QAbstractSeries *s : chart.chart()->series())
        if (auto *line = qobject_cast<QLineSeries *>(s))
            all += line->points();
    return all;
}

QLegendMarker *legendEntry(const TimeSeriesChart &chart, const QString &name)
{
    for (QLegendMarker *m : chart.chart()->legend()->markers())
        if (m->isVisible() && m->label() == name)
            return m;
    return nullptr;
}

} // namespace

class tst_TimeSeriesChart : public QObject
{
    Q_OBJECT
private:
    std::unique_ptr<TimeSeriesChart> makeChart()
    {
        auto chart = std::make_unique<TimeSeriesChart>();
        chart->setNow(Now);
        chart->setColorScheme(ColorScheme::Light);
        chart->resize(900, 420);
        chart->show();
        if (!QTest::qWaitForWindowExposed(chart.get()))
            qFatal("chart not shown");
        return chart;
    }

private slots:
    void gapsAreDrawnAsGapsNeverAsZero()
    {
        auto chart = makeChart();
        chart->setSeries({hourly(u"linux"_s, 7, 10, 50, 60)});
        QCOMPARE(chart->pieceCount(0), 2);
        const QVector<QPointF> pts = drawnPoints(*chart);
        QVERIFY(!pts.isEmpty());
        for (const QPointF &p : pts) {
            QVERIFY(p.y() >= 10); // nothing was turned into 0
            const qint64 hour = (qint64(p.x()) - (Now - 7 * DayMs)) / HourMs;
            QVERIFY2(hour < 50 || hour >= 60, "a point inside the gap was drawn");
        }
        // The readout says "no data" inside the gap.
        const auto inGap = chart->readoutAt(Now - 7 * DayMs + 55 * HourMs);
        QCOMPARE(inGap.size(), 1);
        QVERIFY(!inGap[0].hasValue());
        QVERIFY(chart->readoutText(Now - 7 * DayMs + 55 * HourMs).contains(u"no data"_s));
    }

    void aMillionSamplesAreReducedAndKeepTheirPeak()
    {
        auto chart = makeChart();
        TimeSeries s;
        s.name = u"gpu"_s;
        const qint64 from = Now - 7 * DayMs;
        const int n = 1'000'000;
        s.points.reserve(n);
        for (int i = 0; i < n; ++i)
            s.points.append({double(from + qint64(i) * (7 * DayMs / n)), 40.0 + (i % 7)});
        s.points[777'777].v = 99.5; // one sample
        chart->setSeries({s});
        const qsizetype drawn = chart->drawnPointCount(0);
        QVERIFY2(drawn <= 4 * 900 + 8, qPrintable(QString::number(drawn)));
        double peak = 0;
        for (const QPointF &p : drawnPoints(*chart))
            peak = std::max(peak, p.y());
        QCOMPARE(peak, 99.5);
    }

    void dragZoomsAndKeysZoomOutAndReset()
    {
        auto chart = makeChart();
        chart->setSeries({hourly(u"linux"_s, 7, 10)});
        const auto base = chart->window();
        QCOMPARE(base, std::make_pair(Now - 7 * DayMs, Now));
        QSignalSpy windows(chart.get(), &TimeSeriesChart::windowChanged);

        TimeChartView *view = chart->view();
        QWidget *viewport = view->viewport();
        const QRectF plot = chart->chart()->plotArea();
        const int y = int(plot.center().y());
        const int x0 = int(plot.left() + plot.width() * 0.25), x1 = int(plot.left() + plot.width() * 0.5);
        QTest::mousePress(viewport, Qt::LeftButton, {}, QPoint(x0, y));
        QTest::mouseMove(viewport, QPoint(x1, y));
        QTest::mouseRelease(viewport, Qt::LeftButton, {}, QPoint(x1, y));
        QVERIFY(chart->isZoomed());
        const auto zoomed = chart->window();
        // A quarter of the week, give or take a pixel.
        QVERIFY(std::abs((zoomed.second - zoomed.first) - 7 * DayMs / 4) < 7 * DayMs / 100);
        QCOMPARE(windows.size(), 1);
        QVERIFY(chart->drawnPointCount(0) < 7 * 24 / 2);

        // A click without a drag does not zoom.
        QTest::mouseClick(viewport, Qt::LeftButton, {}, QPoint(x1, y));
        QCOMPARE(chart->window(), zoomed);

        QVERIFY(chart->zoomTo(zoomed.first, zoomed.first + 6 * HourMs));
        chart->setFocus();
        QTest::keyClick(chart.get(), Qt::Key_Minus);
        QCOMPARE(chart->window(), zoomed);
        QVERIFY(chart->zoomTo(zoomed.first, zoomed.first + 6 * HourMs));
        QTest::keyClick(chart.get(), Qt::Key_Home);
        QCOMPARE(chart->window(), base);
        QVERIFY(!chart->isZoomed());
    }

    void clickingASpanZoomsToIt()
    {
        auto chart = makeChart();
        chart->setSeries({hourly(u"linux"_s, 7, 10)});
        // Two labelled spans; a click on the plot inside the second zooms to exactly it.
        const QVector<ChartSpan> spans{{Now - 6 * DayMs, Now - 4 * DayMs, u"python test/run_test.py"_s},
                                       {Now - 3 * DayMs, Now - 2 * DayMs, u"inductor"_s}};
        chart->setSpans(spans);
        QCOMPARE(chart->spanAt(Now - 5 * DayMs), 0);
        QCOMPARE(chart->spanAt(Now - 1 * DayMs), -1);
        QSignalSpy clicked(chart.get(), &TimeSeriesChart::spanClicked);
        QWidget *viewport = chart->view()->viewport();
        const QRectF plot = chart->chart()->plotArea();
        const int x = chart->view()->xOf(Now - 2 * DayMs - DayMs / 2);
        QTest::mouseClick(viewport, Qt::LeftButton, {}, QPoint(x, int(plot.center().y())));
        QCOMPARE(clicked.size(), 1);
        QCOMPARE(clicked.first().at(0).toInt(), 1);
        QCOMPARE(chart->window(), std::make_pair(Now - 3 * DayMs, Now - 2 * DayMs));
        // Outside every span a click does nothing.
        chart->resetZoom();
        QTest::mouseClick(viewport, Qt::LeftButton, {}, QPoint(chart->view()->xOf(Now - DayMs / 2), int(plot.center().y())));
        QCOMPARE(clicked.size(), 1);
        QVERIFY(!chart->isZoomed());
    }

    void legendEntriesToggleTheirSeries()
    {
        auto chart = makeChart();
        chart->setSeries({hourly(u"linux"_s, 7, 10, 30, 40), hourly(u"windows"_s, 7, 50)});
        QCoreApplication::processEvents(); // the legend applies marker visibility later
        QLegendMarker *linuxEntry = legendEntry(*chart, u"linux"_s);
        QVERIFY(linuxEntry);
        // One entry per series even when a gap splits it into two lines.
        int entries = 0;
        for (QLegendMarker *m : chart->chart()->legend()->markers())
            entries += m->isVisible();
        QCOMPARE(entries, 2);

        emit linuxEntry->clicked();
        QCoreApplication::processEvents();
        QVERIFY(!chart->isSeriesShown(0));
        QVERIFY(chart->isSeriesShown(1));
        QLegendMarker *again = legendEntry(*chart, u"linux"_s);
        QVERIFY2(again, "a hidden series must keep its legend entry"); // to be clicked back
        QVERIFY(again->font().strikeOut());
        QVERIFY(!again->series()->isVisible());
        // The readout and the CSV leave the hidden series out.
        const auto readout = chart->readoutAt(Now - DayMs);
        QCOMPARE(readout.size(), 1);
        QCOMPARE(readout[0].name, u"windows"_s);
        QVERIFY(!chart->csv().contains("linux"));

        emit again->clicked();
        QVERIFY(chart->isSeriesShown(0));
        // Hiding survives new data for the same series.
        chart->setSeriesShown(1, false);
        chart->setSeries({hourly(u"linux"_s, 7, 11), hourly(u"windows"_s, 7, 51)});
        QVERIFY(!chart->isSeriesShown(1));
    }

    void readoutIsSortedAndNamesTheTime()
    {
        auto chart = makeChart();
        TimeSeries a = hourly(u"p50"_s, 3, 10), b = hourly(u"p90"_s, 3, 100);
        b.style = SeriesStyle::Dashed;
        chart->setSeries({a, b});
        const qint64 t = Now - DayMs + 5 * HourMs;
        const QString text = chart->readoutText(t);
        QVERIFY(text.indexOf(u"p90"_s) < text.indexOf(u"p50"_s));
        QVERIFY(text.contains(u"14 Jul 2026 05:00 UTC"_s));
        QVERIFY(text.contains(seriesStyleSymbol(SeriesStyle::Dashed)));
    }

    void exportsWriteWhatIsShown()
    {
        auto chart = makeChart();
        chart->setSeries({hourly(u"linux"_s, 1, 10, 3, 5)});
        QVERIFY(chart->zoomTo(Now - DayMs, Now - DayMs + 6 * HourMs));
        QTemporaryDir dir;
        const QString csvPath = dir.filePath(u"c.csv"_s), pngPath = dir.filePath(u"c.png"_s);
        QVERIFY(chart->exportCsv(csvPath));
        QFile csv(csvPath);
        QVERIFY(csv.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = csv.readAll().split('\n');
        QCOMPARE(lines[0], QByteArray("time,linux\r"));
        QCOMPARE(lines[1], QByteArray("2026-07-14T00:00:00.000Z,10\r"));
        QCOMPARE(lines[4], QByteArray("2026-07-14T03:00:00.000Z,\r")); // missing, not 0
        QCOMPARE(lines.size(), 7 + 1 + 1);                              // header, 7 hours, final newline

        QSignalSpy finished(chart.get(), &TimeSeriesChart::exportFinished);
        chart->exportPngInBackground(pngPath);
        QTRY_COMPARE(finished.size(), 1);
        QCOMPARE(finished.first().at(0).toBool(), true);
        QImage png(pngPath);
        QCOMPARE(png.size(), chart->view()->size() * chart->devicePixelRatio());
        const QRgb bg = StatusPalette(ColorScheme::Light).color(ColorId::ChartBackground).rgb();
        QCOMPARE(png.pixel(2, 2), bg);
        QVERIFY(!chart->exportCsv(dir.filePath(u"missing/dir/c.csv"_s)));
    }

    void darkSchemeAndNoDataText()
    {
        auto chart = makeChart();
        chart->setColorScheme(ColorScheme::Dark);
        chart->setSeries({hourly(u"linux"_s, 30, 10)});
        QVERIFY(chart->zoomTo(Now - 29 * DayMs, Now - 28 * DayMs));
        const QImage image = chart->renderImage();
        QCOMPARE(image.pixel(2, 2), StatusPalette(ColorScheme::Dark).color(ColorId::ChartBackground).rgb());
        QVERIFY(chart->drawnPointCount(0) > 0);

        chart->setSeries({});
        chart->setTimeRange(TimeRange::lastDays(3));
        const auto items = chart->chart()->childItems();
        bool noDataShown = false;
        for (QGraphicsItem *item : items)
            if (auto *text = dynamic_cast<QGraphicsSimpleTextItem *>(item); text && text->isVisible())
                noDataShown |= text->text() == u"No data in this time range"_s;
        QVERIFY(noDataShown);
    }

    void viewStateRoundTrips()
    {
        auto chart = makeChart();
        chart->setSeries({hourly(u"linux"_s, 14, 10)});
        QSignalSpy ranges(chart.get(), &TimeSeriesChart::timeRangeChanged);
        chart->setTimeRange(TimeRange::lastDays(14));
        chart->setUtc(false);
        QCOMPARE(ranges.size(), 2);
        QVERIFY(chart->zoomTo(Now - 3 * DayMs, Now - 2 * DayMs));
        const QString state = chart->viewState();

        auto other = makeChart();
        other->restoreViewState(state);
        QCOMPARE(other->timeRange(), TimeRange::lastDays(14));
        QVERIFY(!other->isUtc());
        QCOMPARE(other->window(), chart->window());
        other->restoreViewState(u"nonsense"_s); // unreadable: nothing changes
        QCOMPARE(other->window(), chart->window());
    }
};

HW_TEST_MAIN(tst_TimeSeriesChart)
#include "tst_TimeSeriesChart.moc"
