#include "TestRegistry.h"

#include "backends/BackendStatsCalculator.h"

#include <QDateTime>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace hw;

namespace {

const qint64 Day = 86400;
const qint64 AsOf = QDateTime(QDate(2026, 9, 24), QTime(0, 0), Qt::UTC).toSecsSinceEpoch();
const QString Repo = u"owner/backend"_s;
const QString Probe = u"pytorch/crcr-test"_s;

int g_checkRun = 1000;

// A completed job attempt (one row) finishing at `completed`, 100 s queue, 1000 s execution.
BackendJobRow done(const QString &delivery, const QString &job, const QString &conclusion, qint64 completed,
                const QString &repo = Repo)
{
    BackendJobRow r;
    r.downstreamRepo = repo;
    r.deliveryId = delivery;
    r.workflowName = u"CI"_s;
    r.jobName = job;
    r.checkRunId = QString::number(++g_checkRun);
    r.dynamoKey = repo + u'/' + delivery + u"/CI/"_s + job + u'/' + r.checkRunId;
    r.status = u"completed"_s;
    r.conclusion = conclusion;
    r.queueSeconds = 100;
    r.executionSeconds = 1000;
    r.completedAt = completed;
    r.startedAt = completed - 1000;
    r.insertedAt = completed + 5;
    r.level = u"L3"_s;
    r.prNumber = 4242;   // a PR job (HUD's L3 figures count nothing else)
    r.runId = delivery;  // one workflow run per delivery
    return r;
}

// The in-progress update that precedes a completed row of the same dynamoKey.
BackendJobRow inProgressOf(const BackendJobRow &completed)
{
    BackendJobRow r = completed;
    r.status = u"in_progress"_s;
    r.conclusion.clear();
    r.completedAt = 0;
    r.executionSeconds = -1;
    r.insertedAt = completed.startedAt + 10;
    return r;
}

// A re-run: same job, next attempt, new check run (new dynamoKey), later times.
BackendJobRow rerunOf(const BackendJobRow &previous, const QString &conclusion, qint64 completed)
{
    BackendJobRow r = done(previous.deliveryId, previous.jobName, conclusion, completed, previous.downstreamRepo);
    r.runAttempt = previous.runAttempt + 1;
    return r;
}

const BackendStats &only(const QVector<BackendStats> &all)
{
    if (all.size() != 1)
        qFatal("expected exactly one backend, got %lld", qint64(all.size()));
    return all.first();
}

} // namespace

class tst_BackendStatsCalculator : public QObject
{
    Q_OBJECT

private slots:
    void emptyInput()
    {
        QVERIFY(BackendStatsCalculator::compute({}, AsOf).isEmpty());
        QVERIFY(BackendStatsCalculator::latestJobs({}, AsOf).isEmpty());
    }

    void rerunIsJudgedByLatestAttempt()
    {
        const BackendJobRow first = done(u"d1"_s, u"test"_s, u"failure"_s, AsOf - 3 * Day);
        const BackendJobRow second = rerunOf(first, u"success"_s, AsOf - 3 * Day + 3000);
        const WindowStats w = only(BackendStatsCalculator::compute({first, second}, AsOf)).demotionWindow;
        QCOMPARE(w.jobs, 1);
        QCOMPARE(w.succeeded, 1);
        QCOMPARE(w.testFailures, 0);
        QCOMPARE(w.firstCompletedAt, second.completedAt);

        // The row order does not matter; a failed re-run fails the job.
        const BackendJobRow failedAgain = rerunOf(first, u"failure"_s, AsOf - 3 * Day + 3000);
        const WindowStats w2 = only(BackendStatsCalculator::compute({failedAgain, first}, AsOf)).demotionWindow;
        QCOMPARE(w2.jobs, 1);
        QCOMPARE(w2.succeeded, 0);
        QCOMPARE(w2.testFailures, 1);
    }

