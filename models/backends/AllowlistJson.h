#pragma once

#include "Allowlist.h"
#include "domain/Result.h"

#include <QJsonObject>
#include <QString>

#include <optional>

namespace hw {

// The allowlist in the shape of HUD's GET /api/crcr/allowlist:
// {"L1":[{"repo","oncalls":[…]}], "L2":[…], "L3":[{"repo","device","oncalls"}], "L4":[…]},
// each entry with "events" when the file gave any; and the human listing of `hudwatch allowlist`.
class AllowlistJson
{
public:
    // All four levels are present (empty arrays included); entries keep file order within a level.
    static QJsonObject toJson(const Allowlist &allowlist);
    // Reads that shape back (levels L1..L4 in order, line 0), or says what is wrong with it.
    static Result<Allowlist, QString> fromJson(const QJsonObject &object);
    // One aligned line per repository, L4 first, then a summary line; ends with '\n'.
    static QString toText(const Allowlist &allowlist);
};

} // namespace hw
