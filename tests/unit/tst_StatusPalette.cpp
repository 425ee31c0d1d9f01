#include "TestRegistry.h"

#include "backends/BackendCharts.h"
#include "backends/PassRateChip.h"
#include "backends/ReportCharts.h"
#include "charts/StackedBarPainter.h"
#include "charts/TimelineBarPainter.h"
#include "palette/CellStatus.h"
#include "palette/StatusPalette.h"
#include "palette/WindowPalette.h"

#include <QDateTime>
#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QPalette>
#include <QSet>
#include <QTest>
#include <QTimeZone>

using namespace hw;

namespace {

const qint64 kDay = 86400;
const qint64 kAsOf = QDateTime(QDate(2026, 11, 22), QTime(11, 0), QTimeZone::utc()).toSecsSinceEpoch();

QVector<ColorId> allIds()
{
    QVector<ColorId> ids;
    for (int i = 0; i < kColorIdCount; ++i)
        ids << ColorId(i);
    return ids;
}

bool isChrome(ColorId id)
{
    return int(id) >= int(ColorId::ChartBackground);
}

// Pixels inside r that have exactly this colour.
int countIn(const QImage &image, const QRect &rect, const QColor &color)
{
    const QRect r = rect & image.rect();
    int n = 0;
    for (int y = r.top(); y <= r.bottom(); ++y)
        for (int x = r.left(); x <= r.right(); ++x)
            n += (image.pixel(x, y) & 0xffffff) == (color.rgb() & 0xffffff);
    return n;
}

QVector<DailyCount> mixedDays()
{
    QVector<DailyCount> daily;
    const qint64 today = BackendCharts::firstDay(kAsOf, 1);
    for (int d = 0; d < 30; ++d)
        daily.append(DailyCount{today - d * kDay, 20, 8, 10});
    return daily;
}

QImage paintJobs(const StackedBarPainter::Data &data, const StatusPalette &palette, StackedBarPainter::Layout *layout)
{
    QImage image(QSize(900, 420), QImage::Format_ARGB32);
    QPainter p(&image);
    QFont f = p.font();
    f.setPixelSize(14);
    p.setFont(f);
    StackedBarPainter::paint(p, image.rect(), data, palette);
    *layout = StackedBarPainter::layout(data, image.rect(), QFontMetrics(f));
    p.end();
    return image;
}

} // namespace

class TestStatusPalette : public QObject
{
    Q_OBJECT

private slots:
    void everyIdHasDistinctLightAndDarkValues()
    {
        const StatusPalette light(ColorScheme::Light), dark(ColorScheme::Dark);
        QVERIFY(!light.isDark());
        QVERIFY(dark.isDark());
        QSet<QString> names;
        for (ColorId id : allIds()) {
            const QString name = StatusPalette::name(id);
            QVERIFY(!name.isEmpty());
            QVERIFY2(!names.contains(name), qPrintable(name));
            names.insert(name);
            QVERIFY2(light.color(id).isValid() && dark.color(id).isValid(), qPrintable(name));
            QVERIFY2(light.color(id) != dark.color(id), qPrintable(name));
        }
        QCOMPARE(names.size(), kColorIdCount);
    }

