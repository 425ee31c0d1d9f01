#pragma once

#include "replay/Recording.h"
#include "timemachine/TimelineEvent.h"

namespace hw {

// The events of a recording, in time order, from its rows alone:
//  - FirstFailure: a job column's run finished as failure (or timed out) and the previous
//    finished run of that column, on an older commit, had not failed. A re-run on the same
//    commit replaces the earlier attempt; unstable columns (the header's patterns) never count.
//  - TrunkRed / TrunkGreen: trunk's state is that of the newest commit whose jobs have all
//    finished (what HUD's trunk status looks at): red while one of its columns' newest attempt
//    failed. An event each time that state flips (the first state is an event too).
class TimelineEventFinder
{
public:
    static TimelineEvents find(const Recording &recording);

    // Index of the first event after t / the last event before t, or -1. With trunkOnly, only
    // TrunkRed and TrunkGreen count.
    static qsizetype next(const TimelineEvents &events, qint64 t, bool trunkOnly = false);
    static qsizetype previous(const TimelineEvents &events, qint64 t, bool trunkOnly = false);
    // "trunk turned red (abc1234: pull / linux-build)", for tooltips and the status bar.
    static QString describe(const TimelineEvent &event);
};

} // namespace hw
