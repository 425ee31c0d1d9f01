#pragma once

#include <QHash>
#include <QSet>
#include <QString>
#include <QVariantMap>

namespace hw {

// What the user said about alerts, kept per profile across restarts: muted keys (still shown,
// dimmed, never notified or counted), acknowledged ones ("investigating": quiet, the tray shows an
// outline), snooze, and which alerts were active at the last sync and when each was last said (so
// a restart does not announce old news as new).
struct AlertPreferences {
    QSet<QString> muted;
    QSet<QString> acknowledged;
    qint64 snoozedUntil = 0; // UTC seconds; 0: not snoozed
    QSet<QString> lastActive;
    // When each active alert was last said (UTC seconds): "still broken" comes every so many
    // hours, across restarts too, not again at once after one.
    QHash<QString, qint64> lastSaid;

    bool isSnoozed(qint64 now) const { return now < snoozedUntil; }
    QVariantMap toMap() const;
    static AlertPreferences fromMap(const QVariantMap &map);
    bool operator==(const AlertPreferences &) const = default;
};

} // namespace hw
