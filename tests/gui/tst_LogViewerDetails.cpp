// The log viewer's smaller promises: the time column's three modes, the find matches marked on
// the overview beside the scrollbar, and Ctrl+C copying the current line.
#include "TestEnvironment.h"
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

QTEST_MAIN(tst_LogViewerDetails)
#include "tst_LogViewerDetails.moc"
