#include "TrunkHealthCalculator.h"

#include "domain/ExactQuantile.h"

#include <QHash>
#include <QMap>

#include <algorithm>

namespace hw {

namespace {

// The merged runs of one "<workflow> / <job>" of a commit.
struct Cell {
    bool success = false;
    bool failure = false; // failure or timed_out
    bool failed() const { return failure && !success; }
};

struct CommitJobs {
    qint64 time = 0;
    QHash<QString, Cell> cells; // by "<workflow>\n<job>"
    bool allCompleted = true;
    qint64 lastCompleted = 0;
    int jobs = 0;
    bool broken = false; // a failure the same job also has on a neighbouring commit
};

// The commits one job ran on, in time order (SHA breaking ties), with whether it failed there.
struct JobRuns {
    struct Run {
        qint64 time;
        QString sha;
        bool failed;
    };
    QVector<Run> runs;
};

} // namespace

qint64 TrunkHealthCalculator::quantileExact(QVector<qint64> values, double q)
{
    return exactQuantile(std::span<qint64>(values.data(), size_t(values.size())), q);
}

QString TrunkHealthCalculator::machineType(const QStringList &labels)
{
    return labels.size() > 1 ? labels[1] : labels.value(0);
}

TrunkHealth TrunkHealthCalculator::compute(const QVector<TrunkCommit> &commits, const QVector<TrunkJob> &jobs, qint64 from,
                                           qint64 to, qint64 bucketSeconds,
                                           const QVector<TrunkJobKind::Platform> &platforms)
{
    TrunkHealth health;
    health.from = from;
    health.to = to;
    health.bucketSeconds = std::max<qint64>(1, bucketSeconds);
    const qint64 bucket = health.bucketSeconds;
    // A SHA pushed twice counts once, at its latest push (as the grid orders commits).
    QHash<QString, CommitJobs> bySha;
    for (const TrunkCommit &c : commits) {
        auto it = bySha.find(c.sha);
        if (it == bySha.end())
            bySha.insert(c.sha, CommitJobs{c.time, {}, true, 0, 0});
        else
            it->time = std::max(it->time, c.time);
    }
    for (auto it = bySha.begin(); it != bySha.end();)
        it = (it->time >= from && it->time < to) ? std::next(it) : bySha.erase(it);

    QMap<QString, QVector<qint64>> queueByLabel;
    QMap<std::pair<QString, qint64>, QVector<qint64>> queueByLabelDay;
    for (const TrunkJob &j : jobs) {
        const auto it = bySha.find(j.sha);
        if (it == bySha.end())
            continue;
        CommitJobs &c = *it;
        Cell &cell = c.cells[j.workflowName + QLatin1Char('\n') + j.name];
        cell.success |= j.conclusion == QLatin1String("success");
        cell.failure |= j.conclusion == QLatin1String("failure") || j.conclusion == QLatin1String("timed_out");
        c.allCompleted &= j.status == QLatin1String("completed");
        c.lastCompleted = std::max(c.lastCompleted, j.completedAt);
        ++c.jobs;
        if (j.startedAt > 0 && j.createdAt > 0 && j.startedAt >= j.createdAt) {
            const QString label = machineType(j.labels);
            queueByLabel[label].append(j.startedAt - j.createdAt);
            queueByLabelDay[{label, j.createdAt / bucket}].append(j.startedAt - j.createdAt);
        }
    }

    // The sandwich rule: a failed cell whose job also failed on the commit before or after it
    // (among the commits it ran on) breaks trunk; other failures are flaky.
    QHash<QString, JobRuns> byJob;
    for (auto it = bySha.cbegin(); it != bySha.cend(); ++it)
        for (auto cell = it->cells.cbegin(); cell != it->cells.cend(); ++cell)
            byJob[cell.key()].runs.append({it->time, it.key(), cell->failed()});
    for (JobRuns &job : byJob) {
        auto &runs = job.runs;
        std::sort(runs.begin(), runs.end(), [](const JobRuns::Run &a, const JobRuns::Run &b) {
            return a.time != b.time ? a.time < b.time : a.sha < b.sha;
        });
        for (qsizetype i = 0; i < runs.size(); ++i) {
            const bool before = i > 0 && runs[i - 1].failed;
            const bool after = i + 1 < runs.size() && runs[i + 1].failed;
            if (runs[i].failed && (before || after))
                bySha[runs[i].sha].broken = true;
        }
    }

    QMap<qint64, TrunkRedDay> red;
    QMap<qint64, QVector<qint64>> signal;
    struct KindOfCommit {
        QMap<QString, std::pair<bool, bool>> platforms; // platform → (red, has success)
    };
    QMap<std::pair<QString, QString>, TrunkPlatformFailure> platformOnly;
    for (auto it = bySha.cbegin(); it != bySha.cend(); ++it) {
        const CommitJobs &c = *it;
        if (c.jobs == 0)
            continue;
        const qint64 day = c.time / bucket;
        TrunkRedDay &r = red[day];
        r.bucket = day;
        ++r.commits;
        bool redCommit = false;
        QMap<QString, KindOfCommit> kinds;
        for (auto cell = c.cells.cbegin(); cell != c.cells.cend(); ++cell) {
            redCommit |= cell->failure;
            const QString name = cell.key().section(QLatin1Char('\n'), 1);
            const QString platform = TrunkJobKind::platformOf(name, platforms);
            if (platform.isEmpty())
                continue;
            auto &[isRed, hasSuccess] = kinds[TrunkJobKind::kindOf(name)].platforms[platform];
            isRed |= cell->failed();
            hasSuccess |= cell->success;
        }
        r.broken += c.broken;
        r.flakyOnly += redCommit && !c.broken;
        if (c.allCompleted)
            signal[day].append(std::max<qint64>(0, c.lastCompleted - c.time));

        for (auto k = kinds.cbegin(); k != kinds.cend(); ++k) {
            QString redPlatform;
            int reds = 0, greens = 0;
            for (auto p = k->platforms.cbegin(); p != k->platforms.cend(); ++p) {
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
            if (c.time > f.lastTime || (c.time == f.lastTime && it.key() > f.lastSha)) {
                f.lastTime = c.time;
                f.lastSha = it.key();
            }
        }
    }

    health.red = red.values().toVector();
    for (auto it = signal.cbegin(); it != signal.cend(); ++it)
        health.signal.append({it.key(), int(it->size()), quantileExact(*it, 0.5), quantileExact(*it, 0.9)});
    for (auto it = queueByLabel.cbegin(); it != queueByLabel.cend(); ++it)
        health.queueByLabel.append({it.key(), -1, int(it->size()), quantileExact(*it, 0.5), quantileExact(*it, 0.9)});
    std::stable_sort(health.queueByLabel.begin(), health.queueByLabel.end(),
                     [](const TrunkQueueFigure &a, const TrunkQueueFigure &b) { return a.jobs > b.jobs; });
    for (auto it = queueByLabelDay.cbegin(); it != queueByLabelDay.cend(); ++it)
        health.queueByLabelDay.append(
            {it.key().first, it.key().second, int(it->size()), quantileExact(*it, 0.5), quantileExact(*it, 0.9)});
    health.platformOnly = platformOnly.values().toVector();
    std::stable_sort(health.platformOnly.begin(), health.platformOnly.end(),
                     [](const TrunkPlatformFailure &a, const TrunkPlatformFailure &b) {
                         if (a.commits != b.commits)
                             return a.commits > b.commits;
                         return a.lastTime > b.lastTime;
                     });
    return health;
}

} // namespace hw
