#include "TrunkSeed.h"

#include "SeedRows.h"
#include "clickhouse/ClickHouseValue.h"

#include <QDateTime>
#include <QJsonArray>
#include <QRegularExpression>
#include <QTimeZone>

#include <algorithm>
#include <limits>
#include <map>

using namespace Qt::StringLiterals;

namespace hw::test {

namespace {

const QString Repo = u"pytorch/pytorch"_s;
constexpr qint64 Now = TrunkSeed::Now;

qint64 timeOf(const QJsonObject &o, const QString &key)
{
    const auto t = ClickHouseValue::toUtcSeconds(o.value(key));
    if (!t)
        qFatal("seed: bad time in %s", qPrintable(key));
    return *t;
}

// The repository of a job row, from its API url as the real table's ALIAS column reads it.
QString repoOfJob(const QJsonObject &o)
{
    static const QRegularExpression re(u"^https://api\\.github\\.com/repos/([^/]+/[^/]+)/actions/jobs/"_s);
    return re.match(o.value(u"url"_s).toString()).captured(1);
}

// Each id's newest row (by _inserted_at; a later line wins a tie, as the last insert does).
QVector<QJsonObject> newestRows(const QString &file)
{
    std::map<qint64, std::pair<qint64, QJsonObject>> newest;
    for (const QJsonObject &o : seedRows(file)) {
        const qint64 id = o.value(u"id"_s).toInteger();
        const qint64 inserted = timeOf(o, u"_inserted_at"_s);
        auto it = newest.find(id);
        if (it == newest.end() || inserted >= it->second.first)
            newest[id] = {inserted, o};
    }
    QVector<QJsonObject> out;
    for (const auto &[id, row] : newest)
        out.append(row.second);
    return out;
}

// The commits of the range: main pushes of the repository, a SHA once at its latest push.
QHash<QString, qint64> commitsOf(const TrunkSeed &seed, qint64 from, qint64 to, const TrunkSeed::Rules &rules)
{
    QHash<QString, qint64> latest;
    for (const QJsonObject &p : seed.pushes) {
        if (p.value(u"ref"_s).toString() != u"refs/heads/main"_s)
            continue;
        if (rules.oneRepository && p.value(u"repository.full_name"_s).toString() != Repo)
            continue;
        const QString sha = p.value(u"head_commit.id"_s).toString();
        latest[sha] = std::max(latest.value(sha, 0), timeOf(p, u"head_commit.timestamp"_s));
    }
    QHash<QString, qint64> inRange;
    for (auto it = latest.cbegin(); it != latest.cend(); ++it)
        if (*it >= from && *it < to)
            inRange.insert(it.key(), *it);
    return inRange;
}

QString groupName(QString name)
{
    name.remove(QRegularExpression(u"\\s*\\(.*\\)$"_s));
    name.replace(QRegularExpression(u", \\d+, \\d+, "_s), u", "_s);
    return name.replace(QRegularExpression(u"\\s+"_s), u" "_s).trimmed();
}

bool isFailed(const QString &conclusion, const TrunkSeed::Rules &rules)
{
    return conclusion == u"failure"_s || conclusion == u"timed_out"_s
        || (rules.cancelledIsFailure && conclusion == u"cancelled"_s);
}

} // namespace

TrunkSeed TrunkSeed::read()
{
    TrunkSeed seed;
    seed.pushes = seedRows(u"trunk_push.jsonl"_s);
    seed.jobs = newestRows(u"trunk_workflow_job.jsonl"_s);
    seed.runs = newestRows(u"trunk_workflow_run.jsonl"_s);
    return seed;
}

QHash<qint64, QJsonObject> TrunkSeed::runById() const
{
    QHash<qint64, QJsonObject> out;
    for (const QJsonObject &r : runs)
        out.insert(r.value(u"id"_s).toInteger(), r);
    return out;
}

// The run of a job, if the seed has it.
std::optional<QJsonObject> runOf(const QHash<qint64, QJsonObject> &runs, const QJsonObject &job)
{
    const auto it = runs.constFind(job.value(u"run_id"_s).toInteger());
    return it == runs.cend() ? std::nullopt : std::optional<QJsonObject>(*it);
}

bool countedJob(const QJsonObject &j, const TrunkSeed::Rules &rules)
{
    const QString wf = j.value(u"workflow_name"_s).toString().toLower();
    const QString name = j.value(u"name"_s).toString();
    if (rules.oneRepository && repoOfJob(j) != Repo)
        return false;
    if (rules.blockingWorkflowsOnly
        && !QStringList{u"lint"_s, u"pull"_s, u"trunk"_s, u"linux-aarch64"_s, u"docs-build"_s}.contains(wf))
        return false;
    return name != u"ciflow_should_run"_s && name != u"generate-test-matrix"_s && !name.contains(u"rerun_disabled_tests"_s)
        && !name.contains(u"unstable"_s);
}

TrunkSeed::HudRed hudRed(const TrunkSeed &seed, qint64 from, qint64 to, qint64 bucketSeconds, const TrunkSeed::Rules &rules)
{
    const QHash<QString, qint64> commits = commitsOf(seed, from, to, rules);
    // sha → group → (run, attempt) → exact name → the jobs' conclusions and newest creation
    struct Ident {
        QStringList conclusions;
        qint64 created = 0;
        bool runCompleted = false;
    };
    std::map<QString, std::map<QString, std::map<std::pair<qint64, qint64>, std::map<QString, Ident>>>> tree;
    // sha → (workflow, name) → [(attempt, conclusion)] without mem_leak_check jobs
    std::map<QString, std::map<std::pair<QString, QString>, QVector<std::pair<qint64, QString>>>> kpi;
    const QHash<qint64, QJsonObject> runById = seed.runById();
    for (const QJsonObject &j : seed.jobs) {
        const QString sha = j.value(u"head_sha"_s).toString();
        if (!commits.contains(sha) || !countedJob(j, rules))
            continue;
        // HUD joins the jobs to their runs: a job without one is not counted.
        const auto run = runOf(runById, j);
        if (!run || (rules.leaveOutWorkflowRunEvents && run->value(u"event"_s).toString() == u"workflow_run"_s))
            continue;
        const QString name = j.value(u"name"_s).toString();
        const qint64 attempt = j.value(u"run_attempt"_s).toInteger();
        Ident &id = tree[sha][groupName(name)][{j.value(u"run_id"_s).toInteger(), attempt}][name];
        id.conclusions << j.value(u"conclusion"_s).toString();
        id.created = std::max(id.created, timeOf(j, u"created_at"_s));
        id.runCompleted |= rules.completedRunResolves && run->value(u"status"_s).toString() == u"completed"_s;
        if (!name.contains(u"mem_leak_check"_s))
            kpi[sha][{j.value(u"workflow_name"_s).toString(), name}].append({attempt, j.value(u"conclusion"_s).toString()});
    }
    TrunkSeed::HudRed out;
    std::map<qint64, TrunkRedBucket> buckets;
    for (const auto &[sha, groups] : tree) {
        if (rules.leaveOutSmallCommits && groups.size() <= 10)
            continue;
        bool pending = false, red = false, flaky = false;
        for (const auto &[group, attempts] : groups) {
            int failedAttempts = 0;
            for (const auto &[attempt, names] : attempts) {
                bool failed = false;
                for (const auto &[name, id] : names) {
                    bool idFailed = false, resolved = id.runCompleted; // nothing pending in a finished run
                    for (const QString &c : id.conclusions) {
                        idFailed |= isFailed(c, rules);
                        resolved |= !c.isEmpty();
                    }
                    if (!idFailed && !resolved && Now / 3600 - id.created / 3600 > 36)
                        idFailed = true; // HUD: unresolved for more than 36 h is failed
                    failed |= idFailed;
                    pending |= !idFailed && !resolved;
                }
                failedAttempts += failed;
            }
            red |= failedAttempts == int(attempts.size());
            flaky |= failedAttempts > 0;
        }
        const QString state = pending ? u"pending"_s : red ? u"red"_s : flaky ? u"flaky"_s : u"green"_s;
        out.stateOf.insert(sha, state);
        TrunkRedBucket &b = buckets[commits.value(sha) / bucketSeconds];
        b.bucket = commits.value(sha) / bucketSeconds;
        ++b.total;
        b.red += state == u"red"_s;
        b.flaky += state == u"flaky"_s;
        b.pending += state == u"pending"_s;
        b.green += state == u"green"_s;
    }
    for (const auto &[b, bucket] : buckets)
        out.buckets.append(bucket);
    for (const auto &[sha, jobs] : kpi) {
        int n = 0, pending = 0;
        bool anyRed = false, latestRed = false;
        for (const auto &[job, runs] : jobs) {
            qint64 latest = 0;
            for (const auto &[attempt, c] : runs)
                latest = std::max(latest, attempt);
            for (const auto &[attempt, c] : runs) {
                ++n;
                pending += c.isEmpty();
                anyRed |= isFailed(c, rules);
                latestRed |= attempt == latest && isFailed(c, rules);
            }
        }
        if (n > 10 && pending == 0) {
            ++out.average.commits;
            out.average.anyRed += anyRed;
            out.average.brokenTrunk += latestRed;
        }
    }
    return out;
}

// HUD's time_to_signal by hand: weeks from Sunday, UTC.
QVector<TrunkSignalWeek> hudTimeToSignal(const TrunkSeed &seed, qint64 from, qint64 to, const TrunkSeed::Rules &rules)
{
    struct Sha {
        qint64 longest = 0;
        bool main = false;
        bool allGood = true;
        qint64 created = std::numeric_limits<qint64>::max();
    };
    std::map<QString, Sha> shas;
    for (const QJsonObject &r : seed.runs) {
        const QString name = r.value(u"name"_s).toString().toLower();
        const qint64 created = timeOf(r, u"created_at"_s);
        if ((name != u"pull"_s && name != u"trunk"_s) || created < from || created >= to)
            continue;
        if (rules.oneRepository && r.value(u"head_repository.full_name"_s).toString() != Repo)
            continue;
        Sha &s = shas[r.value(u"head_sha"_s).toString()];
        s.longest = std::max(s.longest, timeOf(r, u"updated_at"_s) - created);
        s.main |= r.value(u"head_branch"_s).toString() == u"main"_s;
        s.allGood &= r.value(u"conclusion"_s).toString() == u"success"_s && r.value(u"run_attempt"_s).toInteger() == 1;
        s.created = std::min(s.created, created);
    }
    std::map<std::pair<qint64, QString>, std::pair<double, int>> weeks;
    for (const auto &[sha, s] : shas) {
        if (!s.allGood)
            continue;
        const QDate day = QDateTime::fromSecsSinceEpoch(s.created, QTimeZone::utc()).date();
        const QDate sunday = day.addDays(-(day.dayOfWeek() % 7));
        auto &[sum, n] = weeks[{QDateTime(sunday, QTime(0, 0), QTimeZone::utc()).toSecsSinceEpoch(),
                                s.main ? u"main"_s : u"not main"_s}];
        sum += double(s.longest) / 3600.0;
        ++n;
    }
    QVector<TrunkSignalWeek> out;
    for (const auto &[key, v] : weeks)
        out.append({key.first, key.second, v.first / v.second, v.second});
    return out;
}

// HUD's tts_percentile by hand: quantileExact is the value at floor(q × n) of the sorted values.
QVector<TrunkTtsJob> hudTtsPercentile(const TrunkSeed &seed, qint64 from, qint64 to, const TrunkSeed::Rules &rules)
{
    QHash<qint64, QJsonObject> runs;
    for (const QJsonObject &r : seed.runs)
        runs.insert(r.value(u"id"_s).toInteger(), r);
    std::map<QString, QVector<qint64>> byName;
    for (const QJsonObject &j : seed.jobs) {
        const qint64 created = timeOf(j, u"created_at"_s);
        const QString name = j.value(u"name"_s).toString();
        if (created < from || created >= to || j.value(u"conclusion"_s).toString() != u"success"_s
            || name == u"ciflow_should_run"_s || name == u"generate-test-matrix"_s || name == u"get_workflow_conclusion"_s)
            continue;
        const auto run = runs.constFind(j.value(u"run_id"_s).toInteger());
        if (run == runs.cend())
            continue;
        const qint64 runCreated = timeOf(*run, u"created_at"_s);
        if ((rules.oneRepository && run->value(u"repository.full_name"_s).toString() != Repo)
            || run->value(u"head_branch"_s).toString() != u"main"_s || run->value(u"run_attempt"_s).toInteger() != 1
            || run->value(u"event"_s).toString() != u"push"_s || runCreated < from || runCreated >= to)
            continue;
        byName[run->value(u"name"_s).toString() + u" / "_s + name].append(timeOf(j, u"completed_at"_s) - runCreated);
    }
    QVector<TrunkTtsJob> out;
    for (auto it = byName.begin(); it != byName.end(); ++it) {
        QVector<qint64> &values = it->second;
        std::sort(values.begin(), values.end());
        const auto at = [&](double q) { return values[std::min(values.size() - 1, qsizetype(q * double(values.size())))]; };
        out.append({it->first, at(0.5), at(0.9), int(values.size())});
    }
    std::stable_sort(out.begin(), out.end(), [](const TrunkTtsJob &a, const TrunkTtsJob &b) {
        return a.p50Seconds * a.count > b.p50Seconds * b.count;
    });
    return out;
}

// HUD's queued_jobs_by_label by hand, as of Now: a job created 5 min to a week ago, in a run of the
// repository that has not completed; of an ARC runner (a label with "l-"), without conclusion and
// queued without steps or in progress with 1 or 2 (container set-up) steps for less than 10 min;
// of another runner, queued without steps.
QVector<TrunkQueuedMachine> hudQueued(const TrunkSeed &seed, const TrunkSeed::Rules &rules)
{
    const QHash<qint64, QJsonObject> runs = seed.runById();
    std::map<QString, TrunkQueuedMachine> byType;
    for (const QJsonObject &j : seed.jobs) {
        const qint64 created = timeOf(j, u"created_at"_s);
        if (created >= Now - 300 || created <= Now - 7 * 86'400)
            continue;
        const auto run = runOf(runs, j);
        if (!run || (rules.oneRepository && run->value(u"repository.full_name"_s).toString() != Repo)
            || (rules.queuedInOpenRunsOnly && run->value(u"status"_s).toString() == u"completed"_s))
            continue;
        const QString status = j.value(u"status"_s).toString();
        const qsizetype steps = rules.queuedWithoutSteps ? j.value(u"steps.name"_s).toArray().size() : 0;
        bool arc = false;
        for (const QJsonValue &l : j.value(u"labels"_s).toArray())
            arc |= l.toString().contains(u"l-"_s);
        const bool waiting = arc ? j.value(u"conclusion"_s).toString().isEmpty()
                                 && ((status == u"queued"_s && steps == 0)
                                     || (rules.arcSettingUpIsQueued && status == u"in_progress"_s && steps >= 1
                                         && steps <= 2 && created > Now - 600))
                                 : status == u"queued"_s && steps == 0;
        if (!waiting)
            continue;
        const QJsonArray labels = j.value(u"labels"_s).toArray();
        const QString group = j.value(u"runner_group_name"_s).toString();
        QString type = labels.size() > 1 ? labels[1].toString() : labels.size() == 1 ? labels[0].toString() : QString();
        if (labels.isEmpty())
            type = QStringList{QString(), u"Default"_s, u"GitHub Actions"_s, u"linux.rocm.gpu.group"_s}.contains(group)
                ? u"N/A"_s
                : group;
        TrunkQueuedMachine &m = byType[type];
        m.machineType = type;
        ++m.count;
        m.maxQueueSeconds = std::max(m.maxQueueSeconds, Now - created);
    }
    QVector<TrunkQueuedMachine> out;
    for (const auto &[type, m] : byType)
        out.append(m);
    std::stable_sort(out.begin(), out.end(), [](const auto &a, const auto &b) { return a.count > b.count; });
    return out;
}

// The calculator's input: the repository's main pushes and jobs (the grid's rows are one
// repository's already).
std::pair<QVector<TrunkCommit>, QVector<TrunkJob>> calculatorInput(const TrunkSeed &seed)
{
    QVector<TrunkCommit> commits;
    for (const QJsonObject &p : seed.pushes)
        if (p.value(u"ref"_s).toString() == u"refs/heads/main"_s && p.value(u"repository.full_name"_s).toString() == Repo)
            commits.append({p.value(u"head_commit.id"_s).toString(), timeOf(p, u"head_commit.timestamp"_s)});
    QVector<TrunkJob> jobs;
    const QHash<qint64, QJsonObject> runs = seed.runById();
    for (const QJsonObject &o : seed.jobs) {
        if (repoOfJob(o) != Repo)
            continue;
        // What the grid holds: no job of a run a workflow_run event triggered (HUD's exclusion);
        // whether the run completed is given too, which the grid's rows cannot tell.
        const auto run = runOf(runs, o);
        if (run && run->value(u"event"_s).toString() == u"workflow_run"_s)
            continue;
        TrunkJob j;
        j.id = o.value(u"id"_s).toInteger();
        j.runId = o.value(u"run_id"_s).toInteger();
        j.runAttempt = o.value(u"run_attempt"_s).toInteger();
        j.sha = o.value(u"head_sha"_s).toString();
        j.workflowName = o.value(u"workflow_name"_s).toString();
        j.name = o.value(u"name"_s).toString();
        j.status = o.value(u"status"_s).toString();
        j.conclusion = o.value(u"conclusion"_s).toString();
        j.createdAt = timeOf(o, u"created_at"_s);
        j.startedAt = timeOf(o, u"started_at"_s);
        j.completedAt = timeOf(o, u"completed_at"_s);
        for (const QJsonValue &l : o.value(u"labels"_s).toArray())
            j.labels.append(l.toString());
        j.runnerGroupName = o.value(u"runner_group_name"_s).toString();
        j.runCompleted = run && run->value(u"status"_s).toString() == u"completed"_s;
        jobs.append(j);
    }
    return {commits, jobs};
}

} // namespace hw::test
