#pragma once

#include <QString>
#include <QVector>

namespace hw {

// Something worth stopping at on the time machine's timeline.
struct TimelineEvent {
    enum class Kind {
        TrunkRed,     // the newest finished commit has a failing job (it had none before)
        TrunkGreen,   // ... and now it has none again
        FirstFailure, // a job failed whose previous finished run (on an older commit) had not
    };
    qint64 time = 0; // UTC seconds
    Kind kind = Kind::FirstFailure;
    QString sha;    // the commit it is about
    QString column; // "<workflow> / <job>" (FirstFailure; TrunkRed: the first failing one)
    bool operator==(const TimelineEvent &) const = default;
};

using TimelineEvents = QVector<TimelineEvent>;

} // namespace hw
