// Trunk health computed in process, on small hand-made trunks whose answers are worked out here.
#include "trunk/TrunkClickHouseSource.h"
#include "trunk/TrunkHealthCalculator.h"
#include "trunk/TrunkJobKind.h"

#include <QJsonObject>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace hw;

namespace {

constexpr qint64 Day = 86'400;
const qint64 Day0 = 20'635 * Day; // 2026-07-01

TrunkJob job(const QString &sha, const QString &name, const QString &conclusion, qint64 created, qint64 queued,
             qint64 ran, QStringList labels = {u"linux.4xlarge"_s})
{
    static qint64 id = 0;
    TrunkJob j;
    j.id = ++id;
    j.sha = sha;
    j.workflowName = u"trunk"_s;
    j.name = name;
    j.status = conclusion.isEmpty() ? u"in_progress"_s : u"completed"_s;
    j.conclusion = conclusion;
    j.createdAt = created;
    j.startedAt = created + queued;
    j.completedAt = conclusion.isEmpty() ? 0 : created + queued + ran;
    j.labels = std::move(labels);
    return j;
}

const QString LinuxTest = u"linux-jammy-py3.10-gcc11 / test (default, 1, 3, linux.4xlarge)"_s;
const QString WinTest = u"win-vs2022-cpu-py3 / test (default, 1, 2, windows.4xlarge)"_s;
const QString MacTest = u"macos-py3-arm64 / test (default, 1, 1, macos-m1-stable)"_s;

} // namespace

class tst_TrunkHealthCalculator : public QObject
{
    Q_OBJECT
private slots:
    void platformsAndKinds()
    {
        QCOMPARE(TrunkJobKind::platformOf(WinTest), u"Windows"_s);
        QCOMPARE(TrunkJobKind::platformOf(u"linux-jammy-rocm-py3.10 / test (default, 1, 2, linux.rocm.gpu.2)"_s), u"ROCm"_s);
        QCOMPARE(TrunkJobKind::platformOf(LinuxTest), u"Linux"_s);
        QCOMPARE(TrunkJobKind::platformOf(u"lintrunner-noclang"_s), QString());
        QCOMPARE(TrunkJobKind::platformOf(u"darwin-x / build"_s), QString()); // "win-" inside a word is not Windows
        QCOMPARE(TrunkJobKind::kindOf(LinuxTest), u"test (default)"_s);
        QCOMPARE(TrunkJobKind::kindOf(u"win-vs2022-cpu-py3 / build"_s), u"build"_s);
        QCOMPARE(TrunkJobKind::kindOf(u"lintrunner-noclang"_s), u"lintrunner-noclang"_s);
        QCOMPARE(TrunkJobKind::kindOf(u"x / test (distributed, 2, 2, linux.g5)"_s), u"test (distributed)"_s);
    }

    void quantilesAreClickHousesExact()
    {
        QCOMPARE(TrunkHealthCalculator::quantileExact({}, 0.5), 0);
        QCOMPARE(TrunkHealthCalculator::quantileExact({7}, 0.9), 7);
        // floor(0.5 × 4) = 2: the upper middle of an even count.
        QCOMPARE(TrunkHealthCalculator::quantileExact({40, 10, 30, 20}, 0.5), 30);
        QCOMPARE(TrunkHealthCalculator::quantileExact({1, 2, 3, 4, 5, 6, 7, 8, 9, 10}, 0.9), 10);
        QCOMPARE(TrunkHealthCalculator::machineType({u"self-hosted"_s, u"linux.4xlarge"_s}), u"linux.4xlarge"_s);
        QCOMPARE(TrunkHealthCalculator::machineType({u"macos-m1"_s}), u"macos-m1"_s);
        QCOMPARE(TrunkHealthCalculator::machineType({}), QString());
    }

    void brokenFlakyAndGreenCommits()
    {
        const qint64 t = Day0 + 3600;
        const QVector<TrunkCommit> commits = {
            {u"green"_s, t}, {u"broken"_s, t + 60}, {u"flaky"_s, t + 120}, {u"cancelled"_s, Day0 + Day + 10},
            {u"nojobs"_s, t + 180}, {u"outside"_s, Day0 - 1},
        };
        QVector<TrunkJob> jobs = {
            job(u"green"_s, LinuxTest, u"success"_s, t + 10, 100, 1000),
            job(u"green"_s, WinTest, u"success"_s, t + 10, 300, 2000),
            job(u"broken"_s, LinuxTest, u"failure"_s, t + 70, 50, 500),
            job(u"broken"_s, WinTest, u"success"_s, t + 70, 60, 600),
            job(u"flaky"_s, LinuxTest, u"failure"_s, t + 130, 10, 100),
            job(u"flaky"_s, LinuxTest, u"success"_s, t + 300, 10, 100), // the rerun passed
            job(u"flaky"_s, WinTest, u"timed_out"_s, t + 130, 10, 100),
            job(u"flaky"_s, WinTest, u"success"_s, t + 400, 10, 100),
            job(u"cancelled"_s, LinuxTest, u"cancelled"_s, Day0 + Day + 20, 5, 50),
            job(u"outside"_s, LinuxTest, u"failure"_s, Day0, 5, 5),
        };
        const TrunkHealth h = TrunkHealthCalculator::compute(commits, jobs, Day0, Day0 + 2 * Day);
        QCOMPARE(h.red.size(), 2);
        // nojobs is left out: a commit without jobs says nothing about trunk.
        QCOMPARE(h.red[0], (TrunkRedDay{Day0 / Day, 3, 1, 1}));
        QCOMPARE(h.red[1], (TrunkRedDay{Day0 / Day + 1, 1, 0, 0})); // cancelled is not red
        // Time to signal: green 10+300+2000 = 2310; broken 70+60+600-60 = 670; flaky 400+10+100-120 = 390.
        QCOMPARE(h.signal.size(), 2);
        QCOMPARE(h.signal[0], (TrunkSignalDay{Day0 / Day, 3, 670, 2310}));
        // Linux red, Windows green on "broken": a Linux-only failure of test (default).
        QCOMPARE(h.platformOnly.size(), 1);
        QCOMPARE(h.platformOnly[0].platform, u"Linux"_s);
        QCOMPARE(h.platformOnly[0].kind, u"test (default)"_s);
        QCOMPARE(h.platformOnly[0].commits, 1);
        QCOMPARE(h.platformOnly[0].lastSha, u"broken"_s);
        // One label, nine jobs in range: queue times 100 300 50 60 10 10 10 10 5 → sorted
        // 5 10 10 10 10 50 60 100 300: p50 = [4] = 10, p90 = [8] = 300.
        QCOMPARE(h.queueByLabel.size(), 1);
        QCOMPARE(h.queueByLabel[0], (TrunkQueueFigure{u"linux.4xlarge"_s, -1, 9, 10, 300}));
    }

