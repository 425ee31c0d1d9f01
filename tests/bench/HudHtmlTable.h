#pragma once

#include <QString>

namespace hw::bench {

class SyntheticHud;

// The synthetic grid as one HTML table, for the side-by-side with a browser: the job names as a
// header row, a commit (short sha and title) heading each row, and per cell the status letter
// in the status colour, both from the app's own tables (CellMerger, CellStatus).
class HudHtmlTable
{
public:
    static bool write(const SyntheticHud &hud, const QString &path);
};

} // namespace hw::bench
