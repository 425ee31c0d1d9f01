#pragma once

#include <QString>
#include <QStringList>
#include <QVector>

namespace hw {

// What trunk health needs of one commit, reduced from its jobs (by ClickHouse in one pass over
// workflow_job, or in process by TrunkHealthCalculator::commitFigures); TrunkHealth has the
// definitions. TrunkHealthCalculator::aggregate turns a range's commits into the figures.
struct TrunkCommitFigures {
    enum class State { Green, Flaky, Red, Pending };
    // One (platform, kind of job) of the commit, its cells merged: red when a cell of it failed,
    // green when a cell passed.
    struct Kind {
        QString platform;
        QString kind;
        bool red = false;
        bool green = false;
        bool operator==(const Kind &) const = default;
    };

    QString sha;
    qint64 time = 0; // push time, UTC seconds
    // master_commit_red
    int groups = 0;
    State state = State::Green;
    // master_commit_red_avg
    int kpiJobs = 0;
    int kpiPending = 0;
    bool kpiAnyRed = false;
    bool kpiBroken = false; // the latest attempt of some job failed
    // The console's own
    bool anyFailure = false; // a run failed or timed out, even if its cell passed on a rerun
    QStringList failedCells; // "<workflow> / <job>" cells that failed and never passed
    QVector<Kind> kinds;

    bool operator==(const TrunkCommitFigures &) const = default;
};

} // namespace hw
