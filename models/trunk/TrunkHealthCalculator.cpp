#include "TrunkHealthCalculator.h"

#include <QHash>
#include <QMap>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace hw {

namespace {

bool failedConclusion(const QString &c) // master_commit_red's failure: cancelled counts
{
    return c == u"failure"_s || c == u"timed_out"_s || c == u"cancelled"_s;
}

// One job identity of master_commit_red: the jobs of one run attempt with one exact name.
struct Identity {
    bool failed = false;   // a job concluded failure, timed_out or cancelled
    bool resolved = false; // a job has a conclusion, or its run has completed
    qint64 newestCreated = 0;
};

// The merged runs of one "<workflow> / <job>" of a commit (the console's cell).
struct Cell {
    bool success = false;
    bool failure = false; // failure or timed_out
    qint64 lastAttempt = 0;
    bool lastAttemptFailed = false; // master_commit_red_avg: a job of the latest attempt failed
};

// The counted jobs of one commit, gathered before they are reduced to its figures.
struct CommitJobs {
    QMap<QString, QMap<std::pair<qint64, qint64>, QMap<QString, Identity>>> groups; // base → (run, attempt) → name
    QMap<std::pair<QString, QString>, Cell> cells;                                  // (workflow, name)
    TrunkCommitFigures figures;
};

void addJob(CommitJobs &c, const TrunkJob &j)
{
    Identity &id = c.groups[TrunkHealthCalculator::baseName(j.name)][{j.runId, j.runAttempt}][j.name];
    id.failed |= failedConclusion(j.conclusion);
    id.resolved |= !j.conclusion.isEmpty() || j.runCompleted;
    id.newestCreated = std::max(id.newestCreated, j.createdAt);
    Cell &cell = c.cells[{j.workflowName, j.name}];
    cell.success |= j.conclusion == u"success"_s;
    cell.failure |= j.conclusion == u"failure"_s || j.conclusion == u"timed_out"_s;
    if (!TrunkHealthCalculator::isMemLeakCheck(j.name)) {
        TrunkCommitFigures &f = c.figures;
        ++f.kpiJobs;
        f.kpiPending += j.conclusion.isEmpty();
        f.kpiAnyRed |= failedConclusion(j.conclusion);
        if (j.runAttempt > cell.lastAttempt) {
            cell.lastAttempt = j.runAttempt;
            cell.lastAttemptFailed = false;
        }
        if (j.runAttempt == cell.lastAttempt)
            cell.lastAttemptFailed |= failedConclusion(j.conclusion);
    }
}

// master_commit_red's state of a commit from its job groups.
TrunkCommitFigures::State commitState(const CommitJobs &c, qint64 now)
{
    bool pending = false, red = false, flaky = false;
    for (const auto &attempts : std::as_const(c.groups)) {
        bool anyPending = false, allFailed = true, anyFailed = false;
        for (const auto &names : attempts) {
            bool attemptFailed = false;
            for (const Identity &id : names) {
                const bool stale = now / 3600 - id.newestCreated / 3600 > TrunkHealthCalculator::StaleHours;
                const bool failed = id.failed || (!id.resolved && stale);
                attemptFailed |= failed;
                anyPending |= !failed && !id.resolved;
            }
            allFailed &= attemptFailed;
            anyFailed |= attemptFailed;
        }
        pending |= anyPending;
        red |= allFailed;
        flaky |= anyFailed;
    }
    using S = TrunkCommitFigures::State;
    return pending ? S::Pending : red ? S::Red : flaky ? S::Flaky : S::Green;
}

// The console's figures of a commit from its cells: broken, failed cells, and the kinds per platform.
void addCellFigures(TrunkCommitFigures &f, const CommitJobs &c, const QVector<TrunkJobKind::Platform> &platforms)
{
    QMap<std::pair<QString, QString>, TrunkCommitFigures::Kind> kinds;
    for (auto cell = c.cells.cbegin(); cell != c.cells.cend(); ++cell) {
        const QString &name = cell.key().second;
        f.kpiBroken |= cell->lastAttemptFailed;
        f.anyFailure |= cell->failure;
        const bool failed = cell->failure && !cell->success;
        if (failed)
            f.failedCells.append(cell.key().first + u" / "_s + name);
        const QString platform = TrunkJobKind::platformOf(name, platforms);
        if (platform.isEmpty())
            continue;
        const QString kind = TrunkJobKind::kindOf(name);
        TrunkCommitFigures::Kind &k = kinds[{platform, kind}];
        k.platform = platform;
        k.kind = kind;
        k.red |= failed;
        k.green |= cell->success;
    }
    f.kinds = kinds.values().toVector();
}

void countRedBucket(QMap<qint64, TrunkRedBucket> &red, qint64 b, const TrunkCommitFigures &c)
{
    using S = TrunkCommitFigures::State;
    TrunkRedBucket &r = red[b];
    r.bucket = b;
    ++r.total;
    r.red += c.state == S::Red;
    r.flaky += c.state == S::Flaky;
    r.pending += c.state == S::Pending;
    r.green += c.state == S::Green;
}

// The sandwich: a cell that failed here and on the commit before or after.
bool isBrokenTrunk(const QVector<TrunkCommitFigures> &commits, qsizetype i)
{
    bool broken = false;
    for (const QString &cell : commits[i].failedCells)
        broken |= (i > 0 && commits[i - 1].failedCells.contains(cell))
            || (i + 1 < commits.size() && commits[i + 1].failedCells.contains(cell));
    return broken;
}

// A kind red on exactly one platform and green on another counts for that platform.
void countPlatformOnly(QMap<std::pair<QString, QString>, TrunkPlatformFailure> &platformOnly,
                       const TrunkCommitFigures &c)
{
    QMap<QString, QMap<QString, std::pair<bool, bool>>> platformsOf; // kind → platform → (red, green)
    for (const TrunkCommitFigures::Kind &k : c.kinds) {
        auto &[isRed, isGreen] = platformsOf[k.kind][k.platform];
        isRed |= k.red;
        isGreen |= k.green;
    }
    for (auto k = platformsOf.cbegin(); k != platformsOf.cend(); ++k) {
        QString redPlatform;
        int reds = 0, greens = 0;
        for (auto p = k->cbegin(); p != k->cend(); ++p) {
            if (p->first) {
                ++reds;
                redPlatform = p.key();
            } else if (p->second) {
                ++greens;
            }
        }
        if (reds != 1 || greens < 1)
            continue;
        TrunkPlatformFailure &f = platformOnly[{redPlatform, k.key()}];
        f.platform = redPlatform;
        f.kind = k.key();
        ++f.commits;
        if (c.time > f.lastTime || (c.time == f.lastTime && c.sha > f.lastSha)) {
            f.lastTime = c.time;
            f.lastSha = c.sha;
        }
    }
}

} // namespace

