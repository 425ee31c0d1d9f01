#pragma once

#include <QString>
#include <QVector>

namespace hw {

// Something worth stopping at on the time machine's timeline.
struct TimelineEvent {
    enum class Kind {
        TrunkRed, // a job column broke (failed on two commits in a row) and none was broken
        TrunkGreen, // the last broken column passed again
        FirstFailure, // a job column broke: the first of its consecutive failures
    };
    qint64 time = 0; // UTC seconds
    Kind kind = Kind::FirstFailure;
    QString sha; // the commit it is about
    QString column; // "<workflow> / <job>" (FirstFailure; TrunkRed: the column that broke)
    bool operator==(const TimelineEvent &) const = default;
};

using TimelineEvents = QVector<TimelineEvent>;

} // namespace hw
