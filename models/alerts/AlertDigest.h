#pragma once

#include "Alert.h"

#include <QMetaType>

namespace hw {

// What one sync has to say, coalesced into one notification: "3 broke: a, b, c and 2 more".
struct AlertDigest {
    Alerts broke;
    Alerts stillBroken; // again after the rule's hours, or a source still unreachable
    Alerts fixed;

    bool isEmpty() const { return broke.isEmpty() && stillBroken.isEmpty() && fixed.isEmpty(); }
    QString title() const; // "3 broke, 1 fixed"
    QString body() const;  // one line per kind: "✗ a, b, c and 2 more"
    // What "Open" shows: the first that broke, else the first still broken, else the first fixed.
    QUrl target() const;
};

} // namespace hw

Q_DECLARE_METATYPE(hw::AlertDigest)
