#pragma once

#include <QString>
#include <QStringList>
#include <QStringView>
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
        BackendDemotion,   // an L3 backend's 7-day window crosses a demotion threshold
        BackendDemotionPr, // the relay flagged a backend for demotion (its auto-demotion PR is open)
        BackendBlocking,   // an L4 backend failing: its required check blocks merges
    };
    Kind kind = Kind::JobBroken;
    // "job:<column>", "group:<name>", "trunk", "rule:<pattern>:<column>", "source:<name>",
    // "backend:<repo>#demotion" (…#demotion-pr, …#blocking)
    QString key;
    QString title;   // what broke, for a notification line: the job's name
    QString detail;  // "failing on the last 3 commits, since abc1234"
    qint64 since = 0; // UTC seconds: when it started (the first failing commit's time)
    int occurrence = 1; // SourceUnreachable: failed polls so far
    QUrl target;     // where "Open" goes: hudwatch://grid?column=…&sha=…

    bool operator==(const Alert &) const = default;

    // What the user mutes or acknowledges: the key up to '#' ("backend:<repo>" covers every
    // alert about that backend).
    static QString subjectOf(const QString &key) { return key.section(QLatin1Char('#'), 0, 0); }
    // For a line: the key without its prefix and suffix ("job:x" → "x").
    static QString nameOf(const QString &key) { return subjectOf(key).section(QLatin1Char(':'), 1); }
    // The user's rule `pattern` on a job: "rule:<pattern>:<column>".
    static QString ruleKey(const QString &pattern, const QString &column)
    {
        return QStringLiteral("rule:") + pattern + QLatin1Char(':') + column;
    }
    // The "job:<column>" keys a rule alert's key may be about: both the pattern and the column
    // may hold ':', so the rules' patterns say where the column starts (none: not a rule key, or
    // a rule no longer in `patterns`).
    static QStringList jobKeysOfRule(const QString &key, const QStringList &patterns)
    {
        QStringList jobs;
        const QString prefix = QStringLiteral("rule:");
        if (!key.startsWith(prefix))
            return jobs;
        const QStringView rest = QStringView(key).mid(prefix.size());
        for (const QString &pattern : patterns)
            if (rest.size() > pattern.size() && rest.startsWith(pattern)
                && rest[pattern.size()] == QLatin1Char(':'))
                jobs << QStringLiteral("job:") + rest.mid(pattern.size() + 1);
        return jobs;
    }
};

using Alerts = QVector<Alert>;

} // namespace hw
