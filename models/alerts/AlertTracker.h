#pragma once

#include "AlertDigest.h"
#include "AlertPreferences.h"
#include "AlertRules.h"

#include <QHash>

namespace hw {

// Alerts over time: compares each sync's alerts with the last and says what changed — broke,
// still broken (every stillBrokenHours, not when acknowledged; an unreachable source after 1, 2,
// 3, 5, 8, 13 … failed polls), fixed (or reachable again). Muted alerts are tracked but never
// said; while snoozed nothing is said and nothing piles up. Pure logic: the caller persists
// preferences() and shows the digest.
class AlertTracker
{
public:
    explicit AlertTracker(AlertRules rules = {}, AlertPreferences preferences = {});

    AlertDigest update(const Alerts &current, qint64 now);

    const Alerts &active() const { return m_active; }
    // What the last update found changed, snoozed or not (the time machine keeps it all; a
    // snooze silences notifications, not history). Muted alerts are not in it.
    const AlertDigest &lastChanges() const { return m_lastChanges; }
    const AlertPreferences &preferences() const { return m_preferences; }
    void setRules(const AlertRules &rules) { m_rules = rules; }
    void setMuted(const QString &key, bool muted);
    void setAcknowledged(const QString &key, bool acknowledged);
    void snoozeUntil(qint64 until) { m_preferences.snoozedUntil = until; }
    // By the alert's key or its subject (Alert::subjectOf: "backend:<repo>" covers its alerts);
    // a job's "job:<column>" also covers the user's rule alerts on that job.
    bool isMuted(const QString &key) const;
    bool isAcknowledged(const QString &key) const;

    // For the tray: active, not muted alerts; and how many of them are acknowledged.
    int brokenCount() const;
    int acknowledgedCount() const;

    // 1, 2, 3, 5, 8, 13, …: the failed-poll counts worth a word.
    static bool isFibonacci(int n);

private:
    bool covers(const QSet<QString> &marks, const QString &key) const;

    AlertRules m_rules;
    AlertPreferences m_preferences;
    Alerts m_active;
    AlertDigest m_lastChanges;
    bool m_first = true;
};

} // namespace hw
