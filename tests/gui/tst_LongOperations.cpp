// The long operations of the window (issue 15: every long operation shows progress and can be
// cancelled), on real files: the log viewer's Save as…, a chart's CSV and PNG exports and the
// promotion review report run on a worker while the GUI thread's event loop goes on, write what
// they should, leave no file (and an older file of that name untouched) when cancelled, and say
// what to do when they cannot write, where it stays visible (never a tooltip that vanishes).
#include "LongOperation.h"
#include "TestEnvironment.h"
#include "TestRegistry.h"
#include "backends/BackendsDemoSnapshot.h"
#include "backends/BackendsPage.h"
#include "charts/TimeChartView.h"
#include "charts/TimeSeriesChart.h"
#include "logs/LogDocument.h"
#include "logs/LogViewer.h"

#include <QDir>
#include <QImage>
#include <QMainWindow>
#include <QMessageBox>
#include <QProgressDialog>
#include <QPushButton>
#include <QSemaphore>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTest>
#include <QThreadPool>
#include <QTimer>
#include <QToolTip>
#include <QtConcurrent/QtConcurrentRun>

using namespace hw;
using namespace Qt::StringLiterals;

namespace {

// Keeps the long operations' only thread busy until release(): an operation started meanwhile
// is queued behind it, so the test knows it cannot have run on the GUI thread, and a Cancel
// clicked meanwhile is sure to come before its first step.
class PoolHold
{
public:
    PoolHold() : m_max(LongOperation::pool()->maxThreadCount())
    {
        LongOperation::pool()->setMaxThreadCount(1);
        m_blocker = QtConcurrent::run(LongOperation::pool(), [this] { m_release.acquire(); });
    }
    ~PoolHold() { release(); }
    void release()
    {
        if (m_released)
            return;
        m_released = true;
        m_release.release();
        m_blocker.waitForFinished();
        LongOperation::pool()->setMaxThreadCount(m_max);
    }

private:
    int m_max;
    QSemaphore m_release;
    QFuture<void> m_blocker;
    bool m_released = false;
};

// Counts the GUI thread's timer ticks while alive.
class Ticker
{
public:
    Ticker()
    {
        QObject::connect(&m_timer, &QTimer::timeout, [this] { ++ticks; });
        m_timer.start(2);
    }
    int ticks = 0;

private:
    QTimer m_timer;
};

void clickCancel(QWidget *owner)
{
    const auto dialogs = owner->findChildren<QProgressDialog *>();
    QVERIFY(!dialogs.isEmpty());
    auto *cancel = dialogs.last()->findChild<QPushButton *>();
    QVERIFY(cancel);
    QCOMPARE(cancel->text(), u"Cancel"_s);
    cancel->click();
}

// The files of a folder, partial copies (QSaveFile's "name.XXXXXX") included.
QStringList filesIn(const QString &dir)
{
    return QDir(dir).entryList(QDir::Files, QDir::Name);
}

// A chart of 200,000 samples over two days, a few of them missing.
std::unique_ptr<TimeSeriesChart> bigChart()
{
    const qint64 now = QDateTime(QDate(2026, 7, 15), QTime(0, 0), Qt::UTC).toMSecsSinceEpoch();
    TimeSeries gpu;
    gpu.name = u"GPU, busy"_s; // quoted in the CSV
    gpu.color = ColorId::Series1;
    for (qint64 i = 0; i < 200'000; ++i)
        gpu.points.append({double(now - 2 * 86'400'000LL + i * 864), i % 1000 == 7 ? qQNaN() : double(i % 100)});
    auto chart = std::make_unique<TimeSeriesChart>();
    chart->setNow(now);
    chart->setTimeRange(TimeRange::absolute(now - 2 * 86'400'000LL, now));
    chart->resize(800, 400);
    chart->setSeries({gpu});
    return chart;
}

// The chart in a main window, as in the console: its exports' notices go to the status bar.
std::unique_ptr<QMainWindow> inWindow(std::unique_ptr<TimeSeriesChart> chart, QSize size = {800, 450})
{
    auto window = std::make_unique<QMainWindow>();
    window->setCentralWidget(chart.release());
    window->statusBar()->show(); // there from the start, as the console's: the chart keeps its size
    window->resize(size);
    window->show();
    if (!QTest::qWaitForWindowExposed(window.get()))
        qFatal("window not shown");
    return window;
}

TimeSeriesChart *chartOf(const QMainWindow &window)
{
    return qobject_cast<TimeSeriesChart *>(window.centralWidget());
}

QString statusOf(QMainWindow &window)
{
    return window.statusBar()->currentMessage();
}

// The text of the warning box the chart opened (open(), not exec()), closed after reading.
QString takeWarning(QWidget *owner)
{
    const auto boxes = owner->findChildren<QMessageBox *>();
    if (boxes.isEmpty() || !boxes.last()->isVisible())
        return {};
    const QString text = boxes.last()->text();
    boxes.last()->close();
    return text;
}

} // namespace

class tst_LongOperations : public QObject
{
    Q_OBJECT
    QString m_dir;
    QString m_bigLog;
    QByteArray m_bigText;

private slots:
    void initTestCase()
    {
        m_dir = test::freshRuntimeDir(u"long-operations"_s);
        // ~24 MB of log lines: six 4 MiB blocks to copy.
        const QByteArray line = "2026-11-25T04:00:00.0000000Z ##[group]Run python test/run_test.py --shard 1 2 -v\n";
        m_bigText.reserve(24'000'000);
        for (int i = 0; m_bigText.size() < 24'000'000; ++i)
            m_bigText += QByteArray::number(i) + ' ' + line;
        m_bigLog = test::freshRuntimeDir(u"long-operations-source"_s) + u"/big.log"_s;
        QFile f(m_bigLog);
        QVERIFY(f.open(QIODevice::WriteOnly));
        QCOMPARE(f.write(m_bigText), m_bigText.size());
    }

