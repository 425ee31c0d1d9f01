// The log viewer's smaller promises: the time column's three modes, the find matches marked on
// the overview beside the scrollbar, and Ctrl+C copying the current line.
#include "TestBytes.h"
#include "TestEnvironment.h"
#include "TestRegistry.h"
#include "logs/AnsiPalette.h"
#include "logs/LogDocument.h"
#include "logs/LogFindBar.h"
#include "logs/LogFinder.h"
#include "logs/LogOverview.h"
#include "logs/LogTimeColumn.h"
#include "logs/LogView.h"
#include "logs/LogViewer.h"
#include "palette/StatusPalette.h"

#include <QClipboard>
#include <QGuiApplication>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace hw;
using namespace Qt::StringLiterals;

class tst_LogViewerDetails : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;

    // 1,000 lines with a timestamp each, NEEDLE on lines 100 and 900 (1-based 101 and 901).
    QString writeLog()
    {
        const QString path = m_dir.filePath(u"needles.log"_s);
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly))
            return {};
        for (int i = 0; i < 1000; ++i)
            f.write(u"2026-11-24T10:%1:%2.0000000Z line %3%4\n"_s.arg(i / 60, 2, 10, QLatin1Char('0'))
                        .arg(i % 60, 2, 10, QLatin1Char('0'))
                        .arg(i)
                        .arg(i == 100 || i == 900 ? u" NEEDLE"_s : QString())
                        .toUtf8());
        return path;
    }

    // The viewer on screen with that log, indexed.
    bool showNeedles(LogViewer &viewer)
    {
        viewer.resize(900, 520);
        viewer.show();
        return QTest::qWaitForWindowExposed(&viewer) && viewer.openFile(writeLog())
            && QTest::qWaitFor([&] { return !viewer.document()->isIndexing(); }, 20'000);
    }

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    // A log's own colours read on the view's background (WCAG AA, 4.5:1), as a terminal's minimum
    // contrast makes them: bright white (97) was drawn #8a8a8a on white, 3.4:1.
    void logColoursReadOnTheBackground()
    {
        for (const bool dark : {false, true}) {
            const AnsiPalette ansi(dark);
            const QColor base = dark ? QColor(0x1e, 0x1e, 0x1e) : QColor(Qt::white);
            for (int i = 0; i < 256; ++i) {
                AnsiColor c;
                c.kind = AnsiColor::Kind::Indexed;
                c.index = quint8(i);
                const QColor shown = AnsiPalette::readable(ansi.color(c), base);
                QVERIFY2(StatusPalette::contrastRatio(shown, base) >= 4.5,
                    qPrintable(u"colour %1 on %2: %3"_s.arg(i).arg(base.name(), shown.name())));
            }
            for (const QRgb rgb : {0xffffffu, 0x000000u, 0xffff55u, 0x777777u, 0x3465a4u})
                QVERIFY(StatusPalette::contrastRatio(AnsiPalette::readable(QColor(rgb), base), base) >= 4.5);
        }
        // A colour that reads already is kept; one that does not keeps its hue.
        QCOMPARE(AnsiPalette::readable(QColor(0xb3261e), Qt::white), QColor(0xb3261e));
        const QColor yellow = AnsiPalette::readable(QColor(0xffff55), Qt::white);
        QVERIFY2(std::abs(yellow.hslHue() - QColor(0xffff55).hslHue()) <= 2, qPrintable(yellow.name()));

        // In the view, light theme: the darkest pixel of bright-white text reads on the base.
        const QString path = m_dir.filePath(u"ansi.log"_s);
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("\x1b[97mBRIGHT WHITE HHHH MMMM\x1b[0m\n");
        f.close();
        LogViewer viewer;
        QPalette light = viewer.palette();
        light.setColor(QPalette::Base, Qt::white);
        light.setColor(QPalette::Text, Qt::black);
        viewer.setPalette(light);
        viewer.resize(700, 300);
        viewer.show();
        QVERIFY(QTest::qWaitForWindowExposed(&viewer));
        QVERIFY(viewer.openFile(path));
        QVERIFY(QTest::qWaitFor([&] { return !viewer.document()->isIndexing(); }, 20'000));
        const QImage image = viewer.view()->viewport()->grab().toImage();
        double best = 1;
        for (int y = 0; y < image.height(); ++y)
            for (int x = image.width() / 8; x < image.width(); ++x) // past the line-number column
                best = std::max(best, StatusPalette::contrastRatio(image.pixelColor(x, y), Qt::white));
        // Antialiased edges are lighter than the colour; the glyphs' stems carry it (old code: ≤ 3.4).
        QVERIFY2(best >= 4.0, qPrintable(QString::number(best)));
    }

    void timeColumnModes()
    {
        const qint64 first = QDateTime(QDate(2026, 11, 24), QTime(3, 10, 0), Qt::UTC).toMSecsSinceEpoch();
        const qint64 later = first + (3600 + 2 * 60 + 3) * 1000;
        QCOMPARE(formatLogTime(LogTimeMode::Absolute, later, first), u"04:12:03"_s); // UTC, as the log says
        QCOMPARE(formatLogTime(LogTimeMode::Relative, later, first), u"+1:02:03"_s);
        QCOMPARE(formatLogTime(LogTimeMode::Relative, first - 5000, first), u"−0:00:05"_s);
        QCOMPARE(formatLogTime(LogTimeMode::Hidden, later, first), QString());
    }

    void findMatchesAreMarkedBesideTheScrollbar()
    {
        LogViewer viewer;
        QVERIFY(showNeedles(viewer));
        auto *overview = viewer.findChild<LogOverview *>();
        QVERIFY(overview);
        const auto amberRows = [&] {
            const QImage image = overview->grab().toImage();
            const bool dark = overview->palette().color(QPalette::Base).lightness() < 128;
            const QColor amber = StatusPalette(dark ? ColorScheme::Dark : ColorScheme::Light).color(ColorId::VerdictWarn);
            QList<double> rows; // where, as a share of the height
            for (int y = 0; y < image.height(); ++y)
                if (image.pixelColor(2, y) == amber && (rows.isEmpty() || y - rows.last() * image.height() > 3))
                    rows << double(y) / image.height();
            return rows;
        };
        QVERIFY(amberRows().isEmpty()); // nothing found yet: no marks
        viewer.findBar()->setQuery({u"NEEDLE"_s, false, true});
        QVERIFY(QTest::qWaitFor([&] { return !viewer.finder()->isSearching() && viewer.finder()->matches().count == 2; }, 20'000));
        QTRY_COMPARE(amberRows().size(), 2);
        const QList<double> rows = amberRows();
        QVERIFY2(std::abs(rows[0] - 0.1) < 0.03 && std::abs(rows[1] - 0.9) < 0.03,
                 qPrintable(u"marks at %1 and %2"_s.arg(rows[0]).arg(rows[1])));
    }

    // A gzip log past the document's bound: the window says what it shows and how to read more.
    void aCutGzipLogSaysSo()
    {
        const QString path = m_dir.filePath(u"bomb.gz"_s);
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(hw::test::gzipBytes(QByteArray("error\n").repeated(1 << 20), 9)); // 6 MiB of text
        f.close();
        LogViewer viewer;
        viewer.document()->setMaxInflatedBytes(1 << 20);
        QVERIFY(viewer.openFile(path));
        QVERIFY(QTest::qWaitFor([&] { return !viewer.document()->isIndexing(); }, 20'000));
        QVERIFY2(viewer.bannerText().contains(u"first 1.0 MB"_s) && viewer.bannerText().contains(u"--max-inflated"_s),
            qPrintable(viewer.bannerText()));
        viewer.findBar()->setQuery({u"error"_s, false, true});
        QVERIFY(QTest::qWaitFor([&] { return !viewer.finder()->isSearching() && viewer.finder()->matches().count > 0; }, 20'000));
        QCOMPARE(viewer.finder()->matches().count, (1 << 20) / 6);
    }

    void ctrlCCopiesTheCurrentLine()
    {
        LogViewer viewer;
        QVERIFY(showNeedles(viewer));
        viewer.view()->goToLine(900);
        viewer.view()->setFocus();
        QGuiApplication::clipboard()->clear();
        QTest::keyClick(viewer.view(), Qt::Key_C, Qt::ControlModifier);
        QCOMPARE(QGuiApplication::clipboard()->text(), u"2026-11-24T10:15:00.0000000Z line 900 NEEDLE"_s);
    }
};

HW_TEST_MAIN(tst_LogViewerDetails)
#include "tst_LogViewerDetails.moc"
