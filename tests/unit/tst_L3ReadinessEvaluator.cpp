#include "BackendTestSnapshot.h"
#include "domain/TimeUnits.h"
#include "TestRegistry.h"

#include "backends/L3ReadinessEvaluator.h"

#include <QTest>

#include <cmath>

using namespace hw;

namespace {


// One backend's figures; starts healthy everywhere, each test row spoils exactly one thing.
struct Scenario {
    qint64 firstSeenAgo = 60 * kDaySeconds; // -1: never seen
    double tenure = 45;              // NaN: unknown
    // 14-day window
    qint64 pJobs = 1000, pSucceeded = 950, pTimedOut = 0, pOverruns = 0;
    double pE2e = 2 * 3600, pQueue = 10 * 60; // NaN: no data
    // 7-day window
    qint64 dJobs = 500, dSucceeded = 475, dTimedOut = 0;
    double dE2e = 2 * 3600;
    L3Targets targets;

    BackendStats stats() const
    {
        BackendStats s;
        s.repo = QStringLiteral("acme/backend");
        s.firstSeenAt = firstSeenAgo < 0 ? 0 : test::kLevelsAsOf - firstSeenAgo;
        WindowStats &p = s.promotionWindow;
        p.days = 14;
        p.jobs = pJobs;
        p.succeeded = pSucceeded;
        p.timedOut = pTimedOut;
        p.notTimedOut = pJobs - pTimedOut;
        p.overruns = pOverruns;
        if (!std::isnan(pE2e))
            p.e2eP50Seconds = pE2e;
        if (!std::isnan(pQueue))
            p.avgQueueSeconds = pQueue;
        WindowStats &d = s.demotionWindow;
        d.days = 7;
        d.jobs = dJobs;
        d.succeeded = dSucceeded;
        d.timedOut = dTimedOut;
        d.notTimedOut = dJobs - dTimedOut;
        if (!std::isnan(dE2e))
            d.e2eP50Seconds = dE2e;
        return s;
    }
    std::optional<double> tenureDays() const
    {
        return std::isnan(tenure) ? std::nullopt : std::optional<double>(tenure);
    }
};

const double kNaN = std::nan("");

int metCode(const std::optional<bool> &met)
{
    return met ? int(*met) : -1;
}

const L3CriterionResult *find(const QVector<L3CriterionResult> &list, const QString &key)
{
    for (const L3CriterionResult &c : list)
        if (c.key == key)
            return &c;
    return nullptr;
}

} // namespace

Q_DECLARE_METATYPE(Scenario)

