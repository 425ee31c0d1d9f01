#pragma once

#include "domain/Result.h"
#include "trunk/TrunkHealth.h"

#include <QByteArray>

namespace hw {

// TrunkHealth <-> compact JSON, lossless, for the cache: the last good figures are stored as the
// "trunk" snapshot and an offline start shows them with their age. Strict reads
// (StrictJsonReader): a damaged entry is reported with its path, never half shown.
class TrunkHealthJson
{
public:
    // 2: HUD's figures under "hud", the console's under "console"; 3: per-part errors ("errors")
    static constexpr int Version = 3;
    static QString source() { return QStringLiteral("trunk"); }
    static QByteArray toJson(const TrunkHealth &health);
    static Result<TrunkHealth, QString> fromJson(const QByteArray &json);
};

} // namespace hw
