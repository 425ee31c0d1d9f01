#include "TestValues.h"
#include "BackendTestSnapshot.h"
#include "TestRegistry.h"

#include "backends/LevelChangeTimeline.h"
#include "backends/LevelHistory.h"

#include <QDateTime>
#include <QTest>
#include <QTimeZone>

using namespace hw;

namespace {


LevelSpan span(TrustLevel level, qint64 from, qint64 to, bool current, qint64 pr, bool fromClickHouse)
{
    return LevelSpan{level, from, to, current, pr, fromClickHouse};
}

LevelChangeEvent changeEvent(QDate date, const char *repo, TrustLevel from, TrustLevel to, qint64 pr)
{
    LevelChangeEvent e;
    e.date = date;
    e.repo = QString::fromLatin1(repo);
    e.from = from;
    e.to = to;
    e.pr = pr;
    return e;
}

QByteArray withEvent(const QByteArray &eventJson)
{
    return R"({"source":"test","events":[{"date":"2026-05-01","repo":"a/b","from":null,"to":"L1","pr":1,"author":"x","change":"y"},)"
           + eventJson + "]}";
}

} // namespace

class TestLevelHistory : public QObject
{
    Q_OBJECT
private slots:
    void bundledTimelineParses()
    {
        const QVector<LevelChangeEvent> events = LevelChangeTimeline::bundled();
        QCOMPARE(events.size(), 15);
        for (qsizetype i = 1; i < events.size(); ++i)
            QVERIFY(events.at(i - 1).date <= events.at(i).date); // sorted although the file is not
        QCOMPARE(events.first().date, QDate(2026, 4, 15));
        QCOMPARE(events.first().repo, u"ascend/pytorch"_qs);
        QCOMPARE(events.first().from, TrustLevel::Unknown);
        QCOMPARE(events.first().pr, qint64(0));
        QVERIFY(events.first().author.isEmpty());
        const LevelChangeEvent &last = events.last();
        QCOMPARE(last.date, QDate(2026, 9, 22));
        QCOMPARE(last.repo, u"Isalia20/pytorch-mps-ci"_qs);
        QCOMPARE(last.from, TrustLevel::L1);
        QCOMPARE(last.to, TrustLevel::L2);
        QCOMPARE(last.pr, qint64(194356));
        QCOMPARE(last.author, u"Isalia20"_qs);
        QVERIFY(last.note.startsWith(u"Promote MPS CI to L2"_qs));
        QCOMPARE(last.source, LevelChangeEvent::Source::Allowlist);
    }