    void textOnChipsHasContrast()
    {
        for (ColorScheme scheme : {ColorScheme::Light, ColorScheme::Dark}) {
            const StatusPalette pal(scheme);
            for (ColorId id : allIds()) {
                if (isChrome(id))
                    continue;
                const double ratio = StatusPalette::contrastRatio(pal.color(id), pal.textOn(id));
                // "~" (no job) is a placeholder, deliberately muted; everything else is text to read.
                const double needed = id == ColorId::CellNoJob ? 3.0 : 4.5;
                const QString what = StatusPalette::name(id) + (pal.isDark() ? u" dark: "_qs : u" light: "_qs);
                QVERIFY2(ratio >= needed, qPrintable(what + QString::number(ratio)));
            }
            const QColor bg = pal.color(ColorId::ChartBackground);
            QVERIFY(StatusPalette::contrastRatio(pal.color(ColorId::ChartText), bg) >= 7.0);
            QVERIFY(StatusPalette::contrastRatio(pal.color(ColorId::ChartMutedText), bg) >= 4.5);
            QVERIFY(StatusPalette::contrastRatio(pal.color(ColorId::ChartMarker), bg) >= 4.5);
            QVERIFY(StatusPalette::contrastRatio(pal.color(ColorId::ChartAxis), bg) >= 3.0);
            QVERIFY(pal.color(ColorId::ChartGrid) != bg);
            // Lines and markers of time charts: WCAG's 3:1 for graphics, and all different.
            QSet<QRgb> seen;
            for (int i = 0; i < kSeriesColorCount; ++i) {
                const QColor c = pal.color(seriesColor(i));
                QVERIFY2(StatusPalette::contrastRatio(c, bg) >= 3.0,
                         qPrintable(StatusPalette::name(seriesColor(i)) + u" "_qs
                                    + QString::number(StatusPalette::contrastRatio(c, bg))));
                seen.insert(c.rgb());
            }
            QCOMPARE(seen.size(), kSeriesColorCount);
            QCOMPARE(seriesColor(kSeriesColorCount), ColorId::Series1);
            // The dark scheme is dark, the light one light.
            QCOMPARE(bg.lightness() < 128, pal.isDark());
        }
    }

    // Every colour the views draw as text on the window itself (inline errors, dimmed rows, the
    // time machine's marks) reads on both the window and the item views' base: WCAG AA for text.
    void inksReadOnTheWindow()
    {
        for (ColorScheme scheme : {ColorScheme::Light, ColorScheme::Dark}) {
            const StatusPalette pal(scheme);
            const QPalette window = windowPalette(scheme);
            QCOMPARE(schemeOf(window), scheme);
            int inks = 0;
            for (int i = int(kFirstInk); i < kColorIdCount; ++i, ++inks)
                for (QPalette::ColorRole role : {QPalette::Base, QPalette::Window, QPalette::AlternateBase}) {
                    const double ratio = StatusPalette::contrastRatio(pal.color(ColorId(i)), window.color(role));
                    QVERIFY2(ratio >= 4.5, qPrintable(StatusPalette::name(ColorId(i)) + (pal.isDark() ? u" dark "_qs : u" light "_qs)
                                                      + QString::number(role) + u": "_qs + QString::number(ratio)));
                }
            QCOMPARE(inks, 5);
            // The window's own text and the charts' text, on their backgrounds.
            QVERIFY(StatusPalette::contrastRatio(window.color(QPalette::Text), window.color(QPalette::Base)) >= 7.0);
            QVERIFY(StatusPalette::contrastRatio(window.color(QPalette::WindowText), window.color(QPalette::Window)) >= 7.0);
            // Selected rows' text is text: AA's 4.5:1, in the active and the inactive window.
            for (QPalette::ColorGroup group : {QPalette::Active, QPalette::Inactive})
                QVERIFY2(StatusPalette::contrastRatio(window.color(group, QPalette::HighlightedText), window.color(group, QPalette::Highlight)) >= 4.5,
                         qPrintable(QString::number(StatusPalette::contrastRatio(window.color(group, QPalette::HighlightedText),
                                                                                 window.color(group, QPalette::Highlight)))));
            QVERIFY(StatusPalette::contrastRatio(window.color(QPalette::Link), window.color(QPalette::Base)) >= 4.5);
            QVERIFY(StatusPalette::contrastRatio(window.color(QPalette::Disabled, QPalette::Text), window.color(QPalette::Base)) >= 3.0);
        }
    }

