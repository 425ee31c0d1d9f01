// FlakyClickHouseSource against the seeded 18.16 server, compared with the same figures computed
// here, independently, from the seed files (tests/data/clickhouse/generate_flaky_seed.py).
#include "ClickHouseTestServer.h"
#include "TestEnvironment.h"
#include "clickhouse/ClickHouseClient.h"
#include "clickhouse/ClickHouseSql.h"
#include "clickhouse/ClickHouseValue.h"
#include "flaky/FlakyClickHouseSource.h"
#include "flaky/FlakyDemo.h"
#include "flaky/FlakyHistoryJson.h"
#include "flaky/FlakyResultsJson.h"
#include "flaky/FlakySql.h"
#include "flaky/FlakyTestHistorySource.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QMap>
#include <QRegularExpression>
#include <QSet>
#include <QSignalSpy>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace hw;
using hw::test::ClickHouseTestServer;

namespace {

constexpr qint64 Day = 86400;
// generate_flaky_seed.py: test runs 2026-07-01 .. 07-14, every row before ASOF.
const qint64 AsOf = QDateTime(QDate(2026, 7, 15), QTime(0, 0), Qt::UTC).toSecsSinceEpoch();

qint64 timeOf(const QJsonObject &o, const QString &key)
{
    const auto t = ClickHouseValue::toUtcSeconds(o.value(key));
    if (!t)
        qFatal("seed: bad time in %s", qPrintable(key));
    return *t;
}

qint64 dayOf(const QJsonObject &o)
{
    return QDateTime(QDate::fromString(o.value(u"day"_s).toString(), Qt::ISODate), QTime(0, 0), Qt::UTC)
        .toSecsSinceEpoch();
}

QVector<QJsonObject> readJsonl(const QString &relative)
{
    QVector<QJsonObject> rows;
    for (const QByteArray &line : hw::test::readFile(hw::test::dataPath(relative)).split('\n'))
        if (!line.trimmed().isEmpty())
            rows.append(QJsonDocument::fromJson(line).object());
    return rows;
}

QString str(const QJsonObject &o, const char *key)
{
    return o.value(QLatin1String(key)).toString();
}

bool nonEmpty(const QJsonObject &o, const char *key)
{
    return !o.value(QLatin1String(key)).toArray().isEmpty();
}

// The seed, and the tab's figures computed from it by HUD's definitions (hud-definitions.md, HUD's
// flaky_tests/* queries) and the console's rules (FlakyTest.h), written out plainly here: loops
// over the seeded rows, no SQL, no source code shared.
struct Seed {
    QVector<QJsonObject> runs, jobs, workflowRuns, disabled, reruns, issues;
    QString repo = u"pytorch/pytorch"_s;

    struct Job {
        QString name, workflow, url;
        qint64 run = 0;
    };
    struct Run {
        QString repo, branch;
        qint64 created = 0;
    };
    QHash<qint64, Job> jobById() const
    {
        QHash<qint64, Job> out;
        for (const QJsonObject &j : jobs)
            out.insert(j.value(u"id"_s).toInteger(),
                { str(j, "name"), str(j, "workflow_name"), str(j, "html_url"), j.value(u"run_id"_s).toInteger() });
        return out;
    }
    QHash<qint64, Run> runById() const
    {
        QHash<qint64, Run> out;
        for (const QJsonObject &w : workflowRuns)
            out.insert(w.value(u"id"_s).toInteger(),
                { str(w, "repository.full_name"), str(w, "head_branch"), timeOf(w, u"created_at"_s) });
        return out;
    }
    using Key = std::tuple<QString, QString, QString, QString>; // file, class, name, invoking file
    static Key keyOf(const QJsonObject &r)
    {
        return { str(r, "file"), str(r, "classname"), str(r, "name"), str(r, "invoking_file") };
    }
    // HUD's job set (in_subprocess): a job workflow_job has, not a rerun_disabled_tests job, of a
    // run on main of the repository.
    bool hudJob(qint64 jobId) const
    {
        const auto jobsById = jobById();
        const auto runsById = runById();
        if (!jobsById.contains(jobId))
            return false;
        const Job j = jobsById.value(jobId);
        const Run w = runsById.value(j.run, Run { u"-"_s, u"-"_s, 0 });
        return !j.name.contains(u"rerun_disabled_tests"_s) && w.branch == u"main"_s && w.repo == repo;
    }
    // The console's window jobs: the same, of runs created from a day before `from` to `to`.
    bool windowJob(qint64 jobId, qint64 from, qint64 to) const
    {
        if (!hudJob(jobId))
            return false;
        const qint64 created = runById().value(jobById().value(jobId).run).created;
        return created >= from - Day && created < to;
    }

