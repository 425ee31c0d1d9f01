#pragma once

#include "palette/StatusPalette.h"

#include <QColor>
#include <QString>

#include <cstdint>

namespace hw {

// What one grid cell (or one group cell) shows, after merging every run of the job for the
// commit. Shape (the letter) and colour always go together: never colour alone.
enum class CellStatus : std::uint8_t {
    NoJob = 0,  // "~" no job for this commit
    Success,    // "O"
    Flaky,      // "F" success after a failed run
    Failure,    // "X"
    Cancelled,  // "C"
    TimedOut,   // "T"
    Neutral,    // "N"
    Skipped,    // "S"
    Queued,     // "Q"
    Pending,    // "?" in progress
    Warning,    // "W" failure of a job marked unstable: warning only
    Other,      // "U" any other conclusion (action_required, startup_failure, stale...), as HUD
};

// The HUD letter of a status ("O", "X", "F", ...).
QString cellLetter(CellStatus s);
// The palette's colour id of a status (ColorId::CellNoJob + the status).
ColorId cellColorId(CellStatus s);
// Fill colour for light or dark themes (HUD's palette for light), from StatusPalette.
QColor cellColor(CellStatus s, bool dark = false);
// Letter colour with enough contrast on cellColor().
QColor cellTextColor(CellStatus s, bool dark = false);
// A short human name ("failure", "flaky", "warning (unstable job)").
QString cellStatusName(CellStatus s);
// Failure-like statuses that j/k navigation stops at and alerts care about.
bool isFailure(CellStatus s);
// "Green" for hide-green-columns: success, flaky, skipped, neutral, or no job.
bool isGreen(CellStatus s);

// Number of CellStatus values (for tables indexed by status).
inline constexpr int kCellStatusCount = 12;
// Allocation-free variants for item models: references to preconstructed values.
const QString &cellLetterRef(CellStatus s);
const QColor &cellColorRef(CellStatus s, bool dark = false);
const QColor &cellTextColorRef(CellStatus s, bool dark = false);

} // namespace hw
