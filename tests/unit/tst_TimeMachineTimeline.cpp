// The timeline under the grid, without a widget (its time scale: tst_ChartTimeScale): the events
// found in a recording (first failures, trunk turning red and green) and stepping between them.
#include "TestRegistry.h"

#include "timemachine/TimelineEventFinder.h"
#include "timemachine/TimelineEventSearch.h"

#include <QSignalSpy>
#include <QTest>

using namespace hw;
using namespace Qt::StringLiterals;

namespace {

using Kind = TimelineEvent::Kind;

// A tiny trunk described as text: "t sha column status[/conclusion] [attempt]" per job row,
// "t sha commit" per commit.
Recording build(const QStringList &lines, const QStringList &unstable = {})
{
    Recording r;
    r.header.unstablePatterns = unstable;
    qint64 nextId = 1;
    QHash<QString, qint64> ids;
    for (const QString &line : lines) {
        const QStringList w = line.split(u' ');
        const qint64 t = w.at(0).toLongLong();
        if (w.at(2) == u"commit") {
            r.commits.append(Commit { w.at(1), t, {}, {} });
            continue;
        }
        JobRun j;
        j.headSha = w.at(1);
        j.workflowName = u"trunk"_s;
        j.jobName = w.at(2);
        j.status = w.at(3).section(u'/', 0, 0);
        j.conclusion = w.at(3).section(u'/', 1);
        j.runAttempt = w.size() > 4 ? w.at(4).toLongLong() : 1;
        const QString key = j.headSha + j.jobName + QString::number(j.runAttempt);
        j.id = ids.contains(key) ? ids.value(key) : (ids[key] = nextId++);
        j.insertedAt = t;
        r.jobs.append(j);
    }
    r.sortEvents();
    return r;
}

QString summary(const TimelineEvents &events)
{
    QStringList out;
    for (const TimelineEvent &e : events) {
        const QString kind = e.kind == Kind::TrunkRed ? u"red"_s
            : e.kind == Kind::TrunkGreen              ? u"green"_s
            : e.kind == Kind::LevelChange             ? u"level"_s
            : e.isAlert()                             ? u"alert-"_s + TimelineEventFinder::alertLetter(e.kind)
                                                      : u"first"_s;
        out << u"%1 %2 %3 %4"_s.arg(e.time).arg(kind, e.sha, e.column).trimmed();
    }
    return out.join(u"; "_s);
}

} // namespace

class TestTimeMachineTimeline : public QObject
{
    Q_OBJECT
private slots:
    void findsEvents_data()
    {
        QTest::addColumn<QStringList>("rows");
        QTest::addColumn<QStringList>("unstable");
        QTest::addColumn<QString>("expected");
        QTest::newRow("green trunk") << QStringList { u"10 a commit"_s, u"11 a build queued"_s,
            u"20 a build completed/success"_s }
                                     << QStringList {} << QString();
        QTest::newRow("a flake is no event")
            << QStringList { u"10 a commit"_s, u"20 a build completed/success"_s, u"30 b commit"_s,
                   u"40 b build completed/failure"_s, u"50 c commit"_s, u"60 c build completed/success"_s }
            << QStringList {} << QString();
        QTest::newRow("breaks and is fixed")
            << QStringList { u"10 a commit"_s, u"20 a build completed/success"_s, u"30 b commit"_s,
                   u"31 b build queued"_s, u"40 b build completed/failure"_s, u"50 c commit"_s,
                   u"60 c build completed/failure"_s, u"70 d commit"_s, u"80 d build completed/success"_s }
            << QStringList {} << u"40 first b trunk / build; 40 red b trunk / build; 80 green"_s;
        QTest::newRow("still broken at the end")
            << QStringList { u"10 a commit"_s, u"20 a build completed/success"_s, u"30 b commit"_s,
                   u"40 b build completed/failure"_s, u"50 c commit"_s, u"60 c build completed/failure"_s,
                   u"65 d commit"_s, u"70 d build completed/failure"_s }
            << QStringList {} << u"40 first b trunk / build; 40 red b trunk / build"_s;
        QTest::newRow("a passing re-run is no failure")
            << QStringList { u"10 a commit"_s, u"20 a build completed/success"_s, u"30 b commit"_s,
                   u"40 b build completed/failure"_s, u"41 b build queued 2"_s,
                   u"50 b build completed/success 2"_s, u"55 c commit"_s, u"60 c build completed/failure"_s }
            << QStringList {} << QString();
        QTest::newRow("an unstable job never counts")
            << QStringList { u"10 a commit"_s, u"20 a flaky completed/success"_s, u"30 b commit"_s,
                   u"40 b flaky completed/failure"_s, u"50 c commit"_s, u"60 c flaky completed/failure"_s }
            << QStringList { u"flaky"_s } << QString();
        QTest::newRow("commit order, not finishing order")
            << QStringList { u"10 a commit"_s, u"20 a test completed/success"_s, u"30 b commit"_s,
                   u"40 c commit"_s, u"50 c test completed/timed_out"_s, u"90 b test completed/failure"_s,
                   u"95 d commit"_s, u"99 d test completed/success"_s }
            << QStringList {} << u"50 first b trunk / test; 50 red b trunk / test; 99 green"_s;
        QTest::newRow("two breaks overlap: one red time")
            << QStringList { u"10 a commit"_s, u"20 a x completed/success"_s, u"21 a y completed/success"_s,
                   u"30 b commit"_s, u"40 b x completed/failure"_s, u"41 b y completed/success"_s,
                   u"50 c commit"_s, u"60 c x completed/failure"_s, u"61 c y completed/failure"_s,
                   u"70 d commit"_s, u"80 d x completed/success"_s, u"81 d y completed/failure"_s,
                   u"85 e commit"_s, u"90 e x completed/success"_s, u"91 e y completed/success"_s }
            << QStringList {}
            << u"40 first b trunk / x; 40 red b trunk / x; 61 first c trunk / y; 91 green"_s;
    }
    void findsEvents()
    {
        QFETCH(QStringList, rows);
        QFETCH(QStringList, unstable);
        QFETCH(QString, expected);
        QCOMPARE(summary(TimelineEventFinder::find(build(rows, unstable))), expected);
    }

