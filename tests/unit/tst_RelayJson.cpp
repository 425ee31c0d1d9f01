// RelayJson, the relay's three readers (allowlist, level-status, pr-info) over the fixture files
// and every malformed shape, and how a RelayError describes itself.
#include "backends/RelayError.h"
#include "backends/RelayJson.h"

#include "RelaySamples.h"
#include "TestEnvironment.h"
#include "TestRegistry.h"

#include <QTest>


using namespace Qt::StringLiterals;
using namespace hw;
using namespace hw::test;
using Kind = RelayError::Kind;

class tst_RelayJson : public QObject
{
    Q_OBJECT

private slots:
    void parseFixtures()
    {
        RelayError e;
        const auto list = RelayJson::parseAllowlist(readFile(dataPath(u"relay/allowlist.json"_s)), &e);
        QVERIFY2(list, qPrintable(e.describe()));
        Allowlist expected;
        expected.entries = {allowlistEntry(u"example-org/onboarding-backend"_s, TrustLevel::L1, {}),
                            allowlistEntry(u"example-org/observed-npu"_s, TrustLevel::L2, {u"alice"_s, u"bob"_s}),
                            allowlistEntry(u"Example-Org/stable-xpu"_s, TrustLevel::L3, {u"carol"_s}, u"xpu"_s),
                            allowlistEntry(u"example-org/mature-gpu"_s, TrustLevel::L4, {u"dave"_s, u"erin"_s})};
        QCOMPARE(*list, expected);

        const auto status = RelayJson::parseLevelStatus(
            readFile(dataPath(u"relay/level_status.json"_s)), &e);
        QVERIFY2(status, qPrintable(e.describe()));
        QCOMPARE(status->size(), 2);
        const LevelStatus &s0 = status->at(0);
        QCOMPARE(s0.repo, u"Example-Org/stable-xpu"_s);
        QCOMPARE(s0.level, TrustLevel::L3);
        QCOMPARE(s0.change, u"demote"_s);
        QCOMPARE(s0.noData, false);
        QCOMPARE(s0.windowDays, 7);
        QCOMPARE(s0.criteria.size(), 3);
        QCOMPARE(s0.criteria[0].criterion, u"Pass rate"_s);
        QCOMPARE(s0.criteria[0].measuredText, u"87.5%"_s);
        QCOMPARE(s0.criteria[0].measured, std::optional<double>());
        QCOMPARE(s0.criteria[0].targetText, u"\u2265 90%"_s);
        QCOMPARE(s0.criteria[0].met, false);
        QCOMPARE(s0.criteria[0].judged, true);
        QCOMPARE(s0.criteria[1].met, true);
        QCOMPARE(s0.criteria[2].measuredText, u"\u2013"_s);
        QCOMPARE(s0.criteria[2].judged, false);
        const LevelStatus &s1 = status->at(1);
        QCOMPARE(s1.change, QString());
        QCOMPARE(s1.noData, true);
        QCOMPARE(s1.criteria[0].measured, std::optional<double>());
        QCOMPARE(s1.criteria[0].measuredText, QString());
        QCOMPARE(s1.criteria[0].target, 0.9);
        QCOMPARE(s1.criteria[0].judged, false);
        QCOMPARE(s1.criteria[1].measured, std::optional<double>(0.004));
        QCOMPARE(s1.criteria[1].target, 0.01);
        QCOMPARE(s1.criteria[1].met, true);

        const auto arr = RelayJson::parsePrInfo(readFile(dataPath(u"relay/pr_info_array.json"_s)), &e);
        QVERIFY2(arr, qPrintable(e.describe()));
        QCOMPARE(*arr, (QVector<PullRequestInfo>{{170001, u"[inductor] Fix a synthetic test case"_s, u"alice"_s},
                                                 {170002, {}, {}}}));
        const auto obj = RelayJson::parsePrInfo(readFile(dataPath(u"relay/pr_info_object.json"_s)), &e);
        QVERIFY2(obj, qPrintable(e.describe()));
        QCOMPARE(*obj, (QVector<PullRequestInfo>{{170009, u"Synthetic PR nine"_s, u"carol"_s},
                                                 {170010, u"Synthetic PR ten"_s, u"bob"_s}}));
    }

