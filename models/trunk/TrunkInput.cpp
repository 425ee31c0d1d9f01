#include "TrunkInput.h"

#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace hw {

QString TrunkInput::runnerOf(const QString &jobName)
{
    // The last item of the parenthesised list, if it looks like a runner (has a dot or dash).
    static const QRegularExpression runner(u",\\s*([A-Za-z0-9_.-]*[.-][A-Za-z0-9_.-]*)\\)\\s*$"_s);
    return runner.match(jobName).captured(1);
}

TrunkInput TrunkInput::fromBatch(const JobBatch &batch)
{
    TrunkInput input;
    input.commits.reserve(batch.commits.size());
    for (const Commit &c : batch.commits)
        input.commits.append({c.sha, c.time});
    input.jobs.reserve(batch.jobs.size());
    for (const JobRun &r : batch.jobs) {
        TrunkJob j;
        j.id = r.id;
        j.runId = r.runId;
        j.runAttempt = r.runAttempt;
        j.sha = r.headSha;
        j.workflowName = r.workflowName;
        j.name = r.jobName;
        j.status = r.status;
        j.conclusion = r.conclusion;
        j.createdAt = r.createdAt;
        j.startedAt = r.startedAt;
        j.completedAt = r.completedAt;
        if (const QString runner = runnerOf(r.jobName); !runner.isEmpty())
            j.labels = {runner};
        input.jobs.append(j);
    }
    return input;
}

} // namespace hw
