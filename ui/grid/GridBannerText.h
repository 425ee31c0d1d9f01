#pragma once

#include "domain/SourceStatus.h"

#include <QCoreApplication>

namespace hw {

// What the grid's banner says about its source, in words, and the fix it offers when there is
// one in reach ("Set password…"): failing, refused password, offline, paused, stale; nothing
// while the data is live. Clock times are local; now is UTC seconds. Strings keep MainWindow's
// translation context (the banner was the window's).
class GridBannerText
{
    Q_DECLARE_TR_FUNCTIONS(hw::MainWindow)

public:
    struct Shown {
        QString text;   // empty: the banner is hidden
        QString action; // the button's label, empty for none
    };
    // hasRows: the grid shows rows (of an unfinished first sync when the source never answered);
    // offerPassword: the profile has a password to set.
    static Shown of(const SourceStatus &status, qint64 now, bool hasRows, bool offerPassword);
};

} // namespace hw
