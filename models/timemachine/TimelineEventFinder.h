#pragma once

#include "timemachine/Recording.h"
#include "timemachine/TimelineEvent.h"

namespace hw {

// The events of a recording, in time order, from its rows alone (offline, so it may look ahead):
//  - FirstFailure: a job column broke: its run failed (or timed out) on a commit after a
//    passing one, and the next commit's run failed too (a flake that passes on the next commit
//    is no event). At the time the first of those failures finished. A column's verdict on a
//    commit is its newest finished attempt; unstable columns (the header's patterns) never count.
//  - TrunkRed / TrunkGreen: trunk is red while any column is broken (from its first failure
//    until a commit of that column passes again): the start and end of each such time.
//  - LevelChange: each of the recording's level changes dated inside its range.
//  - AlertBroke / AlertStillBroken / AlertFixed / AlertAcknowledged: each of the recording's
//    alert transitions inside its range.
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
    // The letter an alert event is drawn with on the timeline (B, S, F, A); empty otherwise.
    static QString alertLetter(TimelineEvent::Kind kind);
};

} // namespace hw
