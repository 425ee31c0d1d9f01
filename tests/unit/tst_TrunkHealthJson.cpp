// The cached trunk figures: written and read back unchanged; a damaged entry names what is wrong.
#include "TestRegistry.h"

#include "trunk/TrunkHealthJson.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace hw;

class tst_TrunkHealthJson : public QObject
{
    Q_OBJECT
private slots:
    void roundTrip()
    {
        TrunkHealth h;
        h.from = 1'782'864'000;
        h.to = h.from + 7 * 86'400;
        h.bucketSeconds = 86'400;
        h.skippedRows = 2;
        h.queuedAt = h.to;
        h.red = {{20'635, 12, 3, 2, 1, 6}, {20'636, 5, 0, 1, 0, 4}};
        h.redAverage = {16, 2, 5};
        h.timeToSignalKnown = true;
        h.timeToSignal = {{h.from - 3 * 86'400, u"main"_s, 2.625, 40}, {h.from - 3 * 86'400, u"not main"_s, 3.5, 400}};
        h.queued = {{u"linux.4xlarge"_s, 40, 300}, {u"N/A"_s, 10, 1800}};
        h.ttsPercentile = {{u"pull / build"_s, 600, 900, 12}};
        h.consoleRed = {{20'635, 10, 2, 3}, {20'636, 5, 0, 1}};
        h.platformOnly = {{u"Windows"_s, u"test (default)"_s, 8, h.from + 100, u"0123456789abcdef"_s}};
        // A part that could not be read keeps its error in the cache, beside the others' figures.
        h.errors.queued = u"Code: 60. DB::Exception: Table default.workflow_job doesn't exist"_s;
        h.errors.timeToSignal = u"Missing columns: 'updated_at'"_s;
        const auto back = TrunkHealthJson::fromJson(TrunkHealthJson::toJson(h));
        QVERIFY2(back, qPrintable(back.error()));
        QCOMPARE(*back, h);
        const auto empty = TrunkHealthJson::fromJson(TrunkHealthJson::toJson({}));
        QVERIFY2(empty, qPrintable(empty.error()));
        QVERIFY(!empty->timeToSignalKnown); // unknown stays unknown, not an empty week list
    }

    void hudsFiguresUnderHudsNamesTheConsolesLabelled()
    {
        TrunkHealth h;
        h.redAverage = {16, 2, 5};
        h.timeToSignalKnown = true;
        const QJsonObject root = QJsonDocument::fromJson(TrunkHealthJson::toJson(h)).object();
        const QJsonObject hud = root.value(u"hud"_s).toObject();
        for (const QString &query : {u"master_commit_red"_s, u"master_commit_red_avg"_s, u"time_to_signal"_s,
                                     u"tts_percentile"_s, u"queued_jobs_by_label"_s})
            QVERIFY2(hud.contains(query), qPrintable(query));
        QCOMPARE(hud.value(u"master_commit_red_avg"_s).toObject().value(u"broken_trunk_red"_s).toDouble(), 0.125);
        QCOMPARE(hud.value(u"master_commit_red_avg"_s).toObject().value(u"flaky_red"_s).toDouble(), 3.0 / 16);
        const QJsonObject console = root.value(u"console"_s).toObject();
        QVERIFY(console.contains(u"sandwichRed"_s) && console.contains(u"platformOnlyFailures"_s));
    }

    void damagedEntriesSayWhat()
    {
        QByteArray json = TrunkHealthJson::toJson({});
        for (const auto &[input, says] : std::initializer_list<std::pair<QByteArray, QString>>{
                 {"", u"not a JSON object"_s},
                 {"[1]", u"not a JSON object"_s},
                 {QByteArray(json).replace("\"version\":3", "\"version\":9"), u"version: 9 is not"_s},
                 // Figures cached before per-part errors: refused, the next fetch replaces them.
                 {QByteArray(json).replace("\"version\":3", "\"version\":2"), u"version: 2 is not"_s},
                 {QByteArray(json).replace("\"errors\":{", "\"errs\":{"), u"errors: expected an object"_s},
                 {QByteArray(json).replace("\"queued\":\"\"", "\"queued\":7"), u"errors.queued: expected a string"_s},
                 {QByteArray(json).replace("\"master_commit_red\":[]", "\"master_commit_red\":[{\"bucket\":\"x\"}]"),
                  u"master_commit_red[0].bucket: expected an integer"_s},
                 {QByteArray(json).replace("\"time_to_signal\":null", "\"time_to_signal\":{}"),
                  u"time_to_signal: expected an array"_s},
                 {QByteArray(json).replace("\"anyRedCommits\":0", "\"anyRedCommits\":-1"), u"counts out of order"_s},
                 {QByteArray(json).replace("\"bucketSeconds\":86400", "\"bucketSeconds\":0"), u"bucketSeconds 0"_s},
             }) {
            const auto r = TrunkHealthJson::fromJson(input);
            QVERIFY2(!r, input.constData());
            QVERIFY2(r.error().contains(says), qPrintable(r.error()));
        }
    }
};

HW_TEST_GUILESS_MAIN(tst_TrunkHealthJson)
#include "tst_TrunkHealthJson.moc"