    void rerunStillRunningHidesTheFirstResult()
    {
        const BackendJobRow first = done(u"d1"_s, u"test"_s, u"failure"_s, AsOf - 3 * Day);
        const BackendJobRow second = inProgressOf(rerunOf(first, u"success"_s, AsOf - 3 * Day + 3000));
        const BackendStats s = only(BackendStatsCalculator::compute({first, second}, AsOf));
        // HUD's L3 figures read completed rows only, then take the highest attempt: the finished
        // first attempt counts until the re-run completes (the old rule counted nothing).
        QCOMPARE(s.demotionWindow.jobs, 1);
        QCOMPARE(s.demotionWindow.succeeded, 0);
        QCOMPARE(s.lastConclusion, QString());
        const auto jobs = BackendStatsCalculator::latestJobs({first, second}, AsOf);
        QCOMPARE(jobs.size(), 1);
        QCOMPARE(jobs[0].runAttempt, 2);
        QCOMPARE(jobs[0].status, u"in_progress"_s);
        QCOMPARE(jobs[0].completedAt, 0);
    }

    void inProgressThenCompletedCountsOnce()
    {
        BackendJobRow completed = done(u"d1"_s, u"test"_s, u"success"_s, AsOf - Day);
        completed.executionSeconds = 2000;
        completed.startedAt = completed.completedAt - 2000;
        const BackendJobRow running = inProgressOf(completed);
        // The in-progress row alone: not a completed job.
        QCOMPARE(only(BackendStatsCalculator::compute({running}, AsOf)).demotionWindow.jobs, 0);
        // Both rows, in either order: the later _inserted_at wins.
        for (const auto &rows : {QVector<BackendJobRow>{running, completed}, QVector<BackendJobRow>{completed, running}}) {
            const WindowStats w = only(BackendStatsCalculator::compute(rows, AsOf)).demotionWindow;
            QCOMPARE(w.jobs, 1);
            QCOMPARE(w.succeeded, 1);
            QCOMPARE(w.e2eP50Seconds, std::optional<double>(2100));
        }
        // A late in-progress row (newer _inserted_at) makes the job running again.
        BackendJobRow late = running;
        late.insertedAt = completed.insertedAt + 1;
        QCOMPARE(only(BackendStatsCalculator::compute({completed, late}, AsOf)).demotionWindow.jobs, 0);
        // Same _inserted_at: the completed row wins.
        late.insertedAt = completed.insertedAt;
        QCOMPARE(only(BackendStatsCalculator::compute({completed, late}, AsOf)).demotionWindow.jobs, 1);
        QCOMPARE(only(BackendStatsCalculator::compute({late, completed}, AsOf)).demotionWindow.jobs, 1);
    }

    void expectedOutcomesOfTheProbe()
    {
        // HUD's rule: the probe counts only when it ended as meant; names are case-sensitive (LIKE).
        QVERIFY(BackendStatsCalculator::isExpectedOutcome(u"pytorch/crcr-test", u"test-xfail", u"failure"));
        QVERIFY(!BackendStatsCalculator::isExpectedOutcome(u"pytorch/crcr-test", u"test-xfail", u"cancelled"));
        QVERIFY(!BackendStatsCalculator::isExpectedOutcome(u"pytorch/crcr-test", u"test-xfail", u"success"));
        QVERIFY(BackendStatsCalculator::isExpectedOutcome(u"pytorch/crcr-test", u"job xcancel 2", u"cancelled"));
        QVERIFY(!BackendStatsCalculator::isExpectedOutcome(u"PyTorch/CRCR-test", u"job xcancel 2", u"cancelled"));
        QVERIFY(!BackendStatsCalculator::isExpectedOutcome(u"pytorch/crcr-test", u"job XCancel 2", u"cancelled"));
        QVERIFY(BackendStatsCalculator::isExpectedOutcome(u"pytorch/crcr-test", u"xtimeout", u"timed_out"));
        QVERIFY(!BackendStatsCalculator::isExpectedOutcome(u"pytorch/crcr-test", u"xtimeout", u"failure"));
        QVERIFY(!BackendStatsCalculator::isExpectedOutcome(u"pytorch/crcr-test", u"test-success", u"failure"));
        QVERIFY(!BackendStatsCalculator::isExpectedOutcome(u"pytorch/crcr-test", u"x-fail", u"failure"));
        QVERIFY(!BackendStatsCalculator::isExpectedOutcome(u"owner/backend", u"test-xfail", u"failure"));
        QVERIFY(BackendStatsCalculator::isProbeJob(u"pytorch/crcr-test", u"test-xfail"));
        QVERIFY(!BackendStatsCalculator::isProbeJob(u"pytorch/crcr-test", u"test-XFAIL"));

        const qint64 t = AsOf - 2 * Day;
        BackendJobRow timeout = done(u"d1"_s, u"test-xtimeout"_s, u"timed_out"_s, t, Probe);
        timeout.executionSeconds = 21600;
        const QVector<BackendJobRow> probe = {done(u"d1"_s, u"test-xfail"_s, u"failure"_s, t, Probe),
                                           done(u"d1"_s, u"test-xcancel"_s, u"cancelled"_s, t, Probe), timeout,
                                           done(u"d1"_s, u"test-success"_s, u"failure"_s, t, Probe)};
        const BackendStats s = only(BackendStatsCalculator::compute(probe, AsOf));
        const WindowStats &w = s.demotionWindow;
        QCOMPARE(w.jobs, 4);
        QCOMPARE(w.succeeded, 3);
        QCOMPARE(w.testFailures, 1);
        QCOMPARE(w.infraFailures, 0);
        QCOMPARE(w.timedOut, 0);
        QCOMPARE(w.cancelled, 0);
        // The overrun rate reads "non-timed-out jobs" by conclusion: the probe's timeout is out.
        QCOMPARE(w.notTimedOut, 3);
        QCOMPARE(w.overruns, 0);
        const auto jobs = BackendStatsCalculator::latestJobs(probe, AsOf);
        QCOMPARE(jobs.size(), 4);
        for (const BackendJobResult &j : jobs)
            QCOMPARE(j.expectedOutcome, j.jobName != u"test-success"_s);

        // The same names elsewhere are ordinary failures.
        QVector<BackendJobRow> other = probe;
        for (BackendJobRow &r : other)
            r.downstreamRepo = Repo;
        const WindowStats o = only(BackendStatsCalculator::compute(other, AsOf)).demotionWindow;
        QCOMPARE(o.succeeded, 0);
        QCOMPARE(o.timedOut, 1);
        QCOMPARE(o.cancelled, 1);
        QCOMPARE(o.testFailures, 2);
        QCOMPARE(o.infraFailures, 2);
        QCOMPARE(o.notTimedOut, 3);
        QCOMPARE(o.overruns, 0);
    }

