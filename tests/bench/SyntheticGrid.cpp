#include "SyntheticGrid.h"

#include <QRandomGenerator>

namespace hw::bench {

JobBatch syntheticGrid(int commits, int columns, quint32 seed)
{
    static const char *const platforms[] = {"linux-jammy-py3.10-gcc11", "linux-focal-cuda12.4-py3.10-gcc9-sm86",
                                            "win-vs2022-cpu-py3", "macos-py3-arm64", "linux-jammy-rocm-py3.10",
                                            "linux-focal-py3-clang9-android-ndk-r21e"};
    static const char *const workflows[] = {"pull", "trunk", "periodic", "inductor", "slow", "rocm"};
    QRandomGenerator rng(seed);
    JobBatch batch;
    batch.source = QStringLiteral("bench");
    const qint64 t0 = 1723600000;
    for (int c = 0; c < commits; ++c) {
        Commit commit;
        commit.sha = QStringLiteral("%1").arg(quint64(rng.generate64()), 16, 16, QLatin1Char('0'))
            + QStringLiteral("%1").arg(quint64(rng.generate64()), 16, 16, QLatin1Char('0')) + QStringLiteral("abcdef01");
        commit.time = t0 + qint64(c) * 600;
        commit.title = QStringLiteral("[inductor] Benchmark commit number %1 (#%2)").arg(c).arg(130000 + c);
        commit.author = QStringLiteral("author%1").arg(c % 40);
        batch.commits << commit;
    }
    batch.jobs.reserve(qsizetype(commits) * columns);
    qint64 id = 28789000000;
    for (int c = 0; c < commits; ++c) {
        const bool head = c >= commits - 3;
        for (int j = 0; j < columns; ++j) {
            JobRun run;
            run.id = ++id;
            run.runId = 10395900000 + c * 10 + (j % 10);
            run.workflowName = QString::fromLatin1(workflows[j % 6]);
            run.jobName = QString::fromLatin1(platforms[(j / 6) % 6]) + QStringLiteral(" / test (default, %1, %2)")
                              .arg(j / 36 + 1).arg(columns / 36 + 1);
            run.headSha = batch.commits[c].sha;
            run.createdAt = batch.commits[c].time + 30;
            const quint32 roll = rng.bounded(1000u);
            if (head && roll < 500) {
                run.status = QStringLiteral("in_progress");
            } else {
                run.status = QStringLiteral("completed");
                run.conclusion = roll < 40 ? QStringLiteral("failure") : QStringLiteral("success");
                run.startedAt = run.createdAt + 60;
                run.completedAt = run.startedAt + 1800;
                if (roll < 40)
                    run.failureLine = QStringLiteral("FAILED test_ops.py::TestCommonCPU::test_variant_consistency_%1").arg(j);
            }
            run.htmlUrl = QStringLiteral("https://github.com/pytorch/pytorch/actions/runs/%1/job/%2").arg(run.runId).arg(run.id);
            run.insertedAt = run.createdAt + 5;
            batch.jobs << run;
        }
    }
    batch.watermark = t0 + qint64(commits) * 600;
    batch.fetchedAt = batch.watermark;
    return batch;
}

} // namespace hw::bench
