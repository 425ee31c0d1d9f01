// The whole console (profile -> ClickHouse source -> sync -> cache -> grid -> status bar)
// against a misbehaving server on 127.0.0.1: every kind of bad input gets a clear message in
// the status bar and the log, the last good data stays on screen, and the cache stays intact.
// Runs inside the private keyring of tests/scripts/with-keyring.sh (no stored password: the
// console then connects without one).
#include "ClickHouseTestRows.h"
#include "Console.h"
#include "grid/GridSync.h"
#include "MainWindow.h"
#include "MisbehavingHttpServer.h"
#include "profiles/ProfileSettings.h"
#include "TestEnvironment.h"
#include "cache/JobCache.h"
#include "grid/GridJobStore.h"
#include "ResultAssertions.h"
#include "grid/JobGridModel.h"
#include "CommitBuilder.h"
#include "JobBatchBuilder.h"
#include "JobRunBuilder.h"
#include "TestRegistry.h"

#include <QDir>
#include <QRegularExpression>
#include <QTest>

using namespace hw;
using Behavior = hw::test::MisbehavingHttpServer::Behavior;

namespace {

QStringList g_log;
QtMessageHandler g_previousHandler = nullptr;

void captureLog(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    if (type >= QtWarningMsg)
        g_log << QString::fromLatin1(context.category ? context.category : "default") + QStringLiteral(": ") + message;
    g_previousHandler(type, context, message);
}

JobBatch lastGoodBatch()
{
    test::JobBatchBuilder batch(QStringLiteral("clickhouse"));
    for (int c = 0; c < 3; ++c) {
        const Commit commit = test::CommitBuilder(QStringLiteral("%1aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa").arg(c),
                                                  1723600000 + c * 600)
                                  .title(QStringLiteral("Commit %1").arg(c))
                                  .author(QStringLiteral("someone"));
        batch.commit(commit);
        for (int j = 0; j < 4; ++j)
            batch.job(test::JobRunBuilder(1000 + c * 10 + j)
                          .run(77)
                          .job(QStringLiteral("linux-jammy-py3.10-gcc11 / test (default, %1, 4)").arg(j + 1))
                          .sha(commit.sha)
                          .conclusion((c == 1 && j == 2) ? QStringLiteral("failure") : QStringLiteral("success"))
                          .times(commit.time + 10, commit.time + 20, commit.time + 900)
                          .insertedAt(commit.time + 901));
    }
    return batch.watermark(1723602000).fetchedAt(1723602000);
}

} // namespace

