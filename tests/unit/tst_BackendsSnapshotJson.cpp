#include "TestRegistry.h"

#include "backends/BackendsSnapshotJson.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace hw;

namespace {

WindowStats window(int days, qint64 base, bool withTimes)
{
    WindowStats w;
    w.days = days;
    w.jobs = base;
    w.succeeded = base - 7;
    w.testFailures = 3;
    w.infraFailures = 4;
    w.timedOut = 2;
    w.cancelled = 1;
    w.overruns = 5;
    w.notTimedOut = base - 2;
    if (withTimes) {
        w.e2eP50Seconds = 0.1 + 0.2; // not representable exactly: must survive as the same double
        w.avgQueueSeconds = 1799.999999999;
    }
    w.firstCompletedAt = 1794000000;
    w.lastCompletedAt = 1795300000;
    return w;
}

// Every field of every type set to something other than its default.
BackendsSnapshot fullSnapshot()
{
    BackendsSnapshot s;
    s.asOf = 1795345200;
    Allowlist list;
    list.entries.append(AllowlistEntry{u"Ascend/pytorch"_qs, TrustLevel::L3, u"npu"_qs,
                                       {u"fffrog"_qs, u"can-gaa-hou"_qs}, {u"nightly"_qs}, 42});
    list.entries.append(AllowlistEntry{u"pytorch/crcr-test"_qs, TrustLevel::L2, QString(), {}, {}, 0});
    s.allowlist = list;

    LevelStatus ls;
    ls.repo = u"Ascend/pytorch"_qs;
    ls.level = TrustLevel::L3;
    ls.change = u"demote"_qs;
    ls.noData = true;
    ls.windowDays = 7;
    ls.criteria = {RelayCriterion{u"passRate"_qs, 0.882, 0.9, false, QString(), QString(), true},
                   RelayCriterion{u"e2eTimeS"_qs, std::nullopt, 0, false, u"\u2013"_qs, u"< 3h"_qs, false}};
    s.levelStatus = {ls, LevelStatus{}};

    BackendStats b;
    b.repo = u"Ascend/pytorch"_qs;
    b.demotionWindow = window(7, 500, true);
    b.promotionWindow = window(14, 1000, false);
    b.lastConclusion = u"failure"_qs;
    b.lastCompletedAt = 1795300000;
    b.lastJobName = u"test (xfail, 1, 1)"_qs;
    b.lastExpectedOutcome = true;
    b.firstSeenAt = 1782000000;
    b.daily = {DailyCount{1795219200, 40, 3, 2}, DailyCount{1795305600, 38, 0, 1}};
    b.levels = {LevelObservation{TrustLevel::L2, 1782000000, 1788000000},
                LevelObservation{TrustLevel::L3, 1788000100, 1795300000}};
    s.stats = {b, BackendStats{}};

    BackendJobResult j;
    j.repo = u"Ascend/pytorch"_qs;
    j.prNumber = 196580;
    j.headSha = u"0123456789abcdef0123456789abcdef01234567"_qs;
    j.eventType = u"pull_request"_qs;
    j.deliveryId = u"d-1"_qs;
    j.workflowName = u"npu-ci"_qs;
    j.jobName = u"test (default, 1, 2) \u2014 \u00e9"_qs;
    j.runAttempt = 3;
    j.status = u"completed"_qs;
    j.conclusion = u"timed_out"_qs;
    j.expectedOutcome = true;
    j.startedAt = 1795200000;
    j.completedAt = 1795221600;
    j.queueSeconds = 12.5;
    j.executionSeconds = 21600.25;
    j.totalTests = 9000;
    j.passedTests = 8900;
    j.failedTests = 7;
    j.skippedTests = 93;
    j.triageCategory = u"infra"_qs;
    j.url = u"https://github.com/Ascend/pytorch/actions/runs/1"_qs;
    j.level = u"L3"_qs;
    s.jobs = {j, BackendJobResult{}};

    s.prs.insert(196580, PullRequestInfo{196580, u"Promote Ascend NPU to L3"_qs, u"fffrog"_qs});
    s.prs.insert(1, PullRequestInfo{2, u"key differs from number"_qs, QString()});

    LevelChangeEvent e;
    e.date = QDate(2026, 9, 11);
    e.repo = u"Ascend/pytorch"_qs;
    e.from = TrustLevel::L2;
    e.to = TrustLevel::L3;
    e.pr = 196580;
    e.author = u"fffrog"_qs;
    e.note = u"Promote"_qs;
    e.source = LevelChangeEvent::Source::ClickHouse;
    s.levelHistory = {e, LevelChangeEvent{}};
    return s;
}

QJsonObject mutated(const QString &key, const QJsonValue &value)
{
    QJsonObject o = BackendsSnapshotJson::toJson(fullSnapshot());
    o.insert(key, value);
    return o;
}

} // namespace

class TestCrcrSnapshotJson : public QObject
{
    Q_OBJECT
private slots:
    void roundTripInMemory()
    {
        const BackendsSnapshot original = fullSnapshot();
        const QJsonObject json = BackendsSnapshotJson::toJson(original);
        QCOMPARE(json.value(u"version"_qs).toInt(), 2);
        const auto back = BackendsSnapshotJson::fromJson(json);
        QVERIFY2(back, qPrintable(back.error()));
        QVERIFY(*back == original);
    }

