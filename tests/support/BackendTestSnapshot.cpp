#include "BackendTestSnapshot.h"

#include <QDate>
#include <QDateTime>
#include <QTime>

namespace hw::test {

namespace {

constexpr qint64 kDay = kSecondsPerDay;

BackendStats stats(const QString &repo, WindowStats week, WindowStats fortnight, QVector<LevelObservation> levels,
                   qint64 firstSeenDaysAgo)
{
    const qint64 kAsOf = backendSnapshotAsOf();
    BackendStats s;
    s.repo = repo;
    s.demotionWindow = week;
    s.promotionWindow = fortnight;
    s.lastConclusion = week.jobs > 0 ? QStringLiteral("success") : QString();
    s.lastCompletedAt = week.lastCompletedAt;
    s.firstSeenAt = kAsOf - firstSeenDaysAgo * kDay;
    s.levels = std::move(levels);
    return s;
}

BackendJobResult job(const QString &repo, qint64 pr, const QString &delivery, const QString &eventType,
                     const QString &workflow, const QString &name, const QString &conclusion, qint64 hoursAgo)
{
    const qint64 kAsOf = backendSnapshotAsOf();
    BackendJobResult j;
    j.repo = repo;
    j.prNumber = pr;
    j.deliveryId = delivery;
    j.headSha = QStringLiteral("%1%2").arg(delivery).arg(QStringLiteral("0123456789abcdef"));
    j.eventType = eventType;
    j.workflowName = workflow;
    j.jobName = name;
    j.status = conclusion.isEmpty() ? QStringLiteral("in_progress") : QStringLiteral("completed");
    j.conclusion = conclusion;
    j.startedAt = kAsOf - hoursAgo * 3600 - 1800;
    j.completedAt = conclusion.isEmpty() ? 0 : kAsOf - hoursAgo * 3600;
    j.queueSeconds = 120;
    j.executionSeconds = conclusion.isEmpty() ? -1 : 1500;
    j.url = QStringLiteral("https://github.com/%1/actions/runs/%2").arg(repo, delivery);
    j.level = QStringLiteral("L3");
    return j;
}

} // namespace

qint64 backendSnapshotAsOf()
{
    return QDateTime(QDate(2026, 11, 20), QTime(12, 0), Qt::UTC).toSecsSinceEpoch();
}

WindowStats backendWindowStats(int days, qint64 jobs, qint64 succeeded, qint64 timedOut, double e2eHours,
                               double queueMinutes)
{
    const qint64 kAsOf = backendSnapshotAsOf();
    WindowStats w;
    w.days = days;
    w.jobs = jobs;
    w.succeeded = succeeded;
    w.timedOut = timedOut;
    w.infraFailures = timedOut;
    w.testFailures = jobs - succeeded - timedOut;
    w.notTimedOut = jobs - timedOut;
    if (jobs > 0) {
        w.e2eP50Seconds = e2eHours * 3600;
        w.avgQueueSeconds = queueMinutes * 60;
        w.firstCompletedAt = kAsOf - days * kDay + 3600;
        w.lastCompletedAt = kAsOf - 1800;
    }
    return w;
}

BackendsSnapshot makeBackendSnapshot()
{
    const qint64 kAsOf = backendSnapshotAsOf();
    const auto window = &backendWindowStats;
    BackendsSnapshot s;
    s.asOf = kAsOf;
    Allowlist a;
    a.entries = {
        {QStringLiteral("riseproject-dev/pytorch-ci"), TrustLevel::L1, {}, {QStringLiteral("luhenry")}, {}, 2},
        {QStringLiteral("TorchedHat/pytorch-redhat-ci"), TrustLevel::L2, {}, {QStringLiteral("jewelkm89")}, {}, 4},
        {QStringLiteral("pytorch/crcr-test"), TrustLevel::L2, {}, {QStringLiteral("atalman")}, {}, 5},
        {QStringLiteral("Ascend/pytorch"), TrustLevel::L3, QStringLiteral("npu"),
         {QStringLiteral("wangxu"), QStringLiteral("fffrog")}, {}, 8},
        {QStringLiteral("intel/torch-xpu-ops"), TrustLevel::L3, QStringLiteral("xpu"), {QStringLiteral("chuanqi129")}, {}, 10},
        {QStringLiteral("ROCm/pytorch-oot"), TrustLevel::L3, QStringLiteral("rocm"), {QStringLiteral("jithunnair-amd")}, {}, 12},
    };
    s.allowlist = a;
    s.stats = {
        stats(QStringLiteral("ascend/pytorch"), window(7, 100, 98, 0, 1.5, 10), window(14, 200, 195, 0, 1.5, 10),
              {{TrustLevel::L2, kAsOf - 120 * kDay, kAsOf - 60 * kDay}, {TrustLevel::L3, kAsOf - 59 * kDay, kAsOf - 3600}}, 120),
        // 85 % over 7 days: fails the demotion pass-rate criterion, the relay has not flagged it.
        stats(QStringLiteral("intel/torch-xpu-ops"), window(7, 100, 85, 0, 2, 12), window(14, 200, 182, 0, 2, 12),
              {{TrustLevel::L3, kAsOf - 90 * kDay, kAsOf - 3600}}, 90),
        stats(QStringLiteral("ROCm/pytorch-oot"), window(7, 50, 35, 5, 4, 40), window(14, 100, 80, 6, 4, 40),
              {{TrustLevel::L3, kAsOf - 80 * kDay, kAsOf - 3600}}, 80),
        stats(QStringLiteral("TorchedHat/pytorch-redhat-ci"), window(7, 60, 59, 0, 1, 5), window(14, 120, 118, 0, 1, 5),
              {{TrustLevel::L2, kAsOf - 150 * kDay, kAsOf - 3600}}, 150),
        stats(QStringLiteral("pytorch/crcr-test"), window(7, 20, 20, 0, 0.5, 2), window(14, 40, 40, 0, 0.5, 2),
              {{TrustLevel::L2, kAsOf - 170 * kDay, kAsOf - 3600}}, 170),
        // Only in ClickHouse; latest observation (L2) decides, not the highest level seen.
        stats(QStringLiteral("NVIDIA-dev/pytorch-oot-internal"), window(7, 10, 7, 0, 2, 20), window(14, 20, 15, 0, 2, 20),
              {{TrustLevel::L3, kAsOf - 40 * kDay, kAsOf - 30 * kDay}, {TrustLevel::L2, kAsOf - 29 * kDay, kAsOf - 3600}}, 40),
    };
    LevelStatus rocm;
    rocm.repo = QStringLiteral("rocm/pytorch-oot");
    rocm.level = TrustLevel::L3;
    rocm.change = QStringLiteral("demote");
    rocm.windowDays = 7;
    LevelStatus intel;
    intel.repo = QStringLiteral("intel/torch-xpu-ops");
    intel.level = TrustLevel::L3;
    intel.windowDays = 7;
    s.levelStatus = {rocm, intel};
    s.levelHistory = {
        {QDate(2026, 5, 19), QStringLiteral("pytorch/crcr-test"), TrustLevel::Unknown, TrustLevel::L1, 184433,
         QStringLiteral("atalman"), QStringLiteral("Add canonical CRCR test repo at L1"), LevelChangeEvent::Source::Allowlist},
        {QDate(2026, 5, 20), QStringLiteral("pytorch/crcr-test"), TrustLevel::L1, TrustLevel::L2, 184482,
         QStringLiteral("jewelkm89"), QStringLiteral("Promote crcr-test to L2"), LevelChangeEvent::Source::Allowlist},
        {QDate(2026, 6, 18), QStringLiteral("TorchedHat/pytorch-redhat-ci"), TrustLevel::Unknown, TrustLevel::L2, 187412,
         QStringLiteral("jewelkm89"), QStringLiteral("Add Red Hat test repo directly at L2"), LevelChangeEvent::Source::Allowlist},
    };
    const QString xpu = QStringLiteral("intel/torch-xpu-ops");
    const QString wf = QStringLiteral("xpu-ci");
    const QString pr = QStringLiteral("pull_request");
    BackendJobResult failedOld = job(xpu, 170001, QStringLiteral("d1"), pr, wf, QStringLiteral("test (1)"), QStringLiteral("failure"), 9);
    failedOld.triageCategory = QStringLiteral("backend");
    BackendJobResult timedOut = job(xpu, 170050, QStringLiteral("d3"), pr, wf, QStringLiteral("test (1)"), QStringLiteral("timed_out"), 3);
    timedOut.triageCategory = QStringLiteral("infra");
    timedOut.totalTests = 13;
    timedOut.passedTests = 10;
    timedOut.failedTests = 2;
    timedOut.skippedTests = 1;
    timedOut.runAttempt = 2;
    BackendJobResult probe = job(QStringLiteral("pytorch/crcr-test"), 170001, QStringLiteral("p1"), pr,
                                 QStringLiteral("probe"), QStringLiteral("test-xfail"), QStringLiteral("failure"), 2);
    probe.expectedOutcome = true;
    BackendJobResult passed = job(xpu, 170001, QStringLiteral("d2"), pr, wf, QStringLiteral("test (1)"), QStringLiteral("success"), 5);
    passed.totalTests = 1204;
    passed.passedTests = 1190;
    passed.skippedTests = 14;
    s.jobs = {
        job(xpu, 0, QStringLiteral("n1"), QStringLiteral("nightly"), wf, QStringLiteral("test (1)"), QStringLiteral("cancelled"), 1),
        timedOut,
        job(xpu, 170050, QStringLiteral("d3"), pr, wf, QStringLiteral("build"), QString(), 3),
        passed,
        job(xpu, 170001, QStringLiteral("d2"), pr, wf, QStringLiteral("build"), QStringLiteral("success"), 5),
        failedOld,
        job(xpu, 170099, QStringLiteral("d4"), pr, wf, QStringLiteral("build"), QStringLiteral("failure"), 10),
        probe,
    };
    s.prs.insert(170001, {170001, QStringLiteral("Fix xpu matmul"), QStringLiteral("alice")});
    s.prs.insert(170050, {170050, QStringLiteral("Add op foo"), QStringLiteral("bob")});
    return s;
}

} // namespace hw::test