    void hourlyBuckets()
    {
        const QVector<TrunkCommit> commits = {{u"a"_s, Day0 + 10}, {u"b"_s, Day0 + 3 * 3600 + 5}};
        const QVector<TrunkJob> jobs = {job(u"a"_s, LinuxTest, u"failure"_s, Day0 + 20, 5, 50),
                                        job(u"b"_s, LinuxTest, u"success"_s, Day0 + 3 * 3600 + 20, 5, 50)};
        const TrunkHealth h = TrunkHealthCalculator::compute(commits, jobs, Day0, Day0 + Day, 3600);
        QCOMPARE(h.bucketSeconds, 3600);
        QCOMPARE(h.red.size(), 2);
        QCOMPARE(h.red[0], (TrunkRedDay{Day0 / 3600, 1, 1, 0}));
        QCOMPARE(h.red[1], (TrunkRedDay{Day0 / 3600 + 3, 1, 0, 0}));
        QCOMPARE(TrunkHealth::bucketFor(Day0, Day0 + 3 * Day), 3600);
        QCOMPARE(TrunkHealth::bucketFor(Day0, Day0 + 7 * Day), 86'400);
    }

    void stillRunningCommitsHaveNoTimeToSignal()
    {
        const QVector<TrunkCommit> commits = {{u"a"_s, Day0 + 10}};
        const QVector<TrunkJob> jobs = {job(u"a"_s, LinuxTest, u"success"_s, Day0 + 20, 5, 50),
                                        job(u"a"_s, WinTest, QString(), Day0 + 20, 5, 50)};
        const TrunkHealth h = TrunkHealthCalculator::compute(commits, jobs, Day0, Day0 + Day);
        QCOMPARE(h.red.size(), 1);
        QVERIFY(h.signal.isEmpty());
    }

    void aFailureOnEveryPlatformIsNotPlatformOnly()
    {
        const QVector<TrunkCommit> commits = {{u"a"_s, Day0 + 10}};
        const QVector<TrunkJob> jobs = {job(u"a"_s, LinuxTest, u"failure"_s, Day0 + 20, 5, 50),
                                        job(u"a"_s, WinTest, u"failure"_s, Day0 + 20, 5, 50),
                                        job(u"a"_s, MacTest, u"success"_s, Day0 + 20, 5, 50)};
        QVERIFY(TrunkHealthCalculator::compute(commits, jobs, Day0, Day0 + Day).platformOnly.isEmpty());
    }

    void malformedRowsAreCountedNotCrashedOn()
    {
        QVector<QVector<QJsonObject>> rows(TrunkClickHouseSource::QueryCount);
        rows[TrunkClickHouseSource::Red] = {
            QJsonObject{{u"day"_s, 20635}, {u"commits"_s, u"12"_s}, {u"broken"_s, 2}, {u"flaky_only"_s, 1}},
            QJsonObject{{u"day"_s, u"tuesday"_s}, {u"commits"_s, 1}, {u"broken"_s, 0}, {u"flaky_only"_s, 0}},
            QJsonObject{{u"commits"_s, 1}},
        };
        rows[TrunkClickHouseSource::PlatformOnly] = {QJsonObject{{u"platform"_s, 3}}};
        const TrunkHealth h = TrunkClickHouseSource::decode(rows, 0, 1, 86'400);
        QCOMPARE(h.red.size(), 1);
        QCOMPARE(h.red[0], (TrunkRedDay{20635, 12, 2, 1}));
        QCOMPARE(h.skippedRows, 3);
    }

    void sqlBindsEveryValue()
    {
        TrunkClickHouseSource::Options options;
        options.ref = u"refs/heads/it's"_s;
        QString error;
        for (int q = 0; q < TrunkClickHouseSource::QueryCount; ++q) {
            const auto sql = TrunkClickHouseSource::sql(TrunkClickHouseSource::Query(q), options, Day0, Day0 + Day, 3600, &error);
            QVERIFY2(sql, qPrintable(error));
            QVERIFY(sql->contains(u"'refs/heads/it\\'s'"_s));
            QVERIFY(!sql->contains(u"{"_s));
        }
        options.database = u"a.b"_s;
        QVERIFY(!TrunkClickHouseSource::sql(TrunkClickHouseSource::Red, options, Day0, Day0 + Day, 3600, &error));
        QVERIFY(error.contains(u"a.b"_s));
    }
};

QTEST_GUILESS_MAIN(tst_TrunkHealthCalculator)
#include "tst_TrunkHealthCalculator.moc"
