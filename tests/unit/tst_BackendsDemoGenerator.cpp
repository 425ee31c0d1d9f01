#include "TestValues.h"
#include "domain/TimeUnits.h"
#include "TestRegistry.h"

#include "backends/BackendsDemoGenerator.h"
#include "backends/BackendStatsCalculator.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QSet>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace hw;

namespace {

const qint64 kDemoAsOf = QDateTime(QDate(2026, 9, 24), QTime(0, 0), Qt::UTC).toSecsSinceEpoch();

LevelChangeEvent event(QDate date, const QString &repo, TrustLevel from, TrustLevel to)
{
    LevelChangeEvent e;
    e.date = date;
    e.repo = repo;
    e.from = from;
    e.to = to;
    return e;
}

// Built by hand after the real allowlist history (not through LevelChangeTimeline).
QVector<LevelChangeEvent> timeline()
{
    using L = TrustLevel;
    return {
        event(QDate(2026, 4, 15), u"ascend/pytorch"_s, L::Unknown, L::L1),
        event(QDate(2026, 5, 19), u"pytorch/crcr-test"_s, L::Unknown, L::L1),
        event(QDate(2026, 5, 20), u"pytorch/crcr-test"_s, L::L1, L::L2),
        event(QDate(2026, 6, 18), u"TorchedHat/pytorch-redhat-ci"_s, L::Unknown, L::L2),
        event(QDate(2026, 6, 23), u"Ascend/pytorch"_s, L::L1, L::L2),
        event(QDate(2026, 7, 7), u"pytorch/crcr-test"_s, L::L2, L::L3),
        event(QDate(2026, 8, 17), u"vllm-project/vllm"_s, L::Unknown, L::L2),
        event(QDate(2026, 8, 18), u"RBLN-SW/torch-rbln"_s, L::Unknown, L::L1),
        event(QDate(2026, 8, 20), u"Isalia20/pytorch-mps-ci"_s, L::Unknown, L::L1),
        event(QDate(2026, 9, 22), u"Isalia20/pytorch-mps-ci"_s, L::L1, L::L2),
        event(QDate(2026, 9, 11), u"Ascend/pytorch"_s, L::L2, L::L3), // out of order on purpose
    };
}

const BackendStats *findRepo(const QVector<BackendStats> &all, const QString &repo)
{
    for (const BackendStats &s : all)
        if (s.repo == repo)
            return &s;
    return nullptr;
}

} // namespace

class tst_BackendsDemoGenerator : public QObject
{
    Q_OBJECT

private slots:
    void deterministic()
    {
        const auto a = BackendsDemoGenerator::rows(timeline(), kDemoAsOf);
        const auto b = BackendsDemoGenerator::rows(timeline(), kDemoAsOf);
        QVERIFY(a.size() > 500);
        QCOMPARE(a, b);
        const auto other = BackendsDemoGenerator::rows(timeline(), kDemoAsOf, 2);
        QVERIFY(other != a);
    }

    void backendsAtL2AndAbove()
    {
        const auto rows = BackendsDemoGenerator::rows(timeline(), kDemoAsOf);
        QSet<QString> repos;
        for (const BackendJobRow &r : rows)
            repos.insert(r.downstreamRepo);
        QCOMPARE(repos, (QSet<QString>{u"Ascend/pytorch"_s, u"pytorch/crcr-test"_s, u"TorchedHat/pytorch-redhat-ci"_s,
                                       u"vllm-project/vllm"_s, u"Isalia20/pytorch-mps-ci"_s}));
        QVERIFY(BackendsDemoGenerator::rows({}, kDemoAsOf).isEmpty());
        // Before vLLM and Red Hat were listed there is nothing.
        QSet<QString> early;
        for (const BackendJobRow &r : BackendsDemoGenerator::rows(timeline(), test::utcSeconds(2026, 6, 20)))
            early.insert(r.downstreamRepo);
        QCOMPARE(early, (QSet<QString>{u"pytorch/crcr-test"_s, u"TorchedHat/pytorch-redhat-ci"_s}));
    }

