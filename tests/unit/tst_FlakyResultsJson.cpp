// The flaky tab's last good results, kept in the cache as a JSON snapshot and read back equal.
#include "ResultAssertions.h"
#include "TestEnvironment.h"
#include "TestRegistry.h"
#include "cache/JobCache.h"
#include "cache/SnapshotStore.h"
#include "flaky/FlakyDemo.h"
#include "flaky/FlakyResultsJson.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace hw;

namespace {

FlakyResults sample()
{
    FlakyResults r;
    r.from = 1782864000;
    r.to = 1784073600;
    r.fetchedAt = 1784073700;
    r.unnamedRows = 3;
    r.malformedRows = 1;
    FlakyTest t;
    t.file = u"test_nn.py"_s;
    t.classname = u"TestNN"_s;
    t.name = u"test_batchnorm_nhwc_cpu ✓"_s;
    t.flakyRuns = 7;
    t.totalRuns = 69;
    t.failedRuns = 2;
    t.jobs = { u"pull / linux-jammy-py3.10-gcc11 / test (default, 1, 5, lf.linux.2xlarge)"_s };
    t.disabledIssue = 186910;
    t.lastFlakeAt = 1783511100;
    t.invokingFile = u"test_nn"_s;
    t.numGreen = 7;
    t.numRed = 9;
    t.jobIds = { 45000000001, 45000000002 };
    t.workflowIds = { 16000000001, 16000000001 };
    FlakyTest b;
    b.file = u"a.py"_s;
    b.name = u"test_b"_s;
    b.numGreen = 1;
    b.numRed = 1;
    b.flakyRuns = 1;
    b.totalRuns = 2;
    r.tests = { t, b };
    r.acrossFile = { { u"a.py"_s, u"A"_s, u"test_c"_s, u"a"_s, 2, 3, { 1, 2 } } };
    r.errors.reenable = u"Code: 60. DB::Exception: Table default.rerun_disabled_tests doesn't exist"_s;
    r.repository = u"pytorch/vision"_s;
    r.disabledByDay = { { 1783468800, u"rocm"_s, 42 }, { 1783468800, u"all"_s, 3 } };
    r.disabledNow
        = { { u"test_x (__main__.TestY)"_s, 190665, { u"mac"_s, u"macos"_s }, 1783987200, 1784016000 },
              { u"test_z (__main__.TestY)"_s, 1, {}, 1782259200, 1784016000 } };
    r.reenable = { { u"test_y.py"_s, u"TestY"_s, u"test_x"_s, 280, 1784070000, 190665 },
        { u"test_y.py"_s, u"TestY"_s, u"test_w"_s, 150, 1784070000, std::nullopt } };
    return r;
}

} // namespace

class tst_FlakyResultsJson : public QObject
{
    Q_OBJECT
private slots:
    void roundTrip()
    {
        const FlakyResults r = sample();
        const auto back = FlakyResultsJson::fromJson(FlakyResultsJson::toJson(r));
        QVERIFY2(back, qPrintable(back.error()));
        QVERIFY(*back == r);
        const auto empty = FlakyResultsJson::fromJson(FlakyResultsJson::toJson(FlakyResults {}));
        QVERIFY2(empty && *empty == FlakyResults {}, qPrintable(empty.error()));
    }

    void damagedEntriesAreRefusedWithTheirPath()
    {
        QJsonObject root = QJsonDocument::fromJson(FlakyResultsJson::toJson(sample())).object();
        const auto refused = [](const QJsonObject &o) {
            const auto r = FlakyResultsJson::fromJson(QJsonDocument(o).toJson());
            return r ? QString() : r.error();
        };
        QCOMPARE(FlakyResultsJson::fromJson("not json").error().left(17), u"not a JSON object"_s);
        QJsonObject o = root;
        QJsonArray tests;
        o.insert(u"version"_s, 1); // a cache of the figures before HUD's: refetched, never half read
        QVERIFY(refused(o).startsWith(u"root.version: 1"_s));
        o = root;
        QJsonObject errors = o.value(u"errors"_s).toObject();
        errors.remove(u"reenable"_s);
        o.insert(u"errors"_s, errors);
        QCOMPARE(refused(o), u"errors.reenable: expected a string"_s);
        o = root;
        tests = o.value(u"tests"_s).toArray();
        QJsonObject withIds = tests.at(0).toObject();
        withIds.insert(u"jobIds"_s, QJsonArray { u"1"_s });
        tests.replace(0, withIds);
        o.insert(u"tests"_s, tests);
        QCOMPARE(refused(o), u"tests[0].jobIds[0].id: expected an integer"_s);
        o = root;
        tests = o.value(u"tests"_s).toArray();
        QJsonObject t = tests.at(1).toObject();
        t.insert(u"runs"_s, u"2"_s);
        tests.replace(1, t);
        o.insert(u"tests"_s, tests);
        QCOMPARE(refused(o), u"tests[1].runs: expected an integer"_s);
        o = root;
        o.remove(u"reenable"_s);
        QCOMPARE(refused(o), u"reenable: expected an array"_s);
        o = root;
        QJsonArray now = o.value(u"disabledNow"_s).toArray();
        QJsonObject d = now.at(0).toObject();
        d.insert(u"platforms"_s, QJsonArray { 1 });
        now.replace(0, d);
        o.insert(u"disabledNow"_s, now);
        QCOMPARE(refused(o), u"disabledNow[0].platforms: expected strings"_s);
        o = root;
        tests = o.value(u"tests"_s).toArray();
        t = tests.at(0).toObject();
        t.remove(u"issue"_s);
        tests.replace(0, t);
        o.insert(u"tests"_s, tests);
        QCOMPARE(refused(o), u"tests[0].issue: missing"_s);
    }

    // The demo's bundled results load (tst_FlakyClickHouse checks they match the seed).
    void demoLoads()
    {
        const auto demo = FlakyDemo::load();
        QVERIFY2(demo, qPrintable(demo.error()));
        QCOMPARE(demo->from, FlakyDemo::From);
        QCOMPARE(demo->to, FlakyDemo::To);
        QVERIFY(demo->tests.size() > 10);
        QVERIFY(!demo->disabledByDay.isEmpty() && !demo->disabledNow.isEmpty() && !demo->reenable.isEmpty());
    }

    // What an offline start reads: the snapshot the last good fetch stored, with its age.
    void storedInTheCacheAsASnapshot()
    {
        const QString dir = test::freshRuntimeDir(u"FlakyResultsJson"_s);
        const FlakyResults r = sample();
        {
            JobCache cache(dir + u"/cache.sqlite"_s);
            HW_VERIFY_OK(cache.open());
            HW_VERIFY_OK(SnapshotStore(cache).store(
                FlakyResultsJson::source(), r.to, r.fetchedAt, FlakyResultsJson::toJson(r)));
        }
        JobCache cache(dir + u"/cache.sqlite"_s);
        HW_VERIFY_OK(cache.open());
        const auto snapshot = SnapshotStore(cache).load(FlakyResultsJson::source());
        HW_VERIFY_OK(snapshot);
        QCOMPARE(snapshot->fetchedAt, r.fetchedAt);
        QCOMPARE(snapshot->asOf, r.to);
        const auto back = FlakyResultsJson::fromJson(snapshot->body);
        QVERIFY2(back, qPrintable(back.error()));
        QVERIFY(*back == r);
    }
};

HW_TEST_GUILESS_MAIN(tst_FlakyResultsJson)
#include "tst_FlakyResultsJson.moc"
