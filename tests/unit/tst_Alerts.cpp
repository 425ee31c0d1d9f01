// Alert rules over a recorded sequence of syncs: exactly the notifications on call wants —
// broke, still broken (after the rule's hours; a source after 1, 2, 3, 5, 8, 13 failed polls),
// fixed — and no others; unstable and flaky-only jobs never alert; mute, snooze and
// acknowledge hold, and survive a restart through the saved preferences.
#include "AlertKeys.h"
#include "TestRegistry.h"
#include "alerts/AlertTracker.h"
#include "alerts/GridAlertEvaluator.h"
#include "grid/GroupingRules.h"
#include "profiles/ProfileSettings.h"

#include <QTest>

using namespace hw;
using namespace Qt::StringLiterals;

namespace {

constexpr qint64 kT0 = 1'790'000'000;

// A grid from letters, one string per column, newest commit first: "XXO" = failed on the two
// newest commits, passed before.
GridAlertInput grid(const QList<std::pair<QString, QString>> &columns)
{
    GridAlertInput in;
    qsizetype rows = 0;
    for (const auto &[name, letters] : columns)
        rows = std::max(rows, letters.size());
    for (qsizetype r = 0; r < rows; ++r) {
        in.shas << u"%1abcdef0123"_s.arg(r, 4, 10, QLatin1Char('0'));
        in.commitTimes << kT0 - r * 600; // a commit every 10 minutes
    }
    for (const auto &[name, letters] : columns) {
        GridAlertInput::Column c;
        c.name = name;
        for (const QChar ch : letters) {
            const QString l(ch);
            CellStatus s = CellStatus::NoJob;
            for (int i = 0; i <= int(CellStatus::Warning); ++i)
                if (cellLetter(CellStatus(i)) == l)
                    s = CellStatus(i);
            c.cells << s;
        }
        in.columns << c;
    }
    return in;
}

} // namespace

class tst_Alerts : public QObject
{
    Q_OBJECT
private slots:
    void brokenJobsByTheRule_data()
    {
        QTest::addColumn<QString>("letters");
        QTest::addColumn<int>("needed");
        QTest::addColumn<bool>("broken");
        QTest::newRow("two failures") << u"XXO"_s << 2 << true;
        QTest::newRow("one failure") << u"XOO"_s << 2 << false;
        QTest::newRow("one failure, N = 1") << u"XOO"_s << 1 << true;
        QTest::newRow("timed out counts") << u"TXO"_s << 2 << true;
        QTest::newRow("running on top is skipped") << u"??XXO"_s << 2 << true;
        QTest::newRow("queued, cancelled, skipped, no job are skipped") << u"QC~SXX"_s << 2 << true;
        QTest::newRow("unstable job (W)") << u"WWW"_s << 2 << false;
        QTest::newRow("flaky only (F)") << u"FFX"_s << 2 << false;
        QTest::newRow("fixed on top") << u"OXX"_s << 2 << false;
        QTest::newRow("nothing finished") << u"??Q"_s << 1 << false;
    }
    void brokenJobsByTheRule()
    {
        QFETCH(QString, letters);
        QFETCH(int, needed);
        QFETCH(bool, broken);
        AlertRules rules;
        rules.consecutiveFailures = needed;
        rules.trunkRedMinutes = 0;
        const Alerts alerts = GridAlertEvaluator::evaluate(grid({{u"pull / linux / test"_s, letters}}), rules, nullptr, kT0);
        QCOMPARE(test::alertKeys(alerts).contains(u"job:pull / linux / test"_s), broken);
    }

    void detailSinceAndTarget()
    {
        AlertRules rules;
        rules.trunkRedMinutes = 0;
        const auto in = grid({{u"pull / a"_s, u"?XXXO"_s}});
        const Alerts alerts = GridAlertEvaluator::evaluate(in, rules, nullptr, kT0);
        QCOMPARE(alerts.size(), 1);
        const Alert &a = alerts.first();
        QCOMPARE(a.since, in.commitTimes[3]); // the oldest commit of the streak
        QVERIFY2(a.detail.contains(u"3 commits"_s) && a.detail.contains(in.shas[3].left(7)), qPrintable(a.detail));
        QCOMPARE(a.target, GridAlertEvaluator::gridTarget(u"pull / a"_s, in.shas[1]));
    }