    QVector<FlakyTest> flakyTests(qint64 from, qint64 to) const
    {
        const auto jobsById = jobById();
        QSet<qint64> hudJobs, windowJobs;
        for (auto it = jobsById.cbegin(); it != jobsById.cend(); ++it) {
            if (hudJob(it.key()))
                hudJobs.insert(it.key());
            if (windowJob(it.key(), from, to))
                windowJobs.insert(it.key());
        }
        // HUD: rows passed on a rerun (rerun not empty, failure empty) in HUD's jobs.
        QMap<Key, FlakyTest> hud;
        for (const QJsonObject &r : runs) {
            const qint64 t = timeOf(r, u"time_inserted"_s);
            const qint64 job = r.value(u"job_id"_s).toInteger();
            if (t < from || t >= to || !nonEmpty(r, "rerun.message") || nonEmpty(r, "failure.message")
                || !hudJobs.contains(job))
                continue;
            FlakyTest &f = hud[keyOf(r)];
            std::tie(f.file, f.classname, f.name, f.invokingFile) = keyOf(r);
            f.numGreen += 1;
            f.numRed += r.value(u"rerun.message"_s).toArray().size();
            f.jobIds.append(job);
            f.workflowIds.append(r.value(u"workflow_id"_s).toInteger());
        }
        struct JobRuns {
            bool anyFail = false, anyPass = false, rerunPass = false;
            qint64 last = 0;
        };
        // The console's: those tests' rows in the window's jobs, per job.
        QMap<Key, QMap<qint64, JobRuns>> perJob;
        for (const QJsonObject &r : runs) {
            const qint64 t = timeOf(r, u"time_inserted"_s);
            const qint64 job = r.value(u"job_id"_s).toInteger();
            if (t < from || t >= to || !hud.contains(keyOf(r)) || !windowJobs.contains(job))
                continue;
            JobRuns &j = perJob[keyOf(r)][job];
            const bool failing = nonEmpty(r, "failure.message") || nonEmpty(r, "error.message");
            const bool passing = !failing && !nonEmpty(r, "skipped.message");
            j.anyFail |= failing;
            j.anyPass |= passing;
            j.rerunPass |= passing && nonEmpty(r, "rerun.message");
            j.last = std::max(j.last, t);
        }
        QVector<FlakyTest> out;
        for (auto it = hud.begin(); it != hud.end(); ++it) {
            FlakyTest f = *it;
            std::sort(f.jobIds.begin(), f.jobIds.end());
            std::sort(f.workflowIds.begin(), f.workflowIds.end());
            const auto jobsOfTest = perJob.value(it.key());
            for (auto j = jobsOfTest.cbegin(); j != jobsOfTest.cend(); ++j) {
                if (!j->anyFail && !j->anyPass)
                    continue; // skipped only: no run
                ++f.totalRuns;
                const bool flaky = j->rerunPass || (j->anyFail && j->anyPass);
                if (flaky) {
                    ++f.flakyRuns;
                    f.lastFlakeAt = std::max(f.lastFlakeAt, j->last);
                    const Job job = jobsById.value(j.key());
                    const QString jobName = job.workflow + u" / "_s + job.name;
                    if (!f.jobs.contains(jobName))
                        f.jobs << jobName;
                } else if (j->anyFail) {
                    ++f.failedRuns;
                }
            }
            f.jobs.sort();
            out.append(f);
        }
        return out;
    }

    // HUD's across-file reruns: per job, failed in one run of the file and passed in another
    // (skipped rows out), jobs of the repository (any branch) that are no rerun_disabled_tests job.
    QVector<AcrossFileRerun> acrossFile(qint64 from, qint64 to) const
    {
        const auto jobsById = jobById();
        const auto runsById = runById();
        QMap<Key, QMap<qint64, std::tuple<bool, bool, qint64>>> perJob; // failed, passed, reruns
        for (const QJsonObject &r : runs) {
            const qint64 t = timeOf(r, u"time_inserted"_s);
            const qint64 job = r.value(u"job_id"_s).toInteger();
            if (t < from || t >= to || nonEmpty(r, "skipped.message") || !jobsById.contains(job))
                continue;
            const Job j = jobsById.value(job);
            if (j.name.contains(u"rerun_disabled_tests"_s) || !runsById.contains(j.run)
                || runsById.value(j.run).repo != repo)
                continue;
            auto &[failed, passed, reruns] = perJob[keyOf(r)][job];
            const bool failing = nonEmpty(r, "failure.message") || nonEmpty(r, "error.message");
            failed |= failing;
            passed |= !failing;
            reruns += r.value(u"rerun.message"_s).toArray().size();
        }
        QVector<AcrossFileRerun> out;
        for (auto it = perJob.cbegin(); it != perJob.cend(); ++it) {
            AcrossFileRerun a;
            std::tie(a.file, a.classname, a.name, a.invokingFile) = it.key();
            if (a.file.isEmpty())
                continue; // HUD's failed_tests: file != ''
            for (auto j = it->cbegin(); j != it->cend(); ++j) {
                const auto &[failed, passed, reruns] = *j;
                if (!failed || !passed)
                    continue;
                ++a.numGreen;
                a.numRed += reruns;
                a.jobIds.append(j.key());
            }
            if (a.numGreen > 0)
                out.append(a);
        }
        return out;
    }

    int unnamedRows(qint64 from, qint64 to) const
    {
        int n = 0;
        for (const QJsonObject &r : runs) {
            const qint64 t = timeOf(r, u"time_inserted"_s);
            n += t >= from && t < to && str(r, "name").isEmpty()
                && windowJob(r.value(u"job_id"_s).toInteger(), from, to);
        }
        return n;
    }

    // The issues of the repository, in any state (the snapshots have no repository of their own).
    QSet<qint64> repositoryIssues() const
    {
        QSet<qint64> out;
        for (const QJsonObject &i : issues)
            if (str(i, "html_url").contains(u"github.com/"_s + repo + u"/issues/"_s))
                out.insert(i.value(u"number"_s).toInteger());
        return out;
    }

    // The console's per-day counts: the tests the repository's issues disabled that day, per platform.
    QVector<DisabledCount> disabledByDay(qint64 from, qint64 to, bool oneRepository = true) const
    {
        const QSet<qint64> ours = repositoryIssues();
        QMap<std::pair<qint64, QString>, QSet<QString>> names;
        for (const QJsonObject &d : disabled) {
            const qint64 t = timeOf(d, u"timestamp"_s);
            if (t < from || t >= to)
                continue;
            if (oneRepository && !ours.contains(d.value(u"issueNumber"_s).toInteger()))
                continue;
            QStringList platforms;
            for (const QJsonValue &p : d.value(u"platforms"_s).toArray())
                platforms << p.toString();
            if (platforms.isEmpty())
                platforms << u"all"_s;
            for (const QString &p : std::as_const(platforms))
                names[{ dayOf(d), p }].insert(str(d, "name"));
        }
        QVector<DisabledCount> out;
        for (auto it = names.cbegin(); it != names.cend(); ++it)
            out.append({ it.key().first, it.key().second, int(it->size()) });
        return out;
    }

    // HUD's disabled tests: the latest row per name, kept when its issue is open and of the repo.
    QVector<DisabledTest> disabledNow(qint64 to) const
    {
        QSet<qint64> open;
        for (const QJsonObject &i : issues)
            if (str(i, "state") == u"open"_s && str(i, "html_url").contains(u"github.com/"_s + repo + u"/issues/"_s))
                open.insert(i.value(u"number"_s).toInteger());
        QMap<QString, QJsonObject> latest;
        for (const QJsonObject &d : disabled) {
            const qint64 t = timeOf(d, u"timestamp"_s);
            if (t >= to)
                continue;
            const QString name = str(d, "name");
            if (!latest.contains(name) || timeOf(latest.value(name), u"timestamp"_s) < t)
                latest.insert(name, d);
        }
        QVector<DisabledTest> out;
        for (const QJsonObject &d : std::as_const(latest)) {
            DisabledTest t;
            t.key = str(d, "name");
            t.issue = d.value(u"issueNumber"_s).toInt();
            if (!open.contains(t.issue))
                continue;
            for (const QJsonValue &p : d.value(u"platforms"_s).toArray())
                t.platforms << p.toString();
            t.snapshotAt = timeOf(d, u"timestamp"_s);
            t.since = dayOf(d);
            for (const QJsonObject &e : disabled)
                if (str(e, "name") == t.key && e.value(u"issueNumber"_s).toInt() == t.issue
                    && timeOf(e, u"timestamp"_s) < to)
                    t.since = std::min(t.since, dayOf(e));
            out.append(t);
        }
        std::sort(out.begin(), out.end(), [](const DisabledTest &a, const DisabledTest &b) {
            return a.since != b.since ? a.since > b.since : a.key < b.key;
        });
        return out;
    }

