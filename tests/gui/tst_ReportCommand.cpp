// `hudwatch report`, end to end through the real executable: from the demo, from a profile's
// cache (no network), what-if targets marked, and clear errors.
#include "ExecutableRun.h"
#include "profiles/ProfileSettings.h"
#include "TestEnvironment.h"
#include "cache/JobCache.h"
#include "cache/SnapshotStore.h"
#include "ResultAssertions.h"
#include "TestRegistry.h"
#include "backends/BackendsDemoSnapshot.h"
#include "backends/BackendsSnapshotJson.h"
#include "backends/BackendsSync.h"

#include <QFileInfo>
#include <QImage>
#include <QJsonDocument>
#include <QProcess>
#include <QStandardPaths>
#include <QTest>

using namespace hw;
using namespace Qt::StringLiterals;

namespace {

hw::test::ExecutableRun report(const QStringList &args, const QString &home)
{
    QProcessEnvironment env = test::isolatedProcessEnvironment(home);
    env.remove(u"QT_QPA_PLATFORM"_s); // the command needs no display and picks offscreen itself
    env.remove(u"DISPLAY"_s);
    return test::runExecutable(QStringLiteral(HUDWATCH_EXE), QStringList{u"report"_s} + args, env);
}

} // namespace

class TestReportCommand : public QObject
{
    Q_OBJECT

private slots:
    void fromTheDemo()
    {
        const QString dir = test::freshRuntimeDir(u"report-demo"_s);
        const hw::test::ExecutableRun r = report({u"ascend/PYTORCH"_s, dir + u"/ascend.md"_s}, dir);
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(u"Ascend/pytorch"_s), qPrintable(r.out));
        const QByteArray md = test::readFile(dir + u"/ascend.md"_s);
        QVERIFY(md.startsWith("# Promotion review: Ascend/pytorch"));
        QVERIFY(md.contains("#196580")); // the real L2 -> L3 PR of the bundled timeline
        QVERIFY(!md.contains("WHAT-IF"));
        QVERIFY(test::readFile(dir + u"/ascend.pdf"_s).startsWith("%PDF-"));
        QVERIFY(!QImage(dir + u"/ascend-jobs.png"_s).isNull());
        QVERIFY(!QImage(dir + u"/ascend-levels.png"_s).isNull());
    }

    void whatIfTargetsAreMarked()
    {
        const QString dir = test::freshRuntimeDir(u"report-whatif"_s);
        const hw::test::ExecutableRun r = report({u"Ascend/pytorch"_s, dir + u"/a.md"_s, u"--pass-rate"_s, u"80"_s}, dir);
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(u"what-if"_s), qPrintable(r.out));
        QVERIFY(test::readFile(dir + u"/a.md"_s).contains("WHAT-IF"));
    }

    void fromAProfilesCacheWithoutNetwork()
    {
        const QString home = test::freshRuntimeDir(u"report-profile"_s);
        // The profile points at a server that does not exist: the report must only read the cache.
        ProfileSettings profile;
        profile.name = u"cached"_s;
        profile.clickHouseUrl = QUrl(u"http://127.0.0.1:9"_s);
        profile.cachePath = home + u"/cached.sqlite"_s;
        qputenv("XDG_CONFIG_HOME", (home + u"/config"_s).toUtf8());
        QStandardPaths::setTestModeEnabled(false);
        if (const Result<void> saved = profile.save(); !saved)
            QFAIL(qPrintable(saved.error().message));
        const QString profilePath = ProfileSettings::profilePath(profile.name);
        QVERIFY2(profilePath.startsWith(home), qPrintable(profilePath));

        const hw::test::ExecutableRun empty = report({u"Ascend/pytorch"_s, home + u"/x.md"_s, u"--profile"_s, u"cached"_s}, home);
        QCOMPARE(empty.exitCode, 1);
        QVERIFY2(empty.err.contains(u"no cache yet"_s), qPrintable(empty.err));

        BackendsSnapshot snapshot = BackendsDemoSnapshot::build();
        snapshot.stats.removeIf([](const BackendStats &s) { return s.repo != u"pytorch/crcr-test"; });
        {
            JobCache cache(profile.cachePath);
            HW_VERIFY_OK(cache.open());
            const QByteArray body = QJsonDocument(BackendsSnapshotJson::toJson(snapshot)).toJson();
            HW_VERIFY_OK(SnapshotStore(cache).store(BackendsSync::sourceName(), snapshot.asOf, snapshot.asOf, body));
        }
        const hw::test::ExecutableRun r = report({u"pytorch/crcr-test"_s, home + u"/t.md"_s, u"--profile"_s, u"cached"_s}, home);
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY(test::readFile(home + u"/t.md"_s).contains("pytorch/crcr-test"));
    }

    void clearErrors_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("message");
        QTest::newRow("unknown backend") << QStringList{u"nobody/none"_s, u"/tmp/never.md"_s} << 1 << u"known backends"_s;
        QTest::newRow("not markdown") << QStringList{u"Ascend/pytorch"_s, u"/tmp/never.pdf"_s} << 2 << u"usage"_s;
        QTest::newRow("missing file") << QStringList{u"Ascend/pytorch"_s} << 2 << u"usage"_s;
        QTest::newRow("bad number") << QStringList{u"Ascend/pytorch"_s, u"/tmp/never.md"_s, u"--pass-rate"_s, u"lots"_s}
                                    << 2 << u"--pass-rate"_s;
        QTest::newRow("unwritable") << QStringList{u"Ascend/pytorch"_s, u"/proc/none/x.md"_s} << 1 << u"x.md"_s;
        QTest::newRow("unknown profile") << QStringList{u"Ascend/pytorch"_s, u"/tmp/never.md"_s, u"--profile"_s, u"nope"_s}
                                         << 1 << u"nope"_s;
    }
    void clearErrors()
    {
        QFETCH(QStringList, args);
        QFETCH(int, exitCode);
        QFETCH(QString, message);
        const hw::test::ExecutableRun r = report(args, test::freshRuntimeDir(u"report-errors"_s));
        QCOMPARE(r.exitCode, exitCode);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
        QVERIFY(!QFileInfo::exists(u"/tmp/never.md"_s));
    }
};

HW_TEST_GUILESS_MAIN(TestReportCommand)
#include "tst_ReportCommand.moc"