    void groupsTrunkAndTheUsersRule()
    {
        AlertRules rules;
        rules.groupRule = true;
        rules.trunkRedMinutes = 15;
        rules.jobPatterns = {u"rocm"_s};
        const GroupingRules grouping = GroupingRules::defaults();
        const auto in = grid({{u"pull / linux-jammy / test (default, 1, 5)"_s, u"XXXO"_s},
            {u"trunk / rocm / test"_s, u"XOO"_s}, {u"lint / lintrunner"_s, u"OOO"_s}});
        // The streak started 20 minutes before kT0: red long enough.
        const Alerts alerts = GridAlertEvaluator::evaluate(in, rules, &grouping, kT0);
        const QStringList k = test::alertKeys(alerts);
        QVERIFY2(k.contains(u"job:pull / linux-jammy / test (default, 1, 5)"_s), qPrintable(k.join(u"; ")));
        QVERIFY(k.contains(u"trunk"_s));
        QVERIFY(k.contains(u"rule:rocm:trunk / rocm / test"_s));
        QCOMPARE(std::count_if(alerts.cbegin(), alerts.cend(), [](const Alert &a) { return a.kind == Alert::Kind::GroupRed; }), 1);
        // Red for less than the rule's minutes: no trunk alert yet.
        rules.trunkRedMinutes = 60;
        QVERIFY(!test::alertKeys(GridAlertEvaluator::evaluate(in, rules, &grouping, kT0)).contains(u"trunk"_s));
    }

    void sourceAlerts()
    {
        AlertRules rules;
        auto a = GridAlertEvaluator::sourceAlert(u"clickhouse"_s, 3, kT0 - 60, rules, kT0);
        QVERIFY(a);
        QCOMPARE(a->kind, Alert::Kind::SourceUnreachable);
        QCOMPARE(a->occurrence, 3);
        a = GridAlertEvaluator::sourceAlert(u"clickhouse"_s, 0, kT0 - 16 * 60, rules, kT0);
        QVERIFY(a);
        QCOMPARE(a->kind, Alert::Kind::DataStale);
        QVERIFY(!GridAlertEvaluator::sourceAlert(u"clickhouse"_s, 0, kT0 - 60, rules, kT0));
    }

    void transitionsOverARecordedSequence()
    {
        AlertRules rules;
        rules.trunkRedMinutes = 0;
        rules.stillBrokenHours = 2;
        AlertTracker tracker(rules);
        const auto sync = [&](const QList<std::pair<QString, QString>> &columns, qint64 t) {
            return tracker.update(GridAlertEvaluator::evaluate(grid(columns), rules, nullptr, t), t);
        };
        // 1: all green: nothing to say.
        QVERIFY(sync({{u"a"_s, u"OO"_s}, {u"b"_s, u"OO"_s}}, kT0).isEmpty());
        // 2: a breaks.
        AlertDigest d = sync({{u"a"_s, u"XXO"_s}, {u"b"_s, u"OO"_s}}, kT0 + 600);
        QCOMPARE(test::alertKeys(d.broke), QStringList {u"job:a"_s});
        QVERIFY(d.fixed.isEmpty() && d.stillBroken.isEmpty());
        QCOMPARE(d.title(), u"1 broke"_s);
        // 3: still broken, an hour later: quiet.
        QVERIFY(sync({{u"a"_s, u"XXXO"_s}, {u"b"_s, u"OO"_s}}, kT0 + 3600).isEmpty());
        // 4: two hours after it broke: "still broken", once.
        d = sync({{u"a"_s, u"XXXXO"_s}, {u"b"_s, u"OO"_s}}, kT0 + 600 + 2 * 3600);
        QCOMPARE(test::alertKeys(d.stillBroken), QStringList {u"job:a"_s});
        QVERIFY(sync({{u"a"_s, u"XXXXXO"_s}, {u"b"_s, u"OO"_s}}, kT0 + 600 + 2 * 3600 + 60).isEmpty());
        // 5: a fixed, b and four others break: one coalesced notification.
        d = sync({{u"a"_s, u"OXX"_s}, {u"b"_s, u"XX"_s}, {u"c"_s, u"XX"_s}, {u"d"_s, u"XX"_s}, {u"e"_s, u"XX"_s},
                     {u"f"_s, u"XX"_s}},
            kT0 + 9 * 3600);
        QCOMPARE(test::alertKeys(d.fixed), QStringList {u"job:a"_s});
        QCOMPARE(d.broke.size(), 5);
        QCOMPARE(d.title(), u"5 broke, 1 fixed"_s);
        QVERIFY2(d.body().contains(u"✗ b, c, d and 2 more"_s), qPrintable(d.body()));
        QVERIFY2(d.body().contains(u"✓ fixed: a"_s), qPrintable(d.body()));
        QCOMPARE(d.target(), GridAlertEvaluator::gridTarget(u"b"_s, grid({{u"b"_s, u"XX"_s}}).shas[0]));
    }