class TestL3ReadinessEvaluator : public QObject
{
    Q_OBJECT
private slots:
    void verdicts_data()
    {
        using V = L3Assessment::Verdict;
        QTest::addColumn<Scenario>("scenario");
        QTest::addColumn<int>("level");
        QTest::addColumn<int>("verdict");
        QTest::addColumn<QString>("key");     // criterion to check ("" = none)
        QTest::addColumn<bool>("demotionWindow");
        QTest::addColumn<int>("met");         // -1 = no data, 0 = not met, 1 = met

        auto row = [](const char *name, Scenario s, TrustLevel level, V verdict, const char *key = "",
                      bool demotion = false, int met = 1) {
            QTest::newRow(name) << s << int(level) << int(verdict) << QString::fromLatin1(key) << demotion << met;
        };
        const Scenario healthy;
        Scenario s;

        // --- L2: promotion, 14-day window -----------------------------------------------------
        row("L2 healthy promotes", healthy, TrustLevel::L2, V::Promote, "passRate", false, 1);
        s = healthy; s.pSucceeded = 900;
        row("L2 pass exactly 90 % is met", s, TrustLevel::L2, V::Promote, "passRate", false, 1);
        s = healthy; s.pJobs = 10; s.pSucceeded = 9;
        row("L2 pass 9/10 is exactly 90 %", s, TrustLevel::L2, V::Promote, "passRate", false, 1);
        s = healthy; s.pJobs = 30; s.pSucceeded = 27;
        row("L2 pass 27/30 is exactly 90 %", s, TrustLevel::L2, V::Promote, "passRate", false, 1);
        s = healthy; s.pJobs = 10000; s.pSucceeded = 8999;
        row("L2 pass 89.99 % holds", s, TrustLevel::L2, V::Hold, "passRate", false, 0);
        s = healthy; s.pJobs = 2000000; s.pSucceeded = 1799999;
        row("L2 pass one job short of 90 % in 2 million", s, TrustLevel::L2, V::Hold, "passRate", false, 0);
        s = healthy; s.pJobs = 2000000; s.pSucceeded = 1800000;
        row("L2 pass 1800000/2000000 is exactly 90 %", s, TrustLevel::L2, V::Promote, "passRate", false, 1);
        s = healthy; s.pTimedOut = 10;
        row("L2 timeout exactly 1 % holds", s, TrustLevel::L2, V::Hold, "timeoutRate", false, 0);
        s = healthy; s.pJobs = 10000; s.pSucceeded = 9500; s.pTimedOut = 99;
        row("L2 timeout 0.99 % promotes", s, TrustLevel::L2, V::Promote, "timeoutRate", false, 1);
        s = healthy; s.pE2e = 3 * 3600;
        row("L2 e2e exactly 3 h holds", s, TrustLevel::L2, V::Hold, "e2eTimeS", false, 0);
        s = healthy; s.pE2e = 3 * 3600 - 1;
        row("L2 e2e 3 h - 1 s promotes", s, TrustLevel::L2, V::Promote, "e2eTimeS", false, 1);
        s = healthy; s.pE2e = 3 * 3600 + 1;
        row("L2 e2e 3 h + 1 s holds", s, TrustLevel::L2, V::Hold, "e2eTimeS", false, 0);
        s = healthy; s.pQueue = 30 * 60;
        row("L2 queue exactly 30 min holds", s, TrustLevel::L2, V::Hold, "avgQueueTimeS", false, 0);
        s = healthy; s.pQueue = 30 * 60 - 1;
        row("L2 queue 30 min - 1 s promotes", s, TrustLevel::L2, V::Promote, "avgQueueTimeS", false, 1);
        s = healthy; s.pOverruns = 10;
        row("L2 overrun exactly 1 % holds", s, TrustLevel::L2, V::Hold, "overrun_rate", false, 0);
        s = healthy; s.pOverruns = 9;
        row("L2 overrun 0.9 % promotes", s, TrustLevel::L2, V::Promote, "overrun_rate", false, 1);
        s = healthy; s.tenure = 30;
        row("L2 tenure exactly 30 d promotes", s, TrustLevel::L2, V::Promote, "tenureAtL2Days", false, 1);
        s = healthy; s.tenure = 30 - 1.0 / 86400;
        row("L2 tenure 30 d - 1 s holds", s, TrustLevel::L2, V::Hold, "tenureAtL2Days", false, 0);
        s = healthy; s.tenure = kNaN;
        row("L2 tenure unknown is not enough data", s, TrustLevel::L2, V::NotEnoughData, "tenureAtL2Days", false, -1);
        s = healthy; s.tenure = kNaN; s.pSucceeded = 800;
        row("L2 tenure unknown but failing holds", s, TrustLevel::L2, V::Hold, "passRate", false, 0);
        s = healthy; s.firstSeenAgo = 14 * kDaySeconds;
        row("L2 data exactly 14 d promotes", s, TrustLevel::L2, V::Promote);
        s = healthy; s.firstSeenAgo = 14 * kDaySeconds - 1;
        row("L2 data 14 d - 1 s is not enough", s, TrustLevel::L2, V::NotEnoughData);
        s = healthy; s.firstSeenAgo = -1;
        row("L2 never seen is not enough", s, TrustLevel::L2, V::NotEnoughData);
        s = healthy; s.pJobs = 0; s.pSucceeded = 0; s.pE2e = kNaN; s.pQueue = kNaN;
        row("L2 no jobs in 14 d", s, TrustLevel::L2, V::NotEnoughData, "passRate", false, -1);
        s = healthy; s.pQueue = kNaN;
        row("L2 queue unknown is not enough data", s, TrustLevel::L2, V::NotEnoughData, "avgQueueTimeS", false, -1);
        s = healthy; s.dSucceeded = 100;
        row("L2 bad 7-day window does not matter", s, TrustLevel::L2, V::Promote, "passRate", true, 0);

        // --- L3: demotion, 7-day window -------------------------------------------------------
        row("L3 healthy holds", healthy, TrustLevel::L3, V::Hold, "passRate", true, 1);
        s = healthy; s.dSucceeded = 450; s.pSucceeded = 900;
        // HUD's one rule (evaluateL3Threshold): 90.0 % meets ">= 90 %" for demotion too.
        row("L3 pass exactly 90 % holds", s, TrustLevel::L3, V::Hold, "passRate", true, 1);
        s = healthy; s.dSucceeded = 450; s.pSucceeded = 900;
        row("L3 pass exactly 90 % meets promotion", s, TrustLevel::L3, V::Hold, "passRate", false, 1);
        s = healthy; s.dJobs = 10000; s.dSucceeded = 9001;
        row("L3 pass 90.01 % holds", s, TrustLevel::L3, V::Hold, "passRate", true, 1);
        s = healthy; s.dJobs = 10000; s.dSucceeded = 8999;
        row("L3 pass 89.99 % demotes", s, TrustLevel::L3, V::Demote, "passRate", true, 0);
        s = healthy; s.dTimedOut = 5;
        row("L3 timeout exactly 1 % demotes", s, TrustLevel::L3, V::Demote, "timeoutRate", true, 0);
        s = healthy; s.dTimedOut = 4;
        row("L3 timeout 0.8 % holds", s, TrustLevel::L3, V::Hold, "timeoutRate", true, 1);
        s = healthy; s.dE2e = 3 * 3600;
        row("L3 e2e exactly 3 h demotes", s, TrustLevel::L3, V::Demote, "e2eTimeS", true, 0);
        s = healthy; s.dE2e = 3 * 3600 + 1;
        row("L3 e2e 3 h + 1 s demotes", s, TrustLevel::L3, V::Demote, "e2eTimeS", true, 0);
        s = healthy; s.dE2e = 3 * 3600 - 1;
        row("L3 e2e 3 h - 1 s holds", s, TrustLevel::L3, V::Hold, "e2eTimeS", true, 1);
        s = healthy; s.pQueue = 2 * 3600; s.pOverruns = 100; s.tenure = 1;
        row("L3 promotion-only criteria do not demote", s, TrustLevel::L3, V::Hold, "avgQueueTimeS", false, 0);
        s = healthy; s.dJobs = 0; s.dSucceeded = 0; s.dE2e = kNaN;
        row("L3 no jobs in 7 d", s, TrustLevel::L3, V::NotEnoughData, "passRate", true, -1);
        s = healthy; s.firstSeenAgo = 3 * kDaySeconds;
        row("L3 short data still judged", s, TrustLevel::L3, V::Hold);

        // --- L1, L4, not listed ---------------------------------------------------------------
        row("L1 healthy is not judged", healthy, TrustLevel::L1, V::NotEnoughData, "passRate", false, 1);
        s = healthy; s.dSucceeded = 10; s.dTimedOut = 100;
        row("L4 failing is held for maintainers", s, TrustLevel::L4, V::Hold, "passRate", true, 0);
        row("not listed", healthy, TrustLevel::Unknown, V::NotEnoughData);
    }
    void verdicts()
    {
        QFETCH(Scenario, scenario);
        QFETCH(int, level);
        QFETCH(int, verdict);
        QFETCH(QString, key);
        QFETCH(bool, demotionWindow);
        QFETCH(int, met);

        const L3Assessment a = L3ReadinessEvaluator::evaluate(scenario.stats(), TrustLevel(level),
                                                              scenario.tenureDays(), test::kLevelsAsOf, scenario.targets);
        QCOMPARE(int(a.verdict), verdict);
        QVERIFY(!a.reasons.isEmpty());
        QVERIFY(!a.whatIf);
        if (!key.isEmpty()) {
            const L3CriterionResult *c = find(demotionWindow ? a.demotion : a.promotion, key);
            QVERIFY2(c, qPrintable(key));
            QCOMPARE(metCode(c->met), met);
        }
    }

