// RangeSync, the one sync of every range tab (flaky, trunk, GPU fleet): figures are stored in the
// cache before they are shown, a failed write is said and retried, retries back off as the
// grid's polls do, and live figures grow stale.
#include "CacheWriteFaults.h"
#include "TestEnvironment.h"
#include "TestRegistry.h"
#include "cache/CacheWriter.h"
#include "cache/JobCache.h"
#include "cache/SnapshotStore.h"
#include "sync/RangeSync.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QSignalSpy>
#include <QTest>

using namespace hw;

namespace {

struct Rig {
    QString path;
    JobCache cache;
    CacheWriter writer;
    RangeSync sync { QStringLiteral("flaky") };
    int fetches = 0;
    int shown = 0;

    explicit Rig(const QString &cachePath)
        : path(cachePath)
        , cache(cachePath)
        , writer(cachePath)
    {
    }
    void goLive()
    {
        sync.setCacheWriter(&writer, QStringLiteral("flaky_results"));
        sync.setFetcher([this](qint64, qint64) { ++fetches; });
        sync.setLive(true);
        sync.setActive(true);
        sync.setRange(1000, 2000);
    }
    RangeSync::Delivery delivery(const QByteArray &body)
    {
        RangeSync::Delivery d;
        d.body = body;
        d.asOf = 2000;
        d.fetchedAt = QDateTime::currentSecsSinceEpoch();
        d.show = [this] { ++shown; };
        return d;
    }
};

QString freshCache(const QString &name)
{
    const QString path = test::freshRuntimeDir(name) + QStringLiteral("/cache.sqlite");
    JobCache cache(path);
    if (const Result<void> opened = cache.open(); !opened)
        qFatal("cannot open cache: %s", qPrintable(opened.error().message));
    return path;
}

} // namespace

class TestRangeSync : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { test::isolateUserDirs(QString::fromLatin1(metaObject()->className())); }

    void figuresAreStoredBeforeTheyAreShown()
    {
        Rig rig(freshCache(QStringLiteral("rangesync-store")));
        QVERIFY(rig.cache.open());
        rig.goLive();
        QCOMPARE(rig.fetches, 1);
        QCOMPARE(rig.sync.status().state, SourceStatus::State::Fetching);
        rig.sync.deliver(rig.delivery("{\"figures\":1}"));
        // Not on screen and still fetching until the writer has committed them.
        QCOMPARE(rig.shown, 0);
        QCOMPARE(rig.sync.status().state, SourceStatus::State::Fetching);
        QTRY_COMPARE(rig.shown, 1);
        QCOMPARE(rig.sync.status().state, SourceStatus::State::Ok);
        const Result<SnapshotStore::Snapshot> stored = SnapshotStore(rig.cache).load(QStringLiteral("flaky_results"));
        QVERIFY(stored);
        QCOMPARE(stored->body, QByteArray("{\"figures\":1}"));
        QCOMPARE(stored->asOf, 2000);
    }

    void aFailedWriteIsSaidNotShownAndRetriedWithBackoff()
    {
        Rig rig(freshCache(QStringLiteral("rangesync-fail")));
        QVERIFY(rig.cache.open());
        rig.goLive();
        QCOMPARE(test::breakCacheWrites(rig.path, true), QString());
        QSignalSpy statuses(&rig.sync, &RangeSync::statusChanged);
        rig.sync.deliver(rig.delivery("{\"figures\":2}"));
        QTRY_COMPARE(rig.sync.status().state, SourceStatus::State::Failed);
        QCOMPARE(rig.shown, 0);
        QVERIFY2(rig.sync.status().error.message.startsWith(QStringLiteral("cache write failed")),
            qPrintable(rig.sync.status().error.message));
        QCOMPARE(rig.sync.status().consecutiveFailures, 1);
        // The retry comes after the first backoff step ([30, 60] s), not a whole refresh later.
        const qint64 now = QDateTime::currentSecsSinceEpoch();
        QVERIFY2(rig.sync.status().nextPollAt >= now + 29 && rig.sync.status().nextPollAt <= now + 61,
            qPrintable(QString::number(rig.sync.status().nextPollAt - now)));
        // The disk has room again: the next fetch is stored and shown.
        QCOMPARE(test::breakCacheWrites(rig.path, false), QString());
        rig.sync.refresh();
        QCOMPARE(rig.fetches, 2);
        rig.sync.deliver(rig.delivery("{\"figures\":3}"));
        QTRY_COMPARE(rig.shown, 1);
        QCOMPARE(rig.sync.status().state, SourceStatus::State::Ok);
        QCOMPARE(rig.sync.status().consecutiveFailures, 0);
        QVERIFY(rig.sync.status().nextPollAt >= now + RangeSync::RefreshSeconds - 1);
    }

    void aCancelledFetchIsNotShownWhenItsStoreLands()
    {
        Rig rig(freshCache(QStringLiteral("rangesync-cancel")));
        QVERIFY(rig.cache.open());
        rig.goLive();
        QSignalSpy stored(&rig.writer, &CacheWriter::snapshotStored);
        rig.sync.deliver(rig.delivery("{\"figures\":4}"));
        rig.sync.cancel();
        // The write still lands in the cache; the writer's answer to the sync is posted before the
        // spy (called on the writer's thread) counts it, so it is delivered here...
        QTRY_COMPARE(stored.count(), 1);
        QCoreApplication::processEvents();
        // ...but the user stopped that refresh: nothing is shown.
        QCOMPARE(rig.shown, 0);
        QCOMPARE(rig.sync.status().state, SourceStatus::State::Idle);
    }

    void backoffDoublesUpToTheRefreshInterval()
    {
        QCOMPARE(RangeSync::backoffRangeMs(1), std::make_pair(qint64(30000), qint64(60000)));
        QCOMPARE(RangeSync::backoffRangeMs(2), std::make_pair(qint64(60000), qint64(120000)));
        QCOMPARE(RangeSync::backoffRangeMs(3), std::make_pair(qint64(120000), qint64(240000)));
        QCOMPARE(RangeSync::backoffRangeMs(4), std::make_pair(qint64(150000), qint64(300000)));
        QCOMPARE(RangeSync::backoffRangeMs(40), std::make_pair(qint64(150000), qint64(300000)));
    }

    void liveFiguresGrowStaleAndAReplaysDoNot()
    {
        RangeSync sync(QStringLiteral("trunk"));
        sync.setFetcher([](qint64, qint64) {});
        sync.setLive(true);
        // Figures from the cache, fetched four refreshes ago: stale once live.
        sync.showCached(QDateTime::currentSecsSinceEpoch() - 4 * RangeSync::RefreshSeconds);
        QVERIFY(sync.status().stale);
        RangeSync replay(QStringLiteral("trunk"));
        replay.setRange(1000, 2000);
        replay.setReplay([](qint64, qint64) {}, 1000);
        QVERIFY(!replay.status().stale);
        QCOMPARE(replay.status().state, SourceStatus::State::Replaying);
    }
};

HW_TEST_MAIN(TestRangeSync)
#include "tst_RangeSync.moc"