    void unreachableSourceOnFibonacciCounts()
    {
        AlertTracker tracker;
        QList<int> said;
        for (int polls = 1; polls <= 14; ++polls) {
            const auto a = GridAlertEvaluator::sourceAlert(u"clickhouse"_s, polls, 0, {}, kT0 + polls * 60);
            const AlertDigest d = tracker.update({*a}, kT0 + polls * 60);
            if (!d.isEmpty())
                said << polls;
        }
        QCOMPARE(said, (QList<int> {1, 2, 3, 5, 8, 13}));
        const AlertDigest back = tracker.update({}, kT0 + 20 * 60);
        QCOMPARE(test::alertKeys(back.fixed), QStringList {u"source:clickhouse"_s});
    }

    void muteSnoozeAcknowledgeAndRestart()
    {
        AlertRules rules;
        rules.trunkRedMinutes = 0;
        rules.stillBrokenHours = 1;
        AlertTracker tracker(rules);
        tracker.setMuted(u"job:muted"_s, true);
        const auto in = [](const QString &extra) {
            QList<std::pair<QString, QString>> columns {{u"muted"_s, u"XX"_s}, {u"ack"_s, u"XX"_s}};
            if (!extra.isEmpty())
                columns << std::pair {extra, u"XX"_s};
            return grid(columns);
        };
        AlertDigest d = tracker.update(GridAlertEvaluator::evaluate(in({}), rules, nullptr, kT0), kT0);
        QCOMPARE(test::alertKeys(d.broke), QStringList {u"job:ack"_s}); // muted: tracked, never said
        QCOMPARE(tracker.brokenCount(), 1);
        tracker.setAcknowledged(u"job:ack"_s, true);
        QCOMPARE(tracker.acknowledgedCount(), 1);
        // Acknowledged: no "still broken".
        QVERIFY(tracker.update(GridAlertEvaluator::evaluate(in({}), rules, nullptr, kT0 + 3 * 3600), kT0 + 3 * 3600).isEmpty());
        // Snoozed: a new break is not said, and not said later either (no backlog).
        tracker.snoozeUntil(kT0 + 5 * 3600);
        QVERIFY(tracker.update(GridAlertEvaluator::evaluate(in(u"new"_s), rules, nullptr, kT0 + 4 * 3600), kT0 + 4 * 3600).isEmpty());
        // After the snooze, the break is not replayed as news; an hour on it is "still broken".
        d = tracker.update(GridAlertEvaluator::evaluate(in(u"new"_s), rules, nullptr, kT0 + 5 * 3600 + 1), kT0 + 5 * 3600 + 1);
        QVERIFY(d.broke.isEmpty());
        QCOMPARE(test::alertKeys(d.stillBroken), QStringList {u"job:new"_s});

        // A restart: the preferences come back from what was saved; old alerts are not news.
        const QVariantMap saved = tracker.preferences().toMap();
        AlertTracker restarted(rules, AlertPreferences::fromMap(saved));
        QCOMPARE(restarted.preferences(), tracker.preferences());
        d = restarted.update(GridAlertEvaluator::evaluate(in(u"new"_s), rules, nullptr, kT0 + 6 * 3600), kT0 + 6 * 3600);
        QVERIFY(d.broke.isEmpty());
        // "Still broken" was said at 5 h: not again right after the restart, an hour after that.
        QVERIFY2(d.stillBroken.isEmpty(), qPrintable(test::alertKeys(d.stillBroken).join(u", "_s)));
        d = restarted.update(GridAlertEvaluator::evaluate(in(u"new"_s), rules, nullptr, kT0 + 6 * 3600 + 2), kT0 + 6 * 3600 + 2);
        QCOMPARE(test::alertKeys(d.stillBroken), QStringList {u"job:new"_s});
        QVERIFY(restarted.preferences().muted.contains(u"job:muted"_s));
        QVERIFY(restarted.preferences().acknowledged.contains(u"job:ack"_s));
        // Once fixed, an acknowledgement ends: breaking again is news.
        restarted.update(GridAlertEvaluator::evaluate(grid({{u"muted"_s, u"XX"_s}, {u"ack"_s, u"OX"_s}}), rules, nullptr, kT0 + 7 * 3600),
            kT0 + 7 * 3600);
        QVERIFY(!restarted.preferences().acknowledged.contains(u"job:ack"_s));
        d = restarted.update(GridAlertEvaluator::evaluate(grid({{u"muted"_s, u"XX"_s}, {u"ack"_s, u"XXO"_s}}), rules, nullptr, kT0 + 8 * 3600),
            kT0 + 8 * 3600);
        QCOMPARE(test::alertKeys(d.broke), QStringList {u"job:ack"_s});
    }