    // "Follow the system" keeps the desktop's palette (here the offscreen platform's): its text,
    // our inks on its backgrounds and its selection must read as well (a selection that does
    // not, as Qt's default white on #308cc6 at 3.7:1, takes ours).
    void systemPaletteReads()
    {
        const QPalette desktop = QGuiApplication::palette();
        const QPalette system = readableSystemPalette(desktop);
        const StatusPalette pal(schemeOf(system));
        const auto ratio = [&system](QPalette::ColorGroup group, QPalette::ColorRole fg, QPalette::ColorRole bg) {
            return StatusPalette::contrastRatio(system.color(group, fg), system.color(group, bg));
        };
        for (QPalette::ColorGroup group : {QPalette::Active, QPalette::Inactive}) {
            QVERIFY2(ratio(group, QPalette::HighlightedText, QPalette::Highlight) >= 4.5,
                     qPrintable(QString::number(ratio(group, QPalette::HighlightedText, QPalette::Highlight))));
            QVERIFY(ratio(group, QPalette::Text, QPalette::Base) >= 4.5);
            QVERIFY(ratio(group, QPalette::WindowText, QPalette::Window) >= 4.5);
            for (int i = int(kFirstInk); i < kColorIdCount; ++i)
                for (QPalette::ColorRole role : {QPalette::Base, QPalette::Window, QPalette::AlternateBase}) {
                    const double r = StatusPalette::contrastRatio(pal.color(ColorId(i)), system.color(group, role));
                    QVERIFY2(r >= 4.5, qPrintable(StatusPalette::name(ColorId(i)) + u" on "_qs + QString::number(role)
                                                  + u": "_qs + QString::number(r)));
                }
        }
        // Only the selection changes, and only when it needed to.
        QCOMPARE(system.color(QPalette::Window), desktop.color(QPalette::Window));
        QCOMPARE(system.color(QPalette::Base), desktop.color(QPalette::Base));
        if (StatusPalette::contrastRatio(desktop.color(QPalette::HighlightedText), desktop.color(QPalette::Highlight)) >= 4.5)
            QCOMPARE(system, desktop);
    }

    // Never colour alone: every grid status has its own letter, also those sharing a colour.
    void everyStatusHasALetter()
    {
        QSet<QString> letters;
        for (int s = 0; s < kCellStatusCount; ++s) {
            const QString letter = cellLetter(CellStatus(s));
            QVERIFY2(!letter.trimmed().isEmpty(), qPrintable(cellStatusName(CellStatus(s))));
            letters.insert(letter);
        }
        QCOMPARE(letters.size(), kCellStatusCount);
        for (bool dark : {false, true})
            QCOMPARE(cellColor(CellStatus::Neutral, dark), cellColor(CellStatus::Skipped, dark)); // told apart by N / S
    }

    void seriesAndLevelsAreTellable()
    {
        for (ColorScheme scheme : {ColorScheme::Light, ColorScheme::Dark}) {
            const StatusPalette pal(scheme);
            const QVector<ColorId> jobs = {ColorId::JobPassed, ColorId::JobTestFailure, ColorId::JobInfraFailure,
                                           ColorId::ChartMarker, ColorId::ChartBackground};
            const QVector<ColorId> levels = {ColorId::LevelUnknown, ColorId::Level1, ColorId::Level2, ColorId::Level3,
                                             ColorId::Level4, ColorId::ChartBackground};
            for (const QVector<ColorId> &group : {jobs, levels})
                for (qsizetype i = 0; i < group.size(); ++i)
                    for (qsizetype j = i + 1; j < group.size(); ++j)
                        QVERIFY2(pal.color(group[i]) != pal.color(group[j]),
                                 qPrintable(StatusPalette::name(group[i]) + u" = "_qs + StatusPalette::name(group[j])));
            // L3 is not "passed": a promotion is not a green job.
            QVERIFY(pal.color(ColorId::Level3) != pal.color(ColorId::JobPassed));
        }
    }

