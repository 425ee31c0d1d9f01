#include "TestRegistry.h"

#include "sync/PollScheduler.h"

#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace hw;

// Drives the scheduler on a fake clock: no sleeping, fully deterministic.
class TestPollScheduler : public QObject
{
    Q_OBJECT

    qint64 m_now = 1'700'000'000'000;
    double m_random = 0.5;

    void useFakes(PollScheduler &s)
    {
        s.setClock([this] { return m_now; });
        s.setRandom([this] { return m_random; });
    }

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init()
    {
        m_now = 1'700'000'000'000;
        m_random = 0.5;
    }

    void intervalDefaultsAndClamps()
    {
        PollScheduler s;
        QCOMPARE(s.intervalSeconds(), 60);
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("below the minimum")));
        QCOMPARE(s.setIntervalSeconds(3), 10);
        QCOMPARE(s.intervalSeconds(), 10);
        QCOMPARE(s.setIntervalSeconds(300), 300);
    }

    void firstPollIsImmediateThenEveryInterval()
    {
        PollScheduler s;
        useFakes(s);
        QSignalSpy due(&s, &PollScheduler::pollDue);
        s.start();
        QCOMPARE(s.nextPollAtMs(), m_now);
        QCOMPARE(due.count(), 0); // not synchronous: start() returns first
        s.checkDue();
        QCOMPARE(due.count(), 1);
        QVERIFY(s.isPollInFlight());
        QCOMPARE(s.nextPollAtMs(), 0); // nothing scheduled while in flight
        s.reportSuccess();
        QCOMPARE(s.nextPollAtMs(), m_now + 60'000);
        m_now += 59'000;
        s.checkDue();
        QCOMPARE(due.count(), 1);
        m_now += 1'000;
        s.checkDue();
        QCOMPARE(due.count(), 2);
    }

    // The syncs read when the poll in flight started (for "updating for 3 min" and staleness).
    void pollStartTimeIsKeptWhileInFlight()
    {
        PollScheduler s;
        useFakes(s);
        s.start();
        QCOMPARE(s.pollStartedAtMs(), 0);
        const qint64 started = m_now;
        s.checkDue();
        m_now += 5'000;
        QCOMPARE(s.pollStartedAtMs(), started);
        s.reportFailure();
        QCOMPARE(s.pollStartedAtMs(), 0);
        m_now += 600'000;
        s.checkDue();
        QCOMPARE(s.pollStartedAtMs(), m_now);
        s.abandonPoll();
        QCOMPARE(s.pollStartedAtMs(), 0);
        s.pollNow();
        s.checkDue();
        QVERIFY(s.pollStartedAtMs() > 0);
        s.stop();
        QCOMPARE(s.pollStartedAtMs(), 0);
    }

    void realTimerFiresFirstPoll()
    {
        PollScheduler s; // real clock and QTimer
        QSignalSpy due(&s, &PollScheduler::pollDue);
        s.start();
        QVERIFY(due.wait(2000));
        QCOMPARE(due.count(), 1);
    }

    void backoffGrowsWithJitterBoundsAndCaps()
    {
        PollScheduler s;
        useFakes(s);
        s.start();
        qint64 previousCeiling = 0;
        for (int n = 1; n <= 12; ++n) {
            s.checkDue();
            QVERIFY(s.isPollInFlight());
            m_random = (n % 3) / 3.0; // varied jitter draws
            s.reportFailure();
            QCOMPARE(s.consecutiveFailures(), n);
            const auto [lo, hi] = s.backoffRangeMs(n);
            const qint64 delay = s.nextPollAtMs() - m_now;
            QVERIFY2(delay >= lo && delay <= hi,
                     qPrintable(QStringLiteral("n=%1 delay=%2 not in [%3,%4]").arg(n).arg(delay).arg(lo).arg(hi)));
            QVERIFY(lo >= 10'000);            // never sooner than 10 s
            QVERIFY(hi <= 600'000);           // cap 10 min
            QVERIFY(hi >= previousCeiling);   // grows (until the cap)
            if (n <= 5)
                QCOMPARE(hi, qint64(20'000) << (n - 1));
            previousCeiling = hi;
            m_now = s.nextPollAtMs();
        }
        QCOMPARE(s.backoffRangeMs(12).second, 600'000);
        QCOMPARE(s.backoffRangeMs(12).first, 300'000);
    }

    void jitterUsesTheWholeRange()
    {
        PollScheduler s;
        useFakes(s);
        s.start();
        s.checkDue();
        m_random = 0.0;
        s.reportFailure();
        QCOMPARE(s.nextPollAtMs() - m_now, 10'000);
        s.pollNow();
        m_random = 0.999999;
        s.reportFailure(); // second failure: [20, 40] s
        QVERIFY(s.nextPollAtMs() - m_now > 39'000);
        QVERIFY(s.nextPollAtMs() - m_now <= 40'000);
    }

    // A 429's Retry-After is a floor on the next delay, never a ceiling.
    void retryAfterIsAFloor()
    {
        PollScheduler s;
        useFakes(s);
        s.start();
        s.checkDue();
        m_random = 0.0;
        s.reportFailure(90); // backoff alone would say 10 s
        QCOMPARE(s.nextPollAtMs() - m_now, 90'000);
        s.pollNow();
        s.reportFailure(5); // backoff [20, 40] s is longer: it wins
        QCOMPARE(s.nextPollAtMs() - m_now, 20'000);
    }

    void successResetsToNormalInterval()
    {
        PollScheduler s;
        useFakes(s);
        s.start();
        for (int i = 0; i < 4; ++i) {
            s.pollNow();
            s.reportFailure();
        }
        QVERIFY(s.nextPollAtMs() - m_now >= 80'000);
        s.pollNow();
        s.reportSuccess();
        QCOMPARE(s.consecutiveFailures(), 0);
        QCOMPARE(s.nextPollAtMs() - m_now, 60'000);
    }

    void pauseStopsPollsAndResumeRearms()
    {
        PollScheduler s;
        useFakes(s);
        QSignalSpy due(&s, &PollScheduler::pollDue);
        s.start();
        s.checkDue();
        s.reportSuccess();
        const qint64 pending = s.nextPollAtMs();
        s.pause();
        QVERIFY(s.isPaused());
        QCOMPARE(s.nextPollAtMs(), 0);
        m_now += 10 * 60'000; // long past the due time
        s.checkDue();
        QCOMPARE(due.count(), 1);
        s.resume();
        QVERIFY(!s.isPaused());
        QCOMPARE(s.nextPollAtMs(), m_now); // overdue: poll at once
        QVERIFY(s.nextPollAtMs() > pending);
        s.checkDue();
        QCOMPARE(due.count(), 2);
    }

    void resumeBeforeDueKeepsTheDueTime()
    {
        PollScheduler s;
        useFakes(s);
        s.start();
        s.checkDue();
        s.reportSuccess();
        const qint64 pending = s.nextPollAtMs();
        s.pause();
        m_now += 5'000;
        s.resume();
        QCOMPARE(s.nextPollAtMs(), pending);
    }

    void pollNowWhilePausedStaysPaused()
    {
        PollScheduler s;
        useFakes(s);
        QSignalSpy due(&s, &PollScheduler::pollDue);
        s.start();
        s.pause();
        s.pollNow();
        QCOMPARE(due.count(), 1);
        s.reportSuccess();
        QVERIFY(s.isPaused());
        QCOMPARE(s.nextPollAtMs(), 0);
        s.resume();
        QCOMPARE(s.nextPollAtMs(), m_now + 60'000);
    }

    void abandonedPollKeepsFailureCount()
    {
        PollScheduler s;
        useFakes(s);
        s.start();
        s.pollNow();
        s.reportFailure();
        s.pollNow();
        s.abandonPoll();
        QCOMPARE(s.consecutiveFailures(), 1);
        QVERIFY(!s.isPollInFlight());
        QCOMPARE(s.nextPollAtMs(), m_now);
    }

    void oneTimerArmedOnlyWhileWaiting()
    {
        PollScheduler s;
        useFakes(s);
        QVERIFY(!s.isTimerArmed());
        s.start();
        QVERIFY(s.isTimerArmed());
        s.checkDue();
        QVERIFY(!s.isTimerArmed()); // in flight: nothing ticks
        s.reportSuccess();
        QVERIFY(s.isTimerArmed());
        s.pause();
        QVERIFY(!s.isTimerArmed()); // paused: nothing ticks
        s.resume();
        QVERIFY(s.isTimerArmed());
        s.stop();
        QVERIFY(!s.isTimerArmed());
    }
};

HW_TEST_GUILESS_MAIN(TestPollScheduler)
#include "tst_PollScheduler.moc"
