// "l" on a red cell opens the job's log at its failing line. The demo opens its bundled real
// logs offline; a profile fetches the raw log (gzip, from a log server on 127.0.0.1 standing in
// for HUD's S3 bucket) into the log cache once and reads it from there afterwards; a replayed
// recording says it holds no logs and opens no connection.
#include "TestBytes.h"
#include "ClassifierFixture.h"
#include "Console.h"
#include "JobLogOpener.h"
#include "MainWindow.h"
#include "JobRunBuilder.h"
#include "ResultAssertions.h"
#include "TestEnvironment.h"
#include "TestRegistry.h"
#include "grid/GridRoles.h"
#include "grid/JobGridView.h"
#include "logs/LogDocument.h"
#include "logs/LogStore.h"
#include "logs/LogView.h"
#include "logs/LogViewer.h"
#include "logs/LogWindow.h"
#include "profiles/ProfileSettings.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QHttpServer>
#include <QHttpServerResponse>
#include <QNetworkAccessManager>
#include <QProgressBar>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTest>
#include <QTimer>
#include <QToolButton>


using namespace hw;
using namespace Qt::StringLiterals;

namespace {


bool waitForFailure(LogWindow *window)
{
    QSignalSpy located(window->viewer(), &LogViewer::failureLocated);
    return located.count() > 0 || located.wait(20'000);
}

} // namespace

class tst_JobLogOpener : public QObject
{
    Q_OBJECT
    QHttpServer m_server;
    quint16 m_port = 0;
    int m_hits = 0;
    QByteArray m_runningLog;
    bool m_logServerDown = false;
    test::ClassifierFixture m_fixture;
    // A log host that sends a 4 MB body slowly (16 kB every 20 ms), for progress and Cancel.
    QTcpServer m_slow;
    int m_slowClosed = 0; // connections the client closed
    static constexpr qint64 SlowBytes = 4 * 1024 * 1024;

private slots:
    void initTestCase()
    {
        test::isolateUserDirs(QString::fromLatin1(metaObject()->className()));
        m_fixture = test::readClassifierFixture(test::dataPath(u"logs/classify/pytest_failure.txt"_s));
        QVERIFY(m_fixture.expectedLine > 0);
        // HUD's raw logs: gzip bodies at <base><job id> for pytorch/pytorch.
        m_server.route(u"/log/<arg>"_s, [this](const QString &id) {
            ++m_hits;
            if (id == u"4545"_s && m_logServerDown)
                return QHttpServerResponse(QHttpServerResponse::StatusCode::ServiceUnavailable);
            if (id == u"4343"_s && !m_runningLog.isEmpty()) // a running job's log, as far as it got
                return QHttpServerResponse("application/octet-stream"_ba, hw::test::gzipBytes(m_runningLog));
            if (id != u"4242"_s && id != u"4545"_s)
                return QHttpServerResponse(QHttpServerResponse::StatusCode::NotFound);
            return QHttpServerResponse("application/octet-stream"_ba, hw::test::gzipBytes(m_fixture.log));
        });
        m_port = m_server.listen(QHostAddress::LocalHost, 0);
        QVERIFY(m_port);
        connect(&m_slow, &QTcpServer::newConnection, this, [this] {
            while (QTcpSocket *socket = m_slow.nextPendingConnection()) {
                connect(socket, &QTcpSocket::disconnected, this, [this, socket] {
                    ++m_slowClosed;
                    socket->deleteLater();
                });
                connect(socket, &QTcpSocket::readyRead, socket, [socket] {
                    if (!socket->readAll().contains("\r\n\r\n") || socket->property("answered").toBool())
                        return;
                    socket->setProperty("answered", true);
                    socket->write("HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nContent-Length: "
                        + QByteArray::number(SlowBytes) + "\r\n\r\n");
                    auto *drip = new QTimer(socket);
                    auto sent = std::make_shared<qint64>(0);
                    connect(drip, &QTimer::timeout, socket, [socket, drip, sent] {
                        const QByteArray line = "2026-11-25T04:00:00.0000000Z a slow line of the log\n";
                        QByteArray piece = line.repeated(16 * 1024 / line.size());
                        piece.truncate(std::min<qint64>(piece.size(), SlowBytes - *sent));
                        *sent += socket->write(piece);
                        if (*sent >= SlowBytes)
                            drip->stop();
                    });
                    drip->start(20);
                });
            }
        });
        QVERIFY(m_slow.listen(QHostAddress::LocalHost, 0));
    }