    // HUD's re-enable candidates: rows of the repository's workflow runs created in the 7 days
    // before `to` (workflow_run.created_at: the table has no time), summed per test.
    QVector<ReenableCandidate> reenable(qint64 to) const
    {
        const auto runsById = runById();
        struct Sum {
            qint64 green = 0, red = 0, last = 0;
            bool flaky = false;
        };
        QMap<std::tuple<QString, QString, QString>, Sum> sums;
        for (const QJsonObject &r : reruns) {
            const qint64 run = r.value(u"workflow_id"_s).toInteger();
            if (!runsById.contains(run))
                continue;
            const Run w = runsById.value(run);
            if (w.created <= to - 7 * Day || w.created > to || w.repo != repo)
                continue;
            Sum &s = sums[{ str(r, "filename"), str(r, "classname"), str(r, "name") }];
            s.green += r.value(u"num_green"_s).toInteger();
            s.red += r.value(u"num_red"_s).toInteger();
            s.flaky |= r.value(u"flaky"_s).toInt() != 0;
            s.last = std::max(s.last, w.created);
        }
        QVector<ReenableCandidate> out;
        for (auto it = sums.cbegin(); it != sums.cend(); ++it) {
            if (it->green < 150 || it->red > 0 || it->flaky)
                continue;
            ReenableCandidate c;
            std::tie(c.file, c.classname, c.name) = it.key();
            c.green = it->green;
            c.lastRunAt = it->last;
            out.append(c);
        }
        return out;
    }

    // "test_x (__main__.TestClass)" of the disabled list → issue, for (name, class).
    static void attachIssues(
        QVector<DisabledTest> now, QVector<FlakyTest> *tests, QVector<ReenableCandidate> *candidates)
    {
        static const QRegularExpression key(u"^(.+) \\((?:.*\\.)?([^.()]+)\\)$"_s);
        QMap<std::pair<QString, QString>, int> issues;
        for (const DisabledTest &d : now) {
            const auto m = key.match(d.key);
            if (m.hasMatch())
                issues.insert({ m.captured(1), m.captured(2) }, d.issue);
        }
        for (FlakyTest &t : *tests)
            if (issues.contains({ t.name, t.classname }))
                t.disabledIssue = issues.value({ t.name, t.classname });
        for (ReenableCandidate &c : *candidates)
            if (issues.contains({ c.name, c.classname }))
                c.disabledIssue = issues.value({ c.name, c.classname });
    }

    // The "one test" view: every job with its outcome, newest first, and per-day counts.
    FlakyTestHistory history(const QString &file, const QString &classname, const QString &name, qint64 from,
        qint64 to, int limit) const
    {
        QHash<qint64, std::pair<QString, QString>> jobInfo;
        for (const QJsonObject &j : jobs)
            jobInfo.insert(j.value(u"id"_s).toInteger(),
                { str(j, "workflow_name") + u" / "_s + str(j, "name"), str(j, "html_url") });
        struct JobRuns {
            bool anyFail = false, anyPass = false, rerunPass = false;
            qint64 last = 0;
        };
        QMap<qint64, JobRuns> perJob;
        for (const QJsonObject &r : runs) {
            const qint64 t = timeOf(r, u"time_inserted"_s);
            if (t < from || t >= to || str(r, "file") != file || str(r, "classname") != classname
                || str(r, "name") != name || !windowJob(r.value(u"job_id"_s).toInteger(), from, to))
                continue;
            JobRuns &j = perJob[r.value(u"job_id"_s).toInteger()];
            const bool failing = nonEmpty(r, "failure.message") || nonEmpty(r, "error.message");
            const bool passing = !failing && !nonEmpty(r, "skipped.message");
            j.anyFail |= failing;
            j.anyPass |= passing;
            j.rerunPass |= passing && nonEmpty(r, "rerun.message");
            j.last = std::max(j.last, t);
        }
        FlakyTestHistory h;
        h.file = file;
        h.classname = classname;
        h.name = name;
        h.from = from;
        h.to = to;
        QMap<qint64, FlakyTestHistory::Day> days;
        for (auto it = perJob.cbegin(); it != perJob.cend(); ++it) {
            FlakyTestRun run;
            run.jobId = it.key();
            run.job = jobInfo.value(it.key()).first;
            run.jobUrl = jobInfo.value(it.key()).second;
            run.at = it->last;
            const bool flaky = it->rerunPass || (it->anyFail && it->anyPass);
            run.outcome = flaky ? FlakyTestRun::Outcome::Flaky
                : it->anyFail   ? FlakyTestRun::Outcome::Fail
                : it->anyPass   ? FlakyTestRun::Outcome::Pass
                                : FlakyTestRun::Outcome::Skipped;
            h.runs.append(run);
            FlakyTestHistory::Day &d = days[it->last - it->last % Day];
            d.day = it->last - it->last % Day;
            d.flaky += flaky;
            d.failed += !flaky && it->anyFail;
            d.runs += it->anyFail || it->anyPass;
            d.skipped += !it->anyFail && !it->anyPass;
        }
        std::sort(h.runs.begin(), h.runs.end(), [](const FlakyTestRun &a, const FlakyTestRun &b) {
            return a.at != b.at ? a.at > b.at : a.jobId > b.jobId;
        });
        h.truncated = h.runs.size() > limit;
        h.runs.resize(std::min<qsizetype>(h.runs.size(), limit));
        h.days = days.values().toVector();
        return h;
    }

