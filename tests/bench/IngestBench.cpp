#include "BenchFigures.h"

#include "cache/JobCache.h"

#include <QCryptographicHash>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QStringList>
#include <QTemporaryDir>

#include <cstdio>
#include <ctime>

using namespace Qt::StringLiterals;

namespace hw::bench {

namespace {

// Synthetic rows shaped like default.workflow_job of pytorch/pytorch: real-looking workflow and
// job names (3,000 distinct columns at full size), canonical html_url, a failure line on ~4%
// of rows, a few re-runs, running and cancelled jobs.
class SyntheticHud
{
public:
    explicit SyntheticHud(int columns)
    {
        const QStringList workflows = {u"pull"_s, u"trunk"_s, u"periodic"_s, u"inductor"_s, u"inductor-periodic"_s,
                                       u"rocm"_s, u"slow"_s, u"linux-binary-manywheel"_s, u"windows-binary-wheel"_s,
                                       u"xpu"_s, u"mac-mps"_s, u"Lint"_s};
        const QStringList envs = {u"linux-jammy-py3.9-gcc11"_s, u"linux-focal-py3.12-clang10"_s,
                                  u"linux-focal-cuda12.4-py3.10-gcc9-sm86"_s, u"linux-jammy-cuda12.1-py3.10-gcc9"_s,
                                  u"win-vs2019-cpu-py3"_s, u"macos-py3-arm64"_s, u"linux-focal-rocm6.1-py3.8"_s,
                                  u"linux-jammy-xpu-py3.9"_s, u"linux-focal-cpu-py3.10-gcc9-bazel-test"_s,
                                  u"linux-jammy-py3.10-clang15-asan"_s, u"linux-focal-py3.8-clang10-onnx"_s,
                                  u"libtorch-linux-focal-cuda12.1-py3.7-gcc9-debug"_s,
                                  u"linux-jammy-aarch64-py3.10"_s, u"linux-focal-cuda11.8-py3.10-gcc9-debug"_s,
                                  u"linux-jammy-py3-clang12-mobile-build"_s, u"linux-focal-py3.8-gcc7-no-ops"_s,
                                  u"linux-jammy-cuda12.1-py3.10-gcc9-sm80"_s, u"linux-focal-py3.11-clang10"_s,
                                  u"win-vs2019-cuda12.1-py3"_s, u"macos-12-py3-x86-64"_s,
                                  u"linux-jammy-py3.9-gcc11-pch"_s, u"linux-focal-py3_9-clang9-xla"_s,
                                  u"linux-jammy-cpu-py3.8-gcc11-inductor"_s, u"linux-focal-cuda12.1-py3.10-gcc9-sm86"_s,
                                  u"linux-jammy-py3.12-gcc11"_s};
        const QStringList configs = {u"default"_s, u"distributed"_s, u"dynamo"_s, u"inductor"_s, u"crossref"_s,
                                     u"functorch"_s, u"jit_legacy"_s, u"backwards_compat"_s, u"slow"_s,
                                     u"nogpu_AVX512"_s};
        const QStringList runners = {u"linux.2xlarge"_s, u"linux.4xlarge.nvidia.gpu"_s, u"linux.g5.4xlarge.nvidia.gpu"_s,
                                     u"windows.4xlarge.nonephemeral"_s, u"macos-m1-stable"_s};
        for (int i = 0; m_columns.size() < columns; ++i) {
            const QString &workflow = workflows.at(i % workflows.size());
            const QString &env = envs.at((i / workflows.size()) % envs.size());
            const int combo = i / (workflows.size() * envs.size());
            const QString job = combo == 0
                ? env + u" / build"_s
                : u"%1 / test (%2, %3, %4, %5)"_s.arg(env, configs.at(combo % configs.size()))
                      .arg(combo / configs.size() + 1)
                      .arg(combo / configs.size() + 3)
                      .arg(runners.at(combo % runners.size()));
            m_columns.append({workflow, job});
            m_workflowIndex.append(i % workflows.size());
        }
    }

    qsizetype columnCount() const { return m_columns.size(); }

    Commit commit(int c) const
    {
        Commit commit;
        commit.sha = QString::fromLatin1(
            QCryptographicHash::hash(QByteArray::number(c), QCryptographicHash::Sha1).toHex());
        commit.time = kEpoch + qint64(c) * 600;
        commit.title = u"[inductor] Fix dynamic shape guard for reshape of size-%1 views (#%2)"_s.arg(c % 17).arg(130000 + c);
        commit.author = u"contributor%1"_s.arg(c % 97);
        return commit;
    }

    JobRun job(int c, int k, const QString &sha) const
    {
        const quint32 h = quint32(c) * 2654435761u ^ quint32(k) * 40503u;
        JobRun j;
        j.id = 28000000000LL + qint64(c) * 4000 + k;
        j.runId = 10390000000LL + qint64(c) * 20 + m_workflowIndex.at(k);
        j.runAttempt = h % 23 == 0 ? 2 : 1;
        j.workflowName = m_columns.at(k).first;
        j.jobName = m_columns.at(k).second;
        j.headSha = sha;
        j.createdAt = kEpoch + qint64(c) * 600 + k % 300;
        j.startedAt = j.createdAt + 30 + h % 600;
        const int kind = int(h % 100);
        if (kind < 2) {
            j.status = u"in_progress"_s;
        } else {
            j.status = u"completed"_s;
            j.completedAt = j.startedAt + 600 + h % 7200;
            if (kind < 6) {
                j.conclusion = u"failure"_s;
                j.failureLine = u"FAILED test/inductor/test_torchinductor.py::CpuTests::test_reshape_%1_cpu - "
                                u"AssertionError: Tensor-likes are not close! Mismatched elements: %2 / 1024"_s.arg(h % 500)
                                    .arg(h % 97 + 1);
            } else if (kind < 8) {
                j.conclusion = u"cancelled"_s;
            } else if (kind < 12) {
                j.conclusion = u"skipped"_s;
            } else {
                j.conclusion = u"success"_s;
            }
        }
        j.htmlUrl = u"https://github.com/pytorch/pytorch/actions/runs/%1/job/%2"_s.arg(j.runId).arg(j.id);
        j.insertedAt = std::max(j.completedAt, j.startedAt) + 5;
        return j;
    }