    void sameMeaningOneColour()
    {
        for (bool dark : {false, true}) {
            const StatusPalette pal(dark ? ColorScheme::Dark : ColorScheme::Light);
            // A passed job is a green grid cell, a test failure a red one.
            QCOMPARE(pal.color(ColorId::JobPassed), cellColor(CellStatus::Success, dark));
            QCOMPARE(pal.color(ColorId::JobTestFailure), cellColor(CellStatus::Failure, dark));
            for (int s = 0; s < kCellStatusCount; ++s) {
                QCOMPARE(cellColor(CellStatus(s), dark), pal.color(cellColorId(CellStatus(s))));
                QCOMPARE(cellTextColor(CellStatus(s), dark), pal.textOn(cellColorId(CellStatus(s))));
            }
            QCOMPARE(PassRateChip::fill(PassRateChip::Class::Good, dark), pal.color(ColorId::VerdictOk));
            QCOMPARE(PassRateChip::fill(PassRateChip::Class::Warn, dark), pal.color(ColorId::VerdictWarn));
            QCOMPARE(PassRateChip::fill(PassRateChip::Class::Bad, dark), pal.color(ColorId::VerdictFail));
            QCOMPARE(PassRateChip::text(PassRateChip::Class::Bad, dark), pal.textOn(ColorId::VerdictFail));
        }
        // The report prints the light scheme.
        const StatusPalette light(ColorScheme::Light);
        QCOMPARE(ReportCharts::infraFailureColor(), light.color(ColorId::JobInfraFailure));
        QCOMPARE(ReportCharts::levelColor(TrustLevel::L3), light.color(ColorId::Level3));
        QCOMPARE(ReportCharts::levelChangeMarkerColor(), light.color(ColorId::ChartMarker));
    }

    void schemeFollowsThePalette()
    {
        QPalette darkPal;
        darkPal.setColor(QPalette::Window, QColor(0x2b, 0x2b, 0x2b));
        QPalette lightPal;
        lightPal.setColor(QPalette::Window, QColor(0xef, 0xef, 0xef));
        QCOMPARE(schemeOf(darkPal), ColorScheme::Dark);
        QCOMPARE(schemeOf(lightPal), ColorScheme::Light);
        QCOMPARE(resolvedScheme(ColorScheme::Light), ColorScheme::Light);
        QCOMPARE(resolvedScheme(ColorScheme::Dark), ColorScheme::Dark);
        const QPalette before = QGuiApplication::palette();
        QGuiApplication::setPalette(darkPal);
        QVERIFY(StatusPalette(ColorScheme::System).isDark());
        QGuiApplication::setPalette(lightPal);
        QVERIFY(!StatusPalette(ColorScheme::System).isDark());
        QGuiApplication::setPalette(before);
    }

    // The painter fills each bar segment with the palette's colour, in either scheme, and the
    // report's image (the other code path into the same painter) matches it pixel for pixel.
    void barPainterUsesThePalette()
    {
        const StackedBarPainter::Data data = BackendCharts::jobsPerDay(mixedDays(), kAsOf, 30);
        for (ColorScheme scheme : {ColorScheme::Light, ColorScheme::Dark}) {
            const StatusPalette pal(scheme);
            StackedBarPainter::Layout l;
            const QImage image = paintJobs(data, pal, &l);
            // Day 10's stack: passed 0..20, test 20..28, infra 28..38 (in axis units).
            const int x0 = int(l.slotLeft(10) + l.slotWidth * 0.3), x1 = int(l.slotLeft(10) + l.slotWidth * 0.7);
            const QRect passed(QPoint(x0, int(l.yOf(19))), QPoint(x1, int(l.yOf(1))));
            const QRect infra(QPoint(x0, int(l.yOf(37))), QPoint(x1, int(l.yOf(29))));
            const QRect tests(QPoint(x0, int(l.yOf(27))), QPoint(x1, int(l.yOf(21))));
            QVERIFY(countIn(image, passed, pal.color(ColorId::JobPassed)) > passed.width() * passed.height() / 2);
            // Hatched: the fill shows between the lines.
            QVERIFY(countIn(image, infra, pal.color(ColorId::JobInfraFailure)) > infra.width() * infra.height() / 4);
            QVERIFY(countIn(image, tests, pal.color(ColorId::JobTestFailure)) > tests.width() * tests.height() / 4);
            QCOMPARE(countIn(image, infra, pal.color(ColorId::JobTestFailure)), 0);
            QCOMPARE(image.pixelColor(2, 2), pal.color(ColorId::ChartBackground));
        }
        // The report: same data, same painter, same pixels (its own font and size aside).
        const QImage report = ReportCharts::jobsOverTime(mixedDays(), kAsOf, QSize(900, 420), {}, ColorScheme::Dark);
        const StatusPalette dark(ColorScheme::Dark);
        QVERIFY(countIn(report, report.rect(), dark.color(ColorId::JobInfraFailure)) > 2000);
        QCOMPARE(countIn(report, report.rect(), StatusPalette(ColorScheme::Light).color(ColorId::JobInfraFailure)), 0);
        QCOMPARE(report.pixelColor(2, 2), dark.color(ColorId::ChartBackground));
    }

