#pragma once

#include <QString>
#include <QUrl>
#include <QVector>

namespace hw {

// Something on call should know about, as one sync sees it. Identity is `key`: the same broken
// job across syncs is the same alert, so notifications go out on transitions only.
struct Alert {
    enum class Kind {
        JobBroken,         // a job failing on N consecutive commits of the branch
        GroupRed,          // a job group with a broken job
        TrunkRed,          // trunk red for longer than the rule's minutes
        CustomRule,        // the user's own job-name regex
        SourceUnreachable, // a source failed its last polls
        DataStale,         // the newest data is older than the rule's minutes
    };
    Kind kind = Kind::JobBroken;
    QString key;     // "job:<column>", "group:<name>", "trunk", "rule:<pattern>:<column>", "source:<name>"
    QString title;   // what broke, for a notification line: the job's name
    QString detail;  // "failing on the last 3 commits, since abc1234"
    qint64 since = 0; // UTC seconds: when it started (the first failing commit's time)
    int occurrence = 1; // SourceUnreachable: failed polls so far
    QUrl target;     // where "Open" goes: hudwatch://grid?column=…&sha=…

    bool operator==(const Alert &) const = default;
};

using Alerts = QVector<Alert>;

} // namespace hw
