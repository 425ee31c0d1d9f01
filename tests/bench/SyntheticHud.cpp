#include "SyntheticHud.h"

#include <QCryptographicHash>
#include <QStringList>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace hw::bench {

SyntheticHud::SyntheticHud(int commits, int columns)
{
    // Column names in the style of the real ones: "pull / linux-focal-py3.12-clang10 / test (default, 1, 3, linux.2xlarge)".
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
    m_commits.reserve(commits);
    for (int c = 0; c < commits; ++c) {
        Commit commit;
        commit.sha = QString::fromLatin1(
            QCryptographicHash::hash(QByteArray::number(c), QCryptographicHash::Sha1).toHex());
        commit.time = kEpoch + qint64(c) * 600;
        commit.title = u"[inductor] Fix dynamic shape guard for reshape of size-%1 views (#%2)"_s.arg(c % 17).arg(130000 + c);
        commit.author = u"contributor%1"_s.arg(c % 97);
        m_commits.append(commit);
    }
}

JobRun SyntheticHud::job(int c, int k) const
{
    const quint32 h = quint32(c) * 2654435761u ^ quint32(k) * 40503u;
    JobRun j;
    j.id = jobId(c, k);
    j.runId = 10390000000LL + qint64(c) * 20 + m_workflowIndex.at(k);
    j.runAttempt = h % 23 == 0 ? 2 : 1;
    j.workflowName = m_columns.at(k).first;
    j.jobName = m_columns.at(k).second;
    j.headSha = m_commits.at(c).sha;
    j.createdAt = kEpoch + qint64(c) * 600 + k % 300;
    j.startedAt = j.createdAt + 30 + h % 600;
    const int kind = int(h % 100);
    // The newest commits are still running, as on a live HUD.
    if (c >= m_commits.size() - 10 && kind < 40) {
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

JobBatch SyntheticHud::batch(qint64 first, qint64 count) const
{
    JobBatch b;
    b.source = u"bench"_s;
    b.fetchedAt = kEpoch + 86400;
    b.jobs.reserve(count);
    int lastCommit = -1;
    for (qint64 row = first; row < first + count; ++row) {
        const int c = int(row / columnCount());
        if (c != lastCommit) {
            b.commits.append(commit(c));
            lastCommit = c;
        }
        b.jobs.append(job(c, int(row % columnCount())));
        b.watermark = std::max(b.watermark, b.jobs.constLast().insertedAt);
    }
    return b;
}

} // namespace hw::bench