    void parseErrors_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("error");
        QTest::newRow("not json") << QByteArray("{\"events\": [") << u"level_changes.json: invalid JSON at offset"_qs;
        QTest::newRow("array root") << QByteArray("[]") << u"level_changes.json: expected an object"_qs;
        QTest::newRow("no events") << QByteArray("{}") << u"level_changes.json: events: expected an array, got missing"_qs;
        QTest::newRow("event not object") << withEvent("3") << u"level_changes.json: events[1]: expected an object, got a number"_qs;
        QTest::newRow("bad date") << withEvent(R"({"date":"2026-02-30","repo":"c/d","from":null,"to":"L1","pr":2,"author":null,"change":""})")
                                  << u"level_changes.json: events[1].date: \"2026-02-30\" is not a valid YYYY-MM-DD date"_qs;
        QTest::newRow("date number") << withEvent(R"({"date":20260501,"repo":"c/d","from":null,"to":"L1","pr":2,"author":null,"change":""})")
                                     << u"level_changes.json: events[1].date: expected a \"YYYY-MM-DD\" string, got a number"_qs;
        QTest::newRow("repo") << withEvent(R"({"date":"2026-05-02","repo":"nodash","from":null,"to":"L1","pr":2,"author":null,"change":""})")
                              << u"level_changes.json: events[1].repo: \"nodash\" is not an owner/name repository"_qs;
        QTest::newRow("level") << withEvent(R"({"date":"2026-05-02","repo":"c/d","from":"L1","to":"L5","pr":2,"author":null,"change":""})")
                               << u"level_changes.json: events[1].to: \"L5\" is not a level (L1..L4)"_qs;
        QTest::newRow("same level") << withEvent(R"({"date":"2026-05-02","repo":"c/d","from":"L2","to":"L2","pr":2,"author":null,"change":""})")
                                    << u"level_changes.json: events[1].to: same level as from (L2)"_qs;
        QTest::newRow("pr string") << withEvent(R"({"date":"2026-05-02","repo":"c/d","from":null,"to":"L1","pr":"2","author":null,"change":""})")
                                   << u"level_changes.json: events[1].pr: expected a number or null, got a string"_qs;
        QTest::newRow("pr fraction") << withEvent(R"({"date":"2026-05-02","repo":"c/d","from":null,"to":"L1","pr":2.5,"author":null,"change":""})")
                                     << u"level_changes.json: events[1].pr: 2.5 is not a pull request number"_qs;
        QTest::newRow("author") << withEvent(R"({"date":"2026-05-02","repo":"c/d","from":null,"to":"L1","pr":2,"author":7,"change":""})")
                                << u"level_changes.json: events[1].author: expected a string or null, got a number"_qs;
        QTest::newRow("unknown field") << withEvent(R"({"date":"2026-05-02","repo":"c/d","from":null,"to":"L1","pr":2,"autor":"x"})")
                                       << u"level_changes.json: events[1].autor: unknown field"_qs;
    }
    void parseErrors()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, error);
        const auto parsed = LevelChangeTimeline::parse(json);
        QVERIFY(!parsed);
        const QString actual = parsed.error();
        QVERIFY2(actual.startsWith(error), qPrintable(actual));
    }

    void parseValid()
    {
        const auto parsed = LevelChangeTimeline::parse(
            withEvent(R"({"date":"2026-04-02","repo":"c/d","from":"L3","to":null,"pr":null,"author":null,"change":null})"));
        QVERIFY2(parsed, qPrintable(parsed.error()));
        const QVector<LevelChangeEvent> events = *parsed;
        QCOMPARE(events.size(), 2);
        QCOMPARE(events.first().repo, u"c/d"_qs); // sorted by date
        QCOMPARE(events.first().to, TrustLevel::Unknown);
        QCOMPARE(events.first().from, TrustLevel::L3);
        QCOMPARE(events.last().author, u"x"_qs);
        QCOMPARE(events.last().note, u"y"_qs);
        QCOMPARE(events.last().pr, qint64(1));
    }

    // The real Ascend NPU history: L1 (onboarded ~2026-04-15) -> L2 (PR 187932) -> L3 (PR 196580).
    void ascendFromBundledTimeline()
    {
        const QVector<LevelChangeEvent> events = LevelChangeTimeline::bundled();
        const QVector<LevelSpan> expected = {
            span(TrustLevel::L1, test::utcSeconds(2026, 4, 15), test::utcSeconds(2026, 6, 23), false, 0, false),
            span(TrustLevel::L2, test::utcSeconds(2026, 6, 23), test::utcSeconds(2026, 9, 11), false, 187932, false),
            span(TrustLevel::L3, test::utcSeconds(2026, 9, 11), test::kLevelsAsOf, true, 196580, false),
        };
        QCOMPARE(LevelHistory::spans(u"Ascend/pytorch", events, {}, test::kLevelsAsOf), expected);

        // ClickHouse agrees (dispatch levels lag the merge by hours): the dated PRs stand.
        const QVector<LevelObservation> observed = {
            {TrustLevel::L2, test::utcSeconds(2026, 6, 23, 9), test::utcSeconds(2026, 9, 11, 8)},
            {TrustLevel::L3, test::utcSeconds(2026, 9, 11, 2), test::utcSeconds(2026, 11, 22, 10)},
        };
        const QVector<LevelSpan> spans = LevelHistory::spans(u"ascend/PyTorch", events, observed, test::kLevelsAsOf);
        QCOMPARE(spans, expected);

        QCOMPARE(LevelHistory::levelAt(spans, test::utcSeconds(2026, 4, 14, 23, 59)), TrustLevel::Unknown);
        QCOMPARE(LevelHistory::levelAt(spans, test::utcSeconds(2026, 4, 15)), TrustLevel::L1);
        QCOMPARE(LevelHistory::levelAt(spans, test::utcSeconds(2026, 6, 22, 23, 59)), TrustLevel::L1);
        QCOMPARE(LevelHistory::levelAt(spans, test::utcSeconds(2026, 6, 23)), TrustLevel::L2);
        QCOMPARE(LevelHistory::levelAt(spans, test::utcSeconds(2026, 9, 11)), TrustLevel::L3);
        QCOMPARE(LevelHistory::levelAt(spans, test::kLevelsAsOf), TrustLevel::L3);

        const std::optional<double> days = LevelHistory::daysAtCurrentLevel(spans, TrustLevel::L3, test::kLevelsAsOf);
        QVERIFY(days);
        QCOMPARE(*days, 72 + 11.0 / 24); // 2026-09-11 00:00 -> 2026-11-22 11:00
        QCOMPARE(LevelHistory::daysAtCurrentLevel(spans, TrustLevel::L2, test::kLevelsAsOf), std::nullopt);

        // As of the day before the L3 PR it was an L2 backend of 80 days.
        const qint64 before = test::utcSeconds(2026, 9, 10, 12);
        const QVector<LevelSpan> earlier = LevelHistory::spans(u"Ascend/pytorch", events, {}, before);
        QCOMPARE(earlier.size(), 2);
        QCOMPARE(earlier.last().level, TrustLevel::L2);
        QVERIFY(earlier.last().current);
        QCOMPARE(*LevelHistory::daysAtCurrentLevel(earlier, TrustLevel::L2, before), 79.5);

        // Time at L2 (an L3 criterion): while at L2 the current span; once at L3 the L2 span it held.
        QCOMPARE(*LevelHistory::tenureAtL2Days(earlier, before), 79.5);
        QCOMPARE(*LevelHistory::tenureAtL2Days(spans, test::kLevelsAsOf), 80.0); // 2026-06-23 -> 2026-09-11
        QCOMPARE(LevelHistory::tenureAtL2Days({}, test::kLevelsAsOf), std::nullopt);
    }

    void clickHouseOnlyRepo()
    {
        const QVector<LevelObservation> observed = {
            {TrustLevel::L3, test::utcSeconds(2026, 8, 16, 6), test::utcSeconds(2026, 11, 21, 20)},
            {TrustLevel::L2, test::utcSeconds(2026, 7, 1, 12), test::utcSeconds(2026, 8, 15, 22)},
        };
        const QVector<LevelChangeEvent> events = LevelChangeTimeline::bundled(); // nothing for this repo
        const QVector<LevelSpan> spans = LevelHistory::spans(u"acme/npu", events, observed, test::kLevelsAsOf);
        const QVector<LevelSpan> expected = {
            span(TrustLevel::L2, test::utcSeconds(2026, 7, 1, 12), test::utcSeconds(2026, 8, 16, 6), false, 0, true),
            span(TrustLevel::L3, test::utcSeconds(2026, 8, 16, 6), test::kLevelsAsOf, true, 0, true),
        };
        QCOMPARE(spans, expected);
        QCOMPARE(LevelHistory::levelAt(spans, test::utcSeconds(2026, 8, 16, 5)), TrustLevel::L2);

        const QVector<LevelChangeEvent> implied = LevelHistory::eventsFromObservations(u"acme/npu", observed);
        QCOMPARE(implied.size(), 1);
        QCOMPARE(implied.first().date, QDate(2026, 8, 16));
        QCOMPARE(implied.first().from, TrustLevel::L2);
        QCOMPARE(implied.first().to, TrustLevel::L3);
        QCOMPARE(implied.first().source, LevelChangeEvent::Source::ClickHouse);
        QCOMPARE(implied.first().repo, u"acme/npu"_qs);
        QVERIFY(implied.first().note.contains(u"2026-08-16"_qs));

        QVERIFY(LevelHistory::spans(u"acme/none", events, {}, test::kLevelsAsOf).isEmpty());
        QCOMPARE(LevelHistory::levelAt({}, test::kLevelsAsOf), TrustLevel::Unknown);
        QCOMPARE(LevelHistory::daysAtCurrentLevel({}, TrustLevel::L2, test::kLevelsAsOf), std::nullopt);
    }

    void observationPredatesFirstEvent()
    {
        const QVector<LevelChangeEvent> events = {
            changeEvent(QDate(2026, 9, 1), "acme/gpu", TrustLevel::L2, TrustLevel::L3, 500),
        };
        const QVector<LevelObservation> observed = {
            {TrustLevel::L2, test::utcSeconds(2026, 8, 1, 3), test::utcSeconds(2026, 8, 31, 23)},
            {TrustLevel::L3, test::utcSeconds(2026, 9, 1, 1), test::utcSeconds(2026, 11, 22, 1)},
        };
        const QVector<LevelSpan> expected = {
            span(TrustLevel::L2, test::utcSeconds(2026, 8, 1, 3), test::utcSeconds(2026, 9, 1), false, 0, true),
            span(TrustLevel::L3, test::utcSeconds(2026, 9, 1), test::kLevelsAsOf, true, 500, false),
        };
        QCOMPARE(LevelHistory::spans(u"acme/gpu", events, observed, test::kLevelsAsOf), expected);
    }

    void observationAfterLastEventDisagrees()
    {
        // The timeline knows the L3 promotion, ClickHouse shows an (automated) demotion since.
        const QVector<LevelChangeEvent> events = {
            changeEvent(QDate(2026, 6, 1), "acme/gpu", TrustLevel::Unknown, TrustLevel::L2, 400),
            changeEvent(QDate(2026, 7, 1), "acme/gpu", TrustLevel::L2, TrustLevel::L3, 500),
        };
        const QVector<LevelObservation> observed = {
            {TrustLevel::L2, test::utcSeconds(2026, 6, 1, 5), test::utcSeconds(2026, 6, 30, 23)},
            {TrustLevel::L3, test::utcSeconds(2026, 7, 1, 1), test::utcSeconds(2026, 10, 3, 9)},
            {TrustLevel::L2, test::utcSeconds(2026, 10, 3, 12), test::utcSeconds(2026, 11, 22, 9)},
        };
        const QVector<LevelSpan> expected = {
            span(TrustLevel::L2, test::utcSeconds(2026, 6, 1), test::utcSeconds(2026, 7, 1), false, 400, false),
            span(TrustLevel::L3, test::utcSeconds(2026, 7, 1), test::utcSeconds(2026, 10, 3, 12), false, 500, false),
            span(TrustLevel::L2, test::utcSeconds(2026, 10, 3, 12), test::kLevelsAsOf, true, 0, true),
        };
        const QVector<LevelSpan> spans = LevelHistory::spans(u"acme/gpu", events, observed, test::kLevelsAsOf);
        QCOMPARE(spans, expected);
        QCOMPARE(*LevelHistory::daysAtCurrentLevel(spans, TrustLevel::L2, test::kLevelsAsOf),
                 double(test::kLevelsAsOf - test::utcSeconds(2026, 10, 3, 12)) / 86400);
        QCOMPARE(LevelHistory::daysAtCurrentLevel(spans, TrustLevel::L3, test::kLevelsAsOf), std::nullopt);
    }

    void removalAndFutureEvents()
    {
        const QVector<LevelChangeEvent> events = {
            changeEvent(QDate(2026, 5, 1), "acme/x", TrustLevel::Unknown, TrustLevel::L1, 1),
            changeEvent(QDate(2026, 6, 1), "acme/x", TrustLevel::L1, TrustLevel::Unknown, 2),
            changeEvent(QDate(2026, 12, 1), "acme/x", TrustLevel::Unknown, TrustLevel::L2, 3), // after asOf
        };
        const QVector<LevelSpan> spans = LevelHistory::spans(u"acme/x", events, {}, test::kLevelsAsOf);
        const QVector<LevelSpan> expected = {
            span(TrustLevel::L1, test::utcSeconds(2026, 5, 1), test::utcSeconds(2026, 6, 1), false, 1, false),
            span(TrustLevel::Unknown, test::utcSeconds(2026, 6, 1), test::kLevelsAsOf, true, 2, false),
        };
        QCOMPARE(spans, expected);
        QCOMPARE(LevelHistory::levelAt(spans, test::kLevelsAsOf), TrustLevel::Unknown);
        QCOMPARE(LevelHistory::daysAtCurrentLevel(spans, TrustLevel::L1, test::kLevelsAsOf), std::nullopt);
    }
};

HW_TEST_GUILESS_MAIN(TestLevelHistory)
#include "tst_LevelHistory.moc"