    void stepsBetweenEvents()
    {
        const TimelineEvents events { { 10, Kind::TrunkGreen, u"a"_s, {}, {} },
            { 20, Kind::FirstFailure, u"b"_s, u"x"_s, {} }, { 20, Kind::TrunkRed, u"b"_s, u"x"_s, {} },
            { 30, Kind::FirstFailure, u"c"_s, u"y"_s, {} } };
        QCOMPARE(TimelineEventFinder::next(events, 0), 0);
        QCOMPARE(TimelineEventFinder::next(events, 10), 1);
        QCOMPARE(TimelineEventFinder::next(events, 20), 3);
        QCOMPARE(TimelineEventFinder::next(events, 30), -1);
        QCOMPARE(TimelineEventFinder::next(events, 20, true), -1);
        QCOMPARE(TimelineEventFinder::previous(events, 30), 2);
        QCOMPARE(TimelineEventFinder::previous(events, 30, true), 2);
        QCOMPARE(TimelineEventFinder::previous(events, 20), 0);
        QCOMPARE(TimelineEventFinder::previous(events, 10), -1);
        QCOMPARE(TimelineEventFinder::describe(events.at(2)), u"trunk turned red (b: x)"_s);
        QCOMPARE(TimelineEventFinder::describe(events.at(3)), u"y started failing (c)"_s);
        QCOMPARE(TimelineEventFinder::describe({ 5, Kind::TrunkGreen, {}, {}, {} }), u"trunk turned green"_s);
    }

    // A backend's level changes inside the recording's range are events (at 00:00 UTC of their
    // date); those outside are not. Stepping stops at them; trunk-only stepping passes them by.
    void levelChangesAreEventsToStepTo()
    {
        const qint64 day = 24 * 3600;
        const qint64 march1 = 1772323200; // 2026-03-01 00:00 UTC
        Recording r = build({ u"%1 a commit"_s.arg(march1 + 3600), u"%1 a build completed/success"_s.arg(march1 + 7200),
            u"%1 b commit"_s.arg(march1 + 4 * day), u"%1 b build completed/success"_s.arg(march1 + 4 * day + 60) });
        r.header.start = march1 + 3600;
        r.header.end = march1 + 4 * day + 60;
        const auto change = [](const QString &date, TrustLevel from, TrustLevel to) {
            LevelChangeEvent e;
            e.date = QDate::fromString(date, Qt::ISODate);
            e.repo = u"org/backend"_s;
            e.from = from;
            e.to = to;
            return e;
        };
        r.levelChanges = { change(u"2026-02-01"_s, TrustLevel::Unknown, TrustLevel::L1),
            change(u"2026-03-03"_s, TrustLevel::L1, TrustLevel::L2),
            change(u"2026-03-09"_s, TrustLevel::L2, TrustLevel::L3) };
        const TimelineEvents events = TimelineEventFinder::find(r);
        QCOMPARE(summary(events), u"%1 level  org/backend"_s.arg(march1 + 2 * day));
        QCOMPARE(TimelineEventFinder::describe(events.at(0)), u"backend org/backend: L1 → L2"_s);
        QCOMPARE(TimelineEventFinder::next(events, march1), 0);
        QCOMPARE(TimelineEventFinder::previous(events, march1 + 3 * day), 0);
        QCOMPARE(TimelineEventFinder::next(events, march1, true), -1);
        QCOMPARE(TimelineEventFinder::previous(events, march1 + 3 * day, true), -1);
        r.levelChanges.first().to = TrustLevel::L1;
        r.levelChanges.first().date = QDate(2026, 3, 2);
        r.levelChanges.first().from = TrustLevel::Unknown;
        QCOMPARE(TimelineEventFinder::describe(TimelineEventFinder::find(r).at(0)),
            u"backend org/backend: not listed → L1"_s);
    }