    // Muting a job silences every alert about it, the user's own regex rules on it included; an
    // acknowledged job's rule alerts are acknowledged too. The pattern holds ':', as the key's
    // separator does.
    void muteOfAJobCoversTheUsersRules()
    {
        AlertRules rules;
        rules.trunkRedMinutes = 0;
        rules.stillBrokenHours = 1;
        rules.jobPatterns = {u"rocm|x:y"_s};
        AlertTracker tracker(rules);
        tracker.setMuted(u"job:trunk / rocm / test"_s, true);
        const auto in = grid({{u"trunk / rocm / test"_s, u"XX"_s}, {u"pull / rocm"_s, u"XX"_s}});
        const Alerts alerts = GridAlertEvaluator::evaluate(in, rules, nullptr, kT0);
        QVERIFY(test::alertKeys(alerts).contains(u"rule:rocm|x:y:trunk / rocm / test"_s));
        AlertDigest d = tracker.update(alerts, kT0);
        QCOMPARE(test::alertKeys(d.broke), (QStringList {u"job:pull / rocm"_s, u"rule:rocm|x:y:pull / rocm"_s}));
        QVERIFY(tracker.isMuted(u"rule:rocm|x:y:trunk / rocm / test"_s));
        QVERIFY(!tracker.isMuted(u"rule:rocm|x:y:pull / rocm"_s));
        QCOMPARE(tracker.brokenCount(), 2);
        // Acknowledging the other job: both its alerts are quiet (no "still broken").
        tracker.setAcknowledged(u"job:pull / rocm"_s, true);
        QCOMPARE(tracker.acknowledgedCount(), 2);
        QVERIFY(tracker.update(alerts, kT0 + 3 * 3600).isEmpty());
        // The muted job fixed: its rule alert's "fixed" is not said either.
        d = tracker.update(GridAlertEvaluator::evaluate(grid({{u"trunk / rocm / test"_s, u"OX"_s}, {u"pull / rocm"_s, u"XX"_s}}),
                               rules, nullptr, kT0 + 4 * 3600),
            kT0 + 4 * 3600);
        QVERIFY(d.isEmpty());
        // A column whose name merely ends like the muted one is not covered.
        QVERIFY(!tracker.isMuted(u"rule:rocm|x:y:a / trunk / rocm / test"_s));
    }

    void profileKeys()
    {
        const QByteArray ch = "[clickhouse]\nurl=https://ch.example.com\n";
        auto p = ProfileSettings::fromIni(ch, u"ci"_s);
        QVERIFY2(p.ok(), qPrintable(p.error()));
        QCOMPARE(p->alertRules, AlertRules {});
        QCOMPARE(p->cctrayPort, 0);
        p = ProfileSettings::fromIni(ch + "[alerts]\nconsecutiveFailures=3\ngroupRule=true\ntrunkRedMinutes=45\nstaleMinutes=0\n"
                                          "stillBrokenHours=8\njobPatterns=rocm, ^trunk / .*cuda\ncctrayPort=8765\n",
            u"ci"_s);
        QVERIFY2(p.ok(), qPrintable(p.error()));
        QCOMPARE(p->alertRules.consecutiveFailures, 3);
        QVERIFY(p->alertRules.groupRule);
        QCOMPARE(p->alertRules.trunkRedMinutes, 45);
        QCOMPARE(p->alertRules.staleMinutes, 0);
        QCOMPARE(p->alertRules.stillBrokenHours, 8);
        QCOMPARE(p->alertRules.jobPatterns, (QStringList {u"rocm"_s, u"^trunk / .*cuda"_s}));
        QCOMPARE(p->cctrayPort, 8765);
        const auto back = ProfileSettings::fromIni(p->toIni(), u"ci"_s);
        QVERIFY2(back.ok(), qPrintable(back.error()));
        QCOMPARE(*back, *p);
        const auto bad = ProfileSettings::fromIni(ch + "[alerts]\njobPatterns=(unclosed\n", u"ci"_s);
        QVERIFY(!bad.ok());
        QVERIFY2(bad.error().contains(u"alerts/jobPatterns"_s), qPrintable(bad.error()));
        QVERIFY(!ProfileSettings::fromIni(ch + "[alerts]\nconsecutiveFailures=0\n", u"ci"_s).ok());
        QVERIFY(!ProfileSettings::fromIni(ch + "[alerts]\ncctrayPort=70000\n", u"ci"_s).ok());
    }

    void fibonacci()
    {
        QList<int> fib;
        for (int n = 0; n <= 40; ++n)
            if (AlertTracker::isFibonacci(n))
                fib << n;
        QCOMPARE(fib, (QList<int> {1, 2, 3, 5, 8, 13, 21, 34}));
    }
};

HW_TEST_GUILESS_MAIN(tst_Alerts)
#include "tst_Alerts.moc"
