#pragma once

#include <Qt>

namespace hw {

// Item roles of the backend models (BackendsOverviewModel, BackendJobMatrixModel, L3CriteriaModel).
// Qt::DisplayRole always carries the text with its letter/shape ("✔ 97.0 %", "X"), so a plain
// view or a screen reader never depends on colour.
enum BackendRole {
    BackendRepoRole = Qt::UserRole + 100, // QString downstream repo (overview backend rows)
    BackendIsGroupRole,                   // bool: a level group row of the overview
    BackendLevelRole,                     // int(TrustLevel) of the row or group
    BackendGroupCountRole,                // int: backends in a level group
    PassRateRole,                         // double 0..1, invalid when no data (pass-rate columns)
    ChipClassRole,                        // int(PassRateChip::Class)
    ChipLetterRole,                       // QString ✔ ▲ ✖ –
    ChipTextRole,                         // QString "97.0 %" or "no data" (without the letter)
    BackendMarkRole,                      // int(BackendMark) (Status column)
    BackendMarkTextRole,                  // QString the mark's words ("temporarily demoted")
    VerdictRole,                          // int(L3Assessment::Verdict)
    MatrixCellStatusRole,                 // int(CellStatus) of a matrix cell
    MatrixJobUrlRole,                     // QUrl workflow run of a matrix cell
    MatrixExpectedOutcomeRole,            // bool: crcr-test xfail/xcancel/xtimeout (counts as success)
    MatrixTriageRole,                     // QString triage category
    MatrixRunAttemptRole,                 // int
    CriterionMetRole,                     // bool, invalid when no data
    CriterionKeyRole,                     // QString key (passRate, ...)
    // Everything a matrix cell shows, as text: "X  3/1,204 failed · infra", "O  1,204 tests · exp."
    // (DisplayRole stays the bare letter, as on the grid).
    MatrixCellTextRole,
    MatrixTestsTextRole,                  // QString "3/1,204 failed", "1,204 tests", "" when not reported
    // Overview backend cells: what the column sorts by (BackendsOverviewSortModel) — a number, a
    // QString or a QVariantList of them compared element by element; invalid when the cell shows
    // no data ("–"), which sorts last in both directions.
    BackendSortRole,
    BackendAlertMarkRole,                 // int(BackendAlertMark) of a backend row (all columns)
};

// The overview's Status mark, worst first.
enum class BackendMark { None = 0, TemporarilyDemoted, DemotionPending };

// The user's alert state of a backend ("backend:<repo>" muted or acknowledged), as on grid columns.
enum class BackendAlertMark { None = 0, Muted, Acknowledged };

} // namespace hw
