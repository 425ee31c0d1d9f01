#include "BenchFigures.h"

#include "grid/GridColumnFilterProxy.h"
#include "grid/GroupedGridProxy.h"
#include "grid/JobGridModel.h"

#include <QElapsedTimer>
#include <QFile>
#include <QRandomGenerator>

#include <time.h>
#include <unistd.h>

#include <algorithm>
#include <vector>

namespace hw::bench {
namespace {

constexpr int kCommits = 300;
constexpr int kColumns = 3000;
constexpr int kChangedCells = kCommits * kColumns / 100; // 1% of the cells per poll

// Resident set size of this process, from /proc/self/statm (second field, in pages).
double rssMb()
{
    QFile f(QStringLiteral("/proc/self/statm"));
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    const QList<QByteArray> fields = f.readAll().split(' ');
    if (fields.size() < 2)
        return -1;
    return double(fields[1].toLongLong()) * double(sysconf(_SC_PAGESIZE)) / (1024.0 * 1024.0);
}

// CPU time of this thread: on a busy shared machine it is steadier than wall time.
double threadCpuMs()
{
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return double(ts.tv_sec) * 1e3 + double(ts.tv_nsec) / 1e6;
}

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v.empty() ? 0 : v[v.size() / 2];
}

// Column names in the style of the real ones ("pull / linux-focal-py3.8-clang10 / test (default, 2, 5,
// linux.2xlarge)"), 3,000 distinct.
std::vector<std::pair<QString, QString>> makeColumns()
{
    const QStringList workflows = {QStringLiteral("pull"), QStringLiteral("trunk"), QStringLiteral("periodic"),
                                   QStringLiteral("inductor"), QStringLiteral("inductor-periodic"), QStringLiteral("rocm"),
                                   QStringLiteral("slow"), QStringLiteral("xpu"), QStringLiteral("linux-binary-manywheel"),
                                   QStringLiteral("windows-binary-wheel")};
    const QStringList platforms = {QStringLiteral("linux-focal-py3.8-clang10"), QStringLiteral("linux-jammy-py3.10-clang15-asan"),
                                   QStringLiteral("linux-focal-cuda12.1-py3.10-gcc9-sm86"), QStringLiteral("linux-jammy-cpu-py3.8-gcc11-inductor"),
                                   QStringLiteral("win-vs2019-cpu-py3"), QStringLiteral("macos-py3-arm64"),
                                   QStringLiteral("linux-focal-rocm6.1-py3.8"), QStringLiteral("linux-focal-py3.12-clang10"),
                                   QStringLiteral("linux-focal-cuda12.4-py3.10-gcc9"), QStringLiteral("linux-jammy-xpu-py3.9")};
    const QStringList configs = {QStringLiteral("default"), QStringLiteral("distributed"), QStringLiteral("dynamo"),
                                 QStringLiteral("inductor_timm"), QStringLiteral("crossref"), QStringLiteral("slow"),
                                 QStringLiteral("aot_eager_torchbench"), QStringLiteral("inductor_huggingface")};
    const QStringList runners = {QStringLiteral("linux.2xlarge"), QStringLiteral("linux.g5.4xlarge.nvidia.gpu"),
                                 QStringLiteral("windows.4xlarge"), QStringLiteral("macos-m1-stable")};
    std::vector<std::pair<QString, QString>> cols;
    for (int w = 0; w < workflows.size() && int(cols.size()) < kColumns; ++w)
        for (int p = 0; p < platforms.size() && int(cols.size()) < kColumns; ++p) {
            cols.emplace_back(workflows[w], platforms[p] + QStringLiteral(" / build"));
            for (int c = 0; c < configs.size() && int(cols.size()) < kColumns; ++c) {
                const int shards = 1 + (w * 7 + p * 3 + c) % 4;
                for (int s = 1; s <= shards && int(cols.size()) < kColumns; ++s)
                    cols.emplace_back(workflows[w], QStringLiteral("%1 / test (%2, %3, %4, %5)")
                                                        .arg(platforms[p], configs[c])
                                                        .arg(s)
                                                        .arg(shards)
                                                        .arg(runners[(p + c) % runners.size()]));
            }
        }
    // Top up with numbered variants if the combinations ran short.
    for (int i = 0; int(cols.size()) < kColumns; ++i)
        cols.emplace_back(QStringLiteral("periodic"), QStringLiteral("linux-focal-cuda11.8-py3.9-gcc9-debug-%1 / test (default, 1, 1, linux.2xlarge)").arg(i));
    return cols;
}

struct Fixture {
    std::vector<std::pair<QString, QString>> columns = makeColumns();
    std::vector<Commit> commits;
    QString completed = QStringLiteral("completed");
    QString inProgress = QStringLiteral("in_progress");
    QString success = QStringLiteral("success");
    QString failure = QStringLiteral("failure");
    QString failureLine = QStringLiteral("RuntimeError: CUDA error: an illegal memory access was encountered");
    qint64 base = 1723600000; // 2024-08-14

