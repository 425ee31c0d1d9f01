#pragma once

#include "AlertDigest.h"

#include <QMetaType>
#include <QString>
#include <QVector>

#include <optional>

namespace hw {

// One change of an alert's state, as the tracker said it (or the user acknowledged it): what
// the cache keeps so that the time machine can put alerts on its timeline.
struct AlertTransition {
    enum class Kind {
        Broke,
        StillBroken,
        Fixed,
        Acknowledged,
    };
    qint64 time = 0; // UTC seconds: the evaluation (or the acknowledgement) that said it
    Kind kind = Kind::Broke;
    QString key; // the alert's key (Alert::key)
    QString title; // what broke: the job's name
    QString detail; // "failing on the last 3 commits, since abc1234"
    bool operator==(const AlertTransition &) const = default;

    // The names files keep: "broke", "still_broken", "fixed", "acknowledged".
    static QString kindName(Kind kind);
    static std::optional<Kind> kindFromName(QStringView name);
    // Every alert of a digest as a transition at time, in the digest's order (broke, still
    // broken, fixed).
    static QVector<AlertTransition> fromDigest(const AlertDigest &digest, qint64 time);
};

using AlertTransitions = QVector<AlertTransition>;

} // namespace hw

Q_DECLARE_METATYPE(hw::AlertTransitions)
