#include "FlakySeed.h"

#include "TestEnvironment.h"
#include "clickhouse/ClickHouseValue.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QMap>
#include <QRegularExpression>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace hw::test {

namespace {

QVector<QJsonObject> readJsonl(const QString &relative)
{
    QVector<QJsonObject> rows;
    for (const QByteArray &line : readFile(dataPath(relative)).split('\n'))
        if (!line.trimmed().isEmpty())
            rows.append(QJsonDocument::fromJson(line).object());
    return rows;
}

} // namespace

FlakySeed FlakySeed::read()
{
    FlakySeed seed;
    seed.runs = readJsonl(u"clickhouse/test_run_s3.jsonl"_s);
    seed.jobs = readJsonl(u"clickhouse/flaky_workflow_job.jsonl"_s);
    seed.disabled = readJsonl(u"clickhouse/disabled_tests_historical.jsonl"_s);
    seed.reruns = readJsonl(u"clickhouse/rerun_disabled_tests.jsonl"_s);
    seed.workflowRuns = readJsonl(u"clickhouse/flaky_workflow_run.jsonl"_s);
    seed.issues = readJsonl(u"clickhouse/flaky_issues.jsonl"_s);
    return seed;
}

qint64 FlakySeed::timeOf(const QJsonObject &o, const QString &key)
{
    const auto t = ClickHouseValue::toUtcSeconds(o.value(key));
    if (!t)
        qFatal("seed: bad time in %s", qPrintable(key));
    return *t;
}

qint64 FlakySeed::dayOf(const QJsonObject &o)
{
    return QDateTime(QDate::fromString(o.value(u"day"_s).toString(), Qt::ISODate), QTime(0, 0), Qt::UTC)
        .toSecsSinceEpoch();
}

QString FlakySeed::str(const QJsonObject &o, const char *key)
{
    return o.value(QLatin1String(key)).toString();
}

bool FlakySeed::nonEmpty(const QJsonObject &o, const char *key)
{
    return !o.value(QLatin1String(key)).toArray().isEmpty();
}

QHash<qint64, FlakySeed::Job> FlakySeed::jobById() const
{
    QHash<qint64, Job> out;
    for (const QJsonObject &j : jobs)
        out.insert(j.value(u"id"_s).toInteger(),
            { str(j, "name"), str(j, "workflow_name"), str(j, "html_url"), j.value(u"run_id"_s).toInteger() });
    return out;
}

QHash<qint64, FlakySeed::Run> FlakySeed::runById() const
{
    QHash<qint64, Run> out;
    for (const QJsonObject &w : workflowRuns)
        out.insert(w.value(u"id"_s).toInteger(),
            { str(w, "repository.full_name"), str(w, "head_branch"), timeOf(w, u"created_at"_s) });
    return out;
}

FlakySeed::Key FlakySeed::keyOf(const QJsonObject &r)
{
    return { str(r, "file"), str(r, "classname"), str(r, "name"), str(r, "invoking_file") };
}

bool FlakySeed::hudJob(qint64 jobId) const
{
    const auto jobsById = jobById();
    const auto runsById = runById();
    if (!jobsById.contains(jobId))
        return false;
    const Job j = jobsById.value(jobId);
    const Run w = runsById.value(j.run, Run { u"-"_s, u"-"_s, 0 });
    return !j.name.contains(u"rerun_disabled_tests"_s) && w.branch == u"main"_s && w.repo == repo;
}

bool FlakySeed::windowJob(qint64 jobId, qint64 from, qint64 to) const
{
    if (!hudJob(jobId))
        return false;
    const qint64 created = runById().value(jobById().value(jobId).run).created;
    return created >= from - Day && created < to;
}

QVector<FlakyTest> FlakySeed::flakyTests(qint64 from, qint64 to) const
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

QVector<AcrossFileRerun> FlakySeed::acrossFile(qint64 from, qint64 to) const
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

int FlakySeed::unnamedRows(qint64 from, qint64 to) const
{
    int n = 0;
    for (const QJsonObject &r : runs) {
        const qint64 t = timeOf(r, u"time_inserted"_s);
        n += t >= from && t < to && str(r, "name").isEmpty()
            && windowJob(r.value(u"job_id"_s).toInteger(), from, to);
    }
    return n;
}

QSet<qint64> FlakySeed::repositoryIssues() const
{
    QSet<qint64> out;
    for (const QJsonObject &i : issues)
        if (str(i, "html_url").contains(u"github.com/"_s + repo + u"/issues/"_s))
            out.insert(i.value(u"number"_s).toInteger());
    return out;
}

QVector<DisabledCount> FlakySeed::disabledByDay(qint64 from, qint64 to, bool oneRepository) const
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

QVector<DisabledTest> FlakySeed::disabledNow(qint64 to) const
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

QVector<ReenableCandidate> FlakySeed::reenable(qint64 to) const
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

void FlakySeed::attachIssues(
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

FlakyTestHistory FlakySeed::history(const QString &file, const QString &classname, const QString &name, qint64 from,
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

FlakyResults FlakySeed::expected(qint64 from, qint64 to) const
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

} // namespace hw::test
