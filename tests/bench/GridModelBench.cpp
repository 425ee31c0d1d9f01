#include "BenchFigures.h"
#include "SyntheticHud.h"

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

constexpr int kColumns = 3000;
// A poll brings what ran since the last one, whatever the grid's size: 9,000 jobs, 1 % of the
// cells of a 300 x 3,000 grid, at every size.
constexpr int kChangedCells = 300 * kColumns / 100;

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

// The timed call, out of line so a profiler can collect just the polls:
//   valgrind --tool=callgrind --toggle-collect='*applyPoll*' hudwatch-bench --only model --quick
[[gnu::noinline]] GridChange applyPoll(JobGridModel &model, const JobBatch &batch)
{
    return model.applyBatch(batch);
}

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v.empty() ? 0 : v[v.size() / 2];
}

} // namespace

void runGridModelBench(BenchReport &report, int commits, bool pollOnly)
{
    const int kCommits = commits;
    const int reps = report.quick() ? 5 : 21;
    const SyntheticHud hud(kCommits, kColumns);
    QRandomGenerator rng(20240814);
    const double rssBefore = rssMb();

    // Load commits x 3,000 commit by commit (as a cache load or a first sync would), so the input
    // batches never sit in memory all at once and the RSS below is the model's.
    JobGridModel model;
    model.setMaxCommits(kCommits);
    model.setUnstablePatterns({QStringLiteral("xpu")});
    {
        JobBatch commitsOnly;
        commitsOnly.commits = hud.commits();
        model.resetFrom(commitsOnly);
    }
    for (int c = 0; c < kCommits; ++c) {
        JobBatch b;
        b.jobs.reserve(kColumns);
        for (int col = 0; col < kColumns; ++col)
            b.jobs.append(hud.job(c, col));
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
    auto makePoll = [&](int rep, int newest = -1) {
        if (newest < 0)
            newest = kCommits;
        JobBatch b;
        b.jobs.reserve(kChangedCells);
        std::vector<bool> used(size_t(kCommits) * kColumns, false);
        while (b.jobs.size() < kChangedCells) {
            const int c = kCommits - 1 - rng.bounded(newest);
            const int col = rng.bounded(kColumns);
            if (used[size_t(c) * kColumns + size_t(col)])
                continue;
            used[size_t(c) * kColumns + size_t(col)] = true;
            JobRun j = hud.job(c, col);
            if (rng.bounded(2) == 0) {
                j.id = SyntheticHud::jobId(c, col, 1 + rep % 3); // a re-run attempt
                j.runAttempt = 2;
                j.htmlUrl = QStringLiteral("https://github.com/pytorch/pytorch/actions/runs/%1/job/%2").arg(j.runId).arg(j.id);
            }
            j.status = QStringLiteral("completed");
            j.completedAt = j.startedAt + 1000;
            j.conclusion = rng.bounded(100) < 30 ? QStringLiteral("failure") : QStringLiteral("success");
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
        const GridChange ch = applyPoll(model, b);
        applyMs.push_back(double(t.nsecsElapsed()) / 1e6);
        applyCpuMs.push_back(threadCpuMs() - cpu0);
        changed += ch.changedCells;
    }
    report.figure(QStringLiteral("poll_apply_ms"), median(applyMs), QStringLiteral("ms"));
    report.figure(QStringLiteral("poll_apply_cpu_ms"), median(applyCpuMs), QStringLiteral("ms"));
    // Fastest repetition: the least disturbed by other processes on a shared machine.
    report.figure(QStringLiteral("poll_apply_min_ms"), *std::min_element(applyMs.begin(), applyMs.end()), QStringLiteral("ms"));
    report.figure(QStringLiteral("poll_changed_cells"), double(changed) / double(polls.size()), QStringLiteral("cells"));
    if (pollOnly)
        return;

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
        grouped.setSourceFilter(&filter); // stacked, as the window wires them
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
        snapshot.commits = hud.commits();
        snapshot.jobs.reserve(qsizetype(kCommits) * kColumns);
        for (int c = 0; c < kCommits; ++c)
            for (int col = 0; col < kColumns; ++col)
                snapshot.jobs.append(hud.job(c, col));
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