    Fixture()
    {
        for (int i = 0; i < kCommits; ++i)
            commits.push_back(Commit{QStringLiteral("%1").arg(quint64(0x9e3779b97f4a7c15ULL * quint64(i + 1)), 16, 16, QLatin1Char('0'))
                                         + QStringLiteral("deadbeefcafe0123456789ab"),
                                     base + i * 600, QStringLiteral("Commit %1 title").arg(i), QStringLiteral("author")});
    }

    static qint64 jobId(int commit, int column, int attempt) { return (qint64(commit) * kColumns + column) * 4 + attempt + 1000000000LL; }

    // One job of the initial grid: mostly success, ~4% failure, the newest commits partly running.
    JobRun job(int commit, int column, QRandomGenerator &rng) const
    {
        JobRun j;
        j.id = jobId(commit, column, 0);
        j.runId = 10000000 + commit * 100 + column % 100;
        j.workflowName = columns[size_t(column)].first;
        j.jobName = columns[size_t(column)].second;
        j.headSha = commits[size_t(commit)].sha;
        j.createdAt = commits[size_t(commit)].time + 60;
        j.startedAt = j.createdAt + rng.bounded(600);
        const bool running = commit >= kCommits - 10 && rng.bounded(100) < 40;
        if (running) {
            j.status = inProgress;
        } else {
            j.status = completed;
            j.completedAt = j.startedAt + 300 + rng.bounded(5000);
            if (rng.bounded(100) < 4) {
                j.conclusion = failure;
                j.failureLine = failureLine;
            } else {
                j.conclusion = success;
            }
        }
        j.htmlUrl = QStringLiteral("https://github.com/pytorch/pytorch/actions/runs/%1/job/%2").arg(j.runId).arg(j.id);
        return j;
    }
};

} // namespace