    void lastResultNamesItsJobAndExpectedOutcome()
    {
        // The probe's newest job is an expected failure: its conclusion says failure, HUD says pass.
        const qint64 t = AsOf - 3 * Day;
        QVector<BackendJobRow> probe = {done(u"d1"_s, u"test-success"_s, u"success"_s, t, Probe),
                                     done(u"d1"_s, u"test-xfail"_s, u"failure"_s, t + 600, Probe)};
        BackendStats s = only(BackendStatsCalculator::compute(probe, AsOf));
        QCOMPARE(s.lastConclusion, u"failure"_s);
        QCOMPARE(s.lastCompletedAt, t + 600);
        QCOMPARE(s.lastJobName, u"test-xfail"_s);
        QVERIFY(s.lastExpectedOutcome);

        // A later real failure is not expected.
        probe.append(done(u"d2"_s, u"test-success"_s, u"failure"_s, t + 1200, Probe));
        s = only(BackendStatsCalculator::compute(probe, AsOf));
        QCOMPARE(s.lastJobName, u"test-success"_s);
        QVERIFY(!s.lastExpectedOutcome);

        // The same job name in another repo is an ordinary failure.
        const BackendStats o = only(BackendStatsCalculator::compute(
            {done(u"d1"_s, u"test-xtimeout"_s, u"timed_out"_s, t, Repo)}, AsOf));
        QCOMPARE(o.lastJobName, u"test-xtimeout"_s);
        QVERIFY(!o.lastExpectedOutcome);

        // No completed job: both empty.
        const BackendStats none = only(BackendStatsCalculator::compute({inProgressOf(done(u"d1"_s, u"test-xfail"_s, u"failure"_s, t, Probe))}, AsOf));
        QCOMPARE(none.lastJobName, QString());
        QVERIFY(!none.lastExpectedOutcome);
    }