    void levelsFollowTheTimeline()
    {
        const auto rows = BackendsDemoGenerator::rows(timeline(), kDemoAsOf);
        const qint64 ascendL3 = test::utcSeconds(2026, 9, 11);
        const qint64 mpsL2 = test::utcSeconds(2026, 9, 22);
        int ascend2 = 0, ascend3 = 0, mps = 0;
        for (const BackendJobRow &r : rows) {
            QVERIFY(r.startedAt > kDemoAsOf - 31 * kDaySeconds && r.startedAt < kDemoAsOf);
            QVERIFY(r.insertedAt < kDemoAsOf);
            QVERIFY(r.completedAt < kDemoAsOf);
            QCOMPARE(r.status == u"completed"_s, r.completedAt > 0);
            if (r.downstreamRepo == u"Ascend/pytorch"_s) {
                if (r.level == u"L3"_s) {
                    ++ascend3;
                    QVERIFY(r.startedAt >= ascendL3); // dispatched at L3, started later
                } else {
                    ++ascend2;
                    QCOMPARE(r.level, u"L2"_s);
                    if (r.runAttempt == 1)
                        QVERIFY(r.startedAt < ascendL3 + 2 * 3600); // dispatched before, queued a while
                }
            } else if (r.downstreamRepo == u"Isalia20/pytorch-mps-ci"_s) {
                ++mps;
                QCOMPARE(r.level, u"L2"_s);
                QVERIFY(r.startedAt >= mpsL2);
            } else if (r.downstreamRepo == u"pytorch/crcr-test"_s) {
                QCOMPARE(r.level, u"L3"_s);
            } else {
                QCOMPARE(r.level, u"L2"_s);
            }
        }
        QVERIFY(ascend2 > 100);
        QVERIFY(ascend3 > 100);
        QVERIFY(mps > 0);
    }

    void realisticRows()
    {
        const auto rows = BackendsDemoGenerator::rows(timeline(), kDemoAsOf);
        QSet<QString> inProgress, completed;
        bool rerun = false, nightly = false, timedOut = false, infra = false, xfail = false;
        for (const BackendJobRow &r : rows) {
            (r.status == u"completed"_s ? completed : inProgress).insert(r.dynamoKey);
            rerun = rerun || r.runAttempt == 2;
            nightly = nightly || (r.eventType == u"nightly"_s && r.prNumber == 0);
            timedOut = timedOut || (r.conclusion == u"timed_out"_s && r.downstreamRepo != u"pytorch/crcr-test"_s);
            infra = infra || r.triageCategory == u"infra"_s;
            xfail = xfail || (r.jobName.contains(u"xfail"_s) && r.conclusion == u"failure"_s);
            QVERIFY(r.dynamoKey.startsWith(r.downstreamRepo + u'/' + r.deliveryId + u'/'));
        }
        QVERIFY(rerun);
        QVERIFY(nightly);
        QVERIFY(timedOut);
        QVERIFY(infra);
        QVERIFY(xfail);
        QVERIFY(inProgress.intersects(completed)); // in progress, later completed
        QVERIFY(!(inProgress - completed).isEmpty()); // still running at asOf
    }

    void oneBackendCrossesTheDemotionThreshold()
    {
        QCOMPARE(BackendsDemoGenerator::demotionCandidate(timeline(), kDemoAsOf), u"Ascend/pytorch"_s);
        QCOMPARE(BackendsDemoGenerator::demotionCandidate(timeline(), test::utcSeconds(2026, 9, 1)), u"pytorch/crcr-test"_s);
        QCOMPARE(BackendsDemoGenerator::demotionCandidate(timeline(), test::utcSeconds(2026, 7, 1)), QString());
        for (const quint32 seed : {1u, 2u, 3u}) {
            const auto stats = BackendStatsCalculator::compute(BackendsDemoGenerator::rows(timeline(), kDemoAsOf, seed), kDemoAsOf);
            const BackendStats *ascend = findRepo(stats, u"Ascend/pytorch"_s);
            QVERIFY(ascend);
            QVERIFY2(*ascend->demotionWindow.passRate() <= 0.9,
                     qPrintable(QString::number(*ascend->demotionWindow.passRate())));
            const BackendStats *redhat = findRepo(stats, u"TorchedHat/pytorch-redhat-ci"_s);
            QVERIFY(redhat && *redhat->demotionWindow.passRate() > 0.9);
            const BackendStats *probe = findRepo(stats, u"pytorch/crcr-test"_s);
            // 3 of its 4 jobs fail, cancel or time out on purpose: they count as passes.
            QVERIFY(probe && *probe->promotionWindow.passRate() > 0.9);
        }
    }

    void fast()
    {
        const auto events = timeline();
        qint64 best = std::numeric_limits<qint64>::max();
        for (int i = 0; i < 5; ++i) {
            QElapsedTimer t;
            t.start();
            const auto rows = BackendsDemoGenerator::rows(events, kDemoAsOf);
            best = std::min(best, t.elapsed());
            QVERIFY(!rows.isEmpty());
        }
        qInfo("BackendsDemoGenerator::rows: best of 5 %lld ms", best);
        QVERIFY(best < 50);
    }
};

HW_TEST_GUILESS_MAIN(tst_BackendsDemoGenerator)
#include "tst_BackendsDemoGenerator.moc"
