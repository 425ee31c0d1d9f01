#pragma once

#include "LevelChangeEvent.h"
#include "domain/Result.h"

#include <QByteArray>
#include <QVector>

namespace hw {

// The dated allowlist history as JSON (the format of resources/crcr/level_changes.json):
// {"events":[{"date":"YYYY-MM-DD","repo","from","to","pr","author","change"}]}.
class LevelChangeTimeline
{
public:
    // Parses the JSON, or says where it is wrong ("level_changes.json: events[3].date: ...").
    static Result<QVector<LevelChangeEvent>, QString> parse(const QByteArray &json);
    // The bundled real timeline (Mar–Sep 2026) that the demo uses.
    static QVector<LevelChangeEvent> bundled();
};

} // namespace hw