    void markerAndGapsInThePainter()
    {
        QVector<DailyCount> daily = mixedDays();
        daily.remove(3); // one day without jobs: a gap, never a zero bar
        const qint64 promoted = BackendCharts::firstDay(kAsOf, 30) + 17 * kDay + 3600;
        const LevelSpan span{TrustLevel::L3, promoted, kAsOf, true, 196580, false};
        const StackedBarPainter::Data data = BackendCharts::jobsPerDay(daily, kAsOf, 30, {span});
        QCOMPARE(data.markers.size(), 1);
        QCOMPARE(data.markers.first().slot, 17);
        QCOMPARE(data.markers.first().label, u"→ L3 #196580"_qs);
        QVERIFY(data.values.at(26).isEmpty()); // day 26 of 30 is 3 days back
        QCOMPARE(StackedBarPainter::total(data, BackendCharts::InfraFailures), qint64(29 * 10));
        const StatusPalette pal(ColorScheme::Dark);
        StackedBarPainter::Layout l;
        const QImage image = paintJobs(data, pal, &l);
        const int x = int(std::round(l.slotLeft(17)));
        int ink = 0;
        for (int y = int(l.plot.top()); y < int(l.plot.bottom()); ++y)
            for (int dx = -1; dx <= 1; ++dx)
                ink += image.pixelColor(x + dx, y) == pal.color(ColorId::ChartMarker);
        QVERIFY2(ink > l.plot.height() / 2, qPrintable(QString::number(ink)));
        const QRect gap(QPoint(int(l.slotLeft(26)) + 2, int(l.plot.top()) + 40),
                        QPoint(int(l.slotLeft(27)) - 2, int(l.plot.bottom()) - 2));
        QCOMPARE(countIn(image, gap, pal.color(ColorId::JobPassed)), 0);
    }

    void timelinePainterUsesThePalette()
    {
        const QVector<LevelSpan> spans = {{TrustLevel::L2, kAsOf - 120 * kDay, kAsOf - 40 * kDay, false, 182210, false},
                                          {TrustLevel::L3, kAsOf - 40 * kDay, kAsOf, true, 191377, false}};
        for (ColorScheme scheme : {ColorScheme::Light, ColorScheme::Dark}) {
            const StatusPalette pal(scheme);
            const QImage image = ReportCharts::levelTimeline(spans, kAsOf, QSize(1200, 260), scheme);
            QVERIFY(countIn(image, image.rect(), pal.color(ColorId::Level3)) > 2000); // solid
            QVERIFY(countIn(image, image.rect(), pal.color(ColorId::Level2)) > 1000); // hatched
            QCOMPARE(countIn(image, image.rect(), pal.color(ColorId::Level4)), 0);
        }
        const TimelineBarPainter::Data data = BackendCharts::levelHistory(spans, kAsOf);
        QCOMPARE(data.segments.size(), 2);
        QCOMPARE(data.segments.last().labels.last(), u"L3"_qs);
        QCOMPARE(data.changes.last().above, u"#191377"_qs);
        QVERIFY(data.segments.first().pattern != data.segments.last().pattern);
    }
};

HW_TEST_MAIN(TestStatusPalette)
#include "tst_StatusPalette.moc"