void runGridModelBench(BenchReport &report)
{
    const int reps = report.quick() ? 5 : 21;
    Fixture fx;
    QRandomGenerator rng(20240814);
    const double rssBefore = rssMb();

    // Load 300 x 3,000 commit by commit (as a cache load or a first sync would), so the input
    // batches never sit in memory all at once and the RSS below is the model's.
    JobGridModel model;
    model.setUnstablePatterns({QStringLiteral("xpu")});
    {
        JobBatch commitsOnly;
        commitsOnly.commits = Commits(fx.commits.begin(), fx.commits.end());
        model.resetFrom(commitsOnly);
    }
    for (int c = 0; c < kCommits; ++c) {
        JobBatch b;
        b.jobs.reserve(kColumns);
        for (int col = 0; col < kColumns; ++col)
            b.jobs.append(fx.job(c, col, rng));
        model.applyBatch(b);
    }
    if (model.rowCount() != kCommits || model.columnCount() != kColumns)
        qFatal("grid bench: expected %dx%d, got %dx%d", kCommits, kColumns, model.rowCount(), model.columnCount());
    report.figure(QStringLiteral("model_rss_mb"), rssMb(), QStringLiteral("MB"));
    report.figure(QStringLiteral("rss_before_model_mb"), rssBefore, QStringLiteral("MB"));
    report.figure(QStringLiteral("model_heap_mb"), double(model.approximateMemoryBytes()) / (1024.0 * 1024.0), QStringLiteral("MB"));

    // Polls: 1% of the cells change (a running job completes, or a re-run attempt arrives).
    // `newest` limits the changed cells to the newest commits (what a live poll mostly brings);
    // the headline figure spreads them over the whole grid, the worst case for caches.
    auto makePoll = [&](int rep, int newest = kCommits) {
        JobBatch b;
        b.jobs.reserve(kChangedCells);
        std::vector<bool> used(size_t(kCommits) * kColumns, false);
        while (b.jobs.size() < kChangedCells) {
            const int c = kCommits - 1 - rng.bounded(newest);
            const int col = rng.bounded(kColumns);
            if (used[size_t(c) * kColumns + size_t(col)])
                continue;
            used[size_t(c) * kColumns + size_t(col)] = true;
            JobRun j = fx.job(c, col, rng);
            if (rng.bounded(2) == 0) {
                j.id = Fixture::jobId(c, col, 1 + rep % 3); // a re-run attempt
                j.runAttempt = 2;
                j.htmlUrl = QStringLiteral("https://github.com/pytorch/pytorch/actions/runs/%1/job/%2").arg(j.runId).arg(j.id);
            }
            j.status = fx.completed;
            j.completedAt = j.startedAt + 1000;
            j.conclusion = rng.bounded(100) < 30 ? fx.failure : fx.success;
            b.jobs.append(j);
        }
        return b;
    };
    std::vector<JobBatch> polls;
    for (int r = 0; r < reps; ++r)
        polls.push_back(makePoll(r));

    std::vector<double> applyMs;
    std::vector<double> applyCpuMs;
    qint64 changed = 0;
    for (const JobBatch &b : polls) {
        QElapsedTimer t;
        const double cpu0 = threadCpuMs();
        t.start();
        const GridChange ch = model.applyBatch(b);
        applyMs.push_back(double(t.nsecsElapsed()) / 1e6);
        applyCpuMs.push_back(threadCpuMs() - cpu0);
        changed += ch.changedCells;
    }
    report.figure(QStringLiteral("poll_apply_ms"), median(applyMs), QStringLiteral("ms"));
    report.figure(QStringLiteral("poll_apply_cpu_ms"), median(applyCpuMs), QStringLiteral("ms"));
    // Fastest repetition: the least disturbed by other processes on a shared machine.
    report.figure(QStringLiteral("poll_apply_min_ms"), *std::min_element(applyMs.begin(), applyMs.end()), QStringLiteral("ms"));
    report.figure(QStringLiteral("poll_changed_cells"), double(changed) / double(polls.size()), QStringLiteral("cells"));

    {
        std::vector<JobBatch> recent;
        for (int r = 0; r < reps; ++r)
            recent.push_back(makePoll(reps + r, 30));
        std::vector<double> ms;
        for (const JobBatch &b : recent) {
            QElapsedTimer t;
            t.start();
            model.applyBatch(b);
            ms.push_back(double(t.nsecsElapsed()) / 1e6);
        }
        report.figure(QStringLiteral("poll_apply_recent30_ms"), median(ms), QStringLiteral("ms"));
    }

    // The same with the view's proxies listening (hide-green filter and the grouped view).
    {
        GridColumnFilterProxy filter;
        filter.setSourceModel(&model);
        filter.setHideGreen(true);
        GroupedGridProxy grouped;
        grouped.setSourceGridModel(&model);
        std::vector<JobBatch> more;
        for (int r = 0; r < reps; ++r)
            more.push_back(makePoll(2 * reps + r));
        std::vector<double> ms;
        for (const JobBatch &b : more) {
            QElapsedTimer t;
            t.start();
            model.applyBatch(b);
            ms.push_back(double(t.nsecsElapsed()) / 1e6);
        }
        report.figure(QStringLiteral("poll_apply_with_proxies_ms"), median(ms), QStringLiteral("ms"));
    }

    // Reset from one full snapshot (cache load / replay seek).
    {
        JobBatch snapshot;
        snapshot.commits = Commits(fx.commits.begin(), fx.commits.end());
        snapshot.jobs.reserve(qsizetype(kCommits) * kColumns);
        for (int c = 0; c < kCommits; ++c)
            for (int col = 0; col < kColumns; ++col)
                snapshot.jobs.append(fx.job(c, col, rng));
        std::vector<double> ms;
        const int resetReps = report.quick() ? 1 : 3;
        for (int r = 0; r < resetReps; ++r) {
            QElapsedTimer t;
            t.start();
            model.resetFrom(snapshot);
            ms.push_back(double(t.nsecsElapsed()) / 1e6);
        }
        report.figure(QStringLiteral("reset_ms"), median(ms), QStringLiteral("ms"));
    }
}

} // namespace hw::bench
