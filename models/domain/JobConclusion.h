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
};

// Maps GitHub's (status, conclusion) pair onto the grid vocabulary.
// A completed run with an unknown conclusion is reported as Neutral rather than dropped.
JobConclusion conclusionFromGitHub(const QString &status, const QString &conclusion);

// The conclusion as GitHub spells it ("success", "failure", ..., "queued", "in_progress").
QString conclusionToGitHub(JobConclusion c);

} // namespace hw