    // The alerts' transitions inside the recording's range are events of their own kind and
    // letter (B broke, S still broken, F fixed, A acknowledged); [ ] step to them, { } pass
    // them by; those outside the range are not shown.
    void alertTransitionsAreEventsToStepTo()
    {
        Recording r = build({ u"100 a commit"_s, u"200 a build completed/success"_s, u"900 b commit"_s,
            u"1000 b build completed/success"_s });
        r.header.start = 100;
        r.header.end = 1000;
        using A = AlertTransition::Kind;
        r.alerts = { { 50, A::Broke, u"job:trunk / old"_s, u"trunk / old"_s, {} },
            { 300, A::Broke, u"job:trunk / test"_s, u"trunk / test"_s, u"failing on the last 2 commits"_s },
            { 400, A::Acknowledged, u"job:trunk / test"_s, u"trunk / test"_s, {} },
            { 500, A::StillBroken, u"job:trunk / test"_s, u"trunk / test"_s, {} },
            { 700, A::Fixed, u"job:trunk / test"_s, u"trunk / test"_s, {} },
            { 5000, A::Fixed, u"job:trunk / old"_s, u"trunk / old"_s, {} } };
        const TimelineEvents events = TimelineEventFinder::find(r);
        QCOMPARE(summary(events),
            u"300 alert-B  trunk / test; 400 alert-A  trunk / test; 500 alert-S  trunk / test; 700 alert-F  trunk / test"_s);
        QCOMPARE(TimelineEventFinder::describe(events.at(0)),
            u"alert: trunk / test broke (failing on the last 2 commits)"_s);
        QCOMPARE(TimelineEventFinder::describe(events.at(1)), u"alert: trunk / test acknowledged"_s);
        QCOMPARE(TimelineEventFinder::describe(events.at(2)), u"alert: trunk / test still broken"_s);
        QCOMPARE(TimelineEventFinder::describe(events.at(3)), u"alert: trunk / test fixed"_s);
        QCOMPARE(TimelineEventFinder::next(events, 100), 0);
        QCOMPARE(TimelineEventFinder::next(events, 300), 1);
        QCOMPARE(TimelineEventFinder::previous(events, 1000), 3);
        QCOMPARE(TimelineEventFinder::next(events, 100, true), -1);
        QVERIFY(TimelineEventFinder::alertLetter(Kind::TrunkRed).isEmpty());
    }

    // The search runs on a worker and only the newest request is answered: two starts in a
    // row give one answer, the second recording's events; a cancelled one gives none.
    void theSearchAnswersTheNewestRequestOnly()
    {
        const Recording first = build({ u"10 a commit"_s, u"20 b commit"_s, u"30 c commit"_s,
            u"11 a x completed/success"_s, u"21 b x completed/failure"_s, u"31 c x completed/failure"_s });
        Recording second = first;
        second.jobs.removeLast(); // c passes: no break at all
        second.jobs.append(build({ u"31 c x completed/success"_s }).jobs);
        second.sortEvents();
        QVERIFY(TimelineEventFinder::find(first) != TimelineEventFinder::find(second));
        TimelineEventSearch search;
        QSignalSpy found(&search, &TimelineEventSearch::found);
        search.start(first);
        search.start(second);
        QVERIFY(search.isSearching());
        QVERIFY(found.isEmpty()); // never from inside start()
        QVERIFY(search.waitForFound(10000));
        QCOMPARE(found.count(), 1);
        QCOMPARE(found.first().first().value<TimelineEvents>(), TimelineEventFinder::find(second));
        search.start(first);
        search.cancel();
        QVERIFY(!search.isSearching());
        QTest::qWait(200); // on purpose: the worker finishes; its answer goes nowhere
        QCOMPARE(found.count(), 1);
        search.start(first);
        QVERIFY(search.waitForFound(10000));
        QCOMPARE(found.last().first().value<TimelineEvents>(), TimelineEventFinder::find(first));
        QVERIFY(!TimelineEventFinder::find(first).isEmpty());
    }
};

HW_TEST_GUILESS_MAIN(TestTimeMachineTimeline)
#include "tst_TimeMachineTimeline.moc"