    void everyCriterionFilled()
    {
        const Scenario s;
        const L3Assessment a = L3ReadinessEvaluator::evaluate(s.stats(), TrustLevel::L2, s.tenureDays(), test::kLevelsAsOf);
        const QStringList promotionKeys = {u"tenureAtL2Days"_qs, u"e2eTimeS"_qs, u"avgQueueTimeS"_qs,
                                           u"overrun_rate"_qs, u"timeoutRate"_qs, u"passRate"_qs};
        QCOMPARE(a.promotion.size(), promotionKeys.size());
        for (qsizetype i = 0; i < promotionKeys.size(); ++i) {
            const L3CriterionResult &c = a.promotion.at(i);
            QCOMPARE(c.key, promotionKeys.at(i));
            QVERIFY(!c.label.isEmpty());
            QCOMPARE(c.windowDays, c.key == u"tenureAtL2Days"_qs ? 0 : 14);
            QVERIFY(c.measured.has_value());
            QCOMPARE(c.met, std::optional<bool>(true));
            QCOMPARE(c.countsForDemotion, c.key == u"e2eTimeS"_qs || c.key == u"timeoutRate"_qs
                                              || c.key == u"passRate"_qs);
        }
        const L3CriterionResult *pass = find(a.promotion, u"passRate"_qs);
        QCOMPARE(pass->comparison, u">="_qs);
        QCOMPARE(*pass->measured, 0.95);
        QCOMPARE(pass->target, 0.90);
        QCOMPARE(find(a.promotion, u"e2eTimeS"_qs)->target, 3.0 * 3600);
        QCOMPARE(find(a.promotion, u"avgQueueTimeS"_qs)->target, 30.0 * 60);

        const QStringList demotionKeys = {u"e2eTimeS"_qs, u"timeoutRate"_qs, u"passRate"_qs};
        QCOMPARE(a.demotion.size(), demotionKeys.size());
        for (qsizetype i = 0; i < demotionKeys.size(); ++i) {
            QCOMPARE(a.demotion.at(i).key, demotionKeys.at(i));
            QCOMPARE(a.demotion.at(i).windowDays, 7);
            QVERIFY(a.demotion.at(i).countsForDemotion);
        }
        QCOMPARE(find(a.demotion, u"passRate"_qs)->comparison, u">="_qs);
        QCOMPARE(find(a.demotion, u"timeoutRate"_qs)->comparison, u"<"_qs);
        QCOMPARE(find(a.demotion, u"e2eTimeS"_qs)->comparison, u"<"_qs);
    }

