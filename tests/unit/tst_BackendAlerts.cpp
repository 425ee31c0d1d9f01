// The backend rules over backends syncs: an L3 backend whose 7-day window crosses a demotion
// threshold, one the relay flagged for demotion (its auto-demotion PR), an L4 backend whose newest
// job failed (its check blocks merges); through the same tracker as the grid's rules (transitions
// only), muted and acknowledged per backend ("backend:<repo>" covers its alerts).
#include "AlertKeys.h"
#include "TestRegistry.h"
#include "alerts/AlertTracker.h"
#include "alerts/BackendAlertEvaluator.h"
#include "backends/BackendsSnapshot.h"
#include "profiles/ProfileSettings.h"

#include <QTest>
#include <QUrlQuery>

using namespace hw;
using namespace Qt::StringLiterals;

namespace {

constexpr qint64 kT0 = 1'795'000'000;

WindowStats week(qint64 jobs, qint64 succeeded)
{
    WindowStats w;
    w.days = 7;
    w.jobs = jobs;
    w.succeeded = succeeded;
    w.notTimedOut = jobs;
    w.e2eP50Seconds = 3600;
    w.avgQueueSeconds = 60;
    w.firstCompletedAt = kT0 - 6 * 86400;
    w.lastCompletedAt = kT0 - 3600;
    return w;
}

BackendStats stats(const QString &repo, qint64 succeededOf100, const QString &lastConclusion = u"success"_s,
    bool expected = false)
{
    BackendStats s;
    s.repo = repo;
    s.demotionWindow = week(100, succeededOf100);
    s.promotionWindow = week(200, 2 * succeededOf100);
    s.promotionWindow.days = 14;
    s.lastConclusion = lastConclusion;
    s.lastCompletedAt = kT0 - 3600;
    s.lastJobName = u"test (default, 1, 1)"_s;
    s.lastExpectedOutcome = expected;
    s.firstSeenAt = kT0 - 90 * 86400;
    return s;
}

// npu: L3 at 85 % over 7 days (crosses the demotion threshold); good: L3 at 99 % but flagged by
// the relay; gpu: L4, newest job failed; xfail: L4, newest job an expected failure (a pass).
BackendsSnapshot snapshot(qint64 npuSucceeded = 85, const QString &gpuConclusion = u"failure"_s)
{
    BackendsSnapshot s;
    s.asOf = kT0;
    Allowlist list;
    list.entries = { AllowlistEntry { u"acme/npu"_s, TrustLevel::L3, u"npu"_s, {}, {}, 1 },
        AllowlistEntry { u"acme/good"_s, TrustLevel::L3, u"good"_s, {}, {}, 2 },
        AllowlistEntry { u"acme/gpu"_s, TrustLevel::L4, {}, {}, {}, 3 },
        AllowlistEntry { u"acme/xfail"_s, TrustLevel::L4, {}, {}, {}, 4 } };
    s.allowlist = list;
    s.stats = { stats(u"acme/npu"_s, npuSucceeded), stats(u"acme/good"_s, 99),
        stats(u"acme/gpu"_s, 99, gpuConclusion), stats(u"acme/xfail"_s, 99, u"failure"_s, true) };
    LevelStatus flagged;
    flagged.repo = u"acme/good"_s;
    flagged.level = TrustLevel::L3;
    flagged.change = u"demote"_s;
    flagged.windowDays = 7;
    s.levelStatus = { flagged };
    return s;
}

} // namespace