    void infraTriageIsApartFromTestFailures()
    {
        const qint64 t = AsOf - Day;
        BackendJobRow infra = done(u"d1"_s, u"a"_s, u"failure"_s, t);
        infra.triageCategory = u"infra"_s;
        BackendJobRow backend = done(u"d1"_s, u"b"_s, u"failure"_s, t);
        backend.triageCategory = u"backend"_s;
        const BackendJobRow untriaged = done(u"d1"_s, u"c"_s, u"failure"_s, t);
        const BackendJobRow cancelled = done(u"d1"_s, u"d"_s, u"cancelled"_s, t);
        const BackendJobRow timedOut = done(u"d1"_s, u"e"_s, u"timed_out"_s, t);
        BackendJobRow infraSuccess = done(u"d1"_s, u"f"_s, u"success"_s, t);
        infraSuccess.triageCategory = u"infra"_s; // a verdict on a success changes nothing
        const BackendStats s = only(
            BackendStatsCalculator::compute({infra, backend, untriaged, cancelled, timedOut, infraSuccess}, AsOf));
        const WindowStats &w = s.demotionWindow;
        QCOMPARE(w.jobs, 6);
        QCOMPARE(w.succeeded, 1);
        QCOMPARE(w.testFailures, 2);
        QCOMPARE(w.infraFailures, 3);
        QCOMPARE(w.timedOut, 1);
        QCOMPARE(w.cancelled, 1);
        QCOMPARE(*w.timeoutRate(), 1.0 / 6);
        QCOMPARE(s.daily.size(), 1);
        QCOMPARE(s.daily[0], (DailyCount{t / Day * Day, 1, 2, 3}));
    }

    void overrunIsStrictlyMoreThanThreeHours()
    {
        const qint64 t = AsOf - Day;
        BackendJobRow exact = done(u"d1"_s, u"a"_s, u"success"_s, t);
        exact.executionSeconds = 3 * 3600;
        BackendJobRow over = done(u"d1"_s, u"b"_s, u"failure"_s, t);
        over.executionSeconds = 3 * 3600 + 0.5;
        BackendJobRow timedOut = done(u"d1"_s, u"c"_s, u"timed_out"_s, t);
        timedOut.executionSeconds = 6 * 3600;
        BackendJobRow unknown = done(u"d1"_s, u"d"_s, u"success"_s, t);
        unknown.executionSeconds = -1;
        const WindowStats w = only(BackendStatsCalculator::compute({exact, over, timedOut, unknown}, AsOf)).demotionWindow;
        QCOMPARE(w.notTimedOut, 3);
        QCOMPARE(w.overruns, 1);
        QCOMPARE(*w.overrunRate(), 1.0 / 3);
    }

    void windowEdges()
    {
        // HUD windows on started_at: (asOf - days, asOf].
        const auto startedAt = [](const QString &job, const QString &conclusion, qint64 started) {
            BackendJobRow r = done(u"d-"_s + job, job, conclusion, started + 1000);
            r.startedAt = started;
            return r;
        };
        const QVector<BackendJobRow> rows = {
            startedAt(u"at-7d"_s, u"failure"_s, AsOf - 7 * Day),         // 14 days only
            startedAt(u"after-7d"_s, u"success"_s, AsOf - 7 * Day + 1),
            startedAt(u"at-14d"_s, u"success"_s, AsOf - 14 * Day),       // out of both
            startedAt(u"after-14d"_s, u"success"_s, AsOf - 14 * Day + 1),
            startedAt(u"at-asof"_s, u"success"_s, AsOf),                 // in (completes later)
            startedAt(u"after-asof"_s, u"failure"_s, AsOf + 1),          // out
        };
        const BackendStats s = only(BackendStatsCalculator::compute(rows, AsOf));
        QCOMPARE(s.demotionWindow.days, 7);
        QCOMPARE(s.demotionWindow.jobs, 2);
        QCOMPARE(s.demotionWindow.succeeded, 2);
        QCOMPARE(s.promotionWindow.days, 14);
        QCOMPARE(s.promotionWindow.jobs, 4);
        QCOMPARE(s.promotionWindow.succeeded, 3);
        QCOMPARE(*s.promotionWindow.passRate(), 0.75);
    }

    void onlyPullRequestJobsOfTheRepositoryCount()
    {
        BackendJobRow pr = done(u"d1"_s, u"test"_s, u"success"_s, AsOf - Day);
        BackendJobRow nightly = done(u"d2"_s, u"test"_s, u"failure"_s, AsOf - Day);
        nightly.prNumber = 0;
        nightly.eventType = u"nightly"_s;
        BackendJobRow periodic = done(u"d3"_s, u"test"_s, u"failure"_s, AsOf - Day);
        periodic.prNumber = 0;
        periodic.eventType = u"periodic"_s;
        BackendJobRow otherUpstream = done(u"d4"_s, u"test"_s, u"failure"_s, AsOf - Day);
        otherUpstream.upstreamRepo = u"pytorch/vision"_s;
        const BackendStats s = only(BackendStatsCalculator::compute({pr, nightly, periodic, otherUpstream}, AsOf));
        QCOMPARE(s.demotionWindow.jobs, 1);
        QCOMPARE(s.demotionWindow.succeeded, 1);
        // Another profile's repository sees only its own row.
        const BackendStats v = only(BackendStatsCalculator::compute({pr, otherUpstream}, AsOf, u"pytorch/vision"_s));
        QCOMPARE(v.demotionWindow.jobs, 1);
        QCOMPARE(v.demotionWindow.succeeded, 0);
    }

