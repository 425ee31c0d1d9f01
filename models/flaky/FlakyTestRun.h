#pragma once

#include <QString>

namespace hw {

// What one test did in one job: one point of the test's timeline.
struct FlakyTestRun {
    // Letters as HUD's grid uses them, so that the timeline never relies on colour.
    enum class Outcome { Pass, Flaky, Fail, Skipped };

    qint64 jobId = 0;
    QString job; // "<workflow> / <job name>"; empty when workflow_job does not have the job
    QString jobUrl; // the job's page; empty when unknown
    qint64 at = 0; // UTC seconds of the newest row of the test in that job
    Outcome outcome = Outcome::Pass;

    // 'O', 'F', 'X', 'S'
    static QChar letter(Outcome outcome);
    bool operator==(const FlakyTestRun &) const = default;
};

} // namespace hw
