#pragma once

#include <QString>

#include <cstdint>

namespace hw {

// The state of one job run, in the vocabulary of the HUD grid. Order matters only for the
// enum's storage; merging precedence lives in CellMerger.
enum class JobConclusion : std::uint8_t {
    NoJob = 0,   // "~": no run of this job for this commit
    Success,     // "O"
    Failure,     // "X"
    Cancelled,   // "C"
    TimedOut,    // "T"
    Neutral,     // "N"
    Skipped,     // "S"
    Queued,      // "Q"
    Pending,     // "?": in progress
    Other,       // "U": any other conclusion (action_required, startup_failure, stale...)
};

// Maps GitHub's (status, conclusion) pair onto the grid vocabulary as HUD's hud_query does: a
// conclusion, when there is one, wins (a running keep-going job whose conclusion_kg reads
// "failure" is a failure); no conclusion is queued when the status is queued, else pending; a
// conclusion outside the known ones is Other ("U").
JobConclusion conclusionFromGitHub(const QString &status, const QString &conclusion);

// The conclusion as GitHub spells it ("success", "failure", ..., "queued", "in_progress").
QString conclusionToGitHub(JobConclusion c);

} // namespace hw