    void roundTripThroughText()
    {
        const BackendsSnapshot original = fullSnapshot();
        const QByteArray text = QJsonDocument(BackendsSnapshotJson::toJson(original)).toJson(QJsonDocument::Compact);
        const QJsonDocument doc = QJsonDocument::fromJson(text);
        QVERIFY(doc.isObject());
        const auto back = BackendsSnapshotJson::fromJson(doc.object());
        QVERIFY2(back, qPrintable(back.error()));
        QCOMPARE(back->stats.first().demotionWindow.e2eP50Seconds, std::optional<double>(0.1 + 0.2));
        QCOMPARE(back->stats.first().promotionWindow.e2eP50Seconds, std::nullopt);
        QCOMPARE(back->levelStatus.first().criteria.last().measured, std::nullopt);
        QCOMPARE(back->prs.value(1).number, qint64(2));
        QVERIFY(*back == original);
        // Same snapshot, same text (the cache can compare blobs).
        QCOMPARE(QJsonDocument(BackendsSnapshotJson::toJson(*back)).toJson(QJsonDocument::Compact), text);
    }

    void emptySnapshotKeepsNoAllowlist()
    {
        const BackendsSnapshot empty;
        const QJsonObject json = BackendsSnapshotJson::toJson(empty);
        QVERIFY(json.value(u"allowlist"_qs).isNull());
        const auto back = BackendsSnapshotJson::fromJson(json);
        QVERIFY2(back, qPrintable(back.error()));
        QVERIFY(!back->allowlist.has_value());
        QVERIFY(*back == empty);

        BackendsSnapshot emptyList;
        emptyList.allowlist = Allowlist{};
        const auto back2 = BackendsSnapshotJson::fromJson(BackendsSnapshotJson::toJson(emptyList));
        QVERIFY(back2 && back2->allowlist.has_value());
        QVERIFY(!(*back2 == empty));
    }

    void lastJobFieldsRoundTripAndOldSnapshotsLoad()
    {
        const BackendsSnapshot original = fullSnapshot();
        QJsonObject o = BackendsSnapshotJson::toJson(original);
        QJsonArray stats = o.value(u"stats"_qs).toArray();
        QJsonObject first = stats.at(0).toObject();
        QCOMPARE(first.value(u"lastJobName"_qs).toString(), u"test (xfail, 1, 1)"_qs);
        QCOMPARE(first.value(u"lastExpectedOutcome"_qs), QJsonValue(true));

        // A snapshot written before the two keys existed still loads, with the defaults.
        first.remove(u"lastJobName"_qs);
        first.remove(u"lastExpectedOutcome"_qs);
        stats.replace(0, first);
        o.insert(u"stats"_qs, stats);
        const auto old = BackendsSnapshotJson::fromJson(o);
        QVERIFY2(old, qPrintable(old.error()));
        QCOMPARE(old->stats.first().lastJobName, QString());
        QCOMPARE(old->stats.first().lastExpectedOutcome, false);
        QCOMPARE(old->stats.first().lastConclusion, u"failure"_qs);
        BackendsSnapshot expected = original;
        expected.stats.first().lastJobName.clear();
        expected.stats.first().lastExpectedOutcome = false;
        QVERIFY(*old == expected);
    }

    // Version 2 (issue 29) is HUD's L3 population and figures; version 1's windows were the
    // console's earlier definitions. A version-1 snapshot (a cache or a recording made before) still
    // loads what it observed, without those windows; version 2 requires e2eRuns.
    void versionOneLoadsWithoutItsWindows()
    {
        const BackendsSnapshot original = fullSnapshot();
        QJsonObject o = BackendsSnapshotJson::toJson(original);
        QCOMPARE(o.value(u"version"_qs), QJsonValue(2));
        // Version 1 as it was written: no e2eRuns, no consoleOwnFigures.
        o.insert(u"version"_qs, 1);
        o.remove(u"consoleOwnFigures"_qs);
        QJsonArray stats = o.value(u"stats"_qs).toArray();
        for (qsizetype i = 0; i < stats.size(); ++i) {
            QJsonObject b = stats.at(i).toObject();
            for (const QString &window : {u"demotionWindow"_qs, u"promotionWindow"_qs}) {
                QJsonObject w = b.value(window).toObject();
                w.remove(u"e2eRuns"_qs);
                b.insert(window, w);
            }
            stats.replace(i, b);
        }
        o.insert(u"stats"_qs, stats);
        const auto old = BackendsSnapshotJson::fromJson(o);
        QVERIFY2(old, qPrintable(old.error()));
        BackendsSnapshot expected = original;
        for (BackendStats &b : expected.stats) {
            const int demotionDays = b.demotionWindow.days, promotionDays = b.promotionWindow.days;
            b.demotionWindow = WindowStats{};
            b.demotionWindow.days = demotionDays;
            b.promotionWindow = WindowStats{};
            b.promotionWindow.days = promotionDays;
        }
        QVERIFY(*old == expected);
        QCOMPARE(old->stats.first().promotionWindow.days, 14);
        QCOMPARE(old->stats.first().promotionWindow.jobs, 0);
        QVERIFY(!old->stats.first().demotionWindow.passRate()); // no data, not the old figure
        QCOMPARE(old->levelHistory, original.levelHistory);    // what the console saw is kept
        QCOMPARE(old->stats.first().daily, original.stats.first().daily);

        // Version 2 without e2eRuns is damaged, not old.
        o.insert(u"version"_qs, 2);
        const auto damaged = BackendsSnapshotJson::fromJson(o);
        QVERIFY(!damaged);
        QCOMPARE(damaged.error(), u"CRCR snapshot: stats[0].demotionWindow.e2eRuns: expected an integer, got nothing (missing)"_qs);
    }