    void reasonLines_data()
    {
        QTest::addColumn<Scenario>("scenario");
        QTest::addColumn<int>("level");
        QTest::addColumn<QString>("expected");
        Scenario s;
        s.dJobs = 500; s.dSucceeded = 441;
        QTest::newRow("demote on pass") << s << int(TrustLevel::L3)
                                        << u"pass rate 88.2 % < 90 % over the last 7 days"_qs;
        s = {}; s.dSucceeded = 450;
        QTest::newRow("exactly 90 % is fine") << s << int(TrustLevel::L3)
                                              << u"pass rate 90.0 % \u2265 90 % over the last 7 days"_qs;
        s = {}; s.dE2e = 3 * 3600;
        QTest::newRow("e2e exactly 3 h demotes") << s << int(TrustLevel::L3)
                                                 << u"end-to-end time P50 3 h \u2265 3 h over the last 7 days"_qs;
        s = {}; s.pJobs = 10000; s.pSucceeded = 8999;
        QTest::newRow("89.99 % not rounded to 90") << s << int(TrustLevel::L2)
                                                   << u"pass rate 89.99 % < 90 % over the last 14 days"_qs;
        s = {}; s.dE2e = 3 * 3600 + 1;
        QTest::newRow("e2e 3 h + 1 s") << s << int(TrustLevel::L3)
                                       << u"end-to-end time P50 3 h 1 s \u2265 3 h over the last 7 days"_qs;
        s = {}; s.pQueue = 30 * 60;
        QTest::newRow("queue exactly 30 min") << s << int(TrustLevel::L2)
                                              << u"mean queue time 30 min \u2265 30 min over the last 14 days"_qs;
        s = {}; s.tenure = 12;
        QTest::newRow("tenure") << s << int(TrustLevel::L2) << u"time at L2 12 d < 30 d"_qs;
        s = {}; s.pTimedOut = 10;
        QTest::newRow("timeout exactly 1 %") << s << int(TrustLevel::L2)
                                             << u"timeout rate 1.0 % \u2265 1 % over the last 14 days"_qs;
        s = {};
        QTest::newRow("promote lists met") << s << int(TrustLevel::L2)
                                           << u"pass rate 95.0 % \u2265 90 % over the last 14 days"_qs;
    }
    void reasonLines()
    {
        QFETCH(Scenario, scenario);
        QFETCH(int, level);
        QFETCH(QString, expected);
        const L3Assessment a = L3ReadinessEvaluator::evaluate(scenario.stats(), TrustLevel(level),
                                                              scenario.tenureDays(), test::kLevelsAsOf);
        QVERIFY2(a.reasons.contains(expected), qPrintable(a.reasons.join(u'\n')));
    }

