#pragma once

#include "LevelChangeEvent.h"

#include <QByteArray>
#include <QVector>

namespace hw {

// The dated allowlist history as JSON (the format of resources/crcr/level_changes.json):
// {"events":[{"date":"YYYY-MM-DD","repo","from","to","pr","author","change"}]}.
class LevelChangeTimeline
{
public:
    // Parses the JSON; on error returns {} and sets *error ("level_changes.json: events[3].date: ...").
    static QVector<LevelChangeEvent> parse(const QByteArray &json, QString *error);
    // The bundled real timeline (Mar–Sep 2026) that the demo uses.
    static QVector<LevelChangeEvent> bundled();
};

} // namespace hw