class tst_BackendAlerts : public QObject
{
    Q_OBJECT
private slots:
    void theThreeRules()
    {
        const Alerts alerts = BackendAlertEvaluator::evaluate(snapshot(), AlertRules {});
        QCOMPARE(test::alertKeys(alerts),
            (QStringList { u"backend:acme/good#demotion-pr"_s, u"backend:acme/gpu#blocking"_s,
                u"backend:acme/npu#demotion"_s }));
        QCOMPARE(alerts[0].kind, Alert::Kind::BackendDemotionPr);
        QCOMPARE(alerts[1].kind, Alert::Kind::BackendBlocking);
        QCOMPARE(alerts[2].kind, Alert::Kind::BackendDemotion);
        // The reason says which threshold: the pass rate over 7 days.
        QVERIFY2(alerts[2].detail.contains(u"85"_s), qPrintable(alerts[2].detail));
        QVERIFY(alerts[2].title.startsWith(u"acme/npu"_s));
        // "Open" goes to the backend.
        QCOMPARE(alerts[2].target.scheme(), u"hudwatch"_s);
        QCOMPARE(alerts[2].target.host(), u"backends"_s);
        QCOMPARE(QUrlQuery(alerts[2].target).queryItemValue(u"repo"_s), u"acme/npu"_s);
        QCOMPARE(Alert::subjectOf(alerts[2].key), u"backend:acme/npu"_s);
        QCOMPARE(Alert::nameOf(alerts[2].key), u"acme/npu"_s);
    }

    void thresholdIsHudsOneRule()
    {
        // HUD's evaluateL3Threshold: 90 % exactly meets ">= 90 %" at L3 too; 89 % demotes.
        QVERIFY(!test::alertKeys(BackendAlertEvaluator::evaluate(snapshot(90), {}))
                     .contains(u"backend:acme/npu#demotion"_s));
        QVERIFY(
            test::alertKeys(BackendAlertEvaluator::evaluate(snapshot(89), {})).contains(u"backend:acme/npu#demotion"_s));
    }

    void toggledOffByTheProfile()
    {
        AlertRules rules;
        rules.backendRules = false;
        QVERIFY(BackendAlertEvaluator::evaluate(snapshot(), rules).isEmpty());
        auto p = ProfileSettings::fromIni(
            "[clickhouse]\nurl=https://ch.example.com\n[alerts]\nbackendRules=false\n", u"ci"_s);
        QVERIFY2(p.ok(), qPrintable(p.error()));
        QVERIFY(!p->alertRules.backendRules);
        QVERIFY(ProfileSettings {}.alertRules.backendRules);
    }

    void transitionsMuteAndAcknowledgeByBackend()
    {
        AlertRules rules;
        rules.stillBrokenHours = 1;
        AlertTracker tracker(rules);
        tracker.setMuted(u"backend:acme/good"_s, true); // the whole backend
        AlertDigest d = tracker.update(BackendAlertEvaluator::evaluate(snapshot(), rules), kT0);
        QCOMPARE(
            test::alertKeys(d.broke), (QStringList { u"backend:acme/gpu#blocking"_s, u"backend:acme/npu#demotion"_s }));
        QCOMPARE(tracker.brokenCount(), 2); // the muted one is left out of the count
        tracker.setAcknowledged(u"backend:acme/npu"_s, true);
        QCOMPARE(tracker.acknowledgedCount(), 1);
        // An hour on: the acknowledged backend stays quiet; the other is still broken.
        d = tracker.update(BackendAlertEvaluator::evaluate(snapshot(), rules), kT0 + 3600);
        QCOMPARE(test::alertKeys(d.stillBroken), QStringList { u"backend:acme/gpu#blocking"_s });
        // The L4 check passes again: fixed, and only that.
        d = tracker.update(BackendAlertEvaluator::evaluate(snapshot(85, u"success"_s), rules), kT0 + 3700);
        QVERIFY(d.broke.isEmpty());
        QCOMPARE(test::alertKeys(d.fixed), QStringList { u"backend:acme/gpu#blocking"_s });
        QVERIFY(tracker.preferences().acknowledged.contains(u"backend:acme/npu"_s));
        // The npu figures recover: fixed; the acknowledgement ends with its last alert.
        d = tracker.update(BackendAlertEvaluator::evaluate(snapshot(97, u"success"_s), rules), kT0 + 3800);
        QCOMPARE(test::alertKeys(d.fixed), QStringList { u"backend:acme/npu#demotion"_s });
        QVERIFY(!tracker.preferences().acknowledged.contains(u"backend:acme/npu"_s));
        QVERIFY(tracker.preferences().muted.contains(u"backend:acme/good"_s));
    }
};

HW_TEST_GUILESS_MAIN(tst_BackendAlerts)
#include "tst_BackendAlerts.moc"
