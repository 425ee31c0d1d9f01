#pragma once

#include "TrustLevel.h"

#include <QDate>
#include <QString>

namespace hw {

// A dated change of a backend's level: from the allowlist's history (a PR that edited
// .github/allowlist.yml) or inferred from ClickHouse's downstream_repo_level.
struct LevelChangeEvent {
    enum class Source { Allowlist, ClickHouse };
    QDate date;
    QString repo;
    TrustLevel from = TrustLevel::Unknown;  // Unknown: onboarded (was not listed)
    TrustLevel to = TrustLevel::Unknown;    // Unknown: removed
    qint64 pr = 0;                          // allowlist PR number, 0 when unknown
    QString author;
    QString note;                           // one line: why / evidence
    Source source = Source::Allowlist;
    bool operator==(const LevelChangeEvent &) const = default;
};

} // namespace hw