    // Rows [first, first + count) in commit-major order, with their commits.
    JobBatch batch(qint64 first, qint64 count) const
    {
        JobBatch b;
        b.source = u"bench"_s;
        b.fetchedAt = kEpoch + 86400;
        b.jobs.reserve(count);
        int lastCommit = -1;
        QString sha;
        for (qint64 row = first; row < first + count; ++row) {
            const int c = int(row / columnCount());
            if (c != lastCommit) {
                b.commits.append(commit(c));
                sha = b.commits.constLast().sha;
                lastCommit = c;
            }
            b.jobs.append(job(c, int(row % columnCount()), sha));
            b.watermark = std::max(b.watermark, b.jobs.constLast().insertedAt);
        }
        return b;
    }

private:
    static constexpr qint64 kEpoch = 1723600000; // 2024-08-14
    QVector<std::pair<QString, QString>> m_columns;
    QVector<int> m_workflowIndex;
};

// Processor time of the whole process (all threads), next to wall time: on a shared machine the
// wall figure mostly measures the neighbours.
double cpuMs()
{
    return 1000.0 * double(std::clock()) / CLOCKS_PER_SEC;
}

void fail(const QString &what)
{
    std::fprintf(stderr, "ingest bench: %s\n", qPrintable(what));
}

} // namespace

void runIngestBench(BenchReport &report)
{
    const bool quick = report.quick();
    const int columns = quick ? 1000 : 3000;
    const int ingestCommits = quick ? 20 : 100;  // 300k rows at full size
    const int loadCommits = quick ? 60 : 300;    // 900k rows at full size
    const qint64 batchRows = 10000;

    QTemporaryDir dir;
    const QString path = dir.filePath(u"ingest-bench.sqlite"_s);
    const SyntheticHud hud(columns);
    QString error;
    {
        JobCache cache(path);
        if (!cache.open(&error))
            return fail(error);

        // Ingest: generation is outside the timed part; only storeBatch is timed.
        const qint64 ingestRows = qint64(ingestCommits) * columns;
        qint64 storeNs = 0;
        double storeCpuMs = 0;
        for (qint64 first = 0; first < ingestRows; first += batchRows) {
            const JobBatch b = hud.batch(first, std::min(batchRows, ingestRows - first));
            QElapsedTimer t;
            t.start();
            const double cpu0 = cpuMs();
            if (!cache.storeBatch(b, &error))
                return fail(error);
            storeNs += t.nsecsElapsed();
            storeCpuMs += cpuMs() - cpu0;
        }
        report.figure(u"ingest_rows_per_s"_s, double(ingestRows) / (double(storeNs) / 1e9), u"rows/s"_s);
        report.figure(u"ingest_cpu_rows_per_s"_s, double(ingestRows) / (storeCpuMs / 1e3), u"rows/s"_s);

        // Fill up to the start-up size (not part of the ingest figure).
        const qint64 loadRows = qint64(loadCommits) * columns;
        for (qint64 first = ingestRows; first < loadRows; first += batchRows) {
            if (!cache.storeBatch(hud.batch(first, std::min(batchRows, loadRows - first)), &error))
                return fail(error);
        }
    }

    // Start-up: open the file and load the newest commits, as the app does before first paint.
    QElapsedTimer t;
    t.start();
    JobCache cache(path);
    if (!cache.open(&error))
        return fail(error);
    const double openMs = double(t.nsecsElapsed()) / 1e6;
    t.restart();
    const double cpu0 = cpuMs();
    const JobBatch loaded = cache.loadLatest(u"bench"_s, loadCommits, &error);
    const double loadMs = double(t.nsecsElapsed()) / 1e6;
    const double loadCpuMs = cpuMs() - cpu0;
    if (!error.isEmpty())
        return fail(error);
    if (loaded.commits.size() != loadCommits || loaded.jobs.size() != qsizetype(loadCommits) * columns)
        return fail(u"loaded %1 commits and %2 jobs, expected %3 and %4"_s.arg(loaded.commits.size())
                        .arg(loaded.jobs.size())
                        .arg(loadCommits)
                        .arg(qint64(loadCommits) * columns));
    // One HUD page (50 commits): what a first paint strictly needs.
    t.restart();
    const JobBatch page = cache.loadLatest(u"bench"_s, 50, &error);
    const double pageMs = double(t.nsecsElapsed()) / 1e6;
    if (!error.isEmpty() || page.commits.size() != std::min(50, loadCommits))
        return fail(u"page load: "_s + error);
    report.figure(u"cache_open_ms"_s, openMs, u"ms"_s);
    report.figure(u"cache_load_ms"_s, loadMs, u"ms"_s);
    report.figure(u"cache_load_cpu_ms"_s, loadCpuMs, u"ms"_s); // both threads of loadLatest
    report.figure(u"cache_load_rows"_s, double(loaded.jobs.size()), u"rows"_s);
    report.figure(u"cache_load_page_ms"_s, pageMs, u"ms"_s);
    report.figure(u"cache_file_mb"_s, double(QFileInfo(path).size()) / (1024.0 * 1024.0), u"MB"_s);
}

} // namespace hw::bench