    void errors_data()
    {
        QTest::addColumn<QJsonObject>("json");
        QTest::addColumn<QString>("error");
        QTest::newRow("no version") << QJsonObject{} << u"CRCR snapshot: version: expected the number 2, got nothing (missing)"_qs;
        QTest::newRow("version 3") << mutated(u"version"_qs, 3) << u"CRCR snapshot: version: unsupported version 3 (expected 2)"_qs;
        QTest::newRow("version 0") << mutated(u"version"_qs, 0) << u"CRCR snapshot: version: unsupported version 0 (expected 2)"_qs;
        QTest::newRow("version string") << mutated(u"version"_qs, u"2"_qs) << u"CRCR snapshot: version: expected the number 2, got a string"_qs;
        QTest::newRow("asOf string") << mutated(u"asOf"_qs, u"now"_qs) << u"CRCR snapshot: asOf: expected an integer, got a string"_qs;
        QTest::newRow("asOf fraction") << mutated(u"asOf"_qs, 1.5) << u"CRCR snapshot: asOf: expected an integer, got 1.5"_qs;
        QTest::newRow("stats not array") << mutated(u"stats"_qs, QJsonObject{}) << u"CRCR snapshot: stats: expected an array, got an object"_qs;
        QTest::newRow("allowlist array") << mutated(u"allowlist"_qs, QJsonArray{}) << u"CRCR snapshot: allowlist: expected an object, got an array"_qs;

        QJsonObject o = BackendsSnapshotJson::toJson(fullSnapshot());
        QJsonArray stats = o.value(u"stats"_qs).toArray();
        QJsonObject first = stats.at(0).toObject();
        QJsonObject w = first.value(u"promotionWindow"_qs).toObject();
        w.insert(u"jobs"_qs, u"1000"_qs);
        first.insert(u"promotionWindow"_qs, w);
        stats.replace(0, first);
        o.insert(u"stats"_qs, stats);
        QTest::newRow("nested type") << o << u"CRCR snapshot: stats[0].promotionWindow.jobs: expected an integer, got a string"_qs;

        o = BackendsSnapshotJson::toJson(fullSnapshot());
        QJsonArray history = o.value(u"levelHistory"_qs).toArray();
        QJsonObject e = history.at(0).toObject();
        e.insert(u"to"_qs, u"L7"_qs);
        history.replace(0, e);
        o.insert(u"levelHistory"_qs, history);
        QTest::newRow("bad level") << o << u"CRCR snapshot: levelHistory[0].to: \"L7\" is not a level (L1..L4)"_qs;

        o = BackendsSnapshotJson::toJson(fullSnapshot());
        QJsonArray jobs = o.value(u"jobs"_qs).toArray();
        QJsonObject job = jobs.at(1).toObject();
        job.remove(u"expectedOutcome"_qs);
        jobs.replace(1, job);
        o.insert(u"jobs"_qs, jobs);
        QTest::newRow("missing field") << o << u"CRCR snapshot: jobs[1].expectedOutcome: expected a boolean, got nothing (missing)"_qs;

        o = BackendsSnapshotJson::toJson(fullSnapshot());
        stats = o.value(u"stats"_qs).toArray();
        first = stats.at(0).toObject();
        first.insert(u"lastExpectedOutcome"_qs, u"yes"_qs);
        stats.replace(0, first);
        o.insert(u"stats"_qs, stats);
        QTest::newRow("optional field, wrong type") << o << u"CRCR snapshot: stats[0].lastExpectedOutcome: expected a boolean, got a string"_qs;

        o = BackendsSnapshotJson::toJson(fullSnapshot());
        QJsonArray prs = o.value(u"prs"_qs).toArray();
        prs.append(prs.at(0));
        o.insert(u"prs"_qs, prs);
        QTest::newRow("duplicate pr") << o << u"CRCR snapshot: prs: pull request 1 listed twice"_qs;
    }
    void errors()
    {
        QFETCH(QJsonObject, json);
        QFETCH(QString, error);
        const auto refused = BackendsSnapshotJson::fromJson(json);
        QVERIFY(!refused);
        QCOMPARE(refused.error(), error);
    }
};

HW_TEST_GUILESS_MAIN(TestCrcrSnapshotJson)
#include "tst_BackendsSnapshotJson.moc"