    void logSaveRunsOffTheGuiThreadAndWritesTheLog()
    {
        LogViewer viewer;
        QVERIFY(viewer.openFile(m_bigLog));
        QVERIFY(QTest::qWaitFor([&] { return !viewer.document()->isIndexing(); }, 30'000));
        QSignalSpy finished(&viewer, &LogViewer::saveFinished);
        const QString out = m_dir + u"/saved.txt"_s;
        {
            PoolHold hold;
            Ticker ticker;
            viewer.saveInBackground(out);
            QVERIFY(viewer.isSaving());
            QTRY_VERIFY(ticker.ticks > 5); // the event loop runs while the save waits for its worker
            QVERIFY(!QFile::exists(out));
            // And paints: Qt's raster engine shares big paints with the global pool, which the
            // long operations leave free.
            viewer.resize(900, 600);
            QVERIFY(!viewer.grab().isNull());
        }
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 60'000);
        QCOMPARE(finished.first().at(0).toBool(), true);
        QVERIFY(!viewer.isSaving());
        QVERIFY(test::readFile(out) == m_bigText);
        QVERIFY2(viewer.bannerText().contains(u"saved.txt"_s), qPrintable(viewer.bannerText()));
        QCOMPARE(filesIn(m_dir), QStringList { u"saved.txt"_s });
        QFile::remove(out);
    }

    void logSaveCancelledLeavesNoFileAndKeepsAnOldOne()
    {
        LogViewer viewer;
        QVERIFY(viewer.openFile(m_bigLog));
        QVERIFY(QTest::qWaitFor([&] { return !viewer.document()->isIndexing(); }, 30'000));
        QSignalSpy finished(&viewer, &LogViewer::saveFinished);
        const QString fresh = m_dir + u"/cancelled.txt"_s;
        {
            PoolHold hold;
            viewer.saveInBackground(fresh);
            clickCancel(&viewer);
        }
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 60'000);
        QCOMPARE(finished.last().at(0).toBool(), false);
        QVERIFY(filesIn(m_dir).isEmpty()); // no part file either
        QVERIFY2(viewer.bannerText().contains(u"nothing was written"_s), qPrintable(viewer.bannerText()));

        const QString old = m_dir + u"/old.txt"_s;
        {
            QFile f(old);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("the earlier save\n");
        }
        {
            PoolHold hold;
            viewer.saveInBackground(old);
            clickCancel(&viewer);
        }
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 2, 60'000);
        QCOMPARE(finished.last().at(0).toBool(), false);
        QCOMPARE(test::readFile(old), QByteArray("the earlier save\n"));
        QCOMPARE(filesIn(m_dir), QStringList { u"old.txt"_s });
        QFile::remove(old);
    }

    void logSaveIntoAMissingFolderSaysWhatToDo()
    {
        LogViewer viewer;
        QVERIFY(viewer.openFile(m_bigLog));
        QVERIFY(QTest::qWaitFor([&] { return !viewer.document()->isIndexing(); }, 30'000));
        QSignalSpy finished(&viewer, &LogViewer::saveFinished);
        viewer.saveInBackground(m_dir + u"/missing/saved.txt"_s);
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 60'000);
        QCOMPARE(finished.first().at(0).toBool(), false);
        const QString banner = viewer.bannerText();
        QVERIFY2(banner.contains(u"missing/saved.txt"_s) && banner.contains(u"choose another folder"_s),
                 qPrintable(banner));
    }

    void logViewerClosedWhileSavingStopsTheSave()
    {
        const QString out = m_dir + u"/closed.txt"_s;
        {
            auto viewer = std::make_unique<LogViewer>();
            QVERIFY(viewer->openFile(m_bigLog));
            QVERIFY(QTest::qWaitFor([&] { return !viewer->document()->isIndexing(); }, 30'000));
            PoolHold hold;
            viewer->saveInBackground(out);
            // Cancels and waits: the queued save is taken back (QFuture::waitForFinished runs a task
            // not yet started on the waiting thread), sees the cancel and writes nothing.
            viewer.reset();
        }
        QVERIFY(filesIn(m_dir).isEmpty());
    }

    void chartCsvRunsOffTheGuiThreadAndWritesWhatIsShown()
    {
        auto chart = bigChart();
        QSignalSpy finished(chart.get(), &TimeSeriesChart::exportFinished);
        const QString out = m_dir + u"/chart.csv"_s;
        {
            PoolHold hold;
            Ticker ticker;
            chart->exportCsvInBackground(out);
            QVERIFY(chart->isExporting());
            QTRY_VERIFY(ticker.ticks > 5);
            QVERIFY(!QFile::exists(out));
        }
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 60'000);
        QCOMPARE(finished.first().at(0).toBool(), true);
        const QByteArray written = test::readFile(out);
        QVERIFY(written.startsWith("time,\"GPU, busy\"\r\n"));
        QCOMPARE(written.count('\n'), 200'000 + 1);
        QVERIFY(written == chart->csv()); // the same as the synchronous export
        QFile::remove(out);
    }

    void chartCsvCancelledOrUnwritableLeavesNoFile()
    {
        auto window = inWindow(bigChart());
        TimeSeriesChart *chart = chartOf(*window);
        QSignalSpy finished(chart, &TimeSeriesChart::exportFinished);
        {
            PoolHold hold;
            chart->exportCsvInBackground(m_dir + u"/chart.csv"_s);
            clickCancel(chart);
        }
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 60'000);
        QCOMPARE(finished.last().at(0).toBool(), false);
        QVERIFY(filesIn(m_dir).isEmpty());
        QVERIFY2(statusOf(*window).contains(u"nothing was written"_s), qPrintable(statusOf(*window)));

        chart->exportCsvInBackground(m_dir + u"/missing/chart.csv"_s);
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 2, 60'000);
        QCOMPARE(finished.last().at(0).toBool(), false);
        QVERIFY(!QToolTip::isVisible()); // it would vanish with the next mouse move
        const QString warning = takeWarning(chart);
        QVERIFY2(warning.contains(u"missing/chart.csv"_s) && warning.contains(u"choose another folder"_s),
                 qPrintable(warning));
    }

    void chartPngRunsOffTheGuiThreadAndWritesTheChart()
    {
        // A big window: the capture stays on the GUI thread, the encoding (most of the time) not.
        auto window = inWindow(bigChart(), {2400, 1400});
        TimeSeriesChart *chart = chartOf(*window);
        QSignalSpy finished(chart, &TimeSeriesChart::exportFinished);
        const QString out = m_dir + u"/chart.png"_s;
        {
            PoolHold hold;
            Ticker ticker;
            chart->exportPngInBackground(out);
            QVERIFY(chart->isExporting());
            QTRY_VERIFY(ticker.ticks > 5); // the event loop runs while the encoding waits for its worker
            QVERIFY(filesIn(m_dir).isEmpty());
            chart->exportPngInBackground(m_dir + u"/second.png"_s); // one at a time, and it says so
            QCOMPARE(statusOf(*window), u"An export is already under way."_s);
        }
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 60'000);
        QCOMPARE(finished.first().at(0).toBool(), true);
        QVERIFY(!chart->isExporting());
        const QImage png(out);
        QVERIFY(!png.isNull());
        QCOMPARE(png.size(), chart->view()->size() * chart->devicePixelRatio());
        QVERIFY(png.width() > 2000);
        QCOMPARE(png, chart->renderImage().convertToFormat(png.format()));
        QVERIFY2(statusOf(*window).contains(u"chart.png"_s), qPrintable(statusOf(*window)));
        QCOMPARE(filesIn(m_dir), QStringList { u"chart.png"_s });
        QFile::remove(out);
    }

    void chartPngCancelledLeavesNoFileAndKeepsAnOldOne()
    {
        auto window = inWindow(bigChart());
        TimeSeriesChart *chart = chartOf(*window);
        QSignalSpy finished(chart, &TimeSeriesChart::exportFinished);
        {
            PoolHold hold;
            chart->exportPngInBackground(m_dir + u"/chart.png"_s);
            clickCancel(chart);
        }
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 60'000);
        QCOMPARE(finished.last().at(0).toBool(), false);
        QVERIFY(filesIn(m_dir).isEmpty()); // no part file either
        QVERIFY2(statusOf(*window).contains(u"nothing was written"_s), qPrintable(statusOf(*window)));
        QVERIFY(takeWarning(chart).isEmpty()); // a cancel is no error

        const QString old = m_dir + u"/old.png"_s;
        {
            QFile f(old);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("the earlier chart\n");
        }
        {
            PoolHold hold;
            chart->exportPngInBackground(old);
            clickCancel(chart);
        }
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 2, 60'000);
        QCOMPARE(finished.last().at(0).toBool(), false);
        QCOMPARE(test::readFile(old), QByteArray("the earlier chart\n"));
        QCOMPARE(filesIn(m_dir), QStringList { u"old.png"_s });
        QFile::remove(old);
    }

    void chartPngThatCannotBeWrittenSaysWhatToDo()
    {
        auto window = inWindow(bigChart());
        TimeSeriesChart *chart = chartOf(*window);
        QSignalSpy finished(chart, &TimeSeriesChart::exportFinished);
        chart->exportPngInBackground(m_dir + u"/missing/chart.png"_s);
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 60'000);
        QCOMPARE(finished.last().at(0).toBool(), false);
        QVERIFY(!QToolTip::isVisible());
        QString warning = takeWarning(chart);
        QVERIFY2(warning.contains(u"missing/chart.png"_s) && warning.contains(u"choose another folder"_s),
                 qPrintable(warning));
        QVERIFY(filesIn(m_dir).isEmpty());
        QVERIFY(!statusOf(*window).contains(u"chart.png"_s));

        // A "folder" that is a file (the tests may run as root, whom a read-only folder stops not).
        const QString notAFolder = m_dir + u"/not-a-folder"_s;
        {
            QFile f(notAFolder);
            QVERIFY(f.open(QIODevice::WriteOnly));
        }
        chart->exportPngInBackground(notAFolder + u"/chart.png"_s);
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 2, 60'000);
        QCOMPARE(finished.last().at(0).toBool(), false);
        warning = takeWarning(chart);
        QVERIFY2(warning.contains(u"not-a-folder/chart.png: "_s) && warning.contains(u"choose another folder"_s),
                 qPrintable(warning));
        QCOMPARE(filesIn(m_dir), QStringList { u"not-a-folder"_s });
        QFile::remove(notAFolder);
    }

    void reportRunsOffTheGuiThreadAndWritesAllFiles()
    {
        BackendsPage page;
        page.setSnapshot(BackendsDemoSnapshot::build());
        QSignalSpy finished(&page, &BackendsPage::reportFinished);
        QSignalSpy said(&page, &BackendsPage::statusMessage);
        const QString md = m_dir + u"/review.md"_s;
        {
            PoolHold hold;
            Ticker ticker;
            page.exportReportInBackground(u"Ascend/pytorch"_s, L3Targets {}, md);
            QVERIFY(page.isExportingReport());
            QTRY_VERIFY(ticker.ticks > 5);
            QVERIFY(filesIn(m_dir).isEmpty());
        }
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 60'000);
        QCOMPARE(finished.first().at(0).toBool(), true);
        QCOMPARE(filesIn(m_dir),
                 (QStringList { u"review-jobs.png"_s, u"review-levels.png"_s, u"review.md"_s, u"review.pdf"_s }));
        QVERIFY(test::readFile(md).contains("Ascend/pytorch"));
        QVERIFY(test::readFile(m_dir + u"/review.pdf"_s).startsWith("%PDF-"));
        QVERIFY(test::readFile(m_dir + u"/review.pdf"_s).contains("/Subtype /Image")); // the charts
        QVERIFY2(said.last().at(0).toString().startsWith(u"Wrote "_s), qPrintable(said.last().at(0).toString()));
        for (const QString &f : filesIn(m_dir))
            QFile::remove(m_dir + u'/' + f);
    }

    void reportCancelledLeavesNoFile()
    {
        BackendsPage page;
        page.setSnapshot(BackendsDemoSnapshot::build());
        QSignalSpy finished(&page, &BackendsPage::reportFinished);
        QSignalSpy said(&page, &BackendsPage::statusMessage);
        {
            PoolHold hold;
            page.exportReportInBackground(u"Ascend/pytorch"_s, L3Targets {}, m_dir + u"/review.md"_s);
            clickCancel(&page);
        }
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 60'000);
        QCOMPARE(finished.first().at(0).toBool(), false);
        QVERIFY(filesIn(m_dir).isEmpty());
        QVERIFY2(said.last().at(0).toString().contains(u"nothing was written"_s), qPrintable(said.last().at(0).toString()));
    }

    void reportIntoAMissingFolderSaysWhatToDo()
    {
        BackendsPage page;
        page.setSnapshot(BackendsDemoSnapshot::build());
        QSignalSpy finished(&page, &BackendsPage::reportFinished);
        QSignalSpy said(&page, &BackendsPage::statusMessage);
        page.exportReportInBackground(u"Ascend/pytorch"_s, L3Targets {}, m_dir + u"/missing/review.md"_s);
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 60'000);
        QCOMPARE(finished.first().at(0).toBool(), false);
        // A box that stays until read, as a chart export's error does; not the status bar's 8 s.
        const QString text = takeWarning(&page);
        QVERIFY2(text.contains(u"does not exist"_s) && text.contains(u"choose another folder"_s), qPrintable(text));
        for (const QList<QVariant> &message : said)
            QVERIFY2(!message.at(0).toString().contains(u"not written"_s), qPrintable(message.at(0).toString()));
    }
};

HW_TEST_MAIN(tst_LongOperations)
#include "tst_LongOperations.moc"