    void demoRedCellOpensItsBundledLogAtTheFailure()
    {
        Console console(CommandLineOptions {});
        HW_VERIFY_OK(console.init());
        MainWindow *window = console.window();
        window->resize(1400, 900);
        window->show();
        JobGridView *grid = window->gridView();
        QAbstractItemModel *model = grid->model();
        // A failed cell whose failure line came from one of the bundled logs.
        QModelIndex red;
        for (int r = 0; r < model->rowCount() && !red.isValid(); ++r)
            for (int c = 0; c < model->columnCount() && !red.isValid(); ++c) {
                const QModelIndex i = model->index(r, c);
                if (i.data(IsFailureRole).toBool() && !i.data(FailureLineRole).toString().isEmpty())
                    red = i;
            }
        QVERIFY(red.isValid());
        const QString failureLine = red.data(FailureLineRole).toString();
        grid->setCurrentIndex(red);
        grid->setFocus();
        QTest::keyClick(grid, Qt::Key_L);
        LogWindow *log = window->findChild<LogWindow *>();
        QVERIFY(log);
        QVERIFY(waitForFailure(log));
        LogViewer *viewer = log->viewer();
        QCOMPARE(viewer->failure().source, LogFailure::Source::HudClassification);
        QVERIFY2(viewer->view()->currentLineText().contains(failureLine), qPrintable(viewer->view()->currentLineText()));
        // "l" again raises the same window rather than opening another.
        QTest::keyClick(grid, Qt::Key_L);
        QCOMPARE(window->findChildren<LogWindow *>().size(), 1);
    }