class TestConsoleBadInput : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        test::isolateUserDirs(QString::fromLatin1(metaObject()->className()));
        g_previousHandler = qInstallMessageHandler(captureLog);
    }

    void badServerKeepsLastGoodData_data()
    {
        QTest::addColumn<int>("behavior");
        QTest::addColumn<QString>("expected"); // regex the status bar and the log must match (case-insensitive)
        QTest::newRow("malformed JSON") << int(Behavior::MalformedJson) << QStringLiteral("json");
        // Qt sometimes reports the close before it has handed over the status line (HTTP status 0,
        // "Connection closed"): both say the connection closed, neither may read as bad data.
        QTest::newRow("truncated body") << int(Behavior::TruncatedBody)
                                        << QStringLiteral("closed before the whole response|connection closed");
        QTest::newRow("HTTP 500") << int(Behavior::ServerError500) << QStringLiteral("500");
        QTest::newRow("HTTP 401") << int(Behavior::Unauthorized401) << QStringLiteral("401");
        QTest::newRow("HTTP 403") << int(Behavior::Forbidden403) << QStringLiteral("403");
        QTest::newRow("never answers") << int(Behavior::NeverAnswer) << QStringLiteral("no response.*2 s");
        QTest::newRow("100 MB body") << int(Behavior::HugeBody) << QStringLiteral("larger than 64 MB|more than \\d+ rows");
        QTest::newRow("wrong column type") << int(Behavior::WrongColumnType) << QStringLiteral("column '\\w+' holds '[^']*', expected");
    }

    void badServerKeepsLastGoodData()
    {
        QFETCH(int, behavior);
        QFETCH(QString, expected);
        // One query failing stops its siblings; that must not make Qt report an error twice.
        QTest::failOnWarning(QRegularExpression(QStringLiteral("must only be called once")));

        test::MisbehavingHttpServer server;
        QVERIFY(server.listen());
        server.setBehavior(Behavior(behavior));

        const QString dir = test::freshRuntimeDir(QStringLiteral("console-bad-input"));
        ProfileSettings profile;
        profile.name = QStringLiteral("bad");
        profile.clickHouseUrl = QUrl(QStringLiteral("http://127.0.0.1:%1").arg(server.port()));
        profile.cachePath = dir + QStringLiteral("/cache.sqlite");
        profile.readTimeoutSeconds = 2;
        profile.connectTimeoutSeconds = 2;
        profile.maxResponseMB = 64; // the 100 MB body must be refused, not buffered
        if (const Result<void> saved = profile.save(); !saved)
            QFAIL(qPrintable(saved.error().message));

        const JobBatch good = lastGoodBatch();
        {
            JobCache cache(profile.cachePath);
            HW_VERIFY_OK(cache.open());
            HW_VERIFY_OK(GridJobStore(cache).storeBatch(good));
        }

        CommandLineOptions options;
        options.profile = profile.name;
        Console console(options);
        HW_VERIFY_OK(console.init());
        // Filled from the cache before any network call.
        QCOMPARE(console.model()->rowCount(), 3);
        QCOMPARE(console.model()->columnCount(), 4);
        QVERIFY(server.requests().isEmpty());
        g_log.clear();
        console.start();

        // Both sources (grid and backends) poll this server; wait for the grid's own failure, not
        // just any "fail" in the status bar (the backends source may report first).
        QTRY_VERIFY_WITH_TIMEOUT(!console.sync()->status().error.message.isEmpty()
                                     && console.window()->statusText().contains(QStringLiteral("fail"), Qt::CaseInsensitive),
                                 20000);
        const QString status = console.window()->statusText();
        const QRegularExpression pattern(expected, QRegularExpression::CaseInsensitiveOption);
        QVERIFY(pattern.isValid());
        QVERIFY2(status.contains(pattern), qPrintable(status));
        QVERIFY2(console.window()->bannerText().contains(QStringLiteral("last good data")),
                 qPrintable(console.window()->bannerText()));
        QVERIFY2(g_log.join(u'\n').contains(pattern), qPrintable(g_log.join(u'\n')));
        QVERIFY(!server.requests().isEmpty());
        // Wrong credentials: the banner offers the fix in place, and polling waits for it.
        if (behavior == int(Behavior::Unauthorized401) || behavior == int(Behavior::Forbidden403)) {
            QCOMPARE(console.window()->bannerAction(), QStringLiteral("Set password…"));
            QCOMPARE(console.sync()->status().state, SourceStatus::State::NeedsCredentials);
        }

        // The last good data is still on screen, cell by cell.
        QCOMPARE(console.model()->rowCount(), 3);
        QCOMPARE(console.model()->columnCount(), 4);
        const int failedRow = console.model()->rowOfCommit(good.commits[1].sha);
        QCOMPARE(console.model()->cellStatus(failedRow, 2), CellStatus::Failure);
        QCOMPARE(console.model()->cellStatus(failedRow, 1), CellStatus::Success);

        // And the cache still holds exactly the last complete batch.
        JobCache cache(profile.cachePath);
        HW_VERIFY_OK(cache.open());
        HW_VERIFY_OK(cache.checkIntegrity());
        HW_ASSIGN_OK(const JobBatch stored, GridJobStore(cache).loadLatest(QStringLiteral("clickhouse"), 300));
        QCOMPARE(stored.commits.size(), good.commits.size());
        QCOMPARE(stored.jobs.size(), good.jobs.size());
        QCOMPARE(GridJobStore(cache).watermark(QStringLiteral("clickhouse")), good.watermark);
        // Secrets never appear, and the messages never leak the key header.
        QVERIFY(!status.contains(QStringLiteral("X-ClickHouse-Key"), Qt::CaseInsensitive));
    }

    // --record with a profile appends each committed batch to the recording; when a part cannot be
    // written, the banner above every tab says so, with the file, and what to do.
    void aRecordingThatCannotBeWrittenSaysSo()
    {
        test::MisbehavingHttpServer server;
        QVERIFY(server.listen());
        server.setBehavior(Behavior::Ok);
        server.addRoute("AS commit_time", test::commitAnswerRow());
        server.setBody(test::jobAnswerTsvHeader() + test::jobAnswerTsvRow());

        const QString dir = test::freshRuntimeDir(QStringLiteral("console-record-fails"));
        ProfileSettings profile;
        profile.name = QStringLiteral("recording");
        profile.clickHouseUrl = QUrl(QStringLiteral("http://127.0.0.1:%1").arg(server.port()));
        profile.cachePath = dir + QStringLiteral("/cache.sqlite");
        profile.readTimeoutSeconds = 5;
        if (const Result<void> saved = profile.save(); !saved)
            QFAIL(qPrintable(saved.error().message));

        CommandLineOptions options;
        options.profile = profile.name;
        options.record = dir + QStringLiteral("/incident.hwrec");
        Console console(options);
        HW_VERIFY_OK(console.init());
        QCOMPARE(console.window()->securityWarningText(), QString());
        // The recording's rollback journal cannot be created (a directory holds its name; root
        // ignores read-only directories): the next append fails as on a full or lost disk.
        QVERIFY(QDir().mkpath(options.record + QStringLiteral("-journal")));
        console.start();
        QTRY_VERIFY_WITH_TIMEOUT(!console.window()->securityWarningText().isEmpty(), 20000);
        const QString banner = console.window()->securityWarningText();
        QVERIFY2(banner.contains(QStringLiteral("--record %1: a part could not be written: ").arg(options.record)),
            qPrintable(banner));
        QVERIFY2(banner.contains(QStringLiteral("— free disk space; the recording goes on but misses what failed")),
            qPrintable(banner));
        QCOMPARE(console.model()->rowCount(), 1); // the console itself goes on
    }
};

HW_TEST_MAIN(TestConsoleBadInput)
#include "tst_ConsoleBadInput.moc"