    void latestAttemptPerRunAndJobName()
    {
        // Two deliveries of one run (a re-dispatch) and one job name: one job, the highest attempt.
        BackendJobRow a1 = done(u"d1"_s, u"test"_s, u"failure"_s, AsOf - 2 * Day);
        BackendJobRow a2 = done(u"d2"_s, u"test"_s, u"success"_s, AsOf - Day);
        a2.runId = a1.runId;
        a2.runAttempt = 2;
        const WindowStats w = only(BackendStatsCalculator::compute({a2, a1}, AsOf)).demotionWindow;
        QCOMPARE(w.jobs, 1);
        QCOMPARE(w.succeeded, 1);
    }

    void emptyWindowHasNoFigures()
    {
        const BackendStats s = only(BackendStatsCalculator::compute({done(u"d1"_s, u"a"_s, u"success"_s, AsOf - 20 * Day)}, AsOf));
        WindowStats empty7, empty14;
        empty7.days = 7;
        empty14.days = 14;
        QCOMPARE(s.demotionWindow, empty7);
        QCOMPARE(s.promotionWindow, empty14);
        QVERIFY(!s.promotionWindow.passRate());
        QCOMPARE(s.lastCompletedAt, AsOf - 20 * Day);
        QCOMPARE(s.daily.size(), 1);
    }

    void medianAndMeanQueue()
    {
        const qint64 t = AsOf - Day;
        // One job per run: e2e = queue + (completed - started) = 110, 220, 440, 1100. HUD's
        // quantileExact(0.5) takes the upper middle (440), never the mean of the two (330).
        const double queue[] = {10, 20, 40, 100};
        QVector<BackendJobRow> rows;
        for (int i = 0; i < 4; ++i) {
            BackendJobRow r = done(u"d%1"_s.arg(i), u"job"_s, u"success"_s, t);
            r.queueSeconds = queue[i];
            r.executionSeconds = queue[i] * 10;
            r.startedAt = t - qint64(queue[i] * 10);
            rows.append(r);
        }
        WindowStats w = only(BackendStatsCalculator::compute(rows, AsOf)).demotionWindow;
        QCOMPARE(w.e2eP50Seconds, std::optional<double>(440));
        QCOMPARE(w.e2eRuns, 4);
        QCOMPARE(w.avgQueueSeconds, std::optional<double>(42.5));
        // Odd count: the middle value.
        w = only(BackendStatsCalculator::compute(rows.mid(0, 3), AsOf)).demotionWindow;
        QCOMPARE(w.e2eP50Seconds, std::optional<double>(220));
        // A run without queue time is out of the e2e, not of the jobs.
        rows[0].queueSeconds = -1;
        w = only(BackendStatsCalculator::compute(rows, AsOf)).demotionWindow;
        QCOMPARE(w.e2eP50Seconds, std::optional<double>(440));
        QCOMPARE(w.e2eRuns, 3);
        QCOMPARE(w.avgQueueSeconds, std::optional<double>(160.0 / 3));
        for (BackendJobRow &r : rows)
            r.queueSeconds = -1;
        w = only(BackendStatsCalculator::compute(rows, AsOf)).demotionWindow;
        QVERIFY(!w.e2eP50Seconds);
        QVERIFY(!w.avgQueueSeconds);
        QCOMPARE(w.jobs, 4);
    }