    FlakyResults expected(qint64 from, qint64 to) const
    {
        FlakyResults r;
        r.from = from;
        r.to = to;
        r.tests = flakyTests(from, to);
        r.acrossFile = acrossFile(from, to);
        r.unnamedRows = unnamedRows(from, to);
        r.disabledByDay = disabledByDay(from, to);
        r.disabledNow = disabledNow(to);
        r.reenable = reenable(to);
        attachIssues(r.disabledNow, &r.tests, &r.reenable);
        return r;
    }
};

QString describe(const FlakyTest &t)
{
    return u"%1 %2/%3 failed %4 last %5 issue %6 jobs [%7]"_s.arg(t.fullName())
        .arg(t.flakyRuns)
        .arg(t.totalRuns)
        .arg(t.failedRuns)
        .arg(t.lastFlakeAt)
        .arg(t.disabledIssue.value_or(0))
        .arg(t.jobs.join(u"; "_s))
        .arg(t.invokingFile)
        .arg(t.numGreen)
        .arg(t.numRed);
}

const FlakyTest *findTest(const QVector<FlakyTest> &tests, const QString &name)
{
    for (const FlakyTest &t : tests)
        if (t.name == name)
            return &t;
    return nullptr;
}

} // namespace

class tst_FlakyClickHouse : public QObject
{
    Q_OBJECT

    ClickHouseTestServer m_server;
    std::unique_ptr<ClickHouseClient> m_client;
    Seed m_seed;

    struct Fetched {
        FlakyResults results;
        QString error;
        SourceError::Kind kind = SourceError::Kind::None;
        qint64 ms = 0;
    };

