#pragma once

#include <QString>
#include <QVector>

namespace hw {

// Where the time axis gets its labels: round instants (every 1, 2, 3, 6 or 12 hours, every 1,
// 2 or 7 days, every month …) chosen so at most maxTicks fit, in UTC or local time, each with a
// label as short as its step allows ("06:00", "Tue 14 Jul", "Jul 2026"). A day's first tick
// shows the date as well, so a reader always knows which day an hour belongs to.
class TimeTicks
{
public:
    struct Tick {
        qint64 ms = 0;
        QString label;
    };
    static QVector<Tick> compute(qint64 fromMs, qint64 toMs, int maxTicks, bool utc);
};

} // namespace hw
