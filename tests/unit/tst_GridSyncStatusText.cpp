#include "TestRegistry.h"

#include "sync/SourceStatusText.h"

#include <QDateTime>
#include <QStandardPaths>
#include <QTest>

using namespace hw;
using namespace Qt::StringLiterals;

class TestGridSyncStatusText : public QObject
{
    Q_OBJECT

    static constexpr qint64 kNow = 1723650000; // 2024-08-14 15:40 UTC

    static QString hhmm(qint64 t)
    {
        return QDateTime::fromSecsSinceEpoch(t).toLocalTime().toString(u"HH:mm"_s);
    }

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void ages()
    {
        QCOMPARE(SourceStatusText::age(3), u"just now"_s);
        QCOMPARE(SourceStatusText::age(45), u"45 s ago"_s);
        QCOMPARE(SourceStatusText::age(3 * 60 + 59), u"3 min ago"_s);
        QCOMPARE(SourceStatusText::age(2 * 3600 + 5), u"2 h ago"_s);
        QCOMPARE(SourceStatusText::age(3 * 86400), u"3 days ago"_s);
        QCOMPARE(SourceStatusText::countdown(0), u"now"_s);
        QCOMPARE(SourceStatusText::countdown(42), u"in 42 s"_s);
        QCOMPARE(SourceStatusText::countdown(181), u"in 4 min"_s);
    }

    void okSaysAsOfAndHowOld()
    {
        SourceStatus s;
        s.source = u"clickhouse"_s;
        s.state = SourceStatus::State::Ok;
        s.asOf = kNow - 180;
        s.nextPollAt = kNow + 42;
        QCOMPARE(SourceStatusText::describe(s, kNow),
                 u"✔ clickhouse: as of %1 (3 min ago), next poll in 42 s"_s.arg(hhmm(s.asOf)));
    }

    void cacheOnlyStartShowsStaleness()
    {
        SourceStatus s;
        s.source = u"clickhouse"_s;
        s.asOf = kNow - 3 * 86400;
        const QString text = SourceStatusText::describe(s, kNow);
        QVERIFY2(text.contains(u"(3 days ago)"_s), qPrintable(text));
        QVERIFY2(text.contains(QDateTime::fromSecsSinceEpoch(s.asOf).toLocalTime().toString(u"yyyy-MM-dd"_s)),
                 qPrintable(text));
        s.asOf = 0;
        QCOMPARE(SourceStatusText::describe(s, kNow), u"○ clickhouse: no data yet"_s);
    }

    void backingOffSaysWhyAndWhen()
    {
        SourceStatus s;
        s.source = u"clickhouse"_s;
        s.state = SourceStatus::State::BackingOff;
        s.asOf = kNow - 3600;
        s.nextPollAt = kNow + 35;
        s.consecutiveFailures = 2;
        s.error.message = u"HTTP 503: service unavailable"_s;
        QCOMPARE(SourceStatusText::describe(s, kNow),
                 u"✖ clickhouse: failed 2 times: HTTP 503: service unavailable; retry in 35 s; showing data as of %1 (1 h ago)"_s
                     .arg(hhmm(s.asOf)));
    }

    void pausedAndReplaying()
    {
        SourceStatus s;
        s.source = u"clickhouse"_s;
        s.state = SourceStatus::State::Paused;
        s.asOf = kNow - 720;
        QCOMPARE(SourceStatusText::describe(s, kNow),
                 u"❚❚ clickhouse: paused; showing data as of %1 (12 min ago)"_s.arg(hhmm(s.asOf)));
        s.source = u"demo"_s;
        s.state = SourceStatus::State::Replaying;
        s.asOf = 1723669800; // 2024-08-14 21:10 UTC
        QCOMPARE(SourceStatusText::describe(s, kNow), u"▶ demo: replaying 2024-08-14 21:10 UTC"_s);
        s.state = SourceStatus::State::Paused;
        s.replay = true;
        QCOMPARE(SourceStatusText::describe(s, kNow), u"❚❚ demo: replay paused at 2024-08-14 21:10 UTC"_s);
        s.state = SourceStatus::State::Offline;
        s.replay = false;
        s.source = u"clickhouse"_s;
        s.asOf = kNow - 720;
        s.error.message = u"no keychain available"_s;
        QCOMPARE(SourceStatusText::describe(s, kNow),
                 u"⊘ clickhouse: offline (no keychain available); showing data as of %1 (12 min ago)"_s.arg(hhmm(s.asOf)));
    }

