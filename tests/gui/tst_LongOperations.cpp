// The long operations of the window (issue 15: every long operation shows progress and can be
// cancelled), on real files: the log viewer's Save as… and the promotion review report run on a
// worker while the GUI thread's event loop goes on, write what they should, leave no file (and
// an older file of that name untouched) when cancelled, and say what to do when they cannot write.
#include "LongOperation.h"
#include "TestEnvironment.h"
#include "backends/BackendsDemoSnapshot.h"
#include "backends/BackendsPage.h"
#include "charts/TimeSeriesChart.h"
#include "logs/LogDocument.h"
#include "logs/LogViewer.h"

#include <QDir>
#include <QProgressDialog>
#include <QPushButton>
#include <QSemaphore>
#include <QSignalSpy>
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
        QSignalSpy finished(chart.get(), &TimeSeriesChart::csvExportFinished);
        const QString out = m_dir + u"/chart.csv"_s;
        {
            PoolHold hold;
            Ticker ticker;
            chart->exportCsvInBackground(out);
            QVERIFY(chart->isExportingCsv());
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
        auto chart = bigChart();
        chart->show(); // the tooltip belongs to a shown widget
        QVERIFY(QTest::qWaitForWindowExposed(chart.get()));
        QSignalSpy finished(chart.get(), &TimeSeriesChart::csvExportFinished);
        {
            PoolHold hold;
            chart->exportCsvInBackground(m_dir + u"/chart.csv"_s);
            clickCancel(chart.get());
        }
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 60'000);
        QCOMPARE(finished.last().at(0).toBool(), false);
        QVERIFY(filesIn(m_dir).isEmpty());
        QTRY_VERIFY(QToolTip::isVisible());
        QVERIFY2(QToolTip::text().contains(u"nothing was written"_s), qPrintable(QToolTip::text()));

        chart->exportCsvInBackground(m_dir + u"/missing/chart.csv"_s);
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 2, 60'000);
        QCOMPARE(finished.last().at(0).toBool(), false);
        QTRY_VERIFY(QToolTip::isVisible());
        QVERIFY2(QToolTip::text().contains(u"missing/chart.csv"_s) && QToolTip::text().contains(u"choose another folder"_s),
                 qPrintable(QToolTip::text()));
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
        const QString text = said.last().at(0).toString();
        QVERIFY2(text.contains(u"does not exist"_s) && text.contains(u"choose another folder"_s), qPrintable(text));
    }
};

QTEST_MAIN(tst_LongOperations)
#include "tst_LongOperations.moc"
