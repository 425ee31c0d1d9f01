#pragma once

#include "domain/Result.h"
#include "utilization/UtilizationFleet.h"

#include <QByteArray>

namespace hw {

// UtilizationFleet <-> compact JSON, lossless (doubles in their shortest exact form, unknown
// utilization as null), for the cache and the bundled demo (resources/demo/utilization_fleet.json).
// "version": 1; fromJson is strict (every field present with its type) and names the offending
// path, so a damaged entry is reported, not half shown.
class UtilizationFleetJson
{
public:
    static constexpr int Version = 2; // 2: HUD's gpu_avg and gpu_p90 under "hud"
    // The snapshot's source name in the cache.
    static QString source() { return QStringLiteral("utilization_fleet"); }

    static QByteArray toJson(const UtilizationFleet &fleet);
    static Result<UtilizationFleet, QString> fromJson(const QByteArray &json);
};

} // namespace hw