    void parseAllowlistErrors_data()
    {
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<Kind>("kind");
        QTest::addColumn<QString>("message");
        QTest::newRow("empty body") << QByteArray(" ") << Kind::Malformed << u"empty response body"_s;
        QTest::newRow("truncated") << QByteArray(R"({"L1":[)") << Kind::Malformed
                                   << u"malformed JSON at offset 7: unterminated array"_s;
        QTest::newRow("array top") << QByteArray("[]") << Kind::Malformed
                                   << u"top level: expected an object, got array"_s;
        QTest::newRow("L5") << QByteArray(R"({"L1":[],"L5":[]})") << Kind::UnknownLevel
                            << u"unknown level 'L5' at top level"_s;
        QTest::newRow("lower l1") << QByteArray(R"({"l1":[]})") << Kind::UnknownLevel
                                  << u"unknown level 'l1' at top level"_s;
        QTest::newRow("level not array") << QByteArray(R"({"L2":{}})") << Kind::Malformed
                                         << u"L2: expected an array, got object"_s;
        QTest::newRow("level null") << QByteArray(R"({"L2":null})") << Kind::Malformed
                                    << u"L2: expected an array, got null"_s;
        QTest::newRow("item string") << QByteArray(R"({"L1":["a/b"]})") << Kind::Malformed
                                     << u"L1[0]: expected an object, got string"_s;
        QTest::newRow("missing repo") << QByteArray(R"({"L1":[{"repo":"a/b","oncalls":[]},{"oncalls":[]}]})")
                                      << Kind::MissingField << u"missing field 'repo' in L1[1]"_s;
        QTest::newRow("missing oncalls") << QByteArray(R"({"L4":[{"repo":"a/b"}]})") << Kind::MissingField
                                         << u"missing field 'oncalls' in L4[0]"_s;
        QTest::newRow("repo number") << QByteArray(R"({"L1":[{"repo":5,"oncalls":[]}]})") << Kind::Malformed
                                     << u"L1[0].repo: expected a string, got number"_s;
        QTest::newRow("repo not owner/name") << QByteArray(R"({"L1":[{"repo":"pytorch","oncalls":[]}]})")
                                             << Kind::Malformed
                                             << u"L1[0].repo: 'pytorch' is not an owner/name repository"_s;
        QTest::newRow("oncalls string") << QByteArray(R"({"L1":[{"repo":"a/b","oncalls":"x, y"}]})")
                                        << Kind::Malformed << u"L1[0].oncalls: expected an array, got string"_s;
        QTest::newRow("oncall number") << QByteArray(R"({"L1":[{"repo":"a/b","oncalls":["x",3]}]})")
                                       << Kind::Malformed << u"L1[0].oncalls[1]: expected a string, got number"_s;
        QTest::newRow("device number") << QByteArray(R"({"L3":[{"repo":"a/b","oncalls":[],"device":1}]})")
                                       << Kind::Malformed << u"L3[0].device: expected a string, got number"_s;
        QTest::newRow("device on L2") << QByteArray(R"({"L2":[{"repo":"a/b","oncalls":[],"device":"npu"}]})")
                                      << Kind::Malformed << u"L2[0].device: only L3 entries have a device"_s;
        QTest::newRow("duplicate") << QByteArray(R"({"L1":[{"repo":"a/B","oncalls":[]}],"L2":[{"repo":"A/b","oncalls":[]}]})")
                                   << Kind::Malformed << u"L2[0].repo: 'A/b' is listed twice (also at L1[0])"_s;
        // Reply text quoted in a message is cut at 80 characters (found by fuzz_relay_json).
        QTest::newRow("huge repo quoted short")
            << "{\"L1\":[{\"repo\":\"" + QByteArray(100'000, 'x') + "\",\"oncalls\":[]}]}" << Kind::Malformed
            << u"L1[0].repo: '"_s + QString(80, u'x') + u"…' is not an owner/name repository"_s;
        QTest::newRow("huge level quoted short")
            << "{\"" + QByteArray(5'000, 'L') + "\":[]}" << Kind::UnknownLevel
            << u"unknown level '"_s + QString(80, u'L') + u"…' at top level"_s;
    }
    void parseAllowlistErrors()
    {
        QFETCH(QByteArray, body);
        QFETCH(Kind, kind);
        QFETCH(QString, message);
        RelayError e;
        QVERIFY(!RelayJson::parseAllowlist(body, &e));
        QCOMPARE(e.kind, kind);
        QCOMPARE(e.message, message);
        QCOMPARE(e.describe(), u"relay: "_s + message);
    }

    void parseAllowlistEdges()
    {
        RelayError e;
        const auto empty = RelayJson::parseAllowlist("{}", &e);
        QVERIFY(empty);
        QVERIFY(empty->entries.isEmpty());
        // Levels come out L1..L4 whatever the key order; unknown item keys are ignored.
        const auto list = RelayJson::parseAllowlist(
            R"({"L4":[{"repo":"d/d","oncalls":[],"since":"2026-01-01"}],"L1":[{"repo":"a/a","oncalls":["x"]}]})", &e);
        QVERIFY2(list, qPrintable(e.message));
        QCOMPARE(list->entries.size(), 2);
        QCOMPARE(list->entries[0].level, TrustLevel::L1);
        QCOMPARE(list->entries[1].level, TrustLevel::L4);
        QCOMPARE(list->entries[1].repo, u"d/d"_s);
        QVERIFY(RelayJson::parseAllowlist(R"({"L1":[]})", nullptr)); // no error object needed
    }

    void parseLevelStatusErrors_data()
    {
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<Kind>("kind");
        QTest::addColumn<QString>("message");
        const QByteArray crit = R"({"criterion":"passRate","measured":0.95,"target":0.9,"met":true})";
        const auto repo = [&](const QByteArray &fields) -> QByteArray {
            return R"({"repos":[{"repo":"a/b","level":"L3","change":null,"noData":false,"windowDays":7,"criteria":[)"
                + crit + "]}," + fields + "]}";
        };
        const auto without = [&](const QByteArray &drop) -> QByteArray {
            QByteArray item = R"({"repo":"c/d","level":"L3","change":null,"noData":false,"windowDays":7,"criteria":[]})";
            const qsizetype at = item.indexOf(QByteArray("\"" + drop + "\""));
            const qsizetype end = item.indexOf(",\"", at + 1);
            item.remove(at, (end < 0 ? item.size() - 1 : end + 1) - at);
            if (item.endsWith(",}"))
                item.replace(",}", "}");
            return repo(item);
        };
        QTest::newRow("truncated") << QByteArray(R"({"repos":[{"repo")") << Kind::Malformed
                                   << u"malformed JSON at offset 17: unterminated string"_s;
        QTest::newRow("no repos") << QByteArray("{}") << Kind::MissingField << u"missing field 'repos' at top level"_s;
        QTest::newRow("repos object") << QByteArray(R"({"repos":{}})") << Kind::Malformed
                                      << u"repos: expected an array, got object"_s;
        for (const char *field : {"repo", "level", "change", "noData", "windowDays", "criteria"})
            QTest::newRow(QByteArray(QByteArray("missing ") + field).constData())
                << without(field) << Kind::MissingField << u"missing field '%1' in repos[1]"_s.arg(QLatin1String(field));
        const QByteArray good = R"("repo":"c/d","noData":false,"windowDays":7,"criteria":[])";
        QTest::newRow("L7") << repo(R"({"level":"L7","change":null,)" + good + "}") << Kind::UnknownLevel
                            << u"repos[1].level: unknown level 'L7'"_s;
        QTest::newRow("l3 lower") << repo(R"({"level":"l3","change":null,)" + good + "}") << Kind::UnknownLevel
                                  << u"repos[1].level: unknown level 'l3'"_s;
        QTest::newRow("level number") << repo(R"({"level":3,"change":null,)" + good + "}") << Kind::Malformed
                                      << u"repos[1].level: expected a string, got number"_s;
        QTest::newRow("change odd") << repo(R"({"level":"L3","change":"hold",)" + good + "}") << Kind::Malformed
                                    << u"repos[1].change: unexpected value 'hold' (expected \"demote\", \"promote\" or null)"_s;
        QTest::newRow("change bool") << repo(R"({"level":"L3","change":false,)" + good + "}") << Kind::Malformed
                                     << u"repos[1].change: expected a string or null, got boolean"_s;
        QTest::newRow("noData string")
            << repo(R"({"repo":"c/d","level":"L3","change":null,"noData":"no","windowDays":7,"criteria":[]})")
            << Kind::Malformed << u"repos[1].noData: expected a boolean, got string"_s;
        QTest::newRow("windowDays fraction")
            << repo(R"({"repo":"c/d","level":"L3","change":null,"noData":false,"windowDays":7.5,"criteria":[]})")
            << Kind::Malformed << u"repos[1].windowDays: expected an integer, got number"_s;
        QTest::newRow("windowDays string")
            << repo(R"({"repo":"c/d","level":"L3","change":null,"noData":false,"windowDays":"7","criteria":[]})")
            << Kind::Malformed << u"repos[1].windowDays: expected an integer, got string"_s;
        QTest::newRow("windowDays negative")
            << repo(R"({"repo":"c/d","level":"L3","change":null,"noData":false,"windowDays":-1,"criteria":[]})")
            << Kind::Malformed << u"repos[1].windowDays: -1 is below 0"_s;
        QTest::newRow("criteria null")
            << repo(R"({"repo":"c/d","level":"L3","change":null,"noData":false,"windowDays":7,"criteria":null})")
            << Kind::Malformed << u"repos[1].criteria: expected an array, got null"_s;
        const auto withCriterion = [&](const QByteArray &c) -> QByteArray {
            return repo(R"({"repo":"c/d","level":"L3","change":null,"noData":false,"windowDays":7,"criteria":[)" + crit
                        + "," + c + "]}");
        };
        for (const char *field : {"criterion", "measured", "target", "met"}) {
            QByteArray c = crit;
            c.replace(QByteArray(QByteArray("\"") + field + "\""), QByteArray(QByteArray("\"x") + field + "\""));
            QTest::newRow(QByteArray(QByteArray("criterion without ") + field).constData())
                << withCriterion(c) << Kind::MissingField
                << u"missing field '%1' in repos[1].criteria[1]"_s.arg(QLatin1String(field));
        }
        QTest::newRow("measured bool") << withCriterion(R"({"criterion":"x","measured":true,"target":1,"met":true})")
                                       << Kind::Malformed
                                       << u"repos[1].criteria[1].measured: expected a number, a string or null, got boolean"_s;
        QTest::newRow("target null") << withCriterion(R"({"criterion":"x","measured":1,"target":null,"met":true})")
                                     << Kind::Malformed
                                     << u"repos[1].criteria[1].target: expected a number or a string, got null"_s;
        QTest::newRow("met string") << withCriterion(R"({"criterion":"x","measured":1,"target":1,"met":"yes"})")
                                    << Kind::Malformed
                                    << u"repos[1].criteria[1].met: expected a boolean or null, got string"_s;
        QTest::newRow("criterion array") << withCriterion("[]") << Kind::Malformed
                                         << u"repos[1].criteria[1]: expected an object, got array"_s;
    }
    void parseLevelStatusErrors()
    {
        QFETCH(QByteArray, body);
        QFETCH(Kind, kind);
        QFETCH(QString, message);
        RelayError e;
        QVERIFY(!RelayJson::parseLevelStatus(body, &e));
        QCOMPARE(e.kind, kind);
        QCOMPARE(e.message, message);
    }

    void parsePrInfoErrors_data()
    {
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<Kind>("kind");
        QTest::addColumn<QString>("message");
        QTest::newRow("truncated") << QByteArray(R"([{"prNumber":1,)") << Kind::Malformed
                                   << u"malformed JSON at offset 15: unterminated object"_s;
        QTest::newRow("no number") << QByteArray(R"([{"title":"t","author":"a"}])") << Kind::MissingField
                                   << u"missing field 'prNumber' in [0]"_s;
        QTest::newRow("no title") << QByteArray(R"([{"prNumber":1,"title":"t","author":"a"},{"number":2,"author":"a"}])")
                                  << Kind::MissingField << u"missing field 'title' in [1]"_s;
        QTest::newRow("no author") << QByteArray(R"([{"prNumber":1,"title":"t"}])") << Kind::MissingField
                                   << u"missing field 'author' in [0]"_s;
        QTest::newRow("number string") << QByteArray(R"([{"prNumber":"1","title":"t","author":"a"}])")
                                       << Kind::Malformed << u"[0].prNumber: expected an integer, got string"_s;
        QTest::newRow("number zero") << QByteArray(R"([{"number":0,"title":"t","author":"a"}])") << Kind::Malformed
                                     << u"[0].number: 0 is below 1"_s;
        QTest::newRow("title null") << QByteArray(R"([{"prNumber":1,"title":null,"author":"a"}])") << Kind::Malformed
                                    << u"[0].title: expected a string, got null"_s;
        QTest::newRow("item number") << QByteArray("[1]") << Kind::Malformed << u"[0]: expected an object, got number"_s;
        QTest::newRow("key not a number") << QByteArray(R"({"abc":{"title":"t","author":"a"}})") << Kind::Malformed
                                          << u"'abc': expected a PR number as key"_s;
        QTest::newRow("key padded") << QByteArray(R"({"012":{"title":"t","author":"a"}})") << Kind::Malformed
                                    << u"'012': expected a PR number as key"_s;
        QTest::newRow("keyed no author") << QByteArray(R"({"12":{"title":"t"}})") << Kind::MissingField
                                         << u"missing field 'author' in '12'"_s;
        QTest::newRow("keyed value string") << QByteArray(R"({"12":"t"})") << Kind::Malformed
                                            << u"'12': expected an object, got string"_s;
    }
    void parsePrInfoErrors()
    {
        QFETCH(QByteArray, body);
        QFETCH(Kind, kind);
        QFETCH(QString, message);
        RelayError e;
        QVERIFY(!RelayJson::parsePrInfo(body, &e));
        QCOMPARE(e.kind, kind);
        QCOMPARE(e.message, message);
    }

    void describeFormats()
    {
        RelayError e;
        e.kind = Kind::RateLimited;
        e.httpStatus = 429;
        e.retryAfterSeconds = 30;
        e.endpoint = u"127.0.0.1:8080"_s;
        e.message = u"HTTP 429 rate limited, retry after 30 s"_s;
        QCOMPARE(e.describe(), u"relay 127.0.0.1:8080: HTTP 429 rate limited, retry after 30 s"_s);
        e.path = u"/api/crcr/level-status"_s;
        e.kind = Kind::UnknownLevel;
        e.message = u"repos[2].level: unknown level 'L7'"_s;
        QCOMPARE(e.describe(), u"relay 127.0.0.1:8080: /api/crcr/level-status: repos[2].level: unknown level 'L7'"_s);
        e.message.clear();
        QCOMPARE(e.describe(), u"relay 127.0.0.1:8080: /api/crcr/level-status: unknown level"_s);
        QVERIFY(!RelayError().isError());
        // Issue 15, B: data this version cannot read says to update; what the UI shows only.
        e.message = u"repos[2].level: unknown level 'L7'"_s;
        QCOMPARE(e.toSourceError().message,
            e.describe() + u" — the relay sent data this version does not read: update HUD Watch"_s);
    }
};

HW_TEST_GUILESS_MAIN(tst_RelayJson)
#include "tst_RelayJson.moc"