    void profileFetchesOnceThenReadsTheCache()
    {
        ProfileSettings profile;
        profile.name = u"logs-test"_s;
        profile.logsRawLogBaseUrl = QUrl(u"http://127.0.0.1:%1/log/"_s.arg(m_port));
        QNetworkAccessManager nam;
        JobLogOpener opener(profile, &nam);
        JobRun job = test::JobRunBuilder(4242).job(u"linux-jammy-py3.10 / test (default, 1, 5)"_s);
        m_hits = 0;
        QPointer<LogWindow> first = opener.open(job, nullptr);
        QVERIFY(first);
        QVERIFY(waitForFailure(first));
        QCOMPARE(m_hits, 1);
        // No HUD classification for this job: the classifier finds the fixture's line.
        QCOMPARE(first->viewer()->failure().source, LogFailure::Source::Classifier);
        QCOMPARE(first->viewer()->view()->currentLine() + 1, m_fixture.expectedLine);
        QCOMPARE(first->viewer()->linkToLine(0).toString(), u"http://127.0.0.1:%1/log/4242#L1"_s.arg(m_port));
        delete first;
        // Again: from the log cache, no request.
        QPointer<LogWindow> second = opener.open(job, nullptr);
        QVERIFY(waitForFailure(second));
        QCOMPARE(m_hits, 1);
        QCOMPARE(second->viewer()->view()->currentLine() + 1, m_fixture.expectedLine);
        delete second;
        // A job the server has no log for: the window says so.
        job.id = 5;
        QPointer<LogWindow> missing = opener.open(job, nullptr);
        QVERIFY(QTest::qWaitFor([&] { return !missing->viewer()->bannerText().isEmpty(); }, 10'000));
        QVERIFY2(missing->viewer()->bannerText().contains(u"no log for this job"_s), qPrintable(missing->viewer()->bannerText()));
        delete missing;
    }

    // --offline: what the log cache holds opens; anything else is said, never fetched.
    void offlineReadsTheCacheOnly()
    {
        ProfileSettings profile;
        profile.name = u"logs-offline"_s;
        profile.logsRawLogBaseUrl = QUrl(u"http://127.0.0.1:%1/log/"_s.arg(m_port));
        QNetworkAccessManager nam;
        JobRun job = test::JobRunBuilder(4242);
        {
            JobLogOpener online(profile, &nam); // fills the cache
            QPointer<LogWindow> w = online.open(job, nullptr);
            QVERIFY(waitForFailure(w));
            delete w;
        }
        JobLogOpener opener(profile, &nam);
        opener.setOffline(true);
        m_hits = 0;
        QPointer<LogWindow> cached = opener.open(job, nullptr);
        QVERIFY(waitForFailure(cached));
        QCOMPARE(cached->viewer()->view()->currentLine() + 1, m_fixture.expectedLine);
        delete cached;
        job.id = 4343; // not in the cache
        job.status = u"in_progress"_s;
        QPointer<LogWindow> missing = opener.open(job, nullptr);
        QVERIFY2(missing->viewer()->bannerText().contains(u"not in the log cache"_s), qPrintable(missing->viewer()->bannerText()));
        QVERIFY(!missing->viewer()->isFollowing());
        QTest::qWait(300); // on purpose: an offline opener that fetched would reach the server by now
        QCOMPARE(m_hits, 0);
        delete missing;
    }

    // Issue 15, A2: a log that could not be fetched is fetched again by "l" on the cell (the window
    // says so), and a stored log that turns out damaged is dropped, so that "l" fetches it anew.
    void failedLogIsFetchedAgainByLAgain()
    {
        ProfileSettings profile;
        profile.name = u"logs-retry"_s;
        profile.logsRawLogBaseUrl = QUrl(u"http://127.0.0.1:%1/log/"_s.arg(m_port));
        QNetworkAccessManager nam;
        JobLogOpener opener(profile, &nam);
        JobRun job = test::JobRunBuilder(4545);
        m_hits = 0;
        m_logServerDown = true;
        QPointer<LogWindow> window = opener.open(job, nullptr);
        LogViewer *viewer = window->viewer();
        QVERIFY(QTest::qWaitFor([&] { return !viewer->bannerText().isEmpty(); }, 10'000));
        QVERIFY2(viewer->bannerText().endsWith(u"press L on the cell again in a minute"_s), qPrintable(viewer->bannerText()));
        QCOMPARE(m_hits, 1);
        m_logServerDown = false;
        QCOMPARE(opener.open(job, nullptr), window.data()); // the same window, fetching again
        QVERIFY(waitForFailure(window));
        QCOMPARE(m_hits, 2);
        QCOMPARE(viewer->view()->currentLine() + 1, m_fixture.expectedLine);
        // Open and fine: "l" again only raises it.
        opener.open(job, nullptr);
        QTest::qWait(200); // on purpose: a second fetch would reach the server by now
        QCOMPARE(m_hits, 2);
        const QString stored = viewer->document()->path();
        delete window;

        // The stored copy is cut in half (a disk error, a crash): reading it fails, and the next
        // "l" fetches the log rather than opening the broken file again.
        QFile file(stored);
        QVERIFY(file.open(QIODevice::ReadWrite));
        QVERIFY(file.resize(file.size() / 2));
        file.close();
        window = opener.open(job, nullptr);
        viewer = window->viewer();
        QVERIFY(QTest::qWaitFor([&] { return viewer->bannerText().contains(u"cut off"_s); }, 10'000));
        QVERIFY2(viewer->bannerText().contains(u"press L on the cell again"_s), qPrintable(viewer->bannerText()));
        QCOMPARE(m_hits, 2);
        QVERIFY(!QFile::exists(stored));
        QCOMPARE(opener.open(job, nullptr), window.data());
        QVERIFY(QTest::qWaitFor([&] { return m_hits == 3 && QFile::exists(stored); }, 10'000));
        QTRY_COMPARE_WITH_TIMEOUT(viewer->view()->currentLine() + 1, m_fixture.expectedLine, 20'000);
        QVERIFY(viewer->bannerText().isEmpty());
        delete window;
    }

    // A big log on its way: the progress bar shows and advances; Cancel stops the download,
    // says so, and leaves nothing in the log cache (no entry, no temporary file).
    void slowDownloadShowsProgressAndCancels()
    {
        ProfileSettings profile;
        profile.name = u"logs-cancel"_s;
        profile.logsRawLogBaseUrl = QUrl(u"http://127.0.0.1:%1/log/"_s.arg(m_slow.serverPort()));
        QNetworkAccessManager nam;
        JobLogOpener opener(profile, &nam);
        JobRun job = test::JobRunBuilder(4747).job(u"slow"_s);
        m_slowClosed = 0;
        QPointer<LogWindow> window = opener.open(job, nullptr);
        LogViewer *viewer = window->viewer();
        auto *progress = viewer->findChild<QProgressBar *>();
        QVERIFY(progress);
        QToolButton *cancel = nullptr;
        for (QToolButton *b : viewer->findChildren<QToolButton *>())
            if (b->text() == u"Cancel"_s)
                cancel = b;
        QVERIFY(cancel);
        QVERIFY(QTest::qWaitFor([&] { return progress->isVisible() && progress->value() > 0; }, 10'000));
        QCOMPARE(progress->maximum(), 1000); // the length is known: a fraction, not "busy"
        const int first = progress->value();
        QVERIFY(QTest::qWaitFor([&] { return progress->value() > first; }, 10'000)); // it advances
        QVERIFY2(progress->value() < 1000, "the slow body arrived before it could be cancelled");
        QVERIFY(viewer->statusText().contains(u"Downloading slow"_s));
        QVERIFY(cancel->isVisible());
        QTest::mouseClick(cancel, Qt::LeftButton);
        QVERIFY(!progress->isVisible());
        QVERIFY(!cancel->isVisible());
        QVERIFY(QTest::qWaitFor([&] { return viewer->bannerText().contains(u"cancelled"_s); }, 5'000));
        QVERIFY2(viewer->bannerText().contains(u"press L on the cell again"_s), qPrintable(viewer->bannerText()));
        QVERIFY(QTest::qWaitFor([&] { return m_slowClosed == 1; }, 5'000)); // the download stopped
        LogStore store(LogStore::directoryBeside(profile.effectiveCachePath()));
        HW_VERIFY_OK(store.open());
        QVERIFY(store.entries().isEmpty());
        QCOMPARE(QDir(store.directory()).entryList(QDir::Files | QDir::Hidden), QStringList());
        delete window;
    }

    void runningJobIsFollowed()
    {
        ProfileSettings profile;
        profile.name = u"logs-follow"_s;
        profile.logsRawLogBaseUrl = QUrl(u"http://127.0.0.1:%1/log/"_s.arg(m_port));
        QNetworkAccessManager nam;
        JobLogOpener opener(profile, &nam);
        opener.setFollowIntervalMs(200);
        JobRun job;
        job.id = 4343;
        job.status = u"in_progress"_s;
        // Not uploaded yet: the window says so and keeps trying.
        QPointer<LogWindow> window = opener.open(job, nullptr);
        LogViewer *viewer = window->viewer();
        QVERIFY(viewer->isFollowing());
        QVERIFY(QTest::qWaitFor([&] { return viewer->bannerText().contains(u"no log for this job yet"_s); }, 10'000));
        // Then it appears, and grows: the window follows it to the end.
        m_runningLog = "2026-11-24T10:00:00.0000000Z step one\n";
        QVERIFY(QTest::qWaitFor([&] { return viewer->document()->lineCount() == 1 && !viewer->document()->isIndexing(); }, 10'000));
        m_runningLog += "2026-11-24T10:00:05.0000000Z step two\n2026-11-24T10:00:09.0000000Z step three\n";
        QVERIFY(QTest::qWaitFor([&] { return viewer->document()->lineCount() == 3 && !viewer->document()->isIndexing(); }, 10'000));
        QCOMPARE(viewer->document()->line(2).bytes, "2026-11-24T10:00:09.0000000Z step three");
        // Follow off: no more requests.
        viewer->setFollow(false);
        QTest::qWait(300); // on purpose: a request already on its way lands first
        const int hits = m_hits;
        QTest::qWait(600); // on purpose: longer than a follow interval: no request comes
        QCOMPARE(m_hits, hits);
        delete window;
    }

    void replayHasNoLogsAndOpensNoConnection()
    {
        JobLogOpener opener(false); // a recording: no network access manager at all
        JobRun job;
        job.id = 4242;
        job.failureLine = m_fixture.expectedText;
        QPointer<LogWindow> window = opener.open(job, nullptr);
        QVERIFY(window->viewer()->bannerText().contains(u"opens no connection"_s));
        delete window;
    }
};

HW_TEST_MAIN(tst_JobLogOpener)
#include "tst_JobLogOpener.moc"