const QStringList &TrunkHealthCalculator::blockingWorkflows()
{
    static const QStringList names = {u"lint"_s, u"pull"_s, u"trunk"_s, u"linux-aarch64"_s, u"docs-build"_s};
    return names;
}

bool TrunkHealthCalculator::countsForRed(const QString &workflowName, const QString &jobName)
{
    return blockingWorkflows().contains(workflowName.toLower()) && jobName != u"ciflow_should_run"_s
        && jobName != u"generate-test-matrix"_s && !jobName.contains(u"rerun_disabled_tests"_s)
        && !jobName.contains(u"unstable"_s);
}

bool TrunkHealthCalculator::isMemLeakCheck(const QString &jobName)
{
    return jobName.contains(u"mem_leak_check"_s);
}

QString TrunkHealthCalculator::baseName(const QString &jobName)
{
    static const QRegularExpression parens(u"\\s*\\(.*\\)$"_s), shards(u", \\d+, \\d+, "_s), spaces(u"\\s+"_s);
    QString s = jobName;
    s.replace(parens, QString()).replace(shards, u", "_s).replace(spaces, u" "_s);
    return s.trimmed();
}

QString TrunkHealthCalculator::machineType(const QStringList &labels, const QString &runnerGroupName)
{
    if (labels.size() > 1)
        return labels[1];
    if (labels.size() == 1)
        return labels[0];
    static const QStringList notAMachine = {QString(), u"Default"_s, u"GitHub Actions"_s, u"linux.rocm.gpu.group"_s};
    return notAMachine.contains(runnerGroupName) ? u"N/A"_s : runnerGroupName;
}