    void endToEndIsPerWorkflowRun()
    {
        // build (queue 300, 0..3000) then test (queue 600, 3060..6600): the run's e2e is
        // max(queue) + (last completion - first start) = 600 + 6600 = 7200; per job it was
        // 3300 and 4140.
        const qint64 s0 = AsOf - Day;
        BackendJobRow build = done(u"d1"_s, u"build"_s, u"success"_s, s0 + 3000);
        build.startedAt = s0;
        build.queueSeconds = 300;
        build.executionSeconds = 3000;
        BackendJobRow test = done(u"d1"_s, u"test"_s, u"success"_s, s0 + 6600);
        test.startedAt = s0 + 3060;
        test.queueSeconds = 600;
        test.executionSeconds = 3540;
        const WindowStats w = only(BackendStatsCalculator::compute({build, test}, AsOf)).demotionWindow;
        QCOMPARE(w.e2eRuns, 1);
        QCOMPARE(w.e2eP50Seconds, std::optional<double>(7200));
    }

    void levelsAndFirstSeen()
    {
        BackendJobRow a = done(u"d1"_s, u"a"_s, u"success"_s, AsOf - 20 * Day);
        a.level = u"L2"_s;
        BackendJobRow b = done(u"d2"_s, u"a"_s, u"success"_s, AsOf - 15 * Day);
        b.level = u"L2"_s;
        BackendJobRow c = done(u"d3"_s, u"a"_s, u"success"_s, AsOf - 10 * Day);
        c.level = u"l3"_s; // case-insensitive
        BackendJobRow future = done(u"d4"_s, u"a"_s, u"success"_s, AsOf + Day);
        future.level = u"L4"_s;
        const BackendStats s = only(BackendStatsCalculator::compute({c, future, a, b, inProgressOf(b)}, AsOf));
        QCOMPARE(s.levels.size(), 2);
        QCOMPARE(s.levels[0], (LevelObservation{TrustLevel::L2, a.startedAt, b.startedAt}));
        QCOMPARE(s.levels[1], (LevelObservation{TrustLevel::L3, c.startedAt, c.startedAt}));
        QCOMPARE(s.firstSeenAt, a.startedAt);
        // A repo whose only dispatch is after asOf is not a backend yet.
        QVERIFY(BackendStatsCalculator::compute({future}, AsOf).isEmpty());
    }

    void backendsAreSortedByRepo()
    {
        const auto all = BackendStatsCalculator::compute({done(u"d"_s, u"a"_s, u"success"_s, AsOf - Day, u"zeta/z"_s),
                                                       done(u"d"_s, u"a"_s, u"success"_s, AsOf - Day, u"Alpha/a"_s),
                                                       done(u"d"_s, u"a"_s, u"success"_s, AsOf - Day, u"beta/b"_s)},
                                                      AsOf);
        QCOMPARE(all.size(), 3);
        QCOMPARE(all[0].repo, u"Alpha/a"_s);
        QCOMPARE(all[1].repo, u"beta/b"_s);
        QCOMPARE(all[2].repo, u"zeta/z"_s);
    }

    void latestJobsLimitAndOrder()
    {
        QVector<BackendJobRow> rows;
        // 5 deliveries one hour apart, 2 jobs each; the limit keeps the 3 newest.
        for (int d = 0; d < 5; ++d) {
            for (const QString &job : {u"build"_s, u"test"_s}) {
                BackendJobRow r = done(u"del-%1"_s.arg(d), job, u"success"_s, AsOf - Day + d * 3600);
                r.startedAt = AsOf - 2 * Day + d * 3600 + (job == u"test"_s ? 60 : 0);
                rows.append(r);
            }
        }
        rows.append(done(u"old"_s, u"test"_s, u"success"_s, AsOf - 40 * Day)); // beyond the horizon
        rows.append(done(u"x"_s, u"test"_s, u"success"_s, AsOf - Day, u"other/repo"_s));
        const auto jobs = BackendStatsCalculator::latestJobs(rows, AsOf, 3);
        QCOMPARE(jobs.size(), 7);
        QStringList order;
        for (const BackendJobResult &j : jobs)
            order << j.repo.left(1) + u':' + j.deliveryId + u'/' + j.jobName;
        QCOMPARE(order, (QStringList{u"o:x/test"_s, u"o:del-4/test"_s, u"o:del-4/build"_s, u"o:del-3/test"_s,
                                     u"o:del-3/build"_s, u"o:del-2/test"_s, u"o:del-2/build"_s}));
        QCOMPARE(jobs[1].repo, Repo);
        QCOMPARE(jobs[0].queueSeconds, 100.0);
        QCOMPARE(jobs[0].url, QString());
    }
};

HW_TEST_GUILESS_MAIN(tst_BackendStatsCalculator)
#include "tst_BackendStatsCalculator.moc"
