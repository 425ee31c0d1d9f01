#pragma once

#include "TrustLevel.h"

#include <QString>
#include <QStringList>

namespace hw {

// One repository of the CRCR allowlist.
struct AllowlistEntry {
    QString repo;          // "owner/name" as written in the file (case kept; compare case-insensitively)
    TrustLevel level = TrustLevel::Unknown;
    QString device;        // L3 only: the ciflow/crcr/<device> group; empty otherwise
    QStringList oncalls;   // without a leading '@', in file order
    QStringList events;    // metadata `events:` (e.g. nightly); empty when not given
    int line = 0;          // 1-based line of the entry in its file (0 when not from a file)
    bool operator==(const AllowlistEntry &) const = default;
};

} // namespace hw