    void noDataReadsAsWords()
    {
        // "showing data no data yet" was the text while the first poll ran on an empty cache.
        SourceStatus s;
        s.source = u"clickhouse"_s;
        s.state = SourceStatus::State::Fetching;
        QCOMPARE(SourceStatusText::describe(s, kNow), u"↻ clickhouse: updating; no data yet"_s);
        s.state = SourceStatus::State::Paused;
        QCOMPARE(SourceStatusText::describe(s, kNow), u"❚❚ clickhouse: paused; no data yet"_s);
        s.state = SourceStatus::State::Offline;
        QCOMPARE(SourceStatusText::describe(s, kNow), u"⊘ clickhouse: offline; the cache is empty"_s);
        s.state = SourceStatus::State::BackingOff;
        s.consecutiveFailures = 1;
        s.error.message = u"HTTP 401"_s;
        s.nextPollAt = kNow + 12;
        QCOMPARE(SourceStatusText::describe(s, kNow), u"✖ clickhouse: failed: HTTP 401; retry in 12 s; no data yet"_s);
    }

    void aFirstSyncSaysHowFarAndHowToPauseIt()
    {
        SourceStatus s;
        s.source = u"clickhouse"_s;
        s.state = SourceStatus::State::Fetching;
        s.syncDone = 120;
        s.syncTotal = 300;
        QCOMPARE(SourceStatusText::describe(s, kNow),
            u"↻ clickhouse: syncing 120 of 300 commits (Space pauses; it resumes where it stopped); no data yet"_s);
    }

    void staleWhileUpdatingSaysSo()
    {
        SourceStatus s;
        s.source = u"clickhouse"_s;
        s.state = SourceStatus::State::Fetching;
        s.asOf = kNow - 420;
        s.pollStartedAt = kNow - 125;
        s.stale = true;
        QCOMPARE(SourceStatusText::describe(s, kNow),
                 u"⚠ clickhouse: updating for 2 min; showing stale data as of %1 (7 min ago)"_s.arg(hhmm(s.asOf)));
        s.asOf = 0;
        QCOMPARE(SourceStatusText::describe(s, kNow), u"⚠ clickhouse: updating for 2 min; no data yet"_s);
        // A short poll does not say for how long.
        s.stale = false;
        s.pollStartedAt = kNow - 3;
        QCOMPARE(SourceStatusText::describe(s, kNow), u"↻ clickhouse: updating; no data yet"_s);
        // Stale between polls (e.g. an old cache at start).
        s.state = SourceStatus::State::Idle;
        s.pollStartedAt = 0;
        s.asOf = kNow - 420;
        s.stale = true;
        s.nextPollAt = kNow + 5;
        QCOMPARE(SourceStatusText::describe(s, kNow),
                 u"⚠ clickhouse: stale data as of %1 (7 min ago), next poll in 5 s"_s.arg(hhmm(s.asOf)));
    }

    void noticeFollowsASuccessfulPoll()
    {
        SourceStatus s;
        s.source = u"clickhouse"_s;
        s.state = SourceStatus::State::Ok;
        s.asOf = kNow - 5;
        s.notice = u"1 row with invalid UTF-8 text"_s;
        QCOMPARE(SourceStatusText::describe(s, kNow), u"✔ clickhouse: as of %1 (just now); 1 row with invalid UTF-8 text"_s
                                                         .arg(hhmm(s.asOf)));
    }

    void durations()
    {
        QCOMPARE(SourceStatusText::duration(45), u"45 s"_s);
        QCOMPARE(SourceStatusText::duration(125), u"2 min"_s);
        QCOMPARE(SourceStatusText::duration(3 * 3600), u"3 h"_s);
        QCOMPARE(SourceStatusText::duration(3 * 86400), u"3 days"_s);
    }
};

HW_TEST_GUILESS_MAIN(TestGridSyncStatusText)
#include "tst_GridSyncStatusText.moc"
