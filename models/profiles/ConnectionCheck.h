#pragma once

#include <QMetaType>
#include <QString>
#include <QVector>

namespace hw {

// One line of a profile's connection test: what was checked, whether it worked, and what was
// read (a version, a row count) or, when it failed, what to do about it. Never holds a secret.
struct ConnectionCheck {
    QString what; // "ClickHouse", "default.push", "relay allowlist", "OpenID provider"
    bool ok = false;
    QString detail;

    bool operator==(const ConnectionCheck &) const = default;
};

} // namespace hw

Q_DECLARE_METATYPE(hw::ConnectionCheck)
