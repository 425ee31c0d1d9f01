#include "AlertTracker.h"

#include <QSet>

#include <algorithm>

namespace hw {

AlertTracker::AlertTracker(AlertRules rules, AlertPreferences preferences)
    : m_rules(std::move(rules)), m_preferences(std::move(preferences))
{
}

bool AlertTracker::isFibonacci(int n)
{
    int a = 1;
    int b = 2;
    while (a < n) {
        const int next = a + b;
        a = b;
        b = next;
    }
    return n == a;
}

void AlertTracker::setMuted(const QString &key, bool muted)
{
    if (muted)
        m_preferences.muted.insert(key);
    else
        m_preferences.muted.remove(key);
}

void AlertTracker::setAcknowledged(const QString &key, bool acknowledged)
{
    if (acknowledged)
        m_preferences.acknowledged.insert(key);
    else
        m_preferences.acknowledged.remove(key);
}

bool AlertTracker::covers(const QSet<QString> &marks, const QString &key) const
{
    if (marks.contains(key) || marks.contains(Alert::subjectOf(key)))
        return true;
    // A rule alert is about one job: what the user said about the job holds for their rules on it.
    const QStringList jobs = Alert::jobKeysOfRule(key, m_rules.jobPatterns);
    return std::any_of(jobs.cbegin(), jobs.cend(),
                       [&marks](const QString &job) { return marks.contains(job); });
}

bool AlertTracker::isMuted(const QString &key) const
{
    return covers(m_preferences.muted, key);
}

bool AlertTracker::isAcknowledged(const QString &key) const
{
    return covers(m_preferences.acknowledged, key);
}

AlertDigest AlertTracker::update(const Alerts &current, qint64 now)
{
    AlertDigest digest;
    QHash<QString, const Alert *> before;
    for (const Alert &a : m_active)
        before.insert(a.key, &a);
    // After a restart the last active set stands in for the previous sync.
    const QSet<QString> known = m_first ? m_preferences.lastActive : QSet<QString>(before.keyBegin(), before.keyEnd());
    QSet<QString> now_;
    QSet<QString> subjects; // an acknowledged backend stays so while any alert about it is on
    for (const Alert &a : current) {
        now_.insert(a.key);
        subjects.insert(Alert::subjectOf(a.key));
        if (isMuted(a.key))
            continue;
        if (!known.contains(a.key)) {
            digest.broke << a;
            m_preferences.lastSaid.insert(a.key, now);
            continue;
        }
        if (a.kind == Alert::Kind::SourceUnreachable) {
            const Alert *old = before.value(a.key);
            if (old && a.occurrence != old->occurrence && isFibonacci(a.occurrence)) {
                digest.stillBroken << a;
                m_preferences.lastSaid.insert(a.key, now);
            }
            continue;
        }
        if (m_rules.stillBrokenHours > 0 && !isAcknowledged(a.key)) {
            const qint64 said = m_preferences.lastSaid.value(a.key, a.since > 0 ? a.since : now);
            if (now - said >= qint64(m_rules.stillBrokenHours) * 3600) {
                digest.stillBroken << a;
                m_preferences.lastSaid.insert(a.key, now);
            }
        }
    }
    for (const QString &key : known) {
        if (now_.contains(key) || isMuted(key))
            continue;
        const Alert *old = before.value(key);
        Alert gone = old ? *old : Alert {};
        gone.key = key;
        if (gone.title.isEmpty())
            gone.title = Alert::nameOf(key);
        digest.fixed << gone;
        m_preferences.lastSaid.remove(key);
    }
    // Acknowledgements end with the alert: the next time it breaks it is news again.
    for (auto it = m_preferences.acknowledged.begin(); it != m_preferences.acknowledged.end();)
        it = now_.contains(*it) || subjects.contains(*it) ? std::next(it) : m_preferences.acknowledged.erase(it);
    for (auto it = m_preferences.lastSaid.begin(); it != m_preferences.lastSaid.end();)
        it = now_.contains(it.key()) ? std::next(it) : m_preferences.lastSaid.erase(it);
    m_active = current;
    m_preferences.lastActive = now_;
    m_first = false;
    m_lastChanges = digest;
    if (m_preferences.isSnoozed(now))
        return {};
    return digest;
}

int AlertTracker::brokenCount() const
{
    return int(std::count_if(m_active.cbegin(), m_active.cend(),
        [this](const Alert &a) { return !isMuted(a.key); }));
}

int AlertTracker::acknowledgedCount() const
{
    return int(std::count_if(m_active.cbegin(), m_active.cend(), [this](const Alert &a) {
        return !isMuted(a.key) && isAcknowledged(a.key);
    }));
}

} // namespace hw
