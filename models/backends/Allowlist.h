#pragma once

#include "AllowlistEntry.h"

#include <QVector>

namespace hw {

// A whole allowlist: every entry in file order (L1, L2, L3, L4 as they appear).
struct Allowlist {
    QVector<AllowlistEntry> entries;

    // The entry for repo (GitHub names are case-insensitive), or nullptr.
    const AllowlistEntry *find(QStringView repo) const
    {
        for (const AllowlistEntry &e : entries)
            if (e.repo.compare(repo, Qt::CaseInsensitive) == 0)
                return &e;
        return nullptr;
    }
    bool operator==(const Allowlist &) const = default;
};

} // namespace hw