    Fetched fetch(FlakyClickHouseSource &source, qint64 from, qint64 to)
    {
        Fetched out;
        QSignalSpy fetched(&source, &FlakyClickHouseSource::fetched);
        QSignalSpy failed(&source, &FlakyClickHouseSource::failed);
        QElapsedTimer timer;
        timer.start();
        source.fetch(from, to);
        if (!QTest::qWaitFor([&] { return !fetched.isEmpty() || !failed.isEmpty(); }, 30'000)) {
            out.error = u"the source reported nothing within 30 s"_s;
            return out;
        }
        out.ms = timer.elapsed();
        QTest::qWait(50); // exactly one outcome, also after a stray second one had time to arrive
        if (fetched.size() + failed.size() != 1) {
            out.error
                = u"%1 fetched and %2 failed signals for one fetch"_s.arg(fetched.size()).arg(failed.size());
            return out;
        }
        if (!failed.isEmpty()) {
            const auto error = failed.first().at(0).value<SourceError>();
            out.error = error.message;
            out.kind = error.kind;
            return out;
        }
        out.results = fetched.first().at(0).value<FlakyResults>();
        return out;
    }

    void run(const QString &sql)
    {
        const auto r = ClickHouseTestServer::run(*m_client, sql);
        QVERIFY2(r.ok(), qPrintable(sql + u": "_s + m_client->describe(r.error)));
    }

private slots:
    void initTestCase()
    {
        qRegisterMetaType<hw::FlakyResults>();
        QVERIFY2(m_server.isValid(), qPrintable(m_server.error()));
        m_client = std::make_unique<ClickHouseClient>(m_server.config());
        m_seed.runs = readJsonl(u"clickhouse/test_run_s3.jsonl"_s);
        m_seed.jobs = readJsonl(u"clickhouse/flaky_workflow_job.jsonl"_s);
        m_seed.disabled = readJsonl(u"clickhouse/disabled_tests_historical.jsonl"_s);
        m_seed.reruns = readJsonl(u"clickhouse/rerun_disabled_tests.jsonl"_s);
        m_seed.workflowRuns = readJsonl(u"clickhouse/flaky_workflow_run.jsonl"_s);
        // default.issues (the grid's table, HUD's disabled list joins it) is in both test servers'
        // schemas; a part that cannot read it failing alone is onePartFailsAlone's case.
        const auto issues = ClickHouseTestServer::select(*m_client,
            u"SELECT count() AS n FROM system.tables WHERE database = 'default' AND name = 'issues'"_s);
        QVERIFY2(issues.ok(), qPrintable(m_client->describe(issues.error)));
        QCOMPARE(ClickHouseValue::toInt64(issues.rows.first().value(u"n"_s)).value_or(0), 1);
        m_seed.issues = readJsonl(u"clickhouse/flaky_issues.jsonl"_s);
        QVERIFY(m_seed.runs.size() > 1000 && m_seed.jobs.size() >= 400);
        QVERIFY(m_seed.disabled.size() > 1000 && m_seed.reruns.size() > 10);
    }

    void seedIsLoaded()
    {
        const auto r = ClickHouseTestServer::select(*m_client,
            u"SELECT (SELECT count() FROM default.test_run_s3) AS runs, "
            "(SELECT count() FROM misc.disabled_tests_historical) AS disabled, "
            "(SELECT count() FROM default.rerun_disabled_tests) AS reruns"_s);
        QVERIFY2(r.ok(), qPrintable(m_client->describe(r.error)));
        const QJsonObject row = r.rows.first();
        QCOMPARE(ClickHouseValue::toInt64(row.value(u"runs"_s)).value_or(-1), qint64(m_seed.runs.size()));
        // ReplacingMergeTree by (day, name): the seed has one row per day and test.
        QCOMPARE(
            ClickHouseValue::toInt64(row.value(u"disabled"_s)).value_or(-1), qint64(m_seed.disabled.size()));
        QCOMPARE(ClickHouseValue::toInt64(row.value(u"reruns"_s)).value_or(-1), qint64(m_seed.reruns.size()));
    }

    void figuresMatchIndependentComputation_data()
    {
        QTest::addColumn<qint64>("from");
        QTest::addColumn<qint64>("to");
        QTest::newRow("14 days to ASOF") << AsOf - 14 * Day << AsOf;
        QTest::newRow("7 days to ASOF - 3.5 days") << AsOf - 10 * Day - 43200 << AsOf - 3 * Day - 43200;
        QTest::newRow("one day, mid-range") << AsOf - 8 * Day << AsOf - 7 * Day;
        QTest::newRow("first day, to 08:00 (snapshot time)") << AsOf - 14 * Day << AsOf - 14 * Day + 8 * 3600;
        QTest::newRow("90 days to ASOF + 1 day") << AsOf - 89 * Day << AsOf + Day;
        QTest::newRow("before any data") << AsOf - 60 * Day << AsOf - 40 * Day;
    }

    void figuresMatchIndependentComputation()
    {
        QFETCH(qint64, from);
        QFETCH(qint64, to);
        FlakyClickHouseSource source(m_client.get());
        const Fetched got = fetch(source, from, to);
        QVERIFY2(got.error.isEmpty(), qPrintable(got.error));
        const FlakyResults e = m_seed.expected(from, to);
        const FlakyResults &g = got.results;
        QCOMPARE(g.from, from);
        QCOMPARE(g.to, to);
        QCOMPARE(g.malformedRows, 0);
        QCOMPARE(g.unnamedRows, e.unnamedRows);
        QCOMPARE(g.errors.tests, QString());
        QCOMPARE(g.errors.acrossFile, QString());
        QCOMPARE(g.errors.reenable, QString());
        QCOMPARE(g.errors.disabledByDay, QString());
        QCOMPARE(g.tests.size(), e.tests.size());
        for (qsizetype i = 0; i < e.tests.size(); ++i)
            QVERIFY2(g.tests[i] == e.tests[i],
                qPrintable(u"\n sql  "_s + describe(g.tests[i]) + u"\n calc "_s + describe(e.tests[i])));
        QCOMPARE(g.acrossFile, e.acrossFile);
        QCOMPARE(g.disabledByDay, e.disabledByDay);
        QCOMPARE(g.disabledNow.size(), e.disabledNow.size());
        for (qsizetype i = 0; i < e.disabledNow.size(); ++i)
            QVERIFY2(g.disabledNow[i] == e.disabledNow[i], qPrintable(e.disabledNow[i].key));
        QCOMPARE(g.reenable, e.reenable);
        QVERIFY(g.fetchedAt > 0);
        if (to <= AsOf - 30 * Day)
            QVERIFY(g.tests.isEmpty() && g.disabledByDay.isEmpty() && g.disabledNow.isEmpty()
                && g.reenable.isEmpty());
        qInfo("%lld flaky tests, %lld day/platform counts, %lld disabled, %lld candidates, %d unnamed rows: "
              "%lld ms",
            qint64(g.tests.size()), qint64(g.disabledByDay.size()), qint64(g.disabledNow.size()),
            qint64(g.reenable.size()), g.unnamedRows, got.ms);
    }

    // What the seed is for: each edge case shows as intended over the whole range.
    void seedShowsTheDocumentedCases()
    {
        const FlakyResults r = m_seed.expected(AsOf - 14 * Day, AsOf);
        const FlakyTest *tenth = findTest(r.tests, u"test_conv_backend_override"_s);
        // 40 flaky jobs (every 4th a failure row and a passing row, not HUD's in-process kind) of 400.
        QVERIFY(tenth && tenth->flakyRuns == 40 && tenth->totalRuns == 400 && tenth->failedRuns == 3);
        QCOMPARE(tenth->numGreen, 30);
        QVERIFY(tenth->platforms().size() == 5);
        int half = 0, unknownJob = 0;
        for (const FlakyTest &t : r.tests) {
            half += t.flakyRuns == 1 && t.totalRuns == 2;
            unknownJob += t.jobs.isEmpty();
            QVERIFY(!t.name.isEmpty());
            QVERIFY(!t.name.startsWith(u"test_flaky_only_in_trap_"_s));
        }
        QCOMPARE(half, 1);
        QCOMPARE(unknownJob, 0); // a job workflow_job lacks is in no HUD job set
        QVERIFY(r.unnamedRows >= 3);
        QVERIFY(findTest(r.tests, u"test_without_file_or_class"_s));
        QCOMPARE(r.reenable.size(), 4);
        for (const ReenableCandidate &c : r.reenable)
            QVERIFY(c.green >= 150);
    }

    // Issue 29's traps: rows of another repository, of a PR branch and of a rerun_disabled_tests job
    // flake the most-run test and tests of their own; none of them counts in HUD's in-process
    // figure. The figures are HUD's (plain loops above); this checks the traps are live.
    void otherRepositoryBranchAndRerunJobsDoNotCount()
    {
        FlakyClickHouseSource source(m_client.get());
        const Fetched got = fetch(source, AsOf - 14 * Day, AsOf);
        QVERIFY2(got.error.isEmpty(), qPrintable(got.error));
        int allRows = 0; // HUD's in-process rows of the test with no job set at all
        for (const QJsonObject &row : std::as_const(m_seed.runs))
            allRows += str(row, "name") == u"test_conv_backend_override"_s
                && str(row, "file") == u"test_cpp_extensions_aot_ninja.py"_s && nonEmpty(row, "rerun.message")
                && !nonEmpty(row, "failure.message");
        const FlakyTest *t = findTest(got.results.tests, u"test_conv_backend_override"_s);
        QVERIFY(t);
        QCOMPARE(t->numGreen, 30);
        QCOMPARE(allRows, 30 + 9); // 3 jobs of each of the three traps
        for (const FlakyTest &f : got.results.tests)
            QVERIFY2(!f.name.startsWith(u"test_flaky_only_in_trap_"_s), qPrintable(f.name));
        // HUD's across-file query keeps every branch but not another repository or a rerun job.
        QStringList acrossTraps;
        for (const AcrossFileRerun &a : got.results.acrossFile)
            if (a.name.startsWith(u"test_flaky_only_in_trap_"_s))
                acrossTraps << a.name + u" "_s + QString::number(a.numGreen);
        QCOMPARE(acrossTraps, QStringList { u"test_flaky_only_in_trap_1 3"_s });
    }

    // Issue 29's trap of misc.disabled_tests_historical: it has no repository, an issue number is
    // the only link to one. A test disabled by pytorch/vision's issue (open, in every day's snapshot)
    // is counted neither now nor per day; the per-day counts are the repository's issues' only.
    void anotherRepositorysDisabledTestDoesNotCount()
    {
        const qint64 from = AsOf - 14 * Day, to = AsOf;
        QSet<qint64> otherIssues;
        for (const QJsonObject &i : std::as_const(m_seed.issues))
            if (!str(i, "html_url").contains(u"github.com/"_s + m_seed.repo + u"/issues/"_s))
                otherIssues.insert(i.value(u"number"_s).toInteger());
        QStringList otherTests; // the trap's test, once per day in the range
        for (const QJsonObject &d : std::as_const(m_seed.disabled)) {
            const qint64 t = timeOf(d, u"timestamp"_s);
            if (t >= from && t < to && otherIssues.contains(d.value(u"issueNumber"_s).toInteger()))
                otherTests << str(d, "name");
        }
        QCOMPARE(otherTests.size(), 14);
        QCOMPARE(QSet<QString>(otherTests.cbegin(), otherTests.cend()).size(), 1);
        // The trap is live: counted without the repository's rule, the days differ.
        QVERIFY(m_seed.disabledByDay(from, to, false) != m_seed.disabledByDay(from, to));

        FlakyClickHouseSource source(m_client.get());
        const Fetched got = fetch(source, from, to);
        QVERIFY2(got.error.isEmpty(), qPrintable(got.error));
        QCOMPARE(got.results.errors.disabledByDay, QString());
        QCOMPARE(got.results.disabledByDay, m_seed.disabledByDay(from, to));
        for (const DisabledTest &d : got.results.disabledNow)
            QVERIFY2(!otherIssues.contains(d.issue), qPrintable(d.key));
        // … and another repository's profile sees that test, not pytorch/pytorch's.
        source.setRepository(u"pytorch/vision"_s);
        const Fetched vision = fetch(source, from, to);
        QVERIFY2(vision.error.isEmpty(), qPrintable(vision.error));
        QCOMPARE(vision.results.disabledNow.size(), 1);
        QCOMPARE(vision.results.disabledNow.first().key, otherTests.first());
        int visionDays = 0;
        for (const DisabledCount &c : vision.results.disabledByDay) {
            QCOMPARE(c.platform, u"linux"_s);
            QCOMPARE(c.tests, 1);
            ++visionDays;
        }
        QCOMPARE(visionDays, 14);
    }

    // Re-enable candidates by HUD's rule, time from workflow_run.created_at: 150 green in one row is
    // one; a run created 7 days and an hour before, a run of another repository and a row without
    // a workflow run are none.
    void reenableTrapsByWorkflowRunTime()
    {
        FlakyClickHouseSource source(m_client.get());
        const Fetched got = fetch(source, AsOf - Day, AsOf);
        QVERIFY2(got.error.isEmpty(), qPrintable(got.error));
        QHash<QString, qint64> green;
        for (const ReenableCandidate &c : got.results.reenable)
            green.insert(c.name, c.green);
        QHash<QString, qint64> rowGreen;
        for (const QJsonObject &r : std::as_const(m_seed.reruns))
            if (r.value(u"num_green"_s).toInteger() >= 150 && r.value(u"num_green"_s).toInteger() <= 400)
                rowGreen.insert(str(r, "name"), r.value(u"num_green"_s).toInteger());
        int exactly150 = 0, fourHundred = 0;
        for (auto it = rowGreen.cbegin(); it != rowGreen.cend(); ++it) {
            if (*it == 150) {
                ++exactly150;
                QCOMPARE(green.value(it.key()), 150);
            } else if (*it == 400) {
                ++fourHundred;
                QVERIFY2(!green.contains(it.key()), qPrintable(it.key()));
            }
        }
        QCOMPARE(exactly150, 1);
        QCOMPARE(fourHundred, 3);
        QCOMPARE(got.results.reenable, m_seed.expected(AsOf - Day, AsOf).reenable);
    }

    // Each part is its own query: one failing shows its own error, the others their figures.
    void onePartFailsAlone()
    {
        FlakyClickHouseSource::Tables tables;
        tables.reruns = u"default.no_such_reruns"_s;
        FlakyClickHouseSource source(m_client.get(), tables);
        Fetched got = fetch(source, AsOf - 14 * Day, AsOf);
        QVERIFY2(got.error.isEmpty(), qPrintable(got.error));
        const FlakyResults e = m_seed.expected(AsOf - 14 * Day, AsOf);
        QVERIFY2(got.results.errors.reenable.contains(u"no_such_reruns"_s), qPrintable(got.results.errors.reenable));
        QVERIFY(got.results.reenable.isEmpty());
        QCOMPARE(got.results.errors.tests, QString());
        QCOMPARE(got.results.tests.size(), e.tests.size());
        QCOMPARE(got.results.disabledByDay, e.disabledByDay);
        QCOMPARE(got.results.acrossFile, e.acrossFile);
        // The test rows' table gone: the two test parts fail, the disabled parts still arrive.
        tables = {};
        tables.testRuns = u"default.no_such_runs"_s;
        source.setTables(tables);
        got = fetch(source, AsOf - 14 * Day, AsOf);
        QVERIFY2(got.error.isEmpty(), qPrintable(got.error));
        QVERIFY(got.results.errors.tests.contains(u"no_such_runs"_s));
        QVERIFY(got.results.errors.acrossFile.contains(u"no_such_runs"_s));
        QVERIFY(got.results.tests.isEmpty());
        QCOMPARE(got.results.disabledByDay, e.disabledByDay);
        QCOMPARE(got.results.reenable, e.reenable);
        // Every part failing fails the fetch.
        tables.disabledHistory = u"misc.no_such_history"_s;
        tables.reruns = u"default.no_such_reruns"_s;
        source.setTables(tables);
        got = fetch(source, AsOf - 14 * Day, AsOf);
        QCOMPARE(got.kind, SourceError::Kind::Server);
        QVERIFY2(got.error.contains(u"no_such_runs"_s), qPrintable(got.error));
    }

    void badRangeIsReported()
    {
        FlakyClickHouseSource source(m_client.get());
        Fetched got = fetch(source, AsOf, AsOf - Day);
        QCOMPARE(got.kind, SourceError::Kind::Configuration);
        QVERIFY2(got.error.contains(u"invalid time range"_s), qPrintable(got.error));
        got = fetch(source, AsOf, AsOf);
        QCOMPARE(got.kind, SourceError::Kind::Configuration);
        got = fetch(source, AsOf - 1000 * Day, AsOf);
        QCOMPARE(got.kind, SourceError::Kind::Configuration);
        FlakyClickHouseSource::Tables tables;
        tables.testRuns = u"default.test_run_s3; DROP TABLE x"_s;
        source.setTables(tables);
        got = fetch(source, AsOf - Day, AsOf);
        QCOMPARE(got.kind, SourceError::Kind::Configuration);
        QVERIFY2(got.error.contains(u"invalid ClickHouse table name"_s), qPrintable(got.error));
        // A table that does not exist: the server's error in its part (onePartFailsAlone), not a crash.
        tables.testRuns = u"default.no_such_table"_s;
        source.setTables(tables);
        got = fetch(source, AsOf - Day, AsOf);
        QVERIFY2(got.results.errors.tests.contains(u"no_such_table"_s), qPrintable(got.error));
        // A newer fetch supersedes a refused one: one outcome only.
        source.setTables({});
        QSignalSpy fetched(&source, &FlakyClickHouseSource::fetched);
        QSignalSpy failed(&source, &FlakyClickHouseSource::failed);
        source.fetch(AsOf, AsOf - Day);
        source.fetch(AsOf - Day, AsOf);
        QVERIFY(QTest::qWaitFor([&] { return !fetched.isEmpty(); }, 30'000));
        QTest::qWait(50);
        QCOMPARE(failed.size(), 0);
        QCOMPARE(fetched.size(), 1);
    }

    void malformedRowsAreSkippedAndCounted()
    {
        // A table of the same shape whose file may be NULL: such a row comes back as null, not a string.
        run(u"DROP DATABASE IF EXISTS flaky_bad"_s);
        run(u"CREATE DATABASE flaky_bad"_s);
        run(u"CREATE TABLE flaky_bad.test_run_s3 (name String, classname String, file Nullable(String), "
            "invoking_file String, job_id Int64, workflow_id Int64, workflow_run_attempt Int32, time "
            "Float64, "
            "status String, failure Nested(message String, text String, type String), "
            "error Nested(message String, text String, type String), "
            "skipped Nested(message String, text String, type String), rerun Nested(message String, text "
            "String), "
            "time_inserted DateTime) ENGINE = Memory"_s);
        const QString columns
            = u"name, classname, file, job_id, workflow_id, `rerun.message`, `rerun.text`, time_inserted"_s;
        run(u"INSERT INTO flaky_bad.test_run_s3 (%1) VALUES "
            "('test_good', 'TestA', 'test_a.py', 45000000000, 16000000000, ['boom'], ['tb'], toDateTime('2026-07-10 "
            "10:00:00')), "
            "('test_null_file', 'TestA', NULL, 45000000000, 16000000000, ['boom'], ['tb'], toDateTime('2026-07-10 "
            "10:00:00')), "
            "('', 'TestA', 'test_a.py', 45000000000, 16000000000, [], [], toDateTime('2026-07-10 10:00:00')), "
            "('', '', '', 45000000000, 16000000000, [], [], toDateTime('2026-07-10 11:00:00'))"_s.arg(columns));
        FlakyClickHouseSource::Tables tables;
        tables.testRuns = u"flaky_bad.test_run_s3"_s;
        FlakyClickHouseSource source(m_client.get(), tables);
        QTest::ignoreMessage(
            QtWarningMsg, QRegularExpression(u"flaky tests row \\d skipped: column 'file' has type null"_s));
        QTest::ignoreMessage(
            QtWarningMsg, QRegularExpression(u"1 malformed result row\\(s\\) skipped, 2 test run"_s));
        const Fetched got = fetch(source, AsOf - 14 * Day, AsOf);
        QVERIFY2(got.error.isEmpty(), qPrintable(got.error));
        QCOMPARE(got.results.tests.size(), 1);
        QCOMPARE(got.results.tests.first().name, u"test_good"_s);
        QCOMPARE(got.results.tests.first().jobs.size(), 1);
        QCOMPARE(got.results.malformedRows, 1);
        QCOMPARE(got.results.unnamedRows, 2);
        // The other parts still come from their own tables.
        QCOMPARE(got.results.disabledNow.size(), m_seed.disabledNow(AsOf).size());
        run(u"DROP DATABASE flaky_bad"_s);
    }

    void oneTestMatchesIndependentComputation_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("classname");
        QTest::addColumn<QString>("name");
        QTest::addColumn<qint64>("from");
        QTest::addColumn<qint64>("to");
        const QString ninja = u"test_cpp_extensions_aot_ninja.py"_s;
        QTest::newRow("40/400 with skips, 14 days")
            << ninja << u"TestCppExtensionsAotNinja"_s << u"test_conv_backend_override"_s << AsOf - 14 * Day
            << AsOf;
        QTest::newRow("40/400, 3 days ending mid-day")
            << ninja << u"TestCppExtensionsAotNinja"_s << u"test_conv_backend_override"_s << AsOf - 5 * Day
            << AsOf - 2 * Day + 43200;
        QTest::newRow("unknown job") << u"test_misc.py"_s << QString() << u"test_unknown_job_flake"_s
                                     << AsOf - 14 * Day << AsOf;
        QTest::newRow("no such test") << u"x.py"_s << u"X"_s << u"test_x"_s << AsOf - 14 * Day << AsOf;
    }

    void oneTestMatchesIndependentComputation()
    {
        QFETCH(QString, file);
        QFETCH(QString, classname);
        QFETCH(QString, name);
        QFETCH(qint64, from);
        QFETCH(qint64, to);
        qRegisterMetaType<hw::FlakyTestHistory>();
        FlakyTestHistorySource source(m_client.get());
        QSignalSpy fetched(&source, &FlakyTestHistorySource::fetched);
        QSignalSpy failed(&source, &FlakyTestHistorySource::failed);
        source.fetch(file, classname, name, from, to);
        QVERIFY(QTest::qWaitFor([&] { return !fetched.isEmpty() || !failed.isEmpty(); }, 30'000));
        QTest::qWait(50);
        QVERIFY2(failed.isEmpty(), qPrintable(failed.value(0).value(0).value<SourceError>().message));
        QCOMPARE(fetched.size(), 1);
        const auto got = fetched.first().at(0).value<FlakyTestHistory>();
        const FlakyTestHistory expected
            = m_seed.history(file, classname, name, from, to, FlakyTestHistorySource::MaxRuns);
        QCOMPARE(got.runs.size(), expected.runs.size());
        for (qsizetype i = 0; i < expected.runs.size(); ++i)
            QVERIFY2(got.runs[i] == expected.runs[i],
                qPrintable(u"run %1: job %2 %3 at %4"_s.arg(i)
                               .arg(expected.runs[i].jobId)
                               .arg(FlakyTestRun::letter(expected.runs[i].outcome))
                               .arg(expected.runs[i].at)));
        QCOMPARE(got.days, expected.days);
        QVERIFY(got == expected);
        if (name == u"test_conv_backend_override"_s && to == AsOf) {
            int flaky = 0, skipped = 0;
            for (const FlakyTestRun &r : got.runs) {
                flaky += r.outcome == FlakyTestRun::Outcome::Flaky;
                skipped += r.outcome == FlakyTestRun::Outcome::Skipped;
                QVERIFY(r.jobUrl.startsWith(u"https://github.com/pytorch/pytorch/actions/runs/"_s));
            }
            QCOMPARE(flaky, 40);
            QCOMPARE(skipped, 20);
            QCOMPARE(got.runs.size(), 420);
        }
    }

    void oneTestRefusesBadInput()
    {
        FlakyTestHistorySource source(m_client.get());
        QSignalSpy failed(&source, &FlakyTestHistorySource::failed);
        source.fetch(u"a.py"_s, u"A"_s, QString(), AsOf - Day, AsOf);
        QVERIFY(QTest::qWaitFor([&] { return !failed.isEmpty(); }, 5'000));
        QCOMPARE(failed.first().at(0).value<SourceError>().kind, SourceError::Kind::Configuration);
        source.fetch(u"a.py"_s, u"A"_s, u"test_a"_s, AsOf, AsOf - Day);
        QVERIFY(QTest::qWaitFor([&] { return failed.size() == 2; }, 5'000));
        QCOMPARE(failed.last().at(0).value<SourceError>().kind, SourceError::Kind::Configuration);
        // Quotes and backslashes in a name are bound as literals, not SQL.
        QSignalSpy fetched(&source, &FlakyTestHistorySource::fetched);
        source.fetch(u"a.py"_s, u"A"_s, u"test_x' OR 1 = 1 OR name = '\\"_s, AsOf - Day, AsOf);
        QVERIFY(QTest::qWaitFor([&] { return !fetched.isEmpty() || failed.size() > 2; }, 30'000));
        QCOMPARE(failed.size(), 2);
        QVERIFY(fetched.first().at(0).value<FlakyTestHistory>().runs.isEmpty());
    }

    // The demo's bundled results are what the source computes over the seed. Regenerate with
    // HUDWATCH_UPDATE_FLAKY_DEMO=1 after changing the seed or the SQL (the file is then rewritten
    // and this test fails once, so that the change is seen and committed).
    void demoSnapshotMatchesTheSeed()
    {
        FlakyClickHouseSource source(m_client.get());
        Fetched got = fetch(source, FlakyDemo::From, FlakyDemo::To);
        QVERIFY2(got.error.isEmpty(), qPrintable(got.error));
        got.results.fetchedAt = FlakyDemo::To; // the demo is "as of" its range end
        if (hw::test::rewriteDemoFile("HUDWATCH_UPDATE_FLAKY_DEMO", u"flaky.json"_s, FlakyResultsJson::toJson(got.results)))
            QFAIL("resources/demo/flaky.json rewritten: rebuild and commit it");
        const auto demo = FlakyDemo::load();
        QVERIFY2(demo, qPrintable(demo.error()));
        QVERIFY2(*demo == got.results,
            "resources/demo/flaky.json is stale: run with HUDWATCH_UPDATE_FLAKY_DEMO=1");
        QVERIFY(demo->tests.size() > 10 && demo->disabledNow.size() > 100 && !demo->reenable.isEmpty());
    }

    // The demo's bundled runs of each of its tests are what the history source computes over the
    // seed. HUDWATCH_UPDATE_FLAKY_DEMO=1 rewrites the file, as above.
    void demoHistoriesMatchTheSeed()
    {
        const auto demo = FlakyDemo::load();
        QVERIFY2(demo, qPrintable(demo.error()));
        qRegisterMetaType<hw::FlakyTestHistory>();
        FlakyTestHistorySource source(m_client.get());
        QVector<FlakyTestHistory> histories;
        for (const FlakyTest &t : demo->tests) {
            QSignalSpy fetched(&source, &FlakyTestHistorySource::fetched);
            QSignalSpy failed(&source, &FlakyTestHistorySource::failed);
            source.fetch(t.file, t.classname, t.name, FlakyDemo::From, FlakyDemo::To);
            QVERIFY(QTest::qWaitFor([&] { return !fetched.isEmpty() || !failed.isEmpty(); }, 30'000));
            QVERIFY2(failed.isEmpty(), qPrintable(failed.value(0).value(0).value<SourceError>().message));
            histories.append(fetched.first().at(0).value<FlakyTestHistory>());
        }
        if (hw::test::rewriteDemoFile("HUDWATCH_UPDATE_FLAKY_DEMO", u"flaky_history.json"_s, FlakyHistoryJson::toJson(histories)))
            QFAIL("resources/demo/flaky_history.json rewritten: rebuild and commit it");
        const auto bundled = FlakyDemo::loadHistories();
        QVERIFY2(bundled, qPrintable(bundled.error()));
        QVERIFY2(*bundled == histories, "resources/demo/flaky_history.json is stale: run with HUDWATCH_UPDATE_FLAKY_DEMO=1");
        const auto one = FlakyDemo::history(u"test_cpp_extensions_aot_ninja.py"_s, u"TestCppExtensionsAotNinja"_s,
                                            u"test_conv_backend_override"_s);
        QVERIFY2(one, qPrintable(one.error()));
        QVERIFY(one->runs.size() >= 400);
        QVERIFY(!FlakyDemo::history(u"a.py"_s, u"A"_s, u"test_none"_s));
    }

    void sqlIsBoundAndSmall()
    {
        const QString sql = FlakyClickHouseSource::flakyTestsSql({}, u"pytorch/pytorch"_s, AsOf - Day, AsOf);
        QVERIFY(!sql.contains(u'{'));
        QVERIFY(sql.contains(u"toDateTime(%1)"_s.arg(AsOf)));
        QVERIFY(FlakySql::isValidTableName(u"misc.disabled_tests_historical"_s));
        QVERIFY(!FlakySql::isValidTableName(u"test_run_s3"_s));
        QVERIFY(!FlakySql::isValidTableName(u"a.b c"_s));
    }
};

QTEST_GUILESS_MAIN(tst_FlakyClickHouse)
#include "tst_FlakyClickHouse.moc"
