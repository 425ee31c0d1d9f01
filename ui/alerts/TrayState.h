#pragma once

#include <QString>

namespace hw {

// The worst current state, as the tray shows it: a shape and a count, never colour alone.
struct TrayState {
    enum class Kind {
        Green,        // ✓ nothing broken
        Running,      // ● nothing broken, jobs still running on the newest commit
        Broken,       // ✗ with the number of broken things
        Acknowledged, // everything broken is acknowledged: an outline ✗
        Stale,        // hollow grey: offline, or the data is too old
    };
    Kind kind = Kind::Stale;
    int count = 0;     // broken things, muted ones left out
    QString tooltip;   // "3 broken: a, b, c — as of 2 min ago"
    bool operator==(const TrayState &) const = default;
};

} // namespace hw