    // HUD says two different things about an L3 repo without data: its /crcr page lists it as on
    // temporary demotion, its level-status reports no change. The assessment carries both.
    void noDataAtL3IsTemporaryDemotionWithoutLevelStatusChange()
    {
        Scenario s;
        s.dJobs = 0;
        s.dSucceeded = 0;
        s.dE2e = kNaN;
        L3Assessment a = L3ReadinessEvaluator::evaluate(s.stats(), TrustLevel::L3, s.tenureDays(), test::kLevelsAsOf);
        QCOMPARE(a.verdict, L3Assessment::Verdict::NotEnoughData);
        QVERIFY(a.noData);
        QVERIFY(a.temporaryDemotion);
        QVERIFY(!a.levelStatusDemote);
        QVERIFY2(a.reasons.join(u'\n').contains(u"temporary demotion"_qs), qPrintable(a.reasons.join(u'\n')));

        s = {};
        s.dSucceeded = 449; // 89.8 %: fails with data
        a = L3ReadinessEvaluator::evaluate(s.stats(), TrustLevel::L3, s.tenureDays(), test::kLevelsAsOf);
        QCOMPARE(a.verdict, L3Assessment::Verdict::Demote);
        QVERIFY(!a.noData && a.temporaryDemotion && a.levelStatusDemote);

        s = {}; // healthy
        a = L3ReadinessEvaluator::evaluate(s.stats(), TrustLevel::L3, s.tenureDays(), test::kLevelsAsOf);
        QVERIFY(!a.noData && !a.temporaryDemotion && !a.levelStatusDemote);
    }

    void notEnoughDataSaysHowMuch()
    {
        Scenario s;
        s.firstSeenAgo = 14 * kDaySeconds - 1;
        const L3Assessment a = L3ReadinessEvaluator::evaluate(s.stats(), TrustLevel::L2, s.tenureDays(), test::kLevelsAsOf);
        QCOMPARE(a.verdict, L3Assessment::Verdict::NotEnoughData);
        QCOMPARE(a.reasons.size(), 1);
        // Never rounded up to the target.
        QVERIFY2(a.reasons.first().startsWith(u"only 13.99"_qs), qPrintable(a.reasons.first()));
        QVERIFY(a.reasons.first().contains(u"14 days"_qs));
    }

