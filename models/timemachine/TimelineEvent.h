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
        LevelChange, // a backend's trust level changed (at 00:00 UTC of its date)
        AlertBroke, // an alert's transitions, as the console said them (Recording::alerts)
        AlertStillBroken,
        AlertFixed,
        AlertAcknowledged,
    };
    bool isAlert() const { return kind >= Kind::AlertBroke; }
    qint64 time = 0; // UTC seconds
    Kind kind = Kind::FirstFailure;
    QString sha; // the commit it is about
    QString column; // "<workflow> / <job>" (FirstFailure; TrunkRed: the column that broke);
                    // LevelChange: the backend's repo; an alert: its title
    QString detail; // LevelChange: "L1 → L2"; an alert: its detail
    bool operator==(const TimelineEvent &) const = default;
};

using TimelineEvents = QVector<TimelineEvent>;

} // namespace hw