QVector<TrunkCommitFigures> TrunkHealthCalculator::commitFigures(const QVector<TrunkCommit> &commits,
                                                                  const QVector<TrunkJob> &jobs, qint64 from, qint64 to,
                                                                  qint64 now,
                                                                  const QVector<TrunkJobKind::Platform> &platforms)
{
    // A SHA pushed twice counts once, at its latest push.
    QHash<QString, qint64> pushed;
    for (const TrunkCommit &c : commits)
        pushed[c.sha] = std::max(pushed.value(c.sha, c.time), c.time);
    QHash<QString, CommitJobs> bySha;
    for (const TrunkJob &j : jobs) {
        const auto push = pushed.constFind(j.sha);
        if (push == pushed.cend() || *push < from || *push >= to || !countsForRed(j.workflowName, j.name))
            continue;
        addJob(bySha[j.sha], j);
    }

    QVector<TrunkCommitFigures> out;
    for (auto it = bySha.begin(); it != bySha.end(); ++it) {
        TrunkCommitFigures &f = it->figures;
        f.sha = it.key();
        f.time = pushed.value(it.key());
        f.groups = int(it->groups.size());
        f.state = commitState(*it, now);
        addCellFigures(f, *it, platforms);
        out.append(f);
    }
    return out;
}

void TrunkHealthCalculator::aggregate(QVector<TrunkCommitFigures> commits, TrunkHealth *health)
{
    const qint64 bucket = std::max<qint64>(1, health->bucketSeconds);
    std::sort(commits.begin(), commits.end(), [](const TrunkCommitFigures &a, const TrunkCommitFigures &b) {
        return a.time != b.time ? a.time < b.time : a.sha < b.sha;
    });
    QMap<qint64, TrunkRedBucket> red;
    QMap<qint64, TrunkRedDay> console;
    QMap<std::pair<QString, QString>, TrunkPlatformFailure> platformOnly;
    TrunkRedAverage &avg = health->redAverage;
    avg = {};
    for (qsizetype i = 0; i < commits.size(); ++i) {
        const TrunkCommitFigures &c = commits[i];
        const qint64 b = c.time / bucket;
        if (c.groups > 10)
            countRedBucket(red, b, c);
        if (c.kpiJobs > 10 && c.kpiPending == 0) {
            ++avg.commits;
            avg.brokenTrunk += c.kpiBroken;
            avg.anyRed += c.kpiAnyRed;
        }
        const bool broken = isBrokenTrunk(commits, i);
        TrunkRedDay &d = console[b];
        d.bucket = b;
        ++d.commits;
        d.broken += broken;
        d.flakyOnly += c.anyFailure && !broken;
        countPlatformOnly(platformOnly, c);
    }
    health->red = red.values().toVector();
    health->consoleRed = console.values().toVector();
    health->platformOnly = platformOnly.values().toVector();
    std::stable_sort(health->platformOnly.begin(), health->platformOnly.end(),
                     [](const TrunkPlatformFailure &a, const TrunkPlatformFailure &b) {
                         if (a.commits != b.commits)
                             return a.commits > b.commits;
                         return a.lastTime > b.lastTime;
                     });
}

QVector<TrunkQueuedMachine> TrunkHealthCalculator::queued(const QVector<TrunkJob> &jobs, qint64 now)
{
    QMap<QString, TrunkQueuedMachine> byType;
    for (const TrunkJob &j : jobs) {
        if (j.status != u"queued"_s || j.createdAt >= now - 5 * 60 || j.createdAt <= now - 7 * 86'400)
            continue;
        const QString type = machineType(j.labels, j.runnerGroupName);
        TrunkQueuedMachine &m = byType[type];
        m.machineType = type;
        ++m.count;
        m.maxQueueSeconds = std::max(m.maxQueueSeconds, now - j.createdAt);
    }
    QVector<TrunkQueuedMachine> out = byType.values().toVector();
    std::stable_sort(out.begin(), out.end(),
                     [](const TrunkQueuedMachine &a, const TrunkQueuedMachine &b) { return a.count > b.count; });
    return out;
}

TrunkHealth TrunkHealthCalculator::compute(const QVector<TrunkCommit> &commits, const QVector<TrunkJob> &jobs, qint64 from,
                                           qint64 to, qint64 bucketSeconds,
                                           const QVector<TrunkJobKind::Platform> &platforms)
{
    TrunkHealth health;
    health.from = from;
    health.to = to;
    health.bucketSeconds = std::max<qint64>(1, bucketSeconds);
    health.queuedAt = to;
    aggregate(commitFigures(commits, jobs, from, to, to, platforms), &health);
    health.queued = queued(jobs, to);
    return health;
}

} // namespace hw