    void displayHelpers()
    {
        Scenario s;
        s.pJobs = 10000;
        s.pSucceeded = 8999;
        s.pE2e = 3 * 3600 - 1;
        s.tenure = kNaN;
        const L3Assessment a = L3ReadinessEvaluator::evaluate(s.stats(), TrustLevel::L2, s.tenureDays(), test::kLevelsAsOf);
        const L3CriterionResult *pass = find(a.promotion, u"passRate"_qs);
        QCOMPARE(L3ReadinessEvaluator::formatMeasured(*pass), u"89.99 %"_qs);
        QCOMPARE(L3ReadinessEvaluator::formatTarget(*pass), u"\u2265 90 %"_qs);
        QCOMPARE(L3ReadinessEvaluator::formatTarget(*find(a.demotion, u"passRate"_qs)), u"\u2265 90 %"_qs);
        const L3CriterionResult *e2e = find(a.promotion, u"e2eTimeS"_qs);
        QCOMPARE(L3ReadinessEvaluator::formatMeasured(*e2e), u"2 h 59 min 59 s"_qs);
        QCOMPARE(L3ReadinessEvaluator::formatTarget(*e2e), u"< 3 h"_qs);
        QCOMPARE(L3ReadinessEvaluator::formatTarget(*find(a.demotion, u"e2eTimeS"_qs)), u"< 3 h"_qs);
        QCOMPARE(L3ReadinessEvaluator::formatMeasured(*find(a.promotion, u"tenureAtL2Days"_qs)), u"\u2014"_qs);
        QCOMPARE(L3ReadinessEvaluator::formatTarget(*find(a.promotion, u"tenureAtL2Days"_qs)), u"\u2265 30 d"_qs);
        QCOMPARE(L3ReadinessEvaluator::verdictText(L3Assessment::Verdict::Promote), u"Promote to L3"_qs);
        QCOMPARE(L3ReadinessEvaluator::verdictText(L3Assessment::Verdict::Demote), u"Demote to L2"_qs);
        QCOMPARE(L3ReadinessEvaluator::verdictText(L3Assessment::Verdict::Hold), u"Hold"_qs);
        QCOMPARE(L3ReadinessEvaluator::verdictText(L3Assessment::Verdict::NotEnoughData), u"Not enough data"_qs);
    }

    void whatIf()
    {
        Scenario s; // 95 % pass rate
        L3Targets stricter;
        stricter.passRateMin = 0.96;
        QVERIFY(!stricter.isDefault());
        L3Assessment a = L3ReadinessEvaluator::evaluate(s.stats(), TrustLevel::L2, s.tenureDays(), test::kLevelsAsOf, stricter);
        QVERIFY(a.whatIf);
        QCOMPARE(a.verdict, L3Assessment::Verdict::Hold);
        QCOMPARE(find(a.promotion, u"passRate"_qs)->target, 0.96);
        QVERIFY2(a.reasons.contains(u"pass rate 95.0 % < 96 % over the last 14 days"_qs),
                 qPrintable(a.reasons.join(u'\n')));

        // The same backend at L3 with 88 %: demoted by default, kept with a 85 % what-if target.
        s.dSucceeded = 440;
        a = L3ReadinessEvaluator::evaluate(s.stats(), TrustLevel::L3, s.tenureDays(), test::kLevelsAsOf);
        QVERIFY(!a.whatIf);
        QCOMPARE(a.verdict, L3Assessment::Verdict::Demote);
        L3Targets lenient;
        lenient.passRateMin = 0.85;
        a = L3ReadinessEvaluator::evaluate(s.stats(), TrustLevel::L3, s.tenureDays(), test::kLevelsAsOf, lenient);
        QVERIFY(a.whatIf);
        QCOMPARE(a.verdict, L3Assessment::Verdict::Hold);

        // A what-if target entered as a percentage (90 / 100) behaves like the default.
        L3Targets typed;
        typed.passRateMin = 90 / 100.0;
        typed.minDataDays = 7;
        s = {};
        s.pSucceeded = 900;
        a = L3ReadinessEvaluator::evaluate(s.stats(), TrustLevel::L2, s.tenureDays(), test::kLevelsAsOf, typed);
        QVERIFY(a.whatIf);
        QCOMPARE(a.verdict, L3Assessment::Verdict::Promote);

        // A different window length cannot be evaluated from fixed-window figures: said so.
        L3Targets longer;
        longer.promotionWindowDays = 28;
        a = L3ReadinessEvaluator::evaluate(s.stats(), TrustLevel::L2, s.tenureDays(), test::kLevelsAsOf, longer);
        QVERIFY(a.whatIf);
        QVERIFY2(a.reasons.contains(u"a 28-day window was asked for, but the figures cover 14 days"_qs),
                 qPrintable(a.reasons.join(u'\n')));
    }
};

HW_TEST_GUILESS_MAIN(TestL3ReadinessEvaluator)
#include "tst_L3ReadinessEvaluator.moc"
